package prereg

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func copyReg(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("L9.toml")
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "L9.toml")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCommittedRegistrationVerifies(t *testing.T) {
	r, l, err := Verify("L9.toml")
	if err != nil {
		t.Fatalf("committed registration does not verify: %v", err)
	}
	if len(r.Seeds) < 10 || l.SHA256 == "" {
		t.Fatalf("seeds %d sha %q", len(r.Seeds), l.SHA256)
	}
	if got := len(r.SweepThresholds()); got != 21 {
		t.Errorf("sweep has %d points, want 21", got)
	}
}

func TestFreezeThenTamper(t *testing.T) {
	p := copyReg(t)
	if _, _, err := Verify(p); err == nil {
		t.Fatal("verify without lock passed")
	}
	if _, err := Freeze(p, time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC), "abc"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Verify(p); err != nil {
		t.Fatalf("fresh freeze does not verify: %v", err)
	}
	if _, err := Freeze(p, time.Now(), ""); err == nil {
		t.Fatal("re-freeze allowed")
	}
	b, _ := os.ReadFile(p)
	b = []byte(strings.Replace(string(b), "threshold = 0.50", "threshold = 0.45", 1))
	os.WriteFile(p, b, 0o644)
	_, _, err := Verify(p)
	var ve *VerifyError
	if !errors.As(err, &ve) || !strings.Contains(err.Error(), "changed since it was frozen") {
		t.Fatalf("tampered registration: got %v", err)
	}
}

func TestIncompleteRegistrationRefused(t *testing.T) {
	for _, tc := range []struct{ from, to, want string }{
		{"seeds = [11, 23, 37, 41, 53, 67, 79, 83, 97, 101]", "seeds = [1, 2, 3]", "at least 10 seeds"},
		{`must_fail = ["G5"]`, "", "needs must_fail"},
		{"zero_over_zero = 0.5", "zero_over_zero = 1.0", "zero_over_zero"},
		{`id = "L9"`, `id = "L9"` + "\nsurprise = 1", "unknown keys"},
	} {
		b, _ := os.ReadFile("L9.toml")
		s := strings.Replace(string(b), tc.from, tc.to, 1)
		if _, err := Parse([]byte(s), "x.toml"); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s -> %s: got %v, want %q", tc.from, tc.to, err, tc.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	b, _ := os.ReadFile("L9.toml")
	f.Add(b)
	f.Add([]byte("id = 1"))
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := Parse(b, "fuzz.toml")
		if err == nil && r == nil {
			t.Fatal("nil registration without error")
		}
	})
}
