package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"time"

	"l9/memory"
	"l9/svo"
)

// Stage2RefusedError says why Stage 2 (apply --auto) will not run.
type Stage2RefusedError struct{ Reason string }

func (e *Stage2RefusedError) Error() string { return "apply --auto refused: " + e.Reason }

// AutoRequest is one Stage 2 pass. Extract and Detect are Stage 1 (svo and
// the detector), passed in so the store stays independent of them; they run
// under the write lock, on the state the pass will change.
type AutoRequest struct {
	// Extract returns the units of memories (svo.Extractor.All).
	Extract func(ms []memory.Memory) ([]svo.Unit, error)
	// Detect returns the proposed supersessions and the contested groups
	// over the units of the current memories (detector.Detect with the
	// registered config), Scope filled in.
	Detect func(units []svo.Unit) ([]Entry, []Contest, error)
	// Clauses, when set, returns every clause (unit or abstention) id of
	// each memory (store/facets.go: a memory is fully superseded only once
	// all are); nil leaves a facet entry's memory partially superseded.
	Clauses   func(ms []memory.Memory) map[string][]string
	Threshold float64 // recorded in the diff
	Now       time.Time
	Actor     string
}

// AutoReport is what a Stage 2 pass committed.
type AutoReport struct {
	ApplyReport
	Diff     *Diff
	Keys     int // keys recorded in the key history after the pass
	NewKeys  int // keys seen for the first time in this pass
	Evidence []KeyEvidence
	// EvidenceNamespaces is the namespace of each Evidence entry (same
	// index): evidence is sorted by namespace, then key.
	EvidenceNamespaces []string
}

// ApplyAuto is Stage 2: it proposes over the current memories and applies
// the candidates whose key passes the cardinality gate, in one transaction.
// A key passes when it was seen by an earlier pass (the key history) and has
// never been seen with two or more concurrently current values, neither in
// the history nor in the store now. A key seen for the first time is "not
// known to be single-valued": its candidates stay proposals. The pass
// records every key it saw. It refuses (*Stage2RefusedError) unless the
// store's stage2 setting is "on"; the caller checks the verdict.
func (s *Store) ApplyAuto(ctx context.Context, req AutoRequest) (AutoReport, error) {
	var rep AutoReport
	err := s.write(ctx, func(tx *wtx) error {
		var on string
		err := tx.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, SettingStage2).Scan(&on)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if on != "on" {
			return &Stage2RefusedError{Reason: "the store's stage2 setting is off (turn it on with `l9 store set stage2 on`)"}
		}
		all, err := listMemories(ctx, tx)
		if err != nil {
			return err
		}
		cur := currentAt(all, req.Now)
		units, err := req.Extract(all)
		if err != nil {
			return fmt.Errorf("stage 2: extract: %w", err)
		}
		isCur := map[string]bool{}
		for i := range cur {
			isCur[cur[i].ID] = true
		}
		// Facets already superseded are not proposed again (store/facets.go).
		gone, err := supersededUnitsTx(ctx, tx, all, req.Now)
		if err != nil {
			return err
		}
		var curUnits []svo.Unit
		for i := range units {
			if isCur[units[i].MemoryID] && !UnitIn(gone, units[i].ID) {
				curUnits = append(curUnits, units[i])
			}
		}
		nsOf := make(map[string]string, len(all))
		for i := range all {
			nsOf[all[i].ID] = all[i].Namespace
		}
		// Stage 1 and the key evidence per namespace: units of different
		// namespaces never pair and never share cardinality history.
		var entries []Entry
		var contests []Contest
		now := map[nsKey]KeyEvidence{}
		for _, g := range unitsByNamespace(curUnits, nsOf) {
			es, cs, err := req.Detect(g.units)
			if err != nil {
				return fmt.Errorf("stage 2: detect: %w", err)
			}
			for i := range es {
				es[i].Namespace = g.ns
			}
			for i := range cs {
				cs[i].Namespace = g.ns
			}
			entries = append(entries, es...)
			contests = append(contests, cs...)
		}
		for _, g := range unitsByNamespace(units, nsOf) {
			for _, ev := range Evidence(g.units) {
				rep.Evidence = append(rep.Evidence, ev)
				rep.EvidenceNamespaces = append(rep.EvidenceNamespaces, g.ns)
				now[nsKey{g.ns, ev.Key}] = ev
			}
		}
		byID := map[string]*memory.Memory{}
		for i := range all {
			byID[all[i].ID] = &all[i]
		}
		var clauses map[string][]string
		if req.Clauses != nil {
			clauses = req.Clauses(all)
		}
		for i := range entries {
			if entries[i].ExpiredID != entries[i].ExpiredMemoryID && clauses != nil {
				entries[i].OldUnits = clauses[entries[i].ExpiredMemoryID]
			}
			if m := byID[entries[i].ExpiredMemoryID]; m != nil {
				entries[i].OldContent = m.Content
			}
			if m := byID[entries[i].ReplacementMemoryID]; m != nil {
				entries[i].NewContent = m.Content
			}
		}
		hist, err := keyHistory(ctx, tx)
		if err != nil {
			return err
		}
		gate := func(i int) (bool, string) {
			e := entries[i]
			k := nsKey{e.Namespace, svo.Key{Subject: e.Subject, Attribute: e.Attribute, Scope: e.Scope}}
			multi, seen := hist[k]
			switch {
			case !seen:
				return false, "key never seen before: not known to be single-valued"
			case multi:
				return false, "key was seen with ≥ 2 concurrently current values"
			case now[k].Multi:
				return false, "key is seen with ≥ 2 concurrently current values now (" + now[k].Why + ")"
			}
			return true, ""
		}
		sid, err := storeID(ctx, tx)
		if err != nil {
			return err
		}
		rep.Diff = &Diff{Version: DiffVersion, StoreID: sid, Stage: "stage2", Threshold: req.Threshold, Memories: len(cur), Units: len(curUnits),
			Supersessions: entries, Contested: contests}
		b, err := rep.Diff.Marshal()
		if err != nil {
			return err
		}
		rep.DiffSHA256 = SHA256(b)
		if err := storeDiff(ctx, tx, rep.DiffSHA256, "(stage2 auto)", b); err != nil {
			return err
		}
		if rep.Results, err = applyEntries(ctx, tx, entries, gate, "auto", req.Now, req.Actor, rep.DiffSHA256); err != nil {
			return err
		}
		seq, err := appendEvent(ctx, tx, req.Now, req.Actor, EventApplyAuto, "", "", summary(&rep.ApplyReport, "(stage2 auto)"), rep.DiffSHA256)
		if err != nil {
			return err
		}
		for i, ev := range rep.Evidence {
			k := nsKey{rep.EvidenceNamespaces[i], ev.Key}
			if _, ok := hist[k]; !ok {
				rep.NewKeys++
			}
			multi := 0
			if ev.Multi || hist[k] {
				multi = 1
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO key_history (namespace, subject, attribute, scope, multi, first_seen) VALUES (?,?,?,?,?,?)
ON CONFLICT(namespace, subject, attribute, scope) DO UPDATE SET multi = max(multi, excluded.multi)`, k.ns, ev.Key.Subject, ev.Key.Attribute, ev.Key.Scope, multi, seq); err != nil {
				return fmt.Errorf("record key history: %w", err)
			}
			for _, v := range ev.Values {
				if _, err := tx.ExecContext(ctx, `INSERT INTO key_values (namespace, subject, attribute, scope, value) VALUES (?,?,?,?,?) ON CONFLICT DO NOTHING`,
					k.ns, ev.Key.Subject, ev.Key.Attribute, ev.Key.Scope, v); err != nil {
					return fmt.Errorf("record key values: %w", err)
				}
			}
		}
		return tx.QueryRowContext(ctx, `SELECT count(*) FROM key_history`).Scan(&rep.Keys)
	})
	if err != nil {
		return AutoReport{}, err
	}
	return rep, nil
}

// nsKey is a key of the key history: a namespace and a unit key.
type nsKey struct {
	ns  string
	key svo.Key
}

type nsUnits struct {
	ns    string
	units []svo.Unit
}

// unitsByNamespace splits units by the namespace of their memory, sorted by
// namespace (the default first), input order kept within each.
func unitsByNamespace(units []svo.Unit, nsOf map[string]string) []nsUnits {
	idx := map[string]int{}
	out := []nsUnits{}
	for i := range units {
		ns := nsOf[units[i].MemoryID]
		j, ok := idx[ns]
		if !ok {
			j = len(out)
			idx[ns] = j
			out = append(out, nsUnits{ns: ns})
		}
		out[j].units = append(out[j].units, units[i])
	}
	if len(out) == 0 {
		out = append(out, nsUnits{})
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].ns < out[b].ns })
	return out
}

// keyHistory returns every key recorded by earlier Stage 2 passes and
// whether it was ever seen multi-valued.
func keyHistory(ctx context.Context, q querier) (map[nsKey]bool, error) {
	rows, err := q.QueryContext(ctx, `SELECT namespace, subject, attribute, scope, multi FROM key_history`)
	if err != nil {
		return nil, fmt.Errorf("read key history: %w", err)
	}
	defer rows.Close()
	out := map[nsKey]bool{}
	for rows.Next() {
		var k nsKey
		var multi int
		if err := rows.Scan(&k.ns, &k.key.Subject, &k.key.Attribute, &k.key.Scope, &multi); err != nil {
			return nil, err
		}
		out[k] = multi != 0
	}
	return out, rows.Err()
}
