package corpus

import (
	"fmt"
	"time"

	"l9/memory"
)

// entry is one planned memory of a group: its text, facts and (optional)
// validity interval.
type entry struct {
	text     string
	facts    []Fact
	eff, exp *time.Time
}

func fact(subject ent, attr, scope, value string, negated, set bool, form string) Fact {
	return Fact{Subject: subject.id, Attribute: attr, Scope: scope, Value: value, Negated: negated, SetValued: set, Form: form}
}

// emit plans the entries of one group at times ts.
func (g *gen) emit(class string, live bool, ts []time.Time, r role, es ...entry) {
	grp := g.group(class)
	for i, e := range es {
		it := &item{class: class, live: live, t: ts[i], role: r, content: finish(e.text), effective: e.eff, expires: e.exp}
		for _, x := range e.facts {
			x.Group = grp
			it.facts = append(it.facts, x)
		}
		g.add(it)
	}
}

// controlLive decides whether a control group is live-ingested (10%).
func (g *gen) controlLive() bool { return g.chance(0.10) }

// controls plans spec.ControlsPerClass groups of every negative-control class.
func (g *gen) controls() {
	n := g.spec.ControlsPerClass
	for i := 0; i < n; i++ {
		g.multiValued(i)
		g.scopeDisjoint(i)
		g.formatVariant(i)
		g.disjointInterval(i)
		g.elaboration(i)
		g.negationControl(i)
		g.confirmation(i, n)
		g.contested(i)
	}
}

func (g *gen) multiValued(i int) {
	live := g.controlLive()
	k := 2 + g.r.IntN(2)
	ts := g.times(k, live)
	var es []entry
	switch i % 6 {
	case 0:
		p := g.person()
		ls := g.pickN(languages, 3)
		forms := []string{"%s speaks %s", "%s is fluent in %s", "%s can get by in %s", "%s also speaks %s"}
		for j := 0; j < k; j++ {
			f := forms[g.r.IntN(3)]
			if j > 0 && g.chance(0.5) {
				f = forms[3]
			}
			es = append(es, entry{fmt.Sprintf(f, p.name, ls[j]), []Fact{fact(p, "speaks", "", canon(ls[j]), false, true, "speaks")}, nil, nil})
		}
	case 1:
		t := g.town()
		hive := g.fresh(func() ent {
			return mkEnt(fmt.Sprintf("hive %d at the %s apiary", g.between(1, 12), t.name), false, false)
		})
		fr := g.pickN(frameKinds, 3)
		forms := []string{"%s has a %s", "%s now has a %s as well", "Inspection: %s has a %s"}
		for j := 0; j < k; j++ {
			es = append(es, entry{fmt.Sprintf(forms[j], capitalize(hive.name), fr[j]), []Fact{fact(hive, "has", "", canon(fr[j]), false, true, "frames")}, nil, nil})
		}
	case 2:
		p := g.person()
		in := g.pickN(instruments, 3)
		forms := []string{"%s plays the %s", "%s also plays the %s", "%s has played the %s since school"}
		for j := 0; j < k; j++ {
			es = append(es, entry{fmt.Sprintf(forms[j], p.name, in[j]), []Fact{fact(p, "plays", "", canon(in[j]), false, true, "plays")}, nil, nil})
		}
	case 3:
		p := g.person()
		al := g.pickN(allergens, 3)
		forms := []string{"%s is allergic to %s", "%s is also allergic to %s", "%s turns out to be allergic to %s too"}
		for j := 0; j < k; j++ {
			es = append(es, entry{fmt.Sprintf(forms[j], p.name, al[j]), []Fact{fact(p, "allergy", "", canon(al[j]), false, true, "allergy")}, nil, nil})
		}
	case 4:
		pr := g.fresh(func() ent { return mkEnt(g.pick(projects)+" team", true, false) })
		tl := g.pickN(tools, 3)
		forms := []string{"%s uses %s", "%s uses %s as well", "%s started using %s too"}
		for j := 0; j < k; j++ {
			es = append(es, entry{fmt.Sprintf(forms[j], pr.S(), tl[j]), []Fact{fact(pr, "uses", "", canon(tl[j]), false, true, "uses")}, nil, nil})
		}
	default:
		p := g.person()
		pt := g.pickN(pets, 3)
		forms := []string{"%s has a %s", "%s has a %s as well", "%s adopted a %s too"}
		for j := 0; j < k; j++ {
			es = append(es, entry{fmt.Sprintf(forms[j], p.name, pt[j]), []Fact{fact(p, "has pet", "", canon(pt[j]), false, true, "pets")}, nil, nil})
		}
	}
	g.emit(ClassMultiValued, live, ts, roleControl, es...)
}

func clock(m int) string { return fmt.Sprintf("%d:%02d", m/60, m%60) }

func (g *gen) scopeDisjoint(i int) {
	live := g.controlLive()
	ts := g.times(2, live)
	var es []entry
	switch i % 5 {
	case 0:
		t := g.town()
		h := g.fresh(func() ent { return mkEnt(t.name+" harbor", false, false) })
		sides := [][2]string{{"north", "south"}, {"east", "west"}, {"inner", "outer"}}[g.r.IntN(3)]
		st := [][2]string{{"open", "closed"}, {"closed", "open"}}[g.r.IntN(2)]
		es = []entry{
			{fmt.Sprintf("The %s harbor at %s is %s", sides[0], t.name, st[0]), []Fact{fact(h, "state", sides[0], st[0], false, false, "harbor")}, nil, nil},
			{fmt.Sprintf("The %s harbor at %s is %s", sides[1], t.name, st[1]), []Fact{fact(h, "state", sides[1], st[1], false, false, "harbor")}, nil, nil},
		}
	case 1:
		s := g.shop()
		a, b := 7*60+g.between(0, 3)*15, 9*60+g.between(0, 3)*15
		es = []entry{
			{fmt.Sprintf("On weekdays %s opens at %s", s.S(), clock(a)), []Fact{fact(s, "opens at", "weekdays", clock(a), false, false, "hours")}, nil, nil},
			{fmt.Sprintf("On weekends %s opens at %s", s.S(), clock(b)), []Fact{fact(s, "opens at", "weekends", clock(b), false, false, "hours")}, nil, nil},
		}
	case 2:
		f := g.fresh(func() ent { return mkEnt(g.pick(towns)+" ferry", true, false) })
		a, b := 8*60+g.between(0, 3)*15, 6*60+g.between(0, 3)*15
		es = []entry{
			{fmt.Sprintf("In winter %s leaves at %s", f.S(), clock(a)), []Fact{fact(f, "leaves at", "winter", clock(a), false, false, "season")}, nil, nil},
			{fmt.Sprintf("In summer %s leaves at %s", f.S(), clock(b)), []Fact{fact(f, "leaves at", "summer", clock(b), false, false, "season")}, nil, nil},
		}
	case 3:
		p := g.person()
		d := g.pickN(weekdays, 2)
		m := [][2]string{{"train", "bike"}, {"bus", "car"}, {"bike", "bus"}}[g.r.IntN(3)]
		es = []entry{
			{fmt.Sprintf("%s commutes by %s on %ss", p.name, m[0], d[0]), []Fact{fact(p, "commutes by", canon(d[0]), m[0], false, false, "commute")}, nil, nil},
			{fmt.Sprintf("%s commutes by %s on %ss", p.name, m[1], d[1]), []Fact{fact(p, "commutes by", canon(d[1]), m[1], false, false, "commute")}, nil, nil},
		}
	default:
		v := g.townThing(venueKinds, true, false)
		sides := [][2]string{{"east", "west"}, {"north", "south"}, {"main", "side"}}[g.r.IntN(3)]
		a := 18*60 + g.between(0, 2)*15
		b := a + 15 + g.between(0, 2)*15
		es = []entry{
			{fmt.Sprintf("The %s gate of %s opens at %s", sides[0], v.S(), clock(a)), []Fact{fact(v, "gate opens at", sides[0], clock(a), false, false, "gates")}, nil, nil},
			{fmt.Sprintf("The %s gate of %s opens at %s", sides[1], v.S(), clock(b)), []Fact{fact(v, "gate opens at", sides[1], clock(b), false, false, "gates")}, nil, nil},
		}
	}
	if g.chance(0.5) {
		es[0], es[1] = es[1], es[0]
	}
	g.emit(ClassScopeDisjoint, live, ts, roleControl, es...)
}

var numberWords = []struct {
	n     int
	words string
}{
	{40, "forty"}, {75, "seventy-five"}, {120, "a hundred and twenty"}, {300, "three hundred"},
	{450, "four hundred and fifty"}, {640, "six hundred and forty"}, {900, "nine hundred"},
	{1200, "twelve hundred"}, {1500, "fifteen hundred"}, {2500, "two thousand five hundred"},
	{3000, "three thousand"}, {800, "eight hundred"},
}

func (g *gen) formatVariant(i int) {
	live := g.controlLive()
	var es []entry
	switch i % 7 {
	case 0:
		v := g.townThing(venueKinds, true, false)
		nw := numberWords[g.r.IntN(len(numberWords))]
		c := fmt.Sprint(nw.n)
		es = []entry{
			{fmt.Sprintf("%s seats %s", v.S(), commaInt(nw.n)), []Fact{fact(v, "capacity", "", c, false, false, "digits")}, nil, nil},
			{fmt.Sprintf("%s seats %s", v.S(), nw.words), []Fact{fact(v, "capacity", "", c, false, false, "words")}, nil, nil},
		}
	case 1:
		r := g.fresh(func() ent { return mkEnt(g.pick(towns)+" river loop", true, false) })
		d := []struct{ a, b, c string }{
			{"5 km", "5,000 m", "5000 m"}, {"3 km", "3,000 m", "3000 m"}, {"2.5 km", "2,500 m", "2500 m"},
			{"12 km", "12,000 m", "12000 m"}, {"800 m", "0.8 km", "800 m"}, {"7.5 km", "7,500 m", "7500 m"},
		}[g.r.IntN(6)]
		es = []entry{
			{fmt.Sprintf("%s is %s long", r.S(), d.a), []Fact{fact(r, "length", "", d.c, false, false, "unit-a")}, nil, nil},
			{fmt.Sprintf("%s is %s long", r.S(), d.b), []Fact{fact(r, "length", "", d.c, false, false, "unit-b")}, nil, nil},
		}
	case 2:
		pr := g.fresh(func() ent { return mkEnt(g.pick(projects)+" launch date", true, false) })
		dt := time.Date(2019+g.r.IntN(6), time.Month(1+g.r.IntN(12)), 1+g.r.IntN(28), 0, 0, 0, 0, time.UTC)
		c := dt.Format("2006-01-02")
		alt := []string{dt.Format("January 2, 2006"), dt.Format("2 January 2006")}[g.r.IntN(2)]
		es = []entry{
			{fmt.Sprintf("%s is %s", pr.S(), c), []Fact{fact(pr, "date", "", c, false, false, "iso")}, nil, nil},
			{fmt.Sprintf("%s is %s", pr.S(), alt), []Fact{fact(pr, "date", "", c, false, false, "written")}, nil, nil},
		}
	case 3:
		p := g.person()
		pc := ent{name: "the parcel for " + p.name, id: "parcel for " + p.id}
		w := []struct{ a, b, c string }{{"1.5 kg", "1,500 g", "1500 g"}, {"2 kg", "2,000 g", "2000 g"}, {"750 g", "0.75 kg", "750 g"}, {"3.2 kg", "3,200 g", "3200 g"}}[g.r.IntN(4)]
		es = []entry{
			{fmt.Sprintf("%s weighs %s", pc.name, w.a), []Fact{fact(pc, "weight", "", w.c, false, false, "unit-a")}, nil, nil},
			{fmt.Sprintf("%s weighs %s", pc.name, w.b), []Fact{fact(pc, "weight", "", w.c, false, false, "unit-b")}, nil, nil},
		}
	case 4:
		pr := g.fresh(func() ent { return mkEnt(g.pick(projects)+" test coverage", true, false) })
		n := g.between(55, 95)
		es = []entry{
			{fmt.Sprintf("%s is %d%%", pr.S(), n), []Fact{fact(pr, "value", "", fmt.Sprintf("%d %%", n), false, false, "percent-sign")}, nil, nil},
			{fmt.Sprintf("%s is %d percent", pr.S(), n), []Fact{fact(pr, "value", "", fmt.Sprintf("%d %%", n), false, false, "percent-word")}, nil, nil},
		}
	case 5:
		c := g.company()
		nw := numberWords[7+g.r.IntN(5)]
		forms := []string{commaInt(nw.n), fmt.Sprint(nw.n), nw.words}
		a := g.r.IntN(3)
		b := (a + 1 + g.r.IntN(2)) % 3
		es = []entry{
			{fmt.Sprintf("%s has %s employees", c.name, forms[a]), []Fact{fact(c, "employees", "", fmt.Sprint(nw.n), false, false, fmt.Sprint("n", a))}, nil, nil},
			{fmt.Sprintf("%s has %s employees", c.name, forms[b]), []Fact{fact(c, "employees", "", fmt.Sprint(nw.n), false, false, fmt.Sprint("n", b))}, nil, nil},
		}
	default:
		l := g.fresh(func() ent { return mkEnt(g.pick(towns)+" lido", true, false) })
		n := g.between(24, 30)
		forms := []string{fmt.Sprintf("%d °C", n), fmt.Sprintf("%d°C", n), fmt.Sprintf("%d degrees Celsius", n)}
		a := g.r.IntN(3)
		b := (a + 1 + g.r.IntN(2)) % 3
		es = []entry{
			{fmt.Sprintf("%s is heated to %s", l.S(), forms[a]), []Fact{fact(l, "temperature", "", fmt.Sprintf("%d °c", n), false, false, fmt.Sprint("t", a))}, nil, nil},
			{fmt.Sprintf("%s is heated to %s", l.S(), forms[b]), []Fact{fact(l, "temperature", "", fmt.Sprintf("%d °c", n), false, false, fmt.Sprint("t", b))}, nil, nil},
		}
	}
	if g.chance(0.5) {
		es[0], es[1] = es[1], es[0]
	}
	g.emit(ClassFormatVariant, live, g.times(2, live), roleControl, es...)
}

func (g *gen) disjointInterval(i int) {
	live := g.controlLive()
	k := 2 + g.r.IntN(2)
	// Period boundaries: a timeline of touching intervals [b0,b1), [b1,b2), ...
	var step time.Duration
	var kind int = i % 4
	switch kind {
	case 0:
		step = 7 * day
	case 1:
		step = time.Duration(g.between(60, 200)) * day
	case 2:
		step = time.Duration(g.between(2, 5)) * day
	default:
		step = day
	}
	var start time.Time
	if live {
		start = liveStart.Add(time.Duration(g.r.Int64N(int64(liveEnd.Sub(liveStart)/2/time.Second))) * time.Second)
	} else {
		start = historyStart.Add(time.Duration(g.r.Int64N(int64(historyEnd.Add(-2*365*day).Sub(historyStart)/time.Second))) * time.Second)
	}
	start = start.Truncate(day)
	bounds := make([]time.Time, k+1)
	for j := range bounds {
		bounds[j] = start.Add(time.Duration(j) * step)
	}
	ts := make([]time.Time, k)
	for j := range ts {
		ts[j] = bounds[j].Add(time.Duration(g.between(1, 6)) * time.Hour) // noted shortly after the period began
	}
	openEnded := g.chance(0.5)
	interval := func(j int) (*time.Time, *time.Time) {
		eff := memory.TimePtr(bounds[j])
		if j == k-1 && openEnded {
			return eff, nil
		}
		return eff, memory.TimePtr(bounds[j+1])
	}
	var es []entry
	switch kind {
	case 0:
		pr := g.fresh(func() ent { return mkEnt(g.pick(projects)+" on-call engineer", true, false) })
		name := pr.name[:len(pr.name)-len(" on-call engineer")]
		for j := 0; j < k; j++ {
			p := g.person()
			text := fmt.Sprintf("The on-call engineer for %s is %s", name, p.name)
			if g.chance(0.5) {
				text = fmt.Sprintf("On call for %s: %s", name, p.name)
			}
			eff, exp := interval(j)
			es = append(es, entry{text, []Fact{fact(pr, "person", "", p.id, false, false, "oncall")}, eff, exp})
		}
	case 1:
		c := g.townThing(clubKinds, true, false)
		for j := 0; j < k; j++ {
			p := g.person()
			eff, exp := interval(j)
			es = append(es, entry{fmt.Sprintf("The acting chair of %s is %s", c.S(), p.name), []Fact{fact(c, "acting chair", "", p.id, false, false, "acting")}, eff, exp})
		}
	case 2:
		h := g.fresh(func() ent { return mkEnt(g.pick(towns)+" community hall", true, false) })
		for j := 0; j < k; j++ {
			p := g.person()
			eff, exp := interval(j)
			es = append(es, entry{fmt.Sprintf("%s is booked by %s", h.S(), p.name), []Fact{fact(h, "booked by", "", p.id, false, false, "booking")}, eff, exp})
		}
	default:
		s := g.fresh(func() ent { return mkEnt(g.pick(streets)+" Street "+g.pick(foodPlaces), true, false) })
		ds := g.pickN(dishes, 3)
		for j := 0; j < k; j++ {
			eff, exp := interval(j)
			es = append(es, entry{fmt.Sprintf("The special at %s is %s", s.S(), ds[j]), []Fact{fact(s, "special", "", canon(ds[j]), false, false, "special")}, eff, exp})
		}
	}
	g.emit(ClassDisjointInt, live, ts, roleControl, es...)
}

func (g *gen) elaboration(i int) {
	live := g.controlLive()
	var terse, long entry
	switch i % 5 {
	case 0:
		p := g.person()
		cd := cityDistricts[g.r.IntN(len(cityDistricts))]
		d := cd[1+g.r.IntN(len(cd)-1)]
		terse = entry{fmt.Sprintf("%s lives in %s", p.name, cd[0]), []Fact{fact(p, "residence", "", canon(cd[0]), false, false, "terse")}, nil, nil}
		long = entry{fmt.Sprintf("%s lives in %s, in %s", p.name, cd[0], d), []Fact{fact(p, "residence", "", canon(cd[0]+" "+d), false, false, "long")}, nil, nil}
	case 1:
		p := g.person()
		je := jobElaborations[g.r.IntN(len(jobElaborations))]
		terse = entry{fmt.Sprintf("%s is %s", p.name, article(je[0])), []Fact{fact(p, "occupation", "", canon(je[0]), false, false, "terse")}, nil, nil}
		long = entry{fmt.Sprintf("%s is %s", p.name, article(je[1])), []Fact{fact(p, "occupation", "", canon(je[1]), false, false, "long")}, nil, nil}
	case 2:
		p := g.person()
		ce := carElaborations[g.r.IntN(len(carElaborations))]
		terse = entry{fmt.Sprintf("%s drives %s", p.name, article(ce[0])), []Fact{fact(p, "car", "", canon(ce[0]), false, false, "terse")}, nil, nil}
		long = entry{fmt.Sprintf("%s drives %s", p.name, article(ce[1])), []Fact{fact(p, "car", "", canon(ce[1]), false, false, "long")}, nil, nil}
	case 3:
		p, c := g.person(), g.company()
		city := g.pick(citiesOneWord)
		terse = entry{fmt.Sprintf("%s works at %s", p.name, c.name), []Fact{fact(p, "employer", "", c.id, false, false, "terse")}, nil, nil}
		// "the Lyon office of X" names the same employer, more precisely.
		long = entry{fmt.Sprintf("%s works at the %s office of %s", p.name, city, c.name), []Fact{fact(p, "employer", "", canon(city)+" office of "+c.id, false, false, "long")}, nil, nil}
	default:
		m := g.meeting()
		r := fmt.Sprintf("%d.%02d", g.between(1, 5), g.between(1, 30))
		fl := []string{"first", "second", "third", "fourth", "fifth"}[r[0]-'1']
		terse = entry{fmt.Sprintf("%s is in room %s", m.S(), r), []Fact{fact(m, "room", "", r, false, false, "terse")}, nil, nil}
		long = entry{fmt.Sprintf("%s is in room %s on the %s floor", m.S(), r, fl), []Fact{fact(m, "room", "", r+" "+fl+" floor", false, false, "long")}, nil, nil}
	}
	es := []entry{terse, long}
	if i%2 == 1 { // reversed elaboration: the terser statement is the newer one
		es = []entry{long, terse}
	}
	g.emit(ClassElaboration, live, g.times(2, live), roleControl, es...)
}

func (g *gen) negationControl(i int) {
	live := g.controlLive()
	var es []entry
	switch i % 8 {
	case 0:
		p := g.person()
		v := g.pick([]string{"meat", "fish", "dairy", "pork"})
		es = []entry{
			{fmt.Sprintf("%s doesn't eat %s", p.name, v), []Fact{fact(p, "eats", "", v, true, false, "neg")}, nil, nil},
			{fmt.Sprintf("%s still doesn't eat %s", p.name, v), []Fact{fact(p, "eats", "", v, true, false, "neg-still")}, nil, nil},
		}
	case 1:
		d := g.device()
		es = []entry{
			{fmt.Sprintf("%s is up", d.name), []Fact{fact(d, "state", "", "up", false, false, "pos")}, nil, nil},
			{fmt.Sprintf("%s is not down", d.name), []Fact{fact(d, "state", "", "down", true, false, "neg-other")}, nil, nil},
		}
	case 2:
		p, c := g.person(), g.city(false)
		es = []entry{
			{fmt.Sprintf("%s no longer lives in %s", p.name, c.surface), []Fact{fact(p, "residence", "", c.canon, true, false, "no-longer")}, nil, nil},
			{fmt.Sprintf("%s doesn't live in %s", p.name, c.surface), []Fact{fact(p, "residence", "", c.canon, true, false, "doesnt")}, nil, nil},
		}
	case 3:
		f := g.flag()
		es = []entry{
			{fmt.Sprintf("%s is not enabled", f.S()), []Fact{fact(f, "state", "", "enabled", true, false, "neg")}, nil, nil},
			{fmt.Sprintf("%s is still not enabled", f.S()), []Fact{fact(f, "state", "", "enabled", true, false, "neg-still")}, nil, nil},
		}
	case 4:
		s := g.shop()
		es = []entry{
			{fmt.Sprintf("%s is not open on Sundays", s.S()), []Fact{fact(s, "state", "sundays", "open", true, false, "neg")}, nil, nil},
			{fmt.Sprintf("%s isn't open on Sundays", s.S()), []Fact{fact(s, "state", "sundays", "open", true, false, "isnt")}, nil, nil},
		}
	case 5:
		p := g.person()
		v := g.pick([]string{"coffee", "alcohol", "energy drinks"})
		es = []entry{
			{fmt.Sprintf("%s never drinks %s", p.name, v), []Fact{fact(p, "drinks", "", canon(v), true, false, "never")}, nil, nil},
			{fmt.Sprintf("%s does not drink %s", p.name, v), []Fact{fact(p, "drinks", "", canon(v), true, false, "does-not")}, nil, nil},
		}
	case 6:
		t := g.town()
		h := ent{name: "the harbor at " + t.name, id: t.id + " harbor"}
		es = []entry{
			{fmt.Sprintf("%s is open", h.name), []Fact{fact(h, "state", "", "open", false, false, "pos")}, nil, nil},
			{fmt.Sprintf("%s is not closed", h.name), []Fact{fact(h, "state", "", "closed", true, false, "neg-other")}, nil, nil},
		}
		g.used[h.id] = true
	default:
		d := g.device()
		es = []entry{
			{fmt.Sprintf("%s is not offline", d.name), []Fact{fact(d, "state", "", "offline", true, false, "neg-other")}, nil, nil},
			{fmt.Sprintf("%s is online", d.name), []Fact{fact(d, "state", "", "online", false, false, "pos")}, nil, nil},
		}
	}
	g.emit(ClassNegationControl, live, g.times(2, live), roleControl, es...)
}

// confirmation restates one value later: word for word (these merge in any
// dream, so a merge is always applied) or in another surface form.
func (g *gen) confirmation(i, n int) {
	live := g.controlLive()
	defs := valueAttrs()
	d := defs[(i*5+int(g.seed))%len(defs)]
	ctx := d.setup(g)
	v := ctx.next(nil)
	k := 2 + g.r.IntN(2)
	identical := i < int(float64(n)*g.spec.IdenticalConfirmFrac+0.5)
	body, j := g.pickTmpl(d.forms, nil, v, false)
	var es []entry
	for x := 0; x < k; x++ {
		b, form := body, d.name+".form"+itoa(j)
		switch {
		case identical || x == 0:
		case len(d.still) > 0 && g.chance(0.5):
			var k int
			b, k = g.pickTmpl(d.still, nil, v, false)
			form = d.name + ".still" + itoa(k)
		default:
			jj := j
			for tries := 0; tries < 20 && jj == j; tries++ {
				b, jj = g.pickTmpl(d.forms, nil, v, false)
			}
			form = d.name + ".form" + itoa(jj)
		}
		es = append(es, entry{fill(b, ctx.subj, v, ctx.vars), []Fact{{Subject: ctx.subj.id, Attribute: ctx.attr, Scope: ctx.scope, Value: v.canon, Form: form}}, nil, nil})
	}
	g.emit(ClassConfirmation, live, g.times(k, live), roleControl, es...)
}

// contested: two sources give different values for one key at the same instant.
func (g *gen) contested(i int) {
	defs := valueAttrs()
	d := defs[(i*3+int(g.seed)+1)%len(defs)]
	ctx := d.setup(g)
	a := ctx.next(nil)
	b := ctx.next([]val{a})
	ta, ja := g.pickTmpl(d.forms, nil, a, false)
	tb, jb := g.pickTmpl(d.forms, nil, b, false)
	t := g.backfillTimes(1)[0]
	es := []entry{
		{fill(ta, ctx.subj, a, ctx.vars), []Fact{{Subject: ctx.subj.id, Attribute: ctx.attr, Scope: ctx.scope, Value: a.canon, Form: d.name + ".form" + itoa(ja)}}, nil, nil},
		{fill(tb, ctx.subj, b, ctx.vars), []Fact{{Subject: ctx.subj.id, Attribute: ctx.attr, Scope: ctx.scope, Value: b.canon, Form: d.name + ".form" + itoa(jb)}}, nil, nil},
	}
	g.emit(ClassContested, false, []time.Time{t, t}, roleControl, es...)
}
