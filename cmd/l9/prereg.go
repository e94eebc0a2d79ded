package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"

	"l9/internal/texttab"
	"l9/prereg"
)

const defaultPrereg = "prereg/L9r.toml"

// cmdPrereg: l9 prereg freeze|verify|show [--file prereg/L9r.toml]
func cmdPrereg(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return usageErrorf("usage: l9 prereg freeze|verify|show [--file %s]", defaultPrereg)
	}
	sub := args[0]
	if sub == "-h" || sub == "--help" || sub == "help" {
		fmt.Fprintf(stdout, "usage: l9 prereg freeze|verify|show [--file %s]\n", defaultPrereg)
		return nil
	}
	fs := flag.NewFlagSet("l9 prereg "+sub, flag.ContinueOnError)
	fs.SetOutput(stderr)
	file := fs.String("file", defaultPrereg, "registration file")
	if err := fs.Parse(args[1:]); err != nil {
		return usageErrorf("%v", err)
	}
	if fs.NArg() > 0 {
		return usageErrorf("l9 prereg %s: unexpected argument %q", sub, fs.Arg(0))
	}
	switch sub {
	case "freeze":
		commit := gitCommit(ctx)
		l, err := prereg.Freeze(*file, time.Now(), commit)
		if err != nil {
			return inputError(err)
		}
		fmt.Fprintf(stdout, "frozen %s\nsha256 %s\nfrozen_at %s\ngit_commit %s\nlock %s\n", *file, l.SHA256, l.FrozenAt, l.GitCommit, prereg.LockPath(*file))
		return nil
	case "verify":
		_, l, err := prereg.Verify(*file)
		if err != nil {
			return preregError(err)
		}
		fmt.Fprintf(stdout, "ok %s sha256 %s frozen_at %s\n", *file, l.SHA256, l.FrozenAt)
		return nil
	case "show":
		r, l, err := prereg.Verify(*file)
		if err != nil {
			return preregError(err)
		}
		return showPrereg(stdout, r, l)
	}
	return usageErrorf("l9 prereg: unknown subcommand %q (want freeze, verify or show)", sub)
}

// gitCommit returns HEAD's commit id, or "" outside a git checkout.
func gitCommit(ctx context.Context) string {
	out, err := exec.CommandContext(ctx, "git", "rev-parse", "HEAD").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

func showPrereg(w io.Writer, r *prereg.Registration, l *prereg.Lock) error {
	fmt.Fprintf(w, "%s — %s\nregistered %s, frozen %s, sha256 %s\n\n", r.ID, r.Title, r.Registered, l.FrozenAt, l.SHA256)
	seeds := make([]string, len(r.Seeds))
	for i, s := range r.Seeds {
		seeds[i] = fmt.Sprint(s)
	}
	fmt.Fprintf(w, "seeds: %s\nfixture: %s\noperating threshold: %.2f\n\n", strings.Join(seeds, " "), r.Corpus.FixtureVersion, r.Detector.Threshold)
	var hrows [][]string
	for _, h := range r.Hypotheses {
		hrows = append(hrows, []string{h.ID, h.Text})
	}
	if err := texttab.Render(w, []string{"hypothesis", "text"}, hrows); err != nil {
		return err
	}
	g := r.Gates
	f := func(x float64) string { return fmt.Sprintf("%.2f", x) }
	rows := [][]string{
		{"G1", g.G1.Name, "precision per seed >= " + f(g.G1.MinPrecisionPerSeed) + "; FP total <= " + fmt.Sprint(g.G1.MaxFalsePositiveTotal) + "; pooled CP lower >= " + f(g.G1.MinPooledLowerBound)},
		{"D", g.D.Name, "direction accuracy >= " + f(g.D.MinDirectionAccuracy)},
		{"G2", g.G2.Name, "recall per seed >= " + f(g.G2.MinRecallPerSeed) + "; pooled >= " + f(g.G2.MinPooledRecall)},
		{"GN", g.GN.Name, "FP total <= " + fmt.Sprint(g.GN.MaxFalsePositiveTotal) + "; recall per seed >= " + f(g.GN.MinRecallPerSeed)},
		{"G3", g.G3.Name, "candidates per class per seed <= " + fmt.Sprint(g.G3.MaxCandidatesPerClassPerSeed) + " (" + strings.Join(g.G3.Classes, ", ") + ")"},
		{"G4", g.G4.Name, "candidates per seed <= " + fmt.Sprint(g.G4.MaxCandidatesPerSeed)},
		{"G5", g.G5.Name, "true positives per seed >= " + fmt.Sprint(g.G5.MinTruePositivesPerSeed)},
		{"G6", g.G6.Name, "survival per seed >= " + f(g.G6.MinSurvivalPerSeed) + "; merges per seed >= " + fmt.Sprint(g.G6.MinMergesPerSeed)},
		{"S", g.S.Name, fmt.Sprintf("%.2f..%.2f step %.2f; band overlap >= %.2f; threshold inside: %v", g.S.From, g.S.To, g.S.Step, g.S.MinBandOverlap, g.S.ThresholdInsideOverlap)},
	}
	fmt.Fprintln(w)
	if err := texttab.Render(w, []string{"gate", "name", "registered"}, rows); err != nil {
		return err
	}
	var arows [][]string
	for _, a := range r.Arms {
		reason := strings.Join(a.MustFail, " and ")
		if len(a.MustFailAny) > 0 {
			reason = strings.Join(a.MustFailAny, " or ")
		}
		arows = append(arows, []string{a.Name, a.Expected, reason})
	}
	fmt.Fprintln(w)
	if err := texttab.Render(w, []string{"arm", "expected", "must fail"}, arows); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nmutants: %s\nanalysis: %s over seeds; 0/0 = %.1f; %s at %.2f; exclusions: %s\nstopping rule: %s\n",
		strings.Join(r.Mutants.Clauses, ", "), r.Analysis.AggregatePerSeed, r.Analysis.ZeroOverZero,
		r.Analysis.ConfidenceInterval, r.Analysis.ConfidenceLevel, r.Analysis.Exclusions, r.Analysis.StoppingRule)
	return nil
}
