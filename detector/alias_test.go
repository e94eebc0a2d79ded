package detector_test

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"l9/detector"
	"l9/svo"
)

func aliasUnit(id, subjSurface, subj, attr, val string, day int) svo.Unit {
	return svo.Unit{
		ID: id, MemoryID: id,
		Subject:     svo.Span{Surface: subjSurface, Canon: subj},
		Attribute:   svo.Span{Canon: attr},
		Value:       svo.Span{Surface: val, Canon: val},
		Cardinality: svo.CardFunctional, Confidence: 0.9, Rule: "test",
		Named:     subjSurface != "" && subjSurface[0] >= 'A' && subjSurface[0] <= 'Z',
		CreatedAt: time.Date(2020, 1, day, 0, 0, 0, 0, time.UTC),
	}
}

// TestSurnameAlias: a surname alone is the one full name that ends in it;
// two full names ending in the same surname leave it alone, as do lowercase
// subjects and honorifics are no part of a name.
func TestSurnameAlias(t *testing.T) {
	us := []svo.Unit{
		aliasUnit("a", "Dario Mendt", "dario mendt", "team", "fk varnessa", 1),
		aliasUnit("b", "Mendt", "mendt", "team", "brennholt united", 2),
		aliasUnit("c", "Prof. Ilona Brandt", "prof ilona brandt", "leader", "marine lab", 3),
		aliasUnit("d", "Ilona Brandt", "ilona brandt", "leader", "dean office", 4),
		aliasUnit("e", "Ana Hart", "ana hart", "team", "x", 5),
		aliasUnit("f", "Tessaly Hart", "tessaly hart", "team", "y", 6),
		aliasUnit("g", "Hart", "hart", "team", "z", 7),
		aliasUnit("h", "billing", "billing", "use", "adyen", 8),
		aliasUnit("i", "the billing cluster", "billing cluster", "use", "verdant", 9),
		// an honorific and a surname: the one full name that ends in it
		aliasUnit("j", "Edith Halloran", "edith halloran", "warfarin dose", "3 mg", 10),
		aliasUnit("k", "Mrs Halloran", "mrs halloran", "warfarin dose", "2 mg", 11),
		aliasUnit("l", "Mrs Hart", "mrs hart", "team", "w", 12),
		// an honorific and an initial: the one full name whose surname
		// starts with it ("Mrs Q" is Nora Quist); "Mrs H" has two (Halloran, Hart)
		aliasUnit("m", "Nora Quist", "nora quist", "warfarin dose", "3 mg", 13),
		aliasUnit("n", "Mrs Q", "mrs q", "warfarin dose", "2 mg", 14),
		aliasUnit("o", "Mrs H", "mrs h", "team", "v", 15),
	}
	got := detector.SurnameAliases([][]svo.Unit{us})
	want := map[string]string{"mendt": "dario mendt", "prof ilona brandt": "ilona brandt", "mrs halloran": "edith halloran", "mrs q": "nora quist"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("aliases (-want +got):\n%s", d)
	}
	res := detector.Detect(us, detector.DefaultConfig())
	pairs := map[[2]string]bool{}
	for _, c := range res.Candidates {
		pairs[[2]string{c.ExpiredID, c.ReplacementID}] = true
	}
	if !pairs[[2]string{"a", "b"}] || !pairs[[2]string{"c", "d"}] || !pairs[[2]string{"j", "k"}] || !pairs[[2]string{"m", "n"}] || pairs[[2]string{"f", "g"}] || pairs[[2]string{"e", "g"}] || pairs[[2]string{"e", "l"}] {
		t.Errorf("candidates %v: want a->b, c->d and j->k, nothing to g or l", pairs)
	}
	if res.Summary.Aliased != 4 {
		t.Errorf("summary aliased %d, want 4", res.Summary.Aliased)
	}
	off := detector.Detect(us, detector.DefaultConfig().Without(detector.SurnameAlias))
	for _, c := range off.Candidates {
		if c.ReplacementID == "b" || c.ReplacementID == "d" || c.ReplacementID == "k" {
			t.Errorf("surname_alias off: %s -> %s paired", c.ExpiredID, c.ReplacementID)
		}
	}
}

// TestGivenNameAlias: a given name alone is the one full name that starts
// with it, unless a full name ends in it, two full names start with it, or
// the full name ends in a dictionary word (a place or a product: "Oakridge
// County", "Quillpad Mobile").
func TestGivenNameAlias(t *testing.T) {
	us := []svo.Unit{
		aliasUnit("a", "Sigrun Halvorsen", "sigrun halvorsen", "office", "edinburgh", 1),
		aliasUnit("b", "Sigrun", "sigrun", "office", "glasgow", 2),
		aliasUnit("c", "Oakridge County", "oakridge county", "population", "210000", 3),
		aliasUnit("d", "Oakridge", "oakridge", "population", "43900", 4),
		aliasUnit("e", "Ana Lind", "ana lind", "team", "x", 5),
		aliasUnit("f", "Ana Hart", "ana hart", "team", "y", 6),
		aliasUnit("g", "Ana", "ana", "team", "z", 7),
		// a surname of one name and the given name of another: the surname wins
		aliasUnit("h", "Wen Morrow", "wen morrow", "desk", "1", 8),
		aliasUnit("i", "Morrow Tait", "morrow tait", "desk", "2", 9),
		aliasUnit("j", "Morrow", "morrow", "desk", "3", 10),
		// a code is no given name
		aliasUnit("k", "FW-01 Firmware", "fw-01 firmware", "version", "7.4", 11),
		aliasUnit("l", "FW-01", "fw-01", "version", "7.2", 12),
	}
	got := detector.SurnameAliases([][]svo.Unit{us})
	want := map[string]string{"sigrun": "sigrun halvorsen", "morrow": "wen morrow"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("aliases (-want +got):\n%s", d)
	}
	res := detector.Detect(us, detector.DefaultConfig())
	var pairs [][2]string
	for _, c := range res.Candidates {
		pairs = append(pairs, [2]string{c.ExpiredID, c.ReplacementID})
	}
	if d := cmp.Diff([][2]string{{"a", "b"}, {"h", "j"}}, pairs); d != "" {
		t.Errorf("candidates (-want +got):\n%s", d)
	}
}

// TestOrgAlias: an organisation's first word and its initials name it when
// one organisation of the input has them; a first word that is a dictionary
// word, one two organisations share, or a person's surname leaves it alone.
func TestOrgAlias(t *testing.T) {
	us := []svo.Unit{
		aliasUnit("a", "Quennell Dairy Group", "quennell dairy group", "tier", "core", 1),
		aliasUnit("b", "QDG", "qdg", "tier", "pro", 2),
		aliasUnit("c", "Quennell", "quennell", "tier", "enterprise", 3),
		aliasUnit("d", "Marrowfen Labs", "marrowfen labs", "seats", "45", 4),
		aliasUnit("e", "Marrowfen Logistics", "marrowfen logistics", "seats", "12", 5),
		aliasUnit("f", "Marrowfen", "marrowfen", "seats", "38", 6),
		aliasUnit("g", "North Yard", "north yard", "owner", "kofi", 7),
		aliasUnit("h", "North", "north", "owner", "ren", 8),
		aliasUnit("i", "Tova Brisk", "tova brisk", "team", "x", 9),
		aliasUnit("j", "Brisk Haulage", "brisk haulage", "team", "y", 10),
		aliasUnit("k", "Brisk", "brisk", "team", "z", 11),
	}
	got := detector.SurnameAliases([][]svo.Unit{us})
	want := map[string]string{"qdg": "quennell dairy group", "quennell": "quennell dairy group", "brisk": "tova brisk"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("aliases (-want +got):\n%s", d)
	}
}

// TestFirmHeadAlias: a firm's name ending in a firm's head ("Logistics",
// "Pharma") is no person's name, so its first word names it.
func TestFirmHeadAlias(t *testing.T) {
	us := []svo.Unit{
		aliasUnit("a", "Tarrowby Logistics", "tarrowby logistics", "owner", "yusuf bellamy", 1),
		aliasUnit("b", "Tarrowby", "tarrowby", "owner", "ren", 2),
	}
	got := detector.SurnameAliases([][]svo.Unit{us})
	if want := map[string]string{"tarrowby": "tarrowby logistics"}; !cmp.Equal(want, got) {
		t.Errorf("aliases %v, want %v", got, want)
	}
}
