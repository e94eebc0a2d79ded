package detector

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestAllInMatchesSearch: allIn is "every word of want is found in have by
// binary search, want non-empty" on sorted and unsorted wants with repeats,
// against haves short and long.
func TestAllInMatchesSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 3))
	ref := func(want, have []uint32) bool {
		if len(want) == 0 {
			return false
		}
		for _, w := range want {
			if _, ok := slices.BinarySearch(have, w); !ok {
				return false
			}
		}
		return true
	}
	gen := func(n, max int) []uint32 {
		out := make([]uint32, n)
		for i := range out {
			out[i] = uint32(r.IntN(max))
		}
		return out
	}
	hits := 0
	for range 50000 {
		max := 1 + r.IntN(60)
		have := gen(r.IntN(40), max)
		slices.Sort(have)
		if r.IntN(2) == 0 {
			have = slices.Compact(have)
		}
		var want []uint32
		if r.IntN(2) == 0 && len(have) > 0 {
			for range r.IntN(5) {
				want = append(want, have[r.IntN(len(have))])
			}
		} else {
			want = gen(r.IntN(5), max)
		}
		if r.IntN(3) > 0 {
			slices.Sort(want)
		}
		got, exp := allIn(want, have), ref(want, have)
		if got != exp {
			t.Fatalf("allIn(%v, %v) = %v, want %v", want, have, got, exp)
		}
		if got {
			hits++
		}
	}
	if hits < 1000 {
		t.Fatalf("only %d true cases", hits)
	}
}
