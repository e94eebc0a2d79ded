package store

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A backup restores everything export loses: successor links, the event
// log, diffs, settings, the store id.
func TestBackupRestoreFullFidelity(t *testing.T) {
	s, _ := newStore(t)
	importString(t, s, "fixture.jsonl", fixture)
	now := tm("2026-06-01T12:00:00Z")
	if _, err := s.Remember(ctx, RememberRequest{Content: "Alice lives in Berlin.", Supersedes: "aaaaaaaa-0001", Now: now, Actor: "t"}); err != nil {
		t.Fatal(err)
	}
	if err := s.SetSetting(ctx, SettingStage2, "off", now, "t"); err != nil {
		t.Fatal(err)
	}
	// A slug alias (seed 002 H) must survive backup and restore.
	if _, err := s.AddAlias(ctx, "aaaaaaaa-0001", "team/alice-home", now, "t"); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bk := filepath.Join(dir, "backup.db")
	rep, err := s.Backup(ctx, bk)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Memories != 6 || rep.Edges != 1 || rep.Events < 4 {
		t.Errorf("backup report %+v", rep)
	}
	if _, err := s.Backup(ctx, bk); err == nil || !strings.Contains(err.Error(), "exists") {
		t.Errorf("a second backup onto the same file: %v", err)
	}
	dst := filepath.Join(dir, "restored.db")
	if _, err := Restore(ctx, bk, dst); err != nil {
		t.Fatal(err)
	}
	if _, err := Restore(ctx, bk, dst); err == nil {
		t.Error("restore replaced an existing store")
	}
	r, err := Open(ctx, dst, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if export(t, r) != export(t, s) {
		t.Error("memories differ")
	}
	for _, q := range []func(*Store) (any, error){
		func(x *Store) (any, error) { return x.Events(ctx, "") },
		func(x *Store) (any, error) { return x.Supersessions(ctx) },
		func(x *Store) (any, error) { return x.StoreID(ctx) },
		func(x *Store) (any, error) { return x.Resolve(ctx, "team/alice-home") },
		func(x *Store) (any, error) { return x.Setting(ctx, SettingStage2) },
		func(x *Store) (any, error) { v, err := x.View(ctx, now, nil); return v.Items, err },
	} {
		a, err1 := q(s)
		b, err2 := q(r)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if d := cmp.Diff(a, b); d != "" {
			t.Errorf("restored store differs (-orig +restored):\n%s", d)
		}
	}
}
