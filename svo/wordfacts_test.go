package svo

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// TestWordFactBits: every word-fact bit is the lexicon question it
// stands for, on every entry of the lexicons, the words of the case
// sentences, and variants of them (a final period, an ordinal or plural
// suffix, capitalized).
func TestWordFactBits(t *testing.T) {
	words := map[string]bool{"": true, ".": true, "1st": true, "22nd": true, "3rd": true, "04th": true, "123": true, "31": true, "7": true, "sept.": true, "may.": true, "hs": true}
	for _, m := range []map[string]bool{beForms, haveForms, doForms, modals, negWords, verbAdverbs, determiners, knownVerbs, timeHeads, hedges, preps, possessivePronouns, reportVerbs, changeReportVerbs, weekdays} {
		for w := range m {
			words[w] = true
		}
	}
	for w := range monthNum {
		words[w] = true
	}
	for w := range irregularVerbs {
		words[w] = true
	}
	for _, s := range caseSentences(t) {
		for _, w := range strings.Fields(s) {
			words[w] = true
		}
	}
	for _, w := range slices.Collect(maps.Keys(words)) {
		for _, v := range []string{w + ".", w + "s", w + "th", strings.ToUpper(w[:min(1, len(w))]) + w[min(1, len(w)):]} {
			words[v] = true
		}
	}
	for w := range words {
		low := fold(w)
		f := newFacts(low)
		lemma := lemmaVerbOf(low)
		for _, c := range []struct {
			name string
			bit  wordClass
			want bool
		}{
			{"be", wBe, beForms[low]}, {"have", wHave, haveForms[low]}, {"do", wDo, doForms[low]}, {"modal", wModal, modals[low]},
			{"neg", wNeg, negWords[low]}, {"verb adverb", wVerbAdverb, verbAdverbs[low]}, {"determiner", wDeterminer, determiners[low]},
			{"known verb", wKnownVerb, knownVerbs[low]}, {"known lemma", wKnownLemma, knownVerbs[lemma]},
			{"irregular", wIrregular, irregularVerbs[low] != ""}, {"number", wNumber, isNumberTok(low)},
			{"time head", wTimeHead, timeHeads[low]}, {"hedge", wHedge, hedges[low]}, {"prep", wPrep, preps[low]},
			{"possessive", wPossessive, possessivePronouns[low]}, {"report verb", wReportVerb, reportVerbs[low]},
			{"change report", wChangeReport, changeReportVerbs[lemma]}, {"weekday", wWeekday, weekdays[low]},
			{"month", wMonth, monthNum[strings.TrimSuffix(low, ".")] > 0}, {"day number", wDayNumber, isDayNumber(low)},
		} {
			if got := f.is&c.bit != 0; got != c.want {
				t.Errorf("%q (low %q): %s bit %v, lexicon says %v", w, low, c.name, got, c.want)
			}
		}
		tk := tok{text: w, low: low, f: wordOf(w)}
		if tk.facts().is != f.is {
			t.Errorf("%q: the cached facts' bits %b differ from newFacts' %b", w, tk.facts().is, f.is)
		}
	}
	if len(words) < 1000 {
		t.Fatalf("only %d words", len(words))
	}
}

// TestTokenFacts: the facts tokenizing attaches to a token are those of
// its lower form (tok.facts trusts them without comparing the word), on
// every token of the case sentences and of texts that exercise the
// tokenizer's retagging and joining (a "No" inside a name, abbreviations
// with their period, chat contractions, key=value tokens).
func TestTokenFacts(t *testing.T) {
	x := extractor(t)
	texts := append(caseSentences(t),
		"She signed to No Genre in 2020.", "A fan of No Doubt since 1999.", "Dr. Olaf Berg is the head of St. Mary's.",
		"No. 4 is the Jr. team", "im at Globex now", "I dont work at Acme", "cache_ttl=300 and pool=16", "User's on the Flex tariff")
	checked := 0
	for _, s := range texts {
		for _, tk := range x.tokens(s) {
			if tk.f != nil && tk.f.low != tk.low {
				t.Fatalf("%q: token %q: facts of %q attached to low %q", s, tk.text, tk.f.low, tk.low)
			}
			got, want := tk.facts(), factsOfLow(tk.low)
			if got.low != want.low || got.lemma != want.lemma || got.is != want.is || got.singular != want.singular || got.plural != want.plural {
				t.Fatalf("%q: token %q: facts %+v, of its low %+v", s, tk.text, got, want)
			}
			checked++
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d tokens checked", checked)
	}
}
