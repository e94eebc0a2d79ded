package main

import (
	"path/filepath"
	"testing"
)

// A proposed supersession excludes nothing: propose writes a diff, and the
// in-force view is unchanged until the diff is applied with --confirm.
func TestProposalExcludesNothingCLI(t *testing.T) {
	dir, db := stSetup(t)
	before := stBrief(t, db)
	stMust(t, "propose", "--out", filepath.Join(dir, "review"), "--at", stBriefAt, "--db", db)
	after := stBrief(t, db)
	for _, id := range []string{stParis, stPg14} {
		if !before[id].Current || !after[id].Current || after[id].SupersededBy != "" {
			t.Errorf("%s after propose: %+v, want still in force", id, after[id])
		}
	}
	stMust(t, "apply", "--diff", filepath.Join(dir, "review", "pending-diff.json"), "--confirm", "--db", db)
	if it := stBrief(t, db)[stParis]; it.Current || it.SupersededBy != stBerlin {
		t.Errorf("after apply --confirm: %+v, want superseded by Berlin", it)
	}
}
