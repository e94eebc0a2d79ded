package store

import (
	"strings"
	"testing"

	"l9/memory"
	"l9/svo"
)

// fakeStage1 keys memories by content "subject|attribute|value" and proposes
// (old → new) for every pair of one key with different values, older first.
func fakeStage1() (func([]memory.Memory) ([]svo.Unit, error), func([]svo.Unit) ([]Entry, []Contest, error)) {
	extract := func(ms []memory.Memory) ([]svo.Unit, error) {
		var us []svo.Unit
		for _, m := range ms {
			p := strings.Split(m.Content, "|")
			if len(p) != 3 {
				continue
			}
			us = append(us, svo.Unit{ID: m.ID, MemoryID: m.ID, Subject: svo.Span{Canon: p[0]}, Attribute: svo.Span{Canon: p[1]},
				Value: svo.Span{Canon: p[2]}, CreatedAt: m.CreatedAt, ObservedAt: m.ObservedAt, ExpiresAt: m.ExpiresAt})
		}
		return us, nil
	}
	detect := func(us []svo.Unit) ([]Entry, []Contest, error) {
		var es []Entry
		for i := range us {
			for j := range us {
				a, b := &us[i], &us[j]
				if a.Key() == b.Key() && a.Value.Canon != b.Value.Canon && a.OrderTime().Before(b.OrderTime()) {
					es = append(es, Entry{ExpiredID: a.ID, ReplacementID: b.ID, Reason: "value", Score: 0.9, Subject: a.Subject.Canon, Attribute: a.Attribute.Canon,
						OldValue: a.Value.Canon, NewValue: b.Value.Canon, ExpiresAt: b.OrderTime(), ExpiredMemoryID: a.MemoryID, ReplacementMemoryID: b.MemoryID})
				}
			}
		}
		return es, nil, nil
	}
	return extract, detect
}

func TestApplyAutoCardinalityGate(t *testing.T) {
	s, _ := newStore(t)
	// k1: single-valued over time. k2: two values at one instant (an old
	// contest, already expired) and a later change.
	importString(t, s, "auto.jsonl", `{"id":"k1-a","content":"alice|residence|paris","created_at":"2020-01-01T00:00:00Z"}
{"id":"k1-b","content":"alice|residence|berlin","created_at":"2022-01-01T00:00:00Z"}
{"id":"k2-a","content":"bob|language|french","created_at":"2020-01-01T00:00:00Z","expires_at":"2021-01-01T00:00:00Z"}
{"id":"k2-b","content":"bob|language|german","created_at":"2020-01-01T00:00:00Z","expires_at":"2021-01-01T00:00:00Z"}
{"id":"k2-c","content":"bob|language|dutch","created_at":"2021-06-01T00:00:00Z"}
{"id":"k2-d","content":"bob|language|danish","created_at":"2022-06-01T00:00:00Z"}
`)
	ex, det := fakeStage1()
	now := tm("2026-01-01")
	req := AutoRequest{Extract: ex, Detect: det, Threshold: 0.5, Now: now, Actor: "t"}
	if err := s.SetSetting(ctx, SettingStage2, "on", now, "t"); err != nil {
		t.Fatal(err)
	}
	before := export(t, s)
	rep, err := s.ApplyAuto(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Count(EntryProposedOnly) != 2 || rep.Count(EntryApplied) != 0 || rep.NewKeys != 2 || rep.Keys != 2 {
		t.Fatalf("first pass: %+v", rep)
	}
	for _, r := range rep.Results {
		if !strings.Contains(r.Detail, "never seen before") {
			t.Errorf("first pass detail %q", r.Detail)
		}
	}
	if after := export(t, s); after != before {
		t.Fatal("a pass that only proposed changed memories")
	}
	rep, err = s.ApplyAuto(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]EntryResult{}
	for _, r := range rep.Results {
		got[r.Entry.ExpiredMemoryID] = r
	}
	if got["k1-a"].Status != EntryApplied {
		t.Errorf("single-valued key: %+v", got["k1-a"])
	}
	if r := got["k2-c"]; r.Status != EntryProposedOnly || !strings.Contains(r.Detail, "≥ 2 concurrently current values") {
		t.Errorf("multi-valued key: %+v", r)
	}
	m, _ := s.Get(ctx, "k2-c")
	if m.ExpiresAt != nil {
		t.Error("a multi-valued key was stamped")
	}
	m, _ = s.Get(ctx, "k1-a")
	if m.ExpiresAt == nil || !m.ExpiresAt.Equal(tm("2022-01-01")) {
		t.Errorf("k1-a expires_at %v", m.ExpiresAt)
	}
	evs, _ := s.Events(ctx, "k1-a")
	if len(evs) != 1 || evs[0].Kind != EventSupersede || evs[0].DiffSHA256 == "" {
		t.Errorf("stage 2 events: %+v", evs)
	}
}
