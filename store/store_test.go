package store

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"l9/memory"
)

var ctx = context.Background()

func tm(s string) time.Time {
	t, err := memory.ParseTime(s)
	if err != nil {
		panic(err)
	}
	return t
}

func tp(s string) *time.Time { t := tm(s); return &t }

// seqIDs mints predictable ids for new memories.
func seqIDs(prefix string) func() string {
	var mu sync.Mutex
	n := 0
	return func() string {
		mu.Lock()
		defer mu.Unlock()
		n++
		return fmt.Sprintf("%s%04d", prefix, n)
	}
}

func newStore(t *testing.T) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "l9.db")
	s, err := Open(ctx, path, Options{Create: true, NewID: seqIDs("new-")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, path
}

func reopen(t *testing.T, s *Store, path string) *Store {
	t.Helper()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s2, err := Open(ctx, path, Options{NewID: seqIDs("re-")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s2.Close() })
	return s2
}

const fixture = `{"id":"aaaaaaaa-0001","content":"Alice lives in Paris.","created_at":"2020-01-01T00:00:00Z"}
{"id":"aaaaaaaa-0002","content":"Bob works at Acme; Bob drives a van.","created_at":"2020-02-01T00:00:00Z","observed_at":"2020-01-15T00:00:00Z","tier":"long_term","energy":0.5}
{"id":"aaaaaaaa-0002#f0","content":"Bob works at Acme.","created_at":"2020-02-01T00:00:00Z","observed_at":"2020-01-15T00:00:00Z","parent_id":"aaaaaaaa-0002","is_facet":true}
{"id":"aaaaaaaa-0002#f1","content":"Bob drives a van.","created_at":"2020-02-01T00:00:00Z","observed_at":"2020-01-15T00:00:00Z","parent_id":"aaaaaaaa-0002","is_facet":true}
{"id":"bbbbbbbb-0003","content":"The port is 8080.","created_at":"2021-01-01T00:00:00Z","expires_at":"2022-01-01T00:00:00Z","tags":["ops"]}
`

func importString(t *testing.T, s *Store, name, data string) {
	t.Helper()
	if _, err := s.Import(ctx, strings.NewReader(data), name, tm("2026-01-01"), "tester"); err != nil {
		t.Fatal(err)
	}
}

func export(t *testing.T, s *Store) string {
	t.Helper()
	var b bytes.Buffer
	if err := s.Export(ctx, &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestOpenMigratesWALAndRefusesNewerSchema(t *testing.T) {
	s, path := newStore(t)
	var mode string
	if err := s.db.QueryRow("PRAGMA journal_mode").Scan(&mode); err != nil || mode != "wal" {
		t.Fatalf("journal_mode = %q, %v; want wal", mode, err)
	}
	if v, _ := s.SchemaVersionOf(ctx); v != SchemaVersion {
		t.Fatalf("schema v%d, want v%d", v, SchemaVersion)
	}
	if _, err := s.db.Exec(fmt.Sprintf("PRAGMA user_version = %d", SchemaVersion+1)); err != nil {
		t.Fatal(err)
	}
	s.Close()
	_, err := Open(ctx, path, Options{})
	var se *SchemaError
	if !errors.As(err, &se) {
		t.Fatalf("open newer schema: %v, want *SchemaError", err)
	}
	_, err = Open(ctx, filepath.Join(t.TempDir(), "missing.db"), Options{})
	var ns *NoStoreError
	if !errors.As(err, &ns) {
		t.Fatalf("open missing: %v, want *NoStoreError", err)
	}
}

func TestExportImportExportByteIdentical(t *testing.T) {
	s, _ := newStore(t)
	rt, err := os.ReadFile("../memory/testdata/roundtrip.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	importString(t, s, "roundtrip.jsonl", string(rt))
	importString(t, s, "fixture.jsonl", fixture)
	first := export(t, s)
	if first != string(rt)+fixture {
		t.Errorf("export differs from the imported lines:\n%s", cmp.Diff(string(rt)+fixture, first))
	}
	s2, _ := newStore(t)
	importString(t, s2, "first.jsonl", first)
	if second := export(t, s2); second != first {
		t.Errorf("export→import→export not byte-identical:\n%s", cmp.Diff(first, second))
	}
}

func TestImportIsAllOrNothing(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "fixture.jsonl", fixture)
	before := export(t, s)
	evBefore, _ := s.Events(ctx, "")
	bad := `{"id":"n1","content":"fine","created_at":"2020-01-01T00:00:00Z"}
{"id":"n2","content":"bad time","created_at":"yesterday"}
{"id":"aaaaaaaa-0001","content":"duplicate of a stored id","created_at":"2020-01-01T00:00:00Z"}
{"id":"n4","content":"orphan","created_at":"2020-01-01T00:00:00Z","parent_id":"nobody","is_facet":true}
`
	_, err := s.Import(ctx, strings.NewReader(bad), "bad.jsonl", tm("2026-01-01"), "tester")
	if err == nil || !strings.Contains(err.Error(), "bad.jsonl:2: created_at") {
		t.Fatalf("malformed import: %v; want an error naming bad.jsonl:2: created_at", err)
	}
	// The syntax error stops before store checks; fix it and the store checks fire.
	bad = strings.Replace(bad, "yesterday", "2020-01-01", 1)
	_, err = s.Import(ctx, strings.NewReader(bad), "bad.jsonl", tm("2026-01-01"), "tester")
	var el *memory.ErrorList
	if !errors.As(err, &el) || len(el.Errs) != 2 || el.Errs[0].Line != 3 || el.Errs[1].Line != 4 {
		t.Fatalf("store-level import problems: %v; want lines 3 (id in store) and 4 (parent)", err)
	}
	if after := export(t, s); after != before {
		t.Errorf("a failed import changed the store:\n%s", cmp.Diff(before, after))
	}
	if evAfter, _ := s.Events(ctx, ""); len(evAfter) != len(evBefore) {
		t.Errorf("a failed import appended %d events", len(evAfter)-len(evBefore))
	}
}

func TestResolvePrefix(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "fixture.jsonl", fixture)
	for _, c := range []struct {
		handle, want string
		err          any
	}{
		{"aaaaaaaa-0001", "aaaaaaaa-0001", nil},
		{"bbbbbbbb", "bbbbbbbb-0003", nil},
		{"bbbb", "", &NotFoundError{}},        // shorter than MinPrefix: never a prefix
		{"aaaaaaaa", "", &AmbiguousIDError{}}, // matches 4 ids
		{"cccccccc", "", &NotFoundError{}},
	} {
		got, err := s.Resolve(ctx, c.handle)
		switch want := c.err.(type) {
		case nil:
			if err != nil || got != c.want {
				t.Errorf("Resolve(%q) = %q, %v; want %q", c.handle, got, err, c.want)
			}
		case *NotFoundError:
			if !errors.As(err, &want) {
				t.Errorf("Resolve(%q) = %q, %v; want not found", c.handle, got, err)
			}
		case *AmbiguousIDError:
			if !errors.As(err, &want) {
				t.Fatalf("Resolve(%q) = %q, %v; want ambiguous", c.handle, got, err)
			}
			wantIDs := []string{"aaaaaaaa-0001", "aaaaaaaa-0002", "aaaaaaaa-0002#f0", "aaaaaaaa-0002#f1"}
			if d := cmp.Diff(wantIDs, want.Matches); d != "" || want.Code() != "AMBIGUOUS_ID" {
				t.Errorf("ambiguous matches (-want +got):\n%s", d)
			}
		}
	}
}

func TestRememberSupersedesDerivesStamp(t *testing.T) {
	s, path := newStore(t)
	importString(t, s, "fixture.jsonl", fixture)
	now := tm("2026-06-01T12:00:00Z")

	// created_at fallback: the stamp is the new memory's created_at (= now).
	r, err := s.Remember(ctx, RememberRequest{Content: "Alice lives in Berlin.", Supersedes: "aaaaaaaa-0001", Now: now, Actor: "t"})
	if err != nil || r.Outcome != Written || !r.Stamp.Equal(now) {
		t.Fatalf("remember: %+v, %v", r, err)
	}
	// observed_at wins over created_at; naming a stored facet supersedes
	// that facet only (facet-precise): the parent and the sibling stay.
	r2, err := s.Remember(ctx, RememberRequest{Content: "Bob works at Initech.", ObservedAt: tp("2023-03-03"), Supersedes: "aaaaaaaa-0002#f1", Now: now, Actor: "t"})
	if err != nil || r2.Outcome != Written || r2.Target != "aaaaaaaa-0002" || r2.Unit != "aaaaaaaa-0002#f1" {
		t.Fatalf("remember facet target: %+v, %v", r2, err)
	}
	if d := cmp.Diff([]string{"aaaaaaaa-0002#f1"}, r2.Stamped); d != "" {
		t.Errorf("stamped (-want +got):\n%s", d)
	}
	s = reopen(t, s, path)
	for id, want := range map[string]*time.Time{"aaaaaaaa-0002#f1": tp("2023-03-03"), "aaaaaaaa-0002": nil, "aaaaaaaa-0002#f0": nil} {
		m, err := s.Get(ctx, id)
		if err != nil || (want == nil) != (m.ExpiresAt == nil) || (want != nil && !m.ExpiresAt.Equal(*want)) {
			t.Errorf("%s expires_at = %v, %v; want %v", id, m.ExpiresAt, err, want)
		}
	}
	// The whole memory named: the whole constellation is stamped.
	r2, err = s.Remember(ctx, RememberRequest{Content: "Bob works at Initech and sold the van.", ObservedAt: tp("2023-03-03"), Supersedes: "aaaaaaaa-0002", Now: now, Actor: "t"})
	if err != nil || r2.Outcome != Written || r2.Unit != "" {
		t.Fatalf("remember whole target: %+v, %v", r2, err)
	}
	if d := cmp.Diff([]string{"aaaaaaaa-0002", "aaaaaaaa-0002#f0", "aaaaaaaa-0002#f1"}, r2.Stamped); d != "" {
		t.Errorf("stamped (-want +got):\n%s", d)
	}
	// Backfill an older version: the target already expired at 2023-03-03,
	// before the new instant, so it is left alone (idempotent re-runs), and
	// its successor is named.
	n00 := export(t, s)
	_, err = s.Remember(ctx, RememberRequest{Content: "Bob works at Hooli.", ObservedAt: tp("2024-01-01"), Supersedes: "aaaaaaaa-0002", Now: now, Actor: "t"})
	var as *AlreadySupersededError
	if !errors.As(err, &as) || as.Successor != r2.ID || as.Head != r2.ID || !strings.Contains(err.Error(), "current version") {
		t.Fatalf("already superseded: %v", err)
	}
	if export(t, s) != n00 {
		t.Error("a declaration against an already superseded target wrote")
	}
	// Superseded by a memory without a successor edge (a plain expiry) is
	// still left alone: bbbbbbbb-0003 expired 2022-01-01.
	r3, err := s.Remember(ctx, RememberRequest{Content: "The port is 9090.", ObservedAt: tp("2024-01-01"), Supersedes: "bbbbbbbb-0003", Now: now, Actor: "t"})
	if err != nil || r3.Outcome != AlreadyExpired || r3.Successor != "" {
		t.Fatalf("already expired: %+v, %v", r3, err)
	}
	if m, _ := s.Get(ctx, "aaaaaaaa-0002"); !m.ExpiresAt.Equal(tm("2023-03-03")) {
		t.Errorf("an already-expired target was restamped to %v", m.ExpiresAt)
	}
	// Re-running a declaration writes nothing and returns the first memory.
	n0 := len(strings.Split(export(t, s), "\n"))
	ev0, _ := s.Events(ctx, "")
	again, err := s.Remember(ctx, RememberRequest{Content: "Bob works at Initech and sold the van.", ObservedAt: tp("2023-03-03"), Supersedes: "aaaaaaaa-0002", Now: now.Add(time.Hour), Actor: "t"})
	if err != nil || !again.Rerun || again.ID != r2.ID || again.Outcome != AlreadyExpired {
		t.Fatalf("re-run: %+v, %v", again, err)
	}
	ev1, _ := s.Events(ctx, "")
	if n1 := len(strings.Split(export(t, s), "\n")); n1 != n0 || len(ev1) != len(ev0) {
		t.Errorf("a re-run wrote: %d → %d lines, %d → %d events", n0, n1, len(ev0), len(ev1))
	}
	// A replacement observed earlier than the target's existing expiry moves it earlier.
	r4, err := s.Remember(ctx, RememberRequest{Content: "Bob works at Pied Piper.", ObservedAt: tp("2022-01-01"), Supersedes: "aaaaaaaa-0002", Now: now, Actor: "t"})
	if err != nil || r4.Outcome != Written || !r4.TargetExpires.Equal(tm("2023-03-03")) {
		t.Fatalf("earlier stamp: %+v, %v", r4, err)
	}
}

func TestRememberRefusalsWriteNothing(t *testing.T) {
	s, path := newStore(t)
	importString(t, s, "fixture.jsonl", fixture)
	before := export(t, s)
	now := tm("2026-06-01T12:00:00Z")
	cases := []struct {
		name    string
		req     RememberRequest
		outcome Outcome
		err     any
	}{
		{"unknown id", RememberRequest{Content: "x", Supersedes: "zzzzzzzz-nope"}, NotFound, new(*NotFoundError)},
		{"ambiguous", RememberRequest{Content: "x", Supersedes: "aaaaaaaa"}, 0, new(*AmbiguousIDError)},
		{"self", RememberRequest{ID: "aaaaaaaa-0001", Content: "x", Supersedes: "aaaaaaaa-0001"}, 0, new(*SelfSupersessionError)},
		{"self via facet", RememberRequest{ID: "aaaaaaaa-0002#f0", Content: "x", Supersedes: "aaaaaaaa-0002"}, 0, new(*SelfSupersessionError)},
		{"not newer", RememberRequest{Content: "x", ObservedAt: tp("2019-01-01"), Supersedes: "aaaaaaaa-0001"}, 0, new(*NotNewerError)},
		{"equal instant", RememberRequest{Content: "x", ObservedAt: tp("2020-01-01"), Supersedes: "aaaaaaaa-0001"}, 0, new(*NotNewerError)},
		{"id taken", RememberRequest{ID: "aaaaaaaa-0001", Content: "x"}, 0, new(*IDExistsError)},
	}
	for _, c := range cases {
		c.req.Now, c.req.Actor = now, "t"
		r, err := s.Remember(ctx, c.req)
		if err == nil || r.Outcome != c.outcome {
			t.Errorf("%s: outcome %v, err %v; want %v and an error", c.name, r.Outcome, err, c.outcome)
			continue
		}
		switch target := c.err.(type) {
		case **NotFoundError:
			if !errors.As(err, target) {
				t.Errorf("%s: %v", c.name, err)
			}
		case **AmbiguousIDError:
			if !errors.As(err, target) {
				t.Errorf("%s: %v", c.name, err)
			}
		case **SelfSupersessionError:
			if !errors.As(err, target) {
				t.Errorf("%s: %v", c.name, err)
			}
		case **NotNewerError:
			if !errors.As(err, target) {
				t.Errorf("%s: %v", c.name, err)
			}
		case **IDExistsError:
			if !errors.As(err, target) {
				t.Errorf("%s: %v", c.name, err)
			}
		}
	}
	s.Close()
	ro, err := Open(ctx, path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	r, err := ro.Remember(ctx, RememberRequest{Content: "x", Supersedes: "aaaaaaaa-0001", Now: now})
	if !errors.Is(err, ErrReadOnly) || r.Outcome != ReadOnly {
		t.Errorf("read-only: %v, %v", r.Outcome, err)
	}
	if _, err := ro.SetTemporal(ctx, TemporalRequest{Handle: "aaaaaaaa-0001", Stamp: memory.TemporalStamp{ExpiresAt: memory.ClearTime()}, Now: now}); !errors.Is(err, ErrReadOnly) {
		t.Errorf("read-only temporal: %v", err)
	}
	if after := export(t, ro); after != before {
		t.Errorf("refused writes changed the store:\n%s", cmp.Diff(before, after))
	}
	if ev, _ := ro.Events(ctx, ""); len(ev) != 2 { // init and import
		t.Errorf("refused writes appended events: %d", len(ev))
	}
}

// P1: stamp → reopen → clear → reopen → cleared.
func TestTemporalStampClearSurvivesReopen(t *testing.T) {
	s, path := newStore(t)
	importString(t, s, "fixture.jsonl", fixture)
	now := tm("2026-06-01T12:00:00Z")
	r, err := s.Remember(ctx, RememberRequest{Content: "Bob works at Initech.", Supersedes: "aaaaaaaa-0002", Now: now, Actor: "t"})
	if err != nil {
		t.Fatal(err)
	}
	s = reopen(t, s, path)
	v, _ := s.View(ctx, now, nil)
	if it := find(v, "aaaaaaaa-0002"); it.Current || it.SupersededBy != r.ID {
		t.Fatalf("after stamp: %+v", it)
	}
	res, err := s.SetTemporal(ctx, TemporalRequest{Handle: "aaaaaaaa-0002#f0", Stamp: memory.TemporalStamp{ExpiresAt: memory.ClearTime()}, Now: now, Actor: "t"})
	if err != nil || res.Outcome != Written || len(res.Retracted) != 1 || res.Retracted[0] != r.ID {
		t.Fatalf("clear: %+v, %v", res, err)
	}
	s = reopen(t, s, path)
	for _, id := range []string{"aaaaaaaa-0002", "aaaaaaaa-0002#f0", "aaaaaaaa-0002#f1"} {
		if m, _ := s.Get(ctx, id); m.ExpiresAt != nil {
			t.Errorf("%s expires_at = %v after clear and reopen", id, m.ExpiresAt)
		}
	}
	v, _ = s.View(ctx, now, nil)
	if it := find(v, "aaaaaaaa-0002"); !it.Current || it.SupersededBy != "" {
		t.Errorf("after clear the memory is back in force: %+v", it)
	}
	// observed/effective set and clear fan out too.
	if _, err := s.SetTemporal(ctx, TemporalRequest{Handle: "aaaaaaaa-0002", Stamp: memory.TemporalStamp{EffectiveAt: memory.SetTime(tm("2019-05-05")), ObservedAt: memory.ClearTime()}, Now: now, Actor: "t"}); err != nil {
		t.Fatal(err)
	}
	s = reopen(t, s, path)
	for _, id := range []string{"aaaaaaaa-0002", "aaaaaaaa-0002#f1"} {
		m, _ := s.Get(ctx, id)
		if m.ObservedAt != nil || m.EffectiveAt == nil || !m.EffectiveAt.Equal(tm("2019-05-05")) {
			t.Errorf("%s: observed %v effective %v", id, m.ObservedAt, m.EffectiveAt)
		}
	}
	kinds := ""
	evs, _ := s.Events(ctx, "aaaaaaaa-0002")
	for _, e := range evs {
		kinds += e.Kind + " "
	}
	if kinds != "remember supersede retract temporal temporal " {
		t.Errorf("events of the memory: %q", kinds)
	}
}

func TestAppendOnlyAndNeverDeleted(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "fixture.jsonl", fixture)
	if _, err := s.db.Exec(`DELETE FROM memories WHERE id = 'aaaaaaaa-0001'`); err == nil {
		t.Error("a memory could be deleted")
	}
	if _, err := s.db.Exec(`UPDATE events SET actor = 'mallory'`); err == nil {
		t.Error("an event could be updated")
	}
	if _, err := s.db.Exec(`DELETE FROM events`); err == nil {
		t.Error("an event could be deleted")
	}
}

func find(v *View, id string) Item {
	for _, it := range v.Items {
		if it.ID == id {
			return it
		}
	}
	return Item{}
}

func testDiff(entries ...Entry) (*Diff, []byte) {
	d := &Diff{Version: DiffVersion, Stage: "stage1", Threshold: 0.5, Supersessions: entries}
	b, err := d.Marshal()
	if err != nil {
		panic(err)
	}
	return d, b
}

func TestApplyIsStateCheckedAndIdempotent(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "fixture.jsonl", fixture)
	importString(t, s, "more.jsonl", `{"id":"cccccccc-0004","content":"Alice lives in Rome.","created_at":"2024-01-01T00:00:00Z"}
{"id":"cccccccc-0005","content":"Bob works at Initech.","created_at":"2024-02-01T00:00:00Z"}
`)
	now := tm("2026-06-01T12:00:00Z")
	d, b := testDiff(
		Entry{ExpiredID: "aaaaaaaa-0001", ReplacementID: "cccccccc-0004", Reason: "value", Score: 0.8, Subject: "alice", Attribute: "live in", OldValue: "paris", NewValue: "rome",
			ExpiresAt: tm("2024-01-01"), ExpiredMemoryID: "aaaaaaaa-0001", ReplacementMemoryID: "cccccccc-0004"},
		Entry{ExpiredID: "aaaaaaaa-0002#f0", ReplacementID: "cccccccc-0005", Reason: "value", Score: 0.8, Subject: "bob", Attribute: "work at", OldValue: "acme", NewValue: "initech",
			ExpiresAt: tm("2024-02-01"), ExpiredMemoryID: "aaaaaaaa-0002", ReplacementMemoryID: "cccccccc-0005"},
		Entry{ExpiredID: "gone", ReplacementID: "cccccccc-0005", ExpiresAt: tm("2024-02-01"), ExpiredMemoryID: "gone", ReplacementMemoryID: "cccccccc-0005"},
		// bbbbbbbb-0003 expired 2022-01-01, before this entry: stale diff entry.
		Entry{ExpiredID: "bbbbbbbb-0003", ReplacementID: "cccccccc-0005", ExpiresAt: tm("2024-02-01"), ExpiredMemoryID: "bbbbbbbb-0003", ReplacementMemoryID: "cccccccc-0005"},
		// The replacement's instant (2024-01-01) is before the stamp the entry asks for.
		Entry{ExpiredID: "aaaaaaaa-0001", ReplacementID: "cccccccc-0004", ExpiresAt: tm("2025-01-01"), ExpiredMemoryID: "aaaaaaaa-0001", ReplacementMemoryID: "cccccccc-0004"},
	)
	rep, err := s.Apply(ctx, ApplyRequest{Diff: d, DiffBytes: b, DiffPath: "pending-diff.json", Now: now, Actor: "t"})
	if err != nil {
		t.Fatal(err)
	}
	var got []EntryStatus
	for _, r := range rep.Results {
		got = append(got, r.Status)
	}
	if d := cmp.Diff([]EntryStatus{EntryApplied, EntryApplied, EntryMissing, EntryAlreadyExpired, EntryReplacementMoved}, got); d != "" {
		t.Errorf("first apply (-want +got):\n%s", d)
	}
	after1 := export(t, s)
	rep2, err := s.Apply(ctx, ApplyRequest{Diff: d, DiffBytes: b, DiffPath: "pending-diff.json", Now: now.Add(time.Hour), Actor: "t"})
	if err != nil {
		t.Fatal(err)
	}
	if rep2.Count(EntryApplied) != 0 || rep2.Count(EntryAlreadyExpired) != 3 || rep2.Count(EntryReplacementMoved) != 1 {
		t.Errorf("re-apply: %+v", rep2.Results)
	}
	if after2 := export(t, s); after2 != after1 {
		t.Errorf("re-applying changed the store:\n%s", cmp.Diff(after1, after2))
	}
	var edges int
	s.db.QueryRow(`SELECT count(*) FROM supersessions`).Scan(&edges)
	if edges != 2 {
		t.Errorf("%d supersession edges, want 2", edges)
	}
	v, _ := s.View(ctx, now, nil)
	if it := find(v, "aaaaaaaa-0001"); it.Current || it.SupersededBy != "cccccccc-0004" || it.Rank != 1*DemotionFactor {
		t.Errorf("demoted item: %+v", it)
	}
	// Facet-precise: the entry named facet #f0 of a constellation, so the
	// parent stays in force, partially superseded, its other facet intact.
	it := find(v, "aaaaaaaa-0002")
	if !it.Current || it.SupersededBy != "" || len(it.SupersededFacets) != 1 || it.SupersededFacets[0].Unit != "aaaaaaaa-0002#f0" ||
		it.SupersededFacets[0].SupersededBy != "cccccccc-0005" || it.Rank != 1+0.5+0.5*2 {
		t.Errorf("partially superseded item: %+v", it)
	}
	// Before the supersession instant the old memory was in force.
	v, _ = s.View(ctx, tm("2023-06-01"), nil)
	if it := find(v, "aaaaaaaa-0002"); !it.Current || len(it.States) != 0 {
		t.Errorf("view at 2023-06-01: %+v", it)
	}
}

func TestConcurrentAppliersNoDoubleStamp(t *testing.T) {
	_, path := newStore(t)
	s0, err := Open(ctx, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var lines strings.Builder
	const n = 30
	var entries []Entry
	for i := 0; i < n; i++ {
		fmt.Fprintf(&lines, `{"id":"old-%02d","content":"old %d","created_at":"2020-01-01T00:00:00Z"}`+"\n", i, i)
		fmt.Fprintf(&lines, `{"id":"new-%02d","content":"new %d","created_at":"2021-01-01T00:00:00Z"}`+"\n", i, i)
		entries = append(entries, Entry{ExpiresAt: tm("2021-01-01"), ExpiredMemoryID: fmt.Sprintf("old-%02d", i), ReplacementMemoryID: fmt.Sprintf("new-%02d", i)})
	}
	importString(t, s0, "c.jsonl", lines.String())
	s0.Close()
	// Two overlapping diffs: A = 0..19, B = 10..29.
	dA, bA := testDiff(entries[:20]...)
	dB, bB := testDiff(entries[10:]...)
	var wg sync.WaitGroup
	reps := make([]ApplyReport, 2)
	errs := make([]error, 2)
	for k, dd := range []struct {
		d *Diff
		b []byte
	}{{dA, bA}, {dB, bB}} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			st, err := Open(ctx, path, Options{})
			if err != nil {
				errs[k] = err
				return
			}
			defer st.Close()
			reps[k], errs[k] = st.Apply(ctx, ApplyRequest{Diff: dd.d, DiffBytes: dd.b, DiffPath: fmt.Sprint(k), Now: tm("2026-01-01"), Actor: fmt.Sprint("applier", k)})
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	applied := reps[0].Count(EntryApplied) + reps[1].Count(EntryApplied)
	skipped := reps[0].Count(EntryAlreadyExpired) + reps[1].Count(EntryAlreadyExpired)
	if applied != n || skipped != 10 {
		t.Errorf("applied %d (want %d), skipped %d (want 10)", applied, n, skipped)
	}
	s, _ := Open(ctx, path, Options{})
	defer s.Close()
	var edges, events, distinct int
	s.db.QueryRow(`SELECT count(*), count(DISTINCT old_id) FROM supersessions`).Scan(&edges, &distinct)
	s.db.QueryRow(`SELECT count(*) FROM events WHERE kind = 'supersede'`).Scan(&events)
	if edges != n || distinct != n || events != n {
		t.Errorf("edges %d distinct %d events %d; want %d each (no double stamp, no lost update)", edges, distinct, events, n)
	}
}

func TestSettingsAndStage2Refusal(t *testing.T) {
	s, _ := newStore(t)
	_, err := s.ApplyAuto(ctx, AutoRequest{Now: tm("2026-01-01")})
	var re *Stage2RefusedError
	if !errors.As(err, &re) {
		t.Fatalf("stage2 off: %v", err)
	}
	if err := s.SetSetting(ctx, SettingStage2, "on", tm("2026-01-01"), "t"); err != nil {
		t.Fatal(err)
	}
	if v, _ := s.Setting(ctx, SettingStage2); v != "on" {
		t.Errorf("stage2 = %q", v)
	}
}

func TestRenderMarkdownOneLinePerEntry(t *testing.T) {
	d, _ := testDiff(
		Entry{Subject: "alice", Attribute: "live in", OldValue: "paris", NewValue: "rome", Reason: "value", Score: 0.8, ExpiresAt: tm("2024-01-01"),
			ExpiredMemoryID: "m1", ReplacementMemoryID: "m2", OldContent: "Alice lives in Paris.", NewContent: "Alice lives\nin Rome."},
		Entry{Subject: "bob", Attribute: "like", OldValue: "tea", NewValue: "not tea", Reason: "negation", Score: 0.7, ExpiresAt: tm("2024-01-02"),
			ExpiredMemoryID: "m3", ReplacementMemoryID: "m4", OldContent: "Bob likes tea.", NewContent: "Bob no longer likes tea."},
	)
	var b bytes.Buffer
	if err := RenderMarkdown(&b, d, "out/pending-diff.json"); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	sec := strings.SplitN(md, SupersessionsHeading+"\n", 2)
	if len(sec) != 2 {
		t.Fatalf("no supersessions section:\n%s", md)
	}
	var lines []string
	for _, l := range strings.Split(sec[1], "\n") {
		if strings.Contains(l, "**RETIRE**") {
			lines = append(lines, l)
		}
	}
	if len(lines) != len(d.Supersessions) {
		t.Fatalf("%d RETIRE lines for %d entries:\n%s", len(lines), len(d.Supersessions), md)
	}
	for i, e := range d.Supersessions {
		for _, want := range []string{e.ExpiredMemoryID, e.ReplacementMemoryID, "**" + e.OldValue + " → " + e.NewValue + "**"} {
			if !strings.Contains(lines[i], want) {
				t.Errorf("line %d %q lacks %q", i, lines[i], want)
			}
		}
	}
	empty, _ := testDiff()
	b.Reset()
	RenderMarkdown(&b, empty, "x")
	if strings.Contains(b.String(), "## Supersessions") || strings.Contains(b.String(), "RETIRE") {
		t.Errorf("an empty diff has a supersessions section:\n%s", b.String())
	}
}

// Derived states at their boundaries: stale from expires_at on (inclusive),
// superseded from the affirmed instant on, not yet effective before
// effective_at; a dangling or retracted edge excludes nothing.
func TestViewDerivedStateBoundaries(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "b.jsonl", `{"id":"old","content":"x is 1","created_at":"2020-01-01T00:00:00Z","energy":1,"tier":"pinned"}
{"id":"new","content":"x is 2","created_at":"2021-01-01T00:00:00Z"}
{"id":"later","content":"y is 3","created_at":"2020-01-01T00:00:00Z","effective_at":"2030-01-01T00:00:00Z"}
`)
	if _, err := s.Remember(ctx, RememberRequest{ID: "newer", Content: "x is 3", ObservedAt: tp("2022-01-01"), Supersedes: "old", Now: tm("2026-01-01"), Actor: "t"}); err != nil {
		t.Fatal(err)
	}
	at := tm("2022-01-01")
	for _, c := range []struct {
		at      time.Time
		id      string
		current bool
		states  []string
	}{
		{at.Add(-time.Nanosecond), "old", true, []string{}},
		{at, "old", false, []string{StateStale, StateSuperseded}},
		{at, "later", false, []string{StateNotYetEffective}},
		{tm("2030-01-01"), "later", true, []string{}},
	} {
		v, err := s.View(ctx, c.at, nil)
		if err != nil {
			t.Fatal(err)
		}
		it := find(v, c.id)
		if it.Current != c.current || !cmp.Equal(it.States, c.states) {
			t.Errorf("%s at %s: current %v states %v; want %v %v", c.id, memory.FormatTime(c.at), it.Current, it.States, c.current, c.states)
		}
		if c.id == "old" && !c.current && (it.SupersededBy != "newer" || math.Abs(it.Rank-3.5*DemotionFactor) > 1e-12) {
			t.Errorf("demoted old: %+v", it)
		}
	}
	// Contests come from the caller (svo + detector); both stay in force.
	v, err := s.View(ctx, tm("2026-01-01"), func(ms []memory.Memory) ([]Contest, error) {
		return []Contest{{Subject: "x", Attribute: "be", MemoryIDs: []string{"new", "later"}, Values: []string{"2", "3"}}}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if it := find(v, "new"); !it.Current || !cmp.Equal(it.ContestedWith, []string{"later"}) {
		t.Errorf("contested new: %+v", it)
	}
}
