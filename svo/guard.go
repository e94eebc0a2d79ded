package svo

import "regexp"

// guardedRe is an anchored regexp with a cheap exact pre-check: may(s) is
// false only for strings the regexp cannot match (it reads the first bytes
// every match must begin with), so the regexp runs only on the few tokens
// and values that can match. Most words fail the check: a regexp match,
// even a failing one, costs far more than reading two bytes.
// TestRegexpGuards checks every guard against its regexp.
type guardedRe struct {
	*regexp.Regexp
	may func(string) bool
}

func guarded(expr string, may func(string) bool) guardedRe {
	return guardedRe{regexp.MustCompile(expr), may}
}

// MatchString is the regexp's, after the guard.
func (g guardedRe) MatchString(s string) bool { return g.may(s) && g.Regexp.MatchString(s) }

// FindStringSubmatch is the regexp's, after the guard.
func (g guardedRe) FindStringSubmatch(s string) []string {
	if !g.may(s) {
		return nil
	}
	return g.Regexp.FindStringSubmatch(s)
}

func digitAt(s string, i int) bool { return i < len(s) && s[i] >= '0' && s[i] <= '9' }

// startsDigit: the match begins with \d or [0-9].
func startsDigit(s string) bool { return digitAt(s, 0) }

// isoDayStart: the match of reISODay begins "m\d\d" or "\d\d\d\d m\d\d".
func isoDayStart(s string) bool {
	if len(s) >= 8 && s[4] == ' ' && digitAt(s, 0) && digitAt(s, 1) && digitAt(s, 2) && digitAt(s, 3) {
		s = s[5:]
	}
	return len(s) >= 3 && s[0] == 'm' && digitAt(s, 1) && digitAt(s, 2)
}

// startsVDigit: the match begins with v?\d.
func startsVDigit(s string) bool { return digitAt(s, 0) || len(s) > 1 && s[0] == 'v' && digitAt(s, 1) }
