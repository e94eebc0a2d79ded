package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/jsonschema-go/jsonschema"

	"l9/internal/service"
	"l9/internal/stage1"
	"l9/store"
)

var (
	propOnce sync.Once
	prop     *stage1.Proposer
	propErr  error
)

func proposer(t testing.TB) *stage1.Proposer {
	propOnce.Do(func() { prop, propErr = stage1.NewProposer() })
	if propErr != nil {
		t.Fatal(propErr)
	}
	return prop
}

const fixture = `{"id":"aaaaaaaa-0000-4000-8000-000000000001","namespace":"user:alice","content":"Alice lives in Paris.","created_at":"2021-03-01T09:00:00Z"}
{"id":"aaaaaaaa-0000-4000-8000-000000000002","namespace":"user:alice","content":"Alice lives in Berlin.","created_at":"2023-06-10T09:00:00Z"}
{"id":"bbbbbbbb-0000-4000-8000-000000000001","namespace":"user:bob","content":"Bob works at Acme.","created_at":"2022-01-01T00:00:00Z"}
`

// fakeTimeline stands in for the store's timeline verb (which lives in
// cmd/l9 and is tested there through the binary): it checks the plumbing.
func fakeTimeline(ctx context.Context, key string, ns *string, at time.Time) (service.TimelineOut, error) {
	if key != "alice / residence" {
		return service.TimelineOut{}, &service.Error{Code: service.CodeNotFound, Message: "no memory states " + key}
	}
	return service.TimelineOut{At: at.Format(time.RFC3339), Timelines: []service.Timeline{{Subject: "alice", Attribute: "residence",
		Summary: "alice / residence: paris (2021) → berlin (2023, in force)",
		Versions: []service.Version{{Value: "paris", At: "2021-03-01T09:00:00Z", MemoryID: "aaaaaaaa-0000-4000-8000-000000000001", Unit: "aaaaaaaa-0000-4000-8000-000000000001", Content: "Alice lives in Paris.", State: "superseded"},
			{Value: "berlin", At: "2023-06-10T09:00:00Z", MemoryID: "aaaaaaaa-0000-4000-8000-000000000002", Unit: "aaaaaaaa-0000-4000-8000-000000000002", Content: "Alice lives in Berlin.", InForce: true, State: "in force"}}}}}, nil
}

func fixedNow() time.Time { return time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC) }

// newAPI builds an API over a fresh store holding the fixture.
func newAPI(t testing.TB, cfg Config, allowApply bool) (*API, *store.Store) {
	t.Helper()
	ctx := context.Background()
	s, err := store.Open(ctx, filepath.Join(t.TempDir(), "l9.db"), store.Options{Create: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if _, err := s.Import(ctx, strings.NewReader(fixture), "fixture.jsonl", fixedNow(), "t"); err != nil {
		t.Fatal(err)
	}
	cfg.Proposer = proposer(t)
	cfg.Service = &service.Service{Store: s, P: cfg.Proposer, AllowApply: allowApply, Actor: "http-test", Now: fixedNow, TimelineFunc: fakeTimeline}
	cfg.Version = "test"
	a, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return a, s
}

func do(t testing.TB, h http.Handler, method, target, body string, hdr ...string) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(method, target, strings.NewReader(body))
	for i := 0; i+1 < len(hdr); i += 2 {
		r.Header.Set(hdr[i], hdr[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func errCode(t *testing.T, w *httptest.ResponseRecorder) string {
	t.Helper()
	var e errorBody
	if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || w.Header().Get("Content-Type") != "application/json" {
		t.Fatalf("error response is not JSON (%s): %q", w.Header().Get("Content-Type"), w.Body.String())
	}
	return e.Error.Code
}

// TestOpenAPIMatchesHandlers executes one request per documented operation
// (and error cases) and validates every response against the schema the
// served document gives for that operation and status.
func TestOpenAPIMatchesHandlers(t *testing.T) {
	a, _ := newAPI(t, Config{}, true)
	w := do(t, a, "GET", "/v1/openapi.json", "")
	if w.Code != 200 {
		t.Fatalf("openapi.json: %d", w.Code)
	}
	var doc struct {
		OpenAPI string                                `json:"openapi"`
		Paths   map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &doc); err != nil || doc.OpenAPI != "3.1.0" {
		t.Fatalf("document: %v", err)
	}
	type op struct {
		Responses map[string]struct {
			Content map[string]struct {
				Schema json.RawMessage `json:"schema"`
			} `json:"content"`
		} `json:"responses"`
		Parameters []struct {
			Name string `json:"name"`
			In   string `json:"in"`
		} `json:"parameters"`
	}
	ops := map[string]op{}
	for path, methods := range doc.Paths {
		for m, raw := range methods {
			var o op
			if err := json.Unmarshal(raw, &o); err != nil {
				t.Fatal(err)
			}
			ops[strings.ToUpper(m)+" "+path] = o
		}
	}
	// Every route of the table is documented and vice versa.
	if len(ops) != len(a.Routes()) {
		t.Errorf("%d documented operations, %d routes", len(ops), len(a.Routes()))
	}
	for _, rt := range a.Routes() {
		if _, ok := ops[rt.Method+" "+rt.Path]; !ok {
			t.Errorf("route %s %s not documented", rt.Method, rt.Path)
		}
	}
	validate := func(name, key string, w *httptest.ResponseRecorder) {
		t.Helper()
		o, ok := ops[key]
		if !ok {
			t.Fatalf("%s: %s is not documented", name, key)
		}
		resp, ok := o.Responses[fmt.Sprint(w.Code)]
		if !ok {
			t.Errorf("%s: status %d is not documented for %s (body %s)", name, w.Code, key, w.Body.String())
			return
		}
		var s jsonschema.Schema
		if err := json.Unmarshal(resp.Content["application/json"].Schema, &s); err != nil {
			t.Fatalf("%s: schema: %v", name, err)
		}
		rs, err := s.Resolve(nil)
		if err != nil {
			t.Fatalf("%s: resolve schema: %v", name, err)
		}
		var inst any
		if err := json.Unmarshal(w.Body.Bytes(), &inst); err != nil {
			t.Fatalf("%s: body is not JSON: %q", name, w.Body.String())
		}
		if err := rs.Validate(inst); err != nil {
			t.Errorf("%s: response does not match the documented schema: %v\n%s", name, err, w.Body.String())
		}
	}
	memories := fixture
	cases := []struct {
		name, method, target, body string
		want                       int
		key                        string // documented operation, when the target has a path value
	}{
		{"health", "GET", "/v1/health", "", 200, ""},
		{"openapi", "GET", "/v1/openapi.json", "", 200, ""},
		{"extract", "POST", "/v1/extract", memories, 200, ""},
		{"extract bad line", "POST", "/v1/extract", "{\"id\":\"x\"}\n", 400, ""},
		{"detect", "POST", "/v1/detect", memories, 200, ""},
		{"detect threshold", "POST", "/v1/detect?threshold=0.95", memories, 200, ""},
		{"detect bad threshold", "POST", "/v1/detect?threshold=2", memories, 400, ""},
		{"detect from mem0", "POST", "/v1/detect?from=mem0", `{"results":[{"id":"m1","memory":"User lives in Paris","created_at":"2024-01-01T00:00:00Z","user_id":"u"}]}`, 200, ""},
		{"score", "POST", "/v1/score", `{"truth":[{"expired_id":"a","replacement_id":"b","reason":"value"}],"candidates":[]}`, 200, ""},
		{"score bad truth", "POST", "/v1/score", `{"truth":[{"expired_id":"a"}],"candidates":[]}`, 400, ""},
		{"brief", "GET", "/v1/brief?at=2025-01-01&namespace=user:alice", "", 200, ""},
		{"brief bad limit", "GET", "/v1/brief?limit=-1", "", 400, ""},
		{"recall", "GET", "/v1/recall?q=Alice&at=2025-01-01", "", 200, ""},
		{"recall no query", "GET", "/v1/recall", "", 400, ""},
		{"timeline", "GET", "/v1/timeline?key=alice+/+residence&at=2025-01-01", "", 200, ""},
		{"timeline no key", "GET", "/v1/timeline", "", 400, ""},
		{"timeline unknown", "GET", "/v1/timeline?key=bob+/+employer", "", 404, ""},
		{"show", "GET", "/v1/memories/aaaaaaaa-0000-4000-8000-000000000001?at=2025-01-01", "", 200, "GET /v1/memories/{id}"},
		{"show missing", "GET", "/v1/memories/zzzzzzzz-none", "", 404, "GET /v1/memories/{id}"},
		{"show ambiguous", "GET", "/v1/memories/aaaaaaaa", "", 409, "GET /v1/memories/{id}"},
		{"remember", "POST", "/v1/remember", `{"content":"Bob works at Globex.","namespace":"user:bob","observed_at":"2024-05-01","supersedes":"bbbbbbbb-0000-4000-8000-000000000001"}`, 201, ""},
		{"remember cross-namespace", "POST", "/v1/remember", `{"content":"Bob works at Initech.","supersedes":"aaaaaaaa-0000-4000-8000-000000000002","observed_at":"2024-06-01"}`, 409, ""},
		{"remember unknown field", "POST", "/v1/remember", `{"content":"x","colour":"red"}`, 400, ""},
		{"propose", "POST", "/v1/propose", `{"at":"2025-01-01"}`, 200, ""},
		{"apply unknown proposal", "POST", "/v1/apply", `{"diff_sha256":"` + strings.Repeat("0", 64) + `","confirm":true}`, 404, ""},
		{"method not allowed", "DELETE", "/v1/brief", "", 405, "GET /v1/brief"},
	}
	for _, c := range cases {
		w := do(t, a, c.method, c.target, c.body)
		if w.Code != c.want {
			t.Errorf("%s: status %d, want %d: %s", c.name, w.Code, c.want, w.Body.String())
			continue
		}
		key := c.key
		if key == "" {
			key = c.method + " " + strings.SplitN(c.target, "?", 2)[0]
		}
		validate(c.name, key, w)
	}
	// Every documented operation was exercised with its success status.
	seen := map[string]bool{}
	for _, c := range cases {
		if c.want < 300 {
			key := c.key
			if key == "" {
				key = c.method + " " + strings.SplitN(c.target, "?", 2)[0]
			}
			seen[key] = true
		}
	}
	seen["POST /v1/apply"] = true // exercised in TestApplyThroughHTTP
	for k := range ops {
		if !seen[k] {
			t.Errorf("documented operation %s has no successful request in this test", k)
		}
	}
}

func TestApplyThroughHTTP(t *testing.T) {
	off, _ := newAPI(t, Config{}, false)
	w := do(t, off, "POST", "/v1/propose", `{"at":"2025-01-01"}`)
	var p service.ProposeOut
	json.Unmarshal(w.Body.Bytes(), &p)
	w = do(t, off, "POST", "/v1/apply", `{"diff_sha256":"`+p.DiffSHA256+`","confirm":true}`)
	if w.Code != 403 || errCode(t, w) != "FORBIDDEN" {
		t.Fatalf("apply without --allow-apply: %d %s", w.Code, w.Body.String())
	}
	on, s := newAPI(t, Config{}, true)
	w = do(t, on, "POST", "/v1/propose", `{"at":"2025-01-01"}`)
	json.Unmarshal(w.Body.Bytes(), &p)
	if len(p.Supersessions) != 1 || p.Supersessions[0].OldContent != "Alice lives in Paris." {
		t.Fatalf("propose: %s", w.Body.String())
	}
	if w = do(t, on, "POST", "/v1/apply", `{"diff_sha256":"`+p.DiffSHA256+`"}`); w.Code != 400 {
		t.Errorf("apply without confirm: %d", w.Code)
	}
	w = do(t, on, "POST", "/v1/apply", `{"diff_sha256":"`+p.DiffSHA256+`","confirm":true}`)
	var ap service.ApplyOut
	if err := json.Unmarshal(w.Body.Bytes(), &ap); err != nil || w.Code != 200 || ap.Applied != 1 {
		t.Fatalf("apply: %d %s", w.Code, w.Body.String())
	}
	if m, _ := s.Get(context.Background(), "aaaaaaaa-0000-4000-8000-000000000001"); m.ExpiresAt == nil {
		t.Error("apply wrote nothing")
	}
}

func TestBearerToken(t *testing.T) {
	const tok = "s3cret-token-0123456789"
	a, _ := newAPI(t, Config{Token: tok}, false)
	for _, c := range []struct {
		name, hdr string
		want      int
	}{
		{"none", "", 401},
		{"wrong", "Bearer wrong-token-0123456789", 401},
		{"prefix", "Bearer " + tok[:10], 401},
		{"longer", "Bearer " + tok + "x", 401},
		{"basic", "Basic " + tok, 401},
		{"right", "Bearer " + tok, 200},
		{"scheme case", "bearer " + tok, 200},
	} {
		var w *httptest.ResponseRecorder
		if c.hdr == "" {
			w = do(t, a, "GET", "/v1/brief", "")
		} else {
			w = do(t, a, "GET", "/v1/brief", "", "Authorization", c.hdr)
		}
		if w.Code != c.want {
			t.Errorf("%s: %d, want %d", c.name, w.Code, c.want)
		}
		if c.want == 401 && (errCode(t, w) != "UNAUTHORIZED" || w.Header().Get("WWW-Authenticate") == "") {
			t.Errorf("%s: %s", c.name, w.Body.String())
		}
	}
	// The document is behind the token too.
	if w := do(t, a, "GET", "/v1/openapi.json", ""); w.Code != 401 {
		t.Errorf("openapi without token: %d", w.Code)
	}
}

func TestBodyLimit(t *testing.T) {
	a, s := newAPI(t, Config{MaxBody: 512}, false)
	big := `{"content":"` + strings.Repeat("x", 600) + `"}`
	w := do(t, a, "POST", "/v1/remember", big)
	if w.Code != 413 || errCode(t, w) != "PAYLOAD_TOO_LARGE" {
		t.Fatalf("over the cap: %d %s", w.Code, w.Body.String())
	}
	ms, _ := s.Memories(context.Background())
	if len(ms) != 3 {
		t.Error("a refused body wrote a memory")
	}
	w = do(t, a, "POST", "/v1/detect", strings.Repeat(fixture, 4))
	if w.Code != 413 {
		t.Errorf("detect over the cap: %d", w.Code)
	}
	if w = do(t, a, "POST", "/v1/remember", `{"content":"Carol lives in Rome.","at":"x"}`); w.Code != 400 {
		t.Errorf("unknown field: %d", w.Code)
	}
	ok := `{"content":"` + strings.Repeat("y", 512-len(`{"content":""}`)) + `"}`
	if len(ok) != 512 {
		t.Fatalf("test body is %d bytes", len(ok))
	}
	if w = do(t, a, "POST", "/v1/remember", ok); w.Code != 201 {
		t.Errorf("exactly at the cap: %d %s", w.Code, w.Body.String())
	}
}

func TestInputProblemsListed(t *testing.T) {
	a, _ := newAPI(t, Config{}, false)
	w := do(t, a, "POST", "/v1/detect", "{\"id\":\"a\",\"content\":\"x\",\"created_at\":\"2024-01-01\"}\n{\"id\":\"b\",\"content\":\"y\",\"created_at\":\"soon\"}\n{\"id\":\"a\",\"content\":\"z\",\"created_at\":\"2024-01-01\"}\n")
	var e errorBody
	json.Unmarshal(w.Body.Bytes(), &e)
	if w.Code != 400 || e.Error.Code != "INVALID_ARGUMENT" || len(e.Error.Problems) != 2 ||
		!strings.HasPrefix(e.Error.Problems[0], "body:2: created_at:") || !strings.HasPrefix(e.Error.Problems[1], "body:3: id: duplicate id") {
		t.Errorf("%d %+v", w.Code, e)
	}
}

// TestShutdownNoGoroutineLeak serves real connections on loopback, shuts
// the server down and checks that every goroutine it started is gone.
func TestShutdownNoGoroutineLeak(t *testing.T) {
	a, _ := newAPI(t, Config{}, false)
	before := runtime.NumGoroutine()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: a, ReadHeaderTimeout: 5 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	tr := &http.Transport{}
	cl := &http.Client{Transport: tr}
	var wg sync.WaitGroup
	for i := 0; i < 16; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			resp, err := cl.Post("http://"+ln.Addr().String()+"/v1/detect", "application/x-ndjson", strings.NewReader(fixture))
			if err != nil {
				t.Error(err)
				return
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode != 200 {
				t.Errorf("status %d", resp.StatusCode)
			}
		}()
	}
	wg.Wait()
	// Connections the client dialled but never used stay "new" on the
	// server, which Shutdown waits 5 s for; a client closing its idle
	// connections first is the usual order.
	tr.CloseIdleConnections()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != http.ErrServerClosed {
		t.Fatalf("serve: %v", err)
	}
	tr.CloseIdleConnections()
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		buf := make([]byte, 1<<16)
		t.Errorf("%d goroutines after shutdown, %d before:\n%s", n, before, buf[:runtime.Stack(buf, true)])
	}
}

func TestBusyAndNoStore(t *testing.T) {
	a, _ := newAPI(t, Config{MaxInFlight: 1, QueueTimeout: 50 * time.Millisecond}, false)
	a.slots <- struct{}{} // one request in flight
	w := do(t, a, "GET", "/v1/brief", "")
	if w.Code != 503 || errCode(t, w) != "BUSY" || w.Header().Get("Retry-After") == "" {
		t.Errorf("full: %d %s", w.Code, w.Body.String())
	}
	if w := do(t, a, "GET", "/v1/health", ""); w.Code != 200 {
		t.Errorf("health must not queue: %d", w.Code)
	}
	<-a.slots
	if w := do(t, a, "GET", "/v1/brief", ""); w.Code != 200 {
		t.Errorf("after the slot freed: %d", w.Code)
	}
	if len(a.slots) != 0 {
		t.Error("a request kept its slot")
	}
	// A server without a store: the pipeline routes work, the store routes are 503 NO_STORE.
	bare, err := New(Config{Proposer: proposer(t), Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if w := do(t, bare, "POST", "/v1/detect", fixture); w.Code != 200 {
		t.Errorf("detect without a store: %d", w.Code)
	}
	if w := do(t, bare, "GET", "/v1/brief", ""); w.Code != 503 || errCode(t, w) != "NO_STORE" {
		t.Errorf("brief without a store: %d %s", w.Code, w.Body.String())
	}
}
