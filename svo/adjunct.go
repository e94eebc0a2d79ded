package svo

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// The adjunct stage (after tokenize + tag, before parse and match): real
// encyclopedic and news text wraps the clause a rule reads in material no
// rule expects — an opener before the subject ("After the merger, ...",
// "In March 2017 ...") and adjuncts after the value (", the first woman to
// run its kitchen", ", signing a two-year contract", "on loan until May"). Each is cut by a rule with an id;
// the clause parser and the table rules read the core clause that remains.
// The unit's text stays the whole clause (spans point into it), so a cut
// part can still be evidence: ", replacing Y" gives Unit.From.
//
// A cut is made only when what remains is a full clause: an opener only
// before a subject and a finite verb, a trailing adjunct only after the
// main verb and at least one value token. A clause whose core yields no
// unit is read whole again (the cut is never the only reading tried).

// adjunctRules are the stage's rules (listed by Rules, switchable).
var adjunctRules = []RuleInfo{
	{"adjunct.opener", "adjunct", "an opener up to a comma before a full clause is an adjunct: \"After the merger, X ...\", \"Following Y's resignation, ...\", \"With 87 caps, X is ...\", \"While A is away, B is ...\", \"As of today, ...\" (not a scope: \"On weekdays, ...\" stays the parser's)"},
	{"adjunct.opener-time", "adjunct", "a leading time or occasion phrase without a comma before a full clause: \"In August 2018 X completed ...\", \"In the 2016 shake-up X became ...\", \"With her 2019 title X now holds ...\""},
	{"adjunct.appositive", "adjunct", "an appositive after the value: \"The head chef of Y is X, the first woman to run its kitchen\" ends at X"},
	{"adjunct.participle", "adjunct", "a participle clause after the value: \", signing a two-year contract\", \", beating Z in the final\", \", set by Y\""},
	{"adjunct.relative", "adjunct", "a relative or subordinate clause after the value: \", which ...\", \"now that his loan has ended\", \"when Y moved to Z\""},
	{"adjunct.day-scope", "adjunct", "a trailing parenthesis of weekday names alone is the unit's scope: \"Route 14 - first bus 05:55 (Mon-Fri)\" and \"... 07:10 (Sundays)\" are (route 14, first bus) on mon-fri and on sundays, two facts"},
	{"adjunct.trailing-phrase", "adjunct", "a trailing circumstance after the value (lex/trailing_adjuncts.tsv): \"starting with the 2024 accounts\", \"with effect from 1 June\", \"on loan ...\", \"as a free agent\", \"for the 2019-20 season\", \"on a free transfer\", \"with 61% of the vote\""},
	{"adjunct.occasion", "adjunct", "a trailing occasion after the value: \"is mayor of W after winning the recount\", \"raised the fee to $40 after the audit\" (not a time: \"is open after 5pm\" keeps it)"},
	{"adjunct.time-occasion", "adjunct", "a dated occasion after the value is a time adjunct, never part of the value: \"was elected mayor of W in the June 2021 local election\" ends at \"mayor of W\"; \"for 2019-20\", \"this term\" (not with a recency marker: \"last won ... in the 2016 final\" keeps its date)"},
	{"adjunct.relative-fact", "adjunct", "a relative clause on the class noun of a copula states a second fact of the subject: \"Ivo Dane is a winger who plays for Tarn Rovers\" = \"Ivo Dane is a winger\" + \"(Ivo Dane) plays for Tarn Rovers\" (a verb phrase facet that inherits the subject)"},
	{"evidence.replacing", "evidence", "\", replacing Y\", \", succeeding Y\", \", unseating Y\", \"in place of Y\" after a clause is cut like a participle and is evidence of the old value: Unit.From = Y, canonical like a value"},
	{"token.abbrev-period", "chunk", "the period of an abbreviation inside a clause (\"Prof. Olaf Berg\", \"Capt. Ivo Rask\", \"No. 4\", \"Jr.\") is part of the abbreviation's token, so it breaks neither the clause nor the name"},
	{"frame.no-time-words", "frame", "a time adjunct's words are no part of a frame key: \"Tarn Rovers this term have lifted the Fen Shield 4 times\" and \"Tarn Rovers have lifted the Fen Shield 5 times\" share one frame"},
	{"token.name-after-verb", "chunk", "a capitalized word after a verb, a determiner or a preposition that the tagger reads as a verb is a name (\"runs Postgres 12\", \"moved to Slack\")"},
	{"token.day-key", "chunk", "a line-initial \"Sat\", \"Sun\" or \"Wed\" before a noun and a colon is the key's weekday, not a verb: \"Sat desk: Marta\" = (sat, desk) = marta, not \"(user) sat desk\""},
	{"token.key-before-colon", "chunk", "a lowercase base-form verb after a noun, a name or a closing parenthesis and before a noun and the line's first colon is a word of the key: \"WP-2412 (G-SKRB C-check) lead engineer: Tomasz Reddin\" = (wp-2412, lead engineer), not \"WP-2412 leads ...\""},
	{"token.is-contraction", "chunk", "an \"'s\" the tagger read as a possessive before a preposition or an adverb of state is \"is\": \"User's on the Flex tariff\", \"Mum's back at the day centre\""},
	{"token.name-no", "chunk", "a capitalized \"No\" inside a clause before a capitalized word opens a name (\"signed to No Ember\"), never a negation"},
	{"chunk.bare-date", "chunk", "a calendar date without a preposition (\"renews 12 November\", \"due Nov 12, 2025\", \"Thursday 14 May\") is a time chunk like \"on 12 November\": the clause's value where it has no other, never a count (frame.count)"},
	{"chunk.time-occasion", "chunk", "\"in the June 2021 ...\", \"at its May 2020 congress\", \"this semester\", \"last term\" are time chunks: a year inside a time adjunct is not a count (frame.count)"},
}

// adjunctCut is one cut the stage made: rule, the token range cut, and for
// evidence.replacing the old value's tokens.
type adjunctCut struct {
	rule string
	a, b int
	from rng
}

// openerHeads start an opener before a comma.
var openerHeads = map[string]bool{
	"after": true, "following": true, "with": true, "while": true, "whilst": true, "in": true,
	"during": true, "since": true, "despite": true, "amid": true, "amidst": true, "upon": true, "on": true,
	"at": true, "under": true, "throughout": true, "without": true, "having": true, "shortly": true,
}

// openerTimeHeads start a leading time or occasion phrase without a comma.
var openerTimeHeads = map[string]bool{"in": true, "on": true, "at": true, "during": true, "with": true, "after": true, "following": true, "since": true, "throughout": true, "as": true, "from": true}

// placeHeads need a time cue in the opener: "In Lisbon, ..." may restrict
// the fact, "In the 2016 shake-up, ..." dates it.
var placeHeads = map[string]bool{"in": true, "on": true, "at": true, "under": true, "throughout": true}

// futureWords make an opener a plan ("After next week's vote, ..."): no cut.
var futureWords = map[string]bool{"next": true, "tomorrow": true, "soon": true, "later": true, "upcoming": true, "coming": true, "will": true, "shall": true}

// timeCue reports a year, date, month or period word.
func timeCue(t tok) bool {
	l := strings.TrimSuffix(t.low, ".")
	return yearish(l) || monthNum[l] > 0 && !(l == "may" && t.tag == "MD") || timePeriodWords[l] && !scopeSeasons[l] || l == "semester" || l == "term"
}

// yearish: a year, a season of years, a decade or a written date ("2019",
// "2019-20", "1990s", "2024-03-05"), not any number ("room 4", "87 caps").
func yearish(l string) bool {
	if isYear(l) || isSeason(l) || len(l) == 5 && l[4] == 's' && isYear(l[:4]) {
		return true
	}
	if len(l) >= 8 && strings.ContainsAny(l, "-/") {
		d := 0
		for i := 0; i < len(l); i++ {
			if l[i] >= '0' && l[i] <= '9' {
				d++
			} else if l[i] != '-' && l[i] != '/' {
				return false
			}
		}
		return d >= 6
	}
	return false
}

// scopeSeasons restrict a fact ("In summer the library opens at 8:00"):
// a scope, never a time cue of an opener.
var scopeSeasons = map[string]bool{"spring": true, "summer": true, "autumn": true, "fall": true, "winter": true}

// fullClauseAt reports a full clause at [a, b): a subject of at most ten
// tokens without clause punctuation or a connective, then a finite verb.
func fullClauseAt(text string, toks []tok, a, b int) bool {
	if b-a < 2 || a >= len(toks) {
		return false
	}
	t := toks[a]
	if isPunct(t) || t.low == "and" || t.low == "or" || t.low == "but" || t.low == "to" || bindingConnectives[t.low] || t.is(wPrep) {
		return false
	}
	p := &parser{text: text, toks: toks[:b]}
	if p.isVerbAt(a) {
		return false
	}
	v := p.firstVerb(a, b)
	if v <= a {
		return false
	}
	if tv := toks[v]; tv.tag == "VBG" || tv.tag == "VBN" && !tv.is(wBe) {
		return false // "the council having ...": no finite verb
	}
	if v-a > 10 {
		return false
	}
	// a subject: no punctuation but a name's period or hyphen, no clause
	// connective, no second verb
	for k := a; k < v; k++ {
		t := toks[k]
		if isPunct(t) && t.text != "." && t.text != "-" && t.text != "'" || bindingConnectives[t.low] || t.low == "and" && v-a > 6 {
			return false
		}
	}
	return true
}

// adjuncts returns the core clause [lo, hi) of toks and the cuts made. vp
// says the clause is a coordinated verb phrase (no opener to cut).
func (e *Extractor) adjuncts(text string, toks []tok, vp bool) (lo, hi int, cuts []adjunctCut) {
	lo, hi = 0, len(toks)
	end := len(toks) // where the clause ends when no trailing adjunct is cut
	for hi > lo && isPunct(toks[hi-1]) {
		if toks[hi-1].text == "?" {
			return 0, len(toks), nil // a question is read whole (and abstains)
		}
		hi--
	}
	if hi-lo < 4 {
		return 0, len(toks), nil
	}
	// a parenthetical aside that ends the clause is cut first, whatever
	// its words ("event_bus=Kafka (JetStream rolled back, see PM-77)"):
	// no verb inside it is the clause's
	if !e.isOff("adjunct.trailing-phrase") {
		if k := trailingParen(toks, lo, hi); k > 0 && !recordOwner(text, toks, k, hi) {
			cuts = append(cuts, adjunctCut{rule: "adjunct.trailing-phrase", a: k, b: hi})
			hi, end = k, k
		}
	}
	// a departure after the statement ("..., Mairead left the site") is
	// another statement (evidence.departed)
	if !e.isOff("evidence.departed") {
		if k := departureCut(toks, lo, hi); k > 0 {
			cuts = append(cuts, adjunctCut{rule: "evidence.departed", a: k, b: hi})
			hi, end = k, k
		}
	}
	if !vp {
		if k, rule := e.opener(text, toks, hi); k > 0 {
			cuts = append(cuts, adjunctCut{rule: rule, a: 0, b: k})
			lo = k
		}
	}
	p := &parser{text: text, toks: toks[:hi]}
	v := lo
	if !vp {
		v = -1
		if t := toks[lo]; (t.tag == "VBD" || t.tag == "VBN") && isLowerWord(t.text) && (p.isVerbAt(lo) || isChangeVerb(t.low)) {
			v = lo // "raised the price to $29, effective next cycle": a subject-less report
		}
		for k := lo + 1; v < 0 && k < hi && k <= lo+16; k++ {
			if toks[k].text == ":" || toks[k].text == ";" {
				break
			}
			if p.isVerbAt(k) {
				v = k
				break
			}
		}
		if v < 0 {
			if len(cuts) == 0 {
				return 0, len(toks), nil
			}
			return lo, end, cuts
		}
	}
	// the end of the verb group: the value starts after it
	ve := v + 1
	for ve < hi && (p.isAux(ve) || strings.HasPrefix(toks[ve].tag, "VB") || toks[ve].tag == "RB" || toks[ve].tag == "RP") && ve < v+5 {
		ve++
	}
	recency := recencyIn(toks[:hi])
	// the rightmost adjunct first, then again on what remains ("elected
	// mayor of W in the June 2021 local election, unseating Y")
	for round := 0; round < 4; round++ {
		cut := false
		for k := hi - 1; k > ve; k-- {
			rule, fromAt := e.trailingAt(text, toks, ve, k, hi, recency)
			if rule == "" {
				continue
			}
			c := adjunctCut{rule: rule, a: k, b: hi}
			if fromAt > 0 {
				c.from = fromTokens(toks, fromAt, hi)
				if c.from.empty() {
					continue
				}
			}
			cuts = append(cuts, c)
			hi, cut = k, true
			break
		}
		if !cut {
			break
		}
	}
	if len(cuts) == 0 {
		return 0, len(toks), nil
	}
	return lo, hi, cuts
}

// trailingParen is where a parenthetical that runs to the clause's end
// starts, after the first token (the closing parenthesis, if any, is
// trailing punctuation already dropped from hi); 0 if none.
// recordOwner: the trailing parenthesis at k (to hi) names the owner of a
// "key: value (Name)" record ("Usual GP: Dr Hale (Mr Ito)"), which
// parse.owner-keyvalue reads, not an aside.
func recordOwner(text string, toks []tok, k, hi int) bool {
	colon := false
	for i := 1; i < k; i++ {
		if toks[i].text == ":" {
			colon = true
			break
		}
	}
	if !colon {
		return false
	}
	e := hi
	if e > k+1 && toks[e-1].text == ")" {
		e--
	}
	p := &parser{text: text, toks: toks}
	return p.ownerName(k+1, e) || p.codedThing(k+1, e)
}

func trailingParen(toks []tok, lo, hi int) int {
	for k := lo + 1; k < hi; k++ {
		if toks[k].text != "(" {
			continue
		}
		for j := k + 1; j < hi; j++ {
			if toks[j].text == "(" || toks[j].text == ")" {
				return 0
			}
		}
		return k
	}
	return 0
}

// opener returns the index where the clause after a leading opener starts
// (0 when there is none) and the rule that cut it.
func (e *Extractor) opener(text string, toks []tok, hi int) (int, string) {
	l0 := toks[0].low
	if pf := (&parser{text: text, toks: toks[:hi]}); pf.multiwordAdverb(0, hi) > 0 {
		return 0, "" // "As far as I know, ...", "For what it's worth, ...": the parser's framing
	} else if n, _ := pf.framingPhrase(0, hi); n > 0 {
		return 0, ""
	}
	if !e.isOff("adjunct.opener") && (openerHeads[l0] || l0 == "as" && len(toks) > 1 && toks[1].low == "of") {
		c := -1
		for k := 1; k < hi && k <= 14; k++ {
			if t := toks[k].text; t == "," {
				c = k
				break
			} else if t == ":" || t == ";" || t == "(" || t == "\"" {
				break
			}
		}
		if c >= 2 && c+2 < hi && e.openerBody(text, toks, 0, c, placeHeads[l0]) {
			p := &parser{text: text, toks: toks[:hi]}
			if end, _, ok := p.scopePhrase(0, c); !(ok && end == c) && fullClauseAt(text, toks, c+1, hi) {
				return c + 1, "adjunct.opener"
			}
		}
	}
	if !e.isOff("adjunct.opener-time") && openerTimeHeads[l0] {
		cue := false
		for k := 1; k < hi && k <= 7; k++ {
			t := toks[k]
			l := strings.TrimSuffix(t.low, ".")
			switch {
			case k == 1 && (t.low == "the" || t.is(wPossessive) || t.low == "our" || t.low == "a" || t.low == "an"):
				continue
			case k == 1 && l0 == "as" && t.low == "of":
				continue // "As of March the rent is ..."
			case l0 == "as" && k == 1:
				return 0, "" // "As the team grew ...": a subordinate clause
			case clockTok(toks, k):
				return 0, "" // "At 9am the shop opens ...": a clock time may be the value (the parser's)
			case timeCue(t) || k == 1 && (relativeDays[l] || weekdays[l]):
				cue = true // "From today the office is ...", "From Monday the ..."
				continue
			case cue && k >= 2 && !isPunct(t) && !isLowerWord(t.text[:1]) && monthNum[l] == 0 || cue && k >= 2 && (t.low == "the" || t.is(wPossessive) || t.low == "our" || t.low == "my"):
				// the subject starts here
				if futureIn(toks, 0, k) {
					return 0, ""
				}
				p := &parser{text: text, toks: toks[:hi]}
				if _, _, ok := p.scopePhrase(0, k); ok {
					return 0, "" // a scope is the parser's ("Every Monday the team ...")
				}
				if fullClauseAt(text, toks, k, hi) {
					return k, "adjunct.opener-time"
				}
				return 0, ""
			case isLowerWord(t.text) && (strings.HasPrefix(t.tag, "NN") || t.tag == "JJ" || t.tag == "VBG" || t.tag == "CD" || t.tag == "VBN") && !t.is(wPrep) && t.low != "and":
				continue // "shake-up", "title", "local"
			}
			return 0, ""
		}
	}
	return 0, ""
}

// clockTok reports a clock time at k: "9am", "09:30", "9 am", "noon".
func clockTok(toks []tok, k int) bool {
	l := toks[k].low
	if strings.Contains(l, ":") && containsDigit(l) || l == "noon" || l == "midnight" {
		return true
	}
	if containsDigit(l) && (strings.HasSuffix(l, "am") || strings.HasSuffix(l, "pm") || strings.HasSuffix(l, "h")) {
		return true
	}
	return containsDigit(l) && k+1 < len(toks) && (toks[k+1].low == "am" || toks[k+1].low == "pm" || toks[k+1].low == "a.m." || toks[k+1].low == "p.m." || toks[k+1].low == "o'clock")
}

func futureIn(toks []tok, a, b int) bool {
	for k := a; k < b; k++ {
		if futureWords[toks[k].low] {
			return true
		}
	}
	return false
}

// openerBody checks an opener [a, c): no future word, no colon, and for a
// place head a time cue ("In the 2016 shake-up,"; not "In Lisbon,").
func (e *Extractor) openerBody(text string, toks []tok, a, c int, needCue bool) bool {
	if futureIn(toks, a, c) {
		return false
	}
	if !needCue {
		return true
	}
	for k := a + 1; k < c; k++ {
		if timeCue(toks[k]) && !weekdays[toks[k].low] {
			return true
		}
	}
	return false
}

// trailingAt reports a trailing adjunct starting at k (after the verb
// group ending at ve) and, for evidence.replacing, where the old value
// starts.
func (e *Extractor) trailingAt(text string, toks []tok, ve, k, hi int, recency bool) (string, int) {
	t := toks[k]
	on := func(id string) bool { return !e.isOff(id) }
	if t.text == "," && k+1 < hi {
		n := toks[k+1]
		switch {
		case (n.low == "replacing" || n.low == "succeeding" || n.low == "unseating" || n.low == "ousting" || n.low == "dethroning" || n.low == "supplanting") && k+2 < hi && on("evidence.replacing"):
			return "evidence.replacing", k + 2
		case n.low == "in" && k+4 < hi && toks[k+2].low == "place" && toks[k+3].low == "of" && on("evidence.replacing"):
			return "evidence.replacing", k + 4
		case (n.low == "who" || n.low == "which" || n.low == "whose" || n.low == "whom" || n.low == "where") && on("adjunct.relative"):
			return "adjunct.relative", 0
		case participleAt(toks, k+1, hi) && n.low != "including" && n.low != "according" && on("adjunct.participle"):
			return "adjunct.participle", 0
		case n.tag == "VBN" && isLowerWord(n.text) && k+2 < hi && participlePreps[toks[k+2].low] && on("adjunct.participle"):
			return "adjunct.participle", 0
		case n.low == "the" && on("adjunct.appositive") && appositiveBody(toks, k+1, hi):
			// (an indefinite appositive classifies the value: "Dr. Ahn, a
			// dermatologist" is the parser's)
			return "adjunct.appositive", 0
		}
		if on("adjunct.trailing-phrase") && trailingPhrase(toks, k+1, hi) {
			return "adjunct.trailing-phrase", 0
		}
		return "", 0
	}
	if on("adjunct.time-occasion") && k+2 == hi && (t.low == "this" || t.low == "last") && academicTerms[toks[k+1].low] {
		return "adjunct.time-occasion", 0 // "has 310 pupils enrolled this term"
	}
	if on("adjunct.time-occasion") && k+2 == hi && t.low == "for" && isSeason(toks[k+1].low) {
		return "adjunct.time-occasion", 0 // "are the shield holders for 2019-20"
	}
	prev := toks[k-1]
	if prev.text == "," || strings.HasPrefix(prev.tag, "VB") && !(prev.tag == "VBG" || prev.tag == "VBN") && k-1 >= ve {
		return "", 0
	}
	switch {
	case t.low == "in" && k+3 < hi && toks[k+1].low == "place" && toks[k+2].low == "of" && on("evidence.replacing"):
		return "evidence.replacing", k + 3
	case t.low == "now" && k+1 < hi && toks[k+1].low == "that" && on("adjunct.relative"):
		return "adjunct.relative", 0
	case t.low == "when" && on("adjunct.relative") && fullClauseAt(text, toks, k+1, hi) && !whenState(toks, k+1, hi):
		return "adjunct.relative", 0
	}
	if on("adjunct.trailing-phrase") && trailingPhrase(toks, k, hi) {
		return "adjunct.trailing-phrase", 0
	}
	if (t.low == "after" || t.low == "following" || t.low == "amid" || t.low == "despite") && k+1 < hi && on("adjunct.occasion") {
		// "is mayor of W after winning the recount", "raised the fee
		// to $40 after the audit": the occasion of the
		// change (not a time: "open after 5pm" keeps its restriction)
		if n := toks[k+1]; !timeCue(n) && !(n.low == "the" && k+2 < hi && timeCue(toks[k+2])) && !isNumberTok(n.low) {
			return "adjunct.occasion", 0
		}
	}
	if on("adjunct.time-occasion") && !recency && timeOccasion(toks, k, hi) {
		return "adjunct.time-occasion", 0
	}
	return "", 0
}

// participleAt: a present participle opening a clause at k: tagged VBG,
// or an -ing form of a known verb, or an -ing word before its object (a
// determiner, a name, a number or a pronoun: "unseating Ivo Dane", which the
// tagger may read as an adjective).
func participleAt(toks []tok, k, hi int) bool {
	n := toks[k]
	if !isLowerWord(n.text) || !strings.HasSuffix(n.low, "ing") || len(n.low) < 6 {
		return false
	}
	if n.tag == "VBG" || knownVerbs[lemmaVerb(n.low)] {
		return true
	}
	if k+1 >= hi {
		return false
	}
	o := toks[k+1]
	return o.is(wDeterminer) || o.is(wPossessive) || !isLowerWord(o.text[:1]) || isNumberTok(o.low) || o.low == "him" || o.low == "them"
}

// whenState: a when-clause whose verb is a copula or "have" dates the
// fact to a state of the past ("moved to Leeds when she was 5"): the
// clause is read whole, not cut to a current fact.
func whenState(toks []tok, a, hi int) bool {
	p := &parser{toks: toks[:hi]}
	v := p.firstVerb(a, hi)
	return v < 0 || toks[v].is(wBe) || toks[v].is(wHave) || toks[v].low == "'s"
}

// participlePreps follow a past participle that opens a trailing clause:
// ", set by Y", ", set against Z in 1978".
var participlePreps = map[string]bool{"by": true, "against": true, "in": true, "at": true, "on": true, "after": true, "during": true, "for": true, "with": true}

// appositiveBody: a noun phrase after the value with no coordination and
// no finite verb of its own ("the first woman to hold the post").
func appositiveBody(toks []tok, a, hi int) bool {
	if hi-a < 2 {
		return false
	}
	for k := a; k < hi; k++ {
		t := toks[k]
		if t.low == "and" || t.low == "or" || t.text == "," || t.text == ";" || t.text == ":" || t.tag == "VBD" || t.tag == "VBZ" || t.tag == "VBP" || t.tag == "MD" || t.is(wBe) {
			return false
		}
	}
	return true
}

// trailingPhrase reports a listed trailing circumstance at k
// (lex/trailing_adjuncts.tsv: one pattern per row, matched against the
// rest of the clause).
func trailingPhrase(toks []tok, k, hi int) bool {
	pats, err := trailingPatterns()
	if err != nil || k >= hi {
		return false
	}
	l := toks[k].low
	ps := pats[l]
	if len(ps) == 0 {
		return false
	}
	mt := chunkTokens(toks[k:hi], nil)
	for _, p := range ps {
		if _, ok := p.match(mt); ok {
			return true
		}
	}
	return false
}

// timeOccasion: "in the June 2021 local election", "at its May 2020
// congress": a preposition, a determiner or
// possessive, a date, then the occasion's words up to the end of the clause.
func timeOccasion(toks []tok, k, hi int) bool {
	if l := toks[k].low; l != "in" && l != "at" && l != "during" && l != "on" {
		return false
	}
	j := k + 1
	if j < hi && (toks[j].low == "the" || toks[j].is(wPossessive) || toks[j].low == "our") {
		j++
	} else {
		return false
	}
	cue := false
	for j < hi && timeCue(toks[j]) {
		cue = true
		j++
	}
	if !cue || j >= hi {
		return false // "in 2018", "in the 2019": a plain time adjunct (the rules read it)
	}
	n := 0
	for ; j < hi; j++ {
		t := toks[j]
		if !isLowerWord(t.text) || !(strings.HasPrefix(t.tag, "NN") || t.tag == "JJ" || t.tag == "VBG" || t.text == "-") {
			return false
		}
		n++
	}
	return n > 0 && n <= 4
}

// fromTokens is the old value after "replacing"/"succeeding"/"in place of":
// a determiner at most, then words up to a preposition, comma or the end
// ("Jon Ferro" in "succeeding Jon Ferro on his retirement").
func fromTokens(toks []tok, a, hi int) rng {
	j := a
	for j < hi && j < a+6 {
		t := toks[j]
		if isPunct(t) && t.text != "." && t.text != "-" || t.is(wPrep) && j > a || t.low == "who" || t.low == "which" || t.low == "and" || t.low == "when" || t.low == "after" {
			break
		}
		j++
	}
	if j == a || j >= a+6 && j < hi && !isPunct(toks[j]) && !toks[j].is(wPrep) {
		return rng{}
	}
	// the old holder is a name ("replacing Jon Ferro", "succeeding Dr. Ode"),
	// not a thing ("replacing an old flat")
	if isLowerWord(toks[a].text[:1]) {
		return rng{}
	}
	return rng{a, j}
}

// applyAdjuncts records the stage's cuts in a trace and applies their
// evidence to the chosen unit: an opener costs a little confidence, a
// replacing phrase gives the old value.
func (e *Extractor) adjunctEvidence(text string, toks []tok, cuts []adjunctCut, u *Unit, trc *TraceClause) {
	for _, c := range cuts {
		if c.rule == "adjunct.trailing-phrase" && u.Scope == "" && !u.KeyOnly && !e.isOff("adjunct.day-scope") {
			if sc, ok := dayParenScope(toks, c.a, c.b); ok {
				// "Route 14 - first bus 05:55 from Ashgill (Mon-Fri)": the
				// days in the parenthesis are where the value holds
				u.Scope = sc
				if trc != nil {
					trc.Stages = append(trc.Stages, TraceStage{Name: "adjunct", Output: "adjunct.day-scope: scope " + sc})
				}
			}
		}
		if c.rule == "adjunct.opener" || c.rule == "adjunct.opener-time" {
			// the parser's own charge for a dropped opener: a subordinate
			// connective ("While A is away, ...") ×0.9, a phrase ×0.95
			f := 0.95
			if bindingConnectives[toks[c.a].low] {
				f = 0.9
			}
			u.Confidence *= f
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "adjunct", Output: fmt.Sprintf("%s: confidence ×%.2f = %.2f", c.rule, f, u.Confidence)})
			}
		}
		if c.rule != "evidence.replacing" || c.from.empty() || u.From != nil || u.Negated || u.KeyOnly || u.Cardinality == CardSetValued {
			continue
		}
		// the old value of a role: the new value is a name, not a date or
		// a count ("returned ... in May 2022, replacing Y" dates a move)
		if u.Value.Surface == "" || isLowerWord(u.Value.Surface[:1]) || containsDigit(u.Value.Surface) || strings.HasPrefix(u.Rule, "frame.") {
			continue
		}
		a, z := toks[c.from.i].start, toks[c.from.j-1].end
		sp := Span{Surface: text[a:z], Start: a, End: z, Canon: valueCanonOf(text[a:z])}
		if sp.Canon == "" || sp.Canon == u.Value.Canon {
			continue
		}
		u.From = &sp
		if trc != nil {
			trc.Stages = append(trc.Stages, TraceStage{Name: "evidence", Output: "evidence.replacing: from " + sp.Canon})
		}
	}
}

// traceAdjuncts adds the stage's cuts to a trace.
func traceAdjuncts(text string, toks []tok, cuts []adjunctCut, trc *TraceClause) {
	if trc == nil {
		return
	}
	for _, c := range cuts {
		trc.Stages = append(trc.Stages, TraceStage{Name: "adjunct", Output: fmt.Sprintf("%s: %q cut", c.rule, text[toks[c.a].start:toks[c.b-1].end])})
	}
}

var (
	trailOnce sync.Once
	trailPats map[string][]pattern
	trailErr  error
)

// trailingPatterns compiles lex/trailing_adjuncts.tsv once, indexed by the
// words of each pattern's first element.
func trailingPatterns() (map[string][]pattern, error) {
	trailOnce.Do(func() {
		lex, err := loadLexicons()
		if err != nil {
			trailErr = err
			return
		}
		rows := lex["trailing_adjuncts"]
		keys := make([]string, 0, len(rows))
		for k := range rows {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		trailPats = map[string][]pattern{}
		for _, k := range keys {
			p, err := compilePattern(k, lex)
			if err != nil {
				trailErr = fmt.Errorf("svo: lex/trailing_adjuncts.tsv: %w", err)
				return
			}
			if p[0].kind != 'w' || p[0].op != 0 || p[0].not {
				trailErr = fmt.Errorf("svo: lex/trailing_adjuncts.tsv: pattern %q: the first element must be a word test", k)
				return
			}
			for _, w := range p[0].alts {
				trailPats[w] = append(trailPats[w], p)
			}
		}
	})
	return trailPats, trailErr
}

// traceChunkRules names, in a trace, the chunk rules that changed the
// clause's chunks: chunk.time-occasion (recomputed without it) and
// frame.no-time-words.
func traceChunkRules(ct []tok, mt []mtok, off map[string]bool, trc *TraceClause) {
	for _, r := range [...]struct{ id, what string }{{"chunk.time-occasion", " in a time adjunct"}, {"chunk.bare-date", " a date (a time chunk)"}} {
		if off[r.id] {
			continue
		}
		o := map[string]bool{r.id: true}
		for k, v := range off {
			o[k] = v
		}
		base := chunkTokens(ct, o)
		var ws []string
		if len(mt) == len(base) {
			for i := range base {
				if base[i].chunk != "time" && mt[i].chunk == "time" {
					ws = append(ws, base[i].text)
				}
			}
		}
		if len(ws) > 0 {
			trc.Stages = append(trc.Stages, TraceStage{Name: "chunk", Output: r.id + ": " + strings.Join(ws, " ") + r.what})
		}
	}
	var ws []string
	for i := range mt {
		if mt[i].noFrame {
			ws = append(ws, mt[i].text)
		}
	}
	if len(ws) > 0 {
		trc.Stages = append(trc.Stages, TraceStage{Name: "chunk", Output: "frame.no-time-words: " + strings.Join(ws, " ") + " no frame words"})
	}
}

// splitRelative splits "<subject> is a <class noun> who <finite verb> ..."
// (adjunct.relative-fact): the copula clause, then the relative clause as a
// verb-phrase facet that inherits the subject ("Ivo Dane is a winger who
// plays for Tarn Rovers"). Only "who" after an indefinite class noun of at
// most four words: "the one who", "a clause that ..." stay whole.
func (e *Extractor) splitRelative(dst []clause, c clause) []clause {
	if e.isOff("adjunct.relative-fact") || c.vpCoord || c.conj != nil || len(c.text) > MaxClauseBytes || !strings.Contains(c.text, " who ") {
		return append(dst, c)
	}
	toks := c.toks
	if toks == nil {
		toks = e.tokens(c.text)
		c.toks = toks
	}
	p := &parser{text: c.text, toks: toks}
	v := p.firstVerb(0, len(toks))
	if v <= 0 || !toks[v].is(wBe) || v+2 >= len(toks) || toks[v+1].low != "a" && toks[v+1].low != "an" {
		return append(dst, c)
	}
	for k := v + 2; k < len(toks) && k <= v+6; k++ {
		t := toks[k]
		if t.low == "who" {
			if k == v+2 || k+2 >= len(toks) {
				break
			}
			n := toks[k+1]
			if !(n.tag == "VBZ" || n.tag == "VBD" || n.tag == "VBP") {
				break
			}
			left := strings.TrimRight(c.text[:t.start], " ,")
			right := c.text[n.start:]
			return append(dst, clause{text: left, start: c.start, via: "adjunct.relative-fact"}, clause{text: right, start: c.start + n.start, vpCoord: true, via: "adjunct.relative-fact"})
		}
		if !isLowerWord(t.text) || !(strings.HasPrefix(t.tag, "NN") || t.tag == "JJ" || t.tag == "VBG" || t.text == "-") {
			break
		}
	}
	return append(dst, c)
}

// isChangeVerb: w is a form of a verb of lex/change_verbs.tsv ("bumped").
func isChangeVerb(w string) bool {
	_, ok := lexLookup("change_verbs", lemmaVerb(w))
	return ok
}

// dayParenScope reads toks[a:b], a parenthesis, as weekday names alone
// ("(Mon-Fri)", "(Sundays)", "(Sat & Sun only)"): the scope "on <days>" in
// lower case (adjunct.day-scope).
func dayParenScope(toks []tok, a, b int) (string, bool) {
	if b-a < 2 || toks[a].text != "(" {
		return "", false
	}
	if toks[b-1].text == ")" {
		b--
	}
	var ws []string
	for j := a + 1; j < b; j++ {
		switch l := toks[j].low; {
		case l == "only" || l == "-" || l == "&" || l == "and" || l == ",":
		case dayToken(l) || dayList(l) || l == "weekdays" || l == "weekends":
			ws = append(ws, l)
		default:
			return "", false
		}
	}
	if len(ws) == 0 {
		return "", false
	}
	return "on " + strings.Join(ws, " "), true
}

// dayList: a list of weekday names written as one token ("mon/wed/fri",
// "mon,wed").
func dayList(w string) bool {
	ds := strings.FieldsFunc(w, func(r rune) bool { return r == '/' || r == ',' })
	for _, d := range ds {
		if !dayToken(d) {
			return false
		}
	}
	return len(ds) > 0
}
