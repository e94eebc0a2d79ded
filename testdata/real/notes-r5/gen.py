#!/usr/bin/env python3
"""Generator for the R5 gate corpus "assistant and team notes" (blind, hand-written).

Every text below was written by hand. Labels (family, value, polarity, class, wording tag) are fixed in the
tables BEFORE any time or id is drawn; truth.jsonl is computed from those labels only, never from the text.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl next to this file
    python3 gen.py --stats    print counts (does not write)
    python3 gen.py --list     print every memory with id, order time, mode and labels (does not write)

Standard library only; deterministic (fixed seed): two runs give byte-identical files.
"""

import datetime as dt
import hashlib
import json
import random
import statistics
import sys
from pathlib import Path

SEED = 20261201
OUT = Path(__file__).resolve().parent
UTC = dt.timezone.utc
EARLIEST = dt.datetime(2024, 1, 8, tzinfo=UTC)
LATEST_ORDER = dt.datetime(2026, 10, 24, tzinfo=UTC)   # every order time is before this
CUTOFF = dt.datetime(2026, 12, 1, tzinfo=UTC)          # every timestamp is before this


# ---------------------------------------------------------------------------------------------------------------
# Tables
# ---------------------------------------------------------------------------------------------------------------

def V(text, value, w="para", pol="+", hard=False, label=None):
    """One memory of a changing family.

    value/pol: the fact's value and polarity ('+' holds, '-' stopped holding).
    w: wording relative to the version before it: 'first', 'para' (different verb or construction),
       'slot' (one-slot edit of the previous text), 'confirm' (same value restated inside the chain).
    hard: a hard-worded intervening version.
    label: a negative class for a memory that sits in a changing family but must never pair
           (a later confirmation, format variant or elaboration of the value in force).
    """
    return dict(text=text, value=value, w=w, pol=pol, hard=hard, label=label)


def F(key, reg, subj, attr, scope, versions, gaps=(30, 200)):
    """A changing family: one subject, one attribute, one scope; versions in time order."""
    versions[0]["w"] = "first"
    for v in versions:
        if v["label"]:
            v["w"] = "-"      # a labelled extra is not a version of the chain
    return dict(key=key, reg=reg, subj=subj, attr=attr, scope=scope, kind="change", versions=versions, gaps=gaps)


def N(cls, key, reg, subj, attr, scope, members, shared=True, gaps=(20, 160)):
    """A negative family: every member is labelled `cls`.

    members: list of (text, value); in time order. shared=True: the members are one fact family (truth is
    computed over them and must come out empty); shared=False: each member is its own fact (coexisting values,
    another scope, another subject, distractors).
    """
    vs = [dict(text=t, value=v, w="neg", pol="+", hard=False, label=cls) for t, v in members]
    return dict(key=key, reg=reg, subj=subj, attr=attr, scope=scope, kind=cls, versions=vs, gaps=gaps,
                shared=shared)


CHANGING = [
    # ---- personal assistant: the user and family ------------------------------------------------------------
    F("A01", "assistant", "user", "dentist", "", [
        V("User's dentist is Dr. Halvorsen at Northgate Dental.", "halvorsen"),
        V("User has switched to a new dentist, Dr. Amara Quist on Fell Street.", "quist"),
        V("User's dentist, Dr. Amara Quist, is at 118 Fell Street, suite 4 - she does cleanings on Saturday "
          "mornings and sends reminders by text.", "quist", label="elaboration"),
    ]),
    F("A02", "assistant", "Odile", "school", "", [
        V("Odile is in 3rd grade at Linden Park Elementary.", "linden park"),
        V("Odile is in 3rd grade at Marsh Hollow Elementary.", "marsh hollow", w="slot"),
    ]),
    F("A03", "assistant", "Pepper", "vet", "", [
        V("Pepper's vet is Dr. Szabo at Riverbend Animal Clinic.", "szabo"),
        V("Pepper's vet is Dr. Okonkwo at Riverbend Animal Clinic.", "okonkwo", w="slot"),
        V("Pepper's annual checkup went fine; Dr. Okonkwo is still her vet.", "okonkwo", w="confirm"),
        V("We take Pepper to the Harbor Street vet now - Dr. Lindqvist.", "lindqvist"),
    ]),
    F("A04", "assistant", "user", "car", "", [
        V("User drives a silver 2014 Honda Fit.", "honda fit"),
        V("User traded in the Fit for a used Subaru Outback.", "outback"),
        V("Since the Outback's transmission died, user has been getting around in Joaquín's old Mazda 3.",
          "mazda 3", hard=True),
        V("User bought a 2022 Kia Niro EV - picked it up on Saturday.", "kia niro"),
    ]),
    F("A05", "assistant", "user", "coffee milk", "", [
        V("User takes coffee with oat milk, no sugar.", "oat"),
        V("User takes coffee with almond milk, no sugar.", "almond", w="slot"),
    ]),
    F("A06", "assistant", "user", "Streamly subscription", "", [
        V("User pays for Streamly Premium, $15.99/month, billed on the 3rd.", "streamly"),
        V("User cancelled Streamly Premium - said they never watch it.", "streamly", pol="-"),
    ]),
    F("A07", "assistant", "user", "Ironvale Gym membership", "", [
        V("User has a membership at Ironvale Gym on Kessler Ave.", "ironvale"),
        V("User quit Ironvale Gym; the last billing is this month.", "ironvale", pol="-"),
        V("User rejoined Ironvale Gym on the new-member deal, $39/mo.", "ironvale"),
    ]),
    F("A08", "assistant", "user", "GP", "", [
        V("User's GP is Dr. Farrow at Elmwood Family Practice.", "farrow"),
        V("User moved their primary care to Dr. Nwosu because Elmwood stopped taking their insurance.", "nwosu"),
        V("User is back with Dr. Farrow as their GP now that the insurance issue is sorted.", "farrow"),
    ]),
    F("A09", "assistant", "user", "mobile carrier", "", [
        V("User's mobile plan is with Tellurio, 20 GB a month.", "tellurio"),
        V("User's mobile plan is with Bramble Mobile, 20 GB a month.", "bramble", w="slot"),
        V("User is still on Bramble Mobile and happy with the coverage.", "bramble", label="confirmation"),
    ]),
    F("A10", "assistant", "user", "lisinopril dose", "", [
        V("User takes lisinopril 10 mg every morning.", "10 mg"),
        V("User takes lisinopril 20 mg every morning.", "20 mg", w="slot"),
        V("Dr. Farrow cut the lisinopril back down to 10 mg a day.", "10 mg"),
    ]),
    F("A11", "assistant", "Rafe", "swim lesson day", "school year", [
        V("During the school year Rafe has swim lessons on Tuesdays at 4:30 at the Westside pool.", "tuesday"),
        V("During the school year Rafe has swim lessons on Thursdays at 4:30 at the Westside pool.", "thursday",
          w="slot"),
    ]),
    F("A12", "assistant", "user", "checking bank", "", [
        V("User's checking account is with Cobalt Credit Union.", "cobalt"),
        V("User's checking account is with Meridian Bank.", "meridian", w="slot"),
    ]),
    F("A13", "assistant", "Joaquín", "employer", "", [
        V("Joaquín works at Thistle & Finch, the design agency downtown.", "thistle & finch"),
        V("Joaquín took a job at Orrery Labs and started on Monday.", "orrery labs"),
        V("Joaquín took a job at Caldera Health and started on Monday.", "caldera health", w="slot"),
    ]),
    F("A14", "assistant", "user", "home address", "", [
        V("User lives at 41 Birchmoor Road, Apt 3.", "41 birchmoor"),
        V("User moved into a rental at 7 Quarry Lane.", "7 quarry"),
        V("Send packages to 22 Tamsin Court from now on - user got the keys on Saturday.", "22 tamsin",
          hard=True),
        V("User bought a house; the home address is now 9 Oriel Street.", "9 oriel"),
    ]),
    F("A15", "assistant", "user", "seat preference", "", [
        V("User prefers an aisle seat on flights.", "aisle"),
        V("User prefers a window seat on flights.", "window", w="slot"),
    ]),
    F("A16", "assistant", "Odile", "piano teacher", "", [
        V("Odile's piano teacher is Mrs. Ferreira, Wednesdays after school.", "ferreira"),
        V("Odile's piano teacher is Mr. Dvorak, Wednesdays after school.", "dvorak", w="slot"),
    ]),
    F("A17", "assistant", "user", "pharmacy", "", [
        V("User fills prescriptions at the Carver Street pharmacy.", "carver street"),
        V("User fills prescriptions at the Lakeshore Mall pharmacy.", "lakeshore mall", w="slot"),
    ]),
    F("A18", "assistant", "user", "vegetarian", "", [
        V("User is vegetarian.", "vegetarian"),
        V("User isn't vegetarian anymore - eats fish and chicken again.", "vegetarian", pol="-"),
    ]),
    F("A19", "assistant", "Juniper", "food", "", [
        V("Juniper eats Meadowpaw salmon kibble, half a cup twice a day.", "salmon kibble"),
        V("Juniper eats Meadowpaw turkey kibble, half a cup twice a day.", "turkey kibble", w="slot"),
        V("The vet put Juniper on Renacare prescription wet food instead of kibble.", "renacare"),
    ]),
    F("A20", "assistant", "user", "office days", "", [
        V("User goes into the office on Mondays and Thursdays.", "mon+thu"),
        V("User goes into the office on Tuesdays and Wednesdays.", "tue+wed", w="slot"),
    ]),
    F("A21", "assistant", "user", "car insurer", "", [
        V("Car insurance is with Halcyon Mutual; it renews in August.", "halcyon"),
        V("Car insurance is with Pennant Direct; it renews in August.", "pennant", w="slot"),
    ]),
    F("A22", "assistant", "Rafe", "pediatrician", "", [
        V("Rafe's pediatrician is Dr. Yusupova.", "yusupova"),
        V("Rafe's pediatrician is Dr. Achterberg.", "achterberg", w="slot"),
    ]),
    F("A23", "assistant", "user", "FreshCrate delivery", "", [
        V("User gets a FreshCrate grocery delivery every Friday morning.", "freshcrate"),
        V("User stopped the FreshCrate deliveries and shops in person now.", "freshcrate", pol="-"),
    ]),
    F("A24", "assistant", "user", "emergency contact", "", [
        V("User's emergency contact is Joaquín (partner), 555-0142.", "joaquin"),
        V("User changed their emergency contact to their sister Celeste.", "celeste"),
        V("Emergency contact is back to Joaquín.", "joaquin"),
    ]),

    # ---- household notes ---------------------------------------------------------------------------------
    F("H01", "household", "home", "wifi password", "", [
        V("Wi-Fi password is tangerine-otter-88.", "tangerine-otter-88"),
        V("Wi-Fi password is quiet-heron-42.", "quiet-heron-42", w="slot"),
        V("Changed the router password again; it's lantern-moss-7 now.", "lantern-moss-7"),
        V("home wifi pw changed to copper-finch-19 after the neighbors figured out the old one",
          "copper-finch-19"),
    ]),
    F("H02", "household", "home", "trash pickup day", "", [
        V("Trash and recycling go out Tuesday night for Wednesday pickup.", "wednesday"),
        V("The city changed our collection route - pickup is Friday morning now, bins out Thursday night.",
          "friday"),
        V("Bins out Thursday night for the Friday pickup, as usual.", "friday", label="confirmation"),
    ]),
    F("H03", "household", "home", "babysitter", "", [
        V("Our regular babysitter is Priya, the Kowalczyks' niece, $18/hr.", "priya"),
        V("Priya left for college, so Noor from across the street babysits for us now.", "noor"),
    ]),
    F("H04", "household", "home", "electricity supplier", "", [
        V("Electricity is with Volt River Energy on the fixed-rate plan.", "volt river"),
        V("Electricity is with Sunfield Power on the fixed-rate plan.", "sunfield", w="slot"),
    ]),
    F("H05", "household", "home", "rent", "", [
        V("Rent is $1,850/month, due on the 1st.", "1850"),
        V("Rent is $1,925/month, due on the 1st.", "1925", w="slot"),
        V("The landlord raised the rent again, to $2,010 with the new lease.", "2010"),
        V("Rent is two thousand and ten dollars a month.", "2010", label="format_variant"),
    ]),
    F("H06", "household", "home", "thermostat", "daytime", [
        V("Thermostat is set to 68°F during the day.", "68f"),
        V("Thermostat is set to 70°F during the day.", "70f", w="slot"),
    ]),
    F("H07", "household", "home", "cleaner schedule", "", [
        V("Marisol (house cleaner) comes every other Thursday.", "alternate thursdays"),
        V("Marisol is coming weekly now, on Mondays.", "weekly mondays"),
    ]),
    F("H08", "household", "home", "spare key", "", [
        V("Spare house key is in the lockbox by the side gate, code 4417.", "lockbox 4417"),
        V("If anyone needs to get in, Mrs. Abernathy next door has the spare now - the lockbox got pried open.",
          "abernathy", hard=True),
        V("New lockbox is up on the side gate; spare key is in it, code 9052.", "lockbox 9052"),
    ]),
    F("H09", "household", "home", "internet provider", "", [
        V("Home internet is Fibrelink, 500 Mbps.", "fibrelink"),
        V("Home internet is Coastnet, 500 Mbps.", "coastnet", w="slot"),
    ]),
    F("H10", "household", "home", "GreenBlade lawn service", "", [
        V("GreenBlade mows the lawn every other week from April through October.", "greenblade"),
        V("We cancelled GreenBlade; Joaquín does the mowing himself.", "greenblade", pol="-"),
    ]),
    F("H11", "household", "Pepper", "dog walker", "weekdays", [
        V("Pepper's dog walker is Tomasz, weekdays at noon.", "tomasz"),
        V("Bex does Pepper's midday weekday walks now that Tomasz moved away.", "bex"),
    ]),

    # ---- team knowledge base ------------------------------------------------------------------------------
    F("T01", "team", "team Orbit", "standup time", "", [
        V("Daily standup is at 9:30 in the Kestrel room.", "09:30"),
        V("btw we moved standup to 10", "10:00"),
        V("Standup is now at 10:15 so the Auckland folks can make it.", "10:15"),
        V("standup's back at 10 starting tomorrow", "10:00"),
    ], gaps=(12, 120)),
    F("T02", "team", "payments-gateway", "owner", "", [
        V("Owner of the payments-gateway service: Ilse Brandt.", "ilse brandt"),
        V("Owner of the payments-gateway service: Kofi Mensah.", "kofi mensah", w="slot"),
        V("Kofi Mensah is still the owner of payments-gateway after the reorg.", "kofi mensah", w="confirm"),
        V("Kofi handed payments-gateway to the Ledger team; Ruth Okafor owns it now.", "ruth okafor"),
    ]),
    F("T03", "team", "platform", "primary on-call", "", [
        V("Primary on-call for platform this week: Dmitri.", "dmitri"),
        V("Primary on-call for platform this week: Saanvi.", "saanvi", w="slot"),
        V("Saanvi swapped her shift with Jonah, so pages go to Jonah until Monday.", "jonah", hard=True),
        V("Marco is the platform primary on-call for this rotation.", "marco"),
    ], gaps=(3, 8)),
    F("T04", "team", "team Orbit", "ticket tracker", "", [
        V("The team tracks work in Jira, project key ORB.", "jira"),
        V("We migrated the backlog from Jira to Linear; new tickets go in Linear.", "linear"),
        V("All Orbit tickets live in Linear: one team workspace, cycles mapped to sprints, triage every Monday "
          "morning.", "linear", label="elaboration"),
    ]),
    F("T05", "team", "team Orbit", "engineering manager", "", [
        V("Team Orbit's engineering manager is Priscilla Vance.", "priscilla vance"),
        V("Priscilla went on parental leave; Haruto Sato is acting EM for Orbit.", "haruto sato"),
        V("Priscilla is back from leave and managing Orbit again.", "priscilla vance"),
    ]),
    F("T06", "team", "data team", "cloud budget", "monthly", [
        V("Monthly cloud budget for the data team is $42,000.", "42000"),
        V("Finance approved raising the data team's cloud budget to $48k a month.", "48000"),
        V("Data team cloud budget: 48,000 USD per month.", "48000", label="format_variant"),
    ]),
    F("T07", "team", "team Orbit", "sprint length", "", [
        V("Sprints are two weeks long and start on Wednesdays.", "2 weeks"),
        V("Sprints are three weeks long and start on Wednesdays.", "3 weeks", w="slot"),
    ]),
    F("T08", "team", "Lisbon office", "address", "", [
        V("The Lisbon office is on Rua das Flores, 3rd floor.", "rua das flores"),
        V("The Lisbon office is on Avenida Atlântica 210, 3rd floor.", "avenida atlantica", w="slot"),
    ]),
    F("T09", "team", "production", "deploy days", "production", [
        V("Production deploys happen on Tuesdays and Thursdays only.", "tue+thu"),
        V("We can ship to production on any weekday now, as long as it's before 3pm.", "weekdays before 3pm"),
    ]),
    F("T10", "team", "architecture review", "meets", "", [
        V("Architecture review meets every other Monday at 2pm.", "arch review"),
        V("The biweekly architecture review is cancelled; post proposals in #arch-rfc instead.", "arch review",
          pol="-"),
    ]),
    F("T11", "team", "PRs", "required approvals", "", [
        V("PRs need one approving review before merge.", "1"),
        V("Branch protection now requires two approvals on every PR.", "2"),
        V("PRs need 2 approving reviews before merge.", "2", label="format_variant"),
    ]),
    F("T12", "team", "CI", "provider", "", [
        V("CI runs on Buildkite.", "buildkite"),
        V("CI runs on GitHub Actions.", "github actions", w="slot"),
        V("We're staying on GitHub Actions for CI; the cost review didn't change anything.", "github actions",
          label="confirmation"),
    ]),
    F("T13", "team", "mobile team", "lead", "", [
        V("Mobile team lead: Ana Beltrán.", "ana beltran"),
        V("Ana moved over to platform, and Yusuf Demir leads the mobile team now.", "yusuf demir"),
        V("Grete Lindahl took over as mobile lead from Yusuf.", "grete lindahl"),
    ]),
    F("T14", "team", "team Orbit", "retro day", "", [
        V("Sprint retro is the last Friday of each sprint at 3pm.", "friday"),
        V("Sprint retro is the last Thursday of each sprint at 3pm.", "thursday", w="slot"),
    ]),
    F("T15", "team", "team Orbit", "Faultline subscription", "", [
        V("We pay for Faultline for error tracking, 50k events a month.", "faultline"),
        V("We no longer pay for Faultline; the contract lapsed in June.", "faultline", pol="-"),
    ]),
    F("T16", "team", "platform org", "hiring freeze", "", [
        V("Hiring is frozen for the platform org until further notice.", "frozen"),
        V("The platform hiring freeze is lifted - two backend reqs are open.", "frozen", pol="-"),
    ]),
    F("T17", "team", "mobile app", "release cadence", "", [
        V("Mobile app releases go out every two weeks.", "biweekly"),
        V("Mobile app releases go out every week.", "weekly", w="slot"),
    ]),
    F("T18", "team", "primary database", "Postgres version", "US", [
        V("The US primary database runs Postgres 14.", "14"),
        V("The US primary database runs Postgres 15.", "15", w="slot"),
        V("Upgrade finished: the main US database is on Postgres 16 now.", "16"),
    ]),
    F("T19", "team", "support", "escalation contact", "weekdays", [
        V("Escalations from support go to Wren Adeyemi.", "wren adeyemi"),
        V("Escalations from support go to Lior Katz.", "lior katz", w="slot"),
    ]),
    F("T20", "team", "engineers", "conference budget", "", [
        V("Conference travel budget is $2,500 per engineer per year.", "2500"),
        V("Conference travel budget is $1,800 per engineer per year.", "1800", w="slot"),
    ]),
    F("T21", "team", "team Orbit", "main channel", "", [
        V("Team Orbit's main channel is #orbit-eng.", "#orbit-eng"),
        V("Team Orbit's main channel is #orbit.", "#orbit", w="slot"),
    ]),
    F("T22", "team", "purchases over $5k", "approver", "", [
        V("Purchases over $5k need approval from Dario in finance.", "dario"),
        V("Purchases over $5k need approval from Helga Strand in finance.", "helga strand", w="slot"),
    ]),

    # ---- CRM notes about customers -----------------------------------------------------------------------
    F("C01", "crm", "Brindle Logistics", "primary contact", "", [
        V("Brindle Logistics - primary contact is Lena Ruiz, ops manager.", "lena ruiz"),
        V("Lena Ruiz left Brindle Logistics; our new point of contact there is Omar Haddad.", "omar haddad"),
        V("Brindle Logistics - primary contact is Sofia Marchetti, ops manager.", "sofia marchetti"),
    ]),
    F("C02", "crm", "Quillmark Studio", "plan", "", [
        V("Quillmark Studio is on the Team plan, 12 seats.", "team"),
        V("Quillmark upgraded to Business after the demo.", "business"),
        V("Quillmark asked to drop back down a tier at renewal - their budget got cut.", "team", hard=True),
        V("Quillmark Studio signed an Enterprise contract for 80 seats.", "enterprise"),
    ]),
    F("C03", "crm", "Halden Farms", "renewal date", "", [
        V("Halden Farms renewal date: March 14.", "03-14"),
        V("Halden Farms renewal date: April 30.", "04-30", w="slot"),
        V("Halden Farms renews on 30/04.", "04-30", label="format_variant"),
    ]),
    F("C04", "crm", "Veridian Dental Group", "account owner", "", [
        V("Account owner for Veridian Dental Group: Nadia Petrov.", "nadia petrov"),
        V("Account owner for Veridian Dental Group: Cole Brennan.", "cole brennan", w="slot"),
        V("Checked the CRM - Cole Brennan still owns the Veridian Dental Group account.", "cole brennan",
          w="confirm"),
        V("Veridian got reassigned to the enterprise pod, and Mirela Ionescu owns it now.", "mirela ionescu"),
    ]),
    F("C05", "crm", "Copperline Bakeries", "active customer", "", [
        V("Copperline Bakeries is an active customer on the Starter plan.", "customer"),
        V("Copperline Bakeries cancelled; their account closes at the end of the month.", "customer", pol="-"),
    ]),
    F("C06", "crm", "Ostrander & Vale", "invoice address", "", [
        V("Send Ostrander & Vale invoices to ap@ostrandervale.com.", "ap@"),
        V("Send Ostrander & Vale invoices to billing@ostrandervale.com.", "billing@", w="slot"),
    ]),
    F("C07", "crm", "Teodora (Pell Marine)", "preferred channel", "", [
        V("Teodora at Pell Marine prefers phone calls over email.", "phone"),
        V("Teodora (Pell Marine) asked us to stick to email - she's rarely at her desk.", "email"),
    ]),
    F("C08", "crm", "Lumen Archive", "licensed seats", "", [
        V("Lumen Archive has 40 licensed seats.", "40"),
        V("Lumen Archive has 55 licensed seats.", "55", w="slot"),
        V("Lumen Archive trimmed their license to 45 seats at renewal.", "45"),
        V("Lumen is up to 60 seats after the Q3 true-up.", "60"),
    ]),
    F("C09", "crm", "Gorse & Sons", "loyalty discount", "", [
        V("Gorse & Sons get a 15% loyalty discount on all orders.", "15% loyalty"),
        V("The Gorse & Sons loyalty discount has ended.", "15% loyalty", pol="-"),
        V("We reinstated the 15% loyalty discount for Gorse & Sons after their complaint.", "15% loyalty"),
    ]),
    F("C10", "crm", "Tamarind Health", "headquarters", "", [
        V("Tamarind Health is headquartered in Denver.", "denver"),
        V("Tamarind Health is headquartered in Austin.", "austin", w="slot"),
        V("Tamarind Health's HQ is in Austin, 9th floor of the Congress Avenue tower, a few blocks from the "
          "capitol.", "austin", label="elaboration"),
    ]),
    F("C11", "crm", "Brightwater Co-op", "order integration", "", [
        V("Brightwater Co-op syncs orders to us through the Shopify connector.", "shopify"),
        V("Brightwater moved off Shopify and pushes orders via our REST API now.", "rest api"),
    ]),
    F("C12", "crm", "Northfold Labs", "support tier", "", [
        V("Northfold Labs has Standard support (business hours).", "standard"),
        V("Northfold Labs has Premium support (24/7).", "premium", w="slot"),
    ]),
    F("C13", "crm", "Kilnworth", "budget holder", "", [
        V("At Kilnworth the budget holder is the CFO, Agnes Pryor.", "agnes pryor"),
        V("At Kilnworth the budget holder is the CFO, Bastian Rudd.", "bastian rudd", w="slot"),
    ]),
    F("C14", "crm", "Ferro Atelier", "payment terms", "", [
        V("Ferro Atelier pays on net-30 terms.", "net-30"),
        V("Ferro Atelier pays on net-45 terms.", "net-45", w="slot"),
    ]),

    # ---- chat-like fragments --------------------------------------------------------------------------------
    F("X01", "chat", "office", "staff parking level", "staff", [
        V("office parking: use level P2, badge gate on the left", "p2"),
        V("fyi parking moved to P4 while they repaint P2", "p4"),
    ], gaps=(10, 90)),
    F("X02", "chat", "office", "guest wifi password", "", [
        V("guest wifi at the office is Orbit-Guest, pw sunflower2024", "sunflower2024"),
        V("guest wifi at the office is Orbit-Guest, pw marigold-2025", "marigold-2025", w="slot"),
    ], gaps=(10, 90)),
    F("X03", "chat", "team Orbit", "demo time", "", [
        V("demos are fridays at 4", "fri 16:00"),
        V("heads up, friday demos are at 2pm from now on", "fri 14:00"),
    ], gaps=(10, 90)),
]

NEGATIVE = [
    # ---- multi_valued: values that coexist -------------------------------------------------------------------
    N("multi_valued", "MV1", "assistant", "user", "allergy", "", [
        ("User is allergic to penicillin.", "penicillin"),
        ("User is also allergic to shellfish.", "shellfish"),
        ("Add latex to the user's allergy list too.", "latex"),
    ], shared=False),
    N("multi_valued", "MV2", "assistant", "user", "languages", "", [
        ("User speaks Portuguese and Spanish.", "portuguese+spanish"),
        ("User also speaks some French from school.", "french"),
    ], shared=False),
    N("multi_valued", "MV3", "team", "data team", "tools", "", [
        ("The data team uses dbt for transformations.", "dbt"),
        ("The data team also uses Airflow for scheduling.", "airflow"),
        ("Another tool in the data team's stack: Metabase for dashboards.", "metabase"),
    ], shared=False),
    N("multi_valued", "MV4", "team", "incident review board", "members", "", [
        ("Saanvi and Dmitri sit on the incident review board.", "saanvi+dmitri"),
        ("Jonah joined the incident review board too.", "jonah"),
    ], shared=False),
    N("multi_valued", "MV5", "household", "home", "pets", "", [
        ("We have a dog, Pepper.", "pepper"),
        ("We also have a cat, Juniper.", "juniper"),
    ], shared=False),

    # ---- scope_disjoint: same attribute as a changing family, another scope -----------------------------------
    N("scope_disjoint", "SD01", "household", "home", "thermostat", "night", [
        ("Thermostat drops to 62°F overnight.", "62f")]),
    N("scope_disjoint", "SD02", "assistant", "Rafe", "swim lesson day", "summer", [
        ("Over the summer Rafe's swim lessons are Monday mornings at the outdoor lido.", "monday")]),
    N("scope_disjoint", "SD03", "household", "Pepper", "dog walker", "weekends", [
        ("On weekends Joaquín walks Pepper himself; no dog walker.", "joaquin")]),
    N("scope_disjoint", "SD04", "team", "staging", "deploy days", "staging", [
        ("Staging deploys go out continuously, on every merge to main.", "continuous")]),
    N("scope_disjoint", "SD05", "team", "primary database", "Postgres version", "EU", [
        ("The EU primary database runs Postgres 15.", "15")]),
    N("scope_disjoint", "SD06", "team", "support", "escalation contact", "weekends", [
        ("Support escalations on weekends go to whoever is platform on-call.", "platform on-call")]),
    N("scope_disjoint", "SD07", "assistant", "user", "office days", "July-August", [
        ("In July and August user works fully remote.", "remote")]),
    N("scope_disjoint", "SD08", "household", "lake cabin", "trash pickup day", "cabin", [
        ("Trash pickup at the lake cabin is Monday morning.", "monday")]),
    N("scope_disjoint", "SD09", "household", "lake cabin", "electricity supplier", "cabin", [
        ("The lake cabin's electricity is with Ridgeline Co-op.", "ridgeline")]),
    N("scope_disjoint", "SD10", "chat", "office", "parking level", "visitors", [
        ("Visitors park in the P1 short-stay area, not with staff.", "p1")]),
    N("scope_disjoint", "SD11", "household", "lake cabin", "internet provider", "cabin", [
        ("Internet at the lake cabin is a Starlite satellite dish.", "starlite")]),
    N("scope_disjoint", "SD12", "team", "mobile app", "release cadence", "December freeze", [
        ("During the December freeze, mobile releases are hotfix-only.", "hotfix-only")]),

    # ---- format_variant: the same value in another format ---------------------------------------------------
    N("format_variant", "FV1", "assistant", "user", "Oslo flight departure", "", [
        ("User's flight to Oslo departs at 17:05 on the 12th.", "12th 17:05"),
        ("The Oslo flight leaves at 5:05pm on the twelfth.", "12th 17:05"),
    ]),
    N("format_variant", "FV2", "household", "Pepper", "weight", "", [
        ("Pepper weighs 23 kg.", "23 kg"),
        ("Pepper is about 50.7 lb.", "23 kg"),
    ]),
    N("format_variant", "FV3", "team", "team Orbit", "offsite date", "", [
        ("The team offsite is on October 2nd.", "10-02"),
        ("Offsite is 2 October.", "10-02"),
    ]),
    N("format_variant", "FV4", "crm", "Ferro Atelier", "main office city", "", [
        ("Ferro Atelier's main office is in NYC.", "new york city"),
        ("Ferro Atelier is based in New York City.", "new york city"),
    ]),

    # ---- elaboration: the same value with more detail (two reversed: detail first, terse later) ------------
    N("elaboration", "EL1", "assistant", "Odile", "after-school activity", "", [
        ("Odile takes ballet.", "ballet"),
        ("Odile takes ballet at Studio Plié, Saturdays 10 to 11, with Ms. Antonelli.", "ballet"),
    ]),
    N("elaboration", "EL2", "assistant", "user", "work airline", "", [
        ("User flies Nordwind for work trips.", "nordwind"),
        ("User flies Nordwind for work trips - gold status, member number NW-88213, likes the 7am departures.",
         "nordwind"),
    ]),
    N("elaboration", "EL3", "team", "payments-gateway", "runbook location", "", [
        ("The payments-gateway runbook is in Confluence under Platform > Runbooks > Payments; the on-call "
         "reviews it each quarter.", "confluence"),
        ("The payments-gateway runbook lives in Confluence.", "confluence"),
    ]),
    N("elaboration", "EL4", "crm", "Pell Marine", "business", "", [
        ("Pell Marine builds aluminium fishing boats, about 40 a year, at a yard in Port Alder.", "fishing boats"),
        ("Pell Marine builds fishing boats.", "fishing boats"),
    ]),
    N("elaboration", "EL5", "assistant", "Joaquín", "birthday", "", [
        ("Joaquín's birthday is May 19.", "05-19"),
        ("Joaquín's birthday is May 19 - he wants a quiet dinner, no surprise party.", "05-19"),
    ]),

    # ---- confirmation: the value in force restated later -----------------------------------------------------
    N("confirmation", "CF1", "assistant", "Odile", "bedtime", "school nights", [
        ("Odile's bedtime is 8:30 on school nights.", "20:30"),
        ("Odile still goes to bed at 8:30 on school nights.", "20:30"),
    ]),
    N("confirmation", "CF2", "team", "quarterly planning", "timing", "", [
        ("Quarterly planning happens in the first week of each quarter.", "first week"),
        ("Confirmed: quarterly planning stays in the first week of the quarter.", "first week"),
    ]),
    N("confirmation", "CF3", "crm", "Halden Farms", "main contact", "", [
        ("Our main contact at Halden Farms is Jonas Eide.", "jonas eide"),
        ("Spoke with Jonas Eide again today - he's still our contact at Halden Farms.", "jonas eide"),
    ]),
    N("confirmation", "CF4", "assistant", "user", "eye doctor", "", [
        ("User's eye doctor is Dr. Morrow.", "morrow"),
        ("User saw Dr. Morrow for the annual eye exam, as usual.", "morrow"),
    ]),
    N("confirmation", "CF5", "team", "team Orbit", "design tool", "", [
        ("The team designs in Figma.", "figma"),
        ("We're still on Figma for design; nothing changed after the tooling review.", "figma"),
    ]),

    # ---- different_subject: the frame of a changing fact with another subject --------------------------------
    N("different_subject", "DS01", "team", "search-indexer", "owner", "", [
        ("Owner of the search-indexer service: Kofi Mensah.", "kofi mensah")]),
    N("different_subject", "DS02", "assistant", "Odile", "dentist", "", [
        ("Odile's dentist is Dr. Halvorsen at Northgate Dental.", "halvorsen")]),
    N("different_subject", "DS03", "assistant", "Celeste", "emergency contact", "", [
        ("Celeste's emergency contact is her husband, Ravi.", "ravi")]),
    N("different_subject", "DS04", "team", "data team", "primary on-call", "", [
        ("Primary on-call for the data team this week: Mireille.", "mireille")]),
    N("different_subject", "DS05", "team", "team Vega", "engineering manager", "", [
        ("Team Vega's engineering manager is Otto Lindgren.", "otto lindgren")]),
    N("different_subject", "DS06", "crm", "Pell Marine", "primary contact", "", [
        ("Pell Marine - primary contact is Teodora Vukić, purchasing lead.", "teodora vukic")]),
    N("different_subject", "DS07", "crm", "Halden Farms", "account owner", "", [
        ("Account owner for Halden Farms: Cole Brennan.", "cole brennan")]),
    N("different_subject", "DS08", "assistant", "Joaquín", "car", "", [
        ("Joaquín drives a 2019 VW Golf.", "vw golf")]),
    N("different_subject", "DS09", "assistant", "Joaquín", "coffee", "", [
        ("Joaquín takes his coffee black, no sugar.", "black")]),
    N("different_subject", "DS10", "household", "Juniper", "vet", "", [
        ("Juniper's vet is Dr. Okonkwo at Riverbend Animal Clinic.", "okonkwo")]),
    N("different_subject", "DS11", "crm", "Kilnworth", "headquarters", "", [
        ("Kilnworth is headquartered in Denver.", "denver")]),
    N("different_subject", "DS12", "team", "notifications service", "owner", "", [
        ("Owner of the notifications service: Ilse Brandt.", "ilse brandt")]),

    # ---- static: an unchanging fact restated with a synonymous verb -----------------------------------------
    N("static", "ST1", "assistant", "user", "birthplace", "", [
        ("User was born in Tralee.", "tralee"),
        ("User comes from Tralee originally.", "tralee"),
    ]),
    N("static", "ST2", "team", "team Orbit", "founded", "", [
        ("The Orbit team was founded in 2019.", "2019"),
        ("Team Orbit dates back to 2019.", "2019"),
    ]),
    N("static", "ST3", "household", "Pepper", "breed", "", [
        ("Pepper is a border collie mix.", "border collie mix"),
        ("Pepper's breed: border collie cross.", "border collie mix"),
    ]),
    N("static", "ST4", "crm", "Halden Farms", "produce", "", [
        ("Halden Farms grows apples and pears.", "apples+pears"),
        ("Halden Farms produces apples and pears.", "apples+pears"),
    ]),
    N("static", "ST5", "household", "home", "year built", "", [
        ("Our house was built in 1962.", "1962"),
        ("The house went up in 1962.", "1962"),
    ]),
    N("static", "ST6", "team", "Kofi Mensah", "start year", "", [
        ("Kofi Mensah joined the company in 2021.", "2021"),
        ("Kofi started with us back in 2021.", "2021"),
    ]),

    # ---- membership: memberships that look like roles, all holding at once ---------------------------------
    N("membership", "MB1", "team", "Ana Beltrán", "membership", "", [
        ("Ana Beltrán is on the hiring committee.", "hiring committee"),
        ("Ana Beltrán chairs the accessibility working group.", "accessibility wg"),
        ("Ana also mentors two people in the new-grad program.", "new-grad mentor"),
    ], shared=False),
    N("membership", "MB2", "assistant", "user", "membership", "", [
        ("User is on the school PTA as treasurer.", "pta treasurer"),
        ("User volunteers at the Fell Street food bank on Saturdays.", "food bank"),
        ("User is a member of the Harbor Rowing Club.", "rowing club"),
    ], shared=False),
    N("membership", "MB3", "assistant", "Joaquín", "membership", "", [
        ("Joaquín sings in the Dunmore Community Choir.", "choir"),
        ("Joaquín plays for the Kessler Rovers in the Sunday league.", "kessler rovers"),
        ("Joaquín is on the board of the neighborhood food co-op.", "co-op board"),
    ], shared=False),
    N("membership", "MB4", "crm", "Mirela Ionescu", "membership", "", [
        ("Mirela Ionescu is on the enterprise pod.", "enterprise pod"),
        ("Mirela sits on the pricing council.", "pricing council"),
        ("Mirela Ionescu is the sales liaison to the customer advisory board.", "cab liaison"),
    ], shared=False),

    # ---- equal_time: two values of one fact at the identical order time -----------------------------------
    N("equal_time", "EQ1", "assistant", "Rafe", "dentist appointment", "", [
        ("Dentist appointment for Rafe is Tuesday at 3pm.", "tue 15:00"),
        ("Dentist appointment for Rafe is Wednesday at 3pm.", "wed 15:00"),
    ]),
    N("equal_time", "EQ2", "assistant", "Odile", "school pickup time", "", [
        ("Odile's school pickup is at 3:15.", "15:15"),
        ("Odile's school pickup is at 3:05.", "15:05"),
    ]),
    N("equal_time", "EQ3", "crm", "Kilnworth", "meeting day", "", [
        ("Kilnworth prefers meetings on Tuesdays.", "tuesday"),
        ("Kilnworth prefers meetings on Thursdays.", "thursday"),
    ]),
    N("equal_time", "EQ4", "team", "team Orbit", "offsite venue", "", [
        ("Team offsite venue: Quinta da Serra.", "quinta da serra"),
        ("Team offsite venue: Casa Aurora.", "casa aurora"),
    ]),
    N("equal_time", "EQ5", "household", "home", "garage door code", "", [
        ("Garage door code is 3310.", "3310"),
        ("Garage door code is 3301.", "3301"),
    ]),
    N("equal_time", "EQ6", "crm", "Northfold Labs", "ticket 4471 priority", "", [
        ("Northfold's open ticket #4471 is priority P2.", "p2"),
        ("Northfold's open ticket #4471 is priority P1.", "p1"),
    ]),

    # ---- unrelated distractors (some share a subject with a changing family) ---------------------------------
    N("unrelated", "UR", "mixed", "-", "-", "", [
        ("Pepper hates thunderstorms; her calming vest is in the hall closet.", "u01"),
        ("Odile lost a tooth on Sunday - the tooth fairy owes her.", "u02"),
        ("Kofi prefers async updates over meetings.", "u03"),
        ("Quillmark's logo files are in the shared drive under Customers/Quillmark.", "u04"),
        ("The dishwasher grinds on the heavy cycle; warranty runs until next spring.", "u05"),
        ("Rafe wants a dinosaur cake for his birthday.", "u06"),
        ("The payments-gateway dashboard is at grafana/d/pgw.", "u07"),
        ("Brindle Logistics sent a thank-you hamper after the migration.", "u08"),
        ("User dislikes cilantro.", "u09"),
        ("Team Orbit's mascot is a rubber duck named Gustav.", "u10"),
        ("Halden Farms invited us to their harvest festival, second weekend of September.", "u11"),
        ("Marisol doesn't use bleach - she brings her own supplies.", "u12"),
        ("The Kestrel room projector needs the USB-C adapter from the top drawer.", "u13"),
        ("Joaquín is training for a half marathon in the spring.", "u14"),
    ], shared=False),
]

# registers of the unrelated distractors, in table order
UNRELATED_REG = ["household", "assistant", "team", "crm", "household", "assistant", "team", "crm", "assistant",
                 "team", "crm", "household", "team", "assistant"]


# ---------------------------------------------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------------------------------------------

def iso(t):
    return t.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []          # in table order
    for fam in CHANGING + NEGATIVE:
        for i, v in enumerate(fam["versions"]):
            m = dict(v)
            m["family"] = fam["key"]
            m["reg"] = fam["reg"]
            if fam["key"] == "UR":
                m["reg"] = UNRELATED_REG[i]
            m["kind"] = fam["kind"]
            m["subj"], m["attr"], m["scope"] = fam["subj"], fam["attr"], fam["scope"]
            m["cls"] = v["label"]
            # fact key: the unit truth is computed over
            if fam["kind"] == "change" or fam.get("shared", True):
                m["fact"] = fam["key"]
            else:
                m["fact"] = "%s#%d" % (fam["key"], i)
            m["pos"] = i
            mems.append(m)

    # ---- order times (day-level instants first; every version at least 3 days after the previous one) ------
    by_family = {}
    for m in mems:
        by_family.setdefault(m["family"], []).append(m)
    for fam in CHANGING + NEGATIVE:
        ms = by_family[fam["key"]]
        if fam["kind"] == "equal_time":
            day = EARLIEST + dt.timedelta(days=rng.randint(0, (LATEST_ORDER - EARLIEST).days - 1))
            t = day + dt.timedelta(hours=rng.randint(7, 21), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
            for m in ms:
                m["order"] = t
            continue
        lo, hi = fam["gaps"]
        gaps = [max(3, rng.randint(lo, hi)) for _ in ms[1:]]
        span = sum(gaps) + 1
        room = (LATEST_ORDER - EARLIEST).days - span
        assert room > 0, fam["key"]
        day = EARLIEST + dt.timedelta(days=rng.randint(0, room))
        for j, m in enumerate(ms):
            if j:
                day = day + dt.timedelta(days=gaps[j - 1])
            m["order"] = day + dt.timedelta(hours=rng.randint(7, 22), minutes=rng.randint(0, 59),
                                            seconds=rng.randint(0, 59))

    # ---- time modes: ~27% live, ~18% backfilled, rest stamped; equal_time never backfilled ------------------
    n = len(mems)
    n_live, n_back = round(0.27 * n), round(0.18 * n)
    eq = [m for m in mems if m["kind"] == "equal_time"]
    rest = [m for m in mems if m["kind"] != "equal_time"]
    eq_modes = ["live", "stamped"] * (len(eq) // 2)
    rng.shuffle(eq_modes)
    for m, mode in zip(eq, eq_modes):
        m["mode"] = mode
    k_live = n_live - eq_modes.count("live")
    modes = ["live"] * k_live + ["backfilled"] * n_back + ["stamped"] * (len(rest) - k_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(rest, modes):
        m["mode"] = mode

    for m in mems:
        if m["mode"] == "backfilled":
            m["order"] = m["order"].replace(hour=0, minute=0, second=0)
        if m["mode"] == "live":
            m["created"] = m["order"]
            m["observed"] = None
        elif m["mode"] == "stamped":
            m["observed"] = m["order"]
            m["created"] = m["order"] + dt.timedelta(minutes=rng.randint(1, 58), seconds=rng.randint(0, 59))

    # backfill imports: one import run per fact family in November 2026, newest version imported first
    facts = {}
    for m in mems:
        facts.setdefault(m["fact"], []).append(m)
    fact_keys = list(facts)
    rng.shuffle(fact_keys)
    for fk in fact_keys:
        back = [m for m in facts[fk] if m["mode"] == "backfilled"]
        if not back:
            continue
        t = dt.datetime(2026, 11, rng.randint(1, 28), rng.randint(1, 21), rng.randint(0, 59), rng.randint(0, 59),
                        tzinfo=UTC)
        for m in sorted(back, key=lambda x: x["order"], reverse=True):
            m["observed"] = m["order"]
            m["created"] = t
            t = t + dt.timedelta(seconds=rng.randint(1, 40))

    # ---- ids in a shuffled order, then the file order shuffled again ----------------------------------------
    order = list(range(n))
    rng.shuffle(order)
    for k, idx in enumerate(order):
        mems[idx]["id"] = "m%03d" % (k + 1)
    file_order = list(mems)
    rng.shuffle(file_order)

    truth = compute_truth(facts)
    check(mems, facts, truth)
    return mems, file_order, truth


def compute_truth(facts):
    """Within each fact family, each memory is expired by the earliest strictly newer memory whose (value,
    polarity) differs; reason 'negation' when the polarities differ, else 'value'. Labels only, never text."""
    pairs = []
    for fk, ms in facts.items():
        for m in ms:
            newer = [x for x in ms if x["order"] > m["order"] and (x["value"], x["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            first = min(x["order"] for x in newer)
            at = [x for x in newer if x["order"] == first]
            assert len(at) == 1, ("tie among replacements", fk)
            r = at[0]
            pairs.append(dict(expired_id=m["id"], replacement_id=r["id"],
                              reason="negation" if r["pol"] != m["pol"] else "value"))
    pairs.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    return pairs


def check(mems, facts, truth):
    in_pair = set()
    for p in truth:
        in_pair.add(p["expired_id"])
        in_pair.add(p["replacement_id"])
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    for m in mems:
        if m["cls"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["family"], m["text"])
        else:
            assert m["id"] in in_pair, ("changing-family memory in no pair", m["family"], m["text"])
        assert m["created"] < CUTOFF and m["order"] < CUTOFF
        if m["observed"] is not None:
            assert m["observed"] <= m["created"], m["text"]
    for fk, ms in facts.items():
        times = [m["order"] for m in ms]
        if ms[0]["kind"] == "equal_time":
            assert len(set(times)) == 1 and len(ms) == 2
        else:
            assert len(set(times)) == len(times), fk
            assert times == sorted(times), fk          # table order is time order


def record(m):
    r = {"id": m["id"], "content": m["text"], "created_at": iso(m["created"])}
    if m["observed"] is not None:
        r["observed_at"] = iso(m["observed"])
    return r


def render(mems, file_order, truth):
    mem_b = "".join(json.dumps(record(m), ensure_ascii=False) + "\n" for m in file_order).encode()
    truth_b = "".join(json.dumps(p, ensure_ascii=False) + "\n" for p in truth).encode()
    labels = sorted((m["id"], m["cls"]) for m in mems if m["cls"])
    lab_b = "".join(json.dumps({"id": i, "class": c}) + "\n" for i, c in labels).encode()
    return {"memories.jsonl": mem_b, "truth.jsonl": truth_b, "labels.jsonl": lab_b}


# ---------------------------------------------------------------------------------------------------------------
# Reports
# ---------------------------------------------------------------------------------------------------------------

def stats(mems, truth, files):
    out = []
    p = out.append
    n = len(mems)
    byid = {m["id"]: m for m in mems}
    p("memories: %d" % n)
    fams = {}
    for m in mems:
        if m["kind"] == "change":
            fams.setdefault(m["family"], []).append(m)
    chain = {k: [m for m in v if not m["cls"]] for k, v in fams.items()}
    p("changing families: %d" % len(fams))
    hist = {}
    for k, ms in chain.items():
        hist[len(ms)] = hist.get(len(ms), 0) + 1
    p("  memories per chain (unlabelled): " + ", ".join("%d: %d" % (k, hist[k]) for k in sorted(hist)))
    dhist = {}
    for k, ms in chain.items():
        d = sum(1 for i, m in enumerate(ms) if m["w"] != "confirm")
        dhist[d] = dhist.get(d, 0) + 1
    p("  versions per chain (confirmations not counted): " + ", ".join("%d: %d" % (k, dhist[k]) for k in sorted(dhist)))
    moves, polmoves = [], []
    for k, ms in chain.items():
        seq = [(m["value"], m["pol"]) for m in ms if m["w"] != "confirm"]
        for i in range(2, len(seq)):
            if seq[i] in seq[:i - 1] and seq[i] != seq[i - 1]:
                (moves if seq[i][1] == seq[i - 1][1] else polmoves).append(k)
                break
    p("  moves back (value A -> B -> A): %d %s" % (len(moves), " ".join(moves)))
    p("  re-affirmations (+ -> - -> +): %d %s" % (len(polmoves), " ".join(polmoves)))
    hard = [m["family"] for m in mems if m["hard"]]
    p("  hard-worded intervening versions: %d %s" % (len(hard), " ".join(hard)))
    p("  in-chain confirmations (paired with the next change): %d" % sum(1 for m in mems if m["w"] == "confirm"))
    p("true pairs: %d (value %d, negation %d)" % (len(truth), sum(1 for t in truth if t["reason"] == "value"),
                                                 sum(1 for t in truth if t["reason"] == "negation")))
    inv = sum(1 for t in truth if byid[t["expired_id"]]["created"] > byid[t["replacement_id"]]["created"])
    p("  pairs whose created_at order inverts the order time: %d" % inv)
    newer = [m for ms in chain.values() for m in ms if m["w"] in ("para", "slot")]
    np_ = sum(1 for m in newer if m["w"] == "para")
    p("wording of newer versions (relative to the version before): paraphrased %d, one-slot edits %d "
      "(%.1f%% paraphrased); confirmations %d" % (np_, len(newer) - np_, 100.0 * np_ / len(newer),
                                                  sum(1 for m in mems if m["w"] == "confirm")))
    p("labelled memories: %d" % sum(1 for m in mems if m["cls"]))
    classes = {}
    for m in mems:
        if m["cls"]:
            classes.setdefault(m["cls"], [0, 0])
            classes[m["cls"]][0 if m["kind"] != "change" else 1] += 1
    for c in sorted(classes):
        a, b = classes[c]
        p("  %-18s %3d%s" % (c, a + b, ("  (%d of them after the final version of a changing family)" % b) if b else ""))
    p("registers (memories / changing families):")
    regs = {}
    for m in mems:
        regs.setdefault(m["reg"], [0, set()])
        regs[m["reg"]][0] += 1
        if m["kind"] == "change":
            regs[m["reg"]][1].add(m["family"])
    for r in sorted(regs):
        p("  %-10s %3d / %d" % (r, regs[r][0], len(regs[r][1])))
    chatlike = sum(1 for m in mems if m["text"][:1].islower())
    p("  chat-like fragments (lower-case start, no final period), any register: %d" % chatlike)
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    p("time modes: " + ", ".join("%s %d (%.1f%%)" % (k, modes[k], 100.0 * modes[k] / n) for k in sorted(modes)))
    mixed = sum(1 for ms in fams.values() if len({m["mode"] for m in ms}) > 1)
    p("  changing families with more than one mode: %d of %d" % (mixed, len(fams)))
    orders = [m["order"] for m in mems]
    created = [m["created"] for m in mems]
    p("  order times %s .. %s; created_at %s .. %s" % (iso(min(orders)), iso(max(orders)), iso(min(created)),
                                                       iso(max(created))))
    words = [len(m["text"].split()) for m in mems]
    p("words per memory: mean %.1f, median %d, min %d, max %d" % (statistics.mean(words), statistics.median(words),
                                                                  min(words), max(words)))
    for r in sorted(regs):
        w = [len(m["text"].split()) for m in mems if m["reg"] == r]
        p("  %-10s mean %.1f" % (r, statistics.mean(w)))
    for name in sorted(files):
        p("sha256 %s  %s" % (hashlib.sha256(files[name]).hexdigest(), name))
    return "\n".join(out)


def listing(mems):
    out = []
    for m in sorted(mems, key=lambda x: (x["family"], x["pos"])):
        out.append("%s  %s  %-10s  %-5s %-17s %-20s pol=%s w=%-7s%s  %s" % (
            m["id"], iso(m["order"]), m["mode"], m["family"], m["cls"] or "-", m["value"][:20], m["pol"], m["w"],
            " hard" if m["hard"] else "", m["text"]))
    return "\n".join(out)


def main(argv):
    mems, file_order, truth = build()
    files = render(mems, file_order, truth)
    if "--stats" in argv:
        print(stats(mems, truth, files))
        return 0
    if "--list" in argv:
        print(listing(mems))
        return 0
    if argv:
        print("usage: gen.py [--stats | --list]", file=sys.stderr)
        return 2
    for name, data in files.items():
        tmp = OUT / (name + ".tmp")
        tmp.write_bytes(data)
        tmp.replace(OUT / name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
