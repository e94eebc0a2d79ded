package memory

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"l9/internal/offheap"
)

// TestIDSetMatchesMap: the reader's id set answers as a map[string]int
// does (get, add, and addNew, which is both), across growth, for ids of every length (empty, long, non-ASCII,
// sharing prefixes), present and absent.
func TestIDSetMatchesMap(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	s, m := newIDSet(), map[string]int{}
	s2 := newIDSet() // filled by addNew
	line := 0
	id := func() string {
		switch r.IntN(6) {
		case 4:
			return fmt.Sprintf("u%d-%s", line, strings.Repeat("q", 24)) // new

		case 0:
			return fmt.Sprintf("m%07d", r.IntN(50000))
		case 1:
			return fmt.Sprintf("m%07d#f%d", r.IntN(50000), r.IntN(3))
		case 2:
			return strings.Repeat("z", r.IntN(300))
		case 3:
			return fmt.Sprintf("é-%d-ü", r.IntN(1000))
		}
		return ""
	}
	for line = 1; line <= 400000; line++ {
		k := id()
		gl, gok := s.get(k)
		wl, wok := m[k]
		if gok != wok || gl != wl {
			t.Fatalf("get(%q) = %d, %v; want %d, %v", k, gl, gok, wl, wok)
		}
		if nl, nok := s2.addNew(k, line); nok != wok || nl != wl {
			t.Fatalf("addNew(%q) = %d, %v; want %d, %v", k, nl, nok, wl, wok)
		}
		if !wok {
			s.add(k, line)
			m[k] = line
		}
	}
	if s2.n != len(m) {
		t.Errorf("%d ids in the set filled by addNew, %d in the map", s2.n, len(m))
	}
	for k, wl := range m {
		if gl, ok := s2.get(k); !ok || gl != wl {
			t.Fatalf("addNew's set: get(%q) = %d, %v; want %d", k, gl, ok, wl)
		}
	}
	s2.release()
	if s.n != len(m) {
		t.Errorf("%d ids in the set, %d in the map", s.n, len(m))
	}
	for k, wl := range m {
		if gl, ok := s.get(k); !ok || gl != wl {
			t.Fatalf("get(%q) = %d, %v; want %d", k, gl, ok, wl)
		}
	}
	if len(s.chunks) < 2 {
		t.Errorf("%d arena chunks: the test does not cross chunks", len(s.chunks))
	}
	if 4*len(s.slots) < offheap.Threshold {
		t.Errorf("a table of %d slots: the test does not reach a table outside the heap", len(s.slots))
	}
	// An id longer than a chunk, and the overflow map past 32-bit lines.
	long := strings.Repeat("x", chunkSize+1)
	s.add(long, 7)
	if l, ok := s.get(long); !ok || l != 7 {
		t.Errorf("id longer than a chunk: %d, %v", l, ok)
	}
	if far := int64(1) << 33; int64(int(far)) == far { // 64-bit int only
		s.add("far", int(far))
		if l, ok := s.get("far"); !ok || int64(l) != far {
			t.Errorf("line beyond 32 bits: %d, %v", l, ok)
		}
	}
	s.release()
	if s.n != 0 || len(s.chunks) != 0 || len(s.slots) != 0 {
		t.Errorf("released: %d ids, %d chunks, %d slots left", s.n, len(s.chunks), len(s.slots))
	}
}
