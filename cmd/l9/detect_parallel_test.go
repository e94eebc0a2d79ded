package main

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	"l9/corpus"
	"l9/detector"
	"l9/internal/scaling"
	"l9/internal/stage1"
	"l9/memory"
	"l9/svo"
)

// detectInputs are the inputs the parallel pipeline is pinned on: fixture
// seeds of both fixture versions, every testdata corpus and a scaling
// input, as memory JSONL files.
func detectInputs(t *testing.T) []string {
	t.Helper()
	dir := t.TempDir()
	var files []string
	for _, c := range []struct {
		seed    uint64
		version string
	}{{11, corpus.FixtureV1}, {53, corpus.FixtureV1}, {1009, corpus.FixtureV2}} {
		spec, err := corpus.SpecFor(c.version)
		if err != nil {
			t.Fatal(err)
		}
		f, err := corpus.Generate(c.seed, spec)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := memory.WriteAll(&b, f.Memories); err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, fmt.Sprintf("fixture-%s-%d.jsonl", c.version, c.seed))
		if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
	}
	for _, g := range []string{"../../testdata/real/*/memories.jsonl", "../../testdata/heldout*/memories.jsonl"} {
		m, err := filepath.Glob(g)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	var b bytes.Buffer
	if err := scaling.Write(&b, 3000); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "scaling-3000.jsonl")
	if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	files = append(files, p)
	if len(files) < 13 {
		t.Fatalf("only %d inputs", len(files))
	}
	return files
}

// TestDetectParallelIdentical: l9 detect's candidates (JSONL and TSV) and
// summary are byte for byte those of the plain sequential path (svo's All
// over each namespace, then the rule) under GOMAXPROCS 1, 2 and 8 and
// several block sizes.
func TestDetectParallelIdentical(t *testing.T) {
	ex, err := svo.New()
	if err != nil {
		t.Fatal(err)
	}
	cfg := detector.DefaultConfig()
	render := func(res stage1.Result) string {
		var b bytes.Buffer
		if err := detector.WriteJSONL(&b, res.Candidates); err != nil {
			t.Fatal(err)
		}
		if err := detector.WriteTSV(&b, res.Candidates); err != nil {
			t.Fatal(err)
		}
		detectSummary(&b, res, nil, cfg)
		return b.String()
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	defer func(n int) { detectChunk = n }(detectChunk)
	for _, in := range detectInputs(t) {
		ms, _, err := memory.ReadFile(in, nil)
		if err != nil {
			t.Fatal(err)
		}
		runtime.GOMAXPROCS(1)
		ref, err := stage1.ByNamespace(context.Background(), ms, stage1.Plain(ex, cfg))
		if err != nil {
			t.Fatal(err)
		}
		want := render(ref)
		if ref.Summary.Candidates == 0 && filepath.Base(in) != "memories.jsonl" {
			t.Errorf("%s: no candidates: the comparison says little", in)
		}
		for _, c := range []struct{ procs, chunk int }{{1, stage1.DefaultBlock}, {2, stage1.DefaultBlock}, {8, stage1.DefaultBlock}, {8, 1}, {2, 7}} {
			runtime.GOMAXPROCS(c.procs)
			detectChunk = c.chunk
			res, _, err := detectRun(context.Background(), in, nil, cfg)
			if err != nil {
				t.Fatal(err)
			}
			if got := render(res); got != want {
				// the position only: some inputs are registered corpora, whose
				// contents nobody studies
				t.Errorf("%s, GOMAXPROCS %d, blocks of %d: output differs from the sequential path at line %d (%d vs %d lines)", in, c.procs, c.chunk, firstDiffLine(got, want), strings.Count(got, "\n"), strings.Count(want, "\n"))
			}
		}
	}
}

func TestDetectParseSize(t *testing.T) {
	for in, want := range map[string]int64{"900MiB": 900 << 20, "2GiB": 2 << 30, "1024": 1024, "5B": 5, "3KiB": 3 << 10, "1TiB": 1 << 40} {
		if got, err := detectParseSize(in); err != nil || got != want {
			t.Errorf("detectParseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "0", "-1MiB", "1.5GiB", "MiB", "12 MiB", "1PiB", "9999999999TiB", "1mb"} {
		if _, err := detectParseSize(in); err == nil {
			t.Errorf("detectParseSize(%q): no error", in)
		}
	}
}

// TestDetectMemoryLimitFlag: --memory-limit is accepted, a bad one is a
// usage error, and the process's limit is the same after the run.
func TestDetectMemoryLimitFlag(t *testing.T) {
	in := filepath.Join(t.TempDir(), "m.jsonl")
	if err := os.WriteFile(in, []byte(detectFixture), 0o644); err != nil {
		t.Fatal(err)
	}
	before := debug.SetMemoryLimit(-1)
	if _, stderr, code := runL9(t, "", "detect", "--in", in, "--memory-limit", "900MiB"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if after := debug.SetMemoryLimit(-1); after != before {
		t.Errorf("memory limit after the run %d, before %d", after, before)
	}
	if _, stderr, code := runL9(t, "", "detect", "--in", in, "--memory-limit", "off"); code != 0 {
		t.Fatalf("--memory-limit off: exit %d: %s", code, stderr)
	}
	if _, stderr, code := runL9(t, "", "detect", "--in", in); code != 0 {
		t.Fatalf("default limit: exit %d: %s", code, stderr)
	}
	if after := debug.SetMemoryLimit(-1); after != before {
		t.Errorf("memory limit after the default run %d, before %d", after, before)
	}
	if _, _, code := runL9(t, "", "detect", "--in", in, "--memory-limit", "lots"); code != 2 {
		t.Errorf("bad --memory-limit: exit %d, want 2", code)
	}
}

// firstDiffLine is the 1-based number of the first line where a and b
// differ.
func firstDiffLine(a, b string) int {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			return i + 1
		}
	}
	return min(len(la), len(lb)) + 1
}

// TestDetectMemoryLimitDefault: without the flag a run sets the default
// soft limit, unless GOMEMLIMIT is set; "off" sets none; a value is read as
// GOMEMLIMIT writes it.
func TestDetectMemoryLimitDefault(t *testing.T) {
	for _, c := range []struct {
		flag, env string
		n         int64
		set       bool
	}{
		{"", "", 320 << 20, true},
		{"", "1GiB", 0, false},
		{"off", "", math.MaxInt64, true},
		{"off", "1GiB", math.MaxInt64, true},
		{"900MiB", "1GiB", 900 << 20, true},
	} {
		n, set, err := detectMemoryLimit(c.flag, c.env)
		if err != nil || n != c.n || set != c.set {
			t.Errorf("flag %q env %q: %d %v %v, want %d %v", c.flag, c.env, n, set, err, c.n, c.set)
		}
	}
	if _, _, err := detectMemoryLimit("lots", ""); err == nil {
		t.Error("flag \"lots\": no error")
	}
}

// TestDetectGCPercentDefault: without the flag a run sets the default
// collector target, unless GOGC is set; "off" stops collection but at the
// soft limit; a value is a positive percent.
func TestDetectGCPercentDefault(t *testing.T) {
	for _, c := range []struct {
		flag, env string
		n         int
		set       bool
	}{
		{"", "", detectDefaultGCPercent, true},
		{"", "100", 0, false},
		{"off", "", -1, true},
		{"off", "50", -1, true},
		{"150", "50", 150, true},
	} {
		n, set, err := detectGCPercent(c.flag, c.env)
		if err != nil || n != c.n || set != c.set {
			t.Errorf("flag %q env %q: %d %v %v, want %d %v", c.flag, c.env, n, set, err, c.n, c.set)
		}
	}
	for _, bad := range []string{"lots", "0", "-5"} {
		if _, _, err := detectGCPercent(bad, ""); err == nil {
			t.Errorf("flag %q: no error", bad)
		}
	}
}
