package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"l9/store"
)

const refsUsage = `l9 refs check --docs GLOB... [--root DIR] [--markers rec:,record:] [--json] [--db PATH]
       l9 refs citers (ID | --all) [--docs GLOB...] [--root DIR] [--markers …] [--at T] [--json] [--fail-on-flags] [--db PATH]`

// cmdRefs dispatches the read-only citation commands.
func cmdRefs(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprintf(stderr, "usage: %s\n", refsUsage)
		return usageErrorf("l9 refs: no subcommand (check, citers)")
	}
	switch args[0] {
	case "-h", "--help", "help":
		fmt.Fprintf(stdout, "usage: %s\n\nRead-only: neither the store nor any doc is written. `l9 refs check -h` and `l9 refs citers -h` describe each.\n", refsUsage)
		return nil
	case "check":
		return cmdRefsCheck(ctx, args[1:], stdout, stderr)
	case "citers":
		return cmdRefsCiters(ctx, args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "usage: %s\n", refsUsage)
	return usageErrorf("l9 refs: unknown subcommand %q (check, citers)", args[0])
}

// refsFlags are the doc-scan flags of refs check and refs citers.
type refsFlags struct {
	docs    stList
	root    *string
	markers *string
	asJSON  *bool
}

func refsAddFlags(fs *flag.FlagSet) *refsFlags {
	f := &refsFlags{}
	fs.Var(&f.docs, "docs", "glob of docs to scan, relative to --root (repeatable; further positional arguments are globs too): * and ? within a path segment, ** across segments")
	f.root = fs.String("root", ".", "directory the globs resolve against")
	f.markers = fs.String("markers", strings.Join(store.DefaultMarkers, ","), "comma-separated citation markers that make the following token a definite citation (\"\" = none)")
	f.asJSON = fs.Bool("json", false, "the result as one JSON object")
	return f
}

func (f *refsFlags) options(extra []string) (store.RefsOptions, error) {
	opt := store.RefsOptions{Root: *f.root, Globs: append(append([]string(nil), f.docs...), extra...), Markers: []string{}}
	if *f.markers != "" {
		for _, m := range strings.Split(*f.markers, ",") {
			if err := store.CheckMarker(m); err != nil {
				return opt, usageErrorf("--markers: %v", err)
			}
			opt.Markers = append(opt.Markers, m)
		}
	}
	for _, g := range opt.Globs {
		if err := store.CheckGlob(g); err != nil {
			return opt, usageErrorf("%v", err)
		}
	}
	return opt, nil
}

// refsOpen opens the store read-only whatever L9_READONLY says: the refs
// commands never write.
func refsOpen(ctx context.Context, f *stFlags) (*store.Store, error) {
	s, err := store.Open(ctx, f.db, store.Options{ReadOnly: true})
	if err != nil {
		return nil, stErr(err)
	}
	return s, nil
}

const refsCheckHelp = `

Scans the docs the globs match (files under --root; wildcards skip names starting with ".") for
citations into the store and resolves each like every ID argument (exact id → slug → unique
prefix ≥ 8):
  uuid      a full UUID (8-4-4-4-12 hex)                      definite
  marker    a marker and a token: rec:12cc5573, record:a/b    definite
  wikilink  [[slug-or-id]] ([[x|label]] cites x)              definite
  bare      a standalone ≥ 8-hex token                        counted only when it resolves
A definite citation that resolves to nothing, or to an ambiguous prefix, fails the check; a
non-resolving bare hex token is ignored (it may be a commit SHA). Each failure is printed as
doc:line:column: token: form: reason (column in characters, at the start of the citation).
Exit 0 when every definite citation resolves (no --docs at all is an explicit no-op pass),
1 when any does not, 2 on bad input. Read-only: the store and the docs are never written.`

func cmdRefsCheck(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 refs check", stderr, strings.SplitN(refsUsage, "\n", 2)[0]+refsCheckHelp)
	f := stAddFlagsRW(fs, false)
	rf := refsAddFlags(fs)
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	opt, err := rf.options(pos)
	if err != nil {
		return err
	}
	s, err := refsOpen(ctx, f)
	if err != nil {
		return err
	}
	defer s.Close()
	res, err := s.CheckRefs(ctx, opt)
	if err != nil {
		return inputError(fmt.Errorf("refs check: %w", err))
	}
	for _, g := range res.Unmatched {
		fmt.Fprintf(stderr, "l9: warning: --docs %q matched no file under %s\n", g, *rf.root)
	}
	if *rf.asJSON {
		if err := stWriteJSON(stdout, res); err != nil {
			return err
		}
	} else {
		var b strings.Builder
		for _, u := range res.Unresolved {
			fmt.Fprintln(&b, u.String())
		}
		if res.NoOp {
			fmt.Fprintln(&b, "refs check: no --docs globs given: nothing scanned (an explicit no-op pass)")
		} else {
			resolved := len(res.Citations) - len(res.Unresolved)
			verdict := "ok"
			if !res.OK {
				verdict = "FAIL"
			}
			fmt.Fprintf(&b, "refs check: %s scanned, %s (%d resolved, %d unresolved), %s cited: %s\n",
				stPlural(len(res.Scanned), "doc", "docs"), stPlural(len(res.Citations), "citation", "citations"),
				resolved, len(res.Unresolved), stPlural(len(res.ByRecord), "memory", "memories"), verdict)
		}
		if _, err := io.WriteString(stdout, b.String()); err != nil {
			return err
		}
	}
	if !res.OK {
		return &exitError{code: exitNotSupported, err: fmt.Errorf("refs check: %s do not resolve (fail closed)", stPlural(len(res.Unresolved), "definite citation", "definite citations"))}
	}
	return nil
}

const refsCitersHelp = `

Lists the first-degree citers of a memory (ID: full id, slug or unique prefix ≥ 8) and, when it
is superseded, flags each one with the successor id(s): store memories whose content cites it
(any citation form of ` + "`l9 refs check -h`" + `; the supersession itself and anything of its own
successor excluded), and with --docs the docs that cite it. A memory with no supersession
evidence (an affirmed, unretracted supersession whose replacement governs at --at, default now)
gets superseded: false and no flags; the counts of citers are reported either way. --all does this for every
superseded memory. Exit 0, or 1 with --fail-on-flags when any doc cites a superseded memory;
2 on bad input. Read-only.`

func cmdRefsCiters(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 refs citers", stderr, strings.SplitN(refsUsage, "\n", 2)[1][7:]+refsCitersHelp)
	f := stAddFlagsRW(fs, false)
	rf := refsAddFlags(fs)
	all := fs.Bool("all", false, "every memory with supersession evidence instead of one ID")
	failOn := fs.Bool("fail-on-flags", false, "exit 1 when any doc cites a superseded memory (a CI check)")
	atFlag := fs.String("at", "", "the instant of the supersession state (default now): a supersession whose replacement does not govern then flags nothing")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	at, err := stAt(*atFlag)
	if err != nil {
		return err
	}
	var handle string
	if !*all {
		if len(pos) == 0 {
			return usageErrorf("usage: l9 refs citers (ID | --all) …: no ID given")
		}
		handle, pos = pos[0], pos[1:]
	}
	opt, err := rf.options(pos)
	if err != nil {
		return err
	}
	opt.At = at
	s, err := refsOpen(ctx, f)
	if err != nil {
		return err
	}
	defer s.Close()
	var results []*store.CitersResult
	if *all {
		if results, err = s.CitersAll(ctx, opt); err != nil {
			return stErr(fmt.Errorf("refs citers: %w", err))
		}
	} else {
		r, err := s.Citers(ctx, handle, opt)
		if err != nil {
			return stErr(fmt.Errorf("refs citers: %w", err))
		}
		results = []*store.CitersResult{r}
	}
	docFlags, flags := 0, 0
	for _, r := range results {
		docFlags += r.DocFlags()
		flags += len(r.Flags)
	}
	if *rf.asJSON {
		var v any = results[0]
		if *all {
			v = results
		}
		if err := stWriteJSON(stdout, v); err != nil {
			return err
		}
	} else {
		var b strings.Builder
		for _, r := range results {
			refsRenderCiters(&b, r)
		}
		if *all {
			fmt.Fprintf(&b, "refs citers: %s superseded, %s (%d from docs)\n", stPlural(len(results), "memory", "memories"), stPlural(flags, "flag", "flags"), docFlags)
		}
		if len(opt.Globs) == 0 {
			fmt.Fprintln(&b, "(no --docs globs: doc citers not scanned)")
		}
		if _, err := io.WriteString(stdout, b.String()); err != nil {
			return err
		}
	}
	if *failOn && docFlags > 0 {
		return &exitError{code: exitNotSupported, err: fmt.Errorf("refs citers: docs cite a superseded memory (%s)", stPlural(docFlags, "doc flag", "doc flags"))}
	}
	return nil
}

func refsRenderCiters(b *strings.Builder, r *store.CitersResult) {
	if r.Superseded {
		fmt.Fprintf(b, "%s: superseded by %s; %s, %s, %s\n", r.RecordID, strings.Join(r.SupersededByIDs, ", "),
			stPlural(r.StoreCiters, "store citer", "store citers"), stPlural(r.DocCiters, "doc citer", "doc citers"), stPlural(len(r.Flags), "flag", "flags"))
	} else if r.ReplacementNotInForce {
		fmt.Fprintf(b, "%s: not superseded (its affirmed replacement does not govern at this instant): no flags; %s, %s\n", r.RecordID,
			stPlural(r.StoreCiters, "store citer", "store citers"), stPlural(r.DocCiters, "doc citer", "doc citers"))
	} else {
		fmt.Fprintf(b, "%s: not superseded (no supersession evidence): no flags; %s, %s\n", r.RecordID,
			stPlural(r.StoreCiters, "store citer", "store citers"), stPlural(r.DocCiters, "doc citer", "doc citers"))
	}
	for _, c := range r.Citers {
		word := "citer"
		if r.Superseded {
			word = "FLAG "
		}
		how := fmt.Sprintf("%s %q", c.Form, c.Token)
		if c.CiterKind == store.CiterRecord {
			how = c.LinkKind + ", " + how
			if c.Form == "" {
				how = c.LinkKind
			}
		}
		fmt.Fprintf(b, "  %s %-6s %s → %s (%s)\n", word, c.CiterKind, c.CiterRef, c.CitedID, how)
	}
}
