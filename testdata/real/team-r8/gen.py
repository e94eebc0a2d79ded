#!/usr/bin/env python3
"""Generator for the R8 blind evaluation corpus: team knowledge base and project notes.

Standard library only, deterministic (fixed seed): two runs write byte-identical files.

Labels (family, value, polarity, wording style, register, negative class) are fixed in the
tables below BEFORE anything is generated; truth.jsonl is computed from those labels only,
never from the text.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl next to this file
    python3 gen.py --stats    print counts (classes, registers, wording, time modes, pairs)
    python3 gen.py --list     print every memory: id, order time, mode, labels

Table conventions
  text    "R|content", R = register code (see REGISTERS)
  style   b   first version of a family / first member of a group
          rw  reworded relative to the version before it (other verb or construction)
          sl  one-slot edit of the version before it
          cf  confirmation: the value in force restated (never paired with what it confirms)
          a trailing "!" marks a hard-worded intervening version
  pol     "+" the fact holds, "-" the fact stopped holding (negation)
"""

import datetime as dt
import hashlib
import json
import os
import random
import re
import sys

SEED = 20261201_8
HERE = os.path.dirname(os.path.abspath(__file__))

REGISTERS = {
    "s": "full sentence",
    "h": "headed fragment",
    "p": "passive",
    "o": "handover",
    "c": "chat fragment",
    "m": "meeting-minute line",
    "b": "bullet note",
    "d": "decision-log entry",
}

# ---------------------------------------------------------------------------
# Changing families: (family id, subject, attribute, scope, versions)
# version = (value, polarity, style, "R|text")
# Dates inside text: {I+n} ISO date, {L+n} "June 2", {E+n} "2 Jun" = order date + n days.
# ---------------------------------------------------------------------------
FAMILIES = [
    ("billing-owner", "billing service", "owner", "", [
        ("tomasz", "+", "b", "s|Tomasz Wierzbicki owns the billing service."),
        ("ana", "+", "rw", "o|Tomasz handed the billing service over to Ana Ferreira at the end of the sprint."),
        ("kwabena", "+", "rw", "h|Billing service owner: Kwabena Asante"),
        ("ines", "+", "sl", "h|Billing service owner: Ines Okafor"),
    ]),
    ("heron-status", "Project Heron", "status", "", [
        ("active", "+", "b", "s|Project Heron is green-lit and fully staffed; the build starts this sprint."),
        ("active", "-", "rw", "h|Heron status: paused until the budget review, nobody should pick up Heron tickets."),
        ("active", "+", "rw", "c|heron is unpaused, the team is back on it from today"),
    ]),
    ("ledger-db", "ledger", "database", "", [
        ("postgres", "+", "b", "d|Decision: we're going with Postgres for the ledger."),
        ("cockroach", "+", "rw!", "m|Arch sync: after the multi-region discussion the ledger storage choice flipped to CockroachDB."),
        ("postgres", "+", "rw", "d|Reversed again: the ledger will run on Postgres after all, the multi-region need went away."),
    ]),
    ("design-review", "weekly design review", "schedule", "", [
        ("thu-1500-fjord", "+", "b", "s|The weekly design review is on Thursdays at 15:00 in Fjord."),
        ("thu-1500-fjord", "-", "rw", "c|heads up: the weekly design review is cancelled going forward, post RFCs async in #design instead"),
    ]),
    ("standup-time", "platform standup", "time", "", [
        ("0915", "+", "b", "h|Platform standup: 09:15 daily, huddle room 3"),
        ("0915", "-", "rw", "c|fyi platform standup is paused for the holiday weeks, no standup until further notice"),
        ("0930", "+", "rw", "s|Platform standup is back on and now starts at 09:30."),
        ("0945", "+", "rw", "c|standup shifted to 09:45 so the Lisbon folks can make it"),
    ]),
    ("quill-launch", "Quill", "launch date", "", [
        ("d1", "+", "b", "s|Quill launches publicly on {L+64}."),
        ("d2", "+", "rw", "p|The Quill launch has been pushed back to {L+70} because the payments review slipped."),
        ("d3", "+", "rw", "h|Quill GA date: {I+41}"),
    ]),
    ("indexer-owner", "search indexer", "owner", "", [
        ("haruto", "+", "b", "h|Search indexer — owner: Haruto Sato"),
        ("maren", "+", "rw", "c|fyi Maren owns the search indexer now, Haruto moved to the mobile squad"),
    ]),
    ("platform-headcount", "platform team", "headcount", "", [
        ("6", "+", "b", "s|The platform team is 6 engineers."),
        ("8", "+", "rw", "m|Staffing update: two transfers from infra bring platform to 8 people."),
        ("7", "+", "rw", "h|Platform headcount: 7 (one backfill still open)"),
        ("9", "+", "sl", "h|Platform headcount: 9 (one backfill still open)"),
    ]),
    ("brand-budget", "brand design", "budget FY26", "", [
        ("40k", "+", "b", "s|The brand design budget for FY26 is $40k."),
        ("55k", "+", "sl", "s|The brand design budget for FY26 is $55k."),
    ]),
    ("email-vendor", "transactional email", "vendor", "", [
        ("cloudpost", "+", "b", "s|We use Cloudpost for transactional email."),
        ("cloudpost", "-", "rw", "d|Decision: we dropped Cloudpost after the March outage; transactional email is on hold for new features."),
        ("mailvane", "+", "rw", "c|transactional email goes through Mailvane now, creds are in the vault"),
    ]),
    ("lisbon-address", "Lisbon office", "address", "", [
        ("rua-prata", "+", "b", "h|Lisbon office: Rua da Prata 114, 3rd floor"),
        ("av-liberdade", "+", "rw", "s|The Lisbon team moved into Avenida da Liberdade 220 over the weekend."),
    ]),
    ("expense-approval", "expense policy", "two-approval threshold", "", [
        ("500", "+", "b", "b|- Expenses over 500 EUR need two approvals."),
        ("750", "+", "rw", "p|The two-approval threshold for expenses was raised to 750 EUR by finance."),
        ("1000", "+", "rw", "h|Expense policy: second approval required above 1,000 EUR"),
    ]),
    ("travel-tool", "travel booking", "tool", "", [
        ("wayfarer", "+", "b", "s|Book all work travel through Wayfarer."),
        ("tripnest", "+", "rw", "c|travel booking moved to Tripnest, Wayfarer accounts close end of month"),
    ]),
    ("vpn-support", "VPN", "support contact", "", [
        ("helpdesk", "+", "b", "h|VPN issues: contact helpdesk@orbitan.io"),
        ("emeka", "+", "sl", "h|VPN issues: contact emeka.nwosu@orbitan.io"),
    ]),
    ("kestrel-lead", "Project Kestrel", "lead", "", [
        ("sunniva", "+", "b", "s|Sunniva Berg leads Project Kestrel."),
        ("haruto", "+", "rw", "o|Sunniva handed Kestrel to Haruto while she is on parental leave."),
        ("sunniva", "+", "rw", "c|Sunniva is back and has taken Kestrel back from Haruto"),
    ]),
    ("api-v1", "public API v1", "support status", "", [
        ("supported", "+", "b", "s|Public API v1 remains supported alongside v2."),
        ("supported", "-", "rw", "d|API v1 is sunset as of today; all traffic must use v2."),
    ]),
    ("remote-fridays", "remote Fridays", "policy", "", [
        ("allowed", "+", "b", "b|- Fridays are remote-by-default for everyone."),
        ("allowed", "-", "rw", "s|Remote Fridays are no longer a thing; the office expects people in five days from next month."),
    ]),
    ("bramble-status", "Project Bramble", "status", "", [
        ("planned", "+", "b", "s|Project Bramble kicks off in Q3 with two engineers from growth."),
        ("planned", "-", "rw", "m|Leadership sync: Bramble has been cancelled, the two growth engineers stay where they are."),
    ]),
    ("oncall-kwabena", "Kwabena", "on-call rotation", "payments", [
        ("member", "+", "b", "s|Kwabena is on the payments on-call rotation."),
        ("member", "-", "rw", "c|kwabena isn't on payments on-call anymore, take him off the pager schedule"),
    ]),
    ("lunch-learn", "lunch-and-learn series", "schedule", "", [
        ("wed-1230", "+", "b", "s|The lunch-and-learn series runs every Wednesday at 12:30 in the Greenhouse."),
        ("wed-1230", "-", "rw", "c|we've stopped the wednesday lunch-and-learns, attendance dropped to nobody"),
    ]),
    ("ci-provider", "CI", "provider", "", [
        ("forgeline", "+", "b", "s|Our CI runs on Forgeline."),
        ("tessera", "+", "sl", "s|Our CI runs on Tessera."),
    ]),
    ("freeze-42", "release 4.2", "code freeze date", "", [
        ("d1", "+", "b", "h|Release 4.2 code freeze: {I+30}"),
        ("d2", "+", "sl", "h|Release 4.2 code freeze: {I+19}"),
        ("d3", "+", "rw", "s|Code freeze for 4.2 slipped again, it is now {L+12}."),
    ]),
    ("allhands-room", "all-hands", "room", "", [
        ("larch", "+", "b", "s|All-hands happens in Larch."),
        ("basalt", "+", "rw", "p|All-hands was moved to Basalt since Larch only seats forty."),
        ("greenhouse", "+", "rw", "c|all-hands is in the Greenhouse this quarter, Basalt got turned into a lab"),
        ("larch", "+", "rw", "s|After the refit Larch seats eighty, so all-hands is held there again."),
    ]),
    ("data-manager", "data team", "manager", "", [
        ("oyelaran", "+", "b", "h|Data team manager: Bisi Oyelaran"),
        ("teodor", "+", "sl", "h|Data team manager: Teodor Ilić"),
    ]),
    ("infra-reviewer", "infra changes", "security reviewer", "", [
        ("colm", "+", "b", "s|Security review for infra changes is done by Colm."),
        ("zainab", "+", "sl", "s|Security review for infra changes is done by Zainab."),
    ]),
    ("osprey-beta", "Osprey beta", "launch date", "", [
        ("d1", "+", "b", "s|The Osprey beta opens on {L+35}."),
        ("d2", "+", "rw", "m|Osprey: beta opening moved to {L+21} to line up with the partner event."),
        ("d3", "+", "sl", "m|Osprey: beta opening moved to {L+28} to line up with the partner event."),
    ]),
    ("berlin-lease", "Berlin office", "lease end", "", [
        ("d1", "+", "b", "s|The Berlin office lease runs until {I+300}."),
        ("d2", "+", "sl", "s|The Berlin office lease runs until {I+480}."),
    ]),
    ("mobile-channel", "mobile team", "chat channel", "", [
        ("mobile-core", "+", "b", "s|The mobile team talks in #mobile-core."),
        ("app-squad", "+", "sl", "s|The mobile team talks in #app-squad."),
    ]),
    ("ds-maintainer", "design system", "maintainer", "", [
        ("anouk", "+", "b", "s|Anouk maintains the design system."),
        ("rafferty", "+", "rw!", "s|Since Anouk went to the Marigold rewrite, any component change lands on Rafferty's desk for the design system."),
        ("leilani", "+", "rw", "h|Design system maintainer: Leilani Kahale"),
    ]),
    ("marigold-budget", "Project Marigold", "budget", "", [
        ("120k", "+", "b", "h|Marigold budget: $120k"),
        ("95k", "+", "rw", "p|Marigold's budget was cut to $95k in the mid-year review."),
        ("95k", "+", "cf", "m|Budget check-in: Marigold is still at $95k for now."),
        ("140k", "+", "rw", "d|Marigold gets $140k after the board added the enterprise scope."),
    ]),
    ("payroll-contact", "payroll questions", "contact", "", [
        ("farida", "+", "b", "s|Send payroll questions to Farida."),
        ("joaquim", "+", "rw!", "c|if it's about payslips or salary dates the person to bug is Joaquim these days"),
        ("people-ops", "+", "rw", "h|Payroll contact: people-ops@orbitan.io (shared inbox)"),
    ]),
    ("laptop-standard", "new-hire laptop", "standard model", "", [
        ("lumen14", "+", "b", "s|New hires get a Lumen 14 laptop."),
        ("corvid15", "+", "sl", "s|New hires get a Corvid 15 laptop."),
    ]),
    ("sprint-length", "sprints", "length", "", [
        ("2w", "+", "b", "s|Sprints are two weeks long."),
        ("3w", "+", "rw", "d|We're trying three-week sprints starting next cycle."),
        ("2w", "+", "rw", "c|three-week sprints didn't work, we're back to two weeks"),
    ]),
    ("juniper-status", "Project Juniper", "phase", "", [
        ("discovery", "+", "b", "h|Juniper phase: discovery"),
        ("build", "+", "rw", "s|Juniper is out of discovery and into build."),
        ("shipped", "+", "rw", "m|Demo day: Juniper shipped to all customers this morning."),
    ]),
    ("release-day", "release train", "day", "", [
        ("tue", "+", "b", "s|The release train leaves on Tuesdays."),
        ("wed", "+", "sl", "s|The release train leaves on Wednesdays."),
    ]),
    ("incident-channel", "incidents", "channel", "", [
        ("inc-live", "+", "b", "s|Incidents are coordinated in #inc-live."),
        ("war-room", "+", "rw", "p|Incident coordination has been moved over to #war-room."),
    ]),
    ("t2-escalation", "tier-2 support", "escalation contact", "", [
        ("idris", "+", "b", "h|Tier-2 escalations: Idris Haddad"),
        ("ottilie", "+", "sl", "h|Tier-2 escalations: Ottilie Graf"),
    ]),
    ("translation-vendor", "translation", "vendor", "", [
        ("lingomesh", "+", "b", "s|Lingomesh handles our UI translations."),
        ("parlance", "+", "sl", "s|Parlance handles our UI translations."),
    ]),
    ("pebble-ios", "Pebble app", "minimum iOS version", "", [
        ("15", "+", "b", "s|The Pebble app supports iOS 15 and up."),
        ("16", "+", "rw", "p|Minimum iOS for Pebble was bumped to 16 in the last release."),
    ]),
    ("admin-frontend", "admin console", "frontend framework", "", [
        ("svelte", "+", "b", "d|Decision: the new admin console will be built in Svelte."),
        ("react", "+", "rw", "d|Decision reversed: admin console goes React so the product team can share components."),
    ]),
    ("retro-facilitator", "retros", "facilitator", "", [
        ("dagny", "+", "b", "s|Dagny facilitates the team retros this quarter."),
        ("bastien", "+", "sl", "s|Bastien facilitates the team retros this quarter."),
    ]),
    ("eng-hiring-2026", "engineering hiring plan 2026", "new roles", "", [
        ("14", "+", "b", "s|The 2026 engineering hiring plan has 14 new roles."),
        ("9", "+", "rw", "p|The 2026 hiring plan was trimmed to 9 engineering roles."),
    ]),
    ("cobalt-pager", "Cobalt on-call", "paging tool", "", [
        ("pagerbell", "+", "b", "s|Cobalt on-call uses PagerBell."),
        ("alertly", "+", "sl", "s|Cobalt on-call uses Alertly."),
    ]),
    ("dublin-om", "Dublin office", "office manager", "", [
        ("roisin", "+", "b", "s|Róisín is the office manager in Dublin."),
        ("colette", "+", "rw", "o|Róisín passed the Dublin office manager role to Colette before leaving."),
    ]),
    ("offsite-location", "quarterly planning offsite", "location", "", [
        ("sintra", "+", "b", "s|The quarterly planning offsite will be in Sintra."),
        ("porto", "+", "rw", "m|Offsite logistics: venue changed to Porto, Sintra was fully booked."),
        ("porto", "+", "cf", "c|confirmed with the venue, offsite is in Porto"),
    ]),
    ("prod-freeze-friday", "deploy freeze", "Friday start time", "production", [
        ("1600", "+", "b", "b|- Production deploy freeze starts 16:00 on Fridays."),
        ("1500", "+", "sl", "b|- Production deploy freeze starts 15:00 on Fridays."),
    ]),
    ("flags-owner", "feature flag service", "owner", "", [
        ("yusra", "+", "b", "s|Yusra owns the feature flag service."),
        ("rustam", "+", "rw", "p|Ownership of the feature flag service was transferred to Rustam."),
        ("maren", "+", "rw", "o|Maren picked up the feature flag service from Rustam."),
    ]),
    ("free-tier-limit", "free tier API", "rate limit", "", [
        ("100", "+", "b", "h|Free tier rate limit: 100 requests/min"),
        ("60", "+", "sl", "h|Free tier rate limit: 60 requests/min"),
        ("120", "+", "rw", "s|We raised the free-tier API limit to 120 requests per minute."),
    ]),
    ("docs-tool", "internal docs", "tool", "", [
        ("pagewright", "+", "b", "s|Internal docs live in Pagewright."),
        ("notehaus", "+", "rw", "d|We're moving internal documentation to Notehaus; Pagewright goes read-only."),
    ]),
    ("tidewater-tl", "Tidewater", "tech lead", "", [
        ("mireille", "+", "b", "s|Mireille Dubois is tech lead on Tidewater."),
        ("emeka", "+", "rw!", "m|Tidewater: Mireille stepping back; architecture calls and code review sign-off go to Emeka."),
        ("ines", "+", "rw", "o|Emeka handed Tidewater tech lead to Ines Okafor."),
        ("colm", "+", "rw", "h|Tidewater TL: Colm Byrne"),
    ]),
    ("lantern-target", "Lantern", "target date", "", [
        ("d1", "+", "b", "s|Lantern is targeting {L+90} for the first customer pilot."),
        ("d2", "+", "rw", "h|Lantern pilot target: {I+75}"),
        ("d3", "+", "sl", "h|Lantern pilot target: {I+50}"),
        ("d4", "+", "rw", "p|The Lantern pilot date was moved to {L+20} after the vendor delay."),
    ]),
    ("security-training", "security training", "completion deadline", "", [
        ("d1", "+", "b", "s|Everyone must finish security training by {L+30}."),
        ("d2", "+", "sl", "s|Everyone must finish security training by {L+45}."),
    ]),
    ("yusra-mentor", "Yusra", "mentor", "", [
        ("teodor", "+", "b", "s|Teodor is Yusra's mentor for her first year."),
        ("dagny", "+", "sl", "s|Dagny is Yusra's mentor for her first year."),
    ]),
    ("snacks-vendor", "office snacks", "vendor", "Lisbon", [
        ("munchbox", "+", "b", "s|Lisbon office snacks come from Munchbox."),
        ("pantrygo", "+", "sl", "s|Lisbon office snacks come from PantryGo."),
    ]),
    ("saffron-price", "Saffron Pro plan", "price", "", [
        ("49", "+", "b", "h|Saffron Pro: $49/month"),
        ("59", "+", "rw", "d|Pricing committee: Saffron Pro goes up to $59 a month from July."),
        ("54", "+", "rw", "s|We settled on $54 a month for Saffron Pro after the churn analysis."),
    ]),
    ("interview-format", "engineering interviews", "coding round", "", [
        ("take-home", "+", "b", "s|The engineering coding round is a take-home exercise."),
        ("pairing", "+", "rw", "d|We replaced the take-home with a 90-minute live pairing session."),
        ("pairing", "+", "cf", "s|We're keeping the live pairing round for the coding interview."),
    ]),
    ("parental-leave", "parental leave policy", "weeks paid", "", [
        ("16", "+", "b", "s|Parental leave is 16 weeks fully paid."),
        ("20", "+", "rw", "p|Paid parental leave has been extended to 20 weeks."),
    ]),
    ("sre-lead", "SRE team", "lead", "", [
        ("rustam", "+", "b", "s|Rustam Karimov leads the SRE team."),
        ("rustam", "+", "cf", "m|Org review: Rustam confirmed as SRE lead for another year."),
        ("zainab", "+", "rw", "o|Rustam handed SRE leadership to Zainab Malik."),
        ("idris", "+", "rw", "c|fyi Idris is the new SRE lead"),
    ]),
    ("monitoring-stack", "monitoring", "stack", "", [
        ("grafana-cloud", "+", "b", "d|We're going with Grafana Cloud for metrics and dashboards."),
        ("self-prom", "+", "rw", "d|Metrics move to self-hosted Prometheus; Grafana Cloud contract not renewed."),
    ]),
    ("branch-protection", "main branch", "required reviewers", "", [
        ("1", "+", "b", "b|- main branch: 1 approving review required"),
        ("2", "+", "sl", "b|- main branch: 2 approving reviews required"),
    ]),
    ("ops-review", "ops review", "schedule", "", [
        ("tue-1400", "+", "b", "s|Ops review is Tuesdays at 14:00."),
        ("mon-1000", "+", "sl", "s|Ops review is Mondays at 10:00."),
    ]),
    ("bgcheck-vendor", "background checks", "vendor", "", [
        ("verity", "+", "b", "s|Background checks for new hires are run by Verity Screening."),
        ("clearpath", "+", "rw", "p|Background checks were moved to ClearPath after the contract review."),
    ]),
    ("heron-pm", "Project Heron", "product manager", "", [
        ("anouk", "+", "b", "h|Heron PM: Anouk de Vries"),
        ("anouk", "+", "cf", "c|yes Anouk is still PM on Heron, ask her about scope"),
        ("priya", "+", "rw", "s|Priya Raman took over as product manager for Heron."),
        ("leilani", "+", "rw", "m|Heron sync: Leilani is PM from now on, Priya moves to Quill."),
    ]),
    ("billing-rewrite", "billing service rewrite", "language", "", [
        ("go", "+", "b", "s|The billing service rewrite is being done in Go."),
        ("kotlin", "+", "sl", "s|The billing service rewrite is being done in Kotlin."),
    ]),
    ("afterhours-number", "after-hours support", "phone number", "", [
        ("0100", "+", "b", "h|After-hours support line: +351 21 555 0100"),
        ("0199", "+", "sl", "h|After-hours support line: +351 21 555 0199"),
    ]),
    ("support-tool", "customer support", "ticketing tool", "", [
        ("helpnest", "+", "b", "s|Customer support tickets are handled in Helpnest."),
        ("zendesk", "+", "rw", "c|support moved off Helpnest, tickets are in Zendesk now"),
    ]),
    ("quill-repo", "Quill", "repository", "", [
        ("gitlab", "+", "b", "s|Quill's code lives on our self-hosted GitLab."),
        ("monorepo", "+", "rw", "p|Quill was folded into the main monorepo last week."),
    ]),
    ("eu-region", "EU customer data", "cloud region", "", [
        ("eu-west-1", "+", "b", "s|EU customer data is hosted in eu-west-1."),
        ("eu-central-1", "+", "rw", "d|EU tenants migrate to eu-central-1 for the Frankfurt data residency deal."),
        ("eu-west-1", "+", "rw", "c|we rolled EU data back to eu-west-1, the Frankfurt deal fell through"),
    ]),
]

# ---------------------------------------------------------------------------
# Negative groups: (class, group id, members). Every member is labelled and must
# never take part in any pair. Members of a group are ordered in time (strictly),
# except equal_time groups, whose members share one order time.
# member = (style, "R|text")
# ---------------------------------------------------------------------------
NEGATIVES = [
    # multi_valued: values that coexist
    ("multi_valued", "mv-nadia-lang", [
        ("b", "s|Nadia speaks Portuguese, handy for the Lisbon customer calls."),
        ("rw", "c|turns out Nadia also speaks Tagalog"),
    ]),
    ("multi_valued", "mv-dagny-allergy", [
        ("b", "b|- Dagny: allergic to peanuts (offsite catering)"),
        ("rw", "s|Dagny is also allergic to shellfish, please tell the caterer."),
    ]),
    ("multi_valued", "mv-data-tools", [
        ("b", "s|The data team uses dbt for transformations."),
        ("rw", "c|data team runs Airflow too, for the scheduling side"),
    ]),
    ("multi_valued", "mv-quill-members", [
        ("b", "h|Quill core team: Priya, Colm"),
        ("rw", "s|Farida joined the Quill core team as another engineer."),
    ]),
    ("multi_valued", "mv-payment-methods", [
        ("b", "s|Saffron accepts card payments."),
        ("rw", "d|Saffron now also accepts SEPA direct debit."),
    ]),
    ("multi_valued", "mv-office-langs", [
        ("b", "s|The Berlin office runs its onboarding in German."),
        ("rw", "s|Berlin onboarding is offered in English as well."),
    ]),
    # scope_disjoint: same attribute, different scope
    ("scope_disjoint", "sd-support-hours", [
        ("b", "h|Support hours (weekdays): 08:00-20:00 CET"),
        ("rw", "h|Support hours (weekends): 10:00-16:00 CET"),
    ]),
    ("scope_disjoint", "sd-deploy-freeze", [
        ("b", "s|On staging there is no deploy freeze at all."),
        ("rw", "s|On production the deploy freeze covers the last week of each quarter."),
    ]),
    ("scope_disjoint", "sd-office-hours", [
        ("b", "s|In summer the Lisbon office closes at 18:00."),
        ("rw", "s|In winter the Lisbon office closes at 19:30."),
    ]),
    ("scope_disjoint", "sd-sales-lead", [
        ("b", "h|Sales lead, EMEA: Bertrand Moreau"),
        ("rw", "h|Sales lead, APAC: Haruka Mori"),
    ]),
    ("scope_disjoint", "sd-pricing-region", [
        ("b", "s|Saffron Starter costs $19 a month in the US."),
        ("rw", "s|In the EU Saffron Starter is priced at €18 a month."),
    ]),
    ("scope_disjoint", "sd-build-timeout", [
        ("b", "b|- CI build timeout for the web repo: 30 minutes"),
        ("rw", "b|- CI build timeout for the mobile repo: 55 minutes"),
    ]),
    # format_variant: same value, another format
    ("format_variant", "fv-event-cap", [
        ("b", "s|The per-team event budget cap is $1,000."),
        ("rw", "c|reminder team event cap is 1k USD"),
    ]),
    ("format_variant", "fv-cutover", [
        ("b", "m|Migration plan: DNS cutover on Saturday at 17:00 UTC."),
        ("rw", "c|dns cutover saturday 5pm UTC, as planned"),
    ]),
    ("format_variant", "fv-floor", [
        ("b", "s|The hardware lab is on the second floor of the Dublin office."),
        ("rw", "h|Dublin hardware lab: 2nd floor"),
    ]),
    ("format_variant", "fv-offsite-date", [
        ("b", "s|The design offsite is on 2025-06-12."),
        ("rw", "h|Design offsite: 12 June 2025"),
    ]),
    ("format_variant", "fv-itt", [
        ("b", "s|Access requests go to the Internal Tools Team."),
        ("rw", "b|- access requests -> ITT"),
    ]),
    ("format_variant", "fv-retention", [
        ("b", "s|Log retention is thirty days."),
        ("rw", "h|Log retention: 30 days"),
    ]),
    # elaboration: same value, more (or less) detail
    ("elaboration", "el-heron-db", [
        ("b", "s|Heron uses Postgres."),
        ("rw", "s|Heron uses Postgres 16 on a managed instance with point-in-time recovery and nightly snapshots."),
    ]),
    ("elaboration", "el-standup-tool", [
        ("b", "s|Async standups for the data team are posted with Geekbot in #data-standup every morning, answers due by 10:30."),
        ("rw", "c|data standups are in Geekbot"),
    ]),
    ("elaboration", "el-osprey-lead", [
        ("b", "h|Osprey lead: Ottilie"),
        ("rw", "s|Ottilie Graf leads Osprey, including partner onboarding and the beta feedback loop."),
    ]),
    ("elaboration", "el-vendor-cdn", [
        ("b", "s|Our CDN is Fastlane."),
        ("rw", "s|Our CDN is Fastlane, on the enterprise plan with the image optimizer and origin shield in Frankfurt."),
    ]),
    ("elaboration", "el-parking", [
        ("b", "s|Staff parking in Dublin is in the Grand Canal garage, level -2, spots 40 to 62, badge entry."),
        ("rw", "b|- Dublin parking: Grand Canal garage"),
    ]),
    ("elaboration", "el-wiki-owner", [
        ("b", "s|Maren curates the engineering wiki."),
        ("rw", "s|Maren curates the engineering wiki and runs the quarterly stale-page sweep."),
    ]),
    # confirmation: the value in force restated later
    ("confirmation", "cf-board", [
        ("b", "s|The board meeting is on the first Monday of each month."),
        ("rw", "c|reminder: board meeting is still the first Monday of the month"),
    ]),
    ("confirmation", "cf-oncall-tool", [
        ("b", "s|The web on-call uses Alertly."),
        ("rw", "m|Tooling review: confirmed, web on-call stays on Alertly."),
    ]),
    ("confirmation", "cf-quill-lead", [
        ("b", "h|Quill tech lead: Bastien Roux"),
        ("rw", "s|Bastien is still the tech lead for Quill, as before."),
    ]),
    ("confirmation", "cf-payday", [
        ("b", "s|Payday is the 25th of each month."),
        ("rw", "c|payday on the 25th as usual, even in December"),
    ]),
    ("confirmation", "cf-sec-contact", [
        ("b", "s|Report security issues to security@orbitan.io."),
        ("rw", "p|It was confirmed at the audit that security@orbitan.io remains the reporting address."),
    ]),
    ("confirmation", "cf-warehouse", [
        ("b", "d|Decision: the analytics warehouse is Glacierbase."),
        ("rw", "s|We're staying on Glacierbase for the warehouse, the renewal is signed."),
    ]),
    # different_subject: the frame of a changing fact with another subject
    ("different_subject", "ds-1", [("b", "h|Notifications gateway owner: Tomasz Wierzbicki")]),
    ("different_subject", "ds-2", [("b", "h|Pelican status: paused until the budget review")]),
    ("different_subject", "ds-3", [("b", "s|The weekly product review is on Tuesdays at 11:00 in Basalt.")]),
    ("different_subject", "ds-4", [("b", "s|The search team is 5 engineers.")]),
    ("different_subject", "ds-5", [("b", "s|The events budget for FY26 is $30k.")]),
    ("different_subject", "ds-6", [("b", "s|Sunniva Berg leads Project Wren.")]),
    ("different_subject", "ds-7", [("b", "s|The growth standup is paused for the holiday weeks.")]),
    ("different_subject", "ds-8", [("b", "h|Porto office: Rua de Santa Catarina 301")]),
    ("different_subject", "ds-9", [("b", "s|The marketing site runs on Forgeline CI.")]),
    ("different_subject", "ds-10", [("b", "c|fyi Maren owns the billing dashboards now")]),
    ("different_subject", "ds-11", [("b", "s|Sprints on the hardware team are four weeks long.")]),
    # static: an unchanging fact restated with a synonymous verb
    ("static", "st-founder", [
        ("b", "s|Orla Brennan founded Orbitan in 2017."),
        ("rw", "p|Orbitan was started by Orla Brennan back in 2017."),
    ]),
    ("static", "st-lisbon-open", [
        ("b", "s|The Lisbon office opened in 2021."),
        ("rw", "s|We first set up shop in Lisbon in 2021."),
    ]),
    ("static", "st-ledger-author", [
        ("b", "s|Bastien wrote the original ledger service."),
        ("rw", "p|The first version of the ledger service was authored by Bastien."),
    ]),
    ("static", "st-kestrel-repo", [
        ("b", "s|Haruto created the Kestrel repository."),
        ("rw", "s|Haruto set up the Kestrel repo originally."),
    ]),
    ("static", "st-heron-name", [
        ("b", "s|Heron is named after the bird on the Lisbon office mural."),
        ("rw", "s|The name Heron comes from the mural in the Lisbon office."),
    ]),
    # membership: memberships that look like roles, all holding at once
    ("membership", "mb-priya", [
        ("b", "s|Priya is on the architecture council."),
        ("rw", "s|Priya also sits on the hiring committee."),
        ("rw", "h|Incident review board members include Priya Raman"),
    ]),
    ("membership", "mb-colm", [
        ("b", "s|Colm is a member of the security guild."),
        ("rw", "c|colm joined the accessibility working group as well"),
    ]),
    ("membership", "mb-farida", [
        ("b", "s|Farida is an admin of the Figma workspace."),
        ("rw", "s|Farida is also a moderator of #general."),
    ]),
    ("membership", "mb-emeka", [
        ("b", "s|Emeka is part of the release crew."),
        ("rw", "s|Emeka is in the data-privacy working group."),
    ]),
    ("membership", "mb-teodor", [
        ("b", "s|Teodor is a mentor in the new-grad program."),
        ("rw", "c|teodor is on the DEI council too"),
    ]),
    # equal_time: two values of one fact at the identical order time
    ("equal_time", "eq-planning-room", [
        ("b", "s|Quarterly planning is in Basalt."),
        ("rw", "s|Quarterly planning is in Larch."),
    ]),
    ("equal_time", "eq-pelican-owner", [
        ("b", "h|Pelican owner: Dagny Holm"),
        ("rw", "h|Pelican owner: Rafferty Quinn"),
    ]),
    ("equal_time", "eq-hackweek", [
        ("b", "s|Hack week starts on {L+40}."),
        ("rw", "c|hack week kicks off {L+47}"),
    ]),
    ("equal_time", "eq-wren-budget", [
        ("b", "s|Project Wren has a budget of $60k."),
        ("rw", "d|Wren budget set at $75k."),
    ]),
    ("equal_time", "eq-helpdesk-tool", [
        ("b", "s|The IT helpdesk runs on Ticketry."),
        ("rw", "s|The IT helpdesk runs on Deskwise."),
    ]),
    # unrelated distractors, some sharing a subject with a changing family
    ("unrelated", "un-1", [("b", "s|Heron's repo has a make target for seeding test data.")]),
    ("unrelated", "un-2", [("b", "s|The billing service dashboards are in the Ops folder in Grafana.")]),
    ("unrelated", "un-3", [("b", "c|Tomasz is out until Thursday, ping Ana for anything urgent")]),
    ("unrelated", "un-4", [("b", "s|The Dublin parking garage closes at 22:00.")]),
    ("unrelated", "un-5", [("b", "m|Retro: we agreed to write down every flaky test we touch.")]),
    ("unrelated", "un-6", [("b", "s|Quill's logo was designed by an agency in Ghent.")]),
    ("unrelated", "un-7", [("b", "b|- Kestrel demo recording is pinned in #kestrel")]),
    ("unrelated", "un-8", [("b", "s|Please label every Jira ticket with a component.")]),
    ("unrelated", "un-9", [("b", "c|cake in the Greenhouse at 4, it's Idris's birthday")]),
    ("unrelated", "un-10", [("b", "s|The ledger exports a daily reconciliation report at 02:00 UTC.")]),
    ("unrelated", "un-11", [("b", "h|Lisbon office wifi: network Orbitan-Staff")]),
    ("unrelated", "un-12", [("b", "s|Marigold is the codename for the enterprise admin rewrite.")]),
    ("unrelated", "un-13", [("b", "p|The on-call handbook was reviewed by the SRE team in the spring.")]),
    ("unrelated", "un-14", [("b", "s|Juniper has its own status page at status.juniper.orbitan.io.")]),
    ("unrelated", "un-15", [("b", "d|Decision: all new services emit structured JSON logs.")]),
    ("unrelated", "un-16", [("b", "s|The platform team keeps its runbooks next to the code.")]),
    ("unrelated", "un-17", [("b", "c|anyone know where the spare HDMI adapters went?")]),
    ("unrelated", "un-18", [("b", "s|Tidewater's first milestone was a proof of concept for the tide-table importer.")]),
    ("unrelated", "un-19", [("b", "m|Leadership sync: next quarter's OKRs are due in two weeks.")]),
    ("unrelated", "un-20", [("b", "s|The release train notes are generated from merged PR titles.")]),
    ("unrelated", "un-21", [("b", "b|- Saffron onboarding emails are written by the lifecycle team")]),
    ("unrelated", "un-22", [("b", "s|Zainab gave a great talk on threat modelling at the last lunch-and-learn.")]),
    ("unrelated", "un-23", [("b", "s|The Osprey partner contract is stored in the legal drive.")]),
    ("unrelated", "un-25", [("b", "s|The expense tool exports a report to the finance drive on the 1st.")]),
    ("unrelated", "un-26", [("b", "s|Ana is presenting the billing roadmap at Thursday's all-hands.")]),
    ("unrelated", "un-24", [("b", "c|Rafferty's dog is visiting the office on Friday")]),
]

# ---------------------------------------------------------------------------
# Time model
# ---------------------------------------------------------------------------
MODE_SHARES = (("live", 27), ("stamped", 55), ("backfilled", 18))
START_MIN = dt.datetime(2024, 1, 8, tzinfo=dt.timezone.utc)
START_MAX = dt.datetime(2025, 11, 1, tzinfo=dt.timezone.utc)
END_MAX = dt.datetime(2026, 10, 30, tzinfo=dt.timezone.utc)
IMPORT_MIN = dt.datetime(2026, 11, 2, 8, 0, tzinfo=dt.timezone.utc)


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def fill_dates(text, t):
    def rep(m):
        d = (t + dt.timedelta(days=int(m.group(2)))).date()
        k = m.group(1)
        if k == "I":
            return d.isoformat()
        if k == "L":
            return d.strftime("%B ") + str(d.day)
        return str(d.day) + d.strftime(" %b")
    return re.sub(r"\{([ILE])\+(\d+)\}", rep, text)


def build():
    rng = random.Random(SEED)
    groups = []  # (kind, gid, items)  kind: "family" or negative class
    for fid, subj, attr, scope, versions in FAMILIES:
        groups.append(("family", fid, [dict(value=v, pol=p, style=s, raw=t, subject=subj,
                                             attribute=attr, scope=scope)
                                        for v, p, s, t in versions]))
    for cls, gid, members in NEGATIVES:
        groups.append((cls, gid, [dict(value=None, pol=None, style=s, raw=t) for s, t in members]))

    mems = []
    for kind, gid, items in groups:
        for k, it in enumerate(items):
            it.update(kind=kind, group=gid, index=k)
            mems.append(it)

    # exact mode shares, shuffled
    n = len(mems)
    counts = [n * w // 100 for _, w in MODE_SHARES]
    counts[1] += n - sum(counts)
    modes = []
    for (name, _), c in zip(MODE_SHARES, counts):
        modes += [name] * c
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode

    # order times
    for kind, gid, items in groups:
        span = (START_MAX - START_MIN).days
        while True:
            start = START_MIN + dt.timedelta(days=rng.randrange(span),
                                             minutes=rng.randrange(7 * 60, 19 * 60))
            ts = [start]
            for _ in items[1:]:
                if kind == "equal_time":
                    ts.append(ts[-1])
                else:
                    gap = rng.randrange(6, 110)
                    ts.append(ts[-1].replace(hour=0, minute=0) + dt.timedelta(
                        days=gap, minutes=rng.randrange(7 * 60, 19 * 60)))
            if ts[-1] <= END_MAX:
                break
        if kind == "equal_time" and any(it["mode"] == "backfilled" for it in items):
            ts = [t.replace(hour=0, minute=0) for t in ts]
        for it, t in zip(items, ts):
            if it["mode"] == "backfilled":
                t = t.replace(hour=0, minute=0)
            it["order"] = t
            it["content"] = fill_dates(it["raw"].split("|", 1)[1], t)
            it["register"] = it["raw"].split("|", 1)[0]
        # created_at / observed_at
        bf = sorted([it for it in items if it["mode"] == "backfilled"],
                    key=lambda x: x["order"], reverse=True)
        if bf:
            base = IMPORT_MIN + dt.timedelta(days=rng.randrange(0, 25),
                                             minutes=rng.randrange(0, 9 * 60),
                                             seconds=rng.randrange(60))
            for j, it in enumerate(bf):  # newest first: newest gets the earliest import instant
                it["created"] = base + dt.timedelta(seconds=3 * j + rng.randrange(3))
                it["observed"] = it["order"]
        for it in items:
            if it["mode"] == "live":
                it["created"] = it["order"]
                it["observed"] = None
            elif it["mode"] == "stamped":
                it["observed"] = it["order"]
                it["created"] = it["order"] + dt.timedelta(minutes=rng.randrange(2, 240),
                                                           seconds=rng.randrange(60))

    # ids in a shuffled order
    order = list(range(n))
    rng.shuffle(order)
    for k, i in enumerate(order):
        mems[i]["id"] = "t%03d" % (k + 1)

    # truth from labels only
    truth = []
    for kind, gid, items in groups:
        if kind != "family":
            continue
        seq = sorted(items, key=lambda x: x["order"])
        for a, old in enumerate(seq):
            for new in seq[a + 1:]:
                if new["order"] <= old["order"]:
                    continue
                if (new["value"], new["pol"]) != (old["value"], old["pol"]):
                    reason = "negation" if new["pol"] != old["pol"] else "value"
                    truth.append(dict(expired_id=old["id"], replacement_id=new["id"], reason=reason,
                                      _family=gid))
                    break
    paired = {t["expired_id"] for t in truth} | {t["replacement_id"] for t in truth}
    labels = []
    for m in mems:
        if m["id"] in paired:
            continue
        cls = m["kind"] if m["kind"] != "family" else "confirmation"
        m["class"] = cls
        labels.append(dict(id=m["id"], **{"class": cls}))
    for m in mems:
        m.setdefault("class", "changing")

    check(groups, mems, truth, labels)
    file_order = list(mems)
    rng.shuffle(file_order)
    return groups, mems, file_order, truth, labels


def check(groups, mems, truth, labels):
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    labelled = {l["id"] for l in labels}
    for t in truth:
        assert t["expired_id"] not in labelled and t["replacement_id"] not in labelled
    for m in mems:
        assert m["created"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
        assert m["order"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
        if m["kind"] != "family":
            assert m["id"] in labelled, m
        if m["observed"] is not None:
            ot = m["observed"]
        else:
            ot = m["created"]
        assert ot == m["order"]
        assert "{" not in m["content"], m["content"]
        if m["mode"] == "backfilled":
            assert ot.hour == 0 and ot.minute == 0 and m["created"].month == 11
        if m["mode"] == "stamped":
            assert m["created"] > ot
    for kind, gid, items in groups:
        ts = [it["order"] for it in items]
        if kind == "equal_time":
            assert len(set(ts)) == 1, gid
        else:
            assert len(set(ts)) == len(ts), gid
            assert ts == sorted(ts), gid
        if kind == "family":
            # a text saying the date slipped states a later date than the version before it
            for prev, cur in zip(items, items[1:]):
                if re.search(r"slipped|pushed back|extended", cur["raw"]) and "{" in prev["raw"]:
                    assert abs_date(cur) > abs_date(prev), (gid, prev["content"], cur["content"])
            # dates written in the text differ whenever the labelled values differ
            for a in items:
                for b in items:
                    if a["value"] != b["value"] and a["pol"] == b["pol"] == "+":
                        if "{" in a["raw"] and "{" in b["raw"]:
                            assert date_of(a) != date_of(b), (gid, a["content"], b["content"])


def abs_date(m):
    n = re.search(r"\{[ILE]\+(\d+)\}", m["raw"]).group(1)
    return (m["order"] + dt.timedelta(days=int(n))).date()


def date_of(m):
    """The calendar date a templated text states (month-day, year from the ISO form or order time)."""
    k, n = re.search(r"\{([ILE])\+(\d+)\}", m["raw"]).groups()
    d = (m["order"] + dt.timedelta(days=int(n))).date()
    return d if k == "I" else (d.month, d.day)


def rec(m):
    o = {"id": m["id"], "content": m["content"], "created_at": iso(m["created"])}
    if m["observed"] is not None:
        o["observed_at"] = iso(m["observed"])
    return o


def dumps(o):
    return json.dumps(o, ensure_ascii=False, separators=(", ", ": "))


def write(file_order, truth, labels):
    outs = {
        "memories.jsonl": [dumps(rec(m)) for m in file_order],
        "truth.jsonl": [dumps({k: v for k, v in t.items() if not k.startswith("_")})
                        for t in sorted(truth, key=lambda t: (t["expired_id"], t["replacement_id"]))],
        "labels.jsonl": [dumps(l) for l in sorted(labels, key=lambda l: l["id"])],
    }
    for name, lines in outs.items():
        p = os.path.join(HERE, name)
        with open(p + ".tmp", "w", encoding="utf-8", newline="\n") as f:
            f.write("\n".join(lines) + "\n")
        os.replace(p + ".tmp", p)
    for name in outs:
        with open(os.path.join(HERE, name), "rb") as f:
            print("%s  %s" % (hashlib.sha256(f.read()).hexdigest(), name))


def jacc(a, b):
    ta = set(re.findall(r"[a-z0-9$€]+", a.lower()))
    tb = set(re.findall(r"[a-z0-9$€]+", b.lower()))
    return len(ta & tb) / len(ta | tb)


def stats(groups, mems, truth, labels):
    from collections import Counter
    fams = [g for g in groups if g[0] == "family"]
    print("memories", len(mems))
    print("changing families", len(fams))
    vc = Counter(len(g[2]) for g in fams)
    print("family sizes", dict(sorted(vc.items())))
    distinct4 = sum(1 for g in fams if len(g[2]) >= 4)
    print("families with >=4 versions", distinct4)
    moves_back = 0
    for g in fams:
        vals = [(it["value"], it["pol"]) for it in g[2]]
        for i in range(len(vals)):
            for j in range(i + 2, len(vals)):
                if vals[i] == vals[j] and any(vals[k] != vals[i] for k in range(i + 1, j)):
                    moves_back += 1
                    break
            else:
                continue
            break
    print("families with a move back", moves_back)
    print("hard-worded intervening versions",
          sum(1 for g in fams for k, it in enumerate(g[2]) if it["style"].endswith("!") and 0 < k < len(g[2]) - 1))
    print("in-chain confirmations", sum(1 for m in mems if m["kind"] == "family" and m["style"] == "cf"))
    rc = Counter(t["reason"] for t in truth)
    print("true pairs", len(truth), dict(sorted(rc.items())))
    print("labelled", len(labels))
    cc = Counter(l["class"] for l in labels)
    for k, v in sorted(cc.items()):
        print("  class %-18s %d" % (k, v))
    print("memories in pairs (changing)", sum(1 for m in mems if m["class"] == "changing"))
    print("registers (all memories):")
    rg = Counter(m["register"] for m in mems)
    for k, v in sorted(rg.items(), key=lambda x: -x[1]):
        print("  %-22s %d" % (REGISTERS[k], v))
    print("registers (changing-family memories):")
    rg = Counter(m["register"] for m in mems if m["kind"] == "family")
    for k, v in sorted(rg.items(), key=lambda x: -x[1]):
        print("  %-22s %d" % (REGISTERS[k], v))
    st = Counter()
    jac = {"rw": [], "sl": [], "cf": []}
    for g in fams:
        for k in range(1, len(g[2])):
            s = g[2][k]["style"].rstrip("!")
            st[s] += 1
            jac[s].append(jacc(g[2][k - 1]["content"], g[2][k]["content"]))
    tot = sum(st.values())
    print("newer versions vs the version before: %s of %d; reworded %.1f%% of changes (rw/(rw+sl))"
          % (dict(sorted(st.items())), tot, 100.0 * st["rw"] / (st["rw"] + st["sl"])))
    for s, xs in sorted(jac.items()):
        if xs:
            print("  token Jaccard to previous version, %s: mean %.2f min %.2f max %.2f"
                  % (s, sum(xs) / len(xs), min(xs), max(xs)))
    words = [len(m["content"].split()) for m in mems]
    print("words per memory: mean %.1f min %d max %d" % (sum(words) / len(words), min(words), max(words)))
    mc = Counter(m["mode"] for m in mems)
    print("time modes", {k: "%d (%.1f%%)" % (v, 100.0 * v / len(mems)) for k, v in sorted(mc.items())})
    fm = Counter(m["mode"] for m in mems if m["kind"] == "family")
    print("time modes in changing families", dict(sorted(fm.items())))
    mixed = sum(1 for g in fams if len({it["mode"] for it in g[2]}) > 1)
    print("changing families with mixed modes", mixed)
    inv = 0
    for g in fams:
        s = sorted(g[2], key=lambda x: x["order"])
        for a in range(len(s)):
            for b in range(a + 1, len(s)):
                if s[a]["created"] > s[b]["created"]:
                    inv += 1
    print("within-family version pairs whose created_at order inverts order time", inv)
    print("order time range", iso(min(m["order"] for m in mems)), iso(max(m["order"] for m in mems)))
    print("created_at range", iso(min(m["created"] for m in mems)), iso(max(m["created"] for m in mems)))


def listing(mems, truth):
    exp = {t["expired_id"]: t for t in truth}
    for m in sorted(mems, key=lambda m: m["id"]):
        lab = ("family=%s v%d value=%s pol=%s style=%s" % (m["group"], m["index"] + 1, m["value"], m["pol"], m["style"])
               if m["kind"] == "family" else "class=%s group=%s" % (m["kind"], m["group"]))
        t = exp.get(m["id"])
        tail = (" -> %s (%s)" % (t["replacement_id"], t["reason"])) if t else ""
        print("%s  %s  %-10s reg=%s %s label=%s%s\n      %s" % (
            m["id"], iso(m["order"]), m["mode"], m["register"], lab, m["class"], tail, m["content"]))


def main():
    groups, mems, file_order, truth, labels = build()
    if "--stats" in sys.argv:
        stats(groups, mems, truth, labels)
    elif "--list" in sys.argv:
        listing(mems, truth)
    else:
        write(file_order, truth, labels)


if __name__ == "__main__":
    main()
