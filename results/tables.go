package results

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"l9/gates"
	"l9/internal/texttab"
)

// failMark follows a cell whose seed (or arm, in the pooled column) failed
// the gate of that row.
const failMark = " ✗"

// Render writes the human tables of one configuration's ledger rows: for
// each arm a table of gates × seeds (plus the pooled column and the gate's
// result), then a summary of every arm's expected and actual verdict. The
// same rows always render the same text, so `l9 report` on the ledger
// reprints what `l9 run` printed.
func Render(w io.Writer, header []string, rows [][]string) error {
	l := &Ledger{Header: header}
	col := func(name string) int { return slices.Index(header, name) }
	classes := l.Classes()
	need := []string{"arm", "seed", "threshold", "precision", "fp", "direction_acc", "value_recall", "neg_recall", "neg_fp",
		"g4_fp", "tp", "g6_survival", "g6_merges", "s_overlap", "failed_gates", "verdict", "expected", "as_registered"}
	for _, n := range need {
		if col(n) < 0 {
			return fmt.Errorf("render: ledger has no %s column", n)
		}
	}
	get := func(r []string, name string) string { return r[col(name)] }
	// A ratio whose denominator is 0 prints as "— (0/0)", never as a bare
	// 0.5000 that reads like a measurement (the registered convention counts
	// it 0.5, which fails).
	zeroZero := false
	ratio := func(r []string, value string, den ...string) string {
		n := 0
		for _, c := range den {
			n += atoi(get(r, c))
		}
		if n == 0 {
			zeroZero = true
			return "— (0/0)"
		}
		return get(r, value)
	}

	// Group rows by arm in order of appearance.
	var arms []string
	byArm := map[string][][]string{}
	for _, r := range rows {
		a := get(r, "arm")
		if byArm[a] == nil {
			arms = append(arms, a)
		}
		byArm[a] = append(byArm[a], r)
	}
	type gateRow struct {
		label, gate string
		cell        func(r []string) string
	}
	gr := []gateRow{
		{"G1 precision (fp)", gates.GateG1, func(r []string) string {
			return ratio(r, "precision", "tp", "fp") + " (" + get(r, "fp") + ")"
		}},
		{"G1 CP lower bound", gates.GateG1, func(r []string) string {
			if get(r, "seed") != Pooled {
				return ""
			}
			return get(r, "precision_cp_lower")
		}},
		{"D direction", gates.GateD, func(r []string) string { return ratio(r, "direction_acc", "dir_matched") }},
		{"G2 value recall", gates.GateG2, func(r []string) string { return ratio(r, "value_recall", "value_tp", "value_fn") }},
		{"GN neg recall (fp)", gates.GateGN, func(r []string) string {
			return ratio(r, "neg_recall", "neg_tp", "neg_fn") + " (" + get(r, "neg_fp") + ")"
		}},
	}
	for _, c := range classes {
		gr = append(gr, gateRow{"G3 " + c, gates.GateG3, func(r []string) string { return get(r, G3Prefix+c) }})
	}
	gr = append(gr,
		gateRow{"G4 clean candidates", gates.GateG4, func(r []string) string { return get(r, "g4_fp") }},
		gateRow{"G5 true positives", gates.GateG5, func(r []string) string { return get(r, "tp") }},
		gateRow{"G6 survival (merges)", gates.GateG6, func(r []string) string { return get(r, "g6_survival") + " (" + get(r, "g6_merges") + ")" }},
		gateRow{"S band overlap", gates.GateS, func(r []string) string {
			if get(r, "seed") != Pooled {
				return ""
			}
			return get(r, "s_overlap")
		}},
	)
	var summary [][]string
	for _, a := range arms {
		rs := byArm[a]
		var pooled []string
		var seeds, reals [][]string
		for _, r := range rs {
			switch sd := get(r, "seed"); {
			case sd == Pooled:
				pooled = r
			case reReal.MatchString(sd):
				reals = append(reals, r)
			default:
				seeds = append(seeds, r)
			}
		}
		h := []string{"gate"}
		for _, r := range seeds {
			h = append(h, get(r, "seed"))
		}
		if pooled != nil {
			h = append(h, "pooled", "result")
		}
		var trs [][]string
		for _, g := range gr {
			tr := []string{g.label}
			for _, r := range seeds {
				tr = append(tr, mark(g.cell(r), r, get, g.gate))
			}
			if pooled != nil {
				tr = append(tr, mark(g.cell(pooled), pooled, get, g.gate))
				res := "PASS"
				if failedIn(pooled, get, g.gate) {
					res = "FAIL"
					if g.gate == gates.GateG3 && !classFailed(seeds, get, g.cell) {
						res = "PASS" // G3 failed in another class
					}
				}
				tr = append(tr, res)
			}
			trs = append(trs, tr)
		}
		title := "arm " + a
		if len(rs) > 0 {
			title += " (threshold " + get(rs[0], "threshold") + ")"
		}
		if pooled != nil {
			title += ": " + get(pooled, "verdict")
		}
		if _, err := fmt.Fprintln(w, title); err != nil {
			return err
		}
		if err := texttab.Render(w, h, trs); err != nil {
			return err
		}
		if len(reals) > 0 {
			fmt.Fprintln(w)
			if err := renderReal(w, reals, get, ratio); err != nil {
				return err
			}
		}
		if zeroZero {
			fmt.Fprintln(w, "— (0/0): nothing to measure; the registration counts 0/0 as 0.5, which fails the gate")
			zeroZero = false
		}
		fmt.Fprintln(w)
		if pooled != nil {
			summary = append(summary, []string{a, get(pooled, "expected"), get(pooled, "verdict"), get(pooled, "failed_gates"), get(pooled, "as_registered")})
		}
	}
	if len(summary) > 0 {
		return texttab.Render(w, []string{"arm", "expected", "verdict", "failed gates", "as registered"}, summary)
	}
	return nil
}

// renderReal writes the real-text table of one arm: one column per
// registered corpus (R1, R2, …), the figures its gate judges, and the result.
func renderReal(w io.Writer, reals [][]string, get func([]string, string) string, ratio func(r []string, value string, den ...string) string) error {
	h := []string{"real text"}
	for _, r := range reals {
		h = append(h, get(r, "seed"))
	}
	rows := [][]string{{"precision (fp)"}, {"direction errors"}, {"recall (tp/true pairs)"}, {"candidates on negatives"}, {"result"}}
	for _, r := range reals {
		de := atoi(get(r, "dir_matched")) - atoi(get(r, "dir_correct"))
		rows[0] = append(rows[0], ratio(r, "precision", "tp", "fp")+" ("+get(r, "fp")+")")
		rows[1] = append(rows[1], fmt.Sprint(de))
		rows[2] = append(rows[2], ratio(r, "recall", "truth_pairs")+" ("+get(r, "tp")+"/"+get(r, "truth_pairs")+")")
		rows[3] = append(rows[3], get(r, "g4_fp"))
		rows[4] = append(rows[4], get(r, "verdict"))
	}
	return texttab.Render(w, h, rows)
}

// atoi parses a ledger integer field (validated when the ledger was read).
func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// classFailed: some seed that failed G3 has candidates in this class.
func classFailed(seeds [][]string, get func([]string, string) string, cell func([]string) string) bool {
	for _, r := range seeds {
		if failedIn(r, get, gates.GateG3) && cell(r) != "0" {
			return true
		}
	}
	return false
}

func failedIn(r []string, get func([]string, string) string, gate string) bool {
	return slices.Contains(strings.Split(get(r, "failed_gates"), ","), gate)
}

func mark(cell string, r []string, get func([]string, string) string, gate string) string {
	if cell != "" && failedIn(r, get, gate) {
		// G3 fails per seed when any class fails: mark only the class cells
		// that are non-zero.
		if gate == gates.GateG3 && cell == "0" {
			return cell
		}
		return cell + failMark
	}
	return cell
}

// RenderMutants writes the mutation-check table: mutant → verdict and
// failing gates.
func RenderMutants(w io.Writer, ms []gates.Mutant) error {
	var rows [][]string
	for _, m := range ms {
		res := m.Status
		if res == gates.MutantSurvived {
			res = "SURVIVED"
		}
		list := func(ids []string) string {
			if len(ids) == 0 {
				return "-"
			}
			return strings.Join(ids, ", ")
		}
		rows = append(rows, []string{m.Clause, m.Verdict, list(m.Failed), list(m.Beyond), m.Effect, res})
	}
	return texttab.Render(w, []string{"mutant (clause off)", "main arm", "failing gates", "beyond registered detector", "pooled effect", "result"}, rows)
}

// RenderSweep writes the threshold sweep: at each threshold, whether G2 and
// G4 hold and the numbers behind them, then the bands.
func RenderSweep(w io.Writer, sw *gates.Sweep) error {
	yes := func(b bool) string {
		if b {
			return "yes"
		}
		return "no"
	}
	var rows [][]string
	for _, p := range sw.Points {
		rows = append(rows, []string{fmt.Sprintf("%.2f", p.Threshold), fmt.Sprint(p.Candidates), F4(p.PooledPrecision),
			F4(p.MinValueRecall), F4(p.PooledValueRecall), yes(p.G2), fmt.Sprint(p.MaxClean), yes(p.G4)})
	}
	if err := texttab.Render(w, []string{"threshold", "candidates", "precision", "min value recall", "pooled value recall", "G2", "max clean", "G4"}, rows); err != nil {
		return err
	}
	bands := func(bs []gates.Band) string {
		if len(bs) == 0 {
			return "none"
		}
		s := make([]string, len(bs))
		for i, b := range bs {
			s[i] = b.String()
		}
		return strings.Join(s, ", ")
	}
	_, err := fmt.Fprintf(w, "G2 band %s; G4 band %s; overlap %s\n", bands(sw.G2Bands), bands(sw.G4Bands), bands(sw.Overlap))
	return err
}
