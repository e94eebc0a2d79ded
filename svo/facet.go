package svo

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limits that bound the work done for one memory. Text past MaxContentBytes
// is not read; clauses past MaxFacets are not extracted; a clause longer than
// MaxClauseBytes or MaxClauseTokens abstains.
const (
	MaxContentBytes = 64 << 10
	MaxFacets       = 64
	MaxClauseBytes  = 400
	MaxClauseTokens = 60
)

// clause is a candidate facet: a span of the cleaned content.
type clause struct {
	text    string
	start   int   // byte offset in the cleaned content
	vpCoord bool  // a verb phrase coordinated with the previous clause ("and works at Acme"): no subject of its own
	toks    []tok // tokens of text, when already computed
	// conj, when set, is one conjunct of a coordinated subject ("Alice and
	// Bob live in Berlin"): the clause is parsed with that subject and the
	// verb group at verb
	conj *rng
	verb int
	// via names the rule that split the clause off, for a trace
	// (adjunct.relative-fact)
	via string
	// couple, when set, holds the two names of "A and B are husband and
	// wife" (relation.couple): each is the other's spouse
	couple *[2]rng
	// coupleEnded: the couple divorced or separated
	// (negation.couple-divorced): each unit is negated
	coupleEnded bool
}

// abbreviations end in a period that does not end a sentence.
var abbreviations = map[string]bool{
	"dr": true, "mr": true, "mrs": true, "ms": true, "prof": true, "st": true, "jr": true,
	"sr": true, "vs": true, "inc": true, "ltd": true, "co": true, "corp": true, "no": true,
	"approx": true, "e.g": true, "i.e": true, "u.s": true, "u.k": true, "a.m": true, "p.m": true,
	"mt": true, "ft": true, "gen": true, "col": true, "capt": true, "sgt": true, "rev": true,
	"hon": true, "dept": true, "est": true, "fig": true, "vol": true, "jan": true, "feb": true,
	"mar": true, "apr": true, "jun": true, "jul": true, "aug": true, "sep": true, "sept": true,
	"oct": true, "nov": true, "dec": true, "cf": true, "al": true, "ca": true, "lt": true,
	"gov": true, "sen": true, "rep": true, "ave": true, "blvd": true, "rd": true, "nr": true,
	"min": true, "max": true, "vol.": true, "op": true, "pp": true, "p": true, "ph.d": true,
}

// lowerStarter words start a new sentence in chat-style text even in lowercase.
var lowerStarter = map[string]bool{"i": true, "im": true, "i'm": true, "my": true, "we": true, "our": true, "he": true, "she": true, "they": true, "his": true, "her": true, "their": true, "it": true, "its": true, "the": true, "also": true, "btw": true}

// appendSentences appends the [start,end) spans of sentences in s to out.
// A period ends a sentence only when followed by space and then an
// uppercase letter, digit or quote (or the end), and when the word before
// it is not an abbreviation or an initial; decimals and versions ("1.2",
// "v1.2", "Node.js") never split. Newlines always split.
func appendSentences(out [][2]int, s string) [][2]int {
	start := 0
	emit := func(end int) {
		if strings.TrimSpace(s[start:end]) != "" {
			out = append(out, [2]int{start, end})
		}
	}
	var lb [16]byte // a word lowered for a lookup
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\n' {
			emit(i)
			start = i + 1
			continue
		}
		if c != '.' && c != '!' && c != '?' {
			continue
		}
		j := i + 1
		for j < len(s) && (s[j] == '.' || s[j] == '!' || s[j] == '?' || s[j] == '"' || s[j] == '\'' || s[j] == ')') {
			j++
		}
		if j < len(s) && s[j] != ' ' && s[j] != '\n' {
			i = j - 1
			continue
		}
		k := j
		for k < len(s) && s[k] == ' ' {
			k++
		}
		if k < len(s) && s[k] != '\n' {
			r, _ := utf8.DecodeRuneInString(s[k:])
			if !(unicode.IsUpper(r) || unicode.IsDigit(r) || r == '"' || r == '\'' || r == '(' || c != '.' || lowerStarter[string(appendLower(lb[:0], firstWord(s[k:])))] || hostLike(firstWord(s[k:]))) {
				i = j - 1
				continue
			}
		}
		if c == '.' && j == i+1 {
			w := lastWord(s[start:i])
			var wb [16]byte
			lw := appendLower(wb[:0], w)
			next := appendLower(lb[:0], firstWord(s[k:]))
			pronounNext := string(next) == "he" || string(next) == "she" || string(next) == "they" || string(next) == "it" || string(next) == "i" || string(next) == "we" || string(next) == "everyone"
			timeAbbr := (string(lw) == "a.m" || string(lw) == "p.m") && k < len(s) && unicode.IsUpper(firstRune(s[k:]))
			if (abbreviations[string(lw)] || (utf8.RuneCountInString(w) == 1 && unicode.IsUpper(firstRune(w))) || dottedInitials(w)) && !pronounNext && !timeAbbr {
				i = j - 1
				continue
			}
		}
		emit(j)
		start = j
		i = j - 1
	}
	emit(len(s))
	return out
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

func lastWord(s string) string {
	i := strings.LastIndexAny(s, " \n(\"")
	return s[i+1:]
}

// appendClauses splits one sentence (span [a,b) of s) into clause spans,
// appended to out, at "; " and at ", and " / ", but " / ", because " ... .
// Fragments led by a binding connective are kept as clauses here and
// dropped by the caller.
func appendClauses(out []clause, s string, a, b int) []clause {
	start := a
	push := func(end int) {
		t := s[start:end]
		lt := len(t) - len(strings.TrimLeft(t, " ,;"))
		t = strings.TrimRight(t[lt:], " ,;")
		if t != "" {
			out = append(out, clause{text: t, start: start + lt})
		}
	}
	for i := a; i < b; i++ {
		switch s[i] {
		case ';':
			if keyColon(s[start:i]) {
				continue // "Stack: Go; Postgres; Redis" is one key with a list
			}
			push(i)
			start = i + 1
		case ',':
			rest := s[i+1 : b]
			rest = strings.TrimLeft(rest, " ")
			var lb [16]byte
			if w := appendLower(lb[:0], firstWord(rest)); string(w) == "and" || bindingConnectives[string(w)] {
				// only split when what follows is a clause, not a list item
				// ("apples, oranges, and pears"): the caller checks that;
				// here a following connective always starts a new clause.
				push(i)
				start = i + 1
			}
		}
	}
	push(b)
	return out
}

// hostLike: a lowercase identifier with a digit and a hyphen ("web-3",
// "kiosk-15"), which starts sentences in ops notes.
func hostLike(w string) bool {
	return strings.Contains(w, "-") && strings.ContainsAny(w, "0123456789") && !strings.HasPrefix(w, "-")
}

// keyColon reports a "key:" colon in s (not the colon of a clock time
// like 09:15).
func keyColon(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != ':' {
			continue
		}
		if i > 0 && i+1 < len(s) && s[i-1] >= '0' && s[i-1] <= '9' && s[i+1] >= '0' && s[i+1] <= '9' {
			continue
		}
		return true
	}
	return false
}

func firstWord(s string) string {
	i := strings.IndexAny(s, " ,;:.")
	if i < 0 {
		return s
	}
	return s[:i]
}

// dottedInitials reports a dotted initialism such as "A.C" (of "A.C. Pisa")
// or "S.C": single capital letters joined by periods, which name a club or a
// company before the next word rather than end a sentence.
func dottedInitials(w string) bool {
	if !strings.Contains(w, ".") {
		return false // one part
	}
	for p := range strings.SplitSeq(w, ".") {
		if utf8.RuneCountInString(p) != 1 || !unicode.IsUpper(firstRune(p)) {
			return false
		}
	}
	return true
}

// purposeWords after "so" make it no result: "so that", "so as to", "so
// far", "so much"; a modal in the clause's first words makes it a purpose
// or a forecast ("so she can take the Lyon calls", "so it will close").
var soNotResult = map[string]bool{"that": true, "as": true, "far": true, "much": true, "many": true, "long": true, "to": true, "too": true, "yes": true, "no": true}

var soModals = map[string]bool{"can": true, "could": true, "will": true, "would": true, "should": true, "might": true, "may": true, "must": true, "shall": true,
	"can't": true, "cannot": true, "won't": true, "wouldn't": true, "couldn't": true, "shouldn't": true, "needs": true, "need": true, "'ll": true}

// resultSo returns the offset of the clause after a leading "so" of a
// result clause ("so the CRM admin is Wendeline Acker now", "so LT-042 has
// gone over to Teodor Quist"), or 0: "so" alone or before a word of
// purpose or degree, or a modal (or a "'ll", "'d" contraction) in the next
// four words.
func resultSo(text string) int {
	ws := strings.Fields(text)
	if len(ws) < 3 || !strings.EqualFold(ws[0], "so") || strings.HasSuffix(ws[0], ",") {
		return 0
	}
	if soNotResult[strings.ToLower(strings.Trim(ws[1], ",."))] {
		return 0
	}
	for _, w := range ws[1:min(len(ws), 5)] {
		lw := strings.ToLower(strings.Trim(w, ",."))
		if soModals[lw] || strings.HasSuffix(lw, "'ll") || strings.HasSuffix(lw, "'d") || strings.HasSuffix(lw, "’ll") {
			return 0
		}
	}
	k := strings.Index(text, ws[1])
	return k
}
