package svo

import (
	"bytes"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"l9/internal/scaling"
	"l9/memory"
)

// refMatch is the matcher as it was written before the capture slots
// (captures in a map: set, restore or delete by name), kept as the
// reference of TestMatchMatchesReference.
func refMatch(p pattern, toks []mtok) (captures, bool) {
	caps, ok, _ := refMatchSteps(p, toks)
	return caps, ok
}

// refMatchSteps is refMatch and the steps it counted.
func refMatchSteps(p pattern, toks []mtok) (captures, bool, int) {
	caps := captures{}
	steps := 0
	var rec func(pi, ti int) bool
	rec = func(pi, ti int) bool {
		steps++
		if steps > maxMatchSteps {
			return false
		}
		if pi == len(p) {
			return ti == len(toks)
		}
		t := &p[pi]
		lo, hi := 1, 1
		switch t.op {
		case '?':
			lo, hi = 0, 1
		case '*':
			lo, hi = 0, len(toks)-ti
		case '+':
			lo, hi = 1, len(toks)-ti
		}
		if t.op == '?' && ti < len(toks) && t.test(&toks[ti]) {
			if t.cap != "" {
				caps[t.cap] = rng{ti, ti + 1}
			}
			if rec(pi+1, ti+1) {
				return true
			}
			if t.cap != "" {
				delete(caps, t.cap)
			}
			return rec(pi+1, ti)
		}
		n := 0
		for n < lo {
			if ti+n >= len(toks) || !t.test(&toks[ti+n]) {
				return false
			}
			n++
		}
		for {
			if t.cap != "" {
				old, had := caps[t.cap]
				caps[t.cap] = rng{ti, ti + n}
				if rec(pi+1, ti+n) {
					return true
				}
				if had {
					caps[t.cap] = old
				} else {
					delete(caps, t.cap)
				}
			} else if rec(pi+1, ti+n) {
				return true
			}
			if n >= hi || ti+n >= len(toks) || !t.test(&toks[ti+n]) {
				return false
			}
			n++
		}
	}
	if !rec(0, 0) {
		return nil, false, steps
	}
	return caps, true, steps
}

// TestMatchMatchesReference: every table rule, and patterns that repeat a
// capture name, match the clauses of the case sentences, the scaling
// input and random token runs exactly as the reference matcher does (the
// same verdict, the same captures), numbered or not.
func TestMatchMatchesReference(t *testing.T) {
	x := extractor(t)
	tab, err := compiledTable()
	if err != nil {
		t.Fatal(err)
	}
	pats := make([]pattern, 0, len(tab)+8)
	for _, r := range tab {
		pats = append(pats, r.pat)
	}
	for _, src := range []string{
		"a=. a=.? b=.*", "a=.? a=.? a=.?", "a=. b=.+ a=.* .", "x=#NN? x=#NN* y=.+", "a=.* a=.* a=.*",
		"n=%name+ v=%vg+ n=.*", "x=.? y=.", "x=.? y=. z=.", "x=.? y=.+ z=#NN", "x=. x=.? y=. x=.?", "a=.? b=.? c=.? d=.? e=.? f=.? g=.? h=.? i=.? j=.? k=.* a=.*",
	} {
		p, err := compilePattern(src, nil)
		if err != nil {
			t.Fatal(err)
		}
		pats = append(pats, p)
	}
	texts := caseSentences(t)
	var buf bytes.Buffer
	if err := scaling.Write(&buf, 2000); err != nil {
		t.Fatal(err)
	}
	ms, _, err := memory.ReadAll(&buf, "scaling")
	if err != nil {
		t.Fatal(err)
	}
	for i := range ms {
		texts = append(texts, ms[i].Content)
	}
	var words []string
	for _, s := range texts[:200] {
		for _, w := range fields(s) {
			words = append(words, w)
		}
	}
	rng := rand.New(rand.NewPCG(15, 11))
	for i := range 600 {
		var b bytes.Buffer
		n := 1 + rng.IntN(12)
		if i%2 == 0 {
			n = 1 + rng.IntN(3) // one to three tokens: optional captures that fail
		}
		for k := n; k > 0; k-- {
			b.WriteString(words[rng.IntN(len(words))] + " ")
		}
		texts = append(texts, b.String())
	}
	compared, matched := 0, 0
	for _, s := range texts {
		ct := trimClause(x.tokens(s))
		if len(ct) == 0 {
			continue
		}
		plain := chunkInto(make([]mtok, len(ct)), ct, nil)
		numbered := chunkInto(make([]mtok, len(ct)), ct, nil)
		var cb candidateBufs
		tabIndex.candidates(numbered, &cb)
		for _, toks := range [][]mtok{plain, numbered} {
			for _, p := range pats {
				got, ok := p.match(toks)
				want, wok := refMatch(p, toks)
				if ok != wok || !maps.Equal(got, want) {
					t.Fatalf("%q: pattern %v: match %v %v, reference %v %v", s, p, ok, got, wok, want)
				}
				compared++
				if ok {
					matched++
				}
			}
		}
	}
	if matched < 1000 {
		t.Fatalf("only %d of %d comparisons matched: the test says little", matched, compared)
	}
	t.Logf("%d comparisons, %d matches", compared, matched)
}

// TestMatchStepBound: where the search passes maxMatchSteps, the matcher
// gives up exactly where the reference does, also when a pattern ends in
// ".*" (which the matcher takes at once, counting the steps the walk
// would take; the steps counted are the reference's): optional tests
// before a word found late, on token runs of every length, some matching
// within the bound, some passing it.
func TestMatchStepBound(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 12))
	var pats []pattern
	for k := 4; k <= 12; k++ {
		for _, end := range []string{" t=.*", " .*", " t=.+", " t=.* u=.*", ""} {
			src := ""
			for i := range k {
				src += string(rune('a'+i)) + "=.? "
			}
			p, err := compilePattern(src+"zz"+end, nil)
			if err != nil {
				t.Fatal(err)
			}
			pats = append(pats, p)
		}
	}
	bound, matched, failed := 0, 0, 0
	for range 400 {
		n := 1 + rng.IntN(24)
		toks := make([]mtok, n)
		for i := range toks {
			toks[i].low = "w"
		}
		if rng.IntN(4) > 0 {
			toks[rng.IntN(n)].low = "zz"
		}
		for _, p := range pats {
			got, ok := p.match(toks)
			want, wok, steps := refMatchSteps(p, toks)
			if ok != wok || !maps.Equal(got, want) {
				t.Fatalf("pattern %v on %d tokens: match %v %v, reference %v %v", p, n, ok, got, wok, want)
			}
			m := matcher{p: p, toks: toks}
			m.rec(0, 0)
			if m.steps != steps {
				t.Fatalf("pattern %v on %d tokens: %d steps, the reference %d", p, n, m.steps, steps)
			}
			switch {
			case m.steps > maxMatchSteps:
				bound++
			case ok:
				matched++
			default:
				failed++
			}
		}
	}
	if bound < 100 || matched < 100 || failed < 100 {
		t.Fatalf("%d searches passed the bound, %d matched, %d failed within it: the test says little", bound, matched, failed)
	}
}

// TestMayMatchRequired: the table's prefilter over each rule's required
// tests (Rule.required) gives the verdict of a walk over every test of the
// pattern (refMayMatch: the word, lemma and class tests, as first written,
// and the required chunk tests), on the case sentences' clauses and random
// joins of their words, rejects some, and never rejects a pattern that
// matches.
func TestMayMatchRequired(t *testing.T) {
	x := extractor(t)
	tab, err := compiledTable()
	if err != nil {
		t.Fatal(err)
	}
	texts := caseSentences(t)
	var words []string
	for _, s := range texts {
		words = append(words, fields(s)...)
	}
	rng := rand.New(rand.NewPCG(15, 21))
	for range 2000 {
		var b strings.Builder
		for k := 1 + rng.IntN(12); k > 0; k-- {
			b.WriteString(words[rng.IntN(len(words))] + " ")
		}
		texts = append(texts, b.String())
	}
	passed, rejected := 0, 0
	for _, s := range texts {
		ct := trimClause(x.tokens(s))
		if len(ct) == 0 {
			continue
		}
		toks := chunkInto(make([]mtok, len(ct)), ct, nil)
		var cb candidateBufs
		_, present := tabIndex.candidates(toks, &cb)
		for _, r := range tab {
			got := r.pat.mayMatchRequired(r.required, toks, present, chunkSet(toks))
			if slow := r.pat.mayMatchRequired(r.required, toks, present, 0); slow != got {
				t.Fatalf("%q: rule %s: %v with the clause's chunk set, %v from the tokens", s, r.ID, got, slow)
			}
			if want := refMayMatch(r.pat, toks, present); got != want {
				t.Fatalf("%q: rule %s: %v, reference %v", s, r.ID, got, want)
			}
			if got != r.pat.mayMatch(toks, present) {
				t.Fatalf("%q: rule %s: mayMatch differs", s, r.ID)
			}
			if _, ok := r.pat.match(toks); ok && !got {
				t.Fatalf("%q: rule %s matches, but the prefilter rejects it", s, r.ID)
			}
			if got {
				passed++
			} else {
				rejected++
			}
		}
	}
	if passed < 1000 || rejected < 1000 {
		t.Fatalf("%d passed, %d rejected: the test says little", passed, rejected)
	}
}

// refMayMatch is pattern.mayMatch as first written (every test looked
// at), and a required chunk test must pass on some token.
func refMayMatch(p pattern, toks []mtok, present wordSet) bool {
	for i := range p {
		t := &p[i]
		if t.kind == 'k' && !t.not && t.op != '?' && t.op != '*' {
			if !slices.ContainsFunc(toks, func(m mtok) bool { return refTest(t, &m) }) {
				return false
			}
			continue
		}
		if t.not || t.op == '?' || t.op == '*' || t.kind == '.' || t.kind == 'k' || t.kind == 't' {
			continue
		}
		if t.kind == 'w' || t.kind == 'l' {
			if t.ids == nil {
				continue
			}
			found := false
			for _, id := range t.ids {
				if present.has(id) {
					found = true
					break
				}
			}
			if !found {
				return false
			}
			continue
		}
		found := false
		for k := range toks {
			if t.test(&toks[k]) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// TestTokenTestMatchesStrings: a token test answered from numbers and bits
// (a numbered token's word numbers against the test's sets, its chunk bit
// against the test's mask) is the test answered from the strings
// (refTest), for every test of every table rule on every token of the
// case sentences, numbered and not, and on tokens of every chunk kind and
// none.
func TestTokenTestMatchesStrings(t *testing.T) {
	x := extractor(t)
	tab, err := compiledTable()
	if err != nil {
		t.Fatal(err)
	}
	var toks []mtok
	for _, s := range caseSentences(t) {
		ct := trimClause(x.tokens(s))
		if len(ct) == 0 {
			continue
		}
		plain := chunkInto(make([]mtok, len(ct)), ct, nil)
		numbered := chunkInto(make([]mtok, len(ct)), ct, nil)
		var cb candidateBufs
		tabIndex.candidates(numbered, &cb)
		toks = append(append(toks, plain...), numbered...)
	}
	for _, k := range append(chunkKinds, "", "other") {
		m := toks[0]
		m.chunk, m.chunkBit = k, chunkBitOf(k)
		toks = append(toks, m)
	}
	passed := 0
	for _, r := range tab {
		for i := range r.pat {
			tt := &r.pat[i]
			for k := range toks {
				got, want := tt.test(&toks[k]), refTest(tt, &toks[k])
				if got != want {
					t.Fatalf("rule %s test %d (%c %v) on %q (chunk %q): %v, reference %v", r.ID, i, tt.kind, tt.alts, toks[k].text, toks[k].chunk, got, want)
				}
				if got {
					passed++
				}
			}
		}
	}
	if passed < 10000 {
		t.Fatalf("only %d tests passed: the test says little", passed)
	}
}

// refTest is tokenTest.test from the strings only.
func refTest(t *tokenTest, m *mtok) bool {
	ok := false
	switch t.kind {
	case '.':
		ok = true
	case 'w':
		ok = slices.Contains(t.alts, m.low)
	case 'l':
		ok = slices.Contains(t.alts, m.lemma) || slices.Contains(t.alts, m.low)
	case 'c':
		_, ok = t.class[m.lemma]
		if !ok {
			_, ok = t.class[m.low]
		}
	case 't':
		for _, a := range t.alts {
			if strings.HasPrefix(m.tag, a) {
				ok = true
			}
		}
	case 'k':
		ok = slices.Contains(t.alts, m.chunk)
	}
	return ok != t.not
}

// TestChunkBits: chunkBitOf numbers chunkKinds in order, one bit each, and
// no other string.
func TestChunkBits(t *testing.T) {
	for i, k := range chunkKinds {
		if got := chunkBitOf(k); got != 1<<i {
			t.Errorf("chunkBitOf(%q) = %b, want %b", k, got, 1<<i)
		}
	}
	for _, k := range []string{"", "other", "Name", "times", "n"} {
		if got := chunkBitOf(k); got != 0 {
			t.Errorf("chunkBitOf(%q) = %b, want 0", k, got)
		}
	}
}
