package corpus

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"l9/memory"
)

// Time frame of every fixture. Backfilled memories were observed between
// historyStart and historyEnd and imported in one session starting at
// backfillSession; live-ingested memories were created in [liveStart, liveEnd].
var (
	historyStart    = time.Date(2012, 1, 1, 0, 0, 0, 0, time.UTC)
	historyEnd      = time.Date(2025, 1, 10, 0, 0, 0, 0, time.UTC)
	backfillSession = time.Date(2025, 1, 20, 9, 14, 7, 0, time.UTC)
	liveStart       = time.Date(2025, 1, 21, 0, 0, 0, 0, time.UTC)
	liveEnd         = time.Date(2026, 10, 31, 0, 0, 0, 0, time.UTC)
)

const day = 24 * time.Hour

// role decides the store-realistic tier/energy/retrieval of a planned memory.
type role int

const (
	roleOldVersion role = iota // an older chain version: long_term, often recalled
	roleNewVersion             // the newest chain version: long_term, rarely recalled yet
	roleVerboseOld             // older verbose note: long_term, high energy, much recalled
	roleVerboseNew             // newest verbose note: long_term, lower energy
	roleControl                // negative-control memory: long_term
	roleBackground             // clean corpus and distractors: mostly short_term, low energy
)

// item is one planned memory.
type item struct {
	class     string
	content   string
	facets    []string // explicit facet texts (store-decomposed compound content), or nil
	live      bool     // live-ingested: no observed_at, created_at = t
	t         time.Time
	effective *time.Time
	expires   *time.Time
	role      role
	facts     []Fact // MemoryID filled in by materialize
}

// ent is a subject entity.
type ent struct {
	name    string // bare surface form
	id      string // canonical subject id
	article bool   // takes "the"
	plural  bool
}

// S is the entity as a noun phrase ("the Harlow Kestrels", "Dana Whitfield").
func (e ent) S() string {
	if e.article {
		return "the " + e.name
	}
	return e.name
}

// Poss is the possessive form.
func (e ent) Poss() string {
	if e.plural {
		return e.S() + "'"
	}
	return e.S() + "'s"
}

// val is one value: its surface text, canonical id and, for numbers, its size.
type val struct {
	surface string
	canon   string
	num     float64
}

type gen struct {
	seed  uint64
	spec  Spec
	r     *rand.Rand
	used  map[string]bool // subject ids (and value entities) already taken in this seed
	items []*item
	seq   map[string]int // group counters per class
	err   error
	// chainPeople are the people chains are about, with the attributes their
	// chains use: the clean corpus states other facts about some of them.
	chainPeople []chainPerson
	claimed     map[string]bool // (subject, attribute) keys stated by a shared-subject group or a chain
}

// claim reserves the key (subject, attribute); it reports false when taken.
func (g *gen) claim(subject, attr string) bool {
	k := subject + "\x1f" + attr
	if g.claimed[k] {
		return false
	}
	g.claimed[k] = true
	return true
}

type chainPerson struct {
	e    ent
	attr string
}

func newGen(seed uint64, spec Spec) *gen {
	return &gen{
		seed: seed, spec: spec,
		r:    rand.New(rand.NewPCG(seed, 0x4c39666978747572)),
		used: map[string]bool{}, seq: map[string]int{}, claimed: map[string]bool{},
	}
}

func (g *gen) fail(format string, args ...any) {
	if g.err == nil {
		g.err = fmt.Errorf(format, args...)
	}
}

func (g *gen) pick(xs []string) string { return xs[g.r.IntN(len(xs))] }
func (g *gen) chance(p float64) bool   { return g.r.Float64() < p }
func (g *gen) between(lo, hi int) int  { return lo + g.r.IntN(hi-lo+1) }
func (g *gen) uniform(lo, hi float64) float64 {
	return lo + (hi-lo)*g.r.Float64()
}

// pickN draws n distinct elements of xs.
func (g *gen) pickN(xs []string, n int) []string {
	p := g.r.Perm(len(xs))
	out := make([]string, n)
	for i := range out {
		out[i] = xs[p[i]]
	}
	return out
}

// group returns a fresh group name of class c.
func (g *gen) group(c string) string {
	g.seq[c]++
	return fmt.Sprintf("%s-%03d", c, g.seq[c])
}

// fresh draws entities with mk until one whose id is unused, and reserves it.
func (g *gen) fresh(mk func() ent) ent {
	for i := 0; i < 500; i++ {
		e := mk()
		if !g.used[e.id] {
			g.used[e.id] = true
			return e
		}
	}
	e := mk()
	g.fail("vocabulary exhausted drawing a fresh subject (last tried %q)", e.id)
	return e
}

func canon(s string) string {
	s = strings.ToLower(s)
	s = strings.NewReplacer(",", "", "'s", "", "’s", "", "'", "", ".", "").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

func mkEnt(name string, article, plural bool) ent {
	return ent{name: name, id: canon(name), article: article, plural: plural}
}

// Entity makers.
func (g *gen) person() ent {
	return g.fresh(func() ent { return mkEnt(g.pick(firstNames)+" "+g.pick(surnames), false, false) })
}
func (g *gen) company() ent {
	return g.fresh(func() ent {
		second := g.pick(companySecond)
		// "Bluefin Architects' CEO", "Halvorsen Labs' offices": a company named
		// with a plural noun takes a bare apostrophe.
		return mkEnt(g.pick(companyFirst)+" "+second, false, strings.HasSuffix(second, "s"))
	})
}
func (g *gen) town() ent { return g.fresh(func() ent { return mkEnt(g.pick(towns), false, false) }) }
func (g *gen) project() ent {
	return g.fresh(func() ent { return mkEnt(g.pick(projects), false, false) })
}
func (g *gen) device() ent {
	return g.fresh(func() ent { return mkEnt(fmt.Sprintf("%s-%d", g.pick(deviceKinds), g.between(1, 40)), false, false) })
}
func (g *gen) townThing(kinds []string, article, plural bool) ent {
	return g.fresh(func() ent { return mkEnt(g.pick(towns)+" "+g.pick(kinds), article, plural) })
}
func (g *gen) meeting() ent {
	return g.fresh(func() ent { return mkEnt(g.pick(projects)+" "+g.pick(meetingKinds), true, false) })
}
func (g *gen) shop() ent {
	return g.fresh(func() ent { return mkEnt(g.pick(streets)+" Street "+g.pick(shopKinds), true, false) })
}
func (g *gen) flag() ent {
	return g.fresh(func() ent { return mkEnt(g.pick(projects)+" "+g.pick(features)+" flag", true, false) })
}

// system returns a subject like "the Kestrel staging database" and its component.
func (g *gen) system() (ent, component) {
	var comp component
	e := g.fresh(func() ent {
		comp = components[g.r.IntN(len(components))]
		name := comp.name
		if name == "database" && g.chance(0.5) {
			name = "DB"
		}
		e := mkEnt(g.pick(projects)+" "+g.pick(envs)+" "+name, true, false)
		e.id = canon(strings.TrimSuffix(e.name, name) + comp.name)
		return e
	})
	return e, comp
}

// city returns a city value (one word when oneWord).
func (g *gen) city(oneWord bool) val {
	c := g.pick(citiesOneWord)
	if !oneWord && g.chance(0.2) {
		c = g.pick(citiesMultiWord)
	}
	return val{surface: c, canon: canon(c)}
}

// Times.

// backfillTimes returns n increasing true times, days to years apart, all
// before historyEnd.
func (g *gen) backfillTimes(n int) []time.Time {
	gaps := make([]time.Duration, n)
	var span time.Duration
	for i := 1; i < n; i++ {
		d := math.Exp(g.uniform(math.Log(2), math.Log(900)))
		gaps[i] = time.Duration(d*float64(day)).Truncate(time.Second) + time.Duration(g.r.IntN(86400))*time.Second
		span += gaps[i]
	}
	latest := historyEnd.Add(-span - 3*day)
	window := latest.Sub(historyStart)
	if window <= 0 {
		window = day
	}
	t := historyStart.Add(time.Duration(g.r.Int64N(int64(window/time.Second))) * time.Second)
	out := make([]time.Time, n)
	for i := range out {
		t = t.Add(gaps[i])
		out[i] = t
	}
	return out
}

// liveTimes returns n increasing true times inside the live window.
func (g *gen) liveTimes(n int) []time.Time {
	gaps := make([]time.Duration, n)
	var span time.Duration
	for i := 1; i < n; i++ {
		d := math.Exp(g.uniform(math.Log(1), math.Log(150)))
		gaps[i] = time.Duration(d*float64(day)).Truncate(time.Second) + time.Duration(g.r.IntN(86400))*time.Second
		span += gaps[i]
	}
	window := liveEnd.Add(-span).Sub(liveStart)
	if window <= 0 {
		window = day
	}
	t := liveStart.Add(time.Duration(g.r.Int64N(int64(window/time.Second))) * time.Second)
	out := make([]time.Time, n)
	for i := range out {
		t = t.Add(gaps[i])
		out[i] = t
	}
	return out
}

// times returns n increasing true times, live or backfilled.
func (g *gen) times(n int, live bool) []time.Time {
	if live {
		return g.liveTimes(n)
	}
	return g.backfillTimes(n)
}

// Rendering.

// tmpl is a surface template. Placeholders: {S} subject phrase, {N} bare
// subject name, {S's} possessive, {V} value, {aV} value with a/an, plus
// per-attribute variables. A leading "[cond]" restricts when it applies.
type tmpl = string

func condOf(t string) (cond, body string) {
	if strings.HasPrefix(t, "[") {
		if i := strings.Index(t, "]"); i > 0 {
			return t[1:i], t[i+1:]
		}
	}
	return "", t
}

// condOK reports whether template condition c holds for a change prev → v.
func condOK(c string, prev *val, v val) bool {
	switch {
	case c == "":
		return true
	case c == "up":
		return prev != nil && v.num > prev.num
	case c == "down":
		return prev != nil && v.num < prev.num
	case strings.HasPrefix(c, "v="):
		return v.canon == c[2:]
	case c == "upgrade":
		return prev != nil && product(prev.surface) == product(v.surface) && v.num > prev.num
	case c == "switch":
		return prev != nil && product(prev.surface) != product(v.surface)
	}
	return false
}

func article(w string) string {
	r, _ := utf8.DecodeRuneInString(strings.ToLower(w))
	if strings.ContainsRune("aeiou", r) && !strings.HasPrefix(strings.ToLower(w), "uni") && !strings.HasPrefix(strings.ToLower(w), "eu") {
		return "an " + w
	}
	return "a " + w
}

// fill replaces the placeholders of body.
func fill(body string, e ent, v val, vars []string) string {
	pairs := []string{"{S's}", e.Poss(), "{S}", e.S(), "{N}", e.name, "{aV}", article(v.surface), "{V}", v.surface}
	pairs = append(pairs, vars...)
	return strings.NewReplacer(pairs...).Replace(body)
}

// isNote reports whether a clause is a "label: value" note (no final period,
// never joined into a compound).
func isNote(s string) bool { return strings.Contains(s, ": ") }

// finish makes a clause a sentence: capitalised, with a final period unless
// it is a note or already ends in punctuation.
func finish(s string) string {
	s = capitalize(s)
	if i := strings.LastIndex(s, ": "); i >= 0 && len(strings.Fields(s[i+2:])) <= 4 && !strings.HasSuffix(s, ".") {
		return s // a "label: value" note
	}
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "!") {
		return s
	}
	return s + "."
}

func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || !unicode.IsLower(r) {
		return s
	}
	if w, _, _ := strings.Cut(s, " "); strings.ContainsAny(w, "0123456789") {
		return s // a host name such as "relay-3" keeps its case
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// lowerLead turns a sentence-initial article into lower case so the clause can
// follow a conjunction.
func lowerLead(s string) string {
	for _, a := range []string{"The ", "A ", "An "} {
		if strings.HasPrefix(s, a) {
			return strings.ToLower(a[:1]) + s[1:]
		}
	}
	return s
}

// compound joins a chain clause with an unrelated filler clause into one
// compound memory and returns the content and the two clause sentences.
func (g *gen) compound(clause, filler string, fillerFirst bool) (string, []string) {
	a, b := clause, filler
	if fillerFirst {
		a, b = filler, clause
	}
	facets := []string{finish(a), finish(b)}
	switch g.r.IntN(3) {
	case 0:
		return capitalize(a) + ", and " + lowerLead(b) + ".", facets
	case 1:
		return capitalize(a) + "; " + lowerLead(b) + ".", facets
	default:
		return finish(a) + " " + finish(b), facets
	}
}

// filler returns an independent clause about a fresh subject, and its fact.
func (g *gen) filler(groupName string) (string, Fact) {
	f := Fact{Group: groupName}
	var s string
	switch g.r.IntN(8) {
	case 0:
		p, c := g.person(), g.city(false)
		s, f.Subject, f.Attribute, f.Value = p.name+" still lives in "+c.surface, p.id, "residence", c.canon
	case 1:
		p, pr := g.person(), g.project()
		s, f.Subject, f.Attribute, f.Value = p.name+" is handling the "+pr.name+" migration", p.id, "handles", canon(pr.name+" migration")
	case 2:
		o := g.townThing(officeKinds, true, false)
		s, f.Subject, f.Attribute, f.Value, f.Scope = o.S()+" closes early on Fridays", o.id, "closes", "early", "fridays"
	case 3:
		p, a := g.person(), g.pick(allergens)
		s, f.Subject, f.Attribute, f.Value, f.SetValued = p.name+" is allergic to "+a, p.id, "allergy", canon(a), true
	case 4:
		m := g.fresh(func() ent { return mkEnt(g.pick(projects)+" retro", true, false) })
		d := g.pick(weekdays)
		s, f.Subject, f.Attribute, f.Value = m.S()+" is on "+d, m.id, "day", canon(d)
	case 5:
		p, in := g.person(), g.pick(instruments)
		s, f.Subject, f.Attribute, f.Value, f.SetValued = p.Poss()+" daughter plays the "+in, p.id+" daughter", "plays", canon(in), true
	case 6:
		p, t := g.person(), g.town()
		s, f.Subject, f.Attribute, f.Value = p.name+" is coordinating the "+t.name+" offsite", p.id, "coordinates", canon(t.name+" offsite")
	default:
		m := g.fresh(func() ent { return mkEnt(g.pick(projects)+" launch", true, false) })
		mo := g.pick(months)
		s, f.Subject, f.Attribute, f.Value = m.S()+" is planned for "+mo, m.id, "planned for", canon(mo)
	}
	f.Form = "filler"
	return s, f
}

func isFiller(group string) bool { return strings.HasPrefix(group, "filler-") }

// add appends a planned memory.
func (g *gen) add(it *item) *item {
	g.items = append(g.items, it)
	return it
}

// materialize assigns created_at, inserts every memory through sink in
// created_at order and builds labels, facts and truth on the returned ids.
func (g *gen) materialize(sink Sink) (Fixture, error) {
	f := Fixture{Seed: g.seed, Version: g.spec.Version}
	created := make([]time.Time, len(g.items))
	var backfilled []int
	for i, it := range g.items {
		if it.live {
			created[i] = it.t
		} else {
			backfilled = append(backfilled, i)
		}
	}
	// One import session, in a seeded random order, milliseconds apart.
	t := backfillSession
	for _, k := range g.r.Perm(len(backfilled)) {
		t = t.Add(time.Duration(g.between(1, 9)) * time.Millisecond)
		created[backfilled[k]] = t
	}
	order := make([]int, len(g.items))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return created[order[a]].Before(created[order[b]]) })

	for _, i := range order {
		it := g.items[i]
		tier, energy, rc := g.storeFields(it.role)
		m := memory.Memory{
			Content: it.content, CreatedAt: created[i],
			EffectiveAt: it.effective, ExpiresAt: it.expires,
			Tier: tier, Energy: energy, RetrievalCount: rc,
		}
		if !it.live {
			m.ObservedAt = memory.TimePtr(it.t)
		}
		id, err := sink.Insert(m.Clone())
		if err != nil {
			return Fixture{}, fmt.Errorf("insert memory: %w", err)
		}
		if id == "" {
			return Fixture{}, fmt.Errorf("insert memory: sink returned an empty id")
		}
		m.ID = id
		f.Memories = append(f.Memories, m)
		f.Labels = append(f.Labels, Label{ID: id, Class: it.class})
		for _, x := range it.facts {
			x.MemoryID = id
			f.Facts = append(f.Facts, x)
		}
		for _, text := range it.facets {
			fm := m.Clone()
			fm.ID, fm.Content, fm.ParentID, fm.IsFacet = "", text, id, true
			fid, err := sink.Insert(fm.Clone())
			if err != nil {
				return Fixture{}, fmt.Errorf("insert facet: %w", err)
			}
			fm.ID = fid
			f.Memories = append(f.Memories, fm)
			f.Labels = append(f.Labels, Label{ID: fid, Class: it.class})
		}
	}
	sort.SliceStable(f.Facts, func(a, b int) bool { return f.Facts[a].Group < f.Facts[b].Group })
	truth, err := DeriveTruth(f.Memories, f.Facts)
	if err != nil {
		return Fixture{}, err
	}
	f.Truth = truth
	return f, nil
}

// storeFields draws tier, energy and retrieval count for a role.
func (g *gen) storeFields(r role) (memory.Tier, float64, int) {
	round := func(x float64) float64 { return math.Round(x*1000) / 1000 }
	switch r {
	case roleOldVersion:
		rc := g.between(0, 2)
		if g.chance(0.75) {
			rc = g.between(3, 12)
		}
		return memory.TierLongTerm, round(g.uniform(0.6, 1.2)), rc
	case roleNewVersion:
		return memory.TierLongTerm, round(g.uniform(0.6, 1.2)), g.between(0, 2)
	case roleVerboseOld:
		return memory.TierLongTerm, round(g.uniform(1.1, 1.2)), g.between(6, 12)
	case roleVerboseNew:
		return memory.TierLongTerm, round(g.uniform(0.6, 0.7)), g.between(0, 1)
	case roleControl:
		return memory.TierLongTerm, round(g.uniform(0.6, 1.2)), g.between(0, 6)
	}
	if g.chance(0.85) {
		rc := 0
		if g.chance(0.2) {
			rc = g.between(1, 3)
		}
		return memory.TierShortTerm, round(g.uniform(0.05, 0.5)), rc
	}
	return memory.TierLongTerm, round(g.uniform(0.3, 0.8)), g.between(0, 4)
}
