package stage1

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"l9/svo"
)

// TestSortKeyedMatchesCompare: sortKeyed puts unit records in the order
// compareRecords gives them (keys that are prefixes of one another, empty,
// with NUL and high bytes, few and many distinct; sequence numbers
// unique), and declines, leaving the records alone, on tied records.
func TestSortKeyedMatchesCompare(t *testing.T) {
	words := []string{"", "a", "ab", "a\x00", "a\x00b", "b", "\xff", "user", "user's", "capital of x", "é"}
	rng := rand.New(rand.NewPCG(6, 15))
	draw := func(n int) string {
		if n > len(words) {
			n = len(words)
		}
		return words[rng.IntN(n)]
	}
	for round := range 60 {
		nwords := 1 + round%len(words)
		n := 1 + rng.IntN(3000)
		s := newRecordSorter(t.TempDir(), "units", 1<<24)
		seen := map[[2]uint64]bool{}
		for i := 0; i < n; i++ {
			major, minor := uint64(rng.IntN(50)), uint32(rng.IntN(50))
			if round%3 == 0 {
				major = uint64(rng.Uint32()) << 8
			}
			if seen[[2]uint64{major, uint64(minor)}] {
				continue
			}
			seen[[2]uint64{major, uint64(minor)}] = true
			k := svo.Key{Subject: draw(nwords), Attribute: draw(nwords), Scope: draw(nwords)}
			u := svo.Unit{ID: "u", MemoryID: "m"}
			if err := s.add(appendRecord(nil, draw(nwords), k, major, minor, &u, false)); err != nil {
				t.Fatal(err)
			}
		}
		want := slices.Clone(s.offs)
		slices.SortFunc(want, func(a, b uint32) int { return compareRecords(s.record(a), s.record(b)) })
		if !s.sortKeyed() {
			t.Fatalf("round %d: sortKeyed declined %d records with unique sequence numbers", round, len(s.offs))
		}
		for i := range want {
			if !bytes.Equal(s.record(s.offs[i]), s.record(want[i])) {
				t.Fatalf("round %d: record %d of %d differs from compareRecords's order", round, i, len(want))
			}
		}
	}
	// tied records (one key, one sequence number): compareRecords decides
	s := newRecordSorter(t.TempDir(), "units", 1<<24)
	u := svo.Unit{ID: "u", MemoryID: "m"}
	for _, id := range []string{"b", "a"} {
		u.ID = id
		if err := s.add(appendRecord(nil, "", svo.Key{Subject: "s"}, 1, 2, &u, false)); err != nil {
			t.Fatal(err)
		}
	}
	before := slices.Clone(s.offs)
	if s.sortKeyed() {
		t.Fatal("sortKeyed sorted tied records")
	}
	if !slices.Equal(before, s.offs) {
		t.Fatal("sortKeyed moved records it declined to sort")
	}
}
