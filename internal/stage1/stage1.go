// Package stage1 runs the Stage 1 detector per namespace. A memory's
// namespace (a user or agent id) is part of every key: units of different
// namespaces never pair, never contest and never share cardinality
// history. Rather than changing the extractor or the detector, the memories
// are split by namespace and each group is detected on its own; the merged
// result is what one detection over keys extended by the namespace gives.
// An input without namespaces is one group, so its result is byte-identical
// to a plain detector run.
package stage1

import (
	"context"
	"fmt"
	"reflect"

	"l9/detector"
	"l9/memory"
	"l9/svo"
)

// Namespace is one namespace's share of a detection.
type Namespace struct {
	Namespace string           `json:"namespace"`
	Memories  int              `json:"memories"`
	Summary   detector.Summary `json:"summary"`
}

// Result is a detection over several namespaces: the detector's result with
// the candidates, contested groups and skips of each namespace in namespace order
// (the default namespace first), summed counts, and each namespace's own.
type Result struct {
	detector.Result
	Namespaces []Namespace
	// NamespaceOf maps each memory id of the input to its namespace.
	NamespaceOf map[string]string
}

// DetectFunc detects over the memories of one namespace.
type DetectFunc func(ctx context.Context, ms []memory.Memory) (detector.Result, error)

// ByNamespace runs detect on each namespace group of ms (memory.GroupByNamespace)
// and merges the results.
func ByNamespace(ctx context.Context, ms []memory.Memory, detect DetectFunc) (Result, error) {
	groups := memory.GroupByNamespace(ms)
	out := Result{NamespaceOf: make(map[string]string, len(ms))}
	out.Candidates = []detector.Candidate{}
	out.Contested = []detector.Contest{}
	for _, g := range groups {
		if err := ctx.Err(); err != nil {
			return Result{}, err
		}
		r, err := detect(ctx, g.Memories)
		if err != nil {
			if g.Namespace != "" {
				return Result{}, fmt.Errorf("namespace %q: %w", g.Namespace, err)
			}
			return Result{}, err
		}
		for i := range g.Memories {
			out.NamespaceOf[g.Memories[i].ID] = g.Namespace
		}
		out.Candidates = append(out.Candidates, r.Candidates...)
		out.Contested = append(out.Contested, r.Contested...)
		out.Intervening = append(out.Intervening, r.Intervening...)
		out.Summary = add(out.Summary, r.Summary)
		out.Namespaces = append(out.Namespaces, Namespace{Namespace: g.Namespace, Memories: len(g.Memories), Summary: r.Summary})
	}
	return out, nil
}

// add sums two summaries field by field. Every field of detector.Summary
// is a count, so the sum over namespaces is the count over the input; the
// sum is taken by reflection so that a count the detector adds later is
// summed too (TestAddSumsEveryField).
func add(a, b detector.Summary) detector.Summary {
	va, vb := reflect.ValueOf(&a).Elem(), reflect.ValueOf(b)
	for i := 0; i < va.NumField(); i++ {
		f := va.Field(i)
		switch f.Kind() {
		case reflect.Int, reflect.Int64, reflect.Int32:
			f.SetInt(f.Int() + vb.Field(i).Int())
		default:
			panic(fmt.Sprintf("stage1: detector.Summary field %s is not a count", va.Type().Field(i).Name))
		}
	}
	return a
}

// Plain is the DetectFunc of a whole group at once: svo's All, then the
// detector with cfg.
func Plain(ex *svo.Extractor, cfg detector.Config) DetectFunc {
	return func(ctx context.Context, ms []memory.Memory) (detector.Result, error) {
		return detector.Detect(ex.All(ms), cfg), nil
	}
}
