package memory

import (
	"bytes"
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func day(d int) time.Time { return time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, d) }

// constellation: parent p with facets f0, f1, f2; an unrelated memory u; a
// second constellation q with facet g0.
func constellation() []Memory {
	return []Memory{
		{ID: "p", Content: "Ana lives in Lisbon and works at Acme", CreatedAt: day(0), ObservedAt: TimePtr(day(0))},
		{ID: "u", Content: "the relay is up", CreatedAt: day(1)},
		{ID: "f0", Content: "Ana lives in Lisbon", CreatedAt: day(0), ObservedAt: TimePtr(day(0)), ParentID: "p", IsFacet: true},
		{ID: "q", Content: "Bo owns a boat and a car", CreatedAt: day(2)},
		{ID: "f1", Content: "Ana works at Acme", CreatedAt: day(0), ObservedAt: TimePtr(day(0)), ParentID: "p", IsFacet: true},
		{ID: "g0", Content: "Bo owns a boat", CreatedAt: day(2), ParentID: "q", IsFacet: true},
		{ID: "f2", Content: "Ana works at Acme", CreatedAt: day(0), ObservedAt: TimePtr(day(0)), ParentID: "p", IsFacet: true},
	}
}

func expiresOf(ms []Memory) map[string]*time.Time {
	out := map[string]*time.Time{}
	for i := range ms {
		out[ms[i].ID] = ms[i].ExpiresAt
	}
	return out
}

func TestStampFansOutFromFacet(t *testing.T) {
	ms := constellation()
	exp := day(30)
	changed, err := Stamp(ms, "f1", TemporalStamp{ExpiresAt: SetTime(exp)})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"p", "f0", "f1", "f2"}, changed); diff != "" {
		t.Errorf("changed (-want +got):\n%s", diff)
	}
	want := map[string]*time.Time{"p": &exp, "f0": &exp, "f1": &exp, "f2": &exp, "u": nil, "q": nil, "g0": nil}
	if diff := cmp.Diff(want, expiresOf(ms)); diff != "" {
		t.Errorf("expires_at after stamping a facet (-want +got):\n%s", diff)
	}
	// Re-applying the same stamp changes nothing (idempotent).
	changed, err = Stamp(ms, "p", TemporalStamp{ExpiresAt: SetTime(exp)})
	if err != nil || len(changed) != 0 {
		t.Errorf("re-stamp: changed %v, err %v; want none", changed, err)
	}
	// Clearing through the parent clears every member.
	changed, err = Stamp(ms, "p", TemporalStamp{ExpiresAt: ClearTime()})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"p", "f0", "f1", "f2"}, changed); diff != "" {
		t.Errorf("cleared (-want +got):\n%s", diff)
	}
	for id, e := range expiresOf(ms) {
		if e != nil {
			t.Errorf("%s: expires_at %v after clear, want nil", id, e)
		}
	}
}

func TestStampLeavesOtherFields(t *testing.T) {
	ms := constellation()
	before := ms[0].ObservedAt
	if _, err := Stamp(ms, "f0", TemporalStamp{EffectiveAt: SetTime(day(5))}); err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{0, 2, 4, 6} {
		if ms[i].EffectiveAt == nil || !ms[i].EffectiveAt.Equal(day(5)) {
			t.Errorf("%s: effective_at %v, want %v", ms[i].ID, ms[i].EffectiveAt, day(5))
		}
		if !ms[i].ObservedAt.Equal(*before) || ms[i].ExpiresAt != nil {
			t.Errorf("%s: a left field changed: observed %v expires %v", ms[i].ID, ms[i].ObservedAt, ms[i].ExpiresAt)
		}
	}
	if err := CheckInherited(ms); err != nil {
		t.Errorf("fan-out broke inheritance: %v", err)
	}
}

func TestStampErrors(t *testing.T) {
	ms := constellation()
	orig := constellation()
	_, err := Stamp(ms, "nope", TemporalStamp{ExpiresAt: SetTime(day(3))})
	var unk *UnknownIDError
	if !errors.As(err, &unk) || unk.ID != "nope" || unk.From != "" {
		t.Errorf("unknown id: got %v, want *UnknownIDError{ID: nope}", err)
	}
	orphan := append(constellation(), Memory{ID: "o", ParentID: "missing", IsFacet: true})
	_, err = Stamp(orphan, "o", TemporalStamp{ExpiresAt: SetTime(day(3))})
	if !errors.As(err, &unk) || unk.ID != "missing" || unk.From != "o" {
		t.Errorf("missing parent: got %v, want *UnknownIDError{ID: missing, From: o}", err)
	}
	cyc := []Memory{{ID: "a", ParentID: "b"}, {ID: "b", ParentID: "a"}}
	var ce *ParentCycleError
	if _, err = Stamp(cyc, "a", TemporalStamp{}); !errors.As(err, &ce) {
		t.Errorf("cycle: got %v, want *ParentCycleError", err)
	}
	var ie *InvalidStampError
	if _, err = Stamp(ms, "p", TemporalStamp{ExpiresAt: FieldStamp{Op: StampSet}}); !errors.As(err, &ie) {
		t.Errorf("zero-time set: got %v, want *InvalidStampError", err)
	}
	if _, err = Stamp(ms, "p", TemporalStamp{ObservedAt: FieldStamp{Op: 9}}); !errors.As(err, &ie) {
		t.Errorf("bad op: got %v, want *InvalidStampError", err)
	}
	if diff := cmp.Diff(orig, ms); diff != "" {
		t.Errorf("a failed stamp wrote something (-orig +got):\n%s", diff)
	}
}

func TestStampClearRoundTripsThroughJSONL(t *testing.T) {
	ms := constellation()
	roundTrip := func(in []Memory) []Memory {
		t.Helper()
		var buf bytes.Buffer
		if err := WriteAll(&buf, in); err != nil {
			t.Fatal(err)
		}
		out, _, err := ReadAll(&buf, "rt.jsonl")
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	if _, err := Stamp(ms, "f2", TemporalStamp{ExpiresAt: SetTime(day(40)), ObservedAt: SetTime(day(1))}); err != nil {
		t.Fatal(err)
	}
	ms = roundTrip(ms)
	for _, id := range []string{"p", "f0", "f1", "f2"} {
		m := find(t, ms, id)
		if m.ExpiresAt == nil || !m.ExpiresAt.Equal(day(40)) || !m.ObservedAt.Equal(day(1)) {
			t.Errorf("%s after save/reload: expires %v observed %v", id, m.ExpiresAt, m.ObservedAt)
		}
	}
	if _, err := Stamp(ms, "f0", TemporalStamp{ExpiresAt: ClearTime(), ObservedAt: ClearTime()}); err != nil {
		t.Fatal(err)
	}
	ms = roundTrip(ms)
	for _, id := range []string{"p", "f0", "f1", "f2"} {
		m := find(t, ms, id)
		if m.ExpiresAt != nil || m.ObservedAt != nil {
			t.Errorf("%s after clear/save/reload: expires %v observed %v, want both nil", id, m.ExpiresAt, m.ObservedAt)
		}
		if !m.CreatedAt.Equal(day(0)) {
			t.Errorf("%s: created_at %v, want the parent's %v", id, m.CreatedAt, day(0))
		}
	}
}

func find(t *testing.T, ms []Memory, id string) *Memory {
	t.Helper()
	for i := range ms {
		if ms[i].ID == id {
			return &ms[i]
		}
	}
	t.Fatalf("no memory %q", id)
	return nil
}

func TestInherit(t *testing.T) {
	ms := constellation()
	// A backfill session stamped the facets with its own instant: wrong.
	ms[2].CreatedAt = day(99)
	ms[4].ObservedAt = TimePtr(day(98))
	ms[5].EffectiveAt = TimePtr(day(97))
	var ie *InheritanceError
	if err := CheckInherited(ms); !errors.As(err, &ie) || len(ie.Mismatches) != 3 {
		t.Fatalf("CheckInherited: got %v, want 3 mismatches", err)
	}
	want := []InheritanceMismatch{
		{FacetID: "f0", ParentID: "p", Field: "created_at"},
		{FacetID: "f1", ParentID: "p", Field: "observed_at"},
		{FacetID: "g0", ParentID: "q", Field: "effective_at"},
	}
	if diff := cmp.Diff(want, ie.Mismatches); diff != "" {
		t.Errorf("mismatches (-want +got):\n%s", diff)
	}
	changed, err := Inherit(ms)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"f0", "f1", "g0"}, changed); diff != "" {
		t.Errorf("Inherit changed (-want +got):\n%s", diff)
	}
	if err := CheckInherited(ms); err != nil {
		t.Errorf("after Inherit: %v", err)
	}
	if !ms[2].CreatedAt.Equal(day(0)) || ms[5].EffectiveAt != nil {
		t.Errorf("Inherit did not copy verbatim: f0 created %v, g0 effective %v", ms[2].CreatedAt, ms[5].EffectiveAt)
	}
}

func TestRootAndMembers(t *testing.T) {
	ms := constellation()
	ms = append(ms, Memory{ID: "ff", ParentID: "f0", IsFacet: true}) // nested facet
	for id, want := range map[string]string{"p": "p", "f0": "p", "ff": "p", "u": "u", "g0": "q"} {
		got, err := Root(ms, id)
		if err != nil || got != want {
			t.Errorf("Root(%s) = %q, %v; want %q", id, got, err, want)
		}
	}
	idx, err := Members(ms, "p")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{0, 2, 4, 6, 7}, idx); diff != "" {
		t.Errorf("Members(p) (-want +got):\n%s", diff)
	}
}
