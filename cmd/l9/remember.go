package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"l9/memory"
	"l9/store"
)

const rememberUsage = `l9 remember "TEXT" [--observed T] [--effective T] [--supersedes ID] [--id ID] [--namespace NS] [--alias SLUG]... [--ttl-seconds N] [--authority NAME] [--db PATH] [--actor NAME]`

// cmdRemember adds a memory; with --supersedes it is Stage 0: the target's
// constellation gets expires_at = the new memory's observed_at, else its
// created_at (never the wall clock of the stamp), in the same transaction.
// It prints the new id only after the commit.
func cmdRemember(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 remember", stderr, rememberUsage)
	f := stAddFlags(fs)
	observed := fs.String("observed", "", "when the fact was observed (RFC 3339 or YYYY-MM-DD); the stamp of a superseded target")
	effective := fs.String("effective", "", "when the fact takes effect")
	supersedes := fs.String("supersedes", "", "id (or unique prefix ≥ 8 chars) of the memory this one replaces")
	id := fs.String("id", "", "id of the new memory (default a random UUID)")
	nsf := nsAddFlag(fs, "of the new memory (a supersedes target must be in it)")
	ttl := fs.Int64("ttl-seconds", 0, "relative expiry: stale from created_at + N seconds unless expires_at is set (> 0)")
	authority := fs.String("authority", "", "the registered authority tier this claim is made under (`l9 authority -h`)")
	var aliases stList
	fs.Var(&aliases, "alias", "issue a slug alias to the new memory (repeatable; see `l9 alias -h`)")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) != 1 {
		return usageErrorf("usage: %s", rememberUsage)
	}
	if *authority != "" {
		if err := memory.CheckAuthorityName(*authority); err != nil {
			return usageErrorf("--authority: %v (nothing written)", err)
		}
	}
	if *ttl != 0 {
		if err := memory.CheckTTL(*ttl); err != nil {
			return usageErrorf("--ttl-seconds: %v (nothing written)", err)
		}
	}
	for _, a := range aliases {
		if err := memory.CheckSlug(a); err != nil {
			return usageErrorf("--alias: %v (nothing written)", err)
		}
	}
	obs, err := stTime("observed", *observed)
	if err != nil {
		return err
	}
	eff, err := stTime("effective", *effective)
	if err != nil {
		return err
	}
	now := stNow() // the one read of the clock: created_at of the new memory
	s, err := f.open(ctx, false)
	if err != nil {
		return err
	}
	defer s.Close()
	res, err := s.Remember(ctx, store.RememberRequest{ID: *id, Content: pos[0], ObservedAt: obs, EffectiveAt: eff, Namespace: nsf.ns,
		Supersedes: *supersedes, Aliases: aliases, TTLSeconds: *ttl, Authority: *authority, Now: now, Actor: f.actor})
	var as *store.AlreadySupersededError
	if errors.As(err, &as) {
		// Do not guess: name the current version and give the command.
		var cmds []string
		for _, h := range as.Heads() {
			cmds = append(cmds, "  "+stCommandWith(append([]string{"l9", "remember"}, args...), "supersedes", h))
		}
		what := "To record that the new memory replaces the current version, run:"
		if len(cmds) > 1 {
			what = "To record that the new memory replaces the current version of one of them, run the one that applies:"
		}
		return usageErrorf("remember: nothing written: %v.\n%s\n%s", as, what, strings.Join(cmds, "\n"))
	}
	if err != nil {
		return stErr(fmt.Errorf("remember (%s): nothing written: %w", res.Outcome, err))
	}
	// Committed: now print.
	fmt.Fprintln(stdout, res.ID)
	switch {
	case *supersedes == "":
	case res.Rerun:
		fmt.Fprintf(stderr, "l9: %s was already superseded by %s with this content: nothing written (outcome %s)\n", res.Target, res.ID, res.Outcome)
	case res.Outcome == store.AlreadyExpired:
		fmt.Fprintf(stderr, "l9: %s already expired at %s, at or before %s: left alone (outcome %s)\n",
			res.Target, memory.FormatTime(*res.TargetExpires), memory.FormatTime(res.Stamp), res.Outcome)
	default:
		fmt.Fprintf(stderr, "l9: %s superseded by %s: expires_at %s on %s of its constellation (outcome %s)\n",
			res.Target, res.ID, memory.FormatTime(res.Stamp), stPlural(len(res.Stamped), "memory", "memories"), res.Outcome)
	}
	return nil
}

// stCommandWith is the command line args with flag name's value replaced
// by value, quoted for a POSIX shell.
func stCommandWith(args []string, name, value string) string {
	out := make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-"+name || a == "--"+name:
			out = append(out, a, value)
			i++
			continue
		case strings.HasPrefix(a, "-"+name+"=") || strings.HasPrefix(a, "--"+name+"="):
			a = a[:strings.Index(a, "=")+1] + value
		}
		out = append(out, a)
	}
	for i, a := range out {
		out[i] = stShellQuote(a)
	}
	return strings.Join(out, " ")
}

func stShellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r == '-' || r == '_' || r == '.' || r == '/' || r == ':' || r == '=' || r == '#' || r == '+' || r == ',' ||
			(r >= '0' && r <= '9') || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z'))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
