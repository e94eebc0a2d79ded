package svo

import (
	"strings"
	"sync/atomic"

	"l9/internal/cowcache"
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
	// singular, plural are singular(low)
	singular string
	plural   bool
	// anchors keeps the table's anchor-index numbers of low, lemma and
	// singular once looked up (anchorIndex.numberOf): 0 not yet, else
	// the number + 2 (1: no pattern word)
	anchors [3]atomic.Int32
	// chat is chatContractions of the word the facts were cached under
	// (tokensWith reads it for a token's text as written)
	chat *contraction
}

// wordClass is a set of word classes.
type wordClass uint32

const (
	wBe           wordClass = 1 << iota // beForms[low]
	wHave                               // haveForms[low]
	wDo                                 // doForms[low]
	wModal                              // modals[low]
	wNeg                                // negWords[low]
	wVerbAdverb                         // verbAdverbs[low]
	wDeterminer                         // determiners[low]
	wKnownVerb                          // knownVerbs[low]
	wKnownLemma                         // knownVerbs[lemmaVerb(low)]
	wIrregular                          // irregularVerbs[low] != ""
	wNumber                             // isNumberTok(low)
	wTimeHead                           // timeHeads[low]
	wHedge                              // hedges[low]
	wPrep                               // preps[low]
	wPossessive                         // possessivePronouns[low]
	wReportVerb                         // reportVerbs[low]
	wChangeReport                       // changeReportVerbs[lemmaVerb(low)]
	wWeekday                            // weekdays[low]
	wMonth                              // monthNum[strings.TrimSuffix(low, ".")] > 0
	wDayNumber                          // isDayNumber(low)
)

// wAuxStart: the words isVerbAt accepts as the start of a verb group
// whatever their tag.
const wAuxStart = wBe | wHave | wDo | wModal | wNeg

// newFacts computes the facts of low.
func newFacts(low string) *wordFacts {
	f := &wordFacts{low: low, lemma: lemmaVerbOf(low)}
	f.singular, f.plural = singular(low)
	for _, c := range [...]struct {
		in bool
		c  wordClass
	}{
		{beForms[low], wBe}, {haveForms[low], wHave}, {doForms[low], wDo}, {modals[low], wModal},
		{negWords[low], wNeg}, {verbAdverbs[low], wVerbAdverb}, {determiners[low], wDeterminer},
		{knownVerbs[low], wKnownVerb}, {knownVerbs[f.lemma], wKnownLemma}, {irregularVerbs[low] != "", wIrregular},
		{isNumberTok(low), wNumber}, {timeHeads[low], wTimeHead}, {hedges[low], wHedge},
		{preps[low], wPrep}, {possessivePronouns[low], wPossessive}, {reportVerbs[low], wReportVerb},
		{changeReportVerbs[f.lemma], wChangeReport}, {weekdays[low], wWeekday},
		{monthNum[strings.TrimSuffix(low, ".")] > 0, wMonth}, {isDayNumber(low), wDayNumber},
	} {
		if c.in {
			f.is |= c.c
		}
	}
	return f
}

// facts returns the facts of t.low: the ones tokenizing attached, else
// looked up (t.f always describes t.low: TestTokenFacts).
func (t *tok) facts() *wordFacts {
	if f := t.f; f != nil {
		return f
	}
	return factsOfLow(t.low)
}

// is reports whether t's word is in one of the classes c (the lexicon
// lookups of t.low that wordClass caches: t.is(wBe) is beForms[t.low]).
func (t *tok) is(c wordClass) bool { return t.facts().is&c != 0 }

// factsOfLow returns the facts of a lower form.
func factsOfLow(low string) *wordFacts {
	if f := wordOf(low); f.low == low {
		return f
	}
	return newFacts(low) // a form fold changes again (rare): not cached
}

// wordCache caches the facts by the word as written.
var wordCache = newMemo(func(w string) *wordFacts {
	f := newFacts(fold(w))
	// fold and lemmaVerbOf may return views into w, which may be a view
	// into a whole input: the cache keeps copies
	f.low, f.lemma, f.singular = strings.Clone(f.low), strings.Clone(f.lemma), strings.Clone(f.singular)
	if c, ok := chatContractions[w]; ok {
		f.chat = &c
	}
	return f
})

// wordOf returns the facts of the word w as written (low is fold(w)).
func wordOf(w string) *wordFacts { return wordCache.get(w) }

// memo caches a pure function of a word (internal/cowcache: a lock-free
// snapshot, new words kept under a mutex and published now and then). At
// most maxMemoWords words are cached; beyond that, f is computed each time
// (the same answer, slower). f's result must not share memory with its
// argument (the caller's text).
type memo[T any] struct {
	f func(string) T
	c *cowcache.Map[T]
}

const maxMemoWords = 1 << 15

func newMemo[T any](f func(string) T) *memo[T] {
	return &memo[T]{f: f, c: cowcache.New[T](maxMemoWords)}
}

func (m *memo[T]) get(w string) T {
	if v, ok := m.c.Get(w); ok {
		return v
	}
	return m.c.Compute(w, m.f)
}
