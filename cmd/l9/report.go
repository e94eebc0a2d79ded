package main

import (
	"context"
	"io"
)

// cmdReport is not built yet; the issue that owns it replaces this file.
func cmdReport(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 report: not built yet")
}
