package detector

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unsafe"
)

// TestNormTokensMatchesFields: normTokens is strings.Fields joined by one
// space on every input, and returns s itself (no copy) when it is already so.
func TestNormTokensMatchesFields(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 2))
	pieces := []string{"a", "Rent", "x", " ", " ", "  ", "\t", "\n", "\r", "\v", "\f", "\x85", "\u0085", "\u00a0", "\u2003", "é", "\xff", "-", "."}
	for range 20000 {
		var b strings.Builder
		for n := r.IntN(8); n >= 0; n-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		want := strings.Join(strings.Fields(s), " ")
		got := normTokens(s)
		if got != want {
			t.Fatalf("normTokens(%q) = %q, want %q", s, got, want)
		}
		if want == s && len(s) > 0 && isPlainASCII(s) && unsafe.StringData(got) != unsafe.StringData(s) {
			t.Fatalf("normTokens(%q) copied a normal string", s)
		}
	}
}

func isPlainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// TestContainsWordsMatchesFields: containsWords (its in-place comparison
// of normal ASCII strings) is ContainsSeq over strings.Fields of both, on
// every input.
func TestContainsWordsMatchesFields(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 3))
	pieces := []string{"a", "b", "ab", "ba", "a b", "x", " ", "  ", "\t", "\u00a0", "é", "\xff"}
	gen := func() string {
		var b strings.Builder
		for n := r.IntN(6); n > 0; n-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		return b.String()
	}
	normal := 0
	for range 200000 {
		v, f := gen(), gen()
		if r.IntN(2) == 0 {
			v, f = normTokens(v), normTokens(f)
		}
		if normalASCII(v) && normalASCII(f) {
			normal++
		}
		want := v == f || ContainsSeq(strings.Fields(v), strings.Fields(f))
		if got := containsWords(v, f); got != want {
			t.Fatalf("containsWords(%q, %q) = %v, want %v", v, f, got, want)
		}
	}
	if normal < 50000 {
		t.Fatalf("only %d of the pairs took the in-place comparison", normal)
	}
}
