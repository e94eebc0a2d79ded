package main

import (
	"context"
	"io"
)

// cmdPropose is not built yet; the issue that owns it replaces this file.
func cmdPropose(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 propose: not built yet")
}
