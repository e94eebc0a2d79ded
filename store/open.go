package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// ApplicationID is the SQLite application id of an l9 store ("l9db"),
// written by `l9 store init` (schema v4 and later). Every other command
// refuses a file that does not carry it (see checkIdentity for stores made
// before it existed).
const ApplicationID = 0x6c396462

// NotStoreError says a file exists but is not an l9 store: only `l9 store
// init` creates a store, and it never adopts an existing file.
type NotStoreError struct {
	Path string
	Why  string
}

func (e *NotStoreError) Error() string {
	return fmt.Sprintf("%s is not an l9 store: %s (nothing read or written; only `l9 store init` creates a store, and only where no file exists)", e.Path, e.Why)
}

var sqliteMagic = []byte("SQLite format 3\x00")

// preflight looks at the file before SQLite does, so that nothing is
// created, converted or written for a file that is not a store. It returns
// whether the file exists.
func preflight(path string, opt Options) (bool, error) {
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		if !opt.Create {
			return false, &NoStoreError{Path: path}
		}
		if opt.ReadOnly {
			return false, fmt.Errorf("create store %s: %w", path, ErrReadOnly)
		}
		dir := filepath.Dir(path)
		if di, err := os.Stat(dir); err != nil || !di.IsDir() {
			return false, fmt.Errorf("create store %s: the directory %s does not exist (create it first)", path, dir)
		}
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("open store %s: %w", path, err)
	}
	if !fi.Mode().IsRegular() {
		return true, &NotStoreError{Path: path, Why: "not a regular file (" + fi.Mode().Type().String() + ")"}
	}
	if fi.Size() == 0 {
		return true, &NotStoreError{Path: path, Why: "an empty file (0 bytes)"}
	}
	f, err := os.Open(path)
	if err != nil {
		return true, fmt.Errorf("open store %s: %w", path, err)
	}
	defer f.Close()
	b := make([]byte, len(sqliteMagic))
	if _, err := io.ReadFull(f, b); err != nil || string(b) != string(sqliteMagic) {
		return true, &NotStoreError{Path: path, Why: "not an SQLite database"}
	}
	return true, nil
}

// checkIdentity refuses an SQLite database that is not an l9 store: its
// application id must be ApplicationID, or (a store made before schema v4)
// 0 with a schema version ≥ 1 and l9's tables.
func checkIdentity(ctx context.Context, db *sql.DB, path string) error {
	var app, uv int
	if err := db.QueryRowContext(ctx, "PRAGMA application_id").Scan(&app); err != nil {
		return &NotStoreError{Path: path, Why: fmt.Sprintf("unreadable as SQLite (%v)", err)}
	}
	if err := db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&uv); err != nil {
		return &NotStoreError{Path: path, Why: fmt.Sprintf("unreadable as SQLite (%v)", err)}
	}
	if app == ApplicationID {
		return nil
	}
	rows, err := db.QueryContext(ctx, `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
	if err != nil {
		return &NotStoreError{Path: path, Why: fmt.Sprintf("unreadable as SQLite (%v)", err)}
	}
	defer rows.Close()
	var names []string
	have := map[string]bool{}
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return err
		}
		names = append(names, n)
		have[n] = true
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if app == 0 && uv >= 1 && have["memories"] && have["events"] && have["supersessions"] && have["settings"] {
		return nil // an l9 store from before the application id; migrating stamps it
	}
	why := fmt.Sprintf("a foreign SQLite database (application id %#x", app)
	switch {
	case len(names) == 0:
		why += ", no tables)"
	case len(names) > 6:
		why += ", tables " + strings.Join(names[:6], ", ") + ", …)"
	default:
		why += ", tables " + strings.Join(names, ", ") + ")"
	}
	return &NotStoreError{Path: path, Why: why}
}

// dsn builds the connection string. A reader never writes: when it may
// write the file and its directory it opens read-write with query_only (so
// SQLite, as the last connection, still removes the -wal and -shm files it
// made); otherwise it opens mode=ro, and immutable when there is no -wal file
// (no writer is active), so that it needs no -shm file it cannot create.
func dsn(path string, opt Options, writer bool) string {
	q := url.Values{}
	q.Set("_busy_timeout", fmt.Sprint(opt.BusyTimeout.Milliseconds()))
	q.Set("_foreign_keys", "1")
	if writer {
		q.Set("_txlock", "immediate")
		q.Set("_synchronous", "FULL")
	} else if writable(path) && writable(filepath.Dir(path)) {
		q.Set("_query_only", "1")
	} else {
		q.Set("mode", "ro")
		if _, err := os.Stat(path + "-wal"); errors.Is(err, fs.ErrNotExist) {
			q.Set("immutable", "1")
		}
	}
	return "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + q.Encode()
}

// openDB opens path, checks that it is an l9 store, and for a writer puts
// it in WAL mode.
func openDB(ctx context.Context, path string, opt Options, writer bool) (*sql.DB, error) {
	db, err := sql.Open("sqlite", dsn(path, opt, writer))
	if err != nil {
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	// One connection: a command is one sequence of statements, and a single
	// connection makes BEGIN IMMEDIATE ... COMMIT the only way in.
	db.SetMaxOpenConns(1)
	if err := checkIdentity(ctx, db, path); err != nil {
		db.Close()
		return nil, err
	}
	if writer {
		var mode string
		if err := db.QueryRowContext(ctx, "PRAGMA journal_mode = WAL").Scan(&mode); err != nil {
			db.Close()
			return nil, fmt.Errorf("open store %s: WAL: %w", path, err)
		}
	}
	return db, nil
}

// create builds a new store next to path and links it into place, so that a
// store file exists only once its schema and init event are committed, and
// an existing file is never adopted.
func create(ctx context.Context, path string, opt Options) error {
	tmp := fmt.Sprintf("%s.init-%s", path, NewUUID()[:8])
	db, err := sql.Open("sqlite", dsn(tmp, opt, true))
	if err != nil {
		return fmt.Errorf("create store %s: %w", path, err)
	}
	db.SetMaxOpenConns(1)
	defer os.Remove(tmp)
	var mode string
	if err := db.QueryRowContext(ctx, "PRAGMA journal_mode = WAL").Scan(&mode); err != nil {
		db.Close()
		return fmt.Errorf("create store %s: %w", path, err)
	}
	s := &Store{db: db, path: path, opt: opt}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return err
	}
	if err := db.Close(); err != nil {
		return fmt.Errorf("create store %s: %w", path, err)
	}
	os.Remove(tmp + "-wal")
	os.Remove(tmp + "-shm")
	if err := os.Link(tmp, path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return &NotStoreError{Path: path, Why: "created by someone else while this init ran"}
		}
		return fmt.Errorf("create store %s: %w", path, err)
	}
	return nil
}

// openStore is Open: preflight, create when asked and missing, migrate
// (a reader of an older schema migrates first when it may write the file),
// then the connection the caller asked for.
func openStore(ctx context.Context, path string, opt Options) (*Store, error) {
	if opt.BusyTimeout <= 0 {
		opt.BusyTimeout = 30 * time.Second
	}
	exists, err := preflight(path, opt)
	if err != nil {
		return nil, err
	}
	created := false
	if !exists {
		if err := create(ctx, path, opt); err != nil {
			return nil, err
		}
		created = true
	}
	writer := !opt.ReadOnly
	db, err := openDB(ctx, path, opt, writer)
	if err != nil {
		return nil, err
	}
	s := &Store{db: db, path: path, opt: opt, created: created}
	v, err := s.SchemaVersionOf(ctx)
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	if v > SchemaVersion {
		db.Close()
		return nil, &SchemaError{Path: path, Have: v, Max: SchemaVersion}
	}
	if v < SchemaVersion {
		if !writer {
			// Migrate once through a writer, then read.
			db.Close()
			if !writable(path) || !writable(filepath.Dir(path)) {
				return nil, fmt.Errorf("store %s has schema v%d and needs migrating to v%d, which needs write access to it and its directory: run any l9 command that writes, with write access, once", path, v, SchemaVersion)
			}
			wopt := opt
			wopt.ReadOnly = false
			w, err := openStore(ctx, path, wopt)
			if err != nil {
				return nil, err
			}
			if err := w.Close(); err != nil {
				return nil, err
			}
			return openStore(ctx, path, opt)
		}
		if err := s.migrate(ctx); err != nil {
			db.Close()
			return nil, err
		}
	}
	return s, nil
}
