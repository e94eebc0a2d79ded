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

// Contest events.
const (
	EventContest = "contest" // a stored, one-sided contradicts edge memory_id → other_id
	EventDismiss = "dismiss" // an attributed dismissal of the contest between memory_id and other_id
)

// The three contest states of a memory (seed 003). Absence of a contest
// means no dispute was asserted, not that the memory is proven undisputed.
const (
	ContestNeverQuestioned = "never_questioned"
	ContestOpen            = "open"
	ContestSettled         = "settled"
)

// StateContestSettled marks a memory whose every contest is settled (by a
// dismissal or a supersession between the pair); it stays in force.
const StateContestSettled = "contest_settled"

// How a contest was settled.
const (
	SettledByDismissal    = "dismissal"
	SettledBySupersession = "supersession"
)

// Directions of a contest link, seen from the item carrying it.
const (
	DirContradicts    = "contradicts"     // stored on this memory
	DirContradictedBy = "contradicted_by" // derived at read time from the other's edge, never written
	DirBoth           = "both"            // each side holds its own edge
	DirDetected       = "detected"        // only the detector finds the pair contested (no stored edge)
)

// ContestLink is one contest a view item takes part in.
type ContestLink struct {
	With      string `json:"with"`
	Direction string `json:"direction"`
	State     string `json:"state"`                // open | settled
	SettledBy string `json:"settled_by,omitempty"` // dismissal | supersession
	Detected  bool   `json:"detected,omitempty"`   // the detector finds the pair contested at the instant
	RaisedBy  string `json:"raised_by,omitempty"`  // actor of the latest stored edge
	Source    string `json:"source,omitempty"`     // of that edge: operator (l9 contest) or detector (recorded by a dismissal)
	Note      string `json:"note,omitempty"`       // note of the latest stored edge
	// DismissedBy and DismissedAt name the attributed dismissal.
	DismissedBy   string     `json:"dismissed_by,omitempty"`
	DismissedAt   *time.Time `json:"dismissed_at,omitempty"`
	DismissalNote string     `json:"dismissal_note,omitempty"`
}

// SameConstellationError says a contest or dismissal names one
// constellation on both sides.
type SameConstellationError struct{ A, B string }

func (e *SameConstellationError) Error() string {
	return fmt.Sprintf("%s and %s are one constellation: a memory cannot contest itself", e.A, e.B)
}

// NoContestError says a dismissal names a pair with no contest to dismiss.
type NoContestError struct{ A, B string }

func (e *NoContestError) Error() string {
	return fmt.Sprintf("no contest between %s and %s: nothing to dismiss (record one with `l9 contest A B`, or dismiss a pair the detector finds contested)", e.A, e.B)
}

// ErrNoActor refuses an unattributed contest or dismissal.
var ErrNoActor = errors.New("a contest or dismissal must be attributed: give --actor NAME")

func checkActor(actor string) error {
	if a := strings.TrimSpace(actor); a == "" || a == "unknown" {
		return ErrNoActor
	}
	return nil
}

// ContestRequest is one `l9 contest A B`: A asserts that it contradicts B.
type ContestRequest struct {
	A, B  string // handles
	Note  string
	Now   time.Time
	Actor string
}

// ContestResult is what Contest committed.
type ContestResult struct {
	From, To string // constellation roots
	// Added is false when From already holds an open edge to To (nothing
	// written).
	Added bool
	// Reopened: the pair had been settled by a dismissal; this edge opens it
	// again.
	Reopened bool
}

// Contest records a one-sided, stored contradicts edge from A's
// constellation to B's, with a contest event. The reverse (contradicted_by)
// is derived at read time and never written. An edge never decides
// anything: both memories stay in force.
func (s *Store) Contest(ctx context.Context, req ContestRequest) (ContestResult, error) {
	var res ContestResult
	if s.opt.ReadOnly {
		return res, ErrReadOnly
	}
	if err := checkActor(req.Actor); err != nil {
		return res, err
	}
	err := s.write(ctx, func(tx *wtx) error {
		a, b, err := contestPair(ctx, tx, req.A, req.B)
		if err != nil {
			return err
		}
		res.From, res.To = a, b
		st, err := pairSeqs(ctx, tx, a, b)
		if err != nil {
			return err
		}
		if st.fromA > st.dismissal {
			return nil // a's edge to b is already open: nothing written
		}
		res.Reopened = st.dismissal > max(st.fromA, st.fromB)
		if err := recordEdge(ctx, tx, a, b, "operator", req.Note, req.Now, req.Actor); err != nil {
			return err
		}
		res.Added = true
		return nil
	})
	return res, err
}

// DismissRequest is one `l9 dismiss A B`.
type DismissRequest struct {
	A, B  string
	Note  string
	Now   time.Time
	Actor string
	// Detected says the caller's detector finds the pair contested now.
	// With no stored edge, the dismissal first records the edge A → B
	// (source "detector"), so a settled contest stays distinguishable from
	// one never raised.
	Detected bool
}

// DismissResult is what Dismiss committed.
type DismissResult struct {
	A, B         string // constellation roots as given
	Added        bool   // false: the contest was already settled by a dismissal (nothing written)
	EdgeRecorded bool   // the detector's contest was recorded as an edge first
}

// Dismiss records an attributed dismissal of the contest between A and B:
// both stay in force and the pair moves from contested-open to
// contested-settled. The contradicts edge is kept.
func (s *Store) Dismiss(ctx context.Context, req DismissRequest) (DismissResult, error) {
	var res DismissResult
	if s.opt.ReadOnly {
		return res, ErrReadOnly
	}
	if err := checkActor(req.Actor); err != nil {
		return res, err
	}
	err := s.write(ctx, func(tx *wtx) error {
		a, b, err := contestPair(ctx, tx, req.A, req.B)
		if err != nil {
			return err
		}
		res.A, res.B = a, b
		st, err := pairSeqs(ctx, tx, a, b)
		if err != nil {
			return err
		}
		edge := max(st.fromA, st.fromB)
		switch {
		case edge == 0 && !req.Detected:
			return &NoContestError{A: a, B: b}
		case edge == 0:
			if err := recordEdge(ctx, tx, a, b, "detector", "", req.Now, req.Actor); err != nil {
				return err
			}
			res.EdgeRecorded = true
		case st.dismissal > edge:
			return nil // already settled by a dismissal
		}
		p, q := a, b
		if q < p {
			p, q = q, p
		}
		seq, err := appendEvent(ctx, tx, req.Now, req.Actor, EventDismiss, a, b, map[string]string{"note": req.Note}, "")
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO dismissals (a_id, b_id, note, event_seq) VALUES (?,?,?,?)`, p, q, req.Note, seq); err != nil {
			return fmt.Errorf("record dismissal %s / %s: %w", a, b, err)
		}
		res.Added = true
		return nil
	})
	return res, err
}

// ContestEdge reports whether a stored contradicts edge exists between the
// constellations of two handles (either direction).
func (s *Store) ContestEdge(ctx context.Context, a, b string) (bool, error) {
	ra, rb, err := contestPair(ctx, s.db, a, b)
	if err != nil {
		return false, err
	}
	st, err := pairSeqs(ctx, s.db, ra, rb)
	return st.fromA > 0 || st.fromB > 0, err
}

// Root resolves a handle to its constellation root.
func (s *Store) Root(ctx context.Context, handle string) (string, error) {
	id, err := resolve(ctx, s.db, handle)
	if err != nil {
		return "", err
	}
	root, _, err := constellation(ctx, s.db, id)
	if err != nil {
		return "", err
	}
	return root.ID, nil
}

// contestPair resolves two handles to their distinct constellation roots.
func contestPair(ctx context.Context, q querier, ha, hb string) (string, string, error) {
	var roots [2]string
	for i, h := range []string{ha, hb} {
		id, err := resolve(ctx, q, h)
		if err != nil {
			return "", "", err
		}
		root, _, err := constellation(ctx, q, id)
		if err != nil {
			return "", "", err
		}
		roots[i] = root.ID
	}
	if roots[0] == roots[1] {
		return "", "", &SameConstellationError{A: ha, B: hb}
	}
	return roots[0], roots[1], nil
}

// seqs are the latest event sequence numbers of a pair's edges and
// dismissals (0 when none).
type seqs struct {
	fromA, fromB, dismissal int64
}

func pairSeqs(ctx context.Context, q querier, a, b string) (seqs, error) {
	var st seqs
	var fa, fb, d sql.NullInt64
	if err := q.QueryRowContext(ctx, `SELECT
	(SELECT max(event_seq) FROM contests WHERE from_id = ?1 AND to_id = ?2),
	(SELECT max(event_seq) FROM contests WHERE from_id = ?2 AND to_id = ?1),
	(SELECT max(event_seq) FROM dismissals WHERE (a_id = ?1 AND b_id = ?2) OR (a_id = ?2 AND b_id = ?1))`, a, b).Scan(&fa, &fb, &d); err != nil {
		return st, fmt.Errorf("read contests of %s / %s: %w", a, b, err)
	}
	st.fromA, st.fromB, st.dismissal = fa.Int64, fb.Int64, d.Int64
	return st, nil
}

func recordEdge(ctx context.Context, tx *wtx, from, to, source, note string, now time.Time, actor string) error {
	seq, err := appendEvent(ctx, tx, now, actor, EventContest, from, to, map[string]string{"source": source, "note": note}, "")
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO contests (from_id, to_id, source, note, event_seq) VALUES (?,?,?,?,?)`, from, to, source, note, seq); err != nil {
		return fmt.Errorf("record contest %s → %s: %w", from, to, err)
	}
	return nil
}

// contestRow is one stored edge or dismissal, with its event's actor and time.
type contestRow struct {
	seq      int64
	from, to string // for a dismissal: the sorted pair
	source   string
	note     string
	actor    string
	at       time.Time
}

// contestBook is every stored contest edge and dismissal.
type contestBook struct {
	edges, dismissals []contestRow
}

func loadContests(ctx context.Context, q querier) (*contestBook, error) {
	var b contestBook
	for _, t := range []struct {
		query string
		dst   *[]contestRow
	}{
		{`SELECT c.event_seq, c.from_id, c.to_id, c.source, c.note, e.actor, e.at FROM contests c JOIN events e ON e.seq = c.event_seq ORDER BY c.event_seq`, &b.edges},
		{`SELECT d.event_seq, d.a_id, d.b_id, '', d.note, e.actor, e.at FROM dismissals d JOIN events e ON e.seq = d.event_seq ORDER BY d.event_seq`, &b.dismissals},
	} {
		rows, err := q.QueryContext(ctx, t.query)
		if err != nil {
			return nil, fmt.Errorf("read contests: %w", err)
		}
		for rows.Next() {
			var r contestRow
			var at string
			if err := rows.Scan(&r.seq, &r.from, &r.to, &r.source, &r.note, &r.actor, &at); err != nil {
				rows.Close()
				return nil, err
			}
			if r.at, err = memory.ParseTime(at); err != nil {
				rows.Close()
				return nil, err
			}
			*t.dst = append(*t.dst, r)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return &b, nil
}

// contestEdgesTo lists the stored edges (for the citers of a memory: a
// memory holding a contradicts edge to another names it).
func contestEdgesTo(ctx context.Context, q querier) ([]contestRow, error) {
	b, err := loadContests(ctx, q)
	if err != nil {
		return nil, err
	}
	return b.edges, nil
}

type pairKey struct{ a, b string } // a < b

func keyOf(x, y string) pairKey {
	if y < x {
		x, y = y, x
	}
	return pairKey{x, y}
}

// applyContests merges the stored contests into a view whose items carry
// the detector's contested peers (ContestedWith), and gives every item its
// contest state: open when any of its contests is open, settled when all
// are settled, never questioned when it has none. A pair is settled by an
// attributed dismissal later than its latest stored edge, or by an
// affirmed supersession between the two at or before the instant. Open
// peers stay in ContestedWith (state contested); settled ones move to the
// item's Contests only (state contest_settled when nothing is open).
func applyContests(v *View, book *contestBook, edges []edge) {
	type pair struct {
		fromA, fromB *contestRow // latest edge each way (a → b, b → a)
		dismissal    *contestRow
		detected     bool
		superseded   bool
	}
	pairs := map[pairKey]*pair{}
	get := func(x, y string) *pair {
		k := keyOf(x, y)
		p := pairs[k]
		if p == nil {
			p = &pair{}
			pairs[k] = p
		}
		return p
	}
	in := map[string]bool{}
	for _, it := range v.Items {
		in[it.ID] = true
	}
	for i := range book.edges {
		e := &book.edges[i]
		if !in[e.from] || !in[e.to] {
			continue
		}
		p := get(e.from, e.to)
		if e.from < e.to {
			p.fromA = e
		} else {
			p.fromB = e
		}
	}
	for i := range book.dismissals {
		d := &book.dismissals[i]
		if p, ok := pairs[keyOf(d.from, d.to)]; ok {
			p.dismissal = d
		}
	}
	for _, it := range v.Items {
		for _, w := range it.ContestedWith {
			get(it.ID, w).detected = true
		}
	}
	for _, e := range edges {
		if e.at.After(v.At) {
			continue
		}
		if p, ok := pairs[keyOf(e.old, e.new)]; ok {
			p.superseded = true
		}
	}
	links := map[string][]ContestLink{}
	for k, p := range pairs {
		latest := p.fromA
		if latest == nil || (p.fromB != nil && p.fromB.seq > latest.seq) {
			latest = p.fromB
		}
		l := ContestLink{State: ContestOpen, Detected: p.detected}
		if latest != nil {
			l.RaisedBy, l.Source, l.Note = latest.actor, latest.source, latest.note
			switch {
			case p.dismissal != nil && p.dismissal.seq > latest.seq:
				l.State, l.SettledBy = ContestSettled, SettledByDismissal
				l.DismissedBy, l.DismissalNote = p.dismissal.actor, p.dismissal.note
				at := p.dismissal.at
				l.DismissedAt = &at
			case p.superseded:
				l.State, l.SettledBy = ContestSettled, SettledBySupersession
			}
		}
		for _, side := range []struct {
			self, other string
			out, back   *contestRow
		}{{k.a, k.b, p.fromA, p.fromB}, {k.b, k.a, p.fromB, p.fromA}} {
			sl := l
			sl.With = side.other
			switch {
			case side.out != nil && side.back != nil:
				sl.Direction = DirBoth
			case side.out != nil:
				sl.Direction = DirContradicts
			case side.back != nil:
				sl.Direction = DirContradictedBy
			default:
				sl.Direction = DirDetected
			}
			links[side.self] = append(links[side.self], sl)
		}
	}
	for i := range v.Items {
		it := &v.Items[i]
		ls := links[it.ID]
		sort.Slice(ls, func(a, b int) bool { return ls[a].With < ls[b].With })
		it.Contests = ls
		it.Contest = ContestNeverQuestioned
		it.ContestedWith = nil
		it.Contradicts, it.ContradictedBy = nil, nil
		settled := false
		for _, l := range ls {
			if l.Direction == DirContradicts || l.Direction == DirBoth {
				it.Contradicts = append(it.Contradicts, l.With)
			}
			if l.Direction == DirContradictedBy || l.Direction == DirBoth {
				it.ContradictedBy = append(it.ContradictedBy, l.With)
			}
			if l.State == ContestOpen {
				it.ContestedWith = append(it.ContestedWith, l.With)
			} else {
				settled = true
			}
		}
		states := it.States[:0]
		for _, s := range it.States {
			if s != StateContested && s != StateContestSettled {
				states = append(states, s)
			}
		}
		switch {
		case len(it.ContestedWith) > 0:
			it.Contest = ContestOpen
			states = append(states, StateContested)
		case settled:
			it.Contest = ContestSettled
			states = append(states, StateContestSettled)
		}
		sort.Strings(states)
		it.States = states
	}
}
