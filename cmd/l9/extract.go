package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"l9/internal/texttab"
	"l9/memory"
	"l9/svo"
)

// cmdExtract prints the subject/attribute/value units l9 sees in plain text
// lines or memory JSONL, and why a clause yielded none.
//
//	l9 extract --in FILE|- [--json] [--trace] [--off RULE,...] [--rules]
//
// --trace prints, per clause, the stages and every rule that matched, the
// chosen one marked with "*"; --off switches rules off; --rules lists the
// rules (id, stage, description) and exits.
//
// A first non-blank line starting with "{" means memory JSONL; otherwise
// every non-blank line is one memory with id L<line>.
func cmdExtract(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("l9 extract", flag.ContinueOnError)
	fs.SetOutput(stderr)
	in := fs.String("in", "-", "input: plain text lines or memory JSONL (`FILE` or - for stdin)")
	asJSON := fs.Bool("json", false, "print units (and abstentions) as JSON lines instead of a table")
	trace := fs.Bool("trace", false, "print per clause the stages and every matching rule (chosen one marked *)")
	offList := fs.String("off", "", "rule ids to switch off (comma-separated; see --rules)")
	listRules := fs.Bool("rules", false, "list the rules (id, stage, description) and exit")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: l9 extract [--in FILE|-] [--json] [--trace] [--off RULE,...] [--rules]\n\nShows the units (subject, attribute, value, scope, negation, cardinality,\nconfidence) extracted from each memory, and every clause that yielded none, with the reason.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return usageErrorf("l9 extract: %v", err)
	}
	if fs.NArg() > 0 {
		return usageErrorf("l9 extract: unexpected argument %q", fs.Arg(0))
	}
	if *listRules {
		w := bufio.NewWriter(stdout)
		rows := [][]string{}
		for _, r := range svo.Rules() {
			rows = append(rows, []string{r.ID, r.Stage, r.Doc})
		}
		if err := texttab.Render(w, []string{"rule", "stage", "what it reads"}, rows); err != nil {
			return fmt.Errorf("l9 extract: %w", err)
		}
		return w.Flush()
	}
	var off []string
	for _, id := range strings.Split(*offList, ",") {
		if id = strings.TrimSpace(id); id != "" {
			off = append(off, id)
		}
	}
	var data []byte
	var err error
	name := *in
	if name == "-" {
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(name)
	}
	if err != nil {
		return inputError(fmt.Errorf("l9 extract: read input: %w", err))
	}
	ms, err := readExtractInput(data, name)
	if err != nil {
		return inputError(err)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	x, err := svo.NewWith(svo.Options{Off: off})
	if err != nil {
		return usageErrorf("l9 extract: %v", err)
	}
	w := bufio.NewWriter(stdout)
	if *trace {
		for _, m := range ms {
			fmt.Fprintf(w, "memory %s: %s\n", m.ID, m.Content)
			for _, c := range x.Trace(m.Content) {
				fmt.Fprintf(w, "  clause: %s\n", c.Clause)
				for _, st := range c.Stages {
					fmt.Fprintf(w, "    %-8s %s\n", st.Name+":", st.Output)
				}
				for _, mt := range c.Matches {
					mark := " "
					if mt.Chosen {
						mark = "*"
					}
					why := ""
					if mt.Why != "" {
						why = "  (" + mt.Why + ")"
					}
					fmt.Fprintf(w, "    %s %-28s prio %d span %d-%d%s\n", mark, mt.Rule, mt.Priority, mt.Span[0], mt.Span[1], why)
				}
			}
		}
		return w.Flush()
	}
	units, abst := x.ExplainAll(ms)
	if *asJSON {
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		for i := range units {
			if err := enc.Encode(units[i]); err != nil {
				return fmt.Errorf("l9 extract: encode unit: %w", err)
			}
		}
		for _, a := range abst {
			rec := struct {
				Abstain bool `json:"abstain"`
				svo.Abstention
			}{true, a}
			if err := enc.Encode(rec); err != nil {
				return fmt.Errorf("l9 extract: encode abstention: %w", err)
			}
		}
	} else {
		rows := make([][]string, 0, len(units))
		for _, u := range units {
			neg := ""
			if u.Negated {
				neg = "yes"
			}
			rows = append(rows, []string{u.ID, u.Subject.Canon, u.Attribute.Canon, u.Value.Canon, u.Scope, neg,
				u.Cardinality.String(), strconv.FormatFloat(u.Confidence, 'f', 2, 64), u.Rule})
		}
		if err := texttab.Render(w, []string{"id", "subject", "attribute", "value", "scope", "negated", "cardinality", "confidence", "rule"}, rows); err != nil {
			return fmt.Errorf("l9 extract: %w", err)
		}
		if len(abst) > 0 {
			fmt.Fprintln(w, "\nabstentions:")
			arows := make([][]string, 0, len(abst))
			for _, a := range abst {
				id := a.ID
				if id == "" {
					id = a.MemoryID
				}
				arows = append(arows, []string{id, a.Reason, clip(a.Text, 60)})
			}
			if err := texttab.Render(w, []string{"id", "reason", "text"}, arows); err != nil {
				return fmt.Errorf("l9 extract: %w", err)
			}
		}
		fmt.Fprintf(w, "\n%d memories, %d units, %d abstentions\n", len(ms), len(units), len(abst))
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("l9 extract: write: %w", err)
	}
	return nil
}

// readExtractInput auto-detects JSONL (first non-blank line starts with "{")
// or plain text lines.
func readExtractInput(data []byte, name string) ([]memory.Memory, error) {
	trimmed := bytes.TrimLeft(data, " \t\r\n\ufeff")
	if bytes.HasPrefix(trimmed, []byte("{")) {
		rd := memory.NewReader(bytes.NewReader(data), name)
		var ms []memory.Memory
		var lines []int
		for rd.Scan() {
			ms = append(ms, rd.Memory())
			lines = append(lines, rd.Line())
		}
		if err := rd.Err(); err != nil {
			return nil, err
		}
		if err := memory.CheckParents(ms, name, lines); err != nil {
			return nil, err
		}
		return ms, nil
	}
	var ms []memory.Memory
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimRight(line, "\r")
		if strings.TrimSpace(line) == "" {
			continue
		}
		ms = append(ms, memory.Memory{ID: "L" + strconv.Itoa(i+1), Content: line})
	}
	return ms, nil
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
