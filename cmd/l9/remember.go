package main

import (
	"context"
	"io"
)

// cmdRemember is not built yet; the issue that owns it replaces this file.
func cmdRemember(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 remember: not built yet")
}
