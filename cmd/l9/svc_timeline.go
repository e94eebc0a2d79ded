package main

import (
	"context"
	"time"

	"l9/internal/service"
	"l9/memory"
	"l9/store"
)

// stServiceTimeline wires the timeline verb (timeline.go) into the service
// that `l9 mcp` and `l9 serve` expose: the same selection (a key, or the
// keys of one memory) and the same versions and states as `l9 timeline`.
func stServiceTimeline(s *store.Store, p *stStage1) service.TimelineFunc {
	return func(ctx context.Context, key string, ns *string, at time.Time) (service.TimelineOut, error) {
		nsf := &nsFlag{}
		if ns != nil {
			nsf.set, nsf.ns = true, *ns
		}
		want, label, err := stSelect(ctx, s, key)
		if err != nil {
			return service.TimelineOut{}, err
		}
		if want == nil {
			id := label
			keys := map[stKey]bool{}
			if _, err := stTimelines(ctx, s, p, at, nsf, func(k stKey, mem string) bool {
				if mem == id {
					keys[k] = true
				}
				return false
			}); err != nil {
				return service.TimelineOut{}, err
			}
			if len(keys) == 0 {
				return service.TimelineOut{}, &service.Error{Code: service.CodeNotFound, Message: "memory " + id + " states no subject / attribute key l9 can read (see extract)"}
			}
			want = func(k stKey, _ string) bool { return keys[k] }
		}
		tls, err := stTimelines(ctx, s, p, at, nsf, want)
		if err != nil {
			return service.TimelineOut{}, err
		}
		if len(tls) == 0 {
			return service.TimelineOut{}, &service.Error{Code: service.CodeNotFound, Message: "no memory states " + label + " (keys are canonical: see extract)"}
		}
		out := service.TimelineOut{At: memory.FormatTime(at), Timelines: []service.Timeline{}}
		for _, tl := range tls {
			t := service.Timeline{Namespace: tl.Namespace, Subject: tl.Subject, Attribute: tl.Attribute, Scope: tl.Scope, Summary: tl.Summary, Versions: []service.Version{}}
			for _, v := range tl.Versions {
				sv := service.Version{Value: v.Value, At: memory.FormatTime(v.At), MemoryID: v.MemoryID, Unit: v.Unit, Content: v.Content,
					InForce: v.InForce, State: v.State, SupersededBy: v.SupersededBy, ContestedWith: v.ContestedBy}
				if v.Until != nil {
					sv.Until = memory.FormatTime(*v.Until)
				}
				t.Versions = append(t.Versions, sv)
			}
			out.Timelines = append(out.Timelines, t)
		}
		return out, nil
	}
}
