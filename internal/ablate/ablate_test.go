package ablate

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"l9/detector"
	"l9/gates"
	"l9/memory"
	"l9/svo"
)

// fakeEx is an extractor over a toy notation, so that the tests control
// exactly which rule makes which unit. A memory's content is a list of
// alternatives "subject|attribute|value|rule[|set]" separated by ";": the
// first alternative whose rule is on becomes the unit (all matches are
// collected, one is chosen — as svo does), an empty value makes a key-only
// unit, and "-" is a memory nothing is extracted from.
type fakeEx struct{ off map[string]bool }

func (f fakeEx) All(ms []memory.Memory) []svo.Unit {
	var out []svo.Unit
	for i := range ms {
		m := &ms[i]
		for _, alt := range strings.Split(m.Content, ";") {
			p := strings.Split(alt, "|")
			if len(p) < 4 || f.off[p[3]] {
				continue
			}
			u := svo.Unit{ID: m.ID, MemoryID: m.ID, Confidence: 0.9, Rule: p[3],
				CreatedAt: m.CreatedAt, ObservedAt: m.ObservedAt}
			u.Subject.Canon, u.Attribute.Canon, u.Value.Canon = p[0], p[1], p[2]
			u.KeyOnly = p[2] == ""
			if len(p) > 4 && p[4] == "set" {
				u.Cardinality = svo.CardSetValued
			}
			out = append(out, u)
			break
		}
	}
	return out
}

func fakeFactory(rules []Rule) Factory {
	return func(off []string) (Extractor, error) {
		f := fakeEx{off: map[string]bool{}}
		for _, id := range off {
			known := false
			for _, r := range rules {
				known = known || r.ID == id
			}
			if !known {
				return nil, fmt.Errorf("unknown rule id %q", id)
			}
			f.off[id] = true
		}
		return f, nil
	}
}

func mem(id, content string, day int) memory.Memory {
	t := time.Date(2020, 1, day, 0, 0, 0, 0, time.UTC)
	return memory.Memory{ID: id, Content: content, CreatedAt: t}
}

var testRules = []Rule{
	{"frame.keyonly", "frame"}, {"hobby.generic", "relation"}, {"hobby.likes", "relation"},
	{"res.lives-in", "relation"}, {"res.moved-to", "relation"}, {"role.copula", "role"},
	{"tool.uses", "relation"}, {"unused.rule", "relation"},
}

func testCorpora() []Corpus {
	one := Corpus{Name: "one", Memories: []memory.Memory{
		mem("m1", "alice|residence|berlin|res.lives-in", 1),
		mem("m2", "alice|residence|munich|res.moved-to;alice|residence||frame.keyonly", 2),
		mem("m3", "alice|residence|hamburg|res.lives-in", 3),
		mem("m6", "carol|hobby|chess|hobby.likes|set;carol|hobby|chess|hobby.generic", 1),
		mem("m7", "carol|hobby|golf|hobby.likes|set;carol|hobby|golf|hobby.generic", 2),
		mem("m8", "dave|editor|vim|tool.uses", 1),
		mem("m9", "dave|editor|emacs|tool.uses", 2),
		mem("m10", "erin|city|oslo|res.lives-in", 1),
		mem("m11", "-", 1),
		mem("m12", "-", 2),
		mem("m13", "hank|role|chair|role.copula", 1),
		mem("m14", "hank|role|member|role.copula", 2),
	}, Truth: []gates.Pair{
		{ExpiredID: "m1", ReplacementID: "m2", Reason: "value"},
		{ExpiredID: "m2", ReplacementID: "m3", Reason: "value"},
		{ExpiredID: "m8", ReplacementID: "m9", Reason: "value"},
		{ExpiredID: "m11", ReplacementID: "m12", Reason: "value"},
	}, Labelled: map[string]bool{"m6": true, "m7": true}}
	two := Corpus{Name: "two", Memories: []memory.Memory{
		mem("g1", "gina|team|reds|tool.uses", 1),
		mem("g2", "gina|team|blues|res.moved-to", 2),
	}, Truth: []gates.Pair{{ExpiredID: "g1", ReplacementID: "g2", Reason: "value"}}}
	return []Corpus{one, two}
}

// The expected tables were worked out by hand from the toy corpora (see
// the comments in testCorpora's design: m2's key-only fallback, m6/m7's
// set-valued hint, m13/m14's wrong key, m11/m12 never extracted).
const wantAblation = `rule	units	one:tp_delta	one:fp_delta	one:recall_delta	one:precision_delta	one:neg_delta	two:tp_delta	two:fp_delta	two:recall_delta	two:precision_delta	two:neg_delta
all	12	3	1	0.7500	0.7500	0	1	0	1.0000	1.0000	NA
frame.keyonly	0	0	0	0.0000	0.0000	0	0	0	0.0000	0.0000	NA
hobby.generic	0	0	0	0.0000	0.0000	0	0	0	0.0000	0.0000	NA
hobby.likes	2	0	+1	0.0000	-0.1500	+1	0	0	0.0000	0.0000	NA
res.lives-in	3	-2	0	-0.5000	-0.2500	0	0	0	0.0000	0.0000	NA
res.moved-to	2	-2	0	-0.5000	-0.2500	0	-1	0	-1.0000	NA	NA
role.copula	2	0	-1	0.0000	+0.2500	0	0	0	0.0000	0.0000	NA
tool.uses	3	-1	0	-0.2500	-0.0833	0	-1	0	-1.0000	NA	NA
unused.rule	0	0	0	0.0000	0.0000	0	0	0	0.0000	0.0000	NA
`

const wantCalibration = `rule	stage	units	tp	fp	precision	precision_lower95	one:tp	one:fp	two:tp	two:fp
frame.keyonly	frame	0	0	0	NA	NA	0	0	0	0
hobby.generic	relation	0	0	0	NA	NA	0	0	0	0
hobby.likes	relation	2	0	0	NA	NA	0	0	0	0
res.lives-in	relation	3	2	0	1.0000	0.2236	2	0	0	0
res.moved-to	relation	2	2	0	1.0000	0.2236	1	0	1	0
role.copula	role	2	0	2	0.0000	0.0000	0	2	0	0
tool.uses	relation	3	3	0	1.0000	0.3684	2	0	1	0
unused.rule	relation	0	0	0	NA	NA	0	0	0	0
`

func TestAblate(t *testing.T) {
	ctx := context.Background()
	var first string
	for _, workers := range []int{1, 2, 7} {
		r, err := Ablate(ctx, testRules, fakeFactory(testRules), testCorpora(), detector.DefaultConfig(), workers)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		if err := r.WriteTSV(&b); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(wantAblation, b.String()); d != "" {
			t.Errorf("workers %d: ablation table (-want +got):\n%s", workers, d)
		}
		if first == "" {
			first = b.String()
		} else if b.String() != first {
			t.Errorf("workers %d: output differs from workers 1", workers)
		}
		if len(r.Unlisted) != 0 {
			t.Errorf("unlisted %v", r.Unlisted)
		}
	}
}

// TestAblateMatchesScore: the baseline row is what l9 score reports for
// the registered detector on the same units, and a rule's row is the
// score with that rule off.
func TestAblateMatchesScore(t *testing.T) {
	cs := testCorpora()
	r, err := Ablate(context.Background(), testRules, fakeFactory(testRules), cs, detector.DefaultConfig(), 2)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range cs {
		for k, rule := range append([]Rule{{}}, testRules...) {
			f := fakeEx{off: map[string]bool{rule.ID: true}}
			s := gates.Score(detector.Detect(f.All(c.Memories), detector.DefaultConfig()).Candidates, c.Truth)
			got := r.Baseline[i]
			if k > 0 {
				got = r.Rows[k-1].Off[i]
			}
			if got.TP != s.TP || got.FP != s.FP || got.Truth != s.Truth || got.Candidates != s.Candidates {
				t.Errorf("corpus %s rule %q: figures %+v, score TP %d FP %d truth %d candidates %d", c.Name, rule.ID, got, s.TP, s.FP, s.Truth, s.Candidates)
			}
		}
	}
}

func TestCalibrate(t *testing.T) {
	for _, workers := range []int{1, 2} {
		c, err := Calibrate(context.Background(), testRules, fakeFactory(testRules), testCorpora(), detector.DefaultConfig(), workers)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		if err := c.WriteTSV(&b); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(wantCalibration, b.String()); d != "" {
			t.Errorf("workers %d: calibration table (-want +got):\n%s", workers, d)
		}
	}
}

// TestCalibrateBelowThreshold: units whose confidence keeps every pair
// under the registered threshold are still measured (calibration detects
// at threshold 0), so a rule typed in too low can be corrected.
func TestCalibrateBelowThreshold(t *testing.T) {
	low := lowConf{fakeEx{}}
	cs := []Corpus{{Name: "low", Memories: []memory.Memory{
		mem("a", "ida|desk|3|res.lives-in", 1), mem("b", "ida|desk|4|res.lives-in", 2),
	}, Truth: []gates.Pair{{ExpiredID: "a", ReplacementID: "b", Reason: "value"}}}}
	f := func([]string) (Extractor, error) { return low, nil }
	c, err := Calibrate(context.Background(), testRules, f, cs, detector.DefaultConfig(), 1)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(detector.Detect(low.All(cs[0].Memories), detector.DefaultConfig()).Candidates); n != 0 {
		t.Fatalf("fixture: %d candidates at the registered threshold, want 0", n)
	}
	for _, r := range c.Rows {
		if tp, fp := r.Pooled(); r.Rule == "res.lives-in" && (tp != 2 || fp != 0) {
			t.Errorf("res.lives-in: tp %d fp %d, want 2 0", tp, fp)
		}
	}
}

type lowConf struct{ fakeEx }

func (l lowConf) All(ms []memory.Memory) []svo.Unit {
	us := l.fakeEx.All(ms)
	for i := range us {
		us[i].Confidence = 0.3
	}
	return us
}

func TestUnlisted(t *testing.T) {
	cs := []Corpus{{Name: "x", Memories: []memory.Memory{
		mem("a", "ida|desk|3|zz.secret", 1), mem("b", "ida|desk|4|", 2), mem("c", "ida|desk|5|zz.secret", 3),
	}}}
	r, err := Ablate(context.Background(), testRules, fakeFactory(testRules), cs, detector.DefaultConfig(), 1)
	if err != nil {
		t.Fatal(err)
	}
	want := []RuleCount{{Rule: "", Units: 1}, {Rule: "zz.secret", Units: 2}}
	if d := cmp.Diff(want, r.Unlisted); d != "" {
		t.Errorf("unlisted (-want +got):\n%s", d)
	}
}

func TestAblateErrors(t *testing.T) {
	ctx := context.Background()
	cs := testCorpora()
	for _, tc := range []struct {
		rules []Rule
		want  string
	}{
		{[]Rule{{ID: "a"}, {ID: "a"}}, `duplicate rule id "a"`},
		{[]Rule{{ID: AllRow}}, `reserved`},
		{[]Rule{{ID: ""}}, `without an id`},
		{[]Rule{{ID: "x\ty"}}, `tab`},
	} {
		if _, err := Ablate(ctx, tc.rules, fakeFactory(tc.rules), cs, detector.DefaultConfig(), 2); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("rules %v: error %v, want %q", tc.rules, err, tc.want)
		}
	}
	// A factory that refuses some rules: the error names the first (in
	// rule order), whatever the scheduling.
	bad := func(off []string) (Extractor, error) {
		if len(off) == 1 && (off[0] == "res.lives-in" || off[0] == "tool.uses") {
			return nil, errors.New("boom")
		}
		return fakeEx{}, nil
	}
	for range 5 {
		_, err := Ablate(ctx, testRules, bad, cs, detector.DefaultConfig(), 4)
		if err == nil || err.Error() != "extractor without rule res.lives-in: boom" {
			t.Fatalf("error %v", err)
		}
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := Ablate(cctx, testRules, fakeFactory(testRules), cs, detector.DefaultConfig(), 2); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: error %v", err)
	}
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	write := func(name, s string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	mp := write("memories.jsonl", `{"id":"a","content":"A lives in Oslo.","created_at":"2020-01-01"}
{"id":"b","content":"A lives in Rome.","created_at":"2021-01-01"}
`)
	tp := write("truth.jsonl", `{"expired_id":"a","replacement_id":"b","reason":"value"}
`)
	lp := write("labels.jsonl", `{"id":"a","class":"x"}
{"id":"b","class":"chain"}
`)
	c, err := Load("c", mp, tp, lp)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Memories) != 2 || len(c.Truth) != 1 || !c.Labelled["a"] || c.Labelled["b"] {
		t.Errorf("loaded %+v", c)
	}
	if c, err := Load("c", mp, tp, ""); err != nil || c.Labelled != nil {
		t.Errorf("no labels: %v %v", c.Labelled, err)
	}
	for _, tc := range []struct {
		mem, truth, labels string
		want               []string
	}{
		{`{"id":"a","content":"x","created_at":"2020-01-01"}` + "\n" + `{"id":"b","content":"","created_at":"2020-01-01"}` + "\n", "", "",
			[]string{"bad-m.jsonl:2: content:"}},
		{`{"id":"a","content":"x","created_at":"2020-01-01","parent_id":"zz"}` + "\n", "", "",
			[]string{"bad-m.jsonl:1: parent_id: names no memory"}},
		{"", "\n" + `{"expired_id":"a","replacement_id":"q","reason":"value"}` + "\n" + `{"expired_id":"p","replacement_id":"b","reason":"value"}` + "\n", "",
			[]string{`bad-t.jsonl:2: replacement_id: names no memory in memories.jsonl: "q"`, `bad-t.jsonl:3: expired_id: names no memory in memories.jsonl: "p"`}},
		{"", `{"expired_id":"a","replacement_id":"b","reason":"maybe"}` + "\n", "",
			[]string{`bad-t.jsonl:1: reason:`}},
		{"", "", `{"id":"a","class":"x"}` + "\n" + `{"id":"nope","class":"x"}` + "\n",
			[]string{`bad-l.jsonl:2: id: names no memory in memories.jsonl: "nope"`}},
	} {
		m, tr, l := mp, tp, lp
		if tc.mem != "" {
			m = write("bad-m.jsonl", tc.mem)
		}
		if tc.truth != "" {
			tr = write("bad-t.jsonl", tc.truth)
		}
		if tc.labels != "" {
			l = write("bad-l.jsonl", tc.labels)
		}
		_, err := Load("c", m, tr, l)
		var el *memory.ErrorList
		if !errors.As(err, &el) || !IsInputError(err) {
			t.Errorf("%v: error %v, want an ErrorList", tc.want, err)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), filepath.Join(dir, "")+string(filepath.Separator)+w) {
				t.Errorf("error lacks %q:\n%v", w, err)
			}
		}
	}
	if _, err := Load("c", filepath.Join(dir, "missing.jsonl"), tp, ""); !IsInputError(err) {
		t.Errorf("missing file: %v", err)
	}
}

func TestNames(t *testing.T) {
	for in, want := range map[string]string{
		"testdata/heldout3/memories.jsonl": "heldout3",
		"memories.jsonl":                   "memories",
		"/x/notes.jsonl":                   "notes",
		"a/b/ops.export.jsonl":             "ops.export",
	} {
		if got := Name(in); got != want {
			t.Errorf("Name(%q) = %q, want %q", in, got, want)
		}
	}
	got := UniqueNames([]string{"a", "b", "a", "a#2", "a"})
	if d := cmp.Diff([]string{"a", "b", "a#3", "a#2", "a#4"}, got); d != "" {
		t.Errorf("UniqueNames (-want +got):\n%s", d)
	}
}

// fixedEx returns, for each memory, the units listed for its id.
type fixedEx map[string][]svo.Unit

func (f fixedEx) All(ms []memory.Memory) []svo.Unit {
	var out []svo.Unit
	for i := range ms {
		for _, u := range f[ms[i].ID] {
			u.ID, u.MemoryID, u.CreatedAt = ms[i].ID, ms[i].ID, ms[i].CreatedAt
			out = append(out, u)
		}
	}
	return out
}

// TestCalibrateViewsAndUnifiedNegations: a candidate may name a unit under
// another key and value than its own (a named holder's negation filed
// under the post it ends, clause old_value_anchor) or with its key's
// affirmed value for its own (unifyNegated: "not moreau" is "not étienne
// moreau"); the calibration still finds the unit and credits its rule.
func TestCalibrateViewsAndUnifiedNegations(t *testing.T) {
	unit := func(s, a, v, rule string, neg, named bool) svo.Unit {
		u := svo.Unit{Confidence: 0.9, Rule: rule, Form: rule, Negated: neg, Named: named, Cardinality: svo.CardFunctional}
		u.Subject.Canon, u.Attribute.Canon, u.Value.Canon = s, a, v
		return u
	}
	ex := fixedEx{
		"a": {unit("castlemere", "dean", "ilona brandt", "role.became", false, true)},
		// each memory has two units, so that its id alone names none
		"b": {unit("ilona brandt", "be", "dean of science", "parse.copula", true, true), unit("ilona brandt", "step down at", "end of july", "parse.verb-prep", false, true)},
		"c": {unit("pellam", "governor", "etienne moreau", "role.sworn-in", false, true), unit("etienne moreau", "sworn in on", "monday", "parse.verb-prep", false, true)},
		"d": {unit("pellam", "governor", "moreau", "parse.inverse", true, true), unit("moreau", "resign on", "friday", "parse.verb-prep", false, true)},
	}
	rules := []Rule{{"role.became", "role"}, {"parse.copula", "parse"}, {"role.sworn-in", "role"}, {"parse.inverse", "parse"}, {"parse.verb-prep", "parse"}}
	cs := []Corpus{{Name: "views", Memories: []memory.Memory{mem("a", "", 1), mem("b", "", 2), mem("c", "", 3), mem("d", "", 4)},
		Truth: []gates.Pair{{ExpiredID: "a", ReplacementID: "b", Reason: "negation"}, {ExpiredID: "c", ReplacementID: "d", Reason: "negation"}}}}
	if n := len(detector.Detect(ex.All(cs[0].Memories), detector.DefaultConfig()).Candidates); n != 2 {
		t.Fatalf("fixture: %d candidates, want 2 (a view and a unified negation)", n)
	}
	c, err := Calibrate(context.Background(), rules, func([]string) (Extractor, error) { return ex, nil }, cs, detector.DefaultConfig(), 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range c.Rows {
		want := 1
		if r.Rule == "parse.verb-prep" {
			want = 0
		}
		if tp, fp := r.Pooled(); tp != want || fp != 0 {
			t.Errorf("%s: tp %d fp %d, want %d 0", r.Rule, tp, fp, want)
		}
	}
}
