#!/usr/bin/env python3
"""Build the SituatedQA real-text corpora testdata/real/sqa-train and sqa-dev.

Run from the repository root:

    python3 testdata/real/situatedqa/build.py [--data ../shared/data]

Reads situatedqa/temp.train.jsonl and situatedqa/temp.dev.jsonl under --data,
refuses to build unless both match the sha256 recorded in the shared data
README, applies the drop rules below mechanically, fills the hand-written
templates of templates.tsv (beside this script) and rewrites, per split,
memories.jsonl, truth.jsonl, labels.jsonl and README.md byte-identically.

    --check        write nothing; exit 1 unless the committed files equal a fresh build.
    --list SPLIT   print the kept keys of SPLIT (question id, question,
                   dated answers) and the static / different-subject source
                   records, as a worksheet for writing templates; writes nothing.

Standard library only; no clock, no unseeded randomness: every "random"
choice is a sha256 of a fixed salt and the record's data.
"""

import argparse
import datetime as dt
import hashlib
import json
import os
import re
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REAL = os.path.dirname(HERE)

INPUTS = {
    "train": ("situatedqa/temp.train.jsonl",
              "821f74e37b2d5c674d0368e7548ae355a202a3cd4dd288a1c538a81ebfd1a337"),
    "dev": ("situatedqa/temp.dev.jsonl",
            "3e4cfc2f48fc0634e90f9287c3f07640ef64941e79256af2492ddda7375792b1"),
}
OUTDIR = {"train": "sqa-train", "dev": "sqa-dev"}
IDPREFIX = {"train": "st", "dev": "sd"}
MAX_KEYS = 200          # keys (questions) kept per split
LIVE_SHARE = 4          # 1 key in LIVE_SHARE is live-ingested (no observed_at)
STATIC_KEYS = 30        # static controls per split: the first eligible records by sha256 of id
MAX_WORDS = 6
MAX_CHARS = 40

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
LONG_DATE = re.compile(r"^(%s) (\d{1,2}), (\d{4})$" % "|".join(MONTHS))
YEAR = re.compile(r"^\d{4}$")
BAD_CHARS = set(";()/&?!|[]{}\"")


class BuildError(Exception):
    pass


def h(*parts):
    """Deterministic hash of the parts, as an integer."""
    s = "\x1f".join(str(p) for p in parts)
    return int(hashlib.sha256(s.encode("utf-8")).hexdigest(), 16)


def sha256_file(path):
    d = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 16), b""):
            d.update(block)
    return d.hexdigest()


def parse_date(s, where):
    """A SituatedQA date string -> (order date, interval lo, interval hi).

    Year only -> YYYY-01-01 (interval: the whole year); "Month D, YYYY" ->
    that day (interval: the day)."""
    s = s.strip()
    if YEAR.match(s):
        y = int(s)
        return dt.date(y, 1, 1), dt.date(y, 1, 1), dt.date(y, 12, 31)
    m = LONG_DATE.match(s)
    if m:
        d = dt.date(int(m.group(3)), MONTHS.index(m.group(1)) + 1, int(m.group(2)))
        return d, d, d
    raise BuildError("%s: date: cannot parse %r" % (where, s))


def norm(a):
    """Answer identity: case, spacing, trailing dots and a leading "the" ignored."""
    a = " ".join(a.split()).lower().rstrip(".")
    if a.startswith("the "):
        a = a[4:]
    return ORDINAL.sub(r"\1", a)


ORDINAL = re.compile(r"\b(\d+)(?:st|nd|rd|th)\b")
ROMAN = re.compile(r"^[ivxlc]+$")


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def spelling_variants(a, b):
    """Two answers that differ only by a typo: no digits, both >= 6 characters, edit distance at most
    one per ten characters of the shorter (at least 1), no differing Roman-numeral word."""
    if any(c.isdigit() for c in a + b) or min(len(a), len(b)) < 6:
        return False
    if any(ROMAN.match(t) for t in set(a.split()) ^ set(b.split())):
        return False   # "World War I" / "World War II" are different answers
    return edit_distance(a, b) <= max(1, min(len(a), len(b)) // 10)


def answer_ok(a):
    """Rule 3: a short noun phrase, date or number."""
    if LONG_DATE.match(a):
        return True
    if len(a) > MAX_CHARS or len(a.split()) > MAX_WORDS or not a.strip():
        return False
    if any(c in BAD_CHARS for c in a) or "," in a:
        return False
    low = " %s " % a.lower()
    if " and " in low or " or " in low:
        return False
    return True


def load(path):
    recs = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                recs.append((n, json.loads(line)))
            except json.JSONDecodeError as e:
                raise BuildError("%s:%d: %s" % (path, n, e))
    return recs


def dated_answers(rec, where):
    """The record's (date, lo, hi, answer set, date_type) rows, from context_answer_pairs."""
    rows = []
    for i, p in enumerate(rec["context_answer_pairs"]):
        d, lo, hi = parse_date(p["date"], "%s: context_answer_pairs[%d]" % (where, i))
        answers = {}
        for a in p["answers"]:
            a = " ".join(a.split())
            answers.setdefault(norm(a), a)
        rows.append((d, lo, hi, answers, p["date_type"]))
    return rows


DROP_RULES = [
    ("not_dependent", "the question is not time-dependent (is_dependent false, no timelines)"),
    ("list", "more than one distinct answer at one date (a list, or annotators disagreeing)"),
    ("answer_form", "an answer is not a short noun phrase, date or number (more than %d words or %d "
     "characters, or it contains a comma outside a 'Month D, YYYY' date, one of %s, or the word "
     "'and'/'or')" % (MAX_WORDS, MAX_CHARS, "".join(sorted(BAD_CHARS)))),
    ("single_value", "fewer than two distinct answers"),
    ("spelling", "two of the answers differ only by a typo (no digits, both at least 6 characters, "
     "edit distance at most one per ten characters of the shorter answer (at least 1), no differing Roman "
     "numeral: e.g. 'Ney York City' / 'Ney York Cirty'), so the key is one value"),
    ("unorderable", "two distinct answers whose dates cannot be strictly ordered (their date intervals "
     "overlap: a year-only date covers the whole year)"),
    ("flip", "the answers, in date order, flip back: an answer reappears after another answer has "
     "been given at a strictly later date (crowd noise in the sampled 'as of' answers)"),
    ("duplicate", "the question asks for the same fact as a kept question (the template author's hand "
     "list `duplicates.tsv`, written while reading the questions, each row naming the kept question it "
     "repeats; the earlier question in the selection order is the one kept)"),
]


def classify(rec, where):
    """-> (drop rule or None, versions) where versions = [(date, canon, surface, date_type)]."""
    if not rec.get("is_dependent") or not rec.get("timelines"):
        return "not_dependent", None
    rows = dated_answers(rec, where)
    if any(len(r[3]) != 1 for r in rows):
        return "list", None
    if any(not answer_ok(s) for r in rows for s in r[3].values()):
        return "answer_form", None
    canon = {next(iter(r[3])) for r in rows}
    if len(canon) < 2:
        return "single_value", None
    cs = sorted(canon)
    if any(spelling_variants(a, b) for i, a in enumerate(cs) for b in cs[i + 1:]):
        return "spelling", None
    for i, a in enumerate(rows):
        for b in rows[i + 1:]:
            if next(iter(a[3])) != next(iter(b[3])) and a[1] <= b[2] and b[1] <= a[2]:
                return "unorderable", None
    # merge rows with the same date and answer; "start" wins the date_type
    merged = {}
    for d, lo, hi, ans, typ in rows:
        c, s = next(iter(ans.items()))
        k = (d, c)
        if k not in merged or typ == "start":
            merged[k] = (d, c, s, typ)
    versions = sorted(merged.values(), key=lambda v: (v[0], v[1]))
    seen, last = set(), None
    for v in versions:
        if v[1] != last:
            if v[1] in seen:
                return "flip", None
            seen.add(v[1])
            last = v[1]
    # the first surface form seen of each answer is used for all its versions
    first = {}
    for v in versions:
        first.setdefault(v[1], v[2])
    versions = [(d, c, first[c], t) for d, c, _, t in versions]
    return None, versions


def read_templates(path):
    """templates.tsv: split, qid, kind, text (tab separated; '#' comments)."""
    t = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) != 4:
                raise BuildError("%s:%d: want 4 tab-separated fields, got %d" % (path, n, len(parts)))
            split, qid, kind, text = parts
            if split not in INPUTS:
                raise BuildError("%s:%d: split: %r is not train or dev" % (path, n, split))
            if kind not in ("key", "static_a", "static_b", "different_subject", "format_variant"):
                raise BuildError("%s:%d: kind: unknown %r" % (path, n, kind))
            if kind != "format_variant" and text.count("{answer}") != 1:
                raise BuildError("%s:%d: text: want exactly one {answer} slot" % (path, n))
            k = (split, qid, kind)
            if k in t:
                raise BuildError("%s:%d: duplicate row for %s %s %s" % (path, n, split, qid, kind))
            t[k] = (text, n)
    return t


def fill(template, answer):
    s = template.replace("{answer}", answer)
    return s[0].upper() + s[1:]


def stamp(d, hours):
    t = dt.datetime(d.year, d.month, d.day) + dt.timedelta(hours=hours)
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def read_duplicates(path):
    """duplicates.tsv: split, qid dropped, qid of the kept question it repeats."""
    dups = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) != 3 or parts[0] not in INPUTS:
                raise BuildError("%s:%d: want split, qid, kept qid" % (path, n))
            if (parts[0], parts[1]) in dups:
                raise BuildError("%s:%d: duplicate row for %s" % (path, n, parts[1]))
            dups[(parts[0], parts[1])] = (parts[2], n)
    return dups


def build_split(split, data, templates):
    rel, want = INPUTS[split]
    path = os.path.join(data, rel)
    recs = load(path)
    dups = read_duplicates(os.path.join(HERE, "duplicates.tsv"))
    drops = {r: 0 for r, _ in DROP_RULES}
    passing, static_src, by_qid = [], [], {}
    for n, rec in recs:
        where = "%s:%d" % (path, n)
        qid = str(rec["id"])
        by_qid[qid] = (n, rec)
        rule, versions = classify(rec, where)
        if rule:
            drops[rule] += 1
            continue
        passing.append((h(qid), qid, rec, versions))
    passing.sort(key=lambda p: p[0])
    order = {p[1]: i for i, p in enumerate(passing)}
    kept = []
    for p in passing:
        if len(kept) == MAX_KEYS:
            break
        d = dups.get((split, p[1]))
        if d is None:
            kept.append(p)
            continue
        if d[0] not in order or order[d[0]] >= order[p[1]]:
            raise BuildError("duplicates.tsv:%d: %s must name a passing question earlier in the selection order"
                             % (d[1], d[0]))
        drops["duplicate"] += 1
    keptq = {p[1] for p in kept}
    for (sp, q), (k, n) in sorted(dups.items()):
        if sp == split and order.get(q, MAX_KEYS * 10) < order.get(kept[-1][1], 0) and k not in keptq:
            raise BuildError("duplicates.tsv:%d: %s names %s, which is not a kept key" % (n, q, k))
    return path, recs, drops, len(passing), kept, by_qid


def worksheet(split, data):
    global MAX_KEYS
    MAX_KEYS += 40
    path, recs, drops, npass, kept, by_qid = build_split(split, data, {})
    for _, qid, rec, versions in kept:
        print("%s\t%s\t%s" % (qid, rec["question"],
                              " | ".join("%s=%s%s" % (v[0], v[2], "" if v[3] == "start" else "*")
                                         for v in versions)))


def build(split, data, templates):
    path, recs, drops, npass, kept, by_qid = build_split(split, data, templates)
    mem = []   # dicts with natural fields before ids
    missing = []
    stats = {"keys": 0, "live_keys": 0}
    for _, qid, rec, versions in kept:
        tk = templates.get((split, qid, "key"))
        if tk is None:
            missing.append("%s %s key  # %s" % (split, qid, rec["question"]))
            continue
        stats["keys"] += 1
        live = h("live", split, qid) % LIVE_SHARE == 0
        stats["live_keys"] += live
        key = "q" + qid
        for i, (d, canon, surface, typ) in enumerate(versions):
            lag = 1 + h("lag", split, qid, i) % 72
            if live and i + 1 < len(versions):
                gap = (versions[i + 1][0] - d).days * 24
                lag = min(lag, gap - 1)
            mem.append({"key": key, "value": canon, "date": d, "lag": lag, "live": live,
                        "content": fill(tk[0], surface), "kind": "version", "nat": (qid, i)})
        fv = templates.get((split, qid, "format_variant"))
        if fv is not None:
            d = versions[-1][0] + dt.timedelta(days=30 + h("fv", split, qid) % 335)
            mem.append({"key": key, "value": versions[-1][1], "date": d,
                        "lag": 1 + h("lag", split, qid, "fv") % 72, "live": live,
                        "content": fill(tk[0], fv[0]), "kind": "format_variant", "nat": (qid, "fv")})
    keptq = {q for _, q, _, _ in kept}
    for (sp, qid, kind), (text, line) in sorted(templates.items()):
        if sp != split:
            continue
        if kind == "key" and qid not in keptq:
            raise BuildError("templates.tsv:%d: %s %s is not a kept key" % (line, split, qid))
        if kind == "format_variant" and (sp, qid, "key") not in templates:
            raise BuildError("templates.tsv:%d: format_variant for %s without a key template" % (line, qid))
        if kind in ("static_a", "different_subject"):
            if qid not in by_qid:
                raise BuildError("templates.tsv:%d: %s: no record %s" % (line, split, qid))
            if qid in keptq:
                raise BuildError("templates.tsv:%d: %s %s is a kept key" % (line, kind, qid))
            n, rec = by_qid[qid]
            rows = dated_answers(rec, "%s:%d" % (path, n))
            rows.sort(key=lambda r: r[0])
            d, _, _, ans, _ = rows[-1]
            if len(ans) != 1:
                raise BuildError("templates.tsv:%d: %s %s: latest date has %d answers" % (line, kind, qid, len(ans)))
            canon, surface = next(iter(ans.items()))
            key = "x" + qid
            live = h("live", split, qid) % LIVE_SHARE == 0
            if kind == "different_subject":
                mem.append({"key": key, "value": canon, "date": d, "lag": 1 + h("lag", split, qid) % 72,
                            "live": live, "content": fill(text, surface), "kind": kind, "nat": (qid, 0)})
            else:
                tb = templates.get((split, qid, "static_b"))
                if tb is None:
                    raise BuildError("templates.tsv:%d: static_a %s without static_b" % (line, qid))
                d2 = d + dt.timedelta(days=30 + h("st", split, qid) % 700)
                for j, (tx, dd) in enumerate(((text, d), (tb[0], d2))):
                    mem.append({"key": key, "value": canon, "date": dd,
                                "lag": 1 + h("lag", split, qid, j) % 72, "live": live,
                                "content": fill(tx, surface), "kind": "static", "nat": (qid, j)})
        if kind == "static_b" and (sp, qid, "static_a") not in templates:
            raise BuildError("templates.tsv:%d: static_b %s without static_a" % (line, qid))
    # static controls: exactly the first STATIC_KEYS records (sha256 order of the id) that are not
    # time-dependent and whose latest dated row has one answer of the short form
    eligible = []
    for n, rec in recs:
        if rec.get("is_dependent") or rec.get("timelines"):
            continue
        rows = dated_answers(rec, "%s:%d" % (path, n))
        if not rows:
            continue
        rows.sort(key=lambda r: r[0])
        ans = rows[-1][3]
        if len(ans) == 1 and answer_ok(next(iter(ans.values()))):
            eligible.append((h(str(rec["id"])), str(rec["id"]), rec["question"]))
    eligible.sort()
    want_static = [e[1] for e in eligible[:STATIC_KEYS]]
    have_static = sorted(q for (sp, q, k) in templates if sp == split and k == "static_a")
    for q in want_static:
        if (split, q, "static_a") not in templates:
            missing.append("%s %s static_a+static_b  # %s" % (split, q, by_qid[q][1]["question"]))
    extra = sorted(set(have_static) - set(want_static))
    if extra:
        raise BuildError("templates.tsv: %s static rows for records outside the first %d eligible: %s"
                         % (split, STATIC_KEYS, ", ".join(extra)))
    if missing:
        raise BuildError("templates.tsv: %d rows of %s are missing:\n  %s"
                         % (len(missing), split, "\n  ".join(missing)))

    # order times; live memories carry no observed_at
    for m in mem:
        m["created"] = stamp(m["date"], m["lag"])
        m["observed"] = None if m["live"] else stamp(m["date"], 0)
        m["order"] = m["observed"] or m["created"]
    # ids in one seeded order, file lines in another
    for i, m in enumerate(sorted(mem, key=lambda m: h("id", split, m["nat"])), 1):
        m["id"] = "%s%04d" % (IDPREFIX[split], i)
    # Backfill: memories with observed_at were imported in one session, in a
    # seeded shuffled order, so their created_at is the import time and says
    # nothing about true order (a timeline loaded into a store after the fact).
    stamped = sorted((m for m in mem if m["observed"]), key=lambda m: h("import", split, m["id"]))
    for n, m in enumerate(stamped):
        m["created"] = "2026-11-20T%02d:%02d:%02dZ" % (9 + n // 3600, (n // 60) % 60, n % 60)
    owner = {}
    for m in mem:
        k = owner.setdefault(m["content"], m["key"])
        if k != m["key"]:
            raise BuildError("%s: keys %s and %s share the content %r" % (split, k, m["key"], m["content"]))

    # truth: transitive reduction within a key; labels
    truth, labels = [], []
    bykey = {}
    for m in mem:
        bykey.setdefault(m["key"], []).append(m)
    for key in sorted(bykey):
        ms = sorted(bykey[key], key=lambda m: m["order"])
        for a in ms:
            newer = [b for b in ms if b["order"] > a["order"] and b["value"] != a["value"]]
            if newer:
                b = min(newer, key=lambda b: b["order"])
                if a["kind"] != "version" or b["kind"] != "version":
                    raise BuildError("%s: control memory %s would be in truth" % (split, a["id"]))
                truth.append({"expired_id": a["id"], "replacement_id": b["id"], "reason": "value"})
        paired = {t["expired_id"] for t in truth} | {t["replacement_id"] for t in truth}
        prev = None
        for a in ms:
            if a["kind"] != "version":
                labels.append({"id": a["id"], "class": a["kind"]})
            elif prev is not None and prev["value"] == a["value"] and a["id"] not in paired:
                labels.append({"id": a["id"], "class": "confirmation"})
            prev = a
    for a in mem:
        same = [b for b in bykey[a["key"]] if b is not a and b["order"] == a["order"]]
        if same:
            raise BuildError("%s: equal order times in key %s" % (split, a["key"]))
    truth.sort(key=lambda t: (t["expired_id"], t["replacement_id"]))
    labels.sort(key=lambda l: l["id"])
    out = []
    for m in sorted(mem, key=lambda m: h("line", split, m["nat"])):
        o = {"id": m["id"], "content": m["content"], "created_at": m["created"]}
        if m["observed"]:
            o["observed_at"] = m["observed"]
        out.append(o)

    counts = {
        "memories": len(mem), "keys": stats["keys"], "live_keys": stats["live_keys"],
        "live_memories": sum(1 for m in mem if m["live"]),
        "pairs": len(truth), "passing": npass, "records": len(recs),
        "classes": {c: sum(1 for l in labels if l["class"] == c)
                    for c in ("confirmation", "different_subject", "static", "format_variant")},
        "chains": {},
    }
    counts["controls"] = sum(counts["classes"][k] for k in ("different_subject", "static", "format_variant"))
    for key, ms in bykey.items():
        if key.startswith("q"):
            n = len({m["value"] for m in ms})
            counts["chains"][n] = counts["chains"].get(n, 0) + 1
    return out, truth, labels, drops, counts


def jsonl(rows):
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n" for r in rows).encode("utf-8")


def write_atomic(path, data):
    d = os.path.dirname(path)
    os.makedirs(d, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=d, prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def readme(split, counts, drops, sums):
    src_file = INPUTS[split][0].split("/")[1]
    title = "sqa-train: SituatedQA train, development corpus" if split == "train" else \
        "sqa-dev: SituatedQA dev, registered gate corpus R1"
    c = counts
    L = ["# " + title, ""]
    if split == "dev":
        L += ["**Registered gate corpus (R1).** It is frozen by the sha256 of its files in a pre-registration "
              "and is scored only as a whole, never studied miss by miss: do not read its misses, do not tune "
              "the extractor or detector on it, do not edit it. Development work uses `../sqa-train`.", ""]
    else:
        L += ["Development corpus: its misses may be studied. The registered gate built the same way from the "
              "dev split is `../sqa-dev`.", ""]
    L += [
        "Real dated answers from SituatedQA, each restated as one declarative memory sentence.", "",
        "## Source, licence, attribution", "",
        "- SituatedQA (Michael J.Q. Zhang and Eunsol Choi, *SituatedQA: Incorporating Extra-Linguistic "
        "Contexts into QA*, EMNLP 2021), repository `mikejqzhang/SituatedQA`, file `data/raw_data/%s` at "
        "commit `1ef85451`, sha256 `%s` (checked by the build)." % (src_file, INPUTS[split][1]),
        "- The repository has no licence file; its questions come from Natural Questions (Kwiatkowski et "
        "al., 2019), CC BY-SA 3.0. The memory sentences are ours, written from the questions and answers; "
        "the answers and dates are the dataset's.",
        "- Only the train and dev files are used. The SituatedQA test split was never fetched or read.", "",
        "## Build", "",
        "From the repository root, with the shared data beside it:", "",
        "    python3 testdata/real/situatedqa/build.py            # --data ../shared/data by default",
        "    python3 testdata/real/situatedqa/build.py --check    # exit 1 unless the files equal a fresh build",
        "",
        "The script (standard library only) checks both input sha256s and refuses to build on mismatch, "
        "and rewrites both corpora byte-identically on every run. Sentences come from the hand-written "
        "templates in `../situatedqa/templates.tsv`, one per question.", "",
        "## How a question becomes memories", "",
        "- A key is one question (`id` of the record). Its dated answers are its `context_answer_pairs`: "
        "pairs of `date_type` `start` are the date the answer started holding (they repeat the "
        "`timelines` starts); pairs of type `sampled_year` / `sampled_date` are answers valid *as of* the "
        "date. Both become memories whose `observed_at` is that date (start date, or the as-of date). "
        "Year-only dates are `YYYY-01-01`; `Month D, YYYY` dates keep month and day. Rows with the same "
        "date and answer are merged.",
        "- Each memory is the key's one template with the answer filled in (the first spelling of an "
        "answer is used for all its versions). Every key keeps one phrasing for all its versions.",
        "- For 1 key in %d (chosen by sha256 of the question id) `observed_at` is omitted and `created_at` = "
        "the date + a deterministic lag of 1–72 hours, so `created_at` is the order time (live ingested); in "
        "those keys the lag is shortened when needed so that `created_at` keeps the date order. Every memory "
        "with `observed_at` is **backfilled**: its `created_at` is a time in one import session on 2026-11-20 "
        "(seeded shuffled order), so `created_at` says nothing about its true order." % LIVE_SHARE,
        "- Ids (`%s0001`…) are assigned in an order shuffled by sha256, and the file order is shuffled by "
        "another sha256: neither says anything about time or key." % IDPREFIX[split],
        "", "## Drop rules", "",
        "Applied mechanically to every record of `%s`, in this order (a record counts under the first rule "
        "it fails). No extractor or detector output was looked at." % src_file, "",
        "| rule | meaning | records dropped |", "|---|---|---|",
    ]
    for r, text in DROP_RULES:
        L.append("| `%s` | %s | %d |" % (r, text, drops[r]))
    L += ["",
          "Of %d records, %d pass every rule but `duplicate`; the %d kept keys are the first passing records "
          "ordered by sha256 of the decimal question id (a rule blind to text quality), skipping the "
          "hand-listed duplicates (the `duplicate` count is of those met before the %d-th key). %d keys per "
          "split: the brief allowed 300, or 200 if writing the templates took too long; 200 were written."
          % (c["records"], c["passing"], c["keys"], MAX_KEYS, MAX_KEYS), "",
          "## Truth and labels", "",
          "- `truth.jsonl`: within a key, versions are ordered by order time (`observed_at`, else "
          "`created_at`); each memory is expired by the earliest strictly newer memory whose answer differs "
          "(the transitive reduction), reason `value`. A restatement of an earlier answer before the change "
          "is itself expired by the change. Equal order times never pair (the build refuses them).",
          "- `labels.jsonl` labels every memory that must never be in a candidate:",
          "  - `confirmation`: a later restatement of the answer already in force that no later answer "
          "expires (restatements that a later answer does expire are in truth, not labelled);",
          "  - `different_subject`: the sentence frame of a kept question about another subject, from "
          "another (not kept) record of the same split whose question shares that frame, chosen by the "
          "author from word overlap of the questions (never the same fact asked another way); its latest "
          "dated answer, observed at that date; a key of its own;",
          "  - `static`: the first %d records (sha256 order of the id) that are not time-dependent and have "
          "one short answer, each stated twice with synonymous wording (the second 30–729 days after the "
          "record's date; the build refuses any other selection); a key of its own;" % STATIC_KEYS,
          "  - `format_variant`: the key's last answer restated 30–364 days after its last version in "
          "another format (a number in words, a date in the other day/month order, a season with a slash, "
          "an abbreviation or the full name), with the key's own template; written by hand for the keys "
          "whose last answer has such a second common format.",
          "- Extra control memories (`different_subject` + `static` + `format_variant`): %d of %d "
          "(%.1f%%)." % (c["controls"], c["memories"], 100.0 * c["controls"] / c["memories"]), "",
          "## Counts", "",
          "| | |", "|---|---|",
          "| memories | %d |" % c["memories"],
          "| keys (questions) | %d |" % c["keys"],
          "| keys with 2 / 3+ distinct answers | %d / %d |" % (
              c["chains"].get(2, 0), sum(v for k, v in c["chains"].items() if k >= 3)),
          "| true pairs | %d |" % c["pairs"],
          ]
    for cl in ("confirmation", "different_subject", "static", "format_variant"):
        L.append("| label `%s` | %d |" % (cl, c["classes"][cl]))
    L += ["| live-ingested keys | %d of %d |" % (c["live_keys"], c["keys"]),
          "| live-ingested memories (no `observed_at`) | %d of %d (%.1f%%) |" % (
              c["live_memories"], c["memories"], 100.0 * c["live_memories"] / c["memories"]),
          "", "sha256 of the built files:", "", "```"]
    L_limits = [
        "## Limits", "",
        "- SituatedQA gives at most two answers per question (the previous and the current one), so every "
        "key is a two-value chain; the longer chains here are restatements (confirmations before and after "
        "the change), not third values.",
        "- Answers and dates are the crowd's, kept as given (including doubtful answers and spellings); "
        "only the drop rules above remove noise. A year-only `start` date stands for 1 January of that year.",
        "- Near-duplicate questions (the same fact asked twice) were removed by the hand list "
        "`duplicates.tsv`; cross-key pairs between two kept keys that still describe one fact would be "
        "scored as false positives.",
        "- Different-subject controls come only where the split has a parallel question, so they are few.", ""]
    for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        L.append("%s  %s" % (sums[name], name))
    L += ["```", ""] + L_limits + [
          "## Blindness", "",
          "The templates were written by hand from the questions and answers, the way an encyclopedia or a "
          "careful note-taker states a dated fact, by an author who did not read the extractor (`svo/`), "
          "the fixture generator (`corpus/`), their docs or tests, or the held-out sets. No sentence was "
          "changed after seeing what l9 extracts from it.", ""]
    return "\n".join(L).encode("utf-8")


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default="../shared/data", help="folder holding situatedqa/ (default ../shared/data)")
    ap.add_argument("--list", choices=sorted(INPUTS), help="print the kept keys of a split and exit")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; exit 1 unless the committed files equal a fresh build")
    args = ap.parse_args(argv)
    try:
        for split, (rel, want) in sorted(INPUTS.items()):
            p = os.path.join(args.data, rel)
            if not os.path.isfile(p):
                raise BuildError("%s: missing (pass --data DIR holding situatedqa/)" % p)
            got = sha256_file(p)
            if got != want:
                raise BuildError("%s: sha256 %s, want %s: refusing to build" % (p, got, want))
        if args.list:
            worksheet(args.list, args.data)
            return 0
        templates = read_templates(os.path.join(HERE, "templates.tsv"))
        built, stale = {}, False
        for split in ("train", "dev"):
            built[split] = build(split, args.data, templates)
        for split, (mem, truth, labels, drops, counts) in built.items():
            d = os.path.join(REAL, OUTDIR[split])
            files = {"memories.jsonl": jsonl(mem), "truth.jsonl": jsonl(truth), "labels.jsonl": jsonl(labels)}
            sums = {k: hashlib.sha256(v).hexdigest() for k, v in files.items()}
            files["README.md"] = readme(split, counts, drops, sums)
            for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl", "README.md"):
                p = os.path.join(d, name)
                if args.check:
                    try:
                        with open(p, "rb") as f:
                            same = f.read() == files[name]
                    except FileNotFoundError:
                        same = False
                    if not same:
                        print("build.py: %s differs from a fresh build" % p, file=sys.stderr)
                        stale = True
                    continue
                write_atomic(p, files[name])
            print("%s: %d memories, %d keys, %d pairs, labels %s, drops %s" % (
                OUTDIR[split], counts["memories"], counts["keys"], counts["pairs"],
                json.dumps(counts["classes"]), json.dumps(drops)))
        if stale:
            return 1
    except BuildError as e:
        print("build.py: %s" % e, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
