#!/usr/bin/env python3
"""Generate the R11 blind evaluation corpus (customer accounts, support desk, operations records).

Labels live in the tables below and are fixed before any generation; truth is computed from the labels
(family key, value, polarity, order time), never from the text.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl, README.md
    python3 gen.py --stats    print counts
    python3 gen.py --list     print every memory with id, order time, mode and labels

stdlib only, deterministic (fixed seed): two runs give byte-identical files.
"""

import datetime as dt
import difflib
import hashlib
import json
import os
import random
import sys

SEED = 20261111
HERE = os.path.dirname(os.path.abspath(__file__))

POS, NEG = "+", "-"
NEGATIVE_CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
                    "different_subject", "static", "membership", "equal_time", "unrelated"]
FORMS = {
    "crm": "CRM log line",
    "kv": "key: value fragment",
    "status": "status update",
    "handover": "handover",
    "changelog": "changelog line",
    "passive": "passive",
    "sentence": "full sentence",
    "note": "terse note / abbreviations",
}

# Gap ranges (days between consecutive versions of a family), by kind of fact.
GAPS = {"slow": (25, 220), "ticket": (1, 5), "rota": (6, 16), "ops": (9, 120)}


def V(value, pol, text, tag=None):
    """One version of a changing family. tag: None, "hard" (hard-worded intervening version),
    "conf" (confirmation inside a chain, unlabelled: expired by the next change), or a negative class
    name for a labelled tail memory that restates the value in force (never paired)."""
    return {"value": value, "pol": pol, "text": text, "tag": tag}


def F(fid, area, subj, attr, scope, versions, gaps="slow", start=None, fixed_gaps=None):
    return {"fid": fid, "area": area, "subj": subj, "attr": attr, "scope": scope, "versions": versions,
            "gaps": gaps, "start": start, "fixed_gaps": fixed_gaps}


# ---------------------------------------------------------------------------------------------------
# Changing families: one subject, one attribute, one scope. Versions in order-time order.
# ---------------------------------------------------------------------------------------------------
FAMILIES = [
    # ----- accounts -----
    F("halden-plan", "account", "Halden Works", "plan", "", [
        V("Team", POS, "crm|Halden Works - signed up on the Team plan"),
        V("Business", POS, "sentence|Halden Works upgraded to Business after their quarterly review."),
        V("Enterprise", POS, "kv|Halden Works plan: Enterprise"),
        V("Business", POS, "crm|Halden Works - downgraded back to Business at renewal, budget cuts on their side"),
        V("Business", POS, "sentence|Halden Works still on Business per the October invoice.", "confirmation"),
    ]),
    F("halden-am", "account", "Halden Works", "account manager", "", [
        V("Mo", POS, "kv|AM for Halden Works: Mo"),
        V("Dev", POS, "handover|Dev took over the Halden Works account from Mo"),
        V("Aoife", POS, "passive|Halden Works was reassigned to Aoife in the territory reshuffle."),
        V("Aoife", POS, "sentence|Aoife is AM for Halden Works and has booked a QBR with their COO for next month.",
          "elaboration"),
    ]),
    F("pellworth-seats", "account", "Pellworth Freight", "seats", "", [
        V("40", POS, "crm|Pellworth Freight - 40 seats"),
        V("60", POS, "sentence|Pellworth added another 20 users, so they're at 60 seats now."),
        V("55", POS, "kv|seats (Pellworth Freight): 55"),
        V("75", POS, "status|Pellworth Freight seat count bumped to 75 ahead of peak season"),
        V("75", POS, "kv|Pellworth Freight: seventy-five licensed seats", "format_variant"),
    ]),
    F("pellworth-billing", "account", "Pellworth Freight", "billing contact", "", [
        V("Greta Holm", POS, "kv|Billing contact (Pellworth Freight): Greta Holm, finance"),
        V("Olu Adeyemi", POS, "sentence|Pellworth want invoices sent to Olu Adeyemi in accounts payable from now on."),
    ]),
    F("orrin-renewal", "account", "Orrin & Daye", "renewal date", "", [
        V("2025-06-30", POS, "kv|Orrin & Daye renewal: 2025-06-30"),
        V("2025-09-30", POS, "sentence|Orrin & Daye renewal moved to 30 September 2025 to line up with their fiscal year."),
        V("2026-09-30", POS, "crm|Orrin & Daye - renewal date now 2026-09-30 after the 12-month extension"),
        V("2026-09-30", POS, "note|O&D renews 30/09/2026", "format_variant"),
    ], start="2024-10-07", fixed_gaps=[150, 200, 30]),
    F("quillmark-region", "account", "Quillmark Studios", "data region", "", [
        V("eu-central", POS, "kv|Quillmark Studios data region: eu-central"),
        V("eu-west", POS, "kv|Quillmark Studios data region: eu-west"),
    ]),
    F("quillmark-sla", "account", "Quillmark Studios", "SLA", "", [
        V("99.5%", POS, "crm|Quillmark Studios - SLA 99.5% uptime"),
        V("99.9%", POS, "crm|Quillmark Studios - SLA 99.9% uptime"),
        V("99.9%", POS, "sentence|Quillmark's SLA is 99.9% monthly uptime, excluding scheduled maintenance windows, "
                        "with 10% service credits below that.", "elaboration"),
    ]),
    F("tarnbrook-plan", "account", "Tarnbrook Dairy", "plan", "", [
        V("Team", POS, "crm|Tarnbrook Dairy - Team plan, paid annually"),
        V("Team", NEG, "sentence|Tarnbrook Dairy churned - they're not renewing the Team plan."),
    ]),
    F("vessel-seats", "account", "Vessel Analytics", "seats", "", [
        V("120", POS, "kv|Vessel Analytics seats: 120"),
        V("140", POS, "note|per Lena's call w/ their ops lead, Vessel are running 140 seats now (true-up inv to follow)",
          "hard"),
        V("110", POS, "crm|Vessel Analytics - seat count reduced to 110"),
    ]),
    F("vessel-am", "account", "Vessel Analytics", "account manager", "", [
        V("Lena", POS, "sentence|Lena is the account manager for Vessel Analytics."),
        V("Kwame", POS, "handover|Vessel Analytics handed over from Lena to Kwame while Lena is on parental leave"),
    ]),
    F("brightwater-plan", "account", "Brightwater Clinics", "plan", "", [
        V("Starter", POS, "crm|Brightwater Clinics - trial converted to Starter"),
        V("Business", POS, "status|Brightwater Clinics upgraded Starter -> Business"),
        V("Enterprise", POS, "sentence|Brightwater signed the Enterprise order form today."),
        V("Enterprise", POS, "sentence|Brightwater Clinics' Enterprise contract covers all 14 clinic sites, 3-year term, "
                             "invoiced annually in advance.", "elaboration"),
    ]),
    F("brightwater-billing", "account", "Brightwater Clinics", "billing contact", "", [
        V("Ines Carvalho", POS, "kv|Billing contact, Brightwater Clinics: Ines Carvalho"),
        V("Ravi Anand", POS, "kv|Billing contact, Brightwater Clinics: Ravi Anand"),
    ]),
    F("mossgiel-plan", "account", "Mossgiel Labs", "plan", "", [
        V("Business", POS, "kv|Mossgiel Labs tier: Business"),
        V("Enterprise", POS, "kv|Mossgiel Labs tier: Enterprise"),
    ]),
    F("kestrel-seats", "account", "Kestrel Lane Bakeries", "seats", "", [
        V("8", POS, "crm|Kestrel Lane Bakeries - 8 seats"),
        V("12", POS, "crm|Kestrel Lane Bakeries - 12 seats"),
    ]),
    F("ferrobyte-am", "account", "Ferrobyte", "account manager", "", [
        V("Bex", POS, "kv|AM: Bex (Ferrobyte)"),
        V("Idris", POS, "handover|Idris is covering Ferrobyte while Bex is on the Nordics push"),
        V("Bex", POS, "sentence|Ferrobyte is back with Bex as their account manager."),
        V("Noor", POS, "passive|Ferrobyte was moved to Noor's book of business in the Q1 realignment."),
        V("Noor", POS, "sentence|Ferrobyte's account manager is Noor, based in the Lisbon office, who runs their "
                       "quarterly business reviews.", "elaboration"),
    ]),
    F("ferrobyte-sla", "account", "Ferrobyte", "SLA", "", [
        V("Standard", POS, "crm|Ferrobyte - Standard SLA (next business day)"),
        V("Premium", POS, "sentence|Ferrobyte bought Premium support, so they get the 4-hour response SLA now."),
    ]),
    F("lindqvist-region", "account", "Lindqvist Marine", "data region", "", [
        V("eu-north", POS, "sentence|Lindqvist Marine is hosted in eu-north."),
        V("eu-central", POS, "sentence|Lindqvist Marine is hosted in eu-central."),
    ]),
    F("lindqvist-plan", "account", "Lindqvist Marine", "plan", "", [
        V("Team", POS, "crm|Lindqvist Marine - on Team"),
        V("Business", POS, "status|Lindqvist Marine now on Business (upsell closed by Kwame)"),
        V("Team", POS, "sentence|Lindqvist dropped back down to Team when their pilot project wrapped up."),
        V("Team", POS, "crm|Lindqvist Marine - Team plan, confirmed at renewal", "confirmation"),
    ]),
    F("corvane-account", "account", "Corvane Legal", "account status", "", [
        V("active", POS, "kv|Corvane Legal status: active, Business plan"),
        V("active", NEG, "sentence|Corvane Legal closed their account on the 14th; the data export went to their IT lead."),
    ]),
    F("ashgrove-seats", "account", "Ashgrove Schools", "seats", "", [
        V("200", POS, "crm|Ashgrove Schools - 200 seats"),
        V("200", POS, "sentence|Checked with Ashgrove's bursar: still 200 seats for this term.", "conf"),
        V("260", POS, "kv|Ashgrove Schools seats: 260"),
    ]),
    F("ashgrove-am", "account", "Ashgrove Schools", "account manager", "", [
        V("Hiroko", POS, "kv|Ashgrove Schools AM: Hiroko"),
        V("Jonah", POS, "handover|Hiroko handed Ashgrove Schools to Jonah before leaving for the APAC team"),
        V("Jonah", POS, "kv|Ashgrove Schools AM: Jonah (confirmed in the Q3 book review)", "confirmation"),
    ]),
    F("nimbalo-plan", "account", "Nimbalo", "plan", "", [
        V("Business", POS, "crm|Nimbalo - Business, monthly billing"),
        V("Enterprise", POS, "crm|Nimbalo - Enterprise, monthly billing"),
        V("Enterprise", POS, "kv|Nimbalo: Ent. plan", "format_variant"),
    ]),
    F("sablepeak-sso", "account", "Sable Peak Outfitters", "SSO add-on", "", [
        V("SSO add-on", POS, "sentence|Sable Peak Outfitters bought the SSO add-on."),
        V("SSO add-on", NEG, "crm|Sable Peak Outfitters - cancelled the SSO add-on, moving to their own IdP"),
        V("SSO add-on", POS, "status|Sable Peak re-added the SSO add-on after their IdP project stalled"),
    ]),
    F("ridgeon-support", "account", "Ridgeon Insurance", "support tier", "", [
        V("Premium", POS, "kv|Ridgeon Insurance support: Premium (24/7 phone)"),
        V("Premium", NEG, "sentence|Ridgeon Insurance is no longer on Premium support as of this renewal."),
    ]),
    F("ridgeon-seats", "account", "Ridgeon Insurance", "seats", "", [
        V("310", POS, "crm|Ridgeon Insurance - 310 seats"),
        V("280", POS, "crm|Ridgeon Insurance - 280 seats"),
    ]),
    F("glimmerdeck-billing", "account", "Glimmerdeck", "billing contact", "", [
        V("Hana Ruiz", POS, "kv|Glimmerdeck billing contact: Hana Ruiz"),
        V("Hana Ruiz", NEG, "sentence|Hana Ruiz is no longer the billing contact at Glimmerdeck; waiting on a "
                            "replacement name."),
    ]),
    F("glimmerdeck-renewal", "account", "Glimmerdeck", "renewal date", "", [
        V("2025-12-01", POS, "crm|Glimmerdeck - renews 2025-12-01"),
        V("2026-03-01", POS, "crm|Glimmerdeck - renews 2026-03-01"),
        V("2026-03-01", POS, "note|Glimmerdeck renew 1st March 2026", "format_variant"),
    ], start="2025-05-12", fixed_gaps=[120, 45]),
    F("oakhurst-plan", "account", "Oakhurst Vets", "plan", "", [
        V("Starter", POS, "sentence|Oakhurst Vets are on the Starter plan."),
        V("Team", POS, "sentence|Oakhurst Vets are on the Team plan."),
        V("Team", POS, "crm|Oakhurst Vets - on Team plan, 6 seats, billed monthly by card", "elaboration"),
    ]),
    F("penhallow-am", "account", "Penhallow Hotels", "account manager", "", [
        V("Rafael", POS, "kv|AM: Rafael (Penhallow Hotels)"),
        V("Sunniva", POS, "kv|AM: Sunniva (Penhallow Hotels)"),
        V("Maren", POS, "handover|Penhallow Hotels account picked up by Maren after Sunniva's move to partnerships"),
    ]),
    F("penhallow-territory", "account", "Penhallow Hotels", "sales territory", "", [
        V("UK & Ireland", POS, "kv|Penhallow Hotels territory: UK & Ireland"),
        V("EMEA South", POS, "kv|Penhallow Hotels territory: EMEA South"),
    ]),
    F("dunmore-seats", "account", "Dunmore Energy", "seats", "", [
        V("500", POS, "kv|Dunmore Energy seats: 500"),
        V("650", POS, "sentence|Dunmore Energy expanded to 650 seats after the merger with their grid services unit."),
        V("700", POS, "note|true-up done: Dunmore @ 700", "hard"),
        V("640", POS, "crm|Dunmore Energy - seats reduced to 640 at renewal"),
        V("640", POS, "sentence|Dunmore's finance team confirmed the 640 seats on the latest PO.", "confirmation"),
    ]),
    F("calyx-plan", "account", "Calyx Biotech", "plan", "", [
        V("Enterprise Pilot", POS, "kv|Calyx Biotech plan: Enterprise Pilot"),
        V("Enterprise", POS, "sentence|Calyx Biotech converted their pilot into a full Enterprise contract."),
    ]),
    F("marrow-billing", "account", "Marrow & Finch", "billing contact", "", [
        V("Callum", POS, "kv|M&F billing contact: Callum"),
        V("Zofia", POS, "kv|M&F billing contact: Zofia"),
    ]),
    # ----- tickets -----
    F("t4411-priority", "ticket", "ticket 4411", "priority", "", [
        V("P2", POS, "kv|#4411 priority: P2"),
        V("P1", POS, "status|ticket 4411 escalated to P1 - checkout failing for every Halden user"),
        V("P2", POS, "passive|The workaround is holding, so 4411 was downgraded back to P2."),
        V("P2", POS, "status|4411 remains P2, customer OK with the workaround for now", "confirmation"),
    ], gaps="ticket", start="2024-08-18", fixed_gaps=[3, 5, 1]),
    F("t4411-assignee", "ticket", "ticket 4411", "assignee", "", [
        V("Yusuf", POS, "kv|4411 assignee: Yusuf"),
        V("Piet", POS, "handover|Piet took 4411 off Yusuf's queue"),
    ], gaps="ticket", start="2024-08-19", fixed_gaps=[3]),
    F("t5120-status", "ticket", "ticket 5120", "status", "", [
        V("open", POS, "status|ticket 5120 opened: webhook retries piling up for Nimbalo"),
        V("pending customer", POS, "note|5120 parked, waiting on cust for logs", "hard"),
        V("in progress", POS, "sentence|Customer sent the logs, so 5120 moved to in progress."),
        V("resolved", POS, "status|5120 resolved - retry backoff fix deployed"),
    ], gaps="ticket", start="2024-01-20", fixed_gaps=[4, 2, 4]),
    F("t5120-priority", "ticket", "ticket 5120", "priority", "", [
        V("P3", POS, "kv|5120 priority: P3"),
        V("P2", POS, "kv|5120 priority: P2"),
    ], gaps="ticket", start="2024-01-21", fixed_gaps=[5]),
    F("t4983-owner", "ticket", "ticket 4983", "assignee", "", [
        V("Eilidh", POS, "kv|4983 owner: Eilidh"),
        V("Santiago", POS, "kv|4983 owner: Santiago"),
        V("Keiko", POS, "sentence|Keiko is handling ticket 4983 now that it turned out to be a billing-core bug."),
    ], gaps="ticket"),
    F("t5307-status", "ticket", "ticket 5307", "status", "", [
        V("on hold", POS, "status|5307 on hold - waiting on Ferngate"),
        V("resolved", POS, "status|5307 marked resolved, duplicate of 5291"),
    ], gaps="ticket", start="2026-06-17", fixed_gaps=[4]),
    F("t5307-priority", "ticket", "ticket 5307", "priority", "", [
        V("P3", POS, "kv|5307 prio: P3"),
        V("P4", POS, "kv|5307 prio: P4"),
    ], gaps="ticket", start="2026-06-18", fixed_gaps=[3]),
    F("t5412-assignee", "ticket", "ticket 5412", "assignee", "", [
        V("Keiko", POS, "sentence|Keiko picked up 5412 from the triage queue."),
        V("Nils", POS, "handover|5412 reassigned from Keiko to Nils (needs DB access)"),
    ], gaps="ticket", start="2024-07-16", fixed_gaps=[1]),
    F("t5412-status", "ticket", "ticket 5412", "status", "", [  # same ticket as t5412-assignee: same week
        V("new", POS, "kv|5412 status: new"),
        V("in progress", POS, "kv|5412 status: in progress"),
        V("resolved", POS, "sentence|Nils resolved 5412 by rebuilding the search index for the tenant."),
        V("resolved", POS, "sentence|5412 resolved: stale index on the Oakhurst Vets tenant, reindexed, and the customer "
                           "confirmed search results look right.", "elaboration"),
    ], gaps="ticket", start="2024-07-15", fixed_gaps=[1, 3, 4]),
    F("t5588-priority", "ticket", "ticket 5588", "priority", "", [
        V("P2", POS, "status|5588 logged as P2, reports export timing out"),
        V("P1", POS, "status|5588 escalated to P1 by Ridgeon's CTO"),
        V("P1", POS, "note|5588 is priority 1", "format_variant"),
    ], gaps="ticket"),
    # ----- services -----
    F("apigw-version", "service", "api-gateway", "version", "production", [
        V("3.7.4", POS, "changelog|api-gateway 3.7.4 deployed to prod"),
        V("3.8.0", POS, "changelog|bumped api-gateway to 3.8.0"),
        V("3.8.2", POS, "changelog|bumped api-gateway to 3.8.2"),
        V("3.9.1", POS, "sentence|Production api-gateway is now running 3.9.1 after Tuesday's release train."),
        V("3.9.1", POS, "kv|api-gateway prod: v3.9.1", "format_variant"),
    ], gaps="ops"),
    F("ledger-db", "service", "ledger-svc", "database", "", [
        V("postgres-ledger-01", POS, "kv|ledger-svc DB: postgres-ledger-01"),
        V("pg-cluster-b", POS, "passive|ledger-svc was migrated to the pg-cluster-b Aurora cluster."),
        V("pg-cluster-b", POS, "sentence|ledger-svc uses pg-cluster-b (Aurora Postgres 15, writer in eu-west-1a, two "
                               "readers).", "elaboration"),
    ], gaps="ops"),
    F("ledger-region", "service", "ledger-svc", "region", "", [
        V("eu-west-1", POS, "kv|ledger-svc region: eu-west-1"),
        V("eu-central-1", POS, "changelog|ledger-svc failed over to eu-central-1 during the networking incident"),
        V("eu-west-1", POS, "sentence|ledger-svc is back in eu-west-1 now the networking issue is fixed."),
    ], gaps="ops"),
    F("notif-oncall", "oncall", "notif-worker", "on-call engineer", "", [
        V("Anders", POS, "kv|notif-worker on-call: Anders"),
        V("Beatriz", POS, "sentence|Beatriz has the pager for notif-worker this week."),
        V("Dmitri", POS, "handover|Dmitri took the notif-worker pager from Beatriz"),
        V("Dmitri", POS, "sentence|Dmitri still has the notif-worker pager, the swap got postponed.", "confirmation"),
    ], gaps="rota"),
    F("indexer-version", "service", "search-indexer", "version", "", [
        V("2.14.0", POS, "changelog|search-indexer 2.14.0 rolled out"),
        V("2.13.6", POS, "changelog|search-indexer rolled back to 2.13.6 (memory leak in 2.14)"),
        V("2.13.6", POS, "changelog|search-indexer staying on 2.13.6 until the leak fix lands", "confirmation"),
    ], gaps="ops"),
    F("indexer-host", "service", "search-indexer", "host", "", [
        V("idx-03", POS, "kv|search-indexer host: idx-03.int"),
        V("idx-07", POS, "kv|search-indexer host: idx-07.int"),
    ], gaps="ops"),
    F("billing-runbook", "service", "billing-core", "runbook owner", "", [
        V("Chiara", POS, "kv|billing-core runbook owner: Chiara"),
        V("Gustav", POS, "kv|billing-core runbook owner: Gustav"),
        V("Gustav", POS, "sentence|Gustav owns the billing-core runbook, including the dunning-failure and "
                         "invoice-replay sections.", "elaboration"),
    ], gaps="ops"),
    F("billing-alert", "service", "billing-core", "p99 latency alert threshold", "", [
        V("800ms", POS, "kv|billing-core p99 latency alert: 800ms"),
        V("600ms", POS, "changelog|tightened billing-core p99 alert to 600ms"),
        V("650ms", POS, "sentence|The billing-core latency alert fires at 650 ms now; 600 was too noisy."),
        V("650ms", POS, "kv|billing-core p99 alert threshold 0.65 s", "format_variant"),
    ], gaps="ops"),
    F("authd-passwordless", "service", "authd", "passwordless_login flag", "production", [
        V("enabled", POS, "changelog|enabled passwordless_login flag in prod"),
        V("enabled", NEG, "status|passwordless_login disabled again - magic links landing in spam"),
        V("enabled", POS, "sentence|We switched passwordless_login back on in prod once the DKIM fix shipped."),
    ], gaps="ops"),
    F("resizer-host", "service", "media-resizer", "host", "", [
        V("mr-legacy-02", POS, "kv|media-resizer host: mr-legacy-02"),
        V("mr-legacy-02", NEG, "changelog|decommissioned media-resizer; image resizing is handled by the CDN now"),
    ], gaps="ops"),
    F("relay-runbook", "service", "webhook-relay", "runbook owner", "", [
        V("Soren", POS, "kv|webhook-relay runbook owner: Soren"),
        V("Ilse", POS, "handover|Soren passed the webhook-relay runbook to Ilse"),
        V("Joaquin", POS, "passive|webhook-relay runbook ownership was transferred to the platform team (Joaquin)."),
        V("Joaquin", POS, "sentence|Confirmed with Joaquin that platform still owns the webhook-relay runbook.",
          "confirmation"),
    ], gaps="ops"),
    F("reportgen-cron", "service", "reportgen", "nightly cron schedule", "", [
        V("02:00", POS, "kv|reportgen nightly cron: 0 2 * * *"),
        V("03:30", POS, "changelog|reportgen nightly cron changed to 30 3 * * * to stay clear of the backup window"),
        V("03:30", POS, "sentence|reportgen's nightly job kicks off at 3:30am UTC.", "format_variant"),
    ], gaps="ops"),
    F("reconcile-cron", "service", "nightly-reconcile", "cron schedule", "", [
        V("01:15", POS, "kv|nightly-reconcile schedule: 01:15 UTC daily"),
        V("01:15", NEG, "status|nightly-reconcile cron disabled until the ledger backfill finishes"),
    ], gaps="ops"),
    F("pdf-version", "service", "pdf-render", "version", "production", [
        V("1.22.3", POS, "changelog|pdf-render upgraded to 1.22.3 in prod"),
        V("1.23.0", POS, "changelog|pdf-render upgraded to 1.23.0 in prod"),
    ], gaps="ops"),
    F("sync-db", "service", "sync-agent", "database", "", [
        V("mongo-sync-2", POS, "sentence|sync-agent writes to the mongo-sync-2 replica set."),
        V("postgres-sync-01", POS, "passive|sync-agent was switched over to postgres-sync-01."),
    ], gaps="ops"),
    F("geo-region", "service", "geo-lookup", "region", "", [
        V("us-east-1", POS, "kv|geo-lookup deployed in us-east-1"),
        V("us-west-2", POS, "kv|geo-lookup deployed in us-west-2"),
        V("us-west-2", POS, "sentence|geo-lookup runs in us-west-2 across three AZs behind the internal load balancer.",
          "elaboration"),
    ], gaps="ops"),
    F("auditlog-disk", "service", "audit-log", "disk alert threshold", "", [
        V("80%", POS, "kv|audit-log disk alert at 80%"),
        V("85%", POS, "kv|audit-log disk alert at 85%"),
    ], gaps="ops"),
    F("apigw-oncall", "oncall", "api-gateway", "primary on-call", "", [
        V("Thuy", POS, "kv|api-gateway primary on-call: Thuy"),
        V("Uma", POS, "sentence|Uma is primary on-call for api-gateway this rotation."),
        V("Viktor", POS, "note|pager swap: Viktor has api-gw till Fri", "hard"),
        V("Wanjiru", POS, "handover|Wanjiru took over api-gateway primary on-call from Viktor"),
    ], gaps="rota"),
    F("notif-version", "service", "notif-worker", "version", "", [
        V("5.2.0", POS, "changelog|notif-worker v5.2.0 out"),
        V("5.2.1", POS, "changelog|notif-worker v5.2.1 out"),
    ], gaps="ops"),
    F("authd-session", "service", "authd", "session store", "", [
        V("redis-auth-01", POS, "kv|authd session store: redis-auth-01"),
        V("redis-auth-cluster", POS, "kv|authd session store: redis-auth-cluster"),
    ], gaps="ops"),
    F("relay-strictsig", "service", "webhook-relay", "strict_signature rollout", "", [
        V("10%", POS, "kv|webhook-relay strict_signature rollout: 10%"),
        V("50%", POS, "changelog|strict_signature rolled out to 50% of webhook-relay tenants"),
        V("100%", POS, "changelog|strict_signature rolled out to 100% of webhook-relay tenants"),
        V("100%", POS, "status|strict_signature still at 100% on webhook-relay, no complaints so far", "confirmation"),
    ], gaps="ops"),
    F("indexer-alert", "service", "search-indexer", "queue lag alert", "", [
        V("5 min", POS, "kv|search-indexer queue lag alert: 5 min"),
        V("15 min", POS, "sentence|Raised the search-indexer lag alert to 15 minutes; it was paging people for nothing."),
        V("15 min", POS, "kv|search-indexer lag alert threshold = 900s", "format_variant"),
    ], gaps="ops"),
    F("reportgen-host", "service", "reportgen", "host", "", [
        V("batch-02", POS, "kv|reportgen runs on batch-02"),
        V("batch-05", POS, "kv|reportgen runs on batch-05"),
    ], gaps="ops"),
    # ----- vendors and contracts -----
    F("otp-sms", "vendor", "OTP SMS", "provider", "", [
        V("Quokka SMS", POS, "sentence|OTP texts go out through Quokka SMS."),
        V("Quokka SMS", NEG, "status|stopped using Quokka SMS for OTP - contract lapsed"),
    ], gaps="ops"),
    F("kelpie-term", "vendor", "Kelpie Cloud", "contract end", "", [
        V("2026-01-31", POS, "kv|Kelpie Cloud contract end: 2026-01-31"),
        V("2028-01-31", POS, "passive|The Kelpie Cloud contract was extended to 31 Jan 2028 at renewal."),
        V("2028-01-31", POS, "sentence|Kelpie Cloud contract runs to 31 Jan 2028 with a 5% annual uplift cap and a "
                             "90-day notice period.", "elaboration"),
    ], start="2024-06-03", fixed_gaps=[500, 60]),
    F("ferngate-rep", "vendor", "Ferngate", "account rep", "", [
        V("Mireille", POS, "kv|Ferngate account rep: Mireille"),
        V("Luca", POS, "handover|Ferngate moved us from Mireille to Luca as our rep"),
        V("Luca", POS, "kv|Ferngate rep: Luca (as usual, quarterly call booked)", "confirmation"),
    ]),
    F("cdn-vendor", "vendor", "static assets", "CDN", "", [
        V("Quillon CDN", POS, "sentence|Static assets are served by Quillon CDN."),
        V("Bramblefield Edge", POS, "sentence|Static assets are served by Bramblefield Edge."),
    ], gaps="ops"),
    F("kelpie-commit", "vendor", "Kelpie Cloud", "annual commit", "", [
        V("$120,000", POS, "kv|Kelpie commit: $120,000/yr"),
        V("$150,000", POS, "sentence|Our Kelpie Cloud commit went up to $150k a year."),
        V("$180,000", POS, "crm|Kelpie Cloud - annual commit 180k"),
        V("$180,000", POS, "kv|Kelpie Cloud annual commitment: $180,000", "format_variant"),
    ]),
    F("parcelry-support", "vendor", "Parcelry", "support plan", "", [
        V("Basic", POS, "kv|Parcelry (shipping API) support plan: Basic"),
        V("Pro", POS, "kv|Parcelry (shipping API) support plan: Pro"),
    ]),
    F("ferngate-fee", "vendor", "Ferngate", "card fee", "", [
        V("1.9% + 20p", POS, "sentence|Ferngate charges us 1.9% + 20p per card transaction."),
        V("1.6% + 20p", POS, "sentence|Ferngate charges us 1.6% + 20p per card transaction."),
    ]),
]


# ---------------------------------------------------------------------------------------------------
# Labelled groups: memories that must never appear in any candidate pair. Each member carries its own
# fact key (subject, attribute, scope) and value; the truth rule is run over them too and must give nothing.
# ---------------------------------------------------------------------------------------------------
def M(subj, attr, scope, value, text):
    return {"subj": subj, "attr": attr, "scope": scope, "value": value, "text": text}


def G(cls, area, members, equal=False, gaps="slow", start=None):
    return {"cls": cls, "area": area, "members": members, "equal": equal, "gaps": gaps, "start": start}


GROUPS = [
    # multi_valued: values that coexist (each value is its own fact)
    G("multi_valued", "account", [
        M("Halden Works", "support language=English", "", "English", "kv|Halden Works support languages: English"),
        M("Halden Works", "support language=Polish", "", "Polish",
          "sentence|Halden Works also wants Polish-language support for their Gdansk site."),
    ]),
    G("multi_valued", "account", [
        M("Calyx Biotech", "admin=Rhea", "", "Rhea", "sentence|Calyx Biotech's workspace admins are Rhea and Paulo."),
        M("Calyx Biotech", "admin=Oona", "", "Oona", "crm|Calyx Biotech - added another admin, Oona"),
    ]),
    G("multi_valued", "service", [
        M("reportgen", "depends on=ledger-svc", "", "ledger-svc", "kv|reportgen depends on: ledger-svc"),
        M("reportgen", "depends on=audit-log", "", "audit-log", "sentence|reportgen also reads from the audit-log API."),
    ], gaps="ops"),
    G("multi_valued", "account", [
        M("Pellworth Freight", "integration=Ledgerly", "", "Ledgerly",
          "kv|Pellworth Freight integrations: Ledgerly connector"),
        M("Pellworth Freight", "integration=Stockpoint", "", "Stockpoint",
          "sentence|Pellworth Freight set up the Stockpoint integration as well."),
    ]),
    G("multi_valued", "account", [
        M("Brightwater Clinics", "compliance doc=SOC 2", "", "SOC 2",
          "kv|Brightwater Clinics compliance docs: SOC 2 Type II"),
        M("Brightwater Clinics", "compliance doc=pen test", "", "pen test summary",
          "sentence|Brightwater Clinics asked for our pen test summary too."),
    ]),
    G("multi_valued", "account", [
        M("Dunmore Energy", "escalation contact=Xander", "", "Xander",
          "kv|Dunmore Energy escalation contact: Xander (IT director)"),
        M("Dunmore Energy", "escalation contact=Yara", "", "Yara",
          "crm|Dunmore Energy - another escalation contact added: Yara, head of ops"),
    ]),
    # scope_disjoint: same attribute, different scope
    G("scope_disjoint", "service", [
        M("api-gateway", "version", "staging", "4.0.0-rc2", "sentence|api-gateway on staging is at 4.0.0-rc2."),
    ], gaps="ops"),
    G("scope_disjoint", "support", [
        M("support desk", "phone hours", "weekdays", "08:00-18:00", "kv|Support phone hours (weekdays): 08:00-18:00"),
        M("support desk", "phone hours", "weekends", "10:00-14:00", "kv|Support phone hours (weekends): 10:00-14:00"),
    ]),
    G("scope_disjoint", "account", [
        M("Nimbalo", "hosting region", "EU tenants", "eu-central-1",
          "sentence|Nimbalo's EU tenants are hosted in eu-central-1."),
        M("Nimbalo", "hosting region", "US tenants", "us-east-2",
          "sentence|Nimbalo's US tenants are hosted in us-east-2."),
    ]),
    G("scope_disjoint", "service", [
        M("billing-core", "database", "production", "pg-billing-prod", "kv|billing-core DB (production): pg-billing-prod"),
        M("billing-core", "database", "staging", "pg-billing-stg", "kv|billing-core DB (staging): pg-billing-stg"),
    ], gaps="ops"),
    G("scope_disjoint", "oncall", [
        M("support desk", "cover", "weekday evenings", "Farah", "sentence|Farah covers the desk on weekday evenings."),
        M("support desk", "cover", "weekends", "Efe", "handover|Weekend desk cover goes to Efe."),
    ], gaps="rota"),
    G("scope_disjoint", "account", [
        M("Penhallow Hotels", "seats", "summer", "90", "kv|Penhallow Hotels seats (summer peak): 90"),
        M("Penhallow Hotels", "seats", "winter", "40", "kv|Penhallow Hotels seats (winter off-season): 40"),
    ]),
    G("scope_disjoint", "service", [
        M("audit-log", "retention", "production", "400 days", "changelog|audit-log retention set to 400 days in production"),
        M("audit-log", "retention", "staging", "30 days", "sentence|In staging, audit-log only keeps 30 days."),
    ], gaps="ops"),
    # format_variant, standalone: same value in another format
    G("format_variant", "account", [
        M("Yarrowby Farms", "contract value", "", "24000 GBP", "kv|Yarrowby Farms contract value: £24,000/yr"),
        M("Yarrowby Farms", "contract value", "", "24000 GBP", "crm|Yarrowby Farms - ACV 24k GBP"),
    ]),
    # elaboration, standalone (detailed first, terse later)
    G("elaboration", "account", [
        M("Wrenfield Council", "SLA", "", "4h P1", "sentence|Wrenfield Council's SLA gives a 4-hour response on P1s, "
                                                 "24/7, with a named duty manager."),
        M("Wrenfield Council", "SLA", "", "4h P1", "kv|Wrenfield Council SLA: 4h P1 response"),
    ]),
    # confirmation, standalone
    G("confirmation", "account", [
        M("Tessaract Print", "payment method", "", "bank transfer", "sentence|Tessaract Print pay by bank transfer."),
        M("Tessaract Print", "payment method", "", "bank transfer",
          "sentence|Tessaract Print confirmed they'll keep paying by bank transfer."),
    ]),
    # different_subject: the frame of a changing fact with another subject (alone in its family)
    G("different_subject", "account", [
        M("Yarrowby Farms", "renewal date", "", "2025-09-30",
          "sentence|Yarrowby Farms renewal moved to 30 September 2025."),
        M("Mossgiel Labs", "account manager", "", "Tomasz", "sentence|Tomasz is the account manager for Mossgiel Labs."),
        M("Tessaract Print", "plan", "", "Enterprise", "crm|Tessaract Print - moved to Enterprise"),
        M("Wrenfield Council", "seats", "", "55", "kv|Wrenfield Council seats: 55"),
        M("Marrow & Finch", "SLA", "", "99.9%", "crm|Marrow & Finch - SLA 99.9% uptime"),
        M("Lindqvist Marine", "billing contact", "", "Bruno Palk",
          "sentence|Lindqvist Marine's billing contact is now Bruno Palk."),
    ], gaps="ops", start="2024-11-04"),
    G("different_subject", "ticket", [
        M("ticket 5590", "priority", "", "P1", "status|ticket 5590 escalated to P1"),
        M("ticket 5601", "assignee", "", "Keiko", "handover|Keiko took over ticket 5601 from Farah"),
        M("ticket 5633", "status", "", "resolved", "status|5633 resolved - retry backoff fix deployed"),
    ], gaps="ticket"),
    G("different_subject", "service", [
        M("geo-lookup", "version", "", "3.8.2", "changelog|bumped geo-lookup to 3.8.2"),
        M("pdf-render", "on-call engineer", "", "Viktor", "kv|pdf-render on-call: Viktor"),
        M("reportgen", "database", "", "pg-cluster-b", "passive|reportgen's database was migrated to pg-cluster-b."),
    ], gaps="ops"),
    # static: an unchanging fact restated with a synonymous verb
    G("static", "account", [
        M("Halden Works", "headquarters", "", "Leeds", "sentence|Halden Works is headquartered in Leeds."),
        M("Halden Works", "headquarters", "", "Leeds", "note|Halden Works are based out of Leeds."),
    ]),
    G("static", "account", [
        M("Pellworth Freight", "VAT number", "", "GB284119307", "kv|Pellworth Freight VAT no: GB 284 1193 07"),
        M("Pellworth Freight", "VAT number", "", "GB284119307",
          "sentence|Pellworth Freight's VAT number is GB 284 1193 07."),
    ]),
    G("static", "service", [
        M("ledger-svc", "language", "", "Go", "sentence|ledger-svc is written in Go."),
        M("ledger-svc", "language", "", "Go", "sentence|ledger-svc is implemented in Go."),
    ], gaps="ops"),
    G("static", "account", [
        M("Calyx Biotech", "founded", "", "2011", "sentence|Calyx Biotech was founded in 2011."),
        M("Calyx Biotech", "founded", "", "2011", "crm|Calyx Biotech - established 2011, per their website"),
    ]),
    G("static", "service", [
        M("webhook-relay", "repo org", "", "platform", "sentence|The webhook-relay repo lives under the platform org."),
        M("webhook-relay", "repo org", "", "platform", "note|webhook-relay's repo sits in the platform org on our git server"),
    ], gaps="ops"),
    G("static", "vendor", [
        M("Ferngate", "incorporation", "", "Ireland", "sentence|Ferngate is incorporated in Ireland."),
        M("Ferngate", "incorporation", "", "Ireland", "sentence|Ferngate is registered in Ireland."),
    ]),
    # membership: memberships that look like roles, all holding at once
    G("membership", "support", [
        M("Chiara", "member=billing escalation rota", "", "billing escalation rota",
          "sentence|Chiara is on the billing escalation rota."),
        M("Chiara", "member=incident review board", "", "incident review board",
          "sentence|Chiara also sits on the incident review board."),
        M("Chiara", "member=CAB", "", "CAB", "kv|Chiara: CAB member"),
    ]),
    G("membership", "account", [
        M("Kwame", "member=pricing committee", "", "pricing committee",
          "sentence|Kwame is a member of the pricing committee."),
        M("Kwame", "member=deal desk", "", "enterprise deal desk", "sentence|Kwame joined the enterprise deal desk as well."),
    ]),
    G("membership", "service", [
        M("Uma", "member=security champions", "", "security champions", "kv|Uma - security champion (platform)"),
        M("Uma", "member=on-call trainers", "", "on-call trainers", "sentence|Uma is also one of the on-call trainers."),
    ]),
    G("membership", "support", [
        M("Nils", "member=search guild", "", "search guild", "sentence|Nils joined the search guild."),
        M("Nils", "member=DB access approvers", "", "DB access approvers",
          "sentence|Nils is part of the DB access approvers group."),
    ]),
    G("membership", "account", [
        M("Aoife", "member=Halden Works steering group", "", "Halden Works steering group",
          "crm|Aoife added to the Halden Works steering group"),
        M("Aoife", "member=Ashgrove Schools steering group", "", "Ashgrove Schools steering group",
          "crm|Aoife added to the Ashgrove Schools steering group"),
    ]),
    G("membership", "service", [
        M("Gustav", "member=release approvers", "", "release approvers", "kv|Gustav: member, release approvers"),
    ]),
    # equal_time: two values of one fact at the identical order time
    G("equal_time", "account", [
        M("Tessaract Print", "seats", "", "30", "kv|Tessaract Print seats: 30"),
        M("Tessaract Print", "seats", "", "34", "crm|Tessaract Print - 34 seats"),
    ], equal=True),
    G("equal_time", "ticket", [
        M("ticket 5655", "priority", "", "P2", "kv|ticket 5655 priority: P2"),
        M("ticket 5655", "priority", "", "P3", "status|5655 priority set to P3"),
    ], equal=True),
    G("equal_time", "service", [
        M("audit-log", "version", "", "0.9.3", "kv|audit-log version: 0.9.3"),
        M("audit-log", "version", "", "0.9.4", "changelog|audit-log running 0.9.4"),
    ], equal=True),
    G("equal_time", "account", [
        M("Nimbalo", "account manager", "", "Rafael", "kv|Nimbalo AM: Rafael"),
        M("Nimbalo", "account manager", "", "Maren", "kv|Nimbalo AM: Maren"),
    ], equal=True),
    G("equal_time", "oncall", [
        M("sync-agent", "on-call engineer", "", "Soren", "sentence|sync-agent on-call today: Soren."),
        M("sync-agent", "on-call engineer", "", "Ilse", "kv|sync-agent on-call: Ilse"),
    ], equal=True),
    G("equal_time", "account", [
        M("Calyx Biotech", "renewal date", "", "2026-02-28", "kv|Calyx Biotech renewal: 2026-02-28"),
        M("Calyx Biotech", "renewal date", "", "2026-03-31", "crm|Calyx Biotech - renews 2026-03-31"),
    ], equal=True, start="2025-07-01"),
    # unrelated distractors (some share a subject with a changing family)
    G("unrelated", "account", [
        M("Halden Works", "note:DPA", "", "", "sentence|Halden Works asked for a copy of the DPA; sent it over."),
        M("Tarnbrook Dairy", "note:hamper", "", "", "sentence|Tarnbrook Dairy sent a thank-you hamper to the support desk."),
        M("Pellworth Freight", "note:call time", "", "", "note|Pellworth's ops lead prefers calls after 2pm."),
        M("Ferrobyte", "note:warehouse", "", "",
          "sentence|Ferrobyte mentioned they are opening a warehouse in Rotterdam next year."),
        M("Vessel Analytics", "note:case study", "", "", "crm|Vessel Analytics - sent case study draft for approval"),
        M("Brightwater Clinics", "note:mailbox", "", "",
          "note|Brightwater's IT team uses a shared mailbox, cc it on anything technical."),
        M("Dunmore Energy", "note:invoice layout", "", "", "sentence|Dunmore Energy's CFO liked the new invoice layout."),
        M("Glimmerdeck", "note:meetup", "", "", "sentence|Glimmerdeck are hosting a user meetup in their Bristol office."),
    ]),
    G("unrelated", "support", [
        M("access review", "note", "", "", "sentence|Reminder: the quarterly access review for prod databases is due."),
        M("office wifi", "note", "", "", "status|Office wifi flaky on floor 3 again, IT aware."),
        M("support offsite", "note", "", "", "sentence|The support team offsite is booked for the 14th."),
        M("lunch and learn", "note", "", "", "kv|Lunch & learn topic: writing better runbooks"),
    ]),
    G("unrelated", "ticket", [
        M("ticket 4411", "note:screenshots", "", "", "status|4411 customer sent screenshots of the checkout error"),
    ], gaps="ticket", start="2024-08-22"),
    G("unrelated", "service", [
        M("api-gateway", "note:dashboards", "", "",
          "sentence|api-gateway dashboards are linked from the team wiki home page."),
        M("ledger-svc", "note:postmortem", "", "",
          "sentence|The ledger-svc postmortem from the networking incident is in the shared drive."),
        M("Kelpie Cloud", "note:status page", "", "",
          "sentence|Kelpie Cloud's status page is the first place to check during an outage."),
    ], gaps="ops"),
]

# ---------------------------------------------------------------------------------------------------
T0 = dt.datetime(2023, 9, 1, tzinfo=dt.timezone.utc)
T_END = dt.datetime(2026, 10, 25, tzinfo=dt.timezone.utc)
IMPORT_START = dt.datetime(2026, 11, 2, tzinfo=dt.timezone.utc)
LIMIT = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
MODE_SHARE = {"live": 0.27, "backfilled": 0.18}


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def split_form(s):
    form, text = s.split("|", 1)
    assert form in FORMS, s
    return form, text


def build():
    rng = random.Random(SEED)
    mems = []  # each: dict with key, value, pol, text, form, area, cls, fam, idx, tag, group
    for f in FAMILIES:
        for i, v in enumerate(f["versions"]):
            form, text = split_form(v["text"])
            tag = v["tag"]
            cls = tag if tag in NEGATIVE_CLASSES else None
            mems.append({"key": (f["subj"], f["attr"], f["scope"]), "value": v["value"], "pol": v["pol"],
                         "text": text, "form": form, "area": f["area"], "cls": cls, "fam": f["fid"], "idx": i,
                         "tag": tag, "unit": f})
    for gi, g in enumerate(GROUPS):
        for i, m in enumerate(g["members"]):
            form, text = split_form(m["text"])
            mems.append({"key": (m["subj"], m["attr"], m["scope"]), "value": m["value"], "pol": POS,
                         "text": text, "form": form, "area": g["area"], "cls": g["cls"],
                         "fam": "g%02d-%s" % (gi, g["cls"]), "idx": i, "tag": g["cls"], "unit": g})

    # time modes: exact shares, shuffled over the whole set (so they mix within families)
    n = len(mems)
    n_live = round(n * MODE_SHARE["live"])
    n_back = round(n * MODE_SHARE["backfilled"])
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode

    # order times, per unit (family or group)
    units = []
    seen = set()
    for m in mems:
        if id(m["unit"]) not in seen:
            seen.add(id(m["unit"]))
            units.append(m["unit"])
    for u in units:
        ms = [m for m in mems if m["unit"] is u]
        equal = u.get("equal", False)
        lo, hi = GAPS[u["gaps"]]
        if u.get("fixed_gaps"):
            gaps = list(u["fixed_gaps"])[: len(ms) - 1]
        else:
            gaps = [rng.randint(lo, hi) for _ in range(len(ms) - 1)]
        if equal:
            gaps = [0] * (len(ms) - 1)
        span = sum(gaps)
        if u.get("start"):
            day0 = dt.datetime.strptime(u["start"], "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
        else:
            room = (T_END - T0).days - span - 1
            assert room > 0, u
            day0 = T0 + dt.timedelta(days=rng.randint(0, room))
        days = [day0]
        for gday in gaps:
            days.append(days[-1] + dt.timedelta(days=gday))
        if equal:
            if any(m["mode"] == "backfilled" for m in ms):
                shared = days[0]
            else:
                shared = days[0] + dt.timedelta(hours=rng.randint(7, 19), minutes=rng.randint(0, 59))
        for m, d in zip(ms, days):
            if equal:
                m["order"] = shared
            elif m["mode"] == "backfilled":
                m["order"] = d
            else:
                m["order"] = d + dt.timedelta(hours=rng.randint(7, 19), minutes=rng.randint(0, 59),
                                              seconds=rng.randint(0, 59))
            assert m["order"] < IMPORT_START, (m["text"], m["order"])
        # created_at / observed_at
        back = sorted([m for m in ms if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        if back:
            t = IMPORT_START + dt.timedelta(days=rng.randint(0, 24), hours=rng.randint(0, 23),
                                            minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
            for m in back:  # newest first
                m["created"] = t
                m["observed"] = m["order"]
                t = t + dt.timedelta(seconds=rng.randint(1, 40))
        for m in ms:
            if m["mode"] == "live":
                m["created"] = m["order"]
                m["observed"] = None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rng.randint(2, 55), seconds=rng.randint(0, 59))

    # ids in a shuffled order, then file order shuffled again
    perm = list(range(n))
    rng.shuffle(perm)
    for k, i in enumerate(perm):
        mems[i]["id"] = "a%03d" % (k + 1)
    order = list(range(n))
    rng.shuffle(order)
    filed = [mems[i] for i in order]
    return mems, filed


def compute_truth(mems):
    """Within a family (subject, attribute, scope) each memory is expired by the EARLIEST strictly newer
    memory whose (value, polarity) differs; reason negation when polarities differ, else value."""
    fams = {}
    for m in mems:
        fams.setdefault(m["key"], []).append(m)
    pairs = []
    for key in sorted(fams):
        ms = sorted(fams[key], key=lambda m: (m["order"], m["id"]))
        for a in ms:
            for b in ms:
                if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    pairs.append((a, b, "negation" if a["pol"] != b["pol"] else "value"))
                    break
    return pairs


def slot_edit(a, b):
    """True when b differs from a in exactly one contiguous span of at most 3 tokens on either side, everything
    else identical (a one-slot edit)."""
    ta, tb = a.split(), b.split()
    ops = [op for op in difflib.SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes() if op[0] != "equal"]
    if len(ops) != 1:
        return False
    _, i1, i2, j1, j2 = ops[0]
    return i2 - i1 <= 3 and j2 - j1 <= 3 and (i2 - i1) < len(ta) and (j2 - j1) < len(tb)


def check(mems, pairs):
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate content"
    paired = set()
    for a, b, _ in pairs:
        paired.add(a["id"])
        paired.add(b["id"])
    for m in mems:
        if m["cls"]:
            assert m["id"] not in paired, ("labelled memory in a pair", m["text"])
        else:
            assert m["id"] in paired, ("unlabelled memory in no pair", m["text"])
        assert m["created"] < LIMIT and m["order"] < LIMIT
        if m["observed"] is not None:
            assert m["observed"] <= m["created"]
        if m["mode"] == "backfilled":
            assert m["order"].hour == 0 and m["order"].minute == 0 and m["order"].second == 0
            assert m["created"].year == 2026 and m["created"].month == 11
    # order times unique within a family except equal_time
    fams = {}
    for m in mems:
        fams.setdefault(m["key"], []).append(m)
    for key, ms in fams.items():
        ts = [m["order"] for m in ms]
        if len(set(ts)) != len(ts):
            assert all(m["cls"] == "equal_time" for m in ms), key
    # labelled tails really are after the last change of their family
    for f in FAMILIES:
        vs = f["versions"]
        for i, v in enumerate(vs):
            if v["tag"] in NEGATIVE_CLASSES:
                assert all(w["tag"] in NEGATIVE_CLASSES for w in vs[i:]), f["fid"]
                assert (v["value"], v["pol"]) == (vs[i - 1]["value"], vs[i - 1]["pol"]), f["fid"]


def stats(mems, pairs):
    out = []
    fam_chain = {}
    for m in mems:
        if m["cls"] is None:
            fam_chain.setdefault(m["fam"], []).append(m)
    out.append("memories: %d" % len(mems))
    out.append("changing families: %d" % len(fam_chain))
    sizes = {}
    for ms in fam_chain.values():
        sizes[len(ms)] = sizes.get(len(ms), 0) + 1
    out.append("family sizes (versions in chain: families): " +
               ", ".join("%d: %d" % (k, sizes[k]) for k in sorted(sizes)))
    nreason = {"value": 0, "negation": 0}
    for _, _, r in pairs:
        nreason[r] += 1
    out.append("true pairs: %d (value %d, negation %d)" % (len(pairs), nreason["value"], nreason["negation"]))
    moves_back = 0
    for ms in fam_chain.values():
        ms = sorted(ms, key=lambda m: m["order"])
        vals = [(m["value"], m["pol"]) for m in ms]
        for i in range(2, len(vals)):
            if vals[i] == vals[i - 2] and vals[i] != vals[i - 1] and ms[i]["pol"] == ms[i - 2]["pol"] and \
                    ms[i - 1]["pol"] == ms[i]["pol"]:
                moves_back += 1
    out.append("moves back (A -> B -> A, same polarity): %d" % moves_back)
    out.append("re-affirmations after a negation: %d" % sum(
        1 for a, b, r in pairs if r == "negation" and a["pol"] == NEG))
    out.append("hard-worded intervening versions: %d" % sum(1 for m in mems if m["tag"] == "hard"))
    out.append("confirmations inside a chain (unlabelled, expired by the next change): %d" %
               sum(1 for m in mems if m["tag"] == "conf"))
    cls = {}
    for m in mems:
        if m["cls"]:
            cls[m["cls"]] = cls.get(m["cls"], 0) + 1
    out.append("labelled: %d" % sum(cls.values()))
    for c in NEGATIVE_CLASSES:
        tails = sum(1 for m in mems if m["cls"] == c and not m["fam"].startswith("g"))
        out.append("  %-18s %3d  (%d as the tail of a changing family)" % (c, cls.get(c, 0), tails))
    areas = sorted(set(m["area"] for m in mems))
    out.append("register (area): memories / in changing families / labelled")
    for a in areas:
        am = [m for m in mems if m["area"] == a]
        out.append("  %-8s %3d / %3d / %3d" % (a, len(am), sum(1 for m in am if not m["cls"]),
                                               sum(1 for m in am if m["cls"])))
    out.append("sentence form: memories (in changing families / labelled)")
    for f in FORMS:
        fm = [m for m in mems if m["form"] == f]
        out.append("  %-9s %3d (%d / %d)  %s" % (f, len(fm), sum(1 for m in fm if not m["cls"]),
                                                 sum(1 for m in fm if m["cls"]), FORMS[f]))
    # wording: each newer chain version against the version right before it
    trans = slot = 0
    jac = []
    for ms in fam_chain.values():
        ms = sorted(ms, key=lambda m: m["order"])
        for a, b in zip(ms, ms[1:]):
            trans += 1
            if slot_edit(a["text"], b["text"]):
                slot += 1
            sa, sb = set(a["text"].lower().split()), set(b["text"].lower().split())
            jac.append(len(sa & sb) / len(sa | sb))
    out.append("wording: %d newer chain versions vs the version before: %d reworded (%.0f%%), %d one-slot edits "
               "(%.0f%%); mean token Jaccard %.2f" % (trans, trans - slot, 100.0 * (trans - slot) / trans, slot,
                                                       100.0 * slot / trans, sum(jac) / len(jac)))
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    out.append("time modes: " + ", ".join("%s %d (%.0f%%)" % (k, modes[k], 100.0 * modes[k] / len(mems))
                                          for k in ("live", "stamped", "backfilled")))
    mixed = sum(1 for ms in fam_chain.values() if len(set(m["mode"] for m in ms)) > 1)
    out.append("changing families mixing time modes: %d of %d" % (mixed, len(fam_chain)))
    inv = 0
    for a, b, _ in pairs:
        if a["created"] > b["created"]:
            inv += 1
    out.append("true pairs whose created_at order inverts order time: %d" % inv)
    out.append("order times: %s .. %s" % (fmt(min(m["order"] for m in mems)), fmt(max(m["order"] for m in mems))))
    out.append("created_at: %s .. %s" % (fmt(min(m["created"] for m in mems)), fmt(max(m["created"] for m in mems))))
    return out


def jsonl(rows):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def render(mems, filed, pairs):
    mem_rows = []
    for m in filed:
        r = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
        if m["observed"] is not None:
            r["observed_at"] = fmt(m["observed"])
        mem_rows.append(r)
    truth_rows = [{"expired_id": a["id"], "replacement_id": b["id"], "reason": r}
                  for a, b, r in sorted(pairs, key=lambda p: (p[0]["id"], p[1]["id"]))]
    label_rows = [{"id": m["id"], "class": m["cls"]} for m in sorted(mems, key=lambda m: m["id"]) if m["cls"]]
    return {"memories.jsonl": jsonl(mem_rows), "truth.jsonl": jsonl(truth_rows), "labels.jsonl": jsonl(label_rows)}


def listing(mems, pairs):
    exp = {}
    for a, b, r in pairs:
        exp[a["id"]] = "%s by %s" % (r, b["id"])
    lines = []
    for m in sorted(mems, key=lambda m: (m["fam"], m["order"], m["id"])):
        lab = m["cls"] or ("chain" + ("/hard" if m["tag"] == "hard" else "") + ("/conf" if m["tag"] == "conf" else ""))
        lines.append("%s  %s  %-10s  %-28s v%d  %-12s %s %-10s  %s  | %s" % (
            m["id"], fmt(m["order"]), m["mode"], m["fam"], m["idx"], m["value"][:12], m["pol"], lab,
            ("expired: " + exp[m["id"]]) if m["id"] in exp else "current", m["text"]))
    return lines


README_TMPL = """# R11: customer accounts, support desk and operations records (blind registered gate corpus)

A blind evaluation corpus of {n} memories for l9's Stage 1 supersession detector, in the register of what a
support, sales or operations team records: an account's plan, seats, account manager, billing contact,
renewal date, data region and SLA; a ticket's assignee, priority and status; a service's version, host,
database, region, on-call engineer, runbook owner, alert threshold, cron schedule and feature flag state;
vendor and contract facts. It is the registered gate corpus R11: it is frozen by sha256 in a pre-registration
and scored only as a whole.

## How it was written (blind)

Every text was written by hand, from imagination, by a helper session that read exactly these and nothing else of
the project: `/work/notes/prompt-r11.md` (the brief), `/work/notes/protocol.md` (working protocol), the design seed
`/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051), and the sections "Memory JSONL (input and export
format)" and "Using l9 on your own export" of `/work/main/README.md` (plus the README's heading list, to find those
sections). Incidentally seen, and not used: the file names in `/work/notes/`, the top-level names of the worktree
and of `testdata/` (directory names only, no contents), `git status`, and the subject lines of the three newest
commits on the branch (`git log --oneline | head -3`). It did not read svo/, corpus/, detector/, doc/, gates/, arms/, any test file, any other testdata
directory, results/ or prereg/, did not grep the repository, did not build or run l9 and saw no l9 output. No data
from SituatedQA or TimeQA was used and nothing was fetched. All customers, people, services and vendors are
invented.

Labels (family, value, polarity, negative class) are fixed in the tables of `gen.py` before anything is
generated; truth is computed from those labels and order times, never from the text.

## Files

- `memories.jsonl`: `{{"id","content","created_at"[,"observed_at"]}}`, RFC 3339 UTC, all before 2026-12-01. Ids
  (a001..a{n:03d}) are assigned in a shuffled order and the file order is shuffled again.
- `truth.jsonl`: `{{"expired_id","replacement_id","reason"}}`, reason `value` or `negation`, sorted by ids.
- `labels.jsonl`: `{{"id","class"}}` for every memory that must never appear in any candidate pair.
- `gen.py`: the tables and the generator (python3, stdlib only, fixed seed {seed}).

## Truth rule

A family is one fact: one subject, one attribute, one scope. Order time is `observed_at` if present, else
`created_at`. Within a family each memory is expired by the earliest strictly newer memory whose (value,
polarity) differs; the reason is `negation` when the polarities differ (the newer memory says the fact stopped
holding: churned, closed, cancelled, disabled, decommissioned, stopped, no longer; or re-affirms it after such a
negation), else `value`. A chain of n versions yields n-1 pairs; a move back (A -> B -> A) pairs through the
middle; a confirmation inside a chain is never paired with what it confirms but is expired, like the version it
confirms, by the next change. Two values at an identical order time give no pair. The generator asserts that no
labelled memory takes part in any pair and that every unlabelled memory takes part in at least one.

## Counts

```
{stats}
```

Register: "area" is what the record is about (account, ticket, service, oncall, support desk, vendor); "sentence
form" is how it is written (CRM log line, key: value fragment, status update, handover, changelog line, passive,
full sentence, terse note with abbreviations). Wording is measured by `gen.py` itself: a newer version is a
one-slot edit when its tokens differ from the version right before it in exactly one contiguous span of at most
three tokens on either side, all else identical (difflib), otherwise reworded.

Negative classes: multi_valued (coexisting values: languages, admins, integrations, dependencies, documents,
contacts), scope_disjoint (weekdays/weekends, staging/production, EU/US tenants, summer/winter), format_variant
(spelled-out numbers, dates in another order, units, $180,000/180k, abbreviations, cron/clock), elaboration
(same value with more detail, one standalone pair with the detailed version first), confirmation (value in
force restated: still, confirmed, as usual, remains), different_subject (the frame of a changing fact with
another subject), static (an unchanging fact restated with a synonymous verb), membership (groups that look
like roles, all held at once), equal_time (two values of one fact at the identical order time), unrelated
(distractors, several sharing a subject with a changing family). Labelled format variants, elaborations and
confirmations are mostly the newest memory of a changing family, restating the value in force.

## Time modes

Mixed within families, assigned by exact share over the whole set: live-ingested (no `observed_at`; order time =
`created_at`), stamped (`observed_at` = order time, `created_at` 2-55 minutes later) and backfilled
(`observed_at` at midnight UTC, `created_at` an import instant in November 2026 assigned newest-first within a
family, so `created_at` order can invert order time). Two versions of one family never share an order time
except in the equal_time class.

## sha256

```
{shas}
```

## Regenerate

```sh
python3 gen.py            # rewrites memories.jsonl, truth.jsonl, labels.jsonl and this README (byte-identical)
python3 gen.py --stats    # counts
python3 gen.py --list     # every memory: id, order time, mode, family, version, value, polarity, label, text
```
"""


def main(argv):
    mems, filed = build()
    pairs = compute_truth(mems)
    check(mems, pairs)
    if "--stats" in argv:
        print("\n".join(stats(mems, pairs)))
        return 0
    if "--list" in argv:
        print("\n".join(listing(mems, pairs)))
        return 0
    files = render(mems, filed, pairs)
    shas = []
    for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        data = files[name].encode("utf-8")
        shas.append("%s  %s" % (hashlib.sha256(data).hexdigest(), name))
        files[name] = data
    files["README.md"] = README_TMPL.format(n=len(mems), seed=SEED, stats="\n".join(stats(mems, pairs)),
                                            shas="\n".join(shas)).encode("utf-8")
    for name, data in files.items():
        path = os.path.join(HERE, name)
        tmp = path + ".tmp"
        with open(tmp, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    print("\n".join(shas))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
