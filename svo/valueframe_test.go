package svo

import (
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// refValueFrame is valueFrame as it was written with hash/fnv and
// strings.ToLower: the reference for the allocation-free one.
func refValueFrame(u *Unit) uint64 {
	t, v := u.Text, u.Value
	least := frameEvidence(u)
	if u.KeyOnly || v.Start < 0 || v.End > len(t) || v.Start >= v.End || least == 0 {
		return 0
	}
	h := fnv.New64a()
	words := 0
	for _, part := range [2]string{t[:v.Start], t[v.End:]} {
		for w := range strings.FieldsSeq(strings.ToLower(part)) {
			if w = strings.TrimRight(w, ".!;"); w == "" {
				continue
			}
			h.Write([]byte(w))
			h.Write([]byte{' '})
			words++
		}
		h.Write([]byte{0})
	}
	if words < least {
		return 0
	}
	return h.Sum64()
}

func TestValueFrameMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 9))
	pieces := []string{"The", "fee", "IS", "now", "Rent", "due", " ", "  ", "\t", "\u00a0", "\u2003", ".", "!", ";", ".!;",
		"Ünïcode", "ÀÉÎ", "\xff", "\xc3", "İ", "K", "ǅ", "x.", "Mrs", "Pell's", "3.1%", "AER", "on", "at", ":", "-", "\n"}
	var units []Unit
	for _, s := range caseSentences(t) {
		units = append(units, Unit{Text: s})
	}
	for range 4000 {
		var b strings.Builder
		for n := r.IntN(14); n >= 0; n-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
			if r.IntN(2) == 0 {
				b.WriteByte(' ')
			}
		}
		units = append(units, Unit{Text: b.String()})
	}
	attrs := []string{"be", "price", "residence", "languages", "bin day", "fee"}
	forms := []string{"keyvalue", "attribute", "verb", "owner-keyvalue", "copula"}
	checked := 0
	for i := range units {
		u := units[i]
		n := len(u.Text)
		if n == 0 {
			continue
		}
		for range 3 {
			s := r.IntN(n)
			e := s + 1 + r.IntN(n-s)
			u.Value = Span{Surface: u.Text[s:e], Start: s, End: e}
			a := attrs[r.IntN(len(attrs))]
			u.Attribute = Span{Surface: a, Canon: a}
			u.Value.Canon = u.Value.Surface
			u.Form = forms[r.IntN(len(forms))]
			u.Subject = Span{Surface: "Mrs Pell", Canon: "mrs pell"}
			if got, want := valueFrame(&u), refValueFrame(&u); got != want {
				t.Fatalf("valueFrame(%q, value %d:%d) = %x, want %x", u.Text, s, e, got, want)
			}
			if valueFrame(&u) != 0 {
				checked++
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d units with a frame: the test checks too little", checked)
	}
}

// TestLexLookupMatchesLexicons: lexLookup through the class cache gives
// what the lexicons give, for one class, several, unknown classes, and
// classes strings built at run time (other pointers, the same text) in
// an order that makes slots change hands.
func TestLexLookupMatchesLexicons(t *testing.T) {
	lex, err := loadLexicons()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for c := range lex {
		names = append(names, c)
	}
	slices.Sort(names)
	r := rand.New(rand.NewPCG(15, 4))
	ref := func(classes, key string) (string, bool) {
		for c := range strings.SplitSeq(classes, "|") {
			if v, ok := lex[c][key]; ok {
				return v, true
			}
		}
		return "", false
	}
	var keys []string
	for _, c := range names {
		for k := range lex[c] {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	keys = append(keys, "", "no such word", "Role")
	for range 100000 {
		var parts []string
		for n := 1 + r.IntN(3); n > 0; n-- {
			if r.IntN(10) == 0 {
				parts = append(parts, "no_such_class")
			} else {
				parts = append(parts, names[r.IntN(len(names))])
			}
		}
		classes := strings.Join(parts, "|")
		if r.IntN(2) == 0 {
			classes = string([]byte(classes)) // another pointer
		}
		key := keys[r.IntN(len(keys))]
		gv, gok := lexLookup(classes, key)
		wv, wok := ref(classes, key)
		if gv != wv || gok != wok {
			t.Fatalf("lexLookup(%q, %q) = %q, %v; want %q, %v", classes, key, gv, gok, wv, wok)
		}
	}
}
