package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
)

// BackupReport describes a backup or restore.
type BackupReport struct {
	Path     string
	Schema   int
	Memories int
	Events   int
	Edges    int
	Diffs    int
	StoreID  string
}

// Backup writes a full-fidelity copy of the store to dst with VACUUM INTO:
// every table (memories, supersessions, events, diffs, settings, the key
// history, aliases, …) as one consistent snapshot, compacted. dst must not
// exist; the copy is made next to it and linked into place only once it
// passes an integrity check, so a failed backup leaves nothing at dst.
// Unlike `l9 store export` (memories only), a backup restores everything.
func (s *Store) Backup(ctx context.Context, dst string) (BackupReport, error) {
	return copyStore(ctx, "backup", s.path, dst)
}

// BackupFile is Backup of the store file src.
func BackupFile(ctx context.Context, src, dst string) (BackupReport, error) {
	return copyStore(ctx, "backup", src, dst)
}

// Restore makes a store at dst from the backup src (a file written by
// Backup, or any l9 store): src is checked (an l9 store, integrity ok, a
// schema this l9 reads), copied with VACUUM INTO and linked into place.
// dst must not exist: a restore never replaces a store (move it away
// first). A backup of an older schema is migrated when first opened.
func Restore(ctx context.Context, src, dst string) (BackupReport, error) {
	return copyStore(ctx, "restore", src, dst)
}

// copyStore snapshots the l9 store src into the new file dst.
func copyStore(ctx context.Context, what, src, dst string) (BackupReport, error) {
	if _, err := os.Lstat(dst); err == nil {
		if what == "restore" {
			return BackupReport{}, fmt.Errorf("restore: %s exists: a restore never replaces a store (restore to a new --db path, or move the store away first)", dst)
		}
		return BackupReport{}, fmt.Errorf("backup: %s exists: a backup never replaces a file (choose a new name)", dst)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return BackupReport{}, fmt.Errorf("%s: %w", what, err)
	}
	if di, err := os.Stat(filepath.Dir(dst)); err != nil || !di.IsDir() {
		return BackupReport{}, fmt.Errorf("%s: the directory %s does not exist", what, filepath.Dir(dst))
	}
	if _, err := preflight(src, Options{}); err != nil {
		return BackupReport{}, fmt.Errorf("%s from %s: %w", what, src, err)
	}
	// A snapshot reader: read-only, and immutable when no writer is active
	// (no -wal file), so that it leaves no -wal/-shm behind.
	dsn := "file:" + (&url.URL{Path: src}).EscapedPath() + "?mode=ro"
	if _, err := os.Stat(src + "-wal"); errors.Is(err, fs.ErrNotExist) {
		dsn += "&immutable=1"
	}
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return BackupReport{}, fmt.Errorf("%s from %s: %w", what, src, err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	if err := checkIdentity(ctx, db, src); err != nil {
		return BackupReport{}, fmt.Errorf("%s from %s: %w", what, src, err)
	}
	if _, err := inspectDB(ctx, db); err != nil {
		return BackupReport{}, fmt.Errorf("%s from %s: %w", what, src, err)
	}
	tmp := fmt.Sprintf("%s.%s-%s", dst, what, NewUUID()[:8])
	if _, err := db.ExecContext(ctx, `VACUUM INTO ?`, tmp); err != nil {
		os.Remove(tmp)
		return BackupReport{}, fmt.Errorf("%s %s to %s: %w", what, src, dst, err)
	}
	defer os.Remove(tmp)
	rep, err := inspect(ctx, tmp)
	if err != nil {
		return BackupReport{}, fmt.Errorf("%s: the copy does not check: %w", what, err)
	}
	if err := linkInto(tmp, dst); err != nil {
		return BackupReport{}, fmt.Errorf("%s: %w", what, err)
	}
	rep.Path = dst
	return rep, nil
}

func linkInto(tmp, dst string) error {
	if err := os.Link(tmp, dst); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("%s appeared while copying: not replaced", dst)
		}
		return err
	}
	return nil
}

// inspect opens a copy read-only and checks it.
func inspect(ctx context.Context, path string) (BackupReport, error) {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro&immutable=1")
	if err != nil {
		return BackupReport{}, err
	}
	defer db.Close()
	if err := checkIdentity(ctx, db, path); err != nil {
		return BackupReport{}, err
	}
	return inspectDB(ctx, db)
}

func inspectDB(ctx context.Context, db *sql.DB) (BackupReport, error) {
	var rep BackupReport
	var ok []string
	rows, err := db.QueryContext(ctx, `PRAGMA integrity_check`)
	if err != nil {
		return rep, err
	}
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			rows.Close()
			return rep, err
		}
		ok = append(ok, s)
	}
	rows.Close()
	if len(ok) != 1 || ok[0] != "ok" {
		return rep, fmt.Errorf("integrity check: %s", strings.Join(ok, "; "))
	}
	if err := db.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&rep.Schema); err != nil {
		return rep, err
	}
	if rep.Schema > SchemaVersion {
		return rep, fmt.Errorf("schema v%d is newer than this l9 (v%d)", rep.Schema, SchemaVersion)
	}
	for _, c := range []struct {
		q   string
		dst *int
	}{{`SELECT count(*) FROM memories`, &rep.Memories}, {`SELECT count(*) FROM events`, &rep.Events},
		{`SELECT count(*) FROM supersessions`, &rep.Edges}, {`SELECT count(*) FROM diffs`, &rep.Diffs}} {
		if err := db.QueryRowContext(ctx, c.q).Scan(c.dst); err != nil {
			return rep, err
		}
	}
	db.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, SettingStoreID).Scan(&rep.StoreID)
	return rep, nil
}
