package memory

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite golden files")

func TestRoundTripGolden(t *testing.T) {
	in, err := os.ReadFile("testdata/roundtrip.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	ms, warns, err := ReadAll(bytes.NewReader(in), "roundtrip.jsonl")
	if err != nil || len(warns) != 0 {
		t.Fatalf("read: %v %v", err, warns)
	}
	var out bytes.Buffer
	if err := WriteAll(&out, ms); err != nil {
		t.Fatal(err)
	}
	if *update {
		os.WriteFile("testdata/roundtrip.jsonl", out.Bytes(), 0o644)
	}
	if diff := cmp.Diff(string(in), out.String()); diff != "" {
		t.Errorf("round trip changed bytes (-in +out):\n%s", diff)
	}
	again, _, err := ReadAll(bytes.NewReader(out.Bytes()), "again")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(ms, again); diff != "" {
		t.Errorf("re-read differs:\n%s", diff)
	}
}

func TestTimesNormalizedToUTC(t *testing.T) {
	in := `{"id":"a","content":"x","created_at":"2024-01-02T05:00:00+02:00","observed_at":"2024-01-02","effective_at":null}` + "\n"
	ms, _, err := ReadAll(strings.NewReader(in), "t")
	if err != nil {
		t.Fatal(err)
	}
	m := ms[0]
	if got := FormatTime(m.CreatedAt); got != "2024-01-02T03:00:00Z" {
		t.Errorf("created_at %s", got)
	}
	if got := FormatTime(*m.ObservedAt); got != "2024-01-02T00:00:00Z" {
		t.Errorf("observed_at %s", got)
	}
	if m.EffectiveAt != nil {
		t.Errorf("null effective_at parsed as %v", m.EffectiveAt)
	}
	if !m.OrderTime().Equal(*m.ObservedAt) {
		t.Errorf("order time should be observed_at")
	}
}

func TestErrorsCollectedWithPositions(t *testing.T) {
	in := strings.Join([]string{
		`{"id":"a","content":"ok","created_at":"2024-01-01"}`,
		`{"id":"b","content":"  ","created_at":"2024-01-01"}`,
		`not json`,
		`{"id":"a","content":"dup","created_at":"2024-01-01"}`,
		`{"id":"c","content":"x","created_at":"yesterday"}`,
		`{"id":"d","content":"x","created_at":"2024-01-01","tier":"forever","energy":"high","surprise":1}`,
		`{"content":"no id","created_at":"2024-01-01"}`,
		"{\"id\":\"e\",\"content\":\"bad \xff\",\"created_at\":\"2024-01-01\"}",
		`{"id":"f","content":"x","created_at":"2024-01-01","is_facet":true}`,
	}, "\n")
	rd := NewReader(strings.NewReader(in), "mem.jsonl")
	n := 0
	for rd.Scan() {
		n++
	}
	if n != 1 {
		t.Errorf("valid memories: %d, want 1", n)
	}
	var el *ErrorList
	if !errors.As(rd.Err(), &el) {
		t.Fatalf("want *ErrorList, got %v", rd.Err())
	}
	want := []string{
		"mem.jsonl:2: content: blank content",
		"mem.jsonl:3: invalid JSON object",
		`mem.jsonl:4: id: duplicate id "a" (first on line 1)`,
		`mem.jsonl:5: created_at: unparseable timestamp "yesterday"`,
		`mem.jsonl:6: tier: unknown tier "forever"`,
		`mem.jsonl:6: energy: want a number`,
		"mem.jsonl:7: id: required field missing",
		"mem.jsonl:8: invalid UTF-8",
		"mem.jsonl:9: is_facet: a facet needs a parent_id",
	}
	if len(el.Errs) != len(want) {
		t.Fatalf("got %d errors:\n%v", len(el.Errs), el)
	}
	for i, w := range want {
		if !strings.HasPrefix(el.Errs[i].Error(), w) {
			t.Errorf("error %d = %q, want prefix %q", i, el.Errs[i], w)
		}
	}
	if rd.UnknownFields["surprise"] != 1 || len(rd.Warnings) != 1 {
		t.Errorf("unknown field not counted: %v %v", rd.UnknownFields, rd.Warnings)
	}
}

func TestErrorCap(t *testing.T) {
	var b strings.Builder
	for i := 0; i < MaxErrors+50; i++ {
		b.WriteString("{}\n")
	}
	_, _, err := ReadAll(strings.NewReader(b.String()), "x")
	var el *ErrorList
	if !errors.As(err, &el) || !el.Truncated || len(el.Errs) != MaxErrors {
		t.Fatalf("cap not applied: %v", err)
	}
}

func TestCheckParents(t *testing.T) {
	ms := []Memory{{ID: "p"}, {ID: "f", ParentID: "p", IsFacet: true}, {ID: "g", ParentID: "nope", IsFacet: true}}
	err := CheckParents(ms, "in.jsonl", []int{1, 2, 5})
	if err == nil || !strings.Contains(err.Error(), `in.jsonl:5: parent_id: names no memory in the input: "nope"`) {
		t.Fatalf("got %v", err)
	}
}

func TestIntervals(t *testing.T) {
	d := func(day int) *time.Time { return TimePtr(time.Date(2024, 1, day, 0, 0, 0, 0, time.UTC)) }
	cases := []struct {
		a, b Interval
		want bool
	}{
		{Interval{}, Interval{}, true},
		{Interval{End: d(5)}, Interval{Start: d(5)}, false}, // touching: a timeline
		{Interval{End: d(6)}, Interval{Start: d(5)}, true},
		{Interval{Start: d(1), End: d(3)}, Interval{Start: d(4), End: d(9)}, false},
		{Interval{Start: d(1), End: d(3)}, Interval{Start: d(2)}, true},
		{Interval{Start: d(3), End: d(3)}, Interval{}, false}, // empty
	}
	for i, c := range cases {
		if got := c.a.Overlaps(c.b); got != c.want {
			t.Errorf("case %d: %v overlaps %v = %v", i, c.a, c.b, got)
		}
		if got := c.b.Overlaps(c.a); got != c.want {
			t.Errorf("case %d reversed: got %v", i, got)
		}
	}
	m := Memory{ExpiresAt: d(5)}
	if m.CurrentAt(*d(5)) || !m.CurrentAt(*d(4)) {
		t.Error("expires_at must be exclusive")
	}
}

func FuzzReader(f *testing.F) {
	b, _ := os.ReadFile("testdata/roundtrip.jsonl")
	f.Add(b)
	f.Add([]byte(`{"id":"a","content":"x","created_at":"2024-01-01"}`))
	f.Add([]byte("{\"id\":1}\n\n{]"))
	f.Fuzz(func(t *testing.T, in []byte) {
		ms, _, err := ReadAll(bytes.NewReader(in), "fuzz")
		if err != nil {
			return
		}
		var out bytes.Buffer
		if err := WriteAll(&out, ms); err != nil {
			t.Fatalf("write: %v", err)
		}
		again, _, err := ReadAll(bytes.NewReader(out.Bytes()), "again")
		if err != nil {
			t.Fatalf("re-read of own output failed: %v\n%s", err, out.Bytes())
		}
		if diff := cmp.Diff(ms, again); diff != "" {
			t.Fatalf("round trip differs:\n%s", diff)
		}
	})
}

func TestNamespace(t *testing.T) {
	in := `{"id":"a","namespace":"user:alice","content":"x","created_at":"2024-01-01"}
{"id":"b","namespace":" bob","content":"x","created_at":"2024-01-01"}
{"id":"c","namespace":7,"content":"x","created_at":"2024-01-01"}
{"id":"d","namespace":"","content":"x","created_at":"2024-01-01"}
{"id":"e","namespace":"a\u0007b","content":"x","created_at":"2024-01-01"}
`
	ms, _, err := ReadAll(strings.NewReader(in), "ns.jsonl")
	want := []string{
		`ns.jsonl:2: namespace: leading or trailing white space in namespace " bob"`,
		`ns.jsonl:3: namespace: want a string, got 7`,
		`ns.jsonl:5: namespace: control character in namespace "a\ab"`,
	}
	if err == nil || err.Error() != strings.Join(want, "\n") {
		t.Fatalf("got %v, want\n%s", err, strings.Join(want, "\n"))
	}
	if len(ms) != 2 || ms[0].Namespace != "user:alice" || ms[1].Namespace != "" {
		t.Fatalf("memories: %+v", ms)
	}
	// The default namespace is not written: files without namespaces stay byte-identical.
	b, _ := Marshal(&ms[1])
	if strings.Contains(string(b), "namespace") {
		t.Errorf("default namespace written: %s", b)
	}
	long := strings.Repeat("n", MaxNamespaceLen+1)
	if CheckNamespace(long) == nil || CheckNamespace(long[1:]) != nil {
		t.Error("length limit not applied at MaxNamespaceLen")
	}
}

func TestCheckParentsNamespace(t *testing.T) {
	ms := []Memory{{ID: "p", Namespace: "alice"}, {ID: "f", ParentID: "p", IsFacet: true, Namespace: "alice"}, {ID: "g", ParentID: "p", IsFacet: true}}
	err := CheckParents(ms, "in.jsonl", nil)
	want := `in.jsonl:3: namespace: the default namespace differs from its parent "p"'s namespace "alice": a constellation lives in one namespace`
	if err == nil || err.Error() != want {
		t.Fatalf("got %v\nwant %s", err, want)
	}
}

func TestGroupByNamespace(t *testing.T) {
	ms := []Memory{{ID: "1", Namespace: "b"}, {ID: "2"}, {ID: "3", Namespace: "b"}, {ID: "4", Namespace: "a"}}
	var got []string
	for _, g := range GroupByNamespace(ms) {
		s := g.Namespace + ":"
		for _, m := range g.Memories {
			s += m.ID
		}
		got = append(got, s)
	}
	if want := []string{":2", "a:4", "b:13"}; !cmp.Equal(got, want) {
		t.Errorf("groups %v, want %v", got, want)
	}
	if g := GroupByNamespace(nil); len(g) != 1 || g[0].Namespace != "" || len(g[0].Memories) != 0 {
		t.Errorf("empty input: %+v", g)
	}
}
