package corpus

import (
	"strings"
	"testing"
)

// fixture1Tables are every vocabulary table fixture 1 draws from.
func fixture1Tables() map[string][]string {
	t := map[string][]string{
		"firstNames": firstNames, "surnames": surnames, "citiesOneWord": citiesOneWord,
		"citiesMultiWord": citiesMultiWord, "companyFirst": companyFirst, "companySecond": companySecond,
		"jobTitles": jobTitles, "carModels": carModels, "colours": colours, "projects": projects, "envs": envs,
		"deviceKinds": deviceKinds, "towns": towns, "teamMascots": teamMascots, "orchestraKinds": orchestraKinds,
		"clubKinds": clubKinds, "schoolKinds": schoolKinds, "venueKinds": venueKinds, "gymKinds": gymKinds,
		"meetingKinds": meetingKinds, "languages": languages, "instruments": instruments, "allergens": allergens,
		"pets": pets, "tools": tools, "frameKinds": frameKinds, "features": features, "streets": streets,
		"shopKinds": shopKinds, "items": items, "books": books, "dishes": dishes, "topics": topics,
		"officeKinds": officeKinds, "foodPlaces": foodPlaces, "restaurants": restaurants,
	}
	var roles, districts, jobs, cars, comps []string
	for _, r := range roleTitles {
		roles = append(roles, r.title)
	}
	for _, d := range cityDistricts {
		districts = append(districts, d...)
	}
	for _, j := range jobElaborations {
		jobs = append(jobs, j[:]...)
	}
	for _, c := range carElaborations {
		cars = append(cars, c[:]...)
	}
	for _, c := range components {
		comps = append(comps, c.name)
		comps = append(comps, c.values...)
	}
	for _, p := range professionals {
		roles = append(roles, p.name)
	}
	t["roleTitles"], t["cityDistricts"], t["jobElaborations"], t["carElaborations"], t["components"] = roles, districts, jobs, cars, comps
	return t
}

func fixture2Tables() map[string][]string {
	var titles, kinds []string
	for _, o := range offices2 {
		titles = append(titles, o.title)
		kinds = append(kinds, o.kinds...)
	}
	var abbr []string
	for _, a := range titleAbbrevs2 {
		abbr = append(abbr, a[:]...)
	}
	return map[string][]string{
		"firstNames2": firstNames2, "surnames2": surnames2, "places2": places2, "stems2": stems2,
		"offices2": titles, "officeKinds2": kinds, "buildingKinds2": buildingKinds2, "teamKinds2": teamKinds2,
		"trophyKinds2": trophyKinds2, "leagueKinds2": leagueKinds2, "openKinds2": openKinds2, "raceKinds2": raceKinds2,
		"festivalKinds2": festivalKinds2, "facilityKinds2": facilityKinds2, "rivers2": rivers2,
		"companyKinds2": companyKinds2, "productKinds2": productKinds2, "gymKinds2": gymKinds2,
		"choirKinds2": choirKinds2, "councilKinds2": councilKinds2, "magazineKinds2": magazineKinds2,
		"committeeKinds2": committeeKinds2, "stationKinds2": stationKinds2, "productTitles2": productTitles2,
		"bookTitles2": bookTitles2, "titleAbbrevs2": abbr,
	}
}

// TestVocabularyDisjoint: no entry of a fixture 2 table is an entry of a
// fixture 1 table, and no name-like word of fixture 2 (people, places,
// stems, rivers) is a word anywhere in fixture 1's tables.
func TestVocabularyDisjoint(t *testing.T) {
	old := map[string]string{}
	oldWords := map[string]string{}
	for name, tab := range fixture1Tables() {
		for _, e := range tab {
			old[strings.ToLower(e)] = name
			for _, w := range strings.Fields(e) {
				oldWords[strings.ToLower(w)] = name
			}
		}
	}
	seen := map[string]string{}
	for name, tab := range fixture2Tables() {
		if len(tab) == 0 {
			t.Errorf("%s is empty", name)
		}
		for _, e := range tab {
			k := strings.ToLower(e)
			if o, ok := old[k]; ok {
				t.Errorf("%s entry %q is in fixture 1's %s", name, e, o)
			}
			if s, ok := seen[k]; ok && s != name {
				t.Errorf("%s entry %q is also in %s", name, e, s)
			}
			seen[k] = name
		}
	}
	for _, name := range []string{"firstNames2", "surnames2", "places2", "stems2", "rivers2"} {
		for _, e := range fixture2Tables()[name] {
			if o, ok := oldWords[strings.ToLower(e)]; ok {
				t.Errorf("%s name %q is a word of fixture 1's %s", name, e, o)
			}
		}
	}
}
