package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"l9/store"
)

const versionUsage = `l9 version`

// cmdVersion prints the build (module version, VCS revision), the code id
// the harness measures (a verdict must name it for apply --auto), and the
// store's schema and diff format versions.
func cmdVersion(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := stFlagSet("l9 version", stderr, versionUsage)
	pos, err := stParse(fs, args)
	if err != nil {
		return stHelp(err)
	}
	if len(pos) != 0 {
		return usageErrorf("usage: %s", versionUsage)
	}
	version, rev, modified := "(devel)", "", false
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Version != "" {
			version = bi.Main.Version
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
	}
	build := version
	if rev != "" {
		build += " revision " + rev
		if modified {
			build += " (with uncommitted changes)"
		}
	}
	fmt.Fprintf(stdout, "l9 %s, %s\n", build, runtime.Version())
	fmt.Fprintf(stdout, "code id %s\n", stCodeID())
	fmt.Fprintf(stdout, "store schema v%d, pending-diff format v%d\n", store.SchemaVersion, store.DiffVersion)
	return nil
}
