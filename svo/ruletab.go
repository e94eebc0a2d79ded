package svo

import (
	"strings"
)

// The rule table. Priorities: the clause parser's specific forms are 50, its
// generic forms (verb lemma as attribute, plain copula) 40; a table rule at
// 45 reads a construction better than a generic form, and below 40 it only
// fills in where the parser abstains. Base confidences are the rules'
// measured precision on the development corpora (doc/svo.md), below 1.
var ruleTable = []Rule{
	// ---- roles: the office is the key, the holder the value ----
	{
		ID: "role.holder-verb-comment", Stage: "role", Priority: 51,
		Pattern: "holder=%name+ #RB? verb=@role_verbs org=.+ %time* sep=,|;|–|— rest=.*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "verb", AttrLex: "role_verbs", Card: CardFunctional, Conf: 0.86, Check: checkHolderVerb},
		Doc:     "role.holder-verb with a comment after the organisation: \"Tobiah Lund now manages Bramble, Hesper off on maternity leave\" → (bramble, manager) = tobiah lund, keyed like \"Bramble manager: Hesper Quill\"",
	},
	{
		ID: "role.holder-verb", Stage: "role", Priority: 51,
		Pattern: "holder=%name+ #RB? verb=@role_verbs org=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "verb", AttrLex: "role_verbs", Card: CardFunctional, Conf: 0.9, Check: checkHolderVerb},
		Doc:     "the holder is the subject of a role verb: \"Dana Wu chairs the commission\" → (commission, chair) = dana wu (lex/role_verbs.tsv); present tense, a definite or named organisation",
	},
	{
		ID: "role.passive-agent", Stage: "role", Priority: 51,
		Pattern: "org=.+ is|are #RB? verb=@role_verbs|role_passive_verbs by holder=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "verb", AttrLex: "role_verbs|role_passive_verbs", Card: CardFunctional, Conf: 0.9, Check: checkPassiveAgent},
		Doc:     "\"The commission is chaired by Dana Wu\", \"The villa is owned by X\" → (org, role) = holder",
	},
	{
		ID: "role.took-over-as", Stage: "role", Priority: 51,
		Pattern: "holder=%name+ #RB? <take|serve|act> over|office? as role=.+ of|at org=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.9, Check: checkRoleOf},
		Doc:     "\"Tom Ito took over as chair of the commission\", \"took office as rector of X\", \"serves as rector of X\" → (org, role) = holder",
	},
	{
		ID: "role.took-over-as-office", Stage: "role", Priority: 44,
		Pattern: "holder=%name+ <take> over|office as role=.+ %time*",
		Emit:    Emit{Subject: "role", Value: "holder", Attr: "holder", Card: CardFunctional, Conf: 0.88, Check: checkOffice},
		Doc:     "\"took office as Lord Warden\" (an office with no organisation) → (lord warden, holder) = holder",
	},
	{
		ID: "role.appointed", Stage: "role", Priority: 45,
		Pattern: "holder=%name+ was|is|has|been|had+ appointed|named|elected|installed|made as? role=.+ of|at org=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.88, Check: checkRoleOf},
		Doc:     "\"Ana Ruiz was appointed director of the museum\" → (museum, director) = ana ruiz",
	},
	{
		ID: "role.field-at", Stage: "role", Priority: 45,
		Pattern: "holder=%name+ #RB? was|is|has|been|had* appointed|named|elected|installed|made|became|become|becomes|sworn|took|takes|take|taken in|office|up|over? as? the? role=.+ of field=.+ at org=.+ %time*",
		Emit:    Emit{Fn: emitRoleFieldAt, Conf: 0.86},
		Doc:     "an office of a field at an organisation: \"X was appointed dean of science at Castlemere\", \"X became professor of law at Y\" → (castlemere, dean of science) = x",
	},
	{
		ID: "role.copula-field-at", Stage: "role", Priority: 51,
		Pattern: "the role=.+ of field=.+ at org=.+ is|was|remains holder=.+ %time*",
		Emit:    Emit{Fn: emitRoleFieldAt, Conf: 0.88},
		Doc:     "\"The dean of science at Castlemere is X\" → (castlemere, dean of science) = x, keyed like the appointment",
	},
	{
		ID: "role.sworn-in", Stage: "role", Priority: 51,
		Pattern: "holder=%name+ was|is|has|been|had+ sworn|inaugurated|confirmed|reappointed|reelected|re-elected|re-appointed in? as? the? role=.+ of|at org=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.88, Check: checkBecameRole},
		Doc:     "\"X was sworn in as governor of Pellam\", \"X was re-elected mayor of Y\" → (org, role) = x",
	},
	{
		ID: "role.took-up-post", Stage: "role", Priority: 45,
		Pattern: "holder=%name+ #RB? <take|assume> up|on? the post|position|role|office|job|seat of role=.+ at|of|with org=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.88, Check: checkRoleOf},
		Doc:     "\"X took up the post of music director at the Y Philharmonic\", \"X assumed the role of chair of Z\" → (org, role) = x",
	},
	{
		ID: "role.succeeded-as", Stage: "role", Priority: 52,
		Pattern: "holder=%name+ has|have|had? #RB? <succeed|replace|unseat|oust|displace|supplant> old=%name+ as the? role=.+ of|at org=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.88, Check: checkSucceededAs, From: "old"},
		Doc:     "\"X succeeded Y as chair of Z\", \"X has replaced Y as PI of Z\" → (z, chair) = x, and Y was the holder before (Unit.From); a role a named holder was replaced in is one holder's at a time whatever its head noun (\"as exams officer at Z\"), not an indefinite one (\"as a volunteer\")",
	},
	{
		ID: "role.replaced-as-by", Stage: "role", Priority: 52,
		Pattern: "old=%name+ was|has|had|been+ replaced|succeeded|supplanted|displaced as the? role=.+ of|at org=.+ by holder=%name+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.88, Check: checkSucceededAs, From: "old"},
		Doc:     "the passive of role.succeeded-as: \"Y was replaced as head coach of Z by X\" → (z, coach) = x, Y the holder before (Unit.From)",
	},
	{
		ID: "role.replaced-as-owned", Stage: "role", Priority: 50,
		Pattern: "holder=%name+ has|have|had? #RB? <replace|succeed|supplant|displace> old=%name+ as our|my|their|its|the role=.+ %time*",
		Emit:    Emit{Subject: "role", Value: "holder", Restate: true, Card: CardFunctional, Conf: 0.84, Check: checkTookOver, From: "old"},
		Doc:     "\"Stripe replaced Adyen as our payments processor\" → keyed like \"the payments processor is Stripe\" (where role.replaced-as's holder reading is a class membership), Adyen the old value (Unit.From)",
	},
	{
		ID: "role.councillors-elected", Stage: "role", Priority: 51,
		Pattern: "org=%name+ mid=#NN|JJ* body=councillors|councilors #RB? <elect|appoint|choose|name|pick|install|select|reappoint|re-elect|reelect> holder=%name+ as|to their|its? role=#NN|NNP|JJ+ tail=.*",
		Emit:    Emit{Fn: emitCouncillorsElected, Conf: 0.86},
		Doc:     "\"Tolland Fen parish councillors elected X as their chairman\" → (tolland fen parish council, chair) = x: councillors elect their council's office holders (role.org-body-elected reads the other bodies: \"the Aldmere synod chose X as bishop\")",
	},
	{
		ID: "role.body-elected", Stage: "role", Priority: 51,
		Pattern: "the? body=.+ of org=.+ #RB? elected|appointed|chose|named|picked|installed|selected|confirmed|reappointed|re-elected|reelected holder=%name+ as|to the? role=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.88, Check: checkBodyElected},
		Doc:     "\"The trustees of the Port Authority elected X as chair\", \"the board of Brixa Systems appointed X as chief executive\" → (org, role) = x: the electing body belongs to the organisation",
	},
	{
		ID: "role.org-body-elected", Stage: "role", Priority: 51,
		Pattern: "the? org=%name+ body=@body_nouns #RB? elected|appointed|chose|named|picked|installed|selected|confirmed|reappointed|re-elected|reelected holder=%name+ as|to the? role=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.88, Check: checkBodyElected},
		Doc:     "\"the Kelby council elected X as mayor\", \"the Aldmere synod chose X as bishop\" → (kelby, mayor) = x: the electing body named after its organisation",
	},
	{
		ID: "role.body-elected-possessive", Stage: "role", Priority: 51,
		Pattern: "the? org=.+ 's|' body=.+ #RB? elected|appointed|chose|named|picked|installed|selected|confirmed|reappointed|re-elected|reelected holder=%name+ as|to the? role=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.88, Check: checkBodyElected},
		Doc:     "\"The Rowing Federation's congress elected X as president\" → (rowing federation, president) = x",
	},
	{
		ID: "role.org-elected-as", Stage: "role", Priority: 51,
		Pattern: "the? org=%name+ #RB? elected|appointed|named|chose|picked|installed|hired|confirmed holder=%name+ as the? role=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.86, Check: checkBecameRole},
		Doc:     "\"The Green Union elected Marten Kessel as party leader\" → (green union, leader) = marten kessel (the office a title noun)",
	},
	{
		ID: "role.named-its", Stage: "role", Priority: 51,
		Pattern: "the? org=%name+ #RB? named|appointed|made|hired|installed|elected holder=%name+ as? its|their role=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.88, Check: checkBecameRole},
		Doc:     "\"The Chamber Choir named X its music director\" → (chamber choir, music director) = x",
	},
	{
		ID: "role.took-over-from", Stage: "role", Priority: 52,
		Pattern: "holder=%name+ #RB? <take> over from old=%name+ as the? role=.+ of|at org=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.88, Check: checkSucceededAs, From: "old"},
		Doc:     "\"X took over from Y as principal conductor of Z\" → (z, principal conductor) = x, Y the holder before (Unit.From)",
	},
	{
		ID: "role.post-passed", Stage: "role", Priority: 52,
		Pattern: "the post|position|office|role|chair|seat of role=.+ of|at org=.+ passed|went|moved|transferred from old=%name+ to holder=%name+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.88, Check: checkSucceededAs, From: "old"},
		Doc:     "\"The post of editor of the Courier passed from X to Y\" → (courier, editor) = y, X the holder before",
	},
	{
		ID: "role.handed-over-post", Stage: "role", Priority: 52,
		Pattern: "old=%name+ #RB? handed|passed|gave over? the post|position|office|role|chair|reins of role=.+ of|at org=.+ over? to holder=%name+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.88, Check: checkSucceededAs, From: "old"},
		Doc:     "\"X handed over the post of chief executive of Y to Z\" → (y, ceo) = z, X the holder before",
	},
	{
		ID: "role.became", Stage: "role", Priority: 51,
		Pattern: "holder=%name+ #RB? <become> the? role=.+ of|at org=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.88, Check: checkBecameRole},
		Doc:     "\"Lars Holm became chair of the Civic Union\", \"X became Bishop of Tromsholm\" → (org, role) = holder: becoming an office holder is holding it (the office a title noun); keyed like \"took office as\"",
	},
	{
		ID: "role.became-office", Stage: "role", Priority: 44,
		Pattern: "holder=%name+ #RB? <become> the? role=.+ %time*",
		Emit:    Emit{Subject: "role", Value: "holder", Attr: "holder", Card: CardFunctional, Conf: 0.86, Check: checkOffice},
		Doc:     "\"X became Norvian ambassador to Chile\" (an office with no organisation) → (norvian ambassador to chile, holder) = x, keyed like \"took office as\"",
	},
	{
		ID: "employer.hired-away", Stage: "role", Priority: 51,
		Pattern: "org=%name+ #RB? hired|poached|recruited holder=%name+ away? from old=%name+ %time*",
		Emit:    Emit{Subject: "holder", Value: "org", Attr: "employer", Card: CardFunctional, Conf: 0.86, Check: checkHiredAway, From: "old"},
		Doc:     "\"Halden Mutual hired Raman away from Corvel Partners\" → (raman, employer) = halden mutual, Corvel Partners the employer before (Unit.From)",
	},
	{
		ID: "employer.went-to-work", Stage: "role", Priority: 51,
		Pattern: "holder=%name+ #RB? went|moved|left? to? work|working at|for org=%name+ %time*",
		Emit:    Emit{Subject: "holder", Value: "org", Attr: "employer", Card: CardFunctional, Conf: 0.86, Check: checkHiredAway},
		Doc:     "\"Hanna Lindgren went to work at Sedra Analytics\" → (hanna lindgren, employer) = sedra analytics",
	},
	{
		ID: "team.org-signed", Stage: "role", Priority: 51,
		Pattern: "org=%name+ #RB? signed|re-signed|loaned|recalled holder=%name+ %time*",
		Emit:    Emit{Subject: "holder", Value: "org", Attr: "team", Card: CardFunctional, Conf: 0.84, Check: checkHiredAway},
		Doc:     "\"Calder Town signed Nikolai Strand\" → (nikolai strand, team) = calder town, keyed like \"X signed for Calder Town\"",
	},
	{
		ID: "team.moved-to", Stage: "role", Priority: 51,
		Pattern: "holder=%name+ #RB? transferred|moved|went on? loan? to org=%name+ %time*",
		Emit:    Emit{Subject: "holder", Value: "org", Attr: "team", Card: CardFunctional, Conf: 0.82, Check: checkTeamMove},
		Doc:     "\"X transferred to Dunmore Athletic\", \"X went on loan to Calder Town\" (a named club: a word like Athletic, Rovers, United, FC in it) → (x, team) = club",
	},
	{
		ID: "residence.became-home", Stage: "role", Priority: 51,
		Pattern: "place=%name+ #RB? <become> the? home to|of holder=%name+ %time*",
		Emit:    Emit{Subject: "holder", Value: "place", Attr: "residence", Card: CardFunctional, Conf: 0.84, Check: checkBecameHome},
		Doc:     "\"Vellmar became home to Celeste Varga\" → (celeste varga, residence) = vellmar",
	},
	{
		ID: "role.appointed-office", Stage: "role", Priority: 44,
		Pattern: "holder=%name+ was|is|has|been|had+ appointed|named|elected|installed|made as? role=.+ %time*",
		Emit:    Emit{Subject: "role", Value: "holder", Attr: "holder", Card: CardFunctional, Conf: 0.86, Check: checkOffice},
		Doc:     "\"Ana Ruiz was appointed Lord Warden\" → (lord warden, holder) = ana ruiz",
	},
	{
		ID: "role.office-held-by", Stage: "role", Priority: 51,
		Pattern: "the? office|post|position|seat|role of role=.+ of|at org=.+ is|are held|occupied|filled by holder=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Card: CardFunctional, Conf: 0.9, Check: checkRoleOf},
		Doc:     "\"The office of Mayor of Tarn is held by X\" → (tarn, mayor) = x",
	},
	{
		ID: "role.office-held-by-office", Stage: "role", Priority: 51,
		Pattern: "the? office|post|position|seat|role of role=.+ is|are held|occupied|filled by holder=.+ %time*",
		Emit:    Emit{Subject: "role", Value: "holder", Attr: "holder", Card: CardFunctional, Conf: 0.88, Check: checkOffice},
		Doc:     "\"The office of Lord Warden is held by X\" → (lord warden, holder) = x",
	},
	{
		ID: "role.took-charge", Stage: "role", Priority: 45,
		Pattern: "holder=%name+ <take|assume> over? the? verb=@charge_nouns of org=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "verb", AttrLex: "charge_nouns", Card: CardFunctional, Conf: 0.86, Check: checkTookCharge},
		Doc:     "\"Lena Park took command of the garrison\" → (garrison, commander) = lena park; charge/leadership → leader",
	},
	{
		ID: "role.holds-position", Stage: "role", Priority: 45,
		Pattern: "subj=%name+ #RB? <hold> the? n=rank|position|title|office|post|seat of? val=.+ %time*",
		Emit:    Emit{Subject: "subj", Value: "val", AttrFrom: "n", AttrLex: "position_nouns", Card: CardFunctional, Conf: 0.86, Check: checkHolds},
		Doc:     "\"Ivo Sand holds the rank of major\" → (ivo sand, rank) = major; position, title, office likewise",
	},
	{
		ID: "role.taken-over-by", Stage: "role", Priority: 45,
		Pattern: "role=.+ role|post|position|job|duties? was|were|has|have|had|been|is|got* #RB? <take> over by holder=%name+ %time*",
		Emit:    Emit{Subject: "role", Value: "holder", Restate: true, Inverse: true, Card: CardFunctional, Conf: 0.86, Check: checkTookOver},
		Doc:     "\"The night manager role was taken over by Priya Halloran\" reads as \"Priya Halloran is the night manager\", the passive of role.took-over",
	},
	{
		ID: "role.took-over", Stage: "role", Priority: 45,
		Pattern: "holder=%name+ <take> over role=.+ %time*",
		Emit:    Emit{Subject: "role", Value: "holder", Restate: true, Inverse: true, Card: CardFunctional, Conf: 0.86, Check: checkTookOver},
		Doc:     "\"Marco took over primary on-call for search\" reads as \"Marco is the primary on-call for search\" (a role noun phrase; the restated clause must be an inverse role)",
	},
	{
		ID: "role.took-over-as-from", Stage: "role", Priority: 51,
		Pattern: "holder=%name+ <take> over as role=.+ from old=%name+ %time*",
		Emit:    Emit{Subject: "role", Value: "holder", Restate: true, Inverse: true, Card: CardFunctional, Conf: 0.86, Check: checkTookOver},
		Doc:     "\"Hiro took over as security lead from Aisha\" reads as \"Hiro is the security lead\" (the old holder is evidence)",
	},
	{
		ID: "role.replaced-as", Stage: "role", Priority: 51,
		Pattern: "holder=%name+ has|have|had? #RB? replaced|succeeded|relieved old=%name+ as role=.+ %time*",
		Emit:    Emit{Subject: "role", Value: "holder", Restate: true, Inverse: true, Card: CardFunctional, Conf: 0.86, Check: checkTookOver, From: "old"},
		Doc:     "\"Chloe replaced Hannah as the family's babysitter\" reads as \"Chloe is the family's babysitter\" (the old holder is evidence, not a fact: Unit.From)",
	},
	{
		ID: "role.back-as", Stage: "role", Priority: 51,
		Pattern: "holder=%name+ is|'s|are back|again|now as role=.+ %time*",
		Emit:    Emit{Subject: "role", Value: "holder", Restate: true, Inverse: true, Card: CardFunctional, Conf: 0.86, Check: checkTookOver},
		Doc:     "\"Priya is back as primary on-call\" reads as \"Priya is the primary on-call\"",
	},
	{
		ID: "role.handed-duties", Stage: "role", Priority: 51,
		Pattern: "from=%name+ <hand|pass|give> off|over? the? role=.+ duties|duty|role|responsibilities|responsibility to new=%name+ %time*",
		Emit:    Emit{Subject: "role", Value: "new", Restate: true, Inverse: true, Card: CardFunctional, Conf: 0.86, Check: checkHandedDuties, From: "from"},
		Doc:     "\"Hiro handed off the security contact duties to Aisha\" reads as \"Aisha is the security contact\"",
	},
	// ---- change reports: the new value is the value, keyed like the copula ----
	{
		ID: "change.from-to", Stage: "change", Priority: 45,
		Pattern: "agent=%name|np|word* #RB? verb=@change_verbs back? obj=.+ back? from|off old=.+ to|onto new=.+ %time*",
		Emit:    Emit{Subject: "obj", Value: "new", Restate: true, Owner: "agent", Card: CardFunctional, Conf: 0.88, Check: checkChange, From: "old"},
		Doc:     "\"raised the rate limit from 100 to 250 rps\" → keyed like \"the rate limit is 250 rps\"",
	},
	{
		ID: "change.key-changed-now", Stage: "change", Priority: 52,
		Pattern: "obj=.+ changed|updated|switched|swapped|amended|rebooked again? :|- now? new=%name+ tail=.*",
		Emit:    Emit{Subject: "obj", Value: "new", Restate: true, Card: CardFunctional, Conf: 0.84, Check: checkKeyChangedNow, Raw: true},
		Doc:     "a note of a changed key and its new value: \"Porto hotel changed: now Infante Sagres\" → keyed like \"Porto hotel: Infante Sagres\" (the value a name; what follows a comma, \"for\" or a parenthesis is another statement)",
	},
	{
		ID: "change.to", Stage: "change", Priority: 45,
		Pattern: "agent=%name|np|word* #RB? verb=@change_verbs obj=.+ up|down|back|over? to new=.+ %time*",
		Emit:    Emit{Subject: "obj", Value: "new", Restate: true, Owner: "agent", Card: CardFunctional, Conf: 0.86, Check: checkChange},
		Doc:     "\"bumped the cache TTL to 600 seconds\", \"We lowered the quota to 500\" → keyed like \"the cache TTL is 600 seconds\"",
	},
	{
		ID: "change.passive-to", Stage: "change", Priority: 45,
		Pattern: "obj=.+ was|is|has|been|got+ #RB? verb=@change_verbs back? from? old=.* to new=.+ %time*",
		Emit:    Emit{Subject: "obj", Value: "new", Restate: true, Card: CardFunctional, Conf: 0.86, Check: checkChangePassive, From: "old"},
		Doc:     "\"The quota was lowered to 500\", \"billing was migrated from A to B\" → keyed like \"the quota is 500\"",
	},
	{
		ID: "change.intransitive-to", Stage: "change", Priority: 45,
		Pattern: "obj=.+ verb=@change_verbs back? from|off? old=.* to|onto new=.+ %time*",
		Emit:    Emit{Subject: "obj", Value: "new", Restate: true, Card: CardFunctional, Conf: 0.84, Check: checkChangeIntransitive, From: "old"},
		Doc:     "\"rate limit lowered to 250 rps\", \"the quota doubled to 16\" (raise/lower-type verbs; \"Ana moved to Oslo\" is a residence), and any change verb with both values of a thing that is no name (\"ingestion moved off RabbitMQ to Kafka\") → keyed like the copula",
	},
	{
		ID: "change.key-only", Stage: "change", Priority: 42,
		Pattern: "agent=%name|np|word* #RB? verb=@change_verbs obj=.+ %time*",
		Emit:    Emit{Subject: "obj", Restate: true, KeyOnly: true, Owner: "agent", Card: CardFunctional, Conf: 0.8, Check: checkChangeKeyOnly},
		Doc:     "\"We changed the retry limit again\": about the key, no value (KeyOnly)",
	},
	{
		ID: "change.toggle", Stage: "change", Priority: 45,
		Pattern: "agent=%name|np|word* #RB? verb=turned|switched|toggled|flipped|disabled|enabled|paused|resumed|lifted|suspended|reinstated|relisted|restocked|reopened|delisted state=off|on? obj=.+ again? %time*",
		Emit:    Emit{Subject: "obj", Value: "verb", Restate: true, Card: CardFunctional, Conf: 0.84, Fn: emitToggle},
		Doc:     "\"turned off the new_checkout flag\", \"disabled gzip on the edge\" (subject-less past, or a named agent) → keyed like \"the flag is off\"",
	},
	{
		ID: "change.toggle-passive", Stage: "change", Priority: 45,
		Pattern: "obj=.+ was|is|were|are|been|got|has|have* #RB? verb=turned|switched|toggled|flipped|disabled|enabled|paused|resumed|lifted|suspended|reinstated state=off|on|back? again|back? %time*",
		Emit:    Emit{Subject: "obj", Value: "verb", Restate: true, Card: CardFunctional, Conf: 0.84, Fn: emitToggle},
		Doc:     "\"maintenance mode turned off at 02:10\", \"deploy freeze lifted\", \"SSO enforcement disabled during the migration\" → keyed like \"X is off\"",
	},
	{
		ID: "change.state-note", Stage: "change", Priority: 45,
		Pattern: "obj=.+ is|'s? back|now|again state=on|off|up|down|open|closed|online|offline|in-force|in-place|in-service|out-of-service|in-print|out-of-print %time*",
		Emit:    Emit{Fn: emitStateNote},
		Doc:     "a verbless note \"SSO enforcement back on after the cutover\" → keyed like \"SSO enforcement is on\"",
	},
	{
		ID: "change.down-to", Stage: "change", Priority: 45,
		Pattern: "obj=.+ dir=down|up|back to new=.+ %time*",
		Emit:    Emit{Subject: "obj", Value: "new", Restate: true, Card: CardFunctional, Conf: 0.82, Check: checkDownTo},
		Doc:     "a verbless note \"error budget down to 12%\" → keyed like \"the error budget is 12%\"",
	},
	{
		ID: "change.level-copula", Stage: "change", Priority: 51,
		Pattern: "obj=.+ is|'s|are|was|were now? dir=down|up|back to new=.+ %time*",
		Emit:    Emit{Fn: emitLevelCopula},
		Doc:     "\"User is down to 175 lb\" = \"User weighs 175 lb\"; \"The team is down to 8 engineers\" = \"The team has 8 engineers\"; else \"X is <value>\"",
	},
	{
		ID: "role.use-for", Stage: "role", Priority: 51,
		Pattern: "agent=.+ #RB? <use|run|rely> on? val=.+ for|as obj=.+ %time*",
		Emit:    Emit{Fn: emitUseFor},
		Doc:     "a role phrase \"We use Buildkite for CI\", \"uses Bazel as its build tool\" → (ci, use) = buildkite, functional (one tool in that role)",
	},
	{
		ID: "change.version-deploy", Stage: "change", Priority: 45,
		Pattern: "agent=%name|np|word* #RB? verb=deployed|released|shipped|rolled|pushed|published|upgraded|downgraded|reverted prod=.+ back? to? ver=%num .* %time*",
		Emit:    Emit{Fn: emitVersionDeploy},
		Doc:     "\"deployed api-gateway 2.4.0 to prod\", \"rolled api-gateway back to 2.3.1\" → (api-gateway, version) = the version",
	},
	{
		ID: "change.version-released", Stage: "change", Priority: 51,
		Pattern: "prod=.+ ver=%num was|is|got? released|deployed|shipped|published|live .* %time*",
		Emit:    Emit{Fn: emitVersionDeploy},
		Doc:     "\"api-gateway 2.5.0 released to production\" → (api-gateway, version) = 2.5.0",
	},
	{
		ID: "change.handover-passive", Stage: "change", Priority: 45,
		Pattern: "obj=.+ was|is|got? verb=reassigned|handed|passed|transferred over? from old=%name+ to new=%name+ %time*",
		Emit:    Emit{Subject: "obj", Value: "new", Attr: "owner", Card: CardFunctional, Conf: 0.84, Check: checkHandoverPassive, From: "old"},
		Doc:     "\"the Stark account was reassigned from Ng to Kim\" → (stark account, owner) = kim",
	},
	{
		ID: "change.ownership-moved", Stage: "change", Priority: 51,
		Pattern: "ownership|stewardship|custody of obj=.+ <move|pass|transfer|go|shift> over? to new=.+ %time*",
		Emit:    Emit{Subject: "obj", Value: "new", Attr: "owner", Card: CardFunctional, Conf: 0.86, Check: checkOwnershipMoved},
		Doc:     "\"Ownership of the payments service moved to the Billing team\" → (payments service, owner) = billing team",
	},
	{
		ID: "change.key-only-passive", Stage: "change", Priority: 51,
		Pattern: "obj=.+ was|were|has|have|been|got+ #RB* verb=changed|updated|adjusted|modified|reset|revised|reconfigured|tweaked %time*",
		Emit:    Emit{Subject: "obj", Restate: true, KeyOnly: true, Card: CardFunctional, Conf: 0.8, Check: checkKeyOnlyPassive},
		Doc:     "\"The retry limit was changed last week\": about the key, no value (KeyOnly)",
	},
	{
		ID: "change.handover", Stage: "change", Priority: 45,
		Pattern: "from=%name+ verb=@handover_verbs obj=.+ to|over new=%name+ %time*",
		Emit:    Emit{Subject: "obj", Value: "new", Attr: "owner", Card: CardFunctional, Conf: 0.86, Check: checkHandover, From: "from"},
		Doc:     "\"Kim handed the Initech account to Lee\" → (initech account, owner) = lee",
	},
	// ---- frame keys and unique roles of encyclopedic text ----
	{
		ID: "frame.temporal-value", Stage: "frame", Priority: 42,
		Pattern: ".+ when=%time+",
		Emit:    Emit{Fn: emitTemporalValue},
		Doc:     "\"X last V-ed Y in/on DATE\", \"the most recent N was in DATE\", \"X opens/premieres on DATE\": the date is the value, the masked frame the key",
	},
	{
		ID: "role.copula-definite", Stage: "role", Priority: 45,
		Pattern: "subj=.+ is|are|was|were|remains|remain comp=.+ %time*",
		Emit:    Emit{Fn: emitRoleCopula},
		Doc:     "a specificational copula with a unique role on one side (superlative, ordinal, recency marker, record): the role is the key, the other side the holder",
	},
	{
		ID: "role.copula-superlative", Stage: "role", Priority: 51,
		Pattern: "subj=.+ is|are|was|were|remains|remain comp=.+ %time*",
		Emit:    Emit{Fn: emitRoleSuperlative},
		Doc:     "role.copula-definite for a superlative, ordinal or record role (\"the tallest tower in Varnholt\"): outranks the parser's attribute and class readings, so both voices share the key",
	},
	{
		ID: "role.rated-superlative", Stage: "role", Priority: 51,
		Pattern: "subj=.+ is|are|was|were #RB? rated|considered|ranked|voted|regarded|named|deemed as? comp=.+ %time*",
		Emit:    Emit{Fn: emitRoleSuperlative},
		Doc:     "\"X is rated the best goalkeeper in the world\" is keyed like \"X is the best goalkeeper ...\" (a superlative role)",
	},
	{
		ID: "role.titled", Stage: "role", Priority: 51,
		Pattern: "subj=.+ is|are|was|were #RB? titled|called|named|codenamed|dubbed comp=.+ %time*",
		Emit:    Emit{Fn: emitRoleCopula},
		Doc:     "\"The newest book is titled X\", \"The latest release is codenamed Y\": a marked role named by a title",
	},
	{
		ID: "role.signing", Stage: "role", Priority: 51,
		Pattern: "org=%name+ 's|' new|latest|newest|most? recent? signing|recruit|acquisition is|was holder=%name+ %time*",
		Emit:    Emit{Subject: "holder", Value: "org", Attr: "team", Card: CardFunctional, Conf: 0.86, Check: checkSigning},
		Doc:     "\"Harrow Rovers' new signing is Ivo Sand\" → (ivo sand, team) = harrow rovers",
	},
	{
		ID: "role.of-possessive-name", Stage: "role", Priority: 51,
		Pattern: "the? attr=.+ of org=.+ is|was holder=.+ %time*",
		Emit:    Emit{Fn: emitOfPossessiveName},
		Doc:     "\"The publisher of Walt Disney's Comics and Stories is X\": a possessive inside a name after \"of\" is part of the name, (walt disney comics and stories, publisher) = x",
	},
	{
		ID: "role.superlative-object", Stage: "role", Priority: 45,
		Pattern: "holder=%name+ #RB? <have>? verb=<win|hold|have|own|score|earn|claim> rec=the|this|last|next .+ %time*",
		Emit:    Emit{Fn: emitSuperlativeObject},
		Doc:     "\"The Otters have won the most county titles\", \"Penn State won this year's NIT\" → (win most county title, holder) = otters",
	},
	{
		ID: "frame.marked-venue", Stage: "frame", Priority: 45,
		Pattern: "subj=.+ is|are|was|were #RB? verb=held|played|staged|hosted|won at|in agent=.+ %time*",
		Emit:    Emit{Fn: emitMarkedVenue},
		Doc:     "\"This year's Orange Bowl is played at X\", \"The previous World Cup was held in Y\": the venue of a marked event is the value",
	},
	{
		ID: "frame.count", Stage: "frame", Priority: 42,
		Pattern: ".* num=%num+ .*",
		Emit:    Emit{Fn: emitFrameNumber},
		Doc:     "one number in a clause outside the lexicon is the value of a measurement or running total; the rest is the frame (\"has lifted the trophy 4 times\")",
	},
	{
		ID: "frame.agent", Stage: "frame", Priority: 44,
		Pattern: "subj=.+ was|is|were|are|has|have|been+ #RB* #VBN|VBD by|to agent=.+ %time*",
		Emit:    Emit{Fn: emitFrameAgent},
		Doc:     "\"Last year's final was won by X\", \"The scoring record is held by X\", \"The prize was most recently awarded to X\": the holder of a marked event, record or award is the value",
	},
	{
		ID: "frame.agent-marked-event", Stage: "frame", Priority: 44,
		Pattern: "subj=.+ was|is|were|are|has|have|been+ #RB* #VBN mid=.+ by agent=.+ %time*",
		Emit:    Emit{Fn: emitFrameAgentMarked},
		Doc:     "\"The Cowboys were knocked out of last year's playoffs by the Lions\": the agent of a recency-marked event is the value, the rest the frame",
	},
	{
		ID: "role.more-than-any-other", Stage: "role", Priority: 46,
		Pattern: "holder=%name+ #RB? has|have|had? verb=#VBN|VBD|VBZ|VBP obj=.+ more times? than any other rest=.+",
		Emit:    Emit{Fn: emitMoreThanAnyOther},
		Doc:     "\"Tottenham have won the Premier League more times than any other club\": the record's holder is the value, the record (verb, object, \"more than any other\") the key",
	},
	{
		ID: "frame.went-to", Stage: "frame", Priority: 44,
		Pattern: "subj=.+ <go|pass|fall|belong> to agent=.+ %time*",
		Emit:    Emit{Fn: emitFrameAgent},
		Doc:     "\"The gold medal went to X\": the holder of an award is the value",
	},
	{
		ID: "role.record-holder", Stage: "role", Priority: 45,
		Pattern: "holder=%name+ #RB? <hold> rec=the|a .* %time*",
		Emit:    Emit{Fn: emitRecordHolder},
		Doc:     "\"X holds the record for the most caps\" → (record for most cap, holder) = x",
	},
	{
		ID: "note.label-item-holder", Stage: "note", Priority: 52,
		Pattern: "label=owner|owners|lead|dri|assignee|contact|maintainer|poc|responsible|approver|reviewer :|= item=.+ -|— holder=.+ %time*",
		Emit:    Emit{Fn: emitLabelItemHolder, Conf: 0.86},
		Doc:     "a role label, an item and its holder: \"Owner: billing pipeline — Farah Quist\" → (billing pipeline, owner) = farah quist, not (owner, be) = billing pipeline",
	},
	// ---- change-verb negations: the clause ends a relation it does not name ----
	{
		ID: "negation.left-us", Stage: "negation", Priority: 45,
		Pattern: "subj=%name+ #RB? has|had? verb=left|quit|resigned from? org=the? company|firm|business|organisation|organization|us tail=.*",
		Emit:    Emit{Fn: emitInHouse},
		Doc:     "a record's \"Fenwick Doyle left the company on 28 February\" negates (fenwick doyle, employer) = we, the writer's own organisation, as \"works for us\" states it",
	},
	{
		ID: "negation.has-left", Stage: "negation", Priority: 45,
		Pattern: "subj=%name+ has|had verb=left tail=.*",
		Emit:    Emit{Fn: emitInHouse},
		Doc:     "a record's \"Cosmo Delacroix-Hyde has left - last day 14 June\" (nothing after \"left\" but another statement) negates (cosmo delacroixhyde, employer) = we",
	},
	{
		ID: "relation.works-for-us", Stage: "relation", Priority: 45,
		Pattern: "subj=%name+ is|was|has|been? #RB? verb=works|work|worked|employed|joined|rejoined|rehired|re-hired|re-employed for|with|by|at? org=us? tail=.*",
		Emit:    Emit{Fn: emitInHouse},
		Doc:     "a record's \"Cosmo works for us as a bid writer\", \"is employed with us\", \"joined us in March\", \"Fenwick rehired as of 1 August\" → (cosmo, employer) = we, the writer's own organisation",
	},
	{
		ID: "negation.left", Stage: "negation", Priority: 45,
		Pattern: "subj=%name|np+ #RB? has|had? verb=left|quit|exited|resigned|departed|leaves|quits from? org=.+ %time*",
		Emit:    Emit{Fn: emitNegation, Attr: "employer", Also: []string{"member of", "team", "school", "place of work", "residence"}, RoleAlso: []string{"leader", "coach", "manager", "ceo", "captain"}},
		Doc:     "\"Jordan left Nvidia\", \"resigned from the council\" negate the employment, membership, team, school, place of work or residence stated with that value (one unit per relation)",
	},
	{
		ID: "change.left-for", Stage: "change", Priority: 46,
		Pattern: "subj=%name|np+ #RB? has|had? verb=left|quit|exited|departed old=.+ for org=.+ %time*",
		Emit:    Emit{Fn: emitLeftFor, Attr: "employer", Also: []string{"member of", "team", "school", "place of work", "residence"}, From: "old"},
		Doc:     "\"Raman left Quillon Bank for Corvel Partners\", \"Marr left Aarvik for Halden\": the new employer, membership, team, school, place of work or residence is the second name and the first the value before (Unit.From), one unit per relation; the stated old value keeps each to the relation that held it",
	},
	{
		ID: "change.returned-to", Stage: "change", Priority: 46,
		Pattern: "subj=%name|np+ #RB? has|had? verb=returned|went|came|moved back? to org=.+ %time*",
		Emit:    Emit{Fn: emitReturnedTo, Attr: "employer", Also: []string{"member of", "team", "school", "place of work", "residence", "league"}},
		Doc:     "\"Achebe returned to Quillon Bank\", \"Harrowgate went back to League Two\": a value the subject's key held before, under each relation it may be (Unit.Returned: the detector keeps it only in a key that held the value earlier)",
	},
	{
		ID: "change.readmitted-to", Stage: "change", Priority: 46,
		Pattern: "subj=%name|np+ was|were|has|have|had|been+ verb=readmitted|re-admitted|reinstated|reelected|re-elected to org=.+ %time*",
		Emit:    Emit{Fn: emitReturnedTo, Attr: "member of", Also: []string{"employer", "team", "school", "league"}},
		Doc:     "\"Havel was readmitted to the Green Alliance\": back in a body the subject belonged to before (Unit.Returned), the re-affirmation after a leaving",
	},
	{
		ID: "change.replaced-with", Stage: "change", Priority: 44,
		Pattern: "agent=%name|np|word* #RB? verb=replaced|swapped|substituted|traded old=.+ with|for new=.+ %time*",
		Emit:    Emit{Fn: emitReplacedWith, From: "old"},
		Doc:     "\"replaced Datadog with Grafana Cloud\", \"swapped oat milk for almond milk\": the new value of whatever key held the old one (Unit.From, Unit.FromHeld: the detector keeps it only where the old value was the key's, and clause old_value_anchor files it there)",
	},
	{
		ID: "change.replaced-name", Stage: "change", Priority: 46,
		Pattern: "new=%name+ has|have|had? #RB? replaced old=%name+ tail=.*",
		Emit:    Emit{Fn: emitReplacedName, From: "old"},
		Doc:     "\"Fenwright M&E replaced Morlaine on the Harrowgate Quay M&E package\": two names, the new one the value of the key that held the old one (Unit.From, Unit.FromHeld, as change.replaced-with); the thing replaced on, at or for, when named, is the subject",
	},
	{
		ID: "change.replaced-by-name", Stage: "change", Priority: 46,
		Pattern: "old=%name+ 's|was|were|is|are|has|have|had|been|got* #RB? replaced by new=%name+ tail=.*",
		Emit:    Emit{Fn: emitReplacedName, From: "old"},
		Doc:     "\"Tolland replaced by Lanyard Comms for the school phones\": the passive of change.replaced-name",
	},
	{
		ID: "change.took-over-from", Stage: "change", Priority: 46,
		Pattern: "new=%name+ has|have|had? #RB? <take> obj=.* over from old=%name+ tail=.*",
		Emit:    Emit{Fn: emitReplacedName, From: "old"},
		Doc:     "\"Tidewell have taken the Dunmere electrics over from Morlaine\", \"Osric Bale has taken over from Dana\": the new name the value of the key that held the old one; what was taken over is the subject",
	},
	{
		ID: "change.took-over-thing-from", Stage: "change", Priority: 46,
		Pattern: "new=%name+ has|have|had? #RB? <take> over obj=.+ from old=%name+ tail=.*",
		Emit:    Emit{Fn: emitReplacedName, From: "old"},
		Doc:     "\"Luca Ferrante took over the captaincy from Emeka Stroud\": change.took-over-from with the object after \"over\"",
	},
	{
		ID: "negation.stepped-down-org-role-possessed", Stage: "negation", Priority: 51,
		Pattern: "holder=%name+ #RB? has|had? stepped|stood|resigned|retired|quit down|aside? as the? org=%name+ 's role=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Negate: true, Card: CardFunctional, Conf: 0.86, Check: checkPossessedRole},
		Doc:     "\"X stood aside as Vale RFC's director of rugby\" → not (vale rfc, director of rugby) = x, as \"Vale RFC's director of rugby is X\"",
	},
	{
		ID: "negation.stepped-down-org-role", Stage: "negation", Priority: 51,
		Pattern: "holder=%name+ #RB? has|had? stepped|stood|resigned|retired|quit down|aside? as the? org=%name+ 's? role=%np+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Negate: true, Card: CardFunctional, Conf: 0.86, Check: checkBecameRole},
		Doc:     "\"X stepped down as Dunmore United chairman\", \"stood aside as Vale RFC's director of rugby\" → not (org, role) = x, as \"stepped down as chairman of Dunmore United\"",
	},
	{
		ID: "negation.stepped-down", Stage: "negation", Priority: 51,
		Pattern: "holder=%name+ #RB? has|had? stepped|stood|resigned|retired|quit|departed down|aside? as the? role=.+ of|at org=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Negate: true, Card: CardFunctional, Conf: 0.88, Check: checkBecameRole},
		Doc:     "\"X stepped down as chair of Y\", \"X resigned as mayor of Z\" → not (y, chair) = x: the office holder no longer holds it",
	},
	{
		ID: "negation.dismissed-as", Stage: "negation", Priority: 51,
		Pattern: "holder=%name+ was|has|had|been+ dismissed|sacked|fired|removed|ousted|deposed|relieved as the? role=.+ of|at org=.+ %time*",
		Emit:    Emit{Subject: "org", Value: "holder", AttrFrom: "role", Negate: true, Card: CardFunctional, Conf: 0.88, Check: checkBecameRole},
		Doc:     "\"X was sacked as manager of Y\" → not (y, manager) = x",
	},
	{
		ID: "negation.marriage-ended", Stage: "negation", Priority: 51,
		Pattern: "subj=%name+ 's|' marriage to|with other=%name+ ended|collapsed in? divorce? %time*",
		Emit:    Emit{Subject: "subj", Value: "other", Attr: "spouse", Negate: true, Card: CardFunctional, Conf: 0.86, Check: checkDivorced},
		Doc:     "\"X's marriage to Y ended in divorce\" → not (x, spouse) = y",
	},
	{
		ID: "negation.divorced", Stage: "negation", Priority: 51,
		Pattern: "subj=%name+ #RB? has|had? divorced|separated from? other=%name+ %time*",
		Emit:    Emit{Subject: "subj", Value: "other", Attr: "spouse", Negate: true, Card: CardFunctional, Conf: 0.88, Check: checkDivorced},
		Doc:     "\"X divorced Y\", \"X separated from Y\" → not (x, spouse) = y",
	},
	{
		ID: "negation.cancelled", Stage: "negation", Priority: 45,
		Pattern: "subj=%name|np|word* #RB? verb=cancelled|canceled|ended|dropped|terminated|closed org=.+ kind=subscription|membership|account|plan|contract %time*",
		Emit:    Emit{Fn: emitNegation, Attr: "subscribe to", Also: []string{"member of", "customer of"}},
		Doc:     "\"User cancelled the Netflix subscription\" negates \"subscribes to Netflix\" (and a membership of it)",
	},
	{
		ID: "negation.cancelled-name", Stage: "negation", Priority: 44,
		Pattern: "subj=%name|np|word* #RB? verb=cancelled|canceled|unsubscribed from? org=%name+ %time*",
		Emit:    Emit{Fn: emitNegation, Attr: "subscribe to", Also: []string{"member of", "customer of"}},
		Doc:     "\"User cancelled Streamly\" (a named service, no noun after it) negates \"subscribes to Streamly\", like \"cancelled the Streamly subscription\"",
	},
	// ---- notes ----
	{
		ID: "note.label-clause", Stage: "note", Priority: 44,
		Pattern: "label=.+ : rest=.+",
		Emit:    Emit{Fn: emitLabelClause, Raw: true},
		Doc:     "\"Zara handed over: the captain of the under-14s is Ellis Byrne\": a short label before a full clause; the clause is read by the parser, and a team's \"we\" after a label naming a thing (\"DNA extraction: we are on SOP v2\") is that thing",
	},
	{
		ID: "note.assign", Stage: "note", Priority: 45,
		Pattern: "key=.+ = val=.+",
		Emit:    Emit{Subject: "key", Value: "val", Restate: true, Conf: 0.88, Check: checkAssign},
		Doc:     "\"cache_ttl=300\", \"pool size = 16\" → keyed like \"cache ttl: 300\" (underscores read as spaces)",
	},
}

func lexLookup(classes, key string) (string, bool) {
	for _, m := range lexClassMaps(classes) { // the classes in order (lexcache.go)
		if v, ok := m[key]; ok {
			return v, true
		}
	}
	return "", false
}

// pronounStart reports a capture that starts with a pronoun or possessive
// pronoun: the table rules do not resolve reference.
func pronounStart(t *mtok) bool {
	return t == nil || t.tag == "PRP" || strings.HasSuffix(t.low, "self") || strings.HasSuffix(t.low, "selves") || t.tag == "PRP$" || antecedentPronouns[t.low] || possessivePronouns[t.low] || subjectPronounsOther[t.low] && t.low != "we"
}

// definiteNP checks an organisation or object phrase: definite or named, no
// verb, no clause, bounded length.
func definiteNP(m *ruleMatch, name string, maxLen int) string {
	g := m.caps[name]
	if g.empty() {
		return "empty " + name
	}
	if g.j-g.i > maxLen {
		return name + " too long"
	}
	f := &m.toks[g.i]
	if pronounStart(f) && f.low != "our" && f.low != "my" && f.low != "their" && f.low != "its" && !thisYears(m.toks, g.i) {
		return name + " is a pronoun"
	}
	if f.low == "a" || f.low == "an" || f.low == "some" || f.low == "another" || f.low == "many" || f.low == "several" || f.chunk == "num" {
		return name + " is indefinite"
	}
	if f.chunk == "punct" && f.text != "\"" {
		return name + " starts with punctuation"
	}
	for k := g.i; k < g.j; k++ {
		t := &m.toks[k]
		if t.text == ":" || t.text == ";" || t.text == "=" {
			return name + " has a note separator"
		}
		if (t.chunk == "vg" && t.chunk != "name") || valueCutters[t.low] || t.low == "and" && k > g.i && m.toks[k-1].chunk != "name" || t.low == "or" || t.low == "," {
			if t.low == "," && k+1 < g.j && m.toks[k+1].chunk == "name" && k > g.i && m.toks[k-1].chunk == "name" {
				continue // "Klamath County, California"
			}
			return name + " has a clause word (" + t.low + ")"
		}
		if preps[t.low] && t.low != "of" && t.chunk != "name" {
			return name + " has a preposition (" + t.low + ")"
		}
	}
	return ""
}

func nameLike(m *ruleMatch, name string) string {
	g := m.caps[name]
	if g.empty() {
		return "empty " + name
	}
	if g.j-g.i > 8 {
		return name + " too long"
	}
	for k := g.i; k < g.j; k++ {
		t := &m.toks[k]
		if t.chunk != "name" && t.chunk != "punct" && t.low != "of" && t.low != "de" && t.low != "van" && t.low != "von" && t.low != "da" && t.low != "di" && t.low != "le" && t.low != "la" && t.low != "the" && t.low != "and" && t.low != "bin" && t.low != "al" {
			return name + " is not a name (" + t.text + ")"
		}
	}
	if pronounStart(&m.toks[g.i]) {
		return name + " is a pronoun"
	}
	return ""
}

// checkTookCharge: "took command of X" (the captured word is a noun).
func checkTookCharge(m *ruleMatch) string {
	if w := nameLike(m, "holder"); w != "" {
		return w
	}
	return definiteNP(m, "org", 12)
}

func checkHolderVerb(m *ruleMatch) string {
	v := m.first("verb")
	if !strings.HasPrefix(v.tag, "VB") && !(v.tag == "NNS" && m.caps["org"].i < len(m.toks) && (m.toks[m.caps["org"].i].low == "the" || m.toks[m.caps["org"].i].chunk == "name")) {
		return "not a verb (" + v.tag + ")"
	}
	if v.tag == "VBD" || v.tag == "VBN" || strings.HasSuffix(v.low, "ed") {
		return "past tense (the role may have ended)"
	}
	if v.tag == "VBG" {
		return "progressive"
	}
	if w := nameLike(m, "holder"); w != "" {
		return w
	}
	return definiteNP(m, "org", 12)
}

func checkPassiveAgent(m *ruleMatch) string {
	if w := definiteNP(m, "org", 12); w != "" {
		return w
	}
	return nameLike(m, "holder")
}

func checkRoleOf(m *ruleMatch) string { return checkRole(m, false) }

// checkPossessedRole: the office after its owner's possessive ("Vale RFC's
// director of rugby") must have an office head and may name its field with
// "of".
func checkPossessedRole(m *ruleMatch) string {
	if !roleHead(m, "role") {
		return "role is no office (" + strings.ToLower(strings.Join(m.words("role"), " ")) + ")"
	}
	return checkRole(m, true)
}

// checkRole is the check of a role and its holder: the holder is a name,
// the role at most five words with no verb or preposition ("of" allowed
// after an owner's possessive, possessed) and, unless possessed, no
// possessive (its owner would be inside it), and the organisation a
// definite phrase.
func checkRole(m *ruleMatch, possessed bool) string {
	if w := nameLike(m, "holder"); w != "" {
		return w
	}
	g := m.caps["role"]
	if g.empty() || g.j-g.i > 5 {
		return "role too long"
	}
	for k := g.i; k < g.j; k++ {
		t := &m.toks[k]
		if t.chunk == "vg" || preps[t.low] && !(possessed && t.low == "of") {
			return "role has a verb or preposition"
		}
		if !possessed && (t.low == "'s" || t.low == "'") {
			return "role has a possessive (its owner is inside it)"
		}
	}
	return definiteNP(m, "org", 12)
}

func checkOffice(m *ruleMatch) string {
	if w := nameLike(m, "holder"); w != "" {
		return w
	}
	g := m.caps["role"]
	if g.empty() || g.j-g.i > 8 {
		return "office too long"
	}
	// an office is a title: capitalized words ("Permanent Secretary to the Treasury")
	if m.toks[g.i].chunk != "name" && m.toks[g.i].low != "the" {
		return "office is not a title"
	}
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" || t.low == "of" || t.low == "at" {
			return "office has a verb or an organisation"
		}
	}
	return ""
}

func checkHolds(m *ruleMatch) string {
	v := m.first("verb")
	_ = v
	if w := nameLike(m, "subj"); w != "" {
		return w
	}
	g := m.caps["val"]
	if g.empty() || g.j-g.i > 8 {
		return "value too long"
	}
	return ""
}

// checkChange: a change report whose object is a thing (not a person, not a
// pronoun), whose new value is a short phrase.
func checkChange(m *ruleMatch) string {
	if ag, ok := m.caps["agent"]; ok && !ag.empty() {
		if ag.j-ag.i > 4 {
			return "agent too long"
		}
		for k := ag.i; k < ag.j; k++ {
			if t := &m.toks[k]; t.chunk == "vg" || t.chunk == "num" || preps[t.low] {
				return "agent has a verb or preposition"
			}
		}
	}
	v := m.first("verb")
	if v.tag == "VBG" || v.low == "change" && v.tag == "NN" {
		return "not a finite change verb"
	}
	if g := m.caps["agent"]; g.empty() && v.tag != "VBD" && v.tag != "VBN" && !strings.HasSuffix(v.low, "ed") && !decisionLabel(m) {
		return "subject-less present or imperative"
	}
	if w := changeObject(m, "obj"); w != "" {
		return w
	}
	if !m.caps["old"].empty() {
		cutNewAtClause(m)
	}
	return shortValue(m, "new")
}

// changeTailWords end the new value of a change from an old value: what
// follows is a reason, a purpose or another statement ("switched broadband
// from Brackwater to Nettlenet for the new house", "... to Quaystone
// Clearances, Ferrand's entry fees went up").
var changeTailWords = map[string]bool{",": true, ";": true, "(": true, "-": true, "for": true, "because": true, "after": true,
	"since": true, "as": true, "so": true, "when": true, "while": true, "but": true, "wef": true}

// cutNewAtClause ends the "new" capture of a change from an old value
// before the first word of changeTailWords, when a value comes before it.
func cutNewAtClause(m *ruleMatch) {
	g := m.caps["new"]
	for k := g.i + 1; k < g.j; k++ {
		if t := m.toks[k].low; changeTailWords[t] || t == "from" && k+1 < g.j && (m.toks[k+1].chunk == "time" || weekdays[m.toks[k+1].low] || monthNum[m.toks[k+1].low] != 0 || containsDigit(m.toks[k+1].text) || m.toks[k+1].low == "next") {
			// "to Vossley from Mon 16/02": when it starts
			m.caps["new"] = rng{g.i, k}
			return
		}
	}
}

// decisionLabel: the clause follows a label that records a decision
// ("Decision: migrate the event bus from A to B", "Agreed: move standup
// to 10"): its imperative states what was decided, not a task.
func decisionLabel(m *ruleMatch) bool {
	if !m.labelled {
		return false
	}
	i := strings.IndexByte(m.text, ':')
	if i < 0 {
		return false
	}
	switch strings.ToLower(strings.TrimSpace(m.text[:i])) {
	case "decision", "decided", "agreed", "resolved", "resolution", "outcome", "decision made":
		return true
	}
	return false
}

func changeObject(m *ruleMatch, name string) string {
	g := m.caps[name]
	if g.empty() || g.j-g.i > 7 {
		return name + " empty or too long"
	}
	if h := &m.toks[g.j-1]; h.tag == "NNS" && h.chunk != "name" && h.low != "hours" && (g.j-g.i >= 2 || !versionIn(m, "new")) {
		// ("shifted the fuel berth hours from 0700-1900 to 0800-1800": a
		// timetable, one value)
		// ("upgraded postgres from 14.9 to 15.4": a bare product name the
		// tagger reads as plural, with a version as the new value)
		return name + " is plural (things moved, not a value changed)"
	}
	if f := &m.toks[g.i]; f.tag == "RB" || preps[f.low] {
		return name + " starts with an adverb or a preposition (" + f.low + ")"
	}
	for k := g.i; k < g.j; k++ {
		if m.toks[k].chunk == "punct" && m.toks[k].text != "-" && m.toks[k].text != "_" {
			return name + " has punctuation"
		}
	}
	f := &m.toks[g.i]
	if pronounStart(f) && f.low != "our" && f.low != "its" && f.low != "their" && f.low != "my" && !((f.low == "her" || f.low == "his") && !m.caps["agent"].empty() && !m.caps["old"].empty() && g.j-g.i >= 2) {
		return name + " is a pronoun"
	}
	if f.low == "a" || f.low == "an" {
		return name + " is indefinite"
	}
	for k := g.i; k < g.j; k++ {
		t := &m.toks[k]
		if (t.tag == "VBG" || t.tag == "VB" || t.tag == "VBP") && k == g.j-1 && k > g.i && isLowerWord(t.text) && (strings.HasPrefix(m.toks[k-1].tag, "NN") || strings.HasPrefix(m.toks[k-1].tag, "JJ") || m.toks[k-1].tag == "RB" && determiners[m.toks[g.i].low]) {
			continue // "Team plan pricing", "the nightly export": a noun compound's head read as a verb
		}
		if t.chunk == "vg" || valueCutters[t.low] || t.low == "," || t.low == "and" || t.low == "from" || t.low == "to" {
			return name + " has a clause word (" + t.low + ")"
		}
	}
	return ""
}

func shortValue(m *ruleMatch, name string) string {
	g := m.caps[name]
	if g.empty() || g.j-g.i > 6 {
		return name + " empty or too long"
	}
	for k := g.i; k < g.j; k++ {
		t := &m.toks[k]
		if t.chunk == "vg" && !isNumberTok(t.low) || valueCutters[t.low] || t.low == "," || t.low == "and" || t.low == "after" || t.low == "because" || t.low == "for" {
			return name + " has a clause word (" + t.low + ")"
		}
	}
	if pronounValues[m.toks[g.i].low] {
		return name + " is a pronoun"
	}
	return ""
}

// fromOld vetoes an old value not introduced by "from".
func fromOld(m *ruleMatch) string {
	if o, ok := m.caps["old"]; ok && !o.empty() && (o.i == 0 || m.toks[o.i-1].low != "from" && m.toks[o.i-1].low != "off") {
		return "words before \"to\" without \"from\" (the object of another verb)"
	}
	return ""
}

func checkChangePassive(m *ruleMatch) string {
	if w := fromOld(m); w != "" {
		return w
	}
	if w := changeObject(m, "obj"); w != "" {
		return w
	}
	if f := &m.toks[m.caps["obj"].i]; f.chunk == "name" && m.caps["obj"].j-m.caps["obj"].i <= 3 && !strings.ContainsAny(f.text, "0123456789") {
		// "Ana was moved to Oslo": a person's move is a residence or an employer, left to the parser
		if lemma := m.first("verb").lemma; lemma == "move" || lemma == "transfer" || lemma == "switch" || lemma == "shift" {
			return "a named subject moved (a residence or employer)"
		}
	}
	return shortValue(m, "new")
}

func checkChangeIntransitive(m *ruleMatch) string {
	if w := fromOld(m); w != "" {
		return w
	}
	v := m.first("verb")
	if d, _ := lexLookup("change_verbs", v.lemma); d == "any" {
		// "ingestion moved off RabbitMQ to Kafka": with both values stated
		// a thing's value changed; a named subject's move is a residence or
		// an employer, left to the parser
		o := m.caps["obj"]
		// (a capitalized first word the tagger reads as a common noun,
		// "Analytics moved off ...", is no name)
		commonFirst := !o.empty() && o.j-o.i == 1 && m.toks[o.i].start == 0 && !strings.HasPrefix(m.toks[o.i].tag, "NNP")
		if m.caps["old"].empty() || o.empty() || m.toks[o.i].chunk == "name" && !commonFirst || pronounStart(&m.toks[o.i]) {
			return "only raise/lower-type verbs change a value intransitively (or any change verb with both values of a thing)"
		}
	}
	if o := m.caps["old"]; v.tag != "VBD" && v.tag != "VBN" && !strings.HasSuffix(v.low, "ed") && v.tag != "VBZ" && o.empty() {
		return "not a finite change verb"
	}
	if w := changeObject(m, "obj"); w != "" {
		return w
	}
	return shortValue(m, "new")
}

func checkChangeKeyOnly(m *ruleMatch) string {
	v := m.first("verb")
	if d, _ := lexLookup("change_verbs", v.lemma); d != "any" || v.lemma == "move" || v.lemma == "set" || v.lemma == "switch" || v.lemma == "push" || v.lemma == "bring" {
		return "key-only reports need change/update/adjust-type verbs"
	}
	if m.caps["agent"].empty() && v.tag != "VBD" && v.tag != "VBN" && !strings.HasSuffix(v.low, "ed") {
		return "subject-less present or imperative"
	}
	if w := changeObject(m, "obj"); w != "" {
		return w
	}
	f := &m.toks[m.caps["obj"].i]
	if f.low != "the" && f.low != "our" && f.low != "its" && f.low != "their" && f.chunk != "name" && f.chunk != "np" {
		return "object not a definite thing"
	}
	return ""
}

func checkHandover(m *ruleMatch) string {
	if w := nameLike(m, "from"); w != "" {
		return w
	}
	if w := changeObject(m, "obj"); w != "" {
		return w
	}
	return nameLike(m, "new")
}

func checkAssign(m *ruleMatch) string {
	k := m.caps["key"]
	if k.j-k.i > 5 {
		return "key too long"
	}
	for i := k.i; i < k.j; i++ {
		if m.toks[i].chunk == "vg" && !strings.Contains(m.toks[i].text, "_") {
			return "key has a verb"
		}
	}
	return shortValue(m, "val")
}

// checkKeyChangedNow: change.key-changed-now's key is one to four words
// with no verb, and the new value ends the clause or a comma, "for" or a
// parenthesis ends it.
func checkKeyChangedNow(m *ruleMatch) string {
	g := m.caps["obj"]
	if g.empty() || g.j-g.i > 4 {
		return "key empty or too long"
	}
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" && !strings.HasPrefix(t.tag, "NN") || isPunct(t.tok) || pronounStart(t) {
			return "the key is no noun phrase (" + t.low + ")"
		}
	}
	if !m.caps["tail"].empty() {
		extendLazyName(m, "new", "for") // the value's name runs to its end
	}
	if t := m.caps["tail"]; !t.empty() {
		if f := m.toks[t.i].text; f != "," && f != ";" && f != "(" && !strings.EqualFold(f, "for") {
			return "more than a value after the key"
		}
	}
	return ""
}

// extendLazyName extends capture c, which the rule matched lazily, over the
// name tokens that begin the "tail" capture, up to a token whose text is
// stop (case-insensitively), and leaves in "tail" what follows; it returns
// the new tail.
func extendLazyName(m *ruleMatch, c, stop string) rng {
	return extendCapture(m, c, func(k int) bool {
		return m.toks[k].chunk == "name" && !strings.EqualFold(m.toks[k].text, stop)
	})
}

// extendCapture moves the tokens at the start of the "tail" capture that
// keep accepts (by index) onto the end of capture c, which a lazy pattern
// ended too early, and returns the rest of the tail.
func extendCapture(m *ruleMatch, c string, keep func(k int) bool) rng {
	t := m.caps["tail"]
	k := t.i
	for k < t.j && keep(k) {
		k++
	}
	g := m.caps[c]
	m.caps[c], t = rng{g.i, k}, rng{k, t.j}
	m.caps["tail"] = t
	return t
}

func checkTookOver(m *ruleMatch) string {
	if w := nameLike(m, "holder"); w != "" {
		return w
	}
	g := m.caps["role"]
	if g.empty() || g.j-g.i > 8 {
		return "role empty or too long"
	}
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" || valueCutters[t.low] || t.low == "," || t.low == "and" {
			return "role has a clause word (" + t.low + ")"
		}
	}
	return ""
}

func checkHandedDuties(m *ruleMatch) string {
	if w := nameLike(m, "from"); w != "" {
		return w
	}
	if w := nameLike(m, "new"); w != "" {
		return w
	}
	g := m.caps["role"]
	if g.empty() || g.j-g.i > 6 {
		return "role empty or too long"
	}
	return ""
}

// emitToggle keys "turned off X" / "X disabled" like "X is off".
func emitToggle(e *Extractor, m *ruleMatch) (Unit, string) {
	v := m.first("verb")
	if v.tag == "VBG" {
		return Unit{}, "progressive"
	}
	if g := m.caps["agent"]; g.empty() && v.tag != "VBD" && v.tag != "VBN" && !strings.HasSuffix(v.low, "ed") {
		return Unit{}, "subject-less present or imperative"
	}
	if w := changeObject(m, "obj"); w != "" {
		return Unit{}, w
	}
	state := ""
	st := m.first("state")
	switch v.low {
	case "disabled", "paused", "suspended", "lifted", "delisted":
		state = "off"
	case "enabled", "resumed", "reinstated", "relisted", "restocked", "reopened":
		state = "on" // "Relisted the Stannary cold brew": back on sale
	default:
		if st == nil {
			return Unit{}, "no on/off state"
		}
		state = st.low
	}
	if st != nil && (v.low == "disabled" || v.low == "enabled" || v.low == "lifted" || v.low == "paused") {
		return Unit{}, "a particle after a state verb"
	}
	// the object is a thing, not a person
	if f := m.first("obj"); f.chunk == "name" && m.caps["obj"].j-m.caps["obj"].i == 1 && !strings.ContainsAny(f.text, "_-0123456789") {
		return Unit{}, "a name alone is not a switch"
	}
	// underscores stay: "new_checkout flag" is keyed as the note writes it
	var synth string
	subj := m.surf("obj")
	if isLowerWord(firstChar(subj)) && !strings.HasPrefix(strings.ToLower(subj), "the ") {
		synth = "The " + subj + " is " + state
	} else {
		synth = subj + " is " + state
	}
	toks := e.tokens(synth)
	r, why := parseClauseNamed(synth, toks, "", false, false)
	if why != "" {
		return Unit{}, "restated clause: " + string(why)
	}
	o := m.span("obj")
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID + "+" + r.form, Cardinality: CardFunctional, Confidence: 0.84}
	u.Subject = Span{Surface: o.Surface, Start: o.Start, End: o.End, Canon: r.subjCanon}
	vs := m.span("verb")
	if st != nil {
		vs = m.span("state")
	}
	u.Attribute = Span{Start: vs.Start, End: vs.Start, Canon: r.attrCanon}
	u.Value = Span{Surface: vs.Surface, Start: vs.Start, End: vs.End, Canon: r.valCanon}
	if r.subjCanon == "" || r.attrCanon == "" || r.valCanon == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

func checkDownTo(m *ruleMatch) string {
	g := m.caps["obj"]
	if g.empty() || g.j-g.i > 6 {
		return "obj empty or too long"
	}
	if g.i == 0 && g.j-g.i >= 3 && strings.HasPrefix(m.toks[0].tag, "VB") && m.toks[1].is(wDeterminer) {
		g.i++ // "Put the oat milk up to £1.95": a subject-less verb before the thing changed
		m.caps["obj"] = g
	}
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" || beForms[t.low] || t.low == "," {
			return "a verb before down/up to: left to the parser"
		}
	}
	if pronounStart(&m.toks[g.i]) || m.toks[g.i].chunk == "name" && g.j-g.i == 1 && !(g.i == 0 && DictionaryWord(m.toks[0].text)) {
		// "Diesel up to 1.19 a litre": a dictionary word capitalized by its
		// place is the thing; "Ana down to 60 kg" is a person
		return "obj is a pronoun or a name"
	}
	if !isNumberTok(m.toks[m.caps["new"].i].low) {
		return "the new value is not a number"
	}
	return shortValue(m, "new")
}

func checkHandoverPassive(m *ruleMatch) string {
	if w := changeObject(m, "obj"); w != "" {
		return w
	}
	return nameLike(m, "new")
}

// emitVersionDeploy: the version a product was deployed, released or
// rolled back to is the product's version.
func emitVersionDeploy(e *Extractor, m *ruleMatch) (Unit, string) {
	vg := m.caps["ver"]
	if vg.j-vg.i != 1 {
		return Unit{}, "one version token"
	}
	ver := m.toks[vg.i].low
	if strings.Count(ver, ".") < 1 || !reVersion.MatchString(strings.TrimPrefix(ver, "v")) {
		return Unit{}, "not a dotted version"
	}
	if v := m.first("verb"); v != nil {
		if g := m.caps["agent"]; g.empty() && v.tag != "VBD" && v.tag != "VBN" && !strings.HasSuffix(v.low, "ed") {
			return Unit{}, "subject-less present or imperative"
		}
	}
	p := m.caps["prod"]
	if p.empty() || p.j-p.i > 4 {
		return Unit{}, "product empty or too long"
	}
	for k := p.i; k < p.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" || preps[t.low] || t.low == "," {
			return Unit{}, "product has a verb or preposition"
		}
	}
	prod := m.span("prod")
	words := fields(prod.Surface)
	prod.Canon = subjectCanon(words)
	switch prod.Canon {
	case "version", "release", "build", "v", "patch", "update":
		return Unit{}, "no product named (" + prod.Canon + ")"
	}
	val := m.span("ver")
	val.Canon = canonValue(val.Surface)
	if v, ok := bareVersion(val.Canon); ok {
		val.Canon = v // "v3.15.0" is version 3.15.0, as the clause parser keys it
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: 0.84, Subject: prod, Value: val}
	u.Attribute = Span{Start: val.Start, End: val.Start, Canon: "version"}
	// a version is production's unless another environment is named
	// ("v3.16.0 live in staging" does not replace production's v3.15.2)
	for k := vg.j; k < len(m.toks); k++ {
		if env, ok := nonProdEnvs[m.toks[k].low]; ok {
			u.Scope = "in " + env
			break
		}
	}
	if prod.Canon == "" || val.Canon == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

// emitNegation: the subject no longer holds the relation with the value.
// firstPersonSubject: "I" and "we" own what they cancel or leave: the user,
// the team (svo keys "we" as its own subject).
func firstPersonSubject(low string) bool { return low == "i" || low == "we" }

func emitNegation(e *Extractor, m *ruleMatch) (Unit, string) {
	s := m.caps["subj"]
	if !s.empty() && pronounStart(&m.toks[s.i]) && m.toks[s.i].low != "user" && !(s.j == s.i+1 && firstPersonSubject(m.toks[s.i].low)) {
		return Unit{}, "pronoun subject"
	}
	if s.j-s.i > 5 || hasVerbIn(m.toks, s.i, s.j) {
		return Unit{}, "subject too long or a clause"
	}
	g := m.caps["org"]
	if g.empty() || g.j-g.i > 6 {
		return Unit{}, "object empty or too long"
	}
	a := g.i
	if l := m.toks[a].low; l == "the" || l == "their" || l == "his" || l == "her" || l == "its" || l == "my" || l == "our" {
		a++
	}
	if a >= g.j || m.toks[a].chunk != "name" && !groupHead(m.toks[a:g.j]) {
		return Unit{}, "the object is not a name"
	}
	for k := a; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" || preps[t.low] && t.low != "of" || t.low == "," {
			return Unit{}, "the object holds a clause"
		}
	}
	v := m.first("verb")
	if v.low == "leaves" || v.low == "quits" {
		// present tense: a habit or a schedule ("leaves the office at 6"),
		// only with nothing after the object
		if g.j < len(m.toks) {
			return Unit{}, "present tense with an adjunct"
		}
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Negated: true, Cardinality: CardUnknown, Confidence: 0.8}
	u.Subject = m.span("subj")
	u.Subject.Canon = subjectCanon(fields(u.Subject.Surface))
	if f := fields(u.Subject.Canon); s.empty() || len(f) == 1 && (f[0] == "i" || f[0] == "me") {
		u.Subject.Canon = "user" // "I cancelled ...", a note without a subject: the user
	}
	st, en := m.toks[a].start, m.toks[g.j-1].end
	u.Value = Span{Surface: m.text[st:en], Start: st, End: en}
	u.Value.Canon = valueCanonOf(u.Value.Surface)
	u.Attribute = Span{Start: m.span("verb").Start, End: m.span("verb").End, Surface: m.span("verb").Surface, Canon: m.rule.Emit.Attr}
	if u.Subject.Canon == "" || u.Value.Canon == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

// emitReturnedTo: "X returned to A", "X went back to A": A is a value X's
// key held before (Unit.Returned); the checks of negation.left.
func emitReturnedTo(e *Extractor, m *ruleMatch) (Unit, string) {
	v := m.first("verb")
	if v == nil {
		return Unit{}, "no verb"
	}
	back := false
	for k := range m.toks {
		if m.toks[k].low == "back" {
			back = true
		}
	}
	if (v.low == "went" || v.low == "came" || v.low == "moved") && !back {
		return Unit{}, "went, came or moved without \"back\" is no return"
	}
	u, why := emitNegation(e, m)
	if why != "" {
		return Unit{}, why
	}
	u.Negated, u.Cardinality, u.Confidence, u.Returned = false, CardFunctional, 0.8, true
	return u, ""
}

// emitReplacedWith: "(we) replaced A with B": B is the new value of the
// key that held A; the unit's own key (the agent's) holds nothing
// (Unit.FromHeld), its view under the key of A does.
func emitReplacedWith(e *Extractor, m *ruleMatch) (Unit, string) {
	if ag := m.caps["agent"]; !ag.empty() {
		if ag.j-ag.i > 3 {
			return Unit{}, "agent too long"
		}
		for k := ag.i; k < ag.j; k++ {
			if t := &m.toks[k]; t.chunk == "vg" || t.chunk == "num" || preps[t.low] {
				return Unit{}, "agent has a verb or preposition"
			}
		}
	}
	for _, name := range []string{"old", "new"} {
		g := m.caps[name]
		if g.empty() || g.j-g.i > 5 {
			return Unit{}, name + " empty or too long"
		}
		for k := g.i; k < g.j; k++ {
			if t := &m.toks[k]; t.chunk == "vg" || valueCutters[t.low] || t.low == "," || t.low == "and" || preps[t.low] && t.low != "of" {
				return Unit{}, name + " has a clause word (" + t.low + ")"
			}
		}
		if pronounValues[m.toks[g.i].low] || pronounStart(&m.toks[g.i]) && m.toks[g.i].low != "our" && m.toks[g.i].low != "my" {
			return Unit{}, name + " is a pronoun"
		}
		if l := m.toks[g.j-1].low; (l == "one" || l == "ones") && g.j-g.i > 1 {
			return Unit{}, name + " ends in the pronoun \"one\" (\"a new one\")"
		}
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: 0.8, FromHeld: true}
	if ag := m.caps["agent"]; !ag.empty() {
		u.Subject = m.span("agent")
		u.Subject.Canon = subjectCanon(fields(u.Subject.Surface))
	}
	if u.Subject.Canon == "" || firstPerson[u.Subject.Canon] || u.Subject.Canon == "i" {
		u.Subject.Canon = "user"
	}
	v := m.span("verb")
	u.Attribute = Span{Surface: v.Surface, Start: v.Start, End: v.End, Canon: "replaced"}
	u.Value = m.span("new")
	u.Value.Canon = valueCanonOf(u.Value.Surface)
	if u.Value.Canon == "" {
		return Unit{}, "empty value"
	}
	return u, ""
}

// emitReplacedName: one name replaced another ("Fenwright M&E replaced
// Morlaine on the M&E package", "Tolland replaced by Lanyard Comms for the
// school phones", "Tidewell have taken the Dunmere electrics over from
// Morlaine"): the new name is the new value of whatever key held the old one
// (Unit.From, Unit.FromHeld, as change.replaced-with). Both are names of at
// most five words. The subject is what was taken over (capture obj) or what
// the replacement was on, at, for or as ("on the Harrowgate Quay M&E
// package"), so clause old_value_anchor prefers the holder of that thing;
// with neither it is the user's, filed only under the one key that held the
// old name. Anything else after the names ("replaced Morlaine's cables"),
// and "as a ..." (one of several: "replaced Mette Rask as a volunteer"),
// abstains.
func emitReplacedName(e *Extractor, m *ruleMatch) (Unit, string) {
	// the matcher takes names lazily: a name the tail starts with is the
	// rest of the name before it ("Lanyard" | "Comms for the phones")
	if t := m.caps["tail"]; !t.empty() {
		for _, name := range []string{"old", "new"} {
			if g := m.caps[name]; !g.empty() && g.j == t.i {
				for t.i < t.j && m.toks[t.i].chunk == "name" && m.toks[t.i].low != "and" {
					t.i++
				}
				g.j = t.i
				m.caps[name], m.caps["tail"] = g, t
			}
		}
	}
	for _, name := range []string{"old", "new"} {
		g := m.caps[name]
		if g.empty() || g.j-g.i > 5 {
			return Unit{}, name + " empty or too long"
		}
		if isLowerWord(firstChar(m.toks[g.i].text)) {
			return Unit{}, name + " is not written as a name"
		}
		for k := g.i; k < g.j; k++ {
			if t := &m.toks[k]; t.chunk != "name" || t.low == "and" {
				return Unit{}, name + " is not a name (" + t.low + ")"
			}
		}
		if pronounValues[m.toks[g.i].low] || pronounStart(&m.toks[g.i]) || firstPerson[m.toks[g.i].low] {
			return Unit{}, name + " is a pronoun"
		}
	}
	thing, why := replacedThing(m)
	if why != "" {
		return Unit{}, why
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: 0.8, FromHeld: true}
	if thing.i < thing.j {
		s, en := m.toks[thing.i].start, m.toks[thing.j-1].end
		u.Subject = Span{Surface: m.text[s:en], Start: s, End: en}
		u.Subject.Canon = subjectCanon(fields(u.Subject.Surface))
	}
	if u.Subject.Canon == "" {
		u.Subject.Canon = "user"
	}
	u.Attribute = Span{Canon: "replaced"}
	u.Value = m.span("new")
	u.Value.Canon = valueCanonOf(u.Value.Surface)
	if u.Value.Canon == "" {
		return Unit{}, "empty value"
	}
	return u, ""
}

// replacedThing finds what emitReplacedName's names replaced each other on:
// capture obj, else a phrase after on, at, for, in or as at the head of
// capture tail. The phrase is names and nouns (determiners, "of", "&"
// allowed) and ends the clause or is followed by a comma, a dash, a
// parenthesis, a time or a connective.
func replacedThing(m *ruleMatch) (rng, string) {
	if o := m.caps["obj"]; !o.empty() {
		if o.j-o.i > 6 {
			return rng{}, "object too long"
		}
		i := o.i
		for i < o.j && (determiners[m.toks[i].low] || possessivePronouns[m.toks[i].low]) {
			i++
		}
		for k := i; k < o.j; k++ {
			if t := &m.toks[k]; t.chunk != "name" && t.chunk != "np" && t.low != "of" {
				return rng{}, "object is not a noun phrase (" + t.low + ")"
			}
		}
		if i == o.j || pronounValues[m.toks[i].low] {
			return rng{}, "object is a pronoun"
		}
		return rng{i, o.j}, replacedTailEnds(m, m.caps["tail"].i)
	}
	t := m.caps["tail"]
	if t.empty() {
		return rng{}, ""
	}
	switch m.toks[t.i].low {
	case "on", "at", "for", "in", "as":
	default:
		return rng{}, replacedTailEnds(m, t.i)
	}
	if l := m.toks[t.i].low; l == "as" && t.i+1 < t.j && (m.toks[t.i+1].low == "a" || m.toks[t.i+1].low == "an") {
		return rng{}, "as one of several (\"as a volunteer\")"
	}
	i := t.i + 1
	for i < t.j && (determiners[m.toks[i].low] || possessivePronouns[m.toks[i].low]) {
		i++
	}
	j := i
	for j < t.j {
		tk := &m.toks[j]
		if tk.chunk != "name" && tk.chunk != "np" && !(j > i && replacedInnerPreps[tk.low] && j+1 < t.j && m.toks[j+1].chunk == "name") {
			break
		}
		j++
	}
	if j == i || j-i > 6 {
		return rng{}, "no short noun phrase after " + m.toks[t.i].low
	}
	return rng{i, j}, replacedTailEnds(m, j)
}

// replacedInnerPreps may join a replaced thing's words before a name
// ("the steel package at Block C", "SM at HGQ").
var replacedInnerPreps = map[string]bool{"of": true, "at": true, "on": true, "for": true}

// replacedTailEnds accepts what may follow a replacement's names or the
// thing replaced: nothing, a comma, dash, semicolon or parenthesis, a time,
// or a connective ("after", "because", "when").
func replacedTailEnds(m *ruleMatch, k int) string {
	t := m.caps["tail"]
	if k < 0 || k >= t.j || t.empty() {
		return ""
	}
	tk := &m.toks[k]
	switch {
	case tk.low == "," || tk.low == "-" || tk.low == ";" || tk.low == "(" || tk.low == "." || tk.chunk == "time",
		bindingConnectives[tk.low] && tk.low != "that" && tk.low != "which" && tk.low != "who",
		tk.low == "from" || tk.low == "in" || tk.low == "on" || tk.low == "last" || tk.low == "this":
		return ""
	}
	return "more after the names (" + tk.low + ")"
}

// emitLeftFor: "X left A for B": B is X's new value of the relation A
// held, both names (the checks of negation.left on each).
func emitLeftFor(e *Extractor, m *ruleMatch) (Unit, string) {
	u, why := emitNegation(e, m)
	if why != "" {
		return Unit{}, why
	}
	o := m.caps["old"]
	a := o.i
	if l := m.toks[a].low; determiners[l] || possessivePronouns[l] {
		a++
	}
	if o.j-o.i > 6 || a >= o.j || m.toks[a].chunk != "name" {
		return Unit{}, "the old value is not a name"
	}
	for k := a; k < o.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" || preps[t.low] && t.low != "of" || t.low == "," {
			return Unit{}, "the old value holds a clause"
		}
	}
	u.Negated, u.Cardinality, u.Confidence, u.FromHeld = false, CardFunctional, 0.82, true
	return u, ""
}

// emitLevelCopula: "X is down/up to V": a mass is X's weight, a count of a
// plural noun is what X has, anything else X's value (restated through the
// clause parser so the key is the one the plain sentence has).
func emitLevelCopula(e *Extractor, m *ruleMatch) (Unit, string) {
	o, n := m.caps["obj"], m.caps["new"]
	if o.empty() || o.j-o.i > 6 || n.empty() || n.j-n.i > 4 {
		return Unit{}, "empty or too long"
	}
	for k := o.i; k < o.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" || t.low == "," {
			return Unit{}, "a clause before the level"
		}
	}
	if pronounStart(&m.toks[o.i]) && m.toks[o.i].low != "user" {
		return Unit{}, "pronoun subject"
	}
	if !isNumberTok(m.toks[n.i].low) {
		return Unit{}, "the level is not a number"
	}
	obj, val := m.surf("obj"), m.surf("new")
	last := m.toks[n.j-1]
	verb := " is "
	if u, ok := unitCanon[last.low]; ok && u.unit == "g" {
		verb = " weighs "
	} else if last.tag == "NNS" && n.j-n.i >= 2 {
		verb = " has "
	}
	synth := obj + verb + val
	toks := e.tokens(synth)
	r, why := parseClauseNamed(synth, toks, "", false, false)
	if why != "" {
		return Unit{}, "restated clause: " + string(why)
	}
	if r.card == CardSetValued {
		return Unit{}, "restated clause is set-valued"
	}
	os, ns := m.span("obj"), m.span("new")
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID + "+" + r.form, Cardinality: CardFunctional, Confidence: 0.82}
	u.Subject = Span{Surface: os.Surface, Start: os.Start, End: os.End, Canon: r.subjCanon}
	u.Attribute = Span{Start: ns.Start, End: ns.Start, Canon: r.attrCanon}
	u.Value = Span{Surface: ns.Surface, Start: ns.Start, End: ns.End, Canon: r.valCanon}
	if r.subjCanon == "" || r.attrCanon == "" || r.valCanon == "" || r.neg%2 == 1 {
		return Unit{}, "empty slot or negated"
	}
	return u, ""
}

// emitUseFor: "We use Buildkite for CI" = (ci, use) = buildkite.
func emitUseFor(e *Extractor, m *ruleMatch) (Unit, string) {
	a, v, o := m.caps["agent"], m.caps["val"], m.caps["obj"]
	if a.j-a.i > 4 || v.empty() || v.j-v.i > 4 || o.empty() || o.j-o.i > 4 {
		return Unit{}, "a side empty or too long"
	}
	for _, g := range []rng{a, v, o} {
		for k := g.i; k < g.j; k++ {
			if t := &m.toks[k]; t.chunk == "vg" || t.low == "," || t.low == "and" || preps[t.low] && t.low != "of" {
				return Unit{}, "a clause or list word (" + t.low + ")"
			}
		}
	}
	if f := &m.toks[v.i]; f.chunk != "name" {
		return Unit{}, "the tool is not a name"
	}
	ow := fields(m.surf("obj"))
	owned := false
	for len(ow) > 0 && (determiners[strings.ToLower(ow[0])] || possessivePronouns[strings.ToLower(ow[0])] || strings.EqualFold(ow[0], "our") || strings.EqualFold(ow[0], "my")) {
		if !determiners[strings.ToLower(ow[0])] {
			owned = true
		}
		ow = ow[1:]
	}
	if len(ow) == 0 {
		return Unit{}, "empty role"
	}
	os := m.span("obj")
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: 0.84}
	u.Value = m.span("val")
	u.Value.Canon = valueCanonOf(u.Value.Surface)
	if owned && !a.empty() {
		// "User uses Neovim as their editor": the agent's editor
		as := m.span("agent")
		attr, _ := attrOf(ow)
		u.Subject = Span{Surface: as.Surface, Start: as.Start, End: as.End, Canon: subjectCanon(fields(as.Surface))}
		u.Attribute = Span{Surface: os.Surface, Start: os.Start, End: os.End, Canon: attr}
	} else {
		// "We use Buildkite for CI": the role is the key, like "CI uses X"
		u.Subject = Span{Surface: os.Surface, Start: os.Start, End: os.End, Canon: subjectCanon(ow)}
		u.Attribute = Span{Start: u.Value.Start, End: u.Value.Start, Canon: "use"}
	}
	if f := fields(u.Subject.Canon); len(f) == 1 && (f[0] == "i" || f[0] == "me") {
		u.Subject.Canon = "user"
	}
	if u.Subject.Canon == "" || u.Value.Canon == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

// emitLabelClause reads the clause after a short label with the clause
// parser (the label is dropped, the spans map back by offset).
func emitLabelClause(e *Extractor, m *ruleMatch) (Unit, string) {
	l, r := m.caps["label"], m.caps["rest"]
	if l.j-l.i > 4 || r.j-r.i < 3 {
		return Unit{}, "label too long or clause too short"
	}
	verb := false
	for k := r.i; k < r.j; k++ {
		if m.toks[k].chunk == "vg" || beForms[m.toks[k].low] {
			verb = true
		}
	}
	if !verb {
		return Unit{}, "no clause after the label (a key: value note)"
	}
	start := m.toks[r.i].start
	sub := m.text[start:m.toks[r.j-1].end]
	toks := e.tokens(sub)
	p, why := parseClauseNamed(sub, toks, "", false, false)
	if why != "" {
		return Unit{}, "the clause after the label: " + string(why)
	}
	su := buildUnit(sub, toks, p)
	shift := func(sp Span) Span {
		if sp.Start == sp.End {
			return Span{Start: sp.Start + start, End: sp.End + start, Canon: sp.Canon}
		}
		return Span{Surface: sp.Surface, Start: sp.Start + start, End: sp.End + start, Canon: sp.Canon}
	}
	u := su
	u.Text = m.text
	u.Subject, u.Attribute, u.Value = shift(su.Subject), shift(su.Attribute), shift(su.Value)
	u.Rule, u.Form = m.rule.ID, m.rule.ID+"+"+su.Form
	u.Confidence = su.Confidence * 0.95
	if su.Subject.Canon == "we" && topicLabel(m, l) {
		// "DNA extraction: we are on SOP v2", "Harrowgate Quay: we're now
		// pouring level 12": the team's "we" speaks of the label's thing,
		// which is the subject ("RNA extraction: we are on SOP v3" is
		// another one's)
		ws := make([]string, 0, l.j-l.i)
		for k := l.i; k < l.j; k++ {
			ws = append(ws, m.toks[k].low)
		}
		a, z := m.toks[l.i].start, m.toks[l.j-1].end
		u.Subject = Span{Surface: m.text[a:z], Start: a, End: z, Canon: keyOf(ws)}
	}
	return u, ""
}

// topicLabel reports a label that names a thing: nouns and names only, no
// note word ("Update:", "FYI:", "Decision:").
func topicLabel(m *ruleMatch, l rng) bool {
	if l.empty() || decisionLabel(m) {
		return false
	}
	for k := l.i; k < l.j; k++ {
		t := &m.toks[k]
		if !strings.HasPrefix(t.tag, "NN") || noteLabels[t.low] {
			return false
		}
	}
	return true
}

// noteLabels open a note without naming its subject.
var noteLabels = map[string]bool{"update": true, "updates": true, "note": true, "notes": true, "fyi": true, "reminder": true, "status": true, "news": true, "psa": true, "todo": true, "heads": true, "info": true, "summary": true, "recap": true, "outcome": true, "result": true, "action": true, "actions": true}

// nonProdEnvs are deployment environments other than production, with
// their canonical scope.
var nonProdEnvs = map[string]string{"staging": "staging", "stage": "staging", "dev": "dev", "development": "dev", "test": "test", "testing": "test", "qa": "qa", "canary": "canary", "sandbox": "sandbox", "preview": "preview", "uat": "uat"}

func checkOwnershipMoved(m *ruleMatch) string {
	if w := changeObject(m, "obj"); w != "" {
		return w
	}
	return valueChecks["name"](m, "new")
}

// emitStateNote keys "X back on" like "X is on".
func emitStateNote(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := changeObject(m, "obj"); w != "" {
		return Unit{}, w
	}
	if f := m.first("obj"); f.chunk == "name" && m.caps["obj"].j-m.caps["obj"].i == 1 && !strings.ContainsAny(f.text, "_-0123456789") {
		return Unit{}, "a name alone is not a switch"
	}
	st := m.first("state")
	subj := m.surf("obj")
	synth := subj + " is " + st.low
	if isLowerWord(firstChar(subj)) && !strings.HasPrefix(strings.ToLower(subj), "the ") {
		synth = "The " + synth
	}
	toks := e.tokens(synth)
	r, why := parseClauseNamed(synth, toks, "", false, false)
	if why != "" {
		return Unit{}, "restated clause: " + string(why)
	}
	o, ss := m.span("obj"), m.span("state")
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID + "+" + r.form, Cardinality: CardFunctional, Confidence: 0.84}
	u.Subject = Span{Surface: o.Surface, Start: o.Start, End: o.End, Canon: r.subjCanon}
	u.Attribute = Span{Start: ss.Start, End: ss.Start, Canon: r.attrCanon}
	u.Value = Span{Surface: ss.Surface, Start: ss.Start, End: ss.End, Canon: r.valCanon}
	if r.subjCanon == "" || r.attrCanon == "" || r.valCanon == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

// versionIn reports a dotted version in a capture.
func versionIn(m *ruleMatch, name string) bool {
	g, ok := m.caps[name]
	if !ok {
		return false
	}
	for k := g.i; k < g.j; k++ {
		if l := m.toks[k].low; strings.Contains(l, ".") && reVersion.MatchString(strings.TrimPrefix(l, "v")) {
			return true
		}
	}
	return false
}

func checkKeyOnlyPassive(m *ruleMatch) string {
	if w := changeObject(m, "obj"); w != "" {
		return w
	}
	f := &m.toks[m.caps["obj"].i]
	if f.low != "the" && f.low != "our" && f.low != "its" && f.low != "their" && f.low != "my" && f.chunk != "np" && f.chunk != "name" {
		return "object not a definite thing"
	}
	if f.chunk == "name" && m.caps["obj"].j-m.caps["obj"].i == 1 {
		return "a name alone (a person changed) is no key"
	}
	return ""
}

func checkSigning(m *ruleMatch) string {
	if w := nameLike(m, "org"); w != "" {
		return w
	}
	return nameLike(m, "holder")
}

// emitOfPossessiveName keys "The <attr> of <Name's Name> is <holder>" with
// the whole name as the subject.
func emitOfPossessiveName(e *Extractor, m *ruleMatch) (Unit, string) {
	a, o, h := m.caps["attr"], m.caps["org"], m.caps["holder"]
	if a.j-a.i > 3 || o.j-o.i > 10 || h.j-h.i > 8 {
		return Unit{}, "too long"
	}
	poss := false
	for k := o.i; k < o.j; k++ {
		t := &m.toks[k]
		if t.low == "'s" || t.low == "'" {
			poss = true
			continue
		}
		if t.chunk != "name" && t.low != "the" && t.low != "of" && t.low != "and" && t.low != "&" {
			return Unit{}, "the organisation is not a name"
		}
	}
	if !poss {
		return Unit{}, "no possessive inside the name (the parser reads it)"
	}
	for k := a.i; k < a.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" || t.chunk == "name" || preps[t.low] {
			return Unit{}, "the attribute is not a common noun phrase"
		}
	}
	if w := nameLike(m, "holder"); w != "" {
		return Unit{}, w
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: 0.86}
	u.Subject = m.span("org")
	u.Subject.Canon = subjectCanon(m.words("org"))
	u.Attribute = m.span("attr")
	u.Attribute.Canon, _ = attrOf(fields(u.Attribute.Surface))
	u.Value = m.span("holder")
	u.Value.Canon = valueCanonOf(u.Value.Surface)
	if u.Subject.Canon == "" || u.Attribute.Canon == "" || u.Value.Canon == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

// roleHead reports whether the role capture ends in an office noun
// (titleNouns or lex/role_nouns.tsv): "dean", "head coach", "music director".
func roleHead(m *ruleMatch, name string) bool {
	ws := m.words(name)
	if len(ws) == 0 {
		return false
	}
	for k := 0; k < len(ws) && k < 3; k++ {
		tail := strings.ToLower(strings.Join(ws[k:], " "))
		if titleNouns[tail] || titleSynonyms[tail] != "" {
			return true
		}
		if _, ok := lexLookup("role_nouns", tail); ok {
			return true
		}
	}
	last := strings.ToLower(ws[len(ws)-1])
	if s, ok := singular(last); ok {
		last = s
	}
	if titleNouns[last] {
		return true
	}
	// "dean of law", "ambassador to Kenya", "minister for sport": the
	// title stands before its field or place
	for k := 1; k < len(ws); k++ {
		if l := strings.ToLower(ws[k]); l == "of" || l == "to" || l == "for" {
			head := strings.ToLower(ws[k-1])
			return titleNouns[head] || titleNouns[strings.ToLower(strings.Join(ws[:k], " "))]
		}
	}
	return false
}

func checkBecameRole(m *ruleMatch) string {
	if !roleHead(m, "role") {
		return "role is no office (" + strings.ToLower(strings.Join(m.words("role"), " ")) + ")"
	}
	return checkRoleOf(m)
}

func checkSucceededAs(m *ruleMatch) string {
	if w := nameLike(m, "old"); w != "" {
		return w
	}
	if !roleHead(m, "role") && !replacedRole(m) {
		return "role is no office"
	}
	return checkRoleOf(m)
}

// replacedRole: a role a named holder was replaced in ("replaced Rosalind
// Pike as exams officer") is one holder's at a time, by that evidence,
// whatever its head noun, when it ends in a singular noun and names no
// indefinite one ("as a steward").
func replacedRole(m *ruleMatch) bool {
	g := m.caps["role"]
	if g.empty() {
		return false
	}
	if f := m.toks[g.i].low; f == "a" || f == "an" || f == "one" || f == "another" {
		return false
	}
	return m.toks[g.j-1].tag == "NN" || m.toks[g.j-1].tag == "NNP"
}

// namedField: a field that is a name of at most six words ("the Faculty of
// Law", "the School of Medicine"), "of", "and" and "the" between capitals.
func namedField(m *ruleMatch, fg rng) bool {
	if fg.j-fg.i > 6 {
		return false
	}
	k := fg.i
	if m.toks[k].low == "the" {
		k++
	}
	if k >= fg.j || isLowerWord(firstChar(m.toks[k].text)) {
		return false
	}
	for ; k < fg.j; k++ {
		t := &m.toks[k]
		if t.low != "of" && t.low != "and" && t.low != "the" && (isLowerWord(firstChar(t.text)) || isPunct(t.tok)) {
			return false
		}
	}
	return true
}

// gatheringNouns name an occasion at which an office is filled, never the
// organisation the office belongs to.
var gatheringNouns = map[string]bool{"meeting": true, "meetings": true, "ceremony": true, "election": true, "by-election": true, "vote": true, "event": true,
	"gala": true, "dinner": true, "session": true, "hustings": true, "reception": true, "count": true, "congress": true, "conference": true, "agm": true}

// emitRoleFieldAt keys "ROLE of FIELD at ORG" by the organisation, the
// office named with its field: (castlemere, dean of science).
func emitRoleFieldAt(e *Extractor, m *ruleMatch) (Unit, string) {
	if !roleHead(m, "role") {
		return Unit{}, "role is no office"
	}
	rg, fg := m.caps["role"], m.caps["field"]
	if rg.empty() || fg.empty() || rg.j-rg.i > 3 || fg.j-fg.i > 3 && !namedField(m, fg) {
		return Unit{}, "role or field empty or too long"
	}
	for k := rg.i; k < fg.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" || preps[t.low] && t.low != "of" || t.chunk == "punct" || t.chunk == "num" {
			return Unit{}, "role or field has a verb, a preposition, a number or punctuation"
		}
	}
	if w := nameLike(m, "holder"); w != "" {
		return Unit{}, w
	}
	if o := m.first("org"); o == nil || o.chunk != "name" && o.low != "the" {
		return Unit{}, "the organisation is not a name"
	}
	if w := definiteNP(m, "org", 8); w != "" {
		return Unit{}, w
	}
	for _, w := range m.words("org") {
		if l := strings.ToLower(w); l == "of" {
			break
		} else if gatheringNouns[l] {
			// "was elected Mayor of Ashcombe at the annual meeting of the
			// town council": where it happened, no organisation of the office
			return Unit{}, "the place is an occasion (" + l + ")"
		}
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional}
	u.Subject = m.span("org")
	u.Subject.Canon = subjectCanon(m.words("org"))
	u.Value = m.span("holder")
	u.Value.Canon = valueCanonOf(u.Value.Surface)
	a, _ := attrOf(noParens(m.words("role")))
	f, _ := attrOf(noParens(m.words("field")))
	if a == "" || f == "" {
		return Unit{}, "empty role or field"
	}
	u.Attribute = Span{Surface: m.text[m.toks[rg.i].start:m.toks[fg.j-1].end], Start: m.toks[rg.i].start, End: m.toks[fg.j-1].end, Canon: a + " of " + f}
	if u.Subject.Canon == "" || u.Value.Canon == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

func checkDivorced(m *ruleMatch) string {
	if w := nameLike(m, "subj"); w != "" {
		return w
	}
	return nameLike(m, "other")
}

// bodyNouns are the bodies of an organisation that elect or appoint its
// office holders.
var bodyNouns = lexSet("body_nouns")

// emitCouncillorsElected keys role.councillors-elected: (council, role) =
// holder, the council named by the name before its councillors with its
// lowercase nouns ("Tolland Fen parish" councillors: Tolland Fen Parish
// Council).
func emitCouncillorsElected(e *Extractor, m *ruleMatch) (Unit, string) {
	if !roleHead(m, "role") {
		return Unit{}, "role is no office"
	}
	if w := nameLike(m, "holder"); w != "" {
		return Unit{}, w
	}
	if t := m.caps["tail"]; !t.empty() {
		// an adjunct may follow the role: "at the annual meeting", "in May"
		if f := &m.toks[t.i]; !preps[f.low] && f.chunk != "time" && f.text != "," {
			return Unit{}, "more than a role after the holder"
		}
	}
	o, mid := m.caps["org"], m.caps["mid"]
	if o.j-o.i > 5 || mid.j-mid.i > 2 || pronounStart(&m.toks[o.i]) || determiners[m.toks[o.i].low] {
		return Unit{}, "the organisation is no name"
	}
	g := m.caps["role"]
	if g.j-g.i > 4 {
		return Unit{}, "role too long"
	}
	for k := g.i; k < g.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" || preps[t.low] && t.low != "of" {
			return Unit{}, "role has a verb or preposition"
		}
	}
	var ow []string
	for k := o.i; k < mid.j; k++ {
		ow = append(ow, m.toks[k].text)
	}
	ow = append(ow, "council")
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional, Confidence: m.rule.Emit.Conf}
	st, en := m.toks[o.i].start, m.toks[max(mid.j, o.j)-1].end
	u.Subject = Span{Surface: m.text[st:en], Start: st, End: en, Canon: subjectCanon(ow)}
	u.Attribute = m.span("role")
	u.Attribute.Canon, _ = attrOf(noParens(m.words("role")))
	u.Value = m.span("holder")
	u.Value.Canon = valueCanonOf(m.surf("holder"))
	if u.Subject.Canon == "" || u.Attribute.Canon == "" || u.Value.Canon == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

func checkBodyElected(m *ruleMatch) string {
	ws := m.words("body")
	if len(ws) == 0 || len(ws) > 4 {
		return "no electing body"
	}
	// "the board", "the board of trustees", "the party's national congress"
	found := false
	for _, w := range ws {
		if bodyNouns[strings.ToLower(w)] {
			found = true
		}
	}
	if !found {
		return "no electing body (" + strings.Join(ws, " ") + ")"
	}
	if o := m.first("org"); o == nil || o.chunk != "name" && o.low != "the" {
		return "the organisation is not a name"
	}
	if !roleHead(m, "role") {
		return "role is no office"
	}
	if w := nameLike(m, "holder"); w != "" {
		return w
	}
	return definiteNP(m, "org", 8)
}

// emitLabelItemHolder keys "LABEL: ITEM — HOLDER" by the item, the label its
// attribute (owner, lead, ...), the holder a name or a team.
func emitLabelItemHolder(e *Extractor, m *ruleMatch) (Unit, string) {
	if w := shortValue(m, "holder"); w != "" {
		return Unit{}, w
	}
	ig := m.caps["item"]
	if ig.empty() || ig.j-ig.i > 6 {
		return Unit{}, "item empty or too long"
	}
	for k := ig.i; k < ig.j; k++ {
		if t := &m.toks[k]; t.chunk == "vg" && !containsDigit(t.low) || t.chunk == "punct" && t.text != "-" && t.text != "_" && t.text != "." {
			return Unit{}, "item holds a clause or punctuation"
		}
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Cardinality: CardFunctional}
	u.Subject = m.span("item")
	u.Subject.Canon = subjectCanon(m.words("item"))
	u.Value = m.span("holder")
	u.Value.Canon = valueCanonOf(u.Value.Surface)
	lab := strings.ToLower(m.first("label").low)
	switch lab {
	case "owners":
		lab = "owner"
	case "dri", "responsible":
		lab = "owner"
	case "poc":
		lab = "contact"
	}
	a, _ := attrOf([]string{lab})
	if a == "" {
		a = lab
	}
	u.Attribute = Span{Surface: m.first("label").text, Start: m.first("label").start, End: m.first("label").end, Canon: a}
	if u.Subject.Canon == "" || u.Value.Canon == "" {
		return Unit{}, "empty slot"
	}
	return u, ""
}

func checkHiredAway(m *ruleMatch) string {
	for _, name := range []string{"org", "holder", "old", "place"} {
		if _, ok := m.caps[name]; !ok {
			continue
		}
		if w := nameLike(m, name); w != "" {
			return w
		}
	}
	return ""
}

// clubWords mark a sports club's name ("Dunmore Athletic", "Kessel Rovers").
var clubWords = lexSet("club_words")

func checkTeamMove(m *ruleMatch) string {
	if w := checkHiredAway(m); w != "" {
		return w
	}
	for _, w := range m.words("org") {
		if clubWords[strings.ToLower(w)] {
			return ""
		}
	}
	return "the destination is no named club"
}

func checkBecameHome(m *ruleMatch) string {
	if w := checkHiredAway(m); w != "" {
		return w
	}
	if len(m.words("place")) > 4 {
		return "place too long"
	}
	return ""
}

// groupHead reports a definite group named by a common noun ("the data
// platform team", "the chess club"): a group one can leave.
func groupHead(ts []mtok) bool {
	if len(ts) == 0 || len(ts) > 5 {
		return false
	}
	h := ts[len(ts)-1].low
	if sg, ok := singular(h); ok {
		h = sg
	}
	switch h {
	case "team", "group", "squad", "committee", "org", "department", "band", "choir", "club", "board", "council", "crew", "unit", "guild", "orchestra", "league", "society":
		return true
	}
	return false
}

// emitInHouse keys a person's employment by the writer's own organisation:
// (subject, employer) = we, negated for negation.left-us and
// negation.has-left. The subject is a name; "works|employed|joined" need
// "us" after them, "rehired" stands alone; after the verb only a time, a
// role ("as a bid writer") or another statement (after a comma, a dash, a
// semicolon) may follow.
func emitInHouse(e *Extractor, m *ruleMatch) (Unit, string) {
	s := m.caps["subj"]
	if s.empty() || s.j-s.i > 4 || pronounStart(&m.toks[s.i]) {
		return Unit{}, "the subject is no name"
	}
	v := m.first("verb")
	switch m.rule.ID {
	case "relation.works-for-us":
		if l := v.low; l != "rehired" && l != "re-hired" && l != "re-employed" && m.caps["org"].empty() {
			return Unit{}, "no \"us\": another employer is the parser's"
		}
	case "negation.has-left":
		if m.caps["org"].empty() && !m.caps["tail"].empty() {
			if f := m.toks[m.caps["tail"].i].text; f != "-" && f != "—" && f != "–" && f != ";" && f != "," && f != "." {
				return Unit{}, "something is left (\"left the keys\") or a place follows"
			}
		}
	}
	if t := m.caps["tail"]; !t.empty() {
		switch f := &m.toks[t.i]; {
		case f.text == "-" || f.text == "—" || f.text == "–" || f.text == ";" || f.text == "," || f.text == "." || f.text == "(":
		case f.low == "as" || adjunctStart(m, t.i) || f.chunk == "time":
		default:
			return Unit{}, "trailing words (" + f.low + ")"
		}
	}
	neg := m.rule.ID != "relation.works-for-us"
	if w := negWord(m); w != "" {
		return Unit{}, "negated (" + w + ")"
	}
	u := Unit{Text: m.text, Rule: m.rule.ID, Form: m.rule.ID, Negated: neg, Cardinality: CardFunctional, Confidence: 0.84}
	u.Subject = m.span("subj")
	u.Subject.Canon = subjectCanon(fields(u.Subject.Surface))
	u.Attribute = m.span("verb")
	u.Attribute.Canon = "employer"
	u.Value = m.span("verb")
	if o := m.caps["org"]; !o.empty() {
		u.Value = m.span("org")
	}
	u.Value.Canon = "we"
	if u.Subject.Canon == "" {
		return Unit{}, "empty subject"
	}
	return u, ""
}
