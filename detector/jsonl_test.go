package detector

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"l9/memory"
)

func sampleCandidates() []Candidate {
	t := time.Date(2021, 6, 1, 0, 0, 0, 0, time.UTC)
	return []Candidate{
		{ExpiredID: "p1#f0", ReplacementID: "m2", Reason: ReasonValue, Score: 0.8379, Subject: "alice", Attribute: "residence",
			OldValue: "berlin", NewValue: "munich <&>", ExpiresAt: t, ExpiredMemoryID: "p1", ReplacementMemoryID: "m2"},
		{ExpiredID: "r1", ReplacementID: "r2", Reason: ReasonNegation, Score: 0.5, Subject: "relay", Attribute: "state",
			OldValue: "up", NewValue: "not up", ExpiresAt: t.Add(time.Nanosecond), ExpiredMemoryID: "r1", ReplacementMemoryID: "r2"},
	}
}

func TestWriteJSONLExactFields(t *testing.T) {
	var b bytes.Buffer
	if err := WriteJSONL(&b, sampleCandidates()); err != nil {
		t.Fatal(err)
	}
	want := `{"expired_id":"p1#f0","replacement_id":"m2","reason":"value","score":0.8379,"subject":"alice","attribute":"residence","old_value":"berlin","new_value":"munich <&>","expires_at":"2021-06-01T00:00:00Z","expired_memory_id":"p1","replacement_memory_id":"m2"}
{"expired_id":"r1","replacement_id":"r2","reason":"negation","score":0.5,"subject":"relay","attribute":"state","old_value":"up","new_value":"not up","expires_at":"2021-06-01T00:00:00.000000001Z","expired_memory_id":"r1","replacement_memory_id":"r2"}
`
	if d := cmp.Diff(want, b.String()); d != "" {
		t.Error(d)
	}
	// Round trip.
	got, err := ReadCandidates(&b, "c.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(sampleCandidates(), got); d != "" {
		t.Errorf("round trip (-want +got):\n%s", d)
	}
}

func TestWriteTSV(t *testing.T) {
	cs := sampleCandidates()
	cs[0].NewValue = "a\tb"
	var b bytes.Buffer
	if err := WriteTSV(&b, cs); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != 3 || lines[0] != strings.Join(TSVHeader, "\t") {
		t.Fatalf("TSV: %q", lines)
	}
	for _, l := range lines {
		if n := strings.Count(l, "\t"); n != len(TSVHeader)-1 {
			t.Errorf("row has %d tabs: %q", n, l)
		}
	}
	if !strings.Contains(lines[1], "\ta b\t2021-06-01T00:00:00Z\t") {
		t.Errorf("row 1: %q", lines[1])
	}
}

func TestReadCandidatesErrors(t *testing.T) {
	in := strings.Join([]string{
		`{"expired_id":"a","replacement_id":"b","reason":"value"}`,
		`{"expired_id":"a","reason":"value","score":2}`,
		`[1,2]`,
		`{"expired_id":"a","replacement_id":"b","reason":"other","expires_at":"yesterday"}`,
	}, "\n")
	got, err := ReadCandidates(strings.NewReader(in), "c.jsonl")
	var el *memory.ErrorList
	if !errors.As(err, &el) {
		t.Fatalf("want *memory.ErrorList, got %v", err)
	}
	var msgs []string
	for _, e := range el.Errs {
		msgs = append(msgs, e.Error())
	}
	want := []string{
		"c.jsonl:2: replacement_id: missing",
		"c.jsonl:2: score: want a number in [0, 1], got 2",
		"c.jsonl:3: invalid JSON: json: cannot unmarshal array into Go value of type map[string]json.RawMessage",
		`c.jsonl:4: expires_at: unparseable timestamp "yesterday" (want RFC 3339 or YYYY-MM-DD)`,
	}
	if d := cmp.Diff(want, msgs); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
	if len(got) != 1 || got[0].ExpiredMemoryID != "a" || got[0].ReplacementMemoryID != "b" {
		t.Errorf("valid line: %+v", got)
	}
}

// FuzzReadCandidates: any input either fails with positioned errors or
// yields candidates that survive a write/read round trip.
func FuzzReadCandidates(f *testing.F) {
	var b bytes.Buffer
	WriteJSONL(&b, sampleCandidates())
	f.Add(b.String())
	f.Add(`{"expired_id":"a","replacement_id":"b","reason":"value","score":1e309}`)
	f.Add("{}\n[]\nnull\n\"x\"\n")
	f.Fuzz(func(t *testing.T, in string) {
		cs, err := ReadCandidates(strings.NewReader(in), "f")
		if err != nil {
			var el *memory.ErrorList
			if !errors.As(err, &el) || len(el.Errs) == 0 {
				t.Fatalf("error without positions: %v", err)
			}
			return
		}
		var out bytes.Buffer
		if err := WriteJSONL(&out, cs); err != nil {
			t.Fatal(err)
		}
		again, err := ReadCandidates(&out, "again")
		if err != nil {
			t.Fatalf("re-read: %v\n%s", err, out.String())
		}
		if len(again) != len(cs) {
			t.Fatalf("round trip: %d -> %d", len(cs), len(again))
		}
	})
}

// TestWriteJSONLMatchesEncoder: WriteJSONL's direct path writes the bytes
// encoding/json writes, on random candidates with plain and escaped
// strings (quotes, backslashes, control bytes, HTML characters, U+2028,
// invalid UTF-8), scores of every magnitude and sign, NaN and infinities,
// and times in and outside the years 0…9999, in any zone.
func TestWriteJSONLMatchesEncoder(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 7))
	pieces := []string{"a", "Zed", "0", " ", "-", "#", "<", ">", "&", "\"", "\\", "\n", "\t", "\x01", "\x7f", "é", "\u2028", "\u2029", "\xff", "~", "not up", "/"}
	str := func() string {
		var b strings.Builder
		for n := r.IntN(5); n > 0; n-- {
			p := pieces[r.IntN(len(pieces))]
			if r.IntN(40) > 0 {
				p = pieces[r.IntN(3)] // mostly plain
			}
			b.WriteString(p)
		}
		return b.String()
	}
	scores := []float64{0, math.Copysign(0, -1), 0.5, 0.8379, 1e-6, 9.99e-7, 1e-7, 1e20, 1e21, 123456789.125, -0.25, math.Inf(1), math.NaN(), math.SmallestNonzeroFloat64}
	zones := []*time.Location{time.UTC, time.FixedZone("x", 5*3600+1800), time.FixedZone("y", -7*3600)}
	cands := make([]Candidate, 4000)
	for i := range cands {
		score := r.Float64()
		if r.IntN(3) == 0 {
			score = scores[r.IntN(len(scores))]
		}
		year := 1900 + r.IntN(200)
		switch r.IntN(20) {
		case 0:
			year = -1 - r.IntN(3)
		case 1:
			year = 10000 + r.IntN(3)
		case 2:
			year = r.IntN(2) * 9999
		}
		at := time.Date(year, time.Month(1+r.IntN(12)), 1+r.IntN(28), r.IntN(24), r.IntN(60), r.IntN(60), r.IntN(3)*r.IntN(1e9), zones[r.IntN(len(zones))])
		cands[i] = Candidate{ExpiredID: str(), ReplacementID: str(), Reason: str(), Score: score, Subject: str(), Attribute: str(),
			OldValue: str(), NewValue: str(), ExpiresAt: at, ExpiredMemoryID: str(), ReplacementMemoryID: str(), Scope: str()}
	}
	direct := 0
	for i := range cands {
		c := cands[i]
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		c.ExpiresAt = c.ExpiresAt.UTC()
		wantErr := enc.Encode(&c)
		if _, ok := appendCandidateJSON(nil, &c); ok {
			direct++
		}
		var got bytes.Buffer
		gotErr := WriteJSONL(&got, cands[i:i+1])
		if (wantErr != nil) != (gotErr != nil) {
			t.Fatalf("candidate %d %+v: error %v, want %v", i, c, gotErr, wantErr)
		}
		if wantErr == nil && got.String() != want.String() {
			t.Fatalf("candidate %d:\n got %s\nwant %s", i, got.String(), want.String())
		}
	}
	if direct < len(cands)/10 || direct == len(cands) {
		t.Fatalf("%d of %d candidates on the direct path: the test does not exercise both", direct, len(cands))
	}
	var all, each bytes.Buffer
	ok := cands[:0:0]
	for _, c := range cands {
		if err := WriteJSONL(&each, []Candidate{c}); err == nil {
			ok = append(ok, c)
		}
	}
	if err := WriteJSONL(&all, ok); err != nil || all.String() != each.String() {
		t.Fatalf("writing %d candidates at once differs from one at a time (err %v)", len(ok), err)
	}
}
