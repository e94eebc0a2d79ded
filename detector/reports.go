package detector

import (
	"encoding/binary"
	"slices"
	"strings"
	"time"

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
// The index depends only on the reports, so a caller that holds units in
// pieces (streaming) builds it from those alone and passes it in
// Config.Reports.
//
// The index is compact (it is held whole while a namespace of any size
// streams through the rule): words are numbered, each report is its order
// time, the number of its key and of its word set, and its ids in one byte
// arena; a word's reports are one slice of report numbers. About 75 bytes
// a report.
type Reports struct {
	n int // reports, numbered in order (order time, memory id, id, key, value)
	// order time of each report: seconds and nanoseconds of a time in UTC
	// without a monotonic reading (what memory JSONL gives), or, when any
	// report's time is not such, full holds every time as given
	sec  []int64
	nsec []int32
	full []time.Time
	key  []uint32 // the report's key, an index into keys
	ws   []uint32 // the report's word set (subject, attribute, value), an index into wsOff
	str  []int64  // offset in arena of the report's memory id and id, each uvarint-length-prefixed
	// arena holds ids (and, until the index is built, values)
	arena []byte
	keys  []repKey
	// word sets: the words of set i are wsIDs[wsOff[i]:wsOff[i+1]], sorted
	wsOff []uint32
	wsIDs []uint32
	words map[string]uint32 // content word → its number
	// a word's reports, ascending (so in order time): post[postOff[w]:postOff[w+1]]
	postOff []uint32
	post    []uint32
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
	return ReportUnit{ID: u.ID, MemoryID: u.MemoryID, Subject: k.Subject, Attribute: k.Attribute, Value: normTokens(u.Value.Canon), Scope: k.Scope, At: u.OrderTime()}, true
}

// NewReports builds the index; the order of rus does not matter.
func NewReports(rus []ReportUnit) *Reports {
	var b ReportsBuilder
	for i := range rus {
		b.Add(&rus[i])
	}
	return b.Build()
}

// ReportsBuilder collects the reports of a namespace in compact form (a
// streaming caller adds each reported unit as it is extracted) and builds
// the index once. The zero value is ready; it is not safe for concurrent
// use.
type ReportsBuilder struct {
	r      Reports
	val    []int64 // offset in arena of each report's value
	keyIdx map[anchorKey]uint32
}

// Add adds one report (copied).
func (b *ReportsBuilder) Add(ru *ReportUnit) {
	r := &b.r
	if b.keyIdx == nil {
		b.keyIdx = map[anchorKey]uint32{}
	}
	k := anchorKey{ru.Subject, ru.Attribute, ru.Scope}
	ki, ok := b.keyIdx[k]
	if !ok {
		ki = uint32(len(r.keys))
		b.keyIdx[k] = ki
		r.keys = append(r.keys, repKey{anchorKey: anchorKey{strings.Clone(k.subj), strings.Clone(k.attr), strings.Clone(k.scope)}})
	}
	r.key = append(r.key, ki)
	t := ru.At
	if r.full == nil && !plainTime(t) {
		// a time with a zone or a monotonic reading: keep every time as
		// given, so that comparisons and the skip's time are exactly those
		// of the times themselves
		r.full = make([]time.Time, r.n, cap(r.sec))
		for i := range r.n {
			r.full[i] = time.Unix(r.sec[i], int64(r.nsec[i])).UTC()
		}
	}
	if r.full != nil {
		r.full = append(r.full, t)
	}
	r.sec = append(r.sec, t.Unix())
	r.nsec = append(r.nsec, int32(t.Nanosecond()))
	r.str = append(r.str, int64(len(r.arena)))
	r.arena = appendStr(appendStr(r.arena, ru.MemoryID), ru.ID)
	b.val = append(b.val, int64(len(r.arena)))
	r.arena = appendStr(r.arena, ru.Value)
	r.n++
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
	r := b.r
	val := b.val
	*b = ReportsBuilder{}
	r.words = map[string]uint32{}
	wsIdx := map[string]uint32{}
	r.wsOff = []uint32{0}
	var ids []uint32
	var packed []byte
	wordSet := func(ws []string) uint32 {
		ids = ids[:0]
		for _, w := range ws {
			id, ok := r.words[w]
			if !ok {
				id = uint32(len(r.words))
				r.words[strings.Clone(w)] = id
			}
			ids = append(ids, id)
		}
		slices.Sort(ids)
		packed = packed[:0]
		for _, id := range ids {
			packed = binary.LittleEndian.AppendUint32(packed, id)
		}
		if i, ok := wsIdx[string(packed)]; ok {
			return i
		}
		i := uint32(len(r.wsOff) - 1)
		wsIdx[string(packed)] = i
		r.wsIDs = append(r.wsIDs, ids...)
		r.wsOff = append(r.wsOff, uint32(len(r.wsIDs)))
		return i
	}
	for i := range r.keys {
		k := &r.keys[i]
		sw := reportWords(k.subj)
		k.subjWS = wordSet(sw)
		k.owner = len(sw) == 0 || reportOwners[k.subj]
	}
	r.ws = make([]uint32, r.n)
	for i := range r.n {
		k := &r.keys[r.key[i]]
		v, _ := arenaStr(r.arena, val[i])
		r.ws[i] = wordSet(reportWords(k.subj + " " + k.attr + " " + v))
	}
	// number the reports in order: order time, memory id, id, then key
	// and value
	perm := make([]uint32, r.n)
	for i := range perm {
		perm[i] = uint32(i)
	}
	slices.SortFunc(perm, func(a, b uint32) int {
		if c := r.timeCmp(int(a), int(b)); c != 0 {
			return c
		}
		ma, ia := r.ids(int(a))
		mb, ib := r.ids(int(b))
		if c := strings.Compare(ma, mb); c != 0 {
			return c
		}
		if c := strings.Compare(ia, ib); c != 0 {
			return c
		}
		ka, kb := &r.keys[r.key[a]], &r.keys[r.key[b]]
		va, _ := arenaStr(r.arena, val[a])
		vb, _ := arenaStr(r.arena, val[b])
		if c := strings.Compare(ka.subj+"\x00"+ka.attr+"\x00"+va, kb.subj+"\x00"+kb.attr+"\x00"+vb); c != 0 {
			return c
		}
		return strings.Compare(ka.scope, kb.scope)
	})
	// the arena again in that order, without the values
	arena := make([]byte, 0, len(r.arena)-int(sumValBytes(r.arena, val)))
	str := make([]int64, r.n)
	for j, i := range perm {
		m, id := r.ids(int(i))
		str[j] = int64(len(arena))
		arena = appendStr(appendStr(arena, m), id)
	}
	r.arena, r.str = arena, str
	r.sec = permute(r.sec, perm)
	r.nsec = permute(r.nsec, perm)
	r.key = permute(r.key, perm)
	r.ws = permute(r.ws, perm)
	if r.full != nil {
		r.full = permute(r.full, perm)
	}
	// postings: each word's reports in number order
	r.postOff = make([]uint32, len(r.words)+1)
	for i := range r.n {
		for _, w := range r.wordsOf(r.ws[i]) {
			r.postOff[w+1]++
		}
	}
	for w := range len(r.words) {
		r.postOff[w+1] += r.postOff[w]
	}
	r.post = make([]uint32, r.postOff[len(r.words)])
	fill := slices.Clone(r.postOff[:len(r.words)])
	for i := range r.n {
		for _, w := range r.wordsOf(r.ws[i]) {
			r.post[fill[w]] = uint32(i)
			fill[w]++
		}
	}
	return &r
}

func permute[T any](s []T, perm []uint32) []T {
	out := make([]T, len(perm))
	for j, i := range perm {
		out[j] = s[i]
	}
	return out
}

func sumValBytes(arena []byte, val []int64) int64 {
	var n int64
	for _, off := range val {
		_, end := arenaStr(arena, off)
		n += end - off
	}
	return n
}

// plainTime: t is in UTC (no zone) without a monotonic reading, so that
// its seconds and nanoseconds give it back exactly.
func plainTime(t time.Time) bool {
	return t == time.Unix(t.Unix(), int64(t.Nanosecond())).UTC()
}

func appendStr(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

// arenaStr returns the string at off and the offset after it.
func arenaStr(arena []byte, off int64) (string, int64) {
	n, k := binary.Uvarint(arena[off:])
	start := off + int64(k)
	end := start + int64(n)
	return string(arena[start:end]), end
}

// ids returns report i's memory id and id.
func (r *Reports) ids(i int) (memID, id string) {
	memID, next := arenaStr(r.arena, r.str[i])
	id, _ = arenaStr(r.arena, next)
	return memID, id
}

// memIs reports whether report i's memory id is s (without a copy).
func (r *Reports) memIs(i int, s string) bool {
	off := r.str[i]
	n, k := binary.Uvarint(r.arena[off:])
	start := off + int64(k)
	return string(r.arena[start:start+int64(n)]) == s
}

func (r *Reports) timeOf(i int) time.Time {
	if r.full != nil {
		return r.full[i]
	}
	return time.Unix(r.sec[i], int64(r.nsec[i])).UTC()
}

// timeCmp compares the order times of reports a and b as time.Compare.
func (r *Reports) timeCmp(a, b int) int {
	if r.full != nil {
		return r.full[a].Compare(r.full[b])
	}
	return cmpTime(r.sec[a], r.nsec[a], r.sec[b], r.nsec[b])
}

func cmpTime(s1 int64, n1 int32, s2 int64, n2 int32) int {
	switch {
	case s1 < s2:
		return -1
	case s1 > s2:
		return 1
	case n1 < n2:
		return -1
	case n1 > n2:
		return 1
	}
	return 0
}

// after: report i's order time is after t (as time.After).
func (r *Reports) after(i int, t time.Time) bool {
	if r.full != nil {
		return r.full[i].After(t)
	}
	return cmpTime(r.sec[i], r.nsec[i], t.Unix(), int32(t.Nanosecond())) > 0
}

// before: report i's order time is before t (as time.Before).
func (r *Reports) before(i int, t time.Time) bool {
	if r.full != nil {
		return r.full[i].Before(t)
	}
	return cmpTime(r.sec[i], r.nsec[i], t.Unix(), int32(t.Nanosecond())) < 0
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
	for wi, w := range lk.ids.look {
		if w < 0 {
			continue // a word no report has
		}
		byValue := wi >= len(lk.look)-len(lk.valWords)
		l := r.post[r.postOff[w]:r.postOff[w+1]]
		// a word's reports are in order time: only those strictly after
		// old's order time and strictly before nw's can count, tried in
		// the same order as a scan of all
		from, _ := slices.BinarySearchFunc(l, old.t, func(i uint32, t time.Time) int {
			if r.after(int(i), t) {
				return 1
			}
			return -1
		})
		for _, i32 := range l[from:] {
			i := int(i32)
			if !r.before(i, nw.t) {
				break
			}
			if r.memIs(i, old.u.MemoryID) || r.memIs(i, nw.u.MemoryID) {
				continue
			}
			k := &r.keys[r.key[i]]
			if k.anchorKey == (anchorKey{old.subj, old.attr, old.scope}) {
				continue
			}
			words := r.wordsOf(r.ws[i])
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
			} else if !(lk.ids.subjKnown && allIn(lk.ids.subj, r.wordsOf(k.subjWS))) && !allIn(r.wordsOf(k.subjWS), lk.ids.subj) {
				// the subjects do not nest
				continue
			}
			if byValue && (!lk.ids.valKnown || !allIn(lk.ids.val, words)) {
				continue // the whole expired value must be among its words
			}
			memID, id := r.ids(i)
			return &report{id: id, memID: memID, t: r.timeOf(i)}
		}
	}
	return nil
}

// allIn: every word of want is in have, want non-empty (have is sorted).
func allIn(want, have []uint32) bool {
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
