package ablate

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"l9/corpus"
	"l9/gates"
	"l9/memory"
)

// Load reads one corpus: memory JSONL, truth JSONL ({"expired_id",
// "replacement_id", "reason"} on memory ids) and optionally labels JSONL
// ({"id", "class"}: memories that must never be in a candidate pair;
// labelsPath "" for none). Labels of the classes in PositiveClasses are
// not negatives and are ignored: the generated fixture (l9 corpus) labels
// every memory, its chain members included. Every problem of a file is reported as a
// *memory.ErrorList naming file:line: field — bad JSON or fields, dangling
// parent_id, and truth or label lines naming a memory the corpus does not
// have.
func Load(name, memPath, truthPath, labelsPath string) (Corpus, error) {
	c := Corpus{Name: name}
	mb, err := os.ReadFile(memPath)
	if err != nil {
		return c, fmt.Errorf("corpus %s: memories: %w", name, err)
	}
	rd := memory.NewReader(bytes.NewReader(mb), memPath)
	var lines []int
	for rd.Scan() {
		c.Memories = append(c.Memories, rd.Memory())
		lines = append(lines, rd.Line())
	}
	if err := rd.Err(); err != nil {
		return c, err
	}
	if err := memory.CheckParents(c.Memories, memPath, lines); err != nil {
		return c, err
	}
	ids := make(map[string]bool, len(c.Memories))
	for i := range c.Memories {
		ids[c.Memories[i].ID] = true
	}
	base := filepath.Base(memPath)

	tb, err := os.ReadFile(truthPath)
	if err != nil {
		return c, fmt.Errorf("corpus %s: truth: %w", name, err)
	}
	if c.Truth, err = gates.ReadTruth(bytes.NewReader(tb), truthPath); err != nil {
		return c, err
	}
	if err := knownIDs(tb, truthPath, ids, base, "expired_id", "replacement_id"); err != nil {
		return c, err
	}

	if labelsPath != "" {
		lb, err := os.ReadFile(labelsPath)
		if err != nil {
			return c, fmt.Errorf("corpus %s: labels: %w", name, err)
		}
		ls, err := gates.ReadLabels(bytes.NewReader(lb), labelsPath)
		if err != nil {
			return c, err
		}
		if err := knownIDs(lb, labelsPath, ids, base, "id"); err != nil {
			return c, err
		}
		c.Labelled = make(map[string]bool, len(ls))
		for _, l := range ls {
			if !slices.Contains(PositiveClasses, l.Class) {
				c.Labelled[l.ID] = true
			}
		}
	}
	return c, nil
}

// PositiveClasses are label classes of memories that are meant to pair:
// the fixture's value and negation chains.
var PositiveClasses = []string{corpus.ClassChain, corpus.ClassNegationChain}

// knownIDs reports every line of a (valid) truth or labels file whose id
// fields name no memory of the corpus.
func knownIDs(b []byte, name string, ids map[string]bool, memName string, fields ...string) error {
	var l memory.ErrorList
	err := memory.ReadObjects(bytes.NewReader(b), name, func(o *memory.Object) {
		for _, f := range fields {
			var id string
			o.String(f, &id, true)
			if o.OK() && !ids[id] {
				l.Add(&memory.SyntaxError{File: name, Line: o.Line, Field: f, Msg: fmt.Sprintf("names no memory in %s: %q", memName, id)})
			}
		}
	})
	if err != nil {
		return err
	}
	return l.Err()
}

// Name is the display name of a corpus read from memPath: the directory's
// name for a file called memories.jsonl (testdata/heldout3/memories.jsonl
// is "heldout3"), else the file name without its extension.
func Name(memPath string) string {
	base := filepath.Base(memPath)
	if base == "memories.jsonl" {
		if d := filepath.Base(filepath.Dir(memPath)); d != "." && d != string(filepath.Separator) {
			return d
		}
	}
	return strings.TrimSuffix(base, filepath.Ext(base))
}

// UniqueNames makes display names unique by suffixing repeats with #2, #3,
// ... (in order).
func UniqueNames(names []string) []string {
	out := make([]string, len(names))
	taken := map[string]bool{}
	for _, n := range names {
		taken[n] = true
	}
	used := map[string]bool{}
	for i, n := range names {
		out[i] = n
		for k := 2; used[out[i]]; k++ {
			if c := fmt.Sprintf("%s#%d", n, k); !taken[c] && !used[c] {
				out[i] = c
			}
		}
		used[out[i]] = true
	}
	return out
}

// IsInputError reports whether err is a problem with the input files (a
// listing of file:line problems or a file that cannot be read), as opposed
// to a failure of the pipeline.
func IsInputError(err error) bool {
	var el *memory.ErrorList
	var pe *os.PathError
	return errors.As(err, &el) || errors.As(err, &pe)
}
