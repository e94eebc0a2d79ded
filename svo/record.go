package svo

import (
	"strings"
)

// A record block is a multi-line memory whose first line names the thing
// the record is about ("Patient: Maple (P-35510)", "Event: NLS26") and whose
// later lines are "Key: value" fields of it ("Owner: Sunita Rao", "Kennel:
// Dog Ward 4"). Read alone, a field line has no owner: "Owner: Sunita Rao"
// would key (owner, be), the same key as every other record's owner line.
// record.header-line reads each field as "<name>'s <key> is <value>".

// recordHeader returns the name a record block's first clause gives its
// subject ("Maple" of "Patient: Maple (P-35510)"), or "" when the memory is
// no record block: more than one line, the first clause the whole first
// line, "<header noun>: <name>" with a parenthesis after the name at most,
// the name one to six words opening with a capital or a digit.
func recordHeader(text string, facets []clause) string {
	nl := strings.IndexByte(text, '\n')
	if len(facets) < 2 || nl < 0 {
		return ""
	}
	first := facets[0].text
	if strings.TrimSpace(text[:nl]) != strings.TrimSpace(first) {
		return ""
	}
	label, name, ok := strings.Cut(first, ":")
	if !ok {
		// "OPP-8004 Wickstead yard mgmt", "Dentist", "Kelsby WH": a first
		// line of a few words and no verb names the thing when every later
		// line is a field
		return bareRecordHeader(text, first)
	}
	if !headerNoun(label) && !allFields(text) {
		// "Berth: B3 / Vessel: ... / Owner/skipper: ...": a record of
		// fields alone, whatever noun heads it, is about the thing its
		// first line names
		return ""
	}
	name = strings.TrimSpace(name)
	if i := strings.IndexByte(name, '('); i > 0 && strings.HasSuffix(name, ")") {
		name = strings.TrimSpace(name[:i])
	}
	ws := fields(name)
	if len(ws) == 0 || len(ws) > 6 || strings.ContainsAny(name, ",;:()") {
		return ""
	}
	c := firstChar(ws[0])
	if isDigits(c) {
		// "Fleet no: 2207", "Job #: 4411": a number names the thing when
		// the label says it is one (an identifier's label) and it is one
		// word; "Qty: 4", "Date: 12 March" are fields
		if len(ws) != 1 || !idLabel(label) {
			return ""
		}
		return name
	}
	if isLowerWord(c) || monthNum[strings.ToLower(ws[0])] != 0 || weekdays[strings.ToLower(ws[0])] {
		return ""
	}
	return name
}

// idLabel: a record's first-line label is an identifier's ("Fleet no",
// "Job number", "Unit #", "Asset ID", "Ref"): its last word says the value
// names one thing.
func idLabel(label string) bool {
	ws := fields(strings.ToLower(strings.TrimSpace(label)))
	if len(ws) == 0 || len(ws) > 3 {
		return false
	}
	switch strings.TrimSuffix(ws[len(ws)-1], ".") {
	case "no", "number", "num", "#", "id", "ref", "code":
		return true
	}
	return false
}

// recordNoteKeys label a comment inside a record, not a field of it.
var recordNoteKeys = map[string]bool{"note": true, "notes": true, "nb": true, "n.b": true, "update": true, "comment": true, "comments": true, "ps": true, "fyi": true,
	"todo": true, "to do": true, "reminder": true, "remarks": true, "misc": true, "other": true, "info": true, "details": true, "history": true, "summary": true, "re": true}

// recordField splits a record block's later clause "Key: value" into its
// key and value offsets in the clause: the key one to five words with no
// digit-only word and no sentence punctuation, the value non-empty.
func recordField(s string) (ka, kz, va, vz int, ok bool) {
	i := strings.IndexByte(s, ':')
	if i <= 0 || i+1 >= len(s) {
		return 0, 0, 0, 0, false
	}
	key := strings.TrimSpace(s[:i])
	ws := fields(key)
	if len(ws) == 0 || len(ws) > 5 || strings.ContainsAny(key, ",;()!?.\"") || recordNoteKeys[strings.ToLower(key)] {
		return 0, 0, 0, 0, false
	}
	for _, w := range ws {
		if isDigits(w) {
			return 0, 0, 0, 0, false
		}
	}
	ka = strings.Index(s, key)
	kz = ka + len(key)
	va = i + 1
	for va < len(s) && s[va] == ' ' {
		va++
	}
	vz = len(s)
	for vz > va && (s[vz-1] == '.' || s[vz-1] == ' ') {
		vz--
	}
	if vz <= va {
		return 0, 0, 0, 0, false
	}
	return ka, kz, va, vz, true
}

// recordFieldUnit reads a record block's field clause c as "<name>'s <key>
// is <value>" and maps the unit's spans back into c: the key and the value
// to their words in c, the name (not in c) to an empty span at the key. It
// reports false when the clause is no field or the restated sentence does
// not key the name with an attribute of its own.
func (e *Extractor) recordFieldUnit(name string, c string, trc *TraceClause) (Unit, []Unit, bool) {
	ka, kz, va, vz, ok := recordField(c)
	if !ok {
		return Unit{}, nil, false
	}
	key := c[ka:kz]
	if w := fields(key)[0]; len(w) > 1 && !isLowerWord(firstChar(w)) && strings.ToLower(w[1:]) == w[1:] {
		key = strings.ToLower(w[:1]) + key[1:] // "Owner" opens the line, no name
	}
	// the name is not in the clause: its literal piece maps to an empty
	// span at the key
	ps := []placedPiece{{text: name + "'s ", from: -1}, {text: key, from: ka}, {text: " is ", from: -1}, {text: c[va:vz], from: va}}
	var b strings.Builder
	for i := range ps {
		ps[i].at = b.Len()
		b.WriteString(ps[i].text)
	}
	synth := b.String()
	toks := e.tokens(synth)
	r, why := parseClauseNamed(synth, toks, "", false, false)
	u, extra, chosen := e.choose(synth, toks, r, why, true, nil)
	if !chosen || u.Negated || u.KeyOnly || u.Attribute.Canon == "be" || u.Attribute.Canon == "" {
		return Unit{}, nil, false
	}
	if nm := strings.ToLower(name); u.Subject.Canon == "" || !strings.Contains(strings.ReplaceAll(nm, "'", ""), strings.Fields(u.Subject.Canon)[0]) && !strings.Contains(keyOf(fields(name)), strings.Fields(u.Subject.Canon)[0]) {
		return Unit{}, nil, false // the restated sentence keyed something else
	}
	keyA, keyZ := ps[1].at, ps[1].at+len(key)
	keyed := func(x *Unit) bool {
		return x.Attribute.End > x.Attribute.Start && x.Attribute.Start >= keyA && x.Attribute.End <= keyZ && x.Subject.End <= keyA
	}
	restated := false
	if !keyed(&u) && !e.isOff("record.field-key") {
		// "Stage: shortlisted" read as "Viktor Hale's stage is shortlisted"
		// parses as a state of "viktor hale stage": the field's key is the
		// attribute whatever its value looks like. The key and the name are
		// read from "<name>'s <key> is 7", the value is the field's.
		v := strings.ToLower(c[va:vz])
		if strings.HasPrefix(v, "no ") || strings.HasPrefix(v, "not ") || v == "no" || v == "none" || v == "n/a" || strings.ContainsAny(v, ";") {
			return Unit{}, nil, false
		}
		synth2 := name + "'s " + key + " is 7"
		toks2 := e.tokens(synth2)
		r2, why2 := parseClauseNamed(synth2, toks2, "", false, false)
		u2, _, chosen2 := e.choose(synth2, toks2, r2, why2, true, nil)
		if !chosen2 || u2.Negated || u2.KeyOnly || !keyed(&u2) || u2.Value.Canon != "7" {
			return Unit{}, nil, false
		}
		u, extra, restated = u2, nil, true
		u.Confidence *= 0.95
	}
	mapSpan := func(sp Span) (Span, bool) { return mapPlacedSpan(c, ps, sp, ka, Span{}) }
	fix := func(x *Unit) bool {
		var ok1, ok2, ok3 bool
		x.Subject, ok1 = mapSpan(x.Subject)
		x.Attribute, ok2 = mapSpan(x.Attribute)
		x.Value, ok3 = mapSpan(x.Value)
		if restated {
			x.Value, ok3 = Span{Surface: c[va:vz], Start: va, End: vz, Canon: valueCanonOf(c[va:vz])}, x.Value.Canon != ""
			x.Form = "record.field-key+" + x.Form
		}
		x.Text = c
		x.Rule = "record.header-line"
		x.Form = "record.header-line+" + x.Form
		return ok1 && ok2 && ok3 && x.Value.Canon != ""
	}
	if !fix(&u) {
		return Unit{}, nil, false
	}
	var kept []Unit
	for _, x := range extra {
		if fix(&x) {
			kept = append(kept, x)
		}
	}
	if trc != nil {
		trc.Stages = append(trc.Stages, TraceStage{Name: "record", Output: "record.header-line: a field of " + name + "'s record, read as \"" + synth + "\""})
		if restated {
			trc.Stages = append(trc.Stages, TraceStage{Name: "record", Output: "record.field-key: the key " + u.Attribute.Canon + " is the attribute, the value the field's"})
		}
	}
	return u, kept, true
}

// bareRecordHeader returns a record's first line when it is a name alone:
// one to six words opening with a code (a word with a digit: "OPP-8004
// Wickstead yard mgmt"; "Home", "Dentist" name no one thing), no sentence
// punctuation, no lowercase word in -ed or -ing (a verb's), and every later
// line a "Key: value" field.
func bareRecordHeader(text, first string) string {
	name := strings.TrimSpace(first)
	ws := fields(name)
	if len(ws) == 0 || len(ws) > 6 || strings.ContainsAny(name, ",;:()!?.\"") || isLowerWord(firstChar(ws[0])) {
		return ""
	}
	for _, w := range ws {
		if lw := strings.ToLower(w); isLowerWord(firstChar(w)) && (strings.HasSuffix(lw, "ed") || strings.HasSuffix(lw, "ing")) {
			return ""
		}
	}
	if monthNum[strings.ToLower(ws[0])] != 0 || weekdays[strings.ToLower(ws[0])] || !containsDigit(ws[0]) {
		// "Home", "Dentist", "Berth fees went up in April": a line that
		// opens with no code names no one thing
		return ""
	}
	if !allFields(text) {
		return ""
	}
	return name
}

// slashRecord writes a one-line record whose fields are separated by " / "
// or " | " ("Dept: Make-up & Hair / HoD: Simone Achterberg / Trailer: MU2",
// "Cand: Ines Varga (#4420) | Role: TS-112 | Stage: shortlisted") as the
// multi-line record it is, each separator a line break padded to its
// length, when every piece is a "Key: value" field and the first names the
// record's thing (a header noun or an identifier's label:
// record.header-line); anything else is returned as it is.
func slashRecord(text string) string {
	if strings.IndexByte(text, '\n') >= 0 {
		return text
	}
	sep := " / "
	if !strings.Contains(text, sep) {
		if sep = " | "; !strings.Contains(text, sep) {
			return text
		}
	}
	pieces := strings.Split(text, sep)
	if len(pieces) < 2 {
		return text
	}
	label, _, ok := strings.Cut(pieces[0], ":")
	if !ok {
		return text
	}
	if !headerNoun(label) && !idLabel(label) {
		return text
	}
	for _, p := range pieces[1:] {
		if _, _, _, _, ok := recordField(strings.TrimSpace(p)); !ok {
			return text
		}
	}
	return strings.Join(pieces, " \n ")
}

// headerNoun: a record block's first-line label names the kind of thing the
// record is about ("Patient", "Event", "Dept").
func headerNoun(label string) bool {
	_, ok := lexLookup("record_header_nouns", strings.ToLower(strings.TrimSpace(label)))
	return ok
}

// allFields: every line of text after the first is a "Key: value" field
// (blank lines aside), and there is at least one.
func allFields(text string) bool {
	lines := strings.Split(strings.TrimSpace(text), "\n")
	n := 0
	for _, l := range lines[1:] {
		if l = strings.TrimSpace(l); l == "" {
			continue
		}
		if _, _, _, _, ok := recordField(l); !ok {
			return false
		}
		n++
	}
	return n > 0
}
