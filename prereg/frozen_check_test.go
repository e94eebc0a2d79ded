package prereg_test

import (
	"testing"

	"l9/gates"
	"l9/prereg"
)

// TestFrozenRegistrations: every registration after the first verifies
// against its lock, the harness accepts it (every gate an arm or the
// mutation check names is known), and it names its real-text corpora with
// the thresholds it registered (issue 10's targets from L9c on).
func TestFrozenRegistrations(t *testing.T) {
	target := map[string][2]float64{"R1": {0.99, 0.90}, "R2": {0.98, 0.80}, "R3": {0.98, 0.75}, "R4": {0.98, 0.60}, "R5": {0.98, 0.75}, "R6": {0.98, 0.80}, "R7": {0.98, 0.75}, "R8": {0.98, 0.75}, "R9": {0.98, 0.80}, "R10": {0.98, 0.75}, "R11": {0.98, 0.75}, "R12": {0.98, 0.80}, "R13": {0.98, 0.75}, "R14": {0.98, 0.75}, "R15": {0.98, 0.80}, "R16": {0.98, 0.75}, "R17": {0.98, 0.75}, "R18": {0.98, 0.75}, "R19": {0.98, 0.75}, "R20": {0.98, 0.75}, "R21": {0.98, 0.75}, "R22": {0.98, 0.75}, "R23": {0.98, 0.75}, "R24": {0.98, 0.75}, "R25": {0.98, 0.75}, "R26": {0.98, 0.75}, "R27": {0.98, 0.75}, "R28": {0.98, 0.75}, "R29": {0.98, 0.75}, "R30": {0.98, 0.75}, "R31": {0.98, 0.75}, "R32": {0.98, 0.75}, "R33": {0.98, 0.75}, "R34": {0.98, 0.75}, "R35": {0.98, 0.75}, "R36": {0.98, 0.75}, "R37": {0.98, 0.75}, "R38": {0.98, 0.75}, "R39": {0.98, 0.75}, "R40": {0.98, 0.75}, "R41": {0.98, 0.75}, "R42": {0.98, 0.75}, "R43": {0.98, 0.75}, "R44": {0.98, 0.75}, "R45": {0.98, 0.75}, "R46": {0.98, 0.75}, "R47": {0.98, 0.75}, "R48": {0.98, 0.75}, "R49": {0.98, 0.75}, "R50": {0.98, 0.75}}
	for _, c := range []struct {
		file, id string
		corpora  []string
		targets  bool // thresholds are issue 10's targets
	}{
		{"L9b.toml", "L9b", []string{"R1", "R2", "R3"}, false},
		{"L9c.toml", "L9c", []string{"R1", "R2", "R3", "R4", "R5"}, true},
		{"L9d.toml", "L9d", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8"}, true},
		{"L9e.toml", "L9e", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11"}, true},
		{"L9f.toml", "L9f", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14"}, true},
		{"L9g.toml", "L9g", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "R16", "R17"}, true},
		{"L9h.toml", "L9h", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "R16", "R17", "R18", "R19", "R20"}, true},
		{"L9i.toml", "L9i", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "R16", "R17", "R18", "R19", "R20", "R21", "R22", "R23"}, true},
		{"L9j.toml", "L9j", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "R16", "R17", "R18", "R19", "R20", "R21", "R22", "R23", "R24", "R25", "R26"}, true},
		{"L9k.toml", "L9k", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "R16", "R17", "R18", "R19", "R20", "R21", "R22", "R23", "R24", "R25", "R26", "R27", "R28", "R29"}, true},
		{"L9l.toml", "L9l", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "R16", "R17", "R18", "R19", "R20", "R21", "R22", "R23", "R24", "R25", "R26", "R27", "R28", "R29", "R30", "R31", "R32"}, true},
		{"L9m.toml", "L9m", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "R16", "R17", "R18", "R19", "R20", "R21", "R22", "R23", "R24", "R25", "R26", "R27", "R28", "R29", "R30", "R31", "R32", "R33", "R34", "R35"}, true},
		{"L9n.toml", "L9n", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "R16", "R17", "R18", "R19", "R20", "R21", "R22", "R23", "R24", "R25", "R26", "R27", "R28", "R29", "R30", "R31", "R32", "R33", "R34", "R35", "R36", "R37", "R38"}, true},
		{"L9o.toml", "L9o", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "R16", "R17", "R18", "R19", "R20", "R21", "R22", "R23", "R24", "R25", "R26", "R27", "R28", "R29", "R30", "R31", "R32", "R33", "R34", "R35", "R36", "R37", "R38", "R39", "R40", "R41"}, true},
		{"L9p.toml", "L9p", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "R16", "R17", "R18", "R19", "R20", "R21", "R22", "R23", "R24", "R25", "R26", "R27", "R28", "R29", "R30", "R31", "R32", "R33", "R34", "R35", "R36", "R37", "R38", "R39", "R40", "R41", "R42", "R43", "R44"}, true},
		{"L9q.toml", "L9q", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "R16", "R17", "R18", "R19", "R20", "R21", "R22", "R23", "R24", "R25", "R26", "R27", "R28", "R29", "R30", "R31", "R32", "R33", "R34", "R35", "R36", "R37", "R38", "R39", "R40", "R41", "R42", "R43", "R44", "R45", "R46", "R47"}, true},
		{"L9r.toml", "L9r", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "R16", "R17", "R18", "R19", "R20", "R21", "R22", "R23", "R24", "R25", "R26", "R27", "R28", "R29", "R30", "R31", "R32", "R33", "R34", "R35", "R36", "R37", "R38", "R39", "R40", "R41", "R42", "R43", "R44", "R45", "R46", "R47"}, true},
		{"L9s.toml", "L9s", []string{"R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "R16", "R17", "R18", "R19", "R20", "R21", "R22", "R23", "R24", "R25", "R26", "R27", "R28", "R29", "R30", "R31", "R32", "R33", "R34", "R35", "R36", "R37", "R38", "R39", "R40", "R41", "R42", "R43", "R44", "R45", "R46", "R47", "R48", "R49", "R50"}, true},
	} {
		r, l, err := prereg.Verify(c.file)
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		if err := gates.CheckRegistration(r); err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		if r.ID != c.id || r.Corpus.FixtureVersion != "l9-fixture-2" || l.SHA256 == "" || len(r.RealText.Corpora) != len(c.corpora) {
			t.Fatalf("%s: registration %s fixture %s, %d real-text corpora", c.file, r.ID, r.Corpus.FixtureVersion, len(r.RealText.Corpora))
		}
		for i, rc := range r.RealText.Corpora {
			if rc.ID != c.corpora[i] {
				t.Errorf("%s: corpus %d is %s, want %s", c.file, i, rc.ID, c.corpora[i])
			}
			if w := target[rc.ID]; c.targets && (rc.MinPrecision != w[0] || rc.MinRecall != w[1]) {
				t.Errorf("%s: %s precision %v recall %v, want %v", c.file, rc.ID, rc.MinPrecision, rc.MinRecall, w)
			}
		}
	}
}
