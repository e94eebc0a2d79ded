// Package arms turns the main L9 fixture into the fixture of each registered
// arm. A transform is a pure function of (fixture, seed): it never changes
// its input and gives the same output for the same arguments.
//
//   - main: the fixture as generated.
//   - unstamped: every observed_at removed, so ordering falls back to
//     created_at, which for backfilled memories is the import order and
//     carries no information about true order (the live-corpus condition).
//   - shuffled: the observed_at column permuted across the whole corpus by a
//     seeded PCG permutation (absent values included), the same multiset of
//     values on other memories; facets take their parent's new value.
//   - threshold, legacy_dream: the fixture unchanged; the harness changes the
//     detector threshold or the dream policy.
//
// The truth is not transformed: it describes what really superseded what.
package arms

import (
	"fmt"
	"math/rand/v2"
	"time"

	"l9/corpus"
)

// Arm names, in registered order.
const (
	Main        = "main"
	Threshold   = "threshold"
	Shuffled    = "shuffled"
	Unstamped   = "unstamped"
	LegacyDream = "legacy_dream"
)

// Names returns the arm names in registered order.
func Names() []string { return []string{Main, Threshold, Shuffled, Unstamped, LegacyDream} }

// UnknownArmError is returned for a name that is not an arm.
type UnknownArmError struct{ Name string }

func (e *UnknownArmError) Error() string {
	return fmt.Sprintf("unknown arm %q (want one of %v)", e.Name, Names())
}

// Apply returns the fixture of arm name, derived from the main fixture f.
func Apply(name string, f corpus.Fixture, seed uint64) (corpus.Fixture, error) {
	out := f.Clone()
	switch name {
	case Main, Threshold, LegacyDream:
		return out, nil
	case Unstamped:
		for i := range out.Memories {
			out.Memories[i].ObservedAt = nil
		}
		return out, nil
	case Shuffled:
		shuffle(&out, seed)
		return out, nil
	}
	return corpus.Fixture{}, &UnknownArmError{Name: name}
}

// shuffle permutes observed_at over the roots (non-facet memories) and copies
// each root's new value to its facets.
func shuffle(f *corpus.Fixture, seed uint64) {
	var roots []int
	for i := range f.Memories {
		if !f.Memories[i].IsFacet {
			roots = append(roots, i)
		}
	}
	vals := make([]*time.Time, len(roots))
	for j, i := range roots {
		vals[j] = f.Memories[i].ObservedAt
	}
	r := rand.New(rand.NewPCG(seed, 0x73687566666c6564))
	perm := r.Perm(len(roots))
	byID := map[string]*time.Time{}
	for j, i := range roots {
		var t *time.Time
		if v := vals[perm[j]]; v != nil {
			u := *v
			t = &u
		}
		f.Memories[i].ObservedAt = t
		byID[f.Memories[i].ID] = t
	}
	for i := range f.Memories {
		m := &f.Memories[i]
		if m.IsFacet {
			var t *time.Time
			if v := byID[m.ParentID]; v != nil {
				u := *v
				t = &u
			}
			m.ObservedAt = t
		}
	}
}
