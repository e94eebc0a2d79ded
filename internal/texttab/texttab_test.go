package texttab

import (
	"strings"
	"testing"
)

func TestHeaderNotReformatted(t *testing.T) {
	var b strings.Builder
	if err := Render(&b, []string{"g1_precision", "seed"}, [][]string{{"0.9900", "11"}, {"1.0000", "23"}}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"g1_precision", "0.9900", "1.0000", "23"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "G1 PRECISION") {
		t.Errorf("header was auto-formatted:\n%s", out)
	}
}
