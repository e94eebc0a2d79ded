package corpus_test

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"l9/arms"
	"l9/corpus"
	"l9/memory"
	"l9/prereg"
)

// registrationB is the second registration (L9b), which registers fixture 2.
func registrationB(t *testing.T) *prereg.Registration {
	t.Helper()
	r, _, err := prereg.Verify(filepath.Join("..", "prereg", "L9b.toml"))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

var fixtures2 = map[uint64]corpus.Fixture{}

func spec2(t testing.TB) corpus.Spec {
	t.Helper()
	s, err := corpus.SpecFor(corpus.FixtureV2)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func fixture2(t *testing.T, seed uint64) corpus.Fixture {
	t.Helper()
	if f, ok := fixtures2[seed]; ok {
		return f.Clone()
	}
	f, err := corpus.Generate(seed, spec2(t))
	if err != nil {
		t.Fatal(err)
	}
	fixtures2[seed] = f
	return f.Clone()
}

func TestVersions(t *testing.T) {
	if got := corpus.Versions(); !cmp.Equal(got, []string{"l9-fixture-1", "l9-fixture-2"}) {
		t.Fatalf("Versions() = %v", got)
	}
	if r := registrationB(t); !corpus.Supports(r.Corpus.FixtureVersion) || r.Corpus.FixtureVersion != corpus.FixtureV2 {
		t.Fatalf("L9b registers fixture %q; the generator's fixture 2 is %q", r.Corpus.FixtureVersion, corpus.FixtureV2)
	}
	for _, v := range []string{"", "l9-fixture-0", "l9-fixture-3", "L9-FIXTURE-2"} {
		if corpus.Supports(v) {
			t.Errorf("Supports(%q)", v)
		}
		_, err := corpus.SpecFor(v)
		var ue *corpus.UnknownVersionError
		if !errors.As(err, &ue) || ue.Version != v {
			t.Errorf("SpecFor(%q) = %v, want an UnknownVersionError", v, err)
		}
		s := corpus.DefaultSpec()
		s.Version = v
		if _, err := corpus.Generate(11, s); !errors.As(err, &ue) {
			t.Errorf("Generate with version %q: %v, want an UnknownVersionError", v, err)
		}
	}
	s1, err := corpus.SpecFor(corpus.FixtureV1)
	if err != nil || !cmp.Equal(s1, corpus.DefaultSpec()) {
		t.Errorf("SpecFor(fixture 1) = %+v, %v; want DefaultSpec()", s1, err)
	}
	if f := fixture(t, 11); f.Version != corpus.FixtureV1 {
		t.Errorf("fixture 1 says version %q", f.Version)
	}
	if f := fixture2(t, 1009); f.Version != corpus.FixtureV2 {
		t.Errorf("fixture 2 says version %q", f.Version)
	}
}

// TestGoldenFixture2 pins the bytes of every L9b seed's fixture 2, as
// TestGolden pins fixture 1's: a change to what fixture 2 generates must be a
// new fixture version once L9b has run on it.
func TestGoldenFixture2(t *testing.T) {
	checkGolden(t, "golden-l9-fixture-2.txt", registrationB(t).Seeds, fixture2)
}

func TestFixture2DeterministicAcrossGOMAXPROCS(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	var outs [][]byte
	for _, p := range []int{1, 8} {
		runtime.GOMAXPROCS(p)
		f, err := corpus.Generate(1013, spec2(t))
		if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, encode(t, f))
	}
	if !bytes.Equal(outs[0], outs[1]) {
		t.Fatal("fixture 2 differs between GOMAXPROCS 1 and 8")
	}
	if bytes.Equal(outs[0], encode(t, fixture2(t, 1019))) {
		t.Fatal("seeds 1013 and 1019 gave the same fixture 2")
	}
	f1, err := corpus.Generate(1013, corpus.DefaultSpec())
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(outs[0], encode(t, f1)) {
		t.Fatal("fixture 2 of seed 1013 equals fixture 1")
	}
}

// TestFixture2MeetsL9b checks every [corpus] minimum of the frozen L9b
// registration in every L9b seed, fixture 1's and fixture 2's.
func TestFixture2MeetsL9b(t *testing.T) {
	reg := registrationB(t)
	rc := reg.Corpus
	newClasses := []string{corpus.ClassMembership, corpus.ClassDifferentSubject, corpus.ClassStatic}
	for _, cl := range newClasses {
		found := false
		for _, g := range reg.Gates.G3.Classes {
			found = found || g == cl
		}
		if !found {
			t.Errorf("L9b's G3 classes lack %s", cl)
		}
	}
	for _, s := range reg.Seeds {
		f := fixture2(t, s)
		c := corpus.Count(f)
		name := fmt.Sprintf("seed %d", s)
		check := func(what string, got, min int) {
			if min == 0 {
				t.Errorf("L9b registers no minimum for %s", what)
			}
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
		check("role chains", c.RoleChains, rc.MinRoleChainsPerSeed)
		check("temporal value chains", c.TemporalValueChains, rc.MinTemporalValueChainsPerSeed)
		check("count chains", c.CountChains, rc.MinCountChainsPerSeed)
		check("change-verb negations", c.ChangeVerbNegations, rc.MinChangeVerbNegationsPerSeed)
		check("unextractable intervening versions", c.UnextractableIntervening, rc.MinUnextractableInterveningPerSeed)
		for _, cl := range newClasses {
			// Under either reading of the registration: the new classes'
			// own minimum, and the one every G3 class is held to.
			check(cl+" groups", c.Groups[cl], rc.MinInstancesPerNewControlClass)
			check(cl+" groups", c.Groups[cl], rc.MinInstancesPerControlClass)
		}
		if rc.MinRewordedChainFraction == 0 || c.RewordedFraction() < rc.MinRewordedChainFraction {
			t.Errorf("%s: reworded fraction %.3f (%d of %d), registered minimum %.2f", name, c.RewordedFraction(), c.RewordedChains, c.FamilyValueChains, rc.MinRewordedChainFraction)
		}
		if fr := float64(c.LiveChains) / float64(c.Chains); fr < rc.MinLiveIngestedChainFraction {
			t.Errorf("%s: live chain fraction %.3f < %.2f", name, fr, rc.MinLiveIngestedChainFraction)
		}
		if c.SuperlativeChains == 0 || c.FormatVariantGroups2 == 0 || c.ChangeNegationChains == 0 {
			t.Errorf("%s: superlatives %d, fixture 2 format variants %d, change-verb negation chains %d", name, c.SuperlativeChains, c.FormatVariantGroups2, c.ChangeNegationChains)
		}
		t.Logf("%s: %d memories, value pairs %d, negation pairs %d; role %d, superlative %d, temporal %d, count %d, change-verb negations %d, unextractable %d, reworded %d/%d, membership %d, different_subject %d, static %d, format_variant %d (fixture 2: %d)",
			name, len(f.Memories), c.ValuePairs, c.NegationPairs, c.RoleChains, c.SuperlativeChains, c.TemporalValueChains, c.CountChains,
			c.ChangeVerbNegations, c.UnextractableIntervening, c.RewordedChains, c.FamilyValueChains,
			c.Groups[corpus.ClassMembership], c.Groups[corpus.ClassDifferentSubject], c.Groups[corpus.ClassStatic],
			c.Groups[corpus.ClassFormatVariant], c.FormatVariantGroups2)
	}
}

func TestFixture2OverlapBetweenL9bSeeds(t *testing.T) {
	reg := registrationB(t)
	var fs []corpus.Fixture
	for _, s := range reg.Seeds {
		fs = append(fs, fixture2(t, s))
	}
	worst, worstChain := 0.0, 0.0
	for i := range fs {
		for j := i + 1; j < len(fs); j++ {
			o := corpus.Overlap(fs[i], fs[j])
			worst = math.Max(worst, o)
			worstChain = math.Max(worstChain, corpus.ChainOverlap(fs[i], fs[j]))
			if o > reg.Corpus.MaxKeyOverlapBetweenSeeds {
				t.Errorf("seeds %d and %d share %.3f of their keys (cap %.2f)", fs[i].Seed, fs[j].Seed, o, reg.Corpus.MaxKeyOverlapBetweenSeeds)
			}
		}
	}
	t.Logf("max pairwise key overlap %.4f, chain keys %.4f", worst, worstChain)
}

// TestFixture2KeepsFixture1: fixture 2 plans everything fixture 1 plans for
// the seed (same content, same true times, same facts); only the import
// session's created_at, store fields and ids differ, because more memories
// are inserted.
func TestFixture2KeepsFixture1(t *testing.T) {
	for _, s := range []uint64{1009, 1033, 1061} {
		f1, err := corpus.Generate(s, corpus.DefaultSpec())
		if err != nil {
			t.Fatal(err)
		}
		f2 := fixture2(t, s)
		type key struct {
			content, at string
			facet       bool
		}
		at := func(m memory.Memory) string { return memory.FormatTime(m.OrderTime()) }
		have := map[key]int{}
		for _, m := range f2.Memories {
			have[key{m.Content, at(m), m.IsFacet}]++
		}
		for _, m := range f1.Memories {
			k := key{m.Content, at(m), m.IsFacet}
			if have[k] == 0 {
				t.Fatalf("seed %d: fixture 1 memory %q at %s is not in fixture 2", s, m.Content, at(m))
			}
			have[k]--
		}
		strip := func(f corpus.Fixture, family bool) []string {
			content := map[string]string{}
			for _, m := range f.Memories {
				content[m.ID] = m.Content
			}
			var out []string
			for _, x := range f.Facts {
				if (x.Family != "") != family {
					continue
				}
				mem := content[x.MemoryID]
				x.MemoryID = ""
				out = append(out, fmt.Sprintf("%+v %q", x, mem))
			}
			sort.Strings(out)
			return out
		}
		if d := cmp.Diff(strip(f1, false), strip(f2, false)); d != "" {
			t.Fatalf("seed %d: fixture 2's fixture 1 facts differ (-fixture 1 +fixture 2):\n%s", s, d)
		}
		if len(strip(f2, true)) < 100 {
			t.Errorf("seed %d: only %d fixture 2 family facts", s, len(strip(f2, true)))
		}
		c1, c2 := corpus.Count(f1), corpus.Count(f2)
		if c1.FamilyChains != 0 || c1.RoleChains != 0 || c1.UnextractableIntervening != 0 || c1.Groups[corpus.ClassStatic] != 0 {
			t.Errorf("seed %d: fixture 1 counts fixture 2 families: %+v", s, c1)
		}
		if c2.ValuePairs <= c1.ValuePairs || c2.NegationPairs <= c1.NegationPairs {
			t.Errorf("seed %d: fixture 2 adds no true pairs (%d/%d vs %d/%d)", s, c2.ValuePairs, c2.NegationPairs, c1.ValuePairs, c1.NegationPairs)
		}
	}
}

// group2 returns the facts of every fixture 2 group of family fam, each in
// true order.
func groups2(f corpus.Fixture, fam string) [][]corpus.Fact {
	at := map[string]*memory.Memory{}
	for i := range f.Memories {
		at[f.Memories[i].ID] = &f.Memories[i]
	}
	byGroup := map[string][]corpus.Fact{}
	var names []string
	for _, x := range f.Facts {
		if x.Family != fam {
			continue
		}
		if _, ok := byGroup[x.Group]; !ok {
			names = append(names, x.Group)
		}
		byGroup[x.Group] = append(byGroup[x.Group], x)
	}
	sort.Strings(names)
	var out [][]corpus.Fact
	for _, n := range names {
		fs := byGroup[n]
		sort.SliceStable(fs, func(a, b int) bool { return at[fs[a].MemoryID].OrderTime().Before(at[fs[b].MemoryID].OrderTime()) })
		out = append(out, fs)
	}
	return out
}

func construction(form string) string {
	p := strings.Split(form, ".")
	if len(p) != 3 {
		return ""
	}
	return p[1]
}

// TestUnextractableInterveningTruth: around every unextractable version v2
// of a chain v1 → v2 → v3 the truth is (v1, v2) and (v2, v3), never
// (v1, v3).
func TestUnextractableInterveningTruth(t *testing.T) {
	n := 0
	for _, s := range registrationB(t).Seeds {
		f := fixture2(t, s)
		truth := map[[2]string]bool{}
		for _, p := range f.Truth {
			truth[[2]string{p.ExpiredID, p.ReplacementID}] = true
		}
		for _, fam := range []string{corpus.FamilyRole, corpus.FamilySuperlative, corpus.FamilyTemporal, corpus.FamilyCount} {
			for _, fs := range groups2(f, fam) {
				for i, x := range fs {
					if construction(x.Form) != corpus.ConsHard {
						continue
					}
					n++
					if i == 0 || i == len(fs)-1 {
						t.Fatalf("seed %d: unextractable version %s is not intervening", s, x.MemoryID)
					}
					a, b := fs[i-1].MemoryID, fs[i+1].MemoryID
					if !truth[[2]string{a, x.MemoryID}] || !truth[[2]string{x.MemoryID, b}] || truth[[2]string{a, b}] {
						t.Errorf("seed %d group %s: truth around the unextractable version is wrong", s, x.Group)
					}
				}
			}
		}
	}
	if n < 20 {
		t.Errorf("%d unextractable versions over the L9b seeds", n)
	}
}

// TestChangeVerbNegationsOnNegationPath: every change-verb negation keeps
// the value and flips the polarity of the version before it.
func TestChangeVerbNegationsOnNegationPath(t *testing.T) {
	f := fixture2(t, 1021)
	reason := map[[2]string]string{}
	for _, p := range f.Truth {
		reason[[2]string{p.ExpiredID, p.ReplacementID}] = p.Reason
	}
	n := 0
	for _, fs := range groups2(f, corpus.FamilyChangeNeg) {
		for i := 1; i < len(fs); i++ {
			if fs[i].Value != fs[0].Value || fs[i].Negated == fs[i-1].Negated {
				t.Errorf("group %s: version %d does not flip the polarity of one value", fs[i].Group, i)
			}
			if r := reason[[2]string{fs[i-1].MemoryID, fs[i].MemoryID}]; r != corpus.ReasonNegation {
				t.Errorf("group %s: pair %d has reason %q", fs[i].Group, i, r)
			}
			if fs[i].Negated {
				n++
				if construction(fs[i].Form) != corpus.ConsChangeVerb {
					t.Errorf("group %s: negation without a change verb (%s)", fs[i].Group, fs[i].Form)
				}
			}
		}
	}
	if n < 4 {
		t.Errorf("%d change-verb negations", n)
	}
}

// TestFixture2Controls: the new control classes and the fixture 2 format
// variants never take part in a true pair, and every memory is labelled with
// its class.
func TestFixture2Controls(t *testing.T) {
	f := fixture2(t, 1039)
	cls := f.ClassOf()
	in := map[string]bool{}
	for _, p := range f.Truth {
		in[p.ExpiredID], in[p.ReplacementID] = true, true
	}
	want := map[string]string{corpus.FamilyMembership: corpus.ClassMembership, corpus.FamilyDiffSubject: corpus.ClassDifferentSubject,
		corpus.FamilyStatic: corpus.ClassStatic, corpus.FamilyFormat2: corpus.ClassFormatVariant}
	for fam, cl := range want {
		gs := groups2(f, fam)
		if len(gs) < 6 {
			t.Errorf("%s: %d groups", fam, len(gs))
		}
		for _, fs := range gs {
			for _, x := range fs {
				if cls[x.MemoryID] != cl {
					t.Errorf("%s memory %s labelled %s", fam, x.MemoryID, cls[x.MemoryID])
				}
				if in[x.MemoryID] {
					t.Errorf("%s memory %s is in a true pair", fam, x.MemoryID)
				}
			}
		}
	}
}

// TestFixture2Arms: the arm transforms apply to fixture 2 as to fixture 1.
func TestFixture2Arms(t *testing.T) {
	f := fixture2(t, 1049)
	for _, name := range arms.Names() {
		a, err := arms.Apply(name, f, f.Seed)
		if err != nil {
			t.Fatal(err)
		}
		if a.Version != corpus.FixtureV2 || len(a.Memories) != len(f.Memories) || !cmp.Equal(a.Truth, f.Truth) {
			t.Errorf("arm %s changed the fixture's version, memories or truth", name)
		}
	}
}

func TestCheckRefusesFixture2(t *testing.T) {
	base := fixture2(t, 1031)
	if err := corpus.Check(base); err != nil {
		t.Fatalf("fixture 2 fails its self-check: %v", err)
	}
	if err := corpus.CheckSpec(base, spec2(t)); err != nil {
		t.Fatalf("fixture 2 fails its spec: %v", err)
	}
	// rederive keeps the truth consistent with the mutated facts, so that a
	// family rule (not the truth rule) is what refuses the fixture.
	rederive := func(f *corpus.Fixture) {
		tr, err := corpus.DeriveTruth(f.Memories, f.Facts)
		if err != nil {
			t.Fatal(err)
		}
		f.Truth = tr
	}
	firstOf := func(f corpus.Fixture, fam string, pred func([]corpus.Fact) bool) []corpus.Fact {
		for _, fs := range groups2(f, fam) {
			if pred == nil || pred(fs) {
				return fs
			}
		}
		t.Fatalf("no %s group", fam)
		return nil
	}
	hasHard := func(fs []corpus.Fact) bool {
		for _, x := range fs {
			if construction(x.Form) == corpus.ConsHard {
				return true
			}
		}
		return false
	}
	setFact := func(f *corpus.Fixture, id string, mut func(*corpus.Fact)) {
		for i := range f.Facts {
			if f.Facts[i].MemoryID == id && f.Facts[i].Family != "" {
				mut(&f.Facts[i])
			}
		}
	}
	hardChain := func(f corpus.Fixture) []corpus.Fact {
		for _, fam := range []string{corpus.FamilyRole, corpus.FamilySuperlative, corpus.FamilyTemporal, corpus.FamilyCount} {
			for _, fs := range groups2(f, fam) {
				if hasHard(fs) {
					return fs
				}
			}
		}
		t.Fatal("no unextractable intervening chain")
		return nil
	}
	cases := []struct {
		name   string
		mutate func(f *corpus.Fixture)
		kind   string
	}{
		{"unextractable version restates the old value", func(f *corpus.Fixture) {
			fs := hardChain(*f)
			for i, x := range fs {
				if construction(x.Form) == corpus.ConsHard {
					setFact(f, x.MemoryID, func(y *corpus.Fact) { y.Value = fs[i-1].Value })
				}
			}
			rederive(f)
		}, corpus.KindIntervening},
		{"unextractable version is the newest", func(f *corpus.Fixture) {
			fs := hardChain(*f)
			last := fs[len(fs)-1]
			setFact(f, last.MemoryID, func(y *corpus.Fact) { y.Form = strings.Replace(y.Form, "."+construction(y.Form)+".", ".hard.", 1) })
		}, corpus.KindIntervening},
		{"truth pairs across the unextractable version", func(f *corpus.Fixture) {
			fs := hardChain(*f)
			var hi int
			for i, x := range fs {
				if construction(x.Form) == corpus.ConsHard {
					hi = i
				}
			}
			for i := range f.Truth {
				if f.Truth[i].ExpiredID == fs[hi-1].MemoryID && f.Truth[i].ReplacementID == fs[hi].MemoryID {
					f.Truth[i].ReplacementID = fs[hi+1].MemoryID
				}
			}
		}, corpus.KindTruth},
		{"a negation without a change verb", func(f *corpus.Fixture) {
			fs := firstOf(*f, corpus.FamilyChangeNeg, nil)
			for _, x := range fs {
				if x.Negated {
					setFact(f, x.MemoryID, func(y *corpus.Fact) { y.Form = strings.Replace(y.Form, ".change-verb.", ".no-longer.", 1) })
				}
			}
		}, corpus.KindFamily},
		{"a membership with one member", func(f *corpus.Fixture) {
			fs := firstOf(*f, corpus.FamilyMembership, nil)
			for _, x := range fs {
				setFact(f, x.MemoryID, func(y *corpus.Fact) { y.Value = fs[0].Value })
			}
		}, corpus.KindFamily},
		{"a membership that is single-valued", func(f *corpus.Fixture) {
			for _, x := range firstOf(*f, corpus.FamilyMembership, nil) {
				setFact(f, x.MemoryID, func(y *corpus.Fact) { y.SetValued = false })
			}
		}, corpus.KindControlFires},
		{"a static fact whose value changes", func(f *corpus.Fixture) {
			fs := firstOf(*f, corpus.FamilyStatic, nil)
			setFact(f, fs[1].MemoryID, func(y *corpus.Fact) { y.Value = "1066" })
		}, corpus.KindControlFires},
		{"a static fact restated word for word", func(f *corpus.Fixture) {
			fs := firstOf(*f, corpus.FamilyStatic, nil)
			ci := memIndex(*f, fs[0].MemoryID)
			for _, x := range fs[1:] {
				f.Memories[memIndex(*f, x.MemoryID)].Content = f.Memories[ci].Content
			}
		}, corpus.KindFamily},
		{"a format variant with another value", func(f *corpus.Fixture) {
			fs := firstOf(*f, corpus.FamilyFormat2, nil)
			setFact(f, fs[1].MemoryID, func(y *corpus.Fact) { y.Value += "0" })
		}, corpus.KindControlFires},
		{"different subjects that are one subject", func(f *corpus.Fixture) {
			fs := firstOf(*f, corpus.FamilyDiffSubject, func(fs []corpus.Fact) bool { return !fs[0].Negated && !fs[1].Negated })
			setFact(f, fs[1].MemoryID, func(y *corpus.Fact) { y.Subject = fs[0].Subject; y.Value = fs[0].Value })
		}, corpus.KindFamily},
		{"a control family on a chain memory", func(f *corpus.Fixture) {
			fs := firstOf(*f, corpus.FamilyRole, nil)
			for _, x := range fs {
				setFact(f, x.MemoryID, func(y *corpus.Fact) { y.Family = corpus.FamilyStatic })
			}
		}, corpus.KindFamily},
		{"an unknown family", func(f *corpus.Fixture) {
			fs := firstOf(*f, corpus.FamilyCount, nil)
			for _, x := range fs {
				setFact(f, x.MemoryID, func(y *corpus.Fact) { y.Family = "tally" })
			}
		}, corpus.KindFamily},
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

	// CheckSpec: fewer role chains than the spec asks for (two role chains
	// relabelled as plain fixture 1 chains pass Check but not the spec).
	t.Run("too few role chains", func(t *testing.T) {
		f := base.Clone()
		for _, fs := range groups2(f, corpus.FamilyRole)[:2] {
			for _, x := range fs {
				setFact(&f, x.MemoryID, func(y *corpus.Fact) { y.Family = "" })
			}
		}
		if err := corpus.Check(f); err != nil {
			t.Fatalf("Check: %v", err)
		}
		err := corpus.CheckSpec(f, spec2(t))
		var ce *corpus.CheckError
		if !errors.As(err, &ce) || ce.Kind != corpus.KindMinimum || !strings.Contains(err.Error(), "role chains") {
			t.Fatalf("CheckSpec = %v, want a %s error naming role chains", err, corpus.KindMinimum)
		}
		if err := corpus.CheckSpec(f, corpus.DefaultSpec()); err != nil {
			t.Fatalf("a fixture 1 spec asks nothing of fixture 2's families: %v", err)
		}
	})
	t.Run("a spec asking for more", func(t *testing.T) {
		s := spec2(t)
		s.V2.RewordedFraction = 0.9
		if err := corpus.CheckSpec(base, s); err == nil || !strings.Contains(err.Error(), "reworded") {
			t.Fatalf("CheckSpec = %v", err)
		}
	})
}

func TestManySeedsFixture2(t *testing.T) {
	n := uint64(30)
	if testing.Short() {
		n = 10
	}
	s := spec2(t)
	for seed := uint64(5000); seed < 5000+n; seed++ {
		if _, err := corpus.Generate(seed, s); err != nil {
			t.Error(err)
		}
	}
}

func BenchmarkGenerateFixture2(b *testing.B) {
	spec := spec2(b)
	n := 0
	for b.Loop() {
		f, err := corpus.Generate(1009, spec)
		if err != nil {
			b.Fatal(err)
		}
		n = len(f.Memories)
	}
	b.ReportMetric(float64(n), "memories/op")
}

// TestTemporalAndCountValues: a "last …" date lies after the previous note
// and not after its own note; a scheduled or opening date lies ahead of its
// note; a running count only grows.
func TestTemporalAndCountValues(t *testing.T) {
	for _, s := range registrationB(t).Seeds {
		f := fixture2(t, s)
		at := map[string]time.Time{}
		for _, m := range f.Memories {
			at[m.ID] = m.OrderTime()
		}
		day := func(tm time.Time) string { return tm.UTC().Format("2006-01-02") }
		for _, fs := range groups2(f, corpus.FamilyTemporal) {
			def, _, _ := strings.Cut(fs[0].Form, ".")
			for i, x := range fs {
				v := x.Value
				switch def {
				case "inspection", "update":
					if v > day(at[x.MemoryID]) || (i > 0 && v <= day(at[fs[i-1].MemoryID])) {
						t.Errorf("seed %d %s: last date %s in a note of %s (version %d)", s, x.Group, v, day(at[x.MemoryID]), i)
					}
				case "flood":
					if v > day(at[x.MemoryID])[:7] || (i > 0 && v <= day(at[fs[i-1].MemoryID])[:7]) {
						t.Errorf("seed %d %s: flood month %s noted %s", s, x.Group, v, day(at[x.MemoryID]))
					}
				case "festival", "opening":
					if v <= day(at[x.MemoryID]) {
						t.Errorf("seed %d %s: the date %s is not ahead of its note (%s)", s, x.Group, v, day(at[x.MemoryID]))
					}
				default:
					t.Fatalf("unknown temporal definition %q", def)
				}
				if i > 0 && v == fs[i-1].Value {
					t.Errorf("seed %d %s: version %d repeats the date", s, x.Group, i)
				}
			}
		}
		for _, fs := range groups2(f, corpus.FamilyCount) {
			for i := 1; i < len(fs); i++ {
				a, _ := strconv.Atoi(fs[i-1].Value)
				b, err := strconv.Atoi(fs[i].Value)
				if err != nil || b <= a {
					t.Errorf("seed %d %s: count %s after %s", s, fs[i].Group, fs[i].Value, fs[i-1].Value)
				}
			}
		}
	}
}
