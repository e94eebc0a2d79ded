package ablate

import (
	"context"
	"fmt"
	"strings"

	"l9/detector"
	"l9/gates"
	"l9/svo"
)

// CalRow is one rule's measured precision: its units (every rule on) and,
// per corpus, how many of them are part of at least one true-positive
// candidate pair (TP) and of at least one false-positive pair (FP). A unit
// in both (expired by a false candidate, expiring through a true one)
// counts in both.
type CalRow struct {
	Rule  string `json:"rule"`
	Stage string `json:"stage"`
	Units int    `json:"units"`
	TP    []int  `json:"tp"` // per corpus
	FP    []int  `json:"fp"` // per corpus
}

// Pooled returns the row's TP and FP summed over the corpora.
func (r CalRow) Pooled() (tp, fp int) {
	for i := range r.TP {
		tp += r.TP[i]
		fp += r.FP[i]
	}
	return tp, fp
}

// Calibration is the per-rule precision table.
type Calibration struct {
	Corpora []string `json:"corpora"`
	// Threshold is the detector threshold the candidates were taken at.
	Threshold float64     `json:"threshold"`
	Rows      []CalRow    `json:"rows"` // one per rule, in the order given
	Unlisted  []RuleCount `json:"unlisted"`
}

// CalibrationThreshold is the threshold Calibrate detects at: 0, so that a
// rule's units are measured whatever base confidence the rule has now (a
// rule typed in below the registered threshold would otherwise never be
// measured, and its confidence could never be corrected from evidence).
const CalibrationThreshold = 0

// Calibrate extracts every corpus with every rule on, runs the detector at
// cfg with the threshold set to CalibrationThreshold, and attributes each
// candidate's two units to their rules: a unit is counted TP for its rule
// if it is part of a candidate whose ordered memory pair is a true pair,
// FP if it is part of one that is not. Corpora run in parallel.
func Calibrate(ctx context.Context, rules []Rule, newEx Factory, corpora []Corpus, cfg detector.Config, workers int) (*Calibration, error) {
	if err := checkRules(rules); err != nil {
		return nil, err
	}
	ex, err := newEx(nil)
	if err != nil {
		return nil, fmt.Errorf("extractor with every rule on: %w", err)
	}
	cfg.Threshold = CalibrationThreshold
	type result struct {
		units  []svo.Unit
		tp, fp map[string]int // rule -> units
	}
	res := make([]result, len(corpora))
	err = parallel(ctx, len(corpora), workers, func(i int) error {
		c := &corpora[i]
		d, units, err := detect(ctx, ex, c, cfg)
		if err != nil {
			return fmt.Errorf("corpus %s: %w", c.Name, err)
		}
		tp, fp, err := attribute(c, units, d.Candidates, cfg)
		if err != nil {
			return fmt.Errorf("corpus %s: %w", c.Name, err)
		}
		res[i] = result{units: units, tp: tp, fp: fp}
		return nil
	})
	if err != nil {
		return nil, err
	}
	all := make([][]svo.Unit, len(res))
	for i := range res {
		all[i] = res[i].units
	}
	counts, unlisted := ruleUnits(rules, all)
	cal := &Calibration{Threshold: cfg.Threshold, Unlisted: unlisted}
	for _, c := range corpora {
		cal.Corpora = append(cal.Corpora, c.Name)
	}
	for k, ru := range rules {
		row := CalRow{Rule: ru.ID, Stage: ru.Stage, Units: counts[k], TP: make([]int, len(corpora)), FP: make([]int, len(corpora))}
		for i := range res {
			row.TP[i], row.FP[i] = res[i].tp[ru.ID], res[i].fp[ru.ID]
		}
		cal.Rows = append(cal.Rows, row)
	}
	return cal, nil
}

// unitRef identifies a unit as a candidate names it: the unit id, the
// canonical key and the claim. A unit id alone is not always unique (an
// extractor may give one clause two units), the key and claim are.
type unitRef struct {
	id, subj, attr, scope, claim string
}

func norm(s string) string { return strings.Join(strings.Fields(s), " ") }

func refOf(u *svo.Unit) unitRef {
	claim := norm(u.Value.Canon)
	if u.Negated {
		claim = "not " + claim
	}
	return unitRef{u.ID, norm(u.Subject.Canon), norm(u.Attribute.Canon), norm(u.Scope), claim}
}

// attribute counts, per rule, the distinct units in a true and in a false
// candidate pair.
func attribute(c *Corpus, units []svo.Unit, cands []detector.Candidate, cfg detector.Config) (tp, fp map[string]int, err error) {
	type pair struct{ a, b string }
	truth := make(map[pair]bool, len(c.Truth))
	for _, p := range c.Truth {
		truth[pair{p.ExpiredID, p.ReplacementID}] = true
	}
	byRef := make(map[unitRef]int, len(units))
	byID := make(map[string]int, len(units)) // -1: ambiguous
	// a unit the detector files under another key (clause surname_alias:
	// "mendt" under "dario mendt"; old_value_anchor's views) keeps its id
	// and its claim
	byClaim := make(map[[2]string]int, len(units))     // -1: ambiguous
	byAttrClaim := make(map[[3]string]int, len(units)) // -1: ambiguous
	for i := range units {
		if units[i].KeyOnly {
			continue // never in a candidate
		}
		r := refOf(&units[i])
		byRef[r] = i
		if _, dup := byAttrClaim[[3]string{r.id, r.attr, r.claim}]; dup {
			byAttrClaim[[3]string{r.id, r.attr, r.claim}] = -1
		} else {
			byAttrClaim[[3]string{r.id, r.attr, r.claim}] = i
		}
		if _, dup := byClaim[[2]string{r.id, r.claim}]; dup {
			byClaim[[2]string{r.id, r.claim}] = -1
		} else {
			byClaim[[2]string{r.id, r.claim}] = i
		}
		if _, dup := byID[units[i].ID]; dup {
			byID[units[i].ID] = -1
		} else {
			byID[units[i].ID] = i
		}
	}
	// clause old_value_anchor's views (a change report under the key its
	// old value held, a named holder's negation under the post it ends,
	// with that post's value) are their unit again, keyed and valued
	// otherwise: each view's ref and (id, claim) lead to the unit it copies
	// (same id and rule, its form without the view's prefix)
	viewClaim := map[[2]string]int{} // -1: ambiguous
	{
		orig := make(map[[3]string]int, len(units)) // id, rule, form → unit; -1: ambiguous
		for i := range units {
			k := [3]string{units[i].ID, units[i].Rule, units[i].Form}
			if _, dup := orig[k]; dup {
				orig[k] = -1
			} else {
				orig[k] = i
			}
		}
		for _, v := range detector.ViewsOf([][]svo.Unit{units}, cfg) {
			form := v.Form
			for _, p := range []string{"anchor+", "holder+"} {
				form = strings.TrimPrefix(form, p)
			}
			i, ok := orig[[3]string{v.ID, v.Rule, form}]
			if !ok || i < 0 {
				continue
			}
			r := refOf(&v)
			if _, seen := byRef[r]; !seen {
				byRef[r] = i
			}
			if j, dup := viewClaim[[2]string{r.id, r.claim}]; dup && j != i {
				viewClaim[[2]string{r.id, r.claim}] = -1
			} else {
				viewClaim[[2]string{r.id, r.claim}] = i
			}
		}
	}
	// a negated version whose value the detector took as the key's affirmed
	// value written another way (unifyNegated: "not moreau" is "not étienne
	// moreau") keeps its id, key and polarity
	byKeyNeg := make(map[unitRef]int, len(units)) // claim "not" or "": -1 ambiguous
	for i := range units {
		if units[i].KeyOnly || !units[i].Negated {
			continue
		}
		r := refOf(&units[i])
		r.claim = "not"
		if _, dup := byKeyNeg[r]; dup {
			byKeyNeg[r] = -1
		} else {
			byKeyNeg[r] = i
		}
	}
	find := func(ref unitRef) (int, error) {
		if i, ok := byRef[ref]; ok {
			return i, nil
		}
		if i, ok := byID[ref.id]; ok && i >= 0 {
			return i, nil
		}
		if i, ok := byAttrClaim[[3]string{ref.id, ref.attr, ref.claim}]; ok && i >= 0 {
			return i, nil
		}
		if i, ok := byClaim[[2]string{ref.id, ref.claim}]; ok && i >= 0 {
			return i, nil
		}
		if i, ok := viewClaim[[2]string{ref.id, ref.claim}]; ok && i >= 0 {
			return i, nil
		}
		if strings.HasPrefix(ref.claim, "not ") {
			k := ref
			k.claim = "not"
			if i, ok := byKeyNeg[k]; ok && i >= 0 {
				return i, nil
			}
		}
		return 0, fmt.Errorf("candidate unit %s (%s / %s: %s) is not among the extracted units", ref.id, ref.subj, ref.attr, ref.claim)
	}
	inTP := make([]bool, len(units))
	inFP := make([]bool, len(units))
	for k := range cands {
		cd := &cands[k]
		isTrue := truth[pair{cd.ExpiredMemoryID, cd.ReplacementMemoryID}]
		for _, ref := range []unitRef{
			{cd.ExpiredID, cd.Subject, cd.Attribute, cd.Scope, cd.OldValue},
			{cd.ReplacementID, cd.Subject, cd.Attribute, cd.Scope, cd.NewValue},
		} {
			i, err := find(ref)
			if err != nil {
				return nil, nil, err
			}
			if isTrue {
				inTP[i] = true
			} else {
				inFP[i] = true
			}
		}
	}
	tp, fp = map[string]int{}, map[string]int{}
	for i := range units {
		if inTP[i] {
			tp[units[i].Rule]++
		}
		if inFP[i] {
			fp[units[i].Rule]++
		}
	}
	return tp, fp, nil
}

// Precision is a pooled precision with its one-sided 95% Clopper–Pearson
// lower bound; ok is false for 0/0 (no unit of the rule in any candidate).
func Precision(tp, fp int) (p, lower float64, ok bool) {
	if tp+fp == 0 {
		return 0, 0, false
	}
	return float64(tp) / float64(tp+fp), gates.ClopperPearsonLower(tp, tp+fp, gates.Confidence), true
}
