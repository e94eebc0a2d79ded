package detector

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"l9/memory"
	"l9/svo"
)

// benchJSONL writes n memories of short English facts in a few dozen
// phrasings (copular, possessive, of-attributes, verb + preposition, key:
// value notes, negations, compound two-clause memories), with keys repeating
// so that chains exist, as memory JSONL.
func benchJSONL(n int) []byte {
	r := rand.New(rand.NewPCG(7, uint64(n)))
	first := []string{"Alice", "Bob", "Carol", "Dana", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj", "Olivia", "Peggy", "Rupert", "Sybil", "Trent", "Victor", "Walter", "Yara"}
	last := []string{"Smith", "Jones", "Garcia", "Okafor", "Tanaka", "Novak", "Silva", "Kowalski", "Haddad", "Larsen", "Moreau", "Rossi", "Schmidt", "Chen", "Patel", "Ivanova", "Nguyen", "Costa", "Berg", "Walsh"}
	cities := []string{"Berlin", "Munich", "Lisbon", "Paris", "Oslo", "Madrid", "Vienna", "Prague", "Dublin", "Warsaw", "Rome", "Athens"}
	companies := []string{"Acme", "Globex", "Initech", "Umbrella", "Hooli", "Stark Industries", "Wayne Enterprises", "Vandelay"}
	colours := []string{"green", "blue", "red", "yellow", "purple", "orange"}
	things := []string{"harbor beacon", "north gate", "staging server", "backup relay", "pump station", "weather buoy"}
	person := func() string { return first[r.IntN(len(first))] + " " + last[r.IntN(len(last))] }
	clause := func() string {
		switch r.IntN(9) {
		case 0:
			return fmt.Sprintf("%s lives in %s", person(), cities[r.IntN(len(cities))])
		case 1:
			return fmt.Sprintf("%s works at %s", person(), companies[r.IntN(len(companies))])
		case 2:
			return fmt.Sprintf("%s's favourite colour is %s", person(), colours[r.IntN(len(colours))])
		case 3:
			return fmt.Sprintf("The channel of the %s %d is %d", things[r.IntN(len(things))], r.IntN(50), 1+r.IntN(16))
		case 4:
			return fmt.Sprintf("The %s %d is %s", things[r.IntN(len(things))], r.IntN(50), []string{"open", "closed", "up", "down"}[r.IntN(4)])
		case 5:
			return fmt.Sprintf("%s moved to %s", person(), cities[r.IntN(len(cities))])
		case 6:
			return fmt.Sprintf("%s no longer works at %s", person(), companies[r.IntN(len(companies))])
		case 7:
			return fmt.Sprintf("The capital of %s is %s", []string{"Atlantis", "Freedonia", "Sylvania", "Genovia"}[r.IntN(4)], cities[r.IntN(len(cities))])
		default:
			return fmt.Sprintf("Port of the %s %d: %d", things[r.IntN(len(things))], r.IntN(50), 8000+r.IntN(100))
		}
	}
	base := time.Date(2015, 1, 1, 0, 0, 0, 0, time.UTC)
	var buf bytes.Buffer
	w := memory.NewWriter(&buf)
	for i := range n {
		content := clause() + "."
		if r.IntN(5) == 0 {
			content = clause() + ", and " + clause() + "."
		}
		m := memory.Memory{ID: fmt.Sprintf("m%07d", i), Content: content, CreatedAt: base.Add(time.Duration(r.Int64N(int64(10 * 365 * 24 * time.Hour))))}
		if r.IntN(3) > 0 {
			m.ObservedAt = memory.TimePtr(base.Add(time.Duration(r.Int64N(int64(10 * 365 * 24 * time.Hour)))))
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
