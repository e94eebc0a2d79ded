#!/usr/bin/env python3
"""Generator and labelled source of the R3 gate corpus (testdata/real/notes-r3).

Written blind: from the Stage 1 rule of the design (ADR-0051) and the README
sections "Memory JSONL" and "Using l9 on your own export" only. No l9 code,
corpus, fixture, test or held-out file was read, and l9 was never run on it.

Everything is in the tables below. Each memory carries:
  family   the fact it belongs to (one subject + attribute + scope)
  order    its order time = observed_at if present, else created_at
           (start date + day gap + a seeded time of day; printed by --list)
  value    a value label (what the memory says the fact's value is)
  polarity "+" the value holds, "-" the memory says it stopped holding
  class    "supersession" for memories of changing facts; otherwise the
           negative class (never paired) written to labels.jsonl
Mode per memory: L = live (no observed_at, order time = created_at),
S = stamped (observed_at = order time, created_at a few minutes later),
B = backfilled (observed_at = order time at midnight UTC, created_at = a
later import instant, assigned newest-first inside a family so that the
created_at order is the reverse of the observed_at order).

Truth (transitive reduction within a family): each memory is expired by the
earliest strictly newer memory of its family whose (value, polarity)
differs; reason "negation" when the polarities differ, else "value".
Confirmations (same value and polarity) never pair; equal order times never
pair.

Run: python3 gen.py           writes memories.jsonl, truth.jsonl, labels.jsonl
     python3 gen.py --list    prints every memory with its labels
     python3 gen.py --stats   prints the counts quoted in README.md
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 20261201
HERE = os.path.dirname(os.path.abspath(__file__))
END = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
IMPORTS = [dt.datetime(2026, 11, 18, 14, 0, 0, tzinfo=dt.timezone.utc),
           dt.datetime(2026, 11, 20, 9, 30, 0, tzinfo=dt.timezone.utc)]

# rw (newer versions only, relative to the version just before it):
#   p  paraphrased: a different verb or construction
#   h  paraphrased and hard wording (the chain still goes through it)
#   s  one-slot edit of the previous wording
#   c  confirmation inside a chain (same value restated; pairs only forward)
# Registers: pa (personal assistant about the user), household, kb (team
# knowledge base), ops (ops/business records), crm, chat (chat fragments).

# (register, family, start date, day gaps, modes, [(value, pol, rw, text)])
POS = [
    # ---------------- personal assistant ----------------
    ("pa", "user.dentist", "2024-11-04", [0, 210], "SS", [
        ("okafor", "+", "", "User's dentist is Dr. Okafor."),
        ("lindqvist", "+", "s", "User's dentist is Dr. Lindqvist."),
    ]),
    ("pa", "user.home_city", "2024-08-19", [0, 180, 390], "BBL", [
        ("manchester", "+", "", "User lives in Manchester."),
        ("leeds", "+", "p", "Moved to Leeds last month."),
        ("york", "+", "p", "User relocated from Leeds to York in the spring."),
    ]),
    ("pa", "user.gym", "2025-01-06", [0, 160, 300], "LLS", [
        ("puregym", "+", "", "User has a membership at PureGym."),
        ("puregym", "-", "p", "User cancelled the PureGym membership."),
        ("puregym", "+", "p", "Rejoined PureGym; she's back to three sessions a week."),
    ]),
    ("pa", "user.statin", "2024-10-02", [0, 120, 260], "SSS", [
        ("atorva20", "+", "", "User takes 20 mg of atorvastatin each evening."),
        ("atorva40", "+", "s", "User takes 40 mg of atorvastatin each evening."),
        ("atorva40", "-", "p", "Stopped the atorvastatin on the doctor's advice."),
    ]),
    ("pa", "user.vegetarian", "2024-09-15", [0, 240, 420], "SBL", [
        ("veg", "+", "", "User is vegetarian."),
        ("veg", "-", "p", "User isn't vegetarian anymore."),
        ("veg", "+", "p", "She's gone back to a vegetarian diet."),
    ]),
    ("pa", "user.phone", "2025-02-11", [0, 230], "LL", [
        ("iphone12", "+", "", "User's phone is an iPhone 12."),
        ("iphone15pro", "+", "s", "User's phone is an iPhone 15 Pro."),
    ]),
    ("pa", "user.employer", "2024-07-08", [0, 300, 520], "BBS", [
        ("northwind", "+", "", "User works at Northwind Traders."),
        ("globex", "+", "s", "User works at Globex."),
        ("initrode", "+", "p", "User's employer is now Initrode."),
    ]),
    ("pa", "user.coffee", "2025-04-22", [0, 95], "SS", [
        ("flatwhite", "+", "", "User's usual coffee order is a flat white."),
        ("oatcortado", "+", "s", "User's usual coffee order is an oat cortado."),
    ]),
    ("pa", "user.car", "2024-12-01", [0, 330], "BS", [
        ("civic", "+", "", "User drives a 2014 Honda Civic."),
        ("niro", "+", "p", "Sold the Civic; the car is a Kia Niro EV now."),
    ]),
    ("pa", "user.preferred_name", "2025-03-03", [0, 150], "SS", [
        ("liz", "+", "", "User prefers to be called Liz."),
        ("beth", "+", "p", "Please call her Beth from now on, not Liz."),
    ]),
    ("pa", "user.weekday_alarm", "2025-05-05", [0, 60, 170], "LLL", [
        ("0630", "+", "", "Weekday alarm: 6:30."),
        ("0600", "+", "s", "Weekday alarm: 6:00."),
        ("0715", "+", "p", "Pushed the weekday alarm back to 7:15."),
    ]),
    ("pa", "user.therapy_day", "2025-01-20", [0, 140], "SS", [
        ("tuesday", "+", "", "Therapy sessions are on Tuesdays."),
        ("thursday", "+", "s", "Therapy sessions are on Thursdays."),
    ]),
    ("pa", "user.marathons", "2024-10-13", [0, 196, 378], "BSS", [
        ("3", "+", "", "User has run 3 marathons."),
        ("4", "+", "s", "User has run 4 marathons."),
        ("5", "+", "p", "That makes 5 marathons after Chicago."),
    ]),
    ("pa", "user.books_this_year", "2025-03-10", [0, 40, 110, 170], "SSLS", [
        ("7", "+", "", "Books read this year: 7."),
        ("9", "+", "s", "Books read this year: 9."),
        ("12", "+", "p", "Just finished the 12th book of the year."),
        ("14", "+", "p", "Up to 14 books for the year now."),
    ]),
    ("pa", "user.landlord", "2024-06-17", [0, 410], "BB", [
        ("petrakis", "+", "", "Landlord is Mr. Petrakis."),
        ("hollis", "+", "s", "Landlord is Hollis Lettings."),
    ]),
    ("pa", "user.bank", "2025-06-09", [0, 200], "SL", [
        ("barclays", "+", "", "User banks with Barclays."),
        ("monzo", "+", "p", "Switched her current account over to Monzo."),
    ]),
    # ---------------- household ----------------
    ("household", "home.bin_day", "2024-09-02", [0, 260], "SS", [
        ("monday", "+", "", "Bin collection is on Monday."),
        ("wednesday", "+", "s", "Bin collection is on Wednesday."),
    ]),
    ("household", "home.wifi_password", "2024-11-11", [0, 150, 330], "LSS", [
        ("maple", "+", "", "Wi-Fi password: maple-cabin-42"),
        ("harbor", "+", "s", "Wi-Fi password: harbor-lamp-77"),
        ("fern", "+", "p", "Changed the router password again, it's quiet-fern-19 now."),
    ]),
    ("household", "home.cleaner", "2025-02-03", [0, 250], "BS", [
        ("rosa", "+", "", "Our cleaner is Rosa."),
        ("milena", "+", "p", "Rosa retired, so Milena does the cleaning now."),
    ]),
    ("household", "home.thermostat", "2024-10-20", [0, 35, 70, 160], "SSLL", [
        ("20c", "+", "", "Thermostat set to 20°C."),
        ("19c", "+", "s", "Thermostat set to 19°C."),
        ("21c", "+", "p", "Turned the heating up to 21 degrees."),
        ("19c", "+", "p", "Back down to 19°C to save on bills."),
    ]),
    ("household", "home.electricity", "2024-08-05", [0, 365], "BB", [
        ("octopus", "+", "", "Electricity supplier: Octopus Energy."),
        ("britishgas", "+", "s", "Electricity supplier: British Gas."),
    ]),
    ("household", "biscuit.vet", "2025-01-14", [0, 280], "SS", [
        ("hale", "+", "", "Biscuit's vet is Dr. Hale at Parkside."),
        ("greenway", "+", "s", "Biscuit's vet is Dr. Patel at Greenway."),
    ]),
    ("household", "mia.swim_class", "2025-04-07", [0, 120], "LL", [
        ("sat0900", "+", "", "Mia's swim class is Saturday at 9am."),
        ("sun1000", "+", "p", "Mia's swim lessons now happen on Sundays at 10."),
    ]),
    ("household", "home.insurance_renewal", "2025-05-26", [0, 14], "BS", [
        ("0614", "+", "", "Home insurance renews on 14 June."),
        ("0701", "+", "s", "Home insurance renews on 1 July."),
    ]),
    # ---------------- team knowledge base ----------------
    ("kb", "team.standup_time", "2024-09-09", [0, 45, 120, 300], "SSSL", [
        ("0930", "+", "", "Team standup is at 9:30."),
        ("0930", "+", "c", "Reminder: standup is still 9:30 sharp."),
        ("1000", "+", "p", "We moved standup to 10:00 so the Lisbon folks can join."),
        ("0945", "+", "p", "Standup moved again: 9:45 now."),
    ]),
    ("kb", "safety_committee.chair", "2024-11-25", [0, 330], "SS", [
        ("maria", "+", "", "Maria chairs the safety committee."),
        ("joao", "+", "p", "The safety committee is now chaired by João."),
    ]),
    ("kb", "billing_service.owner", "2024-08-12", [0, 210, 480], "BBS", [
        ("falcon", "+", "", "The billing service is owned by Team Falcon."),
        ("heron", "+", "p", "Team Heron took over ownership of the billing service."),
        ("falcon", "+", "p", "Billing service ownership moved back to Falcon after the reorg."),
    ]),
    ("kb", "q3_train.release_manager", "2025-06-02", [0, 40], "SL", [
        ("anya", "+", "", "Release manager for the Q3 train is Anya."),
        ("tomasz", "+", "p", "Tomasz is taking over as Q3 release manager."),
    ]),
    ("kb", "runbooks.location", "2024-07-22", [0, 250, 500], "BSS", [
        ("confluence", "+", "", "Runbooks live in Confluence."),
        ("notion", "+", "s", "Runbooks live in Notion."),
        ("repo", "+", "p", "Runbooks are kept in the GitHub repo now, under docs/runbooks."),
    ]),
    ("kb", "ci.system", "2024-10-07", [0, 200, 430], "SSL", [
        ("jenkins", "+", "", "CI runs on Jenkins."),
        ("gha", "+", "p", "Replaced Jenkins with GitHub Actions for CI."),
        ("buildkite", "+", "p", "CI moved again, this time to Buildkite."),
    ]),
    ("kb", "services.go_version", "2024-08-26", [0, 180, 360, 540], "BBSS", [
        ("1.22", "+", "", "Services build with Go 1.22."),
        ("1.23", "+", "s", "Services build with Go 1.23."),
        ("1.24", "+", "p", "Bumped the toolchain to Go 1.24 across all services."),
        ("1.25", "+", "p", "Everything compiles on Go 1.25 as of this sprint."),
    ]),
    ("kb", "code_freeze.date", "2025-09-29", [0, 24], "SS", [
        ("1114", "+", "", "Code freeze is November 14."),
        ("1121", "+", "s", "Code freeze is November 21."),
    ]),
    ("kb", "launch.date", "2025-12-08", [0, 30, 52, 70], "SSSL", [
        ("0303", "+", "", "The launch is scheduled for March 3."),
        ("0317", "+", "p", "Launch slipped to March 17."),
        ("0402", "+", "h", "Marketing won the argument: April 2 it is for the launch."),
        ("0317", "+", "p", "We're back to launching on March 17."),
    ]),
    ("kb", "data_platform.lead", "2024-12-09", [0, 190, 330], "SSS", [
        ("priya", "+", "", "Priya leads the data platform team."),
        ("omar", "+", "p", "The data platform team's new lead is Omar."),
        ("priya", "+", "h", "Omar's on leave, so Priya is running data platform again until further notice."),
    ]),
    ("kb", "sprint.length", "2025-01-13", [0, 175], "LL", [
        ("2w", "+", "", "Sprints are two weeks long."),
        ("3w", "+", "s", "Sprints are three weeks long."),
    ]),
    ("kb", "design_review.weekly", "2025-02-17", [0, 90, 200], "SSL", [
        ("thursday", "+", "", "The weekly design review happens on Thursdays."),
        ("thursday", "-", "p", "The weekly design review was cancelled."),
        ("thursday", "+", "p", "Design review is back on, Thursdays as before."),
    ]),
    ("kb", "marek.team", "2025-03-24", [0, 230], "BS", [
        ("platform", "+", "", "Marek works on the platform team."),
        ("platform", "-", "p", "Marek left the platform team."),
    ]),
    ("kb", "support.headcount", "2024-11-18", [0, 120, 260], "SSS", [
        ("6", "+", "", "Support team headcount: 6."),
        ("8", "+", "s", "Support team headcount: 8."),
        ("9", "+", "p", "Support is up to 9 now that Jo has started."),
    ]),
    ("kb", "retro.facilitator", "2025-07-07", [0, 91], "LL", [
        ("sam", "+", "", "Retros are facilitated by Sam."),
        ("jun", "+", "s", "Retros are facilitated by Jun."),
    ]),
    # ---------------- ops / business records ----------------
    ("ops", "api.rate_limit", "2024-09-23", [0, 70, 77, 200], "SSSB", [
        ("100", "+", "", "rate limit: 100 rps"),
        ("250", "+", "p", "raised the rate limit from 100 to 250 rps"),
        ("180", "+", "h", "rate limit, scratch the 250, load test says keep it at 180"),
        ("300", "+", "p", "rate limit: 300 rps"),
    ]),
    ("ops", "initech.account_owner", "2024-10-28", [0, 150, 400], "SSL", [
        ("kim", "+", "", "Kim manages the Initech account."),
        ("lee", "+", "p", "Kim handed the Initech account to Lee."),
        ("farah", "+", "p", "Initech is now looked after by Farah."),
    ]),
    ("ops", "flag.new_checkout", "2025-04-14", [0, 9, 30], "LLL", [
        ("on", "+", "", "Feature flag new_checkout: on"),
        ("off", "+", "p", "Turned new_checkout off after the payment errors."),
        ("on", "+", "p", "new_checkout re-enabled for all users."),
    ]),
    ("ops", "legacy_portal.maintenance", "2025-08-11", [0, 12], "SS", [
        ("on", "+", "", "Maintenance mode: enabled on the legacy portal."),
        ("off", "+", "p", "Took the legacy portal out of maintenance mode."),
    ]),
    ("ops", "prod.postgres_version", "2024-07-15", [0, 240, 300, 560], "BBSS", [
        ("14", "+", "", "Prod runs Postgres 14."),
        ("15", "+", "s", "Prod runs Postgres 15."),
        ("15", "+", "c", "Confirmed: prod is on Postgres 15."),
        ("16", "+", "p", "Postgres 16 on prod since the weekend."),
    ]),
    ("ops", "plan.basic.price", "2024-12-16", [0, 270], "SS", [
        ("9", "+", "", "Basic plan price: $9/month."),
        ("12", "+", "s", "Basic plan price: $12/month."),
    ]),
    ("ops", "plan.pro.price", "2024-11-04", [0, 180, 330], "BSS", [
        ("29", "+", "", "Pro plan costs $29 per seat."),
        ("35", "+", "s", "Pro plan costs $35 per seat."),
        ("32", "+", "p", "Pro pricing dropped to $32/seat after the churn review."),
    ]),
    ("ops", "checkout_api.timeout", "2025-03-17", [0, 60], "SL", [
        ("30s", "+", "", "Checkout API timeout: 30s."),
        ("10s", "+", "s", "Checkout API timeout: 10s."),
    ]),
    ("ops", "backups.retention", "2024-12-02", [0, 210], "SS", [
        ("30d", "+", "", "Backups are retained for 30 days."),
        ("90d", "+", "s", "Backups are retained for 90 days."),
    ]),
    ("ops", "q3_2025.revenue", "2025-07-21", [0, 30, 75], "SSS", [
        ("1.2m", "+", "", "Q3 revenue to date: $1.2M."),
        ("1.6m", "+", "s", "Q3 revenue to date: $1.6M."),
        ("2.1m", "+", "p", "Closed Q3 at $2.1M in revenue."),
    ]),
    ("ops", "incidents.open_p1", "2025-10-06", [0, 2, 5], "LLL", [
        ("3", "+", "", "Open P1 incidents: 3."),
        ("1", "+", "s", "Open P1 incidents: 1."),
        ("0", "+", "p", "Zero P1s open as of this morning."),
    ]),
    ("ops", "shipping.primary_carrier", "2024-08-19", [0, 330], "BS", [
        ("dhl", "+", "", "Primary shipping carrier: DHL."),
        ("ups", "+", "s", "Primary shipping carrier: UPS."),
    ]),
    ("ops", "enterprise_sla.uptime", "2025-01-27", [0, 240], "SS", [
        ("99.9", "+", "", "Enterprise SLA uptime target: 99.9%."),
        ("99.95", "+", "s", "Enterprise SLA uptime target: 99.95%."),
    ]),
    ("ops", "oncall.primary_week", "2025-11-03", [0, 2.5], "LL", [
        ("ravi", "+", "", "Primary on-call this week: Ravi."),
        ("nadia", "+", "p", "Ravi handed primary on-call to Nadia for the rest of the week."),
    ]),
    ("ops", "nonprofit.discount", "2024-10-14", [0, 300], "BS", [
        ("15pct", "+", "", "We offer a 15% discount to nonprofits."),
        ("15pct", "-", "p", "We stopped offering the nonprofit discount."),
    ]),
    ("ops", "office.door_code", "2025-02-24", [0, 120], "SS", [
        ("4471", "+", "", "Office door code: 4471."),
        ("9032", "+", "s", "Office door code: 9032."),
    ]),
    ("ops", "dns.default_ttl", "2025-05-12", [0, 30, 58], "SSS", [
        ("300", "+", "", "Default DNS TTL: 300s."),
        ("60", "+", "s", "Default DNS TTL: 60s."),
        ("300", "+", "p", "TTL is back to 300 s now the migration's done."),
    ]),
    ("ops", "acme_hosting.support_contract", "2024-09-30", [0, 400], "BB", [
        ("active", "+", "", "We have an active support contract with Acme Hosting."),
        ("active", "-", "p", "The Acme Hosting support contract was cancelled."),
    ]),
    # ---------------- CRM ----------------
    ("crm", "dario_russo.employer", "2024-12-09", [0, 260], "SS", [
        ("vandelay", "+", "", "Contact: Dario Russo, procurement lead at Vandelay Industries."),
        ("vandelay", "-", "p", "Dario Russo no longer works at Vandelay."),
    ]),
    ("crm", "brightwave.contact", "2025-02-10", [0, 200], "SL", [
        ("sunita", "+", "", "Brightwave Ltd's main point of contact is Sunita Rao."),
        ("jonas", "+", "s", "Brightwave Ltd's main point of contact is Jonas Meyer."),
    ]),
    ("crm", "pendleton.deal_stage", "2025-05-19", [0, 28, 70], "SSL", [
        ("proposal", "+", "", "Deal with Pendleton Foods: proposal sent."),
        ("negotiation", "+", "s", "Deal with Pendleton Foods: negotiation."),
        ("won", "+", "p", "Pendleton deal closed-won!"),
    ]),
    ("crm", "crestline.renewal_date", "2025-11-10", [0, 60], "SS", [
        ("20260331", "+", "", "Crestline renewal date: 2026-03-31."),
        ("20260430", "+", "s", "Crestline renewal date: 2026-04-30."),
    ]),
    ("crm", "orbis.seats", "2024-10-21", [0, 150, 380], "BSS", [
        ("40", "+", "", "Orbis Health has 40 licensed seats."),
        ("55", "+", "p", "Orbis Health bought 15 more seats, 55 in total."),
        ("70", "+", "p", "Orbis Health expanded again and now holds 70 seats."),
    ]),
    ("crm", "kestrel.tier", "2025-03-31", [0, 180], "SS", [
        ("growth", "+", "", "Kestrel Bank is on the Growth tier."),
        ("enterprise", "+", "s", "Kestrel Bank is on the Enterprise tier."),
    ]),
    ("crm", "halvorsen.contact_channel", "2025-06-16", [0, 110], "LL", [
        ("email", "+", "", "Halvorsen & Co prefers contact by email."),
        ("phone", "+", "p", "Halvorsen asked us to phone instead of emailing."),
    ]),
    ("crm", "quill.account_manager", "2024-09-16", [0, 220, 450], "BSL", [
        ("mateo", "+", "", "Mateo is the account manager for Quill Media."),
        ("sofia", "+", "p", "Quill Media's account moved from Mateo to Sofia."),
        ("declan", "+", "p", "Sofia passed Quill Media on to Declan."),
    ]),
    # ---------------- chat fragments ----------------
    ("chat", "staging_db.host", "2025-08-25", [0, 45], "LL", [
        ("pgstg2", "+", "", "fyi the staging db host is pg-stg-2"),
        ("pgstg4", "+", "s", "fyi the staging db host is pg-stg-4"),
    ]),
    ("chat", "offsite.venue", "2025-04-28", [0, 20], "LL", [
        ("boathouse", "+", "", "team offsite venue is the Boathouse"),
        ("hillfarm", "+", "p", "offsite venue changed!! we're at Hill Farm now"),
    ]),
    ("chat", "weekly_sync.link", "2025-01-06", [0, 150], "SL", [
        ("zoom5512", "+", "", "weekly sync link: zoom.us/j/5512"),
        ("meetxqv", "+", "s", "weekly sync link: meet.google.com/xqv-pbtd"),
    ]),
    ("chat", "dad.flight_landing", "2025-12-19", [0, 0.25], "LL", [
        ("1420", "+", "", "Dad's flight on Saturday lands at 14:20"),
        ("1605", "+", "p", "dad's Saturday flight is delayed, landing 16:05 now"),
    ]),
]

# Negative groups: memories of one group share a frame but must never be
# paired. (class, register, group, start date, day gaps, modes, [(value, text)])
NEG = [
    # multi_valued: values that coexist
    ("multi_valued", "pa", "user.languages", "2024-09-02", [0, 200, 380], "SSL", [
        ("pt", "User speaks Portuguese."),
        ("ja", "User also speaks Japanese."),
        ("it", "User speaks some Italian as well."),
    ]),
    ("multi_valued", "pa", "user.allergies", "2024-12-16", [0, 300], "BS", [
        ("penicillin", "User is allergic to penicillin."),
        ("shellfish", "User is also allergic to shellfish."),
    ]),
    ("multi_valued", "kb", "analytics.members", "2025-02-03", [0, 150], "SS", [
        ("wen_bruno", "The analytics team includes Wen and Bruno."),
        ("hana", "Hana joined the analytics team."),
    ]),
    ("multi_valued", "kb", "sre.tools", "2025-03-10", [0, 90], "SL", [
        ("grafana", "The SRE team uses Grafana for dashboards."),
        ("pagerduty", "The SRE team uses PagerDuty too."),
    ]),
    ("multi_valued", "household", "harbor_cafe.cards", "2025-06-02", [0, 60], "LL", [
        ("visa", "Harbor Café accepts Visa."),
        ("amex", "Harbor Café also takes Amex."),
    ]),
    ("multi_valued", "ops", "newsletter.languages", "2024-11-04", [0, 210], "BS", [
        ("en", "Our newsletter is published in English."),
        ("es", "The newsletter is now also published in Spanish."),
    ]),
    # scope_disjoint: same attribute, different scope
    ("scope_disjoint", "ops", "office.opening.weekday_weekend", "2025-01-13", [0, 40], "SS", [
        ("0800", "On weekdays the office opens at 8:00."),
        ("1000", "On weekends the office opens at 10:00."),
    ]),
    ("scope_disjoint", "ops", "api.rate_limit.region", "2025-04-07", [0, 55], "SS", [
        ("200", "In the EU region the API rate limit is 200 rps."),
        ("500", "In the US region the API rate limit is 500 rps."),
    ]),
    ("scope_disjoint", "pa", "marco.email.work_home", "2024-10-07", [0, 180], "BL", [
        ("contoso", "At work Marco uses marco.b@contoso.com."),
        ("gmail", "At home Marco uses marco.bianchi@gmail.com."),
    ]),
    ("scope_disjoint", "household", "pool.hours.season", "2025-05-19", [0, 150], "SS", [
        ("7to9", "Summer opening hours for the pool: 7am to 9pm."),
        ("9to6", "Winter opening hours for the pool: 9am to 6pm."),
    ]),
    ("scope_disjoint", "kb", "deploys.approvals.env", "2024-12-02", [0, 70], "SL", [
        ("1", "Staging deploys need one approval."),
        ("2", "Production deploys need two approvals."),
    ]),
    ("scope_disjoint", "ops", "delivery_fee.zone", "2025-08-04", [0, 30], "LL", [
        ("3", "Delivery fee inside the ring road: £3."),
        ("6", "Delivery fee outside the ring road: £6."),
    ]),
    # format_variant: the same value in another format
    ("format_variant", "pa", "user.height", "2024-08-12", [0, 260], "BS", [
        ("180cm", "User is 5 ft 11 in."),
        ("180cm", "User's height is 180 cm."),
    ]),
    ("format_variant", "crm", "lumen_bio.cfo", "2025-03-03", [0, 120], "SS", [
        ("rahel", "Rahel Mekonnen is CFO at Lumen Bio."),
        ("rahel", "Lumen Bio's chief financial officer is Rahel Mekonnen."),
    ]),
    ("format_variant", "ops", "marketing.budget", "2025-01-20", [0, 95], "SL", [
        ("1000", "Monthly marketing budget: $1,000."),
        ("1000", "Marketing gets 1k a month."),
    ]),
    ("format_variant", "kb", "finance.floor", "2024-11-11", [0, 140], "SS", [
        ("2", "Finance is on the 2nd floor."),
        ("2", "Finance sits on the second floor."),
    ]),
    ("format_variant", "ops", "payroll.run_time", "2025-06-23", [0, 80], "LS", [
        ("1700", "Payroll runs at 17:00."),
        ("1700", "Payroll runs at 5pm."),
    ]),
    ("format_variant", "kb", "uploads.max_size", "2025-09-08", [0, 35], "SS", [
        ("10mb", "Max upload size: 10 MB."),
        ("10mb", "Uploads are capped at 10 megabytes."),
    ]),
    # elaboration: the same value with more detail
    ("elaboration", "pa", "user.gp", "2024-10-21", [0, 190], "BS", [
        ("mensah", "User's GP is Dr. Mensah."),
        ("mensah", "User's GP is Dr. Kwame Mensah at the Elm Street surgery."),
    ]),
    ("elaboration", "kb", "sales_kickoff.city", "2025-09-15", [0, 40], "SS", [
        ("lisbon", "Sales kickoff is in Lisbon."),
        ("lisbon", "Sales kickoff is in Lisbon, at the Pestana Palace, 9 to 11 February."),
    ]),
    ("elaboration", "kb", "mobile_app.framework", "2025-02-24", [0, 130], "SL", [
        ("flutter", "The mobile app is built with Flutter."),
        ("flutter", "The mobile app is built with Flutter 3, with Riverpod for state."),
    ]),
    ("elaboration", "crm", "tessellate.billing_contact", "2025-05-05", [0, 70], "SS", [
        ("marta", "Tessellate's billing contact is Marta."),
        ("marta", "Tessellate's billing contact is Marta Kowalski in accounts payable, marta.k@tessellate.io."),
    ]),
    ("elaboration", "household", "grandma.address", "2024-07-29", [0, 400], "BB", [
        ("rowan12", "Grandma's address is 12 Rowan Close."),
        ("rowan12", "Grandma lives at 12 Rowan Close, Harrogate HG1 4PX."),
    ]),
    # confirmation: the value in force restated later
    ("confirmation", "ops", "backup.window", "2025-01-06", [0, 150], "SS", [
        ("0200", "Backup window: 02:00 to 03:00 UTC."),
        ("0200", "Checked again, the backup window is still 02:00 to 03:00 UTC."),
    ]),
    ("confirmation", "crm", "zephyr.renewal_owner", "2025-04-14", [0, 100], "SL", [
        ("daniela", "Daniela owns the Zephyr renewal."),
        ("daniela", "Zephyr renewal is still with Daniela."),
    ]),
    ("confirmation", "pa", "user.pharmacy", "2024-11-25", [0, 240], "BS", [
        ("boots", "User's pharmacy is the Boots on High Street."),
        ("boots", "User still uses the Boots on High Street for prescriptions."),
    ]),
    ("confirmation", "household", "sunday_roast.time", "2025-03-02", [0, 56], "LL", [
        ("1300", "Sunday roast at Mum's is at 1pm."),
        ("1300", "Reminder: Sunday roast at Mum's, 1pm as usual."),
    ]),
    ("confirmation", "ops", "logs.retention", "2024-09-09", [0, 120, 300], "BSS", [
        ("14d", "Log retention: 14 days."),
        ("14d", "Confirmed log retention remains 14 days."),
        ("14d", "Audit asked again; logs are kept 14 days."),
    ]),
    # static: an unchanging fact restated with a synonymous verb
    ("static", "crm", "acme_robotics.founded", "2024-08-05", [0, 300], "BS", [
        ("1998", "Acme Robotics was founded in 1998."),
        ("1998", "Acme Robotics was established in 1998."),
    ]),
    ("static", "pa", "user.birthplace", "2024-07-01", [0, 450], "BS", [
        ("porto", "User was born in Porto."),
        ("porto", "User's birthplace is Porto."),
    ]),
    ("static", "household", "corn_exchange.built", "2025-02-17", [0, 90], "LL", [
        ("1862", "The Corn Exchange building was built in 1862."),
        ("1862", "The Corn Exchange dates from 1862."),
    ]),
    ("static", "pa", "user.graduated", "2024-12-09", [0, 200], "SS", [
        ("edinburgh2011", "User graduated from Edinburgh University in 2011."),
        ("edinburgh2011", "User got her degree at Edinburgh in 2011."),
    ]),
    ("static", "kb", "project_atlas.kickoff_year", "2025-05-26", [0, 120], "SS", [
        ("2019", "Project Atlas kicked off in 2019."),
        ("2019", "Project Atlas started in 2019."),
    ]),
    ("static", "crm", "first_customer", "2025-08-18", [0, 60], "SL", [
        ("marlow", "Our first customer was Marlow Dairy."),
        ("marlow", "Marlow Dairy was the very first customer we signed."),
    ]),
    # membership: memberships that look like roles; all hold
    ("membership", "kb", "board.members", "2024-10-14", [0, 150, 290], "SSL", [
        ("ana", "Ana is on the board."),
        ("raj", "Raj is on the board."),
        ("meilin", "Mei Lin joined the board."),
    ]),
    ("membership", "ops", "oncall_rotation.members", "2025-01-27", [0, 60], "SS", [
        ("kofi", "Kofi is on the on-call rotation."),
        ("elena", "Elena was added to the on-call rotation."),
    ]),
    ("membership", "kb", "hiring_committee.members", "2025-04-21", [0, 45], "SL", [
        ("dana", "Dana sits on the hiring committee."),
        ("hugo", "Hugo is on the hiring committee too."),
    ]),
    ("membership", "household", "parents_association.members", "2024-09-23", [0, 200], "BS", [
        ("bea", "Bea is a member of the parents' association."),
        ("callum", "Callum joined the parents' association."),
    ]),
    ("membership", "kb", "gateway_repo.maintainers", "2025-06-30", [0, 75], "SS", [
        ("yusuf", "Yusuf is a maintainer of the gateway repo."),
        ("lorna", "Lorna became a maintainer of the gateway repo."),
    ]),
    ("membership", "ops", "incident_panel.members", "2025-10-13", [0, 14], "LL", [
        ("ivo", "Ivo is on the incident review panel."),
        ("petra", "Petra is on the incident review panel."),
    ]),
]

# different_subject: the frame of another fact (often one above) with a
# different subject. (register, subject-frame, date, mode, text)
DIFF = [
    ("pa", "tom.dentist", "2025-08-04", "S", "Tom's dentist is Dr. Chen."),
    ("crm", "calder.seats", "2025-09-22", "S", "Calder Group has 25 licensed seats."),
    ("kb", "search_service.owner", "2025-07-14", "B", "The search service is owned by Team Otter."),
    ("ops", "plan.enterprise.price", "2025-10-20", "S", "Enterprise plan costs $99 per seat."),
    ("kb", "ines.manager", "2025-02-10", "L", "Ines's manager is Lena Fischer."),
    ("kb", "oskar.manager", "2025-05-12", "S", "Oskar's manager is Tom Okoro."),
    ("ops", "billing_api.timeout", "2025-06-16", "S", "Billing API timeout: 45s."),
    ("household", "theo.swim_class", "2025-09-01", "L", "Theo's swim class is Wednesday at 5pm."),
    ("kb", "marketing.headcount", "2025-08-11", "S", "Marketing team headcount: 4."),
    ("pa", "ben.phone", "2025-11-03", "L", "Ben's phone is a Pixel 8."),
    ("pa", "anya.coffee", "2025-10-06", "S", "Anya's usual coffee order is a long black."),
    ("household", "gran.electricity", "2025-11-17", "B", "Gran's electricity supplier is EDF."),
]

# equal_time: two values of one fact with identical order times (one live,
# one backfilled or stamped at the same instant). Never guess direction.
# (register, family, [(mode, order time, text)])
EQUAL = [
    ("ops", "user.parking_spot", [
        ("L", "2025-05-12T09:00:00Z", "Parking spot: P2-14."),
        ("B", "2025-05-12T09:00:00Z", "Parking spot: P3-02."),
    ]),
    ("pa", "lisbon_trip.hotel", [
        ("S", "2025-09-03T16:45:00Z", "Hotel for the Lisbon trip: Memmo Alfama."),
        ("S", "2025-09-03T16:45:00Z", "Hotel for the Lisbon trip: Hotel Lumiares."),
    ]),
    ("kb", "all_hands.room", [
        ("L", "2025-07-21T13:10:00Z", "Meeting room for the all-hands: Atlas."),
        ("L", "2025-07-21T13:10:00Z", "The all-hands room is Borealis."),
    ]),
]

# unrelated distractors. (register, date, mode, text)
UNREL = [
    ("pa", "2024-07-15", "S", "User's favourite film is Paddington 2."),
    ("pa", "2024-08-28", "B", "User's sister Hannah lives in Toronto."),
    ("pa", "2024-10-30", "S", "User hates coriander."),
    ("pa", "2024-12-20", "L", "User wants a reminder to call the council about the pothole."),
    ("pa", "2025-01-29", "S", "User is training for a half-term ski trip with the kids."),
    ("pa", "2025-03-18", "S", "User's passport number ends in 4417."),
    ("pa", "2025-04-30", "L", "User likes window seats on flights."),
    ("pa", "2025-06-25", "S", "User's wedding anniversary is 9 September."),
    ("pa", "2025-08-20", "B", "User keeps a spare house key with the neighbour at number 7."),
    ("pa", "2025-10-15", "S", "User is reading about sourdough starters."),
    ("household", "2024-09-10", "S", "The boiler was serviced by HeatPro."),
    ("household", "2024-11-29", "L", "Recycling: glass goes in the green box."),
    ("household", "2025-02-05", "S", "The smoke alarm in the hallway chirps when the battery is low."),
    ("household", "2025-04-16", "S", "Tomatoes did well in the south bed this year."),
    ("household", "2025-07-09", "B", "The loft ladder sticks; lift before pulling."),
    ("household", "2025-09-24", "L", "Biscuit is scared of fireworks."),
    ("household", "2025-11-12", "S", "Spare fuses are in the drawer under the stairs."),
    ("kb", "2024-08-07", "S", "Use conventional commit messages in the monorepo."),
    ("kb", "2024-10-16", "B", "Design docs need a rollback section."),
    ("kb", "2024-12-11", "S", "The style guide prefers sentence case in headings."),
    ("kb", "2025-02-26", "L", "Flaky tests get quarantined with the flaky label."),
    ("kb", "2025-05-07", "S", "New joiners pair with a buddy for their first two weeks."),
    ("kb", "2025-07-30", "S", "The incident template asks for customer impact first."),
    ("kb", "2025-10-01", "B", "Architecture decisions are written up as ADRs."),
    ("ops", "2024-07-24", "S", "Invoices are numbered INV- followed by the year."),
    ("ops", "2024-09-18", "B", "The status page is hosted separately from the main cluster."),
    ("ops", "2024-11-20", "S", "Refunds over $500 need a second approver."),
    ("ops", "2025-01-15", "L", "The warehouse in Tilburg handles EU returns."),
    ("ops", "2025-03-26", "S", "Expense reports are due by the fifth working day."),
    ("ops", "2025-06-04", "S", "TLS certificates are issued by Let's Encrypt."),
    ("ops", "2025-08-27", "L", "Customer data exports are encrypted with age."),
    ("ops", "2025-11-05", "S", "The quarterly board pack goes out a week before the meeting."),
    ("crm", "2024-10-09", "B", "Vexley Partners found us through the Berlin meetup."),
    ("crm", "2025-01-08", "S", "Brightwave's fiscal year ends in June."),
    ("crm", "2025-04-02", "L", "Orbis Health asked for a SOC 2 report."),
    ("crm", "2025-07-02", "S", "Pendleton Foods has three plants in the Midwest."),
    ("crm", "2025-09-17", "S", "Kestrel Bank's procurement needs paper invoices."),
    ("chat", "2025-02-19", "L", "lol the printer on 3 is jammed again"),
    ("chat", "2025-05-28", "L", "anyone know where the hdmi adapters went?"),
    ("chat", "2025-08-06", "S", "cake in the kitchen, Jo's birthday"),
    ("chat", "2025-10-22", "L", "reminder: clocks go back on Sunday"),
    ("chat", "2025-11-19", "S", "heads up, the lift is out till Friday"),
]


def utc(s):
    return dt.datetime.fromisoformat(s.replace("Z", "+00:00")).astimezone(dt.timezone.utc)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []       # dicts: family, register, cls, value, pol, rw, mode, order, text
    fams = []       # lists of positive family memories
    import_slot = [0, 0]

    def place(start, gaps, modes, n):
        tod = dt.timedelta(hours=rng.randint(7, 20), minutes=rng.randint(0, 59),
                           seconds=rng.randint(0, 59))
        base = utc(start + "T00:00:00Z")
        out = []
        for i in range(n):
            m = modes[i]
            t = base + dt.timedelta(days=gaps[i]) + tod + dt.timedelta(minutes=rng.randint(0, 40))
            if m == "B":
                t = t.replace(hour=0, minute=0, second=0)
            out.append((m, t))
        return out

    def stamp(group, batch):
        # created_at / observed_at from mode; backfilled ones newest-first
        for r in group:
            m, t = r["mode"], r["order"]
            if m == "L":
                r["created_at"], r["observed_at"] = t, None
            elif m == "S":
                r["created_at"] = t + dt.timedelta(minutes=rng.randint(3, 90))
                r["observed_at"] = t
        for r in sorted([r for r in group if r["mode"] == "B"], key=lambda r: r["order"], reverse=True):
            r["created_at"] = IMPORTS[batch] + dt.timedelta(seconds=2 * import_slot[batch])
            import_slot[batch] += 1
            r["observed_at"] = r["order"]

    for k, (reg, fam, start, gaps, modes, vers) in enumerate(POS):
        assert len(gaps) == len(modes) == len(vers), fam
        group = []
        for (m, t), (val, pol, rw, text) in zip(place(start, gaps, modes, len(vers)), vers):
            group.append(dict(family=fam, register=reg, cls="supersession", value=val, pol=pol,
                              rw=rw, mode=m, order=t, text=text))
        stamp(group, k % 2)
        fams.append(group)
        mems += group
    for k, (cls, reg, fam, start, gaps, modes, vers) in enumerate(NEG):
        assert len(gaps) == len(modes) == len(vers), fam
        group = []
        for (m, t), (val, text) in zip(place(start, gaps, modes, len(vers)), vers):
            group.append(dict(family=fam, register=reg, cls=cls, value=val, pol="+", rw="",
                              mode=m, order=t, text=text))
        stamp(group, k % 2)
        mems += group
    for k, (reg, fam, date, mode, text) in enumerate(DIFF):
        (m, t), = place(date, [0], mode, 1)
        group = [dict(family=fam, register=reg, cls="different_subject", value=fam, pol="+", rw="",
                      mode=m, order=t, text=text)]
        stamp(group, k % 2)
        mems += group
    for k, (reg, fam, vers) in enumerate(EQUAL):
        group = []
        for i, (m, ts, text) in enumerate(vers):
            group.append(dict(family=fam, register=reg, cls="equal_time", value="v%d" % i, pol="+",
                              rw="", mode=m, order=utc(ts), text=text))
        stamp(group, k % 2)
        mems += group
    for k, (reg, date, mode, text) in enumerate(UNREL):
        (m, t), = place(date, [0], mode, 1)
        group = [dict(family="unrelated.%02d" % k, register=reg, cls="unrelated", value="-", pol="+",
                      rw="", mode=m, order=t, text=text)]
        stamp(group, k % 2)
        mems += group

    # opaque ids in shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order, 1):
        mems[i]["id"] = "n%03d" % n

    truth = []
    for group in fams:
        g = sorted(group, key=lambda r: r["order"])
        for i, a in enumerate(g):
            for b in g[i + 1:]:
                if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    truth.append(dict(expired_id=a["id"], replacement_id=b["id"],
                                      reason="negation" if a["pol"] != b["pol"] else "value"))
                    break
    labels = [dict(id=r["id"], cls=r["cls"]) for r in mems if r["cls"] != "supersession"]
    check(mems, fams, truth, labels)
    return rng, mems, truth, labels


def check(mems, fams, truth, labels):
    texts = [r["text"] for r in mems]
    assert len(set(texts)) == len(texts), "duplicate content"
    ids = [r["id"] for r in mems]
    assert len(set(ids)) == len(ids)
    for r in mems:
        assert r["created_at"] < END and (r["observed_at"] is None or r["observed_at"] < END), r["text"]
        assert (r["observed_at"] or r["created_at"]) == r["order"]
    for g in fams:
        ts = [r["order"] for r in g]
        assert ts == sorted(ts) and len(set(ts)) == len(ts), g[0]["family"]
    paired = {t["expired_id"] for t in truth} | {t["replacement_id"] for t in truth}
    labelled = {l["id"] for l in labels}
    assert not paired & labelled
    pos = {r["id"] for g in fams for r in g}
    assert paired == pos, "every supersession memory must take part in a pair"
    assert len({t["expired_id"] for t in truth}) == len(truth)


def write(path, rows):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    os.replace(tmp, path)


def main():
    rng, mems, truth, labels = build()
    if "--list" in sys.argv:
        for r in sorted(mems, key=lambda r: (r["family"], r["order"])):
            print("\t".join([r["id"], r["register"], r["family"], fmt(r["order"]), r["mode"],
                             r["value"], r["pol"], r["rw"] or "-", r["cls"], r["text"]]))
        return
    if "--stats" in sys.argv:
        stats(mems, truth, labels)
        return
    rows = list(mems)
    rng.shuffle(rows)
    out = []
    for r in rows:
        o = {"id": r["id"], "content": r["text"], "created_at": fmt(r["created_at"])}
        if r["observed_at"] is not None:
            o["observed_at"] = fmt(r["observed_at"])
        out.append(o)
    write(os.path.join(HERE, "memories.jsonl"), out)
    write(os.path.join(HERE, "truth.jsonl"), sorted(truth, key=lambda t: t["expired_id"]))
    write(os.path.join(HERE, "labels.jsonl"),
          [{"id": l["id"], "class": l["cls"]} for l in sorted(labels, key=lambda l: l["id"])])


def stats(mems, truth, labels):
    from collections import Counter
    print("memories", len(mems))
    print("pairs", len(truth), dict(Counter(t["reason"] for t in truth)))
    print("class", dict(sorted(Counter(r["cls"] for r in mems).items())))
    print("register", dict(sorted(Counter(r["register"] for r in mems).items())))
    print("register(pairs)", dict(sorted(Counter(
        next(r["register"] for r in mems if r["id"] == t["expired_id"]) for t in truth).items())))
    newer = [r for r in mems if r["cls"] == "supersession" and r["rw"] in "psh" and r["rw"]]
    c = Counter(r["rw"] for r in newer)
    print("newer versions (value changes)", len(newer), dict(c),
          "reworded share %.2f" % ((c["p"] + c["h"]) / len(newer)))
    print("mode", dict(sorted(Counter(r["mode"] for r in mems).items())),
          "live share %.2f" % (sum(r["mode"] == "L" for r in mems) / len(mems)))
    fams = Counter(r["family"] for r in mems if r["cls"] == "supersession")
    print("families", len(fams), "by size", dict(sorted(Counter(fams.values()).items())))
    byid = {r["id"]: r for r in mems}
    inv = sum(1 for t in truth if (byid[t["expired_id"]]["created_at"] > byid[t["replacement_id"]]["created_at"]))
    print("pairs whose created_at order is the reverse of their order time", inv)
    print("pairs with an hard-worded member", sum(1 for t in truth if "h" in (byid[t["expired_id"]]["rw"], byid[t["replacement_id"]]["rw"])))


if __name__ == "__main__":
    main()
