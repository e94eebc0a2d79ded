package corpus

import (
	"math"
	"strings"
)

// chainSpec is a planned chain before rendering.
type chainSpec struct {
	def        *attrDef
	k          int  // versions
	verbose    bool // long notes differing only in the value
	negation   bool
	live       bool
	liveFrom   int // versions from this index on were live-ingested (0 < liveFrom < k), else 0
	compoundAt int // version written inside a compound memory, or -1
	explicit   bool
}

// plan lays out the whole fixture.
func (g *gen) plan() error {
	vals := valueAttrs()
	negs := negationAttrs(vals)
	var specs []*chainSpec

	// Verbose chains: distinct classes that have a verbose note.
	var verb []*attrDef
	for _, d := range vals {
		if len(d.verbose) > 0 {
			verb = append(verb, d)
		}
	}
	if g.spec.VerboseChains > len(verb) {
		g.fail("spec asks for %d verbose chains, only %d classes have verbose notes", g.spec.VerboseChains, len(verb))
	}
	for i, j := range g.r.Perm(len(verb)) {
		if i >= g.spec.VerboseChains {
			break
		}
		specs = append(specs, &chainSpec{def: verb[j], k: 2, verbose: true, compoundAt: -1})
	}
	// Value chains, cycling through the classes in a seeded order.
	cycle := g.r.Perm(len(vals))
	ci := 0
	nextDef := func() *attrDef {
		d := vals[cycle[ci%len(cycle)]]
		ci++
		if ci%len(cycle) == 0 {
			cycle = g.r.Perm(len(vals))
		}
		return d
	}
	for i := 0; i < g.spec.FourVersionChains; i++ {
		specs = append(specs, &chainSpec{def: nextDef(), k: 4, compoundAt: -1})
	}
	pairs := len(specs) - g.spec.FourVersionChains + 3*g.spec.FourVersionChains // planned, before confirmations
	for pairs < g.spec.ValuePairs+4 {
		k := 2
		switch x := g.r.Float64(); {
		case x < 0.35:
			k = 3
		case x < 0.45:
			k = 4
		}
		specs = append(specs, &chainSpec{def: nextDef(), k: k, compoundAt: -1})
		pairs += k - 1
	}
	// Negation chains.
	np := 0
	ni := g.r.IntN(len(negs))
	for np < g.spec.NegationPairs {
		k := 2
		if g.chance(0.35) {
			k = 3
		}
		specs = append(specs, &chainSpec{def: negs[ni%len(negs)], k: k, negation: true, compoundAt: -1})
		ni++
		np += k - 1
	}
	// Live-ingested chains and compound versions, by seeded choice.
	n := len(specs)
	live := int(math.Ceil(g.spec.LiveChainFraction * float64(n)))
	for i, j := range g.r.Perm(n) {
		if i >= live {
			break
		}
		specs[j].live = true
	}
	// Some backfilled chains continued after the import: their newer
	// versions were live-ingested.
	mixed := int(math.Ceil(g.spec.MixedChainFrac * float64(n)))
	for _, j := range g.r.Perm(n) {
		if mixed == 0 {
			break
		}
		if specs[j].live || specs[j].verbose {
			continue
		}
		specs[j].liveFrom = 1 + g.r.IntN(specs[j].k-1)
		mixed--
	}
	comp := int(math.Ceil(g.spec.CompoundChainFrac * float64(n)))
	done := 0
	for _, j := range g.r.Perm(n) {
		if done >= comp {
			break
		}
		if specs[j].verbose {
			continue
		}
		specs[j].compoundAt = g.r.IntN(specs[j].k)
		specs[j].explicit = float64(done) < g.spec.ExplicitFacetFrac*float64(comp) // the first share of them, in seeded order
		done++
	}
	for _, cs := range specs {
		g.renderChain(cs)
	}
	g.controls()
	g.clean()
	g.distractors()
	if g.spec.Version == FixtureV2 {
		g.plan2()
	}
	return g.err
}

// pick a template from list for a change prev → v; excludeNotes drops
// "label: value" notes (for compound clauses).
func (g *gen) pickTmpl(list []tmpl, prev *val, v val, excludeNotes bool, avoid ...string) (string, int) {
	var idx, fresh []int
	for i, t := range list {
		c, body := condOf(t)
		if !condOK(c, prev, v) || (excludeNotes && isNote(body)) {
			continue
		}
		idx = append(idx, i)
		if !contains(avoid, body) {
			fresh = append(fresh, i)
		}
	}
	if len(fresh) > 0 {
		idx = fresh
	}
	if len(idx) == 0 {
		return "", -1
	}
	i := idx[g.r.IntN(len(idx))]
	_, body := condOf(list[i])
	return body, i
}

func oneTokenDiff(a, b string) bool {
	x, y := strings.Fields(a), strings.Fields(b)
	if len(x) != len(y) {
		return false
	}
	d := 0
	for i := range x {
		if x[i] != y[i] {
			d++
		}
	}
	return d == 1
}

// renderChain plans the memories of one chain.
func (g *gen) renderChain(cs *chainSpec) {
	class := ClassChain
	if cs.negation {
		class = ClassNegationChain
	}
	ctx := cs.def.setup(g)
	g.claim(ctx.subj.id, ctx.attr)
	if isPerson(ctx.subj) {
		g.chainPeople = append(g.chainPeople, chainPerson{ctx.subj, ctx.attr})
	}
	grp := g.group(class)
	// Values and polarities.
	vals := make([]val, cs.k)
	neg := make([]bool, cs.k)
	for i := range vals {
		switch {
		case i == 0:
			vals[i] = ctx.next(nil)
		case cs.negation:
			vals[i] = vals[0]
		case cs.verbose:
			// The versions differ in exactly one token; redraw the first
			// value if it has no such partner (a two-word city).
			found := false
			for tries := 0; tries < 600 && !found; tries++ {
				if tries%30 == 29 {
					vals[0] = ctx.next(nil)
				}
				v := ctx.next(vals[:i])
				if oneTokenDiff(v.surface, vals[0].surface) {
					vals[i], found = v, true
				}
			}
			if !found {
				g.fail("no one-token value change for verbose %s chain", cs.def.name)
			}
		case i >= 2 && g.chance(0.12):
			vals[i] = vals[i-1] // a confirmation inside the chain
		default:
			var back []val
			for j := 0; j < i-1; j++ {
				if vals[j].canon != vals[i-1].canon {
					back = append(back, vals[j])
				}
			}
			if len(back) > 0 && g.chance(0.2) {
				vals[i] = back[g.r.IntN(len(back))] // a move back
			} else {
				vals[i] = ctx.next(vals[:i])
			}
		}
	}
	if cs.negation {
		switch {
		case cs.k == 2 && g.chance(0.2):
			neg[0] = true // a negative later reversed
		default:
			neg[1] = true // positive, negated, (positive again)
		}
	}
	ts := g.times(cs.k, cs.live)
	if cs.liveFrom > 0 {
		ts = append(g.backfillTimes(cs.liveFrom), g.liveTimes(cs.k-cs.liveFrom)...)
	}
	var verboseT string
	if cs.verbose {
		verboseT = cs.def.verbose[g.r.IntN(len(cs.def.verbose))]
	}
	prevBody, prevForm := "", ""
	var usedBodies []string // a chain does not reuse a wording for a different value
	for i := range vals {
		var prev *val
		if i > 0 {
			prev = &vals[i-1]
		}
		inCompound := i == cs.compoundAt
		var body, form string
		switch {
		case cs.verbose:
			body, form = verboseT, cs.def.name+".verbose"
		case i > 0 && vals[i] == vals[i-1] && neg[i] == neg[i-1] && !inCompound && g.chance(0.5):
			body, form = prevBody, prevForm // restated word for word
		case neg[i]:
			b, j := g.pickTmpl(cs.def.neg, prev, vals[i], inCompound, usedBodies...)
			body, form = b, cs.def.name+".neg"+itoa(j)
		case cs.negation && i > 0:
			b, j := g.pickTmpl(cs.def.again, prev, vals[i], inCompound, usedBodies...)
			body, form = b, cs.def.name+".again"+itoa(j)
		default:
			j := -1
			if i > 0 && vals[i] != vals[i-1] && len(cs.def.change) > 0 && g.chance(0.5) {
				body, j = g.pickTmpl(cs.def.change, prev, vals[i], inCompound, usedBodies...)
				form = cs.def.name + ".change" + itoa(j)
			}
			if j < 0 {
				body, j = g.pickTmpl(cs.def.forms, prev, vals[i], inCompound, usedBodies...)
				form = cs.def.name + ".form" + itoa(j)
			}
		}
		if body == "" {
			g.fail("no template for %s version %d", cs.def.name, i)
			return
		}
		clause := fill(body, ctx.subj, vals[i], ctx.vars)
		// A version that a later one supersedes is an old, often recalled
		// fact; a version nothing supersedes is current and rarely recalled.
		expired := false
		for j := i + 1; j < cs.k; j++ {
			if excludes(Fact{Value: vals[i].canon, Negated: neg[i]}, Fact{Value: vals[j].canon, Negated: neg[j]}) != "" {
				expired = true
			}
		}
		it := &item{class: class, live: cs.live || (cs.liveFrom > 0 && i >= cs.liveFrom), t: ts[i], role: roleNewVersion}
		switch {
		case cs.verbose && expired:
			it.role = roleVerboseOld
		case cs.verbose:
			it.role = roleVerboseNew
		case expired:
			it.role = roleOldVersion
		}
		it.facts = []Fact{{Group: grp, Subject: ctx.subj.id, Attribute: ctx.attr, Scope: ctx.scope,
			Value: vals[i].canon, Negated: neg[i], Form: form}}
		if inCompound {
			ftext, ff := g.filler(g.group("filler"))
			content, facets := g.compound(clause, ftext, g.chance(0.3))
			it.content = content
			if cs.explicit {
				it.facets = facets
			}
			it.facts = append(it.facts, ff)
		} else {
			it.content = finish(clause)
			if isNote(it.content) && g.chance(0.25) {
				it.content = "- " + it.content // a bullet in a notes file
			}
		}
		g.add(it)
		prevBody, prevForm = body, form
		usedBodies = append(usedBodies, body)
	}
}

func itoa(i int) string {
	if i < 0 {
		return "-"
	}
	const digits = "0123456789"
	if i < 10 {
		return digits[i : i+1]
	}
	return itoa(i/10) + digits[i%10:i%10+1]
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// isPerson reports whether e is a person drawn from the name tables.
func isPerson(e ent) bool {
	first, last, ok := strings.Cut(e.name, " ")
	return ok && !e.article && contains(firstNames, first) && contains(surnames, last)
}
