package memory

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestIDSetMatchesMap: the reader's id set answers as a map[string]int
// does, across growth, for ids of every length (empty, long, non-ASCII,
// sharing prefixes), present and absent.
func TestIDSetMatchesMap(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	s, m := newIDSet(), map[string]int{}
	id := func() string {
		switch r.IntN(5) {
		case 0:
			return fmt.Sprintf("m%07d", r.IntN(50000))
		case 1:
			return fmt.Sprintf("m%07d#f%d", r.IntN(50000), r.IntN(3))
		case 2:
			return string(make([]byte, r.IntN(300)))
		case 3:
			return fmt.Sprintf("é-%d-ü", r.IntN(1000))
		}
		return ""
	}
	for line := 1; line <= 60000; line++ {
		k := id()
		gl, gok := s.get(k)
		wl, wok := m[k]
		if gok != wok || gl != wl {
			t.Fatalf("get(%q) = %d, %v; want %d, %v", k, gl, gok, wl, wok)
		}
		if !wok {
			s.add(k, line)
			m[k] = line
		}
	}
	if s.n != len(m) {
		t.Errorf("%d ids in the set, %d in the map", s.n, len(m))
	}
	for k, wl := range m {
		if gl, ok := s.get(k); !ok || gl != wl {
			t.Fatalf("get(%q) = %d, %v; want %d", k, gl, ok, wl)
		}
	}
	// The overflow map past 32-bit lines.
	s.add("far", 1<<33)
	if l, ok := s.get("far"); !ok || l != 1<<33 {
		t.Errorf("line beyond 32 bits: %d, %v", l, ok)
	}
}
