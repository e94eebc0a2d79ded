package main

import (
	"context"
	"io"
)

// cmdCorpus is not built yet; the issue that owns it replaces this file.
func cmdCorpus(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return usageErrorf("l9 corpus: not built yet")
}
