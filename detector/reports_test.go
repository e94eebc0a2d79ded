package detector_test

import (
	"testing"
	"time"

	"l9/detector"
	"l9/svo"
)

func reportUnit(id, subj, attr, val string, day int, reported bool) svo.Unit {
	return svo.Unit{
		ID: id, MemoryID: id,
		Subject:     svo.Span{Canon: subj},
		Attribute:   svo.Span{Canon: attr},
		Value:       svo.Span{Canon: val},
		Cardinality: svo.CardFunctional, Confidence: 0.9, Rule: "test", Reported: reported,
		CreatedAt: time.Date(2024, 1, day, 0, 0, 0, 0, time.UTC),
	}
}

// TestReportIntervening: two versions of a key are not paired over a change
// report about the key keyed another way (clause intervening_version); a
// report about another subject, or outside the interval, changes nothing,
// and a caller's index (Config.Reports) is what the rule uses.
func TestReportIntervening(t *testing.T) {
	v1 := reportUnit("v1", "analytics", "warehouse", "redshift", 1, false)
	v3 := reportUnit("v3", "analytics", "warehouse", "bigquery", 9, false)
	mid := reportUnit("r", "analytics warehouse", "move", "snowflake", 5, true)
	other := reportUnit("o", "billing", "warehouse", "snowflake", 5, true)
	late := reportUnit("l", "analytics warehouse", "move", "snowflake", 12, true)
	owner := reportUnit("u", "user", "warehouse", "x", 5, true)

	pairs := func(r detector.Result) map[[2]string]bool {
		m := map[[2]string]bool{}
		for _, c := range r.Candidates {
			m[[2]string{c.ExpiredID, c.ReplacementID}] = true
		}
		return m
	}
	cfg := detector.DefaultConfig()
	r := detector.Detect([]svo.Unit{v1, v3, mid}, cfg)
	if pairs(r)[[2]string{"v1", "v3"}] || r.Summary.SkippedIntervening != 1 || len(r.Intervening) != 1 || r.Intervening[0].InterveningID != "r" {
		t.Errorf("report between: candidates %v, skipped %d %v", pairs(r), r.Summary.SkippedIntervening, r.Intervening)
	}
	for _, u := range []svo.Unit{other, late, owner} {
		if r := detector.Detect([]svo.Unit{v1, v3, u}, cfg); !pairs(r)[[2]string{"v1", "v3"}] {
			t.Errorf("report %s (%s | %s) blocked the pair", u.ID, u.Subject.Canon, u.Attribute.Canon)
		}
	}
	if r := detector.Detect([]svo.Unit{v1, v3, mid}, cfg.Without(detector.InterveningVersion)); !pairs(r)[[2]string{"v1", "v3"}] {
		t.Error("intervening_version off: the pair over the report is not emitted")
	}
	// a report that names the expired value, about the same subject, though
	// no word of the attribute: "Analytics moved off Redshift onto Snowflake"
	named := reportUnit("n", "analytics", "move", "off redshift", 5, true)
	if r := detector.Detect([]svo.Unit{v1, v3, named}, cfg); pairs(r)[[2]string{"v1", "v3"}] {
		t.Error("a report naming the expired value between them: the pair is emitted")
	}
	// an owner's report that names the key's subject: "We moved the
	// analytics warehouse to Snowflake"
	ownerRep := reportUnit("w", "we", "move", "analytics warehouse", 5, true)
	if r := detector.Detect([]svo.Unit{v1, v3, ownerRep}, cfg); pairs(r)[[2]string{"v1", "v3"}] {
		t.Error("an owner's report naming the subject and attribute between them: the pair is emitted")
	}
	elsewhere := reportUnit("e", "billing", "move", "off redshift", 5, true)
	if r := detector.Detect([]svo.Unit{v1, v3, elsewhere}, cfg); !pairs(r)[[2]string{"v1", "v3"}] {
		t.Error("a report of another subject naming the value blocked the pair")
	}
	// a streaming caller's index of the whole namespace, the rule given a piece
	ru, ok := detector.ReportOf(&mid, cfg)
	if !ok {
		t.Fatal("ReportOf: the reported unit is not indexed")
	}
	c := cfg
	c.Reports = detector.NewReports([]detector.ReportUnit{ru}, nil)
	if r := detector.Detect([]svo.Unit{v1, v3}, c); pairs(r)[[2]string{"v1", "v3"}] {
		t.Error("Config.Reports: the caller's index is not used")
	}
	c.Reports = detector.NewReports(nil, nil)
	if r := detector.Detect([]svo.Unit{v1, v3, mid}, c); !pairs(r)[[2]string{"v1", "v3"}] {
		t.Error("Config.Reports: an empty caller's index is replaced by the piece's own")
	}
}

// TestStatedOldValue: a replacement that states another old value than the
// expired version's is no pair with it (a version is missing between
// them); one that states the expired value is.
func TestStatedOldValue(t *testing.T) {
	v1 := reportUnit("v1", "raman", "employer", "quillon bank", 1, false)
	v3 := reportUnit("v3", "raman", "employer", "halden mutual", 9, true)
	v3.From = &svo.Span{Canon: "corvel partners"}
	cfg := detector.DefaultConfig()
	r := detector.Detect([]svo.Unit{v1, v3}, cfg)
	if len(r.Candidates) != 0 || r.Summary.SkippedIntervening != 1 || len(r.Intervening) != 1 || r.Intervening[0].StatedOld != "corvel partners" {
		t.Errorf("stated old value corvel partners after quillon bank: %d candidates, skipped %d %+v", len(r.Candidates), r.Summary.SkippedIntervening, r.Intervening)
	}
	v3.From = &svo.Span{Canon: "quillon bank"}
	if r := detector.Detect([]svo.Unit{v1, v3}, cfg); len(r.Candidates) != 1 {
		t.Errorf("stated old value = the expired one: %d candidates", len(r.Candidates))
	}
	v3.From = &svo.Span{Canon: "corvel partners"}
	if r := detector.Detect([]svo.Unit{v1, v3}, cfg.Without(detector.InterveningVersion)); len(r.Candidates) != 1 {
		t.Errorf("intervening_version off: %d candidates", len(r.Candidates))
	}
}

// TestFromHeld: a unit that stands only where its key held its stated old
// value (svo.Unit.FromHeld: "Marr left Aarvik for Halden", emitted under
// several relations) is a version of the key that held it and is dropped
// from every other key, as an expired version too; one whose key held the
// value earlier is paired.
func TestFromHeld(t *testing.T) {
	res := reportUnit("r1", "marr", "residence", "aarvik", 1, false)
	emp := reportUnit("e1", "marr", "employer", "quillon bank", 2, false)
	left := func(attr string) svo.Unit {
		u := reportUnit("l-"+attr, "marr", attr, "halden", 5, false)
		u.MemoryID = "left"
		u.From, u.FromHeld = &svo.Span{Canon: "aarvik"}, true
		return u
	}
	later := reportUnit("e2", "marr", "employer", "sedra analytics", 9, false)
	cfg := detector.DefaultConfig()
	r := detector.Detect([]svo.Unit{res, emp, left("residence"), left("employer"), later}, cfg)
	got := map[[2]string]bool{}
	for _, c := range r.Candidates {
		got[[2]string{c.ExpiredMemoryID, c.ReplacementMemoryID}] = true
	}
	want := map[[2]string]bool{{"r1", "left"}: true, {"e1", "e2"}: true}
	if len(got) != len(want) || !got[[2]string{"r1", "left"}] || !got[[2]string{"e1", "e2"}] {
		t.Errorf("candidates %v, want %v", got, want)
	}
	if r.Summary.NotHeld != 1 {
		t.Errorf("not held %d, want 1 (the employer unit)", r.Summary.NotHeld)
	}
	// without the flag the employer unit is a version: e1 -> left -> e2
	l := left("employer")
	l.FromHeld = false
	r = detector.Detect([]svo.Unit{emp, l, later}, cfg.Without(detector.InterveningVersion))
	if len(r.Candidates) != 2 {
		t.Errorf("unflagged: %d candidates, want 2", len(r.Candidates))
	}
}

// TestFromHeldAnchored: a keyless change ("replaced Datadog with Grafana
// Cloud": svo files it under the agent, FromHeld) is dropped from its own
// key and, through clause old_value_anchor, pairs in the key that held the
// old value; with old_value_anchor off it pairs nowhere.
func TestFromHeldAnchored(t *testing.T) {
	a := reportUnit("a", "observability", "vendor", "datadog", 1, false)
	b := reportUnit("b", "user", "replaced", "grafana cloud", 5, false)
	b.From, b.FromHeld = &svo.Span{Canon: "datadog"}, true
	other := reportUnit("c", "user", "replaced", "almond milk", 7, false)
	other.From, other.FromHeld = &svo.Span{Canon: "oat milk"}, true
	cfg := detector.DefaultConfig()
	r := detector.Detect([]svo.Unit{a, b, other}, cfg)
	if len(r.Candidates) != 1 || r.Candidates[0].ExpiredMemoryID != "a" || r.Candidates[0].ReplacementMemoryID != "b" || r.Candidates[0].Subject != "observability" {
		t.Fatalf("candidates %+v, want a -> b under observability vendor", r.Candidates)
	}
	if r := detector.Detect([]svo.Unit{a, b, other}, cfg.Without(detector.OldValueAnchor)); len(r.Candidates) != 0 {
		t.Errorf("old_value_anchor off: %d candidates, want 0 (b and c never pair under user replaced)", len(r.Candidates))
	}
}

// TestAnchorCloseKey: a change report whose old value two keys held, neither
// with a subject nesting with its own ("Roofing on the depot refurb
// switched from Vantry to Kellaway": (roofing on depot refurb, use)),
// joins the one of them sharing two content words with its key
// ((dunmere depot roofing, be) = vantry roofing: "roofing", "depot"), not
// the one sharing none ((corvell st, facade) = vantry cladding); with two
// such keys, or one sharing a single word (the "stark account" and
// "initech account" of subjectsNest), it joins neither.
func TestAnchorCloseKey(t *testing.T) {
	roof := reportUnit("roof", "dunmere depot roofing", "be", "vantry roofing", 1, false)
	facade := reportUnit("facade", "corvell st", "facade", "vantry cladding", 2, false)
	rep := reportUnit("rep", "roofing on depot refurb", "use", "kellaway roofing", 5, false)
	rep.From = &svo.Span{Canon: "vantry"}
	cfg := detector.DefaultConfig()
	pairs := func(us ...svo.Unit) []string {
		var got []string
		for _, c := range detector.Detect(us, cfg).Candidates {
			got = append(got, c.ExpiredMemoryID+">"+c.ReplacementMemoryID+" "+c.Subject+"/"+c.Attribute)
		}
		return got
	}
	if got := pairs(roof, facade, rep); len(got) != 1 || got[0] != "roof>rep dunmere depot roofing/be" {
		t.Errorf("candidates %q, want roof>rep under (dunmere depot roofing, be)", got)
	}
	roof2 := reportUnit("roof2", "depot roofing works", "contractor", "vantry", 3, false)
	if got := pairs(roof, facade, roof2, rep); len(got) != 0 {
		t.Errorf("two close keys: candidates %q, want none", got)
	}
	acct := reportUnit("acct", "stark account", "manager", "priya", 1, false)
	move := reportUnit("move", "initech account", "be", "lee", 5, false)
	move.From = &svo.Span{Canon: "priya"}
	other := reportUnit("other", "globex", "partner", "priya", 2, false)
	if got := pairs(acct, other, move); len(got) != 0 {
		t.Errorf("one shared word: candidates %q, want none", got)
	}
	if r := detector.Detect([]svo.Unit{roof, facade, rep}, cfg.Without(detector.OldValueAnchor)); len(r.Candidates) != 0 {
		t.Errorf("old_value_anchor off: %d candidates, want 0", len(r.Candidates))
	}
}

// TestReturned: a return ("Achebe returned to Quillon Bank", svo.Unit.Returned)
// stands only in a key that held its value earlier: it pairs after the
// version it replaced there and is dropped from the keys that never held it.
func TestReturned(t *testing.T) {
	e1 := reportUnit("e1", "achebe", "employer", "quillon bank", 1, false)
	e2 := reportUnit("e2", "achebe", "employer", "hollin and marsh", 4, false)
	r1 := reportUnit("r1", "achebe", "residence", "leeds", 2, false)
	ret := func(attr string) svo.Unit {
		u := reportUnit("ret-"+attr, "achebe", attr, "quillon bank", 8, false)
		u.MemoryID, u.Returned = "ret", true
		return u
	}
	r := detector.Detect([]svo.Unit{e1, e2, r1, ret("employer"), ret("residence")}, detector.DefaultConfig())
	var got []string
	for _, c := range r.Candidates {
		got = append(got, c.ExpiredMemoryID+">"+c.ReplacementMemoryID+" "+c.Attribute)
	}
	if len(got) != 2 || got[0] != "e1>e2 employer" || got[1] != "e2>ret employer" {
		t.Errorf("candidates %v, want e1>e2 and e2>ret under employer", got)
	}
	if r.Summary.NotHeld != 1 {
		t.Errorf("not held %d, want 1 (the residence reading)", r.Summary.NotHeld)
	}
}

// TestStillNoReplacement: a confirmation ("User still lives in Edinburgh",
// svo.Unit.Still) never replaces another value: the version with its value
// is missing between them; it is still expired by the next change.
func TestStillNoReplacement(t *testing.T) {
	a := reportUnit("a", "user", "residence", "bristol", 1, false)
	b := reportUnit("b", "user", "residence", "edinburgh", 5, false)
	b.Still = true
	c := reportUnit("c", "user", "residence", "glasgow", 9, false)
	cfg := detector.DefaultConfig()
	r := detector.Detect([]svo.Unit{a, b, c}, cfg)
	if len(r.Candidates) != 1 || r.Candidates[0].ExpiredMemoryID != "b" || r.Candidates[0].ReplacementMemoryID != "c" {
		t.Errorf("candidates %+v, want only b -> c", r.Candidates)
	}
	if r.Summary.SkippedIntervening != 1 || len(r.Intervening) != 1 || r.Intervening[0].StatedOld != "edinburgh" {
		t.Errorf("skipped %d %+v, want a -> b skipped (stated old edinburgh)", r.Summary.SkippedIntervening, r.Intervening)
	}
	if r := detector.Detect([]svo.Unit{a, b, c}, cfg.Without(detector.InterveningVersion)); len(r.Candidates) != 2 {
		t.Errorf("intervening_version off: %d candidates, want 2", len(r.Candidates))
	}
}

// TestNegatedSameValueWrittenTwoWays: a negation whose value is the one
// affirmed value of the key written another way negates it ("no longer a
// member of Ironleaf" after "a membership at Ironleaf Gym"); with two such
// affirmed values it negates neither, and exclusivity off leaves it alone.
func TestNegatedSameValueWrittenTwoWays(t *testing.T) {
	a := reportUnit("a", "user", "member of", "ironleaf gym", 1, false)
	a.Cardinality = svo.CardSetValued
	b := reportUnit("b", "user", "member of", "ironleaf", 5, false)
	b.Negated, b.Cardinality = true, svo.CardSetValued
	cfg := detector.DefaultConfig()
	r := detector.Detect([]svo.Unit{a, b}, cfg)
	if len(r.Candidates) != 1 || r.Candidates[0].Reason != detector.ReasonNegation || r.Candidates[0].ExpiredMemoryID != "a" {
		t.Fatalf("candidates %+v, want a -> b on the negation path", r.Candidates)
	}
	c := reportUnit("c", "user", "member of", "ironleaf pool", 2, false)
	c.Cardinality = svo.CardSetValued
	if r := detector.Detect([]svo.Unit{a, c, b}, cfg); len(r.Candidates) != 0 {
		t.Errorf("two affirmed values the negation could mean: %d candidates, want 0", len(r.Candidates))
	}
	if r := detector.Detect([]svo.Unit{a, b}, cfg.Without(detector.Exclusivity)); len(r.Candidates) != 0 {
		t.Errorf("exclusivity off: %d candidates, want 0", len(r.Candidates))
	}
}

// TestReportValueRoute: a report about the key's subject whose value another
// unit files under the key's attribute is about the key, whatever its own
// attribute ("Van 12's tracker swapped to Beacon Fleet" between two
// telematics versions of van 12, when "Van 31 telematics: Beacon Fleet").
func TestReportValueRoute(t *testing.T) {
	v1 := reportUnit("v1", "van 12", "telematic", "quill telematics", 1, false)
	v3 := reportUnit("v3", "van 12", "telematic", "vantage live", 9, false)
	mid := reportUnit("r", "van 12 tracker", "swap to", "beacon fleet", 5, true)
	dom := reportUnit("d", "van 31", "telematic", "beacon fleet", 20, false)
	stray := reportUnit("s", "van 31", "depot", "beacon fleet", 20, false)
	other := reportUnit("o", "van 40 tracker", "swap to", "beacon fleet", 5, true)
	pairs := func(us ...svo.Unit) map[[2]string]bool {
		m := map[[2]string]bool{}
		for _, c := range detector.Detect(us, detector.DefaultConfig()).Candidates {
			m[[2]string{c.ExpiredID, c.ReplacementID}] = true
		}
		return m
	}
	if pairs(v1, v3, mid, dom)[[2]string{"v1", "v3"}] {
		t.Error("a report whose value the attribute holds elsewhere, between the versions: the pair is emitted")
	}
	if !pairs(v1, v3, mid)[[2]string{"v1", "v3"}] || !pairs(v1, v3, mid, stray)[[2]string{"v1", "v3"}] {
		t.Error("a report whose value no unit files under the attribute blocked the pair")
	}
	if !pairs(v1, v3, other, dom)[[2]string{"v1", "v3"}] {
		t.Error("a report about another subject blocked the pair")
	}
	// the caller's index: the reports and the domain pairs of the whole namespace
	ru, _ := detector.ReportOf(&mid, detector.DefaultConfig())
	dp, ok := detector.DomainOf(&dom, detector.DefaultConfig())
	if !ok {
		t.Fatal("DomainOf: no hash")
	}
	c := detector.DefaultConfig()
	c.Reports = detector.NewReports([]detector.ReportUnit{ru}, []uint64{dp})
	for _, cand := range detector.Detect([]svo.Unit{v1, v3}, c).Candidates {
		if cand.ExpiredID == "v1" && cand.ReplacementID == "v3" {
			t.Error("Config.Reports with domain pairs: the value route is not used")
		}
	}
}

// TestFrameEvidence: a key svo hints is many-valued holds one value at a
// time when a newer memory restates an earlier one word for word but for
// its value (svo.Unit.Frame); other frames, or none, leave it many-valued.
func TestFrameEvidence(t *testing.T) {
	mk := func(id, val string, day int, frame uint64) svo.Unit {
		return svo.Unit{
			ID: id, MemoryID: id,
			Subject:     svo.Span{Canon: "sea salt"},
			Attribute:   svo.Span{Canon: "caramel"},
			Value:       svo.Span{Canon: val},
			Cardinality: svo.CardSetValued, Confidence: 0.9, Rule: "test", Frame: frame,
			CreatedAt: time.Date(2024, 1, day, 0, 0, 0, 0, time.UTC),
		}
	}
	got := func(us ...svo.Unit) int { return len(detector.Detect(us, detector.DefaultConfig()).Candidates) }
	if n := got(mk("a", "12 per box", 1, 7), mk("b", "10 per box", 2, 7)); n != 1 {
		t.Errorf("one frame: %d candidates, want 1", n)
	}
	if n := got(mk("a", "12 per box", 1, 7), mk("b", "10 per box", 2, 8)); n != 0 {
		t.Errorf("two frames: %d candidates, want 0", n)
	}
	if n := got(mk("a", "12 per box", 1, 0), mk("b", "10 per box", 2, 0)); n != 0 {
		t.Errorf("no frame: %d candidates, want 0", n)
	}
}
