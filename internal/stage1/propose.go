package stage1

import (
	"context"
	"sort"

	"l9/detector"
	"l9/memory"
	"l9/store"
	"l9/svo"
)

// Proposer is Stage 1 over a store: svo extraction and the registered
// detector, built once and safe for concurrent use (the extractor has no
// mutable state). The CLI, the MCP server and the HTTP API share it, so a
// proposal is the same whichever way it is asked for.
type Proposer struct {
	Ex  *svo.Extractor
	Cfg detector.Config
}

// NewProposer builds the extractor and takes the registered detector config.
func NewProposer() (*Proposer, error) {
	ex, err := svo.New()
	if err != nil {
		return nil, err
	}
	return &Proposer{Ex: ex, Cfg: detector.DefaultConfig()}, nil
}

// Extract returns the units of ms (svo's All).
func (p *Proposer) Extract(ms []memory.Memory) ([]svo.Unit, error) { return p.Ex.All(ms), nil }

// Detect runs the detector and converts its result to diff entries and
// contested groups.
func (p *Proposer) Detect(units []svo.Unit) ([]store.Entry, []store.Contest, error) {
	es, cs, _ := p.detect(units)
	return es, cs, nil
}

// detect is Detect plus the pairs skipped for an intervening version.
func (p *Proposer) detect(units []svo.Unit) ([]store.Entry, []store.Contest, []store.SkippedPair) {
	r := detector.Detect(units, p.Cfg)
	return convert(&r, [][]svo.Unit{units})
}

// convert turns a detector result over the units of parts into diff
// entries, contested groups (each claim's memory and value looked up in
// the units) and skipped pairs.
func convert(r *detector.Result, parts [][]svo.Unit) ([]store.Entry, []store.Contest, []store.SkippedPair) {
	skips := make([]store.SkippedPair, 0, len(r.Intervening))
	for _, k := range r.Intervening {
		skips = append(skips, store.SkippedPair{ExpiredMemoryID: k.ExpiredMemoryID, ReplacementMemoryID: k.ReplacementMemoryID,
			InterveningMemoryID: k.InterveningMemoryID, Reason: k.Reason, Subject: k.Subject, Attribute: k.Attribute,
			OldValue: k.OldValue, NewValue: k.NewValue})
	}
	entries := make([]store.Entry, 0, len(r.Candidates))
	for _, c := range r.Candidates {
		entries = append(entries, store.Entry{
			ExpiredID: c.ExpiredID, ReplacementID: c.ReplacementID, Reason: c.Reason, Score: c.Score,
			Subject: c.Subject, Attribute: c.Attribute, OldValue: c.OldValue, NewValue: c.NewValue,
			ExpiresAt: c.ExpiresAt, ExpiredMemoryID: c.ExpiredMemoryID, ReplacementMemoryID: c.ReplacementMemoryID,
			Scope: c.Scope,
		})
	}
	contests := make([]store.Contest, 0, len(r.Contested))
	var byUnit map[string]*svo.Unit
	if len(r.Contested) > 0 {
		byUnit = map[string]*svo.Unit{}
		for _, units := range parts {
			for i := range units {
				byUnit[units[i].ID] = &units[i]
			}
		}
	}
	for _, c := range r.Contested {
		sc := store.Contest{Subject: c.Subject, Attribute: c.Attribute, Scope: c.Scope, At: c.At,
			MemoryIDs: c.MemoryIDs, Values: c.Values}
		// Each claim's memory and value, for the view's authority resolution.
		for _, uid := range c.UnitIDs {
			if u := byUnit[uid]; u != nil {
				v := u.Value.Canon
				if u.Negated {
					v = "not " + v
				}
				sc.Claims = append(sc.Claims, store.ContestClaim{MemoryID: u.MemoryID, Value: v})
			}
		}
		contests = append(contests, sc)
	}
	return entries, contests, skips
}

// Contests returns the contested groups among ms (for the in-force view,
// which calls it once per namespace).
func (p *Proposer) Contests(ms []memory.Memory) ([]store.Contest, error) {
	units, err := p.Extract(ms)
	if err != nil {
		return nil, err
	}
	_, cs, err := p.Detect(units)
	return cs, err
}

// Propose builds the pending diff over the current memories cur. Each
// namespace is proposed on its own: memories of different namespaces never
// pair or contest. Entries and contests are in namespace order. The caller
// sets StoreID.
func (p *Proposer) Propose(cur []memory.Memory) (*store.Diff, error) { return p.ProposeFor(cur, nil) }

// ProposeFor is Propose leaving out the units in skip (facets already
// superseded: store.SupersededUnits), and it names on every facet entry
// every unit of its memory (store.Entry.OldUnits: the clauses the extractor
// found, including those it abstained on), so that apply can tell a
// partially from a fully superseded memory.
//
// It runs the streaming path (StreamMemories): the memories are the
// caller's, the units are sorted records on disk while the rule runs, and
// the clauses of a facet entry's memory are extracted again, for those
// memories only. The diff is that of proposeInMemory (TestProposeStreamIdentical).
func (p *Proposer) ProposeFor(cur []memory.Memory, skip map[string]bool) (*store.Diff, error) {
	return p.ProposeStream(context.Background(), cur, skip, StreamOptions{})
}

// ProposeStream is ProposeFor with a context and streaming options.
func (p *Proposer) ProposeStream(ctx context.Context, cur []memory.Memory, skip map[string]bool, opt StreamOptions) (*store.Diff, error) {
	var entries []store.Entry
	var contests []store.Contest
	var skipped []store.SkippedPair
	if len(skip) > 0 {
		opt.SkipUnit = func(id string) bool { return store.UnitIn(skip, id) }
	}
	res, err := StreamMemories(ctx, p.Ex, cur, p.Cfg, opt, func(ns string, r *detector.Result, parts [][]svo.Unit) error {
		es, cs, ks := convert(r, parts)
		for i := range ks {
			ks[i].Namespace = ns
		}
		for i := range es {
			es[i].Namespace = ns
		}
		for i := range cs {
			cs[i].Namespace = ns
		}
		entries = append(entries, es...)
		contests = append(contests, cs...)
		skipped = append(skipped, ks...)
		return nil
	})
	if err != nil {
		return nil, err
	}
	p.oldUnits(cur, entries)
	fillContent(cur, entries)
	return &store.Diff{Version: store.DiffVersion, Stage: "stage1", Threshold: p.Cfg.Threshold, Memories: len(cur), Units: res.Summary.Units,
		Supersessions: entries, Contested: contests, Skipped: skipped}, nil
}

// oldUnits sets OldUnits on every facet entry (ExpiredID is not its
// memory's id) to the clauses of its expired memory. Those clauses are the
// units and abstentions whose memory is that id, in its namespace: from the
// memories joined to it by parent_id links (whole constellations, and facets
// whose parent is absent), which ExplainAll extracts exactly as over the
// whole namespace.
func (p *Proposer) oldUnits(cur []memory.Memory, entries []store.Entry) {
	need := map[string]map[string]bool{} // namespace → memory ids
	for i := range entries {
		if e := &entries[i]; e.ExpiredID != e.ExpiredMemoryID {
			if need[e.Namespace] == nil {
				need[e.Namespace] = map[string]bool{}
			}
			need[e.Namespace][e.ExpiredMemoryID] = true
		}
	}
	if len(need) == 0 {
		return
	}
	clauses := map[string]map[string][]string{}
	for ns, ids := range need {
		// The closure of ids under parent_id links, within ns.
		byID := map[string]int{}
		children := map[string][]int{}
		for i := range cur {
			if m := &cur[i]; m.Namespace == ns {
				byID[m.ID] = i
				if m.ParentID != "" {
					children[m.ParentID] = append(children[m.ParentID], i)
				}
			}
		}
		in := map[string]bool{}
		var queue []string
		for id := range ids {
			in[id] = true
			queue = append(queue, id)
		}
		for len(queue) > 0 {
			id := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			if j, ok := byID[id]; ok {
				if par := cur[j].ParentID; par != "" && !in[par] {
					in[par] = true
					queue = append(queue, par)
				}
			}
			for _, c := range children[id] {
				if cid := cur[c].ID; !in[cid] {
					in[cid] = true
					queue = append(queue, cid)
				}
			}
		}
		var sub []memory.Memory
		for i := range cur {
			if cur[i].Namespace == ns && in[cur[i].ID] {
				sub = append(sub, cur[i])
			}
		}
		clauses[ns] = clausesOf(p.Ex.ExplainAll(sub))
	}
	for i := range entries {
		if e := &entries[i]; e.ExpiredID != e.ExpiredMemoryID {
			e.OldUnits = clauses[e.Namespace][e.ExpiredMemoryID]
		}
	}
}

// fillContent sets each entry's old and new memory content.
func fillContent(cur []memory.Memory, entries []store.Entry) {
	content := map[string]string{}
	for i := range entries {
		content[entries[i].ExpiredMemoryID], content[entries[i].ReplacementMemoryID] = "", ""
	}
	for i := range cur {
		if _, ok := content[cur[i].ID]; ok {
			content[cur[i].ID] = cur[i].Content
		}
	}
	for i := range entries {
		entries[i].OldContent = content[entries[i].ExpiredMemoryID]
		entries[i].NewContent = content[entries[i].ReplacementMemoryID]
	}
}

// proposeInMemory is ProposeFor as it was before streaming: every
// namespace's units extracted at once and the rule over them. Tests pin
// the streaming path to it.
func (p *Proposer) proposeInMemory(cur []memory.Memory, skip map[string]bool) (*store.Diff, error) {
	var entries []store.Entry
	var contests []store.Contest
	var skipped []store.SkippedPair
	nunits := 0
	for _, g := range memory.GroupByNamespace(cur) {
		all, abst := p.Ex.ExplainAll(g.Memories)
		clauses := clausesOf(all, abst)
		units := all[:0:0]
		for _, u := range all {
			if !store.UnitIn(skip, u.ID) {
				units = append(units, u)
			}
		}
		es, cs, ks := p.detect(units)
		for i := range ks {
			ks[i].Namespace = g.Namespace
		}
		skipped = append(skipped, ks...)
		for i := range es {
			es[i].Namespace = g.Namespace
			if es[i].ExpiredID != es[i].ExpiredMemoryID {
				es[i].OldUnits = clauses[es[i].ExpiredMemoryID]
			}
		}
		for i := range cs {
			cs[i].Namespace = g.Namespace
		}
		nunits += len(units)
		entries = append(entries, es...)
		contests = append(contests, cs...)
	}
	content := map[string]string{}
	for i := range cur {
		content[cur[i].ID] = cur[i].Content
	}
	for i := range entries {
		entries[i].OldContent = content[entries[i].ExpiredMemoryID]
		entries[i].NewContent = content[entries[i].ReplacementMemoryID]
	}
	return &store.Diff{Version: store.DiffVersion, Stage: "stage1", Threshold: p.Cfg.Threshold, Memories: len(cur), Units: nunits,
		Supersessions: entries, Contested: contests, Skipped: skipped}, nil
}

func sortedUnique(xs []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	sort.Strings(out)
	return out
}

// Clauses returns every clause id of each memory of ms: its units and the
// clauses the extractor abstained on (store.AutoRequest.Clauses).
func (p *Proposer) Clauses(ms []memory.Memory) map[string][]string {
	return clausesOf(p.Ex.ExplainAll(ms))
}

func clausesOf(units []svo.Unit, abst []svo.Abstention) map[string][]string {
	out := map[string][]string{}
	for _, u := range units {
		out[u.MemoryID] = append(out[u.MemoryID], u.ID)
	}
	for _, a := range abst {
		if a.Text != "" && a.ID != a.MemoryID {
			out[a.MemoryID] = append(out[a.MemoryID], a.ID)
		}
	}
	for k, v := range out {
		out[k] = sortedUnique(v)
	}
	return out
}
