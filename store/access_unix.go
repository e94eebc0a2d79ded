//go:build unix

package store

import "syscall"

// writable reports whether this process may write path (access(2) W_OK).
func writable(path string) bool { return syscall.Access(path, 2) == nil }
