package store

import (
	"database/sql"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"l9/memory"
)

func TestMigrateV1ToV2KeepsRowsInDefaultNamespace(t *testing.T) {
	path := filepath.Join(t.TempDir(), "v1.db")
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{migrations[0], `PRAGMA user_version = 1`,
		`INSERT INTO memories (id, content, created_at) VALUES ('m1', 'Alice lives in Paris.', '2020-01-01T00:00:00Z')`,
		`INSERT INTO events (at, actor, kind) VALUES ('2020-01-01T00:00:00Z', 't', 'init')`,
		`INSERT INTO key_history (subject, attribute, scope, multi, first_seen) VALUES ('alice', 'residence', '', 0, 1)`,
		`INSERT INTO key_values (subject, attribute, scope, value) VALUES ('alice', 'residence', '', 'paris')`} {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	db.Close()
	s, err := Open(ctx, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if v, _ := s.SchemaVersionOf(ctx); v != SchemaVersion || v < 2 {
		t.Fatalf("schema v%d after open, want v%d", v, SchemaVersion)
	}
	m, err := s.Get(ctx, "m1")
	if err != nil || m.Namespace != "" || m.Content != "Alice lives in Paris." {
		t.Fatalf("memory after migration: %+v, %v", m, err)
	}
	hist, err := keyHistory(ctx, s.db)
	if err != nil {
		t.Fatal(err)
	}
	if len(hist) != 1 {
		t.Fatalf("key history after migration: %v", hist)
	}
	for k := range hist {
		if k.ns != "" || k.key.Subject != "alice" {
			t.Errorf("key %+v, want alice in the default namespace", k)
		}
	}
	var n int
	if err := s.db.QueryRow(`SELECT count(*) FROM key_values WHERE namespace = '' AND value = 'paris'`).Scan(&n); err != nil || n != 1 {
		t.Errorf("key_values after migration: %d, %v", n, err)
	}
}

const nsFixture = `{"id":"a-paris","namespace":"alice","content":"x|residence|paris","created_at":"2020-01-01T00:00:00Z"}
{"id":"b-paris","namespace":"bob","content":"x|residence|paris","created_at":"2020-01-01T00:00:00Z"}
{"id":"b-rome","namespace":"bob","content":"x|residence|rome","created_at":"2021-01-01T00:00:00Z"}
{"id":"a-berlin","namespace":"alice","content":"x|residence|berlin","created_at":"2022-01-01T00:00:00Z"}
{"id":"d-oslo","content":"x|residence|oslo","created_at":"2023-01-01T00:00:00Z"}
`

func TestNamespacesRoundTripAndConstellations(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "ns.jsonl", nsFixture)
	if got := export(t, s); got != nsFixture {
		t.Errorf("export differs:\n%s", got)
	}
	// A facet in another namespace than its stored parent is refused, nothing written.
	_, err := s.Import(ctx, strings.NewReader(`{"id":"f","namespace":"bob","content":"x","created_at":"2020-01-01","parent_id":"a-paris","is_facet":true}`+"\n"), "f.jsonl", tm("2026-01-01"), "t")
	want := `f.jsonl:1: namespace: namespace "bob" differs from its parent "a-paris"'s namespace "alice": a constellation lives in one namespace`
	if err == nil || err.Error() != want {
		t.Fatalf("import: %v\nwant %s", err, want)
	}
	if got := export(t, s); got != nsFixture {
		t.Error("refused import wrote something")
	}
}

func TestStage0RefusesCrossNamespace(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "ns.jsonl", nsFixture)
	evs, _ := s.Events(ctx, "")
	_, err := s.Remember(ctx, RememberRequest{Content: "x|residence|lisbon", Namespace: "bob", Supersedes: "a-berlin", Now: tm("2025-01-01"), Actor: "t"})
	var nm *NamespaceMismatchError
	if !errors.As(err, &nm) || nm.TargetNamespace != "alice" || nm.Namespace != "bob" {
		t.Fatalf("cross-namespace remember: %v", err)
	}
	if after, _ := s.Events(ctx, ""); len(after) != len(evs) {
		t.Error("a refusal appended events")
	}
	res, err := s.Remember(ctx, RememberRequest{Content: "x|residence|lisbon", Namespace: "alice", Supersedes: "a-berlin", Now: tm("2025-01-01"), Actor: "t"})
	if err != nil || res.Outcome != Written {
		t.Fatalf("same-namespace remember: %+v %v", res, err)
	}
	m, _ := s.Get(ctx, res.ID)
	if m.Namespace != "alice" {
		t.Errorf("new memory namespace %q", m.Namespace)
	}
	if _, err := s.Remember(ctx, RememberRequest{Content: "y", Namespace: " bad", Now: tm("2025-01-01")}); err == nil {
		t.Error("a malformed namespace was accepted")
	}
}

func TestApplySkipsCrossNamespaceEntry(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "ns.jsonl", nsFixture)
	d := &Diff{Version: DiffVersion, Stage: "stage1", Supersessions: []Entry{
		{ExpiredMemoryID: "a-paris", ReplacementMemoryID: "b-rome", ExpiresAt: tm("2021-01-01")},
		{ExpiredMemoryID: "b-paris", ReplacementMemoryID: "b-rome", ExpiresAt: tm("2021-01-01")},
	}}
	b, _ := d.Marshal()
	rep, err := s.Apply(ctx, ApplyRequest{Diff: d, DiffBytes: b, DiffPath: "d.json", Now: tm("2026-01-01"), Actor: "t"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Results[0].Status != EntryNamespaceMismatch || rep.Results[1].Status != EntryApplied {
		t.Fatalf("statuses %v, %v", rep.Results[0].Status, rep.Results[1].Status)
	}
	if m, _ := s.Get(ctx, "a-paris"); m.ExpiresAt != nil {
		t.Error("cross-namespace entry stamped the old memory")
	}
}

func TestViewContestsPerNamespace(t *testing.T) {
	s, _ := newStore(t)
	// Same key, two values, same instant: contested inside one namespace,
	// never across two.
	importString(t, s, "c.jsonl", `{"id":"a1","namespace":"alice","content":"x|employer|acme","created_at":"2020-01-01T00:00:00Z"}
{"id":"b1","namespace":"bob","content":"x|employer|hooli","created_at":"2020-01-01T00:00:00Z"}
{"id":"b2","namespace":"bob","content":"x|employer|initech","created_at":"2020-01-01T00:00:00Z"}
`)
	var calls [][]string
	v, err := s.View(ctx, tm("2026-01-01"), func(ms []memory.Memory) ([]Contest, error) {
		var ids []string
		for _, m := range ms {
			ids = append(ids, m.ID)
		}
		calls = append(calls, ids)
		if len(ms) < 2 {
			return nil, nil
		}
		return []Contest{{Subject: "x", Attribute: "employer", At: ms[0].CreatedAt, MemoryIDs: ids}}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(calls) != 2 || strings.Join(calls[0], ",") != "a1" || strings.Join(calls[1], ",") != "b1,b2" {
		t.Fatalf("contest calls %v, want one per namespace", calls)
	}
	states := map[string]string{}
	for _, it := range v.Items {
		states[it.ID] = it.Namespace + ":" + strings.Join(it.States, ",")
	}
	if states["a1"] != "alice:" || states["b1"] != "bob:contested" || states["b2"] != "bob:contested" {
		t.Errorf("states %v", states)
	}
	if got := v.InNamespace("bob"); len(got.Items) != 2 {
		t.Errorf("InNamespace(bob): %d items", len(got.Items))
	}
	if got := v.InNamespace(""); len(got.Items) != 0 {
		t.Errorf("InNamespace(default): %d items", len(got.Items))
	}
}

func TestApplyAutoPerNamespace(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "ns.jsonl", nsFixture)
	ex, det := fakeStage1()
	now := tm("2026-01-01")
	if err := s.SetSetting(ctx, SettingStage2, "on", now, "t"); err != nil {
		t.Fatal(err)
	}
	req := AutoRequest{Extract: ex, Detect: det, Threshold: 0.5, Now: now, Actor: "t"}
	rep, err := s.ApplyAuto(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	// Three namespaces share the key x/residence: three keys in the history,
	// and only same-namespace pairs proposed (alice paris→berlin, bob paris→rome).
	if rep.Keys != 3 || rep.NewKeys != 3 {
		t.Errorf("keys %d new %d, want 3 and 3", rep.Keys, rep.NewKeys)
	}
	var pairs []string
	for _, e := range rep.Diff.Supersessions {
		pairs = append(pairs, e.Namespace+":"+e.ExpiredMemoryID+">"+e.ReplacementMemoryID)
	}
	if got := strings.Join(pairs, " "); got != "alice:a-paris>a-berlin bob:b-paris>b-rome" {
		t.Errorf("proposed %s", got)
	}
	rep2, err := s.ApplyAuto(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if rep2.Count(EntryApplied) != 2 {
		t.Errorf("second pass applied %d, want 2", rep2.Count(EntryApplied))
	}
}

func TestSupersessionsList(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "ns.jsonl", nsFixture)
	if _, err := s.Remember(ctx, RememberRequest{Content: "x|residence|lisbon", Namespace: "alice", Supersedes: "a-berlin", ObservedAt: tp("2024-01-01"), Now: tm("2025-01-01"), Actor: "ann"}); err != nil {
		t.Fatal(err)
	}
	got, err := s.Supersessions(ctx)
	if err != nil || len(got) != 1 {
		t.Fatalf("%v %v", got, err)
	}
	x := got[0]
	if x.OldID != "a-berlin" || x.NewID != "new-0001" || !x.At.Equal(tm("2024-01-01")) || !x.AffirmedAt.Equal(tm("2025-01-01")) || x.Source != "stage0" || x.Actor != "ann" || x.Retracted {
		t.Errorf("%+v", x)
	}
}
