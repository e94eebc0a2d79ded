package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"l9"
	"l9/results"
)

// frozenCopy copies the committed registration and its lock into a temporary
// directory and returns the copy's path.
func frozenCopy(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"L9.toml", "L9.lock"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "prereg", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "L9.toml")
}

// noComponents fails the test if a run gets past the pre-registration check.
func noComponents(t *testing.T) {
	old := newComponents
	newComponents = func() (l9.Components, error) {
		t.Error("components built before the registration was verified")
		return l9.Components{}, os.ErrInvalid
	}
	t.Cleanup(func() { newComponents = old })
}

func TestRunTamperedPrereg(t *testing.T) {
	noComponents(t)
	p := frozenCopy(t)
	b, _ := os.ReadFile(p)
	// One changed number, as someone lowering a gate after seeing results would.
	b = bytes.Replace(b, []byte("min_precision_per_seed = 0.99"), []byte("min_precision_per_seed = 0.98"), 1)
	os.WriteFile(p, b, 0o644)
	out := filepath.Join(t.TempDir(), "res")
	stdout, stderr, code := runCmd(t, "run", "--prereg", p, "--out", out)
	if code != 3 {
		t.Fatalf("exit %d, want 3; stderr: %s", code, stderr)
	}
	if !strings.Contains(stderr, "changed since it was frozen") || stdout != "" {
		t.Errorf("stdout %q stderr %q", stdout, stderr)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Error("a failed verification created the output directory")
	}
}

func TestRunMissingLock(t *testing.T) {
	noComponents(t)
	p := frozenCopy(t)
	os.Remove(strings.TrimSuffix(p, ".toml") + ".lock")
	_, stderr, code := runCmd(t, "run", "--prereg", p, "--out", t.TempDir())
	if code != 3 || !strings.Contains(stderr, "no lock") {
		t.Errorf("exit %d: %s", code, stderr)
	}
}

func TestRunFixtureMismatch(t *testing.T) {
	old := newComponents
	newComponents = func() (l9.Components, error) { return l9.Components{FixtureVersions: []string{"l9-fixture-0"}}, nil }
	t.Cleanup(func() { newComponents = old })
	out := t.TempDir()
	_, stderr, code := runCmd(t, "run", "--prereg", frozenCopy(t), "--out", out)
	if code != 3 || !strings.Contains(stderr, `is for fixture version "l9-fixture-1" but the corpus generator supports ["l9-fixture-0"]`) {
		t.Errorf("exit %d: %s", code, stderr)
	}
	if ents, _ := os.ReadDir(out); len(ents) != 0 {
		t.Errorf("wrote %v", ents)
	}
}

func TestRunUsage(t *testing.T) {
	noComponents(t)
	for _, args := range [][]string{{"run", "--nope"}, {"run", "extra"}} {
		if _, _, code := runCmd(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

func TestProgressBar(t *testing.T) {
	var b bytes.Buffer
	progressBar(&b, 3, 10)
	if got := b.String(); got != "\r[#########.....................] 3/10 seeds" {
		t.Errorf("%q", got)
	}
	if isTerminal(&b) {
		t.Error("a buffer is not a terminal")
	}
}

// TestVerdictExit: an honest NOT_SUPPORTED verdict exits 0 (the run is the
// result); with --gate it exits 1; an enabling verdict exits 0 either way.
func TestVerdictExit(t *testing.T) {
	no := &results.Verdict{Stage2Enabled: false, Why: []string{"arm main: expected SUPPORTED"}}
	yes := &results.Verdict{Stage2Enabled: true, Why: []string{}}
	var b bytes.Buffer
	if err := verdictExit(&b, no, false); err != nil || !strings.Contains(b.String(), "NOT_SUPPORTED, recorded") {
		t.Errorf("no gate: err %v, out %q", err, b.String())
	}
	if code := exitCode(verdictExit(&b, no, true), io.Discard); code != 1 {
		t.Errorf("--gate on NOT_SUPPORTED: exit %d, want 1", code)
	}
	for _, gate := range []bool{false, true} {
		if err := verdictExit(&b, yes, gate); err != nil {
			t.Errorf("gate %v on an enabling verdict: %v", gate, err)
		}
	}
}
