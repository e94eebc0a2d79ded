package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"l9"
	"os"
	"strings"
	"time"

	"l9/internal/texttab"
	"l9/memory"
	"l9/prereg"
	"l9/store"
	"l9/svo"
)

const applyUsage = `l9 apply --diff DIR/pending-diff.json --confirm | l9 apply --auto [--verdict results/verdict.json] [--prereg prereg/L9.toml]  [--db PATH] [--actor NAME]`

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
	verdictPath := fs.String("verdict", "results/verdict.json", "Stage 2: the harness verdict")
	preregPath := fs.String("prereg", "prereg/L9.toml", "Stage 2: the frozen registration the verdict must match")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) != 0 || (*diffPath == "") == !*auto {
		return usageErrorf("usage: %s", applyUsage)
	}
	now := stNow()
	if *auto {
		return stApplyAuto(ctx, f, *verdictPath, *preregPath, now, stdout)
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

// stStage2Gate checks the verdict against the frozen registration; any
// failure is a refusal (exit 2) saying why.
func stStage2Gate(verdictPath, preregPath string) error {
	refuse := func(format string, args ...any) error {
		return usageErrorf("apply --auto refused: "+format+" (nothing written)", args...)
	}
	b, err := os.ReadFile(verdictPath)
	if err != nil {
		return refuse("no verdict: %v (run `l9 run` first)", err)
	}
	var v stVerdict
	if err := json.Unmarshal(b, &v); err != nil {
		return refuse("unreadable verdict %s: %v", verdictPath, err)
	}
	if v.Stage2Enabled == nil {
		return refuse("verdict %s has no stage2_enabled field", verdictPath)
	}
	if !*v.Stage2Enabled {
		return refuse("verdict %s says stage2_enabled: false (the registered experiment did not support Stage 2)", verdictPath)
	}
	_, lock, err := prereg.Verify(preregPath)
	if err != nil {
		return refuse("%v", err)
	}
	if v.PreregSHA256 != lock.SHA256 {
		return refuse("verdict %s is for registration sha256 %q, the frozen %s is %s", verdictPath, v.PreregSHA256, preregPath, lock.SHA256)
	}
	// The verdict measured one version of the extractor and detector; a
	// verdict from other code says nothing about the code that would apply.
	if want := stCodeID(); v.CodeID != want {
		return refuse("verdict %s was measured on code %q, this binary is code %q: re-run `l9 run`", verdictPath, v.CodeID, want)
	}
	return nil
}

func stApplyAuto(ctx context.Context, f *stFlags, verdictPath, preregPath string, now time.Time, stdout io.Writer) error {
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
	if err := stStage2Gate(verdictPath, preregPath); err != nil {
		return err
	}
	p, err := stNewStage1()
	if err != nil {
		return err
	}
	rep, err := s.ApplyAuto(ctx, store.AutoRequest{
		Extract:   func(ms []memory.Memory) ([]svo.Unit, error) { return p.extract(ms) },
		Detect:    p.detect,
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
