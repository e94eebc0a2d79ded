package postag

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/jdkato/prose/v3/tokenize"
)

func sameTokens(t *testing.T, p *tokenize.Tokenizer, x *Tokenizer, s string) bool {
	t.Helper()
	want, got := p.Tokenize(s), x.Tokenize(s)
	if len(want) == 0 && len(got) == 0 {
		return true
	}
	if !reflect.DeepEqual(want, got) {
		t.Errorf("Tokenize(%q):\nprose  %v\npostag %v", s, want, got)
		return false
	}
	return true
}

// TestTokenizeCorpora: every corpus memory, and its pieces, tokenizes as
// with prose (texts and offsets), twice (the second time from the cache).
func TestTokenizeCorpora(t *testing.T) {
	p, x := tokenize.New(), NewTokenizer()
	texts := corpusTexts(t)
	for range 2 {
		for _, c := range texts {
			if !sameTokens(t, p, x, c) {
				return
			}
			for _, piece := range strings.Split(c, ",") {
				if !sameTokens(t, p, x, piece) {
					return
				}
			}
		}
	}
}

// TestTokenizeRandom: seeded random texts over awkward characters (Unicode
// white space, invalid UTF-8, quotes, affixes, contractions, emoticons).
func TestTokenizeRandom(t *testing.T) {
	p, x := tokenize.New(), NewTokenizer()
	parts := []string{" ", "  ", "\t", "\n", "\r\n", "\u00a0", "\u2003", "\u0085", "\v", "\f", "\xff", "\xe2\x80",
		"a", "Dr.", "U.S.", "e.g.", "It’s", "don't", "they'll", "n't", "'s", "$5", "(x)", "\"q\"", "“q”", "‘q’", "[a]",
		":)", ":-)", "x,", "y.", "z!?", "a-b", "1,000", "3.5", "...", "'", "’", "(", ")", ".", ",", "Mr", "Mrs.", "ABC.", "é", "東京"}
	r := rand.New(rand.NewPCG(15, 3))
	for range 8000 {
		var b strings.Builder
		for range 1 + r.IntN(12) {
			b.WriteString(parts[r.IntN(len(parts))])
		}
		if !sameTokens(t, p, x, b.String()) {
			return
		}
	}
	for _, s := range []string{"", " ", "  x  ", "x", "\n", " \t ", strings.Repeat("a.", 20000)} {
		if !sameTokens(t, p, x, s) {
			return
		}
	}
}

func TestTokenizeConcurrent(t *testing.T) {
	p, x := tokenize.New(), NewTokenizer()
	texts := corpusTexts(t)
	var wg sync.WaitGroup
	bad := make(chan string, 4)
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range texts {
				s := texts[(k*3+g*101)%len(texts)]
				if !reflect.DeepEqual(p.Tokenize(s), x.Tokenize(s)) {
					bad <- s
					return
				}
			}
		}()
	}
	wg.Wait()
	close(bad)
	for s := range bad {
		t.Errorf("concurrent Tokenize(%q) differs from prose", s)
	}
}

// BenchmarkTokenize: prose's tokenizer and the span cache over every corpus
// memory (the cache warm), reported per memory.
func BenchmarkTokenize(b *testing.B) {
	texts := corpusTexts(b)
	for _, c := range []struct {
		name string
		tok  func(string) []Token
	}{{"prose", tokenize.New().Tokenize}, {"postag", NewTokenizer().Tokenize}} {
		b.Run(c.name, func(b *testing.B) {
			for _, s := range texts {
				c.tok(s)
			}
			for b.Loop() {
				for _, s := range texts {
					c.tok(s)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(texts)), "ns/memory")
		})
	}
}

// TestASCIISpace: asciiSpace is unicode.IsSpace on every ASCII byte.
func TestASCIISpace(t *testing.T) {
	for c := range utf8.RuneSelf {
		if asciiSpace[c] != unicode.IsSpace(rune(c)) {
			t.Fatalf("asciiSpace[%q] = %v", rune(c), asciiSpace[c])
		}
	}
}
