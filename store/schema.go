package store

// migrations are applied in order; migrations[i] takes the schema from
// version i to i+1 (PRAGMA user_version). Never edit a released migration:
// append a new one.
var migrations = []string{
	// v1: memories, affirmed supersessions, settings, events, stored diffs,
	// and the Stage 2 key history.
	`
CREATE TABLE memories (
	seq             INTEGER PRIMARY KEY AUTOINCREMENT,
	id              TEXT NOT NULL UNIQUE,
	content         TEXT NOT NULL,
	created_at      TEXT NOT NULL,
	observed_at     TEXT,
	effective_at    TEXT,
	expires_at      TEXT,
	parent_id       TEXT NOT NULL DEFAULT '',
	is_facet        INTEGER NOT NULL DEFAULT 0,
	tier            TEXT NOT NULL DEFAULT '',
	energy          REAL NOT NULL DEFAULT 0,
	retrieval_count INTEGER NOT NULL DEFAULT 0,
	tags            TEXT
);
CREATE INDEX memories_parent ON memories(parent_id);
CREATE TRIGGER memories_never_deleted BEFORE DELETE ON memories
BEGIN SELECT RAISE(ABORT, 'memories are never deleted'); END;

CREATE TABLE events (
	seq         INTEGER PRIMARY KEY AUTOINCREMENT,
	at          TEXT NOT NULL,
	actor       TEXT NOT NULL,
	kind        TEXT NOT NULL,
	memory_id   TEXT NOT NULL DEFAULT '',
	other_id    TEXT NOT NULL DEFAULT '',
	detail      TEXT NOT NULL DEFAULT '{}',
	diff_sha256 TEXT NOT NULL DEFAULT ''
);
CREATE INDEX events_memory ON events(memory_id);
CREATE TRIGGER events_no_update BEFORE UPDATE ON events
BEGIN SELECT RAISE(ABORT, 'events is append-only'); END;
CREATE TRIGGER events_no_delete BEFORE DELETE ON events
BEGIN SELECT RAISE(ABORT, 'events is append-only'); END;

CREATE TABLE diffs (
	sha256  TEXT PRIMARY KEY,
	path    TEXT NOT NULL,
	content BLOB NOT NULL
);

CREATE TABLE supersessions (
	seq         INTEGER PRIMARY KEY AUTOINCREMENT,
	old_id      TEXT NOT NULL,
	new_id      TEXT NOT NULL,
	at          TEXT NOT NULL,
	source      TEXT NOT NULL,
	event_seq   INTEGER NOT NULL REFERENCES events(seq),
	retracted_by INTEGER REFERENCES events(seq)
);
CREATE INDEX supersessions_old ON supersessions(old_id);

CREATE TABLE settings (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
);

CREATE TABLE key_history (
	subject    TEXT NOT NULL,
	attribute  TEXT NOT NULL,
	scope      TEXT NOT NULL,
	multi      INTEGER NOT NULL,
	first_seen INTEGER NOT NULL REFERENCES events(seq),
	PRIMARY KEY (subject, attribute, scope)
);
CREATE TABLE key_values (
	subject   TEXT NOT NULL,
	attribute TEXT NOT NULL,
	scope     TEXT NOT NULL,
	value     TEXT NOT NULL,
	PRIMARY KEY (subject, attribute, scope, value)
);
`,
	// v2: namespaces. A memory's namespace (a user or agent id; '' is the
	// default namespace) and the Stage 2 key history per namespace: keys of
	// different namespaces never share cardinality history. Existing rows
	// are in the default namespace.
	`
ALTER TABLE memories ADD COLUMN namespace TEXT NOT NULL DEFAULT '';
CREATE INDEX memories_namespace ON memories(namespace);

CREATE TABLE key_history_v2 (
	namespace  TEXT NOT NULL DEFAULT '',
	subject    TEXT NOT NULL,
	attribute  TEXT NOT NULL,
	scope      TEXT NOT NULL,
	multi      INTEGER NOT NULL,
	first_seen INTEGER NOT NULL REFERENCES events(seq),
	PRIMARY KEY (namespace, subject, attribute, scope)
);
INSERT INTO key_history_v2 (namespace, subject, attribute, scope, multi, first_seen)
	SELECT '', subject, attribute, scope, multi, first_seen FROM key_history;
DROP TABLE key_history;
ALTER TABLE key_history_v2 RENAME TO key_history;

CREATE TABLE key_values_v2 (
	namespace TEXT NOT NULL DEFAULT '',
	subject   TEXT NOT NULL,
	attribute TEXT NOT NULL,
	scope     TEXT NOT NULL,
	value     TEXT NOT NULL,
	PRIMARY KEY (namespace, subject, attribute, scope, value)
);
INSERT INTO key_values_v2 (namespace, subject, attribute, scope, value)
	SELECT '', subject, attribute, scope, value FROM key_values;
DROP TABLE key_values;
ALTER TABLE key_values_v2 RENAME TO key_values;
`,
	// v3: slug aliases (store/alias.go): caller-supplied, append-only handles,
	// each naming one memory; resolved after an exact id, before a prefix.
	`
CREATE TABLE aliases (
	seq       INTEGER PRIMARY KEY AUTOINCREMENT,
	slug      TEXT NOT NULL UNIQUE,
	memory_id TEXT NOT NULL REFERENCES memories(id),
	event_seq INTEGER NOT NULL REFERENCES events(seq)
);
CREATE INDEX aliases_memory ON aliases(memory_id);
CREATE TRIGGER aliases_no_update BEFORE UPDATE ON aliases
BEGIN SELECT RAISE(ABORT, 'aliases are append-only'); END;
CREATE TRIGGER aliases_no_delete BEFORE DELETE ON aliases
BEGIN SELECT RAISE(ABORT, 'aliases are append-only'); END;
`,
	// v4: identity (issue 12). The SQLite application id marks the file as
	// an l9 store (every command but init refuses a file without it), and a
	// random store id, made once, names the store a pending diff was
	// proposed from.
	`
PRAGMA application_id = 1815700578;
INSERT INTO settings (key, value) VALUES ('store_id', lower(hex(randomblob(16)))) ON CONFLICT(key) DO NOTHING;
`,
	// v5: record-carried relative expiry (store/ttl.go): the effective expiry
	// is expires_at when set, else created_at + ttl_seconds. NULL = none.
	`
ALTER TABLE memories ADD COLUMN ttl_seconds INTEGER;
`,
	// v6: contests (store/contest.go): one-sided, stored contradicts edges
	// (the reverse is derived at read time) and attributed dismissals that
	// settle a pair; both append-only, the edge kept whatever the outcome.
	`
CREATE TABLE contests (
	seq       INTEGER PRIMARY KEY AUTOINCREMENT,
	from_id   TEXT NOT NULL REFERENCES memories(id),
	to_id     TEXT NOT NULL REFERENCES memories(id),
	source    TEXT NOT NULL,
	note      TEXT NOT NULL DEFAULT '',
	event_seq INTEGER NOT NULL REFERENCES events(seq)
);
CREATE INDEX contests_from ON contests(from_id);
CREATE INDEX contests_to ON contests(to_id);
CREATE TRIGGER contests_no_update BEFORE UPDATE ON contests
BEGIN SELECT RAISE(ABORT, 'contests are append-only'); END;
CREATE TRIGGER contests_no_delete BEFORE DELETE ON contests
BEGIN SELECT RAISE(ABORT, 'contests are append-only'); END;
CREATE TABLE dismissals (
	seq       INTEGER PRIMARY KEY AUTOINCREMENT,
	a_id      TEXT NOT NULL REFERENCES memories(id),
	b_id      TEXT NOT NULL REFERENCES memories(id),
	note      TEXT NOT NULL DEFAULT '',
	event_seq INTEGER NOT NULL REFERENCES events(seq)
);
CREATE INDEX dismissals_pair ON dismissals(a_id, b_id);
CREATE TRIGGER dismissals_no_update BEFORE UPDATE ON dismissals
BEGIN SELECT RAISE(ABORT, 'dismissals are append-only'); END;
CREATE TRIGGER dismissals_no_delete BEFORE DELETE ON dismissals
BEGIN SELECT RAISE(ABORT, 'dismissals are append-only'); END;
`,
	// v7: authority tiers (store/authority.go): a closed, ranked registry
	// looked up at read time (a rank is never copied onto a memory), and the
	// tier a memory claims under.
	`
CREATE TABLE authorities (
	name        TEXT PRIMARY KEY,
	rank        INTEGER NOT NULL,
	description TEXT NOT NULL DEFAULT ''
);
ALTER TABLE memories ADD COLUMN authority TEXT NOT NULL DEFAULT '';
CREATE INDEX memories_authority ON memories(authority);
`,
	// v8: facet-precise supersession (store/facets.go, issue 12). An edge
	// names the unit it supersedes ('' = the whole memory old_id; else a
	// facet: an svo facet id or a stored facet memory), every unit of the
	// memory when it was written (JSON; the memory is fully superseded only
	// when all are), why it exists (JSON: key, old → new value), and the
	// memories whose expires_at it wrote with their previous values (JSON;
	// what apply --undo restores).
	`
ALTER TABLE supersessions ADD COLUMN unit TEXT NOT NULL DEFAULT '';
ALTER TABLE supersessions ADD COLUMN units TEXT NOT NULL DEFAULT '';
ALTER TABLE supersessions ADD COLUMN why TEXT NOT NULL DEFAULT '';
ALTER TABLE supersessions ADD COLUMN stamped TEXT NOT NULL DEFAULT '';
`,
}

// SchemaVersion is the schema version this package writes.
var SchemaVersion = len(migrations)
