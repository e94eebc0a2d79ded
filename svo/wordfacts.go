package svo

import (
	"strings"
	"sync"
	"sync/atomic"
)

// wordFacts are what the pipeline asks of a token's word again and again
// (its lower form, whether it is a be-form, a modal or a known verb, its
// verb lemma): pure functions of the word, computed once per distinct word
// as written and cached, so a token costs one lookup (at tokenizing) instead
// of a map lookup per question.
type wordFacts struct {
	low   string    // fold(the word as written)
	lemma string    // lemmaVerb(low)
	is    wordClass // the closed classes and lexicons low belongs to
}

// wordClass is a set of word classes.
type wordClass uint16

const (
	wBe         wordClass = 1 << iota // beForms[low]
	wHave                             // haveForms[low]
	wDo                               // doForms[low]
	wModal                            // modals[low]
	wNeg                              // negWords[low]
	wVerbAdverb                       // verbAdverbs[low]
	wDeterminer                       // determiners[low]
	wKnownVerb                        // knownVerbs[low]
	wKnownLemma                       // knownVerbs[lemmaVerb(low)]
	wIrregular                        // irregularVerbs[low] != ""
)

// wAuxStart: the words isVerbAt accepts as the start of a verb group
// whatever their tag.
const wAuxStart = wBe | wHave | wDo | wModal | wNeg

// newFacts computes the facts of low.
func newFacts(low string) *wordFacts {
	f := &wordFacts{low: low, lemma: lemmaVerb(low)}
	for _, c := range [...]struct {
		in bool
		c  wordClass
	}{
		{beForms[low], wBe}, {haveForms[low], wHave}, {doForms[low], wDo}, {modals[low], wModal},
		{negWords[low], wNeg}, {verbAdverbs[low], wVerbAdverb}, {determiners[low], wDeterminer},
		{knownVerbs[low], wKnownVerb}, {knownVerbs[f.lemma], wKnownLemma}, {irregularVerbs[low] != "", wIrregular},
	} {
		if c.in {
			f.is |= c.c
		}
	}
	return f
}

// facts returns the facts of t.low: the ones tokenizing attached when they
// are still t's word, else looked up.
func (t *tok) facts() *wordFacts {
	if f := t.f; f != nil && f.low == t.low {
		return f
	}
	return factsOfLow(t.low)
}

// factsOfLow returns the facts of a lower form.
func factsOfLow(low string) *wordFacts {
	if f := wordOf(low); f.low == low {
		return f
	}
	return newFacts(low) // a form fold changes again (rare): not cached
}

// wordCache caches wordFacts by the word as written. The map is an immutable
// snapshot read without locks; new words are kept in a pending map under a
// mutex and merged into a new snapshot now and then. At most maxFactWords
// words are cached; beyond that, facts are computed each time (the same
// facts, slower).
var wordCache struct {
	snap    atomic.Pointer[map[string]*wordFacts]
	mu      sync.Mutex
	pending map[string]*wordFacts
}

const maxFactWords = 1 << 16

// wordOf returns the facts of the word w as written (low is fold(w)).
func wordOf(w string) *wordFacts {
	if m := wordCache.snap.Load(); m != nil {
		if f, ok := (*m)[w]; ok {
			return f
		}
	}
	return wordOfSlow(w)
}

func wordOfSlow(w string) *wordFacts {
	wordCache.mu.Lock()
	defer wordCache.mu.Unlock()
	var snap map[string]*wordFacts
	if m := wordCache.snap.Load(); m != nil {
		snap = *m
	}
	if f, ok := snap[w]; ok {
		return f
	}
	if f, ok := wordCache.pending[w]; ok {
		return f
	}
	f := newFacts(fold(w))
	if len(snap)+len(wordCache.pending) >= maxFactWords {
		return f
	}
	// fold and lemmaVerb may return views into w, which may be a view into
	// a whole input: the cache keeps copies
	f.low, f.lemma = strings.Clone(f.low), strings.Clone(f.lemma)
	if wordCache.pending == nil {
		wordCache.pending = map[string]*wordFacts{}
	}
	wordCache.pending[strings.Clone(w)] = f // w may be a view into a whole input
	if len(wordCache.pending) >= 64+len(snap)/8 {
		next := make(map[string]*wordFacts, len(snap)+len(wordCache.pending))
		for k, v := range snap {
			next[k] = v
		}
		for k, v := range wordCache.pending {
			next[k] = v
		}
		wordCache.snap.Store(&next)
		wordCache.pending = nil
	}
	return f
}
