//go:build unix

package offheap

import (
	"sync"
	"syscall"
	"unsafe"
)

// live records every live map by its start, with a generation, so that
// Free never unmaps a heap slice and a cleanup never unmaps a later map at
// the same address.
var (
	mu   sync.Mutex
	live = map[uintptr]uint64{}
	gen  uint64
)

// mapping is one map: its bytes and generation.
type mapping struct {
	b   []byte
	gen uint64
}

func start(b []byte) uintptr { return uintptr(unsafe.Pointer(unsafe.SliceData(b))) }

func mapBytes(n int) ([]byte, bool) {
	b, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return nil, false
	}
	mu.Lock()
	gen++
	live[start(b)] = gen
	mu.Unlock()
	return b, true
}

func mappingOf(b []byte) (mapping, bool) {
	mu.Lock()
	defer mu.Unlock()
	g, ok := live[start(b)]
	return mapping{b[:cap(b)], g}, ok
}

func isMapped(b []byte) bool {
	_, ok := mappingOf(b)
	return ok
}

// free unmaps m if it is still live.
func (m mapping) free() {
	mu.Lock()
	g, ok := live[start(m.b)]
	if !ok || g != m.gen {
		mu.Unlock()
		return
	}
	delete(live, start(m.b))
	mu.Unlock()
	_ = syscall.Munmap(m.b)
}

func unmapBytes(b []byte) {
	if m, ok := mappingOf(b); ok {
		m.free()
	}
}
