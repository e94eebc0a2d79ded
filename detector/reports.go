package detector

import (
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
type Reports struct {
	byWord map[string][]int // content word of a report → reports
	rs     []report
}

type report struct {
	id, memID string
	subj      string   // the report's subject canon
	subjWords []string // its content words, sorted
	words     []string // content words of subject, attribute and value, sorted
	t         time.Time
	key       anchorKey
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
	r := &Reports{byWord: map[string][]int{}}
	for _, ru := range rus {
		rep := report{id: ru.ID, memID: ru.MemoryID, subj: ru.Subject, subjWords: reportWords(ru.Subject), t: ru.At,
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
	if r == nil || len(r.rs) == 0 {
		return nil
	}
	lk := old.reportLook()
	subjWords, valWords, owner := lk.subjWords, lk.valWords, lk.owner
	own := anchorKey{old.subj, old.attr, old.scope}
	for wi, w := range lk.look {
		byValue := wi >= len(lk.look)-len(valWords)
		l := r.byWord[w]
		// a word's reports are in order time (NewReports sorts them):
		// only those strictly after old's order time and strictly before
		// nw's can count, tried in the same order as a scan of all
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
				// "We upgraded the service builds to Go 1.24": an owner's
				// report names the key's subject among its other words
				if !containsSortedAll(rep.words, subjWords) {
					continue
				}
			} else if !nestWords(subjWords, rep.subjWords) {
				continue
			}
			if byValue && !containsSortedAll(rep.words, valWords) {
				continue // the whole expired value must be among its words
			}
			return rep
		}
	}
	return nil
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
