package svo

import (
	"strings"
)

// tok is one token of a clause: its text, folded form, Penn tag and byte
// span in the clause text.
type tok struct {
	text, low, tag string
	start, end     int
	// f: the facts of low, when tokenizing attached them (use facts()).
	// Whoever changes low sets f to the new word's facts or to nil.
	f *wordFacts
}

// rng is a half-open token range [i, j).
type rng struct{ i, j int }

func (r rng) empty() bool { return r.j <= r.i }

// parsed is what a clause yields before it becomes a Unit.
type parsed struct {
	subj, attr, val rng
	valParts        []rng // value tokens, when scope was cut out of the middle
	subjCanon       string
	attrCanon       string
	valCanon        string
	scope           []string
	neg             int
	card            Cardinality
	conf            float64
	form            string
}

// parser holds one clause being parsed.
type parser struct {
	text string
	toks []tok
	ante string // antecedent subject for pronouns ("" if none)
	conf float64
	neg  int
	// scope collected from leading phrases
	scope []string
	// cutPrep ends a value at its first preposition after the head
	cutPrep bool
	// past: the clause states a past state ("lived in", "was the capital"),
	// which no longer holds
	past bool
	// never: "never lived there" denies the past and the present alike
	never bool
	// compoundSplit: the last npSplit split a noun compound ("the VPN endpoint")
	compoundSplit bool
	// anteNamed: the antecedent is a name, which "the company" may refer to
	anteNamed bool
	// telegraphic: the clause's verb is a note's participle without its
	// auxiliary (parse.telegraphic)
	telegraphic bool
	// copulaDropped: the clause's copula is a note's "now" or "still"
	// without it (parse.telegraphic-copula)
	copulaDropped bool
}

// abstain is a reason the clause yields no unit.
type abstain string

var (
	beForms   = map[string]bool{"is": true, "are": true, "was": true, "were": true, "am": true, "be": true, "been": true, "being": true, "'re": true, "'m": true}
	haveForms = map[string]bool{"has": true, "have": true, "had": true, "'ve": true, "having": true}
	doForms   = map[string]bool{"does": true, "do": true, "did": true}
	modals    = map[string]bool{"will": true, "would": true, "shall": true, "'ll": true, "can": true, "could": true, "may": true, "might": true, "must": true, "should": true, "ca": true, "wo": true, "'d": true, "ought": true}
	negWords  = map[string]bool{"not": true, "n't": true, "never": true}
	preps     = map[string]bool{"in": true, "at": true, "on": true, "to": true, "for": true, "from": true, "by": true, "with": true, "as": true, "of": true, "into": true, "onto": true, "about": true, "near": true, "under": true, "over": true, "via": true, "through": true, "inside": true, "outside": true, "across": true, "behind": true, "beside": true, "between": true, "within": true, "without": true, "toward": true, "towards": true, "upon": true, "among": true, "against": true, "after": true, "before": true, "during": true, "since": true, "until": true, "till": true, "like": true, "per": true, "around": true}
	// words that cut a value: what follows is another clause
	valueCutters  = map[string]bool{"due": true, "who": true, "which": true, "because": true, "since": true, "so": true, "where": true, "when": true, "but": true, "although": true, "though": true, "while": true, "whereas": true, "unless": true, "if": true, "whose": true, "according": true}
	pronounValues = map[string]bool{"it": true, "them": true, "him": true, "her": true, "this": true, "that": true, "these": true, "those": true, "one": true, "something": true, "everything": true, "nothing": true, "anything": true, "someone": true, "there": true, "here": true, "us": true, "me": true, "you": true,
		"mine": true, "yours": true, "hers": true, "his": true, "ours": true, "theirs": true, "same": true}
	subjectPronounsOther = map[string]bool{"you": true, "we": true, "this": true, "that": true, "these": true, "those": true, "there": true, "here": true, "someone": true, "somebody": true, "everyone": true, "everybody": true, "nobody": true, "anyone": true, "who": true, "what": true, "which": true, "one": true, "both": true, "all": true, "none": true}
	personTitles         = map[string]bool{"dr": true, "mr": true, "mrs": true, "ms": true, "prof": true}
)

func isTag(t tok, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(t.tag, p) {
			return true
		}
	}
	return false
}

func (p *parser) surf(r rng) string {
	if r.empty() {
		return ""
	}
	return p.text[p.toks[r.i].start:p.toks[r.j-1].end]
}

func (p *parser) words(r rng) []string {
	// inlined, the buffer of a span of up to eight words is on the
	// caller's stack unless the caller keeps the slice; its capacity is
	// its length, as before, so that an append copies
	w := p.appendWords(make([]string, 0, 8), r)
	return w[:len(w):len(w)]
}

func (p *parser) appendWords(out []string, r rng) []string {
	for k := r.i; k < r.j; k++ {
		out = append(out, p.toks[k].text)
	}
	return out
}

// isPunct reports a token with no letter or digit.
func isPunct(t tok) bool {
	for _, r := range t.text {
		if r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 127 {
			return false
		}
	}
	return t.text != "%" && t.text != "$" && t.text != "&"
}

// trim drops punctuation at both ends of r.
func (p *parser) trim(r rng) rng {
	for r.i < r.j && isPunct(p.toks[r.i]) && p.toks[r.i].text != "\"" {
		r.i++
	}
	for r.j > r.i && isPunct(p.toks[r.j-1]) {
		r.j--
	}
	return r
}

// isVerbAt reports whether token k can start a verb group.
func (p *parser) isVerbAt(k int) bool {
	t := &p.toks[k]
	l := t.low
	f := t.facts()
	switch {
	case f.is&wAuxStart != 0:
		return true
	case l == "'s":
		return t.tag == "VBZ"
	case l == "no":
		return k+1 < len(p.toks) && p.toks[k+1].low == "longer"
	case l == "used" && k+1 < len(p.toks) && p.toks[k+1].low == "to":
		return true
	case f.is&wVerbAdverb != 0:
		return k+1 < len(p.toks) && p.isVerbAt(k+1)
	case t.tag == "VBZ" || t.tag == "VBD" || t.tag == "VBP":
		if k+1 < len(p.toks) {
			// "Anders Xu's", "The Osprey retro moved": a noun the tagger
			// read as a verb, before a possessive or the real verb
			n := &p.toks[k+1]
			if n.tag == "POS" || (n.low == "'s" && n.start == t.end && !isLowerWord(t.text)) {
				return false
			}
			if (n.tag == "VBD" || n.tag == "VBZ") && isLowerWord(n.text) && n.facts().is&wKnownLemma != 0 && f.is&(wAuxStart|wVerbAdverb) == 0 && !(l == "used" && n.low == "to") {
				return false
			}
		}
		if k > 0 && !isLowerWord(t.text) && f.is&(wKnownLemma|wBe|wHave) == 0 {
			return false // "Xu" after "Anders": a name
		}
		return true
	case t.tag == "VBN" || t.tag == "VB" || strings.HasPrefix(t.tag, "NN") || t.tag == "JJ" || t.tag == "RB":
		// taggers miss finite verbs after names ("Dana joined Acme", "Alice
		// speaks/JJ German"); accept a known verb form that is not itself a
		// base noun, after a noun or pronoun
		lem := f.lemma
		if (t.tag == "JJ" || t.tag == "RB") && k > 0 && !nounLike(p.toks[k-1]) {
			return false
		}
		if strings.HasPrefix(t.tag, "NN") && k > 0 && p.toks[k-1].facts().is&wDeterminer != 0 {
			return false // "The orders service": a noun after a determiner starts a noun phrase
		}
		if lem != l && f.is&wKnownLemma != 0 && (strings.HasSuffix(l, "s") || strings.HasSuffix(l, "ed") || f.is&wIrregular != 0) {
			return true
		}
		// "Kids eat lunch", "We use Jira": a base form after a plural subject
		if k > 0 && f.is&wKnownVerb != 0 && isLowerWord(t.text) {
			if k+1 < len(p.toks) {
				// "The analytics cache runs Redis": a noun before the finite verb
				if n := &p.toks[k+1]; n.facts().is&(wBe|wHave) != 0 || n.tag == "VBZ" || n.tag == "VBD" || strings.HasSuffix(n.low, "s") && n.facts().is&wKnownLemma != 0 && n.facts().lemma != n.low {
					return false
				}
			}
			prev := &p.toks[k-1]
			if prev.facts().is&wVerbAdverb != 0 && k > 1 {
				prev = &p.toks[k-2] // "Backups now run at 03:00"
			}
			return prev.tag == "NNS" || prev.tag == "NNPS" || prev.low == "we" || prev.low == "they" || prev.low == "i" || prev.low == "you" ||
				(strings.HasSuffix(prev.low, "s") && !strings.HasSuffix(prev.low, "ss") && strings.HasPrefix(prev.tag, "NN"))
		}
	}
	return false
}

// nounLike: a token that can end a subject noun phrase.
func nounLike(t tok) bool {
	return strings.HasPrefix(t.tag, "NN") || t.tag == "PRP" || t.tag == "CD" || !isLowerWord(t.text) || t.low == "i" || t.low == "we" || t.low == "they"
}

// verbGroup is the parsed verb group.
type verbGroup struct {
	start, end int // token range of the group
	be         int // index of the last be-form, -1
	main       int // index of the main verb, -1
	haveMain   bool
	modal      string
	usedTo     bool
	perfect    bool // a have-auxiliary: "has lived", "has been"
	pastAux    bool // "was", "were", "did"
	afterDo    bool // a do-auxiliary: the next verb is a base form whatever its tag
}

func (p *parser) verbGroup(v int) (verbGroup, abstain) {
	g := verbGroup{start: v, be: -1, main: -1}
	j := v
	n := len(p.toks)
loop:
	for j < n {
		t := p.toks[j]
		l := t.low
		f := p.toks[j].facts()
		switch {
		case f.is&wNeg != 0:
			p.neg++
			if l == "never" {
				p.never = true
			}
			j++
		case l == "no" && j+1 < n && p.toks[j+1].low == "longer":
			p.neg++
			j += 2
		case l == "going" && j+1 < n && p.toks[j+1].low == "to" && g.be >= 0:
			g.modal = "going to"
			j += 2
		case f.is&wModal != 0:
			g.modal = l
			j++
		case f.is&wBe != 0 || (l == "'s" && t.tag == "VBZ"):
			g.be = j
			if l == "was" || l == "were" {
				g.pastAux = true
			}
			j++
		case f.is&wHave != 0:
			// aux if a participle or "been" follows (skipping adverbs)
			k := j + 1
			for k < n && p.toks[k].facts().is&(wNeg|wVerbAdverb) != 0 {
				k++
			}
			if k < n && (p.toks[k].low == "been" || p.toks[k].tag == "VBN" || p.toks[k].tag == "VBD") {
				g.perfect = true
				j++
				continue
			}
			if k < n && p.toks[k].low == "got" {
				j++
				continue
			}
			g.main = j
			g.haveMain = true
			j++
			break loop
		case f.is&wDo != 0:
			k := j + 1
			for k < n && p.toks[k].facts().is&(wNeg|wVerbAdverb) != 0 {
				k++
			}
			if k < n && (isTag(p.toks[k], "VB") || p.toks[k].facts().is&wKnownVerb != 0) {
				if l == "did" {
					g.pastAux = true
				}
				g.afterDo = true
				j++
				continue
			}
			g.main = j
			j++
			break loop
		case l == "used" && j+1 < n && p.toks[j+1].low == "to":
			g.usedTo = true
			j += 2
		case l == "no" && j+1 < n && p.toks[j+1].low == "more":
			p.neg++
			j += 2
		case f.is&wHedge != 0:
			g.modal = l
			j++
		case f.is&wVerbAdverb != 0 && j > v:
			j++
		case f.is&wVerbAdverb != 0 && j == v:
			j++
		case isTag(t, "VB") || (f.is&wKnownLemma != 0 && (g.be >= 0 || j == v || t.tag == "RB" || g.afterDo)):
			if g.be >= 0 && !((t.tag == "VBN" || t.tag == "VBG" || t.tag == "VBD") && (f.is&wKnownLemma != 0 || len(l) > 5 && (strings.HasSuffix(l, "ed") || strings.HasSuffix(l, "ing") || strings.HasSuffix(l, "en")) || f.is&wIrregular != 0 || stateWords[l] != "")) {
				break loop // "is the capital", "is twelve": not a verb
			}
			if _, num := numberWords[l]; num {
				break loop
			}
			g.main = j
			j++
			break loop
		default:
			break loop
		}
	}
	g.end = j
	if g.main < 0 && g.be < 0 {
		return g, "no finite verb"
	}
	if g.modal == "can" && g.main >= 0 && capacityVerbs[p.toks[g.main].facts().lemma] && g.main+1 < len(p.toks) && p.hasNumber(g.main+1, min(g.main+4, len(p.toks))) {
		// "The hall can hold 900 people": a capacity, not a possibility
		g.modal = ""
	}
	if g.modal == "will" && g.be >= 0 && g.main >= 0 && scheduledEvents[p.toks[g.main].low] {
		// "The final will be held at Estádio da Luz": a scheduled event's
		// venue or date is a fact of the schedule, not an intention
		g.modal = ""
	}
	if g.modal != "" {
		return g, abstain("modal or future (" + g.modal + ")")
	}
	return g, ""
}

// scheduledEvents are the participles of "will be V-ed" that state where or
// when a scheduled event takes place.
var scheduledEvents = map[string]bool{"held": true, "hosted": true, "staged": true, "played": true}

// scopePhrase reports whether tokens at k start a scope qualifier ("on
// weekdays", "at work", "in the winter", "every Monday") and returns its end
// and canonical form.
func (p *parser) scopePhrase(k, limit int) (int, string, bool) {
	t := p.toks[k]
	prep := t.low
	every := false
	if prep == "every" || prep == "each" {
		every = true
	} else if !scopePreps[prep] {
		return 0, "", false
	}
	j := k + 1
	for j < limit && (p.toks[j].is(wDeterminer) || p.toks[j].is(wPossessive) || p.toks[j].low == "my" || p.toks[j].low == "our") {
		j++
	}
	if j >= limit {
		return 0, "", false
	}
	w, _ := singular(fold(p.toks[j].text))
	if w == "week" && (prep == "during" || prep == "in") {
		w = "weekday" // "during the week"
	}
	if !scopeNouns[w] {
		return 0, "", false
	}
	// the phrase must end here: "at work" yes, "at Work Inc" no
	end := j + 1
	if end < limit && !isPunct(p.toks[end]) && !p.toks[end].is(wPrep) && p.toks[end].low != "and" && !trailingAdverbs[p.toks[end].low] && p.toks[end].low != "every" && !(k == 0 && (p.toks[end].is(wDeterminer) || p.toks[end].is(wPossessive) || p.toks[end].low == "my" || p.toks[end].low == "our")) && p.toks[end].low != "any" {
		if !(end+1 <= limit && (p.toks[end].low == "hours" || p.toks[end].low == "time" || p.toks[end].low == "days")) {
			return 0, "", false
		}
		end++
	}
	if every {
		prep = "on"
	}
	if cp, ok := scopeCanonPrep[w]; ok {
		prep = cp // "at weekends" = "on weekends", "during winter" = "in winter"
	}
	return end, prep + " " + w, true
}

// scopeCanonPrep gives each scope noun one preposition, so "at weekends",
// "on the weekend" and "during weekends" are one scope.
var scopeCanonPrep = func() map[string]string {
	m := map[string]string{}
	for _, w := range []string{"weekday", "weekend", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "holiday", "vacation", "weeknight"} {
		m[w] = "on"
	}
	for _, w := range []string{"winter", "summer", "spring", "autumn", "fall", "morning", "evening", "afternoon", "daytime", "nighttime", "production", "prod", "staging", "dev", "development", "test", "testing", "ci"} {
		m[w] = "in"
	}
	for _, w := range []string{"night", "noon", "lunch", "breakfast", "dinner", "work", "home", "school", "office", "peak", "off-peak", "rush"} {
		m[w] = "at"
	}
	return m
}()

// isYear reports a 4-digit year.
func isYear(s string) bool {
	if len(s) != 4 {
		return false
	}
	for i := 0; i < 4; i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s[0] == '1' || s[0] == '2'
}

// reClockTok: "3am", "3:30", "15:00", "3pm".
var reClockTok = guarded(`^\d{1,2}(:\d\d)?([ap]\.?m\.?)?$`, startsDigit)

var periodWords = map[string]bool{"year": true, "month": true, "week": true, "quarter": true, "decade": true}

// qualifierPhrase reports a scope or temporal qualifier at k and its end.
func (p *parser) qualifierPhrase(k, limit int) (int, bool) {
	if e, _, ok := p.scopePhrase(k, limit); ok {
		return e, true
	}
	if e, _, ok := p.temporalPhrase(k, limit); ok {
		return e, true
	}
	return 0, false
}

// temporalPhrase reports a temporal qualifier at k ("since 2020", "in March
// 2021", "as of May", "last year", "two years ago") and its end.
func (p *parser) temporalPhrase(k, limit int) (int, string, bool) {
	t := p.toks[k]
	l := t.low
	isDateTok := func(x tok) bool {
		return isYear(x.low) || monthNum[strings.TrimSuffix(x.low, ".")] != 0 && x.text != "may" || reISODate.MatchString(x.low) || reSlashDate.MatchString(x.low)
	}
	switch {
	case l == "last" || l == "this" || l == "next" || l == "earlier" || l == "later":
		if k+1 < limit && (periodWords[p.toks[k+1].low] || monthNum[p.toks[k+1].low] != 0 || scopeNouns[p.toks[k+1].low]) {
			if l == "next" {
				return k + 2, "future", true
			}
			return k + 2, "", true
		}
	case l == "at" && k+1 < limit && (reClockTok.MatchString(p.toks[k+1].low) || p.toks[k+1].low == "noon" || p.toks[k+1].low == "midnight"):
		e := k + 2
		for e < limit && (p.toks[e].low == "am" || p.toks[e].low == "pm" || p.toks[e].low == "a.m." || p.toks[e].low == "p.m." || p.toks[e].low == "utc") {
			e++
		}
		return e, "clock", true
	case l == "yesterday" || l == "today" || l == "tonight":
		return k + 1, "", true
	case l == "ago":
		return k + 1, "", true
	case l == "as" && k+2 < limit && p.toks[k+1].low == "of":
		j := k + 2
		for j < limit && !isPunct(p.toks[j]) && !p.toks[j].is(wPrep) {
			j++
		}
		return j, "", j > k+2
	case l == "in" || l == "since" || l == "from" || l == "until" || l == "till" || l == "by" || l == "on" || l == "during" || l == "starting" || l == "effective":
		j := k + 1
		for j < limit && (p.toks[j].is(wDeterminer) || p.toks[j].low == "early" || p.toks[j].low == "late" || p.toks[j].low == "mid") {
			j++
		}
		// "on 26 October 2012", "in 3 March": a day before its month
		dayFirst := j+1 < limit && p.toks[j].tag == "CD" && isDayNumber(p.toks[j].low) && monthNum[strings.TrimSuffix(p.toks[j+1].low, ".")] != 0
		if j < limit && (isDateTok(p.toks[j]) || dayFirst || (l == "until" || l == "till" || l == "by") && weekdays[p.toks[j].low]) {
			e := j + 1
			for e < limit && (isDateTok(p.toks[e]) || p.toks[e].tag == "CD" || p.toks[e].text == ",") {
				e++
			}
			for e > j+1 && p.toks[e-1].text == "," {
				e--
			}
			kind := ""
			if l == "until" || l == "till" || l == "by" {
				kind = "until"
			}
			if l == "from" && e+1 < limit && (p.toks[e].low == "to" || p.toks[e].low == "until" || p.toks[e].low == "till" || p.toks[e].text == "-") && isDateTok(p.toks[e+1]) {
				return e + 2, "until", true // "from 2005 to 2021": a closed period
			}
			return e, kind, true
		}
	}
	// "two years ago", "3 weeks ago"
	if k+2 < limit && p.toks[k+2].low == "ago" {
		return k + 3, "", true
	}
	return 0, "", false
}
