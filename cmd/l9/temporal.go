package main

import (
	"context"
	"io"
)

// cmdTemporal is not built yet; the issue that owns it replaces this file.
func cmdTemporal(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 temporal: not built yet")
}
