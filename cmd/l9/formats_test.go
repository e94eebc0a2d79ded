package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestImportFromAndExportTo(t *testing.T) {
	t.Setenv("L9_READONLY", "")
	dir := t.TempDir()
	db := filepath.Join(dir, "l9.db")
	td := filepath.Join("..", "..", "importer", "testdata")
	stMust(t, "store", "init", "--db", db)
	before := stMust(t, "store", "export", "--db", db)

	// A bad record: exit 2, file:line: field, nothing written.
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte("[\n{\"uuid\": \"e1\", \"fact\": \"x\", \"created_at\": \"2024-01-01T00:00:00Z\"},\n{\"uuid\": \"e2\", \"created_at\": \"later\"}\n]\n"), 0o644)
	_, errs, code := stRun(t, "store", "import", "--from", "graphiti", bad, "--db", db)
	if code != 2 || !strings.Contains(errs, bad+":3: fact: required field missing") || !strings.Contains(errs, bad+":3: created_at: unparseable timestamp") {
		t.Errorf("bad import: exit %d\n%s", code, errs)
	}
	if got := stMust(t, "store", "export", "--db", db); got != before {
		t.Error("a refused import wrote memories")
	}
	if _, errs, code := stRun(t, "store", "import", "--from", "zep", bad, "--db", db); code != 2 || !strings.Contains(errs, `unknown format "zep"`) {
		t.Errorf("unknown format: exit %d %s", code, errs)
	}
	if _, errs, code := stRun(t, "store", "import", "--map", "content=x", bad, "--db", db); code != 2 || !strings.Contains(errs, "--map needs --from csv") {
		t.Errorf("--map without --from: exit %d %s", code, errs)
	}

	out, errs, code := stRun(t, "store", "import", "--from", "letta", filepath.Join(td, "letta_passages.json"), "--namespace", "agent-7", "--db", db)
	if code != 0 || !strings.Contains(out, "imported 3 memories") || !strings.Contains(out, "4 records, 1 dropped") || !strings.Contains(errs, "letta: dropped 1 record(s): deleted passage") {
		t.Fatalf("letta import: exit %d\n%s%s", code, out, errs)
	}
	stMust(t, "store", "import", "--from", "graphiti", filepath.Join(td, "graphiti_entity_edges.json"), "--db", db)
	// Stage 0 inside Graphiti's namespace, then export what l9 decided.
	stMust(t, "remember", "Alice works at Initech", "--namespace", "user-alice", "--observed", "2024-12-01", "--supersedes", "6e8f4d5b-2c3a-4f0e-9b9d-4a5c6d7e8f9a", "--db", db)
	outFile := filepath.Join(dir, "edges.json")
	_, errs, code = stRun(t, "store", "export", "--to", "graphiti", "--at", "2025-01-01", "--out", outFile, "--db", db)
	if code != 0 || !strings.Contains(errs, "exported 9 records to graphiti") {
		t.Fatalf("export: exit %d %s", code, errs)
	}
	var edges []map[string]any
	b, _ := os.ReadFile(outFile)
	if err := json.Unmarshal(b, &edges); err != nil {
		t.Fatal(err)
	}
	var globex map[string]any
	for _, e := range edges {
		if e["uuid"] == "6e8f4d5b-2c3a-4f0e-9b9d-4a5c6d7e8f9a" {
			globex = e
		}
	}
	if globex == nil || globex["invalid_at"] != "2024-12-01T00:00:00Z" || globex["expired_at"] == nil ||
		globex["attributes"].(map[string]any)["l9_superseded_by"] == nil || globex["group_id"] != "user-alice" {
		t.Errorf("superseded edge: %v", globex)
	}
	mem0 := stMust(t, "store", "export", "--to", "mem0", "--at", "2025-01-01", "--db", db)
	if !strings.Contains(mem0, `"results": [`) || !strings.Contains(mem0, `"metadata": {`) || strings.Count(mem0, `"superseded_by": "`) != 1 || !strings.Contains(mem0, `"current": false`) {
		t.Errorf("mem0 export:\n%s", mem0)
	}
	if _, errs, code := stRun(t, "store", "export", "--to", "letta", "--db", db); code != 2 || !strings.Contains(errs, "want mem0 or graphiti") {
		t.Errorf("--to letta: exit %d %s", code, errs)
	}
	// --namespace narrows both exports to one namespace.
	alice := stMust(t, "store", "export", "--namespace", "user-alice", "--db", db)
	if n := strings.Count(alice, "\n"); n != 5 || strings.Count(alice, `"namespace":"user-alice"`) != 5 {
		t.Errorf("export --namespace user-alice: %d lines\n%s", n, alice)
	}
	_, errs, code = stRun(t, "store", "export", "--to", "graphiti", "--namespace", "user-bob", "--db", db)
	if code != 0 || !strings.Contains(errs, "exported 1 records to graphiti") {
		t.Errorf("export --to --namespace: exit %d %s", code, errs)
	}
	// detect --from reads the same formats.
	out, errs, code = stRun(t, "detect", "--from", "csv", "--map", "content=note,created_at=when,namespace=user", "--in", filepath.Join(td, "notes.csv"))
	if code != 0 || strings.Count(out, "\n") != 1 || !strings.Contains(out, `"new_value":"10:00"`) || !strings.Contains(errs, `csv: ignored field "topic"`) {
		t.Errorf("detect --from csv: exit %d\n%s%s", code, out, errs)
	}
}
