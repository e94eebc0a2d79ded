package ablate

import (
	"bufio"
	"io"
	"strconv"
	"strings"
)

// NA is written for a figure that does not exist: a ratio of 0/0 (no
// candidates, no truth), a difference involving one, or candidates touching
// labelled memories in a corpus without labels.
const NA = "NA"

// Column suffixes of the ablation table, one group per corpus.
var ablationColumns = []string{"tp_delta", "fp_delta", "recall_delta", "precision_delta", "neg_delta"}

// WriteTSV writes the ablation table: a header, then the row "all" with the
// baseline figures (tp, fp, recall, precision, neg under the *_delta
// columns), then one row per rule with the change when that rule alone is
// switched off (off minus baseline: a rule whose removal loses true
// positives has a negative tp_delta). Per corpus the columns are
// CORPUS:tp_delta, CORPUS:fp_delta, CORPUS:recall_delta,
// CORPUS:precision_delta, CORPUS:neg_delta; units is pooled over the
// corpora.
func (r *Report) WriteTSV(w io.Writer) error {
	bw := bufio.NewWriter(w)
	head := []string{"rule", "units"}
	for _, c := range r.Corpora {
		for _, col := range ablationColumns {
			head = append(head, c+":"+col)
		}
	}
	writeRow(bw, head)
	units := 0
	for _, f := range r.Baseline {
		units += f.Units
	}
	row := []string{AllRow, strconv.Itoa(units)}
	for _, f := range r.Baseline {
		rec, rok := f.Recall()
		prec, pok := f.Precision()
		row = append(row, strconv.Itoa(f.TP), strconv.Itoa(f.FP), fmtRatio(rec, rok), fmtRatio(prec, pok), fmtNeg(f.Neg))
	}
	writeRow(bw, row)
	for _, rr := range r.Rows {
		row := []string{rr.Rule, strconv.Itoa(rr.Units)}
		for c, off := range rr.Off {
			base := r.Baseline[c]
			row = append(row,
				fmtDelta(off.TP-base.TP), fmtDelta(off.FP-base.FP),
				ratioDelta(off.Recall, base.Recall), ratioDelta(off.Precision, base.Precision),
				negDelta(off.Neg, base.Neg))
		}
		writeRow(bw, row)
	}
	return bw.Flush()
}

// WriteTSV writes the calibration table: per rule its units, the pooled
// TP and FP unit counts, the precision TP/(TP+FP) and its one-sided 95%
// Clopper–Pearson lower bound (NA when no unit of the rule is in any
// candidate), then CORPUS:tp and CORPUS:fp per corpus.
func (c *Calibration) WriteTSV(w io.Writer) error {
	bw := bufio.NewWriter(w)
	head := []string{"rule", "stage", "units", "tp", "fp", "precision", "precision_lower95"}
	for _, n := range c.Corpora {
		head = append(head, n+":tp", n+":fp")
	}
	writeRow(bw, head)
	for _, r := range c.Rows {
		tp, fp := r.Pooled()
		p, lo, ok := Precision(tp, fp)
		row := []string{r.Rule, r.Stage, strconv.Itoa(r.Units), strconv.Itoa(tp), strconv.Itoa(fp), fmtRatio(p, ok), fmtRatio(lo, ok)}
		for i := range r.TP {
			row = append(row, strconv.Itoa(r.TP[i]), strconv.Itoa(r.FP[i]))
		}
		writeRow(bw, row)
	}
	return bw.Flush()
}

func writeRow(w *bufio.Writer, cells []string) {
	for i, c := range cells {
		if i > 0 {
			w.WriteByte('\t')
		}
		w.WriteString(strings.NewReplacer("\t", " ", "\n", " ", "\r", " ").Replace(c))
	}
	w.WriteByte('\n')
}

func fmtRatio(x float64, ok bool) string {
	if !ok {
		return NA
	}
	return strconv.FormatFloat(x, 'f', 4, 64)
}

func fmtDelta(d int) string {
	if d > 0 {
		return "+" + strconv.Itoa(d)
	}
	return strconv.Itoa(d)
}

func ratioDelta(off, base func() (float64, bool)) string {
	a, aok := off()
	b, bok := base()
	if !aok || !bok {
		return NA
	}
	s := strconv.FormatFloat(a-b, 'f', 4, 64)
	switch {
	case s == "-0.0000", s == "0.0000":
		return "0.0000"
	case s[0] != '-':
		return "+" + s
	}
	return s
}

func fmtNeg(n int) string {
	if n < 0 {
		return NA
	}
	return strconv.Itoa(n)
}

func negDelta(off, base int) string {
	if off < 0 || base < 0 {
		return NA
	}
	return fmtDelta(off - base)
}
