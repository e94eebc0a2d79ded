package prereg_test

import (
	"testing"

	"l9/gates"
	"l9/prereg"
)

// TestL9bFrozen: the second registration verifies against its lock and is
// one the harness accepts (every gate an arm or the mutation check names is
// known).
func TestL9bFrozen(t *testing.T) {
	r, l, err := prereg.Verify("L9b.toml")
	if err != nil {
		t.Fatal(err)
	}
	if err := gates.CheckRegistration(r); err != nil {
		t.Fatal(err)
	}
	if r.ID != "L9b" || r.Corpus.FixtureVersion != "l9-fixture-2" || len(r.RealText.Corpora) != 3 || l.SHA256 == "" {
		t.Fatalf("registration %s fixture %s, %d real-text corpora", r.ID, r.Corpus.FixtureVersion, len(r.RealText.Corpora))
	}
}
