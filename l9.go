// Package l9 runs the registered L9 experiment end to end: for every seed it
// generates the fixture, applies each arm, extracts the comparable units,
// runs the Stage 1 detector at the arm's threshold, scores the candidates on
// memory ids against the fixture's truth, runs the G6 dream, and then judges
// every arm, the threshold sweep and the mutation check with package gates.
// The rows it produces go to the ledger (package results).
//
// The pipeline is deterministic: seeds run in parallel goroutines but their
// results are collected in registration order, nothing reads the wall clock,
// and nothing iterates a map to produce output, so the same registration and
// the same code give byte-identical rows under any GOMAXPROCS.
//
// Two shortcuts keep a full run fast, each pinned by a test:
//
//   - Extraction runs once per seed. Every registered arm changes only
//     timestamps (or nothing), so an arm's units are the main units
//     re-stamped from the arm's memories; an arm whose memories differ in
//     anything but time is extracted afresh.
//   - The sweep and the mutants detect once at threshold 0 and keep the
//     candidates scoring at least each threshold, which equals re-running the
//     detector at that threshold (the detector drops candidates by score
//     only; expires_at is recomputed over the kept ones).
package l9

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"

	"fmt"

	"io/fs"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"l9/arms"
	"l9/corpus"
	"l9/detector"
	"l9/dream"
	"l9/gates"
	"l9/internal/atomicfile"
	"l9/memory"
	"l9/prereg"
	"l9/results"
	"l9/svo"
)

// Fixture is one seed's fixture as the pipeline sees it.
type Fixture struct {
	Seed     uint64
	Memories []memory.Memory
	Truth    []gates.Pair
	// Labels maps a memory id to its classes (corpus labels).
	Labels map[string][]string
	// Source is the generator's own fixture value, handed back to the G6
	// component.
	Source any
}

// DreamResult is what one G6 dream measured.
type DreamResult struct {
	Survival float64
	Merges   int
	Lost     []string // truth-pair ids that no longer resolve to their content
}

// Components are the moving parts of the pipeline. [Default] wires the real
// ones; tests substitute small fakes.
type Components struct {
	// FixtureVersions are the fixture versions Generate can build; the
	// registration's corpus.fixture_version must be one of them, and is the
	// version recorded in every ledger row.
	FixtureVersions []string
	// Generate builds the main fixture of a seed in a fixture version.
	Generate func(seed uint64, version string) (Fixture, error)
	// Arm transforms the main fixture for a registered arm.
	Arm func(name string, f Fixture, seed uint64) (Fixture, error)
	// Extract returns the comparable units of a whole input (must be safe for
	// concurrent use).
	Extract func(ms []memory.Memory) []svo.Unit
	// Detect is the Stage 1 detector.
	Detect func(units []svo.Unit, cfg detector.Config) detector.Result
	// Dream runs G6 on the main-arm fixture with the registered dream
	// settings, with the legacy policy when legacy is true and the temporal
	// policy otherwise.
	Dream func(f Fixture, legacy bool, cfg prereg.Dream) (DreamResult, error)
	// LoadRealText reads a registered real-text corpus under root and checks
	// its bytes against the registration ([LoadRealText] for the real
	// components). Needed only by registrations with real-text gates.
	LoadRealText func(root string, shuffleSeed uint64, c prereg.RealTextCorpus) (Fixture, error)
	// CodeID identifies the code that produced the rows ([CodeID] for the
	// real components).
	CodeID string
}

// LegacyDreamArm is the arm whose G6 dream uses the legacy policy.
const LegacyDreamArm = "legacy_dream"

// CleanClass labels the adversarial clean corpus (G4).
const CleanClass = "clean"

// Options tune a run.
type Options struct {
	// Mutants runs the mutation check.
	Mutants bool
	// Workers is the number of seeds run at once (0: GOMAXPROCS).
	Workers int
	// Progress, when set, is called after each seed completes (from the
	// worker goroutines, serialised).
	Progress func(done, total int)
	// Root is the directory the registration's real-text corpus paths are
	// relative to (the repository root; "" means the working directory).
	Root string
}

// Outcome is everything a run produced.
type Outcome struct {
	Registration *prereg.Registration
	Config       results.Config
	Arms         []gates.Arm
	Sweep        *gates.Sweep
	Mutants      []gates.Mutant
	RanMutants   bool
	Header       []string
	Rows         [][]string
	Verdict      *results.Verdict
}

// Run runs the registered experiment. sha is the registration's verified
// sha256.
func Run(ctx context.Context, reg *prereg.Registration, sha string, c Components, opt Options) (*Outcome, error) {
	if err := gates.CheckRegistration(reg); err != nil {
		return nil, err
	}
	if !slices.Contains(c.FixtureVersions, reg.Corpus.FixtureVersion) {
		return nil, &FixtureMismatchError{Supported: c.FixtureVersions, Registered: reg.Corpus.FixtureVersion}
	}
	var clauses []detector.Clause
	if opt.Mutants {
		for _, name := range reg.Mutants.Clauses {
			cl, err := detector.ParseClause(name)
			if err != nil {
				return nil, fmt.Errorf("registration %s: mutants: %w", reg.ID, err)
			}
			clauses = append(clauses, cl)
		}
	}
	seeds := reg.Seeds
	per := make([]*seedResult, len(seeds))
	errs := make([]error, len(seeds))
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, len(seeds))
	var (
		mu   sync.Mutex
		done int
		wg   sync.WaitGroup
	)
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				per[i], errs[i] = runSeed(ctx, reg, c, seeds[i], clauses)
				if opt.Progress != nil {
					mu.Lock()
					done++
					opt.Progress(done, len(seeds))
					mu.Unlock()
				}
			}
		}()
	}
feed:
	for i := range seeds {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("seed %d: %w", seeds[i], err)
		}
	}

	reals := make([]*realResult, len(reg.RealText.Corpora))
	for i, rc := range reg.RealText.Corpora {
		rr, err := runReal(ctx, reg, c, opt.Root, rc, clauses)
		if err != nil {
			return nil, err
		}
		reals[i] = rr
	}
	realOf := func(pick func(*realResult) gates.RealSeed) []gates.RealSeed {
		if len(reals) == 0 {
			return nil
		}
		out := make([]gates.RealSeed, len(reals))
		for i, rr := range reals {
			out[i] = pick(rr)
		}
		return out
	}

	out := &Outcome{Registration: reg, RanMutants: opt.Mutants,
		Config: results.Config{Fixture: reg.Corpus.FixtureVersion, PreregSHA256: sha, CodeID: c.CodeID}}
	// The sweep, on the main arm at threshold-0 detection.
	sweep, err := gates.NewSweep(reg, func(t float64) ([]gates.Seed, error) {
		ss := make([]gates.Seed, len(per))
		for i, p := range per {
			ss[i] = measure(reg, &p.main, p.units, keepScore(p.main0, t), p.dreamTemporal)
		}
		return ss, nil
	})
	if err != nil {
		return nil, err
	}
	out.Sweep = sweep
	for ai, arm := range reg.Arms {
		ss := make([]gates.Seed, len(per))
		for i, p := range per {
			ss[i] = p.arms[ai]
		}
		out.Arms = append(out.Arms, gates.EvaluateAll(reg, arm, ss, realOf(func(rr *realResult) gates.RealSeed { return rr.arms[ai] }), sweep))
	}
	mainArm, _ := reg.Arm("main")
	var mainJudged *gates.Arm
	for i := range out.Arms {
		if out.Arms[i].Name == "main" {
			mainJudged = &out.Arms[i]
		}
	}
	for ci, cl := range clauses {
		ss := make([]gates.Seed, len(per))
		for i, p := range per {
			ss[i] = p.mutants[ci].atThreshold
		}
		msweep, err := gates.NewSweep(reg, func(t float64) ([]gates.Seed, error) {
			ss := make([]gates.Seed, len(per))
			for i, p := range per {
				ss[i] = measure(reg, &p.main, p.units, keepScore(p.mutants[ci].cands0, t), p.dreamTemporal)
			}
			return ss, nil
		})
		if err != nil {
			return nil, err
		}
		a := gates.EvaluateAll(reg, mainArm, ss, realOf(func(rr *realResult) gates.RealSeed { return rr.mutants[ci] }), msweep)
		out.Mutants = append(out.Mutants, gates.NewMutant(cl.String(), &a, mainJudged, reg.Mutants.DetectorGates))
	}
	out.Header = results.Columns(reg.Gates.G3.Classes)
	out.Rows = results.Rows(out.Config, reg.Gates.G3.Classes, reg.Analysis.ConfidenceLevel, out.Arms)
	out.Verdict = results.NewVerdict(reg.ID, out.Config, out.Arms, out.Sweep, out.Mutants, out.RanMutants)
	for _, rc := range reg.RealText.Corpora {
		out.Verdict.RealText = append(out.Verdict.RealText, results.RealTextCorpus{ID: rc.ID, Dir: rc.Dir,
			MemoriesSHA256: rc.MemoriesSHA256, TruthSHA256: rc.TruthSHA256, LabelsSHA256: rc.LabelsSHA256})
	}
	return out, nil
}

// FixtureMismatchError: the registration names a fixture version the
// generator does not support.
type FixtureMismatchError struct {
	Supported  []string
	Registered string
}

func (e *FixtureMismatchError) Error() string {
	return fmt.Sprintf("the registration is for fixture version %q but the corpus generator supports %q: a new fixture needs a new generator version", e.Registered, e.Supported)
}

type mutantResult struct {
	cands0      []detector.Candidate // at threshold 0
	atThreshold gates.Seed           // at the registered threshold
}

// seedResult is everything one seed contributes.
type seedResult struct {
	main          Fixture
	units         int
	main0         []detector.Candidate // main arm at threshold 0, for the sweep
	dreamTemporal DreamResult
	arms          []gates.Seed // in registration order
	mutants       []mutantResult
}

func runSeed(ctx context.Context, reg *prereg.Registration, c Components, seed uint64, clauses []detector.Clause) (*seedResult, error) {
	f, err := c.Generate(seed, reg.Corpus.FixtureVersion)
	if err != nil {
		return nil, fmt.Errorf("generate: %w", err)
	}
	mainF, err := c.Arm("main", f, seed)
	if err != nil {
		return nil, fmt.Errorf("arm main: %w", err)
	}
	units := c.Extract(mainF.Memories)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r := &seedResult{main: mainF, units: len(units)}
	dreams := map[bool]*DreamResult{}
	dream := func(legacy bool) (DreamResult, error) {
		if d := dreams[legacy]; d != nil {
			return *d, nil
		}
		d, err := c.Dream(mainF, legacy, reg.Dream)
		if err != nil {
			return DreamResult{}, fmt.Errorf("G6 dream (legacy %v): %w", legacy, err)
		}
		dreams[legacy] = &d
		return d, nil
	}
	if r.dreamTemporal, err = dream(false); err != nil {
		return nil, err
	}
	cfg := detector.Config{Threshold: 0}
	r.main0 = c.Detect(units, cfg).Candidates

	for _, arm := range reg.Arms {
		fa := mainF
		if arm.Name != "main" {
			if fa, err = c.Arm(arm.Name, f, seed); err != nil {
				return nil, fmt.Errorf("arm %s: %w", arm.Name, err)
			}
		}
		ua := units
		switch {
		case sameMemories(mainF.Memories, fa.Memories):
		case sameContent(mainF.Memories, fa.Memories):
			ua = Restamp(units, fa.Memories)
		default:
			ua = c.Extract(fa.Memories)
		}
		res := c.Detect(ua, detector.Config{Threshold: gates.Threshold(reg, arm)})
		d, err := dream(arm.Name == LegacyDreamArm)
		if err != nil {
			return nil, err
		}
		r.arms = append(r.arms, measure(reg, &fa, len(ua), res.Candidates, d))
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	for _, cl := range clauses {
		c0 := c.Detect(units, detector.Config{Threshold: 0}.Without(cl)).Candidates
		r.mutants = append(r.mutants, mutantResult{cands0: c0,
			atThreshold: measure(reg, &mainF, len(units), keepScore(c0, reg.Detector.Threshold), r.dreamTemporal)})
	}
	return r, nil
}

// realResult is what one real-text corpus contributes: one measurement per
// registered arm (registration order) and per mutant.
type realResult struct {
	arms    []gates.RealSeed
	mutants []gates.RealSeed
}

// runReal runs every registered arm and mutant on one real-text corpus. The
// arms transform it as they transform a fixture (shuffled permutes
// observed_at with the registered real-text shuffle seed, unstamped removes
// it); there is no dream, so legacy_dream measures what main measures.
func runReal(ctx context.Context, reg *prereg.Registration, c Components, root string, rc prereg.RealTextCorpus, clauses []detector.Clause) (*realResult, error) {
	if c.LoadRealText == nil {
		return nil, fmt.Errorf("real-text corpus %s: these components cannot load real-text corpora", rc.ID)
	}
	seed := reg.RealText.ShuffleSeed
	f, err := c.LoadRealText(root, seed, rc)
	if err != nil {
		return nil, err
	}
	units := c.Extract(f.Memories)
	r := &realResult{}
	for _, arm := range reg.Arms {
		fa := f
		if arm.Name != "main" {
			if fa, err = c.Arm(arm.Name, f, seed); err != nil {
				return nil, fmt.Errorf("real-text corpus %s: arm %s: %w", rc.ID, arm.Name, err)
			}
		}
		ua := units
		switch {
		case sameMemories(f.Memories, fa.Memories):
		case sameContent(f.Memories, fa.Memories):
			ua = Restamp(units, fa.Memories)
		default:
			ua = c.Extract(fa.Memories)
		}
		res := c.Detect(ua, detector.Config{Threshold: gates.Threshold(reg, arm)})
		r.arms = append(r.arms, measureReal(reg, rc.ID, &fa, len(ua), res.Candidates))
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	for _, cl := range clauses {
		c0 := c.Detect(units, detector.Config{Threshold: 0}.Without(cl)).Candidates
		r.mutants = append(r.mutants, measureReal(reg, rc.ID, &f, len(units), keepScore(c0, reg.Detector.Threshold)))
	}
	return r, nil
}

// measure reduces one detection on one fixture to the figures the gates
// judge.
func measure(reg *prereg.Registration, f *Fixture, units int, cands []detector.Candidate, d DreamResult) gates.Seed {
	sc := gates.Score(cands, f.Truth)
	s := gates.Seed{Seed: f.Seed, Units: units, TruthPairs: sc.Truth, Candidates: sc.Candidates,
		TP: sc.TP, FP: sc.FP, FN: sc.FN,
		ValueTP: sc.Value.Truth - sc.Value.FN, ValueFN: sc.Value.FN,
		DirMatched: sc.DirectionMatched, DirCorrect: sc.DirectionCorrect,
		NegTP: sc.Negation.Truth - sc.Negation.FN, NegFP: sc.Negation.FP, NegFN: sc.Negation.FN,
		G6Survival: d.Survival, G6Merges: d.Merges, G6Lost: d.Lost}
	s.Classes, s.Clean = ClassCounts(cands, f.Labels, reg.Gates.G3.Classes)
	return s
}

// ClassCounts counts, for each class, the distinct candidate memory pairs
// that touch a memory labelled with it (either member), and the pairs that
// touch the clean corpus.
func ClassCounts(cands []detector.Candidate, labels map[string][]string, classes []string) (perClass []int, clean int) {
	type pair struct{ a, b string }
	seen := map[pair]bool{}
	perClass = make([]int, len(classes))
	for i := range cands {
		p := pair{cands[i].ExpiredMemoryID, cands[i].ReplacementMemoryID}
		if seen[p] {
			continue
		}
		seen[p] = true
		has := func(class string) bool {
			return slices.Contains(labels[p.a], class) || slices.Contains(labels[p.b], class)
		}
		for j, cl := range classes {
			if has(cl) {
				perClass[j]++
			}
		}
		if has(CleanClass) {
			clean++
		}
	}
	return perClass, clean
}

// keepScore returns the candidates scoring at least t, with expires_at
// recomputed over the kept ones (the minimum replacement time per expired
// unit), which is what the detector returns when run at threshold t.
func keepScore(cands []detector.Candidate, t float64) []detector.Candidate {
	var out []detector.Candidate
	minT := map[string]time.Time{}
	for _, c := range cands {
		if c.Score < t {
			continue
		}
		out = append(out, c)
		if m, ok := minT[c.ExpiredID]; !ok || c.ReplacedAt.Before(m) {
			minT[c.ExpiredID] = c.ReplacedAt
		}
	}
	for i := range out {
		out[i].ExpiresAt = minT[out[i].ExpiredID]
	}
	return out
}

// sameMemories: identical inputs (so identical units).
func sameMemories(a, b []memory.Memory) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := &a[i], &b[i]
		if !sameContentOne(x, y) || !x.CreatedAt.Equal(y.CreatedAt) || !eqT(x.ObservedAt, y.ObservedAt) ||
			!eqT(x.EffectiveAt, y.EffectiveAt) || !eqT(x.ExpiresAt, y.ExpiresAt) {
			return false
		}
	}
	return true
}

// sameContent: the inputs differ at most in their temporal fields.
func sameContent(a, b []memory.Memory) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !sameContentOne(&a[i], &b[i]) {
			return false
		}
	}
	return true
}

func sameContentOne(x, y *memory.Memory) bool {
	return x.ID == y.ID && x.Content == y.Content && x.ParentID == y.ParentID && x.IsFacet == y.IsFacet
}

func eqT(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Equal(*b)
}

// Restamp returns units with their temporal fields taken from ms, as the
// extractor copies them: a unit takes the times of the memory it was
// extracted from — the memory with the unit's own id (an atomic memory, or
// an explicit facet memory), else its Unit.MemoryID (the parent of a facet
// the extractor split off).
func Restamp(units []svo.Unit, ms []memory.Memory) []svo.Unit {
	byID := make(map[string]*memory.Memory, len(ms))
	for i := range ms {
		byID[ms[i].ID] = &ms[i]
	}
	out := slices.Clone(units)
	for i := range out {
		u := &out[i]
		m := byID[u.ID]
		if m == nil {
			m = byID[u.MemoryID]
		}
		if m == nil {
			continue
		}
		u.CreatedAt = m.CreatedAt
		u.ObservedAt = cloneT(m.ObservedAt)
		u.EffectiveAt = cloneT(m.EffectiveAt)
		u.ExpiresAt = cloneT(m.ExpiresAt)
	}
	return out
}

func cloneT(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	v := *t
	return &v
}

// labelsOf builds the id → classes map of a labelled fixture.
func labelsOf[L any](ls []L, id, class func(L) string) map[string][]string {
	m := map[string][]string{}
	for _, l := range ls {
		m[id(l)] = append(m[id(l)], class(l))
	}
	for _, v := range m {
		sort.Strings(v)
	}
	return m
}

// sources are the files of the packages that produce ledger rows, every
// package of this module they import (the tagger, the caches, the TSV
// writer, ...: TestCodeIDCoversImports keeps the list whole), and svo's
// lexicons (rules as data: a changed row changes what is extracted). Test
// files are embedded by the patterns but left out of the code id.
//
//go:embed go.mod go.sum l9.go svo/*.go svo/lex/*.tsv detector/*.go corpus/*.go arms/*.go gates/*.go dream/*.go memory/*.go prereg/*.go results/*.go internal/postag/*.go internal/cowcache/*.go internal/offheap/*.go internal/atomicfile/*.go internal/texttab/*.go internal/fnv1a/*.go internal/textnum/*.go
var sources embed.FS

// CodeID is the sha256 over the sources of the packages that produce ledger
// rows (svo, detector, corpus, arms, gates, dream, memory, prereg, results
// and this file) and of every package of this module they import
// (internal/postag, internal/cowcache, internal/offheap, internal/atomicfile,
// internal/texttab; from L9f on), without tests, and over go.mod and go.sum
// (the versions of prose and gonum change results too): the same sources give
// the same id on any machine (line ends are normalised to \n), and any change
// to them changes it. The sources are embedded, so an installed binary knows
// its code id.
func CodeID() string {
	id, err := codeID(sources)
	if err != nil {
		panic(err) // the embedded FS is fixed at build time
	}
	return id
}

func codeID(fsys fs.FS) (string, error) {
	h := sha256.New()
	err := fs.WalkDir(fsys, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(path, "_test.go") {
			return err
		}
		b, err := fs.ReadFile(fsys, path)
		if err != nil {
			return err
		}
		b = bytes.ReplaceAll(b, []byte("\r\n"), []byte("\n"))
		fmt.Fprintf(h, "%s\x00%d\x00", path, len(b))
		h.Write(b)
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("code id: %w", err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// CodeFiles lists the files the code id covers.
func CodeFiles() []string {
	var out []string
	fs.WalkDir(sources, ".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !strings.HasSuffix(path, "_test.go") {
			out = append(out, path)
		}
		return nil
	})
	return out
}

// LedgerName is the ledger file of a registration: results-<id>.tsv.
func LedgerName(reg *prereg.Registration) string { return "results-" + reg.ID + ".tsv" }

// VerdictName is the verdict file written beside the ledger.
const VerdictName = "verdict.json"

// Recorded says what Record wrote.
type Recorded struct {
	LedgerPath, VerdictPath string
	Appended                int  // rows appended to the ledger
	AlreadyRecorded         bool // the ledger held exactly these rows already
}

// Record appends the run's rows to the ledger in dir (creating it) and
// writes the verdict beside it, each atomically. A configuration already in
// the ledger must reproduce byte for byte: otherwise Record returns the
// *results.ReproError and writes nothing.
func Record(dir string, out *Outcome) (*Recorded, error) {
	rec := &Recorded{LedgerPath: filepath.Join(dir, LedgerName(out.Registration)), VerdictPath: filepath.Join(dir, VerdictName)}
	l, err := results.ReadFile(rec.LedgerPath)
	if err != nil {
		return nil, err
	}
	add, already, err := l.Merge(out.Header, out.Rows)
	if err != nil {
		return nil, err
	}
	vb, err := out.Verdict.Marshal()
	if err != nil {
		return nil, err
	}
	rec.AlreadyRecorded, rec.Appended = already, len(add)
	if len(add) > 0 {
		b, err := l.Bytes(out.Header, add)
		if err != nil {
			return nil, err
		}
		if err := atomicfile.WriteBytes(rec.LedgerPath, b); err != nil {
			return nil, err
		}
	}
	if err := atomicfile.WriteBytes(rec.VerdictPath, vb); err != nil {
		return nil, err
	}
	return rec, nil
}

// Default wires the real components: the corpus generator (every fixture
// version it supports, each with its spec), the registered arm transforms,
// one svo extractor for the whole run, the Stage 1 detector, and G6 with the
// temporal or legacy dream policy.
func Default() (Components, error) {
	ex, err := svo.New()
	if err != nil {
		return Components{}, fmt.Errorf("svo: %w", err)
	}
	return Components{
		FixtureVersions: corpus.Versions(),
		Generate: func(seed uint64, version string) (Fixture, error) {
			spec, err := corpus.SpecFor(version)
			if err != nil {
				return Fixture{}, err
			}
			cf, err := corpus.Generate(seed, spec)
			if err != nil {
				return Fixture{}, err
			}
			return fromCorpus(cf), nil
		},
		Arm: func(name string, f Fixture, seed uint64) (Fixture, error) {
			cf, ok := f.Source.(corpus.Fixture)
			if !ok {
				return Fixture{}, fmt.Errorf("arm %s: the fixture of seed %d was not made by corpus.Generate", name, seed)
			}
			af, err := arms.Apply(name, cf, seed)
			if err != nil {
				return Fixture{}, err
			}
			return fromCorpus(af), nil
		},
		Extract: ex.All,
		Detect:  detector.Detect,
		Dream: func(f Fixture, legacy bool, cfg prereg.Dream) (DreamResult, error) {
			cf, ok := f.Source.(corpus.Fixture)
			if !ok {
				return DreamResult{}, fmt.Errorf("G6: the fixture of seed %d was not made by corpus.Generate", f.Seed)
			}
			policy := dream.Temporal // L9 registers no policy: the temporal fix of ADR-0051
			if cfg.Policy != "" {
				p, err := dream.ParsePolicy(cfg.Policy)
				if err != nil {
					return DreamResult{}, fmt.Errorf("G6: %w", err)
				}
				policy = p
			}
			if legacy {
				policy = dream.Legacy
			}
			r, err := gates.G6(cf, policy, cfg)
			if err != nil {
				return DreamResult{}, err
			}
			return DreamResult{Survival: r.Survival, Merges: r.Merges, Lost: r.Lost}, nil
		},
		LoadRealText: LoadRealText,
		CodeID:       CodeID(),
	}, nil
}

// fromCorpus is the pipeline's view of a corpus fixture.
func fromCorpus(cf corpus.Fixture) Fixture {
	f := Fixture{Seed: cf.Seed, Memories: cf.Memories, Source: cf}
	for _, t := range cf.Truth {
		f.Truth = append(f.Truth, gates.Pair{ExpiredID: t.ExpiredID, ReplacementID: t.ReplacementID, Reason: t.Reason})
	}
	f.Labels = labelsOf(cf.Labels, func(l corpus.Label) string { return l.ID }, func(l corpus.Label) string { return l.Class })
	return f
}
