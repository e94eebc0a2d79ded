// Command gen writes a scaling input (package scaling) for the
// benchmarks and `make bench-large`:
//
//	go run ./internal/scaling/gen -n 1000000 -o /tmp/1M.jsonl
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"l9/internal/atomicfile"
	"l9/internal/scaling"
)

func main() {
	n := flag.Int("n", 200_000, "number of `memories`")
	out := flag.String("o", "", "output `file` (written atomically; required)")
	flag.Parse()
	if *out == "" || *n < 0 || flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	if err := atomicfile.WriteFile(*out, func(w io.Writer) error { return scaling.Write(w, *n) }); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
