package store

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkCheckRefs: 200 docs of 50 lines (a citation of each form, prose
// and a commit SHA per line) against a 10k-memory store with 1000 slugs.
func BenchmarkCheckRefs(b *testing.B) {
	s := benchStore(b, 10000)
	for i := 0; i < 1000; i++ {
		if _, err := s.AddAlias(ctx, fmt.Sprintf("m-%07d", i), fmt.Sprintf("topic/fact-%d", i), tm("2025-01-02"), "b"); err != nil {
			b.Fatal(err)
		}
	}
	root := b.TempDir()
	lines := 0
	for d := 0; d < 200; d++ {
		var sb strings.Builder
		for l := 0; l < 50; l++ {
			n := (d*50 + l) % 10000
			fmt.Fprintf(&sb, "Line %d cites rec:m-%07d and [[topic/fact-%d]]; fixed in commit 4b89a35e%02x, see record:gone/%d.\n", l, n, n%1000, l, l)
			lines++
		}
		dir := filepath.Join(root, fmt.Sprintf("d%02d", d%10))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("doc%03d.md", d)), []byte(sb.String()), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	opt := RefsOptions{Root: root, Globs: []string{"**/*.md"}}
	var res *RefsResult
	for b.Loop() {
		var err error
		if res, err = s.CheckRefs(ctx, opt); err != nil {
			b.Fatal(err)
		}
	}
	if len(res.Scanned) != 200 || len(res.Unresolved) != lines {
		b.Fatalf("scanned %d, unresolved %d", len(res.Scanned), len(res.Unresolved))
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(lines)/1e3, "µs/line")
	b.ReportMetric(float64(len(res.Citations))/float64(lines), "citations/line")
}
