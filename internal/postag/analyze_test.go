package postag

import (
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
)

// analyzeSame reports whether Analyze gives s the tokens and tags of
// Tokenize then TagTokens, and each token the aux of its text.
func analyzeSame(t *testing.T, a *Analyzer[string], x *Tokenizer, tg *Tagger, s string) bool {
	t.Helper()
	want := x.Tokenize(s)
	tg.TagTokens(want)
	got := a.Analyze(nil, s)
	if len(got) != len(want) {
		t.Errorf("%q: %d tokens, want %d", s, len(got), len(want))
		return false
	}
	for i := range want {
		if got[i].Token != want[i] || got[i].Aux != "<"+want[i].Text+">" {
			t.Errorf("%q: token %d is %+v, want %+v", s, i, got[i], want[i])
			return false
		}
	}
	return true
}

func newTestAnalyzer(t *testing.T) (*Analyzer[string], *Tokenizer, *Tagger) {
	tg := ours(t)
	aux := func(w string) string { return "<" + w + ">" }
	return NewAnalyzer(NewTokenizer(), tg, aux), NewTokenizer(), tg
}

// TestAnalyzeCorpora: every corpus memory, twice (the second time from the
// cache), and seeded random texts over awkward characters.
func TestAnalyzeCorpora(t *testing.T) {
	a, x, tg := newTestAnalyzer(t)
	texts := corpusTexts(t)
	for range 2 {
		for _, s := range texts {
			if !analyzeSame(t, a, x, tg, s) {
				return
			}
		}
	}
	parts := []string{" ", "  ", "\t", "\n", "\u00a0", "\u2003", "\xff", "a", "Dr.", "U.S.", "It’s", "don't", "n't", "'s", "$5", "(x)",
		":)", ":-)", "x,", "y.", "-", "@ana", "a-b", "1,000", "3.5", "...", "(", ")", "Mr", "é", "東京", "-LRB-", "*-1", "the", "runs", "Acme"}
	r := rand.New(rand.NewPCG(15, 8))
	for range 8000 {
		var b strings.Builder
		for range 1 + r.IntN(12) {
			b.WriteString(parts[r.IntN(len(parts))])
		}
		if !analyzeSame(t, a, x, tg, b.String()) {
			return
		}
	}
	for _, s := range []string{"", " ", "x", strings.Repeat("a.", 20000)} {
		if !analyzeSame(t, a, x, tg, s) {
			return
		}
	}
	// appending after tokens already in dst
	dst := a.Analyze(nil, "Alice works at Acme.")
	dst = a.Analyze(dst, "Bob runs")
	if len(dst) != 7 || dst[5].Text != "Bob" || dst[5].Start != 0 {
		t.Errorf("appended analysis: %+v", dst)
	}
}

func TestAnalyzeConcurrent(t *testing.T) {
	a, x, tg := newTestAnalyzer(t)
	texts := corpusTexts(t)
	if len(texts) > 3000 {
		texts = texts[:3000]
	}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(texts); i += 2 {
				if !analyzeSame(t, a, x, tg, texts[i]) {
					return
				}
			}
		}()
	}
	wg.Wait()
}
