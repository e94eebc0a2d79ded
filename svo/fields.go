package svo

import "strings"

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
// strings.FieldsSeq yields the same substrings) to dst.
func appendFields(dst []string, s string) []string {
	for w := range strings.FieldsSeq(s) {
		dst = append(dst, w)
	}
	return dst
}
