package memory

import (
	"bytes"
)

// ReadAhead makes the Reader read and decode its lines on a goroutine of
// its own, a few batches ahead of Scan, so that the caller's work on one
// memory (an id set, a first pass's bookkeeping) runs beside the decoding
// of the next. Scan returns the same memories, lines and raw bytes in the
// same order, and the errors, warnings and ids are the same: the
// goroutine only scans lines and runs the common line's decoder (a pure
// function of the line); everything that reads or changes the Reader's
// state (the thorough parser, its errors and warnings, the duplicate
// check) stays in Scan, line by line.
//
// Call ReadAhead before the first Scan. The goroutine reads the underlying
// reader: call Scan until it returns false, or Close, before using that
// reader again (Scan stops the goroutine before it returns false).
func (r *Reader) ReadAhead() {
	if r.ahead != nil || r.line > 0 {
		return
	}
	if r.aheadLines <= 0 {
		r.aheadLines = 256
	}
	a := &readAhead{
		batches: make(chan *aheadBatch, 3),
		stop:    make(chan struct{}),
		done:    make(chan struct{}),
	}
	r.ahead = a
	go a.run(r.sc.Scan, r.sc.Bytes, r.sc.Err, r.aheadLines, r.thorough)
}

// Close stops a read-ahead goroutine (ReadAhead) and waits for it; Scan
// returns false afterwards. Without ReadAhead it does nothing.
func (r *Reader) Close() {
	if a := r.ahead; a != nil {
		a.close()
		r.aheadOver = true
	}
}

// readAhead is the state of ReadAhead: the batches the goroutine sends,
// the batch Scan is reading and its position in it.
type readAhead struct {
	batches chan *aheadBatch
	stop    chan struct{} // closed by Scan's side to stop the goroutine
	done    chan struct{} // closed by the goroutine when it returns
	stopped bool
	cur     *aheadBatch
	i       int
}

// aheadBatch is a run of lines as the goroutine read them; end marks the
// last batch (the scanner stopped after its lines, err its error), lines
// the number of lines scanned up to the batch's end.
type aheadBatch struct {
	items []aheadLine
	lines int
	end   bool
	err   error
}

// aheadLine is one line: its number, its bytes (trimmed and copied; nil
// for a blank line), and the common line's decoding of it when that
// decoder took it (fast).
type aheadLine struct {
	line int
	b    []byte
	m    Memory
	fast bool
}

func (a *readAhead) run(scan func() bool, line func() []byte, scanErr func() error, perBatch int, thorough bool) {
	defer close(a.done)
	n := 0
	for {
		batch := &aheadBatch{items: make([]aheadLine, 0, perBatch)}
		var arena []byte // the batch's lines, copied into one buffer
		for len(batch.items) < perBatch {
			if !scan() {
				batch.end, batch.err = true, scanErr()
				break
			}
			n++
			it := aheadLine{line: n}
			if b := bytes.TrimSpace(line()); len(b) > 0 {
				if cap(arena)-len(arena) < len(b) {
					arena = make([]byte, 0, max(len(b), 64<<10))
				}
				start := len(arena)
				arena = append(arena, b...)
				it.b = arena[start:len(arena):len(arena)]
				if !thorough {
					it.m, it.fast = fastParse(it.b)
				}
			}
			batch.items = append(batch.items, it)
		}
		batch.lines = n
		select {
		case a.batches <- batch:
		case <-a.stop:
			return
		}
		if batch.end {
			return
		}
	}
}

// close stops the goroutine and waits until it has returned (it no longer
// reads the underlying reader).
func (a *readAhead) close() {
	if !a.stopped {
		a.stopped = true
		close(a.stop)
	}
	<-a.done
}

// next returns the next line read ahead, or the last batch (end) once
// its lines are all read.
func (a *readAhead) next() (*aheadLine, *aheadBatch) {
	for a.cur == nil || a.i == len(a.cur.items) {
		if a.cur != nil && a.cur.end {
			return nil, a.cur
		}
		a.cur, a.i = <-a.batches, 0
	}
	it := &a.cur.items[a.i]
	a.i++
	return it, nil
}
