package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"l9/detector"
	"l9/gates"
	"l9/internal/texttab"
	"l9/memory"
)

const scoreUsage = `usage: l9 score --truth truth.jsonl (--candidates candidates.jsonl | --in memories.jsonl) [--threshold T] [--json]

Scores supersession candidates against labelled truth on ordered memory-id
pairs (expired, replacement): precision, recall, direction accuracy and
direction errors, TP/FP/FN, per-reason figures and one-sided 95%
Clopper-Pearson bounds. Truth lines are {"expired_id", "replacement_id",
"reason"}; every pair not in the truth is a negative. 0/0 is reported as
0.5 ("no evidence"), never 1.0. With --in, the registered detector runs on
the memories first.

flags:
`

// cmdScore implements "l9 score".
func cmdScore(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("score", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, scoreUsage); fs.PrintDefaults() }
	truthPath := fs.String("truth", "", "truth JSONL `file`, or - for stdin (required)")
	candPath := fs.String("candidates", "", "candidates JSONL `file` (from l9 detect), or - for stdin")
	in := fs.String("in", "", "memory JSONL `file` to run the detector on, or - for stdin")
	threshold := fs.Float64("threshold", detector.RegisteredThreshold, "detector threshold with --in")
	off := fs.String("off", "", "rule clauses to switch off with --in (comma-separated)")
	asJSON := fs.Bool("json", false, "print the scores as one JSON object")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return usageErrorf("l9 score: %v", err)
	}
	if fs.NArg() > 0 {
		return usageErrorf("l9 score: unexpected argument %q", fs.Arg(0))
	}
	if *truthPath == "" || (*candPath == "") == (*in == "") {
		fs.Usage()
		return usageErrorf("l9 score: need --truth and exactly one of --candidates or --in")
	}
	stdinUsers := 0
	for _, p := range []string{*truthPath, *candPath, *in} {
		if p == "-" {
			stdinUsers++
		}
	}
	if stdinUsers > 1 {
		return usageErrorf("l9 score: only one input can be stdin")
	}
	truth, err := scoreReadTruth(*truthPath, stdin)
	if err != nil {
		return err
	}
	var cands []detector.Candidate
	if *candPath != "" {
		if cands, err = scoreReadCandidates(*candPath, stdin); err != nil {
			return err
		}
	} else {
		cfg, err := detectConfig(*threshold, *off)
		if err != nil {
			return usageErrorf("l9 score: %v", err)
		}
		res, _, err := detectRun(ctx, *in, stdin, cfg)
		if err != nil {
			return err
		}
		cands = res.Candidates
		scoreWarnAbsent(stderr, truth, func(id string) bool {
			if _, ok := res.NamespaceOf[id]; ok {
				return true
			}
			// A facet unit id (m#f1) names memory m.
			if i := strings.LastIndex(id, "#f"); i > 0 {
				_, ok := res.NamespaceOf[id[:i]]
				return ok
			}
			return false
		}, "the memories of "+*in)
	}
	if *candPath != "" && len(cands) > 0 && len(truth) > 0 {
		seen := map[string]bool{}
		for _, c := range cands {
			seen[c.ExpiredID], seen[c.ReplacementID], seen[c.ExpiredMemoryID], seen[c.ReplacementMemoryID] = true, true, true, true
		}
		any := false
		for _, p := range truth {
			any = any || seen[p.ExpiredID] || seen[p.ReplacementID]
		}
		if !any {
			fmt.Fprintf(stderr, "l9: warning: no id of the %s appears in any of the %s: the truth and the candidates may be of different inputs (recall would be 0)\n",
				stPlural(len(truth), "truth pair", "truth pairs"), stPlural(len(cands), "candidate", "candidates"))
		}
	}
	s := gates.Score(cands, truth)
	if *asJSON {
		// Lists are [] when empty, never null.
		if s.FalsePositives == nil {
			s.FalsePositives = []gates.Pair{}
		}
		if s.Missed == nil {
			s.Missed = []gates.Pair{}
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(s)
	}
	return scoreTable(stdout, s)
}

func scoreOpen(path string, stdin io.Reader) (io.Reader, func(), string, error) {
	if path == "-" {
		return stdin, func() {}, "-", nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, "", inputError(err)
	}
	return f, func() { f.Close() }, path, nil
}

func scoreReadTruth(path string, stdin io.Reader) ([]gates.Pair, error) {
	r, done, name, err := scoreOpen(path, stdin)
	if err != nil {
		return nil, fmt.Errorf("open truth: %w", err)
	}
	defer done()
	truth, err := gates.ReadTruth(r, name)
	var el *memory.ErrorList
	if errors.As(err, &el) {
		return nil, inputError(err)
	}
	return truth, err
}

func scoreReadCandidates(path string, stdin io.Reader) ([]detector.Candidate, error) {
	r, done, name, err := scoreOpen(path, stdin)
	if err != nil {
		return nil, fmt.Errorf("open candidates: %w", err)
	}
	defer done()
	cands, err := detector.ReadCandidates(r, name)
	var el *memory.ErrorList
	if errors.As(err, &el) {
		return nil, inputError(err)
	}
	return cands, err
}

func scoreF4(x float64) string { return strconv.FormatFloat(x, 'f', 4, 64) }

func scoreTable(w io.Writer, s gates.Scores) error {
	frac := func(k, n int) string { return fmt.Sprintf("%d/%d", k, n) }
	// ratio prints a ratio, or "— (0/0)" when there is nothing to measure
	// (the harness counts 0/0 as 0.5; printed bare it reads like a figure).
	zero := false
	ratio := func(v float64, n int) string {
		if n == 0 {
			zero = true
			return "— (0/0)"
		}
		return scoreF4(v)
	}
	rows := [][]string{
		{"candidate pairs", strconv.Itoa(s.Candidates), ""},
		{"true pairs", strconv.Itoa(s.Truth), ""},
		{"TP / FP / FN", fmt.Sprintf("%d / %d / %d", s.TP, s.FP, s.FN), ""},
		{"precision (ordered)", ratio(s.Precision, s.TP+s.FP), fmt.Sprintf("%s; one-sided 95%% CP lower %s, upper %s", frac(s.TP, s.TP+s.FP), scoreF4(s.PrecisionLower), scoreF4(s.PrecisionUpper))},
		{"recall", ratio(s.Recall, s.Truth), fmt.Sprintf("%s; one-sided 95%% CP lower %s, upper %s", frac(s.TP, s.Truth), scoreF4(s.RecallLower), scoreF4(s.RecallUpper))},
		{"direction accuracy", ratio(s.DirectionAccuracy, s.DirectionMatched), frac(s.DirectionCorrect, s.DirectionMatched) + " candidates matching a true pair in either order"},
		{"direction errors", strconv.Itoa(s.DirectionErrors), "candidates whose reverse is a true pair"},
		{"reason mismatches", strconv.Itoa(s.ReasonMismatches), "true pairs proposed under another reason"},
	}
	for _, r := range []struct {
		name string
		rs   gates.ReasonScores
	}{{"value", s.Value}, {"negation", s.Negation}} {
		rows = append(rows,
			[]string{r.name + " precision", ratio(r.rs.Precision, r.rs.TP+r.rs.FP), fmt.Sprintf("%s (TP %d, FP %d)", frac(r.rs.TP, r.rs.TP+r.rs.FP), r.rs.TP, r.rs.FP)},
			[]string{r.name + " recall", ratio(r.rs.Recall, r.rs.Truth), fmt.Sprintf("%s (FN %d)", frac(r.rs.Truth-r.rs.FN, r.rs.Truth), r.rs.FN)})
	}
	if err := texttab.Render(w, []string{"metric", "value", "detail"}, rows); err != nil {
		return err
	}
	if zero {
		fmt.Fprintln(w, "— (0/0): nothing to measure (the harness's gates count 0/0 as 0.5, which fails)")
	}
	list := func(title string, ps []gates.Pair) {
		if len(ps) == 0 {
			return
		}
		fmt.Fprintf(w, "%s (%d):\n", title, len(ps))
		for i, p := range ps {
			if i == detectMaxListed {
				fmt.Fprintf(w, "  ... %d more (use --json for all)\n", len(ps)-detectMaxListed)
				break
			}
			fmt.Fprintf(w, "  %s -> %s (%s)\n", p.ExpiredID, p.ReplacementID, p.Reason)
		}
	}
	list("false positives", s.FalsePositives)
	list("missed", s.Missed)
	return nil
}

// scoreWarnAbsent warns, with the count, about truth pairs naming an id the
// input does not hold: they can only be missed, so recall over them is not
// a measurement of the detector.
func scoreWarnAbsent(w io.Writer, truth []gates.Pair, present func(string) bool, input string) {
	n := 0
	var first []string
	for _, p := range truth {
		bad := false
		for _, id := range []string{p.ExpiredID, p.ReplacementID} {
			if !present(id) {
				bad = true
				if len(first) < 3 {
					first = append(first, id)
				}
			}
		}
		if bad {
			n++
		}
	}
	if n > 0 {
		fmt.Fprintf(w, "l9: warning: %s of %d name ids absent from %s (e.g. %s): they count as missed; check that the truth file is for this input\n",
			stPlural(n, "truth pair", "truth pairs"), len(truth), input, strings.Join(first, ", "))
	}
}
