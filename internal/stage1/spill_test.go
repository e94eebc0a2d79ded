package stage1

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"

	"l9/svo"
)

// TestSortKeyedMatchesCompare: sortKeyed puts unit records in the order
// compareRecords gives them (keys that are prefixes of one another, empty,
// with NUL and high bytes, few and many distinct; sequence numbers
// unique), and declines, leaving the records alone, on tied records.
func TestSortKeyedMatchesCompare(t *testing.T) {
	words := []string{"", "a", "ab", "a\x00", "a\x00b", "b", "\xff", "user", "user's", "capital of x", "é"}
	rng := rand.New(rand.NewPCG(6, 15))
	draw := func(n int) string {
		if n > len(words) {
			n = len(words)
		}
		return words[rng.IntN(n)]
	}
	for round := range 60 {
		nwords := 1 + round%len(words)
		n := 1 + rng.IntN(3000)
		s := newRecordSorter(t.TempDir(), "units", 1<<24)
		seen := map[[2]uint64]bool{}
		for i := 0; i < n; i++ {
			major, minor := uint64(rng.IntN(50)), uint32(rng.IntN(50))
			if round%3 == 0 {
				major = uint64(rng.Uint32()) << 8
			}
			if seen[[2]uint64{major, uint64(minor)}] {
				continue
			}
			seen[[2]uint64{major, uint64(minor)}] = true
			k := svo.Key{Subject: draw(nwords), Attribute: draw(nwords), Scope: draw(nwords)}
			u := svo.Unit{ID: "u", MemoryID: "m"}
			if err := s.add(appendRecord(nil, draw(nwords), k, major, minor, &u, false)); err != nil {
				t.Fatal(err)
			}
		}
		want := slices.Clone(s.offs)
		slices.SortFunc(want, func(a, b uint32) int { return compareRecords(s.record(a), s.record(b)) })
		if !s.sortKeyed() {
			t.Fatalf("round %d: sortKeyed declined %d records with unique sequence numbers", round, len(s.offs))
		}
		for i := range want {
			if !bytes.Equal(s.record(s.offs[i]), s.record(want[i])) {
				t.Fatalf("round %d: record %d of %d differs from compareRecords's order", round, i, len(want))
			}
		}
	}
	// tied records (one key, one sequence number): compareRecords decides
	s := newRecordSorter(t.TempDir(), "units", 1<<24)
	u := svo.Unit{ID: "u", MemoryID: "m"}
	for _, id := range []string{"b", "a"} {
		u.ID = id
		if err := s.add(appendRecord(nil, "", svo.Key{Subject: "s"}, 1, 2, &u, false)); err != nil {
			t.Fatal(err)
		}
	}
	before := slices.Clone(s.offs)
	if s.sortKeyed() {
		t.Fatal("sortKeyed sorted tied records")
	}
	if !slices.Equal(before, s.offs) {
		t.Fatal("sortKeyed moved records it declined to sort")
	}
}

// TestDecodeRecordAllMatchesParts: decodeRecordAll reads a record once
// for what recordKey, recordSeq and decodeRecordWith each read from it,
// and fails as they do on a cut record.
func TestDecodeRecordAllMatchesParts(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 16))
	words := []string{"", "a", "user", "capital of x", "é", "a\x00b"}
	w := func() string { return words[rng.IntN(len(words))] }
	at := time.Date(2024, 3, 4, 5, 6, 7, 8, time.UTC)
	for i := range 3000 {
		k := svo.Key{Subject: w(), Attribute: w(), Scope: w()}
		u := svo.Unit{ID: "m1#f" + w(), MemoryID: "m1", Negated: i%2 == 0, Named: i%3 == 0, Frame: uint64(i % 5), Confidence: 0.5, Rule: w(), Form: w(), CreatedAt: at}
		u.Subject.Canon, u.Attribute.Canon, u.Value.Canon = w(), w(), w()
		if i%4 == 0 {
			u.From = &svo.Span{Canon: w()}
			u.ObservedAt = &at
		}
		rec := appendRecord(nil, w(), k, rng.Uint64(), rng.Uint32(), &u, i%7 == 0)
		for _, cut := range []int{len(rec), rng.IntN(len(rec) + 1)} {
			r := rec[:cut]
			key, kerr := recordKey(r)
			major, minor, serr := recordSeq(r)
			ns, du, view, derr := decodeRecordWith(r, nil)
			d, err := decodeRecordAll(r, interner{})
			if (err != nil) != (kerr != nil || serr != nil || derr != nil) {
				t.Fatalf("record %d cut at %d of %d: decodeRecordAll error %v, parts %v %v %v", i, cut, len(rec), err, kerr, serr, derr)
			}
			if err != nil {
				continue
			}
			if !bytes.Equal(d.key, key) || d.major != major || d.minor != minor || d.ns != ns || d.view != view || !reflect.DeepEqual(d.u, du) {
				t.Fatalf("record %d: decodeRecordAll differs from recordKey, recordSeq and decodeRecordWith", i)
			}
		}
	}
}
