package store

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"l9/memory"
)

// DiffVersion is the version of the pending-diff format this package writes.
// Version 2 added store_id: a diff names the store it was proposed from,
// and applying it to another store is refused.
const DiffVersion = 2

// Diff is a pending diff: the Stage 1 proposal over a store's current
// memories, written by `l9 propose` as pending-diff.json (and rendered as
// pending-diff.md for the operator), applied only by `l9 apply --confirm`.
type Diff struct {
	Version int `json:"version"`
	// StoreID is the id of the store the proposal was computed over (made
	// once at `l9 store init`): Apply refuses a diff of another store.
	StoreID   string  `json:"store_id"`
	Stage     string  `json:"stage"` // "stage1"
	Threshold float64 `json:"threshold"`
	Memories  int     `json:"memories"` // current memories the proposal was computed over
	Units     int     `json:"units"`
	// Supersessions are the proposed retirements, one per detector candidate.
	Supersessions []Entry `json:"supersessions"`
	// Contested are same-key, same-instant, different-value groups: both stay
	// in force; listed for the operator, never applied.
	Contested []Contest `json:"contested"`
	// Skipped are the pairs the detector abstained on because a memory
	// between them in time is about the same key but its value could not be
	// read (skipped: intervening version); nothing is proposed for them, and
	// the operator can read the intervening memory and decide.
	Skipped []SkippedPair `json:"skipped_intervening,omitempty"`
}

// SkippedPair is one pair Stage 1 did not propose because of an intervening
// version whose value it could not read.
type SkippedPair struct {
	Namespace           string `json:"namespace,omitempty"`
	ExpiredMemoryID     string `json:"expired_memory_id"`
	ReplacementMemoryID string `json:"replacement_memory_id"`
	InterveningMemoryID string `json:"intervening_memory_id"`
	Reason              string `json:"reason"`
	Subject             string `json:"subject"`
	Attribute           string `json:"attribute"`
	OldValue            string `json:"old_value"`
	NewValue            string `json:"new_value"`
}

// Entry is one proposed supersession. The first eleven fields are the
// detector's candidate fields; the contents are added for the reader.
type Entry struct {
	ExpiredID           string    `json:"expired_id"`
	ReplacementID       string    `json:"replacement_id"`
	Reason              string    `json:"reason"`
	Score               float64   `json:"score"`
	Subject             string    `json:"subject"`
	Attribute           string    `json:"attribute"`
	OldValue            string    `json:"old_value"`
	NewValue            string    `json:"new_value"`
	ExpiresAt           time.Time `json:"expires_at"`
	ExpiredMemoryID     string    `json:"expired_memory_id"`
	ReplacementMemoryID string    `json:"replacement_memory_id"`
	Scope               string    `json:"scope,omitempty"`
	Namespace           string    `json:"namespace,omitempty"` // of both memories ("" the default)
	OldContent          string    `json:"old_content"`
	NewContent          string    `json:"new_content"`
	// OldUnits are every unit (clause) of the expired memory when the
	// proposal was made, superseded or not (store/facets.go): the memory is
	// fully superseded only once all of them are.
	OldUnits []string `json:"old_units,omitempty"`
	// Stamps names every unit applying the entry stamps: the whole
	// constellation for a whole-memory entry; for a facet, the facet (and
	// the memories of a stored facet), plus the whole constellation only
	// when this facet is the last of the memory still in force.
	Stamps []string `json:"stamps,omitempty"`
}

// Contest is a group of memories asserting conflicting values for one key at
// the same instant (the detector's contested groups): both stay in force.
type Contest struct {
	Subject   string    `json:"subject"`
	Attribute string    `json:"attribute"`
	Scope     string    `json:"scope,omitempty"`
	Namespace string    `json:"namespace,omitempty"`
	At        time.Time `json:"at"`
	MemoryIDs []string  `json:"memory_ids"` // sorted
	Values    []string  `json:"values"`     // sorted
	// Claims pair each claim's memory with its value, for the read-time
	// authority resolution of the view (store/authority.go); not part of
	// the diff format.
	Claims []ContestClaim `json:"-"`
}

// ContestClaim is one claim of a contested group.
type ContestClaim struct {
	MemoryID string
	Value    string // canonical, "not " prefixed when negated
}

// Marshal renders d as indented JSON with a trailing newline.
func (d *Diff) Marshal() ([]byte, error) {
	if d.Supersessions == nil {
		d.Supersessions = []Entry{}
	}
	if d.Contested == nil {
		d.Contested = []Contest{}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(d); err != nil {
		return nil, fmt.Errorf("marshal diff: %w", err)
	}
	return buf.Bytes(), nil
}

// DiffError says a pending-diff file is unusable.
type DiffError struct {
	Path string
	Msg  string
}

func (e *DiffError) Error() string { return fmt.Sprintf("%s: %s", e.Path, e.Msg) }

// ReadDiff reads and validates a pending-diff.json. It returns the diff and
// its exact bytes (whose sha256 the events record).
func ReadDiff(path string) (*Diff, []byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("read diff: %w", err)
	}
	d, err := ParseDiff(b, path)
	return d, b, err
}

// ParseDiff parses and validates diff bytes; name is used in errors.
func ParseDiff(b []byte, name string) (*Diff, error) {
	var d Diff
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&d); err != nil {
		return nil, &DiffError{Path: name, Msg: fmt.Sprintf("not a pending diff: %v", err)}
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, &DiffError{Path: name, Msg: "trailing data after the diff object"}
	}
	if d.Version == 1 {
		return nil, &DiffError{Path: name, Msg: "diff version 1 does not name the store it was proposed from: propose again (`l9 propose`) on the store you mean to change"}
	}
	if d.Version != DiffVersion {
		return nil, &DiffError{Path: name, Msg: fmt.Sprintf("diff version %d, this l9 reads version %d", d.Version, DiffVersion)}
	}
	if d.StoreID == "" {
		return nil, &DiffError{Path: name, Msg: "store_id: missing (a diff names the store it was proposed from)"}
	}
	for i, e := range d.Supersessions {
		var missing []string
		if e.ExpiredMemoryID == "" {
			missing = append(missing, "expired_memory_id")
		}
		if e.ReplacementMemoryID == "" {
			missing = append(missing, "replacement_memory_id")
		}
		if e.ExpiresAt.IsZero() {
			missing = append(missing, "expires_at")
		}
		if len(missing) > 0 {
			return nil, &DiffError{Path: name, Msg: fmt.Sprintf("supersessions[%d]: missing %s", i, strings.Join(missing, ", "))}
		}
	}
	return &d, nil
}

// SHA256 is the hex sha256 of b.
func SHA256(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// oneLine flattens text for a single Markdown line.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.ReplaceAll(s, "`", "'")
}

// SupersessionsHeading is the Markdown heading of the retirements section.
const SupersessionsHeading = "## Supersessions (old → new)"

// RenderMarkdown writes the operator's view of d: every supersession on one
// line, old and new values both shown, flagged as a retirement. When d has
// no supersessions there is no Supersessions section at all.
func RenderMarkdown(w io.Writer, d *Diff, jsonPath string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# Pending diff (Stage 1 proposal, nothing applied)\n\n")
	fmt.Fprintf(&b, "Computed over %d current memories (%d units) at detector threshold %.2f.\n", d.Memories, d.Units, d.Threshold)
	fmt.Fprintf(&b, "%s, %s.\n", plural(len(d.Supersessions), "proposed supersession", "proposed supersessions"), plural(len(d.Contested), "contested group", "contested groups"))
	if len(d.Supersessions) > 0 {
		fmt.Fprintf(&b, "\nEach line below RETIRES what it names: a whole memory (its constellation gets expires_at and it is\n")
		fmt.Fprintf(&b, "demoted in brief and recall, never deleted) or one facet (the memory stays in force, partially\n")
		fmt.Fprintf(&b, "superseded, until all its facets are). \"stamps\" lists every unit that will be stamped.\n")
		fmt.Fprintf(&b, "Apply only after reading every line:\n\n")
		fmt.Fprintf(&b, "    l9 apply --diff %s --confirm\n", jsonPath)
		fmt.Fprintf(&b, "\n%s\n\n", SupersessionsHeading)
		for i, e := range d.Supersessions {
			ns := ""
			if e.Namespace != "" {
				ns = fmt.Sprintf("[namespace %q] ", e.Namespace)
			}
			what := "`" + e.ExpiredMemoryID + "`"
			if u := entryUnit(&e, e.ExpiredMemoryID); u != "" {
				what = "facet `" + u + "` of `" + e.ExpiredMemoryID + "`"
			}
			fmt.Fprintf(&b, "%d. %s**RETIRE** %s %q → `%s` %q — %s / %s: **%s → %s** (%s, score %.3f, expires_at %s)%s\n",
				i+1, ns, what, oneLine(e.OldContent), e.ReplacementMemoryID, oneLine(e.NewContent),
				oneLine(e.Subject), oneLine(e.Attribute), showValue(e.OldValue), showValue(e.NewValue),
				e.Reason, e.Score, memory.FormatTime(e.ExpiresAt), stampsNote(e.Stamps))
		}
	}
	if len(d.Contested) > 0 {
		fmt.Fprintf(&b, "\n## Contested (both stay in force)\n\n")
		for _, c := range d.Contested {
			var vals []string
			for _, v := range c.Values {
				vals = append(vals, showValue(v))
			}
			ns := ""
			if c.Namespace != "" {
				ns = fmt.Sprintf("[namespace %q] ", c.Namespace)
			}
			fmt.Fprintf(&b, "- %s%s / %s at %s: `%s` assert %s\n", ns, oneLine(c.Subject), oneLine(c.Attribute), memory.FormatTime(c.At),
				strings.Join(c.MemoryIDs, "`, `"), strings.Join(vals, " vs "))
		}
	}
	if len(d.Skipped) > 0 {
		fmt.Fprintf(&b, "\n## Skipped: intervening version (nothing proposed)\n\n")
		fmt.Fprintf(&b, "A memory between these two is about the same key but its value could not be read, so pairing\n")
		fmt.Fprintf(&b, "the outer two could skip a version. Read the intervening memory; supersede by hand if it is one:\n\n")
		for _, k := range d.Skipped {
			ns := ""
			if k.Namespace != "" {
				ns = fmt.Sprintf("[namespace %q] ", k.Namespace)
			}
			fmt.Fprintf(&b, "- %s%s / %s: `%s` (%s) … `%s` … `%s` (%s)\n", ns, oneLine(k.Subject), oneLine(k.Attribute),
				k.ExpiredMemoryID, showValue(k.OldValue), k.InterveningMemoryID, k.ReplacementMemoryID, showValue(k.NewValue))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func showValue(v string) string {
	if v = oneLine(v); v == "" {
		return "∅"
	}
	return v
}

func stampsNote(ids []string) string {
	if len(ids) == 0 {
		return ""
	}
	return "; stamps `" + strings.Join(ids, "`, `") + "`"
}

// plural is "1 thing" or "N things".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
