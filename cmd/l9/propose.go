package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"l9/detector"
	"l9/internal/atomicfile"
	"l9/internal/outpath"
	"l9/internal/stage1"
	"l9/memory"
	"l9/store"
	"l9/svo"
)

// stStage1 is Stage 1 over a store (stage1.Proposer, shared with the MCP
// server and the HTTP API), built once per command.
type stStage1 struct {
	p   *stage1.Proposer
	cfg detector.Config
}

func stNewStage1() (*stStage1, error) {
	p, err := stage1.NewProposer()
	if err != nil {
		return nil, err
	}
	return &stStage1{p: p, cfg: p.Cfg}, nil
}

func (p *stStage1) extract(ms []memory.Memory) ([]svo.Unit, error) { return p.p.Extract(ms) }

// detect runs the detector and converts its result to diff entries and
// contested groups.
func (p *stStage1) detect(units []svo.Unit) ([]store.Entry, []store.Contest, error) {
	return p.p.Detect(units)
}

// contests returns the contested groups among ms (for the in-force view).
func (p *stStage1) contests(ms []memory.Memory) ([]store.Contest, error) { return p.p.Contests(ms) }

// stPropose builds the pending diff over the current memories, each
// namespace on its own.
func stPropose(p *stStage1, cur []memory.Memory) (*store.Diff, error) { return p.p.Propose(cur) }

const proposeUsage = `l9 propose [--out DIR] [--at T] [--namespace NS] [--db PATH]`

// cmdPropose runs Stage 1 over the store's current memories and writes
// DIR/pending-diff.json and DIR/pending-diff.md. It writes nothing to the
// store.
func cmdPropose(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 propose", stderr, proposeUsage)
	f := stAddFlagsRW(fs, false)
	out := fs.String("out", ".", "directory for pending-diff.json and pending-diff.md")
	atFlag := fs.String("at", "", "propose over the memories current at T (default now)")
	nsf := nsAddFlag(fs, "to propose over (default every namespace, each on its own)")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) != 0 {
		return usageErrorf("usage: %s", proposeUsage)
	}
	at, err := stAt(*atFlag)
	if err != nil {
		return err
	}
	s, err := f.openRead(ctx)
	if err != nil {
		return err
	}
	defer s.Close()
	cur, err := s.CurrentMemories(ctx, at)
	if err != nil {
		return err
	}
	cur = nsf.filter(cur)
	p, err := stNewStage1()
	if err != nil {
		return err
	}
	skip, err := s.SupersededUnits(ctx, at)
	if err != nil {
		return err
	}
	d, err := p.p.ProposeFor(cur, skip)
	if err != nil {
		return err
	}
	if err := s.PlanStamps(ctx, d); err != nil {
		return err
	}
	if d.StoreID, err = s.StoreID(ctx); err != nil {
		return err
	}
	b, err := d.Marshal()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return inputError(fmt.Errorf("propose: %w", err))
	}
	jp, mp := filepath.Join(*out, "pending-diff.json"), filepath.Join(*out, "pending-diff.md")
	for _, p := range []string{jp, mp} {
		if err := outpath.Check(p, f.db); err != nil {
			return inputError(fmt.Errorf("propose: %w", err))
		}
	}
	if err := atomicfile.WriteBytes(jp, b); err != nil {
		return err
	}
	if err := atomicfile.WriteFile(mp, func(w io.Writer) error { return store.RenderMarkdown(w, d, jp) }); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "proposed %s (%s) over %s, %s\n",
		stPlural(len(d.Supersessions), "supersession", "supersessions"), stPlural(len(d.Contested), "contested group", "contested groups"),
		stPlural(d.Memories, "current memory", "current memories"), stPlural(d.Units, "unit", "units"))
	if n := len(d.Skipped); n > 0 {
		fmt.Fprintf(stdout, "%d skipped: intervening version (a memory between them is about the same key but its value could not be read; listed in the .md)\n", n)
	}
	fmt.Fprintf(stdout, "wrote %s and %s; nothing applied (read the .md, then `l9 apply --diff %s --confirm`)\n", jp, mp, jp)
	return nil
}
