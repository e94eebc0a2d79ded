package main

import (
	"bytes"
	"context"
	"encoding/json"
	"l9"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"l9/prereg"
	"l9/store"
)

// stRun runs l9 in-process and returns stdout, stderr and the exit code.
func stRun(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), args, strings.NewReader(""), &out, &errb)
	code := exitCode(err, &errb)
	return out.String(), errb.String(), code
}

func stMust(t *testing.T, args ...string) string {
	t.Helper()
	out, errs, code := stRun(t, args...)
	if code != 0 {
		t.Fatalf("l9 %s: exit %d\n%s", strings.Join(args, " "), code, errs)
	}
	return out
}

const stFixture = `{"id":"0c6f3b52-1a7e-4c1e-9d1b-7a1e2f3a4b01","content":"Alice lives in Paris.","created_at":"2021-03-01T09:00:00Z"}
{"id":"1d7a4c63-2b8f-4d2f-8e2c-8b2f3a4b5c02","content":"Alice lives in Berlin.","created_at":"2023-06-10T09:00:00Z"}
{"id":"5e2d9c11-8b44-4f0a-a6c2-33d1e0f4c903","content":"The staging server runs PostgreSQL 14.","created_at":"2022-01-05T12:00:00Z","observed_at":"2022-01-04T00:00:00Z"}
{"id":"6f3e0d22-9c55-4a1b-b7d3-44e2f1a5d004","content":"The staging server runs PostgreSQL 16.","created_at":"2024-02-01T12:00:00Z","observed_at":"2024-01-30T00:00:00Z"}
{"id":"9a7b1c3d-0000-4000-8000-000000000005","content":"Bob speaks French.","created_at":"2022-01-01T00:00:00Z"}
{"id":"aa8c2d4e-1111-4111-9111-111111111106","content":"Bob speaks German.","created_at":"2023-01-01T00:00:00Z"}
{"id":"d41f0e77-2c55-4b9a-8e11-000000000007","content":"Carol works at Initech.","created_at":"2024-05-01T00:00:00Z"}
{"id":"e5201f88-3d66-4cab-9f22-000000000008","content":"Carol works at Hooli.","created_at":"2024-05-01T00:00:00Z"}
`

const (
	stParis    = "0c6f3b52-1a7e-4c1e-9d1b-7a1e2f3a4b01"
	stBerlin   = "1d7a4c63-2b8f-4d2f-8e2c-8b2f3a4b5c02"
	stPg14     = "5e2d9c11-8b44-4f0a-a6c2-33d1e0f4c903"
	stPg16     = "6f3e0d22-9c55-4a1b-b7d3-44e2f1a5d004"
	stInitech  = "d41f0e77-2c55-4b9a-8e11-000000000007"
	stHooli    = "e5201f88-3d66-4cab-9f22-000000000008"
	stBriefAt  = "2025-01-01T00:00:00Z"
	stFixtureN = 8
)

func stSetup(t *testing.T) (dir, db string) {
	t.Helper()
	t.Setenv("L9_READONLY", "")
	t.Setenv("L9_DB", "")
	dir = t.TempDir()
	db = filepath.Join(dir, "l9.db")
	in := filepath.Join(dir, "memories.jsonl")
	if err := os.WriteFile(in, []byte(stFixture), 0o644); err != nil {
		t.Fatal(err)
	}
	stMust(t, "store", "init", "--db", db)
	if out := stMust(t, "store", "import", in, "--db", db); !strings.Contains(out, "imported 8 memories") {
		t.Fatalf("import: %q", out)
	}
	return dir, db
}

func stBrief(t *testing.T, db string) map[string]store.Item {
	t.Helper()
	var v store.View
	if err := json.Unmarshal([]byte(stMust(t, "brief", "--json", "--at", stBriefAt, "--db", db)), &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Items) != stFixtureN {
		t.Fatalf("brief has %d items, want all %d (demoted, never dropped)", len(v.Items), stFixtureN)
	}
	m := map[string]store.Item{}
	for _, it := range v.Items {
		m[it.ID] = it
	}
	return m
}

// The walkthrough: import → propose → read the diff → apply → brief.
func TestStoreWorkflowProposeApplyBrief(t *testing.T) {
	dir, db := stSetup(t)
	before := stMust(t, "store", "export", "--db", db)
	out := filepath.Join(dir, "review")
	stMust(t, "propose", "--out", out, "--at", stBriefAt, "--db", db)
	if after := stMust(t, "store", "export", "--db", db); after != before {
		t.Fatal("propose wrote to the store")
	}
	d, _, err := store.ReadDiff(filepath.Join(out, "pending-diff.json"))
	if err != nil {
		t.Fatal(err)
	}
	var got [][2]string
	for _, e := range d.Supersessions {
		got = append(got, [2]string{e.ExpiredMemoryID, e.ReplacementMemoryID})
	}
	if diff := cmp.Diff([][2]string{{stParis, stBerlin}, {stPg14, stPg16}}, got); diff != "" {
		t.Fatalf("proposed supersessions (-want +got):\n%s", diff)
	}
	md, err := os.ReadFile(filepath.Join(out, "pending-diff.md"))
	if err != nil {
		t.Fatal(err)
	}
	// Render fidelity: one RETIRE line per JSON entry, both values shown.
	var lines []string
	for _, l := range strings.Split(string(md), "\n") {
		if strings.Contains(l, "**RETIRE**") {
			lines = append(lines, l)
		}
	}
	if !strings.Contains(string(md), store.SupersessionsHeading) || len(lines) != len(d.Supersessions) {
		t.Fatalf("pending-diff.md has %d RETIRE lines for %d entries:\n%s", len(lines), len(d.Supersessions), md)
	}
	for i, e := range d.Supersessions {
		for _, want := range []string{e.ExpiredMemoryID, e.ReplacementMemoryID, e.OldValue + " → " + e.NewValue} {
			if !strings.Contains(lines[i], want) {
				t.Errorf("RETIRE line %d lacks %q: %s", i, want, lines[i])
			}
		}
	}

	// A proposal excludes nothing.
	b := stBrief(t, db)
	for id, it := range b {
		if !it.Current || it.SupersededBy != "" {
			t.Errorf("before apply %s is %+v", id, it)
		}
	}
	// Contested: both in force, each naming the other.
	for _, c := range [][2]string{{stInitech, stHooli}, {stHooli, stInitech}} {
		it := b[c[0]]
		if !it.Current || !cmp.Equal(it.ContestedWith, []string{c[1]}) || !strings.Contains(strings.Join(it.States, ","), store.StateContested) {
			t.Errorf("contested %s: %+v", c[0], it)
		}
	}

	diffPath := filepath.Join(out, "pending-diff.json")
	if _, errs, code := stRun(t, "apply", "--diff", diffPath, "--db", db); code != exitUsage || !strings.Contains(errs, "without --confirm") {
		t.Fatalf("apply without --confirm: exit %d %q", code, errs)
	}
	if after := stMust(t, "store", "export", "--db", db); after != before {
		t.Fatal("a refused apply wrote to the store")
	}
	if o := stMust(t, "apply", "--diff", diffPath, "--confirm", "--db", db, "--actor", "operator"); !strings.Contains(o, "apply: 2 applied, 0 skipped") {
		t.Fatalf("apply: %s", o)
	}
	afterApply := stMust(t, "store", "export", "--db", db)
	if o := stMust(t, "apply", "--diff", diffPath, "--confirm", "--db", db); !strings.Contains(o, "apply: 0 applied, 2 skipped") {
		t.Fatalf("re-apply: %s", o)
	}
	if again := stMust(t, "store", "export", "--db", db); again != afterApply {
		t.Fatalf("re-applying changed the store:\n%s", cmp.Diff(afterApply, again))
	}
	b = stBrief(t, db)
	for _, c := range [][2]string{{stParis, stBerlin}, {stPg14, stPg16}} {
		old, nw := b[c[0]], b[c[1]]
		if old.Current || old.SupersededBy != c[1] || old.Rank >= nw.Rank || !nw.Current {
			t.Errorf("after apply: old %+v new %+v", old, nw)
		}
	}
	// recall keeps the demoted memory, ranked below its successor.
	var rc struct{ Items []store.Item }
	json.Unmarshal([]byte(stMust(t, "recall", "postgresql", "--json", "--at", stBriefAt, "--db", db, "--contested=false")), &rc)
	if len(rc.Items) != 2 || rc.Items[0].ID != stPg16 || rc.Items[1].ID != stPg14 || rc.Items[1].Current {
		t.Errorf("recall postgresql: %+v", rc.Items)
	}
	// The events name the operator and the diff.
	var ev store.Event
	log := stMust(t, "store", "log", stParis, "--db", db)
	json.Unmarshal([]byte(strings.Split(log, "\n")[0]), &ev)
	if ev.Kind != store.EventSupersede || ev.Actor != "operator" || ev.DiffSHA256 == "" {
		t.Errorf("supersede event: %s", log)
	}
}

func TestStoreImportMalformedNamesLineAndWritesNothing(t *testing.T) {
	dir, db := stSetup(t)
	before := stMust(t, "store", "export", "--db", db)
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte(`{"id":"x1","content":"ok","created_at":"2020-01-01"}`+"\n"+`{"id":"x2","content":"bad","created_at":"soon"}`+"\n"), 0o644)
	_, errs, code := stRun(t, "store", "import", bad, "--db", db)
	if code != exitUsage || !strings.Contains(errs, bad+":2: created_at") || !strings.Contains(errs, "nothing written") {
		t.Fatalf("malformed import: exit %d %q", code, errs)
	}
	if after := stMust(t, "store", "export", "--db", db); after != before {
		t.Fatal("a malformed import wrote to the store")
	}
}

func TestStoreExportImportExportCLI(t *testing.T) {
	dir, db := stSetup(t)
	stMust(t, "remember", "Alice lives in Rome.", "--observed", "2024-09-09", "--supersedes", stBerlin, "--db", db)
	first := filepath.Join(dir, "first.jsonl")
	stMust(t, "store", "export", "--out", first, "--db", db)
	db2 := filepath.Join(dir, "copy.db")
	if _, errs, code := stRun(t, "store", "import", first, "--db", db2); code != exitUsage || !strings.Contains(errs, "l9 store init") {
		t.Errorf("import into a missing store: exit %d %q", code, errs)
	}
	stMust(t, "store", "init", "--db", db2)
	stMust(t, "store", "import", first, "--db", db2)
	second := stMust(t, "store", "export", "--db", db2)
	want, _ := os.ReadFile(first)
	if second != string(want) {
		t.Errorf("export→import→export differs:\n%s", cmp.Diff(string(want), second))
	}
}

func TestRememberCLIOutcomes(t *testing.T) {
	_, db := stSetup(t)
	before := stMust(t, "store", "export", "--db", db)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"remember", "x", "--supersedes", "ffffffff-none"}, "not_found"},
		{[]string{"remember", "x", "--supersedes", "ffff"}, "at least 8 characters"},
		{[]string{"remember", "x", "--id", stParis, "--supersedes", stParis}, "cannot supersede itself"},
		{[]string{"remember", "x", "--observed", "2020-01-01", "--supersedes", stParis}, "strictly newer"},
		{[]string{"show", "d41f0e77-2c55"}, ""},
		{[]string{"remember", "x", "--observed", "yesterday"}, "--observed"},
	} {
		_, errs, code := stRun(t, append(c.args, "--db", db)...)
		if c.want == "" {
			if code != 0 {
				t.Errorf("%v: exit %d %s", c.args, code, errs)
			}
			continue
		}
		if code != exitUsage || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q lacks %q", c.args, code, errs, c.want)
		}
	}
	// An ambiguous prefix lists the matches.
	stMust(t, "remember", "Dave likes tea.", "--id", "0c6f3b52-ffff-0000-0000-000000000000", "--db", db)
	_, errs, code := stRun(t, "show", "0c6f3b52", "--db", db)
	if code != exitUsage || !strings.Contains(errs, "AMBIGUOUS_ID") || !strings.Contains(errs, stParis) || !strings.Contains(errs, "0c6f3b52-ffff") {
		t.Errorf("ambiguous: exit %d %q", code, errs)
	}
	t.Setenv("L9_READONLY", "1")
	after := stMust(t, "store", "export", "--db", db)
	_, errs, code = stRun(t, "remember", "x", "--supersedes", stParis, "--db", db)
	if code != exitUsage || !strings.Contains(errs, "read_only") {
		t.Errorf("read-only: exit %d %q", code, errs)
	}
	if again := stMust(t, "store", "export", "--db", db); again != after || !strings.HasPrefix(after, before) {
		t.Error("refused remembers wrote to the store")
	}
	t.Setenv("L9_READONLY", "")
	out, errs, code := stRun(t, "remember", "Alice lives in Rome.", "--observed", "2024-09-09", "--supersedes", "1d7a4c63", "--db", db)
	if code != 0 || len(strings.Fields(out)) != 1 || !strings.Contains(errs, "expires_at 2024-09-09T00:00:00Z") {
		t.Errorf("remember: exit %d stdout %q stderr %q", code, out, errs)
	}
}

// P1 through the CLI: every command is its own open, so stamp → reopen →
// clear → reopen → cleared.
func TestTemporalCLIStampClear(t *testing.T) {
	_, db := stSetup(t)
	stMust(t, "temporal", stParis, "--expires", "2022-02-02", "--db", db)
	if b := stBrief(t, db); b[stParis].Current || b[stParis].ExpiresAt == nil {
		t.Fatalf("stamped: %+v", b[stParis])
	}
	stMust(t, "temporal", "0c6f3b52", "--clear-expires", "--db", db)
	if b := stBrief(t, db); !b[stParis].Current || b[stParis].ExpiresAt != nil {
		t.Fatalf("cleared: %+v", b[stParis])
	}
	if _, errs, code := stRun(t, "temporal", stParis, "--expires", "2022-02-02", "--clear-expires", "--db", db); code != exitUsage {
		t.Errorf("set and clear together: exit %d %q", code, errs)
	}
}

func TestApplyAutoGates(t *testing.T) {
	dir, db := stSetup(t)
	reg := "../../prereg/L9.toml"
	_, lock, err := prereg.Verify(reg)
	if err != nil {
		t.Fatal(err)
	}
	codeID := l9.CodeID()
	verdict := func(enabled bool, sha string) string {
		p := filepath.Join(dir, "verdict.json")
		b, _ := json.Marshal(map[string]any{"stage2_enabled": enabled, "prereg_sha256": sha, "code_id": codeID})
		os.WriteFile(p, b, 0o644)
		return p
	}
	before := stMust(t, "store", "export", "--db", db)
	auto := func(v string) (string, string, int) {
		return stRun(t, "apply", "--auto", "--verdict", v, "--prereg", reg, "--db", db)
	}
	for _, c := range []struct {
		setup   func() string
		wantErr string
	}{
		{func() string { return verdict(true, lock.SHA256) }, "stage2 setting"},
		{func() string {
			stMust(t, "store", "set", "stage2", "on", "--verdict", verdict(true, lock.SHA256), "--prereg", reg, "--db", db)
			return filepath.Join(dir, "missing.json")
		}, "no verdict"},
		{func() string { return verdict(false, lock.SHA256) }, "stage2_enabled: false"},
		{func() string { return verdict(true, strings.Repeat("0", 64)) }, "is for registration sha256"},
		{func() string {
			codeID = "other-code"
			defer func() { codeID = l9.CodeID() }()
			return verdict(true, lock.SHA256)
		}, "was measured on code"},
	} {
		_, errs, code := auto(c.setup())
		if code != exitUsage || !strings.Contains(errs, c.wantErr) || !strings.Contains(errs, "refused") {
			t.Errorf("exit %d %q; want a refusal saying %q", code, errs, c.wantErr)
		}
	}
	if after := stMust(t, "store", "export", "--db", db); after != before {
		t.Fatal("a refused apply --auto wrote memories")
	}
	// A hand-written verdict with stage2_enabled true is refused: Stage 2
	// re-runs the registration and finds no rows for it in the ledger.
	if _, errs, code := auto(verdict(true, lock.SHA256)); code != exitUsage || !strings.Contains(errs, "refused") {
		t.Fatalf("hand-written verdict: exit %d %q", code, errs)
	}
	// An experiment that passes (the real outcome with its verdict made
	// passing, standing in for a registration that supports Stage 2): its
	// ledger rows and verdict are written as `l9 run` writes them.
	v := stPassingVerdict(t, dir)
	// First pass: every key is new, so everything stays a proposal.
	out, errs, code := auto(v)
	if code != 0 || !strings.Contains(out, "0 applied, 0 skipped, 2 proposed only") || !strings.Contains(out, "never seen before") {
		t.Fatalf("first pass: exit %d\n%s%s", code, out, errs)
	}
	if after := stMust(t, "store", "export", "--db", db); after != before {
		t.Fatal("first Stage 2 pass changed memories")
	}
	// Second pass: the keys are known and single-valued: applied.
	out, errs, code = auto(v)
	if code != 0 || !strings.Contains(out, "2 applied, 0 skipped, 0 proposed only") {
		t.Fatalf("second pass: exit %d\n%s%s", code, out, errs)
	}
	b := stBrief(t, db)
	if b[stParis].Current || b[stParis].SupersededBy != stBerlin || b[stPg14].SupersededBy != stPg16 {
		t.Errorf("after Stage 2: %+v %+v", b[stParis], b[stPg14])
	}
	if !b[stInitech].Current || !b[stHooli].Current {
		t.Error("Stage 2 resolved a contest")
	}
	stMust(t, "store", "set", "stage2", "off", "--db", db)
	if _, errs, code := auto(v); code != exitUsage || !strings.Contains(errs, "stage2 setting") {
		t.Errorf("stage2 off again: exit %d %q", code, errs)
	}
}
