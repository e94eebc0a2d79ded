package detector

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"l9/svo"
)

// benchUnits draws n units shaped like an extracted store: about four units
// per key (chains, confirmations, a few negations, facets and set-valued
// keys), timestamps spread over ten years, a third without observed_at.
func benchUnits(n int) []svo.Unit {
	r := rand.New(rand.NewPCG(42, uint64(n)))
	base := time.Date(2015, 1, 1, 0, 0, 0, 0, time.UTC)
	keys := max(1, n/4)
	attrs := []string{"residence", "employer", "state", "channel", "engine", "colour", "lead", "port"}
	us := make([]svo.Unit, n)
	for i := range us {
		k := r.IntN(keys)
		u := &us[i]
		u.ID = fmt.Sprintf("m%07d", i)
		u.MemoryID = u.ID
		if r.IntN(20) == 0 && i > 0 {
			u.MemoryID = fmt.Sprintf("m%07d", i-1)
			u.ID = u.MemoryID + "#f1"
			u.IsFacet = true
		}
		u.Subject.Canon = fmt.Sprintf("subject %d", k)
		u.Attribute.Canon = attrs[k%len(attrs)]
		u.Value.Canon = fmt.Sprintf("value %d", r.IntN(6))
		u.Negated = r.IntN(10) == 0
		u.Confidence = 0.6 + 0.39*r.Float64()
		u.Cardinality = svo.CardFunctional
		if k%50 == 0 {
			u.Cardinality = svo.CardSetValued
		}
		u.CreatedAt = base.Add(time.Duration(r.Int64N(int64(10 * 365 * 24 * time.Hour))))
		if r.IntN(3) > 0 {
			o := base.Add(time.Duration(r.Int64N(int64(10 * 365 * 24 * time.Hour))))
			u.ObservedAt = &o
		}
	}
	return us
}

// BenchmarkDetect is the rule alone (blocking, sorting, reduction, scoring)
// on pre-extracted units. heap-MiB is the live heap after Detect with its
// input and result alive; input-MiB is the live heap with the input units
// only. B/op is everything Detect allocates (its peak is at most that).
func BenchmarkDetect(b *testing.B) {
	for _, n := range []int{10_000, 100_000, 1_000_000} {
		b.Run(fmt.Sprintf("units=%d", n), func(b *testing.B) {
			us := benchUnits(n)
			cfg := DefaultConfig()
			var res Result
			runtime.GC()
			var ms0 runtime.MemStats
			runtime.ReadMemStats(&ms0)
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				res = Detect(us, cfg)
			}
			b.StopTimer()
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n)/1e3, "µs/unit")
			b.ReportMetric(float64(res.Summary.Candidates), "candidates")
			runtime.GC()
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			b.ReportMetric(float64(ms.HeapAlloc)/(1<<20), "heap-MiB")
			b.ReportMetric(float64(ms0.HeapAlloc)/(1<<20), "input-MiB")
			runtime.KeepAlive(us)
			runtime.KeepAlive(res)
		})
	}
}

// BenchmarkNaive is the all-pairs transcription of the rule (naiveDetect,
// the reference of TestMatchesNaive) on the same input: the baseline for the
// blocked rule. Quadratic, so only the smaller sizes.
func BenchmarkNaive(b *testing.B) {
	for _, n := range []int{1_000, 10_000} {
		b.Run(fmt.Sprintf("units=%d", n), func(b *testing.B) {
			us := benchUnits(n)
			cfg := DefaultConfig()
			for b.Loop() {
				naiveDetect(us, cfg)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n)/1e3, "µs/unit")
		})
	}
}

// BenchmarkDetectKeyOnly is BenchmarkDetect's input with one unit in ten
// turned key-only (a version whose value was not extracted), so that clause
// intervening_version does work: one binary search per pair in the key's
// key-only times. skipped is the number of pairs abstained on.
func BenchmarkDetectKeyOnly(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("units=%d", n), func(b *testing.B) {
			us := benchUnits(n)
			for i := 0; i < len(us); i += 10 {
				us[i].KeyOnly, us[i].Value = true, svo.Span{}
			}
			cfg := DefaultConfig()
			var res Result
			b.ReportAllocs()
			for b.Loop() {
				res = Detect(us, cfg)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n)/1e3, "µs/unit")
			b.ReportMetric(float64(res.Summary.Candidates), "candidates")
			b.ReportMetric(float64(res.Summary.SkippedIntervening), "skipped")
		})
	}
}
