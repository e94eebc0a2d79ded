package store

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"l9/memory"
)

func mustAlias(t *testing.T, s *Store, handle, slug string) AliasResult {
	t.Helper()
	res, err := s.AddAlias(ctx, handle, slug, tm("2026-02-01"), "tester")
	if err != nil {
		t.Fatalf("AddAlias(%q, %q): %v", handle, slug, err)
	}
	return res
}

func eventCount(t *testing.T, s *Store) int {
	t.Helper()
	evs, err := s.Events(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	return len(evs)
}

// The seed's order: exact id → slug → unambiguous prefix of ≥ 8 characters.
func TestResolveOrderIDSlugPrefix(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "fixture.jsonl", fixture)
	mustAlias(t, s, "aaaaaaaa-0001", "people/alice")
	mustAlias(t, s, "bbbbbbbb", "ops.port")
	// A slug that looks like a short id but shadows no id resolves as a slug.
	mustAlias(t, s, "aaaaaaaa-0002", "cccccccc")
	for _, c := range []struct{ handle, want string }{
		{"aaaaaaaa-0001", "aaaaaaaa-0001"}, // exact id
		{"people/alice", "aaaaaaaa-0001"},  // slug
		{"ops.port", "bbbbbbbb-0003"},
		{"cccccccc", "aaaaaaaa-0002"},    // slug before prefix (no id starts with it)
		{"bbbbbbbb-00", "bbbbbbbb-0003"}, // prefix
	} {
		if got, err := s.Resolve(ctx, c.handle); err != nil || got != c.want {
			t.Errorf("Resolve(%q) = %q, %v; want %q", c.handle, got, err, c.want)
		}
	}
	_, err := s.Resolve(ctx, "aaaaaaaa")
	var amb *AmbiguousIDError
	if !errors.As(err, &amb) || len(amb.Matches) != 4 {
		t.Fatalf("ambiguous prefix: %v; want AMBIGUOUS_ID with 4 matches", err)
	}
	var nf *NotFoundError
	if _, err := s.Resolve(ctx, "people"); !errors.As(err, &nf) {
		t.Errorf("a slug's prefix resolved: %v", err)
	}
	m, err := s.Get(ctx, "people/alice")
	if err != nil || m.ID != "aaaaaaaa-0001" || !cmp.Equal(m.Aliases, []string{"people/alice"}) {
		t.Errorf("Get by slug = %+v, %v", m, err)
	}
}

func TestAliasAppendOnlyConflictNoOpMalformed(t *testing.T) {
	s, path := newStore(t)
	importString(t, s, "fixture.jsonl", fixture)
	if r := mustAlias(t, s, "aaaaaaaa-0001", "a/b"); !r.Added || r.ID != "aaaaaaaa-0001" {
		t.Fatalf("first alias: %+v", r)
	}
	n := eventCount(t, s)
	// Re-issuing the memory's own slug (by any handle) is a no-op.
	if r := mustAlias(t, s, "a/b", "a/b"); r.Added {
		t.Errorf("re-adding an own slug wrote: %+v", r)
	}
	if eventCount(t, s) != n {
		t.Errorf("a no-op appended an event")
	}
	// Held by another memory: SLUG_CONFLICT, nothing written.
	_, err := s.AddAlias(ctx, "bbbbbbbb-0003", "a/b", tm("2026-02-01"), "tester")
	var sc *SlugConflictError
	if !errors.As(err, &sc) || sc.Code() != "SLUG_CONFLICT" || sc.Holder != "aaaaaaaa-0001" {
		t.Fatalf("conflict: %v; want SLUG_CONFLICT held by aaaaaaaa-0001", err)
	}
	// A slug equal to, or a ≥ 8-character prefix of, another memory's id
	// would redirect citations of that id: refused.
	for _, slug := range []string{"bbbbbbbb-0003", "bbbbbbbb"} {
		_, err := s.AddAlias(ctx, "aaaaaaaa-0001", slug, tm("2026-02-01"), "tester")
		if !errors.As(err, &sc) || !sc.Shadow {
			t.Errorf("shadowing slug %q: %v; want SLUG_CONFLICT (shadow)", slug, err)
		}
	}
	for _, slug := range []string{"", "A/b", "-ab", "ab-", "a b", "a_", "é", strings.Repeat("a", 201)} {
		_, err := s.AddAlias(ctx, "aaaaaaaa-0001", slug, tm("2026-02-01"), "tester")
		var bs *BadSlugError
		if !errors.As(err, &bs) {
			t.Errorf("malformed slug %q: %v; want *BadSlugError", slug, err)
		}
	}
	if r := mustAlias(t, s, "aaaaaaaa-0001", strings.Repeat("a", 200)); !r.Added {
		t.Errorf("a 200-character slug was not issued")
	}
	if eventCount(t, s) != n+1 {
		t.Errorf("refusals appended events: %d, want %d", eventCount(t, s), n+1)
	}
	// Append-only in the file itself.
	if _, err := s.db.Exec(`UPDATE aliases SET memory_id = 'bbbbbbbb-0003'`); err == nil {
		t.Error("UPDATE on aliases succeeded")
	}
	if _, err := s.db.Exec(`DELETE FROM aliases`); err == nil {
		t.Error("DELETE on aliases succeeded")
	}
	// Survives reopen and a restructure (a supersession and a stamp change).
	s = reopen(t, s, path)
	if _, err := s.SetTemporal(ctx, TemporalRequest{Handle: "a/b", Stamp: memory.TemporalStamp{EffectiveAt: memory.SetTime(tm("2019-01-01"))}, Now: tm("2026-03-01"), Actor: "t"}); err != nil {
		t.Fatal(err)
	}
	if id, err := s.Resolve(ctx, "a/b"); err != nil || id != "aaaaaaaa-0001" {
		t.Errorf("after reopen + stamp: %q, %v", id, err)
	}
}

func TestRememberWithAliases(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "fixture.jsonl", fixture)
	mustAlias(t, s, "aaaaaaaa-0001", "taken")
	before := export(t, s)
	n := eventCount(t, s)
	// A conflict refuses the whole remember: no memory, no event.
	_, err := s.Remember(ctx, RememberRequest{Content: "Alice lives in Rome.", Aliases: []string{"fresh", "taken"}, Now: tm("2026-03-01"), Actor: "t"})
	var sc *SlugConflictError
	if !errors.As(err, &sc) {
		t.Fatalf("remember with a held slug: %v", err)
	}
	if export(t, s) != before || eventCount(t, s) != n {
		t.Fatal("a refused remember wrote")
	}
	// An id equal to a held slug would hide it.
	if _, err := s.Remember(ctx, RememberRequest{ID: "taken", Content: "x", Now: tm("2026-03-01"), Actor: "t"}); !errors.As(err, &sc) {
		t.Errorf("remember --id equal to a slug: %v", err)
	}
	res, err := s.Remember(ctx, RememberRequest{Content: "Alice lives in Rome.", Aliases: []string{"rome", "rome"}, Supersedes: "taken", Now: tm("2026-03-01"), Actor: "t"})
	if err != nil || !cmp.Equal(res.Aliases, []string{"rome"}) {
		t.Fatalf("remember --alias: %+v, %v", res, err)
	}
	if id, _ := s.Resolve(ctx, "rome"); id != res.ID {
		t.Errorf("rome → %q, want %q", id, res.ID)
	}
}

func TestImportExportKeepAliases(t *testing.T) {
	s, _ := newStore(t)
	in := `{"id":"m1","content":"The port is 8080.","created_at":"2021-01-01T00:00:00Z","aliases":["ops/port","ops/port-2021"]}
{"id":"m2","content":"The port is 9090.","created_at":"2022-01-01T00:00:00Z"}
`
	importString(t, s, "in.jsonl", in)
	mustAlias(t, s, "m2", "ops/port-2022")
	out := export(t, s)
	want := in[:strings.Index(in, "\n")+1] + `{"id":"m2","content":"The port is 9090.","created_at":"2022-01-01T00:00:00Z","aliases":["ops/port-2022"]}` + "\n"
	if out != want {
		t.Fatalf("export (-want +got):\n%s", cmp.Diff(want, out))
	}
	s2, _ := newStore(t)
	importString(t, s2, "out.jsonl", out)
	if again := export(t, s2); again != out {
		t.Errorf("export → import → export (-first +second):\n%s", cmp.Diff(out, again))
	}
	if id, err := s2.Resolve(ctx, "ops/port-2022"); err != nil || id != "m2" {
		t.Errorf("imported alias: %q, %v", id, err)
	}
	// Conflicts in an import are file:line: aliases problems, all or nothing.
	bad := `{"id":"m3","content":"a","created_at":"2023-01-01T00:00:00Z","aliases":["ops/port"]}
{"id":"m4","content":"b","created_at":"2023-01-01T00:00:00Z","aliases":["new/one"]}
{"id":"m5","content":"c","created_at":"2023-01-01T00:00:00Z","aliases":["new/one","m4"]}
{"id":"ops/port-2021","content":"d","created_at":"2023-01-01T00:00:00Z"}
`
	before := export(t, s2)
	_, err := s2.Import(ctx, strings.NewReader(bad), "bad.jsonl", tm("2026-01-01"), "t")
	var el *memory.ErrorList
	if !errors.As(err, &el) {
		t.Fatalf("conflicting import: %v", err)
	}
	var got []string
	for _, e := range el.Errs {
		got = append(got, e.File+":"+itoa(e.Line)+": "+e.Field)
	}
	if d := cmp.Diff([]string{"bad.jsonl:1: aliases", "bad.jsonl:3: aliases", "bad.jsonl:3: aliases", "bad.jsonl:4: id"}, got); d != "" {
		t.Errorf("import problems (-want +got):\n%s\n%v", d, err)
	}
	if export(t, s2) != before {
		t.Error("a refused import wrote")
	}
	// Malformed slugs are reader problems.
	_, err = s2.Import(ctx, strings.NewReader(`{"id":"m9","content":"a","created_at":"2023-01-01T00:00:00Z","aliases":["Bad Slug"]}`+"\n"), "mal.jsonl", tm("2026-01-01"), "t")
	if err == nil || !strings.Contains(err.Error(), "mal.jsonl:1: aliases: malformed slug") {
		t.Errorf("malformed slug in import: %v", err)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
