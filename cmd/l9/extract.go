package main

import (
	"context"
	"io"
)

// cmdExtract is not built yet; the issue that owns it replaces this file.
func cmdExtract(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 extract: not built yet")
}
