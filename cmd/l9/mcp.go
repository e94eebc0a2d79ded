package main

import (
	"context"
	"fmt"
	"io"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"l9"
	"l9/internal/mcpserver"
	"l9/internal/service"
)

const mcpUsage = `l9 mcp [--db PATH] [--allow-apply] [--actor NAME]`

// cmdMCP serves the store as Model Context Protocol tools over stdio
// (JSON-RPC on stdin/stdout; logs on stderr) until stdin closes or the
// process is interrupted.
func cmdMCP(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 mcp", stderr, mcpUsage)
	f := stAddFlags(fs)
	allowApply := fs.Bool("allow-apply", false, "expose the apply tool (it still needs the diff_sha256 of a propose result and confirm: true); Stage 2 is never exposed")
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) != 0 {
		return usageErrorf("usage: %s", mcpUsage)
	}
	s, err := f.open(ctx, false)
	if err != nil {
		return err
	}
	defer s.Close()
	sp, err := stNewStage1()
	if err != nil {
		return err
	}
	svc := &service.Service{Store: s, P: sp.p, AllowApply: *allowApply, Actor: f.actor, TimelineFunc: stServiceTimeline(s, sp)}
	srv := mcpserver.New(svc, mcpVersion())
	fmt.Fprintf(stderr, "l9 mcp: serving %s over stdio (apply %s)\n", f.db, map[bool]string{true: "enabled by --allow-apply", false: "not exposed"}[*allowApply])
	t := &mcp.IOTransport{Reader: io.NopCloser(stdin), Writer: nopWriteCloser{stdout}}
	if err := srv.Run(ctx, t); err != nil && ctx.Err() == nil {
		return fmt.Errorf("l9 mcp: %w", err)
	}
	return nil
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

// mcpVersion names this build: the code id of the measured sources.
func mcpVersion() string { return "code-" + l9.CodeID()[:12] }
