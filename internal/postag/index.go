package postag

import (
	"fmt"
	"strings"
)

// The feature templates of the model, in the order prose scores them (the
// order matters: float32 sums are added in it). c0 is the normalized word
// being tagged, c-1 .. c+2 its normalized neighbours, w the word as written,
// p1 and p2 the two tags before.
const (
	fBias     = iota // "bias"
	fSuffix          // "i suffix " + suffix3(w)
	fPref1           // "i pref1 " + prefix1(w)
	fTag1            // "i-1 tag " + p1
	fTag2            // "i-2 tag " + p2
	fTagTag          // "i tag+i-2 tag " + p1 + " " + p2
	fWord            // "i word " + c0
	fTagWord         // "i-1 tag+i word " + p1 + " " + c0
	fWordM1          // "i-1 word " + c-1
	fSuffixM1        // "i-1 suffix " + suffix3(c-1)
	fWordM2          // "i-2 word " + c-2
	fWordP1          // "i+1 word " + c+1
	fSuffixP1        // "i+1 suffix " + suffix3(c+1)
	fWordP2          // "i+2 word " + c+2
	nTemplates
)

var templatePrefix = [nTemplates]string{
	"bias", "i suffix ", "i pref1 ", "i-1 tag ", "i-2 tag ", "i tag+i-2 tag ", "i word ",
	"i-1 tag+i word ", "i-1 word ", "i-1 suffix ", "i-2 word ", "i+1 word ", "i+1 suffix ", "i+2 word ",
}

// slot is a template's place in wordFeat or sufFeat.
var slot = [nTemplates]int{fSuffix: 0, fSuffixM1: 1, fSuffixP1: 2, fWord: 0, fWordM1: 1, fWordM2: 2, fWordP1: 3, fWordP2: 4}

// index finds a token's features without building their strings: every
// model feature is filed under its template and the parts that fill it, so
// that a word costs one lookup for all its word features and a tag one
// array read. Feature numbers are -1 when the model lacks the feature.
//
// It is exact because the runtime tags never contain a space (checked: the
// classes at build, prose's preset tags when cached): the string prose would
// build for "i tag+i-2 tag " + p1 + " " + p2 then splits at its first space
// into p1 and the rest, which is how the model's features are filed.
type index struct {
	bias  int32
	pref1 [257]int32 // by first byte; 256: the empty word

	words    map[string]int32 // normalized word -> word id
	wordFeat [][5]int32       // fWord, fWordM1, fWordM2, fWordP1, fWordP2

	sufs    map[uint32]int32 // packSuffix -> suffix id
	sufFeat [][3]int32       // fSuffix, fSuffixM1, fSuffixP1

	tags     map[string]int32 // tag -> tag id
	tagFeat  [][2]int32       // fTag1, fTag2
	tagTag   []int32          // tag id p1 * len(tagFeat) + tag id p2 -> fTagTag
	tagWord  map[uint64]int32 // tag id p1 << 32 | word id c0 -> fTagWord
	classTag []int32          // class id -> tag id
}

// packSuffix packs a string of at most three bytes, with its length, into
// a map key.
func packSuffix(s string) (uint32, bool) {
	if len(s) > 3 {
		return 0, false
	}
	k := uint32(len(s)) << 24
	for i := 0; i < len(s); i++ {
		k |= uint32(s[i]) << (8 * (2 - i))
	}
	return k, true
}

func newIndex(m *model) (*index, error) {
	x := &index{
		bias:    -1,
		words:   map[string]int32{},
		sufs:    map[uint32]int32{},
		tags:    map[string]int32{},
		tagWord: map[uint64]int32{},
	}
	for i := range x.pref1 {
		x.pref1[i] = -1
	}
	for _, c := range m.classes {
		if strings.IndexByte(c, ' ') >= 0 {
			return nil, fmt.Errorf("model class %q contains a space", c)
		}
		x.tagID(c)
	}
	type pair struct {
		a, b string
		f    int32
	}
	var tagTags []pair
	for f := range int32(len(m.featOff) - 1) {
		s := m.feature(int(f))
		if s == templatePrefix[fBias] {
			x.bias = f
			continue
		}
		t := 1
		for ; t < nTemplates && !strings.HasPrefix(s, templatePrefix[t]); t++ {
		}
		if t == nTemplates {
			continue // a feature prose never builds
		}
		rest := s[len(templatePrefix[t]):]
		switch t {
		case fSuffix, fSuffixM1, fSuffixP1:
			if k, ok := packSuffix(rest); ok {
				x.sufFeat[x.sufID(k)][slot[t]] = f
			}
		case fPref1:
			switch len(rest) {
			case 0:
				x.pref1[256] = f
			case 1:
				x.pref1[rest[0]] = f
			}
		case fTag1:
			x.tagFeat[x.tagID(rest)][0] = f
		case fTag2:
			x.tagFeat[x.tagID(rest)][1] = f
		case fTagTag:
			if a, b, ok := strings.Cut(rest, " "); ok {
				tagTags = append(tagTags, pair{a, b, f})
				x.tagID(a)
				x.tagID(b)
			}
		case fTagWord:
			if a, w, ok := strings.Cut(rest, " "); ok {
				x.tagWord[uint64(x.tagID(a))<<32|uint64(x.wordID(w))] = f
			}
		default:
			x.wordFeat[x.wordID(rest)][slot[t]] = f
		}
	}
	nt := len(x.tagFeat)
	x.tagTag = make([]int32, nt*nt)
	for i := range x.tagTag {
		x.tagTag[i] = -1
	}
	for _, p := range tagTags {
		x.tagTag[int(x.tags[p.a])*nt+int(x.tags[p.b])] = p.f
	}
	for _, c := range m.classes {
		x.classTag = append(x.classTag, x.tags[c])
	}
	return x, nil
}

func (x *index) tagID(s string) int32 {
	if id, ok := x.tags[s]; ok {
		return id
	}
	id := int32(len(x.tagFeat))
	x.tags[s] = id
	x.tagFeat = append(x.tagFeat, [2]int32{-1, -1})
	return id
}

func (x *index) wordID(s string) int32 {
	if id, ok := x.words[s]; ok {
		return id
	}
	id := int32(len(x.wordFeat))
	x.words[s] = id
	x.wordFeat = append(x.wordFeat, [5]int32{-1, -1, -1, -1, -1})
	return id
}

func (x *index) sufID(k uint32) int32 {
	if id, ok := x.sufs[k]; ok {
		return id
	}
	id := int32(len(x.sufFeat))
	x.sufs[k] = id
	x.sufFeat = append(x.sufFeat, [3]int32{-1, -1, -1})
	return id
}

// lookupWord, lookupSuffix and lookupTag return -1 for what the model
// does not know.
func (x *index) lookupWord(s string) int32 {
	if id, ok := x.words[s]; ok {
		return id
	}
	return -1
}

func (x *index) lookupSuffix(s string) int32 {
	if k, ok := packSuffix(s); ok {
		if id, ok := x.sufs[k]; ok {
			return id
		}
	}
	return -1
}

func (x *index) lookupTag(s string) int32 {
	if id, ok := x.tags[s]; ok {
		return id
	}
	return -1
}
