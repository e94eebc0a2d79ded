package main

import (
	"context"
	"io"
)

// cmdPlot is not built yet; the issue that owns it replaces this file.
func cmdPlot(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 plot: not built yet")
}
