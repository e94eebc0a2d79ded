// Package results is the record of L9 experiments: the append-only ledger
// results-L9.tsv, the verdict.json that CI and `l9 apply --auto` read, and
// the human tables rendered from either.
//
// The ledger is a tab-separated file with a fixed header (see [Columns]): one
// row per (arm, seed) and one pooled row per arm, for every configuration that
// was run. A configuration is (fixture version, pre-registration sha256,
// code_id); code_id identifies the sources that produced the rows. Rows are
// never rewritten: a new configuration appends its rows, and re-running a
// configuration already in the ledger must reproduce its rows byte for byte
// ([Merge] returns a *ReproError naming the differing cells otherwise) and
// appends nothing. Failed rows stay, so the ledger keeps the history of what
// did not work next to what did.
//
// Every field is validated on write and on read so that encoding/csv with a
// tab separator never needs to quote: identifiers are [A-Za-z0-9._:+-]
// tokens, counts are decimal integers, rates have exactly four decimals or
// are the literal NaN.
package results

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"l9/gates"
)

// kind is how a column's fields are validated.
type kind int

const (
	kID      kind = iota // a token: [A-Za-z0-9._:+-]+
	kHex                 // lowercase hex
	kSeed                // a seed number, "pooled" or a real-text gate id (R1, R2, …)
	kInt                 // a non-negative decimal integer
	kFloat               // %.4f or NaN
	kGates               // "-" or comma-separated gate ids
	kVerdict             // PASS, FAIL, SUPPORTED, NOT_SUPPORTED
	kYesNo               // yes, no or "-"
)

type column struct {
	name string
	kind kind
}

var prefix = []column{
	{"fixture", kID}, {"prereg_sha256", kHex}, {"code_id", kHex}, {"arm", kID}, {"seed", kSeed},
	{"threshold", kFloat}, {"units", kInt}, {"truth_pairs", kInt}, {"candidates", kInt},
	{"tp", kInt}, {"fp", kInt}, {"fn", kInt}, {"precision", kFloat}, {"precision_cp_lower", kFloat}, {"recall", kFloat},
	{"direction_acc", kFloat}, {"dir_correct", kInt}, {"dir_matched", kInt},
	{"value_tp", kInt}, {"value_fn", kInt}, {"value_recall", kFloat},
	{"neg_tp", kInt}, {"neg_fp", kInt}, {"neg_fn", kInt}, {"neg_recall", kFloat},
}

var suffix = []column{
	{"g4_fp", kInt}, {"g5_live", kInt}, {"g6_survival", kFloat}, {"g6_merges", kInt},
	{"s_overlap", kFloat}, {"failed_gates", kGates}, {"verdict", kVerdict}, {"expected", kVerdict},
	{"as_registered", kYesNo},
}

// G3Prefix starts the name of the column of each G3 class.
const G3Prefix = "g3_"

// Pooled is the seed field of an arm's pooled row.
const Pooled = "pooled"

// Columns returns the ledger header for the given G3 classes (registration
// order).
func Columns(classes []string) []string {
	cols := schema(classes)
	out := make([]string, len(cols))
	for i, c := range cols {
		out[i] = c.name
	}
	return out
}

func schema(classes []string) []column {
	cols := slices.Clone(prefix)
	for _, c := range classes {
		cols = append(cols, column{G3Prefix + c, kInt})
	}
	return append(cols, suffix...)
}

var (
	reID    = regexp.MustCompile(`^[A-Za-z0-9._:+-]+$`)
	reHex   = regexp.MustCompile(`^[0-9a-f]+$`)
	reInt   = regexp.MustCompile(`^(0|[1-9][0-9]*)$`)
	reReal  = regexp.MustCompile(`^R[1-9][0-9]*$`)
	reFloat = regexp.MustCompile(`^(NaN|-?(0|[1-9][0-9]*)\.[0-9]{4})$`)
	reGates = regexp.MustCompile(`^(-|[A-Z][A-Z0-9]*(,[A-Z][A-Z0-9]*)*)$`)
)

func (k kind) valid(s string) bool {
	switch k {
	case kID:
		return reID.MatchString(s)
	case kHex:
		return reHex.MatchString(s)
	case kSeed:
		return s == Pooled || reInt.MatchString(s) || reReal.MatchString(s)
	case kInt:
		return reInt.MatchString(s)
	case kFloat:
		return reFloat.MatchString(s)
	case kGates:
		return reGates.MatchString(s)
	case kVerdict:
		return s == "PASS" || s == "FAIL" || s == "SUPPORTED" || s == "NOT_SUPPORTED"
	case kYesNo:
		return s == "yes" || s == "no" || s == "-"
	}
	return false
}

func (k kind) String() string {
	return [...]string{"a token of [A-Za-z0-9._:+-]", "lowercase hex", `a seed, "pooled" or a real-text gate id`, "a non-negative integer",
		"a number with 4 decimals or NaN", `"-" or comma-separated gate ids`, "PASS, FAIL, SUPPORTED or NOT_SUPPORTED",
		`"yes", "no" or "-"`}[k]
}

// SyntaxError is a problem at a line and column of a ledger.
type SyntaxError struct {
	File  string
	Line  int
	Field string // column name; "" for the whole line
	Msg   string
}

func (e *SyntaxError) Error() string {
	if e.Field == "" {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d: %s: %s", e.File, e.Line, e.Field, e.Msg)
}

// Ledger is a parsed ledger: its header and rows, in file order.
type Ledger struct {
	Header []string
	Rows   [][]string
	Lines  []int // the line of each row
	// Raw is the file's bytes, kept so that appending never rewrites them.
	Raw []byte
}

// Classes returns the G3 classes named by the header's columns.
func (l *Ledger) Classes() []string {
	var cs []string
	for _, h := range l.Header {
		if c, ok := strings.CutPrefix(h, G3Prefix); ok {
			cs = append(cs, c)
		}
	}
	return cs
}

// Col returns the index of column name, or -1.
func (l *Ledger) Col(name string) int { return slices.Index(l.Header, name) }

// Read parses a ledger. An empty input is an empty ledger (no header). name
// is used in error messages.
func Read(r io.Reader, name string) (*Ledger, error) {
	raw, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	l := &Ledger{Raw: raw}
	if len(raw) == 0 {
		return l, nil
	}
	// No field is ever quoted; a quote anywhere means the file was edited by
	// something else.
	if i := bytes.IndexByte(raw, '"'); i >= 0 {
		return nil, &SyntaxError{File: name, Line: 1 + bytes.Count(raw[:i], []byte("\n")), Msg: `quote character: ledger fields are never quoted`}
	}
	if i := bytes.IndexByte(raw, '\r'); i >= 0 {
		return nil, &SyntaxError{File: name, Line: 1 + bytes.Count(raw[:i], []byte("\n")), Msg: `carriage return: the ledger uses \n line ends`}
	}
	if raw[len(raw)-1] != '\n' {
		return nil, &SyntaxError{File: name, Line: 1 + bytes.Count(raw, []byte("\n")), Msg: "last line is not terminated (truncated file?)"}
	}
	if raw[0] == '\n' {
		return nil, &SyntaxError{File: name, Line: 1, Msg: "blank line"}
	}
	if i := bytes.Index(raw, []byte("\n\n")); i >= 0 {
		return nil, &SyntaxError{File: name, Line: 2 + bytes.Count(raw[:i], []byte("\n")), Msg: "blank line"}
	}
	cr := csv.NewReader(bytes.NewReader(raw))
	cr.Comma = '\t'
	cr.FieldsPerRecord = -1
	var cols []column
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		line, _ := cr.FieldPos(0)
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return nil, &SyntaxError{File: name, Line: pe.Line, Msg: pe.Err.Error()}
			}
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if cols == nil {
			cols, err = headerSchema(rec)
			if err != nil {
				return nil, &SyntaxError{File: name, Line: line, Msg: err.Error()}
			}
			l.Header = rec
			continue
		}
		if err := validRow(cols, rec); err != nil {
			err.File, err.Line = name, line
			return nil, err
		}
		l.Rows = append(l.Rows, rec)
		l.Lines = append(l.Lines, line)
	}
	return l, nil
}

// ReadFile reads the ledger at path; a missing file is an empty ledger.
func ReadFile(path string) (*Ledger, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return &Ledger{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f, path)
}

// headerSchema checks a header against the fixed columns and returns its
// schema.
func headerSchema(h []string) ([]column, error) {
	var classes []string
	for _, name := range h {
		if c, ok := strings.CutPrefix(name, G3Prefix); ok {
			classes = append(classes, c)
		}
	}
	want := Columns(classes)
	if !slices.Equal(h, want) {
		return nil, fmt.Errorf("header is not the ledger header:\n got  %s\n want %s", strings.Join(h, " "), strings.Join(want, " "))
	}
	if len(classes) == 0 {
		return nil, errors.New("header has no g3_ class column")
	}
	for _, c := range classes {
		if !reID.MatchString(c) {
			return nil, fmt.Errorf("class column %q: class is not a token", G3Prefix+c)
		}
	}
	return schema(classes), nil
}

func validRow(cols []column, rec []string) *SyntaxError {
	if len(rec) != len(cols) {
		return &SyntaxError{Msg: fmt.Sprintf("%d fields, want %d", len(rec), len(cols))}
	}
	for i, c := range cols {
		if !c.kind.valid(rec[i]) {
			return &SyntaxError{Field: c.name, Msg: fmt.Sprintf("%q is not %s", rec[i], c.kind)}
		}
	}
	return nil
}

// Encode writes rows (and the header when header is non-nil) as TSV, after
// validating every field, so that no field ever needs quoting.
func Encode(w io.Writer, header []string, rows [][]string) error {
	cols, err := headerSchema(header)
	if err != nil {
		return err
	}
	for i, r := range rows {
		if err := validRow(cols, r); err != nil {
			err.File, err.Line = "row", i+1
			return err
		}
	}
	cw := csv.NewWriter(w)
	cw.Comma = '\t'
	if err := cw.Write(header); err != nil {
		return err
	}
	if err := cw.WriteAll(rows); err != nil {
		return err
	}
	return nil
}

// encodeRows is Encode without the header line.
func encodeRows(header []string, rows [][]string) ([]byte, error) {
	var b bytes.Buffer
	if err := Encode(&b, header, rows); err != nil {
		return nil, err
	}
	out := b.Bytes()
	return out[bytes.IndexByte(out, '\n')+1:], nil
}

// Bytes returns the ledger that results from appending rows to l: l's bytes
// unchanged (or the header, when l is empty) followed by the rows.
func (l *Ledger) Bytes(header []string, rows [][]string) ([]byte, error) {
	if len(l.Header) > 0 && !slices.Equal(l.Header, header) {
		return nil, fmt.Errorf("ledger header differs from this run's columns:\n ledger %s\n run    %s", strings.Join(l.Header, " "), strings.Join(header, " "))
	}
	body, err := encodeRows(header, rows)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if len(l.Raw) == 0 {
		b.WriteString(strings.Join(header, "\t") + "\n")
	} else {
		b.Write(l.Raw)
	}
	b.Write(body)
	return b.Bytes(), nil
}

// Config is what identifies a configuration in the ledger.
type Config struct {
	Fixture      string
	PreregSHA256 string
	CodeID       string
}

func (c Config) String() string {
	return fmt.Sprintf("fixture %s, prereg %s, code %s", c.Fixture, short(c.PreregSHA256), short(c.CodeID))
}

func short(h string) string {
	if len(h) > 12 {
		return h[:12]
	}
	return h
}

// Configs lists the configurations of the ledger in order of first
// appearance.
func (l *Ledger) Configs() []Config {
	var out []Config
	for _, r := range l.Rows {
		c := Config{r[0], r[1], r[2]}
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// RowsOf returns the rows of one configuration, in file order.
func (l *Ledger) RowsOf(c Config) [][]string {
	var out [][]string
	for _, r := range l.Rows {
		if r[0] == c.Fixture && r[1] == c.PreregSHA256 && r[2] == c.CodeID {
			out = append(out, r)
		}
	}
	return out
}

// CellDiff is one cell that a re-run did not reproduce.
type CellDiff struct {
	Arm, Seed, Column string
	Ledger, Now       string // "(missing)" when the row is absent on that side
}

// ReproError says that a configuration already in the ledger did not
// reproduce.
type ReproError struct {
	Config Config
	Diffs  []CellDiff
}

func (e *ReproError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "reproducibility failure: %s is already in the ledger and this run differs in %d cells (nothing appended):", e.Config, len(e.Diffs))
	for i, d := range e.Diffs {
		if i == 20 {
			fmt.Fprintf(&b, "\n  ... and %d more", len(e.Diffs)-20)
			break
		}
		fmt.Fprintf(&b, "\n  arm %s seed %s %s: ledger %s, now %s", d.Arm, d.Seed, d.Column, d.Ledger, d.Now)
	}
	return b.String()
}

// Merge decides what to append for rows of one run (all of one
// configuration). It returns the rows to append, or none with recorded =
// true when the ledger already holds exactly these rows, or a *ReproError
// when the ledger holds this configuration with different rows.
func (l *Ledger) Merge(header []string, rows [][]string) (add [][]string, recorded bool, err error) {
	if len(rows) == 0 {
		return nil, false, errors.New("no rows to record")
	}
	if len(l.Header) > 0 && !slices.Equal(l.Header, header) {
		return nil, false, fmt.Errorf("ledger header differs from this run's columns:\n ledger %s\n run    %s", strings.Join(l.Header, " "), strings.Join(header, " "))
	}
	c := Config{rows[0][0], rows[0][1], rows[0][2]}
	for _, r := range rows {
		if (Config{r[0], r[1], r[2]}) != c {
			return nil, false, errors.New("rows of one run span several configurations")
		}
	}
	old := l.RowsOf(c)
	if len(old) == 0 {
		return rows, false, nil
	}
	if d := diffRows(header, old, rows); len(d) > 0 {
		return nil, false, &ReproError{Config: c, Diffs: d}
	}
	return nil, true, nil
}

func diffRows(header []string, old, now [][]string) []CellDiff {
	key := func(r []string) string { return r[3] + "\x00" + r[4] }
	idx := func(rs [][]string) (map[string][]string, []string) {
		m := map[string][]string{}
		var order []string
		for _, r := range rs {
			k := key(r)
			if _, dup := m[k]; !dup {
				order = append(order, k)
			}
			m[k] = r
		}
		return m, order
	}
	om, oorder := idx(old)
	nm, norder := idx(now)
	var ds []CellDiff
	seen := map[string]bool{}
	for _, k := range append(oorder, norder...) {
		if seen[k] {
			continue
		}
		seen[k] = true
		o, n := om[k], nm[k]
		arm, seed, _ := strings.Cut(k, "\x00")
		switch {
		case o == nil:
			ds = append(ds, CellDiff{arm, seed, "(row)", "(missing)", "present"})
		case n == nil:
			ds = append(ds, CellDiff{arm, seed, "(row)", "present", "(missing)"})
		default:
			for i := range header {
				if o[i] != n[i] {
					ds = append(ds, CellDiff{arm, seed, header[i], o[i], n[i]})
				}
			}
		}
	}
	if len(ds) == 0 && (len(old) != len(now) || !slices.Equal(oorder, norder)) {
		ds = append(ds, CellDiff{"*", "*", "(row order or count)", fmt.Sprintf("%d rows", len(old)), fmt.Sprintf("%d rows", len(now))})
	}
	return ds
}

// F4 formats a rate for the ledger: 4 decimals, NaN as "NaN".
func F4(x float64) string {
	if math.IsNaN(x) {
		return "NaN"
	}
	s := strconv.FormatFloat(x, 'f', 4, 64)
	if s == "-0.0000" {
		s = "0.0000"
	}
	return s
}

// Rows renders the judged arms of one run as ledger rows: for each arm its
// seed rows in registration order, then its pooled row. level is the
// registered confidence level of the one-sided Clopper–Pearson lower bound on
// precision (precision_cp_lower).
func Rows(c Config, classes []string, level float64, arms []gates.Arm) [][]string {
	var out [][]string
	for ai := range arms {
		a := &arms[ai]
		for i := range a.Seeds {
			s := &a.Seeds[i]
			verdict, live := "PASS", "1"
			if len(a.SeedFailed[i]) > 0 {
				verdict = "FAIL"
			}
			if slices.Contains(a.SeedFailed[i], gates.GateG5) {
				live = "0"
			}
			out = append(out, row(c, classes, level, a, strconv.FormatUint(s.Seed, 10), s, live, math.NaN(), gatesField(a.SeedFailed[i]), verdict, "-"))
		}
		// Real-text rows: one per corpus, seed = the gate id. g4_fp holds the
		// candidates touching any labelled negative memory; g5_live says
		// whether the corpus had a true positive; there is no dream (NaN, 0).
		for i := range a.Real {
			rs := &a.Real[i]
			verdict, live := "PASS", "1"
			if len(a.RealFailed[i]) > 0 {
				verdict = "FAIL"
			}
			if rs.TP == 0 {
				live = "0"
			}
			out = append(out, row(c, classes, level, a, rs.ID, &rs.Seed, live, math.NaN(), gatesField(a.RealFailed[i]), verdict, "-"))
		}
		liveSeeds := 0
		for i := range a.Seeds {
			if !slices.Contains(a.SeedFailed[i], gates.GateG5) {
				liveSeeds++
			}
		}
		overlap := math.NaN()
		if g, ok := a.Gate(gates.GateS); ok {
			for _, v := range g.Values {
				if v.Name == "overlap" {
					overlap = v.Value
				}
			}
		}
		reg := "no"
		if a.AsRegistered {
			reg = "yes"
		}
		out = append(out, row(c, classes, level, a, Pooled, &a.Pooled, strconv.Itoa(liveSeeds), overlap, gatesField(a.Failed), a.Verdict, reg))
	}
	return out
}

func gatesField(ids []string) string {
	if len(ids) == 0 {
		return "-"
	}
	return strings.Join(ids, ",")
}

func row(c Config, classes []string, level float64, a *gates.Arm, seed string, s *gates.Seed, live string, overlap float64, failed, verdict, reg string) []string {
	it := strconv.Itoa
	r := []string{c.Fixture, c.PreregSHA256, c.CodeID, a.Name, seed, F4(a.Threshold),
		it(s.Units), it(s.TruthPairs), it(s.Candidates), it(s.TP), it(s.FP), it(s.FN),
		F4(s.Precision()), F4(gates.ClopperPearsonLower(s.TP, s.TP+s.FP, level)), F4(s.Recall()), F4(s.DirectionAcc()), it(s.DirCorrect), it(s.DirMatched),
		it(s.ValueTP), it(s.ValueFN), F4(s.ValueRecall()),
		it(s.NegTP), it(s.NegFP), it(s.NegFN), F4(s.NegRecall())}
	for j := range classes {
		n := 0
		if j < len(s.Classes) {
			n = s.Classes[j]
		}
		r = append(r, it(n))
	}
	return append(r, it(s.Clean), live, F4(s.G6Survival), it(s.G6Merges), F4(overlap), failed, verdict, a.Expected, reg)
}
