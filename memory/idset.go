package memory

import (
	"encoding/binary"
	"hash/maphash"
	"math"
)

// idSet is the set of ids a Reader has seen, each with its line: the ids
// back to back in one byte arena (uvarint length, bytes, 4-byte line) and
// an open-addressing table of arena offsets. Ten million short ids cost
// about 20 bytes each (a map[string]int about 40), and nothing in it is a
// pointer for the collector to scan: it is the one structure a streaming
// reader of a large input holds whole (l9 detect).
type idSet struct {
	seed  maphash.Seed
	arena []byte
	slots []uint32 // arena offset + 1; 0 is empty; len is a power of two
	n     int
	// overflow holds what the arena cannot address (beyond 4 GiB of ids)
	// or a line beyond 32 bits.
	overflow map[string]int
}

func newIDSet() *idSet { return &idSet{seed: maphash.MakeSeed(), slots: make([]uint32, 1024)} }

// at returns the id bytes and line stored at arena offset off.
func (s *idSet) at(off uint32) ([]byte, int) {
	n, k := binary.Uvarint(s.arena[off:])
	start := int(off) + k
	return s.arena[start : start+int(n)], int(binary.LittleEndian.Uint32(s.arena[start+int(n):]))
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
func (s *idSet) add(id string, line int) {
	off := len(s.arena)
	if off+binary.MaxVarintLen64+len(id)+4 >= math.MaxUint32 || line < 0 || line > math.MaxUint32 {
		if s.overflow == nil {
			s.overflow = map[string]int{}
		}
		s.overflow[id] = line
		return
	}
	if (s.n+1)*4 > len(s.slots)*3 {
		s.grow()
	}
	i, _ := s.find(id)
	s.arena = binary.AppendUvarint(s.arena, uint64(len(id)))
	s.arena = append(s.arena, id...)
	s.arena = binary.LittleEndian.AppendUint32(s.arena, uint32(line))
	s.slots[i] = uint32(off) + 1
	s.n++
}

// grow doubles the table.
func (s *idSet) grow() {
	old := s.slots
	s.slots = make([]uint32, 2*len(old))
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
