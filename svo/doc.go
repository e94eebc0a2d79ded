// Package svo extracts comparable units from memories: for each clause, a
// subject, an attribute and a value, with negation, scope, a cardinality hint
// and a confidence.
//
// # Model
//
// A memory's content is cleaned (invalid UTF-8 replaced, control characters
// blanked, NFC, typographic quotes mapped to ASCII) and split into clauses:
// sentences (a period inside a decimal, a version or after an abbreviation
// does not end one), then "; ", ", and" and other ", <connective>" joins, and
// verb-phrase coordination ("lives in Berlin and works at Acme"). Fragments
// led by a binding connective (because, so, if, unless, although, but, ...)
// are dropped, duplicates removed. Content with two or more remaining
// clauses is compound: each clause is a facet with id FacetID(memory, i).
// Otherwise the one clause is an atomic unit with the memory's id.
//
// Each clause is tokenized and tagged with prose (github.com/jdkato/prose/v3,
// model loaded once in New; no segmentation, no entity recognition) and
// parsed by rules over function words and tags: copula ("X is Y"), possessive
// and of-attributes ("Carol's favourite colour", "the capital of Australia",
// "the harbor beacon channel"), inverse copula ("Paris is the capital of
// France"), verb + preposition, verb + object, passive with agent, counts
// ("has five engineers"), key: value notes, reported speech (the reporter is
// the antecedent of a pronoun subject), states (up/down, open/closed). A
// pronoun subject takes the previous facet's subject or the clause abstains.
// "not", "n't", "never", "no longer", "used to" negate; "anymore" is dropped.
// The simple past of a state ("lived in", "was the capital") is negated at
// low confidence (it no longer holds, but tense alone must not expire a
// present fact); the past of a change ("moved to", "joined") is the new
// state. A subject-less note ("Lives in Amsterdam.", "Is vegetarian.") is
// about the user. Counts ("has won 15 cups") and versions ("uses React 18" →
// attribute "use react", value 18) are functional; other transitive verbs
// outside the lexicon are set-valued.
// Scope qualifiers ("on weekdays", "at work", "in winter", "in production")
// move from the value to Scope; time qualifiers ("since 2020", "last year")
// are dropped; modal, future, conditional, question and existential clauses
// abstain.
//
// # Canonical forms
//
// Keys are NFKC, case-folded, determiner-free and British spellings mapped to
// American; attribute heads are singularized, verbs lemmatized, and small
// lexicons map phrasings of one relation to one attribute (lives in / moved
// to / relocated to / home is in → residence; works at / joined / employed by
// → employer) with a cardinality hint. A last pass, the relation normalizer
// (relation.go, idiom.go), maps what every form produced to one canonical
// relation whatever the phrasing: job title / retrained as / earns a living
// as → occupation; room, desk, works out of, a room value → office; seats,
// holds N people, capacity → capacity; "Status of X: up", "X reported
// offline" → status; "took over as CEO of Z" → (Z, ceo, subject); "The
// dentist X sees is Y" → (X, dentist, Y); a component's product and version →
// software, os or runtime. Values are NFKC and case-folded, with
// numbers in digits ("nine hundred", "900", "0.9k" are one value), units
// converted within a family (km → m, kg → g, minutes → s), currency symbols
// as codes and unambiguous dates as YYYY-MM-DD; an ambiguous 03/04/2024 stays
// as written.
//
// # Confidence
//
// Every unit has a confidence in [0, 1): ordinary clauses matched by a
// lexicon relation or an attribute pattern score 0.85–0.92, generic verbs and
// class memberships less, and unusual parses (long subjects or values, a cut
// subordinate clause, a resolved pronoun, hedged reports) lower it further.
// When no confident subject, attribute and value are found, the clause
// abstains with a reason (Explain): a missed key costs recall, a wrong key
// costs a true memory.
//
// # Limits
//
// Work per memory is bounded: MaxContentBytes of content are read,
// MaxFacets clauses extracted, and a clause longer than MaxClauseBytes or
// MaxClauseTokens abstains. An Extractor is safe for concurrent use and its
// output is deterministic.
package svo
