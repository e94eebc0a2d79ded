package store

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestMatchGlob(t *testing.T) {
	for _, c := range []struct {
		glob, path string
		want       bool
	}{
		{"*.md", "NOW.md", true},
		{"*.md", "strategy/vision.md", false},
		{"**/*.md", "NOW.md", true}, // ** is zero or more segments
		{"**/*.md", "strategy/vision.md", true},
		{"**/*.md", "a/b/c/d.md", true},
		{"strategy/**", "strategy/a/b.md", true},
		{"strategy/**/x.md", "strategy/x.md", true},
		{"strategy/**/x.md", "other/x.md", false},
		{"?OW.md", "NOW.md", true},
		{"?OW.md", "NNOW.md", false},
		{"doc[sx]/*.md", "docs/a.md", true},
		{"*.md", ".hidden.md", false}, // wildcards skip dot names, as in a shell
		{".*.md", ".hidden.md", true},
		{"**/*.md", ".git/x.md", false},
		{"**/*.md", "a/.obsidian/x.md", false},
		{"NOW.md", "NOW.md", true},
		{"NOW.md", "now.md", false},
	} {
		if got := matchGlob(c.glob, c.path); got != c.want {
			t.Errorf("matchGlob(%q, %q) = %v, want %v", c.glob, c.path, got, c.want)
		}
	}
	for _, g := range []string{"", "/abs/*.md", "../up.md", "a//b", "a**/b", "[.md"} {
		if CheckGlob(g) == nil {
			t.Errorf("CheckGlob(%q) accepted", g)
		}
	}
}

func TestExtractCitationsForms(t *testing.T) {
	text := "Cites rec:12cc5573 and record:team/decision-x. then [[people/alice|Alice]] and [[ ops.port ]].\n" +
		"UUID aaaaaaaa-1111-4111-8111-111111111111, commit 4b89a35e, prefix 3f9c2a10-77aa,\r\n" +
		"é rec:abc12345, prerec:nothing, rec: alone, [[]] and deadbeef7 here.\n"
	got := ExtractCitations("d.md", text, DefaultMarkers)
	type c struct {
		Line, Col   int
		Token, Form string
	}
	var short []c
	for _, x := range got {
		short = append(short, c{x.Line, x.Column, x.Token, x.Form})
	}
	want := []c{
		{1, 7, "12cc5573", FormMarker},
		{1, 24, "team/decision-x", FormMarker}, // trailing "." is punctuation
		{1, 53, "people/alice", FormWikilink},  // [[x|label]] cites x
		{1, 80, "ops.port", FormWikilink},
		{2, 6, "aaaaaaaa-1111-4111-8111-111111111111", FormUUID},
		{2, 51, "4b89a35e", FormBare},
		{2, 68, "3f9c2a10-77aa", FormBare},
		{3, 3, "abc12345", FormMarker}, // column in characters: "é" is one
		{3, 54, "deadbeef7", FormBare},
	}
	if d := cmp.Diff(want, short); d != "" {
		t.Errorf("citations (-want +got):\n%s", d)
	}
	// No markers: the marker form is off, its hex token is still a bare candidate.
	got = ExtractCitations("d.md", "see rec:12cc5573", nil)
	if len(got) != 1 || got[0].Form != FormBare || got[0].Token != "12cc5573" {
		t.Errorf("without markers: %+v", got)
	}
}

func writeDocs(t *testing.T, root string, docs map[string]string) {
	t.Helper()
	for name, text := range docs {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestCheckRefsFailsClosed(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "fixture.jsonl", fixture)
	mustAlias(t, s, "aaaaaaaa-0001", "people/alice")
	root := t.TempDir()
	writeDocs(t, root, map[string]string{
		"NOW.md":             "Alice: rec:people/alice; port [[bbbbbbbb]]; sha 0123abcd9 ignored; bbbbbbbb-0003 bare.\n",
		"strategy/vision.md": "rotted: rec:cccccccc and [[gone/slug]]; ambiguous record:aaaaaaaa\nbare ambiguous aaaaaaaa ignored\n",
		"strategy/none.md":   "no citations\n",
		"skip.txt":           "rec:nothing\n",
	})
	res, err := s.CheckRefs(ctx, RefsOptions{Root: root, Globs: []string{"**/*.md", "*.md", "missing/*.md"}})
	if err != nil {
		t.Fatal(err)
	}
	if res.OK || res.NoOp {
		t.Errorf("ok %v noop %v, want a failure", res.OK, res.NoOp)
	}
	if d := cmp.Diff([]string{"NOW.md", "strategy/none.md", "strategy/vision.md"}, res.Scanned); d != "" {
		t.Errorf("scanned (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]string{"missing/*.md"}, res.Unmatched); d != "" {
		t.Errorf("unmatched (-want +got):\n%s", d)
	}
	var un []string
	for _, u := range res.Unresolved {
		un = append(un, u.String())
	}
	wantUn := []string{
		"strategy/vision.md:1:9: cccccccc: marker: not-found",
		"strategy/vision.md:1:26: gone/slug: wikilink: not-found",
		"strategy/vision.md:1:51: aaaaaaaa: marker: ambiguous (matches aaaaaaaa-0001, aaaaaaaa-0002, aaaaaaaa-0002#f0, aaaaaaaa-0002#f1)",
	}
	if d := cmp.Diff(wantUn, un); d != "" {
		t.Errorf("unresolved (-want +got):\n%s", d)
	}
	if n := len(res.Citations); n != 6 {
		t.Errorf("%d citations, want 6 (3 resolved incl. one bare, 3 unresolved): %+v", n, res.Citations)
	}
	if d := cmp.Diff([]string{"aaaaaaaa-0001", "bbbbbbbb-0003"}, sortedKeys(res.ByRecord)); d != "" {
		t.Errorf("byRecord keys (-want +got):\n%s", d)
	}
	if len(res.ByRecord["bbbbbbbb-0003"]) != 2 || res.ByRecord["bbbbbbbb-0003"][1].Form != FormBare {
		t.Errorf("byRecord[bbbbbbbb-0003] = %+v, want the wikilink and the bare prefix", res.ByRecord["bbbbbbbb-0003"])
	}
	if got, ok := res.ByDoc["strategy/none.md"]; !ok || len(got) != 0 {
		t.Errorf("a doc citing nothing must appear in byDoc with no entries: %v %v", got, ok)
	}
	// Only resolving citations: a pass.
	res, err = s.CheckRefs(ctx, RefsOptions{Root: root, Globs: []string{"NOW.md"}})
	if err != nil || !res.OK || len(res.Citations) != 3 {
		t.Errorf("NOW.md alone: %+v, %v", res, err)
	}
	// No globs: an explicit no-op pass.
	res, err = s.CheckRefs(ctx, RefsOptions{Root: root})
	if err != nil || !res.OK || !res.NoOp || len(res.Scanned) != 0 {
		t.Errorf("no globs: %+v, %v", res, err)
	}
}

func TestCheckRefsBadRootAndMarkers(t *testing.T) {
	s, _ := newStore(t)
	if _, err := s.CheckRefs(ctx, RefsOptions{Root: filepath.Join(t.TempDir(), "nope"), Globs: []string{"*.md"}}); err == nil || !strings.Contains(err.Error(), "--root") {
		t.Errorf("missing root: %v", err)
	}
	if _, err := s.CheckRefs(ctx, RefsOptions{Root: t.TempDir(), Globs: []string{"*.md"}, Markers: []string{"a b"}}); err == nil {
		t.Error("a marker with white space was accepted")
	}
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// FuzzExtractCitations: every citation points at its form in its line (the
// rune column), its token is non-empty and inside the line, and extraction
// is deterministic.
func FuzzExtractCitations(f *testing.F) {
	for _, s := range []string{
		"rec:12cc5573 and [[a/b|x]] aaaaaaaa-1111-4111-8111-111111111111 4b89a35e",
		"é rec:abc12345, prerec:x, [[]] [[ [[a]] ]] record:",
		"deadbeef-0000-4000-8000-000000000000#f0 rec:rec:abcdefgh",
		"\r\n\n[[x]]\r\nrecord:team/decision-x.",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got := ExtractCitations("d", text, DefaultMarkers)
		if again := ExtractCitations("d", text, DefaultMarkers); !cmp.Equal(got, again) {
			t.Fatal("not deterministic")
		}
		lines := strings.Split(text, "\n")
		for _, c := range got {
			if c.Line < 1 || c.Line > len(lines) || c.Column < 1 || c.Token == "" {
				t.Fatalf("bad position %+v", c)
			}
			line := []rune(strings.TrimSuffix(lines[c.Line-1], "\r"))
			if c.Column-1 > len(line) {
				t.Fatalf("column %d beyond line %q", c.Column, string(line))
			}
			rest := string(line[c.Column-1:])
			switch c.Form {
			case FormWikilink:
				if !strings.HasPrefix(rest, "[[") {
					t.Fatalf("wikilink %+v does not start at [[: %q", c, rest)
				}
			case FormMarker:
				ok := false
				for _, m := range DefaultMarkers {
					if strings.HasPrefix(rest, m+c.Token) {
						ok = true
					}
				}
				if !ok {
					t.Fatalf("marker citation %+v not at marker+token: %q", c, rest)
				}
			default:
				if !strings.HasPrefix(rest, c.Token) {
					t.Fatalf("%s citation %+v not at its token: %q", c.Form, c, rest)
				}
			}
		}
	})
}
