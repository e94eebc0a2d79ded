package main

import (
	"context"
	"io"
)

// cmdStore is not built yet; the issue that owns it replaces this file.
func cmdStore(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 store: not built yet")
}
