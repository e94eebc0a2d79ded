package main

import (
	"context"
	"io"
)

// cmdDetect is not built yet; the issue that owns it replaces this file.
func cmdDetect(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 detect: not built yet")
}
