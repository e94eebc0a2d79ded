package httpapi

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// loadBody is 100 memories of varied single-clause facts: ten people, each
// with versions of residence, employer and a few set-valued or unrelated
// facts, so the detector has candidates and non-candidates to sort.
func loadBody() string {
	cities := []string{"Paris", "Berlin", "Lisbon", "Oslo", "Rome"}
	firms := []string{"Acme", "Globex", "Initech", "Hooli"}
	var b strings.Builder
	n := 0
	add := func(content string, day int) {
		n++
		fmt.Fprintf(&b, `{"id":"m%03d","namespace":"user-%d","content":%q,"created_at":"2024-%02d-%02dT09:00:00Z"}`+"\n", n, n%10, content, 1+day/28%12, 1+day%28)
	}
	for p := 0; p < 10; p++ {
		name := []string{"Alice", "Bob", "Carol", "Dan", "Erin", "Frank", "Grace", "Heidi", "Ivan", "Judy"}[p]
		add(name+" lives in "+cities[p%5]+".", p)
		add(name+" lives in "+cities[(p+1)%5]+".", 40+p)
		add(name+" lives in "+cities[(p+2)%5]+".", 80+p)
		add(name+" works at "+firms[p%4]+".", 10+p)
		add(name+" works at "+firms[(p+1)%4]+".", 90+p)
		add(name+" speaks French.", 20+p)
		add(name+" speaks German.", 60+p)
		add(name+"'s favourite colour is blue.", 30+p)
		add(name+" has a dog called Rex.", 50+p)
		add("The meeting with "+name+" went well.", 70+p)
	}
	return b.String()
}

// BenchmarkDetectLoad is a bounded load test of POST /v1/detect on
// loopback: each iteration sends c concurrent requests with a 100-memory
// body over keep-alive connections and waits for all of them (closed-loop
// batches). It reports requests per second and the p50 and p99 latency of
// single requests, and fails if any request is lost or not 200.
//
//	go test ./internal/httpapi -run '^$' -bench DetectLoad -benchtime 20x
func BenchmarkDetectLoad(b *testing.B) {
	for _, c := range []int{1, 8, 32} {
		b.Run(fmt.Sprintf("c%d", c), func(b *testing.B) { loadRun(b, c, 0) })
	}
}

// BenchmarkDetectLoadUnbounded is the same at concurrency 32 with the
// in-flight bound lifted (every request handled at once), to measure what
// the default bound (2 × GOMAXPROCS) buys.
func BenchmarkDetectLoadUnbounded(b *testing.B) {
	b.Run("c32", func(b *testing.B) { loadRun(b, 32, 1<<20) })
}

func loadRun(b *testing.B, c, maxInFlight int) {
	{
		{
			a, _ := newAPI(b, Config{MaxInFlight: maxInFlight}, false)
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				b.Fatal(err)
			}
			srv := &http.Server{Handler: a, ReadHeaderTimeout: 10 * time.Second}
			go srv.Serve(ln)
			defer srv.Shutdown(context.Background())
			tr := &http.Transport{MaxIdleConnsPerHost: c, MaxConnsPerHost: c}
			defer tr.CloseIdleConnections()
			cl := &http.Client{Transport: tr}
			url := "http://" + ln.Addr().String() + "/v1/detect"
			body := loadBody()
			var (
				mu   sync.Mutex
				lat  []time.Duration
				lost int
			)
			one := func() {
				t0 := time.Now()
				resp, err := cl.Post(url, "application/x-ndjson", strings.NewReader(body))
				if err != nil {
					mu.Lock()
					lost++
					mu.Unlock()
					return
				}
				_, cerr := io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				d := time.Since(t0)
				mu.Lock()
				if resp.StatusCode != 200 || cerr != nil {
					lost++
				}
				lat = append(lat, d)
				mu.Unlock()
			}
			one() // warm the connection and the extractor
			lat, lost = lat[:0], 0
			start := time.Now()
			requests := 0
			for b.Loop() {
				var wg sync.WaitGroup
				for range c {
					wg.Add(1)
					go func() { defer wg.Done(); one() }()
				}
				wg.Wait()
				requests += c
			}
			elapsed := time.Since(start)
			if lost > 0 {
				b.Fatalf("%d of %d requests lost or not 200", lost, requests)
			}
			slices.Sort(lat)
			q := func(p float64) float64 { return float64(lat[int(p*float64(len(lat)-1))].Microseconds()) / 1000 }
			b.ReportMetric(float64(requests)/elapsed.Seconds(), "req/s")
			b.ReportMetric(q(0.50), "p50-ms")
			b.ReportMetric(q(0.99), "p99-ms")
			b.ReportMetric(0, "ns/op")
		}
	}
}
