package main

import (
	"encoding/json"
	"strings"
	"testing"

	"l9/store"
)

func TestContestDismissCLI(t *testing.T) {
	_, db := stSetup(t)
	// The fixture's two employers at one instant are contested by the detector.
	if out := stMust(t, "show", stHooli, "--at", stBriefAt, "--db", db); !strings.Contains(out, "contest:      contested, open: detected vs "+stInitech) {
		t.Fatalf("detector contest in show:\n%s", out)
	}
	if out := stMust(t, "show", stPg14, "--at", stBriefAt, "--db", db); !strings.Contains(out, "contest:      never questioned") {
		t.Errorf("never questioned:\n%s", out)
	}
	// An operator contest between two memories the detector does not pair.
	if out := stMust(t, "contest", stPg16, stPg14, "--actor", "alice", "--note", "16 is only on one host", "--db", db); !strings.Contains(out, "contest open; both stay in force") {
		t.Errorf("contest: %q", out)
	}
	out := stMust(t, "show", stPg14, "--at", stBriefAt, "--db", db)
	if !strings.Contains(out, `contested, open: contradicted by `+stPg16+` (raised by alice: "16 is only on one host")`) {
		t.Errorf("contradicted_by in show:\n%s", out)
	}
	// Dismiss the detector's contest: recorded as an edge, then settled.
	if out := stMust(t, "dismiss", stHooli, stInitech, "--actor", "bob", "--note", "both jobs", "--at", stBriefAt, "--db", db); !strings.Contains(out, "found by the detector, recorded as an edge") {
		t.Errorf("dismiss: %q", out)
	}
	if out := stMust(t, "dismiss", stInitech, stHooli, "--actor", "bob", "--at", stBriefAt, "--db", db); !strings.Contains(out, "already settled: nothing written") {
		t.Errorf("re-dismiss: %q", out)
	}
	out = stMust(t, "show", stInitech, "--at", stBriefAt, "--db", db)
	if !strings.Contains(out, "contest:      contested, settled: contradicted by "+stHooli+" (found by the detector, recorded by bob) — dismissed by bob at ") || !strings.Contains(out, "current=true") {
		t.Errorf("settled in show:\n%s", out)
	}
	out = stMust(t, "brief", "--at", stBriefAt, "--db", db)
	if !strings.Contains(out, "contests: 2 contested (open), 2 contested (settled), 4 never questioned") || !strings.Contains(out, "contest_settled") {
		t.Errorf("brief:\n%s", out)
	}
	var v store.View
	if err := json.Unmarshal([]byte(stMust(t, "brief", "--json", "--at", stBriefAt, "--db", db)), &v); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, it := range v.Items {
		got[it.ID] = it.Contest
		if !it.Current && it.Contest != store.ContestNeverQuestioned {
			t.Errorf("%s: a contest demoted it", it.ID)
		}
	}
	if got[stHooli] != "settled" || got[stPg14] != "open" || got[stParis] != "never_questioned" {
		t.Errorf("contest states: %v", got)
	}
	for _, args := range [][]string{
		{"contest", stPg14, "--actor", "a", "--db", db},
		{"contest", stPg14, stPg14, "--actor", "a", "--db", db},
		{"contest", stPg14, "nobody-at-all", "--actor", "a", "--db", db},
		{"contest", stPg14, stParis, "--actor", "", "--db", db},
		{"dismiss", stParis, stPg14, "--actor", "a", "--at", stBriefAt, "--db", db},
		{"dismiss", stParis, stPg14, "--actor", "a", "--at", "yesterday", "--db", db},
	} {
		if _, _, code := stRun(t, args...); code != 2 {
			t.Errorf("l9 %s: exit %d, want 2", strings.Join(args, " "), code)
		}
	}
	for _, c := range []string{"contest", "dismiss"} {
		if _, _, code := stRun(t, c, "-h"); code != 0 {
			t.Errorf("%s -h: exit %d", c, code)
		}
	}
}
