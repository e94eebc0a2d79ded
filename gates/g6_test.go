package gates

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"l9/corpus"
	"l9/dream"
	"l9/memory"
	"l9/prereg"
)

func registeredDream(t *testing.T) prereg.Dream {
	t.Helper()
	b, err := os.ReadFile("../prereg/L9.toml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := prereg.Parse(b, "L9.toml")
	if err != nil {
		t.Fatal(err)
	}
	return r.Dream
}

var g6t0 = time.Date(2021, 3, 1, 0, 0, 0, 0, time.UTC)

func g6day(d int) time.Time { return g6t0.AddDate(0, 0, d) }

// verbose is a long note whose versions differ only in the value: the
// bag-of-words encoder sees them as near-duplicates.
func verbose(v string) string {
	return fmt.Sprintf("according to the facilities team the shared laboratory freezer on the third floor of the east building is kept at %s degrees for the sample archive", v)
}

// g6Fixture is a small main-arm-like fixture: a verbose value chain with a
// later identical confirmation of its current version, a short chain, a
// compound chain with facets, an old weak expired fact, an identical pair
// outside truth, and short-term distractors so the size cap bites.
func g6Fixture() corpus.Fixture {
	backfill := g6day(900) // the backfill session: created_at carries no order
	var ms []memory.Memory
	add := func(id, content string, observed int, tier memory.Tier, energy float64, recalled int) *memory.Memory {
		ms = append(ms, memory.Memory{ID: id, Content: content, CreatedAt: backfill.Add(time.Duration(len(ms)) * time.Millisecond),
			ObservedAt: memory.TimePtr(g6day(observed)), Tier: tier, Energy: energy, RetrievalCount: recalled})
		return &ms[len(ms)-1]
	}
	lt, st := memory.TierLongTerm, memory.TierShortTerm
	add("a1", verbose("minus eighty"), 0, lt, 1.1, 9)
	add("a2", verbose("minus seventy"), 400, lt, 0.7, 1)
	add("a3", verbose("minus seventy"), 600, lt, 0.6, 0) // confirmation of a2 (identical content)
	add("b1", "Mara lives in Porto", 10, lt, 0.9, 6)
	add("b2", "Mara moved to Braga", 300, lt, 0.8, 2)
	add("c1", "Ivo works at Acme and drives a red van", 20, lt, 1.0, 4)
	add("c1f0", "Ivo works at Acme", 20, lt, 1.0, 4).ParentID = "c1"
	add("c1f1", "Ivo drives a red van", 20, lt, 1.0, 4).ParentID = "c1"
	add("c2", "Ivo now works at Globex", 500, lt, 0.9, 1)
	ms[6].IsFacet, ms[7].IsFacet = true, true
	// An old fact, rarely used since it expired: weak, the size cap's first pick.
	add("d1", "the gate code is 4417", 5, lt, 0.12, 3)
	add("d2", "the gate code is 9051", 700, lt, 0.8, 2)
	// An identical pair outside truth (a confirmation): merges under any policy.
	add("e1", "the north lab badge reader was replaced", 30, st, 0.4, 1)
	add("e2", "the north lab badge reader was replaced", 60, st, 0.3, 0)
	for i := range 27 {
		add(fmt.Sprintf("z%02d", i), fmt.Sprintf("distractor note %d about topic %d", i, i*7), 100+i, st, 0.16+0.02*float64(i), 1+i%3)
	}
	if _, err := memory.Inherit(ms); err != nil { // facets carry c1's times
		panic(err)
	}
	return corpus.Fixture{
		Seed:     7,
		Memories: ms,
		Truth: []corpus.TruthPair{
			{ExpiredID: "a1", ReplacementID: "a2", Reason: "value", ExpiresAt: g6day(400)},
			{ExpiredID: "b1", ReplacementID: "b2", Reason: "value", ExpiresAt: g6day(300)},
			{ExpiredID: "c1", ReplacementID: "c2", Reason: "value", ExpiresAt: g6day(500)},
			{ExpiredID: "d1", ReplacementID: "d2", Reason: "value", ExpiresAt: g6day(700)},
		},
	}
}

func TestG6TemporalPassesLegacyFails(t *testing.T) {
	cfg := registeredDream(t)
	f := g6Fixture()
	tr, err := G6(f, dream.Temporal, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !tr.Pass || tr.Survival != 1 || tr.Merges < 1 || len(tr.Lost) != 0 {
		t.Errorf("temporal: %+v; want pass, survival 1, merges >= 1", tr)
	}
	if tr.TruthIDs != 8 || tr.MaxMemories != 36 {
		t.Errorf("temporal: truth ids %d, max memories %d; want 8 and floor(0.9 × 40) = 36", tr.TruthIDs, tr.MaxMemories)
	}
	// The stamps fanned out over c1's constellation: a1, b1, d1, c1 and its
	// two facets are expired.
	if tr.Counts.Expired != 6 || tr.Counts.SizeCapped == 0 || tr.Counts.SplitGroups != 1 {
		t.Errorf("temporal counts %+v: want 6 expired, the size cap biting, one split group", tr.Counts)
	}
	if !tr.Now.Equal(g6day(900).Add(39 * time.Millisecond)) {
		t.Errorf("now %v, want the latest timestamp of the fixture", tr.Now)
	}

	lg, err := G6(f, dream.Legacy, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if lg.Pass || lg.Survival >= 1 {
		t.Fatalf("legacy passed: %+v", lg)
	}
	// Legacy fails for the reasons the design names: the expired, strong a1
	// carries the verbose chain and the current a2 is hard-deleted, and the
	// size cap evicts the weak expired d1.
	want := []G6Loss{
		{ID: "a2", Role: "replacement", Reason: dream.ReasonMerge, By: "a1", ByExpired: true},
		{ID: "d1", Role: "expired", Expired: true, InWindow: true, Reason: dream.ReasonSizeCap},
	}
	if diff := cmp.Diff(want, lg.Losses); diff != "" {
		t.Errorf("legacy losses (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"a2", "d1"}, lg.Lost); diff != "" {
		t.Errorf("legacy lost (-want +got):\n%s", diff)
	}
	if got := lg.LossesByReason(); !cmp.Equal(got, []ReasonCount{{dream.ReasonMerge, 1}, {dream.ReasonSizeCap, 1}}) {
		t.Errorf("losses by reason %v", got)
	}
	if lg.Survival != 6.0/8.0 {
		t.Errorf("legacy survival %v, want 0.75", lg.Survival)
	}
}

func TestG6NeverPassesVacuously(t *testing.T) {
	cfg := registeredDream(t)
	// No near-duplicates: nothing merges, survival is 1.0, G6 still fails.
	f := g6Fixture()
	var keep []memory.Memory
	for _, m := range f.Memories {
		if m.ID != "a3" && m.ID != "e2" && m.ID != "a1" {
			keep = append(keep, m)
		}
	}
	f.Memories = keep
	f.Truth = f.Truth[1:]
	r, err := G6(f, dream.Temporal, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if r.Pass || r.Merges != 0 || r.Survival != 1 {
		t.Errorf("no-merge fixture: %+v; want survival 1, no merge, fail", r)
	}
	// A dry run (consolidation off) applies nothing and fails too.
	off := cfg
	off.Consolidation = "off"
	r, err = G6(g6Fixture(), dream.Temporal, off)
	if err != nil {
		t.Fatal(err)
	}
	if r.Pass || r.Merges != 0 {
		t.Errorf("dry run: %+v; want no merge, fail", r)
	}
	off = cfg
	off.MergeUnderBelief = false
	if r, _ = G6(g6Fixture(), dream.Temporal, off); r.Pass || r.Merges != 0 {
		t.Errorf("merge under belief off: %+v; want no merge, fail", r)
	}
}

func TestG6Errors(t *testing.T) {
	cfg := registeredDream(t)
	f := g6Fixture()
	f.Truth = append(f.Truth, corpus.TruthPair{ExpiredID: "nope", ReplacementID: "b2", ExpiresAt: g6day(1)})
	if _, err := G6(f, dream.Temporal, cfg); err == nil {
		t.Errorf("unknown truth id: no error")
	}
	f = g6Fixture()
	f.Memories = append(f.Memories, f.Memories[0])
	if _, err := G6(f, dream.Temporal, cfg); err == nil {
		t.Errorf("duplicate id: no error")
	}
	f = g6Fixture()
	f.Truth = nil
	if _, err := G6(f, dream.Temporal, cfg); err == nil {
		t.Errorf("no truth: no error")
	}
	f = g6Fixture()
	f.Memories[6].CreatedAt = g6day(1000) // facet c1f0 with its own backfill instant
	var ie *memory.InheritanceError
	if _, err := G6(f, dream.Temporal, cfg); !errors.As(err, &ie) {
		t.Errorf("facet not inheriting its parent's times: got %v, want *memory.InheritanceError", err)
	}
	f = g6Fixture()
	f.Truth[0].ExpiresAt = time.Time{}
	if _, err := G6(f, dream.Temporal, cfg); err == nil {
		t.Errorf("zero expires_at: no error")
	}
}

func TestG6DeterministicAndPure(t *testing.T) {
	cfg := registeredDream(t)
	f := g6Fixture()
	before := g6Fixture()
	for _, p := range []dream.Policy{dream.Legacy, dream.Temporal} {
		a, err := G6(f, p, cfg)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := G6(f, p, cfg)
		if diff := cmp.Diff(a, b); diff != "" {
			t.Errorf("%v: two runs differ:\n%s", p, diff)
		}
	}
	if diff := cmp.Diff(before, f); diff != "" {
		t.Errorf("G6 modified the fixture:\n%s", diff)
	}
}

// TestG6RegisteredSeeds runs G6 on the registered seeds' main fixtures.
// Legacy is the control: it must fail in every seed, and for the reason
// ADR-0051 names first — in every seed at least one current replacement is
// hard-deleted into an expired carrier with different content. For the
// temporal policies it checks the guarantees the policies make, whatever the
// fixture: no merge across an expiry disagreement, no loss of a memory
// absorbed into an identical carrier, no cap or triage loss of a memory
// expired inside the retention window, and (strict) no merge of two
// memories expired at different instants. Whether temporal passes G6 on a
// seed depends on the fixture and is reported (t.Log), not asserted: see
// doc/dream.md for the losses the specified policy still allows.
func TestG6RegisteredSeeds(t *testing.T) {
	if testing.Short() {
		t.Skip("generates the registered fixtures")
	}
	b, err := os.ReadFile("../prereg/L9.toml")
	if err != nil {
		t.Fatal(err)
	}
	reg, err := prereg.Parse(b, "L9.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, seed := range reg.Seeds {
		f, err := corpus.Generate(uint64(seed), corpus.DefaultSpec())
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		lg, err := G6(f, dream.Legacy, reg.Dream)
		if err != nil {
			t.Fatal(err)
		}
		named := 0
		for _, l := range lg.Losses {
			if l.Role == "replacement" && !l.Expired && l.Reason == dream.ReasonMerge && l.ByExpired && !l.Identical {
				named++
			}
		}
		if lg.Pass || named == 0 {
			t.Errorf("seed %d legacy: pass %v, %d current replacements deleted into an expired carrier; want fail with >= 1", seed, lg.Pass, named)
		}
		tp, err := G6(f, dream.Temporal, reg.Dream)
		if err != nil {
			t.Fatal(err)
		}
		if tp.Merges < 1 {
			t.Errorf("seed %d temporal: no merge applied", seed)
		}
		st, err := G6(f, dream.TemporalStrict, reg.Dream)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range []G6Result{tp, st} {
			for _, l := range r.Losses {
				switch {
				case l.Reason == dream.ReasonMerge && l.Expired != l.ByExpired:
					t.Errorf("seed %d %v: merged across an expiry disagreement: %+v", seed, r.Policy, l)
				case l.Reason == dream.ReasonMerge && l.Identical:
					t.Errorf("seed %d %v: an identical absorb does not resolve: %+v", seed, r.Policy, l)
				case (l.Reason == dream.ReasonSizeCap || l.Reason == dream.ReasonTriage) && l.InWindow:
					t.Errorf("seed %d %v: evicted inside the retention window: %+v", seed, r.Policy, l)
				case r.Policy == dream.TemporalStrict && l.Reason == dream.ReasonMerge && l.Expired:
					t.Errorf("seed %d %v: merged two superseded versions: %+v", seed, r.Policy, l)
				}
			}
		}
		t.Logf("seed %3d: legacy %.4f (lost %d, %d current replacements into expired carriers); temporal %.4f pass %v (merges %d, losses %s); strict %.4f pass %v (losses %s); capped %d",
			seed, lg.Survival, len(lg.Lost), named, tp.Survival, tp.Pass, tp.Merges, lossKinds(tp), st.Survival, st.Pass, lossKinds(st), tp.Counts.SizeCapped)
	}
}

// lossKinds describes each loss of r in a few words.
func lossKinds(r G6Result) string {
	var s []string
	for _, l := range r.Losses {
		state := "current"
		if l.Expired {
			state = "expired"
			if !l.InWindow {
				state = "expired beyond retention"
			}
		}
		s = append(s, fmt.Sprintf("%s %s %s", l.ID[:min(8, len(l.ID))], state, l.Reason))
	}
	return "[" + strings.Join(s, "; ") + "]"
}

// BenchmarkG6 is one seed's whole G6 (stamping, the dream, survival) on the
// registered seed 11 fixture.
func BenchmarkG6(b *testing.B) {
	f, err := corpus.Generate(11, corpus.DefaultSpec())
	if err != nil {
		b.Fatal(err)
	}
	raw, err := os.ReadFile("../prereg/L9.toml")
	if err != nil {
		b.Fatal(err)
	}
	reg, err := prereg.Parse(raw, "L9.toml")
	if err != nil {
		b.Fatal(err)
	}
	for _, p := range []dream.Policy{dream.Legacy, dream.Temporal} {
		b.Run(p.String(), func(b *testing.B) {
			for b.Loop() {
				if _, err := G6(f, p, reg.Dream); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(f.Memories)), "memories/op")
		})
	}
}
