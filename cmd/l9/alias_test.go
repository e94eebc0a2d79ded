package main

import (
	"strings"
	"testing"
)

func TestAliasCLI(t *testing.T) {
	_, db := stSetup(t)
	if out := stMust(t, "alias", stParis, "people/alice/home", "--db", db); !strings.Contains(out, "people/alice/home → "+stParis+" (issued)") {
		t.Fatalf("alias: %q", out)
	}
	if out := stMust(t, "alias", "people/alice/home", "people/alice/home", "--db", db); !strings.Contains(out, "already held: nothing written") {
		t.Errorf("re-alias: %q", out)
	}
	_, errs, code := stRun(t, "alias", stBerlin, "people/alice/home", "--db", db)
	if code != 2 || !strings.Contains(errs, "SLUG_CONFLICT") || !strings.Contains(errs, stParis) {
		t.Errorf("conflict: exit %d, %q", code, errs)
	}
	_, errs, code = stRun(t, "alias", stBerlin, "Not A Slug", "--db", db)
	if code != 2 || !strings.Contains(errs, "malformed slug") {
		t.Errorf("malformed: exit %d, %q", code, errs)
	}
	if out := stMust(t, "alias", stParis[:8], "--db", db); out != "people/alice/home\t"+stParis+"\n" {
		t.Errorf("list: %q", out)
	}
	if out := stMust(t, "show", "people/alice/home", "--db", db); !strings.Contains(out, "aliases:      people/alice/home") || !strings.Contains(out, "alias people/alice/home") {
		t.Errorf("show by slug:\n%s", out)
	}
	id := strings.TrimSpace(stMust(t, "remember", "Alice lives in Rome.", "--observed", "2024-06-01", "--supersedes", "people/alice/home", "--alias", "people/alice/rome", "--db", db))
	if out := stMust(t, "show", "people/alice/rome", "--db", db); !strings.Contains(out, id) {
		t.Errorf("remember --alias:\n%s", out)
	}
	if _, _, code := stRun(t, "alias", "-h"); code != 0 {
		t.Errorf("alias -h: exit %d", code)
	}
	if _, _, code := stRun(t, "alias", "--db", db); code != 2 {
		t.Errorf("alias without ID: exit %d", code)
	}
}
