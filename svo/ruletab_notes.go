package svo

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// The notes table: constructions of assistant, team and ops notes — change
// verbs that end a fact (the negation path) and re-affirm it, on/off states
// written without a copula, subscriptions and memberships. It is a second
// table appended to ruleTable when the package initializes (compiledTable
// reads ruleTable lazily, after every init has run), so the two tables are
// edited apart and compiled, checked and chosen among as one.
//
// Most rules here restate the clause as the plain sentence that names the
// same fact ("Wren stopped paying for Audible" is "Wren subscribes to
// Audible", negated), parse that sentence with the clause parser and map
// its spans back, so a negation meets the affirmative memory's key and value
// exactly — the negation path pairs only the same key and the same value.
func init() { ruleTable = append(ruleTable, notesTable...) }

var notesTable = []Rule{
	// ---- subscriptions and memberships: one key, "subscribe to" ----
	{
		ID: "neg.stopped-paying", Stage: "negation", Priority: 44,
		Pattern: "subj=%name|np* #RB? verb=<stop|quit|cease> paying for tail=.+",
		Emit:    Emit{Fn: emitSubscription, Conf: 0.84, Also: []string{"member of", "customer of"}},
		Doc:     "\"Wren stopped paying for Audible last month\" → (wren, subscribe to, audible) negated, keyed like \"Wren subscribes to Audible\" (and, like negation.cancelled, a membership or a customer relation of it)",
	},
	{
		ID: "note.has-subscription", Stage: "note", Priority: 52,
		Pattern: "subj=%name|np+ #RB? verb=<have|hold|keep> a|an item=.* kind=<subscription|membership> tail=.*",
		Emit:    Emit{Fn: emitSubscription, Conf: 0.86, Also: []string{"member of"}},
		Doc:     "\"Wren has an Audible membership\", \"has a climbing membership at Boulder Barn\", \"has a subscription to Tidal\" → (wren, subscribe to, X), as \"Wren subscribes to X\", and (wren, member of, X), which leaving it (negation.left) ends",
	},
	{
		ID: "note.resubscribed", Stage: "note", Priority: 52,
		Pattern: "subj=%name|np* #RB? verb=resubscribed|re-subscribed|resubscribes|re-subscribes|resubscribe|re-subscribe to tail=.+",
		Emit:    Emit{Fn: emitSubscription, Conf: 0.86},
		Doc:     "\"Leofric resubscribed to Crunchyroll after the sale\" → (leofric, subscribe to, crunchyroll), the re-affirmation after a cancellation",
	},
	// ---- switches and states written without a copula ----
	{
		ID: "state.switch-adjunct", Stage: "state", Priority: 52,
		Pattern: "obj=.+ be=was|is|were|are|been|got|has|have* #RB? verb=@toggle_verbs state=off|on? tail=.*",
		Emit:    Emit{Fn: emitSwitch, Conf: 0.84},
		Doc:     "a switch with a trailing time or occasion: \"drip irrigation turned off at 06:30 UTC\", \"frost alarm enabled again for the weekend\", \"quick_pay re-enabled for 100% of users\" → keyed like \"X is off/on\" (lex/toggle_verbs.tsv)",
	},
	{
		ID: "state.key-universal", Stage: "state", Priority: 52,
		Pattern: "obj=.+ : state=on|off|enabled|disabled|online|offline|up|down|open|closed|active|inactive tail=.+",
		Emit:    Emit{Fn: emitSwitch, Conf: 0.82},
		Doc:     "\"badge readers: on for all tenants\": a state for everyone is the plain state (\"for floor 3 tenants\" restricts it: no unit)",
	},
	{
		ID: "state.ended", Stage: "state", Priority: 52,
		Pattern: "obj=.+ be=has|have|had|was|is|were|are|got? #RB? verb=ended|expired|lapsed|concluded tail=.*",
		Emit:    Emit{Fn: emitSwitch, Conf: 0.82},
		Doc:     "\"the hiring freeze has ended\", \"the Larkspur pilot ended without a renewal\", \"the dishwasher warranty expired in May\" → (X, status) = ended, keyed like \"X is active\"",
	},
	// ---- recurring events: how often is the value ----
	{
		ID: "note.schedule", Stage: "note", Priority: 52,
		Pattern: "subj=.+ be=is|are|was|were? verb=<happen|occur|meet|run|recur|come|rehearse|repeat|convene|visit|held|scheduled|take|meets|runs|comes|happens|occurs|takes|repeats|recurs|rehearses|visits|convenes> pl=place? per=every|each|once|twice|thrice|daily|weekly|monthly|biweekly|fortnightly|nightly|hourly|yearly|annually|quarterly rest=.*",
		Emit:    Emit{Fn: emitSchedule, Conf: 0.84},
		Doc:     "a recurring event's frequency: \"The book swap is held every Thursday\", \"Sprint demos happen once a month\", \"The window cleaner comes every two weeks\" → (X, schedule) = every thursday / every 1 month / every 2 week (weekly = once a week = every 7 days)",
	},
	{
		ID: "note.key-schedule", Stage: "note", Priority: 52,
		Pattern: "subj=.+ : per=every|each|once|twice|thrice|daily|weekly|monthly|biweekly|fortnightly|nightly|hourly|yearly|annually|quarterly rest=.*",
		Emit:    Emit{Fn: emitSchedule, Conf: 0.86},
		Doc:     "a note \"compost pickup: every 2 weeks\", \"log rotation: every 12h\" → (X, schedule), keyed like \"The compost pickup runs every two weeks\"",
	},
	{
		ID: "note.habit-frequency", Stage: "note", Priority: 52,
		Pattern: "subj=%name|np+ #RB? verb=#VBZ|VBP obj=.+ per=every|each|once|twice|thrice|daily|weekly|monthly|nightly|biweekly|fortnightly|hourly|yearly|annually|quarterly rest=.*",
		Emit:    Emit{Fn: emitHabitFrequency, Conf: 0.82},
		Doc:     "how often someone does a thing: \"Isaure waters the fern every three days\", \"Isaure walks the greyhound twice a day\" → (isaure, water fern schedule) = every 3 day, keyed apart for each verb and object (weekly = once a week = every 7 days)",
	},
	{
		ID: "note.weekday-schedule", Stage: "note", Priority: 52,
		Pattern: "subj=.+ be=is|are on day=mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays tail=.*",
		Emit:    Emit{Fn: emitWeekdaySchedule, Conf: 0.84},
		Doc:     "a recurring event on a weekday, \"Bex's bassoon lesson is on Tuesdays at 5pm\" → (bex bassoon lesson, schedule) = every 1 tuesday 17:00: the day and time are the schedule, not a scope and a time (a state — \"open on Sundays\" — keeps its scope; a day alone, \"is on Thursdays\", stays the parser's date)",
	},
	{
		ID: "note.allowed-window", Stage: "note", Priority: 52,
		Pattern: "subj=.+ be=is|are #RB? verb=allowed|permitted|accepted|possible only? from? day=monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun to|through|thru|until|- day2=monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun tail=.*",
		Emit:    Emit{Fn: emitAllowedWindow, Conf: 0.84},
		Doc:     "a permitted window, \"Kiln firings are allowed Monday to Thursday\", \"Site visits are permitted Tuesday through Saturday before noon\" → (X, allowed window) = monday to thursday: the window is the value, one at a time",
	},
	{
		ID: "note.pickup-time", Stage: "note", Priority: 52,
		Pattern: "subj=%name|np+ #RB? verb=picks|drops|collects|fetches obj=.+ part=up|off? at time=%num tail=.*",
		Emit:    Emit{Fn: emitPickupTime, Conf: 0.84},
		Doc:     "when someone is picked up or dropped off: \"The minibus picks Oswin up at 7:50\" → (minibus, pick up oswin time) = 07:50, keyed like the same sentence with another time (a set-valued verb reading never pairs two times)",
	},
	// ---- terse notes keyed like the sentence naming the attribute ----
	{
		ID: "note.key-qualifier", Stage: "note", Priority: 52,
		Pattern: "key=.+ q=latest|current|currently|now|today : val=.+",
		Emit:    Emit{Fn: emitKeyQualifier, Conf: 0.86},
		Doc:     "a transient qualifier after a note's key is no part of it: \"widget sdk latest: 2.1.0\", \"ferry fare now: $4\" → keyed like \"widget sdk: 2.1.0\"",
	},
	{
		ID: "note.verbless-due", Stage: "note", Priority: 52,
		Pattern: "key=.+ now? due on|by? val=%time+ tail=.*",
		Emit:    Emit{Fn: emitVerblessDue, Conf: 0.86},
		Doc:     "a verbless due line \"INV-231 due 30 April\", \"Boiler service now due by 3 June\" is the due date: keyed like \"INV-231 due: 30 April\"",
	},
	{
		ID: "note.key-due", Stage: "note", Priority: 52,
		Pattern: "key=.+ due : val=.+",
		Emit:    Emit{Fn: emitKeyQualifier, Conf: 0.86},
		Doc:     "\"rent due: the 3rd\" is the due date: keyed like \"rent due date: the 3rd\" and \"the rent due date changed to the 5th\"",
	},
	{
		ID: "note.latest-version", Stage: "note", Priority: 52,
		Pattern: "prod=.+ ver=%num is|'s the? latest|current|newest version|release|build|one?",
		Emit:    Emit{Fn: emitVersionDeploy},
		Doc:     "\"widget sdk 2.2.0 is the latest\" → (widget sdk, version) = 2.2.0, keyed like \"released widget sdk 2.1.0\"",
	},
	{
		ID: "note.added-total", Stage: "note", Priority: 52,
		Pattern: "agent=%name|np* #RB? verb=added|removed|dropped|retired|bought|purchased|provisioned|decommissioned n=%num noun=.+ mark=now|total|totaling|totalling tot=%num",
		Emit:    Emit{Fn: emitAddedTotal, Conf: 0.84},
		Doc:     "a running total after a change: \"Halden added 12 licences, now 60\", \"added 4 workers to the render farm, total 20\" → keyed like \"Halden licences: 60\" (the added amount is evidence, not the value)",
	},
	{
		ID: "change.tier", Stage: "change", Priority: 52,
		Pattern: "subj=%name+ be=was|is|got|has|have|been* #RB? verb=upgraded|downgraded|moved|bumped|switched|promoted|demoted|dropped|fell|went|climbed|rose|jumped|returned|reverted|changed back? from? old=.* to the? new=@tier_names tail=.*",
		Emit:    Emit{Fn: emitTier, Conf: 0.84},
		Doc:     "\"Halden upgraded from Silver to Gold\", \"Halden was downgraded to Bronze\" → (halden, tier) = gold, keyed like the note \"Halden tier: Gold\" (lex/tier_names.tsv)",
	},
	{
		ID: "state.on-tier", Stage: "state", Priority: 52,
		Pattern: "subj=%name+ #RB? is|are|was|were|remains|stays #RB? on|in the? new=@tier_names tail=.*",
		Emit:    Emit{Fn: emitTier, Conf: 0.86},
		Doc:     "\"Halvorsen & Sons is on the Basic tier\", \"Halden is on Gold\" → (halvorsen & sons, tier) = basic, keyed like \"upgraded to the Enterprise tier\" (lex/tier_names.tsv)",
	},
	// ---- taking a medicine or a course, and stopping ----
	{
		ID: "note.takes", Stage: "note", Priority: 52,
		Pattern: "subj=%name|np+ pre=is|are|does|do|did|has|have|had|n't|not|no|longer|never|still|now|stopped|quit|ceased|also* verb=take|takes|taking obj=.+",
		Emit:    Emit{Fn: emitTakes, Conf: 0.84},
		Doc:     "\"Isaure takes valerian at bedtime\", \"Isaure is taking marquetry classes at the Kiln\" → (isaure, take, valerian) set-valued; \"doesn't take valerian anymore\", \"has stopped taking marquetry classes\", \"no longer takes valerian\" negate it (the light verb the parser leaves)",
	},
	{
		ID: "neg.quit-course", Stage: "negation", Priority: 52,
		Pattern: "subj=%name|np+ has|have|had? #RB? verb=quit|dropped|abandoned obj=.+",
		Emit:    Emit{Fn: emitTakes, Conf: 0.82},
		Doc:     "\"Isaure quit marquetry classes at the Kiln\", \"dropped the Tuesday yoga course\" → (isaure, take, marquetry classes at the kiln) negated, keyed like \"Isaure is taking marquetry classes at the Kiln\" (lex/course_nouns.tsv)",
	},
	{
		ID: "note.key-tier", Stage: "note", Priority: 52,
		Pattern: "subj=%name+ : new=@tier_names tail=tier|plan|level|package?",
		Emit:    Emit{Fn: emitTier, Conf: 0.82},
		Doc:     "a note naming an account and its tier alone: \"Halden: Gold\" → (halden, tier) = gold, keyed like \"Halden tier: Gold\"",
	},
	{
		ID: "note.key-role", Stage: "note", Priority: 52,
		Pattern: "key=.+ head=@note_role_heads : val=.+",
		Emit:    Emit{Fn: emitKeyRole, Conf: 0.86},
		Doc:     "a role note naming its area, then a qualified role: \"Billing primary contact: Ravi\", \"Kiln Street backup key holder: Bex\" → (billing, primary contact) = ravi, keyed like \"Billing's primary contact is Ravi\" and \"Ravi took over primary contact for billing\" (lex/note_role_heads.tsv; an unqualified \"X account owner\" stays the parser's)",
	},
	{
		ID: "note.verbless-at", Stage: "note", Priority: 44,
		Pattern: "obj=.+ at val=%num tail=.*",
		Emit:    Emit{Fn: emitVerblessAt, Conf: 0.82},
		Doc:     "below the parser (a verb it reads wins): a verbless level \"kiln-2 chamber temperature at 840 °C\", \"disk usage on vault-3 at 91%, paging\" → keyed like \"X is at 840 °C\" (what follows a comma is another statement)",
	},
	// ---- a medicine's dose: (person, <medicine> dose) ----
	{
		ID: "note.dose-takes", Stage: "note", Priority: 52,
		Pattern: "owner=%name|np+ be=is? verb=takes|taking|uses|using amt=%num u=@dose_units of drug=.+",
		Emit:    Emit{Fn: emitDose, Conf: 0.86},
		Doc:     "\"Isaure takes 25 mg of sertraline daily\" → (isaure, sertraline dose) = 25 mg per day (lex/dose_units.tsv)",
	},
	{
		ID: "note.dose-changed", Stage: "note", Priority: 52,
		Pattern: "owner=%name|np+ 's drug=.+ be=was|is|has|have|been|got* #RB? verb=@dose_change_verbs back? to amt=%num u=@dose_units freq=.*",
		Emit:    Emit{Fn: emitDose, Conf: 0.86},
		Doc:     "\"Isaure's sertraline (dose) was raised to 50 mg daily\", a note's \"Isaure's Laxido reduced back to one sachet a day\" → (isaure, sertraline dose) = 50 mg per day",
	},
	{
		ID: "note.dose-prescriber", Stage: "note", Priority: 52,
		Pattern: "owner=%name|np+ 's who=doctor|gp|physician|psychiatrist|cardiologist|endocrinologist|nurse|pharmacist|vet|consultant|specialist #RB? verb=@dose_change_verbs det=the|her|his|their|its? drug=.+ back? to amt=%num u=@dose_units freq=.*",
		Emit:    Emit{Fn: emitDose, Conf: 0.86},
		Doc:     "\"Isaure's GP upped her sertraline to 50 mg\" → (isaure, sertraline dose) = 50 mg: the prescriber changes the owner's dose",
	},
	{
		ID: "note.dose-owner-colon", Stage: "note", Priority: 52,
		Pattern: "owner=%name+ : drug=.+ amt=%num u=@dose_units? freq=.*",
		Emit:    Emit{Fn: emitDoseNote, Conf: 0.86, Raw: true},
		Doc:     "a care note's dose under its owner: \"Ada Pell: Lantus 20 units OD at 09:00\" → (ada pell, lantus dose) = 20 units per day at 09:00 (what follows a comma is another statement)",
	},
	{
		ID: "note.dose-owner-on", Stage: "note", Priority: 52,
		Pattern: "owner=%name|np+ be=is|are|'s? now? on drug=.+ amt=%num u=@dose_units? freq=.*",
		Emit:    Emit{Fn: emitDoseNote, Conf: 0.86},
		Doc:     "\"Dad on bisoprolol 2.5mg in the morning\", \"Ada is on sertraline 50 mg daily\" → (owner, <medicine> dose) = the dose",
	},
	{
		ID: "note.dose-owner-bare", Stage: "note", Priority: 50,
		Pattern: "hon=mr|mrs|ms|miss|mx|dr? owner=%name drug=.+ amt=%num u=@dose_units? freq=.*",
		Emit:    Emit{Fn: emitDoseNote, Conf: 0.82},
		Doc:     "a shift note's dose line, its owner's one name first: \"Ada Levemir 7 units at bedtime\", \"Mrs Pell Humulin I 8 units with her evening meal\" → (owner, <medicine> dose) = the dose",
	},
	{
		ID: "note.dose-for-owner", Stage: "note", Priority: 52,
		Pattern: "drug=.+ amt=%num u=@dose_units? freq=.* for|( owner=%name+ )?",
		Emit:    Emit{Fn: emitDoseNote, Conf: 0.84},
		Doc:     "a dose line naming its owner after it: \"Metformin 1g BD for Mrs Oduya\", \"Paracetamol 1g PRN (Mr Pell)\" → (owner, <medicine> dose) = the dose",
	},
	{
		ID: "note.dose-changed-for", Stage: "note", Priority: 52,
		Pattern: "drug=.+ be=was|is|has|been* verb=@dose_change_verbs back? to amt=%num u=@dose_units? freq=.* for owner=%name+ tail=.*",
		Emit:    Emit{Fn: emitDoseNote, Conf: 0.86},
		Doc:     "\"Lantus increased to 22 units for Mrs Pell, sugars still high\" → (mrs pell, lantus dose) = 22 units",
	},
	{
		ID: "note.dose-changed-by", Stage: "note", Priority: 52,
		Pattern: "who=.* has|have? #RB? verb=@dose_change_verbs owner=%name+ 's drug=.+ up|down|back? to amt=%num u=@dose_units? freq=.*",
		Emit:    Emit{Fn: emitDoseNote, Conf: 0.84},
		Doc:     "a prescriber or a note's writer changes the owner's dose: \"Anticoag clinic have increased Mrs Pell's warfarin to 2.5mg once daily\", \"Put Ada's bedtime Levemir up to 8u\" → (owner, <medicine> dose) = the dose",
	},
	{
		ID: "note.dose-started", Stage: "note", Priority: 52,
		Pattern: "owner=%name+ has|was|is? #RB? verb=started|restarted|commenced on? drug=.+ ,? amt=%num u=@dose_units? freq=.*",
		Emit:    Emit{Fn: emitDoseNote, Conf: 0.84},
		Doc:     "\"Mum started donepezil 5mg at night\", \"Mrs Pell restarted on warfarin, 2 mg OD\" → (owner, <medicine> dose) = the dose (a restart after a stopped medicine pairs with the stop)",
	},
	{
		ID: "note.dose-stopped-for", Stage: "note", Priority: 52,
		Pattern: "drug=.+ be=was|is|has|been* #RB? pre=tapered|weaned? and? verb=stopped|discontinued|ceased for owner=%name+ tail=.*",
		Emit:    Emit{Fn: emitDoseStop, Conf: 0.84},
		Doc:     "a medicine stopped for its owner: \"Warfarin stopped for Mrs Pell by the GP\", \"Sertraline tapered and stopped for Mr Ito\" → (owner, <medicine> dose) negated, no value: the dose in force ended (a key negation; stopped, discontinued, ceased: a suspended award is no medicine)",
	},
	{
		ID: "note.dose-stopped-owner", Stage: "note", Priority: 52,
		Pattern: "verb=stopped|discontinued|ceased owner=%name+ 's drug=.+ tail=.*",
		Emit:    Emit{Fn: emitDoseStop, Conf: 0.82},
		Doc:     "a shift note's \"Stopped Reuben's montelukast because of the nightmares\" → (reuben, montelukast dose) negated, no value",
	},
	// ---- a ranking: (holder, world ranking) = the place ----
	{
		ID: "rank.ranked-no", Stage: "role", Priority: 52,
		Pattern: "x=%name+ is|are|'s #RB? ranked? world? no.|number n=%num tail=.*",
		Emit:    Emit{Fn: emitRanking, Conf: 0.86},
		Doc:     "\"Ilse Marr is ranked world No. 9\", \"is No. 3 in the world\" → (ilse marr, world ranking) = 9; a qualifier names another list (\"in Boxing Monthly's pound-for-pound ranking\")",
	},
	{
		ID: "rank.moved-to", Stage: "role", Priority: 52,
		Pattern: "x=%name+ has|have? #RB? <climb|rise|slip|drop|fall|move|jump|return|tumble> up|down|back? to a? career-high|career-low? world? no.|number? n=. tail=.*",
		Emit:    Emit{Fn: emitRanking, Conf: 0.84},
		Doc:     "\"Ilse Marr has slipped to No. 11 in the world\", \"climbed to sixth in the world rankings\" → (ilse marr, world ranking) = 11",
	},
	{
		ID: "rank.ordinal-in-world", Stage: "role", Priority: 52,
		Pattern: "x=%name+ is|are|'s #RB? n=. in the world tail=.*",
		Emit:    Emit{Fn: emitRanking, Conf: 0.84},
		Doc:     "\"Niall Oke is seventh in the world golf rankings\" → (niall oke, world ranking) = 7",
	},
	{
		ID: "rank.lifted-to", Stage: "role", Priority: 52,
		Pattern: "cause=.+ has|have? #RB? verb=lifted|taken|sent|dropped|pushed|moved|lifts|takes|sends x=%name+ up|down|back? to a? career-high|career-low? world? no.|number? n=. tail=.*",
		Emit:    Emit{Fn: emitRanking, Conf: 0.82},
		Doc:     "\"Victory at the Vale Open has lifted Niall Oke to No. 2 in the world\" → (niall oke, world ranking) = 2",
	},
	{
		ID: "note.key-price", Stage: "note", Priority: 52,
		Pattern: "key=.+ : val=.+",
		Emit:    Emit{Fn: emitKeyPrice, Conf: 0.86},
		Doc:     "a product note whose value is money: \"Studio plan: $19/mo\", \"glaze add-on: €6 per kiln load\" → (studio plan, price), keyed like \"The Studio plan costs $19/mo\" and \"Studio plan price increased to $24/month\" (a key that names an amount itself — rent, fee, budget, ARR — stays the parser's)",
	},
	{
		ID: "note.verbless-amount", Stage: "note", Priority: 52,
		Pattern: "key=.+ now=now|still? dir=up|down|back? to=to? from=from? val=%num tail=.*",
		Emit:    Emit{Fn: emitVerblessAmount, Conf: 0.84},
		Doc:     "a verbless price or amount line: \"Tote bag price £12\", \"Grocery budget £520 a month\" → (tote bag, price), (grocery, budget), keyed like \"The tote bag price is £12\"; \"Oat milk now £1.85\", \"Sourdough up to £4.00\" → (oat milk, price), keyed like \"The oat milk costs £1.85\". A percentage of a rate (\"Service charge 12.5%\", \"Agent commission now 12%\") and a starting price (\"Wedding package from £6,500\") are read too. A bare \"Taxi £24\" (a spend, not a price) is not read",
	},
	{
		ID: "note.verbless-code", Stage: "note", Priority: 52,
		Pattern: "key=.+ head=code|codes|password|passcode|pin|combination|combo|ext|extension|channel|frequency|hours now=now? val=. tail=.*",
		Emit:    Emit{Fn: emitVerblessCode, Conf: 0.84},
		Doc:     "a verbless line giving a thing's code or hours: \"Gate 4 code 4417\", \"Guest wifi password Larch-88\", \"Stores ext 2210\", \"Ops desk channel 10\", \"Kelsby gatehouse hours 05:30-23:00\" → (gate 4, code) = 4417, keyed like \"The gate 4 code is 4417\" (the key one to four words, the value one token with a digit, then nothing or a comment after a comma or a dash)",
	},
	{
		ID: "note.verbless-measure", Stage: "note", Priority: 52,
		Pattern: "key=.+ now=now? val=%num unit=. tail=.*",
		Emit:    Emit{Fn: emitVerblessMeasure, Conf: 0.82},
		Doc:     "a verbless line giving a thing's measurement: \"Hollin Tor BP 42 t\", \"Quillon LOA 10.4 m\", \"Visitor pontoon max LOA 14 m\" → (hollin tor, bp) = 42 t, keyed like \"Hollin Tor BP: 42 t\" (the key one to five words of a noun phrase ending in a lowercase noun or an acronym, the value a number and a unit of mass, length, speed, power or volume, then nothing or a comment after a comma, a dash or a parenthesis)",
	},
	{
		ID: "note.verbless-time", Stage: "note", Priority: 52,
		Pattern: "pre=.* head=delivery|deliveries|collection|collections|pickup|drop|dispatch|cutoff|cut-off|opening|closing|standup|stand-up|briefing|run|check-in|check-out|checkin|checkout|breakfast|brunch|curfew|kick-off|kickoff|orders|reception|dinner|lunch|keynote|rehearsal|rehearsals|training|doors|load-in|registration now=now? prep=at|on? val=%num|time|name+ tail=.*",
		Emit:    Emit{Fn: emitVerblessTime, Conf: 0.84},
		Doc:     "a verbless line giving a recurring service's clock time or weekday: \"Parcel collection 4pm\", \"Aldwick veg delivery Mondays\" → (parcel collection, time) = 16:00, (aldwick veg delivery, date) = monday, keyed like \"The parcel collection is at 4pm\" (the key's head is a recurring service: delivery, collection, pickup, drop, dispatch, cutoff, opening, closing, stand-up, briefing, run; and a daily service time: check-in, check-out, breakfast, brunch, curfew, kick-off, last orders; a session of a named event: reception, dinner, lunch, keynote, rehearsal, training, doors, load-in, registration, when the key names the event: \"MDF day 1 drinks reception at 18:00\"). A one-off \"Dentist 3pm\" is not read",
	},
	{
		ID: "note.verbless-from", Stage: "note", Priority: 52,
		Pattern: "key=.+ now=now? coming|ordered|sourced|bought|purchased|delivered? from val=.+",
		Emit:    Emit{Fn: emitVerblessFrom, Conf: 0.84},
		Doc:     "a verbless supply line: \"Takeaway cups from Quillon\", \"Milk now from Pike's Farm, glass bottles\", \"Fish coming from Tidemark Seafood from Monday\" → (takeaway cups, origin) = quillon, keyed like \"Takeaway cups come from Quillon\"; also \"Oligos ordered from ...\", \"sourced from\", \"bought from\" (the key a common noun phrase, the source a name; what follows it a comment, \"now\", \"again\" or when it starts: \"Bread delivery from Brackenridge at 6am\" and \"Lost property from Tuesday's run\" are not read)",
	},
	{
		ID: "note.verbless-with", Stage: "note", Priority: 52,
		Pattern: "key=.+ now=now? with val=.+",
		Emit:    Emit{Fn: emitVerblessWith, Conf: 0.84},
		Doc:     "a verbless provider line: \"Farm insurance with Ledgeworth Mutual\", \"Broadband now with Fibrenet\" → keyed like \"The farm insurance is with Ledgeworth Mutual\" (the key's head a service held with one provider: insurance, cover, broadband, mortgage, pension, ...; \"Lunch with Dana\" is not read)",
	},
	{
		ID: "note.assigned-key", Stage: "note", Priority: 53,
		Pattern: "owner=.+ sep=-|–|—|:? assigned|allocated|designated attr=.+ : val=.+",
		Emit:    Emit{Fn: emitAssignedKey, Conf: 0.86},
		Doc:     "a record of what a unit is assigned: \"Van 21 assigned driver: Ottilie Brack\", \"Asset LT-042 - assigned user: Ysolde Marr\", \"Freezer B214 (-80): assigned group: Morrow lab\" → (van 21, driver) = ottilie brack, keyed like \"Van 21's driver is Ottilie Brack\" (the assigned driver is the driver; a parenthesis after the owner is no part of it)",
	},
	{
		ID: "note.card-on-file", Stage: "note", Priority: 53,
		Pattern: "card|cards on file for subj=.+ updated|changed|now? to|: val=.+ tail=.*",
		Emit:    Emit{Subject: "subj", Value: "val", Attr: "payment card", Card: CardFunctional, Conf: 0.86, Check: checkPaymentCard},
		Doc:     "\"Card on file for Cloudnest: Visa ending 7762\", \"Card on file for Cloudnest updated: Mastercard ending 0923\" → (cloudnest, payment card) = the card, keyed like \"Cloudnest is billed to the Visa ending 4417\"",
	},
	{
		ID: "note.billed-to-card", Stage: "note", Priority: 53,
		Pattern: "subj=.+ is|are|now|'s* verb=billed|charged|paid|paying|charging|swapped|switched|changed|moved|updated to|with|on the|a? val=.+ tail=.*",
		Emit:    Emit{Subject: "subj", Value: "val", Attr: "payment card", Card: CardFunctional, Conf: 0.86, Check: checkPaymentCard},
		Doc:     "\"Cloudnest is billed to the Visa ending 4417\", \"Streamwell now charged to the Mastercard ending 6630\", \"Cloudnest payment card swapped to the Amex ...1150\" → (cloudnest, payment card) = the card (the value names a card: a brand, \"ending\" and digits)",
	},
	{
		ID: "note.possessed-indefinite", Stage: "note", Priority: 52,
		Pattern: "owner=%name|np+ 's attr=.+ be=is|was|remains now? art=a|an val=.+",
		Emit:    Emit{Fn: emitPossessedIndefinite, Conf: 0.84},
		Doc:     "a possessed attribute with an indefinite value: \"Isaure's usual lunch order is a falafel wrap\" → (isaure, usual lunch order) = falafel wrap, keyed like \"Isaure's usual lunch order is falafel wrap\", not a class membership (an entity — a person, pet, car, house — is described instead: \"Isaure's sister is a nurse\" stays the parser's)",
	},
	{
		ID: "state.cancelled", Stage: "state", Priority: 52,
		Pattern: "obj=.+ be=was|is|got|has|have|been|were|are+ #RB? verb=cancelled|canceled|scrapped|axed|shelved|discontinued tail=.*",
		Emit:    Emit{Fn: emitCancelled, Conf: 0.84},
		Doc:     "\"The Tuesday tasting was cancelled for good\" → (tuesday tasting, status) = cancelled: the past of a cancellation is the current state, and a trailing \"for good\" or occasion is no value",
	},
	{
		ID: "state.cancelled-bare", Stage: "state", Priority: 52,
		Pattern: "obj=.+ verb=cancelled|canceled|scrapped|axed|shelved|discontinued|withdrawn tail=.*",
		Emit:    Emit{Fn: emitCancelled, Conf: 0.82},
		Doc:     "a record's verbless cancellation \"Quillpad Pro cancelled, nobody was using it\", \"Kasia's Munich shuttle cancelled\" → (quillpad pro, status) = cancelled, like \"... was cancelled\"; another statement may follow a comma; an active \"Kim cancelled the booking\" is no state",
	},
	{
		ID: "state.in-stock", Stage: "state", Priority: 52,
		Pattern: "obj=.+ be=is|are|'s? #RB? back? in stock tail=.*",
		Emit:    Emit{Fn: emitStockState, Conf: 0.82},
		Doc:     "\"Duck eggs back in stock, the ducks are laying again\", \"Tote bags in stock\" → (duck eggs, status) = stocked, keyed like \"Duck eggs are stocked again\" and against \"Duck eggs are no longer stocked\"",
	},
	{
		ID: "state.bare-phrase", Stage: "state", Priority: 52,
		Pattern: "obj=.+ adv=back|now|still|again? state=in-progress|on-hold|in-review|under-review|in-force|in-place|in-service|out-of-service|in-print|out-of-print tail=.*",
		Emit:    Emit{Fn: emitBarePhrase, Conf: 0.84},
		Doc:     "a record's verbless state \"Ticket 4519 on hold, waiting for part\", \"Anti-bribery policy v2 in force\" → keyed like \"Ticket 4519 is on hold\" (what follows a comma, a dash or a parenthesis is another statement)",
	},
	{
		ID: "state.no-longer-on", Stage: "state", Priority: 52,
		Pattern: "obj=.+ no longer prep=on|in|at val=.+",
		Emit:    Emit{Fn: emitOnRota, Conf: 0.82},
		Doc:     "a record's verbless \"Marisol no longer on the Sunday lunch rota\" → keyed like \"Marisol is no longer on the Sunday lunch rota\" (the place denied); a named subject only",
	},
	{
		ID: "state.off", Stage: "state", Priority: 52,
		Pattern: "obj=.+ be=is|are|'s|was|were? now=now? v=taken|come|came|gone|been? off val=.+",
		Emit:    Emit{Fn: emitOff, Conf: 0.82},
		Doc:     "\"off\" a rota, a list, a regime or an account denies being on it: \"Sunniva Holt is off the P&V account\", \"Van 6 taken off the road\", \"Fable off box rest\" → keyed like \"X is no longer on Y\" (a name alone as the subject: \"Lucy's mare\", \"Crab linguine\" are not read; what follows a comma, \"now\" or a reason is another statement; \"off on leave\", \"off at 11pm\", \"the trip is off\" are not read)",
	},
	{
		ID: "relation.provider-by", Stage: "relation", Priority: 52,
		Pattern: "obj=.+ be=is|are|'s? now=now|currently|still? being=being? v=done|handled|supplied|serviced|covered|provided|prepared|cleaned|inspected|delivered|carried|looked|audited prt=out|after? now2=now? by agent=.+",
		Emit:    Emit{Fn: emitProviderBy, Conf: 0.84},
		Doc:     "who does, supplies or services a thing is its provider: \"Fenwick Loom's accounts are now done by Pike & Arden\", \"Larkspur Court communal boiler serviced by HeatRight\", \"Pool-car sheet is now looked after by Dmitri Aldous\", \"Forklift maintenance now carried out by Strathmere Fleet\" → (x, provider) = the agent, one at a time, keyed like \"The provider of X is Y\" (the agent a name; what follows a comma, \"now\", \"since\", \"from\" is another statement; \"was done by\" is a past event, not read; \"operated by\" and \"maintained by\" keep their lexicon relations)",
	},
	{
		ID: "state.back-on", Stage: "state", Priority: 52,
		Pattern: "obj=.+ back prep=on|in|at val=.+",
		Emit:    Emit{Fn: emitOnRota, Conf: 0.82},
		Doc:     "a record's verbless \"Marisol Quaintance back on the Sunday lunch rota from June\" → keyed like \"Marisol Quaintance is on the Sunday lunch rota\" (a re-affirmation after \"no longer on\"); a named subject only",
	},
	{
		ID: "state.no-longer-bare", Stage: "state", Priority: 52,
		Pattern: "obj=.+ no longer verb=#VBN|VBD tail=.*",
		Emit:    Emit{Fn: emitStockState, Conf: 0.82},
		Doc:     "a record's verbless \"Duck eggs no longer stocked\", \"Rental car no longer needed for Porto\" → keyed like \"Duck eggs are no longer stocked\" (the state denied)",
	},
	{
		ID: "state.back-on-calendar", Stage: "state", Priority: 52,
		Pattern: "obj=.+ is|are|'s back on the|our? cal=calendar|schedule|agenda|rota|roster|books tail=.*",
		Emit:    Emit{Fn: emitCancelled, Conf: 0.82},
		Doc:     "\"The Tuesday tasting is back on the calendar\" → (tuesday tasting, status) = on, the re-affirmation after a cancellation",
	},
	{
		ID: "note.key-verb-tagged", Stage: "note", Priority: 52,
		Pattern: "key=.+ : val=.+",
		Emit:    Emit{Fn: emitKeyVerbTagged, Conf: 0.84},
		Doc:     "a lowercase note whose first key word the tagger reads as a verb (\"backups bucket region: us-east-1\", \"builds cache: warm\") is keyed like the sentence \"The backups bucket region is us-east-1\"",
	},
	// ---- a person's mentor, tutor, supervisor ----
	{
		ID: "role.mentors-person", Stage: "role", Priority: 52,
		Pattern: "holder=%name+ #RB? verb=@person_role_verbs desc=.* person=%name+",
		Emit:    Emit{Fn: emitMentorsPerson, Conf: 0.84},
		Doc:     "\"Odile mentors the new apprentice Tamsin\" → (tamsin, mentor) = odile, keyed like \"Tamsin's mentor is Odile\" (lex/person_role_verbs.tsv; present tense, one person)",
	},
}

// notesSeg is one piece of a restated sentence: a capture of the clause or
// literal text.
type notesSeg struct {
	text string
	cap  string // capture name, or "" for literal text
}

// restateSegs parses the sentence the segments spell with the clause parser
// and maps the unit's spans back into the clause: a span inside a captured
// piece maps to that piece; one on literal text maps to an empty span at
// anchor (the value, when the value is a literal word, maps to valueAt).
func (e *Extractor) restateSegs(m *ruleMatch, segs []notesSeg, anchor string, valueAt string) (Unit, string) {
	var b strings.Builder
	var ps []placedPiece
	for _, s := range segs {
		p := placedPiece{text: s.text, from: -1, at: b.Len()}
		if s.cap != "" {
			sp := m.span(s.cap)
			if sp.Surface == "" {
				return Unit{}, "empty " + s.cap
			}
			p.text, p.from = sp.Surface, sp.Start
		}
		b.WriteString(p.text)
		ps = append(ps, p)
	}
	synth := b.String()
	toks := e.tokens(synth)
	r, why := parseClauseNamed(synth, toks, "", false, false)
	if why != "" {
		return Unit{}, "restated clause: " + string(why)
	}
	su := buildUnit(synth, toks, r)
	an := m.span(anchor).Start
	mapSpan := func(sp Span, lit Span) (Span, bool) { return mapPlacedSpan(m.text, ps, sp, an, lit) }
	var lit Span
	if valueAt != "" {
		lit = m.span(valueAt)
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID + "+" + su.Form, Negated: su.Negated, Scope: su.Scope, Cardinality: su.Cardinality}
	var ok1, ok2, ok3 bool
	u.Subject, ok1 = mapSpan(su.Subject, Span{})
	u.Attribute, ok2 = mapSpan(su.Attribute, Span{})
	u.Value, ok3 = mapSpan(su.Value, lit)
	if !ok1 || !ok2 || !ok3 {
		return Unit{}, "restated spans do not map back"
	}
	if u.Subject.Canon == "" || u.Attribute.Canon == "" || u.Value.Canon == "" {
		return Unit{}, "empty slot"
	}
	u.Confidence = m.rule.Emit.Conf * su.Confidence / 0.9
	if u.Confidence >= 0.95 {
		u.Confidence = 0.95
	}
	return u, ""
}

// placedPiece is one piece of a restated sentence: its text, its offset in
// the clause (-1 for literal text) and its offset in the restated sentence.
type placedPiece struct {
	text     string
	from, at int
}

// mapPlacedSpan maps a span of a restated sentence built from pieces ps back
// into the clause text: a span inside a captured piece maps to its words in
// the clause; one inside literal text maps to lit when lit has words, else
// to an empty span at anchor; an empty span maps to anchor; a span across a
// literal and a piece maps to the part in the clause. It reports false for a
// span it cannot place.
func mapPlacedSpan(text string, ps []placedPiece, sp Span, anchor int, lit Span) (Span, bool) {
	if sp.Start == sp.End {
		return Span{Start: anchor, End: anchor, Canon: sp.Canon}, true
	}
	for _, p := range ps {
		if sp.Start >= p.at && sp.End <= p.at+len(p.text) {
			if p.from < 0 {
				if lit.Surface != "" {
					return Span{Surface: lit.Surface, Start: lit.Start, End: lit.End, Canon: sp.Canon}, true
				}
				return Span{Start: anchor, End: anchor, Canon: sp.Canon}, true
			}
			a, z := p.from+sp.Start-p.at, p.from+sp.End-p.at
			return Span{Surface: text[a:z], Start: a, End: z, Canon: sp.Canon}, true
		}
	}
	// a span across a literal and a piece ("User's dentist"): the part in
	// the clause
	for _, p := range ps {
		if p.from >= 0 && sp.End > p.at && sp.End <= p.at+len(p.text) && sp.Start < p.at {
			a, z := p.from, p.from+sp.End-p.at
			return Span{Surface: text[a:z], Start: a, End: z, Canon: sp.Canon}, true
		}
	}
	// a span from a piece into a literal ("rent" + " due date"): the part in
	// the clause
	for _, p := range ps {
		if p.from >= 0 && sp.Start >= p.at && sp.Start < p.at+len(p.text) && sp.End > p.at+len(p.text) {
			a, z := p.from+sp.Start-p.at, p.from+len(p.text)
			return Span{Surface: text[a:z], Start: a, End: z, Canon: sp.Canon}, true
		}
	}
	return Span{}, false
}

// adjunctStart reports a token that starts a time or occasion adjunct
// trailing a value ("in June", "at the end of the month", "after the sale",
// "for good", "again"), which a notes rule cuts from the value.
func adjunctStart(m *ruleMatch, k int) bool {
	t := &m.toks[k]
	switch t.low {
	case "in", "on", "at", "after", "before", "during", "following", "since", "last", "this", "earlier", "yesterday", "today", "recently", "again", "back", "when", "once", "because", "as", "due", "until", "starting", "effective", "now", "anymore":
		return true
	case "for":
		if k+1 < len(m.toks) && (m.toks[k+1].low == "good" || m.toks[k+1].low == "now") {
			return true
		}
		if k+2 < len(m.toks) && m.toks[k+1].low == "the" && (m.toks[k+2].low == "new" || m.toks[k+2].low == "next" || m.toks[k+2].low == "upcoming") {
			return true // "for the new season of the baking show": a purpose
		}
		// "for the database upgrade": an occasion (lex/occasion_nouns.tsv);
		// "for the EMEA queue" is a scope, not cut
		if k+2 < len(m.toks) && m.toks[k+1].low == "the" {
			for j := k + 2; j < len(m.toks) && j <= k+4; j++ {
				if _, ok := lexLookup("occasion_nouns", m.toks[j].lemma); ok {
					return true
				}
				if _, ok := lexLookup("occasion_nouns", m.toks[j].low); ok {
					return true
				}
			}
		}
		return false
	}
	return t.chunk == "time" || t.chunk == "punct"
}

// cutAdjunct splits the tokens of g into a value and a trailing adjunct
// (the first adjunct word after the value's first token starts it).
func cutAdjunct(m *ruleMatch, g rng) (val, adj rng) {
	for k := g.i + 1; k < g.j; k++ {
		if adjunctStart(m, k) {
			return rng{g.i, k}, rng{k, g.j}
		}
	}
	return g, rng{g.j, g.j}
}

// subjectOrUser is the subject segment: the captured subject, or "User"
// for a subject-less note ("Cancelled the gym membership").
func subjectOrUser(m *ruleMatch, name string) (notesSeg, string) {
	g, ok := m.caps[name]
	if !ok || g.empty() {
		v := m.first("verb")
		if v == nil || v.tag != "VBD" && v.tag != "VBN" && !strings.HasSuffix(v.low, "ed") {
			return notesSeg{}, "subject-less present or imperative"
		}
		return notesSeg{text: "User"}, ""
	}
	if g.j-g.i > 5 {
		return notesSeg{}, "subject too long"
	}
	if pronounStart(&m.toks[g.i]) {
		return notesSeg{}, "subject is a pronoun"
	}
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" || preps[t.low] || t.low == "," || t.low == "and" {
			return notesSeg{}, "subject has a verb, preposition or list"
		}
	}
	return notesSeg{cap: name}, ""
}

// emitSubscription keys a subscription or membership — had, cancelled,
// resumed — like "<subject> subscribes to <item>"; cancelling, ending or
// no longer paying negates it.
func emitSubscription(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	v := m.first("verb")
	if v.tag == "VBG" {
		return Unit{}, "progressive"
	}
	subj, why := subjectOrUser(m, "subj")
	if why != "" {
		return Unit{}, why
	}
	item := "item"
	tail := m.caps["tail"]
	again := false
	if kind, ok := m.caps["kind"]; ok {
		// "...membership at Boulder Barn": the provider is the value
		if !tail.empty() && (m.toks[tail.i].low == "to" || m.toks[tail.i].low == "at" || m.toks[tail.i].low == "with") {
			if tail.j-tail.i < 2 {
				return Unit{}, "no provider after the preposition"
			}
			org, adj := cutAdjunct(m, rng{tail.i + 1, tail.j})
			m.caps["org"], item, tail = org, "org", adj
		} else if m.caps["item"].empty() {
			return Unit{}, "no item before " + m.toks[kind.i].low
		}
	} else {
		val, adj := cutAdjunct(m, tail)
		m.caps["item"], tail = val, adj
	}
	for k := tail.i; k < tail.j; k++ {
		if m.toks[k].low == "again" || m.toks[k].low == "back" {
			again = true
		}
	}
	if !tail.empty() && !adjunctStart(m, tail.i) {
		return Unit{}, "trailing words are not a time or occasion (" + m.toks[tail.i].low + ")"
	}
	_ = again
	g := m.caps[item]
	if g.empty() || g.j-g.i > 7 {
		return Unit{}, "item empty or too long"
	}
	for k := g.i; k < g.j; k++ {
		t := &m.toks[k]
		if t.chunk == "vg" && t.chunk != "name" || preps[t.low] && t.chunk != "name" || t.low == "," || t.low == "and" || t.low == "or" || t.chunk == "num" || possessivePronouns[t.low] {
			return Unit{}, "item has a clause word, a number or an owner (" + t.low + ")"
		}
	}
	if f := &m.toks[g.i]; f.low == "a" || f.low == "an" || f.low == "new" || f.low == "another" {
		return Unit{}, "item is indefinite"
	}
	neg := false
	switch m.rule.ID {
	case "neg.stopped-paying":
		neg = true
	}
	segs := []notesSeg{subj, {text: " subscribes to "}, {cap: item}}
	u, why := e.restateSegs(m, segs, item, "")
	if why != "" {
		return Unit{}, why
	}
	if u.Attribute.Canon != "subscribe to" {
		return Unit{}, "restated clause is no subscription (" + u.Attribute.Canon + ")"
	}
	if u.Negated {
		return Unit{}, "a negated restatement"
	}
	u.Negated = neg
	return u, ""
}

// emitSwitch keys a switch or state note like "The <thing> is <state>".
func emitSwitch(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + "): the parser reads it"
	}
	if g, ok := m.caps["be"]; ok && !g.empty() && m.caps["tail"].empty() && m.rule.ID != "state.ended" {
		return Unit{}, "a plain copula state: the parser reads it"
	}
	if m.rule.ID == "state.switch-adjunct" && tailOnly(m, "tail") {
		return Unit{}, "no trailing words: change.toggle and change.toggle-passive read it"
	}
	v := m.first("verb")
	if v != nil && (v.tag == "VBG" || v.tag == "NNS") {
		return Unit{}, "progressive"
	}
	if g, ok := m.caps["agent"]; ok && g.empty() && v != nil && v.tag != "VBD" && v.tag != "VBN" && !strings.HasSuffix(v.low, "ed") {
		return Unit{}, "subject-less present or imperative"
	}
	if w := stateObject(m, "obj"); w != "" {
		return Unit{}, w
	}
	if f := m.first("obj"); f.chunk == "name" && m.caps["obj"].j-m.caps["obj"].i == 1 && !strings.ContainsAny(f.text, "_-0123456789") {
		return Unit{}, "a name alone is not a switch"
	}
	state, at := "", "state"
	st := m.first("state")
	if v != nil {
		d, _ := lexLookup("toggle_verbs", v.low)
		switch {
		case m.rule.ID == "state.ended":
			state, at = "off", "verb"
		case d == "-" || d == "":
			if st == nil {
				return Unit{}, "no on/off state"
			}
			state = st.low
		case st != nil:
			return Unit{}, "a particle after a state verb"
		default:
			state, at = d, "verb"
		}
	} else {
		state = stateWords[st.low]
	}
	if state == "" {
		return Unit{}, "no state"
	}
	if w := stateTail(m); w != "" {
		return Unit{}, w
	}
	segs := withThe(m, "obj", []notesSeg{{cap: "obj"}, {text: " is " + state}})
	u, why := e.restateRequire(m, segs, at, at, "status", "restated clause is no state")
	if why != "" {
		return Unit{}, why
	}
	if m.rule.ID == "state.ended" {
		u.Value.Canon = "ended"
	}
	u.Cardinality = CardFunctional
	return u, ""
}

// stateTail checks the words after a state: a time or occasion, or an
// audience of everyone ("for all staff", "for 100% of users"); a restricted
// audience ("for EU customers") is a scope the note does not name as one.
func stateTail(m *ruleMatch) string {
	g, ok := m.caps["tail"]
	if !ok || g.empty() {
		if m.rule.ID == "state.key-universal" {
			return "no audience"
		}
		return ""
	}
	f := &m.toks[g.i]
	if f.low == "for" && g.j-g.i >= 2 {
		switch n := m.toks[g.i+1].low; n {
		case "all", "everyone", "everybody", "100%", "every":
			return ""
		}
	}
	if m.rule.ID == "state.key-universal" {
		return "not an audience of everyone"
	}
	for k := g.i; k < g.j && scopePreps[f.low]; k++ {
		// "enabled in production", "off on weekends": a scope the parser keys
		if scopeNouns[m.toks[k].lemma] || scopeNouns[m.toks[k].low] {
			return "a scope qualifier (" + m.toks[k].low + "): the parser reads it"
		}
	}
	if be, ok := m.caps["be"]; ok && !be.empty() && (f.low == "in" || f.low == "on" || f.low == "at") {
		return "a copula state with a prepositional phrase: the parser reads it"
	}
	if adjunctStart(m, g.i) || f.low == "without" || f.low == "with" {
		return ""
	}
	return "trailing words are not a time, occasion or everyone (" + f.low + ")"
}

// stateObject checks the thing a state note is about: a short definite or
// bare noun phrase, not a pronoun, with no clause inside ("the team said
// the lights are"); an identifier the tagger reads as a verb ("quick_pay/VB")
// is a name.
func stateObject(m *ruleMatch, name string) string {
	g := m.caps[name]
	if g.empty() || g.j-g.i > 5 {
		return name + " empty or too long"
	}
	f := &m.toks[g.i]
	if pronounStart(f) && f.low != "our" && f.low != "its" && f.low != "their" && f.low != "my" {
		return name + " is a pronoun"
	}
	if f.low == "a" || f.low == "an" || f.chunk == "vg" && f.tag != "NN" && f.tag != "NNP" && !strings.ContainsAny(f.text, "_-0123456789") {
		return name + " is indefinite or a verb"
	}
	for k := g.i; k < g.j; k++ {
		t := &m.toks[k]
		if t.low == "'s" && k > g.i && k+1 < g.j && m.rule.ID == "state.cancelled-bare" {
			continue // "Dev's upgrade request withdrawn": a possessive the tagger read as "is"
		}
		if t.tag == "VBZ" && k == g.j-1 && k > g.i && isLowerWord(t.text) && strings.HasSuffix(t.low, "s") && !beForms[t.low] && !t.is(wHave) && t.low != "does" && bareStateRules[m.rule.ID] {
			continue // "Duck eggs no longer stocked": a plural noun the tagger read as a verb
		}
		if valueCutters[t.low] || beForms[t.low] || t.low == "," || t.low == "and" || t.low == "or" || t.low == "from" || t.low == "to" || t.low == ":" || t.tag == "MD" {
			return name + " has a clause word (" + t.low + ")"
		}
		if t.chunk == "vg" && t.tag != "NN" && t.tag != "NNS" && t.tag != "NNP" && !strings.ContainsAny(t.text, "_-0123456789") {
			if t.tag == "VBG" && k+1 < g.j && strings.HasPrefix(m.toks[k+1].tag, "NN") {
				continue // a gerund modifier: "the recycling truck"
			}
			return name + " has a verb (" + t.low + ")"
		}
	}
	return ""
}

// negWord returns a negation word of the clause ("not", "never", "no
// longer"), or "": the notes rules restate affirmative clauses only.
func negWord(m *ruleMatch) string {
	toks := m.toks
	if t := m.caps["tail"]; m.rule.ID == "state.cancelled-bare" && !t.empty() && (toks[t.i].text == "," || toks[t.i].text == ";") {
		toks = toks[:t.i] // "discontinued, not reordering": the second statement agrees
	}
	for _, t := range toks {
		switch t.low {
		case "not", "n't", "never", "no", "longer", "neither", "nor", "without":
			if t.low == "without" && m.rule.ID == "state.ended" {
				continue
			}
			return t.low
		}
	}
	return ""
}

// tailOnly reports a capture that is empty or only time chunks and
// "again"/"back" (what the change.toggle rules already allow).
func tailOnly(m *ruleMatch, name string) bool {
	g := m.caps[name]
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk != "time" && t.low != "again" && t.low != "back" {
			return false
		}
	}
	return true
}

// emitSchedule keys a recurring event's frequency: (event, schedule) =
// the canonical period.
func emitSchedule(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	if v := m.first("verb"); v != nil {
		if v.tag == "VBG" || v.tag == "VBD" && m.caps["be"].empty() && v.low != "held" && v.low != "scheduled" {
			return Unit{}, "progressive or past"
		}
		if l := v.lemma; (l == "take" || v.low == "takes") != !m.caps["pl"].empty() {
			return Unit{}, "\"take\" only as \"takes place\""
		}
		if (v.low == "held" || v.low == "scheduled") && m.caps["be"].empty() {
			return Unit{}, "a participle without a copula"
		}
		if w := stateObject(m, "subj"); w != "" {
			return Unit{}, w
		}
	} else if w := noteKey(m, "subj"); w != "" {
		return Unit{}, w
	}
	// the period runs from per to the first preposition or the end; a
	// scope after it ("on weekdays") or a list is not read here
	p, r := m.caps["per"], m.caps["rest"]
	end := r.j
	for k := r.i; k < r.j; k++ {
		t := &m.toks[k]
		if t.low == "and" || t.low == "or" || t.low == "," {
			return Unit{}, "a list of periods"
		}
		if preps[t.low] || t.chunk == "punct" {
			end = k
			break
		}
	}
	for k := end; k < r.j; k++ {
		if t := &m.toks[k]; scopeNouns[t.lemma] || scopeNouns[t.low] {
			return Unit{}, "a scope after the period (" + t.low + ")"
		}
	}
	var words []string
	for k := p.i; k < end; k++ {
		words = append(words, m.toks[k].low)
	}
	canon, ok := scheduleCanon(words)
	if !ok {
		return Unit{}, "not a period (" + strings.Join(words, " ") + ")"
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: m.rule.Emit.Conf}
	u.Subject = m.span("subj")
	u.Subject.Canon = subjectCanon(m.words("subj"))
	st, en := m.toks[p.i].start, m.toks[end-1].end
	u.Value = Span{Surface: m.text[st:en], Start: st, End: en, Canon: canon}
	u.Attribute = Span{Start: st, End: st, Canon: "schedule"}
	if u.Subject.Canon == "" {
		return Unit{}, "empty subject"
	}
	return u, ""
}

// scheduleUnits are the periods a frequency counts in, with their length in
// days where one converts to another (days to weeks).
var scheduleUnits = map[string]string{
	"minute": "minute", "minutes": "minute", "min": "minute", "mins": "minute",
	"hour": "hour", "hours": "hour", "hr": "hour", "hrs": "hour",
	"day": "day", "days": "day", "week": "week", "weeks": "week", "wk": "week", "wks": "week",
	"month": "month", "months": "month", "quarter": "quarter", "quarters": "quarter",
	"year": "year", "years": "year", "sprint": "sprint", "sprints": "sprint",
	"weekday": "weekday", "weekdays": "weekday", "weekend": "weekend", "weekends": "weekend",
	"morning": "morning", "mornings": "morning", "evening": "evening", "evenings": "evening", "night": "night", "nights": "night",
	"monday": "monday", "tuesday": "tuesday", "wednesday": "wednesday", "thursday": "thursday", "friday": "friday", "saturday": "saturday", "sunday": "sunday",
	"mondays": "monday", "tuesdays": "tuesday", "wednesdays": "wednesday", "thursdays": "thursday", "fridays": "friday", "saturdays": "saturday", "sundays": "sunday",
}

// scheduleAdverbs are one-word frequencies: every <n> <unit>.
var scheduleAdverbs = map[string]string{
	"daily": "every 1 day", "nightly": "every 1 night", "weekly": "every 1 week", "biweekly": "every 2 week", "fortnightly": "every 2 week",
	"monthly": "every 1 month", "quarterly": "every 1 quarter", "yearly": "every 1 year", "annually": "every 1 year", "hourly": "every 1 hour",
}

var scheduleNumbers = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "other": 2, "second": 2, "third": 3}

// scheduleCanon writes a frequency one way: "weekly" = "once a week" =
// "every week" = "every 7 days" = "every 1 week"; "every other week" =
// "fortnightly" = "every 2 week"; "twice a month" = "2 per month";
// "every Thursday" = "every thursday".
func scheduleCanon(w []string) (string, bool) {
	if len(w) == 1 {
		c, ok := scheduleAdverbs[w[0]]
		return c, ok
	}
	if len(w) < 2 {
		return "", false
	}
	times := map[string]int{"once": 1, "twice": 2, "thrice": 3}
	if n, ok := times[w[0]]; ok {
		// once/twice a|per|every <unit>
		if len(w) != 3 || w[1] != "a" && w[1] != "per" && w[1] != "every" && w[1] != "each" {
			return "", false
		}
		u, ok := scheduleUnits[w[2]]
		if !ok {
			return "", false
		}
		if n == 1 {
			return "every 1 " + u, true
		}
		return fmt.Sprintf("%d per %s", n, u), true
	}
	if w[0] != "every" && w[0] != "each" {
		return "", false
	}
	n, rest := 1, w[1:]
	if len(rest) == 1 {
		// "every 12h", "every 30min": a number glued to a unit
		d := 0
		for d < len(rest[0]) && rest[0][d] >= '0' && rest[0][d] <= '9' {
			d++
		}
		if d > 0 && d < len(rest[0]) {
			short := map[string]string{"h": "hour", "hr": "hour", "hrs": "hour", "m": "minute", "min": "minute", "mins": "minute", "d": "day", "w": "week", "wk": "week", "wks": "week"}
			if u, ok := short[rest[0][d:]]; ok {
				rest = []string{rest[0][:d], u}
			}
		}
	}
	if len(rest) == 2 {
		if k, ok := scheduleNumbers[rest[0]]; ok {
			n = k
		} else if k, err := strconv.Atoi(rest[0]); err == nil && k > 0 && k < 1000 {
			n = k
		} else {
			return "", false
		}
		rest = rest[1:]
	}
	if len(rest) != 1 {
		return "", false
	}
	u, ok := scheduleUnits[rest[0]]
	if !ok {
		return "", false
	}
	if u == "day" && n%7 == 0 {
		n, u = n/7, "week"
	}
	return fmt.Sprintf("every %d %s", n, u), true
}

// emitVerblessDue keys "<key> [now] due [on|by] <date>[, ...]"
// (note.verbless-due) like the note "<key> due: <date>".
func emitVerblessDue(e *Extractor, m *ruleMatch) (Unit, string) {
	if !m.caps["tail"].empty() {
		// the date runs to its end (the capture is lazy)
		extendCapture(m, "val", func(k int) bool { return m.toks[k].chunk == "time" && !isPunct(m.toks[k].tok) })
	}
	if t := m.caps["tail"]; !t.empty() && m.toks[t.i].text != "," && m.toks[t.i].text != ";" {
		return Unit{}, "more than a date after \"due\""
	}
	g := m.caps["key"]
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" && !strings.HasPrefix(t.tag, "NN") {
			return Unit{}, "the key has a verb (" + t.low + ")"
		}
	}
	return emitKeyQualifier(e, m)
}

// emitKeyQualifier keys a note whose key carries a transient qualifier or
// "due" like the plain note: "X latest: V" as "X: V", "X due: V" as "X due
// date: V".
func emitKeyQualifier(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := noteKey(m, "key"); w != "" {
		return Unit{}, w
	}
	if w := shortValue(m, "val"); w != "" {
		return Unit{}, w
	}
	segs := []notesSeg{{cap: "key"}, {text: ": "}, {cap: "val"}}
	if m.rule.ID == "note.key-due" || m.rule.ID == "note.verbless-due" {
		segs = []notesSeg{{cap: "key"}, {text: " due date: "}, {cap: "val"}}
	}
	u, why := e.restateSegs(m, segs, "val", "")
	if why != "" {
		return Unit{}, why
	}
	if u.Negated || !strings.HasSuffix(u.Form, "keyvalue") {
		return Unit{}, "the plain note is no key: value (" + u.Form + ")"
	}
	return u, ""
}

// noteKey checks a note's key: a short noun phrase without a verb.
func noteKey(m *ruleMatch, name string) string {
	g := m.caps[name]
	if g.empty() || g.j-g.i > 5 {
		return name + " empty or too long"
	}
	for k := g.i; k < g.j; k++ {
		t := &m.toks[k]
		if t.low == ":" || t.low == "," || valueCutters[t.low] || beForms[t.low] || t.tag == "MD" {
			return name + " has a clause word (" + t.low + ")"
		}
	}
	if pronounStart(&m.toks[g.i]) {
		return name + " is a pronoun"
	}
	return ""
}

// emitAddedTotal keys a running total: "<owner> added N <noun> (to X), now
// M" as the note "<X or owner> <noun>: M".
func emitAddedTotal(e *Extractor, m *ruleMatch) (Unit, string) {
	v := m.first("verb")
	if g := m.caps["agent"]; g.empty() && v.tag != "VBD" && v.tag != "VBN" && !strings.HasSuffix(v.low, "ed") && v.low != "bought" {
		return Unit{}, "subject-less present or imperative"
	}
	g := m.caps["noun"]
	// the noun, then optionally to/from/on/in the owner, then ","
	end := g.j
	if end > g.i && m.toks[end-1].low == "," {
		end--
	}
	noun, owner := rng{g.i, end}, rng{}
	for k := g.i; k < end; k++ {
		if l := m.toks[k].low; l == "to" || l == "from" || l == "on" || l == "in" || l == "at" {
			noun, owner = rng{g.i, k}, rng{k + 1, end}
			break
		}
	}
	if noun.empty() || noun.j-noun.i > 3 {
		return Unit{}, "noun empty or too long"
	}
	for k := noun.i; k < noun.j; k++ {
		if t := &m.toks[k]; !strings.HasPrefix(t.tag, "NN") && t.tag != "JJ" {
			return Unit{}, "not a count noun (" + t.low + ")"
		}
	}
	if !strings.HasPrefix(m.toks[noun.j-1].tag, "NNS") && !strings.HasSuffix(m.toks[noun.j-1].low, "s") {
		return Unit{}, "a count of a plural noun"
	}
	if owner.empty() {
		owner = m.caps["agent"]
		if owner.empty() {
			return Unit{}, "no owner of the total"
		}
		if w := nameLike(m, "agent"); w != "" {
			return Unit{}, "the agent who added is no named owner (" + w + ")"
		}
	}
	if owner.i < owner.j && (m.toks[owner.i].low == "the" || m.toks[owner.i].low == "our") {
		owner.i++
	}
	if owner.empty() || owner.j-owner.i > 4 {
		return Unit{}, "owner empty or too long"
	}
	for k := owner.i; k < owner.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" && !strings.HasPrefix(t.tag, "NN") || t.low == "," || t.low == "and" {
			return Unit{}, "owner has a clause word"
		}
	}
	m.caps["owner"], m.caps["cnoun"] = owner, noun
	u, why := e.restateSegs(m, []notesSeg{{cap: "owner"}, {text: " "}, {cap: "cnoun"}, {text: ": "}, {cap: "tot"}}, "tot", "")
	if why != "" {
		return Unit{}, why
	}
	if u.Negated || !strings.HasSuffix(u.Form, "keyvalue") {
		return Unit{}, "the plain note is no key: value (" + u.Form + ")"
	}
	u.Cardinality = CardFunctional
	return u, ""
}

// emitTier keys a move between named tiers like the note "X tier: V".
func emitTier(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	if w := fromOld(m); w != "" {
		return Unit{}, w
	}
	if o := m.caps["old"]; !o.empty() {
		if _, ok := lexLookup("tier_names", m.toks[o.i].low); !ok || o.j-o.i > 2 {
			return Unit{}, "the old value is no tier"
		}
	}
	if v := m.first("verb"); v != nil && v.tag == "VBG" {
		return Unit{}, "progressive"
	}
	if w := nameLike(m, "subj"); w != "" {
		return Unit{}, w
	}
	if g := m.caps["subj"]; g.j-g.i == 1 {
		switch m.toks[g.i].low {
		case "plan", "tier", "level", "package", "subscription", "support", "account", "status", "edition", "license", "licence":
			return Unit{}, "the key names the tier itself, not an account"
		}
	}
	// the tier is the last word, or followed by tier/plan/level/support
	if t := m.caps["tail"]; !t.empty() {
		switch m.toks[t.i].low {
		case "tier", "plan", "level", "status", "support":
			if t.j-t.i > 1 && !adjunctStart(m, t.i+1) {
				return Unit{}, "trailing words after the tier"
			}
		default:
			if !adjunctStart(m, t.i) {
				return Unit{}, "trailing words after the tier"
			}
		}
	}
	u, why := e.restateRequire(m, []notesSeg{{cap: "subj"}, {text: " tier: "}, {cap: "new"}}, "new", "", "tier", "the plain note is no tier")
	if why != "" {
		return Unit{}, why
	}
	u.Cardinality = CardFunctional
	return u, ""
}

// takeTimeWords follow at/in/before/after/with in a time qualifier of a
// habit ("at night", "with breakfast"), which is no part of what is taken.
var takeTimeWords = map[string]bool{"night": true, "bedtime": true, "morning": true, "mornings": true, "evening": true, "evenings": true, "noon": true,
	"breakfast": true, "lunch": true, "dinner": true, "meals": true, "food": true, "the": false}

// emitTakes keys taking a medicine or a course: (subject, take, object),
// set-valued, negated by "doesn't ... anymore", "no longer", "stopped
// taking", "quit <course>".
func emitTakes(e *Extractor, m *ruleMatch) (Unit, string) {
	neg := false
	if m.rule.ID == "neg.quit-course" {
		neg = true
	}
	pre := m.caps["pre"]
	be := false
	for k := pre.i; k < pre.j; k++ {
		switch m.toks[k].low {
		case "n't", "not", "never", "longer", "stopped", "quit", "ceased":
			neg = true
		case "did":
			return Unit{}, "a past negative"
		case "is", "are":
			be = true
		}
	}
	v := m.first("verb")
	if v.low == "taking" && !be && !neg {
		return Unit{}, "a participle without a copula"
	}
	if (v.low == "take") != (pre.j > pre.i && (m.toks[pre.j-1].low == "n't" || m.toks[pre.j-1].low == "not" || m.toks[pre.j-1].low == "do" || m.toks[pre.j-1].low == "does")) {
		return Unit{}, "a bare \"take\" outside a negative"
	}
	if w := nameLike(m, "subj"); w != "" && m.first("subj").low != "user" && m.first("subj").low != "the" {
		return Unit{}, w
	}
	g := m.caps["obj"]
	end := g.j
	anymore := false
	for k := g.i; k < g.j; k++ {
		t := &m.toks[k]
		if k > g.i && (t.low == "every" || t.low == "daily" || t.low == "nightly" || t.low == "once" || t.low == "twice" || t.low == "thrice" || t.low == "anymore" || t.low == "now" || t.low == "again" || t.low == "still" || t.chunk == "time" ||
			(t.low == "at" || t.low == "in" || t.low == "before" || t.low == "after" || t.low == "with") && k+1 < g.j && (takeTimeWords[m.toks[k+1].low] || k+2 < g.j && m.toks[k+1].low == "the" && takeTimeWords[m.toks[k+2].low])) {
			for j := k; j < g.j; j++ {
				if m.toks[j].low == "anymore" {
					anymore = true
				}
				// when in the day a habit is done is no scope of it ("at
				// night", "every morning"); days, seasons and places are
				if !takeTimeWords[m.toks[j].low] && (scopeNouns[m.toks[j].lemma] || scopeNouns[m.toks[j].low]) {
					return Unit{}, "a scope qualifier (" + m.toks[j].low + ")"
				}
			}
			end = k
			break
		}
		if scopeNouns[t.lemma] || scopeNouns[t.low] {
			return Unit{}, "a scope qualifier (" + t.low + ")"
		}
		if t.chunk == "vg" && !strings.HasPrefix(t.tag, "NN") || t.low == "," || t.low == "and" || t.low == "or" || t.low == "to" || t.low == "for" || t.chunk == "num" || pronounValues[t.low] || possessivePronouns[t.low] && k == g.i {
			return Unit{}, "not a thing taken (" + t.low + ")"
		}
	}
	if anymore && !neg {
		return Unit{}, "\"anymore\" without a negation"
	}
	a := g.i
	if l := m.toks[a].low; l == "the" || l == "her" || l == "his" || l == "their" || l == "my" {
		a++
	}
	if f := m.toks[g.i].low; f == "a" || f == "an" || f == "some" || f == "care" || f == "place" || f == "part" || f == "over" || f == "off" || f == "up" || f == "out" {
		return Unit{}, "an idiom or an indefinite object (" + f + ")"
	}
	if a >= end || end-a > 6 {
		return Unit{}, "object empty or too long"
	}
	if m.rule.ID == "neg.quit-course" {
		found := false
		for k := a; k < end; k++ {
			if _, ok := lexLookup("course_nouns", m.toks[k].low); ok {
				found = true
			}
		}
		if !found {
			return Unit{}, "not a course (lex/course_nouns.tsv)"
		}
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Negated: neg, Cardinality: CardSetValued, Confidence: m.rule.Emit.Conf}
	u.Subject = m.span("subj")
	u.Subject.Canon = subjectCanon(m.words("subj"))
	if f := fields(u.Subject.Canon); len(f) == 1 && (f[0] == "i" || f[0] == "me") {
		u.Subject.Canon = "user"
	}
	st, en := m.toks[a].start, m.toks[end-1].end
	u.Value = Span{Surface: m.text[st:en], Start: st, End: en}
	u.Value.Canon = valueCanonOf(u.Value.Surface)
	vs := m.span("verb")
	u.Attribute = Span{Surface: vs.Surface, Start: vs.Start, End: vs.End, Canon: "take"}
	if u.Subject.Canon == "" || u.Value.Canon == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

// emitCancelled keys a cancelled event, and one back on the calendar, like
// "The <event> is cancelled" / "... is on".
func emitCancelled(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	if w := stateObject(m, "obj"); w != "" {
		return Unit{}, w
	}
	if t := m.caps["tail"]; !t.empty() && m.rule.ID == "state.cancelled-bare" {
		if f := m.toks[t.i].text; f == "," || f == ";" || f == "-" || f == "(" || amountReasonWords[m.toks[t.i].low] || m.toks[t.i].low == "pending" {
			m.caps["tail"] = rng{} // "..., nobody was using it", "pending the rewrite": another statement, a reason
		}
	}
	if t := m.caps["tail"]; !t.empty() {
		if !adjunctStart(m, t.i) && m.toks[t.i].low != "off" {
			return Unit{}, "trailing words are not a time or occasion (" + m.toks[t.i].low + ")"
		}
		for k := t.i; k < t.j; k++ {
			if scopeNouns[m.toks[k].lemma] || scopeNouns[m.toks[k].low] {
				return Unit{}, "a scope qualifier (" + m.toks[k].low + ")"
			}
		}
	}
	if m.rule.ID == "state.cancelled" && m.caps["tail"].empty() {
		past := false
		for k := m.caps["be"].i; k < m.caps["be"].j; k++ {
			switch m.toks[k].low {
			case "was", "were", "has", "have", "been":
				past = true
			}
		}
		if !past {
			return Unit{}, "a present state: the parser reads it"
		}
	}
	state, at := "cancelled", "verb"
	if m.rule.ID == "state.back-on-calendar" {
		state, at = "on", "cal"
	}
	segs := withThe(m, "obj", []notesSeg{{cap: "obj"}, {text: " is " + state}})
	u, why := e.restateRequire(m, segs, at, at, "status", "restated clause is no state")
	if why != "" {
		return Unit{}, why
	}
	u.Cardinality = CardFunctional
	return u, ""
}

// bareStateRules are the verbless state rules whose object ends right
// before a fixed state phrase.
var bareStateRules = map[string]bool{"state.cancelled-bare": true, "state.in-stock": true, "state.no-longer-bare": true}

// emitStockState restates state.in-stock as "<obj> is stocked" and
// state.no-longer-bare as "<obj> is no longer <verb> [tail]"; a tail after
// a comma is another statement.
func emitStockState(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := stateObject(m, "obj"); w != "" {
		return Unit{}, w
	}
	t := m.caps["tail"]
	if !t.empty() && (m.toks[t.i].text == "," || m.toks[t.i].text == ";" || m.toks[t.i].text == "-") {
		t = rng{}
		m.caps["tail"] = t
	}
	segs := withThe(m, "obj", []notesSeg{{cap: "obj"}})
	be := " is "
	if o := m.caps["obj"]; strings.HasSuffix(m.toks[o.j-1].low, "s") && (m.toks[o.j-1].tag == "NNS" || m.toks[o.j-1].tag == "VBZ") {
		be = " are " // "Tote bags in stock": the restated copula agrees
	}
	if m.rule.ID == "state.in-stock" {
		if !t.empty() {
			return Unit{}, "more than a stock state"
		}
		if w := negWord(m); w != "" {
			return Unit{}, "negated (" + w + ")"
		}
		segs = append(segs, notesSeg{text: be + "stocked"})
		return e.restateRequire(m, segs, "obj", "", "status", "restated clause is no state")
	}
	segs = append(segs, notesSeg{text: be + "no longer "}, notesSeg{cap: "verb"})
	if !t.empty() {
		segs = append(segs, notesSeg{text: " "}, notesSeg{cap: "tail"})
	}
	u, why := e.restateSegs(m, segs, "verb", "")
	if why != "" {
		return Unit{}, why
	}
	if !u.Negated {
		return Unit{}, "the restated clause denies nothing"
	}
	return u, ""
}

// emitKeyVerbTagged keys "<key>: <value>" whose first key word is tagged as
// a verb like the copula sentence "The <key> is <value>".
func emitKeyVerbTagged(e *Extractor, m *ruleMatch) (Unit, string) {
	g := m.caps["key"]
	f := &m.toks[g.i]
	if !strings.HasPrefix(f.tag, "VB") || !isLowerWord(firstChar(f.text)) || g.i != 0 {
		return Unit{}, "the key's first word is no verb-tagged lowercase word"
	}
	if g.j-g.i < 2 {
		return Unit{}, "a one-word key (\"status: done\" is the parser's)"
	}
	if w := noteKey(m, "key"); w != "" {
		return Unit{}, w
	}
	for k := g.i + 1; k < g.j; k++ {
		if t := &m.toks[k]; strings.HasPrefix(t.tag, "VB") || t.tag == "DT" || t.tag == "PRP" || preps[t.low] {
			return Unit{}, "the key reads as a clause (" + t.low + ")"
		}
	}
	if w := shortValue(m, "val"); w != "" {
		return Unit{}, w
	}
	u, why := e.restateSegs(m, []notesSeg{{text: "The "}, {cap: "key"}, {text: " is "}, {cap: "val"}}, "val", "")
	if why != "" {
		return Unit{}, why
	}
	if u.Negated || u.Cardinality == CardSetValued {
		return Unit{}, "the restated sentence is negated or set-valued (" + u.Form + ")"
	}
	return u, ""
}

// emitMentorsPerson keys "<holder> mentors (the <description>) <person>" as
// the person's mentor.
func emitMentorsPerson(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	if w := nameLike(m, "holder"); w != "" {
		return Unit{}, w
	}
	p := m.caps["person"]
	if p.j-p.i > 3 {
		return Unit{}, "person too long"
	}
	if w := nameLike(m, "person"); w != "" {
		return Unit{}, w
	}
	if d := m.caps["desc"]; !d.empty() {
		// an apposition before the name: "the summer intern", "our new hire"
		if d.j-d.i > 4 || m.toks[d.i].low != "the" && m.toks[d.i].low != "our" && m.toks[d.i].low != "their" {
			return Unit{}, "no description before the person"
		}
		for k := d.i; k < d.j; k++ {
			if t := &m.toks[k]; t.low == "," || t.low == "and" || t.low == "or" || preps[t.low] || t.chunk == "num" || t.chunk == "name" {
				return Unit{}, "more than one person or a clause (" + t.low + ")"
			}
		}
	}
	attr, _ := lexLookup("person_role_verbs", m.first("verb").low)
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: m.rule.Emit.Conf}
	ps := m.span("person")
	ps.Surface = strings.TrimRight(ps.Surface, ".")
	ps.End = ps.Start + len(ps.Surface)
	ps.Canon = subjectCanon(fields(ps.Surface))
	u.Subject = ps
	u.Value = m.span("holder")
	u.Value.Canon = valueCanonOf(u.Value.Surface)
	vs := m.span("verb")
	u.Attribute = Span{Surface: vs.Surface, Start: vs.Start, End: vs.End, Canon: attr}
	if u.Subject.Canon == "" || u.Value.Canon == "" || attr == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

// emitKeyRole keys "<area> <role>: <holder>" like "<area>'s <role> is
// <holder>".
func emitKeyRole(e *Extractor, m *ruleMatch) (Unit, string) {
	g := m.caps["key"]
	// the role starts at a qualifier ("primary", "backup"); the area is
	// every word before it
	q := -1
	for k := g.i + 1; k < g.j; k++ {
		if roleQualifiers[m.toks[k].low] {
			q = k
			break
		}
	}
	if q < 0 {
		return Unit{}, "no qualified role (\"primary\", \"backup\", ...)"
	}
	if q-g.i > 3 || m.caps["head"].j-q > 3 {
		return Unit{}, "area or role too long"
	}
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.low == "," || t.low == ":" || preps[t.low] || beForms[t.low] || t.tag == "DT" || t.chunk == "num" || pronounStart(t) {
			return Unit{}, "the key reads as a clause (" + t.low + ")"
		}
	}
	if w := shortValue(m, "val"); w != "" {
		return Unit{}, w
	}
	m.caps["area"], m.caps["role"] = rng{g.i, q}, rng{q, m.caps["head"].j}
	u, why := e.restateSegs(m, []notesSeg{{cap: "area"}, {text: "'s "}, {cap: "role"}, {text: " is "}, {cap: "val"}}, "val", "")
	if why != "" {
		return Unit{}, why
	}
	if u.Negated || !strings.HasSuffix(u.Form, "attribute") || u.Subject.Canon != subjectCanon(m.words("area")) {
		return Unit{}, "the restated sentence is no attribute of the area (" + u.Form + ")"
	}
	return u, ""
}

// roleQualifiers start a role phrase after the area it covers.
var roleQualifiers = map[string]bool{"primary": true, "secondary": true, "backup": true, "deputy": true, "acting": true, "interim": true, "main": true, "lead": false}

// emitVerblessAt keys "<thing> at <number>" like "<thing> is at <number>".
func emitVerblessAt(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := stateObject(m, "obj"); w != "" {
		return Unit{}, w
	}
	if f := m.first("obj"); f.tag == "VB" || f.tag == "VBP" || f.tag == "VBD" || m.caps["obj"].j-m.caps["obj"].i == 1 && knownVerbs[lemmaVerb(f.low)] {
		return Unit{}, "an imperative or a clause"
	}
	if t := m.caps["tail"]; !t.empty() {
		// a unit after the number belongs to it ("at 840 °C", "at 12 ms"); a
		// comma starts another statement; anything else is not read here
		k := t.i
		for k < t.j && (m.toks[k].chunk == "num" || m.toks[k].low == "%" || m.toks[k].low == "°c" || m.toks[k].low == "°f" || strings.HasPrefix(m.toks[k].tag, "NN") && k == t.i) {
			k++
		}
		if k < t.j && m.toks[k].low != "," && !adjunctStart(m, k) {
			return Unit{}, "trailing words (" + m.toks[k].low + ")"
		}
		m.caps["val"] = rng{m.caps["val"].i, k}
	}
	if !isNumberTok(m.first("val").low) && !containsDigit(m.first("val").text) {
		return Unit{}, "not a number"
	}
	u, why := e.restateSegs(m, []notesSeg{{cap: "obj"}, {text: " is at "}, {cap: "val"}}, "val", "")
	if why != "" {
		return Unit{}, why
	}
	if u.Negated || u.Cardinality == CardSetValued {
		return Unit{}, "the restated sentence is negated or set-valued"
	}
	return u, ""
}

// doseFreqStart reports a word that starts the frequency after a dose
// ("daily", "twice a day", "every morning", "at night").
func doseFreqStart(l string) bool {
	switch l {
	case "daily", "nightly", "weekly", "twice", "once", "thrice", "every", "each", "a", "per", "at", "in", "with", "before", "after", "as", "when":
		return true
	}
	return false
}

// emitDose keys a medicine's dose: (owner, <medicine> dose) = amount and
// frequency.
func emitDose(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	if o := m.caps["owner"]; o.j-o.i > 3 {
		return Unit{}, "owner too long"
	}
	if w := doseOwner(m); w != "" {
		return Unit{}, w
	}
	d := m.caps["drug"]
	freq := m.caps["freq"]
	if m.rule.ID == "note.dose-takes" {
		// "of lisinopril daily": the medicine, then the frequency
		end := d.j
		for k := d.i + 1; k < d.j; k++ {
			if doseFreqStart(m.toks[k].low) || m.toks[k].chunk == "time" {
				end = k
				break
			}
		}
		d, freq = rng{d.i, end}, rng{end, d.j}
	}
	if d.j > d.i && (m.toks[d.j-1].low == "dose" || m.toks[d.j-1].low == "dosage") {
		d.j--
	}
	dw, why := doseMedicine(m, d, 3)
	if why != "" {
		return Unit{}, why
	}
	return doseValueUnit(m, d, dw, m.caps["amt"].i, m.caps["u"].j, freq)
}

// doseOwner checks a dose's owner: a name, the user, or the family words a
// care log names its people by (mum, dad, mom).
func doseOwner(m *ruleMatch) string {
	switch m.first("owner").low {
	case "user", "dad", "mum", "mom":
		return ""
	}
	return nameLike(m, "owner")
}

// doseMedicine checks a medicine's words d (one to max of them: no verb,
// preposition, number, pronoun, determiner, punctuation or "and") and
// returns them.
func doseMedicine(m *ruleMatch, d rng, max int) ([]string, string) {
	if d.empty() || d.j-d.i > max {
		return nil, "medicine empty or too long"
	}
	var dw []string
	for k := d.i; k < d.j; k++ {
		t := &m.toks[k]
		if t.chunk == "vg" && !strings.HasPrefix(t.tag, "NN") && !strings.HasPrefix(t.tag, "JJ") || preps[t.low] || t.low == "and" || t.chunk == "num" || pronounStart(t) || isPunct(t.tok) || determiners[t.low] {
			return nil, "not a medicine (" + t.low + ")"
		}
		dw = append(dw, t.text)
	}
	return dw, ""
}

// doseKeyUnit is the unit of a dose's key: (owner, <medicine> dose), the
// medicine's words dw at d ("I", "me", "my" are the user).
func doseKeyUnit(m *ruleMatch, d rng, dw []string) Unit {
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: m.rule.Emit.Conf}
	u.Subject = m.span("owner")
	u.Subject.Canon = subjectCanon(m.words("owner"))
	if f := fields(u.Subject.Canon); len(f) == 1 && (f[0] == "i" || f[0] == "me" || f[0] == "my") {
		u.Subject.Canon = "user"
	}
	st, en := m.toks[d.i].start, m.toks[d.j-1].end
	u.Attribute = Span{Surface: m.text[st:en], Start: st, End: en, Canon: keyOf(dw) + " dose"}
	return u
}

// doseValueUnit is a dose line's unit: the key (doseKeyUnit) = the amount
// (tokens a to end) and the frequency freq, which ends at a comma (what
// follows is another statement) and is at most four words of no verb,
// conjunction, "for", "until" or parenthesis.
func doseValueUnit(m *ruleMatch, d rng, dw []string, a, end int, freq rng) (Unit, string) {
	for k := freq.i; k < freq.j; k++ {
		if m.toks[k].text == "," {
			freq.j = k
			break
		}
	}
	for k := freq.i; k < freq.j; k++ {
		if t := &m.toks[k]; t.low == "and" || t.low == "but" || t.chunk == "vg" && !isTag(t.tok, "NN") || t.low == "for" || t.low == "until" || t.text == "(" || t.text == ")" {
			return Unit{}, "more than a frequency after the dose (" + t.low + ")"
		}
	}
	if freq.j-freq.i > 4 {
		return Unit{}, "frequency too long"
	}
	var ws, fw []string
	for k := a; k < end; k++ {
		ws = append(ws, m.toks[k].text)
	}
	for k := freq.i; k < freq.j; k++ {
		fw = append(fw, m.toks[k].low)
	}
	u := doseKeyUnit(m, d, dw)
	vs, ve := m.toks[a].start, m.toks[end-1].end
	u.Value = Span{Surface: m.text[vs:ve], Start: vs, End: ve, Canon: strings.TrimSpace(valueCanonOf(strings.Join(ws, " ")) + " " + doseFreqCanon(fw))}
	if u.Subject.Canon == "" || u.Value.Canon == "" || keyOf(dw) == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

// doseFreqCanon writes a dose's frequency one way: "daily" = "a day" =
// "once a day" = "every day" = "per day"; "twice daily" = "twice a day" =
// "2 per day"; "nightly" = "at night" = "at bedtime" = "per night".
func doseFreqCanon(w []string) string {
	j := " " + strings.Join(w, " ") + " "
	for _, r := range []struct{ from, to string }{
		{" two times ", " twice "}, {" three times ", " thrice "}, {" 2x ", " twice "}, {" 3x ", " thrice "},
		{" a day ", " per day "}, {" each day ", " per day "}, {" every day ", " per day "}, {" daily ", " per day "},
		{" a week ", " per week "}, {" each week ", " per week "}, {" every week ", " per week "}, {" weekly ", " per week "},
		{" at night ", " per night "}, {" every night ", " per night "}, {" nightly ", " per night "}, {" at bedtime ", " per night "}, {" before bed ", " per night "},
		{" in the morning ", " per morning "}, {" every morning ", " per morning "}, {" each morning ", " per morning "},
		{" od ", " per day "}, {" bd ", " 2 per day "}, {" bid ", " 2 per day "}, {" tds ", " 3 per day "}, {" tid ", " 3 per day "},
		{" qds ", " 4 per day "}, {" qid ", " 4 per day "}, {" nocte ", " per night "}, {" mane ", " per morning "}, {" om ", " per morning "}, {" prn ", " as needed "},
		{" once per ", " per "}, {" twice per ", " 2 per "}, {" thrice per ", " 3 per "},
	} {
		j = strings.ReplaceAll(j, r.from, r.to)
	}
	return strings.TrimSpace(j)
}

// moneyKeyHeads name an amount themselves: their note keeps its key.
var moneyKeyHeads = map[string]bool{"price": true, "prices": true, "cost": true, "costs": true, "fee": true, "fees": true, "rent": true, "salary": true, "budget": true,
	"arr": true, "mrr": true, "revenue": true, "discount": true, "balance": true, "spend": true, "total": true, "bonus": true, "pay": true, "wage": true,
	"rate": true, "deposit": true, "charge": true, "fine": true, "tip": true, "allowance": true, "income": true, "value": true, "amount": true, "limit": true, "cap": true, "credit": true, "debt": true, "bill": true, "invoice": true, "quote": true}

// percentKeyHeads name a rate given as a percentage besides moneyKeyHeads
// ("VAT 20%", "Agent commission 12%"; note.verbless-amount).
var percentKeyHeads = map[string]bool{"vat": true, "tax": true, "commission": true, "margin": true, "markup": true, "interest": true,
	"apr": true, "surcharge": true, "uplift": true, "levy": true, "royalty": true, "royalties": true}

// productKeyHeads are heads of things sold at a price.
var productKeyHeads = map[string]bool{"plan": true, "tier": true, "add-on": true, "addon": true, "subscription": true, "license": true, "licence": true, "seat": true,
	"membership": true, "package": true, "bundle": true, "edition": true, "pass": true, "ticket": true, "upgrade": true}

// amountKeyHeads are key heads that name an amount themselves (beside
// moneyKeyHeads): "Rhubarb gin RRP £34", "Free delivery threshold £50".
var amountKeyHeads = map[string]bool{"rrp": true, "wholesale": true, "premium": true, "threshold": true, "excess": true, "minimum": true}

// amountInclWords open what a price includes ("£99 incl. lunch").
var amountInclWords = map[string]bool{"incl": true, "including": true, "inc": true, "includes": true, "plus": true, "+": true, "with": true}

// amountReasonWords open a reason or an occasion after an amount ("despite
// the flour increase", "after the review"): no part of the value.
var amountReasonWords = map[string]bool{"despite": true, "after": true, "because": true, "since": true, "due": true, "following": true}

// perWords open an amount's rate: "£520 a month", "£4.20 per jar".
var perWords = map[string]bool{"a": true, "an": true, "per": true, "each": true}

// emitVerblessAmount keys a verbless line "<key> [now] [up/down to] <money>
// [a month]" (note.verbless-amount): a key that names an amount ("price",
// "budget", "RRP") is restated "The <key> is <money>", a product changed
// ("now", "up to") "The <product> costs <money>".
func emitVerblessAmount(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := noteKey(m, "key"); w != "" {
		return Unit{}, w
	}
	g := m.caps["key"]
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" && !strings.HasPrefix(t.tag, "NN") || preps[t.low] && t.low != "for" || t.low == "(" || t.low == ")" {
			return Unit{}, "the key is no noun phrase (" + t.low + ")"
		}
	}
	if isLowerWord(firstChar(m.toks[g.i].text)) && g.i == 0 && m.toks[g.i].is(wDeterminer) {
		return Unit{}, "the key opens with a determiner"
	}
	if t := &m.toks[g.i]; strings.HasPrefix(t.tag, "VB") && g.j-g.i > 1 && m.toks[g.i+1].is(wDeterminer) {
		return Unit{}, "the key opens with a verb (" + t.low + "): a clause, not a line"
	}
	changed := !m.caps["now"].empty() || !m.caps["dir"].empty()
	if !m.caps["to"].empty() && m.caps["dir"].empty() {
		return Unit{}, "\"to\" without up, down or back"
	}
	v := m.caps["val"]
	head := m.toks[g.j-1].low
	percent := v.j-v.i == 1 && strings.HasSuffix(m.toks[v.i].text, "%") && containsDigit(m.toks[v.i].text)
	if percent && !moneyKeyHeads[head] && !percentKeyHeads[head] {
		return Unit{}, "a percentage of no rate (" + head + ")"
	}
	if !percent && (v.j-v.i != 1 || !strings.ContainsAny(m.toks[v.i].text, "$€£¥")) {
		return Unit{}, "the value is no money"
	}
	if !m.caps["from"].empty() && (!m.caps["to"].empty() || percent) {
		return Unit{}, "\"from\" with \"to\" or a percentage"
	}
	t := m.caps["tail"]
	rate, incl := rng{}, false
	switch {
	case t.empty():
	case perWords[m.toks[t.i].low] && t.j-t.i == 2 && isLetters(m.toks[t.i+1].text) && isLowerWord(m.toks[t.i+1].text):
		rate = t // "a month", "per jar"
	case m.toks[t.i].text == "," || m.toks[t.i].text == ";" || amountReasonWords[m.toks[t.i].low]:
		// "£3.95, unchanged this quarter", "still £3.80 despite the flour
		// increase": another statement or a reason follows
	case amountInclWords[m.toks[t.i].low]:
		// "Spa day now £99 incl. lunch": what the price includes
		incl = true
	case m.toks[t.i].low == "from" && t.j-t.i >= 2 && t.j-t.i <= 4 && (isDigits(m.toks[t.i+1].text) || monthNum[m.toks[t.i+1].low] > 0 || weekdays[m.toks[t.i+1].low] || m.toks[t.i+1].low == "next"):
		// "Tasting menu £120pp from 1 Oct": when it starts
	default:
		return Unit{}, "more than an amount after the key"
	}
	vt := m.toks[v.i].low
	perHead := strings.HasSuffix(vt, "pp") || strings.HasSuffix(vt, "ph") || strings.HasSuffix(vt, "pppn") || strings.HasSuffix(vt, "pn")
	segs := []notesSeg{{text: "The "}, {cap: "key"}}
	switch {
	case moneyKeyHeads[head] || amountKeyHeads[head] || percent:
		segs = append(segs, notesSeg{text: " is "}, notesSeg{cap: "val"})
	case changed || productKeyHeads[head] || !m.caps["from"].empty() || !rate.empty() || perHead || incl:
		// "Corkage £15 a bottle", "Tasting menu £120pp": a price by the
		// unit or the head is a price
		// "Harvest supper tickets from £38": a starting price
		segs = append(segs, notesSeg{text: " costs "}, notesSeg{cap: "val"})
	default:
		return Unit{}, "a bare amount names no price (" + head + ")"
	}
	if !rate.empty() {
		segs = append(segs, notesSeg{text: " "}, notesSeg{cap: "tail"})
	}
	u, why := e.restateSegs(m, segs, "val", "")
	if why != "" {
		return Unit{}, why
	}
	if u.Negated || u.Attribute.Canon == "" || u.Attribute.Canon == "be" && !strings.Contains(u.Subject.Canon, " ") {
		// "Slipway launch fee £12/day" restates as "The Slipway launch fee
		// is £12/day": (slipway launch fee, be), the key its "K: V" line
		// has; a one-word key is no amount's
		return Unit{}, "the restated sentence names no amount (" + u.Attribute.Canon + ")"
	}
	return u, ""
}

// emitVerblessCode reads "<thing> code <value>" as "The <thing> code is
// <value>".
func emitVerblessCode(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := noteKey(m, "key"); w != "" {
		return Unit{}, w
	}
	g := m.caps["key"]
	if g.j-g.i > 4 {
		return Unit{}, "the key is too long"
	}
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" && !strings.HasPrefix(t.tag, "NN") || preps[t.low] || isPunct(t.tok) && t.text != "-" || t.is(wDeterminer) && k > g.i {
			return Unit{}, "the key is no noun phrase (" + t.low + ")"
		}
	}
	if t := &m.toks[g.i]; strings.HasPrefix(t.tag, "VB") && isLowerWord(t.text) {
		return Unit{}, "the key opens with a verb (" + t.low + ")"
	}
	v := m.first("val")
	if !containsDigit(v.text) || strings.ContainsAny(v.text, "$€£¥%") {
		return Unit{}, "the value is no code (" + v.low + ")"
	}
	if t := m.caps["tail"]; !t.empty() && m.toks[t.i].text != "," && m.toks[t.i].text != "-" && m.toks[t.i].text != ";" && m.toks[t.i].text != "(" {
		return Unit{}, "more than a code after the key"
	}
	segs := []notesSeg{{text: "The "}, {cap: "key"}, {text: " "}, {cap: "head"}, {text: " is "}, {cap: "val"}}
	u, why := e.restateSegs(m, segs, "val", "")
	if why != "" {
		return Unit{}, why
	}
	if u.Negated || u.Attribute.Canon == "be" || u.Attribute.Canon == "" {
		return Unit{}, "the restated sentence names no code (" + u.Attribute.Canon + ")"
	}
	return u, ""
}

// measureUnits are the units of note.verbless-measure's value.
var measureUnits = map[string]bool{"t": true, "tonne": true, "tonnes": true, "kg": true, "m": true, "metre": true, "metres": true, "meter": true, "meters": true,
	"ft": true, "feet": true, "mm": true, "cm": true, "km": true, "kn": true, "kt": true, "knots": true, "mph": true, "kw": true, "kwh": true,
	"hp": true, "l": true, "litres": true, "liters": true, "v": true, "nm": true}

// emitVerblessMeasure reads "<thing> <key> <number> <unit>" as "<thing>
// <key>: <number> <unit>", the key its record line has.
func emitVerblessMeasure(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := noteKey(m, "key"); w != "" {
		return Unit{}, w
	}
	g := m.caps["key"]
	if g.j-g.i < 2 {
		return Unit{}, "the key names no thing and no measure"
	}
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" && !strings.HasPrefix(t.tag, "NN") || preps[t.low] || isPunct(t.tok) && t.text != "-" || t.is(wDeterminer) && k > g.i || containsDigit(t.text) && k == g.j-1 {
			return Unit{}, "the key is no noun phrase (" + t.low + ")"
		}
	}
	if t := &m.toks[g.i]; strings.HasPrefix(t.tag, "VB") && isLowerWord(t.text) {
		return Unit{}, "the key opens with a verb (" + t.low + ")"
	}
	if h := m.toks[g.j-1].text; !(isAcronym(h) || isLowerWord(h) && isLetters(h)) {
		return Unit{}, "the key's head is no noun or acronym (" + h + ")"
	}
	if u := m.first("unit"); !measureUnits[u.low] {
		return Unit{}, "no unit of measure after the number (" + u.low + ")"
	}
	if t := m.caps["tail"]; !t.empty() && m.toks[t.i].text != "," && m.toks[t.i].text != "-" && m.toks[t.i].text != ";" && m.toks[t.i].text != "(" {
		return Unit{}, "more than a measure after the key"
	}
	segs := []notesSeg{{cap: "key"}, {text: ": "}, {cap: "val"}, {text: " "}, {cap: "unit"}}
	u, why := e.restateSegs(m, segs, "val", "")
	if why != "" {
		return Unit{}, why
	}
	if u.Negated || u.Attribute.Canon == "" {
		return Unit{}, "the restated line names no measure"
	}
	return u, ""
}

// messageNouns are what arrives once from someone (note.verbless-from
// does not read them as a source): a message, a delivery, an event.
var messageNouns = map[string]bool{"call": true, "email": true, "e-mail": true, "mail": true, "message": true, "text": true, "letter": true,
	"note": true, "parcel": true, "package": true, "invoice": true, "bill": true, "quote": true, "offer": true, "feedback": true,
	"complaint": true, "request": true, "reply": true, "response": true, "update": true, "visit": true, "order": true,
	"delivery": true, "deliverie": true, "shipment": true, "payment": true, "refund": true, "transfer": true, "gift": true,
	"card": true, "postcard": true, "voicemail": true, "notice": true, "reminder": true, "alert": true, "report": true,
	"news": true, "word": true, "flight": true, "train": true, "bus": true, "return": true, "property": true}

// emitAssignedKey keys "<owner> [-|:] assigned <attr>: <value>"
// (note.assigned-key) like "<owner>'s <attr> is <value>": the owner a name or
// a numbered unit (a parenthesis after it dropped), the attribute one or two
// lowercase nouns.
func emitAssignedKey(e *Extractor, m *ruleMatch) (Unit, string) {
	o := m.caps["owner"]
	if o.j > o.i && m.toks[o.j-1].low == ")" {
		for k := o.j - 1; k > o.i; k-- {
			if m.toks[k].low == "(" {
				o.j = k // "Van 14 (Transit Custom, LK19 XRT)"
				break
			}
		}
	}
	if o.j-o.i < 1 || o.j-o.i > 4 {
		return Unit{}, "the owner is empty or too long"
	}
	m.caps["owner"] = o
	for k := o.i; k < o.j; k++ {
		if t := &m.toks[k]; isPunct(t.tok) && t.low != "-" || t.chunk == "vg" || pronounStart(t) {
			return Unit{}, "the owner is no name (" + t.low + ")"
		}
	}
	if isLowerWord(firstChar(m.toks[o.i].text)) {
		return Unit{}, "the owner is no name"
	}
	a := m.caps["attr"]
	if a.j-a.i > 2 {
		return Unit{}, "the attribute is too long"
	}
	for k := a.i; k < a.j; k++ {
		if t := &m.toks[k]; !isLowerWord(t.text) || !isLetters(t.text) || !strings.HasPrefix(t.tag, "NN") {
			return Unit{}, "the attribute is no noun (" + t.low + ")"
		}
	}
	if w := shortValue(m, "val"); w != "" {
		return Unit{}, w
	}
	u, why := e.restateSegs(m, []notesSeg{{cap: "owner"}, {text: "'s "}, {cap: "attr"}, {text: " is "}, {cap: "val"}}, "val", "")
	if why != "" {
		return Unit{}, why
	}
	if u.Negated || u.Cardinality == CardSetValued || u.Attribute.Canon == "be" {
		return Unit{}, "the restated sentence names no attribute of the owner (" + u.Form + ")"
	}
	return u, ""
}

// emitVerblessFrom keys a verbless supply line "<key> [now] [coming] from
// <name> [tail]" (note.verbless-from) like "The <key> comes from <name>":
// the key a common noun phrase of at most four words (a capitalized first
// word opens the line; alone, it is a dictionary word), the source a
// name that starts with a capitalized word which is no weekday or month; the
// tail a comment after a comma, dash or parenthesis, or "now", "again",
// "instead", or when it starts ("from Monday", "this year").
func emitVerblessFrom(e *Extractor, m *ruleMatch) (Unit, string) {
	if h := strings.TrimSuffix(m.toks[m.caps["key"].j-1].low, "s"); messageNouns[h] {
		// "Email from Dana", "Parcel from Amazon": one message or one
		// event, not where a thing comes from
		return Unit{}, "the key is a message or an event (" + h + ")"
	}
	if why := verblessSource(m); why != "" {
		return Unit{}, why
	}
	u, why := e.restateSegs(m, []notesSeg{{text: "The "}, {cap: "key"}, {text: " comes from "}, {cap: "val"}}, "val", "")
	if why != "" {
		return Unit{}, why
	}
	if u.Negated || u.Attribute.Canon != "origin" {
		return Unit{}, "the restated sentence names no source (" + u.Attribute.Canon + ")"
	}
	if v := m.caps["val"]; u.Cardinality == CardSetValued {
		amp, and := false, false
		for k := v.i; k < v.j; k++ {
			amp = amp || m.toks[k].low == "&"
			and = and || m.toks[k].low == "and" || m.toks[k].low == ","
		}
		if amp && !and {
			u.Cardinality = CardFunctional // "Pendry & Cole": one firm, not two sources
		}
	}
	return u, ""
}

// emitVerblessWith keys a verbless provider line "<key> [now] with <name>
// [tail]" (note.verbless-with) like "The <key> is with <name>": the key's
// head a service held with one provider (serviceHeads), the rest as
// note.verbless-from reads it.
func emitVerblessWith(e *Extractor, m *ruleMatch) (Unit, string) {
	if h := m.toks[m.caps["key"].j-1].low; !serviceHeads[h] {
		return Unit{}, "the key is no service held with a provider (" + h + ")"
	}
	if why := verblessSource(m); why != "" {
		return Unit{}, why
	}
	u, why := e.restateSegs(m, []notesSeg{{text: "The "}, {cap: "key"}, {text: " is with "}, {cap: "val"}}, "val", "")
	if why != "" {
		return Unit{}, why
	}
	if u.Negated || u.Attribute.Canon == "" || u.Value.Start != m.toks[m.caps["val"].i].start {
		return Unit{}, "the restated sentence names no provider"
	}
	return u, ""
}

// serviceHeads are services held with one provider at a time
// (note.verbless-with).
var serviceHeads = map[string]bool{"insurance": true, "cover": true, "broadband": true, "internet": true, "mortgage": true,
	"energy": true, "electricity": true, "gas": true, "pension": true, "hosting": true, "policy": true, "breakdown": true,
	"warranty": true, "payroll": true, "banking": true, "account": true, "mobile": true, "landline": true}

// verblessSource checks the key and narrows the value capture of a verbless
// source line (note.verbless-from, note.verbless-with): "" when it reads.
func verblessSource(m *ruleMatch) string {
	if w := noteKey(m, "key"); w != "" {
		return w
	}
	g := m.caps["key"]
	if g.j-g.i > 4 {
		return "the key is too long"
	}
	for k := g.i; k < g.j; k++ {
		t := &m.toks[k]
		// (an unknown word opening the line that the tagger makes an
		// adverb is a noun: "Oligos ordered from ...")
		if !isLetters(strings.ReplaceAll(t.text, "-", "")) || !(strings.HasPrefix(t.tag, "NN") || t.tag == "JJ" || (t.tag == "VBG" || t.tag == "RB") && k < g.j-1 || t.tag == "RB" && k == g.i && !isLowerWord(t.text) && !DictionaryWord(t.low)) {
			return "the key is no noun phrase (" + t.low + ")"
		}
		if !isLowerWord(t.text) && (k > g.i || g.j-g.i == 1 && strings.HasPrefix(t.tag, "NNP") && !DictionaryWord(t.low) && !DictionaryWord(strings.TrimSuffix(t.low, "s"))) {
			return "the key is a name (" + t.text + ")"
		}
	}
	v := m.caps["val"]
	first := &m.toks[v.i]
	if isLowerWord(first.text) || !isLetters(strings.ReplaceAll(first.text, "-", "")) || weekdays[strings.TrimSuffix(first.low, "s")] || monthNum[first.low] > 0 {
		return "the source is no name (" + first.low + ")"
	}
	end := v.i + 1
	for end < v.j {
		t := &m.toks[end]
		if !isLowerWord(t.text) && isLetters(strings.ReplaceAll(t.text, "-", "")) || t.low == "&" || t.low == "'s" || t.low == "and" && end+1 < v.j && !isLowerWord(m.toks[end+1].text) {
			end++
			continue
		}
		break
	}
	if end < v.j {
		t := m.toks[end:v.j]
		if l := t[0].low; (l == "now" || l == "again") && len(t) > 1 {
			t = t[1:] // "Nuts coming from Ridley & Marsh now, Tarrant lost it"
		}
		switch l := t[0].low; {
		case l == "," || l == ";" || l == "(" || l == "-" || l == "–" || l == "—":
		case len(t) == 1 && (l == "now" || l == "again" || l == "instead"):
		case l == "from" && len(t) <= 3 && (weekdays[strings.TrimSuffix(t[1].low, "s")] || monthNum[t[1].low] > 0 || isDigits(t[1].text) || t[1].low == "next" || t[1].low == "today" || t[1].low == "tomorrow"):
		case l == "this" && len(t) == 2 && (t[1].low == "year" || t[1].low == "season" || t[1].low == "week" || t[1].low == "month" || t[1].low == "term"):
		default:
			return "more than a source after the key (" + l + ")"
		}
	}
	m.caps["val"] = rng{v.i, end}
	return ""
}

// emitVerblessTime keys "<key> [now] [at|on] <clock time or weekday>"
// (note.verbless-time) like "The <key> is at <time>" or "... is on <day>".
// eventSessionHeads are sessions of an event (note.verbless-time): read
// only when the key names the event.
var eventSessionHeads = map[string]bool{"reception": true, "dinner": true, "lunch": true, "keynote": true, "rehearsal": true, "rehearsals": true,
	"training": true, "doors": true, "load-in": true, "registration": true}

func emitVerblessTime(e *Extractor, m *ruleMatch) (Unit, string) {
	pre, head := m.caps["pre"], m.caps["head"]
	if pre.empty() {
		pre = head
	}
	m.caps["key"] = rng{pre.i, head.j} // the key runs to its recurring service
	if w := noteKey(m, "key"); w != "" {
		return Unit{}, w
	}
	if eventSessionHeads[m.toks[head.i].low] {
		// "MDF day 1 drinks reception at 18:00": a session of a named
		// event; a bare "Dinner 7pm" may be any evening's
		named := false
		for k := pre.i; k < head.i; k++ {
			named = named || containsDigit(m.toks[k].text) || !isLowerWord(firstChar(m.toks[k].text)) && k > 0
		}
		if !named {
			return Unit{}, "a session of no named event (" + m.toks[head.i].low + ")"
		}
	}
	g := m.caps["key"]
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" && !strings.HasPrefix(t.tag, "NN") || preps[t.low] || isPunct(t.tok) {
			return Unit{}, "the key is no noun phrase (" + t.low + ")"
		}
	}
	if t := m.caps["tail"]; !t.empty() {
		// a weekday list runs on ("Tuesdays and Fridays"); the capture is lazy
		extendCapture(m, "val", func(k int) bool {
			return weekdays[strings.TrimSuffix(m.toks[k].low, "s")] || m.toks[k].low == "and" && k+1 < t.j
		})
	}
	v := m.caps["val"]
	if t := m.caps["tail"]; !t.empty() && m.toks[t.i].text != "," && m.toks[t.i].text != ";" {
		return Unit{}, "more than a time after the key"
	}
	if v.j-v.i > 4 {
		return Unit{}, "the time is too long"
	}
	day := true
	for k := v.i; k < v.j; k++ {
		if l := m.toks[k].low; !weekdays[strings.TrimSuffix(l, "s")] && l != "and" {
			day = false
		}
	}
	if !day && !containsDigit(m.span("val").Surface) {
		return Unit{}, "no clock time or weekday"
	}
	segs := []notesSeg{{text: "The "}, {cap: "key"}, {text: " is at "}, {cap: "val"}}
	if day {
		segs[2].text = " is on "
	}
	u, why := e.restateSegs(m, segs, "val", "")
	if why != "" {
		return Unit{}, why
	}
	switch {
	case u.Negated:
		return Unit{}, "negated"
	case day && u.Attribute.Canon == "date":
	case !day && u.Attribute.Canon == "time" && clockSpan.MatchString(u.Value.Canon):
	default:
		return Unit{}, "the restated sentence names no clock time or weekday (" + u.Attribute.Canon + " = " + u.Value.Canon + ")"
	}
	return u, ""
}

// cardBrands name a payment card (note.card-on-file, note.billed-to-card).
var cardBrands = map[string]bool{"visa": true, "mastercard": true, "amex": true, "maestro": true, "debit": true, "credit": true, "card": true}

// checkPaymentCard: the value is a card, a brand or "card" and its last
// digits ("Visa ending 4417", "the Amex ...1150", "debit card ending
// 9046"), running to a comma or the end (the capture is lazy; a clause
// after "after", "because", "since" is another statement); the subject is
// a short name of the thing billed, its words before "payment card" kept.
func checkPaymentCard(m *ruleMatch) string {
	extendCapture(m, "val", func(k int) bool {
		l := m.toks[k].low
		return m.toks[k].text != "," && m.toks[k].text != ";" && !valueCutters[l] && l != "after" && l != "since" && l != "because" && l != "for"
	})
	v := m.caps["val"]
	brand, digits := false, false
	for i := v.i; i < v.j; i++ {
		l := m.toks[i].low
		if cardBrands[l] {
			brand = true
		}
		if d := strings.TrimLeft(l, "."); len(d) == 4 && strings.Trim(d, "0123456789") == "" {
			digits = true
		}
	}
	if !brand || !digits || v.j-v.i > 5 {
		return "the value is no card (a brand and four digits)"
	}
	g := m.caps["subj"]
	if g.j-g.i >= 3 && m.toks[g.j-1].low == "card" && m.toks[g.j-2].low == "payment" {
		g.j -= 2 // "Cloudnest payment card swapped to ..."
		m.caps["subj"] = g
	}
	if g.empty() || g.j-g.i > 3 || pronounStart(&m.toks[g.i]) {
		return "the subject is empty, long or a pronoun"
	}
	for i := g.i; i < g.j; i++ {
		if tk := &m.toks[i]; tk.chunk == "vg" && !strings.HasPrefix(tk.tag, "NN") || isPunct(tk.tok) {
			return "the subject is no name (" + tk.low + ")"
		}
	}
	return ""
}

// emitKeyPrice keys "<product>: <money>" like "The <product> costs <money>".
func emitKeyPrice(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := noteKey(m, "key"); w != "" {
		return Unit{}, w
	}
	g := m.caps["key"]
	head := m.toks[g.j-1].low
	if moneyKeyHeads[head] || !productKeyHeads[head] {
		return Unit{}, "the key is no product sold at a price (" + head + ")"
	}
	v := m.first("val")
	if !strings.ContainsAny(v.text, "$€£¥") && !(v.chunk == "num" && m.caps["val"].j > m.caps["val"].i+1 && currencyWord(m.toks[m.caps["val"].i+1].low)) {
		return Unit{}, "the value is no money"
	}
	if w := shortValue(m, "val"); w != "" {
		return Unit{}, w
	}
	segs := []notesSeg{{text: "The "}, {cap: "key"}, {text: " costs "}, {cap: "val"}}
	return e.restateRequire(m, segs, "val", "", "price", "the restated sentence is no price")
}

func currencyWord(l string) bool {
	switch l {
	case "usd", "eur", "gbp", "dollars", "dollar", "euros", "euro", "pounds", "pound", "jpy", "yen", "chf", "cad", "aud":
		return true
	}
	return false
}

// emitPossessedIndefinite keys "<owner>'s <attribute> is a <value>" like the
// attribute sentence without the article.
func emitPossessedIndefinite(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	o := m.caps["owner"]
	if o.j-o.i > 3 || pronounStart(&m.toks[o.i]) && m.toks[o.i].low != "my" {
		return Unit{}, "owner too long or a pronoun"
	}
	a := m.caps["attr"]
	if a.j-a.i > 4 {
		return Unit{}, "attribute too long"
	}
	for k := a.i; k < a.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" && !strings.HasPrefix(t.tag, "NN") && !strings.HasPrefix(t.tag, "JJ") || preps[t.low] || t.low == "," || t.low == "and" {
			return Unit{}, "the attribute reads as a clause (" + t.low + ")"
		}
	}
	head := m.toks[a.j-1]
	if entityNouns[head.low] || entityNouns[head.lemma] || occupations[head.low] || occupations[head.lemma] {
		return Unit{}, "an entity is described, not an attribute valued (" + head.low + ")"
	}
	if w := shortValue(m, "val"); w != "" {
		return Unit{}, w
	}
	if f := m.first("val"); f.tag == "JJ" && m.caps["val"].j-m.caps["val"].i == 1 {
		return Unit{}, "an adjective alone describes"
	}
	if l := m.toks[m.caps["val"].j-1].low; l == "one" || l == "ones" || l == "thing" || l == "idea" || l == "mess" || l == "must" {
		return Unit{}, "a description (" + l + "), not a value"
	}
	m.caps["own"] = rng{o.i, a.j}
	u, why := e.restateSegs(m, []notesSeg{{cap: "own"}, {text: " is "}, {cap: "val"}}, "val", "")
	if why != "" {
		return Unit{}, why
	}
	if u.Negated || !strings.HasSuffix(u.Form, "attribute") {
		return Unit{}, "the restated sentence is no attribute (" + u.Form + ")"
	}
	return u, ""
}

// emitHabitFrequency keys how often a subject does a thing to an object:
// (subject, "<verb> <object> schedule") = the canonical period.
func emitHabitFrequency(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	v := m.first("verb")
	if beForms[v.low] || v.lemma == "have" || v.lemma == "take" || v.lemma == "do" || modals[v.low] {
		return Unit{}, "a copula, possession or light verb"
	}
	if w := nameLike(m, "subj"); w != "" {
		if f := m.first("subj"); f.low != "user" && !(f.low == "the" && m.caps["subj"].j-m.caps["subj"].i == 2 && m.toks[m.caps["subj"].i+1].low == "user") {
			return Unit{}, w
		}
	}
	o := m.caps["obj"]
	if o.j-o.i > 5 {
		return Unit{}, "object too long"
	}
	var ow []string
	for k := o.i; k < o.j; k++ {
		t := &m.toks[k]
		if t.chunk == "vg" && !strings.HasPrefix(t.tag, "NN") || t.low == "," || t.low == "and" || t.low == "or" || t.chunk == "num" || t.chunk == "time" || preps[t.low] && t.low != "up" && t.low != "off" {
			return Unit{}, "not a plain object (" + t.low + ")"
		}
		if scopeNouns[t.lemma] || scopeNouns[t.low] {
			return Unit{}, "a scope qualifier (" + t.low + ")"
		}
		if possessivePronouns[t.low] || t.low == "my" || t.low == "our" {
			continue // "feeds their starter" = "feeds the starter"
		}
		ow = append(ow, t.text)
	}
	p, r := m.caps["per"], m.caps["rest"]
	var words []string
	for k := p.i; k < r.j; k++ {
		words = append(words, m.toks[k].low)
	}
	canon, ok := scheduleCanon(words)
	if !ok {
		return Unit{}, "not a period (" + strings.Join(words, " ") + ")"
	}
	obj := keyOf(ow)
	if obj == "" {
		return Unit{}, "empty object"
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: m.rule.Emit.Conf}
	u.Subject = m.span("subj")
	u.Subject.Canon = subjectCanon(m.words("subj"))
	vs := m.span("verb")
	st, en := m.toks[o.i].start, m.toks[o.j-1].end
	u.Attribute = Span{Surface: m.text[vs.Start:en], Start: vs.Start, End: en, Canon: lemmaVerb(v.low) + " " + obj + " schedule"}
	ps, pe := m.toks[p.i].start, m.toks[r.j-1].end
	if r.empty() {
		pe = m.toks[p.i].end
	}
	u.Value = Span{Surface: m.text[ps:pe], Start: ps, End: pe, Canon: canon}
	_ = st
	if u.Subject.Canon == "" {
		return Unit{}, "empty subject"
	}
	return u, ""
}

// emitWeekdaySchedule keys "<event> is on <weekday>s (at <time>)" as the
// event's schedule.
func emitWeekdaySchedule(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	g := m.caps["subj"]
	if g.j-g.i > 5 {
		return Unit{}, "subject too long"
	}
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" && !strings.HasPrefix(t.tag, "NN") || t.low == "," || t.low == "and" || preps[t.low] || stateWords[t.low] != "" {
			return Unit{}, "not an event (" + t.low + ")"
		}
	}
	if pronounStart(&m.toks[g.i]) {
		return Unit{}, "a pronoun"
	}
	day := scheduleUnits[m.first("day").low]
	canon := "every 1 " + day
	t := m.caps["tail"]
	end := m.toks[m.caps["day"].i].end
	if t.empty() {
		// "The review is on Thursdays" alone is the parser's date, keyed
		// like "The review moved to Fridays"
		return Unit{}, "no time after the day"
	}
	{
		// only a clock time may follow: "at 5pm", "at 16:30"
		if m.toks[t.i].low != "at" || t.j-t.i < 2 || t.j-t.i > 3 {
			return Unit{}, "more than a time after the day"
		}
		var ws []string
		for k := t.i + 1; k < t.j; k++ {
			ws = append(ws, m.toks[k].text)
		}
		c := canonValue(strings.Join(ws, " "))
		if !strings.Contains(c, ":") {
			return Unit{}, "not a clock time (" + c + ")"
		}
		canon += " " + c
		end = m.toks[t.j-1].end
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: m.rule.Emit.Conf}
	u.Subject = m.span("subj")
	u.Subject.Canon = subjectCanon(m.words("subj"))
	st := m.toks[m.caps["day"].i].start
	u.Value = Span{Surface: m.text[st:end], Start: st, End: end, Canon: canon}
	u.Attribute = Span{Start: st, End: st, Canon: "schedule"}
	if u.Subject.Canon == "" {
		return Unit{}, "empty subject"
	}
	return u, ""
}

// emitAllowedWindow keys "<thing> are allowed <day> to <day> (...)" as the
// thing's allowed window.
func emitAllowedWindow(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	if w := stateObject(m, "subj"); w != "" {
		return Unit{}, w
	}
	t := m.caps["tail"]
	if t.j-t.i > 4 {
		return Unit{}, "too much after the window"
	}
	for k := t.i; k < t.j; k++ {
		if x := &m.toks[k]; x.low == "," || x.low == "and" || x.low == "or" || x.chunk == "vg" || x.low == "for" || x.low == "in" {
			return Unit{}, "more than a window (" + x.low + ")"
		}
	}
	st := m.toks[m.caps["day"].i].start
	en := m.toks[m.caps["day2"].j-1].end
	if !t.empty() {
		en = m.toks[t.j-1].end
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: m.rule.Emit.Conf}
	u.Subject = m.span("subj")
	u.Subject.Canon = subjectCanon(m.words("subj"))
	u.Value = Span{Surface: m.text[st:en], Start: st, End: en}
	c := rangeWords.Replace(" " + strings.ToLower(u.Value.Surface) + " ")
	u.Value.Canon = valueCanonOf(strings.TrimSpace(c))
	u.Attribute = Span{Start: st, End: st, Canon: "allowed window"}
	if u.Subject.Canon == "" || u.Value.Canon == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

// emitPickupTime keys a pick-up or drop-off time: (subject, "<verb>
// <particle> <person> time") = the clock time.
func emitPickupTime(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	if w := stateObject(m, "subj"); w != "" {
		return Unit{}, w
	}
	o := m.caps["obj"]
	if o.j-o.i > 3 {
		return Unit{}, "object too long"
	}
	part := ""
	if p := m.first("part"); p != nil {
		part = p.low
	}
	var ow []string
	for k := o.i; k < o.j; k++ {
		t := &m.toks[k]
		if k == o.j-1 && part == "" && (t.low == "up" || t.low == "off") {
			part = t.low
			continue
		}
		if t.chunk == "vg" && !strings.HasPrefix(t.tag, "NN") || preps[t.low] || t.low == "," || t.low == "and" {
			return Unit{}, "not one person or thing (" + t.low + ")"
		}
		ow = append(ow, t.text)
	}
	if part == "" && m.first("verb").low != "collects" && m.first("verb").low != "fetches" {
		return Unit{}, "no up/off particle"
	}
	tl := m.caps["tail"]
	var tw []string
	for k := m.caps["time"].i; k < tl.j; k++ {
		tw = append(tw, m.toks[k].text)
	}
	if tl.j-tl.i > 2 {
		return Unit{}, "more than a time"
	}
	c := canonValue(strings.Join(tw, " "))
	if !strings.Contains(c, ":") {
		return Unit{}, "not a clock time (" + c + ")"
	}
	obj := keyOf(ow)
	if obj == "" {
		return Unit{}, "empty object"
	}
	v := m.first("verb")
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: m.rule.Emit.Conf}
	u.Subject = m.span("subj")
	u.Subject.Canon = subjectCanon(m.words("subj"))
	vs := m.span("verb")
	u.Attribute = Span{Surface: vs.Surface, Start: vs.Start, End: vs.End, Canon: strings.TrimSpace(lemmaVerb(v.low)+" "+part) + " " + obj + " time"}
	st, en := m.toks[m.caps["time"].i].start, m.toks[tl.j-1].end
	if tl.empty() {
		en = m.toks[m.caps["time"].j-1].end
	}
	u.Value = Span{Surface: m.text[st:en], Start: st, End: en, Canon: c}
	if u.Subject.Canon == "" {
		return Unit{}, "empty subject"
	}
	return u, ""
}

// rangeWords writes "through", "thru", "until" and " - " of a range as "to".
var rangeWords = strings.NewReplacer(" through ", " to ", " thru ", " to ", " until ", " to ", " - ", " to ")

// doseTimeWords name when a dose is given, not the medicine ("her bedtime
// Levemir", "the morning insulin").
var doseTimeWords = map[string]bool{"morning": true, "evening": true, "bedtime": true, "breakfast": true, "lunchtime": true, "lunch": true, "teatime": true, "night": true, "nighttime": true, "daytime": true}

// doseToken: a dose written as one token, its unit attached ("2.5mg",
// "1g", "8u", "10ml").
var doseToken = regexp.MustCompile(`^\d+(?:\.\d+)?(?:mg|g|mcg|µg|ug|ml|iu|u|units?)$`)

// emitDoseNote keys a care note's dose line (note.dose-owner-colon,
// note.dose-owner-on, note.dose-for-owner, note.dose-changed-for) like
// emitDose: (owner, <medicine> dose) = amount and frequency. The amount
// is a number and a dose unit, or one token with its unit attached; the
// frequency ends at a comma (what follows is another statement).
func emitDoseNote(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	o := m.caps["owner"]
	if o.empty() {
		return Unit{}, "no owner"
	}
	if h := m.caps["hon"]; !h.empty() {
		o.i = h.i // "Mrs" and the name are the owner
		m.caps["owner"] = o
	}
	if o.j-o.i > 3 {
		return Unit{}, "owner too long"
	}
	if w := doseOwner(m); w != "" {
		return Unit{}, w
	}
	if !m.caps["tail"].empty() {
		// the owner's name runs to the comma ("for Mr Abara, sugars
		// settling": the owner matched lazily is "Mr")
		if t := extendLazyName(m, "owner", ","); !t.empty() && m.toks[t.i].text != "," {
			return Unit{}, "more than a dose after the owner"
		}
		o = m.caps["owner"]
		if o.j-o.i > 3 {
			return Unit{}, "owner too long"
		}
	}
	d := m.caps["drug"]
	for d.j-d.i > 1 && doseTimeWords[m.toks[d.i].low] {
		d.i++ // "Ada's bedtime Levemir" is her Levemir
	}
	dw, why := doseMedicine(m, d, 3)
	if why != "" {
		return Unit{}, why
	}
	a, u := m.caps["amt"], m.caps["u"]
	end := a.j
	if !u.empty() {
		end = u.j
	} else if !doseToken.MatchString(m.toks[a.i].low) {
		return Unit{}, "no dose unit"
	}
	return doseValueUnit(m, d, dw, a.i, end, m.caps["freq"])
}

// doseStopTail: what may follow a stopped medicine and its owner: nothing,
// another statement after a comma, the agent, or a time or reason adjunct.
func doseStopTail(m *ruleMatch) bool {
	t := m.caps["tail"]
	if t.empty() {
		return true
	}
	f := &m.toks[t.i]
	switch f.low {
	case ",", ";", "by", "because", "due", "as", "after", "following", "until", "pending", "while", "today", "tonight", "yesterday", "now":
		return true
	}
	return f.chunk == "time"
}

// emitDoseStop keys a stopped medicine (note.dose-stopped-*): (owner,
// <medicine> dose), negated and key-only (no value). The detector reads a
// key-only negation as the end of the key's value in force (a key
// negation), so it pairs only with a dose a dose line keyed the same way.
func emitDoseStop(e *Extractor, m *ruleMatch) (Unit, string) {
	o := m.caps["owner"]
	if t := m.caps["tail"]; !t.empty() && m.rule.ID == "note.dose-stopped-for" {
		// the owner's name runs to the first word that is no name
		k := t.i
		for k < t.j && m.toks[k].chunk == "name" && m.toks[k].text != "," {
			k++
		}
		o.j = k
		m.caps["owner"] = o
		m.caps["tail"] = rng{k, t.j}
	}
	if o.empty() || o.j-o.i > 3 {
		return Unit{}, "owner empty or too long"
	}
	if w := doseOwner(m); w != "" {
		return Unit{}, w
	}
	if !doseStopTail(m) {
		return Unit{}, "more than a stopped medicine"
	}
	for _, t := range m.toks {
		if t.low == "not" || t.low == "n't" || t.low == "never" {
			return Unit{}, "negated (" + t.low + ")"
		}
	}
	d := m.caps["drug"]
	dw, why := doseMedicine(m, d, 2)
	if why != "" {
		return Unit{}, why
	}
	u := doseKeyUnit(m, d, dw)
	u.Negated, u.KeyOnly = true, true
	if u.Subject.Canon == "" || keyOf(dw) == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

// rankOrdinals are the places written as words.
var rankOrdinals = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
	"eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20}

var rankOrdinalNum = regexp.MustCompile(`^(\d{1,4})(?:st|nd|rd|th)$`)

// emitRanking keys a place in a ranking (rank.*): (holder, world ranking) =
// the place as a number. The list is the world's only when the clause says
// so ("world No. 9", "in the world", "world rankings"); a clause naming no
// list, or another one ("pound-for-pound", "doubles"), is keyed under that
// list's words, and what follows the place may only name the list or a
// reason after a comma.
func emitRanking(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	x := m.caps["x"]
	if x.empty() || x.j-x.i > 4 {
		return Unit{}, "holder empty or too long"
	}
	if w := nameLike(m, "x"); w != "" {
		return Unit{}, w
	}
	n := m.caps["n"]
	if n.empty() || n.j-n.i != 1 {
		return Unit{}, "no place"
	}
	t := &m.toks[n.i]
	place := 0
	if v, err := strconv.Atoi(t.low); err == nil && v > 0 && v < 10000 {
		place = v
	} else if g := rankOrdinalNum.FindStringSubmatch(t.low); g != nil {
		place, _ = strconv.Atoi(g[1])
	} else if v, ok := rankOrdinals[t.low]; ok {
		place = v
	}
	if place == 0 {
		return Unit{}, "no place (" + t.low + ")"
	}
	// the list: "world" before the place or in the tail; the tail names a
	// list ("in the world rankings", "in the rankings") or ends at a comma
	world := false
	for k := x.j; k < n.i; k++ {
		if m.toks[k].low == "world" {
			world = true
		}
	}
	tail := m.caps["tail"]
	for k := tail.i; k < tail.j; k++ {
		l := m.toks[k].low
		if l == "," || l == "after" || l == "following" || l == "because" || m.toks[k].chunk == "time" && l != "world" {
			break
		}
		switch l {
		case "in", "the", "world", "rankings", "ranking", "standings", "list", "golf", "tennis", "singles", "men's", "women's", "atp", "wta":
			if l == "world" {
				world = true
			}
		default:
			return Unit{}, "more than a ranking after the place (" + l + ")"
		}
	}
	if m.rule.ID == "rank.ordinal-in-world" {
		world = true // the pattern says "in the world"
	}
	if !world {
		return Unit{}, "no world ranking named"
	}
	un := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: m.rule.Emit.Conf}
	un.Subject = m.span("x")
	un.Subject.Canon = subjectCanon(m.words("x"))
	un.Attribute = Span{Surface: t.text, Start: t.start, End: t.end, Canon: "world ranking"}
	un.Value = Span{Surface: t.text, Start: t.start, End: t.end, Canon: strconv.Itoa(place)}
	if un.Subject.Canon == "" {
		return Unit{}, "empty slot"
	}
	return un, ""
}

// restateRequire restates m as segs (restateSegs) and keeps the unit only
// when the restated clause has the attribute attr and is not negated; else
// the reason is "<what> (<the attribute it has>)".
func (e *Extractor) restateRequire(m *ruleMatch, segs []notesSeg, anchor, valueAt, attr, what string) (Unit, string) {
	u, why := e.restateSegs(m, segs, anchor, valueAt)
	if why != "" {
		return Unit{}, why
	}
	if u.Attribute.Canon != attr || u.Negated {
		return Unit{}, what + " (" + u.Attribute.Canon + ")"
	}
	return u, ""
}

// withThe puts "The " before segs when capture c, their first words, is a
// lowercase phrase without an article ("oat milk is stocked" is restated
// "The oat milk is stocked").
func withThe(m *ruleMatch, c string, segs []notesSeg) []notesSeg {
	if subj := m.surf(c); isLowerWord(firstChar(subj)) && !strings.HasPrefix(strings.ToLower(subj), "the ") {
		return append([]notesSeg{{text: "The "}}, segs...)
	}
	return segs
}

// providerAgentStops end a provider's name (relation.provider-by).
var providerAgentStops = map[string]bool{",": true, ";": true, "-": true, "–": true, "—": true, "(": true, "now": true, "these": true, "since": true,
	"from": true, "after": true, "as": true, "for": true, "until": true, "instead": true, "this": true, "again": true, "today": true, "on": true, "at": true, "in": true, "under": true, "with": true, "via": true,
	"through": true, "plus": true, "who": true, "which": true, "but": true, "because": true}

// emitProviderBy restates relation.provider-by as "The provider of <obj>
// is <agent>" (or "<obj>'s provider is <agent>" when the object holds a
// possessive): the particle matches its verb ("carried out", "looked
// after"), the object a noun phrase with no verb or clause word, the agent
// a name of at most six words, alone.
func emitProviderBy(e *Extractor, m *ruleMatch) (Unit, string) {
	v, prt := m.toks[m.caps["v"].i].low, m.surf("prt")
	if (v == "carried") != (prt == "out") || (v == "looked") != (prt == "after") {
		return Unit{}, "the particle is not its verb's (" + v + " " + prt + ")"
	}
	if w := stateObject(m, "obj"); w != "" {
		return Unit{}, w
	}
	g := m.caps["obj"]
	possessive := false
	for k := g.i; k < g.j; k++ {
		t := &m.toks[k]
		if t.low == "'s" || t.low == "'" {
			possessive = true
			continue
		}
		if strings.HasPrefix(t.tag, "VB") && t.tag != "VBG" || t.low == "no" || t.low == "not" || t.low == "never" || preps[t.low] && t.low != "for" && t.low != "of" && t.low != "on" {
			return Unit{}, "the object is no noun phrase (" + t.low + ")"
		}
	}
	a := m.caps["agent"]
	for k := a.i; k < a.j; k++ {
		if t := &m.toks[k]; providerAgentStops[t.low] || k > a.i && (t.chunk == "time" || t.chunk == "num") {
			a.j = k // "Sigma Imaging 11 Mar 2026": when, not who
			break
		}
	}
	if a.empty() || a.j-a.i > 6 {
		return Unit{}, "the agent is empty or long"
	}
	m.caps["agent"] = a
	for k := a.i; k < a.j; k++ {
		if t := m.toks[k].low; t == "and" || t == "or" || t == "&" && k == a.i {
			return Unit{}, "more than one provider"
		}
	}
	if first := &m.toks[a.i]; isLowerWord(firstChar(first.text)) && first.low != "the" || pronounStart(first) {
		return Unit{}, "the agent is no name (" + first.low + ")"
	}
	segs := []notesSeg{{text: "The provider of "}, {cap: "obj"}, {text: " is "}, {cap: "agent"}}
	if possessive {
		segs = []notesSeg{{cap: "obj"}, {text: "'s provider is "}, {cap: "agent"}}
	}
	u, why := e.restateSegs(m, segs, "agent", "")
	if why != "" {
		return Unit{}, why
	}
	if u.Negated || u.Attribute.Canon != "provider" || u.KeyOnly {
		return Unit{}, "the restated sentence names no provider (" + u.Attribute.Canon + ")"
	}
	u.Cardinality = CardFunctional
	return u, ""
}

// offValueStops end the place a subject is off: another statement or a
// reason follows (state.off).
var offValueStops = map[string]bool{",": true, ";": true, "-": true, "–": true, "—": true, "(": true, "now": true, "and": true, "after": true, "because": true,
	"since": true, "so": true, "as": true, "when": true, "until": true, "for": true, "today": true, "again": true}

// emitOff restates state.off as "<obj> is no longer on <val>": the object
// a name alone (capitalized words and codes), the value a noun phrase opening with an
// article, a possessive or a word that is no preposition, time or number.
func emitOff(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := nameObject(m, "obj", true); w != "" {
		return Unit{}, w
	}
	if !m.caps["v"].empty() && m.caps["v"].j-m.caps["v"].i == 1 && m.toks[m.caps["v"].i].low == "been" && m.caps["be"].empty() {
		return Unit{}, "\"been off\" without a be-form"
	}
	v := m.caps["val"]
	for k := v.i; k < v.j; k++ {
		if offValueStops[m.toks[k].low] {
			v.j = k
			break
		}
	}
	if v.empty() || v.j-v.i > 6 {
		return Unit{}, "the value is empty or long"
	}
	if f := &m.toks[v.i]; f.tag == "IN" || f.tag == "TO" || f.chunk == "time" || f.chunk == "num" || f.tag == "RB" || f.tag == "CC" || f.chunk == "vg" && !strings.HasPrefix(f.tag, "NN") {
		return Unit{}, "the value is no noun phrase (" + f.low + ")"
	}
	m.caps["val"] = v
	u, why := e.restateSegs(m, []notesSeg{{cap: "obj"}, {text: " is no longer on "}, {cap: "val"}}, "val", "")
	if why != "" {
		return Unit{}, why
	}
	if !u.Negated || u.Attribute.Canon == "be" || u.KeyOnly {
		return Unit{}, "the restated sentence denies no place (" + u.Attribute.Canon + ")"
	}
	return u, ""
}

// nameObject checks a state's object (state.no-longer-on, state.back-on,
// state.off): a state object (stateObject) with no verb, adverb or
// preposition, a proper noun or a code in it, opening with a capital; alone,
// also no lowercase word and no possessive ("Lucy's mare", "Crab linguine":
// a thing of a name or a common noun, which a restated sentence would
// split).
func nameObject(m *ruleMatch, name string, alone bool) string {
	if w := stateObject(m, name); w != "" {
		return w
	}
	g := m.caps[name]
	named := false
	for k := g.i; k < g.j; k++ {
		t := &m.toks[k]
		if strings.HasPrefix(t.tag, "VB") || strings.HasPrefix(t.tag, "RB") || t.tag == "IN" || t.tag == "TO" {
			return "the object has a verb, an adverb or a preposition (" + t.low + ")"
		}
		named = named || strings.HasPrefix(t.tag, "NNP") || containsDigit(t.text)
		if alone && (isLowerWord(firstChar(t.text)) && !containsDigit(t.text) || t.low == "'s" || t.low == "'") {
			return "the object is no name alone (" + t.low + ")"
		}
	}
	if !named || isLowerWord(firstChar(m.toks[g.i].text)) {
		return "the object is no name"
	}
	return ""
}

// emitOnRota restates state.no-longer-on as "<obj> is no longer <prep>
// <val>" and state.back-on as "<obj> is <prep> <val>", when the object is
// a person's or a unit's name (a capitalized word that opens it, no verb)
// and the value a noun phrase; a time after the value ("from June") stays
// with it for the parser to cut, what follows a comma is another statement.
func emitOnRota(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := nameObject(m, "obj", false); w != "" {
		return Unit{}, w
	}
	v := m.caps["val"]
	for k := v.i; k < v.j; k++ {
		if t := m.toks[k].text; t == "," || t == ";" || t == "-" || t == "(" {
			v.j = k
			break
		}
	}
	if v.empty() || v.j-v.i > 8 || m.toks[v.i].chunk == "time" || m.toks[v.i].chunk == "num" {
		return Unit{}, "the value is empty, long, a time or a number"
	}
	if m.toks[v.i].low == "stock" {
		return Unit{}, "a stock state (state.in-stock)"
	}
	m.caps["val"] = v
	segs := []notesSeg{{cap: "obj"}, {text: " is "}, {cap: "prep"}, {text: " "}, {cap: "val"}}
	if m.rule.ID == "state.no-longer-on" {
		segs[1].text = " is no longer "
	}
	u, why := e.restateSegs(m, segs, "val", "")
	if why != "" {
		return Unit{}, why
	}
	if u.Negated != (m.rule.ID == "state.no-longer-on") || u.Attribute.Canon == "be" || u.KeyOnly {
		return Unit{}, "the restated sentence names no place (" + u.Attribute.Canon + ")"
	}
	return u, ""
}

// emitBarePhrase restates state.bare-phrase's "<obj> <state> [tail]" as
// "<obj> is <state>": the tail is a time, or another statement after a
// comma, a semicolon, a dash or a parenthesis.
func emitBarePhrase(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := stateObject(m, "obj"); w != "" {
		return Unit{}, w
	}
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	if t := m.caps["tail"]; !t.empty() {
		switch f := m.toks[t.i].text; {
		case f == "," || f == ";" || f == "-" || f == "(" || f == "—" || f == "–":
			m.caps["tail"] = rng{}
		case !adjunctStart(m, t.i):
			return Unit{}, "trailing words are not a time (" + m.toks[t.i].low + ")"
		}
	}
	segs := withThe(m, "obj", []notesSeg{{cap: "obj"}, {text: " is "}, {cap: "state"}})
	if !m.caps["tail"].empty() {
		segs = append(segs, notesSeg{text: " "}, notesSeg{cap: "tail"})
	}
	return e.restateRequire(m, segs, "state", "", "status", "restated clause is no state")
}
