package corpus

import "fmt"

// distractors plans unrelated notes (errands, recommendations, tickets,
// reminders). Every entity in them is fresh, so none can pair with anything;
// they carry no planned facts.
func (g *gen) distractors() {
	seen := map[string]bool{}
	made := 0
	for tries := 0; made < g.spec.Distractors && tries < 50*g.spec.Distractors; tries++ {
		text := g.distractor()
		if seen[text] {
			continue
		}
		seen[text] = true
		live := g.chance(0.1)
		g.emit(ClassDistractor, live, g.times(1, live), roleBackground, entry{text: text})
		made++
	}
	if made < g.spec.Distractors {
		g.fail("only %d distinct distractors", made)
	}
}

func (g *gen) distractor() string {
	switch g.r.IntN(20) {
	case 0:
		it := g.pickN(items, 2)
		return fmt.Sprintf("Bought %s and %s on the way home", it[0], it[1])
	case 1:
		return fmt.Sprintf("Remember to renew %s library card before %s", g.person().Poss(), g.pick(weekdays))
	case 2:
		return fmt.Sprintf("%s recommended %s", g.person().name, g.pick(books))
	case 3:
		return fmt.Sprintf("The %s retro notes are in the shared drive", g.project().name)
	case 4:
		return fmt.Sprintf("%s said the %s on %s Street does great %s", g.person().name, g.pick(foodPlaces), g.pick(streets), g.pick(dishes))
	case 5:
		return fmt.Sprintf("Ticket %d: login page times out on Safari after the %s deploy", g.between(1000, 9999), g.project().name)
	case 6:
		return fmt.Sprintf("Met %s at the %s meetup; interested in %s", g.person().name, g.town().name, g.pick(topics))
	case 7:
		return fmt.Sprintf("Lunch with %s moved to %s", g.person().name, g.pick(weekdays))
	case 8:
		return fmt.Sprintf("The draft of the %s proposal is due on %s %d", g.project().name, g.pick(months), g.between(1, 28))
	case 9:
		return fmt.Sprintf("%s birthday is on %s %d", g.person().Poss(), g.pick(months), g.between(1, 28))
	case 10:
		return fmt.Sprintf("Parking at the %s office is free after 6 pm", g.town().name)
	case 11:
		return fmt.Sprintf("Pick up %s for %s", g.pick(items), g.person().name)
	case 12:
		return fmt.Sprintf("%s prefers email over phone calls", g.person().name)
	case 13:
		return fmt.Sprintf("Finished reading %s; the ending was better than expected", g.pick(books))
	case 14:
		return fmt.Sprintf("%s is giving a talk on %s in %s", g.person().name, g.pick(topics), g.pick(months))
	case 15:
		return fmt.Sprintf("Watch out: the %s Street bridge in %s floods after heavy rain", g.pick(streets), g.town().name)
	case 16:
		return fmt.Sprintf("Idea: a shared calendar for the %s team's on-call swaps", g.project().name)
	case 17:
		return fmt.Sprintf("%s's build failed twice today because of a flaky integration test", g.project().name)
	case 18:
		return fmt.Sprintf("Try the %s at the %s Street %s", g.pick(dishes), g.pick(streets), g.pick(foodPlaces))
	default:
		return fmt.Sprintf("%s sent photos from the %s trip", g.person().name, g.pick(citiesOneWord))
	}
}

var foodPlaces = lines(`bakery|deli|tea room|café|noodle bar|food market|canteen`)
