package svo

import (
	"strings"
	"unicode/utf8"
)

// fields is fields(s) (the same words, a slice whose capacity is
// its length, so that an append copies as it would), without allocating
// for a phrase of up to eight words the caller does not keep: being
// inlined, its buffer lives on the caller's stack unless the caller lets
// the slice escape. The rules split canonical phrases into words on every
// clause; strings.Fields allocated a quarter of extraction's objects.
func fields(s string) []string {
	f := appendFields(make([]string, 0, 8), s)
	return f[:len(f):len(f)]
}

// appendFields appends the words of s (as strings.Fields splits them:
// strings.FieldsSeq yields the same substrings) to dst. An ASCII s is split
// at strings.Fields's ASCII spaces byte by byte.
func appendFields(dst []string, s string) []string {
	n := len(dst)
	start := -1 // start of the current word
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= utf8.RuneSelf:
			// not ASCII: the words so far are dropped and s is split by
			// strings.FieldsSeq (its spaces include non-ASCII ones)
			dst = dst[:n]
			for w := range strings.FieldsSeq(s) {
				dst = append(dst, w)
			}
			return dst
		case asciiSpace[c]:
			if start >= 0 {
				dst = append(dst, s[start:i])
				start = -1
			}
		case start < 0:
			start = i
		}
	}
	if start >= 0 {
		dst = append(dst, s[start:])
	}
	return dst
}

// asciiSpace: the ASCII bytes unicode.IsSpace reports (the ones
// strings.Fields splits an ASCII string at).
var asciiSpace = [256]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// appendLower appends strings.ToLower(s) to dst: an ASCII s lowered byte
// by byte (no allocation when dst has room), any other through
// strings.ToLower. For a word the caller only compares or looks up
// (string(b) == "and", m[string(b)] allocate nothing).
func appendLower(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return append(dst, strings.ToLower(s)...)
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}

// hasLowerPrefix is strings.HasPrefix(strings.ToLower(s), prefix) for a
// lower-case ASCII prefix, without lowering an ASCII s.
func hasLowerPrefix(s, prefix string) bool {
	if !isASCII(s) {
		return strings.HasPrefix(strings.ToLower(s), prefix)
	}
	if len(s) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != prefix[i] {
			return false
		}
	}
	return true
}
