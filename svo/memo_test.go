package svo

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"l9/memory"
)

// TestAllSerialMemoMatchesAll: extracting an input block by block through
// one Memo gives All's units and abstentions whatever the memo's size (1:
// every generation a single content, so entries are evicted and carried
// over all the time), on development sets whose contents are repeated
// across blocks under other ids and times.
func TestAllSerialMemoMatchesAll(t *testing.T) {
	ex, err := New()
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob("../testdata/heldout1*/memories.jsonl")
	if err != nil || len(files) == 0 {
		t.Fatal("no development sets", err)
	}
	for _, f := range files[:3] {
		ms, _, err := memory.ReadFile(f, nil)
		if err != nil {
			t.Fatal(err)
		}
		// every other content again, under a new id and another time:
		// right after it (a hit even for a memo of one content) and once
		// more at the end of the input (a hit only for a large memo)
		var in, tail []memory.Memory
		for i, m := range ms {
			in = append(in, m)
			if i%2 == 0 {
				m.ID = fmt.Sprintf("again-%d", i)
				m.CreatedAt = m.CreatedAt.Add(1e9 * 3600 * 24)
				m.ObservedAt = nil
				in = append(in, m)
				m.ID = fmt.Sprintf("late-%d", i)
				tail = append(tail, m)
			}
		}
		ms = append(in, tail...)
		wantU, wantA := ex.explainAll(ms, 1, nil)
		for _, capacity := range []int{1, 7, 1 << 20} {
			memo := NewMemo(capacity)
			var gotU []Unit
			var gotA []Abstention
			for lo := 0; lo < len(ms); lo += 17 {
				u, a := ex.explainAll(ms[lo:min(lo+17, len(ms))], 1, memo)
				gotU, gotA = append(gotU, u...), append(gotA, a...)
			}
			if d := cmp.Diff(wantU, gotU); d != "" {
				t.Fatalf("%s, memo of %d: units differ (-all +memo):\n%s", f, capacity, d)
			}
			if d := cmp.Diff(wantA, gotA); d != "" {
				t.Fatalf("%s, memo of %d: abstentions differ (-all +memo):\n%s", f, capacity, d)
			}
			if memo.Hits() == 0 {
				t.Errorf("%s, memo of %d: no hit, though half the contents repeat", f, capacity)
			}
		}
	}
}
