package store

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"l9/memory"
)

const citersFixture = `{"id":"old-0000-1","content":"The deploy freeze is on Fridays.","created_at":"2024-01-01T00:00:00Z"}
{"id":"old-0000-1#f0","content":"The deploy freeze is on Fridays.","created_at":"2024-01-01T00:00:00Z","parent_id":"old-0000-1","is_facet":true}
{"id":"cite-0000-2","content":"Ops runbook: follow rec:old-0000-1 for the freeze.","created_at":"2024-02-01T00:00:00Z"}
{"id":"cite-0000-3","content":"See [[freeze/2024]] and rec:old-0000-1#f0.","created_at":"2024-02-02T00:00:00Z"}
{"id":"other-0000-4","content":"Unrelated, cites rec:other-0000-4 itself.","created_at":"2024-02-03T00:00:00Z"}
`

func TestCitersFlagsOnlyWithSupersessionEvidence(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "citers.jsonl", citersFixture)
	mustAlias(t, s, "old-0000-1", "freeze/2024")
	root := t.TempDir()
	writeDocs(t, root, map[string]string{"NOW.md": "Freeze: rec:freeze/2024.\n", "other.md": "nothing\n"})
	opt := RefsOptions{Root: root, Globs: []string{"*.md"}}

	// Not superseded: no flags, but the citers are counted.
	r, err := s.Citers(ctx, "freeze/2024", opt)
	if err != nil {
		t.Fatal(err)
	}
	if r.Superseded || len(r.Flags) != 0 || r.StoreCiters != 3 || r.DocCiters != 1 || r.RecordID != "old-0000-1" {
		t.Fatalf("before supersession: %+v", r)
	}
	// Supersede it; the successor cites the old memory too (excluded).
	res, err := s.Remember(ctx, RememberRequest{ID: "new-0000-5", Content: "The deploy freeze moved to Thursdays (was rec:old-0000-1).",
		ObservedAt: tp("2024-06-01"), Supersedes: "old-0000-1", Now: tm("2024-06-02"), Actor: "t"})
	if err != nil || res.Outcome != Written {
		t.Fatal(res, err)
	}
	r, err = s.Citers(ctx, "old-0000-1#f0", opt) // a facet resolves to the same constellation
	if err != nil {
		t.Fatal(err)
	}
	if !r.Superseded || !cmp.Equal(r.SupersededByIDs, []string{"new-0000-5"}) {
		t.Fatalf("superseded: %+v", r)
	}
	type flag struct{ Ref, Kind, Cited, Link, Token, Form string }
	var got []flag
	for _, f := range r.Flags {
		if !cmp.Equal(f.SupersededByIDs, []string{"new-0000-5"}) {
			t.Errorf("flag without its successor: %+v", f)
		}
		got = append(got, flag{f.CiterRef, f.CiterKind, f.CitedID, f.LinkKind, f.Token, f.Form})
	}
	want := []flag{
		{"cite-0000-2", CiterRecord, "old-0000-1", LinkCites, "old-0000-1", FormMarker},
		{"cite-0000-3", CiterRecord, "old-0000-1", LinkCites, "freeze/2024", FormWikilink},
		{"cite-0000-3", CiterRecord, "old-0000-1#f0", LinkCites, "old-0000-1#f0", FormMarker},
		{"NOW.md:1:9", CiterDoc, "old-0000-1", "", "freeze/2024", FormMarker},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("flags (-want +got):\n%s", d)
	}
	if r.StoreCiters != 3 || r.DocCiters != 1 || r.DocFlags() != 1 {
		t.Errorf("counts: %d store, %d doc, %d doc flags", r.StoreCiters, r.DocCiters, r.DocFlags())
	}
	// A superseded memory with no citers: no flags.
	if _, err := s.Remember(ctx, RememberRequest{ID: "new-0000-6", Content: "Unrelated, now different.", ObservedAt: tp("2024-07-01"), Supersedes: "other-0000-4", Now: tm("2024-07-02"), Actor: "t"}); err != nil {
		t.Fatal(err)
	}
	r, err = s.Citers(ctx, "other-0000-4", RefsOptions{})
	if err != nil || !r.Superseded || len(r.Flags) != 0 || r.StoreCiters != 0 {
		t.Errorf("superseded, no citers: %+v, %v", r, err)
	}
	all, err := s.CitersAll(ctx, opt)
	if err != nil || len(all) != 2 || all[0].RecordID != "old-0000-1" || all[1].RecordID != "other-0000-4" {
		t.Fatalf("CitersAll: %v", err)
	}
	// Retracting the supersession removes the evidence: no flags again.
	if _, err := s.SetTemporal(ctx, TemporalRequest{Handle: "old-0000-1", Stamp: memory.TemporalStamp{ExpiresAt: memory.ClearTime()}, Now: tm("2024-08-01"), Actor: "t"}); err != nil {
		t.Fatal(err)
	}
	r, err = s.Citers(ctx, "old-0000-1", opt)
	if err != nil || r.Superseded || len(r.Flags) != 0 || r.StoreCiters != 4 {
		t.Errorf("after retraction: %+v, %v (the former successor now counts as a citer)", r, err)
	}
}

// With an instant, a supersession flags citers only while its replacement
// governs (the view's rule): before the replacement takes effect the
// memory is in force and its citers are not flagged.
func TestCitersFollowTheInForceView(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "citers.jsonl", citersFixture)
	if _, err := s.Remember(ctx, RememberRequest{ID: "new-0000-7", Content: "The deploy freeze moves to Thursdays.", ObservedAt: tp("2024-06-01"),
		EffectiveAt: tp("2024-09-01"), Supersedes: "old-0000-1", Now: tm("2024-06-02"), Actor: "t"}); err != nil {
		t.Fatal(err)
	}
	r, err := s.Citers(ctx, "old-0000-1", RefsOptions{At: tm("2024-07-01")})
	if err != nil || r.Superseded || !r.ReplacementNotInForce || len(r.Flags) != 0 || r.StoreCiters != 2 || len(r.SupersededByIDs) != 0 {
		t.Errorf("before the replacement is effective: %+v, %v", r, err)
	}
	if all, err := s.CitersAll(ctx, RefsOptions{At: tm("2024-07-01")}); err != nil || len(all) != 0 {
		t.Errorf("CitersAll before: %d, %v", len(all), err)
	}
	r, err = s.Citers(ctx, "old-0000-1", RefsOptions{At: tm("2024-09-01")})
	if err != nil || !r.Superseded || len(r.Flags) != 2 || !cmp.Equal(r.SupersededByIDs, []string{"new-0000-7"}) {
		t.Errorf("once effective: %+v, %v", r, err)
	}
	// The zero instant: any affirmed edge is evidence.
	if r, err := s.Citers(ctx, "old-0000-1", RefsOptions{}); err != nil || !r.Superseded {
		t.Errorf("zero instant: %+v, %v", r, err)
	}
}
