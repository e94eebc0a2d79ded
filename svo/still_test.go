package svo

import "testing"

// TestStillStated: a re-assertion ("remains", "stays", "still", a plural
// subject's "remain") marks the unit a confirmation; a change does not.
func TestStillStated(t *testing.T) {
	x := extractor(t)
	for _, c := range []struct {
		text  string
		still bool
	}{
		{"Brenlow depot hours remain 10-6", true},
		{"The Brenlow depot window remains 10-12", true},
		{"Tova still lives in Harrow", true},
		{"Brenlow depot hours are now 10-6", false},
		{"The Brenlow depot hours remain to be agreed", false},
	} {
		us, _ := x.Text("m", c.text)
		if len(us) == 0 {
			if c.still {
				t.Errorf("%q: no unit", c.text)
			}
			continue
		}
		if us[0].Still != c.still {
			t.Errorf("%q: Still = %v, want %v", c.text, us[0].Still, c.still)
		}
	}
}
