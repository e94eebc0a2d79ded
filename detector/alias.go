package detector

import (
	"strings"

	"l9/svo"
)

// honorifics are dropped before names are compared ("Prof. Ilona Brandt" is
// "ilona brandt").
var honorifics = map[string]bool{"dr": true, "prof": true, "professor": true, "mr": true, "mrs": true, "ms": true, "sir": true, "dame": true, "lord": true, "lady": true}

// SurnameAliases implements clause surname_alias: a later mention of a
// person by surname alone ("Mendt rejoined FK Varnessa") is about the one
// person of the input whose full name ends in that surname ("Dario Mendt
// plays for SC Harlow Vale"). It maps each single-word capitalized subject
// to the one multi-word capitalized subject (honorifics aside) whose last
// word it is; a surname that ends two full names ("Ana Hart", "Tessaly
// Hart") is ambiguous and keeps its own key. An organisation's name (one a
// person's name cannot be: "Ostrander Labs", "Tallowmere Hospitals Group")
// whose first word is a coined word is also named by that word and by its
// initials ("Ostrander", "THG"), when one organisation of the input has them
// and no person's name has the word. The map depends only on the set
// of distinct subjects and how their surfaces are capitalized, not on the
// order of the units.
func SurnameAliases(parts [][]svo.Unit) map[string]string {
	type cand struct {
		full  string
		count int
	}
	// the subjects some unit writes as a proper name (svo.Unit.Named);
	// independent of input order
	named := map[string]bool{}
	for _, p := range parts {
		for i := range p {
			if u := &p[i]; u.Named {
				if s := normTokens(u.Subject.Canon); s != "" {
					named[s] = true
				}
			}
		}
	}
	singles := map[string]string{} // a one-word subject (honorifics aside) → that word
	initials := map[string]byte{}  // an honorific and an initial → the initial
	byLast := map[string]*cand{}
	byFirst := map[string]*cand{} // a full name's given name → that name
	byOrg := map[string]*cand{}   // an organisation's first word, and its initials → that name
	seen := map[string]bool{}
	for s := range named { // the map's order does not matter: counts and a unique name
		seen[s] = true
		ws := strings.Fields(s)
		hon := false
		for len(ws) > 1 && honorifics[ws[0]] {
			ws, hon = ws[1:], true
		}
		switch {
		case len(ws) == 1 && len(ws[0]) > 2:
			singles[s] = ws[0] // "mrs halloran" is "halloran"
		case len(ws) == 1 && len(ws[0]) == 1 && hon && ws[0][0] >= 'a' && ws[0][0] <= 'z':
			initials[s] = ws[0][0] // "mrs h": a surname's initial
		case len(ws) >= 2 && len(ws) <= 4 && !notNameStart[ws[0]] && !personName(ws) && orgName(ws):
			// "Ostrander Labs", "Tallowmere Hospitals Group": an
			// organisation is also named by its first word ("Ostrander
			// reduced to 38 seats") and by its initials ("THG upgraded to
			// Pro")
			full := strings.Join(ws, " ")
			var ini strings.Builder
			for _, w := range ws {
				ini.WriteByte(w[0])
			}
			for _, k := range []string{ws[0], ini.String()} {
				switch c := byOrg[k]; {
				case c == nil:
					byOrg[k] = &cand{full: full, count: 1}
				case c.full != full:
					c.count++
				}
			}
		case len(ws) >= 2 && len(ws) <= 3 && !notNameStart[ws[0]] && personName(ws):
			full := strings.Join(ws, " ")
			last := ws[len(ws)-1]
			c := byLast[last]
			switch {
			case c == nil:
				byLast[last] = &cand{full: full, count: 1}
			case c.full != full:
				c.count++
			}
			first := ws[0]
			switch f := byFirst[first]; {
			case f == nil:
				byFirst[first] = &cand{full: full, count: 1}
			case f.full != full:
				f.count++
			}
		}
	}
	var out map[string]string
	for s, w := range singles {
		c := byLast[w]
		if c == nil {
			// a given name alone ("Sigrun") is the one full name that
			// starts with it ("Sigrun Halvorsen"), when no full name ends
			// in it
			// and whose last word is no dictionary word ("Oakridge
			// County", "Quillpad Mobile" are a place and a product); a
			// code is no given name ("FW-01" of "FW-01 firmware")
			if f := byFirst[w]; f != nil && !strings.ContainsAny(w, "0123456789") {
				ws := strings.Fields(f.full)
				if !svo.DictionaryWord(ws[len(ws)-1]) {
					c = f
				}
			}
		}
		if c == nil && byLast[w] == nil && byFirst[w] == nil && len(w) >= 2 {
			// an organisation's first word or initials, when no person's
			// name has the word
			c = byOrg[w]
		}
		if c != nil && c.count == 1 && c.full != s {
			if out == nil {
				out = map[string]string{}
			}
			out[s] = c.full
		}
	}
	// "Mrs H": the one full name of the input whose surname starts with
	// that letter, when exactly one does
	for s, c0 := range initials {
		full, n := "", 0
		for last, c := range byLast { // counts only: the order does not matter
			if last[0] == c0 {
				n += c.count
				full = c.full
			}
		}
		if n == 1 {
			if out == nil {
				out = map[string]string{}
			}
			out[s] = full
		}
	}
	// the full names themselves, written with an honorific, are one person
	for s := range seen {
		ws := strings.Fields(s)
		if len(ws) > 2 && honorifics[ws[0]] {
			rest := strings.Join(ws[1:], " ")
			if c := byLast[ws[len(ws)-1]]; c != nil && c.count == 1 && c.full == rest {
				if out == nil {
					out = map[string]string{}
				}
				out[s] = rest
			}
		}
	}
	return out
}

// aliased returns parts with the subject of every unit in aliases replaced
// by its full name; parts without such a unit are shared, not copied.
func aliased(parts [][]svo.Unit, aliases map[string]string) [][]svo.Unit {
	out := make([][]svo.Unit, len(parts))
	for pi, p := range parts {
		out[pi] = p
		for i := range p {
			if _, ok := aliases[normTokens(p[i].Subject.Canon)]; !ok {
				continue
			}
			cp := make([]svo.Unit, len(p))
			copy(cp, p)
			for j := i; j < len(cp); j++ {
				if full, ok := aliases[normTokens(cp[j].Subject.Canon)]; ok {
					cp[j].Subject.Canon = full
				}
			}
			out[pi] = cp
			break
		}
	}
	return out
}

// notNameStart open capitalized subjects that are no names ("Latest
// Quillmark release: 5.0" at the start of a note).
var notNameStart = map[string]bool{"latest": true, "current": true, "new": true, "newest": true, "previous": true, "last": true, "next": true, "our": true, "my": true, "the": true, "this": true, "that": true}

// personName reports words that can be a person's full name: no connector
// of an organisation's or a place's name ("Diocese of Aldmere", "Bank of
// England") and no common head of one ("Sunvale Kings", "Marine Lab").
func personName(ws []string) bool {
	for i, w := range ws {
		if i < len(ws)-1 && strings.ContainsAny(w, "0123456789") {
			return false // "bk-7741 pollard": a code before the last word is no part of a name ("invoice inv-220" ends in its code)
		}
		switch w {
		case "of", "the", "and", "&", "for", "on", "at", "in":
			return false
		}
	}
	switch ws[len(ws)-1] {
	case "kings", "lab", "labs", "club", "united", "city", "town", "rovers", "athletic", "fc", "sc", "group", "bank", "university",
		"college", "school", "council", "party", "union", "federation", "league", "association", "society", "company", "inc", "ltd",
		"corporation", "corp", "systems", "pro", "plan", "service", "team", "orchestra", "philharmonic", "choir", "band", "review",
		// a firm's head: "Wickstead Logistics", "Orrin Valley Plastics", "Grisewood Pharma"
		"logistics", "freight", "foods", "dairy", "dairies", "bakeries", "bakery", "pharma", "plastics", "hospitals", "academies",
		"trust", "motors", "marine", "services", "textiles", "steel", "cables", "analytics", "consulting", "partners", "holdings",
		"industries", "supplies", "mining", "haulage", "transport", "carriers", "clinic", "vets", "dental", "llp", "plc", "gmbh",
		"studios", "media", "energy", "homes", "hotels", "hotel", "estates", "lettings", "insurance", "mutual", "brokerage", "clearances":
		return false
	}
	return true
}

// orgName reports words that can be an organisation's name for clause
// surname_alias's first-word and initials aliases (the caller has checked
// that they are no person's name): letters only, the first word no
// dictionary word (a coined name: "Ostrander", "Tallowmere"; not "Grand
// Hotel", "North Yard").
func orgName(ws []string) bool {
	for _, w := range ws {
		for i := 0; i < len(w); i++ {
			if c := w[i]; c < 'a' || c > 'z' {
				return false
			}
		}
	}
	return len(ws[0]) >= 3 && !svo.DictionaryWord(ws[0])
}
