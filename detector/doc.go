// Package detector is Stage 1 of ADR-0051: it proposes supersession
// candidates — "this stored fact was replaced by that newer one" — and writes
// nothing. The input is the comparable units svo extracts (clause facets of
// compound memories and whole atomic memories); the output is ordered pairs
// (expired, replacement) with a reason, a score and the proposed expires_at.
//
// # The rule
//
// Let t(u) = observed_at if present, else created_at. Units are blocked by
// their canonical key (subject, attribute, scope) and sorted by t within a
// key, so the rule is O(n log n) and never compares all pairs. Within a key:
//
//  1. Direction: b is newer than a iff t(b) > t(a) strictly. Units with equal t
//     and different claims are contested: reported in the summary, never
//     candidates, in either direction.
//  2. Value path: the canonical values differ and are mutually exclusive —
//     neither value's token sequence contains the other's as a contiguous
//     subsequence. An elaboration ("berlin kreuzberg" after "berlin") or a
//     terser restatement is not a supersession.
//  3. Intervals: the validity intervals [effective_at, expires_at) of the two
//     units are not disjoint (touching intervals are disjoint: a timeline).
//  4. Cardinality: a key whose relation is set-valued — svo's hint, or
//     in-corpus evidence (two different values current at the same instant,
//     or two different values inside one memory) — has no value path: its
//     values coexist. A polarity flip of one value (step 6) still expires it
//     ("eats meat" → "no longer eats meat").
//  5. Transitive reduction: a unit is expired at most by the earliest strictly
//     newer unit of its key that is exclusive with it (step 2 and 3 pass, same
//     polarity). A later restatement of the same value is a confirmation and
//     emits nothing; v1→v2→v3→v4 emits (v1,v2), (v2,v3), (v3,v4); a move back
//     A→B→A' emits (A,B), (B,A').
//  6. Negation path: the same key and canonical value with opposite polarity,
//     newer by step 1, is a candidate with reason "negation". Polarity splits
//     the value path: a value-path pair needs both units positive (or both
//     negated), so the value path never fires on a flip. The reduction of
//     step 5 is applied to both reasons together: a unit is expired by the
//     earliest strictly newer unit that either contradicts its value or flips
//     its polarity, and that unit's reason names the candidate.
//  7. Score in (0, 1) from the two extraction confidences and the rule's
//     margins; Config.Threshold drops scores below it, so 1.0 emits nothing.
//  8. expires_at of an expired unit is min t(replacement) over its candidates.
//  9. A candidate names both unit ids (facet ids for facets) and memory ids.
//  10. Never skip a version (clause intervening_version): a candidate (a, b)
//     is emitted only if no unit of the key lies strictly between t(a) and
//     t(b). An intervening unit with a known value is already handled by
//     step 5 (the reduction pairs through it, or over it when it confirms
//     or elaborates); a key-only unit (svo.Unit.KeyOnly: the key was
//     recognised, the value was not) makes the rule abstain on the pair,
//     counted in Summary.SkippedIntervening and listed in
//     Result.Intervening. One binary search per pair in the key's sorted
//     key-only times.
//
// Config.Off switches single clauses off for the harness's mutation check;
// each switched-off clause is a bug an implementer could plausibly make (see
// the Clause constants).
package detector
