package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"strconv"

	"l9/internal/texttab"
	"l9/memory"
	"l9/store"
)

const authorityUsage = `l9 authority add NAME --rank N [--description TEXT] | list [--json] | remove NAME  [--db PATH] [--actor NAME]`

const authorityHelp = `

Authority tiers are a closed, ranked registry (higher rank wins). A memory claims under one with
remember --authority NAME or the JSONL field "authority"; an unregistered tier is refused when
the memory is written. When memories conflict (same key, same instant, different values), the
in-force view resolves the group to the claim of the single highest-ranked tier; equal top ranks,
or no tier at all, stay unresolved (no tie-break by recency or id). Every claim stays stored.
Ranks are looked up when reading, never copied onto memories: re-ranking a tier changes every
resolution at once. add is an upsert (a re-added tier gets the new rank and keeps its
description unless one is given); remove refuses a tier memories still carry.`

// cmdAuthority manages the authority registry.
func cmdAuthority(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprintf(stderr, "usage: %s\n", authorityUsage)
		return usageErrorf("l9 authority: no subcommand (add, list, remove)")
	}
	if args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprintf(stdout, "usage: %s%s\n", authorityUsage, authorityHelp)
		return nil
	}
	sub, args := args[0], args[1:]
	fs := stFlagSet("l9 authority "+sub, stderr, authorityUsage+authorityHelp)
	writes := sub != "list"
	f := stAddFlagsRW(fs, writes)
	rank := fs.String("rank", "", "add: the tier's rank (an integer; higher wins)")
	desc := fs.String("description", "", "add: what the tier is (kept on a re-add unless given)")
	asJSON := fs.Bool("json", false, "list: JSON")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	descGiven := false
	fs.Visit(func(fl *flag.Flag) {
		if fl.Name == "description" {
			descGiven = true
		}
	})
	now := stNow()
	switch sub {
	case "add":
		if len(pos) != 1 || *rank == "" {
			return usageErrorf("usage: l9 authority add NAME --rank N [--description TEXT]")
		}
		if err := memory.CheckAuthorityName(pos[0]); err != nil {
			return usageErrorf("authority add: %v", err)
		}
		n, err := strconv.ParseInt(*rank, 10, 64)
		if err != nil {
			return usageErrorf("authority add: --rank %q: want an integer", *rank)
		}
		s, err := f.open(ctx, false)
		if err != nil {
			return err
		}
		defer s.Close()
		req := store.AuthorityRequest{Name: pos[0], Rank: n, Now: now, Actor: f.actor}
		if descGiven {
			req.Description = desc
		}
		res, err := s.AddAuthority(ctx, req)
		if err != nil {
			return stErr(fmt.Errorf("authority add: nothing written: %w", err))
		}
		switch {
		case res.Created:
			fmt.Fprintf(stdout, "authority %s registered at rank %d\n", res.Authority.Name, res.Authority.Rank)
		case !res.Changed:
			fmt.Fprintf(stdout, "authority %s already at rank %d with this description: nothing written\n", res.Authority.Name, res.Authority.Rank)
		default:
			fmt.Fprintf(stdout, "authority %s re-ranked %d → %d (no memory rewritten; resolutions follow at read time)\n", res.Authority.Name, res.OldRank, res.Authority.Rank)
		}
		return nil
	case "list":
		if len(pos) != 0 {
			return usageErrorf("usage: l9 authority list [--json]")
		}
		s, err := f.openRead(ctx)
		if err != nil {
			return err
		}
		defer s.Close()
		as, err := s.Authorities(ctx)
		if err != nil {
			return err
		}
		if *asJSON {
			return stWriteJSON(stdout, as)
		}
		if len(as) == 0 {
			fmt.Fprintln(stdout, "no authority tiers registered (`l9 authority add NAME --rank N`)")
			return nil
		}
		rows := [][]string{}
		for _, a := range as {
			rows = append(rows, []string{a.Name, strconv.FormatInt(a.Rank, 10), strconv.Itoa(a.Memories), a.Description})
		}
		var buf bytes.Buffer
		if err := texttab.Render(&buf, []string{"AUTHORITY", "RANK", "MEMORIES", "DESCRIPTION"}, rows); err != nil {
			return err
		}
		_, err = stdout.Write(buf.Bytes())
		return err
	case "remove":
		if len(pos) != 1 {
			return usageErrorf("usage: l9 authority remove NAME")
		}
		s, err := f.open(ctx, false)
		if err != nil {
			return err
		}
		defer s.Close()
		a, err := s.RemoveAuthority(ctx, pos[0], now, f.actor)
		if err != nil {
			return stErr(fmt.Errorf("authority remove: nothing written: %w", err))
		}
		fmt.Fprintf(stdout, "authority %s (rank %d) removed\n", a.Name, a.Rank)
		return nil
	}
	fmt.Fprintf(stderr, "usage: %s\n", authorityUsage)
	return usageErrorf("l9 authority: unknown subcommand %q (add, list, remove)", sub)
}
