package gates

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"l9/detector"
	"l9/memory"
)

func cand(exp, rep, reason string) detector.Candidate {
	return detector.Candidate{ExpiredID: exp, ReplacementID: rep, ExpiredMemoryID: exp, ReplacementMemoryID: rep, Reason: reason, Score: 0.9}
}

func facetCand(expUnit, expMem, repUnit, repMem, reason string) detector.Candidate {
	return detector.Candidate{ExpiredID: expUnit, ReplacementID: repUnit, ExpiredMemoryID: expMem, ReplacementMemoryID: repMem, Reason: reason}
}

func TestScoreCounts(t *testing.T) {
	truth := []Pair{
		{"a1", "a2", "value"},
		{"a2", "a3", "value"},
		{"b1", "b2", "value"},
		{"n1", "n2", "negation"},
		{"m1", "m2", "negation"},
	}
	cands := []detector.Candidate{
		cand("a1", "a2", "value"), // TP
		// Two facets of the same memory pair: counted once.
		facetCand("a2#f0", "a2", "a3#f1", "a3", "value"),
		facetCand("a2#f1", "a2", "a3#f0", "a3", "value"),
		cand("b2", "b1", "value"),    // direction error (FP)
		cand("x1", "x2", "value"),    // plain FP
		cand("n1", "n2", "negation"), // negation TP
		cand("m1", "m2", "value"),    // TP overall, reason mismatch
	}
	s := Score(cands, truth)
	want := Scores{
		Candidates: 6, Truth: 5,
		TP: 4, FP: 2, FN: 1,
		Precision: 4.0 / 6, Recall: 4.0 / 5,
		DirectionAccuracy: 4.0 / 5, DirectionCorrect: 4, DirectionMatched: 5, DirectionErrors: 1,
		ReasonMismatches: 1,
		Value:            ReasonScores{Candidates: 5, Truth: 3, TP: 2, FP: 3, FN: 1, Precision: 2.0 / 5, Recall: 2.0 / 3},
		Negation:         ReasonScores{Candidates: 1, Truth: 2, TP: 1, FP: 0, FN: 0, Precision: 1, Recall: 1},
		FalsePositives:   []Pair{{"b2", "b1", "value"}, {"x1", "x2", "value"}},
		Missed:           []Pair{{"b1", "b2", "value"}},
	}
	opt := cmpopts.IgnoreFields(Scores{}, "PrecisionLower", "PrecisionUpper", "RecallLower", "RecallUpper")
	if d := cmp.Diff(want, s, opt); d != "" {
		t.Errorf("Score mismatch (-want +got):\n%s", d)
	}
	if s.PrecisionLower != ClopperPearsonLower(4, 6, 0.95) || s.RecallUpper != ClopperPearsonUpper(4, 5, 0.95) {
		t.Error("bounds not the Clopper-Pearson bounds of the counts")
	}
}

func TestScoreNoEvidence(t *testing.T) {
	s := Score(nil, nil)
	if s.Precision != 0.5 || s.Recall != 0.5 || s.DirectionAccuracy != 0.5 || s.Value.Precision != 0.5 || s.Negation.Recall != 0.5 {
		t.Errorf("0/0 must score 0.5, got %+v", s)
	}
	// A dead detector on a labelled corpus: precision 0.5 (no evidence), recall 0.
	s = Score(nil, []Pair{{"a", "b", "value"}})
	if s.Precision != 0.5 || s.Recall != 0 || s.FN != 1 {
		t.Errorf("dead detector: %+v", s)
	}
}

func TestScoreOrderIndependent(t *testing.T) {
	truth := []Pair{{"a", "b", "value"}, {"b", "c", "value"}, {"d", "e", "negation"}, {"f", "g", "value"}}
	cands := []detector.Candidate{cand("a", "b", "value"), cand("c", "b", "value"), cand("d", "e", "negation"), cand("q", "r", "negation"), cand("d", "e", "value")}
	want := Score(cands, truth)
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20; i++ {
		r.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
		r.Shuffle(len(truth), func(i, j int) { truth[i], truth[j] = truth[j], truth[i] })
		if d := cmp.Diff(want, Score(cands, truth)); d != "" {
			t.Fatalf("order changed the score:\n%s", d)
		}
	}
}

func TestReadTruth(t *testing.T) {
	in := `{"expired_id":"m1","replacement_id":"m2","reason":"value","expires_at":"2024-01-01T00:00:00Z"}

{"expired_id":"m3","replacement_id":"m4","reason":"negation"}
`
	got, err := ReadTruth(strings.NewReader(in), "truth.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	want := []Pair{{"m1", "m2", "value"}, {"m3", "m4", "negation"}}
	if d := cmp.Diff(want, got); d != "" {
		t.Error(d)
	}
}

func TestReadTruthErrors(t *testing.T) {
	in := strings.Join([]string{
		`{"expired_id":"m1","replacement_id":"m2","reason":"value"}`,
		`not json`,
		`{"expired_id":"m1","reason":"maybe"}`,
		`{"expired_id":"m1","replacement_id":"m2","reason":"value"}`,
		`{"expired_id":3,"replacement_id":"m2","reason":"value"}`,
		`{"expired_id":"m5","replacement_id":"m5","reason":"value"}`,
		`{"expired_id":"m6","replacement_id":"m7","reason":"replaced"}`,
	}, "\n")
	_, err := ReadTruth(strings.NewReader(in), "t.jsonl")
	var el *memory.ErrorList
	if !errors.As(err, &el) {
		t.Fatalf("want *memory.ErrorList, got %T %v", err, err)
	}
	var got []string
	for _, e := range el.Errs {
		got = append(got, e.Error())
	}
	want := []string{
		"t.jsonl:2: invalid JSON: invalid character 'o' in literal null (expecting 'u')",
		"t.jsonl:3: replacement_id: missing",
		"t.jsonl:4: duplicate pair (m1, m2), first on line 1",
		`t.jsonl:5: expired_id: want a string, got 3`,
		`t.jsonl:6: replacement_id: equals expired_id "m5"`,
		`t.jsonl:7: reason: want "value" or "negation", got "replaced"`,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("errors (-want +got):\n%s", d)
	}
}

func TestScorePerfectRun(t *testing.T) {
	var truth []Pair
	var cands []detector.Candidate
	for i := 0; i < 400; i++ {
		e, r := "e"+string(rune('a'+i%26))+strings.Repeat("x", i/26), "r"+string(rune('a'+i%26))+strings.Repeat("x", i/26)
		truth = append(truth, Pair{e, r, "value"})
		cands = append(cands, cand(e, r, "value"))
	}
	s := Score(cands, truth)
	if s.Precision != 1 || s.Recall != 1 || s.DirectionAccuracy != 1 || s.PrecisionLower < 0.99 || math.IsNaN(s.RecallLower) {
		t.Errorf("perfect run: %+v", s)
	}
}

// FuzzReadTruth: any input either fails with positioned errors or yields
// pairs with both ids and a known reason, and scoring them never panics.
func FuzzReadTruth(f *testing.F) {
	f.Add(`{"expired_id":"m1","replacement_id":"m2","reason":"value"}` + "\n")
	f.Add("{}\nnot json\n")
	f.Fuzz(func(t *testing.T, in string) {
		ps, err := ReadTruth(strings.NewReader(in), "f")
		if err != nil {
			var el *memory.ErrorList
			if !errors.As(err, &el) || len(el.Errs) == 0 {
				t.Fatalf("error without positions: %v", err)
			}
			return
		}
		for _, p := range ps {
			if p.ExpiredID == "" || p.ReplacementID == "" || (p.Reason != "value" && p.Reason != "negation") {
				t.Fatalf("bad pair %+v", p)
			}
		}
		s := Score(nil, ps)
		if s.Truth != len(ps) || s.FN != len(ps) {
			t.Fatalf("score of truth alone: %+v", s)
		}
	})
}
