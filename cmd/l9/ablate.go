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
	"strings"

	"l9/detector"
	"l9/internal/ablate"
	"l9/internal/atomicfile"
	"l9/internal/outpath"
	"l9/prereg"
	"l9/svo"
)

const ablateUsage = `usage: l9 ablate --in memories.jsonl --truth truth.jsonl [--labels labels.jsonl] [--in … --truth … [--labels …]]… [--calibrate] [--out FILE]
       l9 ablate --dir CORPUS_DIR [--dir …]… (memories.jsonl, truth.jsonl and, if present, labels.jsonl of each)

Measures the extractor rule by rule. For every rule of svo (l9 extract
--rules lists them) it extracts every corpus with that one rule switched
off, runs the registered detector, scores against the truth and prints one
TSV row: rule, units (the rule's units with every rule on, all corpora),
then per corpus CORPUS:tp_delta, :fp_delta, :recall_delta,
:precision_delta and :neg_delta (candidate pairs touching a labelled
memory; NA without --labels) — the change when that rule alone is off. The
first row, "all", holds the baseline figures (every rule on). NA marks a
0/0 ratio or a difference involving one.

--calibrate prints instead, per rule, its measured precision: units of the
rule that are part of a true vs a false candidate pair (detector at
threshold 0, so that a rule's current confidence does not hide it), pooled
and per corpus, with the one-sided 95% Clopper-Pearson lower bound — the
table a rule's base confidence should come from.

Each --truth and --labels belongs to the --in before it. Registered
real-text gates (any file whose sha256 a registration under --prereg names)
are refused: they are scored only by l9 run.

flags:
`

// ablateSpec is one corpus on the command line.
type ablateSpec struct{ in, truth, labels string }

// ablateFlags collects --in/--truth/--labels/--dir in command-line order.
type ablateFlags struct {
	specs []ablateSpec
	err   error
}

func (a *ablateFlags) fail(format string, args ...any) error {
	err := fmt.Errorf(format, args...)
	if a.err == nil {
		a.err = err
	}
	return err
}

type ablateFlag struct {
	a    *ablateFlags
	kind string
}

func (f ablateFlag) String() string { return "" }

func (f ablateFlag) Set(v string) error {
	a := f.a
	if v == "" {
		return a.fail("--%s: empty path", f.kind)
	}
	last := func() (*ablateSpec, error) {
		if len(a.specs) == 0 {
			return nil, a.fail("--%s %s: comes before any --in (each --%s belongs to the --in before it)", f.kind, v, f.kind)
		}
		return &a.specs[len(a.specs)-1], nil
	}
	switch f.kind {
	case "in":
		if v == "-" {
			return a.fail("--in -: stdin is not supported (each corpus is read once, then extracted once per rule)")
		}
		a.specs = append(a.specs, ablateSpec{in: v})
	case "dir":
		s := ablateSpec{in: filepath.Join(v, "memories.jsonl"), truth: filepath.Join(v, "truth.jsonl")}
		if _, err := os.Stat(filepath.Join(v, "labels.jsonl")); err == nil {
			s.labels = filepath.Join(v, "labels.jsonl")
		}
		a.specs = append(a.specs, s)
	case "truth", "labels":
		s, err := last()
		if err != nil {
			return err
		}
		p := &s.truth
		if f.kind == "labels" {
			p = &s.labels
		}
		if *p != "" {
			return a.fail("--%s %s: the corpus %s already has --%s %s", f.kind, v, s.in, f.kind, *p)
		}
		*p = v
	}
	return nil
}

// cmdAblate implements "l9 ablate".
func cmdAblate(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("ablate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, ablateUsage); fs.PrintDefaults() }
	var specs ablateFlags
	fs.Var(ablateFlag{&specs, "in"}, "in", "memory JSONL `file` of a corpus (repeatable; starts a corpus)")
	fs.Var(ablateFlag{&specs, "truth"}, "truth", "truth JSONL `file` of the corpus of the preceding --in (required per corpus)")
	fs.Var(ablateFlag{&specs, "labels"}, "labels", "labels JSONL `file` of the corpus of the preceding --in: memories that must never be in a candidate pair (optional)")
	fs.Var(ablateFlag{&specs, "dir"}, "dir", "corpus `directory` holding memories.jsonl, truth.jsonl [, labels.jsonl] (repeatable)")
	calibrate := fs.Bool("calibrate", false, "print the per-rule precision table instead of the ablation")
	out := fs.String("out", "-", "output `file`, or - for stdout (written atomically)")
	preregDir := fs.String("prereg", "prereg", "`directory` of registrations whose real-text corpora are refused (skipped if it does not exist)")
	workers := fs.Int("workers", 0, "rules run at once (0: every core); the output does not depend on it")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return usageErrorf("l9 ablate: %v", err)
	}
	if fs.NArg() > 0 {
		return usageErrorf("l9 ablate: unexpected argument %q", fs.Arg(0))
	}
	if specs.err != nil {
		return usageErrorf("l9 ablate: %v", specs.err)
	}
	if len(specs.specs) == 0 {
		fs.Usage()
		return usageErrorf("l9 ablate: need at least one corpus (--in … --truth …, or --dir)")
	}
	var inputs []string
	for _, s := range specs.specs {
		if s.truth == "" {
			return usageErrorf("l9 ablate: --in %s has no --truth", s.in)
		}
		inputs = append(inputs, s.in, s.truth)
		if s.labels != "" {
			inputs = append(inputs, s.labels)
		}
	}
	if err := outpath.Check(*out, "", inputs...); err != nil {
		return inputError(fmt.Errorf("l9 ablate: %w", err))
	}
	if err := ablateRefuseRegistered(*preregDir, specs.specs); err != nil {
		return inputError(fmt.Errorf("l9 ablate: %w", err))
	}
	names := make([]string, len(specs.specs))
	for i, s := range specs.specs {
		names[i] = ablate.Name(s.in)
	}
	names = ablate.UniqueNames(names)
	var corpora []ablate.Corpus
	for i, s := range specs.specs {
		c, err := ablate.Load(names[i], s.in, s.truth, s.labels)
		if err != nil {
			if ablate.IsInputError(err) {
				return inputError(fmt.Errorf("l9 ablate: %w", err))
			}
			return fmt.Errorf("l9 ablate: %w", err)
		}
		corpora = append(corpora, c)
	}
	var rules []ablate.Rule
	for _, r := range svo.Rules() {
		rules = append(rules, ablate.Rule{ID: r.ID, Stage: r.Stage})
	}
	factory := func(off []string) (ablate.Extractor, error) {
		return svo.NewWith(svo.Options{Off: off})
	}
	cfg := detector.DefaultConfig()
	var (
		write    func(io.Writer) error
		unlisted []ablate.RuleCount
	)
	if *calibrate {
		c, err := ablate.Calibrate(ctx, rules, factory, corpora, cfg, *workers)
		if err != nil {
			return fmt.Errorf("l9 ablate: %w", err)
		}
		write, unlisted = c.WriteTSV, c.Unlisted
	} else {
		r, err := ablate.Ablate(ctx, rules, factory, corpora, cfg, *workers)
		if err != nil {
			return fmt.Errorf("l9 ablate: %w", err)
		}
		write, unlisted = r.WriteTSV, r.Unlisted
	}
	if *out == "-" {
		if err := write(stdout); err != nil {
			return fmt.Errorf("l9 ablate: write: %w", err)
		}
	} else if err := atomicfile.WriteFile(*out, write); err != nil {
		return fmt.Errorf("l9 ablate: %w", err)
	}
	for _, c := range corpora {
		labels := "no labels"
		if c.Labelled != nil {
			labels = fmt.Sprintf("%d labelled", len(c.Labelled))
		}
		fmt.Fprintf(stderr, "l9 ablate: corpus %s: %d memories, %d true pairs, %s\n", c.Name, len(c.Memories), len(c.Truth), labels)
	}
	what := "ablation"
	if *calibrate {
		what = "calibration (detector at threshold 0)"
	}
	fmt.Fprintf(stderr, "l9 ablate: %s over %d rules, registered detector config (threshold %.2f)\n", what, len(rules), cfg.Threshold)
	for _, u := range unlisted {
		id := u.Rule
		if id == "" {
			id = "(no rule id)"
		}
		fmt.Fprintf(stderr, "l9 ablate: warning: %d units carry rule %s, which svo.Rules() does not list: they cannot be switched off\n", u.Units, id)
	}
	return nil
}

// ablateRefuseRegistered refuses any corpus file whose bytes a
// registration under dir names as a real-text gate: those are scored as
// wholes, once, by l9 run — never studied rule by rule.
func ablateRefuseRegistered(dir string, specs []ablateSpec) error {
	regs, err := filepath.Glob(filepath.Join(dir, "*.toml"))
	if err != nil {
		return err
	}
	slices.Sort(regs)
	type gate struct{ reg, id, file string }
	byHash := map[string]gate{}
	for _, p := range regs {
		b, err := os.ReadFile(p)
		if err != nil {
			return fmt.Errorf("registration %s: %w", p, err)
		}
		r, err := prereg.Parse(b, p)
		if err != nil {
			return fmt.Errorf("registration %s: %w (fix it or point --prereg elsewhere)", p, err)
		}
		for _, c := range r.RealText.Corpora {
			for _, f := range [][2]string{{"memories", c.MemoriesSHA256}, {"truth", c.TruthSHA256}, {"labels", c.LabelsSHA256}} {
				if h := strings.ToLower(f[1]); h != "" {
					if _, dup := byHash[h]; !dup {
						byHash[h] = gate{r.ID, c.ID, f[0]}
					}
				}
			}
		}
	}
	if len(byHash) == 0 {
		return nil
	}
	for _, s := range specs {
		for _, p := range []string{s.in, s.truth, s.labels} {
			if p == "" {
				continue
			}
			b, err := os.ReadFile(p)
			if err != nil {
				if errors.Is(err, os.ErrNotExist) {
					continue // Load reports it
				}
				return err
			}
			if g, ok := byHash[prereg.Hash(b)]; ok {
				return fmt.Errorf("%s is the %s file of real-text gate %s registered in %s: registered gates are scored only as wholes by l9 run, never ablated or calibrated on", p, g.file, g.id, g.reg)
			}
		}
	}
	return nil
}
