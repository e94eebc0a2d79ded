package gates

import (
	"fmt"

	"strings"

	"l9/prereg"
)

// RealSeed is what one arm measured on one registered real-text corpus. It
// has no seed: the corpus is scored once per run, as a whole. ID is the
// gate id (R1, R2, …); the embedded Seed holds the counts (its Classes and
// Clean are unused), Negatives the distinct candidate pairs touching a
// memory labelled with any negative class.
type RealSeed struct {
	ID string
	Seed
	Negatives int
}

// DirectionErrors is the number of candidates that match a true pair in the
// wrong order.
func (s *Seed) DirectionErrors() int { return s.DirMatched - s.DirCorrect }

// RealGate judges one real-text corpus against its registered gate:
// ordered precision, direction errors, recall (both reasons) and, unless
// the registration says -1, candidates touching a negative-class memory.
// 0/0 precision or recall counts 0.5 and fails, as everywhere.
func RealGate(r *prereg.Registration, rs *RealSeed) Gate {
	c, ok := r.RealTextCorpus(rs.ID)
	if !ok {
		return Gate{ID: rs.ID, Name: "unregistered real-text corpus", Detail: "not in the registration", Values: []Value{}}
	}
	prec, rec := rs.Precision(), rs.Recall()
	de := rs.DirectionErrors()
	precOK := prec >= c.MinPrecision
	dirOK := de <= c.MaxDirectionErrors
	recOK := rec >= c.MinRecall
	negOK := c.MaxNegativeCandidates < 0 || rs.Negatives <= c.MaxNegativeCandidates
	var fails []string
	if !precOK {
		fails = append(fails, "precision")
	}
	if !dirOK {
		fails = append(fails, "direction")
	}
	if !recOK {
		fails = append(fails, "recall")
	}
	if !negOK {
		fails = append(fails, "negatives")
	}
	neg := fmt.Sprintf("candidates on negatives %d (need <= %d)", rs.Negatives, c.MaxNegativeCandidates)
	if c.MaxNegativeCandidates < 0 {
		neg = fmt.Sprintf("candidates on negatives %d (reported, not gated)", rs.Negatives)
	}
	d := fmt.Sprintf("precision %s (%d/%d; need >= %s); direction errors %d (need <= %d); recall %s (%d/%d; need >= %s); %s",
		ratioText(rs.TP, rs.TP+rs.FP), rs.TP, rs.TP+rs.FP, f4(c.MinPrecision), de, c.MaxDirectionErrors,
		ratioText(rs.TP, rs.TP+rs.FN), rs.TP, rs.TP+rs.FN, f4(c.MinRecall), neg)
	if len(fails) > 0 {
		d = "failed " + strings.Join(fails, ", ") + ": " + d
	}
	return Gate{ID: rs.ID, Name: c.Name, Pass: len(fails) == 0, Detail: d,
		Values: []Value{{"precision", prec}, {"direction_errors", float64(de)}, {"recall", rec},
			{"negative_candidates", float64(rs.Negatives)}, {"precision_failed", b01(!precOK)}, {"direction_failed", b01(!dirOK)}}}
}

// realOrderFailed reports whether a real-text gate failed on its precision
// or direction criterion (what the shuffled and unstamped arms must do).
func realOrderFailed(g Gate) bool {
	for _, v := range g.Values {
		if (v.Name == "precision_failed" || v.Name == "direction_failed") && v.Value == 1 {
			return true
		}
	}
	return false
}

func b01(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// ratioText formats k/n with 4 decimals, or "— (0/0)" when n is 0 (the
// registered 0/0 = 0.5 convention counts it as 0.5, which fails).
func ratioText(k, n int) string {
	if n == 0 {
		return "— (0/0)"
	}
	return f4(float64(k) / float64(n))
}
