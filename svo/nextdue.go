package svo

import (
	"regexp"
	"strings"
)

// A recurring check, service or dose is often written as what was done and
// when it is next due: "Van 17 passed its MOT, next due 13 May 2025",
// "CMM-1 recalibrated by Pennock Calibration; next due 14/03/2026", "B12
// given today. Next due 18 Sept.". The next due date is the due date of the
// thing's event, keyed like "Van 17 MOT due: 14/05/2024" and "CMM-1
// calibration due 2025-03-14" (relation.next-due).

var (
	// reNextDue: a clause "next [<event>|one] [is] due ..." (the event at
	// most three words)
	reNextDue = regexp.MustCompile(`^(?i)next((?: [a-z][\w/+-]*){0,3}?) (?:is |now )?due\b(.*)$`)
	// reDoneIts: "<thing> passed|failed|through its <event> ..."
	reDoneIts = regexp.MustCompile(`^(.+?) (?i:(?:has )?(?:passed|failed|through|sailed through|had|got) (?:its|her|his|their) ([a-z][\w/+-]*(?: [a-z][\w/+-]*){0,2}?)(?:$| (?:today|yesterday|this|on|at|in|by|with|and)\b))`)
	// reDoneVerb: "<thing> [re]<event verb>ed ..."
	reDoneVerb = regexp.MustCompile(`^(.+?) (?i:(re)?(serviced|inspected|calibrated|tested|certified|vaccinated|renewed|audited|examined|descaled|wormed|scanned|boostered))\b`)
	// reDoneThing: "<event> done|given|completed [at <Name>] ..."
	reDoneThing = regexp.MustCompile(`^(.+?) (?i:done|given|completed|carried out)\b(?: at ((?:[A-Z][\w'-]*)(?: [A-Z][\w'-]*)*))?`)
)

// doneEvents names the event of a verb of reDoneVerb.
var doneEvents = map[string]string{
	"serviced": "service", "inspected": "inspection", "calibrated": "calibration", "tested": "test",
	"certified": "certification", "vaccinated": "vaccination", "renewed": "renewal", "audited": "audit",
	"examined": "examination", "descaled": "descale", "wormed": "worming", "scanned": "scan", "boostered": "booster",
}

// nextDueSplit returns the offset of ", next" in a clause whose rest is a
// next-due clause ("Van 17 passed its MOT, next due 13 May 2025"), or 0.
func nextDueSplit(s string) int {
	if !mayBeNextDue(s) {
		return 0 // most clauses: no "due" at all, no lowercasing or regexp
	}
	k := strings.Index(strings.ToLower(s), ", next ")
	if k <= 0 || !reNextDue.MatchString(s[k+2:]) {
		return 0
	}
	return k
}

// mayBeNextDue: s holds "due" in any case, a necessary condition of every
// next-due clause, checked without allocating.
func mayBeNextDue(s string) bool {
	for i := 0; i+3 <= len(s); i++ {
		if (s[i]|0x20) == 'd' && (s[i+1]|0x20) == 'u' && (s[i+2]|0x20) == 'e' {
			return true
		}
	}
	return false
}

// nextDueOwned rewrites a next-due clause after the clause prev saying what
// was done as the due line of its thing: "next due 14/03/2026" after
// "CMM-1 recalibrated by Pennock Calibration" is "CMM-1 calibration due
// 14/03/2026". An event named in the clause ("next flu due ...") is the
// event; "one" or none is prev's. false when prev names no thing done.
func nextDueOwned(prev, s string) (string, bool) {
	if !mayBeNextDue(s) {
		return "", false
	}
	m := reNextDue.FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	ev, rest := strings.TrimSpace(m[1]), m[2]
	if strings.EqualFold(ev, "one") {
		ev = ""
	}
	prev = strings.TrimSpace(strings.TrimRight(prev, ".;, "))
	var thing, done string
	switch {
	case reDoneIts.MatchString(prev):
		d := reDoneIts.FindStringSubmatch(prev)
		thing, done = d[1], d[2]
	case reDoneVerb.MatchString(prev):
		d := reDoneVerb.FindStringSubmatch(prev)
		thing, done = d[1], doneEvents[strings.ToLower(d[3])]
	case reDoneThing.MatchString(prev):
		d := reDoneThing.FindStringSubmatch(prev)
		thing, done = d[2], d[1]
		if thing != "" {
			if w := fields(done)[0]; len(w) > 1 && !isLowerWord(firstChar(w)) && strings.ToLower(w[1:]) == w[1:] {
				done = strings.ToLower(w[:1]) + done[1:] // "Farrier visit done at Coldharbour": the sentence's capital
			}
		}
	default:
		return "", false
	}
	if ev == "" {
		ev = done
	}
	if ev == "" || len(fields(thing+" "+ev)) > 8 || strings.ContainsAny(thing, ",;:()") {
		return "", false
	}
	t := strings.TrimSpace(thing + " " + ev)
	return t + " due" + rest, true
}
