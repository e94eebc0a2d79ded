package detector

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"l9/memory"
)

// WriteJSONL writes one JSON object per candidate, with exactly the fields
// of Candidate's JSON form in their declared order (expires_at in RFC 3339,
// UTC).
//
// A candidate whose strings are printable ASCII without a quote or a
// backslash, whose score is zero or in [1e-6, 1e21) and whose expires_at
// has a year in 0…9999 is written directly, without reflection (the bytes
// encoding/json writes for it: TestWriteJSONLMatchesEncoder); any other
// goes through encoding/json, with its escapes and its errors.
func WriteJSONL(w io.Writer, cands []Candidate) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	var line []byte
	for i := range cands {
		c := cands[i]
		c.ExpiresAt = c.ExpiresAt.UTC()
		if b, ok := appendCandidateJSON(line[:0], &c); ok {
			line = b
			bw.Write(line)
			continue
		}
		if err := enc.Encode(&c); err != nil {
			return fmt.Errorf("encode candidate %s->%s: %w", c.ExpiredID, c.ReplacementID, err)
		}
	}
	return bw.Flush()
}

// appendCandidateJSON appends c's JSON line as encoding/json writes it
// (no HTML escapes, fields in their declared order, a newline) when every
// field is in the plain case WriteJSONL describes; otherwise it reports
// false and what it appended is to be dropped. c.ExpiresAt is in UTC.
func appendCandidateJSON(b []byte, c *Candidate) ([]byte, bool) {
	abs := math.Abs(c.Score)
	if y := c.ExpiresAt.Year(); y < 0 || y > 9999 || abs != 0 && (abs < 1e-6 || abs >= 1e21) || math.IsNaN(c.Score) {
		return b, false
	}
	ok := true
	str := func(name, v string) {
		b = append(b, name...)
		for i := 0; i < len(v); i++ {
			if ch := v[i]; ch < 0x20 || ch > 0x7e || ch == '"' || ch == '\\' {
				ok = false
				return
			}
		}
		b = append(b, '"')
		b = append(b, v...)
		b = append(b, '"')
	}
	str(`{"expired_id":`, c.ExpiredID)
	str(`,"replacement_id":`, c.ReplacementID)
	str(`,"reason":`, c.Reason)
	b = append(b, `,"score":`...)
	b = strconv.AppendFloat(b, c.Score, 'f', -1, 64)
	str(`,"subject":`, c.Subject)
	str(`,"attribute":`, c.Attribute)
	str(`,"old_value":`, c.OldValue)
	str(`,"new_value":`, c.NewValue)
	b = append(b, `,"expires_at":"`...)
	b = c.ExpiresAt.AppendFormat(b, time.RFC3339Nano)
	b = append(b, '"')
	str(`,"expired_memory_id":`, c.ExpiredMemoryID)
	str(`,"replacement_memory_id":`, c.ReplacementMemoryID)
	b = append(b, "}\n"...)
	return b, ok
}

// TSVHeader is the header row of WriteTSV: the JSON field names.
var TSVHeader = []string{"expired_id", "replacement_id", "reason", "score", "subject", "attribute", "old_value", "new_value", "expires_at", "expired_memory_id", "replacement_memory_id"}

// WriteTSV writes a header row and one tab-separated row per candidate, in
// the column order of TSVHeader. Tabs and line breaks inside a cell are
// replaced by spaces, so no quoting is ever needed.
func WriteTSV(w io.Writer, cands []Candidate) error {
	if _, err := io.WriteString(w, strings.Join(TSVHeader, "\t")+"\n"); err != nil {
		return err
	}
	return WriteTSVRows(w, cands)
}

// WriteTSVRows writes the rows of WriteTSV without the header (a caller
// writing candidates in batches writes the header once).
func WriteTSVRows(w io.Writer, cands []Candidate) error {
	bw := bufio.NewWriter(w)
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
	var out []Candidate
	err := memory.ReadObjects(r, name, func(o *memory.Object) {
		var c Candidate
		o.String("expired_id", &c.ExpiredID, true)
		o.String("replacement_id", &c.ReplacementID, true)
		o.String("reason", &c.Reason, true)
		o.String("subject", &c.Subject, false)
		o.String("attribute", &c.Attribute, false)
		o.String("old_value", &c.OldValue, false)
		o.String("new_value", &c.NewValue, false)
		o.String("expired_memory_id", &c.ExpiredMemoryID, false)
		o.String("replacement_memory_id", &c.ReplacementMemoryID, false)
		if v := o.Raw("score"); v != nil {
			if err := json.Unmarshal(v, &c.Score); err != nil || c.Score < 0 || c.Score > 1 {
				o.Fail("score", "want a number in [0, 1], got %s", v)
			}
		}
		if v := o.Raw("expires_at"); v != nil {
			var s string
			if err := json.Unmarshal(v, &s); err != nil {
				o.Fail("expires_at", "want a timestamp string, got %s", v)
			} else if t, err := memory.ParseTime(s); err != nil {
				o.Fail("expires_at", "%v", err)
			} else {
				c.ExpiresAt = t
			}
		}
		if o.OK() && c.Reason != ReasonValue && c.Reason != ReasonNegation {
			o.Fail("reason", "want %q or %q, got %q", ReasonValue, ReasonNegation, c.Reason)
		}
		if !o.OK() {
			return
		}
		if c.ExpiredMemoryID == "" {
			c.ExpiredMemoryID = c.ExpiredID
		}
		if c.ReplacementMemoryID == "" {
			c.ReplacementMemoryID = c.ReplacementID
		}
		out = append(out, c)
	})
	return out, err
}
