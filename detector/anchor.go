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
	// holder: a named holder's negation ("Ilona Brandt is no longer dean
	// of science"): the old value it states is its own subject
	holder bool
	// valueNeg: a negated bare copula ("Not Priyanka anymore", "The API
	// is not public any more"): the old value it states is its value
	valueNeg bool
}

// StatedOld returns the old value a unit states for clause
// old_value_anchor, normalised as the rule normalises values, with the
// unit's key k: the value a change report names as replaced (svo.Unit.From:
// "moved from Braintree to Adyen" states braintree), or, for a negated unit
// whose subject is written as a proper name, that name ("Ilona Brandt is no
// longer dean of science" says that some post Ilona Brandt held has ended:
// she is the old value of the key of that post).
func StatedOld(u *svo.Unit, k svo.Key) (string, bool) {
	if u.KeyOnly {
		return "", false
	}
	if u.Negated {
		if u.Named && k.Subject != "" {
			return k.Subject, true
		}
		if valueNegation(u, k) {
			return normTokens(u.Value.Canon), true
		}
		return "", false
	}
	if u.From == nil {
		return "", false
	}
	f := normTokens(u.From.Canon)
	if f == "" || f == normTokens(u.Value.Canon) {
		return "", false
	}
	return f, true
}

// AnchorViews returns the views of clause old_value_anchor over the units
// of parts (one namespace), in input order. For each affirmed unit that
// states an old value (svo.Unit.From), with a value and an order time, it
// considers the keys other than its own whose latest version strictly
// before the unit is that old value (affirmed, of another memory, no
// version at the unit's own instant; svo may hint it set-valued: the
// report says it was replaced). It chooses the one such key
// that shares a content word with the unit's key and whose subject nests
// with the unit's subject (one's words all among the other's: "stark
// account" and "stark industries account", not "stark account" and
// "initech account"); with no such key, the one that shares two content
// words with the unit's key when exactly one does ("roofing on depot
// refurb" and "dunmere depot roofing": roofing, depot), else the key only
// when it is the one key that ever held the old value. The view is a copy of the unit keyed like
// the chosen key. A named holder's negation (StatedOld) has a view of its
// own (holderView).
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
		f, ok := StatedOld(u, svo.Key{Subject: k.subj, Attribute: k.attr, Scope: k.scope})
		if !ok {
			return
		}
		froms = append(froms, &anchorUnit{u: u, key: k, value: v, t: u.OrderTime(), holder: u.Negated && u.Named, valueNeg: u.Negated && !u.Named})
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
	for _, a := range froms {
		if a.holder || a.valueNeg {
			keyset[a.key] = true // its own key: is the negation an orphan?
		}
	}
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
		if a.holder {
			if v, ok := holderView(a, holders[a.key.subj], members); ok {
				views = append(views, v)
			}
			continue
		}
		if a.valueNeg {
			if v, ok := valueNegView(a, holders[a.value], members); ok {
				views = append(views, v)
			}
			continue
		}
		f := normTokens(a.u.From.Canon)
		words := anchorWords(a.key.subj + " " + a.key.attr)
		var held, shared, close []anchorKey
		for _, k := range holders[f] {
			if k == a.key || currentBefore(members[k], a, f) == nil {
				continue
			}
			held = append(held, k)
			if sharesWord(words, k) && subjectsNest(a.key.subj, k.subj) {
				shared = append(shared, k)
			}
			if sharedWords(words, k) >= 2 {
				close = append(close, k)
			}
		}
		var pick *anchorKey
		switch {
		case len(shared) == 1:
			pick = &shared[0]
		case len(shared) == 0 && len(close) == 1:
			pick = &close[0]
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

// holderView is the view of a named holder's negation a ("Ilona Brandt is
// no longer dean of science", (ilona brandt, be) = dean of science,
// negated): the key, among those whose latest version before a is the
// holder (keys, the keys that ever held the holder's name), that shares a
// content word with what a says ended (its value: "dean", "science" in
// (castlemere, dean of science) = ilona brandt), when exactly one does; the
// key of the holder itself is never one, and a negation of a value its own
// key held before it has no view (it ends that version). The view is a, keyed
// like that key, with the value it ends, negated: the negation path pairs
// the version that named the holder with it. Without a shared word there is
// no view: a holder's "no longer lives in Leeds" ends no post of hers.
func holderView(a *anchorUnit, keys []anchorKey, members map[anchorKey][]anchorUnit) (svo.Unit, bool) {
	f := a.key.subj
	// a negation of a value its own key held before ends that version
	// ("Brixa Systems' CEO is no longer Ines Marr" is about Brixa Systems,
	// a name too)
	if endsOwn(a, members[a.key]) {
		return svo.Unit{}, false
	}
	var words []string
	for _, w := range anchorWords(a.value) {
		if !slices.Contains(strings.Fields(f), w) {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return svo.Unit{}, false
	}
	return soleKeyView(a, keys, members, f, "holder+", func(k anchorKey, _ *anchorUnit) bool {
		return k.subj != f && sharesWord(words, k)
	})
}

// soleKeyView is the view both anchored negations share (holderView,
// valueNegView): among keys other than a's own, in a's scope, that accept
// admits, the one whose latest version before a is the affirmed value f
// (currentBefore), when exactly one is. The view is a, keyed like that key,
// with the value and cardinality of the version it ends, its form prefixed.
func soleKeyView(a *anchorUnit, keys []anchorKey, members map[anchorKey][]anchorUnit, f, form string, accept func(anchorKey, *anchorUnit) bool) (svo.Unit, bool) {
	var pick *anchorKey
	var last *anchorUnit
	n := 0
	for i, k := range keys {
		if k == a.key || k.scope != a.key.scope {
			continue
		}
		if l := currentBefore(members[k], a, f); l != nil && accept(k, l) {
			n++
			pick, last = &keys[i], l
		}
	}
	if n != 1 {
		return svo.Unit{}, false
	}
	v := *a.u
	v.Subject.Canon, v.Attribute.Canon, v.Scope = pick.subj, pick.attr, pick.scope
	v.Value = last.u.Value
	v.Cardinality = last.u.Cardinality
	v.From = nil
	v.Form = form + v.Form
	return v, true
}

// valueNegation reports a negated bare copula of u's key k ("Not Priyanka
// anymore" = (user, be) = priyanka, negated; "The API is not public any
// more"): the copula names no attribute, so what ended is whichever fact of
// the subject held that value (StatedOld returns the value). A value with
// no content word states nothing to anchor.
func valueNegation(u *svo.Unit, k svo.Key) bool {
	return u.Negated && !u.Named && k.Attribute == "be" && k.Subject != "" && len(anchorWords(normTokens(u.Value.Canon))) > 0
}

// valueNegView is the view of a negated bare copula a (valueNegation): the
// one key of the same subject and scope, other than a's own, whose latest
// version before a is the affirmed value a negates (keys: the keys that
// ever held that value), not hinted set-valued (where several values may
// hold, a negation says nothing of the others). When a's own key held the
// value before a (an affirmed version whose value contains it or is
// contained in it, as for holderView), a ends that version and has no view
// ("User is vegetarian" ... "Not vegetarian anymore"). The view is a,
// keyed like that key, with the value of the version it ends, negated: the
// negation path pairs that version with it ("User's manager is Priyanka
// Rao" ... "Not Priyanka anymore").
func valueNegView(a *anchorUnit, keys []anchorKey, members map[anchorKey][]anchorUnit) (svo.Unit, bool) {
	if endsOwn(a, members[a.key]) {
		return svo.Unit{}, false
	}
	return soleKeyView(a, keys, members, a.value, "valueneg+", func(k anchorKey, l *anchorUnit) bool {
		return k.subj == a.key.subj && l.u.Cardinality != svo.CardSetValued
	})
}

// endsOwn reports a negation a whose own key (ms, in time order) held the
// negated value before it: an affirmed version whose value contains a's
// value or is contained in it. Such a negation ends that version on the
// negation path and has no view (internal/stage1's endsOwnVersion decides
// the same from the key group alone).
func endsOwn(a *anchorUnit, ms []anchorUnit) bool {
	for _, m := range ms {
		if m.t.Compare(a.t) >= 0 {
			break
		}
		if !m.u.Negated && (containsWords(m.value, a.value) || containsWords(a.value, m.value)) {
			return true
		}
	}
	return false
}

// ViewsOf returns the views DetectParts files besides the units of parts
// (one namespace): clause old_value_anchor's, computed as DetectParts
// computes them, after clause surname_alias. A caller that maps candidates
// back to units (the calibration of l9 ablate) finds a view's unit by them.
func ViewsOf(parts [][]svo.Unit, cfg Config) []svo.Unit {
	if cfg.Off.Has(OldValueAnchor) {
		return nil
	}
	if !cfg.Off.Has(SurnameAlias) {
		if al := SurnameAliases(parts); len(al) > 0 {
			parts = aliased(parts, al)
		}
	}
	return AnchorViews(parts, cfg)
}

// currentBefore returns the latest version of a key (ms, in time order)
// strictly before a when it is the affirmed value f of another memory, with
// no version of the key at a's instant; nil otherwise. For a named holder's
// negation the version must not be hinted set-valued (where several values
// may hold, the latest says nothing about which ended); a stated old value
// may join such a key: it says the value it names was replaced, evidence
// that the key holds one value at a time (replacedInKey).
func currentBefore(ms []anchorUnit, a *anchorUnit, f string) *anchorUnit {
	var last *anchorUnit
	for i := range ms {
		m := &ms[i]
		if c := m.t.Compare(a.t); c > 0 {
			break
		} else if c == 0 {
			return nil
		}
		last = m
	}
	if last != nil && containsWords(last.value, f) && !last.u.Negated && (last.u.Cardinality != svo.CardSetValued || !a.holder) && last.u.MemoryID != a.u.MemoryID {
		return last
	}
	return nil
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
	for w := range strings.FieldsSeq(v) {
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
// Two normal ASCII strings (the rule's values are normTokens's) are
// compared in place, without splitting them into words.
func containsWords(v, f string) bool {
	if v == f {
		return true
	}
	if normalASCII(v) && normalASCII(f) {
		return containsWordsNormal(v, f)
	}
	return ContainsSeq(strings.Fields(v), strings.Fields(f))
}

// containsWordsNormal is containsWords of two normal ASCII strings
// (normalASCII): f, if not empty, occurs in v between spaces or its ends.
func containsWordsNormal(v, f string) bool {
	if f == "" {
		return true
	}
	for i := 0; i+len(f) <= len(v); {
		j := strings.Index(v[i:], f)
		if j < 0 {
			return false
		}
		p := i + j
		if (p == 0 || v[p-1] == ' ') && (p+len(f) == len(v) || v[p+len(f)] == ' ') {
			return true
		}
		i = p + 1
	}
	return false
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

// sharedWords counts the words of k's subject and attribute among words.
func sharedWords(words []string, k anchorKey) int {
	n := 0
	for _, w := range anchorWords(k.subj + " " + k.attr) {
		if _, ok := slices.BinarySearch(words, w); ok {
			n++
		}
	}
	return n
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
