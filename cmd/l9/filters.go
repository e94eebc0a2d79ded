package main

import (
	"context"
	"flag"
	"fmt"
	"strings"

	"l9/memory"
	"l9/store"
)

// stFilterFlags are the filters of brief and recall: --subject, --state and
// --limit (applied in that order, after the namespace).
type stFilterFlags struct {
	subject *string
	state   *string
	limit   *int
}

// stStates are the --state values and what each keeps.
var stStates = map[string]func(it *store.Item) bool{
	"in-force":             func(it *store.Item) bool { return it.Current },
	"demoted":              func(it *store.Item) bool { return !it.Current },
	"contested":            func(it *store.Item) bool { return len(it.ContestedWith) > 0 || hasState(it, store.StateContested) },
	"partially-superseded": func(it *store.Item) bool { return hasState(it, store.StatePartiallySuperseded) },
}

func hasState(it *store.Item, s string) bool {
	for _, x := range it.States {
		if x == s {
			return true
		}
	}
	return false
}

func stAddFilterFlags(fs *flag.FlagSet) stFilterFlags {
	return stFilterFlags{
		subject: fs.String("subject", "", "only memories with a fact about this subject (its canonical form, as l9 extract shows it; loads the svo model)"),
		state:   fs.String("state", "", "only memories in this state: in-force, demoted, contested or partially-superseded"),
		limit:   fs.Int("limit", 0, "at most N items (after the other filters; 0 = all)"),
	}
}

func (ff stFilterFlags) check() error {
	if *ff.state != "" && stStates[*ff.state] == nil {
		return usageErrorf("--state %q: want in-force, demoted, contested or partially-superseded", *ff.state)
	}
	if *ff.limit < 0 {
		return usageErrorf("--limit %d: want a positive number (0 = all)", *ff.limit)
	}
	if *ff.subject != "" && strings.TrimSpace(*ff.subject) == "" {
		return usageErrorf("--subject: empty")
	}
	return nil
}

// stSubjects returns, for a subject filter, the ids of the memories (roots)
// with a unit about that subject.
func stSubjects(ctx context.Context, s *store.Store, subject string) (map[string]bool, error) {
	want := strings.ToLower(strings.Join(strings.Fields(subject), " "))
	all, err := s.Memories(ctx)
	if err != nil {
		return nil, err
	}
	p, err := stNewStage1()
	if err != nil {
		return nil, err
	}
	parent := map[string]string{}
	for _, m := range all {
		parent[m.ID] = m.ParentID
	}
	root := func(id string) string {
		for n := 0; n <= len(all) && parent[id] != ""; n++ {
			id = parent[id]
		}
		return id
	}
	out := map[string]bool{}
	for _, g := range memory.GroupByNamespace(all) {
		for _, u := range p.p.Ex.All(g.Memories) {
			if u.Subject.Canon == want {
				out[root(u.MemoryID)] = true
			}
		}
	}
	return out, nil
}

// apply keeps the items that pass the filters; subjects is nil without
// --subject. It returns the items and how many passed before --limit.
func (ff stFilterFlags) apply(items []store.Item, subjects map[string]bool) ([]store.Item, int) {
	out := []store.Item{}
	for i := range items {
		if subjects != nil && !subjects[items[i].ID] {
			continue
		}
		if *ff.state != "" && !stStates[*ff.state](&items[i]) {
			continue
		}
		out = append(out, items[i])
	}
	n := len(out)
	if *ff.limit > 0 && len(out) > *ff.limit {
		out = out[:*ff.limit]
	}
	return out, n
}

func (ff stFilterFlags) note(shown, matched int) string {
	if shown == matched {
		return ""
	}
	return fmt.Sprintf(" (showing %d of %d: --limit %d)", shown, matched, *ff.limit)
}
