package gates

import (
	"encoding/json"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"l9/prereg"
)

func loadL9(t testing.TB) *prereg.Registration {
	t.Helper()
	b, err := os.ReadFile("../prereg/L9.toml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := prereg.Parse(b, "L9.toml")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func arm(t testing.TB, r *prereg.Registration, name string) prereg.Arm {
	t.Helper()
	a, ok := r.Arm(name)
	if !ok {
		t.Fatalf("no arm %q", name)
	}
	return a
}

// good is a seed on which every per-seed gate passes: 50 true pairs (40 on
// the value path, 10 on the negation path), all found, none wrong.
func good(seed uint64, classes int) Seed {
	return Seed{Seed: seed, Units: 900, TruthPairs: 50, Candidates: 50, TP: 50,
		ValueTP: 40, NegTP: 10, DirMatched: 50, DirCorrect: 50,
		Classes: make([]int, classes), G6Survival: 1, G6Merges: 3}
}

func goodSeeds(r *prereg.Registration) []Seed {
	var ss []Seed
	for _, s := range r.Seeds {
		ss = append(ss, good(s, len(r.Gates.G3.Classes)))
	}
	return ss
}

// passingSweep is a sweep in which the G2 band is 0.00-0.85 and the G4 band
// 0.30-1.00.
func passingSweep(t testing.TB, r *prereg.Registration) *Sweep {
	sw, err := NewSweep(r, fakeMeasure(r, 0.85, 0.30))
	if err != nil {
		t.Fatal(err)
	}
	return sw
}

// fakeMeasure: value recall is perfect up to recallUntil and 0 above it; the
// clean corpus has a candidate below cleanFrom.
func fakeMeasure(r *prereg.Registration, recallUntil, cleanFrom float64) func(float64) ([]Seed, error) {
	return func(th float64) ([]Seed, error) {
		ss := goodSeeds(r)
		for i := range ss {
			if th > recallUntil+1e-9 {
				ss[i].ValueTP, ss[i].ValueFN = 0, 40
			}
			if th < cleanFrom-1e-9 {
				ss[i].Clean = 1
			}
		}
		return ss, nil
	}
}

func TestMainArmSupported(t *testing.T) {
	r := loadL9(t)
	a := Evaluate(r, arm(t, r, "main"), goodSeeds(r), passingSweep(t, r))
	if a.Verdict != prereg.Supported || len(a.Failed) != 0 || !a.AsRegistered {
		t.Fatalf("verdict %s failed %v as registered %v: %s", a.Verdict, a.Failed, a.AsRegistered, a.Reason)
	}
	if got := len(a.Gates); got != len(IDs()) {
		t.Errorf("%d gates, want %d", got, len(IDs()))
	}
	g1, _ := a.Gate(GateG1)
	if !strings.Contains(g1.Detail, "pooled 500/500") {
		t.Errorf("G1 detail: %s", g1.Detail)
	}
}

func TestSmallPoolFailsG1(t *testing.T) {
	// Zero false positives but only 100 pooled candidates: the one-sided 95%
	// Clopper-Pearson lower bound is about 0.970 < 0.99, so G1 fails.
	r := loadL9(t)
	ss := goodSeeds(r)
	for i := range ss {
		ss[i].TP, ss[i].Candidates = 10, 10
	}
	a := Evaluate(r, arm(t, r, "main"), ss, passingSweep(t, r))
	if !slices.Equal(a.Failed, []string{GateG1}) {
		t.Fatalf("failed %v, want [G1]", a.Failed)
	}
}

func TestDeadDetectorFailsG5(t *testing.T) {
	r := loadL9(t)
	ss := goodSeeds(r)
	for i := range ss {
		s := &ss[i]
		s.Candidates, s.TP, s.FN = 0, 0, 50
		s.ValueTP, s.ValueFN, s.NegTP, s.NegFN = 0, 40, 0, 10
		s.DirMatched, s.DirCorrect = 0, 0
	}
	a := Evaluate(r, arm(t, r, "threshold"), ss, passingSweep(t, r))
	// 0/0 precision is 0.5: G1 fails too, as do D, G2, GN and S (1.0 is
	// outside the overlap).
	want := []string{GateG1, GateD, GateG2, GateGN, GateG5, GateS}
	if !cmp.Equal(a.Failed, want) {
		t.Errorf("failed %v, want %v", a.Failed, want)
	}
	if !a.AsRegistered {
		t.Errorf("threshold arm should fail as registered: %s", a.Reason)
	}
}

func TestLivenessIsPerSeed(t *testing.T) {
	r := loadL9(t)
	ss := goodSeeds(r)
	// One dead seed among ten live ones: G5 fails (never an OR across seeds).
	s := &ss[3]
	s.Candidates, s.TP, s.FN = 0, 0, 50
	s.ValueTP, s.ValueFN, s.NegTP, s.NegFN, s.DirMatched, s.DirCorrect = 0, 40, 0, 10, 0, 0
	a := Evaluate(r, arm(t, r, "main"), ss, passingSweep(t, r))
	g5, _ := a.Gate(GateG5)
	if g5.Pass || !slices.Equal(g5.FailedSeeds, []uint64{ss[3].Seed}) {
		t.Errorf("G5 %+v", g5)
	}
	if a.Verdict != prereg.NotSupported || a.AsRegistered {
		t.Errorf("verdict %s as registered %v", a.Verdict, a.AsRegistered)
	}
	if !slices.Contains(a.SeedFailed[3], GateG5) || len(a.SeedFailed[2]) != 0 {
		t.Errorf("seed failures %v", a.SeedFailed)
	}
}

func TestG3PerClass(t *testing.T) {
	r := loadL9(t)
	ss := goodSeeds(r)
	j := slices.Index(r.Gates.G3.Classes, "scope_disjoint")
	ss[7].Classes[j] = 2
	ss[7].Candidates += 2
	ss[7].FP += 2
	a := Evaluate(r, arm(t, r, "main"), ss, passingSweep(t, r))
	g3, _ := a.Gate(GateG3)
	if g3.Pass || !slices.Equal(g3.FailedSeeds, []uint64{ss[7].Seed}) || !strings.Contains(g3.Detail, "scope_disjoint max 2") {
		t.Errorf("G3 %+v", g3)
	}
	if !slices.Equal(a.Failed, []string{GateG1, GateG3}) {
		t.Errorf("failed %v", a.Failed)
	}
}

func TestShuffledReason(t *testing.T) {
	r := loadL9(t)
	shuffled := func(correct int) []Seed {
		ss := goodSeeds(r)
		for i := range ss {
			s := &ss[i]
			// 50 matched candidates, correct of them in the right order.
			s.TP, s.FP = correct, 50-correct
			s.DirCorrect = correct
			s.FN = 50 - correct
			s.ValueTP, s.ValueFN = correct*4/5, 40-correct*4/5
		}
		return ss
	}
	a := Evaluate(r, arm(t, r, "shuffled"), shuffled(25), passingSweep(t, r))
	if !slices.Contains(a.Failed, GateG1) || !a.AsRegistered || a.DirectionP < 0.999 {
		t.Errorf("chance shuffled arm: failed %v as registered %v p %v: %s", a.Failed, a.AsRegistered, a.DirectionP, a.Reason)
	}
	// 35/50 per seed = 350/500: far from chance; the shuffled arm fails G1
	// but the detector still reads order from something: not as registered.
	a = Evaluate(r, arm(t, r, "shuffled"), shuffled(35), passingSweep(t, r))
	if !slices.Contains(a.Failed, GateG1) || a.AsRegistered || !strings.Contains(a.Reason, "differs from chance") {
		t.Errorf("non-chance shuffled arm: failed %v as registered %v: %s", a.Failed, a.AsRegistered, a.Reason)
	}
}

func TestUnstampedReason(t *testing.T) {
	r := loadL9(t)
	ss := goodSeeds(r)
	ss[0].DirCorrect = 49
	a := Evaluate(r, arm(t, r, "unstamped"), ss, passingSweep(t, r))
	if !slices.Equal(a.Failed, []string{GateD}) || !a.AsRegistered {
		t.Errorf("failed %v as registered %v: %s", a.Failed, a.AsRegistered, a.Reason)
	}
	// Failing only G3 is a different reason: the run must fail.
	ss = goodSeeds(r)
	ss[0].Classes[0] = 1
	a = Evaluate(r, arm(t, r, "unstamped"), ss, passingSweep(t, r))
	if a.Verdict != prereg.NotSupported || a.AsRegistered || !strings.Contains(a.Reason, "must fail one of G1, D") {
		t.Errorf("failed %v as registered %v: %s", a.Failed, a.AsRegistered, a.Reason)
	}
}

func TestLegacyDreamReason(t *testing.T) {
	r := loadL9(t)
	ss := goodSeeds(r)
	ss[4].G6Survival = 0.97
	ss[4].G6Lost = []string{"m7", "m9"}
	a := Evaluate(r, arm(t, r, "legacy_dream"), ss, passingSweep(t, r))
	if !slices.Equal(a.Failed, []string{GateG6}) || !a.AsRegistered {
		t.Errorf("failed %v as registered %v: %s", a.Failed, a.AsRegistered, a.Reason)
	}
	if g6, _ := a.Gate(GateG6); !strings.Contains(g6.Detail, "lost seed 53: m7 m9") {
		t.Errorf("G6 detail: %s", g6.Detail)
	}
	// A dream that merged nothing fails G6 too (no vacuous pass).
	ss = goodSeeds(r)
	ss[1].G6Merges = 0
	a = Evaluate(r, arm(t, r, "main"), ss, passingSweep(t, r))
	if !slices.Equal(a.Failed, []string{GateG6}) {
		t.Errorf("no-merge dream: failed %v", a.Failed)
	}
}

func TestControlThatPassesHasNoTeeth(t *testing.T) {
	r := loadL9(t)
	for _, name := range []string{"threshold", "shuffled", "unstamped", "legacy_dream"} {
		ar := arm(t, r, name)
		ar.DetectorThreshold = nil // as good as main
		a := Evaluate(r, ar, goodSeeds(r), passingSweep(t, r))
		if a.AsRegistered || !strings.Contains(a.Reason, "lost its teeth") {
			t.Errorf("%s: as registered %v: %s", name, a.AsRegistered, a.Reason)
		}
	}
}

func TestSweepBands(t *testing.T) {
	r := loadL9(t)
	cases := []struct {
		name               string
		recallUntil, clean float64
		pass               bool
		overlap            string
	}{
		{"wide", 0.85, 0.30, true, "[0.30-0.85]"},
		{"exactly 0.10", 0.55, 0.45, true, "[0.45-0.55]"},
		{"0.05 too narrow", 0.55, 0.50, false, "[0.50-0.55]"},
		{"threshold outside", 0.45, 0.20, false, "[0.20-0.45]"},
		{"no overlap", 0.30, 0.60, false, "[]"},
	}
	for _, c := range cases {
		sw, err := NewSweep(r, fakeMeasure(r, c.recallUntil, c.clean))
		if err != nil {
			t.Fatal(err)
		}
		if got := len(sw.Points); got != 21 {
			t.Fatalf("%d sweep points, want 21", got)
		}
		g := sw.Gate(r, r.Detector.Threshold)
		if g.Pass != c.pass || fmtBands(sw.Overlap) != c.overlap {
			t.Errorf("%s: pass %v overlap %s, want %v %s (%s)", c.name, g.Pass, fmtBands(sw.Overlap), c.pass, c.overlap, g.Detail)
		}
	}
}

func fmtBands(bs []Band) string {
	s := make([]string, len(bs))
	for i, b := range bs {
		s[i] = b.String()
	}
	return "[" + strings.Join(s, " ") + "]"
}

func TestCheckRegistration(t *testing.T) {
	r := loadL9(t)
	if err := CheckRegistration(r); err != nil {
		t.Fatal(err)
	}
	r.Arms[1].MustFail = []string{"G7"}
	if err := CheckRegistration(r); err == nil || !strings.Contains(err.Error(), `unknown gate "G7"`) {
		t.Errorf("err = %v", err)
	}
}

func TestMutant(t *testing.T) {
	r := loadL9(t)
	ss := goodSeeds(r)
	ss[2].FP, ss[2].Candidates = 1, 51
	a := Evaluate(r, arm(t, r, "main"), ss, passingSweep(t, r))
	main := Evaluate(r, arm(t, r, "main"), goodSeeds(r), passingSweep(t, r))
	m := NewMutant("intervals", &a, &main, nil)
	if !m.Caught || m.Status != MutantCaught || !slices.Equal(m.Failed, []string{GateG1}) || !slices.Equal(m.Beyond, []string{GateG1}) || m.Effect != "fp +1" {
		t.Errorf("%+v", m)
	}
	if m := NewMutant("intervals", &main, &main, nil); m.Caught || m.Status != MutantSurvived || len(m.Beyond) != 0 || m.Effect != "none" {
		t.Errorf("surviving mutant reported caught: %+v", m)
	}
	// A mutant failing only a gate outside the registered detector-level
	// gates survives.
	if m := NewMutant("intervals", &a, &main, []string{GateG2}); m.Caught || m.Status != MutantSurvived || len(m.Beyond) != 0 {
		t.Errorf("gate outside detector_gates caught it: %+v", m)
	}
	// Against a main arm that already fails, no mutant is caught, however
	// much it breaks: the check is not evaluable.
	worse := goodSeeds(r)
	worse[0].FP, worse[0].Candidates, worse[1].ValueTP, worse[1].ValueFN = 5, 55, 10, 40
	b := Evaluate(r, arm(t, r, "main"), worse, passingSweep(t, r))
	if m := NewMutant("intervals", &b, &a, nil); m.Caught || m.Status != MutantNotEvaluable || len(m.Beyond) == 0 {
		t.Errorf("mutant called caught while main fails: %+v", m)
	}
}

func TestValueJSONNaN(t *testing.T) {
	b, err := json.Marshal([]Value{{"a", math.NaN()}, {"b", 0.25}})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `[{"name":"a","value":null},{"name":"b","value":0.25}]`; got != want {
		t.Errorf("got %s want %s", got, want)
	}
}

func TestPool(t *testing.T) {
	a, b := good(1, 2), good(2, 2)
	b.Classes[1] = 3
	b.G6Survival = 0.5
	p := Pool([]Seed{a, b})
	if p.TP != 100 || p.Classes[1] != 3 || p.G6Survival != 0.5 || p.G6Merges != 6 {
		t.Errorf("%+v", p)
	}
}
