package svo

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// A pattern is a sequence of token tests, written in a small notation so rule
// tables stay readable (spaCy Matcher style):
//
//	word        the token's lower form is "word"
//	a|b|c       one of several lower forms
//	<lemma>     the token's lemma (verb lemma, or singular noun) is lemma; <a|b> alternatives
//	@class      the token's lemma or lower form is an entry of the lexicon class
//	#TAG        the Penn tag starts with TAG (#NN, #VB, #CD); #A|B alternatives
//	%chunk      the token lies in a chunk of that kind (np, vg, num, name, punct)
//	.           any token
//	!test       the token fails test (one token, never a capture)
//	test?  test*  test+     optional (greedy: present first), any number, one or more (lazy: shortest first)
//	name=test   capture the tokens test matches under name (with ?, *, +: the whole run)
//
// A pattern matches a whole clause (final punctuation excluded); that keeps
// rules from matching inside a clause they do not understand.
type tokenTest struct {
	kind  byte // 'w' word, 'l' lemma, 'c' class, 't' tag, 'k' chunk, '.' any
	alts  []string
	not   bool
	op    byte // 0, '?', '*', '+'
	cap   string
	slot  int // cap's number among the pattern's capture names (from 0)
	class map[string]string
	ids   []int32 // the alts' numbers in the table's anchorIndex ('w', 'l'; nil outside the table)
	// classSet: the numbers of class's words ('c'; nil outside the table)
	classSet wordSet
	// idSet: the numbers of the alts ('w', 'l'; nil outside the table), as
	// a set
	idSet wordSet
	// chunkMask: the bits (chunkBitOf) of the alts that are chunk kinds ('k')
	chunkMask uint8
}

// pattern is a compiled token pattern.
type pattern []tokenTest

// compilePattern parses the pattern notation. Errors name the bad element.
func compilePattern(src string, lex map[string]map[string]string) (pattern, error) {
	var out pattern
	for _, el := range fields(src) {
		var t tokenTest
		if name, rest, ok := strings.Cut(el, "="); ok && name != "" && !strings.ContainsAny(name, "<>@#%!|") {
			t.cap, el = name, rest
		}
		if n := len(el); n > 1 && (el[n-1] == '?' || el[n-1] == '*' || el[n-1] == '+') {
			t.op, el = el[n-1], el[:n-1]
		}
		if strings.HasPrefix(el, "!") {
			t.not, el = true, el[1:]
			if t.cap != "" || t.op != 0 {
				return nil, fmt.Errorf("pattern %q: %q: a negated test is one token and no capture", src, el)
			}
		}
		switch {
		case el == ".":
			t.kind = '.'
		case strings.HasPrefix(el, "<") && strings.HasSuffix(el, ">") && len(el) > 2:
			t.kind, t.alts = 'l', strings.Split(el[1:len(el)-1], "|")
		case strings.HasPrefix(el, "@") && len(el) > 1:
			t.kind = 'c'
			t.class = map[string]string{}
			for _, name := range strings.Split(el[1:], "|") {
				cl, ok := lex[name]
				if !ok {
					return nil, fmt.Errorf("pattern %q: unknown lexicon class %q", src, name)
				}
				for k, v := range cl {
					if _, dup := t.class[k]; !dup {
						t.class[k] = v
					}
				}
			}
			t.alts = strings.Split(el[1:], "|")
		case strings.HasPrefix(el, "#") && len(el) > 1:
			t.kind, t.alts = 't', strings.Split(el[1:], "|")
		case strings.HasPrefix(el, "%") && len(el) > 1:
			t.kind, t.alts = 'k', strings.Split(el[1:], "|")
			for _, a := range t.alts {
				t.chunkMask |= chunkBitOf(a)
			}
		case el != "":
			t.kind, t.alts = 'w', strings.Split(el, "|")
		default:
			return nil, fmt.Errorf("pattern %q: empty element", src)
		}
		out = append(out, t)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("empty pattern")
	}
	var names []string
	for i := range out {
		if c := out[i].cap; c != "" {
			k := slices.Index(names, c)
			if k < 0 {
				k = len(names)
				names = append(names, c)
			}
			out[i].slot = k
		}
	}
	return out, nil
}

// mtok is a token as the matcher sees it: the clause token plus its lemma
// and chunk kind, computed once per clause.
type mtok struct {
	tok
	lemma string
	chunk string
	// noFrame: a time adjunct's token, no word of a frame key
	// (frame.no-time-words)
	noFrame bool
	// lowID, lemmaID: the numbers of low and lemma in the table's
	// anchorIndex (-1: no pattern word), when numbered (set by
	// anchorIndex.candidates, before the table's rules are tried)
	lowID, lemmaID int32
	numbered       bool
	// chunkBit: chunkBitOf(chunk), set by chunkInto (0: not a kind it
	// gives, or not set; a chunk test then compares the strings)
	chunkBit uint8
}

func (t *tokenTest) test(m *mtok) bool {
	ok := false
	switch t.kind {
	case '.':
		ok = true
	case 'w':
		if m.numbered && t.idSet != nil {
			ok = m.lowID >= 0 && t.idSet.has(m.lowID)
		} else {
			ok = inAlts(m.low, t.alts)
		}
	case 'l':
		if m.numbered && t.idSet != nil {
			ok = m.lemmaID >= 0 && t.idSet.has(m.lemmaID) || m.lowID >= 0 && t.idSet.has(m.lowID)
		} else {
			ok = inAlts(m.lemma, t.alts) || inAlts(m.low, t.alts)
		}
	case 'c':
		if m.numbered && t.classSet != nil {
			ok = m.lemmaID >= 0 && t.classSet.has(m.lemmaID) || m.lowID >= 0 && t.classSet.has(m.lowID)
		} else {
			_, ok = t.class[m.lemma]
			if !ok {
				_, ok = t.class[m.low]
			}
		}
	case 't':
		for _, a := range t.alts {
			if strings.HasPrefix(m.tag, a) {
				ok = true
				break
			}
		}
	case 'k':
		if m.chunkBit != 0 {
			ok = m.chunkBit&t.chunkMask != 0 // a kind chunkInto gives: one of the alts if its bit is
		} else {
			ok = inAlts(m.chunk, t.alts)
		}
	}
	return ok != t.not
}

func inAlts(s string, alts []string) bool {
	for _, a := range alts {
		if s == a {
			return true
		}
	}
	return false
}

// mayMatch is a cheap prefilter: every required word, lemma, class or
// chunk test of the pattern must match some token of the clause (present
// holds the numbers of the clause's lower forms and lemmas,
// anchorIndex.candidates). A match needs each of them to pass on a token,
// so a pattern it rejects has no match (whatever the step bound).
func (p pattern) mayMatch(toks []mtok, present wordSet) bool {
	for i := range p {
		if p.checked(i) && !p.somewhere(i, toks, present) {
			return false
		}
	}
	return true
}

// mayMatchRequired is p.mayMatch for required = p.requiredTests(): the
// same tests in the same order, without passing over the others; chunks is
// chunkSet(toks), so that a chunk test reads one set instead of the tokens.
func (p pattern) mayMatchRequired(required []int32, toks []mtok, present wordSet, chunks uint8) bool {
	for _, i := range required {
		if t := &p[i]; t.kind == 'k' && chunks != 0 {
			// every token has a chunk bit: some token passes the
			// (not negated) test if and only if one of its bits is in the set
			if chunks&t.chunkMask == 0 {
				return false
			}
			continue
		}
		if !p.somewhere(int(i), toks, present) {
			return false
		}
	}
	return true
}

// requiredTests lists the tests mayMatch checks.
func (p pattern) requiredTests() []int32 {
	var out []int32
	for i := range p {
		if p.checked(i) {
			out = append(out, int32(i))
		}
	}
	return out
}

// checked reports whether mayMatch checks test i: a required (not negated,
// not optional) word, lemma, class or chunk test, a word or lemma test only
// when numbered (a tag test is left to match: checking it cost more than
// it saved).
func (p pattern) checked(i int) bool {
	t := &p[i]
	if t.not || t.op == '?' || t.op == '*' || t.kind == '.' || t.kind == 't' {
		return false
	}
	return t.kind == 'c' || t.kind == 'k' || t.ids != nil // an unnumbered word or lemma test: match decides
}

// somewhere reports whether test i may pass on some token of toks: for a
// word or lemma test, one of its numbers is present; for a class or chunk
// test, a token passes it.
func (p pattern) somewhere(i int, toks []mtok, present wordSet) bool {
	t := &p[i]
	if t.kind == 'w' || t.kind == 'l' {
		for _, id := range t.ids {
			if present.has(id) {
				return true
			}
		}
		return false
	}
	for k := range toks {
		if t.test(&toks[k]) {
			return true
		}
	}
	return false
}

// captures maps a capture name to its token range.
type captures map[string]rng

// capsPool holds cleared captures maps for match to fill: choose returns
// its candidates' maps when it is done with them (recycleCaptures).
var capsPool sync.Pool

// recycleCaptures clears c and gives it back to match; nothing may read c
// afterwards.
func recycleCaptures(c captures) {
	if c != nil {
		clear(c)
		capsPool.Put(c)
	}
}

// maxMatchSteps bounds the matcher's work for one pattern on one clause.
const maxMatchSteps = 4000

// capSlots holds the captures while the matcher searches: each capture
// name of a pattern has a slot (tokenTest.slot, numbered at compile
// time), so that reading, setting and clearing a capture index an array
// instead of looking a name up; the map is built once, for a match. The
// first slots live in the struct (no allocation); more spill to a slice.
// A slot holds no name (a slot's name is the capture name of the pattern's
// tests numbered with it): no pointer, so setting one is a plain store.
type capSlots struct {
	first [8]capSlot
	more  []capSlot
}

type capSlot struct {
	r   rng
	set bool
}

func (c *capSlots) at(slot int) *capSlot {
	if slot < len(c.first) {
		return &c.first[slot]
	}
	for len(c.more) <= slot-len(c.first) {
		c.more = append(c.more, capSlot{})
	}
	return &c.more[slot-len(c.first)]
}

// get returns slot's capture (unset when the slot was never set).
func (c *capSlots) get(slot int) capSlot {
	if slot < len(c.first) {
		return c.first[slot]
	}
	if k := slot - len(c.first); k < len(c.more) {
		return c.more[k]
	}
	return capSlot{}
}

// matcher is one run of a pattern over a clause.
type matcher struct {
	p     pattern
	toks  []mtok
	steps int
	caps  capSlots
}

// match reports whether p matches all of toks, and the captures of the first
// match in lazy order (every optional or repeated test takes as few tokens as
// it can, left to right). Work is bounded by maxMatchSteps.
func (p pattern) match(toks []mtok) (captures, bool) {
	m := matcher{p: p, toks: toks}
	if !m.rec(0, 0) {
		return nil, false
	}
	caps, _ := capsPool.Get().(captures)
	if caps == nil {
		caps = make(captures)
	}
	for i := range p {
		// every capture set, under its name (a name a pattern repeats has
		// one slot: its tests write the same capture)
		if t := &p[i]; t.cap != "" {
			if s := m.caps.get(t.slot); s.set {
				caps[t.cap] = s.r
			}
		}
	}
	return caps, true
}

func (m *matcher) rec(pi, ti int) bool {
	p, toks := m.p, m.toks
	var t *tokenTest
	for {
		m.steps++
		if m.steps > maxMatchSteps {
			return false
		}
		if pi == len(p) {
			return ti == len(toks)
		}
		t = &p[pi]
		if t.op != 0 || t.cap != "" {
			break
		}
		// one token, no capture: rec(pi, ti) is the test and then
		// rec(pi+1, ti+1), taken here without a call (the same steps)
		if ti >= len(toks) || !t.test(&toks[ti]) {
			return false
		}
		pi, ti = pi+1, ti+1
	}
	if t.op == '*' && t.kind == '.' && pi == len(p)-1 {
		// a final ".*" takes the rest of the clause: the walk below tries
		// every shorter rest first, a step each, then the whole rest
		// succeeds (or the step bound is passed on the way); the same
		// steps, counted at once
		m.steps += len(toks) - ti + 1
		if m.steps > maxMatchSteps {
			return false
		}
		if t.cap != "" {
			*m.caps.at(t.slot) = capSlot{r: rng{ti, len(toks)}, set: true}
		}
		return true
	}
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
		// greedy: the optional token first
		if t.cap != "" {
			*m.caps.at(t.slot) = capSlot{r: rng{ti, ti + 1}, set: true}
			if m.rec(pi+1, ti+1) {
				return true
			}
			*m.caps.at(t.slot) = capSlot{} // without the token, no capture (even one set before)
		} else if m.rec(pi+1, ti+1) {
			return true
		}
		return m.rec(pi+1, ti)
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
			s := m.caps.at(t.slot)
			old := *s
			*s = capSlot{r: rng{ti, ti + n}, set: true}
			if m.rec(pi+1, ti+n) {
				return true
			}
			*m.caps.at(t.slot) = old
		} else if m.rec(pi+1, ti+n) {
			return true
		}
		if n >= hi || ti+n >= len(toks) || !t.test(&toks[ti+n]) {
			return false
		}
		n++
	}
}
