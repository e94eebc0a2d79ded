package store

import (
	"errors"
	"testing"
)

// apply --undo retracts every supersession one apply wrote, in one
// transaction, restores the stamps, and the retired memories are back.
func TestUndoApply(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "fixture.jsonl", fixture)
	importString(t, s, "more.jsonl", `{"id":"cccccccc-0004","content":"Alice lives in Rome.","created_at":"2024-01-01T00:00:00Z"}
{"id":"cccccccc-0005","content":"Bob works at Initech.","created_at":"2024-02-01T00:00:00Z"}
`)
	before := export(t, s)
	now := tm("2026-06-01T12:00:00Z")
	d, b := testDiff(
		Entry{ExpiredID: "aaaaaaaa-0001", ExpiresAt: tm("2024-01-01"), ExpiredMemoryID: "aaaaaaaa-0001", ReplacementMemoryID: "cccccccc-0004"},
		Entry{ExpiredID: "aaaaaaaa-0002#f0", ExpiresAt: tm("2024-02-01"), ExpiredMemoryID: "aaaaaaaa-0002", ReplacementMemoryID: "cccccccc-0005"},
	)
	rep, err := s.Apply(ctx, ApplyRequest{Diff: d, DiffBytes: b, DiffPath: "d.json", Now: now, Actor: "t"})
	if err != nil || rep.Count(EntryApplied) != 2 {
		t.Fatalf("apply: %+v %v", rep, err)
	}
	if export(t, s) == before {
		t.Fatal("apply changed nothing")
	}
	if _, err := s.Undo(ctx, "zz", false, now, "t"); err == nil {
		t.Error("a malformed sha was accepted")
	}
	u, err := s.Undo(ctx, rep.DiffSHA256[:12], false, now, "t")
	if err != nil || len(u.Edges) != 2 {
		t.Fatalf("undo: %+v %v", u, err)
	}
	if after := export(t, s); after != before {
		t.Errorf("undo did not restore the stamps:\n%s\nwant\n%s", after, before)
	}
	v, _ := s.View(ctx, now, nil)
	for _, id := range []string{"aaaaaaaa-0001", "aaaaaaaa-0002"} {
		if it := find(v, id); !it.Current || it.SupersededBy != "" || len(it.SupersededFacets) != 0 {
			t.Errorf("%s after undo: %+v", id, it)
		}
	}
	var ne *NothingToUndoError
	if _, err := s.Undo(ctx, rep.DiffSHA256, false, now, "t"); !errors.As(err, &ne) {
		t.Errorf("second undo: %v", err)
	}
	if _, err := s.Undo(ctx, "", true, now, "t"); !errors.As(err, &ne) {
		t.Errorf("undo-last with nothing left: %v", err)
	}
	// Re-applying after the undo applies again; undo-last finds it.
	if rep, err := s.Apply(ctx, ApplyRequest{Diff: d, DiffBytes: b, DiffPath: "d.json", Now: now, Actor: "t"}); err != nil || rep.Count(EntryApplied) != 2 {
		t.Fatalf("re-apply: %+v %v", rep, err)
	}
	if u, err := s.Undo(ctx, "", true, now, "t"); err != nil || len(u.Edges) != 2 {
		t.Fatalf("undo-last: %+v %v", u, err)
	}
	if export(t, s) != before {
		t.Error("undo-last did not restore")
	}
}
