package prereg_test

import (
	"testing"

	"l9/gates"
	"l9/prereg"
)

// TestL9dFrozen: the fourth registration verifies against its lock, the
// harness accepts it, and it names the eight real-text corpora with issue
// 10's thresholds.
func TestL9dFrozen(t *testing.T) {
	r, l, err := prereg.Verify("L9d.toml")
	if err != nil {
		t.Fatal(err)
	}
	if err := gates.CheckRegistration(r); err != nil {
		t.Fatal(err)
	}
	if r.ID != "L9d" || r.Corpus.FixtureVersion != "l9-fixture-2" || l.SHA256 == "" {
		t.Fatalf("registration %s fixture %s", r.ID, r.Corpus.FixtureVersion)
	}
	want := map[string][2]float64{"R1": {0.99, 0.90}, "R2": {0.98, 0.80}, "R3": {0.98, 0.75}, "R4": {0.98, 0.60}, "R5": {0.98, 0.75}, "R6": {0.98, 0.80}, "R7": {0.98, 0.75}, "R8": {0.98, 0.75}}
	if len(r.RealText.Corpora) != len(want) {
		t.Fatalf("%d real-text corpora, want %d", len(r.RealText.Corpora), len(want))
	}
	for _, c := range r.RealText.Corpora {
		w, ok := want[c.ID]
		if !ok || c.MinPrecision != w[0] || c.MinRecall != w[1] {
			t.Errorf("%s: precision %v recall %v, want %v", c.ID, c.MinPrecision, c.MinRecall, w)
		}
	}
}
