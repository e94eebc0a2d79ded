package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"l9/store"
)

const recallUsage = `l9 recall QUERY [--json] [--at T] [--namespace NS] [--contested=false] [--db PATH]`

// cmdRecall searches the in-force view: memories containing a query term,
// ordered by match × rank; superseded ones stay in, demoted.
func cmdRecall(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 recall", stderr, recallUsage)
	f := stAddFlagsRW(fs, false)
	vf := stAddViewFlags(fs)
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) == 0 {
		return usageErrorf("usage: %s", recallUsage)
	}
	q := strings.Join(pos, " ")
	if !store.HasTerms(q) {
		return usageErrorf("recall: the query %q has no word to search for (give at least one word)", q)
	}
	v, err := stView(ctx, f, &vf)
	if err != nil {
		return err
	}
	items, matched := vf.filter.apply(v.Recall(q), vf.subjects)
	if *vf.asJSON {
		return stWriteJSON(stdout, struct {
			At    time.Time    `json:"at"`
			Query string       `json:"query"`
			Items []store.Item `json:"items"`
		}{v.At, q, items})
	}
	if err := stRenderItems(stdout, v, items, true); err != nil {
		return err
	}
	if note := vf.filter.note(len(items), matched); note != "" {
		fmt.Fprintln(stdout, strings.TrimSpace(note))
	}
	return nil
}
