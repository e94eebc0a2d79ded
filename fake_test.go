package l9

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"l9/detector"
	"l9/gates"
	"l9/memory"
	"l9/prereg"
	"l9/svo"
)

// The fake components: a tiny generator whose content is "subject|attribute|
// value[|not]", an extractor that splits it, a detector that proposes each
// unit's nearest newer unit of its key with a different claim, the arm
// transforms, and a dream that keeps everything (temporal) or loses some
// (legacy). They exercise every path of the harness without the real
// packages, deterministically.

const fakeVersion = "fake-fixture-1"

var fakeCodeID = strings.Repeat("fa", 32)

func fakeComponents() Components {
	return Components{
		FixtureVersions: []string{fakeVersion},
		Generate: func(seed uint64, version string) (Fixture, error) {
			if version != fakeVersion {
				return Fixture{}, fmt.Errorf("fake generator: no fixture %q", version)
			}
			return fakeGenerate(seed)
		},
		Arm:     fakeArm,
		Extract: fakeExtract,
		Detect:  fakeDetect,
		Dream: func(f Fixture, legacy bool, cfg prereg.Dream) (DreamResult, error) {
			if legacy {
				return DreamResult{Survival: 0.875, Merges: 3}, nil
			}
			return DreamResult{Survival: 1, Merges: 3}, nil
		},
		CodeID: fakeCodeID,
	}
}

var fakeClasses = []string{"multi_valued", "scope_disjoint", "format_variant", "disjoint_interval", "elaboration", "negation_control", "confirmation", "contested"}

func fakeGenerate(seed uint64) (Fixture, error) {
	rng := rand.New(rand.NewPCG(seed, 0x19))
	base := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	backfill := time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)
	f := Fixture{Seed: seed, Labels: map[string][]string{}}
	n := 0
	add := func(content, class string, at time.Time, live bool) string {
		n++
		id := fmt.Sprintf("s%d-m%03d", seed, n)
		m := memory.Memory{ID: id, Content: content}
		if live {
			m.CreatedAt = at
		} else {
			m.ObservedAt = memory.TimePtr(at)
			m.CreatedAt = backfill.Add(time.Duration(rng.IntN(1_000_000)) * time.Millisecond)
		}
		f.Memories = append(f.Memories, m)
		f.Labels[id] = []string{class}
		return id
	}
	day := func(d int) time.Time { return base.AddDate(0, 0, d) }
	// 40 value chains of 2 versions (every fifth live-ingested), 10 negation flips.
	for i := range 40 {
		live := i%5 == 0
		t0 := rng.IntN(1000)
		a := add(fmt.Sprintf("subj%d-%d|residence|city%d", seed, i, rng.IntN(50)), "chain", day(t0), live)
		b := add(fmt.Sprintf("subj%d-%d|residence|town%d", seed, i, rng.IntN(50)), "chain", day(t0+1+rng.IntN(300)), live)
		f.Truth = append(f.Truth, gates.Pair{ExpiredID: a, ReplacementID: b, Reason: "value"})
	}
	for i := range 10 {
		t0 := rng.IntN(1000)
		a := add(fmt.Sprintf("relay%d-%d|state|up", seed, i), "negation_chain", day(t0), false)
		b := add(fmt.Sprintf("relay%d-%d|state|up|not", seed, i), "negation_chain", day(t0+5), false)
		f.Truth = append(f.Truth, gates.Pair{ExpiredID: a, ReplacementID: b, Reason: "negation"})
	}
	// Controls: the same value restated (no candidate), one pair per class.
	for _, c := range fakeClasses {
		t0 := rng.IntN(1000)
		add(fmt.Sprintf("ctl%d-%s|colour|green", seed, c), c, day(t0), false)
		add(fmt.Sprintf("ctl%d-%s|colour|green", seed, c), c, day(t0+3), false)
	}
	for i := range 20 {
		add(fmt.Sprintf("clean%d-%d|size|%d", seed, i, i), CleanClass, day(rng.IntN(1000)), false)
	}
	return f, nil
}

func fakeArm(name string, f Fixture, seed uint64) (Fixture, error) {
	out := f
	out.Memories = make([]memory.Memory, len(f.Memories))
	for i := range f.Memories {
		out.Memories[i] = f.Memories[i].Clone()
	}
	switch name {
	case "main", "threshold", "legacy_dream":
	case "unstamped":
		for i := range out.Memories {
			out.Memories[i].ObservedAt = nil
		}
	case "shuffled":
		rng := rand.New(rand.NewPCG(seed, 0x5f))
		// Permute observed_at (present or not) over the whole corpus.
		ts := make([]*time.Time, len(out.Memories))
		for i := range out.Memories {
			ts[i] = out.Memories[i].ObservedAt
		}
		rng.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
		for i := range out.Memories {
			out.Memories[i].ObservedAt = ts[i]
		}
	default:
		return Fixture{}, fmt.Errorf("unknown arm %q", name)
	}
	return out, nil
}

func fakeExtract(ms []memory.Memory) []svo.Unit {
	var us []svo.Unit
	for _, m := range ms {
		p := strings.Split(m.Content, "|")
		if len(p) < 3 {
			continue
		}
		u := svo.Unit{ID: m.ID, MemoryID: m.ID, Text: m.Content,
			Subject: svo.Span{Canon: p[0]}, Attribute: svo.Span{Canon: p[1]}, Value: svo.Span{Canon: p[2]},
			Negated: len(p) > 3, Confidence: 0.9, Cardinality: svo.CardFunctional,
			CreatedAt: m.CreatedAt, ObservedAt: m.ObservedAt, EffectiveAt: m.EffectiveAt, ExpiresAt: m.ExpiresAt}
		us = append(us, u)
	}
	return us
}

// fakeDetect: within a key, each unit is expired by the next newer unit
// whose claim differs. Switching off any clause but cardinality makes it
// also propose the reverse pair (so the mutation check catches it); with
// cardinality off it is unchanged (a surviving mutant).
func fakeDetect(units []svo.Unit, cfg detector.Config) detector.Result {
	us := slices.Clone(units)
	slices.SortStableFunc(us, func(a, b svo.Unit) int {
		if c := cmp.Compare(a.Subject.Canon, b.Subject.Canon); c != 0 {
			return c
		}
		if c := a.OrderTime().Compare(b.OrderTime()); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	})
	var cands []detector.Candidate
	emit := func(a, b *svo.Unit, reason string) {
		c := detector.Candidate{ExpiredID: a.ID, ReplacementID: b.ID, Reason: reason, Score: 0.8,
			ExpiredMemoryID: a.MemoryID, ReplacementMemoryID: b.MemoryID, ReplacedAt: b.OrderTime(), ExpiresAt: b.OrderTime()}
		if c.Score >= cfg.Threshold {
			cands = append(cands, c)
		}
	}
	for i := 0; i+1 < len(us); i++ {
		a, b := &us[i], &us[i+1]
		if a.Key() != b.Key() || !b.OrderTime().After(a.OrderTime()) {
			continue
		}
		reason := ""
		switch {
		case a.Value.Canon != b.Value.Canon:
			reason = detector.ReasonValue
		case a.Negated != b.Negated:
			reason = detector.ReasonNegation
		default:
			continue
		}
		emit(a, b, reason)
		if cfg.Off != 0 && !cfg.Off.Has(detector.Cardinality) {
			emit(b, a, reason)
		}
	}
	return detector.Result{Candidates: cands}
}

func fakeTime(d int) time.Time { return time.Date(2024, 1, d, 0, 0, 0, 0, time.UTC) }
