package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"l9/arms"
	"l9/corpus"
	"l9/internal/atomicfile"
	"l9/internal/texttab"
	"l9/memory"
)

const corpusUsage = `usage: l9 corpus --seed N [--fixture VERSION] [--arm NAME] --out DIR
       l9 corpus --overlap SEED,SEED,... [--fixture VERSION]

Generates the seeded L9 fixture of a fixture version (%s; default %s)
and writes, atomically, DIR/memories.jsonl (the memories, in insertion order),
DIR/truth.jsonl (the ordered true pairs on the transitive reduction, with
expected expires_at), DIR/labels.jsonl ({"id":…,"class":…} for every memory)
and DIR/facts.jsonl (the planned assertions the truth is derived from). --arm applies an arm
transform (%s). A summary table goes to stdout.

--overlap prints the pairwise (subject, attribute) key overlap between the
fixtures of the given seeds.

flags:
`

// cmdCorpus implements "l9 corpus".
func cmdCorpus(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("corpus", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seed := fs.String("seed", "", "generator seed (unsigned integer)")
	arm := fs.String("arm", arms.Main, "arm transform: "+strings.Join(arms.Names(), ", "))
	out := fs.String("out", "", "output directory (created if missing)")
	overlap := fs.String("overlap", "", "comma-separated seeds: print pairwise key overlap instead")
	version := fs.String("fixture", corpus.FixtureV1, "fixture version: "+strings.Join(corpus.Versions(), ", "))
	fs.Usage = func() {
		fmt.Fprintf(stderr, corpusUsage, strings.Join(corpus.Versions(), ", "), corpus.FixtureV1, strings.Join(arms.Names(), ", "))
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return usageErrorf("l9 corpus: %v", err)
	}
	if fs.NArg() > 0 {
		return usageErrorf("l9 corpus: unexpected argument %q", fs.Arg(0))
	}
	spec, err := corpus.SpecFor(*version)
	if err != nil {
		return usageErrorf("l9 corpus: --fixture: %v", err)
	}
	if *overlap != "" {
		if *seed != "" || *out != "" {
			return usageErrorf("l9 corpus: --overlap takes no --seed or --out")
		}
		return corpusOverlap(*overlap, spec, stdout)
	}
	if *seed == "" {
		return usageErrorf("l9 corpus: --seed is required")
	}
	if *out == "" {
		return usageErrorf("l9 corpus: --out is required")
	}
	n, err := strconv.ParseUint(*seed, 10, 64)
	if err != nil {
		return usageErrorf("l9 corpus: --seed %q: want an unsigned integer", *seed)
	}
	f, err := corpus.Generate(n, spec)
	if err != nil {
		return fmt.Errorf("l9 corpus: %w", err)
	}
	f, err = arms.Apply(*arm, f, n)
	if err != nil {
		return usageErrorf("l9 corpus: --arm: %v", err)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return inputError(fmt.Errorf("l9 corpus: %w", err))
	}
	files := []struct {
		name string
		fill func(io.Writer) error
	}{
		{"memories.jsonl", func(w io.Writer) error { return memory.WriteAll(w, f.Memories) }},
		{"truth.jsonl", func(w io.Writer) error { return corpus.WriteTruth(w, f.Truth) }},
		{"labels.jsonl", func(w io.Writer) error { return corpus.WriteLabels(w, f.Labels) }},
		{"facts.jsonl", func(w io.Writer) error { return corpus.WriteFacts(w, f.Facts) }},
	}
	for _, x := range files {
		if err := atomicfile.WriteFile(filepath.Join(*out, x.name), x.fill); err != nil {
			return fmt.Errorf("l9 corpus: %w", err)
		}
	}
	return corpusSummary(stdout, f, *arm)
}

func corpusSummary(w io.Writer, f corpus.Fixture, arm string) error {
	c := corpus.Count(f)
	fmt.Fprintf(w, "fixture %s seed %d arm %s: %d memories (%d explicit facets), %d value pairs, %d negation pairs\n",
		f.Version, f.Seed, arm, len(f.Memories), c.Facets, c.ValuePairs, c.NegationPairs)
	fmt.Fprintf(w, "chains %d: live %d, backfilled then live %d, four-version %d, compound %d, rephrased %d\n",
		c.Chains, c.LiveChains, c.MixedChains, c.FourVersion, c.CompoundChains, c.RephrasedChains)
	if f.Version != corpus.FixtureV1 {
		fmt.Fprintf(w, "fixture 2 chains %d: role %d, superlative %d, temporal value %d, count %d, change-verb negation %d (negations %d); unextractable intervening %d; reworded %d of %d value chains (%.2f); format_variant groups of fixture 2 %d\n",
			c.FamilyChains, c.RoleChains, c.SuperlativeChains, c.TemporalValueChains, c.CountChains, c.ChangeNegationChains,
			c.ChangeVerbNegations, c.UnextractableIntervening, c.RewordedChains, c.FamilyValueChains, c.RewordedFraction(), c.FormatVariantGroups2)
	}
	var rows [][]string
	for _, cl := range corpus.Classes() {
		rows = append(rows, []string{cl, strconv.Itoa(c.Memories[cl]), strconv.Itoa(c.Groups[cl])})
	}
	return texttab.Render(w, []string{"class", "memories", "groups"}, rows)
}

func corpusOverlap(list string, spec corpus.Spec, w io.Writer) error {
	var seeds []uint64
	for _, s := range strings.Split(list, ",") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return usageErrorf("l9 corpus: --overlap: %q is not an unsigned integer", s)
		}
		seeds = append(seeds, n)
	}
	if len(seeds) < 2 {
		return usageErrorf("l9 corpus: --overlap needs at least two seeds")
	}
	fs := make([]corpus.Fixture, len(seeds))
	for i, s := range seeds {
		f, err := corpus.Generate(s, spec)
		if err != nil {
			return fmt.Errorf("l9 corpus: %w", err)
		}
		fs[i] = f
	}
	var rows [][]string
	worst := 0.0
	for i := range fs {
		for j := i + 1; j < len(fs); j++ {
			o := corpus.Overlap(fs[i], fs[j])
			worst = max(worst, o)
			rows = append(rows, []string{
				strconv.FormatUint(seeds[i], 10), strconv.FormatUint(seeds[j], 10),
				strconv.Itoa(len(corpus.KeySet(fs[i]))), strconv.Itoa(len(corpus.KeySet(fs[j]))),
				fmt.Sprintf("%.4f", o), fmt.Sprintf("%.4f", corpus.ChainOverlap(fs[i], fs[j])),
			})
		}
	}
	if err := texttab.Render(w, []string{"seed_a", "seed_b", "keys_a", "keys_b", "overlap", "chain_overlap"}, rows); err != nil {
		return err
	}
	fmt.Fprintf(w, "max overlap %.4f (overlap = shared (subject, attribute) keys / smaller key set)\n", worst)
	return nil
}
