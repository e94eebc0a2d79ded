package detector

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestHashIndexMatchesBinarySearch: hashIndex.has is slices.BinarySearch
// over the sorted keys, for keys spread as the domain's hashes are and
// for keys crowded into a few buckets, present and absent.
func TestHashIndexMatchesBinarySearch(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 4))
	for _, n := range []int{0, 1, 2, 3, 7, 64, 1000, 10977} {
		for _, crowd := range []bool{false, true} {
			keys := make([]uint64, n)
			for i := range keys {
				if crowd {
					keys[i] = r.Uint64N(uint64(2*n + 3)) // all in bucket 0
				} else {
					keys[i] = domainKey(r.Uint64(), r.Uint64())
				}
			}
			slices.Sort(keys)
			keys = slices.Compact(keys)
			h := newHashIndex(keys)
			probe := func(x uint64) {
				_, want := slices.BinarySearch(keys, x)
				if got := h.has(x); got != want {
					t.Fatalf("n=%d crowd=%v: has(%#x) = %v, want %v", n, crowd, x, got, want)
				}
			}
			for _, x := range keys {
				probe(x)
				probe(x + 1)
				probe(x - 1)
			}
			for range 2000 {
				probe(r.Uint64())
				probe(r.Uint64N(uint64(2*n + 3)))
			}
			probe(0)
			probe(^uint64(0))
		}
	}
}
