//go:build !unix

package store

import "os"

// writable reports whether path looks writable (no access(2) here: the
// owner write bit).
func writable(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().Perm()&0o200 != 0
}
