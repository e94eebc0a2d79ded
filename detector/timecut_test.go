package detector

import (
	"math/rand/v2"
	"testing"
	"time"
)

// TestTimeCutMatchesCmpNano: a timeCut compares as cmpNano on times near
// and beyond ±285 years, with and without a zone and a monotonic reading.
func TestTimeCutMatchesCmpNano(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 5))
	zone := time.FixedZone("x", 5*3600+1800)
	var ts []time.Time
	for _, s := range []int64{0, 1, -1, nsRange - 1, nsRange, nsRange + 1, -nsRange - 1, -nsRange, -nsRange + 1, 1 << 40, -(1 << 40)} {
		ts = append(ts, time.Unix(s, 0), time.Unix(s, 999_999_999), time.Unix(s, 1).In(zone))
	}
	ts = append(ts, time.Now(), time.Time{})
	for range 2000 {
		ts = append(ts, time.Unix(r.Int64N(2*nsRange)-nsRange, r.Int64N(1e9)))
	}
	nss := []int64{0, 1, -1, 1<<63 - 1, -1 << 63}
	for range 2000 {
		nss = append(nss, r.Int64())
	}
	for _, x := range ts {
		c := cutOf(x)
		for _, ns := range append(nss, x.UnixNano(), x.UnixNano()+1, x.UnixNano()-1) {
			if got, want := c.cmp(ns), cmpNano(ns, x); got != want {
				t.Fatalf("cutOf(%v).cmp(%d) = %d, want %d", x, ns, got, want)
			}
		}
	}
}
