package store

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"l9/memory"
)

// EventUndo is the event of `l9 apply --undo`.
const EventUndo = "undo"

// UndoneEdge is one supersession an undo retracted.
type UndoneEdge struct {
	OldID, NewID, Unit string
	Restored           []string // memories whose expires_at went back to its value before the apply
	Kept               []string // memories whose expires_at changed since: left as they are
}

// UndoReport is what an undo committed.
type UndoReport struct {
	DiffSHA256 string
	Edges      []UndoneEdge
}

// NothingToUndoError says no supersession of the named apply is in force.
type NothingToUndoError struct{ What string }

func (e *NothingToUndoError) Error() string {
	return fmt.Sprintf("%s: no supersession it wrote is still in force (never applied, already undone, or retracted): nothing to undo", e.What)
}

// Undo retracts, in one transaction, every unretracted supersession one
// apply wrote (apply --confirm or Stage 2), named by its diff's sha256 (a
// unique prefix of at least 12 hex digits) or, with last, the latest apply
// that still has one: each edge gets a retract event, and every expires_at
// it stamped goes back to its value before the apply — unless the memory's
// expires_at changed since (then it is left, and reported). The retired
// memories are back in force. An undo event records the whole.
func (s *Store) Undo(ctx context.Context, sha string, last bool, now time.Time, actor string) (UndoReport, error) {
	var rep UndoReport
	err := s.write(ctx, func(tx *wtx) error {
		full, err := undoTarget(ctx, tx, sha, last)
		if err != nil {
			return err
		}
		rep.DiffSHA256 = full
		rows, err := tx.QueryContext(ctx, `SELECT s.seq, s.old_id, s.new_id, s.unit, s.stamped, s.at FROM supersessions s JOIN events e ON e.seq = s.event_seq
WHERE e.diff_sha256 = ? AND s.source IN ('apply', 'auto') AND s.retracted_by IS NULL ORDER BY s.seq DESC`, full)
		if err != nil {
			return err
		}
		type row struct {
			seq                    int64
			old, new, unit, st, at string
		}
		var rs []row
		for rows.Next() {
			var r row
			if err := rows.Scan(&r.seq, &r.old, &r.new, &r.unit, &r.st, &r.at); err != nil {
				rows.Close()
				return err
			}
			rs = append(rs, r)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		if len(rs) == 0 {
			return &NothingToUndoError{What: "diff " + full[:12]}
		}
		for _, r := range rs {
			ue := UndoneEdge{OldID: r.old, NewID: r.new, Unit: r.unit, Restored: []string{}, Kept: []string{}}
			var recs []StampRec
			if r.st != "" {
				if err := json.Unmarshal([]byte(r.st), &recs); err != nil {
					return fmt.Errorf("supersession %d: stamped: %w", r.seq, err)
				}
			}
			for _, st := range recs {
				m, ok, err := getMemory(ctx, tx, st.ID)
				if err != nil {
					return err
				}
				cur := fmtTimeStr(nil)
				if ok {
					cur = fmtTimeStr(m.ExpiresAt)
				}
				set := st.Set
				if set == nil {
					// Written before Set was recorded: the edge's instant.
					if t, err := memory.ParseTime(r.at); err == nil {
						set = fmtTimeStr(&t)
					}
				}
				if !ok || set == nil || cur == nil || *cur != *set {
					ue.Kept = append(ue.Kept, st.ID)
					continue
				}
				var prev any
				if st.Prev != nil {
					prev = *st.Prev
				}
				if _, err := tx.ExecContext(ctx, `UPDATE memories SET expires_at = ? WHERE id = ?`, prev, st.ID); err != nil {
					return fmt.Errorf("restore %s: %w", st.ID, err)
				}
				ue.Restored = append(ue.Restored, st.ID)
			}
			seq, err := appendEvent(ctx, tx, now, actor, EventRetract, r.old, r.new,
				map[string]any{"edge": r.seq, "unit": r.unit, "because": "apply --undo " + full[:12], "restored": ue.Restored, "kept": ue.Kept}, full)
			if err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `UPDATE supersessions SET retracted_by = ? WHERE seq = ?`, seq, r.seq); err != nil {
				return err
			}
			rep.Edges = append(rep.Edges, ue)
		}
		_, err = appendEvent(ctx, tx, now, actor, EventUndo, "", "", map[string]any{"diff": full, "retracted": len(rep.Edges)}, full)
		return err
	})
	if err != nil {
		return UndoReport{}, err
	}
	return rep, nil
}

// undoTarget resolves the diff an undo names.
func undoTarget(ctx context.Context, tx *wtx, sha string, last bool) (string, error) {
	if last {
		var full string
		err := tx.QueryRowContext(ctx, `SELECT e.diff_sha256 FROM supersessions s JOIN events e ON e.seq = s.event_seq
WHERE s.source IN ('apply', 'auto') AND s.retracted_by IS NULL AND e.diff_sha256 != '' ORDER BY s.seq DESC LIMIT 1`).Scan(&full)
		if err != nil {
			return "", &NothingToUndoError{What: "the store"}
		}
		return full, nil
	}
	sha = strings.ToLower(strings.TrimSpace(sha))
	if len(sha) < 12 || strings.Trim(sha, "0123456789abcdef") != "" {
		return "", fmt.Errorf("apply --undo %q: want the diff's sha256 or a prefix of at least 12 hex digits (as apply printed it)", sha)
	}
	rows, err := tx.QueryContext(ctx, `SELECT DISTINCT diff_sha256 FROM events WHERE kind IN (?, ?) AND substr(diff_sha256, 1, length(?3)) = ?3 ORDER BY diff_sha256`, EventApply, EventApplyAuto, sha)
	if err != nil {
		return "", err
	}
	defer rows.Close()
	var m []string
	for rows.Next() {
		var x string
		if err := rows.Scan(&x); err != nil {
			return "", err
		}
		m = append(m, x)
	}
	switch len(m) {
	case 0:
		return "", fmt.Errorf("apply --undo %s: no apply of a diff with that sha256 in this store (l9 store log lists them)", sha)
	case 1:
		return m[0], nil
	}
	return "", fmt.Errorf("apply --undo %s: the prefix names %d diffs: %s", sha, len(m), strings.Join(m, ", "))
}
