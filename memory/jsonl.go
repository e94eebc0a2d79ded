package memory

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"
	"unicode/utf8"
)

// MaxErrors is how many problems a Reader collects before it stops reading.
const MaxErrors = 100

// MaxLineBytes is the longest JSONL line a Reader accepts.
const MaxLineBytes = 16 << 20

// SyntaxError is one problem in a JSONL input, with its position.
type SyntaxError struct {
	File  string // file name as given to the reader ("-" for stdin)
	Line  int    // 1-based line number
	Field string // JSON field, or "" for the whole line
	Msg   string
}

func (e *SyntaxError) Error() string {
	if e.Field == "" {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d: %s: %s", e.File, e.Line, e.Field, e.Msg)
}

// ErrorList is every problem found in one input, in line order. It is the
// error a Reader returns when anything was wrong; callers can range over it.
type ErrorList struct {
	Errs      []*SyntaxError
	Truncated bool // more problems existed than MaxErrors
}

func (l *ErrorList) Error() string {
	var b strings.Builder
	for i, e := range l.Errs {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	if l.Truncated {
		fmt.Fprintf(&b, "\n(more problems not shown: stopped after %d)", MaxErrors)
	}
	return b.String()
}

// Add records a problem; it reports false once the cap is reached.
func (l *ErrorList) Add(e *SyntaxError) bool {
	if len(l.Errs) >= MaxErrors {
		l.Truncated = true
		return false
	}
	l.Errs = append(l.Errs, e)
	return true
}

// Err returns l as an error, or nil when it is empty.
func (l *ErrorList) Err() error {
	if l == nil || len(l.Errs) == 0 {
		return nil
	}
	return l
}

// Reader reads memories from JSON Lines, one object a line, in the manner of
// bufio.Scanner: call Scan until it returns false, read each Memory, then
// check Err. Bad lines are collected (up to MaxErrors) instead of stopping
// at the first; unknown fields are not errors but are counted in Warnings.
// Blank lines are skipped. Ids must be unique within one input.
type Reader struct {
	name     string
	sc       *bufio.Scanner
	line     int
	cur      Memory
	curLine  int
	raw      []byte
	errs     ErrorList
	ioErr    error
	seen     *idSet
	Warnings []error
	// UnknownFields counts unknown field names across the input.
	UnknownFields map[string]int
	// thorough skips fastParse (tests compare the two paths).
	thorough bool
	// ahead reads and decodes lines ahead of Scan (ReadAhead), in
	// batches of aheadLines lines (256 unless set); aheadOver: it has
	// stopped, Scan returns false
	ahead      *readAhead
	aheadLines int
	aheadOver  bool
}

// NewReader returns a Reader over r; name is used in error positions.
func NewReader(r io.Reader, name string) *Reader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	return &Reader{name: name, sc: sc, seen: newIDSet(), UnknownFields: map[string]int{}}
}

// Scan advances to the next valid memory. It returns false at the end of the
// input, on an I/O error, or once MaxErrors problems have been collected.
func (r *Reader) Scan() bool {
	if r.ahead != nil {
		return r.scanAhead()
	}
	for {
		if r.errs.Truncated || r.ioErr != nil {
			return false
		}
		if !r.sc.Scan() {
			r.scanEnded(r.sc.Err())
			return false
		}
		r.line++
		b := bytes.TrimSpace(r.sc.Bytes())
		if len(b) == 0 {
			continue
		}
		m, ok := r.parse(b)
		if ok && r.accept(m, b) {
			return true
		}
	}
}

// scanAhead is Scan over the lines ReadAhead's goroutine read: the same
// steps, line by line, with the common line already decoded.
func (r *Reader) scanAhead() bool {
	a := r.ahead
	for {
		if r.aheadOver {
			return false
		}
		if r.errs.Truncated || r.ioErr != nil {
			a.close()
			r.aheadOver = true
			return false
		}
		it, end := a.next()
		if end != nil {
			a.close()
			r.aheadOver = true
			r.line = end.lines
			r.scanEnded(end.err)
			return false
		}
		r.line = it.line
		if it.b == nil {
			continue
		}
		m, ok := it.m, it.fast
		if !ok {
			m, ok = r.parse(it.b)
		}
		if ok && r.accept(m, it.b) {
			return true
		}
	}
}

// scanEnded records why the scanner stopped (err nil: the end).
func (r *Reader) scanEnded(err error) {
	if err == nil {
		return
	}
	if errors.Is(err, bufio.ErrTooLong) {
		r.errs.Add(&SyntaxError{File: r.name, Line: r.line + 1, Msg: fmt.Sprintf("line longer than %d bytes", MaxLineBytes)})
	} else {
		r.ioErr = fmt.Errorf("%s: read: %w", r.name, err)
	}
}

// accept makes m, read from line b at r.line, the current memory, unless
// its id is a duplicate (an error).
func (r *Reader) accept(m Memory, b []byte) bool {
	if r.seen != nil {
		if prev, dup := r.seen.addNew(m.ID, r.line); dup {
			r.errs.Add(&SyntaxError{File: r.name, Line: r.line, Field: "id", Msg: fmt.Sprintf("duplicate id %q (first on line %d)", m.ID, prev)})
			return false
		}
	}
	r.cur = m
	r.curLine = r.line
	r.raw = b
	return true
}

// Raw returns the line of the memory read by the last Scan, white space
// trimmed; valid only until the next Scan.
func (r *Reader) Raw() []byte { return r.raw }

// LineOf returns the line of the memory with the given id among those read
// so far (false if none, or after SkipDuplicateCheck).
func (r *Reader) LineOf(id string) (int, bool) {
	if r.seen == nil {
		return 0, false
	}
	return r.seen.get(id)
}

// SkipDuplicateCheck makes Scan neither check ids for uniqueness nor keep
// them: for a second pass over an input whose first pass did (l9 detect
// streams a file twice and need not hold its ids twice). Call it before
// the first Scan.
func (r *Reader) SkipDuplicateCheck() { r.ReleaseIDs() }

// ReleaseIDs frees the ids kept for the duplicate check and LineOf (which
// reports nothing afterwards), and stops keeping them: for a caller done
// with the ids of a large input before it lets the Reader go.
func (r *Reader) ReleaseIDs() {
	if r.seen != nil {
		r.seen.release()
		r.seen = nil
	}
}

// Memory returns the memory read by the last successful Scan.
func (r *Reader) Memory() Memory { return r.cur }

// Line returns the line number of the memory read by the last Scan.
func (r *Reader) Line() int { return r.curLine }

// Err returns the first I/O error, else an *ErrorList of every problem found,
// else nil.
func (r *Reader) Err() error {
	if r.ioErr != nil {
		return r.ioErr
	}
	return r.errs.Err()
}

func (r *Reader) fail(field, format string, args ...any) {
	r.errs.Add(&SyntaxError{File: r.name, Line: r.line, Field: field, Msg: fmt.Sprintf(format, args...)})
}

// knownFields in output order.
var knownFields = []string{"id", "namespace", "content", "created_at", "observed_at", "effective_at", "expires_at", "ttl_seconds",
	"parent_id", "is_facet", "tier", "authority", "energy", "retrieval_count", "tags", "aliases"}

func isKnown(f string) bool {
	for _, k := range knownFields {
		if k == f {
			return true
		}
	}
	return false
}

func (r *Reader) parse(b []byte) (Memory, bool) {
	if !r.thorough {
		if m, ok := fastParse(b); ok {
			return m, true
		}
	}
	var m Memory
	if !utf8.Valid(b) {
		r.fail("", "invalid UTF-8")
		return m, false
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		r.fail("", "invalid JSON object: %v", err)
		return m, false
	}
	if raw == nil {
		r.fail("", "expected a JSON object, got null")
		return m, false
	}
	before := len(r.errs.Errs)
	if k, dup := DuplicateKey(b); dup {
		r.fail(k, "duplicate key in one object (which value was meant is ambiguous)")
	}
	var unknown []string
	for k := range raw {
		if !isKnown(k) {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	for _, k := range unknown {
		r.UnknownFields[k]++
		r.Warnings = append(r.Warnings, &SyntaxError{File: r.name, Line: r.line, Field: k, Msg: "unknown field ignored"})
	}

	str := func(field string, required bool) string {
		v, ok := raw[field]
		if !ok || string(v) == "null" {
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
		return s
	}
	tm := func(field string, required bool) *time.Time {
		s := str(field, required)
		if s == "" {
			if _, present := raw[field]; present && string(raw[field]) != "null" && required {
				r.fail(field, "empty timestamp")
			}
			return nil
		}
		t, err := ParseTime(s)
		if err != nil {
			r.fail(field, "%v", err)
			return nil
		}
		return &t
	}

	m.ID = str("id", true)
	if _, ok := raw["id"]; ok && m.ID == "" && len(r.errs.Errs) == before {
		r.fail("id", "empty id")
	}
	if m.ID != "" && strings.TrimSpace(m.ID) != m.ID {
		r.fail("id", "leading or trailing white space in id %q", m.ID)
	}
	m.Namespace = str("namespace", false)
	if err := CheckNamespace(m.Namespace); err != nil {
		r.fail("namespace", "%v", err)
	}
	m.Content = str("content", true)
	if _, ok := raw["content"]; ok && strings.TrimSpace(m.Content) == "" && len(r.errs.Errs) == before {
		r.fail("content", "blank content")
	}
	if c := tm("created_at", true); c != nil {
		m.CreatedAt = *c
	}
	m.ObservedAt = tm("observed_at", false)
	m.EffectiveAt = tm("effective_at", false)
	m.ExpiresAt = tm("expires_at", false)
	if m.ExpiresAt != nil && m.EffectiveAt != nil && m.ExpiresAt.Before(*m.EffectiveAt) {
		r.fail("expires_at", "%s is before effective_at %s (an interval that ends before it starts)", FormatTime(*m.ExpiresAt), FormatTime(*m.EffectiveAt))
	}
	if v, ok := raw["ttl_seconds"]; ok && string(v) != "null" {
		var n json.Number
		d := json.NewDecoder(bytes.NewReader(v))
		d.UseNumber()
		if err := d.Decode(&n); err != nil || len(v) == 0 || v[0] == '"' {
			r.fail("ttl_seconds", "want a whole number of seconds > 0, got %s", abbrev(v))
		} else if i, err := n.Int64(); err != nil {
			r.fail("ttl_seconds", "want a whole number of seconds > 0, got %s", abbrev(v))
		} else if err := CheckTTL(i); err != nil {
			r.fail("ttl_seconds", "%v", err)
		} else {
			m.TTLSeconds = i
		}
	}
	m.ParentID = str("parent_id", false)
	if m.ParentID != "" && m.ParentID == m.ID {
		r.fail("parent_id", "memory names itself as parent")
	}
	if v, ok := raw["is_facet"]; ok && string(v) != "null" {
		if err := json.Unmarshal(v, &m.IsFacet); err != nil {
			r.fail("is_facet", "want true or false, got %s", abbrev(v))
		}
	}
	if m.IsFacet && m.ParentID == "" {
		r.fail("is_facet", "a facet needs a parent_id")
	}
	m.Authority = str("authority", false)
	if m.Authority != "" {
		if err := CheckAuthorityName(m.Authority); err != nil {
			r.fail("authority", "%v", err)
		}
	}
	m.Tier = Tier(str("tier", false))
	if !m.Tier.Valid() {
		r.fail("tier", "unknown tier %q (want short_term, long_term or pinned)", string(m.Tier))
	}
	if v, ok := raw["energy"]; ok && string(v) != "null" {
		if err := json.Unmarshal(v, &m.Energy); err != nil {
			r.fail("energy", "want a number, got %s", abbrev(v))
		} else if m.Energy < 0 {
			r.fail("energy", "negative energy %v", m.Energy)
		}
	}
	if v, ok := raw["retrieval_count"]; ok && string(v) != "null" {
		if err := json.Unmarshal(v, &m.RetrievalCount); err != nil {
			r.fail("retrieval_count", "want a whole number, got %s", abbrev(v))
		} else if m.RetrievalCount < 0 {
			r.fail("retrieval_count", "negative retrieval_count %d", m.RetrievalCount)
		}
	}
	if v, ok := raw["tags"]; ok && string(v) != "null" {
		if err := json.Unmarshal(v, &m.Tags); err != nil {
			r.fail("tags", "want an array of strings, got %s", abbrev(v))
		}
	}
	if v, ok := raw["aliases"]; ok && string(v) != "null" {
		if err := json.Unmarshal(v, &m.Aliases); err != nil {
			r.fail("aliases", "want an array of slugs, got %s", abbrev(v))
		} else {
			seen := map[string]bool{}
			for _, a := range m.Aliases {
				if err := CheckSlug(a); err != nil {
					r.fail("aliases", "%v", err)
				} else if seen[a] {
					r.fail("aliases", "duplicate slug %q", a)
				}
				seen[a] = true
			}
		}
	}
	return m, len(r.errs.Errs) == before && !r.errs.Truncated
}

func abbrev(v json.RawMessage) string {
	s := string(v)
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	return s
}

// ParseTime accepts RFC 3339 (any offset, optional fractional seconds) and a
// plain calendar date YYYY-MM-DD (midnight UTC). The result is in UTC.
func ParseTime(s string) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t.UTC(), nil
	}
	if t, err := time.Parse("2006-01-02", s); err == nil {
		return t.UTC(), nil
	}
	return time.Time{}, fmt.Errorf("unparseable timestamp %q (want RFC 3339 or YYYY-MM-DD)", s)
}

// FormatTime renders t as RFC 3339 in UTC with as many fractional digits as
// needed: the form every l9 output uses.
func FormatTime(t time.Time) string {
	return t.UTC().Format(time.RFC3339Nano)
}

// ReadAll reads every memory of r. On any problem it returns the memories it
// could read together with the error (an *ErrorList naming file:line:field).
func ReadAll(r io.Reader, name string) ([]Memory, []error, error) {
	rd := NewReader(r, name)
	var out []Memory
	for rd.Scan() {
		out = append(out, rd.Memory())
	}
	return out, rd.Warnings, rd.Err()
}

// ReadFile reads a JSONL file; the path "-" reads stdin.
func ReadFile(path string, stdin io.Reader) ([]Memory, []error, error) {
	if path == "-" {
		return ReadAll(stdin, "-")
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fmt.Errorf("open memories: %w", err)
	}
	defer f.Close()
	return ReadAll(f, path)
}

// CheckParents reports, as an *ErrorList, every memory whose parent_id names
// no memory of ms, and every memory whose namespace differs from its
// parent's (a constellation lives in one namespace). lines gives each
// memory's input line (same index as ms) and may be nil.
func CheckParents(ms []Memory, name string, lines []int) error {
	ids := make(map[string]int, len(ms))
	for i := range ms {
		ids[ms[i].ID] = i
	}
	var refs []ParentRef
	for i := range ms {
		if ms[i].ParentID == "" {
			continue
		}
		line := i + 1
		if lines != nil {
			line = lines[i]
		}
		refs = append(refs, ParentRef{Line: line, Parent: ms[i].ParentID, Namespace: ms[i].Namespace})
	}
	return CheckParentRefs(refs, name, func(id string) (string, bool) {
		j, ok := ids[id]
		if !ok {
			return "", false
		}
		return ms[j].Namespace, true
	})
}

// ParentRef is one memory's parent_id as CheckParentRefs checks it: the
// memory's input line and namespace, and the id it names.
type ParentRef struct {
	Line      int
	Parent    string
	Namespace string
}

// CheckParentRefs is CheckParents over references gathered by a caller that
// does not hold the memories (a streaming reader): lookup returns the
// namespace of the memory with an id, or false when no memory has it.
// Problems are reported in the order of refs.
func CheckParentRefs(refs []ParentRef, name string, lookup func(id string) (namespace string, ok bool)) error {
	var l ErrorList
	for _, r := range refs {
		ns, ok := lookup(r.Parent)
		if !ok {
			l.Add(&SyntaxError{File: name, Line: r.Line, Field: "parent_id", Msg: fmt.Sprintf("names no memory in the input: %q", r.Parent)})
			continue
		}
		if ns != r.Namespace {
			l.Add(&SyntaxError{File: name, Line: r.Line, Field: "namespace", Msg: fmt.Sprintf("%s differs from its parent %q's %s: a constellation lives in one namespace",
				ShowNamespace(r.Namespace), r.Parent, ShowNamespace(ns))})
		}
	}
	return l.Err()
}

// ShowNamespace renders a namespace for messages: the default one is
// "the default namespace".
func ShowNamespace(ns string) string {
	if ns == "" {
		return "the default namespace"
	}
	return fmt.Sprintf("namespace %q", ns)
}

type wire struct {
	ID             string   `json:"id"`
	Namespace      string   `json:"namespace,omitempty"`
	Content        string   `json:"content"`
	CreatedAt      string   `json:"created_at"`
	ObservedAt     *string  `json:"observed_at,omitempty"`
	EffectiveAt    *string  `json:"effective_at,omitempty"`
	ExpiresAt      *string  `json:"expires_at,omitempty"`
	TTLSeconds     int64    `json:"ttl_seconds,omitempty"`
	ParentID       string   `json:"parent_id,omitempty"`
	IsFacet        bool     `json:"is_facet,omitempty"`
	Tier           string   `json:"tier,omitempty"`
	Authority      string   `json:"authority,omitempty"`
	Energy         float64  `json:"energy,omitempty"`
	RetrievalCount int      `json:"retrieval_count,omitempty"`
	Tags           []string `json:"tags,omitempty"`
	Aliases        []string `json:"aliases,omitempty"`
}

func fmtPtr(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := FormatTime(*t)
	return &s
}

// Marshal renders m as one JSON object (no trailing newline) with fields in
// the fixed order id, namespace, content, created_at, observed_at, effective_at,
// expires_at, ttl_seconds, parent_id, is_facet, tier, authority, energy, retrieval_count, tags,
// aliases.
// Absent optional fields are omitted; HTML characters are not escaped.
func Marshal(m *Memory) ([]byte, error) {
	w := wire{
		ID: m.ID, Namespace: m.Namespace, Content: m.Content, CreatedAt: FormatTime(m.CreatedAt),
		ObservedAt: fmtPtr(m.ObservedAt), EffectiveAt: fmtPtr(m.EffectiveAt), ExpiresAt: fmtPtr(m.ExpiresAt), TTLSeconds: m.TTLSeconds,
		ParentID: m.ParentID, IsFacet: m.IsFacet, Tier: string(m.Tier), Authority: m.Authority, Energy: m.Energy,
		RetrievalCount: m.RetrievalCount, Tags: m.Tags, Aliases: m.Aliases,
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(&w); err != nil {
		return nil, fmt.Errorf("marshal memory %q: %w", m.ID, err)
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// Writer writes memories as JSON Lines in the shape Reader reads.
type Writer struct {
	w   *bufio.Writer
	err error
}

// NewWriter returns a Writer on w. Call Flush when done.
func NewWriter(w io.Writer) *Writer { return &Writer{w: bufio.NewWriter(w)} }

// Write writes one memory line.
func (w *Writer) Write(m *Memory) error {
	if w.err != nil {
		return w.err
	}
	b, err := Marshal(m)
	if err != nil {
		w.err = err
		return err
	}
	if _, err := w.w.Write(append(b, '\n')); err != nil {
		w.err = fmt.Errorf("write memory: %w", err)
	}
	return w.err
}

// Flush flushes buffered lines and returns the first error seen.
func (w *Writer) Flush() error {
	if w.err != nil {
		return w.err
	}
	return w.w.Flush()
}

// WriteAll writes ms to w as JSONL.
func WriteAll(w io.Writer, ms []Memory) error {
	jw := NewWriter(w)
	for i := range ms {
		if err := jw.Write(&ms[i]); err != nil {
			return err
		}
	}
	return jw.Flush()
}
