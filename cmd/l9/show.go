package main

import (
	"context"
	"io"
)

// cmdShow is not built yet; the issue that owns it replaces this file.
func cmdShow(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 show: not built yet")
}
