package arms_test

import (
	"errors"
	"sort"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"l9/arms"
	"l9/corpus"
	"l9/memory"
)

func gen(t *testing.T, seed uint64) corpus.Fixture {
	t.Helper()
	f, err := corpus.Generate(seed, corpus.DefaultSpec())
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestNames(t *testing.T) {
	want := []string{"main", "threshold", "shuffled", "unstamped", "legacy_dream"}
	if d := cmp.Diff(want, arms.Names()); d != "" {
		t.Fatal(d)
	}
	_, err := arms.Apply("nope", corpus.Fixture{}, 1)
	var ue *arms.UnknownArmError
	if !errors.As(err, &ue) || ue.Name != "nope" {
		t.Fatalf("Apply(nope) = %v", err)
	}
}

// Every transform leaves its input alone and is a function of (fixture, seed).
func TestPureAndDeterministic(t *testing.T) {
	f := gen(t, 11)
	orig := f.Clone()
	for _, name := range arms.Names() {
		a, err := arms.Apply(name, f, 11)
		if err != nil {
			t.Fatal(err)
		}
		b, err := arms.Apply(name, f, 11)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(a, b); d != "" {
			t.Fatalf("%s: two applications differ:\n%s", name, d)
		}
		if d := cmp.Diff(orig, f); d != "" {
			t.Fatalf("%s changed its input:\n%s", name, d)
		}
		if d := cmp.Diff(f.Truth, a.Truth); d != "" {
			t.Fatalf("%s changed the truth", name)
		}
		if d := cmp.Diff(f.Labels, a.Labels); d != "" {
			t.Fatalf("%s changed the labels", name)
		}
	}
}

func TestUnchangedArms(t *testing.T) {
	f := gen(t, 23)
	for _, name := range []string{arms.Main, arms.Threshold, arms.LegacyDream} {
		a, err := arms.Apply(name, f, 23)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(f, a); d != "" {
			t.Fatalf("%s changed the fixture:\n%s", name, d)
		}
	}
}

func TestUnstamped(t *testing.T) {
	f := gen(t, 37)
	a, err := arms.Apply(arms.Unstamped, f, 37)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range a.Memories {
		if m.ObservedAt != nil {
			t.Fatalf("memory %s keeps observed_at", m.ID)
		}
		want := f.Memories[i].Clone()
		want.ObservedAt = nil
		if d := cmp.Diff(want, m); d != "" {
			t.Fatalf("unstamped changed more than observed_at:\n%s", d)
		}
	}
}

func observed(f corpus.Fixture) []string {
	var out []string
	for _, m := range f.Memories {
		if m.IsFacet {
			continue
		}
		if m.ObservedAt == nil {
			out = append(out, "none")
		} else {
			out = append(out, memory.FormatTime(*m.ObservedAt))
		}
	}
	return out
}

func TestShuffled(t *testing.T) {
	f := gen(t, 41)
	a, err := arms.Apply(arms.Shuffled, f, 41)
	if err != nil {
		t.Fatal(err)
	}
	before, after := observed(f), observed(a)
	moved := 0
	for i := range before {
		if before[i] != after[i] {
			moved++
		}
	}
	if moved < len(before)/2 {
		t.Fatalf("only %d of %d observed_at values moved", moved, len(before))
	}
	sort.Strings(before)
	sort.Strings(after)
	if d := cmp.Diff(before, after); d != "" {
		t.Fatalf("shuffled is not a permutation of the same multiset:\n%s", d)
	}
	parent := map[string]*time.Time{}
	for i, m := range a.Memories {
		if !m.IsFacet {
			parent[m.ID] = m.ObservedAt
			continue
		}
		p := parent[m.ParentID]
		if (p == nil) != (m.ObservedAt == nil) || (p != nil && !p.Equal(*m.ObservedAt)) {
			t.Fatalf("facet %s does not carry its parent's observed_at", m.ID)
		}
		want := f.Memories[i].Clone()
		want.ObservedAt = m.ObservedAt
		if d := cmp.Diff(want, m); d != "" {
			t.Fatalf("shuffled changed more than observed_at:\n%s", d)
		}
	}
	b, err := arms.Apply(arms.Shuffled, f, 42)
	if err != nil {
		t.Fatal(err)
	}
	if cmp.Equal(observed(a), observed(b)) {
		t.Fatal("seeds 41 and 42 gave the same permutation")
	}
}

// On the shuffled arm, true pairs point forward in time about half the time:
// the ordering is no longer informative.
func TestShuffledDirectionIsChance(t *testing.T) {
	forward, n := 0, 0
	for _, s := range []uint64{11, 23, 37, 41, 53, 67, 79, 83, 97, 101} {
		f := gen(t, s)
		a, err := arms.Apply(arms.Shuffled, f, s)
		if err != nil {
			t.Fatal(err)
		}
		at := map[string]memory.Memory{}
		for _, m := range a.Memories {
			at[m.ID] = m
		}
		for _, p := range a.Truth {
			e, r := at[p.ExpiredID], at[p.ReplacementID]
			n++
			if e.OrderTime().Before(r.OrderTime()) {
				forward++
			}
		}
	}
	if fr := float64(forward) / float64(n); fr < 0.40 || fr > 0.60 {
		t.Fatalf("shuffled: %d of %d true pairs still point forward (%.3f)", forward, n, fr)
	}
}
