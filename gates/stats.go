// This file holds the statistics the L9 gates are judged by: exact one-sided
// Clopper–Pearson bounds for a binomial proportion, and the exact two-sided
// binomial test. (Package documentation is in doc.go.)

package gates

import (
	"fmt"
	"math"
	"sort"

	"gonum.org/v1/gonum/stat/distuv"
)

// ClopperPearsonLower is the exact one-sided lower confidence bound at level
// conf (e.g. 0.95) for a proportion with k successes in n trials: the p for
// which P(X >= k | p) = 1 - conf, i.e. the (1-conf) quantile of
// Beta(k, n-k+1). It is 0 when k == 0 (and when n == 0: no evidence).
// It panics when k is not in [0, n] or conf is not in (0, 1).
func ClopperPearsonLower(k, n int, conf float64) float64 {
	checkBinom(k, n, conf)
	if k == 0 {
		return 0
	}
	return distuv.Beta{Alpha: float64(k), Beta: float64(n - k + 1)}.Quantile(1 - conf)
}

// ClopperPearsonUpper is the exact one-sided upper confidence bound at level
// conf: the conf quantile of Beta(k+1, n-k). It is 1 when k == n (and when
// n == 0).
func ClopperPearsonUpper(k, n int, conf float64) float64 {
	checkBinom(k, n, conf)
	if k == n {
		return 1
	}
	return distuv.Beta{Alpha: float64(k + 1), Beta: float64(n - k)}.Quantile(conf)
}

func checkBinom(k, n int, conf float64) {
	if n < 0 || k < 0 || k > n {
		panic(fmt.Sprintf("gates: binomial count k=%d out of range for n=%d", k, n))
	}
	if !(conf > 0 && conf < 1) {
		panic(fmt.Sprintf("gates: confidence level %v not in (0, 1)", conf))
	}
}

// BinomialTwoSided is the exact two-sided p-value of observing k successes
// in n trials when the success probability is p: the total probability of
// every outcome no more likely than k (the minimum-likelihood method, as R's
// binom.test, with the same 1e-7 relative tolerance for ties). It is 1 when
// n == 0. It panics when k is not in [0, n] or p is not in [0, 1].
func BinomialTwoSided(k, n int, p float64) float64 {
	if n < 0 || k < 0 || k > n {
		panic(fmt.Sprintf("gates: binomial count k=%d out of range for n=%d", k, n))
	}
	if !(p >= 0 && p <= 1) {
		panic(fmt.Sprintf("gates: probability %v not in [0, 1]", p))
	}
	if n == 0 {
		return 1
	}
	if p == 0 {
		if k == 0 {
			return 1
		}
		return 0
	}
	if p == 1 {
		if k == n {
			return 1
		}
		return 0
	}
	lp := make([]float64, n+1)
	for i := range lp {
		lp[i] = logBinomPMF(i, n, p)
	}
	limit := lp[k] + math.Log1p(1e-7)
	// Sum the qualifying probabilities smallest first for accuracy.
	var terms []float64
	for _, l := range lp {
		if l <= limit {
			terms = append(terms, math.Exp(l))
		}
	}
	sort.Float64s(terms)
	s := 0.0
	for _, t := range terms {
		s += t
	}
	return math.Min(1, s)
}

func logBinomPMF(k, n int, p float64) float64 {
	lc, _ := math.Lgamma(float64(n + 1))
	a, _ := math.Lgamma(float64(k + 1))
	b, _ := math.Lgamma(float64(n - k + 1))
	return lc - a - b + float64(k)*math.Log(p) + float64(n-k)*math.Log1p(-p)
}

// Ratio is k/n, with the L9 convention that 0/0 is 0.5 ("no evidence"), so an
// empty denominator fails every gate that needs a high value rather than
// scoring 1.0.
func Ratio(k, n int) float64 {
	if n == 0 {
		return 0.5
	}
	return float64(k) / float64(n)
}
