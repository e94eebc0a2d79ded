package store

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"l9/memory"
)

// benchTime is the created_at of bench memory i: one second apart.
func benchTime(i int) time.Time { return tm("2020-01-01").Add(time.Duration(i) * time.Second) }

// benchEntries supersedes m-2i by m-2i+1, i < n.
func benchEntries(n int) []Entry {
	var entries []Entry
	for i := 0; i < n; i++ {
		entries = append(entries, Entry{ExpiresAt: benchTime(2*i + 1), ExpiredMemoryID: fmt.Sprintf("m-%07d", 2*i), ReplacementMemoryID: fmt.Sprintf("m-%07d", 2*i+1)})
	}
	return entries
}

func benchStore(b *testing.B, n int) *Store {
	b.Helper()
	s, err := Open(ctx, filepath.Join(b.TempDir(), "l9.db"), Options{Create: true})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	var sb strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&sb, `{"id":"m-%07d","content":"fact number %d is about topic %d","created_at":"%s"}`+"\n", i, i, i%97, memory.FormatTime(benchTime(i)))
	}
	if _, err := s.Import(ctx, strings.NewReader(sb.String()), "bench.jsonl", tm("2025-01-01"), "b"); err != nil {
		b.Fatal(err)
	}
	return s
}

// BenchmarkImport: one all-or-nothing transaction of 10k memories.
func BenchmarkImport10k(b *testing.B) {
	var sb strings.Builder
	for i := 0; i < 10000; i++ {
		fmt.Fprintf(&sb, `{"id":"m-%07d","content":"fact number %d","created_at":"2020-01-01T00:00:00Z"}`+"\n", i, i)
	}
	data := sb.String()
	for b.Loop() {
		s, err := Open(ctx, filepath.Join(b.TempDir(), "l9.db"), Options{Create: true})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Import(ctx, strings.NewReader(data), "bench.jsonl", tm("2025-01-01"), "b"); err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/10000, "ns/memory")
}

// BenchmarkRememberSupersedes: one Stage 0 transaction (new memory, stamp,
// edge, two events, fsync'd commit) on a 10k-memory store, each superseding
// the previous version of a chain.
func BenchmarkRememberSupersedes(b *testing.B) {
	s := benchStore(b, 10000)
	prev := "m-0000000"
	now := tm("2025-06-01")
	i := 0
	for b.Loop() {
		i++
		r, err := s.Remember(ctx, RememberRequest{Content: "next version", Supersedes: prev, Now: now.Add(time.Duration(i) * time.Second), Actor: "b"})
		if err != nil {
			b.Fatal(err)
		}
		prev = r.ID
	}
}

// BenchmarkApply1000: one apply transaction of 1000 supersessions.
func BenchmarkApply1000(b *testing.B) {
	d, raw := testDiff(benchEntries(1000)...)
	for b.Loop() {
		b.StopTimer()
		s := benchStore(b, 2000)
		b.StartTimer()
		rep, err := s.Apply(ctx, ApplyRequest{Diff: d, DiffBytes: raw, Now: tm("2025-01-01"), Actor: "b"})
		if err != nil || rep.Count(EntryApplied) != 1000 {
			b.Fatalf("applied %d: %v", rep.Count(EntryApplied), err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/entry")
}

// BenchmarkView10k: the in-force view (without contest detection) of 10k
// memories, 1000 of them superseded.
func BenchmarkView10k(b *testing.B) {
	s := benchStore(b, 10000)
	d, raw := testDiff(benchEntries(1000)...)
	if rep, err := s.Apply(ctx, ApplyRequest{Diff: d, DiffBytes: raw, Now: tm("2025-01-01"), Actor: "b"}); err != nil || rep.Count(EntryApplied) != 1000 {
		b.Fatalf("setup apply: %v", err)
	}
	for b.Loop() {
		v, err := s.View(ctx, tm("2025-01-01"), nil)
		if err != nil || len(v.Items) != 10000 {
			b.Fatal(err)
		}
		if _, demoted, _ := v.Counts(); demoted != 1000 {
			b.Fatalf("%d demoted, want 1000", demoted)
		}
	}
}
