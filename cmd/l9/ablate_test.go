package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"l9/detector"
	"l9/prereg"
	"l9/svo"
)

// The small labelled corpus of these tests (testdata/ablate): residence,
// employer, measurement, price and tool chains, a polarity flip, and
// labelled negatives (a set-valued relation, scope-disjoint opening hours,
// a unit-format variant). Its words appear nowhere in the corpus generator.
var (
	ablateDir    = filepath.Join("testdata", "ablate")
	ablateMem    = filepath.Join(ablateDir, "memories.jsonl")
	ablateTruth  = filepath.Join(ablateDir, "truth.jsonl")
	ablateLabels = filepath.Join(ablateDir, "labels.jsonl")
)

func tsvRows(t *testing.T, s string) [][]string {
	t.Helper()
	var rows [][]string
	for _, l := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
		rows = append(rows, strings.Split(l, "\t"))
	}
	return rows
}

func TestAblateTable(t *testing.T) {
	args := []string{"ablate", "--in", ablateMem, "--truth", ablateTruth, "--labels", ablateLabels, "--dir", ablateDir}
	out, ablErr, code := runL9(t, "", append(args, "--workers", "1")...)
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, ablErr)
	}
	out2, _, _ := runL9(t, "", append(args, "--workers", "2")...)
	if out != out2 {
		t.Errorf("output depends on --workers")
	}
	rows := tsvRows(t, out)
	// Two corpora with the same directory name: ablate, ablate#2.
	wantHead := []string{"rule", "units"}
	for _, c := range []string{"ablate", "ablate#2"} {
		for _, col := range []string{"tp_delta", "fp_delta", "recall_delta", "precision_delta", "neg_delta"} {
			wantHead = append(wantHead, c+":"+col)
		}
	}
	if strings.Join(rows[0], "\t") != strings.Join(wantHead, "\t") {
		t.Fatalf("header %q, want %q", rows[0], wantHead)
	}
	rules := svo.Rules()
	if len(rows) != 2+len(rules) {
		t.Fatalf("%d rows, want header + all + %d rules", len(rows), len(rules))
	}
	// The baseline row is what l9 score reports.
	sj, stderr, code := runL9(t, "", "score", "--in", ablateMem, "--truth", ablateTruth, "--json")
	if code != 0 {
		t.Fatalf("score: exit %d:\n%s", code, stderr)
	}
	var sc struct{ TP, FP int }
	if err := json.Unmarshal([]byte(sj), &sc); err != nil {
		t.Fatal(err)
	}
	all := rows[1]
	if all[0] != "all" || all[2] != strconv.Itoa(sc.TP) || all[3] != strconv.Itoa(sc.FP) || all[7] != all[2] || all[8] != all[3] {
		t.Errorf("all row %q: want tp %d fp %d in both corpora (score)", all, sc.TP, sc.FP)
	}
	// neg: candidate pairs touching a labelled memory (--dir found labels.jsonl too).
	if all[6] == "NA" || all[11] == "NA" {
		t.Errorf("all row %q: neg NA although both corpora have labels", all)
	}
	// One row per rule, in svo.Rules() order; units add up; some rule
	// moves the corpus (the corpus exercises the rules).
	units, moved := 0, 0
	signed := regexp.MustCompile(`^(0|[+-][1-9][0-9]*)$`)
	ratio := regexp.MustCompile(`^(0\.0000|[+-][0-9]\.[0-9]{4}|NA)$`)
	for i, r := range rules {
		row := rows[2+i]
		if row[0] != r.ID {
			t.Fatalf("row %d is %q, want rule %s", 2+i, row[0], r.ID)
		}
		n, err := strconv.Atoi(row[1])
		if err != nil {
			t.Fatalf("rule %s: units %q", r.ID, row[1])
		}
		units += n
		for c := 0; c < 2; c++ {
			g := row[2+5*c : 7+5*c]
			if !signed.MatchString(g[0]) || !signed.MatchString(g[1]) || !ratio.MatchString(g[2]) || !ratio.MatchString(g[3]) || !signed.MatchString(g[4]) {
				t.Errorf("rule %s: cells %q", r.ID, g)
			}
			if c == 0 && (g[0] != "0" || g[1] != "0" || g[4] != "0") {
				moved++
			}
			if strings.Join(g, " ") != strings.Join(row[7:12], " ") {
				t.Errorf("rule %s: the same corpus twice gives %q and %q", r.ID, g, row[7:12])
			}
		}
	}
	if total, _ := strconv.Atoi(all[1]); units != total && !strings.Contains(ablErr, "does not list") {
		t.Errorf("rule units add up to %d, all row says %d, and no unlisted-rule warning", units, total)
	}
	if moved == 0 {
		t.Errorf("no rule moves the test corpus: the ablation sees nothing")
	}
}

func TestAblateCalibrate(t *testing.T) {
	out, stderr, code := runL9(t, "", "ablate", "--dir", ablateDir, "--calibrate")
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, stderr)
	}
	rows := tsvRows(t, out)
	want := "rule\tstage\tunits\ttp\tfp\tprecision\tprecision_lower95\tablate:tp\tablate:fp"
	if strings.Join(rows[0], "\t") != want {
		t.Fatalf("header %q", rows[0])
	}
	// The TP and FP columns add up to the distinct units in true and false
	// candidates of the detector at threshold 0.
	cj, stderr, code := runL9(t, "", "detect", "--in", ablateMem, "--threshold", "0")
	if code != 0 {
		t.Fatalf("detect: exit %d:\n%s", code, stderr)
	}
	truth := map[[2]string]bool{}
	tb, _ := os.ReadFile(ablateTruth)
	for _, l := range strings.Split(strings.TrimSpace(string(tb)), "\n") {
		var m map[string]string
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatal(err)
		}
		truth[[2]string{m["expired_id"], m["replacement_id"]}] = true
	}
	inTP, inFP := map[string]bool{}, map[string]bool{}
	for _, l := range strings.Split(strings.TrimSpace(cj), "\n") {
		var c detector.Candidate
		if err := json.Unmarshal([]byte(l), &c); err != nil {
			t.Fatal(err)
		}
		set := inFP
		if truth[[2]string{c.ExpiredMemoryID, c.ReplacementMemoryID}] {
			set = inTP
		}
		set[c.ExpiredID], set[c.ReplacementID] = true, true
	}
	tp, fp := 0, 0
	for _, r := range rows[1:] {
		a, _ := strconv.Atoi(r[3])
		b, _ := strconv.Atoi(r[4])
		tp, fp = tp+a, fp+b
		if r[3] != r[7] || r[4] != r[8] {
			t.Errorf("rule %s: pooled %s/%s differs from its one corpus %s/%s", r[0], r[3], r[4], r[7], r[8])
		}
	}
	if tp != len(inTP) || fp != len(inFP) || tp == 0 {
		t.Errorf("calibration counts %d TP / %d FP units, the candidates hold %d / %d", tp, fp, len(inTP), len(inFP))
	}
}

func TestAblateBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "memories.jsonl")
	if err := os.WriteFile(bad, []byte(`{"id":"a","content":"x","created_at":"2020-01-01"}`+"\n"+`{"id":"b","created_at":"2020-01-01"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.tsv")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--truth", ablateTruth, "--in", ablateMem}, "comes before any --in"},
		{[]string{"--in", ablateMem}, "has no --truth"},
		{[]string{"--in", ablateMem, "--truth", ablateTruth, "--truth", ablateTruth}, "already has --truth"},
		{[]string{"--in", "-", "--truth", ablateTruth}, "stdin is not supported"},
		{[]string{}, "need at least one corpus"},
		{[]string{"--in", bad, "--truth", ablateTruth, "--out", out}, bad + ":2: content:"},
		{[]string{"--in", ablateMem, "--truth", filepath.Join(dir, "nope.jsonl"), "--out", out}, "nope.jsonl"},
		{[]string{"--in", ablateMem, "--truth", ablateMem, "--out", out}, ablateMem + ":1: expired_id:"},
		{[]string{"--in", ablateMem, "--truth", ablateTruth, "--out", ablateMem}, "input"},
	} {
		_, stderr, code := runL9(t, "", append([]string{"ablate"}, tc.args...)...)
		if code != exitUsage || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, want 2 with %q; stderr:\n%s", tc.args, code, tc.want, stderr)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("an output file was created on error: %v", err)
	}
}

// TestAblateRefusesRegisteredGate: a corpus whose bytes a registration
// names as a real-text gate is refused before anything is extracted.
func TestAblateRefusesRegisteredGate(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "prereg", "L9b.toml"))
	if err != nil {
		t.Skipf("no L9b registration: %v", err)
	}
	mb, err := os.ReadFile(ablateMem)
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`(?m)^memories_sha256 = "[0-9a-f]{64}"`)
	if !re.Match(src) {
		t.Fatal("L9b.toml names no real-text memories_sha256")
	}
	sum := prereg.Hash(mb)
	first := true
	reg := re.ReplaceAllFunc(src, func(b []byte) []byte {
		if !first {
			return b
		}
		first = false
		return []byte(`memories_sha256 = "` + sum + `"`)
	})
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "L9b.toml"), reg, 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := runL9(t, "", "ablate", "--dir", ablateDir, "--prereg", dir)
	if code != exitUsage || !strings.Contains(stderr, "is the memories file of real-text gate") {
		t.Errorf("exit %d, stderr:\n%s", code, stderr)
	}
	// The real registrations do not name the test corpus.
	if _, stderr, code := runL9(t, "", "ablate", "--dir", ablateDir, "--calibrate", "--prereg", filepath.Join("..", "..", "prereg")); code != 0 {
		t.Errorf("with the real registrations: exit %d:\n%s", code, stderr)
	}
}
