// Package corpus generates the seeded L9 fixture: supersession chains with
// their truth, labelled negative controls, an adversarial clean corpus and
// distractors, stamped the way a real store would hold them.
//
// The model. Every memory is planned from explicit facts: a Fact says that a
// memory asserts (subject, attribute, scope) = value, with a polarity and a
// set-valued flag. Chains are sequences of facts of one key over time (the
// value path: the value changes; the negation path: the value stays and the
// polarity flips). Negative controls are small groups of facts that must not
// yield a supersession (set-valued attributes, scope-disjoint facts, format
// variants of one value, disjoint validity intervals, elaborations, polarity
// statements that are not a flip, confirmations and same-instant contested
// values). The truth is derived from the facts alone (DeriveTruth), never from
// the text, and a self-check (Check) refuses a fixture whose truth, labels or
// keys are inconsistent.
//
// Time. Most memories are backfilled: observed_at is their true time and
// created_at comes from one import session, milliseconds apart in a seeded
// random order, so created_at says nothing about true order. At least a
// registered fraction of chains is live-ingested: no observed_at, created_at
// is the true time. Ids are whatever the Sink returns on insert; truth and
// labels only ever use returned ids.
//
// Determinism. Generation uses math/rand/v2 PCG streams seeded from the seed,
// never iterates a map to produce output and never reads the clock: the same
// (seed, Spec) gives byte-identical output on any machine.
package corpus

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"sort"
	"time"

	"l9/memory"
)

// Fixture versions. A version names exactly what Generate produces for a
// seed; the harness records it in every result row, and a registration names
// the version it was registered for (corpus.fixture_version). A version is
// never changed once registered: a change to what a version generates is a
// new version (and a new registration). Every version stays generable, so an
// old registration can still be re-run byte for byte.
const (
	// FixtureV1 is the fixture of registration L9.
	FixtureV1 = "l9-fixture-1"
	// FixtureV2 is FixtureV1 plus the families of registration L9b:
	// role-keyed chains, superlatives and records, temporal values, running
	// counts, change-verb negations, unextractable intervening versions,
	// more format variants and the membership, different_subject and static
	// controls, all from vocabulary tables of their own.
	FixtureV2 = "l9-fixture-2"
)

// Versions returns the fixture versions this generator supports, oldest first.
func Versions() []string { return []string{FixtureV1, FixtureV2} }

// Supports reports whether version is one of Versions().
func Supports(version string) bool {
	for _, v := range Versions() {
		if v == version {
			return true
		}
	}
	return false
}

// UnknownVersionError is returned for a fixture version this generator does
// not support.
type UnknownVersionError struct{ Version string }

func (e *UnknownVersionError) Error() string {
	return fmt.Sprintf("unknown fixture version %q (this generator supports %v)", e.Version, Versions())
}

// Label classes.
const (
	ClassChain           = "chain"          // value-path supersession chain
	ClassNegationChain   = "negation_chain" // negation-path chain
	ClassDistractor      = "distractor"
	ClassClean           = "clean" // adversarial clean corpus (G4)
	ClassMultiValued     = "multi_valued"
	ClassScopeDisjoint   = "scope_disjoint"
	ClassFormatVariant   = "format_variant"
	ClassDisjointInt     = "disjoint_interval"
	ClassElaboration     = "elaboration"
	ClassNegationControl = "negation_control"
	ClassConfirmation    = "confirmation"
	ClassContested       = "contested"
	// Fixture 2 negative controls.
	ClassMembership       = "membership"        // set-valued memberships that look like roles
	ClassDifferentSubject = "different_subject" // different subjects sharing a frame
	ClassStatic           = "static"            // a static fact restated with a synonymous verb
)

// ControlClasses are the G3 negative-control classes, in registered order
// (L9's eight, then the three fixture 2 adds).
var ControlClasses = []string{
	ClassMultiValued, ClassScopeDisjoint, ClassFormatVariant, ClassDisjointInt,
	ClassElaboration, ClassNegationControl, ClassConfirmation, ClassContested,
	ClassMembership, ClassDifferentSubject, ClassStatic,
}

// Classes are every label class.
func Classes() []string {
	return append([]string{ClassChain, ClassNegationChain, ClassDistractor, ClassClean}, ControlClasses...)
}

func knownClass(c string) bool {
	for _, k := range Classes() {
		if k == c {
			return true
		}
	}
	return false
}

// Reasons of a truth pair.
const (
	ReasonValue    = "value"
	ReasonNegation = "negation"
)

// TruthPair is one ordered supersession on memory ids: ExpiredID is
// superseded by ReplacementID, and its expected expires_at is the
// replacement's order time.
type TruthPair struct {
	ExpiredID     string    `json:"expired_id"`
	ReplacementID string    `json:"replacement_id"`
	Reason        string    `json:"reason"`
	ExpiresAt     time.Time `json:"expires_at"`
}

// Label is the class of one memory id.
type Label struct {
	ID    string `json:"id"`
	Class string `json:"class"`
}

// Fact is one assertion a memory makes, as planned by the generator: the
// ground truth the fixture's truth is derived from. MemoryID is the memory
// (the parent, for compound content); Group names the chain or control group
// the fact belongs to. Value is a canonical value id (two facts have the same
// value iff their Value strings are equal); values are compared for mutual
// exclusivity as space-separated token sequences.
type Fact struct {
	MemoryID  string `json:"memory_id"`
	Group     string `json:"group"`
	Subject   string `json:"subject"`
	Attribute string `json:"attribute"`
	Scope     string `json:"scope,omitempty"`
	Value     string `json:"value"`
	Negated   bool   `json:"negated,omitempty"`
	SetValued bool   `json:"set_valued,omitempty"`
	Form      string `json:"form"` // the surface template the clause was written with
	// Family names the fixture 2 family the fact belongs to (FamilyRole, …);
	// empty for everything fixture 1 already had.
	Family string `json:"family,omitempty"`
}

// Key is the fact's (subject, attribute, scope) key.
func (f Fact) Key() string { return f.Subject + "\x1f" + f.Attribute + "\x1f" + f.Scope }

// Fixture is one generated corpus.
type Fixture struct {
	Seed     uint64
	Version  string          // the fixture version that generated it (FixtureV1 when empty)
	Memories []memory.Memory // in insertion order (created_at order)
	Truth    []TruthPair     // on the transitive reduction, sorted
	Labels   []Label         // one per memory, in memory order
	Facts    []Fact          // the planned assertions truth is derived from
}

// Spec sizes one fixture. DefaultSpec meets the registered minimums with a
// margin; Generate fails if it cannot reach a minimum.
type Spec struct {
	Version              string  // fixture version (FixtureV1, FixtureV2)
	ValuePairs           int     // at least this many value-path true pairs
	NegationPairs        int     // at least this many negation-path true pairs
	FourVersionChains    int     // at least this many four-version value chains
	VerboseChains        int     // two-version chains of long notes that differ only in the value
	ControlsPerClass     int     // groups per negative-control class
	CleanUnits           int     // memories in the adversarial clean corpus
	Distractors          int     // distractor memories
	LiveChainFraction    float64 // fraction of chains that are live-ingested (no observed_at)
	MixedChainFrac       float64 // fraction of chains backfilled first, their newer versions live-ingested
	CompoundChainFrac    float64 // fraction of chains with a version inside a compound memory
	ExplicitFacetFrac    float64 // fraction of compound memories stored with explicit facet memories
	IdenticalConfirmFrac float64 // fraction of confirmation groups restating identical content

	// Fixture 2 (zero in a FixtureV1 spec).
	V2 Spec2
}

// DefaultSpec is the spec of fixture 1 (registration L9): the registered
// minimums of prereg/L9.toml [corpus] with a margin.
func DefaultSpec() Spec {
	return Spec{
		Version:              FixtureV1,
		ValuePairs:           46,
		NegationPairs:        12,
		FourVersionChains:    3,
		VerboseChains:        3,
		ControlsPerClass:     12,
		CleanUnits:           216,
		Distractors:          110,
		LiveChainFraction:    0.25,
		MixedChainFrac:       0.10,
		CompoundChainFrac:    0.30,
		ExplicitFacetFrac:    0.5,
		IdenticalConfirmFrac: 0.5,
	}
}

// SpecFor returns the spec of a fixture version: DefaultSpec for FixtureV1;
// for FixtureV2 the same plus the fixture 2 families, sized to meet
// prereg/L9b.toml's [corpus] minimums with a margin.
func SpecFor(version string) (Spec, error) {
	switch version {
	case FixtureV1:
		return DefaultSpec(), nil
	case FixtureV2:
		s := DefaultSpec()
		s.Version = FixtureV2
		s.V2 = DefaultSpec2()
		return s, nil
	}
	return Spec{}, &UnknownVersionError{Version: version}
}

// Sink receives each memory as the generator inserts it and returns the id it
// was stored under (the memory's ID field is empty on the way in; ParentID of
// a facet is the id returned for its parent). The generator uses only the
// returned ids.
type Sink interface {
	Insert(m memory.Memory) (id string, err error)
}

// IDSink is the default sink: it keeps the memories in memory and mints
// deterministic, random-looking UUID-shaped ids from a seeded PCG stream
// (version-4 layout). Every id's first 8 characters are unique within the
// sink, so 8-character prefixes identify a memory.
type IDSink struct {
	rng      *rand.Rand
	prefixes map[string]bool
	Memories []memory.Memory
}

// NewIDSink returns an IDSink whose ids are a pure function of seed.
func NewIDSink(seed uint64) *IDSink {
	return &IDSink{rng: rand.New(rand.NewPCG(seed, 0x6c392d6964730000)), prefixes: map[string]bool{}}
}

// Insert stores m under a fresh id.
func (s *IDSink) Insert(m memory.Memory) (string, error) {
	for tries := 0; ; tries++ {
		if tries > 1000 {
			return "", fmt.Errorf("id sink: cannot mint a unique id")
		}
		a, b := s.rng.Uint64(), s.rng.Uint64()
		a = (a &^ 0xf000) | 0x4000            // version 4
		b = (b &^ 0xc000000000000000) | 1<<63 // RFC 4122 variant
		id := fmt.Sprintf("%08x-%04x-%04x-%04x-%012x", a>>32, (a>>16)&0xffff, a&0xffff, b>>48, b&0xffffffffffff)
		if s.prefixes[id[:8]] {
			continue
		}
		s.prefixes[id[:8]] = true
		m.ID = id
		s.Memories = append(s.Memories, m)
		return id, nil
	}
}

// Generate builds the fixture of one seed with the default id sink.
func Generate(seed uint64, spec Spec) (Fixture, error) {
	return GenerateInto(seed, spec, NewIDSink(seed))
}

// GenerateInto builds the fixture of one seed, inserting every memory through
// sink (parents before their facets, in created_at order). The returned
// fixture holds the memories as inserted, with the returned ids.
func GenerateInto(seed uint64, spec Spec, sink Sink) (Fixture, error) {
	if !Supports(spec.Version) {
		return Fixture{}, fmt.Errorf("corpus seed %d: %w", seed, &UnknownVersionError{Version: spec.Version})
	}
	g := newGen(seed, spec)
	if err := g.plan(); err != nil {
		return Fixture{}, fmt.Errorf("corpus seed %d: %w", seed, err)
	}
	f, err := g.materialize(sink)
	if err != nil {
		return Fixture{}, fmt.Errorf("corpus seed %d: %w", seed, err)
	}
	if err := Check(f); err != nil {
		return Fixture{}, fmt.Errorf("corpus seed %d: self-check: %w", seed, err)
	}
	if err := CheckSpec(f, spec); err != nil {
		return Fixture{}, fmt.Errorf("corpus seed %d: self-check: %w", seed, err)
	}
	return f, nil
}

// Clone returns a deep copy of f.
func (f Fixture) Clone() Fixture {
	out := Fixture{Seed: f.Seed, Version: f.Version}
	out.Memories = make([]memory.Memory, len(f.Memories))
	for i := range f.Memories {
		out.Memories[i] = f.Memories[i].Clone()
	}
	out.Truth = append([]TruthPair(nil), f.Truth...)
	out.Labels = append([]Label(nil), f.Labels...)
	out.Facts = append([]Fact(nil), f.Facts...)
	return out
}

// ClassOf returns the label class of every memory id.
func (f Fixture) ClassOf() map[string]string {
	m := make(map[string]string, len(f.Labels))
	for _, l := range f.Labels {
		m[l.ID] = l.Class
	}
	return m
}

// WriteTruth writes truth pairs as JSON Lines.
func WriteTruth(w io.Writer, truth []TruthPair) error {
	for _, p := range truth {
		p.ExpiresAt = p.ExpiresAt.UTC()
		if err := writeJSONLine(w, p); err != nil {
			return err
		}
	}
	return nil
}

// WriteLabels writes labels as JSON Lines ({"id":…, "class":…}).
func WriteLabels(w io.Writer, labels []Label) error {
	for _, l := range labels {
		if err := writeJSONLine(w, l); err != nil {
			return err
		}
	}
	return nil
}

// WriteFacts writes the planned facts as JSON Lines.
func WriteFacts(w io.Writer, facts []Fact) error {
	for _, x := range facts {
		if err := writeJSONLine(w, x); err != nil {
			return err
		}
	}
	return nil
}

func writeJSONLine(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("write jsonl: %w", err)
	}
	return nil
}

// Counts summarises a fixture: memories per class, groups per class, pairs
// per reason, chains by length and kind.
type Counts struct {
	Memories        map[string]int // non-facet memories per label class
	Groups          map[string]int // fact groups per class
	ValuePairs      int
	NegationPairs   int
	Chains          int // value and negation chains
	LiveChains      int // chains whose every version is live-ingested
	MixedChains     int // chains backfilled first and live-ingested later
	FourVersion     int // four-version value chains
	CompoundChains  int // chains with a version inside a compound memory
	RephrasedChains int // chains where a newer version is phrased differently
	Facets          int // explicit facet memories

	// Fixture 2 families (all zero in fixture 1).
	FamilyChains         int // chains of the fixture 2 families
	RoleChains           int // office-keyed chains: the holder of an office changes
	SuperlativeChains    int // superlatives, ordinals and records held by one entity at a time
	TemporalValueChains  int // the value is a date
	CountChains          int // running counts
	ChangeNegationChains int // negation chains whose negation is stated with a change verb
	// ChangeVerbNegations counts change-verb negations that are the
	// replacement of a negation-path true pair.
	ChangeVerbNegations int
	// UnextractableIntervening counts chains v1 → v2 → v3 whose v2 is phrased
	// so its value cannot be extracted by simple means, with truth (v1, v2),
	// (v2, v3) and v1, v3 mutually exclusive (so (v1, v3) is a false positive).
	UnextractableIntervening int
	// RewordedChains counts fixture 2 value chains with a newer version
	// written in another construction (verb, copula side, change
	// announcement) than the version before it; RewordedFraction divides by
	// the fixture 2 value chains.
	RewordedChains       int
	FamilyValueChains    int
	FormatVariantGroups2 int // format_variant groups with fixture 2's variants
}

// RewordedFraction is RewordedChains / FamilyValueChains (0 without any).
func (c Counts) RewordedFraction() float64 {
	if c.FamilyValueChains == 0 {
		return 0
	}
	return float64(c.RewordedChains) / float64(c.FamilyValueChains)
}

// Count computes the summary of f.
func Count(f Fixture) Counts {
	c := Counts{Memories: map[string]int{}, Groups: map[string]int{}}
	cls := f.ClassOf()
	byID := map[string]*memory.Memory{}
	for i := range f.Memories {
		m := &f.Memories[i]
		byID[m.ID] = m
		if m.IsFacet {
			c.Facets++
			continue
		}
		c.Memories[cls[m.ID]]++
	}
	for _, p := range f.Truth {
		if p.Reason == ReasonNegation {
			c.NegationPairs++
		} else {
			c.ValuePairs++
		}
	}
	type gstat struct {
		class string
		mems  []string
		facts []Fact
		live  int // versions without observed_at
	}
	groups := map[string]*gstat{}
	var order []string
	for _, x := range f.Facts {
		cl := cls[x.MemoryID]
		if isFiller(x.Group) {
			continue
		}
		gs := groups[x.Group]
		if gs == nil {
			gs = &gstat{class: cl}
			groups[x.Group] = gs
			order = append(order, x.Group)
		}
		gs.mems = append(gs.mems, x.MemoryID)
		gs.facts = append(gs.facts, x)
		if m := byID[x.MemoryID]; m != nil {
			if m.ObservedAt == nil {
				gs.live++
			}
		}
	}
	compound := map[string]bool{}
	for _, x := range f.Facts {
		if isFiller(x.Group) {
			compound[x.MemoryID] = true
		}
	}
	sort.Strings(order)
	for _, name := range order {
		gs := groups[name]
		c.Groups[gs.class]++
		if gs.class != ClassChain && gs.class != ClassNegationChain {
			continue
		}
		c.Chains++
		switch {
		case gs.live == len(gs.mems):
			c.LiveChains++
		case gs.live > 0:
			c.MixedChains++
		}
		if gs.class == ClassChain && len(gs.mems) == 4 {
			c.FourVersion++
		}
		for _, id := range gs.mems {
			if compound[id] {
				c.CompoundChains++
				break
			}
		}
		if rephrased(gs.facts) {
			c.RephrasedChains++
		}
	}
	countFamilies(f, &c)
	return c
}

// rephrased reports whether the versions of a chain were written with more
// than one surface form (e.g. "lives in" and later "moved to").
func rephrased(facts []Fact) bool {
	for _, x := range facts[1:] {
		if x.Form != facts[0].Form {
			return true
		}
	}
	return false
}
