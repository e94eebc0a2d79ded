package fnv1a

import (
	"hash/fnv"
	"testing"
)

// TestMatchesHashFNV: the same values as hash/fnv's New64a, over strings,
// bytes and a mix of both.
func TestMatchesHashFNV(t *testing.T) {
	for _, s := range []string{"", "a", "foobar", "the rovers last won", "\x00\xff é"} {
		h := fnv.New64a()
		h.Write([]byte(s))
		if got, want := String(s), h.Sum64(); got != want {
			t.Errorf("String(%q) = %#x, want %#x", s, got, want)
		}
		h.Write([]byte{' ', 0})
		if got, want := AddByte(AddByte(String(s), ' '), 0), h.Sum64(); got != want {
			t.Errorf("AddByte after %q = %#x, want %#x", s, got, want)
		}
	}
	if String("ab") == String("ba") {
		t.Error("order ignored")
	}
}
