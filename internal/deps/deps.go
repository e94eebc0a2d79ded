package deps
import (
 _ "github.com/jdkato/prose/v3"
 _ "golang.org/x/text/unicode/norm"
 _ "golang.org/x/text/cases"
 _ "gonum.org/v1/gonum/stat/distuv"
 _ "github.com/olekukonko/tablewriter"
 _ "github.com/google/go-cmp/cmp"
 _ "modernc.org/sqlite"
 _ "github.com/BurntSushi/toml"
 _ "gonum.org/v1/plot"
)
