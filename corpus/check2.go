package corpus

import (
	"fmt"
	"sort"

	"l9/memory"
)

// Kinds of self-check failure specific to the fixture 2 families.
const (
	KindFamily      = "family"      // a family fact that breaks its family's shape (unknown family, wrong class, bad control group)
	KindIntervening = "intervening" // an unextractable intervening version whose truth is not (v1, v2), (v2, v3)
	KindMinimum     = "minimum"     // a fixture with fewer instances of a family than its spec asks for
)

// famGroup is one fixture 2 group: its facts in true order.
type famGroup struct {
	name, family string
	facts        []Fact
}

// familyGroups returns the groups of the fixture 2 families, by name, each
// with its facts in order time (then memory id).
func familyGroups(f Fixture, byID map[string]*memory.Memory) ([]famGroup, error) {
	idx := map[string]int{}
	var out []famGroup
	for _, x := range f.Facts {
		if x.Family == "" {
			continue
		}
		i, ok := idx[x.Group]
		if !ok {
			i = len(out)
			idx[x.Group] = i
			out = append(out, famGroup{name: x.Group, family: x.Family})
		}
		if out[i].family != x.Family {
			return nil, &CheckError{Kind: KindFamily, Msg: fmt.Sprintf("group %s mixes families %s and %s", x.Group, out[i].family, x.Family)}
		}
		out[i].facts = append(out[i].facts, x)
	}
	for i := range out {
		fs := out[i].facts
		for _, x := range fs {
			if byID[x.MemoryID] == nil {
				return nil, &CheckError{Kind: KindUnknownID, Msg: fmt.Sprintf("fact of group %s names unknown id %q", x.Group, x.MemoryID)}
			}
		}
		sort.SliceStable(fs, func(a, b int) bool {
			ta, tb := byID[fs[a].MemoryID].OrderTime(), byID[fs[b].MemoryID].OrderTime()
			if !ta.Equal(tb) {
				return ta.Before(tb)
			}
			return fs[a].MemoryID < fs[b].MemoryID
		})
	}
	sort.Slice(out, func(a, b int) bool { return out[a].name < out[b].name })
	return out, nil
}

// familyClass is the label class the memories of a family carry.
func familyClass(family string) string {
	switch family {
	case FamilyRole, FamilySuperlative, FamilyTemporal, FamilyCount:
		return ClassChain
	case FamilyChangeNeg:
		return ClassNegationChain
	case FamilyFormat2:
		return ClassFormatVariant
	case FamilyMembership:
		return ClassMembership
	case FamilyDiffSubject:
		return ClassDifferentSubject
	case FamilyStatic:
		return ClassStatic
	}
	return ""
}

type pairKey struct{ a, b string }

func truthSet(f Fixture) map[pairKey]string {
	m := make(map[pairKey]string, len(f.Truth))
	for _, p := range f.Truth {
		m[pairKey{p.ExpiredID, p.ReplacementID}] = p.Reason
	}
	return m
}

// hardVersions returns, for a chain group, the indices of its versions
// written with the unextractable construction.
func hardVersions(gr famGroup) []int {
	var out []int
	for i, x := range gr.facts {
		if construction(x.Form) == ConsHard {
			out = append(out, i)
		}
	}
	return out
}

// checkIntervening checks one unextractable intervening version: it is
// neither the first nor the last version, the truth holds (v1, v2) and
// (v2, v3), and v1 and v3 are exclusive positive values (so that pairing v1
// with v3 is a false positive, not a true pair the detector may find
// instead).
func checkIntervening(gr famGroup, i int, truth map[pairKey]string) error {
	bad := func(format string, a ...any) error {
		return &CheckError{Kind: KindIntervening, Msg: gr.name + ": " + fmt.Sprintf(format, a...)}
	}
	fs := gr.facts
	if i == 0 || i == len(fs)-1 {
		return bad("the unextractable version %s is version %d of %d; it must intervene", fs[i].MemoryID, i+1, len(fs))
	}
	a, h, b := fs[i-1], fs[i], fs[i+1]
	if truth[pairKey{a.MemoryID, h.MemoryID}] != ReasonValue || truth[pairKey{h.MemoryID, b.MemoryID}] != ReasonValue {
		return bad("truth lacks (%s → %s) or (%s → %s) around the unextractable version", a.MemoryID, h.MemoryID, h.MemoryID, b.MemoryID)
	}
	if _, ok := truth[pairKey{a.MemoryID, b.MemoryID}]; ok {
		return bad("truth pairs %s with %s across the unextractable version", a.MemoryID, b.MemoryID)
	}
	if a.Negated || b.Negated || !exclusive(a.Value, b.Value) {
		return bad("the versions around the unextractable one (%q, %q) are not exclusive values", a.Value, b.Value)
	}
	return nil
}

// checkFamilies is the part of Check that concerns the fixture 2 families.
func checkFamilies(f Fixture, byID map[string]*memory.Memory, class map[string]string) error {
	bad := func(kind, format string, a ...any) error {
		return &CheckError{Kind: kind, Msg: fmt.Sprintf(format, a...)}
	}
	groups, err := familyGroups(f, byID)
	if err != nil {
		return err
	}
	truth := truthSet(f)
	for _, gr := range groups {
		want := familyClass(gr.family)
		if want == "" {
			return bad(KindFamily, "group %s has unknown family %q", gr.name, gr.family)
		}
		for _, x := range gr.facts {
			if c := class[x.MemoryID]; c != want {
				return bad(KindFamily, "%s fact of group %s on %s, a %s memory (want %s)", gr.family, gr.name, x.MemoryID, c, want)
			}
		}
		fs := gr.facts
		switch gr.family {
		case FamilyRole, FamilySuperlative, FamilyTemporal, FamilyCount, FamilyChangeNeg:
			for _, x := range fs {
				if construction(x.Form) == "" {
					return bad(KindFamily, "%s fact of group %s has form %q without a construction", gr.family, gr.name, x.Form)
				}
			}
			for _, i := range hardVersions(gr) {
				if err := checkIntervening(gr, i, truth); err != nil {
					return err
				}
			}
			if gr.family == FamilyChangeNeg && changeVerbNegations(gr, truth) == 0 {
				return bad(KindFamily, "change-verb negation chain %s has no change-verb negation that replaces a true version", gr.name)
			}
		case FamilyMembership:
			vals := map[string]bool{}
			for _, x := range fs {
				if !x.SetValued || x.Key() != fs[0].Key() {
					return bad(KindFamily, "membership group %s: %s is not a member of one set-valued key", gr.name, x.MemoryID)
				}
				vals[x.Value] = true
			}
			if len(vals) < 2 {
				return bad(KindFamily, "membership group %s names fewer than two members", gr.name)
			}
		case FamilyStatic, FamilyFormat2:
			contents := map[string]bool{}
			for _, x := range fs {
				if x.Key() != fs[0].Key() || x.Value != fs[0].Value || x.Negated != fs[0].Negated {
					return bad(KindFamily, "%s group %s: %s states another key or value", gr.family, gr.name, x.MemoryID)
				}
				contents[byID[x.MemoryID].Content] = true
			}
			if len(fs) < 2 || len(contents) < 2 {
				return bad(KindFamily, "%s group %s does not restate one value in two wordings", gr.family, gr.name)
			}
		case FamilyDiffSubject:
			subjects := map[string]bool{}
			for _, x := range fs {
				if x.Attribute != fs[0].Attribute {
					return bad(KindFamily, "different_subject group %s mixes attributes %q and %q", gr.name, fs[0].Attribute, x.Attribute)
				}
				subjects[x.Subject] = true
			}
			if len(subjects) != len(fs) || len(fs) < 2 {
				return bad(KindFamily, "different_subject group %s: its %d memories do not have different subjects", gr.name, len(fs))
			}
		}
	}
	return nil
}

// changeVerbNegations counts the change-verb negations of a group that
// replace a version on the negation path.
func changeVerbNegations(gr famGroup, truth map[pairKey]string) int {
	n := 0
	for i, x := range gr.facts {
		if !x.Negated || construction(x.Form) != ConsChangeVerb || i == 0 {
			continue
		}
		if truth[pairKey{gr.facts[i-1].MemoryID, x.MemoryID}] == ReasonNegation {
			n++
		}
	}
	return n
}

// reworded reports whether a newer version of a chain is written in another
// construction than the version before it.
func reworded(gr famGroup) bool {
	for i := 1; i < len(gr.facts); i++ {
		if construction(gr.facts[i].Form) != construction(gr.facts[i-1].Form) {
			return true
		}
	}
	return false
}

// countFamilies adds the fixture 2 family counts to c. Only well-formed
// instances count: an unextractable intervening version counts when its
// truth is right, a change-verb negation when it replaces a true version.
func countFamilies(f Fixture, c *Counts) {
	byID := make(map[string]*memory.Memory, len(f.Memories))
	for i := range f.Memories {
		byID[f.Memories[i].ID] = &f.Memories[i]
	}
	groups, err := familyGroups(f, byID)
	if err != nil {
		return // Check reports it
	}
	truth := truthSet(f)
	for _, gr := range groups {
		if !chainFamily(gr.family) {
			if gr.family == FamilyFormat2 {
				c.FormatVariantGroups2++
			}
			continue
		}
		c.FamilyChains++
		switch gr.family {
		case FamilyRole:
			c.RoleChains++
		case FamilySuperlative:
			c.SuperlativeChains++
		case FamilyTemporal:
			c.TemporalValueChains++
		case FamilyCount:
			c.CountChains++
		case FamilyChangeNeg:
			c.ChangeNegationChains++
			c.ChangeVerbNegations += changeVerbNegations(gr, truth)
			continue
		}
		c.FamilyValueChains++
		if reworded(gr) {
			c.RewordedChains++
		}
		for _, i := range hardVersions(gr) {
			if checkIntervening(gr, i, truth) == nil {
				c.UnextractableIntervening++
			}
		}
	}
}

// CheckSpec refuses a fixture with fewer instances of a family than spec asks
// for (a *CheckError of kind KindMinimum). For fixture 1 it has nothing to
// add to Check: its plan guarantees its own sizes.
func CheckSpec(f Fixture, spec Spec) error {
	if spec.Version != FixtureV2 {
		return nil
	}
	c := Count(f)
	s := spec.V2
	var short []string
	need := func(what string, got, want int) {
		if got < want {
			short = append(short, fmt.Sprintf("%s %d < %d", what, got, want))
		}
	}
	need("role chains", c.RoleChains, s.RoleChains)
	need("superlative chains", c.SuperlativeChains, s.SuperlativeChains)
	need("temporal value chains", c.TemporalValueChains, s.TemporalChains)
	need("count chains", c.CountChains, s.CountChains)
	need("change-verb negation chains", c.ChangeNegationChains, s.ChangeNegChains)
	need("change-verb negations", c.ChangeVerbNegations, s.ChangeNegChains)
	need("unextractable intervening versions", c.UnextractableIntervening, s.HardIntervening)
	need("format_variant groups of fixture 2", c.FormatVariantGroups2, s.FormatVariantGroups)
	for _, cl := range []string{ClassMembership, ClassDifferentSubject, ClassStatic} {
		need(cl+" groups", c.Groups[cl], s.ControlsPerNewClass)
	}
	if fr := c.RewordedFraction(); fr < s.RewordedFraction {
		short = append(short, fmt.Sprintf("reworded chain fraction %.3f < %.2f", fr, s.RewordedFraction))
	}
	if len(short) > 0 {
		return &CheckError{Kind: KindMinimum, Msg: fmt.Sprintf("fixture %s seed %d: %v", spec.Version, f.Seed, short)}
	}
	return nil
}
