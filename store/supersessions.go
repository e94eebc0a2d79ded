package store

import (
	"context"
	"fmt"
	"io"
	"time"

	"l9/memory"
)

// Supersession is one affirmed supersession edge as the store holds it.
type Supersession struct {
	OldID      string    `json:"old_id"`
	NewID      string    `json:"new_id"`
	At         time.Time `json:"at"`          // the stamp: the old memory's expires_at
	Source     string    `json:"source"`      // stage0, apply or auto
	AffirmedAt time.Time `json:"affirmed_at"` // when it was written (the event's time)
	Actor      string    `json:"actor"`
	Retracted  bool      `json:"retracted"`
}

// Supersessions returns every affirmed supersession edge (retracted ones
// included, marked), oldest first.
func (s *Store) Supersessions(ctx context.Context) ([]Supersession, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT s.old_id, s.new_id, s.at, s.source, e.at, e.actor, s.retracted_by IS NOT NULL
FROM supersessions s JOIN events e ON e.seq = s.event_seq ORDER BY s.seq`)
	if err != nil {
		return nil, fmt.Errorf("read supersessions: %w", err)
	}
	defer rows.Close()
	out := []Supersession{}
	for rows.Next() {
		var x Supersession
		var at, aff string
		if err := rows.Scan(&x.OldID, &x.NewID, &at, &x.Source, &aff, &x.Actor, &x.Retracted); err != nil {
			return nil, err
		}
		if x.At, err = memory.ParseTime(at); err != nil {
			return nil, fmt.Errorf("supersession %s → %s: %w", x.OldID, x.NewID, err)
		}
		if x.AffirmedAt, err = memory.ParseTime(aff); err != nil {
			return nil, fmt.Errorf("supersession %s → %s: %w", x.OldID, x.NewID, err)
		}
		out = append(out, x)
	}
	return out, rows.Err()
}

// ExportNamespace is Export restricted to the memories of one namespace
// ("" the default namespace). A constellation lives in one namespace, so
// the output is a complete set: importing it elsewhere needs nothing else.
func (s *Store) ExportNamespace(ctx context.Context, w io.Writer, ns string) error {
	ms, err := listMemories(ctx, s.db)
	if err != nil {
		return err
	}
	if err := attachAliases(ctx, s.db, ms); err != nil {
		return err
	}
	keep := ms[:0]
	for i := range ms {
		if ms[i].Namespace == ns {
			keep = append(keep, ms[i])
		}
	}
	return memory.WriteAll(w, keep)
}
