package svo

import "strings"

// irregularVerbs maps inflected forms to lemmas.
var irregularVerbs = map[string]string{
	"is": "be", "are": "be", "was": "be", "were": "be", "am": "be", "been": "be", "being": "be",
	"'s": "be", "'re": "be", "'m": "be",
	"has": "have", "had": "have", "having": "have", "'ve": "have",
	"does": "do", "did": "do", "done": "do", "doing": "do",
	"held": "hold", "led": "lead", "ran": "run", "running": "run", "written": "write",
	"wrote": "write", "built": "build", "made": "make", "known": "know", "knew": "know",
	"spoke": "speak", "spoken": "speak", "drove": "drive", "driven": "drive",
	"taught": "teach", "bought": "buy", "brought": "bring", "thought": "think",
	"went": "go", "gone": "go", "came": "come", "goes": "go", "left": "leave", "began": "begin",
	"begun": "begin", "became": "become", "become": "become", "got": "get",
	"gotten": "get", "gave": "give", "given": "give", "took": "take", "taken": "take",
	"sold": "sell", "told": "tell", "said": "say", "says": "say", "paid": "pay",
	"met": "meet", "kept": "keep", "felt": "feel", "found": "find", "won": "win",
	"lost": "lose", "sat": "sit", "stood": "stand", "read": "read", "set": "set",
	"put": "put", "cost": "cost", "hit": "hit", "let": "let", "quit": "quit",
	"born": "born", "ate": "eat", "eaten": "eat", "drank": "drink", "drunk": "drink",
	"grew": "grow", "grown": "grow", "flew": "fly", "flown": "fly", "chose": "choose",
	"chosen": "choose", "fell": "fall", "fallen": "fall", "rose": "rise", "risen": "rise",
	"saw": "see", "seen": "see", "wore": "wear", "worn": "wear", "swam": "swim",
	"hid": "hide", "hidden": "hide", "dealt": "deal", "meant": "mean", "sent": "send",
	"spent": "spend", "lent": "lend", "slept": "sleep", "shut": "shut", "won't": "will",
	"sank": "sink", "sunk": "sink", "shrank": "shrink", "shrunk": "shrink", "hung": "hang",
	"struck": "strike", "stuck": "stick", "swung": "swing", "spun": "spin", "bent": "bend",
	"built-in": "build", "forbade": "forbid", "forgave": "forgive", "froze": "freeze",
	"frozen": "freeze", "bore": "bear", "borne": "bear", "shot": "shoot", "split": "split",
	"founded": "found", "lay": "lie", "laid": "lay", "fed": "feed", "fought": "fight",
	"caught": "catch", "understood": "understand", "overseen": "oversee", "oversaw": "oversee",
	"headquartered": "headquarter", "lives": "live", "uses": "use",
}

// knownVerbs are base forms the suffix rules check against, so "based" → "base"
// and "joined" → "join" both come out right.
var knownVerbs = func() map[string]bool {
	m := map[string]bool{}
	for _, v := range fields(`live move relocate reside settle base locate work join employ hire
		serve report marry name call hold own belong lead run head manage maintain write found cost price
		weigh set configure change stand equal remain become study attend play drive prefer use switch
		migrate speak know like love enjoy hate dislike have include contain comprise feature support visit
		collect read watch eat teach talk depend subscribe participate contribute date retire leave rent
		host store serve ship release deploy cover measure total require replace create publish open close
		lock unlock enable disable schedule assign rename store bear love share sell buy pay earn charge
		make build take give keep get go come see seem look want plan hope need decide intend expect try
		start begin stop continue consider wish appear tend refuse agree promise forget remember mean aim
		prepare afford think feel sound drink wear fly grow choose open update upgrade downgrade point
		route list mark tag label flag rate rank score vote win lose call ring email text message phone
		own run operate power fuel produce generate consume hold occupy lease default limit cap fix break
		crash fail pass return respond reply answer ask tell say note mention confirm announce state add
		explain claim believe inform indicate clarify list describe define represent contain tie link
		connect cause allow permit ban block reach exceed average range vary double triple halve increase
		decrease drop rise fall climb raise lower reduce expand shrink grow adopt abandon archive cancel
		replace succeed precede follow outnumber outrank coach train mentor supervise oversee direct
		govern rule chair captain command boil freeze melt flow cover sink float orbit border complete
		delete resolve promote demote deprecate decommission migrate provision expire renew sign depart
		arrive land open happen occur discover invent paint compose design develop found establish form
		found launch acquire merge split rename relocate commute travel visit prefer adore admire miss
		drive ride cycle walk swim dance sing cook bake grow plant harvest hire fire promote retire
		graduate enroll study learn master practice perform compete win finish rank place score earn
		receive award elect appoint nominate select choose pick name label title host stream broadcast
		air premiere sell ship deliver import export manufacture assemble produce supply distribute
		license patent own inherit donate fund invest sponsor back endorse recommend rate review
		measure weigh span stretch extend border surround contain hold seat accommodate house employ
		staff serve feed handle process queue cache store index log monitor alert page notify trigger
		schedule reschedule postpone delay cancel book reserve order purchase subscribe unsubscribe
		install uninstall configure reconfigure restart reboot patch upgrade roll rollback revert
		merge rebase release tag deploy build compile test lint format document approve reject
		block unblock pause resume suspend archive restore backup recover fail crash hang leak spike
		drop peak average hover sit stay remain live die survive marry divorce date adopt raise
		parent babysit walk sleep wake eat drink smoke vape quit resign leave return arrive
		commute telecommute freelance volunteer intern coach referee umpire act star direct edit
		engage relate associate affiliate involve acquaint
		publish print post tweet blog vlog podcast translate speak write read teach tutor mentor
		manage supervise oversee lead head run chair coordinate organize plan attend skip miss
		own rent lease sublet share split owe lend borrow pay charge bill invoice refund price
		cost total sum average equal exceed top trail lag lead outsell outperform beat lose tie
		retrain requalify reskill
		meet believe trust doubt love like hate fear dread enjoy prefer favor favour celebrate observe`) {
		m[v] = true
	}
	return m
}()

// lemmaVerb returns the lemma of an English verb form (lowercase input),
// computed once per word (lemmaVerbOf).
func lemmaVerb(w string) string { return factsOfLow(w).lemma }

// lemmaVerbOf computes lemmaVerb.
func lemmaVerbOf(w string) string {
	if l, ok := irregularVerbs[w]; ok {
		return l
	}
	if knownVerbs[w] {
		return w
	}
	try := func(cands ...string) (string, bool) {
		for _, c := range cands {
			if knownVerbs[c] {
				return c, true
			}
		}
		return "", false
	}
	n := len(w)
	switch {
	case strings.HasSuffix(w, "ied") && n > 4:
		if l, ok := try(w[:n-3] + "y"); ok {
			return l
		}
		return w[:n-3] + "y"
	case strings.HasSuffix(w, "ed") && n > 3:
		stem := w[:n-2]
		cands := []string{stem, w[:n-1]}
		if len(stem) >= 2 && stem[len(stem)-1] == stem[len(stem)-2] {
			cands = append(cands, stem[:len(stem)-1])
		}
		if l, ok := try(cands...); ok {
			return l
		}
		if len(stem) >= 2 && stem[len(stem)-1] == stem[len(stem)-2] && !strings.HasSuffix(stem, "ll") && !strings.HasSuffix(stem, "ss") {
			return stem[:len(stem)-1]
		}
		if needsE(stem) {
			return stem + "e"
		}
		return stem
	case strings.HasSuffix(w, "ing") && n > 5:
		stem := w[:n-3]
		cands := []string{stem, stem + "e"}
		if len(stem) >= 2 && stem[len(stem)-1] == stem[len(stem)-2] {
			cands = append(cands, stem[:len(stem)-1])
		}
		if l, ok := try(cands...); ok {
			return l
		}
		if needsE(stem) {
			return stem + "e"
		}
		return stem
	case strings.HasSuffix(w, "ies") && n > 4:
		return w[:n-3] + "y"
	case strings.HasSuffix(w, "es") && n > 3:
		if l, ok := try(w[:n-2], w[:n-1]); ok {
			return l
		}
		if strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "sses") || strings.HasSuffix(w, "xes") || strings.HasSuffix(w, "zes") {
			return w[:n-2]
		}
		return w[:n-1]
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && n > 2:
		return w[:n-1]
	}
	return w
}

// needsE guesses that an -ed/-ing stem lost a final e ("complet" → "complete",
// "resolv" → "resolve", "promot" → "promote"), so every tense of an unknown
// verb lemmatizes alike.
func needsE(stem string) bool {
	n := len(stem)
	if n < 3 {
		return false
	}
	isV := func(c byte) bool { return strings.IndexByte("aeiou", c) >= 0 }
	last, prev := stem[n-1], stem[n-2]
	switch {
	case last == 'v' || last == 'z' || last == 'u':
		return true
	case last == 'c' && prev != 'i':
		return true // produc(e), forc(e); not "panick"
	case last == 'g' && (prev == 'n' || prev == 'r' || prev == 'd'):
		return true // chang(e), charg(e), judg(e)
	case last == 's' && isV(prev) && !strings.HasSuffix(stem, "ss"):
		return true // bas(e), clos(e), us(e)
	case (last == 't' || last == 'r' || last == 'k' || last == 'd' || last == 'm' || last == 'n' || last == 'p' || last == 'l' || last == 'b') && isV(prev) && !isV(stem[n-3]) && prev != 'e':
		// consonant-vowel-consonant stems usually had an e: creat(e), promot(e), retir(e), stor(e)
		// but not "visit", "edit", "open", "offer", "develop": those are in knownVerbs
		return true
	}
	return false
}

// irregularNouns maps plurals to singulars.
var irregularNouns = map[string]string{
	"children": "child", "people": "person", "men": "man", "women": "woman", "feet": "foot",
	"teeth": "tooth", "mice": "mouse", "geese": "goose", "data": "data", "media": "media",
	"criteria": "criterion", "indices": "index", "series": "series", "species": "species",
	"news": "news", "staff": "staff", "wives": "wife", "lives": "life", "knives": "knife",
	"leaves": "leaf", "shelves": "shelf", "halves": "half",
}

// nonPlural are words ending in s that are not plurals.
var nonPlural = map[string]bool{
	"status": true, "address": true, "bus": true, "campus": true, "alias": true, "basis": true,
	"analysis": true, "thesis": true, "series": true, "species": true, "news": true,
	"gas": true, "lens": true, "bonus": true, "virus": true, "census": true, "focus": true,
	"radius": true, "chassis": true, "corpus": true, "canvas": true, "atlas": true,
	"iris": true, "apparatus": true, "prospectus": true, "consensus": true, "this": true,
	"its": true, "his": true, "always": true, "ethos": true, "os": true, "dns": true,
	"kubernetes": true, "aws": true, "is": true, "was": true, "has": true, "plus": true,
	"headquarters": true, "physics": true, "mathematics": true, "economics": true, "politics": true, "ios": true,
}

// singular returns the singular of a lowercase English noun and whether the
// word looked plural.
func singular(w string) (string, bool) {
	if s, ok := irregularNouns[w]; ok {
		return s, s != w
	}
	if nonPlural[w] || len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "us") || strings.HasSuffix(w, "is") {
		return w, false
	}
	n := len(w)
	switch {
	case strings.HasSuffix(w, "ies"):
		return w[:n-3] + "y", true
	case strings.HasSuffix(w, "sses"), strings.HasSuffix(w, "shes"), strings.HasSuffix(w, "ches"), strings.HasSuffix(w, "xes"), strings.HasSuffix(w, "zes"):
		return w[:n-2], true
	}
	return w[:n-1], true
}
