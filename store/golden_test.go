package store

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if d := cmp.Diff(string(want), string(got)); d != "" {
		t.Errorf("%s differs (-want +got):\n%s", path, d)
	}
}

// The pending diff as the operator reads it, and as apply reads it.
func TestPendingDiffGolden(t *testing.T) {
	d, b := testDiff(
		Entry{ExpiredID: "m1", ReplacementID: "m2", Reason: "value", Score: 0.902, Subject: "alice", Attribute: "residence",
			OldValue: "paris", NewValue: "berlin", ExpiresAt: tm("2023-06-10T09:00:00Z"), ExpiredMemoryID: "m1", ReplacementMemoryID: "m2",
			OldContent: "Alice lives in Paris.", NewContent: "Alice lives in Berlin.", Stamps: []string{"m1"}},
		Entry{ExpiredID: "m3#f1", ReplacementID: "m4", Reason: "negation", Score: 0.71, Subject: "bob", Attribute: "like",
			OldValue: "tea", NewValue: "not tea", ExpiresAt: tm("2024-01-02"), ExpiredMemoryID: "m3", ReplacementMemoryID: "m4",
			OldContent: "Bob likes tea; Bob reads `books`.", NewContent: "Bob no longer\nlikes tea.",
			OldUnits: []string{"m3#f0", "m3#f1"}, Stamps: []string{"m3#f1"}},
	)
	d.Contested = []Contest{{Subject: "carol", Attribute: "employer", At: tm("2024-05-01"), MemoryIDs: []string{"m5", "m6"}, Values: []string{"hooli", "initech"}}}
	d.Memories, d.Units = 6, 7
	d.StoreID = "5f0c6a1e9b2d4c7a8e3f1b0d2c4a6e8f"
	b, _ = d.Marshal()
	golden(t, "pending-diff.json", b)
	var md bytes.Buffer
	if err := RenderMarkdown(&md, d, "review/pending-diff.json"); err != nil {
		t.Fatal(err)
	}
	golden(t, "pending-diff.md", md.Bytes())
	back, err := ParseDiff(b, "pending-diff.json")
	if err != nil {
		t.Fatal(err)
	}
	if dd := cmp.Diff(d, back); dd != "" {
		t.Errorf("diff JSON round trip (-want +got):\n%s", dd)
	}
	for _, bad := range []string{`{"version":2}`, `{"version":1,"supersessions":[{"expired_memory_id":"a"}]}`, `{"version":1,"extra":1}`, `{"version":1} {}`, `{"version":1,"supersessions":[]}`, `{"version":2,"store_id":"","supersessions":[]}`} {
		if _, err := ParseDiff([]byte(bad), "bad.json"); err == nil {
			t.Errorf("ParseDiff(%s) accepted", bad)
		}
	}
}

// FuzzParseDiff: any bytes either fail with an error or give a diff that
// re-marshals and re-parses to itself.
func FuzzParseDiff(f *testing.F) {
	if b, err := os.ReadFile(filepath.Join("testdata", "pending-diff.json")); err == nil {
		f.Add(b)
	}
	f.Add([]byte(`{"version":2,"store_id":"s","supersessions":[],"contested":[]}`))
	f.Add([]byte(`{"version":2,"store_id":"s","supersessions":[{"expired_memory_id":"a","replacement_memory_id":"b","expires_at":"2020-01-01T00:00:00Z"}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := ParseDiff(b, "fuzz.json")
		if err != nil {
			return
		}
		again, err := d.Marshal()
		if err != nil {
			t.Fatalf("marshal an accepted diff: %v", err)
		}
		d2, err := ParseDiff(again, "again.json")
		if err != nil {
			t.Fatalf("re-parse: %v\n%s", err, again)
		}
		if !cmp.Equal(d, d2) {
			t.Fatalf("round trip differs:\n%s", cmp.Diff(d, d2))
		}
	})
}
