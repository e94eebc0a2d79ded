package gates

import (
	"slices"
	"strings"
	"testing"

	"l9/prereg"
)

// withReal adds two real-text gates to the L9 registration: R1 (precision
// 0.99, recall 0.85, negatives not gated) and R2 (precision 0.98, recall
// 0.75, no candidate on a negative), and registers the shuffled arm's
// real-text reason.
func withReal(t *testing.T) *prereg.Registration {
	r := loadL9(t)
	r.RealText.Corpora = []prereg.RealTextCorpus{
		{ID: "R1", Name: "one", MinPrecision: 0.99, MinRecall: 0.85, MaxNegativeCandidates: -1},
		{ID: "R2", Name: "two", MinPrecision: 0.98, MinRecall: 0.75, MaxNegativeCandidates: 0},
	}
	for i := range r.Arms {
		if r.Arms[i].Name == "shuffled" {
			r.Arms[i].RealTextMustFailAny = []string{"R1", "R2"}
		}
	}
	return r
}

func realSeed(id string, tp, fp, fn, dirErr, neg int) RealSeed {
	return RealSeed{ID: id, Negatives: neg, Seed: Seed{TruthPairs: tp + fn, Candidates: tp + fp, TP: tp, FP: fp, FN: fn,
		DirMatched: tp + dirErr, DirCorrect: tp}}
}

func TestRealGate(t *testing.T) {
	r := withReal(t)
	for _, c := range []struct {
		name string
		rs   RealSeed
		pass bool
		want string
	}{
		{"passes", realSeed("R1", 90, 0, 10, 0, 3), true, "candidates on negatives 3 (reported, not gated)"},
		{"precision", realSeed("R1", 90, 2, 10, 0, 0), false, "failed precision"},
		{"recall", realSeed("R1", 80, 0, 20, 0, 0), false, "failed recall"},
		{"direction", realSeed("R2", 95, 1, 5, 1, 0), false, "failed direction"},
		{"negatives", realSeed("R2", 95, 0, 5, 0, 1), false, "failed negatives"},
		{"0/0 fails", realSeed("R2", 0, 0, 0, 0, 0), false, "— (0/0)"},
	} {
		g := RealGate(r, &c.rs)
		if g.Pass != c.pass || !strings.Contains(g.Detail, c.want) {
			t.Errorf("%s: pass %v detail %q, want pass %v and %q", c.name, g.Pass, g.Detail, c.pass, c.want)
		}
	}
	if g := RealGate(r, &RealSeed{ID: "R9"}); g.Pass {
		t.Error("an unregistered corpus passed")
	}
}

// TestEvaluateAllReal: a real-text gate that fails makes the main arm
// NOT_SUPPORTED; the shuffled arm is as registered only if a real-text gate
// fails on precision or direction, not on recall alone.
func TestEvaluateAllReal(t *testing.T) {
	r := withReal(t)
	sw := passingSweep(t, r)
	good := []RealSeed{realSeed("R1", 90, 0, 10, 0, 0), realSeed("R2", 80, 0, 20, 0, 0)}
	m := EvaluateAll(r, arm(t, r, "main"), goodSeeds(r), good, sw)
	if m.Verdict != prereg.Supported || len(m.Real) != 2 {
		t.Fatalf("main with passing real text: %s %v", m.Verdict, m.Failed)
	}
	bad := []RealSeed{realSeed("R1", 90, 0, 10, 0, 0), realSeed("R2", 70, 0, 30, 0, 0)}
	m = EvaluateAll(r, arm(t, r, "main"), goodSeeds(r), bad, sw)
	if m.Verdict != prereg.NotSupported || !slices.Equal(m.Failed, []string{"R2"}) || len(m.RealFailed[1]) != 1 {
		t.Errorf("main with R2 recall 0.70: %s %v %v", m.Verdict, m.Failed, m.RealFailed)
	}
	// The shuffled arm: G1 fails on the fixture; on real text only recall fails.
	ss := goodSeeds(r)
	for i := range ss {
		ss[i].FP, ss[i].DirMatched, ss[i].DirCorrect = 25, 50, 25
	}
	sh := EvaluateAll(r, arm(t, r, "shuffled"), ss, bad, sw)
	if sh.AsRegistered || !strings.Contains(sh.Reason, "on real text") {
		t.Errorf("shuffled failing only real-text recall counted as registered: %s", sh.Reason)
	}
	orderBad := []RealSeed{realSeed("R1", 50, 40, 50, 40, 0), realSeed("R2", 70, 0, 30, 0, 0)}
	sh = EvaluateAll(r, arm(t, r, "shuffled"), ss, orderBad, sw)
	if !sh.AsRegistered {
		t.Errorf("shuffled failing R1 precision and direction: %s", sh.Reason)
	}
}
