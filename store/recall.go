package store

import (
	"github.com/kljensen/snowball/english"
)

// Recall matches word forms: query and content terms are compared by their
// English Snowball (Porter2) stems, so "live" finds "lives" and "living",
// "moved" finds "moving". Terms that are not words (numbers, ids) stem to
// themselves.

// stem is the recall form of one term.
func stem(t string) string {
	return english.Stem(t, true)
}

// recallTerms are the stems of the terms of s.
func recallTerms(s string) []string {
	ts := terms(s)
	for i := range ts {
		ts[i] = stem(ts[i])
	}
	return ts
}

// HasTerms reports whether query has a word or number to search for.
func HasTerms(query string) bool { return len(terms(query)) > 0 }
