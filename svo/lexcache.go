package svo

import (
	"strings"
	"sync/atomic"
	"unsafe"
)

// lexClassSlot is one entry of lexClassCache: a classes argument of
// lexLookup ("role_nouns", "a|b") and its lexicons, in order.
type lexClassSlot struct {
	classes string
	maps    []map[string]string
}

// lexClassCache maps a classes string to its lexicons without hashing the
// string's bytes: callers pass the same few strings (constants, or a rule's
// AttrLex), so the probe starts at a slot chosen by the string's data
// pointer and an entry is checked by comparing the string itself (equal
// pointers compare at once; the entry holds the string, so its memory is
// not reused for another). Open addressing, entries never removed: a probe
// stops at the first empty slot, where a new string is put (a race puts a
// second copy further on: the same answer). A string finding no room
// within lexProbe slots is looked up each time: the same answer, slower.
var lexClassCache [1 << lexCacheBits]atomic.Pointer[lexClassSlot]

const (
	lexCacheBits = 10
	lexProbe     = 8
)

// lexClassMaps returns the lexicons of classes ('|'-separated class
// names; a class with no lexicon gives a nil map, which has no key).
func lexClassMaps(classes string) []map[string]string {
	x := (uint64(uintptr(unsafe.Pointer(unsafe.StringData(classes)))) ^ uint64(len(classes))<<48) * 0x9E3779B97F4A7C15
	h := x >> (64 - lexCacheBits)
	for i := range uint64(lexProbe) {
		slot := &lexClassCache[(h+i)&(1<<lexCacheBits-1)]
		e := slot.Load()
		if e == nil {
			ms := lexClassMapsOf(classes)
			slot.CompareAndSwap(nil, &lexClassSlot{classes: classes, maps: ms})
			return ms
		}
		if e.classes == classes {
			return e.maps
		}
	}
	return lexClassMapsOf(classes)
}

func lexClassMapsOf(classes string) []map[string]string {
	lex, _ := loadLexicons()
	if strings.IndexByte(classes, '|') < 0 {
		return []map[string]string{lex[classes]}
	}
	var ms []map[string]string
	for c := range strings.SplitSeq(classes, "|") {
		ms = append(ms, lex[c])
	}
	return ms
}
