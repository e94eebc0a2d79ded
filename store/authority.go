package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"l9/memory"
)

// Authority events.
const (
	EventAuthority       = "authority"        // a tier added or re-ranked
	EventAuthorityRemove = "authority_remove" // a tier removed
)

// StateOutranked marks a member of a conflict group whose value lost to
// the single highest-ranked authority of the group: demoted, never dropped.
const StateOutranked = "outranked"

// Authority is one registered authority tier.
type Authority struct {
	Name        string `json:"name"`
	Rank        int64  `json:"rank"`
	Description string `json:"description,omitempty"`
	Memories    int    `json:"memories"` // how many memories claim under it
}

// UnknownAuthorityError says a memory names a tier that is not registered.
type UnknownAuthorityError struct{ Name string }

func (e *UnknownAuthorityError) Error() string {
	return fmt.Sprintf("unknown authority %q: register it first (`l9 authority add %s --rank N`)", e.Name, e.Name)
}

// AuthorityInUseError refuses to remove a tier memories still claim under:
// their claims would lose the rank that resolves them.
type AuthorityInUseError struct {
	Name     string
	Memories int
}

func (e *AuthorityInUseError) Error() string {
	n := fmt.Sprintf("%d memories", e.Memories)
	if e.Memories == 1 {
		n = "1 memory"
	}
	return fmt.Sprintf("authority %q is carried by %s: it cannot be removed (re-rank it instead)", e.Name, n)
}

// AuthorityRequest adds or updates a tier (an upsert).
type AuthorityRequest struct {
	Name string
	Rank int64
	// Description replaces the tier's description when not nil; nil keeps
	// it on an update.
	Description *string
	Now         time.Time
	Actor       string
}

// AuthorityResult is what AddAuthority committed.
type AuthorityResult struct {
	Authority Authority
	Created   bool
	OldRank   int64 // on an update
	Changed   bool  // false: the same rank and description again (nothing written)
}

// AddAuthority registers a tier, or re-ranks it (keeping its description
// unless one is given), with an event. The rank is looked up at read time,
// so re-ranking changes every resolution with no memory rewritten.
func (s *Store) AddAuthority(ctx context.Context, req AuthorityRequest) (AuthorityResult, error) {
	var res AuthorityResult
	if s.opt.ReadOnly {
		return res, ErrReadOnly
	}
	if err := memory.CheckAuthorityName(req.Name); err != nil {
		return res, err
	}
	err := s.write(ctx, func(tx *wtx) error {
		old, ok, err := getAuthority(ctx, tx, req.Name)
		if err != nil {
			return err
		}
		a := Authority{Name: req.Name, Rank: req.Rank, Description: old.Description}
		if req.Description != nil {
			a.Description = *req.Description
		}
		res.Authority, res.Created, res.OldRank = a, !ok, old.Rank
		if ok && old.Rank == a.Rank && old.Description == a.Description {
			return nil
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO authorities (name, rank, description) VALUES (?,?,?)
ON CONFLICT(name) DO UPDATE SET rank = excluded.rank, description = excluded.description`, a.Name, a.Rank, a.Description); err != nil {
			return fmt.Errorf("write authority %s: %w", a.Name, err)
		}
		detail := map[string]any{"name": a.Name, "rank": a.Rank, "description": a.Description}
		if ok {
			detail["old_rank"], detail["old_description"] = old.Rank, old.Description
		}
		if _, err := appendEvent(ctx, tx, req.Now, req.Actor, EventAuthority, "", "", detail, ""); err != nil {
			return err
		}
		res.Changed = true
		return nil
	})
	return res, err
}

// RemoveAuthority removes a tier no memory claims under, with an event.
func (s *Store) RemoveAuthority(ctx context.Context, name string, now time.Time, actor string) (Authority, error) {
	var a Authority
	if s.opt.ReadOnly {
		return a, ErrReadOnly
	}
	err := s.write(ctx, func(tx *wtx) error {
		old, ok, err := getAuthority(ctx, tx, name)
		if err != nil {
			return err
		}
		if !ok {
			return &UnknownAuthorityError{Name: name}
		}
		a = old
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM memories WHERE authority = ?`, name).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return &AuthorityInUseError{Name: name, Memories: n}
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM authorities WHERE name = ?`, name); err != nil {
			return fmt.Errorf("remove authority %s: %w", name, err)
		}
		_, err = appendEvent(ctx, tx, now, actor, EventAuthorityRemove, "", "", map[string]any{"name": name, "rank": old.Rank, "description": old.Description}, "")
		return err
	})
	return a, err
}

// Authorities lists the registered tiers, highest rank first (then by name).
func (s *Store) Authorities(ctx context.Context) ([]Authority, error) {
	return listAuthorities(ctx, s.db)
}

func listAuthorities(ctx context.Context, q querier) ([]Authority, error) {
	rows, err := q.QueryContext(ctx, `SELECT a.name, a.rank, a.description, (SELECT count(*) FROM memories m WHERE m.authority = a.name)
FROM authorities a ORDER BY a.rank DESC, a.name`)
	if err != nil {
		return nil, fmt.Errorf("read authorities: %w", err)
	}
	defer rows.Close()
	out := []Authority{}
	for rows.Next() {
		var a Authority
		if err := rows.Scan(&a.Name, &a.Rank, &a.Description, &a.Memories); err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

func getAuthority(ctx context.Context, q querier, name string) (Authority, bool, error) {
	var a Authority
	err := q.QueryRowContext(ctx, `SELECT name, rank, description FROM authorities WHERE name = ?`, name).Scan(&a.Name, &a.Rank, &a.Description)
	if errors.Is(err, sql.ErrNoRows) {
		return a, false, nil
	}
	if err != nil {
		return a, false, fmt.Errorf("read authority %s: %w", name, err)
	}
	return a, true, nil
}

// checkAuthorityKnown refuses a memory naming an unregistered tier.
func checkAuthorityKnown(ctx context.Context, q querier, name string) error {
	if name == "" {
		return nil
	}
	if err := memory.CheckAuthorityName(name); err != nil {
		return err
	}
	_, ok, err := getAuthority(ctx, q, name)
	if err != nil {
		return err
	}
	if !ok {
		return &UnknownAuthorityError{Name: name}
	}
	return nil
}

// checkImportAuthorities adds a file:line: authority problem for every
// memory of ms naming an unregistered tier.
func checkImportAuthorities(ctx context.Context, q querier, ms []memory.Memory, lines []int, name string, problems *memory.ErrorList) error {
	known := map[string]bool{}
	as, err := listAuthorities(ctx, q)
	if err != nil {
		return err
	}
	for _, a := range as {
		known[a.Name] = true
	}
	for i := range ms {
		if a := ms[i].Authority; a != "" && !known[a] {
			problems.Add(&memory.SyntaxError{File: name, Line: lines[i], Field: "authority", Msg: (&UnknownAuthorityError{Name: a}).Error()})
		}
	}
	return nil
}

// ConflictMember is one claim of a conflict group.
type ConflictMember struct {
	ID        string `json:"id"`                  // the constellation root (the view item)
	MemoryID  string `json:"memory_id,omitempty"` // the memory the claim came from, when not the root
	Content   string `json:"content"`
	Value     string `json:"value,omitempty"`
	Authority string `json:"authority,omitempty"`
	Rank      *int64 `json:"rank"` // nil: no registered authority
}

// ConflictGroup is a contested group (same key, same instant, conflicting
// values) with its read-time resolution: the value of the single
// highest-ranked authority among its members, or unresolved. Every claim
// stays stored and shown.
type ConflictGroup struct {
	Namespace       string           `json:"namespace,omitempty"`
	Subject         string           `json:"subject"`
	Attribute       string           `json:"attribute"`
	Scope           string           `json:"scope,omitempty"`
	At              time.Time        `json:"at"`
	Values          []string         `json:"values"`
	Members         []ConflictMember `json:"members"`
	Resolution      *string          `json:"resolution"` // the winning memory id, or null
	ResolutionValue string           `json:"resolution_value,omitempty"`
	Unresolved      bool             `json:"unresolved"`
	Reason          string           `json:"reason"`
	// Settled: every pair of its members was dismissed (l9 dismiss): the
	// claims are judged compatible, so nothing is resolved and nothing is
	// unresolved.
	Settled bool `json:"settled,omitempty"`
}

// resolveConflicts turns the view's contested groups into conflict groups,
// resolves each by authority rank (looked up now, never stored) and demotes
// the outranked members. Ties at the top rank, and groups where no member
// carries a registered tier, stay unresolved: there is no tie-break by
// recency or id.
// It reports whether any item was demoted (the view then needs sorting).
func resolveConflicts(v *View, groups []Contest, all []memory.Memory, rootOf func(string) string, ranks map[string]int64) bool {
	if len(groups) == 0 {
		v.Conflicts = []ConflictGroup{}
		return false
	}
	byID := map[string]*memory.Memory{}
	for i := range all {
		byID[all[i].ID] = &all[i]
	}
	items := map[string]*Item{}
	for i := range v.Items {
		items[v.Items[i].ID] = &v.Items[i]
	}
	settledPair := func(a, b string) bool {
		it := items[a]
		if it == nil {
			return false
		}
		for _, l := range it.Contests {
			if l.With == b {
				return l.State == ContestSettled && l.SettledBy == SettledByDismissal
			}
		}
		return false
	}
	v.Conflicts = []ConflictGroup{}
	outranked := map[string]string{}
	for _, c := range groups {
		g := ConflictGroup{Subject: c.Subject, Attribute: c.Attribute, Scope: c.Scope, At: c.At, Values: c.Values}
		value := map[string]string{}
		for _, cl := range c.Claims {
			if _, ok := value[cl.MemoryID]; !ok {
				value[cl.MemoryID] = cl.Value
			}
		}
		seen := map[string]bool{}
		for _, mid := range c.MemoryIDs {
			root := rootOf(mid)
			if seen[root] {
				continue
			}
			seen[root] = true
			m := byID[mid]
			if m == nil {
				continue
			}
			mem := ConflictMember{ID: root, Content: m.Content, Value: value[mid], Authority: m.Authority}
			if root != mid {
				mem.MemoryID = mid
			}
			if mem.Authority == "" {
				if r := byID[root]; r != nil {
					mem.Authority = r.Authority
				}
			}
			if r, ok := ranks[mem.Authority]; ok && mem.Authority != "" {
				rr := r
				mem.Rank = &rr
			}
			if it := items[root]; it != nil {
				g.Namespace = it.Namespace
			}
			g.Members = append(g.Members, mem)
		}
		if len(g.Members) < 2 {
			continue
		}
		settled := true
		for i := range g.Members {
			for j := i + 1; j < len(g.Members); j++ {
				if !settledPair(g.Members[i].ID, g.Members[j].ID) {
					settled = false
				}
			}
		}
		// Highest rank first; members without a tier last; then by id.
		sort.SliceStable(g.Members, func(i, j int) bool {
			a, b := g.Members[i].Rank, g.Members[j].Rank
			switch {
			case a != nil && b != nil && *a != *b:
				return *a > *b
			case (a == nil) != (b == nil):
				return a != nil
			}
			return g.Members[i].ID < g.Members[j].ID
		})
		top := g.Members[0]
		switch {
		case settled:
			g.Settled, g.Reason = true, "every pair dismissed: the claims are judged compatible, nothing to resolve"
		case top.Rank == nil:
			g.Unresolved, g.Reason = true, "no member carries a registered authority"
		case g.Members[1].Rank != nil && *g.Members[1].Rank == *top.Rank:
			var tied []string
			for _, m := range g.Members {
				if m.Rank != nil && *m.Rank == *top.Rank {
					tied = append(tied, m.Authority)
				}
			}
			g.Unresolved = true
			g.Reason = fmt.Sprintf("tie at the top rank %d (%s): ties do not resolve", *top.Rank, strings.Join(tied, ", "))
		default:
			id := top.ID
			g.Resolution, g.ResolutionValue = &id, top.Value
			g.Reason = fmt.Sprintf("single highest-ranked authority: %s (rank %d)", top.Authority, *top.Rank)
			for _, m := range g.Members[1:] {
				if _, ok := outranked[m.ID]; !ok {
					outranked[m.ID] = top.ID
				}
			}
		}
		v.Conflicts = append(v.Conflicts, g)
	}
	sort.SliceStable(v.Conflicts, func(i, j int) bool {
		a, b := &v.Conflicts[i], &v.Conflicts[j]
		if a.Namespace != b.Namespace {
			return a.Namespace < b.Namespace
		}
		if a.Subject != b.Subject {
			return a.Subject < b.Subject
		}
		if a.Attribute != b.Attribute {
			return a.Attribute < b.Attribute
		}
		if a.Scope != b.Scope {
			return a.Scope < b.Scope
		}
		return a.At.Before(b.At)
	})
	// A memory that lost in any group is outranked (demoted, never dropped).
	demoted := false
	for id, by := range outranked {
		it := items[id]
		if it == nil || !it.Current {
			continue
		}
		it.States = append(it.States, StateOutranked)
		sort.Strings(it.States)
		it.OutrankedBy = by
		it.Current = false
		it.Rank *= DemotionFactor
		demoted = true
	}
	return demoted
}

// authorityRanks is the registry as name → rank.
func authorityRanks(ctx context.Context, q querier) (map[string]int64, error) {
	as, err := listAuthorities(ctx, q)
	if err != nil {
		return nil, err
	}
	out := make(map[string]int64, len(as))
	for _, a := range as {
		out[a.Name] = a.Rank
	}
	return out, nil
}

// rootFunc returns the constellation-root lookup of all.
func rootFunc(all []memory.Memory) func(string) string {
	parent := make(map[string]string, len(all))
	for i := range all {
		parent[all[i].ID] = all[i].ParentID
	}
	return func(id string) string {
		for n := 0; n <= len(parent); n++ {
			p, ok := parent[id]
			if !ok || p == "" {
				return id
			}
			if _, ok := parent[p]; !ok {
				return id
			}
			id = p
		}
		return id
	}
}
