package gates

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"l9/prereg"
)

// Gate identifiers, as the pre-registration names them (must_fail lists use
// these).
const (
	GateG1 = "G1"
	GateD  = "D"
	GateG2 = "G2"
	GateGN = "GN"
	GateG3 = "G3"
	GateG4 = "G4"
	GateG5 = "G5"
	GateG6 = "G6"
	GateS  = "S"
)

// IDs lists every gate in the order the harness reports them.
func IDs() []string {
	return []string{GateG1, GateD, GateG2, GateGN, GateG3, GateG4, GateG5, GateG6, GateS}
}

// PerSeed reports whether gate id is judged seed by seed (so a single seed
// can fail it). G1 and G2 also have pooled parts; S is judged once per arm.
func PerSeed(id string) bool { return id != GateS }

// Seed is what one arm measured on one seed: every number a gate judges. All
// candidate counts are over memory-id pairs, deduplicated (facets of one
// compound memory count once).
type Seed struct {
	Seed       uint64
	Units      int // comparable units the detector saw
	TruthPairs int // ordered true pairs, both reasons
	Candidates int // candidates at the arm's threshold
	TP, FP, FN int // ordered, both reasons

	ValueTP, ValueFN int // value path: true pairs found and missed (GateG2)

	DirMatched int // candidates matching a true pair in either order (GateD)
	DirCorrect int // of those, in the right order

	NegTP, NegFP, NegFN int // negation path (GateGN)

	Classes []int // candidates touching each GateG3 class, in registration order
	Clean   int   // candidates touching a clean-corpus memory (GateG4)

	G6Survival float64  // fraction of truth-pair ids resolving to their content after a dream
	G6Merges   int      // merges (absorbs) the dream applied
	G6Lost     []string // truth-pair ids lost in the dream (for the report)
}

// Precision is ordered precision, 0/0 = 0.5.
func (s *Seed) Precision() float64 { return Ratio(s.TP, s.TP+s.FP) }

// Recall is recall over both reasons, 0/0 = 0.5.
func (s *Seed) Recall() float64 { return Ratio(s.TP, s.TP+s.FN) }

// ValueRecall is value-path recall (G2), 0/0 = 0.5.
func (s *Seed) ValueRecall() float64 { return Ratio(s.ValueTP, s.ValueTP+s.ValueFN) }

// DirectionAcc is direction accuracy (D), 0/0 = 0.5.
func (s *Seed) DirectionAcc() float64 { return Ratio(s.DirCorrect, s.DirMatched) }

// NegRecall is negation-path recall (GN), 0/0 = 0.5.
func (s *Seed) NegRecall() float64 { return Ratio(s.NegTP, s.NegTP+s.NegFN) }

// Pool sums the counts of seeds. Its G6Survival is the minimum over seeds
// (survival is judged per seed), its Seed is 0.
func Pool(seeds []Seed) Seed {
	var p Seed
	p.G6Survival = math.NaN()
	for i, s := range seeds {
		p.Units += s.Units
		p.TruthPairs += s.TruthPairs
		p.Candidates += s.Candidates
		p.TP += s.TP
		p.FP += s.FP
		p.FN += s.FN
		p.ValueTP += s.ValueTP
		p.ValueFN += s.ValueFN
		p.DirMatched += s.DirMatched
		p.DirCorrect += s.DirCorrect
		p.NegTP += s.NegTP
		p.NegFP += s.NegFP
		p.NegFN += s.NegFN
		if len(p.Classes) < len(s.Classes) {
			p.Classes = append(p.Classes, make([]int, len(s.Classes)-len(p.Classes))...)
		}
		for j, c := range s.Classes {
			p.Classes[j] += c
		}
		p.Clean += s.Clean
		p.G6Merges += s.G6Merges
		if i == 0 || s.G6Survival < p.G6Survival || math.IsNaN(s.G6Survival) {
			p.G6Survival = s.G6Survival
		}
	}
	return p
}

// Value is one named number behind a gate decision.
type Value struct {
	Name  string  `json:"name"`
	Value float64 `json:"value"`
}

// Gate is the decision of one gate for one arm.
type Gate struct {
	ID          string   `json:"id"`
	Name        string   `json:"name"`
	Pass        bool     `json:"pass"`
	FailedSeeds []uint64 `json:"failed_seeds,omitempty"` // seeds that failed a per-seed part
	Detail      string   `json:"detail"`                 // the numbers, in words
	Values      []Value  `json:"values"`
}

// Arm is the judged result of one arm.
type Arm struct {
	Name      string  `json:"name"`
	Expected  string  `json:"expected"`
	Threshold float64 `json:"threshold"`
	Verdict   string  `json:"verdict"`
	// Failed lists the failing gates, in report order.
	Failed []string `json:"failed_gates"`
	// AsRegistered: the verdict and, for a control arm, its reason are the
	// registered ones.
	AsRegistered bool `json:"as_registered"`
	// Reason explains AsRegistered.
	Reason string `json:"reason"`
	// DirectionP is the exact two-sided binomial p-value of the pooled
	// direction accuracy against 0.5 (chance).
	DirectionP float64 `json:"direction_p"`
	Gates      []Gate  `json:"gates"`
	Seeds      []Seed  `json:"-"`
	Pooled     Seed    `json:"-"`
	// SeedFailed[i] lists the per-seed gates that seed i failed.
	SeedFailed [][]string `json:"-"`
	// Real holds the arm's results on the real-text corpora, RealFailed[i]
	// the gate Real[i] failed (empty when it passed).
	Real       []RealSeed `json:"-"`
	RealFailed [][]string `json:"-"`
}

// Gate returns the decision of gate id.
func (a *Arm) Gate(id string) (Gate, bool) {
	for _, g := range a.Gates {
		if g.ID == id {
			return g, true
		}
	}
	return Gate{}, false
}

// CheckRegistration rejects a registration whose arms name gates the harness
// does not know (a typo would make a control arm's reason unfalsifiable).
func CheckRegistration(r *prereg.Registration) error {
	var probs []string
	for _, a := range r.Arms {
		for _, g := range append(slices.Clone(a.MustFail), a.MustFailAny...) {
			if !slices.Contains(IDs(), g) {
				probs = append(probs, fmt.Sprintf("arm %q names unknown gate %q (gates: %s)", a.Name, g, strings.Join(IDs(), ", ")))
			}
		}
		if a.DirectionChanceAlpha < 0 || a.DirectionChanceAlpha >= 1 {
			probs = append(probs, fmt.Sprintf("arm %q: direction_chance_alpha %v not in [0, 1)", a.Name, a.DirectionChanceAlpha))
		}
	}
	for _, g := range r.Mutants.DetectorGates {
		if _, real := r.RealTextCorpus(g); !real && !slices.Contains(IDs(), g) {
			probs = append(probs, fmt.Sprintf("mutants.detector_gates names unknown gate %q", g))
		}
	}
	if len(probs) > 0 {
		return fmt.Errorf("registration %s: %s", r.ID, strings.Join(probs, "; "))
	}
	return nil
}

// Threshold is the operating threshold of arm: its detector_threshold when
// registered, else the registered detector threshold.
func Threshold(r *prereg.Registration, arm prereg.Arm) float64 {
	if arm.DetectorThreshold != nil {
		return *arm.DetectorThreshold
	}
	return r.Detector.Threshold
}

// Evaluate judges every gate of one arm over its seeds (in registration
// order) and the sweep. sweep may be nil only if the caller does not want
// S judged, in which case S fails ("not measured").
func Evaluate(r *prereg.Registration, arm prereg.Arm, seeds []Seed, sweep *Sweep) Arm {
	return EvaluateAll(r, arm, seeds, nil, sweep)
}

// EvaluateAll is [Evaluate] with the arm's results on the registered
// real-text corpora (one [RealSeed] per corpus, registration order): each is
// judged by its own gate (R1, R2, …) after the fixture gates, and the arm is
// SUPPORTED only if those pass too.
func EvaluateAll(r *prereg.Registration, arm prereg.Arm, seeds []Seed, real []RealSeed, sweep *Sweep) Arm {
	a := evaluateFixture(r, arm, seeds, sweep)
	a.Real = real
	a.RealFailed = make([][]string, len(real))
	for i := range real {
		gt := RealGate(r, &real[i])
		a.Gates = append(a.Gates, gt)
		if !gt.Pass {
			a.RealFailed[i] = []string{gt.ID}
		}
	}
	for _, gt := range a.Gates {
		if !gt.Pass {
			a.Failed = append(a.Failed, gt.ID)
		}
	}
	a.Verdict = prereg.Supported
	if len(a.Failed) > 0 {
		a.Verdict = prereg.NotSupported
	}
	p := &a.Pooled
	a.DirectionP = BinomialTwoSided(p.DirCorrect, p.DirMatched, 0.5)
	a.AsRegistered, a.Reason = expectation(arm, &a)
	return a
}

func evaluateFixture(r *prereg.Registration, arm prereg.Arm, seeds []Seed, sweep *Sweep) Arm {
	g := r.Gates
	thr := Threshold(r, arm)
	a := Arm{Name: arm.Name, Expected: arm.Expected, Threshold: thr, Seeds: seeds, Pooled: Pool(seeds)}
	a.SeedFailed = make([][]string, len(seeds))
	p := &a.Pooled
	level := r.Analysis.ConfidenceLevel

	// perSeed judges a per-seed condition and returns the failing seeds.
	perSeed := func(id string, ok func(s *Seed) bool) []uint64 {
		var bad []uint64
		for i := range seeds {
			if !ok(&seeds[i]) {
				bad = append(bad, seeds[i].Seed)
				a.SeedFailed[i] = append(a.SeedFailed[i], id)
			}
		}
		return bad
	}
	minOver := func(f func(s *Seed) float64) (float64, uint64) {
		m, at := math.Inf(1), uint64(0)
		for i := range seeds {
			if v := f(&seeds[i]); v < m || math.IsNaN(v) {
				m, at = v, seeds[i].Seed
			}
		}
		if len(seeds) == 0 {
			m = math.NaN()
		}
		return m, at
	}

	// G1 ordered precision.
	{
		bad := perSeed(GateG1, func(s *Seed) bool {
			return s.Precision() >= g.G1.MinPrecisionPerSeed && s.FP <= g.G1.MaxFalsePositiveTotal
		})
		mn, at := minOver((*Seed).Precision)
		lb := ClopperPearsonLower(p.TP, p.TP+p.FP, level)
		pass := len(bad) == 0 && p.FP <= g.G1.MaxFalsePositiveTotal && lb >= g.G1.MinPooledLowerBound
		a.Gates = append(a.Gates, Gate{ID: GateG1, Name: g.G1.Name, Pass: pass, FailedSeeds: bad,
			Detail: fmt.Sprintf("min precision %s (seed %d; need >= %s); false positives %d (need <= %d); pooled %d/%d, CP lower %s (need >= %s)",
				f4(mn), at, f4(g.G1.MinPrecisionPerSeed), p.FP, g.G1.MaxFalsePositiveTotal, p.TP, p.TP+p.FP, f4(lb), f4(g.G1.MinPooledLowerBound)),
			Values: []Value{{"min_precision", mn}, {"false_positives", float64(p.FP)}, {"pooled_precision", p.Precision()}, {"pooled_cp_lower", lb}}})
	}
	// D direction accuracy.
	{
		bad := perSeed(GateD, func(s *Seed) bool { return s.DirectionAcc() >= g.D.MinDirectionAccuracy })
		mn, at := minOver((*Seed).DirectionAcc)
		a.Gates = append(a.Gates, Gate{ID: GateD, Name: g.D.Name, Pass: len(bad) == 0, FailedSeeds: bad,
			Detail: fmt.Sprintf("min direction accuracy %s (seed %d; need >= %s); pooled %d/%d",
				f4(mn), at, f4(g.D.MinDirectionAccuracy), p.DirCorrect, p.DirMatched),
			Values: []Value{{"min_direction_accuracy", mn}, {"pooled_direction_accuracy", p.DirectionAcc()}}})
	}
	// G2 value-path recall.
	{
		bad := perSeed(GateG2, func(s *Seed) bool { return s.ValueRecall() >= g.G2.MinRecallPerSeed })
		mn, at := minOver((*Seed).ValueRecall)
		pr := p.ValueRecall()
		a.Gates = append(a.Gates, Gate{ID: GateG2, Name: g.G2.Name, Pass: len(bad) == 0 && pr >= g.G2.MinPooledRecall, FailedSeeds: bad,
			Detail: fmt.Sprintf("min recall %s (seed %d; need >= %s); pooled %s (%d/%d; need >= %s)",
				f4(mn), at, f4(g.G2.MinRecallPerSeed), f4(pr), p.ValueTP, p.ValueTP+p.ValueFN, f4(g.G2.MinPooledRecall)),
			Values: []Value{{"min_recall", mn}, {"pooled_recall", pr}}})
	}
	// GN negation path.
	{
		bad := perSeed(GateGN, func(s *Seed) bool {
			return s.NegRecall() >= g.GN.MinRecallPerSeed && s.NegFP <= g.GN.MaxFalsePositiveTotal
		})
		mn, at := minOver((*Seed).NegRecall)
		a.Gates = append(a.Gates, Gate{ID: GateGN, Name: g.GN.Name, Pass: len(bad) == 0 && p.NegFP <= g.GN.MaxFalsePositiveTotal, FailedSeeds: bad,
			Detail: fmt.Sprintf("false positives %d (need <= %d); min recall %s (seed %d; need >= %s)",
				p.NegFP, g.GN.MaxFalsePositiveTotal, f4(mn), at, f4(g.GN.MinRecallPerSeed)),
			Values: []Value{{"false_positives", float64(p.NegFP)}, {"min_recall", mn}, {"pooled_recall", p.NegRecall()}}})
	}
	// G3 negative controls, per class per seed.
	{
		bad := perSeed(GateG3, func(s *Seed) bool {
			for _, c := range s.Classes {
				if c > g.G3.MaxCandidatesPerClassPerSeed {
					return false
				}
			}
			return len(s.Classes) == len(g.G3.Classes)
		})
		var parts []string
		var vals []Value
		for j, cls := range g.G3.Classes {
			mx := 0
			for i := range seeds {
				if j < len(seeds[i].Classes) && seeds[i].Classes[j] > mx {
					mx = seeds[i].Classes[j]
				}
			}
			if mx > g.G3.MaxCandidatesPerClassPerSeed {
				parts = append(parts, fmt.Sprintf("%s max %d", cls, mx))
			}
			vals = append(vals, Value{"max_" + cls, float64(mx)})
		}
		d := fmt.Sprintf("every class <= %d candidates in every seed", g.G3.MaxCandidatesPerClassPerSeed)
		if len(parts) > 0 {
			d = "failing classes: " + strings.Join(parts, ", ") + fmt.Sprintf(" (> %d)", g.G3.MaxCandidatesPerClassPerSeed)
		}
		a.Gates = append(a.Gates, Gate{ID: GateG3, Name: g.G3.Name, Pass: len(bad) == 0, FailedSeeds: bad, Detail: d, Values: vals})
	}
	// G4 clean corpus.
	{
		bad := perSeed(GateG4, func(s *Seed) bool { return s.Clean <= g.G4.MaxCandidatesPerSeed })
		mx := 0
		for i := range seeds {
			mx = max(mx, seeds[i].Clean)
		}
		a.Gates = append(a.Gates, Gate{ID: GateG4, Name: g.G4.Name, Pass: len(bad) == 0, FailedSeeds: bad,
			Detail: fmt.Sprintf("max candidates per seed %d (need <= %d)", mx, g.G4.MaxCandidatesPerSeed),
			Values: []Value{{"max_candidates", float64(mx)}}})
	}
	// G5 liveness.
	{
		bad := perSeed(GateG5, func(s *Seed) bool { return s.TP >= g.G5.MinTruePositivesPerSeed })
		mn := math.MaxInt
		for i := range seeds {
			mn = min(mn, seeds[i].TP)
		}
		if len(seeds) == 0 {
			mn = 0
		}
		a.Gates = append(a.Gates, Gate{ID: GateG5, Name: g.G5.Name, Pass: len(bad) == 0 && len(seeds) > 0, FailedSeeds: bad,
			Detail: fmt.Sprintf("%d of %d seeds live; min true positives %d (need >= %d)", len(seeds)-len(bad), len(seeds), mn, g.G5.MinTruePositivesPerSeed),
			Values: []Value{{"live_seeds", float64(len(seeds) - len(bad))}, {"min_true_positives", float64(mn)}}})
	}
	// G6 constellation survival.
	{
		bad := perSeed(GateG6, func(s *Seed) bool {
			return s.G6Survival >= g.G6.MinSurvivalPerSeed && s.G6Merges >= g.G6.MinMergesPerSeed
		})
		mn, at := minOver(func(s *Seed) float64 { return s.G6Survival })
		mm := math.MaxInt
		for i := range seeds {
			mm = min(mm, seeds[i].G6Merges)
		}
		if len(seeds) == 0 {
			mm = 0
		}
		var lost []string
		for i := range seeds {
			if n := len(seeds[i].G6Lost); n > 0 {
				lost = append(lost, fmt.Sprintf("seed %d: %s", seeds[i].Seed, strings.Join(seeds[i].G6Lost, " ")))
			}
		}
		d := fmt.Sprintf("min survival %s (seed %d; need >= %s); min merges %d (need >= %d)", f4(mn), at, f4(g.G6.MinSurvivalPerSeed), mm, g.G6.MinMergesPerSeed)
		if len(lost) > 0 {
			d += "; lost " + strings.Join(lost, "; ")
		}
		a.Gates = append(a.Gates, Gate{ID: GateG6, Name: g.G6.Name, Pass: len(bad) == 0 && len(seeds) > 0, FailedSeeds: bad,
			Detail: d,
			Values: []Value{{"min_survival", mn}, {"min_merges", float64(mm)}}})
	}
	// S threshold sweep.
	{
		gate := Gate{ID: GateS, Name: g.S.Name, Detail: "sweep not measured", Values: []Value{{"overlap", math.NaN()}}}
		if sweep != nil {
			gate = sweep.Gate(r, thr)
		}
		a.Gates = append(a.Gates, gate)
	}
	return a
}

// expectation says whether the arm came out as registered, and why.
func expectation(arm prereg.Arm, a *Arm) (bool, string) {
	failed := func(id string) bool { return slices.Contains(a.Failed, id) }
	got := a.Verdict
	if len(a.Failed) > 0 {
		got += " (failed " + strings.Join(a.Failed, ", ") + ")"
	}
	if arm.Expected == prereg.Supported {
		if a.Verdict == prereg.Supported {
			return true, "SUPPORTED as registered"
		}
		return false, "expected SUPPORTED, got " + got
	}
	if a.Verdict == prereg.Supported {
		return false, "control arm came out SUPPORTED: the harness has lost its teeth"
	}
	var miss []string
	for _, id := range arm.MustFail {
		if !failed(id) {
			miss = append(miss, id)
		}
	}
	if len(miss) > 0 {
		return false, fmt.Sprintf("registered reason not met: must fail %s, but %s passed; got %s",
			strings.Join(arm.MustFail, " and "), strings.Join(miss, ", "), got)
	}
	if len(arm.MustFailAny) > 0 && !slices.ContainsFunc(arm.MustFailAny, failed) {
		return false, fmt.Sprintf("registered reason not met: must fail one of %s, all passed; got %s",
			strings.Join(arm.MustFailAny, ", "), got)
	}
	// Real-text reasons: the precision or direction criterion of the named
	// real-text gates must fail (recall alone is not the registered reason).
	orderFailed := func(id string) bool {
		g, ok := a.Gate(id)
		return ok && !g.Pass && realOrderFailed(g)
	}
	var rmiss []string
	for _, id := range arm.RealTextMustFail {
		if !orderFailed(id) {
			rmiss = append(rmiss, id)
		}
	}
	if len(rmiss) > 0 {
		return false, fmt.Sprintf("registered reason not met on real text: must fail precision or direction of %s, but %s did not; got %s",
			strings.Join(arm.RealTextMustFail, " and "), strings.Join(rmiss, ", "), got)
	}
	if len(arm.RealTextMustFailAny) > 0 && !slices.ContainsFunc(arm.RealTextMustFailAny, orderFailed) {
		return false, fmt.Sprintf("registered reason not met on real text: must fail precision or direction of one of %s, none did; got %s",
			strings.Join(arm.RealTextMustFailAny, ", "), got)
	}
	reason := "NOT_SUPPORTED as registered: failed " + strings.Join(a.Failed, ", ")
	if arm.DirectionChanceAlpha > 0 {
		dp := a.DirectionP
		if dp < arm.DirectionChanceAlpha {
			return false, fmt.Sprintf("registered reason not met: pooled direction accuracy %d/%d differs from chance (two-sided binomial p = %.3g < %g): the detector still reads order from something",
				a.Pooled.DirCorrect, a.Pooled.DirMatched, dp, arm.DirectionChanceAlpha)
		}
		reason += fmt.Sprintf("; pooled direction accuracy %d/%d consistent with chance (p = %.3g >= %g)",
			a.Pooled.DirCorrect, a.Pooled.DirMatched, dp, arm.DirectionChanceAlpha)
	}
	return true, reason
}

// f4 formats a float with 4 decimals, NaN as "NaN".
func f4(x float64) string {
	if math.IsNaN(x) {
		return "NaN"
	}
	return fmt.Sprintf("%.4f", x)
}

// Mutation-check states of one mutant.
const (
	MutantCaught       = "caught"
	MutantSurvived     = "survived"
	MutantNotEvaluable = "not evaluable"
)

// Mutant is the outcome of the main arm under a detector with one rule
// clause switched off.
type Mutant struct {
	Clause  string   `json:"clause"`
	Verdict string   `json:"verdict"`
	Failed  []string `json:"failed_gates"`
	// Beyond lists the gates the mutant fails that the registered detector
	// passes on the same inputs: the gates that actually see the clause.
	Beyond []string `json:"beyond_main"`
	// Caught: the registered detector's main arm is SUPPORTED and the mutant
	// fails at least one detector-level gate that it passes. A mutant is
	// never caught while the main arm fails: a check that the main arm
	// already fails cannot tell the clause from the detector (Status is then
	// MutantNotEvaluable).
	Caught bool `json:"caught"`
	// Status is MutantCaught, MutantSurvived or MutantNotEvaluable.
	Status string `json:"status"`
	// Effect is the pooled change against the registered detector in words
	// ("tp -3, fp +41, controls +12"), or "none": a mutant with no effect
	// on the inputs cannot be caught by any gate.
	Effect string `json:"effect"`
}

// NewMutant judges one mutant from the main arm it produced (a) and the main
// arm of the registered detector (main). detectorGates are the gates that
// can catch a mutant (empty: every gate).
func NewMutant(clause string, a, main *Arm, detectorGates []string) Mutant {
	m := Mutant{Clause: clause, Verdict: a.Verdict, Failed: slices.Clone(a.Failed), Beyond: []string{}}
	if m.Failed == nil {
		m.Failed = []string{}
	}
	for _, g := range a.Failed {
		if !slices.Contains(main.Failed, g) && (len(detectorGates) == 0 || slices.Contains(detectorGates, g)) {
			m.Beyond = append(m.Beyond, g)
		}
	}
	switch {
	case main.Verdict != prereg.Supported:
		m.Status = MutantNotEvaluable
	case len(m.Beyond) > 0:
		m.Status, m.Caught = MutantCaught, true
	default:
		m.Status = MutantSurvived
	}
	m.Effect = effect(&a.Pooled, &main.Pooled)
	for i := range a.Real {
		if i < len(main.Real) {
			if e := effect(&a.Real[i].Seed, &main.Real[i].Seed); e != "none" && a.Real[i].ID == main.Real[i].ID {
				m.Effect += "; " + a.Real[i].ID + ": " + e
			}
		}
	}
	return m
}

// effect describes the pooled difference of s against base.
func effect(s, base *Seed) string {
	sum := func(xs []int) int {
		n := 0
		for _, x := range xs {
			n += x
		}
		return n
	}
	var parts []string
	for _, d := range []struct {
		name string
		a, b int
	}{
		{"tp", s.TP, base.TP}, {"fp", s.FP, base.FP}, {"negation tp", s.NegTP, base.NegTP},
		{"direction errors", s.DirMatched - s.DirCorrect, base.DirMatched - base.DirCorrect},
		{"controls", sum(s.Classes), sum(base.Classes)}, {"clean", s.Clean, base.Clean},
	} {
		if d.a != d.b {
			parts = append(parts, fmt.Sprintf("%s %+d", d.name, d.a-d.b))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// MarshalJSON writes NaN and infinities as null (JSON has no NaN).
func (v Value) MarshalJSON() ([]byte, error) {
	if math.IsNaN(v.Value) || math.IsInf(v.Value, 0) {
		return []byte(`{"name":` + strconv.Quote(v.Name) + `,"value":null}`), nil
	}
	return []byte(`{"name":` + strconv.Quote(v.Name) + `,"value":` + strconv.FormatFloat(v.Value, 'f', -1, 64) + `}`), nil
}
