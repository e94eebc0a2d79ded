package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"l9/memory"
	"l9/store"
)

const contestUsage = `l9 contest A B --actor NAME [--note TEXT] [--db PATH]`

// cmdContest records a one-sided contradicts edge A → B: A asserts that it
// contradicts B. It decides nothing: both stay in force.
func cmdContest(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 contest", stderr, contestUsage+`

Records that A contradicts B as one stored, attributed edge on A (the reverse, contradicted_by,
is derived when reading and never written). A contest is never a verdict: both memories stay in
force, shown as "contested, open" by show and brief until an attributed dismissal (l9 dismiss)
or a supersession between the two settles it. Re-recording an open edge changes nothing; after
a dismissal a new edge opens the contest again. A and B are ids, slugs or unique prefixes (a
facet stands for its constellation).`)
	f := stAddFlags(fs)
	note := fs.String("note", "", "why A contradicts B (kept with the edge)")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) != 2 {
		return usageErrorf("usage: %s", contestUsage)
	}
	now := stNow()
	s, err := f.open(ctx, false)
	if err != nil {
		return err
	}
	defer s.Close()
	res, err := s.Contest(ctx, store.ContestRequest{A: pos[0], B: pos[1], Note: *note, Now: now, Actor: f.actor})
	if err != nil {
		return stErr(fmt.Errorf("contest: nothing written: %w", err))
	}
	switch {
	case !res.Added:
		fmt.Fprintf(stdout, "%s already contradicts %s (open): nothing written\n", res.From, res.To)
	case res.Reopened:
		fmt.Fprintf(stdout, "%s contradicts %s: recorded by %s; the dismissed contest is open again\n", res.From, res.To, f.actor)
	default:
		fmt.Fprintf(stdout, "%s contradicts %s: recorded by %s (contest open; both stay in force)\n", res.From, res.To, f.actor)
	}
	return nil
}

const dismissUsage = `l9 dismiss A B --actor NAME [--note TEXT] [--at T] [--db PATH]`

// cmdDismiss records an attributed dismissal of the contest between A and
// B: both stay in force, the pair moves to contested-settled, the edge is
// kept.
func cmdDismiss(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 dismiss", stderr, dismissUsage+`

Dismisses the contest between A and B, attributed to --actor: both memories stay in force and
the pair moves from "contested, open" to "contested, settled". The contradicts edge is kept, so
a settled contest stays distinguishable from one never raised. The contest is either a stored
edge (l9 contest) or one the detector finds at --at (same key, same instant, conflicting
values); the latter is first recorded as an edge A → B. Dismissing a settled contest changes
nothing; a pair with no contest is refused (exit 2).`)
	f := stAddFlags(fs)
	note := fs.String("note", "", "why the contest is dismissed")
	atFlag := fs.String("at", "", "the instant at which the detector is asked about A and B (default now)")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) != 2 {
		return usageErrorf("usage: %s", dismissUsage)
	}
	at, err := stAt(*atFlag)
	if err != nil {
		return err
	}
	now := stNow()
	s, err := f.open(ctx, false)
	if err != nil {
		return err
	}
	defer s.Close()
	has, err := s.ContestEdge(ctx, pos[0], pos[1])
	if err != nil {
		return stErr(fmt.Errorf("dismiss: nothing written: %w", err))
	}
	detected := false
	if !has {
		if detected, err = stDetectedPair(ctx, s, at, pos[0], pos[1]); err != nil {
			return err
		}
	}
	res, err := s.Dismiss(ctx, store.DismissRequest{A: pos[0], B: pos[1], Note: *note, Now: now, Actor: f.actor, Detected: detected})
	if err != nil {
		return stErr(fmt.Errorf("dismiss: nothing written: %w", err))
	}
	switch {
	case !res.Added:
		fmt.Fprintf(stdout, "the contest between %s and %s is already settled: nothing written\n", res.A, res.B)
	case res.EdgeRecorded:
		fmt.Fprintf(stdout, "contest between %s and %s (found by the detector, recorded as an edge) dismissed by %s: settled, both stay in force\n", res.A, res.B, f.actor)
	default:
		fmt.Fprintf(stdout, "contest between %s and %s dismissed by %s: settled, both stay in force\n", res.A, res.B, f.actor)
	}
	return nil
}

// stDetectedPair reports whether the detector finds the constellations of
// a and b contested at instant at.
func stDetectedPair(ctx context.Context, s *store.Store, at time.Time, a, b string) (bool, error) {
	ra, err := s.Root(ctx, a)
	if err != nil {
		return false, stErr(err)
	}
	rb, err := s.Root(ctx, b)
	if err != nil {
		return false, stErr(err)
	}
	p, err := stNewStage1()
	if err != nil {
		return false, err
	}
	v, err := s.View(ctx, at, p.contests)
	if err != nil {
		return false, err
	}
	for _, it := range v.Items {
		if it.ID != ra {
			continue
		}
		for _, l := range it.Contests {
			if l.With == rb && l.Detected {
				return true, nil
			}
		}
	}
	return false, nil
}

// stContestLine describes an item's contest state in words: never
// questioned, contested and open, or contested and settled.
func stContestLine(it *store.Item, short func(string) string) string {
	switch it.Contest {
	case store.ContestOpen, store.ContestSettled:
	default:
		return "never questioned"
	}
	var open, settled []string
	for _, l := range it.Contests {
		who := short(l.With)
		desc := who
		switch l.Direction {
		case store.DirContradicts:
			desc = "contradicts " + who
		case store.DirContradictedBy:
			desc = "contradicted by " + who
		case store.DirBoth:
			desc = "contradicts and contradicted by " + who
		case store.DirDetected:
			desc = "detected vs " + who
		}
		if l.RaisedBy != "" {
			if l.Source == "detector" {
				desc += " (found by the detector, recorded by " + l.RaisedBy
			} else {
				desc += " (raised by " + l.RaisedBy
			}
			if l.Note != "" {
				desc += fmt.Sprintf(": %q", l.Note)
			}
			desc += ")"
		}
		if l.State == store.ContestOpen {
			open = append(open, desc)
			continue
		}
		if l.SettledBy == store.SettledByDismissal {
			desc += " — dismissed by " + l.DismissedBy + " at " + memory.FormatTime(*l.DismissedAt)
			if l.DismissalNote != "" {
				desc += fmt.Sprintf(": %q", l.DismissalNote)
			}
		} else {
			desc += " — settled by supersession"
		}
		settled = append(settled, desc)
	}
	var parts []string
	if len(open) > 0 {
		parts = append(parts, "contested, open: "+strings.Join(open, "; "))
	}
	if len(settled) > 0 {
		parts = append(parts, "contested, settled: "+strings.Join(settled, "; "))
	}
	return strings.Join(parts, " | ")
}
