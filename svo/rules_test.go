package svo

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/cockroachdb/datadriven"
)

// Per-rule case files (testdata/rules/*.txt), run with
// github.com/cockroachdb/datadriven (go test ./svo -run Rules -rewrite
// regenerates the expected output):
//
//	extract rule=ID        the sentence yields a unit of rule ID
//	extract rule=ID miss   a near miss: no unit of rule ID
//	same / differ          two lines that must share a key / must not share
//	                       a key with different exclusive values
//	restate                two lines that are one key with one value
//	rewrite rule=ID [miss] the clause after one rewrite rule (a positive case
//	                       changes it, a near miss does not; lengths kept)
//	ties                   every clause of every case file where two rules
//	                       of the chosen priority both yield a unit

// ruleCaseFiles are the per-rule case files.
func ruleCaseFiles(t *testing.T) []string {
	files, err := filepath.Glob("testdata/rules/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no rule case files: %v", err)
	}
	sort.Strings(files)
	return files
}

func unitsLine(us []Unit, as []Abstention) string {
	var out []string
	for _, u := range us {
		s := formatUnit(u)
		if u.KeyOnly {
			s += " key-only"
		}
		out = append(out, s+" ["+u.Rule+"]")
	}
	for _, a := range as {
		out = append(out, formatAbst(a))
	}
	if len(out) == 0 {
		return "(nothing)\n"
	}
	return strings.Join(out, "\n") + "\n"
}

func TestRules(t *testing.T) {
	x := extractor(t)
	for _, path := range ruleCaseFiles(t) {
		datadriven.RunTest(t, path, func(t *testing.T, d *datadriven.TestData) string {
			switch d.Cmd {
			case "extract":
				var rule string
				miss := false
				for _, a := range d.CmdArgs {
					switch a.Key {
					case "rule":
						if len(a.Vals) != 1 {
							d.Fatalf(t, "rule= needs one id")
						}
						rule = a.Vals[0]
					case "miss":
						miss = true
					default:
						d.Fatalf(t, "unknown argument %q", a.Key)
					}
				}
				if rule != "" && !ruleKnown(rule) {
					d.Fatalf(t, "unknown rule %q", rule)
				}
				us, as := x.Text("m", strings.TrimSpace(d.Input))
				fired := false
				for _, u := range us {
					checkUnitKeyOnly(t, u)
					if u.Rule == rule {
						fired = true
					}
				}
				if !fired && rule != "" {
					// relation, cardinality and guard rules change a unit or
					// stop a clause; the trace names them
					for _, c := range x.Trace(strings.TrimSpace(d.Input)) {
						for _, st := range c.Stages {
							if strings.Contains(st.Output, rule+":") {
								fired = true
							}
						}
						for _, m := range c.Matches {
							if m.Rule == rule && strings.HasPrefix(rule, "guard.") {
								fired = true
							}
						}
					}
				}
				if rule != "" && fired == miss {
					if miss {
						t.Errorf("%s: near miss %q yields a unit of %s", d.Pos, d.Input, rule)
					} else {
						t.Errorf("%s: %q yields no unit of %s", d.Pos, d.Input, rule)
					}
				}
				return unitsLine(us, as)
			case "same", "differ", "restate":
				lines := strings.Split(strings.TrimSpace(d.Input), "\n")
				if len(lines) != 2 {
					d.Fatalf(t, "%s needs two lines", d.Cmd)
				}
				c := ddCase{line: 0, cmd: d.Cmd, input: strings.Join(lines, "\n")}
				return runCase(t, x, c) + "\n"
			case "rewrite":
				// rewrite rule=ID [miss]: the clause with that one rewrite
				// applied; a positive case must change it, a near miss not
				var rule string
				miss := false
				for _, a := range d.CmdArgs {
					switch a.Key {
					case "rule":
						rule = a.Vals[0]
					case "miss":
						miss = true
					}
				}
				in := strings.TrimSpace(d.Input)
				for _, r := range rewriteRules {
					if r.id == rule {
						out := r.apply(in)
						if (out != in) == miss {
							t.Errorf("%s: rewrite %s on %q gives %q", d.Pos, rule, in, out)
						}
						if len(out) != len(in) {
							t.Errorf("%s: rewrite %s changed the length (offsets would break)", d.Pos, rule)
						}
						return out + "\n"
					}
				}
				d.Fatalf(t, "unknown rewrite rule %q", rule)
			case "ties":
				return tiesReport(t, x)
			}
			d.Fatalf(t, "unknown command %q", d.Cmd)
			return ""
		})
	}
}

func ruleKnown(id string) bool {
	for _, r := range Rules() {
		if r.ID == id {
			return true
		}
	}
	return false
}

// checkUnitKeyOnly is checkUnit, allowing the empty value of a key-only unit.
func checkUnitKeyOnly(t *testing.T, u Unit) {
	t.Helper()
	if u.KeyOnly {
		if u.Value.Canon != "" || u.Subject.Canon == "" || u.Attribute.Canon == "" {
			t.Errorf("key-only unit %s: %+v", u.ID, u)
		}
		return
	}
	checkUnit(t, u)
}

// caseInputs are the inputs of every extract, same and differ case of the
// per-rule files and of testdata/*.txt, in file order.
func caseInputs(t *testing.T) []string {
	var out []string
	older, _ := filepath.Glob("testdata/*.txt")
	sort.Strings(older)
	for _, path := range append(ruleCaseFiles(t), older...) {
		cases, err := readRuleCases(path)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, cases...)
	}
	return out
}

// readRuleCases returns the input lines of a case file's extract, same and
// differ directives (a small reader: directive, input, ----, output).
func readRuleCases(path string) ([]string, error) {
	cs, err := readCases(path)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, c := range cs {
		if strings.HasPrefix(c.cmd, "extract") || c.cmd == "same" || c.cmd == "differ" || c.cmd == "restate" {
			for _, l := range strings.Split(c.input, "\n") {
				if l = strings.TrimSpace(l); l != "" {
					out = append(out, l)
				}
			}
		}
	}
	return out, nil
}

// tiesReport lists the clauses where two rules of the chosen priority both
// yield a unit (the choice then falls to span length and rule id).
func tiesReport(t *testing.T, x *Extractor) string {
	var b strings.Builder
	seen := map[string]bool{}
	for _, in := range caseInputs(t) {
		for _, c := range x.Trace(in) {
			chosen := -1
			for i, m := range c.Matches {
				if m.Chosen {
					chosen = i
				}
			}
			if chosen < 0 {
				continue
			}
			var tied []string
			for _, m := range c.Matches {
				if m.Why == "" && m.Priority == c.Matches[chosen].Priority && m.Rule != "guard.mood" {
					tied = append(tied, m.Rule)
				}
			}
			if len(tied) > 1 && !seen[c.Clause] {
				seen[c.Clause] = true
				fmt.Fprintf(&b, "%s: %s (chosen %s)\n", c.Clause, strings.Join(tied, ", "), c.Matches[chosen].Rule)
			}
		}
	}
	if b.Len() == 0 {
		return "(no ties)\n"
	}
	return b.String()
}

// TestRuleCoverage fails for a table, relation or cardinality rule that no
// positive case fires, and lists the clause-parser forms no case fires.
func TestRuleCoverage(t *testing.T) {
	fired := map[string]bool{}
	for _, path := range ruleCaseFiles(t) {
		cs, err := readCases(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cs {
			f := strings.Fields(c.cmd)
			if len(f) == 0 || f[0] != "extract" && f[0] != "rewrite" || slices.Contains(f[1:], "miss") {
				continue
			}
			for _, a := range f[1:] {
				if id, ok := strings.CutPrefix(a, "rule="); ok {
					fired[id] = true
				}
			}
		}
	}
	var missing, parseMissing []string
	for _, r := range Rules() {
		if fired[r.ID] {
			continue
		}
		if r.Stage == "parse" {
			parseMissing = append(parseMissing, r.ID)
			continue
		}
		missing = append(missing, r.ID)
	}
	if len(missing) > 0 {
		t.Errorf("rules without a positive case in testdata/rules: %s", strings.Join(missing, ", "))
	}
	for _, id := range parseMissing {
		t.Errorf("clause-parser form without a per-rule case in testdata/rules/parse.txt: %s", id)
	}
}

// TestCalibrationRows: every row of lex/calibration.tsv names a rule, and a
// calibrated base confidence lies in (0, 1).
func TestCalibrationRows(t *testing.T) {
	lex, err := loadLexicons()
	if err != nil {
		t.Fatal(err)
	}
	for id := range lex["calibration"] {
		if !ruleKnown(id) {
			t.Errorf("lex/calibration.tsv: unknown rule %q", id)
		}
		c, ok := calibrated(lex, id)
		if !ok || c <= 0 || c >= 1 {
			t.Errorf("lex/calibration.tsv: %s: bad row %q (confidence %v)", id, lex["calibration"][id], c)
		}
	}
	if c, _ := calibrated(map[string]map[string]string{"calibration": {"x": "0 1"}}, "x"); c != 0.6 {
		t.Errorf("smoothing: 0 tp, 1 fp gives %v, want 0.6", c)
	}
}

// TestEveryUnitNamesARule: every unit of every case input names a rule that
// Rules lists, so every unit can be traced and switched off.
func TestEveryUnitNamesARule(t *testing.T) {
	x := extractor(t)
	known := map[string]bool{}
	for _, r := range Rules() {
		known[r.ID] = true
	}
	n := 0
	for _, in := range caseInputs(t) {
		us, _ := x.Text("m", in)
		for _, u := range us {
			n++
			if u.Rule == "" || !known[u.Rule] {
				t.Errorf("%q: unit %s names rule %q, not in Rules()", in, formatUnit(u), u.Rule)
			}
		}
	}
	if n < 1000 {
		t.Errorf("only %d units over the case inputs", n)
	}
}

// TestDocListsEveryRule: doc/svo.md's table "Every rule" names each rule
// of Rules() once, with its stage, and no rule that is gone.
func TestDocListsEveryRule(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "doc", "svo.md"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	start := slices.Index(lines, "| rule | stage | what it reads |")
	if start < 0 {
		t.Fatal(`doc/svo.md: no table "| rule | stage | what it reads |"`)
	}
	doc := map[string]string{}
	for _, l := range lines[start+2:] {
		if !strings.HasPrefix(l, "| `") {
			break
		}
		cells := strings.Split(l, " | ")
		id := strings.Trim(strings.TrimPrefix(cells[0], "| "), "`")
		if _, dup := doc[id]; dup {
			t.Errorf("doc/svo.md lists %s twice", id)
		}
		if len(cells) > 1 {
			doc[id] = cells[1]
		}
	}
	for _, r := range Rules() {
		st, ok := doc[r.ID]
		switch {
		case !ok:
			t.Errorf("doc/svo.md does not list rule %s (%s)", r.ID, r.Stage)
		case st != r.Stage:
			t.Errorf("doc/svo.md lists %s in stage %s, the rule is in %s", r.ID, st, r.Stage)
		}
		delete(doc, r.ID)
	}
	for id := range doc {
		t.Errorf("doc/svo.md lists %s, which is no rule", id)
	}
}
