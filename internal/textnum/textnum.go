// Package textnum writes numbers the way text does: ordinals in digits
// ("2nd", "11th", "23rd"), shared by svo's value canon and the fixture
// generator's ordinal wording.
package textnum

import "strconv"

// Ordinal writes n as an ordinal in digits: 1st, 2nd, 3rd, 4th, 11th, 12th,
// 13th, 21st, 102nd.
func Ordinal(n int) string {
	suf := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suf = "st"
		case 2:
			suf = "nd"
		case 3:
			suf = "rd"
		}
	}
	return strconv.Itoa(n) + suf
}
