package gates

import (
	"math"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

func TestClopperPearsonClosedForms(t *testing.T) {
	// k == n: the lower bound solves p^n = 1-conf.
	for _, n := range []int{1, 10, 299, 400, 2400} {
		want := math.Pow(0.05, 1/float64(n))
		if got := ClopperPearsonLower(n, n, 0.95); !near(got, want, 1e-9) {
			t.Errorf("Lower(%d,%d) = %.12f, want %.12f", n, n, got, want)
		}
		// k == 0: the upper bound solves (1-p)^n = 1-conf.
		want = 1 - math.Pow(0.05, 1/float64(n))
		if got := ClopperPearsonUpper(0, n, 0.95); !near(got, want, 1e-9) {
			t.Errorf("Upper(0,%d) = %.12f, want %.12f", n, got, want)
		}
	}
	// The registered G1 sizing: 400 pooled pairs with 0 false positives
	// certify >= 0.99; 299 do too, 298 do not.
	if ClopperPearsonLower(400, 400, 0.95) < 0.99 || ClopperPearsonLower(299, 299, 0.95) < 0.99 || ClopperPearsonLower(298, 298, 0.95) >= 0.99 {
		t.Error("Clopper-Pearson sizing around 0.99 is wrong")
	}
}

func TestClopperPearsonReference(t *testing.T) {
	// References computed independently of gonum: bisection on the exact
	// binomial tail P(X >= k | p) = 0.05 (resp. P(X <= k | p) = 0.05) in Python.
	cases := []struct {
		k, n         int
		lower, upper float64
	}{
		{5, 10, 0.2224411, 0.7775589},
		{1, 20, 0.002561379, 0.216106164},
		{95, 100, 0.897746622, 0.980094436},
	}
	for _, c := range cases {
		if got := ClopperPearsonLower(c.k, c.n, 0.95); !near(got, c.lower, 1e-6) {
			t.Errorf("Lower(%d,%d) = %.9f, want %.9f", c.k, c.n, got, c.lower)
		}
		if got := ClopperPearsonUpper(c.k, c.n, 0.95); !near(got, c.upper, 1e-6) {
			t.Errorf("Upper(%d,%d) = %.9f, want %.9f", c.k, c.n, got, c.upper)
		}
	}
}

func TestClopperPearsonEdges(t *testing.T) {
	if ClopperPearsonLower(0, 0, 0.95) != 0 || ClopperPearsonUpper(0, 0, 0.95) != 1 {
		t.Error("0/0 must give the uninformative interval [0, 1]")
	}
	if ClopperPearsonLower(0, 7, 0.95) != 0 || ClopperPearsonUpper(7, 7, 0.95) != 1 {
		t.Error("k=0 lower / k=n upper must be the bounds of [0,1]")
	}
	// Monotone in k and ordered lower < k/n < upper.
	prev := -1.0
	for k := 0; k <= 30; k++ {
		lo, hi := ClopperPearsonLower(k, 30, 0.95), ClopperPearsonUpper(k, 30, 0.95)
		if lo <= prev && k > 0 {
			t.Errorf("lower bound not increasing at k=%d", k)
		}
		prev = lo
		p := float64(k) / 30
		if lo > p || hi < p {
			t.Errorf("k=%d: bounds [%v,%v] exclude %v", k, lo, hi, p)
		}
	}
	for _, bad := range []func(){
		func() { ClopperPearsonLower(3, 2, 0.95) },
		func() { ClopperPearsonLower(-1, 2, 0.95) },
		func() { ClopperPearsonUpper(1, 2, 1) },
		func() { BinomialTwoSided(1, 2, 1.5) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Error("expected a panic on invalid arguments")
				}
			}()
			bad()
		}()
	}
}

func TestBinomialTwoSided(t *testing.T) {
	// References computed independently with exact rational arithmetic
	// (Python fractions): sum of P(X=i) <= P(X=k)(1+1e-7).
	cases := []struct {
		k, n int
		p    float64
		want float64
	}{
		{5, 10, 0.5, 1},
		{0, 10, 0.5, 0.001953125},
		{10, 10, 0.5, 0.001953125},
		{2, 10, 0.5, 0.109375},
		{682, 925, 0.75, 0.38249156},
		{3, 20, 0.3, 0.220418267},
		{60, 100, 0.5, 0.05688793},
		{100, 100, 0.5, 1.577722e-30},
	}
	for _, c := range cases {
		got := BinomialTwoSided(c.k, c.n, c.p)
		if !near(got, c.want, 1e-6*math.Max(1, c.want)) && !near(got/c.want, 1, 1e-4) {
			t.Errorf("BinomialTwoSided(%d,%d,%v) = %.9g, want %.9g", c.k, c.n, c.p, got, c.want)
		}
	}
	if BinomialTwoSided(0, 0, 0.5) != 1 {
		t.Error("n=0 must give p-value 1")
	}
	if BinomialTwoSided(0, 5, 0) != 1 || BinomialTwoSided(1, 5, 0) != 0 || BinomialTwoSided(5, 5, 1) != 1 {
		t.Error("degenerate p must give 0 or 1")
	}
	// Symmetry at p = 0.5.
	for k := 0; k <= 40; k++ {
		if a, b := BinomialTwoSided(k, 40, 0.5), BinomialTwoSided(40-k, 40, 0.5); !near(a, b, 1e-12) {
			t.Errorf("asymmetric at k=%d: %v vs %v", k, a, b)
		}
	}
}

func TestRatio(t *testing.T) {
	if Ratio(0, 0) != 0.5 || Ratio(3, 4) != 0.75 || Ratio(0, 4) != 0 {
		t.Error("Ratio")
	}
}
