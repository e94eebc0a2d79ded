package l9

import (
	"context"
	"testing"

	"l9/detector"
	"l9/gates"
)

// BenchmarkRun is the full registered experiment: 10 seeds × 5 arms, the
// sweep, G6 (temporal and legacy) and the mutation check, as `l9 run` does it
// (without writing files). Reports seconds per run.
func BenchmarkRun(b *testing.B) {
	c := real(b)
	r, sha := registered(b)
	for b.Loop() {
		if _, err := Run(context.Background(), r, sha, c, Options{Mutants: true}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(b.Elapsed().Seconds()/float64(b.N), "s/run")
}

// BenchmarkRunNoMutants is the run without the mutation check.
func BenchmarkRunNoMutants(b *testing.B) {
	c := real(b)
	r, sha := registered(b)
	for b.Loop() {
		if _, err := Run(context.Background(), r, sha, c, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// The pipeline stages, on one seed's main fixture.

func benchFixture(b *testing.B) (Components, Fixture) {
	c := real(b)
	r, _ := registered(b)
	f, err := c.Generate(r.Seeds[0], r.Corpus.FixtureVersion)
	if err != nil {
		b.Fatal(err)
	}
	return c, f
}

func BenchmarkGenerate(b *testing.B) {
	c := real(b)
	for b.Loop() {
		if _, err := c.Generate(11, "l9-fixture-1"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkExtract(b *testing.B) {
	c, f := benchFixture(b)
	var n int
	for b.Loop() {
		n = len(c.Extract(f.Memories))
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(f.Memories)), "ns/memory")
	b.ReportMetric(float64(n), "units")
}

func BenchmarkRestamp(b *testing.B) {
	c, f := benchFixture(b)
	units := c.Extract(f.Memories)
	fa, err := c.Arm("unstamped", f, f.Seed)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		Restamp(units, fa.Memories)
	}
}

func BenchmarkDetect(b *testing.B) {
	c, f := benchFixture(b)
	units := c.Extract(f.Memories)
	for b.Loop() {
		c.Detect(units, detector.DefaultConfig())
	}
}

func BenchmarkScore(b *testing.B) {
	c, f := benchFixture(b)
	r, _ := registered(b)
	cands := c.Detect(c.Extract(f.Memories), detector.Config{}).Candidates
	for b.Loop() {
		measure(r, &f, 0, cands, DreamResult{})
	}
}

func BenchmarkSweep(b *testing.B) {
	c, f := benchFixture(b)
	r, _ := registered(b)
	cands := c.Detect(c.Extract(f.Memories), detector.Config{}).Candidates
	for b.Loop() {
		_, err := gates.NewSweep(r, func(t float64) ([]gates.Seed, error) {
			return []gates.Seed{measure(r, &f, 0, keepScore(cands, t), DreamResult{})}, nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDream(b *testing.B) {
	c, f := benchFixture(b)
	r, _ := registered(b)
	for _, legacy := range []bool{false, true} {
		name := "temporal"
		if legacy {
			name = "legacy"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if _, err := c.Dream(f, legacy, r.Dream); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
