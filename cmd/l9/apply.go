package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"l9"
	"strings"
	"time"

	"l9/internal/texttab"
	"l9/memory"
	"l9/store"
	"l9/svo"
)

const applyUsage = `l9 apply --diff DIR/pending-diff.json --confirm | l9 apply --auto [--verdict FILE] [--prereg FILE] [--root DIR] | l9 apply --undo SHA256 | l9 apply --undo-last  [--db PATH] [--actor NAME]`

// stCodeID is the code id of this binary (the sources the harness measured).
func stCodeID() string { return l9.CodeID() }

// stVerdict is the part of results/verdict.json Stage 2 reads.
type stVerdict struct {
	Stage2Enabled *bool  `json:"stage2_enabled"`
	PreregSHA256  string `json:"prereg_sha256"`
	CodeID        string `json:"code_id"`
}

// cmdApply applies a confirmed pending diff, or runs Stage 2 (--auto)
// behind the store's stage2 setting, a passing verdict of the frozen
// registration and the per-key cardinality gate.
func cmdApply(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 apply", stderr, applyUsage)
	f := stAddFlags(fs)
	diffPath := fs.String("diff", "", "pending-diff.json written by `l9 propose`")
	confirm := fs.Bool("confirm", false, "affirm every applicable supersession of the diff (required)")
	auto := fs.Bool("auto", false, "Stage 2: propose and apply in one pass (needs stage2 on and a passing verdict)")
	var sp stStage2Paths
	fs.StringVar(&sp.verdict, "verdict", "", "Stage 2: the harness verdict (default: the one `store set stage2 on` recorded, else results/verdict.json)")
	fs.StringVar(&sp.prereg, "prereg", "", "Stage 2: the frozen registration the verdict must match (default: as recorded, else "+defaultPrereg+")")
	fs.StringVar(&sp.root, "root", "", "Stage 2: the repository root for the registration's real-text corpora (default: as recorded, else .)")
	undo := fs.String("undo", "", "retract every supersession the apply of this diff wrote (its sha256, or a prefix of ≥ 12 hex digits, as apply printed it)")
	undoLast := fs.Bool("undo-last", false, "retract every supersession of the latest apply that still has one")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	modes := 0
	for _, on := range []bool{*diffPath != "", *auto, *undo != "", *undoLast} {
		if on {
			modes++
		}
	}
	if len(pos) != 0 || modes != 1 {
		return usageErrorf("usage: %s", applyUsage)
	}
	now := stNow()
	if *undo != "" || *undoLast {
		return stUndo(ctx, f, *undo, *undoLast, now, stdout)
	}
	if *auto {
		return stApplyAuto(ctx, f, sp, now, stdout)
	}
	if !*confirm {
		md := strings.TrimSuffix(*diffPath, ".json") + ".md"
		return usageErrorf("refusing to apply %s without --confirm: read %s, then re-run with --confirm (nothing written)", *diffPath, md)
	}
	d, b, err := store.ReadDiff(*diffPath)
	if err != nil {
		return inputError(err)
	}
	s, err := f.open(ctx, false)
	if err != nil {
		return err
	}
	defer s.Close()
	rep, err := s.Apply(ctx, store.ApplyRequest{Diff: d, DiffBytes: b, DiffPath: *diffPath, Now: now, Actor: f.actor})
	if err != nil {
		return stErr(fmt.Errorf("apply %s: nothing written: %w", *diffPath, err))
	}
	return stReport(stdout, "apply", &rep)
}

func stReport(w io.Writer, what string, rep *store.ApplyReport) error {
	var ids []string
	for _, r := range rep.Results {
		ids = append(ids, r.Entry.ExpiredMemoryID, r.Entry.ReplacementMemoryID)
	}
	n := stPrefixLen(ids)
	stShort := func(id string) string { return stCut(id, n) }
	rows := [][]string{}
	for _, r := range rep.Results {
		e := r.Entry
		rows = append(rows, []string{fmt.Sprint(r.Index + 1), r.Status.String(), stShort(e.ExpiredMemoryID), stShort(e.ReplacementMemoryID),
			stClip(e.Subject+" / "+e.Attribute+": "+e.OldValue+" → "+e.NewValue, 64), r.Detail})
	}
	var buf bytes.Buffer
	if len(rows) > 0 {
		if err := texttab.Render(&buf, []string{"#", "STATUS", "OLD", "NEW", "CHANGE", "DETAIL"}, rows); err != nil {
			return err
		}
	}
	fmt.Fprintf(&buf, "%s: %d applied, %d skipped, %d proposed only (diff sha256 %s)\n", what,
		rep.Count(store.EntryApplied), len(rep.Results)-rep.Count(store.EntryApplied)-rep.Count(store.EntryProposedOnly),
		rep.Count(store.EntryProposedOnly), rep.DiffSHA256[:12])
	_, err := w.Write(buf.Bytes())
	return err
}

func stApplyAuto(ctx context.Context, f *stFlags, flags stStage2Paths, now time.Time, stdout io.Writer) error {
	s, err := f.open(ctx, false)
	if err != nil {
		return err
	}
	defer s.Close()
	if s.ReadOnly() {
		return stErr(store.ErrReadOnly)
	}
	on, err := s.Setting(ctx, store.SettingStage2)
	if err != nil {
		return err
	}
	if on != "on" {
		if on == "" {
			on = "off"
		}
		return usageErrorf("apply --auto refused: the store's stage2 setting is %s, not on (`l9 store set stage2 on`) (nothing written)", on)
	}
	paths, err := stStage2Resolve(ctx, s, flags)
	if err != nil {
		return err
	}
	if err := stStage2Gate(ctx, paths); err != nil {
		return err
	}
	p, err := stNewStage1()
	if err != nil {
		return err
	}
	rep, err := s.ApplyAuto(ctx, store.AutoRequest{
		Extract:   func(ms []memory.Memory) ([]svo.Unit, error) { return p.extract(ms) },
		Detect:    p.detect,
		Clauses:   p.p.Clauses,
		Threshold: p.cfg.Threshold,
		Now:       now, Actor: f.actor,
	})
	if err != nil {
		var re *store.Stage2RefusedError
		if errors.As(err, &re) {
			return usageErrorf("%v (nothing written)", re)
		}
		return stErr(fmt.Errorf("apply --auto: nothing written: %w", err))
	}
	if err := stReport(stdout, "apply --auto (Stage 2)", &rep.ApplyReport); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "key history: %d keys (%d seen for the first time in this pass: their candidates stay proposals)\n", rep.Keys, rep.NewKeys)
	return nil
}

// stUndo is apply --undo / --undo-last.
func stUndo(ctx context.Context, f *stFlags, sha string, last bool, now time.Time, stdout io.Writer) error {
	s, err := f.open(ctx, false)
	if err != nil {
		return err
	}
	defer s.Close()
	rep, err := s.Undo(ctx, sha, last, now, f.actor)
	if err != nil {
		return stErr(fmt.Errorf("apply --undo: nothing written: %w", err))
	}
	var ids []string
	for _, e := range rep.Edges {
		ids = append(ids, e.OldID, e.NewID)
	}
	n := stPrefixLen(ids)
	rows := [][]string{}
	restored, kept := 0, 0
	for _, e := range rep.Edges {
		unit := "whole memory"
		if e.Unit != "" {
			unit = "facet " + e.Unit[strings.LastIndex(e.Unit, "#"):]
		}
		note := ""
		if len(e.Kept) > 0 {
			note = "kept (changed since): " + strings.Join(e.Kept, ", ")
		}
		restored += len(e.Restored)
		kept += len(e.Kept)
		rows = append(rows, []string{stCut(e.OldID, n), unit, stCut(e.NewID, n), fmt.Sprint(len(e.Restored)), note})
	}
	var buf bytes.Buffer
	if err := texttab.Render(&buf, []string{"OLD", "UNIT", "WAS SUPERSEDED BY", "STAMPS RESTORED", "NOTE"}, rows); err != nil {
		return err
	}
	fmt.Fprintf(&buf, "undo of diff %s: %s retracted, %s restored", rep.DiffSHA256[:12],
		stPlural(len(rep.Edges), "supersession", "supersessions"), stPlural(restored, "stamp", "stamps"))
	if kept > 0 {
		fmt.Fprintf(&buf, ", %s kept (changed since the apply)", stPlural(kept, "stamp", "stamps"))
	}
	fmt.Fprintln(&buf, "; the retired memories are back in force")
	_, err = stdout.Write(buf.Bytes())
	return err
}
