package gates

import (
	"io"

	"l9/memory"
)

// Label names the class of one memory id (labels.jsonl of a corpus:
// {"id": …, "class": …}). A memory may carry several classes, one per line.
type Label struct {
	ID    string `json:"id"`
	Class string `json:"class"`
}

// ReadLabels reads labels.jsonl. Every problem is reported with its line and
// field; a duplicate (id, class) line is an error.
func ReadLabels(r io.Reader, name string) ([]Label, error) {
	var out []Label
	seen := map[Label]int{}
	err := memory.ReadObjects(r, name, func(o *memory.Object) {
		var l Label
		o.String("id", &l.ID, true)
		o.String("class", &l.Class, true)
		if !o.OK() {
			return
		}
		if prev, dup := seen[l]; dup {
			o.Fail("", "duplicate label (%s, %s), first on line %d", l.ID, l.Class, prev)
			return
		}
		seen[l] = o.Line
		out = append(out, l)
	})
	return out, err
}
