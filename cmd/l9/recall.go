package main

import (
	"context"
	"io"
)

// cmdRecall is not built yet; the issue that owns it replaces this file.
func cmdRecall(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 recall: not built yet")
}
