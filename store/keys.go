package store

import (
	"sort"
	"strings"
	"time"

	"l9/svo"
)

// KeyEvidence is what the units of a store say about one (subject,
// attribute, scope) key: the values seen, and whether the key was ever seen
// with two or more values current at once (set-valued by lexicon, two values
// inside one memory, or two values with the same order time).
type KeyEvidence struct {
	Key    svo.Key
	Values []string // sorted canonical values (affirmative units)
	Multi  bool
	Why    string // for Multi
}

// Evidence computes the key evidence of units, sorted by key.
func Evidence(units []svo.Unit) []KeyEvidence {
	type acc struct {
		ev       KeyEvidence
		values   map[string]bool
		byMemory map[string]string
		byTime   map[int64]string
	}
	m := map[svo.Key]*acc{}
	for i := range units {
		u := &units[i]
		k := u.Key()
		a := m[k]
		if a == nil {
			a = &acc{ev: KeyEvidence{Key: k}, values: map[string]bool{}, byMemory: map[string]string{}, byTime: map[int64]string{}}
			m[k] = a
		}
		if u.Cardinality == svo.CardSetValued && !a.ev.Multi {
			a.ev.Multi, a.ev.Why = true, "set-valued relation"
		}
		if u.Negated {
			continue
		}
		v := u.Value.Canon
		a.values[v] = true
		if w, ok := a.byMemory[u.MemoryID]; ok && w != v && !a.ev.Multi {
			a.ev.Multi, a.ev.Why = true, "two values inside memory "+u.MemoryID
		}
		a.byMemory[u.MemoryID] = v
		t := u.OrderTime().UnixNano()
		if w, ok := a.byTime[t]; ok && w != v && !a.ev.Multi {
			a.ev.Multi, a.ev.Why = true, "two values current at "+u.OrderTime().UTC().Format(time.RFC3339Nano)
		}
		a.byTime[t] = v
	}
	out := make([]KeyEvidence, 0, len(m))
	for _, a := range m {
		for v := range a.values {
			a.ev.Values = append(a.ev.Values, v)
		}
		sort.Strings(a.ev.Values)
		out = append(out, a.ev)
	}
	sort.Slice(out, func(i, j int) bool { return keyLess(out[i].Key, out[j].Key) })
	return out
}

func keyLess(a, b svo.Key) bool {
	if a.Subject != b.Subject {
		return a.Subject < b.Subject
	}
	if a.Attribute != b.Attribute {
		return a.Attribute < b.Attribute
	}
	return a.Scope < b.Scope
}

// Contests finds, among units, the groups of memories asserting different
// values for one key at the same order time: contested facts, both in force.
// The result is sorted by key, then time.
func Contests(units []svo.Unit) []Contest {
	type gk struct {
		k svo.Key
		t int64
	}
	groups := map[gk][]*svo.Unit{}
	for i := range units {
		u := &units[i]
		if u.Negated || u.Cardinality == svo.CardSetValued {
			continue
		}
		g := gk{u.Key(), u.OrderTime().UnixNano()}
		groups[g] = append(groups[g], u)
	}
	var out []Contest
	for g, us := range groups {
		byMem := map[string]string{}
		vals := map[string]bool{}
		for _, u := range us {
			if _, ok := byMem[u.MemoryID]; !ok {
				byMem[u.MemoryID] = u.Value.Canon
			}
			vals[u.Value.Canon] = true
		}
		if len(byMem) < 2 || !anyExclusive(vals) {
			continue
		}
		c := Contest{Subject: g.k.Subject, Attribute: g.k.Attribute, Scope: g.k.Scope, At: time.Unix(0, g.t).UTC()}
		for id := range byMem {
			c.MemoryIDs = append(c.MemoryIDs, id)
		}
		sort.Strings(c.MemoryIDs)
		for _, id := range c.MemoryIDs {
			c.Values = append(c.Values, byMem[id])
		}
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool {
		ki := svo.Key{Subject: out[i].Subject, Attribute: out[i].Attribute, Scope: out[i].Scope}
		kj := svo.Key{Subject: out[j].Subject, Attribute: out[j].Attribute, Scope: out[j].Scope}
		if ki != kj {
			return keyLess(ki, kj)
		}
		if !out[i].At.Equal(out[j].At) {
			return out[i].At.Before(out[j].At)
		}
		return out[i].MemoryIDs[0] < out[j].MemoryIDs[0]
	})
	return out
}

// anyExclusive reports whether two of the values are mutually exclusive:
// neither's token sequence contains the other's (an elaboration is not a
// contest).
func anyExclusive(vals map[string]bool) bool {
	vs := make([]string, 0, len(vals))
	for v := range vals {
		vs = append(vs, v)
	}
	for i := range vs {
		for j := i + 1; j < len(vs); j++ {
			a, b := strings.Fields(vs[i]), strings.Fields(vs[j])
			if !containsSeq(a, b) && !containsSeq(b, a) {
				return true
			}
		}
	}
	return false
}

// containsSeq reports whether b occurs as a contiguous run inside a.
func containsSeq(a, b []string) bool {
	if len(b) == 0 {
		return true
	}
outer:
	for i := 0; i+len(b) <= len(a); i++ {
		for j := range b {
			if a[i+j] != b[j] {
				continue outer
			}
		}
		return true
	}
	return false
}
