package memory

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// readBoth reads in with the fast path and with parse alone, and fails on
// any difference: memories (deeply), their lines, the error text, the
// warnings and the unknown-field counts.
func readBoth(t *testing.T, name, in string) {
	t.Helper()
	type out struct {
		ms      []Memory
		lines   []int
		err     string
		warns   []string
		unknown map[string]int
	}
	read := func(thorough bool) out {
		rd := NewReader(strings.NewReader(in), name)
		rd.thorough = thorough
		var o out
		for rd.Scan() {
			o.ms = append(o.ms, rd.Memory())
			o.lines = append(o.lines, rd.Line())
		}
		if err := rd.Err(); err != nil {
			o.err = err.Error()
		}
		for _, w := range rd.Warnings {
			o.warns = append(o.warns, w.Error())
		}
		o.unknown = rd.UnknownFields
		return o
	}
	fast, slow := read(false), read(true)
	if !reflect.DeepEqual(fast, slow) {
		t.Fatalf("%s: fast path differs from parse\ninput:\n%s\nfast: %+v\nslow: %+v", name, in, fast, slow)
	}
}

func corpusLines(t *testing.T) []string {
	var files []string
	for _, g := range []string{"../testdata/real/*/memories.jsonl", "../testdata/heldout*/memories.jsonl"} {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	if len(files) < 9 {
		t.Fatalf("found %d corpora", len(files))
	}
	var lines []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(b))
		sc.Buffer(nil, MaxLineBytes)
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
	}
	return lines
}

// TestFastParseCorpora: every testdata corpus reads the same both ways, and
// the fast path takes (nearly) all of their lines.
func TestFastParseCorpora(t *testing.T) {
	lines := corpusLines(t)
	readBoth(t, "corpora", strings.Join(lines, "\n"))
	fast := 0
	for _, l := range lines {
		if _, ok := fastParse(bytes.TrimSpace([]byte(l))); ok {
			fast++
		}
	}
	if fast < len(lines)*99/100 {
		t.Errorf("fast path took %d of %d corpus lines", fast, len(lines))
	}
}

// fieldValues are values for each field: valid ones, edge cases and wrong
// JSON types.
var fieldValues = map[string][]string{
	"id":              {`"a"`, `"b"`, `"m\u00e9"`, `""`, `" a"`, `null`, `1`, `"a\"b"`, `"\ud83d\ude00"`, `"\ud83d"`, `"x\/y"`},
	"namespace":       {`""`, `"u1"`, `" u"`, `null`, `2`, `"a\u0001"`},
	"content":         {`"Alice lives in Berlin."`, `"  "`, `""`, `null`, `"tab\there\nnl"`, `"\u00e9t\u00e9"`, `["x"]`, `"q\\"`},
	"created_at":      {`"2024-01-01"`, `"2024-01-01T10:00:00+02:00"`, `"2024-01-01T10:00:00.5Z"`, `""`, `"yesterday"`, `null`, `7`},
	"observed_at":     {`"2023-05-01T00:00:00Z"`, `""`, `null`, `"bad"`, `false`},
	"effective_at":    {`"2020-01-01"`, `"2030-01-01"`, `""`, `null`},
	"expires_at":      {`"2025-01-01"`, `"2019-01-01"`, `null`, `""`},
	"ttl_seconds":     {`60`, `0`, `-5`, `1.5`, `1e3`, `"60"`, `null`, `99999999999999999999`, `-0`},
	"parent_id":       {`"a"`, `"p"`, `""`, `null`, `3`},
	"is_facet":        {`true`, `false`, `null`, `"true"`, `1`},
	"tier":            {`"pinned"`, `"long_term"`, `"short_term"`, `""`, `"forever"`, `null`, `0`},
	"authority":       {`"legal"`, `"product.eu"`, `""`, `"Legal"`, `"-x"`, `null`, `5`},
	"energy":          {`0.5`, `0`, `-1`, `1e2`, `-0`, `"high"`, `null`, `1e400`, `01`, `.5`, `1.`},
	"retrieval_count": {`3`, `0`, `-2`, `1.0`, `1e1`, `"3"`, `null`, `9223372036854775808`},
	"tags":            {`[]`, `["x","y"]`, `[ "x" , "y" ]`, `null`, `"x"`, `[1]`, `["x",null]`, `[`},
	"aliases":         {`[]`, `["a-b"]`, `["a","a"]`, `["A"]`, `null`, `[""]`, `["x.y/z"]`, `[1]`},
	"surprise":        {`1`, `{"a":[1,{"b":null}]}`, `"s"`},
}

// TestFastParseGenerated builds seeded random lines over fieldValues, with
// random key order, white space, duplicate and unknown keys, and mangled
// bytes, and reads them both ways.
func TestFastParseGenerated(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 2))
	keys := make([]string, 0, len(knownFields)+1)
	keys = append(keys, knownFields...)
	keys = append(keys, "surprise")
	for _, k := range knownFields {
		if _, ok := fieldValues[k]; !ok {
			t.Fatalf("no test values for field %q", k)
		}
		if fastField(k) < 0 {
			t.Errorf("fastParse does not know field %q (every line with it takes the slow path)", k)
		}
	}
	ws := []string{"", " ", "\t", "  "}
	seq := 0
	line := func() string {
		var b strings.Builder
		b.WriteString(ws[r.IntN(len(ws))] + "{")
		first := true
		field := func(k, v string) {
			if !first {
				b.WriteString(",")
			}
			first = false
			fmt.Fprintf(&b, "%s%q%s:%s%s", ws[r.IntN(len(ws))], k, ws[r.IntN(len(ws))], ws[r.IntN(len(ws))], v)
		}
		// Mostly valid lines: id, content, created_at with valid values.
		valid := r.IntN(3) > 0
		for _, k := range r.Perm(len(keys)) {
			key := keys[k]
			vals := fieldValues[key]
			switch {
			case valid && key == "id":
				seq++
				field(key, fmt.Sprintf(`"m%d"`, seq))
			case valid && (key == "content" || key == "created_at"):
				field(key, vals[r.IntN(2)])
			case r.IntN(3) == 0:
				v := vals[r.IntN(len(vals))]
				if valid && r.IntN(10) > 0 {
					if key == "surprise" {
						continue
					}
					v = vals[0]
				}
				field(key, v)
				if r.IntN(30) == 0 {
					field(key, vals[r.IntN(len(vals))]) // duplicate key
				}
			}
		}
		b.WriteString("}" + ws[r.IntN(len(ws))])
		s := b.String()
		if r.IntN(8) == 0 { // mangle a byte
			i := r.IntN(len(s))
			c := []string{"", "\"", "\\", "}", ",", "\xff", "\x01", "u", " "}[r.IntN(9)]
			s = s[:i] + c + s[i+1:]
		}
		return s
	}
	fast, total := 0, 0
	for n := range 3000 {
		var in []string
		for range 1 + r.IntN(4) {
			l := line()
			if _, ok := fastParse(bytes.TrimSpace([]byte(l))); ok {
				fast++
			}
			total++
			in = append(in, l)
		}
		readBoth(t, fmt.Sprintf("gen%d", n), strings.Join(in, "\n"))
	}
	// Both paths must be exercised, or the comparison says little.
	if fast < total/10 || total-fast < total/10 {
		t.Errorf("fast path took %d of %d generated lines: want between 10%% and 90%%", fast, total)
	}
	t.Logf("fast path took %d of %d generated lines", fast, total)
}

// TestPlainRunMatchesBytes: plainRun stops at or before the first byte
// str stops at (strStop), and no more than 7 bytes before it (or the end),
// on strings with stop bytes at every offset.
func TestPlainRunMatchesBytes(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 6))
	plain := []byte("aZ 09~\x7f\x80\xff\xc3\xa9!#[]{}:,")
	stops := []byte{'"', '\\', 0, 0x01, 0x1f, '\n', '\t'}
	for range 100000 {
		b := make([]byte, r.IntN(40))
		for i := range b {
			b[i] = plain[r.IntN(len(plain))]
		}
		for n := r.IntN(3); n > 0 && len(b) > 0; n-- {
			b[r.IntN(len(b))] = stops[r.IntN(len(stops))]
		}
		i := 0
		if len(b) > 0 {
			i = r.IntN(len(b))
		}
		first := i
		for first < len(b) && !strStop[b[first]] {
			first++
		}
		got := plainRun(b, i)
		if got < i || got > first || (first-got >= 8 && got+8 <= len(b)) {
			t.Fatalf("plainRun(%q, %d) = %d, first stop at %d", b, i, got, first)
		}
	}
}
