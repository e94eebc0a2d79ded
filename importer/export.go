package importer

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"l9/memory"
	"l9/store"
)

// ExportInput is what an exporter writes from: every memory of a store, the
// in-force view at one instant and the affirmed supersessions.
type ExportInput struct {
	Memories      []memory.Memory
	View          *store.View
	Supersessions []store.Supersession
}

// ExportReport says what an export wrote.
type ExportReport struct {
	Written    int
	Superseded int // records written as superseded (not current)
	Facets     int // facet memories left out (the target systems have no constellations)
}

type exportItem struct {
	m    *memory.Memory
	view *store.Item
	succ *store.Supersession // the successor edge the view names, if any
}

func exportItems(in ExportInput) ([]exportItem, ExportReport) {
	var rep ExportReport
	byID := map[string]*store.Item{}
	for i := range in.View.Items {
		byID[in.View.Items[i].ID] = &in.View.Items[i]
	}
	var out []exportItem
	for i := range in.Memories {
		m := &in.Memories[i]
		it := byID[m.ID]
		if it == nil {
			rep.Facets++ // the view holds constellation roots only
			continue
		}
		x := exportItem{m: m, view: it}
		if it.SupersededBy != "" {
			for j := range in.Supersessions {
				s := &in.Supersessions[j]
				if s.OldID == m.ID && s.NewID == it.SupersededBy && !s.Retracted && !s.At.After(in.View.At) {
					if x.succ == nil || s.At.Before(x.succ.At) {
						x.succ = s
					}
				}
			}
		}
		if !it.Current {
			rep.Superseded++
		}
		out = append(out, x)
	}
	rep.Written = len(out)
	return out, rep
}

func timeOrNil(t *time.Time) any {
	if t == nil {
		return nil
	}
	return memory.FormatTime(*t)
}

func rawTag(tags []string, system, field string) json.RawMessage {
	if v, ok := TagValue(tags, system, field); ok && json.Valid([]byte(v)) {
		return json.RawMessage(v)
	}
	return nil
}

func writeJSON(w io.Writer, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// l9State is what l9 decided about one record, as the exporters write it.
type l9State struct {
	Current      bool     `json:"current"`
	States       []string `json:"states"`
	SupersededBy *string  `json:"superseded_by"`
	SupersededAt any      `json:"superseded_at"`
	AffirmedAt   any      `json:"affirmed_at"`
	ExpiresAt    any      `json:"expires_at"`
	At           string   `json:"at"`
}

func stateOf(x exportItem, at time.Time) l9State {
	st := l9State{Current: x.view.Current, States: x.view.States, ExpiresAt: timeOrNil(x.m.ExpiresAt), At: memory.FormatTime(at)}
	if st.States == nil {
		st.States = []string{}
	}
	if x.succ != nil {
		id := x.succ.NewID
		st.SupersededBy, st.SupersededAt, st.AffirmedAt = &id, memory.FormatTime(x.succ.At), memory.FormatTime(x.succ.AffirmedAt)
	}
	return st
}

// ExportMem0 writes a Mem0 get_all listing ({"results": [MemoryItem…]}):
// id, memory, hash, metadata, created_at, updated_at and the entity ids.
// Mem0 (v3) keeps contradicting memories side by side, so l9's decisions go
// into a metadata field: metadata.l9 = {current, states, superseded_by,
// superseded_at, affirmed_at, expires_at, at}. The source fields an import
// kept (hash, metadata, user_id, agent_id, run_id, actor_id, role) are
// written back; a memory that did not come from Mem0 gets user_id = its
// namespace (when it has one) and a null hash. Facets are left out.
func ExportMem0(w io.Writer, in ExportInput) (ExportReport, error) {
	items, rep := exportItems(in)
	type mem0Item struct {
		ID        string          `json:"id"`
		Memory    string          `json:"memory"`
		Hash      *string         `json:"hash"`
		Metadata  json.RawMessage `json:"metadata"`
		CreatedAt string          `json:"created_at"`
		UpdatedAt any             `json:"updated_at"`
		UserID    *string         `json:"user_id,omitempty"`
		AgentID   *string         `json:"agent_id,omitempty"`
		RunID     *string         `json:"run_id,omitempty"`
		ActorID   *string         `json:"actor_id,omitempty"`
		Role      *string         `json:"role,omitempty"`
	}
	tagPtr := func(tags []string, f string) *string {
		if v, ok := TagValue(tags, "mem0", f); ok {
			return &v
		}
		return nil
	}
	out := struct {
		Results []mem0Item `json:"results"`
	}{Results: []mem0Item{}}
	for _, x := range items {
		m := x.m
		md := map[string]any{}
		if raw := rawTag(m.Tags, "mem0", "metadata"); raw != nil {
			dec := json.NewDecoder(bytes.NewReader(raw))
			dec.UseNumber()
			if err := dec.Decode(&md); err != nil || md == nil {
				md = map[string]any{}
			}
		}
		md["l9"] = stateOf(x, in.View.At)
		mdb, err := json.Marshal(md) // map keys sorted: deterministic
		if err != nil {
			return rep, fmt.Errorf("export mem0: %s: %w", m.ID, err)
		}
		it := mem0Item{ID: m.ID, Memory: m.Content, Hash: tagPtr(m.Tags, "hash"), Metadata: mdb,
			CreatedAt: memory.FormatTime(m.CreatedAt), UpdatedAt: timeOrNil(m.ObservedAt),
			UserID: tagPtr(m.Tags, "user_id"), AgentID: tagPtr(m.Tags, "agent_id"), RunID: tagPtr(m.Tags, "run_id"),
			ActorID: tagPtr(m.Tags, "actor_id"), Role: tagPtr(m.Tags, "role")}
		if it.UserID == nil && it.AgentID == nil && it.RunID == nil && m.Namespace != "" {
			ns := m.Namespace
			it.UserID = &ns
		}
		out.Results = append(out.Results, it)
	}
	return rep, writeJSON(w, out)
}

// ExportGraphiti writes a JSON array of Graphiti EntityEdge objects with
// l9's supersessions expressed as Graphiti expresses an invalidation:
// invalid_at = when the fact stopped being true (the memory's expires_at,
// which a supersession stamps with the replacement's instant) and
// expired_at = when the edge was invalidated (the time l9 affirmed the
// supersession; an edge Graphiti itself had invalidated keeps its own).
// valid_at is effective_at, else observed_at. group_id is the namespace.
// The node uuids, name, episodes and attributes an import kept are written
// back; for a memory that did not come from Graphiti they are null, which
// Graphiti requires to be filled before loading. attributes.l9_superseded_by
// names l9's successor.
func ExportGraphiti(w io.Writer, in ExportInput) (ExportReport, error) {
	items, rep := exportItems(in)
	type edge struct {
		UUID           string          `json:"uuid"`
		GroupID        string          `json:"group_id"`
		SourceNodeUUID *string         `json:"source_node_uuid"`
		TargetNodeUUID *string         `json:"target_node_uuid"`
		CreatedAt      string          `json:"created_at"`
		Name           *string         `json:"name"`
		Fact           string          `json:"fact"`
		FactEmbedding  any             `json:"fact_embedding"`
		Episodes       json.RawMessage `json:"episodes"`
		ExpiredAt      any             `json:"expired_at"`
		ValidAt        any             `json:"valid_at"`
		InvalidAt      any             `json:"invalid_at"`
		ReferenceTime  any             `json:"reference_time"`
		Attributes     json.RawMessage `json:"attributes"`
	}
	tagPtr := func(tags []string, f string) *string {
		if v, ok := TagValue(tags, "graphiti", f); ok {
			return &v
		}
		return nil
	}
	out := []edge{}
	for _, x := range items {
		m := x.m
		e := edge{UUID: m.ID, GroupID: m.Namespace, SourceNodeUUID: tagPtr(m.Tags, "source_node_uuid"), TargetNodeUUID: tagPtr(m.Tags, "target_node_uuid"),
			CreatedAt: memory.FormatTime(m.CreatedAt), Name: tagPtr(m.Tags, "name"), Fact: m.Content,
			Episodes: json.RawMessage("[]"), InvalidAt: timeOrNil(m.ExpiresAt)}
		if eps := rawTag(m.Tags, "graphiti", "episodes"); eps != nil {
			e.Episodes = eps
		}
		switch {
		case m.EffectiveAt != nil:
			e.ValidAt = memory.FormatTime(*m.EffectiveAt)
		case m.ObservedAt != nil:
			e.ValidAt = memory.FormatTime(*m.ObservedAt)
		}
		if v, ok := TagValue(m.Tags, "graphiti", "expired_at"); ok {
			e.ExpiredAt = v
		} else if x.succ != nil {
			e.ExpiredAt = memory.FormatTime(x.succ.AffirmedAt)
		}
		if v, ok := TagValue(m.Tags, "graphiti", "reference_time"); ok {
			e.ReferenceTime = v
		}
		attrs := map[string]any{}
		if raw := rawTag(m.Tags, "graphiti", "attributes"); raw != nil {
			dec := json.NewDecoder(bytes.NewReader(raw))
			dec.UseNumber()
			if err := dec.Decode(&attrs); err != nil || attrs == nil {
				attrs = map[string]any{}
			}
		}
		if x.succ != nil {
			attrs["l9_superseded_by"] = x.succ.NewID
		}
		ab, err := json.Marshal(attrs)
		if err != nil {
			return rep, fmt.Errorf("export graphiti: %s: %w", m.ID, err)
		}
		e.Attributes = ab
		out = append(out, e)
	}
	return rep, writeJSON(w, out)
}
