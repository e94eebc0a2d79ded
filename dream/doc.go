// Package dream models the store's nightly dream pass — consolidation, decay,
// eviction, triage and the size cap — closely enough to measure what it does
// to superseded facts and their replacements (gate G6 of the L9
// registration).
//
// The model follows ADR-0051 "The dream interaction", which describes the
// pass as implemented (not as ADR-0036 designed it):
//
//   - Consolidation encodes each memory with a hashed bag-of-words encoder
//     (384 dimensions, seeded) and groups the non-pinned memories whose
//     cosine is at least 0.92 (the connected components of that similarity
//     graph). In each group the carrier is the member with the highest
//     effective strength energy × exp(−0.001 × age_days); it keeps the
//     group's highest tier, its energy becomes the group's combined energy
//     capped at 2.0, and every other member is hard-deleted. No vector is
//     averaged: the carrier's content and times are kept as they were.
//   - Decay multiplies the energy of the weakest half of the never-recalled
//     short-term memories by 0.90; eviction then removes never-recalled
//     short-term memories whose energy is below 0.15.
//   - Triage walks the survivors from the highest amplitude (energy) down and
//     forgets a memory whose cosine to an already kept one is at least 0.95.
//   - The size cap evicts the lowest effective strength until at most
//     max_memories remain.
//
// Pinned memories are never merged, decayed, triaged or evicted. The Legacy
// policy reads nothing temporal. The Temporal policy is the fix the ADR asks
// for: a merge group whose members disagree on whether they are expired
// (expires_at set and at or before Now) is split; carriers are chosen
// lexicographically on (is current, effective strength); expired memories are
// exempt from the size cap and from triage while they are inside the
// retention window (expired at most ExpiredRetentionDays before Now); triage
// skips a pair in which exactly one member is expired and otherwise prefers
// (is current, amplitude); and an absorbed memory's id keeps resolving to its
// carrier when — and only when — their contents are identical.
//
// The Temporal policy still merges two expired memories that differ in
// content: two superseded versions of one fact agree on "expired". In a
// negation flip-flop (enabled → not enabled → enabled again) the first two
// versions are short sentences one token apart, above the merge cosine, so
// one superseded version is hard-deleted. TemporalStrict, which is not the
// specified policy, additionally never merges two expired memories whose
// expires_at instants differ.
//
// A pass applies nothing unless both Consolidate and MergeUnderBelief are on,
// as in the store (whose default mode is a dry run, and which downgrades to a
// dry run under belief unless merge-under-belief is set): a dry run reports
// everything the pass would do and returns the memories unchanged.
//
// Everything is deterministic: the encoder is seeded, every ranking breaks
// ties by id, and no map is iterated to produce output. "Now" comes from the
// caller or from the input (its latest timestamp), never from the wall clock.
// Grouping and triage use an exact all-pairs similarity join with prefix
// filtering (SimilarPairs), so a pass over a thousand memories compares only
// pairs that share a rare token.
//
// Not modelled: belief phase and rephasing, vector averaging (the store does
// not do it either), the store's storage order (groups here are
// order-independent connected components; a store that clusters greedily in
// storage order can form smaller groups on chained similarities), cascades
// from a deleted parent to its facets (each row is judged on its own), and the
// access-driven growth of energy between passes (energy is taken as given).
package dream
