#!/usr/bin/env python3
"""Generator for the R4 blind evaluation corpus "ops and business records".

Every memory is written by hand in the tables below, together with its labels
(family, value, polarity, construction, flags). Truth is computed from those
labels only, never from the text:

  * a family is one fact (one subject, one attribute, one scope);
  * order time = observed_at if present, else created_at;
  * within a family each memory is expired by the EARLIEST strictly newer memory
    whose (value, polarity) differs; reason "negation" when the polarities
    differ, else "value".

Negative-class memories (labelled) form their own families whose values never
change (or, for equal_time, change at one identical order time), so they take
part in no pair.

Usage:
  python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
  python3 gen.py --stats    print counts (writes nothing)
  python3 gen.py --list     print every memory with id, order time, mode, labels

Standard library only; deterministic (fixed seed): two runs give byte-identical
files.
"""

import collections
import datetime as dt
import difflib
import json
import os
import random
import re
import sys

SEED = 20261201_4
HERE = os.path.dirname(os.path.abspath(__file__))

UTC = dt.timezone.utc
DEFAULT_WINDOW = (dt.datetime(2024, 1, 8, tzinfo=UTC), dt.datetime(2026, 10, 28, tzinfo=UTC))
LIMIT = dt.datetime(2026, 12, 1, tzinfo=UTC)


def d(s):
    return dt.datetime.strptime(s, "%Y-%m-%d").replace(tzinfo=UTC)


# ---------------------------------------------------------------------------
# Changing families.
# F(key, register, versions, window=None)
# V(value, construction, text, neg=False, edit=False, hard=False, confirm=False)
#   construction: kv (key: value), eq (key=value), dash (Key - value),
#                 sent (plain sentence), chg (change report), hand (handover),
#                 stat (status / incident line), log (release / version log line)
#   edit:    one-slot edit of the previous version (same construction, one span changed)
#   hard:    intervening version worded very differently from its neighbours
#   confirm: restates the value in force (inside a chain; expired by the next change)
# ---------------------------------------------------------------------------

class V:
    def __init__(self, value, cons, text, neg=False, edit=False, hard=False, confirm=False):
        self.value, self.cons, self.text = value, cons, text
        self.pol = "-" if neg else "+"
        self.edit, self.hard, self.confirm = edit, hard, confirm


class F:
    def __init__(self, key, register, versions, window=None):
        self.key, self.register, self.versions = key, register, versions
        self.window = window


CHANGING = [
    F("C01 ingest worker pool size", "config", [
        V("8", "kv", "ingest-workers pool size: 8"),
        V("12", "chg", "Bumped the ingest worker pool from 8 to 12 after Monday's backlog alarms."),
        V("12", "dash", "Ingest pool - still 12 workers after the rebalance", confirm=True),
        V("16", "sent", "We're on 16 ingest workers now; 12 couldn't drain the Friday batch."),
        V("10", "eq", "ingest.workers=10  # scaled back, 16 was starving ledger-db of connections"),
    ]),
    F("C02 self-serve billing provider", "vendor", [
        V("coinbill", "sent", "Self-serve billing runs through Coinbill."),
        V("ledgerly", "chg", "Billing moved off Coinbill onto Ledgerly at the quarter close."),
        V("paystream", "dash", "Billing provider - Paystream (Ledgerly contract lapsed)"),
    ]),
    F("C03 Brannock Foods tier", "crm", [
        V("gold", "kv", "Brannock Foods tier: Gold"),
        V("platinum", "sent", "Brannock Foods signed the Platinum upgrade this morning, effective immediately."),
    ]),
    F("C04 Brannock Foods account owner", "crm", [
        V("ines", "kv", "Account owner, Brannock Foods: Ines Okafor"),
        V("tomasz", "hand", "Handing Brannock Foods over to Tomasz Berg while I'm on parental leave. -Ines"),
        V("ines", "sent", "Ines is back from leave and owns the Brannock Foods account again."),
    ]),
    F("C05 Payments primary on-call", "oncall", [
        V("priya", "sent", "Primary on-call for Payments is Priya Raman."),
        V("dmitri", "kv", "payments primary on-call: Dmitri Vale"),
        V("kwame", "hand", "Dmitri handed the Payments pager to Kwame Asante at 09:00."),
        V("priya", "chg", "Swapped Payments primary back to Priya, Kwame is out sick."),
    ]),
    F("C06 public API rate limit", "config", [
        V("600", "eq", "pikeway.rate_limit.public=600/min"),
        V("900", "eq", "pikeway.rate_limit.public=900/min", edit=True),
    ]),
    F("C07 Enterprise P1 first response", "sla", [
        V("60m", "dash", "Enterprise P1 first response - 1 hour"),
        V("30m", "sent", "Enterprise P1 tickets now get a 30 minute first response under the new support policy."),
        V("45m", "chg", "Loosened Enterprise P1 first response from 30 to 45 minutes; we couldn't staff 30 overnight."),
    ]),
    F("C08 Ostrava Freight renewal date", "contract", [
        V("2026-02-28", "kv", "Ostrava Freight renewal date: 2026-02-28"),
        V("2026-05-31", "sent", "Ostrava Freight moved their renewal to 31 May 2026 to line up with their fiscal year."),
    ], window=(d("2025-03-01"), d("2026-02-10"))),
    F("C09 Kelpie Health seats", "quota", [
        V("40", "sent", "Kelpie Health has 40 seats on the Team plan."),
        V("55", "chg", "Kelpie Health added 15 seats, 55 in total."),
    ]),
    F("C10 ledger-db PostgreSQL major", "release", [
        V("14", "kv", "ledger-db engine: PostgreSQL 14"),
        V("15", "chg", "ledger-db went from Postgres 14 to 15 over the weekend, no downtime."),
    ]),
    F("C11 bulk_export flag", "flag", [
        V("on", "eq", "flags.bulk_export=on"),
        V("off", "stat", "bulk_export disabled for all tenants while we chase the CSV truncation bug"),
        V("on", "sent", "Turned bulk_export back on; the truncation fix went out in 3.8.2."),
    ]),
    F("C12 Team plan list price", "pricing", [
        V("12", "kv", "Team plan list price: $12/seat/month"),
        V("14", "sent", "The Team plan is $14 per seat per month as of this quarter."),
        V("14", "dash", "Team list price - $14/seat, confirmed for the Q2 price book", confirm=True),
        V("15", "chg", "Raised the Team plan from $14 to $15 per seat."),
    ]),
    F("C13 SMS vendor", "vendor", [
        V("textrail", "sent", "OTP texts go out through Textrail."),
        V("pellucid", "dash", "SMS vendor - Pellucid (switched after the Textrail outage)"),
    ]),
    F("C14 Mirrin & Sons premium support", "contract", [
        V("premium", "kv", "Mirrin & Sons support level: Premium"),
        V("premium", "sent", "Mirrin & Sons cancelled Premium support at renewal.", neg=True),
    ]),
    F("C15 Hideo in SRE rotation", "oncall", [
        V("sre-rotation", "sent", "Hideo Mori joined the SRE on-call rotation."),
        V("sre-rotation", "chg", "Took Hideo out of the SRE rotation while he's on the migration project.", neg=True),
        V("sre-rotation", "stat", "SRE rotation: Hideo Mori back in, migration wrapped up"),
    ]),
    F("C16 status page Search component", "incident", [
        V("degraded", "kv", "statuspage / Search: degraded performance"),
        V("operational", "chg", "Search moved from degraded back to operational at 14:20, still monitoring."),
    ]),
    F("C17 iOS app store release", "release", [
        V("4.12.0", "log", "iOS app 4.12.0 released to the App Store"),
        V("4.12.1", "log", "iOS app 4.12.1 released to the App Store", edit=True),
        V("4.13.0", "sent", "The build in the App Store is 4.13.0 now, hotfix train closed."),
    ]),
    F("C18 authd key rotation grace window", "runbook", [
        V("24h", "sent", "Runbook: authd key rotation keeps the old keys valid for a 24h grace window before revoking them."),
        V("48h", "chg", "Changed the authd key rotation grace window from 24h to 48h, mobile clients cache tokens longer than we thought."),
    ]),
    F("C19 Enterprise uptime SLA", "sla", [
        V("99.9", "kv", "Enterprise uptime SLA: 99.9%"),
        V("99.95", "kv", "Enterprise uptime SLA: 99.95%", edit=True),
    ]),
    F("C20 Team workspace storage quota", "quota", [
        V("100GB", "kv", "Team workspace storage quota: 100 GB"),
        V("250GB", "chg", "Storage quota on Team went from 100 GB to 250 GB."),
        V("500GB", "dash", "Team storage quota - 500 GB"),
        V("1TB", "sent", "Team workspaces get 1 TB of storage now, to match the competitor tier."),
    ]),
    F("C21 Vantor Logistics tier", "crm", [
        V("silver", "kv", "Vantor Logistics, tier: Silver"),
        V("gold", "sent", "Per Rosa's call notes Vantor took the bigger package in the end, so they sit with the Gold book from this cycle.", hard=True),
        V("platinum", "chg", "Vantor Logistics upgraded Gold -> Platinum."),
    ]),
    F("C22 CDN vendor", "vendor", [
        V("brightline", "sent", "Static assets are served from Brightline CDN."),
        V("fastlane", "chg", "Cut the CDN over from Brightline to Fastlane last night."),
    ]),
    F("C23 Halcyon Dental customer status", "contract", [
        V("customer", "kv", "Halcyon Dental, status: active customer (annual contract)"),
        V("customer", "sent", "Halcyon Dental is not a customer anymore; they didn't renew.", neg=True),
    ]),
    F("C24 application log retention", "config", [
        V("14d", "eq", "log_retention_days=14"),
        V("30d", "eq", "log_retention_days=30", edit=True),
    ]),
    F("C25 default region for new tenants", "config", [
        V("eu-west-1", "kv", "new tenant default region: eu-west-1"),
        V("eu-central-1", "chg", "Switched the default region for new tenants from eu-west-1 to eu-central-1."),
        V("eu-central-1", "sent", "Default region for new tenants remains eu-central-1 after the capacity review.", confirm=True),
        V("eu-north-1", "dash", "New tenant region - eu-north-1 (capacity move done)"),
    ]),
    F("C26 incident commander rota lead", "oncall", [
        V("olek", "kv", "IC rota lead: Olek Sand"),
        V("greta", "hand", "Olek passed the IC rota lead to Greta Holm as of today."),
    ]),
    F("C27 Enterprise minimum annual commit", "pricing", [
        V("50000", "kv", "Enterprise minimum annual commit: $50,000"),
        V("60000", "sent", "Enterprise deals need at least a $60k annual commit going forward."),
    ]),
    F("C28 Pettigrew Labs account owner", "crm", [
        V("marta", "dash", "Pettigrew Labs - owner: Marta Lind"),
        V("sunil", "hand", "Marta is handing Pettigrew Labs to Sunil Dhar; intro call booked for Thursday."),
    ]),
    F("C29 searchd production version", "release", [
        V("2.7.3", "kv", "searchd prod version: 2.7.3"),
        V("2.8.0", "kv", "searchd prod version: 2.8.0", edit=True),
    ]),
    F("C30 new_checkout flag", "flag", [
        V("off", "eq", "flags.new_checkout=false"),
        V("on", "chg", "Flipped new_checkout to true for everyone after the A/B readout."),
    ]),
    F("C31 harborsync replication lag", "incident", [
        V("lagging", "stat", "INC-2304 open: harborsync replication lagging 20+ minutes behind"),
        V("lagging", "sent", "harborsync isn't lagging anymore, it caught up at 03:10.", neg=True),
    ]),
    F("C32 nightly backup target", "vendor", [
        V("skyvault", "sent", "Nightly backups go to Skyvault."),
        V("northhold", "chg", "Moved nightly backups from Skyvault to Northhold to save on egress."),
        V("skyvault", "dash", "Backup target - Skyvault again (Northhold restores were too slow)"),
    ]),
    F("C33 Standard support response target", "sla", [
        V("48h", "kv", "Standard support response target: 48h"),
        V("24h", "sent", "Standard plan tickets get answered within 24 hours now."),
        V("36h", "chg", "Standard response target relaxed from 24h to 36h after the support hiring freeze."),
        V("12h", "dash", "Standard support response - 12h (new hires ramped)"),
    ]),
    F("C34 Starter plan API quota", "quota", [
        V("10000", "kv", "Starter plan API quota: 10,000 calls/month"),
        V("25000", "kv", "Starter plan API quota: 25,000 calls/month", edit=True),
    ]),
    F("C35 Quenby Insurance contract term", "contract", [
        V("12mo", "kv", "Quenby Insurance contract term: 12 months"),
        V("36mo", "sent", "Quenby Insurance signed a three-year term at renewal."),
    ]),
    F("C36 Orla Textiles CSM", "crm", [
        V("wen", "kv", "CSM for Orla Textiles: Wen Li"),
        V("farah", "hand", "Wen -> Farah Nadeem handover for Orla Textiles done, notes are in the account doc."),
        V("farah", "sent", "Farah Nadeem is still the CSM on Orla Textiles as of the QBR.", confirm=True),
        V("jonas", "chg", "Orla Textiles CSM changed from Farah to Jonas Feld; Farah moved to the enterprise pod."),
    ]),
    F("C37 ledgerd max DB connections", "config", [
        V("40", "eq", "ledgerd.db.max_conns=40"),
        V("25", "eq", "ledgerd.db.max_conns=25", edit=True),
    ]),
    F("C38 page ack escalation timeout", "runbook", [
        V("15", "sent", "If a page isn't acked within 15 minutes it escalates to the secondary."),
        V("10", "kv", "ack escalation timeout: 10 min"),
        V("5", "chg", "Cut the ack escalation timeout from 10 to 5 minutes after INC-2291."),
    ]),
    F("C39 transactional email vendor", "vendor", [
        V("quorra", "sent", "Transactional email goes out through Quorra."),
        V("mailwick", "chg", "Moved transactional email from Quorra to Mailwick."),
        V("mailwick", "sent", "Mailwick contract cancelled, we're not sending transactional mail through them anymore.", neg=True),
    ]),
    F("C40 Tamsin Bikes partner level", "crm", [
        V("silver", "kv", "Tamsin Bikes partner level: Silver"),
        V("gold", "chg", "Tamsin Bikes moved up from Silver to Gold partner."),
        V("gold", "sent", "Tamsin Bikes left the partner program, so no longer a Gold partner.", neg=True),
    ]),
    F("C41 Data platform secondary on-call", "oncall", [
        V("niamh", "kv", "Data platform secondary on-call: Niamh Doyle"),
        V("niamh", "sent", "Niamh is no longer secondary for the Data platform.", neg=True),
    ]),
    F("C42 Everly Pharma reportgen pilot", "contract", [
        V("pilot", "sent", "Everly Pharma is piloting reportgen with two of their analysts."),
        V("pilot", "stat", "Everly Pharma pilot stopped early - budget freeze on their side", neg=True),
    ]),
    F("C43 Yusuf on pricing committee", "crm", [
        V("pricing-committee", "sent", "Yusuf Karim sits on the pricing committee."),
        V("pricing-committee", "chg", "Yusuf left the pricing committee when he moved over to Growth.", neg=True),
    ]),
    F("C44 Calder Optics beta cohort", "flag", [
        V("beta", "kv", "Beta cohort: Calder Optics (opted in)"),
        V("beta", "sent", "Calder Optics isn't in the beta cohort anymore, they asked to be pulled.", neg=True),
    ]),
    F("C45 API overage price", "pricing", [
        V("0.50", "kv", "API overage: $0.50 per 1,000 calls"),
        V("0.40", "sent", "We dropped API overage to 40 cents per thousand calls."),
        V("0.40", "dash", "Overage - still $0.40 per 1k calls", confirm=True),
        V("0.45", "chg", "Overage pricing nudged from $0.40 to $0.45 per 1k calls."),
    ]),
    F("C46 gateway cache TTL", "config", [
        V("300s", "eq", "pikeway.cache_ttl=300s"),
        V("600s", "chg", "Doubled the gateway cache TTL, 300s to 600s."),
        V("120s", "sent", "Gateway cache TTL is down to 120 seconds because stale prices were showing."),
        V("180s", "dash", "pikeway cache TTL - 180s"),
    ]),
    F("C47 Support duty manager", "oncall", [
        V("rosa", "kv", "Support duty manager: Rosa Ibarra"),
        V("beatriz", "hand", "Rosa -> Beatriz Costa, support duty manager handover at end of shift."),
        V("matteo", "sent", "Matteo Rinaldi is duty manager for Support now."),
        V("rosa", "chg", "Duty manager back to Rosa after Matteo's stint ended."),
    ]),
    F("C48 Android minSdk", "release", [
        V("26", "eq", "android.minSdk=26"),
        V("28", "chg", "Raised Android minSdk from 26 to 28."),
        V("29", "sent", "The Android app needs API level 29 or higher now."),
        V("31", "log", "v5.0.0 Android: minSdk bumped to 31"),
    ]),
    F("C49 Larkspur Hotels seat count", "quota", [
        V("120", "kv", "Larkspur Hotels seat count: 120"),
        V("95", "kv", "Larkspur Hotels seat count: 95", edit=True),
    ]),
    F("C50 Rookwood Legal renewal date", "contract", [
        V("2026-01-15", "kv", "Rookwood Legal renewal: 2026-01-15"),
        V("2026-04-15", "chg", "Rookwood Legal renewal slipped from 15 Jan to 15 Apr 2026 (procurement delay)."),
    ], window=(d("2025-02-01"), d("2026-01-05"))),
    F("C51 paging tool", "vendor", [
        V("klaxo", "sent", "We page through Klaxo."),
        V("bellhop", "kv", "Paging tool: Bellhop (migration finished)"),
    ]),
    F("C52 Enterprise RPO", "sla", [
        V("24h", "kv", "Enterprise RPO: 24h"),
        V("4h", "kv", "Enterprise RPO: 4h", edit=True),
    ]),
    F("C53 max upload size", "config", [
        V("50MB", "eq", "upload.max_size_mb=50"),
        V("200MB", "chg", "Raised the max upload size from 50 MB to 200 MB."),
    ]),
    F("C54 Fennick Games plan", "crm", [
        V("starter", "kv", "Fennick Games plan: Starter"),
        V("team", "sent", "Fennick's studio lead put a card on file for the middle plan after the game jam, so that's where they are for now.", hard=True),
        V("enterprise", "chg", "Fennick Games moved from Team to Enterprise on a two-year deal."),
    ]),
    F("C55 Payments secondary on-call", "oncall", [
        V("lucia", "kv", "payments secondary on-call: Lucia Ferraz"),
        V("jonas", "kv", "payments secondary on-call: Jonas Feld", edit=True),
    ]),
    F("C56 INC-2318 severity", "incident", [
        V("sev3", "stat", "INC-2318 opened as SEV3: invoice emails delayed"),
        V("sev2", "chg", "INC-2318 raised from SEV3 to SEV2, invoices not sending at all for some tenants."),
    ]),
    F("C57 web app production version", "release", [
        V("3.8.1", "log", "Deployed web 3.8.1 to prod"),
        V("3.8.2", "log", "Deployed web 3.8.2 to prod", edit=True),
        V("3.9.0", "sent", "Prod web is on 3.9.0 after this afternoon's release."),
    ]),
    F("C58 annual prepay discount", "pricing", [
        V("15", "kv", "Annual prepay discount: 15%"),
        V("20", "kv", "Annual prepay discount: 20%", edit=True),
    ]),
    F("C59 Dunmore Print sandboxes", "quota", [
        V("2", "kv", "Dunmore Print sandboxes: 2"),
        V("5", "chg", "Dunmore Print bought three more sandboxes, five in total."),
    ]),
    F("C60 Corrib Energy payment terms", "contract", [
        V("net30", "kv", "Corrib Energy payment terms: Net 30"),
        V("net45", "sent", "Finance agreed to give Corrib an extra half month to pay each invoice, on top of the usual thirty days.", hard=True),
        V("net60", "chg", "Corrib Energy terms extended from Net 45 to Net 60 in the renewal."),
    ]),
    F("C61 edge minimum TLS", "config", [
        V("1.1", "kv", "edge min TLS: 1.1"),
        V("1.2", "kv", "edge min TLS: 1.2", edit=True),
    ]),
    F("C62 ledger-db schema change approver", "runbook", [
        V("aoife", "sent", "Schema changes to ledger-db need sign-off from Aoife Brennan."),
        V("kwame", "chg", "ledger-db schema approvals moved from Aoife to Kwame Asante."),
    ]),
    F("C63 Ashgrove Council tier", "crm", [
        V("silver", "kv", "Ashgrove Council tier: Silver"),
        V("bronze", "kv", "Ashgrove Council tier: Bronze", edit=True),
    ]),
    F("C64 error tracking vendor", "vendor", [
        V("glintly", "sent", "Errors are reported to Glintly."),
        V("tracewell", "kv", "error tracking: Tracewell (Glintly sunset)"),
    ]),
    F("C65 harborsync batch size", "config", [
        V("500", "eq", "harborsync.batch_size=500"),
        V("1000", "sent", "Ran the sync with twice the old batch after the Postgres fix and it held, so we've left it like that.", hard=True),
        V("750", "chg", "Pulled the harborsync batch size back from 1000 to 750, memory was spiking."),
    ]),
    F("C66 security escalation contact", "oncall", [
        V("greta", "kv", "Security escalation contact: Greta Holm"),
        V("yusuf", "sent", "Security escalations go to Yusuf Karim now."),
    ]),
    F("C67 Starter plan price", "pricing", [
        V("29", "kv", "Starter plan: $29/month"),
        V("39", "kv", "Starter plan: $39/month", edit=True),
    ]),
    F("C68 SEV1 status page update cadence", "sla", [
        V("30m", "kv", "SEV1 comms: status page update every 30 min"),
        V("15m", "sent", "During a SEV1 we post a status page update every 15 minutes now."),
    ]),
    F("C69 Wexley Motors seats", "quota", [
        V("300", "kv", "Wexley Motors seats: 300"),
        V("450", "chg", "Wexley Motors went from 300 to 450 seats at the true-up."),
    ]),
    F("C70 nightly backup window start", "runbook", [
        V("01:00", "sent", "The nightly backup window starts at 01:00 UTC."),
        V("02:30", "chg", "Moved the backup window from 01:00 to 02:30 UTC so it stops overlapping the EU batch."),
    ]),
]

# ---------------------------------------------------------------------------
# Negative classes (labelled). Each group is one family; members are listed in
# order-time order. G(class, register, [(value, construction, text), ...])
# ---------------------------------------------------------------------------

class G:
    def __init__(self, cls, register, members, window=None, key=None):
        self.cls, self.register, self.members, self.window = cls, register, members, window
        self.key = key


NEGATIVE = [
    # multi_valued: values that coexist
    G("multi_valued", "runbook", [
        ("english+german", "kv", "Support languages: English, German"),
        ("portuguese", "sent", "We also offer support in Portuguese."),
        ("spanish", "sent", "The support team covers Spanish too."),
    ], key="M1 support languages"),
    G("multi_valued", "crm", [
        ("slack", "sent", "Pettigrew Labs has the Slack integration connected."),
        ("jira", "sent", "Pettigrew Labs connected the Jira integration as well."),
    ], key="M2 Pettigrew integrations"),
    G("multi_valued", "vendor", [
        ("dbt", "sent", "The Data team uses dbt for transformations."),
        ("airflow", "kv", "Data team tools: Airflow as well, for scheduling"),
    ], key="M3 data team tools"),
    G("multi_valued", "oncall", [
        ("hideo", "kv", "release-managers: Hideo Mori"),
        ("lucia", "chg", "Added Lucia Ferraz to release-managers."),
        ("wen", "sent", "Wen Li is another release manager."),
    ], key="M4 release-managers members"),
    G("multi_valued", "runbook", [
        ("peanuts", "sent", "Offsite catering: Jonas Feld is allergic to peanuts."),
        ("shellfish", "sent", "Jonas is also allergic to shellfish, tell the caterer."),
    ], key="M5 Jonas allergies"),
    # scope_disjoint: same attribute, different scope
    G("scope_disjoint", "sla", [
        ("weekdays 07-19", "kv", "Support hours (weekdays): 07:00-19:00 CET"),
        ("weekends 10-16", "kv", "Support hours (weekends): 10:00-16:00 CET"),
    ], key="S1 support hours"),
    G("scope_disjoint", "flag", [
        ("staging on", "eq", "staging: flags.new_search=on"),
        ("production off", "eq", "production: flags.new_search=off"),
    ], key="S2 new_search flag by env"),
    G("scope_disjoint", "config", [
        ("EU eu-central-1", "sent", "Orla Textiles' EU tenants are hosted in eu-central-1."),
        ("US us-east-2", "sent", "Orla Textiles' US tenants are hosted in us-east-2."),
    ], key="S3 Orla hosting region by tenant region"),
    G("scope_disjoint", "quota", [
        ("summer 180", "kv", "Sundby Marine seats, summer season: 180"),
        ("winter 110", "dash", "Sundby Marine winter seat count - 110"),
    ], key="S4 Sundby seasonal seats"),
    G("scope_disjoint", "oncall", [
        ("APAC wen", "kv", "Identity on-call, APAC hours: Wen Li"),
        ("Americas matteo", "sent", "Matteo Rinaldi covers Identity on-call during Americas hours."),
    ], key="S5 Identity on-call by hours"),
    G("scope_disjoint", "pricing", [
        ("UK 45", "kv", "Pro plan price (UK): £45/month"),
        ("EU 52", "dash", "Pro plan price, EU - €52/month"),
    ], key="S6 Pro price by region"),
    # format_variant: same value, another format
    G("format_variant", "sla", [
        ("4h", "kv", "Enterprise P2 first response: 4 hours"),
        ("4h", "dash", "Enterprise P2 first response - 240 min"),
    ], key="V1 Enterprise P2 first response"),
    G("format_variant", "config", [
        ("5", "eq", "webhooks.max_retries=5"),
        ("5", "sent", "Webhooks retry five times before we give up."),
    ], key="V2 webhook retries"),
    G("format_variant", "contract", [
        ("120000", "kv", "Sundby Marine ACV: $120,000"),
        ("120000", "sent", "Sundby Marine is worth 120k a year to us."),
    ], key="V3 Sundby ACV"),
    G("format_variant", "runbook", [
        ("17:00", "kv", "Daily report cutoff: 17:00 UTC"),
        ("17:00", "sent", "Daily reports cut off at 5pm UTC."),
    ], key="V4 report cutoff"),
    G("format_variant", "contract", [
        ("2026-03-02", "kv", "Gantry Robotics go-live: 2026-03-02"),
        ("2026-03-02", "sent", "Gantry Robotics go-live is 2 March 2026."),
    ], window=(d("2025-04-01"), d("2026-02-20")), key="V5 Gantry go-live"),
    G("format_variant", "runbook", [
        ("2nd", "kv", "Payroll run: 2nd business day of the month"),
        ("2nd", "sent", "Payroll goes out on the second business day of each month."),
    ], key="V6 payroll day"),
    G("format_variant", "config", [
        ("FRA", "kv", "ledger-db DR site: FRA"),
        ("FRA", "sent", "The disaster recovery site for ledger-db is Frankfurt."),
    ], key="V7 ledger-db DR site"),
    # elaboration: same value with more detail (some reversed: detailed first)
    G("elaboration", "config", [
        ("pg15", "kv", "reportgen database: PostgreSQL 15"),
        ("pg15", "sent", "reportgen's database is PostgreSQL 15 on a db.r6g.xlarge with two read replicas in the same region."),
    ], key="E1 reportgen database"),
    G("elaboration", "crm", [
        ("tessa", "kv", "Quenby Insurance billing contact: Tessa Marr"),
        ("tessa", "sent", "Quenby Insurance billing contact is Tessa Marr in their AP team; she prefers email and wants procurement copied on anything over $5k."),
    ], key="E2 Quenby billing contact"),
    G("elaboration", "runbook", [
        ("rebuild-all", "sent", "searchd index rebuild: drain the node from the load balancer, run `searchctl rebuild --shard all`, wait for green, then put it back in the pool."),
        ("rebuild-all", "kv", "searchd rebuild command: searchctl rebuild --shard all"),
    ], key="E3 searchd rebuild runbook"),
    G("elaboration", "vendor", [
        ("ivo", "kv", "Fastlane account manager: Ivo Petrov"),
        ("ivo", "sent", "Our account manager at Fastlane is Ivo Petrov, based in Sofia, best reached on the shared Slack channel rather than email."),
    ], key="E4 Fastlane account manager"),
    G("elaboration", "incident", [
        ("status.tallowmere.io", "sent", "The status page lives at status.tallowmere.io; SRE owns it, DNS is in our Cloudroute account and the cert renews on its own."),
        ("status.tallowmere.io", "kv", "status page: status.tallowmere.io"),
    ], key="E5 status page URL"),
    G("elaboration", "crm", [
        ("padraig", "kv", "Corrib Energy primary contact: Padraig Lowe"),
        ("padraig", "dash", "Corrib Energy primary contact - Padraig Lowe, Head of IT Ops, in the office Tue-Thu, mobile in the CRM"),
    ], key="E6 Corrib primary contact"),
    # confirmation: value in force restated later
    G("confirmation", "vendor", [
        ("brackwell", "kv", "SOC 2 auditor: Brackwell & Co"),
        ("brackwell", "sent", "Brackwell & Co confirmed as our SOC 2 auditor again this year."),
    ], key="K1 SOC 2 auditor"),
    G("confirmation", "crm", [
        ("gold", "kv", "Sundby Marine tier: Gold"),
        ("gold", "sent", "Sundby Marine is still on Gold after the renewal call."),
    ], key="K2 Sundby tier"),
    G("confirmation", "config", [
        ("3", "eq", "quillstore.replication_factor=3"),
        ("3", "sent", "quillstore replication factor unchanged, still 3."),
    ], key="K3 quillstore replication"),
    G("confirmation", "runbook", [
        ("tue 10:00", "kv", "Weekly ops review: Tuesdays 10:00"),
        ("tue 10:00", "sent", "Ops review on Tuesday at 10:00 as usual."),
    ], key="K4 ops review slot"),
    G("confirmation", "crm", [
        ("aoife", "kv", "Rookwood Legal account owner: Aoife Brennan"),
        ("aoife", "sent", "Aoife Brennan is still the owner for Rookwood Legal."),
    ], key="K5 Rookwood owner"),
    G("confirmation", "vendor", [
        ("stratum", "sent", "The data warehouse runs on Stratum."),
        ("stratum", "dash", "Warehouse vendor - still Stratum, renewal signed"),
    ], key="K6 warehouse vendor"),
    # different_subject: the frame of a changing fact with another subject (one memory each)
    G("different_subject", "crm", [("tomasz", "kv", "Account owner, Calder Optics: Tomasz Berg")], key="D01 Calder owner"),
    G("different_subject", "crm", [("gold", "kv", "Dunmore Print tier: Gold")], key="D02 Dunmore tier"),
    G("different_subject", "config", [("6", "kv", "reportgen worker pool size: 6")], key="D03 reportgen pool"),
    G("different_subject", "contract", [("2026-06-30", "kv", "Ashgrove Council renewal date: 2026-06-30")],
      window=(d("2025-01-01"), d("2026-06-01")), key="D04 Ashgrove renewal"),
    G("different_subject", "quota", [("64", "sent", "Orla Textiles has 64 seats on the Team plan.")], key="D05 Orla seats"),
    G("different_subject", "release", [("13", "kv", "analytics-db engine: PostgreSQL 13")], key="D06 analytics-db engine"),
    G("different_subject", "flag", [("off", "eq", "flags.bulk_import=off")], key="D07 bulk_import flag"),
    G("different_subject", "pricing", [("25", "kv", "Business plan list price: $25/seat/month")], key="D08 Business price"),
    G("different_subject", "sla", [("4h", "dash", "Team plan P1 first response - 4 hours")], key="D09 Team P1 response"),
    G("different_subject", "oncall", [("lucia", "sent", "Primary on-call for Growth is Lucia Ferraz.")], key="D10 Growth primary on-call"),
    G("different_subject", "config", [("365d", "eq", "audit_log_retention_days=365")], key="D11 audit log retention"),
    G("different_subject", "quota", [("20GB", "kv", "Starter workspace storage quota: 20 GB")], key="D12 Starter storage"),
    # static: an unchanging fact restated with a synonymous verb
    G("static", "crm", [
        ("leeds", "sent", "Tallowmere is headquartered in Leeds."),
        ("leeds", "sent", "Our head office is located in Leeds."),
    ], key="T1 Tallowmere HQ"),
    G("static", "crm", [
        ("1962", "sent", "Brannock Foods was founded in 1962."),
        ("1962", "sent", "Brannock Foods has been around since it was established in 1962."),
    ], key="T2 Brannock founding"),
    G("static", "contract", [
        ("england", "sent", "Tallowmere Ltd is registered in England and Wales."),
        ("england", "sent", "Our legal entity, Tallowmere Ltd, is incorporated in England and Wales."),
    ], key="T3 legal entity"),
    G("static", "crm", [
        ("brno", "sent", "Ostrava Freight is based in Brno."),
        ("brno", "sent", "Ostrava Freight's offices are in Brno."),
    ], key="T4 Ostrava location"),
    G("static", "crm", [
        ("maren", "sent", "Kelpie Health is a subsidiary of Maren Group."),
        ("maren", "sent", "Kelpie Health belongs to Maren Group."),
    ], key="T5 Kelpie parent"),
    # membership: memberships that look like roles, all holding at once
    G("membership", "oncall", [
        ("incident-review", "sent", "Priya Raman is on the incident review board."),
        ("cab", "sent", "Priya also sits on the change advisory board."),
        ("sec-champions", "kv", "Security champions: Priya Raman (member)"),
    ], key="B1 Priya memberships"),
    G("membership", "runbook", [
        ("arch-guild", "kv", "Kwame Asante: member, architecture guild"),
        ("oncall-wg", "sent", "Kwame joined the on-call working group too."),
    ], key="B2 Kwame memberships"),
    G("membership", "runbook", [
        ("data-gov", "sent", "Aoife Brennan sits on the data governance council."),
        ("sre-hiring", "sent", "Aoife is also on the SRE hiring panel."),
    ], key="B3 Aoife memberships"),
    G("membership", "oncall", [
        ("ic-group", "sent", "Olek Sand is in the incident-commanders group."),
        ("buddy", "sent", "Olek is also an onboarding buddy this quarter."),
        ("release-guild", "dash", "Release train guild - Olek Sand (member)"),
    ], key="B4 Olek memberships"),
    # equal_time: two values of one fact at the identical order time
    G("equal_time", "config", [
        ("30s", "eq", "reportgen.request_timeout=30s"),
        ("45s", "sent", "reportgen request timeout set to 45s."),
    ], key="Q1 reportgen timeout"),
    G("equal_time", "pricing", [
        ("12", "kv", "Wexley Motors discount: 12%"),
        ("15", "dash", "Wexley Motors discount - 15%"),
    ], key="Q2 Wexley discount"),
    G("equal_time", "config", [
        ("4", "kv", "notifier concurrency: 4"),
        ("6", "sent", "notifier runs with a concurrency of 6."),
    ], key="Q3 notifier concurrency"),
    G("equal_time", "crm", [
        ("beatriz", "kv", "Ashgrove Council CSM: Beatriz Costa"),
        ("niamh", "sent", "Ashgrove Council's CSM is Niamh Doyle."),
    ], key="Q4 Ashgrove CSM"),
    G("equal_time", "config", [
        ("60d", "sent", "quillstore moves objects to cold storage after 60 days."),
        ("90d", "kv", "quillstore cold tier after: 90 days"),
    ], key="Q5 quillstore cold tier"),
]

UNRELATED = [
    ("crm", "sent", "Brannock Foods asked for a QBR in the second week of January."),
    ("crm", "sent", "Kelpie Health raised a ticket about SSO redirect loops."),
    ("runbook", "sent", "Reminder: expense reports are due by the 5th."),
    ("config", "sent", "The ingest-workers dashboards moved into the Platform folder."),
    ("contract", "sent", "Ostrava Freight's procurement contact is on holiday until the 20th."),
    ("incident", "sent", "Postmortem for INC-2291 is published in the wiki."),
    ("runbook", "sent", "Lunch-and-learn on cost tagging next Thursday."),
    ("crm", "sent", "Halcyon Dental's logo is still on the website, ask marketing to pull it."),
    ("crm", "sent", "Mirrin & Sons prefer invoices as PDF attachments, not portal links."),
    ("crm", "sent", "Vantor Logistics has three sub-accounts under one parent org."),
    ("config", "sent", "pikeway access logs are sampled at 10% for the cost report."),
    ("vendor", "sent", "Fastlane invoice disputed for double-counted egress in August."),
    ("runbook", "sent", "The Q3 board pack needs the churn slide updated."),
    ("crm", "sent", "Tomasz is running the renewal forecast call this week."),
    ("vendor", "sent", "The Coinbill export for the auditors lives in the finance share."),
    ("runbook", "kv", "IT note: new laptop orders go through the service portal"),
    ("crm", "sent", "Larkspur Hotels sent a feature request for multi-property reporting."),
    ("release", "stat", "searchd build pipeline flaky on the arm runners, retrying"),
]

# Classes whose group members are distinct facts that all hold at once (time layout is shared).
SEPARATE_FACTS = {"multi_valued", "scope_disjoint", "membership"}

NEG_CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
               "different_subject", "static", "membership", "equal_time", "unrelated"]


# ---------------------------------------------------------------------------
# Assembly
# ---------------------------------------------------------------------------

def tokens(s):
    return re.findall(r"\d+(?:[.,:]\d+)*|\w+|[^\w\s]", s)


def one_slot(a, b):
    """True when b differs from a by exactly one contiguous replaced token span."""
    ops = [op for op in difflib.SequenceMatcher(a=tokens(a), b=tokens(b), autojunk=False).get_opcodes()
           if op[0] != "equal"]
    return len(ops) == 1 and ops[0][0] == "replace"


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: fam, idx, text, value, pol, cons, register, cls, flags

    for f in CHANGING:
        prev = None
        for i, v in enumerate(f.versions):
            if prev is not None:
                if v.edit:
                    assert v.cons == prev.cons and one_slot(prev.text, v.text), (f.key, v.text)
                else:
                    assert v.cons != prev.cons, ("not reworded", f.key, v.text)
                if v.confirm:
                    assert (v.value, v.pol) == (prev.value, prev.pol), (f.key, v.text)
                else:
                    assert (v.value, v.pol) != (prev.value, prev.pol), ("no change", f.key, v.text)
            mems.append(dict(fam=f.key, idx=i, text=v.text, value=v.value, pol=v.pol, cons=v.cons,
                             register=f.register, cls=None, edit=v.edit, hard=v.hard,
                             confirm=v.confirm, window=f.window))
            prev = v
        assert not f.versions[-1].confirm, f.key
    for g in NEGATIVE:
        for i, (val, cons, text) in enumerate(g.members):
            mems.append(dict(fam=g.key, idx=i, text=text, value=val, pol="+", cons=cons,
                             register=g.register, cls=g.cls, edit=False, hard=False,
                             confirm=False, window=g.window))
    for i, (reg, cons, text) in enumerate(UNRELATED):
        mems.append(dict(fam="U%02d unrelated" % (i + 1), idx=0, text=text, value="u%02d" % i, pol="+",
                         cons=cons, register=reg, cls="unrelated", edit=False, hard=False,
                         confirm=False, window=None))

    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate text"

    # --- order times per family -------------------------------------------
    fams = collections.OrderedDict()
    for m in mems:
        fams.setdefault(m["fam"], []).append(m)
    equal_fams = {g.key for g in NEGATIVE if g.cls == "equal_time"}
    for key, ms in fams.items():
        w0, w1 = ms[0]["window"] or DEFAULT_WINDOW
        if key in equal_fams:
            gaps = [0] * (len(ms) - 1)
        else:
            gaps = [rng.randint(4, 110) for _ in ms[1:]]
        span = sum(gaps)
        last_start = (w1 - w0).days - span - 1
        assert last_start > 0, key
        day0 = w0 + dt.timedelta(days=rng.randint(0, last_start))
        days = [day0]
        for gp in gaps:
            days.append(days[-1] + dt.timedelta(days=gp))
        tod = None
        for m, day in zip(ms, days):
            if key not in equal_fams or tod is None:
                tod = dt.timedelta(hours=rng.randint(6, 21), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
            m["t"] = day + tod

    # --- time modes --------------------------------------------------------
    n = len(mems)
    n_live, n_back = round(0.27 * n), round(0.18 * n)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode
    # Mix modes within families: a multi-member family with one mode only swaps one member's
    # mode with a memory of another family that stays mixed (or is a singleton) after the swap.
    # Global counts are unchanged.
    def mixed_after(ms, m, new_mode):
        return len(ms) == 1 or len({new_mode if x is m else x["mode"] for x in ms}) > 1
    for key, ms in fams.items():
        if key in equal_fams or len(ms) < 2 or len({m["mode"] for m in ms}) > 1:
            continue
        a = ms[rng.randrange(len(ms))]
        pool = [b for k2, ms2 in fams.items() if k2 != key and k2 not in equal_fams
                for b in ms2 if b["mode"] != a["mode"] and mixed_after(ms2, b, a["mode"])]
        b = pool[rng.randrange(len(pool))]
        a["mode"], b["mode"] = b["mode"], a["mode"]
    for key, ms in fams.items():
        if key in equal_fams and any(m["mode"] == "backfilled" for m in ms):
            for m in ms:
                m["t"] = m["t"].replace(hour=0, minute=0, second=0)
        for m in ms:
            if m["mode"] == "backfilled":
                m["t"] = m["t"].replace(hour=0, minute=0, second=0)
    for key, ms in fams.items():
        ts = [m["t"] for m in ms]
        if key in equal_fams:
            assert len(set(ts)) == 1, key
        else:
            assert ts == sorted(ts) and len(set(ts)) == len(ts), key
        # backfill import: one batch per family in November 2026, newest first
        back = sorted((m for m in ms if m["mode"] == "backfilled"), key=lambda m: m["t"], reverse=True)
        if back:
            inst = dt.datetime(2026, 11, rng.randint(2, 24), rng.randint(0, 23), rng.randint(0, 59),
                               rng.randint(0, 59), tzinfo=UTC)
            for m in back:
                m["created"] = inst
                inst += dt.timedelta(seconds=rng.randint(1, 40))
        for m in ms:
            if m["mode"] == "live":
                m["created"], m["observed"] = m["t"], None
            elif m["mode"] == "stamped":
                m["observed"] = m["t"]
                m["created"] = m["t"] + dt.timedelta(minutes=rng.randint(2, 180), seconds=rng.randint(0, 59))
            else:
                m["observed"] = m["t"]
            assert m["created"] < LIMIT and m["t"] < LIMIT

    # --- ids: shuffled assignment, then shuffled file order -----------------
    order = list(range(n))
    rng.shuffle(order)
    for k, i in enumerate(order):
        mems[i]["id"] = "o%03d" % (k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)

    # --- truth from labels --------------------------------------------------
    # A fact is (family, and for coexisting values or disjoint scopes the member's own value):
    # members of a multi_valued / scope_disjoint / membership group are separate facts.
    facts = collections.OrderedDict()
    for m in mems:
        fk = (m["fam"], m["value"]) if m["cls"] in SEPARATE_FACTS else (m["fam"],)
        facts.setdefault(fk, []).append(m)
    truth = []
    for fk, ms in facts.items():
        key = fk[0]
        srt = sorted(ms, key=lambda m: m["t"])
        for i, a in enumerate(srt):
            for b in srt[i + 1:]:
                if b["t"] > a["t"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    truth.append(dict(expired_id=a["id"], replacement_id=b["id"],
                                      reason="negation" if a["pol"] != b["pol"] else "value",
                                      fam=key))
                    break
    truth.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    in_pair = {p["expired_id"] for p in truth} | {p["replacement_id"] for p in truth}
    labels = sorted(({"id": m["id"], "class": m["cls"]} for m in mems if m["cls"]), key=lambda r: r["id"])
    labelled = {r["id"] for r in labels}
    assert not (labelled & in_pair), "labelled memory in a pair"
    for m in mems:
        assert (m["id"] in labelled) != (m["id"] in in_pair), ("unaccounted", m["fam"], m["text"])
    return mems, file_order, truth, labels, fams


def ts(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def write(mems, file_order, truth, labels):
    def dump(name, rows):
        path = os.path.join(HERE, name)
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        os.replace(tmp, path)

    rows = []
    for i in file_order:
        m = mems[i]
        r = {"id": m["id"], "content": m["text"], "created_at": ts(m["created"])}
        if m["observed"] is not None:
            r["observed_at"] = ts(m["observed"])
        rows.append(r)
    dump("memories.jsonl", rows)
    dump("truth.jsonl", [{"expired_id": p["expired_id"], "replacement_id": p["replacement_id"],
                          "reason": p["reason"]} for p in truth])
    dump("labels.jsonl", labels)


def stats(mems, truth, labels, fams):
    C = collections.Counter
    out = []
    p = out.append
    changing = [m for m in mems if m["cls"] is None]
    p("memories: %d (changing-family %d, labelled %d)" % (len(mems), len(changing), len(labels)))
    p("changing families: %d" % len(CHANGING))
    sizes = C(len(f.versions) for f in CHANGING)
    p("family sizes (memories incl. in-chain confirmations): " +
      ", ".join("%d:%d" % (k, sizes[k]) for k in sorted(sizes)))
    distinct = C(sum(1 for i, v in enumerate(f.versions) if not v.confirm) for f in CHANGING)
    p("families by number of versions (changes+1, confirmations excluded): " +
      ", ".join("%d:%d" % (k, distinct[k]) for k in sorted(distinct)))
    moves_back = [f.key for f in CHANGING
                  if any((v.value, v.pol) in {(u.value, u.pol) for u in f.versions[:i - 1]}
                         and (v.value, v.pol) != (f.versions[i - 1].value, f.versions[i - 1].pol)
                         for i, v in enumerate(f.versions) if i >= 2)]
    p("moves back (a value returns after a different one): %d  %s" % (len(moves_back), "; ".join(k.split()[0] for k in moves_back)))
    p("in-chain confirmations: %d" % sum(m["confirm"] for m in changing))
    p("hard-worded intervening versions: %d" % sum(m["hard"] for m in changing))
    rc = C(t["reason"] for t in truth)
    p("true pairs: %d (value %d, negation %d)" % (len(truth), rc["value"], rc["negation"]))
    neg_fams = sorted({t["fam"].split()[0] for t in truth if t["reason"] == "negation"})
    p("families with negation pairs: %d  %s" % (len(neg_fams), " ".join(neg_fams)))
    lc = C(r["class"] for r in labels)
    p("labelled memories by class:")
    for c in NEG_CLASSES:
        p("  %-18s %d" % (c, lc[c]))
    p("memories by register (all / changing / labelled):")
    ra, rch, rl = C(m["register"] for m in mems), C(m["register"] for m in changing), C(m["register"] for m in mems if m["cls"])
    for r in sorted(ra):
        p("  %-9s %3d / %3d / %3d" % (r, ra[r], rch[r], rl[r]))
    p("true pairs by register: " + ", ".join("%s %d" % (r, n) for r, n in sorted(
        C(next(f.register for f in CHANGING if f.key == t["fam"]) for t in truth).items())))
    newer = [m for m in changing if m["idx"] > 0]
    ed = sum(m["edit"] for m in newer)
    p("newer versions (incl. confirmations): %d; reworded (different construction) %d (%.1f%%), one-slot edits %d (%.1f%%)"
      % (len(newer), len(newer) - ed, 100.0 * (len(newer) - ed) / len(newer), ed, 100.0 * ed / len(newer)))
    p("constructions (all memories): " + ", ".join("%s %d" % kv for kv in sorted(C(m["cons"] for m in mems).items())))
    p("constructions (changing-family memories): " + ", ".join("%s %d" % kv for kv in sorted(C(m["cons"] for m in changing).items())))
    trans = C((a["cons"], b["cons"]) for key, ms in fams.items() if ms[0]["cls"] is None
              for a, b in zip(ms, ms[1:]) if not b["edit"])
    p("distinct construction transitions among reworded newer versions: %d" % len(trans))
    words = [len(m["text"].split()) for m in mems]
    p("words per memory: min %d, median %d, mean %.1f, max %d" % (
        min(words), sorted(words)[len(words) // 2], sum(words) / len(words), max(words)))
    mc = C(m["mode"] for m in mems)
    p("time modes: live %d (%.1f%%), stamped %d (%.1f%%), backfilled %d (%.1f%%)" % (
        mc["live"], 100.0 * mc["live"] / len(mems), mc["stamped"], 100.0 * mc["stamped"] / len(mems),
        mc["backfilled"], 100.0 * mc["backfilled"] / len(mems)))
    mixed = sum(1 for f in CHANGING if len({m["mode"] for m in fams[f.key]}) > 1)
    p("changing families with mixed time modes: %d of %d" % (mixed, len(CHANGING)))
    multi = [k for k, ms in fams.items() if len(ms) > 1]
    p("all multi-member families with mixed time modes: %d of %d (equal_time groups excluded from mixing: %d)" % (
        sum(1 for k in multi if len({m["mode"] for m in fams[k]}) > 1), len(multi),
        sum(1 for g in NEGATIVE if g.cls == "equal_time")))
    mcls = C((m["cls"] or "changing", m["mode"]) for m in mems)
    for c in ["changing"] + NEG_CLASSES:
        p("  modes %-18s live %3d  stamped %3d  backfilled %3d" % (c, mcls[(c, "live")], mcls[(c, "stamped")], mcls[(c, "backfilled")]))
    inv = 0
    for key, ms in fams.items():
        srt = sorted(ms, key=lambda m: m["t"])
        inv += sum(1 for a, b in zip(srt, srt[1:]) if b["created"] < a["created"])
    p("adjacent same-family pairs whose created_at order inverts order time: %d" % inv)
    ot = [m["t"] for m in mems]
    p("order times from %s to %s; created_at max %s" % (ts(min(ot)), ts(max(ot)), ts(max(m["created"] for m in mems))))
    return "\n".join(out)


def listing(mems, fams):
    out = []
    for key, ms in fams.items():
        for m in sorted(ms, key=lambda m: (m["t"], m["idx"])):
            flags = ",".join(k for k in ("edit", "hard", "confirm") if m[k]) or "-"
            out.append("%s  %s  %-10s  %-28s  class=%-17s value=%s pol=%s cons=%s reg=%s flags=%s  | %s" % (
                m["id"], ts(m["t"]), m["mode"], key[:28], m["cls"] or "changing", m["value"], m["pol"],
                m["cons"], m["register"], flags, m["text"]))
    return "\n".join(out)


def main(argv):
    mems, file_order, truth, labels, fams = build()
    if argv[1:] == ["--stats"]:
        print(stats(mems, truth, labels, fams))
    elif argv[1:] == ["--list"]:
        print(listing(mems, fams))
    elif argv[1:] == []:
        write(mems, file_order, truth, labels)
    else:
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
