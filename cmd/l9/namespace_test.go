package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"l9/store"
)

const nsCLIFixture = `{"id":"a1000000-0000-4000-8000-000000000001","namespace":"user:alice","content":"The user lives in Paris.","created_at":"2021-01-01T00:00:00Z"}
{"id":"b1000000-0000-4000-8000-000000000001","namespace":"user:bob","content":"The user lives in Berlin.","created_at":"2022-01-01T00:00:00Z"}
{"id":"b1000000-0000-4000-8000-000000000002","namespace":"user:bob","content":"The user lives in Rome.","created_at":"2023-01-01T00:00:00Z"}
{"id":"c1000000-0000-4000-8000-000000000001","content":"The user lives in Oslo.","created_at":"2024-01-01T00:00:00Z"}
`

func TestNamespacesThroughTheCLI(t *testing.T) {
	t.Setenv("L9_READONLY", "")
	dir := t.TempDir()
	db := filepath.Join(dir, "l9.db")
	in := filepath.Join(dir, "ns.jsonl")
	if err := os.WriteFile(in, []byte(nsCLIFixture), 0o644); err != nil {
		t.Fatal(err)
	}
	// detect: only bob's pair; per-namespace counts in the summary.
	_, errs, code := stRun(t, "detect", "--in", in)
	if code != 0 {
		t.Fatalf("detect: exit %d %s", code, errs)
	}
	cands := stMust(t, "detect", "--in", in)
	if n := strings.Count(cands, "\n"); n != 1 || !strings.Contains(cands, `"expired_memory_id":"b1000000-0000-4000-8000-000000000001"`) {
		t.Errorf("candidates:\n%s", cands)
	}
	for _, want := range []string{"3 namespaces, each detected on its own", `(default): 1 memories, 1 units, 0 candidates`, `"user:bob": 2 memories, 2 units, 1 candidates`} {
		if !strings.Contains(errs, want) {
			t.Errorf("summary lacks %q:\n%s", want, errs)
		}
	}

	stMust(t, "store", "init", "--db", db)
	stMust(t, "store", "import", in, "--db", db)
	if got := stMust(t, "store", "export", "--db", db); got != nsCLIFixture {
		t.Errorf("export:\n%s", got)
	}
	// propose per namespace; --namespace narrows it.
	stMust(t, "propose", "--out", filepath.Join(dir, "all"), "--db", db, "--at", "2025-01-01")
	d, _, err := store.ReadDiff(filepath.Join(dir, "all", "pending-diff.json"))
	if err != nil || len(d.Supersessions) != 1 || d.Supersessions[0].Namespace != "user:bob" {
		t.Fatalf("diff: %+v %v", d, err)
	}
	md, _ := os.ReadFile(filepath.Join(dir, "all", "pending-diff.md"))
	if !strings.Contains(string(md), `1. [namespace "user:bob"] **RETIRE**`) {
		t.Errorf("md:\n%s", md)
	}
	stMust(t, "propose", "--out", filepath.Join(dir, "alice"), "--db", db, "--namespace", "user:alice", "--at", "2025-01-01")
	d, _, _ = store.ReadDiff(filepath.Join(dir, "alice", "pending-diff.json"))
	if len(d.Supersessions) != 0 || d.Memories != 1 {
		t.Errorf("alice's diff: %+v", d)
	}
	// remember --namespace; a cross-namespace --supersedes is refused.
	_, errs, code = stRun(t, "remember", "The user lives in Lisbon.", "--namespace", "user:bob", "--observed", "2024-06-01", "--supersedes", "a1000000-0000-4000-8000-000000000001", "--db", db)
	if code != 2 || !strings.Contains(errs, `the new memory is in namespace "user:bob" but the target a1000000-0000-4000-8000-000000000001 is in namespace "user:alice"`) {
		t.Errorf("cross-namespace remember: exit %d %s", code, errs)
	}
	id := strings.TrimSpace(stMust(t, "remember", "The user lives in Lisbon.", "--namespace", "user:alice", "--observed", "2024-06-01", "--supersedes", "a1000000", "--db", db))
	// brief --namespace shows only that namespace.
	var v store.View
	if err := json.Unmarshal([]byte(stMust(t, "brief", "--json", "--namespace", "user:alice", "--at", "2025-01-01", "--db", db)), &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Items) != 2 || v.Items[0].ID != id || v.Items[1].SupersededBy != id {
		t.Errorf("alice's brief: %+v", v.Items)
	}
	if err := json.Unmarshal([]byte(stMust(t, "brief", "--json", "--namespace", "", "--at", "2025-01-01", "--db", db)), &v); err != nil || len(v.Items) != 1 {
		t.Errorf("default namespace brief: %+v %v", v.Items, err)
	}
	table := stMust(t, "brief", "--at", "2025-01-01", "--contested=false", "--db", db)
	if !strings.Contains(table, "NAMESPACE") || !strings.Contains(table, "user:alice") {
		t.Errorf("brief table lacks the namespace column:\n%s", table)
	}
	if _, errs, code := stRun(t, "brief", "--namespace", " x", "--db", db); code != 2 || !strings.Contains(errs, "white space") {
		t.Errorf("bad --namespace: exit %d %s", code, errs)
	}
}
