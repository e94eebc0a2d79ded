package detector

import (
	"cmp"
	"math"
	"slices"
	"sort"
	"strings"
	"time"

	"l9/svo"
)

// Result is everything Detect proposes. It is a pure function of the input
// units (as a multiset) and the config: the order of the input does not
// matter.
type Result struct {
	// Candidates sorted by (subject, attribute, scope, t(expired),
	// t(replacement), expired id, replacement id, reason).
	Candidates []Candidate
	// Contested lists, per key and instant, the units that make conflicting
	// claims at the same instant. They are never candidates among themselves.
	Contested []Contest
	// Intervening lists the pairs the rule abstained on because a key-only
	// unit of their key lies strictly between them (clause
	// intervening_version), in candidate order. They would have been
	// candidates (before the threshold) with the clause off.
	Intervening []Skip
	Summary     Summary
}

// Skip is a pair the rule abstains on: ExpiredID would be expired by
// ReplacementID, but a key-only unit of the same key (svo.Unit.KeyOnly: a
// version whose value could not be extracted) lies strictly between them in
// order time, so the pair may skip a version. The JSON form names the pair,
// its key and values, and the earliest such unit.
type Skip struct {
	ExpiredID     string `json:"expired_id"`
	ReplacementID string `json:"replacement_id"`
	// InterveningID is the earliest key-only unit strictly between the two
	// (or a change report about the key); empty when the replacement itself
	// says the key had another value before (StatedOld).
	InterveningID string `json:"intervening_id"`
	// StatedOld is the old value the replacement states ("hired X away
	// from Corvel Partners") when it is not the expired version's: a
	// version no memory of the input states lies between them.
	StatedOld string `json:"stated_old,omitempty"`
	Reason    string `json:"reason"` // the candidate's reason, had it been emitted
	Subject   string `json:"subject"`
	Attribute string `json:"attribute"`
	Scope     string `json:"scope"`
	OldValue  string `json:"old_value"`
	NewValue  string `json:"new_value"`

	ExpiredMemoryID     string `json:"expired_memory_id"`
	ReplacementMemoryID string `json:"replacement_memory_id"`
	InterveningMemoryID string `json:"intervening_memory_id"`

	// ExpiredAt, ReplacedAt and InterveningAt are the three order times.
	// Not part of the JSON form.
	ExpiredAt     time.Time `json:"-"`
	ReplacedAt    time.Time `json:"-"`
	InterveningAt time.Time `json:"-"`
}

// Contest is a set of units of one key whose claims conflict at the same
// order time: the rule refuses to guess a direction between them.
type Contest struct {
	Subject   string    `json:"subject"`
	Attribute string    `json:"attribute"`
	Scope     string    `json:"scope"`
	At        time.Time `json:"at"`
	UnitIDs   []string  `json:"unit_ids"`   // sorted
	MemoryIDs []string  `json:"memory_ids"` // sorted, deduplicated
	Values    []string  `json:"values"`     // the claims, sorted, deduplicated ("not " prefixed when negated)
}

// Summary counts what Detect saw and did.
type Summary struct {
	Units          int `json:"units"`           // input units
	Skipped        int `json:"skipped"`         // units without a subject, attribute or value
	Untimed        int `json:"untimed"`         // units without an order time (only with created_at_fallback off)
	Keys           int `json:"keys"`            // distinct keys among the keyed units
	SetValuedKeys  int `json:"set_valued_keys"` // set-valued keys (no value path)
	Candidates     int `json:"candidates"`      // emitted (at or above the threshold)
	Value          int `json:"value"`           // emitted with reason value
	Negation       int `json:"negation"`        // emitted with reason negation
	BelowThreshold int `json:"below_threshold"` // dropped by the threshold
	Contested      int `json:"contested"`       // contested groups
	// KeyOnly counts the key-only units (a subject and attribute, no value:
	// svo.Unit.KeyOnly). They are never paired; intervening_version uses
	// them to refuse skipping a version.
	KeyOnly int `json:"key_only"`
	// SkippedIntervening counts the pairs abstained on ("skipped:
	// intervening version"): a key-only unit lies strictly between them.
	SkippedIntervening int `json:"skipped_intervening"`
	// Anchored counts the units that joined another key through their
	// stated old value (clause old_value_anchor).
	Anchored int `json:"anchored,omitempty"`
	// Aliased counts the surnames filed under the one full name that ends
	// in them (clause surname_alias).
	Aliased int `json:"aliased,omitempty"`
	// NotHeld counts the units dropped from a key that never held the old
	// value they state (svo.Unit.FromHeld) or the value they return to
	// (svo.Unit.Returned).
	NotHeld int `json:"not_held,omitempty"`
}

// entry is one keyed unit.
type entry struct {
	u       *svo.Unit
	key     int32 // rank of (subj, attr, scope) among the input's keys
	subj    string
	attr    string
	scope   string
	value   string // normalised canonical value
	neg     bool   // polarity (always false with negation_path off)
	t       time.Time
	timed   bool
	claim   int // index of (value, neg) within the key group
	setHint bool
	keyOnly bool        // a key-only unit: never paired, only blocks skips
	look    *reportLook // computed by reportLook when first needed
}

// Detect runs the Stage 1 rule over units and returns the proposed
// candidates. It never modifies units. Units without a canonical subject,
// attribute or value are skipped (counted in the summary).
func Detect(units []svo.Unit, cfg Config) Result {
	return DetectParts([][]svo.Unit{units}, cfg)
}

// DetectParts is Detect over the concatenation of parts, without building
// it: a caller holding a large input in pieces (l9 detect extracts in
// chunks) need not hold it twice. The result is that of Detect on the
// concatenation, in any order.
func DetectParts(parts [][]svo.Unit, cfg Config) Result {
	d := detection{cfg: cfg, forceScan: forceScan, forceWalk: forceWalk}
	total := 0
	for _, p := range parts {
		total += len(p)
	}
	d.sum.Units = total
	if !cfg.Off.Has(SurnameAlias) {
		if al := SurnameAliases(parts); len(al) > 0 {
			parts = aliased(parts, al)
			d.sum.Aliased = len(al)
		}
	}
	// the reports of the input itself, before the anchor views (a view is
	// its unit again, keyed elsewhere)
	if d.cfg.Reports == nil && !cfg.Off.Has(InterveningVersion) {
		var rus []ReportUnit
		var dom []uint64
		for _, p := range parts {
			for i := range p {
				if ru, ok := ReportOf(&p[i], cfg); ok {
					rus = append(rus, ru)
				}
			}
		}
		if len(rus) > 0 {
			for _, p := range parts {
				for i := range p {
					if dp, ok := DomainOf(&p[i], cfg); ok {
						dom = append(dom, dp)
					}
				}
			}
			d.cfg.Reports = NewReports(rus, dom)
		}
	}
	if cfg.Off.Has(InterveningVersion) {
		d.cfg.Reports = nil
	}
	if !cfg.Off.Has(OldValueAnchor) {
		if views := AnchorViews(parts, cfg); len(views) > 0 {
			d.sum.Anchored = len(views)
			parts = append(parts[:len(parts):len(parts)], views)
			total += len(views)
		}
	}
	es := make([]entry, 0, total)
	for _, units := range parts {
		for i := range units {
			u := &units[i]
			k, ok := KeyOf(u, cfg)
			if !ok {
				d.sum.Skipped++
				continue
			}
			e := entry{u: u, subj: k.Subject, attr: k.Attribute, scope: k.Scope}
			switch {
			case u.KeyOnly && u.Negated && !cfg.Off.Has(NegationPath):
				// A key negation ("Warfarin stopped for Mrs Pell"): the
				// key's value in force ended, whatever it was; a claim
				// with no value on the negation path.
			case u.KeyOnly:
				// A version whose value could not be extracted: it has
				// a key and an order time, nothing else.
				e.keyOnly = true
				d.sum.KeyOnly++
			default:
				e.value = normTokens(u.Value.Canon)
			}
			if !cfg.Off.Has(NegationPath) {
				e.neg = u.Negated
			}
			e.t, e.timed = u.OrderTime(), true
			if cfg.Off.Has(CreatedAtFallback) && u.ObservedAt == nil {
				e.timed = false
				if !e.keyOnly {
					d.sum.Untimed++
				}
			}
			e.setHint = u.Cardinality == svo.CardSetValued
			es = append(es, e)
		}
	}
	rankKeys(es)
	ps := make([]*entry, 0, len(es)-d.sum.KeyOnly)
	var kps []*entry // timed key-only units, only with intervening_version on
	for i := range es {
		switch e := &es[i]; {
		case !e.keyOnly:
			ps = append(ps, e)
		case e.timed && !cfg.Off.Has(InterveningVersion):
			kps = append(kps, e)
		}
	}
	slices.SortFunc(ps, compareEntries)
	slices.SortFunc(kps, compareEntries)
	d.raw = make([]rawCand, 0, len(ps)/2)
	kp := 0
	for lo := 0; lo < len(ps); {
		hi := lo + 1
		for hi < len(ps) && ps[hi].key == ps[lo].key {
			hi++
		}
		// The key-only units of this key (both lists are in key order).
		for kp < len(kps) && kps[kp].key < ps[lo].key {
			kp++
		}
		kq := kp
		for kq < len(kps) && kps[kq].key == ps[lo].key {
			kq++
		}
		d.keyOnly = kps[kp:kq]
		d.group(ps[lo:hi])
		if len(d.raw) > 0 && (len(d.groupEnds) == 0 || d.groupEnds[len(d.groupEnds)-1] < len(d.raw)) {
			d.groupEnds = append(d.groupEnds, len(d.raw))
		}
		lo = hi
	}
	d.finish()
	slices.SortFunc(d.skips, compareSkips)
	return Result{Candidates: d.cands, Contested: d.contested, Intervening: d.skips, Summary: d.sum}
}

// rankKeys numbers the distinct keys of es in the order of their strings
// (subject, attribute, scope), so that entries sort by one integer first and
// the groups are visited in key order.
func rankKeys(es []entry) {
	type key struct{ subj, attr, scope string }
	ids := make(map[key]int32, len(es)/2+1)
	var keys []key
	for i := range es {
		e := &es[i]
		k := key{e.subj, e.attr, e.scope}
		id, ok := ids[k]
		if !ok {
			id = int32(len(keys))
			ids[k] = id
			keys = append(keys, k)
		}
		e.key = id
	}
	order := make([]int32, len(keys))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(a, b int32) int {
		ka, kb := &keys[a], &keys[b]
		if c := cmp.Compare(ka.subj, kb.subj); c != 0 {
			return c
		}
		if c := cmp.Compare(ka.attr, kb.attr); c != 0 {
			return c
		}
		return cmp.Compare(ka.scope, kb.scope)
	})
	rank := make([]int32, len(keys))
	for r, id := range order {
		rank[id] = int32(r)
	}
	for i := range es {
		es[i].key = rank[es[i].key]
	}
}

// compareEntries orders by key rank, timed before untimed, time, then ids
// and claim so that the order is total for distinguishable units.
func compareEntries(a, b *entry) int {
	if c := cmp.Compare(a.key, b.key); c != 0 {
		return c
	}
	if a.timed != b.timed {
		if a.timed {
			return -1
		}
		return 1
	}
	if c := a.t.Compare(b.t); c != 0 {
		return c
	}
	if c := cmp.Compare(a.u.ID, b.u.ID); c != 0 {
		return c
	}
	if c := cmp.Compare(a.u.MemoryID, b.u.MemoryID); c != 0 {
		return c
	}
	if c := cmp.Compare(a.value, b.value); c != 0 {
		return c
	}
	if a.neg != b.neg {
		if !a.neg {
			return -1
		}
		return 1
	}
	return 0
}

// normTokens collapses runs of white space so that token sequences compare
// as strings. It does not allocate when s is already normal ASCII.
func normTokens(s string) string {
	if normalASCII(s) {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

// NormTokens is strings.Fields of s joined by one space (the rule's
// normalisation of a value), without a copy when s is already so and
// ASCII.
func NormTokens(s string) string { return normTokens(s) }

// normalASCII reports whether s is ASCII words joined by single spaces
// (the empty string too): strings.Fields joined by one space gives s back,
// and strings.Fields(s) is s split at ' '.
func normalASCII(s string) bool {
	if len(s) == 0 {
		return true
	}
	if s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	for i := 0; i < len(s); i++ {
		// one table load a byte; a space is unclean only before another
		// (s does not end in one, so s[i+1] exists)
		if c := s[i]; normByte[c] && (c != ' ' || s[i+1] == ' ') {
			return false
		}
	}
	return true
}

// normByte marks the bytes normTokens looks at twice: non-ASCII, the
// white space strings.Fields splits at other than ' ', and ' ' itself.
var normByte = func() (t [256]bool) {
	for c := 0x80; c < 256; c++ {
		t[c] = true
	}
	for _, c := range "\t\n\r\v\f " {
		t[c] = true
	}
	return t
}()

type detection struct {
	cfg       Config
	sum       Summary
	cands     []Candidate
	contested []Contest
	skips     []Skip

	// per-group scratch, reused
	claims    []claimInfo
	claimIdx  map[claimKey]int
	excl      map[[2]int]bool
	exclUsed  bool
	setKey    bool // the current key is set-valued: no value path
	raw       []rawCand
	groupEnds []int     // end index in raw of each key group that emitted
	claimRun  []int     // first index after the contiguous run of the same claim
	timeStart []int     // first index of the unit's time run
	timeEnd   []int     // first index after the unit's time run
	pos       [][]int32 // positions of each claim in the group (byClaim)
	confl     [][]int32 // claims conflicting with each claim (byClaim)
	first     []int32   // per conflicting claim, its first conflicting position
	keyOnly   []*entry  // the key's timed key-only units, in time order
	flip      []int32   // per claim, its polarity flip or -1 (scan)
	forceScan bool      // tests: always use scan
	forceWalk bool      // tests: scan never uses scanFlip
}

// rawCand is a candidate before it is materialised.
type rawCand struct {
	old, nw *entry
	reason  string
	score   float64
}

type claimKey struct {
	value string
	neg   bool
}

type claimInfo struct {
	claimKey
	toks []string
}

// fromHeld drops from a key group (in order time) every unit that stands
// only where its key held its stated old value (svo.Unit.FromHeld), or its
// own value (svo.Unit.Returned: "returned to A"), when no earlier version
// kept in the group has that value: "Marr left Aarvik for
// Halden" is emitted under residence, employer, team, ... and is a version
// only of the relations whose earlier value was Aarvik. g is not modified.
func (d *detection) fromHeld(g []*entry) []*entry {
	i := 0
	for i < len(g) && !g[i].u.FromHeld && !g[i].u.Returned {
		i++
	}
	if i == len(g) {
		return g
	}
	// held: an earlier version kept has the value f (affirmed, or for a
	// return also ended: "left the Green Alliance" says it was held)
	held := func(out []*entry, e *entry, f string, ended bool) bool {
		for _, o := range out {
			if o.t.Before(e.t) && (!o.neg || ended) && (containsWords(o.value, f) || containsWords(f, o.value)) {
				return true
			}
		}
		return false
	}
	out := append(make([]*entry, 0, len(g)), g[:i]...)
	for _, e := range g[i:] {
		if e.u.FromHeld && e.u.From != nil && !held(out, e, normTokens(e.u.From.Canon), false) ||
			e.u.Returned && !held(out, e, e.value, true) {
			d.sum.NotHeld++
			continue
		}
		out = append(out, e)
	}
	return out
}

// unifyNegated gives a negated version the value of the one affirmed
// value of its key that is the same value written another way (clause
// exclusivity's sameValue): "is no longer a member of Ironleaf" negates
// "has a membership at Ironleaf Gym". A negated value equal to an affirmed
// one, or equivalent to none or to several, is left alone.
func unifyNegated(g []*entry) {
	neg := false
	for _, e := range g {
		if e.neg {
			neg = true
			break
		}
	}
	if !neg {
		return
	}
	var pos []string // distinct affirmed values, first-seen order
	for _, e := range g {
		if !e.neg && !slices.Contains(pos, e.value) {
			pos = append(pos, e.value)
		}
	}
	for _, e := range g {
		if !e.neg || slices.Contains(pos, e.value) {
			continue
		}
		tv, match := strings.Fields(e.value), ""
		for _, p := range pos {
			if sameValue(tv, strings.Fields(p)) {
				if match != "" {
					match = ""
					break
				}
				match = p
			}
		}
		if match != "" {
			e.value = match
		}
	}
}

func (d *detection) group(g []*entry) {
	d.sum.Keys++
	if len(g) < 2 {
		return
	}
	// A set-valued key has no value path: two values can hold at once. A
	// polarity flip of one value still contradicts it (rule 6).
	d.setKey = !d.cfg.Off.Has(Cardinality) && setValued(g)
	if d.setKey {
		d.sum.SetValuedKeys++
	}
	m := 0
	for m < len(g) && g[m].timed {
		m++
	}
	g = g[:m]
	if m < 2 {
		return
	}
	g = d.fromHeld(g)
	m = len(g)
	if m < 2 {
		return
	}
	if !d.cfg.Off.Has(Exclusivity) && !d.cfg.Off.Has(NegationPath) {
		unifyNegated(g)
	}
	// Intern claims: linear search while there are few, then a map.
	d.claims = d.claims[:0]
	if d.exclUsed {
		clear(d.excl)
		d.exclUsed = false
	}
	useMap := false
	for _, e := range g {
		k := claimKey{e.value, e.neg}
		c := -1
		if useMap {
			if v, ok := d.claimIdx[k]; ok {
				c = v
			}
		} else {
			for ci := range d.claims {
				if d.claims[ci].claimKey == k {
					c = ci
					break
				}
			}
		}
		if c < 0 {
			c = len(d.claims)
			d.claims = append(d.claims, claimInfo{claimKey: k})
			if !useMap && len(d.claims) > 8 {
				useMap = true
				if d.claimIdx == nil {
					d.claimIdx = map[claimKey]int{}
				}
				clear(d.claimIdx)
				for ci := range d.claims {
					d.claimIdx[d.claims[ci].claimKey] = ci
				}
			} else if useMap {
				d.claimIdx[k] = c
			}
		}
		e.claim = c
	}
	if len(d.claims) < 2 {
		return // only confirmations
	}
	d.claimRun = grow(d.claimRun, m)
	d.timeStart = grow(d.timeStart, m)
	d.timeEnd = grow(d.timeEnd, m)
	for i := m - 1; i >= 0; i-- {
		if i+1 < m && g[i+1].claim == g[i].claim {
			d.claimRun[i] = d.claimRun[i+1]
		} else {
			d.claimRun[i] = i + 1
		}
		if i+1 < m && g[i+1].t.Equal(g[i].t) {
			d.timeEnd[i] = d.timeEnd[i+1]
		} else {
			d.timeEnd[i] = i + 1
		}
	}
	for i := 0; i < m; i++ {
		if i > 0 && g[i-1].t.Equal(g[i].t) {
			d.timeStart[i] = d.timeStart[i-1]
		} else {
			d.timeStart[i] = i
		}
	}
	strict := !d.cfg.Off.Has(StrictDirection)
	reduce := !d.cfg.Off.Has(TransitiveReduction)
	if len(d.claims) <= d.listClaims() {
		d.byClaim(g, strict, reduce)
	} else {
		d.scan(g, strict, reduce)
	}
	// Contested: conflicting claims at one instant.
	for s := 0; s < m; s = d.timeEnd[s] {
		e := d.timeEnd[s]
		if e-s < 2 || d.claimRun[s] >= e {
			continue
		}
		d.contest(g[s:e])
	}
}

// forceScan makes every key use scan (tests compare both strategies);
// forceWalk makes scan walk for every unit (tests compare it with
// scanFlip).
var forceScan, forceWalk bool

// maxListClaims is the number of distinct claims up to which a key is
// searched through per-claim position lists; keys with more claims (mostly
// distinct values, where the next different claim usually conflicts) use
// the forward scan.
const maxListClaims = 32

func (d *detection) listClaims() int {
	if d.forceScan {
		return 0
	}
	return maxListClaims
}

// scan finds, for each unit, the earliest newer conflicting units by
// walking forward in time order, jumping over runs of the unit's own claim.
// A unit whose one possible conflict is its polarity flip (a negated
// claim with a value, or any claim of a set-valued key: claimsConflict) looks at the
// flip's positions instead (scanFlip): the walk would find the same units,
// in the same order, but pass every compatible unit on the way, quadratic
// in a set-valued key of many values.
func (d *detection) scan(g []*entry, strict, reduce bool) {
	m := len(g)
	flips := false
	// (a key negation, negated with no value, conflicts with every
	// affirmed value of a one-value key: it walks)
	onlyFlip := func(e *entry) bool { return d.setKey || e.neg && e.value != "" }
	for i := 0; i < m && !d.forceWalk; i++ {
		if onlyFlip(g[i]) {
			flips = true
			break
		}
	}
	if flips {
		d.flipPositions(g)
	}
	for i := 0; i < m; i++ {
		if flips && onlyFlip(g[i]) {
			d.scanFlip(g, i, strict, reduce)
			continue
		}
		j := d.timeEnd[i]
		if !strict {
			j = d.timeStart[i]
		}
		found := false
		var tStar time.Time
		for j < m {
			if found && reduce && !g[j].t.Equal(tStar) {
				break
			}
			if g[j].claim == g[i].claim {
				j = d.claimRun[j]
				continue
			}
			if reason, ok := d.conflict(g[i], g[j]); ok {
				d.emit(g[i], g[j], reason)
				if !found {
					found, tStar = true, g[j].t
				}
			}
			j++
		}
	}
}

// flipPositions fills d.pos with each claim's positions in g and d.flip
// with each claim's polarity flip (the claim of the same value and the
// other polarity), or -1.
func (d *detection) flipPositions(g []*entry) {
	nc := len(d.claims)
	for len(d.pos) < nc {
		d.pos = append(d.pos, nil)
	}
	for c := 0; c < nc; c++ {
		d.pos[c] = d.pos[c][:0]
	}
	for j, e := range g {
		d.pos[e.claim] = append(d.pos[e.claim], int32(j))
	}
	idx := make(map[claimKey]int32, nc)
	for c := range d.claims {
		idx[d.claims[c].claimKey] = int32(c)
	}
	d.flip = d.flip[:0]
	for c := range d.claims {
		k := d.claims[c].claimKey
		f, ok := idx[claimKey{k.value, !k.neg}]
		if !ok {
			f = -1
		}
		d.flip = append(d.flip, f)
	}
}

// scanFlip is scan's walk for unit i when only the flip of its claim can
// conflict with it: the flip's units from the first newer one (t > t(i),
// or t >= t(i) with strict_direction off), in position order, as the walk
// meets them.
func (d *detection) scanFlip(g []*entry, i int, strict, reduce bool) {
	a := g[i]
	fc := d.flip[a.claim]
	if fc < 0 {
		return
	}
	p := d.pos[fc]
	k, _ := slices.BinarySearchFunc(p, a.t, func(j int32, t time.Time) int {
		switch c := g[j].t.Compare(t); {
		case c < 0, c == 0 && strict:
			return -1
		}
		return 1
	})
	found := false
	var tStar time.Time
	for ; k < len(p); k++ {
		b := g[p[k]]
		if found && reduce && !b.t.Equal(tStar) {
			break
		}
		if reason, ok := d.conflict(a, b); ok {
			d.emit(a, b, reason)
			if !found {
				found, tStar = true, b.t
			}
		}
	}
}

// byClaim finds the same units through the positions of each claim that
// conflicts with the unit's claim: a binary search per conflicting claim,
// then a walk only past units whose intervals are disjoint. O(k·c·log k)
// for k units and c claims, whatever the mix of compatible claims.
func (d *detection) byClaim(g []*entry, strict, reduce bool) {
	nc := len(d.claims)
	for len(d.pos) < nc {
		d.pos = append(d.pos, nil)
	}
	for c := 0; c < nc; c++ {
		d.pos[c] = d.pos[c][:0]
	}
	for j, e := range g {
		d.pos[e.claim] = append(d.pos[e.claim], int32(j))
	}
	// Conflicting claims of each claim, ignoring intervals.
	for len(d.confl) < nc {
		d.confl = append(d.confl, nil)
	}
	for ca := 0; ca < nc; ca++ {
		d.confl[ca] = d.confl[ca][:0]
		for cb := 0; cb < nc; cb++ {
			if cb != ca && d.claimsConflict(ca, cb) {
				d.confl[ca] = append(d.confl[ca], int32(cb))
			}
		}
	}
	for i, a := range g {
		confl := d.confl[a.claim]
		if len(confl) == 0 {
			continue
		}
		d.first = d.first[:0]
		found := false
		var tStar time.Time
		for _, cb := range confl {
			p := d.pos[cb]
			// The first position newer than a: t > t(a), or t >= t(a)
			// with strict_direction off.
			k, _ := slices.BinarySearchFunc(p, a.t, func(j int32, t time.Time) int {
				switch c := g[j].t.Compare(t); {
				case c < 0, c == 0 && strict:
					return -1
				}
				return 1
			})
			// Skip units whose intervals are disjoint from a's.
			for ; k < len(p); k++ {
				if _, ok := d.conflict(a, g[p[k]]); ok {
					break
				}
			}
			d.first = append(d.first, int32(k))
			if k < len(p) && (!found || g[p[k]].t.Before(tStar)) {
				found, tStar = true, g[p[k]].t
			}
		}
		if !found {
			continue
		}
		for x, cb := range confl {
			p := d.pos[cb]
			for k := int(d.first[x]); k < len(p); k++ {
				b := g[p[k]]
				if reduce && !b.t.Equal(tStar) {
					break
				}
				if int(p[k]) == i {
					continue
				}
				if reason, ok := d.conflict(a, b); ok {
					d.emit(a, b, reason)
				}
			}
		}
	}
}

func grow(s []int, n int) []int {
	if cap(s) < n {
		return make([]int, n)
	}
	return s[:n]
}

// conflict reports whether a and b (of one key) make claims that cannot
// both hold while their intervals overlap, and with which reason.
func (d *detection) conflict(a, b *entry) (string, bool) {
	if a.claim == b.claim || !d.claimsConflict(a.claim, b.claim) {
		return "", false
	}
	if !d.cfg.Off.Has(Intervals) && !a.u.Interval().Overlaps(b.u.Interval()) {
		return "", false
	}
	if a.value == b.value || a.value == "" || b.value == "" {
		return ReasonNegation, true
	}
	return ReasonValue, true
}

// claimsConflict reports whether two different claims of the current key
// contradict each other (intervals aside).
func (d *detection) claimsConflict(ca, cb int) bool {
	a, b := &d.claims[ca].claimKey, &d.claims[cb].claimKey
	switch {
	case a.value == b.value:
		return a.neg != b.neg
	case a.neg && a.value == "" && !b.neg, b.neg && b.value == "" && !a.neg:
		// a key negation, which names no value ("Warfarin stopped for
		// Mrs Pell": (mrs pell, warfarin dose), negated), ends the value
		// in force of a key that holds one value at a time, whatever it is
		return !d.setKey
	case a.neg || b.neg:
		// "not red" and "blue", or "not red" and "not blue": compatible.
		return false
	case d.setKey:
		// Two values of a set-valued relation coexist.
		return false
	}
	return d.exclusive(ca, cb)
}

// exclusive reports whether two different positive values are mutually
// exclusive: neither token sequence contains the other contiguously.
func (d *detection) exclusive(ca, cb int) bool {
	if d.cfg.Off.Has(Exclusivity) {
		return true
	}
	if ca > cb {
		ca, cb = cb, ca
	}
	if len(d.claims) <= 8 {
		return !sameValue(d.tokens(ca), d.tokens(cb))
	}
	k := [2]int{ca, cb}
	if v, ok := d.excl[k]; ok {
		return v
	}
	v := !sameValue(d.tokens(ca), d.tokens(cb))
	if d.excl == nil {
		d.excl = map[[2]int]bool{}
	}
	d.excl[k] = v
	d.exclUsed = true
	return v
}

func (d *detection) tokens(c int) []string {
	ci := &d.claims[c]
	if ci.toks == nil {
		ci.toks = strings.Fields(ci.value)
	}
	return ci.toks
}

// ContainsSeq reports whether sub occurs in seq as a contiguous run (an
// empty sub does): how the rule compares value words (a stated old value
// against a version, a negated value against the value it ends).
func ContainsSeq(seq, sub []string) bool {
	if len(sub) == 0 {
		return true
	}
outer:
	for i := 0; i+len(sub) <= len(seq); i++ {
		for k := range sub {
			if seq[i+k] != sub[k] {
				continue outer
			}
		}
		return true
	}
	return false
}

func claimString(value string, neg bool) string {
	if neg {
		return "not " + value
	}
	return value
}

// skip records that the pair (old, nw) is not proposed because a version
// lies between them (clause intervening_version); the caller fills in
// what intervenes (an id, a stated old value).
func (d *detection) skip(old, nw *entry, reason string) *Skip {
	d.sum.SkippedIntervening++
	d.skips = append(d.skips, Skip{
		ExpiredID: old.u.ID, ReplacementID: nw.u.ID, Reason: reason,
		Subject: old.subj, Attribute: old.attr, Scope: old.scope,
		OldValue: claimString(old.value, old.neg), NewValue: claimString(nw.value, nw.neg),
		ExpiredMemoryID: old.u.MemoryID, ReplacementMemoryID: nw.u.MemoryID,
		ExpiredAt: old.t, ReplacedAt: nw.t,
	})
	return &d.skips[len(d.skips)-1]
}

func (d *detection) emit(old, nw *entry, reason string) {
	if k := d.intervening(old, nw); k != nil {
		s := d.skip(old, nw, reason)
		s.InterveningID, s.InterveningMemoryID, s.InterveningAt = k.u.ID, k.u.MemoryID, k.t
		return
	}
	if reason == ReasonValue && nw.u.From != nil && !d.cfg.Off.Has(InterveningVersion) {
		if f := normTokens(nw.u.From.Canon); f != "" && !containsWords(old.value, f) && !containsWords(f, old.value) {
			// the replacement says the key had another value before than
			// the expired one: the version between them is missing
			d.skip(old, nw, reason).StatedOld = f
			return
		}
	}
	if reason == ReasonValue && nw.u.Still && !d.cfg.Off.Has(InterveningVersion) {
		// "User still lives in Edinburgh" after "moved to Bristol": the
		// replacement confirms a value that held already, so a version with
		// its value lies between them, unextracted
		d.skip(old, nw, reason).StatedOld = nw.value
		return
	}
	if rep := d.cfg.Reports.between(old, nw); rep != nil {
		// a change report about the key lies between them: a version
		// keyed another way
		s := d.skip(old, nw, reason)
		s.InterveningID, s.InterveningMemoryID, s.InterveningAt = rep.id, rep.memID, rep.t
		return
	}
	sc := score(old, nw, reason, d.tokensOf(old), d.tokensOf(nw))
	if sc < d.cfg.Threshold {
		d.sum.BelowThreshold++
		return
	}
	d.raw = append(d.raw, rawCand{old: old, nw: nw, reason: reason, score: sc})
}

// intervening returns the earliest key-only unit of the key strictly
// between t(old) and t(nw), or nil (clause intervening_version; d.keyOnly is
// empty with the clause off). A binary search: O(log k) per pair.
func (d *detection) intervening(old, nw *entry) *entry {
	ko := d.keyOnly
	if len(ko) == 0 {
		return nil
	}
	i, _ := slices.BinarySearchFunc(ko, old.t, func(k *entry, t time.Time) int {
		if k.t.After(t) {
			return 1
		}
		return -1
	})
	if i < len(ko) && ko[i].t.Before(nw.t) {
		return ko[i]
	}
	return nil
}

func (rc *rawCand) candidate() Candidate {
	old, nw := rc.old, rc.nw
	ov, nv := old.value, nw.value
	// a key negation names no value: it negates the value it ends, and a
	// restart after it restores the value it states
	if nv == "" && nw.neg {
		nv = ov
	}
	if ov == "" && old.neg {
		ov = nv
	}
	return Candidate{
		ExpiredID:           old.u.ID,
		ReplacementID:       nw.u.ID,
		Reason:              rc.reason,
		Score:               rc.score,
		Subject:             old.subj,
		Attribute:           old.attr,
		OldValue:            claimString(ov, old.neg),
		NewValue:            claimString(nv, nw.neg),
		ExpiredMemoryID:     old.u.MemoryID,
		ReplacementMemoryID: nw.u.MemoryID,
		Scope:               old.scope,
		ExpiredAt:           old.t,
		ReplacedAt:          nw.t,
	}
}

func (d *detection) tokensOf(e *entry) []string { return d.tokens(e.claim) }

// score combines the two extraction confidences with the rule's margins.
// It lies in (0, 1) and is never 1:
//
//	score = sqrt(conf(a)·conf(b)) · (0.85 + 0.13·margin) · card
//
// where margin is the token Jaccard distance of the two values (1 for a
// polarity flip, which shares its value) and card is 1 when svo marked both
// relations functional, 0.95 otherwise. The score does not depend on the
// size of the time gap: direction is decided by the rule alone.
func score(a, b *entry, reason string, ta, tb []string) float64 {
	conf := math.Sqrt(clamp01(a.u.Confidence) * clamp01(b.u.Confidence))
	margin := 1.0
	if reason == ReasonValue {
		margin = 1 - jaccard(ta, tb)
	}
	card := 0.95
	if a.u.Cardinality == svo.CardFunctional && b.u.Cardinality == svo.CardFunctional {
		card = 1
	}
	s := conf * (0.85 + 0.13*margin) * card
	s = math.Round(s*1e4) / 1e4
	return math.Min(math.Max(s, 1e-4), 0.9999)
}

func clamp01(x float64) float64 {
	if math.IsNaN(x) || x < 0 {
		return 0
	}
	return math.Min(x, 1)
}

func jaccard(a, b []string) float64 {
	inter := 0
	for _, x := range dedup(a) {
		if slices.Contains(b, x) {
			inter++
		}
	}
	union := len(dedup(a)) + len(dedup(b)) - inter
	if union == 0 {
		return 1
	}
	return float64(inter) / float64(union)
}

func dedup(s []string) []string {
	if len(s) < 2 {
		return s
	}
	out := make([]string, 0, len(s))
	for _, x := range s {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

func (d *detection) contest(run []*entry) {
	var in []bool
	for p := range run {
		for q := p + 1; q < len(run); q++ {
			if run[p].claim == run[q].claim {
				continue
			}
			if _, ok := d.conflict(run[p], run[q]); ok {
				if in == nil {
					in = make([]bool, len(run))
				}
				in[p], in[q] = true, true
			}
		}
	}
	if in == nil {
		return
	}
	c := Contest{Subject: run[0].subj, Attribute: run[0].attr, Scope: run[0].scope, At: run[0].t}
	for p := range run {
		if in[p] {
			c.UnitIDs = append(c.UnitIDs, run[p].u.ID)
			c.MemoryIDs = append(c.MemoryIDs, run[p].u.MemoryID)
			c.Values = append(c.Values, claimString(run[p].value, run[p].neg))
		}
	}
	slices.Sort(c.UnitIDs)
	slices.Sort(c.MemoryIDs)
	c.MemoryIDs = slices.Compact(c.MemoryIDs)
	slices.Sort(c.Values)
	c.Values = slices.Compact(c.Values)
	d.contested = append(d.contested, c)
	d.sum.Contested++
}

// setValued reports in-corpus or lexicon evidence that the key's relation
// holds several values at once: svo's set-valued hint on any unit; two
// different positive values inside one memory; or two different positive
// values current at the same instant, where a unit is current over
// [effective_at or t(u), expires_at) and at least one of the two has an
// explicit expires_at (two open-ended units always overlap, which is what a
// supersession looks like, so only a stated end is evidence).
func setValued(g []*entry) bool {
	hinted := false
	for i := range g {
		if g[i].setHint {
			hinted = true
			break
		}
	}
	if hinted && !replacedInKey(g) {
		return true
	}
	// Inside one memory. Small groups pairwise, large ones through a map.
	bounded := false
	for _, e := range g {
		if !e.neg && e.u.ExpiresAt != nil {
			bounded = true
		}
	}
	if len(g) <= 16 {
		for i, a := range g {
			if a.neg {
				continue
			}
			for _, b := range g[i+1:] {
				if !b.neg && a.value != b.value && a.u.MemoryID == b.u.MemoryID {
					return true
				}
			}
		}
	} else {
		byMem := make(map[string]string, len(g))
		for _, e := range g {
			if e.neg {
				continue
			}
			if v, ok := byMem[e.u.MemoryID]; ok && v != e.value {
				return true
			}
			byMem[e.u.MemoryID] = e.value
		}
	}
	if !bounded {
		return false
	}
	return concurrentValues(g)
}

// replacedInKey reports evidence in the key that it holds one value at a
// time, stronger than svo's hint that its relation may hold several (its
// default for a verb it does not know, a plural noun): a later version that
// names as replaced the value every earlier affirmed version held ("We page
// through PagerDuty" ... "Paging moved from PagerDuty to Opsgenie", its
// From, the report often joined to the key by clause old_value_anchor), or
// that marks its own value as the one that holds now, after another
// (svo.Unit.Changed: "User's therapy sessions are on Tuesdays" ... "are on
// Thursdays now"), where every earlier affirmed version held one other
// value. Not when an earlier version held another value beside it (two
// values that may coexist before are no evidence either way).
func replacedInKey(g []*entry) bool {
	earlier := func(e, r *entry) bool {
		return !e.neg && !e.keyOnly && e.t.Before(r.t) && e.u.MemoryID != r.u.MemoryID
	}
	if len(g) <= 16 {
		// a newer memory that restates an earlier one word for word but for
		// its value ("Honey jar size 340g", then "Honey jar size 454g") is
		// the writer replacing the value in place
		for _, r := range g {
			if r.neg || r.keyOnly || broadRelation(r) {
				continue
			}
			for _, e := range g {
				if earlier(e, r) && e.value != r.value && frameEdit(e.u, r.u) {
					return true
				}
			}
		}
	}
	// The group is in compareEntries's order: its timed entries first, in
	// time order, so those earlier than r are a prefix of them; the untimed
	// ones after them are looked at one by one.
	timed := 0
	for timed < len(g) && g[timed].timed {
		timed++
	}
	var parts [2][]*entry // what may be earlier than r: in group order
	for _, r := range g {
		if r.neg || r.keyOnly {
			continue
		}
		var f string
		switch {
		case r.u.From != nil:
			if f = normTokens(r.u.From.Canon); f == "" || f == r.value {
				continue
			}
		case r.u.Changed && !broadRelation(r):
		default:
			continue
		}
		lo := sort.Search(timed, func(i int) bool { return !g[i].t.Before(r.t) })
		parts = [2][]*entry{g[:lo], g[timed:]}
		if r.u.From == nil {
			// the value every earlier version held: the shortest of them
			// (then each must contain it), so that the choice does not
			// depend on the order of the group
			found := false
			for _, p := range parts {
				for _, e := range p {
					if earlier(e, r) && (!found || len(e.value) < len(f) || len(e.value) == len(f) && e.value < f) {
						f, found = e.value, true
					}
				}
			}
			if !found || containsWords(f, r.value) || containsWords(r.value, f) {
				continue
			}
		}
		if heldAlone(parts, r, f, earlier) {
			return true
		}
	}
	return false
}

// heldAlone is replacedInKey's test of one later version r naming f as
// the value before it: some earlier version (earlier, among parts) held
// f, and none held another value (nor r's own marked value).
func heldAlone(parts [2][]*entry, r *entry, f string, earlier func(e, r *entry) bool) bool {
	held := false
	for _, p := range parts {
		for _, e := range p {
			if !earlier(e, r) {
				continue
			}
			switch {
			case r.u.Changed && r.u.From == nil && (containsWords(e.value, r.value) || containsWords(r.value, e.value)):
				return false // the marked value itself held before: no change
			case containsWords(e.value, f) || containsWords(f, e.value):
				held = true
			case e.u.From == nil:
				return false // another value held before
			}
		}
	}
	return held
}

// frameEdit reports two units that are one sentence with its value
// replaced (svo.Unit.Frame).
func frameEdit(a, b *svo.Unit) bool {
	return a.Frame != 0 && a.Frame == b.Frame
}

// broadRelation: a relation of a person so broad that "now" dates the
// value rather than ending another ("User is vegan now" after "User is
// vegetarian"; "wants 25-minute slots now" after "wants answers in
// German"): no evidence of one value at a time.
func broadRelation(e *entry) bool {
	switch e.attr {
	case "be", "have", "want", "need", "like", "love", "enjoy", "get", "do":
		return e.subj == "user" || e.subj == "we" || e.u.Named
	}
	return false
}

type span struct {
	start time.Time
	end   *time.Time
	value string
}

// concurrentValues sweeps the current intervals of the positive timed units
// in start order. Until it finds evidence, every bounded span still active
// carries one value (two different ones would have been evidence), so the
// sweep keeps only that value and the latest end among them, plus up to two
// distinct values of the open-ended spans seen so far: O(k log k).
func concurrentValues(g []*entry) bool {
	var spans []span
	for i := range g {
		e := g[i]
		if e.neg || !e.timed {
			continue
		}
		s := span{start: e.t, end: e.u.ExpiresAt, value: e.value}
		if e.u.EffectiveAt != nil {
			s.start = *e.u.EffectiveAt
		}
		if s.end != nil && !s.start.Before(*s.end) {
			continue // empty interval: never current
		}
		spans = append(spans, s)
	}
	slices.SortFunc(spans, func(a, b span) int { return a.start.Compare(b.start) })
	var (
		open        []string // distinct values of open-ended spans (at most 2 kept)
		activeValue string
		activeEnd   time.Time
		active      bool
	)
	for _, s := range spans {
		if active && !activeEnd.After(s.start) {
			active = false
		}
		if active && activeValue != s.value {
			return true
		}
		if s.end == nil {
			if !slices.Contains(open, s.value) && len(open) < 2 {
				open = append(open, s.value)
			}
			continue
		}
		for _, v := range open {
			if v != s.value {
				return true
			}
		}
		if !active {
			active, activeValue, activeEnd = true, s.value, *s.end
		} else if s.end.After(activeEnd) {
			activeEnd = *s.end
		}
	}
	return false
}

// finish materialises the candidates, sorts each key group's candidates
// (the groups are already in key order) and applies expires_at = min
// t(replacement) per expired unit.
func (d *detection) finish() {
	d.cands = make([]Candidate, len(d.raw))
	for i := range d.raw {
		d.cands[i] = d.raw[i].candidate()
		switch d.raw[i].reason {
		case ReasonValue:
			d.sum.Value++
		case ReasonNegation:
			d.sum.Negation++
		}
	}
	d.raw = nil
	d.sum.Candidates = len(d.cands)
	lo := 0
	for _, hi := range d.groupEnds {
		g := d.cands[lo:hi]
		lo = hi
		if len(g) == 1 {
			g[0].ExpiresAt = g[0].ReplacedAt
			continue
		}
		slices.SortFunc(g, compareCandidates)
		// All candidates of one expired unit share its time, so the minimum
		// is taken within each block of equal expired time.
		for bs := 0; bs < len(g); {
			be := bs + 1
			for be < len(g) && g[be].ExpiredAt.Equal(g[bs].ExpiredAt) {
				be++
			}
			minExpiry(g[bs:be])
			bs = be
		}
	}
}

// minExpiry sets ExpiresAt to the minimum ReplacedAt per expired id.
func minExpiry(b []Candidate) {
	if len(b) <= 32 {
		for i := range b {
			m := b[i].ReplacedAt
			for j := range b {
				if b[j].ExpiredID == b[i].ExpiredID && b[j].ReplacedAt.Before(m) {
					m = b[j].ReplacedAt
				}
			}
			b[i].ExpiresAt = m
		}
		return
	}
	minT := make(map[string]time.Time, len(b))
	for i := range b {
		if t, ok := minT[b[i].ExpiredID]; !ok || b[i].ReplacedAt.Before(t) {
			minT[b[i].ExpiredID] = b[i].ReplacedAt
		}
	}
	for i := range b {
		b[i].ExpiresAt = minT[b[i].ExpiredID]
	}
}

// pairOrder is what candidates and skips are ordered by: key, order
// times, ids, reason.
type pairOrder struct {
	subj, attr, scope string
	expired, replaced time.Time
	expiredID, replID string
	reason            string
}

func comparePairs(a, b pairOrder) int {
	// in sequence, not cmp.Or: the later comparisons are rarely needed
	if c := cmp.Compare(a.subj, b.subj); c != 0 {
		return c
	}
	if c := cmp.Compare(a.attr, b.attr); c != 0 {
		return c
	}
	if c := cmp.Compare(a.scope, b.scope); c != 0 {
		return c
	}
	if c := a.expired.Compare(b.expired); c != 0 {
		return c
	}
	if c := a.replaced.Compare(b.replaced); c != 0 {
		return c
	}
	if c := cmp.Compare(a.expiredID, b.expiredID); c != 0 {
		return c
	}
	if c := cmp.Compare(a.replID, b.replID); c != 0 {
		return c
	}
	return cmp.Compare(a.reason, b.reason)
}

func compareCandidates(a, b Candidate) int {
	return comparePairs(pairOrder{a.Subject, a.Attribute, a.Scope, a.ExpiredAt, a.ReplacedAt, a.ExpiredID, a.ReplacementID, a.Reason},
		pairOrder{b.Subject, b.Attribute, b.Scope, b.ExpiredAt, b.ReplacedAt, b.ExpiredID, b.ReplacementID, b.Reason})
}

// compareSkips orders skips as candidates are ordered.
func compareSkips(a, b Skip) int {
	return comparePairs(pairOrder{a.Subject, a.Attribute, a.Scope, a.ExpiredAt, a.ReplacedAt, a.ExpiredID, a.ReplacementID, a.Reason},
		pairOrder{b.Subject, b.Attribute, b.Scope, b.ExpiredAt, b.ReplacedAt, b.ExpiredID, b.ReplacementID, b.Reason})
}

// valueHonorifics open a person's name and are no part of its value ("Ms
// S. Vik" is "Sanna Vik" written another way).
var valueHonorifics = map[string]bool{"mr": true, "mrs": true, "ms": true, "dr": true, "prof": true, "professor": true, "sir": true, "dame": true}

// sameValue reports two values that are one value written two ways, not
// mutually exclusive: one contains the other as a run of words, after an
// opening honorific is dropped, a one-letter initial matching a word that
// starts with it ("s vik" = "sanna vik"), and a short word matching the
// initials of a run of the other's words ("ribeira sc" = "ribeira sport
// clube").
func sameValue(ta, tb []string) bool {
	if ContainsSeq(ta, tb) || ContainsSeq(tb, ta) {
		return true
	}
	if ambiguousDateReading(ta, tb) || ambiguousDateReading(tb, ta) {
		return true
	}
	if len(ta) == 1 && len(tb) == 1 && hourRange(ta[0]) != "" && hourRange(ta[0]) == hourRange(tb[0]) {
		return true // "10-12" = "10:00-12:00"
	}
	na, nb := dropHonorific(dropOwnAcronym(ta)), dropHonorific(dropOwnAcronym(tb))
	na, nb = expandInitials(na, nb), expandInitials(nb, na)
	if len(na) == 0 || len(nb) == 0 {
		return false
	}
	return looseContains(na, nb) || looseContains(nb, na) || clippedWords(na, nb)
}

// ambiguousDateReading: a is a numeric date whose day and month cannot be
// told apart ("04/11/2025", kept as written by the extractor) and b is the
// date of one of its two readings ("2025 m11 d04" or "2025 m04 d11"): the
// same date written two ways as far as the text shows, never a change.
func ambiguousDateReading(a, b []string) bool {
	if len(a) != 1 || len(b) != 3 {
		return false
	}
	p := strings.FieldsFunc(a[0], func(r rune) bool { return r == '/' || r == '.' })
	if len(p) == 3 && len(p[2]) == 2 {
		p[2] = "20" + p[2] // "09/06/26": a two-digit year of this century, as the extractor reads one
	}
	if len(p) != 3 || len(p[2]) != 4 || b[0] != p[2] || len(p[0]) > 2 || len(p[1]) > 2 || strings.Trim(p[0]+p[1]+p[2], "0123456789") != "" {
		return false
	}
	x, y := strings.TrimLeft(p[0], "0"), strings.TrimLeft(p[1], "0")
	m, d := strings.TrimLeft(strings.TrimPrefix(b[1], "m"), "0"), strings.TrimLeft(strings.TrimPrefix(b[2], "d"), "0")
	if !strings.HasPrefix(b[1], "m") || !strings.HasPrefix(b[2], "d") || m == "" || d == "" {
		return false
	}
	return x == m && y == d || x == d && y == m
}

// hourRange returns a range of whole hours written "10-12", "10:00-12:00"
// or "10:00-12" as "10-12", or "" for anything else (minutes other than
// :00, hours past 24).
func hourRange(w string) string {
	a, b, ok := strings.Cut(w, "-")
	if !ok {
		return ""
	}
	h := func(s string) string {
		s = strings.TrimSuffix(s, ":00")
		if len(s) == 0 || len(s) > 2 || strings.Trim(s, "0123456789") != "" {
			return ""
		}
		if s = strings.TrimLeft(s, "0"); s == "" {
			s = "0"
		}
		if len(s) == 2 && s > "24" {
			return ""
		}
		return s
	}
	x, y := h(a), h(b)
	if x == "" || y == "" {
		return ""
	}
	return x + "-" + y
}

// clippedWords: the two values have the same number of words (at least two)
// and each word of one is the other's or a clipping of it of at least three
// letters ("man city" = "manchester city"); at least one word is clipped and
// the last words are equal (the head is kept).
func clippedWords(a, b []string) bool {
	if len(a) != len(b) || len(a) < 2 || a[len(a)-1] != b[len(b)-1] {
		return false
	}
	clipped := false
	for i := range a {
		x, y := a[i], b[i]
		if len(x) > len(y) {
			x, y = y, x
		}
		switch {
		case x == y:
		case len(x) >= 3 && isLetterWord(x) && strings.HasPrefix(y, x):
			clipped = true
		default:
			return false
		}
	}
	return clipped
}

func dropHonorific(t []string) []string {
	if len(t) >= 2 && valueHonorifics[t[0]] {
		return t[1:]
	}
	return t
}

// expandInitials replaces in a each word of 2 to 4 letters that is the
// initials of a run of b's words by that run.
func expandInitials(a, b []string) []string {
	var out []string
	for _, w := range a {
		if n := len(w); n >= 2 && n <= 4 && isLetterWord(w) {
			if run, ok := initialsRun(w, b); ok {
				out = append(out, run...)
				continue
			}
		}
		out = append(out, w)
	}
	return out
}

func initialsRun(w string, b []string) ([]string, bool) {
	n := len(w)
	for i := 0; i+n <= len(b); i++ {
		ok := true
		for k := 0; k < n; k++ {
			if b[i+k] == "" || b[i+k][0] != w[k] || len(b[i+k]) < 2 {
				ok = false
				break
			}
		}
		if ok {
			return b[i : i+n], true
		}
	}
	return nil, false
}

func isLetterWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// looseContains is ContainsSeq where a one-letter word matches a word that
// starts with it, and sub's last word may be an acronym of seq's words that
// svo appended (its letters all initials of seq's words).
func looseContains(seq, sub []string) bool {
	// an initial: one letter (not a roman numeral, not a digit) for a word
	// of three letters or more that starts with it
	initial := func(long, one string) bool {
		c := one[0]
		return len(one) == 1 && c >= 'a' && c <= 'z' && c != 'i' && c != 'v' && c != 'x' && len(long) >= 3 && isLetterWord(long) && long[0] == c
	}
	match := func(x, y string) bool {
		return x == y || initial(x, y) || initial(y, x)
	}
outer:
	for i := 0; i+len(sub) <= len(seq); i++ {
		for k := range sub {
			if !match(seq[i+k], sub[k]) {
				continue outer
			}
		}
		return true
	}
	return false
}

// dropOwnAcronym drops the acronym svo appends to a name of several words
// ("ms vik msv" is "ms vik"; "world war i wwi" is "world war i").
func dropOwnAcronym(t []string) []string {
	n := len(t)
	if n < 3 {
		return t
	}
	a := t[n-1]
	if isAcronymOf(a, t[:n-1]) && len(a) == n-1 {
		return t[:n-1]
	}
	// svo spells the acronym from the surface, initials included ("Ms S.
	// Vik" → "ms vik msv"): first and last letters are the first and last
	// words' initials
	if len(a) >= 3 && len(a) <= n && isLetterWord(a) && t[0] != "" && t[n-2] != "" && a[0] == t[0][0] && a[len(a)-1] == t[n-2][0] {
		return t[:n-1]
	}
	return t
}

// isAcronymOf: w (3+ letters) is spelled by initials of words of t in order.
func isAcronymOf(w string, t []string) bool {
	if len(w) < 3 || !isLetterWord(w) {
		return false
	}
	j := 0
	for _, x := range t {
		if j < len(w) && x != "" && x[0] == w[j] {
			j++
		}
	}
	return j == len(w)
}
