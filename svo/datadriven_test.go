package svo

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the expected outputs in testdata/*.txt")

var (
	sharedOnce sync.Once
	sharedX    *Extractor
	sharedErr  error
)

func extractor(tb testing.TB) *Extractor {
	tb.Helper()
	sharedOnce.Do(func() { sharedX, sharedErr = New() })
	if sharedErr != nil {
		tb.Fatal(sharedErr)
	}
	return sharedX
}

// ddCase is one datadriven case: a command, its input, the expected output.
type ddCase struct {
	line     int
	comments []string
	cmd      string
	input    string
	expected string
}

// readCases parses a case file: "# comment" lines, a command line, input
// lines, "----", expected lines, a blank line.
func readCases(path string) ([]ddCase, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var cases []ddCase
	sc := bufio.NewScanner(f)
	ln := 0
	var cur *ddCase
	state := 0 // 0 between cases, 1 input, 2 expected
	var in, exp []string
	var comments []string
	flush := func() {
		if cur != nil {
			cur.input = strings.Join(in, "\n")
			cur.expected = strings.Join(exp, "\n")
			cases = append(cases, *cur)
		}
		cur, in, exp, state = nil, nil, nil, 0
	}
	for sc.Scan() {
		ln++
		t := sc.Text()
		switch state {
		case 0:
			if strings.TrimSpace(t) == "" {
				continue
			}
			if strings.HasPrefix(t, "#") {
				comments = append(comments, t)
				continue
			}
			cur = &ddCase{line: ln, cmd: strings.TrimSpace(t), comments: comments}
			comments = nil
			state = 1
		case 1:
			if t == "----" {
				state = 2
				continue
			}
			in = append(in, t)
		case 2:
			if strings.TrimSpace(t) == "" {
				flush()
				continue
			}
			exp = append(exp, t)
		}
	}
	if state == 1 {
		return nil, fmt.Errorf("%s:%d: case without ----", path, cur.line)
	}
	flush()
	return cases, sc.Err()
}

func writeCases(path string, cases []ddCase) error {
	var b strings.Builder
	for i, c := range cases {
		if i > 0 {
			b.WriteByte('\n')
		}
		for _, cm := range c.comments {
			b.WriteString(cm + "\n")
		}
		b.WriteString(c.cmd + "\n" + c.input + "\n----\n")
		if c.expected != "" {
			b.WriteString(c.expected + "\n")
		}
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// formatUnit renders a unit on one line for golden files.
func formatUnit(u Unit) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s | %s | %s", u.ID, u.Subject.Canon, u.Attribute.Canon, u.Value.Canon)
	if u.Scope != "" {
		fmt.Fprintf(&b, " | scope=%s", u.Scope)
	}
	if u.Negated {
		b.WriteString(" | negated")
	}
	if u.From != nil {
		fmt.Fprintf(&b, " | from=%s", u.From.Canon)
	}
	fmt.Fprintf(&b, " | %s %.2f %s", u.Cardinality, u.Confidence, u.Form)
	return b.String()
}

func formatAbst(a Abstention) string {
	id := a.ID
	if id == "" {
		id = "-"
	}
	if a.Text == "" {
		return fmt.Sprintf("abstain %s: %s", id, a.Reason)
	}
	return fmt.Sprintf("abstain %s: %s: %q", id, a.Reason, a.Text)
}

// runCase executes one case and returns its output; it fails t for
// assertions that hold regardless of the golden output (same/differ).
func runCase(t *testing.T, x *Extractor, c ddCase) string {
	t.Helper()
	switch c.cmd {
	case "extract":
		us, as := x.Text("m", c.input)
		var out []string
		for _, u := range us {
			checkUnit(t, u)
			out = append(out, formatUnit(u))
		}
		for _, a := range as {
			out = append(out, formatAbst(a))
		}
		if len(out) == 0 {
			out = append(out, "(nothing)")
		}
		return strings.Join(out, "\n")
	case "samevalue", "diffvalue":
		// two value surfaces that must (samevalue) or must not (diffvalue)
		// have one canonical form
		lines := strings.Split(c.input, "\n")
		if len(lines) != 2 {
			t.Fatalf("line %d: %s needs exactly two input lines", c.line, c.cmd)
		}
		a, b := canonValue(cleanText(lines[0])), canonValue(cleanText(lines[1]))
		if (a == b) != (c.cmd == "samevalue") {
			t.Errorf("line %d: %s: %q => %q, %q => %q", c.line, c.cmd, lines[0], a, lines[1], b)
		}
		return lines[0] + " => " + a + "\n" + lines[1] + " => " + b
	case "same", "differ", "restate":
		lines := strings.Split(c.input, "\n")
		if len(lines) != 2 {
			t.Fatalf("line %d: %s needs exactly two input lines", c.line, c.cmd)
		}
		var keys []string
		var units [2][]Unit
		for i, l := range lines {
			us, _ := x.Text(fmt.Sprintf("m%d", i+1), l)
			units[i] = us
			if len(us) == 0 {
				keys = append(keys, "(no unit)")
				continue
			}
			var ks []string
			for _, u := range us {
				ks = append(ks, fmt.Sprintf("(%s, %s, %q) = %s %s", u.Subject.Canon, u.Attribute.Canon, u.Scope, u.Value.Canon, u.Cardinality))
			}
			keys = append(keys, strings.Join(ks, "; "))
		}
		shared := false
		for _, a := range units[0] {
			for _, b := range units[1] {
				if a.Key() == b.Key() {
					shared = true
					if c.cmd == "differ" && a.Cardinality != CardSetValued && b.Cardinality != CardSetValued && a.Value.Canon != b.Value.Canon && a.Negated == b.Negated {
						t.Errorf("line %d: differ: %q and %q share key %v with different values (%q vs %q) and no set-valued hint: a false supersession",
							c.line, lines[0], lines[1], a.Key(), a.Value.Canon, b.Value.Canon)
					}
				}
			}
		}
		if c.cmd == "restate" {
			// a restatement: a shared key with one value, never a change
			ok := false
			for _, a := range units[0] {
				for _, b := range units[1] {
					if a.Key() == b.Key() && a.Value.Canon == b.Value.Canon && a.Negated == b.Negated {
						ok = true
					}
				}
			}
			if !ok {
				t.Errorf("line %d: restate: %q and %q are not one key with one value:\n  %s\n  %s", c.line, lines[0], lines[1], keys[0], keys[1])
			}
		}
		if c.cmd == "same" && !shared {
			t.Errorf("line %d: same: %q and %q do not share a key:\n  %s\n  %s", c.line, lines[0], lines[1], keys[0], keys[1])
		}
		return keys[0] + "\n" + keys[1]
	case "value":
		// input: one value surface per line; output its canonical form
		var out []string
		for _, l := range strings.Split(c.input, "\n") {
			out = append(out, l+" => "+canonValue(cleanText(l)))
		}
		return strings.Join(out, "\n")
	}
	t.Fatalf("line %d: unknown command %q", c.line, c.cmd)
	return ""
}

// checkUnit asserts the invariants every unit keeps.
func checkUnit(t *testing.T, u Unit) {
	t.Helper()
	spans := []Span{u.Subject, u.Attribute, u.Value}
	if u.From != nil {
		// a stated old value points into the clause too, and is a value
		spans = append(spans, *u.From)
		if u.From.Canon == "" || u.From.Canon == u.Value.Canon {
			t.Errorf("unit %s: old value %+v empty or equal to the value", u.ID, *u.From)
		}
	}
	for _, s := range spans {
		if s.Start < 0 || s.End < s.Start || s.End > len(u.Text) || u.Text[s.Start:s.End] != s.Surface {
			t.Errorf("unit %s: span %+v out of range or not matching text %q", u.ID, s, u.Text)
		}
	}
	if u.Confidence <= 0 || u.Confidence >= 1 {
		t.Errorf("unit %s: confidence %v not in (0,1)", u.ID, u.Confidence)
	}
	if u.Subject.Canon == "" || u.Attribute.Canon == "" || u.Value.Canon == "" {
		t.Errorf("unit %s: empty canonical slot: %+v", u.ID, u)
	}
}

func TestDataDriven(t *testing.T) {
	x := extractor(t)
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no case files: %v", err)
	}
	total := 0
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			cases, err := readCases(path)
			if err != nil {
				t.Fatal(err)
			}
			total += len(cases)
			changed := false
			for i := range cases {
				c := &cases[i]
				got := runCase(t, x, *c)
				if got != c.expected {
					if *update {
						c.expected = got
						changed = true
						continue
					}
					t.Errorf("%s:%d: %s %q\n%s", path, c.line, c.cmd, c.input, cmp.Diff(c.expected, got))
				}
			}
			if changed {
				if err := writeCases(path, cases); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
	t.Logf("%d cases", total)
}
