package main

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"l9/detector"
	"l9/internal/scaling"
	"l9/internal/stage1"
	"l9/memory"
	"l9/svo"
)

// detectMixedInput writes a scaling input reshaped into namespaces and
// constellations: three namespaces; facets of parents before and after
// them, far apart, and facets of facets (chains), so that the streaming
// path's constellation sort and namespace split are exercised.
func detectMixedInput(t *testing.T, dir string, n int) string {
	t.Helper()
	var b bytes.Buffer
	if err := scaling.Write(&b, n); err != nil {
		t.Fatal(err)
	}
	ms, _, err := memory.ReadAll(&b, "scaling")
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 5))
	nss := []string{"", "alice", "bob"}
	for i := range ms {
		ms[i].Namespace = nss[(i/17)%3]
	}
	// Facets: memory i becomes a facet of a memory j of the same namespace
	// (the namespace is a function of i/17): j before or far after i, or a
	// facet itself (chains).
	for i := range ms {
		if r.IntN(6) != 0 {
			continue
		}
		j := (i/17)*17 + r.IntN(17)
		if r.IntN(3) == 0 {
			j += 17 * 3 * (1 + r.IntN(4)) // far after (or before), same namespace
		}
		if j == i || j >= len(ms) || ms[j].Namespace != ms[i].Namespace {
			continue
		}
		ms[i].ParentID, ms[i].IsFacet = ms[j].ID, true
	}
	// A non-facet memory with a parent (not a constellation), and a cycle
	// of facets.
	ms[1].ParentID, ms[1].IsFacet = ms[2].ID, false
	ms[3].ParentID, ms[3].IsFacet = ms[4].ID, true
	ms[4].ParentID, ms[4].IsFacet = ms[3].ID, true
	p := filepath.Join(dir, fmt.Sprintf("mixed-%d.jsonl", n))
	var out bytes.Buffer
	if err := memory.WriteAll(&out, ms); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestDetectStreamIdentical: the streaming path's candidates (JSONL and
// TSV) and summary are byte for byte those of the in-memory path (svo's
// All over each namespace, then the rule) on every input of
// TestDetectParallelIdentical and a mixed one (namespaces,
// constellations), under GOMAXPROCS 1, 2 and 8, with the default run size
// and batch and with tiny ones that force thousands of spilled runs,
// rounds of merging and one key group per batch; and from stdin.
func TestDetectStreamIdentical(t *testing.T) {
	ex, err := svo.New()
	if err != nil {
		t.Fatal(err)
	}
	cfg := detector.DefaultConfig()
	inputs := append(detectInputs(t), detectMixedInput(t, t.TempDir(), 2500))
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	defer func(o stage1.StreamOptions) { detectStreamOptions = o }(detectStreamOptions)
	anchored := 0
	for _, in := range inputs {
		ms, _, err := memory.ReadFile(in, nil)
		if err != nil {
			t.Fatal(err)
		}
		ref, err := stage1.ByNamespace(context.Background(), ms, stage1.Plain(ex, cfg))
		if err != nil {
			t.Fatal(err)
		}
		var want bytes.Buffer
		if err := detector.WriteJSONL(&want, ref.Candidates); err != nil {
			t.Fatal(err)
		}
		if err := detector.WriteTSV(&want, ref.Candidates); err != nil {
			t.Fatal(err)
		}
		detectSummary(&want, ref, nil, cfg)
		anchored += ref.Summary.Anchored
		if strings.Contains(in, "mixed") && (len(ref.Namespaces) != 3 || ref.Summary.Candidates == 0) {
			t.Fatalf("mixed input: %d namespaces, %d candidates", len(ref.Namespaces), ref.Summary.Candidates)
		}
		for _, c := range []struct {
			procs, run, batch int
			stdin             bool
		}{{1, 0, 0, false}, {2, 0, 0, false}, {8, 0, 0, false}, {2, 200, 1, false}, {8, 1000, 7, false}, {1, 0, 0, true}} {
			runtime.GOMAXPROCS(c.procs)
			detectStreamOptions = stage1.StreamOptions{RunBytes: c.run, BatchUnits: c.batch, TempDir: t.TempDir()}
			var got bytes.Buffer
			var listed detectListed
			for _, format := range []string{"jsonl", "tsv"} {
				path, stdin := in, (*os.File)(nil)
				if c.stdin {
					f, err := os.Open(in)
					if err != nil {
						t.Fatal(err)
					}
					path, stdin = "-", f
				}
				var err error
				if stdin != nil {
					listed, _, err = detectStreamTo(context.Background(), ex, path, stdin, &got, format, cfg)
					stdin.Close()
				} else {
					listed, _, err = detectStreamTo(context.Background(), ex, path, nil, &got, format, cfg)
				}
				if err != nil {
					t.Fatal(err)
				}
			}
			detectSummaryOf(&got, listed, nil, cfg)
			if got.String() != want.String() {
				// the position only: some inputs are registered corpora, whose
				// contents nobody studies
				t.Errorf("%s, GOMAXPROCS %d, runs of %d bytes, batches of %d units, stdin %v: output differs from the in-memory path at line %d",
					in, c.procs, c.run, c.batch, c.stdin, firstDiffLine(got.String(), want.String()))
			}
			if ents, _ := os.ReadDir(detectStreamOptions.TempDir); len(ents) != 0 {
				t.Errorf("%s: %d files left in the temporary directory", in, len(ents))
			}
		}
	}
	// Clause old_value_anchor (views across keys) is exercised.
	if anchored == 0 {
		t.Error("no input has a view of clause old_value_anchor")
	}
	t.Logf("%d views of old_value_anchor across the inputs", anchored)
}

// TestDetectStreamInputErrors: on a bad input the streaming path reports
// exactly the problems of the in-memory loader (syntax, duplicate ids,
// dangling parents, a namespace differing from the parent's), exits 2 and
// leaves an existing output file as it was and no temporary file.
func TestDetectStreamInputErrors(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "bad.jsonl")
	bad := `{"id":"a","content":"Ann lives in Oslo.","created_at":"2020-01-01"}
{"id":"b","content":"Ann lives in Rome.","created_at":"2021-01-01","parent_id":"zz","is_facet":true}
{"id":"a","content":"dup","created_at":"2021-01-01"}
not json
{"id":"c","content":"x","created_at":"2021-01-01","namespace":"bob","parent_id":"a","is_facet":true}
{"id":"d","content":"y","created_at":"someday"}
`
	if err := os.WriteFile(in, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, want := detectLoad(in, nil)
	if want == nil {
		t.Fatal("detectLoad accepted the bad input")
	}
	out := filepath.Join(dir, "out.jsonl")
	if err := os.WriteFile(out, []byte("keep\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	has := func(stderr, problems string) bool {
		for _, l := range strings.Split(problems, "\n") {
			if !strings.Contains(stderr, "l9: "+l+"\n") {
				return false
			}
		}
		return true
	}
	_, stderr, code := runL9(t, "", "detect", "--in", in, "--out", out)
	if code != 2 || !has(stderr, want.Error()) {
		t.Errorf("exit %d, stderr:\n%s\nwant the loader's problems:\n%s", code, stderr, want.Error())
	}
	for _, line := range []string{":2: parent_id:", ":3: id: duplicate", ":4:", ":5: namespace:", ":6: created_at:"} {
		if !strings.Contains(want.Error(), line) {
			t.Errorf("the loader's problems lack %q:\n%s", line, want.Error())
		}
	}
	if b, _ := os.ReadFile(out); string(b) != "keep\n" {
		t.Errorf("output file changed: %q", b)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 2 {
		t.Errorf("%d files in the directory, want the input and the old output", len(ents))
	}
	// From stdin too.
	if stdout, stderr, code := runL9(t, bad, "detect", "--in", "-"); code != 2 || stdout != "" || !has(stderr, strings.ReplaceAll(want.Error(), in, "-")) {
		t.Errorf("stdin: exit %d, stdout %q, stderr:\n%s", code, stdout, stderr)
	}
}
