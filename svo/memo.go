package svo

import (
	"sync"
	"sync/atomic"
)

// Memo remembers the extraction of recent contents across calls of
// AllSerialMemo, so that a content repeated anywhere in a long input (a
// restated fact, a template line) is extracted once while it is recent.
// Extraction is a function of the content and the extractor's rules alone,
// so a remembered result is the one extraction would give; ids and times
// are stamped afterwards, as for repeats within one call. A Memo belongs to
// one Extractor (its switched-off rules are part of the result).
//
// It holds at most 2×capacity contents: two generations, the current one
// filled until it holds capacity contents, then kept as the old one while a
// new one fills (a hit in the old generation is carried into the current
// one). Memory is thus bounded whatever the input's size; what is
// remembered depends on the order contents arrive in, what is returned
// never does. Safe for concurrent use.
type Memo struct {
	mu       sync.Mutex
	capacity int
	cur, old map[string]memoEntry
	hits     atomic.Int64
	misses   atomic.Int64
}

type memoEntry struct {
	us []Unit
	as []Abstention
}

// NewMemo returns a Memo of at most 2×capacity contents (capacity ≥ 1).
func NewMemo(capacity int) *Memo {
	capacity = max(capacity, 1)
	return &Memo{capacity: capacity, cur: make(map[string]memoEntry, capacity)}
}

// Hits and Misses count the lookups so far that found a content and that
// did not.
func (m *Memo) Hits() int64   { return m.hits.Load() }
func (m *Memo) Misses() int64 { return m.misses.Load() }

func (m *Memo) get(content string) (memoEntry, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if e, ok := m.cur[content]; ok {
		m.hits.Add(1)
		return e, true
	}
	if e, ok := m.old[content]; ok {
		m.hits.Add(1)
		m.putLocked(content, e)
		return e, true
	}
	m.misses.Add(1)
	return memoEntry{}, false
}

func (m *Memo) put(content string, e memoEntry) {
	m.mu.Lock()
	m.putLocked(content, e)
	m.mu.Unlock()
}

func (m *Memo) putLocked(content string, e memoEntry) {
	if _, ok := m.cur[content]; ok {
		return
	}
	if len(m.cur) >= m.capacity {
		m.old, m.cur = m.cur, make(map[string]memoEntry, m.capacity)
	}
	m.cur[content] = e
}
