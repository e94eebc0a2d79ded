package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The seed-004 acceptance scenario through the CLI, with the real
// extractor and detector finding the conflict group.
func TestVerifyContradictionsRefundScenarioCLI(t *testing.T) {
	t.Setenv("L9_READONLY", "")
	dir := t.TempDir()
	db := filepath.Join(dir, "l9.db")
	in := filepath.Join(dir, "claims.jsonl")
	claims := `{"id":"a1-product","content":"The refund window is 30 days.","created_at":"2025-03-01T09:00:00Z","authority":"product"}
{"id":"b2-legal","content":"The refund window is 14 days.","created_at":"2025-03-01T09:00:00Z","authority":"legal"}
{"id":"c3-impl","content":"The refund window is 45 days.","created_at":"2025-03-01T09:00:00Z","authority":"implementation"}
`
	if err := os.WriteFile(in, []byte(claims), 0o644); err != nil {
		t.Fatal(err)
	}
	stMust(t, "store", "init", "--db", db)
	if _, errs, code := stRun(t, "store", "import", in, "--db", db); code != 2 || !strings.Contains(errs, `claims.jsonl:1: authority: unknown authority "product"`) {
		t.Fatalf("import before the tiers exist: exit %d %q", code, errs)
	}
	stMust(t, "authority", "add", "legal", "--rank", "40", "--description", "Legal and compliance", "--db", db)
	stMust(t, "authority", "add", "product", "--rank", "30", "--description", "Product management", "--db", db)
	stMust(t, "authority", "add", "implementation", "--rank", "20", "--db", db)
	stMust(t, "store", "import", in, "--db", db)

	type group struct {
		Members []struct {
			ID        string `json:"id"`
			Authority string `json:"authority"`
			Rank      *int64 `json:"rank"`
			Value     string `json:"value"`
		} `json:"members"`
		Resolution      *string `json:"resolution"`
		ResolutionValue string  `json:"resolution_value"`
		Unresolved      bool    `json:"unresolved"`
	}
	verify := func(wantCode int) group {
		t.Helper()
		out, errs, code := stRun(t, "verify", "--contradictions", "--json", "--at", "2025-06-01", "--db", db)
		if code != wantCode {
			t.Fatalf("verify: exit %d, want %d\n%s%s", code, wantCode, out, errs)
		}
		var r struct {
			Groups     []group `json:"groups"`
			Unresolved int     `json:"unresolved"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil || len(r.Groups) != 1 {
			t.Fatalf("verify --json: %v\n%s", err, out)
		}
		return r.Groups[0]
	}
	// Three claims, one conflict group, legal's 14 days resolves.
	g := verify(0)
	if g.Resolution == nil || *g.Resolution != "b2-legal" || g.ResolutionValue != "14 day" || g.Unresolved || len(g.Members) != 3 {
		t.Fatalf("resolution: %+v", g)
	}
	out := stMust(t, "verify", "--contradictions", "--at", "2025-06-01", "--db", db)
	if !strings.Contains(out, "refund / window at 2025-03-01T09:00:00Z: resolved to 14 day (single highest-ranked authority: legal (rank 40))") ||
		!strings.Contains(out, "✓ b2-legal") || !strings.Contains(out, "1 conflict group, 0 unresolved") {
		t.Errorf("verify text:\n%s", out)
	}
	// All three still present.
	if exp := stMust(t, "store", "export", "--db", db); exp != claims {
		t.Errorf("export (-want +got):\n%s", cmp.Diff(claims, exp))
	}
	out = stMust(t, "brief", "--at", "2025-06-01", "--db", db)
	if !strings.Contains(out, "1 in force, 2 demoted") || strings.Count(out, "outranked by b2-legal") != 2 {
		t.Errorf("brief:\n%s", out)
	}
	// Raising product above legal moves the resolution (nothing rewritten).
	stMust(t, "authority", "add", "product", "--rank", "50", "--db", db)
	if g := verify(0); g.Resolution == nil || *g.Resolution != "a1-product" || g.ResolutionValue != "30 day" {
		t.Errorf("after raising product: %+v", g)
	}
	if exp := stMust(t, "store", "export", "--db", db); exp != claims {
		t.Error("re-ranking rewrote a memory")
	}
	if out := stMust(t, "authority", "list", "--db", db); !strings.Contains(out, "Product management") {
		t.Errorf("the re-add lost product's description:\n%s", out)
	}
	// Two tiers at the same top rank: unresolved, exit 1.
	stMust(t, "authority", "add", "legal", "--rank", "50", "--db", db)
	if g := verify(1); !g.Unresolved || g.Resolution != nil {
		t.Errorf("tie: %+v", g)
	}
	// Bad input.
	for _, args := range [][]string{
		{"verify", "--db", db},
		{"verify", "--contradictions", "--at", "soon", "--db", db},
		{"authority", "add", "legal", "--db", db},
		{"authority", "add", "legal", "--rank", "high", "--db", db},
		{"authority", "add", "Legal Dept", "--rank", "1", "--db", db},
		{"authority", "remove", "legal", "--db", db},
		{"authority", "remove", "nosuch", "--db", db},
		{"authority", "frobnicate", "--db", db},
		{"remember", "The refund window is 7 days.", "--authority", "nosuch", "--db", db},
	} {
		if _, _, code := stRun(t, args...); code != 2 {
			t.Errorf("l9 %s: exit %d, want 2", strings.Join(args, " "), code)
		}
	}
	for _, args := range [][]string{{"verify", "-h"}, {"authority", "-h"}, {"authority", "add", "-h"}, {"authority", "list", "-h"}} {
		if _, _, code := stRun(t, args...); code != 0 {
			t.Errorf("l9 %s: exit %d, want 0", strings.Join(args, " "), code)
		}
	}
}
