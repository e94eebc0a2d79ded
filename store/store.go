package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"l9/memory"
)

// DefaultPath is the store file used when none is given.
const DefaultPath = "l9.db"

// MinPrefix is the shortest id prefix that resolves to a memory.
const MinPrefix = 8

// Options configure Open.
type Options struct {
	// Create makes a missing store file; otherwise a missing file is an error.
	Create bool
	// ReadOnly refuses every write with ErrReadOnly before anything is written.
	ReadOnly bool
	// NewID mints ids for new memories; nil means a random UUID.
	NewID func() string
	// BusyTimeout is how long a writer waits for another writer's lock
	// (default 30s).
	BusyTimeout time.Duration
	// Actor and Now are recorded in the init event when Open creates the
	// schema (the event is written in the migration's transaction).
	Actor string
	Now   time.Time
	// Trace, when set, is called at the transaction boundaries of every
	// writing method ("begin" after the write lock is held, "commit" after the
	// commit). Tests use it to classify where a kill landed.
	Trace func(event string)
}

// Store is an open store file.
type Store struct {
	db      *sql.DB
	path    string
	opt     Options
	created bool // Open created the schema
}

// ErrReadOnly is returned by every writing method of a read-only store.
var ErrReadOnly = errors.New("store is open read-only (L9_READONLY is set, or the command only reads)")

// NoStoreError says the store file does not exist.
type NoStoreError struct{ Path string }

func (e *NoStoreError) Error() string {
	return fmt.Sprintf("no store at %s (create it with `l9 store init`, or choose one with --db or L9_DB)", e.Path)
}

// NotFoundError says an id names no memory.
type NotFoundError struct{ Handle string }

func (e *NotFoundError) Error() string {
	if utf8.RuneCountInString(e.Handle) < MinPrefix {
		return fmt.Sprintf("no memory with id or slug %q (a prefix needs at least %d characters)", e.Handle, MinPrefix)
	}
	return fmt.Sprintf("no memory with id, slug or id prefix %q", e.Handle)
}

// AmbiguousIDError says an id prefix matches more than one memory
// (code AMBIGUOUS_ID). It is never resolved to an arbitrary pick.
type AmbiguousIDError struct {
	Prefix  string
	Matches []string // sorted
}

// Code is the stable error code.
func (e *AmbiguousIDError) Code() string { return "AMBIGUOUS_ID" }

func (e *AmbiguousIDError) Error() string {
	return fmt.Sprintf("AMBIGUOUS_ID: prefix %q matches %d memories: %s", e.Prefix, len(e.Matches), strings.Join(e.Matches, ", "))
}

// SchemaError says the file's schema is newer than this program.
type SchemaError struct {
	Path      string
	Have, Max int
}

func (e *SchemaError) Error() string {
	return fmt.Sprintf("store %s has schema v%d, newer than this l9 (v%d)", e.Path, e.Have, e.Max)
}

// Open opens (and, with opt.Create, creates) the store at path and migrates
// its schema to SchemaVersion.
func Open(ctx context.Context, path string, opt Options) (*Store, error) {
	if path == "" {
		path = DefaultPath
	}
	return openStore(ctx, path, opt) // store/open.go
}

// Close closes the store.
func (s *Store) Close() error { return s.db.Close() }

// Created reports whether this Open created the store's schema.
func (s *Store) Created() bool { return s.created }

// Path is the store's file.
func (s *Store) Path() string { return s.path }

// ReadOnly reports whether writes are refused.
func (s *Store) ReadOnly() bool { return s.opt.ReadOnly }

func (s *Store) migrate(ctx context.Context) error {
	var v int
	if err := s.db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
		return fmt.Errorf("open store %s: %w", s.path, err)
	}
	if v > SchemaVersion {
		return &SchemaError{Path: s.path, Have: v, Max: SchemaVersion}
	}
	if v == SchemaVersion {
		return nil
	}
	if s.opt.ReadOnly {
		return fmt.Errorf("store %s has schema v%d and needs migrating to v%d: %w", s.path, v, SchemaVersion, ErrReadOnly)
	}
	return s.write(ctx, func(tx *wtx) error {
		// Re-read under the write lock: another process may have migrated.
		if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
			return err
		}
		from := v
		for ; v < SchemaVersion; v++ {
			if _, err := tx.Tx.ExecContext(ctx, migrations[v]); err != nil {
				return fmt.Errorf("migrate store %s to v%d: %w", s.path, v+1, err)
			}
			if _, err := tx.Tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", v+1)); err != nil {
				return fmt.Errorf("migrate store %s to v%d: %w", s.path, v+1, err)
			}
		}
		if from > 0 {
			return nil
		}
		s.created = true
		now := s.opt.Now
		if now.IsZero() {
			now = time.Unix(0, 0).UTC() // no instant given: the store never reads the clock
		}
		actor := s.opt.Actor
		if actor == "" {
			actor = "unknown"
		}
		_, err := appendEvent(ctx, tx, now, actor, EventInit, "", "", map[string]int{"schema": SchemaVersion}, "")
		return err
	})
}

// SchemaVersionOf returns the store's schema version.
func (s *Store) SchemaVersionOf(ctx context.Context) (int, error) {
	var v int
	err := s.db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v)
	return v, err
}

// write runs fn in one transaction begun with BEGIN IMMEDIATE (the DSN's
// _txlock), so the write lock is held before fn reads anything. fn's writes
// commit together or not at all.
func (s *Store) write(ctx context.Context, fn func(tx *wtx) error) error {
	if s.opt.ReadOnly {
		return ErrReadOnly
	}
	sqlTx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store %s: take write lock: %w", s.path, err)
	}
	s.trace("begin")
	tx := &wtx{Tx: sqlTx, stmts: map[string]*sql.Stmt{}}
	err = fn(tx)
	tx.closeStmts()
	if err != nil {
		sqlTx.Rollback()
		return err
	}
	if err := sqlTx.Commit(); err != nil {
		return fmt.Errorf("store %s: commit: %w", s.path, err)
	}
	s.trace("commit")
	return nil
}

func (s *Store) trace(ev string) {
	if s.opt.Trace != nil {
		s.opt.Trace(ev)
	}
}

func (s *Store) newID() string {
	if s.opt.NewID != nil {
		return s.opt.NewID()
	}
	return NewUUID()
}

// NewUUID returns a random version-4 UUID.
func NewUUID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(fmt.Sprintf("crypto/rand: %v", err))
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	h := hex.EncodeToString(b[:])
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// wtx is one write transaction. It prepares each distinct statement once
// (a transaction runs the same few statements per entry of a diff).
type wtx struct {
	*sql.Tx
	stmts map[string]*sql.Stmt
}

func (t *wtx) prep(ctx context.Context, query string) (*sql.Stmt, error) {
	if st, ok := t.stmts[query]; ok {
		return st, nil
	}
	st, err := t.Tx.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	t.stmts[query] = st
	return st, nil
}

// QueryContext runs a cached prepared query.
func (t *wtx) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	st, err := t.prep(ctx, query)
	if err != nil {
		return nil, err
	}
	return st.QueryContext(ctx, args...)
}

// QueryRowContext runs a cached prepared query for one row.
func (t *wtx) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	st, err := t.prep(ctx, query)
	if err != nil {
		return t.Tx.QueryRowContext(ctx, query, args...) // reports the same error through the Row
	}
	return st.QueryRowContext(ctx, args...)
}

// ExecContext runs a cached prepared statement.
func (t *wtx) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	st, err := t.prep(ctx, query)
	if err != nil {
		return nil, err
	}
	return st.ExecContext(ctx, args...)
}

func (t *wtx) closeStmts() {
	for _, st := range t.stmts {
		st.Close()
	}
}

// querier is what both *sql.DB and *sql.Tx offer.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// ---- memories ----

const memCols = `id, content, created_at, observed_at, effective_at, expires_at, parent_id, is_facet, tier, energy, retrieval_count, tags, namespace, ttl_seconds, authority`

func fmtTime(t *time.Time) any {
	if t == nil {
		return nil
	}
	return memory.FormatTime(*t)
}

func parseTimeCol(col string, ns sql.NullString) (*time.Time, error) {
	if !ns.Valid {
		return nil, nil
	}
	t, err := memory.ParseTime(ns.String)
	if err != nil {
		return nil, fmt.Errorf("column %s: %w", col, err)
	}
	return &t, nil
}

type rowScanner interface{ Scan(dest ...any) error }

func scanMemory(r rowScanner) (memory.Memory, error) {
	var m memory.Memory
	var created string
	var obs, eff, exp, tags sql.NullString
	var facet int
	var tier string
	var ttl sql.NullInt64
	if err := r.Scan(&m.ID, &m.Content, &created, &obs, &eff, &exp, &m.ParentID, &facet, &tier, &m.Energy, &m.RetrievalCount, &tags, &m.Namespace, &ttl, &m.Authority); err != nil {
		return m, err
	}
	m.TTLSeconds = ttl.Int64
	c, err := memory.ParseTime(created)
	if err != nil {
		return m, fmt.Errorf("memory %s: created_at: %w", m.ID, err)
	}
	m.CreatedAt = c
	if m.ObservedAt, err = parseTimeCol("observed_at", obs); err != nil {
		return m, fmt.Errorf("memory %s: %w", m.ID, err)
	}
	if m.EffectiveAt, err = parseTimeCol("effective_at", eff); err != nil {
		return m, fmt.Errorf("memory %s: %w", m.ID, err)
	}
	if m.ExpiresAt, err = parseTimeCol("expires_at", exp); err != nil {
		return m, fmt.Errorf("memory %s: %w", m.ID, err)
	}
	m.IsFacet = facet != 0
	m.Tier = memory.Tier(tier)
	if tags.Valid {
		if err := json.Unmarshal([]byte(tags.String), &m.Tags); err != nil {
			return m, fmt.Errorf("memory %s: tags: %w", m.ID, err)
		}
	}
	return m, nil
}

const insertSQL = `INSERT INTO memories (` + memCols + `) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`

// execer is what insertMemory needs.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

func insertMemory(ctx context.Context, q execer, m *memory.Memory) error {
	var tags any
	if m.Tags != nil {
		b, err := json.Marshal(m.Tags)
		if err != nil {
			return err
		}
		tags = string(b)
	}
	facet := 0
	if m.IsFacet {
		facet = 1
	}
	_, err := q.ExecContext(ctx, insertSQL,
		m.ID, m.Content, memory.FormatTime(m.CreatedAt), fmtTime(m.ObservedAt), fmtTime(m.EffectiveAt), fmtTime(m.ExpiresAt),
		m.ParentID, facet, string(m.Tier), m.Energy, m.RetrievalCount, tags, m.Namespace, ttlCol(m.TTLSeconds), m.Authority)
	if err != nil {
		return fmt.Errorf("insert memory %s: %w", m.ID, err)
	}
	return nil
}

func getMemory(ctx context.Context, q querier, id string) (memory.Memory, bool, error) {
	m, err := scanMemory(q.QueryRowContext(ctx, `SELECT `+memCols+` FROM memories WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return m, false, nil
	}
	if err != nil {
		return m, false, fmt.Errorf("read memory %s: %w", id, err)
	}
	return m, true, nil
}

func listMemories(ctx context.Context, q querier) ([]memory.Memory, error) {
	rows, err := q.QueryContext(ctx, `SELECT `+memCols+` FROM memories ORDER BY seq`)
	if err != nil {
		return nil, fmt.Errorf("list memories: %w", err)
	}
	defer rows.Close()
	var out []memory.Memory
	for rows.Next() {
		m, err := scanMemory(rows)
		if err != nil {
			return nil, fmt.Errorf("list memories: %w", err)
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// resolve maps a handle to a full id, trying in order: an exact id, a slug
// alias, a unique id prefix of at least MinPrefix characters.
func resolve(ctx context.Context, q querier, handle string) (string, error) {
	var id string
	err := q.QueryRowContext(ctx, `SELECT id FROM memories WHERE id = ?`, handle).Scan(&id)
	if err == nil {
		return id, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("resolve %q: %w", handle, err)
	}
	// Second: a slug alias (store/alias.go).
	err = q.QueryRowContext(ctx, `SELECT memory_id FROM aliases WHERE slug = ?`, handle).Scan(&id)
	if err == nil {
		return id, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("resolve %q: %w", handle, err)
	}
	// Third: an unambiguous id prefix of at least MinPrefix characters.
	if utf8.RuneCountInString(handle) < MinPrefix {
		return "", &NotFoundError{Handle: handle}
	}
	lo, hi := prefixRange(handle)
	rows, err := q.QueryContext(ctx, `SELECT id FROM memories WHERE id >= ?1 AND id < ?2 AND substr(id, 1, length(?1)) = ?1 ORDER BY id`, lo, hi)
	if err != nil {
		return "", fmt.Errorf("resolve %q: %w", handle, err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return "", err
		}
		ids = append(ids, s)
	}
	if err := rows.Err(); err != nil {
		return "", err
	}
	switch len(ids) {
	case 0:
		return "", &NotFoundError{Handle: handle}
	case 1:
		return ids[0], nil
	}
	sort.Strings(ids)
	return "", &AmbiguousIDError{Prefix: handle, Matches: ids}
}

// Resolve maps a handle to a full id, in this order: an exact id, a slug
// alias, a unique id prefix (≥ MinPrefix characters). *NotFoundError when
// nothing matches, *AmbiguousIDError listing the matches when a prefix
// matches several.
func (s *Store) Resolve(ctx context.Context, handle string) (string, error) {
	return resolve(ctx, s.db, handle)
}

// Get returns the memory a handle resolves to.
func (s *Store) Get(ctx context.Context, handle string) (memory.Memory, error) {
	id, err := resolve(ctx, s.db, handle)
	if err != nil {
		return memory.Memory{}, err
	}
	m, ok, err := getMemory(ctx, s.db, id)
	if err != nil {
		return m, err
	}
	if !ok {
		return m, &NotFoundError{Handle: handle}
	}
	if m.Aliases, err = aliasesOf(ctx, s.db, m.ID); err != nil {
		return m, err
	}
	return m, nil
}

// Memories returns every memory in insertion order, with its aliases.
func (s *Store) Memories(ctx context.Context) ([]memory.Memory, error) {
	ms, err := listMemories(ctx, s.db)
	if err != nil {
		return nil, err
	}
	return ms, attachAliases(ctx, s.db, ms)
}

// CurrentMemories returns the memories in force at instant at (expires_at
// after at, effective_at at or before it), in insertion order. Facets follow
// their parent's validity: they carry the same stamps.
func (s *Store) CurrentMemories(ctx context.Context, at time.Time) ([]memory.Memory, error) {
	ms, err := listMemories(ctx, s.db)
	if err != nil {
		return nil, err
	}
	return currentAt(ms, at), nil
}

func currentAt(ms []memory.Memory, at time.Time) []memory.Memory {
	out := ms[:0:0]
	for i := range ms {
		if ms[i].CurrentAt(at) {
			out = append(out, ms[i])
		}
	}
	return out
}

// ---- events ----

// Event is one entry of the append-only log.
type Event struct {
	Seq        int64           `json:"seq"`
	At         time.Time       `json:"at"`
	Actor      string          `json:"actor"`
	Kind       string          `json:"kind"`
	MemoryID   string          `json:"memory_id,omitempty"`
	OtherID    string          `json:"other_id,omitempty"`
	Detail     json.RawMessage `json:"detail"`
	DiffSHA256 string          `json:"diff_sha256,omitempty"`
}

// Event kinds.
const (
	EventInit      = "init"
	EventImport    = "import"
	EventRemember  = "remember"
	EventSupersede = "supersede"
	EventSkip      = "supersede_skipped"
	EventTemporal  = "temporal"
	EventRetract   = "retract"
	EventApply     = "apply"
	EventApplyAuto = "apply_auto"
	EventSetting   = "setting"
)

func appendEvent(ctx context.Context, q querier, at time.Time, actor, kind, memID, otherID string, detail any, diffSHA string) (int64, error) {
	d := []byte("{}")
	if detail != nil {
		var err error
		if d, err = json.Marshal(detail); err != nil {
			return 0, err
		}
	}
	res, err := q.ExecContext(ctx, `INSERT INTO events (at, actor, kind, memory_id, other_id, detail, diff_sha256) VALUES (?,?,?,?,?,?,?)`,
		memory.FormatTime(at), actor, kind, memID, otherID, string(d), diffSHA)
	if err != nil {
		return 0, fmt.Errorf("append %s event: %w", kind, err)
	}
	return res.LastInsertId()
}

// Events returns the log entries naming memory id (all entries when id is
// empty), oldest first.
func (s *Store) Events(ctx context.Context, id string) ([]Event, error) {
	query := `SELECT seq, at, actor, kind, memory_id, other_id, detail, diff_sha256 FROM events`
	var args []any
	if id != "" {
		query += ` WHERE memory_id = ? OR other_id = ?`
		args = append(args, id, id)
	}
	rows, err := s.db.QueryContext(ctx, query+` ORDER BY seq`, args...)
	if err != nil {
		return nil, fmt.Errorf("read events: %w", err)
	}
	defer rows.Close()
	var out []Event
	for rows.Next() {
		var e Event
		var at, detail string
		if err := rows.Scan(&e.Seq, &at, &e.Actor, &e.Kind, &e.MemoryID, &e.OtherID, &detail, &e.DiffSHA256); err != nil {
			return nil, err
		}
		t, err := memory.ParseTime(at)
		if err != nil {
			return nil, fmt.Errorf("event %d: %w", e.Seq, err)
		}
		e.At = t
		e.Detail = json.RawMessage(detail)
		out = append(out, e)
	}
	return out, rows.Err()
}

// ---- settings ----

// SettingStage2 is the setting that lets Stage 2 (ApplyAuto) run at all.
const SettingStage2 = "stage2"

// Setting returns a setting's value ("" when unset).
func (s *Store) Setting(ctx context.Context, key string) (string, error) {
	var v string
	err := s.db.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("read setting %s: %w", key, err)
	}
	return v, nil
}

// SetSetting writes a setting and logs it.
func (s *Store) SetSetting(ctx context.Context, key, value string, now time.Time, actor string) error {
	return s.write(ctx, func(tx *wtx) error {
		var old string
		err := tx.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, key).Scan(&old)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`, key, value); err != nil {
			return fmt.Errorf("write setting %s: %w", key, err)
		}
		_, err = appendEvent(ctx, tx, now, actor, EventSetting, "", "", map[string]string{"key": key, "old": old, "new": value}, "")
		return err
	})
}
