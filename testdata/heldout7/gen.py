#!/usr/bin/env python3
"""Generator for testdata/heldout7, a blind l9 evaluation corpus.

Every label (family, value, polarity, class, register, construction) is fixed in
the tables below before anything is generated. Truth is computed from these
labels only, never from the text. Times and ids come from one seeded
random.Random, so two runs write byte-identical files.

    python3 gen.py           write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats   print counts
    python3 gen.py --list    print every memory with id, order time, mode, labels
"""

import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 20261201_7
HERE = os.path.dirname(os.path.abspath(__file__))

# A version is (value, polarity, construction, text, tag).
#   value/polarity: the labelled (value, polarity) of the fact; truth keys on these only.
#   construction: how the sentence is built (used for the rewording statistic only).
#   tag: ""            an ordinary version of a changing fact
#        "hard"        an intervening version with hard wording (still an ordinary version)
#        "conf"        a confirmation inside a chain (restates the value in force; expired by the next change)
#        class name    a labelled negative placed after the last change of a chain
#                      (confirmation, elaboration, format_variant): never in any pair
# A family is one fact: one subject, one attribute, one scope. cls "chain" families change;
# every other cls is a labelled negative class and all its members are labelled with it.
# anchor: the chain family a negative family imitates (its times fall inside that chain's span).

def F(fid, reg, cls, fact, versions, anchor=None):
    return dict(fid=fid, reg=reg, cls=cls, fact=fact, vs=versions, anchor=anchor)

FAMILIES = [
    # ------------------------------------------------------------------ ops and business records
    F("O01", "ops", "chain", "checkout-api / replicas / prod", [
        ("6", "+", "kv", "checkout-api prod replicas: 6", ""),
        ("9", "+", "report", "bumped checkout-api replicas in prod from 6 to 9 ahead of the sale", ""),
        ("6", "+", "sentence", "Sale traffic is gone, so checkout-api in production is scaled back down to six replicas.", "hard"),
        ("12", "+", "eq", "prod checkout-api replicas=12 (peak season prep)", ""),
    ]),
    F("O02", "ops", "chain", "payments / primary on-call", [
        ("oskar", "+", "kv", "payments on-call primary: Oskar Lindqvist", ""),
        ("wren", "+", "handover", "Handover: Oskar passed the payments primary pager to Wren Adeyemi.", "hard"),
        ("tibor", "+", "dash", "Payments primary on-call - Tibor Halász", ""),
        ("wren", "+", "sentence", "Wren Adeyemi is back as primary on-call for payments while Tibor is on leave.", ""),
    ]),
    F("O03", "ops", "chain", "outbound SMS / vendor", [
        ("twilmo", "+", "kv", "sms vendor: Twilmo", ""),
        ("sendwave", "+", "report", "moved outbound SMS off Twilmo onto Sendwave", ""),
        ("pulsetext", "+", "sentence", "Sendwave throughput kept sagging during peaks; outbound SMS now goes through Pulsetext.", ""),
        ("pulsetext", "+", "confirm", "Pulsetext still handling all outbound SMS, checked at the vendor review.", "confirmation"),
    ]),
    F("O04", "ops", "chain", "nightly cold-storage dump / schedule", [
        ("0200", "+", "sentence", "Nightly Postgres dump to cold storage runs at 02:00 UTC.", ""),
        ("0200", "-", "negation", "Stopped the nightly cold-storage dump; the Glacier bucket is being retired.", ""),
        ("0200", "+", "sentence", "Cold-storage dump is running again, same 02:00 UTC slot, pointed at the new bucket.", ""),
    ]),
    F("O05", "ops", "chain", "Brightline Logistics / support SLA", [
        ("4h", "+", "kv", "Brightline Logistics support SLA: 4h first response", ""),
        ("4h", "-", "negation", "Brightline's SLA was cancelled at renewal - no guaranteed response time anymore.", ""),
    ]),
    F("O06", "ops", "chain", "Halvorsen & Daughters / CRM tier", [
        ("silver", "+", "dash", "Halvorsen & Daughters - CRM tier Silver", ""),
        ("gold", "+", "report", "Halvorsen & Daughters upgraded from Silver to Gold at the Q3 account review", ""),
        ("gold", "+", "confirm", "Checked with Halvorsen on the QBR call: they stay on Gold for now.", "conf"),
        ("platinum", "+", "eq", "crm.tier[halvorsen-daughters]=platinum (2-year deal signed)", ""),
    ]),
    F("O07", "ops", "chain", "Team plan / list price", [
        ("24", "+", "kv", "Team plan list price: $24/seat/month", ""),
        ("29", "+", "report", "raised Team plan pricing from $24 to $29 per seat, effective next billing cycle", ""),
        ("29", "+", "eq", "team_plan_price = USD 29.00 per seat per month", "format_variant"),
    ]),
    F("O08", "ops", "chain", "Enterprise / uptime SLA", [
        ("99.9", "+", "dash", "Enterprise SLA - 99.9% monthly uptime", ""),
        ("99.95", "+", "sentence", "Enterprise customers now get a 99.95% uptime commitment in the new MSA.", ""),
        ("99.95", "+", "sentence", "Enterprise uptime commitment is 99.95% per calendar month, measured at the load balancer, excluding announced maintenance.", "elaboration"),
    ]),
    F("O09", "ops", "chain", "Korvath Labs / API quota", [
        ("50k", "+", "kv", "api quota for Korvath Labs: 50k req/day", ""),
        ("120k", "+", "report", "Korvath Labs quota raised to 120k requests/day for their launch", ""),
        ("80k", "+", "eq", "korvath_labs.daily_quota=80000 (cut back from 120k, they were reselling)", ""),
    ]),
    F("O10", "ops", "chain", "Mirabel Studios / seats", [
        ("40", "+", "kv", "Mirabel Studios seats: 40", ""),
        ("55", "+", "report", "Mirabel added 15 seats, bringing them from 40 to 55", ""),
        ("48", "+", "sentence", "Mirabel trued down at the anniversary and now pays for 48 seats.", "hard"),
        ("62", "+", "dash", "Mirabel Studios - 62 seats (new design team onboarded)", ""),
        ("62", "+", "confirm", "Mirabel is still at 62 seats after the renewal call.", "confirmation"),
    ]),
    F("O11", "ops", "chain", "Ostrander Bank / renewal date", [
        ("2025-06-30", "+", "kv", "Ostrander Bank renewal: 2025-06-30", ""),
        ("2025-09-30", "+", "report", "Ostrander renewal pushed from end of June to 30 Sep 2025 while legal reviews the DPA", ""),
        ("2025-09-30", "+", "dash", "Ostrander Bank - renews 30/09/2025", "format_variant"),
    ]),
    F("O12", "ops", "chain", "billing-svc / prod version", [
        ("3.14.2", "+", "kv", "billing-svc in prod: v3.14.2", ""),
        ("3.15.0", "+", "release", "deployed billing-svc v3.15.0 to prod", ""),
        ("3.14.2", "+", "report", "rolled billing-svc back from 3.15.0 to 3.14.2 after the invoice rounding bug", ""),
    ]),
    F("O13", "ops", "chain", "partner portal / maintenance mode", [
        ("on", "+", "onoff", "partner portal maintenance mode: ON", ""),
        ("off", "+", "onoff", "partner portal maintenance mode: OFF", ""),
    ]),
    F("O14", "ops", "chain", "edge TLS certs / issuer", [
        ("lumacert", "+", "sentence", "Edge TLS certs are issued by Lumacert.", ""),
        ("letsencrypt", "+", "report", "switched edge cert issuance from Lumacert to Let's Encrypt", ""),
        ("letsencrypt", "+", "sentence", "Edge certificates are issued by Let's Encrypt via cert-manager, 60-day rotation, DNS-01 challenges through Route 53.", "elaboration"),
    ]),
    F("O15", "ops", "chain", "database backups / retention / prod", [
        ("14", "+", "eq", "backup_retention_days=14", ""),
        ("30", "+", "dash", "Backup retention - 30 days (audit finding AF-12)", ""),
        ("30", "+", "sentence", "Database backups are kept for thirty days.", "format_variant"),
    ]),
    F("O16", "ops", "chain", "log shipping / target", [
        ("sumio", "+", "kv", "log shipping target: Sumio", ""),
        ("loki", "+", "kv", "log shipping target: self-hosted Loki", ""),
    ]),
    F("O17", "ops", "chain", "Tier-1 incidents / escalation manager", [
        ("grete", "+", "kv", "Escalation manager for Tier-1 incidents: Grete Vass", ""),
        ("rafferty", "+", "handover", "Grete handed Tier-1 escalation duties over to Rafferty Cole before her sabbatical.", ""),
        ("rafferty", "+", "confirm", "Rafferty Cole remains the Tier-1 escalation manager (confirmed at the ops review).", "confirmation"),
    ]),
    F("O18", "ops", "chain", "public API / per-key rate limit", [
        ("600", "+", "kv", "public API rate limit: 600 rpm per key", ""),
        ("300", "+", "sentence", "Per-key rate limit on the public API has been lowered to 300 requests a minute.", ""),
        ("300", "+", "eq", "api.ratelimit.per_key=5/s", "format_variant"),
    ]),
    F("O19", "ops", "chain", "static assets / CDN", [
        ("fastryn", "+", "dash", "Static assets CDN - Fastryn", ""),
        ("cloudvane", "+", "dash", "Static assets CDN - Cloudvane (Fastryn contract ran out)", ""),
    ]),
    F("O20", "ops", "chain", "support desk / hours / weekdays", [
        ("08-18", "+", "kv", "support desk hours: 08:00-18:00 CET", ""),
        ("07-20", "+", "sentence", "Support desk is now staffed from 7am to 8pm CET.", ""),
    ]),
    F("O21", "ops", "chain", "Zaragoza warehouse / shift lead", [
        ("ines", "+", "dash", "Zaragoza warehouse shift lead - Inés Barrio", ""),
        ("pau", "+", "handover", "Inés handed the Zaragoza shift lead role to Pau Ferrer.", ""),
        ("pau", "+", "sentence", "Pau Ferrer leads the Zaragoza warehouse shift, nights included, reporting to the site manager.", "elaboration"),
    ]),
    F("O22", "ops", "chain", "session cache / engine", [
        ("redis6.2", "+", "sentence", "The session cache runs on Redis 6.2.", ""),
        ("redis7.2", "+", "report", "upgraded session cache from Redis 6.2 to 7.2", ""),
        ("valkey8", "+", "eq", "session-cache engine=Valkey 8.0", ""),
        ("valkey8", "+", "confirm", "Infra audit confirmed the session cache is on Valkey 8.", "confirmation"),
    ]),
    F("O23", "ops", "chain", "disk usage / alert threshold", [
        ("85", "+", "kv", "disk alert threshold: 85%", ""),
        ("90", "+", "kv", "disk alert threshold: 90% (85 was too noisy)", ""),
    ]),
    F("O24", "ops", "chain", "Kestrel Freight / account owner", [
        ("lotte", "+", "dash", "Account owner for Kestrel Freight - Lotte Brandt", ""),
        ("amadou", "+", "dash", "Account owner for Kestrel Freight - Amadou Sy", ""),
    ]),

    # ------------------------------------------------------------------ assistant memories about its user
    F("A01", "assistant", "chain", "user / drinks coffee", [
        ("coffee", "+", "third", "User drinks coffee every morning, usually two cups.", ""),
        ("coffee", "-", "negation", "Quit coffee - don't suggest cafés for morning meetings.", ""),
        ("coffee", "+", "first", "I'm back on coffee, just one flat white before standup.", ""),
    ]),
    F("A02", "assistant", "chain", "user / preferred editor", [
        ("vscode", "+", "terse", "prefers VS Code", ""),
        ("neovim", "+", "switch", "User switched to Neovim for everything, including notes.", ""),
        ("vscode", "+", "correction", "Actually back on VS Code - the Neovim config was eating weekends.", ""),
        ("zed", "+", "third", "User's editor of choice these days is Zed.", ""),
    ]),
    F("A03", "assistant", "chain", "user / home city", [
        ("leeds", "+", "third", "User lives in Leeds.", ""),
        ("bristol", "+", "first", "I've moved to Bristol.", ""),
        ("cardiff", "+", "elliptic", "Relocated again, Cardiff this time, for the new job.", "hard"),
        ("edinburgh", "+", "notanymore", "Not in Cardiff anymore, it's Edinburgh now.", ""),
        ("edinburgh", "+", "confirm", "User still lives in Edinburgh.", "confirmation"),
    ]),
    F("A04", "assistant", "chain", "user / goal race distance", [
        ("10k", "+", "third", "User is training for a 10k.", ""),
        ("half", "+", "sentence", "Signed up for the Ghent half marathon, so the training goal is a half now.", "hard"),
        ("full", "+", "switch", "User switched the goal race to the full marathon in Rotterdam.", ""),
        ("half", "+", "correction", "Actually scaling back to the half again after the knee flare-up.", ""),
    ]),
    F("A05", "assistant", "chain", "user / vegetarian", [
        ("vegetarian", "+", "third", "User is vegetarian.", ""),
        ("vegetarian", "-", "negation", "Not vegetarian anymore - started eating meat again on the Argentina trip.", ""),
    ]),
    F("A06", "assistant", "chain", "user / gym membership", [
        ("ironleaf", "+", "third", "User has a membership at Ironleaf Gym on Carver Street.", ""),
        ("ironleaf", "-", "negation", "I cancelled the Ironleaf membership, working out at home now.", ""),
    ]),
    F("A07", "assistant", "chain", "user / manager", [
        ("priyanka", "+", "third", "User's manager is Priyanka Rao.", ""),
        ("hollis", "+", "notanymore", "Not Priyanka anymore, it's Hollis Grant since the reorg.", ""),
    ]),
    F("A08", "assistant", "chain", "user / preferred meeting length", [
        ("30", "+", "terse", "prefers 30-minute meetings", ""),
        ("25", "+", "sentence", "User wants 25-minute slots now instead of half-hour meetings.", ""),
        ("25", "+", "terse", "likes meetings capped at twenty-five minutes", "format_variant"),
    ]),
    F("A09", "assistant", "chain", "user / personal laptop", [
        ("x1", "+", "third", "User's laptop is a 2021 ThinkPad X1 Carbon.", ""),
        ("framework", "+", "first", "Got a new laptop - a Framework 13, the ThinkPad went to my son.", ""),
        ("framework", "+", "third", "User's laptop is a Framework 13 with the Ryzen board, 64 GB RAM, running Fedora.", "elaboration"),
    ]),
    F("A10", "assistant", "chain", "Mila (user's daughter) / school", [
        ("hazelbrook", "+", "third", "User's daughter Mila attends Hazelbrook Primary.", ""),
        ("oakfield", "+", "third", "User's daughter Mila attends Oakfield Academy now.", ""),
    ]),
    F("A11", "assistant", "chain", "user / wake-up time / workdays", [
        ("0630", "+", "first", "I usually wake at 6:30.", ""),
        ("0545", "+", "third", "User now gets up at 5:45 to catch the early train.", ""),
        ("0630", "+", "sentence", "Wake-up time is back to half six since the office closed and it's all WFH.", ""),
    ]),
    F("A12", "assistant", "chain", "user / reply language", [
        ("english", "+", "terse", "prefers replies in English", ""),
        ("german", "+", "correction", "Actually, User wants answers in German from now on, to practise.", ""),
        ("german", "+", "third", "User wants answers in German - informal du, but keep technical terms in English.", "elaboration"),
    ]),
    F("A13", "assistant", "chain", "user / phone", [
        ("pixel7", "+", "third", "User's phone is a Pixel 7.", ""),
        ("iphone15", "+", "third", "User's phone is an iPhone 15 now.", ""),
        ("iphone15", "+", "confirm", "Still using the iPhone 15.", "confirmation"),
    ]),
    F("A14", "assistant", "chain", "user / employer", [
        ("fennick", "+", "third", "User works at Fennick Analytics.", ""),
        ("oru", "+", "sentence", "User left Fennick and joined Oru Robotics as a platform engineer.", ""),
        ("oru", "+", "confirm", "Still at Oru Robotics as of our last chat.", "conf"),
        ("tallow", "+", "first", "I'm at Tallow & Pine now, staff engineer.", ""),
    ]),
    F("A15", "assistant", "chain", "user / seat preference / long-haul flights", [
        ("aisle", "+", "terse", "prefers aisle seats on flights", ""),
        ("window", "+", "correction", "Actually prefers window seats now - sleeps through long-hauls.", ""),
    ]),
    F("A16", "assistant", "chain", "user's team / size", [
        ("5", "+", "third", "User's team has 5 engineers.", ""),
        ("8", "+", "sentence", "After the merger the team User runs grew to eight people.", ""),
        ("8", "+", "third", "User's team is eight people: five backend, two mobile, one designer.", "elaboration"),
    ]),
    F("A17", "assistant", "chain", "user / plays in The Lowlanders", [
        ("lowlanders", "+", "third", "User plays bass in a band called The Lowlanders.", ""),
        ("lowlanders", "-", "negation", "User stopped playing with The Lowlanders; the band split up.", ""),
    ]),
    F("A18", "assistant", "chain", "user / scheduling timezone", [
        ("lisbon", "+", "kv", "Scheduling timezone: Europe/Lisbon", ""),
        ("us-eastern", "+", "first", "I'm on US Eastern time now, schedule accordingly.", ""),
    ]),
    F("A19", "assistant", "chain", "user / kitchen renovation budget", [
        ("12000", "+", "third", "User's budget for the kitchen renovation is £12,000.", ""),
        ("15000", "+", "report", "Kitchen renovation budget bumped from 12k to 15k.", ""),
        ("13500", "+", "kv", "Kitchen budget: £13,500 after Barlow's quote came in under.", ""),
        ("13500", "+", "sentence", "The kitchen reno is capped at thirteen and a half thousand pounds.", "format_variant"),
    ]),
    F("A20", "assistant", "chain", "user / car", [
        ("golf", "+", "third", "User drives a 2014 VW Golf.", ""),
        ("niro", "+", "third", "User drives a Kia Niro EV now.", ""),
        ("niro", "+", "confirm", "User still drives the Niro.", "confirmation"),
    ]),
    F("A21", "assistant", "chain", "user / preferred name", [
        ("jonathan", "+", "kv", "preferred name: Jonathan", ""),
        ("jon", "+", "notanymore", "Goes by Jon now, not Jonathan.", ""),
    ]),
    F("A22", "assistant", "chain", "user / therapy day", [
        ("tuesday", "+", "third", "User's therapy sessions are on Tuesdays.", ""),
        ("thursday", "+", "third", "User's therapy sessions are on Thursdays now.", ""),
        ("thursday", "+", "confirm", "Therapy is still on Thursdays, keep that slot free.", "confirmation"),
    ]),
    F("A23", "assistant", "chain", "user / daily calorie target", [
        ("2200", "+", "third", "User's daily calorie target is 2,200 kcal.", ""),
        ("1900", "+", "correction", "Actually the calorie target is 1,900 now, the dietitian lowered it.", ""),
    ]),

    # ------------------------------------------------------------------ team knowledge base and minutes
    F("K01", "kb", "chain", "billing pipeline / owner", [
        ("farah", "+", "owner", "Owner: billing pipeline — Farah Quist", ""),
        ("ledger", "+", "sentence", "Ownership of the billing pipeline moved to the Ledger squad.", "hard"),
        ("platformcore", "+", "decision", "Decision: Ledger hands the billing pipeline to Platform Core.", ""),
        ("farah", "+", "asof", "As of today the billing pipeline is owned by Farah Quist again.", ""),
    ]),
    F("K02", "kb", "chain", "engineering / sprint length", [
        ("2w", "+", "kv", "Sprint length: 2 weeks", ""),
        ("3w", "+", "decision", "Decision: we're trying three-week sprints starting next cycle.", ""),
        ("2w", "+", "sentence", "The longer sprint trial dragged; sprints are reverting to the old length.", "hard"),
        ("1w", "+", "asof", "As of today sprints are one week long for the launch push.", ""),
        ("1w", "+", "confirm", "Sprints: still one week, as agreed.", "confirmation"),
    ]),
    F("K03", "kb", "chain", "architecture review / held weekly", [
        ("weekly", "+", "sentence", "The architecture review happens every Thursday at 14:00.", ""),
        ("weekly", "-", "decision", "Decision: the Thursday architecture review is discontinued; design docs get async review instead.", ""),
    ]),
    F("K04", "kb", "chain", "data platform team / led by Nadia Okafor", [
        ("nadia", "+", "sentence", "Nadia Okafor leads the data platform team.", ""),
        ("nadia", "-", "negation", "Nadia has left the data platform team (moved to the ML org); lead role open.", ""),
    ]),
    F("K05", "kb", "chain", "staging / auto-deploy on merge", [
        ("auto", "+", "sentence", "Staging is deployed automatically on every merge to main.", ""),
        ("auto", "-", "asof", "As of today auto-deploy to staging is switched off while we debug the migration runner.", ""),
        ("auto", "+", "minutes", "Sync notes: staging auto-deploy is back on.", ""),
    ]),
    F("K06", "kb", "chain", "event bus / technology", [
        ("rabbitmq", "+", "kv", "Primary message queue: RabbitMQ", ""),
        ("nats", "+", "decision", "Decision: migrate the event bus from RabbitMQ to NATS JetStream.", ""),
        ("nats", "+", "confirm", "Infra sync confirmed the NATS JetStream migration is finished.", "conf"),
        ("kafka", "+", "eq", "event_bus=Kafka (JetStream rolled back, see postmortem PM-77)", ""),
    ]),
    F("K07", "kb", "chain", "4.0 release / code freeze date", [
        ("12may", "+", "sentence", "Code freeze for the 4.0 release starts 12 May.", ""),
        ("19may", "+", "report", "4.0 code freeze moved from 12 May to 19 May.", ""),
        ("19may", "+", "kv", "4.0 freeze date: 2025-05-19", "format_variant"),
    ]),
    F("K08", "kb", "chain", "retros / facilitator", [
        ("joaquim", "+", "kv", "Retro facilitator: Joaquim Serra", ""),
        ("beatriz", "+", "kv", "Retro facilitator: Beatriz Lund", ""),
        ("beatriz", "+", "confirm", "Beatriz facilitates the retro as usual.", "confirmation"),
    ]),
    F("K09", "kb", "chain", "daily standup / time", [
        ("0930", "+", "kv", "Standup time: 09:30", ""),
        ("1015", "+", "asof", "As of today standup is at 10:15 so the Auckland folks can join.", ""),
        ("0945", "+", "decision", "Decision: standup moves to 09:45, final answer.", ""),
        ("0945", "+", "sentence", "Daily standup is at quarter to ten.", "format_variant"),
    ]),
    F("K10", "kb", "chain", "design system / lead", [
        ("sunniva", "+", "dash", "Design system lead — Sunniva Ek", ""),
        ("kwame", "+", "handover", "Sunniva Ek passed the design system lead role to Kwame Asante.", ""),
    ]),
    F("K11", "kb", "chain", "monorepo / default branch", [
        ("master", "+", "sentence", "Default branch for the monorepo is master.", ""),
        ("main", "+", "report", "Renamed the monorepo default branch from master to main.", ""),
        ("main", "+", "confirm", "main is still the monorepo's default branch.", "confirmation"),
    ]),
    F("K12", "kb", "chain", "Android app / minimum supported API", [
        ("24", "+", "kv", "Minimum supported Android: API 24", ""),
        ("26", "+", "decision", "Decision: raise minimum Android to API 26.", ""),
        ("28", "+", "eq", "min_android_sdk = 28 (Play policy)", ""),
    ]),
    F("K13", "kb", "chain", "team offsite / location", [
        ("porto", "+", "sentence", "Team offsite will be in Porto.", ""),
        ("valencia", "+", "report", "Offsite moved from Porto to Valencia after the venue fell through.", ""),
        ("valencia", "+", "sentence", "Offsite is in Valencia, at the Veles e Vents building by the harbour, two nights.", "elaboration"),
    ]),
    F("K14", "kb", "chain", "Platform / open headcount", [
        ("3", "+", "kv", "Open headcount for Platform: 3", ""),
        ("1", "+", "kv", "Open headcount for Platform: 1 (Q4 plan)", ""),
    ]),
    F("K15", "kb", "chain", "incident review / chair", [
        ("odile", "+", "sentence", "The weekly incident review is chaired by Odile Marchetti.", ""),
        ("yusuf", "+", "handover", "Odile handed the incident review chair to Yusuf Demir.", ""),
        ("yusuf", "+", "sentence", "Yusuf Demir chairs the incident review, Wednesdays 11:00, with the SRE rota taking notes.", "elaboration"),
    ]),
    F("K16", "kb", "chain", "docs site / generator", [
        ("docusaurus", "+", "kv", "Docs site generator: Docusaurus", ""),
        ("starlight", "+", "report", "We moved the docs site from Docusaurus to Astro Starlight.", ""),
        ("starlight", "+", "confirm", "Docs site stays on Starlight; nobody wants another migration.", "confirmation"),
    ]),
    F("K17", "kb", "chain", "p95 latency OKR / owner", [
        ("henrik", "+", "owner", "Owner: p95 latency OKR — Henrik Saar", ""),
        ("priti", "+", "owner", "Owner: p95 latency OKR — Priti Nair", ""),
    ]),
    F("K18", "kb", "chain", "CI / coverage gate / all services", [
        ("70", "+", "kv", "Test coverage gate on CI: 70%", ""),
        ("80", "+", "decision", "Decision: coverage gate raised to 80%.", ""),
        ("75", "+", "decision", "Decision: coverage gate lowered to 75% after the flaky-test purge.", ""),
    ]),
    F("K19", "kb", "chain", "deploy window / days", [
        ("tue-thu", "+", "kv", "Deploy window: Tue–Thu, 10:00–16:00", ""),
        ("mon-thu", "+", "asof", "As of today deploys are allowed Monday through Thursday, same hours.", ""),
    ]),
    F("K20", "kb", "chain", "payments team / Slack channel", [
        ("payments-eng", "+", "sentence", "The payments team's Slack channel is #payments-eng.", ""),
        ("pay-core", "+", "report", "Payments team moved from #payments-eng to #pay-core.", ""),
    ]),
    F("K21", "kb", "chain", "meeting notes template / location", [
        ("confluence", "+", "sentence", "The meeting notes template lives in Confluence.", ""),
        ("notion", "+", "sentence", "The meeting notes template lives in Notion now.", ""),
    ]),
    F("K22", "kb", "chain", "API style guide / version", [
        ("1.3", "+", "kv", "API style guide version: 1.3", ""),
        ("2.0", "+", "kv", "API style guide version: 2.0", ""),
    ]),
    F("K23", "kb", "chain", "pen testing / vendor", [
        ("redcliff", "+", "kv", "Pen-test vendor: Redcliff Security", ""),
        ("ninefold", "+", "decision", "Decision: switch the pen-test vendor to Ninefold.", ""),
    ]),

    # ------------------------------------------------------------------ elaboration (standalone pairs)
    F("E01", "ops", "elaboration", "DNS / provider (reversed: detailed first)", [
        ("corvid", "+", "sentence", "Primary DNS provider is Corvid DNS: anycast, two zones (prod and corp), managed through Terraform.", ""),
        ("corvid", "+", "kv", "DNS provider: Corvid", ""),
    ]),
    F("E02", "kb", "elaboration", "hackathon week / timing", [
        ("oct-wk1", "+", "sentence", "Hackathon week is the first week of October.", ""),
        ("oct-wk1", "+", "kv", "Hackathon week: first week of October, teams of up to four, demos Friday afternoon in the atrium.", ""),
    ]),

    # ------------------------------------------------------------------ format_variant (standalone pairs)
    F("V01", "ops", "format_variant", "uploads / max size", [
        ("25mb", "+", "kv", "max upload size: 25 MB", ""),
        ("25mb", "+", "eq", "Max upload size = 25 megabytes", ""),
    ]),
    F("V02", "assistant", "format_variant", "user / weekly call with mother", [
        ("sun-1700", "+", "third", "User's weekly call with their mum is Sunday at 5pm.", ""),
        ("sun-1700", "+", "kv", "Sunday call with mum: 17:00", ""),
    ]),
    F("V03", "kb", "format_variant", "conference travel / budget per person", [
        ("1000usd", "+", "kv", "Conference travel budget per person: $1,000", ""),
        ("1000usd", "+", "eq", "per-person conference budget = 1k USD", ""),
    ]),

    # ------------------------------------------------------------------ multi_valued
    F("M01", "assistant", "multi_valued", "user / speaks languages", [
        ("portuguese", "+", "third", "User speaks Portuguese.", ""),
        ("dutch", "+", "third", "User also speaks some Dutch.", ""),
    ], anchor="A12"),
    F("M02", "assistant", "multi_valued", "user / allergies", [
        ("penicillin", "+", "terse", "allergic to penicillin", ""),
        ("shellfish", "+", "third", "User is also allergic to shellfish.", ""),
        ("birch", "+", "terse", "another allergy: birch pollen (worst in April)", ""),
    ]),
    F("M03", "ops", "multi_valued", "laptops / approved vendors", [
        ("lenovo", "+", "kv", "approved laptop vendor: Lenovo", ""),
        ("dell", "+", "sentence", "Dell is another approved laptop vendor.", ""),
    ]),
    F("M04", "kb", "multi_valued", "API guild / members", [
        ("kwame", "+", "sentence", "Kwame Asante joined the API guild.", ""),
        ("beatriz", "+", "sentence", "Beatriz Lund is in the API guild too.", ""),
    ]),
    F("M05", "ops", "multi_valued", "Acme Freight / add-ons purchased", [
        ("sso", "+", "sentence", "Acme Freight uses our SSO add-on.", ""),
        ("auditlog", "+", "sentence", "Acme Freight also bought the audit-log add-on.", ""),
    ]),
    F("M06", "kb", "multi_valued", "monorepo / languages", [
        ("go", "+", "sentence", "The monorepo's backend services are written in Go.", ""),
        ("typescript", "+", "sentence", "We also write TypeScript in the monorepo (web app and docs site).", ""),
    ], anchor="K11"),
    F("M07", "assistant", "multi_valued", "user / pets", [
        ("biscuit", "+", "third", "User has a cat named Biscuit.", ""),
        ("dash", "+", "terse", "another pet: a greyhound called Dash", ""),
    ]),

    # ------------------------------------------------------------------ scope_disjoint (one memory each, scope differs from its anchor)
    F("S01", "ops", "scope_disjoint", "checkout-api / replicas / staging", [
        ("2", "+", "kv", "staging checkout-api replicas: 2", "")], anchor="O01"),
    F("S02", "ops", "scope_disjoint", "support desk / hours / weekends", [
        ("10-14", "+", "kv", "support desk weekend hours: 10:00-14:00 CET", "")], anchor="O20"),
    F("S03", "ops", "scope_disjoint", "database backups / retention / staging", [
        ("3", "+", "eq", "staging backup_retention_days=3", "")], anchor="O15"),
    F("S04", "ops", "scope_disjoint", "Team plan / list price / India", [
        ("899inr", "+", "kv", "Team plan price in the India region: ₹899/seat/month", "")], anchor="O07"),
    F("S05", "assistant", "scope_disjoint", "user / wake-up time / weekends", [
        ("0800", "+", "sentence", "On weekends User wakes around 8.", "")], anchor="A11"),
    F("S06", "assistant", "scope_disjoint", "user / seat preference / short domestic hops", [
        ("aisle", "+", "sentence", "On short domestic hops User picks the aisle.", "")], anchor="A15"),
    F("S07", "assistant", "scope_disjoint", "user / work laptop", [
        ("mbp", "+", "sentence", "Work laptop is a MacBook Pro issued by Tallow & Pine.", "")], anchor="A09"),
    F("S08", "assistant", "scope_disjoint", "user / calorie target / long-run days", [
        ("2800", "+", "sentence", "On long-run days User eats about 2,800 kcal.", "")], anchor="A23"),
    F("S09", "kb", "scope_disjoint", "daily standup / time / Fridays", [
        ("1100", "+", "sentence", "On Fridays standup is at 11:00.", "")], anchor="K09"),
    F("S10", "kb", "scope_disjoint", "Wear OS app / minimum supported API", [
        ("30", "+", "kv", "Minimum supported Android for the Wear OS app: API 30", "")], anchor="K12"),
    F("S11", "kb", "scope_disjoint", "deploy window / days / summer", [
        ("tue-wed", "+", "kv", "Summer deploy window (July–August): Tuesday and Wednesday only", "")], anchor="K19"),
    F("S12", "kb", "scope_disjoint", "CI / coverage gate / legacy monolith", [
        ("50", "+", "kv", "Coverage gate for the legacy monolith: 50%", "")], anchor="K18"),
    F("S13", "ops", "scope_disjoint", "Enterprise / uptime SLA / APAC", [
        ("99.5", "+", "dash", "Enterprise SLA in APAC - 99.5% (no local DC yet)", "")], anchor="O08"),
    F("S14", "kb", "scope_disjoint", "platform team / sprint length", [
        ("3w", "+", "sentence", "The platform team runs three-week sprints.", "")], anchor="K02"),

    # ------------------------------------------------------------------ different_subject (the frame of a changing fact, another subject)
    F("D01", "ops", "different_subject", "search / primary on-call", [
        ("tibor", "+", "kv", "search on-call primary: Tibor Halász", "")], anchor="O02"),
    F("D02", "ops", "different_subject", "Bilbao warehouse / shift lead", [
        ("marta", "+", "dash", "Bilbao warehouse shift lead - Marta Olano", "")], anchor="O21"),
    F("D03", "ops", "different_subject", "Brightline Logistics / account owner", [
        ("amadou", "+", "dash", "Account owner for Brightline Logistics - Amadou Sy", "")], anchor="O24"),
    F("D04", "ops", "different_subject", "notifications-svc / prod version", [
        ("2.8.1", "+", "kv", "notifications-svc in prod: v2.8.1", "")], anchor="O12"),
    F("D05", "ops", "different_subject", "Pemberton Health / API quota", [
        ("50k", "+", "kv", "api quota for Pemberton Health: 50k req/day", "")], anchor="O09"),
    F("D06", "ops", "different_subject", "Halvorsen Marine / CRM tier", [
        ("silver", "+", "dash", "Halvorsen Marine - CRM tier Silver", "")], anchor="O06"),
    F("D07", "assistant", "different_subject", "Deshawn / manager", [
        ("priyanka", "+", "third", "User's teammate Deshawn reports to Priyanka Rao.", "")], anchor="A07"),
    F("D08", "assistant", "different_subject", "Teo (user's son) / school", [
        ("hazelbrook", "+", "third", "User's son Teo attends Hazelbrook Primary.", "")], anchor="A10"),
    F("D09", "assistant", "different_subject", "Sam (user's partner) / car", [
        ("yaris", "+", "third", "User's partner Sam drives a 2019 Toyota Yaris.", "")], anchor="A20"),
    F("D10", "assistant", "different_subject", "user's sister / home city", [
        ("bristol", "+", "third", "User's sister lives in Bristol.", "")], anchor="A03"),
    F("D11", "assistant", "different_subject", "user's mother / goal race distance", [
        ("10k", "+", "third", "User's mother is training for a 10k.", "")], anchor="A04"),
    F("D12", "kb", "different_subject", "search indexing pipeline / owner", [
        ("farah", "+", "owner", "Owner: search indexing pipeline — Farah Quist", "")], anchor="K01"),
    F("D13", "kb", "different_subject", "mobile team / Slack channel", [
        ("mobile-eng", "+", "sentence", "The mobile team's Slack channel is #mobile-eng.", "")], anchor="K20"),
    F("D14", "kb", "different_subject", "3.9 patch release / code freeze date", [
        ("12may", "+", "sentence", "Code freeze for the 3.9 patch release starts 12 May.", "")], anchor="K07"),

    # ------------------------------------------------------------------ static (an unchanging fact restated with a synonymous verb)
    F("T01", "ops", "static", "head office / address", [
        ("14grindle", "+", "sentence", "Head office is located at 14 Grindle Street, Leeds.", ""),
        ("14grindle", "+", "sentence", "Head office sits at 14 Grindle Street in Leeds.", ""),
    ]),
    F("T02", "ops", "static", "Ostrander Bank / founded", [
        ("1921", "+", "sentence", "Ostrander Bank was founded in 1921.", ""),
        ("1921", "+", "sentence", "Ostrander Bank dates back to 1921.", ""),
    ], anchor="O11"),
    F("T03", "assistant", "static", "user / place of origin", [
        ("porto", "+", "third", "User was born in Porto.", ""),
        ("porto", "+", "third", "User comes from Porto originally.", ""),
    ]),
    F("T04", "assistant", "static", "user / blood type", [
        ("o-neg", "+", "third", "User's blood type is O negative.", ""),
        ("o-neg", "+", "third", "User has O-negative blood.", ""),
    ]),
    F("T05", "assistant", "static", "Mila / birth year", [
        ("2017", "+", "sentence", "Mila was born in 2017.", ""),
        ("2017", "+", "sentence", "Mila arrived in 2017, the year we moved.", ""),
    ], anchor="A10"),
    F("T06", "kb", "static", "monorepo / created", [
        ("2019", "+", "sentence", "The monorepo was created in 2019.", ""),
        ("2019", "+", "sentence", "The monorepo got its first commit in 2019.", ""),
    ], anchor="K11"),
    F("T07", "kb", "static", "fiscal year / start", [
        ("1feb", "+", "sentence", "The fiscal year starts on 1 February.", ""),
        ("1feb", "+", "sentence", "The fiscal year begins on 1 February.", ""),
    ]),

    # ------------------------------------------------------------------ membership (memberships that look like roles, all holding at once)
    F("B01", "kb", "membership", "Kwame Asante / bodies", [
        ("arch-council", "+", "sentence", "Kwame Asante sits on the architecture council.", ""),
        ("hiring", "+", "sentence", "Kwame is also a member of the hiring committee.", ""),
        ("a11y-wg", "+", "sentence", "Kwame Asante chairs the accessibility working group.", ""),
    ], anchor="K10"),
    F("B02", "ops", "membership", "Grete Vass / bodies", [
        ("cab", "+", "sentence", "Grete Vass is on the CAB (change advisory board).", ""),
        ("secreview", "+", "sentence", "Grete Vass is also an approver in the security review rota.", ""),
    ], anchor="O17"),
    F("B03", "assistant", "membership", "user / clubs", [
        ("rowing", "+", "third", "User is a member of the Bristol Rowing Club.", ""),
        ("chess", "+", "third", "User also belongs to the local chess club.", ""),
        ("rspb", "+", "first", "I joined the RSPB this year.", ""),
    ]),
    F("B04", "kb", "membership", "Priti Nair / bodies", [
        ("sre-guild", "+", "sentence", "Priti Nair is on the SRE guild.", ""),
        ("ir-panel", "+", "sentence", "Priti Nair also serves on the incident review panel.", ""),
    ], anchor="K15"),
    F("B05", "ops", "membership", "Amadou Sy / bodies", [
        ("deal-desk", "+", "sentence", "Amadou Sy is on the deal desk.", ""),
        ("pricing", "+", "sentence", "Amadou also sits on the pricing committee.", ""),
    ], anchor="O24"),
    F("B06", "assistant", "membership", "user / volunteer roles", [
        ("governor", "+", "third", "User volunteers as a school governor at Hazelbrook.", ""),
        ("treasurer", "+", "third", "User is also treasurer of the residents' association.", ""),
    ]),

    # ------------------------------------------------------------------ equal_time (two values, one order time)
    F("Q01", "ops", "equal_time", "Pemberton Health / renewal date", [
        ("2026-03-31", "+", "kv", "Pemberton Health renewal: 2026-03-31", ""),
        ("2026-04-30", "+", "sentence", "Pemberton Health renews on 30 April 2026.", ""),
    ]),
    F("Q02", "ops", "equal_time", "Zenith Tooling / contract tier", [
        ("standard", "+", "kv", "Zenith Tooling contract tier: Standard", ""),
        ("premium", "+", "dash", "Zenith Tooling - Premium tier", ""),
    ]),
    F("Q03", "assistant", "equal_time", "user / favourite cuisine", [
        ("thai", "+", "terse", "favourite cuisine: Thai", ""),
        ("ethiopian", "+", "third", "User's favourite food is Ethiopian.", ""),
    ]),
    F("Q04", "assistant", "equal_time", "user / dentist", [
        ("achterberg", "+", "third", "User's dentist is Dr. Achterberg.", ""),
        ("mbeki", "+", "kv", "dentist: Dr. Mbeki at Riverside Dental", ""),
    ]),
    F("Q05", "kb", "equal_time", "4.1 release / release manager", [
        ("joaquim", "+", "kv", "Release manager for 4.1: Joaquim Serra", ""),
        ("beatriz", "+", "dash", "4.1 release manager - Beatriz Lund", ""),
    ]),
    F("Q06", "kb", "equal_time", "Data team / onboarding buddy", [
        ("henrik", "+", "kv", "Onboarding buddy for new hires in Data: Henrik Saar", ""),
        ("priti", "+", "sentence", "Priti Nair is the onboarding buddy for the Data team.", ""),
    ]),

    # ------------------------------------------------------------------ unrelated distractors (each its own fact)
    F("U01", "ops", "unrelated", "checkout-api / latency alert", [
        ("x", "+", "kv", "checkout-api p99 latency alert fires at 800ms", "")], anchor="O01"),
    F("U02", "ops", "unrelated", "Mirabel Studios / invoice request", [
        ("x", "+", "sentence", "Mirabel Studios asked for a copy of the March invoice.", "")], anchor="O10"),
    F("U03", "ops", "unrelated", "Halvorsen & Daughters / billing contact", [
        ("x", "+", "kv", "Halvorsen & Daughters billing contact: Solveig Moen", "")], anchor="O06"),
    F("U04", "ops", "unrelated", "Pulsetext / invoice day", [
        ("x", "+", "sentence", "Pulsetext invoices arrive on the 3rd of each month.", "")], anchor="O03"),
    F("U05", "ops", "unrelated", "Ostrander Bank / SOC 2 requirement", [
        ("x", "+", "sentence", "Ostrander Bank requires our SOC 2 Type II report every year.", "")], anchor="O11"),
    F("U06", "ops", "unrelated", "partner portal / SSO", [
        ("x", "+", "sentence", "The partner portal does SAML login through Okta.", "")], anchor="O13"),
    F("U07", "ops", "unrelated", "Korvath Labs / headquarters", [
        ("x", "+", "sentence", "Korvath Labs is headquartered in Tallinn.", "")], anchor="O09"),
    F("U08", "ops", "unrelated", "INC-3120", [
        ("x", "+", "incident", "INC-3120: 502s on edge-eu, mitigated by draining node eu-7, postmortem owner Rafferty", "")], anchor="O17"),
    F("U09", "ops", "unrelated", "billing-svc / log rotation", [
        ("x", "+", "kv", "billing-svc logs rotate hourly, kept 7 days", "")], anchor="O12"),
    F("U10", "assistant", "unrelated", "user / running shoes", [
        ("x", "+", "third", "User's favourite running shoe is the Novablast.", "")], anchor="A04"),
    F("U11", "assistant", "unrelated", "user / dislikes being called buddy", [
        ("x", "+", "third", "User hates being called 'buddy'.", "")]),
    F("U12", "assistant", "unrelated", "user / bullet journal", [
        ("x", "+", "first", "I keep a bullet journal for work todos.", "")]),
    F("U13", "assistant", "unrelated", "user / answer style", [
        ("x", "+", "terse", "likes concise answers with the code first", "")]),
    F("U14", "assistant", "unrelated", "Mila / dinosaurs", [
        ("x", "+", "sentence", "Mila is obsessed with dinosaurs, especially ankylosaurs.", "")], anchor="A10"),
    F("U15", "assistant", "unrelated", "kitchen renovation / contractor", [
        ("x", "+", "third", "User's kitchen renovation contractor is Barlow's.", "")], anchor="A19"),
    F("U16", "assistant", "unrelated", "user / current book", [
        ("x", "+", "third", "User is reading The Dispossessed on the commute.", "")]),
    F("U17", "assistant", "unrelated", "user / coffee order detail", [
        ("x", "+", "third", "User takes the flat white with oat milk, no sugar.", "")], anchor="A01"),
    F("U18", "kb", "unrelated", "architecture review / template", [
        ("x", "+", "sentence", "The architecture review template is in docs/arch/review.md.", "")], anchor="K03"),
    F("U19", "kb", "unrelated", "billing pipeline / runbook", [
        ("x", "+", "kv", "Billing pipeline runbook: BP-RUN-01", "")], anchor="K01"),
    F("U20", "kb", "unrelated", "retros / format", [
        ("x", "+", "sentence", "Retro format alternates between 4Ls and starfish.", "")], anchor="K08"),
    F("U21", "kb", "unrelated", "event bus / peak throughput", [
        ("x", "+", "sentence", "The event bus carries about 40k messages per second at peak.", "")], anchor="K06"),
    F("U22", "kb", "unrelated", "event bus / topic naming", [
        ("x", "+", "sentence", "Topics are named domain.entity.event, lowercase.", "")], anchor="K06"),
    F("U23", "kb", "unrelated", "standup / notes location", [
        ("x", "+", "minutes", "Standup notes go in the #standup thread, one reply per person.", "")], anchor="K09"),
    F("U24", "kb", "unrelated", "docs site / deploy source", [
        ("x", "+", "sentence", "The docs site is deployed from the docs/ folder on every merge.", "")], anchor="K16"),
    F("U25", "kb", "unrelated", "offsite / agenda owner", [
        ("x", "+", "owner", "Owner: offsite agenda — people team (Lorna)", "")], anchor="K13"),
]

LABELLED_TAGS = ("confirmation", "elaboration", "format_variant")
NEG_CLASSES = ("multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
               "different_subject", "static", "membership", "equal_time", "unrelated")

EPOCH = dt.datetime(2023, 2, 1, tzinfo=dt.timezone.utc)
LATEST_ORDER = dt.datetime(2026, 10, 28, tzinfo=dt.timezone.utc)
CUTOFF = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []
    fams = {}
    for f in FAMILIES:
        assert f["fid"] not in fams, f["fid"]
        fams[f["fid"]] = f
        if f["cls"] != "chain":
            assert f["cls"] in NEG_CLASSES, f
        for i, (value, pol, cons, text, tag) in enumerate(f["vs"]):
            assert pol in "+-"
            assert tag in ("", "hard", "conf") + LABELLED_TAGS, tag
            if f["cls"] != "chain":
                assert tag == ""
            cls = f["cls"] if f["cls"] != "chain" else (tag if tag in LABELLED_TAGS else None)
            mems.append(dict(fid=f["fid"], reg=f["reg"], idx=i, value=value, pol=pol, cons=cons,
                             content=text, tag=tag, cls=cls))
    by_fam = {}
    for m in mems:
        by_fam.setdefault(m["fid"], []).append(m)

    # ---- order days: chains first (anchors need their spans), then the rest
    span = {}
    def day_of(d):
        return EPOCH + dt.timedelta(days=d)
    max_day = (LATEST_ORDER - EPOCH).days
    for f in FAMILIES:
        if f["anchor"]:
            continue
        ms = by_fam[f["fid"]]
        gaps = [rng.randint(9, 120) for _ in ms[1:]]
        total = sum(gaps)
        start = rng.randint(0, max(0, max_day - total - 1))
        d = start
        days = [d]
        for g in gaps:
            d += g
            days.append(d)
        if f["cls"] == "equal_time":
            days = [start] * len(ms)
        for m, dd in zip(ms, days):
            m["day"] = dd
        span[f["fid"]] = (days[0], days[-1])
    for f in FAMILIES:
        if not f["anchor"]:
            continue
        a0, a1 = span[f["anchor"]]
        ms = by_fam[f["fid"]]
        lo, hi = a0 + 1, min(max_day, max(a0 + 2, a1 + 30))
        days = sorted(rng.sample(range(lo, hi + 1), len(ms)))
        for m, dd in zip(ms, days):
            m["day"] = dd

    # ---- time modes: exact proportions over all memories outside equal_time
    normal = [m for m in mems if m["cls"] != "equal_time"]
    n = len(normal)
    n_live = round(0.27 * n)
    n_back = round(0.18 * n)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(normal, modes):
        m["mode"] = mode
    eq_fams = [f["fid"] for f in FAMILIES if f["cls"] == "equal_time"]
    for k, fid in enumerate(eq_fams):
        ms = by_fam[fid]
        if k % 2 == 0:
            for m in ms:
                m["mode"] = "stamped"
        else:
            ms[0]["mode"] = "live"
            ms[1]["mode"] = "stamped"

    # ---- instants
    for fid, ms in by_fam.items():
        shared = None
        if fams[fid]["cls"] == "equal_time":
            shared = day_of(ms[0]["day"]) + dt.timedelta(seconds=rng.randint(7 * 3600, 19 * 3600))
        for m in ms:
            base = day_of(m["day"])
            if m["mode"] == "backfilled":
                m["order"] = base
                m["observed_at"] = base
            else:
                t = shared or base + dt.timedelta(seconds=rng.randint(6 * 3600, 22 * 3600))
                if m["mode"] == "live":
                    m["order"] = t
                    m["created_at"] = t
                    m["observed_at"] = None
                else:
                    m["order"] = t
                    m["observed_at"] = t
                    m["created_at"] = t + dt.timedelta(minutes=rng.randint(2, 55), seconds=rng.randint(0, 59))
        back = sorted([m for m in ms if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        if back:
            imp = dt.datetime(2026, 11, rng.randint(2, 28), rng.randint(0, 22), rng.randint(0, 59),
                              rng.randint(0, 59), tzinfo=dt.timezone.utc)
            for m in back:  # newest first: the newest version gets the earliest import instant
                m["created_at"] = imp
                imp += dt.timedelta(seconds=rng.randint(1, 40))

    # ---- ids: assign in a shuffled order, then shuffle the file order again
    order = list(range(len(mems)))
    rng.shuffle(order)
    for k, i in enumerate(order):
        mems[i]["id"] = "h7-%03d" % (k + 1)
    file_order = list(mems)
    rng.shuffle(file_order)

    # ---- truth from labels only
    truth = []
    for fid, ms in by_fam.items():
        if fams[fid]["cls"] != "chain":
            continue
        for m in ms:
            newer = sorted([x for x in ms if x["order"] > m["order"]
                            and (x["value"], x["pol"]) != (m["value"], m["pol"])], key=lambda x: x["order"])
            if newer:
                r = newer[0]
                truth.append(dict(expired_id=m["id"], replacement_id=r["id"],
                                  reason="negation" if r["pol"] != m["pol"] else "value",
                                  fid=fid))
    truth.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))

    check(mems, by_fam, fams, truth)
    return mems, file_order, truth, by_fam, fams


def check(mems, by_fam, fams, truth):
    in_pair = set()
    for p in truth:
        in_pair.add(p["expired_id"])
        in_pair.add(p["replacement_id"])
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    for m in mems:
        labelled = m["cls"] is not None
        assert labelled != (m["id"] in in_pair), (m["fid"], m["idx"], labelled)
        for t in (m["created_at"], m["observed_at"]):
            assert t is None or t < CUTOFF, m
        if m["mode"] == "stamped":
            assert m["created_at"] > m["observed_at"]
        if m["mode"] == "backfilled":
            assert m["observed_at"].hour == 0 and m["observed_at"].minute == 0
            assert m["created_at"].month == 11 and m["created_at"].year == 2026
            assert m["created_at"] > m["observed_at"]
    for fid, ms in by_fam.items():
        orders = [m["order"] for m in ms]
        if fams[fid]["cls"] == "equal_time":
            assert len(set(orders)) == 1 and len(ms) == 2
            assert ms[0]["value"] != ms[1]["value"]
        else:
            assert orders == sorted(orders) and len(set(orders)) == len(orders), fid
        if fams[fid]["cls"] == "chain":
            # tail negatives follow the last change and restate the value in force
            for k, m in enumerate(ms):
                if m["tag"] in LABELLED_TAGS or m["tag"] == "conf":
                    assert (m["value"], m["pol"]) == (ms[k - 1]["value"], ms[k - 1]["pol"]), (fid, k)
                if m["tag"] in LABELLED_TAGS:
                    assert all(x["tag"] in LABELLED_TAGS for x in ms[k:]), fid
                if k > 0 and m["tag"] in ("", "hard"):
                    assert (m["value"], m["pol"]) != (ms[k - 1]["value"], ms[k - 1]["pol"]), (fid, k)
        elif fams[fid]["cls"] in ("multi_valued", "membership"):
            assert len({m["value"] for m in ms}) == len(ms), fid
        elif fams[fid]["cls"] in ("static", "format_variant", "elaboration"):
            assert len({(m["value"], m["pol"]) for m in ms}) == 1, fid


def write(mems, file_order, truth):
    def dump(path, rows):
        data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(data)
        os.replace(tmp, path)
    rows = []
    for m in file_order:
        r = {"id": m["id"], "content": m["content"], "created_at": rfc(m["created_at"])}
        if m["observed_at"] is not None:
            r["observed_at"] = rfc(m["observed_at"])
        rows.append(r)
    dump(os.path.join(HERE, "memories.jsonl"), rows)
    dump(os.path.join(HERE, "truth.jsonl"),
         [{"expired_id": p["expired_id"], "replacement_id": p["replacement_id"], "reason": p["reason"]} for p in truth])
    dump(os.path.join(HERE, "labels.jsonl"),
         [{"id": m["id"], "class": m["cls"]} for m in sorted(mems, key=lambda m: m["id"]) if m["cls"]])


def stats(mems, truth, by_fam, fams):
    out = []
    p = out.append
    p("memories: %d" % len(mems))
    p("true pairs: %d (value %d, negation %d)" % (len(truth), sum(t["reason"] == "value" for t in truth),
                                                   sum(t["reason"] == "negation" for t in truth)))
    lab = [m for m in mems if m["cls"]]
    p("labelled memories: %d; memories in pairs: %d" % (len(lab), len(mems) - len(lab)))
    chains = [f for f in FAMILIES if f["cls"] == "chain"]
    p("chain families: %d" % len(chains))
    vc = {}
    for f in chains:
        nv = sum(1 for m in by_fam[f["fid"]] if m["tag"] in ("", "hard"))
        vc[nv] = vc.get(nv, 0) + 1
    p("chain length (changing versions, confirmations excluded): " +
      ", ".join("%d versions: %d" % (k, vc[k]) for k in sorted(vc)))
    moves_back = []
    for f in chains:
        seen = []
        for m in by_fam[f["fid"]]:
            if m["tag"] not in ("", "hard"):
                continue
            key = (m["value"], m["pol"])
            if key in seen[:-1] and m["pol"] == "+" and all(s[1] == "+" for s in seen):
                moves_back.append(f["fid"])
                break
            seen.append(key)
    p("moves back (A -> B -> A, positive values): %d (%s)" % (len(moves_back), " ".join(moves_back)))
    hard = [m for m in mems if m["tag"] == "hard"]
    p("hard-worded intervening versions: %d (%s)" % (len(hard), " ".join(m["fid"] for m in hard)))
    p("in-chain confirmations (expired by the next change): %d" % sum(m["tag"] == "conf" for m in mems))
    p("")
    p("labelled by class:")
    for c in NEG_CLASSES:
        ms = [m for m in mems if m["cls"] == c]
        regs = {}
        for m in ms:
            regs[m["reg"]] = regs.get(m["reg"], 0) + 1
        p("  %-18s %3d  (%s)" % (c, len(ms), ", ".join("%s %d" % (r, regs[r]) for r in sorted(regs))))
    p("")
    p("by register:")
    for r in ("ops", "assistant", "kb"):
        ms = [m for m in mems if m["reg"] == r]
        fids = {m["fid"] for m in ms}
        pr = [t for t in truth if fams[t["fid"]]["reg"] == r]
        p("  %-10s memories %3d, labelled %3d, chain families %2d, pairs %3d (negation %d)" % (
            r, len(ms), sum(1 for m in ms if m["cls"]), sum(1 for f in fids if fams[f]["cls"] == "chain"),
            len(pr), sum(t["reason"] == "negation" for t in pr)))
    p("")
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    p("time modes: " + ", ".join("%s %d (%.1f%%)" % (k, modes[k], 100.0 * modes[k] / len(mems))
                                 for k in ("live", "stamped", "backfilled")))
    inv = 0
    for fid, ms in by_fam.items():
        for a in ms:
            for b in ms:
                if a["order"] < b["order"] and a["created_at"] > b["created_at"]:
                    inv += 1
    p("memory pairs within a family whose created_at order inverts their order time: %d" % inv)
    mixed = sum(1 for f in chains if len({m["mode"] for m in by_fam[f["fid"]]}) > 1)
    p("chain families mixing time modes: %d of %d" % (mixed, len(chains)))
    p("")
    # wording: a newer version whose construction differs from the version before it
    ch = [m for f in chains for m in by_fam[f["fid"]] if m["idx"] > 0 and m["tag"] in ("", "hard")]
    diff = sum(1 for m in ch if m["cons"] != by_fam[m["fid"]][m["idx"] - 1]["cons"])
    p("rewording: newer changing versions with a different construction from the version before: "
      "%d of %d (%.1f%%)" % (diff, len(ch), 100.0 * diff / len(ch)))
    allnew = [m for fid, ms in by_fam.items() for m in ms if m["idx"] > 0]
    diff2 = sum(1 for m in allnew if m["cons"] != by_fam[m["fid"]][m["idx"] - 1]["cons"])
    p("rewording over every non-first memory of any family: %d of %d (%.1f%%)" % (
        diff2, len(allnew), 100.0 * diff2 / len(allnew)))
    cons = {}
    for m in mems:
        cons[m["cons"]] = cons.get(m["cons"], 0) + 1
    p("constructions: " + ", ".join("%s %d" % (k, cons[k]) for k in sorted(cons, key=lambda k: (-cons[k], k))))
    words = [len(m["content"].split()) for m in mems]
    words.sort()
    p("words per memory: min %d, median %d, mean %.1f, max %d" % (
        words[0], words[len(words) // 2], sum(words) / len(words), words[-1]))
    return "\n".join(out)


def listing(mems, truth):
    exp = {t["expired_id"]: t for t in truth}
    rows = []
    for m in sorted(mems, key=lambda m: (m["fid"], m["idx"])):
        t = exp.get(m["id"])
        rows.append("%s  %s  %-10s %-5s %s v%d value=%s pol=%s cons=%s tag=%s class=%s%s\n    %s" % (
            m["id"], rfc(m["order"]), m["mode"], m["reg"], m["fid"], m["idx"], m["value"], m["pol"], m["cons"],
            m["tag"] or "-", m["cls"] or "-",
            (" -> expired by %s (%s)" % (t["replacement_id"], t["reason"])) if t else "", m["content"]))
    return "\n".join(rows)


def main(argv):
    mems, file_order, truth, by_fam, fams = build()
    if "--stats" in argv:
        print(stats(mems, truth, by_fam, fams))
    elif "--list" in argv:
        print(listing(mems, truth))
    elif len(argv) > 1:
        sys.stderr.write("usage: gen.py [--stats|--list]\n")
        return 2
    else:
        write(mems, file_order, truth)
        for f in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
            with open(os.path.join(HERE, f), "rb") as fh:
                print("%s  %s" % (hashlib.sha256(fh.read()).hexdigest(), f))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
