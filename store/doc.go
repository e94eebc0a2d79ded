// Package store is l9's embedded memory store: one SQLite file (pure Go,
// modernc.org/sqlite) holding memories, the supersessions that were affirmed
// over them, and an append-only log of every change.
//
// # Model
//
// A memory is stored exactly as memory.Memory describes it. Supersession is
// written down in two places at once, inside one transaction: the old
// memory's constellation (the parent and every facet sharing its parent_id)
// gets its expires_at stamp, and an affirmed edge old → new is recorded with
// the event that affirmed it. Superseded memories are never deleted (a
// trigger refuses DELETE on memories), and the events table refuses UPDATE
// and DELETE.
//
// Three writers affirm a supersession: Stage 0 (Remember with Supersedes,
// an explicit declaration by the operator), a confirmed Apply of a pending
// diff written by Stage 1, and Stage 2 (ApplyAuto) behind a passing verdict
// and the per-key cardinality gate. A candidate that was only proposed is
// not in the store at all, so it excludes nothing.
//
// # Stamps are derived, never the wall clock
//
// Stage 0 stamps the target's expires_at with the replacement's observed_at,
// else its created_at. The created_at of a new memory is the current time,
// taken once at the command boundary and passed in (Remember never reads the
// clock). A target already expired at or before the stamp is left alone, so
// re-runs and backfills are idempotent. Stamps are clearable (SetTemporal
// with a Clear op); clearing the expiry of a superseded memory retracts the
// affirmed edges that named it, with an event.
//
// # Derived states
//
// stale and superseded are computed at read time (View) and never stored:
// stale when the instant is at or after expires_at (inclusive), superseded
// when an affirmed, unretracted supersession names the memory with a stamp at
// or before the instant. A superseded or stale memory is demoted, not
// dropped: it stays in the view with Current false, its successor and a
// lowered rank. Two memories of one key with different values at the same
// instant are contested: both stay in force.
//
// # Transactions
//
// Every writing method runs all its writes in one transaction that starts
// with BEGIN IMMEDIATE, so it holds the write lock before it reads what it
// will change; concurrent writers wait (busy timeout) and then see each
// other's committed state, which is what makes a re-applied or overlapping
// diff change nothing twice. The file is in WAL mode with synchronous=FULL.
// Callers print results only after the method returned (the commit point).
package store
