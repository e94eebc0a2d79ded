package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"l9/results"
)

// defaultLedger is the ledger of the default registration
// (results/results-<id>.tsv, the id being the registration file's name).
var defaultLedger = filepath.Join("results", "results-"+strings.TrimSuffix(filepath.Base(defaultPrereg), filepath.Ext(defaultPrereg))+".tsv")

// cmdReport: l9 report [--tsv FILE] [--all] [--verdict FILE]
//
// Re-renders the per-arm tables (gates × seeds, and real-text corpora) from
// a ledger: the latest configuration of the default registration's ledger by
// default; with --all every configuration of every registration's ledger in
// results/ (results-*.tsv, L9 and L9b side by side), or of the ledger named
// by --tsv. When a verdict.json for the same configuration sits beside the
// ledger (or is named with --verdict), the sweep, mutation check and Stage 2
// decision are printed too.
func cmdReport(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("l9 report", flag.ContinueOnError)
	fs.SetOutput(stderr)
	tsv := fs.String("tsv", "", "ledger to render (default "+defaultLedger+"; with --all, every results/results-*.tsv)")
	all := fs.Bool("all", false, "render every configuration, not only the latest")
	vpath := fs.String("verdict", "", "verdict.json to add the sweep and mutation check from (default: verdict.json beside the ledger, if it matches)")
	if err := fs.Parse(args); err != nil {
		return usageErrorf("%v", err)
	}
	if fs.NArg() > 0 {
		return usageErrorf("l9 report: unexpected argument %q", fs.Arg(0))
	}
	paths := []string{*tsv}
	switch {
	case *tsv != "":
	case *all:
		m, err := filepath.Glob(filepath.Join("results", "results-*.tsv"))
		if err != nil || len(m) == 0 {
			return inputError(fmt.Errorf("l9 report: no ledger (results/results-*.tsv) in this directory"))
		}
		sort.Strings(m)
		paths = m
	default:
		paths = []string{defaultLedger}
	}
	for i, p := range paths {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		if len(paths) > 1 {
			fmt.Fprintf(stdout, "#### %s\n\n", p)
		}
		if err := reportLedger(stdout, p, *all, *vpath); err != nil {
			return err
		}
	}
	return nil
}

// reportLedger renders one ledger (the latest configuration, or all).
func reportLedger(stdout io.Writer, tsv string, all bool, vpath string) error {
	if _, err := os.Stat(tsv); err != nil {
		return inputError(fmt.Errorf("l9 report: %w", err))
	}
	l, err := results.ReadFile(tsv)
	if err != nil {
		return inputError(err)
	}
	cfgs := l.Configs()
	if len(cfgs) == 0 {
		return inputError(fmt.Errorf("l9 report: %s has no rows", tsv))
	}
	if !all {
		cfgs = cfgs[len(cfgs)-1:]
	}
	var v *results.Verdict
	explicit := vpath != ""
	if !explicit {
		vpath = filepath.Join(filepath.Dir(tsv), "verdict.json")
	}
	if vv, err := results.ReadVerdictFile(vpath); err == nil {
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
				fmt.Fprintln(w, "(the main arm is itself NOT_SUPPORTED, so the mutation check is not evaluable: no mutant is called caught; the gates a mutant fails beyond the registered detector are what the check still shows)")
			}
		}
	}
	fmt.Fprintf(w, "\nstage2_enabled: %v\n", v.Stage2Enabled)
	for _, why := range v.Why {
		fmt.Fprintf(w, "  - %s\n", why)
	}
	return nil
}
