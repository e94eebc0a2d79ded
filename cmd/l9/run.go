package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"l9"
	"l9/prereg"
	"l9/results"
)

// newComponents builds the real pipeline components (a variable so tests
// can count or replace it).
var newComponents = l9.Default

// cmdRun: l9 run [--prereg prereg/L9r.toml] [--out results] [--root .] [--mutants=true] [--gate]
//
// Verifies the registration against its lock (exit 3 on any difference),
// runs every arm on every seed and on every registered real-text corpus, the
// sweep, G6 and the mutation check, appends the rows to DIR/results-<id>.tsv
// (a configuration already there must reproduce byte for byte; then nothing
// is appended), writes DIR/verdict.json, and prints the per-arm tables.
//
// Exit 0 when the experiment ran and its rows were recorded or reproduced,
// whatever the verdict (a NOT_SUPPORTED verdict is a result, not a failure);
// with --gate, exit 1 when the verdict does not enable Stage 2 (what CI
// calls). 2 on usage or input errors (including a reproducibility failure
// and a changed real-text corpus), 3 on a pre-registration failure.
func cmdRun(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("l9 run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	preg := fs.String("prereg", defaultPrereg, "frozen registration to run")
	out := fs.String("out", "results", "directory of the ledger (results-<id>.tsv) and verdict.json")
	mutants := fs.Bool("mutants", true, "run the mutation check (--mutants=false skips it; Stage 2 then stays off)")
	root := fs.String("root", ".", "directory the registration's real-text corpus paths are relative to (the repository root)")
	gate := fs.Bool("gate", false, "exit 1 unless the verdict enables Stage 2 (for CI)")
	if err := fs.Parse(args); err != nil {
		return usageErrorf("%v", err)
	}
	if fs.NArg() > 0 {
		return usageErrorf("l9 run: unexpected argument %q", fs.Arg(0))
	}
	reg, lock, err := prereg.Verify(*preg)
	if err != nil {
		return preregError(err)
	}
	comps, err := newComponents()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return inputError(err)
	}
	opt := l9.Options{Mutants: *mutants, Root: *root}
	if isTerminal(stderr) {
		opt.Progress = func(done, total int) { progressBar(stderr, done, total) }
	}
	o, err := l9.Run(ctx, reg, lock.SHA256, comps, opt)
	var fm *l9.FixtureMismatchError
	if errors.As(err, &fm) {
		return preregError(fmt.Errorf("%s: %w", *preg, err))
	}
	var rm *l9.RealTextMismatchError
	if errors.As(err, &rm) {
		return inputError(fmt.Errorf("%s: %w", *preg, err))
	}
	if err != nil {
		return err
	}
	rec, err := l9.Record(*out, o)
	if err != nil {
		var re *results.ReproError
		if errors.As(err, &re) {
			return inputError(err)
		}
		return err
	}

	fmt.Fprintf(stdout, "%s — %s\nprereg %s sha256 %s\ncode_id %s\nfixture %s\n\n", reg.ID, reg.Title, *preg, lock.SHA256, o.Config.CodeID, o.Config.Fixture)
	if err := results.Render(stdout, o.Header, o.Rows); err != nil {
		return err
	}
	if err := renderVerdict(stdout, o.Verdict); err != nil {
		return err
	}
	if rec.AlreadyRecorded {
		fmt.Fprintf(stdout, "\nledger %s: this configuration is already recorded and reproduced byte for byte; nothing appended\n", rec.LedgerPath)
	} else {
		fmt.Fprintf(stdout, "\nledger %s: %d rows appended\n", rec.LedgerPath, rec.Appended)
	}
	fmt.Fprintf(stdout, "verdict %s\n", rec.VerdictPath)
	return verdictExit(stdout, o.Verdict, *gate)
}

// verdictExit reports the verdict of a recorded run: nil (exit 0) whatever
// the verdict, unless gate is set and the verdict does not enable Stage 2
// (then a not-supported error: exit 1).
func verdictExit(stdout io.Writer, v *results.Verdict, gate bool) error {
	if !v.Stage2Enabled {
		msg := "Stage 2 may not be enabled: " + strings.Join(v.Why, "; ")
		if gate {
			return notSupportedError("%s", msg)
		}
		fmt.Fprintf(stdout, "verdict: NOT_SUPPORTED, recorded (`l9 run --gate` exits 1 on it)\n%s\n", msg)
		return nil
	}
	fmt.Fprintln(stdout, "Stage 2 may be enabled: main SUPPORTED, every control arm NOT_SUPPORTED for its registered reason, every mutant caught")
	return nil
}

// isTerminal reports whether w is a character device (a terminal), without
// golang.org/x/term.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progressBar redraws a one-line progress bar.
func progressBar(w io.Writer, done, total int) {
	const width = 30
	n := width * done / max(total, 1)
	fmt.Fprintf(w, "\r[%s%s] %d/%d seeds", strings.Repeat("#", n), strings.Repeat(".", width-n), done, total)
	if done == total {
		fmt.Fprint(w, "\r\033[K")
	}
}
