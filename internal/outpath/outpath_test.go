package outpath

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "l9.db")
	os.WriteFile(db, append([]byte("SQLite format 3\x00"), make([]byte, 84)...), 0o644)
	in := filepath.Join(dir, "in.jsonl")
	os.WriteFile(in, []byte("{}\n"), 0o644)
	other := filepath.Join(dir, "other.sqlite")
	os.WriteFile(other, append([]byte("SQLite format 3\x00"), make([]byte, 84)...), 0o644)
	os.Symlink("l9.db", filepath.Join(dir, "link.db"))
	os.Link(in, filepath.Join(dir, "hard.jsonl"))
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o755)
	for _, c := range []struct {
		out  string
		want bool
	}{
		{db, true},
		{filepath.Join(sub, "..", "l9.db"), true},
		{filepath.Join(dir, "link.db"), true},
		{db + "-wal", true},
		{db + "-shm", true},
		{in, true},
		{filepath.Join(dir, "hard.jsonl"), true},
		{other, true},
		{filepath.Join(dir, "new.jsonl"), false},
		{"-", false},
		{"", false},
	} {
		err := Check(c.out, db, in)
		var ce *ClobberError
		if got := errors.As(err, &ce); got != c.want {
			t.Errorf("Check(%s) = %v, want refused=%v", c.out, err, c.want)
		}
	}
}
