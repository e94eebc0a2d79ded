package memory

import (
	"fmt"
	"regexp"
)

// MaxSlugLen is the longest slug alias accepted.
const MaxSlugLen = 200

// slugPattern is the shape of a slug alias: lower-case letters, digits and
// . _ / -, starting and ending with a letter or digit.
var slugPattern = regexp.MustCompile(`^[a-z0-9]([a-z0-9._/-]*[a-z0-9])?$`)

// SlugPattern is slugPattern as text, for messages and docs.
const SlugPattern = `^[a-z0-9]([a-z0-9._/-]*[a-z0-9])?$`

// CheckSlug reports why s is not a valid slug alias (nil when it is): it
// must match SlugPattern and be at most MaxSlugLen characters.
func CheckSlug(s string) error {
	switch {
	case s == "":
		return fmt.Errorf("empty slug")
	case len(s) > MaxSlugLen:
		return fmt.Errorf("slug of %d characters is longer than %d", len(s), MaxSlugLen)
	case !slugPattern.MatchString(s):
		return fmt.Errorf("malformed slug %q (want %s: lower-case letters, digits and . _ / -, starting and ending with a letter or digit)", s, SlugPattern)
	}
	return nil
}

// MaxAuthorityLen is the longest authority tier name accepted.
const MaxAuthorityLen = 64

var authorityPattern = regexp.MustCompile(`^[a-z0-9]([a-z0-9._-]*[a-z0-9])?$`)

// CheckAuthorityName reports why s is not a valid authority tier name:
// lower-case letters, digits and . _ -, starting and ending with a letter or
// digit, at most MaxAuthorityLen characters.
func CheckAuthorityName(s string) error {
	switch {
	case s == "":
		return fmt.Errorf("empty authority name")
	case len(s) > MaxAuthorityLen:
		return fmt.Errorf("authority name of %d characters is longer than %d", len(s), MaxAuthorityLen)
	case !authorityPattern.MatchString(s):
		return fmt.Errorf("malformed authority name %q (lower-case letters, digits and . _ -, starting and ending with a letter or digit)", s)
	}
	return nil
}
