package memory

import (
	"strings"
	"testing"
	"time"
)

func TestTTLSecondsField(t *testing.T) {
	in := `{"id":"a","content":"x","created_at":"2024-01-01T00:00:00Z","ttl_seconds":3600}` + "\n"
	ms, _, err := ReadAll(strings.NewReader(in), "in.jsonl")
	if err != nil || len(ms) != 1 || ms[0].TTLSeconds != 3600 {
		t.Fatalf("read: %+v, %v", ms, err)
	}
	if e := ms[0].EffectiveExpiry(); e == nil || !e.Equal(time.Date(2024, 1, 1, 1, 0, 0, 0, time.UTC)) {
		t.Errorf("effective expiry = %v", e)
	}
	if ms[0].CurrentAt(time.Date(2024, 1, 1, 1, 0, 0, 0, time.UTC)) || !ms[0].CurrentAt(time.Date(2024, 1, 1, 0, 59, 59, 0, time.UTC)) {
		t.Error("the TTL boundary is not inclusive-stale")
	}
	b, err := Marshal(&ms[0])
	if err != nil || string(b)+"\n" != in {
		t.Errorf("round trip: %s, %v", b, err)
	}
	// expires_at takes precedence; neither means never.
	exp := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
	m := Memory{CreatedAt: time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC), TTLSeconds: 60, ExpiresAt: &exp}
	if e := m.EffectiveExpiry(); !e.Equal(exp) {
		t.Errorf("expires_at does not take precedence: %v", e)
	}
	m = Memory{CreatedAt: time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)}
	if m.EffectiveExpiry() != nil || !m.CurrentAt(time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC)) {
		t.Error("a memory with neither field expires")
	}
	for _, bad := range []string{`0`, `-5`, `1.5`, `"60"`, `true`, `99999999999999999999`, `9223372037`} {
		line := `{"id":"a","content":"x","created_at":"2024-01-01T00:00:00Z","ttl_seconds":` + bad + `}` + "\n"
		_, _, err := ReadAll(strings.NewReader(line), "bad.jsonl")
		if err == nil || !strings.Contains(err.Error(), "bad.jsonl:1: ttl_seconds:") {
			t.Errorf("ttl_seconds %s: %v", bad, err)
		}
	}
	if _, _, err := ReadAll(strings.NewReader(`{"id":"a","content":"x","created_at":"2024-01-01T00:00:00Z","ttl_seconds":null}`+"\n"), "n"); err != nil {
		t.Errorf("null ttl_seconds: %v", err)
	}
}
