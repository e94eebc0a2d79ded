package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

func TestFailedFillLeavesOldFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.txt")
	if err := WriteBytes(p, []byte("old\n")); err != nil {
		t.Fatal(err)
	}
	err := WriteFile(p, func(w io.Writer) error {
		io.WriteString(w, "half")
		return errors.New("boom")
	})
	if err == nil {
		t.Fatal("want error")
	}
	b, _ := os.ReadFile(p)
	if string(b) != "old\n" {
		t.Fatalf("file changed: %q", b)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Fatalf("temporary file left behind: %v", ents)
	}
}

func TestFailedFillCreatesNothing(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "new.txt")
	_ = WriteFile(p, func(w io.Writer) error { return errors.New("boom") })
	if _, err := os.Stat(p); !os.IsNotExist(err) {
		t.Fatalf("file created: %v", err)
	}
}
