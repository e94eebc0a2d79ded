package postag

import (
	"l9/internal/cowcache"
)

// Analyzer tokenizes and tags text: Tokenizer.Tokenize followed by
// Tagger.TagTokens, with the same tokens and tags, at one cache lookup per
// white-space span instead of three per token. Each span's tokens are cached
// with what tagging needs of them and with the caller's facts of each
// token's text (aux, a pure function of the text), which Analyze returns
// beside the token.
//
// An Analyzer is safe for concurrent use.
type Analyzer[T any] struct {
	tok *Tokenizer
	tag *Tagger
	aux func(word string) T

	cache *cowcache.Map[[]apiece[T]] // a span's pieces, by the span
}

// apiece is one token of a span: its offset and length in the span, its
// word's tagging information and the caller's facts.
type apiece[T any] struct {
	off, n uint16
	info   wordInfo
	aux    T
}

// Analyzed is a token with the caller's facts of its text.
type Analyzed[T any] struct {
	Token
	Aux T
}

// maxAnalyzedSpans bounds an Analyzer's cache (about 100 bytes a span);
// further new spans are analyzed each time (still exact, slower).
const maxAnalyzedSpans = 1 << 16

// NewAnalyzer returns an Analyzer over tok and tag; aux computes the
// caller's facts of a token's text (it must not keep the string it is
// given, a view into the caller's text).
func NewAnalyzer[T any](tok *Tokenizer, tag *Tagger, aux func(word string) T) *Analyzer[T] {
	return &Analyzer[T]{tok: tok, tag: tag, aux: aux, cache: cowcache.New[[]apiece[T]](maxAnalyzedSpans)}
}

// Analyze appends text's tokens, tagged as one sentence, to dst.
func (a *Analyzer[T]) Analyze(dst []Analyzed[T], text string) []Analyzed[T] {
	s := a.tag.pool.Get().(*scratch)
	defer a.tag.pool.Put(s)
	ctx := append(s.info[:0], a.tag.ends[0], a.tag.ends[1])
	first := len(dst)
	eachSpan(text, func(s string, base int) { dst, ctx = a.span(s, base, dst, ctx) })
	ctx = append(ctx, a.tag.ends[2], a.tag.ends[3])
	s.info = ctx
	toks := dst[first:]
	if len(toks) == 0 {
		return dst
	}
	for c := 2; c < len(ctx)-2; c++ {
		if ctx[c].spaced {
			// as TagTokens: prose tags such a sentence itself
			pt := make([]Token, len(toks))
			for k := range toks {
				pt[k] = toks[k].Token
			}
			a.tag.prose.TagTokens(pt)
			for k := range toks {
				toks[k].Tag = pt[k].Tag
			}
			return dst
		}
	}
	p1, p2 := a.tag.start[0], a.tag.start[1]
	for k := range toks {
		var id int32
		toks[k].Tag, id = a.tag.tagAt(s.scores, ctx, k+2, toks[k].Text, p1, p2)
		p2, p1 = p1, id
	}
	return dst
}

// span appends the tokens of one span without white space at base, and
// their tagging information to ctx.
func (a *Analyzer[T]) span(s string, base int, dst []Analyzed[T], ctx []wordInfo) ([]Analyzed[T], []wordInfo) {
	ps, ok := a.cache.Get(s)
	if !ok {
		if len(s) > 1<<15 {
			for _, k := range a.tok.prose.Tokenize(s) {
				dst = append(dst, Analyzed[T]{Token: Token{Text: k.Text, Start: base + k.Start}, Aux: a.aux(k.Text)})
				ctx = append(ctx, a.tag.words.info(k.Text))
			}
			return dst, ctx
		}
		ps = a.cache.Compute(s, a.pieces)
	}
	for i := range ps {
		p := &ps[i]
		dst = append(dst, Analyzed[T]{Token: Token{Text: s[p.off : p.off+p.n], Start: base + int(p.off)}, Aux: p.aux})
		ctx = append(ctx, p.info)
	}
	return dst, ctx
}

// pieces analyzes one span (under the cache's mutex).
func (a *Analyzer[T]) pieces(s string) []apiece[T] {
	var ps []apiece[T]
	for _, k := range a.tok.prose.Tokenize(s) {
		ps = append(ps, apiece[T]{off: uint16(k.Start), n: uint16(len(k.Text)), info: a.tag.words.info(k.Text), aux: a.aux(k.Text)})
	}
	return ps
}
