#!/usr/bin/env python3
"""Blind labelled supersession data set, register: sales CRM / account-management notes.

python3 gen.py          writes memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  prints counts, writes nothing
python3 gen.py --list   prints every memory, writes nothing
Truth is computed from the tables below (fact key, value key, polarity, order time), never from text.
"""
import datetime as dt
import json
import os
import random
import sys
from collections import Counter, defaultdict

SEED = 360117
PREFIX = "c36"
UTC = dt.timezone.utc
SESSION_START = dt.datetime(2026, 11, 17, 13, 4, 0, tzinfo=UTC)
LIMIT = dt.datetime(2026, 12, 1, tzinfo=UTC)
BACKFILL_SHARE = 0.75
CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]


def T(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=UTC)


def V(t, value, text, pol="+", tags=(), same=False):
    """One version of a changing family. same=True: same record line as the version it replaces,
    value swapped; otherwise reworded."""
    return {"t": t, "value": value, "text": text, "pol": pol, "tags": tuple(tags), "same": same}


def A(label, t, text, tags=()):
    """Labelled memory attached to a family's key after its last version (carries its value/polarity)."""
    return {"label": label, "t": t, "text": text, "tags": tuple(tags)}


def F(subject, attribute, scope, versions, attached=()):
    return {"subject": subject, "attribute": attribute, "scope": scope,
            "versions": list(versions), "attached": list(attached)}


def S(label, subject, attribute, scope, value, t, text, pol="+", multi=False, tags=()):
    return {"label": label, "subject": subject, "attribute": attribute, "scope": scope,
            "value": value, "t": t, "text": text, "pol": pol, "multi": multi, "tags": tuple(tags)}


# Relative-date values are derived from the version's order time.
def REL(kind):
    return ("REL", kind)


def resolve_rel(kind, t):
    d = t.date()
    if kind == "next tuesday":           # first Tuesday strictly after the order date
        d = d + dt.timedelta(days=1)
        while d.weekday() != 1:
            d += dt.timedelta(days=1)
        return d.isoformat()
    if kind == "tomorrow":
        return (d + dt.timedelta(days=1)).isoformat()
    raise ValueError(kind)


# --------------------------------------------------------------------------------------------
# FAMILIES: changing facts. Each family = one subject | attribute | scope.
# --------------------------------------------------------------------------------------------
FAMILIES = [
    # ---------------- Kestrelmoor Logistics (busy: Kestrelmoor, Kestrel, KML, ACC-20418)
    F("kestrelmoor logistics", "account owner", "-", [
        V(T("2025-02-11 09:20"), "mara quill",
          "Account: Kestrelmoor Logistics\nOwner: Mara Quill\nIndustry: cold-chain freight\nHQ: Harlsby"),
        V(T("2025-08-04 08:45"), "devin ashcombe",
          "taking over Kestrel from Mara while she's on leave, ping me for anything KML — Dev"),
        V(T("2026-01-12 10:05"), "mara quill",
          "Mara is back and owns Kestrelmoor again from today; Dev handed the account notes back over",
          tags=("move_back",)),
    ], [
        A("confirmation", T("2026-06-02 15:10"),
          "QBR prep: Kestrel account owner remains Mara Q., no change planned for FY27"),
    ]),
    F("kestrelmoor logistics", "arr", "-", [
        V(T("2025-04-30 11:00"), "184000 usd", "Kestrelmoor Logistics — ARR: $184,000 (renewed Apr)"),
        V(T("2026-02-20 16:10"), "210000 usd", "KML expansion signed, ARR now 0.21M USD",
          tags=("unit_change",)),
    ], [
        A("format_variant", T("2026-03-05 09:40"), "ARR (Kestrelmoor Logistics): USD 210,000.00"),
    ]),
    F("kestrelmoor logistics", "seat count", "-", [
        V(T("2025-04-30 11:20"), "340", "Kestrelmoor Logistics\nContract tier: Business\nSeats: 340"),
        V(T("2026-02-20 16:30"), "400", "Kestrelmoor Logistics\nContract tier: Business\nSeats: 400",
          same=True),
    ]),
    F("kestrelmoor logistics", "decision maker", "-", [
        V(T("2025-03-18 14:05"), "ossian varga",
          "Decision maker at Kestrel is Ossian Varga (COO). Budget sits with him."),
        V(T("2025-11-03 09:15"), "leona fairweather",
          "Ossian left KML end of Oct. New DM: Leona Fairweather, VP Ops"),
    ], [
        A("elaboration", T("2025-12-01 10:20"),
          "Leona Fairweather (VP Operations, Kestrelmoor) signs off anything over $50k and wants a one-page ROI summary before each renewal"),
    ]),
    F("kestrelmoor logistics", "champion", "-", [
        V(T("2025-02-11 09:35"), "pim ruddock",
          "Champion at ACC-20418 (Kestrelmoor): Pim Ruddock, fleet systems lead"),
        V(T("2025-11-03 10:00"), "sabine achterberg",
          "our new champion at Kestrel is Sabine Achterberg since Pim went quiet"),
    ]),

    # ---------------- Quarrybank Dental Group (Quarrybank, QDG)
    F("quarrybank dental group", "renewal date", "-", [
        V(T("2025-05-14 09:30"), "2026-03-31",
          "Account: Quarrybank Dental Group\nRenewal: 31/03/2026\nAuto-renew: no"),
        V(T("2025-10-09 15:45"), "2026-03-31",
          "spoke to Greta at QDG, renewal still end of March, no change", tags=("interior_confirmation",)),
        V(T("2026-01-22 11:30"), "2026-06-30",
          "Quarrybank asked to push the renewal to 30 June so it lines up with their new FY"),
    ], [
        A("format_variant", T("2026-02-10 08:55"), "Quarrybank Dental Group | renewal | 30.06.2026"),
    ]),
    F("quarrybank dental group", "contract tier", "-", [
        V(T("2025-05-14 09:40"), "team", "Quarrybank Dental — Tier: Team (45 practices)"),
        V(T("2026-04-07 13:20"), "business", "Quarrybank Dental — Tier: Business (45 practices)", same=True),
    ]),
    F("quarrybank dental group", "decision maker", "-", [
        V(T("2025-05-14 10:00"), "greta ilsley", "Quarrybank DM = Greta Ilsley (practice ops director)"),
        V(T("2026-01-22 10:00"), "anand keele",
          "New group CFO at Quarrybank, Anand Keele, now signs all vendor contracts"),
    ]),

    # ---------------- Ostrawick Foods
    F("ostrawick foods", "billing contact", "-", [
        V(T("2025-03-03 09:00"), "hetty lorne", "Billing contact: Hetty Lorne (AP) — Ostrawick Foods"),
        V(T("2025-06-19 12:40"), "bram osei", "Ostrawick invoices go to Bram Osei now, Hetty's on mat leave"),
        V(T("2026-01-08 09:25"), "hetty lorne",
          "Hetty Lorne back at Ostrawick, she's taking the invoices again — pls update billing contact",
          tags=("move_back",)),
        V(T("2026-07-14 14:00"), "ama pike", "Billing contact: Ama Pike (Finance Ops) — Ostrawick Foods",
          same=True),
    ], [
        A("confirmation", T("2026-09-01 10:10"),
          "Invoices for Ostrawick still go to Ama Pike, confirmed on the AR call"),
    ]),
    F("ostrawick foods", "account owner", "-", [
        V(T("2025-03-03 09:10"), "ines marrow", "Ostrawick Foods | Owner: Ines Marrow | Segment: Mid-market"),
        V(T("2025-12-15 16:00"), "tomasz wierzbic", "Tomek picks up Ostrawick from Ines at the territory reshuffle"),
    ]),

    # ---------------- Larchfield Mutual
    F("larchfield mutual", "deal amount", "fy26 renewal opp", [
        V(T("2025-06-02 10:30"), "96000 gbp", "Opp: Larchfield Mutual FY26 renewal\nAmount: £96,000\nStage: Proposal"),
        V(T("2025-07-21 17:05"), "88500 gbp", "Larchfield came back on price, renewal opp revised down to 88.5k"),
    ], [
        A("elaboration", T("2025-08-04 11:15"),
          "Larchfield FY26 renewal at £88,500 = £79k platform + £9.5k support"),
    ]),
    F("larchfield mutual", "next step date", "fy26 renewal opp", [
        V(T("2025-06-02 11:00"), "2025-06-10", "Larchfield next step: proposal walkthrough Tue 10 June"),
        V(T("2025-06-09 16:20"), "2025-06-17", "Larchfield walkthrough pushed a week to the 17th"),
        V(T("2025-06-16 09:05"), "2025-06-26", "Larchfield: walkthrough now 26/06, their CFO wants to attend"),
        V(T("2025-06-26 08:30"), "2025-07-03", "Larchfield CFO off sick, rebooked the walkthrough for 3 Jul 11am"),
    ]),

    # ---------------- Venmore Labs
    F("venmore labs", "deal stage", "platform opp", [
        V(T("2025-02-24 10:00"), "discovery", "Venmore Labs - platform opp created, Stage: Discovery"),
        V(T("2025-04-02 15:30"), "poc", "Venmore POC kicked off today, 30 days, their data team + Ravi"),
        V(T("2025-05-12 09:10"), "proposal",
          "POC passed. Sent Venmore the proposal this morning, moving the opp to Proposal"),
        V(T("2025-06-16 09:30"), "negotiation",
          "Stage: Negotiation (Venmore Labs – platform) — redlines on the MSA with their legal"),
        V(T("2025-08-29 17:45"), "closed won", "VENMORE SIGNED 🎉 closed won, PO to follow"),
    ], [
        A("elaboration", T("2025-09-10 10:30"),
          "Venmore platform deal closed-won on 29 Aug: 3-year MSA, 220 seats, PO 4471-VL received"),
    ]),
    F("venmore labs", "close date", "platform opp", [
        V(T("2025-05-12 10:30"), "2025-09-30", "Venmore close date set to 30 Sep"),
        V(T("2025-06-16 11:00"), "2025-08-29",
          "moved Venmore close date from 30 Sep to 29 Aug, they want it done before their board meets",
          tags=("names_old_value",)),
    ]),
    F("venmore labs", "csm", "-", [
        V(T("2025-09-10 10:00"), "priyanka sethi", "Venmore Labs CSM assigned: Priyanka Sethi"),
        V(T("2026-02-23 12:15"), "noor haddan", "Noor's the CSM for Venmore now — Priya's book was too big"),
    ]),

    # ---------------- Tessaly Print & Pack (Tessaly, TPP)
    F("tessaly print & pack", "contract tier", "-", [
        V(T("2025-04-10 09:45"), "starter", "Account: Tessaly Print & Pack\nTier: Starter\nBilling: monthly"),
        V(T("2025-10-27 11:50"), "business", "switched Tessaly from Starter to Business, effective next invoice",
          tags=("names_old_value",)),
    ], [
        A("format_variant", T("2025-11-20 09:00"), "TPP plan=BUSINESS"),
    ]),
    F("tessaly print & pack", "seat count", "-", [
        V(T("2025-04-10 10:00"), "25", "Tessaly seats: 25"),
        V(T("2025-10-27 10:00"), "40", "Tessaly going to 40 users with the Business upgrade"),
        V(T("2026-05-11 14:35"), "55", "Seats: 55 — Tessaly P&P (added the Stenford plant)"),
    ], [
        A("confirmation", T("2026-07-01 11:00"), "usage review: Tessaly remain at 55 seats"),
    ]),

    # ---------------- Greymantle Water (Greymantle, GMW)
    F("greymantle water", "seat count", "-", [
        V(T("2025-03-25 09:50"), "250", "Greymantle Water — 250 seats, Enterprise tier"),
        V(T("2025-09-01 13:00"), "250", "checked usage for Greymantle, still 250 licensed seats (212 active)",
          tags=("interior_confirmation",)),
        V(T("2026-03-16 10:40"), "310", "GMW true-up: seat count goes to 310 from April"),
    ], [
        A("format_variant", T("2026-04-02 09:30"), "Greymantle licence count = 310 users"),
    ]),
    F("greymantle water", "renewal date", "-", [
        V(T("2025-03-25 10:00"), "2026-04-01", "Renewal date: 1 April 2026 (Greymantle)"),
        V(T("2026-02-09 15:00"), "2027-04-01", "Renewal date: 1 April 2027 (Greymantle)", same=True),
    ], [
        A("format_variant", T("2026-03-02 08:45"), "GMW renewal: 2027-04-01"),
    ]),

    # ---------------- Corvid Analytics
    F("corvid analytics", "deal stage", "expansion opp", [
        V(T("2025-07-07 10:40"), "negotiation", "Corvid expansion → Negotiation"),
        V(T("2025-08-11 14:15"), "proposal",
          "pulled Corvid back to Proposal, they want a re-quote with the analytics add-on"),
        V(T("2025-09-02 16:00"), "negotiation",
          "Corvid re-quote accepted in principle, back in negotiation with procurement", tags=("move_back",)),
    ], [
        A("confirmation", T("2025-09-25 09:20"), "Corvid expansion remains in Negotiation — procurement slow"),
    ]),
    F("corvid analytics", "discount", "expansion opp", [
        V(T("2025-07-07 11:00"), "15%", "Corvid Analytics / expansion — Discount: 15% (approved by Ebbe)"),
        V(T("2025-09-02 15:00"), "20%", "Ebbe ok'd 20% off list for Corvid if they sign by EOQ"),
    ]),
    F("corvid analytics", "account owner", "-", [
        V(T("2025-02-05 12:00"), "halden brennick", "Corvid Analytics — owner Hal B."),
        V(T("2025-06-23 09:00"), "devin ashcombe", "Corvid moved to Dev as part of the data-vertical pod"),
    ]),

    # ---------------- Pallister & Crewe LLP (P&C, Pallister)
    F("pallister & crewe llp", "deal amount", "new logo opp", [
        V(T("2025-09-15 09:30"), "62500 gbp", "Pallister & Crewe LLP — new logo — Amount £62,500"),
        V(T("2025-10-20 13:10"), "70000 gbp", "P&C want the DMS connector too, deal now GBP 70k",
          tags=("unit_change",)),
    ], [
        A("format_variant", T("2025-11-03 14:00"), "P&C opp value: £70,000.00"),
    ]),
    F("pallister & crewe llp", "account owner", "-", [
        V(T("2025-09-15 10:00"), "sunniva brekke", "P&C owner: Sunniva Brekke"),
        V(T("2026-01-05 09:00"), "tomasz wierzbic", "legal vertical goes to Tomasz — Pallister & Crewe is his now"),
        V(T("2026-08-10 10:30"), "ines marrow", "Owner: Ines Marrow (Pallister & Crewe LLP)"),
    ]),

    # ---------------- Amberlode Minerals
    F("amberlode minerals", "csm", "-", [
        V(T("2025-01-20 09:00"), "noor haddan",
          "Account: Amberlode Minerals\nCSM: Noor Haddan\nSupport plan: Premier"),
        V(T("2025-06-30 16:30"), "noor haddan",
          "Amberlode QBR done, Noor stays on as their CSM through the rollout", tags=("interior_confirmation",)),
        V(T("2025-11-17 11:05"), "josie kettleby",
          "Amberlode moving to Jo K. for CSM — Noor's book is over capacity"),
        V(T("2026-05-04 10:15"), "priyanka sethi",
          "New CSM on Amberlode is Priya (Priyanka Sethi); intro call booked"),
    ], [
        A("elaboration", T("2026-05-20 13:40"),
          "Priyanka Sethi is Amberlode's CSM — weekly check-ins on Tuesdays, owns the data-residency migration plan"),
    ]),
    F("amberlode minerals", "contract tier", "-", [
        V(T("2025-01-20 10:00"), "business", "Amberlode Minerals plan: Business"),
        V(T("2025-08-25 14:20"), "enterprise", "Amberlode Minerals plan: Enterprise", same=True),
    ], [
        A("elaboration", T("2025-09-15 10:45"),
          "Amberlode's Enterprise plan includes EU data residency and a full sandbox, per the Aug order form"),
    ]),

    # ---------------- Nettlefield Schools Trust (Nettlefield, NST)
    F("nettlefield schools trust", "contract term", "-", [
        V(T("2025-08-06 10:30"), "12 months", "Nettlefield Schools Trust: term 12 months, invoiced annually in Sept"),
        V(T("2026-06-22 15:40"), "36 months", "NST going multi-year, 3 yr term agreed with their bursar"),
    ]),
    F("nettlefield schools trust", "procurement portal", "-", [
        V(T("2025-08-06 11:00"), "edutender hub", "Procurement portal: EduTender Hub (supplier no. on file)"),
        V(T("2026-01-14 09:50"), "procurex",
          "Nettlefield moved their purchasing onto Procurex — we need to re-register as a supplier there"),
    ], [
        A("confirmation", T("2026-02-20 14:25"),
          "Confirmed with NST bursar: Procurex is still the portal for all POs"),
    ]),
    F("nettlefield schools trust", "account owner", "-", [
        V(T("2025-08-06 12:00"), "callum fairlie", "Nettlefield Schools Trust — AE: Callum Fairlie"),
        V(T("2026-04-01 09:30"), "halden brennick", "Nettlefield Schools Trust — AE: Halden Brennick", same=True),
    ]),

    # ---------------- Sorrelby Health
    F("sorrelby health", "csm", "-", [
        V(T("2025-04-22 09:15"), "josie kettleby", "Sorrelby Health\nCSM: Josie Kettleby\nGo-live: done"),
        V(T("2025-12-01 08:40"), "noor haddan",
          "handing Sorrelby over to Noor from today; I'm picking up Bellhurst Clinics instead — Jo",
          tags=("handover_other_subject",)),
    ]),
    F("sorrelby health", "renewal date", "-", [
        V(T("2025-04-22 10:00"), "2025-10-31", "Sorrelby Health renewal: 31 Oct 2025"),
        V(T("2025-10-15 17:20"), "2025-11-30", "Sorrelby extension signed to 30 Nov while legal finish the MSA"),
        V(T("2025-11-27 11:00"), "2026-11-30", "Sorrelby MSA signed — renewal now 30/11/2026"),
    ], [
        A("format_variant", T("2026-01-15 10:00"), "Sorrelby Health — renewal Nov 30, 2026"),
    ]),

    # ---------------- Brackwater Marine
    F("brackwater marine", "account owner", "-", [
        V(T("2025-05-08 09:00"), "callum fairlie", "Account owner (Brackwater Marine): Callum Fairlie"),
        V(T("2026-03-02 08:30"), "sunniva brekke",
          "Taking over Brackwater from Callum as of today. Callum keeps the Drummore Quay patch and the ferry operators. — Sunny",
          tags=("handover_other_subject",)),
    ], [
        A("elaboration", T("2026-03-20 16:05"),
          "Brackwater Marine owner Sunniva Brekke; she's running the renewal and the fleet add-on upsell together"),
    ]),
    F("brackwater marine", "renewal date", "-", [
        V(T("2025-05-08 10:00"), "2026-05-31", "Brackwater Marine renewal date 31/05/2026"),
        V(T("2026-04-27 12:00"), "2026-08-31", "Brackwater Marine renewal date 31/08/2026", same=True),
    ]),

    # ---------------- Fennick Home Stores
    F("fennick home stores", "billing contact", "-", [
        V(T("2025-02-17 09:30"), "pavel orme", "Fennick — invoices to Pavel Orme, Finance"),
        V(T("2025-09-23 10:50"), "ruth castellan",
          "changed Fennick's billing contact from Pavel Orme to Ruth Castellan (Pavel moved to treasury)",
          tags=("names_old_value",)),
    ]),
    F("fennick home stores", "seat count", "-", [
        V(T("2025-02-17 10:00"), "200", "Fennick Home Stores - 200 seats"),
        V(T("2025-08-04 13:30"), "240", "Fennick added 40 seats for the new DC, 240 in total now"),
        V(T("2026-03-09 15:15"), "180", "Fennick cutting to 180 seats at renewal, store closures"),
    ]),

    # ---------------- Hollin Aerostructures (Hollin, HAS)
    F("hollin aerostructures", "next step date", "-", [
        V(T("2026-02-09 11:00"), "2026-02-12", "Next step: demo to Hollin engineering, Thu 12 Feb 2pm"),
        V(T("2026-02-11 16:45"), REL("next tuesday"),
          "Hollin asked to move the demo to next Tuesday, same time", tags=("relative_date",)),
    ], [
        A("format_variant", T("2026-02-12 09:10"), "Hollin demo — 17/02/2026 14:00"),
    ]),
    F("hollin aerostructures", "contract tier", "-", [
        V(T("2025-08-12 10:00"), "team", "Hollin Aerostructures\nTier: Team\nSeats: 60"),
        V(T("2026-03-30 11:30"), "business", "Hollin Aerostructures\nTier: Business\nSeats: 60", same=True),
        V(T("2026-09-14 17:00"), "enterprise", "HAS going Enterprise for SSO + audit logs, signed order form today"),
    ], [
        A("elaboration", T("2026-09-28 10:00"),
          "Hollin's Enterprise tier covers SSO, audit logs and the 99.9% uptime SLA; billed annually"),
    ]),

    # ---------------- Duskfield Energy
    F("duskfield energy", "qbr date", "-", [
        V(T("2026-04-28 14:00"), "2026-05-19", "QBR with Duskfield booked for 19 May, 10:00, their Vessbridge office"),
        V(T("2026-05-19 07:50"), REL("tomorrow"),
          "Duskfield asked to do the QBR tomorrow instead, same slot", tags=("relative_date",)),
    ]),
    F("duskfield energy", "deal amount", "grid analytics opp", [
        V(T("2026-01-15 09:00"), "140000 usd", "Duskfield grid analytics opp — Amount: $140k"),
        V(T("2026-03-09 10:00"), "165000 usd",
          "pipeline review — Duskfield upside: scope grew by 2 substations, amount now $165,000"),
        V(T("2026-04-20 16:30"), "152000 usd", "after the procurement round Duskfield lands at 152k USD"),
    ], [
        A("format_variant", T("2026-05-04 09:00"), "Duskfield opp: USD 152,000"),
    ]),

    # ---------------- Thistlecombe Media (Thistlecombe, Thistle)
    F("thistlecombe media", "support plan", "-", [
        V(T("2025-06-11 09:00"), "standard", "Thistlecombe Media — Support plan: Standard"),
        V(T("2026-01-19 10:30"), "premier", "Thistle upgraded to Premier support after the outage in Dec"),
    ], [
        A("elaboration", T("2026-02-04 11:20"),
          "Thistlecombe on Premier support: 24/7 P1 cover, named TAM, quarterly health reviews"),
    ]),
    F("thistlecombe media", "renewal date", "-", [
        V(T("2025-06-11 10:00"), "2025-09-30", "Thistlecombe renewal 2025-09-30"),
        V(T("2025-09-22 14:00"), "2026-09-30", "Thistlecombe renewal 2026-09-30", same=True),
        V(T("2026-07-06 09:45"), "2026-12-31", "Thistlecombe co-terming everything to 31.12.2026"),
    ], [
        A("confirmation", T("2026-08-17 15:30"), "Thistle renewal still 31 Dec per their procurement"),
    ]),

    # ---------------- Wyckmere Hotels
    F("wyckmere hotels", "support plan", "-", [
        V(T("2025-02-03 09:00"), "priority", "Wyckmere Hotels — Support plan: Priority"),
        V(T("2025-07-28 12:00"), "standard", "Wyckmere downgraded support to Standard to save budget, effective Aug 1"),
        V(T("2026-02-16 10:20"), "priority",
          "Wyckmere are back on Priority support, they missed the 1h response over the summer",
          tags=("move_back",)),
    ], [
        A("confirmation", T("2026-04-13 09:35"), "Wyckmere still on Priority, renewal kept it"),
    ]),
    F("wyckmere hotels", "seat count", "-", [
        V(T("2025-02-03 10:00"), "120", "Wyckmere Hotels seats: 120"),
        V(T("2025-05-12 11:00"), "150", "Wyckmere Hotels seats: 150", same=True),
        V(T("2025-10-20 15:00"), "130",
          "Wyckmere dropped back to 130 after the season (contract allows one reduction)"),
    ]),

    # ---------------- Orrin Bank
    F("orrin bank", "discount", "renewal opp", [
        V(T("2025-10-06 11:00"), "18%", "Orrin Bank renewal: 18% discount on list"),
        V(T("2026-01-26 16:40"), "12%", "Finance pushed back — Orrin discount capped at 12% this time"),
    ]),
    F("orrin bank", "account owner", "-", [
        V(T("2025-03-31 09:00"), "ravi dunmore", "Orrin Bank: AE Ravi Dunmore"),
        V(T("2025-10-06 09:00"), "mara quill", "FSI accounts move to Mara — incl. Orrin"),
        V(T("2026-06-29 10:00"), "callum fairlie", "Callum has Orrin Bank from Q3, Mara's gone to strategic"),
    ], [
        A("elaboration", T("2026-07-20 14:10"),
          "Orrin Bank is Callum's — he inherits the renewal plus the open cards pilot"),
    ]),

    # ---------------- Calder Ridge Vets
    F("calder ridge vets", "territory", "-", [
        V(T("2025-03-10 09:00"), "uk north", "Calder Ridge Vets — Territory: UK North"),
        V(T("2025-11-24 10:00"), "uk midlands", "Calder Ridge Vets — Territory: UK Midlands", same=True),
    ], [
        A("confirmation", T("2026-01-08 11:00"),
          "Calder Ridge Vets stays in the Midlands territory after the Jan review"),
    ]),

    # ---------------- Pennock Tools
    F("pennock tools", "incumbent vendor", "-", [
        V(T("2025-07-15 10:00"), "stackhaven", "Pennock Tools incumbent: Stackhaven (contract ends Mar)"),
        V(T("2026-04-13 11:30"), "pipewell",
          "Pennock's incumbent is now Pipewell — they moved off Stackhaven in April"),
    ]),

    # ---------------- Ivel & Stroud Engineering (I&S)
    F("ivel & stroud engineering", "decision maker", "-", [
        V(T("2025-05-26 09:00"), "marguerite dow", "Ivel & Stroud — DM: Marguerite Dow (FD)"),
        V(T("2025-10-13 15:20"), "kwame ashdown",
          "Spoke to Marguerite, sign-off for I&S has moved to their new CTO Kwame Ashdown"),
    ], [
        A("elaboration", T("2025-11-04 10:00"),
          "Kwame Ashdown (CTO, Ivel & Stroud) signs off; procurement only raises the PO once he has approved the security questionnaire"),
    ]),

    # ---------------- Lorrimer Bakeries
    F("lorrimer bakeries", "mrr", "-", [
        V(T("2025-04-03 09:00"), "3200 gbp", "Lorrimer Bakeries MRR £3,200"),
        V(T("2025-12-08 10:00"), "3650 gbp", "Lorrimer Bakeries MRR £3,650", same=True),
    ], [
        A("format_variant", T("2026-01-05 09:15"), "Lorrimer Bakeries MRR: GBP 3,650"),
    ]),
    F("lorrimer bakeries", "csm", "-", [
        V(T("2025-04-03 10:00"), "josie kettleby", "Lorrimer Bakeries → CSM Jo Kettleby"),
        V(T("2026-02-02 11:00"), "priyanka sethi", "Lorrimer Bakeries → CSM Priyanka Sethi", same=True),
    ]),

    # ---------------- Gannetby Shipping
    F("gannetby shipping", "payment terms", "-", [
        V(T("2025-06-05 09:00"), "net 30", "Account: Gannetby Shipping\nPayment terms: Net 30"),
        V(T("2026-02-03 14:00"), "net 60",
          "Gannetby's procurement forced Net 60 on all suppliers, accepted for us too"),
    ], [
        A("format_variant", T("2026-03-01 10:00"), "Gannetby Shipping – payment terms 60 days from invoice"),
    ]),
    F("gannetby shipping", "deal stage", "fleet-tracking opp", [
        V(T("2025-06-05 10:00"), "proposal", "Gannetby fleet-tracking opp, Stage: Proposal"),
        V(T("2025-07-30 11:00"), "negotiation", "Gannetby fleet-tracking opp, Stage: Negotiation", same=True),
        V(T("2025-09-19 11:00"), "closed won", "Gannetby closed-won, 2y, PO 88213 received"),
    ], [
        A("elaboration", T("2025-10-02 09:30"),
          "Gannetby fleet-tracking: closed won 19 Sep, 2-year term, 140 vehicles, PO 88213"),
    ]),

    # ---------------- Merriwold Council
    F("merriwold council", "procurement portal", "-", [
        V(T("2025-09-09 09:00"), "civicbuy", "Merriwold Council — procurement portal: CivicBuy"),
        V(T("2026-05-18 10:00"), "procurex", "Merriwold Council — procurement portal: Procurex", same=True),
    ]),
    F("merriwold council", "deal amount", "tender opp", [
        V(T("2025-09-09 10:00"), "48000 gbp", "Merriwold Council tender value £48,000"),
        V(T("2025-12-12 12:00"), "54250 gbp", "Merriwold BAFO submitted at £54,250 incl. training days"),
    ], [
        A("format_variant", T("2026-01-09 10:00"), "Merriwold Council deal value 54.25k GBP"),
    ]),

    # ---------------- Rookhaven Games
    F("rookhaven games", "deal stage", "-", [
        V(T("2025-10-01 09:00"), "discovery", "Rookhaven Games - Stage: Discovery"),
        V(T("2025-11-05 10:00"), "proposal", "Rookhaven Games - Stage: Proposal", same=True),
        V(T("2025-12-17 16:50"), "closed lost", "Lost Rookhaven to Ordinal, price. Closing out the opp."),
    ], [
        A("confirmation", T("2026-02-02 10:40"),
          "Rookhaven confirmed again they're staying with Ordinal, opp stays closed lost"),
    ]),

    # ---------------- Cinderfold Textiles
    F("cinderfold textiles", "renewal date", "-", [
        V(T("2025-08-18 09:00"), "2025-12-31", "Cinderfold renews 31 Dec"),
        V(T("2025-11-28 13:00"), "2026-01-31", "Cinderfold need an extra month — renewal slipped to end of Jan"),
    ]),
    F("cinderfold textiles", "account owner", "-", [
        V(T("2025-08-18 10:00"), "tomasz wierzbic", "Cinderfold Textiles — Owner: Tomasz Wierzbic"),
        V(T("2026-03-16 10:00"), "devin ashcombe", "Dev takes Cinderfold from Tomek, textiles moving under manufacturing"),
    ]),

    # ---------------- Bellhurst Clinics
    F("bellhurst clinics", "seat count", "-", [
        V(T("2025-05-19 09:00"), "80", "Bellhurst Clinics — seats 80"),
        V(T("2025-10-30 10:00"), "95", "Bellhurst Clinics — seats 95", same=True),
    ], [
        A("elaboration", T("2025-11-12 14:00"),
          "Bellhurst's 95 seats: 80 clinical + 15 at the Asheline clinic front desk"),
    ]),
    F("bellhurst clinics", "contract tier", "-", [
        V(T("2025-05-19 10:00"), "team", "Bellhurst Clinics is on Team"),
        V(T("2026-01-12 11:00"), "business", "Bellhurst moved up to Business tier, needed the scheduling module"),
    ]),

    # ---------------- Yarrowby Farms Co-op
    F("yarrowby farms co-op", "account owner", "-", [
        V(T("2025-02-25 09:00"), "halden brennick", "Yarrowby Farms Co-op, owner Hal Brennick"),
        V(T("2025-09-08 10:00"), "ines marrow", "Yarrowby Farms Co-op, owner Ines Marrow", same=True),
    ]),

    # ---------------- Faircastle Estates
    F("faircastle estates", "next step date", "-", [
        V(T("2025-11-10 09:00"), "2025-11-20", "Faircastle: next step = pricing call 20/11"),
        V(T("2025-11-18 16:00"), "2025-12-02",
          "Faircastle pricing call moved to w/c 1 Dec, pencilled Tue 2nd (their MD is travelling)"),
    ]),
    F("faircastle estates", "deal stage", "-", [
        V(T("2025-11-10 10:00"), "qualification", "Faircastle Estates opp — Stage: Qualification"),
        V(T("2025-12-02 15:00"), "proposal", "sent Faircastle the proposal after today's pricing call"),
        V(T("2026-01-28 17:10"), "closed won", "Faircastle Estates: Closed Won (signed 28 Jan)"),
    ], [
        A("confirmation", T("2026-02-11 09:00"),
          "Faircastle still Closed Won — RevOps confirmed after the finance audit"),
    ]),

    # ================= negation families (polarity + asserted, - denied)
    F("larchfield mutual", "uses competitor", "broker desk", [
        V(T("2025-06-02 12:00"), "quillfire",
          "Larchfield Mutual run Quillfire on the broker desk, their contract with them ends in spring"),
        V(T("2026-04-14 10:00"), "quillfire",
          "Larchfield have dropped Quillfire completely, broker desk is on us now", pol="-", tags=("stop",)),
    ]),
    F("kestrelmoor logistics", "credit hold", "-", [
        V(T("2025-10-02 09:00"), "credit hold",
          "Finance put Kestrelmoor on credit hold — 2 invoices 60+ days overdue"),
        V(T("2025-10-29 15:00"), "credit hold", "KML paid up, credit hold lifted", pol="-", tags=("stop",)),
        V(T("2026-04-21 10:00"), "credit hold",
          "Account: Kestrelmoor Logistics\nCredit hold: YES (Q1 invoice unpaid)", tags=("restart",)),
    ], [
        A("confirmation", T("2026-05-11 09:00"), "KML remains on credit hold until the Q1 invoice clears"),
    ]),
    F("greymantle water", "auto-renewal", "-", [
        V(T("2025-03-25 11:00"), "auto-renew", "Greymantle contract auto-renews (60-day notice)"),
        V(T("2025-12-03 14:00"), "auto-renew",
          "Greymantle legal struck the auto-renew clause in the amendment", pol="-", tags=("stop",)),
        V(T("2026-09-07 11:00"), "auto-renew",
          "GMW agreed to put auto-renewal back in for the FY27 order form", tags=("restart",)),
    ]),
    F("corvid analytics", "churn risk", "-", [
        V(T("2025-04-14 09:00"), "churn risk", "flagging Corvid as churn risk, usage down 40% since Feb"),
        V(T("2025-06-09 10:00"), "churn risk",
          "Corvid usage recovered after the training day, taking them off the risk list", pol="-", tags=("stop",)),
        V(T("2025-11-24 11:00"), "churn risk",
          "Churn risk: Corvid Analytics (champion left, no exec sponsor)", tags=("restart",)),
        V(T("2026-03-23 12:00"), "churn risk",
          "Corvid no longer at risk — new VP Data is bought in, removing the flag", pol="-", tags=("stop",)),
    ]),
    F("bettina crole (wyckmere hotels)", "marketing opt-out", "-", [
        V(T("2025-04-08 09:00"), "opted out",
          "Bettina Crole at Wyckmere asked to be taken off all marketing emails"),
        V(T("2025-09-15 10:00"), "opted out",
          "Bettina (Wyckmere) opted back in to the newsletter at the roadshow", pol="-", tags=("stop",)),
        V(T("2026-05-26 11:00"), "opted out",
          "Wyckmere's Bettina Crole unsubscribed again — marketing suppression on", tags=("restart",)),
    ]),
    F("gannetby shipping", "po required", "-", [
        V(T("2025-09-19 12:00"), "po required", "Gannetby need a PO number on every invoice or AP rejects it"),
        V(T("2026-06-08 10:00"), "po required",
          "Gannetby moved to consolidated billing; POs no longer required on our invoices", pol="-",
          tags=("stop",)),
    ], [
        A("confirmation", T("2026-07-20 10:00"),
          "Checked with Gannetby AP again — still no PO needed on invoices"),
    ]),
    F("orrin bank", "reference customer", "-", [
        V(T("2025-05-06 09:00"), "reference", "Orrin Bank happy to be a reference for other FSI prospects"),
        V(T("2026-02-16 10:00"), "reference",
          "Orrin's comms team pulled out of being a reference — don't put them forward", pol="-",
          tags=("stop",)),
    ]),
    F("sorrelby health", "price increase cap", "msa", [
        V(T("2025-11-27 12:00"), "5% cap", "Sorrelby MSA includes a 5% cap on annual price increases"),
        V(T("2026-10-19 10:00"), "5% cap",
          "renewal redline: Sorrelby accepted removing the price-increase cap", pol="-", tags=("stop",)),
    ]),
]

# --------------------------------------------------------------------------------------------
# STANDALONE labelled memories (never in a pair)
# --------------------------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: each value its own fact
    S("multi_valued", "kestrelmoor logistics", "contact", "-", "yusuf brandt", T("2025-03-01 10:00"),
      "Contacts @ Kestrel: Yusuf Brandt (IT security)", multi=True),
    S("multi_valued", "kestrelmoor logistics", "contact", "-", "carys penhallow", T("2025-07-10 11:00"),
      "another contact at KML — Carys Penhallow, procurement", multi=True),
    S("multi_valued", "kestrelmoor logistics", "contact", "-", "tobiah quint", T("2026-02-24 09:00"),
      "Added Tobiah Quint (finance controller) as a contact on Kestrelmoor", multi=True),
    S("multi_valued", "fennick home stores", "live site", "-", "harlsby", T("2025-03-12 09:00"),
      "Fennick live at the Harlsby store", multi=True),
    S("multi_valued", "fennick home stores", "live site", "-", "coldmere", T("2025-05-06 10:00"),
      "Fennick also rolled out to Coldmere", multi=True),
    S("multi_valued", "fennick home stores", "live site", "-", "stenford", T("2025-09-30 14:00"),
      "Fennick: Stenford store now live too", multi=True),
    S("multi_valued", "quarrybank dental group", "integration", "-", "calendar sync", T("2025-06-03 09:00"),
      "QDG using the calendar sync integration", multi=True),
    S("multi_valued", "quarrybank dental group", "integration", "-", "payments", T("2025-08-19 10:00"),
      "Quarrybank added the payments integration", multi=True),
    S("multi_valued", "quarrybank dental group", "integration", "-", "sms reminders", T("2026-03-03 11:00"),
      "Quarrybank also switched on the SMS reminders integration", multi=True),
    S("multi_valued", "duskfield energy", "competitor evaluated", "grid analytics opp", "stackhaven",
      T("2026-01-20 10:00"), "Duskfield are also looking at Stackhaven", multi=True),
    S("multi_valued", "duskfield energy", "competitor evaluated", "grid analytics opp", "pipewell",
      T("2026-02-05 11:00"), "Pipewell is in the Duskfield bake-off as well", multi=True),
    S("multi_valued", "duskfield energy", "competitor evaluated", "grid analytics opp", "ordinal",
      T("2026-02-26 15:00"), "Duskfield shortlist: Ordinal added", multi=True),

    # scope_disjoint: same subject + attribute, other scope
    S("scope_disjoint", "kestrelmoor logistics", "price per seat", "business tier", "42 usd",
      T("2025-05-02 10:00"), "Kestrel list price: $42/seat/month on Business"),
    S("scope_disjoint", "kestrelmoor logistics", "price per seat", "analytics add-on", "9 usd",
      T("2025-05-02 10:30"), "KML analytics add-on priced at $9 per seat per month"),
    S("scope_disjoint", "orrin bank", "discount", "cards pilot opp", "30%", T("2026-03-04 10:00"),
      "Orrin cards pilot: 30% discount (pilot pricing, separate opp from the renewal)"),
    S("scope_disjoint", "corvid analytics", "deal stage", "core renewal opp", "closed won",
      T("2025-10-14 09:00"), "Corvid core renewal — Stage: Closed Won (separate from the expansion)"),
    S("scope_disjoint", "wyckmere hotels", "support plan", "spa booking app", "standard",
      T("2026-03-10 11:00"), "Wyckmere's spa booking app is on Standard support only"),
    S("scope_disjoint", "greymantle water", "renewal date", "analytics add-on", "2026-10-01",
      T("2026-02-18 09:00"), "Greymantle's analytics add-on renews separately on 1 Oct 2026"),
    S("scope_disjoint", "fennick home stores", "seat count", "warehouse app", "60",
      T("2026-04-09 10:00"), "Fennick has 60 seats on the warehouse handheld app (separate contract)"),
    S("scope_disjoint", "nettlefield schools trust", "contract term", "catering module", "monthly rolling",
      T("2026-07-02 09:00"), "Nettlefield catering module is on a rolling monthly term"),
    S("scope_disjoint", "hollin aerostructures", "contract tier", "sandbox instance", "team",
      T("2026-10-05 10:00"), "Hollin's sandbox instance stays on Team tier"),
    S("scope_disjoint", "gannetby shipping", "payment terms", "professional services", "net 14",
      T("2026-03-18 10:00"), "Gannetby PS invoices (onboarding days) are Net 14"),
    S("scope_disjoint", "quarrybank dental group", "renewal date", "imaging module", "2026-09-15",
      T("2026-02-25 09:00"), "QDG imaging module renewal: 2026-09-15"),
    S("scope_disjoint", "venmore labs", "close date", "eu rollout opp", "2025-12-15",
      T("2025-09-24 10:00"), "Venmore EU rollout opp close date 15 Dec 2025"),

    # different_subject: same attribute, another subject, mostly a value a family also has
    S("different_subject", "hazelrigg dairies", "account owner", "-", "mara quill", T("2025-07-02 10:00"),
      "Hazelrigg Dairies — Owner: Mara Quill"),
    S("different_subject", "stellan hart architects", "renewal date", "-", "2026-06-30",
      T("2025-12-09 09:00"), "Stellan Hart Architects renew 30 June 2026"),
    S("different_subject", "coppergate freight", "support plan", "-", "premier", T("2026-02-09 11:00"),
      "Coppergate Freight bought Premier support"),
    S("different_subject", "tandry legal", "discount", "-", "20%", T("2025-09-17 10:00"),
      "Tandry Legal got 20% off list on the 2-year deal"),
    S("different_subject", "quenby outdoor", "seat count", "-", "250", T("2025-08-21 10:00"),
      "Quenby Outdoor: 250 seats"),
    S("different_subject", "dunnock care homes", "contract tier", "-", "enterprise", T("2026-06-15 10:00"),
      "Dunnock Care Homes signed on Enterprise tier"),
    S("different_subject", "wrenfold packaging", "procurement portal", "-", "procurex", T("2026-05-28 10:00"),
      "Wrenfold Packaging procurement portal: Procurex"),
    S("different_subject", "beltane robotics", "deal stage", "-", "negotiation", T("2025-08-14 10:00"),
      "Beltane Robotics opp in negotiation, legal has the MSA"),
    S("different_subject", "marlpit foods", "payment terms", "-", "net 60", T("2026-04-16 10:00"),
      "Marlpit Foods pay on Net 60"),
    S("different_subject", "glenvarra distillers", "csm", "-", "noor haddan", T("2026-03-25 10:00"),
      "Noor Haddan is CSM for Glenvarra Distillers"),
    S("different_subject", "sallowby transport", "territory", "-", "uk midlands", T("2026-01-21 10:00"),
      "Sallowby Transport sits in the Midlands patch"),
    S("different_subject", "tirrel insurance", "mrr", "-", "2900 gbp", T("2026-01-13 10:00"),
      "Tirrel Insurance MRR: £2,900"),

    # static: facts that do not change (some stated twice, other format)
    S("static", "kestrelmoor logistics", "company number", "-", "08813472", T("2025-02-12 10:00"),
      "Kestrelmoor Logistics company no. 08813472"),
    S("static", "kestrelmoor logistics", "company number", "-", "08813472", T("2025-10-20 11:00"),
      "KML reg number 0881 3472 (for the DPA)"),
    S("static", "orrin bank", "founded", "-", "1887", T("2025-04-01 09:00"),
      "Orrin Bank founded 1887 — they mention it in every deck"),
    S("static", "orrin bank", "founded", "-", "1887", T("2026-03-11 10:00"),
      "Orrin, est. 1887, wants the heritage angle in the case study"),
    S("static", "venmore labs", "vat number", "-", "gb419227705", T("2025-08-30 10:00"),
      "Venmore Labs VAT: GB 419 2277 05"),
    S("static", "venmore labs", "vat number", "-", "gb419227705", T("2026-01-07 10:00"),
      "VAT number (Venmore): GB419227705"),
    S("static", "greta ilsley (quarrybank dental group)", "birthday", "-", "03-14", T("2025-05-20 10:00"),
      "Greta Ilsley's birthday is 14 March"),
    S("static", "greta ilsley (quarrybank dental group)", "birthday", "-", "03-14", T("2026-03-09 09:00"),
      "Greta (QDG) bday 14/03 — send card"),
    S("static", "amberlode minerals", "customer id", "-", "cust-55120", T("2025-01-21 10:00"),
      "Amberlode Minerals customer ID: CUST-55120"),
    S("static", "hollin aerostructures", "founded", "-", "1962", T("2025-08-13 10:00"),
      "Hollin Aerostructures was founded in 1962 as a wing-rib shop"),
    S("static", "sorrelby health", "supplier ref", "-", "sup-00917", T("2025-04-23 10:00"),
      "our supplier ref on Sorrelby's side: SUP-00917"),
    S("static", "duskfield energy", "incorporated", "-", "2011-09-09", T("2026-01-16 10:00"),
      "Duskfield Energy incorporated 9 Sep 2011"),

    # membership: additive group membership
    S("membership", "priyanka sethi", "member of", "-", "emea enterprise pod", T("2026-02-24 10:00"),
      "Priya joined the EMEA enterprise pod", multi=True),
    S("membership", "kestrelmoor logistics", "member of", "-", "customer advisory board", T("2025-06-12 10:00"),
      "Kestrelmoor added to the customer advisory board", multi=True),
    S("membership", "devin ashcombe", "member of", "-", "pricing council", T("2025-07-01 10:00"),
      "Dev is on the pricing council this half", multi=True),
    S("membership", "ostrawick foods", "member of", "-", "forecasting beta pool", T("2025-10-08 10:00"),
      "Ostrawick joined the beta pool for the forecasting module", multi=True),
    S("membership", "sunniva brekke", "member of", "-", "fsi renewals tiger team", T("2026-07-08 10:00"),
      "Sunny's on the Q3 tiger team for FSI renewals", multi=True),
    S("membership", "halden brennick", "member of", "-", "public-sector bid team", T("2026-04-02 11:00"),
      "Hal's now part of the public-sector bid team", multi=True),
    S("membership", "calder ridge vets", "member of", "-", "healthcare user group", T("2025-09-04 10:00"),
      "Calder Ridge Vets joined the healthcare user group", multi=True),
    S("membership", "noor haddan", "member of", "-", "csm escalation rota", T("2025-12-10 10:00"),
      "Noor joined the CSM escalation rota", multi=True),
    S("membership", "venmore labs", "member of", "-", "api v3 early access", T("2025-10-22 10:00"),
      "Venmore Labs is in the early-access programme for API v3", multi=True),
    S("membership", "tomasz wierzbic", "member of", "-", "deal desk approvers", T("2026-01-27 10:00"),
      "Tomasz added to the #deal-desk approvers group", multi=True),
    S("membership", "thistlecombe media", "member of", "-", "partner referral scheme", T("2026-03-17 10:00"),
      "Thistlecombe signed up for the partner referral scheme", multi=True),
    S("membership", "ines marrow", "member of", "-", "ae interview panel", T("2026-05-13 10:00"),
      "Ines is on the interview panel for the new AE hires", multi=True),

    # equal_time: two conflicting records of one key at one order time (six pairs)
    S("equal_time", "coppergate freight", "account owner", "-", "ravi dunmore", T("2025-10-01 09:00"),
      "Coppergate Freight — Owner: Ravi Dunmore"),
    S("equal_time", "coppergate freight", "account owner", "-", "halden brennick", T("2025-10-01 09:00"),
      "Owner: Halden Brennick | Account: Coppergate Freight"),
    S("equal_time", "marlpit foods", "renewal date", "-", "2026-02-28", T("2025-11-12 14:00"),
      "Marlpit Foods renewal 2026-02-28"),
    S("equal_time", "marlpit foods", "renewal date", "-", "2026-03-31", T("2025-11-12 14:00"),
      "Marlpit renewal: 31 Mar 2026"),
    S("equal_time", "stellan hart architects", "seat count", "-", "35", T("2025-07-16 10:00"),
      "Stellan Hart Architects — seats 35"),
    S("equal_time", "stellan hart architects", "seat count", "-", "40", T("2025-07-16 10:00"),
      "Stellan Hart: 40 seats on the order form"),
    S("equal_time", "beltane robotics", "deal amount", "-", "88000 usd", T("2025-08-14 16:00"),
      "Beltane Robotics opp amount $88,000"),
    S("equal_time", "beltane robotics", "deal amount", "-", "95000 usd", T("2025-08-14 16:00"),
      "Beltane opp — Amount: 95k USD"),
    S("equal_time", "glenvarra distillers", "support plan", "-", "standard", T("2026-03-25 15:00"),
      "Glenvarra Distillers support: Standard"),
    S("equal_time", "glenvarra distillers", "support plan", "-", "priority", T("2026-03-25 15:00"),
      "Support plan: Priority (Glenvarra)"),
    S("equal_time", "quenby outdoor", "billing contact", "-", "lise amory", T("2025-08-21 12:00"),
      "Quenby Outdoor billing contact: Lise Amory"),
    S("equal_time", "quenby outdoor", "billing contact", "-", "conrad pell", T("2025-08-21 12:00"),
      "Quenby invoices → Conrad Pell (AP)"),

    # unrelated chatter
    S("unrelated", "-", "-", "-", "-", T("2025-03-05 16:00"),
      "anyone got the new deck template? the old one still has last year's logo"),
    S("unrelated", "-", "-", "-", "-", T("2025-04-16 09:00"), "pipeline review moved to 3pm today, room 2B"),
    S("unrelated", "-", "-", "-", "-", T("2025-06-26 12:00"), "reminder: expense reports due Friday"),
    S("unrelated", "-", "-", "-", "-", T("2025-04-03 17:00"),
      "great call today with the Venmore data team, really engaged"),
    S("unrelated", "-", "-", "-", "-", T("2025-09-03 10:00"),
      "who's covering the booth at the Harlsby logistics expo?"),
    S("unrelated", "-", "-", "-", "-", T("2025-11-06 15:00"),
      "CRM will be read-only Sat 02:00-04:00 for the upgrade"),
    S("unrelated", "-", "-", "-", "-", T("2026-01-29 11:00"), "lunch & learn on MEDDICC next Wed, bring questions"),
    S("unrelated", "-", "-", "-", "-", T("2026-04-23 08:30"), "Dev's out tomorrow, dentist"),
    S("unrelated", "-", "-", "-", "-", T("2026-06-10 17:30"),
      "note to self: chase legal on the DPA template redlines"),
    S("unrelated", "-", "-", "-", "-", T("2026-08-06 16:00"),
      "forecast call notes: nothing new, same commits as last week"),
    S("unrelated", "-", "-", "-", "-", T("2026-05-21 09:00"), "the Procurex supplier login page is down again"),
    S("unrelated", "-", "-", "-", "-", T("2025-10-03 17:00"), "thanks all for a strong Q3 🙌"),
]


# --------------------------------------------------------------------------------------------
def build():
    rng = random.Random(SEED)
    mems = []
    for fi, f in enumerate(FAMILIES):
        key = (f["subject"], f["attribute"], f["scope"])
        prev = None
        for vi, v in enumerate(f["versions"]):
            value = v["value"]
            if isinstance(value, tuple):
                value = resolve_rel(value[1], v["t"])
            m = {"key": key, "value": value, "pol": v["pol"], "t": v["t"], "text": v["text"],
                 "label": None, "family": fi, "vidx": vi, "tags": v["tags"], "same": v["same"]}
            mems.append(m)
            prev = m
        for a in f["attached"]:
            mems.append({"key": key, "value": prev["value"], "pol": prev["pol"], "t": a["t"], "text": a["text"],
                         "label": a["label"], "family": fi, "vidx": None, "tags": a["tags"], "same": False})
    for s in STANDALONE:
        attr = s["attribute"] + ("[" + s["value"] + "]" if s["multi"] else "")
        if s["label"] == "unrelated":
            attr = "chatter#%d" % len(mems)
        mems.append({"key": (s["subject"], attr, s["scope"]), "value": s["value"], "pol": s["pol"], "t": s["t"],
                     "text": s["text"], "label": s["label"], "family": None, "vidx": None, "tags": s["tags"],
                     "same": False})

    # backfilled vs live
    idx = list(range(len(mems)))
    rng.shuffle(idx)
    n_back = round(BACKFILL_SHARE * len(mems))
    back = set(idx[:n_back])
    session = [i for i in idx[:n_back]]
    rng.shuffle(session)
    cur = SESSION_START
    for i in session:
        cur = cur + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = cur
        mems[i]["observed"] = mems[i]["t"]
    for i in range(len(mems)):
        if i not in back:
            mems[i]["created"] = mems[i]["t"]
            mems[i]["observed"] = None
    session_end = cur

    # ids in shuffled order
    idorder = list(range(len(mems)))
    rng.shuffle(idorder)
    for n, i in enumerate(idorder, 1):
        mems[i]["id"] = "%s-%03d" % (PREFIX, n)
    fileorder = list(range(len(mems)))
    rng.shuffle(fileorder)

    # truth from the tables
    groups = defaultdict(list)
    for m in mems:
        groups[m["key"]].append(m)
    pairs = []
    for key, ms in groups.items():
        ms.sort(key=lambda m: m["t"])
        for m in ms:
            newer = [n for n in ms if n["t"] > m["t"] and (n["value"], n["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            tmin = min(n["t"] for n in newer)
            first = [n for n in newer if n["t"] == tmin]
            assert len(first) == 1, ("tie among replacements", key)
            r = first[0]
            pairs.append((m, r, "negation" if m["pol"] != r["pol"] else "value"))

    checks(mems, pairs, groups, session_start=SESSION_START, session_end=session_end)
    return mems, pairs, fileorder


def checks(mems, pairs, groups, session_start, session_end):
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(id(a))
        in_pair.add(id(b))
    for m in mems:
        if m["label"]:
            assert id(m) not in in_pair, ("labelled memory in a pair", m["text"])
            assert m["label"] in CLASSES
        else:
            assert id(m) in in_pair, ("unlabelled memory not in a pair", m["text"])
    for key, ms in groups.items():
        labels = {m["label"] for m in ms}
        ts = [m["t"] for m in ms]
        if "equal_time" in labels:
            assert labels == {"equal_time"} and len(ms) == 2 and ts[0] == ts[1]
            assert ms[0]["value"] != ms[1]["value"]
        else:
            assert len(set(ts)) == len(ts), ("order times not distinct", key)
    for fi, f in enumerate(FAMILIES):
        vs = [m for m in mems if m["family"] == fi and m["label"] is None]
        at = [m for m in mems if m["family"] == fi and m["label"] is not None]
        assert len(vs) == len(f["versions"]) >= 2
        for i in range(1, len(vs)):
            assert vs[i]["t"] > vs[i - 1]["t"], ("versions out of order", f["subject"], f["attribute"])
        last = vs[-1]
        for a in at:
            assert a["t"] > last["t"] and a["value"] == last["value"] and a["pol"] == last["pol"]
            assert a["label"] in ("format_variant", "elaboration", "confirmation")
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), [t for t, c in Counter(texts).items() if c > 1]
    for m in mems:
        assert m["text"].strip()
        assert m["created"] < LIMIT and m["t"] < LIMIT
        if m["observed"] is not None:
            assert m["observed"] < m["created"]
    assert session_end - session_start < dt.timedelta(hours=1)
    c = Counter(m["label"] for m in mems if m["label"])
    assert all(c[k] == 12 for k in CLASSES), c
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)


def ts(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def stats(mems, pairs):
    fam_sizes = Counter(len(f["versions"]) for f in FAMILIES)
    reasons = Counter(r for _, _, r in pairs)
    labels = Counter(m["label"] for m in mems if m["label"])
    back = sum(1 for m in mems if m["observed"] is not None)
    same = sum(1 for _, r, _ in pairs if r["same"])
    tags = Counter(t for m in mems for t in m["tags"])
    neg_fams = sum(1 for f in FAMILIES if any(v["pol"] == "-" for v in f["versions"]))
    restart = sum(1 for f in FAMILIES if any("restart" in v["tags"] for v in f["versions"]))
    rows = [
        ("memories", len(mems)),
        ("  backfilled (observed_at + import session)", back),
        ("  live (created_at only)", len(mems) - back),
        ("changing families", len(FAMILIES)),
    ]
    for k in sorted(fam_sizes):
        rows.append(("  families of %d versions" % k, fam_sizes[k]))
    rows += [
        ("  negation families", neg_fams),
        ("    of which stop and restart", restart),
        ("family versions (unlabelled)", sum(1 for m in mems if not m["label"])),
        ("true pairs", len(pairs)),
        ("  value", reasons["value"]),
        ("  negation", reasons["negation"]),
        ("  replacement reworded", len(pairs) - same),
        ("  replacement same line, value swapped", same),
        ("move-backs", tags["move_back"]),
        ("interior confirmations", tags["interior_confirmation"]),
        ("replacements naming the old value", tags["names_old_value"]),
        ("relative dates", tags["relative_date"]),
        ("unit/format change inside a pair", tags["unit_change"]),
        ("handovers stating another subject's fact", tags["handover_other_subject"]),
        ("labelled negatives", sum(labels.values())),
    ]
    for k in CLASSES:
        rows.append(("  " + k, labels[k]))
    w = max(len(r[0]) for r in rows)
    out = ["%-*s  %s" % (w, "item", "count"), "%s  %s" % ("-" * w, "-----")]
    out += ["%-*s  %d" % (w, a, b) for a, b in rows]
    return "\n".join(out)


def listing(mems):
    lines = []
    for m in sorted(mems, key=lambda m: m["id"]):
        lines.append("\t".join([
            m["id"], ts(m["t"]), m["label"] or "-", " | ".join(m["key"]), m["value"], m["pol"],
            "backfilled" if m["observed"] is not None else "live", ",".join(m["tags"]) or "-"]))
    return "\n".join(lines)


def write(mems, pairs, fileorder):
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for i in fileorder:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": ts(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = ts(m["observed"])
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for a, b, r in sorted(pairs, key=lambda p: (p[0]["id"], p[1]["id"])):
            fh.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            fh.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, pairs, fileorder = build()
    if argv and argv[0] == "--stats":
        print(stats(mems, pairs))
    elif argv and argv[0] == "--list":
        print(listing(mems))
    else:
        write(mems, pairs, fileorder)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
