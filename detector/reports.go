package detector

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"math/bits"
	"slices"
	"sort"
	"strings"
	"time"

	"l9/internal/fnv1a"
	"l9/internal/offheap"
	"l9/svo"
)

// Reports indexes the change reports of one namespace (svo.Unit.Reported)
// for clause intervening_version: two versions of a key are never paired
// over a report about that key, even one keyed another way ("The analytics
// warehouse is Redshift" ... "Analytics moved off Redshift onto Snowflake"
// ... "The analytics warehouse is BigQuery": the first and the last are no
// pair). A report is about a key (S, A) when its subject nests with S (one's
// content words all among the other's; an owner subject, "user" or "we",
// only with itself) and a content word of A is among the report's words.
// A report is also about (S, A) when its subject nests with S and its value
// is a value some unit of the namespace files under attribute A ("Telematics
// on van 12: Quill Telematics" ... "Van 12's tracker swapped to Beacon
// Fleet" ... "Telematics on van 12: Vantage Live", where "Van 31
// telematics: Beacon Fleet": the tracker is the telematics, whatever the
// report calls it). The index depends only on the reports and on the
// (attribute, value) pairs of the namespace's units (Domain), so a caller
// that holds units in pieces (streaming) builds it from those alone and
// passes it in Config.Reports.
//
// The index is compact, as it is held whole while a namespace of any size
// streams through the rule: words are numbered; a report is 24 bytes (its
// order time in nanoseconds, the number of its key and of its word set,
// the offset of its ids in one byte arena, where a memory id that
// begins the unit id takes one byte); a word's reports are one slice of
// report numbers. About 50 bytes a report in all.
type Reports struct {
	// recs are the reports, in order (order time, memory id, id, key and
	// value), recSize bytes each: a repRec little-endian
	n    int
	recs []byte
	// full holds every order time as given when some report's is not a
	// time in UTC without a monotonic reading within ±285 years of 1970
	// (then repRec.t is an index into it)
	full  []time.Time
	arena []byte // ids
	keys  []repKey
	// word sets: the words of set i are wsIDs[wsOff[i]:wsOff[i+1]], sorted
	wsOff []uint32
	wsIDs []uint32
	words map[string]uint32 // content word → its number
	// the value route: domain holds the hash of every (attribute, value)
	// pair some unit of the namespace files (DomainOf), sorted and
	// distinct; valHash is each report's value hash, in report order
	domain  hashIndex
	valHash []uint64
	// a word's reports, ascending (so in order time): the report numbers
	// postOff[w] to postOff[w+1] of post, 4 bytes each, little-endian
	postOff []uint32
	post    []byte
}

// recs, arena and post, the bulk of the index, are pointer-free buffers
// outside the Go heap when large (internal/offheap), freed with the index.

const recSize = 24

// rec decodes report i.
func (r *Reports) rec(i int) repRec {
	b := r.recs[i*recSize : i*recSize+recSize]
	return repRec{t: int64(binary.LittleEndian.Uint64(b)), key: binary.LittleEndian.Uint32(b[8:]),
		ws: binary.LittleEndian.Uint32(b[12:]), str: int64(binary.LittleEndian.Uint64(b[16:]))}
}

// postAt is the j-th report number of post.
func (r *Reports) postAt(j uint32) uint32 { return binary.LittleEndian.Uint32(r.post[4*j:]) }

// repRec is one report.
type repRec struct {
	t   int64  // order time, Unix nanoseconds (an index into full when full is set)
	key uint32 // index into keys
	ws  uint32 // word set of subject, attribute and value (while building: of attribute and value)
	str int64  // offset in arena of the unit id, the memory id and (while building) the value
}

// repKey is a report's key as KeyOf files it, with its subject's words.
type repKey struct {
	anchorKey
	subjWS uint32 // word set of the subject
	owner  bool   // no content word in the subject, or an owner subject
}

// report is the report between returns: what a skipped pair names.
type report struct {
	id, memID string
	t         time.Time
}

// DomainOf returns the hash of u's (attribute, value) pair as KeyOf files
// it, for the value route; false when u has no key or no value.
func DomainOf(u *svo.Unit, cfg Config) (uint64, bool) {
	if u.KeyOnly {
		return 0, false
	}
	k, ok := KeyOf(u, cfg)
	if !ok {
		return 0, false
	}
	return DomainOfKey(u, k)
}

// DomainOfKey is DomainOf for a caller that has u's key (KeyOf(u, cfg))
// already.
func DomainOfKey(u *svo.Unit, k svo.Key) (uint64, bool) {
	if u.KeyOnly {
		return 0, false
	}
	return domainKey(fnv1a.String(k.Attribute), fnv1a.String(normTokens(u.Value.Canon))), true
}

// hashIndex is a set of hashes: sorted and distinct, with the offset of
// each value of their top bits (about one hash to a bucket), so that a
// lookup is an index load and a short scan, not a binary search.
type hashIndex struct {
	keys  []uint64
	top   []uint32 // keys[top[b]:top[b+1]] are those whose top bits are b
	shift uint
}

// newHashIndex indexes keys (sorted, distinct; kept).
func newHashIndex(keys []uint64) hashIndex {
	h := hashIndex{keys: keys}
	if len(keys) == 0 {
		return h
	}
	k := bits.Len(uint(len(keys))) // 2^k buckets > len(keys)
	h.shift = uint(64 - k)
	h.top = make([]uint32, 1<<k+1)
	i := 0
	for b := range h.top {
		for i < len(keys) && keys[i]>>h.shift < uint64(b) {
			i++
		}
		h.top[b] = uint32(i)
	}
	return h
}

// has reports whether x is one of the keys.
func (h *hashIndex) has(x uint64) bool {
	if len(h.keys) == 0 {
		return false
	}
	b := x >> h.shift
	for _, y := range h.keys[h.top[b]:h.top[b+1]] {
		if y >= x {
			return y == x
		}
	}
	return false
}

// domainKey combines an attribute's and a value's hashes.
func domainKey(attr, value uint64) uint64 {
	return (attr*0x9E3779B97F4A7C15 ^ value) * 0xBF58476D1CE4E5B9
}

// ReportUnit is what the index keeps of a reported unit.
type ReportUnit struct {
	ID, MemoryID                     string
	Subject, Attribute, Value, Scope string
	At                               time.Time
}

// ReportOf returns the index entry of u, false when u reports nothing or
// has no key (the subject and scope as KeyOf files them).
func ReportOf(u *svo.Unit, cfg Config) (ReportUnit, bool) {
	if !u.Reported {
		return ReportUnit{}, false
	}
	k, ok := KeyOf(u, cfg)
	if !ok {
		return ReportUnit{}, false
	}
	return ReportOfKey(u, k)
}

// ReportOfKey is ReportOf for a unit whose key (KeyOf, true) the caller
// has already computed.
func ReportOfKey(u *svo.Unit, k svo.Key) (ReportUnit, bool) {
	if !u.Reported {
		return ReportUnit{}, false
	}
	return ReportUnit{ID: u.ID, MemoryID: u.MemoryID, Subject: k.Subject, Attribute: k.Attribute, Value: normTokens(u.Value.Canon), Scope: k.Scope, At: u.OrderTime()}, true
}

// NewReports builds the index from the reports and the units' domain
// hashes (DomainOf); the order of rus and of dom does not matter.
func NewReports(rus []ReportUnit, dom []uint64) *Reports {
	var b ReportsBuilder
	for i := range rus {
		b.Add(&rus[i])
	}
	b.AddDomain(dom)
	return b.Build()
}

// ReportsBuilder collects the reports of a namespace in compact form (a
// streaming caller adds each reported unit as it is extracted) and builds
// the index once. The zero value is ready; it is not safe for concurrent
// use.
type ReportsBuilder struct {
	r      Reports
	rs     []repRec
	arena  []byte // ids and values
	keyIdx map[anchorKey]uint32
	wsIdx  map[string]uint32
	ids    []uint32
	packed []byte
	dom    []uint64
}

// AddDomain adds units' domain hashes (DomainOf; copied, duplicates are
// fine).
func (b *ReportsBuilder) AddDomain(ds []uint64) {
	b.dom = append(b.dom, ds...)
}

// nsRange bounds the seconds of a time held in nanoseconds.
const nsRange = 9_000_000_000

// Add adds one report (copied).
func (b *ReportsBuilder) Add(ru *ReportUnit) {
	r := &b.r
	if b.keyIdx == nil {
		b.keyIdx = map[anchorKey]uint32{}
		r.words = map[string]uint32{}
		b.wsIdx = map[string]uint32{}
		r.wsOff = []uint32{0}
	}
	k := anchorKey{ru.Subject, ru.Attribute, ru.Scope}
	ki, ok := b.keyIdx[k]
	if !ok {
		ki = uint32(len(r.keys))
		b.keyIdx[k] = ki
		r.keys = append(r.keys, repKey{anchorKey: anchorKey{strings.Clone(k.subj), strings.Clone(k.attr), strings.Clone(k.scope)}})
	}
	rec := repRec{key: ki, ws: b.wordSet(reportWords(ru.Attribute + " " + ru.Value)), str: int64(len(b.arena))}
	t := ru.At
	if r.full == nil && !nanoTime(t) {
		// a time with a zone, a monotonic reading or far from 1970: keep
		// every time as given, so that comparisons and the skip's time
		// are exactly those of the times themselves
		r.full = make([]time.Time, len(b.rs), cap(b.rs))
		for i := range b.rs {
			r.full[i] = time.Unix(0, b.rs[i].t).UTC()
			b.rs[i].t = int64(i)
		}
	}
	if r.full != nil {
		rec.t = int64(len(r.full))
		r.full = append(r.full, t)
	} else {
		rec.t = t.Unix()*1e9 + int64(t.Nanosecond())
	}
	b.rs = append(b.rs, rec)
	b.arena = appendStr(appendIDs(b.arena, ru.ID, ru.MemoryID), ru.Value)
}

// wordSet numbers the words ws (sorted, distinct) and returns their set.
func (b *ReportsBuilder) wordSet(ws []string) uint32 {
	r := &b.r
	b.ids = b.ids[:0]
	for _, w := range ws {
		id, ok := r.words[w]
		if !ok {
			id = uint32(len(r.words))
			r.words[strings.Clone(w)] = id
		}
		b.ids = append(b.ids, id)
	}
	return b.idSet()
}

// idSet returns the set of the word numbers in b.ids.
func (b *ReportsBuilder) idSet() uint32 {
	r := &b.r
	slices.Sort(b.ids)
	b.ids = slices.Compact(b.ids)
	b.packed = b.packed[:0]
	for _, id := range b.ids {
		b.packed = binary.LittleEndian.AppendUint32(b.packed, id)
	}
	if i, ok := b.wsIdx[string(b.packed)]; ok {
		return i
	}
	i := uint32(len(r.wsOff) - 1)
	b.wsIdx[string(b.packed)] = i
	r.wsIDs = append(r.wsIDs, b.ids...)
	r.wsOff = append(r.wsOff, uint32(len(r.wsIDs)))
	return i
}

// Alias renames report subjects by al (clause surname_alias: a surname
// the namespace also writes as a full name); before Build.
func (b *ReportsBuilder) Alias(al map[string]string) {
	for i := range b.r.keys {
		if full, ok := al[b.r.keys[i].subj]; ok {
			b.r.keys[i].subj = full
		}
	}
}

// Build returns the index; the builder is empty afterwards.
func (b *ReportsBuilder) Build() *Reports {
	if b.keyIdx == nil {
		*b = ReportsBuilder{}
		return &Reports{}
	}
	r := &b.r
	for i := range r.keys {
		k := &r.keys[i]
		sw := reportWords(k.subj)
		k.subjWS = b.wordSet(sw)
		k.owner = len(sw) == 0 || reportOwners[k.subj]
	}
	// a report's words: its subject's (as aliased) and those of its
	// attribute and value
	rs := b.rs
	for i := range rs {
		rec := &rs[i]
		b.ids = append(append(b.ids[:0], r.wordsOf(r.keys[rec.key].subjWS)...), r.wordsOf(rec.ws)...)
		rec.ws = b.idSet()
	}
	slices.SortFunc(rs, func(x, y repRec) int {
		if c := r.timeCmp(&x, &y); c != 0 {
			return c
		}
		ix, mx, vx := strs(b.arena, x.str, true)
		iy, my, vy := strs(b.arena, y.str, true)
		if c := bytes.Compare(mx, my); c != 0 {
			return c
		}
		if c := bytes.Compare(ix, iy); c != 0 {
			return c
		}
		kx, ky := &r.keys[x.key], &r.keys[y.key]
		if c := strings.Compare(kx.subj+"\x00"+kx.attr+"\x00"+string(vx), ky.subj+"\x00"+ky.attr+"\x00"+string(vy)); c != 0 {
			return c
		}
		return strings.Compare(kx.scope, ky.scope)
	})
	// the value route: the domain, and each report's value hash
	if len(b.dom) > 0 {
		slices.Sort(b.dom)
		r.domain = newHashIndex(slices.Clip(slices.Compact(b.dom)))
		b.dom = nil
		r.valHash = make([]uint64, len(rs))
		for i := range rs {
			_, _, v := strs(b.arena, rs[i].str, true)
			r.valHash[i] = fnv1a.String(string(v))
		}
	}
	// the ids again, without the values, in report order
	size := 0
	for i := range rs {
		size += int(idsEnd(b.arena, rs[i].str) - rs[i].str)
	}
	r.arena = offheap.Bytes(size)
	at := 0
	for i := range rs {
		off := rs[i].str
		rs[i].str = int64(at)
		at += copy(r.arena[at:], b.arena[off:idsEnd(b.arena, off)])
	}
	b.arena = nil
	r.n = len(rs)
	r.recs = offheap.Bytes(recSize * len(rs))
	for i := range rs {
		o := r.recs[i*recSize:]
		binary.LittleEndian.PutUint64(o, uint64(rs[i].t))
		binary.LittleEndian.PutUint32(o[8:], rs[i].key)
		binary.LittleEndian.PutUint32(o[12:], rs[i].ws)
		binary.LittleEndian.PutUint64(o[16:], uint64(rs[i].str))
	}
	// postings: each word's reports in number order
	r.postOff = make([]uint32, len(r.words)+1)
	for i := range rs {
		for _, w := range r.wordsOf(rs[i].ws) {
			r.postOff[w+1]++
		}
	}
	for w := range len(r.words) {
		r.postOff[w+1] += r.postOff[w]
	}
	r.post = offheap.Bytes(4 * int(r.postOff[len(r.words)]))
	fill := slices.Clone(r.postOff[:len(r.words)])
	for i := range rs {
		for _, w := range r.wordsOf(rs[i].ws) {
			binary.LittleEndian.PutUint32(r.post[4*fill[w]:], uint32(i))
			fill[w]++
		}
	}
	b.rs = nil
	out := &Reports{}
	*out = b.r
	*b = ReportsBuilder{}
	offheap.Owned(out, out.recs, out.arena, out.post)
	return out
}

// nanoTime: t is in UTC (no zone), without a monotonic reading and within
// ±285 years of 1970, so that its Unix nanoseconds give it back exactly.
func nanoTime(t time.Time) bool {
	s := t.Unix()
	return s > -nsRange && s < nsRange && t == time.Unix(s, int64(t.Nanosecond())).UTC()
}

func appendStr(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

// appendIDs appends a unit id and its memory id: the memory id as the
// length of the unit id's prefix it is, plus one, or as 0 and itself.
func appendIDs(b []byte, id, memID string) []byte {
	b = appendStr(b, id)
	if strings.HasPrefix(id, memID) {
		return binary.AppendUvarint(b, uint64(len(memID))+1)
	}
	return appendStr(binary.AppendUvarint(b, 0), memID)
}

// strs returns the unit id and memory id at off in arena, and after them
// the value when withValue (while building); views of arena, not copies.
func strs(arena []byte, off int64, withValue bool) (id, memID, val []byte) {
	id, off = arenaBytes(arena, off)
	n, k := binary.Uvarint(arena[off:])
	off += int64(k)
	if n > 0 {
		memID = id[:n-1]
	} else {
		memID, off = arenaBytes(arena, off)
	}
	if withValue {
		val, _ = arenaBytes(arena, off)
	}
	return id, memID, val
}

// idsEnd returns the offset after the ids at off.
func idsEnd(arena []byte, off int64) int64 {
	_, off = arenaBytes(arena, off)
	n, k := binary.Uvarint(arena[off:])
	off += int64(k)
	if n == 0 {
		_, off = arenaBytes(arena, off)
	}
	return off
}

// arenaBytes returns the bytes of the string at off and the offset after
// it.
func arenaBytes(arena []byte, off int64) ([]byte, int64) {
	n, k := binary.Uvarint(arena[off:])
	start := off + int64(k)
	end := start + int64(n)
	return arena[start:end], end
}

func (r *Reports) timeOf(rec *repRec) time.Time {
	if r.full != nil {
		return r.full[rec.t]
	}
	return time.Unix(0, rec.t).UTC()
}

// timeCmp compares the order times of two reports as time.Compare.
func (r *Reports) timeCmp(x, y *repRec) int {
	if r.full != nil {
		return r.full[x.t].Compare(r.full[y.t])
	}
	return cmp.Compare(x.t, y.t)
}

// cmpNano compares a time held in nanoseconds with t, as time.Compare.
func cmpNano(ns int64, t time.Time) int {
	s := t.Unix()
	switch {
	case s >= nsRange:
		return -1
	case s <= -nsRange:
		return 1
	}
	return cmp.Compare(ns, s*1e9+int64(t.Nanosecond()))
}

// timeCut is a time t read once for many cmpNano(ns, t) (t.Unix and
// t.Nanosecond are not free): cmp(ns) == cmpNano(ns, t).
type timeCut struct {
	t     time.Time
	side  int8 // -1: t is beyond every ns (cmpNano is -1); 1: before every ns
	total int64
}

func cutOf(t time.Time) timeCut {
	c := timeCut{t: t}
	switch s := t.Unix(); {
	case s >= nsRange:
		c.side = -1
	case s <= -nsRange:
		c.side = 1
	default:
		c.total = s*1e9 + int64(t.Nanosecond())
	}
	return c
}

func (c *timeCut) cmp(ns int64) int {
	if c.side != 0 {
		return int(c.side)
	}
	return cmp.Compare(ns, c.total)
}

// afterCut: the report's order time is after c.t (as time.After).
func (r *Reports) afterCut(rec *repRec, c *timeCut) bool {
	if r.full != nil {
		return r.full[rec.t].After(c.t)
	}
	return c.cmp(rec.t) > 0
}

// beforeCut: the report's order time is before c.t (as time.Before).
func (r *Reports) beforeCut(rec *repRec, c *timeCut) bool {
	if r.full != nil {
		return r.full[rec.t].Before(c.t)
	}
	return c.cmp(rec.t) < 0
}

func (r *Reports) wordsOf(ws uint32) []uint32 { return r.wsIDs[r.wsOff[ws]:r.wsOff[ws+1]] }

// reportOwners are subjects that only name whose fact it is.
var reportOwners = map[string]bool{"user": true, "we": true, "i": true, "team": true}

// reportWords are the sorted distinct content words of s, plural -s dropped.
func reportWords(s string) []string {
	var out []string
	for _, w := range strings.Fields(s) {
		if anchorStop[w] || len(w) < 2 || w == frameMaskWord {
			continue
		}
		if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
			w = w[:len(w)-1]
		}
		out = append(out, w)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// frameMaskWord is svo's frame mask, no content word.
const frameMaskWord = "⟨v⟩"

// between returns a report about the key of old and nw strictly between
// their order times, of a memory other than theirs and keyed otherwise, or
// nil.
func (r *Reports) between(old, nw *entry) *report {
	if r == nil || r.n == 0 {
		return nil
	}
	lk := old.reportLook()
	if lk.ids == nil || lk.of != r {
		lk.number(r)
	}
	owner := lk.owner
	own := anchorKey{old.subj, old.attr, old.scope}
	nwCut := cutOf(nw.t)
	for wi, w := range lk.ids.look {
		if w < 0 {
			continue // a word no report has
		}
		byValue := wi >= len(lk.look)-len(lk.valWords)
		// a word's reports are in order time: only those strictly after
		// old's order time and strictly before nw's can count, tried in
		// the same order as a scan of all
		from, hi := r.postingsAfter(uint32(w), old.t)
		for j := from; j < hi; j++ {
			rv := r.rec(int(r.postAt(j)))
			rec := &rv
			if !r.beforeCut(rec, &nwCut) {
				break
			}
			// the tests on the report's key and words first, its ids (read
			// from the arena) last: the first report passing all of them
			k := &r.keys[rec.key]
			if k.anchorKey == own {
				continue
			}
			words := r.wordsOf(rec.ws)
			if owner {
				if k.subj != old.subj {
					continue
				}
			} else if k.owner {
				// "We upgraded the service builds to Go 1.24": an owner's
				// report names the key's subject among its other words
				if !lk.ids.subjKnown || !allIn(lk.ids.subj, words) {
					continue
				}
			} else if !r.subjectsNest(lk, k) {
				continue
			}
			if byValue && (!lk.ids.valKnown || !allIn(lk.ids.val, words)) {
				continue // the whole expired value must be among its words
			}
			id, memID, ok := r.otherMemory(rec, old, nw)
			if !ok {
				continue
			}
			return &report{id: string(id), memID: string(memID), t: r.timeOf(rec)}
		}
	}
	return r.byValueDomain(old, nw, lk, own)
}

// byValueDomain is between's value route: the first report, in order time,
// strictly between old and nw, of another memory and keyed otherwise,
// whose subject nests with the key's and whose value some unit files under
// the key's attribute. A report whose subject nests with the key's has a
// word of the key's subject, so the reports are found through those words.
func (r *Reports) byValueDomain(old, nw *entry, lk *reportLook, own anchorKey) *report {
	if len(r.domain.keys) == 0 || len(lk.ids.subj) == 0 {
		return nil
	}
	ah := fnv1a.String(old.attr)
	best := -1
	nwCut := cutOf(nw.t)
	for _, w := range lk.ids.subj {
		from, hi := r.postingsAfter(w, old.t)
		for j := from; j < hi; j++ {
			n := int(r.postAt(j))
			if best >= 0 && n >= best {
				break // report numbers are in order time
			}
			rv := r.rec(n)
			rec := &rv
			if !r.beforeCut(rec, &nwCut) {
				break
			}
			if !r.domain.has(domainKey(ah, r.valHash[n])) {
				continue
			}
			k := &r.keys[rec.key]
			if k.anchorKey == own {
				continue
			}
			if lk.owner || k.owner {
				if k.subj != old.subj {
					continue
				}
			} else if !r.subjectsNest(lk, k) {
				continue
			}
			if _, _, ok := r.otherMemory(rec, old, nw); !ok {
				continue
			}
			best = n
			break
		}
	}
	if best < 0 {
		return nil
	}
	rv := r.rec(best)
	id, memID, _ := strs(r.arena, rv.str, false)
	return &report{id: string(id), memID: string(memID), t: r.timeOf(&rv)}
}

// subjectsNest reports whether a report's subject (k) and the looked-up
// key's nest: the key's subject words are all among the report's (when the
// key's words are all known to the index), or the report's among the key's.
func (r *Reports) subjectsNest(lk *reportLook, k *repKey) bool {
	ws := r.wordsOf(k.subjWS)
	return (lk.ids.subjKnown && allIn(lk.ids.subj, ws)) || allIn(ws, lk.ids.subj)
}

// postingsAfter returns the range [from, hi) of word w's postings whose
// reports are strictly after t (a word's reports are in order time).
func (r *Reports) postingsAfter(w uint32, t time.Time) (from, hi uint32) {
	lo, hi := r.postOff[w], r.postOff[w+1]
	c := cutOf(t)
	return lo + uint32(sort.Search(int(hi-lo), func(j int) bool {
		rec := r.rec(int(r.postAt(lo + uint32(j))))
		return r.afterCut(&rec, &c)
	})), hi
}

// otherMemory returns the ids of report rec, and whether it is of a memory
// other than old's and nw's.
func (r *Reports) otherMemory(rec *repRec, old, nw *entry) (id, memID []byte, ok bool) {
	id, memID, _ = strs(r.arena, rec.str, false)
	if string(memID) == old.u.MemoryID || string(memID) == nw.u.MemoryID {
		return nil, nil, false
	}
	return id, memID, true
}

// allIn: every word of want is in have, want non-empty (have is sorted).
// A sorted want (every caller's: word sets and lookIDs are sorted) against
// a short have is one merge walk; otherwise each word is searched for.
func allIn(want, have []uint32) bool {
	if len(want) == 0 {
		return false
	}
	if len(have) <= 32 && slices.IsSorted(want) {
		j := 0
		for _, w := range want {
			for j < len(have) && have[j] < w {
				j++
			}
			if j == len(have) || have[j] != w {
				return false
			}
		}
		return true
	}
	for _, w := range want {
		if _, ok := slices.BinarySearch(have, w); !ok {
			return false
		}
	}
	return true
}

// reportLook is what between reads of an expired version, computed once
// per entry (an entry is tried against every later version of its key).
type reportLook struct {
	subjWords, valWords []string
	// look: the attribute's words, then the expired value's: a report is
	// found through a word of the key's attribute, or a word of the
	// expired value ("Analytics moved off Redshift onto Snowflake" names
	// what the warehouse was)
	look  []string
	owner bool
	// the same words numbered by the index of
	of  *Reports
	ids *lookIDs
}

// lookIDs are a reportLook's words as an index numbers them.
type lookIDs struct {
	look                []int64  // each look word's number, -1 when no report has it
	subj, val           []uint32 // the known subject and value words, sorted
	subjKnown, valKnown bool     // every subject (value) word is known
}

func (lk *reportLook) number(r *Reports) {
	ids := &lookIDs{look: make([]int64, len(lk.look))}
	for i, w := range lk.look {
		ids.look[i] = -1
		if n, ok := r.words[w]; ok {
			ids.look[i] = int64(n)
		}
	}
	known := func(ws []string) ([]uint32, bool) {
		var out []uint32
		all := true
		for _, w := range ws {
			if n, ok := r.words[w]; ok {
				out = append(out, n)
			} else {
				all = false
			}
		}
		slices.Sort(out)
		return out, all
	}
	ids.subj, ids.subjKnown = known(lk.subjWords)
	ids.val, ids.valKnown = known(lk.valWords)
	lk.of, lk.ids = r, ids
}

func (e *entry) reportLook() *reportLook {
	if e.look == nil {
		lk := &reportLook{subjWords: reportWords(e.subj), valWords: reportWords(e.value)}
		lk.owner = len(lk.subjWords) == 0 || reportOwners[e.subj]
		lk.look = append(reportWords(e.attr), lk.valWords...)
		e.look = lk
	}
	return e.look
}

// nestWords: every word of one sorted list is in the other, both non-empty.
func nestWords(a, b []string) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	sub := func(x, y []string) bool {
		for _, w := range x {
			if _, ok := slices.BinarySearch(y, w); !ok {
				return false
			}
		}
		return true
	}
	return sub(a, b) || sub(b, a)
}

// containsSortedAll: every word of want is in the sorted list have.
func containsSortedAll(have, want []string) bool {
	if len(want) == 0 {
		return false
	}
	for _, w := range want {
		if _, ok := slices.BinarySearch(have, w); !ok {
			return false
		}
	}
	return true
}
