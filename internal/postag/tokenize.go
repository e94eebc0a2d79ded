package postag

import (
	"unicode"
	"unicode/utf8"

	"github.com/jdkato/prose/v3/tokenize"

	"l9/internal/cowcache"
)

// Tokenizer gives exactly the tokens of prose's default tokenizer
// (tokenize.New()), faster on text whose words repeat. prose splits text at
// white space and then each span on its own, by affix lists, contraction
// cases and a regular expression tested on every span; how a span splits
// depends on the span alone. Tokenizer splits the text at white space the
// same way, asks prose once per distinct span and caches the answer (the
// tokens' offsets within the span), so a repeated span costs one lookup.
// At most maxSpans spans are cached; further new spans are asked of prose
// each time (still exact).
//
// A Tokenizer is safe for concurrent use.
type Tokenizer struct {
	prose *tokenize.Tokenizer
	cache *cowcache.Map[[]piece] // a span's pieces, by the span
}

// piece is one token of a span: its offset and length in the span.
type piece struct{ off, n uint16 }

const maxSpans = 1 << 17

// NewTokenizer returns a Tokenizer over prose's default tokenizer.
func NewTokenizer() *Tokenizer {
	return &Tokenizer{prose: tokenize.New(), cache: cowcache.New[[]piece](maxSpans)}
}

// Tokenize splits text into tokens, as prose's Tokenize does: the tokens'
// Text are substrings of text and Start their byte offsets.
func (t *Tokenizer) Tokenize(text string) []Token {
	return t.AppendTokens(make([]Token, 0, len(text)/4+2), text)
}

// AppendTokens is Tokenize appending to toks (a caller reusing a buffer).
func (t *Tokenizer) AppendTokens(toks []Token, text string) []Token {
	eachSpan(text, func(s string, base int) { toks = t.span(s, base, toks) })
	return toks
}

// eachSpan calls fn on each span of text without white space, with its
// byte offset: the white-space scan of prose's Tokenize (spans alternate
// between white space and the rest; a single ' ' ending a word is skipped,
// other white space stays in the blank, token-less white span).
func eachSpan(text string, fn func(s string, base int)) {
	var start, i int
	white := false
	for i < len(text) {
		var r rune
		var size int
		var space bool
		if c := text[i]; c < utf8.RuneSelf {
			r, size, space = rune(c), 1, asciiSpace[c] // unicode.IsSpace of an ASCII byte
		} else {
			r, size = utf8.DecodeRuneInString(text[i:])
			space = unicode.IsSpace(r)
		}
		if i == 0 {
			white = space
		}
		if space != white {
			if start < i && !white {
				fn(text[start:i], start)
			}
			if r == ' ' {
				start = i + 1
			} else {
				start = i
			}
			white = !white
		}
		i += size
	}
	if start < i && !white {
		fn(text[start:i], start)
	}
}

// asciiSpace: the ASCII bytes unicode.IsSpace reports.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// span appends the tokens of one span without white space at base.
func (t *Tokenizer) span(s string, base int, toks []Token) []Token {
	ps, ok := t.cache.Get(s)
	if !ok {
		if len(s) > 1<<15 {
			return t.direct(s, base, toks)
		}
		ps = t.cache.Compute(s, t.pieces)
	}
	for _, p := range ps {
		toks = append(toks, Token{Text: s[p.off : p.off+p.n], Start: base + int(p.off)})
	}
	return toks
}

// direct asks prose for a span too long to cache.
func (t *Tokenizer) direct(s string, base int, toks []Token) []Token {
	for _, k := range t.prose.Tokenize(s) {
		k.Start += base
		toks = append(toks, k)
	}
	return toks
}

// pieces asks prose for one span's tokens (under the cache's mutex).
func (t *Tokenizer) pieces(s string) []piece {
	var ps []piece
	for _, k := range t.prose.Tokenize(s) {
		ps = append(ps, piece{uint16(k.Start), uint16(len(k.Text))})
	}
	return ps
}
