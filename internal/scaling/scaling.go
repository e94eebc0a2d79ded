// Package scaling generates the scaling inputs of l9's performance
// benchmarks (README, Performance): n memories of short English facts in a
// few dozen phrasings (copular, possessive, of-attributes, verb +
// preposition, key: value notes, negations, compound two-clause memories),
// keys repeating so that chains exist, as memory JSONL. It is the generator
// of detector's BenchmarkEndToEnd (same seed, same lines), shared so that
// every benchmark and `make bench-large` read the same inputs.
package scaling

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"l9/memory"
)

// Write writes the n-memory scaling input to w.
func Write(w io.Writer, n int) error {
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
	bw := bufio.NewWriterSize(w, 1<<20)
	mw := memory.NewWriter(bw)
	for i := range n {
		content := clause() + "."
		if r.IntN(5) == 0 {
			content = clause() + ", and " + clause() + "."
		}
		m := memory.Memory{ID: fmt.Sprintf("m%07d", i), Content: content, CreatedAt: base.Add(time.Duration(r.Int64N(int64(10 * 365 * 24 * time.Hour))))}
		if r.IntN(3) > 0 {
			m.ObservedAt = memory.TimePtr(base.Add(time.Duration(r.Int64N(int64(10 * 365 * 24 * time.Hour)))))
		}
		if err := mw.Write(&m); err != nil {
			return err
		}
	}
	if err := mw.Flush(); err != nil {
		return err
	}
	return bw.Flush()
}
