package svo

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestProperWordMatchesToLower: properWord, which lowers the word on the
// stack, answers as it did through strings.ToLower, on the words it
// excludes in every case, words that lower to them from other letters
// (U+0130, the Kelvin sign), long words and others; and it allocates
// nothing for an ASCII word.
func TestProperWordMatchesToLower(t *testing.T) {
	ref := func(w string) bool {
		r, n := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) || n >= len(w) {
			return false
		}
		switch strings.ToLower(w) {
		case "the", "a", "an", "no", "not", "our", "we", "he", "she", "they", "it", "his", "her", "their", "this", "that", "now", "new", "old", "all", "both", "site", "client":
			return false
		}
		r2, _ := utf8.DecodeRuneInString(w[n:])
		return unicode.IsLower(r2)
	}
	words := []string{"", "I", "The", "THE", "The", "Client", "CLIENT", "Clients", "İt", "İT", "It", "\u212Aate", "Kate", "Mairead", "Kit", "CCTV",
		"No", "Now", "Site", "Sites", "Élodie", "Ça", "A", "An", "Aa", strings.Repeat("Ab", 40), "Zoë", "Öl", "\xffab", "A\xff", "Ab\xff"}
	for _, w := range words {
		if got, want := properWord(w), ref(w); got != want {
			t.Errorf("properWord(%q) = %v, want %v", w, got, want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { properWord("Client"); properWord("Mairead") }); n != 0 {
		t.Errorf("properWord allocated %v times for ASCII words", n)
	}
}
