package svo

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestRegexpGuards: a guard rejects only strings its regexp cannot match,
// on every word, value and clause of the case sentences and on random
// strings over the characters the regexps read.
func TestRegexpGuards(t *testing.T) {
	res := map[string]guardedRe{
		"reStamp": reStamp, "reClockTok": reClockTok, "reClock": reClock,
		"reNumber": reNumber, "reVersion": reVersion, "reISODay": reISODay, "reVersioned": reVersioned,
		"reVersionZero": reVersionZero, "reBareVersion": reBareVersion,
	}
	var inputs []string
	for _, s := range caseSentences(t) {
		low := strings.ToLower(s)
		inputs = append(inputs, s, low, canonValue(s))
		inputs = append(inputs, strings.Fields(s)...)
		inputs = append(inputs, strings.Fields(low)...)
	}
	// random strings that reach every branch: digits, the currency signs,
	// the letters and punctuation of versions, clocks, dates and units
	alphabet := []string{"0", "1", "2", "5", "9", ".", ",", ":", "-", "+", " ", "v", "m", "d", "t", "z", "a", "p", "k", "b", "n",
		"version ", "utc", "$", "€", "£", "¥", "°", "%", "/", "x", "V", "M"}
	rng := rand.New(rand.NewPCG(15, 4))
	inputs = append(inputs, joinsOf(rng, 40000, 12, alphabet)...)
	// strings that match, so the test cannot pass by never matching
	inputs = append(inputs, "$1,200.5k", "12:30", "2024-03-05t10:00z", "v1.2.3", "version 1.2", "2024 m03 d05", "m03", "python 3.10", "3.10", "7pm", "€5",
		"on march 5, 2024", "5th of may 2021", "sept 2019", "june 3", "3 december", "at 7 p.m.", "10am", "mid-jan 2020", "xjan 5", "éjan 5", "_may 2")
	inputs = append(inputs, joinsOf(rng, 40000, 8, []string{"jan", "may", "sept", "june", "december", "of ", " ", "1", "12", "2024", "th", ",", ".", "a", "p", "m", "x", "_", "é", "-"})...)
	// canonDates runs its unanchored regexps only where their need holds
	needs := map[string]guardedRe{
		"reMonthDY": {reMonthDY, hasMonth}, "reDMonthY": {reDMonthY, hasMonth}, "reMonthY": {reMonthY, hasMonth},
		"reMonthD": {reMonthD, hasMonth}, "reDMonth": {reDMonth, hasMonth}, "reTime12": {reTime12, has("am", "pm", "a.m", "p.m")},
	}
	for k, v := range needs {
		res[k] = v
	}
	for name, g := range res {
		matched := 0
		for _, s := range inputs {
			m := g.Regexp.MatchString(s)
			if m {
				matched++
			}
			if m && !g.may(s) {
				t.Errorf("%s: the guard rejects %q, which the regexp matches", name, s)
			}
		}
		if matched == 0 {
			t.Errorf("%s: no input matches: the test says nothing about its guard", name)
		}
	}
}

// TestCleanTextPlain: the text cleanText leaves to its fast path is the
// text its rune mapping returns unchanged.
func TestCleanTextPlain(t *testing.T) {
	inputs := caseSentences(t)
	rng := rand.New(rand.NewPCG(15, 5))
	for range 20000 {
		b := make([]byte, 1+rng.IntN(40))
		for i := range b {
			b[i] = byte(rng.IntN(0x80))
		}
		inputs = append(inputs, string(b))
	}
	plain := 0
	for _, s := range inputs {
		if !plainText(s) {
			continue
		}
		plain++
		if got := cleanRunes(s); got != s {
			t.Errorf("plainText(%q), but the rune mapping gives %q", s, got)
		}
	}
	if plain < len(inputs)/20 {
		t.Errorf("only %d of %d inputs are plain: the test says little", plain, len(inputs))
	}
}

// TestNumTokMatchesRegexp: the hand-written number-token reader gives the
// regexp's submatches on every input.
func TestNumTokMatchesRegexp(t *testing.T) {
	inputs := []string{"", "1", "12", "1,200", "1,2000", "12,345,678.9k", "1,234,", ",123", "$1.5m", "€20", "£3bn", "¥4b", "5kb", "5mb",
		"21°c", "30s", "12%", "-18°c", "3.", "3.x", "1.2.3", "v1", "14th", "2nd", "1e5", "12 ", "$", "$$1", "1/2", "5km/h", "℃5", "5℃", "5bnx", "5bm"}
	for _, s := range caseSentences(t) {
		inputs = append(inputs, strings.Fields(strings.ToLower(s))...)
	}
	alphabet := []string{"0", "1", "9", ",", ",", ".", "k", "m", "b", "n", "s", "a", "z", "°", "%", "℃", "℉", "/", "$", "€", "£", "¥", "-", " ", "x", "A", "é"}
	rng := rand.New(rand.NewPCG(15, 6))
	inputs = append(inputs, joinsOf(rng, 100000, 10, alphabet)...)
	// numbers built to reach every branch: currency, digit groups of one
	// to five joined by commas, a fraction, a scale and a unit
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	for range 50000 {
		var b strings.Builder
		b.WriteString(pick("", "", "$", "€", "£", "¥", "-"))
		for g := 1 + rng.IntN(3); g > 0; g-- {
			b.WriteString(strings.Repeat(pick("1", "5", "0"), 1+rng.IntN(5)))
			if g > 1 {
				b.WriteString(pick(",", ",", ".", ""))
			}
		}
		b.WriteString(pick("", "", ".", ".5", ".25", ".x"))
		b.WriteString(pick("", "k", "m", "b", "bn", "kb", "mb", "bm", "°c", "%", "℃", "km/h", "s", "x", "A", ",", " "))
		inputs = append(inputs, b.String())
	}
	matched := 0
	for _, s := range inputs {
		want := reNumTokRegexp.FindStringSubmatch(s)
		got := reNumTok.FindStringSubmatch(s)
		if want != nil {
			matched++
		}
		if !slices.Equal(got, want) || (got == nil) != (want == nil) {
			t.Fatalf("%q: got %q, the regexp gives %q", s, got, want)
		}
		if reNumTok.MatchString(s) != (want != nil) {
			t.Fatalf("%q: MatchString disagrees with the regexp", s)
		}
	}
	if matched < 10000 {
		t.Errorf("only %d inputs match: the test says little", matched)
	}
}

// TestRewriteNeeds: a rewrite changes only clauses its need admits (the
// need is checked first and skips the rewrite's regexp).
func TestRewriteNeeds(t *testing.T) {
	inputs := caseSentences(t)
	frags := []string{"moved", "Relocated", "switched", "changed", "TRANSFERRED", "got pushed", "got married", " to Leeds", " in the ", "spring", "Summer",
		"autumn", "fall", "WINTER", "these days", "Nowadays", "after all", "over the ", "weekend", "Holidays", "break", "latency", "p99", "duration", "max",
		"response time", "lag", "throughput", "median", " is ", "in progress", "on hold", "in review", "Under Review", "was 52,300", " at the 2021 census",
		" survey", ", ", ". ", " ", "status: ", "- ", "é", "K", " -> ", " → ", "base: ", "Harwell", "reassigned", "12:30", "Penrith Marine - VHF sets - lead time 21 days"}
	rng := rand.New(rand.NewPCG(15, 7))
	inputs = append(inputs, joinsOf(rng, 50000, 6, frags)...)
	for _, r := range rewriteRules {
		changed := 0
		for _, s := range inputs {
			if r.apply(s) == s {
				continue
			}
			changed++
			var buf [512]byte
			if !r.need.has(s, lowerASCII(buf[:], s)) || !r.need.has(s, nil) {
				t.Errorf("%s rewrites %q, which its need rejects", r.id, s)
			}
		}
		if changed == 0 {
			t.Errorf("%s rewrites no input: the test says nothing about its need", r.id)
		}
	}
}

// TestNeedScanMatchesHas: the one-pass scan of the rewrites' needs gives
// each rule's need.has, on the case sentences and random joins of the
// needs' literals (in both cases, overlapping, at the ends).
func TestNeedScanMatchesHas(t *testing.T) {
	inputs := caseSentences(t)
	var frags []string
	for _, r := range rewriteRules {
		for _, l := range r.need.lits {
			frags = append(frags, string(l), strings.ToUpper(string(l)), string(l[:len(l)-1]), string(l[1:]))
		}
	}
	frags = append(frags, " ", "é", "K", "x")
	rng := rand.New(rand.NewPCG(15, 8))
	inputs = append(inputs, joinsOf(rng, 50000, 6, frags)...)
	held := 0
	for _, s := range inputs {
		var buf [512]byte
		low := lowerASCII(buf[:], s)
		if low == nil {
			continue
		}
		set := rewriteNeeds.of(s, low)
		for i, r := range rewriteRules {
			want := r.need.has(s, low)
			if got := set&(1<<i) != 0; got != want {
				t.Fatalf("%s on %q: scan %v, has %v", r.id, s, got, want)
			}
			if want {
				held++
			}
		}
	}
	if held < 1000 {
		t.Errorf("only %d needs held: the test says little", held)
	}
}

// joinsOf draws n strings, each 1 to max parts of parts joined: random
// inputs that reach a reader's branches.
func joinsOf(rng *rand.Rand, n, max int, parts []string) []string {
	out := make([]string, 0, n)
	for range n {
		var b strings.Builder
		for k := 1 + rng.IntN(max); k > 0; k-- {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		out = append(out, b.String())
	}
	return out
}

// TestFieldsMatchesStrings: fields (and appendFields's ASCII path) split
// every input as strings.Fields does.
func TestFieldsMatchesStrings(t *testing.T) {
	parts := []string{"a", "Bc", " ", "  ", "\t", "\n", "\v", "\f", "\r", "\u0085", "\u00a0", "\u2003", "é", "x y", "", "-", ".", "12"}
	inputs := append(caseSentences(t), joinsOf(rand.New(rand.NewPCG(15, 9)), 20000, 8, parts)...)
	for _, s := range inputs {
		if got, want := fields(s), strings.Fields(s); !slices.Equal(got, want) || len(got) != cap(got) {
			t.Fatalf("fields(%q) = %q (cap %d), strings.Fields %q", s, got, cap(got), want)
		}
	}
}

// TestDedupeKeyPlain: an ASCII clause's key, built in one pass, is the
// key of the general path (fold, then the words joined by one space).
func TestDedupeKeyPlain(t *testing.T) {
	parts := []string{"a", "Bc", " ", "  ", "\t", "\n", "\v", "\f", "\r", "x y", "", "-", ".", ",", ";", "!", "12", "The", "IS"}
	for _, s := range append(caseSentences(t), joinsOf(rand.New(rand.NewPCG(15, 13)), 20000, 8, parts)...) {
		f := fold(strings.TrimRight(s, ".!;, "))
		want := strings.Join(strings.Fields(f), " ")
		if got := dedupeKey(s); got != want {
			t.Fatalf("dedupeKey(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestCaseHelpers: isLowerWord and firstChar, which read ASCII byte by
// byte, agree with their definitions rune by rune.
func TestCaseHelpers(t *testing.T) {
	parts := []string{"A", "b", "Z", "z", "@", "[", "`", "{", "é", "É", "İ", "ǅ", "Ⅻ", "\xff", "\xc3", "1", " ", ""}
	for _, s := range append(caseSentences(t), joinsOf(rand.New(rand.NewPCG(15, 19)), 20000, 5, parts)...) {
		want := true
		for _, r := range s {
			if unicode.IsUpper(r) {
				want = false
			}
		}
		if got := isLowerWord(s); got != want {
			t.Fatalf("isLowerWord(%q) = %v", s, got)
		}
		first := ""
		if s != "" {
			_, n := utf8.DecodeRuneInString(s)
			first = s[:n]
		}
		if got := firstChar(s); got != first {
			t.Fatalf("firstChar(%q) = %q, want %q", s, got, first)
		}
	}
}

// TestLowerHelpers: appendLower and hasLowerPrefix agree with
// strings.ToLower, dottedInitials with its definition by strings.Split,
// isStamp's guard with the regexp on the lowered word.
func TestLowerHelpers(t *testing.T) {
	parts := []string{"A", "b", "The ", "the", "THE", "é", "K", "İ", "\xff", ".", "A.", "C.D", "1", "2024-01-02", "T", "12:30", "Z", " "}
	for _, s := range append(caseSentences(t), joinsOf(rand.New(rand.NewPCG(15, 17)), 20000, 5, parts)...) {
		if got := string(appendLower(nil, s)); got != strings.ToLower(s) {
			t.Fatalf("appendLower(%q) = %q", s, got)
		}
		for _, p := range []string{"the ", "a", ""} {
			if hasLowerPrefix(s, p) != strings.HasPrefix(strings.ToLower(s), p) {
				t.Fatalf("hasLowerPrefix(%q, %q)", s, p)
			}
		}
		want := false
		if ps := strings.Split(s, "."); len(ps) >= 2 {
			want = true
			for _, p := range ps {
				if utf8.RuneCountInString(p) != 1 || !unicode.IsUpper(firstRune(p)) {
					want = false
				}
			}
		}
		if dottedInitials(s) != want {
			t.Fatalf("dottedInitials(%q) = %v", s, !want)
		}
		if isStamp(s) != (len(s) >= 5 && reStamp.Regexp.MatchString(strings.ToLower(s))) {
			t.Fatalf("isStamp(%q)", s)
		}
	}
}
