package service

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"l9/internal/stage1"
	"l9/store"
)

func newService(t *testing.T, allowApply bool) *Service {
	t.Helper()
	ctx := context.Background()
	s, err := store.Open(ctx, filepath.Join(t.TempDir(), "l9.db"), store.Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	in := `{"id":"p1","content":"Alice lives in Paris.","created_at":"2021-01-01T00:00:00Z"}
{"id":"p2","content":"Alice lives in Berlin.","created_at":"2022-01-01T00:00:00Z"}
`
	if _, err := s.Import(ctx, strings.NewReader(in), "in.jsonl", time.Unix(0, 0), "t"); err != nil {
		t.Fatal(err)
	}
	p, err := stage1.NewProposer()
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	return &Service{Store: s, P: p, AllowApply: allowApply, Actor: "t", Now: func() time.Time { return now }}
}

func code(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

func TestProposalsAreBoundedAndOwn(t *testing.T) {
	svc := newService(t, true)
	ctx := context.Background()
	p, err := svc.Propose(ctx, ProposeIn{})
	if err != nil || len(p.Supersessions) != 1 {
		t.Fatalf("%+v %v", p, err)
	}
	// Fill the cache past MaxProposals: the first proposal is forgotten.
	for i := 0; i < MaxProposals; i++ {
		svc.keep(fmt.Sprintf("%064d", i), []byte("{}"))
	}
	if _, err := svc.Apply(ctx, ApplyIn{DiffSHA256: p.DiffSHA256, Confirm: true}); code(err) != CodeNoProposal {
		t.Errorf("forgotten proposal: %v", err)
	}
	if len(svc.proposals) != MaxProposals || len(svc.order) != MaxProposals {
		t.Errorf("cache holds %d/%d", len(svc.proposals), len(svc.order))
	}
	// Proposing again gives the same sha256 (the diff is deterministic) and applies.
	p2, _ := svc.Propose(ctx, ProposeIn{})
	if p2.DiffSHA256 != p.DiffSHA256 {
		t.Errorf("same store, same proposal, different sha256: %s %s", p.DiffSHA256, p2.DiffSHA256)
	}
	if out, err := svc.Apply(ctx, ApplyIn{DiffSHA256: strings.ToUpper(p2.DiffSHA256), Confirm: true}); err != nil || out.Applied != 1 {
		t.Errorf("apply: %+v %v", out, err)
	}
}

func TestErrorsAreCoded(t *testing.T) {
	ctx := context.Background()
	svc := newService(t, false)
	ns := " bad"
	for name, err := range map[string]error{
		"blank content": func() error { _, err := svc.Remember(ctx, RememberIn{Content: " "}); return err }(),
		"bad time":      func() error { _, err := svc.Remember(ctx, RememberIn{Content: "x", ObservedAt: "soon"}); return err }(),
		"bad namespace": func() error { _, err := svc.Brief(ctx, ViewIn{Namespace: &ns}); return err }(),
		"blank query":   func() error { _, err := svc.Recall(ctx, RecallIn{Query: ""}); return err }(),
	} {
		if code(err) != CodeInvalid {
			t.Errorf("%s: %v, want %s", name, err, CodeInvalid)
		}
	}
	if _, err := svc.Show(ctx, ShowIn{ID: "nope-nope-nope"}); code(err) != CodeNotFound {
		t.Errorf("show unknown: %v", err)
	}
	if _, err := svc.Remember(ctx, RememberIn{Content: "Alice lives in Rome.", Supersedes: "p2", ObservedAt: "2021-06-01"}); code(err) != CodeConflict {
		t.Errorf("not newer: %v", err)
	}
	if _, err := svc.Apply(ctx, ApplyIn{DiffSHA256: "x", Confirm: true}); code(err) != CodeForbidden {
		t.Errorf("apply without AllowApply: %v", err)
	}
	if _, err := svc.Timeline(ctx, TimelineIn{Key: "alice / residence"}); code(err) != CodeInternal {
		t.Errorf("timeline without a TimelineFunc: %v", err)
	}
}
