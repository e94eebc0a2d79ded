package memory

import (
	"encoding/binary"
	"hash/maphash"
	"math"

	"l9/internal/offheap"
)

// idSet is the set of ids a Reader has seen, each with its line: the ids
// back to back in an arena of 1 MiB chunks (uvarint length, bytes, 4-byte
// line; chunks, so that growing never copies nor holds it twice) and an
// open-addressing table of arena offsets. Ten million short ids cost
// about 20 bytes each (a map[string]int about 40), and nothing in it is a
// pointer for the collector to scan: it is the one structure a streaming
// reader of a large input holds whole (l9 detect).
type idSet struct {
	seed   maphash.Seed
	chunks [][]byte // each of cap chunkSize
	slots  []uint32 // arena offset + 1 (chunk << chunkBits | position); 0 is empty; len is a power of two
	n      int
	// overflow holds what the arena cannot address (beyond 4 GiB of ids),
	// an id longer than a chunk, or a line beyond 32 bits.
	overflow map[string]int
}

const (
	chunkBits = 20
	chunkSize = 1 << chunkBits
	maxChunks = 1<<(32-chunkBits) - 1
)

func newIDSet() *idSet { return &idSet{seed: maphash.MakeSeed(), slots: make([]uint32, 1024)} }

// release frees the set's memory; s is empty afterwards.
func (s *idSet) release() {
	for _, c := range s.chunks {
		offheap.Free(c)
	}
	offheap.Free(offheap.BytesOf(s.slots))
	*s = idSet{}
}

// at returns the id bytes and line stored at arena offset off.
func (s *idSet) at(off uint32) ([]byte, int) {
	c := s.chunks[off>>chunkBits][off&(chunkSize-1):]
	n, k := binary.Uvarint(c)
	end := k + int(n)
	return c[k:end], int(binary.LittleEndian.Uint32(c[end:]))
}

// find returns the slot of id: the slot holding it, or the empty slot
// where it would go.
func (s *idSet) find(id string) (int, bool) {
	mask := len(s.slots) - 1
	i := int(maphash.String(s.seed, id)) & mask
	for {
		v := s.slots[i]
		if v == 0 {
			return i, false
		}
		if b, _ := s.at(v - 1); string(b) == id {
			return i, true
		}
		i = (i + 1) & mask
	}
}

// get returns the line of id, if seen.
func (s *idSet) get(id string) (int, bool) {
	if i, ok := s.find(id); ok {
		_, line := s.at(s.slots[i] - 1)
		return line, true
	}
	line, ok := s.overflow[id]
	return line, ok
}

// add records id (not yet in the set) at line.
func (s *idSet) add(id string, line int) { s.addAt(id, line, -1) }

// addNew records id at line unless the set has it: then it reports the
// line id was recorded at (get, then add when absent, with one probe of
// the table).
func (s *idSet) addNew(id string, line int) (int, bool) {
	i, ok := s.find(id)
	if ok {
		_, prev := s.at(s.slots[i] - 1)
		return prev, true
	}
	if prev, ok := s.overflow[id]; ok {
		return prev, true
	}
	s.addAt(id, line, i)
	return 0, false
}

// addAt is add, given id's empty slot i as find returned it (-1: not
// known).
func (s *idSet) addAt(id string, line int, i int) {
	need := binary.MaxVarintLen64 + len(id) + 4
	last := len(s.chunks) - 1
	if last < 0 || len(s.chunks[last])+need > chunkSize {
		if need <= chunkSize && len(s.chunks) < maxChunks {
			// the first chunk on the heap (a small input), the others
			// outside it (internal/offheap): a large set is pointer-free
			// bytes the collector's heap goal need not double
			c := make([]byte, 0, chunkSize)
			if len(s.chunks) > 0 {
				c = offheap.Bytes(chunkSize)[:0]
				offheap.Owned(s, c)
			}
			s.chunks = append(s.chunks, c)
			last++
		}
	}
	if need > chunkSize || last < 0 || len(s.chunks[last])+need > chunkSize || line < 0 || uint64(line) > math.MaxUint32 {
		if s.overflow == nil {
			s.overflow = map[string]int{}
		}
		s.overflow[id] = line
		return
	}
	if (s.n+1)*4 > len(s.slots)*3 {
		s.grow()
		i = -1 // the table moved
	}
	if i < 0 {
		i, _ = s.find(id)
	}
	c := s.chunks[last]
	off := uint32(last)<<chunkBits | uint32(len(c))
	c = binary.AppendUvarint(c, uint64(len(id)))
	c = append(c, id...)
	c = binary.LittleEndian.AppendUint32(c, uint32(line))
	s.chunks[last] = c
	s.slots[i] = off + 1
	s.n++
}

// grow doubles the table.
func (s *idSet) grow() {
	old := s.slots
	s.slots = offheap.Uint32s(2 * len(old))
	offheap.Owned(s, offheap.BytesOf(s.slots))
	defer offheap.Free(offheap.BytesOf(old))
	mask := len(s.slots) - 1
	for _, v := range old {
		if v == 0 {
			continue
		}
		id, _ := s.at(v - 1)
		i := int(maphash.Bytes(s.seed, id)) & mask
		for s.slots[i] != 0 {
			i = (i + 1) & mask
		}
		s.slots[i] = v
	}
}
