package corpus

import (
	"fmt"
	"strings"
)

// chainCtx is one key of a chain: its subject, attribute id, extra template
// variables, and a value source that draws a value not among used.
type chainCtx struct {
	subj  ent
	attr  string
	scope string
	vars  []string
	next  func(used []val) val
}

// attrDef is an attribute class: surface forms for a statement (forms), forms
// that announce a change and only appear on newer versions (change), negated
// forms (neg) and re-assertions after a negation (again), and long
// assistant-style notes that differ only in the value (verbose).
type attrDef struct {
	name    string
	forms   []tmpl
	change  []tmpl
	neg     []tmpl
	again   []tmpl
	verbose []tmpl
	still   []tmpl // restatements of an unchanged value ("still lives in")
	setup   func(g *gen) chainCtx
}

func (d *attrDef) surfaceForms() int { return len(d.forms) + len(d.change) }

func hasVal(used []val, canon string) bool {
	for _, u := range used {
		if u.canon == canon {
			return true
		}
	}
	return false
}

// poolNext draws from pool a value whose canonical form is not used yet.
func poolNext(g *gen, pool []string) func([]val) val {
	return func(used []val) val {
		for i := 0; i < 200; i++ {
			s := g.pick(pool)
			if !hasVal(used, canon(s)) {
				return val{surface: s, canon: canon(s)}
			}
		}
		g.fail("value pool exhausted")
		return val{surface: pool[0], canon: canon(pool[0])}
	}
}

func commaInt(n int) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// numNext draws numbers that drift by 1–8% from the last one.
func numNext(g *gen, lo, hi, step int, format func(int) string) func([]val) val {
	return func(used []val) val {
		for i := 0; i < 200; i++ {
			var n int
			if len(used) == 0 {
				n = g.between(lo/step, hi/step) * step
			} else {
				last := used[len(used)-1].num
				f := g.uniform(0.01, 0.08)
				if g.chance(0.5) {
					f = -f
				}
				n = int(last*(1+f)) / step * step
			}
			c := fmt.Sprint(n)
			if n > 0 && !hasVal(used, c) {
				return val{surface: format(n), canon: c, num: float64(n)}
			}
		}
		g.fail("number pool exhausted")
		return val{}
	}
}

func personNext(g *gen) func([]val) val {
	return func([]val) val {
		p := g.person()
		return val{surface: p.name, canon: p.id}
	}
}

func companyNext(g *gen) func([]val) val {
	return func([]val) val {
		c := g.company()
		return val{surface: c.name, canon: c.id}
	}
}

// clockTimes are meeting times; each chain writes them in one style.
var clockTimes = []int{8*60 + 30, 8*60 + 45, 9 * 60, 9*60 + 15, 9*60 + 30, 9*60 + 45, 10 * 60, 10*60 + 15, 10*60 + 30, 11 * 60, 13*60 + 30, 14 * 60, 15*60 + 30, 16 * 60}

func clockNext(g *gen) func([]val) val {
	style := g.r.IntN(3)
	return func(used []val) val {
		for i := 0; i < 200; i++ {
			m := clockTimes[g.r.IntN(len(clockTimes))]
			c := fmt.Sprintf("%02d:%02d", m/60, m%60)
			if hasVal(used, c) {
				continue
			}
			var s string
			switch style {
			case 0:
				s = c
			case 1:
				h := m / 60
				suf := "am"
				if h >= 12 {
					suf = "pm"
				}
				if h > 12 {
					h -= 12
				}
				s = fmt.Sprintf("%d:%02d %s", h, m%60, suf)
			default:
				s = fmt.Sprintf("%d:%02d", m/60, m%60)
			}
			return val{surface: s, canon: c, num: float64(m)}
		}
		g.fail("time pool exhausted")
		return val{}
	}
}

func roomNext(g *gen) func([]val) val {
	style := g.r.IntN(3)
	return func(used []val) val {
		for i := 0; i < 200; i++ {
			var s string
			switch style {
			case 0:
				s = fmt.Sprintf("%c%d", "ABCDEF"[g.r.IntN(6)], g.between(101, 499))
			case 1:
				s = fmt.Sprintf("%d.%02d", g.between(1, 6), g.between(1, 40))
			default:
				s = fmt.Sprintf("%d%c", g.between(2, 9), "ABCDEFGH"[g.r.IntN(8)])
			}
			if !hasVal(used, canon(s)) {
				return val{surface: s, canon: canon(s)}
			}
		}
		g.fail("room pool exhausted")
		return val{}
	}
}

// sysNext draws software for a component. Values carry their position in
// the component's list (ascending versions within a product), so a chain
// mostly upgrades; sameProduct keeps the product and changes only the version
// (a one-token difference).
func sysNext(g *gen, comp component, sameProduct bool) func([]val) val {
	mk := func(i int) val {
		return val{surface: comp.values[i], canon: canon(comp.values[i]), num: float64(i)}
	}
	return func(used []val) val {
		if len(used) > 0 && g.chance(0.7) {
			last := used[len(used)-1]
			var up []int
			for i, v := range comp.values {
				if product(v) == product(last.surface) && float64(i) > last.num && !hasVal(used, canon(v)) {
					up = append(up, i)
				}
			}
			if len(up) > 0 {
				return mk(up[0]) // the next version up
			}
		}
		for i := 0; i < 200; i++ {
			j := g.r.IntN(len(comp.values))
			if sameProduct && len(used) > 0 && product(comp.values[j]) != product(used[0].surface) {
				continue
			}
			if !hasVal(used, canon(comp.values[j])) {
				return mk(j)
			}
		}
		g.fail("software pool exhausted")
		return val{}
	}
}

// product is the first word of a software value ("Postgres" of "Postgres 14").
func product(s string) string {
	p, _, _ := strings.Cut(s, " ")
	return p
}

var stateSets = [][]string{{"up", "down", "degraded"}, {"online", "offline"}}

// roleTitles maps a title to the kind of entity that has one.
var roleTitles = []struct {
	title string
	mk    func(g *gen) ent
}{
	{"mayor", func(g *gen) ent { return g.town() }},
	{"head coach", func(g *gen) ent { return g.townThing(teamMascots, true, true) }},
	{"CEO", func(g *gen) ent { return g.company() }},
	{"chair", func(g *gen) ent { return g.townThing(clubKinds, true, false) }},
	{"principal", func(g *gen) ent { return g.townThing(schoolKinds, false, false) }},
	{"conductor", func(g *gen) ent { return g.townThing(orchestraKinds, true, false) }},
	{"editor", func(g *gen) ent {
		return g.townThing([]string{"Herald", "Gazette", "Courier", "Chronicle", "Echo", "Observer"}, true, false)
	}},
}

// valueAttrs are the value-path attribute classes. Every class has at least
// six surface forms (forms + change).
func valueAttrs() []*attrDef {
	return []*attrDef{
		{
			name: "residence",
			forms: []tmpl{"{S} lives in {V}", "{S} is based in {V}", "{S's} home is in {V}", "{S} currently lives in {V}",
				"{S} calls {V} home", "User mentioned that {S} lives in {V}", "Home city for {S}: {V}"},
			change:  []tmpl{"{S} moved to {V}", "{S} has relocated to {V}", "{S} moved to {V} last spring", "{S} now lives in {V}"},
			neg:     []tmpl{"{S} no longer lives in {V}", "{S} doesn't live in {V} anymore", "{S} is not living in {V} any more"},
			again:   []tmpl{"{S} lives in {V} again", "{S} moved back to {V}"},
			still:   []tmpl{"{S} still lives in {V}", "{S} is still based in {V}"},
			verbose: []tmpl{"Note to self from our last call: {S} currently lives in {V}, so any in-person meetings should be planned around that city and its train connections."},
			setup: func(g *gen) chainCtx {
				return chainCtx{subj: g.person(), attr: "residence", next: func(used []val) val {
					for i := 0; i < 200; i++ {
						v := g.city(false)
						if !hasVal(used, v.canon) {
							return v
						}
					}
					return g.city(true)
				}}
			},
		},
		{
			name: "employer",
			forms: []tmpl{"{S} works at {V}", "{S} works for {V}", "{S} is employed by {V}", "{S's} employer is {V}",
				"{S} is on staff at {V}", "Per HR records, {S} works at {V}", "Employer of {S}: {V}"},
			change: []tmpl{"{S} joined {V}", "{S} started a new job at {V}", "{S} took a job at {V}", "{S} now works for {V}"},
			neg:    []tmpl{"{S} no longer works at {V}", "{S} doesn't work for {V} anymore", "{S} is not employed by {V} any longer"},
			again:  []tmpl{"{S} is back at {V}", "{S} rejoined {V}"},
			still:  []tmpl{"{S} still works at {V}", "{S} is still employed by {V}"},
			setup: func(g *gen) chainCtx {
				return chainCtx{subj: g.person(), attr: "employer", next: companyNext(g)}
			},
		},
		{
			name: "occupation",
			forms: []tmpl{"{S} is {aV}", "{S} works as {aV}", "{S's} job title is {V}", "{S} is employed as {aV}",
				"Occupation of {S}: {V}", "{S} earns a living as {aV}"},
			change: []tmpl{"{S} became {aV}", "{S} is now {aV}", "{S} retrained as {aV}"},
			still:  []tmpl{"{S} is still {aV}", "{S} still works as {aV}"},
			setup: func(g *gen) chainCtx {
				return chainCtx{subj: g.person(), attr: "occupation", next: poolNext(g, jobTitles)}
			},
		},
		{
			name: "car",
			forms: []tmpl{"{S} drives {aV}", "{S's} car is {aV}", "The car {S} drives is {aV}", "{S} gets around in {aV}",
				"{S's} daily driver is {aV}", "Car ({S}): {V}"},
			change: []tmpl{"{S} switched to {aV}", "{S} now drives {aV}", "{S} traded in the old car for {aV}"},
			still:  []tmpl{"{S} still drives {aV}"},
			setup: func(g *gen) chainCtx {
				return chainCtx{subj: g.person(), attr: "car", next: poolNext(g, carModels)}
			},
		},
		{
			name: "professional",
			forms: []tmpl{"{S's} {A} is Dr. {V}", "The {A} that {S} sees is Dr. {V}", "{S's} current {A} is Dr. {V}",
				"{A} for {S}: Dr. {V}", "{S} is a patient of Dr. {V}, {aA}", "{S's} {A}: Dr. {V}"},
			change:  []tmpl{"{S} switched {As} to Dr. {V}", "{S's} new {A} is Dr. {V}", "{S} changed {As} and now sees Dr. {V}"},
			verbose: []tmpl{"Keeping this for appointment reminders: {S's} {A} is Dr. {V}, whose practice asks for at least two days of notice before any rescheduled visit."},
			setup: func(g *gen) chainCtx {
				p := professionals[g.r.IntN(len(professionals))]
				var subj ent
				if g.chance(0.15) && !g.used["user "+p.name] {
					g.used["user "+p.name] = true
					subj = ent{name: "user", id: "user", article: true}
				} else {
					subj = g.person()
				}
				return chainCtx{subj: subj, attr: "professional " + p.name,
					vars: []string{"{aA}", article(p.name), "{As}", p.plural, "{A}", p.name},
					next: poolNext(g, drSurnames)}
			},
		},
		{
			name: "software",
			forms: []tmpl{"{N}: {V}", "{S} runs {V}", "{S} is on {V}", "{N} version: {V}", "{S} is running {V}",
				"{S} currently runs {V}"},
			change: []tmpl{"[upgrade]{S} was upgraded to {V}", "[upgrade]{S} has been upgraded to {V}", "[switch]{S} migrated to {V}",
				"[switch]{S} was moved over to {V}", "{S} is now on {V}"},
			verbose: []tmpl{"For the record, {S} is running {V} right now, according to the most recent infrastructure inventory shared by the platform team on Friday afternoon."},
			setup: func(g *gen) chainCtx {
				s, comp := g.system()
				return chainCtx{subj: s, attr: "software", next: sysNext(g, comp, false)}
			},
		},
		{
			name: "state",
			forms: []tmpl{"{N} is {V}", "{N} status: {V}", "Status of {N}: {V}", "{N} is currently {V}",
				"Monitoring shows {N} is {V}", "{N} reported {V}"},
			change: []tmpl{"[v=down]{N} went down", "[v=offline]{N} went offline", "[v=up]{N} is back up",
				"[v=up]{N} came back up", "[v=online]{N} is back online", "[v=degraded]{N} is running degraded"},
			still: []tmpl{"{N} is still {V}"},
			neg:   []tmpl{"{N} is not {V}", "{N} isn't {V} anymore", "{N} is no longer {V}"},
			again: []tmpl{"{N} is {V} again", "[v=up]{N} is back up", "[v=online]{N} is back online"},
			setup: func(g *gen) chainCtx {
				set := stateSets[g.r.IntN(len(stateSets))]
				return chainCtx{subj: g.device(), attr: "state", next: func(used []val) val {
					// States alternate: a chain may move back to a state it left.
					for i := 0; i < 100; i++ {
						s := g.pick(set)
						if len(used) == 0 || used[len(used)-1].canon != s {
							return val{surface: s, canon: s}
						}
					}
					return val{surface: set[0], canon: set[0]}
				}}
			},
		},
		{
			name: "role",
			forms: []tmpl{"The {T} of {S} is {V}", "{S's} {T} is {V}", "{V} is the {T} of {S}", "{T} of {S}: {V}",
				"The current {T} of {S} is {V}"},
			change: []tmpl{"{V} was {named} {T} of {S}", "{V} took over as {T} of {S}", "{S} {appointed} {V} as {T}"},
			setup: func(g *gen) chainCtx {
				rt := roleTitles[g.r.IntN(len(roleTitles))]
				named, appointed := "named", "appointed"
				if rt.title == "mayor" {
					named, appointed = "elected", "elected"
				}
				return chainCtx{subj: rt.mk(g), attr: "role " + rt.title, next: personNext(g),
					vars: []string{"{T}", rt.title, "{named}", named, "{appointed}", appointed}}
			},
		},
		{
			name: "population",
			forms: []tmpl{"The population of {S} is {V}", "{S} has a population of {V}", "{S's} population is {V}",
				"Population of {S}: {V}", "{S} is home to {V} people", "The latest census puts the population of {S} at {V}"},
			change: []tmpl{"[up]{S's} population grew to {V}", "[down]{S's} population fell to {V}", "{S's} population is now {V}"},
			setup: func(g *gen) chainCtx {
				return chainCtx{subj: g.town(), attr: "population", next: numNext(g, 3000, 90000, 10, commaInt)}
			},
		},
		{
			name: "capacity",
			forms: []tmpl{"{S} seats {V}", "{S} holds {V} people", "The capacity of {S} is {V}", "{S's} capacity is {V}",
				"Capacity of {S}: {V}", "{S} can hold {V} people"},
			change: []tmpl{"[up]{S} was expanded to {V} seats", "{S} now seats {V}", "[down]{S} was reduced to {V} seats"},
			setup: func(g *gen) chainCtx {
				return chainCtx{subj: g.townThing(venueKinds, true, false), attr: "capacity", next: numNext(g, 200, 3000, 10, commaInt)}
			},
		},
		{
			name: "schedule",
			forms: []tmpl{"{S} is at {V}", "{S} starts at {V}", "{S} takes place at {V}", "{S} begins at {V}",
				"{S} is scheduled for {V}", "Time of {S}: {V}"},
			change:  []tmpl{"{S} moved to {V}", "{S} is now at {V}", "[up]{S} was pushed back to {V}", "[down]{S} was moved up to {V}"},
			verbose: []tmpl{"Useful scheduling detail for the assistant: {S} takes place at {V} every weekday morning in the small meeting room on the second floor of the main building."},
			setup: func(g *gen) chainCtx {
				return chainCtx{subj: g.meeting(), attr: "time", next: clockNext(g)}
			},
		},
		{
			name: "room",
			forms: []tmpl{"{S's} office is room {V}", "{S} sits in room {V}", "{S's} desk is in room {V}", "Room for {S}: {V}",
				"{S} works out of room {V}", "You can find {S} in room {V}"},
			change:  []tmpl{"{S} moved to room {V}", "{S} is now in room {V}", "{S} has moved offices to room {V}"},
			still:   []tmpl{"{S} is still in room {V}"},
			verbose: []tmpl{"Directions for visitors who ask at reception: {S} normally works out of room {V}, which is on the left just after the lifts on the third floor."},
			setup: func(g *gen) chainCtx {
				return chainCtx{subj: g.person(), attr: "room", next: roomNext(g)}
			},
		},
		{
			name: "colour",
			forms: []tmpl{"{S's} favourite colour is {V}", "{S's} favorite color is {V}", "{V} is {S's} favourite colour",
				"{S} says their favourite colour is {V}", "Favourite colour of {S}: {V}"},
			change:  []tmpl{"{S's} favourite colour is now {V}", "These days {S's} favourite colour is {V}"},
			verbose: []tmpl{"Worth remembering for gift ideas: {S's} favourite colour is {V}, which came up while we were planning the surprise party for the team last month."},
			setup: func(g *gen) chainCtx {
				return chainCtx{subj: g.person(), attr: "favourite colour", next: poolNext(g, colours)}
			},
		},
		{
			name: "fee",
			forms: []tmpl{"The monthly fee at {S} is {V}", "{S} charges {V} a month", "A membership at {S} costs {V} a month",
				"{S} membership: {V} per month", "Membership at {S} is {V} per month"},
			change: []tmpl{"[up]{S} raised the monthly fee to {V}", "[down]{S} cut the monthly fee to {V}",
				"Membership at {S} now costs {V} a month"},
			setup: func(g *gen) chainCtx {
				cur := g.pick([]string{"$", "€", "£"})
				return chainCtx{subj: g.townThing(gymKinds, true, false), attr: "monthly fee",
					next: numNext(g, 20, 90, 1, func(n int) string { return cur + fmt.Sprint(n) })}
			},
		},
	}
}

// negationAttrs are the attribute classes negation chains are drawn from:
// the value stays, the polarity flips.
func negationAttrs(values []*attrDef) []*attrDef {
	var out []*attrDef
	for _, d := range values {
		if d.name == "residence" || d.name == "employer" {
			out = append(out, d)
		}
		if d.name == "state" {
			st := *d
			st.setup = func(g *gen) chainCtx {
				v := g.pick([]string{"up", "online"})
				return chainCtx{subj: g.device(), attr: "state", next: func([]val) val { return val{surface: v, canon: v} }}
			}
			out = append(out, &st)
		}
	}
	out = append(out,
		&attrDef{
			name:  "flag",
			forms: []tmpl{"{S} is {V}", "{S} has been {V}", "{N}: {V}"},
			neg:   []tmpl{"{S} is not {V}", "{S} is no longer {V}", "{S} isn't {V} anymore"},
			again: []tmpl{"{S} is {V} again"},
			setup: func(g *gen) chainCtx {
				return chainCtx{subj: g.flag(), attr: "state", next: func([]val) val { return val{surface: "enabled", canon: "enabled"} }}
			},
		},
		&attrDef{
			name:  "membership",
			forms: []tmpl{"{S} is a member of {V}", "{S} belongs to {V}", "{S} is in {V}"},
			neg:   []tmpl{"{S} is no longer a member of {V}", "{S} is not a member of {V} anymore", "{S} isn't a member of {V} any more"},
			again: []tmpl{"{S} is a member of {V} again"},
			setup: func(g *gen) chainCtx {
				club := g.townThing(clubKinds, true, false)
				return chainCtx{subj: g.person(), attr: "member of", next: func([]val) val { return val{surface: club.S(), canon: club.id} }}
			},
		},
		&attrDef{
			name:  "diet",
			forms: []tmpl{"{S} eats {V}", "{S} eats {V} these days"},
			neg:   []tmpl{"{S} doesn't eat {V} anymore", "{S} no longer eats {V}", "{S} does not eat {V} any more"},
			again: []tmpl{"{S} eats {V} again"},
			setup: func(g *gen) chainCtx {
				v := g.pick([]string{"meat", "fish", "dairy", "eggs"})
				return chainCtx{subj: g.person(), attr: "eats", next: func([]val) val { return val{surface: v, canon: v} }}
			},
		},
		&attrDef{
			name:  "sunday",
			forms: []tmpl{"{S} is {V} on Sundays", "On Sundays {S} is {V}"},
			neg:   []tmpl{"{S} is no longer {V} on Sundays", "{S} isn't {V} on Sundays anymore", "{S} is not {V} on Sundays any more"},
			again: []tmpl{"{S} is {V} on Sundays again"},
			setup: func(g *gen) chainCtx {
				return chainCtx{subj: g.shop(), attr: "state", scope: "sundays", next: func([]val) val { return val{surface: "open", canon: "open"} }}
			},
		},
	)
	return out
}
