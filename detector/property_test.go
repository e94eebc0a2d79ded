package detector

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"l9/svo"
)

// checkInvariants runs the property checks on one input: every case file
// input is also a property test.
func checkInvariants(t *testing.T, pos string, units []svo.Unit, cfg Config) {
	t.Helper()
	want := Detect(units, cfg)
	checkResult(t, pos, units, cfg, want)
	r := rand.New(rand.NewPCG(uint64(len(units)), 7))
	for range 3 {
		// Shuffled input: identical result.
		sh := cloneUnits(units)
		r.Shuffle(len(sh), func(i, j int) { sh[i], sh[j] = sh[j], sh[i] })
		if d := cmp.Diff(want, Detect(sh, cfg)); d != "" {
			t.Errorf("%s: shuffling the input changed the result:\n%s", pos, d)
		}
	}
	// Renamed ids: the same result up to renaming.
	ren := cloneUnits(units)
	name := func(id string) string { return fmt.Sprintf("z%x", []byte(id)) }
	back := map[string]string{}
	for i := range ren {
		back[name(ren[i].ID)], back[name(ren[i].MemoryID)] = ren[i].ID, ren[i].MemoryID
		ren[i].ID, ren[i].MemoryID = name(ren[i].ID), name(ren[i].MemoryID)
	}
	got := Detect(ren, cfg)
	for i := range got.Candidates {
		c := &got.Candidates[i]
		c.ExpiredID, c.ReplacementID = back[c.ExpiredID], back[c.ReplacementID]
		c.ExpiredMemoryID, c.ReplacementMemoryID = back[c.ExpiredMemoryID], back[c.ReplacementMemoryID]
	}
	slices.SortFunc(got.Candidates, compareCandidates)
	for i := range got.Intervening {
		k := &got.Intervening[i]
		k.ExpiredID, k.ReplacementID, k.InterveningID = back[k.ExpiredID], back[k.ReplacementID], back[k.InterveningID]
		k.ExpiredMemoryID, k.ReplacementMemoryID, k.InterveningMemoryID = back[k.ExpiredMemoryID], back[k.ReplacementMemoryID], back[k.InterveningMemoryID]
	}
	slices.SortFunc(got.Intervening, compareSkips)
	for i := range got.Contested {
		c := &got.Contested[i]
		for k := range c.UnitIDs {
			c.UnitIDs[k] = back[c.UnitIDs[k]]
		}
		for k := range c.MemoryIDs {
			c.MemoryIDs[k] = back[c.MemoryIDs[k]]
		}
		slices.Sort(c.UnitIDs)
		slices.Sort(c.MemoryIDs)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("%s: renaming ids changed the result beyond the renaming:\n%s", pos, d)
	}
	// Scaled time axis (affine, order preserving): same result, times mapped.
	base := time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	scale := func(x time.Time) time.Time { return base.Add(3 * x.Sub(base)) }
	unscale := func(x time.Time) time.Time { return base.Add(x.Sub(base) / 3) }
	sc := cloneUnits(units)
	for i := range sc {
		u := &sc[i]
		u.CreatedAt = scale(u.CreatedAt)
		for _, p := range []**time.Time{&u.ObservedAt, &u.EffectiveAt, &u.ExpiresAt} {
			if *p != nil {
				v := scale(**p)
				*p = &v
			}
		}
	}
	got = Detect(sc, cfg)
	for i := range got.Candidates {
		c := &got.Candidates[i]
		c.ExpiresAt, c.ExpiredAt, c.ReplacedAt = unscale(c.ExpiresAt), unscale(c.ExpiredAt), unscale(c.ReplacedAt)
	}
	for i := range got.Contested {
		got.Contested[i].At = unscale(got.Contested[i].At)
	}
	for i := range got.Intervening {
		k := &got.Intervening[i]
		k.ExpiredAt, k.ReplacedAt = unscale(k.ExpiredAt), unscale(k.ReplacedAt)
		if !k.InterveningAt.IsZero() {
			k.InterveningAt = unscale(k.InterveningAt)
		}
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("%s: scaling timestamps changed the result:\n%s", pos, d)
	}
}

// checkResult checks what must hold of any result.
func checkResult(t *testing.T, pos string, units []svo.Unit, cfg Config, r Result) {
	t.Helper()
	minT := map[string]time.Time{}
	for _, c := range r.Candidates {
		if !(c.Score > 0 && c.Score < 1) || c.Score < cfg.Threshold {
			t.Errorf("%s: score %v of %s->%s outside (0,1) or below threshold %v", pos, c.Score, c.ExpiredID, c.ReplacementID, cfg.Threshold)
		}
		if !cfg.Off.Has(StrictDirection) && !c.ReplacedAt.After(c.ExpiredAt) {
			t.Errorf("%s: %s->%s not strictly newer", pos, c.ExpiredID, c.ReplacementID)
		}
		if m, ok := minT[c.ExpiredID]; !ok || c.ReplacedAt.Before(m) {
			minT[c.ExpiredID] = c.ReplacedAt
		}
		if c.Reason != ReasonValue && c.Reason != ReasonNegation {
			t.Errorf("%s: reason %q", pos, c.Reason)
		}
	}
	for _, c := range r.Candidates {
		if !c.ExpiresAt.Equal(minT[c.ExpiredID]) {
			t.Errorf("%s: expires_at of %s is %v, want min %v", pos, c.ExpiredID, c.ExpiresAt, minT[c.ExpiredID])
		}
	}
	if !slices.IsSortedFunc(r.Candidates, compareCandidates) {
		t.Errorf("%s: candidates not sorted", pos)
	}
	if r.Summary.Candidates != len(r.Candidates) || r.Summary.Value+r.Summary.Negation != len(r.Candidates) || r.Summary.Units != len(units) ||
		r.Summary.SkippedIntervening != len(r.Intervening) {
		t.Errorf("%s: summary inconsistent: %+v", pos, r.Summary)
	}
	// Never skip a version: no candidate straddles a key-only unit of its
	// key; every skip does, and names the earliest one.
	checkIntervening(t, pos, units, cfg, r)
	// Threshold 1.0 emits nothing.
	c1 := cfg
	c1.Threshold = 1
	if n := len(Detect(units, c1).Candidates); n != 0 {
		t.Errorf("%s: threshold 1.0 emitted %d candidates", pos, n)
	}
}

// checkIntervening checks clause intervening_version on a result against a
// direct transcription: a candidate never has a timed key-only unit of its
// key strictly between its two order times, a skip always has, and the
// skip names the earliest (ties: the smallest id).
func checkIntervening(t *testing.T, pos string, units []svo.Unit, cfg Config, r Result) {
	t.Helper()
	type key struct{ s, a, sc string }
	ko := map[key][]*svo.Unit{}
	n := 0
	for i := range units {
		u := &units[i]
		if !u.KeyOnly || u.Subject.Canon == "" || u.Attribute.Canon == "" || u.Negated && !cfg.Off.Has(NegationPath) {
			continue // a key-only negation is a key negation, on the negation path
		}
		n++
		if cfg.Off.Has(CreatedAtFallback) && u.ObservedAt == nil {
			continue
		}
		k := key{u.Subject.Canon, u.Attribute.Canon, u.Scope}
		if cfg.Off.Has(ScopeInKey) {
			k.sc = ""
		}
		ko[k] = append(ko[k], u)
	}
	if r.Summary.KeyOnly != n {
		t.Errorf("%s: summary key_only %d, want %d", pos, r.Summary.KeyOnly, n)
	}
	earliest := func(k key, from, to time.Time) *svo.Unit {
		var best *svo.Unit
		for _, u := range ko[k] {
			ut := u.OrderTime()
			if !ut.After(from) || !ut.Before(to) {
				continue
			}
			if best == nil || ut.Before(best.OrderTime()) || (ut.Equal(best.OrderTime()) && u.ID < best.ID) {
				best = u
			}
		}
		return best
	}
	off := cfg.Off.Has(InterveningVersion)
	for _, c := range r.Candidates {
		if u := earliest(key{c.Subject, c.Attribute, c.Scope}, c.ExpiredAt, c.ReplacedAt); u != nil && !off {
			t.Errorf("%s: candidate %s->%s skips the key-only unit %s", pos, c.ExpiredID, c.ReplacementID, u.ID)
		}
	}
	if off && len(r.Intervening) > 0 {
		t.Errorf("%s: intervening_version off, yet %d skips", pos, len(r.Intervening))
	}
	for _, k := range r.Intervening {
		if k.StatedOld != "" {
			// the replacement states an old value the expired version does
			// not hold (or confirms its own): no unit is named
			if k.InterveningID != "" || !k.InterveningAt.IsZero() {
				t.Errorf("%s: skip %s->%s states %q and names %s", pos, k.ExpiredID, k.ReplacementID, k.StatedOld, k.InterveningID)
			}
			continue
		}
		u := earliest(key{k.Subject, k.Attribute, k.Scope}, k.ExpiredAt, k.ReplacedAt)
		if u == nil || u.ID != k.InterveningID || !u.OrderTime().Equal(k.InterveningAt) || u.MemoryID != k.InterveningMemoryID {
			t.Errorf("%s: skip %s->%s names %s, the earliest key-only unit between is %v", pos, k.ExpiredID, k.ReplacementID, k.InterveningID, u)
		}
	}
	if !slices.IsSortedFunc(r.Intervening, compareSkips) {
		t.Errorf("%s: skips not sorted", pos)
	}
}

func cloneUnits(us []svo.Unit) []svo.Unit {
	out := slices.Clone(us)
	for i := range out {
		u := &out[i]
		for _, p := range []**time.Time{&u.ObservedAt, &u.EffectiveAt, &u.ExpiresAt} {
			if *p != nil {
				v := **p
				*p = &v
			}
		}
	}
	return out
}

// randomUnits draws a messy input: few keys, few values with shared tokens,
// negations, confirmations, ties, facets, intervals, missing observed_at.
func randomUnits(r *rand.Rand, n int) []svo.Unit {
	base := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	vals := []string{"berlin", "munich", "berlin kreuzberg", "up", "down", "postgres 14", "postgres 15", "14"}
	var us []svo.Unit
	for i := range n {
		mem := fmt.Sprintf("m%d", i)
		nf := 1
		if r.IntN(5) == 0 {
			nf = 2
		}
		ct := base.Add(time.Duration(r.IntN(20)) * 24 * time.Hour)
		var obs *time.Time
		if r.IntN(3) > 0 {
			o := base.Add(time.Duration(r.IntN(20)) * 24 * time.Hour)
			obs = &o
		}
		for f := range nf {
			u := svo.Unit{ID: mem, MemoryID: mem, Confidence: 0.5 + 0.49*r.Float64(), CreatedAt: ct, ObservedAt: obs}
			if nf > 1 {
				u.ID, u.IsFacet = fmt.Sprintf("%s#f%d", mem, f), true
			}
			u.Subject.Canon = []string{"alice", "relay", "db"}[r.IntN(3)]
			u.Attribute.Canon = []string{"residence", "state"}[r.IntN(2)]
			u.Value.Canon = vals[r.IntN(len(vals))]
			if r.IntN(7) == 0 {
				// A version whose value svo could not extract.
				u.KeyOnly, u.Value = true, svo.Span{}
			}
			u.Negated = r.IntN(5) == 0
			// "now": the value holds after another (svo.Unit.Changed)
			u.Changed = !u.Negated && r.IntN(9) == 0
			if r.IntN(6) == 0 {
				u.Scope = "weekday"
			}
			if r.IntN(8) == 0 {
				e := base.Add(time.Duration(r.IntN(30)) * 24 * time.Hour)
				u.ExpiresAt = &e
			}
			if r.IntN(8) == 0 {
				e := base.Add(time.Duration(r.IntN(30)) * 24 * time.Hour)
				u.EffectiveAt = &e
			}
			u.Cardinality = svo.Cardinality(r.IntN(2))
			if r.IntN(40) == 0 {
				u.Cardinality = svo.CardSetValued
			}
			us = append(us, u)
		}
	}
	return us
}

func TestPropertiesRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	configs := []Config{DefaultConfig()}
	for _, c := range Clauses() {
		configs = append(configs, DefaultConfig().Without(c))
	}
	for it := range 60 {
		us := randomUnits(r, 2+r.IntN(25))
		for _, cfg := range configs {
			checkInvariants(t, fmt.Sprintf("random #%d off=%s", it, cfg.Off), us, cfg)
		}
	}
}

// TestMatchesNaive checks the blocked, sorted rule against a direct
// transcription of the rule over all pairs, on random inputs and every
// config.
func TestMatchesNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	configs := []Config{DefaultConfig(), {Threshold: 0}}
	for _, c := range Clauses() {
		configs = append(configs, Config{Threshold: 0}.Without(c))
	}
	for it := range 200 {
		us := randomUnits(r, 2+r.IntN(30))
		for _, cfg := range configs {
			want := naiveDetect(us, cfg)
			for _, scan := range []bool{false, true} {
				forceScan = scan
				got := Detect(us, cfg).Candidates
				forceScan = false
				if d := cmp.Diff(pairsOf(want), pairsOf(got)); d != "" {
					t.Fatalf("random #%d off=%s scan=%v: Detect differs from the all-pairs rule (-naive +detect):\n%s", it, cfg.Off, scan, d)
				}
			}
		}
	}
}

func pairsOf(cs []Candidate) []string {
	var out []string
	for _, c := range cs {
		out = append(out, fmt.Sprintf("%s %s->%s %s %.4f", c.Reason, c.ExpiredID, c.ReplacementID, c.ExpiresAt.Format(time.RFC3339), c.Score))
	}
	slices.Sort(out)
	return out
}

// naiveDetect is the rule written as directly as possible over all ordered
// pairs: the reference for TestMatchesNaive and the baseline of the
// benchmarks. O(n²).
func naiveDetect(us []svo.Unit, cfg Config) []Candidate {
	type info struct {
		key     string
		val     string
		neg     bool
		t       time.Time
		ok      bool
		set     bool
		u       *svo.Unit
		keyOnly svo.Key
	}
	in := make([]info, len(us))
	for i := range us {
		u := &us[i]
		scope := u.Scope
		if cfg.Off.Has(ScopeInKey) {
			scope = ""
		}
		in[i] = info{u: u, key: u.Subject.Canon + "\x00" + u.Attribute.Canon + "\x00" + scope, val: u.Value.Canon, neg: u.Negated && !cfg.Off.Has(NegationPath), t: u.OrderTime()}
		keyNeg := u.KeyOnly && u.Negated && !cfg.Off.Has(NegationPath) // the key's value in force ended
		in[i].ok = u.Subject.Canon != "" && u.Attribute.Canon != "" && (u.Value.Canon != "" && !u.KeyOnly || keyNeg)
		if keyNeg {
			in[i].val = ""
		}
		in[i].keyOnly = svo.Key{Subject: u.Subject.Canon, Attribute: u.Attribute.Canon, Scope: scope}
	}
	timed := func(i int) bool { return !cfg.Off.Has(CreatedAtFallback) || us[i].ObservedAt != nil }
	if !cfg.Off.Has(Exclusivity) && !cfg.Off.Has(NegationPath) {
		// a negated value takes the one affirmed value of its key that is
		// the same value written another way (unifyNegated)
		pos := map[string][]string{}
		for i := range in {
			if in[i].ok && timed(i) && !in[i].neg && !slices.Contains(pos[in[i].key], in[i].val) {
				pos[in[i].key] = append(pos[in[i].key], in[i].val)
			}
		}
		for i := range in {
			if !in[i].ok || !timed(i) || !in[i].neg || slices.Contains(pos[in[i].key], in[i].val) {
				continue
			}
			var ms []string
			for _, p := range pos[in[i].key] {
				if sameValue(strings.Fields(in[i].val), strings.Fields(p)) {
					ms = append(ms, p)
				}
			}
			if len(ms) == 1 {
				in[i].val = ms[0]
			}
		}
	}
	setKey := map[string]bool{}
	if !cfg.Off.Has(Cardinality) {
		hinted := map[string]bool{}
		for i := range in {
			if in[i].ok && us[i].Cardinality == svo.CardSetValued {
				hinted[in[i].key] = true
			}
		}
		// Cardinality by evidence: a later version that names as replaced
		// (From) or marks as changed (Changed) the one value every earlier
		// affirmed version held overrules the hint.
		related := func(a, b string) bool { return containsWords(a, b) || containsWords(b, a) }
		for k := range hinted {
			overruled := false
			for r := range in {
				if in[r].key != k || !in[r].ok || in[r].neg {
					continue
				}
				var vs []string
				for e := range in {
					if in[e].key == k && in[e].ok && !in[e].neg && in[e].t.Before(in[r].t) && us[e].MemoryID != us[r].MemoryID {
						vs = append(vs, in[e].val)
					}
				}
				f, fromOld := "", us[r].From != nil
				switch {
				case fromOld:
					f = strings.Join(strings.Fields(us[r].From.Canon), " ")
					if f == "" || f == in[r].val {
						continue
					}
				case us[r].Changed && !broadRelation(&entry{u: &us[r], subj: us[r].Subject.Canon, attr: us[r].Attribute.Canon}):
					if len(vs) == 0 {
						continue
					}
					f = slices.MinFunc(vs, func(a, b string) int {
						if len(a) != len(b) {
							return len(a) - len(b)
						}
						return strings.Compare(a, b)
					})
					if related(f, in[r].val) {
						continue
					}
				default:
					continue
				}
				held, other := false, false
				for e := range in {
					if in[e].key != k || !in[e].ok || in[e].neg || !in[e].t.Before(in[r].t) || us[e].MemoryID == us[r].MemoryID {
						continue
					}
					switch {
					case !fromOld && related(in[e].val, in[r].val):
						other = true
					case related(in[e].val, f):
						held = true
					case us[e].From == nil:
						other = true
					}
				}
				if held && !other {
					overruled = true
					break
				}
			}
			if !overruled {
				setKey[k] = true
			}
		}
		for i := range in {
			for j := range in {
				if i == j || !in[i].ok || !in[j].ok || in[i].key != in[j].key || in[i].neg || in[j].neg || in[i].val == in[j].val {
					continue
				}
				if us[i].MemoryID == us[j].MemoryID {
					setKey[in[i].key] = true
				}
				// Concurrently current with a stated end.
				if !timed(i) || !timed(j) || (us[i].ExpiresAt == nil && us[j].ExpiresAt == nil) {
					continue
				}
				cur := func(k int) (time.Time, *time.Time) {
					s := in[k].t
					if us[k].EffectiveAt != nil {
						s = *us[k].EffectiveAt
					}
					return s, us[k].ExpiresAt
				}
				si, ei := cur(i)
				sj, ej := cur(j)
				if (ei != nil && !si.Before(*ei)) || (ej != nil && !sj.Before(*ej)) {
					continue
				}
				if (ei == nil || sj.Before(*ei)) && (ej == nil || si.Before(*ej)) {
					setKey[in[i].key] = true
				}
			}
		}
	}
	conflict := func(a, b int) (string, bool) {
		x, y := in[a], in[b]
		var reason string
		switch {
		case x.val == y.val:
			if x.neg == y.neg {
				return "", false
			}
			reason = ReasonNegation
		case x.neg && x.val == "" && !y.neg, y.neg && y.val == "" && !x.neg:
			// a key negation ends any value of a one-value key
			if setKey[x.key] {
				return "", false
			}
			reason = ReasonNegation
		case x.neg || y.neg:
			return "", false
		case setKey[x.key]:
			return "", false
		default:
			if !cfg.Off.Has(Exclusivity) {
				tx, ty := strings.Fields(x.val), strings.Fields(y.val)
				if ContainsSeq(tx, ty) || ContainsSeq(ty, tx) {
					return "", false
				}
			}
			reason = ReasonValue
		}
		if !cfg.Off.Has(Intervals) && !us[a].Interval().Overlaps(us[b].Interval()) {
			return "", false
		}
		return reason, true
	}
	newer := func(b, a int) bool {
		if cfg.Off.Has(StrictDirection) {
			return !in[b].t.Before(in[a].t)
		}
		return in[b].t.After(in[a].t)
	}
	var out []Candidate
	for a := range in {
		if !in[a].ok || !timed(a) {
			continue
		}
		var best []int
		for b := range in {
			if b == a || !in[b].ok || in[b].key != in[a].key || !timed(b) || !newer(b, a) {
				continue
			}
			if _, ok := conflict(a, b); ok {
				best = append(best, b)
			}
		}
		if !cfg.Off.Has(TransitiveReduction) && len(best) > 0 {
			first := best[0]
			for _, b := range best {
				if in[b].t.Before(in[first].t) {
					first = b
				}
			}
			var keep []int
			for _, b := range best {
				if in[b].t.Equal(in[first].t) {
					keep = append(keep, b)
				}
			}
			best = keep
		}
		for _, b := range best {
			// Never skip a version: a timed key-only unit of the key
			// strictly between a and b.
			skip := false
			for k := range us {
				ku := &us[k]
				if cfg.Off.Has(InterveningVersion) || !ku.KeyOnly || ku.Negated && !cfg.Off.Has(NegationPath) || ku.Subject.Canon == "" || ku.Attribute.Canon == "" || !timed(k) {
					continue
				}
				sc := ku.Scope
				if cfg.Off.Has(ScopeInKey) {
					sc = ""
				}
				if ku.Subject.Canon+"\x00"+ku.Attribute.Canon+"\x00"+sc == in[a].key && in[k].t.After(in[a].t) && in[k].t.Before(in[b].t) {
					skip = true
				}
			}
			if skip {
				continue
			}
			reason, _ := conflict(a, b)
			ea := entry{u: &us[a], neg: in[a].neg}
			eb := entry{u: &us[b], neg: in[b].neg}
			s := score(&ea, &eb, reason, strings.Fields(in[a].val), strings.Fields(in[b].val))
			if s < cfg.Threshold {
				continue
			}
			out = append(out, Candidate{ExpiredID: us[a].ID, ReplacementID: us[b].ID, Reason: reason, Score: s, ReplacedAt: in[b].t})
		}
	}
	minT := map[string]time.Time{}
	for _, c := range out {
		if m, ok := minT[c.ExpiredID]; !ok || c.ReplacedAt.Before(m) {
			minT[c.ExpiredID] = c.ReplacedAt
		}
	}
	for i := range out {
		out[i].ExpiresAt = minT[out[i].ExpiredID]
	}
	return out
}

func TestDetectPartsEqualsDetect(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	for it := range 30 {
		us := randomUnits(r, 2+r.IntN(30))
		want := Detect(us, DefaultConfig())
		var parts [][]svo.Unit
		for lo := 0; lo < len(us); {
			hi := min(len(us), lo+1+r.IntN(5))
			parts = append(parts, us[lo:hi])
			lo = hi
		}
		parts = append(parts, nil)
		if d := cmp.Diff(want, DetectParts(parts, DefaultConfig())); d != "" {
			t.Fatalf("random #%d: DetectParts differs from Detect:\n%s", it, d)
		}
	}
}

// FuzzDetect draws a messy input from the fuzzer's seed and checks every
// invariant of a result and the all-pairs reference, under a random config.
func FuzzDetect(f *testing.F) {
	f.Add(uint64(1), uint64(2), uint8(10), uint16(0))
	f.Fuzz(func(t *testing.T, s1, s2 uint64, n uint8, off uint16) {
		r := rand.New(rand.NewPCG(s1, s2))
		us := randomUnits(r, int(n%40))
		cfg := Config{Threshold: float64(off>>8) / 255, Off: ClauseSet(off) & (1<<numClauses - 1)}
		res := Detect(us, cfg)
		checkResult(t, "fuzz", us, cfg, res)
		if d := cmp.Diff(pairsOf(naiveDetect(us, cfg)), pairsOf(res.Candidates)); d != "" {
			t.Fatalf("differs from the all-pairs rule:\n%s", d)
		}
	})
}

// TestScanFlipMatchesWalk: scan's flip search (a negated claim, or any
// claim of a set-valued key, can only conflict with its polarity flip)
// gives the result of the plain walk (candidates, skips, contested groups,
// summary), on random inputs of every config, small and large, with many
// values per key and set-valued keys.
func TestScanFlipMatchesWalk(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	configs := []Config{DefaultConfig(), {Threshold: 0}}
	for _, c := range Clauses() {
		configs = append(configs, Config{Threshold: 0}.Without(c))
	}
	defer func() { forceScan, forceWalk = false, false }()
	flipped := 0
	for it := range 120 {
		us := randomUnits(r, 2+r.IntN(30))
		if it%4 == 0 {
			us = randomUnits(r, 300)
		}
		// Many distinct values (scan's side of maxListClaims), and on
		// some inputs every unit set-valued.
		set := it%3 == 0
		for i := range us {
			if !us[i].KeyOnly && r.IntN(2) == 0 {
				us[i].Value.Canon = fmt.Sprintf("v%d", r.IntN(60))
			}
			if set {
				us[i].Cardinality = svo.CardSetValued
			}
		}
		for _, cfg := range configs {
			forceScan, forceWalk = true, true
			want := Detect(us, cfg)
			forceWalk = false
			got := Detect(us, cfg)
			if d := cmp.Diff(want, got); d != "" {
				t.Fatalf("random #%d off=%s: scan with flip search differs from the walk (-walk +flip):\n%s", it, cfg.Off, d)
			}
			flipped += got.Summary.Candidates
		}
	}
	if flipped == 0 {
		t.Error("no candidate at all: the comparison says little")
	}
}
