package store

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"l9/memory"
)

// Outcome is the typed result of a Stage 0 or temporal write. It is never a
// bare bool: a caller can tell a write from a no-op from a refusal.
type Outcome int

// The outcomes of a write.
const (
	// Written: the memory (and, with a target, its stamp) was committed.
	Written Outcome = iota + 1
	// AlreadyExpired: the new memory was committed; the target was already
	// expired at or before the stamp and was left alone.
	AlreadyExpired
	// NotFound: the target names no memory; nothing was written.
	NotFound
	// ReadOnly: the store refuses writes; nothing was written.
	ReadOnly
)

func (o Outcome) String() string {
	switch o {
	case Written:
		return "written"
	case AlreadyExpired:
		return "already_expired"
	case NotFound:
		return "not_found"
	case ReadOnly:
		return "read_only"
	}
	return "unknown"
}

// SelfSupersessionError says a memory was declared to supersede itself (or
// its own constellation).
type SelfSupersessionError struct{ ID string }

func (e *SelfSupersessionError) Error() string {
	return fmt.Sprintf("memory %s cannot supersede itself or its own constellation", e.ID)
}

// NotNewerError says the replacement's instant is not strictly after the
// target's: a replacement cannot be older than what it replaces.
type NotNewerError struct {
	Target          string
	TargetInstant   time.Time
	Replacement     time.Time
	ReplacementFrom string // "observed_at" or "created_at"
}

func (e *NotNewerError) Error() string {
	return fmt.Sprintf("the new memory's %s %s is not after the target %s (%s): a replacement must be strictly newer (state the real instant with --observed)",
		e.ReplacementFrom, memory.FormatTime(e.Replacement), e.Target, memory.FormatTime(e.TargetInstant))
}

// NamespaceMismatchError says a supersession names memories of two
// namespaces: units of different namespaces never pair.
type NamespaceMismatchError struct {
	Target, TargetNamespace, Namespace string
}

func (e *NamespaceMismatchError) Error() string {
	return fmt.Sprintf("the new memory is in %s but the target %s is in %s: a memory supersedes only memories of its own namespace (give --namespace)",
		memory.ShowNamespace(e.Namespace), e.Target, memory.ShowNamespace(e.TargetNamespace))
}

// IDExistsError says a new memory's id is already taken.
type IDExistsError struct{ ID string }

func (e *IDExistsError) Error() string { return fmt.Sprintf("id %q is already in the store", e.ID) }

// RememberRequest is one `l9 remember`.
type RememberRequest struct {
	ID          string // optional; a random UUID when empty
	Namespace   string // "" is the default namespace
	Content     string
	ObservedAt  *time.Time
	EffectiveAt *time.Time
	Supersedes  string    // optional handle of the memory this one replaces
	Aliases     []string  // optional slugs issued to the new memory (store/alias.go)
	TTLSeconds  int64     // optional relative expiry (> 0; 0 = none)
	Authority   string    // optional registered authority tier (store/authority.go)
	Now         time.Time // created_at of the new memory and the event time: taken once by the caller
	Actor       string
}

// RememberResult is what Remember committed.
type RememberResult struct {
	Outcome Outcome
	ID      string // the new memory
	// With Supersedes:
	Target        string     // the target's constellation root
	Stamp         time.Time  // the derived expires_at
	Stamped       []string   // every id of the constellation that got the stamp
	TargetExpires *time.Time // the target's expiry before the call
	// Aliases are the slugs issued to the new memory.
	Aliases []string
	// Rerun: the same declaration was already affirmed (same content and
	// observed_at superseding this target); nothing was written and ID is
	// the memory it created.
	Rerun bool
	// Unit is the facet superseded when the target named a stored facet
	// ("" for the whole memory).
	Unit string
	// With Outcome AlreadyExpired: the target's successor (the earliest
	// unretracted supersession), and the memory at the end of its chain of
	// successors (Head == Successor when the successor is not superseded).
	Successor, Head string
}

// Remember adds a memory. With Supersedes it is Stage 0: the target's
// constellation gets expires_at = new.observed_at, else new.created_at
// (never the wall clock), unless the target already expired at or before
// that instant; an affirmed supersession edge and events are written in the
// same transaction as the new memory.
//
// Errors (nothing written): ErrReadOnly (Outcome ReadOnly), *NotFoundError
// (Outcome NotFound), *AmbiguousIDError, *SelfSupersessionError,
// *NotNewerError, *IDExistsError.
func (s *Store) Remember(ctx context.Context, req RememberRequest) (RememberResult, error) {
	res := RememberResult{}
	if s.opt.ReadOnly {
		res.Outcome = ReadOnly
		return res, ErrReadOnly
	}
	if strings.TrimSpace(req.Content) == "" {
		return res, errors.New("remember: blank content")
	}
	if req.Now.IsZero() {
		return res, errors.New("remember: no creation time given")
	}
	if req.TTLSeconds != 0 {
		if err := memory.CheckTTL(req.TTLSeconds); err != nil {
			return res, fmt.Errorf("remember: %w", err)
		}
	}
	if err := memory.CheckNamespace(req.Namespace); err != nil {
		return res, fmt.Errorf("remember: %w", err)
	}
	m := memory.Memory{
		ID: req.ID, Namespace: req.Namespace, Content: req.Content, CreatedAt: req.Now.UTC(),
		ObservedAt: utcPtr(req.ObservedAt), EffectiveAt: utcPtr(req.EffectiveAt), TTLSeconds: req.TTLSeconds, Authority: req.Authority,
	}
	if m.ID == "" {
		m.ID = s.newID()
	}
	res.ID = m.ID
	err := s.write(ctx, func(tx *wtx) error {
		var root memory.Memory
		var members []memory.Memory
		var targetID string
		if req.Supersedes != "" {
			id, err := resolve(ctx, tx, req.Supersedes)
			targetID = id
			if err != nil {
				var nf *NotFoundError
				if errors.As(err, &nf) {
					res.Outcome = NotFound
				}
				return err
			}
			root, members, err = constellation(ctx, tx, id)
			if err != nil {
				return err
			}
			for _, c := range members {
				if c.ID == m.ID {
					return &SelfSupersessionError{ID: m.ID}
				}
			}
			if root.Namespace != m.Namespace {
				return &NamespaceMismatchError{Target: root.ID, TargetNamespace: root.Namespace, Namespace: m.Namespace}
			}
			res.Target = root.ID
			res.Stamp = m.OrderTime()
			res.TargetExpires = utcPtr(root.EffectiveExpiry()) // expires_at, else created_at + ttl_seconds
			if !res.Stamp.After(root.OrderTime()) {
				from := "created_at"
				if m.ObservedAt != nil {
					from = "observed_at"
				}
				return &NotNewerError{Target: root.ID, TargetInstant: root.OrderTime(), Replacement: res.Stamp, ReplacementFrom: from}
			}
			// A re-run of the same declaration (same content and observed_at,
			// already affirmed against this target) writes nothing.
			prev, err := rerunOf(ctx, tx, root.ID, &m, req.ID)
			if err != nil {
				return err
			}
			if prev != nil {
				res.ID, res.Outcome, res.Rerun = prev.ID, AlreadyExpired, true
				res.Stamp = prev.OrderTime()
				return nil
			}
		}
		if _, exists, err := getMemory(ctx, tx, m.ID); err != nil {
			return err
		} else if exists {
			return &IDExistsError{ID: m.ID}
		}
		if err := checkAuthorityKnown(ctx, tx, m.Authority); err != nil {
			return err
		}
		if holder, err := slugHolder(ctx, tx, m.ID); err != nil {
			return err
		} else if holder != "" {
			return &SlugConflictError{Slug: m.ID, Holder: holder, Want: m.ID, IDTaken: true}
		}
		if err := insertMemory(ctx, tx, &m); err != nil {
			return err
		}
		if _, err := appendEvent(ctx, tx, req.Now, req.Actor, EventRemember, m.ID, res.Target, nil, ""); err != nil {
			return err
		}
		if len(req.Aliases) > 0 {
			var err error
			if res.Aliases, err = addAliasesTx(ctx, tx, m.ID, req.Aliases, req.Now, req.Actor); err != nil {
				return err
			}
		}
		res.Outcome = Written
		if req.Supersedes == "" {
			return nil
		}
		// Already expired (by expires_at, or by its TTL: stamping a later
		// expires_at would bring an expired memory back in force).
		if ee := root.EffectiveExpiry(); ee != nil && !ee.After(res.Stamp) {
			res.Outcome = AlreadyExpired
			if err := successorHint(ctx, tx, root.ID, &res); err != nil {
				return err
			}
			if res.Successor != "" {
				// Superseded already, by a memory older than this one: this
				// one most likely replaces the current version. Do not guess:
				// write nothing and name it (store/facets.go).
				res.Outcome = 0
				return &AlreadySupersededError{Target: root.ID, Successor: res.Successor, Head: res.Head, At: *ee}
			}
			fh, err := facetHeads(ctx, tx, root.ID)
			if err != nil {
				return err
			}
			if len(fh) > 0 {
				// Superseded facet by facet: which fact the new memory
				// replaces is not known here; name every candidate.
				res.Outcome = 0
				return &AlreadySupersededError{Target: root.ID, At: *ee, Facets: fh}
			}
			_, err = appendEvent(ctx, tx, req.Now, req.Actor, EventSkip, root.ID, m.ID,
				map[string]string{"source": "stage0", "reason": "already expired", "expires_at": memory.FormatTime(*ee), "stamp": memory.FormatTime(res.Stamp)}, "")
			return err
		}
		// Facet-precise (store/facets.go): naming a stored facet supersedes
		// that facet only.
		if unit := stage0Unit(targetID, root, members); unit != "" {
			res.Unit = unit
			stamped, st, detail, err := supersedeUnit(ctx, tx, root, members, unit, nil, m.ID, res.Stamp, edgeWhy{}, "stage0", req.Now, req.Actor, "", nil)
			if err != nil {
				return err
			}
			if st != EntryApplied {
				res.Outcome = AlreadyExpired
				if err := successorHint(ctx, tx, root.ID, &res); err != nil {
					return err
				}
				_, err := appendEvent(ctx, tx, req.Now, req.Actor, EventSkip, root.ID, m.ID,
					map[string]string{"source": "stage0", "reason": detail, "stamp": memory.FormatTime(res.Stamp)}, "")
				return err
			}
			res.Stamped = stamped
			return nil
		}
		prev := prevStamps(members, res.Stamp)
		stamped, err := supersede(ctx, tx, root, members, m.ID, res.Stamp, "stage0", req.Now, req.Actor, "", nil)
		res.Stamped = stamped
		if err != nil {
			return err
		}
		return annotateLastEdge(ctx, tx, "", nil, edgeWhy{}, prev)
	})
	if err != nil {
		if res.Outcome == Written || res.Outcome == AlreadyExpired {
			res.Outcome = 0
		}
		return res, err
	}
	return res, nil
}

// rerunOf returns the memory of an unretracted supersession of old whose
// content and observed_at equal m's (and whose id is wantID, when given).
func rerunOf(ctx context.Context, tx *wtx, old string, m *memory.Memory, wantID string) (*memory.Memory, error) {
	rows, err := tx.QueryContext(ctx, `SELECT new_id FROM supersessions WHERE old_id = ? AND retracted_by IS NULL ORDER BY seq`, old)
	if err != nil {
		return nil, err
	}
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return nil, err
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for _, id := range ids {
		if wantID != "" && id != wantID {
			continue
		}
		p, ok, err := getMemory(ctx, tx, id)
		if err != nil {
			return nil, err
		}
		same := (p.ObservedAt == nil && m.ObservedAt == nil) || (p.ObservedAt != nil && m.ObservedAt != nil && p.ObservedAt.Equal(*m.ObservedAt))
		if ok && p.Content == m.Content && same {
			return &p, nil
		}
	}
	return nil, nil
}

// supersede stamps root's constellation with expires_at = stamp, records the
// affirmed edge root → newID and its event. It is the one place that writes
// a supersession; callers have already checked that root is not expired at
// or before stamp.
func supersede(ctx context.Context, tx *wtx, root memory.Memory, members []memory.Memory, newID string, stamp time.Time, source string, now time.Time, actor, diffSHA string, extra map[string]any) ([]string, error) {
	ids, err := stampConstellation(ctx, tx, members, root.ID, memory.TemporalStamp{ExpiresAt: memory.SetTime(stamp)})
	if err != nil {
		return nil, err
	}
	detail := map[string]any{"source": source, "stamp": memory.FormatTime(stamp), "stamped": ids}
	if root.ExpiresAt != nil {
		detail["previous_expires_at"] = memory.FormatTime(*root.ExpiresAt)
	}
	for k, v := range extra {
		detail[k] = v
	}
	seq, err := appendEvent(ctx, tx, now, actor, EventSupersede, root.ID, newID, detail, diffSHA)
	if err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO supersessions (old_id, new_id, at, source, event_seq) VALUES (?,?,?,?,?)`,
		root.ID, newID, memory.FormatTime(stamp), source, seq); err != nil {
		return nil, fmt.Errorf("record supersession %s → %s: %w", root.ID, newID, err)
	}
	return ids, nil
}

// constellation resolves id to its constellation (memory/constellation.go):
// the root (id walked up its parent_id chain) and every member (the root and
// every memory whose parent chain leads to it), in insertion order.
func constellation(ctx context.Context, q querier, id string) (memory.Memory, []memory.Memory, error) {
	m, ok, err := getMemory(ctx, q, id)
	if err != nil {
		return m, nil, err
	}
	if !ok {
		return m, nil, &NotFoundError{Handle: id}
	}
	// Walk up; a chain longer than the store is a cycle, which memory.Root reports.
	chain := []memory.Memory{m}
	seen := map[string]bool{m.ID: true}
	for cur := m; cur.ParentID != "" && !seen[cur.ParentID]; {
		p, ok, err := getMemory(ctx, q, cur.ParentID)
		if err != nil {
			return m, nil, err
		}
		if !ok {
			break
		}
		seen[p.ID] = true
		chain = append(chain, p)
		cur = p
	}
	rootID, err := memory.Root(chain, id)
	if err != nil {
		return m, nil, fmt.Errorf("constellation of %s: %w", id, err)
	}
	rows, err := q.QueryContext(ctx, `WITH RECURSIVE c(id) AS (SELECT ?1 UNION SELECT m.id FROM memories m JOIN c ON m.parent_id = c.id)
SELECT `+memCols+` FROM memories WHERE id IN (SELECT id FROM c) ORDER BY seq`, rootID)
	if err != nil {
		return m, nil, fmt.Errorf("read constellation of %s: %w", rootID, err)
	}
	defer rows.Close()
	var members []memory.Memory
	var root memory.Memory
	for rows.Next() {
		f, err := scanMemory(rows)
		if err != nil {
			return m, nil, err
		}
		if f.ID == rootID {
			root = f
		}
		members = append(members, f)
	}
	if err := rows.Err(); err != nil {
		return m, nil, err
	}
	// Root first, then the rest in insertion order.
	sort.SliceStable(members, func(i, j int) bool { return members[i].ID == rootID && members[j].ID != rootID })
	return root, members, nil
}

// stampConstellation writes st to the constellation through the memory
// helper (so the fan-out rule lives in one place) and stores every member
// whose temporal fields changed. It returns the ids of all members.
func stampConstellation(ctx context.Context, tx *wtx, members []memory.Memory, target string, st memory.TemporalStamp) ([]string, error) {
	ms := make([]memory.Memory, len(members))
	for i := range members {
		ms[i] = members[i].Clone()
	}
	changed, err := memory.Stamp(ms, target, st)
	if err != nil {
		return nil, err
	}
	ch := map[string]bool{}
	for _, id := range changed {
		ch[id] = true
	}
	ids := make([]string, len(ms))
	for i := range ms {
		ids[i] = ms[i].ID
		if !ch[ms[i].ID] {
			continue
		}
		if _, err := tx.ExecContext(ctx, `UPDATE memories SET observed_at = ?, effective_at = ?, expires_at = ? WHERE id = ?`,
			fmtTime(ms[i].ObservedAt), fmtTime(ms[i].EffectiveAt), fmtTime(ms[i].ExpiresAt), ms[i].ID); err != nil {
			return nil, fmt.Errorf("stamp %s: %w", ms[i].ID, err)
		}
	}
	return ids, nil
}

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// ---- temporal: set or clear stamps (P1) ----

// TemporalRequest is one `l9 temporal`: a tri-state change (leave, set,
// clear) to each field of the temporal triple, written to the whole
// constellation of the memory Handle resolves to.
type TemporalRequest struct {
	Handle string
	Stamp  memory.TemporalStamp
	Now    time.Time
	Actor  string
}

// TemporalResult is what SetTemporal committed.
type TemporalResult struct {
	Outcome   Outcome
	Root      string
	Stamped   []string // every member of the constellation
	Retracted []string // successors whose affirmed edges were retracted
	Before    memory.Memory
	After     memory.Memory
}

// SetTemporal sets or clears temporal stamps of a memory's whole
// constellation in one transaction. Clearing expires_at (or setting it later
// than an affirmed supersession's instant) retracts those supersessions, with
// an event: a stamp that can be cleared is what makes a wrong expiry
// recoverable.
func (s *Store) SetTemporal(ctx context.Context, req TemporalRequest) (TemporalResult, error) {
	var res TemporalResult
	if s.opt.ReadOnly {
		res.Outcome = ReadOnly
		return res, ErrReadOnly
	}
	st := req.Stamp
	if st.ExpiresAt.Op == memory.StampLeave && st.ObservedAt.Op == memory.StampLeave && st.EffectiveAt.Op == memory.StampLeave {
		return res, errors.New("temporal: nothing to change")
	}
	err := s.write(ctx, func(tx *wtx) error {
		id, err := resolve(ctx, tx, req.Handle)
		if err != nil {
			var nf *NotFoundError
			if errors.As(err, &nf) {
				res.Outcome = NotFound
			}
			return err
		}
		root, members, err := constellation(ctx, tx, id)
		if err != nil {
			return err
		}
		res.Root = root.ID
		res.Before = root
		if res.Stamped, err = stampConstellation(ctx, tx, members, id, st); err != nil {
			return err
		}
		detail := map[string]any{"stamped": res.Stamped}
		for _, f := range []struct {
			col string
			fs  memory.FieldStamp
			old *time.Time
		}{{"observed_at", st.ObservedAt, root.ObservedAt}, {"effective_at", st.EffectiveAt, root.EffectiveAt}, {"expires_at", st.ExpiresAt, root.ExpiresAt}} {
			if f.fs.Op == memory.StampLeave {
				continue
			}
			var nv any
			if f.fs.Op == memory.StampSet {
				nv = memory.FormatTime(f.fs.At)
			}
			detail[f.col] = map[string]any{"op": f.fs.Op.String(), "old": fmtTime(f.old), "new": nv}
		}
		if st.ExpiresAt.Op != memory.StampLeave {
			if res.Retracted, err = retractEdges(ctx, tx, root.ID, st.ExpiresAt, req.Now, req.Actor); err != nil {
				return err
			}
		}
		if _, err := appendEvent(ctx, tx, req.Now, req.Actor, EventTemporal, root.ID, "", detail, ""); err != nil {
			return err
		}
		after, _, err := getMemory(ctx, tx, root.ID)
		res.After = after
		return err
	})
	if err != nil {
		return res, err
	}
	res.Outcome = Written
	return res, nil
}

// retractEdges retracts the affirmed supersessions of old that a new
// expires_at no longer supports: all of them when it is cleared, those with
// an instant before it when it is set later.
func retractEdges(ctx context.Context, tx *wtx, old string, fs memory.FieldStamp, now time.Time, actor string) ([]string, error) {
	rows, err := tx.QueryContext(ctx, `SELECT seq, new_id, at FROM supersessions WHERE old_id = ? AND retracted_by IS NULL ORDER BY seq`, old)
	if err != nil {
		return nil, err
	}
	type edge struct {
		seq   int64
		newID string
		at    string
	}
	var edges []edge
	for rows.Next() {
		var e edge
		if err := rows.Scan(&e.seq, &e.newID, &e.at); err != nil {
			rows.Close()
			return nil, err
		}
		edges = append(edges, e)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var out []string
	for _, e := range edges {
		at, err := memory.ParseTime(e.at)
		if err != nil {
			return nil, err
		}
		because := "expires_at cleared"
		if fs.Op == memory.StampSet {
			if !fs.At.After(at) {
				continue // still expired at or before the affirmed instant
			}
			because = "expires_at set after the supersession instant"
		}
		seq, err := appendEvent(ctx, tx, now, actor, EventRetract, old, e.newID,
			map[string]any{"supersession_at": e.at, "edge": e.seq, "because": because}, "")
		if err != nil {
			return nil, err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE supersessions SET retracted_by = ? WHERE seq = ?`, seq, e.seq); err != nil {
			return nil, err
		}
		out = append(out, e.newID)
	}
	sort.Strings(out)
	return out, nil
}
