package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"l9/memory"
)

const aliasUsage = `l9 alias ID [SLUG...] [--db PATH] [--actor NAME]`

// cmdAlias issues slug aliases to a memory (append-only, one memory per
// slug), or lists them when no slug is given.
func cmdAlias(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 alias", stderr, aliasUsage+`

Issues each SLUG to the memory ID names (a full id, a slug, or a unique id prefix of at least
8 characters). Slugs match `+memory.SlugPattern+` (at most 200 characters); they are
append-only: never moved, never removed. A slug another memory holds is SLUG_CONFLICT (exit 2,
nothing written); re-issuing a memory's own slug changes nothing. Without SLUG, lists the
memory's slugs.`)
	f := stAddFlags(fs)
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) < 1 {
		return usageErrorf("usage: %s", aliasUsage)
	}
	for _, slug := range pos[1:] {
		if err := memory.CheckSlug(slug); err != nil {
			return usageErrorf("alias: %v (nothing written)", err)
		}
	}
	now := stNow()
	s, err := f.open(ctx, false)
	if err != nil {
		return err
	}
	defer s.Close()
	if len(pos) == 1 {
		id, as, err := s.Aliases(ctx, pos[0])
		if err != nil {
			return stErr(err)
		}
		if len(as) == 0 {
			fmt.Fprintf(stdout, "%s: no aliases\n", id)
			return nil
		}
		for _, a := range as {
			fmt.Fprintf(stdout, "%s\t%s\n", a, id)
		}
		return nil
	}
	var lines []string
	for _, slug := range pos[1:] {
		// One transaction per slug: each is its own append-only fact; a
		// refusal stops before any later slug and names what was written.
		res, err := s.AddAlias(ctx, pos[0], slug, now, f.actor)
		if err != nil {
			if len(lines) > 0 {
				io.WriteString(stdout, strings.Join(lines, ""))
			}
			return stErr(fmt.Errorf("alias %s: nothing written for this slug: %w", slug, err))
		}
		if res.Added {
			lines = append(lines, fmt.Sprintf("%s → %s (issued)\n", slug, res.ID))
		} else {
			lines = append(lines, fmt.Sprintf("%s → %s (already held: nothing written)\n", slug, res.ID))
		}
	}
	_, err = io.WriteString(stdout, strings.Join(lines, ""))
	return err
}

// stList is a repeatable string flag.
type stList []string

func (l *stList) String() string { return strings.Join(*l, ",") }
func (l *stList) Set(v string) error {
	*l = append(*l, v)
	return nil
}
