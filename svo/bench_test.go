package svo

import (
	"bytes"
	"runtime"
	"testing"

	"l9/internal/scaling"
	"l9/memory"
)

// BenchmarkMemory extracts every case sentence (realistic short memories,
// one to three clauses) one memory at a time, on one goroutine.
func BenchmarkMemory(b *testing.B) {
	x := extractor(b)
	ms := caseMemories(b)
	r := extractEach(b, x, ms)
	if r.units == 0 {
		b.Fatal("no units")
	}
	b.ReportMetric(float64(r.units)/b.Elapsed().Seconds(), "units/s")
	b.ReportMetric(float64(len(ms)*r.loops)/b.Elapsed().Seconds(), "memories/s")
	b.ReportMetric(float64(r.mallocs)/float64(r.units), "allocs/unit")
	b.ReportMetric(float64(r.bytes)/float64(r.units), "B/unit")
}

// eachRun is what extractEach counted: units over all loops, the loops,
// and the allocations and bytes allocated meanwhile.
type eachRun struct {
	units, loops   int
	mallocs, bytes uint64
}

// extractEach extracts ms one memory at a time on one goroutine for every
// b.Loop iteration (the benchmarks of the per-memory path share it).
func extractEach(b *testing.B, x *Extractor, ms []memory.Memory) eachRun {
	var r eachRun
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for b.Loop() {
		for i := range ms {
			r.units += len(x.Memory(&ms[i]))
		}
		r.loops++
	}
	runtime.ReadMemStats(&after)
	r.mallocs, r.bytes = after.Mallocs-before.Mallocs, after.TotalAlloc-before.TotalAlloc
	return r
}

// BenchmarkAll is the whole-input path (parallel over GOMAXPROCS workers).
func BenchmarkAll(b *testing.B) {
	x := extractor(b)
	ms := caseMemories(b)
	units := 0
	for b.Loop() {
		units += len(x.All(ms))
	}
	b.ReportMetric(float64(units)/b.Elapsed().Seconds(), "units/s")
}

// BenchmarkNew is the one-time cost of building an Extractor (the tagger
// model is loaded once per process, so this measures the rest).
func BenchmarkNew(b *testing.B) {
	for b.Loop() {
		if _, err := New(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkScaling extracts the first 20,000 memories of the scaling input
// (internal/scaling: what BenchmarkDetectE2E and `make bench-large` read)
// one memory at a time, on one goroutine, without the whole-input path's
// cache of repeated content: the svo share of `l9 detect`'s CPU.
func BenchmarkScaling(b *testing.B) {
	x := extractor(b)
	var buf bytes.Buffer
	if err := scaling.Write(&buf, 20_000); err != nil {
		b.Fatal(err)
	}
	ms, _, err := memory.ReadAll(&buf, "scaling")
	if err != nil {
		b.Fatal(err)
	}
	r := extractEach(b, x, ms)
	n := float64(len(ms) * r.loops)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n/1e3, "µs/memory")
	b.ReportMetric(float64(r.mallocs)/n, "allocs/memory")
	b.ReportMetric(float64(r.bytes)/n, "B/memory")
	b.ReportMetric(float64(r.units)/float64(r.loops), "units")
}
