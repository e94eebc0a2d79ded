package store

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"time"
)

// Citer kinds and the link kinds of a record citer.
const (
	CiterRecord = "record"
	CiterDoc    = "doc"
	// LinkCites: the citer's content cites the memory (any citation form).
	LinkCites = "cites"
	// LinkContradicts: the citer holds a stored contradicts edge to the
	// memory (store/contest.go).
	LinkContradicts = "contradicts"
)

// CiterFlag flags one first-degree citer of a superseded memory (seed 002,
// Addendum K.3). Every flag carries the citer, the cited id and the
// successor id(s).
type CiterFlag struct {
	CiterRef        string   `json:"citerRef"` // memory id, or "doc:line:column"
	CiterKind       string   `json:"citerKind"`
	CitedID         string   `json:"citedId"`
	SupersededByIDs []string `json:"supersededByIds"`
	LinkKind        string   `json:"linkKind,omitempty"` // record citers
	Doc             string   `json:"doc,omitempty"`      // doc citers
	Line            int      `json:"line,omitempty"`
	Column          int      `json:"column,omitempty"`
	Token           string   `json:"token,omitempty"`
	Form            string   `json:"form,omitempty"`
}

// Citer is one first-degree citer, flagged or not.
type Citer = CiterFlag

// CitersResult is what Citers found for one memory.
type CitersResult struct {
	RecordID   string `json:"recordId"` // the resolved full id
	Superseded bool   `json:"superseded"`
	// ReplacementNotInForce: an affirmed supersession exists but its
	// replacement does not govern at the instant, so the memory is in force.
	ReplacementNotInForce bool        `json:"replacementNotInForce,omitempty"`
	SupersededByIDs       []string    `json:"supersededByIds"`
	StoreCiters           int         `json:"storeCiters"`
	DocCiters             int         `json:"docCiters"`
	Flags                 []CiterFlag `json:"flags"`
	// Citers lists every first-degree citer (reported whether or not the
	// memory is superseded); Flags holds them only with supersession
	// evidence.
	Citers []Citer `json:"citers"`
}

// DocFlags counts the flags whose citer is a doc.
func (r *CitersResult) DocFlags() int {
	n := 0
	for _, f := range r.Flags {
		if f.CiterKind == CiterDoc {
			n++
		}
	}
	return n
}

// Citers enumerates the first-degree citers of the memory handle resolves
// to: store memories whose content cites it or that hold a stored
// contradicts edge to it (supersession edges are no citers, and nothing of
// its own successors counts), and, when opt has globs, the doc citations of
// CheckRefs. With supersession evidence (an affirmed, unretracted
// supersession naming the memory's constellation, whose successor exists,
// and — when opt.At is set — whose replacement governs at that instant)
// every citer is flagged with the successor ids; without it, Superseded is
// false and there are no flags, but the counts are reported. Read-only.
func (s *Store) Citers(ctx context.Context, handle string, opt RefsOptions) (*CitersResult, error) {
	// Before the read transaction: the store has one connection.
	governing, err := s.governingAt(ctx, opt.At)
	if err != nil {
		return nil, err
	}
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("read store: %w", err)
	}
	defer tx.Rollback()
	q := readTx(tx)
	defer q.closeStmts()
	id, err := resolve(ctx, q, handle)
	if err != nil {
		return nil, err
	}
	ix, err := newCiteIndex(ctx, q, opt.Markers)
	if err != nil {
		return nil, err
	}
	ix.governing = governing
	var docs *RefsResult
	if len(opt.Globs) > 0 {
		if docs, err = checkRefs(ctx, q, opt); err != nil {
			return nil, err
		}
	}
	return ix.citers(ctx, q, id, docs)
}

// governingAt returns, for a non-zero instant, the constellation roots the
// in-force view at that instant shows superseded (their supersession's
// replacement governs: store/eligible.go); nil for the zero instant (any
// affirmed, unretracted edge with an existing successor is evidence).
func (s *Store) governingAt(ctx context.Context, at time.Time) (map[string]bool, error) {
	if at.IsZero() {
		return nil, nil
	}
	v, err := s.View(ctx, at, nil)
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, it := range v.Items {
		if it.SupersededBy != "" {
			out[it.ID] = true
		}
	}
	return out, nil
}

// SupersededIDs returns the constellation roots that carry supersession
// evidence, sorted.
func (s *Store) SupersededIDs(ctx context.Context) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT DISTINCT s.old_id FROM supersessions s JOIN memories m ON m.id = s.new_id
WHERE s.retracted_by IS NULL ORDER BY s.old_id`)
	if err != nil {
		return nil, fmt.Errorf("read supersessions: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// CitersAll runs Citers for every memory with supersession evidence,
// scanning the docs once.
func (s *Store) CitersAll(ctx context.Context, opt RefsOptions) ([]*CitersResult, error) {
	ids, err := s.SupersededIDs(ctx)
	if err != nil {
		return nil, err
	}
	governing, err := s.governingAt(ctx, opt.At)
	if err != nil {
		return nil, err
	}
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("read store: %w", err)
	}
	defer tx.Rollback()
	q := readTx(tx)
	defer q.closeStmts()
	ix, err := newCiteIndex(ctx, q, opt.Markers)
	if err != nil {
		return nil, err
	}
	ix.governing = governing
	var docs *RefsResult
	if len(opt.Globs) > 0 {
		if docs, err = checkRefs(ctx, q, opt); err != nil {
			return nil, err
		}
	}
	out := []*CitersResult{}
	for _, id := range ids {
		if ix.governing != nil && !ix.governing[id] {
			continue // its replacement does not govern at the instant
		}
		r, err := ix.citers(ctx, q, id, docs)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// citeIndex is every store-internal citation: which memory's content cites
// which memory, and the stored contradicts edges.
type citeIndex struct {
	byCited  map[string][]Citer // cited id → record citers (CitedID set, no successor ids yet)
	parentOf map[string]string
	root     map[string]string // id → constellation root
	// governing, when not nil, is the set of roots superseded at the
	// instant asked about (the replacement governs).
	governing map[string]bool
	members   map[string][]string // root → members, in insertion order
}

func newCiteIndex(ctx context.Context, q querier, markers []string) (*citeIndex, error) {
	if markers == nil {
		markers = DefaultMarkers
	}
	ms, err := listMemories(ctx, q)
	if err != nil {
		return nil, err
	}
	ix := &citeIndex{byCited: map[string][]Citer{}, parentOf: map[string]string{}}
	cache := map[string]resolution{}
	for i := range ms {
		m := &ms[i]
		ix.parentOf[m.ID] = m.ParentID
		for _, c := range ExtractCitations(m.ID, m.Content, markers) {
			r, err := resolveCached(ctx, q, cache, c.Token)
			if err != nil {
				return nil, err
			}
			if r.id == "" || r.id == m.ID {
				continue
			}
			ix.byCited[r.id] = append(ix.byCited[r.id], Citer{CiterRef: m.ID, CiterKind: CiterRecord, CitedID: r.id,
				LinkKind: LinkCites, Token: c.Token, Form: c.Form})
		}
	}
	edges, err := contestEdgesTo(ctx, q)
	if err != nil {
		return nil, err
	}
	for _, e := range edges {
		ix.byCited[e.to] = append(ix.byCited[e.to], Citer{CiterRef: e.from, CiterKind: CiterRecord, CitedID: e.to, LinkKind: LinkContradicts})
	}
	ix.root = make(map[string]string, len(ms))
	ix.members = map[string][]string{}
	for i := range ms {
		r := ix.rootOf(ms[i].ID)
		ix.root[ms[i].ID] = r
		ix.members[r] = append(ix.members[r], ms[i].ID)
	}
	return ix, nil
}

// rootOf walks parent_id up to the constellation root.
func (ix *citeIndex) rootOf(id string) string {
	for n := 0; n <= len(ix.parentOf); n++ {
		p, ok := ix.parentOf[id]
		if !ok || p == "" {
			return id
		}
		if _, ok := ix.parentOf[p]; !ok {
			return id
		}
		id = p
	}
	return id
}

func (ix *citeIndex) citers(ctx context.Context, q querier, id string, docs *RefsResult) (*CitersResult, error) {
	root := ix.rootOf(id)
	succ, err := successorsOf(ctx, q, root)
	if err != nil {
		return nil, err
	}
	res := &CitersResult{RecordID: id, Superseded: len(succ) > 0, SupersededByIDs: succ, Flags: []CiterFlag{}, Citers: []Citer{}}
	if res.Superseded && ix.governing != nil && !ix.governing[root] {
		// Affirmed, but the replacement does not govern at the instant: the
		// memory is in force, so its citers are not flagged.
		res.Superseded, res.ReplacementNotInForce, res.SupersededByIDs, succ = false, true, []string{}, []string{}
	}
	// A citation of any member of the constellation cites the memory.
	members := map[string]bool{}
	cited := append([]string(nil), ix.members[root]...)
	sort.Strings(cited)
	for _, m := range cited {
		members[m] = true
	}
	excluded := map[string]bool{}
	for _, sid := range succ {
		for _, m := range ix.members[ix.root[sid]] {
			excluded[m] = true // nothing from its own successor
		}
	}
	for _, c := range cited {
		for _, ct := range ix.byCited[c] {
			if members[ct.CiterRef] || excluded[ct.CiterRef] {
				continue
			}
			res.Citers = append(res.Citers, ct)
		}
		if docs != nil {
			for _, d := range docs.ByRecord[c] {
				res.Citers = append(res.Citers, Citer{CiterRef: fmt.Sprintf("%s:%d:%d", d.Doc, d.Line, d.Column), CiterKind: CiterDoc, CitedID: c,
					Doc: d.Doc, Line: d.Line, Column: d.Column, Token: d.Token, Form: d.Form})
			}
		}
	}
	sort.SliceStable(res.Citers, func(i, j int) bool {
		a, b := res.Citers[i], res.Citers[j]
		if a.CiterKind != b.CiterKind {
			return a.CiterKind == CiterRecord
		}
		if a.CiterKind == CiterDoc {
			if a.Doc != b.Doc {
				return a.Doc < b.Doc
			}
			if a.Line != b.Line {
				return a.Line < b.Line
			}
			return a.Column < b.Column
		}
		if a.CiterRef != b.CiterRef {
			return a.CiterRef < b.CiterRef
		}
		return a.LinkKind < b.LinkKind
	})
	for i := range res.Citers {
		res.Citers[i].SupersededByIDs = succ
		if res.Citers[i].CiterKind == CiterDoc {
			res.DocCiters++
		} else {
			res.StoreCiters++
		}
		if res.Superseded {
			res.Flags = append(res.Flags, res.Citers[i])
		}
	}
	return res, nil
}

// successorsOf returns the successors of the affirmed, unretracted
// supersessions of root whose successor exists, sorted and distinct.
func successorsOf(ctx context.Context, q querier, root string) ([]string, error) {
	rows, err := q.QueryContext(ctx, `SELECT DISTINCT s.new_id FROM supersessions s JOIN memories m ON m.id = s.new_id
WHERE s.old_id = ? AND s.retracted_by IS NULL ORDER BY s.new_id`, root)
	if err != nil {
		return nil, fmt.Errorf("read supersessions of %s: %w", root, err)
	}
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}
