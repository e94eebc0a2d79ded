package corpus

import "fmt"

// distractors plans unrelated notes (errands, recommendations, tickets,
// reminders). Every entity in them is fresh, so none can pair with anything;
// they carry no planned facts.
func (g *gen) distractors() {
	seen := map[string]bool{}
	usedOnce := map[int]bool{}
	made := 0
	for tries := 0; made < g.spec.Distractors && tries < 50*g.spec.Distractors; tries++ {
		c := g.r.IntN(distractorTemplates)
		if onceOnly[c] && usedOnce[c] {
			continue // a one-off note ("Idea: …") is not repeated for other names
		}
		text := g.distractor(c)
		if seen[text] {
			continue
		}
		seen[text] = true
		usedOnce[c] = true
		live := g.chance(0.1)
		g.emit(ClassDistractor, live, g.times(1, live), roleBackground, entry{text: text})
		made++
	}
	if made < g.spec.Distractors {
		g.fail("only %d distinct distractors", made)
	}
}

// distractorTemplates is the number of distractor shapes; onceOnly marks the
// one-off notes that appear at most once per fixture.
const distractorTemplates = 47

var onceOnly = map[int]bool{5: true, 13: true, 15: true, 16: true, 23: true, 28: true, 34: true, 35: true, 37: true, 44: true, 45: true, 46: true}

func (g *gen) distractor(c int) string {
	switch c {
	case 0:
		it := g.pickN(items, 2)
		return fmt.Sprintf("Bought %s and %s on the way home", it[0], it[1])
	case 1:
		return fmt.Sprintf("Remember to renew %s library card before %s", g.person().Poss(), g.pick(weekdays))
	case 2:
		return fmt.Sprintf("%s recommended %s", g.person().name, g.pick(books))
	case 3:
		return fmt.Sprintf("The %s retro notes are in the shared drive", g.pick(projects))
	case 4:
		return fmt.Sprintf("%s said the %s on %s Street does great %s", g.person().name, g.pick(foodPlaces), g.pick(streets), g.pick(dishes))
	case 5:
		return fmt.Sprintf("Ticket %d: login page times out on Safari after the %s deploy", g.between(1000, 9999), g.pick(projects))
	case 6:
		return fmt.Sprintf("Met %s at the %s meetup; interested in %s", g.person().name, g.pick(towns), g.pick(topics))
	case 7:
		return fmt.Sprintf("Lunch with %s moved to %s", g.person().name, g.pick(weekdays))
	case 8:
		return fmt.Sprintf("The draft of the %s proposal is due on %s %d", g.pick(projects), g.pick(months), g.between(1, 28))
	case 9:
		return fmt.Sprintf("%s birthday is on %s %d", g.person().Poss(), g.pick(months), g.between(1, 28))
	case 10:
		return fmt.Sprintf("Parking at the %s office is free after 6 pm", g.pick(towns))
	case 11:
		return fmt.Sprintf("Pick up %s for %s", g.pick(items), g.person().name)
	case 12:
		return fmt.Sprintf("%s prefers email over phone calls", g.person().name)
	case 13:
		return fmt.Sprintf("Finished reading %s; the ending was better than expected", g.pick(books))
	case 14:
		return fmt.Sprintf("%s is giving a talk on %s in %s", g.person().name, g.pick(topics), g.pick(months))
	case 15:
		return fmt.Sprintf("Watch out: the %s Street bridge in %s floods after heavy rain", g.pick(streets), g.pick(towns))
	case 16:
		return fmt.Sprintf("Idea: a shared calendar for the %s team's on-call swaps", g.pick(projects))
	case 17:
		return fmt.Sprintf("The %s build failed twice today because of a flaky integration test", g.pick(projects))
	case 18:
		return fmt.Sprintf("Try the %s at the %s Street %s", g.pick(dishes), g.pick(streets), g.pick(foodPlaces))
	case 19:
		return fmt.Sprintf("%s sent photos from the %s trip", g.person().name, g.pick(citiesOneWord))
	case 20:
		return fmt.Sprintf("Call the landlord about the dripping tap in the %s flat", g.pick(towns))
	case 21:
		return fmt.Sprintf("%s wants feedback on the %s onboarding doc by %s", g.person().name, g.pick(projects), g.pick(weekdays))
	case 22:
		return fmt.Sprintf("Booked a table for four at the %s Street %s for %s evening", g.pick(streets), g.pick(restaurants), g.pick(weekdays))
	case 23:
		return fmt.Sprintf("The %s dashboards were slow this morning; it cleared up by noon", g.pick(projects))
	case 24:
		return fmt.Sprintf("%s is on parental leave until %s", g.person().name, g.pick(months))
	case 25:
		return fmt.Sprintf("Good podcast episode on %s, worth sharing with %s", g.pick(topics), g.person().name)
	case 26:
		return fmt.Sprintf("Don't forget the %s recycling collection on %s", g.pick(towns), g.pick(weekdays))
	case 27:
		return fmt.Sprintf("%s and %s are organising the %s quiz night", g.person().name, g.person().name, g.pick(towns))
	case 28:
		return fmt.Sprintf("Note from the %s incident review: add an alert for disk usage above 85%%", g.pick(projects))
	case 29:
		return fmt.Sprintf("Order new business cards for %s", g.person().name)
	case 30:
		return fmt.Sprintf("%s mentioned a great hiking route near %s", g.person().name, g.pick(towns))
	case 31:
		return fmt.Sprintf("Send the signed contract back to %s before the end of %s", g.person().name, g.pick(months))
	case 32:
		return fmt.Sprintf("The %s Street %s closes for refurbishment in %s", g.pick(streets), g.pick(shopKinds), g.pick(months))
	case 33:
		return fmt.Sprintf("%s asked whether we still have the slides from the %s kickoff", g.person().name, g.pick(projects))
	case 34:
		return fmt.Sprintf("Reminder: pay the %s water bill", g.pick(towns))
	case 35:
		return fmt.Sprintf("Saw a heron on the canal path near %s this morning", g.pick(towns))
	case 36:
		return fmt.Sprintf("%s thinks the %s migration will slip by a week", g.person().name, g.pick(projects))
	case 37:
		return fmt.Sprintf("Gift idea for %s: a book about %s", g.person().name, g.pick(topics))
	case 38:
		return fmt.Sprintf("The %s on-call handbook needs a section on failovers", g.pick(projects))
	case 39:
		return fmt.Sprintf("%s brought %s to the team lunch", g.person().name, g.pick(dishes))
	case 40:
		return fmt.Sprintf("Printer on the %s floor of the %s office is out of toner again", g.pick([]string{"second", "third", "fourth"}), g.pick(towns))
	case 41:
		return fmt.Sprintf("%s shared a recipe for %s", g.person().name, g.pick(dishes))
	case 42:
		return fmt.Sprintf("Check train times to %s for the %s workshop", g.pick(citiesOneWord), g.pick(projects))
	case 43:
		return fmt.Sprintf("%s is collecting donations for the %s food bank", g.person().name, g.pick(towns))
	case 44:
		return fmt.Sprintf("Idea: rotate who hosts the %s standup every week", g.pick(projects))
	case 45:
		return fmt.Sprintf("Heads up: the %s office lifts are being serviced on %s", g.pick(towns), g.pick(weekdays))
	default:
		return fmt.Sprintf("TODO: archive the old %s tickets before the audit", g.pick(projects))
	}
}

var foodPlaces = lines(`bakery|deli|tea room|café|noodle bar|food market|canteen`)

var restaurants = lines(`bistro|trattoria|noodle bar|tapas bar|curry house|pizzeria|brasserie`)
