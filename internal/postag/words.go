package postag

import (
	"fmt"
	"strings"

	"github.com/jdkato/prose/v3/tag"

	"l9/internal/cowcache"
)

// wordInfo is what tagging needs of a word as written, looked up once per
// distinct word: the tag prose gives it without scoring (preset), and the
// model's ids for its normalized form, that form's suffix and its own
// suffix.
type wordInfo struct {
	preset string // "" when the model scores the word
	ptag   int32  // tag id of preset (-1: not a model tag)
	wid    int32  // word id of normalize(w)
	nsuf   int32  // suffix id of suffix3(normalize(w))
	rsuf   int32  // suffix id of suffix3(w)
	// spaced: preset contains a space, so the filed features would not be
	// exact; prose tags such a sentence itself (prose never does this
	// today: its preset tags are "-", "SYM", "NN", "-NONE-" and -ABC-).
	spaced bool
}

// words caches wordInfo per word as written.
//
// The preset is prose's own answer: a tag prose settles before its model (a
// lone "-", an emoticon, an @handle, a treebank trace or bracket literal),
// else the model's tag for an unambiguous word. Which words prose settles
// first is asked of prose: a prose tagger whose lexicon maps the word to a
// sentinel answers the sentinel unless a check ahead of the lexicon settled
// it.
//
// The cache is an immutable map read without locks; a new word is probed
// under a mutex and kept in a pending map, and pending words are merged into
// a new snapshot now and then. At most maxWords words are cached; further
// new words are computed each time (still exact, slower).
type words struct {
	m *model
	x *index

	// cache holds each word's info; its mutex guards everything below
	// (the only path that touches them computes a word under it)
	cache *cowcache.Map[wordInfo]
	probe *tag.Tagger
	lex   tag.Lexicon // read by probe; written only in compute (or before c is shared)
	tok   [1]tag.Token
}

// maxWords bounds the cache (about 80 bytes a word).
const maxWords = 1 << 17

// sentinel is a tag none of prose's pre-model checks yields.
const sentinel = "\x00postag-probe"

func newWords(m *model, x *index) (*words, error) {
	c := &words{m: m, x: x, lex: tag.Lexicon{}, cache: cowcache.New[wordInfo](maxWords)}
	probe, err := tag.New(tag.WithLexicon(c.lex))
	if err != nil {
		return nil, fmt.Errorf("load prose's tagger for its pre-model checks: %w", err)
	}
	c.probe = probe
	if got := c.ask("\x00postag-self-test"); got != sentinel {
		return nil, fmt.Errorf("prose's tagger does not consult its lexicon as expected (got %q)", got)
	}
	return c, nil
}

// ask runs prose's pre-model checks on w; it returns the sentinel when none
// settles it. Called from compute, under the cache's mutex (or before c is
// shared).
func (c *words) ask(w string) string {
	c.lex[w] = sentinel
	c.tok[0] = tag.Token{Text: w}
	c.probe.TagTokens(c.tok[:])
	delete(c.lex, w)
	return c.tok[0].Tag
}

// info returns w's wordInfo.
func (c *words) info(w string) wordInfo {
	if v, ok := c.cache.Get(w); ok {
		return v
	}
	return c.cache.Compute(w, c.compute)
}

// compute is w's wordInfo, under the cache's mutex.
func (c *words) compute(w string) wordInfo {
	v := wordInfo{ptag: -1}
	if p := c.ask(w); p != sentinel {
		v.preset = p
	} else if id, ok := c.m.unambiguous[w]; ok {
		v.preset = c.m.classes[id]
	}
	if v.preset != "" {
		v.ptag = c.x.lookupTag(v.preset)
		v.spaced = strings.IndexByte(v.preset, ' ') >= 0
	}
	n := normalize(w)
	v.wid = c.x.lookupWord(n)
	v.nsuf = c.x.lookupSuffix(suffix3(n))
	v.rsuf = c.x.lookupSuffix(suffix3(w))
	return v
}
