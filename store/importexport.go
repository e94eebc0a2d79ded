package store

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"sort"
	"time"

	"l9/memory"
)

// ImportReport is what an import did.
type ImportReport struct {
	Imported int
	// Skipped counts records already in the store, identical (with
	// SkipExisting).
	Skipped  int
	SHA256   string  // of the input bytes
	Warnings []error // unknown fields, from the JSONL reader
}

// ImportRequest is one import.
type ImportRequest struct {
	Name  string // used in error positions
	Now   time.Time
	Actor string
	// SkipExisting skips a record whose id is already in the store when it
	// is identical to the stored memory; a changed record with an existing
	// id is still an error, naming both.
	SkipExisting bool
}

// Import reads memory JSONL from r (name is used in error positions) and
// inserts every memory in one transaction, or nothing: any malformed line, an
// id already in the store, or a parent_id naming no memory of the input or
// the store is an *memory.ErrorList naming file:line:field, and the store is
// unchanged. Every problem is reported at once, in line order.
func (s *Store) Import(ctx context.Context, r io.Reader, name string, now time.Time, actor string) (ImportReport, error) {
	return s.ImportWith(ctx, r, ImportRequest{Name: name, Now: now, Actor: actor})
}

// ImportWith is Import with options (SkipExisting). An import that would
// add nothing (every record skipped) writes nothing at all, not even an
// event.
func (s *Store) ImportWith(ctx context.Context, r io.Reader, req ImportRequest) (ImportReport, error) {
	var rep ImportReport
	name := req.Name
	b, err := io.ReadAll(r)
	if err != nil {
		return rep, fmt.Errorf("import %s: read: %w", name, err)
	}
	h := sha256.Sum256(b)
	rep.SHA256 = hex.EncodeToString(h[:])
	rd := memory.NewReader(bytes.NewReader(b), name)
	var ms []memory.Memory
	var lines []int
	for rd.Scan() {
		ms = append(ms, rd.Memory())
		lines = append(lines, rd.Line())
	}
	rep.Warnings = rd.Warnings
	var syntax *memory.ErrorList
	if err := rd.Err(); err != nil && !errors.As(err, &syntax) {
		return rep, err
	}
	return s.importBatch(ctx, Batch{Name: name, SHA256: rep.SHA256, Memories: ms, Lines: lines}, req, syntax, rep)
}

// Batch is a set of memories read from one input (memory JSONL or another
// system's export, package importer) with the line each starts on.
type Batch struct {
	Name     string // the input's name, for error positions and the event
	SHA256   string // of the input bytes
	Format   string // "" for memory JSONL, else the importer format
	Memories []memory.Memory
	Lines    []int
}

// ImportMemories inserts an already-read batch (package importer) under the
// same rules as Import: one transaction or nothing, every problem as
// file:line: field. req.Name is ignored (the batch names its input).
func (s *Store) ImportMemories(ctx context.Context, b Batch, req ImportRequest) (ImportReport, error) {
	return s.importBatch(ctx, b, req, nil, ImportReport{SHA256: b.SHA256})
}

func (s *Store) importBatch(ctx context.Context, b Batch, req ImportRequest, syntax *memory.ErrorList, rep ImportReport) (ImportReport, error) {
	name, now, actor := b.Name, req.Now, req.Actor
	ms, lines := b.Memories, b.Lines
	err := s.write(ctx, func(tx *wtx) error {
		var problems memory.ErrorList
		if syntax != nil {
			problems = *syntax
		}
		inFile := make(map[string]bool, len(ms))
		for i := range ms {
			inFile[ms[i].ID] = true
		}
		stored, err := storedIDs(ctx, tx)
		if err != nil {
			return err
		}
		keep := ms[:0:0]
		keepLines := lines[:0:0]
		for i := range ms {
			if stored[ms[i].ID] {
				if req.SkipExisting {
					same, why, err := sameAsStored(ctx, tx, &ms[i])
					if err != nil {
						return err
					}
					if same {
						rep.Skipped++
						continue
					}
					problems.Add(&memory.SyntaxError{File: name, Line: lines[i], Field: "id", Msg: fmt.Sprintf("id %q is already in the store with different data: %s", ms[i].ID, why)})
				} else {
					problems.Add(&memory.SyntaxError{File: name, Line: lines[i], Field: "id", Msg: fmt.Sprintf("id %q is already in the store (--skip-existing skips identical records)", ms[i].ID)})
				}
			}
			if p := ms[i].ParentID; p != "" && !inFile[p] && !stored[p] {
				problems.Add(&memory.SyntaxError{File: name, Line: lines[i], Field: "parent_id", Msg: fmt.Sprintf("names no memory in the input or the store: %q", p)})
			}
			keep = append(keep, ms[i])
			keepLines = append(keepLines, lines[i])
		}
		ms, lines = keep, keepLines
		if err := checkParentNamespaces(ctx, tx, ms, name, lines, inFile, &problems); err != nil {
			return err
		}
		if err := checkImportAliases(ctx, tx, ms, lines, name, &problems); err != nil {
			return err
		}
		if err := checkImportAuthorities(ctx, tx, ms, lines, name, &problems); err != nil {
			return err
		}
		sort.SliceStable(problems.Errs, func(i, j int) bool { return problems.Errs[i].Line < problems.Errs[j].Line })
		if err := problems.Err(); err != nil {
			return err
		}
		if len(ms) == 0 && rep.Skipped > 0 {
			return nil // nothing to add: no write, no event
		}
		for i := range ms {
			if err := insertMemory(ctx, tx, &ms[i]); err != nil {
				return fmt.Errorf("%s:%d: %w", name, lines[i], err)
			}
		}
		detail := map[string]any{"file": name, "memories": len(ms), "sha256": rep.SHA256}
		if rep.Skipped > 0 {
			detail["skipped_identical"] = rep.Skipped
		}
		if b.Format != "" {
			detail["format"] = b.Format
		}
		if n := countAliases(ms); n > 0 {
			detail["aliases"] = n
		}
		seq, err := appendEvent(ctx, tx, now, actor, EventImport, "", "", detail, "")
		if err != nil {
			return err
		}
		return insertImportAliases(ctx, tx, ms, seq)
	})
	if err != nil {
		return rep, err
	}
	rep.Imported = len(ms)
	return rep, nil
}

// sameAsStored reports whether m equals the stored memory of its id, field
// for field as export writes them; why names the first field that differs.
func sameAsStored(ctx context.Context, tx *wtx, m *memory.Memory) (bool, string, error) {
	old, ok, err := getMemory(ctx, tx, m.ID)
	if err != nil || !ok {
		return false, "not found", err
	}
	a, err := memory.Marshal(&old)
	if err != nil {
		return false, "", err
	}
	b, err := memory.Marshal(m)
	if err != nil {
		return false, "", err
	}
	if bytes.Equal(a, b) {
		return true, "", nil
	}
	return false, fmt.Sprintf("stored %s, input %s", a, b), nil
}

// Export writes every memory as JSONL (memory.WriteAll), in insertion order:
// importing the output into an empty store and exporting again gives the
// same bytes.
func (s *Store) Export(ctx context.Context, w io.Writer) error {
	ms, err := listMemories(ctx, s.db)
	if err != nil {
		return err
	}
	if err := attachAliases(ctx, s.db, ms); err != nil {
		return err
	}
	return memory.WriteAll(w, ms)
}

// storedIDs returns every id in the store.
func storedIDs(ctx context.Context, q querier) (map[string]bool, error) {
	rows, err := q.QueryContext(ctx, `SELECT id FROM memories`)
	if err != nil {
		return nil, fmt.Errorf("read ids: %w", err)
	}
	defer rows.Close()
	ids := map[string]bool{}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids[id] = true
	}
	return ids, rows.Err()
}

// checkParentNamespaces records a problem for every memory whose parent (in
// the input or the store) is in another namespace: a constellation lives in
// one namespace.
func checkParentNamespaces(ctx context.Context, q querier, ms []memory.Memory, name string, lines []int, inFile map[string]bool, problems *memory.ErrorList) error {
	nsOf := make(map[string]string, len(ms))
	for i := range ms {
		nsOf[ms[i].ID] = ms[i].Namespace
	}
	for i := range ms {
		p := ms[i].ParentID
		if p == "" {
			continue
		}
		pns, ok := nsOf[p]
		if !inFile[p] {
			err := q.QueryRowContext(ctx, `SELECT namespace FROM memories WHERE id = ?`, p).Scan(&pns)
			if errors.Is(err, sql.ErrNoRows) {
				continue // reported as a missing parent
			}
			if err != nil {
				return fmt.Errorf("read namespace of %s: %w", p, err)
			}
			ok = true
		}
		if ok && pns != ms[i].Namespace {
			problems.Add(&memory.SyntaxError{File: name, Line: lines[i], Field: "namespace", Msg: fmt.Sprintf("%s differs from its parent %q's %s: a constellation lives in one namespace",
				memory.ShowNamespace(ms[i].Namespace), p, memory.ShowNamespace(pns))})
		}
	}
	return nil
}
