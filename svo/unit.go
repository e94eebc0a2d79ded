package svo

import (
	"fmt"
	"time"

	"l9/memory"
)

// Cardinality says whether a relation holds one value at a time.
type Cardinality int

const (
	// CardUnknown: nothing says whether the relation is single-valued.
	CardUnknown Cardinality = iota
	// CardFunctional: one value at a time (residence, employer, capital).
	CardFunctional
	// CardSetValued: many values may hold at once (speaks, has, includes).
	CardSetValued
)

func (c Cardinality) String() string {
	switch c {
	case CardFunctional:
		return "functional"
	case CardSetValued:
		return "set"
	}
	return "unknown"
}

// Span is a piece of a unit's text: its surface form, its byte offsets in
// Unit.Text (Text[Start:End] == Surface), and its canonical form. For values
// Canon is the canonical value as space-separated canonical tokens; two values
// are the same iff their Canon strings are equal.
type Span struct {
	Surface string `json:"surface"`
	Start   int    `json:"start"`
	End     int    `json:"end"`
	Canon   string `json:"canon"`
}

// Key is what two units must share to be about the same fact.
type Key struct {
	Subject   string `json:"subject"`
	Attribute string `json:"attribute"`
	Scope     string `json:"scope"`
}

// Unit is one comparable unit: a clause facet of a compound memory, or a
// whole atomic memory, with its subject, attribute and value extracted.
type Unit struct {
	ID       string `json:"id"`        // unit id: the memory id for an atomic memory, the facet id for a facet
	MemoryID string `json:"memory_id"` // the memory the unit came from (the parent, for a facet)
	IsFacet  bool   `json:"is_facet"`
	Text     string `json:"text"` // the clause text the spans point into

	Subject   Span `json:"subject"`
	Attribute Span `json:"attribute"`
	Value     Span `json:"value"`

	Negated     bool        `json:"negated"`
	Scope       string      `json:"scope"` // canonical scope qualifier; "" when unscoped
	Cardinality Cardinality `json:"cardinality"`
	Confidence  float64     `json:"confidence"` // in [0, 1)
	// Form names the pattern that produced the unit ("attribute", "verb-prep",
	// "lexicon:verb-prep", "keyvalue", "reported+...", ...), for explanation.
	Form string `json:"form,omitempty"`
	// Rule is the stable id of the rule that produced the unit (Rules lists
	// them): "parse.attribute", "role.holder-verb", "change.from-to", ...
	Rule string `json:"rule"`
	// KeyOnly: the clause is about this (subject, attribute, scope) key but
	// its value could not be extracted; Value is empty. The detector never
	// pairs such a unit, it only uses it to refuse skipping a version
	// (clause intervening_version).
	KeyOnly bool `json:"key_only,omitempty"`
	// From is the value the clause says the key had before ("raised the
	// rate limit from 100 to 250 rps": 100 rps; "Kim handed the account to
	// Lee": kim), nil when none is stated. It is evidence for a pair, never
	// a fact of its own: the detector's clause old_value_anchor pairs the
	// unit with the memory that stated that value under another key. Its
	// span points into Text, except for a name that another clause of the
	// memory says went (rule evidence.departed: "Pia Lund covers the
	// clinic. Oren has moved to Aberdeen."): that From has its Canon only
	// (an empty Surface at 0).
	From *Span `json:"from,omitempty"`
	// FromHeld: the unit stands only where its key held From before (the
	// detector drops it from a key none of whose earlier versions has that
	// value): a change whose relation the words do not name ("Marr left
	// Aarvik for Halden") is emitted under every relation it may be, and
	// the stated old value picks the one that held it.
	FromHeld bool `json:"from_held,omitempty"`
	// Returned: the unit says its subject went back to the value ("Achebe
	// returned to Quillon Bank"), so it stands only where its key held that
	// value before (the detector drops it from every other key): emitted
	// under every relation a return may be, like FromHeld.
	Returned bool `json:"returned,omitempty"`
	// Named: the subject is written as a proper name (every word
	// capitalized: "Dario Mendt", "Mendt"), which the detector's clause
	// surname_alias needs once the surfaces are dropped.
	Named bool `json:"named,omitempty"`
	// Reported: the clause reports a change ("Analytics moved off Redshift
	// onto Snowflake", "standup moved to 10:00", "bumped X to 9"): a version
	// of some fact, keyed as the words allow. The detector's clause
	// intervening_version refuses to pair two versions of a key over a
	// report about that key, even one keyed another way.
	Reported bool `json:"reported,omitempty"`
	// Still: the clause says its value held already and goes on holding
	// ("User still lives in Edinburgh", "main is still the default
	// branch", rule evidence.still): a confirmation, so the detector never
	// pairs it as the replacement of another value (a version of its value
	// must lie between them, unextracted).
	Still bool `json:"still,omitempty"`
	// Changed: the clause marks its value as the one that holds now, after
	// another ("User's therapy sessions are on Thursdays now", "prefers
	// window seats these days", "uses Zed instead"; rule evidence.now), and
	// names no value beside it (no "also", "too", "another"): evidence for
	// the detector that the key holds one value at a time.
	Changed bool `json:"changed,omitempty"`

	// Frame identifies the words of the clause around the value: a hash of
	// the clause text with the value span cut out, lowercased, spaces
	// collapsed and closing punctuation dropped (0: no value, too few words
	// around it, or a relation the lexicon holds several values of). Two units with one Frame and two values are
	// the same sentence with its value replaced ("Honey jar size 340g",
	// "Honey jar size 454g"): for the detector, evidence that the key holds
	// one value at a time (cardinality by evidence).
	Frame uint64 `json:"frame,omitempty"`

	// Temporal fields, copied from the source memory (facets inherit the parent's).
	CreatedAt   time.Time  `json:"created_at"`
	ObservedAt  *time.Time `json:"observed_at,omitempty"`
	EffectiveAt *time.Time `json:"effective_at,omitempty"`
	ExpiresAt   *time.Time `json:"expires_at,omitempty"`
}

// Key returns the unit's canonical (subject, attribute, scope) key.
func (u *Unit) Key() Key {
	return Key{Subject: u.Subject.Canon, Attribute: u.Attribute.Canon, Scope: u.Scope}
}

// OrderTime is observed_at when present, else created_at.
func (u *Unit) OrderTime() time.Time {
	if u.ObservedAt != nil {
		return *u.ObservedAt
	}
	return u.CreatedAt
}

// Interval is the unit's validity interval.
func (u *Unit) Interval() memory.Interval {
	return memory.Interval{Start: u.EffectiveAt, End: u.ExpiresAt}
}

// MarshalText renders the cardinality as "functional", "set" or "unknown".
func (c Cardinality) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText parses the names MarshalText writes.
func (c *Cardinality) UnmarshalText(b []byte) error {
	switch string(b) {
	case "functional":
		*c = CardFunctional
	case "set":
		*c = CardSetValued
	case "unknown", "":
		*c = CardUnknown
	default:
		return fmt.Errorf("svo: unknown cardinality %q", b)
	}
	return nil
}
