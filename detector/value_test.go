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
