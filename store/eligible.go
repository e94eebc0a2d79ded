package store

import (
	"time"

	"l9/memory"
)

// StateReplacementNotInForce marks a memory with an affirmed supersession
// at or before the instant whose replacement is not in force then (not yet
// effective, expired without being superseded itself, or absent): the edge
// excludes nothing, so the incumbent stays in force (seed 003: exclusion
// needs both the affirmed edge and a replacement that governs).
const StateReplacementNotInForce = "replacement_not_in_force"

// eligibility decides, at one instant, which affirmed supersessions
// exclude their target. An edge old → new excludes old at T only when its
// instant is at or before T and new is live at T: in force by its own
// fields, or itself excluded by an edge whose replacement is live (a chain
// ending in force). The expires_at a supersession stamped on old is the
// edge's doing, so it counts only through an eligible edge: when no edge is
// eligible the incumbent is in force again (unless its own expiry — an
// explicit expires_at or its TTL — has passed).
type eligibility struct {
	all    []memory.Memory
	byID   map[string]int
	rootOf func(string) string
	at     time.Time
	byOld  map[string][]edge
	byUnit map[string][]edge // facet edges by root (store/facets.go)
	live   map[string]int8   // root → 1 visiting, 2 live, 3 not live
}

func newEligibility(all []memory.Memory, byID map[string]int, rootOf func(string) string, edges []edge, at time.Time) *eligibility {
	el := &eligibility{all: all, byID: byID, rootOf: rootOf, at: at, byOld: map[string][]edge{}, byUnit: map[string][]edge{}, live: map[string]int8{}}
	for _, e := range edges {
		if e.unit != "" {
			el.byUnit[e.old] = append(el.byUnit[e.old], e)
			continue
		}
		el.byOld[e.old] = append(el.byOld[e.old], e)
	}
	return el
}

// ownExpiry is m's expiry without what a supersession stamped: an
// expires_at equal to the instant of one of m's affirmed edges is that
// edge's stamp, so the TTL (or nothing) stands in for it.
func (el *eligibility) ownExpiry(m *memory.Memory) *time.Time {
	if m.ExpiresAt != nil {
		for _, e := range append(el.byOld[el.rootOf(m.ID)], el.byUnit[el.rootOf(m.ID)]...) {
			if e.at.Equal(*m.ExpiresAt) {
				c := *m
				c.ExpiresAt = nil
				return c.EffectiveExpiry()
			}
		}
	}
	return m.EffectiveExpiry()
}

// ownInForce reports whether m is in force at the instant by its own
// fields (supersession stamps set aside).
func (el *eligibility) ownInForce(m *memory.Memory) bool {
	if m.EffectiveAt != nil && el.at.Before(*m.EffectiveAt) {
		return false
	}
	e := el.ownExpiry(m)
	return e == nil || el.at.Before(*e)
}

// isLive reports whether the constellation of id governs at the instant:
// in force by its own fields, or superseded by a live replacement.
func (el *eligibility) isLive(id string) bool {
	root := el.rootOf(id)
	switch el.live[root] {
	case 1, 3:
		return false // a cycle of supersessions, or not live
	case 2:
		return true
	}
	i, ok := el.byID[root]
	if !ok {
		return false
	}
	el.live[root] = 1
	live := el.ownInForce(&el.all[i])
	if !live {
		_, live = el.successor(root)
	}
	if live {
		el.live[root] = 2
	} else {
		el.live[root] = 3
	}
	return live
}

// successor returns the eligible edge of root with the earliest instant
// (ties: the smaller successor id).
func (el *eligibility) successor(root string) (edge, bool) {
	var best edge
	found := false
	for _, e := range el.byOld[root] {
		if e.at.After(el.at) {
			continue
		}
		if _, ok := el.byID[e.new]; !ok {
			continue // a dangling edge excludes nothing
		}
		if !el.isLive(e.new) {
			continue
		}
		if !found || e.at.Before(best.at) || (e.at.Equal(best.at) && e.new < best.new) {
			best, found = e, true
		}
	}
	return best, found
}

// pending reports whether root has an affirmed edge at or before the
// instant and none of them is eligible.
func (el *eligibility) pending(root string) bool {
	for _, e := range el.byOld[root] {
		if !e.at.After(el.at) {
			_, ok := el.successor(root)
			return !ok
		}
	}
	return false
}
