// Package mcpserver exposes an l9 store as Model Context Protocol tools
// (github.com/modelcontextprotocol/go-sdk), with JSON-schema'd inputs and
// structured results: remember (Stage 0 with supersedes), recall, brief,
// show and propose — and apply only when the operator started the server
// with --allow-apply, and then only for the diff_sha256 of a proposal this
// server made. Stage 2 is never exposed: an assistant can ask, read and
// declare, but not turn on automatic supersession.
package mcpserver

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"l9/internal/service"
)

// Tool names.
const (
	ToolRemember = "remember"
	ToolRecall   = "recall"
	ToolBrief    = "brief"
	ToolShow     = "show"
	ToolPropose  = "propose"
	ToolApply    = "apply"
	ToolTimeline = "timeline"
)

// New returns an MCP server over svc. version is reported in initialize.
func New(svc *service.Service, version string) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "l9", Title: "l9 memory supersession", Version: version}, &mcp.ServerOptions{
		Instructions: "l9 stores memories and decides, deterministically, when a newer fact replaces an older one. " +
			"Superseded memories are demoted (current: false), never deleted. Use recall or brief to read what is in force; " +
			"remember with supersedes only when you know a fact replaces an earlier one. propose lists candidate retirements " +
			"and writes nothing; only the operator affirms them.",
	})
	mcp.AddTool(s, &mcp.Tool{Name: ToolRemember, Title: "Remember a fact",
		Description: "Add a memory to the store. With supersedes (an id) it is an explicit Stage 0 declaration: the named memory gets " +
			"expires_at = this memory's observed_at (else its creation time) and is demoted in recall and brief. Refused (nothing written) " +
			"for an unknown or ambiguous id, self-supersession, a replacement not strictly newer, or a target in another namespace."},
		handler(svc.Remember))
	mcp.AddTool(s, &mcp.Tool{Name: ToolRecall, Title: "Recall memories", Annotations: readOnly(),
		Description: "Search the in-force view for memories containing the query's words. Superseded memories stay in the result, " +
			"demoted (current: false, superseded_by names the successor)."},
		handler(svc.Recall))
	mcp.AddTool(s, &mcp.Tool{Name: ToolBrief, Title: "Brief: the in-force view", Annotations: readOnly(),
		Description: "Every memory with its derived state at an instant: in force, or demoted (superseded, stale, not yet effective); " +
			"contested memories (conflicting values at one instant) are both shown, never resolved."},
		handler(svc.Brief))
	mcp.AddTool(s, &mcp.Tool{Name: ToolShow, Title: "Show one memory", Annotations: readOnly(),
		Description: "One memory by id (or unique prefix of at least 8 characters): its fields, derived state and event log."},
		handler(svc.Show))
	mcp.AddTool(s, &mcp.Tool{Name: ToolPropose, Title: "Propose supersessions (writes nothing)", Annotations: readOnly(),
		Description: "Run the Stage 1 detector over the current memories and return the pending diff: every proposed retirement " +
			"old → new with both contents, the contested groups, the operator's Markdown and the diff's sha256. Nothing is written. " +
			"Show the retirements to the user; only the operator can affirm them."},
		handler(svc.Propose))
	if svc.TimelineFunc != nil {
		mcp.AddTool(s, &mcp.Tool{Name: ToolTimeline, Title: "Timeline of a key", Annotations: readOnly(),
			Description: "The versions of one key (\"SUBJECT / ATTRIBUTE\", or the keys of a memory id) in time order, each with its " +
				"state at an instant and its successor, and a one-line history (tom / employer: acme (2019) → globex (2024, in force))."},
			handler(svc.Timeline))
	}
	if svc.AllowApply {
		mcp.AddTool(s, &mcp.Tool{Name: ToolApply, Title: "Apply a proposal (operator-enabled)",
			Annotations: &mcp.ToolAnnotations{DestructiveHint: ptr(true), IdempotentHint: true},
			Description: "Affirm the retirements of one proposal this server returned, by its diff_sha256, with confirm: true. Every " +
				"entry is checked against the store as it is now (stale entries are skipped) in one transaction. Enabled because the " +
				"operator started the server with --allow-apply; call it only after the user has read the proposal."},
			handler(svc.Apply))
	}
	return s
}

func ptr[T any](v T) *T { return &v }

func readOnly() *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true}
}

// handler adapts a service verb to a typed MCP tool handler. A service
// error becomes a tool result with isError set and the text
// "CODE: message"; nothing else is returned with it.
func handler[In, Out any](f func(context.Context, In) (Out, error)) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		out, err := f(ctx, in)
		if err != nil {
			var zero Out
			return nil, zero, err
		}
		return nil, out, nil
	}
}
