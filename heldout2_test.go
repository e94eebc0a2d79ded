package l9_test

import (
	"os"
	"testing"

	"l9/detector"
	"l9/gates"
	"l9/memory"
	"l9/svo"
)

// TestHeldout2 runs the registered pipeline (svo extraction, detector at its
// default config, scoring) on testdata/heldout2, a second blind evaluation set
// written without reading the extractor, the fixture generator, their test data
// or the first held-out set's data (see testdata/heldout2/README.md). It logs the figures and asserts only regression
// floors a little below what was measured when the set was committed:
//
//	2026-11-30: 56 candidate pairs, TP 53 / FP 3 / FN 14 over 67 true pairs,
//	precision 0.946, recall 0.791 (value 42/54, negation 11/13), 0 direction errors.
//
// Raise the floors when the extractor improves; never edit the set to pass.
func TestHeldout2(t *testing.T) {
	const (
		memPath   = "testdata/heldout2/memories.jsonl"
		truthPath = "testdata/heldout2/truth.jsonl"

		maxFP             = 3    // measured 3
		minRecall         = 0.74 // measured 0.791 (53/67)
		minNegationRecall = 0.79 // measured 0.846 (11/13)
	)
	ms, problems, err := memory.ReadFile(memPath, nil)
	if err != nil {
		t.Fatalf("read %s: %v", memPath, err)
	}
	for _, p := range problems {
		t.Errorf("%s: %v", memPath, p)
	}
	f, err := os.Open(truthPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	truth, err := gates.ReadTruth(f, truthPath)
	if err != nil {
		t.Fatalf("read %s: %v", truthPath, err)
	}

	ex, err := svo.New()
	if err != nil {
		t.Fatal(err)
	}
	units := ex.All(ms)
	res := detector.Detect(units, detector.DefaultConfig())
	s := gates.Score(res.Candidates, truth)

	t.Logf("heldout2: %d memories, %d units, %d contested, %d candidate pairs, %d true pairs",
		len(ms), len(units), len(res.Contested), s.Candidates, s.Truth)
	t.Logf("TP %d  FP %d  FN %d  precision %.4f (95%% lower %.4f)  recall %.4f (95%% lower %.4f)  direction errors %d",
		s.TP, s.FP, s.FN, s.Precision, s.PrecisionLower, s.Recall, s.RecallLower, s.DirectionErrors)
	t.Logf("value: TP %d FP %d FN %d (precision %.4f, recall %.4f); negation: TP %d FP %d FN %d (precision %.4f, recall %.4f)",
		s.Value.TP, s.Value.FP, s.Value.FN, s.Value.Precision, s.Value.Recall,
		s.Negation.TP, s.Negation.FP, s.Negation.FN, s.Negation.Precision, s.Negation.Recall)
	text := make(map[string]string, len(ms))
	for _, m := range ms {
		text[m.ID] = m.Content
	}
	for _, p := range s.FalsePositives {
		t.Logf("FP %s -> %s (%s): %q -> %q", p.ExpiredID, p.ReplacementID, p.Reason, text[p.ExpiredID], text[p.ReplacementID])
	}
	for _, p := range s.Missed {
		t.Logf("FN %s -> %s (%s): %q -> %q", p.ExpiredID, p.ReplacementID, p.Reason, text[p.ExpiredID], text[p.ReplacementID])
	}

	if s.Truth != 67 {
		t.Errorf("truth has %d pairs, want 67 (the set changed: re-measure and update the floors)", s.Truth)
	}
	if s.DirectionErrors != 0 {
		t.Errorf("direction errors = %d, want 0", s.DirectionErrors)
	}
	if s.FP > maxFP {
		t.Errorf("false positives = %d, floor allows at most %d", s.FP, maxFP)
	}
	if s.Recall < minRecall {
		t.Errorf("recall = %.4f, floor is %.2f", s.Recall, minRecall)
	}
	if s.Negation.Recall < minNegationRecall {
		t.Errorf("negation recall = %.4f, floor is %.2f", s.Negation.Recall, minNegationRecall)
	}
}
