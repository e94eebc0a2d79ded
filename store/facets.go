package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"l9/memory"
)

// Facet-precise supersession (issue 12), a deliberate step past ADR-0051's
// fan-out.
//
// The design fans every stamp out over the whole constellation (parent and
// every facet) so that two readers — one scanning facet rows, one resolving
// parents — both see it. l9's store has one reader, the view, which reads
// both the edge and the rows, so the fan-out is not needed for visibility;
// applied literally it expires facts that did not change ("Tom lives in
// Berlin; he works at Acme." then "Tom joined Globex." would retire Berlin
// too). So a supersession stamps the superseded unit:
//
//   - a whole memory (the unit is the memory itself): its whole
//     constellation, as before;
//   - a facet (an svo facet id such as m#f1, or a stored facet memory): the
//     edge names the facet; a stored facet memory and its own facets get
//     expires_at, the parent and the siblings do not. The parent is
//     "partially superseded": in force, with the superseded facet and its
//     successor listed. Once every unit of the memory (Entry.OldUnits, every
//     clause the extractor saw, including those it abstained on) is
//     superseded, the whole constellation is stamped with the latest of the
//     facets' instants and the memory is superseded.
//
// memory.Stamp (the dream model's helper) keeps the ADR's fan-out: dream/
// models the ADR's store, and G6 measures that model.

// StatePartiallySuperseded marks a memory in force of which some facets
// (not all) are superseded.
const StatePartiallySuperseded = "partially_superseded"

// FacetState is one superseded facet of a memory.
type FacetState struct {
	Unit         string    `json:"unit"`
	SupersededBy string    `json:"superseded_by"`
	At           time.Time `json:"at"`
	Subject      string    `json:"subject,omitempty"`
	Attribute    string    `json:"attribute,omitempty"`
	OldValue     string    `json:"old_value,omitempty"`
	NewValue     string    `json:"new_value,omitempty"`
}

// edgeWhy is why an edge exists: the key and the values.
type edgeWhy struct {
	Subject   string `json:"subject,omitempty"`
	Attribute string `json:"attribute,omitempty"`
	OldValue  string `json:"old_value,omitempty"`
	NewValue  string `json:"new_value,omitempty"`
	Reason    string `json:"reason,omitempty"`
}

// stampRec is StampRec (one memory an edge stamped, and its expires_at
// before).
type stampRec = StampRec

// entryUnit is the unit an entry supersedes: "" for the whole memory root.
func entryUnit(e *Entry, root string) string {
	u := e.ExpiredID
	if u == "" {
		u = e.ExpiredMemoryID
	}
	if u == root {
		return ""
	}
	return u
}

func whyOf(e *Entry) edgeWhy {
	return edgeWhy{Subject: e.Subject, Attribute: e.Attribute, OldValue: e.OldValue, NewValue: e.NewValue, Reason: e.Reason}
}

// prevStamps records the members whose expires_at a stamp at t changes.
func prevStamps(ms []memory.Memory, t time.Time) []stampRec {
	var out []stampRec
	for i := range ms {
		if ms[i].ExpiresAt != nil && ms[i].ExpiresAt.Equal(t) {
			continue
		}
		tt := t
		out = append(out, stampRec{ID: ms[i].ID, Prev: fmtTimeStr(ms[i].ExpiresAt), Set: fmtTimeStr(&tt)})
	}
	return out
}

func fmtTimeStr(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := memory.FormatTime(*t)
	return &s
}

func jsonText(v any) (string, error) {
	b, err := json.Marshal(v)
	return string(b), err
}

// annotateLastEdge fills the facet columns of the edge just inserted in tx.
func annotateLastEdge(ctx context.Context, tx *wtx, unit string, units []string, why edgeWhy, stamped []stampRec) error {
	us := ""
	if units != nil {
		var err error
		if us, err = jsonText(units); err != nil {
			return err
		}
	}
	w, err := jsonText(why)
	if err != nil {
		return err
	}
	if stamped == nil {
		stamped = []stampRec{}
	}
	st, err := jsonText(stamped)
	if err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `UPDATE supersessions SET unit = ?, units = ?, why = ?, stamped = ? WHERE seq = (SELECT max(seq) FROM supersessions)`, unit, us, w, st)
	return err
}

// supersedeEntry writes one applicable entry: the whole constellation for a
// whole-memory entry, else the facet (supersedeUnit).
func supersedeEntry(ctx context.Context, tx *wtx, root memory.Memory, members []memory.Memory, e *Entry, stamp time.Time, source string, now time.Time, actor, diffSHA string, extra map[string]any) ([]string, EntryStatus, string, error) {
	unit := entryUnit(e, root.ID)
	if unit == "" {
		prev := prevStamps(members, stamp)
		ids, err := supersede(ctx, tx, root, members, e.ReplacementMemoryID, stamp, source, now, actor, diffSHA, extra)
		if err != nil {
			return nil, 0, "", err
		}
		return ids, EntryApplied, "", annotateLastEdge(ctx, tx, "", nil, whyOf(e), prev)
	}
	return supersedeUnit(ctx, tx, root, members, unit, e.OldUnits, e.ReplacementMemoryID, stamp, whyOf(e), source, now, actor, diffSHA, extra)
}

// subtree returns the members that are unit or lie under it (a stored facet
// memory and its own facets), in member order.
func subtree(members []memory.Memory, unit string) []memory.Memory {
	parent := map[string]string{}
	for i := range members {
		parent[members[i].ID] = members[i].ParentID
	}
	var out []memory.Memory
	for i := range members {
		for id, n := members[i].ID, 0; id != "" && n <= len(members); id, n = parent[id], n+1 {
			if id == unit {
				out = append(out, members[i])
				break
			}
		}
	}
	return out
}

// unitEdge is an unretracted facet edge of a root.
type unitEdge struct {
	unit string
	at   time.Time
}

func unitEdges(ctx context.Context, tx *wtx, root string) ([]unitEdge, bool, error) {
	rows, err := tx.QueryContext(ctx, `SELECT unit, at FROM supersessions WHERE old_id = ? AND retracted_by IS NULL ORDER BY seq`, root)
	if err != nil {
		return nil, false, err
	}
	defer rows.Close()
	var out []unitEdge
	whole := false
	for rows.Next() {
		var u, t string
		if err := rows.Scan(&u, &t); err != nil {
			return nil, false, err
		}
		if u == "" {
			whole = true
			continue
		}
		at, err := memory.ParseTime(t)
		if err != nil {
			return nil, false, err
		}
		out = append(out, unitEdge{u, at})
	}
	return out, whole, rows.Err()
}

// supersedeUnit supersedes one facet of root: the edge names the unit; a
// stored facet memory (and what lies under it) is stamped; when every unit
// of units is then superseded, the whole constellation is stamped with the
// latest facet instant. units nil means the memory's other units are not
// known: the memory then stays partially superseded.
func supersedeUnit(ctx context.Context, tx *wtx, root memory.Memory, members []memory.Memory, unit string, units []string, newID string, stamp time.Time, why edgeWhy, source string, now time.Time, actor, diffSHA string, extra map[string]any) ([]string, EntryStatus, string, error) {
	prior, whole, err := unitEdges(ctx, tx, root.ID)
	if err != nil {
		return nil, 0, "", err
	}
	if whole {
		return nil, EntryAlreadyExpired, "the whole memory is already superseded", nil
	}
	done := map[string]time.Time{}
	for _, p := range prior {
		if _, ok := done[p.unit]; !ok {
			done[p.unit] = p.at
		}
	}
	if _, ok := done[unit]; ok {
		return nil, EntryAlreadyExpired, "facet " + unit + " already superseded", nil
	}
	sub := subtree(members, unit)
	if units == nil && len(sub) > 0 {
		// A stored facet: the memory's units are its stored facets.
		for _, m := range members {
			if m.ParentID == root.ID {
				units = append(units, m.ID)
			}
		}
	}
	if len(sub) > 0 {
		if ee := sub[0].EffectiveExpiry(); ee != nil && !ee.After(stamp) {
			return nil, EntryAlreadyExpired, "facet " + unit + " expires_at " + memory.FormatTime(*ee), nil
		}
	}
	if units != nil {
		set := map[string]bool{unit: true}
		for _, u := range units {
			set[u] = true
		}
		units = units[:0:0]
		for u := range set {
			units = append(units, u)
		}
		sort.Strings(units)
	}
	// Would this facet complete the memory?
	full := units != nil
	last := stamp
	for _, u := range units {
		if u == unit {
			continue
		}
		at, ok := done[u]
		if !ok {
			full = false
			break
		}
		if at.After(last) {
			last = at
		}
	}
	var recs []stampRec
	var ids []string
	write := func(ms []memory.Memory, t time.Time) error {
		for i := range ms {
			m := &ms[i]
			if m.ExpiresAt != nil && !m.ExpiresAt.After(t) {
				continue // already expired by then
			}
			tt := t
			recs = append(recs, stampRec{ID: m.ID, Prev: fmtTimeStr(m.ExpiresAt), Set: fmtTimeStr(&tt)})
			ids = append(ids, m.ID)
			if _, err := tx.ExecContext(ctx, `UPDATE memories SET expires_at = ? WHERE id = ?`, memory.FormatTime(t), m.ID); err != nil {
				return fmt.Errorf("stamp %s: %w", m.ID, err)
			}
			m.ExpiresAt = &tt
		}
		return nil
	}
	if err := write(sub, stamp); err != nil {
		return nil, 0, "", err
	}
	if full {
		rest := members[:0:0]
		for _, m := range members {
			inSub := false
			for _, s := range sub {
				inSub = inSub || s.ID == m.ID
			}
			if !inSub {
				rest = append(rest, m)
			}
		}
		if err := write(rest, last); err != nil {
			return nil, 0, "", err
		}
	}
	detail := map[string]any{"source": source, "stamp": memory.FormatTime(stamp), "unit": unit, "stamped": ids}
	if units != nil {
		detail["units"] = units
	}
	if full {
		detail["completes"] = memory.FormatTime(last)
	}
	for k, v := range extra {
		detail[k] = v
	}
	seq, err := appendEvent(ctx, tx, now, actor, EventSupersede, root.ID, newID, detail, diffSHA)
	if err != nil {
		return nil, 0, "", err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO supersessions (old_id, new_id, at, source, event_seq) VALUES (?,?,?,?,?)`,
		root.ID, newID, memory.FormatTime(stamp), source, seq); err != nil {
		return nil, 0, "", fmt.Errorf("record supersession %s (%s) → %s: %w", root.ID, unit, newID, err)
	}
	if err := annotateLastEdge(ctx, tx, unit, units, why, recs); err != nil {
		return nil, 0, "", err
	}
	if ids == nil {
		ids = []string{}
	}
	return ids, EntryApplied, "facet " + unit, nil
}

// decodeFacet reads the facet columns of an edge.
func (e *edge) decodeFacet(units, why string) error {
	if units != "" {
		if err := json.Unmarshal([]byte(units), &e.units); err != nil {
			return fmt.Errorf("supersession %s → %s: units: %w", e.old, e.new, err)
		}
	}
	if why != "" {
		if err := json.Unmarshal([]byte(why), &e.why); err != nil {
			return fmt.Errorf("supersession %s → %s: why: %w", e.old, e.new, err)
		}
	}
	return nil
}

// facetStates returns, at the instant, the superseded facets of root (per
// unit, its eligible edge with the earliest instant: the replacement must
// govern, as for a whole memory), whether they cover every unit of the
// memory, and then the edge of the last of them.
func (el *eligibility) facetStates(root string) ([]FacetState, bool, edge) {
	best := map[string]edge{}
	var units []string
	known := true
	for _, e := range el.byUnit[root] {
		if e.units == nil {
			known = false
		}
		units = append(units, e.units...)
		if e.at.After(el.at) {
			continue
		}
		if _, ok := el.byID[e.new]; !ok || !el.isLive(e.new) {
			continue
		}
		if b, ok := best[e.unit]; !ok || e.at.Before(b.at) || (e.at.Equal(b.at) && e.new < b.new) {
			best[e.unit] = e
		}
	}
	if len(best) == 0 {
		return nil, false, edge{}
	}
	out := make([]FacetState, 0, len(best))
	for u, e := range best {
		out = append(out, FacetState{Unit: u, SupersededBy: e.new, At: e.at.UTC(),
			Subject: e.why.Subject, Attribute: e.why.Attribute, OldValue: e.why.OldValue, NewValue: e.why.NewValue})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Unit < out[j].Unit })
	full := known && len(units) > 0
	var last edge
	for _, u := range units {
		e, ok := best[u]
		if !ok {
			full = false
			break
		}
		if last.new == "" || e.at.After(last.at) || (e.at.Equal(last.at) && e.new < last.new) {
			last = e
		}
	}
	return out, full, last
}

// SupersededUnits returns the facet units superseded at the instant (the
// view's partially superseded facets): a proposal leaves them out, so a
// facet once retired is not proposed again while its memory stays in force.
func (s *Store) SupersededUnits(ctx context.Context, at time.Time) (map[string]bool, error) {
	v, err := s.View(ctx, at, nil)
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, it := range v.Items {
		for _, f := range it.SupersededFacets {
			out[f.Unit] = true
		}
	}
	return out, nil
}

// PlanStamps fills Stamps on every entry of d: what applying it would stamp
// on the store as it is now (the diff names every unit it retires).
func (s *Store) PlanStamps(ctx context.Context, d *Diff) error {
	for i := range d.Supersessions {
		e := &d.Supersessions[i]
		root, members, err := constellation(ctx, s.db, e.ExpiredMemoryID)
		if err != nil {
			e.Stamps = []string{}
			continue // apply will report it (missing)
		}
		unit := entryUnit(e, root.ID)
		if unit == "" {
			e.Stamps = memberIDs(members)
			continue
		}
		sub := subtree(members, unit)
		e.Stamps = memberIDs(sub)
		if len(sub) == 0 {
			e.Stamps = []string{unit}
		}
		units := e.OldUnits
		if units == nil && len(sub) > 0 {
			for _, m := range members {
				if m.ParentID == root.ID {
					units = append(units, m.ID)
				}
			}
		}
		if len(units) == 0 {
			continue
		}
		rows, err := s.db.QueryContext(ctx, `SELECT unit FROM supersessions WHERE old_id = ? AND retracted_by IS NULL AND unit != ''`, root.ID)
		if err != nil {
			return err
		}
		done := map[string]bool{unit: true}
		for rows.Next() {
			var u string
			if err := rows.Scan(&u); err != nil {
				rows.Close()
				return err
			}
			done[u] = true
		}
		rows.Close()
		full := true
		for _, u := range units {
			full = full && done[u]
		}
		if full {
			for _, id := range memberIDs(members) {
				if !contains(e.Stamps, id) {
					e.Stamps = append(e.Stamps, id)
				}
			}
		}
	}
	return nil
}

func memberIDs(ms []memory.Memory) []string {
	out := make([]string, 0, len(ms))
	for i := range ms {
		out = append(out, ms[i].ID)
	}
	return out
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// stage0Unit is the unit a Stage 0 declaration supersedes: the target when
// it is a stored facet memory of the constellation, else "" (the whole).
func stage0Unit(target string, root memory.Memory, members []memory.Memory) string {
	if target == "" || target == root.ID {
		return ""
	}
	for _, m := range members {
		if m.ID == target && m.IsFacet {
			return target
		}
	}
	return ""
}

// successorHint fills res.Successor and res.Head for a target that is
// already superseded: its earliest unretracted successor, and the end of
// that chain of successors.
func successorHint(ctx context.Context, q querier, root string, res *RememberResult) error {
	next := func(id string) (string, error) {
		var n string
		err := q.QueryRowContext(ctx, `SELECT new_id FROM supersessions WHERE old_id = ? AND retracted_by IS NULL AND unit = '' ORDER BY at, new_id LIMIT 1`, id).Scan(&n)
		if errors.Is(err, sql.ErrNoRows) {
			return "", nil
		}
		return n, err
	}
	s, err := next(root)
	if err != nil || s == "" {
		return err
	}
	res.Successor, res.Head = s, chainHead(next, root, s)
	return nil
}

// chainHead follows whole-memory successors from s to the end.
func chainHead(next func(string) (string, error), root, s string) string {
	head := s
	seen := map[string]bool{root: true, s: true}
	for {
		n, err := next(head)
		if err != nil || n == "" || seen[n] {
			return head
		}
		seen[n] = true
		head = n
	}
}

// facetHeads lists the unretracted facet supersessions of root with the
// end of each successor's chain.
func facetHeads(ctx context.Context, q querier, root string) ([]FacetHead, error) {
	rows, err := q.QueryContext(ctx, `SELECT unit, new_id, why FROM supersessions WHERE old_id = ? AND retracted_by IS NULL AND unit != '' ORDER BY unit, at, new_id`, root)
	if err != nil {
		return nil, err
	}
	var out []FacetHead
	for rows.Next() {
		var f FacetHead
		var why string
		if err := rows.Scan(&f.Unit, &f.Successor, &why); err != nil {
			rows.Close()
			return nil, err
		}
		var w edgeWhy
		if why != "" {
			json.Unmarshal([]byte(why), &w)
		}
		f.Key = "declared"
		if w.Attribute != "" {
			f.Key = w.Subject + " / " + w.Attribute
		}
		if len(out) > 0 && out[len(out)-1].Unit == f.Unit {
			continue // the earliest successor of a unit
		}
		out = append(out, f)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	next := func(id string) (string, error) {
		var n string
		err := q.QueryRowContext(ctx, `SELECT new_id FROM supersessions WHERE old_id = ? AND retracted_by IS NULL AND unit = '' ORDER BY at, new_id LIMIT 1`, id).Scan(&n)
		if errors.Is(err, sql.ErrNoRows) {
			return "", nil
		}
		return n, err
	}
	for i := range out {
		out[i].Head = chainHead(next, root, out[i].Successor)
	}
	return out, nil
}

// supersededUnitsTx is SupersededUnits inside a transaction, over all.
func supersededUnitsTx(ctx context.Context, q querier, all []memory.Memory, at time.Time) (map[string]bool, error) {
	rows, err := q.QueryContext(ctx, `SELECT old_id, new_id, at, unit, units, why FROM supersessions WHERE retracted_by IS NULL ORDER BY seq`)
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
		if e.at, err = memory.ParseTime(t); err != nil {
			rows.Close()
			return nil, err
		}
		if err := e.decodeFacet(units, why); err != nil {
			rows.Close()
			return nil, err
		}
		edges = append(edges, e)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	v, err := buildView(all, edges, at, nil)
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, it := range v.Items {
		for _, f := range it.SupersededFacets {
			out[f.Unit] = true
		}
	}
	return out, nil
}

// UnitIn reports whether unit id is in gone (SupersededUnits): itself, or
// as a facet of a superseded stored facet (id#fN).
func UnitIn(gone map[string]bool, id string) bool {
	if gone[id] {
		return true
	}
	for i := len(id) - 1; i > 0; i-- {
		if id[i] == '#' && gone[id[:i]] {
			return true
		}
	}
	return false
}

// EdgeInfo is one affirmed supersession naming a memory as the old one,
// with why it exists: what `l9 show` prints for each stamp.
type EdgeInfo struct {
	Unit       string     `json:"unit,omitempty"` // "" = the whole memory
	Units      []string   `json:"units,omitempty"`
	NewID      string     `json:"new_id"`
	At         time.Time  `json:"at"`
	Source     string     `json:"source"`
	Subject    string     `json:"subject,omitempty"`
	Attribute  string     `json:"attribute,omitempty"`
	OldValue   string     `json:"old_value,omitempty"`
	NewValue   string     `json:"new_value,omitempty"`
	Event      int64      `json:"event"`
	DiffSHA256 string     `json:"diff_sha256,omitempty"`
	Retracted  bool       `json:"retracted"`
	Stamped    []StampRec `json:"stamped"`
}

// StampRec is one memory an edge stamped, and its expires_at before.
type StampRec struct {
	ID   string  `json:"id"`
	Prev *string `json:"prev_expires_at"`
	// Set is the expires_at the edge wrote (apply --undo restores Prev
	// only while the memory still carries it).
	Set *string `json:"set_expires_at,omitempty"`
}

// EdgesOf returns the supersessions of the constellation of handle (its
// root as the old memory), oldest first, retracted ones marked.
func (s *Store) EdgesOf(ctx context.Context, handle string) ([]EdgeInfo, error) {
	id, err := resolve(ctx, s.db, handle)
	if err != nil {
		return nil, err
	}
	root, _, err := constellation(ctx, s.db, id)
	if err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT s.unit, s.units, s.new_id, s.at, s.source, s.why, s.event_seq, e.diff_sha256, s.retracted_by IS NOT NULL, s.stamped
FROM supersessions s JOIN events e ON e.seq = s.event_seq WHERE s.old_id = ? ORDER BY s.seq`, root.ID)
	if err != nil {
		return nil, fmt.Errorf("read supersessions of %s: %w", root.ID, err)
	}
	defer rows.Close()
	out := []EdgeInfo{}
	for rows.Next() {
		var x EdgeInfo
		var units, at, why, stamped string
		if err := rows.Scan(&x.Unit, &units, &x.NewID, &at, &x.Source, &why, &x.Event, &x.DiffSHA256, &x.Retracted, &stamped); err != nil {
			return nil, err
		}
		e := edge{old: root.ID, new: x.NewID}
		if err := e.decodeFacet(units, why); err != nil {
			return nil, err
		}
		x.Units, x.Subject, x.Attribute, x.OldValue, x.NewValue = e.units, e.why.Subject, e.why.Attribute, e.why.OldValue, e.why.NewValue
		if x.At, err = memory.ParseTime(at); err != nil {
			return nil, err
		}
		x.Stamped = []StampRec{}
		if stamped != "" {
			if err := json.Unmarshal([]byte(stamped), &x.Stamped); err != nil {
				return nil, fmt.Errorf("supersession %s → %s: stamped: %w", root.ID, x.NewID, err)
			}
		}
		out = append(out, x)
	}
	return out, rows.Err()
}

// AlreadySupersededError says a Stage 0 target is already superseded, at
// or before the new memory's instant, by another memory: nothing is
// written, and the caller is told which memory is the target's current
// version (Head, the end of the chain of successors) so that it can name
// it instead. The store never re-targets a declaration by itself.
type AlreadySupersededError struct {
	Target, Successor, Head string
	At                      time.Time
	// Facets: the target was superseded facet by facet; each facet's
	// successor and the end of its chain (Successor and Head are then "").
	Facets []FacetHead
}

// FacetHead is one superseded facet of a Stage 0 target, its key, its
// successor, and the end of that successor's chain.
type FacetHead struct {
	Unit, Key, Successor, Head string
}

// Heads are the memories a new declaration could name instead (one per
// facet, or the one head).
func (e *AlreadySupersededError) Heads() []string {
	if len(e.Facets) == 0 {
		return []string{e.Head}
	}
	var out []string
	for _, f := range e.Facets {
		if !contains(out, f.Head) {
			out = append(out, f.Head)
		}
	}
	return out
}

func (e *AlreadySupersededError) Error() string {
	if len(e.Facets) > 0 {
		var parts []string
		for _, f := range e.Facets {
			p := fmt.Sprintf("facet %s (%s) by %s", f.Unit, f.Key, f.Successor)
			if f.Head != f.Successor {
				p += ", now " + f.Head
			}
			parts = append(parts, p)
		}
		return fmt.Sprintf("%s is already superseded (at %s), facet by facet: %s; it is not known which fact the new memory replaces", e.Target, memory.FormatTime(e.At), strings.Join(parts, "; "))
	}
	if e.Head != e.Successor {
		return fmt.Sprintf("%s is already superseded by %s (at %s), whose current successor is %s", e.Target, e.Successor, memory.FormatTime(e.At), e.Head)
	}
	return fmt.Sprintf("%s is already superseded by %s (at %s), which is its current version", e.Target, e.Successor, memory.FormatTime(e.At))
}
