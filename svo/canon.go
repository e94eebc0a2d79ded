package svo

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"

	"l9/internal/textnum"
)

// cleanText makes arbitrary input safe to parse: invalid UTF-8 (and U+FFFD) becomes a space,
// control characters become spaces (newlines stay: they separate sentences),
// the text is put in NFC, and typographic quotes, apostrophes, non-breaking
// and zero-width spaces are mapped to ASCII before any tagging.
func cleanText(s string) string {
	out := s
	if !plainText(s) {
		out = cleanRunes(s)
	}
	if strings.Contains(out, "**") || strings.Contains(out, "__") {
		// markdown emphasis: "**Update:**" is "Update:"
		out = strings.ReplaceAll(strings.ReplaceAll(out, "**", ""), "__", "")
	}
	return out
}

// plainText: s is printable ASCII and newlines without a backquote, which
// cleanRunes returns unchanged (NFC leaves ASCII alone).
func plainText(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 0x20 || c > 0x7E || c == '`') && c != '\n' {
			return false
		}
	}
	return true
}

// cleanRunes is cleanText's rune mapping.
func cleanRunes(s string) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, " ")
	}
	s = norm.NFC.String(s)
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch r {
		case '\u2018', '\u2019', '\u201A', '\u201B', '\u2032', '\u02BC', '`':
			b.WriteByte('\'')
		case '\u201C', '\u201D', '\u201E', '\u201F', '\u2033', '\u00AB', '\u00BB':
			b.WriteByte('"')
		case '\uFFFD', '\u00A0', '\u2007', '\u202F', '\u2009', '\u200A', '\u2002', '\u2003', '\t', '\v', '\f':
			b.WriteByte(' ')
		case '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD':
			// zero-width and soft hyphen: drop
		case '\r', '\u2028', '\u2029', '\u0085':
			b.WriteByte('\n')
		case '\u2013', '\u2014', '\u2012', '\u2212':
			b.WriteByte('-')
		case '\u2026':
			b.WriteString("...")
		default:
			if r == '\n' {
				b.WriteByte('\n')
			} else if unicode.IsControl(r) || (unicode.Is(unicode.Cf, r)) {
				b.WriteByte(' ')
			} else {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// fold is NFKC followed by Unicode case folding, the canonical form of every
// key word. ASCII, the common case, takes a fast path.
func fold(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(s)
	}
	// A Caser keeps state, so each call gets its own (cheap) instance:
	// the extractor is shared across goroutines.
	return cases.Fold().String(norm.NFKC.String(s))
}

// keyWord canonicalizes one word of a key: fold, spelling, strip surrounding
// punctuation. It returns "" for words that do not belong in a key.
func keyWord(w string) string { return keyWords.get(w) }

// keyWords caches keyWordOf.
var keyWords = newMemo(func(w string) string { return strings.Clone(keyWordOf(w)) })

// keyWordOf computes keyWord.
func keyWordOf(w string) string {
	w = fold(w)
	w = strings.Trim(w, `.,;:!?"()[]{}'`)
	for _, suf := range []string{"'ve", "'m", "'d", "'ll", "'re"} {
		w = strings.TrimSuffix(w, suf)
	}
	if w == "" || determiners[w] {
		return ""
	}
	if s, ok := spelling[w]; ok {
		w = s
	}
	if a, b, ok := strings.Cut(w, "-"); ok && isLetters(a) && isLetters(b) {
		w = a + b // "wi-fi" = "wifi", "on-call" = "oncall"
	}
	if s, ok := keySynonyms[w]; ok {
		w = s
	}
	if s, ok := numberedNoun(w); ok {
		w = s
	}
	return w
}

// numberedPrefixes are the clipped nouns of a numbered part written as one
// word with its number: "ep3", "blk2" (keySynonyms spell the nouns out).
var numberedPrefixes = map[string]string{"ep": "episode", "episode": "episode", "blk": "block", "block": "block"}

// numberedNoun spells "ep3" as "episode 3" and "blk2" as "block 2", so
// that "Ep3 status" and "Ep 3 status" share a key.
func numberedNoun(w string) (string, bool) {
	i := 0
	for i < len(w) && isLowerAlpha(w[i]) {
		i++
	}
	if i == 0 || i == len(w) || !isDigits(w[i:]) || len(w)-i > 3 {
		return "", false
	}
	noun, ok := numberedPrefixes[w[:i]]
	if !ok {
		return "", false
	}
	return noun + " " + w[i:], true
}

func isLetters(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// keyOf joins the canonical words of a key span.
func keyOf(words []string) string {
	var buf [8]string // the words of a key of up to eight, on the stack
	out := buf[:0]
	for _, w := range words {
		if w == "'s" || w == "'" {
			continue
		}
		if k := keyWord(w); k != "" {
			if firstPerson[k] && k != "user" {
				k = "user"
			}
			if n := len(out); n > 0 && plateTail(k) && plateHead(out[n-1]) {
				out[n-1] += k // "MD23 TLK" is "MD23TLK": one registration plate
				continue
			}
			out = append(out, k)
		}
	}
	return strings.Join(out, " ")
}

// plateHead and plateTail: the two halves of a registration plate written
// with a space, "md23" and "tlk" (two letters and two digits, three
// letters).
func plateHead(w string) bool {
	return len(w) == 4 && isLowerAlpha(w[0]) && isLowerAlpha(w[1]) && w[2] >= '0' && w[2] <= '9' && w[3] >= '0' && w[3] <= '9'
}

func plateTail(w string) bool {
	return len(w) == 3 && isLowerAlpha(w[0]) && isLowerAlpha(w[1]) && isLowerAlpha(w[2])
}

func isLowerAlpha(c byte) bool { return c >= 'a' && c <= 'z' }

// attrOf canonicalizes an attribute noun phrase: its head is singularized and
// the nounAttributes lexicon applied. plural reports a plural head (a set
// hint).
func attrOf(words []string) (attr string, plural bool) {
	k := fields(keyOf(words))
	for len(k) > 1 && transientAdjectives[k[0]] {
		k = k[1:]
	}
	if len(k) == 0 {
		return "", false
	}
	last := k[len(k)-1]
	if s, p := singular(last); p {
		k[len(k)-1] = s
		plural = true
	}
	return strings.Join(k, " "), plural
}

var (
	reISODate   = regexp.MustCompile(`\b(\d{4})-(\d{1,2})-(\d{1,2})\b`)
	reSlashYMD  = regexp.MustCompile(`\b(\d{4})/(\d{1,2})/(\d{1,2})\b`)
	reSlashDate = regexp.MustCompile(`\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b`)
	reMonthDY   = regexp.MustCompile(`\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b`)
	reDMonthY   = regexp.MustCompile(`\b(\d{1,2})(?:st|nd|rd|th)? (?:of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,? (\d{4})\b`)
	reMonthY    = regexp.MustCompile(`\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?,? (\d{4})\b`)
	reMonthD    = regexp.MustCompile(`\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.? (\d{1,2})(?:st|nd|rd|th)?\b`)
	reDMonth    = regexp.MustCompile(`\b(\d{1,2})(?:st|nd|rd|th)? (?:of )?(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?\b`)
	reSlashDMY2 = regexp.MustCompile(`(^|[^/.\d])(\d{1,2})/(\d{1,2})/(\d{2})\b`)
	reSlashMY   = regexp.MustCompile(`(^|[^/.\d])(\d{1,2})/(\d{4})\b`)
	reMonthHY   = regexp.MustCompile(`\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*-(\d{4})\b`)
	reTime12    = regexp.MustCompile(`\b(\d{1,2})(?:[:.](\d{2}))? ?([ap])\.?m\b\.?`)
	reTime24    = regexp.MustCompile(`\b([01]?\d|2[0-3]):([0-5]\d)\b`)
)

var monthNum = map[string]int{
	"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8,
	"sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12, "january": 1, "february": 2,
	"march": 3, "april": 4, "june": 6, "july": 7, "august": 8, "september": 9,
	"october": 10, "november": 11, "december": 12,
}

var monthDays = [13]int{0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

func isoDate(y, m, d int) (string, bool) {
	if m < 1 || m > 12 || d < 1 || d > monthDays[m] || y < 1000 || y > 2999 {
		return "", false
	}
	if m == 2 && d == 29 && !(y%4 == 0 && (y%100 != 0 || y%400 == 0)) {
		return "", false
	}
	return strconv.Itoa(y) + " m" + two(m) + " d" + two(d), true
}

func two(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// canonDates rewrites unambiguous dates in a folded value to the tokens
// "YYYY mMM dDD" ("2024 m03 d05"), "YYYY mMM" for a month and year, "mMM dDD"
// for a day and month: separate tokens, so a partial date is contained in
// the full one (an elaboration, not a change). A numeric day/month order
// that cannot be told apart (03/04/2024) stays as written.
// has reports whether s contains one of the literals.
func has(lits ...string) func(string) bool {
	return func(s string) bool {
		for _, l := range lits {
			if strings.Contains(s, l) {
				return true
			}
		}
		return false
	}
}

// hasMonth: s contains the first three letters of a month's name at the
// start of a word (every month form of the date regexps starts with them,
// after \b or a space).
func hasMonth(s string) bool {
	for i := 0; i+3 <= len(s); i++ {
		if i > 0 && isWordByte(s[i-1]) {
			continue
		}
		switch s[i : i+3] {
		case "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec":
			return true
		}
	}
	return false
}

// isWordByte: an ASCII word character of a regexp's \b.
func isWordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// dayMonthDate reads the two numbers a and b of a slash or dot date in year
// y as the ISO date they name when the reading is not in doubt: equal, or
// one of them above 12 (the day). "03/04" could be 3 April or 4 March: no
// date.
func dayMonthDate(y, a, b int) (string, bool) {
	switch {
	case a == b:
		return isoDate(y, a, b)
	case a > 12 && b <= 12:
		return isoDate(y, b, a)
	case b > 12 && a <= 12:
		return isoDate(y, a, b)
	}
	return "", false
}

func canonDates(s string) string {
	if !containsDigit(s) {
		return s // every date and time form has a digit
	}
	// need is a literal every match of re contains: without it re is
	// not run (the regexps are costly and most values hold no date)
	repl := func(re *regexp.Regexp, need func(string) bool, f func(m []string) (string, bool)) {
		if !need(s) {
			return
		}
		s = re.ReplaceAllStringFunc(s, func(x string) string {
			if out, ok := f(re.FindStringSubmatch(x)); ok {
				return out
			}
			return x
		})
	}
	repl(reISODate, has("-"), func(m []string) (string, bool) { return isoDate(atoi(m[1]), atoi(m[2]), atoi(m[3])) })
	repl(reSlashYMD, has("/"), func(m []string) (string, bool) { return isoDate(atoi(m[1]), atoi(m[2]), atoi(m[3])) })
	repl(reSlashDate, has("/", "."), func(m []string) (string, bool) {
		return dayMonthDate(atoi(m[3]), atoi(m[1]), atoi(m[2])) // ambiguous: kept raw
	})
	repl(reSlashDMY2, has("/"), func(m []string) (string, bool) {
		// "PMI due 09/06/26": a day, a month and a two-digit year of this
		// century, read like "09/06/2026"
		out, ok := dayMonthDate(2000+atoi(m[4]), atoi(m[2]), atoi(m[3]))
		if !ok {
			return "", false
		}
		return m[1] + out, true
	})
	repl(reSlashMY, has("/"), func(m []string) (string, bool) {
		// "due 06/2026": a month and a year (a day and month with a year
		// were read above)
		mo, y := atoi(m[2]), atoi(m[3])
		if mo < 1 || mo > 12 || y < 1000 || y > 2999 {
			return "", false
		}
		return m[1] + m[3] + " m" + two(mo), true
	})
	repl(reMonthHY, hasMonth, func(m []string) (string, bool) {
		y := atoi(m[2])
		if y < 1000 || y > 2999 {
			return "", false
		}
		return m[2] + " m" + two(monthNum[m[1]]), true
	})
	repl(reMonthDY, hasMonth, func(m []string) (string, bool) { return isoDate(atoi(m[3]), monthNum[m[1]], atoi(m[2])) })
	repl(reDMonthY, hasMonth, func(m []string) (string, bool) { return isoDate(atoi(m[3]), monthNum[m[2]], atoi(m[1])) })
	repl(reMonthY, hasMonth, func(m []string) (string, bool) {
		y := atoi(m[2])
		if y < 1000 || y > 2999 {
			return "", false
		}
		return m[2] + " m" + two(monthNum[m[1]]), true
	})
	repl(reMonthD, hasMonth, func(m []string) (string, bool) {
		mo, d := monthNum[m[1]], atoi(m[2])
		if mo == 0 || d < 1 || d > monthDays[mo] {
			return "", false
		}
		return "m" + two(mo) + " d" + two(d), true
	})
	repl(reDMonth, hasMonth, func(m []string) (string, bool) {
		mo, d := monthNum[m[2]], atoi(m[1])
		if mo == 0 || d < 1 || d > monthDays[mo] {
			return "", false
		}
		return "m" + two(mo) + " d" + two(d), true
	})
	repl(reTime12, has("am", "pm", "a.m", "p.m"), func(m []string) (string, bool) {
		h, mm := atoi(m[1]), 0
		if m[2] != "" {
			mm = atoi(m[2])
		}
		if h < 1 || h > 12 {
			return "", false
		}
		if m[3] == "p" && h != 12 {
			h += 12
		}
		if m[3] == "a" && h == 12 {
			h = 0
		}
		return two(h) + ":" + two(mm), true
	})
	repl(reTime24, has(":"), func(m []string) (string, bool) { return two(atoi(m[1])) + ":" + m[2], true })
	return dropDateWeekday(s)
}

// dropDateWeekday drops a weekday before a calendar date ("thursday m05
// d14" = "m05 d14", "friday 2025 m03 d07" = "2025 m03 d07", "thu m03 d12"
// = "m03 d12"): the date says
// the day; a weekday alone ("every thursday") stays.
func dropDateWeekday(s string) string {
	if !strings.Contains(s, " m") {
		return s // no canonical month follows any word
	}
	f := strings.Fields(s)
	out := f[:0:0]
	for i := 0; i < len(f); i++ {
		if (weekdays[f[i]] || weekdayAbbrevs[f[i]]) && i+1 < len(f) && (isMonthCanon(f[i+1]) || isYear(f[i+1]) && i+2 < len(f) && isMonthCanon(f[i+2])) {
			continue
		}
		out = append(out, f[i])
	}
	if len(out) == len(f) {
		return s
	}
	return strings.Join(out, " ")
}

// weekdayAbbrevs are the short weekday names of notes and bookings ("Thu
// 12 March", "Weds 20/05"), dropped before a date like the full names.
var weekdayAbbrevs = map[string]bool{"mon": true, "tue": true, "tues": true, "wed": true, "weds": true, "thu": true, "thur": true,
	"thurs": true, "fri": true, "sat": true, "sun": true}

// isMonthCanon: a canonical month token ("m05").
func isMonthCanon(w string) bool {
	return len(w) == 3 && w[0] == 'm' && w[1] >= '0' && w[1] <= '1' && w[2] >= '0' && w[2] <= '9'
}

var numberWords = map[string]int{
	"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
	"fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
	"nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
	"seventy": 70, "eighty": 80, "ninety": 90,
}

var scaleWords = map[string]float64{
	"hundred": 100, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12,
	"dozen": 12,
}

// unitCanon maps unit spellings to (canonical unit, factor to it).
type unitConv struct {
	unit   string
	factor float64
}

var unitCanon = map[string]unitConv{
	"m": {"m", 1}, "meter": {"m", 1}, "meters": {"m", 1}, "metre": {"m", 1}, "metres": {"m", 1},
	"km": {"m", 1000}, "kilometer": {"m", 1000}, "kilometers": {"m", 1000}, "kilometre": {"m", 1000}, "kilometres": {"m", 1000},
	"cm": {"m", 0.01}, "centimeter": {"m", 0.01}, "centimeters": {"m", 0.01}, "centimetres": {"m", 0.01},
	"mm": {"m", 0.001}, "millimeter": {"m", 0.001}, "millimeters": {"m", 0.001}, "millimetres": {"m", 0.001},
	"mi": {"m", 1609.344}, "mile": {"m", 1609.344}, "miles": {"m", 1609.344},
	"ft": {"m", 0.3048}, "foot": {"m", 0.3048}, "feet": {"m", 0.3048},
	"yd": {"m", 0.9144}, "yard": {"m", 0.9144}, "yards": {"m", 0.9144},
	"inch": {"m", 0.0254}, "inches": {"m", 0.0254},
	"g": {"g", 1}, "gram": {"g", 1}, "grams": {"g", 1}, "gramme": {"g", 1}, "grammes": {"g", 1},
	"kg": {"g", 1000}, "kgs": {"g", 1000}, "kilo": {"g", 1000}, "kilos": {"g", 1000}, "kilogram": {"g", 1000}, "kilograms": {"g", 1000},
	"mg": {"g", 0.001}, "milligram": {"g", 0.001}, "milligrams": {"g", 0.001},
	"t": {"g", 1e6}, "tonne": {"g", 1e6}, "tonnes": {"g", 1e6},
	"lb": {"g", 453.59237}, "lbs": {"g", 453.59237}, "pound": {"g", 453.59237}, "pounds": {"g", 453.59237},
	"oz": {"g", 28.349523125}, "ounce": {"g", 28.349523125}, "ounces": {"g", 28.349523125},
	"°c": {"°c", 1}, "℃": {"°c", 1}, "celsius": {"°c", 1}, "°f": {"°f", 1}, "℉": {"°f", 1}, "fahrenheit": {"°f", 1},
	"%": {"%", 1}, "percent": {"%", 1}, "pct": {"%", 1},
	"ms": {"s", 0.001}, "millisecond": {"s", 0.001}, "milliseconds": {"s", 0.001},
	"s": {"s", 1}, "sec": {"s", 1}, "secs": {"s", 1}, "second": {"s", 1}, "seconds": {"s", 1},
	"min": {"s", 60}, "mins": {"s", 60}, "minute": {"s", 60}, "minutes": {"s", 60},
	"h": {"s", 3600}, "hr": {"s", 3600}, "hrs": {"s", 3600}, "hour": {"s", 3600}, "hours": {"s", 3600},
	"day": {"day", 1}, "days": {"day", 1}, "week": {"day", 7}, "weeks": {"day", 7},
	"month": {"month", 1}, "months": {"month", 1}, "year": {"year", 1}, "years": {"year", 1},
	"l": {"l", 1}, "liter": {"l", 1}, "liters": {"l", 1}, "litre": {"l", 1}, "litres": {"l", 1},
	"ml": {"l", 0.001}, "milliliter": {"l", 0.001}, "milliliters": {"l", 0.001}, "millilitres": {"l", 0.001},
	"kb": {"kb", 1}, "mb": {"mb", 1}, "gb": {"gb", 1}, "tb": {"tb", 1},
	"kilobyte": {"kb", 1}, "kilobytes": {"kb", 1}, "megabyte": {"mb", 1}, "megabytes": {"mb", 1},
	"gigabyte": {"gb", 1}, "gigabytes": {"gb", 1}, "terabyte": {"tb", 1}, "terabytes": {"tb", 1},
	"msec": {"s", 0.001}, "msecs": {"s", 0.001},
	"kib": {"kib", 1}, "mib": {"mib", 1}, "gib": {"gib", 1}, "tib": {"tib", 1},
	"usd": {"usd", 1}, "dollar": {"usd", 1}, "dollars": {"usd", 1}, "bucks": {"usd", 1},
	"eur": {"eur", 1}, "euro": {"eur", 1}, "euros": {"eur", 1},
	"gbp": {"gbp", 1}, "mph": {"km/h", 1.609344}, "kph": {"km/h", 1}, "km/h": {"km/h", 1},
}

var currencySymbols = map[string]string{"$": "usd", "€": "eur", "£": "gbp", "¥": "jpy"}

// reNumTok splits a token like "1,200", "1.2k", "$1.5m", "21°c", "30s", "12%".
var reNumTok numTokRe

// reNumTokRegexp is reNumTok's definition, which numTokRe implements by
// hand (TestNumTokMatchesRegexp compares the two).
var reNumTokRegexp = regexp.MustCompile(`^([$€£¥])?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(k|m|bn|b)?([a-z°%℃℉/]*)$`)

// numTokRe matches reNumTokRegexp without a regexp engine: a number token
// is read once, left to right (most numeric tokens of a value reach it).
type numTokRe struct{}

// MatchString reports whether s matches.
func (numTokRe) MatchString(s string) bool { return numTokRe{}.FindStringSubmatch(s) != nil }

// FindStringSubmatch returns what the regexp's FindStringSubmatch returns:
// the whole token, the currency sign, the digits, the fraction, the scale
// letter and the unit ("" for a group that took no part), or nil.
func (numTokRe) FindStringSubmatch(s string) []string {
	rest, cur := s, ""
	for _, c := range [...]string{"$", "€", "£", "¥"} {
		if strings.HasPrefix(rest, c) {
			rest, cur = rest[len(c):], c
			break
		}
	}
	// the digits: nothing after them may be a digit or a comma, so they
	// are the whole run of digits and commas, grouped by threes if it has
	// a comma
	n := 0
	for n < len(rest) && (rest[n] >= '0' && rest[n] <= '9' || rest[n] == ',') {
		n++
	}
	num := rest[:n]
	if n == 0 || !digitAt(num, 0) || strings.IndexByte(num, ',') >= 0 && !groupedDigits(num) {
		return nil
	}
	rest = rest[n:]
	frac := ""
	if rest != "" && rest[0] == '.' {
		k := 1
		for k < len(rest) && digitAt(rest, k) {
			k++
		}
		if k == 1 {
			return nil // a point without digits: no group reads it
		}
		frac, rest = rest[:k], rest[k:]
	}
	for _, r := range rest {
		if !(r >= 'a' && r <= 'z' || r == '°' || r == '%' || r == '℃' || r == '℉' || r == '/') {
			return nil
		}
	}
	scale := ""
	for _, sc := range [...]string{"k", "m", "bn", "b"} {
		if strings.HasPrefix(rest, sc) {
			scale = sc
			break
		}
	}
	return []string{s, cur, num, frac, scale, rest[len(scale):]}
}

// groupedDigits: \d{1,3}(,\d{3})+ exactly.
func groupedDigits(s string) bool {
	i := 0
	for i < len(s) && i < 4 && digitAt(s, i) {
		i++
	}
	if i == 0 || i > 3 || i == len(s) {
		return false
	}
	for i < len(s) {
		if s[i] != ',' || i+4 > len(s) || !digitAt(s, i+1) || !digitAt(s, i+2) || !digitAt(s, i+3) {
			return false
		}
		i += 4
	}
	return true
}

// imperialFactors are the factors of the imperial units in unitCanon (to m
// and g). A converted imperial value is rounded to two significant figures,
// so a restatement in the other system compares equal ("5 miles" = "8 km" =
// 8000 m, "60 mph" = "97 km/h", "12 oz" = "340 g", "6 ft" = "1.8 m", "7 lb" = "3.2 kg"); a metric
// value keeps the precision it was written with.
var imperialFactors = map[float64]bool{1.609344: true, 1609.344: true, 0.3048: true, 0.9144: true, 0.0254: true, 453.59237: true, 28.349523125: true}

// withUnit appends the canonical tokens of v written in unit u. Temperatures
// are in °C on a 0.5 °C grid (°F converted first), so 68 °F = 20 °C,
// 98.6 °F = 37 °C, 72 °F = 22 °C, while 71 °F (21.5) differs from 22 °C;
// imperial lengths and masses are metric at two significant figures.
func withUnit(out []string, v float64, u unitConv) []string {
	switch {
	case u.unit == "°f":
		return append(out, formatNum(math.Round((v-32)*5/9*2)/2), "°c")
	case u.unit == "°c":
		return append(out, formatNum(math.Round(v*2)/2), "°c")
	case imperialFactors[u.factor]:
		// two significant figures; a result of 100-999 (building and hill
		// heights, distances in metres) in whole units, the way metric
		// values of that size are written ("696 ft" = 212 m; "300 ft" = 91 m)
		r := v * u.factor
		if a := math.Abs(r); u.unit == "m" && a >= 100 && a < 1000 {
			return append(out, formatNum(math.Round(r)), u.unit)
		}
		return append(out, formatNum(roundSig(r, 2)), u.unit)
	}
	return append(out, formatNum(v*u.factor), u.unit)
}

// roundSig rounds v to n significant figures.
func roundSig(v float64, n int) float64 {
	if v == 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return v
	}
	p := math.Pow(10, float64(n)-math.Ceil(math.Log10(math.Abs(v))))
	return math.Round(v*p) / p
}

// formatNum prints a number without exponent and without float noise.
func formatNum(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatInt(int64(v), 10)
	}
	r := strconv.FormatFloat(v, 'g', 12, 64)
	f, err := strconv.ParseFloat(r, 64)
	if err != nil {
		return r
	}
	return strconv.FormatFloat(f, 'f', -1, 64)
}

// valueTokens splits a folded value into tokens, appended to out: spaces
// separate, commas between digits stay (1,200), other punctuation at token
// edges is dropped.
func valueTokens(out []string, s string) []string {
	for _, f := range fields(s) {
		f = strings.Trim(f, `,;:!?"()[]{}'`)
		f = strings.TrimSuffix(f, "'s")
		if strings.HasSuffix(f, ".") && !strings.Contains(f[:len(f)-1], ".") {
			f = strings.TrimSuffix(f, ".")
		}
		if f == "" || f == "-" || f == "&" {
			if f == "&" {
				out = append(out, "and")
			}
			continue
		}
		if s, ok := spelling[f]; ok {
			f = s
		}
		if a, b, ok := strings.Cut(f, "/"); ok && a != "" {
			if p, ok := ratePeriods[b]; ok {
				out = append(out, a, "per", p) // "$4.99/month"
				continue
			}
			if ps, ok := perUnits(a, b); ok {
				out = append(out, a)
				out = append(out, ps...) // "$24/seat/month", "$0.02/gb"
				continue
			}
		}
		out = append(out, f)
	}
	return out
}

// canonValue is the canonical form of a value: NFKC, case-folded, dates and
// times in ISO form, numbers in digits ("nine hundred" = "900" = "0.9k"),
// units converted within a family (km → m, kg → g, minutes → s), currency
// symbols as ISO codes, leading determiners dropped, space separated.
func canonValue(surface string) string {
	s := canonDates(fold(dropInitials(surface)))
	// the word lists of a value of a few words live on the stack
	var tokBuf, outBuf, rateBuf [16]string
	toks := valueTokens(tokBuf[:0], s)
	for len(toks) > 0 && determiners[toks[0]] && !(len(toks) > 1 && scaleWords[toks[1]] > 0) {
		toks = toks[1:]
	}
	out := outBuf[:0]
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		// "room 3H", "gate 12B", "platform 9": an identifier, not a quantity
		if identLabels[t] && i+1 < len(toks) && containsDigit(toks[i+1]) {
			out = append(out, t, toks[i+1])
			i++
			continue
		}
		// "her second year of the course" is "her 2nd year of the
		// course": an ordinal word before a word is written in digits
		// (after a number it is a unit: "one second")
		if n, ok := rankOrdinals[t]; ok && i+1 < len(toks) && isLetters(toks[i+1]) && (len(out) == 0 || !containsDigit(out[len(out)-1])) {
			out = append(out, textnum.Ordinal(n))
			continue
		}
		// inside a value, an article or a possessive pronoun is wording, not
		// value: "2nd year of the apprenticeship" is "2nd year of her
		// apprenticeship"
		if i+1 < len(toks) && innerDeterminers[t] {
			continue
		}
		// number words: "nine hundred", "twenty-five", "a dozen"
		if v, n, ok := parseNumberWords(toks[i:]); ok {
			i += n - 1
			out = appendNumber(out, v, "", toks, &i)
			continue
		}
		// "Python 3.10" is not "Python 3.1": a version after a product name
		// keeps its digits
		if len(out) > 0 && reVersionZero.MatchString(t) && isLetters(out[len(out)-1]) && !isCurrencyCode(out[len(out)-1]) {
			out = append(out, t)
			continue
		}
		// a temperature below zero: "-18°c"
		if len(t) > 1 && t[0] == '-' {
			if m := reNumTok.FindStringSubmatch(t[1:]); m != nil && m[1] == "" && m[4] == "" {
				if u, ok := unitCanon[m[5]]; ok && (u.unit == "°c" || u.unit == "°f") {
					if v, err := strconv.ParseFloat(strings.ReplaceAll(m[2], ",", "")+m[3], 64); err == nil {
						out = withUnit(out, -v, u)
						continue
					}
				}
			}
		}
		if m := reNumTok.FindStringSubmatch(t); m != nil {
			v, err := strconv.ParseFloat(strings.ReplaceAll(m[2], ",", "")+m[3], 64)
			if err != nil {
				out = append(out, t)
				continue
			}
			cur := ""
			if m[1] != "" {
				cur = currencySymbols[m[1]]
			}
			switch m[4] {
			case "k":
				v *= 1e3
			case "m":
				if cur != "" {
					v *= 1e6
				} else {
					m[5] = "m" + m[5]
				}
			case "bn", "b":
				if cur != "" || m[4] == "bn" {
					v *= 1e9
				} else {
					m[5] = m[4] + m[5]
				}
			}
			// a scale word after the digits: "1.5 million"
			if i+1 < len(toks) {
				if sc, ok := scaleWords[toks[i+1]]; ok && sc >= 1e3 {
					v *= sc
					i++
				}
			}
			if m[5] != "" {
				if u, ok := unitCanon[m[5]]; ok {
					out = withUnit(out, v, u)
					if cur != "" {
						out = append(out, cur)
					}
					continue
				}
				if per, ok := perSuffixes[m[5]]; ok && cur != "" {
					// "£95pp" is "£95 per person", "£12ph" "£12 per hour"
					out = appendNumber(out, v, cur, toks, &i)
					out = append(out, "per", per)
					continue
				}
				// not a unit we know ("v1", "14th", "2nd"): keep raw
				out = append(out, t)
				continue
			}
			out = appendNumber(out, v, cur, toks, &i)
			continue
		}
		if u, ok := unitCanon[t]; ok && (u.unit == "usd" || u.unit == "eur" || u.unit == "gbp") && i+1 < len(toks) && reNumTok.MatchString(toks[i+1]) && !strings.ContainsAny(toks[i+1][:1], "$€£¥") {
			// "USD 20" = "20 USD"
			toks[i], toks[i+1] = toks[i+1], t
			i--
			continue
		}
		if cur, ok := currencySymbols[t]; ok && i+1 < len(toks) {
			if m := reNumTok.FindStringSubmatch(toks[i+1]); m != nil && m[1] == "" {
				toks[i+1] = t + toks[i+1]
				_ = cur
				continue
			}
		}
		out = append(out, t)
	}
	return strings.Join(normalizeNames(normalizeRates(rateBuf[:0], out)), " ")
}

// innerDeterminers are dropped inside a value (canonValue); "a" is not
// among them ("Plan A").
var innerDeterminers = map[string]bool{"the": true, "her": true, "his": true, "their": true, "its": true, "my": true, "our": true, "your": true}

// perUnits reads the rest of an amount written with slashes, "$24" and
// "seat/month" of "$24/seat/month", as "per seat per month" (the way
// "$24 per seat per month" is written): the amount starts with a digit or a
// currency sign, and every part after it is a word (a period is written as
// ratePeriods does). Anything else ("24/7", "and/or") is no rate.
func perUnits(amount, rest string) ([]string, bool) {
	if c := amount[0]; !(c >= '0' && c <= '9') && !strings.HasPrefix(amount, "$") && !strings.HasPrefix(amount, "£") && !strings.HasPrefix(amount, "€") {
		return nil, false
	}
	var out []string
	for _, p := range strings.Split(rest, "/") {
		if p == "" || len(p) > 12 || strings.IndexFunc(p, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
			return nil, false
		}
		if q, ok := ratePeriods[p]; ok {
			p = q
		}
		out = append(out, "per", p)
	}
	return out, true
}

var ratePeriods = map[string]string{"hour": "hour", "hr": "hour", "day": "day", "week": "week", "wk": "week",
	"month": "month", "mo": "month", "year": "year", "yr": "year", "annum": "year", "night": "night", "person": "person"}

var rateAdverbs = map[string]string{"hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month",
	"yearly": "year", "annually": "year", "nightly": "night"}

// normalizeRates appends toks to out with every rate written as "per
// <period>": "$5 a month", "$5 per month", "$5/month", "$5 monthly" are one
// value.
func normalizeRates(out, toks []string) []string {
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if (t == "a" || t == "an" || t == "per" || t == "each" || t == "every") && i > 0 && i+1 < len(toks) {
			if p, ok := ratePeriods[strings.TrimSuffix(toks[i+1], "s")]; ok && (t != "every" || !strings.HasSuffix(toks[i+1], "s")) {
				out = append(out, "per", p)
				i++
				continue
			}
		}
		if p, ok := rateAdverbs[t]; ok && i > 0 {
			out = append(out, "per", p)
			continue
		}
		if strings.HasPrefix(t, "/") {
			if p, ok := ratePeriods[t[1:]]; ok && i > 0 {
				out = append(out, "per", p)
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// valueAliases are a few unambiguous spellings of one name.
var valueAliases = map[string][]string{
	"nyc": {"new", "york", "city"}, "usa": {"united", "states"}, "us": {"united", "states"},
	"uk": {"united", "kingdom"}, "uae": {"united", "arab", "emirates"},
}

// legalForms are company suffixes that do not change which company is meant.
var legalForms = map[string]bool{"inc": true, "incorporated": true, "corp": true, "corporation": true,
	"ltd": true, "limited": true, "llc": true, "gmbh": true, "plc": true, "ag": true, "sa": true, "co": true,
	"bv": true, "oy": true, "ab": true, "pty": true, "srl": true, "lp": true, "llp": true}

// streetSuffixes at the end of an address.
var streetSuffixes = map[string]string{"st": "street", "ave": "avenue", "av": "avenue", "rd": "road",
	"blvd": "boulevard", "ln": "lane", "sq": "square", "hwy": "highway", "pl": "place"}

// normalizeNames unifies format variants of names inside a value: dotted
// abbreviations ("d.c." = "dc"), aliases ("u.s." = "usa" = "united states",
// only for the whole value or a trailing part), a trailing company legal form
// ("Acme Corp." = "Acme"), a trailing street suffix ("Elm St" = "Elm Street").
func normalizeNames(toks []string) []string {
	for i, t := range toks {
		if strings.Contains(t, ".") && !containsDigit(t) && len(t) <= 8 {
			if u := strings.ReplaceAll(t, ".", ""); isLetters(u) {
				toks[i] = u
			}
		}
	}
	if n := len(toks); n > 0 {
		if al, ok := valueAliases[toks[n-1]]; ok && (n == 1 || toks[n-1] != "us") {
			toks = append(toks[:n-1:n-1], al...)
		}
	}
	for len(toks) > 1 && legalForms[toks[len(toks)-1]] {
		toks = toks[:len(toks)-1]
	}
	if n := len(toks); n > 1 && !containsDigit(toks[n-2]) || n > 2 {
		if s, ok := streetSuffixes[toks[n-1]]; ok && n > 1 {
			toks[n-1] = s
		}
	}
	return toks
}

// appendNumber appends v with the unit that follows it, if any.
func appendNumber(out []string, v float64, cur string, toks []string, i *int) []string {
	if *i+1 < len(toks) {
		next := toks[*i+1]
		if next == "degrees" || next == "degree" || next == "deg" {
			if *i+2 < len(toks) {
				switch toks[*i+2] {
				case "c", "celsius", "centigrade":
					*i += 2
					return withUnit(out, v, unitCanon["°c"])
				case "f", "fahrenheit":
					*i += 2
					return withUnit(out, v, unitCanon["°f"])
				}
			}
		}
		if next == "per" && *i+2 < len(toks) && toks[*i+2] == "cent" {
			*i += 2
			return append(out, formatNum(v), "%")
		}
		if u, ok := unitCanon[next]; ok && cur == "" {
			// "5 ft 11 in", "6 foot 2": feet and inches are one length
			if u.factor == 0.3048 && *i+2 < len(toks) {
				if in, err := strconv.ParseFloat(toks[*i+2], 64); err == nil && in < 12 && (*i+3 >= len(toks) || toks[*i+3] == "in" || toks[*i+3] == "inch" || toks[*i+3] == "inches" || toks[*i+3] == "\"") {
					skip := 2
					if *i+3 < len(toks) {
						skip = 3
					}
					*i += skip
					return withUnit(out, v+in/12, u)
				}
			}
			*i++
			if u.unit == "month" && v >= 12 && math.Mod(v, 12) == 0 {
				return append(out, formatNum(v/12), "year") // "24 months" = "2 years"
			}
			return withUnit(out, v, u)
		}
	}
	out = append(out, formatNum(v))
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// parseNumberWords reads a number written in words at the start of toks and
// returns its value and how many tokens it used.
func parseNumberWords(toks []string) (float64, int, bool) {
	total, cur := 0.0, 0.0
	n := 0
	seen := false
	for n < len(toks) {
		t := toks[n]
		if v, ok := numberWords[t]; ok {
			cur += float64(v)
			seen = true
			n++
			continue
		}
		if a, b, ok := strings.Cut(t, "-"); ok {
			va, oka := numberWords[a]
			vb, okb := numberWords[b]
			if oka && okb && va >= 20 && vb < 10 {
				cur += float64(va + vb)
				seen = true
				n++
				continue
			}
		}
		if sc, ok := scaleWords[t]; ok && seen {
			if cur == 0 {
				cur = 1
			}
			if sc == 100 || sc == 12 {
				cur *= sc
			} else {
				total += cur * sc
				cur = 0
			}
			n++
			continue
		}
		if (t == "a" || t == "an") && n == 0 && len(toks) > 1 {
			if sc, ok := scaleWords[toks[1]]; ok {
				cur = sc
				if sc >= 1e3 {
					total, cur = sc, 0
				}
				seen = true
				n = 2
				continue
			}
			break
		}
		if t == "and" && seen && n+1 < len(toks) {
			if _, ok := numberWords[toks[n+1]]; ok {
				n++
				continue
			}
		}
		break
	}
	if !seen {
		return 0, 0, false
	}
	return total + cur, n, true
}

// containsDigit reports whether s has an ASCII digit.
func containsDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			return true
		}
	}
	return false
}

// dropInitials drops the initials before a name ("T. Ishii", "P. J. Soles"):
// the canonical value is then contained in the full name ("Tomohiro Ishii"),
// which the detector reads as one person written two ways, never a change.
func dropInitials(s string) string {
	if strings.IndexByte(s, '.') < 0 {
		return s // no initial
	}
	f := fields(s)
	if len(f) < 2 {
		return s
	}
	out := f[:0:0]
	for i, w := range f {
		if len(w) == 2 && w[1] == '.' && w[0] >= 'A' && w[0] <= 'Z' && i+1 < len(f) && f[i+1][0] >= 'A' && f[i+1][0] <= 'Z' {
			continue
		}
		out = append(out, w)
	}
	if len(out) == len(f) {
		return s
	}
	return strings.Join(out, " ")
}

// perSuffixes are the rate suffixes of a price written as one token
// ("£95pp", "£12ph"): what the price is per.
var perSuffixes = map[string]string{"pp": "person", "ph": "hour"}
