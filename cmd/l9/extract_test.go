package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestExtractPlainLinesTable(t *testing.T) {
	in := "Alice lives in Berlin and works at Acme.\n\nHe lives in Rome.\nCarol\u2019s favourite colour is green.\n"
	out, errs, code := runL9(t, in, "extract")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"L1#f0", "L1#f1", "residence", "employer", "L4", "favorite color", "pronoun subject without antecedent", "3 memories, 3 units, 1 abstentions"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
}

func TestExtractJSONL(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "m.jsonl")
	data := `{"id":"a","content":"Port is 8080.","created_at":"2020-01-01"}
{"id":"b","content":"User said they moved to Lisbon.","created_at":"2020-02-01","observed_at":"2020-02-02"}
{"id":"c","content":"Maybe it rains.","created_at":"2020-02-01"}
`
	if err := os.WriteFile(in, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := runL9(t, "", "extract", "--in", in, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 {
		t.Fatalf("want 2 units + 1 abstention, got:\n%s", out)
	}
	var u struct {
		ID          string `json:"id"`
		Cardinality string `json:"cardinality"`
		Subject     struct{ Canon string }
		Attribute   struct{ Canon string }
		Value       struct{ Canon string }
		ObservedAt  string `json:"observed_at"`
	}
	if err := json.Unmarshal([]byte(lines[1]), &u); err != nil {
		t.Fatal(err)
	}
	if u.ID != "b" || u.Subject.Canon != "user" || u.Attribute.Canon != "residence" || u.Value.Canon != "lisbon" || u.Cardinality != "functional" || u.ObservedAt == "" {
		t.Errorf("unit b: %+v", u)
	}
	if !strings.Contains(lines[2], `"abstain":true`) || !strings.Contains(lines[2], `"id":"c"`) {
		t.Errorf("abstention line: %s", lines[2])
	}
}

func TestExtractBadJSONL(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "bad.jsonl")
	data := `{"id":"a","content":"Port is 8080.","created_at":"2020-01-01"}
{"id":"b","content":"  ","created_at":"2020-01-01"}
{"id":"c","content":"x","created_at":"soon"}
{"id":"d","content":"Port is 9090.","created_at":"2020-01-01","parent_id":"zz","is_facet":true}
`
	if err := os.WriteFile(in, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := runL9(t, "", "extract", "--in", in)
	if code != exitUsage {
		t.Fatalf("exit %d, want 2: %s", code, errs)
	}
	for _, want := range []string{in + ":2: content:", in + ":3: created_at:"} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
	// a dangling parent is reported with its line
	if err := os.WriteFile(in, []byte(strings.Split(data, "\n")[3]+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code = runL9(t, "", "extract", "--in", in)
	if code != exitUsage || !strings.Contains(errs, in+":1: parent_id:") {
		t.Errorf("dangling parent: exit %d: %s", code, errs)
	}
	// usage errors
	if _, _, code := runL9(t, "", "extract", "--nope"); code != exitUsage {
		t.Errorf("unknown flag: exit %d", code)
	}
	if _, _, code := runL9(t, "", "extract", "--in", filepath.Join(dir, "missing")); code != exitUsage {
		t.Errorf("missing file: exit %d", code)
	}
}

func TestExtractExplicitFacets(t *testing.T) {
	in := `{"id":"p","content":"Carol lives in Oslo and works at Statoil.","created_at":"2020-01-01"}
{"id":"p-1","content":"Carol lives in Oslo.","created_at":"2020-01-01","parent_id":"p","is_facet":true}
{"id":"p-2","content":"She works at Equinor.","created_at":"2020-01-01","parent_id":"p","is_facet":true}
`
	out, errs, code := runL9(t, in, "extract", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"id":"p-1","memory_id":"p"`) || !strings.Contains(lines[1], `"id":"p-2","memory_id":"p"`) || !strings.Contains(lines[1], `"canon":"equinor"`) {
		t.Errorf("explicit facets are the parent's units:\n%s", out)
	}
}

// TestExtractDocExample keeps the example in doc/svo.md true.
func TestExtractDocExample(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "doc", "svo.md"))
	if err != nil {
		t.Skipf("doc/svo.md: %v", err)
	}
	in := "Alice lives in Berlin and works at Acme.\nCarol\u2019s favourite colour is green.\nHe lives in Rome.\n"
	out, errs, code := runL9(t, in, "extract")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(string(doc), out) {
		t.Errorf("doc/svo.md does not show the current output of its example:\n%s", out)
	}
}
