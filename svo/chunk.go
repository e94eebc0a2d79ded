package svo

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Chunk kinds the matcher's %kind tests see. Each token gets one kind:
//
//	time   a time adjunct of the clause ("in 2019", "since March", "last year", "now"),
//	       or a trailing occasion ("after the error spike", "during the migration")
//	num    a number, money, percentage, version or date token outside a time adjunct
//	name   a capitalized word (or a connector inside a run of them: "of", "de", "&")
//	punct  punctuation
//	vg     a verb group token (auxiliaries, verbs, "not")
//	np     any other noun-phrase token (determiners, adjectives, nouns)
//	word   anything else (prepositions, conjunctions, adverbs)
var chunkKinds = []string{"time", "num", "name", "punct", "vg", "np", "word"}

// timeHeads open a time adjunct when a year, date or period word follows.
var timeHeads = map[string]bool{"at": true, "on": true, "in": true, "since": true, "during": true, "from": true, "until": true, "till": true, "by": true, "as": true, "around": true}

// timePeriodWords close "last/this/next <period>".
var timePeriodWords = map[string]bool{"year": true, "month": true, "week": true, "season": true, "spring": true, "summer": true, "autumn": true, "fall": true, "winter": true, "quarter": true, "decade": true, "century": true}

// chunkTokens computes lemmas and chunk kinds for the matcher.
func chunkTokens(toks []tok, off map[string]bool) []mtok {
	return chunkInto(make([]mtok, len(toks)), toks, off)
}

// chunkInto is chunkTokens writing into out, len(toks) tokens (a reused
// buffer: every token is overwritten whole).
func chunkInto(out []mtok, toks []tok, off map[string]bool) []mtok {
	for i, t := range toks {
		out[i] = mtok{tok: t, lemma: tokenLemma(t)}
	}
	for i := 0; i < len(out); i++ {
		t := &out[i]
		switch {
		case isPunct(t.tok):
			t.chunk = "punct"
		case t.tag == "NNP" && t.text != "" && unicode.IsUpper(firstRune(t.text)):
			t.chunk = "name" // "Moscow1980": a name with digits
		case t.facts().is&wNumber != 0 || t.tag == "CD":
			t.chunk = "num"
		case t.text != "" && !isLowerWord(firstChar(t.text)) && t.tag != "PRP" && t.low != "i":
			t.chunk = "name"
		case strings.HasPrefix(t.tag, "VB") || t.tag == "MD" || t.facts().is&wNeg != 0:
			t.chunk = "vg"
		case strings.HasPrefix(t.tag, "NN") || strings.HasPrefix(t.tag, "JJ") || t.tag == "DT" || t.tag == "PRP$" || t.tag == "POS":
			t.chunk = "np"
		default:
			t.chunk = "word"
		}
	}
	// a participle between a determiner (or possessive, or adjective) and a
	// noun modifies the noun: "the planning board", "its governing council",
	// "the ruling party", "our shared drive" are noun phrases, not verb groups
	for i := 1; i+1 < len(out); i++ {
		t := &out[i]
		if t.chunk != "vg" || t.tag != "VBG" && t.tag != "VBN" {
			continue
		}
		prev, next := &out[i-1], &out[i+1]
		if (prev.tag == "DT" || prev.tag == "PRP$" || prev.tag == "POS" || strings.HasPrefix(prev.tag, "JJ")) && prev.chunk == "np" &&
			strings.HasPrefix(next.tag, "NN") && next.chunk == "np" {
			t.chunk = "np"
		}
	}
	// initials: the period after a one-letter name ("G. C. Murmu") is part
	// of the name
	for i := 1; i < len(out); i++ {
		if out[i].text == "." && out[i-1].chunk == "name" && utf8.RuneCountInString(out[i-1].text) == 1 && i+1 < len(out) && out[i+1].chunk == "name" {
			out[i].chunk = "name"
		}
	}
	// a short parenthetical after a name belongs to it: "Harry Herstad (Ap)",
	// "the Council of State (Greece)" (canonical forms drop it)
	for i := 1; i+2 < len(out); i++ {
		if out[i].text != "(" || out[i-1].chunk != "name" {
			continue
		}
		j := i + 1
		for j < len(out) && j <= i+4 && out[j].text != ")" && !isLowerWord(firstChar(out[j].text)) {
			j++
		}
		if j < len(out) && j > i+1 && out[j].text == ")" {
			for k := i; k <= j; k++ {
				out[k].chunk = "name"
			}
			i = j
		}
	}
	// connectors inside names: "Bank of England", "Real Club de Polo", "Marks & Spencer"
	for i := 1; i+1 < len(out); i++ {
		if out[i-1].chunk == "name" && out[i+1].chunk == "name" && (out[i].low == "of" || out[i].low == "de" || out[i].low == "&" || out[i].low == "del" || out[i].low == "la" || out[i].low == "for" && i > 1 && (out[i-2].chunk == "name" || out[i-2].low == "the")) {
			out[i].chunk = "name"
		}
	}
	// a trailing reason or occasion after the predicate ("after the error
	// spike", "during the migration", "because of the outage") is an adjunct
	// like a time phrase: rules match the clause before it
	seenVerb := false
	for i := 0; i < len(out); i++ {
		if out[i].chunk == "vg" {
			seenVerb = true
		}
		if l := out[i].low; i > 1 && (seenVerb || i > 2) && (l == "after" || l == "during" || l == "following" || l == "because" || l == "due" || l == "once" || l == "ahead" || l == "without") {
			for k := i; k < len(out); k++ {
				out[k].chunk = "time"
			}
			break
		}
	}
	// time adjuncts: "in 2019", "since March 2020", "last year", "now", "today"
	timeOccasion, bareDate := !off["chunk.time-occasion"], !off["chunk.bare-date"] // looked up once, not per token
	for i := 0; i < len(out); i++ {
		l := out[i].low
		head := out[i].facts().is&wTimeHead != 0
		switch {
		case head && l != "since" && l != "until" && l != "till" && l != "by" && l != "from" && i+2 < len(out) && timeOccasion && occasionStart(out, i+1):
			// "in the June 2021 local election", "at its May 2020
			// congress": a dated occasion (chunk.time-occasion)
			j := i + 2
			for j < len(out) && timeWord(out[j].low) {
				j++
			}
			for k := i; k < j; k++ {
				out[k].chunk = "time"
			}
			i = j - 1
		case head && i+1 < len(out) && timeStart(out, i+1) && (l != "at" || i+2 < len(out) && out[i+1].low == "the" && (out[i+2].low == "end" || out[i+2].low == "start" || out[i+2].low == "beginning" || out[i+2].low == "middle" || out[i+2].low == "close")):
			j := i + 1
			for j < len(out) && (timeWord(out[j].low) || out[j].low == "the" || out[j].low == "of" || out[j].low == "end" || out[j].low == "start" || out[j].low == "beginning" || out[j].low == "middle" || out[j].text == ",") && !(out[j].text == "," && (j+1 >= len(out) || !timeWord(out[j+1].low))) {
				j++
			}
			for k := i; k < j; k++ {
				out[k].chunk = "time"
			}
			i = j - 1
		case (l == "last" || l == "this" || l == "next") && i+1 < len(out) && (timePeriodWords[out[i+1].low] || timeOccasion && academicTerms[out[i+1].low]):
			out[i].chunk, out[i+1].chunk = "time", "time"
			i++
		case dayPreps[l] && i+1 < len(out) && relativeDays[out[i+1].low] && (i+2 == len(out) || isPunct(out[i+2].tok)):
			// "open 9 to 5 from today", "cover until tomorrow": the
			// preposition belongs to the time word (not where a value
			// follows: "moved from today to Friday")
			out[i].chunk, out[i+1].chunk = "time", "time"
			i++
		case l == "now" || l == "today" || l == "currently" || l == "nowadays" || l == "recently" || l == "presently":
			out[i].chunk = "time"
		case bareDate && out[i].chunk != "time":
			if j := bareDateEnd(out, i); j > i {
				for k := i; k < j; k++ {
					out[k].chunk = "time"
				}
				i = j - 1
			}
		}
	}
	if !off["frame.no-time-words"] {
		// a time adjunct dates the clause: no word of a frame key ("has 240
		// pupils enrolled this term" = "now has 325 pupils
		// enrolled"); a value that is a date is masked, not dropped
		// ("Last year's regatta" names the event: a time run before a
		// possessive stays)
		for i := 0; i < len(out); i++ {
			if out[i].chunk != "time" {
				continue
			}
			j := i
			for j < len(out) && out[j].chunk == "time" {
				j++
			}
			if !(j < len(out) && (out[j].low == "'s" || out[j].low == "'")) {
				for k := i; k < j; k++ {
					out[k].noFrame = !recencyMarkers[out[k].low] // "most recently awarded" keeps its marker
				}
			}
			i = j
		}
	}
	for i := range out {
		out[i].chunkBit = chunkBitOf(out[i].chunk)
	}
	return out
}

// chunkBitOf numbers the chunk kinds chunkInto gives (chunkKinds) as bits
// (0: another kind) for the matcher's chunk tests.
func chunkBitOf(kind string) uint8 {
	switch kind { // chunkKinds in order (TestChunkBits)
	case "time":
		return 1 << 0
	case "num":
		return 1 << 1
	case "name":
		return 1 << 2
	case "punct":
		return 1 << 3
	case "vg":
		return 1 << 4
	case "np":
		return 1 << 5
	case "word":
		return 1 << 6
	}
	return 0
}

// chunkSet is the union of toks' chunk bits, 0 when a token has none (a
// chunk test then reads the tokens).
func chunkSet(toks []mtok) uint8 {
	var set uint8
	for i := range toks {
		b := toks[i].chunkBit
		if b == 0 {
			return 0
		}
		set |= b
	}
	return set
}

// bareDateEnd returns the end of a calendar date written without a
// preposition at out[k] (chunk.bare-date): a day and a month ("12
// November", "3 Feb"), a month and a day ("November 12", "Nov 12, 2025"),
// each with an optional year, after an optional weekday ("Thursday 14
// May"); k when none starts there. Such a date is a time chunk like "on 12
// November": a value where the clause has no other ("renews 12 November"),
// never a count.
func bareDateEnd(out []mtok, k int) int {
	i := k
	// (the lexicon questions of a token's word read its word-fact bits:
	// wWeekday is weekdays[low], wMonth monthNum[TrimSuffix(low, ".")] > 0,
	// wDayNumber isDayNumber(low))
	if out[i].is(wWeekday) && i+1 < len(out) {
		i++
	}
	month := func(t *mtok) bool {
		if !t.is(wMonth) {
			return false
		}
		n := strings.TrimSuffix(t.low, ".")
		return !(n == "may" && t.tag == "MD") && !(n == "march" && strings.HasPrefix(t.tag, "VB"))
	}
	j := i
	switch {
	case i+1 < len(out) && out[i].is(wDayNumber) && month(&out[i+1]):
		j = i + 2
	case i+1 < len(out) && month(&out[i]) && out[i+1].is(wDayNumber) && (i+2 >= len(out) || !out[i+2].is(wMonth)):
		j = i + 2
		if j+1 < len(out) && out[j].text == "," && isYear(out[j+1].low) {
			j++
		}
	case numericDate(out[i].low):
		return i + 1 // "14/03/2026", "2025-03-14", "06/2026"
	default:
		return k
	}
	if j < len(out) && isYear(out[j].low) {
		j++
	}
	return j
}

// numericDate: a date written in digits alone, day, month and year
// ("14/03/2026", "14.03.2026", "2025-03-14", "2025/03/14") or a month and
// a year ("06/2026"), with a real month.
func numericDate(w string) bool {
	if len(w) < 6 || len(w) > 10 || w[0] < '0' || w[0] > '9' {
		return false
	}
	if m := reSlashDate.FindStringSubmatch(w); m != nil && len(m[0]) == len(w) {
		a, b := atoi(m[1]), atoi(m[2])
		return a >= 1 && b >= 1 && (a <= 12 && b <= 31 || b <= 12 && a <= 31)
	}
	if m := reISODate.FindStringSubmatch(w); m != nil && len(m[0]) == len(w) {
		_, ok := isoDate(atoi(m[1]), atoi(m[2]), atoi(m[3]))
		return ok
	}
	if m := reSlashYMD.FindStringSubmatch(w); m != nil && len(m[0]) == len(w) {
		_, ok := isoDate(atoi(m[1]), atoi(m[2]), atoi(m[3]))
		return ok
	}
	a, rest, ok := strings.Cut(w, "/")
	if !ok || len(a) > 2 || !isDigits(a) {
		return false
	}
	if b, y, ok := strings.Cut(rest, "/"); ok {
		// "09/06/26": a day, a month and a two-digit year
		if len(b) > 2 || len(y) != 2 || !isDigits(b) || !isDigits(y) {
			return false
		}
		d, m := atoi(a), atoi(b)
		return d >= 1 && m >= 1 && (d <= 12 && m <= 31 || m <= 12 && d <= 31)
	}
	mo := atoi(a) // "06/2026"
	return len(rest) == 4 && isDigits(rest) && mo >= 1 && mo <= 12 && isYear(rest)
}

// academicTerms close "this/last/next <term>" (chunk.time-occasion).
var academicTerms = map[string]bool{"semester": true, "term": true, "trimester": true}

// occasionStart: "the June 2021", "its May 2020", "her 2019" after a
// preposition: a determiner or possessive, then a month and a year or a
// year ("the 2019" alone is timeStart's).
func occasionStart(out []mtok, k int) bool {
	l := out[k].low
	if l != "the" && !possessivePronouns[l] && l != "our" || k+1 >= len(out) {
		return false
	}
	n := strings.TrimSuffix(out[k+1].low, ".")
	if monthNum[n] > 0 && !(n == "may" && out[k+1].tag == "MD") {
		return k+2 < len(out) && isYear(out[k+2].low)
	}
	return l != "the" && (isYear(n) || isSeason(n))
}

func timeStart(out []mtok, k int) bool {
	l := out[k].low
	if l == "the" && k+1 < len(out) {
		l = out[k+1].low
		if (l == "end" || l == "start" || l == "beginning" || l == "middle" || l == "close") && k+2 < len(out) && out[k+2].low == "of" {
			return true // "at the end of October"
		}
		if ordinalDay(l) && k > 0 && dayPreps[out[k-1].low] && (k+2 == len(out) || isPunct(out[k+2].tok) || out[k+2].low == "of" || bindingConnectives[out[k+2].low]) {
			return true // "from the 14th", "on the 4th": a day of the month, not "the 4th floor"
		}
		return isYear(l) || isSeason(l) || timePeriodWords[l] || strings.HasSuffix(l, "s") && len(l) == 5 && isYear(l[:4])
	}
	if isDayNumber(l) && k+1 < len(out) && monthNum[strings.TrimSuffix(out[k+1].low, ".")] > 0 {
		return true // "on 29 November 2014"
	}
	return isYear(l) || isSeason(l) || monthNum[strings.TrimSuffix(l, ".")] > 0 && !(l == "may" && out[k].tag == "MD") || l == "early" || l == "late" || l == "mid"
}

// relativeDays name a day by its distance from the statement's.
var relativeDays = map[string]bool{"today": true, "tomorrow": true, "tonight": true, "now": true, "yesterday": true}

// dayPreps lead a day of the month written as an ordinal ("on the 4th").
var dayPreps = map[string]bool{"on": true, "from": true, "by": true, "until": true, "till": true, "since": true, "before": true, "after": true}

// ordinalDay: "1st" ... "31st" written with its suffix.
func ordinalDay(l string) bool {
	n := len(l)
	if n < 3 || n > 4 {
		return false
	}
	switch l[n-2:] {
	case "st", "nd", "rd", "th":
	default:
		return false
	}
	d := l[:n-2]
	return isDayNumber(d) && d != "0" && d != "00" && (len(d) == 1 || d[0] <= '3')
}

// isSeason: "2012-13", "2012/13", "2019-2020".
func isSeason(l string) bool {
	if len(l) < 7 || !isYear(l[:4]) || l[4] != '-' && l[4] != '/' {
		return false
	}
	r := l[5:]
	if len(r) != 2 && len(r) != 4 {
		return false
	}
	for i := 0; i < len(r); i++ {
		if r[i] < '0' || r[i] > '9' {
			return false
		}
	}
	return true
}

func isDayNumber(l string) bool {
	l = strings.TrimRight(l, "stndrh")
	return len(l) >= 1 && len(l) <= 2 && l[0] >= '0' && l[0] <= '9' && (len(l) == 1 || l[1] >= '0' && l[1] <= '9')
}

func timeWord(l string) bool {
	l = strings.TrimSuffix(l, ".")
	if isYear(l) || isSeason(l) || monthNum[l] > 0 || timePeriodWords[l] || l == "early" || l == "late" || l == "mid" || l == "season" {
		return true
	}
	if len(l) <= 4 {
		n := strings.TrimRight(l, "stndrh")
		if n != "" && isNumberTok(n) {
			return true // "5th", "21"
		}
	}
	return false
}

// isNumberTok reports a token that is a number, a money amount, a version or
// a number word.
func isNumberTok(l string) bool {
	if _, ok := numberWords[l]; ok {
		return true
	}
	digit := false
	for _, r := range l {
		if r >= '0' && r <= '9' {
			digit = true
			break
		}
	}
	return digit
}

// tokenLemma is the verb lemma of a verb, the singular of a plural noun, else
// the lower form.
func tokenLemma(t tok) string {
	if f := t.facts(); strings.HasPrefix(t.tag, "VB") || f.is&wKnownLemma != 0 && !strings.HasPrefix(t.tag, "NN") {
		return f.lemma
	}
	if strings.HasPrefix(t.tag, "NNS") {
		if f := t.facts(); f.plural {
			return f.singular
		}
	}
	return t.low
}
