// Package importer reads the exports of other memory systems — Mem0, Zep's
// Graphiti, Letta — and CSV files into l9 memories, and writes l9's
// decisions back in the shapes those systems use (exporters).
//
// Field names come from each system's own documentation and source (see
// doc/integrations.md and the README of testdata/). Every reader validates
// like the memory JSONL reader: every problem is reported as file:line:
// field: problem (the line where the record starts), nothing is returned
// when anything is wrong, and records that are dropped on purpose (a
// deleted Letta passage) or fields that are ignored (embeddings) are
// counted in the Report.
package importer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"l9/memory"
)

// Format is an input or output format.
type Format string

// The formats.
const (
	Mem0     Format = "mem0"
	Graphiti Format = "graphiti"
	Letta    Format = "letta"
	CSV      Format = "csv"
)

// Formats lists the import formats.
var Formats = []Format{Mem0, Graphiti, Letta, CSV}

// ParseFormat maps a --from or --to value to a Format.
func ParseFormat(s string) (Format, error) {
	for _, f := range Formats {
		if string(f) == s {
			return f, nil
		}
	}
	return "", fmt.Errorf("unknown format %q (want mem0, graphiti, letta or csv)", s)
}

// Options tune a read.
type Options struct {
	// Namespace, when set, is the namespace of every record (overriding
	// what the format maps to one).
	Namespace *string
	// Map is the CSV column mapping: l9 field → header column.
	Map map[string]string
	// NaiveUTC reads timestamps without a UTC offset as UTC; otherwise they
	// are an error (l9 never guesses a time zone).
	NaiveUTC bool
}

// Report is what a read did besides returning memories.
type Report struct {
	Format  Format
	Records int // records in the input
	Read    int // records returned as memories
	// Dropped counts records left out on purpose, by reason.
	Dropped map[string]int
	// Ignored counts input fields not carried into the memory, by name.
	Ignored map[string]int
}

func newReport(f Format) Report {
	return Report{Format: f, Dropped: map[string]int{}, Ignored: map[string]int{}}
}

// Lines renders the dropped and ignored counts, sorted, one per line.
func (r *Report) Lines() []string {
	var out []string
	for _, k := range sortedKeys(r.Dropped) {
		out = append(out, fmt.Sprintf("dropped %d record(s): %s", r.Dropped[k], k))
	}
	for _, k := range sortedKeys(r.Ignored) {
		out = append(out, fmt.Sprintf("ignored field %q in %d record(s)", k, r.Ignored[k]))
	}
	return out
}

func sortedKeys(m map[string]int) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// Result is the memories of an input and the line each starts on.
type Result struct {
	Memories []memory.Memory
	Lines    []int
	Report   Report
}

// Read reads an export of format f from r; name is used in error positions.
// On any problem it returns an *memory.ErrorList and no memories.
func Read(r io.Reader, name string, f Format, opt Options) (Result, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return Result{}, fmt.Errorf("%s: read: %w", name, err)
	}
	return ReadBytes(b, name, f, opt)
}

// ReadBytes is Read over bytes.
func ReadBytes(b []byte, name string, f Format, opt Options) (Result, error) {
	var res Result
	var errs memory.ErrorList
	switch f {
	case CSV:
		res = readCSV(b, name, opt, &errs)
	case Mem0, Graphiti, Letta:
		conv := map[Format]func(*rec) (memory.Memory, string){Mem0: mem0Record, Graphiti: graphitiRecord, Letta: lettaRecord}[f]
		res.Report = newReport(f)
		els, err := elements(b, listKeys[f])
		if err != nil {
			var pe *posError
			if errors.As(err, &pe) {
				errs.Add(&memory.SyntaxError{File: name, Line: pe.line, Msg: pe.msg})
				return Result{}, errs.Err()
			}
			return Result{}, err
		}
		for _, el := range els {
			res.Report.Records++
			rc, ok := newRec(el, name, &errs, &res.Report, opt)
			if !ok {
				continue
			}
			m, drop := conv(rc)
			if drop != "" {
				res.Report.Dropped[drop]++
				continue
			}
			if !rc.bad {
				res.add(m, el.line, opt)
			}
		}
	default:
		return Result{}, fmt.Errorf("unknown format %q", f)
	}
	if err := checkIDs(&res, name, &errs); err != nil {
		return Result{}, err
	}
	if err := errs.Err(); err != nil {
		return Result{}, err
	}
	if err := memory.CheckParents(res.Memories, name, res.Lines); err != nil {
		return Result{}, err
	}
	res.Report.Read = len(res.Memories)
	return res, nil
}

func (res *Result) add(m memory.Memory, line int, opt Options) {
	if opt.Namespace != nil {
		m.Namespace = *opt.Namespace
	}
	res.Memories = append(res.Memories, m)
	res.Lines = append(res.Lines, line)
}

// checkIDs reports duplicate ids and namespaces that l9 would refuse.
func checkIDs(res *Result, name string, errs *memory.ErrorList) error {
	seen := map[string]int{}
	for i := range res.Memories {
		m := &res.Memories[i]
		if prev, dup := seen[m.ID]; dup {
			errs.Add(&memory.SyntaxError{File: name, Line: res.Lines[i], Field: "id", Msg: fmt.Sprintf("duplicate id %q (first on line %d)", m.ID, prev)})
		} else {
			seen[m.ID] = res.Lines[i]
		}
		if err := memory.CheckNamespace(m.Namespace); err != nil {
			errs.Add(&memory.SyntaxError{File: name, Line: res.Lines[i], Field: "namespace", Msg: err.Error()})
		}
	}
	return nil
}

// ---- JSON listings ----

// listKeys are the object keys under which each format's listing holds its
// records, when the input is an object rather than an array or JSON Lines.
var listKeys = map[Format][]string{
	Mem0:     {"results", "memories"},
	Graphiti: {"edges", "facts"},
	Letta:    {"passages"},
}

type element struct {
	raw  json.RawMessage
	line int
}

type posError struct {
	line int
	msg  string
}

func (e *posError) Error() string { return fmt.Sprintf("line %d: %s", e.line, e.msg) }

// elements splits a listing into its records: a JSON array of objects, an
// object holding such an array under one of keys, or JSON Lines (one object
// a line). Each record carries the line it starts on.
func elements(b []byte, keys []string) ([]element, error) {
	lineAt := lineIndex(b)
	trim := bytes.TrimLeft(b, " \t\r\n\ufeff")
	if len(trim) == 0 {
		return nil, nil
	}
	start := len(b) - len(trim)
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	// next returns the start offset of the next value.
	next := func() int {
		off := int(dec.InputOffset())
		for off < len(b) && (b[off] == ' ' || b[off] == '\t' || b[off] == '\r' || b[off] == '\n' || b[off] == ',' || b[off] == ':') {
			off++
		}
		return off
	}
	readArray := func() ([]element, error) {
		var out []element
		for dec.More() {
			off := next()
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				return nil, &posError{lineAt(off), fmt.Sprintf("invalid JSON: %v", err)}
			}
			out = append(out, element{raw, lineAt(off)})
		}
		if _, err := dec.Token(); err != nil {
			return nil, &posError{lineAt(next()), fmt.Sprintf("invalid JSON: %v", err)}
		}
		return out, nil
	}
	switch trim[0] {
	case '[':
		if _, err := dec.Token(); err != nil {
			return nil, &posError{lineAt(start), fmt.Sprintf("invalid JSON: %v", err)}
		}
		out, err := readArray()
		if err != nil {
			return nil, err
		}
		if _, err := dec.Token(); !errors.Is(err, io.EOF) {
			return nil, &posError{lineAt(next()), "trailing data after the listing"}
		}
		return out, nil
	case '{':
		// A listing object, or JSON Lines: peek at the first object's keys.
		var first map[string]json.RawMessage
		fd := json.NewDecoder(bytes.NewReader(b))
		if err := fd.Decode(&first); err == nil {
			for _, k := range keys {
				if v, ok := first[k]; ok && len(bytes.TrimSpace(v)) > 0 && bytes.TrimSpace(v)[0] == '[' {
					return listingObject(b, dec, k, next, lineAt, readArray)
				}
			}
		}
		var out []element
		for {
			off := next()
			if off >= len(b) {
				return out, nil
			}
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				return nil, &posError{lineAt(off), fmt.Sprintf("invalid JSON: %v", err)}
			}
			out = append(out, element{raw, lineAt(off)})
		}
	}
	return nil, &posError{lineAt(start), fmt.Sprintf("want a JSON array, an object with %s, or JSON Lines; got %q", strings.Join(keys, " or "), string(trim[:1]))}
}

func listingObject(b []byte, dec *json.Decoder, key string, next func() int, lineAt func(int) int, readArray func() ([]element, error)) ([]element, error) {
	if _, err := dec.Token(); err != nil { // {
		return nil, err
	}
	var out []element
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, &posError{lineAt(next()), fmt.Sprintf("invalid JSON: %v", err)}
		}
		k, _ := t.(string)
		if k != key {
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return nil, &posError{lineAt(next()), fmt.Sprintf("invalid JSON: %v", err)}
			}
			continue
		}
		if _, err := dec.Token(); err != nil { // [
			return nil, &posError{lineAt(next()), fmt.Sprintf("invalid JSON: %v", err)}
		}
		if out, err = readArray(); err != nil {
			return nil, err
		}
	}
	if _, err := dec.Token(); err != nil { // }
		return nil, &posError{lineAt(next()), fmt.Sprintf("invalid JSON: %v", err)}
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, &posError{lineAt(next()), "trailing data after the listing"}
	}
	if out == nil {
		out = []element{}
	}
	return out, nil
}

// lineIndex returns a function from byte offset to 1-based line number.
func lineIndex(b []byte) func(int) int {
	var starts []int
	starts = append(starts, 0)
	for i, c := range b {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return func(off int) int {
		return sort.Search(len(starts), func(i int) bool { return starts[i] > off })
	}
}

// ---- one record ----

// rec is one record of a JSON listing with helpers that record problems at
// its position, in the input's own field names.
type rec struct {
	raw  map[string]json.RawMessage
	used map[string]bool
	file string
	line int
	errs *memory.ErrorList
	rep  *Report
	opt  Options
	bad  bool
}

func newRec(el element, name string, errs *memory.ErrorList, rep *Report, opt Options) (*rec, bool) {
	r := &rec{file: name, line: el.line, errs: errs, rep: rep, opt: opt, used: map[string]bool{}}
	if err := json.Unmarshal(el.raw, &r.raw); err != nil || r.raw == nil {
		r.fail("", "want a JSON object, got %s", abbrev(el.raw))
		return nil, false
	}
	return r, true
}

func (r *rec) fail(field, format string, args ...any) {
	r.bad = true
	r.errs.Add(&memory.SyntaxError{File: r.file, Line: r.line, Field: field, Msg: fmt.Sprintf(format, args...)})
}

// get marks a field as used and returns its JSON (nil when absent or null).
func (r *rec) get(field string) json.RawMessage {
	r.used[field] = true
	v, ok := r.raw[field]
	if !ok || string(v) == "null" {
		return nil
	}
	return v
}

// ignore marks fields as seen and counts the present ones as ignored.
func (r *rec) ignore(fields ...string) {
	for _, f := range fields {
		r.used[f] = true
		if v, ok := r.raw[f]; ok && string(v) != "null" {
			r.rep.Ignored[f]++
		}
	}
}

// done counts every field not used as ignored.
func (r *rec) done() {
	var rest []string
	for k := range r.raw {
		if !r.used[k] {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	r.ignore(rest...)
}

func (r *rec) str(field string, required bool) string {
	v := r.get(field)
	if v == nil {
		if required {
			r.fail(field, "required field missing")
		}
		return ""
	}
	var s string
	if err := json.Unmarshal(v, &s); err != nil {
		r.fail(field, "want a string, got %s", abbrev(v))
		return ""
	}
	if required && strings.TrimSpace(s) == "" {
		r.fail(field, "empty")
	}
	return s
}

func (r *rec) time(field string, required bool) *time.Time {
	s := r.str(field, required)
	if s == "" {
		return nil
	}
	t, err := parseTime(s, r.opt.NaiveUTC)
	if err != nil {
		r.fail(field, "%v", err)
		return nil
	}
	return &t
}

// object returns a field that must be a JSON object, compacted (map keys
// sorted, so the bytes are deterministic), or "" when absent or empty.
func (r *rec) object(field string) string {
	v := r.get(field)
	if v == nil {
		return ""
	}
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(v))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil || m == nil {
		r.fail(field, "want an object, got %s", abbrev(v))
		return ""
	}
	if len(m) == 0 {
		return ""
	}
	return compact(m)
}

func (r *rec) strings(field string) []string {
	v := r.get(field)
	if v == nil {
		return nil
	}
	var ss []string
	if err := json.Unmarshal(v, &ss); err != nil {
		r.fail(field, "want an array of strings, got %s", abbrev(v))
		return nil
	}
	return ss
}

func (r *rec) boolean(field string) bool {
	v := r.get(field)
	if v == nil {
		return false
	}
	var b bool
	if err := json.Unmarshal(v, &b); err != nil {
		r.fail(field, "want true or false, got %s", abbrev(v))
	}
	return b
}

func compact(v any) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.Encode(v) // maps and json.Number always encode
	return strings.TrimRight(buf.String(), "\n")
}

func abbrev(v json.RawMessage) string {
	s := string(v)
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	return s
}

// parseTime reads RFC 3339 / ISO 8601 timestamps as the systems write them
// (Python's isoformat: microseconds, "+00:00" offsets, optionally a space
// instead of the T) and plain dates. A timestamp without an offset is an
// error unless naiveUTC.
func parseTime(s string, naiveUTC bool) (time.Time, error) {
	if t, err := memory.ParseTime(s); err == nil {
		return t, nil
	}
	if t, err := time.Parse("2006-01-02 15:04:05.999999999Z07:00", s); err == nil {
		return t.UTC(), nil
	}
	for _, layout := range []string{"2006-01-02T15:04:05.999999999", "2006-01-02 15:04:05.999999999"} {
		if t, err := time.Parse(layout, s); err == nil {
			if !naiveUTC {
				return time.Time{}, fmt.Errorf("timestamp %q has no UTC offset (l9 never guesses a time zone; pass --naive-utc to read such timestamps as UTC)", s)
			}
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("unparseable timestamp %q (want RFC 3339 / ISO 8601)", s)
}

// Tag prefixes under which the importers keep the source fields an exporter
// writes back.
const (
	tagSep = "="
)

func tag(system, field, value string) string { return system + ":" + field + tagSep + value }

// TagValue returns the value of the first tag system:field=…, and whether
// there was one.
func TagValue(tags []string, system, field string) (string, bool) {
	p := system + ":" + field + tagSep
	for _, t := range tags {
		if strings.HasPrefix(t, p) {
			return t[len(p):], true
		}
	}
	return "", false
}
