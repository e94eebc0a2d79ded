package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"l9/internal/texttab"
	"l9/memory"
	"l9/store"
)

const briefUsage = `l9 brief [--json] [--at T] [--namespace NS] [--contested=false] [--stale] [--db PATH]`

// stViewFlags are the flags of brief and recall.
type stViewFlags struct {
	asJSON    *bool
	at        *string
	contested *bool
	namespace *nsFlag
	filter    stFilterFlags
	subjects  map[string]bool // filled by stView for --subject
}

func stAddViewFlags(fs *flag.FlagSet) stViewFlags {
	return stViewFlags{
		asJSON:    fs.Bool("json", false, "the view as one JSON object"),
		at:        fs.String("at", "", "the instant of the view (default now)"),
		contested: fs.Bool("contested", true, "find contested facts (loads the svo model)"),
		namespace: nsAddFlag(fs, "to show (default every namespace)"),
		filter:    stAddFilterFlags(fs),
	}
}

// stView computes the in-force view.
func stView(ctx context.Context, f *stFlags, vf *stViewFlags) (*store.View, error) {
	if err := vf.filter.check(); err != nil {
		return nil, err
	}
	at, err := stAt(*vf.at)
	if err != nil {
		return nil, err
	}
	s, err := f.openRead(ctx)
	if err != nil {
		return nil, err
	}
	defer s.Close()
	var contests func([]memory.Memory) ([]store.Contest, error)
	if *vf.contested {
		p, err := stNewStage1()
		if err != nil {
			return nil, err
		}
		contests = p.contests
	}
	if *vf.filter.subject != "" {
		if vf.subjects, err = stSubjects(ctx, s, *vf.filter.subject); err != nil {
			return nil, err
		}
	}
	v, err := s.View(ctx, at, contests)
	if err != nil || !vf.namespace.set {
		return v, err
	}
	return v.InNamespace(vf.namespace.ns), nil
}

// stPrefixLen is the shortest prefix length in characters (≥
// store.MinPrefix) that tells every id of ids apart, so the ids a table shows
// can be typed back.
func stPrefixLen(ids []string) int {
	ids = stUnique(ids) // an id listed twice is not ambiguous with itself
	n := store.MinPrefix
	for {
		seen := map[string]bool{}
		ok, longest := true, 0
		for _, id := range ids {
			if l := utf8.RuneCountInString(id); l > longest {
				longest = l
			}
			p := stCut(id, n)
			if seen[p] {
				ok = false
			}
			seen[p] = true
		}
		if ok || n >= longest {
			return n
		}
		n++
	}
}

// stCut is the first n characters of id, cut on a rune boundary.
func stCut(id string, n int) string {
	i := 0
	for j := range id {
		if i == n {
			return id[:j]
		}
		i++
	}
	return id
}

func stRenderItems(w io.Writer, v *store.View, items []store.Item, recall bool) error {
	var ids []string
	for _, it := range v.Items {
		ids = append(ids, it.ID)
	}
	n := stPrefixLen(ids)
	stShort := func(id string) string { return stCut(id, n) }
	withNS := false
	for _, it := range items {
		if it.Namespace != "" {
			withNS = true
		}
	}
	rows := [][]string{}
	for _, it := range items {
		state := "in force"
		if len(it.States) > 0 {
			state = strings.Join(it.States, ",")
		}
		if !it.Current {
			state = "DEMOTED " + state
		} else {
			state = strings.Replace(state, store.StatePartiallySuperseded, "in force, partially superseded", 1)
		}
		extra := ""
		if it.SupersededBy != "" {
			extra = "→ " + stShort(it.SupersededBy)
		}
		if it.OutrankedBy != "" {
			extra = strings.TrimSpace(extra + " outranked by " + stShort(it.OutrankedBy))
		}
		for _, f := range it.SupersededFacets {
			if !it.Current && it.SupersededBy != "" {
				break // fully superseded: the successor says it (show lists the facets)
			}
			// The facet retired, with its successor; the rest stays in force.
			extra = strings.TrimSpace(extra + " " + stFacetNote(f, stShort))
		}
		if len(it.ContestedWith) > 0 {
			var ids []string
			for _, id := range it.ContestedWith {
				ids = append(ids, stShort(id))
			}
			extra = strings.TrimSpace(extra + " vs " + strings.Join(ids, ","))
		}
		var settled []string
		for _, l := range it.Contests {
			if l.State == store.ContestSettled {
				settled = append(settled, stShort(l.With))
			}
		}
		if len(settled) > 0 {
			extra = strings.TrimSpace(extra + " settled: " + strings.Join(settled, ","))
		}
		row := []string{fmt.Sprintf("%.3f", it.Rank), stShort(it.ID), state, stClip(it.Content, 56), extra}
		if withNS {
			row = append(row[:2], append([]string{stClip(it.Namespace, 24)}, row[2:]...)...)
		}
		if recall {
			row = append([]string{fmt.Sprintf("%.2f", it.Match)}, row...)
		}
		rows = append(rows, row)
	}
	header := []string{"RANK", "ID", "STATE", "CONTENT", "SUCCESSOR / CONTEST"}
	if withNS {
		header = []string{"RANK", "ID", "NAMESPACE", "STATE", "CONTENT", "SUCCESSOR / CONTEST"}
	}
	if recall {
		header = append([]string{"MATCH"}, header...)
	}
	var buf bytes.Buffer
	if len(rows) > 0 {
		if err := texttab.Render(&buf, header, rows); err != nil {
			return err
		}
	}
	cur, dem := 0, 0
	for _, it := range items {
		if it.Current {
			cur++
		} else {
			dem++
		}
	}
	fmt.Fprintf(&buf, "at %s: %d in force, %d demoted (kept, never dropped)\n", memory.FormatTime(v.At), cur, dem)
	// The three contest states, once any contest is stored (detector-only
	// contests show as "contested" in the table, as they always have).
	stored, open, settled := false, 0, 0
	for _, it := range items {
		if len(it.Contradicts)+len(it.ContradictedBy) > 0 {
			stored = true
		}
		switch it.Contest {
		case store.ContestOpen:
			open++
		case store.ContestSettled:
			settled++
		}
	}
	if stored {
		fmt.Fprintf(&buf, "contests: %d contested (open), %d contested (settled), %d never questioned\n", open, settled, len(items)-open-settled)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

func stWriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// cmdBrief prints the in-force view: every memory, superseded and stale ones
// demoted (current false, successor, lowered rank), contested ones marked.
func cmdBrief(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 brief", stderr, briefUsage)
	f := stAddFlagsRW(fs, false)
	vf := stAddViewFlags(fs)
	stale := fs.Bool("stale", false, "only the memories stale at --at: effective expiry (expires_at, else created_at + ttl_seconds) at or before it")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) != 0 {
		return usageErrorf("usage: %s", briefUsage)
	}
	v, err := stView(ctx, f, &vf)
	if err != nil {
		return err
	}
	items := v.Items
	if *stale {
		items = v.Stale()
	}
	items, matched := vf.filter.apply(items, vf.subjects)
	if *vf.asJSON {
		return stWriteJSON(stdout, &store.View{At: v.At, Items: items})
	}
	// Prefixes are computed over the whole view, so the ids shown can be typed back.
	if err := stRenderItems(stdout, v, items, false); err != nil {
		return err
	}
	if note := vf.filter.note(len(items), matched); note != "" {
		fmt.Fprintln(stdout, strings.TrimSpace(note))
	}
	return nil
}

// stFacetNote is one superseded facet: "attribute: old → new (facet → ID)".
func stFacetNote(f store.FacetState, short func(string) string) string {
	what := f.Unit
	if i := strings.LastIndex(what, "#"); i >= 0 {
		what = what[i:]
	}
	if f.Attribute != "" {
		return fmt.Sprintf("%s: %s → %s (facet %s → %s)", f.Attribute, f.OldValue, f.NewValue, what, short(f.SupersededBy))
	}
	return fmt.Sprintf("facet %s → %s", what, short(f.SupersededBy))
}
