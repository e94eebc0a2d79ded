//go:build !race

// The end-to-end runs of the real experiment are left out under the race
// detector (about ten times slower); the root package's tests run the same
// pipeline under it.

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunEndToEnd runs `l9 run` on the registered experiment into a
// temporary directory, then re-runs it (nothing appended), then tampers with
// one recorded cell and re-runs (a reproducibility failure naming the cell,
// exit 2, nothing written).
func TestRunEndToEnd(t *testing.T) {
	p := frozenCopy(t)
	out := filepath.Join(t.TempDir(), "res")
	stdout, stderr, code := runCmd(t, "run", "--prereg", p, "--out", out)
	var v struct {
		Stage2 bool     `json:"stage2_enabled"`
		Why    []string `json:"why"`
		Arms   []struct {
			Name         string `json:"name"`
			AsRegistered bool   `json:"as_registered"`
			Reason       string `json:"reason"`
		} `json:"arms"`
	}
	vb, err := os.ReadFile(filepath.Join(out, "verdict.json"))
	if err != nil {
		t.Fatalf("no verdict (exit %d): %v\n%s", code, err, stderr)
	}
	if err := json.Unmarshal(vb, &v); err != nil {
		t.Fatal(err)
	}
	// A recorded run exits 0 whatever its verdict; --gate exits 1 unless the
	// verdict enables Stage 2.
	if code != 0 {
		t.Fatalf("exit %d (stage2_enabled %v); stderr: %s", code, v.Stage2, stderr)
	}
	for _, a := range v.Arms {
		if a.Name != "main" && !a.AsRegistered {
			t.Errorf("control arm %s: %s", a.Name, a.Reason)
		}
	}
	for _, want := range []string{"arm main (threshold 0.5000)", "arm legacy_dream", "mutant (clause off)", "55 rows appended", "stage2_enabled: "} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q", want)
		}
	}
	ledger := filepath.Join(out, "results-L9.tsv")
	before, err := os.ReadFile(ledger)
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(before, []byte("\n")); n != 56 {
		t.Errorf("ledger has %d lines, want header + 55", n)
	}

	// The same configuration again: reproduced, nothing appended.
	stdout, _, code2 := runCmd(t, "run", "--prereg", p, "--out", out, "--mutants=false", "--gate")
	if code2 != 1 || !strings.Contains(stdout, "already recorded and reproduced byte for byte") {
		t.Errorf("rerun exit %d:\n%s", code2, stdout)
	}
	if after, _ := os.ReadFile(ledger); !bytes.Equal(before, after) {
		t.Error("rerun changed the ledger")
	}

	// Tamper with one cell of main's first row: the rerun must fail naming it.
	lines := strings.Split(string(before), "\n")
	cols := strings.Split(lines[0], "\t")
	row := strings.Split(lines[1], "\t")
	ui := -1
	for i, c := range cols {
		if c == "units" {
			ui = i
		}
	}
	orig := row[ui]
	row[ui] = "1" + orig
	lines[1] = strings.Join(row, "\t")
	tampered := []byte(strings.Join(lines, "\n"))
	os.WriteFile(ledger, tampered, 0o644)
	os.Remove(filepath.Join(out, "verdict.json"))
	_, stderr, code3 := runCmd(t, "run", "--prereg", p, "--out", out, "--mutants=false")
	want := "arm main seed 11 units: ledger 1" + orig + ", now " + orig
	if code3 != 2 || !strings.Contains(stderr, "reproducibility failure") || !strings.Contains(stderr, want) {
		t.Errorf("exit %d, want 2 and %q:\n%s", code3, want, stderr)
	}
	if after, _ := os.ReadFile(ledger); !bytes.Equal(tampered, after) {
		t.Error("a failed reproduction changed the ledger")
	}
	if _, err := os.Stat(filepath.Join(out, "verdict.json")); err == nil {
		t.Error("a failed reproduction wrote a verdict")
	}
}
