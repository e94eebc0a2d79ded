package svo

import (
	"bytes"
	"regexp"
	"strings"
)

// Real notes rules (development set): length-preserving rewrites of a
// clause's text before it is parsed, and a split of comma splices. Each
// keeps byte offsets valid: a rewritten word has the length of the original
// and a dropped phrase becomes spaces.

// gotPassive: "got pushed to March 21", "got renamed to main" are passives
// of change ("got" reads as "was", same length); "got married", "got
// cancelled" state a state that holds now ("got" reads as "is ").
var gotPassive = regexp.MustCompile(`\b([Gg])ot ([a-z]{3,}ed)\b`)

// asidePhrases carry no fact wherever they stand: "these days", "nowadays"
// (a now-adverb inside a noun phrase: "favorite band these days is"), "after
// all" (a concession), and "over the weekend/holidays" (when a change
// happened, not where or when the fact holds, unlike "on weekends").
var asidePhrases = regexp.MustCompile(`(?i)\b(these days|nowadays|after all|over the (?:weekend|holidays|break))\b`)

// metricQualifier: a percentile or aggregate written after its metric
// ("latency p99") moves before it ("p99 latency"), the order of "p99
// latency". Only known metric nouns and qualifiers are swapped.
var metricQualifier = regexp.MustCompile(`(?i)\b(latency|duration|response time|lag|throughput) (p50|p75|p90|p95|p99|p999|avg|max|min|median|mean)\b`)

// workStates: "is in progress", "is on hold", "is in review", "is under
// review", "in force", "out of print" (after a be-form, a colon, a dash or
// a verbless record's subject: "Ticket 4519 on hold") are one state word
// each.
var workStates = regexp.MustCompile(`(?i)(\b(?:is|are|was|were|now|still|status|back)[:]? |: |- |[\pL\pN] )(in progress|on hold|in review|under review|in force|in place|in service|out of service|in print|out of print)\b`)

// statePhrases are workStates' phrases, each one state word once joined.
var statePhrases = []string{"in progress", "on hold", "in review", "under review", "in force", "in place", "in service", "out of service", "in print", "out of print"}

// changeSeason: "moved to Leeds in the spring" says when the move happened,
// not that the residence holds only in spring.
var changeSeason = regexp.MustCompile(`(?i)\b(?:moved|relocated|switched|changed|transferred)\b[^,;.]*?( in the (?:spring|summer|autumn|fall|winter))\b`)

// censusFigure: "The population was 52,300 at the 2021 census" states the
// latest measured figure, not a state that has ended: "was" reads as "is"
// and the dated source is dropped.
var censusFigure = regexp.MustCompile(`\b(was|were) ((?:about |around |roughly |some )?\d[\d,.]*(?: (?:million|people|residents|inhabitants))?)( (?:at|in|according to) the (?:\d{4} )?(?:census|survey|count|estimate))\b`)

// rewriteRules are the length-preserving clause rewrites, each a rule with
// an id (stage "rewrite", listed by Rules, switched off by Options.Off),
// applied in this order before the clause is tokenized.
var rewriteRules = []struct {
	id, doc string
	// need is a necessary condition of apply changing its text (a literal
	// its regexp's every match contains), checked first because the
	// regexps are costly and rarely match
	need  need
	apply func(string) string
}{
	{"rewrite.work-state", "\"is in progress\", \"on hold\", \"in review\", \"under review\", \"in force\", \"in place\", \"in service\", \"out of service\", \"in print\", \"out of print\" after a be-form, \"now\", \"still\", \"back\", a colon or a dash read as one state word", foldHas(statePhrases...), func(s string) string {
		var b strings.Builder
		last := 0
		for _, ix := range workStates.FindAllStringSubmatchIndex(s, -1) {
			if p := strings.ToLower(s[ix[4]:ix[5]]); (p == "in place" || p == "in service" || p == "in force") && strings.HasPrefix(s[ix[1]:], " of ") {
				continue // "in place of Jon Ferro", "in service of": a preposition
			}
			b.WriteString(s[last:ix[4]])
			b.WriteString(strings.ReplaceAll(s[ix[4]:ix[5]], " ", "-"))
			last = ix[5]
		}
		if last == 0 {
			return s
		}
		b.WriteString(s[last:])
		return b.String()
	}},
	{"rewrite.arrow", "a change written with an arrow reads as the new value: \"Hamish Corrie home depot: Felmoor -> Tarnley\" as \"... home depot: Tarnley\", \"MD23 TLK reallocated Kelsby -> Felmoor\" as \"... reallocated to Felmoor\", \"L12 pour -> 09/07\" as \"L12 pour: 09/07\" (one arrow; none after a key of its own)", caseHas("->", "→"), rewriteArrow},
	{"rewrite.dash-qualifier", "a line \"<owner> - <item> - <key> <value>\" keys the owner's item: \"Harrowgill Aero Spares - ATR brake units - lead time 14 days\" reads \"Harrowgill Aero Spares   ATR brake units - lead time 14 days\" (both first parts opening with a capital or a code, the last a lowercase key and a number)", caseHas(" - "), rewriteDashQualifier},
	{"rewrite.got-passive", "\"got pushed to V\" reads \"was pushed to V\"; \"got married/cancelled\" (a state) reads \"is ...\"", caseHas("ot "), func(s string) string {
		return gotPassive.ReplaceAllStringFunc(s, func(m string) string {
			if strings.HasPrefix(m[4:], "used") || strings.HasPrefix(m[4:], "bored") || strings.HasPrefix(m[4:], "tired") {
				return m
			}
			if next := strings.Index(s, m); next >= 0 && strings.HasPrefix(s[next+len(m):], " to ") {
				// "got pushed to March 21", "got renamed to main": a change
				// with its new value, like "was pushed to"
				if m[0] == 'G' {
					return "Was" + m[3:]
				}
				return "was" + m[3:]
			}
			// "got married", "got cancelled": the state holds now; other
			// participles ("got renamed") name a change without its value
			if part := m[4:]; stateWords[part] == "" && !maritalWords[part] {
				return m
			}
			if m[0] == 'G' {
				return "Is " + m[3:]
			}
			return "is " + m[3:]
		})
	}},
	{"rewrite.change-season", "\"moved to Leeds in the spring\": the season dates the move, it is no scope", foldHas(" in the spring", " in the summer", " in the autumn", " in the fall", " in the winter"), func(s string) string {
		if m := changeSeason.FindStringSubmatchIndex(s); m != nil {
			s = s[:m[2]] + strings.Repeat(" ", m[3]-m[2]) + s[m[3]:]
		}
		return s
	}},
	{"rewrite.census-figure", "\"was 52,300 at the 2021 census\" is the latest measured figure: \"was\" reads \"is\", the source is dropped", caseHas("census", "survey", "count", "estimate"), func(s string) string {
		if m := censusFigure.FindStringSubmatchIndex(s); m != nil {
			be := "is "
			if s[m[2]:m[3]] == "were" {
				be = "are "
			}
			s = s[:m[2]] + be + s[m[3]:m[6]] + strings.Repeat(" ", m[7]-m[6]) + s[m[7]:]
		}
		return s
	}},
	{"rewrite.aside", "asides carry no fact wherever they stand: \"these days\", \"nowadays\", \"after all\", \"over the weekend\"", foldHas("these days", "nowadays", "after all", "over the weekend", "over the holidays", "over the break"), func(s string) string {
		return asidePhrases.ReplaceAllStringFunc(s, func(m string) string { return strings.Repeat(" ", len(m)) })
	}},
	{"rewrite.metric-qualifier", "\"latency p99\" reads \"p99 latency\" (known metrics and qualifiers only)", foldHas("latency", "duration", "response time", "lag", "throughput"), func(s string) string {
		return metricQualifier.ReplaceAllStringFunc(s, func(m string) string {
			sub := metricQualifier.FindStringSubmatch(m)
			return sub[2] + " " + sub[1]
		})
	}},
}

// need is a rewrite's need: literals one of which s contains, as
// written, or under the case folding of a (?i) regexp (fold: the literals
// are lower-case ASCII; an ASCII s is lowered and searched; any other s
// may fold onto them, the Kelvin sign folds to k, and passes).
type need struct {
	lits [][]byte
	fold bool
}

// caseHas needs one of lits as written.
func caseHas(lits ...string) need { return newNeed(false, lits) }

// foldHas needs one of the lower-case ASCII lits under case folding.
func foldHas(lits ...string) need { return newNeed(true, lits) }

func newNeed(fold bool, lits []string) need {
	n := need{fold: fold}
	for _, l := range lits {
		n.lits = append(n.lits, []byte(l))
	}
	return n
}

// has reports the need of s; low is s in ASCII lower case (lowerASCII:
// nil when s is not all ASCII or too long), computed once for all the
// rewrites of a clause.
func (n need) has(s string, low []byte) bool {
	if !n.fold {
		for _, l := range n.lits {
			if strings.Contains(s, string(l)) {
				return true
			}
		}
		return false
	}
	if low == nil {
		for i := 0; i < len(s); i++ {
			if s[i] >= 0x80 {
				return true
			}
		}
		low = []byte(strings.ToLower(s))
	}
	for _, l := range n.lits {
		if bytes.Contains(low, l) {
			return true
		}
	}
	return false
}

// lowerASCII writes s in ASCII lower case into buf and returns it; nil
// when s has a byte beyond ASCII or does not fit.
func lowerASCII(buf []byte, s string) []byte {
	if len(s) > len(buf) {
		return nil
	}
	low := buf[:len(s)]
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			return nil
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		low[i] = c
	}
	return low
}

// needScan finds the needs of every rewrite rule in one pass over a
// clause (instead of one search per literal): the literals by their first
// byte in lower case, a folded one compared with the lowered clause, the
// others with the clause as written; a position whose two bytes, lowered,
// begin no literal is passed over at once. It gives what need.has gives,
// rule by rule (TestNeedScanMatchesHas).
type needScan struct {
	first [256][]needLit
	// pairs: the set of (first, second) byte pairs in ASCII lower case
	// that begin some literal (bit first<<8 | second); a literal that
	// matches at i has its pair at low[i], low[i+1]
	pairs [1 << 16 / 64]uint64
}

// needLit is one literal of the rewrite rule numbered by bit.
type needLit struct {
	lit    string
	second byte // lit[1], compared first (every literal has two bytes)
	fold   bool
	bit    uint64
}

// rewriteNeeds is the scan of rewriteRules (at most 64 rules).
var rewriteNeeds = func() *needScan {
	if len(rewriteRules) > 64 {
		panic("svo: more than 64 rewrite rules for needScan")
	}
	x := &needScan{}
	for i, r := range rewriteRules {
		for _, l := range r.need.lits {
			if len(l) < 2 {
				panic("svo: need literal of fewer than two bytes in " + r.id)
			}
			c := lowerByte(l[0])
			x.first[c] = append(x.first[c], needLit{lit: string(l), second: l[1], fold: r.need.fold, bit: 1 << i})
			k := uint16(c)<<8 | uint16(lowerByte(l[1]))
			x.pairs[k>>6] |= 1 << (k & 63)
		}
	}
	return x
}()

// lowerByte is c in ASCII lower case.
func lowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		c += 'a' - 'A'
	}
	return c
}

// of returns the set of the rules whose need s has (bit i: rewriteRules[i]);
// low is s in ASCII lower case, and must not be nil (need.has decides
// those clauses).
func (x *needScan) of(s string, low []byte) uint64 {
	var set uint64
	s = s[:len(low)]
	// a literal has two bytes at least: none begins at the last byte
	for i := 0; i+1 < len(low); i++ {
		c := low[i]
		if k := uint16(c)<<8 | uint16(low[i+1]); x.pairs[k>>6]&(1<<(k&63)) == 0 {
			continue
		}
		for _, l := range x.first[c] {
			if set&l.bit != 0 || len(low)-i < len(l.lit) {
				continue
			}
			if l.fold {
				if low[i+1] == l.second && string(low[i:i+len(l.lit)]) == l.lit {
					set |= l.bit
				}
			} else if s[i+1] == l.second && s[i:i+len(l.lit)] == l.lit {
				set |= l.bit
			}
		}
	}
	return set
}

// rewriteClause applies the rewrite rules that are switched on, the
// clause lowered once for their needs (again after a rewrite changed it).
func (e *Extractor) rewriteClause(s string) string {
	var buf [512]byte // on the stack: the needs allocate nothing
	low := lowerASCII(buf[:], s)
	var held uint64 // the needs of s, when low is not nil
	if low != nil {
		held = rewriteNeeds.of(s, low)
	}
	for i, r := range rewriteRules {
		if len(e.off) > 0 && e.off[r.id] {
			continue
		}
		ok := held&(1<<i) != 0
		if low == nil {
			ok = r.need.has(s, nil)
		}
		if ok {
			if t := r.apply(s); t != s {
				s = t
				if low = lowerASCII(buf[:], s); low != nil {
					held = rewriteNeeds.of(s, low)
				}
			}
		}
	}
	return s
}

// eventOpener blanks a leading "After the reorg", "Since the 2022 reform",
// "Following the merger" written without a comma before a full clause
// ("After the reorg the user's manager is Tom"): a noun phrase (determiner
// or year, then up to four nominal words) followed by a determiner,
// possessive or name that starts a clause with a verb. A clause after the
// connective ("Since the office moved the team ...") is left alone.
func (e *Extractor) eventOpener(text string, toks []tok) (string, bool) { // the rest of text, from the clause's subject
	if len(toks) < 5 {
		return text, false
	}
	l0 := toks[0].low
	if l0 != "after" && l0 != "since" && l0 != "following" {
		return text, false
	}
	if !(toks[1].is(wDeterminer) || toks[1].is(wPossessive) || toks[1].low == "my" || toks[1].low == "our" || toks[1].low == "last" || isYear(toks[1].text)) {
		return text, false
	}
	for k := 2; k < len(toks) && k <= 6; k++ {
		t := toks[k]
		if t.is(wDeterminer) || t.is(wPossessive) || t.low == "my" || t.low == "our" || t.low == "user" || (k > 2 && !isLowerWord(t.text) && strings.HasPrefix(t.tag, "NNP")) {
			p := &parser{text: text, toks: toks}
			if v := p.firstVerb(k, len(toks)); v > k && p.checkSubject(k, v) == "" {
				return text[t.start:], true
			}
			return text, false
		}
		gerund := t.tag == "VBG" && k == 2 // "After the restructuring"
		if !(strings.HasPrefix(t.tag, "NN") || t.tag == "JJ" || t.tag == "CD" || t.text == "-" || gerund) || isPunct(t) && t.text != "-" {
			return text, false
		}
	}
	return text, false
}

// spliceSplit splits a comma splice: "X moved to Leeds in May, she's renting
// near the station", "Y changed his number, it's 555-0100 now", "the email
// is a@b.c now, old one is dead": a comma after a clause with a verb,
// followed by a short subject (a pronoun, or up to three nominal words) and
// a finite verb, or by a finite verb alone ("..., says tea upsets him").
func (e *Extractor) spliceSplit(dst []clause, c clause) []clause {
	if !c.vpCoord && c.conj == nil && len(c.text) <= MaxClauseBytes && strings.Contains(c.text, " - ") && !e.isOff("split.dash-splice") {
		if k, lt, rt := e.dashSplice(&c); k > 0 {
			// the parts' tokens are kept: the later stages need not tag them again
			left := clause{text: strings.TrimRight(c.text[:k], " -"), start: c.start}
			if left.text == c.text[:k] {
				left.toks = lt
			}
			r := k + len(" - ")
			dst = e.spliceSplit(dst, left)
			return append(dst, clause{text: c.text[r:], start: c.start + r, via: "split.dash-splice", toks: rt})
		}
	}
	if c.vpCoord || c.conj != nil || len(c.text) > MaxClauseBytes || !strings.Contains(c.text, ", ") {
		return append(dst, c)
	}
	toks := c.toks
	if toks == nil {
		toks = e.tokens(c.text)
	}
	p := &parser{text: c.text, toks: toks}
	for k := 2; k+2 < len(toks); k++ {
		if toks[k].text != "," {
			continue
		}
		if strings.Contains(c.text[:toks[k].start], ",") || strings.Contains(c.text[:toks[k].start], "(") {
			return append(dst, c) // "Hey, just so you know, ...": openers and asides, not a splice
		}
		if l0 := toks[0].low; bindingConnectives[l0] || preps[l0] || l0 == "when" || l0 == "if" || l0 == "once" || l0 == "whenever" || !isLowerWord(toks[0].text[1:]) && toks[0].tag == "UH" || toks[0].tag == "UH" {
			return append(dst, c) // "If the build fails, the deploy is skipped"
		}
		v0 := -1
		for j := 0; j < k; j++ {
			if p.isVerbAt(j) {
				v0 = j
				break
			}
		}
		// the left part must end in a complement, not a list of names
		r := k + 1
		finite := func(t tok) bool {
			return t.tag == "VBZ" || t.tag == "VBD" || t.tag == "VBP" || t.low == "'s" || t.low == "'re" || (t.is(wBe) && t.low != "be" && t.low != "being" && t.low != "been")
		}
		pron := toks[r].tag == "PRP" && toks[r].low != "you" && toks[r].low != "them" && toks[r].low != "him" && toks[r].low != "her" && toks[r].low != "me" && toks[r].low != "us"
		ok, verbLed, named := false, false, false
		switch {
		case pron && finite(toks[r+1]):
			ok = true
		case (toks[r].tag == "VBZ" || toks[r].tag == "VBD" || closingAdverbs[toks[k-1].low] && (r+1 == len(toks) || toks[r+1].is(wPrep))) && isLowerWord(toks[r].text) && knownVerbs[lemmaVerb(toks[r].low)]:
			// "..., says tea upsets him"; "doesn't smoke anymore, quit in
			// January" (a participle only after a clause-closing adverb)
			ok, verbLed = true, true
		default:
			for j := r; j < len(toks) && j <= r+3; j++ {
				t := toks[j]
				if j > r && finite(t) && !strings.HasPrefix(t.tag, "NN") {
					ok = true
					break
				}
				if !(strings.HasPrefix(t.tag, "NN") || t.tag == "JJ" || t.low == "one" || (j == r && (t.is(wDeterminer) || t.is(wPossessive)))) || !isLowerWord(t.text) {
					break
				}
			}
			if !ok && v0 >= 0 && finite(toks[v0]) && !e.isOff("split.comma-name") {
				// "..., Dr Garrow is back to clinical only", "..., Priya's
				// gone to Tarnley": a name of one to three capitalized
				// words and a finite verb open a clause of their own
				// after a part with a subject and a finite verb ("Based
				// on the latest roster, Theo is ..." is an opener)
				j := r
				for j < len(toks) && j < r+3 && toks[j].tag == "NNP" && !isLowerWord(firstChar(toks[j].text)) && hasLetter(toks[j].text) {
					j++
				}
				if j > r && j < len(toks) && finite(toks[j]) && !strings.HasPrefix(toks[j].tag, "NN") && (j+1 < len(toks) || toks[j].low != "'s") {
					ok, named = true, true
				}
			}
		}
		if !ok || v0 < 0 && (verbLed || !verblessStatement(toks[:k])) {
			// a verbless left part ("Duck eggs back in stock, the ducks are
			// laying again", a record's statement) splits before a clause
			// with its own subject only
			continue
		}
		left := strings.TrimRight(c.text[:toks[k].start], " ,")
		right := c.text[toks[r].start:]
		if toks[r].low == "it" {
			// "Marcus changed his number, it's 555-0199 now": "it" may be
			// the left clause's object rather than its subject
			for j := v0 + 1; j < k; j++ {
				if strings.HasPrefix(toks[j].tag, "NN") || toks[j].is(wPossessive) || toks[j].is(wDeterminer) {
					return append(dst, clause{text: left, start: c.start})
				}
			}
		}
		for j := r; j < len(toks) && j <= r+3; j++ {
			if toks[j].low == "one" || toks[j].low == "ones" {
				// "..., old one is dead": "one" names nothing to key a fact on
				return append(dst, clause{text: left, start: c.start})
			}
		}
		// a verb-led part shares the left clause's subject
		via := ""
		if named {
			via = "split.comma-name"
		}
		return append(dst, clause{text: left, start: c.start}, clause{text: right, start: c.start + toks[r].start, vpCoord: verbLed, via: via})
	}
	c.toks = toks
	return append(dst, c)
}

// dashSplice returns the offset of the first " - " of a dash splice in c
// and the tokens of the parts before and after it, or 0: "Shifted the fuel berth hours from 0700-1900 to 0800-1800 - Harwick
// can't cover the early tanker slot", "card machine on the fuel pontoon is
// dead - the bank are sending a new one". The part before it has a verb
// and no comma or parenthesis; the part after it opens with its own
// subject (a pronoun, a name or a noun phrase of at most four words) and a
// finite verb or a modal, and is no list of fields. The right part is a
// clause of its own (split.dash-splice); a dash before anything else (a
// comment, a qualifier, "Lady Amberlyn - owner Osric Pendlebury") is left
// alone.
func (e *Extractor) dashSplice(c *clause) (int, []tok, []tok) {
	k := strings.Index(c.text, " - ")
	if k <= 0 || strings.ContainsAny(c.text[:k], ",(:;") {
		return 0, nil, nil
	}
	right := c.text[k+3:]
	if right == "" || strings.Contains(right, " - ") {
		return 0, nil, nil
	}
	lt := e.tokens(c.text[:k])
	if len(lt) < 3 {
		return 0, nil, nil
	}
	if l0 := lt[0].low; bindingConnectives[l0] || l0 == "when" || l0 == "if" || l0 == "once" || l0 == "whenever" || lt[0].tag == "UH" {
		return 0, nil, nil
	}
	p := &parser{text: c.text[:k], toks: lt}
	verb := false
	for j := range lt {
		if p.isVerbAt(j) {
			verb = true
			break
		}
	}
	if !verb {
		return 0, nil, nil
	}
	rt := e.tokens(right)
	if len(rt) < 3 {
		return 0, nil, nil
	}
	finite := func(t tok) bool {
		return t.tag == "VBZ" || t.tag == "VBD" || t.tag == "VBP" || t.tag == "MD" || t.low == "'s" || t.low == "'re" || (t.is(wBe) && t.low != "be" && t.low != "being" && t.low != "been")
	}
	if rt[0].tag == "PRP" && rt[0].low != "you" && rt[0].low != "me" && rt[0].low != "us" && rt[0].low != "them" && rt[0].low != "him" {
		if finite(rt[1]) {
			return k, lt, rt
		}
		return 0, nil, nil
	}
	for j := 0; j < len(rt) && j <= 4; j++ {
		t := rt[j]
		if j > 0 && finite(t) && !strings.HasPrefix(t.tag, "NN") {
			return k, lt, rt
		}
		if !(strings.HasPrefix(t.tag, "NN") || t.tag == "JJ" || t.tag == "POS" || t.low == "'s" || j == 0 && (t.is(wDeterminer) || t.is(wPossessive))) || isPunct(t) {
			return 0, nil, nil
		}
	}
	return 0, nil, nil
}

// verblessStatement: a record's verbless statement before a comma ("Duck
// eggs back in stock", "Relisted the cold brew"): two or more tokens, a
// noun among them, not ending in an adverb as an opener does ("Effective
// immediately", "Going forward").
func verblessStatement(toks []tok) bool {
	if len(toks) < 2 || strings.HasPrefix(toks[len(toks)-1].tag, "RB") || toks[0].tag == "VBG" {
		return false // "Effective immediately, ...", "Beginning Monday, ..."
	}
	for _, t := range toks {
		if strings.HasPrefix(t.tag, "NN") && isLetters(t.text) {
			return true
		}
	}
	return false
}

// closingAdverbs end a complete clause ("doesn't smoke anymore, ...").
var closingAdverbs = map[string]bool{"anymore": true, "now": true, "again": true, "already": true, "lately": true, "today": true}

// rewriteArrow is rewrite.arrow: a clause with one arrow, "->" or "→",
// whose right side has no key of its own ("Handover ASH days -> lates:
// Tegan ..." is left alone), reads as its new value, length-preserving.
// The old value is the run of words before the arrow that hold a digit or
// open with a capital: after a verb in -ed it and the arrow become "to"
// ("reallocated Kelsby -> Felmoor" = "reallocated to Felmoor"); after a key
// they are blanked ("home depot: Felmoor -> Tarnley" = "home depot:
// Tarnley"; "gatehouse hours 05:30-23:00 -> 24/7" = "gatehouse hours:
// 24/7"). With no old value, a short key and the arrow read as "K: V"
// ("L12 pour -> 09/07").
func rewriteArrow(s string) string {
	arrow := "->"
	i := strings.Index(s, arrow)
	if j := strings.Index(s, "→"); j >= 0 && (i < 0 || j < i) {
		i, arrow = j, "→"
	}
	if i <= 0 {
		return s
	}
	z := i + len(arrow)
	l, r := s[:i], s[z:]
	if strings.TrimSpace(r) == "" || strings.Contains(r, "->") || strings.Contains(r, "→") || strings.Contains(r, ": ") ||
		strings.ContainsAny(l, "|;") || !strings.HasPrefix(r, " ") || !strings.HasSuffix(l, " ") {
		return s
	}
	seg := 0 // where the key's segment starts: after a label's colon
	if c := strings.LastIndex(l, ": "); c >= 0 {
		seg = c + 2
	}
	// the old value: trailing words with a digit or a capital, at most four
	a := len(l) - 1
	n := 0
	for n < 4 {
		k := strings.LastIndex(l[:a], " ") + 1
		if k < seg {
			k = seg
		}
		w := l[k:a]
		if w == "" || !(containsDigit(w) || !isLowerWord(firstChar(w))) {
			break
		}
		a, n = k, n+1
		if k == seg {
			break
		}
		a-- // the space before the word
	}
	if n > 0 && a > seg && s[a] == ' ' {
		a++
	}
	if a == 0 {
		n = 0 // "WX-88213 -> 17/03/26": the whole left side is the key
	}
	blank := func(from, to int) string { return s[:from] + strings.Repeat(" ", to-from) + s[to:] }
	if n > 0 {
		if before := strings.Fields(l[seg:a]); len(before) > 0 {
			if pastVerb(before[len(before)-1]) {
				out := blank(a, z) // "reallocated Kelsby -> Felmoor"
				return out[:z-2] + "to" + out[z:]
			}
		}
		if seg > 0 {
			return blank(a, z) // "home depot: Felmoor -> Tarnley"
		}
		if !containsDigit(l[a:]) {
			return s // "foreman MPS -> Tobi": a capital may name the key's place
		}
		out := blank(a, z) // "Kelsby gatehouse hours 05:30-23:00 -> 24/7"
		return out[:a-1] + ":" + out[a:]
	}
	if n == 0 && seg == 0 {
		ws := strings.Fields(l)
		if len(ws) > 5 {
			return s
		}
		for _, w := range ws {
			if pastVerb(w) {
				return s // "restoration revised again -> 04:30": a verb, no key
			}
		}
		return s[:i-1] + ":" + strings.Repeat(" ", len(arrow)) + r // "L12 pour -> 09/07"
	}
	return s
}

// pastVerb: a word of five letters or more in -ed, read as a verb's past
// ("reallocated", "revised"; "red", "shed" are too short).
func pastVerb(w string) bool {
	return len(w) > 4 && strings.HasSuffix(strings.ToLower(w), "ed")
}

// rewriteDashQualifier is rewrite.dash-qualifier: a clause of exactly three
// parts separated by " - " whose first two parts open with a name or a code
// (at most five words each) and whose last opens with a lowercase
// word and holds a digit blanks the first separator, so that the dash line
// keys the owner's item ("Harrowgill Aero Spares ATR brake units - lead time
// 14 days" = (harrowgill aero spares atr brake units, lead time)).
func rewriteDashQualifier(s string) string {
	parts := strings.Split(s, " - ")
	if len(parts) != 3 || !containsDigit(parts[2]) {
		return s
	}
	last := strings.Fields(parts[2])
	if len(last) < 2 || isLowerWord(firstChar(last[0])) == false {
		return s
	}
	for _, p := range parts[:2] {
		ws := strings.Fields(p)
		if len(ws) == 0 || len(ws) > 5 {
			return s
		}
		if isLowerWord(firstChar(ws[0])) && !containsDigit(ws[0]) {
			return s
		}
	}
	i := len(parts[0])
	return s[:i] + "   " + s[i+3:]
}
