package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"l9/internal/texttab"
	"l9/memory"
	"l9/store"
	"l9/svo"
)

const timelineUsage = `l9 timeline ID|"SUBJECT / ATTRIBUTE" [--at T] [--json] [--namespace NS] [--db PATH]`
const currentUsage = `l9 current "SUBJECT / ATTRIBUTE" [--at T] [--json] [--namespace NS] [--db PATH]`

// stVersion is one version of a key: a unit, its memory and its state at
// the instant of the view.
type stVersion struct {
	Namespace    string     `json:"namespace,omitempty"`
	Subject      string     `json:"subject"`
	Attribute    string     `json:"attribute"`
	Scope        string     `json:"scope,omitempty"`
	Value        string     `json:"value"`
	Negated      bool       `json:"negated,omitempty"`
	Unit         string     `json:"unit"`
	MemoryID     string     `json:"memory_id"`
	Content      string     `json:"content"`
	At           time.Time  `json:"at"` // order time: observed_at, else created_at
	InForce      bool       `json:"in_force"`
	State        string     `json:"state"` // in force, superseded, stale, not_yet_effective, after (the view's instant)
	SupersededBy string     `json:"superseded_by,omitempty"`
	ContestedBy  []string   `json:"contested_with,omitempty"`
	Until        *time.Time `json:"until,omitempty"` // the supersession instant
}

// stKeyTimeline is the versions of one key in time order.
type stKeyTimeline struct {
	Namespace string      `json:"namespace,omitempty"`
	Subject   string      `json:"subject"`
	Attribute string      `json:"attribute"`
	Scope     string      `json:"scope,omitempty"`
	Versions  []stVersion `json:"versions"`
	Summary   string      `json:"summary"`
}

type stKey struct{ ns, subject, attribute, scope string }

// stTimelines extracts every memory of the store and groups the units by
// key; want selects the keys (nil: all).
func stTimelines(ctx context.Context, s *store.Store, p *stStage1, at time.Time, nsf *nsFlag, want func(k stKey, memID string) bool) ([]stKeyTimeline, error) {
	all, err := s.Memories(ctx)
	if err != nil {
		return nil, err
	}
	all = nsf.filter(all)
	v, err := s.View(ctx, at, p.contests)
	if err != nil {
		return nil, err
	}
	items := map[string]*store.Item{}
	for i := range v.Items {
		items[v.Items[i].ID] = &v.Items[i]
	}
	content := map[string]string{}
	parent := map[string]string{}
	for _, m := range all {
		content[m.ID] = m.Content
		parent[m.ID] = m.ParentID
	}
	rootOf := map[string]string{}
	for _, m := range all {
		r := m.ID
		for n := 0; n <= len(all) && parent[r] != ""; n++ {
			if _, ok := parent[parent[r]]; !ok {
				break // a parent outside the selection
			}
			r = parent[r]
		}
		rootOf[m.ID] = r
	}
	groups := map[stKey][]stVersion{}
	var order []stKey
	for _, g := range memory.GroupByNamespace(all) {
		for _, u := range p.p.Ex.All(g.Memories) {
			if u.KeyOnly {
				continue
			}
			k := stKey{g.Namespace, u.Subject.Canon, u.Attribute.Canon, u.Scope}
			if want != nil && !want(k, u.MemoryID) {
				continue
			}
			if _, ok := groups[k]; !ok {
				order = append(order, k)
			}
			groups[k] = append(groups[k], stVersionOf(u, g.Namespace, rootOf, items, content, at))
		}
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := order[i], order[j]
		if a.ns != b.ns {
			return a.ns < b.ns
		}
		if a.subject != b.subject {
			return a.subject < b.subject
		}
		if a.attribute != b.attribute {
			return a.attribute < b.attribute
		}
		return a.scope < b.scope
	})
	var out []stKeyTimeline
	for _, k := range order {
		vs := groups[k]
		sort.SliceStable(vs, func(i, j int) bool {
			if !vs[i].At.Equal(vs[j].At) {
				return vs[i].At.Before(vs[j].At)
			}
			return vs[i].Unit < vs[j].Unit
		})
		tl := stKeyTimeline{Namespace: k.ns, Subject: k.subject, Attribute: k.attribute, Scope: k.scope, Versions: vs}
		tl.Summary = stSummary(&tl)
		out = append(out, tl)
	}
	return out, nil
}

func stVersionOf(u svo.Unit, ns string, rootOf map[string]string, items map[string]*store.Item, content map[string]string, at time.Time) stVersion {
	val := u.Value.Canon
	if u.Negated {
		val = "not " + val
	}
	v := stVersion{Namespace: ns, Subject: u.Subject.Canon, Attribute: u.Attribute.Canon, Scope: u.Scope, Value: val, Negated: u.Negated,
		Unit: u.ID, MemoryID: rootOf[u.MemoryID], Content: content[rootOf[u.MemoryID]], At: u.OrderTime().UTC()}
	it := items[v.MemoryID]
	switch {
	case v.At.After(at):
		v.State = "after " + memory.FormatTime(at)
	case it == nil:
		v.State = "unknown"
	default:
		v.InForce, v.State = it.Current, "in force"
		for _, f := range it.SupersededFacets {
			if f.Unit == u.ID {
				v.InForce, v.State, v.SupersededBy = false, store.StateSuperseded, f.SupersededBy
				t := f.At
				v.Until = &t
			}
		}
		if v.InForce {
			v.ContestedBy = it.ContestedWith
		} else if v.SupersededBy == "" {
			v.State = strings.Join(it.States, ",")
			v.SupersededBy = it.SupersededBy
			v.Until = it.ExpiresAt
		}
	}
	return v
}

// stSummary is the one-line history: "tom / employer: acme (2019) → globex (2024, in force)".
func stSummary(tl *stKeyTimeline) string {
	var parts []string
	for _, v := range tl.Versions {
		note := fmt.Sprint(v.At.Year())
		if v.InForce {
			note += ", in force"
			if len(v.ContestedBy) > 0 {
				note += ", contested"
			}
		}
		parts = append(parts, fmt.Sprintf("%s (%s)", v.Value, note))
	}
	return stKeyName(tl.Subject, tl.Attribute, tl.Scope) + ": " + strings.Join(parts, " → ")
}

func stKeyName(subject, attribute, scope string) string {
	s := subject + " / " + attribute
	if scope != "" {
		s += " [" + scope + "]"
	}
	return s
}

// stParseKey reads "SUBJECT / ATTRIBUTE".
func stParseKey(s string) (string, string, bool) {
	a, b, ok := strings.Cut(s, "/")
	a, b = strings.ToLower(strings.Join(strings.Fields(a), " ")), strings.ToLower(strings.Join(strings.Fields(b), " "))
	return a, b, ok && a != "" && b != ""
}

// stSelect is the key filter of a timeline/current argument: a "subject /
// attribute" key, or the keys of one memory.
func stSelect(ctx context.Context, s *store.Store, arg string) (func(stKey, string) bool, string, error) {
	if subj, attr, ok := stParseKey(arg); ok {
		return func(k stKey, _ string) bool { return k.subject == subj && k.attribute == attr }, stKeyName(subj, attr, ""), nil
	}
	id, err := s.Resolve(ctx, arg)
	if err != nil {
		return nil, "", stErr(fmt.Errorf("%w (or give a key as \"SUBJECT / ATTRIBUTE\")", err))
	}
	return nil, id, nil
}

func cmdTimeline(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return stTimelineCmd(ctx, "timeline", timelineUsage, args, stdout, stderr)
}

func cmdCurrent(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return stTimelineCmd(ctx, "current", currentUsage, args, stdout, stderr)
}

func stTimelineCmd(ctx context.Context, name, usage string, args []string, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 "+name, stderr, usage)
	f := stAddFlagsRW(fs, false)
	atFlag := fs.String("at", "", "the instant of the states (default now)")
	asJSON := fs.Bool("json", false, "one JSON object")
	nsf := nsAddFlag(fs, "to look in (default every namespace)")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) != 1 {
		return usageErrorf("usage: %s", usage)
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
	want, label, err := stSelect(ctx, s, pos[0])
	if err != nil {
		return err
	}
	if name == "current" && want == nil {
		return usageErrorf("l9 current takes a key, \"SUBJECT / ATTRIBUTE\" (use l9 timeline ID for a memory)")
	}
	p, err := stNewStage1()
	if err != nil {
		return err
	}
	if want == nil {
		// The keys of one memory: select them by a first pass.
		id := label
		keys := map[stKey]bool{}
		if _, err := stTimelines(ctx, s, p, at, nsf, func(k stKey, mem string) bool {
			if mem == id {
				keys[k] = true
			}
			return false
		}); err != nil {
			return err
		}
		if len(keys) == 0 {
			return usageErrorf("memory %s states no subject / attribute key l9 can read (see l9 extract)", id)
		}
		want = func(k stKey, _ string) bool { return keys[k] }
	}
	tls, err := stTimelines(ctx, s, p, at, nsf, want)
	if err != nil {
		return err
	}
	if len(tls) == 0 {
		return usageErrorf("no memory states %s (keys are canonical: see l9 extract)", label)
	}
	if name == "current" {
		return stCurrentOut(stdout, tls, at, *asJSON)
	}
	if *asJSON {
		return stWriteJSON(stdout, struct {
			At        time.Time       `json:"at"`
			Timelines []stKeyTimeline `json:"timelines"`
		}{at.UTC(), tls})
	}
	var buf bytes.Buffer
	for i, tl := range tls {
		if i > 0 {
			buf.WriteByte('\n')
		}
		var ids []string
		for _, v := range tl.Versions {
			ids = append(ids, v.MemoryID)
			if v.SupersededBy != "" {
				ids = append(ids, v.SupersededBy)
			}
		}
		n := stPrefixLen(stUnique(ids))
		rows := [][]string{}
		for _, v := range tl.Versions {
			state := v.State
			if v.SupersededBy != "" {
				state += " → " + stCut(v.SupersededBy, n)
			}
			if len(v.ContestedBy) > 0 {
				state += " (contested)"
			}
			unit := stCut(v.MemoryID, n)
			if v.Unit != v.MemoryID {
				unit += v.Unit[strings.LastIndex(v.Unit, "#"):]
			}
			rows = append(rows, []string{memory.FormatTime(v.At), v.Value, unit, state, stClip(v.Content, 48)})
		}
		fmt.Fprintf(&buf, "%s\n", tl.Summary)
		if err := texttab.Render(&buf, []string{"AT", "VALUE", "MEMORY", "STATE AT " + memory.FormatTime(at), "CONTENT"}, rows); err != nil {
			return err
		}
	}
	_, err = stdout.Write(buf.Bytes())
	return err
}

// stCurrentOut prints the value in force per key: one value, "contested"
// with every contested value, or "unresolved" when several are in force
// without a supersession or contest between them.
func stCurrentOut(w io.Writer, tls []stKeyTimeline, at time.Time, asJSON bool) error {
	type cur struct {
		Key      string      `json:"key"`
		State    string      `json:"state"` // in_force, contested, unresolved, none
		Value    string      `json:"value,omitempty"`
		Versions []stVersion `json:"in_force"`
	}
	out := []cur{}
	for _, tl := range tls {
		c := cur{Key: stKeyName(tl.Subject, tl.Attribute, tl.Scope), Versions: []stVersion{}}
		values := map[string]bool{}
		contested := false
		for _, v := range tl.Versions {
			if v.InForce {
				c.Versions = append(c.Versions, v)
				values[v.Value] = true
				contested = contested || len(v.ContestedBy) > 0
			}
		}
		switch {
		case len(c.Versions) == 0:
			c.State = "none"
		case len(values) == 1:
			c.State, c.Value = "in_force", c.Versions[len(c.Versions)-1].Value
		case contested:
			c.State = "contested"
		default:
			c.State = "unresolved"
		}
		out = append(out, c)
	}
	if asJSON {
		return stWriteJSON(w, struct {
			At   time.Time `json:"at"`
			Keys []cur     `json:"keys"`
		}{at.UTC(), out})
	}
	var b strings.Builder
	for _, c := range out {
		fmt.Fprintf(&b, "%s at %s: ", c.Key, memory.FormatTime(at))
		var vs []string
		for _, v := range c.Versions {
			vs = append(vs, fmt.Sprintf("%s (%s, %s)", v.Value, v.MemoryID, memory.FormatTime(v.At)))
		}
		switch c.State {
		case "none":
			b.WriteString("no value in force\n")
		case "in_force":
			fmt.Fprintf(&b, "%s\n", vs[len(vs)-1])
		case "contested":
			fmt.Fprintf(&b, "contested: %s\n", strings.Join(vs, " vs "))
		default:
			fmt.Fprintf(&b, "unresolved: %s all in force, no supersession or contest recorded between them (l9 propose)\n", strings.Join(vs, ", "))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func stUnique(ids []string) []string {
	seen := map[string]bool{}
	out := ids[:0:0]
	for _, id := range ids {
		if id != "" && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}
