package svo

import "math/bits"

// anchorIndex finds the table rules a clause can match without trying every
// rule: each rule's anchor is its first required word, lemma or class test
// (not negated, not optional), and a rule can match a clause only if one of
// the anchor's words is among the clause's lower forms or lemmas, which is a
// conjunct of pattern.mayMatch. Rules without such a test are always tried.
// The index only skips rules that cannot match, and candidates lists the
// rest in table order, so the output is the one of trying every rule.
//
// Every word of a word or lemma test and every anchor word has a number
// (ids); a clause's words are looked up once, and pattern.mayMatch tests
// numbers in a bit set instead of looking words up in a map.
type anchorIndex struct {
	ids    map[string]int32 // a pattern or anchor word → its number
	byID   [][]int32        // a word's number → the rules it anchors, ascending
	always []int32          // rules with no anchor, ascending
	n      int              // rules in the table
}

func newAnchorIndex(tab []*Rule) anchorIndex {
	ix := anchorIndex{ids: map[string]int32{}, n: len(tab)}
	for _, r := range tab {
		for k := range r.pat {
			switch t := &r.pat[k]; t.kind {
			case 'w', 'l':
				t.ids = make([]int32, len(t.alts))
				for j, a := range t.alts {
					t.ids[j] = ix.id(a)
				}
			case 'c':
				for w := range t.class {
					ix.id(w)
				}
			}
		}
	}
	for _, r := range tab {
		r.required = r.pat.requiredTests()
	}
	for i, r := range tab {
		words, ok := anchorWords(r.pat)
		if !ok {
			ix.always = append(ix.always, int32(i))
			continue
		}
		for _, w := range words {
			id := ix.id(w)
			if l := ix.byID[id]; len(l) == 0 || l[len(l)-1] != int32(i) {
				ix.byID[id] = append(l, int32(i))
			}
		}
	}
	// a class test's words and a word or lemma test's alts as sets of
	// numbers, once every word has one
	for _, r := range tab {
		for k := range r.pat {
			switch t := &r.pat[k]; t.kind {
			case 'c':
				t.classSet = make(wordSet, (len(ix.byID)+63)/64)
				for w := range t.class {
					t.classSet.add(ix.ids[w])
				}
			case 'w', 'l':
				t.idSet = make(wordSet, (len(ix.byID)+63)/64)
				for _, id := range t.ids {
					t.idSet.add(id)
				}
			}
		}
	}
	return ix
}

// id numbers a word.
func (ix *anchorIndex) id(w string) int32 {
	if id, ok := ix.ids[w]; ok {
		return id
	}
	id := int32(len(ix.byID))
	ix.ids[w] = id
	ix.byID = append(ix.byID, nil)
	return id
}

// number is w's number (-1: no pattern word).
func (ix *anchorIndex) number(w string) int32 {
	if id, ok := ix.ids[w]; ok {
		return id
	}
	return -1
}

// numberOf is ix.number(w) for w f's low (slot 0), lemma (1) or singular
// (2): for the table's index, kept in f after the first lookup (a pure
// function of the word and the table, which is built once).
func (ix *anchorIndex) numberOf(f *wordFacts, slot int, w string) int32 {
	if ix != &tabIndex {
		return ix.number(w)
	}
	a := &f.anchors[slot]
	if v := a.Load(); v != 0 {
		return v - 2
	}
	id := ix.number(w)
	a.Store(id + 2)
	return id
}

// candidateBufs are the working space of anchorIndex.candidates, which a
// caller may keep on its stack.
type candidateBufs struct {
	present, mark setBuf
	rules         []int32
}

// setBuf is a wordSet's storage: a few words inline (more go on the heap).
type setBuf [16]uint64

// ensure returns a cleared set of n words.
func (b *setBuf) ensure(n int) wordSet {
	if n > len(b) {
		return make(wordSet, n)
	}
	s := b[:n]
	clear(s)
	return s
}

// wordSet is a set of word numbers of an anchorIndex.
type wordSet []uint64

func (s wordSet) has(id int32) bool { return s[id>>6]&(1<<(id&63)) != 0 }

func (s wordSet) add(id int32) { s[id>>6] |= 1 << (id & 63) }

// anchorWords are the words of p's most selective required word, lemma or
// class test: the first one none of whose words is a frequent function
// word (a be-form, a determiner, a preposition), else the first one; ok is
// false when p has none. Any required test is correct; a selective one
// leaves fewer rules to try.
func anchorWords(p pattern) (words []string, ok bool) {
	first := -1
	for i := range p {
		t := &p[i]
		if t.not || t.op == '?' || t.op == '*' || (t.kind != 'w' && t.kind != 'l' && t.kind != 'c') {
			continue
		}
		if first < 0 {
			first = i
		}
		if t.kind == 'c' || !anyFrequent(t.alts) {
			return testWords(t), true
		}
	}
	if first < 0 {
		return nil, false
	}
	return testWords(&p[first]), true
}

func testWords(t *tokenTest) []string {
	if t.kind != 'c' {
		return t.alts
	}
	var words []string
	for k := range t.class {
		words = append(words, k) // order is irrelevant: a set
	}
	return words
}

// frequentWords are function words most clauses contain.
var frequentWords = map[string]bool{
	"is": true, "was": true, "are": true, "were": true, "be": true, "been": true, "'s": true, "am": true, "'m": true,
	"has": true, "have": true, "had": true, "will": true, "the": true, "a": true, "an": true, "of": true, "to": true,
	"in": true, "on": true, "at": true, "for": true, "by": true, "as": true, "with": true, "from": true, "and": true,
	"now": true, "it": true, "its": true, "their": true, "his": true, "her": true, "our": true, "my": true, ",": true,
}

func anyFrequent(alts []string) bool {
	for _, a := range alts {
		if frequentWords[a] {
			return true
		}
	}
	return false
}

// candidates lists, in table order, the rules whose anchor word occurs in
// toks (as a lower form or a lemma) and the rules without an anchor, and
// gives the set of the numbered words among toks' lower forms and lemmas
// (for pattern.mayMatch). It numbers toks' lower forms and lemmas
// (mtok.lowID, lemmaID), which the table's token tests then compare.
//
// The results are written into the buffers b (grown when short).
func (ix *anchorIndex) candidates(toks []mtok, b *candidateBufs) ([]int32, wordSet) {
	present := b.present.ensure((len(ix.byID) + 63) / 64)
	mark := b.mark.ensure((ix.n + 63) / 64)
	for _, i := range ix.always {
		mark.add(i)
	}
	see := func(id int32) int32 {
		if id < 0 {
			return -1
		}
		present.add(id)
		for _, i := range ix.byID[id] {
			mark.add(i)
		}
		return id
	}
	for k := range toks {
		t := &toks[k]
		f := t.facts()
		t.lowID = see(ix.numberOf(f, 0, t.low))
		t.lemmaID = t.lowID
		if t.lemma != t.low {
			switch {
			case t.lemma == f.lemma:
				t.lemmaID = see(ix.numberOf(f, 1, t.lemma))
			case f.plural && t.lemma == f.singular:
				t.lemmaID = see(ix.numberOf(f, 2, t.lemma))
			default:
				t.lemmaID = see(ix.number(t.lemma))
			}
		}
		t.numbered = true
	}
	// the marked rules in ascending order: the set bits, word by word
	out := b.rules[:0]
	for w, bitsOf := range mark {
		for bitsOf != 0 {
			out = append(out, int32(w*64+bits.TrailingZeros64(bitsOf)))
			bitsOf &= bitsOf - 1
		}
	}
	return out, present
}
