package memory

import "sort"

// NamespaceGroup is the memories of one namespace, in input order.
type NamespaceGroup struct {
	Namespace string
	Memories  []Memory
}

// GroupByNamespace splits ms by namespace: one group per namespace present,
// sorted by namespace (the default namespace "" first), each keeping the
// input order. Running Stage 1 on each group separately is what puts the
// namespace into every key: units of different groups never meet. An input
// without namespaces is one group holding ms itself.
func GroupByNamespace(ms []Memory) []NamespaceGroup {
	single := true
	for i := range ms {
		if ms[i].Namespace != ms[0].Namespace {
			single = false
			break
		}
	}
	if single {
		ns := ""
		if len(ms) > 0 {
			ns = ms[0].Namespace
		}
		return []NamespaceGroup{{Namespace: ns, Memories: ms}}
	}
	idx := map[string]int{}
	var out []NamespaceGroup
	for i := range ms {
		j, ok := idx[ms[i].Namespace]
		if !ok {
			j = len(out)
			idx[ms[i].Namespace] = j
			out = append(out, NamespaceGroup{Namespace: ms[i].Namespace})
		}
		out[j].Memories = append(out[j].Memories, ms[i])
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].Namespace < out[b].Namespace })
	return out
}
