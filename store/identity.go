package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// SettingStoreID is the setting holding the store id, made once (schema
// v4) and never changed: a backup restored elsewhere is the same store.
const SettingStoreID = "store_id"

// ForeignDiffError says a pending diff was proposed from another store.
type ForeignDiffError struct {
	Diff, DiffStore, Store, StorePath string
}

func (e *ForeignDiffError) Error() string {
	return fmt.Sprintf("%s was proposed from store %s, not from %s (store %s): a diff applies only to the store it was computed over; run `l9 propose` on this store instead (nothing written)",
		e.Diff, e.DiffStore, e.StorePath, e.Store)
}

func storeID(ctx context.Context, q querier) (string, error) {
	var id string
	err := q.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, SettingStoreID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && id == "") {
		return "", fmt.Errorf("store has no %s setting", SettingStoreID)
	}
	if err != nil {
		return "", fmt.Errorf("read store id: %w", err)
	}
	return id, nil
}

// StoreID returns the store's id.
func (s *Store) StoreID(ctx context.Context) (string, error) { return storeID(ctx, s.db) }

// checkDiffStore refuses a diff naming another store (a diff built in
// memory without a store id is the caller's own and is not checked).
func checkDiffStore(ctx context.Context, tx *wtx, d *Diff, path, storePath string) error {
	if d == nil || d.StoreID == "" {
		return nil
	}
	id, err := storeID(ctx, tx)
	if err != nil {
		return err
	}
	if d.StoreID != id {
		return &ForeignDiffError{Diff: path, DiffStore: d.StoreID, Store: id, StorePath: storePath}
	}
	return nil
}

// SetSettings writes several settings in one transaction, each logged
// (kv in the order given).
func (s *Store) SetSettings(ctx context.Context, kv [][2]string, now time.Time, actor string) error {
	return s.write(ctx, func(tx *wtx) error {
		for _, p := range kv {
			key, value := p[0], p[1]
			var old string
			err := tx.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, key).Scan(&old)
			if err != nil && !errors.Is(err, sql.ErrNoRows) {
				return err
			}
			if key == SettingStoreID {
				return fmt.Errorf("the store id is never changed")
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`, key, value); err != nil {
				return fmt.Errorf("write setting %s: %w", key, err)
			}
			if _, err := appendEvent(ctx, tx, now, actor, EventSetting, "", "", map[string]string{"key": key, "old": old, "new": value}, ""); err != nil {
				return err
			}
		}
		return nil
	})
}
