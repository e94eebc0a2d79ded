package importer

import (
	"bytes"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"l9/memory"
)

// mem0Record maps one Mem0 memory item (the MemoryItem of mem0's
// get_all / get: id, memory, hash, metadata, score, created_at, updated_at,
// and the promoted user_id, agent_id, run_id, actor_id, role).
//
//   - memory → content; id → id; created_at → created_at.
//   - updated_at → observed_at when it is after created_at: Mem0 rewrites a
//     memory's text in place on an update, so the text is as of updated_at.
//   - user_id, else agent_id, else run_id → namespace.
//   - hash, metadata, user_id, agent_id, run_id, actor_id, role are kept as
//     mem0:FIELD=VALUE tags (metadata as compact JSON) for the exporter.
//   - score (a search score) is ignored.
func mem0Record(r *rec) (memory.Memory, string) {
	var m memory.Memory
	m.ID = r.str("id", true)
	m.Content = r.str("memory", true)
	if c := r.time("created_at", true); c != nil {
		m.CreatedAt = *c
	}
	if u := r.time("updated_at", false); u != nil && u.After(m.CreatedAt) {
		m.ObservedAt = u
	}
	ids := map[string]string{}
	for _, f := range []string{"user_id", "agent_id", "run_id", "actor_id", "role"} {
		if v := r.str(f, false); v != "" {
			ids[f] = v
			m.Tags = append(m.Tags, tag("mem0", f, v))
		}
	}
	for _, f := range []string{"user_id", "agent_id", "run_id"} {
		if v := ids[f]; v != "" {
			m.Namespace = v
			break
		}
	}
	if h := r.str("hash", false); h != "" {
		m.Tags = append(m.Tags, tag("mem0", "hash", h))
	}
	if md := r.object("metadata"); md != "" {
		m.Tags = append(m.Tags, tag("mem0", "metadata", md))
	}
	r.ignore("score")
	r.done()
	return m, ""
}

// graphitiRecord maps one Graphiti EntityEdge (graphiti_core/edges.py:
// uuid, group_id, source_node_uuid, target_node_uuid, created_at, name,
// fact, fact_embedding, episodes, expired_at, valid_at, invalid_at,
// reference_time, attributes).
//
//   - fact → content; uuid → id; created_at → created_at; group_id →
//     namespace.
//   - valid_at (when the fact became true) → observed_at and effective_at.
//   - invalid_at (when it stopped being true), else expired_at (when
//     Graphiti invalidated the edge) → expires_at: an edge Graphiti already
//     invalidated comes in expired.
//   - name, source_node_uuid, target_node_uuid, episodes, expired_at,
//     invalid_at, reference_time and attributes are kept as graphiti:FIELD
//     tags for the exporter; fact_embedding is ignored.
func graphitiRecord(r *rec) (memory.Memory, string) {
	var m memory.Memory
	m.ID = r.str("uuid", true)
	m.Content = r.str("fact", true)
	if c := r.time("created_at", true); c != nil {
		m.CreatedAt = *c
	}
	m.Namespace = r.str("group_id", false)
	if v := r.time("valid_at", false); v != nil {
		m.ObservedAt, m.EffectiveAt = v, memory.TimePtr(*v)
	}
	inv := r.time("invalid_at", false)
	exp := r.time("expired_at", false)
	switch {
	case inv != nil:
		m.ExpiresAt = inv
	case exp != nil:
		m.ExpiresAt = memory.TimePtr(*exp)
	}
	for _, f := range []string{"name", "source_node_uuid", "target_node_uuid"} {
		if v := r.str(f, false); v != "" {
			m.Tags = append(m.Tags, tag("graphiti", f, v))
		}
	}
	if inv != nil {
		m.Tags = append(m.Tags, tag("graphiti", "invalid_at", memory.FormatTime(*inv)))
	}
	if exp != nil {
		m.Tags = append(m.Tags, tag("graphiti", "expired_at", memory.FormatTime(*exp)))
	}
	if rt := r.time("reference_time", false); rt != nil {
		m.Tags = append(m.Tags, tag("graphiti", "reference_time", memory.FormatTime(*rt)))
	}
	if eps := r.strings("episodes"); len(eps) > 0 {
		m.Tags = append(m.Tags, tag("graphiti", "episodes", compact(eps)))
	}
	if at := r.object("attributes"); at != "" {
		m.Tags = append(m.Tags, tag("graphiti", "attributes", at))
	}
	r.ignore("fact_embedding")
	r.done()
	if m.EffectiveAt != nil && m.ExpiresAt != nil && !m.EffectiveAt.Before(*m.ExpiresAt) {
		// Graphiti can invalidate an edge at its own valid_at (a fact that
		// never held); l9's interval would be empty: keep it expired, with
		// no effective_at.
		m.EffectiveAt = nil
	}
	return m, ""
}

// lettaRecord maps one Letta archival-memory Passage (letta/schemas/
// passage.py: id, text, embedding, embedding_config, created_at, is_deleted,
// organization_id, archive_id, source_id, file_id, file_name, metadata,
// tags; older servers also agent_id; the ORM base adds created_by_id,
// last_updated_by_id, updated_at).
//
//   - text → content; id → id; created_at → created_at; tags → tags.
//   - agent_id, else archive_id → namespace (the archival listing is per
//     agent; pass --namespace to name it when the passages carry neither).
//   - is_deleted passages are dropped and counted.
//   - metadata (compact JSON), archive_id, agent_id, source_id, file_id and
//     file_name are kept as letta:FIELD tags; embedding, embedding_config,
//     organization_id, created_by_id, last_updated_by_id and updated_at are
//     ignored (updated_at also changes on metadata edits, so it is not an
//     observation time).
func lettaRecord(r *rec) (memory.Memory, string) {
	var m memory.Memory
	if r.boolean("is_deleted") {
		return m, "deleted passage (is_deleted: true)"
	}
	m.ID = r.str("id", true)
	m.Content = r.str("text", true)
	if c := r.time("created_at", true); c != nil {
		m.CreatedAt = *c
	}
	m.Tags = append(m.Tags, r.strings("tags")...)
	agent, archive := r.str("agent_id", false), r.str("archive_id", false)
	switch {
	case agent != "":
		m.Namespace = agent
	case archive != "":
		m.Namespace = archive
	}
	for _, kv := range [][2]string{{"agent_id", agent}, {"archive_id", archive}, {"source_id", r.str("source_id", false)},
		{"file_id", r.str("file_id", false)}, {"file_name", r.str("file_name", false)}} {
		if kv[1] != "" {
			m.Tags = append(m.Tags, tag("letta", kv[0], kv[1]))
		}
	}
	if md := r.object("metadata"); md != "" {
		m.Tags = append(m.Tags, tag("letta", "metadata", md))
	} else if md := r.object("metadata_"); md != "" {
		m.Tags = append(m.Tags, tag("letta", "metadata", md))
	}
	r.ignore("embedding", "embedding_config", "organization_id", "created_by_id", "last_updated_by_id", "updated_at")
	r.done()
	return m, ""
}

// ---- CSV ----

// csvFields are the l9 fields a CSV column can map to.
var csvFields = []string{"id", "namespace", "content", "created_at", "observed_at", "effective_at", "expires_at", "tier", "tags"}

// ParseMap parses --map content=COL,created_at=COL,… into a mapping.
func ParseMap(s string) (map[string]string, error) {
	out := map[string]string{}
	if strings.TrimSpace(s) == "" {
		return out, nil
	}
	for _, part := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(part, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !ok || k == "" || v == "" {
			return nil, fmt.Errorf("--map: %q is not FIELD=COLUMN", part)
		}
		known := false
		for _, f := range csvFields {
			known = known || f == k
		}
		if !known {
			return nil, fmt.Errorf("--map: unknown field %q (want one of %s)", k, strings.Join(csvFields, ", "))
		}
		if _, dup := out[k]; dup {
			return nil, fmt.Errorf("--map: field %q mapped twice", k)
		}
		out[k] = v
	}
	return out, nil
}

// readCSV reads a CSV file with a header row. Opt.Map names the column of
// each l9 field; fields it leaves out map to a column of the same name when
// the header has one. content and created_at are required; a missing id is
// derived from the row (sha256 of namespace, content and times), so the
// same file gives the same ids. tags is a ;-separated list. Columns that
// map to nothing are counted as ignored.
func readCSV(b []byte, name string, opt Options, errs *memory.ErrorList) Result {
	res := Result{Report: newReport(CSV)}
	cr := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(b, []byte("\ufeff"))))
	cr.ReuseRecord = false
	header, err := cr.Read()
	if err != nil {
		errs.Add(&memory.SyntaxError{File: name, Line: 1, Msg: fmt.Sprintf("no CSV header row: %v", err)})
		return res
	}
	col := map[string]int{}
	for i, h := range header {
		col[strings.TrimSpace(h)] = i
	}
	idx := map[string]int{}
	for _, f := range csvFields {
		c, mapped := opt.Map[f]
		if !mapped {
			c = f
		}
		i, ok := col[c]
		if !ok {
			if mapped {
				errs.Add(&memory.SyntaxError{File: name, Line: 1, Field: f, Msg: fmt.Sprintf("--map names column %q, which the header does not have (columns: %s)", c, strings.Join(header, ", "))})
			}
			continue
		}
		idx[f] = i
	}
	for _, f := range []string{"content", "created_at"} {
		if _, ok := idx[f]; !ok {
			if _, mapped := opt.Map[f]; !mapped {
				errs.Add(&memory.SyntaxError{File: name, Line: 1, Field: f, Msg: fmt.Sprintf("no column for %s (map one with --map %s=COLUMN)", f, f)})
			}
		}
	}
	used := map[int]bool{}
	for _, i := range idx {
		used[i] = true
	}
	var unused []string
	for i, h := range header {
		if !used[i] {
			unused = append(unused, h)
		}
	}
	sort.Strings(unused)
	if len(errs.Errs) > 0 {
		return res
	}
	for {
		row, err := cr.Read()
		if err != nil {
			if errors.Is(err, io.EOF) {
				break
			}
			line := 0
			if pe, ok := err.(*csv.ParseError); ok {
				line = pe.Line
			}
			errs.Add(&memory.SyntaxError{File: name, Line: line, Msg: fmt.Sprintf("CSV: %v", err)})
			break
		}
		line, _ := cr.FieldPos(0)
		res.Report.Records++
		bad := false
		fail := func(field, format string, args ...any) {
			bad = true
			errs.Add(&memory.SyntaxError{File: name, Line: line, Field: field, Msg: fmt.Sprintf(format, args...)})
		}
		get := func(f string) string {
			if i, ok := idx[f]; ok {
				return row[i]
			}
			return ""
		}
		tm := func(f string, required bool) *time.Time {
			v := strings.TrimSpace(get(f))
			if v == "" {
				if required {
					fail(f, "empty")
				}
				return nil
			}
			t, err := parseTime(v, opt.NaiveUTC)
			if err != nil {
				fail(f, "%v", err)
				return nil
			}
			return &t
		}
		var m memory.Memory
		m.Content = get("content")
		if strings.TrimSpace(m.Content) == "" {
			fail("content", "blank content")
		}
		m.Namespace = strings.TrimSpace(get("namespace"))
		if ca := tm("created_at", true); ca != nil {
			m.CreatedAt = *ca
		}
		m.ObservedAt, m.EffectiveAt, m.ExpiresAt = tm("observed_at", false), tm("effective_at", false), tm("expires_at", false)
		m.Tier = memory.Tier(strings.TrimSpace(get("tier")))
		if !m.Tier.Valid() {
			fail("tier", "unknown tier %q (want short_term, long_term or pinned)", string(m.Tier))
		}
		if tg := get("tags"); strings.TrimSpace(tg) != "" {
			for _, t := range strings.Split(tg, ";") {
				if t = strings.TrimSpace(t); t != "" {
					m.Tags = append(m.Tags, t)
				}
			}
		}
		m.ID = strings.TrimSpace(get("id"))
		if _, ok := idx["id"]; ok && m.ID == "" {
			fail("id", "empty id")
		}
		if bad {
			continue
		}
		if m.ID == "" {
			h := sha256.New()
			for _, s := range []string{m.Namespace, m.Content, memory.FormatTime(m.CreatedAt), fmtPtr(m.ObservedAt), fmtPtr(m.EffectiveAt), fmtPtr(m.ExpiresAt)} {
				h.Write([]byte(s))
				h.Write([]byte{0})
			}
			m.ID = "csv-" + hex.EncodeToString(h.Sum(nil))[:24]
		}
		for _, u := range unused {
			if i := col[u]; i < len(row) && strings.TrimSpace(row[i]) != "" {
				res.Report.Ignored[u]++
			}
		}
		res.add(m, line, opt)
	}
	return res
}

func fmtPtr(t *time.Time) string {
	if t == nil {
		return ""
	}
	return memory.FormatTime(*t)
}
