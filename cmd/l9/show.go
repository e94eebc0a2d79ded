package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"l9/memory"
	"l9/store"
)

const showUsage = `l9 show ID [--json] [--at T] [--contested=false] [--db PATH]`

// cmdShow prints one memory (full id or unique prefix ≥ 8 characters), its
// derived state at --at (default now) and its events.
func cmdShow(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 show", stderr, showUsage)
	f := stAddFlagsRW(fs, false)
	asJSON := fs.Bool("json", false, "one JSON object")
	atFlag := fs.String("at", "", "instant of the derived state (default now)")
	contested := fs.Bool("contested", true, "ask the detector for contests at --at (loads the svo model)")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) != 1 {
		return usageErrorf("usage: %s", showUsage)
	}
	at, err := stAt(*atFlag)
	if err != nil {
		return err
	}
	s, err := f.openRead(ctx)
	if err != nil {
		return err
	}
	defer s.Close()
	m, err := s.Get(ctx, pos[0])
	if err != nil {
		return stErr(err)
	}
	var contests func([]memory.Memory) ([]store.Contest, error)
	if *contested {
		p, err := stNewStage1()
		if err != nil {
			return err
		}
		contests = p.contests
	}
	v, err := s.View(ctx, at, contests)
	if err != nil {
		return err
	}
	root := m.ID
	if m.IsFacet && m.ParentID != "" {
		root = m.ParentID
	}
	var item *store.Item
	for i := range v.Items {
		if v.Items[i].ID == root {
			item = &v.Items[i]
		}
	}
	evs, err := s.Events(ctx, m.ID)
	if err != nil {
		return err
	}
	if *asJSON {
		line, err := memory.Marshal(&m)
		if err != nil {
			return err
		}
		out := struct {
			Memory json.RawMessage `json:"memory"`
			View   *store.Item     `json:"view"`
			Events []store.Event   `json:"events"`
		}{line, item, evs}
		if out.Events == nil {
			out.Events = []store.Event{}
		}
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		return enc.Encode(out)
	}
	w := &strings.Builder{}
	fmt.Fprintf(w, "id:           %s\n", m.ID)
	if m.Namespace != "" {
		fmt.Fprintf(w, "namespace:    %s\n", m.Namespace)
	}
	fmt.Fprintf(w, "content:      %s\n", m.Content)
	fmt.Fprintf(w, "created_at:   %s\n", memory.FormatTime(m.CreatedAt))
	stTimeLine(w, "observed_at:  ", m.ObservedAt)
	stTimeLine(w, "effective_at: ", m.EffectiveAt)
	stTimeLine(w, "expires_at:   ", m.ExpiresAt)
	if m.TTLSeconds > 0 {
		fmt.Fprintf(w, "ttl_seconds:  %d", m.TTLSeconds)
		if m.ExpiresAt == nil {
			fmt.Fprintf(w, " (expires %s)", memory.FormatTime(*m.EffectiveExpiry()))
		} else {
			fmt.Fprint(w, " (expires_at takes precedence)")
		}
		fmt.Fprintln(w)
	}
	if m.ParentID != "" {
		fmt.Fprintf(w, "parent_id:    %s (facet: %v)\n", m.ParentID, m.IsFacet)
	}
	if m.Tier != "" || m.Energy != 0 || m.RetrievalCount != 0 {
		fmt.Fprintf(w, "tier/energy:  %s / %g / recalled %d\n", m.Tier, m.Energy, m.RetrievalCount)
	}
	if len(m.Tags) > 0 {
		fmt.Fprintf(w, "tags:         %s\n", strings.Join(m.Tags, ", "))
	}
	if m.Authority != "" {
		fmt.Fprintf(w, "authority:    %s\n", m.Authority)
	}
	if len(m.Aliases) > 0 {
		fmt.Fprintf(w, "aliases:      %s\n", strings.Join(m.Aliases, ", "))
	}
	if item != nil {
		state := "in force"
		if len(item.States) > 0 {
			state = strings.Join(item.States, ", ")
		}
		fmt.Fprintf(w, "at %s: current=%v (%s)", memory.FormatTime(at), item.Current, state)
		if item.SupersededBy != "" {
			fmt.Fprintf(w, ", superseded by %s", item.SupersededBy)
		}
		if item.OutrankedBy != "" {
			fmt.Fprintf(w, ", outranked by %s", item.OutrankedBy)
		}
		fmt.Fprintf(w, ", rank %.3f\n", item.Rank)
		fmt.Fprintf(w, "contest:      %s\n", stContestLine(item, func(id string) string { return id }))
	}
	if err := stShowEdges(ctx, w, s, m.ID, at); err != nil {
		return err
	}
	fmt.Fprintf(w, "events:\n")
	for _, e := range evs {
		fmt.Fprintf(w, "  #%d %s %s", e.Seq, memory.FormatTime(e.At), e.Kind)
		if e.Kind == store.EventAlias {
			var d struct{ Slug string }
			if json.Unmarshal(e.Detail, &d) == nil {
				fmt.Fprintf(w, " %s", d.Slug)
			}
		}
		if e.OtherID != "" && e.OtherID != m.ID {
			fmt.Fprintf(w, " → %s", e.OtherID)
		} else if e.MemoryID != m.ID && e.MemoryID != "" {
			fmt.Fprintf(w, " ← %s", e.MemoryID)
		}
		fmt.Fprintf(w, " (actor %s", e.Actor)
		if e.DiffSHA256 != "" {
			fmt.Fprintf(w, ", diff %s", e.DiffSHA256[:12])
		}
		fmt.Fprint(w, ")")
		fmt.Fprintln(w)
	}
	_, err = io.WriteString(stdout, w.String())
	return err
}

func stTimeLine(w io.Writer, label string, t *time.Time) {
	if t != nil {
		fmt.Fprintf(w, "%s%s\n", label, memory.FormatTime(*t))
	}
}

// stWriteJSONL writes each value as one JSON line.
func stWriteJSONL[T any](w io.Writer, vs []T) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := range vs {
		if err := enc.Encode(vs[i]); err != nil {
			return err
		}
	}
	return nil
}

// stShowEdges prints, per unit of the memory, whether it is in force or
// superseded, and every supersession with why it exists (key, old → new
// value, the event) and what it stamped.
func stShowEdges(ctx context.Context, w io.Writer, s *store.Store, id string, at time.Time) error {
	edges, err := s.EdgesOf(ctx, id)
	if err != nil || len(edges) == 0 {
		return err
	}
	var units []string
	byUnit := map[string]store.EdgeInfo{}
	for _, e := range edges {
		if e.Retracted || e.At.After(at) {
			continue
		}
		units = append(units, e.Units...)
		key := e.Unit
		if key == "" {
			key = "(whole memory)"
		}
		if _, ok := byUnit[key]; !ok {
			byUnit[key] = e
		}
	}
	seen := map[string]bool{}
	var facets []string
	for _, u := range units {
		if !seen[u] {
			seen[u] = true
			facets = append(facets, u)
		}
	}
	sort.Strings(facets)
	if len(facets) > 0 {
		fmt.Fprintf(w, "facets at %s:\n", memory.FormatTime(at))
		for _, u := range facets {
			if e, ok := byUnit[u]; ok {
				fmt.Fprintf(w, "  %s superseded by %s (%s)\n", u, e.NewID, stWhy12(e))
			} else {
				fmt.Fprintf(w, "  %s in force\n", u)
			}
		}
	}
	fmt.Fprintf(w, "supersessions:\n")
	for _, e := range edges {
		what := "whole memory"
		if e.Unit != "" {
			what = "facet " + e.Unit
		}
		fmt.Fprintf(w, "  %s → %s at %s (%s; %s, event #%d", what, e.NewID, memory.FormatTime(e.At), stWhy12(e), e.Source, e.Event)
		if e.DiffSHA256 != "" {
			fmt.Fprintf(w, ", diff %s", e.DiffSHA256[:12])
		}
		if e.Retracted {
			fmt.Fprint(w, ", retracted")
		}
		fmt.Fprint(w, ")")
		if len(e.Stamped) > 0 {
			var ids []string
			for _, st := range e.Stamped {
				ids = append(ids, st.ID)
			}
			fmt.Fprintf(w, "; stamped expires_at on %s", strings.Join(ids, ", "))
		}
		fmt.Fprintln(w)
	}
	return nil
}

func stWhy12(e store.EdgeInfo) string {
	if e.Attribute == "" {
		return "declared"
	}
	return fmt.Sprintf("%s / %s: %s → %s", e.Subject, e.Attribute, e.OldValue, e.NewValue)
}
