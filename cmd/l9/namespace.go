package main

import (
	"flag"
	"fmt"

	"l9/memory"
)

// nsFlag is --namespace NS: whose memories a store command reads or writes.
// It records whether it was given, so that `--namespace ""` (the default
// namespace) differs from no flag (every namespace).
type nsFlag struct {
	set bool
	ns  string
}

func (f *nsFlag) String() string { return f.ns }

func (f *nsFlag) Set(s string) error {
	if err := memory.CheckNamespace(s); err != nil {
		return err
	}
	f.set, f.ns = true, s
	return nil
}

// nsAddFlag registers --namespace with a usage line saying what it selects.
func nsAddFlag(fs *flag.FlagSet, what string) *nsFlag {
	f := &nsFlag{}
	fs.Var(f, "namespace", fmt.Sprintf("namespace (user or agent id) %s; \"\" is the default namespace", what))
	return f
}

// filter keeps the memories of the selected namespace (all when not given).
func (f *nsFlag) filter(ms []memory.Memory) []memory.Memory {
	if !f.set {
		return ms
	}
	out := ms[:0:0]
	for i := range ms {
		if ms[i].Namespace == f.ns {
			out = append(out, ms[i])
		}
	}
	return out
}
