// Package memory defines the stored fact that l9 reasons about: a memory record
// with its temporal triple (observed_at, effective_at, expires_at), its place in
// a constellation (a compound parent and its clause facets), and the JSON Lines
// form in which stores export them.
//
// Every time is held in UTC. A memory's order time is observed_at when present,
// else created_at (the design's created_at fallback). Its validity interval is
// [effective_at or -inf, expires_at or +inf).
package memory

import (
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Tier is the retention tier of a memory in the store.
type Tier string

// The tiers a store knows. The empty tier means "not given".
const (
	TierNone      Tier = ""
	TierShortTerm Tier = "short_term"
	TierLongTerm  Tier = "long_term"
	TierPinned    Tier = "pinned"
)

// Valid reports whether t is one of the known tiers (or empty).
func (t Tier) Valid() bool {
	switch t {
	case TierNone, TierShortTerm, TierLongTerm, TierPinned:
		return true
	}
	return false
}

// Rank orders tiers for "highest tier" decisions: pinned > long_term > short_term > none.
func (t Tier) Rank() int {
	switch t {
	case TierPinned:
		return 3
	case TierLongTerm:
		return 2
	case TierShortTerm:
		return 1
	}
	return 0
}

// Memory is one stored fact. Optional times are nil when absent.
type Memory struct {
	ID string
	// Namespace is whose memory this is (a user or agent id); "" is the
	// default namespace. Units of different namespaces never pair, never
	// contest and never share cardinality history.
	Namespace   string
	Content     string
	CreatedAt   time.Time
	ObservedAt  *time.Time
	EffectiveAt *time.Time
	ExpiresAt   *time.Time
	// TTLSeconds is a relative expiry: created_at + TTLSeconds, used when
	// ExpiresAt is not set (EffectiveExpiry). 0 means none.
	TTLSeconds int64
	ParentID   string
	IsFacet    bool
	Tier       Tier
	// Authority is the registered authority tier the memory claims under
	// (a store's closed, ranked set; see CheckAuthorityName); "" = none.
	Authority      string
	Energy         float64
	RetrievalCount int
	Tags           []string
	// Aliases are the memory's slug handles (see CheckSlug), in the order
	// they were issued. A store keeps them append-only.
	Aliases []string
}

// MaxNamespaceLen is the longest namespace a memory may carry (in bytes).
const MaxNamespaceLen = 200

// CheckNamespace reports what is wrong with a namespace value, or nil. The
// empty string is the default namespace.
func CheckNamespace(ns string) error {
	switch {
	case ns == "":
		return nil
	case strings.TrimSpace(ns) != ns:
		return fmt.Errorf("leading or trailing white space in namespace %q", ns)
	case len(ns) > MaxNamespaceLen:
		return fmt.Errorf("namespace longer than %d bytes", MaxNamespaceLen)
	case !utf8.ValidString(ns):
		return fmt.Errorf("namespace is not valid UTF-8")
	}
	for _, r := range ns {
		if unicode.IsControl(r) {
			return fmt.Errorf("control character in namespace %q", ns)
		}
	}
	return nil
}

// OrderTime is observed_at when present, else created_at: the instant the
// supersession rule uses to decide which of two memories is newer.
func (m *Memory) OrderTime() time.Time {
	if m.ObservedAt != nil {
		return *m.ObservedAt
	}
	return m.CreatedAt
}

// Interval is the validity interval of m.
func (m *Memory) Interval() Interval {
	return Interval{Start: m.EffectiveAt, End: m.EffectiveExpiry()}
}

// EffectiveExpiry is the instant m expires: expires_at when set, else
// created_at + ttl_seconds when a TTL is set, else nil (never expires).
func (m *Memory) EffectiveExpiry() *time.Time {
	if m.ExpiresAt != nil {
		return m.ExpiresAt
	}
	if m.TTLSeconds > 0 {
		t := m.CreatedAt.Add(time.Duration(m.TTLSeconds) * time.Second).UTC()
		return &t
	}
	return nil
}

// MaxTTLSeconds is the longest TTL a memory may carry (what a time.Duration
// holds, ≈ 292 years).
const MaxTTLSeconds = int64(1<<63-1) / int64(time.Second)

// CheckTTL reports what is wrong with a ttl_seconds value, or nil.
func CheckTTL(n int64) error {
	if n <= 0 {
		return fmt.Errorf("ttl_seconds must be > 0, got %d (clear it instead)", n)
	}
	if n > MaxTTLSeconds {
		return fmt.Errorf("ttl_seconds %d is longer than %d", n, MaxTTLSeconds)
	}
	return nil
}

// CurrentAt reports whether m is in force at instant t: t is inside its
// validity interval (expires_at is exclusive, so a memory is stale from the
// instant it expires).
func (m *Memory) CurrentAt(t time.Time) bool {
	return m.Interval().Contains(t)
}

// Clone returns a deep copy of m (times and tags are not shared).
func (m Memory) Clone() Memory {
	m.ObservedAt = cloneTime(m.ObservedAt)
	m.EffectiveAt = cloneTime(m.EffectiveAt)
	m.ExpiresAt = cloneTime(m.ExpiresAt)
	if m.Tags != nil {
		m.Tags = append([]string(nil), m.Tags...)
	}
	if m.Aliases != nil {
		m.Aliases = append([]string(nil), m.Aliases...)
	}
	return m
}

func cloneTime(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := *t
	return &u
}

// TimePtr returns a pointer to t in UTC; a convenience for building memories.
func TimePtr(t time.Time) *time.Time {
	u := t.UTC()
	return &u
}

// Interval is a half-open validity interval [Start, End). A nil Start is -inf,
// a nil End is +inf.
type Interval struct {
	Start *time.Time
	End   *time.Time
}

// Contains reports whether t lies in [Start, End).
func (iv Interval) Contains(t time.Time) bool {
	if iv.Start != nil && t.Before(*iv.Start) {
		return false
	}
	if iv.End != nil && !t.Before(*iv.End) {
		return false
	}
	return true
}

// Empty reports whether the interval contains no instant (End <= Start).
func (iv Interval) Empty() bool {
	return iv.Start != nil && iv.End != nil && !iv.Start.Before(*iv.End)
}

// Overlaps reports whether the two intervals share at least one instant.
// Touching intervals ([a,b) and [b,c)) do not overlap: they are a timeline.
func (iv Interval) Overlaps(o Interval) bool {
	if iv.Empty() || o.Empty() {
		return false
	}
	// Overlap iff max(start) < min(end).
	if iv.End != nil && o.Start != nil && !o.Start.Before(*iv.End) {
		return false
	}
	if o.End != nil && iv.Start != nil && !iv.Start.Before(*o.End) {
		return false
	}
	return true
}

func (iv Interval) String() string {
	s, e := "-inf", "+inf"
	if iv.Start != nil {
		s = iv.Start.UTC().Format(time.RFC3339Nano)
	}
	if iv.End != nil {
		e = iv.End.UTC().Format(time.RFC3339Nano)
	}
	return fmt.Sprintf("[%s, %s)", s, e)
}
