package importer

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"l9/memory"
)

var update = flag.Bool("update", false, "rewrite golden files")

// TestSamplesGolden reads every sample and compares the memories (as l9
// JSONL) and the report with a golden file.
func TestSamplesGolden(t *testing.T) {
	cases := []struct {
		file string
		f    Format
		opt  Options
	}{
		{"mem0_get_all.json", Mem0, Options{}},
		{"graphiti_entity_edges.json", Graphiti, Options{}},
		{"letta_passages.json", Letta, Options{}},
		{"notes.csv", CSV, Options{Map: map[string]string{"content": "note", "created_at": "when", "namespace": "user"}}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join("testdata", c.file))
			if err != nil {
				t.Fatal(err)
			}
			res, err := ReadBytes(b, c.file, c.f, c.opt)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if err := memory.WriteAll(&out, res.Memories); err != nil {
				t.Fatal(err)
			}
			out.WriteString("# report\n")
			for _, l := range res.Report.Lines() {
				out.WriteString(l + "\n")
			}
			golden := filepath.Join("testdata", c.file+".golden")
			if *update {
				os.WriteFile(golden, out.Bytes(), 0o644)
			}
			want, _ := os.ReadFile(golden)
			if diff := cmp.Diff(string(want), out.String()); diff != "" {
				t.Errorf("golden differs (-want +got):\n%s", diff)
			}
			// The l9 JSONL of an import reads back as the same memories.
			again, _, err := memory.ReadAll(bytes.NewReader(out.Bytes()[:bytes.Index(out.Bytes(), []byte("# report"))]), "again")
			if err != nil || !cmp.Equal(again, res.Memories) {
				t.Errorf("round trip through l9 JSONL: %v", err)
			}
			// Deterministic: a second read gives the same bytes.
			res2, _ := ReadBytes(b, c.file, c.f, c.opt)
			if !cmp.Equal(res, res2) {
				t.Error("second read differs")
			}
		})
	}
}

func TestMappings(t *testing.T) {
	b, _ := os.ReadFile("testdata/graphiti_entity_edges.json")
	res, err := ReadBytes(b, "g.json", Graphiti, Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := res.Memories[0]
	if m.Namespace != "user-alice" || m.ExpiresAt == nil || memory.FormatTime(*m.ExpiresAt) != "2024-08-15T00:00:00Z" ||
		m.ObservedAt == nil || memory.FormatTime(*m.ObservedAt) != "2021-01-01T00:00:00Z" {
		t.Errorf("invalidated edge: %+v", m)
	}
	if v, ok := TagValue(m.Tags, "graphiti", "expired_at"); !ok || v != "2024-09-02T08:00:00Z" {
		t.Errorf("expired_at tag %q %v", v, ok)
	}
	if res.Lines[0] != 2 || res.Lines[1] != 17 {
		t.Errorf("lines %v: want each record's first line", res.Lines)
	}
	b, _ = os.ReadFile("testdata/letta_passages.json")
	res, err = ReadBytes(b, "l.json", Letta, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Report.Records != 4 || res.Report.Read != 3 || res.Report.Dropped["deleted passage (is_deleted: true)"] != 1 || res.Report.Ignored["embedding"] != 0 {
		t.Errorf("letta report %+v", res.Report)
	}
	ns := "agent-7"
	res, _ = ReadBytes(b, "l.json", Letta, Options{Namespace: &ns})
	if res.Memories[0].Namespace != "agent-7" {
		t.Errorf("--namespace override: %q", res.Memories[0].Namespace)
	}
	b, _ = os.ReadFile("testdata/mem0_get_all.json")
	res, _ = ReadBytes(b, "m.json", Mem0, Options{})
	if m := res.Memories[1]; m.ObservedAt == nil || memory.FormatTime(*m.ObservedAt) != "2024-06-01T16:00:00Z" || m.Namespace != "alex" {
		t.Errorf("mem0 updated_at → observed_at: %+v", m)
	}
	if m := res.Memories[3]; m.Namespace != "sam" {
		t.Errorf("mem0 user_id before agent_id: %q", m.Namespace)
	}
	// JSON Lines and a bare array read the same records.
	var lines bytes.Buffer
	for _, it := range []string{`{"id":"a","memory":"x","created_at":"2024-01-01T00:00:00Z","user_id":"u"}`, `{"id":"b","memory":"y","created_at":"2024-01-02T00:00:00Z"}`} {
		lines.WriteString(it + "\n")
	}
	r1, err1 := ReadBytes(lines.Bytes(), "m.jsonl", Mem0, Options{})
	r2, err2 := ReadBytes([]byte("["+strings.ReplaceAll(strings.TrimSpace(lines.String()), "\n", ",\n")+"]"), "m.json", Mem0, Options{})
	if err1 != nil || err2 != nil || !cmp.Equal(r1.Memories, r2.Memories) || len(r1.Memories) != 2 {
		t.Errorf("jsonl vs array: %v %v", err1, err2)
	}
}

func TestErrorsNameFileLineField(t *testing.T) {
	cases := []struct {
		name string
		f    Format
		in   string
		opt  Options
		want string
	}{
		{"mem0 missing and bad", Mem0, "{\"results\": [\n {\"id\": \"a\", \"memory\": \"x\", \"created_at\": \"2024-01-01T00:00:00Z\"},\n {\"id\": \"b\", \"memory\": \" \", \"created_at\": \"yesterday\"},\n {\"memory\": \"z\", \"created_at\": \"2024-01-01T00:00:00Z\", \"metadata\": [1]}\n]}",
			Options{}, "in:3: memory: empty\nin:3: created_at: unparseable timestamp \"yesterday\" (want RFC 3339 / ISO 8601)\nin:4: id: required field missing\nin:4: metadata: want an object, got [1]"},
		{"naive timestamp", Letta, `[{"id": "p", "text": "x", "created_at": "2024-07-01T18:22:41.512345"}]`, Options{},
			"in:1: created_at: timestamp \"2024-07-01T18:22:41.512345\" has no UTC offset (l9 never guesses a time zone; pass --naive-utc to read such timestamps as UTC)"},
		{"duplicate id", Graphiti, "[\n{\"uuid\": \"e\", \"fact\": \"x\", \"created_at\": \"2024-01-01T00:00:00Z\"},\n{\"uuid\": \"e\", \"fact\": \"y\", \"created_at\": \"2024-01-01T00:00:00Z\"}]", Options{},
			"in:3: id: duplicate id \"e\" (first on line 2)"},
		{"not a listing", Mem0, `"hello"`, Options{}, `in:1: want a JSON array, an object with results or memories, or JSON Lines; got "\""`},
		{"broken json", Graphiti, "[\n{\"uuid\": \"e\",\n", Options{}, "in:2: invalid JSON: unexpected EOF"},
		{"csv no column", CSV, "text,ts\nx,2024-01-01\n", Options{Map: map[string]string{"content": "note"}}, "in:1: content: --map names column \"note\", which the header does not have (columns: text, ts)\nin:1: created_at: no column for created_at (map one with --map created_at=COLUMN)"},
		{"csv bad row", CSV, "content,created_at\nx,2024-01-01\n,2024-01-02\ny,soon\n", Options{}, "in:3: content: blank content\nin:4: created_at: unparseable timestamp \"soon\" (want RFC 3339 / ISO 8601)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := ReadBytes([]byte(c.in), "in", c.f, c.opt)
			if err == nil {
				t.Fatalf("no error; got %d memories", len(res.Memories))
			}
			if err.Error() != c.want {
				t.Errorf("got\n%s\nwant\n%s", err, c.want)
			}
			if len(res.Memories) != 0 {
				t.Error("memories returned with an error")
			}
		})
	}
	ok, err := ReadBytes([]byte(`[{"id": "p", "text": "x", "created_at": "2024-07-01 18:22:41.5"}]`), "in", Letta, Options{NaiveUTC: true})
	if err != nil || memory.FormatTime(ok.Memories[0].CreatedAt) != "2024-07-01T18:22:41.5Z" {
		t.Errorf("--naive-utc: %v %+v", err, ok.Memories)
	}
}

func TestParseMap(t *testing.T) {
	m, err := ParseMap("content=note, created_at=when")
	if err != nil || m["content"] != "note" || m["created_at"] != "when" {
		t.Errorf("%v %v", m, err)
	}
	for _, bad := range []string{"content", "colour=x", "content=a,content=b", "=x"} {
		if _, err := ParseMap(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
