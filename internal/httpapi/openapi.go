package httpapi

import (
	"fmt"
	"net/http"
	"reflect"
	"slices"
	"sort"
	"strconv"

	"github.com/google/jsonschema-go/jsonschema"

	"l9/gates"
	"l9/internal/service"
	"l9/svo"
)

// Param is one documented query or path parameter.
type Param struct {
	Name        string
	In          string // "query" or "path"
	Required    bool
	Type        string // JSON Schema type of the value
	Description string
}

// Route is one operation: the mux pattern, its documentation and handler.
type Route struct {
	Method, Path string
	OperationID  string
	Summary      string
	Params       []Param
	// Body is the JSON request body type (nil: none); MemoriesBody means
	// the body is memory JSONL or, with ?from=, another system's export.
	Body         reflect.Type
	MemoriesBody bool
	// OK is the success status and its response type.
	OK     int
	Result reflect.Type
	// Errors are the error statuses the operation can answer with.
	Errors  []int
	handler http.Handler
}

var (
	nsParam    = Param{Name: "namespace", In: "query", Type: "string", Description: "only this namespace; present but empty: the default namespace; absent: every namespace"}
	atParam    = Param{Name: "at", In: "query", Type: "string", Description: "the instant (RFC 3339 or YYYY-MM-DD); default now"}
	limitParam = Param{Name: "limit", In: "query", Type: "integer", Description: "at most this many items (0: all)"}
	fromParams = []Param{
		{Name: "from", In: "query", Type: "string", Description: "body format: jsonl (default, memory JSON Lines), mem0, graphiti, letta or csv"},
		{Name: "map", In: "query", Type: "string", Description: "from=csv: FIELD=COLUMN,… (content, created_at, id, namespace, observed_at, effective_at, expires_at, tier, tags)"},
		{Name: "namespace", In: "query", Type: "string", Description: "with from=: the namespace of every record"},
		{Name: "naive_utc", In: "query", Type: "boolean", Description: "with from=: read timestamps without a UTC offset as UTC"},
	}
	storeErrors = []int{http.StatusBadRequest, http.StatusServiceUnavailable}
)

func (a *API) routes() []Route {
	h := func(f http.HandlerFunc) http.Handler { return f }
	return []Route{
		{Method: "GET", Path: "/v1/health", OperationID: "health", Summary: "liveness, version, whether the store and apply are available",
			OK: 200, Result: reflect.TypeFor[HealthOut](), handler: h(a.health)},
		{Method: "GET", Path: "/v1/openapi.json", OperationID: "openapi", Summary: "this document",
			OK: 200, Result: reflect.TypeFor[map[string]any](), handler: h(a.openapiDoc)},
		{Method: "POST", Path: "/v1/extract", OperationID: "extract", Summary: "the subject/attribute/value units of the body's memories, and every abstention with its reason",
			Params: fromParams, MemoriesBody: true, OK: 200, Result: reflect.TypeFor[ExtractOut](), Errors: []int{400, 413}, handler: h(a.extract)},
		{Method: "POST", Path: "/v1/detect", OperationID: "detect", Summary: "Stage 1 candidates over the body's memories (read-only), each namespace on its own; the fields of `l9 detect`",
			Params:       append([]Param{{Name: "threshold", In: "query", Type: "number", Description: "drop candidates scoring below it (registered: 0.50)"}}, fromParams...),
			MemoriesBody: true, OK: 200, Result: reflect.TypeFor[DetectOut](), Errors: []int{400, 413}, handler: h(a.detect)},
		{Method: "POST", Path: "/v1/score", OperationID: "score", Summary: "ordered precision, recall, direction errors and Clopper–Pearson bounds of candidates against labelled truth",
			Body: reflect.TypeFor[scoreIn](), OK: 200, Result: reflect.TypeFor[gates.Scores](), Errors: []int{400, 413}, handler: h(a.score)},
		{Method: "GET", Path: "/v1/brief", OperationID: "brief", Summary: "the in-force view: superseded and stale memories demoted (current: false), never dropped",
			Params: []Param{nsParam, atParam, limitParam}, OK: 200, Result: reflect.TypeFor[service.ViewOut](), Errors: storeErrors, handler: h(a.brief)},
		{Method: "GET", Path: "/v1/recall", OperationID: "recall", Summary: "memories of the in-force view containing the query's words",
			Params: []Param{{Name: "q", In: "query", Required: true, Type: "string", Description: "the words to look for"}, nsParam, atParam, limitParam},
			OK:     200, Result: reflect.TypeFor[service.ViewOut](), Errors: storeErrors, handler: h(a.recall)},
		{Method: "GET", Path: "/v1/timeline", OperationID: "timeline", Summary: "the versions of a key (\"SUBJECT / ATTRIBUTE\", or a memory id's keys) in time order with states and successors",
			Params: []Param{{Name: "key", In: "query", Required: true, Type: "string", Description: "\"SUBJECT / ATTRIBUTE\" or a memory id"}, nsParam, atParam},
			OK:     200, Result: reflect.TypeFor[service.TimelineOut](), Errors: []int{400, 404, 409, 500, 503}, handler: h(a.timeline)},
		{Method: "GET", Path: "/v1/memories/{id}", OperationID: "show", Summary: "one memory (id, alias or unique prefix ≥ 8 characters), its derived state and events",
			Params: []Param{{Name: "id", In: "path", Required: true, Type: "string", Description: "full id, alias, or unique prefix of at least 8 characters"}, atParam},
			OK:     200, Result: reflect.TypeFor[service.ShowOut](), Errors: []int{400, 404, 409, 503}, handler: h(a.show)},
		{Method: "POST", Path: "/v1/remember", OperationID: "remember", Summary: "add a memory; with supersedes, an explicit Stage 0 declaration",
			Body: reflect.TypeFor[service.RememberIn](), OK: 201, Result: reflect.TypeFor[service.RememberOut](), Errors: []int{400, 403, 404, 409, 413, 503}, handler: h(a.remember)},
		{Method: "POST", Path: "/v1/propose", OperationID: "propose", Summary: "the pending diff over the current memories: every retirement old → new with both contents; writes nothing",
			Body: reflect.TypeFor[service.ProposeIn](), OK: 200, Result: reflect.TypeFor[service.ProposeOut](), Errors: []int{400, 413, 503}, handler: h(a.propose)},
		{Method: "POST", Path: "/v1/apply", OperationID: "apply", Summary: "affirm a proposal of this server by its diff_sha256 with confirm: true; only when started with --allow-apply (403 otherwise)",
			Body: reflect.TypeFor[service.ApplyIn](), OK: 200, Result: reflect.TypeFor[service.ApplyOut](), Errors: []int{400, 403, 404, 409, 413, 503}, handler: h(a.apply)},
	}
}

// Routes lists the operations (for tests and documentation).
func (a *API) Routes() []Route { return a.routes() }

var schemaOpts = &jsonschema.ForOptions{TypeSchemas: map[reflect.Type]*jsonschema.Schema{
	reflect.TypeFor[svo.Cardinality](): {Type: "string", Enum: []any{"functional", "set", "unknown"}},
	reflect.TypeFor[map[string]any]():  {Type: "object"},
}}

// SchemaFor is the JSON Schema of a response or request type, as the
// document holds it.
func SchemaFor(t reflect.Type) (*jsonschema.Schema, error) {
	return jsonschema.ForType(t, schemaOpts)
}

// OpenAPI builds the OpenAPI 3.1 document from the route table.
func (a *API) OpenAPI() (map[string]any, error) {
	errSchema, err := SchemaFor(reflect.TypeFor[errorBody]())
	if err != nil {
		return nil, fmt.Errorf("openapi: error schema: %w", err)
	}
	paths := map[string]map[string]any{}
	for _, rt := range a.routes() {
		op := map[string]any{"operationId": rt.OperationID, "summary": rt.Summary}
		var params []map[string]any
		for _, p := range rt.Params {
			params = append(params, map[string]any{"name": p.Name, "in": p.In, "required": p.Required, "description": p.Description,
				"schema": map[string]any{"type": p.Type}})
		}
		if params != nil {
			op["parameters"] = params
		}
		switch {
		case rt.MemoriesBody:
			op["requestBody"] = map[string]any{"required": true, "description": "memory JSON Lines (one memory object a line: id, content, created_at, …), or with from= another system's export",
				"content": map[string]any{"application/x-ndjson": map[string]any{"schema": map[string]any{"type": "string"}},
					"application/json": map[string]any{"schema": map[string]any{}}, "text/csv": map[string]any{"schema": map[string]any{"type": "string"}}}}
		case rt.Body != nil:
			s, err := SchemaFor(rt.Body)
			if err != nil {
				return nil, fmt.Errorf("openapi: %s body: %w", rt.OperationID, err)
			}
			op["requestBody"] = map[string]any{"required": false, "content": map[string]any{"application/json": map[string]any{"schema": s}}}
		}
		res, err := SchemaFor(rt.Result)
		if err != nil {
			return nil, fmt.Errorf("openapi: %s result: %w", rt.OperationID, err)
		}
		responses := map[string]any{strconv.Itoa(rt.OK): map[string]any{"description": http.StatusText(rt.OK),
			"content": map[string]any{"application/json": map[string]any{"schema": res}}}}
		errs := append([]int{401, 405}, rt.Errors...)
		if rt.Path != "/v1/health" && rt.Path != "/v1/openapi.json" && !slices.Contains(errs, 503) {
			errs = append(errs, 503) // BUSY: no slot within the queue timeout
		}
		if rt.Body != nil || rt.MemoriesBody {
			errs = append(errs, 408) // the body did not arrive within the read timeout
		}
		sort.Ints(errs)
		for _, st := range errs {
			responses[strconv.Itoa(st)] = map[string]any{"description": http.StatusText(st),
				"content": map[string]any{"application/json": map[string]any{"schema": errSchema}}}
		}
		op["responses"] = responses
		if paths[rt.Path] == nil {
			paths[rt.Path] = map[string]any{}
		}
		paths[rt.Path][lower(rt.Method)] = op
	}
	return map[string]any{
		"openapi": "3.1.0",
		"info": map[string]any{"title": "l9", "version": a.cfg.Version,
			"description": "Deterministic memory supersession: Stage 1 detection on request bodies and the store's verbs. Stage 2 is never exposed."},
		"security":   []any{map[string]any{}, map[string]any{"bearer": []any{}}},
		"components": map[string]any{"securitySchemes": map[string]any{"bearer": map[string]any{"type": "http", "scheme": "bearer", "description": "required when the server was started with --token-file (always off loopback)"}}},
		"paths":      paths,
	}, nil
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
