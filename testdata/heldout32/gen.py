#!/usr/bin/env python3
"""heldout32 — blind labelled supersession set, register: sales CRM / account-management notes.

python3 gen.py           writes memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats   prints counts, writes nothing
python3 gen.py --list    prints every memory, writes nothing
anything else            exits 2, writes nothing

Every memory is held in the explicit tables below (FAMILIES of versions, with attached labelled
memories, and STANDALONE labelled memories). Truth is computed from the tables (fact key, value key,
polarity, order time), never from the text.
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 320553
PREFIX = "h32"
SESSION_START = dt.datetime(2026, 11, 24, 10, 0, 0)
LIMIT = dt.datetime(2026, 12, 1, 0, 0, 0)
BACKFILL_SHARE = 0.75

POS, NEG = "+", "-"


def V(value, pol, when, text, tag="", mode=None):
    """One version of a changing family. mode: None (seeded), 'B' backfilled, 'L' live."""
    return dict(value=value, pol=pol, when=when, text=text, tag=tag, mode=mode)


def A(cls, value, pol, when, text, mode=None):
    """A labelled memory attached to a family key (after its last version)."""
    return dict(cls=cls, value=value, pol=pol, when=when, text=text, mode=mode)


def S(cls, subject, attribute, scope, value, pol, when, text, mode=None):
    """A standalone labelled memory on its own key."""
    return dict(cls=cls, subject=subject, attribute=attribute, scope=scope, value=value,
                pol=pol, when=when, text=text, mode=mode)


def F(subject, attribute, scope, versions, attached=(), kind="value"):
    return dict(subject=subject, attribute=attribute, scope=scope, versions=list(versions),
                attached=list(attached), kind=kind)


HDC = "Halvorsen Dairy Cooperative"
BSF = "Brennick & Sowerby Freight"
THG = "Tallowmere Hospitals Group"
CAS = "Castellane Hotels"
OVP = "Orrin Valley Plastics"

# --------------------------------------------------------------------------------------------
# FAMILIES: one fact each (subject | attribute | scope); versions in order-time order.
# --------------------------------------------------------------------------------------------
FAMILIES = [
    # 01
    F(HDC, "account owner", "-", [
        V("priya-ransome", POS, "2025-01-13 09:20",
          "Account: Halvorsen Dairy Cooperative\nAccount ID: ACC-4471\nOwner: Priya Ransome\nSegment: Mid-market"),
        V("tobias-wendt", POS, "2025-06-02 08:45",
          "Taking over Halvorsen from Priya as of today. Priya keeps the Ashgrove Dental book. — Toby",
          tag="handover-states-other-subject"),
        V("marisol-ekwueme", POS, "2026-02-16 10:05",
          "HDC moved to Marisol's patch in the Feb territory carve, she's AE from here on and Toby's out of it"),
    ]),
    # 02
    F(HDC, "renewal date", "subscription", [
        V("2026-03-31", POS, "2025-03-04 14:10", "Halvorsen renewal: 31/03/2026"),
        V("2026-06-30", POS, "2025-11-19 16:30",
          "call w/ Ruaridh at the dairy co-op — they want the renewal pushed to end of Q2, so June 30, 2026. their budget cycle moved",
          tag="format-change"),
    ], attached=[
        A("format_variant", "2026-06-30", POS, "2026-01-12 11:25", "Renewal date (HDC): 30/06/2026"),
    ]),
    # 03
    F(HDC, "seat count", "platform licence", [
        V("120", POS, "2024-11-05 09:00", "ACC-4471 seats (platform): 120"),
        V("150", POS, "2025-04-22 13:40", "ACC-4471 seats (platform): 150", tag="same-shape"),
        V("185", POS, "2025-09-30 15:15",
          "Halvorsen Dairy Cooperative — platform licence true-up came back at 185 seats"),
        V("210", POS, "2026-05-11 10:50",
          "PO in from the dairy co-op for another 25, takes them to 210 on the platform"),
    ], attached=[
        A("confirmation", "210", POS, "2026-08-03 09:35",
          "HDC still on 210 platform seats after the Q3 true-up, no change"),
    ]),
    # 04
    F(HDC, "churn risk", "-", [
        V("churn-risk", POS, "2025-02-20 16:05",
          "Flagging Halvorsen as a churn risk — usage down 40% since Xmas and our champion left"),
        V("churn-risk", NEG, "2025-07-08 09:10",
          "HDC off the churn-risk list, adoption back up after the retraining sessions"),
        V("churn-risk", POS, "2026-03-25 14:45",
          "Churn risk: YES — Halvorsen Dairy (ACC-4471). New COO is reviewing all SaaS spend"),
    ], attached=[
        A("confirmation", "churn-risk", POS, "2026-06-15 12:20",
          "the dairy co-op remains on the churn-risk list going into renewal"),
    ], kind="negation-restart"),
    # 05
    F(HDC, "billing contact", "-", [
        V("gemma-tulliver", POS, "2025-01-28 11:30",
          "Billing contact: Gemma Tulliver, Finance Officer (Halvorsen)"),
        V("ruaridh-penhale", POS, "2025-10-06 10:40",
          "switched HDC billing contact from Gemma Tulliver to Ruaridh Penhale — Gemma's on mat leave, invoices to Ruaridh",
          tag="names-old-value"),
    ]),
    # 06
    F(BSF, "deal stage", "OPP-7781", [
        V("discovery", POS, "2025-02-03 10:00",
          "Opportunity: OPP-7781 Fleet Telematics\nAccount: Brennick & Sowerby Freight\nStage: Discovery"),
        V("demo", POS, "2025-03-12 15:20",
          "B&S telematics opp moved to demo stage, booked w/ their transport mgr for next week"),
        V("proposal", POS, "2025-04-29 11:45",
          "Opportunity: OPP-7781 Fleet Telematics\nAccount: Brennick & Sowerby Freight\nStage: Proposal"),
        V("negotiation", POS, "2025-06-10 09:30",
          "Opportunity: OPP-7781 Fleet Telematics\nAccount: Brennick & Sowerby Freight\nStage: Negotiation",
          tag="same-shape"),
        V("closed-won", POS, "2025-07-31 17:05",
          "WON — Brennick fleet telematics (7781) signed this afternoon, legal finally let the MSA go"),
    ]),
    # 07
    F(BSF, "deal amount", "OPP-7781", [
        V("48000-gbp", POS, "2025-03-14 10:25", "OPP-7781 amount: 48000 GBP"),
        V("56500-gbp", POS, "2025-06-18 14:00",
          "freight account's telematics deal is now worth £56.5k after they added the trailer units",
          tag="format-change"),
    ], attached=[
        A("format_variant", "56500-gbp", POS, "2025-08-05 09:15",
          "OPP-7781 (Brennick) final amount GBP 56,500.00"),
    ]),
    # 08
    F(BSF, "competitor in use", "-", [
        V("zentrix", POS, "2024-12-09 13:30", "Competitor: Zentrix (incumbent on dispatch) — Brennick"),
        V("zentrix", NEG, "2025-05-14 16:40",
          "B&S no longer on Zentrix, they let it lapse end of April — dispatch is on spreadsheets for now"),
        V("corvane", POS, "2026-01-21 09:55",
          "Heads up, Brennick signed with Corvane for dispatch last week. That's who we're up against now"),
    ], kind="negation"),
    # 09
    F(BSF, "decision maker", "-", [
        V("helena-strood", POS, "2025-02-10 11:00", "DM at Brennick: Helena Strood (COO)"),
        V("marcus-abara", POS, "2025-09-02 15:35",
          "New CFO at the freight account, Marcus Abara, is the one who signs off now — Helena's stepped back from purchasing"),
    ], attached=[
        A("elaboration", "marcus-abara", POS, "2025-10-14 10:10",
          "Marcus Abara (CFO, B&S) is final sign-off for anything over £25k and wants an ROI one-pager before any meeting"),
    ]),
    # 10
    F(BSF, "procurement portal", "-", [
        V("buybridge", POS, "2025-03-20 12:15", "Procurement portal: BuyBridge (supplier ID BSF-3301)"),
        V("tenderlink", POS, "2025-12-01 09:05",
          "Brennick have moved all supplier invoicing onto Tenderlink, BuyBridge is being retired their end",
          tag="names-old-value"),
    ]),
    # 11
    F(THG, "contract tier", "-", [
        V("core", POS, "2024-10-15 10:30", "Tallowmere Hospitals Group — tier: Core"),
        V("pro", POS, "2025-04-07 14:50", "THG upgraded to Pro at the April renewal"),
        V("enterprise", POS, "2026-04-13 16:20", "Tallowmere Hospitals Group — tier: Enterprise"),
    ], attached=[
        A("elaboration", "enterprise", POS, "2026-05-20 11:05",
          "Tallowmere are on Enterprise, which includes SSO, the audit log and a sandbox, so stop quoting them the SSO add-on"),
    ]),
    # 12
    F(THG, "account owner", "-", [
        V("declan-furlow", POS, "2024-10-21 09:40",
          "Account: Tallowmere Hospitals Group\nOwner: Declan Furlow"),
        V("ingrid-salazar", POS, "2025-05-19 08:55",
          "Ingrid is covering the hospital group as owner while Dec is on sabbatical, send all THG stuff to her"),
        V("declan-furlow", POS, "2025-11-03 10:15",
          "Dec's back and has taken Tallowmere back off Ingrid", tag="move-back"),
    ], attached=[
        A("confirmation", "declan-furlow", POS, "2026-02-02 15:00",
          "Declan still owns Tallowmere, confirmed at pipeline review"),
    ]),
    # 13
    F(THG, "support plan", "-", [
        V("standard", POS, "2024-11-12 13:10", "Support plan: Standard (THG)"),
        V("premier", POS, "2025-08-25 10:45", "Support plan: Premier (THG)", tag="same-shape"),
    ]),
    # 14
    F(THG, "auto-renew", "-", [
        V("auto-renew", POS, "2024-10-30 11:20", "Auto-renew: ON (Tallowmere master agreement)"),
        V("auto-renew", NEG, "2025-03-03 16:30",
          "THG procurement made us switch auto-renew off, every renewal needs a fresh PO now"),
        V("auto-renew", POS, "2025-12-08 14:05",
          "Tallowmere agreed to put auto-renewal back on for the new term"),
    ], kind="negation-restart"),
    # 15
    F(THG, "next step date", "QBR", [
        V("2026-02-12", POS, "2026-01-20 09:25", "Next step: Tallowmere QBR 12 Feb 2026, 10:00"),
        V("2026-02-10", POS, "2026-02-05 15:50",
          "THG asked to move the QBR to next Tuesday, same time", tag="relative-date:next:Tuesday"),
    ]),
    # 16
    F(CAS, "territory", "-", [
        V("emea-south", POS, "2025-01-09 10:20", "Castellane Hotels — territory: EMEA South"),
        V("iberia", POS, "2025-07-01 09:00", "Castellane Hotels — territory: Iberia", tag="same-shape"),
    ]),
    # 17
    F(CAS, "discount", "subscription", [
        V("8pct", POS, "2025-02-14 09:50", "Castellane discount: 8% on subscription"),
        V("12pct", POS, "2025-06-23 17:10",
          "approved 12% off Castellane's subscription to get the multi-property deal over the line, deal desk ok'd"),
        V("8pct", POS, "2026-01-12 13:35",
          "CH discount goes back to 8 per cent at renewal, the 12 was a one-off for year 1",
          tag="move-back,names-old-value"),
    ], attached=[
        A("confirmation", "8pct", POS, "2026-03-30 10:00",
          "Castellane subscription discount stays at 8%, they haven't asked for more"),
    ]),
    # 18
    F(CAS, "main contact", "-", [
        V("ottilie-marsh", POS, "2025-01-09 11:05", "Main contact: Ottilie Marsh (IT Director, Castellane)"),
        V("benedikt-rauch", POS, "2025-10-20 14:25",
          "Ottilie's left Castellane. Benedikt Rauch is our day-to-day contact now", tag="names-old-value"),
    ], attached=[
        A("elaboration", "benedikt-rauch", POS, "2025-12-04 16:00",
          "Benedikt Rauch — Head of Revenue Systems at Castellane, sits in the Port Essary office, prefers Teams to phone"),
    ]),
    # 19
    F(CAS, "seat count", "Harrowby HQ", [
        V("40", POS, "2025-02-14 10:30", "Castellane HQ (Harrowby) seats: 40"),
        V("55", POS, "2025-09-15 11:50", "Harrowby head office at Castellane went from 40 to 55 users",
          tag="names-old-value"),
    ]),
    # 20
    F(OVP, "account owner", "-", [
        V("kofi-marchetti", POS, "2025-01-06 09:15",
          "Account: Orrin Valley Plastics\nOwner: Kofi Marchetti\nIndustry: Plastics / extrusion"),
        V("hana-lindqvist", POS, "2025-08-11 08:30",
          "Hana picks up Orrin Valley from Kofi this week; Kofi moves over to run the partner channel",
          tag="handover-states-other-subject"),
    ]),
    # 21
    F(OVP, "deal stage", "OPP-8120", [
        V("poc", POS, "2025-09-08 10:05", "OPP-8120 (OVP extrusion-line analytics) — Stage: POC"),
        V("negotiation", POS, "2025-10-27 16:15",
          "POC wrapped at Orrin, they liked it, we're negotiating on 8120 now"),
        V("closed-lost", POS, "2025-12-15 12:40",
          "Lost 8120 — OVP went with an in-house build. Marking it closed lost"),
    ], attached=[
        A("confirmation", "closed-lost", POS, "2026-01-19 14:30",
          "OPP-8120 confirmed closed lost at pipeline review, no revival planned"),
    ]),
    # 22
    F(OVP, "renewal date", "subscription", [
        V("2025-11-30", POS, "2025-02-03 15:00", "Orrin Valley subscription renews 30 Nov 2025"),
        V("2026-01-31", POS, "2025-10-02 11:20",
          "OVP asked for a 2-month extension, so the subscription renewal is now 31 Jan 2026"),
    ]),
    # 23
    F(OVP, "credit hold", "-", [
        V("credit-hold", POS, "2025-03-17 14:35",
          "Finance has put Orrin Valley Plastics on credit hold — 90+ days overdue"),
        V("credit-hold", NEG, "2025-04-14 10:55", "OVP paid up, credit hold lifted"),
        V("credit-hold", POS, "2025-11-10 09:45",
          "Orrin back on credit hold, Q3 invoice still unpaid. Don't ship the new licences"),
    ], kind="negation-restart"),
    # 24
    F(OVP, "ARR", "-", [
        V("72000-usd", POS, "2025-01-06 10:00", "ARR: $72,000 (Orrin Valley)"),
        V("81600-usd", POS, "2026-01-05 15:40", "orrin valley ARR up to 81.6k after the Jan uplift"),
    ], attached=[
        A("format_variant", "81600-usd", POS, "2026-02-09 10:30", "OVP ARR = USD 81,600"),
    ]),
    # 25
    F("Wickstead Logistics", "account owner", "-", [
        V("yusuf-bellamy", POS, "2025-04-01 09:30", "Account: Wickstead Logistics\nOwner: Yusuf Bellamy"),
        V("renata-quaye", POS, "2025-12-01 13:15",
          "Ren owns Wickstead now, Yusuf handed it over before he left for the US team",
          tag="handover-states-other-subject"),
    ]),
    # 26
    F("Wickstead Logistics", "deal stage", "OPP-8004", [
        V("proposal", POS, "2025-05-06 11:10", "OPP-8004 Wickstead yard mgmt\nStage: Proposal"),
        V("negotiation", POS, "2025-06-30 16:45", "OPP-8004 Wickstead yard mgmt\nStage: Negotiation",
          tag="same-shape"),
    ], attached=[
        A("elaboration", "negotiation", POS, "2025-07-22 10:20",
          "Wickstead 8004 negotiation: redlines on MSA clause 14, liability cap is the sticking point, their counsel is Fenella Ross"),
    ]),
    # 27
    F("Kettleby Foods", "seat count", "-", [
        V("60", POS, "2025-02-24 14:20", "Kettleby Foods seats: 60"),
        V("90", POS, "2025-10-13 09:40", "Kettleby Foods seats: 90", tag="same-shape"),
    ], attached=[
        A("format_variant", "90", POS, "2025-11-03 15:05", "kettleby — ninety seats on the current order form"),
    ]),
    # 28
    F("Kettleby Foods", "renewal date", "Kettleby Foods UK", [
        V("2026-04-30", POS, "2025-03-10 10:35", "Renewal (Kettleby Foods UK Ltd): 30 April 2026"),
        V("2026-05-31", POS, "2026-02-23 16:10", "Kettleby UK renewal slipping a month → 31 May 2026"),
    ]),
    # 29
    F("Marrowfield Borough Council", "procurement portal", "-", [
        V("supplygate", POS, "2025-01-22 11:45", "Marrowfield Borough Council buys through SupplyGate"),
        V("procura", POS, "2025-09-09 09:20",
          "Council's moved procurement onto Procura from 1 Sept, we need to register there"),
    ], attached=[
        A("confirmation", "procura", POS, "2026-01-26 13:50", "Marrowfield still on Procura for all POs"),
    ]),
    # 30
    F("Marrowfield Borough Council", "PO number", "FY25-26 renewal", [
        V("4500118820", POS, "2025-03-27 15:25", "Marrowfield PO: 4500118820 (renewal)"),
        V("4500119307", POS, "2025-04-09 10:05",
          "the council cancelled PO 4500118820 and reissued it as 4500119307, use the new one on the invoice",
          tag="names-old-value"),
    ]),
    # 31
    F("Ashgrove Dental Partners", "contract tier", "-", [
        V("core", POS, "2025-02-11 13:00", "Ashgrove Dental Partners: Core tier"),
        V("pro", POS, "2025-11-24 11:30", "Ashgrove moved up to Pro, they needed the multi-practice reporting"),
    ]),
    # 32
    F("Vantry Motors", "next step date", "demo", [
        V("2026-03-10", POS, "2026-02-24 10:15", "Vantry Motors — demo: 10/03/2026 14:00"),
        V("2026-03-11", POS, "2026-03-05 12:30",
          "Vantry need to push the demo to next Wednesday, their ops lead is off",
          tag="relative-date:next:Wednesday"),
    ]),
    # 33
    F("Vantry Motors", "decision maker", "-", [
        V("anouk-verhage", POS, "2025-03-03 09:50", "Vantry DM = Anouk Verhage (MD)"),
        V("tom-preddy", POS, "2025-08-18 14:15",
          "Anouk has handed purchasing sign-off at Vantry to Tom Preddy, the new ops director"),
        V("anouk-verhage", POS, "2026-01-07 11:40",
          "Tom Preddy's left Vantry Motors; the decision maker is Anouk Verhage again", tag="move-back"),
    ], attached=[
        A("confirmation", "anouk-verhage", POS, "2026-04-01 10:25",
          "Anouk remains the DM at Vantry, she's chairing the eval"),
    ]),
    # 34
    F("Sellick Aerospace Components", "support plan", "-", [
        V("premier", POS, "2025-01-15 10:40", "Sellick Aerospace — support: Premier"),
        V("24x7-critical", POS, "2025-07-14 15:55",
          "Sellick upgraded to 24/7 Critical support after the line-down incident"),
    ], attached=[
        A("elaboration", "24x7-critical", POS, "2025-09-01 09:05",
          "Sellick's 24/7 Critical plan: 30-min P1 response, a named TAM and weekend on-call"),
    ]),
    # 35
    F("Sellick Aerospace Components", "seat count", "employee seats", [
        V("300", POS, "2025-01-15 11:40", "Seats (Sellick, employee): 300"),
        V("340", POS, "2025-10-06 14:10", "Seats (Sellick, employee): 340", tag="same-shape"),
    ]),
    # 36
    F("Nolderhaven Ports Authority", "deal stage", "OPP-7950", [
        V("discovery", POS, "2025-04-14 10:10",
          "Nolderhaven Ports — OPP-7950 berth scheduling — Stage: Discovery"),
        V("poc", POS, "2025-06-09 13:45", "NPA kicked off a POC on 7950 today"),
        V("proposal", POS, "2025-08-04 16:25",
          "Stage: Proposal | Nolderhaven Ports Authority | OPP-7950"),
    ]),
    # 37
    F("Nolderhaven Ports Authority", "account owner", "-", [
        V("oskar-pellinen", POS, "2025-04-14 11:35",
          "Account: Nolderhaven Ports Authority\nOwner: Oskar Pellinen\nSegment: Public sector"),
        V("marisol-ekwueme", POS, "2025-10-01 09:10",
          "Mari has Nolderhaven from 1 Oct, Oskar handed over his notes this morning"),
    ], attached=[
        A("elaboration", "marisol-ekwueme", POS, "2025-11-12 14:40",
          "Marisol owns the Nolderhaven account including the harbour-master's office sub-account, SE support from Ben Tolland"),
    ]),
    # 38
    F("Grisewood Pharma", "competitor in use", "-", [
        V("paxlo", POS, "2025-02-05 15:30", "Grisewood Pharma currently uses Paxlo"),
        V("trelliant", POS, "2025-12-10 10:50", "Grisewood moved off Paxlo onto Trelliant in Nov, sigh",
          tag="names-old-value"),
    ]),
    # 39
    F("Grisewood Pharma", "renewal date", "-", [
        V("2026-09-30", POS, "2025-01-20 14:05", "Grisewood renewal date: 2026-09-30"),
        V("2026-08-31", POS, "2025-08-12 11:15",
          "grisewood want the renewal brought forward to 31 Aug to line up w/ their FY"),
        V("2026-10-31", POS, "2026-03-02 16:35",
          "Grisewood Pharma renewal moved again — now 31 October 2026"),
    ], attached=[
        A("confirmation", "2026-10-31", POS, "2026-05-18 09:45",
          "Grisewood renewal confirmed for 31 Oct, PO expected in Sept"),
    ]),
    # 40
    F("Lantern Hill Academies Trust", "billing contact", "-", [
        V("fola-adeyemi-rook", POS, "2025-03-12 10:25",
          "Lantern Hill Academies Trust — billing: Fola Adeyemi-Rook (Trust Business Manager)"),
        V("cormac-ebdon", POS, "2025-09-24 15:10",
          "Invoices for the Trust should go to Cormac Ebdon in central finance from now on"),
    ]),
    # 41
    F("Lantern Hill Academies Trust", "reference customer", "-", [
        V("reference", POS, "2025-04-02 13:20",
          "Lantern Hill happy to be a reference customer for edu prospects"),
        V("reference", NEG, "2025-11-05 10:35",
          "LHAT withdrew as a reference, new CEO doesn't want vendor case studies"),
    ], attached=[
        A("confirmation", "reference", NEG, "2026-02-17 11:55",
          "Lantern Hill still not willing to be a reference, don't put them in decks"),
    ], kind="negation"),
    # 42
    F("Duvall-Oakes Engineering", "ARR", "-", [
        V("130000-gbp", POS, "2025-01-27 09:20", "Duvall-Oakes Engineering ARR £130,000"),
        V("142000-gbp", POS, "2025-07-28 14:30", "DOE ARR now £142k after the Brayford site came on"),
        V("155000-gbp", POS, "2026-01-26 10:40", "ARR: 155k GBP (Duvall-Oakes, post-uplift)"),
    ], attached=[
        A("format_variant", "155000-gbp", POS, "2026-03-09 13:15",
          "Duvall-Oakes ARR is £155,000 per the billing system"),
    ]),
    # 43
    F("Duvall-Oakes Engineering", "contract term", "-", [
        V("12-months", POS, "2025-01-27 09:40", "Term: 12 months (DOE)"),
        V("36-months", POS, "2025-12-17 15:20", "Duvall-Oakes signed up for a 3-year term at renewal",
          tag="format-change"),
    ], attached=[
        A("format_variant", "36-months", POS, "2026-02-04 10:05", "DOE contract term = 36 months"),
    ]),
    # 44
    F("Fernhollow Garden Centres", "seat count", "year-round", [
        V("22", POS, "2025-02-17 11:10", "Fernhollow Garden Centres, year-round seats: 22"),
        V("22", POS, "2025-08-20 14:50", "Checked with Fernhollow — still 22 year-round users, no change",
          tag="interior-confirmation"),
        V("30", POS, "2026-02-10 09:35",
          "Fernhollow added 8 permanent seats for the new Ashby Cross store, so 30 year-round"),
    ]),
    # 45
    F("Quarrington Steel", "account owner", "-", [
        V("tobias-wendt", POS, "2025-03-05 10:50", "Quarrington Steel — owner: Tobias Wendt"),
        V("priya-ransome", POS, "2025-09-29 16:00", "Q-Steel reassigned to Priya in the Q4 rebalance"),
    ], attached=[
        A("confirmation", "priya-ransome", POS, "2026-01-14 11:20",
          "Priya still has Quarrington Steel, no change in the new territory plan"),
    ]),
    # 46
    F("Quarrington Steel", "deal amount", "OPP-8233", [
        V("210000-usd", POS, "2025-10-08 13:25", "OPP-8233 Quarrington furnace monitoring: $210,000"),
        V("185000-usd", POS, "2025-11-26 10:15",
          "Quarrington cut scope on 8233, we're at 185k USD now"),
    ]),
    # 47
    F("Bellweather Insurance", "decision maker", "-", [
        V("simone-achterberg", POS, "2025-05-12 11:00",
          "Account: Bellweather Insurance\nDecision maker: Simone Achterberg (Head of Ops)"),
        V("raj-kettering", POS, "2026-02-03 14:40",
          "Raj Kettering (new COO) owns the decision at Bellweather now"),
    ]),
    # 48
    F("Bellweather Insurance", "discount", "-", [
        V("15pct", POS, "2025-05-12 14:20", "Discount: 15% (Bellweather)"),
        V("10pct", POS, "2026-02-19 09:30",
          "deal desk cut Bellweather's discount from 15% to 10% for the renewal", tag="names-old-value"),
    ]),
    # 49
    F("Tamsin Row Breweries", "contract tier", "-", [
        V("pro", POS, "2025-03-18 14:10", "Tamsin Row Breweries — Pro tier"),
        V("core", POS, "2025-11-17 15:05", "Tamsin Row Breweries — Core tier", tag="same-shape"),
    ]),
    # 50
    F("Tamsin Row Breweries", "premium support add-on", "-", [
        V("premium-support", POS, "2025-03-18 15:00", "Tamsin Row has the Premium Support add-on"),
        V("premium-support", NEG, "2025-11-17 15:30",
          "Premium Support cancelled for the brewery as part of their cost-cutting"),
    ], kind="negation"),
    # 51
    F("Calderwick Utilities", "deal stage", "OPP-7702", [
        V("proposal", POS, "2025-06-02 10:30", "OPP-7702 Calderwick Utilities — Stage: Proposal"),
        V("negotiation", POS, "2025-07-21 15:45", "OPP-7702 Calderwick Utilities — Stage: Negotiation",
          tag="same-shape"),
        V("proposal", POS, "2025-09-08 11:05",
          "Calderwick reopened scope after the regulator review, so 7702 drops back to proposal — new one needed",
          tag="move-back"),
    ], attached=[
        A("confirmation", "proposal", POS, "2025-11-10 16:10",
          "Calderwick 7702 still at Proposal, the revised doc is with them"),
    ]),
    # 52
    F("Calderwick Utilities", "next step date", "OPP-7702", [
        V("2025-10-06", POS, "2025-09-10 09:15", "Next step (7702): revised proposal walkthrough 6 Oct"),
        V("2025-10-20", POS, "2025-09-29 14:20", "Calderwick walkthrough pushed to Mon 20th Oct"),
    ]),
    # 53
    F("Ostrander Labs", "seat count", "-", [
        V("45", POS, "2025-02-26 09:55", "Ostrander Labs seats: 45"),
        V("45", POS, "2025-06-11 13:30", "Ostrander true-up done, 45 seats confirmed",
          tag="interior-confirmation"),
        V("38", POS, "2026-01-28 10:45", "Ostrander reduced to 38 seats at renewal (closing one lab)"),
    ]),
    # 54
    F("Ostrander Labs", "tax exempt", "-", [
        V("tax-exempt", POS, "2025-02-26 10:15",
          "Ostrander Labs is tax-exempt (research charity), certificate on file"),
        V("tax-exempt", NEG, "2025-10-15 15:40",
          "Ostrander's exemption cert expired and won't be renewed, invoice them with VAT from now on"),
    ], attached=[
        A("confirmation", "tax-exempt", NEG, "2026-01-08 11:35",
          "Confirmed again: Ostrander not tax-exempt, VAT applies"),
    ], kind="negation"),
    # 55
    F("Moravec Textiles", "territory", "-", [
        V("dach", POS, "2025-01-30 09:45", "Moravec Textiles — territory: DACH"),
        V("cee", POS, "2025-07-07 10:10", "Moravec got reassigned into CEE"),
    ], attached=[
        A("elaboration", "cee", POS, "2025-09-22 14:55",
          "Moravec is CEE territory, covered out of the Velkov office with local-language support"),
    ]),
    # 56
    F("Moravec Textiles", "account owner", "-", [
        V("hana-lindqvist", POS, "2025-01-30 10:00", "Owner: Hana Lindqvist / Moravec Textiles"),
        V("oskar-pellinen", POS, "2025-07-07 10:30", "Moravec owner → Oskar (goes with the CEE move)"),
        V("kofi-marchetti", POS, "2026-03-16 13:05", "Kofi has taken Moravec over from Oskar"),
    ]),
    # 57
    F("Pinecastle Retail Group", "ARR", "-", [
        V("240000-usd", POS, "2025-04-22 10:40", "Pinecastle Retail Group ARR: $240,000"),
        V("265000-usd", POS, "2026-04-20 15:15", "Pinecastle Retail Group ARR: $265,000", tag="same-shape"),
    ]),
    # 58
    F("Pinecastle Retail Group", "renewal date", "-", [
        V("2026-07-01", POS, "2025-04-22 11:00", "Pinecastle renewal: 2026-07-01"),
        V("2026-07-01", POS, "2025-12-03 14:35", "Checked the contract — Pinecastle still renews 1 July 2026",
          tag="interior-confirmation"),
        V("2026-09-01", POS, "2026-05-27 09:50",
          "Pinecastle renewal deferred to 2026-09-01, extension letter signed"),
    ], attached=[
        A("format_variant", "2026-09-01", POS, "2026-06-22 10:10", "Pinecastle renews 1 Sept 2026"),
    ]),
    # 59
    F("Hexley Print & Pack", "procurement portal", "-", [
        V("procura", POS, "2025-05-20 13:55", "Hexley Print & Pack portal: Procura"),
        V("supplygate", POS, "2025-12-08 10:25", "Hexley Print & Pack portal: SupplyGate", tag="same-shape"),
    ]),
    # 60
    F("Sundry Lane Bakeries", "deal stage", "OPP-8301", [
        V("demo", POS, "2025-08-05 11:25", "Sundry Lane Bakeries OPP-8301 — Demo"),
        V("proposal", POS, "2025-09-03 15:35", "Sundry Lane Bakeries OPP-8301 — Proposal", tag="same-shape"),
        V("closed-won", POS, "2025-10-22 16:50", "Sundry Lane signed! 8301 is closed won"),
    ], attached=[
        A("elaboration", "closed-won", POS, "2025-11-04 09:40",
          "Sundry Lane (OPP-8301) closed won: signed order form, 3-year term, kickoff booked for 17 Nov with their bakery ops lead"),
    ]),
    # 61
    F("Ailsa Drummond (Corriebrook Distillers)", "do not contact", "-", [
        V("dnc", POS, "2025-02-12 10:05",
          "Ailsa Drummond @ Corriebrook: DO NOT CONTACT (asked us to stop calling)"),
        V("dnc", NEG, "2025-06-04 14:45",
          "Ailsa at Corriebrook got in touch herself, happy to hear from us again — DNC removed"),
        V("dnc", POS, "2025-10-29 11:50",
          "Put Ailsa Drummond back on do-not-contact, she complained about the webinar invites"),
    ], kind="negation-restart"),
    # 62
    F("Aldermoor Water", "support plan", "-", [
        V("standard", POS, "2025-06-16 09:25", "Aldermoor Water support plan: Standard"),
        V("premier", POS, "2026-01-19 14:00", "Aldermoor Water support plan: Premier", tag="same-shape"),
    ], attached=[
        A("elaboration", "premier", POS, "2026-03-04 10:50",
          "Aldermoor's Premier support includes a quarterly health check and 4h P1 response"),
    ]),
    # 63
    F("Fenwright Cables", "CSM", "-", [
        V("renata-quaye", POS, "2025-03-24 11:15", "CSM: Renata Quaye (Fenwright Cables)"),
        V("kofi-marchetti", POS, "2025-08-26 09:00", "Kofi picking up CSM duties for Fenwright"),
    ], attached=[
        A("elaboration", "kofi-marchetti", POS, "2025-10-20 15:25",
          "Kofi is CSM for Fenwright Cables, runs their monthly ops call and the QBR prep"),
    ]),
    # 64
    F("Isolde Marine Services", "seat count", "shore office", [
        V("14", POS, "2025-01-08 10:50", "Isolde Marine Services (shore office): 14 seats"),
        V("25", POS, "2025-04-28 14:25", "Isolde Marine Services (shore office): 25 seats", tag="same-shape"),
        V("40", POS, "2025-09-17 11:30", "Isolde's shore team grew again, they're at 40 seats"),
        V("52", POS, "2026-03-23 16:05",
          "IMS shore office up to 52 users after they merged the Calvermouth depot in"),
    ], attached=[
        A("format_variant", "52", POS, "2026-05-04 09:20", "isolde marine shore office = fifty-two seats"),
    ]),
    # 65
    F("Rookwood Veterinary Group", "main contact", "-", [
        V("elspeth-garrow", POS, "2025-05-07 13:40",
          "Main contact: Dr Elspeth Garrow (Rookwood Veterinary Group)"),
        V("imogen-fairweather", POS, "2025-12-22 10:00",
          "Rookwood's day-to-day contact is Imogen Fairweather now, Dr Garrow is back to clinical only"),
    ], attached=[
        A("elaboration", "imogen-fairweather", POS, "2026-02-25 14:15",
          "Imogen Fairweather, practice ops director at Rookwood Vets — prefers email, free Tue/Thu afternoons"),
    ]),
    # 66
    F("Glasspool Opticians", "MRR", "-", [
        V("3400-gbp", POS, "2025-06-05 10:20", "Glasspool Opticians MRR: £3,400"),
        V("3950-gbp", POS, "2025-12-04 11:45", "Glasspool Opticians MRR: £3,950", tag="same-shape"),
    ], attached=[
        A("format_variant", "3950-gbp", POS, "2026-01-15 16:30", "glasspool mrr 3950 gbp"),
    ]),
    # 67
    F("Threlkeld Mining Supplies", "renewal date", "-", [
        V("2026-02-28", POS, "2025-02-18 15:50", "Renewal: 2026-02-28 (Threlkeld Mining Supplies)"),
        V("2026-03-31", POS, "2025-12-09 10:40", "Threlkeld asked for the renewal to move to end of March"),
        V("2026-05-31", POS, "2026-03-11 14:05",
          "TMS renewal now 31 May, their board hasn't approved the budget"),
        V("2026-06-30", POS, "2026-05-20 09:55", "Threlkeld pushed again, renewal 30/06/2026"),
    ], attached=[
        A("format_variant", "2026-06-30", POS, "2026-06-08 11:10", "Threlkeld renewal date: Jun 30 2026"),
    ]),
    # 68
    F("Varga & Lund Architects", "contract tier", "-", [
        V("core", POS, "2025-07-09 13:15", "Account: Varga & Lund Architects\nTier: Core"),
        V("pro", POS, "2026-01-13 10:30", "Account: Varga & Lund Architects\nTier: Pro", tag="same-shape"),
    ]),
    # 69
    F("Haverstock Pet Supplies", "next step date", "pricing call", [
        V("2026-06-03", POS, "2026-05-21 15:20", "Haverstock Pet Supplies — next step: pricing call 3 June"),
        V("2026-06-17", POS, "2026-05-29 09:45",
          "Haverstock pricing call moved to w/c 15 June, Weds 17th looks like the day"),
    ], attached=[
        A("format_variant", "2026-06-17", POS, "2026-06-02 13:30", "next step Haverstock 17/06/2026"),
    ]),
    # 70
    F("Ninefold Networks", "account owner", "-", [
        V("ingrid-salazar", POS, "2025-08-13 11:20", "Ninefold Networks - owner: Ingrid Salazar"),
        V("declan-furlow", POS, "2026-04-06 14:50", "Ninefold Networks - owner: Declan Furlow", tag="same-shape"),
    ], attached=[
        A("elaboration", "declan-furlow", POS, "2026-06-10 10:35",
          "Declan owns Ninefold Networks including both subsidiaries (Ninefold Fibre, Ninefold Business)"),
    ]),
    # 71
    F("Bramblecote Care Homes", "deal amount", "OPP-8410", [
        V("36000-gbp", POS, "2026-06-15 12:05", "OPP-8410 Bramblecote Care Homes: £36,000"),
        V("41250-gbp", POS, "2026-08-10 15:40", "Bramblecote added two homes to scope, deal now £41,250"),
    ], attached=[
        A("format_variant", "41250-gbp", POS, "2026-09-01 10:15", "Bramblecote 8410 at 41.25k"),
    ]),
]

# --------------------------------------------------------------------------------------------
# STANDALONE labelled memories (never in any pair). Multi-valued attributes carry the value in
# the attribute ("contact[Lewis Okafor]"): each value is its own fact.
# --------------------------------------------------------------------------------------------
STANDALONE = [
    # multi_valued
    S("multi_valued", THG, "live site[Harrowby General]", "-", "harrowby-general", POS, "2025-02-03 14:30",
      "Tallowmere go-live: Harrowby General Hospital is live on the platform"),
    S("multi_valued", THG, "live site[St Bride's Wing]", "-", "st-brides-wing", POS, "2025-06-16 11:40",
      "THG also went live at St Bride's Wing this week"),
    S("multi_valued", THG, "live site[Calvermouth Infirmary]", "-", "calvermouth-infirmary", POS,
      "2026-01-29 10:20", "another Tallowmere site added: Calvermouth Infirmary live from Monday"),
    S("multi_valued", BSF, "contact[Lewis Okafor]", "-", "lewis-okafor", POS, "2025-02-25 09:35",
      "Contact added — Lewis Okafor, fleet ops manager, Brennick & Sowerby"),
    S("multi_valued", BSF, "contact[Sunniva Hale]", "-", "sunniva-hale", POS, "2025-08-19 16:20",
      "added another B&S contact: Sunniva Hale (procurement)"),
    S("multi_valued", "Kettleby Foods", "add-on module[Forecasting]", "-", "forecasting", POS,
      "2025-04-15 13:05", "Kettleby bought the Forecasting module"),
    S("multi_valued", "Kettleby Foods", "add-on module[Route Planner]", "-", "route-planner", POS,
      "2025-12-02 10:55", "Kettleby also took Route Planner on top"),
    S("multi_valued", CAS, "billing entity[Castellane Hotels UK Ltd]", "-", "castellane-hotels-uk-ltd", POS,
      "2025-03-06 15:15", "Billing entity: Castellane Hotels UK Ltd"),
    S("multi_valued", CAS, "billing entity[Castellane Hoteles Iberia S.L.]", "-", "castellane-hoteles-iberia-sl",
      POS, "2025-07-29 12:45",
      "CH added a second billing entity, Castellane Hoteles Iberia S.L., for the Iberian properties"),
    S("multi_valued", "Grisewood Pharma", "competitor under evaluation[Fieldspring]", "-", "fieldspring", POS,
      "2026-04-08 14:25", "Grisewood also evaluating Fieldspring alongside us for the lab module"),
    S("multi_valued", "Duvall-Oakes Engineering", "escalation contact[Petra Vonk]", "-", "petra-vonk", POS,
      "2025-05-26 10:30", "DOE escalation list: Petra Vonk (plant IT)"),
    S("multi_valued", "Duvall-Oakes Engineering", "escalation contact[Hamish Corrie]", "-", "hamish-corrie", POS,
      "2025-11-18 15:50", "another escalation contact for Duvall-Oakes — Hamish Corrie, add him to the P1 list"),
    # scope_disjoint
    S("scope_disjoint", CAS, "seat count", "Port Essary resort", "18", POS, "2025-11-05 10:40",
      "Castellane Port Essary resort: 18 seats"),
    S("scope_disjoint", BSF, "deal stage", "OPP-7812", "discovery", POS, "2025-05-27 11:20",
      "OPP-7812 Brennick warehouse scanners — Stage: Discovery"),
    S("scope_disjoint", BSF, "deal amount", "OPP-7812", "12400-gbp", POS, "2025-06-24 14:35",
      "B&S scanner opp (7812) sized at £12,400"),
    S("scope_disjoint", HDC, "seat count", "field app licence", "65", POS, "2025-10-21 13:55",
      "HDC field-app seats: 65"),
    S("scope_disjoint", CAS, "discount", "professional services", "20pct", POS, "2025-06-25 09:45",
      "Castellane get 20% off professional services days"),
    S("scope_disjoint", OVP, "renewal date", "support contract", "2026-03-15", POS, "2025-10-09 16:05",
      "OVP's support contract renews 15 March 2026"),
    S("scope_disjoint", "Quarrington Steel", "deal amount", "OPP-8240", "64000-usd", POS, "2025-12-03 11:10",
      "Second Quarrington opp, OPP-8240 (slag handling): $64k"),
    S("scope_disjoint", "Calderwick Utilities", "next step date", "OPP-7733", "2025-10-13", POS,
      "2025-10-01 10:25", "Calderwick smart-meter pilot (7733): next step is the site visit on 13 Oct"),
    S("scope_disjoint", "Kettleby Foods", "renewal date", "Kettleby Foods Ireland", "2026-10-31", POS,
      "2026-03-03 15:30", "Kettleby Ireland renewal is 31/10/2026"),
    S("scope_disjoint", "Sellick Aerospace Components", "seat count", "contractor seats", "25", POS,
      "2025-10-08 09:25", "Sellick contractor seats: 25"),
    S("scope_disjoint", "Isolde Marine Services", "seat count", "vessel crew app", "120", POS,
      "2026-03-30 13:20", "Isolde crew app — 120 seats across the fleet"),
    S("scope_disjoint", "Fernhollow Garden Centres", "seat count", "seasonal (Mar-Aug)", "45", POS,
      "2026-03-02 11:45", "Fernhollow seasonal seats (Mar–Aug): 45"),
    # different_subject
    S("different_subject", "Whinmoor Packaging", "account owner", "-", "tobias-wendt", POS, "2025-09-22 10:05",
      "Whinmoor Packaging — owner: Tobias Wendt"),
    S("different_subject", "Strathmere Farms", "renewal date", "-", "2026-06-30", POS, "2025-12-11 14:40",
      "Strathmere Farms renewal: 30 June 2026"),
    S("different_subject", "Lyle & Penhallow Solicitors", "contract tier", "-", "enterprise", POS,
      "2026-04-21 09:15", "Lyle & Penhallow went straight onto Enterprise"),
    S("different_subject", "Kestrel Point Aviation", "competitor in use", "-", "corvane", POS,
      "2026-02-12 15:25", "Kestrel Point Aviation are on Corvane today"),
    S("different_subject", "Pellow Brothers Haulage", "seat count", "-", "150", POS, "2025-07-15 11:35",
      "Pellow Bros Haulage: 150 seats"),
    S("different_subject", "Rushmere Clinics", "support plan", "-", "premier", POS, "2025-09-10 13:50",
      "Rushmere Clinics support plan: Premier"),
    S("different_subject", "Ferrobay Chemicals", "deal stage", "OPP-8502", "negotiation", POS,
      "2026-06-03 10:45", "Ferrobay Chemicals OPP-8502 in Negotiation"),
    S("different_subject", "Oakhollow Leisure", "discount", "-", "12pct", POS, "2026-01-21 16:15",
      "Oakhollow Leisure discount 12%"),
    S("different_subject", "Carvell Stationers", "procurement portal", "-", "tenderlink", POS,
      "2026-05-12 11:00", "Carvell Stationers use Tenderlink for supplier onboarding"),
    S("different_subject", "Mirefield College", "CSM", "-", "kofi-marchetti", POS, "2025-11-24 14:05",
      "CSM for Mirefield College: Kofi Marchetti"),
    S("different_subject", "Brackenholt Dairy", "churn risk", "-", "churn-risk", POS, "2026-04-14 10:35",
      "Brackenholt Dairy flagged as churn risk, logins way down"),
    S("different_subject", "Westerby Marine", "seat count", "shore office", "52", POS, "2026-04-27 15:10",
      "Westerby Marine — 52 seats, shore staff"),
    # static
    S("static", HDC, "CRM account ID", "-", "acc-4471", POS, "2024-11-05 08:10",
      "Halvorsen Dairy Cooperative CRM account no.: ACC-4471"),
    S("static", HDC, "CRM account ID", "-", "acc-4471", POS, "2025-09-11 12:30",
      "ACC 4471 is the dairy co-op (Halvorsen), for anyone searching"),
    S("static", BSF, "founding year", "-", "1962", POS, "2025-02-03 11:15",
      "Brennick & Sowerby founded 1962, family business, third generation"),
    S("static", BSF, "founding year", "-", "1962", POS, "2025-10-28 10:20", "B&S have been going since '62"),
    S("static", THG, "company registration number", "-", "08812437", POS, "2024-10-16 13:25",
      "Tallowmere Hospitals Group company reg. no. 08812437"),
    S("static", CAS, "VAT number", "-", "gb419223107", POS, "2025-01-10 09:55",
      "Castellane VAT no: GB 419 2231 07"),
    S("static", OVP, "our supplier number", "-", "v-009231", POS, "2025-01-07 14:45",
      "Our supplier number on Orrin Valley's vendor master: V-009231"),
    S("static", OVP, "our supplier number", "-", "v-009231", POS, "2025-08-14 10:50",
      "OVP vendor no. for us is V009231 — put it on every invoice"),
    S("static", "Sellick Aerospace Components", "founding year", "-", "1978", POS, "2025-01-16 15:35",
      "Sellick Aerospace Components, est. 1978"),
    S("static", "Grisewood Pharma", "incorporation date", "-", "1991-03-14", POS, "2025-02-06 11:50",
      "Grisewood Pharma incorporated 14 March 1991"),
    S("static", "Grisewood Pharma", "incorporation date", "-", "1991-03-14", POS, "2025-12-11 11:00",
      "Grisewood incorporation date 1991-03-14 (per the companies register)"),
    S("static", "Nolderhaven Ports Authority", "establishment year", "-", "1887", POS, "2025-04-15 09:30",
      "Nolderhaven Ports Authority — statutory body est. 1887"),
    # membership
    S("membership", "Priya Ransome", "member of[Strategic Accounts pod]", "-", "member", POS, "2025-01-06 11:25",
      "Priya Ransome is on the Strategic Accounts pod"),
    S("membership", "Tobias Wendt", "member of[Strategic Accounts pod]", "-", "member", POS, "2025-06-09 10:15",
      "Toby joined the Strategic Accounts pod as well"),
    S("membership", HDC, "member of[FY26 expansion target list]", "-", "member", POS, "2025-04-28 15:40",
      "Halvorsen added to the FY26 expansion target list"),
    S("membership", BSF, "member of[2026 customer advisory board]", "-", "member", POS, "2025-11-20 13:10",
      "Brennick & Sowerby are in the 2026 customer advisory board cohort"),
    S("membership", THG, "member of[healthcare user group]", "-", "member", POS, "2025-09-04 14:20",
      "Tallowmere joined the healthcare user group"),
    S("membership", "Renata Quaye", "member of[renewals desk rota]", "-", "member", POS, "2025-08-26 16:35",
      "Renata joined the renewals desk rota"),
    S("membership", "Hana Lindqvist", "member of[EMEA enterprise team]", "-", "member", POS, "2025-03-31 09:05",
      "Hana is on the EMEA enterprise team"),
    S("membership", CAS, "member of[Route Planner 2 beta pool]", "-", "member", POS, "2026-02-26 11:30",
      "Castellane in the beta pool for Route Planner 2"),
    S("membership", OVP, "member of[Route Planner 2 beta pool]", "-", "member", POS, "2026-03-12 10:45",
      "OVP added to the Route Planner 2 beta pool too"),
    S("membership", "Declan Furlow", "member of[deal desk approvers]", "-", "member", POS, "2025-10-15 15:15",
      "Declan is in the deal desk approvers group"),
    S("membership", "Duvall-Oakes Engineering", "member of[manufacturing peer group]", "-", "member", POS,
      "2026-01-22 09:50", "Duvall-Oakes joined the manufacturing peer group"),
    S("membership", "Ingrid Salazar", "member of[#acct-tallowmere]", "-", "member", POS, "2025-05-19 09:20",
      "Ingrid added to #acct-tallowmere"),
    # equal_time: six pairs, each two conflicting records of one key at one order time
    S("equal_time", "Gorse Hill Builders", "deal amount", "OPP-8555", "22000-gbp", POS, "2026-07-14 09:30",
      "OPP-8555 Gorse Hill Builders amount: £22,000", mode="B"),
    S("equal_time", "Gorse Hill Builders", "deal amount", "OPP-8555", "27500-gbp", POS, "2026-07-14 09:30",
      "Gorse Hill 8555 — value £27,500", mode="B"),
    S("equal_time", "Cobbwell Printing", "renewal date", "-", "2026-08-31", POS, "2026-02-18 16:00",
      "Cobbwell Printing renewal: 2026-08-31", mode="L"),
    S("equal_time", "Cobbwell Printing", "renewal date", "-", "2026-09-30", POS, "2026-02-18 16:00",
      "Cobbwell renews 30 Sept 2026", mode="L"),
    S("equal_time", BSF, "fleet size", "-", "240", POS, "2025-04-08 11:15",
      "B&S fleet: 240 trucks", mode="B"),
    S("equal_time", BSF, "fleet size", "-", "260", POS, "2025-04-08 11:15",
      "Brennick run 260 HGVs", mode="L"),
    S("equal_time", THG, "exec sponsor", "-", "aurelio-mensah", POS, "2025-10-09 13:00",
      "Exec sponsor (THG): Dr Aurelio Mensah", mode="B"),
    S("equal_time", THG, "exec sponsor", "-", "clare-whitford", POS, "2025-10-09 13:00",
      "Tallowmere exec sponsor is Clare Whitford", mode="B"),
    S("equal_time", "Sallowfield Farms", "account owner", "-", "yusuf-bellamy", POS, "2026-05-05 08:30",
      "Sallowfield Farms owner: Yusuf Bellamy", mode="L"),
    S("equal_time", "Sallowfield Farms", "account owner", "-", "renata-quaye", POS, "2026-05-05 08:30",
      "Sallowfield — owner Renata Quaye", mode="L"),
    S("equal_time", "Hollins & Dray", "seat count", "-", "80", POS, "2026-09-15 10:00",
      "Hollins & Dray seats: 80", mode="L"),
    S("equal_time", "Hollins & Dray", "seat count", "-", "85", POS, "2026-09-15 10:00",
      "Hollins & Dray — 85 users on the order", mode="B"),
    # unrelated
    S("unrelated", "-", "chatter", "-", "-", POS, "2025-03-07 16:45",
      "reminder: log all calls in the CRM before Friday's pipeline review"),
    S("unrelated", "-", "chatter", "-", "-", POS, "2025-05-30 10:10",
      "anyone got the new pricing deck template? the old one still has the wrong logo"),
    S("unrelated", "-", "chatter", "-", "-", POS, "2025-08-01 17:20",
      "great Halvorsen call today, nice work team"),
    S("unrelated", "-", "chatter", "-", "-", POS, "2025-10-03 09:05",
      "CRM is crawling again this morning, IT are on it"),
    S("unrelated", "-", "chatter", "-", "-", POS, "2025-12-19 12:15",
      "sales kickoff agenda is up on the wiki, have a look before the break"),
    S("unrelated", "-", "chatter", "-", "-", POS, "2026-01-09 08:50", "new year, new pipeline — let's go"),
    S("unrelated", "-", "chatter", "-", "-", POS, "2026-02-27 14:05",
      "who's covering the booth at the Harrowby expo?"),
    S("unrelated", "-", "chatter", "-", "-", POS, "2026-04-24 11:55",
      "Brennick sent a lovely thank-you note to the onboarding team"),
    S("unrelated", "-", "chatter", "-", "-", POS, "2026-06-26 15:35",
      "reminder that QBR decks need the new ARR chart on slide 3"),
    S("unrelated", "-", "chatter", "-", "-", POS, "2026-08-21 10:25",
      "lunch & learn on discovery calls tomorrow, big room, bring questions"),
    S("unrelated", "-", "chatter", "-", "-", POS, "2026-10-07 16:55",
      "EOQ push: forecasts in by Thurs pls"),
    S("unrelated", "-", "chatter", "-", "-", POS, "2026-11-12 13:40",
      "Tallowmere's new logo is nice, someone update the customer slide"),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def parse_when(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M")


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # each: dict(key, value, pol, order, label, text, mode, tag, fam)
    for fi, fam in enumerate(FAMILIES, 1):
        key = (fam["subject"], fam["attribute"], fam["scope"])
        for vi, v in enumerate(fam["versions"], 1):
            mems.append(dict(key=key, value=v["value"], pol=v["pol"], order=parse_when(v["when"]),
                             label=None, text=v["text"], mode=v["mode"], tag=v["tag"],
                             fam="F%02d.v%d" % (fi, vi)))
        for ai, a in enumerate(fam["attached"], 1):
            mems.append(dict(key=key, value=a["value"], pol=a["pol"], order=parse_when(a["when"]),
                             label=a["cls"], text=a["text"], mode=a["mode"], tag="",
                             fam="F%02d.a%d" % (fi, ai)))
    for si, s in enumerate(STANDALONE, 1):
        key = (s["subject"], s["attribute"], s["scope"])
        if s["cls"] == "unrelated":  # chatter: no fact; each on a key of its own
            key = ("-", "chatter", "S%03d" % si)
        mems.append(dict(key=key, value=s["value"], pol=s["pol"],
                         order=parse_when(s["when"]), label=s["cls"], text=s["text"], mode=s["mode"],
                         tag="", fam="S%03d" % si))

    # --- backfilled / live (about 3/4 backfilled), seeded, with table overrides honoured
    n = len(mems)
    target = round(BACKFILL_SHARE * n)
    forced_b = [i for i, m in enumerate(mems) if m["mode"] == "B"]
    forced_l = [i for i, m in enumerate(mems) if m["mode"] == "L"]
    free = [i for i, m in enumerate(mems) if m["mode"] is None]
    rng.shuffle(free)
    need = target - len(forced_b)
    back = set(forced_b) | set(free[:need])
    for i, m in enumerate(mems):
        m["backfilled"] = i in back

    # --- import session: seeded order unrelated to observed order, 1-4 s apart
    order_idx = sorted(back)
    rng.shuffle(order_idx)
    t = SESSION_START
    for k, i in enumerate(order_idx):
        if k:
            t = t + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = t
    for i, m in enumerate(mems):
        if not m["backfilled"]:
            m["created"] = m["order"]

    # --- ids in a shuffled order, file order shuffled again
    perm = list(range(n))
    rng.shuffle(perm)
    for num, i in enumerate(perm, 1):
        mems[i]["id"] = "%s-%03d" % (PREFIX, num)
    file_order = list(range(n))
    rng.shuffle(file_order)

    return mems, file_order, order_idx


def compute_truth(mems):
    groups = {}
    for m in mems:
        groups.setdefault(m["key"], []).append(m)
    pairs = []
    for key, ms in groups.items():
        ms = sorted(ms, key=lambda m: m["order"])
        for m in ms:
            for o in ms:
                if o["order"] > m["order"] and (o["value"], o["pol"]) != (m["value"], m["pol"]):
                    # earliest strictly newer differing memory (ms sorted by order)
                    reason = "negation" if o["pol"] != m["pol"] else "value"
                    pairs.append((m, o, reason))
                    break
    pairs.sort(key=lambda p: (p[0]["id"], p[1]["id"]))
    return pairs


def next_weekday(d, name):
    target = WEEKDAYS.index(name)
    k = (target - d.weekday()) % 7
    if k == 0:
        k = 7
    return d + dt.timedelta(days=k)


def check(mems, pairs, order_idx):
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a["id"])
        in_pair.add(b["id"])
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["fam"], m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory in no pair", m["fam"], m["text"])
    # order times distinct within a family key (except equal_time)
    groups = {}
    for m in mems:
        groups.setdefault(m["key"], []).append(m)
    for key, ms in groups.items():
        times = [m["order"] for m in ms if m["label"] != "equal_time"]
        assert len(times) == len(set(times)), ("duplicate order time in family", key)
        eq = [m for m in ms if m["label"] == "equal_time"]
        if eq:
            assert len(eq) == len(ms) == 2, ("equal_time key must hold exactly its pair", key)
            assert eq[0]["order"] == eq[1]["order"], key
            assert eq[0]["value"] != eq[1]["value"], key
    # family versions in order; attached labelled after the last version, same value and polarity
    fam_keys = set()
    for fi, fam in enumerate(FAMILIES, 1):
        key = (fam["subject"], fam["attribute"], fam["scope"])
        assert key not in fam_keys, ("family key reused", key)
        fam_keys.add(key)
        ts = [parse_when(v["when"]) for v in fam["versions"]]
        assert ts == sorted(ts) and len(set(ts)) == len(ts), ("versions out of order", fi)
        last = fam["versions"][-1]
        for a in fam["attached"]:
            assert parse_when(a["when"]) > ts[-1], ("attached not after last version", fi)
            assert (a["value"], a["pol"]) == (last["value"], last["pol"]), ("attached value differs", fi)
        for v in fam["versions"]:
            for t in v["tag"].split(","):
                if not t.startswith("relative-date:"):
                    continue
                _, rel, day = t.split(":")
                base = parse_when(v["when"]).date()
                assert rel == "next" and next_weekday(base, day).isoformat() == v["value"], (fi, v["value"])
    for s in STANDALONE:
        assert (s["subject"], s["attribute"], s["scope"]) not in fam_keys, ("standalone on family key", s)
    # texts unique
    texts = [m["text"] for m in mems]
    assert len(texts) == len(set(texts)), "duplicated text"
    assert all(t.strip() for t in texts)
    # times
    for m in mems:
        assert m["created"] < LIMIT and m["order"] < LIMIT, m["fam"]
        if m["backfilled"]:
            assert m["order"] < m["created"], m["fam"]
    ct = [mems[i]["created"] for i in order_idx]
    assert ct == sorted(ct) and ct[-1] - ct[0] < dt.timedelta(hours=1), "import session over an hour"
    assert len({c.date() for c in ct}) == 1, "import session spans days"
    for x, y in zip(ct, ct[1:]):
        assert 1 <= (y - x).total_seconds() <= 4
    ids = [m["id"] for m in mems]
    assert len(ids) == len(set(ids))
    # label class sizes
    counts = {c: 0 for c in CLASSES}
    for m in mems:
        if m["label"]:
            assert m["label"] in counts, m["label"]
            counts[m["label"]] += 1
    return counts


def render(mems, file_order, pairs):
    out_m = []
    for i in file_order:
        m = mems[i]
        rec = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
        if m["backfilled"]:
            rec["observed_at"] = fmt(m["order"])
        out_m.append(json.dumps(rec, ensure_ascii=False))
    out_t = [json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}, ensure_ascii=False)
             for a, b, r in pairs]
    labs = sorted((m for m in mems if m["label"]), key=lambda m: m["id"])
    out_l = [json.dumps({"id": m["id"], "class": m["label"]}, ensure_ascii=False) for m in labs]
    return ["\n".join(x) + "\n" for x in (out_m, out_t, out_l)]


def stats(mems, pairs, counts, order_idx):
    n = len(mems)
    nb = sum(1 for m in mems if m["backfilled"])
    sizes = {}
    for fam in FAMILIES:
        k = len(fam["versions"])
        sizes[k] = sizes.get(k, 0) + 1
    nv = sum(1 for p in pairs if p[2] == "value")
    nn = sum(1 for p in pairs if p[2] == "negation")
    tags = {}
    for fam in FAMILIES:
        for v in fam["versions"]:
            for t in filter(None, v["tag"].split(",")):
                t = t.split(":")[0]
                tags[t] = tags.get(t, 0) + 1
    repl_ids = {b["id"] for _, b, _ in pairs}
    same = sum(1 for m in mems if m["id"] in repl_ids and m["tag"] == "same-shape")
    neg_fams = sum(1 for f in FAMILIES if f["kind"].startswith("negation"))
    restart = sum(1 for f in FAMILIES if f["kind"] == "negation-restart")
    ct = [mems[i]["created"] for i in order_idx]
    rows = [
        ("memories", n),
        ("  backfilled (observed_at + import session)", nb),
        ("  live (created_at only)", n - nb),
        ("changing families", len(FAMILIES)),
    ]
    for k in sorted(sizes):
        rows.append(("  families with %d versions" % k, sizes[k]))
    rows += [
        ("  negation families (stop+restart)", "%d (%d)" % (neg_fams, restart)),
        ("  move-backs A->B->A", tags.get("move-back", 0)),
        ("  interior confirmations", tags.get("interior-confirmation", 0)),
        ("  replacements naming the old value", tags.get("names-old-value", 0)),
        ("  relative dates", tags.get("relative-date", 0)),
        ("  unit/format changes in a true pair", tags.get("format-change", 0)),
        ("  handovers stating another subject's fact", tags.get("handover-states-other-subject", 0)),
        ("true pairs", len(pairs)),
        ("  value", nv),
        ("  negation", nn),
        ("distinct replacement memories", len(repl_ids)),
        ("  same record line, value swapped", same),
        ("  reworded", len(repl_ids) - same),
        ("labelled negatives", sum(counts.values())),
    ]
    for c in CLASSES:
        rows.append(("  " + c, counts[c]))
    rows.append(("import session", "%s .. %s (%ds)" % (fmt(ct[0]), fmt(ct[-1]), (ct[-1] - ct[0]).total_seconds())))
    w = max(len(r[0]) for r in rows)
    return "\n".join("%-*s  %s" % (w, a, b) for a, b in rows) + "\n"


def listing(mems):
    lines = []
    for m in sorted(mems, key=lambda m: m["id"]):
        lines.append("\t".join([
            m["id"], fmt(m["order"]), m["label"] or "-", " | ".join(m["key"]), m["value"],
            "pos" if m["pol"] == POS else "neg", "backfilled" if m["backfilled"] else "live",
            m["fam"] + ((" " + m["tag"]) if m["tag"] else ""),
        ]))
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, file_order, order_idx = build()
    pairs = compute_truth(mems)
    counts = check(mems, pairs, order_idx)
    if argv and argv[0] == "--stats":
        sys.stdout.write(stats(mems, pairs, counts, order_idx))
        return 0
    if argv and argv[0] == "--list":
        sys.stdout.write(listing(mems))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    for name, body in zip(("memories.jsonl", "truth.jsonl", "labels.jsonl"), render(mems, file_order, pairs)):
        with open(os.path.join(here, name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(body)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
