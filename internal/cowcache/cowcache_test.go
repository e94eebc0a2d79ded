package cowcache

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// TestAnswers: the cache returns what f returns, for new, pending and
// published keys, and past its bound; f runs once per kept key.
func TestAnswers(t *testing.T) {
	calls := map[string]int{}
	f := func(k string) string { calls[k]++; return strings.ToUpper(k) }
	m := New[string](100)
	for round := range 3 {
		for i := range 150 {
			k := fmt.Sprintf("w%d", i)
			v, ok := m.Get(k)
			if !ok {
				v = m.Compute(k, f)
			}
			if v != strings.ToUpper(k) {
				t.Fatalf("round %d: %s = %q", round, k, v)
			}
		}
	}
	if n := m.Len(); n != 100 {
		t.Errorf("kept %d keys, want the bound 100", n)
	}
	for i := range 100 {
		if k := fmt.Sprintf("w%d", i); calls[k] != 1 {
			t.Errorf("%s computed %d times, want 1 (kept)", k, calls[k])
		}
	}
	if calls["w149"] != 3 {
		t.Errorf("w149 (past the bound) computed %d times, want 3", calls["w149"])
	}
}

// TestPublished: a pending key asked for often is published to the
// lock-free snapshot, with the value first computed.
func TestPublished(t *testing.T) {
	m := New[int](10)
	buf := []byte("alpha beta")
	k := string(buf[:5])
	m.Compute(k, func(string) int { return 1 })
	for range 300 {
		m.Compute(k, func(string) int { return 2 }) // pending hits publish it
	}
	if v, ok := m.Get("alpha"); !ok || v != 1 {
		t.Errorf("alpha = %d, %v after publication", v, ok)
	}
}

// TestConcurrent: readers and writers at once (run with -race).
func TestConcurrent(t *testing.T) {
	m := New[int](1 << 10)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 2000 {
				k := fmt.Sprintf("k%d", (i*7+g)%1500)
				v, ok := m.Get(k)
				if !ok {
					v = m.Compute(k, func(s string) int { return len(s) })
				}
				if v != len(k) {
					t.Errorf("%s = %d", k, v)
					return
				}
			}
		}()
	}
	wg.Wait()
}
