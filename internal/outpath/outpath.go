// Package outpath refuses an output path that would destroy an input: the
// open store file (or its -wal, -shm or -journal companions), an input file
// of the same command, or any existing SQLite database. Paths are compared
// after resolving symbolic links (and by file identity, so a hard link is
// caught too): `--out l9.db`, `--out ./link-to-l9.db` and `--in x --out x`
// are all refused before anything is written.
package outpath

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// ClobberError says an output path names something the command must not
// overwrite.
type ClobberError struct {
	Out  string // the output path as given
	What string // what it would destroy
}

func (e *ClobberError) Error() string {
	return fmt.Sprintf("refusing to write %s: it is %s (nothing written; choose another output path)", e.Out, e.What)
}

// StoreFiles are the files SQLite keeps for a store at path.
func StoreFiles(path string) []string {
	return []string{path, path + "-wal", path + "-shm", path + "-journal"}
}

// canonical resolves p to an absolute path with symbolic links followed as
// far as they exist.
func canonical(p string) string {
	abs, err := filepath.Abs(p)
	if err != nil {
		return filepath.Clean(p)
	}
	if r, err := filepath.EvalSymlinks(abs); err == nil {
		return r
	}
	if d, err := filepath.EvalSymlinks(filepath.Dir(abs)); err == nil {
		return filepath.Join(d, filepath.Base(abs))
	}
	return abs
}

// sqliteMagic starts every SQLite database file.
var sqliteMagic = []byte("SQLite format 3\x00")

// IsSQLite reports whether the file at p exists and starts with the SQLite
// header.
func IsSQLite(p string) bool {
	f, err := os.Open(p)
	if err != nil {
		return false
	}
	defer f.Close()
	b := make([]byte, len(sqliteMagic))
	if _, err := io.ReadFull(f, b); err != nil {
		return false
	}
	return bytes.Equal(b, sqliteMagic)
}

// Check refuses out when it resolves to the store (any of StoreFiles(store);
// store may be ""), to one of inputs, or to an existing SQLite database. "-"
// and "" (stdout) are always fine.
func Check(out, store string, inputs ...string) error {
	if out == "" || out == "-" {
		return nil
	}
	co := canonical(out)
	oi, oerr := os.Stat(out)
	same := func(p string) bool {
		if p == "" || p == "-" {
			return false
		}
		if canonical(p) == co {
			return true
		}
		if oerr != nil {
			return false
		}
		pi, err := os.Stat(p)
		return err == nil && os.SameFile(oi, pi)
	}
	if store != "" {
		for i, p := range StoreFiles(store) {
			if same(p) {
				if i == 0 {
					return &ClobberError{Out: out, What: "the store file " + store}
				}
				return &ClobberError{Out: out, What: "a file of the store " + store + " (" + filepath.Base(p) + ")"}
			}
		}
	}
	for _, p := range inputs {
		if same(p) {
			return &ClobberError{Out: out, What: "an input of this command (" + p + ")"}
		}
	}
	if oerr == nil && oi.Mode().IsRegular() && IsSQLite(out) {
		return &ClobberError{Out: out, What: "an SQLite database"}
	}
	if oerr != nil && !errors.Is(oerr, fs.ErrNotExist) {
		// A path that exists but cannot be examined is left to the writer,
		// which reports it.
		return nil
	}
	return nil
}
