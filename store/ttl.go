package store

import (
	"context"
	"fmt"
	"time"

	"l9/memory"
)

// EventTTL is the event kind of a ttl_seconds change.
const EventTTL = "ttl"

// ttlCol is the ttl_seconds column value: NULL for none.
func ttlCol(n int64) any {
	if n <= 0 {
		return nil
	}
	return n
}

// TTLRequest sets (TTLSeconds > 0) or clears (Clear) the relative expiry of
// a memory's whole constellation.
type TTLRequest struct {
	Handle     string
	TTLSeconds int64
	Clear      bool
	Now        time.Time
	Actor      string
}

// TTLResult is what SetTTL committed.
type TTLResult struct {
	Root    string
	Stamped []string // every member of the constellation
	Old     int64    // the root's ttl_seconds before (0 = none)
	New     int64
	// EffectiveExpiry is the root's effective expiry after the change (nil:
	// never expires).
	EffectiveExpiry *time.Time
}

// SetTTL sets or clears ttl_seconds on a memory's whole constellation, with
// an event, in one transaction. A TTL only matters while expires_at is not
// set (memory.EffectiveExpiry): it never retracts or moves a supersession.
func (s *Store) SetTTL(ctx context.Context, req TTLRequest) (TTLResult, error) {
	var res TTLResult
	if s.opt.ReadOnly {
		return res, ErrReadOnly
	}
	if req.Clear == (req.TTLSeconds != 0) {
		return res, fmt.Errorf("ttl: give exactly one of a TTL > 0 or clear")
	}
	if !req.Clear {
		if err := memory.CheckTTL(req.TTLSeconds); err != nil {
			return res, err
		}
	}
	err := s.write(ctx, func(tx *wtx) error {
		id, err := resolve(ctx, tx, req.Handle)
		if err != nil {
			return err
		}
		root, members, err := constellation(ctx, tx, id)
		if err != nil {
			return err
		}
		res.Root, res.Old, res.New = root.ID, root.TTLSeconds, req.TTLSeconds
		for _, m := range members {
			res.Stamped = append(res.Stamped, m.ID)
			if _, err := tx.ExecContext(ctx, `UPDATE memories SET ttl_seconds = ? WHERE id = ?`, ttlCol(req.TTLSeconds), m.ID); err != nil {
				return fmt.Errorf("set ttl_seconds of %s: %w", m.ID, err)
			}
		}
		detail := map[string]any{"old": ttlCol(res.Old), "new": ttlCol(res.New), "stamped": res.Stamped}
		if _, err := appendEvent(ctx, tx, req.Now, req.Actor, EventTTL, root.ID, "", detail, ""); err != nil {
			return err
		}
		root.TTLSeconds = req.TTLSeconds
		res.EffectiveExpiry = utcPtr(root.EffectiveExpiry())
		return nil
	})
	return res, err
}
