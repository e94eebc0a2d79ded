package detector

import (
	"fmt"
	"strings"
	"time"
)

// Clause names one clause of the Stage 1 rule. The harness's mutation check
// switches clauses off one at a time (Config.Off) and expects the registered
// gates to catch each resulting detector. The names are those of the
// pre-registration's [mutants] table.
type Clause uint

// The clauses of the rule, in the order the pre-registration lists them.
const (
	// StrictDirection: b is newer than a iff t(b) > t(a) strictly. Off: t(b) >= t(a)
	// counts as newer, so same-instant pairs emit candidates (in both
	// directions) instead of being reported as contested.
	StrictDirection Clause = iota
	// Exclusivity: differing values must be mutually exclusive token
	// sequences. Off: any differing canonical value counts, so elaborations and
	// terser restatements become candidates.
	Exclusivity
	// Intervals: validity intervals must not be disjoint. Off: intervals are
	// ignored, so a timeline of disjoint intervals becomes candidates.
	Intervals
	// Cardinality: set-valued keys (svo hint or in-corpus evidence) emit nothing.
	// Evidence of one value at a time overrides svo's hint: a stated old
	// value, a value marked as the one that holds now, or a newer memory
	// that restates an earlier one word for word but for its value
	// (svo.Unit.Frame: "Sea salt caramels: 12 per box", then "Sea salt
	// caramels: 10 per box"). Off: both the hint and the evidence are ignored.
	Cardinality
	// ScopeInKey: the blocking key is (subject, attribute, scope). Off: scope is
	// dropped from the key, so facts of different scopes are compared.
	ScopeInKey
	// TransitiveReduction: a unit is expired only by the earliest strictly newer
	// exclusive unit. Off: every newer exclusive unit of the key expires it.
	TransitiveReduction
	// NegationPath: polarity flips are a separate candidate reason and never
	// take part in the value path. Off: polarity is ignored, the mistake of an
	// implementer who compares (key, value) only. A flip then looks like a
	// confirmation (no candidate: negation recall collapses), and a negated
	// statement of a different value ("the relay is not down" after "the
	// relay is up") is compared on the value path and becomes a false
	// value-path candidate.
	NegationPath
	// CreatedAtFallback: t(u) = observed_at, else created_at. Off: the
	// observed_at-only rule of ADR-0051 v1: a unit without observed_at has no
	// order time and is never newer or older than anything.
	CreatedAtFallback
	// InterveningVersion: never skip a version. A candidate (a, b) is
	// emitted only if no key-only unit of the key (svo.Unit.KeyOnly: the
	// clause names the key but its value could not be extracted) lies
	// strictly between t(a) and t(b); otherwise the rule abstains on the
	// pair and counts it (Summary.SkippedIntervening, Result.Intervening).
	// An intervening unit with a known value needs no clause: the
	// transitive reduction already pairs through it (or over it, when it
	// confirms or elaborates a's value). Off: key-only units are ignored,
	// so an unextracted middle version lets its neighbours pair, a false
	// (v1, v3) under the transitive-reduction truth. Nor is a pair emitted
	// over a change report about the key keyed another way (Reports): its
	// subject nests with the key's, and a word of the key's attribute or of
	// the expired value is among its words, or its value is one some unit
	// files under the key's attribute.
	InterveningVersion
	// OldValueAnchor: a change report's stated old value is evidence for a
	// pair. A unit that says what its key had before (svo.Unit.From: "billing
	// was migrated from Braintree to Adyen", "Kim handed the account to
	// Lee") also joins the key of another subject and attribute whose value,
	// as of the report, is that old value ("payments processor: Braintree")
	// when exactly one such key shares a word with the report's key (or,
	// for an old value no other key ever held, when it is the only one), so
	// the report pairs with the memory that stated the old value and with
	// the next version of that key. Off: the old value is ignored, and a
	// report keyed another way than the fact it changes pairs with neither.
	OldValueAnchor
	// SurnameAlias: a subject written as a surname alone ("Mendt") is the
	// one person of the input whose full name ends in it ("Dario Mendt"),
	// so encyclopedic text that names a person in full once and by surname
	// after keys every version alike. A surname shared by two full names is
	// left alone. Off: the surname is a subject of its own.
	SurnameAlias

	numClauses
)

var clauseNames = [numClauses]string{
	StrictDirection:     "strict_direction",
	Exclusivity:         "exclusivity",
	Intervals:           "intervals",
	Cardinality:         "cardinality",
	ScopeInKey:          "scope_in_key",
	TransitiveReduction: "transitive_reduction",
	NegationPath:        "negation_path",
	CreatedAtFallback:   "created_at_fallback",
	InterveningVersion:  "intervening_version",
	OldValueAnchor:      "old_value_anchor",
	SurnameAlias:        "surname_alias",
}

// String returns the registered name of c.
func (c Clause) String() string {
	if c < numClauses {
		return clauseNames[c]
	}
	return fmt.Sprintf("Clause(%d)", uint(c))
}

// Clauses returns every clause of the rule, in registration order.
func Clauses() []Clause {
	cs := make([]Clause, numClauses)
	for i := range cs {
		cs[i] = Clause(i)
	}
	return cs
}

// ParseClause returns the clause with the registered name (e.g.
// "strict_direction").
func ParseClause(name string) (Clause, error) {
	for i, n := range clauseNames {
		if n == name {
			return Clause(i), nil
		}
	}
	return 0, fmt.Errorf("unknown rule clause %q (want one of %s)", name, strings.Join(clauseNames[:], ", "))
}

// ClauseSet is a set of clauses. The zero value is empty.
type ClauseSet uint32

// Has reports whether c is in s.
func (s ClauseSet) Has(c Clause) bool { return s&(1<<c) != 0 }

// With returns s with c added.
func (s ClauseSet) With(c Clause) ClauseSet { return s | 1<<c }

// String lists the members of s by name, comma-separated.
func (s ClauseSet) String() string {
	var names []string
	for _, c := range Clauses() {
		if s.Has(c) {
			names = append(names, c.String())
		}
	}
	return strings.Join(names, ",")
}

// Config parameterises Detect.
type Config struct {
	// Threshold drops candidates whose score is below it. Scores lie in
	// (0, 1), so a threshold of 1.0 emits nothing.
	Threshold float64
	// Off switches off single clauses of the rule (the mutation check). The
	// registered detector has none off.
	Off ClauseSet
	// Reports is the change-report index of clause intervening_version for
	// the input's namespace; nil: DetectParts builds it from its input. A
	// caller that runs the rule on pieces of a namespace (streaming) builds
	// it once for the namespace (NewReports) and passes it with each piece.
	Reports *Reports
}

// RegisteredThreshold is the operating threshold of the L9 pre-registration
// ([detector] threshold in prereg/L9.toml).
const RegisteredThreshold = 0.50

// DefaultConfig is the registered detector: every clause on, threshold 0.50.
func DefaultConfig() Config { return Config{Threshold: RegisteredThreshold} }

// Without returns a copy of cfg with clause c switched off.
func (cfg Config) Without(c Clause) Config {
	cfg.Off = cfg.Off.With(c)
	return cfg
}

// Reasons a candidate can carry.
const (
	ReasonValue    = "value"    // the value changed to a mutually exclusive one
	ReasonNegation = "negation" // the same value's polarity flipped
)

// Candidate is one proposed supersession: the unit ExpiredID is superseded by
// the strictly newer unit ReplacementID. Candidates are proposals; Detect
// writes nothing. The JSON form has exactly the fields of the `l9 detect`
// output, in this order.
type Candidate struct {
	ExpiredID     string  `json:"expired_id"`     // unit id (facet id for a facet)
	ReplacementID string  `json:"replacement_id"` // unit id
	Reason        string  `json:"reason"`         // ReasonValue or ReasonNegation
	Score         float64 `json:"score"`          // in (0, 1), never 1
	Subject       string  `json:"subject"`        // canonical subject
	Attribute     string  `json:"attribute"`      // canonical attribute
	OldValue      string  `json:"old_value"`      // canonical value of the expired unit ("not " prefixed when negated)
	NewValue      string  `json:"new_value"`      // canonical value of the replacement
	// ExpiresAt is the proposed expires_at of the expired unit: the minimum
	// order time over all replacements of that unit (order independent).
	ExpiresAt           time.Time `json:"expires_at"`
	ExpiredMemoryID     string    `json:"expired_memory_id"`     // the memory (parent, for a facet)
	ReplacementMemoryID string    `json:"replacement_memory_id"` // the memory (parent, for a facet)

	// Scope is the canonical scope of the key ("" when unscoped). Not part of
	// the JSON form.
	Scope string `json:"-"`
	// ExpiredAt and ReplacedAt are the order times of the expired and the
	// replacement unit. Not part of the JSON form.
	ExpiredAt  time.Time `json:"-"`
	ReplacedAt time.Time `json:"-"`
}
