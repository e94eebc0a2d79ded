// Package postag is a fast part-of-speech tagger that gives exactly the tags
// of prose's default tagger (github.com/jdkato/prose/v3/tag, the averaged
// perceptron) on every token, at a fraction of its cost.
//
// prose finds each of a token's fourteen features by a binary search over
// the model's ~75k sorted feature strings; that search was most of the
// tagging time of `l9 detect` (issue 15). This package reads prose's
// published English model (the bytes of package
// github.com/jdkato/prose/v3/tag/aptagmodel) as data once per process and
// indexes its features by hash, so a feature costs one map lookup. The
// scoring is the averaged perceptron of Honnibal's "A Good Part-of-Speech
// Tagger in about 200 Lines of Python", with the features and
// normalization the model was trained with; the weights are added in the
// model's own order, in float32, so every score, and therefore every tie,
// is bit-for-bit prose's.
//
// prose settles a few tokens before the model (a lone "-", emoticons,
// "@handles", Penn Treebank traces and bracket literals). Which tokens those
// are is asked of prose itself, once per distinct word, through its
// exported API (a tagger with a lexicon that answers a sentinel for the
// word: a token whose tag is not the sentinel was settled before the
// lexicon), and cached. So the equivalence does not rest on a copy of
// prose's lists.
//
// A Tagger is safe for concurrent use; the model is built once per process
// (Default).
package postag

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/jdkato/prose/v3/tag"
	"github.com/jdkato/prose/v3/tag/aptagmodel"
)

// Token is prose's token type: TagTokens reads Text and writes Tag.
type Token = tag.Token

// Name is what Tagger.Name reports.
const Name = "postag-perceptron"

// Tagger tags tokens with prose's English perceptron model. It satisfies
// prose's tag.Interface, so it can stand in for tag.Open(tag.Default).
type Tagger struct {
	m     *model
	x     *index
	words *words
	prose *tag.Tagger // for a sentence with a spaced preset tag (see wordInfo)
	ends  [4]wordInfo // the context sentinels -START-, -START2-, -END-, -END2-
	start [2]int32    // tag ids of -START- and -START2- as tags
	pool  sync.Pool   // *scratch
	heads *headCache  // the sums of the first six features (nil: not kept)
}

var _ tag.Interface = (*Tagger)(nil)

// Default returns the process's Tagger, building it on first use (about
// 20 ms: the model's arrays and its index).
var Default = sync.OnceValues(func() (*Tagger, error) { return New(aptagmodel.English) })

// New builds a Tagger from a model in prose's published format; data must
// not be modified afterwards (feature strings are views into it). Tokens
// that prose settles before its model are asked of prose's own default
// tagger, which must therefore be prose's tagger for the same model: New is
// meant for aptagmodel.English (use Default).
func New(data []byte) (*Tagger, error) {
	m, err := parseModel(data)
	if err != nil {
		return nil, fmt.Errorf("postag: %w", err)
	}
	x, err := newIndex(m)
	if err != nil {
		return nil, fmt.Errorf("postag: %w", err)
	}
	ws, err := newWords(m, x)
	if err != nil {
		return nil, fmt.Errorf("postag: %w", err)
	}
	p, err := tag.New()
	if err != nil {
		return nil, fmt.Errorf("postag: load prose's tagger: %w", err)
	}
	t := &Tagger{m: m, x: x, words: ws, prose: p}
	for i, s := range [4]string{start1, start2, end1, end2} {
		// The sentinels stand in the context as they are, not normalized.
		t.ends[i] = wordInfo{wid: x.lookupWord(s), nsuf: x.lookupSuffix(suffix3(s))}
	}
	t.start = [2]int32{x.lookupTag(start1), x.lookupTag(start2)}
	nc := len(m.classes)
	t.pool.New = func() any { return &scratch{scores: make([]float32, nc, maxClasses)} } // capacity: see predict
	if nc > maxClasses {
		return nil, fmt.Errorf("postag: %d classes, at most %d", nc, maxClasses)
	}
	if len(x.tagFeat) < 255 { // a tag id (or -1) packs into a byte of the key
		t.heads = &headCache{}
	}
	return t, nil
}

// Name reports which tagger this is.
func (t *Tagger) Name() string { return Name }

// Tag tags words as one sentence.
func (t *Tagger) Tag(words []string) []Token {
	out := make([]Token, len(words))
	for i, w := range words {
		out[i].Text = w
	}
	t.TagTokens(out)
	return out
}

// scratch is one call's working space, pooled.
type scratch struct {
	scores []float32
	info   []wordInfo // the context: two sentinels, the tokens, two sentinels
}

const (
	start1, start2 = "-START-", "-START2-"
	end1, end2     = "-END-", "-END2-"
)

// TagTokens fills in the Tag of each token from its Text, the tokens being
// one sentence (tags condition on the two before).
func (t *Tagger) TagTokens(toks []Token) {
	if len(toks) == 0 {
		return
	}
	s := t.pool.Get().(*scratch)
	defer t.pool.Put(s)
	n := len(toks) + 4
	if cap(s.info) < n {
		s.info = make([]wordInfo, n)
	}
	ctx := s.info[:n]
	ctx[0], ctx[1], ctx[n-2], ctx[n-1] = t.ends[0], t.ends[1], t.ends[2], t.ends[3]
	for i := range toks {
		ctx[i+2] = t.words.info(toks[i].Text)
		if ctx[i+2].spaced {
			t.prose.TagTokens(toks)
			return
		}
	}
	p1, p2 := t.start[0], t.start[1]
	for i := range toks {
		var id int32
		toks[i].Tag, id = t.tagAt(s.scores, ctx, i+2, toks[i].Text, p1, p2)
		p2, p1 = p1, id
	}
}

// tagAt is the tag of the word at ctx[c] (w as written) after the tags
// p1, p2, and its tag id.
func (t *Tagger) tagAt(scores []float32, ctx []wordInfo, c int, w string, p1, p2 int32) (string, int32) {
	if p := &ctx[c]; p.preset != "" {
		return p.preset, p.ptag
	}
	cl := t.predict(scores, ctx, c, w, p1, p2)
	return t.m.classes[cl], t.x.classTag[cl]
}

// predict scores the fourteen features of the word at ctx[c] (w as
// written) after the tags p1, p2 (tag ids, -1 for a tag the model lacks),
// in prose's order, and returns the best class (ties to the lowest id).
//
// The first six features (bias, the word's suffix and first byte, the two
// tags before and the pair) depend only on (suffix, first byte, p1, p2),
// and are summed first: their per-class sums, the scores after them, are
// kept in a cache by that key (headCache), and a token whose key is there
// starts from a copy of them. Each class's score is still the same float32
// additions in the same order, so the scores are bit for bit the same.
func (t *Tagger) predict(scores []float32, ctx []wordInfo, c int, w string, p1, p2 int32) int {
	x := t.x
	var f [nTemplates]int32
	for i := range f {
		f[i] = -1
	}
	pref := 256
	if w != "" {
		pref = int(w[0])
	}
	rsuf := ctx[c].rsuf
	var key uint64
	var head *headEntry
	if t.heads != nil {
		key = headKey(rsuf, pref, p1, p2)
		head = t.heads.get(key)
	}
	if head == nil {
		f[fBias] = x.bias
		f[fPref1] = x.pref1[pref]
		if rsuf >= 0 {
			f[fSuffix] = x.sufFeat[rsuf][0]
		}
		if p1 >= 0 {
			f[fTag1] = x.tagFeat[p1][0]
		}
		if p2 >= 0 {
			f[fTag2] = x.tagFeat[p2][1]
			if p1 >= 0 {
				f[fTagTag] = x.tagTag[int(p1)*len(x.tagFeat)+int(p2)]
			}
		}
	}
	wordFeat := func(k, slot int) int32 {
		if id := ctx[k].wid; id >= 0 {
			return x.wordFeat[id][slot]
		}
		return -1
	}
	sufFeat := func(k, slot int) int32 {
		if id := ctx[k].nsuf; id >= 0 {
			return x.sufFeat[id][slot]
		}
		return -1
	}
	f[fWord] = wordFeat(c, 0)
	if id := ctx[c].wid; id >= 0 && p1 >= 0 {
		if g, ok := x.tagWord[uint64(p1)<<32|uint64(id)]; ok {
			f[fTagWord] = g
		}
	}
	f[fWordM1] = wordFeat(c-1, 1)
	f[fSuffixM1] = sufFeat(c-1, 1)
	f[fWordM2] = wordFeat(c-2, 2)
	f[fWordP1] = wordFeat(c+1, 3)
	f[fSuffixP1] = sufFeat(c+1, 2)
	f[fWordP2] = wordFeat(c+2, 4)

	// a class id is one byte: indexing an array of 256 needs no bounds check
	sc := (*[maxClasses]float32)(scores[:maxClasses:maxClasses])
	m := t.m
	// the features' offsets first: fourteen independent loads, whose cache
	// misses overlap, before the sums that depend on them
	var lo, hi [nTemplates]uint32
	for i, g := range f {
		if g >= 0 {
			lo[i], hi[i] = m.pairOff[g], m.pairOff[g+1]
		}
	}
	add := func(from, to int) {
		for i := from; i < to; i++ {
			if f[i] < 0 {
				continue
			}
			lo, hi := lo[i], hi[i]
			ids := m.classIDs[lo:hi]
			ws := m.weights[lo:hi]
			ws = ws[:len(ids)]
			for j, cl := range ids {
				sc[cl] += ws[j]
			}
		}
	}
	if head != nil {
		copy(scores, head.scores)
	} else {
		clear(scores)
		add(0, nHead)
		if t.heads != nil {
			t.heads.put(key, scores)
		}
	}
	add(nHead, nTemplates)
	best, bestScore := 0, float32(math.Inf(-1))
	for cl, v := range scores {
		if v > bestScore {
			best, bestScore = cl, v
		}
	}
	return best
}

// nHead is the number of leading features that depend on the word's
// suffix and first byte and the two tags before only (fBias .. fTagTag).
const nHead = fTagTag + 1

// headCache keeps, for a key of headKey, the scores after the first nHead
// features: a direct-mapped table filled lock-free, each slot taken once
// (a key whose slot another key holds is summed each time: the same
// answer, slower). At most headSlots entries, about 200 bytes each.
type headCache struct {
	slots [headSlots]atomic.Pointer[headEntry]
}

const headSlots = 1 << 14

type headEntry struct {
	key    uint64
	scores []float32 // read-only once published
}

// headKey packs a token's suffix id, first byte (256: the empty word) and
// the two tag ids before it (each -1 or less than 255).
func headKey(rsuf int32, pref int, p1, p2 int32) uint64 {
	return uint64(uint32(rsuf))<<32 | uint64(pref)<<16 | uint64(uint8(p1+1))<<8 | uint64(uint8(p2+1))
}

func headSlot(key uint64) uint64 { return (key * 0x9e3779b97f4a7c15) >> (64 - 14) }

func (h *headCache) get(key uint64) *headEntry {
	if e := h.slots[headSlot(key)].Load(); e != nil && e.key == key {
		return e
	}
	return nil
}

// put keeps a copy of scores under key if its slot is free.
func (h *headCache) put(key uint64, scores []float32) {
	p := &h.slots[headSlot(key)]
	if p.Load() != nil {
		return
	}
	p.CompareAndSwap(nil, &headEntry{key: key, scores: slices.Clone(scores)})
}

// suffix3 is the last three bytes of w (all of a shorter w): the model's
// suffix features are byte-wise.
func suffix3(w string) string {
	if len(w) <= 3 {
		return w
	}
	return w[len(w)-3:]
}

// normalize maps a word to the form the model's word features were trained
// on: "!HYPHEN" for a word with an inner or trailing hyphen (one not
// starting with "-"), "!YEAR" for four characters of an optionally signed
// decimal number, "!DIGITS" for a word starting with a digit, else the word
// in lower case.
func normalize(w string) string {
	switch {
	case w == "":
		return w
	case w[0] != '-' && strings.IndexByte(w, '-') >= 0:
		return "!HYPHEN"
	case len(w) == 4 && signedDigits(w):
		return "!YEAR"
	case w[0] >= '0' && w[0] <= '9':
		return "!DIGITS"
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; c >= utf8.RuneSelf || ('A' <= c && c <= 'Z') {
			return strings.ToLower(w)
		}
	}
	return w
}

// signedDigits reports an optional + or - followed by one or more ASCII
// digits.
func signedDigits(w string) bool {
	if w[0] == '+' || w[0] == '-' {
		w = w[1:]
	}
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

// Known reports whether the model has a feature for w as a word, that is,
// whether w (lowercased, as the model's features are) was seen in its
// training text: "county" and "smith" are known, "halvorsen" is not.
func (t *Tagger) Known(w string) bool {
	return t.x.lookupWord(strings.ToLower(w)) >= 0
}
