package svo

import (
	"strings"
	"unicode"
)

// This file holds the relation normalizer: a last pass over a parsed clause
// that maps the many English phrasings of one functional relation to one
// canonical attribute (and, where the phrasing hides it, the right subject).
// It runs on canonical strings and the parsed token ranges, after the form
// that produced the clause has done its work, so every form (copula, verb,
// key: value, change) benefits from one table. Each rule is a decision about
// meaning, documented in doc/svo.md; a rule that could join two different
// facts is not added.

// attrSynonyms maps a canonical attribute produced by the forms to the
// canonical relation it asserts. Only relations that hold one value at a
// time are listed.
var attrSynonyms = map[string]relation{
	// what someone does for a living
	"job title":      {"occupation", CardFunctional},
	"retrain as":     {"occupation", CardFunctional},
	"requalify as":   {"occupation", CardFunctional},
	"qualify as":     {"occupation", CardFunctional},
	"earn living as": {"occupation", CardFunctional},
	"make living as": {"occupation", CardFunctional},
	// a vehicle's registration
	"reg":                 {"registration", CardFunctional},
	"registration":        {"registration", CardFunctional},
	"registration number": {"registration", CardFunctional},
	"number plate":        {"registration", CardFunctional},
	"plate":               {"registration", CardFunctional},
	"license plate":       {"registration", CardFunctional},
	"licence plate":       {"registration", CardFunctional},
	// where someone works inside a building
	"office":          {"office", CardFunctional},
	"office location": {"office", CardFunctional},
	"desk":            {"office", CardFunctional},
	"desk location":   {"office", CardFunctional},
	"room":            {"office", CardFunctional},
	"room location":   {"office", CardFunctional},
	"work out of":     {"office", CardFunctional},
	"sit in":          {"office", CardFunctional},
	"sit at":          {"office", CardFunctional},
	// the vehicle someone drives
	"car":           {"car", CardFunctional},
	"daily driver":  {"car", CardFunctional},
	"get around in": {"car", CardFunctional},
	// what a membership or service costs
	"monthly fee":        {"price", CardFunctional},
	"membership":         {"price", CardFunctional},
	"membership fee":     {"price", CardFunctional},
	"membership price":   {"price", CardFunctional},
	"membership cost":    {"price", CardFunctional},
	"monthly membership": {"price", CardFunctional},
	"subscription":       {"price", CardFunctional},
	"subscription price": {"price", CardFunctional},
	"charge":             {"price", CardFunctional},
	// how many people a venue holds
	"capacity":         {"capacity", CardFunctional},
	"seating capacity": {"capacity", CardFunctional},
	"seat":             {"capacity", CardFunctional},
	"have seat":        {"capacity", CardFunctional},
	"hold person":      {"capacity", CardFunctional},
	"hold people":      {"capacity", CardFunctional},
	"hold guest":       {"capacity", CardFunctional},
	"accommodate":      {"capacity", CardFunctional},
	"fit person":       {"capacity", CardFunctional},
	// how many people live in a place
	"population":      {"population", CardFunctional},
	"be home to":      {"population", CardFunctional},
	"have resident":   {"population", CardFunctional},
	"have inhabitant": {"population", CardFunctional},
	// when an event happens
	"time":           {"time", CardFunctional},
	"date":           {"date", CardFunctional},
	"start time":     {"time", CardFunctional},
	"begin time":     {"time", CardFunctional},
	"take place at":  {"time", CardFunctional},
	"take place on":  {"date", CardFunctional},
	"take place in":  {"venue", CardFunctional},
	"hold at":        {"time", CardFunctional},
	"hold on":        {"date", CardFunctional},
	"be at":          {"time", CardFunctional},
	"member of":      {"member of", CardSetValued},
	"be member of":   {"member of", CardSetValued},
	"be on staff at": {"employer", CardFunctional},
}

// countUnits are the nouns a capacity or population count is stated in;
// they are dropped from the value ("260 seats" = "260").
var countUnits = map[string]bool{
	"seat": true, "seats": true, "people": true, "person": true, "persons": true,
	"guest": true, "guests": true, "spectator": true, "spectators": true,
	"resident": true, "residents": true, "inhabitant": true, "inhabitants": true,
	"visitor": true, "visitors": true, "attendee": true, "attendees": true,
}

// placeInBuilding are the first words of a value that locate someone inside
// a building (a room, a desk, a floor): an office, not a residence.
var placeInBuilding = map[string]bool{
	"room": true, "desk": true, "floor": true, "suite": true, "bay": true,
	"cubicle": true, "wing": true, "office": true, "level": true, "hot-desk": true,
}

// momentWords are attribute modifiers before "time"/"date" that name a
// different moment of an event, so "review time" folds into the subject but
// "end time" stays its own attribute.
var momentWords = map[string]bool{
	"start": true, "begin": true, "end": true, "finish": true, "close": true, "closing": true,
	"open": true, "opening": true, "arrival": true, "departure": true, "due": true,
	"release": true, "check-in": true, "checkout": true, "check-out": true, "deadline": true,
	"lunch": true, "bed": true, "wake": true, "wake-up": true, "pickup": true, "drop-off": true,
}

// componentNouns name an infrastructure component that runs software
// products. singlePurpose ones (a cache, a database, a broker) run one
// product at a time, so "the cache is on Redis 7" and "the cache runs
// Memcached 1.6" are two values of its "software"; the others (a host, an
// image, a service) run several, so only their operating system is one at a
// time ("os") and any other product keeps its own version attribute ("run
// nginx" = 1.25).
// amountNouns name an amount of money owned or owed, not an item with a
// price ("Bob's bonus is $5k").
var amountNouns = map[string]bool{"bonus": true, "pay": true, "wage": true, "allowance": true, "deposit": true,
	"balance": true, "debt": true, "loan": true, "savings": true, "income": true, "tip": true, "fine": true,
	"bill": true, "mortgage": true, "pension": true, "revenue": true, "profit": true, "loss": true, "spend": true,
	"spending": true, "stipend": true, "grant": true, "refund": true, "payment": true,
	"invoice": true, "total": true, "value": true, "worth": true, "valuation": true, "funding": true, "raise": true}

// softwareSubjects are software projects, which use one version of each
// product (framework, language, library) at a time.
var softwareSubjects = map[string]bool{"app": true, "frontend": true, "website": true, "site": true,
	"api": true, "repo": true, "monorepo": true, "codebase": true, "project": true, "client": true,
	"dashboard": true, "portal": true, "backend": true, "service": true}

var componentNouns = map[string]bool{
	"database": true, "cache": true, "broker": true, "queue": true, "cluster": true,
	"image": true, "os": true, "runtime": true, "host": true, "server": true, "node": true,
	"proxy": true, "store": true, "search": true, "vm": true, "container": true,
	"service": true, "backend": true, "engine": true, "instance": true, "box": true,
	"machine": true,
}

var singlePurpose = map[string]bool{
	"database": true, "cache": true, "broker": true, "queue": true, "proxy": true,
	"store": true, "search": true, "engine": true, "runtime": true, "os": true,
}

// osNames are the first words of operating system products.
var osNames = map[string]bool{
	"ubuntu": true, "debian": true, "alpine": true, "centos": true, "rhel": true, "fedora": true,
	"windows": true, "macos": true, "rocky": true, "almalinux": true, "freebsd": true, "openbsd": true,
	"arch": true, "amazon": true, "opensuse": true, "suse": true, "sles": true, "oracle": true,
	"bullseye": true, "bookworm": true, "flatcar": true, "talos": true, "nixos": true,
}

// runtimeNames are language runtimes; a service runs on one at a time.
var runtimeNames = map[string]bool{
	"python": true, "java": true, "node": true, "nodejs": true, "node.js": true, "ruby": true,
	"php": true, "go": true, "golang": true, "dotnet": true, ".net": true, "deno": true, "bun": true,
	"erlang": true, "elixir": true, "openjdk": true, "jdk": true, "jre": true, "perl": true,
	"kotlin": true, "scala": true, "temurin": true, "corretto": true,
}

// setSoftware keys a product+version value of a component by the rule
// above: (component, os), (component, software), or (component, run <product>)
// with the version as the value.
func setSoftware(r *parsed, pv string) {
	f := fields(pv)
	head := lastField(r.subjCanon)
	// "search cluster": the head before "cluster" says what it runs
	if head == "cluster" || head == "service" {
		if ws := fields(r.subjCanon); len(ws) >= 2 && singlePurpose[ws[len(ws)-2]] {
			head = ws[len(ws)-2]
		}
	}
	switch {
	case osNames[f[0]]:
		r.attrCanon, r.valCanon = "os", pv
	case runtimeNames[f[0]] && len(f) == 2:
		r.attrCanon, r.valCanon = "runtime", pv
	case singlePurpose[head]:
		r.attrCanon, r.valCanon = "software", pv
	case len(f) >= 2:
		r.attrCanon, r.valCanon = "run "+strings.Join(f[:len(f)-1], " "), f[len(f)-1]
	default:
		r.attrCanon, r.valCanon = "software", pv
	}
	r.card = CardFunctional
}

// titleNouns are offices held by one person at a time in an organisation or
// place ("CEO of Z", "mayor of Z").
var titleNouns = map[string]bool{
	"ceo": true, "chair": true, "chairman": true, "chairwoman": true, "chairperson": true,
	"president": true, "mayor": true, "head": true, "director": true, "conductor": true,
	"principal": true, "captain": true, "coach": true, "manager": true, "editor": true,
	"editor-in-chief": true, "cfo": true, "cto": true, "coo": true, "chancellor": true,
	"governor": true, "dean": true, "lead": true, "leader": true, "treasurer": true,
	"secretary": true, "superintendent": true, "commissioner": true, "chief": true,
	"prime minister": true, "music director": true, "head coach": true, "team lead": true,
	"tech lead": true, "managing director": true, "general manager": true,
	"bishop": true, "archbishop": true, "abbot": true, "rector": true, "provost": true, "vice-chancellor": true,
	"speaker": true, "premier": true, "warden": true, "curator": true, "skipper": true, "artistic director": true,
	"executive director": true, "general secretary": true, "secretary-general": true, "chief constable": true,
	"ambassador": true, "minister": true, "headteacher": true, "pi": true, "principal investigator": true,
}

// titleSynonyms name one office in several ways.
var titleSynonyms = map[string]string{
	"headteacher": "principal", "head teacher": "principal", "headmaster": "principal",
	"headmistress": "principal", "chairman": "chair", "chairwoman": "chair", "chairperson": "chair",
	"chief executive": "ceo", "chief executive officer": "ceo", "general practitioner": "gp",
	"family doctor": "gp", "family physician": "gp", "primary care physician": "gp",
}

// versionWords name a version, not a product ("runs version 3.2").
var versionWords = map[string]bool{"version": true, "v": true, "release": true, "build": true, "revision": true, "patch": true}

// clubNouns head the names of groups one is a member of ("the chess club").
var clubNouns = map[string]bool{
	"club": true, "society": true, "choir": true, "band": true, "league": true, "union": true,
	"orchestra": true, "association": true, "guild": true, "committee": true, "ensemble": true,
	"troupe": true, "circle": true, "collective": true, "federation": true,
}

// madeThings are possessions named by make and model ("X's laptop is a
// ThinkPad X1"): a capitalized value names the one X has now.
var madeThings = map[string]bool{
	"car": true, "laptop": true, "phone": true, "bike": true, "motorbike": true, "motorcycle": true,
	"scooter": true, "watch": true, "camera": true, "tablet": true, "van": true,
}

// capacityVerbs state how many a venue holds ("can hold 900 people").
var capacityVerbs = map[string]bool{"hold": true, "seat": true, "accommodate": true, "fit": true, "host": true}

// fluencyWords: "is fluent in X" states one language among several.
var fluencyWords = map[string]bool{"fluent": true, "proficient": true, "conversant": true, "native": true}

var reVersioned = guarded(`^[a-z][a-z0-9.+-]*( [a-z][a-z0-9.+-]*)? v?[0-9]+(\.[0-9a-z]+)*$`, func(s string) bool {
	return s != "" && s[0] >= 'a' && s[0] <= 'z' && strings.IndexByte(s, ' ') > 0 && strings.ContainsAny(s, "0123456789")
})

// isProductVersion: a product name followed by a version ("redis 7.2",
// "ubuntu 24.04", "postgres 15").
func isProductVersion(v string) bool {
	return reVersioned.MatchString(v)
}

func lastField(s string) string {
	if i := strings.LastIndexByte(s, ' '); i >= 0 {
		return s[i+1:]
	}
	return s
}

func firstField(s string) string {
	if i := strings.IndexByte(s, ' '); i >= 0 {
		return s[:i]
	}
	return s
}

// normalize maps the parsed relation to its canonical form. It never
// changes the value except to drop count nouns and a leading preposition a
// relation already implies.
func (p *parser) normalize(r *parsed) {
	defer func() {
		// one chair, one dentist, one favourite at a time
		if r.card == CardUnknown && (titleNouns[r.attrCanon] || serviceProviders[r.attrCanon] || strings.HasPrefix(r.attrCanon, "favorite ")) {
			r.card = CardFunctional
		}
	}()
	defer p.ownerOfProperty(r)
	defer func() {
		// "Ana's office moved to room 5B": Ana's office is room 5B
		if r.attrCanon == "office" {
			sf := strings.ToLower(p.surf(r.subj))
			possessed := strings.Contains(sf, "'s ") || strings.Contains(sf, "' ") || possessivePronouns[firstField(sf)] || firstField(sf) == "my" || firstField(sf) == "our"
			if f := fields(r.subjCanon); possessed && len(f) >= 2 && (f[len(f)-1] == "office" || f[len(f)-1] == "desk") {
				r.subjCanon = strings.Join(f[:len(f)-1], " ")
			}
		}
	}()
	// "Room for Ana: 8H": an identifier, not eight hours
	if identLabels[lastField(r.attrCanon)] && r.val.j == r.val.i+1 && containsDigit(p.toks[r.val.i].text) {
		r.valCanon = fold(p.toks[r.val.i].text)
	}
	// "A coffee at the office cafe costs $2.50" = "The office cafe coffee costs …"
	if r.attrCanon == "price" {
		if a, b, ok := strings.Cut(r.subjCanon, " at "); ok && a != "" && b != "" && !strings.Contains(b, " at ") && !ownedAttribute(fields(a)) {
			r.subjCanon = b + " " + a
		}
	}
	// "office cafe coffee went up to $3.00", "the canteen soup is $4.50",
	// "the cafe's coffee is $3.25": an item before a plain money value is
	// the whole item's price, like "The cafe coffee costs $3"
	if f := fields(r.valCanon); (p.compoundSplit || r.form == "attribute" && r.subj.j < len(p.toks) && p.toks[r.subj.j].low == "'s" && r.attr.i == r.subj.j+1) && len(f) == 2 && reNumber.MatchString(f[0]) && isCurrencyCode(f[1]) &&
		!strings.Contains(r.attrCanon, " ") && isLetters(r.attrCanon) && !ownedAttribute([]string{r.attrCanon}) && !amountNouns[r.attrCanon] && nounAttributes[r.attrCanon].attr == "" && r.subjCanon != "" && r.subjCanon != "user" {
		r.subjCanon, r.attrCanon, r.card = r.subjCanon+" "+r.attrCanon, "price", CardFunctional
	}
	// "Ticket OPS-412 is open" and "OPS-412 is closed": one work item
	if f := fields(r.subjCanon); len(f) == 2 && ticketNouns[f[0]] && containsDigit(f[1]) && strings.Contains(f[1], "-") && strings.IndexFunc(f[1], unicode.IsLetter) >= 0 {
		r.subjCanon = f[1]
	}
	// "The default branch of the monorepo was renamed to main" = "The
	// default branch of the monorepo is main": (monorepo, default branch)
	if r.attrCanon == "name" && strings.Contains(r.form, "passive") {
		if a, b, ok := strings.Cut(r.subjCanon, " of "); ok && a != "" && b != "" && !strings.Contains(b, " of ") && len(fields(a)) <= 3 && len(fields(b)) <= 3 {
			r.subjCanon, r.attrCanon = b, a
		}
	}
	if t, ok := titleSynonyms[r.attrCanon]; ok {
		r.attrCanon = t
	}
	if r.attrCanon == "be" {
		p.relativeSubject(r)
	}
	attr := r.attrCanon
	val := r.valCanon
	// "is fluent in Polish": one language among several
	if attr == "be" && fluencyWords[firstField(val)] {
		if f := fields(val); len(f) >= 3 && f[1] == "in" {
			r.attrCanon, r.valCanon, r.card = "speak", dropDeterminer(strings.Join(f[2:], " ")), CardSetValued
			return
		}
	}
	// "is (no longer) a member of the chess club" = "belongs to the chess club"
	if attr == "be" && strings.HasPrefix(val, "member of ") {
		r.attrCanon, r.valCanon, r.card = "member of", dropDeterminer(strings.TrimPrefix(val, "member of ")), CardSetValued
		return
	}
	// "Status of relay-9: back online"
	if strings.HasPrefix(val, "back ") && stateWords[strings.TrimPrefix(val, "back ")] != "" && (attr == "status" || attr == "be") {
		r.valCanon, r.attrCanon, r.card = stateWords[strings.TrimPrefix(val, "back ")], "status", CardFunctional
		return
	}
	// "is now on v2.4.2", "runs version 2.4.3", "was upgraded to 2.4.1": a
	// bare version is the subject's version
	if v, ok := bareVersion(val); ok {
		// "The booking app is at version 4.3" split as (booking, app …): the
		// whole noun phrase has the version
		head := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(attr, " on"), " location"), " at")
		explicit := strings.HasPrefix(val, "v") || strings.Count(v, ".") >= 2
		if p.compoundSplit && explicit && head != "" && !strings.Contains(head, " ") && head != "version" && isLetters(head) {
			r.subjCanon = strings.TrimSpace(r.subjCanon + " " + head)
			r.attrCanon, r.valCanon, r.card = "version", v, CardFunctional
			return
		}
		switch attr {
		case "upgrade to", "downgrade to", "roll back to", "update to", "run version", "be on", "run", "version", "move to", "bump to":
			r.attrCanon, r.valCanon, r.card = "version", v, CardFunctional
			return
		case "location", "be at":
			if strings.HasPrefix(val, "version") || strings.HasPrefix(val, "v") {
				r.attrCanon, r.valCanon, r.card = "version", v, CardFunctional // "is at version 5.2"
				return
			}
		case "be":
			if strings.HasSuffix(r.subjCanon, " version") {
				// "The app version is 3.1" = "App version: 3.1"
				r.subjCanon = strings.TrimSuffix(r.subjCanon, " version")
				r.attrCanon, r.valCanon, r.card = "version", v, CardFunctional
				return
			}
			if strings.Count(v, ".") >= 2 || strings.HasPrefix(val, "v") || strings.HasPrefix(val, "version") {
				r.attrCanon, r.valCanon, r.card = "version", v, CardFunctional
				return
			}
		}
	}
	// a state reported by a verb: "reported offline", "is running degraded",
	// "came back online", "shows as down"
	if st, ok := stateWords[val]; ok {
		switch attr {
		case "report", "run", "come", "come back", "show", "show as", "go", "be back", "report as", "appear", "stay", "remain":
			r.attrCanon, r.valCanon, r.card = "status", st, CardFunctional
			p.past = false
			return
		}
	}
	// "the Alpha cache runs Redis 7.2": the software product of a component
	if strings.HasPrefix(attr, "run ") || strings.HasPrefix(attr, "use ") {
		prod := strings.TrimPrefix(strings.TrimPrefix(attr, "run "), "use ")
		if componentNouns[lastField(r.subjCanon)] && isProductVersion(prod+" "+val) && !versionWords[prod] {
			setSoftware(r, prod+" "+val)
			return
		}
	}
	if (attr == "run" || attr == "use" || attr == "run on") && componentNouns[lastField(r.subjCanon)] && isProductVersion(val) {
		setSoftware(r, val)
		return
	}
	// the compound split "the Alpha cache is on Redis 7" into (alpha, cache on):
	// the component is part of the subject and the value is its software
	if a := strings.TrimSuffix(strings.TrimSuffix(attr, " on"), " location"); componentNouns[a] && isProductVersion(val) {
		r.subjCanon = strings.TrimSpace(r.subjCanon + " " + a)
		setSoftware(r, val)
		return
	}
	// "The web app is on React 18", "was migrated to React 17", "We upgraded
	// the web app to React 17": a software project uses one version of a
	// product at a time, keyed like "uses React 16"
	if head := strings.TrimSuffix(attr, " on"); p.compoundSplit && softwareSubjects[head] && !componentNouns[head] && isProductVersion(val) && !strings.Contains(r.subjCanon, " ") && r.subjCanon != "" {
		// "The web app is on React 18" split as (web, app on)
		r.subjCanon = r.subjCanon + " " + head
		attr = "be on"
	}
	if sub := lastField(r.subjCanon); softwareSubjects[sub] && !componentNouns[sub] && isProductVersion(val) {
		switch {
		case attr == "be on" || attr == "upgrade to" || attr == "migrate to" || attr == "switch to" || attr == "update to" || attr == "be" && r.form == "change":
			if f := fields(val); len(f) >= 2 && reVersion.MatchString(f[len(f)-1]) && !containsDigit(strings.Join(f[:len(f)-1], " ")) {
				r.attrCanon = "use " + strings.Join(f[:len(f)-1], " ")
				r.valCanon, r.card = f[len(f)-1], CardFunctional
				return
			}
		}
	}
	if componentNouns[lastField(r.subjCanon)] && isProductVersion(val) {
		switch attr {
		case "be", "be on", "upgrade to", "downgrade to", "migrate to", "switch to", "move to", "run on", "change to", "update to", "software", "version":
			setSoftware(r, val)
			return
		}
	}
	// "The sprint review time is 13:30" (split as (sprint, review time)):
	// the event is the subject, the attribute its time
	if f := fields(attr); len(f) == 2 && (f[1] == "time" || f[1] == "date") && !momentWords[f[0]] && isTemporalValue(val) && !strings.Contains(r.form, "verb") && !strings.Contains(r.form, "passive") {
		if nounAttr, ok := nounAttributes[f[0]]; !ok || nounAttr.attr == f[0] {
			if !placeInBuilding[f[0]] && f[0] != "office" {
				r.subjCanon = strings.TrimSpace(r.subjCanon + " " + f[0])
				r.attrCanon, r.card = f[1], CardFunctional
				return
			}
		}
	}
	// "The backup job runs at 02:00": a scheduled run's time
	if (attr == "run time" || attr == "run at") && isTemporalValue(val) && temporalAttr(val) == "time" {
		r.attrCanon, r.card = "time", CardFunctional
		return
	}
	if (attr == "when" || attr == "be at" || attr == "start time" || attr == "begin time" || strings.HasPrefix(attr, "take place")) && isTemporalValue(val) {
		r.attrCanon, r.card = temporalAttr(val), CardFunctional
		return
	}
	// "was moved up to 08:30", "was brought forward to 9am": a new time
	if isTemporalValue(val) && strings.HasSuffix(attr, " to") {
		switch strings.TrimSuffix(attr, " to") {
		case "move", "move up", "move back", "bring forward", "push", "push back", "shift", "change", "reschedule", "postpone", "delay", "bring", "move forward":
			r.attrCanon, r.card = temporalAttr(val), CardFunctional
			return
		}
	}
	// "Dark mode: enabled": a state
	if attr == "be" && stateWords[val] != "" && strings.HasSuffix(r.form, "keyvalue") && r.subjCanon != "status" && r.subjCanon != "state" {
		r.attrCanon, r.card = "status", CardFunctional
		return
	}
	// "The gate sensor flag: disabled" (split as (gate sensor, flag)): the
	// whole noun phrase has the state, as in "The gate sensor flag is disabled"
	if stateWords[val] != "" && strings.HasSuffix(r.form, "keyvalue") && p.compoundSplit && attr != "status" && attr != "state" && !strings.Contains(attr, " ") && r.attr.i == r.subj.j {
		r.subjCanon = strings.TrimSpace(r.subjCanon + " " + attr)
		r.attrCanon, r.card = "status", CardFunctional
		return
	}
	// "is in the chess club": a membership, one of several
	if (attr == "location" || attr == "be in") && clubNouns[lastField(val)] {
		r.attrCanon, r.card = "member of", CardSetValued
		return
	}
	// "is a patient of Dr. Nair, a dentist": Dr. Nair is the dentist
	if attr == "be" && strings.HasPrefix(val, "patient of ") {
		f := fields(strings.TrimPrefix(val, "patient of "))
		if n := len(f); n >= 3 && (f[n-2] == "a" || f[n-2] == "an") && relationalNoun(f[n-1]) {
			r.attrCanon, r.valCanon, r.card = f[n-1], strings.Join(f[:n-2], " "), CardFunctional
			return
		}
	}
	// "is home to 12,000 people": a population
	if attr == "be" && strings.HasPrefix(val, "home to ") {
		if v := dropCountUnits(strings.TrimPrefix(val, "home to ")); v != strings.TrimPrefix(val, "home to ") && isNumeric(v) {
			r.attrCanon, r.valCanon, r.card = "population", v, CardFunctional
			return
		}
	}
	// "Lena's car is a Volvo XC40": a make and model names the car; "is a
	// wreck" describes it
	if strings.HasSuffix(r.subjCanon, " daily driver") {
		r.subjCanon = strings.TrimSuffix(r.subjCanon, " daily driver") + " car"
	}
	if dev := lastField(r.subjCanon); attr == "be" && madeThings[dev] && r.subjCanon != dev && !r.val.empty() {
		k := r.val.i
		for k < r.val.j-1 && p.toks[k].is(wDeterminer) {
			k++
		}
		if !isLowerWord(p.toks[k].text) {
			r.subjCanon = strings.TrimSuffix(r.subjCanon, " "+dev)
			r.attrCanon, r.card = dev, CardFunctional
			return
		}
	}
	// "the desk is on floor 3", "the office is in room 12": where someone works
	if b := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(attr, " on"), " in"), " at"), " location"); b != attr && placeInBuilding[firstField(val)] && !(p.compoundSplit && r.attr.i == r.subj.j) {
		switch b {
		case "desk", "office", "room", "workspace", "workstation", "seat":
			r.attrCanon, r.card = "office", CardFunctional
			return
		}
	}
	// a room, desk or floor is an office location, never a residence
	if placeInBuilding[firstField(val)] && roomID(val) {
		switch attr {
		case "residence", "location", "office", "desk", "room", "desk location", "office location",
			"room location", "work out of", "sit in", "sit at", "be in", "be at", "work from", "base in":
			r.attrCanon, r.card = "office", CardFunctional
			return
		}
	}
	// "seats 38,500 spectators", "holds 900 guests", "has 4,000 residents"
	if f := fields(attr); len(f) == 2 && countUnits[f[1]] && isNumeric(firstField(val)) {
		switch {
		case capacityVerbs[f[0]] || f[0] == "have" && (f[1] == "seat" || f[1] == "seats"):
			r.attrCanon, r.valCanon, r.card = "capacity", dropCountUnits(val), CardFunctional
			return
		case f[0] == "have" && (strings.HasPrefix(f[1], "resident") || strings.HasPrefix(f[1], "inhabitant")):
			r.attrCanon, r.valCanon, r.card = "population", dropCountUnits(val), CardFunctional
			return
		}
	}
	if rel, ok := attrSynonyms[attr]; ok {
		switch rel.attr {
		case "office":
			if p.compoundSplit && r.subj.j > 0 && r.attr.i == r.subj.j {
				break // "the meeting room is B12": the room of a thing, not someone's office
			}
			if !placeInBuilding[firstField(val)] && attr != "office" && attr != "desk" && attr != "desk location" && attr != "room" {
				break // "sits in the back row", "works out of Berlin": not a room
			}
			r.attrCanon, r.card = rel.attr, rel.card
		case "price":
			if !containsDigit(val) {
				break
			}
			if attr == "monthly fee" && !strings.Contains(val, " per ") {
				r.valCanon = val + " per month" // "the monthly fee is $30" = "$30 a month"
			}
			r.attrCanon, r.card = rel.attr, rel.card
		case "capacity", "population":
			if attr == "accommodate" || strings.HasPrefix(attr, "hold ") || strings.HasPrefix(attr, "fit ") || attr == "seat" {
				if !isNumeric(firstField(val)) {
					break
				}
			}
			v := dropCountUnits(val)
			if !isNumeric(firstField(v)) || strings.Contains(v, " ") {
				break
			}
			r.attrCanon, r.valCanon, r.card = rel.attr, v, rel.card
		case "car":
			r.attrCanon, r.valCanon, r.card = rel.attr, strings.TrimPrefix(val, "in "), rel.card
		case "time", "date":
			if !isTemporalValue(val) {
				break
			}
			r.attrCanon, r.card = temporalAttr(val), rel.card
		default:
			r.attrCanon, r.card = rel.attr, rel.card
		}
		return
	}
	// "The hall was expanded to 250 seats": the count of seats is the capacity
	if v := dropCountUnits(val); v != val && isNumeric(v) && strings.HasPrefix(lastField(val), "seat") {
		switch attr {
		case "be", "expand to", "reduce to", "increase to", "cut to", "grow to", "raise to", "lower to", "change to", "extend to", "shrink to", "decrease to", "have":
			r.attrCanon, r.valCanon, r.card = "capacity", v, CardFunctional
			return
		}
	}
	if attr == "population" {
		if v := dropCountUnits(val); isNumeric(v) {
			r.valCanon = v
		}
	}
	// "Eve drives a Volvo", "drives a 2014 VW Golf" (a model year first):
	// the car she drives (not a bus, a route or "30 miles a day")
	if attr == "drive" && (!containsDigit(firstField(val)) || modelYear(val)) {
		switch lastField(val) {
		case "bus", "truck", "lorry", "taxi", "cab", "tram", "train", "ambulance", "forklift", "van", "route", "shift", "run":
		default:
			r.attrCanon, r.card = "car", CardFunctional
		}
	}
}

// modelYear reports a value that starts with a year (1900-2099) followed by
// a name ("2014 vw golf"), as a car is written with its model year.
func modelYear(val string) bool {
	f := fields(val)
	if len(f) < 2 || len(f[0]) != 4 || !(strings.HasPrefix(f[0], "19") || strings.HasPrefix(f[0], "20")) {
		return false
	}
	for _, c := range f[0] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return !containsDigit(f[1])
}

// ownedAttribute reports whether an object noun phrase names a property of
// the clause subject ("the monthly fee", "the opening hours"), so that "Z
// raised the fee to $5" is about Z's fee rather than about "the fee".
func ownedAttribute(words []string) bool {
	a, _ := attrOf(words)
	if rel, ok := attrSynonyms[a]; ok && (rel.attr == "price" || rel.attr == "capacity" || rel.attr == "population") {
		return true
	}
	switch lastField(a) {
	case "fee", "price", "rent", "rate", "cost", "capacity", "population", "limit", "budget", "salary", "headcount", "membership":
		return true
	}
	return false
}

// relativeSubject: "The dentist (that) Kim sees is Dr. Lee", "The car Kim
// drives is a Volvo": the noun is the attribute, the relative clause's
// subject its owner — keyed like "Kim's dentist is Dr. Lee".
func (p *parser) relativeSubject(r *parsed) {
	s := r.subj
	if s.empty() || s.j-s.i < 3 || s.j > len(p.toks) {
		return
	}
	i := s.i
	for i < s.j && p.toks[i].is(wDeterminer) {
		i++
	}
	n := i
	for n < s.j && (isLowerWord(p.toks[n].text) || isAcronym(p.toks[n].text)) && strings.HasPrefix(p.toks[n].tag, "NN") && p.toks[n].low != "user" {
		n++
	}
	if n == i || n >= s.j {
		return
	}
	o := n
	if l := p.toks[o].low; l == "that" || l == "whom" || l == "who" || l == "which" {
		o++
	}
	v := s.j - 1
	if o >= v {
		return
	}
	switch lemmaVerb(p.toks[v].low) {
	case "see", "drive", "use", "visit", "attend", "go", "have", "own", "consult":
	default:
		return
	}
	noun, _ := attrOf(p.words(rng{i, n}))
	if t, ok := titleSynonyms[noun]; ok {
		noun = t
	}
	if rel, ok := nounAttributes[noun]; ok {
		noun = rel.attr
	}
	if !relationalNoun(noun) && !titleNouns[noun] {
		return
	}
	for k := o; k < v; k++ {
		if p.isVerbAt(k) || p.toks[k].is(wPrep) {
			return
		}
	}
	owner := keyOf(p.words(rng{o, v}))
	if owner == "" {
		return
	}
	r.subj, r.subjCanon = rng{o, v}, owner
	r.attr, r.attrCanon, r.card = rng{i, n}, noun, CardFunctional
}

// ownerOfProperty: "Membership at the gym costs $30" is the gym's price, as
// "The gym's membership is $30" is.
func (p *parser) ownerOfProperty(r *parsed) {
	switch r.attrCanon {
	case "price", "capacity", "population":
	default:
		return
	}
	for _, sep := range []string{" at ", " of ", " for "} {
		if i := strings.Index(r.subjCanon, sep); i > 0 && ownedAttribute(fields(r.subjCanon[:i])) {
			r.subjCanon = r.subjCanon[i+len(sep):]
			return
		}
	}
}

// nameAt reports a proper name at k (after determiners) before v: "at the
// Elm Street Gym", not "at the door".
func (p *parser) nameAt(k, v int) bool {
	for k < v && p.toks[k].is(wDeterminer) {
		k++
	}
	return k < v && !isLowerWord(p.toks[k].text)
}

// relationalNoun reports whether a (lowercase) noun names an attribute of
// something else ("population", "status", "mayor", "time"), so that
// "Population of X" and "X status" split into subject and attribute even
// where capitalization or tags would not tell.
func relationalNoun(w string) bool {
	if _, ok := nounAttributes[w]; ok {
		return true
	}
	if _, ok := attrSynonyms[w]; ok && !strings.Contains(w, " ") {
		return true
	}
	if titleNouns[w] {
		return true
	}
	switch w {
	case "time", "date", "status", "state", "occupation", "population", "capacity", "location",
		"version", "schedule", "car", "office", "desk", "landlord":
		return true
	}
	return serviceProviders[w]
}

// serviceProviders are the professionals a person has one of at a time
// ("Kim's dentist", "switched GPs", "the dermatologist Kim sees").
var serviceProviders = map[string]bool{
	"dentist": true, "doctor": true, "gp": true, "orthodontist": true, "optometrist": true,
	"physiotherapist": true, "physio": true, "vet": true, "therapist": true, "hairdresser": true,
	"barber": true, "accountant": true, "dermatologist": true, "psychiatrist": true,
	"psychologist": true, "pediatrician": true, "paediatrician": true, "cardiologist": true,
	"gynecologist": true, "gynaecologist": true, "podiatrist": true, "chiropractor": true,
	"osteopath": true, "counselor": true, "counsellor": true, "lawyer": true, "solicitor": true,
	"midwife": true, "oncologist": true, "neurologist": true, "allergist": true, "optician": true,
	"family doctor": true, "primary care physician": true, "tax adviser": true, "financial adviser": true,
	"personal trainer": true, "tutor": true, "babysitter": true, "nanny": true, "dog walker": true,
	"cleaner": true, "mechanic": true, "plumber": true, "electrician": true, "pharmacy": true,
}

// identLabels precede an identifier ("room 3H", "gate B12"): the token after
// them is copied as written, never read as a quantity with a unit.
var identLabels = map[string]bool{
	"room": true, "desk": true, "suite": true, "gate": true, "platform": true, "bay": true,
	"unit": true, "flat": true, "apartment": true, "apt": true, "ward": true, "bed": true,
	"pier": true, "terminal": true, "locker": true, "cubicle": true, "office": true,
	"building": true, "hall": true, "stand": true, "booth": true, "lab": true,
}

// reVersionZero: a version whose minor part ends in zero ("3.10", "1.20").
var reVersionZero = guarded(`^[0-9]+\.[0-9]*[1-9][0-9]*0$|^[0-9]+\.[0-9]+\.[0-9]+$`, startsDigit)

func isCurrencyCode(w string) bool {
	for _, c := range currencySymbols {
		if c == w {
			return true
		}
	}
	switch w {
	case "usd", "eur", "gbp", "jpy", "chf", "cad", "aud", "sek", "nok", "dkk", "inr", "cny":
		return true
	}
	return false
}

// roomID: "room 7b", "floor 3", "desk 12": a place word and an identifier.
func roomID(v string) bool {
	f := fields(v)
	return len(f) == 2 && (containsDigit(f[1]) || len(f[1]) <= 2)
}

var reBareVersion = guarded(`^(?:version |v)?([0-9]+(?:\.[0-9]+){1,3}(?:-[a-z0-9.]+)?)$`, func(s string) bool {
	return startsVDigit(s) || strings.HasPrefix(s, "version ") && digitAt(s, len("version "))
})

// bareVersion: "v2.4.1", "version 2.4", "2.4.1" → the version digits.
func bareVersion(v string) (string, bool) {
	m := reBareVersion.FindStringSubmatch(v)
	if m == nil {
		return "", false
	}
	return m[1], true
}

// dropDeterminer removes a leading article from a canonical value.
func dropDeterminer(v string) string {
	for _, d := range []string{"the ", "a ", "an "} {
		if strings.HasPrefix(v, d) && len(v) > len(d) {
			return v[len(d):]
		}
	}
	return v
}

// dropCountUnits removes a trailing count noun ("260 seats" → "260").
func dropCountUnits(v string) string {
	f := fields(v)
	if len(f) >= 2 && countUnits[f[len(f)-1]] {
		return strings.Join(f[:len(f)-1], " ")
	}
	return v
}
