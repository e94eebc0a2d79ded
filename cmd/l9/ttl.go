package main

import (
	"context"
	"fmt"
	"io"
	"strconv"

	"l9/memory"
	"l9/store"
)

const ttlUsage = `l9 ttl ID (SECONDS | --clear) [--db PATH] [--actor NAME]`

// cmdTTL sets or clears a memory's record-carried relative expiry
// (ttl_seconds) on its whole constellation.
func cmdTTL(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 ttl", stderr, ttlUsage+`

Sets ttl_seconds (a whole number > 0) on the memory ID names and every memory of its
constellation, or clears it, in one transaction with a ttl event. The effective expiry is
expires_at when set, else created_at + ttl_seconds; a memory is stale from that instant on
(inclusive). A memory with neither is never stale by expiry.`)
	f := stAddFlags(fs)
	clear := fs.Bool("clear", false, "clear ttl_seconds")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	var n int64
	switch {
	case *clear && len(pos) == 1:
	case !*clear && len(pos) == 2:
		if n, err = strconv.ParseInt(pos[1], 10, 64); err != nil {
			return usageErrorf("ttl: SECONDS %q: want a whole number of seconds > 0", pos[1])
		}
		if err := memory.CheckTTL(n); err != nil {
			return usageErrorf("ttl: %v", err)
		}
	default:
		return usageErrorf("usage: %s", ttlUsage)
	}
	now := stNow()
	s, err := f.open(ctx, false)
	if err != nil {
		return err
	}
	defer s.Close()
	res, err := s.SetTTL(ctx, store.TTLRequest{Handle: pos[0], TTLSeconds: n, Clear: *clear, Now: now, Actor: f.actor})
	if err != nil {
		return stErr(fmt.Errorf("ttl: nothing written: %w", err))
	}
	what := fmt.Sprintf("ttl_seconds = %d", n)
	if *clear {
		what = "ttl_seconds cleared"
	}
	eff := "never expires"
	if res.EffectiveExpiry != nil {
		eff = "effective expiry " + memory.FormatTime(*res.EffectiveExpiry)
	}
	_, err = fmt.Fprintf(stdout, "%s: %s (%s of its constellation); %s\n", res.Root, what, stPlural(len(res.Stamped), "memory", "memories"), eff)
	return err
}
