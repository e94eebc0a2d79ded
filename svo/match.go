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
	class map[string]string
	ids   []int32 // the alts' numbers in the table's anchorIndex ('w', 'l'; nil outside the table)
	// classSet: the numbers of class's words ('c'; nil outside the table)
	classSet wordSet
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
}

func (t *tokenTest) test(m *mtok) bool {
	ok := false
	switch t.kind {
	case '.':
		ok = true
	case 'w':
		if m.numbered && t.ids != nil {
			ok = slices.Contains(t.ids, m.lowID)
		} else {
			ok = inAlts(m.low, t.alts)
		}
	case 'l':
		if m.numbered && t.ids != nil {
			ok = slices.Contains(t.ids, m.lemmaID) || slices.Contains(t.ids, m.lowID)
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
		ok = inAlts(m.chunk, t.alts)
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

// mayMatch is a cheap prefilter: every required word, lemma or class test
// of the pattern must match some token of the clause (present holds the
// numbers of the clause's lower forms and lemmas, anchorIndex.candidates).
func (p pattern) mayMatch(toks []mtok, present wordSet) bool {
	for i := range p {
		t := &p[i]
		if t.not || t.op == '?' || t.op == '*' || t.kind == '.' || t.kind == 'k' || t.kind == 't' {
			continue
		}
		if t.kind == 'w' || t.kind == 'l' {
			if t.ids == nil {
				continue // not numbered: match decides
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

// capStack holds the captures while the matcher searches: a pattern has a
// few capture names, so a short list searched linearly is cheaper than a
// map, and the map is built once, for a match. get, set and del behave as
// the map operations they stand for. The first entries live in the struct
// (no allocation); more spill to slices.
type capStack struct {
	n     int
	names [8]string
	rs    [8]rng
	more  []string // names beyond the eighth
	moreR []rng
}

func (c *capStack) len() int { return c.n + len(c.more) }

func (c *capStack) at(i int) (*string, *rng) {
	if i < len(c.names) {
		return &c.names[i], &c.rs[i]
	}
	return &c.more[i-len(c.names)], &c.moreR[i-len(c.names)]
}

func (c *capStack) find(name string) int {
	for i := 0; i < c.n; i++ {
		if c.names[i] == name {
			return i
		}
	}
	for i, n := range c.more {
		if n == name {
			return len(c.names) + i
		}
	}
	return -1
}

func (c *capStack) get(name string) (rng, bool) {
	if i := c.find(name); i >= 0 {
		_, r := c.at(i)
		return *r, true
	}
	return rng{}, false
}

func (c *capStack) set(name string, r rng) {
	if i := c.find(name); i >= 0 {
		_, p := c.at(i)
		*p = r
		return
	}
	if c.n < len(c.names) {
		c.names[c.n], c.rs[c.n] = name, r
		c.n++
		return
	}
	c.more = append(c.more, name)
	c.moreR = append(c.moreR, r)
}

func (c *capStack) del(name string) {
	i := c.find(name)
	if i < 0 {
		return
	}
	last := c.len() - 1
	ni, ri := c.at(i)
	nl, rl := c.at(last)
	*ni, *ri = *nl, *rl
	*nl = ""
	if last >= len(c.names) {
		c.more, c.moreR = c.more[:len(c.more)-1], c.moreR[:len(c.moreR)-1]
	} else {
		c.n--
	}
}

// matcher is one run of a pattern over a clause.
type matcher struct {
	p     pattern
	toks  []mtok
	steps int
	caps  capStack
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
		caps = make(captures, m.caps.len())
	}
	for i := range m.caps.len() {
		n, r := m.caps.at(i)
		caps[*n] = *r
	}
	return caps, true
}

func (m *matcher) rec(pi, ti int) bool {
	m.steps++
	if m.steps > maxMatchSteps {
		return false
	}
	p, toks := m.p, m.toks
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
		// greedy: the optional token first
		if t.cap != "" {
			m.caps.set(t.cap, rng{ti, ti + 1})
		}
		if m.rec(pi+1, ti+1) {
			return true
		}
		if t.cap != "" {
			m.caps.del(t.cap)
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
			old, had := m.caps.get(t.cap)
			m.caps.set(t.cap, rng{ti, ti + n})
			if m.rec(pi+1, ti+n) {
				return true
			}
			if had {
				m.caps.set(t.cap, old)
			} else {
				m.caps.del(t.cap)
			}
		} else if m.rec(pi+1, ti+n) {
			return true
		}
		if n >= hi || ti+n >= len(toks) || !t.test(&toks[ti+n]) {
			return false
		}
		n++
	}
}
