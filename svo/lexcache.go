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
// string: callers pass the same few strings (constants, or a rule's
// AttrLex), so a slot is chosen by the string's data pointer and checked
// by comparing the string itself (equal pointers compare at once; the
// slot holds the string, so its memory is not reused for another). A slot
// another classes string took is replaced: the same answer either way.
var lexClassCache [64]atomic.Pointer[lexClassSlot]

// lexClassMaps returns the lexicons of classes ('|'-separated class
// names; a class with no lexicon gives a nil map, which has no key).
func lexClassMaps(classes string) []map[string]string {
	h := (uint64(uintptr(unsafe.Pointer(unsafe.StringData(classes))))*0x9E3779B97F4A7C15 ^ uint64(len(classes))) >> 58
	slot := &lexClassCache[h]
	if e := slot.Load(); e != nil && e.classes == classes {
		return e.maps
	}
	lex, _ := loadLexicons()
	var ms []map[string]string
	if strings.IndexByte(classes, '|') < 0 {
		ms = []map[string]string{lex[classes]}
	} else {
		for c := range strings.SplitSeq(classes, "|") {
			ms = append(ms, lex[c])
		}
	}
	slot.Store(&lexClassSlot{classes: classes, maps: ms})
	return ms
}
