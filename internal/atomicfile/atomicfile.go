// Package atomicfile writes a file so that readers see either the old file or
// the complete new one, never a half-written file: the bytes go to a temporary
// file in the same directory, which is synced and renamed over the target.
//
// What the path was is never silently changed:
//
//   - a symbolic link is written through: the file it points to (followed to
//     the end of the chain) is replaced, and the link stays a link;
//   - an existing read-only file (no owner write bit) is refused with a
//     *ReadOnlyError and left as it is (chmod it, or choose another path);
//   - an existing file keeps its permission bits; a new file gets 0644;
//   - a path that exists but is not a regular file (a directory, a device) or
//     a dangling link is refused.
package atomicfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// ReadOnlyError says the target exists and is read-only: it is not replaced.
type ReadOnlyError struct {
	Path string
	Mode fs.FileMode
}

func (e *ReadOnlyError) Error() string {
	return fmt.Sprintf("%s is read-only (mode %04o): not replaced (make it writable or choose another path)", e.Path, e.Mode.Perm())
}

// Target resolves path to the file a write would replace: path itself, or
// for a symbolic link the end of its chain. It also returns the permission
// bits the new file gets (the existing file's, or 0644), and refuses what
// WriteFile refuses.
func Target(path string) (string, fs.FileMode, error) {
	target := path
	fi, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return path, 0o644, nil
	}
	if err != nil {
		return "", 0, fmt.Errorf("write %s: %w", path, err)
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		if target, err = filepath.EvalSymlinks(path); err != nil {
			return "", 0, fmt.Errorf("write %s: a symbolic link that cannot be followed (%v): not replaced", path, err)
		}
		if fi, err = os.Stat(target); err != nil {
			return "", 0, fmt.Errorf("write %s: %w", path, err)
		}
	}
	if !fi.Mode().IsRegular() {
		return "", 0, fmt.Errorf("write %s: exists and is not a regular file (%s): not replaced", path, fi.Mode().Type())
	}
	if fi.Mode().Perm()&0o200 == 0 {
		return "", 0, &ReadOnlyError{Path: path, Mode: fi.Mode()}
	}
	return target, fi.Mode().Perm(), nil
}

// WriteFile writes the bytes produced by fill to path atomically. If fill
// returns an error, nothing is created or changed at path.
func WriteFile(path string, fill func(w io.Writer) error) (err error) {
	target, mode, err := Target(path)
	if err != nil {
		return err
	}
	dir := filepath.Dir(target)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(target)+".tmp-*")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err = fill(tmp); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("write %s: sync: %w", path, err)
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("write %s: close: %w", path, err)
	}
	if err = os.Chmod(tmp.Name(), mode); err != nil {
		return fmt.Errorf("write %s: chmod: %w", path, err)
	}
	if err = os.Rename(tmp.Name(), target); err != nil {
		return fmt.Errorf("write %s: rename: %w", path, err)
	}
	return nil
}

// WriteBytes writes b to path atomically.
func WriteBytes(path string, b []byte) error {
	return WriteFile(path, func(w io.Writer) error {
		_, err := io.Copy(w, bytes.NewReader(b))
		return err
	})
}
