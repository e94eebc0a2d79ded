package main

import (
	"context"
	"io"
)

// cmdRun is not built yet; the issue that owns it replaces this file.
func cmdRun(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 run: not built yet")
}
