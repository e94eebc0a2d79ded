package store

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strings"
	"time"
	"unicode"

	"l9/memory"
)

// Derived states of a memory in the view. None is stored.
const (
	StateStale           = "stale"             // at ≥ the effective expiry (expires_at, else created_at + ttl_seconds)
	StateSuperseded      = "superseded"        // an affirmed supersession names it, at or before the instant
	StateContested       = "contested"         // same key, different value, same instant: both stay in force
	StateNotYetEffective = "not_yet_effective" // at < effective_at
)

// DemotionFactor scales the rank of a memory that is not current: it is
// demoted, never dropped.
const DemotionFactor = 0.1

// Item is one memory (a constellation root) in the in-force view.
type Item struct {
	ID           string   `json:"id"`
	Namespace    string   `json:"namespace,omitempty"`
	Content      string   `json:"content"`
	Current      bool     `json:"current"`
	States       []string `json:"states"`
	SupersededBy string   `json:"superseded_by,omitempty"`
	// SupersededFacets are the superseded facets of the memory
	// (partially_superseded while some stay in force; store/facets.go).
	SupersededFacets []FacetState `json:"superseded_facets,omitempty"`
	ContestedWith    []string     `json:"contested_with,omitempty"` // open contests only
	OutrankedBy      string       `json:"outranked_by,omitempty"`   // the winner of a conflict group it lost
	// Contest is never_questioned, open or settled (store/contest.go);
	// Contradicts are the stored edges of this memory, ContradictedBy the
	// derived reverse; Contests details each.
	Contest        string        `json:"contest"`
	Contradicts    []string      `json:"contradicts,omitempty"`
	ContradictedBy []string      `json:"contradicted_by,omitempty"`
	Contests       []ContestLink `json:"contests,omitempty"`
	Rank           float64       `json:"rank"`
	Match          float64       `json:"match,omitempty"` // recall only: fraction of query terms found
	CreatedAt      time.Time     `json:"created_at"`
	ObservedAt     *time.Time    `json:"observed_at,omitempty"`
	EffectiveAt    *time.Time    `json:"effective_at,omitempty"`
	ExpiresAt      *time.Time    `json:"expires_at,omitempty"`
	TTLSeconds     int64         `json:"ttl_seconds,omitempty"`
	// ExpiresEffective is the effective expiry when it comes from the TTL
	// (created_at + ttl_seconds, expires_at unset).
	ExpiresEffective *time.Time  `json:"expires_effective,omitempty"`
	Tier             memory.Tier `json:"tier,omitempty"`
	Facets           int         `json:"facets,omitempty"`
}

// View is the in-force view of a store at one instant.
type View struct {
	At    time.Time `json:"at"`
	Items []Item    `json:"items"`
	// Conflicts are the contested groups with their authority resolution
	// (store/authority.go); empty without contest detection.
	Conflicts []ConflictGroup `json:"conflicts"`
	groups    []Contest       // the detector's contested groups
}

// Counts returns how many items are current, demoted and contested.
func (v *View) Counts() (current, demoted, contested int) {
	for _, it := range v.Items {
		if it.Current {
			current++
		} else {
			demoted++
		}
		if len(it.ContestedWith) > 0 {
			contested++
		}
	}
	return
}

// baseRank is a memory's rank before demotion: 1 + energy + tier bonus.
func baseRank(m *memory.Memory) float64 {
	return 1 + m.Energy + 0.5*float64(m.Tier.Rank())
}

type edge struct {
	old, new string
	at       time.Time
	// Facet-precise (store/facets.go): the unit superseded ("" = the
	// whole memory), the memory's units when written (nil: not known), why.
	unit  string
	units []string
	why   edgeWhy
}

// View computes the in-force view at instant at. contests (svo and the
// detector) finds the contested groups among the memories current at that
// instant; nil skips that. Derived states are computed here, at read
// time, and never stored. Every constellation root appears: a superseded or
// stale memory stays, with Current false, its successor and its rank times
// DemotionFactor. Items are sorted by rank (descending), then order time
// (newest first), then id.
func (s *Store) View(ctx context.Context, at time.Time, contests func(current []memory.Memory) ([]Contest, error)) (*View, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("read store: %w", err)
	}
	defer tx.Rollback()
	all, err := listMemories(ctx, tx)
	if err != nil {
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, `SELECT old_id, new_id, at, unit, units, why FROM supersessions WHERE retracted_by IS NULL ORDER BY seq`)
	if err != nil {
		return nil, fmt.Errorf("read supersessions: %w", err)
	}
	var edges []edge
	for rows.Next() {
		var e edge
		var t, units, why string
		if err := rows.Scan(&e.old, &e.new, &t, &e.unit, &units, &why); err != nil {
			rows.Close()
			return nil, err
		}
		if err := e.decodeFacet(units, why); err != nil {
			rows.Close()
			return nil, err
		}
		if e.at, err = memory.ParseTime(t); err != nil {
			rows.Close()
			return nil, err
		}
		edges = append(edges, e)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	v, err := buildView(all, edges, at, contests)
	if err != nil {
		return nil, err
	}
	book, err := loadContests(ctx, tx)
	if err != nil {
		return nil, err
	}
	applyContests(v, book, edges)
	ranks, err := authorityRanks(ctx, tx)
	if err != nil {
		return nil, err
	}
	if resolveConflicts(v, v.groups, all, rootFunc(all), ranks) {
		sortItems(v)
	}
	return v, nil
}

func buildView(all []memory.Memory, edges []edge, at time.Time, contests func([]memory.Memory) ([]Contest, error)) (*View, error) {
	byID := map[string]int{}
	for i := range all {
		byID[all[i].ID] = i
	}
	rootOf := func(id string) string {
		for seen := 0; seen <= len(all); seen++ {
			i, ok := byID[id]
			if !ok || all[i].ParentID == "" {
				return id
			}
			if _, ok := byID[all[i].ParentID]; !ok {
				return id
			}
			id = all[i].ParentID
		}
		return id
	}
	facets := map[string]int{}
	for i := range all {
		if all[i].ParentID != "" {
			facets[rootOf(all[i].ID)]++
		}
	}
	// Successor: the eligible affirmed edge with the earliest instant at or
	// before at (store/eligible.go: the replacement must be live).
	el := newEligibility(all, byID, rootOf, edges, at)
	contested := map[string]map[string]bool{}
	var groups []Contest
	if contests != nil {
		var cur []memory.Memory
		for i := range all {
			// In force: by its own fields and not excluded by an eligible
			// supersession (an incumbent whose replacement does not govern
			// is back in force).
			if _, sup := el.successor(rootOf(all[i].ID)); !sup && el.ownInForce(&all[i]) {
				cur = append(cur, all[i])
			}
		}
		// Contests are found per namespace: memories of different
		// namespaces never contest.
		var cs []Contest
		for _, g := range memory.GroupByNamespace(cur) {
			gc, err := contests(g.Memories)
			if err != nil {
				return nil, fmt.Errorf("view: contested: %w", err)
			}
			cs = append(cs, gc...)
		}
		groups = cs
		for _, c := range cs {
			for _, a := range c.MemoryIDs {
				ra := rootOf(a)
				for _, b := range c.MemoryIDs {
					if rb := rootOf(b); rb != ra {
						if contested[ra] == nil {
							contested[ra] = map[string]bool{}
						}
						contested[ra][rb] = true
					}
				}
			}
		}
	}
	v := &View{At: at.UTC(), Items: []Item{}, Conflicts: []ConflictGroup{}, groups: groups}
	for i := range all {
		m := &all[i]
		if m.ParentID != "" && rootOf(m.ID) != m.ID {
			continue // facets are shown through their root
		}
		it := Item{ID: m.ID, Namespace: m.Namespace, Content: m.Content, Current: true, States: []string{}, CreatedAt: m.CreatedAt,
			ObservedAt: m.ObservedAt, EffectiveAt: m.EffectiveAt, ExpiresAt: m.ExpiresAt, TTLSeconds: m.TTLSeconds, Tier: m.Tier, Facets: facets[m.ID]}
		if m.ExpiresAt == nil {
			it.ExpiresEffective = m.EffectiveExpiry()
		}
		e, superseded := el.successor(m.ID)
		fs, full, last := el.facetStates(m.ID)
		if !superseded && full {
			e, superseded = last, true // every unit superseded: the memory is
		}
		it.SupersededFacets = fs
		if !superseded && len(fs) > 0 {
			it.States = append(it.States, StatePartiallySuperseded)
		}
		if superseded {
			it.States = append(it.States, StateSuperseded)
			it.SupersededBy = e.new
			it.Current = false
		} else if el.pending(m.ID) {
			it.States = append(it.States, StateReplacementNotInForce)
		}
		if ee := el.ownExpiry(m); superseded || (ee != nil && !at.Before(*ee)) {
			it.States = append(it.States, StateStale)
			it.Current = false
		}
		if m.EffectiveAt != nil && at.Before(*m.EffectiveAt) {
			it.States = append(it.States, StateNotYetEffective)
			it.Current = false
		}
		if cw := contested[m.ID]; len(cw) > 0 {
			it.States = append(it.States, StateContested)
			for id := range cw {
				it.ContestedWith = append(it.ContestedWith, id)
			}
			sort.Strings(it.ContestedWith)
		}
		sort.Strings(it.States)
		it.Rank = baseRank(m)
		if !it.Current {
			it.Rank *= DemotionFactor
		}
		v.Items = append(v.Items, it)
	}
	sortItems(v)
	return v, nil
}

// sortItems orders the view by rank (descending), then order time (newest
// first), then id.
func sortItems(v *View) {
	order := func(it *Item) time.Time {
		if it.ObservedAt != nil {
			return *it.ObservedAt
		}
		return it.CreatedAt
	}
	// Sort indices, then permute once: an Item is large, and a stable sort
	// of the items themselves spends its time moving them.
	idx := make([]int, len(v.Items))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool {
		a, b := &v.Items[idx[i]], &v.Items[idx[j]]
		if a.Rank != b.Rank {
			return a.Rank > b.Rank
		}
		if ta, tb := order(a), order(b); !ta.Equal(tb) {
			return ta.After(tb)
		}
		return a.ID < b.ID
	})
	out := make([]Item, len(v.Items))
	for i, k := range idx {
		out[i] = v.Items[k]
	}
	v.Items = out
}

// Stale returns the items of v that are stale at v.At: their effective
// expiry (expires_at, else created_at + ttl_seconds) is at or before it.
// Superseded memories are stale too (the supersession stamps expires_at).
func (v *View) Stale() []Item {
	out := []Item{}
	for _, it := range v.Items {
		for _, st := range it.States {
			if st == StateStale {
				out = append(out, it)
				break
			}
		}
	}
	return out
}

// InNamespace returns a copy of v holding only the items of namespace ns
// ("" the default namespace). Contests never cross namespaces, so filtering
// the whole view equals computing the view of one namespace.
func (v *View) InNamespace(ns string) *View {
	out := &View{At: v.At, Items: []Item{}, Conflicts: []ConflictGroup{}}
	for _, it := range v.Items {
		if it.Namespace == ns {
			out.Items = append(out.Items, it)
		}
	}
	for _, g := range v.Conflicts {
		if g.Namespace == ns {
			out.Conflicts = append(out.Conflicts, g)
		}
	}
	return out
}

// terms splits text into lower-case letter/digit runs.
func terms(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// Recall returns the items of v whose content contains at least one query
// term, scored by the fraction of distinct query terms found; sorted by
// match × rank (descending), then as the view. Demoted items stay in the
// result with their lowered rank.
func (v *View) Recall(query string) []Item {
	q := map[string]bool{}
	for _, t := range recallTerms(query) { // word forms: store/recall.go
		q[t] = true
	}
	out := []Item{}
	if len(q) == 0 {
		return out
	}
	for _, it := range v.Items {
		have := map[string]bool{}
		for _, t := range recallTerms(it.Content) {
			if q[t] {
				have[t] = true
			}
		}
		if len(have) == 0 {
			continue
		}
		it.Match = float64(len(have)) / float64(len(q))
		out = append(out, it)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Match*out[i].Rank > out[j].Match*out[j].Rank })
	return out
}
