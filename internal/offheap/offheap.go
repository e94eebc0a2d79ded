// Package offheap gives large pointer-free byte buffers outside the Go
// heap (anonymous memory maps where the platform has them), for a
// structure held whole while a large input streams past it: such a
// buffer costs its size in resident memory and nothing in the collector's
// heap goal, which otherwise lets garbage grow to the size of everything
// live. A buffer is freed explicitly (Free) or, through Owned, when its
// owner becomes unreachable. Small buffers, and every buffer where maps
// are not available, are ordinary slices.
package offheap

import (
	"runtime"
	"unsafe"
)

// Threshold is the smallest buffer mapped outside the heap.
const Threshold = 1 << 20

// Bytes returns a zeroed buffer of n bytes.
func Bytes(n int) []byte {
	if n >= Threshold {
		if b, ok := mapBytes(n); ok {
			return b
		}
	}
	return make([]byte, n)
}

// Free releases b (from Bytes); b and every slice of it are invalid
// afterwards. Freeing a heap buffer does nothing.
func Free(b []byte) {
	if cap(b) >= Threshold {
		unmapBytes(b[:cap(b)])
	}
}

// Owned frees bufs once owner is unreachable, unless Free freed them
// before. The buffers must not be used through anything but owner.
func Owned[T any](owner *T, bufs ...[]byte) {
	var ms []mapping
	for _, b := range bufs {
		if cap(b) >= Threshold {
			if m, ok := mappingOf(b); ok {
				ms = append(ms, m)
			}
		}
	}
	if len(ms) == 0 {
		return
	}
	runtime.AddCleanup(owner, func(ms []mapping) {
		for _, m := range ms {
			m.free()
		}
	}, ms)
}

// Uint32s returns a zeroed slice of n uint32s, outside the heap when it
// is large (as Bytes).
func Uint32s(n int) []uint32 {
	if 4*n >= Threshold {
		if b, ok := mapBytes(4 * n); ok {
			return unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(b))), n)
		}
	}
	return make([]uint32, n)
}

// BytesOf is the memory of s as bytes (for Free and Owned).
func BytesOf(s []uint32) []byte {
	if cap(s) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), 4*cap(s))
}
