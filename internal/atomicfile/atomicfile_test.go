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

func TestReadOnlyTargetIsRefusedAndKept(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "ro.txt")
	if err := os.WriteFile(p, []byte("keep\n"), 0o444); err != nil {
		t.Fatal(err)
	}
	err := WriteBytes(p, []byte("new\n"))
	var ro *ReadOnlyError
	if !errors.As(err, &ro) {
		t.Fatalf("err = %v, want *ReadOnlyError", err)
	}
	b, _ := os.ReadFile(p)
	fi, _ := os.Stat(p)
	if string(b) != "keep\n" || fi.Mode().Perm() != 0o444 {
		t.Fatalf("read-only file changed: %q %v", b, fi.Mode())
	}
}

func TestSymlinkIsWrittenThrough(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.txt")
	link := filepath.Join(dir, "link.txt")
	if err := os.WriteFile(target, []byte("old\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("real.txt", link); err != nil {
		t.Fatal(err)
	}
	if err := WriteBytes(link, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Lstat(link)
	if err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", fi.Mode(), err)
	}
	b, _ := os.ReadFile(target)
	st, _ := os.Stat(target)
	if string(b) != "new\n" || st.Mode().Perm() != 0o600 {
		t.Fatalf("target: %q mode %v; want the new bytes and its mode 0600 kept", b, st.Mode())
	}
}

func TestDanglingLinkAndDirectoryRefused(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "dangling")
	os.Symlink(filepath.Join(dir, "nowhere", "x"), link)
	if err := WriteBytes(link, []byte("x")); err == nil {
		t.Error("a dangling link was replaced")
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Error("the dangling link is gone")
	}
	if err := WriteBytes(dir, []byte("x")); err == nil {
		t.Error("a directory was accepted as an output file")
	}
}
