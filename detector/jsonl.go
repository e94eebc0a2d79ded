package detector

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"l9/memory"
)

// WriteJSONL writes one JSON object per candidate, with exactly the fields
// of Candidate's JSON form in their declared order (expires_at in RFC 3339,
// UTC).
func WriteJSONL(w io.Writer, cands []Candidate) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	for i := range cands {
		c := cands[i]
		c.ExpiresAt = c.ExpiresAt.UTC()
		if err := enc.Encode(&c); err != nil {
			return fmt.Errorf("encode candidate %s->%s: %w", c.ExpiredID, c.ReplacementID, err)
		}
	}
	return bw.Flush()
}

// TSVHeader is the header row of WriteTSV: the JSON field names.
var TSVHeader = []string{"expired_id", "replacement_id", "reason", "score", "subject", "attribute", "old_value", "new_value", "expires_at", "expired_memory_id", "replacement_memory_id"}

// WriteTSV writes a header row and one tab-separated row per candidate, in
// the column order of TSVHeader. Tabs and line breaks inside a cell are
// replaced by spaces, so no quoting is ever needed.
func WriteTSV(w io.Writer, cands []Candidate) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(strings.Join(TSVHeader, "\t") + "\n")
	cell := strings.NewReplacer("\t", " ", "\n", " ", "\r", " ")
	for _, c := range cands {
		row := []string{c.ExpiredID, c.ReplacementID, c.Reason, strconv.FormatFloat(c.Score, 'f', 4, 64), c.Subject, c.Attribute,
			c.OldValue, c.NewValue, memory.FormatTime(c.ExpiresAt), c.ExpiredMemoryID, c.ReplacementMemoryID}
		for i := range row {
			row[i] = cell.Replace(row[i])
		}
		bw.WriteString(strings.Join(row, "\t") + "\n")
	}
	return bw.Flush()
}

// ReadCandidates reads candidate JSONL as WriteJSONL writes it (so that a
// researcher can score candidates from any tool). expired_id,
// replacement_id and reason are required; expired_memory_id and
// replacement_memory_id default to the unit ids; other fields are optional.
// Every problem is collected (up to memory.MaxErrors) into a
// *memory.ErrorList naming name:line: field.
func ReadCandidates(r io.Reader, name string) ([]Candidate, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), memory.MaxLineBytes)
	var (
		out  []Candidate
		errs memory.ErrorList
		line int
	)
	add := func(field, format string, args ...any) {
		errs.Add(&memory.SyntaxError{File: name, Line: line, Field: field, Msg: fmt.Sprintf(format, args...)})
	}
	for sc.Scan() && !errs.Truncated {
		line++
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(b, &raw); err != nil {
			add("", "invalid JSON: %v", err)
			continue
		}
		var c Candidate
		ok := true
		str := func(field string, dst *string, required bool) {
			v, present := raw[field]
			if !present || string(v) == "null" {
				if required {
					add(field, "missing")
					ok = false
				}
				return
			}
			if err := json.Unmarshal(v, dst); err != nil {
				add(field, "want a string, got %s", v)
				ok = false
				return
			}
			if required && strings.TrimSpace(*dst) == "" {
				add(field, "empty")
				ok = false
			}
		}
		str("expired_id", &c.ExpiredID, true)
		str("replacement_id", &c.ReplacementID, true)
		str("reason", &c.Reason, true)
		str("subject", &c.Subject, false)
		str("attribute", &c.Attribute, false)
		str("old_value", &c.OldValue, false)
		str("new_value", &c.NewValue, false)
		str("expired_memory_id", &c.ExpiredMemoryID, false)
		str("replacement_memory_id", &c.ReplacementMemoryID, false)
		if v, present := raw["score"]; present && string(v) != "null" {
			if err := json.Unmarshal(v, &c.Score); err != nil || c.Score < 0 || c.Score > 1 {
				add("score", "want a number in [0, 1], got %s", v)
				ok = false
			}
		}
		if v, present := raw["expires_at"]; present && string(v) != "null" {
			var s string
			if err := json.Unmarshal(v, &s); err != nil {
				add("expires_at", "want a timestamp string, got %s", v)
				ok = false
			} else if t, err := memory.ParseTime(s); err != nil {
				add("expires_at", "%v", err)
				ok = false
			} else {
				c.ExpiresAt = t
			}
		}
		if ok && c.Reason != ReasonValue && c.Reason != ReasonNegation {
			add("reason", "want %q or %q, got %q", ReasonValue, ReasonNegation, c.Reason)
			ok = false
		}
		if !ok {
			continue
		}
		if c.ExpiredMemoryID == "" {
			c.ExpiredMemoryID = c.ExpiredID
		}
		if c.ReplacementMemoryID == "" {
			c.ReplacementMemoryID = c.ReplacementID
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			line++
			add("", "line longer than %d bytes", memory.MaxLineBytes)
		} else {
			return out, fmt.Errorf("%s: read: %w", name, err)
		}
	}
	if err := errs.Err(); err != nil {
		return out, err
	}
	return out, nil
}
