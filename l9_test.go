package l9

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"

	"l9/detector"
	"l9/gates"
	"l9/prereg"
	"l9/results"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

const smallPrereg = "testdata/small.toml"

func small(t testing.TB) (*prereg.Registration, string) {
	t.Helper()
	r, l, err := prereg.Verify(smallPrereg)
	if err != nil {
		t.Fatal(err)
	}
	return r, l.SHA256
}

func runFake(t testing.TB, c Components, opt Options) *Outcome {
	t.Helper()
	r, sha := small(t)
	out, err := Run(context.Background(), r, sha, c, opt)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	p := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(p, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if d := cmp.Diff(string(want), string(got)); d != "" {
		t.Errorf("%s mismatch (-want +got):\n%s", name, d)
	}
}

// TestSmallGolden runs the small registration on the fake components and
// compares the ledger and verdict with the golden files.
func TestSmallGolden(t *testing.T) {
	out := runFake(t, fakeComponents(), Options{Mutants: true})
	dir := t.TempDir()
	rec, err := Record(dir, out)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Appended != 5*11 || rec.AlreadyRecorded {
		t.Errorf("appended %d rows (already %v), want 55", rec.Appended, rec.AlreadyRecorded)
	}
	tsv, _ := os.ReadFile(rec.LedgerPath)
	golden(t, "small-ledger.tsv", tsv)
	vj, _ := os.ReadFile(rec.VerdictPath)
	golden(t, "small-verdict.json", vj)
	if filepath.Base(rec.LedgerPath) != "results-small.tsv" {
		t.Errorf("ledger %s", rec.LedgerPath)
	}
}

func TestFakeArmsAsRegistered(t *testing.T) {
	out := runFake(t, fakeComponents(), Options{Mutants: true})
	want := map[string][]string{
		"main":         nil,
		"threshold":    {"G5"},
		"shuffled":     {"G1"},
		"unstamped":    {"G1"},
		"legacy_dream": {"G6"},
	}
	for _, a := range out.Arms {
		if !a.AsRegistered {
			t.Errorf("arm %s not as registered: %s", a.Name, a.Reason)
		}
		for _, g := range want[a.Name] {
			if !slices.Contains(a.Failed, g) {
				t.Errorf("arm %s: failed %v, want %s among them", a.Name, a.Failed, g)
			}
		}
	}
	// The fake detector ignores the cardinality clause: that mutant survives,
	// every other one is caught, and Stage 2 stays off.
	// The main arm is SUPPORTED here, so the check is evaluable: every caught
	// mutant names the gates it fails beyond the registered detector, and
	// the surviving one names none.
	for _, m := range out.Mutants {
		if m.Caught == (m.Clause == "cardinality") {
			t.Errorf("mutant %+v", m)
		}
		if (len(m.Beyond) > 0) != m.Caught || m.Status == gates.MutantNotEvaluable {
			t.Errorf("mutant %s: caught %v, status %s, beyond main %v", m.Clause, m.Caught, m.Status, m.Beyond)
		}
	}
	if out.Verdict.Stage2Enabled || !strings.Contains(strings.Join(out.Verdict.Why, "\n"), "mutant cardinality survived") {
		t.Errorf("verdict why: %v", out.Verdict.Why)
	}
}

// TestToothlessControl: a shuffled arm that does not shuffle passes, and the
// run must say the harness lost its teeth.
func TestToothlessControl(t *testing.T) {
	c := fakeComponents()
	c.Arm = func(name string, f Fixture, seed uint64) (Fixture, error) {
		if name == "shuffled" {
			name = "main"
		}
		return fakeArm(name, f, seed)
	}
	out := runFake(t, c, Options{})
	var sh gates.Arm
	for _, a := range out.Arms {
		if a.Name == "shuffled" {
			sh = a
		}
	}
	if sh.AsRegistered || !strings.Contains(sh.Reason, "lost its teeth") || out.Verdict.Stage2Enabled {
		t.Errorf("shuffled: as registered %v: %s", sh.AsRegistered, sh.Reason)
	}
}

func TestDeterministicAcrossGOMAXPROCS(t *testing.T) {
	var outs [][]byte
	for _, procs := range []int{1, 2} {
		old := runtime.GOMAXPROCS(procs)
		out := runFake(t, fakeComponents(), Options{Mutants: true})
		runtime.GOMAXPROCS(old)
		b, err := (&results.Ledger{}).Bytes(out.Header, out.Rows)
		if err != nil {
			t.Fatal(err)
		}
		vb, err := out.Verdict.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, append(b, vb...))
	}
	if !bytes.Equal(outs[0], outs[1]) {
		t.Errorf("GOMAXPROCS 1 and 2 differ:\n%s", cmp.Diff(string(outs[0]), string(outs[1])))
	}
}

func TestReproducibility(t *testing.T) {
	dir := t.TempDir()
	out := runFake(t, fakeComponents(), Options{})
	if _, err := Record(dir, out); err != nil {
		t.Fatal(err)
	}
	lp := filepath.Join(dir, "results-small.tsv")
	before, _ := os.ReadFile(lp)
	// The same configuration again: nothing appended.
	rec, err := Record(dir, runFake(t, fakeComponents(), Options{}))
	if err != nil || !rec.AlreadyRecorded || rec.Appended != 0 {
		t.Fatalf("rerun: %+v %v", rec, err)
	}
	if after, _ := os.ReadFile(lp); !bytes.Equal(before, after) {
		t.Error("identical rerun changed the ledger")
	}
	// Same configuration, different results: a reproducibility error naming
	// the cells, and nothing written.
	c := fakeComponents()
	c.Dream = func(f Fixture, legacy bool, cfg prereg.Dream) (DreamResult, error) {
		return DreamResult{Survival: 1, Merges: 4}, nil
	}
	os.Remove(filepath.Join(dir, VerdictName))
	_, err = Record(dir, runFake(t, c, Options{}))
	var re *results.ReproError
	if !errors.As(err, &re) {
		t.Fatalf("err = %v", err)
	}
	if !strings.Contains(err.Error(), "arm main seed 11 g6_merges: ledger 3, now 4") {
		t.Errorf("message does not name the cell:\n%v", err)
	}
	if after, _ := os.ReadFile(lp); !bytes.Equal(before, after) {
		t.Error("failed rerun changed the ledger")
	}
	if _, err := os.Stat(filepath.Join(dir, VerdictName)); err == nil {
		t.Error("failed rerun wrote a verdict")
	}
	// A new code id appends after the old rows, which stay.
	c = fakeComponents()
	c.CodeID = strings.Repeat("fb", 32)
	rec, err = Record(dir, runFake(t, c, Options{}))
	if err != nil || rec.Appended != 55 {
		t.Fatalf("new code: %+v %v", rec, err)
	}
	if after, _ := os.ReadFile(lp); !bytes.HasPrefix(after, before) {
		t.Error("appending rewrote old rows")
	}
}

func TestFixtureVersionMismatch(t *testing.T) {
	r, sha := small(t)
	c := fakeComponents()
	c.FixtureVersions = []string{"fake-fixture-0", "fake-fixture-2"}
	_, err := Run(context.Background(), r, sha, c, Options{})
	var fe *FixtureMismatchError
	if !errors.As(err, &fe) {
		t.Fatalf("err = %v", err)
	}
	if fe.Registered != fakeVersion || len(fe.Supported) != 2 {
		t.Errorf("mismatch error %+v", fe)
	}
}

// TestFixtureVersionSupported: a generator that supports several versions
// runs a registration of any of them, builds that version and records it.
func TestFixtureVersionSupported(t *testing.T) {
	r, sha := small(t)
	c := fakeComponents()
	c.FixtureVersions = []string{"fake-fixture-0", fakeVersion, "fake-fixture-2"}
	var asked []string
	var mu sync.Mutex
	gen := c.Generate
	c.Generate = func(seed uint64, version string) (Fixture, error) {
		mu.Lock()
		asked = append(asked, version)
		mu.Unlock()
		return gen(seed, version)
	}
	o, err := Run(context.Background(), r, sha, c, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if o.Config.Fixture != fakeVersion {
		t.Errorf("recorded fixture %q, want %q", o.Config.Fixture, fakeVersion)
	}
	if len(asked) != len(r.Seeds) {
		t.Fatalf("generated %d fixtures for %d seeds", len(asked), len(r.Seeds))
	}
	for _, v := range asked {
		if v != fakeVersion {
			t.Errorf("generated fixture %q, want the registered %q", v, fakeVersion)
		}
	}
}

func TestKeepScore(t *testing.T) {
	cands := []detector.Candidate{
		{ExpiredID: "a", ReplacementID: "b", Score: 0.4},
		{ExpiredID: "a", ReplacementID: "c", Score: 0.7},
	}
	cands[0].ReplacedAt = fakeTime(1)
	cands[1].ReplacedAt = fakeTime(2)
	cands[0].ExpiresAt, cands[1].ExpiresAt = fakeTime(1), fakeTime(1)
	got := keepScore(cands, 0.5)
	if len(got) != 1 || got[0].ReplacementID != "c" || !got[0].ExpiresAt.Equal(fakeTime(2)) {
		t.Errorf("%+v", got)
	}
	if len(keepScore(cands, 0)) != 2 || len(keepScore(cands, 1)) != 0 {
		t.Error("bounds")
	}
}

func TestClassCounts(t *testing.T) {
	labels := map[string][]string{"a": {"chain"}, "b": {"scope_disjoint"}, "c": {"clean"}, "d": {"scope_disjoint"}}
	cands := []detector.Candidate{
		{ExpiredMemoryID: "a", ReplacementMemoryID: "b"},
		{ExpiredID: "a#f1", ExpiredMemoryID: "a", ReplacementMemoryID: "b"}, // a facet of the same pair: once
		{ExpiredMemoryID: "c", ReplacementMemoryID: "d"},
	}
	per, clean := ClassCounts(cands, labels, []string{"multi_valued", "scope_disjoint"})
	if !slices.Equal(per, []int{0, 2}) || clean != 1 {
		t.Errorf("per %v clean %d", per, clean)
	}
}

func TestCodeIDStable(t *testing.T) {
	a := fstest.MapFS{"svo/a.go": {Data: []byte("package svo\n")}, "svo/a_test.go": {Data: []byte("x")}}
	b := fstest.MapFS{"svo/a.go": {Data: []byte("package svo\r\n")}, "svo/a_test.go": {Data: []byte("y")}}
	c := fstest.MapFS{"svo/a.go": {Data: []byte("package svo // changed\n")}}
	ia, _ := codeID(a)
	ib, _ := codeID(b)
	ic, _ := codeID(c)
	if ia != ib {
		t.Error("code id depends on tests or line ends")
	}
	if ia == ic {
		t.Error("code id ignores a source change")
	}
	if CodeID() != CodeID() || len(CodeID()) != 64 {
		t.Error("CodeID")
	}
	files := CodeFiles()
	for _, want := range []string{"l9.go", "detector/detect.go", "gates/gates.go", "svo/unit.go", "results/ledger.go", "corpus/corpus.go", "arms/arms.go", "dream/dream.go", "memory/memory.go", "prereg/prereg.go", "go.sum", "svo/lex/change_verbs.tsv", "svo/lex/idioms.tsv"} {
		if !slices.Contains(files, want) {
			t.Errorf("code id does not cover %s", want)
		}
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || strings.Contains(f, "testdata/") {
			t.Errorf("code id covers %s", f)
		}
	}
}

// TestCodeIDCoversImports: every package of this module that the root
// package depends on, directly or through another, has its sources under the
// code id (a change in the tagger changes extraction, so it must change the
// id). Imports are read from the non-test sources with go/parser.
func TestCodeIDCoversImports(t *testing.T) {
	covered := map[string]bool{}
	for _, f := range CodeFiles() {
		if strings.HasSuffix(f, ".go") {
			covered[filepath.ToSlash(filepath.Dir(f))] = true
		}
	}
	seen := map[string]bool{}
	queue := []string{"."}
	for len(queue) > 0 {
		dir := queue[0]
		queue = queue[1:]
		if seen[dir] {
			continue
		}
		seen[dir] = true
		if !covered[dir] {
			t.Errorf("package %q is a dependency of the row-producing code but the code id does not cover it", dir)
		}
		names, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range names {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, im := range f.Imports {
				p, _ := strconv.Unquote(im.Path.Value)
				if rest, ok := strings.CutPrefix(p, "l9/"); ok {
					queue = append(queue, rest)
				}
			}
		}
	}
	for _, want := range []string{"svo", "detector", "internal/postag", "internal/cowcache"} {
		if !seen[want] {
			t.Errorf("the import walk never reached %s: the walk is broken", want)
		}
	}
}
