package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/user"
	"strings"
	"time"

	"l9/internal/atomicfile"
	"l9/internal/outpath"
	"l9/memory"
	"l9/store"
)

// stFlags are the flags every store command takes.
type stFlags struct {
	db    string
	actor string
}

func stAddFlags(fs *flag.FlagSet) *stFlags { return stAddFlagsRW(fs, true) }

// stAddFlagsRW adds --db, and --actor only for a command that writes (a
// read-only command records nobody).
func stAddFlagsRW(fs *flag.FlagSet, writes bool) *stFlags {
	f := &stFlags{actor: stDefaultActor()}
	def := os.Getenv("L9_DB")
	if def == "" {
		def = store.DefaultPath
	}
	fs.StringVar(&f.db, "db", def, "store file (default ./l9.db, or $L9_DB)")
	if writes {
		fs.StringVar(&f.actor, "actor", f.actor, "who is recorded in the event log (default the OS user)")
	}
	return f
}

func stDefaultActor() string {
	if u, err := user.Current(); err == nil && u.Username != "" {
		return u.Username
	}
	if u := os.Getenv("USER"); u != "" {
		return u
	}
	return "unknown"
}

// stReadOnly reports whether L9_READONLY asks for a read-only store. The
// usual truthy spellings (1, true, yes, on, any case) turn it on; empty, 0,
// false, no and off leave it off; anything else is a usage error (exit 2),
// never silently ignored.
func stReadOnly() (bool, error) {
	v := os.Getenv("L9_READONLY")
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "1", "true", "yes", "on", "y", "t":
		return true, nil
	case "", "0", "false", "no", "off", "n", "f":
		return false, nil
	}
	return false, usageErrorf("L9_READONLY=%q: want 1, true, yes or on (read-only) or 0, false, no, off or empty (read-write)", v)
}

// stTrace, when set (tests), is passed to the store as its Trace hook.
var stTrace func(string)

func (f *stFlags) open(ctx context.Context, create bool) (*store.Store, error) {
	return f.openAt(ctx, create, time.Time{})
}

// openRead opens the store for a command that only reads: read-only at the
// SQLite level, whatever L9_READONLY says (a read-only file in a directory
// the reader cannot write is readable, and no -wal/-shm file is left behind).
func (f *stFlags) openRead(ctx context.Context) (*store.Store, error) {
	if _, err := stReadOnly(); err != nil {
		return nil, err
	}
	s, err := store.Open(ctx, f.db, store.Options{ReadOnly: true})
	if err != nil {
		return nil, stErr(err)
	}
	return s, nil
}

// openAt opens the store; with create, a missing store is created and its
// init event records the actor and now.
func (f *stFlags) openAt(ctx context.Context, create bool, now time.Time) (*store.Store, error) {
	trace := stTrace
	if trace == nil && os.Getenv("L9_TRACE") == "1" {
		// Transaction markers on stderr, for the kill test and for debugging.
		trace = func(ev string) { fmt.Fprintln(os.Stderr, "l9: trace: "+ev) }
	}
	ro, err := stReadOnly()
	if err != nil {
		return nil, err
	}
	s, err := store.Open(ctx, f.db, store.Options{Create: create, ReadOnly: ro, Trace: trace, Actor: f.actor, Now: now})
	if err != nil {
		return nil, stErr(err)
	}
	return s, nil
}

// stErr maps the store's typed errors to exit codes: refusals and bad input
// are exit 2 (the default for any error), with the message as is.
func stErr(err error) error {
	if err == nil {
		return nil
	}
	var ee *exitError
	if errors.As(err, &ee) {
		return err
	}
	return inputError(err)
}

// stParse parses args allowing flags after positional arguments
// (`l9 remember "TEXT" --supersedes ID`) and returns the positional ones.
func stParse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, flag.ErrHelp
			}
			return nil, usageErrorf("%v", err)
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if rest[0] == "--" {
			return append(pos, rest[1:]...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// stTime parses a flag value as a timestamp (RFC 3339 or YYYY-MM-DD).
func stTime(flagName, v string) (*time.Time, error) {
	if v == "" {
		return nil, nil
	}
	t, err := memory.ParseTime(v)
	if err != nil {
		return nil, usageErrorf("--%s: %v", flagName, err)
	}
	return &t, nil
}

// stNow is the current instant, read once at the command boundary.
func stNow() time.Time { return time.Now().UTC() }

// stAt is the instant of an --at flag: its value when given, else now.
func stAt(v string) (time.Time, error) {
	t, err := stTime("at", v)
	if err != nil || t == nil {
		return stNow(), err
	}
	return *t, nil
}

func stFlagSet(name string, stderr io.Writer, usage string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: %s\n\nflags:\n", usage)
		stPrintDefaults(stderr, fs)
	}
	return fs
}

// stPlaceholders name the value of each flag in usage output: a word, never
// a phrase lifted from the help text.
var stPlaceholders = map[string]string{
	"db": "PATH", "actor": "NAME", "at": "T", "out": "PATH", "diff": "FILE", "verdict": "FILE", "prereg": "FILE",
	"root": "DIR", "observed": "T", "effective": "T", "expires": "T", "id": "ID", "supersedes": "ID", "limit": "N",
	"subject": "SUBJECT", "state": "STATE", "namespace": "NAME", "alias": "SLUG",
}

// stPrintDefaults lists the flags: the placeholder is a word, and a default
// is printed once (not again when the help text already states it).
func stPrintDefaults(w io.Writer, fs *flag.FlagSet) {
	fs.VisitAll(func(fl *flag.Flag) {
		ph := ""
		if _, isBool := fl.Value.(interface{ IsBoolFlag() bool }); !isBool {
			if ph = stPlaceholders[fl.Name]; ph == "" {
				ph = "VALUE"
			}
		}
		line := "  --" + fl.Name
		if ph != "" {
			line += " " + ph
		}
		help := fl.Usage
		if d := fl.DefValue; d != "" && d != "false" && d != "0" && !strings.Contains(help, "default") {
			help += " (default " + d + ")"
		}
		fmt.Fprintf(w, "%s\n    \t%s\n", line, help)
	})
}
func stHelp(err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	return err
}

// storeSubs are the subcommands of l9 store, with their usage lines.
// Writing subcommands take --actor; every one takes --db and -h.
var storeSubs = []struct {
	name, usage string
	writes      bool
}{
	{"init", "l9 store init [--db PATH] [--actor NAME]", true},
	{"import", "l9 store import FILE|- [--skip-existing] [--from mem0|graphiti|letta|csv [--map FIELD=COLUMN,…] [--namespace NS] [--naive-utc]] [--db PATH] [--actor NAME]", true},
	{"export", "l9 store export [--to mem0|graphiti [--at T]] [--namespace NS] [--out FILE] [--db PATH]   (a memory export, not a backup: see l9 store backup)", false},
	{"set", "l9 store set stage2 on|off [--verdict FILE] [--prereg FILE] [--root DIR] [--db PATH] [--actor NAME]", true},
	{"log", "l9 store log [ID] [--db PATH]", false},
	{"backup", "l9 store backup FILE [--db PATH]   (full fidelity: memories, supersessions, events, diffs, settings)", false},
	{"restore", "l9 store restore FILE [--db PATH]   (into a new store at --db; never over an existing one)", false},
}

func storeUsageText() string {
	var b strings.Builder
	b.WriteString("usage:\n")
	for _, c := range storeSubs {
		b.WriteString("  " + c.usage + "\n")
	}
	return b.String()
}

// cmdStore manages the store file: init, import, export, settings, the log.
func cmdStore(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, storeUsageText())
		return usageErrorf("l9 store: no subcommand (%s)", storeSubNames())
	}
	sub, args := args[0], args[1:]
	if sub == "-h" || sub == "--help" || sub == "help" {
		fmt.Fprint(stdout, storeUsageText())
		return nil
	}
	usage, writes := "", false
	for _, c := range storeSubs {
		if c.name == sub {
			usage, writes = c.usage, c.writes
		}
	}
	if usage == "" {
		return usageErrorf("l9 store: unknown subcommand %q (%s)", sub, storeSubNames())
	}
	fs := stFlagSet("l9 store "+sub, stderr, usage)
	f := stAddFlagsRW(fs, writes)
	var out, to, exportAt *string
	var skip *bool
	var sp stStage2Paths
	ff := &fmtImportFlags{}
	switch sub {
	case "export":
		out = fs.String("out", "", "write to FILE (atomically) instead of stdout")
		to = fs.String("to", "", "write a mem0 or graphiti listing with l9's supersessions instead of memory JSONL")
		exportAt = fs.String("at", "", "--to: the instant of the supersession state (default now)")
		ff.ns = nsAddFlag(fs, "export only this namespace's memories")
	case "import":
		skip = fs.Bool("skip-existing", false, "skip records already in the store when identical (a changed record is still an error)")
		ff = fmtAddImportFlags(fs)
	case "set":
		fs.StringVar(&sp.verdict, "verdict", "", "stage2 on: the harness verdict apply --auto re-derives (default results/verdict.json)")
		fs.StringVar(&sp.prereg, "prereg", "", "stage2 on: the frozen registration (default "+defaultPrereg+")")
		fs.StringVar(&sp.root, "root", "", "stage2 on: the repository root for real-text corpora (default .)")
	}
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if err := ff.check(); err != nil {
		return err
	}
	now := stNow()
	switch sub {
	case "init":
		if len(pos) != 0 {
			return usageErrorf("l9 store init takes no arguments")
		}
		s, err := f.openAt(ctx, true, now)
		if err != nil {
			return err
		}
		defer s.Close()
		v, _ := s.SchemaVersionOf(ctx)
		if s.Created() {
			fmt.Fprintf(stdout, "initialised %s (schema v%d, WAL)\n", f.db, v)
		} else {
			fmt.Fprintf(stdout, "%s already initialised (schema v%d)\n", f.db, v)
		}
		return nil
	case "import":
		if len(pos) != 1 {
			return usageErrorf("usage: l9 store import FILE.jsonl (or - for stdin)")
		}
		var r io.Reader = stdin
		name := pos[0]
		if name != "-" {
			fh, err := os.Open(name)
			if err != nil {
				return inputError(fmt.Errorf("import: %w", err))
			}
			defer fh.Close()
			r = fh
		}
		s, err := f.open(ctx, false)
		if err != nil {
			return err
		}
		defer s.Close()
		if ff.from != "" {
			return ff.storeImport(ctx, s, r, name, store.ImportRequest{Now: now, Actor: f.actor, SkipExisting: *skip}, f, stdout, stderr)
		}
		if ff.ns.set {
			return usageErrorf("l9 store import: --namespace needs --from FORMAT (memory JSONL carries its own namespace field)")
		}
		rep, err := s.ImportWith(ctx, r, store.ImportRequest{Name: name, Now: now, Actor: f.actor, SkipExisting: *skip})
		for _, w := range rep.Warnings {
			fmt.Fprintf(stderr, "l9: warning: %v\n", w)
		}
		if err != nil {
			return stErr(fmt.Errorf("import %s: nothing written:\n%w", name, err))
		}
		msg := fmt.Sprintf("imported %s from %s into %s", stPlural(rep.Imported, "memory", "memories"), name, f.db)
		if *skip {
			msg += fmt.Sprintf(" (%s already in the store, identical: skipped)", stPlural(rep.Skipped, "record", "records"))
		}
		fmt.Fprintln(stdout, msg)
		return nil
	case "export":
		if len(pos) != 0 {
			return usageErrorf("l9 store export takes no arguments (use --out FILE)")
		}
		if err := outpath.Check(*out, f.db); err != nil {
			return inputError(err)
		}
		s, err := f.openRead(ctx)
		if err != nil {
			return err
		}
		defer s.Close()
		if *to != "" {
			return fmtExport(ctx, s, *to, *exportAt, ff.ns, *out, stdout, stderr)
		}
		export := s.Export
		if ff.ns.set {
			export = func(ctx context.Context, w io.Writer) error { return s.ExportNamespace(ctx, w, ff.ns.ns) }
		}
		if *out == "" || *out == "-" {
			return export(ctx, stdout)
		}
		return atomicfile.WriteFile(*out, func(w io.Writer) error { return export(ctx, w) })
	case "set":
		if len(pos) != 2 || pos[0] != store.SettingStage2 || (pos[1] != "on" && pos[1] != "off") {
			return usageErrorf("usage: l9 store set stage2 on|off")
		}
		return stSetStage2(ctx, f, pos[1], sp, func(format string, args ...any) { fmt.Fprintf(stdout, format, args...) })
	case "backup", "restore":
		if len(pos) != 1 {
			return usageErrorf("usage: %s", usage)
		}
		return stBackupRestore(ctx, sub, f.db, pos[0], stdout)
	case "log":
		if len(pos) > 1 {
			return usageErrorf("usage: l9 store log [ID]")
		}
		s, err := f.openRead(ctx)
		if err != nil {
			return err
		}
		defer s.Close()
		id := ""
		if len(pos) == 1 {
			if id, err = s.Resolve(ctx, pos[0]); err != nil {
				return stErr(err)
			}
		}
		evs, err := s.Events(ctx, id)
		if err != nil {
			return err
		}
		return stWriteJSONL(stdout, evs)
	}
	return usageErrorf("l9 store: unknown subcommand %q (%s)", sub, storeSubNames())
}

func storeSubNames() string {
	var n []string
	for _, c := range storeSubs {
		n = append(n, c.name)
	}
	return strings.Join(n, ", ")
}

// stClip shortens text to n runes on one line.
func stClip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	r := []rune(s)
	if len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

func stPlural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// stBackupRestore is `l9 store backup FILE` (the store at --db into the new
// file FILE) and `l9 store restore FILE` (the backup FILE into a new store
// at --db).
func stBackupRestore(ctx context.Context, sub, db, file string, stdout io.Writer) error {
	if _, err := stReadOnly(); err != nil {
		return err
	}
	var rep store.BackupReport
	var err error
	if sub == "backup" {
		if err := outpath.Check(file, db); err != nil {
			return inputError(err)
		}
		rep, err = store.BackupFile(ctx, db, file)
	} else {
		if ro, _ := stReadOnly(); ro {
			return stErr(store.ErrReadOnly)
		}
		rep, err = store.Restore(ctx, file, db)
	}
	if err != nil {
		return stErr(fmt.Errorf("%w (nothing written)", err))
	}
	what := fmt.Sprintf("backed up %s to %s", db, file)
	if sub == "restore" {
		what = fmt.Sprintf("restored %s into %s", file, db)
	}
	fmt.Fprintf(stdout, "%s: %s, %s, %s, %s, schema v%d, store id %s\n", what,
		stPlural(rep.Memories, "memory", "memories"), stPlural(rep.Edges, "supersession", "supersessions"),
		stPlural(rep.Events, "event", "events"), stPlural(rep.Diffs, "diff", "diffs"), rep.Schema, rep.StoreID)
	return nil
}
