package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"

	"l9/internal/atomicfile"
	"l9/results"
)

// cmdPlot: l9 plot --out DIR [--tsv results/results-L9.tsv] [--verdict FILE]
//
// Draws, for the latest configuration of the ledger, per-seed precision and
// recall of every arm (precision.png/.svg, recall.png/.svg), and from the
// verdict the threshold sweep (sweep.png/.svg): pooled precision, the
// minimum and pooled value-path recall, and where G2 and G4 hold, with the
// operating threshold marked.
func cmdPlot(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("l9 plot", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "", "directory to write the plots to (required)")
	tsv := fs.String("tsv", defaultLedger, "ledger to plot")
	vpath := fs.String("verdict", "", "verdict.json with the sweep (default: verdict.json beside the ledger)")
	if err := fs.Parse(args); err != nil {
		return usageErrorf("%v", err)
	}
	if fs.NArg() > 0 {
		return usageErrorf("l9 plot: unexpected argument %q", fs.Arg(0))
	}
	if *out == "" {
		return usageErrorf("l9 plot: --out DIR is required")
	}
	if _, err := os.Stat(*tsv); err != nil {
		return inputError(fmt.Errorf("l9 plot: %w", err))
	}
	l, err := results.ReadFile(*tsv)
	if err != nil {
		return inputError(err)
	}
	cfgs := l.Configs()
	if len(cfgs) == 0 {
		return inputError(fmt.Errorf("l9 plot: %s has no rows", *tsv))
	}
	cfg := cfgs[len(cfgs)-1]
	rows := l.RowsOf(cfg)
	if *vpath == "" {
		*vpath = filepath.Join(filepath.Dir(*tsv), "verdict.json")
	}
	v, err := results.ReadVerdictFile(*vpath)
	switch {
	case errors.Is(err, os.ErrNotExist):
		fmt.Fprintf(stderr, "l9 plot: no %s: not drawing the sweep\n", *vpath)
		v = nil
	case err != nil:
		return inputError(err)
	case v.CodeID != cfg.CodeID || v.PreregSHA256 != cfg.PreregSHA256:
		fmt.Fprintf(stderr, "l9 plot: %s is for another configuration: not drawing the sweep\n", *vpath)
		v = nil
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return inputError(err)
	}
	var written []string
	for _, metric := range []string{"precision", "recall"} {
		p, err := seedPlot(l, rows, metric)
		if err != nil {
			return err
		}
		ws, err := savePlot(p, *out, metric)
		if err != nil {
			return err
		}
		written = append(written, ws...)
	}
	if v != nil && v.Sweep != nil {
		p, err := sweepPlot(v)
		if err != nil {
			return err
		}
		ws, err := savePlot(p, *out, "sweep")
		if err != nil {
			return err
		}
		written = append(written, ws...)
	}
	for _, w := range written {
		fmt.Fprintln(stdout, w)
	}
	return nil
}

// seedPlot draws metric per seed, one line per arm.
func seedPlot(l *results.Ledger, rows [][]string, metric string) (*plot.Plot, error) {
	ia, is, im := l.Col("arm"), l.Col("seed"), l.Col(metric)
	var arms, seeds []string
	vals := map[string]map[string]float64{}
	for _, r := range rows {
		if r[is] == results.Pooled {
			continue
		}
		a, s := r[ia], r[is]
		if !slices.Contains(arms, a) {
			arms = append(arms, a)
			vals[a] = map[string]float64{}
		}
		if !slices.Contains(seeds, s) {
			seeds = append(seeds, s)
		}
		x, err := strconv.ParseFloat(r[im], 64)
		if err != nil {
			return nil, fmt.Errorf("plot: %s %q: %w", metric, r[im], err)
		}
		vals[a][s] = x
	}
	p := plot.New()
	p.Title.Text = metric + " per seed (" + rows[0][0] + ")"
	p.X.Label.Text = "seed"
	p.Y.Label.Text = metric
	p.Y.Min, p.Y.Max = 0, 1.05
	p.Legend.Top = false
	var lines []any
	for _, a := range arms {
		var xys plotter.XYs
		for i, s := range seeds {
			if y, ok := vals[a][s]; ok {
				xys = append(xys, plotter.XY{X: float64(i), Y: y})
			}
		}
		lines = append(lines, a, xys)
	}
	if err := plotutil.AddLinePoints(p, lines...); err != nil {
		return nil, fmt.Errorf("plot: %w", err)
	}
	p.NominalX(seeds...)
	return p, nil
}

// sweepPlot draws the threshold sweep of the verdict.
func sweepPlot(v *results.Verdict) (*plot.Plot, error) {
	sw := v.Sweep
	var prec, minRec, poolRec, g2, g4 plotter.XYs
	step := func(b bool) float64 {
		if b {
			return 1
		}
		return 0
	}
	for _, pt := range sw.Points {
		t := pt.Threshold
		prec = append(prec, plotter.XY{X: t, Y: pt.PooledPrecision})
		minRec = append(minRec, plotter.XY{X: t, Y: pt.MinValueRecall})
		poolRec = append(poolRec, plotter.XY{X: t, Y: pt.PooledValueRecall})
		g2 = append(g2, plotter.XY{X: t, Y: 1.02 * step(pt.G2)})
		g4 = append(g4, plotter.XY{X: t, Y: 1.04 * step(pt.G4)})
	}
	p := plot.New()
	p.Title.Text = "threshold sweep (" + v.Registration + ")"
	p.X.Label.Text = "detector threshold"
	p.Y.Label.Text = "rate (G2/G4 lines: 1 where the gate holds)"
	p.X.Min, p.X.Max = 0, 1
	p.Y.Min, p.Y.Max = 0, 1.1
	p.Legend.Top, p.Legend.Left = false, true
	if err := plotutil.AddLinePoints(p, "pooled precision", prec, "min value recall", minRec, "pooled value recall", poolRec,
		"G2 holds", g2, "G4 holds", g4); err != nil {
		return nil, fmt.Errorf("plot: %w", err)
	}
	for _, a := range v.Arms {
		if a.Name != "main" {
			continue
		}
		ln, err := plotter.NewLine(plotter.XYs{{X: a.Threshold, Y: 0}, {X: a.Threshold, Y: 1.1}})
		if err != nil {
			return nil, err
		}
		ln.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
		p.Add(ln)
		p.Legend.Add(fmt.Sprintf("operating threshold %.2f", a.Threshold), ln)
	}
	return p, nil
}

// savePlot writes p as name.png and name.svg in dir, atomically.
func savePlot(p *plot.Plot, dir, name string) ([]string, error) {
	var out []string
	for _, format := range []string{"png", "svg"} {
		wt, err := p.WriterTo(8*vg.Inch, 5*vg.Inch, format)
		if err != nil {
			return nil, fmt.Errorf("plot %s: %w", name, err)
		}
		path := filepath.Join(dir, name+"."+format)
		if err := atomicfile.WriteFile(path, func(w io.Writer) error {
			_, err := wt.WriteTo(w)
			return err
		}); err != nil {
			return nil, err
		}
		out = append(out, path)
	}
	return out, nil
}
