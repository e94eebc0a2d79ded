package svo

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// parseClause extracts subject, attribute and value from one clause's tokens.
// ante is the subject a leading pronoun refers to ("" when there is none);
// noSubject says the clause is a coordinated verb phrase whose subject is ante.
func parseClause(text string, toks []tok, ante string, noSubject bool) (parsed, abstain) {
	return parseClauseNamed(text, toks, ante, false, noSubject)
}

// parseClauseNamed is parseClause where anteNamed says the antecedent is a
// name ("Acme Corp"), which a following generic description ("the company")
// refers to.
func parseClauseNamed(text string, toks []tok, ante string, anteNamed, noSubject bool) (parsed, abstain) {
	p := &parser{text: text, toks: toks, ante: ante, anteNamed: anteNamed, conf: 1}
	return p.clause(0, len(toks), noSubject)
}

// parseConjunct parses a clause with a coordinated subject for one conjunct
// (tokens subj) and the verb group starting at verb.
func parseConjunct(text string, toks []tok, subj rng, verb int) (parsed, abstain) {
	p := &parser{text: text, toks: toks, conf: 0.92}
	b := len(toks)
	for b > verb && isPunct(toks[b-1]) {
		if toks[b-1].text == "?" {
			return parsed{}, "question"
		}
		b--
	}
	if why := p.checkSubject(subj.i, subj.j); why != "" {
		return parsed{}, why
	}
	return p.predicateFrom(subj.i, subj.j, verb, b)
}

// conjuncts finds a coordinated subject of names: "Alice and Bob live in
// Berlin", "Dana, Lee and I are on call". It returns each conjunct's tokens
// and the verb index, or nil. The verb must agree with a plural subject, so
// "Procter and Gamble is based in Cincinnati" stays one name.
func conjuncts(toks []tok) ([]rng, int) {
	var out []rng
	start := 0
	for k := 0; k < len(toks) && k < 12; k++ {
		t := toks[k]
		switch {
		case t.low == "and" || t.text == ",":
			if k == start {
				return nil, 0
			}
			out = append(out, rng{start, k})
			start = k + 1
		case t.low == "i" || t.low == "we":
		case !isLowerWord(t.text) && (strings.HasPrefix(t.tag, "NN") || t.tag == "JJ" || t.tag == "VBN" || t.tag == "VBG" || t.tag == "IN"):
			// a capitalized name word (the tagger may call it anything)
		default:
			if len(out) == 0 || k == start || k-start > 3 {
				return nil, 0
			}
			l := t.low
			if !(l == "are" || l == "were" || l == "have" || l == "'re" || l == "'ve" || t.tag == "VBP" || t.tag == "VBD" && l != "was") {
				return nil, 0
			}
			out = append(out, rng{start, k})
			for _, c := range out {
				if c.j-c.i > 3 || c.empty() {
					return nil, 0
				}
			}
			return out, k
		}
	}
	return nil, 0
}

// clause parses tokens [a, b).
func (p *parser) clause(a, b int, noSubject bool) (parsed, abstain) {
	// trailing punctuation; a question states nothing
	for b > a && isPunct(p.toks[b-1]) {
		if p.toks[b-1].text == "?" {
			return parsed{}, "question"
		}
		b--
	}
	if a >= b {
		return parsed{}, "empty clause"
	}
	if b-a > MaxClauseTokens {
		return parsed{}, "clause too long"
	}
	// leading adverbs, discourse labels, "according to X,"
	for a < b {
		l := p.toks[a].low
		if n, c := p.framingPhrase(a, b); n > 0 {
			// "For what it's worth, ...", "As far as I know, ...": framing
			a += n
			p.conf *= c
			if a < b && p.toks[a].text == "," {
				a++
			}
			continue
		}
		if n := p.multiwordAdverb(a, b); n > 0 {
			a += n // "these days", "right now", "at the moment", "for now"
			if a < b && p.toks[a].text == "," {
				a++
			}
			continue
		}
		switch {
		case leadAdverbs[l] || l == "e.g." || l == "i.e." || l == "e.g" || l == "i.e" || l == "eg" || l == "ie":
			a++
			if a < b && p.toks[a].text == "," {
				a++
			}
			continue
		case discourseLabels[l] && a+1 < b && (p.toks[a+1].text == ":" || p.toks[a+1].text == "-"):
			a += 2
			continue
		case nonFactLabels[l] && a+1 < b && (p.toks[a+1].text == ":" || p.toks[a+1].text == "-"):
			// "Idea: ...", "TODO: ...", "Question: ...": a proposal, task or
			// question, not a statement of what is
			return parsed{}, abstain("label-style note (" + l + ")")
		case l == "according" && a+1 < b && p.toks[a+1].low == "to":
			c := p.findComma(a, b, 8)
			if c < 0 {
				return parsed{}, "attribution without a clause"
			}
			a = c + 1
			p.conf *= 0.92
			continue
		case isPunct(p.toks[a]) && p.toks[a].text != "\"":
			if p.toks[a].text == "[" || p.toks[a].text == "(" {
				// "[2024-03-05 14:02] [INFO] ...": a bracketed log prefix
				for k := a + 1; k < b && k <= a+6; k++ {
					if p.toks[k].text == "]" || p.toks[k].text == ")" {
						a = k
						break
					}
				}
			}
			a++
			continue
		case isStamp(p.toks[a].text) || logLevels[p.toks[a].text]:
			// a log line's timestamp or level
			a++
			continue
		}
		break
	}
	if a >= b {
		return parsed{}, "empty clause"
	}
	l0 := p.toks[a].low
	if hedges[l0] {
		return parsed{}, abstain("hedged (" + l0 + ")")
	}
	// leading qualifier phrase before a comma: scope, time, or a subordinate
	if c := p.findComma(a, b, 9); c > a {
		if end, sc, ok := p.scopePhrase(a, c); ok && end == c {
			p.scope = append(p.scope, sc)
			a = c + 1
		} else if end, kind, ok := p.temporalPhrase(a, c); ok && end == c {
			if kind == "until" || kind == "future" {
				return parsed{}, "time-bounded or future qualifier"
			}
			a = c + 1
			p.conf *= 0.95
		} else if l0 == "if" || l0 == "unless" || l0 == "when" || l0 == "whenever" || l0 == "once" {
			return parsed{}, abstain("conditional (" + l0 + ")")
		} else if bindingConnectives[l0] && l0 != "that" {
			// "Because the office moved, Alice lives in Porto": keep the main clause
			a = c + 1
			p.conf *= 0.9
		} else if (preps[l0] || isTag(p.toks[a], "RB", "IN", "VBG") || l0 == "based" || l0 == "judging" || l0 == "going") && isLowerWord(p.toks[a].text[1:]) && c-a <= 5 && p.firstVerb(a, c) < 0 || c-a <= 3 && (l0 == "starting" || l0 == "beginning" || l0 == "going" || l0 == "effective") {
			// "From now on, ...", "Effective immediately, ...", "At the moment, ...":
			// an adverbial opener; a future one makes the clause a plan
			for k := a; k < c; k++ {
				if l := p.toks[k].low; l == "next" || l == "tomorrow" || l == "soon" || l == "later" || ((l0 == "starting" || l0 == "beginning") && (weekdays[l] || monthNum[l] != 0 || containsDigit(l))) {
					return parsed{}, "future qualifier"
				}
			}
			a = c + 1
			p.conf *= 0.95
		}
	}
	if a >= b {
		return parsed{}, "empty clause"
	}
	l0 = p.toks[a].low
	if bindingConnectives[l0] && !(l0 == "that" && a+1 < b && !p.isVerbAt(a+1)) && !(l0 == "as" && a+1 < b && p.toks[a+1].low == "of") {
		return parsed{}, abstain("fragment led by binding connective (" + l0 + ")")
	}
	if l0 == "there" && a+1 < b && (p.toks[a+1].is(wBe) || p.toks[a+1].low == "'s") {
		return p.existential(a, b)
	}
	if noSubject {
		return p.predicateFrom(a, a, a, b)
	}
	// "Every Monday the team meets at 10:00": a leading scope without a comma
	if e, sc, ok := p.scopePhrase(a, b); ok && e < b-1 && !p.isVerbAt(e) {
		p.scope = append(p.scope, sc)
		a = e
	}
	// "Last week it ran out of memory": a leading time without a comma
	if e, kind, ok := p.temporalPhrase(a, b); ok && e < b-1 && !p.isVerbAt(e) && kind != "clock" {
		if kind == "until" || kind == "future" {
			return parsed{}, "time-bounded or future qualifier"
		}
		a = e
		p.conf *= 0.95
	}
	// "Falls risk (Mrs Pell): medium", "Usual GP: Dr Hale (Mr Ito)": a
	// record's key with its owner in parentheses (parse.owner-keyvalue)
	if r, why, ok := p.ownerKeyValue(a, b); ok {
		return r, why
	}
	// "Not vegetarian anymore", "No longer on metformin", "Not in Cardiff
	// any more": a note's verbless negation of a state, the user its
	// implicit subject, as "User isn't vegetarian anymore" (parse.not-fragment)
	if r, why, ok := p.notFragment(a, b); ok {
		return r, why
	}
	// "Lives in Amsterdam.", "Is vegetarian.", "Has two kids.": an
	// assistant's memory note with the user as its implicit subject
	// "does alice live in berlin": a question without its question mark
	if p.toks[a].is(wDo|wBe|wHave|wModal) && a+1 < b { // doForms, beForms, haveForms, modals
		n := p.toks[a+1]
		if n.tag == "PRP" || antecedentPronouns[n.low] || n.low == "you" || n.low == "we" || n.low == "i" || (!isLowerWord(n.text) && strings.HasPrefix(n.tag, "NNP")) {
			return parsed{}, "question (inverted word order)"
		}
	}
	// "Failed back: the primary is db-1": a short event label before a clause
	for k := a + 1; k < b-2 && k <= a+2; k++ {
		if p.toks[k].text == ":" {
			if inflected(p.toks[a]) && p.firstVerb(k+1, b) > k+1 {
				r, why := p.clause(k+1, b, false)
				r.conf *= 0.95
				return r, why
			}
			break
		}
	}
	if t := p.toks[a]; inflected(t) && !(t.tag == "NNP" && dayToken(t.low)) && !(a+1 < b && isTag(p.toks[a+1], "VBD", "VBZ", "VBP", "MD") && (p.toks[a+1].tag == "MD" || p.toks[a+1].is(wBe) || p.toks[a+1].is(wHave) || p.toks[a+1].is(wDo) || p.toks[a+1].is(wKnownLemma))) && !(a+1 < b && p.toks[a+1].low == "'s") && !(a+2 < b && p.toks[a+1].is(wVerbAdverb) && p.toks[a+2].is(wKnownLemma)) {
		if !isTag(t, "VB") && !t.is(wBe) && !t.is(wHave) && !t.is(wDo) {
			p.toks[a].tag = "VBZ" // the tagger reads a sentence-initial "Owns" or "Speaks" as IN or JJ
			if strings.HasSuffix(t.low, "ed") {
				p.toks[a].tag = "VBD"
			}
		}
		sub := &parser{text: p.text, toks: p.toks, ante: "user", conf: p.conf * 0.9, scope: p.scope}
		r, why := sub.predicateFrom(a, a, a, b)
		if why == "" {
			r.conf /= 0.92 // predicateFrom charged an inherited subject; the implicit one is charged above
			if r.form == "verb" || r.form == "verb-prep" || r.form == "passive" || r.form == "copula" {
				// outside the lexicon an implicit subject may be the team or a system, not the user
				r.conf *= 0.6
			}
			r.form = "implicit+" + r.form
		}
		return r, why
	}
	// "You can find Ana in room 4.10": directions state where someone is
	if b-a >= 6 && p.toks[a].low == "you" && p.toks[a+1].low == "can" && (p.toks[a+2].low == "find" || p.toks[a+2].low == "reach") {
		return p.directions(a+3, b)
	}
	// "Directions for visitors who ask at reception: Ana works out of room
	// 4": a long framing label before a full clause
	for k := a + 2; k < b-2 && k <= a+12; k++ {
		if p.toks[k].text != ":" {
			continue
		}
		labelish := k-a > 6
		for m := a; m < k && !labelish; m++ {
			labelish = bindingConnectives[p.toks[m].low] || p.toks[m].tag == "VB" || p.toks[m].tag == "VBP"
		}
		if labelish && p.firstVerb(k+1, b) > k+1 {
			if r, why := p.clause(k+1, b, false); why == "" {
				r.conf *= 0.95
				return r, ""
			}
		}
		break
	}
	// key: value note
	if r, why, ok := p.keyValue(a, b); ok {
		return r, why
	}
	// reported speech
	if r, why, ok := p.reported(a, b); ok {
		return r, why
	}
	// "Barack Obama (born 1961) is ...": a parenthetical after the subject
	for k := a + 1; k < b && k <= a+8; k++ {
		if p.toks[k].text != "(" {
			if p.isVerbAt(k) {
				break
			}
			continue
		}
		for m := k + 1; m < b && m <= k+12; m++ {
			if p.toks[m].text == ")" {
				if m+1 < b && p.isVerbAt(m+1) {
					if why := p.checkSubject(a, k); why != "" {
						return parsed{}, why
					}
					p.conf *= 0.95
					return p.predicateFrom(a, k, m+1, b)
				}
				break
			}
		}
		break
	}
	// find the verb group
	v := -1
	for k := a + 1; k < b && k < a+12; k++ {
		if p.toks[k].text == ":" {
			break
		}
		if p.isVerbAt(k) {
			v = k
			break
		}
	}
	if v > 0 && v+1 < b && !p.isAux(v) && strings.HasSuffix(p.toks[v].low, "s") && isTag(p.toks[v+1], "VBP", "VBZ", "VBD") && p.toks[v+1].is(wKnownLemma) && !p.toks[v+1].is(wPrep) {
		v++ // "Prod deploys require two approvals": the first "verb" was a plural noun
	}
	if v > 0 && !p.isAux(v) {
		// "The cache hit ratio is 0.87": a noun tagged as a verb before the real copula
		for k := v + 1; k < b && k <= v+3; k++ {
			if (p.toks[k].is(wBe) && p.toks[k].low != "being" && p.toks[k].low != "been") || (p.toks[k].low == "'s" && p.toks[k].tag == "VBZ") {
				v = k
				break
			}
			if !(isTag(p.toks[k], "NN") || p.toks[k].tag == "JJ" || p.toks[k].tag == "CD") {
				break
			}
		}
	}
	if v < 0 {
		// "My name's Jordan": the tagger read "'s" as a possessive
		for k := b - 2; k > a; k-- {
			if p.toks[k].low == "'s" && (!strings.HasPrefix(p.toks[k+1].tag, "NN") || !isLowerWord(p.toks[k+1].text) || k+2 < b && p.toks[k+2].is(wPrep)) {
				p.toks[k].tag = "VBZ"
				v = k
				break
			}
		}
	}
	if v < 0 && a+2 < b && p.toks[a+1].is(wPrep) {
		// "Allergic to peanuts.": a memory note about the user without a verb
		if rel, ok := verbRelations[p.toks[a].low+" "+p.toks[a+1].low]; ok && rel.attr != "" && !p.toks[a].is(wKnownVerb) {
			r := parsed{subj: rng{a, a}, subjCanon: "user", attr: rng{a, a + 2}, attrCanon: rel.attr, card: rel.card, form: "implicit+lexicon:adjective", conf: 0.8}
			p.cutPrep = true
			if why := p.value(&r, a+2, b, true); why != "" {
				return parsed{}, why
			}
			return p.finish(r)
		}
	}
	if v < 0 {
		if k := p.telegraphicVerb(a, b); k > 0 {
			// "504 transferred to Pellbridge", "Route 22 run by Morrow Lane
			// depot", "Kofi picking up CSM duties": a note's verb without
			// its auxiliary
			v = k
			p.conf *= 0.9
			p.telegraphic = true
		}
	}
	if v < 0 {
		if k := p.droppedCopula(a, b); k > 0 {
			// "Van 30 now insured with Halden Mutual", "Porto still at the
			// Pestana Vintage": a note's copula left out before "now" or
			// "still", read as "Van 30 is now insured ..."
			// (parse.telegraphic-copula). The tokens are shared, so the
			// reading works on a copy with "is" in the adverb's place, and
			// on a copy of the parser: when it yields nothing the clause
			// abstains as before, so that the table rules still read it.
			q := *p
			q.scope = append([]string(nil), p.scope...)
			q.toks = append([]tok(nil), p.toks...)
			q.toks[k].low, q.toks[k].tag, q.toks[k].f = "is", "VBZ", nil
			q.conf *= 0.9
			q.copulaDropped = true
			e := b
			for j := k + 2; j < b; j++ {
				if amountReasonWords[q.toks[j].low] {
					e = j // "Backlog now 1.1k after the Tollmere transfer": the reason is no part of the value
					break
				}
			}
			if q.checkSubject(a, k) == "" {
				if r, why := q.predicateFrom(a, k, k, e); why == "" {
					*p = q
					return r, ""
				}
			}
		}
	}
	if v < 0 {
		if a < b && p.isVerbAt(a) && isTag(p.toks[a], "VB") && p.toks[a].tag != "VBZ" {
			return parsed{}, "no subject (imperative or fragment)"
		}
		return parsed{}, "no finite verb after a subject"
	}
	// "User's wife, Anna, is a teacher", "The Eiffel Tower, located in Paris,
	// is 330 metres tall": an appositive between commas is skipped
	if c1 := p.findComma(a, v+1, v-a+1); c1 > a {
		for c2 := c1 + 2; c2 < b-1 && c2 <= c1+10; c2++ {
			if p.toks[c2].text == "," {
				if p.isVerbAt(c2 + 1) {
					p.conf *= 0.9
					if why := p.checkSubject(a, c1); why != "" {
						return parsed{}, why
					}
					return p.predicateFrom(a, c1, c2+1, b)
				}
				break
			}
		}
	}
	// "The log level in production is WARN": a scope inside the subject
	se := v
	for k := a + 1; k < v; k++ {
		if e, sc, ok := p.scopePhrase(k, v); ok && e == v {
			p.scope = append(p.scope, sc)
			se = k
			break
		}
		if e, kind, ok := p.temporalPhrase(k, v); ok && e == v && kind == "" {
			se = k // "Uptime this month is 99.95%"
			break
		}
	}
	if why := p.checkSubject(a, se); why != "" {
		return parsed{}, why
	}
	return p.predicateFrom(a, se, v, b)
}

// isAux reports a be, have, do or modal form.
func (p *parser) isAux(k int) bool {
	t := &p.toks[k]
	return t.facts().is&(wAuxStart|wVerbAdverb) != 0 || t.low == "no" || t.low == "used"
}

var (
	reStamp   = guarded(`^(\d{4}-\d\d-\d\d([t ]\d\d:\d\d(:\d\d(\.\d+)?)?(z|[+-]\d\d:?\d\d)?)?|\d\d:\d\d(:\d\d(\.\d+)?)?(z|utc)?)$`, startsDigit)
	logLevels = map[string]bool{"INFO": true, "WARN": true, "WARNING": true, "ERROR": true, "DEBUG": true, "CRITICAL": true, "FATAL": true, "TRACE": true, "NOTICE": true, "ALERT": true}
)

// isStamp reports a date, time or ISO timestamp token at the start of a log line.
func isStamp(s string) bool {
	// reStamp's guard first, on s itself: lowering leaves an ASCII digit
	// where it is and makes none
	return len(s) >= 5 && startsDigit(s) && reStamp.MatchString(strings.ToLower(s))
}

// inflected reports a finite verb form that cannot be an imperative: "is",
// "has", "lives", "moved" (but not "move", "read").
func inflected(t tok) bool {
	switch t.low {
	case "is", "was", "has", "had", "does", "did", "'s":
		return true
	case "are", "were", "have", "do", "am":
		return false
	}
	l := t.facts().lemma
	return l != t.low && knownVerbs[l] && (strings.HasSuffix(t.low, "s") || strings.HasSuffix(t.low, "ed") || irregularVerbs[t.low] != "")
}

// existential: "There are 3 servers in the rack" → (rack, have server, 3);
// any other "there is" abstains.
func (p *parser) existential(a, b int) (parsed, abstain) {
	k := a + 2
	for k < b && (p.toks[k].is(wNeg) || p.toks[k].is(wVerbAdverb)) {
		if p.toks[k].is(wNeg) {
			p.neg++
		}
		k++
	}
	if k >= b || !(p.toks[k].tag == "CD" || numberWords[p.toks[k].low] > 0) {
		return parsed{}, "existential (there is)"
	}
	_, n, ok := parseNumberWords(lowers(p.toks[k:b]))
	if !ok || n == 0 {
		n = 1
	}
	// the counted noun, then "in/at/on <owner>"
	h := k + n
	for h < b && !p.toks[h].is(wPrep) {
		h++
	}
	if h == k+n || h+1 >= b || !(p.toks[h].low == "in" || p.toks[h].low == "at" || p.toks[h].low == "on") {
		return parsed{}, "existential (there is)"
	}
	noun, _ := attrOf(p.words(rng{k + n, h}))
	owner := p.trim(rng{h + 1, b})
	if noun == "" || owner.empty() || owner.j-owner.i > 5 {
		return parsed{}, "existential (there is)"
	}
	for m := owner.i; m < owner.j; m++ {
		if p.toks[m].is(wPrep) || p.isVerbAt(m) {
			return parsed{}, "existential (there is)"
		}
	}
	sk := keyOf(p.words(owner))
	if sk == "" {
		return parsed{}, "existential (there is)"
	}
	r := parsed{subj: owner, subjCanon: sk, attr: rng{a, a + 2}, attrCanon: "have " + noun,
		val: rng{k, k + n}, card: CardFunctional, form: "existential-count", conf: 0.82}
	r.valCanon = canonValue(p.surf(r.val))
	if !reNumber.MatchString(r.valCanon) {
		return parsed{}, "existential (there is)"
	}
	return p.finish(r)
}

// multiwordAdverbs say "now" in several words.
var multiwordAdverbs = [][]string{{"these", "days"}, {"right", "now"}, {"at", "the", "moment"}, {"for", "now"},
	{"at", "present"}, {"as", "of", "now"}, {"from", "now", "on"}, {"as", "of", "today"}, {"going", "forward"},
	{"until", "further", "notice"}, {"effective", "immediately"}, {"for", "the", "time", "being"}, {"any", "longer"}}

// multiwordAdverb returns the length of a multiword "now" adverb at k, or 0.
func (p *parser) multiwordAdverb(k, b int) int {
next:
	for _, m := range multiwordAdverbs {
		if k+len(m) > b {
			continue
		}
		for i, w := range m {
			if p.toks[k+i].low != w {
				continue next
			}
		}
		return len(m)
	}
	return 0
}

// findComma returns the index of the first "," in [a, min(b, a+limit)), or -1.
func (p *parser) findComma(a, b, limit int) int {
	for k := a; k < b && k < a+limit; k++ {
		if p.toks[k].text == "," {
			return k
		}
	}
	return -1
}

// checkSubject rejects token ranges that are not a plain noun phrase.
func (p *parser) checkSubject(a, v int) abstain {
	if v-a > 8 && !(v-a <= 12 && p.namedOfSubject(a, v)) {
		return "subject too long"
	}
	for k := a; k < v; k++ {
		t := p.toks[k]
		switch {
		case (t.low == "for" || t.low == "on" || t.low == "in" || t.low == "at" || t.low == "to") && p.nameConjunction(a, k, v):
			// "The director of the Federal Office for Migration and Refugees"
		case (t.low == "and" || t.low == "&") && p.nameConjunction(a, k, v):
			// "The publisher of Walt Disney's Comics and Stories": a name
			// after "of", not two subjects
		case t.low == "and" || t.low == "or" || t.low == "&" || t.low == "nor" || t.low == "but" || t.low == "not" || t.low == "plus":
			return "coordinated subject"
		case t.text == "," && p.placeComma(a, k, v):
			// "Klamath County, California", "Engels, Saratov Oblast": a
			// place qualified by its region is one name
		case t.text == "," || t.text == "(" || t.text == ")":
			return "appositive or list in subject"
		case t.low == "of" || t.low == "'s" || t.low == "'" || t.text == "-" || t.text == "." || t.text == "/" || t.text == "#":
		case (t.low == "for" || t.low == "on") && k > a && p.isTimeAt(k, v):
			// "Aldmere on 26 October 2012": a date, no part of the subject
			return abstain("preposition in subject (" + t.low + ")")
		case (t.low == "for" || t.low == "on") && k > a && k+1 < v && (isLowerWord(p.toks[k-1].text) || k-1 == a):
		case t.low == "for" && k > a && k+1 < v && !isLowerWord(firstChar(p.toks[k-1].text)) && strings.HasPrefix(p.toks[k-1].tag, "NN") && p.nameAt(k+1, v):
			// "The Senior Coroner for Marrow County", "the MP for Tolland":
			// a capitalized title for a named place or body
		case t.low == "at" && k > a && k+1 < v && ownedAttribute(p.words(rng{a, k})) && p.nameAt(k+1, v):
			// "membership at the gym", "the monthly fee at the pool"
		case t.low == "at" && k > a && k+1 < v && p.serviceAtName(a, k, v):
			// "Window cleaning at Kestrel House", "the lift contract at
			// Fennimore House": a service of a named place
		case t.low == "at" && k > a && k+1 < v && v < len(p.toks) && (p.toks[v].low == "costs" || p.toks[v].low == "cost") && k-a <= 3:
			// "A coffee at the office cafe costs $2.50": the cafe's coffee
		case t.low == "in" && k > a && k+1 < v && p.superlative(a, k):
			// "the highest mountain in Africa"
		case t.low == "in" && k > a && k+1 < v && isLowerWord(p.toks[k-1].text) && strings.HasPrefix(p.toks[k-1].tag, "NN") && p.nameAt(k+1, v) && !p.isTimeAt(k, v) && !p.rankedBefore(a, k):
			// "Household bins in Holt's Crossing", "the sales tax in
			// Varnland": a thing of a named place
			// "the budget for the trip", "disk usage on web-3"
		case t.is(wPrep) && k > a:
			return abstain("preposition in subject (" + t.low + ")")
		case t.tag == "WDT" || t.tag == "WP" || t.low == "who" || t.low == "which":
			return "relative clause in subject"
		case t.text == "\"":
		case isPunct(t):
			return "punctuation in subject"
		}
	}
	first := p.toks[a].low
	if v-a == 1 && subjectPronounsOther[first] && first != "we" {
		return abstain("pronoun subject (" + first + ")")
	}
	return ""
}

// keyNounAsVerb: a present-tense verb tag at k inside a record's key is a
// noun the tagger misread when a name or noun comes before it and the
// colon follows it or up to three more lowercase nouns and adjectives:
// "Kestrel House lifts: Apex Vertical", "Saturday shift lead: Teodor",
// "Leeds warehouse same-day dispatch cutoff: 15:00". A past tense ("Kim
// moved: ...") stays a verb; a past tag on a word that is its own lemma
// ("Tanager Mews bin day: Thursday") is no past tense.
func (p *parser) keyNounAsVerb(a, k, b int) bool {
	t, prev := p.toks[k], p.toks[k-1]
	if k == a || t.tag != "VBZ" && t.tag != "VBP" && t.tag != "VB" && !(t.tag == "VBD" && lemmaVerbOf(t.low) == t.low) || !isLowerWord(t.text) || !isLetters(t.text) {
		return false
	}
	if !(strings.HasPrefix(prev.tag, "NN") || prev.tag == "CD") || isPunct(prev) {
		return false
	}
	c := k + 1
	for c < b && c <= k+3 && isLowerWord(p.toks[c].text) && (strings.HasPrefix(p.toks[c].tag, "NN") || p.toks[c].tag == "JJ") {
		c++
	}
	if c >= b || p.toks[c].text != ":" {
		return false
	}
	for j := a; j < k; j++ {
		if p.toks[j].is(wDeterminer) || p.toks[j].tag == "PRP" || p.toks[j].tag == "PRP$" {
			return false // "The team lifts: ..."? a clause, not a key
		}
	}
	return true
}

// serviceAtName: in a record's key (a colon at v) or a copula's subject,
// "at" (k) joins a lowercase common noun before it to a name that runs to
// v ("Window cleaning at Kestrel House: ...", "Building broadband at
// Harrowgate Lofts is via ..."): the name owns the noun. Another verb's
// subject ("The winter revue at the Playhouse premieres ...") stays whole.
func (p *parser) serviceAtName(a, k, v int) bool {
	if v >= len(p.toks) || p.toks[v].text != ":" && !beForms[p.toks[v].low] {
		return false
	}
	if beForms[p.toks[v].low] {
		j := v + 1
		for j < len(p.toks) && strings.HasPrefix(p.toks[j].tag, "RB") {
			j++
		}
		if j < len(p.toks) && (p.toks[j].tag == "VBN" || p.toks[j].tag == "VBD" || p.toks[j].tag == "VBG") {
			return false // a passive or progressive: "Glass recycling at Orrin Vale is collected ..."
		}
	}
	for i := a; i < k; i++ {
		if p.toks[i].is(wPrep) {
			return false // "the garden of herbs at Grisdale House"
		}
	}
	h := p.toks[k-1]
	lower := isLowerWord(h.text) || k-1 == a && a == 0 && isLowerWord(h.text[1:]) // "Caretaker at Larkspur Court is ..."
	// a gerund names a service as a noun does ("Legionella testing at Kestrel
	// House: Purity Water Hygiene")
	noun := strings.HasPrefix(h.tag, "NN") || h.tag == "VBG" && strings.HasSuffix(h.low, "ing") && k-1 > a
	return lower && noun && isLetters(h.text) && p.nameAt(k+1, v) && !p.isTimeAt(k, v)
}

// rankedBefore: tokens [a, k) hold an ordinal or a recency marker ("the
// first overall pick in the WNBA draft"): a ranked role's domain follows
// "in", which the role rules read.
func (p *parser) rankedBefore(a, k int) bool {
	for i := a; i < k; i++ {
		switch p.toks[i].low {
		case "first", "second", "third", "last", "latest", "current", "reigning", "previous", "next", "most", "top", "only":
			return true
		}
	}
	return false
}

// subjectKey is the canonical subject of tokens [a, v): pronouns resolve to
// the antecedent, first person to "user", determiners drop out.
func (p *parser) subjectKey(a, v int) (string, abstain) {
	if v-a == 1 && antecedentPronouns[p.toks[a].low] {
		if !p.agrees(p.toks[a].low) {
			return "", abstain("pronoun subject without antecedent (" + p.toks[a].low + ")")
		}
		p.conf *= 0.92
		return p.ante, ""
	}
	words := p.words(rng{a, v})
	if p.toks[a].is(wPossessive) {
		if !p.agrees(p.toks[a].low) {
			return "", abstain("possessive pronoun without antecedent (" + p.toks[a].low + ")")
		}
		p.conf *= 0.92
		rest := keyOf(words[1:])
		if rest == "" {
			return "", "empty subject"
		}
		return p.ante + " " + rest, ""
	}
	// "The company is headquartered in Boston": a generic description refers
	// to a name mentioned before it, or to nothing we know
	if v-a == 2 && p.toks[a].low == "the" && genericNouns[p.toks[a+1].low] {
		if p.anteNamed && p.ante != "" {
			p.conf *= 0.9
			return p.ante, ""
		}
		p.conf *= 0.5
	}
	k := keyOf(words)
	if f := fields(k); len(f) > 1 && transientAdjectives[f[0]] && !p.nameStart(a, v) {
		k = strings.Join(f[1:], " ") // "the new CFO" is "the CFO"; "New York" stays
	}
	if k == "" {
		return "", "empty subject"
	}
	if p.toks[a].low == "our" {
		k = "we " + strings.TrimPrefix(k, "our ")
	}
	return k, ""
}

// agrees reports whether pronoun pron can refer to the antecedent: there must
// be one, "we" is only referred to by "we"/"our", and "it"/"its" never
// refers to the user.
func (p *parser) agrees(pron string) bool {
	switch {
	case p.ante == "":
		return false
	case p.ante == "we":
		return false
	case (pron == "it" || pron == "its") && p.ante == "user":
		return false
	}
	return true
}

// npSplit splits a subject noun phrase into possessor and attribute:
// "Carol's favourite colour" → (carol, favorite color); "the capital of
// Australia" → (australia, capital); "the harbor beacon channel" →
// (harbor beacon, channel) when the head is a lowercase common noun after a
// noun modifier. ok is false for a plain noun phrase.
func (p *parser) npSplit(a, v int) (subj, attr rng, subjKey string, ok bool, why abstain) {
	p.compoundSplit = false
	// possessive (the last one: "the user's daughter's name" → (user daughter, name))
	for k := v - 1; k >= a; k-- {
		if (p.toks[k].low == "'s" || p.toks[k].low == "'") && p.toks[k].tag == "POS" || (p.toks[k].low == "'s" && k > a && k+1 < v) {
			if k == a || k+1 >= v {
				return subj, attr, "", false, ""
			}
			sk, w := p.subjectKey(a, k)
			if w != "" {
				return subj, attr, "", false, w
			}
			return rng{a, k}, rng{k + 1, v}, sk, true, ""
		}
	}
	// possessive pronoun: "his wife", "my phone number"
	l := p.toks[a].low
	if (l == "my" || l == "our") && v-a >= 4 {
		// "Our rep at Bellweather is now Fenwick Odum": the named place's
		// rep, keyed like "Bellweather rep: ..." ("the caretaker at
		// Larkspur Court")
		for k := a + 2; k < v-1; k++ {
			if p.toks[k].low == "at" && isLowerWord(p.toks[k-1].text) && (ownedAttribute(p.words(rng{a + 1, k})) && p.nameAt(k+1, v) || p.serviceAtName(a+1, k, v)) {
				sk, w := p.subjectKey(k+1, v)
				if w == "" && sk != "" {
					return rng{k + 1, v}, rng{a + 1, k}, sk, true, ""
				}
				break
			}
		}
	}
	if (possessivePronouns[l] || l == "my" || l == "our") && v-a >= 2 {
		var sk string
		switch l {
		case "my":
			sk = "user"
		case "our":
			sk = "we"
		default:
			if !p.agrees(l) {
				return subj, attr, "", false, abstain("possessive pronoun without antecedent (" + l + ")")
			}
			sk = p.ante
			p.conf *= 0.92
		}
		return rng{a, a + 1}, rng{a + 1, v}, sk, true, ""
	}
	// of-attribute: "the capital of Australia"; not "the Bank of England"
	for k := a + 1; k < v-1; k++ {
		if l := p.toks[k].low; l == "of" || l == "for" || l == "on" || l == "in" && p.superlative(a, k) || l == "at" && (ownedAttribute(p.words(rng{a, k})) && p.nameAt(k+1, v) || p.serviceAtName(a, k, v)) {
			head := p.toks[k-1]
			if !isLowerWord(head.text) && !(k-1 == a && l != "of") && !(k-1 == a && l == "of" && relationalNoun(head.low)) && !(isAcronym(head.text) && k-2 >= a && (isLowerWord(p.toks[k-2].text) || p.toks[k-2].is(wDeterminer))) {
				break
			}
			sk, w := p.subjectKey(k+1, v)
			if w != "" {
				return subj, attr, "", false, w
			}
			return rng{k + 1, v}, rng{a, k}, sk, true, ""
		}
	}
	// noun compound with a lowercase common head
	i := a
	for i < v && (p.toks[i].is(wDeterminer)) {
		i++
	}
	if n := p.numberedUnitEnd(i, v); n > 0 {
		// "Van 5 home depot", "T2 night shift driver": a numbered unit owns
		// the lowercase words after it
		if sk := keyOf(p.words(rng{i, n})); sk != "" {
			p.compoundSplit = true
			return rng{i, n}, rng{n, v}, sk, true, ""
		}
	}
	if p.commonTitle(i, v) && !(v-2 == i && transientAdjectives[p.toks[i].low]) {
		// "Rota coordinator: Nell Okonjo" as "picture editor": the title's
		// owner and the title, whatever the tagger makes of the modifier
		if sk := keyOf(p.words(rng{i, v - 1})); sk != "" && !firstPerson[sk] {
			p.compoundSplit = true
			return rng{i, v - 1}, rng{v - 1, v}, sk, true, ""
		}
	}
	if v-i >= 2 && !(v-2 == i && transientAdjectives[p.toks[i].low]) {
		// ("New GP is Dr Foley": "new" is no owner; the subject is "GP")
		head := p.toks[v-1]
		mod := p.toks[v-2]
		if relationalNoun(head.low) && isLowerWord(head.text) && mod.tag != "POS" && !mod.is(wDeterminer) && (strings.HasPrefix(mod.tag, "NN") || !isLowerWord(mod.text) || containsDigit(mod.text)) {
			// "pump-7 status", "Leeds population": a relational noun after a name
			sk := keyOf(p.words(rng{i, v - 1}))
			if sk != "" && !firstPerson[sk] {
				p.compoundSplit = true
				return rng{i, v - 1}, rng{v - 1, v}, sk, true, ""
			}
		}
		if !quantityModifiers[strings.ToLower(mod.text)] && (isLowerWord(head.text) || isAcronym(head.text) && (isLowerWord(mod.text) || v-2 == i)) && strings.HasPrefix(head.tag, "NN") && (strings.HasPrefix(mod.tag, "NN") || mod.tag == "VBG" && v-2 == i || !isLowerWord(mod.text) && mod.tag != "JJ") && mod.tag != "POS" {
			sk := keyOf(p.words(rng{i, v - 1}))
			if sk != "" && !firstPerson[sk] {
				p.compoundSplit = true
				return rng{i, v - 1}, rng{v - 1, v}, sk, true, ""
			}
		}
	}
	return subj, attr, "", false, ""
}

// numberedUnitEnd returns the end of a numbered unit at the start of [i, v)
// followed by at least one lowercase noun, or 0: "Van 5" of "Van 5 home
// depot", "T2" of "T2 night shift driver", "LT-042" of "LT-042 warranty".
// The unit is a code with letters and digits ("T2", "PC-3"), or a noun and a
// number ("Van 5", "room 12"; not a year or an amount: "2024 budget" is no
// unit).
func (p *parser) numberedUnitEnd(i, v int) int {
	var n int
	switch t := p.toks[i]; {
	case i+1 < v && containsDigit(t.text) && hasLetter(t.text) && !isLowerWord(t.text[:1]) && !p.toks[i+1].is(wDeterminer):
		n = i + 1
	case i+2 < v && isLetters(t.text) && !isLowerWord(t.text[:1]) && strings.HasPrefix(t.tag, "NN") && isDigits(p.toks[i+1].text) && len(p.toks[i+1].text) <= 3:
		n = i + 2
	default:
		return 0
	}
	for k := n; k < v; k++ {
		if t := p.toks[k]; !isLowerWord(t.text) || !isLetters(strings.ReplaceAll(t.text, "-", "")) || !(strings.HasPrefix(t.tag, "NN") || t.tag == "JJ" || t.tag == "VBG") {
			return 0
		}
	}
	if !strings.HasPrefix(p.toks[v-1].tag, "NN") {
		return 0
	}
	return n
}

// quantityModifiers make one name with their noun ("max connections"): the
// compound is not split into subject and attribute.
var quantityModifiers = map[string]bool{"max": true, "min": true, "maximum": true, "minimum": true, "total": true, "average": true, "avg": true, "default": true, "number": true, "peak": true}

// superlative reports a superlative adjective in [a, k) ("highest", "most
// populous"): "the highest mountain in Africa" is an attribute of Africa.
func (p *parser) superlative(a, k int) bool {
	for m := a; m < k; m++ {
		t := p.toks[m]
		if t.tag == "JJS" || t.tag == "RBS" || t.low == "most" || t.low == "largest" || t.low == "biggest" || t.low == "smallest" {
			return true
		}
	}
	return false
}

// personalKeys are note keys that, alone, describe the user ("Timezone: PST",
// "Birthday: 12 May", "Allergies: peanuts").
var personalKeys = map[string]bool{"timezone": true, "birthday": true, "date of birth": true, "hometown": true,
	"spouse": true, "wife": true, "husband": true, "allergy": true, "pronoun": true, "preferred name": true,
	"nickname": true, "diet": true, "blood type": true, "shoe size": true, "height": true, "weight": true}

// isAcronym: an all-caps word of 2-5 letters ("CEO", "DB", "API").
func isAcronym(s string) bool {
	if len(s) < 2 || len(s) > 5 {
		return false
	}
	for _, r := range s {
		if !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// isLowerWord reports that s has no upper-case letter. ASCII is read byte
// by byte (its only upper-case letters are A-Z); from the first other byte
// on, rune by rune.
func isLowerWord(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return noUpperRune(s[i:])
		}
		if 'A' <= c && c <= 'Z' {
			return false
		}
	}
	return true
}

func noUpperRune(s string) bool {
	for _, r := range s {
		if unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// isPersonish: a proper-noun subject, a titled name, or the user.
func (p *parser) isPersonish(a, v int, key string) bool {
	if key == "user" || key == "we" {
		return true
	}
	for k := a; k < v; k++ {
		t := p.toks[k]
		if t.is(wDeterminer) {
			return false
		}
		if !(strings.HasPrefix(t.tag, "NNP") || personTitles[strings.TrimSuffix(t.low, ".")] || (!isLowerWord(t.text) && t.tag != "DT")) {
			return false
		}
	}
	return true
}

// keyValue recognizes "Staging DB: Postgres 14" and "Status - green".
func (p *parser) keyValue(a, b int) (parsed, abstain, bool) {
	// "Juniper (P-40122) diet: hay", "Duchess (Pryce, P-22301) - vet: Joel
	// Andersson": an aside after the record's owner (parse.dash-owner-keyvalue)
	if r, ok := p.asideOwnerKeyValue(a, b); ok {
		return r, "", true
	}
	c := -1
	for k := a + 1; k < b && k <= a+9; k++ {
		if p.toks[k].text == ":" || p.toks[k].text == "=" || (p.toks[k].text == "-" && k > 0 && p.toks[k-1].end < p.toks[k].start && k+1 < b && p.toks[k+1].start > p.toks[k].end) {
			c = k
			break
		}
		if p.isVerbAt(k) && p.toks[k].tag != "VBG" && p.toks[k].tag != "VBN" && !(strings.HasPrefix(p.toks[k].tag, "NN")) {
			if k > a && k+1 < b && (p.toks[k+1].text == ":" || p.toks[k+1].text == "=") && isLowerWord(p.toks[k].text) && isLowerWord(p.toks[k-1].text) && (strings.HasPrefix(p.toks[k-1].tag, "NN") || strings.HasPrefix(p.toks[k-1].tag, "JJ")) {
				continue // "secrets store: Vault", "build cache: S3": the key's head noun, read as a verb
			}
			if p.keyNounAsVerb(a, k, b) {
				continue // "Kestrel House lifts: Apex", "Saturday shift lead: Teodor"
			}
			return parsed{}, "", false
		}
	}
	if c < 0 || c+1 >= b {
		return parsed{}, "", false
	}
	// "Tobiah Venn, job title: Payroll Officer", "Holiday allowance, Luca
	// Benedetti: 25 days": a record's owner and key split by a comma
	if p.toks[c].text == ":" {
		for m := a + 1; m < c-1; m++ {
			if p.toks[m].text != "," {
				continue
			}
			if r, ok := p.dashOwnerKeyValue(a, m, c, b); ok {
				return r, "", true
			}
			if r, ok := p.keyCommaOwner(a, m, c, b); ok {
				return r, "", true
			}
			break
		}
	}
	// "User profile: Name: Sam Lee": the first key was a label
	for k := c + 2; k < b && k <= c+6; k++ {
		if p.toks[k].text == ":" {
			if r, ok := p.dashOwnerKeyValue(a, c, k, b); ok {
				return r, "", true
			}
			if r, why := p.clause(c+1, b, false); why == "" {
				return r, "", true
			}
			break
		}
	}
	// the value is a whole clause: the key was a label
	if v := p.firstVerb(c+1, b); v > c+1 {
		if r, why := p.clause(c+1, b, false); why == "" {
			r.conf *= 0.95
			return r, "", true
		}
	}
	// "Alice: moved to Lisbon" — the key is the subject of a verb phrase
	if p.isVerbAt(c+1) && isTag(p.toks[c+1], "VBZ", "VBD") && p.toks[c+1].is(wKnownLemma) {
		if why := p.checkSubject(a, c); why != "" {
			return parsed{}, why, true
		}
		if r, why := p.predicateFrom(a, c, c+1, b); why == "" {
			return r, "", true
		}
		p.neg = 0
	}
	// "Car (Lena Ortiz): Volvo XC40": the parenthesis names the owner
	if c-a >= 4 && p.toks[c-1].text == ")" {
		for o := a + 1; o < c-2; o++ {
			if p.toks[o].text != "(" {
				continue
			}
			if p.checkSubject(a, o) != "" || p.checkSubject(o+1, c-1) != "" || p.hasVerbTag(o+1, c-1) {
				break // "Course lead (see the handbook): ...": an aside, no owner
			}
			sk, why := p.subjectKey(o+1, c-1)
			if why != "" || sk == "" {
				break
			}
			r := parsed{form: "keyvalue", conf: 0.86, subj: rng{o + 1, c - 1}, subjCanon: sk, attr: rng{a, o}}
			r.attrCanon, r.card = p.attrRelation(rng{a, o})
			if why := p.value(&r, c+1, b, false); why != "" {
				return parsed{}, why, true
			}
			out, why := p.finish(r)
			return out, why, true
		}
	}
	if why := p.checkSubject(a, c); why != "" && !(why == "coordinated subject" && p.jointKey(a, c)) {
		return parsed{}, why, true
	}
	if isTag(p.toks[c+1], "VB") && p.toks[c+1].tag == "VB" && p.toks[c+1].is(wKnownVerb) {
		return parsed{}, "a task, not a fact (key: verb ...)", true
	}
	r := parsed{form: "keyvalue", conf: 0.88, card: CardUnknown}
	s, at, sk, ok, why := p.npSplit(a, c)
	if why != "" {
		return parsed{}, why, true
	}
	if ok {
		r.subj, r.subjCanon = s, sk
		r.attr = at
		r.attrCanon, r.card = p.attrRelation(at)
	} else {
		sk, why := p.subjectKey(a, c)
		if why != "" {
			return parsed{}, why, true
		}
		r.subj, r.subjCanon = rng{a, c}, sk
		r.attr, r.attrCanon = rng{c, c + 1}, "be"
		if p.ownerName(a, c) && (honorifics[p.toks[a].low] || c-a >= 2) {
			// "Mr Voss: Room 22": a note about a person names no relation;
			// it is no version of what the person "is"
			r.card = CardSetValued
		}
		if a2, _ := attrOf(p.words(rng{a, c})); personalKeys[a2] {
			// "Timezone: PST" in a memory store is the user's timezone
			r.subj, r.subjCanon = rng{a, a}, "user"
			r.attr = rng{a, c}
			r.attrCanon, r.card = p.attrRelation(rng{a, c})
			r.conf *= 0.9
			r.form = "implicit+keyvalue"
		}
	}
	vstart := c + 1
	if r.attrCanon == "be" && r.subjCanon != "user" {
		// "Fenwick Loom Ltd: year end 31 March", "Dan: late shift
		// 14:00-22:00": lowercase nouns before a number name the owner's key
		j := c + 1
		for j < b && j < c+4 && isLowerWord(p.toks[j].text) && isLetters(strings.ReplaceAll(p.toks[j].text, "-", "")) && (strings.HasPrefix(p.toks[j].tag, "NN") || p.toks[j].tag == "JJ" || strings.Contains(p.toks[j].text, "-")) {
			j++
		}
		named := j > c+2 && j < b && p.toks[j].tag == "NNP" && !isLowerWord(p.toks[j].text) // "Hamish Corrie - home depot Felmoor"
		if j > c+1 && j < b && (containsDigit(p.toks[j].text) || strings.ContainsAny(p.toks[j].text, "$€£¥") || named) {
			if a, card := p.attrRelation(rng{c + 1, j}); a != "" {
				r.attr, r.attrCanon, r.card = rng{c + 1, j}, a, card
				vstart = j
			}
		}
	}
	if why := p.value(&r, vstart, b, false); why != "" {
		return parsed{}, why, true
	}
	if r.card == CardSetValued && clockSpan.MatchString(r.valCanon) {
		// "Office hours: 09:30-16:30": one clock time or span is one value,
		// whatever number the key's noun has
		r.card = CardFunctional
	}
	for k := r.val.i; k < r.val.j; k++ {
		if l := p.toks[k].text; l == ";" || l == "," || p.toks[k].low == "and" {
			r.card = CardSetValued // "Stack: Go; Postgres; Redis": a list
		}
	}
	out, why := p.finish(r)
	return out, why, true
}

// dashOwnerKeyValue reads a record "OWNER - KEY: VALUE"
// (parse.dash-owner-keyvalue):
// a name before a spaced dash (c) owns the key before the colon (k):
// "Licensing Committee - Chair: Cllr A. Varga" = (licensing committee,
// chair); "Keziah Obi-Marsh - year group: 8" = (keziah obimarsh, year
// group). The owner is capitalized words (with "of", "and", "&", "for",
// "the" between), the key one to four words with no verb.
func (p *parser) dashOwnerKeyValue(a, c, k, b int) (parsed, bool) {
	if p.toks[c].text != "-" && p.toks[c].text != "," || c-a > 6 || k-c-1 > 4 || k+1 >= b || isLowerWord(firstChar(p.toks[a].text)) {
		return parsed{}, false
	}
	if c-a == 1 && p.toks[a].tag != "NNP" {
		return parsed{}, false // "Update - GP: Dr Lin": a label
	}
	if p.toks[c].text == "," && !isLowerWord(firstChar(p.toks[c+1].text)) {
		return parsed{}, false // "Paris, France: sunny": a place
	}
	for i := a; i < c; i++ {
		t := p.toks[i]
		if isPunct(t) {
			return parsed{}, false
		}
		if i > a && containsDigit(t.text) || i+1 < c && containsDigit(p.toks[i+1].text) && isLetters(t.text) {
			continue // a numbered unit of a name: "Flat 7 Quillon St", "Larkspur Ct flat 2"
		}
		if isLowerWord(firstChar(t.text)) && t.low != "of" && t.low != "and" && t.low != "&" && t.low != "for" && t.low != "the" {
			return parsed{}, false
		}
	}
	for i := c + 1; i < k; i++ {
		if t := p.toks[i]; isPunct(t) || t.tag == "VBD" || t.tag == "VBZ" || t.tag == "VBP" || t.tag == "MD" {
			return parsed{}, false
		}
	}
	return p.ownedKey(rng{a, c}, rng{c + 1, k}, k+1, b)
}

// asideOwnerKeyValue reads a record "OWNER (ASIDE) [-] KEY: VALUE"
// (parse.dash-owner-keyvalue): the owner one to four capitalized words or
// codes, the aside in parentheses (a code, the owner's owner, a
// description) no part of the key, the key one to four words with no verb
// or punctuation before the colon.
func (p *parser) asideOwnerKeyValue(a, b int) (parsed, bool) {
	o := -1
	for k := a + 1; k < b && k <= a+4; k++ {
		if p.toks[k].text == "(" {
			o = k
			break
		}
	}
	if o < 0 || isLowerWord(firstChar(p.toks[a].text)) {
		return parsed{}, false
	}
	for i := a; i < o; i++ {
		t := p.toks[i]
		if isPunct(t) || isLowerWord(firstChar(t.text)) && !containsDigit(t.text) || t.is(wDeterminer) {
			return parsed{}, false
		}
	}
	cl := -1
	for k := o + 1; k < b && k <= o+10; k++ {
		if p.toks[k].text == ")" {
			cl = k
			break
		}
		if l := p.toks[k].text; l == "(" || l == ":" || l[0] >= '0' && l[0] <= '9' {
			// "Spare VFDs (7.5kW) in stores: 3": a measure in the aside
			// tells one thing from another, no aside
			return parsed{}, false
		}
	}
	if cl < 0 || cl == o+1 {
		return parsed{}, false
	}
	k0 := cl + 1
	if k0 < b && p.toks[k0].text == "-" {
		k0++
	}
	k := -1
	for i := k0 + 1; i < b && i <= k0+4; i++ {
		if p.toks[i].text == ":" {
			k = i
			break
		}
	}
	if k < 0 || k+1 >= b {
		return parsed{}, false
	}
	for i := k0; i < k; i++ {
		if t := p.toks[i]; isPunct(t) && t.text != "/" || t.tag == "VBD" || t.tag == "VBZ" || t.tag == "VBP" || t.tag == "MD" || !isLowerWord(firstChar(t.text)) && i > k0 {
			return parsed{}, false
		}
	}
	return p.ownedKey(rng{a, o}, rng{k0, k}, k+1, b)
}

// ownedKey finishes a record whose owner and key the caller found
// (parse.dash-owner-keyvalue): the owner names the subject, the key a
// relation (not "be"), and the value runs from v to b.
func (p *parser) ownedKey(owner, key rng, v, b int) (parsed, bool) {
	sk, why := p.subjectKey(owner.i, owner.j)
	if why != "" || sk == "" || firstPerson[sk] {
		return parsed{}, false
	}
	r := parsed{form: "dash-owner-keyvalue", conf: 0.86, subj: owner, subjCanon: sk, attr: key}
	r.attrCanon, r.card = p.attrRelation(key)
	if r.attrCanon == "" || r.attrCanon == "be" {
		return parsed{}, false
	}
	if why := p.value(&r, v, b, false); why != "" {
		return parsed{}, false
	}
	out, why := p.finish(r)
	return out, why == ""
}

// keyCommaOwner reads a record "KEY, OWNER: VALUE" (parse.dash-owner-keyvalue):
// "Holiday allowance, Luca Benedetti: 25 days" = (luca benedetti, holiday
// allowance). The key (before the comma, m) is one to four words, lowercase
// after its first, with no verb; the owner (before the colon, k) is one to
// four capitalized words, a person's or an organisation's name.
func (p *parser) keyCommaOwner(a, m, k, b int) (parsed, bool) {
	if m-a > 4 || k-m-1 > 4 || k-m-1 < 1 || k+1 >= b || m-a == 1 && !knownAttrNoun(p.toks[a].low) {
		return parsed{}, false // "Paris, France: sunny": a name, no key
	}
	for i := a; i < m; i++ {
		t := p.toks[i]
		if isPunct(t) || containsDigit(t.text) || i > a && !isLowerWord(firstChar(t.text)) || t.tag == "VBD" || t.tag == "VBZ" || t.tag == "VBP" || t.tag == "MD" || t.tag == "PRP" || t.tag == "PRP$" {
			return parsed{}, false
		}
	}
	for i := m + 1; i < k; i++ {
		if t := p.toks[i]; isPunct(t) && t.text != "." || isLowerWord(firstChar(t.text)) {
			return parsed{}, false
		}
	}
	return p.ownedKey(rng{m + 1, k}, rng{a, m}, k+1, b)
}

// clockSpan: a canonical clock time or span, with a time zone at most
// ("09:30-16:30", "08:00-18:00 cet").
var clockSpan = regexp.MustCompile(`^\d\d:\d\d(?:-\d\d:\d\d)?(?: [a-z]{2,5})?$`)

// firstVerb returns the first verb-group start after a noun phrase in [a,b), or -1.
func (p *parser) firstVerb(a, b int) int {
	for k := a + 1; k < b && k < a+10; k++ {
		if p.isVerbAt(k) {
			return k
		}
	}
	return -1
}

// attrRelation canonicalizes attribute tokens through the noun lexicon.
func (p *parser) attrRelation(at rng) (string, Cardinality) {
	w := p.words(at)
	attr, plural := attrOf(w)
	card := CardUnknown
	if rel, ok := nounAttributes[attr]; ok {
		attr, card = rel.attr, rel.card
	}
	head := attr
	if i := strings.LastIndexByte(head, ' '); i >= 0 {
		head = head[i+1:]
	}
	if plural && onePluralHeads[head] {
		return attr, CardFunctional // "the depot hours are 05:00-22:00": one timetable
	}
	if plural || setNouns[head] {
		card = CardSetValued
	}
	return attr, card
}

// onePluralHeads are attribute heads whose plural names one value: a
// place's hours are one timetable ("opening hours", "gatehouse hours").
var onePluralHeads = map[string]bool{"hour": true}

// phoneLike: a value of 7 or more digits written with dashes, dots, spaces
// or a leading +.
func phoneLike(v string) bool {
	d := 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c >= '0' && c <= '9':
			d++
		case c == '-' || c == '.' || c == ' ' || c == '+' || c == '(' || c == ')':
		default:
			return false
		}
	}
	return d >= 7
}

// reported recognizes "User said they moved to Lisbon", "Alice told me that
// she works at Acme".
func (p *parser) reported(a, b int) (parsed, abstain, bool) {
	rv := -1
	for k := a + 1; k < b && k <= a+5; k++ {
		if p.toks[k].is(wReportVerb) {
			rv = k
			break
		}
		if p.isVerbAt(k) {
			// "Alice has said", "Alice also mentioned"
			if p.toks[k].is(wHave) || p.toks[k].is(wVerbAdverb) {
				continue
			}
			return parsed{}, "", false
		}
	}
	if rv < 0 || rv+1 >= b {
		return parsed{}, "", false
	}
	s := a
	e := rv
	for e > s && (p.toks[e-1].is(wHave) || p.toks[e-1].is(wVerbAdverb)) {
		e--
	}
	if why := p.checkSubject(s, e); why != "" {
		return parsed{}, why, true
	}
	rep, why := p.subjectKey(s, e)
	if why != "" {
		return parsed{}, why, true
	}
	k := rv + 1
	verb := p.toks[rv].low
	if verb == "told" || verb == "tells" || verb == "informed" {
		// one object: "told me ...", "told her that ...", "told the team that ..."
		switch l := p.toks[k].low; {
		case l == "me" || l == "us" || l == "you" || l == "him" || l == "them" || l == "everyone":
			k++
		case l == "her" && k+1 < b && (p.toks[k+1].low == "that" || !strings.HasPrefix(p.toks[k+1].tag, "NN") && !isTag(p.toks[k+1], "JJ")):
			k++
		default:
			for m := k + 1; m < b && m <= k+3; m++ {
				if p.toks[m].low == "that" {
					k = m
					break
				}
			}
		}
	}
	if k < b && p.toks[k].low == "that" {
		k++
	}
	if k < b && p.toks[k].text == "," {
		k++
	}
	if k >= b {
		return parsed{}, "reported speech without content", true
	}
	sub := &parser{text: p.text, toks: p.toks, ante: rep, conf: p.conf, scope: p.scope}
	if hedgedReportVerbs[verb] {
		sub.conf *= 0.5
	} else {
		sub.conf *= 0.95
	}
	if p.toks[k].low == "to" {
		return parsed{}, "", false
	}
	// "I said I ..." and "User said I" : first person inside resolves to the reporter only if the reporter is the user
	r, why := sub.clause(k, b, false)
	if why != "" {
		if hedgedReportVerbs[verb] || verb == "said" || verb == "says" || verb == "mentioned" || verb == "told" {
			return parsed{}, abstain("reported: " + string(why)), true
		}
		// "Shakespeare wrote Hamlet", "User reports to Priya": not reported speech
		return parsed{}, "", false
	}
	r.form = "reported+" + r.form
	return r, "", true
}

// placeComma reports a comma at k inside a subject [a, v) that joins a
// capitalized name to the capitalized region after it ("Klamath County,
// California is ..."): at most three capitalized words follow, up to the
// verb, and the subject has no coordination.
func (p *parser) placeComma(a, k, v int) bool {
	if k == a || k+1 >= v || v-(k+1) > 3 || isLowerWord(firstChar(p.toks[k-1].text)) {
		return false
	}
	for j := a; j < v; j++ {
		if l := p.toks[j].low; l == "and" || l == "or" || j != k && p.toks[j].text == "," {
			return false
		}
	}
	for j := k + 1; j < v; j++ {
		if isLowerWord(firstChar(p.toks[j].text)) || isPunct(p.toks[j]) {
			return false
		}
	}
	return true
}

// namedOfSubject reports a long subject "the N of <Name ...>" whose length
// comes from a multi-word name ("The chief executive officer of the Ralph
// Lauren Corporation").
func (p *parser) namedOfSubject(a, v int) bool {
	of := -1
	for j := a; j < v; j++ {
		if p.toks[j].low == "of" {
			of = j
			break
		}
	}
	if of < 0 || of-a > 5 {
		return false
	}
	lower := 0
	for j := of + 1; j < v; j++ {
		w := p.toks[j].text
		connector := w == "the" || w == "of" || w == "and" || w == "de" || w == "'s" || w == "'" ||
			(w == "for" || w == "in" || w == "on" || w == "at" || w == "to") && j+1 < v && !isLowerWord(firstChar(p.toks[j+1].text))
		if isLowerWord(firstChar(w)) && !connector {
			lower++
		}
	}
	return lower == 0
}

// nameConjunction reports an "and" at k inside a capitalized name that
// follows an "of" of the subject [a, v).
func (p *parser) nameConjunction(a, k, v int) bool {
	if k == a || k+1 >= v || isLowerWord(firstChar(p.toks[k-1].text)) || isLowerWord(firstChar(p.toks[k+1].text)) {
		return false
	}
	for j := a; j < k; j++ {
		if p.toks[j].low == "of" || p.toks[j].low == "for" && j > a && !isLowerWord(firstChar(p.toks[j-1].text)) {
			return true // "the MP for Brindle and Tolland"
		}
	}
	// "Halvorsen & Sons is on the Basic tier", "Halvorsen & Sons' billing
	// email": an ampersand between capitalized words before a singular
	// verb or a possessive joins one firm's name ("Tom & Ana are" stays
	// two subjects)
	if p.toks[k].low == "&" && v <= len(p.toks) {
		if firmPartners[p.toks[k+1].low] {
			return true // "Halvorsen & Sons", "Marsh & Partners"
		}
		for j := k + 1; j < v; j++ {
			if t := p.toks[j]; t.tag == "POS" || t.low == "'s" || t.text == "'" {
				return true
			}
		}
		if v < len(p.toks) {
			t := p.toks[v]
			return t.tag == "VBZ" || t.low == "is" || t.low == "was" || t.low == "has"
		}
	}
	return false
}

// firmPartners end a firm's name after an ampersand ("X & Sons").
var firmPartners = map[string]bool{"sons": true, "daughters": true, "brothers": true, "partners": true, "associates": true, "co": true, "co.": true, "company": true}

// nameStart reports a subject [a, v) whose first word after a determiner
// opens a capitalized name ("The New York Knicks", "New South Wales"), so a
// transient adjective there is part of the name.
func (p *parser) nameStart(a, v int) bool {
	for a < v && p.toks[a].is(wDeterminer) {
		a++
	}
	return a+1 < v && !isLowerWord(firstChar(p.toks[a].text)) && !isLowerWord(firstChar(p.toks[a+1].text))
}

// firstChar is the first character of s (a whole rune, so "É" of
// "Étienne" is seen as a capital), "" for "".
func firstChar(s string) string {
	if s != "" && s[0] >= utf8.RuneSelf {
		_, n := utf8.DecodeRuneInString(s)
		return s[:n]
	}
	return s[:min(len(s), 1)]
}

// isTimeAt: a time phrase starts at token k (before limit).
func (p *parser) isTimeAt(k, limit int) bool {
	_, _, ok := p.temporalPhrase(k, limit)
	return ok
}

// notFragment reads a verbless clause that opens with "not" and ends with
// "anymore" / "any more", or opens with "no longer", as the copula "User is
// not ..." (the state stopped holding): ok is false for any other clause.
// A clause with a verb of its own ("Not doing the night shifts any more")
// is not one; neither is a bare "Not X" (a correction or a hedge: "not
// sure", "not urgent"), which states no change.
func (p *parser) notFragment(a, b int) (parsed, abstain, bool) {
	if b-a < 2 || p.toks[a].low != "not" && p.toks[a].low != "no" {
		return parsed{}, "", false
	}
	// "Not vegetarian anymore - started eating meat again": what follows a
	// dash after "anymore" is an aside
	for k := a + 2; k+1 < b; k++ {
		if l := p.toks[k].text; (l == "-" || l == "–" || l == "—") && (p.toks[k-1].low == "anymore" || p.toks[k-1].low == "more" && p.toks[k-2].low == "any") {
			b = k
			break
		}
	}
	start := a + 1
	end := b
	switch {
	case p.toks[a].low == "no":
		if p.toks[a+1].low != "longer" {
			return parsed{}, "", false
		}
		start = a + 2
	case p.toks[b-1].low == "anymore":
		end = b - 1
	case b-a >= 3 && p.toks[b-1].low == "more" && p.toks[b-2].low == "any":
		end = b - 2
	default:
		return parsed{}, "", false
	}
	if end-start < 1 {
		return parsed{}, "", false
	}
	for k := a; k < b; k++ {
		if isTag(p.toks[k], "VB", "MD") || p.toks[k].text == ":" {
			return parsed{}, "", false
		}
	}
	p.neg++
	g := verbGroup{start: a, end: start, be: a, main: -1}
	r := parsed{subj: rng{a, a}, subjCanon: "user", card: CardUnknown}
	p.conf *= 0.9
	out, why := p.copula(r, a, a, g, end)
	if why != "" {
		return parsed{}, why, true
	}
	out.form = "implicit+not-fragment"
	return out, "", true
}

// honorifics open a person's name in a record ("(Mrs Pell)", "(Dr Hale)").
var honorifics = map[string]bool{"mr": true, "mrs": true, "ms": true, "miss": true, "mx": true, "dr": true, "prof": true, "mr.": true, "mrs.": true, "ms.": true, "dr.": true, "prof.": true}

// ownerName reports whether [i,j) is a person's name as a record writes
// its owner in parentheses: an honorific and one to three capitalized
// words ("Mrs Halloran", "Mr R-T"), or one or two capitalized words that
// are not an abbreviation ("Desmond", "Edith Halloran"; not "ICB", "DN").
func (p *parser) ownerName(i, j int) bool {
	n := j - i
	if n < 1 || n > 4 {
		return false
	}
	caps := func(k int) bool {
		t := p.toks[k].text
		return t != "" && !isLowerWord(t) && strings.HasPrefix(p.toks[k].tag, "NNP")
	}
	if honorifics[p.toks[i].low] {
		if n < 2 {
			return false
		}
		for k := i + 1; k < j; k++ {
			if !caps(k) {
				return false
			}
		}
		return true
	}
	if n > 2 {
		return false
	}
	for k := i; k < j; k++ {
		t := p.toks[k].text
		if !caps(k) || strings.ToUpper(t) == t || p.toks[k].facts().is&wTimeHead != 0 || monthOrDay(p.toks[k].low) {
			return false
		}
	}
	return true
}

// codedThing reports whether [i,j), in parentheses after a record's value,
// names one numbered or coded thing the record is about: "MOT due:
// 14/05/2024 (van 17)", "Calibration due: 12 March 2024 (Mettler balance,
// K204)" are van 17's and the K204 balance's, not a change of one "MOT due"
// or "calibration due". One to four nouns (a comma may join them) ending in
// a code with letters and digits, or in a plain number after a noun that is
// no unit, count or version word ("(2 puffs)", "(build 4471)", "(week 3)"
// qualify the value, and keep the record's own key).
func (p *parser) codedThing(i, j int) bool {
	var ws []*tok
	for k := i; k < j; k++ {
		if t := &p.toks[k]; t.text != "," {
			ws = append(ws, t)
		}
	}
	if len(ws) < 1 || len(ws) > 4 || p.toks[i].text == "," {
		return false
	}
	last := ws[len(ws)-1]
	digit, letter := false, false
	for _, r := range last.text {
		switch {
		case r >= '0' && r <= '9':
			digit = true
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
			letter = true
		case r == '-':
		default:
			return false
		}
	}
	if !digit {
		return false
	}
	if !letter {
		if len(ws) < 2 || len(last.text) > 4 || numberedQualifiers[ws[len(ws)-2].low] {
			return false
		}
	}
	for n, t := range ws[:len(ws)-1] {
		// the tagger reads a lone noun before a number as a verb
		// ("(trailer 4)"): that place takes one, "see" aside
		nounLike := strings.HasPrefix(t.tag, "NN") || t.tag == "FW" || n == len(ws)-2 && (t.tag == "VB" || t.tag == "VBP") && isLowerWord(t.text) && t.low != "see"
		if !nounLike || monthOrDay(t.low) || numberedQualifiers[t.low] || strings.ContainsAny(t.text, "0123456789") {
			return false
		}
	}
	return true
}

// numberedQualifiers are nouns whose number qualifies a value rather than
// naming the thing a record is about ("(build 4471)", "(week 3)", "(PO 88)").
var numberedQualifiers = map[string]bool{"build": true, "version": true, "v": true, "release": true, "ref": true, "reference": true, "po": true, "invoice": true, "order": true, "receipt": true, "page": true, "pp": true, "p": true, "no": true, "number": true, "tel": true, "ext": true, "option": true, "step": true, "phase": true, "stage": true, "priority": true, "grade": true, "level": true, "tier": true, "band": true, "year": true, "week": true, "wk": true, "day": true, "month": true, "quarter": true, "q": true, "round": true, "issue": true, "edition": true, "chapter": true, "section": true, "clause": true, "item": true, "line": true, "x": true}

// keyQualifier reports whether [i,j), in parentheses between a record's
// key and its colon, names what the key belongs to: a course, a grant, a
// programme ("Module lead (PHYS2317 Quantum Mechanics II): Dr Varga",
// "Dissertation deadline (PGT, MSc Data Science): 1 September"), one to
// eight words with a capitalized word or a code among them and no verb,
// so that the record is keyed (qualifier, key) like an owner's.
func (p *parser) keyQualifier(i, j int) bool {
	if j-i < 1 || j-i > 8 {
		return false
	}
	named := false
	for k := i; k < j; k++ {
		t := p.toks[k]
		if t.text == "(" || t.text == ")" || t.text == ":" || p.isVerbAt(k) && !strings.HasPrefix(t.tag, "NN") {
			return false
		}
		if !isLowerWord(t.text) && isLetters(t.text[:1]) || containsDigit(t.low) && !isLowerWord(t.text) {
			named = true
		}
	}
	return named
}

// monthOrDay: a month or weekday name, which a parenthesis may date a
// record with ("(Monday)") but never names its owner.
func monthOrDay(l string) bool {
	switch strings.TrimSuffix(l, ".") {
	case "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
		"jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
		"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun":
		return true
	}
	return false
}

// ownerKeyValue reads a record whose owner stands in parentheses, after
// the key ("Falls risk (Mrs Pell): medium") or after the value ("Usual GP:
// Dr Hale (Mr Ito)"), as "<owner>'s <key> is <value>": the owner is the
// subject, the key the attribute. A comma ends the value (what follows is
// an aside: "Cresswell Pharmacy, High St."). ok is false for any other
// clause, and for a parenthesis that is no person's name ("(payments)",
// "(property & financial)", "(ICB)").
func (p *parser) ownerKeyValue(a, b int) (parsed, abstain, bool) {
	c := -1
	for k := a + 1; k < b && k <= a+14; k++ {
		if p.toks[k].text == ":" {
			c = k
			break
		}
	}
	if c < 0 || c+1 >= b {
		return parsed{}, "", false
	}
	// the clause's final punctuation was trimmed, a closing parenthesis too
	if b < len(p.toks) && p.toks[b].text == ")" && p.toks[b-1].text != ")" {
		b++
	}
	var own, key, val rng
	switch {
	case p.toks[c-1].text == ")":
		o := -1
		for k := c - 2; k > a; k-- {
			if p.toks[k].text == "(" {
				o = k
				break
			}
		}
		if o < 0 || !p.ownerName(o+1, c-1) && !p.keyQualifier(o+1, c-1) {
			return parsed{}, "", false
		}
		own, key, val = rng{o + 1, c - 1}, rng{a, o}, rng{c + 1, b}
	case p.toks[b-1].text == ")":
		o := -1
		for k := b - 2; k > c+1; k-- {
			if p.toks[k].text == "(" {
				o = k
				break
			}
		}
		if o < 0 || !p.ownerName(o+1, b-1) && !p.codedThing(o+1, b-1) {
			return parsed{}, "", false
		}
		for k := a; k < c; k++ {
			if p.toks[k].low == "'s" || p.toks[k].low == "'" {
				// "Pickle's vet: Old Quay Veterinary Clinic (Dr Mirren)":
				// the key has its owner; the parenthesis names the value's
				// person, not the record's owner
				return parsed{}, "", false
			}
		}
		own, key, val = rng{o + 1, b - 1}, rng{a, c}, rng{c + 1, o}
	default:
		return parsed{}, "", false
	}
	for k := val.i; k < val.j; k++ {
		if p.toks[k].text == "," || p.toks[k].text == ";" {
			val.j = k
			break
		}
	}
	if key.empty() || key.j-key.i > 8 || val.empty() {
		return parsed{}, "", false
	}
	for k := key.i; k < key.j; k++ {
		if t := p.toks[k].text; t == "(" || t == ")" || t == "," {
			return parsed{}, "", false
		}
	}
	sk, why := p.subjectKey(own.i, own.j)
	if why != "" {
		return parsed{}, why, true
	}
	r := parsed{form: "owner-keyvalue", conf: 0.86, card: CardUnknown}
	r.subj, r.subjCanon = own, sk
	r.attr = key
	r.attrCanon, r.card = p.attrRelation(key)
	for k := key.i + 1; k < key.j; k++ {
		if p.toks[k].low == "of" {
			// "Chair of the Board of Studies": the head is the chair
			_, r.card = p.attrRelation(rng{key.i, k})
			break
		}
	}
	if why := p.value(&r, val.i, val.j, false); why != "" {
		return parsed{}, why, true
	}
	out, why := p.finish(r)
	return out, why, true
}

// knownAttrNoun reports a noun the lexicon reads as an attribute ("team",
// "manager", "address").
func knownAttrNoun(w string) bool {
	_, ok := nounAttributes[w]
	return ok
}

// isDigits reports a non-empty run of ASCII digits.
func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// hasVerbTag reports a token tagged as a verb in [a, b).
func (p *parser) hasVerbTag(a, b int) bool {
	for k := a; k < b; k++ {
		if strings.HasPrefix(p.toks[k].tag, "VB") {
			return true
		}
	}
	return false
}

// commonTitle reports a title of common words ("picture editor", "rota
// coordinator", "kitchen coordinator"): lowercase words, or dictionary
// words capitalized only because they open the clause, ending in a title
// one person holds. It splits into the title's owner and the title
// whatever the tagger makes of the modifier ("rota" is JJ, "picture" NN),
// so that a record "Rota coordinator: Nell Okonjo", "took over as rota
// coordinator" (parse.inverse-bare-title) and "took over as security lead
// from Aisha" (role.took-over-as-from) key it alike.
func (p *parser) commonTitle(i, v int) bool {
	if v-i < 2 || v-i > 4 {
		return false
	}
	if h := p.toks[v-1].low; !titleNouns[h] && !bareTitleHeads[h] {
		return false
	}
	for k := i; k < v; k++ {
		t := p.toks[k]
		if !isLetters(strings.ReplaceAll(t.text, "-", "")) || !isLowerWord(t.text) && !(t.start == 0 && (DictionaryWord(t.text) || !strings.HasPrefix(t.tag, "NNP"))) {
			return false
		}
	}
	return true
}

// jointKey reports a record key that joins two lowercase nouns with one
// "and" or "&" ("Festival bar and catering: ...", "Terms and conditions:
// ..."): one key, not two subjects. Names on both sides ("Tom and Ana:
// ...") stay two.
func (p *parser) jointKey(a, c int) bool {
	n := 0
	for k := a; k < c; k++ {
		switch t := p.toks[k]; {
		case t.low == "and" || t.low == "&":
			if k == a || k+1 >= c || !isLowerWord(p.toks[k+1].text) || !isLetters(p.toks[k+1].text) || !strings.HasPrefix(p.toks[k+1].tag, "NN") {
				return false
			}
			n++
		case t.low == "or" || t.low == "nor" || t.low == "but" || t.low == "not" || t.low == "plus" || isPunct(t):
			return false
		}
	}
	return n == 1
}

// droppedCopula returns the index of "now" or "still" after a note's
// subject whose copula is left out (parse.telegraphic-copula), or -1: one
// to five nominal words (nouns, names, numbers, adjectives, a possessive)
// with no punctuation, then the adverb, then a predicate that does not open
// with punctuation, a verb or a conjunction ("X now deliver on Wednesdays"
// has its verb).
func (p *parser) droppedCopula(a, b int) int {
	for k := a + 1; k < b-1 && k <= a+5; k++ {
		t := &p.toks[k]
		if t.low == "now" || t.low == "still" {
			n := &p.toks[k+1]
			if isPunct(*n) || n.tag == "CC" || strings.HasPrefix(n.tag, "VB") && n.tag != "VBN" || n.tag == "MD" {
				return -1
			}
			return k
		}
		if !noteSubjectWord(t) {
			return -1
		}
	}
	return -1
}

// noteSubjectWord reports a word of a note's subject before a verb or
// copula left without its auxiliary (parse.telegraphic,
// parse.telegraphic-copula): a noun, name, number, adjective or possessive.
func noteSubjectWord(t *tok) bool {
	return strings.HasPrefix(t.tag, "NN") || t.tag == "CD" || t.tag == "JJ" || t.tag == "POS" || t.low == "'s" && t.tag != "VBZ"
}

// telegraphicVerb returns the index of a note's verb written without its
// auxiliary (parse.telegraphic), or -1: a lowercase past participle before
// "by", "to", "into", "onto", "from" or "for", or a present participle of a
// known verb before a particle, a determiner, a possessive, a preposition or
// "back" (not before a noun it modifies: "passing rent"), after a subject of one to five nominal words (nouns, names,
// numbers, adjectives, a possessive, a leading determiner) with no
// punctuation.
func (p *parser) telegraphicVerb(a, b int) int {
	for k := a + 1; k < b && k <= a+5; k++ {
		t := &p.toks[k]
		if (t.tag == "VBN" || t.tag == "VBG") && isLowerWord(t.text) && (t.is(wKnownLemma) || t.tag == "VBN" && strings.HasSuffix(t.low, "ed") && k+1 < b && p.toks[k+1].low == "by") && k+1 < b {
			n := &p.toks[k+1]
			if t.tag == "VBN" {
				switch n.low {
				case "by", "to", "into", "onto", "from", "for":
				default:
					return -1
				}
			}
			if t.tag == "VBG" && !(n.tag == "RP" || n.tag == "DT" || n.tag == "PRP$" || n.is(wPrep) || n.low == "back") {
				return -1 // "Unit 3 passing rent £18,500": a participle before a noun modifies it
			}
			return k
		}
		if !noteSubjectWord(t) {
			return -1
		}
	}
	return -1
}
