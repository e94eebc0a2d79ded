package main

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// snapshot returns every regular file under dir with its bytes.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		out[p] = string(b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func refsDocs(t *testing.T, dir string) string {
	t.Helper()
	root := filepath.Join(dir, "docs")
	files := map[string]string{
		"NOW.md":             "Paris is rec:people/alice-2021, Berlin " + stBerlin + ", pg [[" + stPg16[:8] + "]]; commit 4b89a35e9.\n",
		"strategy/vision.md": "Rotted: rec:12cc5573 and deadbeef-0000-4000-8000-000000000000.\n",
		"strategy/ok.md":     "Only a SHA: 0123456789abcdef.\n",
	}
	for name, text := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestRefsCheckCLI(t *testing.T) {
	dir, db := stSetup(t)
	stMust(t, "alias", stParis, "people/alice-2021", "--db", db)
	root := refsDocs(t, dir)
	before := snapshot(t, dir)

	// A rotted definite citation: exit 1, each as doc:line:column: token: form: reason.
	out, errs, code := stRun(t, "refs", "check", "--docs", "**/*.md", "--root", root, "--db", db)
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s%s", code, out, errs)
	}
	want := "strategy/vision.md:1:9: 12cc5573: marker: not-found\n" +
		"strategy/vision.md:1:26: deadbeef-0000-4000-8000-000000000000: uuid: not-found\n" +
		"refs check: 3 docs scanned, 5 citations (3 resolved, 2 unresolved), 3 memories cited: FAIL\n"
	if d := cmp.Diff(want, out); d != "" {
		t.Errorf("stdout (-want +got):\n%s", d)
	}
	// Only the docs that resolve: exit 0. Positional arguments are globs too.
	if out, errs, code := stRun(t, "refs", "check", "--docs", "NOW.md", "strategy/ok.md", "--root", root, "--db", db); code != 0 || !strings.Contains(out, "2 docs scanned, 3 citations (3 resolved, 0 unresolved)") {
		t.Errorf("resolving docs: exit %d\n%s%s", code, out, errs)
	}
	// No globs: an explicit no-op pass, said so.
	if out, _, code := stRun(t, "refs", "check", "--db", db); code != 0 || !strings.Contains(out, "explicit no-op pass") {
		t.Errorf("no globs: exit %d %q", code, out)
	}
	// The seed's JSON shape.
	out, _, code = stRun(t, "refs", "check", "--docs", "**/*.md", "--root", root, "--json", "--db", db)
	if code != 1 {
		t.Errorf("--json: exit %d, want 1", code)
	}
	var res map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("--json: %v\n%s", err, out)
	}
	for _, k := range []string{"ok", "scanned", "citations", "unresolved", "byDoc", "byRecord"} {
		if _, ok := res[k]; !ok {
			t.Errorf("--json lacks %q", k)
		}
	}
	var byRecord map[string][]struct{ Doc, Token, Form string }
	if err := json.Unmarshal(res["byRecord"], &byRecord); err != nil || len(byRecord[stParis]) != 1 || byRecord[stParis][0].Form != "marker" || len(byRecord[stPg16]) != 1 {
		t.Errorf("byRecord = %v, %v", byRecord, err)
	}
	// Bad input: exit 2.
	for _, args := range [][]string{
		{"refs", "check", "--docs", "../up/*.md", "--db", db},
		{"refs", "check", "--docs", "[.md", "--db", db},
		{"refs", "check", "--docs", "*.md", "--root", filepath.Join(dir, "nope"), "--db", db},
		{"refs", "check", "--docs", "*.md", "--markers", "rec:, x", "--db", db},
		{"refs", "check", "--docs", "*.md", "--db", filepath.Join(dir, "missing.db")},
		{"refs", "nosuch"},
		{"refs"},
	} {
		if _, _, code := stRun(t, args...); code != 2 {
			t.Errorf("l9 %s: exit %d, want 2", strings.Join(args, " "), code)
		}
	}
	for _, args := range [][]string{{"refs", "-h"}, {"refs", "check", "-h"}} {
		if _, _, code := stRun(t, args...); code != 0 {
			t.Errorf("l9 %s: exit %d, want 0", strings.Join(args, " "), code)
		}
	}
	// Read-only: the store and every doc byte-identical, even with
	// L9_READONLY unset (the command never opens the store for writing).
	if d := cmp.Diff(before, snapshot(t, dir)); d != "" {
		t.Errorf("refs check changed files (-before +after):\n%s", d)
	}
}

func TestRefsCitersCLI(t *testing.T) {
	dir, db := stSetup(t)
	stMust(t, "alias", stParis, "people/alice-2021", "--db", db)
	root := refsDocs(t, dir)
	// Not superseded yet: counts, no flags; --fail-on-flags passes.
	out, errs, code := stRun(t, "refs", "citers", "people/alice-2021", "--docs", "**/*.md", "--root", root, "--fail-on-flags", "--db", db)
	if code != 0 || !strings.Contains(out, "not superseded (no supersession evidence): no flags; 0 store citers, 1 doc citer") {
		t.Fatalf("before: exit %d\n%s%s", code, out, errs)
	}
	stMust(t, "remember", "Alice lives in Lyon.", "--observed", "2022-01-01", "--supersedes", stParis, "--id", "lyon-0000-0001", "--db", db)
	before := snapshot(t, dir)
	out, _, code = stRun(t, "refs", "citers", stParis[:8], "--docs", "**/*.md", "--root", root, "--db", db)
	if code != 0 || !strings.Contains(out, "superseded by lyon-0000-0001; 0 store citers, 1 doc citer, 1 flag") ||
		!strings.Contains(out, "FLAG  doc    NOW.md:1:10 → "+stParis) {
		t.Errorf("superseded: exit %d\n%s", code, out)
	}
	if _, errs, code := stRun(t, "refs", "citers", "--all", "--docs", "**/*.md", "--root", root, "--fail-on-flags", "--db", db); code != 1 || !strings.Contains(errs, "docs cite a superseded memory (1 doc flag)") {
		t.Errorf("--all --fail-on-flags: exit %d %q", code, errs)
	}
	var r struct {
		RecordID        string   `json:"recordId"`
		Superseded      bool     `json:"superseded"`
		SupersededByIDs []string `json:"supersededByIds"`
		Flags           []struct {
			CiterRef, CiterKind, CitedID string
		} `json:"flags"`
	}
	out = stMust(t, "refs", "citers", "people/alice-2021", "--docs", "NOW.md", "--root", root, "--json", "--db", db)
	if err := json.Unmarshal([]byte(out), &r); err != nil || !r.Superseded || r.RecordID != stParis || len(r.Flags) != 1 || r.Flags[0].CiterRef != "NOW.md:1:10" {
		t.Errorf("--json: %+v %v\n%s", r, err, out)
	}
	for _, args := range [][]string{
		{"refs", "citers", "--db", db},
		{"refs", "citers", "nosuch-handle", "--db", db},
		{"refs", "citers", stParis, "--docs", "/abs/*.md", "--db", db},
	} {
		if _, _, code := stRun(t, args...); code != 2 {
			t.Errorf("l9 %s: exit %d, want 2", strings.Join(args, " "), code)
		}
	}
	if _, _, code := stRun(t, "refs", "citers", "-h"); code != 0 {
		t.Errorf("-h: exit %d", code)
	}
	if d := cmp.Diff(before, snapshot(t, dir)); d != "" {
		t.Errorf("refs citers changed files (-before +after):\n%s", d)
	}
}
