package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"l9/memory"
	"l9/store"
)

const temporalUsage = `l9 temporal ID (--expires T | --clear-expires | --observed T | --clear-observed | --effective T | --clear-effective)... [--db PATH] [--actor NAME]`

// cmdTemporal sets or clears temporal stamps of a memory's constellation.
// Stamps are clearable (P1); clearing expires_at retracts the affirmed
// supersessions that named the memory.
func cmdTemporal(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 temporal", stderr, temporalUsage)
	f := stAddFlags(fs)
	var set [3]string
	var clear [3]bool
	names := [3]string{"expires", "observed", "effective"}
	for i, n := range names {
		fs.StringVar(&set[i], n, "", "set "+n+"_at (RFC 3339 or YYYY-MM-DD)")
		fs.BoolVar(&clear[i], "clear-"+n, false, "clear "+n+"_at")
	}
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) != 1 {
		return usageErrorf("usage: %s", temporalUsage)
	}
	var fsx [3]memory.FieldStamp
	any := false
	for i, n := range names {
		if set[i] != "" && clear[i] {
			return usageErrorf("--%s and --clear-%s together", n, n)
		}
		if clear[i] {
			fsx[i], any = memory.ClearTime(), true
		}
		if set[i] != "" {
			t, err := stTime(n, set[i])
			if err != nil {
				return err
			}
			fsx[i], any = memory.SetTime(*t), true
		}
	}
	if !any {
		return usageErrorf("nothing to change: usage: %s", temporalUsage)
	}
	now := stNow()
	s, err := f.open(ctx, false)
	if err != nil {
		return err
	}
	defer s.Close()
	res, err := s.SetTemporal(ctx, store.TemporalRequest{Handle: pos[0], Stamp: memory.TemporalStamp{ExpiresAt: fsx[0], ObservedAt: fsx[1], EffectiveAt: fsx[2]}, Now: now, Actor: f.actor})
	if err != nil {
		return stErr(fmt.Errorf("temporal (%s): nothing written: %w", res.Outcome, err))
	}
	var ch []string
	for i, n := range names {
		switch fsx[i].Op {
		case memory.StampSet:
			ch = append(ch, n+"_at = "+memory.FormatTime(fsx[i].At))
		case memory.StampClear:
			ch = append(ch, n+"_at cleared")
		}
	}
	fmt.Fprintf(stdout, "%s: %s (%s of its constellation)\n", res.Root, strings.Join(ch, ", "), stPlural(len(res.Stamped), "memory", "memories"))
	for _, r := range res.Retracted {
		fmt.Fprintf(stdout, "%s: supersession by %s retracted\n", res.Root, r)
	}
	return nil
}
