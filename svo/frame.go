package svo

import (
	"strings"
)

// Frame keys (ADR-0051's "lexical operation over normalized strings"): when
// no lexicon attribute applies, the key of a clause is its normalized
// predicate frame with the value constituent masked. Two memories that say
// the same thing with one value constituent changed then share a key without
// a lexicon entry: "Tipperary last won the All-Ireland in 2016" and "... in
// 2019" are (tipperary, last win all-ireland in ⟨v⟩) = 2016 / 2019.
//
// The masked constituent is a value (a date of a "last/most recent/opened
// on" clause, a number, a passive agent, the holder of a unique role), never
// the verb, a scope or a time adjunct that merely dates the clause. A frame
// unit needs functional evidence (a recency marker, a superlative or
// ordinal, a record, a measurement); without it the clause keeps the
// parser's reading.

// frameMask stands for the value in a frame key.
const frameMask = "⟨v⟩"

// recencyMarkers make a clause's date its value ("last won ... in 2016").
var recencyMarkers = map[string]bool{"next": true, "upcoming": true, "last": true, "latest": true, "recently": true, "newest": true, "lately": true, "previous": true, "recent": true, "reigning": true, "current": true, "defending": true, "incumbent": true, "first": true}

// temporalVerbs are events whose date is the fact ("opens on", "premieres on",
// "is scheduled for").
var temporalVerbs = map[string]bool{"return": true, "open": true, "reopen": true, "premiere": true, "release": true, "launch": true, "debut": true, "air": true, "schedule": true, "reschedule": true, "start": true, "begin": true, "end": true, "close": true, "expire": true, "due": true, "kick": true, "occur": true, "happen": true, "come": true, "take": true, "hold": true}

// frameWord is one canonical word of a frame: folded, spelling unified,
// verbs lemmatized, determiners and punctuation dropped ("" to drop).
func frameWord(t *mtok) string {
	if t.chunk == "punct" || t.low == "'s" || t.low == "'" || t.noFrame {
		return ""
	}
	if strings.HasPrefix(t.tag, "VB") {
		return lemmaVerb(t.low)
	}
	w := keyWord(t.text)
	if w == "" {
		return ""
	}
	if strings.HasPrefix(t.tag, "NNS") {
		if s, ok := singular(w); ok {
			return s
		}
	}
	return w
}

func frameOf(toks []mtok, a, b int) string {
	var out []string
	for k := a; k < b; k++ {
		if w := frameWord(&toks[k]); w != "" {
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}

// hasMarker reports a recency marker or a superlative in [a, b).
func hasMarker(toks []mtok, a, b int) string {
	for k := a; k < b; k++ {
		t := &toks[k]
		if recencyMarkers[t.low] || thisYears(toks, k) {
			return t.low
		}
		if superlativeWord(toks, k) || t.low == "top" {
			return t.low
		}
	}
	return ""
}

// superlativeWord: a superlative ("highest", "most", "best-selling"), a
// leading or reigning title holder, an ordinal or a record.
func superlativeWord(toks []mtok, k int) bool {
	t := &toks[k]
	switch {
	case t.tag == "JJS" || t.tag == "RBS" || t.low == "most" || t.low == "fewest" || t.low == "least" && k+1 < len(toks) && toks[k+1].chunk != "num":
		return true
	case strings.HasPrefix(t.low, "best-") || strings.HasPrefix(t.low, "worst-") || strings.HasPrefix(t.low, "highest-") || strings.HasPrefix(t.low, "most-") || strings.HasSuffix(t.low, "-most"):
		return true
	case strings.Contains(t.low, "-") && superlativeStem(t.low[:strings.IndexByte(t.low, '-')]):
		return true // "longest-serving", "oldest-surviving", "fastest-growing"
	case t.low == "leading" || t.low == "reigning" || t.low == "defending" || t.low == "incumbent" || t.low == "ranking" && k+1 < len(toks) && toks[k+1].low == "member":
		return true
	case strings.Contains(t.low, "-") && isOrdinalWord(t.low[:strings.IndexByte(t.low, '-')]):
		return true // "first-round pick"
	case t.low == "of" && k+2 < len(toks) && toks[k+1].low == "the" && titlePeriods[toks[k+2].low]:
		return true // "player of the tournament", "coach of the year"
	}
	if isOrdinalWord(t.low) && k+1 < len(toks) && toks[k+1].chunk == "name" && (t.chunk == "name" || t.chunk == "num") {
		return false // "the 11th Army", "the Seventh Fen Rifles": part of a name
	}
	return recordAt(toks, k) || isOrdinalWord(t.low)
}

// thisYears: "this year's", "last year's", "next season's" at k.
func thisYears(toks []mtok, k int) bool {
	l := toks[k].low
	return (l == "this" || l == "last" || l == "next") && k+2 < len(toks) && timePeriodWords[toks[k+1].low] && toks[k+2].low == "'s"
}

func isOrdinalWord(l string) bool {
	switch l {
	case "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth":
		return true
	}
	n := len(l)
	if n >= 3 && (strings.HasSuffix(l, "st") || strings.HasSuffix(l, "nd") || strings.HasSuffix(l, "rd") || strings.HasSuffix(l, "th")) {
		for i := 0; i < n-2; i++ {
			if l[i] < '0' || l[i] > '9' {
				return false
			}
		}
		return true
	}
	return false
}

// mainVerb finds the first verb group token after a of a clause that is
// not inside a name; -1 if none.
func mainVerb(toks []mtok, a int) int {
	for k := a; k < len(toks); k++ {
		t := &toks[k]
		if t.chunk == "vg" && (strings.HasPrefix(t.tag, "VB") || t.tag == "MD") {
			return k
		}
		if t.is(wBe) || t.is(wHave) {
			return k
		}
		// "Wales last beat South Africa": the tagger may miss a verb after a
		// recency adverb
		if k > a && (toks[k-1].low == "last" || toks[k-1].low == "recently" || toks[k-1].low == "first") && toks[k-1].chunk != "time" && knownVerbs[lemmaVerb(t.low)] && !strings.HasPrefix(t.tag, "NNP") {
			return k
		}
		// the tagger reads "accounts" in "North Fen accounts for 12%" as a
		// plural noun: a known verb after a name, before a preposition
		if (t.tag == "NNS" || t.tag == "NN") && k > a && toks[k-1].chunk == "name" && k+1 < len(toks) && (toks[k+1].is(wPrep) || toks[k+1].low == "the") && (knownVerbs[lemmaVerb(t.low)] || temporalVerbs[lemmaVerb(t.low)] || strings.HasSuffix(t.low, "s") && toks[k+1].is(wPrep)) && (lemmaVerb(t.low) != t.low || temporalVerbs[t.low]) {
			return k
		}
	}
	return -1
}

// verbEnd is the end of the verb group starting at v (auxiliaries,
// adverbs, participles, particles).
func verbEnd(toks []mtok, v int) int {
	k := v
	for k < len(toks) && (toks[k].chunk == "vg" || toks[k].tag == "RB" && k > v || toks[k].tag == "RP" || recencyMarkers[toks[k].low] && k > v) {
		k++
	}
	return k
}

// frameUnit builds a frame unit: the subject phrase [sa, se), the frame
// words of the clause outside the value [va, vb), the value.
func frameUnit(m *ruleMatch, sa, se, va, vb int, attr string, card Cardinality, conf float64) (Unit, string) {
	toks := m.toks
	if va >= vb {
		return Unit{}, "empty value"
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: card, Confidence: conf}
	sp := func(a, b int) Span {
		if a >= b {
			at := toks[len(toks)-1].end
			if a < len(toks) {
				at = toks[a].start
			}
			return Span{Start: at, End: at}
		}
		s, e := toks[a].start, toks[b-1].end
		return Span{Surface: m.text[s:e], Start: s, End: e}
	}
	u.Subject = sp(sa, se)
	u.Subject.Canon = frameOf(toks, sa, se)
	u.Value = sp(va, vb)
	u.Value.Canon = valueCanonOf(u.Value.Surface)
	if attr == "" {
		// the frame: every word outside the subject, the value masked
		var parts []string
		if f := frameOf(toks, se, va); f != "" && va >= se {
			parts = append(parts, f)
		}
		if va >= se {
			parts = append(parts, frameMask)
		}
		if f := frameOf(toks, max(se, vb), len(toks)); f != "" {
			parts = append(parts, f)
		}
		attr = strings.Join(parts, " ")
		u.Attribute = sp(se, len(toks))
	} else {
		u.Attribute = Span{Start: u.Value.Start, End: u.Value.Start}
	}
	u.Attribute.Canon = attr
	if u.Subject.Canon == "" || u.Attribute.Canon == "" || u.Value.Canon == "" {
		return Unit{}, "empty slot"
	}
	if len(fields(u.Attribute.Canon)) > 14 {
		return Unit{}, "frame too long"
	}
	return u, ""
}

// emitTemporalValue: "X last V-ed Y in/on DATE", "The most recent N of X was
// in DATE", "X opens on DATE": the date is the value.
func emitTemporalValue(e *Extractor, m *ruleMatch) (Unit, string) {
	toks := m.toks
	g := m.caps["when"]
	if g.empty() || g.i == 0 {
		return Unit{}, "no date"
	}
	v := mainVerb(toks, 0)
	if v <= 0 || v >= g.i {
		return Unit{}, "no verb before the date"
	}
	marker := hasMarker(toks, 0, g.i)
	temporal := false
	for k := v; k < g.i; k++ {
		if temporalVerbs[toks[k].lemma] && strings.HasPrefix(toks[k].tag, "VB") {
			temporal = true
		}
	}
	bare := marker == "" && bareDateObject(toks, v, g.i)
	if marker == "" && !temporal && !bare {
		return Unit{}, "no recency marker or event verb (a date that only dates the clause)"
	}
	// the date without its preposition; a date needs a digit or a month
	va := g.i
	for va < g.j && (toks[va].is(wPrep) || toks[va].low == "the") {
		va++
	}
	hasDate := false
	for k := va; k < g.j; k++ {
		if containsDigit(toks[k].low) || monthNum[strings.TrimSuffix(toks[k].low, ".")] > 0 {
			hasDate = true
		}
	}
	if !hasDate {
		return Unit{}, "the time adjunct is not a date"
	}
	for k := 0; k < v; k++ {
		if pronounStart(&toks[k]) && k == 0 {
			return Unit{}, "pronoun subject"
		}
	}
	u, why := frameUnit(m, 0, v, va, g.j, "", CardFunctional, 0.86)
	if why != "" {
		return u, why
	}
	if bare {
		// "renews 12 November" keys like "renews on 12 November" (the
		// parser's (pet insurance, renew date))
		u.Attribute.Canon = toks[v].lemma + " " + temporalAttr(u.Value.Canon)
		return u, ""
	}
	// the date's preposition belongs to the value ("in 2011", "on 3 May
	// 2019": its granularity picks the preposition), not to the frame
	if g.i < va {
		u.Attribute.Canon = strings.TrimSpace(strings.TrimSuffix(u.Attribute.Canon, frameOf(toks, g.i, va)+" "+frameMask)) + " " + frameMask
		u.Attribute.Canon = strings.TrimSpace(u.Attribute.Canon)
	}
	return u, ""
}

// bareDateObject: the date at g follows the verb group of main verb v with
// nothing between and no preposition (chunk.bare-date): "renews 12
// November", "ends 30 January 2024" — the verb's object, not a time that
// only dates the clause ("renewed on 12 November" is).
func bareDateObject(toks []mtok, v, g int) bool {
	k := v
	for k < g && toks[k].chunk == "vg" {
		k++
	}
	return k == g && !preps[toks[g].low] && toks[g].low != "the"
}

// emitRoleCopula: a specificational copula whose one side names a unique
// role (a superlative, an ordinal, a recency marker, a record): the role is
// the key, the other side the value. "The most recent winner of the cup is
// Australia" = (most recent winner of cup, holder) = australia; "Germany are
// the reigning champions" = (reigning champion, holder) = germany.
func emitRoleCopula(e *Extractor, m *ruleMatch) (Unit, string) {
	return roleCopula(m, false)
}

// emitRoleSuperlative is emitRoleCopula for a superlative, ordinal or
// record role only ("the tallest tower in Varnholt"), which outranks the
// parser's attribute reading so both voices share the key.
func emitRoleSuperlative(e *Extractor, m *ruleMatch) (Unit, string) {
	return roleCopula(m, true)
}

func superlativeMarker(toks []mtok, a, b int) bool {
	for k := a; k < b; k++ {
		if superlativeWord(toks, k) && toks[k].low != "first" {
			return true
		}
	}
	return false
}

func roleCopula(m *ruleMatch, strict bool) (Unit, string) {
	toks := m.toks
	if strict && !superlativeMarker(toks, 0, len(toks)) {
		return Unit{}, "no superlative, ordinal or record"
	}
	s, c := m.caps["subj"], m.caps["comp"]
	if s.empty() || c.empty() {
		return Unit{}, "empty side"
	}
	q := 0
	for k := s.i; k < s.j; k++ {
		if toks[k].text == "\"" {
			q++
		}
	}
	if q%2 == 1 {
		return Unit{}, "the copula is inside a quoted title"
	}
	sideVerb, compVerb := hasVerbIn(toks, s.i, s.j), hasVerbIn(toks, c.i, c.j)
	if strings.HasPrefix(toks[c.i].tag, "VB") || toks[c.i].chunk == "vg" || toks[c.i].is(wPrep) {
		return Unit{}, "a passive, progressive or prepositional predicate, not a copula"
	}
	for k := c.i; k < c.j; k++ {
		if toks[k].low == "and" || toks[k].low == "or" || toks[k].text == "," {
			return Unit{}, "a coordinated side states two facts"
		}
	}
	sm, cm := hasMarker(toks, s.i, s.j), hasMarker(toks, c.i, c.j)
	switch {
	case sm != "" && cm == "":
		// the role is the subject (a reduced relative or an infinitive may
		// narrow it: "the most recent state admitted to the Union", "the
		// last pitcher to throw a no-hitter"), the holder the complement
		if compVerb {
			return Unit{}, "the holder side holds a clause"
		}
		if c.j-c.i > 8 || pronounStart(&toks[c.i]) || toks[c.i].low == "a" || toks[c.i].low == "an" {
			return Unit{}, "the holder is not a definite value"
		}
		return frameUnit(m, s.i, s.j, c.i, c.j, "holder", CardFunctional, 0.86)
	case cm != "" && sm == "":
		if sideVerb {
			return Unit{}, "the holder side holds a clause"
		}
		if !(toks[c.i].low == "the" || toks[c.i].tag == "PRP$" || toks[c.i].chunk == "name") {
			return Unit{}, "the role is not definite (a class membership)"
		}
		if toks[s.i].chunk != "name" || s.j-s.i > 6 {
			return Unit{}, "the holder is not a name"
		}
		return frameUnit(m, c.i, c.j, s.i, s.j, "holder", CardFunctional, 0.84)
	}
	return Unit{}, "no unique role on exactly one side"
}

func hasVerbIn(toks []mtok, a, b int) bool {
	for k := a; k < b; k++ {
		if t := &toks[k]; t.low != "'s" && (t.chunk == "vg" && strings.HasPrefix(t.tag, "VB") && t.tag != "VBN" && t.tag != "VBG" || t.is(wBe) || t.is(wHave)) {
			return true
		}
	}
	return false
}

// emitFrameNumber: a number is the value of a functional measurement or a
// running total; the rest of the clause is the frame. "Italy has won 4
// titles", "North America accounts for 7.6% of the population", "Poland
// finished 21st at the World Cup".
func emitFrameNumber(e *Extractor, m *ruleMatch) (Unit, string) {
	toks := m.toks
	g := m.caps["num"]
	if g.empty() {
		return Unit{}, "no number"
	}
	if g.j-g.i == 1 && toks[g.i].low == "one" && g.i > 0 && (strings.HasPrefix(toks[g.i-1].tag, "JJ") || toks[g.i-1].tag == "DT" || toks[g.i-1].tag == "PRP$") {
		return Unit{}, "\"one\" after an adjective or determiner is a pronoun (\"an electric one\")"
	}
	v := mainVerb(toks, 0)
	if v <= 0 {
		return Unit{}, "no verb"
	}
	if pronounStart(&toks[0]) {
		return Unit{}, "pronoun subject"
	}
	for k := 0; k+1 < len(toks); k++ {
		if toks[k].low == "had" && (toks[k+1].tag == "VBN" || toks[k+1].low == "been") {
			// "Dale had been chosen from a shortlist of 4 candidates": the
			// past perfect tells a detail of a past event, no running total
			return Unit{}, "past perfect: a detail of a past event"
		}
	}
	// a number inside the subject is the value only at its start ("9 cities have ...")
	if g.i < v && g.i != 0 {
		return Unit{}, "a number inside the subject names it"
	}
	// one number only: two numbers make the slot ambiguous
	n := 0
	for k := range toks {
		if toks[k].chunk == "num" {
			if k > 0 && toks[k-1].chunk == "num" {
				continue
			}
			n++
		}
	}
	if n != 1 {
		return Unit{}, "not exactly one number"
	}
	for k := g.i; k < g.j; k++ {
		if !plainNumber(toks[k].low) {
			return Unit{}, "not a plain number (" + toks[k].text + ")"
		}
	}
	for k := range toks {
		if toks[k].text == ":" || toks[k].text == ";" {
			return Unit{}, "a label or a second clause"
		}
	}
	if n := len(toks); toks[n-1].chunk == "time" && containsDigit(toks[n-1].low) && recencyTok(toks) {
		return Unit{}, "a recency-marked clause ending in a date: the date is the value"
	}
	if g.i > 0 && toks[g.i-1].chunk == "name" && strings.Contains(toks[g.i].low, ".") {
		return Unit{}, "a version of a named product (" + toks[g.i-1].text + " " + toks[g.i].text + ")"
	}
	va, vb := g.i, g.j
	if vb < len(toks) && (toks[vb].low == "%" || toks[vb].low == "percent" || toks[vb].low == "times" || scaleWords[toks[vb].low] > 0) {
		vb++
	}
	if _, unit := unitCanon[strings.TrimSuffix(toks[min(vb, len(toks)-1)].low, ".")]; unit && vb < len(toks) && vb == g.j {
		vb++ // "100 °C", "212 m": the unit belongs to the value
	}
	if va > 0 && (toks[va-1].text == "$" || toks[va-1].low == "more" || toks[va-1].low == "over") {
		va--
	}
	se := v
	if g.i == 0 {
		se = 0
	}
	u, why := frameUnit(m, 0, se, va, vb, "", CardFunctional, 0.84)
	if why != "" {
		return u, why
	}
	if g.i == 0 {
		// the subject was the number: key on the rest of the subject and the predicate
		u.Subject.Canon = frameOf(toks, vb, v)
		u.Attribute.Canon = frameMask + " " + frameOf(toks, v, len(toks))
		if u.Subject.Canon == "" {
			return Unit{}, "empty subject"
		}
	}
	return u, ""
}

// emitFrameAgent: "Last year's final was won by X", "The record is held by
// X", "The Grammy for Song of the Year went to X": the holder is the value
// of an event or title that carries a unique-role marker.
func emitFrameAgent(e *Extractor, m *ruleMatch) (Unit, string) {
	toks := m.toks
	s, a := m.caps["subj"], m.caps["agent"]
	if s.empty() || a.empty() {
		return Unit{}, "empty"
	}
	if pronounStart(&toks[s.i]) && !thisYears(toks, s.i) {
		return Unit{}, "pronoun subject"
	}
	if n := len(toks); toks[n-1].chunk == "time" && containsDigit(toks[n-1].low) && recencyTok(toks) {
		return Unit{}, "a recency-marked clause ending in a date: the date is the value"
	}
	if hasVerbIn(toks, s.i, s.j) || a.j-a.i > 9 || toks[a.i].text != "\"" && (hasVerbIn(toks, a.i, a.j) || a.j-a.i > 7) {
		return Unit{}, "a side holds a clause"
	}
	marker := hasMarker(toks, s.i, s.j)
	award := false
	for k := s.i; k < s.j; k++ {
		if awardNouns[toks[k].lemma] || awardNouns[toks[k].low] {
			award = true
		}
	}
	if marker == "" && !award {
		return Unit{}, "no unique role, record or award in the subject"
	}
	if toks[a.i].chunk != "name" && toks[a.i].low != "the" && toks[a.i].text != "\"" && !(a.j-a.i == 1 && valueAliases[toks[a.i].low] != nil) {
		return Unit{}, "the holder is not a name"
	}
	u, why := frameUnit(m, s.i, s.j, a.i, a.j, "", CardFunctional, 0.85)
	if why != "" {
		return u, why
	}
	u.Attribute.Canon = frameOf(toks, s.j, a.i) + " " + frameMask
	if u.Attribute.Canon == "be hold by "+frameMask {
		u.Attribute.Canon = "holder" // keyed like "X holds the record for ..."
	}
	return u, ""
}

// emitFrameAgentMarked: the agent of an event marked as the latest one
// after its verb ("were knocked out of last year's playoffs by the Lions")
// is the value; the subject and the event are the frame.
func emitFrameAgentMarked(e *Extractor, m *ruleMatch) (Unit, string) {
	toks := m.toks
	s, mid, a := m.caps["subj"], m.caps["mid"], m.caps["agent"]
	if s.empty() || mid.empty() || a.empty() {
		return Unit{}, "empty"
	}
	if pronounStart(&toks[s.i]) {
		return Unit{}, "pronoun subject"
	}
	if hasVerbIn(toks, s.i, s.j) || hasVerbIn(toks, mid.i, mid.j) || mid.j-mid.i > 8 || a.j-a.i > 5 || hasVerbIn(toks, a.i, a.j) {
		return Unit{}, "a side holds a clause"
	}
	if hasMarker(toks, mid.i, mid.j) == "" {
		return Unit{}, "no recency marker in the event"
	}
	if toks[a.i].chunk != "name" && !(toks[a.i].low == "the" && a.j-a.i > 1 && toks[a.i+1].chunk == "name") {
		return Unit{}, "the agent is not a name"
	}
	u, why := frameUnit(m, s.i, s.j, a.i, a.j, "", CardFunctional, 0.82)
	if why != "" {
		return u, why
	}
	u.Attribute.Canon = frameOf(toks, s.j, a.i) + " " + frameMask
	return u, ""
}

// emitMoreThanAnyOther: "X have won Y more times than any other club" is a
// record one holder holds at a time: (win y more times than any other
// club, holder) = x.
func emitMoreThanAnyOther(e *Extractor, m *ruleMatch) (Unit, string) {
	toks := m.toks
	h, v, r := m.caps["holder"], m.caps["verb"], m.caps["rest"]
	if h.empty() || v.empty() || r.empty() || r.j-r.i > 4 || hasVerbIn(toks, r.i, r.j) {
		return Unit{}, "empty or a clause after \"any other\""
	}
	if w := nameLike(m, "holder"); w != "" {
		return Unit{}, w
	}
	if o := m.caps["obj"]; o.empty() || o.j-o.i > 6 || hasVerbIn(toks, o.i, o.j) {
		return Unit{}, "object empty, too long or a clause"
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: 0.85}
	st, en := toks[v.i].start, toks[len(toks)-1].end
	u.Subject = Span{Surface: m.text[st:en], Start: st, End: en, Canon: frameOf(toks, v.i, len(toks))}
	u.Attribute = Span{Start: st, End: st, Canon: "holder"}
	u.Value = m.span("holder")
	u.Value.Canon = valueCanonOf(u.Value.Surface)
	if u.Subject.Canon == "" || u.Value.Canon == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

// awardNouns are titles and prizes that one holder holds at a time.
var awardNouns = map[string]bool{"gold": true, "silver": true, "bronze": true, "record": true, "title": true, "award": true, "prize": true, "medal": true, "trophy": true, "cup": true, "championship": true, "crown": true, "grammy": true, "oscar": true, "emmy": true, "award-winner": true, "pick": true, "seed": true, "winner": true, "champion": true}

// emitRecordHolder: "X holds the record for Y" = (record for Y, holder) = X.
func emitRecordHolder(e *Extractor, m *ruleMatch) (Unit, string) {
	h, r := m.caps["holder"], m.caps["rec"]
	if w := nameLike(m, "holder"); w != "" {
		return Unit{}, w
	}
	end := len(m.toks)
	for end > r.j && m.toks[end-1].chunk == "time" {
		end--
	}
	// the head before for/in/of is a record or title
	rec := false
	for k := r.i; k < end; k++ {
		l := m.toks[k].low
		if l == "for" || l == "in" || l == "of" || l == "at" {
			break
		}
		if l == "record" || l == "title" || l == "majority" || l == "lead" || l == "crown" || l == "presidency" || superlativeWord(m.toks, k) {
			rec = true
		}
	}
	if !rec {
		return Unit{}, "not a record or title"
	}
	if end-r.i > 12 || hasVerbIn(m.toks, r.i, end) {
		return Unit{}, "record phrase too long or a clause"
	}
	return frameUnit(m, r.i, end, h.i, h.j, "holder", CardFunctional, 0.86)
}

// plainNumber: digits with separators, a percent, money or scale suffix, an
// ordinal, or a number word; not a time, a version, a date or an identifier
// ("db-4", "u-66", "10:00", "3.2.1").
func plainNumber(l string) bool {
	if _, ok := numberWords[l]; ok {
		return true
	}
	if isOrdinalWord(l) {
		return true
	}
	l = strings.TrimLeft(l, "$€£")
	l = strings.TrimRight(l, "%kmb")
	if l == "" || strings.Count(l, ".") > 1 {
		return false
	}
	for _, r := range l {
		if !(r >= '0' && r <= '9' || r == ',' || r == '.') {
			return false
		}
	}
	return true
}

// recordAt reports "record" as a record held ("the record for the most
// caps", "the world record"), not a modifier ("record label", "record sales").
func recordAt(toks []mtok, k int) bool {
	if toks[k].low != "record" && toks[k].low != "records" {
		return false
	}
	return k+1 >= len(toks) || toks[k+1].low == "for" || toks[k+1].low == "in" || toks[k+1].low == "of" || toks[k+1].chunk == "vg" || toks[k+1].chunk == "punct"
}

// emitSuperlativeObject: the holder of a superlative, record or marked
// event named as the object ("have won the most titles", "won this year's
// tournament"): (verb + object frame, holder) = subject.
func emitSuperlativeObject(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := nameLike(m, "holder"); w != "" {
		return Unit{}, w
	}
	r := m.caps["rec"]
	end := len(m.toks)
	for end > r.j && m.toks[end-1].chunk == "time" {
		end--
	}
	if end-r.i > 10 || hasVerbIn(m.toks, r.i, end) {
		return Unit{}, "object too long or a clause"
	}
	marked := false
	for k := r.i; k < end && k < r.i+4; k++ {
		if m.toks[k].low == "most" && k+1 < len(m.toks) && (m.toks[k+1].low == "recently" || m.toks[k+1].low == "recent") {
			continue // recency, not a superlative: the date is the value
		}
		if superlativeWord(m.toks, k) || thisYears(m.toks, k) {
			marked = true
		}
	}
	if !marked {
		return Unit{}, "no superlative, record or this year's event in the object"
	}
	v := m.caps["verb"]
	h := m.caps["holder"]
	u, why := frameUnit(m, r.i, end, h.i, h.j, "holder", CardFunctional, 0.86)
	if why != "" {
		return u, why
	}
	u.Subject.Canon = lemmaVerb(m.toks[v.i].low) + " " + u.Subject.Canon
	return u, ""
}

// emitMarkedVenue: the venue of an event with a recency or "this year's"
// marker is the value ("This year's final is played at X").
func emitMarkedVenue(e *Extractor, m *ruleMatch) (Unit, string) {
	s, a := m.caps["subj"], m.caps["agent"]
	if pronounStart(&m.toks[s.i]) && !thisYears(m.toks, s.i) {
		return Unit{}, "pronoun subject"
	}
	if hasMarker(m.toks, s.i, s.j) == "" {
		return Unit{}, "no recency or this year's marker"
	}
	if hasVerbIn(m.toks, a.i, a.j) || a.j-a.i > 8 {
		return Unit{}, "venue holds a clause"
	}
	f := &m.toks[a.i]
	if f.low == "the" && a.j-a.i > 1 {
		f = &m.toks[a.i+1]
	}
	if f.chunk != "name" {
		return Unit{}, "the venue is not a name"
	}
	u, why := frameUnit(m, s.i, s.j, a.i, a.j, "", CardFunctional, 0.86)
	if why != "" {
		return u, why
	}
	u.Attribute.Canon = "venue"
	return u, ""
}

// titlePeriods close an award title "<role> of the year/tournament/...".
var titlePeriods = map[string]bool{"year": true, "tournament": true, "season": true, "match": true, "series": true, "decade": true, "century": true, "month": true, "game": true}

// recencyTok reports a recency word among a clause's tokens.
func recencyTok(toks []mtok) bool {
	for i := range toks {
		switch toks[i].low {
		case "last", "latest", "recent", "recently", "newest", "previous", "lately":
			return true
		}
	}
	return false
}

// superlativeStem: a superlative adjective in -est before a hyphen
// ("longest", "oldest", "fastest"), not a word that merely ends so
// ("honest", "interest").
func superlativeStem(w string) bool {
	if len(w) < 6 || !strings.HasSuffix(w, "est") {
		return false
	}
	switch w {
	case "honest", "modest", "interest", "harvest", "earnest", "forest", "request", "contest", "protest":
		return false
	}
	return true
}
