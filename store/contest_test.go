package store

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const contestFixture = `{"id":"launch-march","content":"The launch is planned for March.","created_at":"2024-06-01T00:00:00Z"}
{"id":"launch-may","content":"Marketing says the launch slipped to May.","created_at":"2024-06-10T00:00:00Z"}
{"id":"wifi","content":"The wifi password is on the fridge.","created_at":"2024-06-10T00:00:00Z"}
{"id":"wifi#f0","content":"The wifi password is on the fridge.","created_at":"2024-06-10T00:00:00Z","parent_id":"wifi","is_facet":true}
`

func rowCount(t *testing.T, s *Store, table string) int {
	t.Helper()
	var n int
	if err := s.db.QueryRow(`SELECT count(*) FROM ` + table).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func viewItem(t *testing.T, s *Store, id string) Item {
	t.Helper()
	v, err := s.View(ctx, tm("2025-01-01"), nil)
	if err != nil {
		t.Fatal(err)
	}
	return find(v, id)
}

func TestContestOneSidedDismissSettles(t *testing.T) {
	s, path := newStore(t)
	importString(t, s, "c.jsonl", contestFixture)
	now := tm("2025-01-01")
	if it := viewItem(t, s, "launch-march"); it.Contest != ContestNeverQuestioned {
		t.Fatalf("before: %+v", it)
	}
	res, err := s.Contest(ctx, ContestRequest{A: "launch-may", B: "launch-march", Note: "marketing's date", Now: now, Actor: "alice"})
	if err != nil || !res.Added || res.From != "launch-may" || res.To != "launch-march" {
		t.Fatalf("contest: %+v, %v", res, err)
	}
	// One stored row on the asserting side; the reverse is derived.
	if n := rowCount(t, s, "contests"); n != 1 {
		t.Fatalf("%d contest rows, want exactly 1 (one-sided)", n)
	}
	may, march := viewItem(t, s, "launch-may"), viewItem(t, s, "launch-march")
	if !may.Current || !march.Current {
		t.Error("a contest demoted a memory: it is never a verdict")
	}
	if !cmp.Equal(may.Contradicts, []string{"launch-march"}) || may.ContradictedBy != nil || !cmp.Equal(march.ContradictedBy, []string{"launch-may"}) || march.Contradicts != nil {
		t.Errorf("directions: may %+v / march %+v", may, march)
	}
	if may.Contest != ContestOpen || march.Contest != ContestOpen || !hasState(march, StateContested) || !cmp.Equal(march.ContestedWith, []string{"launch-may"}) {
		t.Errorf("open: %+v", march)
	}
	if l := march.Contests[0]; l.Direction != DirContradictedBy || l.RaisedBy != "alice" || l.Note != "marketing's date" || l.Source != "operator" {
		t.Errorf("link: %+v", l)
	}
	events := len(mustEvents(t, s))
	// Re-recording an open edge is a no-op.
	if res, err := s.Contest(ctx, ContestRequest{A: "launch-may", B: "launch-march", Now: now, Actor: "alice"}); err != nil || res.Added {
		t.Errorf("re-contest: %+v, %v", res, err)
	}
	if len(mustEvents(t, s)) != events {
		t.Error("a no-op contest appended an event")
	}
	// Dismissal: attributed, settles the pair, keeps the edge, both in force.
	d, err := s.Dismiss(ctx, DismissRequest{A: "launch-march", B: "launch-may", Note: "both dates are plans", Now: now, Actor: "bob"})
	if err != nil || !d.Added || d.EdgeRecorded {
		t.Fatalf("dismiss: %+v, %v", d, err)
	}
	s = reopen(t, s, path)
	march = viewItem(t, s, "launch-march")
	if march.Contest != ContestSettled || !march.Current || hasState(march, StateContested) || !hasState(march, StateContestSettled) || march.ContestedWith != nil {
		t.Errorf("settled: %+v", march)
	}
	if l := march.Contests[0]; l.State != ContestSettled || l.SettledBy != SettledByDismissal || l.DismissedBy != "bob" || l.DismissalNote != "both dates are plans" || l.Direction != DirContradictedBy {
		t.Errorf("settled link: %+v", l)
	}
	if n := rowCount(t, s, "contests"); n != 1 {
		t.Errorf("the edge was not kept: %d rows", n)
	}
	if d, err := s.Dismiss(ctx, DismissRequest{A: "launch-may", B: "launch-march", Now: now, Actor: "bob"}); err != nil || d.Added {
		t.Errorf("re-dismiss: %+v, %v", d, err)
	}
	// A new edge after the dismissal opens the contest again.
	if res, err := s.Contest(ctx, ContestRequest{A: "launch-march", B: "launch-may", Now: now, Actor: "carol"}); err != nil || !res.Added || !res.Reopened {
		t.Errorf("reopen: %+v, %v", res, err)
	}
	march = viewItem(t, s, "launch-march")
	if march.Contest != ContestOpen || march.Contests[0].Direction != DirBoth {
		t.Errorf("reopened: %+v", march)
	}
	// Refusals write nothing.
	events = len(mustEvents(t, s))
	var nc *NoContestError
	if _, err := s.Dismiss(ctx, DismissRequest{A: "launch-march", B: "wifi", Now: now, Actor: "bob"}); !errors.As(err, &nc) {
		t.Errorf("dismiss without a contest: %v", err)
	}
	var sc *SameConstellationError
	if _, err := s.Contest(ctx, ContestRequest{A: "wifi#f0", B: "wifi", Now: now, Actor: "bob"}); !errors.As(err, &sc) {
		t.Errorf("contest within a constellation: %v", err)
	}
	if _, err := s.Contest(ctx, ContestRequest{A: "wifi", B: "launch-may", Now: now, Actor: ""}); !errors.Is(err, ErrNoActor) {
		t.Errorf("unattributed contest: %v", err)
	}
	if _, err := s.Dismiss(ctx, DismissRequest{A: "launch-march", B: "launch-may", Now: now, Actor: "unknown"}); !errors.Is(err, ErrNoActor) {
		t.Errorf("unattributed dismissal: %v", err)
	}
	if len(mustEvents(t, s)) != events {
		t.Error("a refusal appended an event")
	}
	for _, q := range []string{`UPDATE contests SET note = 'x'`, `DELETE FROM contests`, `UPDATE dismissals SET note = 'x'`, `DELETE FROM dismissals`} {
		if _, err := s.db.Exec(q); err == nil {
			t.Errorf("%s succeeded: contests and dismissals are append-only", q)
		}
	}
	// A facet stands for its constellation; a pair the detector found is
	// recorded as an edge by its dismissal.
	d, err = s.Dismiss(ctx, DismissRequest{A: "wifi#f0", B: "launch-march", Now: now, Actor: "bob", Detected: true})
	if err != nil || !d.EdgeRecorded || d.A != "wifi" {
		t.Fatalf("detected dismissal: %+v, %v", d, err)
	}
	if it := viewItem(t, s, "wifi"); it.Contest != ContestSettled || it.Contests[0].Source != "detector" || !cmp.Equal(it.Contradicts, []string{"launch-march"}) {
		t.Errorf("detected, dismissed: %+v", it)
	}
}

// Settlement by supersession: the winner supersedes the loser; the edge
// stays and the pair reads settled.
func TestContestSettledBySupersession(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "c.jsonl", contestFixture)
	now := tm("2025-01-01")
	if _, err := s.Contest(ctx, ContestRequest{A: "launch-may", B: "launch-march", Now: now, Actor: "alice"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Remember(ctx, RememberRequest{ID: "launch-june", Content: "The launch is planned for June.", ObservedAt: tp("2024-07-01"), Supersedes: "launch-march", Now: now, Actor: "alice"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Contest(ctx, ContestRequest{A: "launch-june", B: "launch-march", Now: now, Actor: "alice"}); err != nil {
		t.Fatal(err)
	}
	march := viewItem(t, s, "launch-march")
	var byJune ContestLink
	for _, l := range march.Contests {
		if l.With == "launch-june" {
			byJune = l
		}
	}
	if byJune.State != ContestSettled || byJune.SettledBy != SettledBySupersession {
		t.Errorf("superseded pair: %+v", march.Contests)
	}
	if march.Contest != ContestOpen { // the contest with launch-may is still open
		t.Errorf("march: %+v", march)
	}
}

func mustEvents(t *testing.T, s *Store) []Event {
	t.Helper()
	evs, err := s.Events(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	return evs
}
