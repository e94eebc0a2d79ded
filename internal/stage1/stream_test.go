package stage1

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"runtime"
	"testing"

	"l9/corpus"
	"l9/internal/scaling"
	"l9/memory"
)

// mixedMemories is a scaling input reshaped as a store may hold it: three
// namespaces; facets of parents before and far after them, facets of
// facets, a cycle; and, unlike a validated file, facets whose parent is
// absent or in another namespace.
func mixedMemories(t *testing.T, n int) []memory.Memory {
	t.Helper()
	var b bytes.Buffer
	if err := scaling.Write(&b, n); err != nil {
		t.Fatal(err)
	}
	ms, _, err := memory.ReadAll(&b, "scaling")
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(9, 4))
	nss := []string{"", "alice", "bob"}
	for i := range ms {
		ms[i].Namespace = nss[(i/13)%3]
	}
	for i := range ms {
		switch r.IntN(8) {
		case 0, 1:
			j := (i/13)*13 + r.IntN(13)
			if r.IntN(3) == 0 {
				j += 13 * 3 * (1 + r.IntN(4))
			}
			if j != i && j < len(ms) {
				ms[i].ParentID, ms[i].IsFacet = ms[j].ID, true
			}
		case 2:
			if r.IntN(4) == 0 {
				ms[i].ParentID, ms[i].IsFacet = "gone-"+ms[i].ID, true // parent absent
			} else if r.IntN(4) == 0 {
				ms[i].ParentID, ms[i].IsFacet = ms[(i+13)%len(ms)].ID, true // another namespace
			}
		}
	}
	ms[3].ParentID, ms[3].IsFacet = ms[4].ID, true
	ms[4].ParentID, ms[4].IsFacet = ms[3].ID, true
	return ms
}

// TestProposeStreamIdentical: the streaming proposal (StreamMemories) is
// byte for byte the in-memory one on fixture seeds, every testdata corpus
// and the mixed memories, with and without superseded facets to leave
// out, under GOMAXPROCS 1, 2 and 8 and with tiny runs and batches.
func TestProposeStreamIdentical(t *testing.T) {
	p, err := NewProposer()
	if err != nil {
		t.Fatal(err)
	}
	type input struct {
		name string
		ms   []memory.Memory
	}
	var inputs []input
	for _, c := range []struct {
		seed    uint64
		version string
	}{{11, corpus.FixtureV1}, {1009, corpus.FixtureV2}} {
		spec, err := corpus.SpecFor(c.version)
		if err != nil {
			t.Fatal(err)
		}
		f, err := corpus.Generate(c.seed, spec)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, input{fmt.Sprintf("%s/%d", c.version, c.seed), f.Memories})
	}
	files, err := filepath.Glob("../../testdata/*/memories.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	real, err := filepath.Glob("../../testdata/real/*/memories.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range append(files, real...) {
		ms, _, err := memory.ReadFile(f, nil)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, input{f, ms})
	}
	inputs = append(inputs, input{"mixed", mixedMemories(t, 2000)})
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	facetEntries := 0
	for _, in := range inputs {
		// Leave out every third facet unit (as superseded facets are).
		skip := map[string]bool{}
		units, _ := p.Ex.ExplainAll(in.ms)
		k := 0
		for _, u := range units {
			if u.ID != u.MemoryID {
				if k%3 == 0 {
					skip[u.ID] = true
				}
				k++
			}
		}
		for _, sk := range []map[string]bool{nil, skip} {
			want, err := p.proposeInMemory(in.ms, sk)
			if err != nil {
				t.Fatal(err)
			}
			wb, err := want.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range want.Supersessions {
				if e.OldUnits != nil {
					facetEntries++
				}
			}
			// memo: the extraction memo's generation size (0: the
			// default; 1: every content evicted at once; -1: none)
			for _, c := range []struct{ procs, run, batch, memo int }{{1, 0, 0, 0}, {2, 0, 0, 0}, {8, 0, 0, 0}, {2, 300, 1, 0}, {2, 0, 0, 1}, {8, 0, 0, 3}, {1, 0, 0, -1}} {
				runtime.GOMAXPROCS(c.procs)
				got, err := p.ProposeStream(context.Background(), in.ms, sk, StreamOptions{RunBytes: c.run, BatchUnits: c.batch, MemoContents: c.memo, TempDir: t.TempDir()})
				if err != nil {
					t.Fatal(err)
				}
				gb, err := got.Marshal()
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(gb, wb) {
					// the position only: some inputs are registered corpora
					t.Errorf("%s, %d skipped units, GOMAXPROCS %d, runs of %d bytes, batches of %d, memo %d: the streaming diff differs at byte %d (%d vs %d bytes)",
						in.name, len(sk), c.procs, c.run, c.batch, c.memo, firstDiffByte(gb, wb), len(gb), len(wb))
				}
			}
		}
	}
	if facetEntries == 0 {
		t.Error("no facet entry (OldUnits) among the inputs: the comparison says little about them")
	}
}

// firstDiffByte is the offset of the first byte where a and b differ.
func firstDiffByte(a, b []byte) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
