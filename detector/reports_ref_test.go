package detector

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"l9/svo"
)

// refReports is the change-report index as first written (strings and a
// map of word to reports), kept as the reference the compact index must
// agree with: the same report chosen for every pair.
type refReports struct {
	byWord map[string][]int
	rs     []refReport
}

type refReport struct {
	id, memID string
	subj      string
	subjWords []string
	words     []string
	t         time.Time
	key       anchorKey
}

func newRefReports(rus []ReportUnit) *refReports {
	rus = slices.Clone(rus)
	slices.SortFunc(rus, func(a, b ReportUnit) int {
		if c := a.At.Compare(b.At); c != 0 {
			return c
		}
		if c := strings.Compare(a.MemoryID, b.MemoryID); c != 0 {
			return c
		}
		if c := strings.Compare(a.ID, b.ID); c != 0 {
			return c
		}
		return strings.Compare(a.Subject+"\x00"+a.Attribute+"\x00"+a.Value, b.Subject+"\x00"+b.Attribute+"\x00"+b.Value)
	})
	r := &refReports{byWord: map[string][]int{}}
	for _, ru := range rus {
		rep := refReport{id: ru.ID, memID: ru.MemoryID, subj: ru.Subject, subjWords: reportWords(ru.Subject), t: ru.At,
			key: anchorKey{ru.Subject, ru.Attribute, ru.Scope}}
		rep.words = reportWords(ru.Subject + " " + ru.Attribute + " " + ru.Value)
		i := len(r.rs)
		r.rs = append(r.rs, rep)
		for _, w := range rep.words {
			if l := r.byWord[w]; len(l) == 0 || l[len(l)-1] != i {
				r.byWord[w] = append(l, i)
			}
		}
	}
	return r
}

func (r *refReports) between(old, nw *entry) *refReport {
	if r == nil || len(r.rs) == 0 {
		return nil
	}
	lk := old.reportLook()
	subjWords, valWords, owner, look := lk.subjWords, lk.valWords, lk.owner, lk.look
	own := anchorKey{old.subj, old.attr, old.scope}
	for wi, w := range look {
		byValue := wi >= len(look)-len(valWords)
		l := r.byWord[w]
		from, _ := slices.BinarySearchFunc(l, old.t, func(i int, t time.Time) int {
			if r.rs[i].t.After(t) {
				return 1
			}
			return -1
		})
		for _, i := range l[from:] {
			rep := &r.rs[i]
			if !rep.t.Before(nw.t) {
				break
			}
			if rep.memID == old.u.MemoryID || rep.memID == nw.u.MemoryID || rep.key == own {
				continue
			}
			if owner {
				if rep.subj != old.subj {
					continue
				}
			} else if len(rep.subjWords) == 0 || reportOwners[rep.subj] {
				if !containsSortedAll(rep.words, subjWords) {
					continue
				}
			} else if !nestWords(subjWords, rep.subjWords) {
				continue
			}
			if byValue && !containsSortedAll(rep.words, valWords) {
				continue
			}
			return rep
		}
	}
	return nil
}

// TestReportsMatchReference: the compact index (built at once, or by a
// builder with aliases applied) chooses exactly the report of the
// reference for random reports and pairs: subjects that nest or not,
// owners, stop words, plurals, the frame mask, tied times, times with a
// zone or a monotonic reading, reports of the pair's own memories and key.
func TestReportsMatchReference(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 3))
	subjects := []string{"analytics", "analytics warehouse", "warehouse", "we", "user", "team", "billing", "alice chen", "chen", "the", "servers", "server", "⟨v⟩ build", "analytics team", "a b"}
	attrs := []string{"warehouse", "move", "employer", "port", "status", "builds", "city of", "use", "capital"}
	values := []string{"redshift", "off redshift", "snowflake", "analytics warehouse", "bigquery", "8081", "servers", "acme", "", "the warehouse", "alice chen", "we"}
	scopes := []string{"", "", "prod", "eu"}
	base := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	now := time.Now() // with a monotonic reading
	zone := time.FixedZone("X", 7200)
	at := func(exotic bool) time.Time {
		d := time.Duration(r.IntN(12))*time.Hour + time.Duration(r.IntN(3))*time.Nanosecond
		if !exotic {
			return base.Add(d)
		}
		switch r.IntN(4) {
		case 0:
			return now.Add(d).Round(0).In(zone)
		case 1:
			return now.Add(d).Round(0).UTC()
		case 2:
			return time.Date(1000+r.IntN(3)*1000, 1, 1, 0, 0, 0, 0, time.UTC).Add(d) // beyond nanoseconds since 1970
		}
		return now.Add(d)
	}
	for it := range 3000 {
		exotic := it%5 == 4
		n := r.IntN(30)
		rus := make([]ReportUnit, n)
		for i := range rus {
			mem := fmt.Sprintf("m%d", r.IntN(8))
			id := mem
			if r.IntN(2) == 0 {
				id = fmt.Sprintf("%s#%d", mem, r.IntN(3))
			}
			rus[i] = ReportUnit{ID: id, MemoryID: mem, Subject: subjects[r.IntN(len(subjects))], Attribute: attrs[r.IntN(len(attrs))],
				Value: values[r.IntN(len(values))], Scope: scopes[r.IntN(len(scopes))], At: at(exotic)}
		}
		al := map[string]string{}
		if r.IntN(3) == 0 {
			al[subjects[r.IntN(len(subjects))]] = subjects[r.IntN(len(subjects))]
		}
		aliased := slices.Clone(rus)
		for i := range aliased {
			if full, ok := al[aliased[i].Subject]; ok {
				aliased[i].Subject = full
			}
		}
		ref := newRefReports(aliased)
		var b ReportsBuilder
		for i := range rus {
			b.Add(&rus[i])
		}
		b.Alias(al)
		got := []*Reports{NewReports(aliased, nil), b.Build()}
		for range 40 {
			mk := func(t time.Time) *entry {
				mem := fmt.Sprintf("m%d", r.IntN(10))
				return &entry{u: &svo.Unit{ID: mem, MemoryID: mem}, subj: subjects[r.IntN(len(subjects))], attr: attrs[r.IntN(len(attrs))],
					scope: scopes[r.IntN(len(scopes))], value: values[r.IntN(len(values))], t: t}
			}
			old := mk(at(exotic))
			nw := *old
			nw.u = &svo.Unit{ID: "n", MemoryID: fmt.Sprintf("m%d", r.IntN(10))}
			nw.look = nil
			nw.t = old.t.Add(time.Duration(r.IntN(14)) * time.Hour)
			switch r.IntN(8) {
			case 0, 1:
				nw.t = at(exotic)
			case 2:
				nw.t = time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC) // beyond nanoseconds since 1970
			case 3:
				old.t = time.Date(1000, 1, 1, 0, 0, 0, 0, time.UTC)
			}
			want := ref.between(old, &nw)
			for gi, g := range got {
				old.look = nil
				rep := g.between(old, &nw)
				if (rep == nil) != (want == nil) || rep != nil && (rep.id != want.id || rep.memID != want.memID || rep.t != want.t) {
					t.Fatalf("#%d index %d: %+v -> %+v (old %s|%s|%s|%q): got %+v, want %+v", it, gi, old.t, nw.t, old.subj, old.attr, old.scope, old.value, rep, want)
				}
			}
		}
	}
}

// The vocabulary of the large report tests: keys and values that share
// words, so that lookups hit and miss.
var (
	largeSubjects = []string{"analytics", "analytics warehouse", "we", "billing", "alice chen", "chen", "server"}
	largeAttrs    = []string{"warehouse", "move", "employer", "port", "capital"}
	largeValues   = []string{"redshift", "off redshift", "snowflake", "bigquery", "acme", "alice chen"}
	largeBase     = time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
)

// largeReports draws 60,000 reported units over 40,000 memories.
func largeReports(r *rand.Rand) []ReportUnit {
	rus := make([]ReportUnit, 60000)
	for i := range rus {
		mem := fmt.Sprintf("m%07d", r.IntN(40000))
		rus[i] = ReportUnit{ID: fmt.Sprintf("%s#%d", mem, i), MemoryID: mem, Subject: largeSubjects[r.IntN(len(largeSubjects))],
			Attribute: largeAttrs[r.IntN(len(largeAttrs))], Value: largeValues[r.IntN(len(largeValues))], At: largeBase.Add(time.Duration(r.IntN(1e6)) * time.Second)}
	}
	return rus
}

// largeOld draws the older version of a pair over largeReports's keys.
func largeOld(r *rand.Rand) *entry {
	mem := fmt.Sprintf("m%07d", r.IntN(40000))
	return &entry{u: &svo.Unit{ID: mem, MemoryID: mem}, subj: largeSubjects[r.IntN(len(largeSubjects))], attr: largeAttrs[r.IntN(len(largeAttrs))],
		value: largeValues[r.IntN(len(largeValues))], t: largeBase.Add(time.Duration(r.IntN(1e6)) * time.Second)}
}

// TestReportsLargeMatchReference: an index large enough to live outside
// the heap (internal/offheap) chooses the reference's reports, and its
// buffers are released with it.
func TestReportsLargeMatchReference(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 4))
	rus := largeReports(r)
	ref, got := newRefReports(rus), NewReports(rus, nil)
	if len(got.recs) < 1<<20 {
		t.Fatalf("the test index is small (%d bytes of reports)", len(got.recs))
	}
	hits := 0
	for range 3000 {
		old := largeOld(r)
		nw := &entry{u: &svo.Unit{ID: "n", MemoryID: "n"}, subj: old.subj, attr: old.attr, value: "x", t: old.t.Add(time.Duration(r.IntN(500)) * time.Second)}
		want, rep := ref.between(old, nw), got.between(old, nw)
		if (rep == nil) != (want == nil) || rep != nil && (rep.id != want.id || rep.memID != want.memID || rep.t != want.t) {
			t.Fatalf("%v -> %v (%s|%s|%q): got %+v, want %+v", old.t, nw.t, old.subj, old.attr, old.value, rep, want)
		}
		if rep != nil {
			hits++
		}
	}
	if hits < 100 {
		t.Fatalf("only %d of 3000 pairs have a report between them: the test checks little", hits)
	}
}

// BenchmarkReportsBetween: the lookup of clause intervening_version on
// 60,000 reports, the compact index beside the reference it replaced
// (ns/op is one pair's lookup).
func BenchmarkReportsBetween(b *testing.B) {
	r := rand.New(rand.NewPCG(15, 5))
	rus := largeReports(r)
	type pair struct{ old, nw *entry }
	pairs := make([]pair, 1024)
	for i := range pairs {
		old := largeOld(r)
		pairs[i] = pair{old, &entry{u: &svo.Unit{ID: "n", MemoryID: "n"}, t: old.t.Add(time.Duration(r.IntN(5000)) * time.Second)}}
	}
	ref, got := newRefReports(rus), NewReports(rus, nil)
	b.Run("compact", func(b *testing.B) {
		i := 0
		for b.Loop() {
			p := pairs[i%len(pairs)]
			got.between(p.old, p.nw)
			i++
		}
	})
	b.Run("reference", func(b *testing.B) {
		i := 0
		for b.Loop() {
			p := pairs[i%len(pairs)]
			ref.between(p.old, p.nw)
			i++
		}
	})
}
