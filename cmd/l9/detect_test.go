package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"l9/detector"
	"l9/internal/stage1"
	"l9/memory"
	"l9/svo"
)

func runL9(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb, msg bytes.Buffer
	err := run(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	code = exitCode(err, &msg)
	return out.String(), errb.String() + msg.String(), code
}

func TestDetectBadInputListsEveryProblem(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "memories.jsonl")
	bad := strings.Join([]string{
		`{"id":"m1","content":"Alice lives in Berlin.","created_at":"2020-01-01"}`,
		`{"id":"m2","content":"","created_at":"2020-01-01"}`,
		`{"id":"m3","content":"Alice lives in Munich.","created_at":"yesterday"}`,
		`{"id":"m1","content":"Alice lives in Paris.","created_at":"2021-01-01"}`,
		`not json`,
	}, "\n")
	if err := os.WriteFile(in, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "candidates.jsonl")
	if err := os.WriteFile(out, []byte("previous output\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := runL9(t, "", "detect", "--in", in, "--out", out)
	if code != exitUsage {
		t.Fatalf("exit %d, want 2; stderr:\n%s", code, stderr)
	}
	for _, want := range []string{in + ":2: content:", in + ":3: created_at:", in + ":4: id:", in + ":5:"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	if b, _ := os.ReadFile(out); string(b) != "previous output\n" {
		t.Errorf("output file was touched: %q", b)
	}
	// A dangling parent_id, and no output file is created.
	if err := os.WriteFile(in, []byte(`{"id":"f1","content":"Port is 8080.","created_at":"2020-01-01","parent_id":"nope","is_facet":true}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out2 := filepath.Join(dir, "new.jsonl")
	_, stderr, code = runL9(t, "", "detect", "--in", in, "--out", out2)
	if code != exitUsage || !strings.Contains(stderr, in+":1: parent_id:") {
		t.Errorf("dangling parent: exit %d, stderr:\n%s", code, stderr)
	}
	if _, err := os.Stat(out2); !os.IsNotExist(err) {
		t.Errorf("output file created on bad input")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("stray files left: %v", entries)
	}
}

func TestDetectUsage(t *testing.T) {
	for _, args := range [][]string{
		{"detect"},
		{"detect", "--in", "-", "--format", "xml"},
		{"detect", "--in", "-", "--threshold", "1.5"},
		{"detect", "--in", "-", "--off", "everything"},
		{"detect", "--in", "-", "extra"},
		{"score", "--truth", "t.jsonl"},
		{"score", "--truth", "-", "--in", "-"},
		{"detect", "--in", "does/not/exist.jsonl"},
	} {
		if _, stderr, code := runL9(t, "", args...); code != exitUsage {
			t.Errorf("%v: exit %d, want 2 (%s)", args, code, stderr)
		}
	}
}

func TestScoreCandidatesFile(t *testing.T) {
	dir := t.TempDir()
	truth := filepath.Join(dir, "truth.jsonl")
	cands := filepath.Join(dir, "cands.jsonl")
	os.WriteFile(truth, []byte(`{"expired_id":"m1","replacement_id":"m2","reason":"value"}
{"expired_id":"m3","replacement_id":"m4","reason":"negation"}
{"expired_id":"m5","replacement_id":"m6","reason":"value"}
`), 0o644)
	os.WriteFile(cands, []byte(`{"expired_id":"m1","replacement_id":"m2","reason":"value","score":0.9}
{"expired_id":"m4","replacement_id":"m3","reason":"negation","score":0.9}
`), 0o644)
	stdout, stderr, code := runL9(t, "", "score", "--truth", truth, "--candidates", cands)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"TP / FP / FN", "1 / 1 / 2", "0.5000", "direction errors", "m4 -> m3 (negation)", "m5 -> m6 (value)"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("table lacks %q:\n%s", want, stdout)
		}
	}
	stdout, _, code = runL9(t, "", "score", "--truth", truth, "--candidates", cands, "--json")
	if code != 0 || !strings.Contains(stdout, `"direction_errors": 1`) || !strings.Contains(stdout, `"precision": 0.5`) {
		t.Errorf("json: exit %d\n%s", code, stdout)
	}
	// Bad truth: exit 2 with file:line: field.
	os.WriteFile(truth, []byte(`{"expired_id":"m1","reason":"value"}`+"\n"), 0o644)
	_, stderr, code = runL9(t, "", "score", "--truth", truth, "--candidates", cands)
	if code != exitUsage || !strings.Contains(stderr, truth+":1: replacement_id: missing") {
		t.Errorf("bad truth: exit %d\n%s", code, stderr)
	}
}

// detectFixture is a small input in plain English: a three-version chain,
// a negation flip, a confirmation and an unrelated fact.
const detectFixture = `{"id":"a1","content":"Alice lives in Berlin.","created_at":"2024-05-01T10:00:00Z","observed_at":"2019-03-01"}
{"id":"a2","content":"Alice lives in Munich.","created_at":"2024-05-01T10:00:01Z","observed_at":"2021-06-01"}
{"id":"a3","content":"Alice lives in Munich.","created_at":"2024-05-01T10:00:02Z","observed_at":"2022-01-01"}
{"id":"a4","content":"Alice lives in Lisbon.","created_at":"2024-05-01T10:00:03Z","observed_at":"2023-02-01"}
{"id":"b1","content":"Bob works at Acme.","created_at":"2020-01-01T00:00:00Z"}
`

func TestDetectEndToEnd(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "m.jsonl")
	os.WriteFile(in, []byte(detectFixture), 0o644)
	stdout, stderr, code := runL9(t, "", "detect", "--in", in)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	cands, err := detector.ReadCandidates(strings.NewReader(stdout), "stdout")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range cands {
		got = append(got, c.ExpiredID+"->"+c.ReplacementID+" "+c.Reason)
	}
	want := "a1->a2 value,a2->a4 value,a3->a4 value"
	if strings.Join(got, ",") != want {
		t.Errorf("candidates %v, want %s\nstderr: %s", got, want, stderr)
	}
	if !strings.Contains(stderr, "3 candidates (value 3, negation 0)") {
		t.Errorf("summary: %s", stderr)
	}
	// stdin, --out file, TSV.
	out := filepath.Join(dir, "c.tsv")
	if _, stderr, code := runL9(t, detectFixture, "detect", "--in", "-", "--out", out, "--format", "tsv"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	b, _ := os.ReadFile(out)
	if lines := strings.Split(strings.TrimSpace(string(b)), "\n"); len(lines) != 4 || !strings.HasPrefix(lines[0], "expired_id\treplacement_id") {
		t.Errorf("tsv:\n%s", b)
	}
	// Threshold 1.0 emits nothing.
	stdout, _, code = runL9(t, "", "detect", "--in", in, "--threshold", "1")
	if code != 0 || stdout != "" {
		t.Errorf("threshold 1: exit %d, %q", code, stdout)
	}
	// Score straight from memories.
	truth := filepath.Join(dir, "t.jsonl")
	os.WriteFile(truth, []byte(`{"expired_id":"a1","replacement_id":"a2","reason":"value"}
{"expired_id":"a2","replacement_id":"a4","reason":"value"}
{"expired_id":"a3","replacement_id":"a4","reason":"value"}
`), 0o644)
	stdout, stderr, code = runL9(t, "", "score", "--truth", truth, "--in", in, "--json")
	if code != 0 || !strings.Contains(stdout, `"tp": 3`) || !strings.Contains(stdout, `"fp": 0`) {
		t.Errorf("score --in: exit %d\n%s\n%s", code, stdout, stderr)
	}
}

func TestDetectExtractMatchesAll(t *testing.T) {
	in := detectFixture + `{"id":"p1","content":"Carol works at Initech, and Dan lives in Oslo.","created_at":"2020-01-01T00:00:00Z"}
{"id":"p1#x","content":"Carol works at Initech.","created_at":"2020-01-01T00:00:00Z","parent_id":"p1","is_facet":true}
{"id":"p2","content":"Erin lives in Rome, and Finn works at Hooli.","created_at":"2020-02-01T00:00:00Z"}
{"id":"p1#y","content":"Dan lives in Oslo.","created_at":"2020-01-01T00:00:00Z","parent_id":"p1","is_facet":true}
{"id":"c9","content":"Carol works at Globex.","created_at":"2022-01-01T00:00:00Z"}
`
	ms, _, err := memory.ReadAll(strings.NewReader(in), "in")
	if err != nil {
		t.Fatal(err)
	}
	ex, err := svo.New()
	if err != nil {
		t.Fatal(err)
	}
	key := func(us []svo.Unit) []string {
		var out []string
		for _, u := range us {
			out = append(out, fmt.Sprintf("%s %s %s|%s|%s|%s %v %.4f", u.ID, u.MemoryID, u.Subject.Canon, u.Attribute.Canon, u.Value.Canon, u.Scope, u.Negated, u.Confidence))
		}
		sort.Strings(out)
		return out
	}
	want := key(ex.All(ms))
	defer func(n int) { detectChunk = n }(detectChunk)
	for _, n := range []int{1, 2, 3, 1000} {
		detectChunk = n
		parts, err := detectExtract(context.Background(), ex, ms)
		if err != nil {
			t.Fatal(err)
		}
		var us []svo.Unit
		for _, p := range parts {
			us = append(us, p...)
		}
		if d := cmp.Diff(want, key(us)); d != "" {
			t.Errorf("chunk %d: units differ from All (-all +chunked):\n%s", n, d)
		}
		for _, u := range us {
			if u.Text != "" || u.Value.Surface != "" {
				t.Errorf("chunk %d: text fields kept on %s", n, u.ID)
			}
		}
	}
}

func TestDetectCountLines(t *testing.T) {
	for in, want := range map[string]int{"": 0, "a": 1, "a\n": 1, "a\nb": 2, "a\n\nb\n": 3, strings.Repeat("x\n", 3<<20/2): 3 << 20 / 2} {
		if got, err := detectCountLines(strings.NewReader(in)); err != nil || got != want {
			t.Errorf("detectCountLines(%d bytes) = %d, %v; want %d", len(in), got, err, want)
		}
	}
}

// TestDetectSummaryIntervening: the stderr summary counts and lists the
// pairs the rule abstained on because a key-only unit lies between them,
// per namespace too; without any it prints nothing about them.
func TestDetectSummaryIntervening(t *testing.T) {
	us := []svo.Unit{
		{ID: "v1", MemoryID: "v1", Confidence: 0.9, CreatedAt: time.Date(2018, 1, 1, 0, 0, 0, 0, time.UTC)},
		{ID: "v2", MemoryID: "v2", Confidence: 0.9, CreatedAt: time.Date(2019, 1, 1, 0, 0, 0, 0, time.UTC), KeyOnly: true},
		{ID: "v3", MemoryID: "v3", Confidence: 0.9, CreatedAt: time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)},
	}
	for i, v := range []string{"ann lee", "", "bo kim"} {
		us[i].Subject.Canon, us[i].Attribute.Canon, us[i].Value.Canon = "rovers", "coach", v
	}
	cfg := detector.DefaultConfig()
	r := detector.Detect(us, cfg)
	res := stage1.Result{Result: r, Namespaces: []stage1.Namespace{{Namespace: "team", Memories: 3, Summary: r.Summary}}}
	var b strings.Builder
	detectSummary(&b, res, nil, cfg)
	for _, want := range []string{
		"l9 detect: 1 skipped: intervening version (a version of the key lies between them: a key-only unit, a change report, a stated old value or a confirmation; 1 key-only units, value not extracted)\n",
		"  skipped: intervening version rovers / coach: ann lee -> bo kim (v1 -> v3; v2 between)\n",
		`  "team": 3 memories, 3 units, 0 candidates, 0 contested, 1 skipped: intervening version` + "\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, b.String())
		}
	}
	b.Reset()
	off := cfg.Without(detector.InterveningVersion)
	r = detector.Detect(us, off)
	detectSummary(&b, stage1.Result{Result: r}, nil, off)
	if strings.Contains(b.String(), "  skipped:") || !strings.Contains(b.String(), "0 skipped: intervening version") || !strings.Contains(b.String(), "clauses switched off: intervening_version") {
		t.Errorf("clause off: summary\n%s", b.String())
	}
	b.Reset()
	detectSummary(&b, stage1.Result{Result: detector.Detect(us[:1], cfg)}, nil, cfg)
	if strings.Contains(b.String(), "intervening") {
		t.Errorf("no key-only units: summary mentions skips:\n%s", b.String())
	}
}

// TestDetectSummaryStatedOldAndNotHeld: a skip for a stated old value says
// what the replacement states (no "between" with an empty id); units
// dropped from keys that never held their stated old value are counted.
func TestDetectSummaryStatedOldAndNotHeld(t *testing.T) {
	at := func(y int) time.Time { return time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC) }
	mk := func(id, attr, val string, y int) svo.Unit {
		u := svo.Unit{ID: id, MemoryID: id, Confidence: 0.9, Cardinality: svo.CardFunctional, CreatedAt: at(y)}
		u.Subject.Canon, u.Attribute.Canon, u.Value.Canon = "user", attr, val
		return u
	}
	a, b := mk("a", "residence", "bristol", 2020), mk("b", "residence", "edinburgh", 2021)
	b.Still = true
	e1 := mk("e1", "employer", "quillon bank", 2018)
	left := mk("l", "employer", "halden", 2022)
	left.From, left.FromHeld = &svo.Span{Canon: "aarvik"}, true
	cfg := detector.DefaultConfig()
	r := detector.Detect([]svo.Unit{a, b, e1, left}, cfg)
	var sb strings.Builder
	detectSummary(&sb, stage1.Result{Result: r}, nil, cfg)
	for _, want := range []string{
		"  skipped: intervening version user / residence: bristol -> edinburgh (a -> b; the replacement says the value before was edinburgh)\n",
		"l9 detect: 1 units dropped from keys that never held the value they state as the old one or return to\n",
	} {
		if !strings.Contains(sb.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, sb.String())
		}
	}
}
