package detector

import (
	"bytes"
	"fmt"
	"testing"

	"l9/internal/scaling"
	"l9/memory"
	"l9/svo"
)

// benchJSONL is the n-memory scaling input of internal/scaling (the inputs
// every benchmark and `make bench-large` read).
func benchJSONL(n int) []byte {
	var buf bytes.Buffer
	if err := scaling.Write(&buf, n); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

var e2eSizes = []int{10_000, 100_000}

// BenchmarkDecode is the baseline of the "within 4x of decoding" target:
// reading and validating the memory JSONL only.
func BenchmarkDecode(b *testing.B) {
	for _, n := range e2eSizes {
		b.Run(fmt.Sprintf("units=%d", n), func(b *testing.B) {
			data := benchJSONL(n)
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				ms, _, err := memory.ReadAll(bytes.NewReader(data), "bench")
				if err != nil || len(ms) != n {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n)/1e3, "µs/memory")
		})
	}
}

// BenchmarkEndToEnd is what `l9 detect` does per input: decode the JSONL,
// check parents, extract units with svo (tokenising and POS tagging every
// clause) and run the rule. The extractor model is built once, outside the
// loop, as the CLI builds it once per process.
func BenchmarkEndToEnd(b *testing.B) {
	ex, err := svo.New()
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range e2eSizes {
		b.Run(fmt.Sprintf("units=%d", n), func(b *testing.B) {
			data := benchJSONL(n)
			b.SetBytes(int64(len(data)))
			var units, cands int
			for b.Loop() {
				ms, _, err := memory.ReadAll(bytes.NewReader(data), "bench")
				if err != nil {
					b.Fatal(err)
				}
				if err := memory.CheckParents(ms, "bench", nil); err != nil {
					b.Fatal(err)
				}
				us := ex.All(ms)
				res := Detect(us, DefaultConfig())
				units, cands = len(us), res.Summary.Candidates
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n)/1e3, "µs/memory")
			b.ReportMetric(float64(units), "units")
			b.ReportMetric(float64(cands), "candidates")
		})
	}
}

// BenchmarkExtract isolates the svo share of the end-to-end time.
func BenchmarkExtract(b *testing.B) {
	ex, err := svo.New()
	if err != nil {
		b.Fatal(err)
	}
	data := benchJSONL(10_000)
	ms, _, err := memory.ReadAll(bytes.NewReader(data), "bench")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		ex.All(ms)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(ms))/1e3, "µs/memory")
}
