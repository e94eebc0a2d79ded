// Package gates judges an L9 experiment: the pre-registered gates G1–G6, D,
// GN and the threshold sweep S, the verdict of each arm, whether each control
// arm failed for its registered reason, and the mutation check.
//
// The model. An arm is run on every registered seed. What the detector did on
// one seed is reduced to a [Seed]: counts of ordered true and false positives
// on memory-id pairs, the value-path and negation-path figures, candidates
// that touch a memory of each negative-control class and of the clean corpus,
// and the G6 survival of a full dream. [Evaluate] then judges the registered
// gates, each PASS or FAIL on its own — there is no weighted fitness anywhere:
//
//   - G1 ordered precision: precision ≥ the registered minimum in every seed
//     (the minimum over seeds, never the mean), a total false-positive count
//     at most the registered maximum, and a pooled one-sided Clopper–Pearson
//     lower bound at least the registered minimum. 0/0 counts 0.5 and fails.
//   - D direction accuracy: of the candidates matching a true pair in either
//     order, the fraction in the right order, in every seed.
//   - G2 value-path recall: per seed and pooled.
//   - GN negation path: its own false-positive total and per-seed recall.
//   - G3 negative controls: candidates per class per seed, each class judged
//     separately so an easy class cannot mask a hard one.
//   - G4 adversarial clean corpus: candidates per seed.
//   - G5 liveness: at least one true positive in every seed — a PASS/FAIL per
//     seed, never an OR across seeds.
//   - G6 constellation survival after a full dream, with at least one merge
//     actually applied in every seed (a dream that merged nothing proves
//     nothing).
//   - S threshold sweep ([NewSweep]): the thresholds where G2 holds and those
//     where G4 holds must overlap in a contiguous band at least the registered
//     width wide, and the arm's operating threshold must lie inside it.
//
// An arm is SUPPORTED iff every gate passes. A control arm must come out
// NOT_SUPPORTED for its registered reason (must_fail, must_fail_any, and for
// the shuffled arm a pooled direction accuracy consistent with chance by an
// exact two-sided binomial test); [Arm.AsRegistered] says whether it did. A
// control that passes, or fails only for some other reason, means the harness
// has lost its teeth, and the run fails.
//
// The mutation check ([Mutant]) runs the main arm with one rule clause of the
// detector switched off at a time; each such detector must be caught, i.e.
// make the main arm NOT_SUPPORTED with named failing gates.
//
// Scoring against truth (score.go), the statistics (stats.go) and G6 (g6.go)
// live in this package too; the end-to-end pipeline that feeds it is package
// l9 at the module root, and the ledger is package results.
package gates
