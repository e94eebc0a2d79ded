package corpus

import "sort"

// KeySet returns the distinct (subject, attribute) keys of the fixture's
// planned facts (chains, controls, clean corpus and compound fillers), sorted.
func KeySet(f Fixture) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range f.Facts {
		k := x.Subject + "\x1f" + x.Attribute
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// Overlap is the share of keys two fixtures have in common:
// |A ∩ B| / min(|A|, |B|) over their (subject, attribute) keys (0 when
// either is empty). The registration caps it at 0.20 between any two seeds.
func Overlap(a, b Fixture) float64 {
	ka, kb := KeySet(a), KeySet(b)
	if len(ka) == 0 || len(kb) == 0 {
		return 0
	}
	in := map[string]bool{}
	for _, k := range ka {
		in[k] = true
	}
	n := 0
	for _, k := range kb {
		if in[k] {
			n++
		}
	}
	return float64(n) / float64(min(len(ka), len(kb)))
}

// ChainOverlap is Overlap restricted to the keys of supersession chains.
func ChainOverlap(a, b Fixture) float64 {
	return Overlap(chainsOnly(a), chainsOnly(b))
}

func chainsOnly(f Fixture) Fixture {
	out := Fixture{Seed: f.Seed}
	for _, x := range f.Facts {
		if c := groupClass(x.Group); c == ClassChain || c == ClassNegationChain {
			out.Facts = append(out.Facts, x)
		}
	}
	return out
}
