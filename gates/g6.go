package gates

import (
	"cmp"
	"fmt"
	"slices"
	"time"

	"l9/corpus"
	"l9/dream"
	"l9/memory"
	"l9/prereg"
)

// G6Result is gate G6 on one seed: constellation survival after a full dream.
type G6Result struct {
	Seed   uint64
	Policy dream.Policy
	// Survival is the fraction of ids named by any truth pair (expired and
	// replacement) that still resolve to their original content after the
	// dream. G6 requires 1.0.
	Survival float64
	// Merges is the number of absorbs the dream actually applied. G6 requires
	// at least one: a dream that merged nothing (a dry run, or a fixture with
	// no near-duplicates) proves nothing.
	Merges   int
	TruthIDs int      // distinct ids named by truth pairs
	Lost     []string // truth ids that no longer resolve to their content, sorted
	// Losses says, for each lost id in the order of Lost, how it was lost.
	Losses []G6Loss
	Pass   bool // Survival == 1.0 and Merges >= 1

	MaxMemories int          // the size cap the dream ran with
	Now         time.Time    // the dream's "now": the latest timestamp in the stamped fixture
	Counts      dream.Counts // what the dream did
}

// G6Loss is why one truth id was lost in the dream.
type G6Loss struct {
	ID string
	// Role is "expired", "replacement", or "expired+replacement" for a middle
	// version of a chain.
	Role string
	// Expired is whether the memory was expired at the dream's now (after
	// the truth stamps).
	Expired bool
	// InWindow is whether it was expired within the registered retention
	// window (the temporal policy's cap and triage exemption).
	InWindow bool
	Reason   dream.Reason // the deletion that removed it
	By       string       // the carrier (merge) or kept near-duplicate (triage), if any
	// ByExpired is whether By was expired: a current replacement absorbed
	// into an expired carrier is the failure ADR-0051 names first.
	ByExpired bool
	// Identical is whether a merge carrier had byte-identical content (the
	// content survives under another id, which only the temporal policy
	// resolves).
	Identical bool
}

// G6 runs gate G6 on fixture f (the main-arm fixture) with the given dream
// policy and the registered dream settings:
//
//  1. stamp the truth: every expired memory's expires_at is set to the
//     expected value from the truth pairs (the earliest, if a memory is named
//     twice) through memory.Stamp, so the stamp fans out over the memory's
//     whole constellation;
//  2. run one full dream: consolidation and merge-under-belief as
//     registered, max_memories = floor(fraction × corpus size) so the size
//     cap bites, "now" = the latest timestamp in the stamped fixture, the
//     encoder seeded with the fixture seed;
//  3. survival = the fraction of ids in any truth pair that still resolve to
//     their original content.
//
// It passes when survival is 1.0 and at least one merge was applied. f is
// not modified. An error means the fixture cannot be judged (duplicate ids, a
// truth pair naming an unknown id, no truth pairs, a facet that does not
// carry its parent's times, a bad registration).
func G6(f corpus.Fixture, policy dream.Policy, cfg prereg.Dream) (G6Result, error) {
	res := G6Result{Seed: f.Seed, Policy: policy}
	ms := make([]memory.Memory, len(f.Memories))
	orig := make(map[string]string, len(f.Memories))
	for i := range f.Memories {
		ms[i] = f.Memories[i].Clone()
		if _, dup := orig[ms[i].ID]; dup {
			return res, fmt.Errorf("g6: seed %d: duplicate memory id %q", f.Seed, ms[i].ID)
		}
		orig[ms[i].ID] = ms[i].Content
	}
	if len(f.Truth) == 0 {
		return res, fmt.Errorf("g6: seed %d: the fixture has no truth pairs", f.Seed)
	}

	// The truth stamps: one expires_at per expired id, the earliest named.
	expiry := map[string]time.Time{}
	role := map[string]string{}
	addRole := func(id, r string) {
		switch role[id] {
		case "", r:
			role[id] = r
		default:
			role[id] = "expired+replacement"
		}
	}
	for _, tp := range f.Truth {
		for _, id := range []string{tp.ExpiredID, tp.ReplacementID} {
			if _, ok := orig[id]; !ok {
				return res, fmt.Errorf("g6: seed %d: truth pair (%s, %s) names unknown memory %q", f.Seed, tp.ExpiredID, tp.ReplacementID, id)
			}
		}
		if tp.ExpiresAt.IsZero() {
			return res, fmt.Errorf("g6: seed %d: truth pair (%s, %s) has no expires_at", f.Seed, tp.ExpiredID, tp.ReplacementID)
		}
		if e, ok := expiry[tp.ExpiredID]; !ok || tp.ExpiresAt.Before(e) {
			expiry[tp.ExpiredID] = tp.ExpiresAt
		}
		addRole(tp.ExpiredID, "expired")
		addRole(tp.ReplacementID, "replacement")
	}
	expired := make([]string, 0, len(expiry))
	for id := range expiry {
		expired = append(expired, id)
	}
	slices.Sort(expired)
	for _, id := range expired {
		if _, err := memory.Stamp(ms, id, memory.TemporalStamp{ExpiresAt: memory.SetTime(expiry[id])}); err != nil {
			return res, fmt.Errorf("g6: seed %d: stamp truth: %w", f.Seed, err)
		}
	}

	// Every constellation must now agree: facets carry their parent's
	// created_at, observed_at and effective_at, and the stamps reached them.
	if err := memory.CheckInherited(ms); err != nil {
		return res, fmt.Errorf("g6: seed %d: constellations after stamping: %w", f.Seed, err)
	}

	res.Now = dream.LatestTime(ms)
	opts, err := dream.RegisteredOptions(cfg, policy, len(ms), res.Now, f.Seed)
	if err != nil {
		return res, fmt.Errorf("g6: %w", err)
	}
	res.MaxMemories = opts.MaxMemories
	_, rep := dream.Run(ms, opts)
	res.Counts = rep.Counts
	res.Merges = rep.AppliedMerges()

	deletion := make(map[string]dream.Deletion, len(rep.Deletions))
	for _, d := range rep.Deletions {
		deletion[d.ID] = d
	}
	identical := make(map[string]bool, len(rep.Absorbs))
	for _, a := range rep.Absorbs {
		identical[a.ID] = a.Identical
	}
	stamped := make(map[string]bool, len(ms))
	inWindow := make(map[string]bool, len(ms))
	for i := range ms {
		if e := ms[i].ExpiresAt; e != nil && !e.After(res.Now) {
			stamped[ms[i].ID] = true
			inWindow[ms[i].ID] = res.Now.Sub(*e).Hours()/24 <= opts.ExpiredRetentionDays
		}
	}
	ids := make([]string, 0, len(role))
	for id := range role {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	res.TruthIDs = len(ids)
	survived := 0
	for _, id := range ids {
		if m, ok := rep.Resolve(id); ok && m.Content == orig[id] {
			survived++
			continue
		}
		d := deletion[id]
		res.Lost = append(res.Lost, id)
		res.Losses = append(res.Losses, G6Loss{ID: id, Role: role[id], Expired: stamped[id], InWindow: inWindow[id], Reason: d.Reason, By: d.By,
			ByExpired: d.By != "" && stamped[d.By], Identical: identical[id]})
	}
	res.Survival = float64(survived) / float64(len(ids))
	res.Pass = survived == len(ids) && res.Merges >= 1
	return res, nil
}

// LossesByReason counts the losses of r by deletion reason, in a fixed order
// (merge, decay-evict, triage, size-cap, then anything else by name).
func (r G6Result) LossesByReason() []ReasonCount {
	n := map[dream.Reason]int{}
	for _, l := range r.Losses {
		n[l.Reason]++
	}
	rank := func(x dream.Reason) int {
		switch x {
		case dream.ReasonMerge:
			return 0
		case dream.ReasonDecayEvict:
			return 1
		case dream.ReasonTriage:
			return 2
		case dream.ReasonSizeCap:
			return 3
		}
		return 4
	}
	out := make([]ReasonCount, 0, len(n))
	for reason, c := range n {
		out = append(out, ReasonCount{Reason: reason, Count: c})
	}
	slices.SortFunc(out, func(a, b ReasonCount) int {
		if x := cmp.Compare(rank(a.Reason), rank(b.Reason)); x != 0 {
			return x
		}
		return cmp.Compare(a.Reason, b.Reason)
	})
	return out
}

// ReasonCount is how many truth ids one deletion reason removed.
type ReasonCount struct {
	Reason dream.Reason
	Count  int
}
