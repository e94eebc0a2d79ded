package memory

import (
	"fmt"
	"strings"
	"time"
)

// A constellation is a compound parent memory together with every facet
// memory whose parent_id names it. The design (ADR-0051, "The constellation is
// the unit of temporal truth") found that a temporal stamp written on one
// record of a constellation is invisible to a reader of another: ranking reads
// the facet row, the brief reads the resolved parent. The helpers below make
// the constellation the unit of every temporal write: a stamp addressed to any
// member resolves up to the root parent and fans out to the parent and every
// facet of it, so no caller can stamp half a constellation.

// StampOp is what a stamp does to one temporal field. It is tri-state because
// "leave the field alone" and "clear the field" must both be expressible:
// a stamp that can only be overwritten, never removed, makes a wrong expiry
// unrecoverable (ADR-0051, prerequisite P1).
type StampOp uint8

// The three stamp operations. The zero value leaves the field untouched.
const (
	StampLeave StampOp = iota // leave the field as it is
	StampSet                  // set the field to FieldStamp.At
	StampClear                // remove the field (nil)
)

func (op StampOp) String() string {
	switch op {
	case StampLeave:
		return "leave"
	case StampSet:
		return "set"
	case StampClear:
		return "clear"
	}
	return fmt.Sprintf("StampOp(%d)", uint8(op))
}

// FieldStamp is the stamp of one temporal field: an operation and, for
// StampSet, the instant to write.
type FieldStamp struct {
	Op StampOp
	At time.Time // used only when Op == StampSet
}

// SetTime returns a FieldStamp that sets the field to t (in UTC).
func SetTime(t time.Time) FieldStamp { return FieldStamp{Op: StampSet, At: t.UTC()} }

// ClearTime returns a FieldStamp that removes the field.
func ClearTime() FieldStamp { return FieldStamp{Op: StampClear} }

// TemporalStamp is a write to the temporal triple of a constellation. Each
// field is independent; the zero TemporalStamp changes nothing.
type TemporalStamp struct {
	ObservedAt  FieldStamp
	EffectiveAt FieldStamp
	ExpiresAt   FieldStamp
}

// UnknownIDError reports a stamp addressed to an id that names no memory, or
// a constellation whose parent is missing (From is then the member the walk
// started from).
type UnknownIDError struct {
	ID   string
	From string // the member whose parent_id led to ID; "" when ID was asked for directly
}

func (e *UnknownIDError) Error() string {
	if e.From != "" {
		return fmt.Sprintf("memory %q: parent %q names no memory", e.From, e.ID)
	}
	return fmt.Sprintf("unknown memory id %q", e.ID)
}

// ParentCycleError reports a parent_id chain that loops back on itself.
type ParentCycleError struct {
	Chain []string // the ids walked, ending at the repeated one
}

func (e *ParentCycleError) Error() string {
	return fmt.Sprintf("parent_id cycle: %s", strings.Join(e.Chain, " -> "))
}

// InvalidStampError reports a stamp that cannot be applied (an unknown
// operation, or StampSet with the zero time).
type InvalidStampError struct {
	Field string
	Msg   string
}

func (e *InvalidStampError) Error() string {
	return fmt.Sprintf("invalid stamp for %s: %s", e.Field, e.Msg)
}

func (s FieldStamp) validate(field string) error {
	switch s.Op {
	case StampLeave, StampClear:
		return nil
	case StampSet:
		if s.At.IsZero() {
			return &InvalidStampError{Field: field, Msg: "set with the zero time"}
		}
		return nil
	}
	return &InvalidStampError{Field: field, Msg: fmt.Sprintf("unknown operation %d", s.Op)}
}

// apply writes s into *p and reports whether the stored value changed.
func (s FieldStamp) apply(p **time.Time) bool {
	switch s.Op {
	case StampSet:
		at := s.At.UTC()
		if *p != nil && (*p).Equal(at) {
			return false
		}
		*p = &at
		return true
	case StampClear:
		if *p == nil {
			return false
		}
		*p = nil
		return true
	}
	return false
}

// Root returns the id of the constellation root of id: id itself when it has
// no parent, else the root of its parent. It returns an *UnknownIDError when
// id (or a parent on the way up) names no memory of ms and a
// *ParentCycleError when parent_id loops.
func Root(ms []Memory, id string) (string, error) {
	idx := indexByID(ms)
	return rootOf(ms, idx, id)
}

func indexByID(ms []Memory) map[string]int {
	idx := make(map[string]int, len(ms))
	for i := range ms {
		if _, dup := idx[ms[i].ID]; !dup {
			idx[ms[i].ID] = i
		}
	}
	return idx
}

func rootOf(ms []Memory, idx map[string]int, id string) (string, error) {
	i, ok := idx[id]
	if !ok {
		return "", &UnknownIDError{ID: id}
	}
	chain := []string{id}
	seen := map[string]bool{id: true}
	for ms[i].ParentID != "" {
		p := ms[i].ParentID
		j, ok := idx[p]
		if !ok {
			return "", &UnknownIDError{ID: p, From: ms[i].ID}
		}
		chain = append(chain, p)
		if seen[p] {
			return "", &ParentCycleError{Chain: chain}
		}
		seen[p] = true
		i = j
	}
	return ms[i].ID, nil
}

// Members returns the indexes into ms of every memory of the constellation
// rooted at root (the root itself and every memory whose parent chain leads
// to it), in slice order.
func Members(ms []Memory, root string) ([]int, error) {
	idx := indexByID(ms)
	if _, ok := idx[root]; !ok {
		return nil, &UnknownIDError{ID: root}
	}
	return members(ms, idx, root)
}

func members(ms []Memory, idx map[string]int, root string) ([]int, error) {
	var out []int
	for i := range ms {
		if ms[i].ID == root {
			out = append(out, i)
			continue
		}
		if ms[i].ParentID == "" {
			continue
		}
		r, err := rootOf(ms, idx, ms[i].ID)
		if err != nil {
			return nil, err
		}
		if r == root {
			out = append(out, i)
		}
	}
	return out, nil
}

// Stamp writes s to the whole constellation of id, in place: id resolves up
// to its root parent, and the write fans out to the root and every facet of
// it (every memory whose parent chain leads to the root). It returns the ids
// whose stored values actually changed, in slice order; re-applying the same
// stamp changes nothing. Nothing is written when it returns an error: an
// *UnknownIDError (id, or a parent on the way up, names no memory), a
// *ParentCycleError, or an *InvalidStampError.
func Stamp(ms []Memory, id string, s TemporalStamp) (changed []string, err error) {
	for _, f := range []struct {
		name string
		fs   FieldStamp
	}{{"observed_at", s.ObservedAt}, {"effective_at", s.EffectiveAt}, {"expires_at", s.ExpiresAt}} {
		if err := f.fs.validate(f.name); err != nil {
			return nil, err
		}
	}
	idx := indexByID(ms)
	root, err := rootOf(ms, idx, id)
	if err != nil {
		return nil, fmt.Errorf("stamp %q: %w", id, err)
	}
	mem, err := members(ms, idx, root)
	if err != nil {
		return nil, fmt.Errorf("stamp %q: constellation %q: %w", id, root, err)
	}
	for _, i := range mem {
		m := &ms[i]
		c := s.ObservedAt.apply(&m.ObservedAt)
		c = s.EffectiveAt.apply(&m.EffectiveAt) || c
		c = s.ExpiresAt.apply(&m.ExpiresAt) || c
		if c {
			changed = append(changed, m.ID)
		}
	}
	return changed, nil
}

// Inherit makes every facet carry its root parent's created_at, observed_at
// and effective_at verbatim (never a backfill instant), in place, and returns
// the ids it changed in slice order. expires_at is not touched: it is written
// through Stamp, which fans it out to the whole constellation.
func Inherit(ms []Memory) (changed []string, err error) {
	idx := indexByID(ms)
	for i := range ms {
		if ms[i].ParentID == "" {
			continue
		}
		root, err := rootOf(ms, idx, ms[i].ID)
		if err != nil {
			return changed, fmt.Errorf("inherit: %w", err)
		}
		p := &ms[idx[root]]
		m := &ms[i]
		c := false
		if !m.CreatedAt.Equal(p.CreatedAt) {
			m.CreatedAt = p.CreatedAt
			c = true
		}
		if !equalPtr(m.ObservedAt, p.ObservedAt) {
			m.ObservedAt = cloneTime(p.ObservedAt)
			c = true
		}
		if !equalPtr(m.EffectiveAt, p.EffectiveAt) {
			m.EffectiveAt = cloneTime(p.EffectiveAt)
			c = true
		}
		if c {
			changed = append(changed, m.ID)
		}
	}
	return changed, nil
}

// InheritanceError lists the facets whose created_at, observed_at or
// effective_at differ from their root parent's.
type InheritanceError struct {
	Mismatches []InheritanceMismatch
}

// InheritanceMismatch is one facet field that differs from its parent.
type InheritanceMismatch struct {
	FacetID, ParentID, Field string
}

func (e *InheritanceError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d facet field(s) differ from their parent", len(e.Mismatches))
	for _, m := range e.Mismatches {
		fmt.Fprintf(&b, "\nfacet %q: %s differs from parent %q", m.FacetID, m.Field, m.ParentID)
	}
	return b.String()
}

// CheckInherited verifies, without changing anything, that every facet
// carries its root parent's created_at, observed_at and effective_at, and
// that every constellation agrees on expires_at. It returns an
// *InheritanceError listing each mismatch, or a resolution error.
func CheckInherited(ms []Memory) error {
	idx := indexByID(ms)
	var e InheritanceError
	for i := range ms {
		if ms[i].ParentID == "" {
			continue
		}
		root, err := rootOf(ms, idx, ms[i].ID)
		if err != nil {
			return fmt.Errorf("check constellations: %w", err)
		}
		p, m := &ms[idx[root]], &ms[i]
		add := func(field string) {
			e.Mismatches = append(e.Mismatches, InheritanceMismatch{FacetID: m.ID, ParentID: root, Field: field})
		}
		if !m.CreatedAt.Equal(p.CreatedAt) {
			add("created_at")
		}
		if !equalPtr(m.ObservedAt, p.ObservedAt) {
			add("observed_at")
		}
		if !equalPtr(m.EffectiveAt, p.EffectiveAt) {
			add("effective_at")
		}
		if !equalPtr(m.ExpiresAt, p.ExpiresAt) {
			add("expires_at")
		}
	}
	if len(e.Mismatches) > 0 {
		return &e
	}
	return nil
}

func equalPtr(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.Equal(*b)
}
