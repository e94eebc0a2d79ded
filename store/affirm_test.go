package store

import (
	"testing"

	"l9/memory"
)

// Exclusion follows affirmation (seed 003): only an affirmed supersession
// whose edge is present and whose replacement governs excludes anything.
func TestExclusionFollowsAffirmation(t *testing.T) {
	const in = `{"id":"inc-1","content":"The API rate limit is 100 rps.","created_at":"2024-01-01T00:00:00Z"}
{"id":"inc-3","content":"The office is in Leeds.","created_at":"2024-01-01T00:00:00Z"}
{"id":"inc-6","content":"The VPN is WireGuard.","created_at":"2024-01-01T00:00:00Z"}
{"id":"inc-8","content":"The pager is PagerDuty.","created_at":"2024-01-01T00:00:00Z"}
{"id":"inc-9","content":"The wiki is Confluence.","created_at":"2024-01-01T00:00:00Z"}
`
	s, _ := newStore(t)
	importString(t, s, "in.jsonl", in)
	remember := func(id, content, obs, eff, target string) {
		t.Helper()
		req := RememberRequest{ID: id, Content: content, ObservedAt: tp(obs), Supersedes: target, Now: tm("2024-06-01"), Actor: "t"}
		if eff != "" {
			req.EffectiveAt = tp(eff)
		}
		if res, err := s.Remember(ctx, req); err != nil || res.Outcome != Written {
			t.Fatalf("remember %q: %+v, %v", content, res, err)
		}
	}
	state := func(at, id string) Item {
		t.Helper()
		v, err := s.View(ctx, tm(at), nil)
		if err != nil {
			t.Fatal(err)
		}
		return find(v, id)
	}
	// Nothing affirmed (a proposal is not in the store): all in force.
	for _, id := range []string{"inc-1", "inc-3", "inc-6", "inc-8", "inc-9"} {
		if it := state("2024-12-01", id); !it.Current || len(it.States) != 0 {
			t.Errorf("%s with nothing affirmed: %+v", id, it)
		}
	}

	// (a) The replacement is not in force yet (effective 2024-04-01): the
	// incumbent keeps governing until it is.
	remember("rep-2", "The API rate limit is 200 rps.", "2024-03-01", "2024-04-01", "inc-1")
	if it := state("2024-03-15", "inc-1"); !it.Current || it.SupersededBy != "" || !hasState(it, StateReplacementNotInForce) || hasState(it, StateStale) {
		t.Errorf("replacement not yet effective: incumbent %+v, want in force (replacement_not_in_force)", it)
	}
	if it := state("2024-04-01", "inc-1"); it.Current || it.SupersededBy != "rep-2" {
		t.Errorf("replacement effective: incumbent %+v, want superseded by rep-2", it)
	}

	// (b) A chain Leeds → York → Hull: Leeds stays superseded (York is
	// itself superseded by a governing Hull).
	remember("rep-4", "The office is in York.", "2024-02-01", "", "inc-3")
	remember("rep-5", "The office is in Hull.", "2024-03-01", "", "rep-4")
	if it := state("2024-12-01", "inc-3"); it.Current || it.SupersededBy != "rep-4" {
		t.Errorf("chain: Leeds %+v, want superseded by rep-4", it)
	}
	if it := state("2024-12-01", "rep-4"); it.Current || it.SupersededBy != "rep-5" {
		t.Errorf("chain: York %+v, want superseded by rep-5", it)
	}

	// (c) The replacement expired without being superseded (the operator
	// judged it wrong): the incumbent is back in force.
	remember("rep-7", "The VPN is Tailscale.", "2024-02-01", "", "inc-6")
	if _, err := s.SetTemporal(ctx, TemporalRequest{Handle: "rep-7", Stamp: memory.TemporalStamp{ExpiresAt: memory.SetTime(tm("2024-05-01"))}, Now: tm("2024-06-01"), Actor: "t"}); err != nil {
		t.Fatal(err)
	}
	if it := state("2024-04-01", "inc-6"); it.Current || it.SupersededBy != "rep-7" {
		t.Errorf("before its replacement expired: %+v, want superseded", it)
	}
	if it := state("2024-12-01", "inc-6"); !it.Current || !hasState(it, StateReplacementNotInForce) || hasState(it, StateStale) {
		t.Errorf("replacement expired, not superseded: incumbent %+v, want back in force", it)
	}
	// The incumbent's own explicit expiry still counts.
	if _, err := s.SetTemporal(ctx, TemporalRequest{Handle: "inc-9", Stamp: memory.TemporalStamp{ExpiresAt: memory.SetTime(tm("2024-03-01"))}, Now: tm("2024-06-01"), Actor: "t"}); err != nil {
		t.Fatal(err)
	}
	if it := state("2024-12-01", "inc-9"); it.Current || !hasState(it, StateStale) {
		t.Errorf("explicit expiry: %+v, want stale", it)
	}

	// (d) An affirmation without its edge excludes nothing: a retracted
	// supersession (its supersede event stays in the log) …
	remember("rep-10", "The pager is Opsgenie.", "2024-02-01", "", "inc-8")
	if _, err := s.SetTemporal(ctx, TemporalRequest{Handle: "inc-8", Stamp: memory.TemporalStamp{ExpiresAt: memory.ClearTime()}, Now: tm("2024-06-02"), Actor: "t"}); err != nil {
		t.Fatal(err)
	}
	evs, _ := s.Events(ctx, "inc-8")
	if !hasEvent(evs, EventSupersede) || !hasEvent(evs, EventRetract) {
		t.Fatalf("events: %+v", evs)
	}
	if it := state("2024-12-01", "inc-8"); !it.Current || it.SupersededBy != "" || len(it.States) != 0 {
		t.Errorf("retracted supersession: %+v, want in force", it)
	}
	// … and an edge whose replacement is absent (a dangling edge, written
	// here by hand with its stamp) excludes nothing, stamp or not.
	seq, err := appendEvent(ctx, s.db, tm("2024-06-03"), "t", EventSupersede, "inc-8", "ghost-99", nil, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec(`INSERT INTO supersessions (old_id, new_id, at, source, event_seq) VALUES ('inc-8', 'ghost-99', '2024-02-15T00:00:00Z', 'test', ?)`, seq); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec(`UPDATE memories SET expires_at = '2024-02-15T00:00:00Z' WHERE id = 'inc-8'`); err != nil {
		t.Fatal(err)
	}
	if it := state("2024-12-01", "inc-8"); !it.Current || !hasState(it, StateReplacementNotInForce) {
		t.Errorf("dangling edge: %+v, want in force", it)
	}
}

func hasState(it Item, st string) bool {
	for _, s := range it.States {
		if s == st {
			return true
		}
	}
	return false
}

func hasEvent(evs []Event, kind string) bool {
	for _, e := range evs {
		if e.Kind == kind {
			return true
		}
	}
	return false
}
