// Package prereg holds a pre-registration: the hypotheses, seeds, corpus
// spec, operating threshold, gates, arms and analysis rules of an experiment,
// written before any result exists, and a lock that makes it tamper-evident.
//
// A registration is a TOML file. Freezing it writes a lock file beside it
// (same name, extension .lock) holding the SHA-256 of the file's exact bytes,
// the freeze time and the git commit the tree was at. Verify recomputes the
// hash; any changed byte, or a missing lock, is a *VerifyError. Loading a
// registration for a run always verifies it first.
package prereg

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"l9/internal/atomicfile"
)

// Registration is a parsed pre-registration file.
type Registration struct {
	ID         string       `toml:"id"`
	Title      string       `toml:"title"`
	Registered string       `toml:"registered"`
	Seeds      []uint64     `toml:"seeds"`
	Hypotheses []Hypothesis `toml:"hypotheses"`
	Corpus     Corpus       `toml:"corpus"`
	Detector   Detector     `toml:"detector"`
	Dream      Dream        `toml:"dream"`
	Analysis   Analysis     `toml:"analysis"`
	Gates      Gates        `toml:"gates"`
	Arms       []Arm        `toml:"arms"`
	Mutants    Mutants      `toml:"mutants"`
	// RealText holds the real-text gates (L9b and later; empty in L9).
	RealText RealText `toml:"realtext"`
}

// Hypothesis is one numbered hypothesis.
type Hypothesis struct {
	ID   string `toml:"id"`
	Text string `toml:"text"`
}

// Corpus is the registered corpus spec.
type Corpus struct {
	FixtureVersion               string  `toml:"fixture_version"`
	MinValuePairsPerSeed         int     `toml:"min_value_pairs_per_seed"`
	MinNegationPairsPerSeed      int     `toml:"min_negation_pairs_per_seed"`
	MinFourVersionChainsPerSeed  int     `toml:"min_four_version_chains_per_seed"`
	MinInstancesPerControlClass  int     `toml:"min_instances_per_control_class"`
	MinCleanUnitsPerSeed         int     `toml:"min_clean_units_per_seed"`
	MinDistractorsPerSeed        int     `toml:"min_distractors_per_seed"`
	MinLiveIngestedChainFraction float64 `toml:"min_live_ingested_chain_fraction"`
	MaxKeyOverlapBetweenSeeds    float64 `toml:"max_key_overlap_between_seeds"`

	// Fixture 2 minimums (zero: not required).
	MinRoleChainsPerSeed               int     `toml:"min_role_chains_per_seed"`
	MinRewordedChainFraction           float64 `toml:"min_reworded_chain_fraction"`
	MinTemporalValueChainsPerSeed      int     `toml:"min_temporal_value_chains_per_seed"`
	MinCountChainsPerSeed              int     `toml:"min_count_chains_per_seed"`
	MinChangeVerbNegationsPerSeed      int     `toml:"min_change_verb_negations_per_seed"`
	MinUnextractableInterveningPerSeed int     `toml:"min_unextractable_intervening_per_seed"`
	MinInstancesPerNewControlClass     int     `toml:"min_instances_per_new_control_class"`
}

// Detector is the registered detector configuration.
type Detector struct {
	Threshold float64 `toml:"threshold"`
}

// Dream is the registered G6 dream configuration.
type Dream struct {
	// Policy names the G6 dream policy ("temporal" when empty, as in L9).
	Policy               string  `toml:"policy"`
	Consolidation        string  `toml:"consolidation"`
	MergeUnderBelief     bool    `toml:"merge_under_belief"`
	MaxMemoriesFraction  float64 `toml:"max_memories_fraction"`
	ExpiredRetentionDays float64 `toml:"expired_retention_days"`
	EncoderDims          int     `toml:"encoder_dims"`
	MergeCosine          float64 `toml:"merge_cosine"`
	TriageCosine         float64 `toml:"triage_cosine"`
}

// Analysis holds the analysis rules.
type Analysis struct {
	AggregatePerSeed   string  `toml:"aggregate_per_seed"`
	ZeroOverZero       float64 `toml:"zero_over_zero"`
	ConfidenceInterval string  `toml:"confidence_interval"`
	ConfidenceLevel    float64 `toml:"confidence_level"`
	Exclusions         string  `toml:"exclusions"`
	StoppingRule       string  `toml:"stopping_rule"`
}

// Gates holds every registered gate.
type Gates struct {
	G1 struct {
		Name                  string  `toml:"name"`
		MinPrecisionPerSeed   float64 `toml:"min_precision_per_seed"`
		MaxFalsePositiveTotal int     `toml:"max_false_positives_total"`
		MinPooledLowerBound   float64 `toml:"min_pooled_lower_bound"`
	} `toml:"G1"`
	D struct {
		Name                 string  `toml:"name"`
		MinDirectionAccuracy float64 `toml:"min_direction_accuracy"`
	} `toml:"D"`
	G2 struct {
		Name             string  `toml:"name"`
		MinRecallPerSeed float64 `toml:"min_recall_per_seed"`
		MinPooledRecall  float64 `toml:"min_pooled_recall"`
	} `toml:"G2"`
	GN struct {
		Name                  string  `toml:"name"`
		MaxFalsePositiveTotal int     `toml:"max_false_positives_total"`
		MinRecallPerSeed      float64 `toml:"min_recall_per_seed"`
	} `toml:"GN"`
	G3 struct {
		Name                         string   `toml:"name"`
		Classes                      []string `toml:"classes"`
		MaxCandidatesPerClassPerSeed int      `toml:"max_candidates_per_class_per_seed"`
	} `toml:"G3"`
	G4 struct {
		Name                 string `toml:"name"`
		MaxCandidatesPerSeed int    `toml:"max_candidates_per_seed"`
	} `toml:"G4"`
	G5 struct {
		Name                    string `toml:"name"`
		MinTruePositivesPerSeed int    `toml:"min_true_positives_per_seed"`
	} `toml:"G5"`
	G6 struct {
		Name               string  `toml:"name"`
		MinSurvivalPerSeed float64 `toml:"min_survival_per_seed"`
		MinMergesPerSeed   int     `toml:"min_merges_per_seed"`
	} `toml:"G6"`
	S struct {
		Name                   string  `toml:"name"`
		From                   float64 `toml:"from"`
		To                     float64 `toml:"to"`
		Step                   float64 `toml:"step"`
		MinBandOverlap         float64 `toml:"min_band_overlap"`
		ThresholdInsideOverlap bool    `toml:"threshold_inside_overlap"`
	} `toml:"S"`
}

// Arm is one registered arm and its expected verdict.
type Arm struct {
	Name                 string   `toml:"name"`
	Expected             string   `toml:"expected"`
	DetectorThreshold    *float64 `toml:"detector_threshold"`
	MustFail             []string `toml:"must_fail"`
	MustFailAny          []string `toml:"must_fail_any"`
	DirectionChanceAlpha float64  `toml:"direction_chance_alpha"`
	// RealTextMustFail / RealTextMustFailAny name real-text gates the arm
	// must fail on their precision or direction criterion.
	RealTextMustFail    []string `toml:"real_text_must_fail"`
	RealTextMustFailAny []string `toml:"real_text_must_fail_any"`
}

// Mutants lists the rule clauses of the mutation check.
type Mutants struct {
	Clauses []string `toml:"clauses"`
	// DetectorGates are the gates a mutant must fail (while the main arm
	// passes them) to be caught. Empty (L9): any failed gate counts.
	DetectorGates []string `toml:"detector_gates"`
	// WhenMainFails is "not_evaluable" (L9b): no mutant is called caught
	// while the main arm is not SUPPORTED. Empty (L9): the L9 rule.
	WhenMainFails string `toml:"when_main_fails"`
}

// RealText holds the registered real-text corpora.
type RealText struct {
	// ShuffleSeed seeds the shuffled arm's permutation of observed_at on the
	// real-text corpora.
	ShuffleSeed uint64           `toml:"shuffle_seed"`
	Corpora     []RealTextCorpus `toml:"corpus"`
}

// RealTextCorpus is one real-text gate: a committed corpus directory named by
// the sha256 of each of its files, and the gate's thresholds.
type RealTextCorpus struct {
	ID             string  `toml:"id"`
	Name           string  `toml:"name"`
	Dir            string  `toml:"dir"`
	MemoriesSHA256 string  `toml:"memories_sha256"`
	TruthSHA256    string  `toml:"truth_sha256"`
	LabelsSHA256   string  `toml:"labels_sha256"`
	MinPrecision   float64 `toml:"min_precision"`
	// MaxDirectionErrors bounds candidates that match a true pair in the
	// wrong order.
	MaxDirectionErrors int     `toml:"max_direction_errors"`
	MinRecall          float64 `toml:"min_recall"`
	// MaxNegativeCandidates bounds candidates touching a labelled
	// negative-class memory; -1 means reported, not gated.
	MaxNegativeCandidates int `toml:"max_negative_candidates"`
}

// RealTextCorpus returns the registered real-text corpus with the given id.
func (r *Registration) RealTextCorpus(id string) (RealTextCorpus, bool) {
	for _, c := range r.RealText.Corpora {
		if c.ID == id {
			return c, true
		}
	}
	return RealTextCorpus{}, false
}

// Verdict strings.
const (
	Supported    = "SUPPORTED"
	NotSupported = "NOT_SUPPORTED"
)

// Parse parses registration bytes and checks that the registration is
// complete. name is used in error messages.
func Parse(b []byte, name string) (*Registration, error) {
	var r Registration
	md, err := toml.NewDecoder(bytes.NewReader(b)).Decode(&r)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return nil, fmt.Errorf("%s:%d: %s", name, pe.Position.Line, pe.Message)
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		keys := make([]string, len(und))
		for i, k := range und {
			keys[i] = k.String()
		}
		return nil, fmt.Errorf("%s: unknown keys: %s", name, strings.Join(keys, ", "))
	}
	if err := r.check(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return &r, nil
}

func (r *Registration) check() error {
	var probs []string
	bad := func(f string, a ...any) { probs = append(probs, fmt.Sprintf(f, a...)) }
	if r.ID == "" {
		bad("id is missing")
	}
	if len(r.Seeds) < 10 {
		bad("need at least 10 seeds, have %d", len(r.Seeds))
	}
	seen := map[uint64]bool{}
	for _, s := range r.Seeds {
		if seen[s] {
			bad("seed %d listed twice", s)
		}
		seen[s] = true
	}
	if len(r.Hypotheses) == 0 {
		bad("no hypotheses")
	}
	for i, h := range r.Hypotheses {
		if h.ID == "" || strings.TrimSpace(h.Text) == "" {
			bad("hypothesis %d needs id and text", i+1)
		}
	}
	if r.Corpus.FixtureVersion == "" {
		bad("corpus.fixture_version is missing")
	}
	if t := r.Detector.Threshold; t < 0 || t > 1 || math.IsNaN(t) {
		bad("detector.threshold %v outside [0, 1]", t)
	}
	if r.Analysis.ZeroOverZero != 0.5 {
		bad("analysis.zero_over_zero must be 0.5")
	}
	if r.Analysis.ConfidenceLevel <= 0 || r.Analysis.ConfidenceLevel >= 1 {
		bad("analysis.confidence_level must be in (0, 1)")
	}
	if r.Gates.S.Step <= 0 || r.Gates.S.To < r.Gates.S.From {
		bad("gates.S needs from <= to and step > 0")
	}
	if len(r.Gates.G3.Classes) == 0 {
		bad("gates.G3.classes is empty")
	}
	if r.Dream.MaxMemoriesFraction <= 0 || r.Dream.MaxMemoriesFraction >= 1 {
		bad("dream.max_memories_fraction must be in (0, 1) so the size cap bites")
	}
	names := map[string]bool{}
	for _, a := range r.Arms {
		if names[a.Name] {
			bad("arm %q listed twice", a.Name)
		}
		names[a.Name] = true
		if a.Expected != Supported && a.Expected != NotSupported {
			bad("arm %q: expected must be %s or %s", a.Name, Supported, NotSupported)
		}
		if a.Expected == NotSupported && len(a.MustFail) == 0 && len(a.MustFailAny) == 0 {
			bad("arm %q: a control arm needs must_fail or must_fail_any (the reason it must fail)", a.Name)
		}
	}
	if !names["main"] {
		bad("no main arm")
	}
	if len(r.Mutants.Clauses) == 0 {
		bad("mutants.clauses is empty")
	}
	switch r.Mutants.WhenMainFails {
	case "", "not_evaluable":
	default:
		bad("mutants.when_main_fails %q: want \"not_evaluable\"", r.Mutants.WhenMainFails)
	}
	switch r.Dream.Policy {
	case "", "legacy", "temporal", "temporal-strict", "temporal-alias":
	default:
		bad("dream.policy %q: want temporal, temporal-strict or temporal-alias", r.Dream.Policy)
	}
	rt := map[string]bool{}
	for i, c := range r.RealText.Corpora {
		if !reRealID.MatchString(c.ID) {
			bad("realtext.corpus %d: id %q must be R followed by digits", i+1, c.ID)
		}
		if rt[c.ID] {
			bad("realtext.corpus %q listed twice", c.ID)
		}
		rt[c.ID] = true
		if c.Dir == "" || filepath.IsAbs(c.Dir) {
			bad("realtext.corpus %q: dir must be a relative path", c.ID)
		}
		for _, h := range []struct{ f, v string }{{"memories_sha256", c.MemoriesSHA256}, {"truth_sha256", c.TruthSHA256}, {"labels_sha256", c.LabelsSHA256}} {
			if !reSHA.MatchString(h.v) {
				bad("realtext.corpus %q: %s must be 64 lowercase hex digits", c.ID, h.f)
			}
		}
		if c.MinPrecision < 0 || c.MinPrecision > 1 || c.MinRecall < 0 || c.MinRecall > 1 {
			bad("realtext.corpus %q: min_precision and min_recall must be in [0, 1]", c.ID)
		}
		if c.MaxDirectionErrors < 0 || c.MaxNegativeCandidates < -1 {
			bad("realtext.corpus %q: max_direction_errors >= 0, max_negative_candidates >= -1", c.ID)
		}
	}
	for _, a := range r.Arms {
		for _, g := range append(slices.Clone(a.RealTextMustFail), a.RealTextMustFailAny...) {
			if !rt[g] {
				bad("arm %q names real-text gate %q, which is not registered", a.Name, g)
			}
		}
	}
	if len(probs) > 0 {
		return errors.New(strings.Join(probs, "; "))
	}
	return nil
}

var (
	reRealID = regexp.MustCompile(`^R[0-9]+$`)
	reSHA    = regexp.MustCompile(`^[0-9a-f]{64}$`)
)

// Arm returns the registered arm with the given name.
func (r *Registration) Arm(name string) (Arm, bool) {
	for _, a := range r.Arms {
		if a.Name == name {
			return a, true
		}
	}
	return Arm{}, false
}

// SweepThresholds lists the registered sweep thresholds, rounded to the step's
// precision so that float accumulation never adds or drops a point.
func (r *Registration) SweepThresholds() []float64 {
	s := r.Gates.S
	n := int(math.Round((s.To-s.From)/s.Step)) + 1
	out := make([]float64, n)
	for i := range out {
		out[i] = math.Round((s.From+float64(i)*s.Step)*1e6) / 1e6
	}
	return out
}

// Lock is the content of a lock file.
type Lock struct {
	File      string `toml:"file"`
	SHA256    string `toml:"sha256"`
	FrozenAt  string `toml:"frozen_at"`
	GitCommit string `toml:"git_commit"`
}

// LockPath is the lock file of a registration path.
func LockPath(regPath string) string {
	return strings.TrimSuffix(regPath, filepath.Ext(regPath)) + ".lock"
}

// Hash is the hex SHA-256 of b.
func Hash(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// VerifyError says why a registration does not match its lock.
type VerifyError struct {
	Path string
	Msg  string
}

func (e *VerifyError) Error() string { return fmt.Sprintf("pre-registration %s: %s", e.Path, e.Msg) }

// Freeze parses the registration at path (refusing an incomplete one) and
// writes its lock. It refuses to overwrite an existing lock: a frozen
// registration stays frozen; a change means a new registration file.
func Freeze(path string, now time.Time, gitCommit string) (*Lock, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("freeze: %w", err)
	}
	if _, err := Parse(b, path); err != nil {
		return nil, fmt.Errorf("freeze: %w", err)
	}
	lp := LockPath(path)
	if _, err := os.Stat(lp); err == nil {
		return nil, fmt.Errorf("freeze: %s already exists: a frozen registration is never re-frozen; write a new registration file", lp)
	}
	l := &Lock{File: filepath.Base(path), SHA256: Hash(b), FrozenAt: now.UTC().Format(time.RFC3339), GitCommit: gitCommit}
	err = atomicfile.WriteFile(lp, func(w io.Writer) error {
		fmt.Fprintln(w, "# Lock of a frozen pre-registration. Written by `l9 prereg freeze`; never edit.")
		return toml.NewEncoder(w).Encode(l)
	})
	if err != nil {
		return nil, err
	}
	return l, nil
}

// Verify checks the registration at path against its lock and returns the
// parsed registration, its hash and the lock. Any mismatch is a *VerifyError.
func Verify(path string) (*Registration, *Lock, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, &VerifyError{Path: path, Msg: fmt.Sprintf("cannot read: %v", err)}
	}
	lp := LockPath(path)
	lb, err := os.ReadFile(lp)
	if err != nil {
		return nil, nil, &VerifyError{Path: path, Msg: fmt.Sprintf("no lock (%s): freeze it with `l9 prereg freeze` before any run", lp)}
	}
	var l Lock
	if _, err := toml.NewDecoder(bytes.NewReader(lb)).Decode(&l); err != nil {
		return nil, nil, &VerifyError{Path: path, Msg: fmt.Sprintf("unreadable lock %s: %v", lp, err)}
	}
	if l.File != filepath.Base(path) {
		return nil, nil, &VerifyError{Path: path, Msg: fmt.Sprintf("lock %s is for %q, not %q", lp, l.File, filepath.Base(path))}
	}
	if got := Hash(b); got != l.SHA256 {
		return nil, nil, &VerifyError{Path: path, Msg: fmt.Sprintf("changed since it was frozen at %s: sha256 is %s, lock says %s", l.FrozenAt, got, l.SHA256)}
	}
	r, err := Parse(b, path)
	if err != nil {
		return nil, nil, &VerifyError{Path: path, Msg: err.Error()}
	}
	return r, &l, nil
}
