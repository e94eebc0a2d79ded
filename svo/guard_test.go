package svo

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestRegexpGuards: a guard rejects only strings its regexp cannot match,
// on every word, value and clause of the case sentences and on random
// strings over the characters the regexps read.
func TestRegexpGuards(t *testing.T) {
	res := map[string]guardedRe{
		"reNumTok": reNumTok, "reStamp": reStamp, "reClockTok": reClockTok, "reClock": reClock,
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
	for range 200000 {
		var b strings.Builder
		for n := 1 + rng.IntN(12); n > 0; n-- {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		inputs = append(inputs, b.String())
	}
	// strings that match, so the test cannot pass by never matching
	inputs = append(inputs, "$1,200.5k", "12:30", "2024-03-05t10:00z", "v1.2.3", "version 1.2", "2024 m03 d05", "m03", "python 3.10", "3.10", "7pm", "€5")
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
