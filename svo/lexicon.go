package svo

// The lexicons below are deliberately small and documented in doc/svo.md.
// Each entry is a decision about meaning: adding one can make two memories
// share a key, and a wrong shared key is a false supersession. Add an entry
// only when every phrasing it covers asserts the same relation.

// relation is a canonical attribute with its cardinality hint.
type relation struct {
	attr string
	card Cardinality
}

// verbRelations maps a lemmatized verb phrase (verb lemma, plus the
// preposition that follows it; passives appear as "<lemma> by" or
// "<lemma> <prep>") to one canonical attribute.
var verbRelations = map[string]relation{
	// residence: where a person or organisation is based, one at a time.
	"live in":          {"residence", CardFunctional},
	"live at":          {"residence", CardFunctional},
	"reside in":        {"residence", CardFunctional},
	"move to":          {"residence", CardFunctional},
	"relocate to":      {"residence", CardFunctional},
	"settle in":        {"residence", CardFunctional},
	"base in":          {"residence", CardFunctional},
	"locate in":        {"residence", CardFunctional},
	"headquarter in":   {"residence", CardFunctional},
	"live":             {"", CardUnknown}, // bare "lives" carries no value
	"work at":          {"employer", CardFunctional},
	"work for":         {"employer", CardFunctional},
	"drive for":        {"employer", CardFunctional},
	"ship with":        {"carrier", CardFunctional},
	"ship via":         {"carrier", CardFunctional},
	"join":             {"employer", CardFunctional},
	"rejoin":           {"employer", CardFunctional},
	"employ by":        {"employer", CardFunctional},
	"employ at":        {"employer", CardFunctional},
	"hire by":          {"employer", CardFunctional},
	"work as":          {"occupation", CardFunctional},
	"serve as":         {"role", CardFunctional},
	"report to":        {"manager", CardFunctional},
	"marry to":         {"spouse", CardFunctional},
	"marry":            {"spouse", CardFunctional},
	"name":             {"name", CardFunctional},
	"call":             {"", CardUnknown},
	"born in":          {"birthplace", CardFunctional},
	"born on":          {"birthdate", CardFunctional},
	"hold by":          {"holder", CardFunctional},
	"drive by":         {"driver", CardFunctional},
	"hand over to":     {"holder", CardFunctional},
	"own by":           {"owner", CardFunctional},
	"belong to":        {"owner", CardFunctional},
	"lead by":          {"leader", CardFunctional},
	"run by":           {"leader", CardFunctional},
	"head by":          {"leader", CardFunctional},
	"manage by":        {"manager", CardFunctional},
	"maintain by":      {"maintainer", CardUnknown},
	"write by":         {"author", CardUnknown},
	"found by":         {"founder", CardUnknown},
	"insure with":      {"insurer", CardFunctional},
	"insure by":        {"insurer", CardFunctional},
	"bank with":        {"bank", CardFunctional},
	"cost":             {"price", CardFunctional},
	"price at":         {"price", CardFunctional},
	"weigh":            {"weight", CardFunctional},
	"set to":           {"be", CardUnknown},
	"configure to":     {"be", CardUnknown},
	"change to":        {"be", CardUnknown},
	"stand at":         {"be", CardUnknown},
	"equal":            {"be", CardUnknown},
	"remain":           {"be", CardUnknown},
	"become":           {"be", CardUnknown},
	"grow to":          {"be", CardUnknown},
	"increase to":      {"be", CardUnknown},
	"rise to":          {"be", CardUnknown},
	"drop to":          {"be", CardUnknown},
	"fall to":          {"be", CardUnknown},
	"decrease to":      {"be", CardUnknown},
	"shrink to":        {"be", CardUnknown},
	"climb to":         {"be", CardUnknown},
	"jump to":          {"be", CardUnknown},
	"work in":          {"work in", CardSetValued},
	"work on":          {"work on", CardSetValued},
	"work with":        {"work with", CardSetValued},
	"live with":        {"live with", CardSetValued},
	"go up to":         {"be", CardUnknown},
	"go down to":       {"be", CardUnknown},
	"come down to":     {"be", CardUnknown},
	"revise to":        {"be", CardUnknown},
	"revise down to":   {"be", CardUnknown},
	"revise up to":     {"be", CardUnknown},
	"top up to":        {"be", CardUnknown},
	"bring down to":    {"be", CardUnknown},
	"go by":            {"preferred name", CardFunctional},
	"base out of":      {"residence", CardFunctional},
	"promote to":       {"occupation", CardFunctional},
	"hire as":          {"occupation", CardFunctional},
	"employ as":        {"occupation", CardFunctional},
	"appoint as":       {"role", CardFunctional},
	"elect as":         {"role", CardFunctional},
	"come from":        {"origin", CardFunctional},
	"hail from":        {"origin", CardFunctional},
	"rename to":        {"name", CardFunctional},
	"raise to":         {"be", CardUnknown},
	"lower to":         {"be", CardUnknown},
	"reduce to":        {"be", CardUnknown},
	"cut to":           {"be", CardUnknown},
	"bump to":          {"be", CardUnknown},
	"scale to":         {"be", CardUnknown},
	"upgrade to":       {"be", CardUnknown},
	"downgrade to":     {"be", CardUnknown},
	"update to":        {"be", CardUnknown},
	"extend to":        {"be", CardUnknown},
	"shorten to":       {"be", CardUnknown},
	"reschedule to":    {"when", CardFunctional},
	"reschedule for":   {"when", CardFunctional},
	"postpone to":      {"when", CardFunctional},
	"postpone until":   {"when", CardFunctional},
	"push to":          {"when", CardFunctional},
	"push back to":     {"when", CardFunctional},
	"delay to":         {"when", CardFunctional},
	"delay until":      {"when", CardFunctional},
	"bring forward to": {"when", CardFunctional},
	"shift to":         {"when", CardFunctional},
	"schedule for":     {"when", CardFunctional},
	"schedule on":      {"when", CardFunctional},
	"study at":         {"school", CardFunctional},
	"attend":           {"school", CardUnknown},
	"play for":         {"team", CardFunctional},
	"drive":            {"drive", CardUnknown},
	"prefer":           {"preference", CardSetValued},
	"use":              {"use", CardSetValued},
	"switch to":        {"use", CardSetValued},
	"migrate to":       {"use", CardSetValued},
	"run":              {"run", CardSetValued},
	"run on":           {"run", CardSetValued},
	"speak":            {"speak", CardSetValued},
	"know":             {"know", CardSetValued},
	"like":             {"like", CardSetValued},
	"love":             {"like", CardSetValued},
	"enjoy":            {"like", CardSetValued},
	"hate":             {"dislike", CardSetValued},
	"dislike":          {"dislike", CardSetValued},
	"own":              {"own", CardSetValued},
	"have":             {"have", CardSetValued},
	"include":          {"include", CardSetValued},
	"contain":          {"include", CardSetValued},
	"comprise":         {"include", CardSetValued},
	"feature":          {"include", CardSetValued},
	"support":          {"support", CardSetValued},
	"visit":            {"visit", CardSetValued},
	"collect":          {"collect", CardSetValued},
	"read":             {"read", CardSetValued},
	"watch":            {"watch", CardSetValued},
	"eat":              {"eat", CardSetValued},
	"drink":            {"drink", CardSetValued},
	"play":             {"play", CardSetValued},
	"teach":            {"teach", CardSetValued},
	"manage":           {"manage", CardSetValued},
	"lead":             {"lead", CardSetValued},
	"allergic to":      {"allergy", CardSetValued},
	"speak with":       {"", CardUnknown},
	"talk to":          {"", CardUnknown},
	"depend on":        {"depend on", CardSetValued},
	"subscribe to":     {"subscribe to", CardSetValued},
	"member of":        {"member of", CardSetValued},
	"participate in":   {"participate in", CardSetValued},
	"contribute to":    {"contribute to", CardSetValued},
	"interested in":    {"interest", CardSetValued},
	"responsible for":  {"responsible for", CardSetValued},
	// participle relations after "be" (see copularRelations)
	"engage to":      {"engaged to", CardFunctional},
	"engage with":    {"engaged with", CardSetValued},
	"relate to":      {"related to", CardSetValued},
	"associate with": {"associated with", CardSetValued},
	"affiliate with": {"affiliated with", CardSetValued},
	"involve in":     {"involved in", CardSetValued},
	"involve with":   {"involved with", CardSetValued},
	"acquaint with":  {"acquainted with", CardSetValued},
}

// nounAttributes maps an attribute noun (lemmatized, spelling-normalized) to a
// canonical attribute, so "Alice's employer is Acme" meets "Alice works at
// Acme" and "Alice's home is in Lisbon" meets "Alice lives in Lisbon".
var nounAttributes = map[string]relation{
	"employer":       {"employer", CardFunctional},
	"company":        {"employer", CardFunctional},
	"workplace":      {"employer", CardFunctional},
	"job":            {"occupation", CardFunctional},
	"occupation":     {"occupation", CardFunctional},
	"profession":     {"occupation", CardFunctional},
	"home":           {"residence", CardFunctional},
	"residence":      {"residence", CardFunctional},
	"home city":      {"residence", CardFunctional},
	"home town":      {"hometown", CardFunctional},
	"hometown":       {"hometown", CardFunctional},
	"wife":           {"spouse", CardFunctional},
	"husband":        {"spouse", CardFunctional},
	"spouse":         {"spouse", CardFunctional},
	"manager":        {"manager", CardFunctional},
	"boss":           {"manager", CardFunctional},
	"line manager":   {"manager", CardFunctional},
	"name":           {"name", CardFunctional},
	"age":            {"age", CardFunctional},
	"birthday":       {"birthday", CardFunctional},
	"date of birth":  {"birthdate", CardFunctional},
	"birthplace":     {"birthplace", CardFunctional},
	"price":          {"price", CardFunctional},
	"cost":           {"price", CardFunctional},
	"weight":         {"weight", CardFunctional},
	"capital":        {"capital", CardFunctional},
	"ceo":            {"ceo", CardFunctional},
	"president":      {"president", CardFunctional},
	"owner":          {"owner", CardFunctional},
	"holder":         {"holder", CardFunctional},
	"status":         {"status", CardFunctional},
	"headquarters":   {"residence", CardFunctional},
	"address":        {"address", CardFunctional},
	"timezone":       {"timezone", CardFunctional},
	"phone number":   {"phone number", CardFunctional},
	"phone":          {"phone number", CardFunctional},
	"favorite color": {"favorite color", CardFunctional},
	"state":          {"status", CardFunctional},
}

// setNouns are attribute nouns whose relation is many-valued even in the
// singular ("Alice's language is French" is rare; "Alice's hobby" is one of
// several).
var setNouns = map[string]bool{
	"hobby": true, "language": true, "skill": true, "interest": true, "allergy": true,
	"child": true, "kid": true, "pet": true, "friend": true, "member": true, "tag": true,
	"feature": true, "dependency": true, "sibling": true, "brother": true, "sister": true,
	"son": true, "daughter": true, "colleague": true, "teammate": true, "alias": true,
	"nickname": true, "email": true, "award": true, "book": true, "song": true,
	"album": true, "film": true, "movie": true, "ingredient": true, "author": true,
	"founder": true, "parent": true, "neighbor": true, "cousin": true, "grandchild": true,
	"addon": true, "integration": true, "plugin": true, "extension": true, "module": true,
}

// stateWords are predicate words that state a status; their canonical value
// is given (so "online" and "up" are one value). The attribute is "status"
// and the whole subject noun phrase stays the subject.
var stateWords = map[string]string{
	"up": "up", "online": "up", "down": "down", "offline": "down",
	"open": "open", "opened": "open", "closed": "closed", "shut": "closed",
	"locked": "locked", "unlocked": "unlocked",
	"enabled": "on", "disabled": "off", "on": "on", "off": "off",
	"active": "active", "inactive": "inactive", "paused": "paused",
	"running": "running", "stopped": "stopped", "healthy": "healthy",
	"degraded": "degraded", "unhealthy": "unhealthy", "deprecated": "deprecated",
	"archived": "archived", "cancelled": "cancelled", "canceled": "cancelled",
	"available": "available", "unavailable": "unavailable", "broken": "broken",
	"fixed": "fixed", "resolved": "resolved", "blocked": "blocked",
	"unblocked": "unblocked", "unfrozen": "unfrozen", "thawed": "unfrozen", "live": "live", "frozen": "frozen",
	"suspended": "suspended", "retired": "retired", "operational": "operational",
	// work items (tickets, tasks, releases): "in progress" and "on hold" are
	// joined by rewriteClause
	"in-progress": "in progress", "on-hold": "on hold", "in-review": "in review", "under-review": "in review",
	// policies, services and titles: "in force", "in service", "out of print"
	"in-force": "in force", "in-place": "in place", "in-service": "in service", "out-of-service": "out of service",
	"in-print": "in print", "out-of-print": "out of print",
	"done": "done", "shipped": "shipped", "merged": "merged", "reopened": "open",
}

// schoolNouns end the name of a school ("Hilltop Primary", "Westbrook
// Academy"), which "goes to" or "attends" names as the subject's school.
var schoolNouns = map[string]bool{"school": true, "academy": true, "primary": true, "college": true,
	"elementary": true, "kindergarten": true, "nursery": true, "high": true, "gymnasium": true, "lycee": true}

// habitVerbs, used without an object, state a habit ("The user smokes",
// "Raj doesn't drink anymore"): attribute the verb, value "yes".
var habitVerbs = map[string]bool{"smoke": true, "drink": true, "vape": true, "gamble": true, "drive": true}

// completionStates are participles that state a work item's state after
// "has" ("Release 4.1 has shipped"): the value is the participle's state.
var completionStates = map[string]bool{"shipped": true, "merged": true, "launched": true}

// ticketNouns name the kind of a work item written before its identifier
// ("Ticket OPS-12", "bug #4411"); the identifier alone is the subject.
var ticketNouns = map[string]bool{"ticket": true, "issue": true, "bug": true, "task": true, "story": true, "epic": true, "incident": true, "pr": true, "case": true}

// occupations are nouns that, after "X is a/an", name what X does for a
// living (a functional relation), as opposed to other class memberships
// ("Bob is a father"), which are set-valued.
var occupations = map[string]bool{
	"nurse": true, "doctor": true, "teacher": true, "engineer": true, "developer": true,
	"programmer": true, "lawyer": true, "accountant": true, "designer": true, "architect": true,
	"chef": true, "cook": true, "pilot": true, "pharmacist": true, "dentist": true,
	"surgeon": true, "physician": true, "scientist": true, "researcher": true, "professor": true,
	"student": true, "manager": true, "consultant": true, "analyst": true, "writer": true,
	"journalist": true, "editor": true, "photographer": true, "electrician": true, "plumber": true,
	"carpenter": true, "mechanic": true, "firefighter": true, "paramedic": true, "farmer": true,
	"librarian": true, "translator": true, "veterinarian": true, "vet": true, "therapist": true,
	"psychologist": true, "economist": true, "banker": true, "cashier": true, "waiter": true,
	"waitress": true, "barista": true, "bartender": true, "driver": true, "musician": true,
	"actor": true, "actress": true, "artist": true, "painter": true, "salesperson": true,
	"recruiter": true, "intern": true, "freelancer": true, "contractor": true, "officer": true,
	"soldier": true, "judge": true, "clerk": true, "secretary": true, "receptionist": true,
	"technician": true, "mathematician": true, "physicist": true, "chemist": true,
	"biologist": true, "historian": true, "tutor": true, "coach": true, "nanny": true,
	"adviser": true, "advisor": true, "planner": true, "gardener": true, "landscaper": true,
	"curator": true, "surveyor": true, "optician": true, "optometrist": true, "hairdresser": true,
	"barber": true, "butcher": true, "baker": true, "welder": true, "plasterer": true, "roofer": true,
	"dietitian": true, "nutritionist": true, "midwife": true, "caretaker": true, "courier": true,
	"auditor": true, "actuary": true, "administrator": true, "coordinator": true, "tester": true,
	"copywriter": true, "illustrator": true, "animator": true, "sommelier": true, "radiographer": true,
	"physiotherapist": true, "dermatologist": true, "psychiatrist": true, "counselor": true,
	"counsellor": true, "lecturer": true, "instructor": true, "trainer": true, "paralegal": true,
	"stenographer": true, "locksmith": true, "tailor": true, "florist": true, "jeweler": true,
	"jeweller": true, "zoologist": true, "geologist": true, "ecologist": true, "astronomer": true,
	"statistician": true, "bricklayer": true, "joiner": true, "labourer": true, "laborer": true,
	"fisherman": true, "miner": true, "sailor": true, "detective": true, "inspector": true,
	"dispatcher": true, "technologist": true, "sonographer": true, "orthodontist": true,
	"anaesthetist": true, "anesthesiologist": true, "pediatrician": true, "paediatrician": true,
}

// dimensionAdjectives turn "N <unit> <adj>" into a measured attribute.
var dimensionAdjectives = map[string]string{
	"long": "length", "tall": "height", "high": "height", "wide": "width",
	"deep": "depth", "old": "age", "thick": "thickness", "heavy": "weight", "full": "fill level",
}

// scopeNouns are the heads of qualifiers that restrict when or where a fact
// holds. "on weekdays", "at work", "in winter", "in production" become the
// unit's Scope instead of part of its value.
var scopeNouns = map[string]bool{
	"weekday": true, "weekend": true, "monday": true, "tuesday": true, "wednesday": true,
	"thursday": true, "friday": true, "saturday": true, "sunday": true,
	"work": true, "home": true, "school": true, "night": true, "morning": true,
	"evening": true, "afternoon": true, "noon": true, "weeknight": true,
	"winter": true, "summer": true, "spring": true, "autumn": true, "fall": true,
	"holiday": true, "vacation": true, "production": true, "prod": true, "staging": true,
	"dev": true, "development": true, "test": true, "testing": true, "ci": true,
	"office": true, "daytime": true, "nighttime": true, "peak": true, "off-peak": true,
	"lunch": true, "breakfast": true, "dinner": true, "rush": true,
}

// scopePreps introduce scope qualifiers.
var scopePreps = map[string]bool{"on": true, "at": true, "in": true, "during": true, "over": true, "throughout": true}

// determiners are dropped from keys (and from the front of values).
var determiners = map[string]bool{
	"the": true, "a": true, "an": true, "this": true, "that": true, "these": true,
	"those": true, "some": true, "any": true, "each": true, "every": true,
}

// spelling maps British to American spellings in keys and values.
var spelling = map[string]string{
	"colour": "color", "colours": "colors", "favourite": "favorite", "favourites": "favorites",
	"centre": "center", "metre": "meter", "metres": "meters", "kilometre": "kilometer",
	"kilometres": "kilometers", "organisation": "organization", "programme": "program",
	"licence": "license", "neighbour": "neighbor", "neighbours": "neighbors", "grey": "gray",
	"theatre": "theater", "travelling": "traveling", "catalogue": "catalog", "litre": "liter",
	"litres": "liters", "behaviour": "behavior", "honour": "honor", "labour": "labor",
	"aluminium": "aluminum", "analyse": "analyze", "defence": "defense", "harbour": "harbor",
	"harbours": "harbors", "flavour": "flavor", "flavours": "flavors", "humour": "humor", "rumour": "rumor",
	"odour": "odor", "vapour": "vapor", "armour": "armor", "parlour": "parlor", "tumour": "tumor",
	"favour": "favor", "favours": "favors", "endeavour": "endeavor", "savour": "savor", "fibre": "fiber",
	"calibre": "caliber", "centres": "centers", "theatres": "theaters", "offence": "offense",
	"licences": "licenses", "practise": "practice", "cheque": "check", "tyre": "tire", "tyres": "tires",
	"plough": "plow", "grey-haired": "gray-haired", "mum": "mom", "pyjamas": "pajamas",
	"organise": "organize", "organised": "organized", "realise": "realize", "realised": "realized",
	"recognise": "recognize", "recognised": "recognized", "apologise": "apologize", "prioritise": "prioritize",
	"optimise": "optimize", "optimised": "optimized", "customise": "customize", "customised": "customized",
	"finalise": "finalize", "finalised": "finalized", "authorise": "authorize", "authorised": "authorized",
	"categorise": "categorize", "minimise": "minimize", "maximise": "maximize", "summarise": "summarize",
	"utilise": "utilize", "utilised": "utilized", "modelling": "modeling", "labelled": "labeled",
	"cancelled": "canceled", "travelled": "traveled", "enrolment": "enrollment", "organisations": "organizations",
}

// bindingConnectives lead fragments that are dropped as facets: they state
// a reason, a condition or a contrast, not a standalone fact.
var bindingConnectives = map[string]bool{
	"because": true, "so": true, "if": true, "unless": true, "although": true,
	"though": true, "but": true, "since": true, "while": true, "whereas": true,
	"when": true, "whenever": true, "until": true, "which": true, "who": true,
	"whom": true, "whose": true, "as": true, "otherwise": true, "therefore": true,
	"thus": true, "hence": true, "yet": true, "or": true, "nor": true,
	"before": true, "after": true, "once": true, "whether": true, "even": true,
	"where": true, "what": true, "why": true, "how": true, "that": true,
}

// antecedentPronouns take the subject of the previous facet.
var antecedentPronouns = map[string]bool{"he": true, "she": true, "they": true, "it": true}

// possessivePronouns take the previous facet's subject as the possessor.
var possessivePronouns = map[string]bool{"his": true, "her": true, "their": true, "its": true}

// firstPerson words refer to the user in an assistant's memory notes.
var firstPerson = map[string]bool{"i": true, "me": true, "my": true, "myself": true, "user": true}

// reportVerbs introduce reported speech; the reporter is the antecedent of a
// pronoun subject in the reported clause. hedged ones lower the confidence.
var reportVerbs = map[string]bool{
	"said": true, "says": true, "say": true, "mentioned": true, "mentions": true,
	"told": true, "tells": true, "reported": true, "reports": true, "noted": true,
	"notes": true, "stated": true, "states": true, "explained": true, "explains": true,
	"confirmed": true, "confirms": true, "announced": true, "announces": true,
	"wrote": true, "writes": true, "added": true, "adds": true, "shared": true,
	"informed": true, "indicated": true, "indicates": true, "clarified": true,
	"thinks": true, "thought": true, "believes": true, "believed": true,
	"shows": true, "showed": true, "show": true,
	"claims": true, "claimed": true, "think": true, "believe": true, "guess": true, "suspect": true,
}

var hedgedReportVerbs = map[string]bool{
	"thinks": true, "thought": true, "believes": true, "believed": true, "claims": true, "claimed": true,
	"think": true, "believe": true, "guess": true, "suspect": true,
}

// discourseLabels are note prefixes ("Update: ...") that carry no fact.
var discourseLabels = map[string]bool{
	"update": true, "updated": true, "correction": true, "note": true, "fyi": true,
	"reminder": true, "edit": true, "info": true, "ps": true, "fact": true,
	"important": true, "heads-up": true, "remember": true, "memo": true, "nb": true,
	"context": true, "summary": true, "change": true, "news": true,
}

// nonFactLabels are note prefixes whose text is a proposal, a task or a
// question rather than a fact ("Idea: rotate the on-call", "TODO: renew the
// domain"): the clause abstains.
var nonFactLabels = map[string]bool{
	"idea": true, "ideas": true, "todo": true, "to-do": true, "question": true, "q": true,
	"suggestion": true, "proposal": true, "thought": true, "brainstorm": true, "wish": true,
	"tip": true, "task": true, "action": true, "ask": true, "request": true, "hypothesis": true,
	"draft": true, "goal": true, "wishlist": true, "open question": true,
}

// hedges make a clause a guess, not a fact: it abstains.
var hedges = map[string]bool{"maybe": true, "perhaps": true, "possibly": true, "probably": true, "likely": true, "supposedly": true, "allegedly": true}

// leadAdverbs are skipped at the start of a clause.
var leadAdverbs = map[string]bool{
	"also": true, "now": true, "currently": true, "meanwhile": true, "today": true,
	"recently": true, "actually": true, "btw": true, "additionally": true, "and": true,
	"then": true, "apparently": true, "still": true, "nowadays": true, "lately": true,
	"presently": true, "furthermore": true, "moreover": true, "besides": true,
	"officially": true, "finally": true, "originally": true, "oh": true, "ok": true, "okay": true,
	"lol": true, "haha": true, "well": true, "hey": true, "ugh": true, "welp": true, "yay": true, "argh": true, "um": true, "uh": true, "yeah": true,
	"yes": true, "anyway": true, "anyways": true, "honestly": true, "basically": true, "omg": true,
	"wow": true, "fyi": true, "ps": true, "note": true, "update": true, "hi": true, "hello": true,
	"sadly": true, "luckily": true, "unfortunately": true, "fortunately": true, "interestingly": true,
}

// verbAdverbs may sit inside a verb group without changing the fact.
var verbAdverbs = map[string]bool{
	"still": true, "now": true, "currently": true, "also": true, "recently": true,
	"already": true, "just": true, "always": true, "usually": true, "actually": true,
	"officially": true, "finally": true, "again": true, "mostly": true, "primarily": true,
	"mainly": true, "really": true, "definitely": true, "permanently": true,
	"temporarily": true, "typically": true, "generally": true, "normally": true,
	"presently": true, "formally": true, "eventually": true, "too": true, "often": true,
	"sometimes": true, "widely": true, "commonly": true, "frequently": true, "rarely": true,
	"first": true, "originally": true, "reportedly": true,
}

// trailingAdverbs are dropped from the end of a value.
var trailingAdverbs = map[string]bool{
	"anymore": true, "now": true, "currently": true, "again": true, "too": true,
	"today": true, "recently": true, "already": true, "still": true, "yet": true,
	"these days": true, "nowadays": true, "lately": true, "instead": true,
	"permanently": true, "full-time": true, "as well": true, "any more": true, "rn": true, "atm": true,
	// trailing interjections in chat notes ("$3.25 ugh", "Leeds lol")
	"ugh": true, "lol": true, "haha": true, "sigh": true, "argh": true, "yay": true, "omg": true,
}

// progressiveFuture verbs in "is <verb>ing to" announce a future change, not
// a current fact.
var progressiveFuture = map[string]bool{
	"move": true, "relocate": true, "join": true, "leave": true, "switch": true,
	"migrate": true, "change": true, "go": true, "start": true, "transfer": true,
	"retire": true, "marry": true,
}

// complementVerbs take another verb as their object ("wants to move",
// "stopped drinking"): the fact is not stated, so the clause abstains.
var complementVerbs = map[string]bool{
	"want": true, "plan": true, "hope": true, "need": true, "decide": true,
	"intend": true, "expect": true, "try": true, "start": true, "begin": true,
	"stop": true, "quit": true, "continue": true, "keep": true, "consider": true,
	"wish": true, "seem": true, "appear": true, "tend": true, "refuse": true,
	"agree": true, "promise": true, "forget": true, "remember": true, "mean": true,
	"aim": true, "prepare": true, "afford": true, "manage to": true, "get": true,
	"go": true, "think": true, "feel": true, "look": true, "sound": true,
}

// entityNouns name things that have properties of their own: after "X's
// <noun> is <adjective>" the adjective describes the entity ("my wife is
// pregnant"), it is not the value of an attribute of X.
var entityNouns = map[string]bool{
	"wife": true, "husband": true, "spouse": true, "partner": true, "son": true, "daughter": true,
	"child": true, "kid": true, "sister": true, "brother": true, "mother": true, "father": true,
	"mom": true, "dad": true, "parent": true, "friend": true, "boss": true, "manager": true,
	"colleague": true, "dog": true, "cat": true, "pet": true, "car": true, "house": true,
	"apartment": true, "flat": true, "office": true, "team": true, "company": true, "baby": true,
	"boyfriend": true, "girlfriend": true, "neighbor": true, "landlord": true, "roommate": true,
	"server": true, "laptop": true, "phone": true, "bike": true, "garden": true, "family": true,
	"grandmother": true, "grandfather": true, "aunt": true, "uncle": true, "cousin": true,
}

// genericNouns, after "the" and alone, describe something named before
// ("Acme Corp ... The company ..."); without a name to refer to they are too
// vague to key a fact on.
var genericNouns = map[string]bool{"company": true, "firm": true, "city": true, "country": true,
	"organization": true, "organisation": true, "group": true, "band": true, "product": true,
	"person": true, "man": true, "woman": true, "building": true, "university": true, "school": true,
	"hospital": true, "store": true, "shop": true, "restaurant": true, "town": true, "village": true,
	"state": true, "club": true, "startup": true, "business": true, "brand": true, "game": true,
	"film": true, "movie": true, "book": true, "novel": true, "song": true, "album": true, "show": true,
	"river": true, "lake": true, "mountain": true, "island": true, "species": true, "region": true}

// keySynonyms unify abbreviations in keys.
var keySynonyms = map[string]string{
	"db": "database", "repo": "repository", "pw": "password", "pwd": "password",
	"addr": "address", "fav": "favorite", "favourite": "favorite", "tz": "timezone",
	"env": "environment", "config": "configuration", "num": "number", "bday": "birthday",
	"hq": "headquarters", "dob": "date of birth", "mgr": "manager", "k8s": "kubernetes",
	"tel": "phone", "e-mail": "email", "ep": "episode", "blk": "block", "consult": "consultation", "appt": "appointment", "vacc": "vaccination", "dept": "department",
}

// transientAdjectives add nothing to an attribute's identity: "the current
// CEO" is "the CEO".
var transientAdjectives = map[string]bool{"current": true, "present": true, "actual": true, "existing": true, "latest": true, "new": true}

// copularRelations lists the cardinality of "be + adjective/noun +
// preposition" relations (keyed "<head> <preposition>", the head folded as
// written) and of the prepositional idioms in copularIdioms. Only a
// relation that holds of one value at a time is functional; every
// predicate not listed is set-valued, because most such relations hold of
// many values at once (friends with, colleagues with, neighbors with, in
// touch with, related to, familiar with, compatible with, close to,
// similar to, next to, …). "married to" is read by the passive lexicon
// (spouse, functional).
var copularRelations = map[string]Cardinality{
	"engaged to": CardFunctional, // one fiancé(e) at a time
	"wed to":     CardFunctional,
	// an address, one at a time: exclusive, as the plain copula value was
	"reachable at": CardUnknown, "accessible at": CardUnknown,
	"friends with": CardSetValued, "friend with": CardSetValued, "colleagues with": CardSetValued,
	"neighbors with": CardSetValued, "familiar with": CardSetValued,
	"compatible with": CardSetValued, "close to": CardSetValued, "in touch with": CardSetValued,
	"in contact with": CardSetValued, "in love with": CardSetValued, "in charge of": CardSetValued,
	"at odds with": CardSetValued, "on good terms with": CardSetValued, "on bad terms with": CardSetValued,
	"in a relationship with": CardSetValued, "friends of": CardSetValued, "fond of": CardSetValued,
	"aware of": CardSetValued, "afraid of": CardSetValued, "proud of": CardSetValued,
	"fluent with": CardSetValued, "good at": CardSetValued, "skilled in": CardSetValued,
	// participles, also read by the passive lexicon (verbRelations)
	"related to": CardSetValued, "associated with": CardSetValued, "affiliated with": CardSetValued,
	"involved in": CardSetValued, "involved with": CardSetValued, "acquainted with": CardSetValued,
	"engaged with": CardSetValued,
}

// copularCard is the cardinality of a copular relation: set-valued unless
// copularRelations says otherwise.
func copularCard(key string) Cardinality {
	if c, ok := copularRelations[key]; ok {
		return c
	}
	return CardSetValued
}

// copularIdioms are prepositional idioms after "be" that relate the
// subject to the object of their last preposition (longest first).
var copularIdioms = []struct {
	words []string
	attr  string
}{
	{[]string{"in", "a", "relationship", "with"}, "in a relationship with"},
	{[]string{"on", "good", "terms", "with"}, "on good terms with"},
	{[]string{"on", "bad", "terms", "with"}, "on bad terms with"},
	{[]string{"in", "touch", "with"}, "in touch with"},
	{[]string{"in", "contact", "with"}, "in contact with"},
	{[]string{"in", "love", "with"}, "in love with"},
	{[]string{"in", "charge", "of"}, "in charge of"},
	{[]string{"at", "odds", "with"}, "at odds with"},
}

// copularPreps are the prepositions of copularRelation.
var copularPreps = map[string]bool{"with": true, "to": true, "of": true, "for": true, "about": true, "from": true, "on": true, "in": true, "at": true, "into": true}

// copularModifiers may precede the head of a copular relation.
var copularModifiers = map[string]bool{"good": true, "best": true, "close": true, "old": true, "very": true, "really": true,
	"quite": true, "fully": true, "closely": true, "distantly": true, "somewhat": true, "highly": true, "so": true, "too": true,
	"also": true, "still": true, "now": true, "great": true}

// copularNonHeads are words that never head a copular relation (their
// preposition phrase is a time, place or state: "open on Sundays",
// "due on Friday", "home to", "back at work", "out of stock").
var copularNonHeads = map[string]bool{"open": true, "closed": true, "due": true, "home": true, "back": true, "out": true,
	"available": true, "free": true, "busy": true, "away": true, "off": true, "up": true, "down": true, "here": true,
	"there": true, "now": true, "still": true, "also": true, "currently": true, "located": true, "based": true,
	"set": true, "scheduled": true, "planned": true, "live": true, "online": true, "offline": true, "late": true,
	"early": true, "ready": true}
