package stage1

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"

	"l9/memory"
	"l9/svo"
)

// ExtractOptions tune Extract; the zero value is GOMAXPROCS workers and
// blocks of DefaultBlock memories.
type ExtractOptions struct {
	Workers int // goroutines (0: GOMAXPROCS)
	Block   int // memories per block (0: DefaultBlock)
}

// DefaultBlock is how many memories a worker takes at once: large enough
// for svo's per-call content cache to find repeats, small enough that two
// workers finish together.
const DefaultBlock = 256

// Extract returns the units of ms for detector.DetectParts: the units of
// the memories outside constellations in input order, then those of the
// constellations (a parent and its explicit facets, extracted together in
// one svo call so that its facet handling sees them whole). The text
// fields of every unit (clause text and surface spans), which the detector
// never reads, are cleared so that the units do not keep the memories'
// content alive.
//
// The memories outside constellations are cut into blocks handed out to
// the workers through an atomic counter; each block is extracted with
// svo's All and its units are written at the block's index, so the result
// is the same whatever the number of workers or the scheduling (svo's
// extraction is a function of each memory alone). It stops early, with
// ctx's error, when ctx is done.
func Extract(ctx context.Context, ex *svo.Extractor, ms []memory.Memory, opt ExtractOptions) ([][]svo.Unit, error) {
	workers, block := opt.Workers, opt.Block
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if block <= 0 {
		block = DefaultBlock
	}
	ids := make(map[string]bool, len(ms))
	for i := range ms {
		ids[ms[i].ID] = true
	}
	inConst := make(map[string]bool) // ids of parents that have explicit facets
	for i := range ms {
		if m := &ms[i]; m.IsFacet && m.ParentID != "" && ids[m.ParentID] {
			inConst[m.ParentID] = true
		}
	}
	ids = nil
	var plain []int32 // indices of the memories outside constellations
	var consts []memory.Memory
	for i := range ms {
		m := &ms[i]
		if inConst[m.ID] || (m.IsFacet && inConst[m.ParentID]) {
			consts = append(consts, *m)
			continue
		}
		plain = append(plain, int32(i))
	}
	nblocks := (len(plain) + block - 1) / block
	parts := make([][]svo.Unit, nblocks, nblocks+1)
	var (
		next    atomic.Int64
		stopped atomic.Bool
		wg      sync.WaitGroup
	)
	if workers > nblocks {
		workers = max(nblocks, 1)
	}
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			buf := make([]memory.Memory, 0, block)
			for {
				b := int(next.Add(1) - 1)
				if b >= nblocks || stopped.Load() {
					return
				}
				if ctx.Err() != nil {
					stopped.Store(true)
					return
				}
				lo, hi := b*block, min((b+1)*block, len(plain))
				buf = buf[:0]
				for _, i := range plain[lo:hi] {
					buf = append(buf, ms[i])
				}
				parts[b] = clearText(ex.AllSerial(buf))
				clear(buf) // drop the copies' references to the memories
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if len(consts) > 0 {
		parts = append(parts, clearText(ex.All(consts)))
	}
	return parts, nil
}

func clearText(us []svo.Unit) []svo.Unit {
	for i := range us {
		u := &us[i]
		u.Text, u.Subject.Surface, u.Attribute.Surface, u.Value.Surface = "", "", "", ""
	}
	return us
}
