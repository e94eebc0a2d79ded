package main

import (
	"context"
	"io"
)

// cmdApply is not built yet; the issue that owns it replaces this file.
func cmdApply(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 apply: not built yet")
}
