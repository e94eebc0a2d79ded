package l9_test

import (
	"os"
	"testing"

	"l9/detector"
	"l9/gates"
	"l9/memory"
	"l9/svo"
)

// heldoutSet is a labelled set of memories outside the fixture and the
// regression floors the pipeline must keep on it.
type heldoutSet struct {
	dir               string
	truthPairs        int     // exact size of truth.jsonl: a changed set must be re-measured
	maxFP             int     // false positives allowed
	minRecall         float64 // ordered recall floor
	minNegationRecall float64 // negation-path recall floor
	maxNegatives      int     // candidates touching a memory of labels.jsonl (when the set has one)
}

// TestHeldout runs the registered pipeline (svo extraction, detector at its
// default config, scoring) on testdata/heldout. The set was written blind
// (see testdata/heldout/README.md) and measured once blind:
//
//	2026-11-30 (blind): TP 24 / FP 2 / FN 38 over 62 true pairs, precision 0.923, recall 0.387.
//
// It was then used as the extractor's development set:
//
//	2026-11-30 (after development): TP 47 / FP 0 / FN 15, precision 1.000, recall 0.758 (negation 11/11).
//
// It is no longer an estimate of generalisation (TestHeldout2 is); the floors
// below pin the development result.
func TestHeldout(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout", truthPairs: 62, maxFP: 0, minRecall: 0.80, minNegationRecall: 0.90})
}

// TestHeldout2 runs the pipeline on testdata/heldout2, a second blind set
// written without reading the extractor, the fixture generator, their test
// data or the first set (see testdata/heldout2/README.md). Measured when it
// was committed, and unchanged after the development-set work:
//
//	2026-11-30: 56 candidate pairs, TP 53 / FP 3 / FN 14 over 67 true pairs,
//	precision 0.946, recall 0.791 (value 42/54, negation 11/13), 0 direction errors.
//	2026-12-01 (notes table: note.takes, note.dose-*, note.habit-frequency, note.pickup-time): TP 60 / FP 0, recall 0.896, negation 12/13.
//	2026-12-01 (L9g session: broadband suppliers one key): TP 62 / FP 0, recall 0.925.
//
// Raise the floors when the extractor improves; never edit the set to pass.
func TestHeldout2(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout2", truthPairs: 67, maxFP: 0, minRecall: 0.92, minNegationRecall: 0.92})
}

// The development sets below were written blind, measured once before any
// development on them (their READMEs record that first figure), and are now
// studied miss by miss. The floors pin the code they were measured with and
// are raised as the extractor improves. The registered real-text gate
// corpora (testdata/real/sqa-dev, tqa-gate, notes-r3) are never run here:
// they are scored only by the registered run, as wholes.

// TestHeldout3: assistant and team notes (testdata/heldout3). First blind
// measurement (before svo v2): TP 28 / FP 7 / FN 69, precision 0.800,
// recall 0.289. svo v2 (2026-12-01): TP 49 / FP 5 / FN 48, recall 0.505; with the notes
// table (svo/ruletab_notes.go): TP 67 / FP 4 / FN 30, recall 0.691, negation 7/12.
// After the L9c freeze (reports in intervening_version, old_value_anchor, ...): TP 68 / FP 0.
func TestHeldout3(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout3", truthPairs: 97, maxFP: 0, minRecall: 0.74, minNegationRecall: 0.66, maxNegatives: 0})
}

// TestHeldout4: ops and business records (testdata/heldout4). First blind
// measurement (before svo v2): TP 14 / FP 9 / FN 76, precision 0.609,
// recall 0.156. svo v2 (2026-12-01): TP 38 / FP 4 / FN 52, recall 0.422, 2 touching a labelled negative;
// with the notes table: TP 52 / FP 4 / FN 38, recall 0.578. After the L9c freeze
// (old_value_anchor, note.label-item-holder, ...): TP 59 / FP 2 / FN 31, recall 0.656, 1 on a negative.
func TestHeldout4(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout4", truthPairs: 90, maxFP: 2, minRecall: 0.71, minNegationRecall: 0.61, maxNegatives: 1})
}

// TestHeldout5 pins testdata/heldout5 (encyclopedic career and office
// timelines, sports records, product and academic notes; 308 memories, 107
// true pairs, 9 negation). First (blind) measurement, code bee7fb2: P 0.467,
// R 0.065, 1 candidate on a labelled negative (README). Used for development
// since: the adjunct stage (svo/adjunct.go, 2026-12-01): TP 11 / FP 9 / FN 96,
// recall 0.103; with the encyclopedic role rules (dee3bb6): TP 17 / FP 8; with
// adjunct.relative-fact and idiom.team.completed-transfer: TP 21 / FP 8 / FN 86,
// recall 0.196, negation 1/9, no candidate on a labelled negative (most false
// positives are versions skipped because a middle version is keyed by no rule
// yet); with surname_alias, old values held by containment, reports: TP 26 /
// FP 7 / FN 81, recall 0.243. The streaming CLI path now equals this. L9e
// work (a named holder's negation ends the post it names): TP 29 / FP 7 /
// FN 78, recall 0.271, negation 4/9.
func TestHeldout5(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout5", truthPairs: 107, maxFP: 6, minRecall: 0.28, minNegationRecall: 0.44, maxNegatives: 0})
}

// TestHeldout6 pins testdata/heldout6 (encyclopedic career and office
// timelines in the style of Wikipedia, a third of versions reworded; 344
// memories, 121 true pairs). First (blind) measurement, code bee7fb2: P
// 0.480, R 0.099, 4 candidates on labelled negatives (README). Used for
// development since (adjunct stage, encyclopedic role rules, surname_alias,
// anaphoric guard, reports, value equivalence): TP 62 / FP 7 / FN 59, recall
// 0.512, 2 candidates on labelled negatives. L9e work (a holder's negation
// ends the post it names, cardinality by evidence): TP 81 / FP 5 / FN 40,
// recall 0.669, negation 7/10.
func TestHeldout6(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout6", truthPairs: 121, maxFP: 5, minRecall: 0.67, minNegationRecall: 0.70, maxNegatives: 2})
}

// TestHeldout7 pins testdata/heldout7 (ops records, assistant memories and
// team notes, 85% of updates reworded; 320 memories, 104 true pairs). First
// (blind) measurement, code bee7fb2: P 0.625, R 0.192, 8 candidates on
// labelled negatives (README). Used for development since: TP 30 / FP 4 /
// FN 74, recall 0.288, 3 on labelled negatives (negation 0/12: its negations
// are chat-like, "not in Cardiff anymore, it's Edinburgh now"). L9d work
// (2026-12-01): TP 35 / FP 3, recall 0.337, 1 on a labelled negative ("still"
// confirmations no longer replace another value). L9e work: TP 41 / FP 3,
// recall 0.394, negation 2/12 ("cancelled the membership" said as "I",
// "now" as evidence of one value at a time, a car with its model year).
// L9f work: TP 43 / FP 3, recall 0.413, negation 3/12 ("Not vegetarian
// anymore", "Not Priyanka anymore" ending the one fact that held it).
func TestHeldout7(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout7", truthPairs: 104, maxFP: 3, minRecall: 0.42, minNegationRecall: 0.25, maxNegatives: 1})
}

// TestHeldout8 pins testdata/heldout8 (care and health records: a care
// home's notes, a home-care visit log, GP practice admin, family logs; 75%
// of updates reworded; 296 memories, 104 true pairs), written blind for the
// L9f session. First (blind) measurement, code fb554b3: TP 11 / FP 3 / FN
// 93, P 0.786, R 0.106, 3 candidates on labelled negatives. Used for
// development since: TP 27 / FP 2, recall 0.260, negation 4/14 (owners in
// parentheses, dose lines, stopped medicines as key negations, "Mrs
// Halloran" filed under "Edith Halloran").
func TestHeldout8(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout8", truthPairs: 104, maxFP: 2, minRecall: 0.29, minNegationRecall: 0.28, maxNegatives: 2})
}

// TestHeldout9 pins testdata/heldout9 (school, college, university and
// research-group records; 303 memories, 107 true pairs), written blind for
// the L9f session. First (blind) measurement, code fb554b3: TP 18 / FP 0 /
// FN 89, P 1.000, R 0.168. Used for development since: TP 23 / FP 0, recall
// 0.215 (a course or grant in parentheses keys a record, a clock span is
// one value).
func TestHeldout9(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout9", truthPairs: 107, maxFP: 0, minRecall: 0.25, minNegationRecall: 0.09, maxNegatives: 0})
}

// TestHeldout10 pins testdata/heldout10 (sport, music, film and stage,
// encyclopedic and news-brief register; 306 memories, 106 true pairs),
// written blind for the L9f session. First (blind) measurement, code
// fb554b3: TP 26 / FP 4 / FN 80, P 0.867, R 0.245, 1 candidate on a
// labelled negative. Used for development since: TP 35 / FP 4, recall
// 0.330 ("is head coach of the Halden Harbourmen", "play their home games
// at", world rankings, "made by", "stepped down as Dunmere United
// chairman").
func TestHeldout10(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout10", truthPairs: 106, maxFP: 4, minRecall: 0.355, minNegationRecall: 0.09, maxNegatives: 1})
}

// TestHeldout11 pins testdata/heldout11 (civic and public-office records;
// 298 memories, 102 true pairs), written blind for the L9g session. First
// (blind) measurement, L9f's code 6e5eaaf5: TP 18 / FP 5 / FN 84, P 0.783,
// R 0.176, 0 candidates on labelled negatives. Used for development since:
// TP 23 / FP 2, recall 0.225 (records "OWNER - KEY: VALUE", councillors
// electing their council's chair, offices filled at a meeting, weekday
// passives).
func TestHeldout11(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout11", truthPairs: 102, maxFP: 2, minRecall: 0.24, minNegationRecall: 0.07, maxNegatives: 0})
}

// TestHeldout12 pins testdata/heldout12 (household and personal-admin
// memories kept by an AI assistant; 308 memories, 99 true pairs), written
// blind for the L9g session. First (blind) measurement, code 6e5eaaf5: TP
// 18 / FP 8 / FN 81, P 0.692, R 0.182, 2 candidates on labelled negatives.
// Used for development since: TP 31 / FP 3, recall 0.313 (unowned personal
// things are the user's, bare dates, due dates, "'s" as "is", broadband
// suppliers, vehicle registrations, cancelled and resubscribed services).
func TestHeldout12(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout12", truthPairs: 99, maxFP: 3, minRecall: 0.36, maxNegatives: 2})
}

// TestHeldout13 pins testdata/heldout13 (travel, bookings and logistics
// records; 297 memories, 108 true pairs), written blind for the L9g
// session. First (blind) measurement, code 6e5eaaf5: TP 18 / FP 1 / FN 90,
// P 0.947, R 0.167, 0 candidates on labelled negatives. Used for
// development since: TP 22 / FP 1, recall 0.204 (a verb's bare clock time or
// date, "KEY changed: now VALUE", carriers).
func TestHeldout13(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout13", truthPairs: 108, maxFP: 1, minRecall: 0.23, maxNegatives: 0})
}

// TestRealSQATrain: SituatedQA train timelines (testdata/real/sqa-train, the
// development part). Before svo v2: TP 151 / FP 0 / FN 332, recall 0.313;
// svo v2 (2026-12-01): TP 452 / FP 0 / FN 31, recall 0.936.
func TestRealSQATrain(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/real/sqa-train", truthPairs: 483, maxFP: 0, minRecall: 0.97, maxNegatives: 0})
}

// TestRealTQADev: TimeQA development part (testdata/real/tqa-dev). Before
// svo v2: TP 69 / FP 39 / FN 182, precision 0.639, recall 0.275, 12
// candidates touching a labelled negative; svo v2 (2026-12-01): TP 199 / FP 9
// / FN 52, precision 0.957, recall 0.793, 1 touching a labelled negative.
func TestRealTQADev(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/real/tqa-dev", truthPairs: 251, maxFP: 2, minRecall: 0.88, maxNegatives: 0})
}

func runHeldout(t *testing.T, set heldoutSet) {
	t.Helper()
	memPath := set.dir + "/memories.jsonl"
	truthPath := set.dir + "/truth.jsonl"
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

	t.Logf("%s: %d memories, %d units, %d contested, %d candidate pairs, %d true pairs",
		set.dir, len(ms), len(units), len(res.Contested), s.Candidates, s.Truth)
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

	if s.Truth != set.truthPairs {
		t.Errorf("truth has %d pairs, want %d (the set changed: re-measure and update the floors)", s.Truth, set.truthPairs)
	}
	if s.DirectionErrors != 0 {
		t.Errorf("direction errors = %d, want 0", s.DirectionErrors)
	}
	if s.FP > set.maxFP {
		t.Errorf("false positives = %d, floor allows at most %d", s.FP, set.maxFP)
	}
	if s.Recall < set.minRecall {
		t.Errorf("recall = %.4f, floor is %.2f", s.Recall, set.minRecall)
	}
	if s.Negation.Recall < set.minNegationRecall {
		t.Errorf("negation recall = %.4f, floor is %.2f", s.Negation.Recall, set.minNegationRecall)
	}
	lp := set.dir + "/labels.jsonl"
	lf, err := os.Open(lp)
	if os.IsNotExist(err) {
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	defer lf.Close()
	labels, err := gates.ReadLabels(lf, lp)
	if err != nil {
		t.Fatal(err)
	}
	labelled := map[string]string{}
	for _, l := range labels {
		labelled[l.ID] = l.Class
	}
	neg := 0
	seen := map[[2]string]bool{}
	for _, c := range res.Candidates {
		p := [2]string{c.ExpiredMemoryID, c.ReplacementMemoryID}
		if seen[p] {
			continue
		}
		seen[p] = true
		if labelled[p[0]] != "" || labelled[p[1]] != "" {
			neg++
			t.Logf("NEG %s (%s) -> %s (%s): %q -> %q", p[0], labelled[p[0]], p[1], labelled[p[1]], text[p[0]], text[p[1]])
		}
	}
	t.Logf("candidates touching a labelled negative: %d", neg)
	if neg > set.maxNegatives {
		t.Errorf("candidates touching a labelled negative = %d, floor allows at most %d", neg, set.maxNegatives)
	}
}

// TestHeldout14 pins testdata/heldout14 (money, accounts and bookkeeping
// records; 300 memories, 104 true pairs), written blind for the L9h
// session. First (blind) measurement, code 9d4355d7 (L9g's): TP 21 / FP 3 /
// FN 83, P 0.875, R 0.202, 0 candidates on labelled negatives. Used for
// development since: TP 30 / FP 1, recall 0.288 (cards on file, verbless
// prices and due dates, bare cancellations, undoing verbs, products held
// with a firm).
func TestHeldout14(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout14", truthPairs: 104, maxFP: 1, minRecall: 0.31, maxNegatives: 0})
}

// TestHeldout15 pins testdata/heldout15 (property, tenancy and facilities
// records; 307 memories, 104 true pairs), written blind for the L9h
// session. First (blind) measurement, code 9d4355d7 (L9g's): TP 16 / FP 5 /
// FN 88, P 0.762, R 0.154, 2 candidates on labelled negatives. Used for
// development since: TP 27 / FP 2, recall 0.260, none on a negative
// (numbered units in a dash owner, services "at" a named place, firms with
// "&", reduced passives, bare weekdays after a passive).
func TestHeldout15(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout15", truthPairs: 104, maxFP: 1, minRecall: 0.32, maxNegatives: 0})
}

// TestHeldout16 pins testdata/heldout16 (shop, product and pricing records;
// 314 memories, 102 true pairs), written blind for the L9h session. First
// (blind) measurement, code 2eeddf45 (main at 07b8660, after the L9h
// freeze): TP 10 / FP 1 / FN 92, P 0.909, R 0.098, 1 candidate on a
// labelled negative. Used for development since: TP 23 / FP 1, recall
// 0.225 (verbless prices and times, stock states, relisted and restocked,
// misread nouns in record keys).
func TestHeldout16(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout16", truthPairs: 102, maxFP: 1, minRecall: 0.30, maxNegatives: 1})
}

// TestHeldout17 pins testdata/heldout17 (people, HR and staffing records;
// 289 memories, 99 true pairs), written blind at the end of the L9h session
// for the next one. First (blind) measurement, code 50e4b3e1 (L9h's): TP 15
// / FP 3 / FN 84, P 0.833, R 0.152, 1 candidate on a labelled negative.
// Used for development since: TP 31 / FP 3, recall 0.313 (given names
// alone read as the one full name, comma-split records, bare titles, one
// sentence restated with another value, rotas and the writer's own
// organisation left and rejoined).
func TestHeldout17(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout17", truthPairs: 99, maxFP: 3, minRecall: 0.31, maxNegatives: 1})
}

// TestHeldout18 pins testdata/heldout18 (IT assets, vendors and systems
// records; 292 memories, 107 true pairs), written blind at the end of the
// L9h session. First (blind) measurement, code 50e4b3e1: no candidate at
// all (TP 0 / FP 0 / FN 107): 256 units over 252 keys, nearly every version
// keyed apart from the others.
func TestHeldout18(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout18", truthPairs: 107, maxFP: 0, minRecall: 0.018, maxNegatives: 0})
}

// TestHeldout19 pins testdata/heldout19 (clubs, community groups and events
// records; 306 memories, 108 true pairs), written blind at the end of the
// L9h session. First (blind) measurement, code 50e4b3e1: TP 15 / FP 0 /
// FN 93, P 1.000, R 0.139, 0 candidates on labelled negatives.
func TestHeldout19(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout19", truthPairs: 108, maxFP: 0, minRecall: 0.19, maxNegatives: 0})
}

// TestHeldout20 pins testdata/heldout20 (vehicles, fleet and maintenance
// records; 300 memories, 104 true pairs), written blind in the L9i session
// beside R24. First (blind) measurement, main at 07a175b (L9h code and the
// given-name alias): TP 19 / FP 3 / FN 85, P 0.864, R 0.183, 2 candidates on
// labelled negatives. Used for development since: TP 21 / FP 3, recall
// 0.202.
func TestHeldout20(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout20", truthPairs: 104, maxFP: 1, minRecall: 0.259, maxNegatives: 1})
}

// TestHeldout21 pins testdata/heldout21 (contracts, legal and compliance
// records; 300 memories, 102 true pairs), written blind beside R25. First
// (blind) measurement, main at 07a175b: TP 24 / FP 6 / FN 78, P 0.800, R
// 0.235, 4 candidates on labelled negatives. Used for development since:
// TP 28 / FP 5, recall 0.275, 2 on labelled negatives.
func TestHeldout21(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout21", truthPairs: 102, maxFP: 5, minRecall: 0.27, maxNegatives: 2})
}

// TestHeldout22 pins testdata/heldout22 (newsroom, publishing and editorial
// records; 300 memories, 102 true pairs), written blind beside R26. First
// (blind) measurement, main at 07a175b: TP 21 / FP 2 / FN 81, P 0.913, R
// 0.206, 1 candidate on a labelled negative. Used for development since:
// TP 25 / FP 2, recall 0.245.
func TestHeldout22(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout22", truthPairs: 102, maxFP: 2, minRecall: 0.25, maxNegatives: 1})
}

// TestHeldout23 pins testdata/heldout23 (laboratory, samples and equipment
// records; 299 memories, 104 true pairs), written blind at the end of the
// L9i session, beside R27, for the next one. First (blind) measurement,
// code 36c80bb8 (L9i's): TP 23 / FP 3 / FN 81, P 0.885, R 0.221, 2
// candidates on labelled negatives.
func TestHeldout23(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout23", truthPairs: 104, maxFP: 1, minRecall: 0.255, maxNegatives: 0})
}

// TestHeldout24 pins testdata/heldout24 (restaurant, hospitality and venue
// operations records; 290 memories, 108 true pairs), written blind beside
// R28. First (blind) measurement, code 36c80bb8: TP 18 / FP 2 / FN 90, P
// 0.900, R 0.167, 1 candidate on a labelled negative.
func TestHeldout24(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout24", truthPairs: 108, maxFP: 1, minRecall: 0.27, maxNegatives: 1})
}

// TestHeldout25 pins testdata/heldout25 (farm, land and livestock records;
// 301 memories, 106 true pairs), written blind beside R29. First (blind)
// measurement, code 36c80bb8: TP 19 / FP 4 / FN 87, P 0.826, R 0.179, no
// candidate on a labelled negative.
func TestHeldout25(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout25", truthPairs: 106, maxFP: 3, minRecall: 0.207, maxNegatives: 0})
}

// TestHeldout26 pins testdata/heldout26 (construction site and building
// project records; 299 memories, 99 true pairs), written blind in the L9j
// session beside R30, for the registration after L9k. First (blind)
// measurement, code 87eb5166 (L9j's, after its run): TP 1 / FP 1 / FN 98,
// P 0.500, R 0.010, 1 candidate on a labelled negative.
func TestHeldout26(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout26", truthPairs: 99, maxFP: 1, minRecall: 0.06, maxNegatives: 1})
}

// TestHeldout27 pins testdata/heldout27 (museum, library and archive
// collection records; 299 memories, 102 true pairs), written blind beside
// R31. First (blind) measurement, code 87eb5166: TP 22 / FP 1 / FN 80,
// P 0.957, R 0.216, no candidate on a labelled negative.
func TestHeldout27(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout27", truthPairs: 102, maxFP: 1, minRecall: 0.245, maxNegatives: 0})
}

// TestHeldout28 pins testdata/heldout28 (utility, energy and field-service
// records; 302 memories, 100 true pairs), written blind beside R32. First
// (blind) measurement, code 87eb5166: TP 1 / FP 4 / FN 99, P 0.200, R 0.010,
// 3 candidates on labelled negatives.
func TestHeldout28(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout28", truthPairs: 100, maxFP: 3, minRecall: 0.02, maxNegatives: 3})
}

// TestHeldout29 pins testdata/heldout29 (factory, production line and plant
// maintenance records; 300 memories, 104 true pairs), written blind beside
// R33. First (blind) measurement, code 2b81c793 (main at e31b400, L9j's code
// and the L9k session's changes, before L9k's run): TP 3 / FP 1 / FN 101,
// P 0.750, R 0.029, 1 candidate on a labelled negative.
func TestHeldout29(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout29", truthPairs: 104, maxFP: 1, minRecall: 0.038, maxNegatives: 1})
}

// TestHeldout30 pins testdata/heldout30 (veterinary practice records; 291
// memories, 100 true pairs), written blind beside R34. First (blind)
// measurement, code 0d193248 (main at a10a19a: L9k's code, after its run; the
// L9l session's first two svo commits gave the same figures): TP 10 / FP 8 /
// FN 90, P 0.556, R 0.100, 1 candidate on a labelled negative. record.header-line
// (after that measurement) took its false pairs 8 -> 1.
func TestHeldout30(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout30", truthPairs: 100, maxFP: 1, minRecall: 0.15, maxNegatives: 1})
}

// TestHeldout31 pins testdata/heldout31 (events, conferences and venue
// bookings; 295 memories, 100 true pairs), written blind beside R35. First
// (blind) measurement, code 606a4eb0 (main at 07a375f, before L9k's run):
// TP 15 / FP 4 / FN 85, P 0.789, R 0.150, no candidate on a labelled negative.
func TestHeldout31(t *testing.T) {
	// L9p's work (record.field-key): 4 false pairs, the new one a v1 -> v3
	// shortcut on the right key over a missed middle version; recall 0.18.
	runHeldout(t, heldoutSet{dir: "testdata/heldout31", truthPairs: 100, maxFP: 4, minRecall: 0.18, maxNegatives: 0})
}

// TestHeldout32 pins testdata/heldout32 (a B2B sales team's CRM and account
// notes; 291 memories, 100 true pairs), written blind in the L9m session
// beside R36 (crm-r36, for the registration after L9m). First (blind)
// measurement, code 7917080f (main at 244dd66, L9m's work in progress): TP 15
// / FP 3 / FN 85, P 0.833, R 0.150, 1 candidate on a labelled negative.
func TestHeldout32(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout32", truthPairs: 100, maxFP: 2, minRecall: 0.23, maxNegatives: 1})
}

// TestHeldout33 pins testdata/heldout33 (an AI assistant's long-term
// memories about its user; 289 memories, 100 true pairs), written blind in
// the L9m session beside R37 (assistant-r37). First (blind) measurement, code
// 7917080f (main at 244dd66): TP 15 / FP 6 / FN 85, P 0.714, R 0.150, 4
// candidates on labelled negatives.
func TestHeldout33(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout33", truthPairs: 100, maxFP: 1, minRecall: 0.20, maxNegatives: 1})
}

// TestHeldout34 pins testdata/heldout34 (a distribution company's
// logistics, freight and warehouse log; 293 memories, 101 true pairs),
// written blind in the L9m session beside R38 (logistics-r38). First (blind)
// measurement, code 7917080f (main at 244dd66): TP 17 / FP 4 / FN 84, P
// 0.810, R 0.168, 3 candidates on labelled negatives.
func TestHeldout34(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout34", truthPairs: 101, maxFP: 1, minRecall: 0.198, maxNegatives: 0})
}

// TestHeldout35 pins testdata/heldout35 (a film and TV production office's
// shared notes; 291 memories, 101 true pairs), written blind in the L9m
// session, after L9m's run, beside R39 (film-r39, for the registration after
// L9n). First (blind) measurement, code d39168ec (main at 38f89b4, L9n's
// work in progress): TP 18 / FP 1 / FN 83, P 0.947, R 0.178, no candidate on
// a labelled negative.
func TestHeldout35(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout35", truthPairs: 101, maxFP: 0, minRecall: 0.198, maxNegatives: 0})
}

// TestHeldout36 pins testdata/heldout36 (a harbour and marina operations
// log; 290 memories, 100 true pairs), written blind after L9m's run beside
// R40 (harbour-r40). First (blind) measurement, code d39168ec (main at
// 3945cf6): TP 9 / FP 10 / FN 91, P 0.474, R 0.090, 7 candidates on labelled
// negatives.
func TestHeldout36(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout36", truthPairs: 100, maxFP: 4, minRecall: 0.14, maxNegatives: 1})
}

// TestHeldout37 pins testdata/heldout37 (an aircraft maintenance
// organisation's records; 291 memories, 100 true pairs), written blind after
// L9m's run beside R41 (mro-r41). First (blind) measurement, code d39168ec
// (main at 3945cf6): TP 15 / FP 8 / FN 85, P 0.652, R 0.150, 4 candidates on
// labelled negatives.
func TestHeldout37(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout37", truthPairs: 100, maxFP: 0, minRecall: 0.17, maxNegatives: 0})
}

// TestHeldout38 pins testdata/heldout38 (a recruitment agency's candidate and
// client notes; 291 memories, 101 true pairs), written blind after L9o's run
// beside R42 (recruit-r42). First (blind) measurement, code 49a40822 (main
// at 1c3d2d1, L9o's code): TP 13 / FP 14 / FN 88, P 0.481, R 0.129, 2
// candidates on labelled negatives.
func TestHeldout38(t *testing.T) {
	// After L9p's work (pipe records, record.field-key, verbless slots): TP 18 /
	// FP 6 / FN 83, R 0.178, 2 on labelled negatives.
	runHeldout(t, heldoutSet{dir: "testdata/heldout38", truthPairs: 101, maxFP: 6, minRecall: 0.178, maxNegatives: 2})
}

// TestHeldout39 pins testdata/heldout39 (a bus and coach operator's depot
// log; 292 memories, 102 true pairs), written blind after L9o's run beside
// R43 (bus-r43). First (blind) measurement, code 49a40822 (main at aee9ba4,
// L9o's code): TP 13 / FP 17 / FN 89, P 0.433, R 0.127, 8 candidates on
// labelled negatives.
func TestHeldout39(t *testing.T) {
	// After L9p's work (numbered record headers, verbless slots, telegraphic
	// verbs): TP 17 / FP 6 / FN 85, R 0.166, 2 on labelled negatives.
	runHeldout(t, heldoutSet{dir: "testdata/heldout39", truthPairs: 102, maxFP: 6, minRecall: 0.166, maxNegatives: 2})
}

// TestHeldout40 pins testdata/heldout40 (a research expedition's field
// logistics notes; 292 memories, 102 true pairs), written blind after L9o's
// run beside R44 (field-r44). First (blind) measurement, code 49a40822 (main
// at aee9ba4, L9o's code): TP 17 / FP 2 / FN 85, P 0.895, R 0.167, 1
// candidate on labelled negatives.
func TestHeldout40(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout40", truthPairs: 102, maxFP: 2, minRecall: 0.166, maxNegatives: 1})
}

// TestHeldout41 pins testdata/heldout41 (a craft brewery's production and
// taproom log; 292 memories, 102 true pairs), written blind after L9o's run
// with a new register note. First (blind) measurement, code 7f6f6c6e (main
// at dfe1603, L9p's work in progress): TP 15 / FP 2 / FN 87, P 0.882,
// R 0.147, no candidate on a labelled negative.
func TestHeldout41(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout41", truthPairs: 102, maxFP: 2, minRecall: 0.147, maxNegatives: 0})
}

// TestHeldout42 pins testdata/heldout42 (a touring theatre company's
// company manager's notes; 290 memories, 100 true pairs), written blind after
// L9o's run with a new register note. First (blind) measurement, code
// 350da04b (main at 6299ecb, L9p's work in progress): TP 9 / FP 3 / FN 91,
// P 0.750, R 0.090, 1 candidate on a labelled negative.
func TestHeldout42(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout42", truthPairs: 100, maxFP: 3, minRecall: 0.09, maxNegatives: 1})
}

// TestHeldout43 pins testdata/heldout43 (a dental practice's front desk and
// practice manager's notes; 289 memories, 100 true pairs), written blind
// after L9o's run with a new register note. First (blind) measurement, code
// 7f6f6c6e (main at dfe1603): TP 12 / FP 3 / FN 88, P 0.800, R 0.120, 1
// candidate on a labelled negative.
func TestHeldout43(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout43", truthPairs: 100, maxFP: 3, minRecall: 0.12, maxNegatives: 1})
}

// TestHeldout46 pins testdata/heldout46 (a coworking space's front desk and
// community manager's notes; 292 memories, 102 true pairs), written blind
// after L9p's run with a new register note (testdata/blind-brief-l9q). First
// (blind) measurement, code 8176bebd (main at 0b198b3, L9q's work in
// progress): TP 14 / FP 3 / FN 88, P 0.824, R 0.137, 1 candidate on a
// labelled negative.
func TestHeldout46(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout46", truthPairs: 102, maxFP: 3, minRecall: 0.137, maxNegatives: 1})
}

// TestHeldout48 pins testdata/heldout48 (a wedding and events planner's
// client notes; 291 memories, 100 true pairs), written blind after L9r's run
// with a new register note (testdata/blind-brief-l9s), the development twin
// of the registration after L9s's wedding set. First (blind) measurement,
// code 098392ca (main at ef17a66): TP 18 / FP 1 / FN 82, P 0.947, R 0.180,
// 1 candidate on a labelled negative.
func TestHeldout48(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout48", truthPairs: 100, maxFP: 1, minRecall: 0.18, maxNegatives: 1})
}

// TestHeldout44 pins testdata/heldout44 (a children's day nursery's room
// leaders' and manager's notes; 290 memories, 100 true pairs), written blind
// after L9r's run with the L9q register note (testdata/blind-brief-l9s), the
// development twin of R49 nursery-r49. First (blind) measurement, code
// 098392ca (main at 22a3aa7): TP 10 / FP 5 / FN 90, P 0.667, R 0.100,
// 2 candidates on labelled negatives.
func TestHeldout44(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout44", truthPairs: 100, maxFP: 5, minRecall: 0.1, maxNegatives: 2})
}

// TestHeldout49 pins testdata/heldout49 (a community food bank's
// coordinator and volunteer notes; 290 memories, 100 true pairs), written
// blind after L9r's run with a new register note (testdata/blind-brief-l9s),
// the development twin of the registration after L9s's food bank set. First
// (blind) measurement, code 098392ca (main at b729063): TP 18 / FP 6 / FN 82,
// P 0.750, R 0.180, 2 candidates on labelled negatives.
func TestHeldout49(t *testing.T) {
	runHeldout(t, heldoutSet{dir: "testdata/heldout49", truthPairs: 100, maxFP: 6, minRecall: 0.18, maxNegatives: 2})
}
