package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"l9/internal/service"
)

const mcpFixture = `{"id":"aaaaaaaa-0000-4000-8000-000000000001","namespace":"user:alice","content":"Alice lives in Paris.","created_at":"2021-03-01T09:00:00Z"}
{"id":"aaaaaaaa-0000-4000-8000-000000000002","namespace":"user:alice","content":"Alice lives in Berlin.","created_at":"2023-06-10T09:00:00Z"}
{"id":"bbbbbbbb-0000-4000-8000-000000000001","namespace":"user:bob","content":"Bob works at Acme.","created_at":"2022-01-01T00:00:00Z"}
`

// mcpBinary builds the real l9 binary (once per test binary) or fails.
func mcpBinary(t *testing.T) string {
	t.Helper()
	var bin string
	t.Run("build", func(t *testing.T) { bin = stBuildL9(t) })
	if bin == "" {
		t.Fatal("could not build the l9 binary")
	}
	return bin
}

func mcpStore(t *testing.T) string {
	t.Helper()
	t.Setenv("L9_READONLY", "")
	dir := t.TempDir()
	db := filepath.Join(dir, "l9.db")
	in := filepath.Join(dir, "m.jsonl")
	if err := os.WriteFile(in, []byte(mcpFixture), 0o644); err != nil {
		t.Fatal(err)
	}
	stMust(t, "store", "init", "--db", db)
	stMust(t, "store", "import", in, "--db", db)
	return db
}

// mcpConnect starts `l9 mcp` as a subprocess and connects the SDK's client
// to it over stdio.
func mcpConnect(t *testing.T, bin string, args ...string) *mcp.ClientSession {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	cmd := exec.Command(bin, append([]string{"mcp"}, args...)...)
	cmd.Env = append(os.Environ(), "L9_READONLY=")
	client := mcp.NewClient(&mcp.Implementation{Name: "l9-test-client", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// mcpCall calls a tool and decodes its structured result into out.
func mcpCall(t *testing.T, cs *mcp.ClientSession, name string, args any, out any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: protocol error: %v", name, err)
	}
	if out != nil && !res.IsError {
		b, err := json.Marshal(res.StructuredContent)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("%s: structured content %s: %v", name, b, err)
		}
	}
	return res
}

func mcpText(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

func TestMCPOverStdio(t *testing.T) {
	bin := mcpBinary(t)
	db := mcpStore(t)
	cs := mcpConnect(t, bin, "--db", db)

	// initialize
	init := cs.InitializeResult()
	if init == nil || init.ServerInfo.Name != "l9" || !strings.HasPrefix(init.ServerInfo.Version, "code-") || init.Capabilities.Tools == nil {
		t.Fatalf("initialize: %+v", init)
	}
	// tools/list: no apply without --allow-apply; every tool has both schemas.
	lt, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range lt.Tools {
		names = append(names, tl.Name)
		if tl.InputSchema == nil || tl.OutputSchema == nil || tl.Description == "" {
			t.Errorf("tool %s lacks a schema or description", tl.Name)
		}
	}
	sort.Strings(names)
	if got := strings.Join(names, ","); got != "brief,propose,recall,remember,show,timeline" {
		t.Fatalf("tools %s", got)
	}

	// propose: writes nothing, shows both contents of every retirement.
	var prop service.ProposeOut
	mcpCall(t, cs, "propose", map[string]any{"at": "2025-01-01"}, &prop)
	if len(prop.Supersessions) != 1 || prop.Supersessions[0].OldContent != "Alice lives in Paris." || prop.Supersessions[0].NewContent != "Alice lives in Berlin." ||
		prop.Supersessions[0].Namespace != "user:alice" || len(prop.DiffSHA256) != 64 || prop.ApplyEnabled || !strings.Contains(prop.Markdown, "**RETIRE**") ||
		!strings.Contains(prop.Markdown, "apply with diff_sha256 "+prop.DiffSHA256) || strings.Contains(prop.Markdown, "\x00") {
		t.Fatalf("propose: %+v", prop)
	}
	// remember with supersedes (Stage 0).
	var rem service.RememberOut
	mcpCall(t, cs, "remember", map[string]any{"content": "Bob works at Globex.", "namespace": "user:bob", "observed_at": "2024-05-01", "supersedes": "bbbbbbbb-0000-4000-8000-000000000001"}, &rem)
	if rem.Outcome != "written" || rem.Target != "bbbbbbbb-0000-4000-8000-000000000001" || rem.Stamp != "2024-05-01T00:00:00Z" {
		t.Fatalf("remember: %+v", rem)
	}
	// recall and brief: the superseded fact stays, demoted.
	var rec service.ViewOut
	mcpCall(t, cs, "recall", map[string]any{"query": "Bob works", "at": "2025-01-01"}, &rec)
	if len(rec.Items) != 2 || rec.Items[0].ID != rem.ID || rec.Items[1].Current || rec.Items[1].SupersededBy != rem.ID {
		t.Fatalf("recall: %+v", rec)
	}
	var br service.ViewOut
	mcpCall(t, cs, "brief", map[string]any{"namespace": "user:alice", "at": "2025-01-01"}, &br)
	if len(br.Items) != 2 || br.Current != 2 || br.Items[0].Namespace != "user:alice" {
		t.Fatalf("brief: %+v", br)
	}
	// timeline (the store's verb, as `l9 timeline` computes it)
	var tl service.TimelineOut
	mcpCall(t, cs, "timeline", map[string]any{"key": "alice / residence", "at": "2025-01-01"}, &tl)
	if len(tl.Timelines) != 1 || len(tl.Timelines[0].Versions) != 2 || tl.Timelines[0].Namespace != "user:alice" ||
		!tl.Timelines[0].Versions[1].InForce || tl.Timelines[0].Summary != "alice / residence: paris (2021, in force) → berlin (2023, in force)" {
		t.Fatalf("timeline: %+v", tl)
	}
	if res := mcpCall(t, cs, "timeline", map[string]any{"key": "nobody / nothing"}, nil); !res.IsError || !strings.Contains(mcpText(res), "NOT_FOUND") {
		t.Errorf("timeline of an unknown key: %q", mcpText(res))
	}
	// show
	var sh service.ShowOut
	mcpCall(t, cs, "show", map[string]any{"id": "bbbbbbbb", "at": "2025-01-01"}, &sh)
	if sh.Memory.Content != "Bob works at Acme." || sh.View == nil || sh.View.Current || len(sh.Events) < 2 {
		t.Fatalf("show: %+v", sh)
	}
	// Error cases: an unknown target writes nothing; a bad argument type is
	// refused by the input schema; apply is not a tool here.
	res := mcpCall(t, cs, "remember", map[string]any{"content": "X lives in Y.", "supersedes": "no-such-memory"}, nil)
	if !res.IsError || !strings.Contains(mcpText(res), "NOT_FOUND") {
		t.Errorf("unknown supersedes target: %+v %q", res, mcpText(res))
	}
	res = mcpCall(t, cs, "brief", map[string]any{"limit": "ten"}, nil)
	if !res.IsError || !strings.Contains(mcpText(res), "limit") {
		t.Errorf("bad argument type: %q", mcpText(res))
	}
	if _, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "apply", Arguments: map[string]any{"diff_sha256": prop.DiffSHA256, "confirm": true}}); err == nil {
		t.Error("apply callable without --allow-apply")
	}
	mcpCall(t, cs, "brief", map[string]any{"at": "2025-01-01"}, &br)
	for _, it := range br.Items {
		if it.ID == "aaaaaaaa-0000-4000-8000-000000000001" && !it.Current {
			t.Error("a proposal changed the store")
		}
		if it.Content == "X lives in Y." {
			t.Error("a refused remember wrote a memory")
		}
	}
}

func TestMCPApplyNeedsAllowApplyAndAProposal(t *testing.T) {
	bin := mcpBinary(t)
	db := mcpStore(t)
	cs := mcpConnect(t, bin, "--db", db, "--allow-apply", "--actor", "mcp-test")
	lt, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, tl := range lt.Tools {
		found = found || tl.Name == "apply"
		if tl.Name == "apply_auto" || strings.Contains(tl.Name, "stage2") {
			t.Errorf("Stage 2 exposed as %s", tl.Name)
		}
	}
	if !found {
		t.Fatal("apply not listed with --allow-apply")
	}
	var prop service.ProposeOut
	mcpCall(t, cs, "propose", map[string]any{"at": "2025-01-01"}, &prop)
	// A sha256 this server did not propose, and a missing confirm, are refused.
	res := mcpCall(t, cs, "apply", map[string]any{"diff_sha256": strings.Repeat("0", 64), "confirm": true}, nil)
	if !res.IsError || !strings.Contains(mcpText(res), "UNKNOWN_PROPOSAL") {
		t.Errorf("foreign sha: %q", mcpText(res))
	}
	res = mcpCall(t, cs, "apply", map[string]any{"diff_sha256": prop.DiffSHA256}, nil)
	if !res.IsError || !strings.Contains(mcpText(res), "confirm") {
		t.Errorf("no confirm: %q", mcpText(res))
	}
	var ap service.ApplyOut
	mcpCall(t, cs, "apply", map[string]any{"diff_sha256": prop.DiffSHA256, "confirm": true}, &ap)
	if ap.Applied != 1 || ap.Entries[0].OldID != "aaaaaaaa-0000-4000-8000-000000000001" {
		t.Fatalf("apply: %+v", ap)
	}
	// Re-applying changes nothing (state-checked).
	mcpCall(t, cs, "apply", map[string]any{"diff_sha256": prop.DiffSHA256, "confirm": true}, &ap)
	if ap.Applied != 0 || ap.Skipped != 1 {
		t.Errorf("re-apply: %+v", ap)
	}
	cs.Close()
	// The store records the apply with the diff's sha256 and the actor.
	log := stMust(t, "store", "log", "--db", db)
	if !strings.Contains(log, `"kind":"apply"`) || !strings.Contains(log, prop.DiffSHA256) || !strings.Contains(log, `"actor":"mcp-test"`) {
		t.Errorf("log:\n%s", log)
	}
}
