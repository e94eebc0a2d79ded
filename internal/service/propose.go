package service

import (
	"context"
	"strings"

	"l9/memory"
	"l9/store"
)

// ProposeIn selects what to propose over.
type ProposeIn struct {
	Namespace *string `json:"namespace,omitempty" jsonschema:"only this namespace (empty string: the default namespace); absent: every namespace, each on its own"`
	At        string  `json:"at,omitempty" jsonschema:"propose over the memories current at this instant (default now)"`
}

// Retirement is one proposed supersession: the old memory would be retired
// (demoted, never deleted) in favour of the new one. Both contents are
// shown so that every retirement can be read before it is affirmed.
type Retirement struct {
	OldID      string  `json:"old_id" jsonschema:"the memory that would be RETIRED"`
	OldContent string  `json:"old_content"`
	NewID      string  `json:"new_id" jsonschema:"the memory that replaces it"`
	NewContent string  `json:"new_content"`
	Namespace  string  `json:"namespace,omitempty"`
	Subject    string  `json:"subject"`
	Attribute  string  `json:"attribute"`
	Scope      string  `json:"scope,omitempty"`
	OldValue   string  `json:"old_value"`
	NewValue   string  `json:"new_value"`
	Reason     string  `json:"reason" jsonschema:"value (a changed value) or negation"`
	Score      float64 `json:"score"`
	ExpiresAt  string  `json:"expires_at" jsonschema:"the expiry the old memory would get"`
}

// Contest is a group of memories asserting conflicting values for one key
// at one instant: both stay in force, never resolved.
type Contest struct {
	Namespace string   `json:"namespace,omitempty"`
	Subject   string   `json:"subject"`
	Attribute string   `json:"attribute"`
	Scope     string   `json:"scope,omitempty"`
	At        string   `json:"at"`
	MemoryIDs []string `json:"memory_ids"`
	Values    []string `json:"values"`
}

// ProposeOut is a pending diff. Nothing was written to the store.
type ProposeOut struct {
	DiffSHA256    string       `json:"diff_sha256" jsonschema:"the sha256 of the pending diff: what apply takes to affirm exactly this proposal"`
	StoreID       string       `json:"store_id"`
	Memories      int          `json:"memories" jsonschema:"current memories the proposal was computed over"`
	Units         int          `json:"units"`
	Threshold     float64      `json:"threshold"`
	Supersessions []Retirement `json:"supersessions"`
	Contested     []Contest    `json:"contested"`
	Markdown      string       `json:"markdown" jsonschema:"the operator's rendering: one RETIRE line per supersession, old and new shown"`
	ApplyEnabled  bool         `json:"apply_enabled" jsonschema:"whether this server was started with --allow-apply"`
	Diff          *store.Diff  `json:"-"`
}

// Propose runs Stage 1 over the current memories and keeps the diff for
// apply; it writes nothing to the store.
func (s *Service) Propose(ctx context.Context, in ProposeIn) (ProposeOut, error) {
	if err := checkNS(in.Namespace); err != nil {
		return ProposeOut{}, err
	}
	at, err := s.at(in.At)
	if err != nil {
		return ProposeOut{}, err
	}
	cur, err := s.Store.CurrentMemories(ctx, at)
	if err != nil {
		return ProposeOut{}, classify(err)
	}
	if in.Namespace != nil {
		keep := cur[:0:0]
		for i := range cur {
			if cur[i].Namespace == *in.Namespace {
				keep = append(keep, cur[i])
			}
		}
		cur = keep
	}
	skip, err := s.Store.SupersededUnits(ctx, at)
	if err != nil {
		return ProposeOut{}, classify(err)
	}
	d, err := s.P.ProposeFor(cur, skip)
	if err != nil {
		return ProposeOut{}, classify(err)
	}
	if err := s.Store.PlanStamps(ctx, d); err != nil {
		return ProposeOut{}, classify(err)
	}
	if d.StoreID, err = s.Store.StoreID(ctx); err != nil {
		return ProposeOut{}, classify(err)
	}
	b, err := d.Marshal()
	if err != nil {
		return ProposeOut{}, classify(err)
	}
	sha := store.SHA256(b)
	s.keep(sha, b)
	var md strings.Builder
	const placeholder = "\x00diff\x00"
	if err := store.RenderMarkdown(&md, d, placeholder); err != nil {
		return ProposeOut{}, classify(err)
	}
	// The CLI's command line names a file; here the proposal is applied by
	// its sha256, and only where the operator enabled it.
	how := "apply with diff_sha256 " + sha + " and confirm: true (only on a server the operator started with --allow-apply)"
	markdown := strings.Replace(md.String(), "l9 apply --diff "+placeholder+" --confirm", how, 1)
	out := ProposeOut{DiffSHA256: sha, StoreID: d.StoreID, Memories: d.Memories, Units: d.Units, Threshold: d.Threshold,
		Supersessions: []Retirement{}, Contested: []Contest{}, Markdown: markdown, ApplyEnabled: s.AllowApply, Diff: d}
	for _, e := range d.Supersessions {
		out.Supersessions = append(out.Supersessions, Retirement{OldID: e.ExpiredMemoryID, OldContent: e.OldContent, NewID: e.ReplacementMemoryID,
			NewContent: e.NewContent, Namespace: e.Namespace, Subject: e.Subject, Attribute: e.Attribute, Scope: e.Scope,
			OldValue: e.OldValue, NewValue: e.NewValue, Reason: e.Reason, Score: e.Score, ExpiresAt: memory.FormatTime(e.ExpiresAt)})
	}
	for _, c := range d.Contested {
		out.Contested = append(out.Contested, Contest{Namespace: c.Namespace, Subject: c.Subject, Attribute: c.Attribute, Scope: c.Scope,
			At: memory.FormatTime(c.At), MemoryIDs: c.MemoryIDs, Values: c.Values})
	}
	return out, nil
}

func (s *Service) keep(sha string, b []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.proposals == nil {
		s.proposals = map[string][]byte{}
	}
	if _, ok := s.proposals[sha]; ok {
		return
	}
	s.proposals[sha] = b
	s.order = append(s.order, sha)
	if len(s.order) > MaxProposals {
		delete(s.proposals, s.order[0])
		s.order = s.order[1:]
	}
}

// ApplyIn affirms one proposal.
type ApplyIn struct {
	DiffSHA256 string `json:"diff_sha256" jsonschema:"the diff_sha256 of a propose result of this server"`
	Confirm    bool   `json:"confirm" jsonschema:"must be true: the retirements of that proposal were read and are affirmed"`
}

// EntryOut is what apply did with one proposed supersession.
type EntryOut struct {
	OldID  string `json:"old_id"`
	NewID  string `json:"new_id"`
	Status string `json:"status" jsonschema:"applied, or skipped with the reason (the store is checked as it is now)"`
	Detail string `json:"detail,omitempty"`
}

// ApplyOut is what an apply committed.
type ApplyOut struct {
	DiffSHA256 string     `json:"diff_sha256"`
	Applied    int        `json:"applied"`
	Skipped    int        `json:"skipped"`
	Entries    []EntryOut `json:"entries"`
}

// Apply affirms a proposal this server made, state-checked against the
// store as it is now, in one transaction. It refuses without AllowApply,
// without confirm, and for any sha256 this server did not propose.
func (s *Service) Apply(ctx context.Context, in ApplyIn) (ApplyOut, error) {
	if !s.AllowApply {
		return ApplyOut{}, &Error{Code: CodeForbidden, Message: "apply is not enabled on this server (the operator starts it with --allow-apply); nothing written"}
	}
	if !in.Confirm {
		return ApplyOut{}, invalid("confirm: must be true to affirm the retirements of diff %s (nothing written)", in.DiffSHA256)
	}
	s.mu.Lock()
	b, ok := s.proposals[strings.ToLower(strings.TrimSpace(in.DiffSHA256))]
	s.mu.Unlock()
	if !ok {
		return ApplyOut{}, &Error{Code: CodeNoProposal, Message: "no proposal with diff_sha256 " + in.DiffSHA256 + " from this server (call propose and pass its diff_sha256); nothing written"}
	}
	d, err := store.ParseDiff(b, "proposal "+in.DiffSHA256)
	if err != nil {
		return ApplyOut{}, classify(err)
	}
	rep, err := s.Store.Apply(ctx, store.ApplyRequest{Diff: d, DiffBytes: b, DiffPath: "(proposal " + in.DiffSHA256[:12] + ")", Now: s.now(), Actor: s.Actor})
	if err != nil {
		return ApplyOut{}, classify(err)
	}
	out := ApplyOut{DiffSHA256: rep.DiffSHA256, Entries: []EntryOut{}}
	for _, r := range rep.Results {
		out.Entries = append(out.Entries, EntryOut{OldID: r.Entry.ExpiredMemoryID, NewID: r.Entry.ReplacementMemoryID, Status: r.Status.String(), Detail: r.Detail})
		if r.Status == store.EntryApplied {
			out.Applied++
		} else {
			out.Skipped++
		}
	}
	return out, nil
}
