package stage1

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"l9/detector"
	"l9/memory"
	"l9/store"
	"l9/svo"
)

func mem(id, ns, content, created string) memory.Memory {
	t, err := memory.ParseTime(created)
	if err != nil {
		panic(err)
	}
	return memory.Memory{ID: id, Namespace: ns, Content: content, CreatedAt: t}
}

func TestNamespacesNeverPair(t *testing.T) {
	ex, err := svo.New()
	if err != nil {
		t.Fatal(err)
	}
	cfg := detector.DefaultConfig()
	ctx := context.Background()
	plain := []memory.Memory{
		mem("1", "", "The user lives in Paris.", "2020-01-01"),
		mem("2", "", "The user lives in Berlin.", "2021-01-01"),
		mem("3", "", "The user works at Acme.", "2021-01-01"),
		mem("4", "", "The user works at Hooli.", "2021-01-01"),
	}
	want := detector.Detect(ex.All(plain), cfg)
	got, err := ByNamespace(ctx, plain, Plain(ex, cfg))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got.Result); diff != "" {
		t.Errorf("no namespaces: result differs from the plain detector:\n%s", diff)
	}
	if len(want.Candidates) != 1 || want.Summary.Contested != 1 {
		t.Fatalf("fixture: %d candidates %d contested, want 1 and 1", len(want.Candidates), want.Summary.Contested)
	}

	// The same facts in two namespaces: nothing pairs, nothing contests.
	split := []memory.Memory{
		mem("1", "alice", "The user lives in Paris.", "2020-01-01"),
		mem("2", "bob", "The user lives in Berlin.", "2021-01-01"),
		mem("3", "alice", "The user works at Acme.", "2021-01-01"),
		mem("4", "bob", "The user works at Hooli.", "2021-01-01"),
		mem("5", "bob", "The user lives in Rome.", "2022-01-01"),
	}
	got, err = ByNamespace(ctx, split, Plain(ex, cfg))
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Candidates) != 1 || got.Candidates[0].ExpiredMemoryID != "2" || got.Candidates[0].ReplacementMemoryID != "5" {
		t.Errorf("candidates %+v, want only bob's 2 → 5", got.Candidates)
	}
	if got.Summary.Contested != 0 {
		t.Errorf("contested across namespaces: %+v", got.Contested)
	}
	if len(got.Namespaces) != 2 || got.Namespaces[0].Namespace != "alice" || got.Namespaces[1].Memories != 3 ||
		got.Namespaces[1].Summary.Candidates != 1 || got.Summary.Units != got.Namespaces[0].Summary.Units+got.Namespaces[1].Summary.Units {
		t.Errorf("per-namespace counts %+v", got.Namespaces)
	}
	if got.NamespaceOf["5"] != "bob" {
		t.Errorf("NamespaceOf %v", got.NamespaceOf)
	}
}

func TestAddSumsEveryField(t *testing.T) {
	var a, b detector.Summary
	va, vb := reflect.ValueOf(&a).Elem(), reflect.ValueOf(&b).Elem()
	for i := 0; i < va.NumField(); i++ {
		va.Field(i).SetInt(int64(i + 1))
		vb.Field(i).SetInt(int64(100 * (i + 1)))
	}
	s := reflect.ValueOf(add(a, b))
	for i := 0; i < s.NumField(); i++ {
		if got, want := s.Field(i).Int(), int64(101*(i+1)); got != want {
			t.Errorf("%s: %d, want %d", s.Type().Field(i).Name, got, want)
		}
	}
}

// TestProposeListsSkippedIntervening: a pair straddling a memory about the
// same key whose value svo cannot read is not proposed; the diff lists it as
// skipped (JSON and Markdown), so the operator sees why nothing was proposed.
func TestProposeListsSkippedIntervening(t *testing.T) {
	p, err := NewProposer()
	if err != nil {
		t.Fatal(err)
	}
	cur := []memory.Memory{
		mem("m1", "", "The retry limit is 3.", "2024-01-01"),
		mem("m2", "", "We changed the retry limit again.", "2024-02-01"),
		mem("m3", "", "The retry limit is 7.", "2024-03-01"),
	}
	d, err := p.Propose(cur)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Supersessions) != 0 || len(d.Skipped) != 1 {
		t.Fatalf("supersessions %+v, skipped %+v: want none proposed and one skipped", d.Supersessions, d.Skipped)
	}
	k := d.Skipped[0]
	if k.ExpiredMemoryID != "m1" || k.ReplacementMemoryID != "m3" || k.InterveningMemoryID != "m2" {
		t.Errorf("skipped %+v", k)
	}
	var md strings.Builder
	if err := store.RenderMarkdown(&md, d, "pending-diff.json"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(md.String(), "Skipped: intervening version") || !strings.Contains(md.String(), "`m2`") {
		t.Errorf("markdown does not list the skip:\n%s", md.String())
	}
	// Without the middle memory the pair is proposed and nothing is skipped.
	d, err = p.Propose([]memory.Memory{cur[0], cur[2]})
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Supersessions) != 1 || len(d.Skipped) != 0 {
		t.Errorf("without the intervening memory: %d proposed, %d skipped", len(d.Supersessions), len(d.Skipped))
	}
}
