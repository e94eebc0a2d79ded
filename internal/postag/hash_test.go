package postag

import (
	"math"
	"testing"

	"github.com/jdkato/prose/v3/tag"
)

// hashTagger is the simpler option measured for issue 15: the feature
// strings are built as prose builds them and found in a hash map over the
// model's features. It shares the model, the normalization and the presets
// with Tagger; the benchmarks compare it, and the tests use it as a second
// reference (it does not depend on the template index).
type hashTagger struct {
	t     *Tagger
	index map[string]int32
}

func newHashTagger(tb testing.TB) *hashTagger {
	t := ours(tb)
	h := &hashTagger{t: t, index: make(map[string]int32, len(t.m.featOff)-1)}
	for i := range len(t.m.featOff) - 1 {
		h.index[t.m.feature(i)] = int32(i)
	}
	return h
}

func (h *hashTagger) Name() string { return "hash" }

func (h *hashTagger) Tag(words []string) []Token {
	out := make([]Token, len(words))
	for i, w := range words {
		out[i].Text = w
	}
	h.TagTokens(out)
	return out
}

func (h *hashTagger) TagTokens(toks []Token) {
	n := len(toks) + 4
	ctx := make([]string, n)
	ctx[0], ctx[1], ctx[n-2], ctx[n-1] = start1, start2, end1, end2
	for i := range toks {
		ctx[i+2] = normalize(toks[i].Text)
	}
	scores := make([]float32, len(h.t.m.classes))
	key := make([]byte, 0, 96)
	add := func(parts ...string) {
		key = key[:0]
		for _, p := range parts {
			key = append(key, p...)
		}
		f, ok := h.index[string(key)]
		if !ok {
			return
		}
		m := h.t.m
		lo, hi := m.pairOff[f], m.pairOff[f+1]
		for j, c := range m.classIDs[lo:hi] {
			scores[c] += m.weights[lo:hi][j]
		}
	}
	p1, p2 := start1, start2
	for i := range toks {
		w := toks[i].Text
		tg := h.t.words.info(w).preset
		if tg == "" {
			c := ctx[i+2:]
			clear(scores)
			add("bias")
			add("i suffix ", suffix3(w))
			add("i pref1 ", prefix1(w))
			add("i-1 tag ", p1)
			add("i-2 tag ", p2)
			add("i tag+i-2 tag ", p1, " ", p2)
			add("i word ", c[0])
			add("i-1 tag+i word ", p1, " ", c[0])
			add("i-1 word ", ctx[i+1])
			add("i-1 suffix ", suffix3(ctx[i+1]))
			add("i-2 word ", ctx[i])
			add("i+1 word ", c[1])
			add("i+1 suffix ", suffix3(c[1]))
			add("i+2 word ", c[2])
			best, bs := 0, float32(math.Inf(-1))
			for cl, v := range scores {
				if v > bs {
					best, bs = cl, v
				}
			}
			tg = h.t.m.classes[best]
		}
		toks[i].Tag = tg
		p2, p1 = p1, tg
	}
}

var _ tag.Interface = (*hashTagger)(nil)

func prefix1(w string) string {
	if w == "" {
		return ""
	}
	return w[:1]
}
