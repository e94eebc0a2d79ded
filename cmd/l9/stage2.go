package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"l9"
	"l9/prereg"
	"l9/results"
	"l9/store"
)

// Stage 2 never takes a file's word. apply --auto re-runs the registered
// experiment in-process (the same l9.Run that `l9 run` uses, about 2 s) and
// requires (1) that the ledger beside the verdict holds exactly the rows the
// re-run produces for this registration and this code id, and (2) that the
// verdict file is byte for byte the verdict the re-run derives. Stage 2 is
// enabled only by the re-derived verdict: editing stage2_enabled (or any
// other byte) in verdict.json, or the ledger, is refused.

// The settings `l9 store set stage2 on` records, so that apply --auto works
// from any directory.
const (
	stSettingVerdict = "stage2_verdict"
	stSettingPrereg  = "stage2_prereg"
	stSettingRoot    = "stage2_root"
)

// stRederive re-runs the registration (a variable so tests can substitute
// the experiment's outcome).
var stRederive = func(ctx context.Context, reg *prereg.Registration, sha, root string) (*l9.Outcome, error) {
	comps, err := newComponents()
	if err != nil {
		return nil, err
	}
	return l9.Run(ctx, reg, sha, comps, l9.Options{Mutants: true, Root: root})
}

// stStage2Paths are the files Stage 2 checks.
type stStage2Paths struct{ verdict, prereg, root string }

// stStage2Resolve picks each path: the flag when given, else what `store set
// stage2 on` recorded, else the default relative to the working directory.
func stStage2Resolve(ctx context.Context, s *store.Store, flags stStage2Paths) (stStage2Paths, error) {
	out := flags
	for _, x := range []struct {
		dst      *string
		key, def string
	}{{&out.verdict, stSettingVerdict, "results/verdict.json"}, {&out.prereg, stSettingPrereg, defaultPrereg}, {&out.root, stSettingRoot, "."}} {
		if *x.dst != "" {
			continue
		}
		v, err := s.Setting(ctx, x.key)
		if err != nil {
			return out, err
		}
		if v == "" {
			v = x.def
		}
		*x.dst = v
	}
	return out, nil
}

func stRefuse(format string, args ...any) error {
	return usageErrorf("apply --auto refused: "+format+" (nothing written)", args...)
}

// stStage2Gate checks the verdict against the frozen registration and then
// re-derives it; any failure is a refusal (exit 2) saying why.
func stStage2Gate(ctx context.Context, p stStage2Paths) error {
	b, err := os.ReadFile(p.verdict)
	if err != nil {
		return stRefuse("no verdict: %v (run `l9 run` first)", err)
	}
	var v stVerdict
	if err := json.Unmarshal(b, &v); err != nil {
		return stRefuse("unreadable verdict %s: %v", p.verdict, err)
	}
	if v.Stage2Enabled == nil {
		return stRefuse("verdict %s has no stage2_enabled field", p.verdict)
	}
	if !*v.Stage2Enabled {
		return stRefuse("verdict %s says stage2_enabled: false (the registered experiment did not support Stage 2)", p.verdict)
	}
	reg, lock, err := prereg.Verify(p.prereg)
	if err != nil {
		return stRefuse("%v", err)
	}
	if v.PreregSHA256 != lock.SHA256 {
		return stRefuse("verdict %s is for registration sha256 %q, the frozen %s is %s", p.verdict, v.PreregSHA256, p.prereg, lock.SHA256)
	}
	// The verdict measured one version of the extractor and detector; a
	// verdict from other code says nothing about the code that would apply.
	if want := stCodeID(); v.CodeID != want {
		return stRefuse("verdict %s was measured on code %q, this binary is code %q: re-run `l9 run`", p.verdict, v.CodeID, want)
	}
	// Re-derive: the verdict says true; the experiment must say so too.
	o, err := stRederive(ctx, reg, lock.SHA256, p.root)
	if err != nil {
		return stRefuse("re-running registration %s to check the verdict: %v", reg.ID, err)
	}
	ledger := filepath.Join(filepath.Dir(p.verdict), l9.LedgerName(reg))
	l, err := results.ReadFile(ledger)
	if err != nil {
		return stRefuse("ledger %s: %v", ledger, err)
	}
	_, recorded, err := l.Merge(o.Header, o.Rows)
	var re *results.ReproError
	switch {
	case errors.As(err, &re):
		return stRefuse("the rows of ledger %s for registration %s and code %s differ from a re-run of the registration: %v", ledger, reg.ID, stShortHex(o.Config.CodeID), err)
	case err != nil:
		return stRefuse("ledger %s: %v", ledger, err)
	case !recorded:
		return stRefuse("ledger %s has no rows for registration %s and code %s: the verdict summarises rows that are not there (run `l9 run`)", ledger, reg.ID, stShortHex(o.Config.CodeID))
	}
	want, err := o.Verdict.Marshal()
	if err != nil {
		return err
	}
	if !bytes.Equal(b, want) {
		return stRefuse("verdict %s is not the verdict a re-run of registration %s derives (the file says stage2_enabled: %v, the re-run says %v%s): a hand-edited or stale verdict is never trusted; run `l9 run` to write the real one",
			p.verdict, reg.ID, *v.Stage2Enabled, o.Verdict.Stage2Enabled, stWhy(o.Verdict))
	}
	if !o.Verdict.Stage2Enabled {
		return stRefuse("a re-run of registration %s does not enable Stage 2%s", reg.ID, stWhy(o.Verdict))
	}
	return nil
}

func stWhy(v *results.Verdict) string {
	if len(v.Why) == 0 {
		return ""
	}
	return ": " + strings.Join(v.Why, "; ")
}

func stShortHex(s string) string {
	if len(s) > 12 {
		return s[:12] + "…"
	}
	return s
}

// stSetStage2 is `l9 store set stage2 on|off`: turning it on records the
// absolute paths of the verdict, the registration and the root, after
// checking that the registration verifies and the verdict exists.
func stSetStage2(ctx context.Context, f *stFlags, value string, p stStage2Paths, stdoutf func(string, ...any)) error {
	s, err := f.open(ctx, false)
	if err != nil {
		return err
	}
	defer s.Close()
	kv := [][2]string{{store.SettingStage2, value}}
	if value == "on" {
		abs := func(x, def string) (string, error) {
			if x == "" {
				x = def
			}
			return filepath.Abs(x)
		}
		if p.verdict, err = abs(p.verdict, "results/verdict.json"); err != nil {
			return err
		}
		if p.prereg, err = abs(p.prereg, defaultPrereg); err != nil {
			return err
		}
		if p.root, err = abs(p.root, "."); err != nil {
			return err
		}
		if _, _, err := prereg.Verify(p.prereg); err != nil {
			return inputError(fmt.Errorf("store set stage2 on: the registration does not verify: %w (nothing written)", err))
		}
		if _, err := os.Stat(p.verdict); err != nil {
			return inputError(fmt.Errorf("store set stage2 on: no verdict at %s (run `l9 run` first, or name it with --verdict) (nothing written)", p.verdict))
		}
		kv = append(kv, [2]string{stSettingVerdict, p.verdict}, [2]string{stSettingPrereg, p.prereg}, [2]string{stSettingRoot, p.root})
	}
	if err := s.SetSettings(ctx, kv, stNow(), f.actor); err != nil {
		return stErr(err)
	}
	if value == "on" {
		stdoutf("stage2 = on (verdict %s, registration %s, root %s; apply --auto re-derives the verdict from them)\n", p.verdict, p.prereg, p.root)
	} else {
		stdoutf("stage2 = off\n")
	}
	return nil
}
