// This file scores detector candidates against labelled truth: ordered
// (expired, replacement) memory pairs, with precision, recall, direction
// accuracy and per-reason figures. (Package documentation is in doc.go.)

package gates

import (
	"io"
	"sort"
	"strings"

	"l9/detector"
	"l9/memory"
)

// Pair is one ordered supersession on memory ids: ExpiredID is superseded by
// ReplacementID for Reason ("value" or "negation"). Truth is a list of Pairs;
// the harness converts the corpus truth to it.
type Pair struct {
	ExpiredID     string `json:"expired_id"`
	ReplacementID string `json:"replacement_id"`
	Reason        string `json:"reason"`
}

type ordered struct{ exp, rep string }

func (p Pair) ordered() ordered { return ordered{p.ExpiredID, p.ReplacementID} }

// ReasonScores are the figures of one candidate reason. A candidate of
// reason R is a true positive here only if the truth holds its ordered pair
// with the same reason R; a truth pair of reason R is missed (FN) if no
// candidate of any reason names its ordered pair.
type ReasonScores struct {
	Candidates int     `json:"candidates"` // distinct ordered memory pairs proposed with this reason
	Truth      int     `json:"truth"`      // distinct true pairs with this reason
	TP         int     `json:"tp"`
	FP         int     `json:"fp"`
	FN         int     `json:"fn"`
	Precision  float64 `json:"precision"` // TP/(TP+FP), 0/0 = 0.5
	Recall     float64 `json:"recall"`    // (Truth-FN)/Truth, 0/0 = 0.5
}

// Scores is the result of scoring candidates against truth. All counts are
// over distinct ordered memory-id pairs: candidates are mapped to
// (expired_memory_id, replacement_memory_id) and deduplicated, so the facets
// of one compound memory count once.
type Scores struct {
	Candidates int `json:"candidates"` // distinct ordered memory pairs proposed
	Truth      int `json:"truth"`      // distinct ordered true pairs

	// TP: candidate pairs that are true pairs (pair and direction, any reason).
	TP int `json:"tp"`
	// FP: candidate pairs that are not true pairs (includes direction errors).
	FP int `json:"fp"`
	// FN: true pairs no candidate names in the right order.
	FN int `json:"fn"`

	Precision float64 `json:"precision"` // TP/(TP+FP); 0/0 = 0.5
	Recall    float64 `json:"recall"`    // TP/Truth; 0/0 = 0.5
	// One-sided 95% Clopper–Pearson bounds.
	PrecisionLower float64 `json:"precision_lower95"`
	PrecisionUpper float64 `json:"precision_upper95"`
	RecallLower    float64 `json:"recall_lower95"`
	RecallUpper    float64 `json:"recall_upper95"`

	// DirectionAccuracy = DirectionCorrect / DirectionMatched, over candidate
	// pairs that match a true pair in either order (0/0 = 0.5).
	DirectionAccuracy float64 `json:"direction_accuracy"`
	DirectionCorrect  int     `json:"direction_correct"`
	DirectionMatched  int     `json:"direction_matched"`
	// DirectionErrors: candidate pairs whose reverse is a true pair (and which
	// are not true pairs themselves): the member that should survive would be
	// expired.
	DirectionErrors int `json:"direction_errors"`
	// ReasonMismatches: true positives proposed only under a reason other
	// than the truth's.
	ReasonMismatches int `json:"reason_mismatches"`

	Value    ReasonScores `json:"value"`
	Negation ReasonScores `json:"negation"`

	// FalsePositives and Missed list the FP candidate pairs and the FN truth
	// pairs, sorted; Reason is the candidate's (FP) or the truth's (FN).
	FalsePositives []Pair `json:"false_positives"`
	Missed         []Pair `json:"missed"`
}

// Confidence is the confidence level of the reported bounds.
const Confidence = 0.95

// Score scores candidates against truth on memory ids. Truth pairs are
// deduplicated on their ordered pair (the first reason in sorted order wins
// if the same pair is listed twice). The result does not depend on the
// order of either input.
func Score(cands []detector.Candidate, truth []Pair) Scores {
	// Truth: ordered pair -> reason.
	tr := make(map[ordered]string, len(truth))
	sortedTruth := append([]Pair(nil), truth...)
	sortPairs(sortedTruth)
	for _, p := range sortedTruth {
		if _, ok := tr[p.ordered()]; !ok {
			tr[p.ordered()] = p.Reason
		}
	}
	// Candidates: ordered pair -> set of reasons.
	cr := make(map[ordered]map[string]bool, len(cands))
	for i := range cands {
		c := &cands[i]
		o := ordered{c.ExpiredMemoryID, c.ReplacementMemoryID}
		if cr[o] == nil {
			cr[o] = map[string]bool{}
		}
		cr[o][c.Reason] = true
	}
	cpairs := make([]ordered, 0, len(cr))
	for o := range cr {
		cpairs = append(cpairs, o)
	}
	sort.Slice(cpairs, func(i, j int) bool { return lessOrdered(cpairs[i], cpairs[j]) })

	var s Scores
	s.Candidates = len(cpairs)
	s.Truth = len(tr)
	per := map[string]*ReasonScores{detector.ReasonValue: &s.Value, detector.ReasonNegation: &s.Negation}
	for _, reason := range tr {
		if rs := per[reason]; rs != nil {
			rs.Truth++
		}
	}
	for _, o := range cpairs {
		reasons := cr[o]
		truthReason, isTrue := tr[o]
		_, reverseTrue := tr[ordered{o.rep, o.exp}]
		if isTrue {
			s.TP++
			if !reasons[truthReason] {
				s.ReasonMismatches++
			}
		} else {
			s.FP++
			s.FalsePositives = append(s.FalsePositives, Pair{o.exp, o.rep, firstReason(reasons)})
			if reverseTrue {
				s.DirectionErrors++
			}
		}
		if isTrue || reverseTrue {
			s.DirectionMatched++
			if isTrue {
				s.DirectionCorrect++
			}
		}
		for r := range reasons {
			rs := per[r]
			if rs == nil {
				continue
			}
			rs.Candidates++
			if isTrue && truthReason == r {
				rs.TP++
			} else {
				rs.FP++
			}
		}
	}
	for _, p := range sortedTruth {
		o := p.ordered()
		if tr[o] != p.Reason { // a duplicate listing under another reason
			continue
		}
		if cr[o] == nil {
			s.FN++
			s.Missed = append(s.Missed, p)
			if rs := per[p.Reason]; rs != nil {
				rs.FN++
			}
		}
	}
	s.Precision = Ratio(s.TP, s.TP+s.FP)
	s.Recall = Ratio(s.TP, s.Truth)
	s.PrecisionLower = ClopperPearsonLower(s.TP, s.TP+s.FP, Confidence)
	s.PrecisionUpper = ClopperPearsonUpper(s.TP, s.TP+s.FP, Confidence)
	s.RecallLower = ClopperPearsonLower(s.TP, s.Truth, Confidence)
	s.RecallUpper = ClopperPearsonUpper(s.TP, s.Truth, Confidence)
	s.DirectionAccuracy = Ratio(s.DirectionCorrect, s.DirectionMatched)
	for _, rs := range per {
		rs.Precision = Ratio(rs.TP, rs.TP+rs.FP)
		rs.Recall = Ratio(rs.Truth-rs.FN, rs.Truth)
	}
	return s
}

func firstReason(rs map[string]bool) string {
	names := make([]string, 0, len(rs))
	for r := range rs {
		names = append(names, r)
	}
	sort.Strings(names)
	return strings.Join(names, "+")
}

func lessOrdered(a, b ordered) bool {
	if a.exp != b.exp {
		return a.exp < b.exp
	}
	return a.rep < b.rep
}

func sortPairs(ps []Pair) {
	sort.Slice(ps, func(i, j int) bool {
		a, b := ps[i], ps[j]
		if a.ExpiredID != b.ExpiredID {
			return a.ExpiredID < b.ExpiredID
		}
		if a.ReplacementID != b.ReplacementID {
			return a.ReplacementID < b.ReplacementID
		}
		return a.Reason < b.Reason
	})
}

// ReadTruth reads truth JSONL: one object a line with "expired_id",
// "replacement_id" and "reason" ("value" or "negation"); other fields (such
// as the corpus's "expires_at") are ignored, blank lines skipped. Every
// problem is collected (up to memory.MaxErrors) and returned as a
// *memory.ErrorList naming name:line: field.
func ReadTruth(r io.Reader, name string) ([]Pair, error) {
	var out []Pair
	seen := map[ordered]int{}
	err := memory.ReadObjects(r, name, func(o *memory.Object) {
		var p Pair
		o.String("expired_id", &p.ExpiredID, true)
		o.String("replacement_id", &p.ReplacementID, true)
		o.String("reason", &p.Reason, true)
		switch {
		case !o.OK():
		case p.Reason != detector.ReasonValue && p.Reason != detector.ReasonNegation:
			o.Fail("reason", "want %q or %q, got %q", detector.ReasonValue, detector.ReasonNegation, p.Reason)
		case p.ExpiredID == p.ReplacementID:
			o.Fail("replacement_id", "equals expired_id %q", p.ExpiredID)
		default:
			if prev, dup := seen[p.ordered()]; dup {
				o.Fail("", "duplicate pair (%s, %s), first on line %d", p.ExpiredID, p.ReplacementID, prev)
				return
			}
			seen[p.ordered()] = o.Line
			out = append(out, p)
		}
	})
	return out, err
}
