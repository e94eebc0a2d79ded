// Package httpapi is l9's versioned JSON API (`l9 serve`): the pipeline
// verbs (extract, detect, score) on request bodies, and the store's verbs
// (brief, recall, show, remember, propose, apply) through package service.
//
// Every route is declared once in the route table below; the mux is built
// from it and so is the OpenAPI document at /v1/openapi.json, whose schemas
// are derived from the same Go types the handlers encode (a test executes
// every documented operation and validates each response against it).
//
// Every error is JSON: {"error": {"code", "message", "problems"?}}. A
// bearer token, when configured, is compared in constant time; request
// bodies are capped; the server's timeouts are set by the caller (cmd/l9).
package httpapi

import (
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime"
	"strconv"
	"strings"
	"time"

	"l9/detector"
	"l9/gates"
	"l9/importer"
	"l9/internal/service"
	"l9/internal/stage1"
	"l9/memory"
	"l9/svo"
)

// DefaultMaxBody is the default cap on a request body.
const DefaultMaxBody = 8 << 20

// Config configures the API.
type Config struct {
	// Service runs the store's verbs; nil when the server has no store (the
	// store routes then answer 503 NO_STORE).
	Service *service.Service
	// Proposer runs extraction and detection for the pipeline routes.
	Proposer *stage1.Proposer
	// Token, when not empty, is the bearer token every request must carry.
	Token string
	// MaxBody caps request bodies in bytes (DefaultMaxBody when 0).
	MaxBody int64
	// Version is reported by /v1/health and the OpenAPI document.
	Version string
	// MaxInFlight bounds the requests handled at once (extraction and
	// detection are CPU- and memory-bound); more wait for a slot up to
	// QueueTimeout, then get 503 BUSY. 0: 2 × GOMAXPROCS.
	MaxInFlight int
	// QueueTimeout is how long a request waits for a slot (default 10 s).
	QueueTimeout time.Duration
}

// API is the HTTP handler.
type API struct {
	cfg      Config
	mux      *http.ServeMux
	tokenSum [32]byte
	openapi  []byte
	slots    chan struct{}
}

// New builds the API.
func New(cfg Config) (*API, error) {
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = DefaultMaxBody
	}
	if cfg.MaxInFlight <= 0 {
		cfg.MaxInFlight = 2 * runtime.GOMAXPROCS(0)
	}
	if cfg.QueueTimeout <= 0 {
		cfg.QueueTimeout = 10 * time.Second
	}
	a := &API{cfg: cfg, mux: http.NewServeMux(), slots: make(chan struct{}, cfg.MaxInFlight)}
	if cfg.Token != "" {
		a.tokenSum = sha256.Sum256([]byte(cfg.Token))
	}
	for _, rt := range a.routes() {
		a.mux.Handle(rt.Method+" "+rt.Path, rt.handler)
	}
	doc, err := a.OpenAPI()
	if err != nil {
		return nil, err
	}
	if a.openapi, err = json.MarshalIndent(doc, "", "  "); err != nil {
		return nil, fmt.Errorf("openapi: %w", err)
	}
	a.openapi = append(a.openapi, '\n')
	return a, nil
}

// ServeHTTP authenticates, then dispatches.
func (a *API) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if a.cfg.Token != "" && !a.authorized(r) {
		w.Header().Set("WWW-Authenticate", `Bearer realm="l9"`)
		writeError(w, http.StatusUnauthorized, "UNAUTHORIZED", "missing or wrong bearer token (Authorization: Bearer TOKEN)", nil)
		return
	}
	if r.URL.Path != "/v1/health" && r.URL.Path != "/v1/openapi.json" {
		t := time.NewTimer(a.cfg.QueueTimeout)
		select {
		case a.slots <- struct{}{}:
			t.Stop()
			defer func() { <-a.slots }()
		case <-t.C:
			w.Header().Set("Retry-After", "1")
			writeError(w, http.StatusServiceUnavailable, "BUSY", fmt.Sprintf("%d requests in flight (the server's --max-inflight) for %v; retry", a.cfg.MaxInFlight, a.cfg.QueueTimeout), nil)
			return
		case <-r.Context().Done():
			t.Stop()
			return // the client went away while queued
		}
	}
	a.mux.ServeHTTP(&methodRewriter{ResponseWriter: w, r: r}, r)
}

// authorized compares the bearer token in constant time: both sides are
// hashed first, so neither the length nor a prefix of the token leaks
// through timing.
func (a *API) authorized(r *http.Request) bool {
	h := r.Header.Get("Authorization")
	const p = "Bearer "
	if len(h) < len(p) || !strings.EqualFold(h[:len(p)], p) {
		return false
	}
	got := sha256.Sum256([]byte(strings.TrimSpace(h[len(p):])))
	return subtle.ConstantTimeCompare(got[:], a.tokenSum[:]) == 1
}

// methodRewriter turns the mux's plain-text 404 and 405 into JSON errors
// (the handlers' own errors are JSON already and pass through).
type methodRewriter struct {
	http.ResponseWriter
	r       *http.Request
	swallow bool
}

func (m *methodRewriter) WriteHeader(code int) {
	if (code == http.StatusMethodNotAllowed || code == http.StatusNotFound) && m.Header().Get("Content-Type") != "application/json" {
		m.swallow = true
		m.Header().Set("Content-Type", "application/json")
		m.Header().Del("X-Content-Type-Options")
		m.ResponseWriter.WriteHeader(code)
		body := errorBody{Error: apiError{Code: "NOT_FOUND", Message: "no route " + m.r.Method + " " + m.r.URL.Path + " (see /v1/openapi.json)"}}
		if code == http.StatusMethodNotAllowed {
			body = errorBody{Error: apiError{Code: "METHOD_NOT_ALLOWED",
				Message: "method " + m.r.Method + " not allowed on " + m.r.URL.Path + " (allowed: " + m.Header().Get("Allow") + ")"}}
		}
		json.NewEncoder(m.ResponseWriter).Encode(body)
		return
	}
	m.ResponseWriter.WriteHeader(code)
}

func (m *methodRewriter) Write(b []byte) (int, error) {
	if m.swallow {
		return len(b), nil
	}
	return m.ResponseWriter.Write(b)
}

// ---- errors ----

type apiError struct {
	Code     string   `json:"code"`
	Message  string   `json:"message"`
	Problems []string `json:"problems,omitempty" jsonschema:"every input problem, as name:line: field: problem"`
}

type errorBody struct {
	Error apiError `json:"error"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		writeError(w, http.StatusInternalServerError, "INTERNAL", "encode response: "+err.Error(), nil)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

func writeError(w http.ResponseWriter, status int, code, msg string, problems []string) {
	writeJSON(w, status, errorBody{Error: apiError{Code: code, Message: msg, Problems: problems}})
}

// statusOf maps a service error code to an HTTP status.
var statusOf = map[string]int{
	service.CodeInvalid:    http.StatusBadRequest,
	service.CodeNotFound:   http.StatusNotFound,
	service.CodeAmbiguous:  http.StatusConflict,
	service.CodeConflict:   http.StatusConflict,
	service.CodeForbidden:  http.StatusForbidden,
	service.CodeReadOnly:   http.StatusForbidden,
	service.CodeNoProposal: http.StatusNotFound,
	service.CodeInternal:   http.StatusInternalServerError,
}

func fail(w http.ResponseWriter, err error) {
	var se *service.Error
	if errors.As(err, &se) {
		st, ok := statusOf[se.Code]
		if !ok {
			st = http.StatusInternalServerError
		}
		var problems []string
		if se.Code == service.CodeInvalid && strings.Contains(se.Message, "\n") {
			problems = strings.Split(se.Message, "\n")
			se = &service.Error{Code: se.Code, Message: problemsIn(len(problems))}
		}
		writeError(w, st, se.Code, se.Message, problems)
		return
	}
	var mb *http.MaxBytesError
	if errors.As(err, &mb) {
		writeError(w, http.StatusRequestEntityTooLarge, "PAYLOAD_TOO_LARGE", fmt.Sprintf("request body larger than %d bytes (start the server with a larger --max-body)", mb.Limit), nil)
		return
	}
	var be *bodyError
	if errors.As(err, &be) {
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			writeError(w, http.StatusRequestTimeout, "REQUEST_TIMEOUT", "the request body did not arrive within the server's --read-timeout", nil)
			return
		}
		writeError(w, http.StatusBadRequest, service.CodeInvalid, be.Error(), nil)
		return
	}
	var el *memory.ErrorList
	if errors.As(err, &el) {
		var problems []string
		for _, e := range el.Errs {
			problems = append(problems, e.Error())
		}
		if el.Truncated {
			problems = append(problems, fmt.Sprintf("(more problems not shown: stopped after %d)", memory.MaxErrors))
		}
		writeError(w, http.StatusBadRequest, service.CodeInvalid, problemsIn(len(el.Errs))+"; nothing was done", problems)
		return
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		writeError(w, http.StatusServiceUnavailable, "UNAVAILABLE", err.Error(), nil)
		return
	}
	writeError(w, http.StatusInternalServerError, "INTERNAL", err.Error(), nil)
}

func problemsIn(n int) string {
	if n == 1 {
		return "1 problem in the input"
	}
	return fmt.Sprintf("%d problems in the input", n)
}

func invalidf(format string, args ...any) error {
	return &service.Error{Code: service.CodeInvalid, Message: fmt.Sprintf(format, args...)}
}

// ---- request helpers ----

// body reads the whole (capped) request body.
func (a *API) body(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, a.cfg.MaxBody))
	if err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			return nil, err
		}
		return nil, &bodyError{err}
	}
	return b, nil
}

// bodyError is a failure to read the request body: the client's side
// (a stalled or broken upload), never an internal error.
type bodyError struct{ err error }

func (e *bodyError) Error() string { return "read request body: " + e.err.Error() }
func (e *bodyError) Unwrap() error { return e.err }

// decode reads a JSON object body into v (an empty body leaves v as is).
// Unknown fields are an error.
func (a *API) decode(w http.ResponseWriter, r *http.Request, v any) error {
	b, err := a.body(w, r)
	if err != nil {
		return err
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return invalidf("request body: %v", err)
	}
	if dec.More() {
		return invalidf("request body: trailing data after the JSON object")
	}
	return nil
}

// memories reads memories from the body: memory JSONL (the CLI's input),
// or with ?from=mem0|graphiti|letta|csv another system's export (?map=,
// ?namespace=, ?naive_utc=true as on the CLI). Problems are "body:LINE:
// field: problem".
func (a *API) memories(w http.ResponseWriter, r *http.Request) ([]memory.Memory, []string, error) {
	b, err := a.body(w, r)
	if err != nil {
		return nil, nil, err
	}
	q := r.URL.Query()
	from := q.Get("from")
	if from == "" || from == "jsonl" {
		for _, k := range []string{"map", "naive_utc"} {
			if q.Has(k) {
				return nil, nil, invalidf("%s needs from=FORMAT", k)
			}
		}
		rd := memory.NewReader(bytes.NewReader(b), "body")
		var ms []memory.Memory
		var lines []int
		for rd.Scan() {
			ms = append(ms, rd.Memory())
			lines = append(lines, rd.Line())
		}
		if err := rd.Err(); err != nil {
			return nil, nil, err
		}
		if err := memory.CheckParents(ms, "body", lines); err != nil {
			return nil, nil, err
		}
		var warns []string
		for _, w := range rd.Warnings {
			warns = append(warns, w.Error())
		}
		return ms, warns, nil
	}
	f, err := importer.ParseFormat(from)
	if err != nil {
		return nil, nil, invalidf("from: %v", err)
	}
	opt := importer.Options{NaiveUTC: q.Get("naive_utc") == "true"}
	if q.Has("namespace") {
		ns := q.Get("namespace")
		opt.Namespace = &ns
	}
	if m := q.Get("map"); m != "" {
		if opt.Map, err = importer.ParseMap(m); err != nil {
			return nil, nil, invalidf("%v", err)
		}
	}
	res, err := importer.ReadBytes(b, "body", f, opt)
	if err != nil {
		return nil, nil, err
	}
	return res.Memories, res.Report.Lines(), nil
}

func queryNamespace(r *http.Request) *string {
	if !r.URL.Query().Has("namespace") {
		return nil
	}
	ns := r.URL.Query().Get("namespace")
	return &ns
}

func queryInt(r *http.Request, name string) (int, error) {
	v := r.URL.Query().Get(name)
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, invalidf("%s: want a whole number ≥ 0, got %q", name, v)
	}
	return n, nil
}

// ---- pipeline handlers ----

// ExtractOut is the units of a request's memories.
type ExtractOut struct {
	Units       []svo.Unit       `json:"units"`
	Abstentions []svo.Abstention `json:"abstentions" jsonschema:"every clause that yielded no unit, with the reason"`
	Warnings    []string         `json:"warnings"`
}

func (a *API) extract(w http.ResponseWriter, r *http.Request) {
	ms, warns, err := a.memories(w, r)
	if err != nil {
		fail(w, err)
		return
	}
	units, abst := a.cfg.Proposer.Ex.ExplainAll(ms)
	writeJSON(w, http.StatusOK, ExtractOut{Units: nonNil(units), Abstentions: nonNil(abst), Warnings: nonNil(warns)})
}

// DetectOut is Stage 1 over a request's memories: what `l9 detect` writes
// (candidates) and prints (summary), with per-namespace counts.
type DetectOut struct {
	Threshold  float64              `json:"threshold"`
	Candidates []detector.Candidate `json:"candidates"`
	Contested  []detector.Contest   `json:"contested"`
	Summary    detector.Summary     `json:"summary"`
	Namespaces []stage1.Namespace   `json:"namespaces"`
	Warnings   []string             `json:"warnings"`
}

// nonNil returns xs, or an empty slice for nil, so that JSON lists are [],
// never null.
func nonNil[T any](xs []T) []T {
	if xs == nil {
		return []T{}
	}
	return xs
}

func (a *API) detect(w http.ResponseWriter, r *http.Request) {
	cfg := a.cfg.Proposer.Cfg
	if v := r.URL.Query().Get("threshold"); v != "" {
		t, err := strconv.ParseFloat(v, 64)
		if err != nil || t < 0 || t > 1 || t != t {
			fail(w, invalidf("threshold: want a number in [0, 1], got %q", v))
			return
		}
		cfg.Threshold = t
	}
	ms, warns, err := a.memories(w, r)
	if err != nil {
		fail(w, err)
		return
	}
	res, err := stage1.ByNamespace(r.Context(), ms, stage1.Plain(a.cfg.Proposer.Ex, cfg))
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, DetectOut{Threshold: cfg.Threshold, Candidates: res.Candidates, Contested: res.Contested,
		Summary: res.Summary, Namespaces: nonNil(res.Namespaces), Warnings: nonNil(warns)})
}

// ScoreIn is a scoring request: labelled truth and the candidates to score.
type ScoreIn struct {
	Truth      []json.RawMessage `json:"truth" jsonschema:"ordered true pairs: {expired_id, replacement_id, reason}"`
	Candidates []json.RawMessage `json:"candidates" jsonschema:"candidates as /v1/detect returns them"`
}

// scoreIn is ScoreIn as documented (RawMessage has no useful schema).
type scoreIn struct {
	Truth      []gates.Pair         `json:"truth" jsonschema:"ordered true pairs: {expired_id, replacement_id, reason}"`
	Candidates []detector.Candidate `json:"candidates" jsonschema:"candidates as /v1/detect returns them"`
}

// lines re-encodes JSON array elements as JSON Lines, so that the CLI's
// validating readers check them (errors name the element's 1-based index
// as the line).
func lines(els []json.RawMessage) io.Reader {
	var b bytes.Buffer
	for _, e := range els {
		b.Write(bytes.ReplaceAll(bytes.TrimSpace(e), []byte("\n"), []byte(" ")))
		b.WriteByte('\n')
	}
	return &b
}

func (a *API) score(w http.ResponseWriter, r *http.Request) {
	var in ScoreIn
	if err := a.decode(w, r, &in); err != nil {
		fail(w, err)
		return
	}
	truth, err := gates.ReadTruth(lines(in.Truth), "truth")
	if err != nil {
		fail(w, err)
		return
	}
	cands, err := detector.ReadCandidates(lines(in.Candidates), "candidates")
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, gates.Score(cands, truth))
}

// ---- store handlers ----

func (a *API) svc(w http.ResponseWriter) *service.Service {
	if a.cfg.Service == nil {
		writeError(w, http.StatusServiceUnavailable, "NO_STORE", "this server has no store (start it with --db PATH of an initialised store)", nil)
	}
	return a.cfg.Service
}

func (a *API) brief(w http.ResponseWriter, r *http.Request) {
	s := a.svc(w)
	if s == nil {
		return
	}
	limit, err := queryInt(r, "limit")
	if err != nil {
		fail(w, err)
		return
	}
	out, err := s.Brief(r.Context(), service.ViewIn{Namespace: queryNamespace(r), At: r.URL.Query().Get("at"), Limit: limit})
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

func (a *API) recall(w http.ResponseWriter, r *http.Request) {
	s := a.svc(w)
	if s == nil {
		return
	}
	limit, err := queryInt(r, "limit")
	if err != nil {
		fail(w, err)
		return
	}
	out, err := s.Recall(r.Context(), service.RecallIn{Query: r.URL.Query().Get("q"), Namespace: queryNamespace(r), At: r.URL.Query().Get("at"), Limit: limit})
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

func (a *API) timeline(w http.ResponseWriter, r *http.Request) {
	s := a.svc(w)
	if s == nil {
		return
	}
	out, err := s.Timeline(r.Context(), service.TimelineIn{Key: r.URL.Query().Get("key"), Namespace: queryNamespace(r), At: r.URL.Query().Get("at")})
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

func (a *API) show(w http.ResponseWriter, r *http.Request) {
	s := a.svc(w)
	if s == nil {
		return
	}
	out, err := s.Show(r.Context(), service.ShowIn{ID: r.PathValue("id"), At: r.URL.Query().Get("at")})
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

func (a *API) remember(w http.ResponseWriter, r *http.Request) {
	storeCall(a, w, r, http.StatusCreated, (*service.Service).Remember)
}

func (a *API) propose(w http.ResponseWriter, r *http.Request) {
	storeCall(a, w, r, http.StatusOK, (*service.Service).Propose)
}

func (a *API) apply(w http.ResponseWriter, r *http.Request) {
	storeCall(a, w, r, http.StatusOK, (*service.Service).Apply)
}

// storeCall runs one store verb that takes a JSON body: the store, the
// decoded and validated body, the call, and its result with status ok (every
// error as the API's JSON error).
func storeCall[In, Out any](a *API, w http.ResponseWriter, r *http.Request, ok int, call func(*service.Service, context.Context, In) (Out, error)) {
	s := a.svc(w)
	if s == nil {
		return
	}
	var in In
	if err := a.decode(w, r, &in); err != nil {
		fail(w, err)
		return
	}
	out, err := call(s, r.Context(), in)
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, ok, out)
}

// HealthOut is /v1/health.
type HealthOut struct {
	Status  string `json:"status"`
	Version string `json:"version"`
	Store   bool   `json:"store" jsonschema:"whether the store routes are available"`
	Apply   bool   `json:"apply" jsonschema:"whether POST /v1/apply is enabled (--allow-apply)"`
}

func (a *API) health(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, HealthOut{Status: "ok", Version: a.cfg.Version, Store: a.cfg.Service != nil,
		Apply: a.cfg.Service != nil && a.cfg.Service.AllowApply})
}

func (a *API) openapiDoc(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.Write(a.openapi)
}
