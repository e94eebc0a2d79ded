package store

import (
	"context"
	"fmt"
	"sort"
	"time"

	"l9/memory"
)

// EntryStatus is what apply did with one diff entry.
type EntryStatus int

// The statuses of a diff entry.
const (
	// EntryApplied: the old memory's constellation was stamped and the
	// supersession affirmed.
	EntryApplied EntryStatus = iota + 1
	// EntryMissing: the old memory is not in the store; skipped.
	EntryMissing
	// EntryReplacementMissing: the replacement is not in the store; skipped.
	EntryReplacementMissing
	// EntryAlreadyExpired: the old memory already expired at or before the
	// entry's expires_at (a re-applied or stale diff); skipped.
	EntryAlreadyExpired
	// EntrySelf: old and replacement are one constellation; skipped.
	EntrySelf
	// EntryNotNewer: the entry's expires_at is not after the old memory's
	// own instant (the store changed since the proposal); skipped.
	EntryNotNewer
	// EntryProposedOnly: Stage 2 left the entry a proposal (gate refused).
	EntryProposedOnly
	// EntryReplacementMoved: the replacement's instant (observed_at, else
	// created_at) is now before the entry's expires_at, so it no longer
	// justifies that stamp: the store changed since the proposal; skipped.
	EntryReplacementMoved
	// EntryNamespaceMismatch: old and replacement are in different
	// namespaces (units of different namespaces never pair); skipped.
	EntryNamespaceMismatch
)

func (s EntryStatus) String() string {
	switch s {
	case EntryApplied:
		return "applied"
	case EntryMissing:
		return "skipped: old memory missing"
	case EntryReplacementMissing:
		return "skipped: replacement missing"
	case EntryAlreadyExpired:
		return "skipped: already expired"
	case EntrySelf:
		return "skipped: self-supersession"
	case EntryNotNewer:
		return "skipped: replacement not newer"
	case EntryProposedOnly:
		return "proposed only"
	case EntryReplacementMoved:
		return "skipped: replacement's instant changed"
	case EntryNamespaceMismatch:
		return "skipped: different namespaces"
	}
	return "unknown"
}

// EntryResult is one entry's fate.
type EntryResult struct {
	Index   int // in the diff
	Entry   Entry
	Status  EntryStatus
	Detail  string
	Root    string   // the old memory's constellation root
	Stamped []string // for EntryApplied
}

// ApplyReport is what an apply committed, entries in diff order.
type ApplyReport struct {
	DiffSHA256 string
	Results    []EntryResult
}

// Count returns how many entries have status st.
func (r *ApplyReport) Count(st EntryStatus) int {
	n := 0
	for _, e := range r.Results {
		if e.Status == st {
			n++
		}
	}
	return n
}

// ApplyRequest is one `l9 apply --diff ... --confirm`.
type ApplyRequest struct {
	Diff      *Diff
	DiffBytes []byte // the exact file bytes (hashed and kept in the store)
	DiffPath  string
	Now       time.Time
	Actor     string
}

// Apply affirms every applicable supersession of a confirmed diff in one
// transaction. It is state-checked: entries whose old memory is missing or
// already expired at or before the entry's expires_at are skipped and
// reported, so re-applying a diff (or applying a stale one) changes nothing.
// Entries are applied in order of expires_at, so when several name one old
// memory the earliest replacement wins, whatever the diff's order.
func (s *Store) Apply(ctx context.Context, req ApplyRequest) (ApplyReport, error) {
	rep := ApplyReport{DiffSHA256: SHA256(req.DiffBytes)}
	err := s.write(ctx, func(tx *wtx) error {
		if err := checkDiffStore(ctx, tx, req.Diff, req.DiffPath, s.path); err != nil {
			return err
		}
		if err := storeDiff(ctx, tx, rep.DiffSHA256, req.DiffPath, req.DiffBytes); err != nil {
			return err
		}
		var err error
		rep.Results, err = applyEntries(ctx, tx, req.Diff.Supersessions, nil, "apply", req.Now, req.Actor, rep.DiffSHA256)
		if err != nil {
			return err
		}
		_, err = appendEvent(ctx, tx, req.Now, req.Actor, EventApply, "", "", summary(&rep, req.DiffPath), rep.DiffSHA256)
		return err
	})
	if err != nil {
		return ApplyReport{}, err
	}
	return rep, nil
}

func summary(rep *ApplyReport, path string) map[string]any {
	counts := map[string]int{}
	for _, r := range rep.Results {
		counts[r.Status.String()]++
	}
	return map[string]any{"diff": path, "entries": len(rep.Results), "counts": counts}
}

func storeDiff(ctx context.Context, tx *wtx, sha, path string, b []byte) error {
	if _, err := tx.ExecContext(ctx, `INSERT INTO diffs (sha256, path, content) VALUES (?,?,?) ON CONFLICT(sha256) DO NOTHING`, sha, path, b); err != nil {
		return fmt.Errorf("keep diff %s: %w", path, err)
	}
	return nil
}

// applyEntries is the one state-checked loop behind Apply and ApplyAuto.
// gate, when non-nil, may leave an entry a proposal (with a reason).
func applyEntries(ctx context.Context, tx *wtx, entries []Entry, gate func(i int) (bool, string), source string, now time.Time, actor, diffSHA string) ([]EntryResult, error) {
	out := make([]EntryResult, len(entries))
	order := make([]int, len(entries))
	for i := range entries {
		order[i] = i
		out[i] = EntryResult{Index: i, Entry: entries[i]}
	}
	sort.SliceStable(order, func(a, b int) bool {
		return entries[order[a]].ExpiresAt.Before(entries[order[b]].ExpiresAt)
	})
	for _, i := range order {
		e := entries[i]
		r := &out[i]
		if gate != nil {
			if ok, why := gate(i); !ok {
				r.Status, r.Detail = EntryProposedOnly, why
				continue
			}
		}
		if e.ExpiredMemoryID == e.ReplacementMemoryID {
			r.Status = EntrySelf
			continue
		}
		if _, ok, err := getMemory(ctx, tx, e.ExpiredMemoryID); err != nil {
			return nil, err
		} else if !ok {
			r.Status = EntryMissing
			continue
		}
		repl, ok, err := getMemory(ctx, tx, e.ReplacementMemoryID)
		if err != nil {
			return nil, err
		}
		if !ok {
			r.Status = EntryReplacementMissing
			continue
		}
		root, members, err := constellation(ctx, tx, e.ExpiredMemoryID)
		if err != nil {
			return nil, err
		}
		r.Root = root.ID
		self := false
		for _, m := range members {
			if m.ID == e.ReplacementMemoryID {
				self = true
			}
		}
		if self {
			r.Status = EntrySelf
			continue
		}
		if root.Namespace != repl.Namespace {
			r.Status, r.Detail = EntryNamespaceMismatch, memory.ShowNamespace(root.Namespace)+" vs "+memory.ShowNamespace(repl.Namespace)
			continue
		}
		stamp := e.ExpiresAt.UTC()
		if repl.OrderTime().Before(stamp) {
			r.Status, r.Detail = EntryReplacementMoved, "replacement's instant "+memory.FormatTime(repl.OrderTime())
			continue
		}
		if ee := root.EffectiveExpiry(); ee != nil && !ee.After(stamp) { // expires_at, else created_at + ttl_seconds
			r.Status, r.Detail = EntryAlreadyExpired, "expires_at "+memory.FormatTime(*ee)
			continue
		}
		if !stamp.After(root.OrderTime()) {
			r.Status, r.Detail = EntryNotNewer, "old memory's instant "+memory.FormatTime(root.OrderTime())
			continue
		}
		extra := map[string]any{"entry": i, "reason": e.Reason, "score": e.Score, "old_value": e.OldValue, "new_value": e.NewValue}
		// Facet-precise (store/facets.go): a whole memory stamps its
		// constellation, a facet only itself.
		r.Stamped, r.Status, r.Detail, err = supersedeEntry(ctx, tx, root, members, &e, stamp, source, now, actor, diffSHA, extra)
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}
