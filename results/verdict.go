package results

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"l9/gates"
)

// Verdict is verdict.json: whether Stage 2 may be enabled, and why.
type Verdict struct {
	Registration string `json:"registration"`
	PreregSHA256 string `json:"prereg_sha256"`
	CodeID       string `json:"code_id"`
	Fixture      string `json:"fixture"`
	// Stage2Enabled is true iff the main arm is SUPPORTED, every control arm
	// is NOT_SUPPORTED for its registered reason, and the mutation check ran
	// and caught every mutant.
	Stage2Enabled bool `json:"stage2_enabled"`
	// Why lists the reasons Stage 2 is not enabled (empty when it is).
	Why           []string      `json:"why"`
	Arms          []ArmVerdict  `json:"arms"`
	Sweep         *gates.Sweep  `json:"sweep,omitempty"`
	MutationCheck MutationCheck `json:"mutation_check"`
	// RealText names the registered real-text corpora the verdict judged, by
	// the sha256 of each file (their figures are the R gates of each arm).
	RealText []RealTextCorpus `json:"real_text,omitempty"`
}

// RealTextCorpus identifies one judged real-text corpus.
type RealTextCorpus struct {
	ID             string `json:"id"`
	Dir            string `json:"dir"`
	MemoriesSHA256 string `json:"memories_sha256"`
	TruthSHA256    string `json:"truth_sha256"`
	LabelsSHA256   string `json:"labels_sha256"`
}

// ArmVerdict is one arm's expected and actual verdict with its gate values.
type ArmVerdict struct {
	Name         string       `json:"name"`
	Expected     string       `json:"expected"`
	Got          string       `json:"got"`
	AsRegistered bool         `json:"as_registered"`
	Reason       string       `json:"reason"`
	Threshold    float64      `json:"threshold"`
	FailedGates  []string     `json:"failed_gates"`
	DirectionP   float64      `json:"direction_p"`
	Gates        []gates.Gate `json:"gates"`
}

// MutationCheck is the result of the mutation check.
type MutationCheck struct {
	Run    bool `json:"run"`
	Passed bool `json:"passed"`
	// NotEvaluable: the main arm is NOT_SUPPORTED, so no mutant was judged.
	NotEvaluable bool           `json:"not_evaluable"`
	Mutants      []gates.Mutant `json:"mutants"`
}

// NewVerdict assembles the verdict of a run. mutants is nil when the
// mutation check was not run.
func NewVerdict(registration string, c Config, arms []gates.Arm, sweep *gates.Sweep, mutants []gates.Mutant, ranMutants bool) *Verdict {
	v := &Verdict{Registration: registration, PreregSHA256: c.PreregSHA256, CodeID: c.CodeID, Fixture: c.Fixture, Sweep: sweep, Why: []string{}}
	mainSeen := false
	for i := range arms {
		a := &arms[i]
		failed := a.Failed
		if failed == nil {
			failed = []string{}
		}
		v.Arms = append(v.Arms, ArmVerdict{Name: a.Name, Expected: a.Expected, Got: a.Verdict, AsRegistered: a.AsRegistered,
			Reason: a.Reason, Threshold: a.Threshold, FailedGates: failed, DirectionP: a.DirectionP, Gates: a.Gates})
		if a.Name == "main" {
			mainSeen = true
		}
		if !a.AsRegistered {
			v.Why = append(v.Why, fmt.Sprintf("arm %s: %s", a.Name, a.Reason))
		}
	}
	if !mainSeen {
		v.Why = append(v.Why, "no main arm")
	}
	v.MutationCheck = MutationCheck{Run: ranMutants, Passed: ranMutants, Mutants: mutants}
	if v.MutationCheck.Mutants == nil {
		v.MutationCheck.Mutants = []gates.Mutant{}
	}
	if !ranMutants {
		v.Why = append(v.Why, "mutation check not run")
	}
	for _, m := range mutants {
		switch {
		case m.Caught:
		case m.Status == gates.MutantNotEvaluable:
			v.MutationCheck.Passed = false
			v.MutationCheck.NotEvaluable = true
		default:
			v.MutationCheck.Passed = false
			v.Why = append(v.Why, fmt.Sprintf("mutant %s survived: it fails no detector-level gate that the registered detector passes", m.Clause))
		}
	}
	if v.MutationCheck.NotEvaluable {
		v.Why = append(v.Why, "mutation check not evaluable: the main arm is NOT_SUPPORTED, so no mutant can be called caught")
	}
	v.Stage2Enabled = len(v.Why) == 0
	return v
}

// Marshal encodes the verdict as indented JSON with a final newline.
func (v *Verdict) Marshal() ([]byte, error) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("verdict: %w", err)
	}
	return append(b, '\n'), nil
}

// ReadVerdict reads a verdict.json.
func ReadVerdict(r io.Reader, name string) (*Verdict, error) {
	var v Verdict
	dec := json.NewDecoder(r)
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if v.PreregSHA256 == "" || v.CodeID == "" {
		return nil, fmt.Errorf("%s: not a verdict (no prereg_sha256 or code_id)", name)
	}
	return &v, nil
}

// ReadVerdictFile reads the verdict.json at path.
func ReadVerdictFile(path string) (*Verdict, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ReadVerdict(bytes.NewReader(b), path)
}
