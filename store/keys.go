package store

import (
	"sort"
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
