package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
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
	Detect    func(units []svo.Unit) ([]Entry, []Contest, error)
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
		var curUnits []svo.Unit
		for i := range units {
			if isCur[units[i].MemoryID] {
				curUnits = append(curUnits, units[i])
			}
		}
		entries, contests, err := req.Detect(curUnits)
		if err != nil {
			return fmt.Errorf("stage 2: detect: %w", err)
		}
		byID := map[string]*memory.Memory{}
		for i := range all {
			byID[all[i].ID] = &all[i]
		}
		for i := range entries {
			if m := byID[entries[i].ExpiredMemoryID]; m != nil {
				entries[i].OldContent = m.Content
			}
			if m := byID[entries[i].ReplacementMemoryID]; m != nil {
				entries[i].NewContent = m.Content
			}
		}
		rep.Evidence = Evidence(units)
		now := map[svo.Key]KeyEvidence{}
		for _, ev := range rep.Evidence {
			now[ev.Key] = ev
		}
		hist, err := keyHistory(ctx, tx)
		if err != nil {
			return err
		}
		gate := func(i int) (bool, string) {
			e := entries[i]
			k := svo.Key{Subject: e.Subject, Attribute: e.Attribute, Scope: e.Scope}
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
		rep.Diff = &Diff{Version: DiffVersion, Stage: "stage2", Threshold: req.Threshold, Memories: len(cur), Units: len(curUnits),
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
		for _, ev := range rep.Evidence {
			if _, ok := hist[ev.Key]; !ok {
				rep.NewKeys++
			}
			multi := 0
			if ev.Multi || hist[ev.Key] {
				multi = 1
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO key_history (subject, attribute, scope, multi, first_seen) VALUES (?,?,?,?,?)
ON CONFLICT(subject, attribute, scope) DO UPDATE SET multi = max(multi, excluded.multi)`, ev.Key.Subject, ev.Key.Attribute, ev.Key.Scope, multi, seq); err != nil {
				return fmt.Errorf("record key history: %w", err)
			}
			for _, v := range ev.Values {
				if _, err := tx.ExecContext(ctx, `INSERT INTO key_values (subject, attribute, scope, value) VALUES (?,?,?,?) ON CONFLICT DO NOTHING`,
					ev.Key.Subject, ev.Key.Attribute, ev.Key.Scope, v); err != nil {
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

// keyHistory returns every key recorded by earlier Stage 2 passes and
// whether it was ever seen multi-valued.
func keyHistory(ctx context.Context, q querier) (map[svo.Key]bool, error) {
	rows, err := q.QueryContext(ctx, `SELECT subject, attribute, scope, multi FROM key_history`)
	if err != nil {
		return nil, fmt.Errorf("read key history: %w", err)
	}
	defer rows.Close()
	out := map[svo.Key]bool{}
	for rows.Next() {
		var k svo.Key
		var multi int
		if err := rows.Scan(&k.Subject, &k.Attribute, &k.Scope, &multi); err != nil {
			return nil, err
		}
		out[k] = multi != 0
	}
	return out, rows.Err()
}
