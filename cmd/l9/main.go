// Command l9 decides, deterministically and measurably, when a newer stored
// fact replaces an older one, and proves it with a pre-registered harness.
//
// Usage:
//
//	l9 <command> [flags]
//
// Run "l9 help" for the list of commands; each takes -h for its flags.
// Exit codes: 0 ok; 1 a "not supported" verdict; 2 usage or input error;
// 3 pre-registration verification failure.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strings"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(exitCode(err, os.Stderr))
}

// command is one subcommand of l9.
type command struct {
	name    string
	summary string
	run     func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error
}

func commands() []command {
	cs := []command{
		{"extract", "show the subject/attribute/value units l9 sees in text or memory JSONL", cmdExtract},
		{"detect", "propose Stage 1 supersession candidates for a memory JSONL file (writes nothing)", cmdDetect},
		{"score", "score candidates against a labelled truth file", cmdScore},
		{"ablate", "measure the extractor rule by rule: each rule switched off, scored on labelled corpora (--calibrate: per-rule precision)", cmdAblate},
		{"corpus", "generate the seeded L9 fixture (memories, truth, labels) for one seed and arm", cmdCorpus},
		{"run", "run the registered L9 experiment and write the ledger and verdict", cmdRun},
		{"report", "re-render the result tables from the ledgers (results-<registration>.tsv)", cmdReport},
		{"plot", "draw per-seed precision/recall and the threshold sweep", cmdPlot},
		{"prereg", "freeze, verify or show a pre-registration", cmdPrereg},
		{"store", "manage the embedded memory store (init, import, export, set, log, backup, restore)", cmdStore},
		{"remember", "add a memory to the store (Stage 0: --supersedes ID)", cmdRemember},
		{"temporal", "set or clear a memory's temporal stamps", cmdTemporal},
		{"show", "show one memory of the store", cmdShow},
		{"propose", "run Stage 1 over the store and write a pending diff", cmdPropose},
		{"apply", "apply a confirmed diff (or Stage 2 --auto behind a passing verdict)", cmdApply},
		{"brief", "the in-force view of the store", cmdBrief},
		{"recall", "search the store's in-force view", cmdRecall},
		{"timeline", "the versions of one key (or of a memory's keys) in time order, with states and successors", cmdTimeline},
		{"current", "the value of a key in force at an instant, or contested with both", cmdCurrent},
		{"version", "print the version, the code id the harness measures, and the store schema", cmdVersion},
		{"mcp", "serve the store as MCP tools over stdio (apply only with --allow-apply)", cmdMCP},
		{"serve", "serve the versioned JSON API (loopback by default; a bearer token otherwise)", cmdServe},
		{"alias", "issue or list a memory's slug aliases", cmdAlias},
		{"refs", "check docs' citations into the store, fail closed (read-only)", cmdRefs},
		{"ttl", "set or clear a memory's relative expiry (ttl_seconds)", cmdTTL},
		{"contest", "record that memory A contradicts memory B (one-sided, attributed; decides nothing)", cmdContest},
		{"dismiss", "dismiss the contest between two memories (attributed; both stay in force)", cmdDismiss},
		{"authority", "manage the ranked authority tiers that resolve conflicting claims", cmdAuthority},
		{"verify", "check the store: --contradictions lists conflict groups, exit 1 when any is unresolved", cmdVerify},
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].name < cs[j].name })
	return cs
}

// run is the whole program, testable in-process.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		usage(stderr)
		return usageErrorf("no command given")
	}
	name := args[0]
	if name == "help" || name == "-h" || name == "--help" {
		usage(stdout)
		return nil
	}
	for _, c := range commands() {
		if c.name == name {
			err := c.run(ctx, args[1:], stdin, stdout, stderr)
			if err != nil && strings.HasSuffix(err.Error(), flag.ErrHelp.Error()) {
				return nil // -h / --help: the usage was printed; that is success
			}
			return err
		}
	}
	usage(stderr)
	return usageErrorf("unknown command %q", name)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: l9 <command> [flags]\n\ncommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-9s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nexit codes: 0 ok, 1 not supported, 2 usage or input error, 3 pre-registration verification failure")
}

// Exit codes.
const (
	exitOK           = 0
	exitNotSupported = 1
	exitUsage        = 2
	exitPrereg       = 3
)

// exitError carries an exit code chosen by a subcommand.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// usageErrorf is a usage or input error (exit 2).
func usageErrorf(format string, args ...any) error {
	return &exitError{code: exitUsage, err: fmt.Errorf(format, args...)}
}

// inputError marks err as an input problem (exit 2).
func inputError(err error) error {
	if err == nil {
		return nil
	}
	return &exitError{code: exitUsage, err: err}
}

// notSupportedError is a "not supported" verdict (exit 1).
func notSupportedError(format string, args ...any) error {
	return &exitError{code: exitNotSupported, err: fmt.Errorf(format, args...)}
}

// preregError is a pre-registration verification failure (exit 3).
func preregError(err error) error {
	return &exitError{code: exitPrereg, err: err}
}

// errSilent is returned when the message was already printed.
var errSilent = errors.New("")

func exitCode(err error, stderr io.Writer) int {
	if err == nil {
		return exitOK
	}
	code := exitUsage
	var ee *exitError
	if errors.As(err, &ee) {
		code = ee.code
	}
	if msg := strings.TrimSpace(err.Error()); msg != "" {
		fmt.Fprintln(stderr, "l9: "+strings.ReplaceAll(msg, "\n", "\nl9: "))
	}
	return code
}
