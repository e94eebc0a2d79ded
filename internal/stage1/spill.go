package stage1

import (
	"bufio"
	"cmp"
	"container/heap"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"

	"l9/internal/offheap"
)

// sorter is an external sort of byte records: records are buffered up to a
// byte budget, sorted and spilled to a temporary file as one run; Merge
// then yields every record of every run (and of the records still
// buffered) in order. The order must be total over distinct records for
// the output to be deterministic; every caller's records carry a unique
// sequence number.
type sorter struct {
	dir    string
	prefix string
	limit  int // bytes of records buffered before a spill
	cmp    func(a, b []byte) int

	buf   []byte   // the buffered records, back to back
	offs  []uint32 // start of each buffered record in buf
	runs  []string // spilled run files, each sorted
	nrecs int64
	// sorted: the buffered records are in order (sortBuffered since the
	// last add)
	sorted bool
	// keyed: the records are unit records, ordered by compareRecords
	// (sortKeyed may sort them)
	keyed bool
}

func newSorter(dir, prefix string, limit int, cmp func(a, b []byte) int) *sorter {
	return &sorter{dir: dir, prefix: prefix, limit: limit, cmp: cmp}
}

// newRecordSorter is a sorter of unit records (appendRecord), in
// compareRecords's order.
func newRecordSorter(dir, prefix string, limit int) *sorter {
	s := newSorter(dir, prefix, limit, compareRecords)
	s.keyed = true
	return s
}

// add buffers one record (copied), spilling a run when the budget is
// reached.
func (s *sorter) add(rec []byte) error {
	if s.buf == nil && s.limit >= offheap.Threshold && s.limit <= 1<<30 {
		// the run buffer, the bulk of a sorter, outside the heap (its
		// pages are taken as they are written; freed by release, or with
		// the sorter)
		s.buf = offheap.Bytes(s.limit)[:0]
		offheap.Owned(s, s.buf)
	}
	if len(s.buf) > 0 && len(s.buf)+len(rec) > s.limit {
		if err := s.spill(); err != nil {
			return err
		}
	}
	if uint64(len(s.buf))+uint64(len(rec)) > 1<<31 {
		return fmt.Errorf("sort: record of %d bytes too large", len(rec))
	}
	s.offs = append(s.offs, uint32(len(s.buf)))
	s.buf = binary.AppendUvarint(s.buf, uint64(len(rec)))
	s.buf = append(s.buf, rec...)
	s.nrecs++
	s.sorted = false
	return nil
}

// release lets the run buffer go (after a spill; s takes no more records).
func (s *sorter) release() {
	offheap.Free(s.buf)
	s.buf, s.offs = nil, nil
}

// record returns the buffered record starting at off.
func (s *sorter) record(off uint32) []byte {
	n, k := uvarint(s.buf[off:])
	start := int(off) + k
	return s.buf[start : start+int(n)]
}

func (s *sorter) sortBuffered() {
	if s.sorted {
		return
	}
	if !s.keyed || !s.sortKeyed() {
		slices.SortFunc(s.offs, func(a, b uint32) int { return s.cmp(s.record(a), s.record(b)) })
	}
	s.sorted = true
}

// maxKeyedKeys bounds the distinct keys sortKeyed ranks (beyond, the
// records are sorted by compareRecords alone).
const maxKeyedKeys = 1 << 16

// sortKeyed puts the buffered unit records in compareRecords's order
// without comparing records: each distinct key (the four strings) is
// ranked once, in compareRecords's order, and the records are sorted by
// (rank, sequence number) as numbers, which is the same order when no two
// records share a key and a sequence number. It reports false, leaving
// the records as they were, when it cannot: a record it cannot read, more
// than maxKeyedKeys keys, or two records tied (compareRecords then
// decides, as before). TestSortKeyedMatchesCompare compares the two.
func (s *sorter) sortKeyed() bool {
	type entry struct {
		major              uint64
		rank, minor, index uint32
	}
	ids := make(map[string]uint32)
	var keys [][]byte // views into s.buf, by id
	ents := make([]entry, len(s.offs))
	for i, off := range s.offs {
		rec := s.record(off)
		key, err := recordKey(rec)
		if err != nil || len(rec)-len(key) < 12 {
			return false
		}
		id, ok := ids[string(key)]
		if !ok {
			if len(keys) >= maxKeyedKeys {
				return false
			}
			id = uint32(len(keys))
			ids[string(key)] = id
			keys = append(keys, key)
		}
		seq := rec[len(key) : len(key)+12]
		ents[i] = entry{major: binary.BigEndian.Uint64(seq), minor: binary.BigEndian.Uint32(seq[8:]), rank: id, index: uint32(i)}
	}
	order := make([]uint32, len(keys))
	for i := range order {
		order[i] = uint32(i)
	}
	slices.SortFunc(order, func(a, b uint32) int {
		ra, rb := recReader{b: keys[a]}, recReader{b: keys[b]}
		return compareKeyParts(&ra, &rb)
	})
	rank := make([]uint32, len(keys))
	for r, id := range order {
		rank[id] = uint32(r)
	}
	for i := range ents {
		ents[i].rank = rank[ents[i].rank]
	}
	cmpEntry := func(a, b entry) int {
		if a.rank != b.rank {
			return cmp.Compare(a.rank, b.rank)
		}
		if a.major != b.major {
			return cmp.Compare(a.major, b.major)
		}
		return cmp.Compare(a.minor, b.minor)
	}
	slices.SortFunc(ents, cmpEntry)
	for i := 1; i < len(ents); i++ {
		if cmpEntry(ents[i-1], ents[i]) == 0 {
			return false
		}
	}
	offs := make([]uint32, len(ents))
	for i, e := range ents {
		offs[i] = s.offs[e.index]
	}
	copy(s.offs, offs)
	return true
}

// spill sorts the buffered records and writes them as a run file.
func (s *sorter) spill() (err error) {
	if len(s.offs) == 0 {
		return nil
	}
	s.sortBuffered()
	f, err := os.CreateTemp(s.dir, s.prefix+"-run-*")
	if err != nil {
		return fmt.Errorf("sort: spill: %w", err)
	}
	defer func() {
		if cerr := f.Close(); err == nil && cerr != nil {
			err = fmt.Errorf("sort: spill: %w", cerr)
		}
	}()
	s.runs = append(s.runs, f.Name())
	w := bufio.NewWriterSize(f, 1<<16)
	for _, off := range s.offs {
		n, k := uvarint(s.buf[off:])
		if _, err := w.Write(s.buf[off : int(off)+k+int(n)]); err != nil {
			return fmt.Errorf("sort: spill: %w", err)
		}
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("sort: spill: %w", err)
	}
	s.buf, s.offs = s.buf[:0], s.offs[:0]
	return nil
}

// maxFanIn is the most runs merged at once; beyond it runs are merged in
// rounds (each open run holds a 64 KiB read buffer).
const maxFanIn = 64

// cursor is one ordered stream of records in a merge.
type cursor interface {
	// next returns the next record (valid until the following call), or
	// io.EOF.
	next() ([]byte, error)
	close() error
}

// memCursor walks the sorted buffered records.
type memCursor struct {
	s *sorter
	i int
}

func (c *memCursor) next() ([]byte, error) {
	if c.i >= len(c.s.offs) {
		return nil, io.EOF
	}
	r := c.s.record(c.s.offs[c.i])
	c.i++
	return r, nil
}

func (c *memCursor) close() error { return nil }

// fileCursor reads a run file.
type fileCursor struct {
	f   *os.File
	r   *bufio.Reader
	rec []byte
}

func openRun(name string) (*fileCursor, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("sort: merge: %w", err)
	}
	return &fileCursor{f: f, r: bufio.NewReaderSize(f, 1<<16)}, nil
}

func (c *fileCursor) next() ([]byte, error) {
	n, err := binary.ReadUvarint(c.r)
	if err == io.EOF {
		return nil, io.EOF
	}
	if err != nil {
		return nil, fmt.Errorf("sort: read run %s: %w", c.f.Name(), err)
	}
	if uint64(cap(c.rec)) < n {
		c.rec = make([]byte, n, max(n, 2*uint64(cap(c.rec))))
	}
	c.rec = c.rec[:n]
	if _, err := io.ReadFull(c.r, c.rec); err != nil {
		return nil, fmt.Errorf("sort: read run %s: %w", c.f.Name(), noEOF(err))
	}
	return c.rec, nil
}

func (c *fileCursor) close() error { return c.f.Close() }

func noEOF(err error) error {
	if errors.Is(err, io.EOF) {
		return io.ErrUnexpectedEOF
	}
	return err
}

// merger is a k-way merge of cursors by a heap.
type merger struct {
	cmp  func(a, b []byte) int
	cs   []cursor
	head [][]byte // current record of each cursor in the heap
	h    []int    // heap of cursor indices
	last int      // cursor whose record was returned last (-1: none)
}

func (m *merger) Len() int           { return len(m.h) }
func (m *merger) Less(i, j int) bool { return m.cmp(m.head[m.h[i]], m.head[m.h[j]]) < 0 }
func (m *merger) Swap(i, j int)      { m.h[i], m.h[j] = m.h[j], m.h[i] }
func (m *merger) Push(x any)         { m.h = append(m.h, x.(int)) }
func (m *merger) Pop() any           { x := m.h[len(m.h)-1]; m.h = m.h[:len(m.h)-1]; return x }

func newMerger(cmp func(a, b []byte) int, cs []cursor) (*merger, error) {
	m := &merger{cmp: cmp, cs: cs, head: make([][]byte, len(cs)), last: -1}
	for i, c := range cs {
		r, err := c.next()
		if err == io.EOF {
			continue
		}
		if err != nil {
			return nil, err
		}
		m.head[i] = r
		m.h = append(m.h, i)
	}
	heap.Init(m)
	return m, nil
}

// next returns the smallest remaining record (valid until the next call).
func (m *merger) next() ([]byte, error) {
	if m.last >= 0 {
		// Advance the cursor whose record was returned last; its record
		// buffer may be reused only now.
		i := m.last
		m.last = -1
		r, err := m.cs[i].next()
		switch {
		case err == io.EOF:
			heap.Pop(m)
		case err != nil:
			return nil, err
		default:
			m.head[i] = r
			heap.Fix(m, 0)
		}
	}
	if len(m.h) == 0 {
		return nil, io.EOF
	}
	m.last = m.h[0]
	return m.head[m.last], nil
}

func (m *merger) close() error {
	var first error
	for _, c := range m.cs {
		if err := c.close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// runSet is every record added to some sorters, as at most maxFanIn runs
// (files, and the sorters' buffered records, sorted), which can be merged
// any number of times. The run files live in the sorters' directory, which
// the caller removes.
type runSet struct {
	cmp  func(a, b []byte) int
	runs []string
	mem  []*sorter
}

// newRunSet sorts the buffered records of ss and merges their runs in
// rounds until at most maxFanIn remain. ss must share one comparison.
func newRunSet(ss []*sorter) (*runSet, error) {
	rs := &runSet{cmp: func(a, b []byte) int { return 0 }}
	if len(ss) == 0 {
		return rs, nil
	}
	rs.cmp = ss[0].cmp
	for _, s := range ss {
		if err := rs.add(s); err != nil {
			return nil, err
		}
	}
	return rs, nil
}

// keepBuffered is the most buffered bytes a sorter that never spilled keeps
// in memory when it joins a run set (a small input needs no file); a
// larger one, or one that spilled before, spills them too and lets its
// buffer go, so that what a merge holds is its read buffers.
const keepBuffered = 1 << 20

// add includes every record of s: its runs, and its buffered records
// (spilled, or sorted and kept; s must not be added to afterwards). Runs
// beyond maxFanIn are merged in rounds.
func (rs *runSet) add(s *sorter) error {
	if err := s.finish(); err != nil {
		return err
	}
	rs.runs = append(rs.runs, s.runs...)
	s.runs = nil
	if len(s.offs) > 0 {
		rs.mem = append(rs.mem, s)
	}
	for len(rs.runs)+len(rs.mem) > maxFanIn {
		n := min(maxFanIn, len(rs.runs))
		merged, err := mergeRuns(s, rs.runs[:n])
		if err != nil {
			return err
		}
		rs.runs = append(rs.runs[n:], merged)
	}
	return nil
}

// finish readies s's buffered records for a run set: spilled (and the
// buffer let go) when s spilled before or holds more than keepBuffered,
// else sorted in memory. s takes no more records afterwards. A run set's
// add finishes its sorters; a sorter's owner may finish it first, so that
// the sorting and writing of several sorters' last records run at once.
func (s *sorter) finish() error {
	if len(s.runs) > 0 || len(s.buf) > keepBuffered {
		if err := s.spill(); err != nil {
			return err
		}
		s.release()
		return nil
	}
	s.sortBuffered()
	return nil
}

// merger opens a merge over every record of the set. The caller closes it.
func (rs *runSet) merger() (*merger, error) {
	cs := make([]cursor, 0, len(rs.runs)+len(rs.mem))
	for _, r := range rs.runs {
		c, err := openRun(r)
		if err != nil {
			for _, c := range cs {
				c.close()
			}
			return nil, err
		}
		cs = append(cs, c)
	}
	for _, s := range rs.mem {
		cs = append(cs, &memCursor{s: s})
	}
	return newMerger(rs.cmp, cs)
}

// mergeRuns merges run files into one new run file and removes them.
func mergeRuns(s *sorter, runs []string) (name string, err error) {
	cs := make([]cursor, 0, len(runs))
	for _, r := range runs {
		c, err := openRun(r)
		if err != nil {
			for _, c := range cs {
				c.close()
			}
			return "", err
		}
		cs = append(cs, c)
	}
	m, err := newMerger(s.cmp, cs)
	if err != nil {
		return "", err
	}
	defer func() {
		if cerr := m.close(); err == nil && cerr != nil {
			err = cerr
		}
	}()
	f, err := os.CreateTemp(s.dir, s.prefix+"-run-*")
	if err != nil {
		return "", fmt.Errorf("sort: merge: %w", err)
	}
	w := bufio.NewWriterSize(f, 1<<16)
	var lb [binary.MaxVarintLen64]byte
	for {
		r, err := m.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			f.Close()
			return "", err
		}
		w.Write(lb[:binary.PutUvarint(lb[:], uint64(len(r)))])
		if _, err := w.Write(r); err != nil {
			f.Close()
			return "", fmt.Errorf("sort: merge: %w", err)
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return "", fmt.Errorf("sort: merge: %w", err)
	}
	if err := f.Close(); err != nil {
		return "", fmt.Errorf("sort: merge: %w", err)
	}
	for _, r := range runs {
		os.Remove(r) // merged into f; the directory goes at the end anyway
	}
	return f.Name(), nil
}
