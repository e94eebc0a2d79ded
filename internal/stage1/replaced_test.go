package stage1

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"l9/detector"
	"l9/memory"
	"l9/svo"
)

// TestStreamReplacedName: one name replacing another, whatever the key of
// the version it replaces ("Brightline Civils replaced Norrow Paving on the
// Kestrel Park car park", "Oakfield Joinery have taken the Elm Court doors
// over from Pryce Timber", "Mira Castell took over the allotment rota from
// Odile Brandt"), pairs with the version that held the old name through
// clause old_value_anchor, in the streaming path as in memory; a thing that
// is no name ("replaced the filter") states no old value, and with the clause
// off nothing pairs.
func TestStreamReplacedName(t *testing.T) {
	ex, err := svo.New()
	if err != nil {
		t.Fatal(err)
	}
	ms := []memory.Memory{
		mem("m1", "", "Kestrel Park car park surfacing: Norrow Paving", "2024-01-10"),
		mem("m2", "", "Brightline Civils replaced Norrow Paving on the Kestrel Park car park.", "2024-03-02"),
		mem("m3", "", "Elm Court joinery contractor: Pryce Timber", "2024-01-11"),
		mem("m4", "", "Oakfield Joinery have taken the Elm Court doors over from Pryce Timber.", "2024-04-20"),
		mem("m5", "", "Allotment rota: Odile Brandt", "2023-11-05"),
		mem("m6", "", "Mira Castell took over the allotment rota from Odile Brandt in March.", "2024-03-15"),
		mem("m7", "", "Lodge boiler filter: Flowmark F2", "2024-01-12"),
		mem("m8", "", "The engineer replaced the filter on the Lodge boiler.", "2024-05-01"),
	}
	pairs := func(cfg detector.Config) []string { return streamPairs(t, ex, ms, cfg) }
	want := []string{
		"m5>m6 allotment rota/be",
		"m3>m4 elm court joinery/contractor",
		"m1>m2 kestrel park car park/surfacing",
	}
	if d := cmp.Diff(want, pairs(detector.DefaultConfig())); d != "" {
		t.Errorf("candidates (-want +got):\n%s", d)
	}
	if got := pairs(detector.DefaultConfig().Without(detector.OldValueAnchor)); len(got) != 0 {
		t.Errorf("old_value_anchor off: %q, want none", got)
	}
}
