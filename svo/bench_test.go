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
	units := 0
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	n := 0
	for b.Loop() {
		for i := range ms {
			units += len(x.Memory(&ms[i]))
		}
		n++
	}
	runtime.ReadMemStats(&after)
	if units == 0 {
		b.Fatal("no units")
	}
	b.ReportMetric(float64(units)/b.Elapsed().Seconds(), "units/s")
	b.ReportMetric(float64(len(ms)*n)/b.Elapsed().Seconds(), "memories/s")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(units), "allocs/unit")
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/float64(units), "B/unit")
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
	units := 0
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	n := 0
	for b.Loop() {
		for i := range ms {
			units += len(x.Memory(&ms[i]))
		}
		n++
	}
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(len(ms)*n)/1e3, "µs/memory")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(len(ms)*n), "allocs/memory")
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/float64(len(ms)*n), "B/memory")
	b.ReportMetric(float64(units)/float64(n), "units")
}
