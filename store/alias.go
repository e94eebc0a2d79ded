package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"l9/memory"
)

// EventAlias is the event kind of a slug alias issued to a memory.
const EventAlias = "alias"

// SlugConflictError says a slug cannot be issued to a memory because another
// memory holds it, or because it would shadow another memory's id or id
// prefix (code SLUG_CONFLICT).
type SlugConflictError struct {
	Slug   string
	Holder string // the memory that holds the slug (or whose id it shadows)
	Want   string // the memory it was asked for
	Shadow bool   // the slug is another memory's id or a prefix of it
	// IDTaken: a new memory's id equals a slug Holder already holds (the id
	// would hide the slug).
	IDTaken bool
}

// Code is the stable error code.
func (e *SlugConflictError) Code() string { return "SLUG_CONFLICT" }

func (e *SlugConflictError) Error() string {
	if e.IDTaken {
		return fmt.Sprintf("SLUG_CONFLICT: id %q is a slug of memory %s: an id equal to a slug would hide it", e.Slug, e.Holder)
	}
	if e.Shadow {
		return fmt.Sprintf("SLUG_CONFLICT: slug %q is the id (or an id prefix) of memory %s: it would change what citations of that id resolve to", e.Slug, e.Holder)
	}
	return fmt.Sprintf("SLUG_CONFLICT: slug %q is held by memory %s, not %s (a slug names one memory; aliases are never moved)", e.Slug, e.Holder, e.Want)
}

// BadSlugError says a slug is malformed (memory.CheckSlug).
type BadSlugError struct {
	Slug string
	Err  error
}

func (e *BadSlugError) Error() string { return e.Err.Error() }
func (e *BadSlugError) Unwrap() error { return e.Err }

// AliasResult is what AddAlias did.
type AliasResult struct {
	ID    string // the memory the handle resolved to
	Slug  string
	Added bool // false: the memory already held the slug (a no-op, nothing written)
}

// AddAlias issues slug to the memory handle resolves to, with an alias
// event, in one transaction. Aliases are append-only and category-free: a
// slug held by another memory is a *SlugConflictError, re-issuing a
// memory's own slug is a no-op (Added false, nothing written), a malformed
// slug is a *BadSlugError.
func (s *Store) AddAlias(ctx context.Context, handle, slug string, now time.Time, actor string) (AliasResult, error) {
	res := AliasResult{Slug: slug}
	if err := memory.CheckSlug(slug); err != nil {
		return res, &BadSlugError{Slug: slug, Err: err}
	}
	err := s.write(ctx, func(tx *wtx) error {
		id, err := resolve(ctx, tx, handle)
		if err != nil {
			return err
		}
		res.ID = id
		held, err := checkSlugFree(ctx, tx, slug, id)
		if err != nil || held {
			return err
		}
		seq, err := appendEvent(ctx, tx, now, actor, EventAlias, id, "", map[string]string{"slug": slug}, "")
		if err != nil {
			return err
		}
		res.Added = true
		return insertAlias(ctx, tx, slug, id, seq)
	})
	return res, err
}

// Aliases returns the slugs of the memory handle resolves to, in the order
// they were issued.
func (s *Store) Aliases(ctx context.Context, handle string) (string, []string, error) {
	id, err := resolve(ctx, s.db, handle)
	if err != nil {
		return "", nil, err
	}
	as, err := aliasesOf(ctx, s.db, id)
	return id, as, err
}

// checkSlugFree reports whether id already holds slug (held true, nil), or
// a *SlugConflictError when another memory holds it or the slug equals
// another memory's id or is a prefix (≥ MinPrefix) of one.
func checkSlugFree(ctx context.Context, q querier, slug, id string) (bool, error) {
	var holder string
	err := q.QueryRowContext(ctx, `SELECT memory_id FROM aliases WHERE slug = ?`, slug).Scan(&holder)
	switch {
	case err == nil && holder == id:
		return true, nil
	case err == nil:
		return false, &SlugConflictError{Slug: slug, Holder: holder, Want: id}
	case !errors.Is(err, sql.ErrNoRows):
		return false, fmt.Errorf("read alias %q: %w", slug, err)
	}
	shadow, err := shadowedID(ctx, q, slug, id)
	if err != nil {
		return false, err
	}
	if shadow != "" {
		return false, &SlugConflictError{Slug: slug, Holder: shadow, Want: id, Shadow: true}
	}
	return false, nil
}

// shadowedID returns the first memory other than id whose id equals slug or
// starts with it (when slug has at least MinPrefix characters), else "".
func shadowedID(ctx context.Context, q querier, slug, id string) (string, error) {
	query := `SELECT id FROM memories WHERE id = ?1 AND id <> ?2 AND ?3 = ?3 ORDER BY id LIMIT 1`
	if len(slug) >= MinPrefix {
		query = `SELECT id FROM memories WHERE id >= ?1 AND id < ?3 AND substr(id, 1, length(?1)) = ?1 AND id <> ?2 ORDER BY id LIMIT 1`
	}
	_, hi := prefixRange(slug)
	var other string
	err := q.QueryRowContext(ctx, query, slug, id, hi).Scan(&other)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("check slug %q: %w", slug, err)
	}
	return other, nil
}

// allSlugs returns every slug with the memory holding it.
func allSlugs(ctx context.Context, q querier) (map[string]string, error) {
	rows, err := q.QueryContext(ctx, `SELECT slug, memory_id FROM aliases`)
	if err != nil {
		return nil, fmt.Errorf("read aliases: %w", err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var slug, id string
		if err := rows.Scan(&slug, &id); err != nil {
			return nil, err
		}
		out[slug] = id
	}
	return out, rows.Err()
}

// slugHolder returns the memory holding slug, or "".
func slugHolder(ctx context.Context, q querier, slug string) (string, error) {
	var holder string
	err := q.QueryRowContext(ctx, `SELECT memory_id FROM aliases WHERE slug = ?`, slug).Scan(&holder)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("read alias %q: %w", slug, err)
	}
	return holder, nil
}

func insertAlias(ctx context.Context, q execer, slug, id string, eventSeq int64) error {
	if _, err := q.ExecContext(ctx, `INSERT INTO aliases (slug, memory_id, event_seq) VALUES (?,?,?)`, slug, id, eventSeq); err != nil {
		return fmt.Errorf("record alias %q → %s: %w", slug, id, err)
	}
	return nil
}

// addAliasesTx issues each slug to id inside a write transaction (remember
// --alias): conflicts refuse the whole transaction, slugs id already holds
// are skipped. It returns the slugs added.
func addAliasesTx(ctx context.Context, tx *wtx, id string, slugs []string, now time.Time, actor string) ([]string, error) {
	var added []string
	seen := map[string]bool{}
	for _, slug := range slugs {
		if err := memory.CheckSlug(slug); err != nil {
			return nil, &BadSlugError{Slug: slug, Err: err}
		}
		if seen[slug] {
			continue
		}
		seen[slug] = true
		held, err := checkSlugFree(ctx, tx, slug, id)
		if err != nil {
			return nil, err
		}
		if held {
			continue
		}
		seq, err := appendEvent(ctx, tx, now, actor, EventAlias, id, "", map[string]string{"slug": slug}, "")
		if err != nil {
			return nil, err
		}
		if err := insertAlias(ctx, tx, slug, id, seq); err != nil {
			return nil, err
		}
		added = append(added, slug)
	}
	return added, nil
}

// aliasesOf returns id's slugs in issue order (nil when none).
func aliasesOf(ctx context.Context, q querier, id string) ([]string, error) {
	rows, err := q.QueryContext(ctx, `SELECT slug FROM aliases WHERE memory_id = ? ORDER BY seq`, id)
	if err != nil {
		return nil, fmt.Errorf("read aliases of %s: %w", id, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// attachAliases fills the Aliases of every memory of ms from the store.
func attachAliases(ctx context.Context, q querier, ms []memory.Memory) error {
	rows, err := q.QueryContext(ctx, `SELECT memory_id, slug FROM aliases ORDER BY seq`)
	if err != nil {
		return fmt.Errorf("read aliases: %w", err)
	}
	defer rows.Close()
	by := map[string][]string{}
	for rows.Next() {
		var id, slug string
		if err := rows.Scan(&id, &slug); err != nil {
			return err
		}
		by[id] = append(by[id], slug)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	for i := range ms {
		ms[i].Aliases = by[ms[i].ID]
	}
	return nil
}

// checkImportAliases adds to problems every alias of ms that another memory
// (of the store or of the input) holds or whose slug shadows another
// memory's id, as file:line: aliases: SLUG_CONFLICT.
func checkImportAliases(ctx context.Context, tx *wtx, ms []memory.Memory, lines []int, name string, problems *memory.ErrorList) error {
	first := map[string]int{} // slug → index in ms
	ids := make([]string, len(ms))
	idx := make(map[string]int, len(ms))
	for i := range ms {
		ids[i] = ms[i].ID
		idx[ms[i].ID] = i
	}
	sort.Strings(ids)
	// shadowInFile returns the index of a memory of the input other than i
	// whose id is slug or starts with it (slug ≥ MinPrefix), else -1.
	shadowInFile := func(slug string, i int) int {
		for k := sort.SearchStrings(ids, slug); k < len(ids) && strings.HasPrefix(ids[k], slug); k++ {
			if j := idx[ids[k]]; j != i && (ids[k] == slug || len(slug) >= MinPrefix) {
				return j
			}
		}
		return -1
	}
	held, err := allSlugs(ctx, tx) // one read, not one query per memory
	if err != nil {
		return err
	}
	for i := range ms {
		if holder := held[ms[i].ID]; holder != "" {
			problems.Add(&memory.SyntaxError{File: name, Line: lines[i], Field: "id",
				Msg: (&SlugConflictError{Slug: ms[i].ID, Holder: holder, Want: ms[i].ID, IDTaken: true}).Error()})
		}
		for _, slug := range ms[i].Aliases {
			if j, ok := first[slug]; ok && ms[j].ID != ms[i].ID {
				problems.Add(&memory.SyntaxError{File: name, Line: lines[i], Field: "aliases",
					Msg: fmt.Sprintf("SLUG_CONFLICT: slug %q is also given to %s on line %d", slug, ms[j].ID, lines[j])})
				continue
			}
			first[slug] = i
			if _, err := checkSlugFree(ctx, tx, slug, ms[i].ID); err != nil {
				var sc *SlugConflictError
				if !errors.As(err, &sc) {
					return err
				}
				problems.Add(&memory.SyntaxError{File: name, Line: lines[i], Field: "aliases", Msg: sc.Error()})
				continue
			}
			if j := shadowInFile(slug, i); j >= 0 {
				problems.Add(&memory.SyntaxError{File: name, Line: lines[i], Field: "aliases",
					Msg: fmt.Sprintf("SLUG_CONFLICT: slug %q is the id (or an id prefix) of %s on line %d", slug, ms[j].ID, lines[j])})
			}
		}
	}
	return nil
}

// insertImportAliases records the aliases of ms under the import event.
// A slug the memory already holds (it cannot, for a new memory) is skipped.
func insertImportAliases(ctx context.Context, tx *wtx, ms []memory.Memory, eventSeq int64) error {
	for i := range ms {
		for _, slug := range ms[i].Aliases {
			if err := insertAlias(ctx, tx, slug, ms[i].ID, eventSeq); err != nil {
				return err
			}
		}
	}
	return nil
}

func countAliases(ms []memory.Memory) int {
	n := 0
	for i := range ms {
		n += len(ms[i].Aliases)
	}
	return n
}

// prefixRange returns bounds [lo, hi) holding exactly the strings that start
// with p in SQLite's binary order, so a prefix lookup walks the id index
// instead of scanning the table: hi is p with its last byte incremented
// (UTF-8 never has a 0xFF byte). An empty p, or one ending in 0xFF, gets
// the widest upper bound, and the query's substr test still decides.
func prefixRange(p string) (lo, hi string) {
	n := len(p)
	if n == 0 || p[n-1] == 0xFF {
		return p, "\xff\xff\xff\xff"
	}
	return p, p[:n-1] + string([]byte{p[n-1] + 1})
}
