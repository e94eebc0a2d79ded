package dream

import (
	"testing"

	"l9/corpus"
	"l9/memory"
)

// BenchmarkRun is one full dream pass over a 1000-memory store-like input
// (the size of one L9 fixture seed).
func BenchmarkRun(b *testing.B) {
	ms := randomStore(1, 1000)
	for _, p := range []Policy{Legacy, Temporal} {
		b.Run(p.String(), func(b *testing.B) {
			o := opts(p)
			o.MaxMemories = 900
			var rep Report
			for b.Loop() {
				_, rep = Run(ms, o)
			}
			b.ReportMetric(float64(len(ms)), "memories/op")
			b.ReportMetric(float64(rep.Counts.Absorbed), "absorbs/op")
		})
	}
}

func benchVectors(n int) []Vector {
	ms := randomStore(2, n)
	e := Encoder{Dims: DefaultDims, Seed: 2}
	vs := make([]Vector, len(ms))
	for i := range ms {
		vs[i] = e.Encode(ms[i].Content)
	}
	return vs
}

// BenchmarkSimilarPairs compares the prefix-filtered join with comparing
// every pair, at the merge cosine over 1000 vectors.
func BenchmarkSimilarPairs(b *testing.B) {
	vs := benchVectors(1000)
	b.Run("join", func(b *testing.B) {
		for b.Loop() {
			SimilarPairs(vs, DefaultMergeCosine)
		}
	})
	b.Run("all-pairs", func(b *testing.B) {
		for b.Loop() {
			allPairs(vs, DefaultMergeCosine)
		}
	})
}

// BenchmarkRunFixture is the dream G6 runs: the registered settings over
// seed 11's main fixture (about 650 memories) with the truth stamped.
func BenchmarkRunFixture(b *testing.B) {
	f, err := corpus.Generate(11, corpus.DefaultSpec())
	if err != nil {
		b.Fatal(err)
	}
	ms := make([]memory.Memory, len(f.Memories))
	for i := range f.Memories {
		ms[i] = f.Memories[i].Clone()
	}
	for _, tp := range f.Truth {
		if _, err := memory.Stamp(ms, tp.ExpiredID, memory.TemporalStamp{ExpiresAt: memory.SetTime(tp.ExpiresAt)}); err != nil {
			b.Fatal(err)
		}
	}
	for _, p := range []Policy{Legacy, Temporal} {
		b.Run(p.String(), func(b *testing.B) {
			o := Options{Policy: p, Consolidate: true, MergeUnderBelief: true, MaxMemories: len(ms) * 9 / 10,
				ExpiredRetentionDays: 3650, Now: LatestTime(ms), Seed: 11}
			for b.Loop() {
				Run(ms, o)
			}
			b.ReportMetric(float64(len(ms)), "memories/op")
		})
	}
}
