package corpus

import "fmt"

// clean plans the adversarial clean corpus: groups of memories that share
// subjects, attributes, value tokens or differ only in function words, none
// of which supersedes another. Every fact has its own key.
func (g *gen) clean() {
	start := len(g.items)
	for i := 0; len(g.items)-start < g.spec.CleanUnits; i++ {
		var es []entry
		switch i % 9 {
		case 0:
			es = g.cleanSharedSubject()
		case 1:
			es = g.cleanSharedAttribute()
		case 2:
			es = g.cleanSharedValue()
		case 3, 4:
			es = g.cleanFunctionWords(i)
		case 5:
			es = g.cleanRelations()
		case 6:
			es = g.cleanPastAndPlans()
		case 7:
			es = g.cleanSystem()
		default:
			es = g.cleanQuestions()
		}
		live := g.chance(0.1)
		g.emit(ClassClean, live, g.times(len(es), live), roleBackground, es...)
	}
}

func one(text string, f Fact) entry { return entry{text: text, facts: []Fact{f}} }

// cleanSharedSubject: one person, several different attributes with city values.
func (g *gen) cleanSharedSubject() []entry {
	p := g.sharedPerson()
	type form struct{ f, attr string }
	forms := []form{
		{"%s was born in %s", "birthplace"}, {"%s grew up in %s", "grew up in"}, {"%s studied in %s", "studied in"},
		{"%s has family in %s", "family in"}, {"%s spent last summer in %s", "summer in"}, {"%s is flying to %s next week", "trip to"},
	}
	var es []entry
	for _, j := range g.r.Perm(len(forms)) {
		if len(es) == 3 {
			break
		}
		if !g.claim(p.id, forms[j].attr) {
			continue
		}
		c := g.city(false)
		es = append(es, one(fmt.Sprintf(forms[j].f, p.name, c.surface), fact(p, forms[j].attr, "", c.canon, false, false, "shared-subject")))
	}
	return es
}

// cleanSharedAttribute: people who share a first or last name, same attribute.
func (g *gen) cleanSharedAttribute() []entry {
	first := g.chance(0.5)
	fn, ln := g.pick(firstNames), g.pick(surnames)
	mk := func() ent {
		return g.fresh(func() ent {
			if first {
				return mkEnt(fn+" "+g.pick(surnames), false, false)
			}
			return mkEnt(g.pick(firstNames)+" "+ln, false, false)
		})
	}
	a, b := mk(), mk()
	if g.chance(0.5) {
		ca, cb := g.company(), g.company()
		return []entry{
			one(fmt.Sprintf("%s works at %s", a.name, ca.name), fact(a, "employer", "", ca.id, false, false, "shared-attr")),
			one(fmt.Sprintf("%s works at %s", b.name, cb.name), fact(b, "employer", "", cb.id, false, false, "shared-attr")),
		}
	}
	ca, cb := g.city(false), g.city(false)
	return []entry{
		one(fmt.Sprintf("%s lives in %s", a.name, ca.surface), fact(a, "residence", "", ca.canon, false, false, "shared-attr")),
		one(fmt.Sprintf("%s lives in %s", b.name, cb.surface), fact(b, "residence", "", cb.canon, false, false, "shared-attr")),
	}
}

// cleanSharedValue: one city value under different subjects and attributes.
func (g *gen) cleanSharedValue() []entry {
	c := g.city(true)
	p1, p2 := g.person(), g.person()
	off := g.fresh(func() ent { return mkEnt(g.pick(projects)+" offsite", true, false) })
	co := g.company()
	return []entry{
		one(fmt.Sprintf("%s lives in %s", p1.name, c.surface), fact(p1, "residence", "", c.canon, false, false, "shared-value")),
		one(fmt.Sprintf("%s is flying to %s on %s", p2.name, c.surface, g.pick(weekdays)), fact(p2, "trip to", "", c.canon, false, false, "shared-value")),
		one(fmt.Sprintf("%s is in %s this year", capitalize(off.S()), c.surface), fact(off, "location", "", c.canon, false, false, "shared-value")),
		one(fmt.Sprintf("%s has an office in %s", co.name, c.surface), fact(co, "office in", "", c.canon, false, true, "shared-value")),
	}
}

// cleanFunctionWords: subjects that differ only in a function word.
func (g *gen) cleanFunctionWords(i int) []entry {
	switch (i / 9) % 5 {
	case 0:
		var c string
		to := g.fresh(func() ent { c = g.pick(citiesOneWord); return mkEnt("train to "+c, true, false) })
		from := mkEnt("train from "+c, true, false)
		g.used[from.id] = true
		a, b := 6*60+g.between(0, 20)*5, 15*60+g.between(0, 20)*5
		return []entry{
			one(fmt.Sprintf("The train to %s leaves at %s", c, clock(a)), fact(to, "leaves at", "", clock(a), false, false, "fw")),
			one(fmt.Sprintf("The train from %s leaves at %s", c, clock(b)), fact(from, "leaves at", "", clock(b), false, false, "fw")),
		}
	case 1:
		p := g.person()
		to := ent{name: "the letter to " + p.name, id: "letter to " + p.id}
		from := ent{name: "the letter from " + p.name, id: "letter from " + p.id}
		return []entry{
			one(fmt.Sprintf("The letter to %s is in the top drawer", p.name), fact(to, "location", "", "top drawer", false, false, "fw")),
			one(fmt.Sprintf("The letter from %s is on the hall table", p.name), fact(from, "location", "", "hall table", false, false, "fw")),
		}
	case 2:
		pr := g.project()
		before := ent{name: pr.name + " session before lunch", id: pr.id + " session before lunch"}
		after := ent{name: pr.name + " session after lunch", id: pr.id + " session after lunch"}
		ra, rb := fmt.Sprintf("%d.%02d", g.between(1, 4), g.between(1, 20)), fmt.Sprintf("%d.%02d", g.between(5, 8), g.between(1, 20))
		return []entry{
			one(fmt.Sprintf("The %s session before lunch is in room %s", pr.name, ra), fact(before, "room", "", ra, false, false, "fw")),
			one(fmt.Sprintf("The %s session after lunch is in room %s", pr.name, rb), fact(after, "room", "", rb, false, false, "fw")),
		}
	case 3:
		a, b, c := g.person(), g.person(), g.person()
		return []entry{
			one(fmt.Sprintf("%s works with %s", a.name, b.name), fact(a, "works with", "", b.id, false, true, "fw")),
			one(fmt.Sprintf("%s works for %s", a.name, c.name), fact(a, "works for", "", c.id, false, false, "fw")),
		}
	default:
		var t string
		to := g.fresh(func() ent { t = g.pick(towns); return mkEnt("bus to "+t, true, false) })
		from := mkEnt("bus from "+t, true, false)
		g.used[from.id] = true
		s := g.pickN(streets, 2)
		return []entry{
			one(fmt.Sprintf("The bus to %s stops on %s Street", t, s[0]), fact(to, "stops on", "", canon(s[0]), false, false, "fw")),
			one(fmt.Sprintf("The bus from %s stops on %s Street", t, s[1]), fact(from, "stops on", "", canon(s[1]), false, false, "fw")),
		}
	}
}

// cleanRelations: a person and their relatives or colleagues, same attribute.
func (g *gen) cleanRelations() []entry {
	p := g.sharedPerson()
	rels := g.pickN([]string{"sister", "brother", "manager", "landlord", "business partner", "mother"}, 2)
	var es []entry
	if g.chance(0.5) {
		c := g.city(false)
		if g.claim(p.id, "residence") {
			es = append(es, one(fmt.Sprintf("%s lives in %s", p.name, c.surface), fact(p, "residence", "", c.canon, false, false, "rel")))
		}
		for _, r := range rels {
			if !g.claim(p.id+" "+r, "residence") {
				continue
			}
			c := g.city(false)
			es = append(es, one(fmt.Sprintf("%s %s lives in %s", p.Poss(), r, c.surface), fact(ent{id: p.id + " " + r}, "residence", "", c.canon, false, false, "rel")))
		}
		return es
	}
	c := g.company()
	if g.claim(p.id, "employer") {
		es = append(es, one(fmt.Sprintf("%s works at %s", p.name, c.name), fact(p, "employer", "", c.id, false, false, "rel")))
	}
	for _, r := range rels {
		if !g.claim(p.id+" "+r, "employer") {
			continue
		}
		c := g.company()
		es = append(es, one(fmt.Sprintf("%s %s works at %s", p.Poss(), r, c.name), fact(ent{id: p.id + " " + r}, "employer", "", c.id, false, false, "rel")))
	}
	return es
}

// cleanPastAndPlans: past facts, plans and wishes next to a present fact.
func (g *gen) cleanPastAndPlans() []entry {
	p := g.person()
	// Three different cities: "lives in Lisbon" followed by "used to live in
	// Lisbon" would be a real supersession.
	cs := []val{g.city(false)}
	for len(cs) < 3 {
		if c := g.city(false); !hasVal(cs, c.canon) {
			cs = append(cs, c)
		}
	}
	es := []entry{
		// "used to live in X" states: does not live in X now.
		one(fmt.Sprintf("%s used to live in %s", p.name, cs[0].surface), fact(p, "residence", "", cs[0].canon, true, false, "past")),
		one(fmt.Sprintf("%s lives in %s", p.name, cs[1].surface), fact(p, "residence", "", cs[1].canon, false, false, "present")),
	}
	if g.chance(0.5) {
		es = append(es, one(fmt.Sprintf("%s is thinking about moving to %s", p.name, cs[2].surface), fact(p, "considering", "", cs[2].canon, false, true, "plan")))
	} else {
		es = append(es, one(fmt.Sprintf("%s would love to live in %s one day", p.name, cs[2].surface), fact(p, "wish", "", cs[2].canon, false, true, "wish")))
	}
	g.r.Shuffle(len(es), func(a, b int) { es[a], es[b] = es[b], es[a] })
	return es
}

// cleanSystem: one system, several different attributes.
func (g *gen) cleanSystem() []entry {
	s, comp := g.system()
	sw := g.pick(comp.values)
	region := g.pick([]string{"eu-west-1", "eu-central-1", "us-east-2", "ap-southeast-1", "eu-north-1"})
	owner := g.project()
	return []entry{
		one(fmt.Sprintf("%s runs %s", capitalize(s.S()), sw), fact(s, "software", "", canon(sw), false, false, "sys")),
		one(fmt.Sprintf("%s is hosted in %s", capitalize(s.S()), region), fact(s, "region", "", region, false, false, "sys")),
		one(fmt.Sprintf("%s is owned by the %s team", capitalize(s.S()), owner.name), fact(s, "owner", "", owner.id+" team", false, false, "sys")),
	}
}

// cleanQuestions: questions and reminders that mention a fact without
// asserting it.
func (g *gen) cleanQuestions() []entry {
	s, comp := g.system()
	vs := g.pickN(comp.values, 2)
	p := g.person()
	c := g.city(false)
	// Each question is its own (unasserted) key; nothing here is a claim.
	q1 := ent{id: "question " + s.id + " 1"}
	q2 := ent{id: "question " + s.id + " 2"}
	q3 := ent{id: "question " + p.id}
	return []entry{
		one(fmt.Sprintf("Ask %s whether %s still runs %s", g.person().name, s.S(), vs[0]), fact(q1, "asks", "", canon(vs[0]), false, false, "question")),
		one(fmt.Sprintf("Check if %s can be moved to %s", s.S(), vs[1]), fact(q2, "asks", "", canon(vs[1]), false, false, "question")),
		one(fmt.Sprintf("Did %s ever move to %s?", p.name, c.surface), fact(q3, "asks", "", c.canon, false, false, "question")),
	}
}

// sharedPerson returns, half of the time, a person some chain is about (so
// the clean corpus shares subjects with chains), else a fresh person.
func (g *gen) sharedPerson() ent {
	if len(g.chainPeople) > 0 && g.chance(0.5) {
		return g.chainPeople[g.r.IntN(len(g.chainPeople))].e
	}
	return g.person()
}
