// Package ablate measures the extractor rule by rule (issue 10): for every
// rule, the whole pipeline — extraction with that one rule switched off, the
// Stage 1 detector at its configuration, scoring against labelled truth — is
// run on every corpus, and the change against the baseline (every rule on)
// is reported. A rule that moves no development corpus is a candidate for
// deletion; a rule that moves only the synthetic fixture is fitted to it.
//
// Calibrate is the other half: per rule, the precision of its units among
// the detector's candidates (units of that rule in a true vs a false
// candidate pair), the figure a rule's base confidence should come from.
//
// Both are deterministic: rules (or corpora) run in parallel, each result is
// written at its own index, and nothing iterates a map into output.
package ablate

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"

	"l9/detector"
	"l9/gates"
	"l9/internal/stage1"
	"l9/memory"
	"l9/svo"
)

// Rule is one extraction rule that can be switched off (svo.Rules()).
type Rule struct {
	ID, Stage string
}

// Extractor extracts the comparable units of a whole input; it must be safe
// for concurrent use and must not modify ms. *svo.Extractor is one.
type Extractor interface {
	All(ms []memory.Memory) []svo.Unit
}

// Factory returns an extractor with the given rule ids switched off (nil:
// every rule on): svo.NewWith(svo.Options{Off: off}).
type Factory func(off []string) (Extractor, error)

// Corpus is one labelled corpus.
type Corpus struct {
	Name     string
	Memories []memory.Memory
	Truth    []gates.Pair
	// Labelled holds the ids of memories that must never appear in a
	// candidate pair (labels.jsonl); nil when the corpus has no labels.
	Labelled map[string]bool
}

// Figures is one detection on one corpus, scored.
type Figures struct {
	Units      int `json:"units"`      // units extracted
	Candidates int `json:"candidates"` // distinct candidate memory pairs
	Truth      int `json:"truth"`      // true pairs
	TP         int `json:"tp"`
	FP         int `json:"fp"`
	// Neg counts distinct candidate memory pairs touching a labelled
	// memory (either member); -1 when the corpus has no labels.
	Neg int `json:"neg"`
}

// Recall is TP/Truth; ok is false for 0/0.
func (f Figures) Recall() (float64, bool) { return ratio(f.TP, f.Truth) }

// Precision is TP/(TP+FP); ok is false for 0/0 (no candidates).
func (f Figures) Precision() (float64, bool) { return ratio(f.TP, f.TP+f.FP) }

func ratio(k, n int) (float64, bool) {
	if n == 0 {
		return 0, false
	}
	return float64(k) / float64(n), true
}

// Row is one rule's ablation: its units with every rule on (pooled over the
// corpora) and, per corpus, the figures with the rule switched off.
type Row struct {
	Rule  string    `json:"rule"`
	Stage string    `json:"stage"`
	Units int       `json:"units"`
	Off   []Figures `json:"off"` // one per corpus, in corpus order
}

// RuleCount is a rule id found on extracted units with its number of units.
type RuleCount struct {
	Rule  string `json:"rule"`
	Units int    `json:"units"`
}

// Report is an ablation.
type Report struct {
	Corpora  []string        `json:"corpora"`
	Config   detector.Config `json:"-"`
	Baseline []Figures       `json:"baseline"` // every rule on, per corpus
	Rows     []Row           `json:"rows"`     // one per rule, in the order given
	// Unlisted are rule ids carried by baseline units that the rule list
	// does not name (sorted; "" for units without a rule id): such units
	// cannot be ablated.
	Unlisted []RuleCount `json:"unlisted"`
}

// Workers is the default parallelism: every core.
func Workers() int { return runtime.GOMAXPROCS(0) }

// Ablate runs the baseline and one ablation per rule over every corpus with
// the detector at cfg, on up to workers goroutines (<= 0: Workers()).
func Ablate(ctx context.Context, rules []Rule, newEx Factory, corpora []Corpus, cfg detector.Config, workers int) (*Report, error) {
	if err := checkRules(rules); err != nil {
		return nil, err
	}
	type job struct {
		figs  []Figures
		units [][]svo.Unit // baseline only
	}
	jobs := make([]job, len(rules)+1)
	err := parallel(ctx, len(jobs), workers, func(i int) error {
		var off []string
		if i > 0 {
			off = []string{rules[i-1].ID}
		}
		ex, err := newEx(off)
		if err != nil {
			if i == 0 {
				return fmt.Errorf("extractor with every rule on: %w", err)
			}
			return fmt.Errorf("extractor without rule %s: %w", rules[i-1].ID, err)
		}
		j := &jobs[i]
		for c := range corpora {
			res, units, err := detect(ctx, ex, &corpora[c], cfg)
			if err != nil {
				return fmt.Errorf("corpus %s: %w", corpora[c].Name, err)
			}
			j.figs = append(j.figs, figures(&corpora[c], res, len(units)))
			if i == 0 {
				j.units = append(j.units, units)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	r := &Report{Config: cfg, Baseline: jobs[0].figs}
	for _, c := range corpora {
		r.Corpora = append(r.Corpora, c.Name)
	}
	counts, unlisted := ruleUnits(rules, jobs[0].units)
	r.Unlisted = unlisted
	for i, ru := range rules {
		r.Rows = append(r.Rows, Row{Rule: ru.ID, Stage: ru.Stage, Units: counts[i], Off: jobs[i+1].figs})
	}
	return r, nil
}

func checkRules(rules []Rule) error {
	seen := make(map[string]bool, len(rules))
	for _, r := range rules {
		switch {
		case r.ID == "":
			return fmt.Errorf("a rule without an id")
		case r.ID == AllRow:
			return fmt.Errorf("rule id %q is reserved for the baseline row", r.ID)
		case strings.ContainsAny(r.ID, "\t\n\r"):
			return fmt.Errorf("rule id %q contains a tab or a newline", r.ID)
		case seen[r.ID]:
			return fmt.Errorf("duplicate rule id %q", r.ID)
		}
		seen[r.ID] = true
	}
	return nil
}

// AllRow names the baseline row of the ablation table.
const AllRow = "all"

// detect extracts and detects one corpus namespace by namespace, as l9
// detect does, and returns the detection and the units.
func detect(ctx context.Context, ex Extractor, c *Corpus, cfg detector.Config) (stage1.Result, []svo.Unit, error) {
	var units []svo.Unit
	res, err := stage1.ByNamespace(ctx, c.Memories, func(ctx context.Context, ms []memory.Memory) (detector.Result, error) {
		us := ex.All(ms)
		units = append(units, us...)
		return detector.Detect(us, cfg), nil
	})
	return res, units, err
}

// figures scores one detection.
func figures(c *Corpus, res stage1.Result, units int) Figures {
	s := gates.Score(res.Candidates, c.Truth)
	f := Figures{Units: units, Candidates: s.Candidates, Truth: s.Truth, TP: s.TP, FP: s.FP, Neg: -1}
	if c.Labelled != nil {
		f.Neg = negatives(res.Candidates, c.Labelled)
	}
	return f
}

// negatives counts distinct candidate memory pairs touching a labelled
// memory, as the registered real-text gates count them.
func negatives(cands []detector.Candidate, labelled map[string]bool) int {
	type pair struct{ a, b string }
	seen := map[pair]bool{}
	n := 0
	for i := range cands {
		p := pair{cands[i].ExpiredMemoryID, cands[i].ReplacementMemoryID}
		if seen[p] {
			continue
		}
		seen[p] = true
		if labelled[p.a] || labelled[p.b] {
			n++
		}
	}
	return n
}

// ruleUnits counts the units of each rule (same order as rules) and the
// units whose rule id is not listed.
func ruleUnits(rules []Rule, units [][]svo.Unit) ([]int, []RuleCount) {
	idx := make(map[string]int, len(rules))
	for i, r := range rules {
		idx[r.ID] = i
	}
	counts := make([]int, len(rules))
	other := map[string]int{}
	for _, us := range units {
		for i := range us {
			if k, ok := idx[us[i].Rule]; ok {
				counts[k]++
			} else {
				other[us[i].Rule]++
			}
		}
	}
	var unlisted []RuleCount
	for id, n := range other {
		unlisted = append(unlisted, RuleCount{Rule: id, Units: n})
	}
	slices.SortFunc(unlisted, func(a, b RuleCount) int { return strings.Compare(a.Rule, b.Rule) })
	return counts, unlisted
}

// parallel runs fn(0..n-1) on up to workers goroutines and returns the
// error of the lowest index that failed (so the error, too, does not depend
// on scheduling). It stops handing out work once ctx is done or a job
// failed.
func parallel(ctx context.Context, n, workers int, fn func(i int) error) error {
	if workers <= 0 {
		workers = Workers()
	}
	workers = max(1, min(workers, n))
	errs := make([]error, n)
	next := make(chan int)
	var (
		wg     sync.WaitGroup
		mu     sync.Mutex
		failed bool
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if err := fn(i); err != nil {
					errs[i] = err
					mu.Lock()
					failed = true
					mu.Unlock()
				}
			}
		}()
	}
feed:
	for i := range n {
		mu.Lock()
		stop := failed
		mu.Unlock()
		if stop {
			break
		}
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return ctx.Err()
}
