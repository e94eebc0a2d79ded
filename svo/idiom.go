package svo

import "strings"

// verbIdioms are verb phrases whose meaning is not their verb's: "takes
// place at", "took over as", "gets around in", "earns a living as". The
// words after the verb lemma must follow it exactly; the rest of the
// predicate is the value.
var verbIdioms = []struct {
	lemma string
	words []string
	attr  string // canonical attribute; "title" means "<title> of <org>" follows
}{
	{"take", []string{"place", "at"}, "when"},
	{"take", []string{"place", "on"}, "when"},
	{"take", []string{"place", "in"}, "venue"},
	{"take", []string{"over", "as"}, "title"},
	{"step", []string{"in", "as"}, "title"},
	{"get", []string{"around", "in"}, "car"},
	{"get", []string{"around", "by"}, "car"},
	{"earn", []string{"a", "living", "as"}, "occupation"},
	{"make", []string{"a", "living", "as"}, "occupation"},
	{"earn", []string{"her", "living", "as"}, "occupation"},
	{"earn", []string{"his", "living", "as"}, "occupation"},
	{"earn", []string{"their", "living", "as"}, "occupation"},
}

// idiom parses a verb idiom after verb group g; ok reports whether one
// matched (then r2/why are the result).
func (p *parser) idiom(r parsed, sa, se int, g verbGroup, lemma string, pr rng) (r2 parsed, ok bool, why abstain) {
	if pr.empty() {
		return r, false, ""
	}
	// "calls San Diego home": residence
	if lemma == "call" && pr.j-pr.i >= 2 && p.toks[pr.j-1].low == "home" {
		r.attr, r.attrCanon, r.card, r.form, r.conf = rng{g.main, g.main + 1}, "residence", CardFunctional, "lexicon:idiom", 0.88
		if why := p.value(&r, pr.i, pr.j-1, false); why != "" {
			return parsed{}, true, why
		}
		out, why := p.finish(r)
		return out, true, why
	}
	// "changed dentists and now sees Dr. Lee", "switched gyms and now goes
	// to Peak Fitness": the new value of the relation the plural names
	and := -1
	for k := pr.i + 1; k < pr.j && k <= pr.i+3; k++ {
		if p.toks[k].low == "and" {
			and = k
			break
		}
	}
	if (lemma == "change" || lemma == "switch") && and > 0 && and+2 < pr.j && p.barePlural(rng{pr.i, and}) {
		k := and + 1
		for k < pr.j && verbAdverbs[p.toks[k].low] {
			k++
		}
		if k+1 < pr.j {
			switch lemmaVerb(p.toks[k].low) {
			case "see", "use", "go", "visit", "attend", "drive", "have":
				vs := k + 1
				if p.toks[vs].low == "to" && vs+1 < pr.j {
					vs++
				}
				r.attr = rng{pr.i, and}
				r.attrCanon = p.pluralAttr(r.attr)
				r.card, r.form, r.conf = CardFunctional, "change", 0.85
				p.past = false
				if why := p.value(&r, vs, pr.j, false); why != "" {
					return parsed{}, true, why
				}
				out, why := p.finish(r)
				return out, true, why
			}
		}
	}
	// "Dana replaced Sam as CEO of Acme", "Dana succeeded Sam as chair of the
	// club": the subject now holds the title
	if lemma == "replace" || lemma == "succeed" {
		for k := pr.i + 1; k < pr.j-2 && k <= pr.i+4; k++ {
			if p.toks[k].low == "as" && p.hasTitleOf(k+1, pr.j) {
				r.attr = rng{g.main, g.main + 1}
				r.conf = 0.85
				return p.titleOf(r, sa, se, k+1, pr.j)
			}
		}
	}
	// "Dana stepped down as CEO of Acme", "resigned as chair of the club":
	// the subject no longer holds the title
	if (lemma == "step" && p.toks[pr.i].low == "down" || lemma == "resign") && !pr.empty() {
		a := pr.i
		if p.toks[a].low == "down" {
			a++
		}
		if a < pr.j-2 && p.toks[a].low == "as" && p.hasTitleOf(a+1, pr.j) {
			r.attr = rng{g.main, a + 1}
			r.conf = 0.85
			p.neg++
			return p.titleOf(r, sa, se, a+1, pr.j)
		}
	}
	// "Acme appointed Dana Lee as CEO", "The board named Ravi chair": the
	// organisation's title holder
	switch lemma {
	case "appoint", "name", "elect", "hire", "select", "choose", "install", "promote":
		for k := pr.i + 1; k < pr.j-1 && k <= pr.i+5; k++ {
			if p.toks[k].low != "as" {
				continue
			}
			e := pr.j
			for e > k+1 && isPunct(p.toks[e-1]) {
				e--
			}
			ta := k + 1
			for ta < e && (determiners[p.toks[ta].low] || possessivePronouns[p.toks[ta].low] || transientAdjectives[p.toks[ta].low]) {
				ta++
			}
			title, _ := attrOf(p.words(rng{ta, e}))
			if t, ok := titleSynonyms[title]; ok {
				title = t
			}
			if !titleNouns[title] || se <= sa {
				break
			}
			holder, why := p.subjectKey(pr.i, k)
			if why != "" || p.checkSubject(pr.i, k) != "" || holder == "" {
				break
			}
			r.val, r.valCanon = rng{pr.i, k}, holder
			r.attr, r.attrCanon = rng{ta, e}, title
			r.card, r.form, r.conf = CardFunctional, "inverse:title", 0.85
			p.past = false
			out, why := p.finish(r)
			return out, true, why
		}
	}
	// "The census puts the population of Leeds at 812,000": an estimate of
	// the object's value
	if lemma == "put" || lemma == "estimate" || lemma == "place" {
		for k := pr.i + 2; k < pr.j-1 && k <= pr.i+8; k++ {
			if p.toks[k].low != "at" {
				continue
			}
			s, at, sk, split, why := p.npSplit(pr.i, k)
			if dim, ok := dimensionAdjectives[p.toks[pr.j-1].low]; ok && why == "" && !split && pr.j-1 > k+1 && p.hasNumber(k+1, pr.j-1) {
				// "A 2020 resurvey puts Mount Kessel at 2,462 m high": a
				// measured dimension of the object
				ok2, why2 := p.subjectKey(pr.i, k)
				if why2 != "" || ok2 == "" {
					break
				}
				r.subj, r.subjCanon, r.attr = rng{pr.i, k}, ok2, rng{pr.j - 1, pr.j}
				r.attrCanon, r.card = dim, CardFunctional
				r.form, r.conf = "lexicon:estimate", 0.85
				p.past = false
				if why := p.value(&r, k+1, pr.j-1, false); why != "" {
					return parsed{}, true, why
				}
				out, why := p.finish(r)
				return out, true, why
			}
			if why != "" || !split || !p.hasNumber(k+1, pr.j) {
				break
			}
			r.subj, r.subjCanon, r.attr = s, sk, at
			r.attrCanon, r.card = p.attrRelation(at)
			r.form, r.conf = "lexicon:estimate", 0.85
			p.past = false
			if why := p.value(&r, k+1, pr.j, false); why != "" {
				return parsed{}, true, why
			}
			out, why := p.finish(r)
			return out, true, why
		}
	}
	// "traded in the old car for a Volvo", "swapped her bike for a scooter":
	// the new value of the thing named
	if lemma == "trade" || lemma == "swap" || lemma == "exchange" {
		a := pr.i
		if lemma == "trade" && p.toks[a].low == "in" {
			a++
		}
		for k := a + 1; k < pr.j-1 && k <= a+5; k++ {
			if p.toks[k].low != "for" {
				continue
			}
			head := k - 1
			noun, _ := attrOf([]string{p.toks[head].low})
			if !relationalNoun(noun) {
				break
			}
			r.attr = rng{head, k}
			r.attrCanon, r.card, r.form, r.conf = noun, CardFunctional, "change", 0.85
			p.past = false
			if why := p.value(&r, k+1, pr.j, false); why != "" {
				return parsed{}, true, why
			}
			out, why := p.finish(r)
			return out, true, why
		}
	}
	// "Fiona Birkett started as estate manager on Monday", "joined as head
	// chef": beginning to hold a title one person holds is holding it, keyed
	// like "Estate manager: Fiona Birkett"; "started as a waitress" (an
	// article: a job, not a title) and titles of an organisation ("started
	// as reporter at the Herald") stay the parser's
	if (lemma == "start" || lemma == "join") && p.toks[pr.i].low == "as" && pr.j-pr.i >= 2 && !p.toks[pr.i+1].is(wDeterminer) && se > sa {
		r2 := r
		r2.attr, r2.conf = rng{g.main, pr.i + 1}, 0.85
		if out, ok := p.bareTitle(r2, sa, se, pr.i+1, pr.j); ok {
			return out, true, ""
		}
	}
	mainLemma := p.toks[g.main].facts().lemma // lemmaVerb(p.toks[g.main].low)
next:
	for _, id := range verbIdioms {
		if id.lemma != lemma && id.lemma != mainLemma || pr.j-pr.i <= len(id.words) {
			continue
		}
		for i, w := range id.words {
			if p.toks[pr.i+i].low != w {
				continue next
			}
		}
		vs := pr.i + len(id.words)
		r.attr = rng{g.main, vs}
		r.form, r.conf, r.card = "lexicon:idiom", 0.88, CardFunctional
		if id.attr == "title" {
			return p.titleOf(r, sa, se, vs, pr.j)
		}
		r.attrCanon = id.attr
		p.cutPrep = id.attr != "occupation"
		if why := p.value(&r, vs, pr.j, true); why != "" {
			return parsed{}, true, why
		}
		if id.attr == "venue" && isTemporalValue(r.valCanon) {
			r.attrCanon = temporalAttr(r.valCanon) // "takes place in August"
		}
		if id.attr == "when" {
			if !isTemporalValue(r.valCanon) {
				return parsed{}, true, "place or time not understood"
			}
			r.attrCanon = temporalAttr(r.valCanon)
		}
		out, why := p.finish(r)
		return out, true, why
	}
	return r, false, ""
}

// directions parses "<someone> in|at <place>" after "You can find".
func (p *parser) directions(a, b int) (parsed, abstain) {
	for k := a + 1; k < b-1 && k <= a+5; k++ {
		if l := p.toks[k].low; l != "in" && l != "at" {
			continue
		}
		if why := p.checkSubject(a, k); why != "" {
			return parsed{}, why
		}
		sk, why := p.subjectKey(a, k)
		if why != "" {
			return parsed{}, why
		}
		r := parsed{subj: rng{a, k}, subjCanon: sk, attr: rng{k, k + 1}, attrCanon: "location", card: CardFunctional, form: "directions", conf: 0.85}
		p.cutPrep = true
		if why := p.value(&r, k+1, b, true); why != "" {
			return parsed{}, why
		}
		return p.finish(r)
	}
	return parsed{}, "directions without a place"
}

// framingPhrases open a clause without adding to its fact; the factor
// scales the confidence (a hedge like "as far as I know" lowers it).
var framingPhrases = []struct {
	words []string
	conf  float64
}{
	{[]string{"for", "what", "it", "is", "worth"}, 1},
	{[]string{"for", "what", "it", "'s", "worth"}, 1},
	{[]string{"just", "so", "you", "know"}, 1},
	{[]string{"to", "be", "clear"}, 1},
	{[]string{"in", "case", "it", "matters"}, 1},
	{[]string{"as", "far", "as", "i", "know"}, 0.8},
	{[]string{"as", "far", "as", "i", "can", "tell"}, 0.8},
	{[]string{"if", "i", "remember", "correctly"}, 0.8},
	{[]string{"if", "i", "recall", "correctly"}, 0.8},
}

// framingPhrase returns the length of a framing phrase at a and its
// confidence factor, or 0.
func (p *parser) framingPhrase(a, b int) (int, float64) {
next:
	for _, f := range framingPhrases {
		if a+len(f.words) > b {
			continue
		}
		for i, w := range f.words {
			if p.toks[a+i].low != w {
				continue next
			}
		}
		return len(f.words), f.conf
	}
	return 0, 0
}

// copulaIdioms are predicates after "is" that assert a lexicon relation.
var copulaIdioms = []struct {
	words []string
	attr  string
}{
	{[]string{"on", "staff", "at"}, "employer"},
	{[]string{"on", "the", "staff", "of"}, "employer"},
	{[]string{"on", "the", "staff", "at"}, "employer"},
	{[]string{"on", "the", "payroll", "at"}, "employer"},
	{[]string{"on", "the", "payroll", "of"}, "employer"},
	{[]string{"employed", "at"}, "employer"},
	{[]string{"a", "resident", "of"}, "residence"},
	{[]string{"resident", "in"}, "residence"},
}

// titleAssigners give their (passive) subject a title: "was named CEO of
// Acme", "was elected mayor of Leeds", "was promoted to head of sales".
var titleAssigners = map[string]bool{"name": true, "appoint": true, "elect": true, "make": true, "install": true, "choose": true, "select": true, "confirm": true}

// hasTitleOf reports "<title> of|at <organisation>" at [a, b).
func (p *parser) hasTitleOf(a, b int) bool {
	for k := a + 1; k < b && k <= a+4; k++ {
		if l := p.toks[k].low; l == "of" || l == "at" {
			ta := a
			for ta < k && (determiners[p.toks[ta].low] || transientAdjectives[p.toks[ta].low]) {
				ta++
			}
			t, _ := attrOf(p.words(rng{ta, k}))
			if s, ok := titleSynonyms[t]; ok {
				t = s
			}
			return titleNouns[t] && k+1 < b
		}
	}
	return false
}

// pluralAttr is the attribute named by the bare plural at k ("dentists" →
// dentist, "GPs" → gp), as in "switched dentists".
func (p *parser) pluralAttr(np rng) string {
	t := p.toks[np.j-1].text
	if s := strings.TrimSuffix(t, "s"); s != t && isAcronym(s) {
		return keyOf(append(p.words(rng{np.i, np.j - 1}), s))
	}
	a, _ := p.attrRelation(np)
	if t, ok := titleSynonyms[a]; ok {
		a = t
	}
	return a
}

// barePlural: a plural noun phrase without determiner, of lowercase nouns
// ("dentists", "family doctors", "GPs").
func (p *parser) barePlural(np rng) bool {
	if np.empty() || np.j-np.i > 3 {
		return false
	}
	for k := np.i; k < np.j; k++ {
		t := p.toks[k]
		if !strings.HasPrefix(t.tag, "NN") && !(k < np.j-1 && t.tag == "JJ") {
			return false
		}
		if !isLowerWord(t.text) && !isAcronym(strings.TrimSuffix(t.text, "s")) {
			return false
		}
	}
	last := p.toks[np.j-1]
	return last.tag == "NNS" || last.tag == "NNPS" || strings.HasSuffix(last.text, "s") && isAcronym(strings.TrimSuffix(last.text, "s"))
}

// titleOf parses "<title> of <organisation>" in [a, b) after a verb that
// gives the subject a title ("took over as CEO of Acme"): the fact is the
// organisation's title holder, keyed like "Acme's CEO is X".
func (p *parser) titleOf(r parsed, sa, se, a, b int) (parsed, bool, abstain) {
	for b > a && isPunct(p.toks[b-1]) {
		b--
	}
	of := -1
	for k := a + 1; k < b && k <= a+4; k++ {
		if p.toks[k].low == "of" || p.toks[k].low == "at" {
			of = k
			break
		}
	}
	if of < 0 && se > sa {
		if r2, ok := p.bareTitle(r, sa, se, a, b); ok {
			return r2, true, ""
		}
	}
	if of < 0 || of+1 >= b || se <= sa {
		return parsed{}, true, "title without an organisation"
	}
	ta := a
	for ta < of && determiners[p.toks[ta].low] {
		ta++
	}
	title, _ := attrOf(p.words(rng{ta, of}))
	if t, ok := titleSynonyms[title]; ok {
		title = t
	}
	if f := fields(title); len(f) > 1 && transientAdjectives[f[0]] {
		title = strings.Join(f[1:], " ")
	}
	if !titleNouns[title] {
		return parsed{}, true, abstain("not a title held by one person (" + title + ")")
	}
	org := rng{of + 1, b}
	for k := org.i; k < org.j; k++ {
		if valueCutters[p.toks[k].low] || p.toks[k].text == "," || p.toks[k].low == "and" {
			org.j = k
			break
		}
	}
	ok, why := p.subjectKey(org.i, org.j)
	if why != "" {
		return parsed{}, true, why
	}
	if w := p.checkSubject(org.i, org.j); w != "" {
		return parsed{}, true, w
	}
	// the holder is a value: canonical like every value ("Tae-ji" keeps its hyphen)
	holder := canonValue(p.surf(rng{sa, se}))
	r.val, r.valCanon = rng{sa, se}, holder
	r.subj, r.subjCanon = org, ok
	r.attr, r.attrCanon = rng{ta, of}, title
	r.card, r.form = CardFunctional, "inverse:title"
	p.past = false // "took over as": a change, the new holder
	out, why := p.finish(r)
	return out, true, why
}

// bareTitle keys a title taken without an organisation ("Farid Qasemi has
// taken over as rota coordinator") the way the record "Rota coordinator:
// Farid Qasemi" is keyed: the title's owner and the title (commonTitle:
// (rota, coordinator)), the holder its value. The title is one to four
// lowercase words whose last is a title one person holds.
func (p *parser) bareTitle(r parsed, sa, se, a, b int) (parsed, bool) {
	ta := a
	for ta < b && determiners[p.toks[ta].low] {
		ta++
	}
	for b > ta && isPunct(p.toks[b-1]) {
		b--
	}
	for k := ta + 1; k < b; k++ {
		// "took over as herd manager in January", "started as lab manager
		// this week": a time after the title is no part of it
		if t := p.toks[k]; (t.is(wPrep) || t.low == "this" || t.low == "last" || t.low == "next") && p.onlyQualifiers(k, b) {
			b = k // a time of the change, not a scope of the title
			break
		}
	}
	if !p.titleWords(ta, b) {
		return parsed{}, false
	}
	for k := ta; k < b; k++ {
		if t := p.toks[k]; !(strings.HasPrefix(t.tag, "NN") || t.tag == "JJ" || t.tag == "VBG") {
			return parsed{}, false
		}
	}
	holder := canonValue(p.surf(rng{sa, se}))
	r.val, r.valCanon = rng{sa, se}, holder
	if s, at, sk, ok, why := p.npSplit(ta, b); why == "" && ok {
		r.subj, r.subjCanon, r.attr = s, sk, at
		r.attrCanon, r.card = p.attrRelation(at)
	} else {
		sk, why := p.subjectKey(ta, b)
		if why != "" || sk == "" {
			return parsed{}, false
		}
		r.subj, r.subjCanon = rng{ta, b}, sk
		r.attr, r.attrCanon, r.card = rng{ta, b}, "be", CardUnknown
	}
	r.form, r.conf = "inverse:bare-title", r.conf*0.95
	p.past = false // "took over as": a change, the new holder
	out, why := p.finish(r)
	return out, why == ""
}

// bareTitleHeads are titles one person holds in a team's or a group's
// records besides titleNouns ("rota coordinator", "picture editor").
var bareTitleHeads = map[string]bool{"coordinator": true, "organiser": true, "organizer": true, "facilitator": true, "foreman": true, "convenor": true, "convener": true, "administrator": true, "recruiter": true,
	"chef": true, "sommelier": true, "bartender": true, "custodian": true, "gamekeeper": true, "groundsman": true, "housekeeper": true, "officer": true}

// qualifiedTitleHeads are bareTitleHeads that name one holder only with a
// qualifier: "safety officer", "fire officer", not a bare "officer".
var qualifiedTitleHeads = map[string]bool{"officer": true}
