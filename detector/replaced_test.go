package detector

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"l9/svo"
)

// replacedInKeyRef is replacedInKey as first written: every version of
// the group looked at for every later one (the reference the prefix cut
// and the early exit are checked against).
func replacedInKeyRef(g []*entry) bool {
	earlier := func(e, r *entry) bool {
		return !e.neg && !e.keyOnly && e.t.Before(r.t) && e.u.MemoryID != r.u.MemoryID
	}
	if len(g) <= 16 {
		for _, r := range g {
			if r.neg || r.keyOnly || broadRelation(r) {
				continue
			}
			for _, e := range g {
				if earlier(e, r) && e.value != r.value && frameEdit(e.u, r.u) {
					return true
				}
			}
		}
	}
	for _, r := range g {
		if r.neg || r.keyOnly {
			continue
		}
		var f string
		switch {
		case r.u.From != nil:
			if f = normTokens(r.u.From.Canon); f == "" || f == r.value {
				continue
			}
		case r.u.Changed && !broadRelation(r):
			found := false
			for _, e := range g {
				if earlier(e, r) && (!found || len(e.value) < len(f) || len(e.value) == len(f) && e.value < f) {
					f, found = e.value, true
				}
			}
			if !found || containsWords(f, r.value) || containsWords(r.value, f) {
				continue
			}
		default:
			continue
		}
		held, other := false, false
		for _, e := range g {
			if !earlier(e, r) {
				continue
			}
			switch {
			case r.u.Changed && r.u.From == nil && (containsWords(e.value, r.value) || containsWords(r.value, e.value)):
				other = true
			case containsWords(e.value, f) || containsWords(f, e.value):
				held = true
			case e.u.From == nil:
				other = true
			}
		}
		if held && !other {
			return true
		}
	}
	return false
}

// TestReplacedInKeyMatchesRef: replacedInKey on random groups in
// compareEntries's order (timed and untimed versions, ties in time, one
// memory's several units, stated old values, marked changes) is
// replacedInKeyRef's answer.
func TestReplacedInKeyMatchesRef(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 5))
	values := []string{"a", "b", "a b", "c", "b c", "d"}
	base := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	yes, n := 0, 0
	for range 30000 {
		size := 1 + r.IntN(24)
		g := make([]*entry, size)
		for i := range g {
			u := &svo.Unit{ID: string(rune('a' + i)), MemoryID: string(rune('a' + r.IntN(size)))}
			e := &entry{u: u, subj: "s", attr: "be", value: values[r.IntN(len(values))], timed: r.IntN(8) != 0,
				t: base.Add(time.Duration(r.IntN(6)) * time.Hour), neg: r.IntN(8) == 0}
			switch r.IntN(4) {
			case 0:
				u.From = &svo.Span{Canon: values[r.IntN(len(values))]}
			case 1:
				u.Changed = true
			}
			if r.IntN(6) == 0 {
				u.Frame = uint64(1 + r.IntN(2))
			}
			if r.IntN(3) == 0 {
				e.attr = "employer"
			}
			g[i] = e
		}
		slices.SortFunc(g, compareEntries)
		want := replacedInKeyRef(g)
		if got := replacedInKey(g); got != want {
			t.Fatalf("group of %d: replacedInKey = %v, want %v", size, got, want)
		}
		n++
		if want {
			yes++
		}
	}
	if yes < n/10 || yes > n*9/10 {
		t.Fatalf("%d of %d groups replaced: the test does not tell the answers apart", yes, n)
	}
}
