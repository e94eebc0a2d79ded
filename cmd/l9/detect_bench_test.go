package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"l9/detector"
	"l9/internal/atomicfile"
	"l9/internal/scaling"
	"l9/memory"
	"l9/svo"
)

// BenchmarkDetectE2E is `l9 detect` from a JSONL file (the streaming
// path: both passes, extraction on GOMAXPROCS cores, the sorted runs, the
// rule; the extractor built once outside the loop) on the scaling inputs, side by
// side with the plain decode of the same file (memory.ReadFile): each
// iteration decodes, then detects, so that both see the same load. Reports
// µs per memory of each and their ratio (issue 15's targets: ≤ 20 µs per
// memory on 2 cores, ≤ 6× decode). The detection runs with the command's
// runtime defaults (its soft heap limit and collector target, unless
// GOMEMLIMIT or GOGC say otherwise), as `l9 detect` sets them for itself.
// The 1M input takes minutes; run it alone: -bench 'DetectE2E/n=1000000$'
// -benchtime 1x.
func BenchmarkDetectE2E(b *testing.B) {
	for _, n := range []int{20_000, 200_000, 1_000_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			in := filepath.Join(b.TempDir(), "in.jsonl")
			if err := atomicfile.WriteFile(in, func(w io.Writer) error { return scaling.Write(w, n) }); err != nil {
				b.Fatal(err)
			}
			if fi, err := os.Stat(in); err == nil {
				b.SetBytes(fi.Size())
			}
			cfg := detector.DefaultConfig()
			ex, err := svo.New()
			if err != nil {
				b.Fatal(err)
			}
			var dec, det time.Duration
			cands := 0
			for b.Loop() {
				t0 := time.Now()
				ms, _, err := memory.ReadFile(in, nil)
				if err != nil || len(ms) != n {
					b.Fatal(err)
				}
				t1 := time.Now()
				restore, err := detectRuntime("", "")
				if err != nil {
					b.Fatal(err)
				}
				res, _, err := detectStreamTo(context.Background(), ex, in, nil, io.Discard, "jsonl", cfg)
				restore()
				if err != nil {
					b.Fatal(err)
				}
				det += time.Since(t1)
				dec += t1.Sub(t0)
				cands = res.Summary.Candidates
			}
			per := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / float64(b.N) / float64(n) / 1e3 }
			b.ReportMetric(per(dec), "decode-µs/memory")
			b.ReportMetric(per(det), "detect-µs/memory")
			b.ReportMetric(float64(det)/float64(dec), "x-decode")
			b.ReportMetric(float64(cands), "candidates")
		})
	}
}
