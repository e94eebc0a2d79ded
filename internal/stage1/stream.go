package stage1

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"

	"l9/detector"
	"l9/memory"
	"l9/svo"
)

// Streaming detection (issue 15, item 4): Stage 1 over a memory JSONL input
// of any size in bounded memory, with exactly the result of ByNamespace over
// Extract and detector.DetectParts (TestStreamIdentical).
//
// Pass 1 reads the input once to validate it (every file:line: field
// problem, duplicate ids, dangling parents) and to learn the namespaces and
// the constellations (a parent and its facets, which svo extracts
// together). It holds the id set (the memory reader's map of ids to lines)
// and every parent reference; nothing else. Pass 2 reads it again: the
// memories outside constellations are cut into blocks extracted on
// GOMAXPROCS workers (a pure map per memory); the members of
// constellations are sorted by constellation through a spilled sort, and
// each constellation is extracted whole. Every unit becomes a compact
// record (record.go) sorted by (namespace, key) in bounded runs spilled to
// temporary files; the k-way merge of the runs yields the key groups whole
// and in the rule's order, and the rule (a pure reduce per key) runs on
// batches of whole key groups, so the candidates, contested groups and
// skips come out in the in-memory path's order. Memory: the id set (pass 1
// only), the parent references and constellation members, the run buffers
// (Workers × RunBytes), the blocks in flight, each namespace's change-report
// index (about 50 bytes a reported unit), and the largest batch (at least
// the largest key group). The id set, the run buffers and the index are
// pointer-free and, when large, outside the Go heap (internal/offheap), so
// that the collector's headroom is over the rest only.

// StreamOptions tune Stream; the zero value is GOMAXPROCS workers, blocks
// of DefaultBlock memories, DefaultRunBytes per worker and os.TempDir.
type StreamOptions struct {
	Workers  int
	Block    int
	RunBytes int    // bytes of records a worker sorts in memory before spilling a run
	TempDir  string // where runs are spilled (a private directory inside it, removed after)
	// BatchUnits is how many units (whole key groups) the rule takes at
	// once (0: DefaultBatchUnits).
	BatchUnits int
	// SkipUnit, when set, drops the units it is true of before the rule
	// (l9 propose: facets already superseded).
	SkipUnit func(id string) bool
	// MemoContents bounds the extraction memo the workers share across
	// blocks (svo.Memo: a content repeated while it is recent is extracted
	// once): at most 2×MemoContents contents are remembered (0:
	// DefaultMemoContents; negative: no memo, each block's own repeats
	// only). The output does not depend on it.
	MemoContents int
}

// DefaultMemoContents is the extraction memo's generation size: about
// 2×16,384 remembered contents, a few tens of MiB at most.
const DefaultMemoContents = 16384

// DefaultRunBytes is each worker's in-memory run budget.
const DefaultRunBytes = 16 << 20

// DefaultBatchUnits is the number of units, in whole key groups, the rule
// runs on at once.
const DefaultBatchUnits = 8192

// StreamResult is what Stream returns besides the batches it emits: the
// summed summary, each namespace's share (in namespace order, as
// ByNamespace gives them), the number of memories and the reader's
// warnings.
type StreamResult struct {
	Summary    detector.Summary
	Namespaces []Namespace
	Memories   int
	Warnings   []error
}

// EmitFunc receives the rule's result on one batch of whole key groups of
// namespace ns, and the batch's units, in parts whose concatenation is the
// batch (the views of clause old_value_anchor included: each a copy of a
// unit, same id, value and memory, under another key); batches arrive in
// output order. Neither is valid after the call.
type EmitFunc func(ns string, r *detector.Result, parts [][]svo.Unit) error

// Stream runs Stage 1 over the memory JSONL in (read twice from the start;
// name is used in error positions) and calls emit on each batch in order.
// With ex nil the extractor is built after the first pass.
// An invalid input returns a *memory.ErrorList (every problem, in line
// order) before emit is ever called.
func Stream(ctx context.Context, ex *svo.Extractor, in io.ReadSeeker, name string, cfg detector.Config, opt StreamOptions, emit EmitFunc) (StreamResult, error) {
	return streamRun(ctx, ex, &fileSource{in: in, name: name}, cfg, opt, emit)
}

// StreamMemories is Stream over memories already in memory (a store's
// current memories: l9 propose), which need no validation: a facet whose
// parent is absent, or in another namespace, is extracted on its own, as
// ByNamespace over Extract does. What it saves is the units: they are
// records in spilled runs, not svo.Units, while the rule runs.
func StreamMemories(ctx context.Context, ex *svo.Extractor, ms []memory.Memory, cfg detector.Config, opt StreamOptions, emit EmitFunc) (StreamResult, error) {
	return streamRun(ctx, ex, &sliceSource{ms: ms}, cfg, opt, emit)
}

// source is a streaming input: its first pass, then its memories again.
type source interface {
	pass1() (pass1, error)
	// each calls fn on every memory in input order; raw is what
	// members returns the memory from (nil when the source keeps it).
	each(fn func(m *memory.Memory, raw []byte) error) error
	// members calls fn on the memory of every constellation record of the
	// merge, in order.
	members(m *merger, fn func(comp int64, m *memory.Memory) error) error
}

func streamRun(ctx context.Context, ex *svo.Extractor, src source, cfg detector.Config, opt StreamOptions, emit EmitFunc) (StreamResult, error) {
	if opt.Workers <= 0 {
		opt.Workers = runtime.GOMAXPROCS(0)
	}
	if opt.Block <= 0 {
		opt.Block = DefaultBlock
	}
	if opt.RunBytes <= 0 {
		opt.RunBytes = DefaultRunBytes
	}
	if opt.BatchUnits <= 0 {
		opt.BatchUnits = DefaultBatchUnits
	}
	p1, err := src.pass1()
	if err != nil {
		return StreamResult{Warnings: p1.warns}, err
	}
	if ex == nil {
		// Built only now: the model (and the garbage of building it) never
		// coincides with the first pass's id set.
		if ex, err = svo.New(); err != nil {
			return StreamResult{Warnings: p1.warns}, fmt.Errorf("build extractor: %w", err)
		}
	}
	res := StreamResult{Memories: p1.memories, Warnings: p1.warns}
	if err := ctx.Err(); err != nil {
		return res, err
	}
	dir, err := os.MkdirTemp(opt.TempDir, "l9-stage1-*")
	if err != nil {
		return res, fmt.Errorf("stream: %w", err)
	}
	defer os.RemoveAll(dir)
	ext, err := streamExtract(ctx, ex, src, cfg, opt, dir, &p1)
	if err != nil {
		return res, err
	}
	nss := make([]Namespace, len(p1.nsNames))
	for i, n := range p1.nsNames {
		nss[i] = Namespace{Namespace: n, Memories: p1.nsCount[i]}
		nss[i].Summary.Units += ext.skipped[i]
		nss[i].Summary.Skipped += ext.skipped[i]
	}
	nsIdx := make(map[string]int, len(nss))
	for i, n := range p1.nsNames {
		nsIdx[n] = i
	}
	rs, err := newRunSet(ext.sorters)
	if err != nil {
		return res, err
	}
	// Clause surname_alias looks across keys too: its map depends only on
	// the named subjects of a namespace (collected in pass 2); the records
	// of the surnames it maps are re-keyed under the full name in one more
	// pass over the runs, before the anchor views, as DetectParts applies
	// the aliases first. The rule then runs with the clause off.
	ruleCfg := cfg
	if !cfg.Off.Has(detector.SurnameAlias) {
		ruleCfg = ruleCfg.Without(detector.SurnameAlias)
		aliases := map[string]map[string]string{}
		for ns, subjects := range ext.named {
			us := make([]svo.Unit, 0, len(subjects))
			for s := range subjects {
				us = append(us, svo.Unit{Subject: svo.Span{Canon: s}, Named: true})
			}
			if al := detector.SurnameAliases([][]svo.Unit{us}); len(al) > 0 {
				aliases[ns] = al
				if i, ok := nsIdx[ns]; ok {
					nss[i].Summary.Aliased = len(al)
				}
			}
		}
		if len(aliases) > 0 {
			if rs, err = streamAlias(ctx, rs, cfg, aliases, dir, opt.RunBytes); err != nil {
				return res, err
			}
			for ns, al := range aliases {
				if b := ext.reports[ns]; b != nil {
					b.Alias(al)
				}
			}
		}
	}
	// Clause intervening_version's change reports: one index per
	// namespace, given to every batch of it (an empty one where there is
	// none, so that no batch builds a partial index of its own).
	reports := map[string]*detector.Reports{}
	if !cfg.Off.Has(detector.InterveningVersion) {
		for _, n := range p1.nsNames {
			b := ext.reports[n]
			if b == nil {
				b = &detector.ReportsBuilder{}
			}
			reports[n] = b.Build()
		}
	}
	ext.reports = nil
	// Clause old_value_anchor looks across keys: its views are computed
	// first, over the units it depends on, and join the records of the
	// keys they are filed under; the rule then runs with the clause off,
	// on units and views, exactly as DetectParts does after AnchorViews.
	if !cfg.Off.Has(detector.OldValueAnchor) {
		ruleCfg = ruleCfg.Without(detector.OldValueAnchor)
		if len(ext.want) > 0 {
			vs := newRecordSorter(dir, "views", opt.RunBytes)
			if err := streamAnchor(ctx, rs, cfg, ext.want, nsIdx, vs, nss); err != nil {
				return res, err
			}
			if err := rs.add(vs); err != nil {
				return res, err
			}
		}
	}
	m, err := rs.merger()
	if err != nil {
		return res, err
	}
	defer m.close()
	if err := streamRule(ctx, m, ruleCfg, reports, opt.BatchUnits, opt.Workers, func(ns string, r *detector.Result, parts [][]svo.Unit) error {
		i, ok := nsIdx[ns]
		if !ok {
			return fmt.Errorf("stream: unit of unknown namespace %q", ns)
		}
		nss[i].Summary = add(nss[i].Summary, r.Summary)
		return emit(ns, r, parts)
	}); err != nil {
		return res, err
	}
	// Namespaces in order: sorted by name ("" first), as GroupByNamespace;
	// an empty input is one default namespace.
	order := make([]int, len(nss))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return nss[order[a]].Namespace < nss[order[b]].Namespace })
	for _, i := range order {
		res.Namespaces = append(res.Namespaces, nss[i])
		res.Summary = add(res.Summary, nss[i].Summary)
	}
	if len(res.Namespaces) == 0 {
		res.Namespaces = []Namespace{{}}
	}
	return res, nil
}

// pass1 is what the first pass learns.
type pass1 struct {
	memories int
	warns    []error
	nsNames  []string // in order of first appearance
	nsCount  []int
	// members maps each constellation member's id to its constellation
	// (the first input line among the constellation's members) and its
	// own line.
	members map[string]member
}

type member struct {
	comp int64
	line int64
}

// fileSource is memory JSONL, read from the start at each pass.
type fileSource struct {
	in   io.ReadSeeker
	name string
}

// pass1 validates the input and finds its namespaces and constellations.
func (fs *fileSource) pass1() (pass1, error) {
	var p pass1
	if _, err := fs.in.Seek(0, io.SeekStart); err != nil {
		return p, fmt.Errorf("read memories: %w", err)
	}
	name := fs.name
	rd := memory.NewReader(bufio.NewReaderSize(fs.in, 1<<20), name)
	rd.ReadAhead()        // lines decoded on another core while this one keeps the ids
	defer rd.Close()      // (before the file is read again; a no-op once Scan is false)
	defer rd.ReleaseIDs() // the id set, the largest part of pass 1, goes now
	nsIdx := map[string]int{}
	var nsOfLine []uint32 // namespace index by line, once a second namespace appears
	type facet struct {
		id, parent string
		line       int
	}
	var refs []memory.ParentRef
	var facets []facet
	for rd.Scan() {
		m := rd.Memory()
		line := rd.Line()
		i, ok := nsIdx[m.Namespace]
		if !ok {
			i = len(p.nsNames)
			nsIdx[m.Namespace] = i
			p.nsNames = append(p.nsNames, m.Namespace)
			p.nsCount = append(p.nsCount, 0)
		}
		p.nsCount[i]++
		p.memories++
		if i > 0 || nsOfLine != nil {
			for len(nsOfLine) <= line {
				nsOfLine = append(nsOfLine, 0)
			}
			nsOfLine[line] = uint32(i)
		}
		if m.ParentID != "" {
			refs = append(refs, memory.ParentRef{Line: line, Parent: m.ParentID, Namespace: m.Namespace})
			if m.IsFacet {
				facets = append(facets, facet{id: m.ID, parent: m.ParentID, line: line})
			}
		}
	}
	p.warns = rd.Warnings
	// Every problem at once, in line order, as detectLoad reports them.
	var all memory.ErrorList
	if err := rd.Err(); err != nil {
		var el *memory.ErrorList
		if !errors.As(err, &el) {
			return p, fmt.Errorf("read memories: %w", err)
		}
		all = *el
	}
	var pl *memory.ErrorList
	if errors.As(memory.CheckParentRefs(refs, name, func(id string) (string, bool) {
		l, ok := rd.LineOf(id)
		if !ok {
			return "", false
		}
		if l < len(nsOfLine) {
			return p.nsNames[nsOfLine[l]], true
		}
		return p.nsNames[0], true
	}), &pl) {
		for _, e := range pl.Errs {
			all.Add(e)
		}
	}
	if len(all.Errs) > 0 {
		sort.SliceStable(all.Errs, func(i, j int) bool { return all.Errs[i].Line < all.Errs[j].Line })
		return p, &all
	}
	// Constellations: every facet with its parent (all parents exist and
	// share the facet's namespace: checked above).
	edges := make([]edge, len(facets))
	for i, f := range facets {
		pl, _ := rd.LineOf(f.parent)
		edges[i] = edge{f.id, f.parent, int64(f.line), int64(pl)}
	}
	p.members = components(edges)
	return p, nil
}

// edge joins a facet (id, line) to its parent.
type edge struct {
	id, parent       string
	line, parentLine int64
}

// components joins the edges into connected components: each member's
// component is named by the smallest line among its members.
func components(edges []edge) map[string]member {
	if len(edges) > 0 {
		idx := map[string]int32{}
		var ids []string
		var lines []int64
		var up []int32
		node := func(id string, line int64) int32 {
			if i, ok := idx[id]; ok {
				return i
			}
			i := int32(len(ids))
			idx[id] = i
			ids = append(ids, id)
			lines = append(lines, line)
			up = append(up, i)
			return i
		}
		var find func(i int32) int32
		find = func(i int32) int32 {
			for up[i] != i {
				up[i] = up[up[i]]
				i = up[i]
			}
			return i
		}
		for _, f := range edges {
			a, b := find(node(f.id, f.line)), find(node(f.parent, f.parentLine))
			if a != b {
				if lines[a] < lines[b] {
					a, b = b, a
				}
				up[a] = b // the root keeps the smaller line
			}
		}
		members := make(map[string]member, len(ids))
		for i, id := range ids {
			members[id] = member{comp: lines[find(int32(i))], line: lines[i]}
		}
		return members
	}
	return nil
}

// each reads the file again (no duplicate check: pass 1 made it).
func (fs *fileSource) each(fn func(m *memory.Memory, raw []byte) error) error {
	if _, err := fs.in.Seek(0, io.SeekStart); err != nil {
		return fmt.Errorf("read memories: %w", err)
	}
	rd := memory.NewReader(bufio.NewReaderSize(fs.in, 1<<20), fs.name)
	rd.SkipDuplicateCheck()
	for rd.Scan() {
		m := rd.Memory()
		if err := fn(&m, rd.Raw()); err != nil {
			return err
		}
	}
	if err := rd.Err(); err != nil {
		// The first pass read the same bytes without a problem.
		return fmt.Errorf("read memories (second pass): %w", err)
	}
	return nil
}

// members reads the members' lines back through one memory.Reader, so
// that they decode exactly as in the first pass.
func (fs *fileSource) members(m *merger, fn func(comp int64, m *memory.Memory) error) error {
	lr := &lineFeed{m: m}
	rd := memory.NewReader(lr, fs.name)
	rd.SkipDuplicateCheck()
	for rd.Scan() {
		if len(lr.comps) == 0 {
			return errors.New("stream: constellation records out of step")
		}
		comp := lr.comps[0]
		lr.comps = lr.comps[1:]
		mm := rd.Memory()
		if err := fn(comp, &mm); err != nil {
			return err
		}
	}
	if err := rd.Err(); err != nil {
		return fmt.Errorf("read constellation members: %w", err)
	}
	return lr.err
}

// sliceSource is memories in memory; a memory's line is its index + 1.
type sliceSource struct{ ms []memory.Memory }

func (ss *sliceSource) pass1() (pass1, error) {
	var p pass1
	nsIdx := map[string]int{}
	for i := range ss.ms {
		m := &ss.ms[i]
		j, ok := nsIdx[m.Namespace]
		if !ok {
			j = len(p.nsNames)
			nsIdx[m.Namespace] = j
			p.nsNames = append(p.nsNames, m.Namespace)
			p.nsCount = append(p.nsCount, 0)
		}
		p.nsCount[j]++
	}
	p.memories = len(ss.ms)
	// A facet is a constellation member when its parent is present in its
	// namespace (Extract works per namespace).
	type at struct {
		line int64
		ns   string
	}
	var byID map[string]at
	var edges []edge
	for i := range ss.ms {
		m := &ss.ms[i]
		if !m.IsFacet || m.ParentID == "" {
			continue
		}
		if byID == nil {
			byID = make(map[string]at, len(ss.ms))
			for k := range ss.ms {
				byID[ss.ms[k].ID] = at{int64(k + 1), ss.ms[k].Namespace}
			}
		}
		if pa, ok := byID[m.ParentID]; ok && pa.ns == m.Namespace {
			edges = append(edges, edge{m.ID, m.ParentID, int64(i + 1), pa.line})
		}
	}
	p.members = components(edges)
	return p, nil
}

func (ss *sliceSource) each(fn func(m *memory.Memory, raw []byte) error) error {
	for i := range ss.ms {
		if err := fn(&ss.ms[i], nil); err != nil {
			return err
		}
	}
	return nil
}

func (ss *sliceSource) members(m *merger, fn func(comp int64, m *memory.Memory) error) error {
	for {
		r, err := m.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		line := int64(binary.BigEndian.Uint64(r[8:16]))
		if line < 1 || line > int64(len(ss.ms)) {
			return errors.New("stream: constellation record out of range")
		}
		if err := fn(int64(binary.BigEndian.Uint64(r[:8])), &ss.ms[line-1]); err != nil {
			return err
		}
	}
}

// job is one block of memories to extract: plain memories (major is the
// block's index) or whole constellations (constellation is true).
type job struct {
	major         uint64
	ns            int // every memory's namespace (an index into pass1.nsNames)
	ms            []memory.Memory
	constellation bool
}

// constBase puts the units of constellations after every plain block, as
// Extract does.
const constBase = 1 << 62

// extracted is what pass 2 leaves: the workers' sorters of unit records,
// the skipped units per namespace, and, per namespace, every old value a
// unit states (normalised as the rule normalises values; for clause
// old_value_anchor).
type extracted struct {
	sorters []*sorter
	skipped []int
	want    map[string]map[string]bool
	// named: per namespace, the subjects some unit writes as a proper
	// name (for clause surname_alias).
	named map[string]map[string]bool
	// reports: per namespace, the change reports (for clause
	// intervening_version), held in compact form (detector.ReportsBuilder:
	// about 55 bytes per reported unit) until the index is built.
	reports map[string]*detector.ReportsBuilder
}

// streamExtract is pass 2: extraction into sorted runs of unit records.
func streamExtract(ctx context.Context, ex *svo.Extractor, src source, cfg detector.Config, opt StreamOptions, dir string, p1 *pass1) (extracted, error) {
	var memo *svo.Memo // nil: AllSerial's per-block cache only
	switch {
	case opt.MemoContents == 0:
		memo = svo.NewMemo(DefaultMemoContents)
	case opt.MemoContents > 0:
		memo = svo.NewMemo(opt.MemoContents)
	}
	jobs := make(chan job, opt.Workers)
	sorters := make([]*sorter, opt.Workers)
	skipped := make([][]int, opt.Workers)
	wants := make([]map[string]map[string]bool, opt.Workers)
	nameds := make([]map[string]map[string]bool, opt.Workers)
	// every unit's (attribute, value) hash, per worker and namespace
	// (clause intervening_version's value route)
	doms := make([][][]uint64, opt.Workers)
	keepDomain := !cfg.Off.Has(detector.InterveningVersion)
	// the workers add the change reports to one builder per namespace
	var repMu sync.Mutex
	reps := map[string]*detector.ReportsBuilder{}
	errs := make([]error, opt.Workers)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	for w := range opt.Workers {
		sorters[w] = newRecordSorter(dir, "units", opt.RunBytes)
		skipped[w] = make([]int, len(p1.nsNames))
		wants[w] = map[string]map[string]bool{}
		nameds[w] = map[string]map[string]bool{}
		doms[w] = make([][]uint64, len(p1.nsNames))
		wg.Add(1)
		go func() {
			defer wg.Done()
			var rec []byte
			for j := range jobs {
				if errs[w] != nil || ctx.Err() != nil {
					continue // drain
				}
				units := ex.AllSerialMemo(j.ms, memo) // the workers are these
				ni := j.ns
				for i := range units {
					u := &units[i]
					if opt.SkipUnit != nil && opt.SkipUnit(u.ID) {
						continue
					}
					k, ok := detector.KeyOf(u, cfg)
					if !ok {
						skipped[w][ni]++
						continue
					}
					if f, ok := detector.StatedOld(u, k); ok {
						ns := p1.nsNames[ni]
						if wants[w][ns] == nil {
							wants[w][ns] = map[string]bool{}
						}
						wants[w][ns][f] = true
					}
					if keepDomain {
						if dp, ok := detector.DomainOfKey(u, k); ok {
							d := append(doms[w][ni], dp)
							if len(d) == cap(d) && len(d) >= 1<<14 {
								// before the slice grows: the repeats out
								slices.Sort(d)
								d = slices.Compact(d)
							}
							doms[w][ni] = d
						}
					}
					if ru, ok := detector.ReportOfKey(u, k); ok {
						ns := p1.nsNames[ni]
						repMu.Lock()
						b := reps[ns]
						if b == nil {
							b = &detector.ReportsBuilder{}
							reps[ns] = b
						}
						b.Add(&ru) // Build sorts them
						repMu.Unlock()
					}
					if u.Named {
						ns := p1.nsNames[ni]
						if nameds[w][ns] == nil {
							nameds[w][ns] = map[string]bool{}
						}
						nameds[w][ns][k.Subject] = true
					}
					major := j.major
					if j.constellation {
						major = constBase
						if mb, ok := p1.members[u.MemoryID]; ok {
							major += uint64(mb.line)
						}
					}
					rec = appendRecord(rec[:0], p1.nsNames[ni], k, major, uint32(i), u, false)
					if err := sorters[w].add(rec); err != nil {
						errs[w] = err
						cancel()
						break
					}
				}
			}
			// the last records sorted (and spilled) here, on every
			// worker at once, not one sorter after the other in newRunSet
			if errs[w] == nil && ctx.Err() == nil {
				if err := sorters[w].finish(); err != nil {
					errs[w] = err
					cancel()
				}
			}
		}()
	}
	feedErr := streamFeed(ctx, src, opt, dir, p1, jobs)
	close(jobs)
	wg.Wait()
	// A worker's error first: it cancelled the feed.
	for _, err := range errs {
		if err != nil {
			return extracted{}, err
		}
	}
	if feedErr != nil {
		return extracted{}, feedErr
	}
	if err := ctx.Err(); err != nil {
		return extracted{}, err
	}
	out := extracted{sorters: sorters, skipped: make([]int, len(p1.nsNames)), want: map[string]map[string]bool{}, named: map[string]map[string]bool{}}
	out.reports = reps
	for _, wd := range doms {
		for ni, ps := range wd {
			if b := reps[p1.nsNames[ni]]; b != nil {
				b.AddDomain(ps)
			}
		}
	}
	for _, wm := range nameds {
		for ns, ss := range wm {
			if out.named[ns] == nil {
				out.named[ns] = map[string]bool{}
			}
			for v := range ss {
				out.named[ns][v] = true
			}
		}
	}
	for _, s := range skipped {
		for i, n := range s {
			out.skipped[i] += n
		}
	}
	for _, wm := range wants {
		for ns, vs := range wm {
			if out.want[ns] == nil {
				out.want[ns] = map[string]bool{}
			}
			for v := range vs {
				out.want[ns][v] = true
			}
		}
	}
	return out, nil
}

// normValue collapses white space as the rule normalises values.
func normValue(s string) string { return detector.NormTokens(s) }

// streamFeed reads the input again and sends the extraction jobs: blocks
// of plain memories in input order, then the constellations, whole, in
// the order of their first line.
func streamFeed(ctx context.Context, src source, opt StreamOptions, dir string, p1 *pass1, jobs chan<- job) error {
	var consts *sorter
	if len(p1.members) > 0 {
		consts = newSorter(dir, "constellations", opt.RunBytes, compareConstRecords)
	}
	nsIdx := make(map[string]int, len(p1.nsNames))
	for i, n := range p1.nsNames {
		nsIdx[n] = i
	}
	var rec []byte
	// One block in the making per namespace: a job's memories share one.
	// The blocks are numbered as they are sent, so each namespace's units
	// keep their input order. When many namespaces hold partial blocks,
	// all are sent (bounding what is held).
	blocks := make([][]memory.Memory, len(p1.nsNames))
	pending := 0
	var major uint64
	send := func(j job) error {
		select {
		case jobs <- j:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	sendBlock := func(ns int) error {
		if len(blocks[ns]) == 0 {
			return nil
		}
		pending -= len(blocks[ns])
		j := job{major: major, ns: ns, ms: blocks[ns]}
		major++
		blocks[ns] = nil
		return send(j)
	}
	flushAll := func() error {
		for ns := range blocks {
			if err := sendBlock(ns); err != nil {
				return err
			}
		}
		return nil
	}
	maxPending := 8 * opt.Block * opt.Workers
	if err := src.each(func(m *memory.Memory, raw []byte) error {
		if mb, ok := p1.members[m.ID]; ok {
			rec = binary.BigEndian.AppendUint64(rec[:0], uint64(mb.comp))
			rec = binary.BigEndian.AppendUint64(rec, uint64(mb.line))
			rec = append(rec, raw...)
			return consts.add(rec)
		}
		ns := nsIdx[m.Namespace]
		if blocks[ns] == nil {
			blocks[ns] = make([]memory.Memory, 0, opt.Block)
		}
		blocks[ns] = append(blocks[ns], *m)
		pending++
		if len(blocks[ns]) == opt.Block {
			return sendBlock(ns)
		}
		if pending > maxPending {
			return flushAll()
		}
		return nil
	}); err != nil {
		return err
	}
	if err := flushAll(); err != nil {
		return err
	}
	if consts == nil {
		return nil
	}
	return streamConstellations(consts, src, nsIdx, opt.Block, send)
}

// compareConstRecords orders constellation members by constellation, then
// line (the first 16 bytes).
func compareConstRecords(a, b []byte) int { return bytes.Compare(a[:16], b[:16]) }

// streamConstellations merges the spilled constellation members and sends
// whole constellations, several to a job up to block memories, each
// job's memories in input order.
func streamConstellations(consts *sorter, src source, nsIdx map[string]int, block int, send func(job) error) (err error) {
	rs, err := newRunSet([]*sorter{consts})
	if err != nil {
		return err
	}
	m, err := rs.merger()
	if err != nil {
		return err
	}
	defer func() {
		if cerr := m.close(); err == nil && cerr != nil {
			err = cerr
		}
	}()
	var ms []memory.Memory
	var cur int64 = -1
	ns := 0
	if err := src.members(m, func(comp int64, mm *memory.Memory) error {
		// A constellation lives in one namespace; a job holds whole
		// constellations of one namespace.
		mns := nsIdx[mm.Namespace]
		if comp != cur && len(ms) > 0 && (len(ms) >= block || mns != ns) {
			if err := send(job{ns: ns, ms: ms, constellation: true}); err != nil {
				return err
			}
			ms = nil
		}
		cur, ns = comp, mns
		ms = append(ms, *mm)
		return nil
	}); err != nil {
		return err
	}
	if len(ms) > 0 {
		return send(job{ns: ns, ms: ms, constellation: true})
	}
	return nil
}

// lineFeed serves the merged constellation records' lines, one per line,
// as an io.Reader, and queues each line's constellation.
type lineFeed struct {
	m     *merger
	pend  []byte
	comps []int64
	err   error
}

func (f *lineFeed) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		if len(f.pend) == 0 {
			r, err := f.m.next()
			if err == io.EOF {
				if n == 0 {
					return 0, io.EOF
				}
				return n, nil
			}
			if err != nil {
				f.err = err
				return n, err
			}
			f.comps = append(f.comps, int64(binary.BigEndian.Uint64(r[:8])))
			f.pend = append(append(f.pend[:0], r[16:]...), '\n')
		}
		k := copy(p[n:], f.pend)
		f.pend = f.pend[k:]
		n += k
	}
	return n, nil
}

// streamRule runs the rule over the merged records, batch by batch of
// whole key groups (never across namespaces), on workers goroutines, and
// emits each batch's result in order (from one goroutine).
func streamRule(ctx context.Context, m *merger, cfg detector.Config, reports map[string]*detector.Reports, batchUnits, workers int, emit EmitFunc) error {
	// A batch's units are in parts of at most chunk units (no slice
	// grows by copying, however large a key group), which the rule takes
	// as they are (detector.DetectParts).
	chunk := max(64, min(batchUnits, 4096))
	type batch struct {
		ns    string
		parts [][]svo.Unit
		n     int // units in parts
		views int // views of clause old_value_anchor among units
		res   detector.Result
		done  chan struct{}
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	todo := make(chan *batch, workers)
	inOrder := make(chan *batch, 2*workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range todo {
				c := cfg
				if r, ok := reports[b.ns]; ok {
					c.Reports = r
				}
				b.res = detector.DetectParts(b.parts, c)
				// The views are counted in Anchored (streamAnchor), not as
				// input units.
				b.res.Summary.Units -= b.views
				close(b.done)
			}
		}()
	}
	// The units in flight (sent, not yet emitted) are bounded: a batch
	// waits while others hold budget units, so what is decoded at once is
	// the budget plus the batch being built (at least its key group).
	budget := 3 * workers * batchUnits
	var (
		mu       sync.Mutex
		freed    = sync.NewCond(&mu)
		inflight int
	)
	release := func(n int) {
		mu.Lock()
		inflight -= n
		mu.Unlock()
		freed.Broadcast()
	}
	var emitErr error
	emitted := make(chan struct{})
	go func() {
		defer close(emitted)
		for b := range inOrder {
			<-b.done
			n := b.n
			if emitErr == nil && ctx.Err() == nil {
				if emitErr = emit(b.ns, &b.res, b.parts); emitErr != nil {
					cancel()
				}
			}
			b.parts, b.res = nil, detector.Result{}
			release(n)
		}
	}()
	stop := context.AfterFunc(ctx, func() {
		mu.Lock() // not between the producer's check and its Wait
		mu.Unlock()
		freed.Broadcast()
	})
	defer stop()
	produce := func() error {
		cur := &batch{done: make(chan struct{})}
		// A batch holds its units' strings: one copy of each key string,
		// value, rule and form (decoded through strs, cleared with each
		// batch), and a memory id inside its unit id.
		strs := interner{}
		haveNS := false
		var lastKey []byte
		flush := func() error {
			if cur.n == 0 {
				return nil
			}
			b := cur
			cur = &batch{done: make(chan struct{})}
			clear(strs)
			mu.Lock()
			for inflight > 0 && inflight+b.n > budget && ctx.Err() == nil {
				freed.Wait()
			}
			inflight += b.n
			mu.Unlock()
			select {
			case inOrder <- b:
			case <-ctx.Done():
				return ctx.Err()
			}
			select {
			case todo <- b:
			case <-ctx.Done():
				close(b.done) // never computed; the emitter skips it once cancelled
				return ctx.Err()
			}
			return nil
		}
		for {
			r, err := nextUnitWith(m, strs)
			if err == io.EOF {
				break
			}
			if err != nil {
				return err
			}
			key, rns, u, view := r.key, r.ns, r.u, r.view
			if !bytes.Equal(key, lastKey) {
				// A new key group: the batch may end here.
				if (haveNS && rns != cur.ns) || cur.n >= batchUnits {
					if err := flush(); err != nil {
						return err
					}
				}
				cur.ns, haveNS = rns, true
				lastKey = append(lastKey[:0], key...)
			}
			if k := len(cur.parts); k == 0 || len(cur.parts[k-1]) == cap(cur.parts[k-1]) {
				// parts of 64, 128, ... units up to chunk: a small batch
				// (a small namespace) takes little
				c := 64
				if k > 0 {
					c = min(chunk, 2*cap(cur.parts[k-1]))
				}
				cur.parts = append(cur.parts, make([]svo.Unit, 0, c))
			}
			k := len(cur.parts) - 1
			cur.parts[k] = append(cur.parts[k], u)
			cur.n++
			if view {
				cur.views++
			}
		}
		return flush()
	}
	err := produce()
	close(todo)
	close(inOrder)
	wg.Wait()
	<-emitted
	if emitErr != nil {
		return emitErr
	}
	if err != nil {
		return err
	}
	return ctx.Err()
}

// viewBase puts the views of clause old_value_anchor after every extracted
// unit, as DetectParts appends them.
const viewBase = 1 << 63

// seqUnit is a unit with its sequence number.
type seqUnit struct {
	major uint64
	minor uint32
	u     svo.Unit
}

// streamAnchor computes the views of clause old_value_anchor, namespace by
// namespace, with detector.AnchorViews over the units it depends on: those
// that state an old value, and every (not key-only) unit of each key that
// holds a stated old value, in the in-memory path's order. It adds them to
// vs as records and counts them in the namespaces' summaries (Anchored; a
// view the rule would skip in Skipped, as DetectParts counts it). Memory:
// those units (AnchorViews's own input), one key group at a time besides.
func streamAnchor(ctx context.Context, rs *runSet, cfg detector.Config, want map[string]map[string]bool, nsIdx map[string]int, vs *sorter, nss []Namespace) error {
	m, err := rs.merger()
	if err != nil {
		return err
	}
	defer m.close()
	subset := map[string][]seqUnit{}
	oldIdx := map[string]detector.OldValues{} // per namespace, built once
	var group []seqUnit
	var groupNS string
	endGroup := func() {
		if len(group) == 0 {
			return
		}
		olds, ok := oldIdx[groupNS]
		if !ok {
			olds = detector.NewOldValues(want[groupNS])
			oldIdx[groupNS] = olds
		}
		// the whole group when a unit holds a stated old value; otherwise
		// only the units stating an old value, and of a named holder's
		// negations only those that may have a view: AnchorViews gives
		// none to a negation whose own key held the negated value before
		// (an earlier affirmed version whose value contains it or is
		// contained in it), which this group decides alone
		holder := false
		for i := range group {
			u := &group[i].u
			if !u.KeyOnly && len(olds.Held(normValue(u.Value.Canon))) > 0 && !valueNegation(u, cfg) {
				holder = true
				break
			}
		}
		for _, su := range group {
			if su.u.KeyOnly {
				continue
			}
			if !holder {
				k, ok := detector.KeyOf(&su.u, cfg)
				if !ok {
					continue
				}
				if _, ok := detector.StatedOld(&su.u, k); !ok {
					continue
				}
				if su.u.Negated && endsOwnVersion(group, &su.u) {
					continue
				}
			}
			subset[groupNS] = append(subset[groupNS], su)
		}
		group = group[:0]
	}
	// The records are read and decoded on a goroutine of their own while
	// this one groups them: the two halves of the pass run at once.
	rctx, stop := context.WithCancel(ctx)
	items, readErr := readAnchorItems(rctx, m, want)
	defer func() {
		stop()
		for range items { // the reader has stopped when items is closed
		}
	}()
	for batch := range items {
		for i := range batch.items {
			it := &batch.items[i]
			if it.newKey {
				endGroup()
				if err := ctx.Err(); err != nil {
					return err
				}
			}
			if it.skip {
				continue // no unit of this namespace states an old value
			}
			groupNS = it.ns
			group = append(group, it.su)
		}
		batch.recycle()
	}
	if err := *readErr; err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	endGroup()
	names := make([]string, 0, len(subset))
	for ns := range subset {
		names = append(names, ns)
	}
	slices.Sort(names)
	var rec []byte
	for _, ns := range names {
		sub := subset[ns]
		slices.SortFunc(sub, func(a, b seqUnit) int {
			if a.major != b.major {
				return cmp.Compare(a.major, b.major)
			}
			return cmp.Compare(a.minor, b.minor)
		})
		units := make([]svo.Unit, len(sub))
		for i := range sub {
			units[i] = sub[i].u
		}
		delete(subset, ns)
		views := detector.AnchorViews([][]svo.Unit{units}, cfg)
		n := &nss[nsIdx[ns]].Summary
		n.Anchored += len(views)
		for i := range views {
			k, ok := detector.KeyOf(&views[i], cfg)
			if !ok {
				n.Skipped++
				continue
			}
			rec = appendRecord(rec[:0], ns, k, viewBase+uint64(i), 0, &views[i], true)
			if err := vs.add(rec); err != nil {
				return err
			}
		}
	}
	return nil
}

// valueNegation reports a negated bare copula that states its own value as
// the old value (detector.StatedOld: "Not Priyanka anymore"). Its value
// alone does not make its key group one that holds a stated old value:
// AnchorViews reads of its own key only whether an affirmed unit held that
// value, and such a unit brings the group in by itself; so a large "be"
// group is not held whole for it.
func valueNegation(u *svo.Unit, cfg detector.Config) bool {
	if !u.Negated || u.Named {
		return false
	}
	k, ok := detector.KeyOf(u, cfg)
	if !ok {
		return false
	}
	_, ok = detector.StatedOld(u, k)
	return ok
}

// anchorItem is one record of the anchor pass, decoded: newKey marks the
// first record of a key group; skip, a record of a namespace where no unit
// states an old value (its unit is not decoded for the pass).
type anchorItem struct {
	newKey, skip bool
	ns           string
	su           seqUnit
}

// anchorBatch is a run of anchorItems handed from the reader to the
// grouping; recycle gives its storage back to the reader.
type anchorBatch struct {
	items []anchorItem
	free  chan<- []anchorItem
}

func (b anchorBatch) recycle() {
	clear(b.items) // no unit kept alive by a buffer waiting for reuse
	select {
	case b.free <- b.items[:0]:
	default:
	}
}

// anchorBatchLen is the records of an anchorBatch; at most
// anchorBatches batches exist at once.
const (
	anchorBatchLen = 512
	anchorBatches  = 4
)

// readAnchorItems reads every record of m in order on a new goroutine and
// sends them in batches, closing the channel at the end (or when ctx is
// done); the error it met, if any, is in *err once the channel is closed.
func readAnchorItems(ctx context.Context, m *merger, want map[string]map[string]bool) (<-chan anchorBatch, *error) {
	out := make(chan anchorBatch, anchorBatches-2)
	free := make(chan []anchorItem, anchorBatches)
	var readErr error
	go func() {
		defer close(out)
		batch := make([]anchorItem, 0, anchorBatchLen)
		send := func() bool {
			select {
			case out <- anchorBatch{items: batch, free: free}:
			case <-ctx.Done():
				return false
			}
			select {
			case batch = <-free:
			default:
				batch = make([]anchorItem, 0, anchorBatchLen)
			}
			return true
		}
		first := true
		var lastKey []byte
		for {
			r, err := nextUnit(m)
			if err == io.EOF {
				break
			}
			if err != nil {
				readErr = err
				return
			}
			it := anchorItem{ns: r.ns}
			if first || !bytes.Equal(r.key, lastKey) {
				it.newKey, first = true, false
				lastKey = append(lastKey[:0], r.key...)
			}
			if want[r.ns] == nil {
				it.skip = true
			} else {
				it.su = seqUnit{r.major, r.minor, r.u}
			}
			batch = append(batch, it)
			if len(batch) == anchorBatchLen && !send() {
				return
			}
		}
		if len(batch) > 0 {
			send()
		}
	}()
	return out, &readErr
}

// endsOwnVersion reports a negated unit n of a key group whose key held the
// value n negates before n: an affirmed version strictly earlier whose value
// contains n's as a run of words or is contained in it (the rule of
// detector.AnchorViews for a named holder's negation, which then has no
// view).
func endsOwnVersion(group []seqUnit, n *svo.Unit) bool {
	t := n.OrderTime()
	nv := strings.Fields(n.Value.Canon)
	for i := range group {
		m := &group[i].u
		if m.KeyOnly || m.Negated || !m.OrderTime().Before(t) {
			continue
		}
		mv := strings.Fields(m.Value.Canon)
		if len(mv) == 0 {
			continue // no version of the rule (detector.KeyOf)
		}
		if detector.ContainsSeq(mv, nv) || detector.ContainsSeq(nv, mv) {
			return true
		}
	}
	return false
}

// streamAlias re-keys the records of aliased surnames (clause
// surname_alias) under their full names: one pass over the merged runs into
// a new sorter, every other record copied as it is.
func streamAlias(ctx context.Context, rs *runSet, cfg detector.Config, aliases map[string]map[string]string, dir string, runBytes int) (*runSet, error) {
	m, err := rs.merger()
	if err != nil {
		return nil, err
	}
	defer m.close()
	out := newRecordSorter(dir, "aliased", runBytes)
	var buf []byte
	for n := 0; ; n++ {
		r, err := nextUnit(m)
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if n%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		u := r.u
		full, ok := aliases[r.ns][normValue(u.Subject.Canon)]
		if !ok {
			if err := out.add(r.rec); err != nil {
				return nil, err
			}
			continue
		}
		u.Subject.Canon = full
		k, ok := detector.KeyOf(&u, cfg)
		if !ok {
			return nil, fmt.Errorf("stream: aliased unit %s lost its key", u.ID)
		}
		buf = appendRecord(buf[:0], r.ns, k, r.major, r.minor, &u, r.view)
		if err := out.add(buf); err != nil {
			return nil, err
		}
	}
	return newRunSet([]*sorter{out})
}

// mergedUnit is one record of a merged run set, decoded.
type mergedUnit struct {
	rec, key []byte
	ns       string
	u        svo.Unit
	view     bool
	major    uint64
	minor    uint32
}

// nextUnit reads and decodes the merger's next record (io.EOF at the end):
// the passes over the runs (anchor views, aliases, the rule) read records
// the same way.
func nextUnit(m *merger) (mergedUnit, error) { return nextUnitWith(m, nil) }

// nextUnitWith is nextUnit decoding through in (decodeRecordWith).
func nextUnitWith(m *merger, in interner) (mergedUnit, error) {
	rec, err := m.next()
	if err != nil {
		return mergedUnit{}, err
	}
	d, err := decodeRecordAll(rec, in)
	if err != nil {
		return mergedUnit{}, err
	}
	return mergedUnit{rec: rec, key: d.key, ns: d.ns, u: d.u, view: d.view, major: d.major, minor: d.minor}, nil
}
