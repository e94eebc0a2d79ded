package corpus

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"time"

	"l9/internal/textnum"
)

// Fixture 2 families. Every fact of a fixture 2 family carries its family in
// Fact.Family and a Form of the shape "<def>.<construction>.<template>", so
// the self-check and Count can tell constructions apart.
const (
	FamilyRole        = "role"            // an office is the key; its holder changes
	FamilySuperlative = "superlative"     // superlatives, ordinals and records held by one entity at a time
	FamilyTemporal    = "temporal"        // the value is a date: last/latest …, opens on, is scheduled for
	FamilyCount       = "count"           // a running count: has won N times, has sold N copies so far
	FamilyChangeNeg   = "change_negation" // negation path, the negation stated with a change verb
	FamilyFormat2     = "format_variant2" // format variants of one value (negative control)
	FamilyMembership  = "membership"      // set-valued memberships that look like roles (negative control)
	FamilyDiffSubject = "different_subject"
	FamilyStatic      = "static"
)

// Families lists the fixture 2 families.
func Families() []string {
	return []string{FamilyRole, FamilySuperlative, FamilyTemporal, FamilyCount, FamilyChangeNeg,
		FamilyFormat2, FamilyMembership, FamilyDiffSubject, FamilyStatic}
}

// chainFamily reports whether family f is a family of supersession chains.
func chainFamily(f string) bool {
	switch f {
	case FamilyRole, FamilySuperlative, FamilyTemporal, FamilyCount, FamilyChangeNeg:
		return true
	}
	return false
}

// Constructions with a meaning of their own.
const (
	// ConsHard marks a version phrased so that its value cannot be read off
	// by simple means (vague, elliptical, or stated through the old value),
	// though a human understands the new value.
	ConsHard = "hard"
	// ConsChangeVerb marks a negation stated with a change verb ("stopped
	// eating", "resigned from", "has ended").
	ConsChangeVerb = "change-verb"
)

// construction returns the construction of a fixture 2 form
// ("role.took-over.c0" → "took-over"), or "" for a fixture 1 form.
func construction(form string) string {
	parts := strings.Split(form, ".")
	if len(parts) != 3 {
		return ""
	}
	return parts[1]
}

// Spec2 sizes the families fixture 2 adds. Chain counts are chains per seed;
// HardIntervening of the value chains are three-version chains whose middle
// version is phrased so that its value cannot be extracted by simple means.
type Spec2 struct {
	RoleChains           int
	SuperlativeChains    int
	TemporalChains       int
	CountChains          int
	ChangeNegChains      int
	HardIntervening      int
	RewordedFraction     float64 // of the value chains, at least this fraction is reworded
	ControlsPerNewClass  int     // groups of membership, different_subject and static
	FormatVariantGroups  int     // extra format_variant groups with fixture 2's variants
	LiveChainFraction    float64
	MixedChainFrac       float64
	MaxVersionsPerChain  int
	FourVersionChainFrac float64
}

// DefaultSpec2 meets prereg/L9b.toml's [corpus] minimums with a margin.
func DefaultSpec2() Spec2 {
	return Spec2{
		RoleChains:           8,
		SuperlativeChains:    6,
		TemporalChains:       5,
		CountChains:          5,
		ChangeNegChains:      6,
		HardIntervening:      3,
		RewordedFraction:     0.5,
		ControlsPerNewClass:  12,
		FormatVariantGroups:  8,
		LiveChainFraction:    0.25,
		MixedChainFrac:       0.10,
		FourVersionChainFrac: 0.10,
	}
}

// form2 is one surface template of a fixture 2 family: its construction, an
// optional condition on the change (prev → v) and the text.
type form2 struct {
	cons, cond, text string
}

func f2(cons, text string) form2        { return form2{cons: cons, text: text} }
func f2c(cons, cond, text string) form2 { return form2{cons: cons, cond: cond, text: text} }

// famDef is one definition of a fixture 2 chain family: statements usable in
// any version (state), wordings that only announce a change (change),
// unextractable wordings of an intervening version (hard), and for the
// negation path the change-verb negations (neg) and re-assertions (again).
type famDef struct {
	family, name string
	state        []form2
	change       []form2
	hard         []form2
	neg          []form2
	again        []form2
	setup        func(g *gen) famCtx
	// monthly: values are months, so consecutive versions must be noted in
	// different months.
	monthly bool
}

// famCtx is one key of a fixture 2 chain and its value source.
type famCtx struct {
	subj ent
	attr string
	vars []string
	// value draws the value of version i, given the true times of versions
	// 0…i and the values so far (a negation chain repeats its value).
	value func(i int, ts []time.Time, used []val) val
	// delta formats the difference of two numeric values ({DELTA}).
	delta func(prev, v val) string
}

// condOK2 reports whether a form's condition holds for prev → v.
func condOK2(c string, prev *val, v val) bool {
	switch c {
	case "":
		return true
	case "later":
		return prev != nil && v.num > prev.num
	case "earlier":
		return prev != nil && v.num < prev.num
	case "inc1":
		return prev != nil && v.num == prev.num+1
	case "first":
		return prev == nil
	}
	return false
}

// fill2 renders a fixture 2 template.
func fill2(text string, ctx famCtx, v val, prev *val) string {
	old, delta := "", ""
	if prev != nil {
		old = prev.surface
		if ctx.delta != nil {
			delta = ctx.delta(*prev, v)
		}
	}
	n := int(v.num)
	words, ord := itoa(n), textnum.Ordinal(n)
	if n >= 0 && n < len(numberWords2) && float64(n) == v.num {
		words, ord = numberWords2[n], ordinalWords2[n]
	}
	pairs := []string{"{S's}", ctx.subj.Poss(), "{S}", ctx.subj.S(), "{N}", ctx.subj.name,
		"{V}", v.surface, "{Vw}", words, "{Vd}", v.canon, "{Vord}", ord, "{OLD}", old, "{DELTA}", delta}
	pairs = append(pairs, ctx.vars...)
	return strings.NewReplacer(pairs...).Replace(text)
}

// Entity makers of fixture 2.
func (g *gen) person2() ent {
	return g.fresh(func() ent { return mkEnt(g.pick(firstNames2)+" "+g.pick(surnames2), false, false) })
}
func (g *gen) place2() ent {
	return g.fresh(func() ent { return mkEnt(g.pick(places2), false, false) })
}
func (g *gen) placeThing2(kinds []string, article, plural bool) ent {
	return g.fresh(func() ent { return mkEnt(placeName(g.pick(places2), g.pick(kinds)), article, plural) })
}

// placeName names a thing of a place: "Saltcombe Marina", or a kind with a
// {P} slot: "Port of Saltcombe".
func placeName(place, kind string) string {
	if strings.Contains(kind, "{P}") {
		return strings.ReplaceAll(kind, "{P}", place)
	}
	return place + " " + kind
}

// building2 is a building named from stems2: "the Argent Tower", "Merrivale House".
func (g *gen) building2() ent {
	return g.fresh(func() ent {
		k := g.pick(buildingKinds2)
		return mkEnt(g.pick(stems2)+" "+k, !contains(bareBuildingKinds2, k), false)
	})
}
func (g *gen) company2() ent {
	return g.fresh(func() ent {
		k := g.pick(companyKinds2)
		return mkEnt(g.pick(stems2)+" "+k, false, strings.HasSuffix(k, "s"))
	})
}
func (g *gen) team2() ent {
	return g.fresh(func() ent {
		k := g.pick(teamKinds2)
		bare := contains(bareTeamKinds2, k)
		return mkEnt(g.pick(places2)+" "+k, !bare, !bare)
	})
}

func entVal(e ent) val { return val{surface: e.S(), canon: e.id} }

// freshVal draws a new entity value with mk for every version.
func freshVal(mk func() ent) func(int, []time.Time, []val) val {
	return func(int, []time.Time, []val) val { return entVal(mk()) }
}

// constVal gives every version the same value (negation chains).
func constVal(v val) func(int, []time.Time, []val) val {
	return func(int, []time.Time, []val) val { return v }
}

// Dates. A chain writes each version's date in one of the styles people use.
func (g *gen) dateSurface(d time.Time) string {
	switch x := g.r.Float64(); {
	case x < 0.45:
		return d.Format("2 January 2006")
	case x < 0.80:
		return d.Format("January 2, 2006")
	default:
		return d.Format("2006-01-02")
	}
}

func dateVal(d time.Time, surface string) val {
	return val{surface: surface, canon: d.Format("2006-01-02"), num: float64(d.Unix() / 86400)}
}

// pastDates: the date of the most recent event before each version's time:
// after the previous version was noted (the event the newer note reports
// happened since), on or before the version's own day.
func (g *gen) pastDates() func(int, []time.Time, []val) val {
	return func(i int, ts []time.Time, used []val) val {
		day0 := ts[i].Truncate(day)
		lo := day0.Add(-time.Duration(g.between(3, 80)) * day)
		if i > 0 {
			after := ts[i-1].Truncate(day).Add(day)
			if p := time.Unix(int64(used[i-1].num)*86400, 0).UTC().Add(day); p.After(after) {
				after = p
			}
			if lo.Before(after) {
				lo = after
			}
			if lo.After(day0) {
				g.fail("no date after %s up to %s", after.Format("2006-01-02"), day0.Format("2006-01-02"))
				lo = day0
			}
		}
		d := lo.Add(time.Duration(g.r.IntN(int(day0.Sub(lo)/day)+1)) * day)
		return dateVal(d, g.dateSurface(d))
	}
}

// futureDates: a date some weeks after each version's time, never one the
// chain already had. While the previous date is still ahead, the new one is
// a move of it (weeks earlier or later); once it has passed, the next date is
// a new one.
func (g *gen) futureDates() func(int, []time.Time, []val) val {
	return func(i int, ts []time.Time, used []val) val {
		day0 := ts[i].Truncate(day)
		for tries := 0; tries < 100; tries++ {
			d := day0.Add(time.Duration(g.between(10, 240)) * day)
			if len(used) > 0 {
				prev := time.Unix(int64(used[len(used)-1].num)*86400, 0).UTC()
				if prev.After(day0.Add(7 * day)) {
					d = prev.Add(time.Duration(g.between(-45, 90)) * day)
					if !d.After(day0.Add(3 * day)) {
						continue
					}
				}
			}
			v := dateVal(d, g.dateSurface(d))
			if !hasVal(used, v.canon) {
				return v
			}
		}
		g.fail("no fresh future date")
		return val{}
	}
}

// monthIndex numbers months: year*12 + month-1.
func monthIndex(t time.Time) int { return t.Year()*12 + int(t.Month()) - 1 }

// pastMonths: the month of the most recent event, after the previous
// version's month and not after the version's own month (the chain's times
// are drawn so that consecutive versions fall in different months).
func (g *gen) pastMonths() func(int, []time.Time, []val) val {
	return func(i int, ts []time.Time, used []val) val {
		hi := monthIndex(ts[i])
		lo := hi - g.between(1, 14)
		if i > 0 {
			after := max(monthIndex(ts[i-1]), int(used[i-1].num)) + 1
			lo = max(lo, after)
			if lo > hi {
				g.fail("no month after %d up to %d", after-1, hi)
				lo = hi
			}
		}
		m := lo + g.r.IntN(hi-lo+1)
		d := time.Date(m/12, time.Month(m%12+1), 1, 0, 0, 0, 0, time.UTC)
		return val{surface: d.Format("January 2006"), canon: d.Format("2006-01"), num: float64(m)}
	}
}

// Counts: a running count that only grows.
func (g *gen) smallCount(lo, hi, maxStep int, spell bool) func(int, []time.Time, []val) val {
	return func(i int, _ []time.Time, used []val) val {
		n := g.between(lo, hi)
		if len(used) > 0 {
			n = int(used[len(used)-1].num) + 1
			if g.chance(0.35) {
				n += g.r.IntN(maxStep)
			}
		}
		s := itoa(n)
		if spell && n < len(numberWords2) && g.chance(0.5) {
			s = numberWords2[n]
		}
		return val{surface: s, canon: itoa(n), num: float64(n)}
	}
}

func (g *gen) bigCount(lo, hi int) func(int, []time.Time, []val) val {
	return func(i int, _ []time.Time, used []val) val {
		n := g.between(lo/10, hi/10) * 10
		if len(used) > 0 {
			last := used[len(used)-1].num
			n = int(last*(1+g.uniform(0.05, 0.40))) / 10 * 10
			if float64(n) <= last {
				n = int(last) + 10
			}
		}
		return val{surface: commaInt(n), canon: itoa(n), num: float64(n)}
	}
}

// millions: copies sold, in tenths of a million.
func (g *gen) millions() func(int, []time.Time, []val) val {
	return func(i int, _ []time.Time, used []val) val {
		n := g.between(8, 40) // tenths
		if len(used) > 0 {
			n = int(used[len(used)-1].num/100000) + g.between(1, 9)
		}
		s := fmt.Sprintf("%d.%d million", n/10, n%10)
		if n%10 == 0 {
			s = fmt.Sprintf("%d million", n/10)
		}
		return val{surface: s, canon: itoa(n * 100000), num: float64(n * 100000)}
	}
}

func capFirst(s string) string { return capitalize(s) }

// roleDefs are the role-keyed chains: an office of an organisation whose
// holder changes.
func roleDefs() []*famDef {
	return []*famDef{{
		family: FamilyRole, name: "office",
		state: []form2{
			f2("copula-role-first", "The {T} of {S} is {V}"),
			f2("copula-role-first", "The current {T} of {S} is {V}"),
			f2("copula-holder-first", "{V} is the {T} of {S}"),
			f2("copula-holder-first", "{V} is {S's} {T}"),
			f2("possessive", "{S's} {T} is {V}"),
			f2("verb", "{V} {holds} {S}"),
			f2("serves-as", "{V} serves as {T} of {S}"),
			f2("note", "{Tcap} of {N}: {V}"),
		},
		change: []form2{
			f2("took-over", "{V} took over as {T} of {S}"),
			f2("took-over", "{V} has taken over from {OLD} as {T} of {S}"),
			f2("appointed", "{V} was {appointed} {T} of {S}"),
			f2("appointed", "{S} has {appointed} {V} as its new {T}"),
			f2("new-holder", "{S} has a new {T}, {V}"),
			f2("succeeded", "{V} succeeded {OLD} as {T} of {S}"),
			f2("copula-holder-first", "{V} is now the {T} of {S}"),
			f2("verb", "{V} {holdsNow} {S}"),
		},
		hard: []form2{
			f2(ConsHard, "{OLD} has stepped down at {S}, and {V} is doing the job now"),
			f2(ConsHard, "{S's} {T}? That's {V} these days"),
			f2(ConsHard, "Since the spring it has been {V}, not {OLD}, doing the {T}'s job at {S}"),
			f2(ConsHard, "{OLD} handed the {T}'s duties at {S} over to {V}"),
		},
		setup: func(g *gen) famCtx {
			o := offices2[g.r.IntN(len(offices2))]
			org := g.placeThing2(o.kinds, true, false)
			holds := g.pick(o.holds)
			holdsNow := "now " + holds // "now runs", but "is now in charge of"
			if rest, ok := strings.CutPrefix(holds, "is "); ok {
				holdsNow = "is now " + rest
			}
			return famCtx{subj: org, attr: "role " + o.title, value: freshVal(g.person2),
				vars: []string{"{Tcap}", capFirst(o.title), "{T}", o.title, "{holdsNow}", holdsNow, "{holds}", holds, "{appointed}", o.appointed}}
		},
	}}
}

// superlativeDefs: superlatives, ordinals and records, each held by one
// entity at a time.
func superlativeDefs() []*famDef {
	return []*famDef{
		{family: FamilySuperlative, name: "tallest",
			state: []form2{
				f2("copula-role-first", "The tallest building in {S} is {V}"),
				f2("copula-holder-first", "{V} is the tallest building in {S}"),
				f2("possessive", "{S's} tallest building is {V}"),
				f2("note", "Tallest building in {N}: {V}"),
				f2("verb", "{V} towers over everything else in {S}"),
			},
			change: []form2{
				f2("copula-holder-first", "{V} is now the tallest building in {S}"),
				f2("overtook", "{V} overtook {OLD} as the tallest building in {S}"),
				f2("became", "{V} became the tallest building in {S} when it was topped out"),
			},
			hard: []form2{
				f2(ConsHard, "Nothing in {S} stands taller than {V} now"),
				f2(ConsHard, "{V} has pushed {OLD} into second place on the {N} skyline"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.place2(), attr: "tallest building", value: freshVal(func() ent { return g.building2() })}
			},
		},
		{family: FamilySuperlative, name: "topseed",
			state: []form2{
				f2("copula-role-first", "The top seed at {S} is {V}"),
				f2("copula-holder-first", "{V} is the top seed at {S}"),
				f2("ordinal", "{V} is seeded first at {S}"),
				f2("ordinal", "{V} is the number one seed at {S}"),
				f2("note", "Top seed at {S}: {V}"),
			},
			change: []form2{
				f2("replaced", "{V} has replaced {OLD} as top seed at {S}"),
				f2("copula-holder-first", "{V} is now the top seed at {S}"),
				f2("moved-up", "{V} moved up to first seed at {S}"),
			},
			hard: []form2{
				f2(ConsHard, "Nobody at {S} is seeded above {V} this time"),
				f2(ConsHard, "{OLD} has dropped a place in the seedings at {S}, behind {V}"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.placeThing2(openKinds2, true, false), attr: "top seed", value: freshVal(g.person2)}
			},
		},
		{family: FamilySuperlative, name: "appearances",
			state: []form2{
				f2("passive-held", "The record for most appearances for {S} is held by {V}"),
				f2("holds", "{V} holds the record for most appearances for {S}"),
				f2("comparative", "{V} has played more games for {S} than anyone else"),
				f2("possessive", "{S's} record appearance maker is {V}"),
				f2("note", "Most appearances for {S}: {V}"),
			},
			change: []form2{
				f2("broke", "{V} broke the record for most appearances for {S}"),
				f2("holds", "{V} now holds the appearance record for {S}"),
				f2("passed", "{V} passed {OLD} to set a new appearance record for {S}"),
			},
			hard: []form2{
				f2(ConsHard, "No one has pulled on the {N} shirt more often than {V} now"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.team2(), attr: "appearance record", value: freshVal(g.person2)}
			},
		},
		{family: FamilySuperlative, name: "oldest",
			state: []form2{
				f2("copula-role-first", "The oldest resident of {S} is {V}"),
				f2("copula-holder-first", "{V} is the oldest resident of {S}"),
				f2("possessive", "{S's} oldest resident is {V}"),
				f2("note", "Oldest resident of {N}: {V}"),
				f2("comparative", "{V} is older than anyone else living in {S}"),
			},
			change: []form2{
				f2("copula-holder-first", "{V} is now the oldest resident of {S}"),
				f2("became", "{V} became {S's} oldest resident after the death of {OLD}"),
			},
			hard: []form2{
				f2(ConsHard, "No one in {S} has more birthdays behind them than {V} now"),
				f2(ConsHard, "With {OLD} gone, nobody in {S} is older than {V}"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.place2(), attr: "oldest resident", value: freshVal(g.person2)}
			},
		},
		{family: FamilySuperlative, name: "employer",
			state: []form2{
				f2("copula-role-first", "The largest employer in {S} is {V}"),
				f2("copula-holder-first", "{V} is the largest employer in {S}"),
				f2("copula-holder-first", "{V} is the biggest employer in {S}"),
				f2("comparative", "{V} employs more people than any other firm in {S}"),
				f2("note", "Largest employer in {N}: {V}"),
			},
			change: []form2{
				f2("overtook", "{V} has overtaken {OLD} as the largest employer in {S}"),
				f2("copula-holder-first", "{V} is now {S's} largest employer"),
			},
			hard: []form2{
				f2(ConsHard, "No firm in {S} has a bigger payroll than {V} now"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.place2(), attr: "largest employer", value: freshVal(g.company2)}
			},
		},
		{family: FamilySuperlative, name: "courserecord",
			state: []form2{
				f2("passive-held", "The course record for {S} is held by {V}"),
				f2("holds", "{V} holds the course record for {S}"),
				f2("superlative", "{V} has the fastest time ever recorded at {S}"),
				f2("note", "Course record for {S}: {V}"),
			},
			change: []form2{
				f2("broke", "{V} broke the course record at {S}"),
				f2("set", "{V} set a new course record at {S}"),
			},
			hard: []form2{
				f2(ConsHard, "No one has ever finished {S} quicker than {V}"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.placeThing2(raceKinds2, true, false), attr: "course record holder", value: freshVal(g.person2)}
			},
		},
		{family: FamilySuperlative, name: "leader",
			state: []form2{
				f2("copula-role-first", "The leaders of {S} are {V}"),
				f2("copula-holder-first", "{V} are top of {S}"),
				f2("ordinal", "{V} are first in {S}"),
				f2("note", "Top of {S}: {V}"),
				f2("verb", "{V} lead {S}"),
			},
			change: []form2{
				f2("went-top", "{V} went top of {S}"),
				f2("copula-holder-first", "{V} are now top of {S}"),
				f2("replaced", "{V} have replaced {OLD} at the top of {S}"),
			},
			hard: []form2{
				f2(ConsHard, "{OLD} have slipped to second in {S}, behind {V}"),
				f2(ConsHard, "Nobody in {S} has more points than {V} now"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.placeThing2(leagueKinds2, true, false), attr: "league leader", value: freshVal(g.team2)}
			},
		},
	}
}

// temporalDefs: the value is a date.
func temporalDefs() []*famDef {
	return []*famDef{
		{family: FamilyTemporal, name: "inspection",
			state: []form2{
				f2("copula-last", "The last inspection of {S} was on {V}"),
				f2("passive-last", "{S} was last inspected on {V}"),
				f2("note", "Most recent inspection of {S}: {V}"),
				f2("took-place", "The latest inspection of {S} took place on {V}"),
			},
			change: []form2{
				f2("again", "{S} was inspected again on {V}"),
				f2("carried-out", "A new inspection of {S} was carried out on {V}"),
			},
			hard: []form2{
				f2(ConsHard, "Inspectors were back on {S} on {V}"),
				f2(ConsHard, "The engineers went over {S} once more on {V}"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.fresh(func() ent { return mkEnt(g.pick(stems2)+" Road bridge", true, false) }),
					attr: "last inspection", value: g.pastDates()}
			},
		},
		{family: FamilyTemporal, name: "festival",
			state: []form2{
				f2("scheduled", "{S} is scheduled for {V}"),
				f2("takes-place", "{S} takes place on {V}"),
				f2("held", "{S} will be held on {V}"),
				f2("note", "Date of {S}: {V}"),
				f2("copula", "{S} is on {V}"),
			},
			change: []form2{
				f2("moved", "{S} has been moved to {V}"),
				f2c("postponed", "later", "{S} was postponed to {V}"),
				f2c("brought-forward", "earlier", "{S} was brought forward to {V}"),
				f2("new-date", "The new date for {S} is {V}"),
				f2("rescheduled", "{S} has been rescheduled for {V}"),
			},
			hard: []form2{
				f2(ConsHard, "{S} won't happen on {OLD} after all; {V} is the plan now"),
				f2(ConsHard, "Everyone was told to keep {OLD} free for {S}, but it's {V} now"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.placeThing2(festivalKinds2, true, false), attr: "date", value: g.futureDates()}
			},
		},
		{family: FamilyTemporal, name: "opening",
			state: []form2{
				f2("opens", "{S} opens on {V}"),
				f2("due", "{S} is due to open on {V}"),
				f2("will-open", "{S} will open on {V}"),
				f2("note", "Opening date for {S}: {V}"),
				f2("set-for", "The opening of {S} is set for {V}"),
			},
			change: []form2{
				f2c("pushed-back", "later", "The opening of {S} has been pushed back to {V}"),
				f2("will-open", "{S} will now open on {V}"),
				f2c("delayed", "later", "{S} has been delayed until {V}"),
				f2c("brought-forward", "earlier", "The opening of {S} was brought forward to {V}"),
			},
			hard: []form2{
				f2c(ConsHard, "later", "{S} won't make its {OLD} opening; the ribbon-cutting is now {V}"),
				f2c(ConsHard, "later", "No one will be using {S} before {V} now"),
				f2c(ConsHard, "earlier", "The builders finished early, so {S} gets its ribbon-cutting on {V} rather than {OLD}"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.fresh(func() ent { return mkEnt("new "+g.pick(places2)+" "+g.pick(facilityKinds2), true, false) }),
					attr: "opening date", value: g.futureDates()}
			},
		},
		{family: FamilyTemporal, name: "flood",
			state: []form2{
				f2("copula-last", "The last time {S} flooded was in {V}"),
				f2("verb-last", "{S} last flooded in {V}"),
				f2("note", "Last flood on {S}: {V}"),
				f2("copula-most-recent", "The most recent flood on {S} was in {V}"),
			},
			change: []form2{
				f2("again", "{S} flooded again in {V}"),
			},
			hard: []form2{
				f2(ConsHard, "{S} burst its banks once more in {V}"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.fresh(func() ent { return mkEnt("River "+g.pick(rivers2)+" at "+g.pick(places2), true, false) }),
					attr: "last flood", value: g.pastMonths()}
			},
			monthly: true,
		},
		{family: FamilyTemporal, name: "update",
			state: []form2{
				f2("came-out", "The latest update to {S} came out on {V}"),
				f2("passive-last", "{S} was last updated on {V}"),
				f2("note", "Last update of {S}: {V}"),
				f2("released", "The most recent {N} update was released on {V}"),
			},
			change: []form2{
				f2("new", "A new update to {S} came out on {V}"),
				f2("again", "{S} was updated again on {V}"),
			},
			hard: []form2{
				f2(ConsHard, "Another round of fixes for {S} went out on {V}"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.fresh(func() ent { return mkEnt(g.pick(stems2)+" app", true, false) }),
					attr: "last update", value: g.pastDates()}
			},
		},
	}
}

// countDefs: running counts.
func countDefs() []*famDef {
	commaDelta := func(p, v val) string { return commaInt(int(v.num - p.num)) }
	return []*famDef{
		{family: FamilyCount, name: "cupwins",
			state: []form2{
				f2("have-won", "{S} have won {C} {V} times"),
				f2("n-time", "{S} are {Vw}-time winners of {C}"),
				f2("titles", "{S} have {V} {Cn} titles to their name"),
				f2("note", "{Cn} wins for {S}: {Vd}"),
			},
			change: []form2{
				f2c("their-nth", "inc1", "{S} won {C} again, their {Vord} title"),
				f2("titles", "{S} now have {V} {Cn} titles"),
				f2("have-won", "{S} have now won {C} {V} times"),
			},
			hard: []form2{
				f2c(ConsHard, "inc1", "Another {Cn} for {S}, which makes {Vw}"),
			},
			setup: func(g *gen) famCtx {
				cup := mkEnt(g.pick(stems2)+" "+g.pick(trophyKinds2), true, false)
				return famCtx{subj: g.team2(), attr: "wins " + cup.id, value: g.smallCount(2, 9, 2, true),
					vars: []string{"{Cn}", cup.name, "{C}", cup.S()}}
			},
		},
		{family: FamilyCount, name: "copies",
			state: []form2{
				f2("has-sold", "{S} has sold {V} copies so far"),
				f2("sales-stand", "Sales of {S} stand at {V} copies"),
				f2("shifted", "{S} has shifted {V} copies"),
				f2("note", "Copies of {S} sold: {V}"),
			},
			change: []form2{
				f2("has-sold", "{S} has now sold {V} copies"),
				f2("climbed", "Sales of {S} have climbed to {V} copies"),
			},
			hard: []form2{
				f2(ConsHard, "Another {DELTA} copies of {S} went out the door, for {V} in all"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.fresh(func() ent { return mkEnt(g.pick(productTitles2), false, false) }),
					attr: "copies sold", value: g.millions(), delta: commaDelta}
			},
		},
		{family: FamilyCount, name: "marathons",
			state: []form2{
				f2("has-run", "{S} has run {V} marathons"),
				f2("completed", "{S} has completed {V} marathons so far"),
				f2("tally", "{S's} marathon tally stands at {V}"),
				f2("note", "Marathons run by {S}: {V}"),
			},
			change: []form2{
				f2("has-run", "{S} has now run {V} marathons"),
				f2("number-n", "{S} ran marathon number {V} in {P}"),
			},
			hard: []form2{
				f2c(ConsHard, "inc1", "{S} got through another marathon at the weekend, the {Vord} so far"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.person2(), attr: "marathons run", value: g.smallCount(3, 25, 3, false),
					vars: []string{"{P}", g.pick(places2)}}
			},
		},
		{family: FamilyCount, name: "petition",
			state: []form2{
				f2("has", "{S} has {V} signatures"),
				f2("people-signed", "{V} people have signed {S}"),
				f2("up-to", "{S} is up to {V} signatures"),
				f2("note", "Signatures on {S}: {V}"),
			},
			change: []form2{
				f2("has", "{S} now has {V} signatures"),
				f2("gathered", "{S} has now gathered {V} signatures"),
			},
			hard: []form2{
				f2(ConsHard, "Another {DELTA} people signed {S}, taking it to {V}"),
			},
			setup: func(g *gen) famCtx {
				thing := g.pick([]string{"lido", "bandstand", "pier", "cinema", "tide mill", "signal box"})
				return famCtx{subj: g.fresh(func() ent { return mkEnt("petition to save the "+g.pick(places2)+" "+thing, true, false) }),
					attr: "signatures", value: g.bigCount(300, 4000), delta: commaDelta}
			},
		},
		{family: FamilyCount, name: "countries",
			state: []form2{
				f2("been-to", "{S} has been to {V} countries"),
				f2("visited", "{S} has visited {V} countries"),
				f2("note", "Countries visited by {S}: {V}"),
			},
			change: []form2{
				f2("been-to", "{S} has now been to {V} countries"),
				f2("number-n", "{S} ticked off country number {V}"),
			},
			hard: []form2{
				f2c(ConsHard, "inc1", "{S} added one more country to the list, making {Vw}"),
			},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.person2(), attr: "countries visited", value: g.smallCount(8, 24, 3, false)}
			},
		},
	}
}

// changeNegDefs: the negation path, the negation stated with a change verb.
func changeNegDefs() []*famDef {
	person := func(attr string, v func(g *gen) val) func(g *gen) famCtx {
		return func(g *gen) famCtx {
			return famCtx{subj: g.person2(), attr: attr, value: constVal(v(g))}
		}
	}
	fixed := func(s string) func(g *gen) val { return func(*gen) val { return val{surface: s, canon: canon(s)} } }
	thing := func(kinds []string) func(g *gen) val {
		return func(g *gen) val { return entVal(g.placeThing2(kinds, true, false)) }
	}
	return []*famDef{
		{family: FamilyChangeNeg, name: "smoking",
			state: []form2{f2("verb", "{S} smokes"), f2("copula", "{S} is a smoker"), f2("verb-adv", "{S} smokes most evenings")},
			neg:   []form2{f2(ConsChangeVerb, "{S} quit smoking"), f2(ConsChangeVerb, "{S} gave up smoking"), f2(ConsChangeVerb, "{S} has stopped smoking")},
			again: []form2{f2("again", "{S} has started smoking again"), f2("again", "{S} took up smoking again")},
			setup: person("habit", fixed("smoking")),
		},
		{family: FamilyChangeNeg, name: "redmeat",
			state: []form2{f2("verb", "{S} eats red meat"), f2("verb-adv", "{S} has red meat most days")},
			neg:   []form2{f2(ConsChangeVerb, "{S} stopped eating red meat"), f2(ConsChangeVerb, "{S} cut out red meat"), f2(ConsChangeVerb, "{S} gave up red meat")},
			again: []form2{f2("again", "{S} eats red meat again"), f2("again", "{S} went back to eating red meat")},
			setup: person("eats", fixed("red meat")),
		},
		{family: FamilyChangeNeg, name: "gym",
			state: []form2{f2("has", "{S} has a membership at {V}"), f2("holds", "{S} holds a membership at {V}"), f2("member", "{S} is a paying member of {V}")},
			neg:   []form2{f2(ConsChangeVerb, "{S} cancelled the membership at {V}"), f2(ConsChangeVerb, "{S} let the membership at {V} lapse")},
			again: []form2{f2("again", "{S} renewed the membership at {V}"), f2("again", "{S} signed up at {V} again")},
			setup: person("gym membership", thing(gymKinds2)),
		},
		{family: FamilyChangeNeg, name: "choir",
			state: []form2{f2("sings-in", "{S} sings in {V}"), f2("member", "{S} is a member of {V}"), f2("sings-with", "{S} sings with {V}")},
			neg:   []form2{f2(ConsChangeVerb, "{S} left {V}"), f2(ConsChangeVerb, "{S} has quit {V}"), f2(ConsChangeVerb, "{S} dropped out of {V}")},
			again: []form2{f2("again", "{S} rejoined {V}"), f2("again", "{S} is back singing with {V}")},
			setup: person("member of", thing(choirKinds2)),
		},
		{family: FamilyChangeNeg, name: "council",
			state: []form2{f2("sits-on", "{S} sits on {V}"), f2("councillor", "{S} is a councillor on {V}"), f2("serves-on", "{S} serves on {V}")},
			neg:   []form2{f2(ConsChangeVerb, "{S} resigned from {V}"), f2(ConsChangeVerb, "{S} stood down from {V}")},
			again: []form2{f2("again", "{S} was re-elected to {V}"), f2("again", "{S} is back on {V}")},
			setup: person("seat on", thing(councilKinds2)),
		},
		{family: FamilyChangeNeg, name: "freeze",
			state: []form2{f2("has", "{S} has a hiring freeze in place"), f2("there-is", "There is a hiring freeze at {S}"), f2("under", "{S} is under a hiring freeze")},
			neg:   []form2{f2(ConsChangeVerb, "The hiring freeze at {S} has ended"), f2(ConsChangeVerb, "{S} lifted its hiring freeze"), f2(ConsChangeVerb, "{S} has ended its hiring freeze")},
			again: []form2{f2("again", "{S} has brought back its hiring freeze"), f2("again", "{S} is under a hiring freeze again")},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.company2(), attr: "hiring freeze", value: constVal(val{surface: "in effect", canon: "in effect"})}
			},
		},
		{family: FamilyChangeNeg, name: "roadclosure",
			state: []form2{f2("closed", "{S} is closed to traffic"), f2("shut", "{S} is shut to cars")},
			neg:   []form2{f2(ConsChangeVerb, "{S} has reopened"), f2(ConsChangeVerb, "{S} reopened to traffic")},
			again: []form2{f2("again", "{S} was closed again"), f2("again", "{S} has shut to traffic again")},
			setup: func(g *gen) famCtx {
				return famCtx{subj: g.fresh(func() ent { return mkEnt(g.pick(stems2)+" Lane in "+g.pick(places2), false, false) }),
					attr: "state", value: constVal(val{surface: "closed", canon: "closed"})}
			},
		},
		{family: FamilyChangeNeg, name: "subscription",
			state: []form2{f2("subscribes", "{S} subscribes to {V}"), f2("gets", "{S} gets {V} every month")},
			neg:   []form2{f2(ConsChangeVerb, "{S} unsubscribed from {V}"), f2(ConsChangeVerb, "{S} cancelled the subscription to {V}")},
			again: []form2{f2("again", "{S} resubscribed to {V}"), f2("again", "{S} is getting {V} again")},
			setup: person("subscribes to", func(g *gen) val {
				return entVal(g.fresh(func() ent { return mkEnt(g.pick(places2)+" "+g.pick(magazineKinds2), true, false) }))
			}),
		},
		{family: FamilyChangeNeg, name: "boat",
			state: []form2{f2("owns", "{S} owns a sailing boat called {V}"), f2("has", "{S} has a boat, {V}")},
			neg:   []form2{f2(ConsChangeVerb, "{S} sold {V}"), f2(ConsChangeVerb, "{S} got rid of {V}")},
			again: []form2{f2("again", "{S} bought {V} back")},
			setup: person("owns", func(g *gen) val {
				return entVal(g.fresh(func() ent {
					return mkEnt(g.pick(stems2)+" "+g.pick([]string{"Star", "Lady", "Wind", "Spray"}), true, false)
				}))
			}),
		},
	}
}

// famJob is one planned fixture 2 chain.
type famJob struct {
	def      *famDef
	k        int
	negation bool
	live     bool
	liveFrom int
	reword   bool // the second version uses another construction than the first
	hardAt   int  // index of the unextractable version, or -1
}

// plan2 lays out the families fixture 2 adds. It draws from its own PCG
// stream, so everything fixture 1 plans for a seed is planned identically.
func (g *gen) plan2() {
	saved := g.r
	g.r = rand.New(rand.NewPCG(g.seed, 0x4c39666978327632))
	defer func() { g.r = saved }()
	s := g.spec.V2
	var jobs []*famJob
	addJobs := func(defs []*famDef, n int, negation bool) {
		order := g.r.Perm(len(defs))
		for i := 0; i < n; i++ {
			d := defs[order[i%len(defs)]]
			if i%len(defs) == len(defs)-1 {
				order = g.r.Perm(len(defs))
			}
			k := 2
			switch x := g.r.Float64(); {
			case negation && x < 0.4:
				k = 3
			case !negation && x < s.FourVersionChainFrac:
				k = 4
			case !negation && x < 0.45:
				k = 3
			}
			jobs = append(jobs, &famJob{def: d, k: k, negation: negation, hardAt: -1})
		}
	}
	addJobs(roleDefs(), s.RoleChains, false)
	addJobs(superlativeDefs(), s.SuperlativeChains, false)
	addJobs(temporalDefs(), s.TemporalChains, false)
	addJobs(countDefs(), s.CountChains, false)
	addJobs(changeNegDefs(), s.ChangeNegChains, true)

	var value []int
	for i, j := range jobs {
		if !j.negation {
			value = append(value, i)
		}
	}
	// Unextractable intervening versions: three-version chains, spread over
	// the families in seeded order.
	perm := g.r.Perm(len(value))
	fams := map[string]int{}
	hard := 0
	for pass := 0; pass < 2 && hard < s.HardIntervening; pass++ {
		for _, p := range perm {
			j := jobs[value[p]]
			if hard >= s.HardIntervening || j.hardAt >= 0 || (pass == 0 && fams[j.def.family] > 0) {
				continue
			}
			j.k, j.hardAt, j.reword = 3, 1, true
			fams[j.def.family]++
			hard++
		}
	}
	if hard < s.HardIntervening {
		g.fail("only %d of %d unextractable intervening chains", hard, s.HardIntervening)
	}
	// Reworded chains: the rest of the quota, in seeded order.
	want := int(math.Ceil(s.RewordedFraction * float64(len(value))))
	for _, p := range g.r.Perm(len(value)) {
		if hard >= want {
			break
		}
		if j := jobs[value[p]]; !j.reword {
			j.reword = true
			hard++
		}
	}
	// Live-ingested and backfilled-then-live chains.
	n := len(jobs)
	live := int(math.Ceil(s.LiveChainFraction * float64(n)))
	for i, j := range g.r.Perm(n) {
		if i >= live {
			break
		}
		jobs[j].live = true
	}
	mixed := int(math.Ceil(s.MixedChainFrac * float64(n)))
	for _, j := range g.r.Perm(n) {
		if mixed == 0 {
			break
		}
		if jobs[j].live {
			continue
		}
		jobs[j].liveFrom = 1 + g.r.IntN(jobs[j].k-1)
		mixed--
	}
	for _, j := range jobs {
		g.renderFam(j)
	}
	for i := 0; i < s.ControlsPerNewClass; i++ {
		g.membership(i)
		g.differentSubject(i)
		g.static(i)
	}
	for i := 0; i < s.FormatVariantGroups; i++ {
		g.formatVariant2(i)
	}
}

// pickForm2 draws a form of list whose condition holds for prev → v and
// which ok accepts, preferring bodies not in avoid; -1 if none.
func (g *gen) pickForm2(list []form2, prev *val, v val, ok func(form2) bool, avoid []string) int {
	var idx, fresh []int
	for i, f := range list {
		if !condOK2(f.cond, prev, v) || (ok != nil && !ok(f)) {
			continue
		}
		idx = append(idx, i)
		if !contains(avoid, f.text) {
			fresh = append(fresh, i)
		}
	}
	if len(fresh) > 0 {
		idx = fresh
	}
	if len(idx) == 0 {
		return -1
	}
	return idx[g.r.IntN(len(idx))]
}

// renderFam plans the memories of one fixture 2 chain.
func (g *gen) renderFam(j *famJob) {
	d := j.def
	class := ClassChain
	if j.negation {
		class = ClassNegationChain
	}
	ctx := d.setup(g)
	g.claim(ctx.subj.id, ctx.attr)
	grp := g.group(class)
	var ts []time.Time
	for tries := 0; ; tries++ {
		ts = g.times(j.k, j.live)
		if j.liveFrom > 0 {
			ts = append(g.backfillTimes(j.liveFrom), g.liveTimes(j.k-j.liveFrom)...)
		}
		if !d.monthly || distinctMonths(ts) {
			break
		}
		if tries == 100 {
			g.fail("no times in distinct months for %s", d.name)
			break
		}
	}
	vals := make([]val, j.k)
	neg := make([]bool, j.k)
	for i := range vals {
		vals[i] = ctx.value(i, ts[:i+1], vals[:i])
		// An unextractable version's wording may fit only some changes
		// ("another marathon, the eighteenth" is a step of one): redraw.
		for tries := 0; i == j.hardAt && tries < 100 && g.pickForm2(d.hard, &vals[i-1], vals[i], nil, nil) < 0; tries++ {
			vals[i] = ctx.value(i, ts[:i+1], vals[:i])
		}
		if j.negation && i == 1 {
			neg[i] = true
		}
	}
	var cons []string
	var bodies []string
	for i := range vals {
		var prev *val
		if i > 0 {
			prev = &vals[i-1]
		}
		var list []form2
		var tag string
		var ok func(form2) bool
		switch {
		case i == j.hardAt:
			list, tag = d.hard, "h"
		case j.negation && neg[i]:
			list, tag = d.neg, "n"
		case j.negation && i > 0:
			list, tag = d.again, "a"
		case i == 0:
			list, tag = d.state, "s"
		default:
			// A newer version: a statement or a change announcement, in the
			// previous version's construction unless the chain is reworded.
			list, tag = append(append([]form2(nil), d.state...), d.change...), "x"
			last := cons[i-1]
			switch {
			case i == 1 && j.reword:
				ok = func(f form2) bool { return f.cons != last }
			case j.reword:
			case last == ConsHard:
			default:
				first := cons[0]
				ok = func(f form2) bool { return f.cons == first }
			}
		}
		fi := g.pickForm2(list, prev, vals[i], ok, bodies)
		if fi < 0 && ok != nil && !(i == 1 && j.reword) {
			fi = g.pickForm2(list, prev, vals[i], nil, bodies) // no same-construction wording fits the change
		}
		if fi < 0 {
			g.fail("no %s form for version %d of %s (cond %v)", tag, i, d.name, prev)
			return
		}
		f := list[fi]
		if tag == "x" {
			if fi < len(d.state) {
				tag = "s"
			} else {
				tag, fi = "c", fi-len(d.state)
			}
		}
		cons = append(cons, f.cons)
		bodies = append(bodies, f.text)
		clause := fill2(f.text, ctx, vals[i], prev)
		expired := false
		for k := i + 1; k < j.k; k++ {
			if excludes(Fact{Value: vals[i].canon, Negated: neg[i]}, Fact{Value: vals[k].canon, Negated: neg[k]}) != "" {
				expired = true
			}
		}
		it := &item{class: class, live: j.live || (j.liveFrom > 0 && i >= j.liveFrom), t: ts[i], role: roleNewVersion}
		if expired {
			it.role = roleOldVersion
		}
		it.facts = []Fact{{Group: grp, Subject: ctx.subj.id, Attribute: ctx.attr, Value: vals[i].canon, Negated: neg[i],
			Form: d.name + "." + f.cons + "." + tag + itoa(fi), Family: d.family}}
		it.content = finish(clause)
		if isNote(it.content) && g.chance(0.25) {
			it.content = "- " + it.content
		}
		g.add(it)
	}
}

// distinctMonths reports whether consecutive times fall in different months.
func distinctMonths(ts []time.Time) bool {
	for i := 1; i < len(ts); i++ {
		if monthIndex(ts[i]) == monthIndex(ts[i-1]) {
			return false
		}
	}
	return true
}

// emit2 plans the entries of one fixture 2 control group, tagging every fact
// with its family.
func (g *gen) emit2(class, family string, es []entry) {
	live := g.controlLive()
	for i := range es {
		for k := range es[i].facts {
			es[i].facts[k].Family = family
		}
	}
	g.emit(class, live, g.times(len(es), live), roleControl, es...)
}

// membership: memberships that look like roles but hold several people at
// once ("Ana is on the board", "Raj is on the board").
func (g *gen) membership(i int) {
	type shape struct {
		attr  string
		org   func() ent
		forms []string
	}
	shapes := []shape{
		{"board member", func() ent {
			return g.placeThing2(lines(`Heritage Trust|Housing Association|Building Society|Arts Centre`), true, false)
		},
			[]string{"%s is on the board of %s", "%s sits on the board of %s", "%s joined the board of %s", "%s is a board member at %s"}},
		{"trustee", func() ent {
			return g.placeThing2(lines(`Heritage Trust|Botanic Garden|Maritime Museum|Observatory`), true, false)
		},
			[]string{"%s is a trustee of %s", "%s became a trustee of %s", "%s serves as a trustee of %s"}},
		{"committee member", func() ent { return g.placeThing2(committeeKinds2, true, false) },
			[]string{"%s serves on %s", "%s is on %s", "%s was co-opted onto %s", "%s has a seat on %s"}},
		{"crew member", func() ent {
			return g.fresh(func() ent { return mkEnt(g.pick(places2)+" lifeboat crew", true, false) })
		},
			[]string{"%s is in %s", "%s volunteers with %s", "%s joined %s"}},
		{"councillor", func() ent { return g.placeThing2(councilKinds2, true, false) },
			[]string{"%s is a councillor on %s", "%s sits on %s", "%s was elected to %s"}},
		{"director", g.company2,
			[]string{"%s is one of the directors of %s", "%s is a director of %s", "%s was appointed a director of %s"}},
	}
	sh := shapes[i%len(shapes)]
	org := sh.org()
	k := 2 + g.r.IntN(2)
	fs := g.pickN(sh.forms, min(k, len(sh.forms)))
	var es []entry
	for x := 0; x < k; x++ {
		p := g.person2()
		f := fs[x%len(fs)]
		es = append(es, entry{text: fmt.Sprintf(f, p.name, org.S()),
			facts: []Fact{fact(org, sh.attr, "", p.id, false, true, "membership."+formSlug(f)+".m"+itoa(x))}})
	}
	g.emit2(ClassMembership, FamilyMembership, es)
}

// formSlug names a "%s … %s" form by its words.
func formSlug(f string) string {
	var ws []string
	for _, w := range strings.Fields(f) {
		if w != "%s" {
			ws = append(ws, strings.ToLower(strings.Trim(w, ",.")))
		}
	}
	return strings.Join(ws, "-")
}

// differentSubject: two subjects that share a frame (and often all but one
// word of their name) each state their own value.
func (g *gen) differentSubject(i int) {
	var es []entry
	two := func(mk func() ent) (ent, ent) { return mk(), mk() }
	one := func(form string, subj ent, attr string, v val, negated bool) entry {
		return entry{text: fill2(form, famCtx{subj: subj}, v, nil),
			facts: []Fact{fact(subj, attr, "", v.canon, negated, false, "different_subject."+formSlug(strings.NewReplacer("{S}", "%s", "{V}", "%s", "{S's}", "%s").Replace(form)))}}
	}
	switch i % 6 {
	case 0: // one office of two organisations whose names differ in one word
		o := offices2[g.r.IntN(len(offices2))]
		ks := g.pickN(o.kinds, min(2, len(o.kinds)))
		var place string
		a := g.fresh(func() ent { place = g.pick(places2); return mkEnt(placeName(place, ks[0]), true, false) })
		samePlace := len(ks) > 1 && g.chance(0.5)
		b := g.fresh(func() ent {
			if samePlace {
				samePlace = false // once: if taken, another place
				return mkEnt(placeName(place, ks[1]), true, false)
			}
			return mkEnt(placeName(g.pick(places2), ks[0]), true, false)
		})
		form := g.pick([]string{"The " + o.title + " of {S} is {V}", "{V} is the " + o.title + " of {S}", "{V} took over as " + o.title + " of {S}"})
		es = []entry{one(form, a, "role "+o.title, entVal(g.person2()), false), one(form, b, "role "+o.title, entVal(g.person2()), false)}
	case 1: // one superlative of two towns
		a, b := two(g.place2)
		form := g.pick([]string{"The tallest building in {S} is {V}", "{V} is now the tallest building in {S}", "{S's} tallest building is {V}"})
		es = []entry{
			one(form, a, "tallest building", entVal(g.building2()), false),
			one(form, b, "tallest building", entVal(g.building2()), false),
		}
	case 2: // one trophy, two teams
		cup := mkEnt(g.pick(stems2)+" "+g.pick(trophyKinds2), true, false)
		a, b := two(g.team2)
		n := g.between(2, 8)
		m := n + 1 + g.r.IntN(3)
		form := "{S} have won " + cup.S() + " {V} times"
		es = []entry{
			one(form, a, "wins "+cup.id, val{surface: itoa(n), canon: itoa(n)}, false),
			one(form, b, "wins "+cup.id, val{surface: itoa(m), canon: itoa(m)}, false),
		}
	case 3: // the last inspection of two bridges
		bridge := func() ent { return mkEnt(g.pick(stems2)+" Road bridge", true, false) }
		a, b := g.fresh(bridge), g.fresh(bridge)
		ts := g.backfillTimes(2)
		da, db := ts[0].Add(-time.Duration(g.between(5, 60))*day).Truncate(day), ts[1].Add(-time.Duration(g.between(5, 60))*day).Truncate(day)
		form := g.pick([]string{"The last inspection of {S} was on {V}", "{S} was last inspected on {V}"})
		es = []entry{
			one(form, a, "last inspection", dateVal(da, g.dateSurface(da)), false),
			one(form, b, "last inspection", dateVal(db, g.dateSurface(db)), false),
		}
	case 4: // one choir: one person sings in it, another left it
		ch := entVal(g.placeThing2(choirKinds2, true, false))
		a, b := two(g.person2)
		es = []entry{
			one(g.pick([]string{"{S} sings in {V}", "{S} is a member of {V}"}), a, "member of", ch, false),
			one(g.pick([]string{"{S} left {V}", "{S} dropped out of {V}"}), b, "member of", ch, true),
		}
	default: // one running count of two people
		a, b := two(g.person2)
		n := g.between(4, 20)
		form := g.pick([]string{"{S} has run {V} marathons", "{S} has now run {V} marathons"})
		m := n + 1 + g.r.IntN(4)
		es = []entry{
			one(form, a, "marathons run", val{surface: itoa(n), canon: itoa(n)}, false),
			one(form, b, "marathons run", val{surface: itoa(m), canon: itoa(m)}, false),
		}
	}
	g.emit2(ClassDifferentSubject, FamilyDiffSubject, es)
}

// static: a fact that never changes, restated with a synonymous verb.
func (g *gen) static(i int) {
	year := func() string { return itoa(g.between(1850, 2015)) }
	var subj ent
	var attr, value string
	var forms []string
	switch i % 8 {
	case 0:
		subj, attr, value = g.placeThing2(lines(`Civic Society|Historical Society|Heritage Trust|Camera Club|Croquet Club`), true, false), "founded", year()
		forms = []string{"{S} was founded in {V}", "{S} was established in {V}", "{S} was set up in {V}", "{S} dates back to {V}"}
	case 1:
		subj, attr, value = g.building2(), "built", year()
		forms = []string{"{S} was built in {V}", "{S} was constructed in {V}", "{S} went up in {V}"}
	case 2:
		subj, attr, value = g.person2(), "birthplace", g.pick(places2)
		forms = []string{"{S} was born in {V}", "{S} is a native of {V}", "{S} hails from {V}"}
	case 3:
		subj, attr, value = g.fresh(func() ent { return mkEnt(g.pick(bookTitles2), false, false) }), "author", g.person2().name
		forms = []string{"{S} was written by {V}", "{V} is the author of {S}", "{V} wrote {S}"}
	case 4:
		subj, attr, value = g.building2(), "architect", g.person2().name
		forms = []string{"{S} was designed by {V}", "{V} is the architect of {S}", "The architect of {S} was {V}"}
	case 5:
		subj, attr, value = g.fresh(func() ent { return mkEnt("RV "+g.pick(stems2), true, false) }), "launched", year()
		forms = []string{"{S} was launched in {V}", "{S} first took to the water in {V}", "{S} went down the slipway in {V}"}
	case 6:
		subj, attr, value = g.building2(), "named after", g.person2().name
		forms = []string{"{S} is named after {V}", "{S} takes its name from {V}", "{S} was named in honour of {V}"}
	default:
		subj, attr, value = g.fresh(func() ent { return mkEnt(g.pick(stems2)+" Crag", false, false) }), "first ascent by", g.person2().name
		forms = []string{"{S} was first climbed by {V}", "{V} made the first ascent of {S}", "The first ascent of {S} was made by {V}"}
	}
	k := 2 + g.r.IntN(2)
	fs := g.pickN(forms, min(k, len(forms)))
	v := val{surface: value, canon: canon(value)}
	var es []entry
	for x, f := range fs {
		es = append(es, entry{text: fill2(f, famCtx{subj: subj}, v, nil),
			facts: []Fact{fact(subj, attr, "", v.canon, false, false, "static."+formSlug(strings.NewReplacer("{S}", "%s", "{V}", "%s").Replace(f))+".f"+itoa(x))}})
	}
	g.emit2(ClassStatic, FamilyStatic, es)
}

// formatVariant2: one value written in two formats (ordinals, Unicode minus
// and dashes, abbreviations, spelled-out numbers, date orders, units).
func (g *gen) formatVariant2(i int) {
	var es []entry
	pair := func(subj ent, attr, value string, a, b [2]string) {
		es = []entry{
			{text: a[1], facts: []Fact{fact(subj, attr, "", value, false, false, "format_variant2."+a[0])}},
			{text: b[1], facts: []Fact{fact(subj, attr, "", value, false, false, "format_variant2."+b[0])}},
		}
	}
	choose := func(forms [][2]string) ([2]string, [2]string) {
		p := g.r.Perm(len(forms))
		return forms[p[0]], forms[p[1]]
	}
	switch i % 8 {
	case 0: // ordinal digits vs words
		p := g.person2()
		race := mkEnt(g.pick(places2)+" "+g.pick(raceKinds2), true, false)
		n := g.between(2, 9)
		a, b := choose([][2]string{
			{"ordinal-digits", fmt.Sprintf("%s finished %s in %s", p.name, textnum.Ordinal(n), race.S())},
			{"ordinal-words", fmt.Sprintf("%s finished %s in %s", p.name, ordinalWords2[n], race.S())},
			{"came-words", fmt.Sprintf("%s came %s in %s", p.name, ordinalWords2[n], race.S())},
		})
		pair(p, "placing in "+race.id, itoa(n), a, b)
	case 1: // Unicode minus vs hyphen-minus vs the word
		s := g.fresh(func() ent {
			return mkEnt("cold store at the "+g.pick(places2)+" "+g.pick(stationKinds2), true, false)
		})
		n := 10 + 5*g.r.IntN(5)
		a, b := choose([][2]string{
			{"unicode-minus", fmt.Sprintf("%s is kept at −%d °C", capitalize(s.S()), n)},
			{"hyphen-minus", fmt.Sprintf("%s is kept at -%d °C", capitalize(s.S()), n)},
			{"word-minus", fmt.Sprintf("%s is kept at minus %d degrees Celsius", capitalize(s.S()), n)},
		})
		pair(s, "temperature", fmt.Sprintf("-%d °c", n), a, b)
	case 2: // en dash vs hyphen in a score
		cup := g.fresh(func() ent { return mkEnt(g.pick(stems2)+" "+g.pick(trophyKinds2)+" final", true, false) })
		w := g.team2()
		x, y := g.between(1, 5), g.between(0, 3)
		if y >= x {
			y = x - 1
		}
		a, b := choose([][2]string{
			{"en-dash", fmt.Sprintf("%s won %s %d–%d", w.S(), cup.S(), x, y)},
			{"hyphen", fmt.Sprintf("%s won %s %d-%d", w.S(), cup.S(), x, y)},
			{"spaced-en-dash", fmt.Sprintf("%s won %s %d – %d", w.S(), cup.S(), x, y)},
		})
		pair(cup, "score", fmt.Sprintf("%d-%d", x, y), a, b)
	case 3: // abbreviation vs expansion of the title
		c := g.company2()
		t := titleAbbrevs2[g.r.IntN(len(titleAbbrevs2))]
		p := g.person2()
		a, b := choose([][2]string{
			{"abbrev", fmt.Sprintf("The %s at %s is %s", t[0], c.name, p.name)},
			{"expanded", fmt.Sprintf("The %s at %s is %s", t[1], c.name, p.name)},
			{"abbrev-holder-first", fmt.Sprintf("%s is the %s at %s", p.name, t[0], c.name)},
			{"expanded-holder-first", fmt.Sprintf("%s is the %s at %s", p.name, t[1], c.name)},
		})
		if strings.Contains(a[0], "abbrev") == strings.Contains(b[0], "abbrev") { // one of each
			if strings.Contains(a[0], "abbrev") {
				b = [2]string{"expanded", fmt.Sprintf("The %s at %s is %s", t[1], c.name, p.name)}
			} else {
				b = [2]string{"abbrev", fmt.Sprintf("The %s at %s is %s", t[0], c.name, p.name)}
			}
		}
		pair(c, "role "+t[1], p.id, a, b)
	case 4: // spelled-out vs digit numbers
		n := g.between(3, 19)
		if g.chance(0.5) {
			s := g.placeThing2(lines(`Building Society|Credit Union|Housing Association`), true, false)
			a, b := choose([][2]string{
				{"digits", fmt.Sprintf("%s has %d branches", capitalize(s.S()), n)},
				{"words", fmt.Sprintf("%s has %s branches", capitalize(s.S()), numberWords2[n])},
			})
			pair(s, "branches", itoa(n), a, b)
		} else {
			s := g.fresh(func() ent { return mkEnt(g.pick(places2)+" tram line", true, false) })
			a, b := choose([][2]string{
				{"digits", fmt.Sprintf("%s has %d stops", capitalize(s.S()), n)},
				{"words", fmt.Sprintf("%s has %s stops", capitalize(s.S()), numberWords2[n])},
				{"words-there", fmt.Sprintf("There are %s stops on %s", numberWords2[n], s.S())},
			})
			pair(s, "stops", itoa(n), a, b)
		}
	case 5: // one date in different orders
		s := g.fresh(func() ent { return mkEnt(g.pick(stems2)+" memorial", true, false) })
		d := time.Date(2000+g.r.IntN(25), time.Month(1+g.r.IntN(12)), 13+g.r.IntN(16), 0, 0, 0, 0, time.UTC)
		a, b := choose([][2]string{
			{"dmy-slash", fmt.Sprintf("%s was unveiled on %s", capitalize(s.S()), d.Format("02/01/2006"))},
			{"iso", fmt.Sprintf("%s was unveiled on %s", capitalize(s.S()), d.Format("2006-01-02"))},
			{"mdy-words", fmt.Sprintf("%s was unveiled on %s", capitalize(s.S()), d.Format("January 2, 2006"))},
			{"dmy-words", fmt.Sprintf("%s was unveiled on %s", capitalize(s.S()), d.Format("2 January 2006"))},
		})
		pair(s, "unveiled", d.Format("2006-01-02"), a, b)
	case 6: // a unit abbreviation vs the words
		s := g.fresh(func() ent { return mkEnt(g.pick(places2)+" market hall", true, false) })
		n := g.between(4, 30) * 1000
		a, b := choose([][2]string{
			{"sq-ft", fmt.Sprintf("%s covers %s sq ft", capitalize(s.S()), commaInt(n))},
			{"square-feet", fmt.Sprintf("%s covers %s square feet", capitalize(s.S()), commaInt(n))},
			{"ft2", fmt.Sprintf("%s covers %s ft²", capitalize(s.S()), commaInt(n))},
		})
		pair(s, "area", itoa(n)+" sq ft", a, b)
	default: // a time of day in 24-hour and 12-hour clock
		s := g.fresh(func() ent { return mkEnt("last ferry from "+g.pick(places2), true, false) })
		h, m := g.between(17, 22), 15*g.r.IntN(4)
		a, b := choose([][2]string{
			{"24h", fmt.Sprintf("%s leaves at %02d:%02d", capitalize(s.S()), h, m)},
			{"12h", fmt.Sprintf("%s leaves at %d:%02d pm", capitalize(s.S()), h-12, m)},
			{"12h-dot", fmt.Sprintf("%s leaves at %d.%02dpm", capitalize(s.S()), h-12, m)},
		})
		pair(s, "departs", fmt.Sprintf("%02d:%02d", h, m), a, b)
	}
	if g.chance(0.5) {
		es[0], es[1] = es[1], es[0]
	}
	g.emit2(ClassFormatVariant, FamilyFormat2, es)
}
