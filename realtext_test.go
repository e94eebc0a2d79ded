package l9

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"l9/prereg"
)

// realCopy copies the committed notes-r3 corpus into a temporary root and
// returns the root and a registration entry naming it by its sha256s.
func realCopy(t *testing.T) (string, prereg.RealTextCorpus) {
	t.Helper()
	root := t.TempDir()
	dir := filepath.Join(root, "c")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	c := prereg.RealTextCorpus{ID: "R3", Dir: "c"}
	for _, f := range []struct {
		name string
		sha  *string
	}{{RealMemories, &c.MemoriesSHA256}, {RealTruth, &c.TruthSHA256}, {RealLabels, &c.LabelsSHA256}} {
		b, err := os.ReadFile(filepath.Join("testdata", "real", "notes-r3", f.name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f.name), b, 0o644); err != nil {
			t.Fatal(err)
		}
		*f.sha = prereg.Hash(b)
	}
	return root, c
}

func TestLoadRealText(t *testing.T) {
	root, c := realCopy(t)
	f, err := LoadRealText(root, 7, c)
	if err != nil {
		t.Fatal(err)
	}
	if f.Seed != 7 || len(f.Memories) == 0 || len(f.Truth) == 0 || len(f.Labels) == 0 {
		t.Fatalf("loaded %d memories, %d truth pairs, %d labelled ids", len(f.Memories), len(f.Truth), len(f.Labels))
	}
	// One changed byte in any file is refused, naming the file.
	p := filepath.Join(root, "c", RealTruth)
	b, _ := os.ReadFile(p)
	os.WriteFile(p, append(b, '\n'), 0o644)
	_, err = LoadRealText(root, 7, c)
	var me *RealTextMismatchError
	if !errors.As(err, &me) || me.ID != "R3" || !strings.HasSuffix(me.Path, RealTruth) {
		t.Fatalf("changed truth: %v", err)
	}
	// A truth that names a memory the corpus does not hold is refused.
	bad := []byte(`{"expired_id": "nope", "replacement_id": "n001", "reason": "value"}` + "\n")
	os.WriteFile(p, bad, 0o644)
	c.TruthSHA256 = prereg.Hash(bad)
	if _, err := LoadRealText(root, 7, c); err == nil || !strings.Contains(err.Error(), `"nope"`) {
		t.Fatalf("unknown id in truth: %v", err)
	}
	if _, err := LoadRealText(t.TempDir(), 7, c); err == nil {
		t.Fatal("a missing corpus loaded")
	}
}
