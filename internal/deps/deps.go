package deps

import (
	_ "github.com/BurntSushi/toml"
	_ "github.com/google/go-cmp/cmp"
	_ "github.com/jdkato/prose/v3"
	_ "github.com/olekukonko/tablewriter"
	_ "golang.org/x/text/cases"
	_ "golang.org/x/text/unicode/norm"
	_ "gonum.org/v1/gonum/stat/distuv"
	_ "gonum.org/v1/plot"
	_ "modernc.org/sqlite"
)
