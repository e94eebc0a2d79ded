package offheap

import (
	"runtime"
	"testing"
	"time"
)

func TestBytes(t *testing.T) {
	for _, n := range []int{0, 10, Threshold - 1, Threshold, 3*Threshold + 5} {
		b := Bytes(n)
		if len(b) != n {
			t.Fatalf("Bytes(%d): len %d", n, len(b))
		}
		for i := range b {
			if b[i] != 0 {
				t.Fatalf("Bytes(%d): byte %d not zero", n, i)
			}
			b[i] = byte(i)
		}
		for i := range b {
			if b[i] != byte(i) {
				t.Fatalf("Bytes(%d): byte %d lost", n, i)
			}
		}
		Free(b)
	}
	// a heap slice, however large, is never unmapped
	h := make([]byte, 2*Threshold)
	Free(h)
	h[len(h)-1] = 1
	if isMapped(h) {
		t.Fatal("a heap slice counts as mapped")
	}
}

func TestOwned(t *testing.T) {
	type owner struct{ b []byte }
	o := &owner{b: Bytes(2 * Threshold)}
	if runtime.GOOS == "linux" && !isMapped(o.b) {
		t.Fatal("a large buffer is not mapped on linux")
	}
	Owned(o, o.b)
	mappedNow := isMapped(o.b)
	probe := o.b // the address only: never read after o goes
	o = nil
	for range 50 {
		runtime.GC()
		time.Sleep(time.Millisecond)
		if !isMapped(probe) {
			return
		}
	}
	if mappedNow {
		t.Fatal("the buffer of an unreachable owner is still mapped")
	}
}

// TestFreedThenOwned: a cleanup never unmaps a later map at the address of
// one freed before.
func TestFreedThenOwned(t *testing.T) {
	type owner struct{ b []byte }
	o := &owner{b: Bytes(2 * Threshold)}
	if !isMapped(o.b) {
		t.Skip("no maps on this platform")
	}
	Owned(o, o.b)
	Free(o.b)
	o = nil
	var later [][]byte
	for range 20 {
		later = append(later, Bytes(2*Threshold))
	}
	for range 5 {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	for _, b := range later {
		if !isMapped(b) {
			t.Fatal("a later map was unmapped by an earlier owner's cleanup")
		}
		b[len(b)-1] = 1
		Free(b)
	}
}
