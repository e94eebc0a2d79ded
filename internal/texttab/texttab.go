// Package texttab renders human tables with tablewriter v1, configured once
// for l9: header text is printed as given (auto-format off) and every row is a
// fresh slice (tablewriter keeps references to appended rows).
package texttab

import (
	"fmt"
	"io"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"
)

// Render writes header and rows as a table to w.
func Render(w io.Writer, header []string, rows [][]string) error {
	t := tablewriter.NewTable(w,
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
	)
	h := make([]any, len(header))
	for i, s := range header {
		h[i] = s
	}
	t.Header(h...)
	for _, r := range rows {
		row := make([]string, len(r)) // never hand tablewriter a reused slice
		copy(row, r)
		if err := t.Append(row); err != nil {
			return fmt.Errorf("table row: %w", err)
		}
	}
	if err := t.Render(); err != nil {
		return fmt.Errorf("render table: %w", err)
	}
	return nil
}
