package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"l9/memory"
)

func TestCorpusCommand(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"corpus", "--seed", "11", "--arm", "unstamped", "--out", dir}, nil, &stdout, &stderr); err != nil {
		t.Fatalf("l9 corpus: %v\n%s", err, stderr.String())
	}
	for _, name := range []string{"memories.jsonl", "truth.jsonl", "labels.jsonl", "facts.jsonl"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	ms, _, err := memory.ReadFile(filepath.Join(dir, "memories.jsonl"), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if m.ObservedAt != nil {
			t.Fatal("unstamped arm wrote observed_at")
		}
	}
	if !strings.Contains(stdout.String(), "arm unstamped") {
		t.Fatalf("summary: %s", stdout.String())
	}

	stdout.Reset()
	if err := run(context.Background(), []string{"corpus", "--overlap", "11,23,37"}, nil, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(stdout.String(), "\n"); got < 6 || !strings.Contains(stdout.String(), "max overlap") {
		t.Fatalf("overlap table:\n%s", stdout.String())
	}

	// Fixture 2: the summary names the version and the new families.
	stdout.Reset()
	dir2 := filepath.Join(t.TempDir(), "f2")
	if err := run(context.Background(), []string{"corpus", "--seed", "1009", "--fixture", "l9-fixture-2", "--out", dir2}, nil, &stdout, &stderr); err != nil {
		t.Fatalf("l9 corpus --fixture l9-fixture-2: %v\n%s", err, stderr.String())
	}
	for _, want := range []string{"fixture l9-fixture-2 seed 1009", "role 8", "unextractable intervening 3", "membership", "different_subject", "static"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("fixture 2 summary lacks %q:\n%s", want, stdout.String())
		}
	}
	facts, err := os.ReadFile(filepath.Join(dir2, "facts.jsonl"))
	if err != nil || !strings.Contains(string(facts), `"family":"role"`) {
		t.Errorf("fixture 2 facts.jsonl has no role family facts (%v)", err)
	}

	for _, args := range [][]string{
		{"corpus", "--seed", "1", "--fixture", "l9-fixture-9", "--out", dir},
		{"corpus", "--overlap", "11,23", "--fixture", "nope"},
		{"corpus"},
		{"corpus", "--seed", "x", "--out", dir},
		{"corpus", "--seed", "1"},
		{"corpus", "--seed", "1", "--arm", "nope", "--out", dir},
		{"corpus", "--overlap", "11"},
	} {
		err := run(context.Background(), args, nil, &stdout, &stderr)
		if code := exitCode(err, &stderr); code != exitUsage {
			t.Errorf("%v: exit %d (%v), want %d", args, code, err, exitUsage)
		}
	}
}
