package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"l9/store"
)

const verifyUsage = `l9 verify --contradictions [--json] [--at T] [--namespace NS] [--db PATH]`

// cmdVerify checks the store for what CI should fail on. --contradictions:
// every conflict group at --at with its authority resolution; exit 1 when
// any is unresolved.
func cmdVerify(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 verify", stderr, verifyUsage+`

--contradictions lists every conflict group at --at (default now): memories asserting
conflicting values for one key (subject, attribute, scope) at the same instant, as the detector
finds them, with each member's value and authority tier, the group's resolution (the memory of
the single highest-ranked tier, looked up now) or null, and whether it is unresolved (a tie at the
top rank, or no member with a registered tier). A group whose every pair was dismissed
(l9 dismiss) is settled: neither resolved nor unresolved. Exit 1 when any group is unresolved,
0 otherwise, 2 on bad input. Read-only.`)
	f := stAddFlagsRW(fs, false)
	vf := stAddViewFlags(fs)
	contradictions := fs.Bool("contradictions", false, "check conflict groups and their authority resolution")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) != 0 || !*contradictions {
		return usageErrorf("usage: %s (--contradictions is the check to run)", verifyUsage)
	}
	if !*vf.contested {
		return usageErrorf("verify --contradictions needs the detector: drop --contested=false")
	}
	v, err := stView(ctx, f, &vf)
	if err != nil {
		return err
	}
	unresolved := 0
	for _, g := range v.Conflicts {
		if g.Unresolved {
			unresolved++
		}
	}
	if *vf.asJSON {
		if err := stWriteJSON(stdout, struct {
			At         time.Time             `json:"at"`
			Groups     []store.ConflictGroup `json:"groups"`
			Unresolved int                   `json:"unresolved"`
		}{v.At, v.Conflicts, unresolved}); err != nil {
			return err
		}
	} else {
		var b strings.Builder
		for i, g := range v.Conflicts {
			key := g.Subject + " / " + g.Attribute
			if g.Scope != "" {
				key += " (" + g.Scope + ")"
			}
			if g.Namespace != "" {
				key = "[" + g.Namespace + "] " + key
			}
			verdict := "UNRESOLVED: " + g.Reason
			switch {
			case g.Settled:
				verdict = "settled: " + g.Reason
			case g.Resolution != nil:
				verdict = fmt.Sprintf("resolved to %s (%s)", g.ResolutionValue, g.Reason)
			}
			fmt.Fprintf(&b, "%d. %s at %s: %s\n", i+1, key, g.At.UTC().Format(time.RFC3339Nano), verdict)
			for _, m := range g.Members {
				mark := " "
				if g.Resolution != nil && *g.Resolution == m.ID {
					mark = "✓"
				}
				tier := "no authority"
				if m.Authority != "" && m.Rank == nil {
					tier = m.Authority + " (unregistered)"
				} else if m.Rank != nil {
					tier = fmt.Sprintf("%s (rank %d)", m.Authority, *m.Rank)
				}
				fmt.Fprintf(&b, "   %s %s  %-24s %-12s %s\n", mark, m.ID, tier, m.Value, stClip(m.Content, 60))
			}
		}
		fmt.Fprintf(&b, "verify --contradictions at %s: %s, %d unresolved\n", v.At.UTC().Format(time.RFC3339Nano),
			stPlural(len(v.Conflicts), "conflict group", "conflict groups"), unresolved)
		if _, err := io.WriteString(stdout, b.String()); err != nil {
			return err
		}
	}
	if unresolved > 0 {
		return &exitError{code: exitNotSupported, err: fmt.Errorf("verify --contradictions: %s unresolved", stPlural(unresolved, "conflict group", "conflict groups"))}
	}
	return nil
}
