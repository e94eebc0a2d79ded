package svo

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Rule evidence.departed: a note that names a new holder often says in the
// same memory that the old one went ("Sol Penhaligon is now the first aider
// at Harrowgate Quay, Mairead left the site"; "Brisk Kitchens now doing the
// kitchen fit-out, Lorne dropped out"; "rep is now Obi Ekwueme (Simone on
// mat leave)"). The departed name is the value the fact had before: it
// becomes Unit.From of the memory's units whose value is another name, so
// the detector's clause old_value_anchor can pair them with the version
// that named the departed one, however that version was keyed.

// departure is a name found departing in a clause: its surface, its
// canonical form, and the index of the token before it (-1 when the name
// opens the clause).
type departure struct {
	surface, canon string
	sep            int
	// start, end: the name's byte offsets in the clause's text
	start, end int
	// unit: the id of the clause's units (set by the caller)
	unit string
}

// departurePhrases (lex/departure_phrases.tsv) are the predicates that say
// a named holder went, as word sequences matched at the start of what
// follows the name (and an auxiliary).
var departurePhrases = lexPhrases("departure_phrases")

// lexPhrases reads a lexicon of phrases into word sequences, indexed by
// their first word.
func lexPhrases(class string) map[string][][]string {
	out := map[string][][]string{}
	for p := range lexSet(class) {
		ws := strings.Fields(p)
		out[ws[0]] = append(out[ws[0]], ws)
	}
	return out
}

// departureAux may stand between the departed name and the phrase.
var departureAux = map[string]bool{"has": true, "had": true, "have": true, "is": true, "was": true, "'s": true, "are": true, "were": true, "'ve": true, "just": true, "now": true}

// departures finds in a clause's tokens the names that depart: a proper
// name of one to three words that opens the clause or follows a comma,
// semicolon, dash, opening parenthesis or "and" after a statement (a verb
// or a colon before it), then optionally an auxiliary,
// then a departure phrase. A pronoun, a determiner or a lower-case word is
// no name.
func departures(toks []tok) []departure {
	var out []departure
	for i := 0; i < len(toks); i++ {
		if i > 0 {
			switch toks[i-1].low {
			case ",", ";", "-", "–", "—", "(", "and":
			default:
				continue
			}
			if !statementBefore(toks, i-1) {
				continue // "Alice and Bob moved to Lisbon": one coordinated subject
			}
		}
		j := i
		for j < len(toks) && j-i < 3 && properWord(toks[j].text) {
			j++
		}
		if j == i || j == len(toks) {
			continue
		}
		k := j
		for k < len(toks) && k-j < 2 && departureAux[toks[k].low] {
			k++
		}
		if !phraseAt(toks, k) {
			continue
		}
		var b strings.Builder
		for n := i; n < j; n++ {
			if n > i {
				b.WriteByte(' ')
			}
			b.WriteString(toks[n].text)
		}
		s := b.String()
		out = append(out, departure{surface: s, canon: valueCanonOf(s), sep: i - 1, start: toks[i].start, end: toks[j-1].end})
		i = k
	}
	return out
}

// statementBefore reports a verb or a record's colon among toks[:k]: what
// precedes a separator is a statement, not part of a coordinated subject.
func statementBefore(toks []tok, k int) bool {
	for n := 0; n < k; n++ {
		if strings.HasPrefix(toks[n].tag, "VB") || toks[n].low == ":" {
			return true
		}
	}
	return false
}

// departureCut returns the index of the separator before the first
// departure inside toks[lo:hi] that follows at least three words of the
// clause ("Sol Penhaligon is now the first aider at Harrowgate Quay, Mairead
// left the site": the comma), 0 when there is none: what follows is another
// statement, cut from the clause like an adjunct so that the value ends
// before it.
func departureCut(toks []tok, lo, hi int) int {
	if preps[toks[lo].low] {
		return 0 // "On 10 March 2011, Havel resigned ...": an opener, not a statement
	}
	for _, d := range departures(toks[:hi]) {
		if d.sep >= lo+3 && statementBefore(toks[lo:], d.sep-lo) {
			return d.sep
		}
	}
	return 0
}

// properWord reports a word written as a name: an upper-case first letter
// and a lower-case letter after it ("Mairead", "Kit"; not "I", "CCTV",
// "The", "No").
func properWord(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) || n >= len(w) {
		return false
	}
	var low [32]byte // the word lowered on the stack: no string is made
	switch string(appendLower(low[:0], w)) {
	case "the", "a", "an", "no", "not", "our", "we", "he", "she", "they", "it", "his", "her", "their", "this", "that", "now", "new", "old", "all", "both", "site", "client":
		return false
	}
	r2, _ := utf8.DecodeRuneInString(w[n:])
	return unicode.IsLower(r2)
}

// phraseAt reports a departure phrase starting at toks[k].
func phraseAt(toks []tok, k int) bool {
	if k >= len(toks) {
		return false
	}
	for _, p := range departurePhrases[toks[k].low] {
		if k+len(p) > len(toks) {
			continue
		}
		ok := true
		for n, w := range p {
			if toks[k+n].low != w {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// applyDeparted gives the units of a memory the departed name as their old
// value (Unit.From) when exactly one name departs in it: an affirmed unit
// with a value written as a name that states no old value yet, whose
// subject and value do not contain the departed name, and that is not of
// the clause the departure opens ("Tamsin moved to Bath" is her own move,
// not a replacement of her). It reports how many units it changed.
func applyDeparted(units []Unit, deps []departure) int {
	if len(deps) == 0 {
		return 0
	}
	d := deps[0]
	for _, o := range deps[1:] {
		if o.canon != d.canon {
			return 0 // two departures: which one a value replaced is unknown
		}
	}
	if d.canon == "" {
		return 0
	}
	n := 0
	for i := range units {
		u := &units[i]
		if u.Negated || u.KeyOnly || u.From != nil || u.Value.Canon == "" || !namedSurface(u.Value.Surface) {
			continue
		}
		if own := slicesContainsOpening(deps, u.ID); own {
			continue
		}
		v, sub, dn := nameWords(u.Value.Canon), nameWords(u.Subject.Canon), nameWords(d.canon)
		if containsWord(v, dn) || containsWord(sub, dn) || containsWord(dn, v) {
			continue
		}
		// the span points into the unit's clause when the name is in it;
		// a name of another clause of the memory has no surface there
		u.From = &Span{Canon: d.canon}
		for _, o := range deps {
			if o.unit == u.ID && o.end <= len(u.Text) && u.Text[o.start:o.end] == o.surface {
				u.From.Surface, u.From.Start, u.From.End = o.surface, o.start, o.end
				break
			}
		}
		n++
	}
	return n
}

// slicesContainsOpening reports a departure that opens the clause of the
// units with id.
func slicesContainsOpening(deps []departure, id string) bool {
	for _, d := range deps {
		if d.sep < 0 && d.unit == id {
			return true
		}
	}
	return false
}

// nameWords is a canonical name's words with hyphens and periods as spaces
// ("pryce-jones" and "pryce jones" are one name).
func nameWords(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' || r == '.' }), " ")
}

// containsWord reports whether the words of b occur as a run in a.
func containsWord(a, b string) bool {
	if b == "" {
		return false
	}
	return a == b || strings.HasPrefix(a, b+" ") || strings.HasSuffix(a, " "+b) || strings.Contains(a, " "+b+" ")
}
