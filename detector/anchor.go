package detector

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"l9/svo"
)

// Clause old_value_anchor: a change report's stated old value is evidence
// for a pair. "billing was migrated from Braintree to Adyen" says that some
// fact whose value was Braintree now has the value Adyen; when the memory
// that stated Braintree keyed it another way ("payments processor:
// Braintree"), the report joins that key as a view, so the group of that key
// pairs it with the version it replaced and with the next one.

// anchorStop are key words too common to link a report to a key: owners,
// generic relations, articles.
var anchorStop = map[string]bool{
	"user": true, "we": true, "our": true, "i": true, "my": true, "team": true, "the": true, "a": true, "an": true,
	"be": true, "have": true, "use": true, "of": true, "for": true, "on": true, "in": true, "to": true, "at": true,
	"owner": true, "status": true, "value": true, "current": true, "new": true,
}

type anchorKey struct{ subj, attr, scope string }

type anchorUnit struct {
	u     *svo.Unit
	key   anchorKey
	value string
	t     time.Time
}

// AnchorViews returns the views of clause old_value_anchor over the units
// of parts (one namespace), in input order. For each affirmed unit that
// states an old value (svo.Unit.From), with a value and an order time, it
// considers the keys other than its own whose latest version strictly
// before the unit is that old value (affirmed, not set-valued, of another
// memory, no version at the unit's own instant). It chooses the one such key
// that shares a content word with the unit's key and whose subject nests
// with the unit's subject (one's words all among the other's: "stark
// account" and "stark industries account", not "stark account" and
// "initech account"); with no such key, the key only when it is the one key
// that ever held the old value. The view is a copy of the unit keyed like
// the chosen key.
//
// The result depends only on the units that state an old value, the units
// whose value is one of those old values, and the units of those units'
// keys, so a caller holding units in pieces (streaming) may compute it on
// that subset and add the views to the rule's input.
func AnchorViews(parts [][]svo.Unit, cfg Config) []svo.Unit {
	var froms []*anchorUnit
	want := map[string]bool{}
	each := func(fn func(*svo.Unit, anchorKey, string)) {
		for _, p := range parts {
			for i := range p {
				u := &p[i]
				if u.KeyOnly {
					continue
				}
				k, ok := KeyOf(u, cfg)
				if !ok {
					continue
				}
				fn(u, anchorKey{k.Subject, k.Attribute, k.Scope}, normTokens(u.Value.Canon))
			}
		}
	}
	each(func(u *svo.Unit, k anchorKey, v string) {
		if u.Negated || u.From == nil {
			return
		}
		f := normTokens(u.From.Canon)
		if f == "" || f == v {
			return
		}
		froms = append(froms, &anchorUnit{u: u, key: k, value: v, t: u.OrderTime()})
		want[f] = true
	})
	if len(froms) == 0 {
		return nil
	}
	holders := map[string][]anchorKey{} // old value → the keys that ever held it, first-seen order
	keyset := map[anchorKey]bool{}
	olds := NewOldValues(want)
	each(func(u *svo.Unit, k anchorKey, v string) {
		for _, f := range olds.Held(v) {
			if !slices.Contains(holders[f], k) {
				holders[f] = append(holders[f], k)
			}
			keyset[k] = true
		}
	})
	members := map[anchorKey][]anchorUnit{}
	each(func(u *svo.Unit, k anchorKey, v string) {
		if keyset[k] {
			members[k] = append(members[k], anchorUnit{u: u, key: k, value: v, t: u.OrderTime()})
		}
	})
	for k, ms := range members {
		// a total order, so that the result does not depend on the order
		// of the input (DetectParts takes its parts in any order)
		slices.SortFunc(ms, func(a, b anchorUnit) int {
			return cmp.Or(a.t.Compare(b.t), cmp.Compare(a.u.MemoryID, b.u.MemoryID), cmp.Compare(a.u.ID, b.u.ID), cmp.Compare(a.value, b.value), cmp.Compare(boolInt(a.u.Negated), boolInt(b.u.Negated)))
		})
		members[k] = ms
	}
	var views []svo.Unit
	for _, a := range froms {
		f := normTokens(a.u.From.Canon)
		words := anchorWords(a.key.subj + " " + a.key.attr)
		var held, shared []anchorKey
		for _, k := range holders[f] {
			if k == a.key || !currentBefore(members[k], a, f) {
				continue
			}
			held = append(held, k)
			if sharesWord(words, k) && subjectsNest(a.key.subj, k.subj) {
				shared = append(shared, k)
			}
		}
		var pick *anchorKey
		switch {
		case len(shared) == 1:
			pick = &shared[0]
		case len(shared) == 0 && len(held) == 1 && len(holders[f]) == 1:
			pick = &held[0]
		}
		if pick == nil {
			continue
		}
		v := *a.u
		v.Subject.Canon, v.Attribute.Canon, v.Scope = pick.subj, pick.attr, pick.scope
		v.Form = "anchor+" + v.Form
		views = append(views, v)
	}
	return views
}

// currentBefore reports whether the latest version of a key (ms, in time
// order) strictly before a is the affirmed, not set-valued value f of
// another memory, with no version of the key at a's instant.
func currentBefore(ms []anchorUnit, a *anchorUnit, f string) bool {
	var last *anchorUnit
	for i := range ms {
		m := &ms[i]
		if c := m.t.Compare(a.t); c > 0 {
			break
		} else if c == 0 {
			return false
		}
		last = m
	}
	return last != nil && containsWords(last.value, f) && !last.u.Negated && last.u.Cardinality != svo.CardSetValued && last.u.MemoryID != a.u.MemoryID
}

// OldValues indexes the stated old values of clause old_value_anchor. A
// value holds an old value when it is the old value or contains it as a
// run of words ("prof kofi osei pko" holds "kofi osei": an honorific or an
// acronym is no other value, as for the exclusivity clause).
type OldValues struct {
	byFirst map[string][]string // first word → old values starting with it
}

// NewOldValues indexes the old values of want (normalised canonical values).
func NewOldValues(want map[string]bool) OldValues {
	o := OldValues{byFirst: map[string][]string{}}
	for f := range want {
		if w := strings.Fields(f); len(w) > 0 {
			o.byFirst[w[0]] = append(o.byFirst[w[0]], f)
		}
	}
	for _, fs := range o.byFirst {
		slices.Sort(fs) // independent of the map's order
	}
	return o
}

// Held returns the old values the normalised value v holds, sorted.
func (o OldValues) Held(v string) []string {
	if len(o.byFirst) == 0 {
		return nil
	}
	var out []string
	for _, w := range strings.Fields(v) {
		for _, f := range o.byFirst[w] {
			if containsWords(v, f) && !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	slices.Sort(out)
	return out
}

// containsWords reports whether f occurs in v as a run of whole words.
func containsWords(v, f string) bool {
	if v == f {
		return true
	}
	return containsSeq(strings.Fields(v), strings.Fields(f))
}

// anchorWords are the sorted distinct content words of s.
func anchorWords(s string) []string {
	var out []string
	for _, w := range strings.Fields(s) {
		if !anchorStop[w] && len(w) > 1 {
			out = append(out, w)
		}
	}
	slices.SortFunc(out, cmp.Compare)
	return slices.Compact(out)
}

func sharesWord(words []string, k anchorKey) bool {
	for _, w := range strings.Fields(k.subj + " " + k.attr) {
		if _, ok := slices.BinarySearch(words, w); ok {
			return true
		}
	}
	return false
}

// subjectsNest reports whether the content words of one subject are all
// among the other's, or either subject is only an owner ("we", "user").
func subjectsNest(a, b string) bool {
	wa, wb := anchorWords(a), anchorWords(b)
	if len(wa) == 0 || len(wb) == 0 {
		return true
	}
	return nestWords(wa, wb)
}

// KeyOf returns the key under which the rule files u: its subject,
// attribute and scope, white space collapsed (the scope empty with
// scope_in_key off); false when the rule skips u (no subject or attribute,
// or no value unless key-only).
func KeyOf(u *svo.Unit, cfg Config) (svo.Key, bool) {
	k := svo.Key{Subject: normTokens(u.Subject.Canon), Attribute: normTokens(u.Attribute.Canon)}
	if k.Subject == "" || k.Attribute == "" || (!u.KeyOnly && normTokens(u.Value.Canon) == "") {
		return svo.Key{}, false
	}
	if !cfg.Off.Has(ScopeInKey) {
		k.Scope = normTokens(u.Scope)
	}
	return k, true
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
