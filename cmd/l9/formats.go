package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"l9/detector"
	"l9/importer"
	"l9/internal/atomicfile"
	"l9/internal/stage1"
	"l9/memory"
	"l9/store"
	"l9/svo"
)

// fmtImportFlags are --from, --map, --naive-utc and --namespace: reading
// another memory system's export (package importer).
type fmtImportFlags struct {
	from     string
	mapping  string
	naiveUTC bool
	ns       *nsFlag
}

func fmtAddImportFlags(fs *flag.FlagSet) *fmtImportFlags {
	f := &fmtImportFlags{}
	fs.StringVar(&f.from, "from", "", "read another system's export: `mem0`, graphiti, letta or csv (default memory JSONL)")
	fs.StringVar(&f.mapping, "map", "", "--from csv: `FIELD=COLUMN,…` (content, created_at, id, namespace, observed_at, effective_at, expires_at, tier, tags)")
	fs.BoolVar(&f.naiveUTC, "naive-utc", false, "--from: read timestamps without a UTC offset as UTC (default: an error)")
	f.ns = nsAddFlag(fs, "with --from: the namespace of every record read (default the format's own: Mem0 user_id, Graphiti group_id, Letta agent)")
	return f
}

// check refuses the import flags without --from (memory JSONL carries its
// own namespace field and needs no mapping).
func (f *fmtImportFlags) check() error {
	if f.from != "" {
		return nil
	}
	switch {
	case f.mapping != "":
		return usageErrorf("--map needs --from csv")
	case f.naiveUTC:
		return usageErrorf("--naive-utc needs --from FORMAT (memory JSONL times carry an offset)")
	}
	return nil
}

// read reads FILE (or stdin for "-") in the --from format; every problem is
// file:line: field: problem (exit 2).
func (f *fmtImportFlags) read(path string, stdin io.Reader) (importer.Result, []byte, error) {
	format, err := importer.ParseFormat(f.from)
	if err != nil {
		return importer.Result{}, nil, usageErrorf("--from: %v", err)
	}
	opt := importer.Options{NaiveUTC: f.naiveUTC}
	if f.ns.set {
		ns := f.ns.ns
		opt.Namespace = &ns
	}
	if f.mapping != "" {
		if format != importer.CSV {
			return importer.Result{}, nil, usageErrorf("--map is for --from csv")
		}
		if opt.Map, err = importer.ParseMap(f.mapping); err != nil {
			return importer.Result{}, nil, usageErrorf("%v", err)
		}
	}
	var b []byte
	if path == "-" {
		b, err = io.ReadAll(stdin)
	} else {
		b, err = os.ReadFile(path)
	}
	if err != nil {
		return importer.Result{}, nil, inputError(fmt.Errorf("read %s: %w", path, err))
	}
	res, err := importer.ReadBytes(b, path, format, opt)
	if err != nil {
		var el *memory.ErrorList
		if errors.As(err, &el) {
			return res, b, inputError(err)
		}
		return res, b, err
	}
	return res, b, nil
}

func fmtReportLines(w io.Writer, rep importer.Report) {
	for _, l := range rep.Lines() {
		fmt.Fprintf(w, "l9: %s: %s\n", rep.Format, l)
	}
}

// storeImport is `l9 store import --from FORMAT FILE`.
func (f *fmtImportFlags) storeImport(ctx context.Context, s *store.Store, stdin io.Reader, path string, req store.ImportRequest, sf *stFlags, stdout, stderr io.Writer) error {
	res, b, err := f.read(path, stdin)
	if err != nil {
		return stErr(fmt.Errorf("import %s: nothing written:\n%w", path, err))
	}
	rep, err := s.ImportMemories(ctx, store.Batch{Name: path, SHA256: store.SHA256(b), Format: f.from, Memories: res.Memories, Lines: res.Lines}, req)
	if err != nil {
		return stErr(fmt.Errorf("import %s: nothing written:\n%w", path, err))
	}
	fmtReportLines(stderr, res.Report)
	msg := fmt.Sprintf("imported %d memories from %s (%s, %d records, %d dropped) into %s", rep.Imported, path, f.from, res.Report.Records,
		res.Report.Records-res.Report.Read, sf.db)
	if req.SkipExisting {
		msg += fmt.Sprintf(" (%s already in the store, identical: skipped)", stPlural(rep.Skipped, "record", "records"))
	}
	fmt.Fprintln(stdout, msg)
	return nil
}

// detectRun is `l9 detect --from FORMAT --in FILE`: the importer's
// memories through the same per-namespace Stage 1.
func (f *fmtImportFlags) detectRun(ctx context.Context, path string, stdin io.Reader, cfg detector.Config) (stage1.Result, []error, error) {
	ex, err := svo.New()
	if err != nil {
		return stage1.Result{}, nil, fmt.Errorf("build extractor: %w", err)
	}
	res, _, err := f.read(path, stdin)
	if err != nil {
		return stage1.Result{}, nil, err
	}
	var warns []error
	for _, l := range res.Report.Lines() {
		warns = append(warns, errors.New(string(res.Report.Format)+": "+l))
	}
	return detectOn(ctx, ex, res.Memories, warns, cfg)
}

// fmtExport is `l9 store export --to mem0|graphiti [--at T] [--out FILE]`.
// With --namespace only that namespace's memories are written.
func fmtExport(ctx context.Context, s *store.Store, to, atFlag string, nsf *nsFlag, out string, stdout, stderr io.Writer) error {
	if to != string(importer.Mem0) && to != string(importer.Graphiti) {
		return usageErrorf("--to %q: want mem0 or graphiti", to)
	}
	at, err := stAt(atFlag)
	if err != nil {
		return err
	}
	ms, err := s.Memories(ctx)
	if err != nil {
		return err
	}
	v, err := s.View(ctx, at, nil)
	if err != nil {
		return err
	}
	if nsf.set {
		ms = nsf.filter(ms)
		v = v.InNamespace(nsf.ns)
	}
	sup, err := s.Supersessions(ctx)
	if err != nil {
		return err
	}
	in := importer.ExportInput{Memories: ms, View: v, Supersessions: sup}
	var rep importer.ExportReport
	write := func(w io.Writer) error {
		var err error
		if to == string(importer.Mem0) {
			rep, err = importer.ExportMem0(w, in)
		} else {
			rep, err = importer.ExportGraphiti(w, in)
		}
		return err
	}
	if out == "" || out == "-" {
		err = write(stdout)
	} else {
		err = atomicfile.WriteFile(out, write)
	}
	if err != nil {
		return err
	}
	msg := fmt.Sprintf("l9: exported %d records to %s at %s (%d not current)", rep.Written, to, memory.FormatTime(at), rep.Superseded)
	if rep.Facets > 0 {
		msg += fmt.Sprintf("; %d facet memories left out (%s has no constellations)", rep.Facets, to)
	}
	fmt.Fprintln(stderr, strings.TrimSpace(msg))
	return nil
}
