package svo

import (
	"slices"
	"strings"
)

var (
	reClock   = guarded(`^\d\d:\d\d$`, func(s string) bool { return len(s) == 5 && s[2] == ':' })
	reNumber  = guarded(`^\d+(\.\d+)?$`, startsDigit)
	reVersion = guarded(`^v?\d+(\.\d+)*$`, startsVDigit)
	reISODay  = guarded(`^(\d{4} )?m\d\d( d\d\d)?`, isoDayStart)
)

// approxWords hedge a number without changing it ("about 545,000").
var approxWords = map[string]bool{"about": true, "approximately": true, "around": true, "roughly": true, "circa": true, "approx": true, "~": true, "some": true}

// predicateFrom parses a clause whose subject is tokens [sa, se) (empty: the
// antecedent) and whose verb group starts at v.
func (p *parser) predicateFrom(sa, se, v, b int) (parsed, abstain) {
	if !p.isVerbAt(v) && !(isTag(p.toks[v], "VB") || knownVerbs[lemmaVerb(p.toks[v].low)]) {
		return parsed{}, "no verb"
	}
	g, why := p.verbGroup(v)
	if why != "" {
		return parsed{}, why
	}
	var r parsed
	r.card = CardUnknown
	// the subject key
	var subjKey string
	if se > sa {
		k, why := p.subjectKey(sa, se)
		if why != "" {
			return parsed{}, why
		}
		subjKey = k
		r.subj = rng{sa, se}
	} else {
		if p.ante == "" {
			return parsed{}, "no subject"
		}
		subjKey = p.ante
		r.subj = rng{v, v}
		p.conf *= 0.92
	}
	r.subjCanon = subjKey
	if g.usedTo {
		// "Alice used to live in Berlin": she no longer does
		p.neg++
		p.conf *= 0.85
	}
	if g.main < 0 {
		p.past = g.pastAux && !g.perfect
		return p.copula(r, sa, se, g, b)
	}
	return p.verbal(r, sa, se, g, b)
}

// copula handles "X is Y".
func (p *parser) copula(r parsed, sa, se int, g verbGroup, b int) (parsed, abstain) {
	pa := g.end
	pr := p.trim(rng{pa, b})
	if pr.empty() {
		return parsed{}, "copula without a predicate"
	}
	r.attr = rng{g.be, g.be + 1}
	r.attrCanon = "be"
	// "is on Thursdays at 2pm": a leading scope qualifier, when more follows
	for pr.j-pr.i > 2 {
		e, sc, ok := p.scopePhrase(pr.i, pr.j)
		if !ok || e >= pr.j || p.onlyQualifiersStrict(e, pr.j) {
			break
		}
		p.scope = append(p.scope, sc)
		pr.i = e
		for pr.i < pr.j && isPunct(p.toks[pr.i]) {
			pr.i++
		}
	}
	// "is on staff at Acme", "is on the payroll of Acme": an employer
	for _, id := range copulaIdioms {
		if pr.j-pr.i <= len(id.words) {
			continue
		}
		ok := true
		for i, w := range id.words {
			ok = ok && p.toks[pr.i+i].low == w
		}
		if !ok {
			continue
		}
		r.attr = rng{pr.i, pr.i + len(id.words)}
		r.attrCanon, r.card, r.form, r.conf = id.attr, CardFunctional, "lexicon:idiom", 0.88
		p.cutPrep = true
		if why := p.value(&r, pr.i+len(id.words), pr.j, true); why != "" {
			return parsed{}, why
		}
		return p.finish(r)
	}
	if pr.j-pr.i >= 2 && p.toks[pr.i].low == "back" {
		if _, ok := stateWords[p.toks[pr.i+1].low]; ok {
			pr.i++ // "back up", "back online"
		}
	}
	first := p.toks[pr.i]
	// "Alice is married": a marital status, not a machine state
	if maritalWords[first.low] && (pr.j == pr.i+1 || p.onlyQualifiers(pr.i+1, pr.j)) {
		r.attrCanon, r.card, r.form, r.conf = "marital status", CardFunctional, "state", 0.88
		r.val, r.valCanon = rng{pr.i, pr.i + 1}, first.low
		p.qualifiers(pr.i+1, pr.j)
		return p.finish(r)
	}
	// states: "The server is down", "The north gate is closed on weekdays"
	if w, ok := stateWords[first.low]; ok && (pr.j == pr.i+1 || p.onlyQualifiers(pr.i+1, pr.j) || stateReasons[p.toks[pr.i+1].low]) {
		if s, at, sk, split, why := p.npSplit(sa, se); why == "" && split {
			if a, _ := p.attrRelation(at); a == "status" {
				r.subj, r.subjCanon = s, sk // "My status is available": the user's status
			}
		}
		r.attrCanon, r.card, r.form, r.conf = "status", CardFunctional, "state", 0.9
		r.val, r.valCanon = rng{pr.i, pr.i + 1}, w
		p.qualifiers(pr.i+1, pr.j)
		return p.finish(r)
	}
	// "Paris is the capital of France", "Alice is Bob's manager" (not for an
	// inherited subject: "and is the capital of ...")
	if se > sa {
		if r2, ok, why := p.inverseCopula(r, sa, se, pr); ok || why != "" {
			return r2, why
		}
	}
	// "The bridge is 120 m long", "Alice is 34 years old"
	for k := pr.i + 1; k < pr.j; k++ {
		if dim, ok := dimensionAdjectives[p.toks[k].low]; ok && p.hasNumber(pr.i, k) {
			s, at, sk, split, why := p.npSplit(sa, se)
			if why != "" {
				return parsed{}, why
			}
			if split {
				// "Alice's boat is 12 m long": (alice boat, length)
				r.subjCanon = sk + " " + keyOf(p.words(at))
				_ = s
			}
			r.attr, r.attrCanon, r.card, r.form, r.conf = rng{k, k + 1}, dim, CardFunctional, "measure", 0.9
			r.val = rng{pr.i, k}
			if approxWords[p.toks[r.val.i].low] && r.val.j > r.val.i+1 {
				r.val.i++
				p.conf *= 0.95
			}
			r.valCanon = canonValue(p.surf(r.val))
			p.qualifiers(k+1, pr.j)
			return p.finish(r)
		}
	}
	// "Ken is 42 years of age"
	if pr.j-pr.i == 4 && p.toks[pr.i+1].low == "years" && p.toks[pr.i+2].low == "of" && p.toks[pr.i+3].low == "age" {
		if v := canonValue(first.text); isSmallInt(v) {
			r.attrCanon, r.card, r.form, r.conf = "age", CardFunctional, "age", 0.88
			r.val, r.valCanon = rng{pr.i, pr.i + 2}, v+" year"
			return p.finish(r)
		}
	}
	// "I'm 29": a person's bare number is their age
	if pr.j-pr.i == 1 && p.isPersonish(sa, se, r.subjCanon) && (first.tag == "CD" || numberWords[first.low] > 0) {
		if v := canonValue(first.text); isSmallInt(v) {
			r.attr, r.attrCanon, r.card, r.form, r.conf = rng{g.be, g.be + 1}, "age", CardFunctional, "age", 0.85
			r.val, r.valCanon = rng{pr.i, pr.j}, v+" year"
			return p.finish(r)
		}
	}
	// "Bob is a nurse"
	if first.low == "a" || first.low == "an" {
		head := p.headNoun(pr.i+1, pr.j)
		if head >= 0 {
			hw, _ := singular(fold(p.toks[head].text))
			if occupations[hw] && p.isPersonish(sa, se, r.subjCanon) {
				r.attrCanon, r.card, r.form, r.conf = "occupation", CardFunctional, "occupation", 0.88
				p.cutPrep = true
				if why := p.value(&r, pr.i, pr.j, false); why != "" {
					return parsed{}, why
				}
				return p.finish(r)
			}
		}
		r.card, r.form, r.conf = CardSetValued, "isa", 0.75
		if why := p.value(&r, pr.i, pr.j, false); why != "" {
			return parsed{}, why
		}
		return p.finish(r)
	}
	// "Carol's favourite colour is green", "The capital of Australia is Canberra"
	s, at, sk, split, why := p.npSplit(sa, se)
	if why != "" {
		return parsed{}, why
	}
	if split {
		head, _ := singular(keyWord(p.toks[at.j-1].text))
		if entityNouns[head] && p.isPropertyValue(pr) {
			// "My wife is pregnant": a property of the wife, not who she is
			return p.copulaPlain(r, sa, se, pr)
		}
		if entityNouns[head] && pr.j == pr.i+1 {
			if v := canonValue(first.text); isSmallInt(v) {
				// "Alice's son is 5": the son's age
				r.attr, r.attrCanon, r.card, r.form, r.conf = rng{pr.i, pr.i + 1}, "age", CardFunctional, "age", 0.85
				r.val, r.valCanon = rng{pr.i, pr.i + 1}, v+" year"
				return p.finish(r)
			}
		}
		if p.isCopularRelation(r, pr) {
			// "Our build agent is compatible with ARM64", "User's son is
			// allergic to eggs": a relation of the whole noun phrase
			return p.copulaPlain(r, sa, se, pr)
		}
		r.subj, r.subjCanon, r.attr = s, sk, at
		r.attrCanon, r.card = p.attrRelation(at)
		r.form, r.conf = "attribute", 0.9
		prep := p.toks[pr.i].low
		if preps[prep] && !approxWords[prep] && pr.j > pr.i+1 {
			pr.i++
			p.cutPrep = true
			if why := p.value(&r, pr.i, pr.j, true); why != "" {
				return parsed{}, why
			}
			// "Alice's home is in Lisbon": residence; otherwise say what the preposition adds
			if r.attrCanon != "residence" && !strings.HasSuffix(r.attrCanon, "date") && !strings.HasSuffix(r.attrCanon, "time") && !strings.HasSuffix(r.attrCanon, "day") {
				switch {
				case isTemporalValue(r.valCanon):
					r.attrCanon += " " + temporalAttr(r.valCanon)
				case prep == "at" && isNumeric(r.valCanon):
				case prep == "in" || prep == "at":
					r.attrCanon += " location"
				default:
					r.attrCanon += " " + prep
				}
			}
			return p.finish(r)
		}
		if why := p.value(&r, pr.i, pr.j, false); why != "" {
			return parsed{}, why
		}
		if r.attrCanon == "number" && phoneLike(r.valCanon) {
			r.attrCanon, r.card = "phone number", CardFunctional
		}
		return p.finish(r)
	}
	return p.copulaPlain(r, sa, se, pr)
}

// isPropertyValue: a predicate that describes rather than identifies
// (an adjective, or an indefinite noun phrase).
func (p *parser) isPropertyValue(pr rng) bool {
	f := p.toks[pr.i]
	if f.low == "a" || f.low == "an" {
		return true
	}
	last := p.toks[pr.j-1].text
	return pr.j-pr.i <= 2 && isTag(p.toks[pr.j-1], "JJ", "RB", "VBN", "VBG") && isLowerWord(last) && !containsDigit(last)
}

// workPlaces are values of "works at" that name a place of work, not an employer.
var workPlaces = map[string]bool{"home": true, "office": true, "work": true, "remotely": true, "remote": true, "site": true, "hq": true, "headquarters": true, "desk": true, "night": true, "weekends": true}

// groupNouns head values of "joined" that are memberships, not employers.
var groupNouns = map[string]bool{"club": true, "team": true, "union": true, "league": true, "group": true, "gym": true,
	"community": true, "choir": true, "band": true, "class": true, "course": true, "call": true, "meeting": true,
	"chat": true, "channel": true, "discord": true, "slack": true, "waitlist": true, "board": true, "committee": true,
	"party": true, "alliance": true, "nato": true, "eu": true, "un": true, "army": true, "navy": true, "council": true,
	"society": true, "association": true, "program": true, "programme": true, "cohort": true, "squad": true, "crew": true,
	"project": true, "effort": true, "initiative": true, "conversation": true, "movement": true, "federation": true}

// particles of phrasal verbs.
var particles = map[string]bool{"up": true, "down": true, "out": true, "off": true, "back": true, "away": true, "over": true}

// stateReasons may follow a state word without changing it ("down for maintenance").
var stateReasons = map[string]bool{"for": true, "due": true, "because": true, "after": true, "since": true, "while": true, "pending": true, "during": true, "until": true, "till": true}

// jobNouns: "got a job at X" names an employer.
var jobNouns = map[string]bool{"job": true, "position": true, "role": true, "internship": true, "gig": true, "offer": true, "contract": true}

// statives are verbs whose simple past states a past state ("lived in
// Berlin": she no longer does), unlike change verbs ("moved to Berlin").
var statives = map[string]bool{"live": true, "reside": true, "work": true, "own": true, "have": true,
	"use": true, "belong": true, "know": true, "like": true, "love": true, "hate": true, "prefer": true,
	"speak": true, "drive": true, "manage": true, "lead": true, "report": true, "attend": true,
	"study": true, "cost": true, "weigh": true, "hold": true, "stay": true, "remain": true, "teach": true,
	"contain": true, "include": true, "support": true, "serve": true, "run": true, "play": true,
	"enjoy": true, "dislike": true, "equal": true, "stand": true, "head": true, "chair": true}

// stativePassives are participles whose "was <participle>" is a past state.
var stativePassives = map[string]bool{"base": true, "locate": true, "headquarter": true, "employ": true,
	"own": true, "hold": true, "lead": true, "run": true, "manage": true, "marry": true, "call": true,
	"name": true, "maintain": true, "host": true, "head": true, "know": true}

// colorWords are adjectives of which a thing has one at a time.
var colorWords = map[string]bool{"red": true, "green": true, "blue": true, "yellow": true, "orange": true,
	"purple": true, "pink": true, "black": true, "white": true, "gray": true, "grey": true, "brown": true,
	"amber": true, "silver": true, "gold": true, "beige": true, "teal": true, "navy": true, "violet": true}

// maritalWords are the values of a person's marital status.
var maritalWords = map[string]bool{"married": true, "single": true, "divorced": true, "engaged": true, "widowed": true, "separated": true}

var weekdays = map[string]bool{"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true, "sunday": true}

// isNumeric: a canonical value that starts with a number.
func isNumeric(v string) bool {
	return v != "" && v[0] >= '0' && v[0] <= '9'
}

// copulaPlain: a whole-noun-phrase subject with "be".
func (p *parser) copulaPlain(r parsed, sa, se int, pr rng) (parsed, abstain) {
	first := p.toks[pr.i]
	r.form, r.conf = "copula", 0.85
	if rr, ok, why := p.copularIdiom(r, pr); ok || why != "" {
		// "Alice is in touch with Bo": not a location
		if why != "" {
			return parsed{}, why
		}
		return p.finish(rr)
	}
	if first.is(wPrep) && !approxWords[first.low] && pr.j > pr.i+1 && first.low != "of" {
		// "Alice is in Berlin", "The meeting is at 3pm", "Alice is from Spain"
		r.attr = rng{r.attr.i, pr.i + 1}
		switch first.low {
		case "in", "at":
			r.attrCanon = "location"
		case "from":
			r.attrCanon = "origin" // "Alice is from Spain" = "Alice comes from Spain"
		default:
			r.attrCanon = "be " + first.low
		}
		r.form, r.conf = "copula-prep", 0.82
		p.cutPrep = true
		if why := p.value(&r, pr.i+1, pr.j, true); why != "" {
			return parsed{}, why
		}
		switch {
		case isTemporalValue(r.valCanon):
			r.attrCanon = temporalAttr(r.valCanon)
		case first.low == "at" && isNumeric(r.valCanon):
			r.attrCanon = "be" // "The canary is at 10%"
		case scopeNouns[r.valCanon] || r.valCanon == "lunch" || r.valCanon == "church" || r.valCanon == "gym":
			// "Alice is at work": where she is now, not her location on a map
			r.attrCanon = "be " + first.low
		case first.low == "to":
			// "has been to Japan"
			r.attrCanon, r.card = "visit", CardSetValued
		}
		return p.finish(r)
	}
	if rr, ok, why := p.copularRelation(r, pr); ok || why != "" {
		if why != "" {
			return parsed{}, why
		}
		return p.finish(rr)
	}
	if first.low == "a" || first.low == "an" {
		r.card, r.form, r.conf = CardSetValued, "isa", 0.75
	}
	// "User is allergic to peanuts", "Alice is interested in chess"
	if pr.j-pr.i >= 3 && p.toks[pr.i+1].is(wPrep) {
		key := fold(first.text) + " " + p.toks[pr.i+1].low
		if rel, ok := verbRelations[key]; ok && rel.attr != "" {
			r.attr = rng{r.attr.i, pr.i + 2}
			r.attrCanon, r.card, r.form, r.conf = rel.attr, rel.card, "lexicon:adjective", 0.9
			if why := p.value(&r, pr.i+2, pr.j, true); why != "" {
				return parsed{}, why
			}
			return p.finish(r)
		}
	}
	if why := p.value(&r, pr.i, pr.j, false); why != "" {
		return parsed{}, why
	}
	// "The deadline is March 3": a time, keyed like "was moved to March 10"
	if isTemporalValue(r.valCanon) && !p.isPersonish(sa, se, r.subjCanon) && r.card != CardSetValued {
		r.attrCanon = temporalAttr(r.valCanon)
	}
	// "Mercury is the smallest planet", "Tom is the tech lead": a description
	// of a named entity, one of many
	if (first.low == "the" || first.low == "our" || first.low == "my" || first.is(wPossessive)) && p.isPersonish(sa, se, r.subjCanon) && r.card != CardSetValued {
		r.card, r.form, r.conf = CardSetValued, "isa", 0.75
	}
	// "Tom and Jerry are cartoon characters", "We are friends": a class, one of many
	if last := p.toks[r.val.j-1]; r.card != CardSetValued && last.tag == "NNS" && isLowerWord(last.text) && !p.toks[r.val.i].is(wDeterminer) && !containsDigit(r.valCanon) {
		r.card, r.form, r.conf = CardSetValued, "isa", 0.75
	}
	// "The plan is ambitious", "The API is slow": a property, one of many
	// (colors and states are the exceptions: one at a time)
	if r.val.j-r.val.i == 1 && r.card != CardSetValued && isTag(p.toks[r.val.i], "JJ") && isLetters(p.toks[r.val.i].text) && isLowerWord(p.toks[r.val.i].text) && !colorWords[r.valCanon] && stateWords[r.valCanon] == "" {
		r.card, r.form, r.conf = CardSetValued, "property", 0.75
	}
	// "Bob is happy", "User is vegan": a property of a named entity, one of many
	if r.val.j-r.val.i == 1 && r.card != CardSetValued && p.isPersonish(sa, se, r.subjCanon) && isLowerWord(p.toks[r.val.i].text) && !isTag(p.toks[r.val.i], "NN", "CD") {
		r.card, r.form, r.conf = CardSetValued, "property", 0.75
	}
	return p.finish(r)
}

// inverseCopula handles "Paris is the capital of France" and "Alice is Bob's manager".
func (p *parser) inverseCopula(r parsed, sa, se int, pr rng) (parsed, bool, abstain) {
	if se-sa == 1 && (antecedentPronouns[p.toks[sa].low] || firstPerson[p.toks[sa].low]) {
		return r, false, ""
	}
	for k := sa; k < se; k++ {
		if p.toks[k].low == "of" || p.toks[k].low == "'s" {
			return r, false, ""
		}
	}
	i := pr.i
	if p.toks[i].low == "the" {
		i++
	}
	// "the N of NP", "the tech lead for payments"
	for k := i + 1; k < pr.j-1; k++ {
		if p.toks[k].low == "of" || p.toks[k].low == "for" {
			// "the capital of France"; "CEO of Apple" (a title, no article) only
			// for a named subject and a named owner
			// ("head coach of the Halden Harbourmen": the owner's name may
			// take an article)
			o := k + 1
			if o+1 < pr.j && p.toks[o].low == "the" {
				o++
			}
			if p.toks[pr.i].low != "the" && !(p.isPersonish(sa, se, "") && o < pr.j && !isLowerWord(p.toks[o].text) && !p.toks[pr.i].is(wDeterminer)) {
				return r, false, ""
			}
			for m := i; m < k; m++ {
				if !isTag(p.toks[m], "NN", "JJ") || !(isLowerWord(p.toks[m].text) || isAcronym(p.toks[m].text)) {
					return r, false, ""
				}
			}
			return p.inverseFinish(r, sa, se, rng{k + 1, pr.j}, rng{i, k})
		}
	}
	// "Omar is the team lead": a definite noun compound names an attribute
	if p.toks[pr.i].low == "the" && pr.j-pr.i == 3 && p.isPersonish(sa, se, r.subjCanon) {
		mod, head := p.toks[pr.i+1], p.toks[pr.i+2]
		if isTag(mod, "NN") && isTag(head, "NN") && isLowerWord(mod.text) && isLowerWord(head.text) && !quantityModifiers[mod.low] {
			return p.inverseFinish(r, sa, se, rng{pr.i + 1, pr.i + 2}, rng{pr.i + 2, pr.i + 3})
		}
	}
	// "Omar is our team lead", "Priya is my manager"
	if l := p.toks[pr.i].low; (l == "our" || l == "my") && pr.j-pr.i >= 2 && pr.j-pr.i <= 4 && !p.isPropertyValue(rng{pr.i + 1, pr.j}) {
		owner := "we"
		if l == "my" {
			owner = "user"
		}
		attr := p.trim(rng{pr.i + 1, pr.j})
		r.subj, r.subjCanon, r.attr = rng{pr.i, pr.i + 1}, owner, attr
		r.attrCanon, r.card = p.attrRelation(attr)
		r.val = rng{sa, se}
		r.valCanon = canonValue(p.surf(rng{sa, se}))
		r.form, r.conf = "inverse", 0.86
		out, why := p.finish(r)
		return out, true, why
	}
	// "Bob's N"
	for k := pr.i + 1; k < pr.j-1; k++ {
		if p.toks[k].low == "'s" || p.toks[k].low == "'" && p.toks[k].tag == "POS" {
			if w := p.toks[k+1].text; len(w) > 1 && !isLowerWord(w) && isLowerWord(w[1:]) && isLetters(w) {
				return r, false, "" // "remains Tanner's Field": a place's name, no one's attribute
			}
			return p.inverseFinish(r, sa, se, rng{pr.i, k}, rng{k + 1, pr.j})
		}
	}
	return r, false, ""
}

func (p *parser) inverseFinish(r parsed, sa, se int, owner, attr rng) (parsed, bool, abstain) {
	owner = p.trim(owner)
	attr = p.trim(attr)
	if owner.empty() || attr.empty() || owner.j-owner.i > 6 || attr.j-attr.i > 4 {
		return r, false, ""
	}
	// scope or time at the end of the owner phrase
	oe := owner.j
	for k := owner.i + 1; k < owner.j; k++ {
		if _, _, ok := p.scopePhrase(k, owner.j); ok {
			oe = k
			break
		}
		if _, _, ok := p.temporalPhrase(k, owner.j); ok {
			oe = k
			break
		}
	}
	p.qualifiers(oe, owner.j)
	owner.j = oe
	// "Linnea Aro is leader of the Green Union again": the adverb is no
	// part of the owner's name
	for owner.j-owner.i > 1 && ownerTrailingAdverbs[p.toks[owner.j-1].low] {
		owner.j--
	}
	// time at the end of the attribute ("X has been the orchestra's
	// conductor since 2019": the attribute is "conductor")
	for k := attr.i + 1; k < attr.j; k++ {
		if _, _, ok := p.temporalPhrase(k, attr.j); ok {
			p.qualifiers(k, attr.j)
			attr.j = k
			break
		}
	}
	ok := keyOf(p.words(owner))
	if ok == "" {
		return r, false, ""
	}
	if p.toks[owner.i].low == "my" {
		ok = "user " + strings.TrimPrefix(ok, "user ")
	}
	r.subj, r.subjCanon = owner, ok
	r.attr = attr
	r.attrCanon, r.card = p.attrRelation(attr)
	if r.card == CardUnknown {
		r.card = CardFunctional // "the capital of": definite, one at a time
	}
	r.val = rng{sa, se}
	r.valCanon = canonValue(p.surf(rng{sa, se}))
	r.form, r.conf = "inverse", 0.88
	out, why := p.finish(r)
	return out, true, why
}

// headlineTitle reports a title one person holds at [a, b), up to a comma:
// lowercase words ending in a title noun ("picture editor", "head of
// sport"), with nothing but the title (and its organisation) before it.
func (p *parser) headlineTitle(a, b int) bool {
	if a < b && p.toks[a].low == "as" {
		a++
	}
	e := a
	for e < b && !isPunct(p.toks[e]) {
		e++
	}
	return p.hasTitleOf(a, e) || p.titleWords(a, e)
}

// titleWords reports one to four lowercase words at [a, b) whose last is a
// title one person holds (titleNouns, bareTitleHeads; a qualifiedTitleHeads
// head only after a qualifier: "safety officer", not "officer").
func (p *parser) titleWords(a, b int) bool {
	if b-a < 1 || b-a > 4 {
		return false
	}
	for k := a; k < b; k++ {
		if t := p.toks[k]; !isLowerWord(t.text) || !isLetters(strings.ReplaceAll(t.text, "-", "")) {
			return false
		}
	}
	h := p.toks[b-1].low
	return (titleNouns[h] || bareTitleHeads[h]) && !(qualifiedTitleHeads[h] && b-a < 2)
}

// verbal handles clauses with a main verb (active, passive, "have").
func (p *parser) verbal(r parsed, sa, se int, g verbGroup, b int) (parsed, abstain) {
	mt := p.toks[g.main]
	lemma := lemmaVerb(mt.low)
	pa := g.end
	passive := g.be >= 0 && g.be < g.main && (mt.tag == "VBN" || mt.tag == "VBD" || strings.HasSuffix(mt.low, "ed") || mt.low == "born" || (irregularVerbs[mt.low] != "" && irregularVerbs[mt.low] != mt.low))
	if !passive && g.be < 0 && g.main == g.start && g.modal == "" && !g.perfect && !g.usedTo && (mt.tag == "VBN" || strings.HasSuffix(mt.low, "ed")) &&
		pa+1 < b && p.toks[pa].low == "by" && !isLowerWord(firstChar(p.toks[pa+1].text)) && !containsDigit(p.toks[pa+1].text) {
		// "Quillon Street block managed by Pennant Estates": a record's
		// reduced passive with a named agent states the present, like "is
		// managed by"; an active "increased by 10%" has no named agent
		passive = true
	}
	if !passive && g.be < 0 && g.main == g.start && g.modal == "" && !g.perfect && !g.usedTo && (mt.tag == "VBN" || mt.tag == "VBD") && titleAssigners[lemma] && lemma != "make" && se > sa && pa < b && p.headlineTitle(pa, b) {
		// "Ruth Abernathy appointed picture editor": a headline's reduced
		// passive; an active "appointed" takes a person, not a bare title
		passive = true
	}
	progressive := g.be >= 0 && g.be < g.main && strings.HasSuffix(mt.low, "ing")
	if progressive {
		passive = false
		if progressiveFuture[lemma] {
			return parsed{}, abstain("announced change (is " + mt.low + ")")
		}
	}
	if mt.low == "born" {
		lemma = "born"
	}
	// a past state ("lived in", "worked at", "was based in") no longer holds;
	// a past change ("moved to", "joined", "was set to") states the new state
	if !g.perfect && !progressive {
		if passive {
			p.past = g.pastAux && stativePassives[lemma]
		} else {
			p.past = (mt.tag == "VBD" || g.pastAux || (irregularVerbs[mt.low] != "" && irregularVerbs[mt.low] != mt.low && !strings.HasSuffix(mt.low, "s")) || strings.HasSuffix(mt.low, "ed")) && statives[lemma]
		}
	}
	// "Alice stopped being a vegetarian": she no longer is
	if (lemma == "stop" || lemma == "quit" || lemma == "cease") && pa < b && p.toks[pa].low == "being" {
		p.neg++
		g2 := g
		g2.be, g2.main, g2.end = pa, -1, pa+1
		p.past = false
		return p.copula(r, sa, se, g2, b)
	}
	// "started working at Google" states the work; "stopped working at" denies it
	if pa < b && strings.HasSuffix(p.toks[pa].low, "ing") && knownVerbs[lemmaVerb(p.toks[pa].low)] {
		switch lemma {
		case "start", "begin", "continue", "keep", "resume":
			g.main, g.end = pa, pa+1
			mt, lemma, pa = p.toks[pa], lemmaVerb(p.toks[pa].low), pa+1
			progressive = false
		case "stop", "quit", "cease":
			g.main, g.end = pa, pa+1
			mt, lemma, pa = p.toks[pa], lemmaVerb(p.toks[pa].low), pa+1
			progressive = false
			p.neg++
		}
	}
	// "got a job at Google", "landed a new role at Stripe": the employer
	if (lemma == "get" || lemma == "have" || lemma == "land" || lemma == "start" || lemma == "accept" || lemma == "take" || lemma == "find") && !passive {
		k := pa
		for k < b && (p.toks[k].is(wDeterminer) || isTag(p.toks[k], "JJ") || p.toks[k].low == "new") {
			k++
		}
		if k+2 < b && jobNouns[p.toks[k].low] && (p.toks[k+1].low == "at" || p.toks[k+1].low == "with") {
			r.attr = rng{g.main, k + 2}
			r.attrCanon, r.card, r.form, r.conf = "employer", CardFunctional, "job", 0.85
			p.cutPrep = true
			if why := p.value(&r, k+2, b, true); why != "" {
				return parsed{}, why
			}
			return p.finish(r)
		}
	}
	// "Ollie goes to Westbrook Academy now", "attends Hilltop Primary": a
	// named school is the subject's school, one at a time
	if (lemma == "go" && !passive && pa+1 < b && p.toks[pa].low == "to") || (lemma == "attend" && !passive && pa < b) {
		s := pa
		if lemma == "go" {
			s = pa + 1
		}
		e := s
		for e < b && p.toks[e].text != "" && p.toks[e].text[0] >= 'A' && p.toks[e].text[0] <= 'Z' {
			e++
		}
		if e > s+1 && schoolNouns[p.toks[e-1].low] && (e == b || p.onlyQualifiers(e, b)) {
			r.attr = rng{g.main, g.main + 1}
			r.attrCanon, r.card, r.form, r.conf = "school", CardFunctional, "school", 0.85
			if why := p.value(&r, s, b, true); why != "" {
				return parsed{}, why
			}
			return p.finish(r)
		}
	}
	// a verb taking another verb: the fact is not stated
	if complementVerbs[lemma] && pa < b && (p.toks[pa].low == "to" || strings.HasSuffix(p.toks[pa].low, "ing") && isTag(p.toks[pa], "VB")) {
		return parsed{}, abstain("verb with a verb complement (" + mt.low + ")")
	}
	pr := p.trim(rng{pa, b})
	// "works remotely for Acme", "lives happily in Leeds": a manner adverb
	// between the verb and its preposition adds nothing to the relation
	if pr.j-pr.i >= 3 && p.toks[pr.i].tag == "RB" && strings.HasSuffix(p.toks[pr.i].low, "ly") && p.toks[pr.i+1].is(wPrep) && !p.onlyQualifiers(pr.i+1, pr.j) {
		pr.i++
	}
	// "The server went down", "db-01 came back online": a new state
	if (lemma == "go" || lemma == "come") && !pr.empty() {
		k := pr.i
		if p.toks[k].low == "back" && k+1 < pr.j {
			k++
		}
		if w, ok := stateWords[p.toks[k].low]; ok && (k+1 == pr.j || p.onlyQualifiers(k+1, pr.j) || stateReasons[p.toks[k+1].low] || p.qualifiersThenReason(k+1, pr.j)) {
			r.attr, r.attrCanon, r.card, r.form, r.conf = rng{g.main, g.main + 1}, "status", CardFunctional, "state", 0.88
			r.val, r.valCanon = rng{k, k + 1}, w
			p.past = false
			p.qualifiers(k+1, pr.j)
			return p.finish(r)
		}
	}
	// "got married", "got divorced"
	if lemma == "get" && !pr.empty() && maritalWords[p.toks[pr.i].low] && (pr.j == pr.i+1 || p.onlyQualifiers(pr.i+1, pr.j)) {
		r.attr, r.attrCanon, r.card, r.form, r.conf = rng{g.main, pr.i + 1}, "marital status", CardFunctional, "state", 0.88
		r.val, r.valCanon = rng{pr.i, pr.i + 1}, p.toks[pr.i].low
		p.past = false
		p.qualifiers(pr.i+1, pr.j)
		return p.finish(r)
	}
	// "I've got two brothers", "we got a dog": possession
	if lemma == "get" && !pr.empty() && !isTag(p.toks[pr.i], "VBN", "JJ") {
		lemma = "have"
	}
	// "The build takes 14 minutes": a duration
	if (lemma == "take" || lemma == "last") && !passive && !pr.empty() && p.isDuration(pr) {
		r.attr, r.attrCanon, r.card, r.form, r.conf = rng{g.main, g.main + 1}, "duration", CardFunctional, "duration", 0.88
		if why := p.value(&r, pr.i, pr.j, false); why != "" {
			return parsed{}, why
		}
		return p.finish(r)
	}
	// "Bob has become a doctor", "Tim Cook became CEO of Apple": a copula
	if (lemma == "become" || lemma == "remain") && !passive && !pr.empty() {
		g2 := g
		g2.be, g2.main = g.main, -1
		p.past = false
		return p.copula(r, sa, se, g2, b)
	}
	if !passive {
		if r2, ok, why := p.idiom(r, sa, se, g, lemma, pr); ok {
			return r2, why
		}
	} else if titleAssigners[lemma] && !pr.empty() {
		// "Dana was named chair of the club": the club's chair
		a := pr.i
		if p.toks[a].low == "as" || p.toks[a].low == "to" {
			a++
		}
		if p.hasTitleOf(a, pr.j) {
			r.attr = rng{g.main, g.main + 1}
			r.conf = 0.85
			r2, _, why := p.titleOf(r, sa, se, a, pr.j)
			return r2, why
		}
		// "Idris Pell was appointed treasurer": keyed like "Treasurer:
		// Idris Pell" (parse.inverse-bare-title)
		r.attr, r.conf = rng{g.main, g.main + 1}, 0.85
		if r2, ok := p.bareTitle(r, sa, se, a, pr.j); ok {
			return r2, ""
		}
	}
	// "The kit is made by Stridewell": a maker, no light verb
	madeBy := passive && lemma == "make" && !pr.empty() && p.toks[pr.i].low == "by" && pr.i+1 < pr.j && !isLowerWord(p.toks[pr.i+1].text)
	if (lemma == "get" || lemma == "make" || lemma == "take" || lemma == "do" || lemma == "give") && !madeBy && !(passive && mt.low == "done" && (pr.empty() || p.onlyQualifiers(pr.i, pr.j))) {
		// "The task is done" is a state (below)
		return parsed{}, abstain("light verb (" + mt.low + ")")
	}
	r.attr = rng{g.main, g.main + 1}
	key := lemma
	objStart := pr.i
	if pr.j-pr.i >= 3 && particles[p.toks[pr.i].low] && p.toks[pr.i+1].is(wPrep) {
		// "moved back to Glasgow" (back adds nothing), "went up to $1,600"
		if p.toks[pr.i].low != "back" {
			lemma = lemma + " " + p.toks[pr.i].low
			key = lemma
		}
		pr.i++
		objStart = pr.i
	}
	if !pr.empty() {
		first := p.toks[pr.i]
		if first.is(wPrep) && !(approxWords[first.low] && p.hasNumber(pr.i+1, min(pr.i+3, pr.j))) && (first.low != "to" || !isTag(p.toks[min(pr.i+1, pr.j-1)], "VB") || pr.j-pr.i > 1) {
			key = lemma + " " + first.low
			r.attr = rng{g.main, pr.i + 1}
			objStart = pr.i + 1
		}
	}
	if (passive || progressive) && maritalWords[mt.low] && (pr.empty() || p.onlyQualifiers(pr.i, pr.j)) {
		r.attrCanon, r.card, r.form, r.conf = "marital status", CardFunctional, "state", 0.88
		r.val, r.valCanon = rng{g.main, g.main + 1}, mt.low
		p.qualifiers(pr.i, pr.j)
		return p.finish(r)
	}
	if passive && lemma != "born" && !pr.empty() && !p.onlyQualifiers(pr.i, pr.j) {
		if d, ok := p.weekdayValue(pr.i, pr.j); ok {
			// "Bins are collected Monday": a bare weekday is the day too
			r.attrCanon, r.card, r.form, r.conf = lemma+" day", CardFunctional, "passive", 0.82
			r.val, r.valCanon = pr, d
			return p.finish(r)
		}
	}
	if (passive || progressive) && lemma != "born" && (pr.empty() || p.onlyQualifiers(pr.i, pr.j)) {
		if w, ok := stateWords[mt.low]; ok {
			r.attrCanon, r.card, r.form, r.conf = "status", CardFunctional, "state", 0.88
			r.val, r.valCanon = rng{g.main, g.main + 1}, w
			p.qualifiers(pr.i, pr.j)
			return p.finish(r)
		}
		if passive && !pr.empty() {
			if d, ok := p.weekdayValue(pr.i, pr.j); ok {
				// "Bins are collected on Tuesdays": the day an event recurs on
				// is its value, (bins, collect day) = tuesday, one at a time
				r.attrCanon, r.card, r.form, r.conf = lemma+" day", CardFunctional, "passive", 0.82
				r.val, r.valCanon = pr, d
				return p.finish(r)
			}
		}
		if passive && foundingVerbs[lemma] {
			// "The university was founded in 1887" and "... was established
			// in 1887" date one event; the participle is no state of it
			return parsed{}, abstain("a founding event, not a state (" + mt.low + ")")
		}
		if passive && !p.isPersonish(sa, se, r.subjCanon) && r.subjCanon != "user" {
			// "The old cluster is decommissioned": the participle is the state
			r.attrCanon, r.card, r.form, r.conf = "status", CardFunctional, "state", 0.8
			r.val, r.valCanon = rng{g.main, g.main + 1}, fold(mt.text)
			p.qualifiers(pr.i, pr.j)
			return p.finish(r)
		}
		return parsed{}, abstain("passive without agent or value (" + mt.low + ")")
	}
	// "is called Sam", "is named Mia"
	if passive && (lemma == "call" || lemma == "name" || lemma == "nickname") && !pr.empty() && !p.toks[pr.i].is(wPrep) && !p.toks[pr.i].is(wDeterminer) {
		r.attrCanon, r.card, r.form, r.conf = "name", CardFunctional, "name", 0.9
		if why := p.value(&r, pr.i, pr.j, false); why != "" {
			return parsed{}, why
		}
		return p.finish(r)
	}
	if habitVerbs[lemma] && !passive && !progressive && g.modal == "" && !g.perfect && (mt.tag != "VBD" || g.usedTo) && !(g.pastAux && !g.usedTo) && (pr.empty() || p.onlyQualifiers(pr.i, pr.j)) {
		// "The user smokes", "Raj doesn't drink anymore": a habit, yes or no
		r.attr = rng{g.main, g.main + 1}
		r.attrCanon, r.card, r.form, r.conf = "habit "+lemma, CardFunctional, "habit", 0.85 // apart from "drinks oat milk"
		r.val, r.valCanon = rng{g.main, g.main + 1}, "yes"
		p.qualifiers(pr.i, pr.j)
		return p.finish(r)
	}
	if g.perfect && !passive && !progressive && (pr.empty() || p.onlyQualifiers(pr.i, pr.j)) && completionStates[mt.low] {
		// "Release 4.1 has shipped", "The PR has merged": a work item's state
		r.attrCanon, r.card, r.form, r.conf = "status", CardFunctional, "state", 0.85
		r.val, r.valCanon = rng{g.main, g.main + 1}, mt.low
		p.qualifiers(pr.i, pr.j)
		return p.finish(r)
	}
	if pr.empty() {
		return parsed{}, abstain("no object or complement (" + mt.low + ")")
	}
	// "born in 1990" is a date of birth
	r.form, r.conf = "verb", 0.82
	if objStart > pr.i {
		r.form, r.conf = "verb-prep", 0.85
	}
	if passive {
		r.form, r.conf = "passive", 0.85
	}
	// "Jamie turned 30": an age
	if lemma == "turn" && !passive && pr.j-pr.i >= 1 && p.isPersonish(sa, se, r.subjCanon) {
		if v := canonValue(p.toks[pr.i].text); isSmallInt(v) {
			r.attrCanon, r.card, r.form, r.conf = "age", CardFunctional, "age", 0.85
			r.val, r.valCanon = rng{pr.i, pr.i + 1}, v+" year"
			return p.finish(r)
		}
	}
	// "have": counts are functional, possessions a set
	if lemma == "have" && !passive {
		if r2, ok, why := p.haveCount(r, pr); ok {
			return r2, why
		}
	}
	// "User changed their email to x@y.com", "We raised the API timeout to 60s":
	// the object names the attribute, the value follows "to"
	if changeVerbs[lemma] && !passive && objStart == pr.i && pr.j-pr.i >= 3 {
		if r2, ok, why := p.changeTo(r, sa, se, lemma, pr); ok {
			// "migrated/upgraded X to Y" states X's software only
			software := why == "" && (strings.HasPrefix(r2.attrCanon, "use ") || r2.attrCanon == "software" || r2.attrCanon == "os" || r2.attrCanon == "runtime" || r2.attrCanon == "version")
			if !(lemma == "migrate" || lemma == "upgrade") || software {
				return r2, why
			}
		}
	}
	// "switched from iPhone to Pixel", "moved from Berlin to Lisbon": the value is the destination
	if objStart > pr.i && p.toks[pr.i].low == "from" {
		for k := objStart + 1; k < pr.j-1; k++ {
			if p.toks[k].low == "to" {
				key = lemma + " to"
				if fromToChange[lemma] {
					key = "change to" // "The price went from $10 to $12"
				}
				r.attr = rng{g.main, g.main + 1}
				objStart = k + 1
				break
			}
		}
	}
	rel, known := verbRelations[key]
	if passive && lemma == "call" {
		// "is often called the first programmer": a description, one of many
		r.attrCanon, r.card, r.form, r.conf = "be", CardSetValued, "isa", 0.7
		if why := p.value(&r, pr.i, pr.j, false); why != "" {
			return parsed{}, why
		}
		return p.finish(r)
	}
	if known && rel.attr == "" {
		return parsed{}, abstain("verb phrase with no stable value (" + key + ")")
	}
	if known {
		r.attrCanon, r.card = rel.attr, rel.card
		r.conf = 0.92
		r.form = "lexicon:" + r.form
		if rel.attr == "residence" && se > sa {
			// "Acme's headquarters moved to Austin" keys like "Acme is headquartered in ..."
			if s, at, sk, split, why := p.npSplit(sa, se); why == "" && split {
				head, _ := singular(keyWord(p.toks[at.j-1].text))
				if a, _ := p.attrRelation(at); a == "residence" {
					r.subj, r.subjCanon = s, sk
				} else if p.compoundSplit && !entityNouns[head] && !occupations[head] && lemma == "move" {
					// "The VPN endpoint moved to vpn2": a new value of the
					// endpoint, keyed like "The VPN endpoint is vpn1"
					r.subj, r.subjCanon = s, sk
					r.attrCanon, r.card = p.attrRelation(at)
					r.attrCanon = "@" + r.attrCanon // resolved after the value is known
				}
			}
		}
		if rel.attr == "be" && se > sa {
			// "The API port was changed to 9090" keys like "The API port is 8080"
			if s, at, sk, split, why := p.npSplit(sa, se); why == "" && split {
				r.subj, r.subjCanon = s, sk
				r.attrCanon, r.card = p.attrRelation(at)
			}
		}
	} else {
		r.attrCanon = key
		if passive && !strings.Contains(key, " ") {
			return parsed{}, abstain("passive with an object (" + mt.low + ")")
		}
	}
	p.cutPrep = true
	if why := p.value(&r, objStart, pr.j, objStart > pr.i); why != "" {
		return parsed{}, why
	}
	if strings.HasPrefix(r.attrCanon, "@") {
		r.attrCanon = r.attrCanon[1:]
		if isTemporalValue(r.valCanon) {
			r.attrCanon += " " + temporalAttr(r.valCanon) // "The design review moved to Fridays"
		}
		r.form = "change"
	}
	if r.attrCanon == "employer" && lemma == "join" {
		if f := fields(r.valCanon); len(f) > 0 && (groupNouns[f[len(f)-1]] || len(f) == 1 && isAcronym(strings.TrimPrefix(strings.TrimSpace(p.surf(r.val)), "the "))) {
			// "joined the EU", "joined the chess club": membership, many at once
			r.attrCanon, r.card = "member of", CardSetValued
		}
		r.conf = 0.86
	}
	if (r.attrCanon == "occupation" || r.attrCanon == "role") && isNumeric(r.valCanon) {
		// "The canary was promoted to 50%": a new value, not a job
		r.attrCanon, r.card = "be", CardUnknown
	}
	if r.attrCanon == "employer" && workPlaces[r.valCanon] {
		// "works at home", "works at the office": where, not for whom
		r.attrCanon, r.card = "work location", CardUnknown
	}
	if (r.attrCanon == "residence" || r.attrCanon == "employer" || r.attrCanon == "be" || r.attrCanon == "when") && isTemporalValue(r.valCanon) {
		// "The kickoff was moved to Wednesday": a new date, not a new home;
		// "rescheduled to 4pm" keys like "is at 3pm"
		r.attrCanon, r.card = temporalAttr(r.valCanon), CardFunctional
	} else if r.attrCanon == "when" {
		return parsed{}, abstain("rescheduled to something that is not a time (" + r.valCanon + ")")
	}
	// "has grown to seven engineers" keys like "has five engineers"
	if r.attrCanon == "be" {
		if f := fields(r.valCanon); len(f) >= 2 && len(f) <= 4 && reNumber.MatchString(f[0]) && unitCanon[f[1]].unit == "" && isLetters(f[len(f)-1]) {
			if noun, _ := attrOf(f[1:]); noun != "" {
				r.attrCanon, r.valCanon, r.card, r.form = "have "+noun, f[0], CardFunctional, "count"
			}
		}
	}
	// "was founded in 1998" vs "was founded in Palo Alto": a time and a place
	// are two attributes, not two values of one
	if !known && objStart > pr.i && isTemporalValue(r.valCanon) {
		switch p.toks[pr.i].low {
		case "in", "on", "at", "during", "since", "by":
			r.attrCanon = lemma + " " + temporalAttr(r.valCanon)
		}
	}
	// "uses React 18" → (frontend, use react, 18): one version of a product at a time
	if (r.attrCanon == "use" || r.attrCanon == "run") && !passive {
		if f := fields(r.valCanon); len(f) >= 2 && reVersion.MatchString(f[len(f)-1]) && !containsDigit(strings.Join(f[:len(f)-1], " ")) {
			r.attrCanon += " " + strings.Join(f[:len(f)-1], " ")
			r.valCanon = f[len(f)-1]
			r.card = CardFunctional
			r.form = "version"
		}
	}
	// "has won 15 European Cups", "played in 11 Super Bowl games": a count
	if (!known || rel.attr == "include") && !passive {
		f := fields(r.valCanon)
		if len(f) >= 2 && len(f) <= 5 && reNumber.MatchString(f[0]) && !isTemporalValue(r.valCanon) && unitCanon[f[1]].unit == "" && !approxWords[f[1]] {
			ok := true
			for _, w := range f[1:] {
				ok = ok && isLetters(w)
			}
			if ok {
				if noun, _ := attrOf(f[1:]); noun != "" {
					r.attrCanon = key + " " + noun
					if known {
						r.attrCanon = "have " + noun // "contains 12 eggs" = "has 12 eggs"
					}
					r.valCanon = f[0]
					r.card, r.form = CardFunctional, "count"
					return p.finish(r)
				}
			}
		}
	}
	// a transitive verb outside the lexicon relates its subject to many
	// objects ("writes Go", "visits Rome"), and so does a verb with a
	// preposition ("goes to the gym", "listens to jazz"): set-valued unless
	// known otherwise; a time ("opens at 7am", "expires on 2025-01-15") is one
	// at a time
	if !known && !passive && lemma != "have" {
		if objStart == pr.i || !isTemporalValue(r.valCanon) {
			r.card = CardSetValued
		} else {
			r.card = CardFunctional
		}
	}
	if lemma == "belong" && known && p.isPersonish(sa, se, r.subjCanon) {
		r.attrCanon, r.card = "member of", CardSetValued // "Alice belongs to the chess club"
	}
	if lemma == "born" && containsDigit(r.valCanon) {
		// "born in 1990" is a birth year, "born on 7 November 1867" a date of
		// birth, neither the month-and-day "birthday"
		switch f := fields(r.valCanon); {
		case len(f) == 1 && isYear(f[0]):
			r.attrCanon = "birth year"
		case len(f) == 3 && isYear(f[0]):
			r.attrCanon = "birthdate"
		default:
			r.attrCanon = "birth " + temporalAttr(r.valCanon)
		}
	}
	return p.finish(r)
}

// isTemporalValue: a canonical value that names a time, a date or a weekday.
func isTemporalValue(v string) bool {
	// the first two words (strings.Fields without the slice)
	var f [2]string
	n := 0
	for w := range strings.FieldsSeq(v) {
		f[n] = w
		if n++; n == len(f) {
			break
		}
	}
	if n == 0 {
		return false
	}
	w := f[0]
	if weekdays[strings.TrimSuffix(w, "s")] && n == 2 && isLetters(f[1]) && !dayWords[f[1]] {
		return false // "Sunday lunch rota", "Thursday market route": a weekday naming a thing
	}
	if (w == "next" || w == "this" || w == "coming") && n == 2 && (weekdays[strings.TrimSuffix(f[1], "s")] || monthNum[f[1]] != 0 || f[1] == "week" || f[1] == "month") {
		return true // "moved to next Tuesday", "this Friday"
	}
	return reClock.MatchString(w) || reISODay.MatchString(v) || weekdays[strings.TrimSuffix(w, "s")] || monthNum[w] != 0 && w != "may" || isYear(w) && (n == 1 || strings.HasPrefix(f[1], "m")) || w == "tomorrow" || w == "noon" || w == "midnight"
}

// dayWords may follow a weekday in a time ("Monday mornings", "Tuesday and
// Friday", "Friday to Sunday", "Sundays only").
var dayWords = map[string]bool{
	"morning": true, "mornings": true, "afternoon": true, "afternoons": true, "evening": true, "evenings": true,
	"night": true, "nights": true, "lunchtime": true, "lunchtimes": true, "and": true, "or": true, "to": true,
	"through": true, "at": true, "from": true, "only": true, "each": true, "every": true, "week": true, "weeks": true,
	"am": true, "pm": true, "noon": true, "midday": true, "midnight": true, "next": true, "this": true, "last": true,
	"before": true, "after": true, "until": true, "till": true, "by": true, "in": true, "of": true, "then": true,
}

// temporalAttr names the attribute of a temporal value: "time" for a clock
// time, "date" for a day, weekday, month or year.
func temporalAttr(v string) string {
	if reClock.MatchString(fields(v)[0]) {
		return "time"
	}
	return "date"
}

// isDuration: a number followed by a time unit.
func (p *parser) isDuration(pr rng) bool {
	v := canonValue(p.surf(pr))
	f := fields(v)
	if len(f) > 0 && approxWords[f[0]] {
		f = f[1:]
	}
	return len(f) >= 2 && isNumeric(f[0]) && (f[1] == "s" || f[1] == "day" || f[1] == "month" || f[1] == "year")
}

// fromToChange verbs in "<verb> from A to B" state that a value became B.
var fromToChange = map[string]bool{"go": true, "jump": true, "rise": true, "fall": true, "drop": true,
	"climb": true, "increase": true, "decrease": true, "grow": true, "shrink": true, "change": true}

// changeVerbs change an attribute of their object to a new value.
var changeVerbs = map[string]bool{"change": true, "update": true, "set": true, "switch": true, "raise": true,
	"lower": true, "increase": true, "decrease": true, "reduce": true, "bump": true, "rename": true,
	"move": true, "reschedule": true, "push": true, "extend": true, "shorten": true, "cut": true,
	"migrate": true, "upgrade": true}

// changeTo parses "<verb> [the|their|my] NP to VALUE": the NP is the attribute
// (of the clause subject for a possessive pronoun, else split like a copula
// subject), the value follows "to".
func (p *parser) changeTo(r parsed, sa, se int, lemma string, pr rng) (parsed, bool, abstain) {
	to := -1
	for k := pr.i + 1; k < pr.j-1 && k <= pr.i+5; k++ {
		if p.toks[k].low == "to" {
			to = k
			break
		}
		if p.isVerbAt(k) && !strings.HasPrefix(p.toks[k].tag, "NN") || p.toks[k].is(wPrep) {
			return r, false, "" // "switched jobs from Google to Meta": not "<verb> the X to Y"
		}
	}
	if to < 0 {
		return r, false, ""
	}
	if nt := p.toks[to+1]; isLowerWord(nt.text) && nt.is(wKnownVerb) && !strings.HasPrefix(nt.tag, "NN") {
		return r, false, "" // "changed jobs to become a nurse": a purpose, not a value
	}
	np := rng{pr.i, to}
	first := p.toks[np.i].low
	owned := r.subjCanon != "" && r.subjCanon != "we" && se > sa
	switch {
	case (owned || r.subjCanon == "we" && se > sa) && (lemma == "switch" || lemma == "change" || lemma == "move" && relationalNoun(strings.TrimSuffix(p.toks[np.j-1].low, "s"))) && p.barePlural(np):
		// "Alice switched dentists to Dr. Lee": her dentist is now Dr. Lee
		r.attr = np
		r.attrCanon, r.card = p.pluralAttr(np), CardFunctional // the plural names the change, not a set
		if t, ok := titleSynonyms[r.attrCanon]; ok {
			r.attrCanon = t
		}
	case owned && determiners[first] && np.j > np.i+1 && ownedAttribute(p.words(rng{np.i + 1, np.j})):
		// "The gym raised the monthly fee to $54": the gym's fee
		r.attr = rng{np.i + 1, np.j}
		r.attrCanon, r.card = p.attrRelation(r.attr)
	case (possessivePronouns[first] || first == "my" || first == "our") && np.j > np.i+1:
		// "User changed their email": their = the subject
		owner := r.subjCanon
		if first == "my" {
			owner = "user"
		} else if first == "our" {
			owner = "we"
		}
		if se == sa && first != "my" && first != "our" && owner == "" {
			return r, false, ""
		}
		r.subjCanon = owner
		r.attr = rng{np.i + 1, np.j}
		r.attrCanon, r.card = p.attrRelation(r.attr)
	case determiners[first] || strings.HasPrefix(p.toks[np.i].tag, "NN"):
		if s, at, sk, split, why := p.npSplit(np.i, np.j); why == "" && split {
			r.subj, r.subjCanon, r.attr = s, sk, at
			r.attrCanon, r.card = p.attrRelation(at)
		} else {
			k, why := p.subjectKey(np.i, np.j)
			if why != "" || k == "" {
				return r, false, ""
			}
			r.subj, r.subjCanon, r.attr, r.attrCanon = np, k, rng{r.attr.i, r.attr.j}, "be"
		}
	default:
		return r, false, ""
	}
	if lemma == "rename" {
		r.attrCanon = "name"
	}
	if r.attrCanon == "" {
		return r, false, ""
	}
	r.form, r.conf = "change", 0.85
	p.past = false
	if why := p.value(&r, to+1, pr.j, true); why != "" {
		return parsed{}, true, why
	}
	if isTemporalValue(r.valCanon) && (r.attrCanon == "be" || lemma == "move" || lemma == "reschedule" || lemma == "push") {
		r.attrCanon = temporalAttr(r.valCanon)
	}
	out, why := p.finish(r)
	return out, true, why
}

// haveCount: "The team has five engineers" → (team, have engineer, 5);
// "The Vatican has a population of about 800" → (vatican, population, 800).
func (p *parser) haveCount(r parsed, pr rng) (parsed, bool, abstain) {
	i := pr.i
	if (p.toks[i].low == "a" || p.toks[i].low == "an") && i+3 < pr.j && isTag(p.toks[i+1], "NN") && p.toks[i+2].low == "of" && p.hasNumber(i+3, pr.j) {
		attr, _ := attrOf([]string{p.toks[i+1].text})
		r.attr, r.attrCanon, r.card, r.form, r.conf = rng{i + 1, i + 2}, attr, CardUnknown, "have-attribute", 0.85
		if why := p.value(&r, i+3, pr.j, false); why != "" {
			return parsed{}, true, why
		}
		out, why := p.finish(r)
		return out, true, why
	}
	if p.toks[i].low == "no" {
		return r, false, "" // "has no car": value() records the negation
	}
	if approxWords[p.toks[i].low] && i+1 < pr.j {
		i++ // "has approximately 20,000 students"
		p.conf *= 0.95
	}
	if _, n, ok := parseNumberWords(lowers(p.toks[i:pr.j])); (ok && n > 0) || (p.toks[i].tag == "CD" && containsDigit(p.toks[i].text)) {
		if n == 0 {
			n = 1
		}
		if i+n < pr.j {
			head := p.headNoun(i+n, pr.j)
			if head >= 0 {
				hw, _ := singular(keyWord(p.toks[head].text))
				if hw != "" {
					r.attr = rng{r.attr.i, r.attr.j}
					r.attrCanon = "have " + hw
					r.card, r.form, r.conf = CardFunctional, "count", 0.85
					r.val = rng{i, i + n}
					r.valCanon = canonValue(p.surf(r.val))
					p.qualifiers(head+1, pr.j)
					out, why := p.finish(r)
					return out, true, why
				}
			}
		}
	}
	return r, false, ""
}

// isSmallInt: a whole number from 1 to 129 (an age).
func isSmallInt(s string) bool {
	if len(s) == 0 || len(s) > 3 {
		return false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n >= 1 && n < 130
}

func lowers(ts []tok) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.low
	}
	return out
}

// headNoun is the last noun of [a, b) before any preposition, or -1.
func (p *parser) headNoun(a, b int) int {
	h := -1
	for k := a; k < b; k++ {
		t := p.toks[k]
		if t.is(wPrep) || isPunct(t) || valueCutters[t.low] {
			break
		}
		if strings.HasPrefix(t.tag, "NN") || (t.tag == "JJ" && k == b-1) {
			h = k
		}
	}
	return h
}

func (p *parser) hasNumber(a, b int) bool {
	for k := a; k < b; k++ {
		if p.toks[k].tag == "CD" || containsDigit(p.toks[k].text) {
			return true
		}
		if _, ok := numberWords[p.toks[k].low]; ok {
			return true
		}
	}
	return false
}

// onlyQualifiers reports whether [a, b) holds nothing but scope and time
// qualifiers and trailing adverbs.
// weekdayValue reads tokens [a, b) that are only a recurring weekday ("on
// Tuesdays", "every Thursday", "on Mondays and Thursdays", "each Friday")
// and returns it canonical ("tuesday", "monday and thursday").
func (p *parser) weekdayValue(a, b int) (string, bool) {
	k := a
	if k < b && (p.toks[k].low == "on" || p.toks[k].low == "every" || p.toks[k].low == "each") {
		k++
	}
	var days []string
	for k < b {
		w := strings.TrimSuffix(p.toks[k].low, "s")
		if !weekdays[w] {
			return "", false
		}
		days = append(days, w)
		k++
		if k < b && (p.toks[k].low == "and" || p.toks[k].text == ",") {
			k++
			continue
		}
		break
	}
	for k < b && (isPunct(p.toks[k]) || p.toks[k].low == "now" || p.toks[k].low == "again" || p.toks[k].low == "instead") {
		k++ // "collected on Tuesdays now"
	}
	if k != b || len(days) == 0 {
		return "", false
	}
	slices.Sort(days)
	return strings.Join(slices.Compact(days), " and "), true
}

func (p *parser) onlyQualifiers(a, b int) bool {
	for k := a; k < b; {
		if isPunct(p.toks[k]) || trailingAdverbs[p.toks[k].low] {
			k++
			continue
		}
		if n := p.multiwordAdverb(k, b); n > 0 {
			k += n // "any more", "any longer", "right now"
			continue
		}
		if (p.toks[k].low == "any" || p.toks[k].low == "no") && k+1 < b && (p.toks[k+1].low == "more" || p.toks[k+1].low == "longer") {
			k += 2
			continue
		}
		if e, ok := p.qualifierPhrase(k, b); ok {
			k = e
			continue
		}
		return false
	}
	return true
}

// qualifiersThenReason: qualifiers followed by a reason ("at 03:12 UTC due
// to disk exhaustion").
func (p *parser) qualifiersThenReason(a, b int) bool {
	for k := a; k < b; {
		if stateReasons[p.toks[k].low] || p.toks[k].low == "due" {
			return k > a
		}
		if isPunct(p.toks[k]) {
			k++
			continue
		}
		if e, ok := p.qualifierPhrase(k, b); ok {
			k = e
			continue
		}
		return false
	}
	return false
}

// onlyQualifiersStrict is onlyQualifiers without clock times ("at 2pm"),
// which can be a value.
func (p *parser) onlyQualifiersStrict(a, b int) bool {
	for k := a; k < b; {
		if isPunct(p.toks[k]) || trailingAdverbs[p.toks[k].low] {
			k++
			continue
		}
		if e, _, ok := p.scopePhrase(k, b); ok {
			k = e
			continue
		}
		if e, kind, ok := p.temporalPhrase(k, b); ok && kind != "clock" {
			k = e
			continue
		}
		return false
	}
	return true
}

// qualifiers records the scope phrases in [a, b).
func (p *parser) qualifiers(a, b int) {
	for k := a; k < b; {
		if e, sc, ok := p.scopePhrase(k, b); ok {
			p.scope = append(p.scope, sc)
			k = e
			continue
		}
		k++
	}
}

// value fills r.val and r.valCanon from tokens [a, b): scope qualifiers go
// to the scope, time qualifiers and trailing adverbs are dropped, the value
// is cut before a subordinate clause. prepObj says the value follows a
// preposition already consumed.
// asideAdverbs open a comment after a value's comma ("coffee, usually two
// cups", "Harrowgate Albion, usually at centre back").
var asideAdverbs = map[string]bool{"usually": true, "mostly": true, "often": true, "normally": true, "typically": true,
	"generally": true, "sometimes": true, "just": true, "always": true, "occasionally": true, "mainly": true}

// commaAside reports that what follows a comma inside a value, from k, is
// an aside rather than more of the value: a comment adverb, or a clause of
// its own (a determiner or pronoun, then a verb within three words: ", the
// dietitian lowered it", ", she says").
func (p *parser) commaAside(k, b int) bool {
	t := p.toks[k]
	if asideAdverbs[t.low] {
		return true
	}
	if t.tag != "DT" && t.tag != "PRP" && t.tag != "PRP$" {
		return false
	}
	for j := k + 1; j < b && j <= k+3; j++ {
		if isTag(p.toks[j], "VBD", "VBZ", "VBP") && p.toks[j].is(wKnownLemma) {
			return true
		}
	}
	return false
}

func (p *parser) value(r *parsed, a, b int, prepObj bool) abstain {
	// cut at a subordinate clause
	for k := a + 1; k < b; k++ {
		l := p.toks[k].low
		if l == "since" {
			if _, _, ok := p.temporalPhrase(k, b); ok {
				continue
			}
		}
		if valueCutters[l] || l == "(" || l == "[" || (l == "-" || l == "--") && p.toks[k].start > p.toks[k-1].end || (l == "that" && k > a && strings.HasPrefix(p.toks[k-1].tag, "NN")) || (l == "to" && k+1 < b && p.toks[k+1].tag == "VB" && p.toks[k+1].is(wKnownVerb)) {
			b = k
			p.conf *= 0.9
			break
		}
		if (l == "and" || l == ",") && k+1 < b && p.isVerbAt(k+1) && !strings.HasPrefix(p.toks[k+1].tag, "NN") {
			b = k
			p.conf *= 0.9
			break
		}
		if l == "," && k+1 < b && p.commaAside(k+1, b) {
			b = k
			p.conf *= 0.9
			break
		}
	}
	vr := p.trim(rng{a, b})
	if vr.empty() {
		return "no value"
	}
	if p.toks[vr.i].low == "to" && vr.i+1 < vr.j && (p.toks[vr.i+1].tag == "VB" || p.toks[vr.i+1].is(wKnownVerb)) {
		return "infinitive value (a plan or purpose, not a value)"
	}
	// "about 545,000": the hedge is not part of the value
	if approxWords[p.toks[vr.i].low] && vr.j > vr.i+1 && p.hasNumber(vr.i+1, vr.j) {
		p.conf *= 0.95
		vr.i++
	}
	// leading "no": "has no car"
	if p.toks[vr.i].low == "no" && vr.j > vr.i+1 {
		p.neg++
		vr.i++
	}
	// remove qualifiers right to left while a value remains
	keep := make([]bool, vr.j-vr.i)
	for k := range keep {
		keep[k] = true
	}
	type cut struct {
		s, e  int
		scope string
		kind  string
	}
	var cuts []cut
	for k := vr.i; k < vr.j; k++ {
		if e, sc, ok := p.scopePhrase(k, vr.j); ok && (k > vr.i || !prepObj) {
			cuts = append(cuts, cut{k, e, sc, "scope"})
			k = e - 1
			continue
		}
		if sc, ok := bareScopeWord(p.toks[k].low); ok && k > vr.i && !dayToken(p.toks[k-1].low) {
			// "every 30 mins daytime Mon-Sat", "hourly evenings": a bare
			// part of the day or week is the value's scope ("Monday
			// mornings" is one value)
			cuts = append(cuts, cut{k, k + 1, sc, "scope"})
			continue
		}
		if e, kind, ok := p.temporalPhrase(k, vr.j); ok && kind != "clock" && (k > vr.i || !prepObj) {
			cuts = append(cuts, cut{k, e, "", "time:" + kind})
			k = e - 1
			continue
		}
		if n := p.multiwordAdverb(k, vr.j); n > 0 && k > vr.i {
			cuts = append(cuts, cut{k, k + n, "", "adv"})
			k += n - 1
			continue
		}
		if trailingAdverbs[p.toks[k].low] || (p.toks[k].low == "as" || p.toks[k].low == "any") && k+1 < vr.j && (p.toks[k+1].low == "well" || p.toks[k+1].low == "more") && k > vr.i {
			cuts = append(cuts, cut{k, k + 1, "", "adv"})
			if p.toks[k].low == "as" || p.toks[k].low == "any" {
				cuts[len(cuts)-1].e = k + 2
				k++
			}
		}
	}
	countKept := func() int {
		n := 0
		for k, ok := range keep {
			if ok && !isPunct(p.toks[vr.i+k]) && !(k == 0 && p.toks[vr.i].is(wPrep)) {
				n++
			}
		}
		return n
	}
	var scopes []string
	for c := len(cuts) - 1; c >= 0; c-- {
		cu := cuts[c]
		for k := cu.s; k < cu.e; k++ {
			keep[k-vr.i] = false
		}
		if countKept() == 0 {
			for k := cu.s; k < cu.e; k++ {
				keep[k-vr.i] = true
			}
			continue
		}
		switch {
		case cu.kind == "scope":
			scopes = append([]string{cu.scope}, scopes...)
		case cu.kind == "time:until":
			return "time-bounded fact (until/by)"
		case cu.kind == "time:future":
			return "future qualifier"
		}
	}
	if len(scopes) > 1 {
		return "several scopes with coordinated values"
	}
	p.scope = append(p.scope, scopes...)
	// kept runs
	var parts []rng
	for k := vr.i; k < vr.j; k++ {
		if !keep[k-vr.i] {
			continue
		}
		if len(parts) > 0 && parts[len(parts)-1].j == k {
			parts[len(parts)-1].j = k + 1
		} else {
			parts = append(parts, rng{k, k + 1})
		}
	}
	for i := range parts {
		parts[i] = p.trim(parts[i])
	}
	var ps []rng
	for _, pt := range parts {
		if !pt.empty() {
			ps = append(ps, pt)
		}
	}
	if len(ps) == 0 {
		return "no value"
	}
	if p.cutPrep {
		// "lives in Toronto with their wife", "works as a nurse at St. Michael's":
		// the object ends at the next preposition
		seen := 0
	cutting:
		for pi, pt := range ps {
			for k := pt.i; k < pt.j; k++ {
				l := p.toks[k].low
				if seen > 0 && preps[l] && l != "of" && l != "per" && !(l == "to" && k+1 < pt.j && p.toks[k+1].tag == "CD") {
					ps[pi].j = k
					ps[pi] = p.trim(ps[pi])
					ps = ps[:pi+1]
					if ps[pi].empty() {
						ps = ps[:pi]
					}
					p.conf *= 0.95
					break cutting
				}
				if !isPunct(p.toks[k]) && !determiners[l] {
					seen++
				}
			}
		}
		if len(ps) == 0 {
			return "no value"
		}
	}
	// "at 9:30 am every weekday in the small meeting room": a clock time
	// is the whole value; what follows qualifies the event, not the time
	if k := ps[0].i; k < ps[0].j && reClockTok.MatchString(p.toks[k].low) && strings.Contains(p.toks[k].text, ":") {
		e := k + 1
		if e < ps[0].j && (p.toks[e].low == "am" || p.toks[e].low == "pm" || p.toks[e].low == "a.m." || p.toks[e].low == "p.m.") {
			e++
		}
		if e < ps[0].j && isAcronym(p.toks[e].text) && len(p.toks[e].text) <= 5 {
			e++ // a time zone: "02:00 UTC"
		}
		if e < ps[len(ps)-1].j {
			ps = []rng{{k, e}}
			p.conf *= 0.95
		}
	}
	r.val = rng{ps[0].i, ps[len(ps)-1].j}
	r.valParts = ps
	n := 0
	var sb strings.Builder
	for i, pt := range ps {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(p.surf(pt))
		n += pt.j - pt.i
	}
	if n > 12 {
		return "value too long"
	}
	if n > 6 {
		p.conf *= 0.9
	}
	// a clause inside the value
	for _, pt := range ps {
		for k := pt.i; k < pt.j; k++ {
			t := p.toks[k]
			if (t.low == "am" || t.low == "may") && k > pt.i && (containsDigit(p.toks[k-1].text) || numberWords[p.toks[k-1].low] > 0) {
				continue // "7:45 am", "12 May"
			}
			if t.text == "May" && k+1 < pt.j && isDayNumber(p.toks[k+1].low) {
				continue // "on May 14": the month
			}
			if t.is(wBe) || t.is(wModal) || (t.is(wHave) && k > pt.i) || t.low == "'s" && t.tag == "VBZ" {
				return "value contains a clause"
			}
		}
	}
	if k := ps[0].i; n == 1 && pronounValues[p.toks[k].low] && !(p.toks[k].low == "one" && k > 0 && (p.toks[k-1].low == "at" || p.toks[k-1].low == "to" || p.toks[k-1].low == "from")) {
		// ("stands at one", "rose to one": the numeral)
		return abstain("pronoun value (" + p.toks[k].low + ")")
	}
	if n == 1 && isTag(p.toks[ps[0].i], "VBG") && !strings.HasPrefix(r.form, "state") {
		p.conf *= 0.8
	}
	r.valCanon = canonValue(sb.String())
	if r.valCanon == "" {
		return "empty value"
	}
	vf := fields(r.valCanon)
	// a record names a firm ("Thornbury & Sons"), and so does a sentence
	// about a thing ("Wine list supplied by Corbel & Daughters"); a person's
	// "works at A & B" stays two values
	firm := (strings.Contains(r.form, "keyvalue") || p.commonSubject(r.subj)) && p.firmAmpersand(ps)
	for i, w := range vf {
		if w == "and" && firm {
			continue // "Thornbury & Sons": a firm's name, one value
		}
		if w == "or" && i > 0 && i < len(vf)-1 {
			return "alternative values (x or y)"
		}
		if w == "and" && i > 0 && i < len(vf)-1 && r.card != CardSetValued {
			// "lives in Berlin and Paris": two values at once
			r.card = CardSetValued
			p.conf *= 0.9
		}
	}
	return ""
}

// finish applies the shared confidence adjustments and scope.
func (p *parser) finish(r parsed) (parsed, abstain) {
	if r.subjCanon == "" {
		return parsed{}, "empty subject"
	}
	if r.attrCanon == "" {
		return parsed{}, "empty attribute"
	}
	if r.valCanon == "" {
		return parsed{}, "empty value"
	}
	if w, ok := stateWords[r.valCanon]; ok {
		r.valCanon = w // "Dark mode: enabled" = "Dark mode is on"
	}
	p.normalize(&r)
	if p.telegraphic && !strings.HasSuffix(r.form, "+telegraphic") {
		r.form += "+telegraphic" // the rule is parse.telegraphic, the form says what it read
	}
	if p.copulaDropped && !strings.HasSuffix(r.form, "+telegraphic:copula") {
		r.form += "+telegraphic:copula"
	}
	conf := r.conf * p.conf
	if r.subj.j-r.subj.i > 4 {
		conf *= 0.92
	}
	for k := r.subj.i; k < r.subj.j; k++ {
		if isTag(p.toks[k], "VB") && !p.toks[k].is(wKnownVerb) {
			conf *= 0.95
			break
		}
	}
	// a value the tagger reads as a verb is unusual for most forms
	if r.val.j-r.val.i == 1 && isTag(p.toks[r.val.i], "VB") && r.form != "state" && !strings.Contains(r.form, "inverse") {
		conf *= 0.9
	}
	if p.past && !p.never && p.stillHeld() {
		// "X was still head coach of Y when ...": the past asserts the
		// state held then, it says nothing of an end
		p.past = false
		r.form = "still+" + r.form
	}
	if p.past && !p.never {
		if p.neg%2 == 1 {
			return parsed{}, "past negative (says nothing about now)"
		}
		p.neg++
		// tense alone is weak evidence that a state ended ("Alice worked at
		// Acme" may be narrative): below the registered threshold, so a past
		// statement never expires a present one by itself
		conf *= 0.5
		r.form = "past+" + r.form
	}
	r.neg += p.neg
	r.scope = append(r.scope, p.scope...)
	if conf > 0.97 {
		conf = 0.97
	}
	if conf < 0.4 {
		return parsed{}, "low confidence"
	}
	r.conf = conf
	return r, ""
}

// copularIdiom reads a prepositional idiom after "be" ("in touch with",
// "at odds with", "on good terms with") as a relation to its object, with
// the cardinality of copularRelations (set-valued unless listed).
func (p *parser) copularIdiom(r parsed, pr rng) (parsed, bool, abstain) {
	for _, id := range copularIdioms {
		n := len(id.words)
		if pr.j-pr.i <= n {
			continue
		}
		match := true
		for k, w := range id.words {
			if p.toks[pr.i+k].low != w {
				match = false
				break
			}
		}
		if !match {
			continue
		}
		r.attr = rng{r.attr.i, pr.i + n}
		r.attrCanon, r.card, r.form, r.conf = id.attr, copularCard(id.attr), "copula-relation", 0.85
		if why := p.value(&r, pr.i+n, pr.j, true); why != "" {
			return parsed{}, false, why
		}
		return r, true, ""
	}
	return r, false, ""
}

// copularRelation reads "be + adjective/noun + preposition + object"
// ("is friends with Tom", "is compatible with USB-C", "is close to her
// sister", "is allergic to cats") as a relation named by the head word and
// the preposition, whose object is the value. The cardinality comes from
// copularRelations; a predicate not listed there is set-valued (many
// values can hold at once), so "friends with Tom" never supersedes
// "friends with Ana". Temporal and numeric objects ("due on May 3", "home
// to 2 million people"), state words ("open on Sundays"), participles
// (passives, handled elsewhere) and a singular noun before "of" ("head of
// sales", "part of X": a title or a part, left to the other forms) are not
// read this way.
func (p *parser) copularRelation(r parsed, pr rng) (parsed, bool, abstain) {
	h := pr.i
	// one degree or manner modifier: "good friends with", "very close to"
	if pr.j-h >= 4 && isLowerWord(p.toks[h].text) && isTag(p.toks[h], "JJ", "RB", "JJS") && copularModifiers[p.toks[h].low] && !copularPreps[p.toks[h+1].low] {
		h++
	}
	if pr.j-h < 3 {
		return r, false, ""
	}
	head, prep := p.toks[h], p.toks[h+1]
	if !copularPreps[prep.low] || !isLowerWord(head.text) || !isLetters(head.text) {
		return r, false, ""
	}
	hw := fold(head.text)
	if s, ok := spelling[hw]; ok {
		hw = s
	}
	key := hw + " " + prep.low
	// a listed relation whatever the tagger says ("close", "neighbours" are
	// often read as verbs); otherwise an adjective or noun head
	if _, listed := copularRelations[key]; !listed && !isTag(head, "JJ", "NN", "NNS", "RB") {
		return r, false, ""
	}
	if _, listed := copularRelations[key]; !listed && (stateWords[head.low] != "" || head.is(wDeterminer) || copularNonHeads[head.low]) {
		return r, false, ""
	}
	if rel, ok := verbRelations[key]; ok && rel.attr != "" {
		return r, false, "" // the adjective lexicon ("allergic to", "interested in")
	}
	if _, listed := copularRelations[key]; !listed {
		// "happy at work", "quiet in the morning": the phrase is a scope
		saved := *p
		q := p.onlyQualifiers(h+1, pr.j)
		*p = saved
		if q {
			return r, false, ""
		}
	}
	if fluencyWords[hw] && prep.low == "in" {
		return r, false, "" // "fluent in Polish" is speak (relation normalizer)
	}
	if _, listed := copularRelations[key]; !listed && isTag(head, "NN") && prep.low == "of" {
		return r, false, ""
	}
	rr := r
	rr.attr = rng{r.attr.i, h + 2}
	rr.attrCanon, rr.card, rr.form, rr.conf = key, copularCard(key), "copula-relation", 0.85
	saved := *p
	if why := p.value(&rr, h+2, pr.j, true); why != "" {
		return parsed{}, false, why
	}
	if isTemporalValue(rr.valCanon) || isNumeric(rr.valCanon) {
		*p = saved
		return r, false, ""
	}
	return rr, true, ""
}

// isCopularRelation reports whether the predicate pr reads as a copular
// relation (copularIdiom, the adjective lexicon, or copularRelation), so a
// possessive subject keeps its whole noun phrase ("Our build agent is
// compatible with ARM64" is about the build agent, not an attribute of
// "we"). It leaves the parser as it was.
func (p *parser) isCopularRelation(r parsed, pr rng) bool {
	saved := *p
	defer func() { *p = saved }()
	if pr.j-pr.i >= 3 && p.toks[pr.i+1].is(wPrep) {
		if rel, ok := verbRelations[fold(p.toks[pr.i].text)+" "+p.toks[pr.i+1].low]; ok && rel.attr != "" {
			return true
		}
	}
	if _, ok, why := p.copularIdiom(r, pr); ok || why != "" {
		return ok
	}
	_, ok, _ := p.copularRelation(r, pr)
	return ok
}

// foundingVerbs date the one-off event that made a thing ("was founded in
// 1887", "was established", "was incorporated"): a static fact, never a
// state whose participle could change.
var foundingVerbs = lexSet("founding_verbs")

// stillHeld reports "still" (or "remained", "continued as") in the clause:
// a past statement that the state went on holding.
func (p *parser) stillHeld() bool {
	for _, t := range p.toks {
		switch t.low {
		case "still", "remained", "continued", "stayed":
			return true
		}
	}
	return false
}

// ownerTrailingAdverbs end an inverse copula's clause without belonging to
// the owner it names ("leader of the Green Union again").
var ownerTrailingAdverbs = map[string]bool{"again": true, "now": true, "still": true, "too": true, "also": true, "instead": true, "once": true, "meanwhile": true, "currently": true, "anymore": true, "nowadays": true, "lately": true}

// commonSubject reports a subject with a lowercase word: a thing or a
// service ("wine list", "the roaster"), not a person's name or "user".
func (p *parser) commonSubject(s rng) bool {
	for k := s.i; k < s.j && k < len(p.toks); k++ {
		if t := p.toks[k]; isLowerWord(t.text) && isLetters(t.text) && !t.is(wDeterminer) && t.low != "user" {
			return true
		}
	}
	return false
}

// firmAmpersand: the value's pieces hold exactly one conjunction, an "&"
// between two capitalized words ("Thornbury & Sons", "Grid & Gable"): the
// name of a firm, not two values.
func (p *parser) firmAmpersand(ps []rng) bool {
	n, amp := 0, false
	for _, g := range ps {
		for k := g.i; k < g.j; k++ {
			switch p.toks[k].low {
			case "and", "&":
				n++
				amp = p.toks[k].text == "&" && k > g.i && k+1 < g.j && !isLowerWord(firstChar(p.toks[k-1].text)) && !isLowerWord(firstChar(p.toks[k+1].text)) && isLetters(p.toks[k+1].text)
			}
		}
	}
	return n == 1 && amp
}

// bareScopeWord: a part of the day or the week written without a
// preposition inside a value ("daytime", "evenings", "weekends") and the
// scope it states ("in daytime", "in evening", "on weekend").
func bareScopeWord(w string) (string, bool) {
	switch w {
	case "daytime", "nighttime", "evenings", "mornings", "afternoons", "nights", "weekends", "weekdays", "weeknights":
		n, _ := singular(w)
		if n == "" {
			n = w
		}
		return scopeCanonPrep[n] + " " + n, scopeCanonPrep[n] != ""
	}
	return "", false
}
