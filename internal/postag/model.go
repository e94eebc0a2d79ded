package postag

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"unsafe"
)

// model is prose's published English averaged-perceptron model, read as
// data. The layout is the one prose documents for its model file ("flat",
// version 1): a magic string, the class names, the feature strings
// concatenated in one blob with offsets, compressed-sparse-row pairs
// (feature -> class ids and float32 weights) and the unambiguous-word map.
// All integers are little-endian.
type model struct {
	raw     []byte // the model file
	classes []string

	blob    string   // the feature strings, concatenated
	featOff []uint32 // nFeatures+1 offsets into blob
	pairOff []uint32 // nFeatures+1 offsets into classIDs and weights

	classIDs []uint8
	weights  []float32

	// unambiguous maps a word (as written) to the only class the model
	// gives it.
	unambiguous map[string]uint8
}

const (
	modelMagic   = "PROSETAG"
	modelVersion = 1
	maxClasses   = 256 // class ids are one byte
)

// feature returns feature i's string (a view into the blob).
func (m *model) feature(i int) string { return m.blob[m.featOff[i]:m.featOff[i+1]] }

// decoder reads the model's fields in order, remembering the first problem.
type decoder struct {
	b   []byte
	pos int
	err error
}

func (d *decoder) take(n int) []byte {
	if d.err != nil {
		return nil
	}
	if n < 0 || n > len(d.b)-d.pos {
		d.err = fmt.Errorf("truncated model: %d bytes wanted at offset %d, %d left", n, d.pos, len(d.b)-d.pos)
		return nil
	}
	s := d.b[d.pos : d.pos+n]
	d.pos += n
	return s
}

func (d *decoder) uint32() uint32 {
	if s := d.take(4); s != nil {
		return binary.LittleEndian.Uint32(s)
	}
	return 0
}

func (d *decoder) uint8() uint8 {
	if s := d.take(1); s != nil {
		return s[0]
	}
	return 0
}

// text reads a string with a two-byte length.
func (d *decoder) text() string {
	s := d.take(2)
	if s == nil {
		return ""
	}
	return string(d.take(int(binary.LittleEndian.Uint16(s))))
}

func (d *decoder) uint32s(n int) []uint32 {
	s := d.take(4 * n)
	if s == nil {
		return nil
	}
	out := make([]uint32, n)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(s[4*i:])
	}
	return out
}

// count reads a uint32 count and checks that at least min bytes per item
// remain, so that a corrupt count fails here instead of allocating.
func (d *decoder) count(what string, min int) int {
	n := int(d.uint32())
	if d.err == nil && n*min > len(d.b)-d.pos {
		d.err = fmt.Errorf("corrupt model: %d %s cannot fit in %d bytes", n, what, len(d.b)-d.pos)
	}
	return n
}

// parseModel reads a model. The feature strings are views into data, which
// must stay unmodified (prose's embedded model is read-only data).
func parseModel(data []byte) (*model, error) {
	d := &decoder{b: data}
	if string(d.take(len(modelMagic))) != modelMagic {
		return nil, errors.New("not a prose tagger model (bad magic)")
	}
	if v := d.uint32(); d.err == nil && v != modelVersion {
		return nil, fmt.Errorf("prose tagger model version %d, want %d", v, modelVersion)
	}
	m := &model{raw: data}
	nc := d.count("classes", 2)
	if d.err == nil && (nc == 0 || nc > maxClasses) {
		return nil, fmt.Errorf("model has %d classes, want 1..%d", nc, maxClasses)
	}
	for range nc {
		if d.err != nil {
			break
		}
		m.classes = append(m.classes, d.text())
	}
	nf := d.count("features", 0)
	np := d.count("pairs", 5)
	nb := d.count("blob bytes", 1)
	if d.err == nil && 8*(nf+1) > len(d.b)-d.pos-nb {
		d.err = fmt.Errorf("corrupt model: %d features cannot fit", nf)
	}
	if blob := d.take(nb); len(blob) > 0 {
		m.blob = unsafe.String(&blob[0], len(blob))
	}
	m.featOff = d.uint32s(nf + 1)
	m.pairOff = d.uint32s(nf + 1)
	if ids := d.take(np); ids != nil {
		m.classIDs = append([]uint8(nil), ids...)
	}
	if ws := d.take(4 * np); ws != nil {
		m.weights = make([]float32, np)
		for i := range m.weights {
			m.weights[i] = math.Float32frombits(binary.LittleEndian.Uint32(ws[4*i:]))
		}
	}
	nu := d.count("unambiguous words", 3)
	if d.err == nil {
		m.unambiguous = make(map[string]uint8, nu)
	}
	for range nu {
		if d.err != nil {
			break
		}
		w, id := d.text(), d.uint8()
		if d.err == nil && int(id) >= nc {
			return nil, fmt.Errorf("unambiguous word %q has class %d of %d", w, id, nc)
		}
		m.unambiguous[w] = id
	}
	if d.err != nil {
		return nil, d.err
	}
	if d.pos != len(d.b) {
		return nil, fmt.Errorf("corrupt model: %d trailing bytes", len(d.b)-d.pos)
	}
	return m, m.check()
}

// check verifies the offsets and class ids that tagging indexes with.
func (m *model) check() error {
	nf := len(m.featOff) - 1
	if m.featOff[0] != 0 || m.pairOff[0] != 0 || int(m.featOff[nf]) != len(m.blob) || int(m.pairOff[nf]) != len(m.weights) {
		return errors.New("corrupt model: offsets do not span the blob and the weights")
	}
	for i := range nf {
		if m.featOff[i] > m.featOff[i+1] || m.pairOff[i] > m.pairOff[i+1] {
			return fmt.Errorf("corrupt model: offsets decrease at feature %d", i)
		}
	}
	for _, id := range m.classIDs {
		if int(id) >= len(m.classes) {
			return fmt.Errorf("corrupt model: class id %d of %d", id, len(m.classes))
		}
	}
	return nil
}
