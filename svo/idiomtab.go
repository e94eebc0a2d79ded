package svo

import (
	"fmt"
	"strconv"
	"strings"
)

// idiomRules compiles lex/idioms.tsv: each row is a rule reading
// "<subject> <middle> <value>" as (subject, attribute) = value, or, with
// swap, "<holder> <middle> <object>" as (object, attribute) = holder
// ("Orla Group bought the Kite Inn" = (kite inn, owner) = orla group).
func idiomRules(lex map[string]map[string]string) ([]Rule, error) {
	rows := lex["idioms"]
	var ids []string
	for k := range rows {
		ids = append(ids, k)
	}
	sortStrings(ids)
	var out []Rule
	for _, key := range ids {
		f := strings.Split(key+"\t"+rows[key], "\t")
		if len(f) != 6 {
			return nil, fmt.Errorf("svo: lex/idioms.tsv: %q: want 6 columns, have %d", f[0], len(f))
		}
		id, middle, attr, prio, check, swap := f[0], f[1], f[2], f[3], f[4], f[5]
		p, err := strconv.Atoi(prio)
		if err != nil {
			return nil, fmt.Errorf("svo: lex/idioms.tsv: %s: priority %q: %v", id, prio, err)
		}
		vc, ok := valueChecks[check]
		if !ok {
			return nil, fmt.Errorf("svo: lex/idioms.tsv: %s: unknown value check %q", id, check)
		}
		sw := swap == "yes"
		r := Rule{ID: id, Stage: "idiom", Priority: p,
			Pattern: "subj=.+ " + middle + " val=.+ %time*",
			Doc:     fmt.Sprintf("\"<subject> %s <value>\" → %s (lex/idioms.tsv; value check %s)", middle, attr, check)}
		a := attr
		r.Emit = Emit{Subject: "subj", Value: "val", Attr: a, Card: CardFunctional, Conf: 0.88, Check: func(m *ruleMatch) string {
			if w := idiomSubject(m, "subj", sw); w != "" {
				return w
			}
			return vc(m, "val")
		}}
		if sw {
			r.Doc = fmt.Sprintf("\"<holder> %s <object>\" → (object, %s) = holder (lex/idioms.tsv)", middle, attr)
			r.Emit.Subject, r.Emit.Value = "val", "subj"
			r.Emit.Check = func(m *ruleMatch) string {
				if w := nameLike(m, "subj"); w != "" {
					return w
				}
				// the object is a named thing and nothing after it: "hired
				// Dana Ortiz as a teller" is not (dana ortiz as teller, employer)
				g := m.caps["val"]
				for k := g.i; k < g.j; k++ {
					if t := &m.toks[k]; preps[t.low] && t.low != "of" && t.chunk != "name" {
						return "val has a preposition (" + t.low + ")"
					}
				}
				return vc(m, "val")
			}
		}
		out = append(out, r)
	}
	return out, nil
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// idiomSubject checks an idiom's subject: a noun phrase, no pronoun, no verb.
func idiomSubject(m *ruleMatch, name string, swap bool) string {
	g := m.caps[name]
	if g.empty() || g.j-g.i > 10 {
		return name + " empty or too long"
	}
	if pronounStart(&m.toks[g.i]) {
		return name + " is a pronoun"
	}
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" && t.low != "'s" || valueCutters[t.low] {
			return name + " has a verb or clause word (" + t.low + ")"
		}
	}
	return ""
}

var militaryWords = map[string]bool{"army": true, "navy": true, "guard": true, "guards": true, "force": true, "forces": true, "corps": true, "marines": true, "marine": true, "reserve": true, "reserves": true, "militia": true, "legion": true, "regiment": true, "fleet": true}
var prisonWords = map[string]bool{"prison": true, "jail": true, "gaol": true, "penitentiary": true, "detention": true, "correctional": true, "custody": true, "camp": true, "facility": true, "center": true, "centre": true}
var leagueWords = map[string]bool{"league": true, "division": true, "conference": true, "liga": true, "series": true, "tier": true, "championship": true, "premiership": true, "bundesliga": true, "serie": true}

func hasWordIn(m *ruleMatch, name string, set map[string]bool) bool {
	g := m.caps[name]
	for k := g.i; k < g.j; k++ {
		if set[m.toks[k].low] {
			return true
		}
	}
	return false
}

// valueChecks are the value tests an idiom row names.
var valueChecks = map[string]func(m *ruleMatch, name string) string{
	"any": shortValue,
	"name": func(m *ruleMatch, name string) string {
		g := m.caps[name]
		if w := shortValue(m, name); w != "" && !(g.j-g.i <= 12 && nameSurface(m.surf(name)[strings.Index(strings.ToLower(m.surf(name)), firstNameWord(m.surf(name))):])) {
			return w
		}
		f := &m.toks[g.i]
		if f.low == "the" && g.j-g.i > 1 {
			f = &m.toks[g.i+1]
		}
		if f.chunk != "name" && f.chunk != "num" {
			return name + " is not a name"
		}
		return ""
	},
	"military": func(m *ruleMatch, name string) string {
		if !hasWordIn(m, name, militaryWords) {
			return name + " is not a military branch"
		}
		return shortValue(m, name)
	},
	"party": func(m *ruleMatch, name string) string {
		if !hasWordIn(m, name, map[string]bool{"party": true, "congress": true, "alliance": true}) {
			return name + " is not a party"
		}
		return shortValue(m, name)
	},
	"prison": func(m *ruleMatch, name string) string {
		if !hasWordIn(m, name, prisonWords) {
			return name + " is not a place of detention"
		}
		return ""
	},
	"league": func(m *ruleMatch, name string) string {
		g := m.caps[name]
		if w := shortValue(m, name); w != "" {
			return w
		}
		f := &m.toks[g.i]
		if f.low == "a" || f.low == "an" {
			return name + " is indefinite"
		}
		if !hasWordIn(m, name, leagueWords) && f.chunk != "name" && !(f.low == "the" && g.j-g.i > 1 && m.toks[g.i+1].chunk == "name") {
			return name + " is not a league"
		}
		return ""
	},
}

// firstNameWord is the first word of s after a leading "the".
func firstNameWord(s string) string {
	l := strings.ToLower(s)
	if strings.HasPrefix(l, "the ") {
		return l[4:5]
	}
	return l[:1]
}
