package main

import (
	"context"
	"io"
)

// cmdBrief is not built yet; the issue that owns it replaces this file.
func cmdBrief(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 brief: not built yet")
}
