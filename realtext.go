package l9

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"

	"l9/corpus"
	"l9/detector"
	"l9/gates"
	"l9/memory"
	"l9/prereg"
)

// Real-text corpora (L9b and later). A registered real-text corpus is a
// committed directory holding memories.jsonl, truth.jsonl and labels.jsonl,
// named in the registration by the sha256 of each file. It is scored once
// per arm per run, as a whole; it has no seed and no dream.

// Real-text corpus file names.
const (
	RealMemories = "memories.jsonl"
	RealTruth    = "truth.jsonl"
	RealLabels   = "labels.jsonl"
)

// RealTextMismatchError: a corpus file's bytes are not the registered ones.
type RealTextMismatchError struct {
	ID, Path, Got, Want string
}

func (e *RealTextMismatchError) Error() string {
	return fmt.Sprintf("real-text corpus %s: %s has sha256 %s, the registration says %s: a changed corpus needs a new registration",
		e.ID, e.Path, e.Got, e.Want)
}

// LoadRealText reads and checks the registered real-text corpus c under
// root (the repository root; paths in the registration are relative to it).
// The fixture's Source is a corpus.Fixture, so the registered arm
// transforms apply to it as to a generated fixture; its Seed is the
// registration's real-text shuffle seed.
func LoadRealText(root string, shuffleSeed uint64, c prereg.RealTextCorpus) (Fixture, error) {
	dir := filepath.Join(root, filepath.FromSlash(c.Dir))
	read := func(name, want string) ([]byte, error) {
		p := filepath.Join(dir, name)
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, fmt.Errorf("real-text corpus %s: %w", c.ID, err)
		}
		if got := prereg.Hash(b); got != want {
			return nil, &RealTextMismatchError{ID: c.ID, Path: p, Got: got, Want: want}
		}
		return b, nil
	}
	mb, err := read(RealMemories, c.MemoriesSHA256)
	if err != nil {
		return Fixture{}, err
	}
	tb, err := read(RealTruth, c.TruthSHA256)
	if err != nil {
		return Fixture{}, err
	}
	lb, err := read(RealLabels, c.LabelsSHA256)
	if err != nil {
		return Fixture{}, err
	}
	mp := filepath.Join(dir, RealMemories)
	ms, probs, err := memory.ReadAll(bytes.NewReader(mb), mp)
	if err != nil {
		return Fixture{}, fmt.Errorf("real-text corpus %s: %w", c.ID, err)
	}
	if len(probs) > 0 {
		return Fixture{}, fmt.Errorf("real-text corpus %s: %w", c.ID, errors.Join(probs...))
	}
	truth, err := gates.ReadTruth(bytes.NewReader(tb), filepath.Join(dir, RealTruth))
	if err != nil {
		return Fixture{}, fmt.Errorf("real-text corpus %s: %w", c.ID, err)
	}
	labels, err := gates.ReadLabels(bytes.NewReader(lb), filepath.Join(dir, RealLabels))
	if err != nil {
		return Fixture{}, fmt.Errorf("real-text corpus %s: %w", c.ID, err)
	}
	ids := make(map[string]bool, len(ms))
	for i := range ms {
		ids[ms[i].ID] = true
	}
	for _, p := range truth {
		for _, id := range []string{p.ExpiredID, p.ReplacementID} {
			if !ids[id] {
				return Fixture{}, fmt.Errorf("real-text corpus %s: truth names memory %q, which is not in %s", c.ID, id, mp)
			}
		}
	}
	for _, l := range labels {
		if !ids[l.ID] {
			return Fixture{}, fmt.Errorf("real-text corpus %s: labels name memory %q, which is not in %s", c.ID, l.ID, mp)
		}
	}
	cf := corpus.Fixture{Seed: shuffleSeed, Memories: ms}
	for _, p := range truth {
		cf.Truth = append(cf.Truth, corpus.TruthPair{ExpiredID: p.ExpiredID, ReplacementID: p.ReplacementID, Reason: p.Reason})
	}
	for _, l := range labels {
		cf.Labels = append(cf.Labels, corpus.Label{ID: l.ID, Class: l.Class})
	}
	f := Fixture{Seed: shuffleSeed, Memories: ms, Truth: truth, Source: cf}
	f.Labels = labelsOf(labels, func(l gates.Label) string { return l.ID }, func(l gates.Label) string { return l.Class })
	return f, nil
}

// measureReal reduces one detection on a real-text corpus to what its gate
// judges: the fixture figures, candidates touching each G3 class that the
// corpus labels use, and candidates touching any labelled memory.
func measureReal(reg *prereg.Registration, id string, f *Fixture, units int, cands []detector.Candidate) gates.RealSeed {
	s := measure(reg, f, units, cands, DreamResult{Survival: math.NaN()})
	s.Seed = 0
	type pair struct{ a, b string }
	seen := map[pair]bool{}
	neg := 0
	for i := range cands {
		p := pair{cands[i].ExpiredMemoryID, cands[i].ReplacementMemoryID}
		if seen[p] {
			continue
		}
		seen[p] = true
		if len(f.Labels[p.a]) > 0 || len(f.Labels[p.b]) > 0 {
			neg++
		}
	}
	s.Clean = neg
	return gates.RealSeed{ID: id, Seed: s, Negatives: neg}
}
