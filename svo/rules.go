package svo

import (
	"bufio"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
)

// Rules as data. A Rule is a value: an id, the stage it belongs to, an
// explicit priority, a token pattern (see match.go) and an Emit saying which
// captures become the subject, attribute and value. Every rule that matches a
// clause is collected; one is chosen by priority, then the longest span, then
// the id (never file order). The clause parser of earlier versions takes part
// in the same choice: each of its forms is a rule of stage "parse" with
// priority parsePriority, so a table rule overrides it only by a higher
// priority, and fills in below it where it abstains.

// Rule is one extraction rule.
type Rule struct {
	ID       string
	Stage    string
	Priority int
	Pattern  string
	Emit     Emit
	Doc      string

	pat pattern
	// required: the numbers of pat's tests that pattern.mayMatch checks,
	// in order (newAnchorIndex sets it, once the tests are numbered)
	required []int32
}

// Emit says how a match becomes a unit.
type Emit struct {
	Subject  string // capture holding the subject ("" with Restate: none)
	Value    string // capture holding the value
	Attr     string // constant attribute (canonical)
	AttrFrom string // capture whose lemma is looked up in AttrLex to give the attribute
	AttrLex  string // lexicon class for AttrFrom
	Card     Cardinality
	Conf     float64 // base confidence
	// Restate: parse "<Subject> is <Value>" with the clause parser and keep its
	// key, so a change report or a key=value note is keyed like the copula
	// sentence naming the same attribute.
	Restate bool
	// Inverse restates "<value> is <subject>" (the holder first).
	Inverse bool
	// Owner names the agent capture: a first-person agent ("User", "I",
	// "we") owns the restated object.
	Owner string
	// KeyOnly: the clause is about the key but states no value.
	KeyOnly bool
	// Negate: the unit says the relation stopped holding ("stepped down as
	// chair of X": not (x, chair) = holder).
	Negate bool
	// From names the capture of the value the key had before the change
	// ("from 100", the giver of a handover): Unit.From.
	From string
	// Check vetoes a match with a reason ("" accepts).
	Check func(m *ruleMatch) string
	// Also: further attributes the same (subject, value) is emitted under,
	// for a clause whose relation the words do not name ("left Nvidia"
	// ends an employment, a membership or a residence, whichever was stated).
	Also []string
	// RoleAlso: the offices of the object the subject may have held, each
	// emitted with the two swapped ("Nadia left the data platform team"
	// also ends (data platform team, leader) = nadia), for a named subject.
	RoleAlso []string
	// Raw: match the clause as written, before token.skip-label drops a label.
	Raw bool
	// Fn computes the unit where captures alone cannot say it (frame keys).
	Fn func(e *Extractor, m *ruleMatch) (Unit, string)
}

// RuleInfo describes a rule for listings.
type RuleInfo struct {
	ID, Stage, Doc string
}

// Options configure an Extractor.
type Options struct {
	// Off lists rule ids switched off; an unknown id is an error.
	Off []string
}

// parsePriority is the priority of the clause parser's specific forms; its
// generic forms (the verb lemma as the attribute, a plain copula) have
// parseGenericPriority, so a table rule at 45 reads a construction the
// generic form misses, while the specific forms stay.
const (
	parsePriority        = 50
	parseGenericPriority = 40
	// a plain copula keeps its reading against frame keys (42), not against
	// a unique role (45)
	parseCopulaPriority = 43
)

// genericForms are the clause parser's fallbacks.
var genericForms = map[string]bool{"verb": true, "verb-prep": true, "passive": true, "copula-prep": true, "copula": true}

// parseRulePriority is the priority of a clause-parser reading. A generic
// form whose attribute the parser's own lexicons renamed ("sits in" =
// office, "opens at" = time, "seats 450" = capacity) is specific.
func parseRulePriority(r *parsed, toks []tok) int {
	f := strings.TrimPrefix(parseRuleID(r.form), "parse.")
	if f == "change" && len(toks) > 0 && (toks[0].low == "user" || toks[0].low == "i") {
		// a first-person agent owns what it changes ("User changed the
		// emergency contact to Rosa" = the user's emergency contact): the
		// change.* rules key it so; the parser splits the object
		return parseGenericPriority + 4
	}
	if !genericForms[f] {
		return parsePriority
	}
	if f == "copula" || f == "copula-prep" {
		return parseCopulaPriority
	}
	a := fields(r.attrCanon)
	if len(a) == 0 || a[len(a)-1] == "date" || a[len(a)-1] == "time" {
		return parsePriority
	}
	if r.attr.i >= 0 && r.attr.i < r.attr.j && r.attr.j <= len(toks) {
		for k := r.attr.i; k < r.attr.j; k++ {
			if lemmaVerb(toks[k].low) == a[0] || toks[k].low == a[0] {
				return parseGenericPriority
			}
		}
		return parsePriority
	}
	return parseGenericPriority
}

// parseForms are the forms of the clause parser (stage "parse"); a unit's
// Form keeps the modifiers (reported+, past+, implicit+), its Rule the form.
var parseForms = []struct{ form, doc string }{
	{"age", "\"X is 34 (years old)\": age"},
	{"attribute", "possessive or of/for/on attribute: \"Carol's colour is green\", \"The capital of X is Y\""},
	{"change", "an update naming the attribute: \"changed their email to ...\""},
	{"copula", "plain copula \"X is Y\" (attribute be)"},
	{"copula-prep", "\"X is in/on/at Y\""},
	{"copula-relation", "\"X is friends with Y\": be + adjective/noun + preposition"},
	{"count", "counts: \"has five engineers\", \"has won 15 cups\""},
	{"directions", "\"You can find X in room 3.17\": where a person or thing is found"},
	{"duration", "durations: \"takes 20 minutes\""},
	{"existential-count", "\"There are 3 servers in the rack\""},
	{"habit", "habits without an object: \"smokes\""},
	{"have-attribute", "\"X has a <attribute> of V\""},
	{"inverse", "inverse copula: \"Paris is the capital of France\""},
	{"inverse:title", "a title before its holder: \"Tim Cook is CEO of Apple\", \"took over as chair of X\""},
	{"inverse:bare-title", "a title taken without an organisation, keyed like the record \"TITLE: HOLDER\": \"Farid Qasemi has taken over as rota coordinator\" = (rota, coordinator) farid qasemi, as \"Rota coordinator: Farid Qasemi\""},
	{"isa", "class membership \"X is a nurse/member of\" (set-valued)"},
	{"job", "\"X's job is ...\""},
	{"keyvalue", "key: value notes"},
	{"lexicon:adjective", "an adjective of the relation lexicon"},
	{"lexicon:estimate", "\"<source> puts X at <measure>\""},
	{"lexicon:idiom", "copula idioms: \"is on staff at\""},
	{"lexicon:passive", "a passive of the relation lexicon: \"is owned by\""},
	{"lexicon:verb", "a verb + object of the relation lexicon"},
	{"lexicon:verb-prep", "a verb + preposition of the relation lexicon: \"lives in\", \"works at\""},
	{"measure", "numbers with units: \"is 1,200 m long\""},
	{"name", "\"is called/named\""},
	{"occupation", "\"is a nurse\", \"works as\""},
	{"dash-owner-keyvalue", "a record \"OWNER - KEY: VALUE\": the name before a spaced dash owns the key: \"Licensing Committee - Chair: Cllr A. Varga\" = (licensing committee, chair), \"Keziah Obi-Marsh - year group: 8\" = (keziah obimarsh, year group); a comma splits them either way round: \"Tobiah Venn, job title: X\", \"Holiday allowance, Luca Benedetti: 25 days\"; an aside in parentheses after the owner is no part of the key: \"Juniper (P-40122) diet: hay\", \"Duchess (Pryce, P-22301) - vet: Joel Andersson\" (not a measure: \"Spare VFDs (7.5kW) in stores: 3\")"},
	{"owner-keyvalue", "a record's key with its owner in parentheses: \"Falls risk (Mrs Pell): medium\", \"Usual GP: Dr Hale (Mr Ito)\" = Mrs Pell's falls risk is medium; a course or grant in parentheses before the colon keys it the same way, and so does one numbered or coded thing after the value (\"MOT due: 14/05/2024 (van 17)\" is van 17's)"},
	{"not-fragment", "a note's verbless negation of a state, the user its implicit subject: \"Not vegetarian anymore\", \"No longer on metformin\" = User is not ..."},
	{"passive", "a passive outside the lexicon: \"is V-ed by Y\""},
	{"telegraphic", "a note's verb without its auxiliary, read as if it had one: \"Route 22 run by Morrow Lane depot\" as \"... is run by ...\", \"Kofi picking up CSM duties\" as \"Kofi is picking up ...\" (a lowercase past participle of a known verb before by/to/into/onto/from/for, or any regular one before \"by\": \"Harbury sheds creosoted by Tam Ruskin\"; or a present participle of a known verb, after one to five nominal words)"},
	{"telegraphic:copula", "a note's copula left out before \"now\" or \"still\", read as if it were there: \"Van 30 now insured with Halden Mutual\" as \"Van 30 is now insured ...\", \"Porto still at the Pestana Vintage\" (one to five nominal words, then the adverb, then no verb)"},
	{"property", "descriptive adjectives"},
	{"school", "\"goes to <X School>\""},
	{"state", "states: up/down/open/closed/on/off"},
	{"verb", "a verb + object outside the lexicon (lemma as attribute)"},
	{"verb-prep", "a verb + preposition outside the lexicon"},
	{"version", "\"uses React 18\": product version"},
}

// parseRuleID is the rule id of a clause-parser form.
func parseRuleID(form string) string { return parseRuleIDs.get(form) }

// parseRuleIDs caches parseRuleIDOf: a clause parser's forms are few.
var parseRuleIDs = newMemo(parseRuleIDOf)

// parseRuleIDOf computes parseRuleID.
func parseRuleIDOf(form string) string {
	for {
		i := strings.IndexByte(form, '+')
		if i < 0 {
			break
		}
		form = form[i+1:]
	}
	return "parse." + strings.ReplaceAll(form, ":", "-")
}

// normalization rules (stage "relation"): applied to every unit.
var relationRules = []RuleInfo{
	{"card.set-marker", "cardinality", "set evidence vetoes a single value: \"also\", \"another\", \"one of\", \"as well\", a final \"too\" make the unit set-valued and key it apart (\"additional team\"), so it neither replaces the current value nor silences the key"},
	{"role.position-view", "role", "the post a holder took is also the holder's position: \"X serves as rector of Y\" = (x, position) = rector of y, keyed like \"X holds the position of ...\""},
	{"role.holder-view", "role", "a unique role's second unit, the holder's post (lex/holder_roles.tsv): (otters, coach) = ana ruiz also gives (ana ruiz, coach of) = otters; an office alone gives (holder, position) = office"},
	{"token.skip-label", "chunk", "a label of at most four words and a colon before a full clause is dropped for the table rules (\"deploy: payments-api v3.14.0 live in prod\")"},
	{"token.split-assign", "chunk", "a token \"key=value\" is read as key, \"=\", value (the tokenizer keeps \"retry_backoff_ms=250\" whole)"},
	{"card.set-noun", "cardinality", "a note keyed by a many-valued noun lists one value among others: \"api-gateway dependency: redis\", \"Initech add-ons: SSO\" are set-valued"},
	{"relation.on-code-owner", "relation", "a coded thing after a date (\"on <code>\", \"for <code>\") owns the key: \"Delivery rescheduled for 5 Dec on #20990\" = (delivery #20990, date), not the delivery date every order shares"},
	{"relation.residence-place", "relation", "a move to a lowercase phrase with a number that is no address is not a residence: \"Initech moved to net 45 terms\""},
	{"evidence.old-value", "evidence", "a change rule that matched the chosen reading's clause with the same new value gives it the stated old value (Unit.From): \"billing was migrated from Braintree to Adyen\" read by the parser still says from braintree"},
	{"relation.driver-view", "relation", "a named person driving a numbered vehicle is also its driver: \"Agnieszka Reeve is now driving van 38\" = (agnieszka reeve, car) and (van 38, driver) = agnieszka reeve, keyed like \"Van 38 driver: Jonty Rees\""},
	{"relation.team-view", "relation", "a joining or a signing is also a team: \"X joined Riverton Rovers\" (employer) and \"X signed with the Sunvale Kings\" (record label) are also (x, team), so a player's timeline in \"plays for\" meets them"},
	{"guard.anaphoric-subject", "guard", "after a memory's first sentence, a subject that is a definite description without a name (\"The fee was reported as €7.2 million\", \"Average home attendance that season was 4,550\") refers to that sentence: no fact of its own"},
	{"relation.left-office", "relation", "a named person leaving an organisation also ends the offices of it they may have held: \"Nadia left the data platform team\" = not (data platform team, leader) = nadia (and coach, manager, ceo, captain, chair)"},
	{"frame.slot", "frame", "the fallback frame key of a clause no rule reads: the clause with one value slot (capitalized words, a number or a date after the first verb) masked is the key, the slot the value; only an identical rest of the sentence shares it"},
	{"frame.verbless-slot", "frame", "frame.slot for a line with no verb: \"X12 last dep Skellow 19:40\" = (x12 last dep skellow ⟨v⟩ | slot) 19:40, the line's last number, clock time or amount the slot and every other word (days and times included) the key; no list, no personal pronoun, at most three number runs, three other words; a bare number after a name with words after it is the name's (\"Van 31 parks in bay B4\")"},
	{"frame.key-slot", "frame", "a \"<name>: <value>\" note read as set-valued (a note about a name is no relation of it) also keys its value's one slot: \"Salt Loft - deliver Weds\" = (salt loft deliver ⟨v⟩ | slot) weds, \"Brackwater Hazy - 5.8% ABV\" = (brackwater hazy ⟨v⟩ abv | slot) 5.8 %; the slot a number run or a weekday name or range, the line's other words the key, as frame.verbless-slot (a comma may part the value)"},
	{"relation.due-date", "relation", "\"X is due on DATE\" keys like \"X due: DATE\" (x due date) = the date: \"Rent is now due on the 28th\" = (rent due date) = 28th"},
	{"relation.joined-group", "relation", "a named group one joins, said to be a club, choir, society or team in a parenthesis after it, is a membership, not an employer: \"User joined Hatherby Wheelers (cycling club)\" = (user, member of) = hatherby wheelers, set-valued"},
	{"canon.event-date", "canon", "the calendar date of a thing's event is one key whichever verb or parse gave it: \"Pinecastle renewal: 2026-07-01\", \"Pinecastle renewal deferred to 2026-09-01\", \"The Pinecastle renewal got pushed to ...\" = (pinecastle renewal, date) (the key ends in an event noun: renewal, go-live, launch, review, inspection, visit, appointment, ...; deferred, slipped, postponed, pushed, brought forward, rescheduled, moved to)"},
	{"canon.due-key", "canon", "a due date is one key whichever words the parse gave the thing and which the attribute: \"CMM-1 calibration due: 2025-03-14\", \"Van 22 - next service due 12 Mar\", \"Van 17's MOT due date is 13 May\" = (cmm-1 calibration | due date), (van 22 service | due date), (van 17 mot | due date) (\"next\" dropped)"},
	{"record.field-key", "record", "a record field's key is its attribute whatever its value looks like: \"Stage: shortlisted\" under \"Cand: Viktor Hale\" is (viktor hale, stage) = shortlisted, as \"Stage: 2nd int\" is, not a state of \"viktor hale stage\"; the name and key are read from \"<name>'s <key> is 7\", the value is the field's; a value opening with \"no\"/\"not\" has no key"},
	{"split.comma-name", "split", "a comma splice whose second clause opens with a name: \"Rookwood's day-to-day contact is Imogen Fairweather now, Dr Garrow is back to clinical only\" is two clauses; the name one to three capitalized words and a finite verb, the part before the comma with a verb of its own"},
	{"split.so-result", "split", "a result clause after \"so\" states a fact of its own: \"Hallam retired, so the CRM admin is Wendeline Acker now\" keys (crm, admin) = wendeline acker; \"so that\", \"so as to\", \"so far\" and a modal in its first words (\"so she can take the Lyon calls\") leave it a purpose, dropped"},
	{"split.dash-splice", "split", "a dash splice splits into facets: \"Shifted the fuel berth hours from 0700-1900 to 0800-1800 - Harwick can't cover the early tanker slot\" is two clauses, the second with its own subject and finite verb (a dash before a comment, a qualifier or a field is left alone)"},
	{"relation.next-due", "relation", "what was done, then when it is next due, is the due date of the thing's event: \"Van 17 passed its MOT, next due 13 May 2025\", \"CMM-1 recalibrated by Pennock; next due 14/03/2026\", \"BVD boosters done at Thornbarrow today, next due Feb 2027\" read as \"Van 17 MOT due 13 May 2025\", \"CMM-1 calibration due ...\", \"Thornbarrow BVD boosters due ...\" (passed/failed/through its X; serviced, inspected, calibrated, tested, ...; X done/given [at Name]); a next-due clause after a clause that names no thing done has no key"},
	{"relation.on-head", "relation", "what one is \"on\", named by a head one has one of at a time, keys that head: \"Mum is on a normal diet\" = (mom, diet) = normal diet, \"User's on the Flex tariff\" = (user, tariff); a list, rota or board one is on stays a membership"},
	{"canon.service-provider", "canon", "who supplies a home internet service is one key, the user's: \"Broadband provider: Fibrenet\", \"User's broadband is with Vyne\", \"Broadband: Zen\" = (user, broadband), like \"moved their broadband to Kestrel\" (broadband, internet, wifi)"},
	{"canon.on-list", "canon", "a verb that puts its subject on a list, a rota, a policy or a plan is keyed like \"is on\", a membership (set-valued): \"Aurelia added to the pool car insurance\" = (aurelia, be on) = pool car insurance, which \"is no longer on\" and \"removed from\" deny (add to, place on, put on; remove from)"},
	{"canon.undo-verb", "canon", "a verb phrase that undoes another denies it: \"Fenwick Loom deregistered for VAT\" = not (fenwick loom, register for) = vat; \"unsubscribed from\" = not \"subscribed to\" (deregister for, unsubscribe from, unenroll from, disenroll from)"},
	{"canon.with-provider", "canon", "the firm a financial product is held with is keyed like a switch of it: \"Home insurance is with Dunmere\" = (home, insurance), like \"Switched home insurance to Brackwell\"; \"Mortgage is with Kenley Bank\" = (user, mortgage), like \"Moved the mortgage to Harrowgate\" (insurance, mortgage, pension, account, policy, loan, savings)"},
	{"canon.user-owned", "canon", "an unowned thing a person has one of is the user's: \"GP is Dr Foley\", \"Rent: £1,310/month\" = (user, gp), (user, rent), keyed like \"User's GP is Dr Anand\" (one or two lowercase words, a personal noun head)"},
	{"canon.role-compound", "canon", "an office noun after a name and a lowercase word joins the word: \"The Ferrow release manager is X\" = (ferrow, release manager), as \"X is Ferrow's release manager\""},
	{"relation.run-by-company", "relation", "a named organisation \"run by\" someone names its chief executive: \"Siemens is run by X\" = (siemens, ceo) = x; \"the data team is run by Tom\" stays (data team, leader)"},
	{"relation.club-charge", "relation", "taking charge of a named sports club is coaching it: \"X took charge of S.C. Braga\" = (s.c braga, coach) = x, as \"X coaches S.C. Braga\""},
	{"relation.show-host", "relation", "the host of a named show, held by a named person, is its presenter: \"X took over as host of Wheel of Fortune\" = (wheel of fortune, presenter) = x"},
	{"evidence.reported-change", "evidence", "a clause with a change verb (moved, switched, bumped, ported, tightened, ... or \"down to\") reports a version of some fact (Unit.Reported): the detector never pairs two versions of a key over a report about it"},
	{"relation.membership", "relation", "singing, playing, serving or sitting in or on a group is a membership (member of, set-valued): \"Jo sings in the choir\", \"Dev Patel is on the council\", what \"left the choir\" ends"},
	{"relation.couple", "relation", "\"A and B are husband and wife\" (married, spouses, a married couple): each name is the other's spouse, keyed like \"A is married to B\""},
	{"card.change-marker", "cardinality", "a change marker (migrated, switched, moved, replaced, upgraded, instead) makes a tool relation functional: \"CI was migrated from Jenkins to GitHub Actions\""},
	{"card.count-value", "cardinality", "a plain number is a count, one value at a time, even of a plural noun: \"search replicas: 3\" is functional"},
	{"card.set-relation", "cardinality", "relations many values hold at once (lex/set_relations.tsv: twinned with, partnered with, borders): set-valued"},
	{"value.acronym", "canon", "a value of several capitalized words carries its acronym as a last canonical token (\"Drew Theological School\" ... dts), so \"DTS\" for the same key is contained in it, never a change"},
	{"card.version-value", "cardinality", "a version of one product is one value at a time: \"Services build with Go 1.22\" = (services, build with go) = 1.22, functional"},
	{"record.header-line", "record", "a multi-line record whose first line names its thing (lex/record_header_nouns.tsv: \"Patient: Maple (P-35510)\", \"Event: NLS26\"; or a coded name alone, \"OPP-8004 Wickstead yard mgmt\", when every later line is a field) owns its later \"Key: value\" lines: \"Owner: Sunita Rao\" is read as \"Maple's owner is Sunita Rao\" = (maple, owner), not an unowned (owner, be) every record shares; comment labels (Note:, Update:) are no fields"},
	{"guard.bare-key", "guard", "a unit whose whole subject is an attribute noun that needs an owner (status, state, date, stage, result, ...) and whose attribute is only \"be\" states nothing of a thing: \"INC-40217 Pelham Rd LV fault - status: open\", a record line \"Status: contracted\"; so does a keyvalue line whose subject is a modifier alone (\"Main contact: Ottilie Marsh\" read as (main, contact))"},
	{"guard.mood", "guard", "table rules skip questions, modals, plans, conditions and hedges (\"Should we raise the limit to 100?\", \"We plan to move to Oslo\")"},
	{"relation.attr-synonym", "relation", "a generic verb+preposition or passive attribute that names a listed relation (lex/attr_synonyms.tsv): \"is commanded by\" = commander"},
	{"negation.couple-divorced", "negation", "\"A and B divorced (in 2011)\", \"A and B separated\", \"A and B split up\": neither is the other's spouse any more (two negated units)"},
	{"relation.flag-name", "relation", "a feature flag's state is the state of the feature it names: (new_checkout flag, status) = (new_checkout, status) (a one-word identifier, written with \"_\", \"-\" or a digit, before \"flag\", \"feature flag\" or \"toggle\")"},
	{"evidence.still", "evidence", "\"still\" as an adverb of the clause (\"User still lives in Edinburgh\"), or \"remains\" / \"stays\" as its verb (\"Pollard's Stenbury window remains 10-12\"), marks a confirmation (Unit.Still): the detector never pairs it as the replacement of another value"},
	{"evidence.departed", "evidence", "a proper name that opens a clause or follows a comma, dash or parenthesis, then a departure (lex/departure_phrases.tsv: \"Mairead left the site\", \"Lorne dropped out\", \"(Simone on mat leave)\"), when it is the one name departing in the memory, is the old value (Unit.From) of the memory's affirmed units whose value is another name: evidence for clause old_value_anchor"},
	{"evidence.now", "evidence", "\"now\", \"these days\", \"nowadays\", \"from now on\" or \"instead\" in a clause with no set marker (\"User's therapy sessions are on Thursdays now\") marks the value as the one that holds after another (Unit.Changed): evidence for the detector that the key holds one value at a time; a request (ask for, ask, request) is an event and no such evidence"},
	{"relation.event-date", "relation", "an event's date is the event's value: (v4, feature freeze date) = (v4, feature freeze), like the change \"Feature freeze for v4 got pushed to March 21\" (a moment word before \"date\", \"end date\", stays)"},
	{"relation.event-verb-time", "relation", "a bare event verb's temporal object is its date or time, one at a time: \"SQ317 departs 21:25\" = (sq317, depart time), like \"departs at 22:10\" (renew, expire, depart, arrive)"},
	{"relation.possessive-time", "relation", "a time or date of a possessed noun is that noun's value: \"Leo's bedtime was pushed to 8:30pm\" = (leo, bedtime), like \"Leo's bedtime is 8pm\""},
	{"relation.mass-weight", "relation", "a copula whose value is a mass and nothing else states a weight, one at a time: \"Pickle is 14.1 kg now\" = (pickle, weight) = 14100 g, like \"Pickle weighs 13.4 kg\" and \"Pickle's weight: 13.4 kg\" (not a dose, an allowance, a limit or another amount: \"The dose is 20 mg\")"},
	{"relation.thing-location", "relation", "where a numbered thing is (a subject word with a digit: \"van 5\", \"nas-01\"), whatever the verb said it (residence, based at, moved to, located in), is its location, one at a time: \"NAS-01 located in the finance office cupboard\" and \"NAS-01 moved to the server room\" are (nas-01, location)"},
	{"relation.role-synonym", "relation", "office and title synonyms (lex/role_nouns.tsv): chairperson = chairman = chair; head coach = coach"},
}

//go:embed lex/*.tsv
var lexFS embed.FS

var (
	lexOnce sync.Once
	lexData map[string]map[string]string
	lexErr  error
	tabOnce sync.Once
	tabErr  error
	table   []*Rule
	// tabIndex finds the rules a clause can match by their anchor words
	// (see anchorIndex); built with table
	tabIndex anchorIndex
)

// lexSet is the key set of one embedded lexicon (lex/CLASS.tsv, one word
// per row), for the word lists the Go code tests; a missing or unreadable
// file is a build defect and panics at package initialization (the tests
// load every lexicon).
func lexSet(class string) map[string]bool {
	lex, err := loadLexicons()
	if err != nil {
		panic(err)
	}
	cl, ok := lex[class]
	if !ok {
		panic("svo: no lexicon lex/" + class + ".tsv")
	}
	out := make(map[string]bool, len(cl))
	for k := range cl {
		out[k] = true
	}
	return out
}

// loadLexicons reads every embedded TSV lexicon once: class = file name
// without .tsv, rows "key<TAB>value" (a key of several columns keeps its tabs) ("#" comments, blank lines skipped).
func loadLexicons() (map[string]map[string]string, error) {
	lexOnce.Do(func() {
		lexData = map[string]map[string]string{}
		names, err := fs.Glob(lexFS, "lex/*.tsv")
		if err != nil {
			lexErr = err
			return
		}
		sort.Strings(names)
		for _, n := range names {
			f, err := lexFS.Open(n)
			if err != nil {
				lexErr = err
				return
			}
			cl := strings.TrimSuffix(path.Base(n), ".tsv")
			m := map[string]string{}
			sc := bufio.NewScanner(f)
			ln := 0
			for sc.Scan() {
				ln++
				t := sc.Text()
				if strings.TrimSpace(t) == "" || strings.HasPrefix(t, "#") {
					continue
				}
				// the last column is the value, the others the key
				k, v := t, ""
				if i := strings.LastIndexByte(t, '\t'); i >= 0 {
					k, v = t[:i], t[i+1:]
				}
				k = strings.TrimSpace(k)
				if k == "" {
					lexErr = fmt.Errorf("svo: %s:%d: empty key", n, ln)
					break
				}
				if _, dup := m[k]; dup {
					lexErr = fmt.Errorf("svo: %s:%d: duplicate key %q", n, ln, k)
					break
				}
				m[k] = strings.TrimSpace(v)
			}
			f.Close()
			if lexErr != nil {
				return
			}
			lexData[cl] = m
		}
	})
	return lexData, lexErr
}

// compiledTable compiles the rule table once.
func compiledTable() ([]*Rule, error) {
	tabOnce.Do(func() {
		lex, err := loadLexicons()
		if err != nil {
			tabErr = err
			return
		}
		seen := map[string]bool{}
		idioms, err := idiomRules(lex)
		if err != nil {
			tabErr = err
			return
		}
		all := append(append([]Rule(nil), ruleTable...), idioms...)
		for i := range all {
			r := &all[i]
			if seen[r.ID] {
				tabErr = fmt.Errorf("svo: duplicate rule id %q", r.ID)
				return
			}
			seen[r.ID] = true
			p, err := compilePattern(r.Pattern, lex)
			if err != nil {
				tabErr = fmt.Errorf("svo: rule %s: %w", r.ID, err)
				return
			}
			r.pat = p
			if c, ok := calibrated(lex, r.ID); ok {
				r.Emit.Conf = c
			}
			for _, c := range strings.Split(r.Emit.AttrLex, "|") {
				if c != "" && lex[c] == nil {
					tabErr = fmt.Errorf("svo: rule %s: unknown lexicon %q", r.ID, c)
					return
				}
			}
			table = append(table, r)
		}
		tabIndex = newAnchorIndex(table)
	})
	return table, tabErr
}

// Rules lists every rule, sorted by id.
func Rules() []RuleInfo {
	var out []RuleInfo
	for _, f := range parseForms {
		out = append(out, RuleInfo{ID: parseRuleID(f.form), Stage: "parse", Doc: f.doc})
	}
	out = append(out, relationRules...)
	out = append(out, adjunctRules...)
	for _, r := range rewriteRules {
		out = append(out, RuleInfo{ID: r.id, Stage: "rewrite", Doc: r.doc})
	}
	tab, _ := compiledTable()
	for _, r := range tab {
		out = append(out, RuleInfo{ID: r.ID, Stage: r.Stage, Doc: r.Doc})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// NewWith builds an Extractor with options.
func NewWith(opt Options) (*Extractor, error) {
	x, err := newExtractor()
	if err != nil {
		return nil, err
	}
	if _, err := compiledTable(); err != nil {
		return nil, err
	}
	known := map[string]bool{}
	for _, r := range Rules() {
		known[r.ID] = true
	}
	for _, id := range opt.Off {
		if !known[id] {
			return nil, fmt.Errorf("svo: unknown rule id %q (l9 extract --rules lists them)", id)
		}
		if x.off == nil {
			x.off = map[string]bool{}
		}
		x.off[id] = true
	}
	return x, nil
}

// ruleMatch is one table rule matching one clause.
type ruleMatch struct {
	labelled bool // token.skip-label dropped a label before these tokens
	rule     *Rule
	toks     []mtok
	caps     captures
	text     string
}

func (m *ruleMatch) surf(name string) string {
	g, ok := m.caps[name]
	if !ok || g.empty() {
		return ""
	}
	return m.text[m.toks[g.i].start:m.toks[g.j-1].end]
}

func (m *ruleMatch) words(name string) []string {
	// inlined, the buffer of up to eight words is on the caller's stack
	// unless the caller keeps the slice (every caller reads it only)
	return m.appendWords(make([]string, 0, 8), name)
}

func (m *ruleMatch) appendWords(out []string, name string) []string {
	g := m.caps[name]
	for k := g.i; k < g.j; k++ {
		out = append(out, m.toks[k].text)
	}
	return out
}

func (m *ruleMatch) first(name string) *mtok {
	g, ok := m.caps[name]
	if !ok || g.empty() {
		return nil
	}
	return &m.toks[g.i]
}

// candidate is one way a clause becomes a unit: from the clause parser or a
// table rule.
type candidate struct {
	rule     string
	priority int
	span     [2]int // byte span of the clause the match covers
	ui       int    // the unit, once built (the parser's) or emitted (a table rule's): 1 + its index in choose's unitSlab, 0 before
	ok       bool
	why      string
	match    *ruleMatch // a table rule's match, emitted when it is preferred
	emitted  bool
}

// better reports whether a is chosen over b: priority, then span length,
// then rule id.
func better(a, b *candidate) bool {
	if a.priority != b.priority {
		return a.priority > b.priority
	}
	la, lb := a.span[1]-a.span[0], b.span[1]-b.span[0]
	if la != lb {
		return la > lb
	}
	return a.rule < b.rule
}

// calibrated is a rule's base confidence from lex/calibration.tsv: its
// measured precision on the development corpora, smoothed toward 0.9 with
// the weight of two units, at most 0.95.
func calibrated(lex map[string]map[string]string, id string) (float64, bool) {
	row, ok := lex["calibration"][id]
	if !ok {
		return 0, false
	}
	var tp, fp float64
	if _, err := fmt.Sscanf(row, "%g %g", &tp, &fp); err != nil || tp < 0 || fp < 0 {
		return 0, false
	}
	c := (tp + 0.9*2) / (tp + fp + 2)
	if c > 0.95 {
		c = 0.95
	}
	return c, true
}
