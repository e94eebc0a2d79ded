package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"l9"
	"l9/prereg"
	"l9/store"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"unicode/utf8"
)

// Regression tests of issue 12's data-loss and trust defects, each through
// the CLI (so each ran against the code before the fix, and failed there).

func stFile(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// #1: export --out onto the store (or its -wal/-shm, or through a link to
// it, or any SQLite file) is refused; detect --in x --out x too.
func TestOutputNeverOverwritesTheStoreOrAnInput(t *testing.T) {
	dir, db := stSetup(t)
	before := stMust(t, "store", "export", "--db", db)
	os.Symlink(db, filepath.Join(dir, "link.db"))
	for _, out := range []string{db, db + "-wal", db + "-shm", filepath.Join(dir, "link.db"), filepath.Join(dir, ".", "l9.db")} {
		_, errs, code := stRun(t, "store", "export", "--out", out, "--db", db)
		if code != exitUsage || !strings.Contains(errs, "refusing to write") {
			t.Errorf("export --out %s: exit %d %q; want a refusal", out, code, errs)
		}
	}
	// Another l9 store is an SQLite file too.
	other := filepath.Join(dir, "other.db")
	stMust(t, "store", "init", "--db", other)
	if _, errs, code := stRun(t, "store", "export", "--out", other, "--db", db); code != exitUsage || !strings.Contains(errs, "SQLite database") {
		t.Errorf("export onto another SQLite file: exit %d %q", code, errs)
	}
	if after := stMust(t, "store", "export", "--db", db); after != before {
		t.Fatal("the store changed")
	}
	stMust(t, "brief", "--db", db, "--contested=false")
	in := filepath.Join(dir, "memories.jsonl")
	orig := stFile(t, in)
	if _, errs, code := stRun(t, "detect", "--in", in, "--out", in); code != exitUsage || !strings.Contains(errs, "input of this command") {
		t.Errorf("detect --in x --out x: exit %d %q", code, errs)
	}
	if string(stFile(t, in)) != string(orig) {
		t.Fatal("detect overwrote its input")
	}
}

// #4: --out onto a read-only file is refused (file and mode kept); onto a
// symbolic link it writes through and the link stays a link.
func TestOutputReadOnlyAndSymlink(t *testing.T) {
	dir, db := stSetup(t)
	ro := filepath.Join(dir, "ro.jsonl")
	os.WriteFile(ro, []byte("keep\n"), 0o444)
	if _, errs, code := stRun(t, "store", "export", "--out", ro, "--db", db); code != exitUsage || !strings.Contains(errs, "read-only") {
		t.Errorf("export onto a read-only file: exit %d %q", code, errs)
	}
	if fi, _ := os.Stat(ro); string(stFile(t, ro)) != "keep\n" || fi.Mode().Perm() != 0o444 {
		t.Errorf("read-only file replaced or its mode reset: %v", fi.Mode())
	}
	target := filepath.Join(dir, "real.jsonl")
	os.WriteFile(target, nil, 0o600)
	link := filepath.Join(dir, "link.jsonl")
	os.Symlink("real.jsonl", link)
	stMust(t, "store", "export", "--out", link, "--db", db)
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatal("the symbolic link was replaced by a file")
	}
	if got, want := string(stFile(t, target)), stMust(t, "store", "export", "--db", db); got != want {
		t.Errorf("the link's target did not get the export")
	}
	if fi, _ := os.Stat(target); fi.Mode().Perm() != 0o600 {
		t.Errorf("target mode %v, want 0600 kept", fi.Mode())
	}
}

const stUnicodeFixture = `{"id":"Ünïcödé-ä1","content":"Eve lives in Oslo.","created_at":"2021-01-01T00:00:00Z"}
{"id":"Ünïcödé-ä2","content":"Eve lives in Rome.","created_at":"2022-01-01T00:00:00Z"}
`

// #5: prefixes count characters and tables cut on rune boundaries.
func TestPrefixesCountCharacters(t *testing.T) {
	dir, _ := stSetup(t)
	db := filepath.Join(dir, "u.db")
	in := filepath.Join(dir, "u.jsonl")
	os.WriteFile(in, []byte(stUnicodeFixture), 0o644)
	stMust(t, "store", "init", "--db", db)
	stMust(t, "store", "import", in, "--db", db)
	out := stMust(t, "brief", "--db", db, "--contested=false")
	if !utf8.ValidString(out) {
		t.Fatalf("brief printed invalid UTF-8:\n%q", out)
	}
	if !strings.Contains(out, "Ünïcödé-ä1") {
		t.Errorf("the table does not show a typeable prefix:\n%s", out)
	}
	// "Ünïcödé" is 7 characters (11 bytes): not a prefix.
	if _, errs, code := stRun(t, "show", "Ünïcödé", "--db", db); code != exitUsage || !strings.Contains(errs, "at least 8 characters") {
		t.Errorf("a 7-character handle: exit %d %q", code, errs)
	}
	if _, errs, code := stRun(t, "show", "Ünïcödé-", "--db", db); code != exitUsage || !strings.Contains(errs, "AMBIGUOUS_ID") {
		t.Errorf("an 8-character prefix of two ids: exit %d %q", code, errs)
	}
}

// #6: L9_READONLY accepts the usual truthy spellings and rejects others.
func TestReadOnlyEnvSpellings(t *testing.T) {
	_, db := stSetup(t)
	before := stMust(t, "store", "export", "--db", db)
	for _, v := range []string{"1", "true", "TRUE", "yes", "on"} {
		t.Setenv("L9_READONLY", v)
		if _, errs, code := stRun(t, "remember", "Alice lives in Lyon.", "--db", db); code != exitUsage || !strings.Contains(errs, "read-only") {
			t.Errorf("L9_READONLY=%s: remember exit %d %q; want refused", v, code, errs)
		}
	}
	t.Setenv("L9_READONLY", "maybe")
	if _, errs, code := stRun(t, "remember", "Alice lives in Lyon.", "--db", db); code != exitUsage || !strings.Contains(errs, `L9_READONLY="maybe"`) {
		t.Errorf("L9_READONLY=maybe: exit %d %q; want a usage error naming the value", code, errs)
	}
	t.Setenv("L9_READONLY", "")
	if after := stMust(t, "store", "export", "--db", db); after != before {
		t.Fatal("a refused remember wrote")
	}
	for _, v := range []string{"0", "false", "no", "off"} {
		t.Setenv("L9_READONLY", v)
		if _, errs, code := stRun(t, "brief", "--db", db, "--contested=false"); code != 0 {
			t.Errorf("L9_READONLY=%s: brief exit %d %q", v, code, errs)
		}
	}
}

var _ = json.Marshal

// #2: only `store init` creates; every other command refuses a file that
// is not an l9 store, and writes nothing to it.
func TestForeignAndEmptyFilesAreRefused(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("L9_READONLY", "")
	t.Setenv("L9_DB", "")
	foreign := filepath.Join(dir, "customers.db")
	db, err := sql.Open("sqlite", "file:"+foreign)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`CREATE TABLE customers (name TEXT); INSERT INTO customers VALUES ('ann')`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	empty := filepath.Join(dir, "empty.db")
	os.WriteFile(empty, nil, 0o644)
	in := filepath.Join(dir, "m.jsonl")
	os.WriteFile(in, []byte(stFixture), 0o644)
	for _, p := range []string{foreign, empty} {
		orig := stFile(t, p)
		for _, args := range [][]string{
			{"brief", "--contested=false"}, {"show", stParis}, {"store", "export"}, {"store", "log"},
			{"store", "import", in}, {"remember", "Alice lives in Lyon."}, {"store", "set", "stage2", "on"}, {"store", "init"},
		} {
			_, errs, code := stRun(t, append(args, "--db", p)...)
			if code != exitUsage || !strings.Contains(errs, "is not an l9 store") {
				t.Errorf("%s on %s: exit %d %q; want a refusal", strings.Join(args, " "), filepath.Base(p), code, errs)
			}
		}
		if got := stFile(t, p); string(got) != string(orig) {
			t.Errorf("%s was written (%d → %d bytes)", filepath.Base(p), len(orig), len(got))
		}
		for _, suf := range []string{"-wal", "-shm", "-journal"} {
			if _, err := os.Stat(p + suf); err == nil {
				t.Errorf("%s%s left behind", filepath.Base(p), suf)
			}
		}
	}
	// init into a missing directory names the directory.
	if _, errs, code := stRun(t, "store", "init", "--db", filepath.Join(dir, "nope", "l9.db")); code != exitUsage || !strings.Contains(errs, filepath.Join(dir, "nope")) {
		t.Errorf("init into a missing directory: exit %d %q", code, errs)
	}
}

// #3: a read-only store is readable by read-only commands, and a reader
// leaves no -wal/-shm file. The reader runs as another user when the test
// runs as root (root ignores file modes).
func TestReadOnlyStoreIsReadable(t *testing.T) {
	dir, db := stSetup(t)
	// In a writable directory, a reader leaves only the store file.
	stMust(t, "brief", "--db", db, "--contested=false")
	stMust(t, "show", stParis, "--db", db)
	for _, suf := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(db + suf); err == nil {
			t.Errorf("a reader left %s", filepath.Base(db+suf))
		}
	}
	bin := stBuildL9(t)
	os.Chmod(filepath.Dir(bin), 0o755)
	out := filepath.Join(t.TempDir(), "review")
	os.MkdirAll(out, 0o777)
	os.Chmod(out, 0o777)
	os.Chmod(filepath.Dir(out), 0o777)
	for p := dir; p != "/" && p != "."; p = filepath.Dir(p) {
		if p == os.TempDir() {
			break
		}
		os.Chmod(p, 0o755) // traversable by the other user
	}
	if err := os.Chmod(db, 0o444); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	before := stFile(t, db)
	for _, args := range [][]string{
		{"brief", "--contested=false"}, {"brief"}, {"show", stParis}, {"recall", "Alice", "--contested=false"},
		{"store", "export"}, {"store", "log"}, {"propose", "--out", out},
	} {
		cmd := exec.Command(bin, append(args, "--db", db)...)
		cmd.Env = append(os.Environ(), "L9_READONLY=", "L9_DB=")
		cmd.Dir = out
		if os.Geteuid() == 0 {
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
		}
		b, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%s on a read-only store: %v\n%s", strings.Join(args, " "), err, b)
		}
	}
	ents, _ := os.ReadDir(dir)
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != "l9.db memories.jsonl" {
		t.Errorf("files after reading: %v; want only l9.db and memories.jsonl", names)
	}
	if string(stFile(t, db)) != string(before) {
		t.Error("a reader changed the store file")
	}
}

// #8: a pending diff names the store it was proposed from; applying it to
// another store is refused and writes nothing.
func TestDiffOfAnotherStoreIsRefused(t *testing.T) {
	dir, db := stSetup(t)
	other := filepath.Join(dir, "other.db")
	stMust(t, "store", "init", "--db", other)
	stMust(t, "store", "import", filepath.Join(dir, "memories.jsonl"), "--db", other)
	review := filepath.Join(dir, "review")
	stMust(t, "propose", "--out", review, "--db", db)
	diff := filepath.Join(review, "pending-diff.json")
	before := stMust(t, "store", "log", "--db", other)
	_, errs, code := stRun(t, "apply", "--diff", diff, "--confirm", "--db", other)
	if code != exitUsage || !strings.Contains(errs, "was proposed from store") {
		t.Fatalf("apply onto another store: exit %d %q; want a refusal", code, errs)
	}
	if after := stMust(t, "store", "log", "--db", other); after != before {
		t.Error("the refused apply wrote to the other store")
	}
	// The same diff applies to its own store.
	if out := stMust(t, "apply", "--diff", diff, "--confirm", "--db", db); !strings.Contains(out, "2 applied") {
		t.Errorf("apply onto its own store:\n%s", out)
	}
}

// #9: every problem of an input is reported at once (a bad parent_id too,
// next to syntax errors); expires_at before effective_at and duplicate keys
// are errors.
func TestImportReportsEveryProblemAtOnce(t *testing.T) {
	dir, db := stSetup(t)
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte(`{"id":"x1","content":"A.","created_at":"nope"}
{"id":"x2","content":"B.","created_at":"2020-01-01","parent_id":"ghost"}
{"id":"x3","content":"C.","created_at":"2020-01-01","effective_at":"2021-01-01","expires_at":"2020-06-01"}
{"id":"x4","content":"D.","content":"E.","created_at":"2020-01-01"}
`), 0o644)
	before := stMust(t, "store", "log", "--db", db)
	_, errs, code := stRun(t, "store", "import", bad, "--db", db)
	if code != exitUsage {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"bad.jsonl:1: created_at", "bad.jsonl:2: parent_id", "bad.jsonl:3: expires_at", "bad.jsonl:4: content: duplicate key"} {
		if !strings.Contains(errs, want) {
			t.Errorf("missing %q in:\n%s", want, errs)
		}
	}
	if i, j := strings.Index(errs, "bad.jsonl:1:"), strings.Index(errs, "bad.jsonl:2:"); i < 0 || j < i {
		t.Errorf("problems not in line order:\n%s", errs)
	}
	if after := stMust(t, "store", "log", "--db", db); after != before {
		t.Error("a failed import wrote")
	}
	// detect reports the same problems.
	if _, errs, code := stRun(t, "detect", "--in", bad); code != exitUsage || !strings.Contains(errs, "duplicate key") || !strings.Contains(errs, "expires_at") {
		t.Errorf("detect: exit %d\n%s", code, errs)
	}
}

// import --skip-existing: identical records skipped (re-import is a no-op,
// no event); a changed record with an existing id is an error naming both.
func TestImportSkipExisting(t *testing.T) {
	dir, db := stSetup(t)
	in := filepath.Join(dir, "memories.jsonl")
	log := stMust(t, "store", "log", "--db", db)
	out := stMust(t, "store", "import", "--skip-existing", in, "--db", db)
	if !strings.Contains(out, "imported 0 memories") || !strings.Contains(out, "8 records already in the store, identical: skipped") {
		t.Errorf("re-import: %q", out)
	}
	if stMust(t, "store", "log", "--db", db) != log {
		t.Error("a no-op re-import wrote an event")
	}
	if _, errs, code := stRun(t, "store", "import", in, "--db", db); code != exitUsage || strings.Count(errs, "already in the store") != 8 {
		t.Errorf("re-import without --skip-existing: exit %d\n%s", code, errs)
	}
	more := filepath.Join(dir, "more.jsonl")
	os.WriteFile(more, []byte(strings.SplitAfter(stFixture, "\n")[0]+`{"id":"new-1","content":"Dana lives in Rome.","created_at":"2024-01-01T00:00:00Z"}`+"\n"), 0o644)
	if out := stMust(t, "store", "import", "--skip-existing", more, "--db", db); !strings.Contains(out, "imported 1 memory from") || !strings.Contains(out, "1 record already") {
		t.Errorf("partial re-import: %q", out)
	}
	changed := filepath.Join(dir, "changed.jsonl")
	os.WriteFile(changed, []byte(strings.Replace(strings.SplitAfter(stFixture, "\n")[0], "Paris", "Lyon", 1)), 0o644)
	_, errs, code := stRun(t, "store", "import", "--skip-existing", changed, "--db", db)
	if code != exitUsage || !strings.Contains(errs, "different data") || !strings.Contains(errs, "Paris") || !strings.Contains(errs, "Lyon") {
		t.Errorf("changed record: exit %d\n%s", code, errs)
	}
}

var stReal struct {
	once sync.Once
	o    *l9.Outcome
	err  error
}

// stRealOutcome is the real outcome of the registered experiment, run once
// per test binary.
func stRealOutcome(t *testing.T) *l9.Outcome {
	t.Helper()
	stReal.once.Do(func() {
		reg, lock, err := prereg.Verify("../../prereg/L9.toml")
		if err != nil {
			stReal.err = err
			return
		}
		stReal.o, stReal.err = stRederive(context.Background(), reg, lock.SHA256, "../..")
	})
	if stReal.err != nil {
		t.Fatal(stReal.err)
	}
	return stReal.o
}

// stPassingVerdict makes Stage 2's re-derivation return the real outcome
// with a passing verdict, writes that outcome's ledger and verdict into dir
// as `l9 run` does, and returns the verdict's path.
func stPassingVerdict(t *testing.T, dir string) string {
	t.Helper()
	real := stRealOutcome(t)
	v := *real.Verdict
	v.Stage2Enabled, v.Why = true, []string{}
	pass := *real
	pass.Verdict = &v
	old := stRederive
	stRederive = func(context.Context, *prereg.Registration, string, string) (*l9.Outcome, error) { return &pass, nil }
	t.Cleanup(func() { stRederive = old })
	rec, err := l9.Record(dir, &pass)
	if err != nil {
		t.Fatal(err)
	}
	return rec.VerdictPath
}

// #7: Stage 2 re-derives the verdict. A verdict whose stage2_enabled was
// flipped by hand is refused with a clear message; so is a ledger without
// the rows the verdict summarises. The paths recorded by `store set stage2
// on` make apply --auto work from any directory.
func TestStage2RefusesAHandEditedVerdict(t *testing.T) {
	dir, db := stSetup(t)
	real := stRealOutcome(t)
	out := filepath.Join(dir, "results")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	rec, err := l9.Record(out, real)
	if err != nil {
		t.Fatal(err)
	}
	if real.Verdict.Stage2Enabled {
		t.Skip("the registered experiment enables Stage 2: nothing to forge")
	}
	b := stFile(t, rec.VerdictPath)
	forged := strings.Replace(string(b), `"stage2_enabled": false`, `"stage2_enabled": true`, 1)
	if forged == string(b) {
		t.Fatal("no stage2_enabled field to flip")
	}
	os.WriteFile(rec.VerdictPath, []byte(forged), 0o644)
	reg, _ := filepath.Abs("../../prereg/L9.toml")
	stMust(t, "store", "set", "stage2", "on", "--verdict", rec.VerdictPath, "--prereg", reg, "--root", "../..", "--db", db)
	before := stMust(t, "store", "export", "--db", db)
	// From another directory, with no --verdict/--prereg: the recorded paths.
	wd, _ := os.Getwd()
	os.Chdir(t.TempDir())
	_, errs, code := stRun(t, "apply", "--auto", "--db", db)
	os.Chdir(wd)
	if code != exitUsage || !strings.Contains(errs, "hand-edited") || !strings.Contains(errs, "re-run says false") {
		t.Fatalf("forged verdict: exit %d %q; want a refusal naming the hand edit", code, errs)
	}
	// Forging the ledger too does not help: its rows must equal a re-run.
	os.WriteFile(filepath.Join(out, l9.LedgerName(real.Registration)), []byte(strings.Join(real.Header, "\t")+"\n"), 0o644)
	if _, errs, code := stRun(t, "apply", "--auto", "--db", db); code != exitUsage || !strings.Contains(errs, "no rows for registration") {
		t.Errorf("emptied ledger: exit %d %q", code, errs)
	}
	if after := stMust(t, "store", "export", "--db", db); after != before {
		t.Fatal("a refused Stage 2 wrote")
	}
}

// CLI consistency: -h and --help on every command and store subcommand
// print usage and exit 0.
func TestHelpEverywhereExitsZero(t *testing.T) {
	var cmds [][]string
	for _, c := range commands() {
		cmds = append(cmds, []string{c.name})
	}
	for _, c := range storeSubs {
		cmds = append(cmds, []string{"store", c.name})
	}
	cmds = append(cmds, []string{"store"}, []string{"prereg", "verify"})
	for _, c := range cmds {
		for _, h := range []string{"-h", "--help"} {
			out, errs, code := stRun(t, append(c, h)...)
			if code != 0 || !strings.Contains(strings.ToLower(out+errs), "usage") {
				t.Errorf("l9 %s %s: exit %d\n%s%s", strings.Join(c, " "), h, code, out, errs)
			}
		}
	}
}

// Facet-precise supersession: "Tom joined Globex." retires the employer
// facet of "Tom lives in Berlin; he works at Acme." only; Berlin stays in
// force, and a later Berlin → Hamburg update applies (not "already
// expired") and completes the memory.
func TestFacetPreciseSupersession(t *testing.T) {
	t.Setenv("L9_READONLY", "")
	t.Setenv("L9_DB", "")
	dir := t.TempDir()
	db := filepath.Join(dir, "l9.db")
	stMust(t, "store", "init", "--db", db)
	tom := strings.TrimSpace(stMust(t, "remember", "Tom lives in Berlin; he works at Acme.", "--observed", "2019-04-01", "--db", db))
	globex := strings.TrimSpace(stMust(t, "remember", "Tom joined Globex.", "--observed", "2024-03-01", "--db", db))
	review := filepath.Join(dir, "r1")
	stMust(t, "propose", "--out", review, "--db", db)
	var d struct {
		Supersessions []struct {
			ExpiredID string   `json:"expired_id"`
			OldUnits  []string `json:"old_units"`
			Stamps    []string `json:"stamps"`
		} `json:"supersessions"`
	}
	if err := json.Unmarshal(stFile(t, filepath.Join(review, "pending-diff.json")), &d); err != nil || len(d.Supersessions) != 1 {
		t.Fatalf("diff: %v %+v", err, d)
	}
	if e := d.Supersessions[0]; e.ExpiredID != tom+"#f1" || strings.Join(e.OldUnits, ",") != tom+"#f0,"+tom+"#f1" || strings.Join(e.Stamps, ",") != tom+"#f1" {
		t.Errorf("entry %+v: want facet #f1, both units listed, only #f1 stamped", e)
	}
	if md := string(stFile(t, filepath.Join(review, "pending-diff.md"))); !strings.Contains(md, "RETIRE** facet `"+tom+"#f1`") {
		t.Errorf("the .md does not name the facet:\n%s", md)
	}
	stMust(t, "apply", "--diff", filepath.Join(review, "pending-diff.json"), "--confirm", "--db", db)
	var rc struct{ Items []store.Item }
	json.Unmarshal([]byte(stMust(t, "recall", "Berlin", "--json", "--at", "2025-01-01", "--contested=false", "--db", db)), &rc)
	if len(rc.Items) != 1 || !rc.Items[0].Current || len(rc.Items[0].SupersededFacets) != 1 ||
		rc.Items[0].SupersededFacets[0].SupersededBy != globex || rc.Items[0].SupersededFacets[0].OldValue != "acme" {
		t.Fatalf("recall Berlin after the employer update: %+v; want the memory in force with its employer facet superseded", rc.Items)
	}
	if m := stMust(t, "show", tom, "--at", "2025-01-01", "--db", db); !strings.Contains(m, tom+"#f0 in force") || !strings.Contains(m, "tom / employer: acme → globex") {
		t.Errorf("show lists no per-facet state:\n%s", m)
	}
	// The parent is not stamped: the residence facet can still be superseded.
	hamburg := strings.TrimSpace(stMust(t, "remember", "Tom moved to Hamburg.", "--observed", "2025-02-01", "--db", db))
	review2 := filepath.Join(dir, "r2")
	stMust(t, "propose", "--out", review2, "--db", db)
	out := stMust(t, "apply", "--diff", filepath.Join(review2, "pending-diff.json"), "--confirm", "--db", db)
	if !strings.Contains(out, "1 applied, 0 skipped") {
		t.Fatalf("Berlin → Hamburg: %s", out)
	}
	b := map[string]store.Item{}
	var v store.View
	json.Unmarshal([]byte(stMust(t, "brief", "--json", "--at", "2025-06-01", "--db", db)), &v)
	for _, it := range v.Items {
		b[it.ID] = it
	}
	if it := b[tom]; it.Current || it.SupersededBy != hamburg || len(it.SupersededFacets) != 2 {
		t.Errorf("after both facets: %+v; want fully superseded by the last facet's successor", it)
	}
	if !b[globex].Current || !b[hamburg].Current {
		t.Error("the successors are not in force")
	}
}

// Chains: remember --supersedes X where X is already superseded by Y names
// Y as X's current version, gives the exact command, and writes nothing;
// timeline and current show the key's history and its value in force.
func TestChainsTimelineCurrent(t *testing.T) {
	t.Setenv("L9_READONLY", "")
	t.Setenv("L9_DB", "")
	db := filepath.Join(t.TempDir(), "l9.db")
	stMust(t, "store", "init", "--db", db)
	x := strings.TrimSpace(stMust(t, "remember", "Tom works at Acme.", "--observed", "2019-01-01", "--db", db))
	y := strings.TrimSpace(stMust(t, "remember", "Tom works at Globex.", "--observed", "2022-01-01", "--supersedes", x, "--db", db))
	before := stMust(t, "store", "export", "--db", db)
	_, errs, code := stRun(t, "remember", "Tom works at Initech.", "--observed", "2024-06-01", "--supersedes", x[:8], "--db", db)
	if code != exitUsage || !strings.Contains(errs, "already superseded by "+y) || !strings.Contains(errs, "l9 remember 'Tom works at Initech.' --observed 2024-06-01 --supersedes "+y) {
		t.Fatalf("remember against a superseded target: exit %d\n%s", code, errs)
	}
	if stMust(t, "store", "export", "--db", db) != before {
		t.Fatal("it wrote the new memory anyway")
	}
	z := strings.TrimSpace(stMust(t, "remember", "Tom works at Initech.", "--observed", "2024-06-01", "--supersedes", y, "--db", db))
	// A chain X → Y → Z: naming X again points at Z, the end of the chain.
	if _, errs, _ := stRun(t, "remember", "Tom works at Hooli.", "--observed", "2025-01-01", "--supersedes", x, "--db", db); !strings.Contains(errs, "current successor is "+z) || !strings.Contains(errs, "--supersedes "+z) {
		t.Errorf("chain: %s", errs)
	}
	out := stMust(t, "timeline", "tom / employer", "--at", "2025-06-01", "--db", db)
	if !strings.Contains(out, "tom / employer: acme (2019) → globex (2022) → initech (2024, in force)") {
		t.Errorf("timeline:\n%s", out)
	}
	if out := stMust(t, "timeline", y, "--at", "2023-01-01", "--db", db); !strings.Contains(out, "globex (2022, in force) → initech (2024)") {
		t.Errorf("timeline of a memory at 2023:\n%s", out)
	}
	if out := stMust(t, "current", "Tom / Employer", "--at", "2023-01-01", "--db", db); !strings.Contains(out, "tom / employer at 2023-01-01T00:00:00Z: globex ("+y) {
		t.Errorf("current at 2023: %s", out)
	}
	// Two employers at one instant, unsuperseded: contested, both named.
	stMust(t, "remember", "Sam works at Hooli.", "--observed", "2024-05-01", "--db", db)
	stMust(t, "remember", "Sam works at Initech.", "--observed", "2024-05-01", "--db", db)
	if out := stMust(t, "current", "sam / employer", "--db", db); !strings.Contains(out, "contested: ") || !strings.Contains(out, "hooli") || !strings.Contains(out, "initech") {
		t.Errorf("contested current: %s", out)
	}
	if _, errs, code := stRun(t, "current", "nobody / nothing", "--db", db); code != exitUsage || !strings.Contains(errs, "no memory states nobody / nothing") {
		t.Errorf("unknown key: exit %d %s", code, errs)
	}
}

// store backup / restore keep everything (successor links, the event log,
// diffs, settings); apply --undo retracts one apply in one transaction.
func TestBackupRestoreUndoCLI(t *testing.T) {
	dir, db := stSetup(t)
	review := filepath.Join(dir, "review")
	stMust(t, "propose", "--out", review, "--db", db)
	before := stMust(t, "store", "export", "--db", db)
	out := stMust(t, "apply", "--diff", filepath.Join(review, "pending-diff.json"), "--confirm", "--db", db)
	sha := out[strings.LastIndex(out, "diff sha256 ")+len("diff sha256 "):][:12]
	bk := filepath.Join(dir, "backup.db")
	if out := stMust(t, "store", "backup", bk, "--db", db); !strings.Contains(out, "2 supersessions") {
		t.Errorf("backup: %s", out)
	}
	if _, errs, code := stRun(t, "store", "backup", bk, "--db", db); code != exitUsage || !strings.Contains(errs, "refusing to write") {
		t.Errorf("backup onto an existing file: exit %d %s", code, errs)
	}
	restored := filepath.Join(dir, "restored.db")
	stMust(t, "store", "restore", bk, "--db", restored)
	for _, args := range [][]string{{"store", "export"}, {"store", "log"}, {"brief", "--json", "--at", stBriefAt}, {"show", stParis, "--at", stBriefAt}} {
		if a, b := stMust(t, append(args, "--db", db)...), stMust(t, append(args, "--db", restored)...); a != b {
			t.Errorf("%s differs after restore", strings.Join(args, " "))
		}
	}
	if _, errs, code := stRun(t, "store", "restore", bk, "--db", db); code != exitUsage || !strings.Contains(errs, "never replaces a store") {
		t.Errorf("restore over a store: exit %d %s", code, errs)
	}
	// Undo the apply: both retirements retracted, stamps back, in force.
	out = stMust(t, "apply", "--undo", sha, "--db", db)
	if !strings.Contains(out, "2 supersessions retracted") {
		t.Errorf("undo: %s", out)
	}
	if after := stMust(t, "store", "export", "--db", db); after != before {
		t.Errorf("undo did not restore the memories")
	}
	if b := stBrief(t, db); !b[stParis].Current || !b[stPg14].Current {
		t.Errorf("after undo: %+v %+v", b[stParis], b[stPg14])
	}
	if _, errs, code := stRun(t, "apply", "--undo-last", "--db", db); code != exitUsage || !strings.Contains(errs, "nothing to undo") {
		t.Errorf("undo-last with nothing left: exit %d %s", code, errs)
	}
}

// brief/recall filters (--limit, --subject, --state), recall word forms, an
// empty query refused.
func TestBriefRecallFiltersAndWordForms(t *testing.T) {
	dir, db := stSetup(t)
	stMust(t, "propose", "--out", filepath.Join(dir, "r"), "--db", db)
	stMust(t, "apply", "--diff", filepath.Join(dir, "r", "pending-diff.json"), "--confirm", "--db", db)
	items := func(args ...string) []store.Item {
		var v store.View
		if err := json.Unmarshal([]byte(stMust(t, append(args, "--json", "--at", stBriefAt, "--db", db)...)), &v); err != nil {
			t.Fatal(err)
		}
		return v.Items
	}
	if got := items("brief", "--state", "demoted"); len(got) != 2 || got[0].Current || got[1].Current {
		t.Errorf("--state demoted: %+v", got)
	}
	if got := items("brief", "--state", "in-force"); len(got) != stFixtureN-2 {
		t.Errorf("--state in-force: %d items", len(got))
	}
	if got := items("brief", "--state", "contested"); len(got) != 2 {
		t.Errorf("--state contested: %d items", len(got))
	}
	if got := items("brief", "--subject", "Alice"); len(got) != 2 || !strings.HasPrefix(got[0].Content, "Alice") || !strings.HasPrefix(got[1].Content, "Alice") {
		t.Errorf("--subject Alice: %+v", got)
	}
	if got := items("brief", "--limit", "3"); len(got) != 3 {
		t.Errorf("--limit 3: %d items", len(got))
	}
	if out := stMust(t, "brief", "--limit", "1", "--contested=false", "--db", db); !strings.Contains(out, "showing 1 of 8") {
		t.Errorf("limit note: %s", out)
	}
	for _, bad := range [][]string{{"--state", "asleep"}, {"--limit", "-1"}} {
		if _, _, code := stRun(t, append([]string{"brief", "--db", db}, bad...)...); code != exitUsage {
			t.Errorf("brief %v: exit %d", bad, code)
		}
	}
	// Word forms: "live" finds "lives", "running" finds "runs".
	var rc struct{ Items []store.Item }
	json.Unmarshal([]byte(stMust(t, "recall", "live", "--json", "--at", stBriefAt, "--contested=false", "--db", db)), &rc)
	if len(rc.Items) != 2 {
		t.Errorf("recall live: %d items, want Alice's two (lives)", len(rc.Items))
	}
	json.Unmarshal([]byte(stMust(t, "recall", "running", "--state", "in-force", "--json", "--at", stBriefAt, "--contested=false", "--db", db)), &rc)
	if len(rc.Items) != 1 || !strings.Contains(rc.Items[0].Content, "PostgreSQL 16") {
		t.Errorf("recall running --state in-force: %+v", rc.Items)
	}
	for _, q := range []string{"", "  ", "?!"} {
		if _, errs, code := stRun(t, "recall", q, "--db", db); code != exitUsage || !strings.Contains(errs, "no word") {
			t.Errorf("recall %q: exit %d %s", q, code, errs)
		}
	}
}

// l9 version prints the version and the code id; score warns about truth
// ids absent from the input and prints [] for empty lists.
func TestVersionAndScoreWarnings(t *testing.T) {
	out := stMust(t, "version")
	if !strings.Contains(out, "code id "+l9.CodeID()) || !strings.HasPrefix(out, "l9 ") {
		t.Errorf("version: %s", out)
	}
	dir, _ := stSetup(t)
	in := filepath.Join(dir, "memories.jsonl")
	truth := filepath.Join(dir, "truth.jsonl")
	os.WriteFile(truth, []byte(`{"expired_id":"`+stParis+`","replacement_id":"`+stBerlin+`","reason":"value"}
{"expired_id":"not-in-input-1","replacement_id":"not-in-input-2","reason":"value"}
`), 0o644)
	sout, errs, code := stRun(t, "score", "--truth", truth, "--in", in, "--json")
	if code != 0 || !strings.Contains(errs, "1 truth pair of 2 name ids absent from the memories of") {
		t.Errorf("score: exit %d, stderr %q", code, errs)
	}
	if strings.Contains(sout, "null") {
		t.Errorf("score --json has null lists:\n%s", sout)
	}
}

// A memory superseded facet by facet: a new declaration against it names
// every facet's current version and gives one command per candidate.
func TestRememberAgainstFacetSupersededMemory(t *testing.T) {
	t.Setenv("L9_READONLY", "")
	t.Setenv("L9_DB", "")
	dir := t.TempDir()
	db := filepath.Join(dir, "l9.db")
	stMust(t, "store", "init", "--db", db)
	tom := strings.TrimSpace(stMust(t, "remember", "Tom lives in Berlin; he works at Acme.", "--observed", "2019-04-01", "--db", db))
	globex := strings.TrimSpace(stMust(t, "remember", "Tom joined Globex.", "--observed", "2024-03-01", "--db", db))
	stMust(t, "propose", "--out", filepath.Join(dir, "r"), "--db", db)
	stMust(t, "apply", "--diff", filepath.Join(dir, "r", "pending-diff.json"), "--confirm", "--db", db)
	hamburg := strings.TrimSpace(stMust(t, "remember", "Tom moved to Hamburg.", "--observed", "2025-02-01", "--db", db))
	stMust(t, "propose", "--out", filepath.Join(dir, "r2"), "--db", db)
	stMust(t, "apply", "--diff", filepath.Join(dir, "r2", "pending-diff.json"), "--confirm", "--db", db)
	_, errs, code := stRun(t, "remember", "Tom works at Initech.", "--observed", "2025-09-01", "--supersedes", tom, "--db", db)
	if code != exitUsage || !strings.Contains(errs, "facet by facet") || !strings.Contains(errs, "--supersedes "+globex) || !strings.Contains(errs, "--supersedes "+hamburg) {
		t.Errorf("exit %d\n%s", code, errs)
	}
}
