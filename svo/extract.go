package svo

import (
	"fmt"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/jdkato/prose/v3/tag"

	"l9/internal/fnv1a"
	"l9/internal/postag"
	"l9/memory"
)

// Extractor turns memories into comparable units. Build one with New and
// share it: it holds the tokenizer and the part-of-speech model, loaded once,
// and is safe for concurrent use (it has no mutable state of its own; the
// process's analyzer and word caches it reads are safe for concurrent use).
type Extractor struct {
	tokenizer *postag.Tokenizer
	tagger    tag.Interface
	analyzer  *postag.Analyzer[*wordFacts] // tokenizer and tagger at once, with each token's word facts
	off       map[string]bool              // rule ids switched off (read-only after NewWith)
}

// New builds an Extractor with every rule on: NewWith(Options{}).
func New() (*Extractor, error) {
	return NewWith(Options{})
}

func newExtractor() (*Extractor, error) {
	tg, err := postag.Default() // prose's default tagger's tags, several times faster
	if err != nil {
		return nil, fmt.Errorf("svo: load part-of-speech model: %w", err)
	}
	an, err := sharedAnalyzer()
	if err != nil {
		return nil, fmt.Errorf("svo: load part-of-speech model: %w", err)
	}
	return &Extractor{tokenizer: postag.NewTokenizer(), tagger: tg, analyzer: an}, nil
}

// sharedAnalyzer is the process's analyzer, shared by every Extractor: what
// it caches (a span's tokens, tags and word facts) depends on the text
// alone, not on the rules an Extractor switches off.
var sharedAnalyzer = sync.OnceValues(func() (*postag.Analyzer[*wordFacts], error) {
	tg, err := postag.Default()
	if err != nil {
		return nil, err
	}
	return postag.NewAnalyzer(postag.NewTokenizer(), tg, wordOf), nil
})

// DictionaryWord reports whether w is a word of the tagger's English
// vocabulary ("county", "mobile", "smith"), as opposed to a coined name
// ("halvorsen", "quillpad"). When the tagger cannot be loaded it reports
// true, the cautious answer for callers that treat dictionary words as no
// names.
func DictionaryWord(w string) bool {
	tg, err := postag.Default()
	return err != nil || tg.Known(w)
}

// FacetID is the id of facet i (from 0) of the memory parentID.
func FacetID(parentID string, i int) string {
	return parentID + "#f" + strconv.Itoa(i)
}

// Abstention records a clause (or a whole memory) that yielded no unit, and
// why, so a researcher can see why two memories did not share a key.
type Abstention struct {
	ID       string `json:"id"`        // the unit id the clause would have had
	MemoryID string `json:"memory_id"` // the memory it came from
	Text     string `json:"text"`      // the clause ("" for memory-level notes)
	Reason   string `json:"reason"`
}

// Memory returns the units of one memory: one unit for single-clause content
// (unit id = memory id), facet units for compound content (ids
// FacetID(m.ID, i)), or none.
func (e *Extractor) Memory(m *memory.Memory) []Unit {
	us, _ := e.Explain(m)
	return us
}

// Explain is Memory plus the abstentions: every clause that yielded no unit,
// with its reason.
func (e *Extractor) Explain(m *memory.Memory) ([]Unit, []Abstention) {
	return e.extract(m.ID, m.ID, m.Content, m, false)
}

// All returns the units of a whole input in input order, then facet order.
// Facet memories (is_facet with a parent_id present in the input) are not
// extracted at their own position: they are the units of their parent, whose
// content is then not decomposed again; a facet memory's unit id is its own id
// and its MemoryID the parent's.
func (e *Extractor) All(ms []memory.Memory) []Unit {
	us, _ := e.ExplainAll(ms)
	return us
}

// AllSerial is All on the calling goroutine, for a caller that runs its
// own workers over blocks of an input (internal/stage1): All's workers
// would only add a hand-off per memory. The units are All's.
func (e *Extractor) AllSerial(ms []memory.Memory) []Unit {
	us, _ := e.explainAll(ms, 1, nil)
	return us
}

// AllSerialMemo is AllSerial looking up and remembering each content's
// extraction in memo (nil: AllSerial), so that contents repeated across
// the blocks of one input are extracted once while memo holds them. The
// units are All's whatever memo holds.
func (e *Extractor) AllSerialMemo(ms []memory.Memory, memo *Memo) []Unit {
	us, _ := e.explainAll(ms, 1, memo)
	return us
}

// ExplainAll is All plus the abstentions, in the same order.
func (e *Extractor) ExplainAll(ms []memory.Memory) ([]Unit, []Abstention) {
	return e.explainAll(ms, runtime.GOMAXPROCS(0), nil)
}

// explainAll is ExplainAll on at most workers goroutines (the result does
// not depend on how many), looking contents up in memo when it is not nil.
func (e *Extractor) explainAll(ms []memory.Memory, workers int, memo *Memo) ([]Unit, []Abstention) {
	ids := make(map[string]bool, len(ms))
	for i := range ms {
		ids[ms[i].ID] = true
	}
	children := map[string][]int{}
	for i := range ms {
		if ms[i].IsFacet && ms[i].ParentID != "" && ids[ms[i].ParentID] {
			children[ms[i].ParentID] = append(children[ms[i].ParentID], i)
		}
	}
	// a result is a memory's units and abstentions, or (stamp set) the
	// cached ones of its content, to be stamped with stamp's id and times
	type result struct {
		us    []Unit
		as    []Abstention
		stamp *memory.Memory
	}
	var mu sync.Mutex
	cache := map[string]result{}
	res := make([]result, len(ms))
	work := func(i int) {
		m := &ms[i]
		if m.IsFacet && m.ParentID != "" && ids[m.ParentID] {
			return // extracted with its parent
		}
		if kids, ok := children[m.ID]; ok {
			var r result
			ante := ""
			for _, k := range kids {
				f := &ms[k]
				us, as := e.extractWith(f.ID, m.ID, f.Content, f, true, ante, nil)
				for _, u := range us {
					ante = u.Subject.Canon
				}
				r.us = append(r.us, us...)
				r.as = append(r.as, as...)
			}
			res[i] = r
			return
		}
		mid := m.ID
		if m.IsFacet && m.ParentID != "" {
			mid = m.ParentID
		}
		if mid != m.ID {
			us, as := e.extract(m.ID, mid, m.Content, m, true)
			res[i] = result{us: us, as: as}
			return
		}
		// Extraction is a function of the content alone (ids and times are
		// filled in afterwards), so repeated content is extracted once.
		if memo != nil {
			me, ok := memo.get(m.Content)
			if !ok {
				me.us, me.as = e.extract(placeholderID, placeholderID, m.Content, nil, false)
				memo.put(m.Content, me)
			}
			res[i] = result{us: me.us, as: me.as, stamp: m}
			return
		}
		mu.Lock()
		c, ok := cache[m.Content]
		mu.Unlock()
		if !ok {
			c.us, c.as = e.extract(placeholderID, placeholderID, m.Content, nil, false)
			mu.Lock()
			cache[m.Content] = c
			mu.Unlock()
		}
		res[i] = result{us: c.us, as: c.as, stamp: m}
	}
	if workers > len(ms) {
		workers = len(ms)
	}
	if workers <= 1 {
		for i := range ms {
			work(i)
		}
	} else {
		next := make(chan int)
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range next {
					work(i)
				}
			}()
		}
		for i := range ms {
			next <- i
		}
		close(next)
		wg.Wait()
	}
	nu, na := 0, 0
	for i := range res {
		nu += len(res[i].us)
		na += len(res[i].as)
	}
	var us []Unit
	var as []Abstention
	if nu > 0 {
		us = make([]Unit, 0, nu)
	}
	if na > 0 {
		as = make([]Abstention, 0, na)
	}
	for _, r := range res {
		if r.stamp != nil {
			us = appendStamped(us, r.us, r.stamp)
			as = appendStampedAbstentions(as, r.as, r.stamp.ID)
			continue
		}
		us = append(us, r.us...)
		as = append(as, r.as...)
	}
	return us, as
}

// Text extracts the units of free text as if it were a memory with the given
// id and no timestamps (used by the CLI for plain lines and by tests).
func (e *Extractor) Text(id, content string) ([]Unit, []Abstention) {
	m := memory.Memory{ID: id, Content: content}
	return e.Explain(&m)
}

func (e *Extractor) extract(unitID, memID, content string, m *memory.Memory, isFacet bool) ([]Unit, []Abstention) {
	return e.extractWith(unitID, memID, content, m, isFacet, "", nil)
}

// extractWith is the whole pipeline for one text: clean, split into clauses,
// drop fragments and duplicates, parse each clause, build units.
func (e *Extractor) extractWith(unitID, memID, content string, m *memory.Memory, isFacet bool, ante string, tr *[]TraceClause) ([]Unit, []Abstention) {
	var abst []Abstention
	note := func(id, text, reason string) {
		abst = append(abst, Abstention{ID: id, MemoryID: memID, Text: text, Reason: reason})
	}
	raw := content
	if len(raw) > MaxContentBytes {
		cut := MaxContentBytes
		for cut > 0 && !isRuneStart(raw[cut]) {
			cut--
		}
		raw = raw[:cut]
		note(unitID, "", fmt.Sprintf("content truncated to %d bytes", MaxContentBytes))
	}
	text := cleanText(raw)
	if !e.isOff("record.header-line") {
		text = slashRecord(text)
	}
	if strings.TrimSpace(text) == "" {
		note(unitID, "", "empty content")
		return nil, abst
	}
	// clauses
	// the clause lists of a memory of a few clauses live on the stack
	var clsBuf, sentClsBuf [8]clause
	var sentBuf [4][2]int
	cls := clsBuf[:0]
	// the kept clauses' dedupe keys, made once a second clause comes (the
	// first clause is no one's duplicate): the first clause's text, the
	// number kept, and the keys (nil before)
	var firstKept string
	kept := 0
	var seen map[string]bool
	capped := 0
	for _, sp := range appendSentences(sentBuf[:0], text) {
		if len(cls) >= MaxFacets {
			capped++
			continue
		}
		for _, c := range appendClauses(sentClsBuf[:0], text, sp[0], sp[1]) {
			if len(cls) >= MaxFacets {
				capped++
				continue
			}
			cls = e.addClause(cls, c, text)
		}
	}
	if capped > 0 {
		note(unitID, "", fmt.Sprintf("facet cap %d reached: %d more clauses not extracted", MaxFacets, capped))
	}
	// split verb-phrase coordination inside clauses, drop fragments and duplicates
	// the clause lists live on the stack for a memory of a few clauses
	var facetBuf, expandedBuf [8]clause
	facets := facetBuf[:0]
	for _, c := range cls {
		if t := e.rewriteClause(c.text); t != c.text {
			c.text, c.toks = t, nil // the tokens addClause kept are of the old text
		}
		var pieceBuf [4]clause
		var vpBuf, relBuf [2]clause // the splits' results, on the stack
		pieces := pieceBuf[:0]
		for _, c1 := range e.splitVP(vpBuf[:0], c) {
			for _, c2 := range e.splitRelative(relBuf[:0], c1) {
				pieces = e.spliceSplit(pieces, c2)
			}
		}
		for _, c2 := range pieces {
			var lb [16]byte
			if w := appendLower(lb[:0], firstWord(c2.text)); string(w) == "after" || string(w) == "since" || string(w) == "following" {
				if c2.toks == nil {
					c2.toks = e.tokens(c2.text)
				}
				if t, ok := e.eventOpener(c2.text, c2.toks); ok {
					c2.start += len(c2.text) - len(t)
					c2.text, c2.toks = t, nil
				}
			}
			if k := nextDueSplit(c2.text); k > 0 && !e.isOff("relation.next-due") {
				// "Van 17 passed its MOT, next due 13 May 2025": the next
				// due date is a clause of its own, owned below
				head := c2
				head.text, head.toks = strings.TrimRight(c2.text[:k], " ,"), nil
				facets = append(facets, head)
				kept++
				c2.start += k + 2
				c2.text, c2.toks = c2.text[k+2:], nil
			}
			if len(c2.text) > MaxClauseBytes {
				facets = append(facets, c2) // abstains below, with its index
				continue
			}
			if !hasLetter(c2.text) || strings.HasPrefix(c2.text, "# ") || strings.HasPrefix(c2.text, "##") {
				continue // "1.", "--", "***": list markers and rules, not facets
			}
			w := appendLower(lb[:0], firstWord(c2.text))
			if string(w) == "so" && !e.isOff("split.so-result") {
				if k := resultSo(c2.text); k > 0 {
					// "..., so the rent now goes to Castlegate Lettings": a
					// result clause states a fact of its own
					c2.start += k
					c2.text, c2.toks, c2.via = c2.text[k:], nil, "split.so-result"
					w = appendLower(lb[:0], firstWord(c2.text))
				}
			}
			if bindingConnectives[string(w)] && !strings.Contains(c2.text, ",") && string(w) != "that" && !asOfOpener(c2.text) {
				note("", c2.text, "dropped: fragment led by binding connective ("+string(w)+")")
				continue
			}
			if kept == 0 {
				firstKept = c2.text
			} else {
				if seen == nil {
					seen = map[string]bool{dedupeKey(firstKept): true}
				}
				k := dedupeKey(c2.text)
				if seen[k] {
					note("", c2.text, "dropped: duplicate clause")
					continue
				}
				seen[k] = true
			}
			kept++
			facets = append(facets, c2)
		}
	}
	// "Alice and Bob live in Berlin" is one facet per person
	expanded := expandedBuf[:0]
	for _, c := range facets {
		if c.vpCoord || len(c.text) > MaxClauseBytes || !strings.Contains(c.text, " and ") {
			expanded = append(expanded, c)
			continue
		}
		if c.toks == nil {
			c.toks = e.tokens(c.text)
		}
		if pair, ok := couplePredicate(c.toks); ok && !e.isOff("relation.couple") {
			c.couple = &pair
			expanded = append(expanded, c)
			continue
		}
		if pair, ok := coupleDivorced(c.text, c.toks); ok && !e.isOff("negation.couple-divorced") {
			c.couple, c.coupleEnded = &pair, true
			expanded = append(expanded, c)
			continue
		}
		cs, v := conjuncts(c.toks)
		if cs == nil {
			expanded = append(expanded, c)
			continue
		}
		for i := range cs {
			c2 := c
			c2.conj, c2.verb = &cs[i], v
			expanded = append(expanded, c2)
		}
	}
	facets = expanded
	if len(facets) == 0 && len(abst) == 0 {
		note(unitID, "", "no clause with words (punctuation, markup or numbers only)")
	}
	compound := len(facets) >= 2
	hdr := ""
	if compound && !e.isOff("record.header-line") {
		hdr = recordHeader(text, facets)
	}
	var units []Unit
	ambiguous := false
	prevFailed := false
	// the names the memory's clauses say went (evidence.departed), and the
	// trace clause of the first
	var deps []departure
	depTrace := -1
	anteNamed := false
	for i, c := range facets {
		id := unitID
		if compound {
			id = FacetID(unitID, i)
		}
		if len(c.text) > MaxClauseBytes {
			note(id, truncate(c.text, 80), fmt.Sprintf("clause longer than %d bytes", MaxClauseBytes))
			continue
		}
		if hdr != "" && i == 0 {
			// "Patient: Maple (P-35510)" names the record's thing: no fact
			// of it ("Patient: Otto" in the next record is no new version)
			note(id, c.text, "record header: names the thing the record's fields are about")
			if tr != nil {
				*tr = append(*tr, TraceClause{Clause: c.text, Stages: []TraceStage{{Name: "record", Output: "record.header-line: the header of " + hdr + "'s record"}}})
			}
			continue
		}
		if i > 0 && !e.isOff("relation.next-due") {
			if t, ok := nextDueOwned(facets[i-1].text, c.text); ok {
				// "CMM-1 recalibrated by Pennock; next due 14/03/2026" is
				// "CMM-1 calibration due 14/03/2026"
				if tr != nil {
					*tr = append(*tr, TraceClause{Clause: c.text, Stages: []TraceStage{{Name: "relation", Output: "relation.next-due: read as \"" + t + "\""}}})
				}
				c.text, c.toks = t, nil
			} else if mayBeNextDue(c.text) && reNextDue.MatchString(c.text) {
				// "Fable vacc'd flu only today; next flu due 28/02/2026":
				// the next due date of a thing the clause before does not
				// name in a form read here, no key of its own
				note(id, c.text, "next due date of a thing the previous clause does not name")
				continue
			}
		}
		if c.couple != nil {
			// "Dennis Quaid and Meg Ryan are husband and wife": each is the
			// other's spouse
			for k, pr := range [][2]rng{{c.couple[0], c.couple[1]}, {c.couple[1], c.couple[0]}} {
				su, ok := coupleUnit(c.text, c.toks, pr[0], pr[1])
				if !ok {
					continue
				}
				if c.coupleEnded {
					su.Negated, su.Rule, su.Form = true, "negation.couple-divorced", "negation.couple-divorced"
				}
				su.ID, su.MemoryID, su.IsFacet = id, memID, compound || isFacet
				if k == 1 {
					su.ID = id // one clause, two units: the same id, as a rule's extra views
				}
				if m != nil {
					su.CreatedAt, su.ObservedAt, su.EffectiveAt, su.ExpiresAt = m.CreatedAt, copyTime(m.ObservedAt), copyTime(m.EffectiveAt), copyTime(m.ExpiresAt)
				}
				su.Named = true
				units = append(units, su)
			}
			if tr != nil {
				out := "relation.couple: each name is the other's spouse"
				if c.coupleEnded {
					out = "negation.couple-divorced: neither name is the other's spouse any more"
				}
				*tr = append(*tr, TraceClause{Clause: c.text, Stages: []TraceStage{{Name: "relation", Output: out}}})
			}
			continue
		}
		toks := c.toks
		if toks == nil {
			toks = e.tokens(c.text)
		}
		a := ante
		if ambiguous && !c.vpCoord {
			a = "" // "User has a dog. His name is Rex.": "his" may be the dog
		}
		var r parsed
		var why abstain
		if c.vpCoord && prevFailed {
			// "She recently moved to Lisbon and now works at Globex": the
			// shared subject was not resolved
			note(id, c.text, "verb phrase coordinated with a clause that yielded no unit")
			continue
		}
		prevFailed = true
		// the adjunct stage: an opener and trailing adjuncts are cut, the
		// rules read the core clause (a conjunct keeps its token indexes)
		core := toks
		var cuts []adjunctCut
		if c.conj == nil {
			lo, hi, cs := e.adjuncts(c.text, toks, c.vpCoord)
			if len(cs) > 0 {
				core, cuts = toks[lo:hi], cs
			}
		}
		if c.conj != nil {
			r, why = parseConjunct(c.text, toks, *c.conj, c.verb)
		} else {
			r, why = parseClauseNamed(c.text, core, a, anteNamed && !ambiguous, c.vpCoord)
		}
		if why != "" && ambiguous && !c.vpCoord && strings.Contains(string(why), "without antecedent") {
			why = abstain(strings.Replace(string(why), "without antecedent", "with an ambiguous antecedent", 1))
		}
		var trc *TraceClause
		if tr != nil {
			*tr = append(*tr, TraceClause{Clause: c.text})
			trc = &(*tr)[len(*tr)-1]
			trc.Stages = append(trc.Stages, TraceStage{Name: "tokens", Output: traceTokens(toks)})
			if !e.isOff("token.abbrev-period") {
				if raw := e.tokensWith(c.text, false); len(raw) != len(toks) {
					var js []string
					for _, t := range toks {
						if strings.HasSuffix(t.text, ".") && nameAbbrevs[strings.TrimSuffix(t.low, ".")] {
							js = append(js, t.text)
						}
					}
					trc.Stages = append(trc.Stages, TraceStage{Name: "tokens", Output: "token.abbrev-period: " + strings.Join(js, " ") + " kept whole"})
				}
			}
			if !e.isOff("token.name-after-verb") {
				if ws := e.namesAfterVerbs(c.text); len(ws) > 0 {
					trc.Stages = append(trc.Stages, TraceStage{Name: "tokens", Output: "token.name-after-verb: " + strings.Join(ws, " ") + " read as a name, not a verb"})
				}
			}
			if !e.isOff("token.key-before-colon") {
				for i := 1; i+2 < len(toks); i++ {
					// toks are retagged already: the tagger's own tags say
					// whether the rule fired
					if toks[i].tag == "NN" && toks[i+2].text == ":" && e.keyVerbRetagged(c.text, toks[i].start) {
						trc.Stages = append(trc.Stages, TraceStage{Name: "tokens", Output: "token.key-before-colon: " + toks[i].text + " read as a word of the key, not a verb"})
					}
				}
			}
			if !e.isOff("token.day-key") && len(toks) > 3 && toks[0].tag == "NNP" && (toks[0].text == "Sat" || toks[0].text == "Sun" || toks[0].text == "Wed") && (toks[2].text == ":" || toks[3].text == ":") {
				trc.Stages = append(trc.Stages, TraceStage{Name: "tokens", Output: "token.day-key: " + toks[0].text + " read as the key's weekday, not a verb"})
			}
			if !e.isOff("token.is-contraction") && e.isContractions(c.text) {
				trc.Stages = append(trc.Stages, TraceStage{Name: "tokens", Output: "token.is-contraction: 's read as is, not a possessive"})
			}
			for _, t := range toks {
				if t.low == "No" && !e.isOff("token.name-no") {
					trc.Stages = append(trc.Stages, TraceStage{Name: "tokens", Output: "token.name-no: \"No\" opens a name, not a negation"})
					break
				}
			}
			if c.via != "" {
				what := ": split off a clause of the subject"
				switch c.via {
				case "split.dash-splice":
					what = ": a clause of its own after a dash"
				case "split.comma-name":
					what = ": a clause of its own after a comma, opening with a name"
				case "split.so-result":
					what = ": a result clause after \"so\", a fact of its own"
				}
				trc.Stages = append(trc.Stages, TraceStage{Name: "split", Output: c.via + what})
			}
			traceAdjuncts(c.text, toks, cuts, trc)
		}
		if !e.isOff("evidence.departed") {
			if ds := departures(toks); len(ds) > 0 {
				if deps == nil && tr != nil {
					depTrace = len(*tr) - 1
				}
				for _, d := range ds {
					d.unit = id
					deps = append(deps, d)
				}
			}
		}
		var u Unit
		var extra []Unit
		chosen := false
		if hdr != "" && i > 0 && c.conj == nil && !c.vpCoord {
			// a field line of a record block is a fact of the thing its
			// header names (record.header-line)
			u, extra, chosen = e.recordFieldUnit(hdr, c.text, trc)
			if chosen {
				cuts = nil
			}
		}
		if !chosen {
			u, extra, chosen = e.choose(c.text, core, r, why, c.conj == nil && !c.vpCoord, trc)
		}
		if !chosen && len(cuts) > 0 {
			// the core yields nothing: read the whole clause
			if trc != nil {
				trc.Stages = append(trc.Stages, TraceStage{Name: "adjunct", Output: "the core clause yields no unit: the whole clause is read"})
			}
			cuts, core = nil, toks
			if c.vpCoord {
				r, why = parseClauseNamed(c.text, toks, a, anteNamed && !ambiguous, true)
			} else {
				r, why = parseClauseNamed(c.text, toks, a, anteNamed && !ambiguous, false)
			}
			u, extra, chosen = e.choose(c.text, toks, r, why, c.conj == nil && !c.vpCoord, trc)
		}
		if chosen && len(cuts) > 0 {
			e.adjunctEvidence(c.text, toks, cuts, &u, trc)
		}
		if chosen {
			why = ""
			if i > 0 && c.conj == nil && !c.vpCoord && !e.isOff("guard.anaphoric-subject") && anaphoricSubject(u.Subject.Surface) {
				// "... transferred to Dunmore Athletic. The fee was reported as
				// €7.2 million.": the fee of that transfer, not a fact of its own
				chosen, why = false, abstain("anaphoric subject bound to an earlier sentence ("+u.Subject.Surface+")")
				if trc != nil {
					trc.Stages = append(trc.Stages, TraceStage{Name: "guard", Output: "guard.anaphoric-subject: " + u.Subject.Surface})
				}
			}
			if chosen && !e.isOff("guard.bare-key") && (u.Attribute.Canon == "be" && bareKeys[u.Subject.Canon] || u.Rule == "parse.keyvalue" && modifierSubjects[u.Subject.Canon]) {
				// "INC-40217 Pelham Rd LV fault - status: open", a record
				// line "Status: contracted": a status of something the
				// clause does not name, no fact of its own
				chosen, why = false, abstain("the key names no thing ("+u.Subject.Canon+")")
				if trc != nil {
					trc.Stages = append(trc.Stages, TraceStage{Name: "guard", Output: "guard.bare-key: " + u.Subject.Canon})
				}
			}
		} else if why == "" {
			why = abstain("parser rule switched off (" + parseRuleID(r.form) + ")")
		}
		if why != "" {
			note(id, c.text, string(why))
			if c.conj == nil && !c.vpCoord && !e.isOff("frame.slot") && !strings.Contains(string(why), "anaphoric") && !strings.Contains(string(why), "names no thing") && !refusal(why) && !strings.Contains(string(why), "task") {
				units = e.appendSlotUnits(units, c.text, toks, id, memID, compound || isFacet, m, trc)
			}
			if c.vpCoord {
				continue
			}
			if strings.Contains(string(why), "antecedent") {
				ambiguous = true // the chain of reference is broken for what follows
			}
			// a clause that fails still names a subject for the next pronoun
			// only when it is unambiguous; keep the previous antecedent
			continue
		}
		if c.conj == nil && !c.vpCoord && !e.isOff("frame.key-slot") && u.Attribute.Canon == "be" && u.Cardinality == CardSetValued && strings.HasSuffix(u.Form, "keyvalue") && !u.Negated && !hedged(toks) {
			// "Salt Loft - deliver Weds", "Brackwater Hazy - 5.8% ABV": a
			// note about a name is no relation of it, but a value of one
			// slot is that slot's version (frame.key-slot)
			if su := slotLineUnits(c.text, chunkTokens(toks, e.off), true); len(su) > 0 {
				units = appendFrameUnits(units, su, id, memID, compound || isFacet, m, trc)
			}
		}
		if c.conj == nil && !c.vpCoord && !e.isOff("frame.slot") && u.Confidence < 0.5 && !hedged(toks) {
			// a reading below the threshold (a past count, a hedge) cannot
			// pair: the clause also gets its fallback frame keys
			units = e.appendSlotUnits(units, c.text, toks, id, memID, compound || isFacet, m, trc)
		}
		u.ID, u.MemoryID, u.IsFacet = id, memID, compound || isFacet
		if m != nil {
			u.CreatedAt = m.CreatedAt
			u.ObservedAt = copyTime(m.ObservedAt)
			u.EffectiveAt = copyTime(m.EffectiveAt)
			u.ExpiresAt = copyTime(m.ExpiresAt)
		}
		prevFailed = false
		// "Acme Corp was founded in 1985. The company ...": the company is
		// Acme; but after "Alice works at Acme." it would be the value
		anteNamed = u.Subject.Surface != "" && !isLowerWord(firstChar(u.Subject.Surface)) && !hasLowerPrefix(u.Subject.Surface, "the ") &&
			u.Subject.Canon != "user" && u.Subject.Canon != "we" && (u.Value.Surface == "" || isLowerWord(u.Value.Surface))
		ante = u.Subject.Canon
		ambiguous = animateValue(&u)
		if !strings.HasPrefix(u.Rule, "parse.") && (u.KeyOnly || len(toks) > 0 && u.Subject.Start > toks[0].start) {
			// a table rule keyed the object or the role, not the clause's
			// grammatical subject: a following pronoun may not refer to it
			ambiguous = true
		}
		if strings.HasSuffix(u.Form, "inverse") {
			// "Sarah is my sister. She lives in Boston.": "she" is Sarah, the
			// grammatical subject, which the inverse form keys as the value
			ante, ambiguous = u.Value.Canon, false
		}
		u.Named = namedSurface(u.Subject.Surface) && !initialCommonNoun(toks, &u) || u.Rule == "record.header-line" && hdr != "" && namedSurface(hdr)
		u.Frame = valueFrame(&u)
		rep := !e.isOff("evidence.reported-change") && reportsChange(toks)
		u.Reported = rep || u.From != nil
		still := !e.isOff("evidence.still") && stillStated(toksBeforeAside(toks, u.Value.End))
		u.Still = still && !u.Negated
		now := !e.isOff("evidence.now") && !still && nowStated(toks)
		u.Changed = now && !u.Negated && !u.KeyOnly && !requestVerbs[u.Attribute.Canon]
		if u.Changed && trc != nil {
			trc.Stages = append(trc.Stages, TraceStage{Name: "evidence", Output: "evidence.now: the value holds now, after another (Unit.Changed)"})
		}
		if still && trc != nil {
			trc.Stages = append(trc.Stages, TraceStage{Name: "evidence", Output: "evidence.still: the value held already (Unit.Still): a confirmation"})
		}
		if rep && trc != nil {
			trc.Stages = append(trc.Stages, TraceStage{Name: "evidence", Output: "evidence.reported-change: the clause reports a change (Unit.Reported)"})
		}
		units = append(units, u)
		for _, x := range extra {
			x.Named = namedSurface(x.Subject.Surface) && !initialCommonNoun(toks, &x) || x.Rule == "record.header-line" && hdr != "" && namedSurface(hdr)
			x.Frame = valueFrame(&x)
			x.Reported = rep || x.From != nil
			x.Still = still && !x.Negated
			x.Changed = now && !x.Negated && !x.KeyOnly && !requestVerbs[x.Attribute.Canon]
			x.ID, x.MemoryID, x.IsFacet = u.ID, u.MemoryID, u.IsFacet
			x.CreatedAt, x.ObservedAt, x.EffectiveAt, x.ExpiresAt = u.CreatedAt, copyTime(u.ObservedAt), copyTime(u.EffectiveAt), copyTime(u.ExpiresAt)
			units = append(units, x)
		}
	}
	if n := applyDeparted(units, deps); n > 0 && depTrace >= 0 {
		(*tr)[depTrace].Stages = append((*tr)[depTrace].Stages, TraceStage{Name: "evidence", Output: fmt.Sprintf("evidence.departed: %s went: the old value of %d unit(s) of the memory (Unit.From)", deps[0].surface, n)})
	}
	return units, abst
}

// valueFrame is Unit.Frame: FNV-1a over the clause's words around the value
// span, lowercased, the value replaced by one marker; 0 without a value or
// with fewer words around it than frameEvidence asks.
func valueFrame(u *Unit) uint64 {
	t, v := u.Text, u.Value
	least := frameEvidence(u)
	if u.KeyOnly || v.Start < 0 || v.End > len(t) || v.Start >= v.End || least == 0 {
		return 0
	}
	h := fnv1a.Offset
	words := 0
	for _, part := range [2]string{t[:v.Start], t[v.End:]} {
		if !isASCII(part) {
			part = strings.ToLower(part)
		}
		// an ASCII part is lowered byte by byte as it is hashed (the bytes
		// strings.ToLower would give; it has no A-Z left otherwise)
		for w := range strings.FieldsSeq(part) {
			if w = strings.TrimRight(w, ".!;"); w == "" {
				continue
			}
			for k := 0; k < len(w); k++ {
				c := w[k]
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				h = fnv1a.AddByte(h, c)
			}
			h = fnv1a.AddByte(h, ' ')
			words++
		}
		h = fnv1a.AddByte(h, 0)
	}
	if words < least {
		return 0
	}
	return h
}

// frameEvidence returns how many words a unit's sentence must have around
// its value for that sentence, restated with another value, to be evidence
// of one value at a time (0: never): a record key or an attribute noun that
// is not a many-valued one, two words ("Tanager Mews bin day: Thursday",
// "LING1001 seminars: Tuesdays"; not "Languages: French"); a record key read
// whole (attribute "be") or a generic verb whose value is a number or a time,
// three ("Tensleigh MSA governing law: England and Wales", "pays 3.1% AER",
// "meets the first Monday of the month"; not "api-gateway dependency:
// redis"). A relation the lexicon knows to hold several values ("is
// allergic to", "speaks", "member of") and a generic verb's plain object
// ("volunteers at the food bank", "integrates with Salesforce") are no such
// evidence: "speaks French", then "speaks Portuguese", is a second language
// as often as a change.
func frameEvidence(u *Unit) int {
	lastWord := func(s string) string {
		if i := strings.LastIndexByte(s, ' '); i >= 0 {
			return s[i+1:]
		}
		return s
	}
	switch u.Form {
	case "keyvalue", "owner-keyvalue", "dash-owner-keyvalue", "attribute":
		if u.Attribute.Canon == "be" {
			if setNouns[lastWord(u.Subject.Canon)] {
				return 0
			}
			return 3
		}
		if setNouns[lastWord(u.Attribute.Canon)] {
			return 0
		}
		return 2
	case "verb", "verb-prep":
		if containsDigit(u.Value.Canon) || isTemporalValue(u.Value.Canon) {
			return 3
		}
	}
	return 0
}

// personValued attributes have a person (or animal) as their value: a
// following pronoun may refer to the value rather than the subject.
var personValued = map[string]bool{
	"have": true, "spouse": true, "manager": true, "leader": true, "owner": true, "holder": true,
	"founder": true, "author": true, "ceo": true, "president": true, "name": true,
	"like": true, "dislike": true, "visit": true, "meet": true, "marry": true, "know": true,
}

// animateValue reports whether u's value could be the antecedent of a
// following pronoun.
func animateValue(u *Unit) bool {
	switch u.Form {
	case "occupation", "isa", "property", "state", "age", "measure":
		return false // the value describes the subject itself
	}
	if personValued[u.Attribute.Canon] {
		return true
	}
	last, has := "", false
	for w := range strings.FieldsSeq(u.Attribute.Canon) {
		last, has = w, true
	}
	if has && (entityNouns[last] || occupations[last]) {
		return true // "Alice's sister is Beth. She ...": she may be Beth
	}
	for w := range strings.FieldsSeq(u.Value.Canon) {
		s, _ := singular(w)
		if entityNouns[s] || occupations[s] {
			return true
		}
	}
	if u.Confidence < 0.5 {
		return true // a weak parse is a weak antecedent
	}
	f := u.Form
	if (strings.Contains(f, "verb") || strings.Contains(f, "passive")) && u.Value.Surface != "" && !isLowerWord(firstChar(u.Value.Surface)) {
		return u.Attribute.Canon != "employer" && u.Attribute.Canon != "residence" && u.Attribute.Canon != "use" && u.Attribute.Canon != "run"
	}
	return false
}

func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// placeholderID stands for the memory id in cached extractions.
const placeholderID = "\x00"

// withID replaces the placeholder memory id at the front of s with id.
func withID(s, id string) string {
	if strings.HasPrefix(s, placeholderID) {
		return id + s[len(placeholderID):]
	}
	return s
}

// appendStamped appends copies of cached units for memory m: its id and
// times.
func appendStamped(out, cached []Unit, m *memory.Memory) []Unit {
	for _, u := range cached {
		u.ID = withID(u.ID, m.ID)
		u.MemoryID = withID(u.MemoryID, m.ID)
		u.CreatedAt = m.CreatedAt
		u.ObservedAt = copyTime(m.ObservedAt)
		u.EffectiveAt = copyTime(m.EffectiveAt)
		u.ExpiresAt = copyTime(m.ExpiresAt)
		out = append(out, u)
	}
	return out
}

func appendStampedAbstentions(out, cached []Abstention, id string) []Abstention {
	for _, a := range cached {
		a.ID = withID(a.ID, id)
		a.MemoryID = withID(a.MemoryID, id)
		out = append(out, a)
	}
	return out
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !isRuneStart(s[n]) {
		n--
	}
	return s[:n] + "..."
}

func dedupeKey(s string) string {
	t := strings.TrimRight(s, ".!;, ")
	if isASCII(t) {
		// fold is strings.ToLower here: the words lowered straight into
		// the key (strings.Fields splits ASCII at these bytes)
		var b strings.Builder
		b.Grow(len(t))
		space := false // a space is pending before the next word
		for i := 0; i < len(t); i++ {
			c := t[i]
			if asciiSpace[c] {
				space = b.Len() > 0
				continue
			}
			if space {
				b.WriteByte(' ')
				space = false
			}
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b.WriteByte(c)
		}
		return b.String()
	}
	f := fold(t)
	var b strings.Builder
	b.Grow(len(f)) // the words and single spaces are at most f
	for w := range strings.FieldsSeq(f) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	return b.String()
}

// addClause appends c, handling a clause that starts with "and": an
// independent clause stays separate, a verb phrase inherits the previous
// subject, and a list item ("..., and pears") is merged back.
func (e *Extractor) addClause(cls []clause, c clause, text string) []clause {
	var lb [16]byte
	if w := appendLower(lb[:0], firstWord(c.text)); string(w) != "and" {
		return append(cls, c)
	}
	rest := strings.TrimLeft(c.text[3:], " ")
	off := c.start + len(c.text) - len(rest)
	if rest == "" {
		return cls
	}
	toks := e.tokens(rest)
	p := &parser{text: rest, toks: toks}
	if len(toks) > 0 && p.isVerbAt(0) && !strings.HasPrefix(toks[0].tag, "NN") && len(cls) > 0 {
		return append(cls, clause{text: rest, start: off, vpCoord: true, toks: toks})
	}
	if v := p.firstVerb(0, len(toks)); v > 0 && p.checkSubject(0, v) == "" {
		return append(cls, clause{text: rest, start: off, toks: toks})
	}
	if len(cls) > 0 {
		prev := &cls[len(cls)-1]
		end := c.start + len(c.text)
		if prev.start <= c.start && end <= len(text) {
			prev.text = text[prev.start:end]
			return cls
		}
	}
	return append(cls, clause{text: rest, start: off})
}

// splitVP splits "Alice lives in Berlin and works at Acme" into two clauses,
// the second with no subject of its own.
func (e *Extractor) splitVP(dst []clause, c clause) []clause {
	if c.vpCoord || len(c.text) > MaxClauseBytes || !strings.Contains(c.text, " and ") {
		return append(dst, c)
	}
	toks := c.toks
	if toks == nil {
		toks = e.tokens(c.text)
		c.toks = toks
	}
	p := &parser{text: c.text, toks: toks}
	v := p.firstVerb(0, len(toks))
	if v <= 0 {
		return append(dst, c)
	}
	for k := v + 1; k+1 < len(toks); k++ {
		if toks[k].low != "and" {
			continue
		}
		nx := toks[k+1]
		if nx.is(wVerbAdverb) && k+2 < len(toks) {
			nx = toks[k+2] // "moved to Lisbon and now works at Globex"
		}
		// "The budget is $250k and the deadline is June 30": two clauses
		if toks[k+1].is(wDeterminer) || toks[k+1].is(wPossessive) || toks[k+1].low == "my" || toks[k+1].low == "our" {
			if v2 := p.firstVerb(k+1, len(toks)); v2 > k+1 && v2 <= k+5 && p.checkSubject(k+1, v2) == "" {
				left := strings.TrimRight(c.text[:toks[k].start], " ,")
				right := c.text[toks[k+1].start:]
				return append(dst, clause{text: left, start: c.start}, clause{text: right, start: c.start + toks[k+1].start})
			}
		}
		finite := (nx.tag == "VBZ" || nx.tag == "VBD" || (nx.is(wBe) && nx.low != "be") || (nx.is(wHave) && nx.low != "having")) && !strings.HasPrefix(nx.tag, "NN")
		// the tagger reads "loves" in "is 7 and loves dinosaurs" as a plural noun
		nounVerb := nx.tag == "NNS" && k+2 < len(toks) && isLowerWord(nx.text) && nx.is(wKnownLemma) && nx.facts().lemma != nx.low && !strings.HasPrefix(toks[k-1].tag, "JJ")
		if changedPlural(p, k) {
			continue // "changed dentists and now sees Dr. Lee": one fact
		}
		if finite || nounVerb {
			left := strings.TrimRight(c.text[:toks[k].start], " ,")
			right := c.text[nx.start:]
			return append(dst, clause{text: left, start: c.start}, clause{text: right, start: c.start + nx.start, vpCoord: true})
		}
	}
	return append(dst, c) // with its tokens
}

// changedPlural reports "changed|switched <bare plural>" right before the
// "and" at k.
func changedPlural(p *parser, k int) bool {
	for j := k - 2; j >= 0 && j >= k-4; j-- {
		if l := p.toks[j].facts().lemma; (l == "change" || l == "switch") && p.barePlural(rng{j + 1, k}) {
			return true
		}
	}
	return false
}

// isOff reports whether rule id is switched off: without a lookup when
// none is (the common case; a lookup in an empty map is a call).
func (e *Extractor) isOff(id string) bool {
	return len(e.off) > 0 && e.off[id]
}

// tokens tokenizes and tags one clause.
func (e *Extractor) tokens(text string) []tok {
	return e.tokensWith(text, !e.isOff("token.abbrev-period"))
}

// tokensWith is tokens, with or without token.abbrev-period.
func (e *Extractor) tokensWith(text string, abbrev bool) []tok {
	buf := tokenBufs.Get().(*[]postag.Analyzed[*wordFacts])
	defer func() {
		clear(*buf) // drop the views into text
		tokenBufs.Put(buf)
	}()
	pt := e.analyzer.Analyze((*buf)[:0], text)
	*buf = pt
	if len(pt) == 0 {
		return nil
	}
	out := make([]tok, 0, len(pt))
	for _, t := range pt {
		if t.Start < 0 || t.End() > len(text) {
			continue
		}
		if sp := t.Aux.chat; sp != nil { // chatContractions[t.Text]
			// "im", "dont", "isnt": apostrophe-less chat contractions, split so
			// the verb group sees "i 'm", "do n't", "is n't"
			out = append(out,
				tok{text: t.Text[:sp.cut], low: sp.a, tag: sp.tagA, start: t.Start, end: t.Start + sp.cut},
				tok{text: t.Text[sp.cut:], low: sp.b, tag: sp.tagB, start: t.Start + sp.cut, end: t.End()})
			continue
		}
		f := t.Aux // wordOf(t.Text)
		out = append(out, tok{text: t.Text, low: f.low, tag: t.Tag, start: t.Start, end: t.End(), f: f})
	}
	if abbrev {
		out = joinAbbrevPeriods(text, out)
	}
	if !e.isOff("token.name-after-verb") {
		for i := 1; i < len(out); i++ {
			if nameAfterVerb(&out[i-1], &out[i]) {
				out[i].tag = "NNP"
			}
		}
	}
	if !e.isOff("token.key-before-colon") {
		for i := 1; i+2 < len(out); i++ {
			if keyVerbBeforeColon(out, i) {
				out[i].tag = "NN"
			}
		}
	}
	if !e.isOff("token.day-key") && len(out) > 3 && (out[0].text == "Sat" || out[0].text == "Sun" || out[0].text == "Wed") {
		// "Sat desk: Marta", "Sun cover: Ade": a key's weekday, no verb
		for j := 2; j < len(out) && j <= 3; j++ {
			if out[j].text == ":" {
				if n := &out[1]; isLowerWord(n.text) && strings.HasPrefix(n.tag, "NN") || n.tag == "VB" || n.tag == "JJ" {
					out[0].tag = "NNP"
				}
				break
			}
		}
	}
	if !e.isOff("token.is-contraction") {
		// "User's on the Flex tariff", "Mum's back at the day centre": an
		// "'s" the tagger read as a possessive before a preposition or an
		// adverb is "is" (a possessive takes a noun)
		for i := 1; i+1 < len(out); i++ {
			if out[i].low == "'s" && out[i].tag == "POS" && isContractionNext(out[i+1]) && i+2 < len(out) && !isPunct(out[i+2]) {
				out[i].tag = "VBZ"
			}
		}
	}
	if !e.isOff("token.name-no") {
		// "signed to No Genre", "a fan of No Doubt": a capitalized "No"
		// inside the clause before a capitalized word opens a name; its
		// lower form is kept capitalized so no negation test reads it
		for i := 1; i+1 < len(out); i++ {
			if out[i].text == "No" && out[i+1].text != "" && !isLowerWord(out[i+1].text[:1]) && !isPunct(out[i+1]) && !isPunct(out[i-1]) {
				out[i].low, out[i].tag, out[i].f = "No", "NNP", nil // no longer the facts of "no"
			}
		}
	}
	return out
}

// isContractionNext: a token after "'s" that makes it "is": a preposition
// but "of", or an adverb of state ("now", "back", "still", "not", "off"),
// with more of the clause after it ("a nurse at St Mary's now." keeps its
// possessive).
func isContractionNext(t tok) bool {
	switch t.low {
	case "now", "back", "still", "not", "off", "away", "currently", "no", "also":
		return true
	case "of", "'s":
		return false
	}
	return t.tag == "IN" && isLowerWord(t.text)
}

// tokenBufs are the tokenizer's and tagger's working tokens, reused:
// tokensWith copies what it keeps into toks.
var tokenBufs = sync.Pool{New: func() any { return new([]postag.Analyzed[*wordFacts]) }}

// nameAbbrevs are abbreviations written inside a name or before a number
// ("Prof. Olaf Berg", "Capt. Ivo Rask", "No. 4", "Olaf Berg
// King Jr."): token.abbrev-period joins their period to them.
var nameAbbrevs = map[string]bool{
	"dr": true, "mr": true, "mrs": true, "ms": true, "prof": true, "st": true, "mt": true, "ft": true,
	"jr": true, "sr": true, "no": true, "gen": true, "col": true, "capt": true, "sgt": true, "rev": true,
	"hon": true, "lt": true, "gov": true, "sen": true, "rep": true, "fr": true, "msgr": true, "supt": true,
	"cpl": true, "maj": true, "adm": true, "cmdr": true, "insp": true, "det": true, "pres": true, "ste": true,
}

// joinAbbrevPeriods joins a capitalized abbreviation and the period the
// tokenizer split from it into one token, when more of the clause follows
// (a final "Jr." too): the period ends neither the clause nor the name.
func joinAbbrevPeriods(text string, out []tok) []tok {
	j := 0
	for i := 0; i < len(out); i++ {
		t := out[i]
		if i+1 < len(out) && out[i+1].text == "." && out[i+1].start == t.end && nameAbbrevs[t.low] && !isLowerWord(t.text[:1]) &&
			(i+2 < len(out) && !isPunct(out[i+2]) || t.low == "jr" || t.low == "sr") {
			t.end = out[i+1].end
			t.text = text[t.start:t.end]
			t.f = wordOf(t.text)
			t.low = t.f.low
			if t.low == "no." {
				t.tag = "NN"
			} else {
				t.tag = "NNP"
			}
			i++
		}
		out[j] = t
		j++
	}
	return out[:j]
}

type contraction struct {
	cut              int
	a, b, tagA, tagB string
}

// chatContractions are lowercase forms written without an apostrophe.
var chatContractions = map[string]contraction{
	"im":     {1, "i", "'m", "PRP", "VBP"},
	"ive":    {1, "i", "'ve", "PRP", "VBP"},
	"dont":   {2, "do", "n't", "VBP", "RB"},
	"doesnt": {4, "does", "n't", "VBZ", "RB"},
	"didnt":  {3, "did", "n't", "VBD", "RB"},
	"isnt":   {2, "is", "n't", "VBZ", "RB"},
	"arent":  {3, "are", "n't", "VBP", "RB"},
	"wasnt":  {3, "was", "n't", "VBD", "RB"},
	"werent": {4, "were", "n't", "VBD", "RB"},
	"hasnt":  {3, "has", "n't", "VBZ", "RB"},
	"havent": {4, "have", "n't", "VBP", "RB"},
	"cant":   {2, "ca", "n't", "MD", "RB"},
	"wont":   {2, "wo", "n't", "MD", "RB"},
}

func copyTime(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	c := *t
	return &c
}

// buildUnit turns a parse into a Unit with spans into text.
func buildUnit(text string, toks []tok, r parsed) Unit {
	span := func(g rng, canon string) Span {
		if g.empty() {
			at := 0
			if g.i < len(toks) && g.i >= 0 {
				at = toks[g.i].start
			} else if len(toks) > 0 {
				at = toks[len(toks)-1].end
			}
			return Span{Start: at, End: at, Canon: canon}
		}
		s, en := toks[g.i].start, toks[g.j-1].end
		return Span{Surface: text[s:en], Start: s, End: en, Canon: canon}
	}
	scope := uniqSorted(r.scope)
	return Unit{
		Text:        text,
		Subject:     span(r.subj, r.subjCanon),
		Attribute:   span(r.attr, r.attrCanon),
		Value:       span(r.val, r.valCanon),
		Negated:     r.neg%2 == 1,
		Scope:       strings.Join(scope, "; "),
		Cardinality: r.card,
		Confidence:  r.conf,
		Form:        r.form,
		Rule:        parseRuleID(r.form),
	}
}

func uniqSorted(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	c := append([]string(nil), s...)
	sort.Strings(c)
	out := c[:1]
	for _, x := range c[1:] {
		if x != out[len(out)-1] {
			out = append(out, x)
		}
	}
	return out
}

// namedSurface reports a subject written as a proper name: every word
// capitalized but connectors ("Dario Mendt", "Mendt", "Bank of England"),
// an honorific allowed ("Prof. Ilona Brandt"); not "the billing cluster".
func namedSurface(s string) bool {
	n, first := 0, ""
	for w := range strings.FieldsSeq(s) {
		if n++; n > 6 {
			return false
		}
		if n == 1 {
			first = w
		}
		// the connectors are at most three bytes: a longer ASCII word is
		// none of them whatever its case (lowering ASCII keeps its length)
		if c := strings.TrimSuffix(w, "."); len(c) <= 3 || !isASCII(c) {
			switch strings.ToLower(c) {
			case "of", "de", "van", "von", "da", "di", "del", "le", "la", "bin", "al", "and", "&", "the":
				continue
			}
		}
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) {
			return false
		}
	}
	if n == 0 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(first)
	return unicode.IsUpper(r)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// anaphoricSubject reports a subject that is a definite description without
// a name ("The fee", "the couple", "Average home attendance that season"):
// after the first sentence of a memory it refers to what that sentence was
// about, so the clause is no fact of its own.
func anaphoricSubject(surface string) bool {
	ws := fields(surface)
	if len(ws) == 0 {
		return false
	}
	for k, w := range ws {
		if k > 0 {
			r, _ := utf8.DecodeRuneInString(w)
			if unicode.IsUpper(r) || containsDigit(w) {
				return false // a name or a number makes it self-contained
			}
		}
	}
	switch strings.ToLower(ws[0]) {
	case "the", "that", "this", "these", "those":
		return len(ws) >= 2
	}
	for k := 0; k+1 < len(ws); k++ {
		if l := strings.ToLower(ws[k]); (l == "that" || l == "this") && timePeriodWords[strings.ToLower(ws[k+1])] {
			return true
		}
	}
	return false
}

// slotUnits implements rule frame.slot, the fallback frame key of a clause
// no rule reads: the clause with one value slot masked is the key, the slot
// the value ("Dragon Ball Z ran for ⟨v⟩ seasons" = 8). A slot is a run of
// capitalized words, a number or a date after the clause's first verb (never
// the subject), at most the last three such runs. Two memories share a key
// only when every other word of the clause is the same, so the frame is as
// specific as the sentence; set evidence ("also", a list, a set relation)
// and short frames make no unit. Cardinality stays unknown.
func (e *Extractor) slotUnits(text string, toks []tok) []Unit {
	if len(toks) < 4 || len(toks) > 30 || setMarker(toks) != "" || hedged(toks) || pronounValues[toks[0].low] || toks[0].is(wPossessive) || slotPronouns[toks[0].low] {
		return nil
	}
	mt := chunkTokens(toks, e.off)
	v := -1
	for k := range mt {
		if mt[k].chunk == "vg" && (strings.HasPrefix(mt[k].tag, "VB") || mt[k].tag == "MD") || mt[k].text == ":" {
			v = k
			break
		}
	}
	if v < 0 && !e.isOff("frame.verbless-slot") {
		return verblessSlotUnits(text, mt)
	}
	if v <= 0 {
		return nil
	}
	for k := v + 1; k < len(mt); k++ {
		if mt[k].low == "and" || mt[k].low == "or" || mt[k].low == "but" || mt[k].text == ";" {
			return nil // coordinated values or clauses: which one is the slot is not clear
		}
	}
	slotTok := func(t *mtok) bool {
		switch t.chunk {
		case "name", "num":
			return true
		case "time":
			return containsDigit(t.low) || monthNum[strings.TrimSuffix(t.low, ".")] > 0
		}
		return false
	}
	type run struct{ i, j int }
	var runs []run
	for k := v + 1; k < len(mt); k++ {
		if !slotTok(&mt[k]) {
			continue
		}
		j := k + 1
		for j < len(mt) && (slotTok(&mt[j]) || mt[j].text == "," && j+1 < len(mt) && mt[j+1].chunk == "time" && slotTok(&mt[j+1])) {
			j++
		}
		runs = append(runs, run{k, j})
		k = j - 1
	}
	if len(runs) > 3 {
		runs = runs[len(runs)-3:]
	}
	// functional evidence: a recency, superlative, record or next marker,
	// else only a number or a date may be the slot ("ran for 8 seasons",
	// "return on March 9"); a name after a plain verb ("operates Bavaria")
	// is one value among others as often as not
	marked := recencyIn(toks)
	for k := range mt {
		switch mt[k].low {
		case "next", "upcoming", "current", "reigning", "defending", "record", "most", "leader", "champion", "champions", "winner", "holder":
			marked = true
		}
		if mt[k].tag == "JJS" || mt[k].tag == "RBS" {
			marked = true
		}
	}
	temporal := temporalVerbs[mt[v].facts().lemma]
	for k := v; k < len(mt) && k < v+3; k++ {
		if strings.HasPrefix(mt[k].tag, "VB") && temporalVerbs[mt[k].facts().lemma] {
			temporal = true
		}
	}
	var out []Unit
	for _, r := range runs {
		numeric, dated := true, false
		for k := r.i; k < r.j; k++ {
			if c := mt[k].chunk; c != "num" && c != "time" && mt[k].text != "," {
				numeric = false
			}
			if mt[k].chunk == "time" {
				dated = true
			}
		}
		if !numeric && !marked || dated && !marked && !temporal {
			continue // a name needs a marker; a date that only dates the clause is no value
		}
		if r.i > 0 {
			switch mt[r.i-1].low {
			case "from", "until", "till", "since", "between", "through", "by", "before":
				continue // an interval or a deadline bound, not the fact's value
			case "to":
				if slices.ContainsFunc(mt[v:r.i], func(t mtok) bool { return t.low == "from" }) {
					continue // "from 2015 to 2020"
				}
			}
		}
		for k := r.i; k < r.j; k++ {
			if mt[k].low == "and" || mt[k].low == "or" {
				r.j = -1 // a list of values
				break
			}
		}
		if r.j < 0 {
			continue
		}
		var fw []string
		content := 0
		for k := range mt {
			if k == r.i {
				fw = append(fw, frameMask)
				continue
			}
			if k > r.i && k < r.j || mt[k].chunk == "time" {
				continue // the slot, and time adjuncts that only date the clause
			}
			if w := frameWord(&mt[k]); w != "" {
				fw = append(fw, w)
				if !mt[k].is(wDeterminer) && !mt[k].is(wPrep) {
					content++
				}
			}
		}
		if content < 3 {
			continue
		}
		a, z := mt[r.i].start, mt[r.j-1].end
		if a >= z || z > len(text) {
			continue
		}
		val := Span{Surface: text[a:z], Start: a, End: z, Canon: valueCanonOf(text[a:z])}
		if val.Canon == "" {
			continue
		}
		frame := strings.Join(fw, " ")
		u := Unit{Text: text, Rule: "frame.slot", Form: "frame.slot", Cardinality: CardUnknown, Confidence: 0.7}
		u.Subject = Span{Surface: text[:mt[v].start], Start: 0, End: mt[v].start, Canon: frame}
		u.Attribute = Span{Start: a, End: a, Canon: "slot"}
		u.Value = val
		out = append(out, u)
	}
	return out
}

// verblessSlotUnits implements rule frame.verbless-slot, frame.slot for a
// line with no verb ("X12 last dep Skellow 19:40", "Duty 14 sign on 05:12
// Ashgill", "X7 PVR 6 (Mon-Fri)"): the slot is the line's last number,
// clock time or amount (a run of num chunks), the key every other word of
// the line, day and time words included (a board line's days are its
// scope, not a date of the clause); a date is a slot too, and "available
// from <date>" states the date, no bound. No unit when the line has a list
// ("and", "or", ";", a comma), a personal pronoun (chat: "See you at 5."),
// more than three number runs, fewer than three other words with a letter, or the slot bounds an interval ("from",
// "until", "by", ...). A bare number after a capitalized word with more
// words after it ("Van 31 parks in bay B4") is part of a name, no slot; at
// the line's end or before a parenthesis ("X7 PVR 6 (Mon-Fri)") it is one.
func verblessSlotUnits(text string, mt []mtok) []Unit {
	return slotLineUnits(text, mt, false)
}

// slotLineUnits reads a line's one slot (verblessSlotUnits); keyed, for a
// "<name>: <value>" note (frame.key-slot), a comma may part the value's
// pieces and a weekday name (or a range of them) may be the slot.
func slotLineUnits(text string, mt []mtok, keyed bool) []Unit {
	if len(mt) > 12 {
		return nil
	}
	for k := range mt {
		switch mt[k].low {
		case ",":
			if !keyed {
				return nil
			}
		case "+":
			if k+1 < len(mt) && mt[k+1].low == "vat" {
				continue // "£92 + VAT": one amount
			}
			return nil
		case "and", "or", "but", ";", "&", "also", "/":
			return nil
		case "i", "you", "we", "he", "she", "they", "it", "me", "us", "him", "her", "them":
			return nil // "See you at 5.": chat, no board line
		}
	}
	isNum := func(t *mtok) bool {
		if keyed && dayToken(t.low) {
			return true
		}
		if t.chunk == "time" && (containsDigit(t.low) || monthNum[strings.TrimSuffix(t.low, ".")] > 0) {
			return true // "available from 5 Oct": a date
		}
		return t.chunk == "num" && containsDigit(t.low)
	}
	runs := 0
	si, sj := -1, -1
	for k := 0; k < len(mt); k++ {
		if !isNum(&mt[k]) {
			continue
		}
		j := k + 1
		day := keyed && dayToken(mt[k].low)
		for j < len(mt) && isNum(&mt[j]) && (!keyed || dayToken(mt[j].low) == day) {
			j++ // a weekday and a time are two slots: "Tue 9-5"
		}
		runs++
		k0 := k
		k = j - 1
		if j == k0+1 && isDigits(mt[k0].low) && k0 > 0 && !isLowerWord(mt[k0-1].text) && j < len(mt) && mt[j].text != "(" {
			continue // "Van 31 parks in bay B4": a number after a name, words after it, is the name's
		}
		si, sj = k0, j
	}
	if si <= 0 || runs > 3 {
		return nil
	}
	if mt[si].chunk == "time" && (mt[si-1].low == "in" || mt[si-1].low == "on" || mt[si-1].low == "since") {
		return nil // "Left Google in March": a date that dates the line
	}
	if t0 := mt[0].tag; t0 == "VBD" || t0 == "VBN" || t0 == "VBZ" || t0 == "VBG" {
		return nil // a line led by a verb has an implicit subject, no board line
	}
	avail := si >= 2 && mt[si-1].low == "from" && (mt[si-2].low == "available" || mt[si-2].low == "free" || mt[si-2].low == "unavailable")
	if lw := mt[si-1].low; !avail && lw == "from" || lw == "until" || lw == "till" || lw == "since" || lw == "between" || lw == "by" || lw == "before" || lw == "after" || lw == "to" || lw == "-" && !keyed {
		return nil
	}
	words := 0
	for k := range mt {
		if (k < si || k >= sj) && hasLetter(mt[k].low) && mt[k].chunk != "punct" {
			words++
		}
	}
	if words < 3 {
		return nil
	}
	var fw []string
	for k := range mt {
		if k == si {
			fw = append(fw, frameMask)
			continue
		}
		if k > si && k < sj {
			continue
		}
		t := mt[k]
		t.noFrame = false
		if w := frameWord(&t); w != "" {
			fw = append(fw, w)
		}
	}
	a, z := mt[si].start, mt[sj-1].end
	if a >= z || z > len(text) {
		return nil
	}
	val := Span{Surface: text[a:z], Start: a, End: z, Canon: valueCanonOf(text[a:z])}
	if val.Canon == "" {
		return nil
	}
	rule := "frame.verbless-slot"
	if keyed {
		rule = "frame.key-slot"
	}
	u := Unit{Text: text, Rule: rule, Form: rule, Cardinality: CardUnknown, Confidence: 0.7}
	u.Subject = Span{Surface: text[:mt[si].start], Start: 0, End: mt[si].start, Canon: strings.Join(fw, " ")}
	u.Attribute = Span{Start: a, End: a, Canon: "slot"}
	u.Value = val
	return []Unit{u}
}

// dayToken: a weekday name, short or long, or a range of them ("mon-wed",
// "weds", "fri-sun").
func dayToken(w string) bool {
	if a, z, ok := strings.Cut(w, "-"); ok {
		return dayToken(a) && dayToken(z)
	}
	w = strings.TrimSuffix(w, ".")
	return weekdays[w] || weekdayAbbrevs[w] || weekdays[strings.TrimSuffix(w, "s")] || weekdayAbbrevs[strings.TrimSuffix(w, "s")]
}

// hedged reports a hedge or plan word in a clause ("I think", "plans to",
// "will", "might"): its fallback frame would state a belief as a fact.
func hedged(toks []tok) bool {
	for _, t := range toks {
		switch t.low {
		case "think", "thinks", "believe", "believes", "maybe", "perhaps", "probably", "might", "may", "will", "would", "could", "should", "plan", "plans", "planning", "hope", "hopes", "want", "wants", "if", "todo", "todo:", "?":
			return true
		}
	}
	return false
}

// slotPronouns open clauses whose subject is only a reference: no frame of
// their own.
var slotPronouns = lexSet("slot_pronouns")

// changeReportVerbs say a clause reports a change of some fact.
var changeReportVerbs = map[string]bool{"move": true, "switch": true, "change": true, "upgrade": true, "downgrade": true, "raise": true,
	"lower": true, "bump": true, "cut": true, "tighten": true, "loosen": true, "extend": true, "shorten": true, "migrate": true,
	"port": true, "replace": true, "reschedule": true, "postpone": true, "push": true, "increase": true, "decrease": true,
	"reduce": true, "drop": true, "double": true, "halve": true, "revert": true, "roll": true, "hand": true, "pass": true,
	"transfer": true, "reassign": true, "relocate": true, "rebook": true, "swap": true, "shift": true, "scale": true}

// reportsChange reports a change verb (a past or present form, or a bare
// participle of a note: "moved", "bumped", "switched") or "down/up to" in a
// clause.
func reportsChange(toks []tok) bool {
	for i, t := range toks {
		if (strings.HasPrefix(t.tag, "VB") || strings.HasSuffix(t.low, "ed")) && t.is(wChangeReport) {
			return true
		}
		if (t.low == "down" || t.low == "up") && i+1 < len(toks) && toks[i+1].low == "to" {
			return true
		}
	}
	return false
}

// nowStated reports a marker that the clause's value holds now, after
// another: "now" as an adverb of the clause (not "now that", "by now",
// "until now", "right now", "for now", "just now"), "these days",
// "nowadays", "from now on", "instead" — and no set marker ("also", "too",
// "another", "as well", "one of"): "now also speaks Spanish" adds a value.
func nowStated(toks []tok) bool {
	if setMarker(toks) != "" {
		return false
	}
	for i, t := range toks {
		switch t.low {
		case "nowadays", "instead":
			return true
		case "days":
			if i > 0 && toks[i-1].low == "these" {
				return true
			}
		case "now":
			if i > 0 {
				switch toks[i-1].low {
				case "by", "until", "till", "right", "for", "just", "from", "as":
					if toks[i-1].low == "from" && i+1 < len(toks) && toks[i+1].low == "on" {
						return true // "from now on"
					}
					continue
				}
			}
			if i+1 < len(toks) && toks[i+1].low == "that" {
				continue // "now that the office closed": a reason
			}
			if t.tag == "RB" || t.tag == "" {
				return true
			}
		}
	}
	return false
}

// stillStated reports "still" as an adverb of the clause ("User still
// lives in Edinburgh", "main is still the default branch"; not "still
// water", not "stood still"): the value held before and holds on.
// toksBeforeAside returns toks up to the first comma after offset end (the
// unit's value): what follows it is another statement ("Put Ada's Levemir
// up to 8u, waking numbers still 12+": the "still" is not the dose's).
func toksBeforeAside(toks []tok, end int) []tok {
	for i, t := range toks {
		if t.text == "," && t.start >= end && end > 0 {
			return toks[:i]
		}
	}
	return toks
}

func stillStated(toks []tok) bool {
	for i, t := range toks {
		if (t.low == "remains" || t.low == "stays" || (t.low == "remain" || t.low == "stay") && t.tag == "VBP") && i > 0 && i+1 < len(toks) && toks[i+1].low != "to" && toks[i+1].low != "of" && !strings.HasPrefix(toks[i-1].tag, "DT") {
			return true // "Pollard's window remains 10-12", "Quayside hours remain 10-6": a re-assertion
		}
		if t.low != "still" || i == 0 && len(toks) > 1 && strings.HasPrefix(toks[1].tag, "NN") {
			continue
		}
		if i > 0 && (toks[i-1].low == "stood" || toks[i-1].low == "stand" || toks[i-1].low == "sit" || toks[i-1].low == "sat" || toks[i-1].low == "keep" || toks[i-1].low == "kept") {
			continue
		}
		if i+1 < len(toks) && (toks[i+1].low == "no" || toks[i+1].low == "not" || toks[i+1].low == "n't") {
			continue // "still no word from Ana": nothing confirmed
		}
		return t.tag == "RB" || i > 0 && (toks[i-1].is(wBe) || toks[i-1].is(wHave))
	}
	return false
}

// initialCommonNoun reports a one-word subject capitalized only because it
// opens the clause ("Standup time: 09:30"): the tagger does not call it a
// proper noun, so it is no name.
func initialCommonNoun(toks []tok, u *Unit) bool {
	if strings.Contains(strings.TrimSpace(u.Subject.Surface), " ") {
		return false
	}
	for _, t := range toks {
		if t.start == u.Subject.Start {
			// a coined word is a name wherever it stands ("Sunniva now
			// reports to ..."): only a dictionary word may be a common
			// noun capitalized by its place ("Payroll moved to ...")
			return t.start == 0 && !strings.HasPrefix(t.tag, "NNP") && DictionaryWord(t.text)
		}
	}
	return false
}

// asOfOpener: "As of today ...", "As of March ..." open a time adjunct, not a
// subordinate clause (the adjunct stage cuts them).
func asOfOpener(text string) bool {
	f := fields(strings.ToLower(text))
	return len(f) >= 4 && f[0] == "as" && f[1] == "of"
}

// coupleWords are the predicates of a couple: "are husband and wife", "are
// married", "are a married couple", "are spouses".
var coupleWords = [][]string{{"husband", "and", "wife"}, {"wife", "and", "husband"}, {"married"}, {"a", "married", "couple"}, {"spouses"}, {"man", "and", "wife"}}

// couplePredicate finds "NAME and NAME are|were <couple words>" (the whole
// clause, a final period aside) and returns the two names' token ranges.
func couplePredicate(toks []tok) ([2]rng, bool) {
	n := len(toks)
	for n > 0 && (toks[n-1].text == "." || toks[n-1].text == "!") {
		n--
	}
	and := -1
	for k := 1; k < n; k++ {
		if toks[k].low == "and" {
			and = k
			break
		}
	}
	if and < 1 {
		return [2]rng{}, false
	}
	be := -1
	for k := and + 2; k < n; k++ {
		if toks[k].low == "are" || toks[k].low == "were" {
			be = k
			break
		}
	}
	if be < 0 {
		return [2]rng{}, false
	}
	rest := toks[be+1 : n]
	match := false
	for _, cw := range coupleWords {
		if len(rest) == len(cw) {
			ok := true
			for i, w := range cw {
				if rest[i].low != w {
					ok = false
					break
				}
			}
			if ok {
				match = true
			}
		}
	}
	if !match {
		return [2]rng{}, false
	}
	named := func(a, b int) bool {
		if a >= b || b-a > 5 {
			return false
		}
		for k := a; k < b; k++ {
			if t := toks[k].text; t == "" || isLowerWord(firstChar(t)) && t != "." {
				return false
			}
		}
		return true
	}
	if !named(0, and) || !named(and+1, be) {
		return [2]rng{}, false
	}
	return [2]rng{{0, and}, {and + 1, be}}, true
}

// coupleDivorced finds "NAME and NAME divorced|separated|split up" (the
// whole clause, then at most a time phrase: "divorced in 2011") and
// returns the two names' token ranges (negation.couple-divorced).
func coupleDivorced(text string, toks []tok) ([2]rng, bool) {
	n := len(toks)
	for n > 0 && (toks[n-1].text == "." || toks[n-1].text == "!") {
		n--
	}
	and, v := -1, -1
	for k := 1; k < n; k++ {
		if toks[k].low == "and" && and < 0 {
			and = k
		}
		if l := toks[k].low; and > 0 && k > and+1 && (l == "divorced" || l == "separated" || l == "split") {
			v = k
			break
		}
	}
	if and < 1 || v < 0 {
		return [2]rng{}, false
	}
	e := v + 1
	if toks[v].low == "split" {
		if e >= n || toks[e].low != "up" {
			return [2]rng{}, false
		}
		e++
	}
	b := v
	if l := toks[v-1].low; l == "have" || l == "had" || l == "got" {
		b = v - 1
	}
	if e < n {
		p := &parser{text: text, toks: toks[:n]}
		end, _, ok := p.temporalPhrase(e, n)
		if !ok || end != n {
			return [2]rng{}, false
		}
	}
	for _, r := range []rng{{0, and}, {and + 1, b}} {
		if r.i >= r.j || r.j-r.i > 4 {
			return [2]rng{}, false
		}
		for k := r.i; k < r.j; k++ {
			if t := toks[k].text; t == "" || isLowerWord(firstChar(t)) {
				return [2]rng{}, false
			}
		}
	}
	return [2]rng{{0, and}, {and + 1, b}}, true
}

// coupleUnit is (a, spouse) = b of a couple clause.
func coupleUnit(text string, toks []tok, a, b rng) (Unit, bool) {
	sa, sz := toks[a.i].start, toks[a.j-1].end
	va, vz := toks[b.i].start, toks[b.j-1].end
	if sz > len(text) || vz > len(text) || sa >= sz || va >= vz {
		return Unit{}, false
	}
	u := Unit{Text: text, Rule: "relation.couple", Form: "relation.couple", Cardinality: CardFunctional, Confidence: 0.88}
	u.Subject = Span{Surface: text[sa:sz], Start: sa, End: sz, Canon: subjectCanon(fields(text[sa:sz]))}
	u.Attribute = Span{Start: va, End: va, Canon: "spouse"}
	u.Value = Span{Surface: text[va:vz], Start: va, End: vz, Canon: valueCanonOf(text[va:vz])}
	return u, u.Subject.Canon != "" && u.Value.Canon != ""
}

// appendSlotUnits appends the clause's fallback frame units (frame.slot,
// frame.verbless-slot), stamped like the clause's other units, and traces
// them.
func (e *Extractor) appendSlotUnits(units []Unit, text string, toks []tok, id, memID string, facet bool, m *memory.Memory, trc *TraceClause) []Unit {
	return appendFrameUnits(units, e.slotUnits(text, toks), id, memID, facet, m, trc)
}

// appendFrameUnits appends frame units (appendSlotUnits, frame.key-slot)
// stamped with the clause's ids and the memory's times, each traced under
// its rule.
func appendFrameUnits(units, su []Unit, id, memID string, facet bool, m *memory.Memory, trc *TraceClause) []Unit {
	for _, x := range su {
		if trc != nil {
			trc.Stages = append(trc.Stages, TraceStage{Name: "frame", Output: fmt.Sprintf("%s: (%s | %s | %s) %s %.2f", x.Rule, x.Subject.Canon, x.Attribute.Canon, x.Value.Canon, x.Cardinality, x.Confidence)})
		}
		x.ID, x.MemoryID, x.IsFacet = id, memID, facet
		if m != nil {
			x.CreatedAt, x.ObservedAt, x.EffectiveAt, x.ExpiresAt = m.CreatedAt, copyTime(m.ObservedAt), copyTime(m.EffectiveAt), copyTime(m.ExpiresAt)
		}
		units = append(units, x)
	}
	return units
}

// nameAfterVerb (token.name-after-verb): "runs Postgres 12", "moved to
// Slack": a capitalized word after a verb, a determiner or a preposition,
// tagged as a verb, is a name.
func nameAfterVerb(prev, t *tok) bool {
	return strings.HasPrefix(t.tag, "VB") && t.text != "" && !isLowerWord(t.text[:1]) && (strings.HasPrefix(prev.tag, "VB") || prev.tag == "DT" || prev.tag == "IN" || prev.tag == "TO") && isLowerWord(prev.text)
}

// keyVerbBeforeColon (token.key-before-colon): "WP-2412 (G-SKRB C-check)
// lead engineer: Tomasz Reddin": a lowercase base-form verb after a noun, a
// name or a closing parenthesis and before a noun and the line's first
// colon is a word of the key ("lead engineer"), not the clause's verb.
func keyVerbBeforeColon(out []tok, i int) bool {
	t := &out[i]
	if t.tag != "VB" && t.tag != "VBP" || !isLowerWord(t.text) || !isLetters(t.text) {
		return false
	}
	if n := &out[i+1]; !strings.HasPrefix(n.tag, "NN") || !isLowerWord(n.text) || out[i+2].text != ":" {
		return false
	}
	if p := &out[i-1]; !(strings.HasPrefix(p.tag, "NN") || p.text == ")" || p.tag == "CD") {
		return false
	}
	for k := 0; k < i; k++ {
		if out[k].text == ":" {
			return false
		}
	}
	return true
}

// keyVerbRetagged reports, for a trace, whether token.key-before-colon
// retagged the token of text at byte offset at.
func (e *Extractor) keyVerbRetagged(text string, at int) bool {
	pt := e.tokenizer.Tokenize(text)
	e.tagger.TagTokens(pt)
	ts := make([]tok, len(pt))
	for i, t := range pt {
		ts[i] = tok{text: t.Text, low: strings.ToLower(t.Text), tag: t.Tag, start: t.Start}
	}
	for i := 1; i+2 < len(ts); i++ {
		if ts[i].start == at {
			return keyVerbBeforeColon(ts, i)
		}
	}
	return false
}

// namesAfterVerbs lists, for the trace, the words of text that
// token.name-after-verb reads as names.
// isContractions reports, for a trace, whether token.is-contraction
// retags an "'s" of text (the tagger's possessive before a preposition or
// an adverb of state).
func (e *Extractor) isContractions(text string) bool {
	pt := e.tokenizer.Tokenize(text)
	e.tagger.TagTokens(pt)
	for i := 1; i+1 < len(pt); i++ {
		if strings.ToLower(pt[i].Text) == "'s" && pt[i].Tag == "POS" && isContractionNext(tok{text: pt[i+1].Text, low: strings.ToLower(pt[i+1].Text), tag: pt[i+1].Tag}) && i+2 < len(pt) && !isPunct(tok{text: pt[i+2].Text}) {
			return true
		}
	}
	return false
}

func (e *Extractor) namesAfterVerbs(text string) []string {
	pt := e.tokenizer.Tokenize(text)
	e.tagger.TagTokens(pt)
	var out []string
	for i := 1; i < len(pt); i++ {
		prev := tok{text: pt[i-1].Text, tag: pt[i-1].Tag}
		if nameAfterVerb(&prev, &tok{text: pt[i].Text, tag: pt[i].Tag}) {
			out = append(out, pt[i].Text)
		}
	}
	return out
}

// bareKeys are attribute nouns that say nothing without what they are of:
// a unit whose whole subject is one of them, with no attribute but "be", is
// no fact (guard.bare-key).
// requestVerbs name a request, an event: "User asked for short paragraphs
// from now on" asks once, "now" is no evidence that the key holds one value
// at a time (evidence.now).
var requestVerbs = map[string]bool{"ask for": true, "ask": true, "ask about": true, "request": true, "ask to": true}

// modifierSubjects are a key's modifiers, no thing: "Main contact: Ottilie
// Marsh", "Billing contact: ..." read as (main, contact) would key every
// record's main contact as one (guard.bare-key).
var modifierSubjects = map[string]bool{"main": true, "primary": true, "secondary": true, "billing": true, "technical": true, "key": true,
	"lead": true, "backup": true, "default": true, "general": true, "previous": true, "former": true, "old": true, "new": true, "next": true}

var bareKeys = map[string]bool{"status": true, "state": true, "date": true, "dates": true, "time": true, "times": true, "stage": true, "phase": true, "result": true, "outcome": true, "update": true, "note": true, "notes": true}
