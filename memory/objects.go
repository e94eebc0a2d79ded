package memory

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Object is one JSON object of a JSON Lines input, handed to the callback of
// ReadObjects with helpers that record problems at its position. Readers of
// l9's other line formats (candidates, truth) are built on it so that every
// format reports problems the same way: file:line: field: problem.
type Object struct {
	Line int
	raw  map[string]json.RawMessage
	file string
	errs *ErrorList
	bad  bool
}

// Fail records a problem with field (or the whole line when field is "").
func (o *Object) Fail(field, format string, args ...any) {
	o.bad = true
	o.errs.Add(&SyntaxError{File: o.file, Line: o.Line, Field: field, Msg: fmt.Sprintf(format, args...)})
}

// OK reports whether no problem was recorded for this object.
func (o *Object) OK() bool { return !o.bad }

// Raw returns a field's JSON, or nil when it is absent or null.
func (o *Object) Raw(field string) json.RawMessage {
	v, ok := o.raw[field]
	if !ok || string(v) == "null" {
		return nil
	}
	return v
}

// String decodes a string field into dst. A required field that is absent,
// null or blank is a problem ("missing" / "empty"); a non-string is one too.
func (o *Object) String(field string, dst *string, required bool) {
	v := o.Raw(field)
	if v == nil {
		if required {
			o.Fail(field, "missing")
		}
		return
	}
	if err := json.Unmarshal(v, dst); err != nil {
		o.Fail(field, "want a string, got %s", v)
		return
	}
	if required && strings.TrimSpace(*dst) == "" {
		o.Fail(field, "empty")
	}
}

// ReadObjects reads JSON Lines from r, skipping blank lines, and calls fn for
// every line that is a JSON object; other lines are problems. It stops once
// MaxErrors problems are collected. It returns an I/O error, else an
// *ErrorList of every problem (including those fn recorded), else nil.
func ReadObjects(r io.Reader, name string, fn func(o *Object)) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), MaxLineBytes)
	var errs ErrorList
	line := 0
	for !errs.Truncated && sc.Scan() {
		line++
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		o := &Object{Line: line, file: name, errs: &errs}
		if err := json.Unmarshal(b, &o.raw); err != nil || o.raw == nil {
			if err == nil {
				err = errors.New("not an object")
			}
			o.Fail("", "invalid JSON: %v", err)
			continue
		}
		if k, dup := DuplicateKey(b); dup {
			o.Fail(k, "duplicate key in one object (which value was meant is ambiguous)")
			continue
		}
		fn(o)
	}
	if err := sc.Err(); err != nil {
		if !errors.Is(err, bufio.ErrTooLong) {
			return fmt.Errorf("%s: read: %w", name, err)
		}
		errs.Add(&SyntaxError{File: name, Line: line + 1, Msg: fmt.Sprintf("line longer than %d bytes", MaxLineBytes)})
	}
	return errs.Err()
}
