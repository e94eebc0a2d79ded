package corpus

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"l9/memory"
)

// DeriveTruth computes the truth of a fixture from its facts: for every key
// (subject, attribute, scope), each fact is expired by the earliest strictly
// newer fact of the key that excludes it, provided their validity intervals
// overlap and the key is not set-valued. A fact excludes an older one on the
// value path when both are positive and neither value's token sequence
// contains the other's, and on the negation path when the value is the same
// and the polarity differs. The result is the transitive reduction on memory
// ids; ExpiresAt is the replacement's order time (observed_at, else
// created_at). Pairs are sorted by the expired memory's order time, then ids.
func DeriveTruth(ms []memory.Memory, facts []Fact) ([]TruthPair, error) {
	byID := make(map[string]*memory.Memory, len(ms))
	for i := range ms {
		byID[ms[i].ID] = &ms[i]
	}
	keys := map[string][]int{}
	var order []string
	for i, x := range facts {
		m := byID[x.MemoryID]
		if m == nil {
			return nil, &CheckError{Kind: KindUnknownID, Msg: fmt.Sprintf("fact of group %s names unknown memory %q", x.Group, x.MemoryID)}
		}
		if m.IsFacet {
			return nil, &CheckError{Kind: KindFacts, Msg: fmt.Sprintf("fact of group %s names facet %q (facts name the parent)", x.Group, x.MemoryID)}
		}
		k := x.Key()
		if _, ok := keys[k]; !ok {
			order = append(order, k)
		}
		keys[k] = append(keys[k], i)
	}
	sort.Strings(order)
	seen := map[[2]string]bool{}
	var out []TruthPair
	for _, k := range order {
		idx := keys[k]
		set := false
		for _, i := range idx {
			set = set || facts[i].SetValued
		}
		if set {
			continue
		}
		for _, a := range idx {
			fa, ma := facts[a], byID[facts[a].MemoryID]
			ta := ma.OrderTime()
			best, reason := -1, ""
			var bestT time.Time
			for _, b := range idx {
				fb, mb := facts[b], byID[facts[b].MemoryID]
				tb := mb.OrderTime()
				if !tb.After(ta) || fb.MemoryID == fa.MemoryID {
					continue
				}
				r := excludes(fa, fb)
				if r == "" || !ma.Interval().Overlaps(mb.Interval()) {
					continue
				}
				if best < 0 || tb.Before(bestT) || (tb.Equal(bestT) && fb.MemoryID < facts[best].MemoryID) {
					best, bestT, reason = b, tb, r
				}
			}
			if best < 0 {
				continue
			}
			p := [2]string{fa.MemoryID, facts[best].MemoryID}
			if seen[p] {
				continue
			}
			seen[p] = true
			out = append(out, TruthPair{ExpiredID: p[0], ReplacementID: p[1], Reason: reason, ExpiresAt: bestT.UTC()})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		ti, tj := byID[out[i].ExpiredID].OrderTime(), byID[out[j].ExpiredID].OrderTime()
		if !ti.Equal(tj) {
			return ti.Before(tj)
		}
		if out[i].ExpiredID != out[j].ExpiredID {
			return out[i].ExpiredID < out[j].ExpiredID
		}
		return out[i].ReplacementID < out[j].ReplacementID
	})
	return out, nil
}

// excludes returns the reason newer fact b supersedes older fact a, or "".
func excludes(a, b Fact) string {
	switch {
	case !a.Negated && !b.Negated && exclusive(a.Value, b.Value):
		return ReasonValue
	case a.Value == b.Value && a.Negated != b.Negated:
		return ReasonNegation
	}
	return ""
}

// exclusive reports whether neither value's token sequence contains the other's.
func exclusive(a, b string) bool {
	x, y := strings.Fields(a), strings.Fields(b)
	return !containsSeq(x, y) && !containsSeq(y, x)
}

func containsSeq(hay, needle []string) bool {
	if len(needle) == 0 {
		return true
	}
	for i := 0; i+len(needle) <= len(hay); i++ {
		ok := true
		for j := range needle {
			if hay[i+j] != needle[j] {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// Kinds of self-check failure.
const (
	KindIDs               = "ids"               // empty or duplicate id, facet without a parent
	KindLabels            = "labels"            // a memory without exactly one known label
	KindFacts             = "facts"             // a fact naming a facet, or a fact whose group disagrees with its label
	KindUnknownID         = "unknown_id"        // truth, a label or a fact names an id not in the fixture
	KindConfusable        = "confusable"        // two groups (e.g. a control and a chain) share a key
	KindIndistinguishable = "indistinguishable" // two versions of one key with the same content and time
	KindSameInstant       = "same_instant"      // two versions of one key at one instant outside the contested class
	KindTruth             = "truth"             // truth differs from the truth derived from the facts
	KindControlFires      = "control_fires"     // a non-chain memory takes part in a derived supersession
)

// CheckError is a self-check failure; Kind says which rule was broken.
type CheckError struct {
	Kind string
	Msg  string
}

func (e *CheckError) Error() string { return fmt.Sprintf("fixture self-check (%s): %s", e.Kind, e.Msg) }

func groupClass(group string) string {
	if i := strings.LastIndexByte(group, '-'); i > 0 {
		return group[:i]
	}
	return group
}

// Check is the pre-gate self-check: it refuses a fixture whose ids, labels,
// facts or truth are inconsistent, in which two versions of a key are
// indistinguishable, or in which a control could be confused with a chain.
func Check(f Fixture) error {
	bad := func(kind, format string, args ...any) error {
		return &CheckError{Kind: kind, Msg: fmt.Sprintf(format, args...)}
	}
	byID := make(map[string]*memory.Memory, len(f.Memories))
	for i := range f.Memories {
		m := &f.Memories[i]
		if m.ID == "" {
			return bad(KindIDs, "memory %d has an empty id", i)
		}
		if byID[m.ID] != nil {
			return bad(KindIDs, "duplicate id %q", m.ID)
		}
		byID[m.ID] = m
	}
	for i := range f.Memories {
		m := &f.Memories[i]
		if m.IsFacet {
			p := byID[m.ParentID]
			if p == nil || p.IsFacet {
				return bad(KindIDs, "facet %q names no parent memory (%q)", m.ID, m.ParentID)
			}
		}
	}
	class := make(map[string]string, len(f.Labels))
	for _, l := range f.Labels {
		if byID[l.ID] == nil {
			return bad(KindUnknownID, "label names unknown id %q", l.ID)
		}
		if _, dup := class[l.ID]; dup {
			return bad(KindLabels, "id %q has two labels", l.ID)
		}
		if !knownClass(l.Class) {
			return bad(KindLabels, "id %q has unknown class %q", l.ID, l.Class)
		}
		class[l.ID] = l.Class
	}
	for _, m := range f.Memories {
		if _, ok := class[m.ID]; !ok {
			return bad(KindLabels, "memory %q has no label", m.ID)
		}
	}
	for _, p := range f.Truth {
		for _, id := range []string{p.ExpiredID, p.ReplacementID} {
			if byID[id] == nil {
				return bad(KindUnknownID, "truth pair (%s, %s) names unknown id %q", p.ExpiredID, p.ReplacementID, id)
			}
		}
	}
	// Facts: known ids, groups consistent with labels, keys owned by one group.
	owner := map[string]string{}
	type at struct {
		t       time.Time
		content string
		group   string
		id      string
	}
	byKey := map[string][]at{}
	var keyOrder []string
	for _, x := range f.Facts {
		m := byID[x.MemoryID]
		if m == nil {
			return bad(KindUnknownID, "fact of group %s names unknown id %q", x.Group, x.MemoryID)
		}
		if m.IsFacet {
			return bad(KindFacts, "fact of group %s names facet %q", x.Group, x.MemoryID)
		}
		gc := groupClass(x.Group)
		if gc == "filler" {
			if c := class[x.MemoryID]; c != ClassChain && c != ClassNegationChain {
				return bad(KindFacts, "filler fact on %q, a %s memory", x.MemoryID, c)
			}
		} else if gc != class[x.MemoryID] {
			return bad(KindFacts, "fact of group %s on %q labelled %s", x.Group, x.MemoryID, class[x.MemoryID])
		}
		k := x.Key()
		if o, ok := owner[k]; ok && o != x.Group {
			return bad(KindConfusable, "groups %s and %s share the key (%s, %s, %q): a %s could be confused with a %s",
				o, x.Group, x.Subject, x.Attribute, x.Scope, groupClass(x.Group), groupClass(o))
		}
		if _, ok := owner[k]; !ok {
			keyOrder = append(keyOrder, k)
		}
		owner[k] = x.Group
		byKey[k] = append(byKey[k], at{m.OrderTime(), m.Content, x.Group, m.ID})
	}
	for _, k := range keyOrder {
		v := byKey[k]
		for i := range v {
			for j := i + 1; j < len(v); j++ {
				if !v[i].t.Equal(v[j].t) || v[i].id == v[j].id {
					continue
				}
				if v[i].content == v[j].content {
					return bad(KindIndistinguishable, "%s: memories %s and %s have the same content and time (%q at %s)",
						v[i].group, v[i].id, v[j].id, v[i].content, memory.FormatTime(v[i].t))
				}
				if groupClass(v[i].group) != ClassContested {
					return bad(KindSameInstant, "%s: memories %s and %s of one key share the instant %s",
						v[i].group, v[i].id, v[j].id, memory.FormatTime(v[i].t))
				}
			}
		}
	}
	derived, err := DeriveTruth(f.Memories, f.Facts)
	if err != nil {
		return err
	}
	for _, p := range derived {
		ce, cr := class[p.ExpiredID], class[p.ReplacementID]
		want := ClassChain
		if p.Reason == ReasonNegation {
			want = ClassNegationChain
		}
		if ce != want || cr != want {
			return bad(KindControlFires, "derived %s supersession (%s → %s) involves a %s and a %s memory",
				p.Reason, p.ExpiredID, p.ReplacementID, ce, cr)
		}
	}
	if len(derived) != len(f.Truth) {
		return bad(KindTruth, "truth has %d pairs, the facts give %d", len(f.Truth), len(derived))
	}
	for i := range derived {
		a, b := derived[i], f.Truth[i]
		if a.ExpiredID != b.ExpiredID || a.ReplacementID != b.ReplacementID || a.Reason != b.Reason || !a.ExpiresAt.Equal(b.ExpiresAt) {
			return bad(KindTruth, "truth pair %d is (%s → %s, %s, %s), the facts give (%s → %s, %s, %s)", i,
				b.ExpiredID, b.ReplacementID, b.Reason, memory.FormatTime(b.ExpiresAt),
				a.ExpiredID, a.ReplacementID, a.Reason, memory.FormatTime(a.ExpiresAt))
		}
	}
	return checkFamilies(f, byID, class)
}
