package detector

import (
	"bytes"
	"errors"
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
