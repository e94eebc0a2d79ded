package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"l9/results"
)

const defaultLedger = "results/results-L9.tsv"

// cmdReport: l9 report [--tsv results/results-L9.tsv] [--all] [--verdict FILE]
//
// Re-renders the per-arm tables (gates × seeds) from the ledger: the latest
// configuration by default, every configuration with --all. When a
// verdict.json for the same configuration sits beside the ledger (or is named
// with --verdict), the sweep, mutation check and Stage 2 decision are printed
// too.
func cmdReport(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("l9 report", flag.ContinueOnError)
	fs.SetOutput(stderr)
	tsv := fs.String("tsv", defaultLedger, "ledger to render")
	all := fs.Bool("all", false, "render every configuration in the ledger, not only the latest")
	vpath := fs.String("verdict", "", "verdict.json to add the sweep and mutation check from (default: verdict.json beside the ledger, if it matches)")
	if err := fs.Parse(args); err != nil {
		return usageErrorf("%v", err)
	}
	if fs.NArg() > 0 {
		return usageErrorf("l9 report: unexpected argument %q", fs.Arg(0))
	}
	if _, err := os.Stat(*tsv); err != nil {
		return inputError(fmt.Errorf("l9 report: %w", err))
	}
	l, err := results.ReadFile(*tsv)
	if err != nil {
		return inputError(err)
	}
	cfgs := l.Configs()
	if len(cfgs) == 0 {
		return inputError(fmt.Errorf("l9 report: %s has no rows", *tsv))
	}
	if !*all {
		cfgs = cfgs[len(cfgs)-1:]
	}
	var v *results.Verdict
	explicit := *vpath != ""
	if !explicit {
		*vpath = filepath.Join(filepath.Dir(*tsv), "verdict.json")
	}
	if vv, err := results.ReadVerdictFile(*vpath); err == nil {
		v = vv
	} else if explicit || !errors.Is(err, os.ErrNotExist) {
		return inputError(err)
	}
	for i, c := range cfgs {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		fmt.Fprintf(stdout, "== %s\n\n", c)
		if err := results.Render(stdout, l.Header, l.RowsOf(c)); err != nil {
			return err
		}
		if v != nil && v.PreregSHA256 == c.PreregSHA256 && v.CodeID == c.CodeID && v.Fixture == c.Fixture {
			if err := renderVerdict(stdout, v); err != nil {
				return err
			}
		}
	}
	return nil
}

// renderVerdict prints the sweep, the mutation check and the Stage 2
// decision of a verdict.
func renderVerdict(w io.Writer, v *results.Verdict) error {
	if v.Sweep != nil {
		fmt.Fprintln(w)
		if err := results.RenderSweep(w, v.Sweep); err != nil {
			return err
		}
	}
	if v.MutationCheck.Run {
		fmt.Fprintln(w)
		if err := results.RenderMutants(w, v.MutationCheck.Mutants); err != nil {
			return err
		}
		for _, a := range v.Arms {
			if a.Name == "main" && a.Got != "SUPPORTED" {
				fmt.Fprintln(w, "(the main arm is itself NOT_SUPPORTED, so every mutant is caught vacuously; the gates a mutant fails beyond the registered detector are what the check still shows)")
			}
		}
	}
	fmt.Fprintf(w, "\nstage2_enabled: %v\n", v.Stage2Enabled)
	for _, why := range v.Why {
		fmt.Fprintf(w, "  - %s\n", why)
	}
	return nil
}
