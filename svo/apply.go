package svo

import (
	"fmt"
	"sort"
	"strings"
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

// tableCandidates runs every table rule that is switched on over one clause.
func (e *Extractor) tableCandidates(text string, toks []tok, trc *TraceClause) []candidate {
	tab, err := compiledTable()
	if err != nil {
		return nil
	}
	if len(toks) > 0 && toks[len(toks)-1].text == "?" {
		return nil // a question states nothing
	}
	mt := chunkTokens(trimClause(toks))
	if len(mt) == 0 {
		return nil
	}
	if !e.off["guard.mood"] {
		if w := moodWord(mt); w != "" {
			if trc != nil {
				trc.Matches = append(trc.Matches, TraceMatch{Rule: "guard.mood", Priority: 100, Span: [2]int{mt[0].start, mt[len(mt)-1].end}, Why: "table rules skip a clause that is not a statement of fact (" + w + ")"})
			}
			return nil
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
	}
	var out []candidate
	for _, r := range tab {
		if e.off[r.ID] || !r.pat.mayMatch(mt) {
			continue
		}
		caps, ok := r.pat.match(mt)
		if !ok {
			continue
		}
		m := &ruleMatch{rule: r, toks: mt, caps: caps, text: text}
		c := candidate{rule: r.ID, priority: r.Priority, span: [2]int{mt[0].start, mt[len(mt)-1].end}, match: m}
		if r.Emit.Check != nil {
			c.why = r.Emit.Check(m)
		}
		c.ok = c.why == ""
		out = append(out, c)
	}
	return out
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
	k := keyOf(noParens(ws))
	if f := strings.Fields(k); len(f) > 1 && transientAdjectives[f[0]] {
		k = strings.Join(f[1:], " ")
	}
	return k
}

// valueSurfaceCanon is the canonical value of a capture without its
// parenthesized parts.
func valueCanonOf(ws []string) string {
	return canonValue(strings.Join(noParens(ws), " "))
}

// emit builds the unit of a match.
func (e *Extractor) emit(m *ruleMatch) (Unit, string) {
	em := &m.rule.Emit
	if em.Restate {
		return e.restate(m)
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: em.Card, Confidence: em.Conf}
	u.Subject = m.span(em.Subject)
	u.Subject.Canon = subjectCanon(m.words(em.Subject))
	if em.Value != "" {
		u.Value = m.span(em.Value)
		u.Value.Canon = valueCanonOf(m.words(em.Value))
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
	return u, ""
}

// keyOnlyPlaceholder stands for the unknown value when a key-only clause is
// restated to find its key.
const keyOnlyPlaceholder = "Zed"

// restate keys a match like the copula sentence "<subject> is <value>": the
// clause parser parses that sentence, and its spans are mapped back.
func (e *Extractor) restate(m *ruleMatch) (Unit, string) {
	em := &m.rule.Emit
	s := m.span(em.Subject)
	subj := strings.ReplaceAll(s.Surface, "_", " ")
	var v Span
	val := keyOnlyPlaceholder
	if !em.KeyOnly {
		v = m.span(em.Value)
		val = v.Surface
	}
	if subj == "" || val == "" {
		return Unit{}, "empty slot"
	}
	if l := strings.ToLower(subj); strings.HasPrefix(l, "the ") || strings.HasPrefix(l, "our ") || strings.HasPrefix(l, "their ") || strings.HasPrefix(l, "its ") || strings.HasPrefix(l, "my ") {
	} else if !isLowerWord(subj[:1]) {
	} else {
		subj = "The " + subj // "rate limit is ..." parses as a note without an article
	}
	shift := len(subj) - len(s.Surface)
	synth := subj + " is " + val
	toks := e.tokens(synth)
	r, why := parseClauseNamed(synth, toks, "", false, false)
	if why != "" {
		return Unit{}, "restated clause: " + string(why)
	}
	su := buildUnit(synth, toks, r)
	vStart := len(subj) + 4
	mapSpan := func(sp Span) (Span, bool) {
		switch {
		case sp.Start >= shift && sp.End <= len(subj):
			return Span{Surface: m.text[s.Start+sp.Start-shift : s.Start+sp.End-shift], Start: s.Start + sp.Start - shift, End: s.Start + sp.End - shift, Canon: sp.Canon}, true
		case sp.Start >= vStart && !em.KeyOnly:
			return Span{Surface: m.text[v.Start+sp.Start-vStart : v.Start+sp.End-vStart], Start: v.Start + sp.Start - vStart, End: v.Start + sp.End - vStart, Canon: sp.Canon}, true
		case sp.Start == sp.End || sp.Start >= len(subj) && sp.End <= vStart:
			at := s.End
			if !em.KeyOnly {
				at = v.Start
			}
			return Span{Start: at, End: at, Canon: sp.Canon}, true
		}
		return Span{}, false
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
		return Unit{}, "restated clause is set-valued (" + su.Form + ")"
	}
	return u, ""
}

// normalizeRelation applies the relation stage to a unit: attribute
// synonyms, role synonyms, compound roles. It reports what it changed.
func (e *Extractor) normalizeRelation(u *Unit) string {
	var did []string
	if !e.off["relation.attr-synonym"] {
		if a, ok := lexLookup("attr_synonyms", u.Attribute.Canon); ok {
			did = append(did, "relation.attr-synonym: "+u.Attribute.Canon+" → "+a)
			u.Attribute.Canon = a
			u.Cardinality = CardFunctional
		}
	}
	if !e.off["relation.role-synonym"] {
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

// choose collects the clause parser's reading and every table rule's match
// and picks one unit. tables is false for clauses the table rules do not
// see (a conjunct of a coordinated subject, an inherited-subject verb phrase).
func (e *Extractor) choose(text string, toks []tok, r parsed, why abstain, tables bool, trc *TraceClause) (Unit, bool) {
	var cands []candidate
	if why == "" {
		id := parseRuleID(r.form)
		c := candidate{rule: id, priority: parseRulePriority(r.form), ok: !e.off[id]}
		if len(toks) > 0 {
			c.span = [2]int{toks[0].start, toks[len(toks)-1].end}
		}
		if !c.ok {
			c.why = "switched off"
		} else {
			c.unit = buildUnit(text, toks, r)
		}
		cands = append(cands, c)
		if trc != nil {
			trc.Stages = append(trc.Stages, TraceStage{Name: "parse", Output: fmt.Sprintf("%s: (%s | %s | %s) %s %.2f", id, r.subjCanon, r.attrCanon, r.valCanon, r.card, r.conf)})
		}
	} else if trc != nil {
		trc.Stages = append(trc.Stages, TraceStage{Name: "parse", Output: "abstain: " + string(why)})
	}
	if tables {
		cands = append(cands, e.tableCandidates(text, toks, trc)...)
	}
	// emit in order of preference; the first that yields a unit is chosen
	// (a traced clause emits every match, to show why each did or did not)
	order := make([]int, len(cands))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return better(&cands[order[a]], &cands[order[b]]) })
	best := -1
	for _, i := range order {
		c := &cands[i]
		if !c.ok {
			continue
		}
		if c.match != nil && (best < 0 || trc != nil) {
			c.unit, c.why = e.emit(c.match)
			c.ok = c.why == ""
		}
		if c.ok && best < 0 {
			best = i
			if trc == nil {
				break
			}
		}
	}
	var u Unit
	if best >= 0 {
		u = cands[best].unit
		if u.Confidence >= 1 {
			u.Confidence = 0.99
		}
		if n := e.normalizeRelation(&u); n != "" && trc != nil {
			trc.Stages = append(trc.Stages, TraceStage{Name: "relation", Output: n})
		}
		if w := setMarker(toks); w != "" && !e.off["card.set-marker"] && u.Cardinality != CardSetValued {
			u.Cardinality = CardSetValued
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "card", Output: "card.set-marker: set-valued (" + w + ")"})
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
	return u, best >= 0
}

// moodWord returns the word that makes a clause a question, a plan, a
// condition, a wish or a hedge, or "".
func moodWord(mt []mtok) string {
	for i, t := range mt {
		switch {
		case t.tag == "MD" && t.low != "'s" || modals[t.low] && t.low != "may" && t.low != "can":
			return t.low
		case t.low == "if" || t.low == "unless" || t.low == "whether" || t.low == "maybe" || t.low == "perhaps" || t.low == "probably" || t.low == "possibly" || t.low == "hopefully":
			return t.low
		case (t.low == "going" || t.lemma == "plan" || t.lemma == "want" || t.lemma == "hope" || t.lemma == "intend" || t.lemma == "propose" || t.lemma == "consider" || t.lemma == "expect" || t.lemma == "aim") && i+1 < len(mt) && (mt[i+1].low == "to" || mt[i+1].tag == "VBG"):
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
