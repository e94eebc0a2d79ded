package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"
	"unicode/utf8"
)

// Citation forms (seed 002, Addendum I.3). The first three are definite: an
// unresolved one fails the check. A bare hex token counts only when it
// resolves (a non-resolving one is indistinguishable from a commit SHA).
const (
	FormUUID     = "uuid"
	FormMarker   = "marker"
	FormWikilink = "wikilink"
	FormBare     = "bare"
)

// Reasons a definite citation does not resolve.
const (
	ReasonNotFound  = "not-found"
	ReasonAmbiguous = "ambiguous"
)

// DefaultMarkers are the citation markers that make the following token a
// definite citation.
var DefaultMarkers = []string{"rec:", "record:"}

// RefsOptions configure CheckRefs.
type RefsOptions struct {
	Root    string   // the globs resolve against it ("" = ".")
	Globs   []string // relative to Root: * and ? within a segment, ** across segments
	Markers []string // nil = DefaultMarkers; empty (non-nil) = no marker form
	// At (Citers only): when set, a supersession counts only if the view
	// at At shows the memory superseded (its replacement governs).
	At time.Time
}

// Citation is one citation found in a doc. Line and Column are 1-based;
// Column counts characters (runes) and points at the start of the citation
// form (the marker, the "[[", the token).
type Citation struct {
	Doc      string `json:"doc"`
	Line     int    `json:"line"`
	Column   int    `json:"column"`
	Token    string `json:"token"`
	Form     string `json:"form"`
	Resolved bool   `json:"resolved"`
	RecordID string `json:"recordId,omitempty"`
}

// Unresolved is a definite citation that names no single memory.
type Unresolved struct {
	Doc     string   `json:"doc"`
	Line    int      `json:"line"`
	Column  int      `json:"column"`
	Token   string   `json:"token"`
	Form    string   `json:"form"`
	Reason  string   `json:"reason"`
	Matches []string `json:"matches,omitempty"` // the ids an ambiguous prefix matches
}

func (u Unresolved) String() string {
	r := u.Reason
	if len(u.Matches) > 0 {
		r += " (matches " + strings.Join(u.Matches, ", ") + ")"
	}
	return fmt.Sprintf("%s:%d:%d: %s: %s: %s", u.Doc, u.Line, u.Column, u.Token, u.Form, r)
}

// DocCitation is one entry of RefsResult.ByDoc.
type DocCitation struct {
	Token    string `json:"token"`
	Form     string `json:"form"`
	Resolved bool   `json:"resolved"`
	RecordID string `json:"recordId,omitempty"`
	Line     int    `json:"line"`
	Column   int    `json:"column"`
}

// DocCiter is one entry of RefsResult.ByRecord: a doc position citing the
// record.
type DocCiter struct {
	Doc    string `json:"doc"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
	Token  string `json:"token"`
	Form   string `json:"form"`
}

// RefsResult is the citation index of a scan (seed 002, I.5). OK is true
// iff Unresolved is empty. Every scanned doc appears in ByDoc, even with no
// citation.
type RefsResult struct {
	OK         bool                     `json:"ok"`
	NoOp       bool                     `json:"noop"` // no globs: nothing scanned, by request
	Scanned    []string                 `json:"scanned"`
	Citations  []Citation               `json:"citations"`
	Unresolved []Unresolved             `json:"unresolved"`
	ByDoc      map[string][]DocCitation `json:"byDoc"`
	ByRecord   map[string][]DocCiter    `json:"byRecord"`
	// Unmatched are the globs that matched no file (reported, not failed).
	Unmatched []string `json:"unmatched,omitempty"`
}

// GlobError says a doc glob is malformed.
type GlobError struct {
	Glob string
	Msg  string
}

func (e *GlobError) Error() string { return fmt.Sprintf("--docs %q: %s", e.Glob, e.Msg) }

// CheckGlob reports why g is not a usable doc glob (nil when it is).
func CheckGlob(g string) error {
	if g == "" {
		return &GlobError{Glob: g, Msg: "empty glob"}
	}
	if strings.HasPrefix(g, "/") || filepath.IsAbs(g) {
		return &GlobError{Glob: g, Msg: "must be relative to --root"}
	}
	for _, seg := range strings.Split(g, "/") {
		switch {
		case seg == "":
			return &GlobError{Glob: g, Msg: "empty path segment"}
		case seg == "..":
			return &GlobError{Glob: g, Msg: "'..' leaves --root"}
		case seg == "**":
			continue
		case strings.Contains(seg, "**"):
			return &GlobError{Glob: g, Msg: "'**' must be a whole path segment"}
		}
		if _, err := path.Match(seg, ""); err != nil {
			return &GlobError{Glob: g, Msg: "malformed pattern segment " + fmt.Sprintf("%q", seg)}
		}
	}
	return nil
}

// CheckMarker reports why m is not a usable citation marker.
func CheckMarker(m string) error {
	if m == "" {
		return errors.New("empty marker")
	}
	for _, r := range m {
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' {
			return fmt.Errorf("marker %q contains white space", m)
		}
	}
	return nil
}

// matchGlob reports whether the slash-separated relative path p matches the
// glob g. "**" matches zero or more whole segments; "*", "?" and classes
// match within one segment (path.Match). As in a shell, a wildcard never
// matches a name that starts with "." unless the pattern segment does.
func matchGlob(g, p string) bool {
	return matchSegs(strings.Split(g, "/"), strings.Split(p, "/"))
}

func matchSegs(gs, ps []string) bool {
	for len(gs) > 0 {
		if gs[0] == "**" {
			rest := gs[1:]
			for i := 0; i <= len(ps); i++ {
				if i > 0 && strings.HasPrefix(ps[i-1], ".") {
					return false // ** does not descend into dot directories
				}
				if matchSegs(rest, ps[i:]) {
					return true
				}
			}
			return false
		}
		if len(ps) == 0 {
			return false
		}
		if strings.HasPrefix(ps[0], ".") && !strings.HasPrefix(gs[0], ".") {
			return false
		}
		if ok, _ := path.Match(gs[0], ps[0]); !ok {
			return false
		}
		gs, ps = gs[1:], ps[1:]
	}
	return len(ps) == 0
}

// expandGlobs returns the regular files under root matching any glob, as
// sorted slash paths relative to root, and the globs that matched nothing.
func expandGlobs(root string, globs []string) ([]string, []string, error) {
	st, err := os.Stat(root)
	if err != nil {
		return nil, nil, fmt.Errorf("--root: %w", err)
	}
	if !st.IsDir() {
		return nil, nil, fmt.Errorf("--root %s: not a directory", root)
	}
	hit := make([]bool, len(globs))
	var docs []string
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !d.Type().IsRegular() && d.Type()&fs.ModeSymlink == 0 {
			return nil
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		matched := false
		for i, g := range globs {
			if matchGlob(g, rel) {
				hit[i], matched = true, true
			}
		}
		if matched {
			if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() {
				docs = append(docs, rel)
			}
		}
		return nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("scan %s: %w", root, err)
	}
	sort.Strings(docs)
	var unmatched []string
	for i, g := range globs {
		if !hit[i] {
			unmatched = append(unmatched, g)
		}
	}
	return docs, unmatched, nil
}

var (
	wikilinkRE = regexp.MustCompile(`\[\[([^\[\]\n]+?)\]\]`)
	uuidRE     = regexp.MustCompile(`\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b`)
	// A bare candidate: ≥ 8 hex digits, optionally continued by hyphenated
	// hex groups (a UUID prefix such as 3f9c2a10-77aa).
	bareHexRE = regexp.MustCompile(`\b[0-9a-fA-F]{8,}(?:-[0-9a-fA-F]+)*\b`)
)

// rawCitation is a citation found in a line, before resolution. start is the
// byte offset of the form in the line.
type rawCitation struct {
	start, end int
	token      string
	form       string
}

func isTokenByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '/' || c == '-' || c == '#'
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// extractLine finds the citations of one line, in order of position:
// wikilinks, then marker + token, then full UUIDs, then bare ≥ 8-hex tokens,
// each outside the spans already taken.
func extractLine(line string, markers []string) []rawCitation {
	var out []rawCitation
	taken := func(a, b int) bool {
		for _, c := range out {
			if a < c.end && c.start < b {
				return true
			}
		}
		return false
	}
	for _, m := range wikilinkRE.FindAllStringSubmatchIndex(line, -1) {
		inner := line[m[2]:m[3]]
		if i := strings.IndexByte(inner, '|'); i >= 0 {
			inner = inner[:i]
		}
		if tok := strings.TrimSpace(inner); tok != "" {
			out = append(out, rawCitation{m[0], m[1], tok, FormWikilink})
		}
	}
	ms := append([]string(nil), markers...)
	sort.SliceStable(ms, func(i, j int) bool { return len(ms[i]) > len(ms[j]) })
	for _, mk := range ms {
		for from := 0; from < len(line); {
			i := strings.Index(line[from:], mk)
			if i < 0 {
				break
			}
			i += from
			from = i + len(mk)
			if i > 0 && isWordByte(line[i-1]) && isWordByte(mk[0]) {
				continue // inside a word: "prerec:x" is no citation
			}
			j := i + len(mk)
			for j < len(line) && isTokenByte(line[j]) {
				j++
			}
			tok := strings.TrimRight(line[i+len(mk):j], "./-#")
			if tok == "" || taken(i, i+len(mk)+len(tok)) {
				continue
			}
			out = append(out, rawCitation{i, i + len(mk) + len(tok), tok, FormMarker})
			from = i + len(mk) + len(tok)
		}
	}
	for _, m := range uuidRE.FindAllStringIndex(line, -1) {
		if !taken(m[0], m[1]) {
			out = append(out, rawCitation{m[0], m[1], line[m[0]:m[1]], FormUUID})
		}
	}
	for _, m := range bareHexRE.FindAllStringIndex(line, -1) {
		if !taken(m[0], m[1]) {
			out = append(out, rawCitation{m[0], m[1], line[m[0]:m[1]], FormBare})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].start < out[j].start })
	return out
}

// ExtractCitations returns every candidate citation of text (definite forms
// and bare hex tokens, unresolved), with 1-based line and rune column.
func ExtractCitations(doc, text string, markers []string) []Citation {
	var out []Citation
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSuffix(line, "\r")
		for _, c := range extractLine(line, markers) {
			out = append(out, Citation{Doc: doc, Line: n + 1, Column: utf8.RuneCountInString(line[:c.start]) + 1, Token: c.token, Form: c.form})
		}
	}
	return out
}

// resolution is the outcome of resolving one token.
type resolution struct {
	id      string
	reason  string // "" when resolved
	matches []string
}

// resolveCached resolves tokens through resolve, caching by token. Errors
// other than not-found and ambiguous are returned.
func resolveCached(ctx context.Context, q querier, cache map[string]resolution, tok string) (resolution, error) {
	if r, ok := cache[tok]; ok {
		return r, nil
	}
	var r resolution
	id, err := resolve(ctx, q, tok)
	var nf *NotFoundError
	var amb *AmbiguousIDError
	switch {
	case err == nil:
		r.id = id
	case errors.As(err, &nf):
		r.reason = ReasonNotFound
	case errors.As(err, &amb):
		r.reason, r.matches = ReasonAmbiguous, amb.Matches
	default:
		return r, err
	}
	cache[tok] = r
	return r, nil
}

// CheckRefs scans the docs the globs match for citations into the store and
// resolves each through the store's handle order (exact id → slug →
// unambiguous prefix ≥ 8). It is read-only: it reads the docs and the store
// and writes neither. No globs is an explicit no-op pass (NoOp true).
func (s *Store) CheckRefs(ctx context.Context, opt RefsOptions) (*RefsResult, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("read store: %w", err)
	}
	defer tx.Rollback()
	q := readTx(tx)
	defer q.closeStmts()
	return checkRefs(ctx, q, opt)
}

// readTx wraps a read transaction so each distinct query is prepared once
// (a scan resolves thousands of tokens with the same three queries).
func readTx(tx *sql.Tx) *wtx { return &wtx{Tx: tx, stmts: map[string]*sql.Stmt{}} }

func checkRefs(ctx context.Context, q querier, opt RefsOptions) (*RefsResult, error) {
	res := &RefsResult{OK: true, Scanned: []string{}, Citations: []Citation{}, Unresolved: []Unresolved{},
		ByDoc: map[string][]DocCitation{}, ByRecord: map[string][]DocCiter{}}
	if len(opt.Globs) == 0 {
		res.NoOp = true
		return res, nil
	}
	for _, g := range opt.Globs {
		if err := CheckGlob(g); err != nil {
			return nil, err
		}
	}
	markers := opt.Markers
	if markers == nil {
		markers = DefaultMarkers
	}
	for _, m := range markers {
		if err := CheckMarker(m); err != nil {
			return nil, fmt.Errorf("--markers: %w", err)
		}
	}
	root := opt.Root
	if root == "" {
		root = "."
	}
	docs, unmatched, err := expandGlobs(root, opt.Globs)
	if err != nil {
		return nil, err
	}
	res.Unmatched = unmatched
	cache := map[string]resolution{}
	for _, doc := range docs {
		b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(doc)))
		if err != nil {
			return nil, fmt.Errorf("read doc: %w", err)
		}
		res.Scanned = append(res.Scanned, doc)
		res.ByDoc[doc] = []DocCitation{}
		for _, c := range ExtractCitations(doc, string(b), markers) {
			r, err := resolveCached(ctx, q, cache, c.Token)
			if err != nil {
				return nil, fmt.Errorf("%s:%d:%d: resolve %q: %w", doc, c.Line, c.Column, c.Token, err)
			}
			if c.Form == FormBare && r.id == "" {
				continue // a non-resolving bare hex may be a commit SHA: ignored by design
			}
			c.Resolved, c.RecordID = r.id != "", r.id
			res.Citations = append(res.Citations, c)
			res.ByDoc[doc] = append(res.ByDoc[doc], DocCitation{Token: c.Token, Form: c.Form, Resolved: c.Resolved, RecordID: c.RecordID, Line: c.Line, Column: c.Column})
			if c.Resolved {
				res.ByRecord[c.RecordID] = append(res.ByRecord[c.RecordID], DocCiter{Doc: doc, Line: c.Line, Column: c.Column, Token: c.Token, Form: c.Form})
			} else {
				res.Unresolved = append(res.Unresolved, Unresolved{Doc: doc, Line: c.Line, Column: c.Column, Token: c.Token, Form: c.Form, Reason: r.reason, Matches: r.matches})
			}
		}
	}
	res.OK = len(res.Unresolved) == 0
	return res, nil
}
