package stage1

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"time"

	"l9/svo"
)

// A unit record is what streaming detection keeps of a unit between
// extraction and the rule: the fields the rule reads, in about 100 bytes
// instead of a 312-byte svo.Unit and its strings. Layout:
//
//	key      namespace, subject, attribute, scope: four uvarint-length-prefixed
//	         strings (the rule's key, detector.KeyOf, with the namespace first)
//	seq      8-byte big-endian major, 4-byte big-endian minor: the unit's
//	         position in the in-memory path's concatenation (unique)
//	payload  flags, cardinality, confidence, frame (uvarint), ids, value, raw key strings
//	         when they differ from the key's, rule, times
//
// Records sort by key, then seq: key groups come out whole, in the rule's
// key order, namespaces in GroupByNamespace's order (by name, "" first).

const (
	fNeg = 1 << iota
	fKeyOnly
	fFacet
	fObserved
	fEffective
	fExpires
	fRawSubject // the raw subject canon differs from the key's
	fRawAttribute
)

const (
	fRawScope = 1 << iota // the raw scope differs from the key's
	fFrom                 // the unit states an old value (svo.Unit.From)
	fView                 // a view of clause old_value_anchor, not an extracted unit
	fFromHeld             // svo.Unit.FromHeld
	fReturned             // svo.Unit.Returned
	fStill                // svo.Unit.Still
	fNamed                // svo.Unit.Named (clause old_value_anchor: a named holder's negation)
	fChanged              // svo.Unit.Changed (cardinality by evidence)
)

// uvarint is binary.Uvarint with the one-byte case (every length below
// 128: nearly all of a record's) inlined at the caller.
func uvarint(b []byte) (uint64, int) {
	if len(b) > 0 && b[0] < 0x80 {
		return uint64(b[0]), 1
	}
	return binary.Uvarint(b)
}

func appendString(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

func appendTime(b []byte, t time.Time) []byte {
	b = binary.AppendVarint(b, t.Unix())
	return binary.AppendUvarint(b, uint64(t.Nanosecond()))
}

// appendRecord encodes u (in namespace ns, filed under key k) after b;
// view marks a view of clause old_value_anchor.
func appendRecord(b []byte, ns string, k svo.Key, major uint64, minor uint32, u *svo.Unit, view bool) []byte {
	b = appendString(b, ns)
	b = appendString(b, k.Subject)
	b = appendString(b, k.Attribute)
	b = appendString(b, k.Scope)
	b = binary.BigEndian.AppendUint64(b, major)
	b = binary.BigEndian.AppendUint32(b, minor)
	var f, g byte
	if u.Negated {
		f |= fNeg
	}
	if u.KeyOnly {
		f |= fKeyOnly
	}
	if u.IsFacet {
		f |= fFacet
	}
	if u.ObservedAt != nil {
		f |= fObserved
	}
	if u.EffectiveAt != nil {
		f |= fEffective
	}
	if u.ExpiresAt != nil {
		f |= fExpires
	}
	if u.Subject.Canon != k.Subject {
		f |= fRawSubject
	}
	if u.Attribute.Canon != k.Attribute {
		f |= fRawAttribute
	}
	if u.Scope != k.Scope {
		g |= fRawScope
	}
	if u.From != nil {
		g |= fFrom
	}
	if view {
		g |= fView
	}
	if u.FromHeld {
		g |= fFromHeld
	}
	if u.Returned {
		g |= fReturned
	}
	if u.Still {
		g |= fStill
	}
	if u.Named {
		g |= fNamed
	}
	if u.Changed {
		g |= fChanged
	}
	b = append(b, f, g, byte(u.Cardinality))
	b = binary.BigEndian.AppendUint64(b, math.Float64bits(u.Confidence))
	b = binary.AppendUvarint(b, u.Frame)
	b = appendString(b, u.ID)
	b = appendString(b, u.MemoryID)
	b = appendString(b, u.Value.Canon)
	if f&fRawSubject != 0 {
		b = appendString(b, u.Subject.Canon)
	}
	if f&fRawAttribute != 0 {
		b = appendString(b, u.Attribute.Canon)
	}
	if g&fRawScope != 0 {
		b = appendString(b, u.Scope)
	}
	if g&fFrom != 0 {
		b = appendString(b, u.From.Canon)
	}
	b = appendString(b, u.Rule)
	b = appendString(b, u.Form)
	b = appendTime(b, u.CreatedAt)
	for _, t := range [3]*time.Time{u.ObservedAt, u.EffectiveAt, u.ExpiresAt} {
		if t != nil {
			b = appendTime(b, *t)
		}
	}
	return b
}

var errCorrupt = errors.New("stage1: corrupt unit record")

// recReader decodes the fields of one record in order.
type recReader struct {
	b   []byte
	err error
}

func (r *recReader) bytes() []byte {
	n, k := uvarint(r.b)
	if k <= 0 || uint64(len(r.b)-k) < n {
		r.err, r.b = errCorrupt, nil
		return nil
	}
	s := r.b[k : k+int(n)]
	r.b = r.b[k+int(n):]
	return s
}

func (r *recReader) uvarint() uint64 {
	n, k := uvarint(r.b)
	if k <= 0 {
		r.err, r.b = errCorrupt, nil
		return 0
	}
	r.b = r.b[k:]
	return n
}

func (r *recReader) fixed(n int) []byte {
	if len(r.b) < n {
		r.err, r.b = errCorrupt, nil
		return make([]byte, n)
	}
	s := r.b[:n]
	r.b = r.b[n:]
	return s
}

func (r *recReader) time() time.Time {
	sec, k := binary.Varint(r.b)
	if k <= 0 {
		r.err, r.b = errCorrupt, nil
		return time.Time{}
	}
	r.b = r.b[k:]
	ns, k := uvarint(r.b)
	if k <= 0 || ns >= 1e9 {
		r.err, r.b = errCorrupt, nil
		return time.Time{}
	}
	r.b = r.b[k:]
	return time.Unix(sec, int64(ns)).UTC()
}

// recordKey returns the key part of a record (the four strings, their
// length prefixes included), for comparing key groups.
func recordKey(rec []byte) ([]byte, error) {
	r := recReader{b: rec}
	for range 4 {
		r.bytes()
	}
	if r.err != nil {
		return nil, r.err
	}
	return rec[:len(rec)-len(r.b)], nil
}

// compareRecords orders records by namespace, subject, attribute, scope
// (as strings), then seq.
func compareRecords(a, b []byte) int {
	ra, rb := recReader{b: a}, recReader{b: b}
	if c := compareKeyParts(&ra, &rb); c != 0 {
		return c
	}
	return bytes.Compare(ra.fixed(12), rb.fixed(12))
}

// compareKeyParts compares the four strings of two records' keys (as
// compareRecords does), reading them from ra and rb.
func compareKeyParts(ra, rb *recReader) int {
	for range 4 {
		if c := bytes.Compare(ra.bytes(), rb.bytes()); c != 0 {
			return c
		}
	}
	return 0
}

// recordSeq returns the sequence number of a record.
func recordSeq(rec []byte) (uint64, uint32, error) {
	r := recReader{b: rec}
	for range 4 {
		r.bytes()
	}
	seq := r.fixed(12)
	return binary.BigEndian.Uint64(seq), binary.BigEndian.Uint32(seq[8:]), r.err
}

// decodeRecord returns the namespace and the unit of a record, and whether
// it is a view of clause old_value_anchor. The unit carries what the rule
// reads (no clause text or surface spans).
func decodeRecord(rec []byte) (string, svo.Unit, bool, error) { return decodeRecordWith(rec, nil) }

// interner shares the strings of the records decoded with it: each
// distinct string is one string (nil: every string a new copy).
type interner map[string]string

func (in interner) str(b []byte) string {
	if in == nil {
		return string(b)
	}
	if s, ok := in[string(b)]; ok {
		return s
	}
	s := string(b)
	in[s] = s
	return s
}

// decodeRecordWith is decodeRecord taking the key strings, value, rule
// and form through in (no copy of a string decoded before), and a memory
// id that begins the unit id as a part of it.
func decodeRecordWith(rec []byte, in interner) (string, svo.Unit, bool, error) {
	d, err := decodeRecordAll(rec, in)
	return d.ns, d.u, d.view, err
}

// decodedRecord is a record read whole: its key part (recordKey), its
// sequence number (recordSeq) and what decodeRecordWith returns.
type decodedRecord struct {
	key   []byte
	major uint64
	minor uint32
	ns    string
	u     svo.Unit
	view  bool
}

// decodeRecordAll reads a record once for its key part, sequence number,
// namespace and unit (decodeRecordWith).
func decodeRecordAll(rec []byte, in interner) (decodedRecord, error) {
	r := recReader{b: rec}
	var d decodedRecord
	nsB := r.bytes()
	subjB, attrB, scopeB := r.bytes(), r.bytes(), r.bytes()
	if r.err == nil {
		d.key = rec[:len(rec)-len(r.b)]
	}
	ns := in.str(nsB)
	subj, attr, scope := in.str(subjB), in.str(attrB), in.str(scopeB)
	seq := r.fixed(12)
	d.major, d.minor = binary.BigEndian.Uint64(seq), binary.BigEndian.Uint32(seq[8:])
	fl := r.fixed(3)
	f, g := fl[0], fl[1]
	var u svo.Unit
	u.Cardinality = svo.Cardinality(fl[2])
	u.Confidence = math.Float64frombits(binary.BigEndian.Uint64(r.fixed(8)))
	u.Negated, u.KeyOnly, u.IsFacet = f&fNeg != 0, f&fKeyOnly != 0, f&fFacet != 0
	u.Frame = r.uvarint()
	u.ID = string(r.bytes())
	if m := r.bytes(); len(m) <= len(u.ID) && u.ID[:len(m)] == string(m) {
		u.MemoryID = u.ID[:len(m)]
	} else {
		u.MemoryID = string(m)
	}
	u.Value.Canon = in.str(r.bytes())
	u.Subject.Canon, u.Attribute.Canon, u.Scope = subj, attr, scope
	if f&fRawSubject != 0 {
		u.Subject.Canon = in.str(r.bytes())
	}
	if f&fRawAttribute != 0 {
		u.Attribute.Canon = in.str(r.bytes())
	}
	if g&fRawScope != 0 {
		u.Scope = in.str(r.bytes())
	}
	if g&fFrom != 0 {
		u.From = &svo.Span{Canon: string(r.bytes())}
	}
	u.FromHeld = g&fFromHeld != 0
	u.Returned = g&fReturned != 0
	u.Still = g&fStill != 0
	u.Named = g&fNamed != 0
	u.Changed = g&fChanged != 0
	u.Rule = in.str(r.bytes())
	u.Form = in.str(r.bytes())
	u.CreatedAt = r.time()
	for _, p := range [3]struct {
		bit byte
		dst **time.Time
	}{{fObserved, &u.ObservedAt}, {fEffective, &u.EffectiveAt}, {fExpires, &u.ExpiresAt}} {
		if f&p.bit != 0 {
			t := r.time()
			*p.dst = &t
		}
	}
	if r.err == nil && len(r.b) != 0 {
		r.err = errCorrupt
	}
	d.ns, d.u, d.view = ns, u, g&fView != 0
	return d, r.err
}
