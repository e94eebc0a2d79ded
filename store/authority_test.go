package store

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"l9/memory"
)

// refundContests stands in for the detector: the three refund claims are
// one contested group (same key, same instant, three values).
func refundContests(ms []memory.Memory) ([]Contest, error) {
	c := Contest{Subject: "refund", Attribute: "window", At: tm("2025-03-01T09:00:00Z")}
	for _, m := range ms {
		var v string
		switch {
		case strings.Contains(m.Content, "30 days"):
			v = "30 day"
		case strings.Contains(m.Content, "14 days"):
			v = "14 day"
		case strings.Contains(m.Content, "45 days"):
			v = "45 day"
		default:
			continue
		}
		c.MemoryIDs = append(c.MemoryIDs, m.ID)
		c.Values = append(c.Values, v)
		c.Claims = append(c.Claims, ContestClaim{MemoryID: m.ID, Value: v})
	}
	if len(c.MemoryIDs) < 2 {
		return nil, nil
	}
	return []Contest{c}, nil
}

const refundClaims = `{"id":"claim-product","content":"The refund window is 30 days.","created_at":"2025-03-01T09:00:00Z","authority":"product"}
{"id":"claim-legal","content":"The refund window is 14 days.","created_at":"2025-03-01T09:00:00Z","authority":"legal"}
{"id":"claim-impl","content":"The refund window is 45 days.","created_at":"2025-03-01T09:00:00Z","authority":"implementation"}
`

func addTier(t *testing.T, s *Store, name string, rank int64, desc *string) AuthorityResult {
	t.Helper()
	res, err := s.AddAuthority(ctx, AuthorityRequest{Name: name, Rank: rank, Description: desc, Now: tm("2025-04-01"), Actor: "t"})
	if err != nil {
		t.Fatalf("add %s: %v", name, err)
	}
	return res
}

func conflicts(t *testing.T, s *Store) (*View, ConflictGroup) {
	t.Helper()
	v, err := s.View(ctx, tm("2025-06-01"), refundContests)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Conflicts) != 1 {
		t.Fatalf("%d conflict groups, want 1", len(v.Conflicts))
	}
	return v, v.Conflicts[0]
}

// The seed-004 acceptance scenario: product 30 days, legal 14 days,
// implementation 45 days for one refund window.
func TestAuthorityRefundScenario(t *testing.T) {
	s, _ := newStore(t)
	// Unknown tiers are refused at write time.
	if _, err := s.Import(ctx, strings.NewReader(refundClaims), "claims.jsonl", tm("2025-04-01"), "t"); err == nil || !strings.Contains(err.Error(), `claims.jsonl:1: authority: unknown authority "product"`) {
		t.Fatalf("import with unregistered tiers: %v", err)
	}
	var ua *UnknownAuthorityError
	if _, err := s.Remember(ctx, RememberRequest{Content: "x", Authority: "legal", Now: tm("2025-04-01"), Actor: "t"}); !errors.As(err, &ua) {
		t.Fatalf("remember with an unregistered tier: %v", err)
	}
	d := "Legal and compliance"
	addTier(t, s, "legal", 40, &d)
	pd := "Product management"
	addTier(t, s, "product", 30, &pd)
	addTier(t, s, "implementation", 20, nil)
	importString(t, s, "claims.jsonl", refundClaims)

	// Three claims, one conflict group, legal's 14 days resolves.
	v, g := conflicts(t, s)
	if g.Unresolved || g.Resolution == nil || *g.Resolution != "claim-legal" || g.ResolutionValue != "14 day" || len(g.Members) != 3 {
		t.Fatalf("group: %+v", g)
	}
	var order []string
	for _, m := range g.Members {
		order = append(order, m.ID)
	}
	if d := cmp.Diff([]string{"claim-legal", "claim-product", "claim-impl"}, order); d != "" {
		t.Errorf("members by rank (-want +got):\n%s", d)
	}
	// All three still present: the losers are demoted, never dropped.
	if len(v.Items) != 3 {
		t.Fatalf("%d items, want all 3", len(v.Items))
	}
	legal, product := find(v, "claim-legal"), find(v, "claim-product")
	if !legal.Current || product.Current || product.OutrankedBy != "claim-legal" || !hasState(product, StateOutranked) {
		t.Errorf("in-force view: legal %+v, product %+v", legal, product)
	}
	before := export(t, s)

	// Raising a tier above legal moves the resolution; no memory is rewritten.
	res := addTier(t, s, "product", 50, nil)
	if res.Created || res.OldRank != 30 || res.Authority.Description != "Product management" {
		t.Errorf("upsert keeps the description: %+v", res)
	}
	if _, g := conflicts(t, s); g.Resolution == nil || *g.Resolution != "claim-product" || g.ResolutionValue != "30 day" {
		t.Errorf("after re-ranking product: %+v", g)
	}
	if export(t, s) != before {
		t.Error("re-ranking rewrote a memory")
	}
	// Two tiers at the same top rank: unresolved, no tie-break.
	addTier(t, s, "legal", 50, nil)
	v, g = conflicts(t, s)
	if !g.Unresolved || g.Resolution != nil || !strings.Contains(g.Reason, "tie at the top rank 50") {
		t.Errorf("tie: %+v", g)
	}
	for _, it := range v.Items {
		if !it.Current {
			t.Errorf("%s demoted in an unresolved group", it.ID)
		}
	}
	// A new top tier with a claim at the same instant resolves again.
	addTier(t, s, "security", 60, nil)
	importString(t, s, "sec.jsonl", `{"id":"claim-security","content":"The refund window is 14 days.","created_at":"2025-03-01T09:00:00Z","authority":"security"}`+"\n")
	if _, g := conflicts(t, s); g.Resolution == nil || *g.Resolution != "claim-security" || len(g.Members) != 4 {
		t.Errorf("new top tier: %+v", g)
	}
	// Same rank and description again: nothing written.
	n := len(mustEvents(t, s))
	if res := addTier(t, s, "security", 60, nil); res.Changed {
		t.Errorf("identical re-add changed: %+v", res)
	}
	if len(mustEvents(t, s)) != n {
		t.Error("an identical re-add appended an event")
	}
	// A tier in use cannot be removed; an unused one can.
	var inUse *AuthorityInUseError
	if _, err := s.RemoveAuthority(ctx, "legal", tm("2025-04-02"), "t"); !errors.As(err, &inUse) || inUse.Memories != 1 {
		t.Errorf("remove in use: %v", err)
	}
	addTier(t, s, "unused", 1, nil)
	if _, err := s.RemoveAuthority(ctx, "unused", tm("2025-04-02"), "t"); err != nil {
		t.Errorf("remove unused: %v", err)
	}
	as, _ := s.Authorities(ctx)
	var names []string
	for _, a := range as {
		names = append(names, a.Name)
	}
	if d := cmp.Diff([]string{"security", "legal", "product", "implementation"}, names); d != "" {
		t.Errorf("registry order (-want +got):\n%s", d)
	}
	if _, err := s.AddAuthority(ctx, AuthorityRequest{Name: "Bad Name", Rank: 1, Now: tm("2025-04-02"), Actor: "t"}); err == nil {
		t.Error("a malformed tier name was accepted")
	}
}

// No member with a tier: unresolved. Every pair dismissed: settled, and
// nobody is outranked.
func TestAuthorityUnresolvedAndSettled(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "c.jsonl", strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(refundClaims, `,"authority":"product"`, ""), `,"authority":"legal"`, ""), `,"authority":"implementation"`, ""))
	if _, g := conflicts(t, s); !g.Unresolved || g.Reason != "no member carries a registered authority" {
		t.Errorf("no tiers: %+v", g)
	}
	addTier(t, s, "legal", 40, nil)
	importString(t, s, "l.jsonl", `{"id":"claim-legal-2","content":"The refund window is 14 days.","created_at":"2025-03-01T09:00:00Z","authority":"legal"}`+"\n")
	if _, g := conflicts(t, s); g.Resolution == nil || *g.Resolution != "claim-legal-2" {
		t.Errorf("one tiered member resolves over untiered ones: %+v", g)
	}
	ids := []string{"claim-product", "claim-legal", "claim-impl", "claim-legal-2"}
	for i := range ids {
		for j := i + 1; j < len(ids); j++ {
			if _, err := s.Dismiss(ctx, DismissRequest{A: ids[i], B: ids[j], Now: tm("2025-05-01"), Actor: "t", Detected: true}); err != nil {
				t.Fatal(err)
			}
		}
	}
	v, g := conflicts(t, s)
	if !g.Settled || g.Unresolved || g.Resolution != nil {
		t.Errorf("every pair dismissed: %+v", g)
	}
	for _, it := range v.Items {
		if !it.Current {
			t.Errorf("%s demoted in a settled group", it.ID)
		}
	}
}

func TestConflictsInNamespace(t *testing.T) {
	s, _ := newStore(t)
	addTier(t, s, "legal", 40, nil)
	addTier(t, s, "product", 30, nil)
	importString(t, s, "ns.jsonl", `{"id":"u1-a","namespace":"u1","content":"The refund window is 30 days.","created_at":"2025-03-01T09:00:00Z","authority":"product"}
{"id":"u1-b","namespace":"u1","content":"The refund window is 14 days.","created_at":"2025-03-01T09:00:00Z","authority":"legal"}
`)
	v, err := s.View(ctx, tm("2025-06-01"), refundContests)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Conflicts) != 1 || v.Conflicts[0].Namespace != "u1" {
		t.Fatalf("conflicts: %+v", v.Conflicts)
	}
	if got := v.InNamespace("u1").Conflicts; len(got) != 1 {
		t.Errorf("InNamespace(u1) dropped its conflict group")
	}
	if got := v.InNamespace("").Conflicts; len(got) != 0 {
		t.Errorf("InNamespace(\"\") kept another namespace's group: %+v", got)
	}
}
