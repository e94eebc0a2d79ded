package detector

import (
	"strings"
	"testing"
)

// TestSameValue: one value written two ways is no change (clause
// exclusivity); different values stay exclusive.
func TestSameValue(t *testing.T) {
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"sanna vik", "ms vik msv", true},
		{"sanna vik", "ms s vik", true},
		{"kofi osei", "prof kofi osei pko", true},
		{"ribeira sc", "ribeira sport clube rsc", true},
		{"world war i wwi", "world war ii wwii", false},
		{"world war i wwi", "wwii", false},
		{"3 usd", "3.25 usd", false},
		{"anna berg", "ben berg", false},
		{"dr patel", "dr moreno", false},
		{"man city", "manchester city", true},
		{"9-17", "09:00-17:00", true}, // a range of whole hours written two ways
		{"09:00-17", "9-17", true},
		{"9-17", "09:30-17:00", false},
		{"9-17", "10-17", false},
		{"12-30", "12:00-30:00", false},      // no hours
		{"03/04/2027", "2027 m04 d03", true}, // an ambiguous numeric date and one of its readings
		{"03/04/2027", "2027 m03 d04", true},
		{"03/04/2027", "2027 m03 d05", false},
		{"03/04/2027", "2026 m04 d03", false},
		{"09/06/26", "2026 m06 d09", true},
		{"09/06/26", "2026 m06 d30", false},
		{"brisk utd", "brisk united", false}, // a clipping keeps its head word
		{"harl rovers", "harlow rovers", true},
		{"ma city", "manchester city", false}, // clippings of at least three letters
		{"man city", "manchester united", false},
	} {
		if got := sameValue(strings.Fields(c.a), strings.Fields(c.b)); got != c.same {
			t.Errorf("sameValue(%q, %q) = %v, want %v", c.a, c.b, got, c.same)
		}
	}
}
