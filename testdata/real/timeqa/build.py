#!/usr/bin/env python3
"""Build the TimeQA real-text corpora testdata/real/tqa-dev and testdata/real/tqa-gate.

Deterministic, standard library only. Reads the TimeQA human-annotated train file (and
relations.json) from --data DIR (default: ../shared/data relative to the repository root),
refuses to run unless the file's sha256 equals the one listed in DIR/README.md, and rewrites
both corpora (memories.jsonl, truth.jsonl, labels.jsonl, README.md) byte for byte.

    python3 testdata/real/timeqa/build.py [--data DIR] [--out DIR] [--check]

--check builds into memory and exits 1 if any committed file differs (nothing is written).
The sentence templates are hand-written in templates.tsv, the text rules in rules.tsv
(both beside this script). See testdata/real/README.md for the rules in prose.
"""

import argparse
import hashlib
import html
import json
import os
import re
import sys
import tempfile
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
DATA_FILE = "timeqa/human_annotated_train.json"
REL_FILE = "timeqa/relations.json"
SOURCE_REPO = "wenhuchen/Time-Sensitive-QA"
SOURCE_COMMIT = "38b05989"
SOURCE_PATH = "dataset/human_annotated_train.json"
SEED = "l9-tqa-1"
CAP = 600  # at most this many memories per corpus (see cap rule)
NEG_SHARE = 0.18
MAX_ANSWER_WORDS = 8  # a longer answer is a clause copied from the page, not a name
FUNCTIONAL = [0]  # number of properties with a primary form (set in main)
MAX_GROUP = 4  # a multi_valued / membership / different_subject group keeps its first 4 memories  # negative memories aimed at, as a share of the main memories

# Properties whose answer is a person holding a role in the subject (role-type): the
# "different_subject" and person-name format variants apply to them.
PERSON_VALUED = {"P286", "P488", "P6", "P35", "P169", "P1037", "P1308", "P1075", "P4791",
                 "P371", "P98", "P175", "P466", "P26"}

MONTHS = {m: i + 1 for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}
MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December"]
_MON = r"(?:(?P<{p}m>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?"
_DAY = r"(?:(?P<{p}d>\d{{1,2}})\s+)?"


def _tp(p):
    return _DAY.format(p=p) + _MON.format(p=p) + r"(?P<{p}y>\d{{4}})\b".format(p=p)


SPAN_RE = re.compile(r"\b(?:from\s+|between\s+|during\s+(?:the\s+period\s+)?|in\s+)?" + _tp("a")
                     + r"\s+(?:to|until|and|-|–)\s+" + _tp("b"), re.I)
POINT_RE = re.compile(r"\b(?:in|during|since|as of)\s+" + _tp("a"), re.I)


def fail(msg):
    print("build.py: " + msg, file=sys.stderr)
    sys.exit(2)


def h(*parts):
    """A deterministic 64-bit integer from the parts."""
    s = "\x1f".join(str(p) for p in (SEED,) + parts)
    return int(hashlib.sha256(s.encode("utf-8")).hexdigest()[:16], 16)


# ---------------------------------------------------------------- inputs

def expected_sha(data_dir):
    readme = os.path.join(data_dir, "README.md")
    try:
        with open(readme, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                m = re.match(r"^([0-9a-f]{64})\s+" + re.escape(DATA_FILE) + r"\s*$", line.strip())
                if m:
                    return m.group(1)
    except OSError as e:
        fail("%s: %s" % (readme, e))
    fail("%s: no sha256 line for %s" % (readme, DATA_FILE))


def load_tsv(name):
    rows = []
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            cols = line.split("\t")
            rows.append((path, n, cols))
    return rows


def load_templates():
    t = {}
    for path, n, cols in load_tsv("templates.tsv"):
        if len(cols) != 3 or cols[1] not in ("primary", "reword", "elab", "multi", "member", "person"):
            fail("%s:%d: want property<TAB>form<TAB>template" % (path, n))
        prop, form, tmpl = cols
        if "{s}" not in tmpl or "{o}" not in tmpl:
            fail("%s:%d: template: needs {s} and {o}" % (path, n))
        t.setdefault(prop, {}).setdefault(form, []).append(tmpl)
    for prop, forms in t.items():
        if "primary" in forms:
            if len(forms["primary"]) != 1 or not (2 <= len(forms.get("reword", [])) <= 3) \
                    or len(forms.get("elab", [])) != 1:
                fail("templates.tsv: %s: a functional property needs 1 primary, 2-3 reword, 1 elab" % prop)
    return t


def load_rules():
    articles, variants = [], []
    for path, n, cols in load_tsv("rules.tsv"):
        if cols[0] == "article" and len(cols) == 2:
            articles.append(cols[1])
        elif cols[0] == "variant" and len(cols) == 3:
            variants.append((cols[1], cols[2]))
        else:
            fail("%s:%d: want article<TAB>WORD or variant<TAB>FROM<TAB>TO" % (path, n))
    return articles, variants


# ---------------------------------------------------------------- text

def detok(s):
    """Undo the dataset's tokenisation: 'Newton D . Baker' -> 'Newton D. Baker'."""
    s = html.unescape(s).strip()
    s = re.sub(r"\s+", " ", s)
    s = re.sub(r" ([.,;:!?)\]])", r"\1", s)
    s = re.sub(r"([(\[]) ", r"\1", s)
    s = re.sub(r" ' s\b", "'s", s)
    s = re.sub(r" 's\b", "'s", s)
    s = re.sub(r"\s*[,;:]+$", "", s)
    s = re.sub(r"\.{2,}$", ".", s)
    return s.strip()


def title_of(link):
    t = urllib.parse.unquote(link.rsplit("/", 1)[-1])
    t = html.unescape(t).replace("_", " ").strip()
    m = re.match(r"^(.*?) \(([^()]*)\)$", t)
    # a descriptive qualifier goes ("Fergie (singer)", "Wheel of Fortune (American game show)");
    # a name or year stays ("Air Staff (Sweden)", "German submarine U-38 (1938)")
    if m and not all(w[:1].isupper() or w[:1].isdigit() for w in m.group(2).split()):
        t = m.group(1)
    return t


def norm_key(s):
    return re.sub(r"[^0-9a-z]+", " ", s.lower()).strip()


class Text:
    def __init__(self, articles, variants):
        self.articles = articles
        self.variants = variants

    def obj(self, o):
        if re.match(r"(?i)the\b", o) or o[:1].islower():
            return o
        for w in self.articles:
            if re.search(r"(?<![\w])" + re.escape(w) + r"(?![\w])", o):
                return "the " + o
        return o

    def variant(self, prop, o):
        for a, b in self.variants:
            m = re.search(r"(?<![\w.])" + re.escape(a) + r"(?![\w])", o)
            if m:
                v = o[:m.start()] + ("" if b == "<none>" else b) + o[m.end():]
                v = re.sub(r"\s+", " ", v).strip()
                if norm_key(v) != norm_key(o):
                    return v
        toks = o.split(" ")
        if prop in PERSON_VALUED:
            # a person's name without its middle initials, else with the first name as an initial
            v = " ".join(t for i, t in enumerate(toks)
                         if not (0 < i < len(toks) - 1 and re.match(r"^[A-Z]\.$", t)))
            if norm_key(v) == norm_key(o) and 2 <= len(toks) <= 3 and \
                    all(re.match(r"^[A-Z][a-z]+$", t) for t in toks):
                v = toks[0][0] + ". " + " ".join(toks[1:])
            if norm_key(v) != norm_key(o):
                return v
            return None
        # an institution's name as the acronym of its capitalised words
        words = [t for t in re.sub(r"^the ", "", o, flags=re.I).split(" ") if t not in ("of", "and", "for", "the")]
        if len(words) >= 3 and all(re.match(r"^[A-Z][a-z]+$", t) for t in words):
            return "".join(t[0] for t in words)
        return None

    @staticmethod
    def fill(tmpl, s, o, y=""):
        out = tmpl.replace("{s}", s).replace("{o}", o).replace("{y}", str(y))
        out = re.sub(r"\s+", " ", out).strip()
        out = re.sub(r"\.\.$", ".", out)
        return out[:1].upper() + out[1:]


# ---------------------------------------------------------------- time

class When:
    """A start or end point at year or month precision: lo/hi as (year, month)."""

    def __init__(self, y, m):
        self.y, self.m = y, m
        self.lo = (y, m or 1)
        self.hi = (y, m or 12)

    def iso(self):
        return "%04d-%02d-01T00:00:00Z" % self.lo

    def text(self):
        return ("%s %d" % (MONTH_NAMES[self.m - 1], self.y)) if self.m else str(self.y)


def _when(m, p):
    mon = m.group(p + "m")
    return When(int(m.group(p + "y")), MONTHS[mon.lower()[:3]] if mon else None)


def parse_time(q):
    """The question's time span: (start When, end When or None), or None if unparseable."""
    spans = list(SPAN_RE.finditer(q))
    if spans:
        m = spans[-1]
        a, b = _when(m, "a"), _when(m, "b")
        if b.hi < a.lo:
            return None
        return a, b
    points = list(POINT_RE.finditer(q))
    if len(points) == 1:
        return _when(points[0], "a"), None
    return None


def add_months(lo, k):
    y, m = lo
    m += k
    y += (m - 1) // 12
    m = (m - 1) % 12 + 1
    return (y, m)


# ---------------------------------------------------------------- build

BIRTH_RE = re.compile(
    r"^[^()]{0,200}?\((?:[^()]*?;\s*)?(?:born\s+)?(?:(?P<d1>\d{1,2}) (?P<m1>[A-Z][a-z]+) (?P<y1>\d{4})"
    r"|(?P<m2>[A-Z][a-z]+) (?P<d2>\d{1,2}) , (?P<y2>\d{4}))")


def birth_date(rec):
    """The subject's date of birth from the page's opening sentence, or None."""
    if len(rec["paras"]) < 2:
        return None
    m = BIRTH_RE.match(rec["paras"][1])
    if not m:
        return None
    d, mo, y = (m.group("d1"), m.group("m1"), m.group("y1")) if m.group("y1") else \
        (m.group("d2"), m.group("m2"), m.group("y2"))
    if mo not in MONTH_NAMES:
        return None
    return "%d %s %s" % (int(d), mo, y)


class Stats:
    def __init__(self):
        self.c = {}

    def add(self, k, n=1):
        self.c[k] = self.c.get(k, 0) + n


def spans_of(rec, st):
    """(start, end, answers) per question, after the unparseable/empty rules."""
    out = []
    for qi, (q, ans) in enumerate(rec["questions"]):
        st.add("questions")
        t = parse_time(q)
        if t is None:
            st.add("drop_unparseable_time")
            continue
        names = []
        seen = set()
        for a in ans:
            v = detok(a.get("answer", ""))
            if v and norm_key(v) and norm_key(v) not in seen:
                seen.add(norm_key(v))
                names.append(v)
        if not names:
            st.add("drop_no_answer")
            continue
        if any(len(v.split()) > MAX_ANSWER_WORDS or re.search(r"[a-z]{2}\. [A-Z]", v) for v in names):
            st.add("drop_long_answer")
            continue
        out.append((t[0], t[1], names, qi))
    return out


def orderable(a, b):
    return a.hi < b.lo or b.hi < a.lo


def chain_of(spans, st):
    """The key's (start, answer) sequence after the list/overlap/order rules, or []."""
    single = []
    for s in spans:
        if len(s[2]) > 1:
            st.add("drop_list_span")
        else:
            single.append((s[0], s[1], s[2][0], s[3]))
    # same answer stated twice for one start (or starts that cannot be told apart): keep the first
    uniq = []
    for s in sorted(single, key=lambda s: (s[0].lo, s[0].hi, s[3])):
        if any(norm_key(u[2]) == norm_key(s[2]) and not orderable(u[0], s[0]) for u in uniq):
            st.add("merge_duplicate_statement")
            continue
        uniq.append(s)
    bad = set()
    for i, a in enumerate(uniq):
        for j, b in enumerate(uniq):
            if j <= i or norm_key(a[2]) == norm_key(b[2]):
                continue
            if not orderable(a[0], b[0]):
                bad.add(("order", i)); bad.add(("order", j))
                continue
            first, second = (a, b) if a[0].hi < b[0].lo else (b, a)
            fend = first[1] or first[0]
            if second[0].hi < fend.lo:
                bad.add(("overlap", i)); bad.add(("overlap", j))
    dropped = set()
    for kind in ("order", "overlap"):
        for (k, i) in sorted(bad):
            if k == kind and i not in dropped:
                dropped.add(i)
                st.add("drop_unorderable_start" if kind == "order" else "drop_overlap")
    kept = [s for i, s in enumerate(uniq) if i not in dropped]
    if len({norm_key(s[2]) for s in kept}) < 2:
        if kept:
            st.add("drop_key_fewer_than_two_answers")
            st.add("drop_spans_in_such_keys", len(kept))
        return []
    return kept


def build_corpus(name, recs, T, text, st):
    """Memories (dicts with private fields), truth pairs and labels for one corpus."""
    keys = {}  # (link, prop) -> list of records
    for r in recs:
        keys.setdefault((r["link"], r["type"]), []).append(r)
    st.add("pages", len({r["link"] for r in recs}))
    st.add("records", len(recs))
    chains, multis, members = [], [], []
    for (link, prop) in sorted(keys):
        subj = text.obj(title_of(link))
        spans = []
        for r in keys[(link, prop)]:
            spans.extend(spans_of(r, st))
        forms = T.get(prop)
        if forms is None:
            st.add("drop_property_without_templates")
            st.add("drop_spans_property_without_templates", len(spans))
            continue
        if "primary" not in forms:  # set-valued or pointwise property: negatives only
            st.add("set_valued_property_key")
            for s in spans:
                for v in s[2]:
                    (multis if "multi" in forms else members).append((link, prop, subj, s[0], v))
            continue
        ch = chain_of(spans, st)
        # list spans of a functional property feed the multi_valued / different_subject classes
        for s in spans:
            if len(s[2]) > 1:
                for v in s[2]:
                    multis.append((link, prop, subj, s[0], v))
        if ch:
            chains.append((link, prop, subj, ch))
    return chains, multis, members


def make_memories(name, chains, multis, members, recs_by_link, T, text, st):
    mems = []  # dict: key, content, obs (tuple), observed (bool), kind, label, ans
    keys_out = []

    def mem(key, content, lo, hours_tag, observed, label=None, ans=None):
        hours = 1 + h("created", key, content, hours_tag) % 72
        mems.append({"key": key, "content": content, "lo": lo, "hours": hours,
                     "observed": observed, "label": label, "ans": ans})

    reworded = 0
    main = 0
    for (link, prop, subj, ch) in chains:
        key = link + "#" + prop
        forms = T[prop]
        observed = h("observed", key) % 4 != 0  # ~25% of keys carry no observed_at
        n = len(ch)
        k = round(n / 3)
        order = sorted(range(n), key=lambda i: h("reword", key, i))
        rew = set(order[:k])
        for i, (start, end, ans, qi) in enumerate(ch):
            o = text.obj(ans)
            if i in rew:
                tmpl = forms["reword"][h("which", key, i) % len(forms["reword"])]
                reworded += 1
            else:
                tmpl = forms["primary"][0]
            mem(key, text.fill(tmpl, subj, o, start.y), start.lo, i, observed, ans=ans)
            main += 1
        keys_out.append((key, observed))
    st.add("main_memories", main)
    st.add("reworded_memories", reworded)
    st.add("keys", len(chains))

    # ---- negatives
    want = round(NEG_SHARE * main)
    cand = []  # (priority, class, builder)
    for (link, prop, subj, ch) in chains:
        key = link + "#" + prop
        observed = dict(keys_out)[key]
        start, end, ans, qi = ch[-1]
        later = add_months(start.lo, 3 if start.m else 6)
        o = text.obj(ans)
        forms = T[prop]
        var = text.variant(prop, ans)
        if var:
            cls = "format_variant"
        else:
            cls = ("confirmation", "elaboration")[h("negclass", key) % 2]
        if cls == "confirmation":
            tmpl = forms["primary"][0] if h("conf", key) % 2 else forms["reword"][h("conf", key) % len(forms["reword"])]
            c = text.fill(tmpl, subj, o, start.y)
        elif cls == "elaboration":
            c = text.fill(forms["elab"][0], subj, o, start.y)
        else:
            c = text.fill(forms["primary"][0], subj, text.obj(var), start.y)
        cand.append((h("pick", key, cls), cls, [(key, c, later, observed)]))
        # membership: the chairs of an organisation are among its members
        if "member" in forms:
            group = []
            for i, (s2, e2, a2, q2) in enumerate(ch):
                group.append((key + "#member", text.fill(forms["member"][0], subj, a2, s2.y),
                              s2.lo, observed))
            cand.append((h("pick", key, "membership"), "membership", group))
    # static: a date of birth restated with a synonymous construction
    for (link, prop, subj, ch) in chains:
        key = link + "#" + prop
        if prop in PERSON_VALUED:
            continue
        bd = None
        for r in recs_by_link[link]:
            bd = bd or birth_date(r)
        if not bd:
            continue
        observed = dict(keys_out)[key]
        a = add_months(ch[0][0].lo, 1)
        b = add_months(ch[-1][0].lo, 2)
        if not a < b:
            continue
        kb = link + "#birth"
        forms2 = ["{s} was born on {o}.", "The date of birth of {s} is {o}.", "{s}'s birthday is {o}."]
        i1 = h("static", kb) % 3
        i2 = (i1 + 1 + h("static2", kb) % 2) % 3
        cand.append((h("pick", kb, "static"), "static",
                     [(kb, Text.fill(forms2[i1], subj, bd), a, observed),
                      (kb, Text.fill(forms2[i2], subj, bd), b, observed)]))
    # multi_valued (set-valued properties and list spans) and different_subject (people as subjects)
    groups = {}
    for (link, prop, subj, start, v) in multis:
        groups.setdefault((link, prop), []).append((subj, start, v))
    for (link, prop) in sorted(groups):
        g = groups[(link, prop)]
        key = link + "#" + prop
        forms = T[prop]
        observed = h("observed", key) % 4 != 0
        seenv = set()
        items = []
        for (subj, start, v) in sorted(g, key=lambda x: (x[1].lo, x[2])):
            if norm_key(v) in seenv:
                continue
            seenv.add(norm_key(v))
            items.append((subj, start, v))
        if len(items) < 2:
            continue
        if prop in PERSON_VALUED and "person" in forms:
            grp = [(key + "#person#" + norm_key(v), text.fill(forms["person"][0], subj, v, s.y),
                    add_months(s.lo, j), observed) for j, (subj, s, v) in enumerate(items)]
            cand.append((h("pick", key, "different_subject"), "different_subject", grp))
        elif "multi" in forms:
            grp = [(key + "#multi", text.fill(forms["multi"][0], subj, text.obj(v), s.y),
                    add_months(s.lo, j), observed) for j, (subj, s, v) in enumerate(items)]
            cand.append((h("pick", key, "multi_valued"), "multi_valued", grp))
    mgroups = {}
    for (link, prop, subj, start, v) in members:
        mgroups.setdefault((link, prop), []).append((subj, start, v))
    for (link, prop) in sorted(mgroups):
        key = link + "#" + prop
        forms = T[prop]
        observed = h("observed", key) % 4 != 0
        items, seenv = [], set()
        for (subj, s, v) in sorted(mgroups[(link, prop)], key=lambda x: (x[1].lo, x[2])):
            if norm_key(v) not in seenv:
                seenv.add(norm_key(v))
                items.append((subj, s, v))
        if len(items) < 2:
            continue
        grp = [(key + "#member", text.fill(forms["member"][j % len(forms["member"])], subj, text.obj(v), s.y),
                add_months(s.lo, j), observed) for j, (subj, s, v) in enumerate(items)]
        cand.append((h("pick", key, "membership"), "membership", grp))

    # choose negatives: repeatedly take the next group (in its class's hash order) of the class
    # with the fewest memories taken so far (ties: class name), until the wanted number is
    # reached; a group is taken whole (at most MAX_GROUP memories).
    by_class = {}
    for pri, cls, grp in sorted(cand, key=lambda c: (c[1], c[0])):
        by_class.setdefault(cls, []).append(grp[:MAX_GROUP])
    taken = 0
    got = {c: 0 for c in by_class}
    idx = {c: 0 for c in by_class}
    while taken < want:
        open_ = [c for c in sorted(by_class) if idx[c] < len(by_class[c])]
        if not open_:
            break
        c = min(open_, key=lambda c: (got[c], c))
        for (k2, content, lo, observed) in by_class[c][idx[c]]:
            mem(k2, content, lo, "neg", observed, label=c)
            taken += 1
            got[c] += 1
        idx[c] += 1
    st.add("negative_candidates", sum(len(g) for _, _, g in cand))
    return mems


def finish(name, prefix, mems):
    """Ids, stamps, truth and file order."""
    # ids in a seeded shuffled order
    order = sorted(range(len(mems)), key=lambda i: h("id", name, mems[i]["key"], mems[i]["content"], mems[i]["lo"], i))
    for n, i in enumerate(order, 1):
        mems[i]["id"] = "%s%04d" % (prefix, n)
    for m in mems:
        obs = "%04d-%02d-01T00:00:00Z" % m["lo"]
        y, mo = m["lo"]
        hrs = m["hours"]
        m["created_at"] = "%04d-%02d-%02dT%02d:00:00Z" % (y, mo, 1 + hrs // 24, hrs % 24)
        m["observed_at"] = obs if m["observed"] else None
        m["order"] = (obs if m["observed"] else m["created_at"])
    # Backfill: memories with observed_at were imported into the store in one
    # session, in a seeded shuffled order, so their created_at is the import
    # time and says nothing about true order (as when a timeline is loaded
    # into a memory store after the fact). Live memories keep created_at =
    # the time they were written.
    backfilled = sorted((i for i, m in enumerate(mems) if m["observed"]), key=lambda i: h("import", name, mems[i]["id"]))
    for n, i in enumerate(backfilled):
        mems[i]["created_at"] = "2026-11-20T%02d:%02d:%02dZ" % (9 + n // 3600, (n // 60) % 60, n % 60)
    # truth: per key, main memories only, transitive reduction
    truth = []
    bykey = {}
    for m in mems:
        if m["label"] is None:
            bykey.setdefault(m["key"], []).append(m)
    for key in sorted(bykey):
        ms = sorted(bykey[key], key=lambda m: m["order"])
        for i, a in enumerate(ms):
            for b in ms[i + 1:]:
                if b["order"] > a["order"] and norm_key(b["ans"]) != norm_key(a["ans"]):
                    truth.append({"expired_id": a["id"], "replacement_id": b["id"], "reason": "value"})
                    break
    truth.sort(key=lambda t: (t["expired_id"], t["replacement_id"]))
    labels = sorted(({"id": m["id"], "class": m["label"]} for m in mems if m["label"]), key=lambda l: l["id"])
    fileorder = sorted(mems, key=lambda m: h("file", name, m["id"]))
    lines = []
    for m in fileorder:
        o = {"id": m["id"], "content": m["content"], "created_at": m["created_at"]}
        if m["observed_at"]:
            o["observed_at"] = m["observed_at"]
        lines.append(json.dumps(o, ensure_ascii=False))
    return lines, truth, labels


def dumps_lines(objs):
    return "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in objs)


def readme(name, gate, st, files, mems, truth, labels, keys, pages, rel, props, data_sha, rel_sha):
    c = st.c
    main = c.get("main_memories", 0)
    n = len(mems)
    live = sum(1 for m in mems if m["label"] is None) - len({t["expired_id"] for t in truth})
    cls = {}
    for l in labels:
        cls[l["class"]] = cls.get(l["class"], 0) + 1
    out = []
    w = out.append
    w("# %s: TimeQA %s corpus\n" % (name, "registered gate (R2)" if gate else "development"))
    if gate:
        w("**Registered gate R2.** This corpus is frozen by sha256 in a pre-registration and is scored only as a "
          "whole: never studied miss by miss, never used to tune the extractor or detector. Do not read its "
          "memories to debug a result; use `tqa-dev` for that.\n")
    else:
        w("Development corpus: its misses may be studied. Its sibling `tqa-gate` is a registered gate and must not be.\n")
    w("## Source and licence\n")
    w("Built from TimeQA (Wenhu Chen, Xinyi Wang, William Yang Wang, *A Dataset for Answering Time-Sensitive "
      "Questions*, NeurIPS 2021 Datasets and Benchmarks), repository `%s`, file `%s` at commit `%s` "
      "(sha256 `%s`; `relations.json` from the repository root, sha256 `%s`). TimeQA is released under the "
      "BSD-3-Clause licence (copyright the TimeQA authors); its questions and answers are derived from Wikipedia "
      "and Wikidata. Only the train file is used; no test split was read.\n"
      % (SOURCE_REPO, SOURCE_PATH, SOURCE_COMMIT, data_sha, rel_sha))
    w("The sentences are not TimeQA text: every memory was written from hand-made templates "
      "(`../timeqa/templates.tsv`) filled with the page title and the crowd answer. The templates were written "
      "without reading l9's extractor or its lexicons (`svo/`, `corpus/`, `doc/svo.md`, `doc/corpus.md`, "
      "detector test data), the way Wikipedia or a careful note-taker states career and office facts.\n")
    w("## Build\n")
    w("```sh\npython3 testdata/real/timeqa/build.py            # --data DIR (default ../shared/data), rewrites both corpora\n"
      "python3 testdata/real/timeqa/build.py --check    # exit 1 if a committed file differs\n```\n")
    w("The script refuses to run if the input's sha256 differs from the one in `../shared/data/README.md`.\n")
    w("## Split\n")
    w("By page, without looking at content: a record goes to `tqa-dev` when the first byte of "
      "sha256(record `link`, UTF-8) is even, to `tqa-gate` when odd. Both records of a page share a link, so no "
      "page (subject) is in both corpora.\n")
    w("## Files\n")
    for f, sha in files:
        w("- `%s` sha256 `%s`" % (f, sha))
    w("")
    w("## Counts\n")
    w("| what | count |\n|---|---|")
    rows = [
        ("pages (records) in this half", "%d (%d)" % (c.get("pages", 0), c.get("records", 0))),
        ("questions in this half", c.get("questions", 0)),
        ("keys (page, property) with a chain", keys),
        ("pages with a chain", pages),
        ("memories", n),
        ("main (chain) memories", main),
        ("reworded main memories", "%d (%.1f%%)" % (c.get("reworded_memories", 0), 100.0 * c.get("reworded_memories", 0) / max(main, 1))),
        ("keys without observed_at (order time = created_at)", c.get("unstamped_keys", 0)),
        ("true pairs (truth.jsonl)", len(truth)),
        ("labelled negatives (labels.jsonl)", len(labels)),
    ]
    for k in sorted(cls):
        rows.append(("  class `%s`" % k, cls[k]))
    rows.append(("live memories (not expired by a truth pair)", "%d (%.1f%%)" % (live, 100.0 * live / max(n, 1))))
    for a, b in rows:
        w("| %s | %s |" % (a, b))
    w("")
    w("Properties with chains: %s.\n" % ", ".join("%s %s (%d key%s)" % (p, rel.get(p, {}).get("meaning", "?"), k,
                                                                       "" if k == 1 else "s")
                                                    for p, k in props))
    w("## Drop rules and counts\n")
    w("Applied in this order, mechanically, per question and per key (page, property):\n")
    dr = [
        ("drop_property_without_templates", "keys whose property has no template (not functional over a period and not used for negatives)"),
        ("drop_spans_property_without_templates", "  questions in those keys"),
        ("set_valued_property_key", "keys of set-valued or pointwise properties (awards, designations, memberships, ...): used only as multi_valued / membership negatives"),
        ("drop_unparseable_time", "questions whose time expression does not parse (rule below)"),
        ("drop_no_answer", "questions without a non-empty answer"),
        ("drop_long_answer", "questions with an answer longer than %d words or containing a sentence break (a clause copied from the page, not a name)" % MAX_ANSWER_WORDS),
        ("drop_list_span", "questions of a functional property with several distinct answers (lists)"),
        ("merge_duplicate_statement", "the same answer stated again for a start that cannot be told apart (kept once)"),
        ("drop_unorderable_start", "answers whose start cannot be strictly ordered against a different answer's start (both dropped)"),
        ("drop_overlap", "spans with different answers that overlap (the later starts strictly before the earlier ends; both dropped)"),
        ("drop_key_fewer_than_two_answers", "keys left with fewer than two distinct answers"),
        ("drop_spans_in_such_keys", "  questions in those keys"),
        ("cap_dropped_keys", "keys dropped by the %d-memory cap" % CAP),
    ]
    w("| rule | count |\n|---|---|")
    for k, d in dr:
        w("| %s | %d |" % (d, c.get(k, 0)))
    w("")
    w("## How the memories are made\n")
    w("- **Key** = (page `link`, Wikidata property of the record). A property is treated as functional over a "
      "period, and builds chains, exactly when `templates.tsv` gives it a `primary` form (%d properties). "
      "Pointwise or set-valued properties (awards P166, heritage designations P1435, noble titles P97, occupations "
      "P106, termini P559, members P463, ...) build no chains; they are used only for the `multi_valued` and "
      "`membership` negatives. Properties with neither kind of template are dropped.\n" % FUNCTIONAL[0])
    w("- **Subject** = the page title (URL-decoded, underscores to spaces); a descriptive parenthetical qualifier "
      "(one with a lower-case word: \"(singer)\", \"(American game show)\") is removed, a name or year kept "
      "(\"Air Staff (Sweden)\"). **Value** = the crowd answer with TimeQA's tokenisation undone (\"Newton D . "
      "Baker\" -> \"Newton D. Baker\", \" , \" -> \", \", trailing commas cut); institution-like names "
      "(a word listed as `article` in `rules.tsv`) get \"the\" in front. Both rules are applied to every "
      "version alike.\n")
    w("- **One memory per surviving dated answer**, in the present tense, as a note taken at the start of the "
      "span: `observed_at` = the first day of the start month (January for a year-only start). In ~25% of keys "
      "(sha256-based choice) the memories carry no `observed_at` and `created_at` = the start + 1-72 h "
      "(deterministic), so their order time is `created_at` (live ingestion). Every memory with `observed_at` "
      "is **backfilled**: its `created_at` is a time in one import session on 2026-11-20 (seeded shuffled "
      "order), as when a timeline is loaded into a store after the fact, so `created_at` says nothing about "
      "their true order (the unstamped arm must then fail).\n")
    w("- **Rewording**: in a key of n versions, round(n/3) versions (never all; sha256-chosen) use one of the "
      "property's `reword` forms (other verbs, the role-as-subject form for role properties), the rest the "
      "`primary` form.\n")
    w("- **Truth** (`truth.jsonl`): within a key, main memories ordered by order time; each is expired by the "
      "earliest strictly newer memory whose value differs (transitive reduction); a later restatement of the same "
      "value is a confirmation and pairs with nothing; equal order times never pair. `reason` is always "
      "`value`.\n")
    w("- **Negatives** (`labels.jsonl`, none of them in truth; about %d%% of the main memories, classes taken in "
      "turn, each class's candidate groups in sha256 order, a group whole and at most %d memories):\n"
      "  - `confirmation`: the value in force (the key's last answer) restated 3 months (6 for a year-only "
      "start) after the last version, primary or reworded form;\n"
      "  - `elaboration`: the same, with extra detail (the start year) in the property's `elab` form;\n"
      "  - `format_variant`: the same, with the value in another form (a `variant` rule of `rules.tsv`; for "
      "people middle initials dropped or the first name as an initial; otherwise the acronym of a name of three or "
      "more capitalised words); chosen instead of the other two whenever a variant exists;\n"
      "  - `multi_valued`: the answers of a set-valued property, or of a list question (several answers at once) "
      "of a functional one, each stated in the property's `multi` (set) form, one month apart;\n"
      "  - `different_subject`: the people of a list question of a role property (several presenters, CEOs, "
      "officeholders at once) each as the grammatical subject of the property's `person` form;\n"
      "  - `membership`: for chairperson keys, every chair restated as a member of the organisation at the "
      "start of the chair's span; and the answers of member-of (P463) questions;\n"
      "  - `static`: a person's date of birth from the page's opening sentence (\"( born 10 October 1956 )\" "
      "or \"( 2 March 1911 – ...\"), stated twice with synonymous constructions, one month after the first and "
      "two months after the last version of the person's key.\n" % (round(NEG_SHARE * 100), MAX_GROUP))
    w("- **Ids** `%s0001`... are assigned in a sha256-shuffled order; the file order is shuffled again. Cap: if a "
      "corpus had more than %d memories, whole keys would be dropped, highest sha256(\"cap\", link, property) "
      "first, until it fits.\n" % ("d" if not gate else "g", CAP))
    w("Time expressions: the span is the last `[from|between|during|in] T (to|until|and|-) T` in the question; "
      "without one, the single `in|during|since|as of T` (two or more: unparseable). T is `[day] [month] YYYY` "
      "(four-digit years only; month names or abbreviations). A start is a year or a month; two starts are "
      "strictly ordered when one ends before the other begins (so `2005` and `Mar 2005` are not).\n")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--data", default=os.path.join(REPO, "..", "shared", "data"))
    ap.add_argument("--out", default=os.path.join(REPO, "testdata", "real"))
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    path = os.path.join(args.data, DATA_FILE)
    try:
        with open(path, "rb") as f:
            raw = f.read()
        with open(os.path.join(args.data, REL_FILE), "rb") as f:
            relraw = f.read()
    except OSError as e:
        fail(str(e))
    want = expected_sha(args.data)
    got = hashlib.sha256(raw).hexdigest()
    if got != want:
        fail("%s: sha256 %s, README.md lists %s: refusing to build" % (path, got, want))
    rel_sha = hashlib.sha256(relraw).hexdigest()
    try:
        recs = json.loads(raw.decode("utf-8"))
        rel = json.loads(relraw.decode("utf-8"))
    except ValueError as e:
        fail("%s: %s" % (path, e))
    T = load_templates()
    FUNCTIONAL[0] = sum(1 for f in T.values() if "primary" in f)
    text = Text(*load_rules())
    halves = {"tqa-dev": [], "tqa-gate": []}
    for r in recs:
        for fld in ("link", "type", "questions", "paras"):
            if fld not in r:
                fail("%s: record %r: field %s: missing" % (path, r.get("index"), fld))
        for qn, qa in enumerate(r["questions"]):
            if not (isinstance(qa, list) and len(qa) == 2 and isinstance(qa[0], str) and isinstance(qa[1], list)
                    and all(isinstance(a, dict) for a in qa[1])):
                fail("%s: record %r: questions[%d]: want [question, [answers]]" % (path, r.get("index"), qn))
        side = "tqa-dev" if hashlib.sha256(r["link"].encode("utf-8")).digest()[0] % 2 == 0 else "tqa-gate"
        halves[side].append(r)
    results = {}
    for name, prefix, gate in (("tqa-dev", "d", False), ("tqa-gate", "g", True)):
        st = Stats()
        recs_h = halves[name]
        by_link = {}
        for r in recs_h:
            by_link.setdefault(r["link"], []).append(r)
        chains, multis, members = build_corpus(name, recs_h, T, text, st)
        # cap: drop whole keys, highest h("cap", key) first, until at most CAP memories remain
        while True:
            st2 = Stats()
            st2.c = dict(st.c)
            mems = make_memories(name, chains, multis, members, by_link, T, text, st2)
            if len(mems) <= CAP:
                break
            worst = max(chains, key=lambda ch: h("cap", ch[0], ch[1]))
            chains = [ch for ch in chains if ch is not worst]
            st.add("cap_dropped_keys")
        st = st2
        st.add("unstamped_keys", sum(1 for ch in chains if h("observed", ch[0] + "#" + ch[1]) % 4 == 0))
        lines, truth, labels = finish(name, prefix, mems)
        files = {
            "memories.jsonl": "".join(l + "\n" for l in lines),
            "truth.jsonl": dumps_lines(truth),
            "labels.jsonl": dumps_lines(labels),
        }
        shas = [(f, hashlib.sha256(files[f].encode("utf-8")).hexdigest()) for f in ("memories.jsonl", "truth.jsonl", "labels.jsonl")]
        pcount = {}
        for ch in chains:
            pcount[ch[1]] = pcount.get(ch[1], 0) + 1
        props = sorted(pcount.items(), key=lambda kv: (-kv[1], kv[0]))
        files["README.md"] = readme(name, gate, st, shas, mems, truth, labels, len(chains),
                                    len({ch[0] for ch in chains}), rel, props, got, rel_sha)
        results[name] = files
    bad = False
    for name, files in results.items():
        d = os.path.join(args.out, name)
        for f, content in sorted(files.items()):
            p = os.path.join(d, f)
            data = content.encode("utf-8")
            if args.check:
                try:
                    with open(p, "rb") as fh:
                        if fh.read() != data:
                            print("differs: " + p, file=sys.stderr)
                            bad = True
                except OSError:
                    print("missing: " + p, file=sys.stderr)
                    bad = True
                continue
            os.makedirs(d, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=d, prefix="." + f + ".")
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
            os.replace(tmp, p)
        if not args.check:
            print("%s: %s" % (name, ", ".join("%s %s" % (f, hashlib.sha256(c.encode()).hexdigest()[:12])
                                              for f, c in sorted(files.items()) if f != "README.md")))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
