package corpus_test

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"l9/corpus"
	"l9/memory"
	"l9/prereg"
)

var update = flag.Bool("update", false, "rewrite testdata/golden.txt")

func registration(t *testing.T) *prereg.Registration {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "prereg", "L9.toml"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := prereg.Parse(b, "L9.toml")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// fixtures caches the registered seeds' fixtures for the whole test binary.
var fixtures = map[uint64]corpus.Fixture{}

func fixture(t *testing.T, seed uint64) corpus.Fixture {
	t.Helper()
	if f, ok := fixtures[seed]; ok {
		return f.Clone()
	}
	f, err := corpus.Generate(seed, corpus.DefaultSpec())
	if err != nil {
		t.Fatal(err)
	}
	fixtures[seed] = f
	return f.Clone()
}

func encode(t *testing.T, f corpus.Fixture) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := memory.WriteAll(&b, f.Memories); err != nil {
		t.Fatal(err)
	}
	if err := corpus.WriteTruth(&b, f.Truth); err != nil {
		t.Fatal(err)
	}
	if err := corpus.WriteLabels(&b, f.Labels); err != nil {
		t.Fatal(err)
	}
	if err := corpus.WriteFacts(&b, f.Facts); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestFixtureVersionIsRegistered(t *testing.T) {
	if want := registration(t).Corpus.FixtureVersion; want != corpus.FixtureV1 || !corpus.Supports(want) {
		t.Fatalf("L9 registers fixture %q; the generator's fixture 1 is %q (supported: %v)", want, corpus.FixtureV1, corpus.Versions())
	}
}

// TestGolden pins the bytes of every registered seed's fixture. Any change to
// generation changes a hash: bump FixtureVersion (and register it) and
// regenerate with go test ./corpus -update.
func TestGolden(t *testing.T) {
	var seeds []uint64
	for _, s := range registration(t).Seeds {
		seeds = append(seeds, uint64(s))
	}
	checkGolden(t, "golden.txt", seeds, fixture)
}

// checkGolden compares the sha256 of each seed's encoded fixture with the
// golden file testdata/name (rewritten with -update).
func checkGolden(t *testing.T, name string, seeds []uint64, gen func(*testing.T, uint64) corpus.Fixture) {
	t.Helper()
	var lines []string
	for _, s := range seeds {
		sum := sha256.Sum256(encode(t, gen(t, s)))
		lines = append(lines, fmt.Sprintf("%d %x", s, sum))
	}
	got := strings.Join(lines, "\n") + "\n"
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./corpus -update)", err)
	}
	if d := cmp.Diff(string(want), got); d != "" {
		t.Errorf("%s: fixture bytes changed (-golden +got):\n%s", name, d)
	}
}

func TestDeterministicAcrossGOMAXPROCS(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	var outs [][]byte
	for _, p := range []int{1, 4} {
		runtime.GOMAXPROCS(p)
		f, err := corpus.Generate(37, corpus.DefaultSpec())
		if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, encode(t, f))
	}
	if !bytes.Equal(outs[0], outs[1]) {
		t.Fatal("fixture differs between GOMAXPROCS 1 and 4")
	}
	g, err := corpus.Generate(38, corpus.DefaultSpec())
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(outs[0], encode(t, g)) {
		t.Fatal("seeds 37 and 38 gave the same fixture")
	}
}

// TestRegisteredMinimums checks every [corpus] minimum of the frozen
// registration, per registered seed, plus the shape requirements.
func TestRegisteredMinimums(t *testing.T) {
	reg := registration(t)
	rc := reg.Corpus
	for _, s := range reg.Seeds {
		f := fixture(t, uint64(s))
		c := corpus.Count(f)
		name := fmt.Sprintf("seed %d", s)
		check := func(what string, got, min int) {
			if got < min {
				t.Errorf("%s: %s = %d, registered minimum %d", name, what, got, min)
			}
		}
		check("value pairs", c.ValuePairs, rc.MinValuePairsPerSeed)
		check("negation pairs", c.NegationPairs, rc.MinNegationPairsPerSeed)
		check("four-version chains", c.FourVersion, rc.MinFourVersionChainsPerSeed)
		for _, cl := range reg.Gates.G3.Classes {
			check(cl+" groups", c.Groups[cl], rc.MinInstancesPerControlClass)
		}
		check("clean memories", c.Memories[corpus.ClassClean], rc.MinCleanUnitsPerSeed)
		check("distractors", c.Memories[corpus.ClassDistractor], rc.MinDistractorsPerSeed)
		if fr := float64(c.LiveChains) / float64(c.Chains); fr < rc.MinLiveIngestedChainFraction {
			t.Errorf("%s: live chain fraction %.3f < %.2f", name, fr, rc.MinLiveIngestedChainFraction)
		}
		if 4*c.CompoundChains < c.Chains {
			t.Errorf("%s: %d of %d chains compound, want >= 1/4", name, c.CompoundChains, c.Chains)
		}
		if 3*c.RephrasedChains < c.Chains {
			t.Errorf("%s: %d of %d chains rephrased, want >= 1/3", name, c.RephrasedChains, c.Chains)
		}
		if c.MixedChains == 0 {
			t.Errorf("%s: no chain continues live after the import", name)
		}
		if c.Facets == 0 {
			t.Errorf("%s: no explicit facet memories", name)
		}
	}
}

func TestOverlapBetweenRegisteredSeeds(t *testing.T) {
	reg := registration(t)
	var fs []corpus.Fixture
	for _, s := range reg.Seeds {
		fs = append(fs, fixture(t, uint64(s)))
	}
	worst := 0.0
	for i := range fs {
		for j := i + 1; j < len(fs); j++ {
			o := corpus.Overlap(fs[i], fs[j])
			worst = math.Max(worst, o)
			if o > reg.Corpus.MaxKeyOverlapBetweenSeeds {
				t.Errorf("seeds %d and %d share %.3f of their keys (cap %.2f)", fs[i].Seed, fs[j].Seed, o, reg.Corpus.MaxKeyOverlapBetweenSeeds)
			}
		}
	}
	t.Logf("max pairwise key overlap %.4f", worst)
	if o := corpus.Overlap(fs[0], fs[0]); o != 1 {
		t.Errorf("self overlap = %v, want 1", o)
	}
}

var uuidRE = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)

func TestIDs(t *testing.T) {
	f := fixture(t, 11)
	prefixes := map[string]bool{}
	for _, m := range f.Memories {
		if !uuidRE.MatchString(m.ID) {
			t.Fatalf("id %q is not UUID-shaped", m.ID)
		}
		if prefixes[m.ID[:8]] {
			t.Fatalf("8-character prefix %q is not unique", m.ID[:8])
		}
		prefixes[m.ID[:8]] = true
	}
}

// countingSink mints ids "m1", "m2", … so the test can see that truth and
// labels use exactly the ids the sink returned.
type countingSink struct {
	n   int
	got []memory.Memory
}

func (s *countingSink) Insert(m memory.Memory) (string, error) {
	if m.ID != "" {
		return "", errors.New("memory arrived with an id")
	}
	s.n++
	m.ID = "m" + strconv.Itoa(s.n)
	s.got = append(s.got, m)
	return m.ID, nil
}

func TestGenerateIntoUsesReturnedIDs(t *testing.T) {
	s := &countingSink{}
	f, err := corpus.GenerateInto(11, corpus.DefaultSpec(), s)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.got) != len(f.Memories) {
		t.Fatalf("sink got %d memories, fixture has %d", len(s.got), len(f.Memories))
	}
	for i, m := range f.Memories {
		if m.ID != s.got[i].ID {
			t.Fatalf("memory %d: fixture id %q, sink returned %q", i, m.ID, s.got[i].ID)
		}
		if m.IsFacet && !strings.HasPrefix(m.ParentID, "m") {
			t.Fatalf("facet parent %q is not a returned id", m.ParentID)
		}
	}
	ref := fixture(t, 11)
	if len(ref.Truth) != len(f.Truth) {
		t.Fatalf("truth size depends on the sink: %d vs %d", len(f.Truth), len(ref.Truth))
	}
	for _, p := range f.Truth {
		if !strings.HasPrefix(p.ExpiredID, "m") || !strings.HasPrefix(p.ReplacementID, "m") {
			t.Fatalf("truth pair %+v does not use returned ids", p)
		}
	}
}

// firstGroup returns the memory ids of the first group of class c with at
// least n memories.
func firstGroup(f corpus.Fixture, c string, n int) []string {
	groups := map[string][]string{}
	var names []string
	for _, x := range f.Facts {
		if strings.HasPrefix(x.Group, c+"-") {
			if _, ok := groups[x.Group]; !ok {
				names = append(names, x.Group)
			}
			groups[x.Group] = append(groups[x.Group], x.MemoryID)
		}
	}
	sort.Strings(names)
	for _, g := range names {
		if len(groups[g]) >= n {
			return groups[g]
		}
	}
	return nil
}

func memIndex(f corpus.Fixture, id string) int {
	for i := range f.Memories {
		if f.Memories[i].ID == id {
			return i
		}
	}
	return -1
}

func TestCheckRefuses(t *testing.T) {
	base := fixture(t, 11)
	if err := corpus.Check(base); err != nil {
		t.Fatalf("generated fixture fails its self-check: %v", err)
	}
	backfilledChain := func(f corpus.Fixture) (int, int) {
		// two versions of a backfilled value chain
		groups := map[string][]int{}
		var names []string
		for _, x := range f.Facts {
			if strings.HasPrefix(x.Group, "chain-") {
				i := memIndex(f, x.MemoryID)
				if f.Memories[i].ObservedAt == nil {
					continue
				}
				if _, ok := groups[x.Group]; !ok {
					names = append(names, x.Group)
				}
				groups[x.Group] = append(groups[x.Group], i)
			}
		}
		sort.Strings(names)
		for _, g := range names {
			if len(groups[g]) >= 2 {
				return groups[g][0], groups[g][1]
			}
		}
		t.Fatal("no backfilled chain")
		return 0, 0
	}
	cases := []struct {
		name   string
		mutate func(f *corpus.Fixture)
		kind   string
	}{
		{"indistinguishable versions", func(f *corpus.Fixture) {
			a, b := backfilledChain(*f)
			f.Memories[b].Content = f.Memories[a].Content
			f.Memories[b].ObservedAt = memory.TimePtr(*f.Memories[a].ObservedAt)
		}, corpus.KindIndistinguishable},
		{"two versions at one instant", func(f *corpus.Fixture) {
			a, b := backfilledChain(*f)
			f.Memories[b].ObservedAt = memory.TimePtr(*f.Memories[a].ObservedAt)
		}, corpus.KindSameInstant},
		{"truth names an unknown id", func(f *corpus.Fixture) {
			f.Truth[0].ReplacementID = "00000000-0000-4000-8000-000000000000"
		}, corpus.KindUnknownID},
		{"truth misses a pair", func(f *corpus.Fixture) {
			f.Truth = f.Truth[1:]
		}, corpus.KindTruth},
		{"truth has the wrong expires_at", func(f *corpus.Fixture) {
			f.Truth[3].ExpiresAt = f.Truth[3].ExpiresAt.Add(time.Second)
		}, corpus.KindTruth},
		{"control key equals a chain key", func(f *corpus.Fixture) {
			var chain corpus.Fact
			for _, x := range f.Facts {
				if strings.HasPrefix(x.Group, "chain-") {
					chain = x
					break
				}
			}
			for i, x := range f.Facts {
				if strings.HasPrefix(x.Group, "scope_disjoint-") {
					f.Facts[i].Subject, f.Facts[i].Attribute, f.Facts[i].Scope = chain.Subject, chain.Attribute, chain.Scope
					break
				}
			}
		}, corpus.KindConfusable},
		{"a confirmation that is really a change", func(f *corpus.Fixture) {
			ids := firstGroup(*f, "confirmation", 2)
			for i, x := range f.Facts {
				if x.MemoryID == ids[1] {
					f.Facts[i].Value = "something else entirely"
				}
			}
		}, corpus.KindControlFires},
		{"a memory without a label", func(f *corpus.Fixture) {
			f.Labels = f.Labels[:len(f.Labels)-1]
		}, corpus.KindLabels},
		{"a duplicate id", func(f *corpus.Fixture) {
			f.Memories[5].ID = f.Memories[4].ID
		}, corpus.KindIDs},
		{"a fact on an unknown memory", func(f *corpus.Fixture) {
			f.Facts[0].MemoryID = "nope"
		}, corpus.KindUnknownID},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := base.Clone()
			tc.mutate(&f)
			err := corpus.Check(f)
			var ce *corpus.CheckError
			if !errors.As(err, &ce) {
				t.Fatalf("Check = %v, want a *CheckError of kind %s", err, tc.kind)
			}
			if ce.Kind != tc.kind {
				t.Fatalf("Check refused with kind %s (%v), want %s", ce.Kind, err, tc.kind)
			}
		})
	}
}

// TestTruthTransitiveReduction builds a four-version chain by hand: A, A
// again (a confirmation), B, then a move back to A; plus a negation chain and
// facts that must give no pair.
func TestTruthTransitiveReduction(t *testing.T) {
	day := func(d int) *time.Time { return memory.TimePtr(time.Date(2020, 1, d, 12, 0, 0, 0, time.UTC)) }
	created := time.Date(2025, 1, 20, 9, 0, 0, 0, time.UTC)
	var ms []memory.Memory
	var facts []corpus.Fact
	add := func(id string, obs *time.Time, f corpus.Fact) {
		ms = append(ms, memory.Memory{ID: id, Content: id, CreatedAt: created.Add(time.Duration(len(ms)) * time.Millisecond), ObservedAt: obs})
		f.MemoryID = id
		facts = append(facts, f)
	}
	res := func(v string) corpus.Fact {
		return corpus.Fact{Group: "chain-001", Subject: "dana", Attribute: "residence", Value: v}
	}
	// Inserted out of order on purpose.
	add("v4", day(20), res("oslo"))
	add("v1", day(1), res("oslo"))
	add("v3", day(10), res("rome"))
	add("v2", day(5), res("oslo"))
	up := corpus.Fact{Group: "negation_chain-001", Subject: "relay-3", Attribute: "state", Value: "up"}
	down := up
	down.Negated = true
	add("n1", day(2), up)
	add("n2", day(3), down)
	add("n3", day(4), up)
	// Elaboration (containment), set-valued, same instant: no pairs.
	add("e1", day(1), corpus.Fact{Group: "elaboration-001", Subject: "mara", Attribute: "residence", Value: "berlin"})
	add("e2", day(2), corpus.Fact{Group: "elaboration-001", Subject: "mara", Attribute: "residence", Value: "berlin kreuzberg"})
	add("s1", day(1), corpus.Fact{Group: "multi_valued-001", Subject: "priya", Attribute: "speaks", Value: "french", SetValued: true})
	add("s2", day(2), corpus.Fact{Group: "multi_valued-001", Subject: "priya", Attribute: "speaks", Value: "german", SetValued: true})
	add("c1", day(7), corpus.Fact{Group: "contested-001", Subject: "bob", Attribute: "room", Value: "b214"})
	add("c2", day(7), corpus.Fact{Group: "contested-001", Subject: "bob", Attribute: "room", Value: "c101"})
	// Disjoint validity intervals: a timeline.
	ms = append(ms, memory.Memory{ID: "d1", Content: "d1", CreatedAt: created, ObservedAt: day(1), EffectiveAt: day(1), ExpiresAt: day(8)})
	ms = append(ms, memory.Memory{ID: "d2", Content: "d2", CreatedAt: created, ObservedAt: day(8), EffectiveAt: day(8)})
	facts = append(facts,
		corpus.Fact{MemoryID: "d1", Group: "disjoint_interval-001", Subject: "kestrel on-call", Attribute: "person", Value: "ana"},
		corpus.Fact{MemoryID: "d2", Group: "disjoint_interval-001", Subject: "kestrel on-call", Attribute: "person", Value: "ben"})

	got, err := corpus.DeriveTruth(ms, facts)
	if err != nil {
		t.Fatal(err)
	}
	want := []corpus.TruthPair{
		{ExpiredID: "v1", ReplacementID: "v3", Reason: "value", ExpiresAt: *day(10)},
		{ExpiredID: "n1", ReplacementID: "n2", Reason: "negation", ExpiresAt: *day(3)},
		{ExpiredID: "n2", ReplacementID: "n3", Reason: "negation", ExpiresAt: *day(4)},
		{ExpiredID: "v2", ReplacementID: "v3", Reason: "value", ExpiresAt: *day(10)},
		{ExpiredID: "v3", ReplacementID: "v4", Reason: "value", ExpiresAt: *day(20)},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("truth (-want +got):\n%s", d)
	}
	// Live-ingested versions order by created_at.
	live := []memory.Memory{
		{ID: "l2", Content: "x", CreatedAt: created.Add(48 * time.Hour)},
		{ID: "l1", Content: "y", CreatedAt: created.Add(24 * time.Hour)},
	}
	lf := []corpus.Fact{
		{MemoryID: "l2", Group: "chain-002", Subject: "eve", Attribute: "car", Value: "volvo v60"},
		{MemoryID: "l1", Group: "chain-002", Subject: "eve", Attribute: "car", Value: "kia niro"},
	}
	got, err = corpus.DeriveTruth(live, lf)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].ExpiredID != "l1" || !got[0].ExpiresAt.Equal(live[0].CreatedAt) {
		t.Fatalf("live chain truth = %+v", got)
	}
}

// TestTimestamps: backfilled memories come from one import session whose
// order says nothing about true order; live chains have no observed_at.
func TestTimestamps(t *testing.T) {
	agree, pairs := 0, 0
	for _, s := range registration(t).Seeds {
		f := fixture(t, uint64(s))
		byID := map[string]memory.Memory{}
		var lo, hi time.Time
		for _, m := range f.Memories {
			byID[m.ID] = m
			if m.ObservedAt == nil {
				continue
			}
			if !m.ObservedAt.Before(m.CreatedAt) {
				t.Fatalf("seed %d: %s observed %s after its import %s", s, m.ID, m.ObservedAt, m.CreatedAt)
			}
			if lo.IsZero() || m.CreatedAt.Before(lo) {
				lo = m.CreatedAt
			}
			if m.CreatedAt.After(hi) {
				hi = m.CreatedAt
			}
		}
		if hi.Sub(lo) > 30*time.Second {
			t.Errorf("seed %d: backfill session spans %s", s, hi.Sub(lo))
		}
		for _, p := range f.Truth {
			a, b := byID[p.ExpiredID], byID[p.ReplacementID]
			if a.ObservedAt == nil || b.ObservedAt == nil {
				// A live version (or a live one after a backfilled one) is
				// in created_at order, so the created_at fallback finds it.
				if !a.CreatedAt.Before(b.CreatedAt) || !a.OrderTime().Before(b.OrderTime()) {
					t.Errorf("seed %d: live pair not in order", s)
				}
				if a.ObservedAt == nil && b.ObservedAt != nil {
					t.Errorf("seed %d: a live version before a backfilled one", s)
				}
				continue
			}
			pairs++
			if a.CreatedAt.Before(b.CreatedAt) {
				agree++
			}
		}
	}
	// created_at order of backfilled pairs must look like a coin toss.
	fr := float64(agree) / float64(pairs)
	if fr < 0.35 || fr > 0.65 {
		t.Errorf("import order agrees with true order in %.3f of %d backfilled pairs; want ~0.5", fr, pairs)
	}
}

func tokens(s string) map[string]float64 {
	v := map[string]float64{}
	for _, w := range strings.Fields(strings.ToLower(s)) {
		w = strings.Trim(w, ".,;:!?()'\"")
		if w != "" {
			v[w]++
		}
	}
	return v
}

func cosine(a, b string) float64 {
	x, y := tokens(a), tokens(b)
	var dot, nx, ny float64
	for k, v := range x {
		dot += v * y[k]
		nx += v * v
	}
	for _, v := range y {
		ny += v * v
	}
	return dot / math.Sqrt(nx*ny)
}

// TestDreamRealism: the store fields G6 relies on.
func TestDreamRealism(t *testing.T) {
	for _, s := range registration(t).Seeds {
		f := fixture(t, uint64(s))
		cls := f.ClassOf()
		byID := map[string]memory.Memory{}
		for _, m := range f.Memories {
			byID[m.ID] = m
			c := cls[m.ID]
			switch c {
			case corpus.ClassDistractor, corpus.ClassClean:
			default:
				if m.Tier != memory.TierLongTerm || m.Energy < 0.6 || m.Energy > 1.2 {
					t.Fatalf("seed %d: %s memory %s has tier %s energy %v", s, c, m.ID, m.Tier, m.Energy)
				}
			}
		}
		short := 0
		for _, m := range f.Memories {
			if c := cls[m.ID]; (c == corpus.ClassDistractor || c == corpus.ClassClean) && m.Tier == memory.TierShortTerm && m.Energy <= 0.5 {
				short++
			}
		}
		if n := f.Memories; short < (len(n)*4)/10 {
			t.Errorf("seed %d: only %d low-energy short-term background memories", s, short)
		}
		// Newest versions are rarely recalled; expired ones often.
		expired := map[string]bool{}
		for _, p := range f.Truth {
			expired[p.ExpiredID] = true
		}
		oldRecalled := 0
		for _, p := range f.Truth {
			if byID[p.ExpiredID].RetrievalCount >= 3 {
				oldRecalled++
			}
			if r := byID[p.ReplacementID]; !expired[r.ID] && r.RetrievalCount > 2 {
				t.Errorf("seed %d: newest version %s recalled %d times", s, r.ID, r.RetrievalCount)
			}
		}
		if 2*oldRecalled < len(f.Truth) {
			t.Errorf("seed %d: only %d of %d expired versions often recalled", s, oldRecalled, len(f.Truth))
		}
		// Verbose chains: long notes, near-duplicates under a bag of words.
		verbose := 0
		for _, x := range f.Facts {
			if strings.HasSuffix(x.Form, ".verbose") && expired[x.MemoryID] {
				for _, p := range f.Truth {
					if p.ExpiredID != x.MemoryID {
						continue
					}
					a, b := byID[p.ExpiredID], byID[p.ReplacementID]
					if len(strings.Fields(a.Content)) < 16 {
						t.Errorf("seed %d: verbose note too short: %q", s, a.Content)
					}
					if c := cosine(a.Content, b.Content); c < 0.94 {
						t.Errorf("seed %d: verbose pair cosine %.3f < 0.94: %q / %q", s, c, a.Content, b.Content)
					}
					if a.Energy <= b.Energy {
						t.Errorf("seed %d: verbose old version not the stronger one", s)
					}
					verbose++
				}
			}
		}
		if verbose < 3 {
			t.Errorf("seed %d: %d verbose chains, want >= 3", s, verbose)
		}
		// Confirmations restating identical content exist (a dream merge applies).
		same := 0
		conf := map[string][]string{}
		for _, x := range f.Facts {
			if strings.HasPrefix(x.Group, "confirmation-") {
				conf[x.Group] = append(conf[x.Group], byID[x.MemoryID].Content)
			}
		}
		for _, cs := range conf {
			if len(cs) >= 2 && cs[0] == cs[1] {
				same++
			}
		}
		if same < 3 {
			t.Errorf("seed %d: %d word-for-word confirmations, want >= 3", s, same)
		}
	}
}

func TestEveryMemoryHasOneLabel(t *testing.T) {
	f := fixture(t, 53)
	if len(f.Labels) != len(f.Memories) {
		t.Fatalf("%d labels for %d memories", len(f.Labels), len(f.Memories))
	}
	for i, l := range f.Labels {
		if l.ID != f.Memories[i].ID {
			t.Fatalf("label %d is for %s, memory is %s", i, l.ID, f.Memories[i].ID)
		}
	}
}

func BenchmarkGenerate(b *testing.B) {
	spec := corpus.DefaultSpec()
	n := 0
	for b.Loop() {
		f, err := corpus.Generate(11, spec)
		if err != nil {
			b.Fatal(err)
		}
		n = len(f.Memories)
	}
	b.ReportMetric(float64(n), "memories/op")
}
