package svo

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// TraceClause is what Trace reports for one clause: the stages it went
// through and every rule that matched, the chosen one marked.
type TraceClause struct {
	Clause  string       `json:"clause"`
	Stages  []TraceStage `json:"stages"`
	Matches []TraceMatch `json:"matches"`
}

// TraceStage is one stage's output for a clause.
type TraceStage struct {
	Name   string `json:"name"`
	Output string `json:"output"`
}

// TraceMatch is one rule that matched a clause (or matched and was vetoed:
// Why says why it emitted nothing).
type TraceMatch struct {
	Rule     string `json:"rule"`
	Priority int    `json:"priority"`
	Span     [2]int `json:"span"`
	Chosen   bool   `json:"chosen"`
	Why      string `json:"why,omitempty"`
}

// Trace runs the pipeline on text (as one memory) and reports, per clause,
// the stages and every matching rule.
func (e *Extractor) Trace(text string) []TraceClause {
	var tr []TraceClause
	e.extractWith("t", "t", text, nil, false, "", &tr)
	return tr
}

// trimClause drops punctuation at both ends of a clause's tokens.
func trimClause(toks []tok) []tok {
	a, b := 0, len(toks)
	for b > a && isPunct(toks[b-1]) && toks[b-1].text != ")" {
		b--
	}
	for a < b && isPunct(toks[a]) && toks[a].text != "(" && toks[a].text != "\"" {
		a++
	}
	return toks[a:b]
}

// tableCandidates runs every table rule that is switched on over one clause
// and appends the candidates to dst.
//
// The matcher's tokens are written into *buf (grown when short), which the
// caller owns: the candidates' matches point into it.
func (e *Extractor) tableCandidates(dst []candidate, text string, toks []tok, trc *TraceClause, buf *[]mtok) []candidate {
	tab, err := compiledTable()
	if err != nil {
		return dst
	}
	if len(toks) > 0 && toks[len(toks)-1].text == "?" {
		return dst // a question states nothing
	}
	ct := trimClause(toks)
	if !e.isOff("token.split-assign") {
		if n := len(ct); true {
			ct = splitAssign(ct)
			if len(ct) != n && trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "rewrite", Output: "token.split-assign: key=value read as three tokens"})
			}
		}
	}
	if cap(*buf) < len(ct) {
		*buf = make([]mtok, len(ct))
	}
	mt := chunkInto((*buf)[:len(ct):len(ct)], ct, e.off)
	if len(mt) == 0 {
		return dst
	}
	// "deploy: payments-api v3.14.0 live in prod", "Zara handed over: the
	// captain is Ellis": a short label before a full clause is dropped for
	// the table rules (note.label-clause re-reads the clause)
	full := mt
	labelled := false
	if !e.isOff("token.skip-label") {
		if k := labelEnd(mt); k > 0 {
			labelled = true
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "rewrite", Output: "token.skip-label: " + text[mt[0].start:mt[k-1].end] + " dropped"})
			}
			mt = mt[k:]
		}
	}
	if !e.isOff("guard.mood") {
		if w := moodWord(mt); w != "" {
			if trc != nil {
				trc.Matches = append(trc.Matches, TraceMatch{Rule: "guard.mood", Priority: 100, Span: [2]int{mt[0].start, mt[len(mt)-1].end}, Why: "table rules skip a clause that is not a statement of fact (" + w + ")"})
			}
			return dst
		}
	}
	if trc != nil {
		var b strings.Builder
		for i, t := range mt {
			if i > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%s/%s/%s", t.text, t.tag, t.chunk)
		}
		trc.Stages = append(trc.Stages, TraceStage{Name: "chunk", Output: b.String()})
		traceChunkRules(ct, mt, e.off, trc)
	}
	var found [16]candidate // most clauses match a few rules: one allocation, in dst
	out := found[:0]
	var rb [64]int32
	cb := candidateBufs{rules: rb[:0]}
	rules, present := tabIndex.candidates(full, &cb)
	mtChunks, fullChunks := chunkSet(mt), chunkSet(full)
	var matches []ruleMatch // the clause's matches, allocated a few at a time
	for _, ri := range rules {
		r := tab[ri]
		toks, chunks := mt, mtChunks
		if r.Emit.Raw {
			toks, chunks = full, fullChunks
		}
		if len(e.off) > 0 && e.off[r.ID] || !r.pat.mayMatchRequired(r.required, toks, present, chunks) {
			continue
		}
		caps, ok := r.pat.match(toks)
		if !ok {
			continue
		}
		if len(matches) == cap(matches) {
			matches = make([]ruleMatch, 0, 4) // (the candidates keep pointers into the full one)
		}
		matches = append(matches, ruleMatch{rule: r, toks: toks, caps: caps, text: text, labelled: labelled})
		m := &matches[len(matches)-1]
		c := candidate{rule: r.ID, priority: r.Priority, span: [2]int{toks[0].start, toks[len(toks)-1].end}, match: m}
		if r.Emit.Check != nil {
			c.why = r.Emit.Check(m)
		}
		c.ok = c.why == ""
		out = append(out, c)
	}
	return append(slices.Grow(dst, len(out)), out...)
}

// capSpan is the byte span of a capture, parentheses at its end dropped
// from the canonical form's source ("Council of State (Greece)").
func (m *ruleMatch) span(name string) Span {
	g, ok := m.caps[name]
	if !ok || g.empty() {
		return Span{}
	}
	s, en := m.toks[g.i].start, m.toks[g.j-1].end
	return Span{Surface: m.text[s:en], Start: s, End: en}
}

// noParens drops parenthesized parts of a phrase's words.
func noParens(ws []string) []string {
	var out []string
	depth := 0
	for _, w := range ws {
		switch w {
		case "(":
			depth++
			continue
		case ")":
			if depth > 0 {
				depth--
			}
			continue
		}
		if depth == 0 {
			out = append(out, w)
		}
	}
	return out
}

// subjectCanon is the key of a subject phrase, as the clause parser keys it.
func subjectCanon(ws []string) string {
	ws = noParens(ws)
	k := keyOf(ws)
	if f := fields(k); len(f) > 1 && transientAdjectives[f[0]] {
		// "the new CFO" is "the CFO"; "New York Knicks" keeps its name
		i := 0
		for i < len(ws) && determiners[strings.ToLower(ws[i])] {
			i++
		}
		if !(i+1 < len(ws) && ws[i] != "" && ws[i+1] != "" && !isLowerWord(firstChar(ws[i])) && !isLowerWord(firstChar(ws[i+1]))) {
			k = strings.Join(f[1:], " ")
		}
	}
	return k
}

// valueCanonOf is the canonical value of a table rule's value surface:
// parenthesized parts dropped, seasons written one way ("2019/20" =
// "2019-20" = "2019-2020"), and a name of several capitalized words carries
// its acronym as a last token, so "WWII" or "FBI" written for the same key is
// contained in the full name (one value written two ways, never a change).
func valueCanonOf(surface string) string {
	var b strings.Builder
	depth := 0
	for _, r := range surface {
		switch {
		case r == '(':
			depth++
		case r == ')':
			if depth > 0 {
				depth--
			}
		case depth == 0:
			b.WriteRune(r)
		}
	}
	f := fields(b.String())
	for i, w := range f {
		if s, ok := seasonCanon(strings.TrimRight(w, ".,;")); ok {
			f[i] = s
		}
	}
	return canonValue(strings.Join(f, " "))
}

// seasonCanon writes a season "2019/20", "2019-2020" as "2019-20".
func seasonCanon(w string) (string, bool) {
	w = strings.ReplaceAll(w, "/", "-")
	if len(w) == 9 && isYear(w[:4]) && w[4] == '-' && isYear(w[5:]) {
		w = w[:5] + w[7:]
	}
	if len(w) == 7 && isSeason(w) {
		return w, true
	}
	return "", false
}

// acronymOf is the acronym of a name of two or more capitalized words
// ("World War II" = wwii, "Federal Bureau of Investigation" = fbi), or "".
func acronymOf(f []string) string {
	var b strings.Builder
	words := 0
	for _, w := range f {
		w = strings.Trim(w, ".,;:\"'")
		switch {
		case w == "":
		case isRoman(w):
			b.WriteString(strings.ToLower(w))
		case strings.EqualFold(w, "of") || strings.EqualFold(w, "the") || w == "and" || w == "for" || w == "de" || w == "&":
		case isLowerWord(firstChar(w)) || containsDigit(w):
			return ""
		default:
			r := []rune(w)
			b.WriteString(strings.ToLower(string(r[0])))
			words++
		}
	}
	if words < 2 || b.Len() < 3 {
		return "" // two-letter acronyms (US, UK) are aliases of canonValue
	}
	return b.String()
}

func isRoman(w string) bool {
	if len(w) < 2 || len(w) > 4 {
		return false
	}
	for _, r := range w {
		if !strings.ContainsRune("IVX", r) {
			return false
		}
	}
	return true
}

// emit builds the unit of a match, with the stated old value when the rule
// names one (Emit.From).
func (e *Extractor) emit(m *ruleMatch) (Unit, string) {
	u, why := e.emitUnit(m)
	if why == "" && m.rule.Emit.From != "" && !u.KeyOnly && !u.Negated {
		u.From = fromSpan(m, m.rule.Emit.From, u.Value.Canon)
	}
	return u, why
}

// withValueUnit gives a bare old number the unit of the new value ("from
// 100 to 250 rps": 100 rps), so it compares with the note that stated it.
func withValueUnit(old, newCanon string) string {
	if plainNumber(old) {
		if i := strings.IndexByte(newCanon, ' '); i > 0 && plainNumber(newCanon[:i]) {
			return old + newCanon[i:]
		}
	}
	return old
}

// fromSpan is the old value of a change report, canonical like a value. A
// bare number takes the unit of the new value ("from 100 to 250 rps": 100
// rps), so it compares with the note that stated it ("rate limit: 100 rps").
// nil when the capture is empty or canonicalizes to nothing or to the new
// value.
func fromSpan(m *ruleMatch, name, newCanon string) *Span {
	sp := m.span(name)
	if sp.Surface == "" {
		return nil
	}
	sp.Canon = withValueUnit(valueCanonOf(sp.Surface), newCanon)
	if sp.Canon == "" || sp.Canon == newCanon {
		return nil
	}
	return &sp
}

func (e *Extractor) emitUnit(m *ruleMatch) (Unit, string) {
	em := &m.rule.Emit
	if em.Fn != nil {
		u, why := em.Fn(e, m)
		if why == "" && em.Conf > 0 && !em.Restate {
			u.Confidence = em.Conf // the rule's calibrated base confidence
		}
		return u, why
	}
	if em.Restate {
		return e.restate(m)
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: em.Card, Confidence: em.Conf}
	u.Subject = m.span(em.Subject)
	u.Subject.Canon = subjectCanon(m.words(em.Subject))
	if em.Value != "" {
		u.Value = m.span(em.Value)
		u.Value.Canon = valueCanonOf(u.Value.Surface)
	}
	switch {
	case em.Attr != "":
		u.Attribute = Span{Start: u.Value.Start, End: u.Value.Start, Canon: em.Attr}
	case em.AttrFrom != "":
		u.Attribute = m.span(em.AttrFrom)
		if em.AttrLex != "" {
			a, ok := lexLookup(em.AttrLex, m.first(em.AttrFrom).lemma)
			if !ok {
				a, ok = lexLookup(em.AttrLex, m.first(em.AttrFrom).low)
			}
			if !ok {
				return Unit{}, "attribute not in " + em.AttrLex
			}
			u.Attribute.Canon = a
		} else {
			a, _ := attrOf(noParens(m.words(em.AttrFrom)))
			u.Attribute.Canon = a
		}
	}
	if u.Subject.Canon == "" || u.Attribute.Canon == "" || (u.Value.Canon == "" && !em.KeyOnly) {
		return Unit{}, "empty slot"
	}
	u.KeyOnly = em.KeyOnly
	u.Negated = em.Negate
	return u, ""
}

// keyOnlyPlaceholder stands for the unknown value when a key-only clause is
// restated to find its key.
const keyOnlyPlaceholder = "Zed"

// restate keys a match like the copula sentence "<subject> is <value>" (or,
// with Emit.Inverse, "<value> is <subject>": "Marco took over primary
// on-call" reads as "Marco is the primary on-call"): the clause parser
// parses that sentence, and its spans are mapped back. With Emit.Owner, a
// first-person agent ("User", "I"; not "we", whose notes key the object
// itself) owns the object ("User changed the emergency contact to Rosa"
// reads "User's emergency contact is Rosa").
func (e *Extractor) restate(m *ruleMatch) (Unit, string) {
	em := &m.rule.Emit
	s := m.span(em.Subject)
	var v Span
	if !em.KeyOnly {
		v = m.span(em.Value)
		if v.Surface == "" {
			return Unit{}, "empty value"
		}
	}
	if s.Surface == "" {
		return Unit{}, "empty subject"
	}
	// segments of the synthetic sentence: literal text, or a piece of the
	// clause (start offset in the clause)
	type seg struct {
		text string
		from int // clause offset of text[0], or -1 for literal text
	}
	subjText, subjFrom := strings.ReplaceAll(s.Surface, "_", " "), s.Start
	prefix := ""
	if em.Owner != "" {
		if ag := m.first(em.Owner); ag != nil && (ag.low == "user" || ag.low == "i") && m.caps[em.Owner].j-m.caps[em.Owner].i == 1 && personalNouns[lastField(strings.ToLower(subjText))] {
			owner := "User's "
			if l := strings.ToLower(subjText); strings.HasPrefix(l, "the ") {
				subjText, subjFrom = subjText[4:], subjFrom+4
			}
			if !possessivePronouns[strings.ToLower(firstWord(subjText))] && strings.ToLower(firstWord(subjText)) != "my" {
				prefix = owner
			}
		}
	}
	if em.Owner != "" && prefix == "" {
		// "Mila moved her pension from Harbour Life to Cobalt Mutual":
		// her pension is the agent's, "Mila's pension"
		if l := strings.ToLower(subjText); (strings.HasPrefix(l, "her ") || strings.HasPrefix(l, "his ")) && !m.caps[em.Owner].empty() && m.caps[em.Owner].j-m.caps[em.Owner].i <= 3 {
			g := m.caps[em.Owner]
			ag := m.text[m.toks[g.i].start:m.toks[g.j-1].end]
			if !isLowerWord(firstChar(ag)) {
				prefix = ag + "'s "
				subjText, subjFrom = subjText[4:], subjFrom+4
			}
		}
	}
	if prefix == "" && !em.Inverse {
		if l := strings.ToLower(subjText); strings.HasPrefix(l, "the ") || strings.HasPrefix(l, "our ") || strings.HasPrefix(l, "their ") || strings.HasPrefix(l, "its ") || strings.HasPrefix(l, "my ") || !isLowerWord(firstChar(subjText)) {
		} else {
			prefix = "The " // "rate limit is ..." parses as a note without an article
		}
	}
	if em.Inverse && !strings.HasPrefix(strings.ToLower(subjText), "the ") && isLowerWord(firstChar(subjText)) {
		prefix = "the "
	}
	valText := keyOnlyPlaceholder
	valFrom := -1
	if !em.KeyOnly {
		valText, valFrom = v.Surface, v.Start
	}
	var segs []seg
	switch {
	case em.Inverse:
		segs = []seg{{valText, valFrom}, {" is " + prefix, -1}, {subjText, subjFrom}}
	case !em.KeyOnly && countNounValue(m, em.Value):
		// "scaled search from 3 to 5 replicas" reads "search replicas is 5",
		// like the note "search replicas: 3": the counted noun names the key
		g := m.caps[em.Value]
		num, noun := &m.toks[g.i], &m.toks[g.j-1]
		segs = []seg{{prefix, -1}, {subjText, subjFrom}, {" ", -1}, {noun.text, noun.start}, {" is ", -1}, {num.text, num.start}}
	case !em.KeyOnly && plainNumber(strings.ToLower(valText)) && collectiveTail(subjText) > 0:
		// "ci runner pool doubled to 16" counts the runners, like the note
		// "ci runners: 12": "<X> pool/count/fleet/total" is the number of X
		cut := collectiveTail(subjText)
		segs = []seg{{prefix, -1}, {subjText[:cut], subjFrom}, {"s", -1}, {" is ", -1}, {valText, valFrom}}
	default:
		segs = []seg{{prefix, -1}, {subjText, subjFrom}, {" is ", -1}, {valText, valFrom}}
	}
	var b strings.Builder
	starts := make([]int, len(segs))
	for i, g := range segs {
		starts[i] = b.Len()
		b.WriteString(g.text)
	}
	synth := b.String()
	toks := e.tokens(synth)
	r, why := parseClauseNamed(synth, toks, "", false, false)
	if why != "" {
		return Unit{}, "restated clause: " + string(why)
	}
	su := buildUnit(synth, toks, r)
	if em.Inverse && !strings.Contains(su.Form, "inverse") && !strings.HasSuffix(su.Form, "attribute") {
		return Unit{}, "the restated clause is no role of the holder (" + su.Form + ")"
	}
	anchor := v.Start
	if em.KeyOnly {
		anchor = s.End
	}
	mapSpan := func(sp Span) (Span, bool) {
		if sp.Start == sp.End {
			return Span{Start: anchor, End: anchor, Canon: sp.Canon}, true
		}
		// the parts of the span inside pieces of the clause, mapped back;
		// literal words ("is", "User's", a plural "s") map to nothing
		a, z := -1, -1
		for i, g := range segs {
			lo, hi := starts[i], starts[i]+len(g.text)
			if g.from < 0 || sp.End <= lo || sp.Start >= hi {
				continue
			}
			ps, pe := max(sp.Start, lo), min(sp.End, hi)
			ms, me := g.from+ps-lo, g.from+pe-lo
			if a < 0 || ms < a {
				a = ms
			}
			if me > z {
				z = me
			}
		}
		if a < 0 {
			return Span{Start: anchor, End: anchor, Canon: sp.Canon}, true
		}
		if z <= a || z > len(m.text) {
			return Span{}, false
		}
		return Span{Surface: m.text[a:z], Start: a, End: z, Canon: sp.Canon}, true
	}
	var ok1, ok2, ok3 bool
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID + "+" + su.Form, Negated: su.Negated, Scope: su.Scope}
	u.Subject, ok1 = mapSpan(su.Subject)
	u.Attribute, ok2 = mapSpan(su.Attribute)
	if em.KeyOnly {
		if !strings.Contains(strings.ToLower(su.Value.Surface), strings.ToLower(keyOnlyPlaceholder)) {
			return Unit{}, "restated key-only clause has no clean key"
		}
		u.Value = Span{Start: s.End, End: s.End}
		ok3 = true
		u.KeyOnly = true
	} else {
		u.Value, ok3 = mapSpan(su.Value)
	}
	if !ok1 || !ok2 || !ok3 {
		return Unit{}, "restated spans do not map back"
	}
	u.Cardinality = su.Cardinality
	if em.Card != CardUnknown && su.Cardinality != CardSetValued {
		u.Cardinality = em.Card
	}
	u.Confidence = em.Conf * su.Confidence / 0.9
	if u.Confidence >= 0.95 {
		u.Confidence = 0.95
	}
	if su.Cardinality == CardSetValued && !em.KeyOnly {
		if !plainNumber(su.Value.Canon) {
			return Unit{}, "restated clause is set-valued (" + su.Form + ")"
		}
		u.Cardinality = CardFunctional // a count of a plural noun
	}
	return u, ""
}

// normalizeRelation applies the relation stage to a unit: attribute
// synonyms, role synonyms, compound roles. It reports what it changed.
func (e *Extractor) normalizeRelation(u *Unit) string {
	var did []string
	if !e.isOff("relation.attr-synonym") {
		if a, ok := lexLookup("attr_synonyms", u.Attribute.Canon); ok {
			did = append(did, "relation.attr-synonym: "+u.Attribute.Canon+" → "+a)
			u.Attribute.Canon = a
			u.Cardinality = CardFunctional
		}
	}
	if !e.isOff("relation.flag-name") && u.Attribute.Canon == "status" {
		// "turned off the new_checkout flag" is the state of new_checkout,
		// keyed like "new_checkout re-enabled for all users"
		for _, suf := range []string{" feature flag", " flag", " toggle"} {
			// (the name an identifier, written with "_", "-" or a digit:
			// "the red flag" stays a flag)
			if k := strings.TrimSuffix(u.Subject.Canon, suf); k != u.Subject.Canon && k != "" && !strings.Contains(k, " ") && strings.ContainsAny(u.Subject.Surface, "_-0123456789") {
				did = append(did, "relation.flag-name: "+u.Subject.Canon+" → "+k)
				u.Subject.Canon = k
				break
			}
		}
	}
	if !e.isOff("relation.event-date") {
		// "Feature freeze for v4 is on March 14" (v4, feature freeze date)
		// is the event's own date, keyed like "Feature freeze for v4 got
		// pushed to March 21" (v4, feature freeze); "end date" stays
		// (a verb's date, "ship date" of "ships on Friday", is the verb's)
		if f := fields(u.Attribute.Canon); len(f) >= 2 && f[len(f)-1] == "date" && !momentWords[f[len(f)-2]] && strings.HasSuffix(u.Form, "attribute") && isTemporalValue(u.Value.Canon) && temporalAttr(u.Value.Canon) == "date" {
			a := strings.Join(f[:len(f)-1], " ")
			did = append(did, "relation.event-date: "+u.Attribute.Canon+" → "+a)
			u.Attribute.Canon = a
		}
	}
	if !e.isOff("relation.event-verb-time") && isTemporalValue(u.Value.Canon) && (eventVerbDates[u.Attribute.Canon] || u.Cardinality == CardSetValued && u.Rule == "parse.verb" && !strings.Contains(u.Attribute.Canon, " ") && clockOrCalendar(u.Value.Canon)) {
		// "SQ317 departs 21:25" keys like "departs at 22:10" (depart
		// time), one at a time
		a := u.Attribute.Canon + " " + temporalAttr(u.Value.Canon)
		did = append(did, "relation.event-verb-time: "+u.Attribute.Canon+" → "+a)
		u.Attribute.Canon, u.Cardinality = a, CardFunctional
	}
	if !e.isOff("relation.possessive-time") && (u.Attribute.Canon == "time" || u.Attribute.Canon == "date") {
		// "Leo's bedtime was pushed to 8:30pm" is Leo's bedtime, keyed like
		// "Leo's bedtime is 8pm" (leo, bedtime), not (leo bedtime, time)
		owned, sep := u.Subject.Surface, "'s "
		i := strings.Index(owned, sep)
		if i < 0 {
			// "Code freeze for the Q4 release was pushed to November 21" is
			// the Q4 release's code freeze, like "Code freeze for the Q4
			// release is November 14"
			if j := strings.Index(strings.ToLower(owned), " for "); j > 0 {
				noun, _ := attrOf(fields(owned[:j]))
				owner := subjectCanon(fields(owned[j+5:]))
				if owner != "" && noun != "" && len(fields(noun)) <= 2 {
					did = append(did, "relation.possessive-time: ("+u.Subject.Canon+", "+u.Attribute.Canon+") → ("+owner+", "+noun+")")
					u.Subject.Canon, u.Attribute.Canon = owner, noun
				}
			}
		}
		if i > 0 {
			owner := subjectCanon(fields(u.Subject.Surface[:i]))
			noun, _ := attrOf(fields(u.Subject.Surface[i+3:]))
			if owner != "" && noun != "" && !strings.Contains(noun, " ") {
				did = append(did, "relation.possessive-time: ("+u.Subject.Canon+", "+u.Attribute.Canon+") → ("+owner+", "+noun+")")
				u.Subject.Canon, u.Attribute.Canon = owner, noun
			}
		}
	}
	if !e.isOff("relation.thing-location") && thingLocationAttrs[u.Attribute.Canon] && u.Attribute.Canon != "location" && numberedThing(u.Subject.Canon) {
		// "NAS-01 located in the finance office cupboard", "NAS-01 moved
		// to the server room", "Van 5 now based at Basildon", "Van 38 is at
		// the paint shop": where a numbered thing is, one place at a time
		did = append(did, "relation.thing-location: "+u.Attribute.Canon+" → location")
		u.Attribute.Canon = "location"
		if u.Cardinality == CardSetValued || u.Cardinality == CardUnknown {
			u.Cardinality = CardFunctional
		}
	}
	if !e.isOff("relation.mass-weight") && u.Attribute.Canon == "be" && u.Rule == "parse.copula" && !u.Negated && massValue(u.Value.Canon) && !massOfNouns[lastField(u.Subject.Canon)] {
		// "Pickle is 14.1 kg now" = "Pickle weighs 14.1 kg": a mass says
		// a weight, one at a time
		did = append(did, "relation.mass-weight: be → weight")
		u.Attribute.Canon = "weight"
		u.Cardinality = CardFunctional
	}
	if !e.isOff("relation.role-synonym") {
		if a, ok := lexLookup("role_nouns", u.Attribute.Canon); ok {
			if a != u.Attribute.Canon {
				did = append(did, "relation.role-synonym: "+u.Attribute.Canon+" → "+a)
			}
			u.Attribute.Canon = a
			if u.Cardinality == CardUnknown {
				u.Cardinality = CardFunctional
			}
		}
		if n, rest, ok := strings.Cut(u.Subject.Canon, " of "); ok && rest != "" && !strings.Contains(n, " ") {
			if c, ok := lexLookup("compound_roles", u.Attribute.Canon+"\t"+n); ok {
				did = append(did, "relation.role-synonym: "+u.Attribute.Canon+" of "+n+" → "+c)
				u.Attribute.Canon, u.Subject.Canon = c, rest
				u.Cardinality = CardFunctional
			}
		}
	}
	return strings.Join(did, "; ")
}

func traceTokens(toks []tok) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.text + "/" + t.tag)
	}
	return b.String()
}

// mtokBufs are the matcher's tokens of a clause, reused: nothing choose
// returns points into them (units hold strings).
var mtokBufs = sync.Pool{New: func() any { return new([]mtok) }}

// choose collects the clause parser's reading and every table rule's match
// and picks one unit. tables is false for clauses the table rules do not
// see (a conjunct of a coordinated subject, an inherited-subject verb phrase).
func (e *Extractor) choose(text string, toks []tok, r parsed, why abstain, tables bool, trc *TraceClause) (Unit, []Unit, bool) {
	var candBuf [16]candidate // a clause has a few candidates: on the stack
	cands := candBuf[:0]
	var slab unitSlab // and their units
	if why == "" {
		id := parseRuleID(r.form)
		c := candidate{rule: id, priority: parseRulePriority(&r, toks), ok: !e.isOff(id)}
		if r.conf < 0.5 && c.priority > parseGenericPriority && !strings.HasPrefix(r.form, "past+") {
			// a reading the parser itself rates below the threshold (a bare
			// subject-less verb, a hedge) yields to a table rule's construction
			c.priority = parseGenericPriority
		}
		if len(toks) > 0 {
			c.span = [2]int{toks[0].start, toks[len(toks)-1].end}
		}
		if !c.ok {
			c.why = "switched off"
		} else {
			c.ui = slab.put(buildUnit(text, toks, r))
		}
		cands = append(cands, c)
		if trc != nil {
			trc.Stages = append(trc.Stages, TraceStage{Name: "parse", Output: fmt.Sprintf("%s: (%s | %s | %s) %s %.2f", id, r.subjCanon, r.attrCanon, r.valCanon, r.card, r.conf)})
		}
	} else if trc != nil {
		trc.Stages = append(trc.Stages, TraceStage{Name: "parse", Output: "abstain: " + string(why)})
	}
	if tables && !refusal(why) {
		buf := mtokBufs.Get().(*[]mtok)
		defer func() {
			// nothing choose returns points into its matches: their
			// captures and tokens are reused
			for i := range cands {
				if m := cands[i].match; m != nil {
					recycleCaptures(m.caps)
					m.caps = nil
				}
			}
			clear((*buf)[:cap(*buf)]) // drop the views into the clause
			mtokBufs.Put(buf)
		}()
		all := e.tableCandidates(cands, text, toks, trc, buf)
		tc := all[len(cands):]
		cands = all[:len(cands)]
		// the past of a change verb ("was cut to 500") states the new value,
		// and the past of a marked role or event ("the most recent winner
		// was X", "the last war declared was Y") is the latest one: the
		// parser's past-state reading yields to those rules
		// "The newest film was released on 26 April 2019": with a recency
		// marker the date is the value, whatever the parser read
		if len(cands) == 1 && recencyIn(toks) {
			for i := range tc {
				if tc[i].rule == "frame.temporal-value" && e.confirm(&tc[i], &slab) && cands[0].priority > parseGenericPriority {
					cands[0].priority = parseGenericPriority
				}
			}
		}
		if len(cands) == 1 && strings.HasPrefix(r.form, "past+") {
			for i := range tc {
				if (strings.HasPrefix(tc[i].rule, "change.") || pastMarkedRules[tc[i].rule] && recencyIn(toks)) && e.confirm(&tc[i], &slab) {
					cands[0].priority = parseGenericPriority
					break
				}
			}
		}
		cands = all
	} else if tables && trc != nil {
		trc.Matches = append(trc.Matches, TraceMatch{Rule: "guard.mood", Priority: 100, Why: "the parser refused the clause as a whole (" + string(why) + "): no table rule reads it"})
	}
	// emit in order of preference; the first that yields a unit is chosen
	// (a traced clause emits every match, to show why each did or did not)
	order := make([]int, len(cands))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case better(&cands[a], &cands[b]):
			return -1
		case better(&cands[b], &cands[a]):
			return 1
		}
		return 0
	})
	best := -1
	for _, i := range order {
		c := &cands[i]
		if !c.ok {
			continue
		}
		if c.match != nil && !c.emitted && (best < 0 || trc != nil) {
			e.confirm(c, &slab)
		}
		if c.ok && best < 0 {
			best = i
			if trc == nil {
				break
			}
		}
	}
	var u Unit
	var extra []Unit
	if best >= 0 {
		if i := cands[best].ui; i > 0 {
			u = *slab.at(i)
		}
		if u.Confidence >= 1 {
			u.Confidence = 0.99
		}
		if n := e.normalizeRelation(&u); n != "" && trc != nil {
			trc.Stages = append(trc.Stages, TraceStage{Name: "relation", Output: n})
		}
		if !e.isOff("relation.membership") && !u.KeyOnly && (u.Attribute.Canon == "sing in" || u.Attribute.Canon == "play in" || u.Attribute.Canon == "be on" || u.Attribute.Canon == "serve on" || u.Attribute.Canon == "sit on" || u.Attribute.Canon == "be in") && groupHeadCanon(u.Value.Canon) {
			// "Jo sings in the choir", "Dev Patel is on the council": a
			// membership, one of many at once, and what "left the choir" ends
			u.Attribute.Canon, u.Cardinality = "member of", CardSetValued
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "relation", Output: "relation.membership: (member of) set"})
			}
		}
		if !e.isOff("relation.run-by-company") && u.Rule == "role.passive-agent" && u.Attribute.Canon == "leader" && namedSurface(u.Subject.Surface) && strings.Contains(strings.ToLower(u.Text), " run by ") {
			// "Siemens is run by Peter Löscher": a named company run by
			// someone names its chief executive; "the data team is run by
			// Tom" stays its leader
			u.Attribute.Canon = "ceo"
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "relation", Output: "relation.run-by-company: ceo"})
			}
		}
		if !e.isOff("relation.show-host") && u.Attribute.Canon == "host" && namedSurface(u.Subject.Surface) && namedSurface(u.Value.Surface) {
			// "Vanna White took over as host of Wheel of Fortune": the host
			// of a named show is its presenter ("primary database host:
			// db-01" stays a host)
			u.Attribute.Canon = "presenter"
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "relation", Output: "relation.show-host: presenter"})
			}
		}
		if !e.isOff("relation.club-charge") && u.Rule == "role.took-charge" && u.Attribute.Canon == "leader" && clubName(u.Subject.Surface) {
			// "X took charge of S.C. Braga": a club's charge is its coach's
			u.Attribute.Canon = "coach"
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "relation", Output: "relation.club-charge: coach"})
			}
		}
		if !e.isOff("canon.role-compound") && !u.KeyOnly && titleNouns[u.Attribute.Canon] && u.Rule == "parse.attribute" {
			// "The Ferrow release manager is X" splits like "X is Ferrow's
			// release manager": the last lowercase word of a nameless subject
			// belongs to the office, (ferrow, release manager)
			if f := fields(u.Subject.Canon); len(f) >= 2 && u.Subject.Surface != "" {
				sw := fields(u.Subject.Surface)
				if last := sw[len(sw)-1]; isLowerWord(firstChar(last)) && isLetters(last) && !namedSurface(u.Subject.Surface) && namedSurface(sw[0]) && !determiners[strings.ToLower(sw[0])] {
					u.Subject.Canon = strings.Join(f[:len(f)-1], " ")
					u.Attribute.Canon = f[len(f)-1] + " " + u.Attribute.Canon
					if trc != nil {
						trc.Stages = append(trc.Stages, TraceStage{Name: "canon", Output: fmt.Sprintf("canon.role-compound: (%s | %s)", u.Subject.Canon, u.Attribute.Canon)})
					}
				}
			}
		}
		if !e.isOff("relation.due-date") && !u.KeyOnly && u.Attribute.Canon == "be" && strings.HasPrefix(u.Value.Canon, "due ") {
			// "Rent is now due on the 28th" keys like "Rent due: the 3rd"
			// (rent due date): the date is the value, not "due on ..."
			v := strings.TrimPrefix(u.Value.Canon, "due ")
			for _, p := range []string{"on the ", "by the ", "on ", "by ", "the "} {
				if strings.HasPrefix(v, p) {
					v = v[len(p):]
					break
				}
			}
			for _, sfx := range []string{" of per month", " per month"} {
				v = strings.TrimSuffix(v, sfx)
			}
			if containsDigit(v) || isTemporalValue(v) {
				u.Subject.Canon += " due date"
				u.Value.Canon, u.Cardinality = v, CardFunctional
				if trc != nil {
					trc.Stages = append(trc.Stages, TraceStage{Name: "relation", Output: "relation.due-date: (" + u.Subject.Canon + " | be) = " + v})
				}
			}
		}
		if !e.isOff("relation.joined-group") && u.Attribute.Canon == "employer" && !u.KeyOnly && groupAside(u.Text, u.Value.End) {
			// "User joined Hatherby Wheelers (cycling club)": a club one
			// joins is a membership, one of several, not an employer
			u.Attribute.Canon, u.Cardinality = "member of", CardSetValued
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "relation", Output: "relation.joined-group: member of"})
			}
		}
		if !e.isOff("canon.event-date") && !u.KeyOnly && !u.Negated && calendarDate(u.Value.Canon) {
			// "Pinecastle renewal: 2026-07-01", "Pinecastle renewal deferred
			// to 2026-09-01", "The renewal was pushed to ...": the date of
			// an event is one key, (<thing> <event>, date)
			if thing, ok := eventDateThing(u.Subject.Canon, u.Attribute.Canon); ok {
				u.Subject.Canon, u.Attribute.Canon, u.Cardinality = thing, "date", CardFunctional
				if trc != nil {
					trc.Stages = append(trc.Stages, TraceStage{Name: "canon", Output: "canon.event-date: (" + thing + " | date)"})
				}
			}
		}
		if !e.isOff("canon.due-key") && !u.KeyOnly {
			// "CMM-1 calibration due: 2025-03-14", "Van 22 - next service
			// due 12 Mar", "Van 17's MOT due date is 13 May", "AC-2
			// inspection due date is now 11 December": one key whichever
			// words the parse gave the thing and which the attribute,
			// (<thing> <event>, due date), "next" no part of it
			if thing, ok := dueThing(u.Subject.Canon, u.Attribute.Canon, u.Value.Canon); ok && (thing != u.Subject.Canon || u.Attribute.Canon != "due date") {
				u.Subject.Canon, u.Attribute.Canon, u.Cardinality = thing, "due date", CardFunctional
				if trc != nil {
					trc.Stages = append(trc.Stages, TraceStage{Name: "canon", Output: "canon.due-key: (" + thing + " | due date)"})
				}
			}
		}
		if !e.isOff("relation.on-head") && !u.KeyOnly && u.Attribute.Canon == "be on" {
			// "Mum is on a normal diet", "User's on the Flex tariff": what
			// one is on, named by a head one has one of at a time, keys
			// that head, (mom, diet), (user, tariff); a list, a rota or a
			// board one is on stays a membership
			f := fields(u.Value.Canon)
			for k, w := range f {
				if onHeads[w] && k > 0 {
					u.Attribute.Canon = w
					u.Value.Canon = strings.Join(f[:k+1], " ")
					u.Cardinality = CardFunctional
					if trc != nil {
						trc.Stages = append(trc.Stages, TraceStage{Name: "relation", Output: "relation.on-head: " + w})
					}
					break
				}
			}
		}
		if onListVerbs[u.Attribute.Canon] && !e.isOff("canon.on-list") && !u.KeyOnly {
			// "Aurelia added to the pool car insurance", "Jonah placed on a
			// PIP": keyed like "is on the pool car insurance", a membership
			// (one of several: set-valued), which "is no longer on" and
			// "removed from" deny
			neg := strings.HasPrefix(u.Attribute.Canon, "remove")
			u.Attribute.Canon, u.Cardinality = "be on", CardSetValued
			u.Negated = u.Negated != neg
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "canon", Output: "canon.on-list: be on"})
			}
		}
		if base, ok := undoVerbs[u.Attribute.Canon]; ok && !e.isOff("canon.undo-verb") && !u.KeyOnly {
			// "Fenwick Loom deregistered for VAT", "Kim unsubscribed from the
			// newsletter": the undoing verb denies its base, keyed like "is
			// no longer registered for VAT"
			u.Attribute.Canon, u.Negated = base, !u.Negated
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "canon", Output: "canon.undo-verb: " + base + " (negated)"})
			}
		}
		if !e.isOff("canon.with-provider") && !u.KeyOnly && strings.HasSuffix(u.Attribute.Canon, " with") && u.Value.Surface != "" && !isLowerWord(firstChar(u.Value.Surface)) {
			// "Home insurance is with Dunmere Assurance", "Mortgage is with
			// Kenley Bank": the firm a financial product is held with is
			// keyed like "Switched home insurance to Brackwell" and "Moved
			// the mortgage to Harrowgate", (home, insurance), (user, mortgage)
			if s, a, ok := withProvider(u.Subject.Canon, u.Attribute.Canon); ok {
				u.Subject.Canon, u.Attribute.Canon = s, a
				if trc != nil {
					trc.Stages = append(trc.Stages, TraceStage{Name: "canon", Output: "canon.with-provider: (" + s + " | " + a + ")"})
				}
			}
		}
		if !e.isOff("canon.service-provider") && !u.KeyOnly {
			// "Broadband provider: Fibrenet", "User's broadband is with
			// Vyne", "Broadband: Zen": who supplies the home internet is
			// one key, (user, broadband), like "moved their broadband to
			// Kestrel"
			if sv, ok := serviceProvider(&u); ok {
				u.Subject.Canon, u.Attribute.Canon = "user", sv
				if trc != nil {
					trc.Stages = append(trc.Stages, TraceStage{Name: "canon", Output: "canon.service-provider: (user | " + sv + ")"})
				}
			}
		}
		if !e.isOff("canon.user-owned") && !u.KeyOnly && u.Attribute.Canon == "be" && userOwnedBare(&u) {
			// "GP is Dr Foley", "Rent: £1,310/month": in a person's memories
			// an unowned thing a person has one of is the user's, keyed like
			// "User's GP is Dr Anand", "my rent went up to £1,225"
			u.Attribute.Canon = strings.Join(ownedBareWords(u.Subject.Canon), " ")
			u.Subject.Canon = "user"
			if serviceProviders[u.Attribute.Canon] && u.Cardinality == CardSetValued && strings.Count(u.Value.Surface, ",") == 1 && !strings.Contains(strings.ToLower(u.Value.Surface), " and ") && !strings.Contains(u.Value.Surface, ";") {
				// "GP: Dr Hallam, Fenwick Rise Medical Centre": one
				// professional and the practice, no list
				u.Cardinality = CardFunctional
			}
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "canon", Output: fmt.Sprintf("canon.user-owned: (user | %s)", u.Attribute.Canon)})
			}
		}
		if !e.isOff("card.set-noun") && u.Cardinality != CardSetValued && u.Attribute.Canon == "be" {
			// "api-gateway dependency: redis", "Initech add-ons: SSO": a
			// note keyed by a many-valued noun lists one value among others
			if f := fields(u.Subject.Canon); len(f) > 0 {
				head, _ := singular(f[len(f)-1])
				if listNouns[head] {
					u.Cardinality = CardSetValued
					if trc != nil {
						trc.Stages = append(trc.Stages, TraceStage{Name: "card", Output: "card.set-noun: set-valued (" + head + ")"})
					}
				}
			}
		}
		if !e.isOff("relation.on-code-owner") && (u.Attribute.Canon == "date" || u.Attribute.Canon == "when" || u.Attribute.Canon == "time") && !u.KeyOnly {
			// "Delivery rescheduled for 5 Dec on #20990": the coded thing
			// after the date owns the key; without it every order's
			// delivery date would be one key
			if code := codeAfter(u.Text, u.Value.End); code != "" && !strings.Contains(u.Subject.Canon, code) {
				u.Subject.Canon += " " + code
				if trc != nil {
					trc.Stages = append(trc.Stages, TraceStage{Name: "relation", Output: "relation.on-code-owner: the key is " + code + "'s (" + u.Subject.Canon + ")"})
				}
			}
		}
		if !e.isOff("relation.residence-place") && u.Attribute.Canon == "residence" && u.Rule == "parse.lexicon-verb-prep" && u.Value.Surface != "" && isLowerWord(firstChar(u.Value.Surface)) && !containsDigit(u.Value.Surface[:1]) && containsDigit(u.Value.Surface) && strings.Contains(strings.ToLower(u.Text), "moved") {
			// "Initech moved to net 45 terms": a move to a lowercase phrase
			// with a number that is no address is not a residence (chat
			// writes places in lowercase: "moved to denver" stays)
			u.Attribute.Canon, u.Cardinality = "move to", CardUnknown
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "relation", Output: "relation.residence-place: not a place, (move to)"})
			}
		}
		if !e.isOff("card.version-value") && u.Cardinality == CardSetValued && (u.Rule == "parse.verb" || u.Rule == "parse.verb-prep") {
			// "Services build with Go 1.22": a version of one product is one
			// value at a time; the product joins the attribute, as in "uses
			// React 18" = (x, use react) = 18
			if f := fields(u.Value.Canon); len(f) >= 2 && len(f) <= 4 && strings.Contains(f[len(f)-1], ".") && reVersion.MatchString(strings.TrimPrefix(f[len(f)-1], "v")) && !containsDigit(strings.Join(f[:len(f)-1], " ")) {
				u.Attribute.Canon += " " + strings.Join(f[:len(f)-1], " ")
				u.Value.Canon = f[len(f)-1]
				u.Cardinality = CardFunctional
				if trc != nil {
					trc.Stages = append(trc.Stages, TraceStage{Name: "card", Output: "card.version-value: functional (" + u.Attribute.Canon + ")"})
				}
			}
		}
		if !e.isOff("card.change-marker") && u.Cardinality == CardSetValued && (u.Attribute.Canon == "use" || strings.HasPrefix(u.Attribute.Canon, "use ")) {
			// "CI was migrated from Jenkins to GitHub Actions": a change
			// marker says the new tool replaced the old one
			for _, t := range toks {
				if changeMarkers[t.low] {
					u.Cardinality = CardFunctional
					if trc != nil {
						trc.Stages = append(trc.Stages, TraceStage{Name: "card", Output: "card.change-marker: functional (" + t.low + ")"})
					}
					break
				}
			}
		}
		if !e.isOff("card.count-value") && u.Cardinality == CardSetValued && plainNumber(u.Value.Canon) {
			// "search replicas: 3", "ci runners: 12": a number of a plural
			// noun is a count, one value at a time
			if f := fields(u.Attribute.Canon + " " + u.Subject.Canon); len(f) > 0 {
				u.Cardinality = CardFunctional
				if trc != nil {
					trc.Stages = append(trc.Stages, TraceStage{Name: "card", Output: "card.count-value: functional (a count)"})
				}
			}
		}
		if !e.isOff("card.set-relation") && u.Cardinality != CardSetValued {
			if _, ok := lexLookup("set_relations", u.Attribute.Canon); ok {
				u.Cardinality = CardSetValued
				if trc != nil {
					trc.Stages = append(trc.Stages, TraceStage{Name: "card", Output: "card.set-relation: set-valued (" + u.Attribute.Canon + ")"})
				}
			}
		}
		if !e.isOff("value.acronym") && u.Value.Surface != "" && !strings.HasPrefix(u.Rule, "parse.measure") && !strings.ContainsAny(u.Value.Surface, ",;/") {
			if a := acronymOf(fields(u.Value.Surface)); a != "" && !strings.Contains(" "+u.Value.Canon+" ", " "+a+" ") {
				// "Drew Theological School" carries "dts", so "DTS" for the
				// same key is contained in it: one value written two ways
				u.Value.Canon += " " + a
				if trc != nil {
					trc.Stages = append(trc.Stages, TraceStage{Name: "canon", Output: "value.acronym: +" + a})
				}
			}
		}
		if w := setMarker(toks); w != "" && !e.isOff("card.set-marker") && u.Cardinality != CardSetValued {
			// one value among others: set-valued, and keyed apart ("additional
			// team") so it neither replaces the current value nor makes the
			// whole key set-valued for the detector
			u.Cardinality = CardSetValued
			if !u.KeyOnly {
				u.Attribute.Canon = "additional " + u.Attribute.Canon
			}
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "card", Output: "card.set-marker: set-valued (" + w + ")"})
			}
		}
		if u.From == nil && !u.KeyOnly && !u.Negated && !e.isOff("evidence.old-value") {
			// "billing was migrated from Braintree to Adyen" is read by the
			// parser; a change rule that matched the same clause and agrees on
			// the new value still says what the old one was
			for i := range cands {
				c := &cands[i]
				if i == best || c.match == nil || c.match.rule.Emit.From == "" || !c.ok {
					continue
				}
				if !c.emitted {
					e.confirm(c, &slab)
				}
				if c.ok && c.ui > 0 && slab.at(c.ui).From != nil && slab.at(c.ui).Value.Canon == u.Value.Canon {
					u.From = slab.at(c.ui).From
					if trc != nil {
						trc.Stages = append(trc.Stages, TraceStage{Name: "evidence", Output: "evidence.old-value: from " + u.From.Canon + " (" + c.rule + ")"})
					}
					break
				}
			}
			if u.From == nil {
				f := fromToOld(text, toks, &u)
				if f == nil {
					f = fromAfterValue(text, toks, &u)
				}
				if f != nil {
					u.From = f
					if trc != nil {
						trc.Stages = append(trc.Stages, TraceStage{Name: "evidence", Output: "evidence.old-value: from " + f.Canon + " (from X to the value)"})
					}
				}
			}
		}
		if c := &cands[best]; c.match != nil {
			for _, a := range c.match.rule.Emit.Also {
				x := u
				x.Attribute.Canon = a
				extra = append(extra, x)
			}
			if namedSurface(u.Subject.Surface) && !firstPerson[u.Subject.Canon] && !e.isOff("relation.left-office") {
				for _, a := range c.match.rule.Emit.RoleAlso {
					x := u
					x.Subject, x.Value = u.Value, u.Subject
					x.Subject.Canon = subjectCanon(fields(u.Value.Surface))
					x.Value.Canon = valueCanonOf(u.Subject.Surface)
					x.Attribute.Canon = a
					x.Rule, x.Form = "relation.left-office", "relation.left-office+"+u.Form
					if x.Subject.Canon != "" && x.Value.Canon != "" {
						extra = append(extra, x)
					}
				}
			}
		}
		if tv, ok := e.teamView(&u, toks); ok {
			extra = append(extra, tv)
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "relation", Output: fmt.Sprintf("relation.team-view: (%s | %s | %s)", tv.Subject.Canon, tv.Attribute.Canon, tv.Value.Canon)})
			}
		}
		if dv, ok := e.driverView(&u); ok {
			extra = append(extra, dv)
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "relation", Output: fmt.Sprintf("relation.driver-view: (%s | %s | %s)", dv.Subject.Canon, dv.Attribute.Canon, dv.Value.Canon)})
			}
		}
		if pv, ok := e.positionView(&u); ok {
			extra = append(extra, pv)
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "holder", Output: fmt.Sprintf("role.position-view: (%s | %s | %s)", pv.Subject.Canon, pv.Attribute.Canon, pv.Value.Canon)})
			}
		}
		if hv, ok := e.holderView(&u); ok {
			extra = append(extra, hv)
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "holder", Output: fmt.Sprintf("role.holder-view: (%s | %s | %s) %s %.2f", hv.Subject.Canon, hv.Attribute.Canon, hv.Value.Canon, hv.Cardinality, hv.Confidence)})
			}
		}
	}
	if trc != nil {
		for i, c := range cands {
			trc.Matches = append(trc.Matches, TraceMatch{Rule: c.rule, Priority: c.priority, Span: c.span, Chosen: i == best, Why: c.why})
		}
		if best >= 0 {
			trc.Stages = append(trc.Stages, TraceStage{Name: "unit", Output: fmt.Sprintf("%s: (%s | %s | %s) %s %.2f%s", u.Rule, u.Subject.Canon, u.Attribute.Canon, u.Value.Canon, u.Cardinality, u.Confidence, map[bool]string{true: " key-only", false: ""}[u.KeyOnly])})
		}
	}
	return u, extra, best >= 0
}

// holderView is the second unit of a unique role: the holder's post, when
// the holder is the clause's subject. "Ana
// Ruiz coaches the Otters" is (otters, coach) = ana ruiz and also (ana ruiz,
// coach of) = otters; an office without an organisation ((lord warden,
// holder) = ana ruiz) is (ana ruiz, position) = lord warden.
func (e *Extractor) holderView(u *Unit) (Unit, bool) {
	if e.isOff("role.holder-view") || u.KeyOnly || u.Value.Surface == "" || u.Subject.Surface == "" || u.Cardinality == CardSetValued {
		return Unit{}, false
	}
	attr, ok := lexLookup("holder_roles", u.Attribute.Canon)
	if !ok {
		return Unit{}, false
	}
	// only when the holder is what the clause is about: its grammatical
	// subject, before the organisation ("Ana Ruiz coaches the Otters", "Ana
	// Ruiz is the coach of the Otters"); "The Otters' coach is Ana Ruiz" is
	// about the Otters, and a person may hold one post at two of them
	if u.Value.Start >= u.Subject.Start {
		return Unit{}, false
	}
	// the holder is a name, the organisation definite or named
	if !nameSurface(u.Value.Surface) || containsDigit(u.Value.Surface) {
		return Unit{}, false
	}
	subj := u.Subject.Surface
	if l := strings.ToLower(subj); strings.HasPrefix(l, "the ") {
		subj = subj[4:]
	}
	if !nameSurface(subj) {
		return Unit{}, false
	}
	hv := *u
	hv.Subject, hv.Value = u.Value, u.Subject
	hv.Subject.Canon = subjectCanon(fields(u.Value.Surface))
	hv.Value.Canon = canonValue(strings.Join(noParens(fields(u.Subject.Surface)), " "))
	hv.Attribute = Span{Start: u.Attribute.Start, End: u.Attribute.End, Surface: u.Attribute.Surface, Canon: attr}
	hv.Rule, hv.Form = "role.holder-view", "role.holder-view+"+u.Form
	hv.Confidence = u.Confidence * 0.95
	hv.Cardinality = CardFunctional
	if hv.Subject.Canon == "" || hv.Value.Canon == "" {
		return Unit{}, false
	}
	return hv, true
}

// nameSurface reports a phrase whose words are capitalized (connectors such
// as "of", "de", "the" allowed inside).
func nameSurface(s string) bool {
	f := fields(s)
	if len(f) == 0 || len(f) > 10 {
		return false
	}
	for i, w := range f {
		if w == "(" || strings.HasPrefix(w, "(") {
			break
		}
		if isLowerWord(firstChar(w)) {
			switch w {
			case "of", "de", "del", "la", "le", "van", "von", "da", "di", "the", "and", "&", "y", "du", "des", "der", "den", "for", "to", "at", "in", "on":
				if i > 0 {
					continue
				}
			}
			return false
		}
	}
	return true
}

// moodWord returns the word that makes a clause a question, a plan, a
// condition, a wish or a hedge, or "".
func moodWord(mt []mtok) string {
	inRelative := false
	for i, t := range mt {
		// a relative clause inside the subject ("the most recent nominee
		// who failed to be confirmed was X") does not set the mood
		if t.low == "who" || t.low == "which" || t.low == "that" && i > 0 && mt[i-1].chunk != "vg" {
			inRelative = true
		}
		if inRelative {
			if t.low == "is" || t.low == "was" || t.low == "are" || t.low == "were" {
				inRelative = false
			}
			continue
		}
		switch {
		case t.tag == "MD" && t.low != "'s" && (t.facts().is&wModal != 0 || !isLowerWord(t.text) || strings.ContainsAny(t.low, "'’")) || t.facts().is&wModal != 0 && t.low != "may" && t.low != "can":
			// (an MD tag on a word that is no modal, "oat milk", is the
			// tagger's guess at an unknown word)
			return t.low
		case t.low == "if" || t.low == "unless" || t.low == "whether" || t.low == "maybe" || t.low == "perhaps" || t.low == "probably" || t.low == "possibly" || t.low == "hopefully":
			return t.low
		case strings.HasPrefix(t.tag, "NN") && i > 0 && (strings.HasPrefix(mt[i-1].tag, "NN") || strings.HasPrefix(mt[i-1].tag, "JJ")):
			// "Team plan pricing", "the data plan renewal": a noun inside
			// a compound, no verb of intention
		case t.lemma == "fail" && i > 0 && (mt[i-1].low == "last" || mt[i-1].low == "recently"):
			// "last failed to qualify in 1986": the latest of a recorded
			// event, a fact (frame.temporal-value), not a wish
		case i+1 < len(mt) && (mt[i+1].low == "to" && i+2 < len(mt) && (mt[i+2].tag == "VB" || mt[i+2].chunk == "vg") || mt[i+1].tag == "VBG") && (t.low == "going" || verbComplementLemmas[t.lemma]):
			// (the lexicon last: few words are followed by "to" or a gerund)
			return t.low + " " + mt[i+1].low
		}
	}
	return ""
}

// setMarker returns the word that says a clause adds one value among others
// ("has also played for", "another", "one of", "as well", "too"), or "".
func setMarker(toks []tok) string {
	for i, t := range toks {
		switch t.low {
		case "also", "another", "additionally":
			return t.low
		case "too":
			if i+1 >= len(toks) || isPunct(toks[i+1]) {
				return t.low
			}
		case "well":
			if i > 0 && toks[i-1].low == "as" && (i+1 >= len(toks) || isPunct(toks[i+1])) {
				return "as well"
			}
		case "one":
			if i+1 < len(toks) && toks[i+1].low == "of" && (i == 0 || toks[i-1].low != "no") {
				return "one of"
			}
		}
	}
	return ""
}

// refusal reports a parser abstention that says the clause states no
// current fact (a question, a plan, a hedge, a bounded past), as opposed to
// one that says the parser could not read it: table rules respect the first.
func refusal(why abstain) bool {
	w := string(why)
	// (an "imperative" abstention is not a refusal: notes drop their subject,
	// "bumped the cache TTL to 600", and the change rules accept only the
	// past tense without a subject)
	// ("verb complement" is not one either: "last went to the playoffs" is
	// misread so; moodWord refuses the plans and wishes it was meant for)
	for _, r := range []string{"question", "modal", "future", "conditional", "hedge", "time-bounded", "alternative", "past negative", "wish", "plan"} {
		if strings.Contains(w, r) {
			return true
		}
	}
	return false
}

// splitAssign splits a token "key=value" (the tokenizer keeps
// "retry_backoff_ms=250" whole) into key, "=", value, with their offsets.
func splitAssign(toks []tok) []tok {
	n := 0
	for _, t := range toks {
		if i := strings.IndexByte(t.text, '='); i > 0 && i < len(t.text)-1 {
			n++
		}
	}
	if n == 0 {
		return toks
	}
	out := make([]tok, 0, len(toks)+2*n)
	for _, t := range toks {
		i := strings.IndexByte(t.text, '=')
		if i <= 0 || i >= len(t.text)-1 {
			out = append(out, t)
			continue
		}
		k, v := t.text[:i], t.text[i+1:]
		vtag := "NN"
		if containsDigit(v) {
			vtag = "CD"
		}
		out = append(out,
			tok{text: k, low: fold(k), tag: "NN", start: t.start, end: t.start + i},
			tok{text: "=", low: "=", tag: "SYM", start: t.start + i, end: t.start + i + 1},
			tok{text: v, low: fold(v), tag: vtag, start: t.start + i + 1, end: t.end})
	}
	return out
}

// pastMarkedRules need a recency marker, a superlative, a record or an
// award, which make a past tense the latest state rather than an ended one.
var pastMarkedRules = map[string]bool{"frame.temporal-value": true, "role.copula-definite": true, "role.copula-superlative": true, "frame.agent": true, "frame.went-to": true}

// recencyIn reports a word that makes a past tense the latest state ("the
// last war declared was", "the most recent winner was").
func recencyIn(toks []tok) bool {
	for _, t := range toks {
		switch t.low {
		case "last", "latest", "recent", "recently", "newest", "previous", "lately":
			return true
		}
	}
	return false
}

// verbComplementLemmas take a verb complement that is a plan, a wish or an
// attempt, not a fact ("wants to move", "tried to join", "needs to renew").
var verbComplementLemmas = map[string]bool{"plan": true, "want": true, "hope": true, "intend": true, "propose": true, "consider": true, "expect": true, "aim": true,
	"need": true, "try": true, "decide": true, "agree": true, "refuse": true, "fail": true, "promise": true, "offer": true, "ask": true, "wish": true, "mean": true, "seek": true, "attempt": true, "prefer": true, "like": true, "love": true, "hate": true, "start": true, "begin": true}

// confirm emits a table candidate's unit once and reports whether it
// yields one.
func (e *Extractor) confirm(c *candidate, slab *unitSlab) bool {
	if !c.ok || c.match == nil {
		return c.ok
	}
	if !c.emitted {
		u, why := e.emit(c.match)
		c.ui, c.why = slab.put(u), why
		c.ok, c.emitted = c.why == "", true
	}
	return c.ok
}

// unitSlab holds the units of one clause's candidates, on choose's stack
// for the first few.
type unitSlab struct {
	n    int
	a    [4]Unit
	more []Unit
}

// put stores u and returns its number (candidate.ui).
func (s *unitSlab) put(u Unit) int {
	if s.n < len(s.a) {
		s.a[s.n] = u
		s.n++
		return s.n
	}
	s.more = append(s.more, u)
	return len(s.a) + len(s.more)
}

// at is the unit numbered i.
func (s *unitSlab) at(i int) *Unit {
	if i <= len(s.a) {
		return &s.a[i-1]
	}
	return &s.more[i-1-len(s.a)]
}

// listNouns head notes that list one value among others ("dependency:
// redis", "add-ons: SSO"); a narrower list than the parser's setNouns, whose
// "email" or "author" may key one provider or one person in a note.
var listNouns = map[string]bool{"dependency": true, "addon": true, "plugin": true, "integration": true, "extension": true, "module": true,
	"tag": true, "label": true, "feature": true, "member": true, "skill": true, "hobby": true, "language": true, "ingredient": true, "allergy": true}

// changeMarkers in a clause say its value replaced another.
var changeMarkers = map[string]bool{"migrated": true, "switched": true, "moved": true, "replaced": true, "changed": true, "upgraded": true, "downgraded": true, "instead": true}

// labelEnd returns the index after "LABEL :" when a label of at most four
// words opens a clause whose rest has a verb, else 0.
func labelEnd(mt []mtok) int {
	for k := 1; k < len(mt) && k <= 4; k++ {
		if mt[k].text != ":" {
			continue
		}
		rest := mt[k+1:]
		if len(rest) < 3 {
			return 0
		}
		for _, t := range rest {
			if t.chunk == "vg" || t.is(wBe) {
				return k + 1
			}
		}
		return 0
	}
	return 0
}

// countNounValue reports a value "<number> <plural noun>" whose noun is no
// unit ("5 replicas", "16 nodes"; not "250 rps", "30 seconds").
func countNounValue(m *ruleMatch, name string) bool {
	g, ok := m.caps[name]
	if !ok || g.j-g.i != 2 {
		return false
	}
	num, noun := &m.toks[g.i], &m.toks[g.j-1]
	if _, plural := singular(noun.low); !plainNumber(num.low) || !strings.HasPrefix(noun.tag, "NN") || !plural {
		return false
	}
	_, unit := unitCanon[noun.low]
	return !unit && !containsDigit(noun.low)
}

// collectiveTail returns the length of s without a trailing collective
// noun ("ci runner pool" → "ci runner"), or 0.
func collectiveTail(s string) int {
	i := strings.LastIndexByte(s, ' ')
	if i <= 0 {
		return 0
	}
	switch strings.ToLower(s[i+1:]) {
	case "pool", "count", "fleet", "total", "headcount":
		prev := s[:i]
		if w := strings.ToLower(prev[strings.LastIndexByte(prev, ' ')+1:]); strings.HasSuffix(w, "s") || !isLetters(w) {
			return 0 // "seats count" is already plural; "3 pool" is no noun
		}
		return i
	}
	return 0
}

// clockOrCalendar: a canonical value that is one clock time ("17:20") or
// one calendar date with a day ("m01 d14", "2025 m01 d14").
func clockOrCalendar(v string) bool {
	f := fields(v)
	switch len(f) {
	case 1:
		return reClock.MatchString(f[0]) && len(f[0]) == 5
	case 2:
		return isMonthCanon(f[0]) && strings.HasPrefix(f[1], "d")
	case 3:
		return isYear(f[0]) && isMonthCanon(f[1]) && strings.HasPrefix(f[2], "d")
	}
	return false
}

// eventVerbDates are verbs whose bare temporal object is their date or
// time (relation.event-verb-time): (sq317, depart) = 21:25 is (sq317,
// depart time).
var eventVerbDates = map[string]bool{"renew": true, "expire": true, "depart": true, "arrive": true}

// onListVerbs put their subject on a list, a rota, a policy or a plan, or
// take it off (canon.on-list).
var onListVerbs = map[string]bool{"add to": true, "re-add to": true, "readd to": true, "place on": true, "put on": true, "remove from": true}

// undoVerbs are verb phrases that undo another (canon.undo-verb), with the
// phrase they undo: each pair takes the same object.
var undoVerbs = map[string]string{"deregister for": "register for", "unsubscribe from": "subscribe to", "unenroll from": "enroll in", "disenroll from": "enroll in"}

// heldWithNouns are financial products held with one firm at a time
// (canon.with-provider).
var heldWithNouns = map[string]bool{"insurance": true, "mortgage": true, "pension": true, "account": true, "policy": true, "loan": true, "savings": true}

// withProvider reads (subject, "be with") or (subject, "<product> with")
// as the product held with a firm: "mortgage" is the user's, "home
// insurance" is (home, insurance).
func withProvider(subj, attr string) (string, string, bool) {
	sf := fields(subj)
	if attr != "be with" {
		p := strings.TrimSuffix(attr, " with")
		if !heldWithNouns[p] || strings.Contains(p, " ") || len(sf) != 1 {
			return "", "", false
		}
		return subj, p, true // (home, insurance with)
	}
	switch {
	case len(sf) == 1 && heldWithNouns[sf[0]]:
		return "user", sf[0], true
	case len(sf) == 2 && heldWithNouns[sf[1]] && !firstPerson[sf[0]]:
		return sf[0], sf[1], true
	}
	return "", "", false
}

// serviceNouns are household services one has one supplier of at a time
// (canon.service-provider). Energy is not one of them: its suppliers are
// also named per fuel ("switched gas and electricity to ...") and by
// returns ("is back with ..."), which no rule keys yet, and reading it made
// false pairs over those unread versions.
var serviceNouns = map[string]bool{"broadband": true, "internet": true, "wifi": true}

// providerNouns name a service's supplier after the service's noun.
var providerNouns = map[string]bool{"provider": true, "supplier": true, "company": true, "with": true}

// serviceProvider reads a unit that names the supplier of a household
// service and returns the service: (broadband, provider), (user, broadband
// provider), (user, broadband with), (broadband, be) with a named value.
func serviceProvider(u *Unit) (string, bool) {
	if u.Value.Surface == "" || isLowerWord(firstChar(u.Value.Surface)) {
		return "", false // a supplier is a name
	}
	// whole-canon tests first: this runs on every unit
	a := u.Attribute.Canon
	if serviceNouns[u.Subject.Canon] && (providerNouns[a] || a == "be") {
		return u.Subject.Canon, true
	}
	if u.Subject.Canon == "user" {
		if svc, p, ok := strings.Cut(a, " "); ok && serviceNouns[svc] && providerNouns[p] {
			return svc, true
		}
	}
	return "", false
}

// onHeads are what one is "on" one at a time (relation.on-head): a diet,
// a tariff, a plan.
var onHeads = map[string]bool{"diet": true, "tariff": true, "plan": true, "contract": true, "food": true, "shift": true, "shifts": true, "fluids": true, "medication": true}

// userOwnedBare: u's subject is a bare thing a person has one of (one or
// two lowercase words, no name, no determiner but "the", its head a
// personal noun or a rent or salary): "GP", "the dentist", "rent".
func userOwnedBare(u *Unit) bool {
	if strings.Contains(u.Form, "copula-prep") || u.Value.Surface == "" || isLowerWord(firstChar(u.Value.Surface)) && !containsDigit(u.Value.Surface) {
		return false // "the gym is quiet", "the office is at 12 Quay Street": a state or a place of it
	}
	f := ownedBareWords(u.Subject.Canon)
	if len(f) == 0 || len(f) > 2 || u.Subject.Surface == "" {
		return false
	}
	sw := fields(u.Subject.Surface)
	for len(sw) > 0 && (strings.EqualFold(sw[0], "the") || transientAdjectives[strings.ToLower(sw[0])]) {
		sw = sw[1:] // "the new dentist", "New GP"
	}
	if len(sw) != len(f) {
		return false // an owner, a determiner or a possessive was dropped
	}
	for i, w := range sw {
		l := strings.ToLower(w)
		if !isLetters(w) || l != f[i] {
			return false
		}
		// a capital only at the text's start or on a personal noun's
		// abbreviation ("GP"): "the Acme hotel" names an owner
		if w != l && !(u.Subject.Start == 0 && i == 0) && !(w == strings.ToUpper(w) && personalNouns[l]) {
			return false
		}
	}
	h := f[len(f)-1]
	return personalNouns[h] || h == "rent" || h == "salary" || h == "mortgage"
}

// ownedBareWords are the words of a bare subject's canon without a leading
// transient adjective ("new gp" is "gp").
func ownedBareWords(canon string) []string {
	f := fields(canon)
	if len(f) > 1 && transientAdjectives[f[0]] {
		f = f[1:]
	}
	return f
}

// personalNouns are things a person has one of, which a first-person agent
// owns when it changes them ("User changed the emergency contact to Rosa");
// a device or a setting the user adjusts ("bumped the thermostat to 70°F")
// stays keyed as itself.
var personalNouns = map[string]bool{"contact": true, "email": true, "address": true, "phone": true, "number": true, "doctor": true, "dentist": true,
	"gp": true, "pediatrician": true, "therapist": true, "bank": true, "carrier": true, "provider": true, "insurer": true, "plan": true,
	"password": true, "username": true, "handle": true, "nickname": true, "name": true, "hotel": true, "flight": true, "seat": true,
	"car": true, "school": true, "employer": true, "manager": true, "landlord": true, "mentor": true, "trainer": true, "barber": true,
	"vet": true, "gym": true, "pharmacy": true, "surname": true, "title": true, "role": true, "team": true, "desk": true, "office": true}

// positionView is the post a holder took ("X took office as rector of Y",
// "X serves as commander of Y", "X was appointed director of Y"): also
// (x, position) = "rector of y", keyed like "X holds the position of ...".
func (e *Extractor) positionView(u *Unit) (Unit, bool) {
	if e.isOff("role.position-view") || u.KeyOnly || u.Negated {
		return Unit{}, false
	}
	if u.Rule != "role.took-over-as" && u.Rule != "role.appointed" {
		return Unit{}, false
	}
	a, z := u.Attribute.Start, u.Subject.End
	if a >= z || u.Value.Start >= a || z > len(u.Text) {
		return Unit{}, false
	}
	pv := *u
	pv.Subject = u.Value
	pv.Subject.Canon = subjectCanon(fields(u.Value.Surface))
	pv.Value = Span{Surface: u.Text[a:z], Start: a, End: z, Canon: valueCanonOf(u.Text[a:z])}
	pv.Attribute = Span{Start: a, End: a, Canon: "position"}
	pv.Rule, pv.Form = "role.position-view", "role.position-view+"+u.Form
	pv.Confidence = u.Confidence * 0.95
	pv.Cardinality = CardFunctional
	if pv.Subject.Canon == "" || pv.Value.Canon == "" {
		return Unit{}, false
	}
	return pv, true
}

// joinFromVerbs take "V-ed NEW from OLD" ("rejoined Ribeira SC from
// Dunmore Athletic", "signed for Calder Town from Kessel Rovers").
var joinFromVerbs = lexSet("join_from_verbs")

// fromAfterValue finds "NEW from OLD" right after the unit's value, with a
// verb of joinFromVerbs in the clause, and returns OLD (up to a comma, a time
// adjunct or the end).
func fromAfterValue(text string, toks []tok, u *Unit) *Span {
	if u.Value.Canon == "" {
		return nil
	}
	verb := false
	for _, t := range toks {
		if strings.HasPrefix(t.tag, "VB") && joinFromVerbs[lemmaVerb(t.low)] {
			verb = true
		}
	}
	if !verb {
		return nil
	}
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].low != "from" || toks[i].start < u.Value.End || toks[i].start > u.Value.End+1 {
			continue
		}
		j := i + 1
		for j < len(toks) && toks[j].text != "," && toks[j].text != "." && toks[j].text != ";" && !isYear(toks[j].low) && toks[j].low != "in" && toks[j].low != "on" && toks[j].low != "for" && toks[j].low != "after" && toks[j].low != "to" && toks[j].low != "onto" {
			j++
		}
		if j == i+1 || j-i > 6 || j < len(toks) && (toks[j].low == "to" || toks[j].low == "onto") {
			return nil // "switched jobs from Google to Meta": a from-to, not NEW from OLD
		}
		a, z := toks[i+1].start, toks[j-1].end
		if a >= z || z > len(text) {
			return nil
		}
		sp := Span{Surface: text[a:z], Start: a, End: z, Canon: valueCanonOf(text[a:z])}
		if sp.Canon == "" || sp.Canon == u.Value.Canon {
			return nil
		}
		return &sp
	}
	return nil
}

// fromToOld finds "from X to V" / "off X onto V" in a clause whose chosen
// unit's value is V ("the pager rotation moved from Kim to Lee", "ingestion
// moved off RabbitMQ onto Kafka") and returns X as the stated old value.
// sameCanonAcronym: canon c is the value's canonical form v, or v is c
// with the name's own acronym appended as one last word ("aws secrets
// manager asm").
func sameCanonAcronym(c, v string) bool {
	return c == v || c != "" && strings.HasPrefix(v, c+" ") && !strings.Contains(v[len(c)+1:], " ")
}

func fromToOld(text string, toks []tok, u *Unit) *Span {
	if u.Value.Canon == "" {
		return nil
	}
	for i := 0; i+3 < len(toks); i++ {
		if l := toks[i].low; l != "from" && l != "off" {
			continue
		}
		for j := i + 2; j < len(toks) && j <= i+7; j++ {
			if l := toks[j].low; l != "to" && l != "onto" {
				continue
			}
			a, z := toks[i+1].start, toks[j-1].end
			if a >= z || z > len(text) {
				break
			}
			// the words after "to" up to the value's end must be the value
			if u.Value.End <= toks[j].end || u.Value.End > len(text) || u.Value.Start < toks[j].end || !sameCanonAcronym(valueCanonOf(text[toks[j].end:u.Value.End]), u.Value.Canon) {
				break
			}
			sp := Span{Surface: text[a:z], Start: a, End: z, Canon: withValueUnit(valueCanonOf(text[a:z]), u.Value.Canon)}
			if sp.Canon == "" || sp.Canon == u.Value.Canon {
				return nil
			}
			return &sp
		}
	}
	return nil
}

// teamView is the second reading of a signing or a joining: "X joined
// Riverton Rovers" is a new employer or a new team, "X signed with the
// Sunvale Kings" a new record label or a new team; the words cannot tell a
// club from a company or a label, so the clause is also keyed as the team,
// and only the reading the subject's other memories share can pair.
func (e *Extractor) teamView(u *Unit, toks []tok) (Unit, bool) {
	if e.isOff("relation.team-view") || u.KeyOnly || u.Cardinality != CardFunctional || !namedSurface(u.Subject.Surface) || firstPerson[u.Subject.Canon] || u.Subject.Canon == "user" {
		return Unit{}, false // a player is named; "I joined the RSPB" is no signing
	}
	var verbs []string
	switch u.Attribute.Canon {
	case "employer":
		verbs = []string{"join", "rejoin"}
	case "record label":
		verbs = []string{"sign", "re-sign", "resign"}
	default:
		return Unit{}, false
	}
	found := false
	for _, t := range toks {
		if strings.HasPrefix(t.tag, "VB") && slices.Contains(verbs, lemmaVerb(t.low)) {
			found = true
			break
		}
	}
	if !found {
		return Unit{}, false
	}
	tv := *u
	tv.Attribute.Canon = "team"
	tv.Rule, tv.Form = "relation.team-view", "relation.team-view+"+u.Form
	tv.Confidence = u.Confidence * 0.95
	return tv, true
}

// driverView is the second reading of a named person driving a numbered
// vehicle: "Agnieszka Reeve is now driving van 38" is her car and also van
// 38's driver, keyed like "Van 38 driver: Jonty Rees" (a fleet records the
// vehicle's driver; a car that is no numbered unit, "drives a Golf", has
// none).
func (e *Extractor) driverView(u *Unit) (Unit, bool) {
	if e.isOff("relation.driver-view") || u.KeyOnly || u.Negated || u.Attribute.Canon != "car" || !namedSurface(u.Subject.Surface) || firstPerson[u.Subject.Canon] || u.Subject.Canon == "user" {
		return Unit{}, false
	}
	ws := fields(u.Value.Canon)
	if !numberedVehicle(ws) {
		return Unit{}, false
	}
	dv := *u
	dv.Subject, dv.Value = u.Value, u.Subject
	dv.Subject.Canon = subjectCanon(fields(u.Value.Surface))
	dv.Value.Canon = valueCanonOf(u.Subject.Surface)
	dv.Attribute.Canon, dv.Cardinality = "driver", CardFunctional
	dv.Rule, dv.Form = "relation.driver-view", "relation.driver-view+"+u.Form
	dv.Confidence = u.Confidence * 0.95
	return dv, dv.Subject.Canon != "" && dv.Value.Canon != ""
}

// numberedVehicle reports a fleet vehicle's canonical name: a vehicle noun
// and its fleet number ("van 38", "bus 12", "pool car 4"); a model's number
// ("Mazda 3") is no fleet number.
func numberedVehicle(ws []string) bool {
	n := len(ws)
	return n >= 2 && n <= 3 && fleetNouns[strings.Join(ws[:n-1], " ")] && isDigits(ws[n-1]) && len(ws[n-1]) <= 4
}

// fleetNouns are vehicles a fleet numbers.
var fleetNouns = map[string]bool{"van": true, "bus": true, "minibus": true, "truck": true, "lorry": true, "coach": true,
	"tractor": true, "trailer": true, "cab": true, "taxi": true, "pool car": true, "car": true, "forklift": true, "ambulance": true}

// clubName reports a sports club's name: a word like Athletic, Rovers,
// United, FC, S.C. in it ("S.C. Braga", "Kessel Rovers").
func clubName(surface string) bool {
	for _, w := range fields(surface) {
		if clubWords[strings.ToLower(strings.ReplaceAll(w, ".", ""))] {
			return true
		}
	}
	return false
}

// groupHeadCanon reports a canonical value headed by a group noun ("choir",
// "city council", "board"): a group one is a member of.
func groupHeadCanon(v string) bool {
	f := fields(v)
	if len(f) == 0 || len(f) > 5 {
		return false
	}
	h := f[len(f)-1]
	if sg, ok := singular(h); ok {
		h = sg
	}
	switch h {
	case "team", "group", "squad", "committee", "department", "band", "choir", "club", "board", "council", "crew", "guild", "orchestra", "league", "society", "panel", "ensemble", "chorus", "cast", "jury":
		return true
	}
	return false
}

// codeAfter returns the code in "on <code>" or "for <code>" right after
// offset at in text, lowercased ("#20990", "po-4471"), or "": one word with
// a digit, not a date, a time or an amount (relation.on-code-owner).
func codeAfter(text string, at int) string {
	if at < 0 || at > len(text) {
		return ""
	}
	rest := strings.TrimLeft(text[at:], " ")
	var word string
	switch {
	case strings.HasPrefix(rest, "on "):
		word = rest[3:]
	case strings.HasPrefix(rest, "for "):
		word = rest[4:]
	default:
		return ""
	}
	if i := strings.IndexAny(word, " ,;.)"); i >= 0 {
		word = word[:i]
	}
	if len(word) < 2 || !containsDigit(word) || !hasLetter(word) && word[0] != '#' || strings.ContainsAny(word, "$€£¥:/") {
		return ""
	}
	if lw := strings.ToLower(word); isTemporalValue(lw) || strings.HasSuffix(lw, "am") || strings.HasSuffix(lw, "pm") || strings.HasSuffix(lw, "th") || strings.HasSuffix(lw, "st") || strings.HasSuffix(lw, "nd") || strings.HasSuffix(lw, "rd") {
		return ""
	}
	return strings.ToLower(word)
}

// thingLocationAttrs are the relations that say where a thing is
// (relation.thing-location).
var thingLocationAttrs = map[string]bool{"residence": true, "location": true, "base at": true, "move to": true, "move within": true, "locate in": true, "locate at": true}

// massOfNouns name an amount that is a mass without being a thing's
// weight: "the dose is 20 mg", "the baggage allowance is 23 kg".
var massOfNouns = map[string]bool{"dose": true, "dosage": true, "amount": true, "portion": true, "serving": true, "limit": true,
	"allowance": true, "capacity": true, "load": true, "payload": true, "quantity": true, "order": true, "delivery": true, "target": true}

// massValue: a canonical value that is a mass and nothing else ("14100 g").
func massValue(v string) bool {
	n, unit, ok := strings.Cut(v, " ")
	if !ok || unit != "g" || n == "" {
		return false
	}
	dot := false
	for i := 0; i < len(n); i++ {
		switch c := n[i]; {
		case c == '.' && !dot && i > 0:
			dot = true
		case c < '0' || c > '9':
			return false
		}
	}
	return true
}

// numberedThing reports a subject that names a numbered thing ("van 5",
// "nas-01", "t2", "crate 0419"): a word with a digit, no person's name.
func numberedThing(subj string) bool {
	for _, w := range strings.Fields(subj) {
		for i := 0; i < len(w); i++ {
			if w[i] >= '0' && w[i] <= '9' {
				return true
			}
		}
	}
	return false
}

// dueThing returns the thing of a due-date unit, (thing, due date): the
// subject and the attribute's words before "due date" (or "due" before a
// date value) joined, "next" dropped; false for no due-date unit.
func dueThing(subj, attr, value string) (string, bool) {
	var pre string
	switch {
	case attr == "be" && strings.HasSuffix(subj, " due date"):
		pre = strings.TrimSuffix(subj, " due date")
	case attr == "due date":
		pre = subj
	case strings.HasSuffix(attr, " due date"):
		pre = subj + " " + strings.TrimSuffix(attr, " due date")
	case strings.HasSuffix(attr, " due") && (containsDigit(value) || isTemporalValue(value)):
		pre = subj + " " + strings.TrimSuffix(attr, " due")
	default:
		return "", false
	}
	var out []string
	for _, w := range fields(pre) {
		if w == "next" || w == "user" && len(out) == 0 {
			continue // "next", and "user" (the speaker) opening the thing
		}
		out = append(out, w)
	}
	if len(out) == 0 {
		return "", false
	}
	if sg, plural := singular(out[len(out)-1]); plural {
		out[len(out)-1] = sg // "BVD boosters due" = "BVD booster due"
	}
	return strings.Join(out, " "), true
}

// groupAside reports a parenthesis right after the value (offset end of
// text) whose last word is a group noun: "Hatherby Wheelers (cycling
// club)", "Brandon Voices (community choir)".
func groupAside(text string, end int) bool {
	if end < 0 || end > len(text) {
		return false
	}
	rest := strings.TrimLeft(text[end:], " ")
	if !strings.HasPrefix(rest, "(") {
		return false
	}
	in, _, ok := strings.Cut(rest[1:], ")")
	if !ok {
		return false
	}
	ws := fields(strings.ToLower(in))
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	head, _ := singular(strings.Trim(ws[len(ws)-1], ".,;"))
	return groupNouns[head]
}

// dateChangeAttrs are the attributes of a date's change: "deferred to",
// "slipped to", "pushed to" (keyed date), "brought forward to".
var dateChangeAttrs = map[string]bool{"defer to": true, "slip to": true, "postpone to": true, "push to": true, "push back to": true,
	"bring forward to": true, "put back to": true, "reschedule to": true, "reschedule for": true, "delay to": true, "move to": true,
	"date": true, "rebook for": true, "rebook to": true, "book for": true}

// eventNouns name events a thing has a date of.
var eventNouns = map[string]bool{"renewal": true, "golive": true, "launch": true, "review": true, "inspection": true, "visit": true,
	"appointment": true, "deadline": true, "opening": true, "kickoff": true, "demo": true, "audit": true, "exam": true, "surgery": true,
	"op": true, "operation": true, "hearing": true, "completion": true, "handover": true, "cutover": true, "checkup": true, "interview": true,
	"meeting": true, "move": true, "start": true, "expiry": true, "launch date": true, "release": true, "test": true}

// calendarDate: a canonical value that is a date with a month ("2026 m09
// d01", "m04 d13", "2026 m06").
func calendarDate(v string) bool {
	f := fields(v)
	if len(f) > 1 && weekdays[f[0]] {
		f = f[1:] // a weekday left before the date ("monday m03 d02"; canonDates drops one, short names too)
	}
	if len(f) == 0 || len(f) > 3 {
		return false
	}
	for _, w := range f {
		if !(isYear(w) || len(w) == 3 && (w[0] == 'm' || w[0] == 'd') && w[1] >= '0' && w[1] <= '9' && w[2] >= '0' && w[2] <= '9') {
			return false
		}
	}
	return strings.Contains(v, "m")
}

// eventDateThing returns the thing of an event-date unit, (thing event,
// date), or false.
func eventDateThing(subj, attr string) (string, bool) {
	var thing string
	switch {
	case dateChangeAttrs[attr] || attr == "be":
		thing = subj
	case eventNouns[attr]:
		thing = subj + " " + attr
	default:
		return "", false
	}
	f := fields(thing)
	if len(f) < 2 || !eventNouns[f[len(f)-1]] {
		return "", false // the thing must end in its event: "pinecastle renewal"
	}
	return thing, true
}
