package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// smallResults copies the golden ledger and verdict of the small test
// registration (testdata/ at the module root) into a temporary results dir.
func smallResults(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for src, dst := range map[string]string{"small-ledger.tsv": "results-small.tsv", "small-verdict.json": "verdict.json"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "testdata", src))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, dst), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func runCmd(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var o, e bytes.Buffer
	err := run(context.Background(), args, strings.NewReader(""), &o, &e)
	code = exitCode(err, &e)
	return o.String(), e.String(), code
}

func TestReport(t *testing.T) {
	dir := smallResults(t)
	out, errOut, code := runCmd(t, "report", "--tsv", filepath.Join(dir, "results-small.tsv"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"arm main (threshold 0.5000): SUPPORTED", "G5 true positives", "legacy_dream", "G2 band 0.00-0.80",
		"cardinality          │ SUPPORTED", "stage2_enabled: false", "mutant cardinality survived"} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
	// Without a matching verdict only the ledger tables are printed.
	os.Remove(filepath.Join(dir, "verdict.json"))
	out, _, code = runCmd(t, "report", "--tsv", filepath.Join(dir, "results-small.tsv"))
	if code != 0 || strings.Contains(out, "stage2_enabled") || !strings.Contains(out, "arm shuffled") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

func TestReportBadInput(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "bad.tsv")
	os.WriteFile(p, []byte("fixture\tx\n"), 0o644)
	_, errOut, code := runCmd(t, "report", "--tsv", p)
	if code != 2 || !strings.Contains(errOut, "bad.tsv:1: header is not the ledger header") {
		t.Errorf("exit %d: %s", code, errOut)
	}
	_, _, code = runCmd(t, "report", "--tsv", filepath.Join(dir, "missing.tsv"))
	if code != 2 {
		t.Errorf("missing ledger: exit %d", code)
	}
	_, _, code = runCmd(t, "report", "extra")
	if code != 2 {
		t.Errorf("extra argument: exit %d", code)
	}
}

func TestPlot(t *testing.T) {
	dir := smallResults(t)
	pdir := filepath.Join(dir, "plots")
	out, errOut, code := runCmd(t, "plot", "--out", pdir, "--tsv", filepath.Join(dir, "results-small.tsv"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, name := range []string{"precision", "recall", "sweep"} {
		png, err := os.ReadFile(filepath.Join(pdir, name+".png"))
		if err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) {
			t.Errorf("%s.png: %v", name, err)
		}
		svg, err := os.ReadFile(filepath.Join(pdir, name+".svg"))
		if err != nil || !bytes.Contains(svg, []byte("<svg")) {
			t.Errorf("%s.svg: %v", name, err)
		}
		if !strings.Contains(out, name+".svg") {
			t.Errorf("output does not list %s.svg", name)
		}
	}
	if _, _, code := runCmd(t, "plot"); code != 2 {
		t.Errorf("plot without --out: exit %d", code)
	}
}
