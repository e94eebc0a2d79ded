package stage1

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"l9/detector"
	"l9/memory"
	"l9/svo"
)

// TestStreamHolderNegation: a named holder's negation ("Tamsin Vole is no
// longer the head coach of Brack Valley") ends the post it names under the
// organisation's own key ("Brack Valley Rowing Club appointed Tamsin Vole as
// head coach"), through clause old_value_anchor, in the streaming path as
// in memory: the streaming records carry svo.Unit.Named, and the holder's
// negation and its own key's versions reach AnchorViews. A negation of
// something else she no longer does ("no longer lives in Dunmere") ends no
// post.
func TestStreamHolderNegation(t *testing.T) {
	ex, err := svo.New()
	if err != nil {
		t.Fatal(err)
	}
	ms := []memory.Memory{
		mem("m1", "", "Brack Valley Rowing Club appointed Tamsin Vole as head coach in 2020.", "2020-03-01"),
		mem("m2", "", "Tamsin Vole lives in Dunmere.", "2021-04-01"),
		mem("m3", "", "Tamsin Vole is no longer the head coach of Brack Valley.", "2023-03-01"),
		mem("m4", "", "Tamsin Vole no longer lives in Dunmere.", "2023-04-01"),
	}
	pairs := func(cfg detector.Config) []string { return streamPairs(t, ex, ms, cfg) }
	on := pairs(detector.DefaultConfig())
	if d := cmp.Diff([]string{"m1>m3 brack valley rowing club/coach", "m2>m4 tamsin vole/residence"}, on); d != "" {
		t.Errorf("candidates (-want +got):\n%s", d)
	}
	off := pairs(detector.DefaultConfig().Without(detector.OldValueAnchor))
	if d := cmp.Diff([]string{"m2>m4 tamsin vole/residence"}, off); d != "" {
		t.Errorf("old_value_anchor off (-want +got):\n%s", d)
	}
}

// TestEndsOwnVersion: the streaming path leaves out of the anchor views'
// input a named holder's negation whose own key held the negated value
// before (an earlier affirmed version containing it or contained in it, as
// detector.AnchorViews decides), so that it does not hold every such key
// group in memory; later, negated and key-only versions do not count.
func TestEndsOwnVersion(t *testing.T) {
	at := func(day int) time.Time { return time.Date(2024, 1, day, 0, 0, 0, 0, time.UTC) }
	unit := func(v string, day int, neg, keyOnly bool) seqUnit {
		u := svo.Unit{Negated: neg, KeyOnly: keyOnly, CreatedAt: at(day)}
		u.Value.Canon = v
		return seqUnit{u: u}
	}
	n := unit("moreau", 10, true, false)
	for _, c := range []struct {
		name  string
		group []seqUnit
		want  bool
	}{
		{"earlier value contains it", []seqUnit{unit("etienne moreau", 1, false, false), n}, true},
		{"earlier value contained in it", []seqUnit{unit("moreau", 1, false, false), n}, true},
		{"another value", []seqUnit{unit("hana ridgeway", 1, false, false), n}, false},
		{"a word, not a run of words", []seqUnit{unit("moreaux", 1, false, false), n}, false},
		{"a later version", []seqUnit{n, unit("etienne moreau", 20, false, false)}, false},
		{"an earlier negation", []seqUnit{unit("etienne moreau", 1, true, false), n}, false},
		{"a key-only version", []seqUnit{unit("", 1, false, true), n}, false},
	} {
		if got := endsOwnVersion(c.group, &n.u); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// TestStreamValueNegation: a negated bare copula ("Not Priyanka anymore")
// ends the one fact of its subject whose current version holds the negated
// value ("User's manager is Priyanka Rao"), through clause
// old_value_anchor, in the streaming path as in memory; one whose own key
// held the value ("User is vegetarian" ... "Not vegetarian anymore") ends
// that version only, though another fact holds the value too.
func TestStreamValueNegation(t *testing.T) {
	ex, err := svo.New()
	if err != nil {
		t.Fatal(err)
	}
	ms := []memory.Memory{
		mem("m1", "", "User's manager is Priyanka Rao.", "2023-10-28"),
		mem("m2", "", "Not Priyanka anymore, it's Hollis Grant since the reorg.", "2023-11-24"),
		mem("m3", "", "User is vegetarian.", "2022-01-10"),
		mem("m4", "", "User's diet is vegetarian.", "2022-02-10"),
		mem("m5", "", "Not vegetarian anymore.", "2023-05-01"),
	}
	pairs := func(cfg detector.Config) []string { return streamPairs(t, ex, ms, cfg) }
	on := pairs(detector.DefaultConfig())
	if d := cmp.Diff([]string{"m3>m5 user/be", "m1>m2 user/manager"}, on); d != "" {
		t.Errorf("candidates (-want +got):\n%s", d)
	}
	off := pairs(detector.DefaultConfig().Without(detector.OldValueAnchor))
	if d := cmp.Diff([]string{"m3>m5 user/be"}, off); d != "" {
		t.Errorf("old_value_anchor off (-want +got):\n%s", d)
	}
}

// streamPairs runs the streaming proposal on ms and returns its candidates
// as "expired>replacement subject/attribute", failing t when they or the
// summary differ from the in-memory path's.
func streamPairs(t *testing.T, ex *svo.Extractor, ms []memory.Memory, cfg detector.Config) []string {
	t.Helper()
	var got []string
	res, err := StreamMemories(context.Background(), ex, ms, cfg, StreamOptions{TempDir: t.TempDir()}, func(_ string, r *detector.Result, _ [][]svo.Unit) error {
		for _, c := range r.Candidates {
			got = append(got, c.ExpiredMemoryID+">"+c.ReplacementMemoryID+" "+c.Subject+"/"+c.Attribute)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	ref, err := ByNamespace(context.Background(), ms, Plain(ex, cfg))
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, c := range ref.Candidates {
		want = append(want, c.ExpiredMemoryID+">"+c.ReplacementMemoryID+" "+c.Subject+"/"+c.Attribute)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("stream differs from the in-memory path (-want +got):\n%s", d)
	}
	if res.Summary != ref.Summary {
		t.Errorf("summary: stream %+v, in memory %+v", res.Summary, ref.Summary)
	}
	return got
}
