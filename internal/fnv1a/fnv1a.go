// Package fnv1a is 64-bit FNV-1a over strings and bytes without an
// allocation: the hash svo's value frames, the detector's value route and
// dream's token encoder share (hash/fnv's Hash64 gives the same values
// through an interface and a []byte conversion per write).
package fnv1a

// Offset is FNV-1a's 64-bit offset basis: the hash of nothing.
const Offset uint64 = 14695981039346656037

const prime uint64 = 1099511628211

// AddString folds s into h.
func AddString(h uint64, s string) uint64 {
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= prime
	}
	return h
}

// AddByte folds one byte into h.
func AddByte(h uint64, b byte) uint64 {
	h ^= uint64(b)
	return h * prime
}

// String is the hash of s.
func String(s string) uint64 { return AddString(Offset, s) }
