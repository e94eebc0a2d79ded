package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"l9/store"
)

func TestTTLAndBriefStaleCLI(t *testing.T) {
	dir, db := stSetup(t)
	in := filepath.Join(dir, "ttl.jsonl")
	if err := os.WriteFile(in, []byte(`{"id":"rota-0000-0001","content":"Ann is on call this week.","created_at":"2024-12-30T00:00:00Z","ttl_seconds":604800}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stMust(t, "store", "import", in, "--db", db)
	id := strings.TrimSpace(stMust(t, "remember", "The coffee machine is broken.", "--ttl-seconds", "3600", "--db", db))
	stale := func(at string) []string {
		var v store.View
		if err := json.Unmarshal([]byte(stMust(t, "brief", "--stale", "--json", "--contested=false", "--at", at, "--db", db)), &v); err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, it := range v.Items {
			ids = append(ids, it.ID)
		}
		return ids
	}
	if got := stale("2025-01-05T23:59:59Z"); got != nil {
		t.Errorf("before the TTL: stale %v", got)
	}
	if got := stale("2025-01-06T00:00:00Z"); !cmp.Equal(got, []string{"rota-0000-0001"}) {
		t.Errorf("at created_at + ttl (inclusive): stale %v", got)
	}
	out := stMust(t, "brief", "--stale", "--contested=false", "--at", "2025-01-06", "--db", db)
	if !strings.Contains(out, "rota-000") || !strings.Contains(out, "DEMOTED stale") || !strings.Contains(out, "0 in force, 1 demoted") {
		t.Errorf("brief --stale:\n%s", out)
	}
	if out := stMust(t, "show", "rota-0000-0001", "--db", db); !strings.Contains(out, "ttl_seconds:  604800 (expires 2025-01-06T00:00:00Z)") {
		t.Errorf("show:\n%s", out)
	}
	if out := stMust(t, "ttl", "rota-0000-0001", "--clear", "--db", db); !strings.Contains(out, "ttl_seconds cleared (1 memory of its constellation); never expires") {
		t.Errorf("ttl --clear: %q", out)
	}
	if got := stale("2030-01-01"); !cmp.Equal(got, []string{id}) {
		t.Errorf("after clearing: stale %v, want only the remembered memory (its TTL counts from now; the rota has none)", got)
	}
	if out := stMust(t, "ttl", id, "60", "--db", db); !strings.Contains(out, "ttl_seconds = 60") {
		t.Errorf("ttl set: %q", out)
	}
	for _, args := range [][]string{
		{"ttl", id, "0", "--db", db},
		{"ttl", id, "-5", "--db", db},
		{"ttl", id, "1.5", "--db", db},
		{"ttl", id, "--db", db},
		{"ttl", id, "60", "--clear", "--db", db},
		{"ttl", "nobody-at-all", "60", "--db", db},
		{"remember", "x", "--ttl-seconds", "-1", "--db", db},
	} {
		if _, _, code := stRun(t, args...); code != 2 {
			t.Errorf("l9 %s: exit %d, want 2", strings.Join(args, " "), code)
		}
	}
	if _, _, code := stRun(t, "ttl", "-h"); code != 0 {
		t.Errorf("ttl -h: exit %d", code)
	}
}
