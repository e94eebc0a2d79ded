// Package service is the store's verbs as the MCP server (`l9 mcp`) and the
// HTTP API (`l9 serve`) expose them: remember, recall, brief, show,
// propose, and — only when the operator allows it — apply. Inputs and
// outputs are plain JSON-tagged structs (times as RFC 3339 strings), so
// their JSON schemas can be derived for MCP tools and written into the
// OpenAPI document.
//
// The operator gate (ADR-0051's seed 000) is kept: Stage 2 is never
// exposed, and apply takes only the sha256 of a diff that this same server
// proposed and still holds, with confirm set — a client can affirm a
// proposal it was shown, never write a diff of its own. Without AllowApply
// apply refuses whatever it is given.
package service

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"l9/internal/stage1"
	"l9/memory"
	"l9/store"
)

// Service runs the verbs on one open store.
type Service struct {
	Store *store.Store
	P     *stage1.Proposer
	// AllowApply lets Apply affirm a proposal (the operator's
	// --allow-apply); otherwise Apply refuses.
	AllowApply bool
	// Actor is recorded in the event log of every write.
	Actor string
	// Now is the clock read once per request at the boundary (created_at of
	// a remembered memory, the default instant of a view); time.Now when nil.
	Now func() time.Time
	// TimelineFunc, when set, serves Timeline.
	TimelineFunc TimelineFunc

	mu        sync.Mutex
	proposals map[string][]byte // sha256 → the exact diff bytes this server proposed
	order     []string          // oldest first, capped at MaxProposals
}

// MaxProposals is how many proposals a server keeps for apply; older ones
// are forgotten (propose again).
const MaxProposals = 64

// Error is a service error with a stable code (the HTTP API maps codes to
// statuses; MCP returns them as tool errors).
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e *Error) Error() string { return e.Code + ": " + e.Message }

// Error codes.
const (
	CodeInvalid    = "INVALID_ARGUMENT" // bad input: a malformed time, blank content, a bad namespace
	CodeNotFound   = "NOT_FOUND"        // an id that names no memory
	CodeAmbiguous  = "AMBIGUOUS_ID"     // a prefix naming several memories
	CodeConflict   = "CONFLICT"         // refused by the store's rules (self-supersession, not newer, namespace, taken id)
	CodeForbidden  = "FORBIDDEN"        // apply without --allow-apply
	CodeReadOnly   = "READ_ONLY"        // the store refuses writes
	CodeNoProposal = "UNKNOWN_PROPOSAL" // apply with a sha256 this server did not propose
	CodeInternal   = "INTERNAL"
)

func invalid(format string, args ...any) error {
	return &Error{Code: CodeInvalid, Message: fmt.Sprintf(format, args...)}
}

// classify maps a store error to a service error.
func classify(err error) error {
	if err == nil {
		return nil
	}
	var se *Error
	if errors.As(err, &se) {
		return err
	}
	var (
		nf  *store.NotFoundError
		amb *store.AmbiguousIDError
		ss  *store.SelfSupersessionError
		nn  *store.NotNewerError
		ide *store.IDExistsError
		nm  *store.NamespaceMismatchError
		el  *memory.ErrorList
		as  *store.AlreadySupersededError
		fd  *store.ForeignDiffError
	)
	switch {
	case errors.As(err, &nf):
		return &Error{Code: CodeNotFound, Message: err.Error()}
	case errors.As(err, &amb):
		return &Error{Code: CodeAmbiguous, Message: err.Error()}
	case errors.As(err, &as):
		// Nothing written: name the current version(s) to supersede instead.
		return &Error{Code: CodeConflict, Message: err.Error() + "; supersede instead: " + strings.Join(as.Heads(), " or ")}
	case errors.As(err, &ss), errors.As(err, &nn), errors.As(err, &ide), errors.As(err, &nm), errors.As(err, &fd):
		return &Error{Code: CodeConflict, Message: err.Error()}
	case errors.Is(err, store.ErrReadOnly):
		return &Error{Code: CodeReadOnly, Message: err.Error()}
	case errors.As(err, &el):
		return &Error{Code: CodeInvalid, Message: err.Error()}
	}
	return &Error{Code: CodeInternal, Message: err.Error()}
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

func parseOpt(field, v string) (*time.Time, error) {
	if v == "" {
		return nil, nil
	}
	t, err := memory.ParseTime(v)
	if err != nil {
		return nil, invalid("%s: %v", field, err)
	}
	return &t, nil
}

func (s *Service) at(v string) (time.Time, error) {
	t, err := parseOpt("at", v)
	if err != nil || t == nil {
		return s.now(), err
	}
	return *t, nil
}

func checkNS(ns *string) error {
	if ns == nil {
		return nil
	}
	if err := memory.CheckNamespace(*ns); err != nil {
		return invalid("namespace: %v", err)
	}
	return nil
}

func fmtTime(t *time.Time) string {
	if t == nil {
		return ""
	}
	return memory.FormatTime(*t)
}

// ---- remember ----

// RememberIn is one remember.
type RememberIn struct {
	Content     string `json:"content" jsonschema:"the fact to remember, one sentence"`
	Namespace   string `json:"namespace,omitempty" jsonschema:"whose memory this is (a user or agent id); empty is the default namespace"`
	ObservedAt  string `json:"observed_at,omitempty" jsonschema:"when the fact was observed (RFC 3339 or YYYY-MM-DD); the expiry stamped on a superseded memory"`
	EffectiveAt string `json:"effective_at,omitempty" jsonschema:"when the fact takes effect (RFC 3339 or YYYY-MM-DD)"`
	Supersedes  string `json:"supersedes,omitempty" jsonschema:"Stage 0: the id (or unique prefix of at least 8 characters) of the memory this one replaces, declared explicitly"`
	ID          string `json:"id,omitempty" jsonschema:"id of the new memory (default a random UUID)"`
}

// RememberOut is what a remember committed.
type RememberOut struct {
	ID      string   `json:"id" jsonschema:"the new memory's id"`
	Outcome string   `json:"outcome" jsonschema:"written, or already_expired when the superseded target had already expired at or before the stamp"`
	Target  string   `json:"target,omitempty" jsonschema:"with supersedes: the superseded memory (its constellation root)"`
	Stamp   string   `json:"stamp,omitempty" jsonschema:"with supersedes: the expires_at written on the target (the new memory's observed_at, else its created_at)"`
	Stamped []string `json:"stamped,omitempty" jsonschema:"with supersedes: every memory of the target's constellation that got the stamp"`
	Rerun   bool     `json:"rerun,omitempty" jsonschema:"the same declaration was already affirmed: nothing was written"`
}

// Remember adds a memory; with Supersedes it is Stage 0 (an explicit
// declaration), written in the same transaction.
func (s *Service) Remember(ctx context.Context, in RememberIn) (RememberOut, error) {
	if strings.TrimSpace(in.Content) == "" {
		return RememberOut{}, invalid("content: blank")
	}
	if err := memory.CheckNamespace(in.Namespace); err != nil {
		return RememberOut{}, invalid("namespace: %v", err)
	}
	obs, err := parseOpt("observed_at", in.ObservedAt)
	if err != nil {
		return RememberOut{}, err
	}
	eff, err := parseOpt("effective_at", in.EffectiveAt)
	if err != nil {
		return RememberOut{}, err
	}
	res, err := s.Store.Remember(ctx, store.RememberRequest{ID: in.ID, Namespace: in.Namespace, Content: in.Content,
		ObservedAt: obs, EffectiveAt: eff, Supersedes: in.Supersedes, Now: s.now(), Actor: s.Actor})
	if err != nil {
		return RememberOut{}, classify(err)
	}
	out := RememberOut{ID: res.ID, Outcome: res.Outcome.String(), Target: res.Target, Stamped: res.Stamped, Rerun: res.Rerun}
	if in.Supersedes != "" {
		out.Stamp = memory.FormatTime(res.Stamp)
	}
	return out, nil
}

// ---- the in-force view ----

// ViewIn selects a view.
type ViewIn struct {
	Namespace *string `json:"namespace,omitempty" jsonschema:"only this namespace (empty string: the default namespace); absent: every namespace"`
	At        string  `json:"at,omitempty" jsonschema:"the instant of the view (RFC 3339 or YYYY-MM-DD; default now)"`
	Limit     int     `json:"limit,omitempty" jsonschema:"at most this many items (0: all)"`
}

// RecallIn is a recall.
type RecallIn struct {
	Query     string  `json:"query" jsonschema:"words to look for; memories containing any of them, ranked by the fraction found times rank"`
	Namespace *string `json:"namespace,omitempty" jsonschema:"only this namespace (empty string: the default namespace); absent: every namespace"`
	At        string  `json:"at,omitempty" jsonschema:"the instant of the view (RFC 3339 or YYYY-MM-DD; default now)"`
	Limit     int     `json:"limit,omitempty" jsonschema:"at most this many items (0: all)"`
}

// Item is one memory of the in-force view.
type Item struct {
	ID            string   `json:"id"`
	Namespace     string   `json:"namespace,omitempty"`
	Content       string   `json:"content"`
	Current       bool     `json:"current" jsonschema:"false when superseded, stale or not yet effective: demoted, never dropped"`
	States        []string `json:"states" jsonschema:"derived states: superseded, stale, not_yet_effective, contested"`
	SupersededBy  string   `json:"superseded_by,omitempty" jsonschema:"the memory that replaced it"`
	ContestedWith []string `json:"contested_with,omitempty" jsonschema:"memories asserting a conflicting value at the same instant (both stay in force)"`
	Rank          float64  `json:"rank"`
	Match         float64  `json:"match,omitempty"`
	CreatedAt     string   `json:"created_at"`
	ObservedAt    string   `json:"observed_at,omitempty"`
	EffectiveAt   string   `json:"effective_at,omitempty"`
	ExpiresAt     string   `json:"expires_at,omitempty"`
}

// ViewOut is an in-force view.
type ViewOut struct {
	At      string `json:"at"`
	Current int    `json:"current" jsonschema:"items in force"`
	Demoted int    `json:"demoted" jsonschema:"items kept but not in force"`
	Items   []Item `json:"items"`
}

func itemOf(it *store.Item) Item {
	st := it.States
	if st == nil {
		st = []string{}
	}
	return Item{ID: it.ID, Namespace: it.Namespace, Content: it.Content, Current: it.Current, States: st, SupersededBy: it.SupersededBy,
		ContestedWith: it.ContestedWith, Rank: it.Rank, Match: it.Match, CreatedAt: memory.FormatTime(it.CreatedAt),
		ObservedAt: fmtTime(it.ObservedAt), EffectiveAt: fmtTime(it.EffectiveAt), ExpiresAt: fmtTime(it.ExpiresAt)}
}

func (s *Service) view(ctx context.Context, in ViewIn) (*store.View, error) {
	if err := checkNS(in.Namespace); err != nil {
		return nil, err
	}
	if in.Limit < 0 {
		return nil, invalid("limit: negative")
	}
	at, err := s.at(in.At)
	if err != nil {
		return nil, err
	}
	v, err := s.Store.View(ctx, at, s.P.Contests)
	if err != nil {
		return nil, classify(err)
	}
	if in.Namespace != nil {
		v = v.InNamespace(*in.Namespace)
	}
	return v, nil
}

func viewOut(v *store.View, items []store.Item, limit int) ViewOut {
	out := ViewOut{At: memory.FormatTime(v.At), Items: []Item{}}
	for i := range items {
		if limit > 0 && len(out.Items) == limit {
			break
		}
		out.Items = append(out.Items, itemOf(&items[i]))
		if items[i].Current {
			out.Current++
		} else {
			out.Demoted++
		}
	}
	return out
}

// Brief is the in-force view: superseded and stale memories demoted
// (current false, successor named), never dropped; contested ones marked.
func (s *Service) Brief(ctx context.Context, in ViewIn) (ViewOut, error) {
	v, err := s.view(ctx, in)
	if err != nil {
		return ViewOut{}, err
	}
	return viewOut(v, v.Items, in.Limit), nil
}

// Recall searches the in-force view.
func (s *Service) Recall(ctx context.Context, in RecallIn) (ViewOut, error) {
	if strings.TrimSpace(in.Query) == "" {
		return ViewOut{}, invalid("query: blank")
	}
	v, err := s.view(ctx, ViewIn{Namespace: in.Namespace, At: in.At, Limit: in.Limit})
	if err != nil {
		return ViewOut{}, err
	}
	return viewOut(v, v.Recall(in.Query), in.Limit), nil
}

// ---- show ----

// ShowIn names one memory.
type ShowIn struct {
	ID string `json:"id" jsonschema:"a full id or a unique prefix of at least 8 characters"`
	At string `json:"at,omitempty" jsonschema:"the instant of the derived state (default now)"`
}

// Memory is a stored memory.
type Memory struct {
	ID             string   `json:"id"`
	Namespace      string   `json:"namespace,omitempty"`
	Content        string   `json:"content"`
	CreatedAt      string   `json:"created_at"`
	ObservedAt     string   `json:"observed_at,omitempty"`
	EffectiveAt    string   `json:"effective_at,omitempty"`
	ExpiresAt      string   `json:"expires_at,omitempty"`
	ParentID       string   `json:"parent_id,omitempty"`
	IsFacet        bool     `json:"is_facet,omitempty"`
	Tier           string   `json:"tier,omitempty"`
	Energy         float64  `json:"energy,omitempty"`
	RetrievalCount int      `json:"retrieval_count,omitempty"`
	Tags           []string `json:"tags,omitempty"`
}

// MemoryOf converts a memory.
func MemoryOf(m *memory.Memory) Memory {
	return Memory{ID: m.ID, Namespace: m.Namespace, Content: m.Content, CreatedAt: memory.FormatTime(m.CreatedAt),
		ObservedAt: fmtTime(m.ObservedAt), EffectiveAt: fmtTime(m.EffectiveAt), ExpiresAt: fmtTime(m.ExpiresAt),
		ParentID: m.ParentID, IsFacet: m.IsFacet, Tier: string(m.Tier), Energy: m.Energy, RetrievalCount: m.RetrievalCount, Tags: m.Tags}
}

// Event is one entry of the store's append-only log.
type Event struct {
	Seq        int64          `json:"seq"`
	At         string         `json:"at"`
	Actor      string         `json:"actor"`
	Kind       string         `json:"kind"`
	MemoryID   string         `json:"memory_id,omitempty"`
	OtherID    string         `json:"other_id,omitempty"`
	Detail     map[string]any `json:"detail"`
	DiffSHA256 string         `json:"diff_sha256,omitempty"`
}

// ShowOut is one memory, its derived state and its events.
type ShowOut struct {
	Memory Memory  `json:"memory"`
	View   *Item   `json:"view,omitempty" jsonschema:"the derived state of its constellation root"`
	Events []Event `json:"events"`
}

// Show returns one memory.
func (s *Service) Show(ctx context.Context, in ShowIn) (ShowOut, error) {
	if strings.TrimSpace(in.ID) == "" {
		return ShowOut{}, invalid("id: blank")
	}
	at, err := s.at(in.At)
	if err != nil {
		return ShowOut{}, err
	}
	m, err := s.Store.Get(ctx, in.ID)
	if err != nil {
		return ShowOut{}, classify(err)
	}
	v, err := s.Store.View(ctx, at, nil)
	if err != nil {
		return ShowOut{}, classify(err)
	}
	out := ShowOut{Memory: MemoryOf(&m), Events: []Event{}}
	root := m.ID
	if m.IsFacet && m.ParentID != "" {
		root = m.ParentID
	}
	for i := range v.Items {
		if v.Items[i].ID == root {
			it := itemOf(&v.Items[i])
			out.View = &it
		}
	}
	evs, err := s.Store.Events(ctx, m.ID)
	if err != nil {
		return ShowOut{}, classify(err)
	}
	for _, e := range evs {
		d := map[string]any{}
		if len(e.Detail) > 0 {
			if err := json.Unmarshal(e.Detail, &d); err != nil {
				return ShowOut{}, classify(fmt.Errorf("event %d: detail: %w", e.Seq, err))
			}
		}
		out.Events = append(out.Events, Event{Seq: e.Seq, At: memory.FormatTime(e.At), Actor: e.Actor, Kind: e.Kind, MemoryID: e.MemoryID,
			OtherID: e.OtherID, Detail: d, DiffSHA256: e.DiffSHA256})
	}
	return out, nil
}

// ---- timeline ----

// TimelineIn names a key or a memory.
type TimelineIn struct {
	Key       string  `json:"key" jsonschema:"a key as \"SUBJECT / ATTRIBUTE\" (canonical, as extract shows it), or a memory id (its keys)"`
	Namespace *string `json:"namespace,omitempty" jsonschema:"only this namespace (empty string: the default namespace); absent: every namespace"`
	At        string  `json:"at,omitempty" jsonschema:"the instant of the states (default now)"`
}

// Version is one version of a key.
type Version struct {
	Value         string   `json:"value"`
	At            string   `json:"at" jsonschema:"the version's order time: observed_at, else created_at"`
	MemoryID      string   `json:"memory_id"`
	Unit          string   `json:"unit"`
	Content       string   `json:"content"`
	InForce       bool     `json:"in_force"`
	State         string   `json:"state"`
	SupersededBy  string   `json:"superseded_by,omitempty"`
	Until         string   `json:"until,omitempty" jsonschema:"the supersession instant"`
	ContestedWith []string `json:"contested_with,omitempty"`
}

// Timeline is the versions of one key in time order.
type Timeline struct {
	Namespace string    `json:"namespace,omitempty"`
	Subject   string    `json:"subject"`
	Attribute string    `json:"attribute"`
	Scope     string    `json:"scope,omitempty"`
	Summary   string    `json:"summary" jsonschema:"the one-line history, e.g. tom / employer: acme (2019) → globex (2024, in force)"`
	Versions  []Version `json:"versions"`
}

// TimelineOut is the timelines of the selected keys.
type TimelineOut struct {
	At        string     `json:"at"`
	Timelines []Timeline `json:"timelines"`
}

// TimelineFunc computes timelines (the store's timeline verb, wired in by
// the command that starts the server).
type TimelineFunc func(ctx context.Context, key string, ns *string, at time.Time) (TimelineOut, error)

// Timeline returns the versions of a key (or of a memory's keys) with their
// states and successors.
func (s *Service) Timeline(ctx context.Context, in TimelineIn) (TimelineOut, error) {
	if s.TimelineFunc == nil {
		return TimelineOut{}, &Error{Code: CodeInternal, Message: "timeline is not available on this server"}
	}
	if strings.TrimSpace(in.Key) == "" {
		return TimelineOut{}, invalid("key: blank (give \"SUBJECT / ATTRIBUTE\" or a memory id)")
	}
	if err := checkNS(in.Namespace); err != nil {
		return TimelineOut{}, err
	}
	at, err := s.at(in.At)
	if err != nil {
		return TimelineOut{}, err
	}
	out, err := s.TimelineFunc(ctx, in.Key, in.Namespace, at)
	if err != nil {
		return TimelineOut{}, classify(err)
	}
	return out, nil
}
