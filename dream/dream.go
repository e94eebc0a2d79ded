package dream

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"time"

	"l9/memory"
	"l9/prereg"
)

// Constants of the store's dream pass (ADR-0036 as implemented, ADR-0051
// "The dream interaction").
const (
	DefaultDims         = 384   // encoder dimensions
	DefaultMergeCosine  = 0.92  // consolidation groups memories at or above this cosine
	DefaultTriageCosine = 0.95  // triage forgets a memory at or above this cosine to a kept one
	EnergyCap           = 2.0   // a carrier's combined energy is capped here
	AgeDecayPerDay      = 0.001 // effective strength = energy × exp(−AgeDecayPerDay × age_days)
	DecayFactor         = 0.90  // decay multiplies the weakest half of never-recalled short-term energy by this
	EvictEnergy         = 0.15  // never-recalled short-term memories below this energy are evicted
)

// Policy selects how the dream pass treats time.
type Policy int

const (
	// Legacy is today's store: nothing temporal is read anywhere in the pass.
	Legacy Policy = iota
	// Temporal is the fix of ADR-0051: merge groups never mix expired and
	// current memories, carriers prefer current memories, expired memories are
	// exempt from the size cap and triage within the retention window, and an
	// absorbed id keeps resolving to a carrier with identical content.
	Temporal
	// TemporalStrict is Temporal plus one more split: two expired memories
	// that expired at different instants (two superseded versions of one
	// fact, e.g. "enabled" and "not enabled" in an enabled → not enabled →
	// enabled again chain) are never merged. It is not the policy issue 6 and
	// ADR-0051 specify; it is offered because Temporal still merges such a
	// pair and hard-deletes one of the two superseded versions.
	TemporalStrict
	// TemporalAlias is the policy registered by L9b: TemporalStrict's splits
	// (memories whose expiry instants differ are never merged), and an
	// absorbed member whose content is not identical to its carrier's
	// becomes an alias that keeps resolving to its own original content and
	// stamps (an alias, not a deletion, for an equivalent restatement). The
	// alias does not count as a live memory (cap, triage, recall); it lives
	// as long as its carrier does.
	TemporalAlias
)

func (p Policy) String() string {
	switch p {
	case Legacy:
		return "legacy"
	case Temporal:
		return "temporal"
	case TemporalStrict:
		return "temporal-strict"
	case TemporalAlias:
		return "temporal-alias"
	}
	return fmt.Sprintf("Policy(%d)", int(p))
}

// temporal reports whether p reads time (every policy but Legacy).
func (p Policy) temporal() bool { return p == Temporal || p == TemporalStrict || p == TemporalAlias }

// strict reports whether p never merges memories that expired at different
// instants.
func (p Policy) strict() bool { return p == TemporalStrict || p == TemporalAlias }

// ParsePolicy parses "legacy", "temporal", "temporal-strict" or
// "temporal-alias".
func ParsePolicy(s string) (Policy, error) {
	switch s {
	case "legacy":
		return Legacy, nil
	case "temporal":
		return Temporal, nil
	case "temporal-strict":
		return TemporalStrict, nil
	case "temporal-alias":
		return TemporalAlias, nil
	}
	return 0, fmt.Errorf("unknown dream policy %q (want legacy, temporal, temporal-strict or temporal-alias)", s)
}

// Options mirror the store's dream switches. The zero value of a numeric
// option selects its default; Now must be supplied by the caller (a zero Now
// means the latest timestamp in the input, never the wall clock).
type Options struct {
	Policy Policy
	// Consolidate and MergeUnderBelief must both be true for the pass to
	// apply anything; otherwise it is a dry run (the store's default mode,
	// and its forced downgrade under belief): the report says what would
	// happen and the memories come back unchanged.
	Consolidate      bool
	MergeUnderBelief bool
	// MaxMemories is the size cap; 0 or less means no cap.
	MaxMemories int
	// ExpiredRetentionDays bounds the temporal policy's exemption: an expired
	// memory is exempt from the size cap and triage while Now − expires_at is
	// at most this many days.
	ExpiredRetentionDays float64
	Now                  time.Time
	Dims                 int
	MergeCosine          float64
	TriageCosine         float64
	Seed                 uint64 // encoder hash seed
}

func (o Options) withDefaults(ms []memory.Memory) Options {
	if o.Dims <= 0 {
		o.Dims = DefaultDims
	}
	if o.MergeCosine <= 0 {
		o.MergeCosine = DefaultMergeCosine
	}
	if o.TriageCosine <= 0 {
		o.TriageCosine = DefaultTriageCosine
	}
	if o.Now.IsZero() {
		o.Now = LatestTime(ms)
	}
	o.Now = o.Now.UTC()
	return o
}

// DryRun reports whether these options make the pass a dry run.
func (o Options) DryRun() bool { return !o.Consolidate || !o.MergeUnderBelief }

// RegisteredOptions turns the frozen [dream] section of a registration into
// Options for a corpus of n memories: MaxMemories = floor(fraction × n).
func RegisteredOptions(cfg prereg.Dream, p Policy, n int, now time.Time, seed uint64) (Options, error) {
	var consolidate bool
	switch cfg.Consolidation {
	case "on":
		consolidate = true
	case "off":
	default:
		return Options{}, fmt.Errorf("dream.consolidation %q: want on or off", cfg.Consolidation)
	}
	if cfg.MaxMemoriesFraction <= 0 || cfg.MaxMemoriesFraction > 1 {
		return Options{}, fmt.Errorf("dream.max_memories_fraction %v: want (0, 1]", cfg.MaxMemoriesFraction)
	}
	return Options{
		Policy:               p,
		Consolidate:          consolidate,
		MergeUnderBelief:     cfg.MergeUnderBelief,
		MaxMemories:          int(math.Floor(cfg.MaxMemoriesFraction*float64(n) + 1e-9)),
		ExpiredRetentionDays: cfg.ExpiredRetentionDays,
		Now:                  now,
		Dims:                 cfg.EncoderDims,
		MergeCosine:          cfg.MergeCosine,
		TriageCosine:         cfg.TriageCosine,
		Seed:                 seed,
	}, nil
}

// LatestTime is the latest instant named anywhere in ms (created_at,
// observed_at, effective_at, expires_at): the "now" of a fixture.
func LatestTime(ms []memory.Memory) time.Time {
	var t time.Time
	see := func(u time.Time) {
		if u.After(t) {
			t = u
		}
	}
	for i := range ms {
		see(ms[i].CreatedAt)
		for _, p := range []*time.Time{ms[i].ObservedAt, ms[i].EffectiveAt, ms[i].ExpiresAt} {
			if p != nil {
				see(*p)
			}
		}
	}
	return t.UTC()
}

// Reason is why the pass removed a memory.
type Reason string

// The reasons a memory leaves the store in a dream.
const (
	ReasonMerge      Reason = "merge"       // absorbed into a carrier by consolidation (hard delete)
	ReasonDecayEvict Reason = "decay-evict" // never-recalled short-term memory below EvictEnergy
	ReasonTriage     Reason = "triage"      // near-duplicate of a kept, higher-amplitude memory
	ReasonSizeCap    Reason = "size-cap"    // lowest effective strength while over MaxMemories
)

// Absorb records one memory absorbed into a carrier by consolidation.
type Absorb struct {
	ID, Carrier string
	// Identical is true when the two contents are byte-identical; only then
	// does the temporal policy keep the absorbed id resolving to the carrier.
	Identical bool
}

// Deletion records one memory removed by the pass.
type Deletion struct {
	ID     string
	Reason Reason
	// By is the memory responsible: the carrier (merge) or the kept
	// near-duplicate (triage); empty otherwise.
	By string
}

// Counts summarises a pass.
type Counts struct {
	Input, Output   int
	Groups          int // merge groups of two or more members
	SplitGroups     int // legacy merge groups a temporal policy split (members disagreeing on expiry)
	Absorbed        int // memories absorbed into carriers
	Decayed         int // memories whose energy decay multiplied by DecayFactor
	DecayEvicted    int
	Triaged         int
	TriageSkipped   int // temporal: triage near-duplicate pairs skipped because exactly one was expired
	SizeCapped      int
	CapShortfall    int // how far above MaxMemories the pass ended (exempt memories are not evicted)
	Expired         int // memories expired at Now
	ExpiredInWindow int // expired memories within the retention window (temporal exemption)
}

// Report is what a dream pass did, or would do in a dry run. Absorbs are
// sorted by id; Deletions are in pass order (merge, decay-evict, triage,
// size-cap) and by id within a stage.
type Report struct {
	Policy    Policy
	DryRun    bool
	Now       time.Time
	Counts    Counts
	Absorbs   []Absorb
	Deletions []Deletion

	out   map[string]memory.Memory // what a reader finds after the pass
	alias map[string]string        // absorbed id → carrier (temporal: identical content; temporal-alias: every absorb)
	own   map[string]memory.Memory // temporal-alias: an absorbed non-identical member's original content and stamps
}

// AppliedMerges is the number of absorbs the pass actually applied: zero in
// a dry run.
func (r *Report) AppliedMerges() int {
	if r.DryRun {
		return 0
	}
	return len(r.Absorbs)
}

// Resolve returns what a reader of id finds after the pass: the memory
// itself when it survived; under the temporal policy, the carrier of an
// absorbed memory whose content was identical (when the carrier survived);
// otherwise nothing. After a dry run every input id resolves to itself.
func (r *Report) Resolve(id string) (memory.Memory, bool) {
	if m, ok := r.out[id]; ok {
		return m.Clone(), true
	}
	if c, ok := r.alias[id]; ok {
		if m, ok := r.out[c]; ok {
			if own, ok := r.own[id]; ok {
				return own.Clone(), true
			}
			return m.Clone(), true
		}
	}
	return memory.Memory{}, false
}

// item is one memory during the pass.
type item struct {
	m        memory.Memory
	vec      Vector
	alive    bool
	expired  bool // expires_at set and ≤ Now
	inWindow bool // expired and Now − expires_at ≤ retention (temporal exemption)
}

func (it *item) pinned() bool { return it.m.Tier == memory.TierPinned }

// strength is the effective strength energy × exp(−0.001 × age_days), age
// from created_at to now (never negative).
func strength(m *memory.Memory, now time.Time) float64 {
	age := now.Sub(m.CreatedAt).Hours() / 24
	if age < 0 {
		age = 0
	}
	return m.Energy * math.Exp(-AgeDecayPerDay*age)
}

// Run performs one dream pass over ms and returns the memories a reader finds
// afterwards (survivors in input order, with their new energy and tier) and
// the report; a dry run returns copies of ms unchanged and a report of what
// would have happened. ms is not modified. Ids are expected to be unique; the pass is
// deterministic and, apart from the output order, independent of the input
// order (every ranking breaks ties by id).
func Run(ms []memory.Memory, opts Options) ([]memory.Memory, Report) {
	opts = opts.withDefaults(ms)
	now := opts.Now
	temporal := opts.Policy.temporal()
	rep := Report{Policy: opts.Policy, DryRun: opts.DryRun(), Now: now}
	rep.Counts.Input = len(ms)

	enc := Encoder{Dims: opts.Dims, Seed: opts.Seed}
	items := make([]*item, len(ms))
	for i := range ms {
		it := &item{m: ms[i].Clone(), alive: true}
		it.vec = enc.Encode(it.m.Content)
		if e := it.m.ExpiresAt; e != nil && !e.After(now) {
			it.expired = true
			rep.Counts.Expired++
			if now.Sub(*e).Hours()/24 <= opts.ExpiredRetentionDays {
				it.inWindow = true
				rep.Counts.ExpiredInWindow++
			}
		}
		items[i] = it
	}
	exempt := func(it *item) bool { return it.pinned() || (temporal && it.inWindow) }

	rep.merge(items, opts, now)
	rep.decay(items)
	rep.evict(items)
	rep.triage(items, opts, exempt)
	rep.sizeCap(items, opts, now, exempt)

	var out []memory.Memory
	for _, it := range items {
		if it.alive {
			out = append(out, it.m)
		}
	}
	rep.Counts.Output = len(out)
	rep.out = make(map[string]memory.Memory, len(ms))
	if rep.DryRun {
		out = make([]memory.Memory, len(ms))
		for i := range ms {
			out[i] = ms[i].Clone()
		}
		rep.alias, rep.own = nil, nil
	}
	for i := len(out) - 1; i >= 0; i-- { // first occurrence wins on duplicate ids
		rep.out[out[i].ID] = out[i]
	}
	return out, rep
}

// unionFind is a disjoint-set forest over item indexes.
type unionFind []int

func newUnionFind(n int) unionFind {
	u := make(unionFind, n)
	for i := range u {
		u[i] = i
	}
	return u
}

func (u unionFind) find(x int) int {
	for u[x] != x {
		u[x] = u[u[x]]
		x = u[x]
	}
	return x
}

func (u unionFind) union(a, b int) {
	ra, rb := u.find(a), u.find(b)
	if ra == rb {
		return
	}
	if ra > rb {
		ra, rb = rb, ra
	}
	u[rb] = ra
}

// groups returns the components of size ≥ 2 of u restricted to idx, each
// sorted by id, the list sorted by its first id.
func groups(u unionFind, items []*item, idx []int) [][]int {
	byRoot := map[int][]int{}
	var roots []int
	for k := range idx {
		r := u.find(k)
		if _, ok := byRoot[r]; !ok {
			roots = append(roots, r)
		}
		byRoot[r] = append(byRoot[r], idx[k])
	}
	var out [][]int
	for _, r := range roots {
		g := byRoot[r]
		if len(g) < 2 {
			continue
		}
		slices.SortFunc(g, func(a, b int) int { return cmp.Compare(items[a].m.ID, items[b].m.ID) })
		out = append(out, g)
	}
	slices.SortFunc(out, func(a, b []int) int { return cmp.Compare(items[a[0]].m.ID, items[b[0]].m.ID) })
	return out
}

// merge is consolidation: group non-pinned memories by cosine ≥ MergeCosine
// (connected components of the similarity graph), pick a carrier per group,
// give it the group's highest tier and combined energy (capped), and delete
// every other member.
func (rep *Report) merge(items []*item, opts Options, now time.Time) {
	temporal := opts.Policy.temporal()
	var idx []int
	var vecs []Vector
	for i, it := range items {
		if !it.pinned() {
			idx = append(idx, i)
			vecs = append(vecs, it.vec)
		}
	}
	pairs := SimilarPairs(vecs, opts.MergeCosine)
	all := newUnionFind(len(idx))  // the legacy graph
	kept := newUnionFind(len(idx)) // the graph the policy merges on
	for _, p := range pairs {
		all.union(p.I, p.J)
		a, b := items[idx[p.I]], items[idx[p.J]]
		if temporal && a.expired != b.expired {
			continue
		}
		if opts.Policy.strict() && a.expired && !a.m.ExpiresAt.Equal(*b.m.ExpiresAt) {
			continue
		}
		kept.union(p.I, p.J)
	}
	if temporal {
		// A legacy group the policy's graph no longer holds together was split.
		pos := make(map[int]int, len(idx))
		for k, i := range idx {
			pos[i] = k
		}
		for _, g := range groups(all, items, idx) {
			r := kept.find(pos[g[0]])
			for _, i := range g[1:] {
				if kept.find(pos[i]) != r {
					rep.Counts.SplitGroups++
					break
				}
			}
		}
	}
	var dels []Deletion
	for _, g := range groups(kept, items, idx) {
		rep.Counts.Groups++
		carrier := g[0]
		better := func(a, b int) bool { // is a a better carrier than b? (ties: lower id, as g is sorted)
			ma, mb := &items[a].m, &items[b].m
			if temporal && items[a].expired != items[b].expired {
				return !items[a].expired
			}
			return strength(ma, now) > strength(mb, now)
		}
		for _, i := range g[1:] {
			if better(i, carrier) {
				carrier = i
			}
		}
		c := &items[carrier].m
		var energy float64
		tier := c.Tier
		for _, i := range g {
			energy += items[i].m.Energy
			if items[i].m.Tier.Rank() > tier.Rank() {
				tier = items[i].m.Tier
			}
		}
		c.Energy = math.Min(energy, EnergyCap)
		c.Tier = tier
		for _, i := range g {
			if i == carrier {
				continue
			}
			m := &items[i].m
			items[i].alive = false
			ident := m.Content == c.Content
			rep.Absorbs = append(rep.Absorbs, Absorb{ID: m.ID, Carrier: c.ID, Identical: ident})
			dels = append(dels, Deletion{ID: m.ID, Reason: ReasonMerge, By: c.ID})
			if temporal && (ident || opts.Policy == TemporalAlias) {
				if rep.alias == nil {
					rep.alias = map[string]string{}
				}
				rep.alias[m.ID] = c.ID
				if !ident {
					if rep.own == nil {
						rep.own = map[string]memory.Memory{}
					}
					rep.own[m.ID] = m.Clone()
				}
			}
		}
	}
	slices.SortFunc(rep.Absorbs, func(a, b Absorb) int { return cmp.Compare(a.ID, b.ID) })
	rep.Counts.Absorbed = len(rep.Absorbs)
	rep.addDeletions(dels)
}

func (rep *Report) addDeletions(dels []Deletion) {
	slices.SortFunc(dels, func(a, b Deletion) int { return cmp.Compare(a.ID, b.ID) })
	rep.Deletions = append(rep.Deletions, dels...)
}

func neverRecalledShortTerm(it *item) bool {
	return it.alive && it.m.Tier == memory.TierShortTerm && it.m.RetrievalCount == 0
}

// decay multiplies the energy of the weakest half (floor) of the surviving
// never-recalled short-term memories by DecayFactor.
func (rep *Report) decay(items []*item) {
	var c []*item
	for _, it := range items {
		if neverRecalledShortTerm(it) {
			c = append(c, it)
		}
	}
	slices.SortFunc(c, func(a, b *item) int {
		if x := cmp.Compare(a.m.Energy, b.m.Energy); x != 0 {
			return x
		}
		return cmp.Compare(a.m.ID, b.m.ID)
	})
	for _, it := range c[:len(c)/2] {
		it.m.Energy *= DecayFactor
	}
	rep.Counts.Decayed = len(c) / 2
}

// evict removes never-recalled short-term memories whose energy is below
// EvictEnergy.
func (rep *Report) evict(items []*item) {
	var dels []Deletion
	for _, it := range items {
		if neverRecalledShortTerm(it) && it.m.Energy < EvictEnergy {
			it.alive = false
			dels = append(dels, Deletion{ID: it.m.ID, Reason: ReasonDecayEvict})
		}
	}
	rep.Counts.DecayEvicted = len(dels)
	rep.addDeletions(dels)
}

// triage walks the survivors from the highest amplitude down (temporal:
// current memories first) and forgets a memory whose cosine to an already
// kept one is at least TriageCosine. Amplitude is the memory's energy after
// consolidation and decay. Pinned memories (and, in the temporal policy,
// expired memories inside the retention window) are never forgotten, but they
// are kept and so can make a later near-duplicate forgotten. The temporal
// policy skips a pair in which exactly one member is expired.
func (rep *Report) triage(items []*item, opts Options, exempt func(*item) bool) {
	temporal := opts.Policy.temporal()
	var alive []*item
	var vecs []Vector
	for _, it := range items {
		if it.alive {
			alive = append(alive, it)
		}
	}
	// Priority order: (is_current, amplitude) for temporal, amplitude for
	// legacy; ties by id.
	slices.SortFunc(alive, func(a, b *item) int {
		if temporal && a.expired != b.expired {
			if !a.expired {
				return -1
			}
			return 1
		}
		if x := cmp.Compare(b.m.Energy, a.m.Energy); x != 0 {
			return x
		}
		return cmp.Compare(a.m.ID, b.m.ID)
	})
	for _, it := range alive {
		vecs = append(vecs, it.vec)
	}
	adj := make([][]int, len(alive))
	for _, p := range SimilarPairs(vecs, opts.TriageCosine) {
		if temporal && alive[p.I].expired != alive[p.J].expired {
			rep.Counts.TriageSkipped++
			continue
		}
		adj[p.I] = append(adj[p.I], p.J)
		adj[p.J] = append(adj[p.J], p.I)
	}
	kept := make([]bool, len(alive))
	var dels []Deletion
	for r, it := range alive {
		by := -1
		if !exempt(it) {
			slices.Sort(adj[r]) // best-ranked kept neighbour first
			for _, k := range adj[r] {
				if k >= r || !kept[k] {
					continue
				}
				by = k
				break
			}
		}
		if by < 0 {
			kept[r] = true
			continue
		}
		it.alive = false
		dels = append(dels, Deletion{ID: it.m.ID, Reason: ReasonTriage, By: alive[by].m.ID})
	}
	rep.Counts.Triaged = len(dels)
	rep.addDeletions(dels)
}

// sizeCap evicts the survivors of lowest effective strength (ties by id)
// until at most MaxMemories remain. Pinned memories, and under the temporal
// policy expired memories inside the retention window, are exempt (they
// still count towards the total).
func (rep *Report) sizeCap(items []*item, opts Options, now time.Time, exempt func(*item) bool) {
	if opts.MaxMemories <= 0 {
		return
	}
	n := 0
	var elig []*item
	for _, it := range items {
		if !it.alive {
			continue
		}
		n++
		if !exempt(it) {
			elig = append(elig, it)
		}
	}
	over := n - opts.MaxMemories
	if over <= 0 {
		return
	}
	slices.SortFunc(elig, func(a, b *item) int {
		if x := cmp.Compare(strength(&a.m, now), strength(&b.m, now)); x != 0 {
			return x
		}
		return cmp.Compare(a.m.ID, b.m.ID)
	})
	k := min(over, len(elig))
	var dels []Deletion
	for _, it := range elig[:k] {
		it.alive = false
		dels = append(dels, Deletion{ID: it.m.ID, Reason: ReasonSizeCap})
	}
	rep.Counts.SizeCapped = k
	rep.Counts.CapShortfall = over - k
	rep.addDeletions(dels)
}
