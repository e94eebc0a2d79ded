package store

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const ttlFixture = `{"id":"ttl-1","content":"The on-call rota is Ann.","created_at":"2024-01-01T00:00:00Z","ttl_seconds":86400}
{"id":"ttl-2","content":"The build cache is warm.","created_at":"2024-01-01T00:00:00Z","expires_at":"2024-03-01T00:00:00Z","ttl_seconds":60}
{"id":"none-3","content":"Water boils at 100 C at sea level.","created_at":"2024-01-01T00:00:00Z"}
{"id":"exp-4","content":"The promo code works.","created_at":"2024-01-01T00:00:00Z","expires_at":"2024-01-01T12:00:00Z"}
`

func staleIDs(t *testing.T, s *Store, at string) []string {
	t.Helper()
	v, err := s.View(ctx, tm(at), nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, it := range v.Stale() {
		out = append(out, it.ID)
	}
	return out
}

func TestTTLEffectiveExpiryAndStale(t *testing.T) {
	s, path := newStore(t)
	importString(t, s, "ttl.jsonl", ttlFixture)
	if got := export(t, s); got != ttlFixture {
		t.Fatalf("ttl_seconds does not round-trip (-want +got):\n%s", cmp.Diff(ttlFixture, got))
	}
	for _, c := range []struct {
		at   string
		want []string
	}{
		{"2024-01-01T11:59:59Z", nil},
		{"2024-01-01T12:00:00Z", []string{"exp-4"}},          // inclusive boundary of expires_at
		{"2024-01-01T23:59:59Z", []string{"exp-4"}},          // ttl-2's 60 s TTL loses to its expires_at
		{"2024-01-02T00:00:00Z", []string{"ttl-1", "exp-4"}}, // created_at + 86400 s, inclusive
		{"2024-03-01T00:00:00Z", []string{"ttl-1", "ttl-2", "exp-4"}},
		{"2999-01-01T00:00:00Z", []string{"ttl-1", "ttl-2", "exp-4"}}, // none-3 is never stale by expiry
	} {
		got := staleIDs(t, s, c.at)
		sortByFixture(got)
		if d := cmp.Diff(c.want, got); d != "" {
			t.Errorf("stale at %s (-want +got):\n%s", c.at, d)
		}
	}
	v, _ := s.View(ctx, tm("2024-01-01"), nil)
	it := find(v, "ttl-1")
	if it.TTLSeconds != 86400 || it.ExpiresEffective == nil || !it.ExpiresEffective.Equal(tm("2024-01-02")) || !it.Current {
		t.Errorf("view item: %+v", it)
	}
	// Clear and set, on the whole constellation, with an event; survives reopen.
	res, err := s.SetTTL(ctx, TTLRequest{Handle: "ttl-1", Clear: true, Now: tm("2024-02-01"), Actor: "t"})
	if err != nil || res.Old != 86400 || res.EffectiveExpiry != nil {
		t.Fatalf("clear: %+v, %v", res, err)
	}
	s = reopen(t, s, path)
	if got := staleIDs(t, s, "2024-01-05"); !cmp.Equal(got, []string{"exp-4"}) {
		t.Errorf("after clearing: stale %v", got)
	}
	if _, err := s.SetTTL(ctx, TTLRequest{Handle: "none-3", TTLSeconds: 3600, Now: tm("2024-02-01"), Actor: "t"}); err != nil {
		t.Fatal(err)
	}
	if got := staleIDs(t, s, "2024-01-01T01:00:00Z"); !cmp.Equal(got, []string{"none-3"}) {
		t.Errorf("after setting: stale %v", got)
	}
	evs, _ := s.Events(ctx, "none-3")
	if len(evs) != 1 || evs[0].Kind != EventTTL || !strings.Contains(string(evs[0].Detail), `"new":3600`) {
		t.Errorf("ttl event: %+v", evs)
	}
	for _, bad := range []TTLRequest{{Handle: "none-3"}, {Handle: "none-3", TTLSeconds: -1}, {Handle: "none-3", TTLSeconds: 5, Clear: true}} {
		bad.Now, bad.Actor = tm("2024-02-01"), "t"
		if _, err := s.SetTTL(ctx, bad); err == nil {
			t.Errorf("SetTTL(%+v) accepted", bad)
		}
	}
	var nf *NotFoundError
	if _, err := s.SetTTL(ctx, TTLRequest{Handle: "nobody-here", TTLSeconds: 5, Now: tm("2024-02-01"), Actor: "t"}); !errors.As(err, &nf) {
		t.Errorf("unknown id: %v", err)
	}
}

// A memory already expired by its TTL is left alone by a later supersession:
// stamping a later expires_at would bring it back in force.
func TestTTLExpiredTargetIsAlreadyExpired(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "ttl.jsonl", ttlFixture)
	res, err := s.Remember(ctx, RememberRequest{Content: "The on-call rota is Bob.", ObservedAt: tp("2024-01-10"), Supersedes: "ttl-1", Now: tm("2024-01-10"), Actor: "t"})
	if err != nil || res.Outcome != AlreadyExpired || !res.TargetExpires.Equal(tm("2024-01-02")) {
		t.Fatalf("remember over a TTL-expired target: %+v, %v", res, err)
	}
	m, _ := s.Get(ctx, "ttl-1")
	if m.ExpiresAt != nil {
		t.Errorf("the TTL-expired target was stamped: %v", m.ExpiresAt)
	}
	// Remember with a TTL.
	r2, err := s.Remember(ctx, RememberRequest{Content: "Deploys are frozen.", TTLSeconds: 7200, Now: tm("2024-05-01"), Actor: "t"})
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := s.Get(ctx, r2.ID); m.TTLSeconds != 7200 {
		t.Errorf("remember TTL: %+v", m)
	}
	if _, err := s.Remember(ctx, RememberRequest{Content: "x", TTLSeconds: -3, Now: tm("2024-05-01"), Actor: "t"}); err == nil {
		t.Error("a negative TTL was accepted")
	}
}

func sortByFixture(ids []string) {
	order := map[string]int{"ttl-1": 1, "ttl-2": 2, "none-3": 3, "exp-4": 4}
	for i := 1; i < len(ids); i++ {
		for j := i; j > 0 && order[ids[j]] < order[ids[j-1]]; j-- {
			ids[j], ids[j-1] = ids[j-1], ids[j]
		}
	}
}
