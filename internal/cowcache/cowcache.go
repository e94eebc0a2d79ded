// Package cowcache is a string-keyed cache of values that a pure function
// of the key computes (a word's facts, a span's tokens and tags). Reads take
// no lock: they look into an immutable snapshot. A miss computes the value
// under a mutex and keeps it in a pending map, which is published as a new
// snapshot (copy on write) once enough keys wait or once the waiting keys
// keep being asked for (a vocabulary that has stopped growing). At most max
// keys are kept; beyond that a value is computed each time (the same
// answer, slower). The cache never changes an answer, only its cost.
package cowcache

import (
	"strings"
	"sync"
	"sync/atomic"
)

// Map is the cache. The zero Map is not usable; call New.
type Map[V any] struct {
	snap    atomic.Pointer[map[string]V]
	max     int
	mu      sync.Mutex // guards pending and hits (and what a Compute function reads)
	pending map[string]V
	hits    int // lookups that found a pending key since the last publication
}

// New returns an empty cache of at most max keys.
func New[V any](max int) *Map[V] {
	m := &Map[V]{max: max, pending: map[string]V{}}
	empty := map[string]V{}
	m.snap.Store(&empty)
	return m
}

// Get returns k's value from the published snapshot, without a lock.
func (m *Map[V]) Get(k string) (V, bool) {
	v, ok := (*m.snap.Load())[k]
	return v, ok
}

// Compute returns k's value: from the snapshot, from the pending keys, or
// computed by f under the cache's mutex (so f may use state that only this
// path touches). A kept key is a copy: k may be a view into a whole input.
// f's result must not share memory with k.
func (m *Map[V]) Compute(k string, f func(string) V) V {
	m.mu.Lock()
	defer m.mu.Unlock()
	snap := *m.snap.Load()
	if v, ok := snap[k]; ok {
		return v
	}
	if v, ok := m.pending[k]; ok {
		m.hits++
		m.publish(snap)
		return v
	}
	v := f(k)
	if len(snap)+len(m.pending) >= m.max {
		return v
	}
	m.pending[strings.Clone(k)] = v
	m.publish(snap)
	return v
}

// publish merges the pending keys into a new snapshot when there are
// enough of them (an eighth of the snapshot, at least 64) or when they were
// asked for 256 times since the last publication.
func (m *Map[V]) publish(snap map[string]V) {
	if len(m.pending) < 64+len(snap)/8 && m.hits < 256 {
		return
	}
	next := make(map[string]V, len(snap)+len(m.pending))
	for k, v := range snap {
		next[k] = v
	}
	for k, v := range m.pending {
		next[k] = v
	}
	m.snap.Store(&next)
	m.pending = map[string]V{}
	m.hits = 0
}

// Len returns the number of published and pending keys.
func (m *Map[V]) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(*m.snap.Load()) + len(m.pending)
}
