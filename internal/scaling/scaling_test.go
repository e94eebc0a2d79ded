package scaling

import (
	"bytes"
	"testing"

	"l9/memory"
)

func TestWrite(t *testing.T) {
	var a, b bytes.Buffer
	if err := Write(&a, 500); err != nil {
		t.Fatal(err)
	}
	if err := Write(&b, 500); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("not deterministic")
	}
	ms, warns, err := memory.ReadAll(&a, "scaling")
	if err != nil || len(warns) > 0 || len(ms) != 500 {
		t.Fatalf("%d memories, %v, %v", len(ms), warns, err)
	}
}
