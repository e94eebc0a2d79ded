package main

import (
	"context"
	"io"
)

// cmdScore is not built yet; the issue that owns it replaces this file.
func cmdScore(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 score: not built yet")
}
