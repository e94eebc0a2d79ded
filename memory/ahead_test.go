package memory

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// scanned is everything a Reader reports over an input.
type scanned struct {
	Mems     []Memory
	Lines    []int
	Raws     []string
	Err      string
	Warnings []string
	Unknown  map[string]int
	LineOf   map[string]int
}

func scanAll(in io.Reader, ahead int, thorough bool, ids []string) scanned {
	rd := NewReader(in, "in.jsonl")
	rd.thorough = thorough
	if ahead > 0 {
		rd.aheadLines = ahead
		rd.ReadAhead()
	}
	var s scanned
	for rd.Scan() {
		s.Mems = append(s.Mems, rd.Memory())
		s.Lines = append(s.Lines, rd.Line())
		s.Raws = append(s.Raws, string(rd.Raw()))
	}
	if err := rd.Err(); err != nil {
		s.Err += err.Error()
	}
	for _, w := range rd.Warnings {
		s.Warnings = append(s.Warnings, w.Error())
	}
	s.Unknown = rd.UnknownFields
	s.LineOf = map[string]int{}
	for _, id := range ids {
		if l, ok := rd.LineOf(id); ok {
			s.LineOf[id] = l
		}
	}
	return s
}

// failAfter reads from r, then fails with err after n bytes.
type failAfter struct {
	r   io.Reader
	n   int
	err error
}

func (f *failAfter) Read(p []byte) (int, error) {
	if f.n <= 0 {
		return 0, f.err
	}
	if len(p) > f.n {
		p = p[:f.n]
	}
	k, err := f.r.Read(p)
	f.n -= k
	return k, err
}

// TestReadAheadMatchesScan: with ReadAhead, a Reader reports exactly what
// it reports without (memories, lines, raw lines, errors, warnings,
// unknown fields, the ids' lines), on random inputs of good lines, blank
// and white-space lines, lines only the thorough parser reads, bad JSON,
// missing and unknown fields, duplicate ids, more problems than MaxErrors,
// a line longer than MaxLineBytes and a failing reader, with batches of
// every size and the thorough parser on and off.
func TestReadAheadMatchesScan(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 21))
	good := func(i int) string {
		return fmt.Sprintf(`{"id":"m%d","content":"Alice lives in Berlin %d","created_at":"2024-01-%02dT10:00:00Z"}`, i, i, 1+i%28)
	}
	kinds := []func(i int) string{
		good, good, good, good,
		func(int) string { return "" },
		func(int) string { return "   \t " },
		func(i int) string {
			return fmt.Sprintf(`  {"content":"x %d", "id":"s%d", "created_at":"2024-02-01T00:00:00+02:00", "tags":["a"]}  `, i, i)
		},
		func(i int) string {
			return fmt.Sprintf(`{"id":"u%d","content":"y","created_at":"2024-01-01T00:00:00Z","colour":"red"}`, i)
		},
		func(i int) string { return `{"id":"dup","content":"z","created_at":"2024-01-01T00:00:00Z"}` },
		func(i int) string { return `{"id":` },
		func(i int) string { return `{"content":"no id","created_at":"2024-01-01T00:00:00Z"}` },
		func(i int) string { return "null" },
		func(i int) string {
			return fmt.Sprintf(`{"id":"b%d","content":"\xff","created_at":"2024-01-01T00:00:00Z"}`, i)
		},
	}
	cases := 0
	for c := range 120 {
		var b strings.Builder
		n := rng.IntN(700)
		bad := c%5 == 0 // mostly problems: the error cap
		var ids []string
		for i := range n {
			k := rng.IntN(len(kinds))
			if bad && rng.IntN(2) == 0 {
				k = 9 + rng.IntN(4)
			}
			b.WriteString(kinds[k](i))
			b.WriteString("\n")
			ids = append(ids, fmt.Sprintf("m%d", i), fmt.Sprintf("s%d", i), fmt.Sprintf("u%d", i))
		}
		if c%20 == 3 {
			b.WriteString(`{"id":"long","content":"` + strings.Repeat("x", MaxLineBytes) + `"}` + "\n")
			b.WriteString(good(n+1) + "\n")
		}
		if c%3 == 1 {
			b.WriteString(good(n + 2)) // no final newline
		}
		in := b.String()
		ids = append(ids, "dup", "long")
		for _, thorough := range []bool{false, true} {
			newIn := func() io.Reader {
				if c%11 == 5 {
					return &failAfter{r: strings.NewReader(in), n: len(in) / 2, err: errors.New("disk on fire")}
				}
				return strings.NewReader(in)
			}
			want := scanAll(newIn(), 0, thorough, ids)
			for _, ahead := range []int{1, 2, 7, 256} {
				got := scanAll(newIn(), ahead, thorough, ids)
				if diff := cmp.Diff(want, got); diff != "" {
					t.Fatalf("case %d (thorough %v, batches of %d): read ahead differs (-plain +ahead):\n%s", c, thorough, ahead, diff)
				}
				cases++
			}
		}
	}
	t.Logf("%d comparisons", cases)
}

// TestReadAheadClose: Close stops the goroutine mid-input; Scan is then
// false.
func TestReadAheadClose(t *testing.T) {
	var b strings.Builder
	for i := range 5000 {
		fmt.Fprintf(&b, `{"id":"m%d","content":"c","created_at":"2024-01-01T00:00:00Z"}`+"\n", i)
	}
	rd := NewReader(strings.NewReader(b.String()), "in")
	rd.aheadLines = 16
	rd.ReadAhead()
	for range 10 {
		if !rd.Scan() {
			t.Fatal("Scan false early")
		}
	}
	rd.Close()
	if rd.Scan() {
		t.Fatal("Scan true after Close")
	}
}
