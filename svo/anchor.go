package svo

// anchorIndex finds the table rules a clause can match without trying every
// rule: each rule's anchor is its first required word, lemma or class test
// (not negated, not optional), and a rule can match a clause only if one of
// the anchor's words is among the clause's lower forms or lemmas, which is a
// conjunct of pattern.mayMatch. Rules without such a test are always tried.
// The index only skips rules that cannot match, and candidates lists the
// rest in table order, so the output is the one of trying every rule.
type anchorIndex struct {
	byWord map[string][]int32 // a word → the rules it anchors, ascending
	always []int32            // rules with no anchor, ascending
	n      int                // rules in the table
}

func newAnchorIndex(tab []*Rule) anchorIndex {
	ix := anchorIndex{byWord: map[string][]int32{}, n: len(tab)}
	for i, r := range tab {
		words, ok := anchorWords(r.pat)
		if !ok {
			ix.always = append(ix.always, int32(i))
			continue
		}
		for _, w := range words {
			if l := ix.byWord[w]; len(l) == 0 || l[len(l)-1] != int32(i) {
				ix.byWord[w] = append(l, int32(i))
			}
		}
	}
	return ix
}

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
// toks (as a lower form or a lemma) and the rules without an anchor.
func (ix *anchorIndex) candidates(toks []mtok) []int32 {
	mark := make([]bool, ix.n)
	for _, i := range ix.always {
		mark[i] = true
	}
	for k := range toks {
		for _, i := range ix.byWord[toks[k].low] {
			mark[i] = true
		}
		if toks[k].lemma != toks[k].low {
			for _, i := range ix.byWord[toks[k].lemma] {
				mark[i] = true
			}
		}
	}
	out := make([]int32, 0, len(ix.always)+8)
	for i, m := range mark {
		if m {
			out = append(out, int32(i))
		}
	}
	return out
}
