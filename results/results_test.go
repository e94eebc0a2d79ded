package results

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"l9/gates"
	"l9/prereg"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

func loadL9(t testing.TB) *prereg.Registration {
	t.Helper()
	b, err := os.ReadFile("../prereg/L9.toml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := prereg.Parse(b, "L9.toml")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

var cfg = Config{Fixture: "l9-fixture-1", PreregSHA256: strings.Repeat("ab", 32), CodeID: strings.Repeat("0c", 32)}

// judged returns the five arms judged on three fake seeds: main good,
// threshold dead, shuffled at chance, unstamped wrong in direction,
// legacy_dream losing a memory.
func judged(t testing.TB) (*prereg.Registration, []gates.Arm, *gates.Sweep) {
	r := loadL9(t)
	r.Seeds = r.Seeds[:3]
	nc := len(r.Gates.G3.Classes)
	mk := func(arm string, seed uint64) gates.Seed {
		s := gates.Seed{Seed: seed, Units: 800 + int(seed), TruthPairs: 110, Candidates: 110, TP: 110, ValueTP: 100, NegTP: 10,
			DirMatched: 110, DirCorrect: 110, Classes: make([]int, nc), G6Survival: 1, G6Merges: 2}
		switch arm {
		case "threshold":
			s.Candidates, s.TP, s.FN, s.ValueTP, s.ValueFN, s.NegTP, s.NegFN, s.DirMatched, s.DirCorrect = 0, 0, 110, 0, 100, 0, 10, 0, 0
		case "shuffled":
			s.TP, s.FP, s.FN, s.DirCorrect, s.ValueTP, s.ValueFN = 54, 56, 56, 54, 50, 50
			s.Classes[2] = 1
		case "unstamped":
			s.TP, s.FP, s.FN, s.DirCorrect = 105, 5, 5, 105
		case "legacy_dream":
			s.G6Survival = 0.9375
		}
		return s
	}
	measure := func(th float64) ([]gates.Seed, error) {
		var ss []gates.Seed
		for _, sd := range r.Seeds {
			s := mk("main", sd)
			if th > 0.85 {
				s.ValueTP, s.ValueFN = 0, 100
			}
			if th < 0.3 {
				s.Clean = 2
			}
			ss = append(ss, s)
		}
		return ss, nil
	}
	sw, err := gates.NewSweep(r, measure)
	if err != nil {
		t.Fatal(err)
	}
	var arms []gates.Arm
	for _, a := range r.Arms {
		var ss []gates.Seed
		for _, sd := range r.Seeds {
			ss = append(ss, mk(a.Name, sd))
		}
		arms = append(arms, gates.Evaluate(r, a, ss, sw))
	}
	return r, arms, sw
}

func ledgerBytes(t testing.TB) ([]string, [][]string, []byte) {
	r, arms, _ := judged(t)
	h := Columns(r.Gates.G3.Classes)
	rows := Rows(cfg, r.Gates.G3.Classes, r.Analysis.ConfidenceLevel, arms)
	b, err := (&Ledger{}).Bytes(h, rows)
	if err != nil {
		t.Fatal(err)
	}
	return h, rows, b
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	p := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if d := cmp.Diff(string(want), string(got)); d != "" {
		t.Errorf("%s mismatch (-want +got):\n%s", name, d)
	}
}

func TestLedgerGolden(t *testing.T) {
	_, _, b := ledgerBytes(t)
	golden(t, "ledger.tsv", b)
}

func TestRenderGolden(t *testing.T) {
	h, rows, _ := ledgerBytes(t)
	var out bytes.Buffer
	if err := Render(&out, h, rows); err != nil {
		t.Fatal(err)
	}
	_, arms, _ := judged(t)
	var ms []gates.Mutant
	for i, c := range []string{"intervals", "exclusivity"} {
		ms = append(ms, gates.NewMutant(c, &arms[i], &arms[0], nil))
	}
	if err := RenderMutants(&out, ms); err != nil {
		t.Fatal(err)
	}
	golden(t, "render.txt", out.Bytes())
}

func TestReadRoundTrip(t *testing.T) {
	h, rows, b := ledgerBytes(t)
	l, err := Read(bytes.NewReader(b), "ledger.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(h, l.Header); d != "" {
		t.Error(d)
	}
	if d := cmp.Diff(rows, l.Rows); d != "" {
		t.Error(d)
	}
	if got := l.Configs(); len(got) != 1 || got[0] != cfg {
		t.Errorf("configs %v", got)
	}
	if len(rows) != 5*4 {
		t.Errorf("%d rows, want 5 arms x (3 seeds + pooled)", len(rows))
	}
}

func TestMerge(t *testing.T) {
	h, rows, b := ledgerBytes(t)
	l, err := Read(bytes.NewReader(b), "ledger.tsv")
	if err != nil {
		t.Fatal(err)
	}
	// Identical re-run: nothing to append.
	add, recorded, err := l.Merge(h, rows)
	if err != nil || !recorded || len(add) != 0 {
		t.Fatalf("identical rerun: add %d recorded %v err %v", len(add), recorded, err)
	}
	// A new code id: appended after the old bytes, which stay unchanged.
	other := cloneRows(rows)
	for _, r := range other {
		r[2] = strings.Repeat("0d", 32)
	}
	add, recorded, err = l.Merge(h, other)
	if err != nil || recorded || len(add) != len(rows) {
		t.Fatalf("new config: add %d recorded %v err %v", len(add), recorded, err)
	}
	nb, err := l.Bytes(h, add)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(nb, b) {
		t.Error("appending rewrote existing bytes")
	}
	// Same configuration, one differing cell: a reproducibility error.
	bad := cloneRows(rows)
	bad[1][h2i(h, "recall")] = "0.9000"
	_, _, err = l.Merge(h, bad)
	var re *ReproError
	if !errors.As(err, &re) || len(re.Diffs) != 1 {
		t.Fatalf("err = %v", err)
	}
	d := re.Diffs[0]
	if d.Arm != "main" || d.Seed != "23" || d.Column != "recall" || d.Now != "0.9000" || d.Ledger != "1.0000" {
		t.Errorf("diff %+v", d)
	}
	if !strings.Contains(err.Error(), "arm main seed 23 recall: ledger 1.0000, now 0.9000") {
		t.Errorf("message: %v", err)
	}
	// A missing row is named too.
	_, _, err = l.Merge(h, rows[:len(rows)-1])
	if !errors.As(err, &re) || !strings.Contains(err.Error(), "legacy_dream seed pooled (row): ledger present, now (missing)") {
		t.Errorf("err = %v", err)
	}
}

func h2i(h []string, name string) int {
	for i, c := range h {
		if c == name {
			return i
		}
	}
	panic(name)
}

func cloneRows(rs [][]string) [][]string {
	out := make([][]string, len(rs))
	for i, r := range rs {
		out[i] = append([]string(nil), r...)
	}
	return out
}

func TestReadErrors(t *testing.T) {
	h, rows, b := ledgerBytes(t)
	head := strings.Join(h, "\t") + "\n"
	row := strings.Join(rows[0], "\t") + "\n"
	set := func(col, v string) string {
		r := append([]string(nil), rows[0]...)
		r[h2i(h, col)] = v
		return head + strings.Join(r, "\t") + "\n"
	}
	cases := []struct{ name, in, want string }{
		{"quote", head + `"x"` + row[3:], `t.tsv:2: quote character`},
		{"crlf", strings.ReplaceAll(string(b), "\n", "\r\n"), `t.tsv:1: carriage return`},
		{"truncated", head + strings.TrimSuffix(row, "\n"), `t.tsv:2: last line is not terminated`},
		{"header", "a\tb\n", `t.tsv:1: header is not the ledger header`},
		{"fields", head + "l9\tx\n", `t.tsv:2: 2 fields, want`},
		{"float", set("precision", "0.99"), `t.tsv:2: precision: "0.99" is not a number with 4 decimals or NaN`},
		{"int", set("tp", "-1"), `t.tsv:2: tp: "-1" is not a non-negative integer`},
		{"verdict", set("verdict", "MAYBE"), `t.tsv:2: verdict:`},
		{"gates", set("failed_gates", "G1;D"), `t.tsv:2: failed_gates:`},
		{"space", set("arm", "ma in"), `t.tsv:2: arm:`},
	}
	for _, c := range cases {
		_, err := Read(strings.NewReader(c.in), "t.tsv")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want %q", c.name, err, c.want)
		}
	}
	// NaN is a valid rate.
	if _, err := Read(strings.NewReader(set("precision", "NaN")), "t.tsv"); err != nil {
		t.Error(err)
	}
}

func TestEncodeRefusesBadFields(t *testing.T) {
	h, rows, _ := ledgerBytes(t)
	bad := cloneRows(rows[:1])
	bad[0][h2i(h, "arm")] = "a\tb"
	if err := Encode(&bytes.Buffer{}, h, bad); err == nil {
		t.Error("a field with a tab was written")
	}
}

func TestVerdict(t *testing.T) {
	_, arms, sw := judged(t)
	var ms []gates.Mutant
	ms = append(ms, gates.NewMutant("intervals", &arms[1], &arms[0], nil)) // caught (NOT_SUPPORTED)
	v := NewVerdict("L9", cfg, arms, sw, ms, true)
	if !v.Stage2Enabled || len(v.Why) != 0 {
		t.Fatalf("stage2 %v why %v", v.Stage2Enabled, v.Why)
	}
	b, err := v.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ReadVerdict(bytes.NewReader(b), "verdict.json")
	if err != nil || !back.Stage2Enabled || back.PreregSHA256 != cfg.PreregSHA256 || len(back.Arms) != 5 {
		t.Fatalf("read back: %+v %v", back, err)
	}
	if !bytes.Contains(b, []byte(`"stage2_enabled": true`)) {
		t.Error("no stage2_enabled key")
	}
	// Without the mutation check, or with a surviving mutant, Stage 2 stays off.
	if v := NewVerdict("L9", cfg, arms, sw, nil, false); v.Stage2Enabled {
		t.Error("enabled without mutation check")
	}
	ms = append(ms, gates.NewMutant("cardinality", &arms[0], &arms[0], nil)) // main SUPPORTED: survived
	v = NewVerdict("L9", cfg, arms, sw, ms, true)
	if v.Stage2Enabled || v.MutationCheck.Passed || !strings.Contains(strings.Join(v.Why, ";"), "mutant cardinality survived") {
		t.Errorf("surviving mutant: %+v", v.Why)
	}
	// A control arm that passes disables Stage 2.
	arms[1].AsRegistered = false
	arms[1].Reason = "control arm came out SUPPORTED"
	if v := NewVerdict("L9", cfg, arms, sw, ms[:1], true); v.Stage2Enabled {
		t.Error("enabled with a toothless control")
	}
}

func FuzzReadLedger(f *testing.F) {
	_, _, b := ledgerBytes(f)
	f.Add(b)
	f.Add([]byte("fixture\tprereg_sha256\n"))
	f.Add([]byte(""))
	f.Add(bytes.ReplaceAll(b, []byte("0.0000"), []byte("NaN")))
	f.Fuzz(func(t *testing.T, in []byte) {
		l, err := Read(bytes.NewReader(in), "fuzz.tsv")
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("untyped error %T: %v", err, err)
			}
			return
		}
		if len(l.Header) == 0 {
			if len(l.Rows) != 0 {
				t.Fatal("rows without header")
			}
			return
		}
		// A ledger that reads re-encodes to the same bytes.
		out, err := (&Ledger{}).Bytes(l.Header, l.Rows)
		if err != nil {
			t.Fatalf("re-encode: %v", err)
		}
		if !bytes.Equal(out, in) {
			t.Fatalf("round trip changed the bytes:\n in  %q\n out %q", in, out)
		}
	})
}
