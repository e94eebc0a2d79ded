package memory

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"
)

// benchLines is n memories in the shape of the scaling inputs (id,
// content, created_at, two in three with observed_at).
func benchLines(n int) []byte {
	r := rand.New(rand.NewPCG(7, uint64(n)))
	base := time.Date(2015, 1, 1, 0, 0, 0, 0, time.UTC)
	var buf bytes.Buffer
	w := NewWriter(&buf)
	for i := range n {
		m := Memory{ID: fmt.Sprintf("m%07d", i), Content: fmt.Sprintf("Person %d lives in city %d, and works at company %d.", r.IntN(400), r.IntN(12), r.IntN(8)),
			CreatedAt: base.Add(time.Duration(r.Int64N(int64(10 * 365 * 24 * time.Hour))))}
		if r.IntN(3) > 0 {
			m.ObservedAt = TimePtr(base.Add(time.Duration(r.Int64N(int64(10 * 365 * 24 * time.Hour)))))
		}
		if err := w.Write(&m); err != nil {
			panic(err)
		}
	}
	if err := w.Flush(); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

// BenchmarkDecode reads 100k memories with the one-pass decoder (fast) and
// with the map-of-raw-messages decoder it falls back to (thorough).
func BenchmarkDecode(b *testing.B) {
	const n = 100_000
	data := benchLines(n)
	for _, thorough := range []bool{false, true} {
		name := "fast"
		if thorough {
			name = "thorough"
		}
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				rd := NewReader(bytes.NewReader(data), "bench")
				rd.thorough = thorough
				k := 0
				for rd.Scan() {
					k++
				}
				if rd.Err() != nil || k != n {
					b.Fatal(rd.Err(), k)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n/1e3, "µs/memory")
		})
	}
}
