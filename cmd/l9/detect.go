package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"

	"l9/detector"
	"l9/internal/atomicfile"
	"l9/internal/outpath"
	"l9/internal/stage1"
	"l9/memory"
	"l9/svo"
)

const detectUsage = `usage: l9 detect --in memories.jsonl|- [--from mem0|graphiti|letta|csv [--map F=COL,…]] [--out candidates.jsonl|-] [--threshold T] [--format jsonl|tsv] [--off CLAUSES]

Proposes Stage 1 supersession candidates for a memory JSONL file and writes
nothing back: one candidate per line (expired_id, replacement_id, reason,
score, subject, attribute, old_value, new_value, expires_at,
expired_memory_id, replacement_memory_id). A summary goes to stderr.
Extraction runs on GOMAXPROCS cores; the output does not depend on how many.
Memory JSONL is streamed in bounded memory: the input is read twice (stdin
is first copied to a temporary file), units are sorted by key in runs
spilled to TMPDIR and merged, and the rule runs key group by key group;
what is held is the id set, the parent references, the run buffers and the
largest key group. --from formats are read whole by their importer.
--memory-limit is a soft heap limit for the run (restored afterwards): the
collector works harder near it instead of letting the heap grow to twice
the live data. Without the flag it is 320MiB, unless GOMEMLIMIT is set
(then that applies); "off" sets none. The 10M-memory scaling input peaks at
about 400 MiB of RSS with it, about 700 MiB without it, in the same time.
--gc-percent is the collector's target for the run (restored afterwards):
300 unless GOGC is set, so the heap grows to four times the live data
between collections, within the soft limit; "off" collects only at the
limit.

flags:
`

// cmdDetect implements "l9 detect".
func cmdDetect(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("detect", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, detectUsage); fs.PrintDefaults() }
	in := fs.String("in", "", "memory JSONL `file`, or - for stdin (required)")
	out := fs.String("out", "-", "candidates output `file`, or - for stdout (written atomically)")
	threshold := fs.Float64("threshold", detector.RegisteredThreshold, "drop candidates scoring below `T` (registered: 0.50; 1.0 emits nothing)")
	format := fs.String("format", "jsonl", "output format: jsonl or tsv")
	off := fs.String("off", "", "comma-separated rule `clauses` to switch off (the harness's mutation check), e.g. strict_direction")
	memLimit := fs.String("memory-limit", "", "soft heap `limit` for this run, as GOMEMLIMIT writes it, or off (default: "+detectDefaultMemoryLimit+", or GOMEMLIMIT when set)")
	gcPercent := fs.String("gc-percent", "", "the collector's target `percent` for this run, as GOGC writes it, or off (default: "+strconv.Itoa(detectDefaultGCPercent)+", or GOGC when set)")
	ff := fmtAddImportFlags(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return usageErrorf("l9 detect: %v", err)
	}
	restore, err := detectRuntime(*memLimit, *gcPercent)
	if err != nil {
		return usageErrorf("l9 detect: %v", err)
	}
	defer restore()
	if fs.NArg() > 0 {
		return usageErrorf("l9 detect: unexpected argument %q", fs.Arg(0))
	}
	if *in == "" {
		fs.Usage()
		return usageErrorf("l9 detect: --in is required")
	}
	if err := ff.check(); err != nil {
		return err
	}
	if ff.ns.set && ff.from == "" {
		return usageErrorf("l9 detect: --namespace needs --from FORMAT (memory JSONL carries its own namespace field)")
	}
	if *format != "jsonl" && *format != "tsv" {
		return usageErrorf("l9 detect: --format %q: want jsonl or tsv", *format)
	}
	cfg, err := detectConfig(*threshold, *off)
	if err != nil {
		return usageErrorf("l9 detect: %v", err)
	}
	if err := outpath.Check(*out, "", *in); err != nil {
		return inputError(fmt.Errorf("l9 detect: %w", err))
	}
	if ff.from == "" {
		return detectStreamed(ctx, *in, stdin, *out, *format, cfg, stdout, stderr)
	}
	res, warns, err := ff.detectRun(ctx, *in, stdin, cfg)
	if err != nil {
		return err
	}
	write := detector.WriteJSONL
	if *format == "tsv" {
		write = detector.WriteTSV
	}
	if *out == "-" {
		if err := write(stdout, res.Candidates); err != nil {
			return fmt.Errorf("l9 detect: write candidates: %w", err)
		}
	} else if err := atomicfile.WriteFile(*out, func(w io.Writer) error { return write(w, res.Candidates) }); err != nil {
		return fmt.Errorf("l9 detect: %w", err)
	}
	detectSummary(stderr, res, warns, cfg)
	return nil
}

// detectDefaultMemoryLimit is l9 detect's soft heap limit when neither
// --memory-limit nor GOMEMLIMIT says otherwise.
const detectDefaultMemoryLimit = "320MiB"

// detectMemoryLimit is the soft heap limit a run sets, and whether it sets
// one: the flag's ("off": none), else none when GOMEMLIMIT is set (the
// runtime applies it), else detectDefaultMemoryLimit.
func detectMemoryLimit(flagValue, env string) (int64, bool, error) {
	switch {
	case flagValue == "off":
		return math.MaxInt64, true, nil
	case flagValue == "" && env != "":
		return 0, false, nil
	case flagValue == "":
		flagValue = detectDefaultMemoryLimit
	}
	n, err := detectParseSize(flagValue)
	if err != nil {
		return 0, false, err
	}
	return n, true, nil
}

// detectRuntime sets the soft heap limit and collector target of one run
// (detectMemoryLimit, detectGCPercent: the flags' values, else the
// environment's, else the defaults) and returns what restores the previous
// settings.
func detectRuntime(memLimit, gcPercent string) (restore func(), err error) {
	lim, limSet, err := detectMemoryLimit(memLimit, os.Getenv("GOMEMLIMIT"))
	if err != nil {
		return nil, fmt.Errorf("--memory-limit: %w", err)
	}
	gc, gcSet, err := detectGCPercent(gcPercent, os.Getenv("GOGC"))
	if err != nil {
		return nil, fmt.Errorf("--gc-percent: %w", err)
	}
	var prevLim int64
	var prevGC int
	if limSet {
		prevLim = debug.SetMemoryLimit(lim)
	}
	if gcSet {
		prevGC = debug.SetGCPercent(gc)
	}
	return func() {
		if gcSet {
			debug.SetGCPercent(prevGC)
		}
		if limSet {
			debug.SetMemoryLimit(prevLim)
		}
	}, nil
}

// detectDefaultGCPercent is l9 detect's collector target when neither
// --gc-percent nor GOGC says otherwise: the heap may grow to four times the
// live data between collections, within the soft heap limit, which bounds
// it (the 1M scaling input: 27.7 → 20.1 s wall, 129 → 240 MiB peak RSS).
const detectDefaultGCPercent = 300

// detectGCPercent is the collector target a run sets, and whether it sets
// one: the flag's ("off": no collection but at the soft heap limit), else
// none when GOGC is set (the runtime applies it), else
// detectDefaultGCPercent.
func detectGCPercent(flagValue, env string) (int, bool, error) {
	switch {
	case flagValue == "off":
		return -1, true, nil
	case flagValue == "" && env != "":
		return 0, false, nil
	case flagValue == "":
		return detectDefaultGCPercent, true, nil
	}
	n, err := strconv.Atoi(flagValue)
	if err != nil || n <= 0 || n > 100000 {
		return 0, false, fmt.Errorf("%q: want a positive percent such as 100 or 300, or off", flagValue)
	}
	return n, true, nil
}

// detectParseSize reads a byte count as GOMEMLIMIT writes it: a whole
// number with an optional unit B, KiB, MiB, GiB or TiB.
func detectParseSize(s string) (int64, error) {
	num, mult := s, int64(1)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"TiB", 1 << 40}, {"B", 1}} {
		if strings.HasSuffix(s, u.suffix) {
			num, mult = strings.TrimSuffix(s, u.suffix), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n <= 0 || n > math.MaxInt64/mult {
		return 0, fmt.Errorf("%q: want a positive size such as 900MiB or 2GiB", s)
	}
	return n * mult, nil
}

// detectConfig builds the detector config from the --threshold and --off flags.
func detectConfig(threshold float64, off string) (detector.Config, error) {
	cfg := detector.DefaultConfig()
	if math.IsNaN(threshold) || threshold < 0 || threshold > 1 {
		return cfg, fmt.Errorf("--threshold %v: want a number in [0, 1]", threshold)
	}
	cfg.Threshold = threshold
	if off != "" {
		for _, name := range strings.Split(off, ",") {
			c, err := detector.ParseClause(strings.TrimSpace(name))
			if err != nil {
				return cfg, fmt.Errorf("--off: %w", err)
			}
			cfg = cfg.Without(c)
		}
	}
	return cfg, nil
}

// detectLoad reads and validates a memory JSONL file (or stdin for "-"):
// every syntax problem, then every dangling parent_id, as file:line: field
// errors (exit 2).
func detectLoad(path string, stdin io.Reader) ([]memory.Memory, []error, error) {
	var r io.Reader = stdin
	name := "-"
	lineCount := 0
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return nil, nil, inputError(fmt.Errorf("open memories: %w", err))
		}
		defer f.Close()
		// Count the lines first, so that the records are read into one
		// exact-size slice instead of one that doubles (and, while it
		// doubles, is held twice): the peak of a large input.
		if lineCount, err = detectCountLines(f); err != nil {
			return nil, nil, fmt.Errorf("read memories: %w", err)
		}
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			return nil, nil, fmt.Errorf("read memories: %w", err)
		}
		r, name = bufio.NewReaderSize(f, 1<<20), path
	}
	rd := memory.NewReader(r, name)
	var (
		ms    = make([]memory.Memory, 0, lineCount)
		lines = make([]int, 0, lineCount)
	)
	for rd.Scan() {
		ms = append(ms, rd.Memory())
		lines = append(lines, rd.Line())
	}
	// Every problem at once: the syntax problems and the dangling parents,
	// in line order.
	var all memory.ErrorList
	if err := rd.Err(); err != nil {
		var el *memory.ErrorList
		if !errors.As(err, &el) {
			return nil, rd.Warnings, fmt.Errorf("read memories: %w", err)
		}
		all = *el
	}
	var pl *memory.ErrorList
	if errors.As(memory.CheckParents(ms, name, lines), &pl) {
		for _, e := range pl.Errs {
			all.Add(e)
		}
	}
	if len(all.Errs) > 0 {
		sort.SliceStable(all.Errs, func(i, j int) bool { return all.Errs[i].Line < all.Errs[j].Line })
		return nil, rd.Warnings, inputError(&all)
	}
	return ms, rd.Warnings, nil
}

// detectCountLines counts the lines of r (a last line without a newline
// counts too).
func detectCountLines(r io.Reader) (int, error) {
	buf := make([]byte, 1<<20)
	n, last := 0, byte('\n')
	for {
		k, err := r.Read(buf)
		n += bytes.Count(buf[:k], []byte{'\n'})
		if k > 0 {
			last = buf[k-1]
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return 0, err
		}
	}
	if last != '\n' {
		n++
	}
	return n, nil
}

// detectRun loads memories, extracts their units and runs the rule.
// Each namespace is detected on its own (package stage1): units of
// different namespaces never pair.
func detectRun(ctx context.Context, path string, stdin io.Reader, cfg detector.Config) (stage1.Result, []error, error) {
	// The extractor's model is built first: building it allocates a few
	// hundred MB of short-lived garbage, which should not coincide with the
	// records of a large input.
	ex, err := svo.New()
	if err != nil {
		return stage1.Result{}, nil, fmt.Errorf("build extractor: %w", err)
	}
	ms, warns, err := detectLoad(path, stdin)
	if err != nil {
		return stage1.Result{}, warns, err
	}
	return detectOn(ctx, ex, ms, warns, cfg)
}

// detectOn runs Stage 1 per namespace over loaded memories.
func detectOn(ctx context.Context, ex *svo.Extractor, ms []memory.Memory, warns []error, cfg detector.Config) (stage1.Result, []error, error) {
	if err := ctx.Err(); err != nil {
		return stage1.Result{}, warns, err
	}
	res, err := stage1.ByNamespace(ctx, ms, func(ctx context.Context, g []memory.Memory) (detector.Result, error) {
		parts, err := detectExtract(ctx, ex, g)
		if err != nil {
			return detector.Result{}, err
		}
		return detector.DetectParts(parts, cfg), nil
	})
	return res, warns, err
}

// detectChunk is how many memories an extraction worker takes at once (a
// variable so that tests can exercise the blocks on small inputs).
var detectChunk = stage1.DefaultBlock

// detectExtract returns the units of ms for the rule: stage1.Extract over
// GOMAXPROCS workers, blocks of detectChunk memories.
func detectExtract(ctx context.Context, ex *svo.Extractor, ms []memory.Memory) ([][]svo.Unit, error) {
	return stage1.Extract(ctx, ex, ms, stage1.ExtractOptions{Block: detectChunk})
}

// detectMaxListed caps the warnings and contested groups printed in a summary.
const detectMaxListed = 20

func detectSummary(w io.Writer, res stage1.Result, warns []error, cfg detector.Config) {
	detectSummaryOf(w, detectListed{Summary: res.Summary, Namespaces: res.Namespaces, Contested: res.Contested, Intervening: res.Intervening}, warns, cfg)
}

// detectListed is what a summary prints: the counts, each namespace's
// share, and the contested groups and skips (at least the first
// detectMaxListed of each; their totals are the summary's counts).
type detectListed struct {
	Summary     detector.Summary
	Namespaces  []stage1.Namespace
	Contested   []detector.Contest
	Intervening []detector.Skip
}

func detectSummaryOf(w io.Writer, res detectListed, warns []error, cfg detector.Config) {
	s := res.Summary
	fmt.Fprintf(w, "l9 detect: %d units (%d skipped without subject/attribute/value", s.Units, s.Skipped)
	if s.Untimed > 0 {
		fmt.Fprintf(w, ", %d without an order time", s.Untimed)
	}
	fmt.Fprintf(w, "), %d keys (%d set-valued: no value path)\n", s.Keys, s.SetValuedKeys)
	fmt.Fprintf(w, "l9 detect: %d candidates (value %d, negation %d) at threshold %.2f; %d below threshold\n",
		s.Candidates, s.Value, s.Negation, cfg.Threshold, s.BelowThreshold)
	if cfg.Off != 0 {
		fmt.Fprintf(w, "l9 detect: clauses switched off: %s (not the registered detector)\n", cfg.Off)
	}
	fmt.Fprintf(w, "l9 detect: %d contested (conflicting claims at one instant; never candidates)\n", s.Contested)
	if s.KeyOnly > 0 || s.SkippedIntervening > 0 {
		fmt.Fprintf(w, "l9 detect: %d skipped: intervening version (a version of the key lies between them: a key-only unit, a change report, a stated old value or a confirmation; %d key-only units, value not extracted)\n",
			s.SkippedIntervening, s.KeyOnly)
	}
	if s.Anchored > 0 || s.Aliased > 0 {
		fmt.Fprintf(w, "l9 detect: %d units also filed under the key their stated old value held (old_value_anchor); %d surnames filed under a full name (surname_alias)\n", s.Anchored, s.Aliased)
	}
	if s.NotHeld > 0 {
		fmt.Fprintf(w, "l9 detect: %d units dropped from keys that never held the value they state as the old one or return to\n", s.NotHeld)
	}
	if len(res.Namespaces) > 1 || (len(res.Namespaces) == 1 && res.Namespaces[0].Namespace != "") {
		fmt.Fprintf(w, "l9 detect: %d namespaces, each detected on its own (no pair, contest or key crosses them):\n", len(res.Namespaces))
		for _, n := range res.Namespaces {
			fmt.Fprintf(w, "  %s: %d memories, %d units, %d candidates, %d contested", detectNSName(n.Namespace), n.Memories, n.Summary.Units, n.Summary.Candidates, n.Summary.Contested)
			if n.Summary.SkippedIntervening > 0 {
				fmt.Fprintf(w, ", %d skipped: intervening version", n.Summary.SkippedIntervening)
			}
			fmt.Fprintln(w)
		}
	}
	for i, c := range res.Contested {
		if i == detectMaxListed {
			fmt.Fprintf(w, "  ... %d more\n", s.Contested-detectMaxListed)
			break
		}
		key := c.Subject + " / " + c.Attribute
		if c.Scope != "" {
			key += " @ " + c.Scope
		}
		fmt.Fprintf(w, "  contested %s at %s: %s (%s)\n", key, memory.FormatTime(c.At), strings.Join(c.Values, " | "), strings.Join(c.UnitIDs, ", "))
	}
	for i, k := range res.Intervening {
		if i == detectMaxListed {
			fmt.Fprintf(w, "  ... %d more\n", s.SkippedIntervening-detectMaxListed)
			break
		}
		key := k.Subject + " / " + k.Attribute
		if k.Scope != "" {
			key += " @ " + k.Scope
		}
		why := k.InterveningID + " between"
		if k.InterveningID == "" && k.StatedOld != "" {
			why = "the replacement says the value before was " + k.StatedOld
		}
		fmt.Fprintf(w, "  skipped: intervening version %s: %s -> %s (%s -> %s; %s)\n", key, k.OldValue, k.NewValue, k.ExpiredID, k.ReplacementID, why)
	}
	if len(warns) > 0 {
		fmt.Fprintf(w, "l9 detect: %d warnings\n", len(warns))
		for i, e := range warns {
			if i == detectMaxListed {
				fmt.Fprintf(w, "  ... %d more\n", len(warns)-detectMaxListed)
				break
			}
			fmt.Fprintf(w, "  %v\n", e)
		}
	}
}

// detectNSName shows a namespace in a summary line.
func detectNSName(ns string) string {
	if ns == "" {
		return "(default)"
	}
	return fmt.Sprintf("%q", ns)
}

// detectStreamOptions tune the streaming path (tests force tiny runs).
var detectStreamOptions stage1.StreamOptions

// detectStreamed is `l9 detect` over memory JSONL: stage1.Stream, in
// bounded memory, writing the candidates batch by batch (to a temporary
// file renamed at the end: an input error leaves nothing) and the summary
// to stderr. The output is that of detectRun (TestDetectStreamIdentical).
func detectStreamed(ctx context.Context, path string, stdin io.Reader, out, format string, cfg detector.Config, stdout, stderr io.Writer) error {
	var (
		listed detectListed
		warns  []error
		serr   error
		err    error
	)
	fill := func(w io.Writer) error {
		// The extractor is built by the stream after its first pass (nil
		// here): the model and the id set are never held at once, and an
		// invalid input is reported without building it.
		listed, warns, serr = detectStreamTo(ctx, nil, path, stdin, w, format, cfg)
		return serr
	}
	if out == "-" {
		err = fill(stdout)
	} else {
		err = atomicfile.WriteFile(out, fill)
	}
	if serr != nil {
		return serr
	}
	if err != nil {
		return fmt.Errorf("l9 detect: %w", err)
	}
	detectSummaryOf(stderr, listed, warns, cfg)
	return nil
}

// detectStreamTo streams the candidates of the memory JSONL at path (or
// stdin for "-", first copied to a temporary file: the stream reads its
// input twice) to w in format, and returns what the summary lists. ex may
// be nil (stage1.Stream builds it).
func detectStreamTo(ctx context.Context, ex *svo.Extractor, path string, stdin io.Reader, w io.Writer, format string, cfg detector.Config) (detectListed, []error, error) {
	var in *os.File
	name := path
	if path == "-" {
		f, err := os.CreateTemp(detectStreamOptions.TempDir, "l9-detect-stdin-*")
		if err != nil {
			return detectListed{}, nil, fmt.Errorf("read memories: %w", err)
		}
		defer os.Remove(f.Name())
		defer f.Close()
		if _, err := io.Copy(f, stdin); err != nil {
			return detectListed{}, nil, fmt.Errorf("read memories: %w", err)
		}
		in = f
	} else {
		f, err := os.Open(path)
		if err != nil {
			return detectListed{}, nil, inputError(fmt.Errorf("open memories: %w", err))
		}
		defer f.Close()
		in = f
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	if format == "tsv" {
		bw.WriteString(strings.Join(detector.TSVHeader, "\t") + "\n")
	}
	write := detector.WriteJSONL
	if format == "tsv" {
		write = detector.WriteTSVRows
	}
	var listed detectListed
	res, err := stage1.Stream(ctx, ex, in, name, cfg, detectStreamOptions, func(ns string, r *detector.Result, _ [][]svo.Unit) error {
		if len(listed.Contested) < detectMaxListed {
			listed.Contested = append(listed.Contested, r.Contested[:min(len(r.Contested), detectMaxListed-len(listed.Contested))]...)
		}
		if len(listed.Intervening) < detectMaxListed {
			listed.Intervening = append(listed.Intervening, r.Intervening[:min(len(r.Intervening), detectMaxListed-len(listed.Intervening))]...)
		}
		if err := write(bw, r.Candidates); err != nil {
			return fmt.Errorf("l9 detect: write candidates: %w", err)
		}
		return nil
	})
	if err != nil {
		var el *memory.ErrorList
		if errors.As(err, &el) {
			err = inputError(el)
		}
		return detectListed{}, res.Warnings, err
	}
	if err := bw.Flush(); err != nil {
		return detectListed{}, res.Warnings, fmt.Errorf("l9 detect: write candidates: %w", err)
	}
	listed.Summary, listed.Namespaces = res.Summary, res.Namespaces
	return listed, res.Warnings, nil
}
