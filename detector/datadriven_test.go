package detector

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"l9/memory"
	"l9/svo"
)

var update = flag.Bool("update", false, "rewrite the expected output of testdata case files")

// A case file is a sequence of cases:
//
//	# comment lines and blank lines between cases are kept
//	detect [off=clause,clause] [threshold=T] [scores]
//	<one unit per line>
//	----
//	<expected output>
//	<blank line>
//
// A unit line is "ID field=value ..." with fields
//
//	mem=M      memory id (default: the unit id; a facet when it differs)
//	s= a= v=   canonical subject, attribute, value ('_' stands for a space)
//	scope=S    canonical scope
//	obs= created= eff= exp=   times (RFC 3339 or YYYY-MM-DD); created
//	           defaults to 1999-01-01
//	neg        negated
//	keyonly    a key-only unit (svo.Unit.KeyOnly: no value; give no v=)
//	card=set|functional   cardinality hint (default unknown)
//	conf=C     confidence (default 0.9)
type ddCase struct {
	pos      string
	header   []string // comment lines before the command
	cmd      string
	input    []string
	expected []string
}

func parseCaseFile(t *testing.T, path string) []ddCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var (
		cases []ddCase
		cur   ddCase
		state = 0 // 0 header, 1 input, 2 expected
		sc    = bufio.NewScanner(f)
		line  = 0
	)
	for sc.Scan() {
		line++
		l := sc.Text()
		switch state {
		case 0:
			if strings.HasPrefix(l, "detect") {
				cur.cmd, cur.pos, state = l, fmt.Sprintf("%s:%d", path, line), 1
			} else {
				cur.header = append(cur.header, l)
			}
		case 1:
			if l == "----" {
				state = 2
			} else {
				cur.input = append(cur.input, l)
			}
		case 2:
			if l == "" {
				cases = append(cases, cur)
				cur, state = ddCase{}, 0
			} else {
				cur.expected = append(cur.expected, l)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if state == 2 {
		cases = append(cases, cur)
	} else if state == 1 {
		t.Fatalf("%s: case without ----", cur.pos)
	}
	return cases
}

func mustTime(t *testing.T, pos, s string) time.Time {
	t.Helper()
	tm, err := memory.ParseTime(s)
	if err != nil {
		t.Fatalf("%s: %v", pos, err)
	}
	return tm
}

func parseUnit(t *testing.T, pos, l string) svo.Unit {
	t.Helper()
	fs := strings.Fields(l)
	u := svo.Unit{ID: fs[0], MemoryID: fs[0], Confidence: 0.9, CreatedAt: mustTime(t, pos, "1999-01-01")}
	sp := func(v string) string { return strings.ReplaceAll(v, "_", " ") }
	for _, f := range fs[1:] {
		k, v, _ := strings.Cut(f, "=")
		switch k {
		case "mem":
			u.MemoryID, u.IsFacet = v, v != u.ID
		case "s":
			u.Subject = svo.Span{Surface: sp(v), Canon: sp(v)}
		case "a":
			u.Attribute = svo.Span{Surface: sp(v), Canon: sp(v)}
		case "v":
			u.Value = svo.Span{Surface: sp(v), Canon: sp(v)}
		case "scope":
			u.Scope = sp(v)
		case "obs":
			u.ObservedAt = memory.TimePtr(mustTime(t, pos, v))
		case "created":
			u.CreatedAt = mustTime(t, pos, v)
		case "eff":
			u.EffectiveAt = memory.TimePtr(mustTime(t, pos, v))
		case "exp":
			u.ExpiresAt = memory.TimePtr(mustTime(t, pos, v))
		case "neg":
			u.Negated = true
		case "keyonly":
			u.KeyOnly = true
		case "named":
			u.Named = true
		case "changed":
			u.Changed = true
		case "from":
			u.From = &svo.Span{Surface: sp(v), Canon: sp(v)}
		case "card":
			switch v {
			case "set":
				u.Cardinality = svo.CardSetValued
			case "functional":
				u.Cardinality = svo.CardFunctional
			default:
				t.Fatalf("%s: card=%s", pos, v)
			}
		case "conf":
			c, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatalf("%s: %v", pos, err)
			}
			u.Confidence = c
		default:
			t.Fatalf("%s: unknown unit field %q", pos, k)
		}
	}
	return u
}

func parseCmd(t *testing.T, c ddCase) (Config, bool) {
	t.Helper()
	cfg := DefaultConfig()
	scores := false
	for _, a := range strings.Fields(c.cmd)[1:] {
		k, v, _ := strings.Cut(a, "=")
		switch k {
		case "off":
			for _, n := range strings.Split(v, ",") {
				cl, err := ParseClause(n)
				if err != nil {
					t.Fatalf("%s: %v", c.pos, err)
				}
				cfg = cfg.Without(cl)
			}
		case "threshold":
			th, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatalf("%s: %v", c.pos, err)
			}
			cfg.Threshold = th
		case "scores":
			scores = true
		default:
			t.Fatalf("%s: unknown argument %q", c.pos, a)
		}
	}
	return cfg, scores
}

func fmtTime(t time.Time) string {
	if t.Hour() == 0 && t.Minute() == 0 && t.Second() == 0 && t.Nanosecond() == 0 {
		return t.Format("2006-01-02")
	}
	return memory.FormatTime(t)
}

// render prints a Result in the case-file form.
func render(r Result, scores bool) []string {
	var out []string
	for _, c := range r.Candidates {
		l := fmt.Sprintf("%s %s -> %s expires=%s", c.Reason, c.ExpiredID, c.ReplacementID, fmtTime(c.ExpiresAt))
		if c.ExpiredMemoryID != c.ExpiredID || c.ReplacementMemoryID != c.ReplacementID {
			l += fmt.Sprintf(" memories=%s->%s", c.ExpiredMemoryID, c.ReplacementMemoryID)
		}
		l += fmt.Sprintf(" [%s/%s", c.Subject, c.Attribute)
		if c.Scope != "" {
			l += "@" + c.Scope
		}
		l += fmt.Sprintf(": %s -> %s]", c.OldValue, c.NewValue)
		if scores {
			l += fmt.Sprintf(" score=%.4f", c.Score)
		}
		out = append(out, l)
	}
	for _, c := range r.Contested {
		out = append(out, fmt.Sprintf("contested %s/%s@%s at %s: units=%s values=%s", c.Subject, c.Attribute, c.Scope, fmtTime(c.At),
			strings.Join(c.UnitIDs, ","), strings.Join(c.Values, "|")))
	}
	for _, k := range r.Intervening {
		between := "intervening=" + k.InterveningID
		if k.StatedOld != "" {
			between = "stated_old=" + strings.ReplaceAll(k.StatedOld, " ", "_")
		}
		l := fmt.Sprintf("skipped: intervening version %s -> %s (%s) %s [%s/%s", k.ExpiredID, k.ReplacementID, k.Reason, between, k.Subject, k.Attribute)
		if k.Scope != "" {
			l += "@" + k.Scope
		}
		out = append(out, l+fmt.Sprintf(": %s -> %s]", k.OldValue, k.NewValue))
	}
	s := r.Summary
	l := fmt.Sprintf("summary units=%d skipped=%d untimed=%d keys=%d set_valued=%d candidates=%d value=%d negation=%d below=%d contested=%d",
		s.Units, s.Skipped, s.Untimed, s.Keys, s.SetValuedKeys, s.Candidates, s.Value, s.Negation, s.BelowThreshold, s.Contested)
	if s.KeyOnly > 0 || s.SkippedIntervening > 0 {
		l += fmt.Sprintf(" key_only=%d intervening=%d", s.KeyOnly, s.SkippedIntervening)
	}
	out = append(out, l)
	return out
}

func TestDataDriven(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no case files: %v", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			cases := parseCaseFile(t, path)
			var buf strings.Builder
			for _, c := range cases {
				cfg, scores := parseCmd(t, c)
				var units []svo.Unit
				for _, l := range c.input {
					units = append(units, parseUnit(t, c.pos, l))
				}
				got := render(Detect(units, cfg), scores)
				checkInvariants(t, c.pos, units, cfg)
				if *update {
					for _, l := range c.header {
						buf.WriteString(l + "\n")
					}
					buf.WriteString(c.cmd + "\n")
					for _, l := range c.input {
						buf.WriteString(l + "\n")
					}
					buf.WriteString("----\n")
					for _, l := range got {
						buf.WriteString(l + "\n")
					}
					buf.WriteString("\n")
					continue
				}
				if d := cmp.Diff(c.expected, got); d != "" {
					t.Errorf("%s: %s (-want +got):\n%s", c.pos, c.cmd, d)
				}
			}
			if *update {
				if err := os.WriteFile(path, []byte(strings.TrimSuffix(buf.String(), "\n")), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}
