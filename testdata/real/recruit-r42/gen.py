#!/usr/bin/env python3
"""recruit-r42: blind labelled supersession test set (recruitment agency notes).

python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  print counts, write nothing
python3 gen.py --list   print every memory, write nothing

Truth is computed from the tables below (fact key, value key, polarity, order time),
never from the text.
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys
from collections import defaultdict, Counter

SEED = 4243
PREFIX = "r42"
UTC = dt.timezone.utc
CUTOFF = dt.datetime(2026, 12, 1, tzinfo=UTC)
IMPORT_START = dt.datetime(2026, 11, 28, 15, 0, 0, tzinfo=UTC)
BACKFILL_SHARE = 0.76

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
ATTACHED = {"format_variant", "elaboration", "confirmation"}


def D(s):
    return dt.date.fromisoformat(s)


def dm(s):
    """'2026-11-12' -> 'Thu 12 Nov'"""
    d = D(s)
    return "%s %d %s" % (d.strftime("%a"), d.day, d.strftime("%b"))


def next_weekday(date_s, weekday):
    """first date strictly after date_s with the given weekday (Mon=0)"""
    d = D(date_s) + dt.timedelta(days=1)
    while d.weekday() != weekday:
        d += dt.timedelta(days=1)
    return d.isoformat()


def v(date, value, text, pol="+", same=False):
    return {"date": date, "value": value, "text": text, "pol": pol, "same": same}


def a(date, cls, text):
    assert cls in ATTACHED
    return {"date": date, "cls": cls, "text": text}


def fam(fid, subject, attribute, scope, versions, attached=(), tags=()):
    return {"fid": fid, "key": (subject, attribute, scope), "versions": list(versions),
            "attached": list(attached), "tags": list(tags)}


def s(cls, subject, attribute, scope, value, date, text, pol="+", time=None):
    return {"cls": cls, "key": (subject, attribute, scope), "value": value, "date": date,
            "text": text, "pol": pol, "time": time}


# ---------------------------------------------------------------------------
# FAMILIES: changing facts, versions in chain order
# ---------------------------------------------------------------------------
FAMILIES = [
    fam("V01", "Marisol Quant", "owner", "-", [
        v("2026-03-09", "Nadia Ferrant", "Cand: Marisol Quant | Stage: screened | Owner: NF | Src: LinkedIn"),
        v("2026-06-22", "Owen Tasker",
          "Handover NF -> OT (Nadia on leave from Mon): Marisol Q is yours now Owen - she's warm on Fennick, "
          "prefers calls after 6pm. Also FYI Stellan Voigt's ltd co is Voigt Data Services Ltd, needed for "
          "his contract paperwork."),
    ], attached=[
        a("2026-09-02", "confirmation", "Marisol still sits with Owen - don't pick up her calls direct, route to OT."),
    ], tags=["handover_other"]),

    fam("V02", "Kasia Wrenn", "stage", "Ostrander Labs QA Lead (JOB-3310)", [
        v("2026-04-14", "screened",
          "Kasia Wrenn (CAN-4532) - screened by phone today, strong on test automation, going into the "
          "Ostrander QA Lead pipeline"),
        v("2026-04-20", "shortlisted", "Cand: Kasia Wrenn | Role: JOB-3310 QA Lead | Stage: shortlisted | Owner: JM"),
        v("2026-04-29", "1st int", "Cand: Kasia Wrenn | Role: JOB-3310 QA Lead | Stage: 1st int | Owner: JM",
          same=True),
        v("2026-05-08", "2nd int", "KW through to 2nd round at Ostrander, HM liked her framework answers"),
        v("2026-05-19", "offer", "Ostrander came back with an offer for Kasia!! verbal for now, paperwork to follow"),
    ], attached=[
        a("2026-05-21", "elaboration",
          "Kasia offer detail: Ostrander QA Lead, £64k + 8% bonus, 25 days hol, start 1 July subject to refs"),
    ]),

    fam("V03", "Jonah Pelt", "stage", "Brackwater ops manager (JOB-2874)", [
        v("2026-02-18", "1st int", "Jonah Pelt - 1st int booked w/ Brackwater for the ops manager role (JOB-2874)"),
        v("2026-02-26", "2nd int", "Jonah went well at 1st, BWF want him back for a 2nd"),
        v("2026-03-05", "withdrawn",
          "Cand: Jonah Pelt | Role: JOB-2874 | Stage: withdrawn (staying put, internal promotion) | Owner: CD"),
    ]),

    fam("V04", "Femi Adeyelu", "stage", "Tillmouth claims handler", [
        v("2026-01-13", "offer", "Femi A - offer in from Tillmouth for claims handler, £29.5k, he's mulling it over"),
        v("2026-01-27", "placed",
          "PLACED: Femi Adeyelu -> Tillmouth Insurance, Claims Handler, starts 16 Feb. Invoice raised."),
    ], attached=[
        a("2026-02-17", "elaboration",
          "Femi's placement at Tillmouth: started on the 16th, claims team at the Saltgate office, 6-month "
          "probation, buddy is the team lead"),
    ]),

    fam("V05", "Ines Castellow", "stage", "Quarlow design engineer (JOB-3105)", [
        v("2026-07-07", "shortlisted", "Ines Castellow | JOB-3105 Design Eng | shortlisted"),
        v("2026-07-15", "1st int", "Ines Castellow | JOB-3105 Design Eng | 1st int", same=True),
    ]),

    fam("V06", "Teodor Baines", "salary expectation", "perm", [
        v("2026-02-03", "52000 GBP", "Teodor Baines\nCurrent: £47k\nLooking for: £52k base\nNP: 1 month"),
        v("2026-03-17", "55000 GBP", "call w/ Teo - wants 55,000 GBP base minimum now, says the market's moved"),
    ], attached=[
        a("2026-04-02", "format_variant", "Teodor Baines sal exp: £55k"),
    ], tags=["unit_change"]),

    fam("V07", "Priya Halloran", "salary expectation", "perm", [
        v("2026-01-20", "45000 GBP", "Priya Halloran - sal exp £45k, flexible for the right role"),
        v("2026-02-11", "48000 GBP", "Priya's upped her ask to 48k because she'd have to move to Dunmere"),
        v("2026-03-04", "45000 GBP", "Cand: Priya Halloran | Sal exp: £45k | Loc: hybrid, no relocation | Owner: RT"),
    ], attached=[
        a("2026-04-15", "confirmation", "Priya still at 45k, confirmed on today's call"),
    ], tags=["move_back"]),

    fam("V08", "Stellan Voigt", "day rate", "outside IR35", [
        v("2026-05-05", "550 GBP/day", "Stellan Voigt DR £550 outside IR35, via his ltd"),
        v("2026-06-16", "600 GBP/day", "Stellan wants £600/day outside now - he's been offered that elsewhere"),
        v("2026-07-01", "575 GBP/day",
          "Contractor: Stellan Voigt\nRate: £575/day (outside IR35)\nSkills: Python, dbt, Airflow\nOwner: Callum"),
    ], attached=[
        a("2026-08-12", "confirmation", "Stellan's rate remains £575 outside, no movement on that"),
    ]),

    fam("V09", "Benedikt Saar", "day rate", "outside IR35", [
        v("2026-03-23", "425 GBP/day", "Benedikt Saar | DR: £425 | Type: contract | IR35: outside"),
        v("2026-05-12", "450 GBP/day", "Benedikt Saar | DR: £450 | Type: contract | IR35: outside", same=True),
    ]),

    fam("V10", "Ruaridh Moss", "notice period", "-", [
        v("2026-08-04", "3 months", "Ruaridh Moss\nEmployer: Quarlow Engineering\nNP: 3 months\nOwner: OT"),
        v("2026-08-25", "1 month",
          "Good news on Ruaridh - his employer agreed to cut his notice from 3 months to 1 month"),
    ], tags=["names_old"]),

    fam("V11", "Amara Kestle", "notice period", "-", [
        v("2026-04-08", "4 weeks", "Amara Kestle NP: 4 wks"),
        v("2026-05-26", "2 months",
          "Amara's been promoted internally so her notice goes up to two months from June"),
    ], attached=[
        a("2026-06-15", "format_variant", "Amara Kestle - NP 2 mths"),
    ], tags=["unit_change"]),

    fam("V12", "Corin Ashdown", "notice period", "-", [
        v("2026-06-02", "1 month", "Corin Ashdown | NP 1 month | Sal exp £68k"),
        v("2026-06-19", "1 month", "checked with Corin - HR confirmed his notice is 1 month, in writing"),
        v("2026-07-06", "2 weeks", "Corin's manager has agreed to let him go after 2 weeks"),
    ], tags=["interior_confirmation"]),

    fam("V13", "Lottie Brannagh", "available from", "-", [
        v("2025-11-24", "2026-01-05", "Lottie B available from 05/01/2026"),
        v("2025-12-15", "2026-01-19",
          "Lottie's start availability has slipped - now 19 Jan, she's covering a colleague's leave over Xmas"),
    ], attached=[
        a("2025-12-18", "format_variant", "Lottie Brannagh avail: 19/01/26"),
    ]),

    fam("V14", "Hollis Mbeki-Grant", "available from", "-", [
        v("2026-01-12", "immediate", "Hollis Mbeki-Grant - available immediately (between contracts)"),
        v("2026-01-29", "2026-03-02", "Hollis has taken a short project, so not free until %s March"
          % dm("2026-03-02")[:5].strip()),
        v("2026-02-10", "immediate", "Cand: Hollis Mbeki-Grant | Avail: immediate (project cancelled) | Owner: NF"),
    ], attached=[
        a("2026-02-16", "format_variant", "Hollis M-G avail: ASAP"),
    ], tags=["move_back"]),

    fam("V15", "Yusuf Tarrant", "right to work", "-", [
        v("2026-02-16", "Graduate visa", "RTW: Graduate visa (exp Oct 2026) - Yusuf Tarrant"),
        v("2026-09-08", "Skilled Worker visa",
          "Yusuf's on a Skilled Worker visa now, sponsored by his current firm - new copy on file"),
    ]),

    fam("V16", "Gwen Illesley", "current employer", "-", [
        v("2026-03-02", "Greyholt Retail", "Gwen Illesley, Merchandising Analyst @ Greyholt Retail"),
        v("2026-07-13", "Pennant Analytics",
          "Gwen moved from Greyholt to Pennant Analytics last month (not through us, sadly)"),
    ], attached=[
        a("2026-08-20", "confirmation", "Gwen's still at Pennant Analytics, checked LinkedIn this morning"),
    ], tags=["names_old"]),

    fam("V17", "Mateus Corrigan", "job title", "-", [
        v("2026-04-21", "Senior Analyst", "Mateus Corrigan | Title: Senior Analyst | Emp: Lumen Ridge Energy"),
        v("2026-08-10", "Analytics Manager", "Mateus Corrigan | Title: Analytics Manager | Emp: Lumen Ridge Energy",
          same=True),
    ]),

    fam("V18", "Sunniva Lowe", "current employer", "-", [
        v("2025-10-06", "Lumen Ridge Energy", "Sunniva Lowe (project surveyor) currently at Lumen Ridge Energy"),
        v("2026-02-23", "Mirefield Housing", "Cand: Sunniva Lowe | Current emp: Mirefield Housing Assoc | Owner: RT"),
        v("2026-09-14", "Sable & Finch Legal",
          "Sunniva started at Sable & Finch Legal this month, in their estates team"),
    ], attached=[
        a("2026-09-30", "elaboration",
          "Sunniva's at Sable & Finch Legal as Estates Surveyor, hybrid, 3 days a week in the Stourfield office"),
    ]),

    fam("V19", "Marisol Quant", "interview slot", "Fennick 2nd int", [
        v("2026-11-05", "2026-11-12T10:00",
          "MQ 2nd int w/ Fennick: %s 10:00, their Carrow Quay office" % dm("2026-11-12")),
        v("2026-11-11", "2026-11-17T10:00", "moved Marisol's 2nd to next Tues same time, HM stuck in a board"),
    ], attached=[
        a("2026-11-13", "format_variant", "MQ / Fennick 2nd: 17/11 @ 10am"),
    ], tags=["relative_date"]),

    fam("V20", "Dev Okafor", "interview slot", "Brackwater 1st int", [
        v("2026-09-14", "2026-09-21T10:30", "Dev Okafor 1st int @ Brackwater: %s 10:30" % dm("2026-09-21")),
        v("2026-09-16", "2026-09-21T14:00", "Brackwater asked to push Dev to 2pm same day (the 21st)"),
        v("2026-09-18", "2026-09-23T09:00",
          "Interview: Dev Okafor / Brackwater Foods\nStage: 1st int\nWhen: %s 09:00\nWhere: Saltgate plant"
          % dm("2026-09-23")),
        v("2026-09-22", "2026-09-24T16:00",
          "ugh, BWF moved Devon again - Thurs 24th 4pm now. told him, he's fine with it"),
    ]),

    fam("V21", "Kit Farrow", "interview venue", "Quarlow 2nd int", [
        v("2026-07-20", "Quarlow Oxmoor site", "Kit Farrow 2nd int venue: Quarlow, Oxmoor site, ask for reception B"),
        v("2026-07-27", "video call", "Kit's 2nd is now on Teams - HM is working from home all that week"),
    ]),

    fam("V22", "Tobias Renwick", "interview venue", "Greyholt 1st int", [
        v("2026-05-11", "Greyholt HQ Stourfield", "Venue for Tobias's 1st int (Greyholt area mgr): Greyholt HQ, Stourfield"),
        v("2026-05-14", "Pellbrook Kettlebridge office",
          "Tobias Renwick | 1st int | venue changed: our Kettlebridge office, meeting room 2"),
    ]),

    fam("V23", "Jonah Pelt", "interview slot", "Brackwater 2nd int", [
        v("2026-02-26", "2026-03-03T14:00", "Jonah's 2nd with BWF: %s 2pm" % dm("2026-03-03")),
        v("2026-03-02", "2026-03-06T14:00", "BWF pushed Jonah's 2nd to this Friday, same time"),
    ], attached=[
        a("2026-03-03", "format_variant", "Jonah 2nd @ BWF - 06/03, 14:00"),
    ], tags=["relative_date"]),

    fam("V24", "Fennick Logistics", "hiring manager", "warehouse roles", [
        v("2026-02-09", "Carla Venn", "Fennick HM (warehouse): Carla Venn, ops mgr, prefers email"),
        v("2026-06-01", "Piers Holcombe", "Carla's left Fennick - Piers Holcombe is picking up all the warehouse hiring"),
    ], attached=[
        a("2026-06-10", "elaboration",
          "Piers Holcombe (Fennick HM, warehouse) - Head of Warehouse Ops, likes a 15-min call before any CVs "
          "go over, reach him via the switchboard"),
    ]),

    fam("V25", "Ostrander Labs", "hiring manager", "QA Lead (JOB-3310)", [
        v("2026-04-01", "Elsa Brandt", "JOB-3310 QA Lead - HM is Dr Elsa Brandt (Head of Quality)"),
        v("2026-04-24", "Marcus Oyelaran",
          "Elsa's off on long-term leave so Marcus Oyelaran is HM for the QA Lead role in the meantime"),
        v("2026-05-15", "Elsa Brandt", "Ostrander: Elsa Brandt is back and taking QA Lead hiring again from today"),
    ], attached=[
        a("2026-06-01", "confirmation", "Elsa Brandt confirmed again as the HM for the Ostrander QA Lead job"),
    ], tags=["move_back"]),

    fam("V26", "Greyholt Retail", "hiring manager", "store ops", [
        v("2026-03-16", "Tamsin Rudd", "Client: Greyholt Retail\nHM (store ops): Tamsin Rudd\nFee: 18%\nOwner: RT"),
        v("2026-08-03", "Nilesh Parekh", "Greyholt store ops hiring now sits with Nilesh Parekh (Tamsin moved to buying)"),
    ]),

    fam("V27", "Corvane Build", "perm fee", "standard", [
        v("2026-01-08", "20%", "Corvane Build Ltd - perm fee 20% of base, invoice on start"),
        v("2026-04-13", "18%",
          "switched Corvane from 20% to 18% after Callum's renegotiation - applies to all new perm placements"),
    ], attached=[
        a("2026-05-06", "format_variant", "Corvane perm terms: 18pc of basic"),
    ], tags=["names_old"]),

    fam("V28", "Tillmouth Insurance", "fee", "perm", [
        v("2025-11-03", "17.5%", "Tillmouth Insurance | Perm fee: 17.5% | Rebate: 12 wks | Owner: OT"),
        v("2026-02-02", "17.5%", "TI fee review meeting done - staying at 17.5%, no change"),
        v("2026-05-04", "15%", "Tillmouth have knocked us down to 15% on perm from this month, volume deal"),
    ], tags=["interior_confirmation"]),

    fam("V29", "Sable & Finch Legal", "temp mark-up", "-", [
        v("2026-03-10", "22%", "S&F temp mark-up 22% on pay rate"),
        v("2026-06-08", "25%", "Sable & Finch Legal | Temp mark-up: 25% | Terms: 30 days"),
    ]),

    fam("V30", "Mirefield Housing", "perm fee", "-", [
        v("2026-02-17", "4500 GBP flat", "Mirefield HA agreed a flat fee - £4,500 per perm hire"),
        v("2026-08-17", "15% of base",
          "Mirefield Housing Association\nFee: 15% of first-year base\nRebate: 8 weeks\nOwner: NF"),
    ], attached=[
        a("2026-08-24", "elaboration",
          "Mirefield fee is 15% of first-year base salary, excluding car allowance and bonus, invoiced on start date"),
    ]),

    fam("V31", "Corvane Build", "rebate period", "perm", [
        v("2026-01-09", "12 weeks", "Corvane rebate: 12 weeks, sliding scale"),
        v("2026-04-14", "8 weeks", "Corvane's rebate period is now 8 weeks (part of the new fee deal)"),
    ]),

    fam("V32", "Pennant Analytics", "rebate period", "standard", [
        v("2026-05-18", "3 months", "Pennant Analytics | Rebate: 3 months sliding | Fee: 20%"),
        v("2026-10-05", "6 months", "Pennant Analytics | Rebate: 6 months sliding | Fee: 20%", same=True),
    ]),

    fam("V33", "Ostrander lab ops manager (JOB-3344)", "role status", "-", [
        v("2026-03-30", "open", "JOB-3344 Lab Ops Manager (Ostrander) - live, 2 CVs in so far"),
        v("2026-06-03", "on hold", "Ostrander have put the lab ops role on hold pending a budget review"),
        v("2026-06-24", "open", "Role: JOB-3344 | Client: Ostrander Labs | Status: open | Owner: JM"),
        v("2026-07-20", "filled", "lab ops mgr at OL is filled - internal candidate, not ours"),
    ], attached=[
        a("2026-08-03", "confirmation", "JOB-3344 remains filled, close it down in the CRM"),
    ], tags=["move_back"]),

    fam("V34", "Brackwater ops manager (JOB-2874)", "role status", "-", [
        v("2026-02-02", "open", "Role: JOB-2874 | Client: Brackwater Foods | Status: open | Owner: CD"),
        v("2026-03-30", "filled", "Role: JOB-2874 | Client: Brackwater Foods | Status: filled | Owner: CD", same=True),
    ]),

    fam("V35", "Greyholt store ops manager (JOB-2950)", "role status", "-", [
        v("2026-03-18", "open", "JOB-2950 Store Ops Manager, Greyholt - status: open (urgent)"),
        v("2026-05-27", "on hold", "JOB-2950 Store Ops Manager, Greyholt - status: on hold (till after peak)",
          same=True),
    ]),

    fam("V36", "Fennick warehouse supervisor (JOB-3021)", "role status", "-", [
        v("2026-02-10", "open", "Fennick JOB-3021 Warehouse Supervisor - status open"),
        v("2026-03-12", "open", "Carla confirmed on today's call that 3021 is still open, wants more CVs"),
        v("2026-04-27", "filled", "Fennick JOB-3021 Warehouse Supervisor - status filled, start 18 May", same=True),
    ], tags=["interior_confirmation"]),

    fam("V37", "Quarlow design engineer (JOB-3105)", "role status", "-", [
        v("2026-06-10", "on hold", "Quarlow JOB-3105: on hold, waiting on the Lantry Vale contract"),
        v("2026-07-01", "open", "Design Eng role at Quarlow is back live - they won the contract"),
    ], attached=[
        a("2026-07-03", "elaboration",
          "JOB-3105 open again - Quarlow want two design engineers now, SolidWorks essential, hybrid from Oxmoor"),
    ]),

    fam("V38", "Femi Adeyelu", "references", "-", [
        v("2026-01-15", "requested", "Femi refs requested from both referees (Tillmouth need 2)"),
        v("2026-01-21", "1 of 2 received", "Refs: 1 of 2 back (Brennick Motors OK), chasing the other"),
        v("2026-01-26", "complete", "Femi Adeyelu - both references in and clean"),
    ]),

    fam("V39", "Elif Durmaz", "references", "-", [
        v("2026-09-21", "pending", "Elif Durmaz | Refs: pending | Stage: offer | Owner: NF"),
        v("2026-10-02", "complete", "Elif's refs are all back, fine to confirm her start"),
    ], attached=[
        a("2026-10-08", "confirmation", "Elif refs: complete - confirmed again with compliance"),
    ]),

    fam("V40", "Zofia Marchetti", "preferred location", "-", [
        v("2026-04-27", "Kettlebridge", "Zofia Marchetti - wants Kettlebridge only, doesn't want to commute"),
        v("2026-07-08", "Carrow Quay", "Zofia's moving flat - only wants roles in Carrow Quay now, Kettlebridge is out"),
    ], attached=[
        a("2026-07-22", "elaboration",
          "Zofia: Carrow Quay only - ideally walkable from the harbour end, would do hybrid with 2 days in"),
    ]),

    fam("V41", "Tobias Renwick", "max commute", "-", [
        v("2026-05-04", "45 min", "Tobias max commute 45 mins"),
        v("2026-06-15", "60 min", "Tobias will now go up to an hour each way for the right role"),
    ], attached=[
        a("2026-07-01", "format_variant", "Tobias Renwick - commute limit: 1 hr"),
    ]),

    fam("V42", "Brackwater Foods", "account owner", "-", [
        v("2025-10-13", "Callum Drey", "Client: Brackwater Foods | Acct owner: CD | Status: active"),
        v("2026-03-23", "Rhea Tollan",
          "Handover CD -> RT: Brackwater is Rhea's from today. Main contact is the ops director, "
          "invoices go to the Saltgate site."),
        v("2026-09-28", "Jas Mireault", "Jas has taken over Brackwater (Rhea's stepping back to the temp desk)"),
    ], attached=[
        a("2026-10-20", "confirmation", "Brackwater still with Jas, nothing changes on that"),
    ]),

    fam("V43", "Hattie Glass", "owner", "-", [
        v("2026-05-05", "Jas Mireault", "Hattie Glass - temp, warehouse/admin, owner Jas"),
        v("2026-08-31", "Callum Drey",
          "Handover from Jas (moving to the perm desk): Hattie Glass -> Callum. She's on the Fennick nights "
          "booking. Note Celine Abara's payroll cert is CIPP Level 3, please add it to her profile."),
    ], tags=["handover_other"]),

    fam("V44", "Tillmouth Insurance", "account owner", "-", [
        v("2025-11-04", "Owen Tasker", "Tillmouth acct owner: Owen"),
        v("2026-06-29", "Nadia Ferrant", "Nadia now looks after Tillmouth - Owen's concentrating on tech"),
    ], attached=[
        a("2026-07-06", "elaboration",
          "Tillmouth is Nadia's account now - she's doing their quarterly review and owns the temp desk "
          "relationship there too"),
    ]),

    fam("V45", "Niamh Okonjo", "mobile number", "-", [
        v("2026-02-24", "07700900417", "Niamh Okonjo mob: 07700 900417"),
        v("2026-07-21", "07700900862", "Niamh Okonjo mob: 07700 900862", same=True),
    ]),

    fam("V46", "Declan Frome", "email", "-", [
        v("2026-03-03", "declan.frome@postbox.example",
          "Cand: Declan Frome | Email: declan.frome@postbox.example | Owner: OT"),
        v("2026-06-30", "d.frome@kestrelmail.example",
          "Cand: Declan Frome | Email: d.frome@kestrelmail.example | Owner: OT", same=True),
    ]),

    fam("V47", "Ravi Sunderam", "current salary", "-", [
        v("2026-01-26", "61000 GBP", "Ravi Sunderam, current package £61k + 10% bonus"),
        v("2026-04-07", "64500 GBP", "Ravi had his pay review - base is £64,500 now"),
    ], attached=[
        a("2026-05-05", "format_variant", "Ravi S current base 64.5k"),
    ]),

    fam("V48", "Celine Abara", "job title", "-", [
        v("2026-02-05", "Payroll Officer", "Celine Abara | Payroll Officer | Greyholt Retail"),
        v("2026-06-11", "Senior Payroll Officer", "Celine Abara | Senior Payroll Officer | Greyholt Retail", same=True),
    ]),

    fam("V49", "Anouk Delacroix-Hay", "stage", "Sable & Finch paralegal", [
        v("2026-08-11", "1st int", "Anouk D-H 1st int with Sable & Finch booked"),
        v("2026-08-27", "offer", "Cand: Anouk Delacroix-Hay | Role: Paralegal (S&F) | Stage: offer | Owner: RT"),
        v("2026-09-10", "placed", "Anouk accepted & started at S&F - placement logged"),
    ], attached=[
        a("2026-09-17", "elaboration",
          "Anouk's placement with S&F: paralegal, commercial property team, £31k, started %s" % dm("2026-09-07")),
    ]),

    fam("V50", "Wade Penhallow", "stage", "Mirefield surveyor", [
        v("2026-05-20", "CV sent", "Wade Penhallow | Mirefield surveyor | CV sent"),
        v("2026-06-04", "1st int", "Wade Penhallow | Mirefield surveyor | 1st int", same=True),
    ]),

    fam("V51", "Stellan Voigt", "contract end date", "-", [
        v("2026-05-06", "2026-10-31", "Stellan's current contract ends 31/10/26 - free after that"),
        v("2026-09-29", "2026-12-31", "Stellan's client extended him to 31 Dec, so he's off the market till new year"),
    ], attached=[
        a("2026-10-06", "format_variant", "Stellan Voigt contract end 2026-12-31"),
    ]),

    fam("V52", "Pennant Analytics", "hiring manager", "data roles", [
        v("2026-05-19", "Oona Villiers", "Pennant data HM: Oona Villiers"),
        v("2026-09-01", "Ash Kemble", "Pennant - Ash Kemble replaces Oona as HM for data roles from Sept"),
    ]),

    fam("V53", "Mirefield Housing", "interview venue", "1st ints", [
        v("2026-05-21", "Dunmere office", "Mirefield 1st ints are held at their Dunmere office"),
        v("2026-07-29", "Wexley Green depot", "Mirefield have moved all 1st-stage interviews to the Wexley Green depot"),
    ], attached=[
        a("2026-08-05", "elaboration",
          "1st ints at Mirefield now at the Wexley Green depot - Unit 4, parking at the rear, sign in at the gatehouse"),
    ]),

    fam("V54", "Quarlow Engineering", "payment terms", "-", [
        v("2026-01-19", "30 days", "Quarlow Engineering | Payment terms: 30 days | PO required"),
        v("2026-08-19", "45 days", "Quarlow's finance team have pushed our invoices out to 45 days"),
    ], attached=[
        a("2026-09-03", "format_variant", "Quarlow pay terms: net 45"),
    ]),

    fam("V55", "Corin Ashdown", "stage", "Pennant data engineer", [
        v("2026-06-03", "shortlisted", "Cand: Corin Ashdown | Role: Data Engineer (Pennant) | Stage: shortlisted | Owner: OT"),
        v("2026-06-11", "1st int", "Cand: Corin Ashdown | Role: Data Engineer (Pennant) | Stage: 1st int | Owner: OT",
          same=True),
        v("2026-06-22", "2nd int", "Corin's 2nd with Pennant went ok, bit nervous on the system design bit"),
        v("2026-06-30", "final", "Corin through to the final at Pennant - tech test + panel"),
        v("2026-07-03", "offer", "OFFER - Corin Ashdown, Pennant Analytics, Data Engineer"),
    ], attached=[
        a("2026-07-08", "elaboration",
          "Corin's Pennant offer: £71k base, 10% bonus, hybrid 2 days, start TBC once his notice is served"),
    ]),

    fam("V56", "Kit Farrow", "salary expectation", "perm", [
        v("2026-07-14", "70000 GBP", "Kit Farrow | Sal exp: £70k | NP: 3 months"),
        v("2026-08-04", "72000 GBP", "Kit Farrow | Sal exp: £72k | NP: 3 months", same=True),
    ]),

    fam("V57", "Hattie Glass", "pay rate", "temp day shifts", [
        v("2026-05-06", "14.20 GBP/hr", "Hattie's PAYE rate: £14.20 ph (days)"),
        v("2026-09-07", "15.10 GBP/hr", "Hattie gets a bump to £15.10/hr on day shifts from Monday"),
    ], attached=[
        a("2026-09-14", "format_variant", "Hattie Glass (days) - 15.10 per hour PAYE"),
    ]),

    fam("V58", "Lottie Brannagh", "stage", "Tillmouth underwriter", [
        v("2026-01-06", "2nd int", "Lottie - 2nd int with Tillmouth (underwriter) done, went well"),
        v("2026-01-16", "offer", "Cand: Lottie Brannagh | Role: Underwriter, Tillmouth | Stage: offer | Owner: OT"),
        v("2026-01-22", "withdrawn", "Lottie has pulled out of Tillmouth - taking a role with a broker instead"),
    ]),

    fam("V59", "Tobias Renwick", "stage", "Greyholt area manager (JOB-2963)", [
        v("2026-05-07", "CV sent", "Tobias Renwick | JOB-2963 Greyholt area mgr | CV sent"),
        v("2026-05-09", "1st int", "Tobias Renwick | JOB-2963 Greyholt area mgr | 1st int", same=True),
    ]),

    fam("V60", "Gwen Illesley", "notice period", "-", [
        v("2026-03-03", "6 weeks", "Gwen NP 6 wks"),
        v("2026-07-14", "3 months", "Gwen's on 3 months' notice at Pennant (new contract)"),
    ], attached=[
        a("2026-09-15", "confirmation", "Gwen confirmed her notice is still 3 months"),
    ]),

    fam("V61", "Zofia Marchetti", "stage", "Lumen Ridge project coordinator", [
        v("2026-07-09", "shortlisted", "Zofia shortlisted for the Lumen Ridge project coordinator job"),
        v("2026-07-16", "1st int", "Cand: Zofia Marchetti | Role: Project Coord (Lumen Ridge) | Stage: 1st int | Owner: JM"),
        v("2026-07-30", "2nd int", "Zofia's 2nd with Lumen Ridge is locked in"),
    ]),

    fam("V62", "Yusuf Tarrant", "stage", "Fennick shift manager (JOB-3187)", [
        v("2026-09-15", "1st int", "Yusuf Tarrant | JOB-3187 | Stage: 1st int"),
        v("2026-09-24", "2nd int", "Yusuf Tarrant | JOB-3187 | Stage: 2nd int", same=True),
    ]),

    # ---------------- negation families ----------------
    fam("N1", "Marisol Quant", "actively looking", "-", [
        v("2026-03-10", "looking", "Marisol actively looking, open to ops/logistics roles within 30 mins of Carrow Quay"),
        v("2026-07-06", "looking",
          "MQ accepted her employer's counter-offer - she's NOT looking any more, park her", pol="-"),
        v("2026-10-12", "looking", "Marisol back on the market! counter-offer money didn't fix the manager problem"),
    ], attached=[
        a("2026-10-26", "confirmation", "Marisol still very much looking - keenest on Fennick"),
    ], tags=["negation", "restart"]),

    fam("N2", "Fennick Logistics", "accepts speculative CVs", "-", [
        v("2026-02-12", "spec CVs", "Fennick happy to take spec CVs for warehouse & transport"),
        v("2026-05-11", "spec CVs",
          "Fennick: no more speculative CVs please, only against live roles (Carla's request)", pol="-"),
        v("2026-09-21", "spec CVs", "Piers says spec CVs are fine again for FNL - send strong drivers/supervisors"),
    ], tags=["negation", "restart"]),

    fam("N3", "Dev Okafor", "works nights", "-", [
        v("2026-03-16", "nights", "CAN-4471 (Dev Okafor) ok with nights, prefers 4-on-4-off"),
        v("2026-06-08", "nights", "Dev won't do nights anymore - new baby", pol="-"),
        v("2026-08-24", "nights", "Devon says he can do nights again from Sept, partner's back at work"),
    ], attached=[
        a("2026-09-01", "elaboration",
          "Dev back on nights - 4-on-4-off preferred, Saltgate or Carrow Quay sites, has his own car"),
    ], tags=["negation", "restart"]),

    fam("N4", "Brackwater Foods", "hiring freeze", "ops roles", [
        v("2026-04-06", "freeze", "BWF: hiring freeze on all ops roles till end of Q2"),
        v("2026-06-29", "freeze", "Brackwater freeze lifted, ops roles can go live again", pol="-"),
        v("2026-10-19", "freeze", "Brackwater Foods has put a freeze back on ops hiring (Q4 cost review)"),
    ], attached=[
        a("2026-11-16", "confirmation", "Brackwater ops freeze still in place, per Jas"),
    ], tags=["negation", "restart"]),

    fam("N5", "Ruaridh Moss", "open to relocation", "-", [
        v("2026-08-05", "relocation", "Ruaridh open to relocating for the right role, family in Dunmere"),
        v("2026-09-09", "relocation", "Ruaridh's not relocating after all, partner got a job locally", pol="-"),
        v("2026-11-02", "relocation", "Ruaridh would relocate again - his partner's job fell through"),
    ], tags=["negation", "restart"]),

    fam("N6", "Wade Penhallow", "enhanced DBS valid", "-", [
        v("2026-05-22", "enhanced DBS", "Wade Penhallow - enhanced DBS on file, valid"),
        v("2026-10-26", "enhanced DBS", "Wade's DBS has lapsed, needs a new check before any Mirefield shifts", pol="-"),
    ], attached=[
        a("2026-11-09", "confirmation", "Wade's DBS still not renewed, can't book him anywhere yet"),
    ], tags=["negation"]),

    fam("N7", "Elif Durmaz", "needs visa sponsorship", "-", [
        v("2026-09-22", "sponsorship", "Elif needs Skilled Worker sponsorship - flag it to clients up front"),
        v("2026-10-14", "sponsorship", "Elif's settled status came through, she doesn't need sponsorship now", pol="-"),
    ], tags=["negation"]),

    fam("N8", "Sable & Finch Legal", "weekly catch-up call", "-", [
        v("2026-03-11", "Monday", "S&F weekly catch-up: Mondays 9:30 with the office manager"),
        v("2026-06-10", "Thursday", "moved the S&F weekly call to Thursdays, Mondays clash with their partners' meeting"),
        v("2026-10-07", "Thursday",
          "S&F have dropped the Thursday catch-up - they'll call us when they need someone", pol="-"),
    ], tags=["negation"]),
]

# ---------------------------------------------------------------------------
# STANDALONE labelled negatives
# ---------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: each value is its own fact
    s("multi_valued", "Ostrander Labs", "site=Lantry Vale", "-", "Lantry Vale", "2026-03-31",
      "Ostrander Labs site: Lantry Vale (main lab)"),
    s("multi_valued", "Ostrander Labs", "site=Stourfield", "-", "Stourfield", "2026-06-17",
      "Ostrander have opened another lab, in Stourfield"),
    s("multi_valued", "Ostrander Labs", "site=Oxmoor", "-", "Oxmoor", "2026-09-23",
      "OL added Oxmoor as a third site - QC team only"),
    s("multi_valued", "Teodor Baines", "language=Portuguese", "-", "Portuguese", "2026-02-04",
      "Teodor: fluent Portuguese (native)"),
    s("multi_valued", "Teodor Baines", "language=Spanish", "-", "Spanish", "2026-03-18",
      "Teo also speaks Spanish, business level"),
    s("multi_valued", "Teodor Baines", "language=Mandarin", "-", "Mandarin", "2026-06-09",
      "added conversational Mandarin to Teodor's profile"),
    s("multi_valued", "Fennick Logistics", "contact=Gail Omerod", "-", "Gail Omerod", "2026-02-13",
      "Fennick contact: Gail Omerod, HR advisor"),
    s("multi_valued", "Fennick Logistics", "contact=Bertie Lusk", "-", "Bertie Lusk", "2026-05-13",
      "another Fennick contact - Bertie Lusk, ops director, cc him on offers"),
    s("multi_valued", "Fennick Logistics", "contact=Shona Pryce", "-", "Shona Pryce", "2026-08-26",
      "added Shona Pryce (payroll) to the Fennick contacts for timesheets"),
    s("multi_valued", "Amara Kestle", "skill=SAP", "-", "SAP", "2026-04-09",
      "Amara Kestle skills: SAP FI/CO"),
    s("multi_valued", "Amara Kestle", "skill=Xero", "-", "Xero", "2026-05-27",
      "Amara also knows Xero, used it at her last place"),
    s("multi_valued", "Amara Kestle", "skill=Power BI", "-", "Power BI", "2026-07-15",
      "Amara's added Power BI to her skills (did the course)"),

    # scope_disjoint: same subject + attribute as a family, another scope
    s("scope_disjoint", "Stellan Voigt", "day rate", "inside IR35", "480 GBP/day", "2026-06-17",
      "Stellan would take £480/day inside IR35 if it's a long gig"),
    s("scope_disjoint", "Corvane Build", "perm fee", "second hire within 12 months", "15%", "2026-04-20",
      "Corvane: a 2nd perm hire within the same 12 months is billed at 15%"),
    s("scope_disjoint", "Tillmouth Insurance", "fee", "temp mark-up", "21%", "2026-03-02",
      "Tillmouth temps: 21% mark-up on the PAYE rate"),
    s("scope_disjoint", "Ostrander Labs", "hiring manager", "lab technician roles", "Gus Harnett", "2026-05-20",
      "Ostrander lab tech roles - HM is Gus Harnett"),
    s("scope_disjoint", "Kasia Wrenn", "stage", "Pennant QA Engineer", "1st int", "2026-04-22",
      "Kasia also has a 1st int at Pennant (QA Engineer) on the side"),
    s("scope_disjoint", "Dev Okafor", "interview slot", "Brackwater 2nd int", "2026-10-01T11:00", "2026-09-25",
      "Dev's 2nd at BWF pencilled in for %s, 11am" % dm("2026-10-01")),
    s("scope_disjoint", "Mirefield Housing", "interview venue", "2nd-stage panels", "Ashby Fenn head office",
      "2026-08-06", "Mirefield 2nd-stage panels are at head office in Ashby Fenn"),
    s("scope_disjoint", "Benedikt Saar", "day rate", "weekend cover", "600 GBP/day", "2026-05-13",
      "Benedikt weekend / out-of-hours cover: £600 per day"),
    s("scope_disjoint", "Fennick Logistics", "hiring manager", "office & finance roles", "Imogen Tuck", "2026-06-02",
      "Fennick office & finance roles go to Imogen Tuck, not Piers"),
    s("scope_disjoint", "Brackwater Foods", "hiring freeze", "finance roles", "freeze", "2026-04-08",
      "BWF freeze is ops only - finance hiring is carrying on as normal", pol="-"),
    s("scope_disjoint", "Hattie Glass", "pay rate", "temp night shifts", "17.40 GBP/hr", "2026-09-08",
      "Hattie's night shift rate is £17.40/hr"),
    s("scope_disjoint", "Pennant Analytics", "rebate period", "senior hires 80k+", "9 months", "2026-10-06",
      "For senior Pennant hires (£80k+) the rebate runs 9 months"),

    # different_subject: same attribute as a family, another subject
    s("different_subject", "Ines Castellow", "notice period", "-", "1 month", "2026-07-08",
      "Ines Castellow NP 1 month"),
    s("different_subject", "Niamh Okonjo", "salary expectation", "perm", "55000 GBP", "2026-02-25",
      "Niamh looking for £55k"),
    s("different_subject", "Ravi Sunderam", "owner", "-", "Owen Tasker", "2026-01-27",
      "Ravi Sunderam - owner OT"),
    s("different_subject", "Celine Abara", "available from", "-", "2026-01-19", "2025-12-16",
      "Celine Abara can start from 19 Jan"),
    s("different_subject", "Lumen Ridge Energy", "perm fee", "-", "18%", "2026-04-22",
      "Lumen Ridge Energy perm fee 18%"),
    s("different_subject", "Sunniva Lowe", "stage", "Sable & Finch estates surveyor", "offer", "2026-08-28",
      "Sunniva's got an offer from Sable & Finch"),
    s("different_subject", "Amara Kestle", "right to work", "-", "Skilled Worker visa", "2026-04-10",
      "Amara's RTW is a Skilled Worker visa"),
    s("different_subject", "Quarlow Engineering", "hiring manager", "design roles", "Rosalind Pike", "2026-06-12",
      "Quarlow HM for the design roles: Rosalind Pike"),
    s("different_subject", "Mateus Corrigan", "day rate", "outside IR35", "575 GBP/day", "2026-08-11",
      "Mateus would contract at £575/day outside IR35"),
    s("different_subject", "Kit Farrow", "current employer", "-", "Pennant Analytics", "2026-07-15",
      "Kit Farrow currently at Pennant Analytics (data platform team)"),
    s("different_subject", "Lumen Ridge site admin (JOB-3190)", "role status", "-", "on hold", "2026-08-18",
      "Lumen Ridge site admin JOB-3190 - on hold"),
    s("different_subject", "Priya Halloran", "notice period", "-", "2 months", "2026-01-21",
      "Priya NP 2 months"),

    # static: facts that do not change (some stated twice, different formats)
    s("static", "Pellbrook Recruitment", "founded", "-", "2011", "2025-10-01",
      "Pellbrook Recruitment founded 2011, Kettlebridge"),
    s("static", "Pellbrook Recruitment", "founded", "-", "2011", "2026-06-30",
      "est. 2011 - fifteen years of Pellbrook this year"),
    s("static", "Marisol Quant", "candidate ref", "-", "CAN-4417", "2026-03-12",
      "Marisol Quant = CAN-4417 in the CRM"),
    s("static", "Marisol Quant", "candidate ref", "-", "CAN-4417", "2026-10-13",
      "MQ's ref is 4417 if you're searching for her"),
    s("static", "Corvane Build", "company number", "-", "09384412", "2026-01-07",
      "Corvane Build Ltd, Co. No. 09384412"),
    s("static", "Corvane Build", "company number", "-", "09384412", "2026-04-15",
      "Corvane Build - company reg 0938 4412 (for the terms doc)"),
    s("static", "Teodor Baines", "date of birth", "-", "1991-06-14", "2026-02-05",
      "Teodor Baines DOB 14/06/1991"),
    s("static", "Teodor Baines", "date of birth", "-", "1991-06-14", "2026-08-14",
      "Teo's birthday is 14 June (born 1991)"),
    s("static", "Fennick Logistics", "registered office", "-", "Unit 7 Carrow Quay Trading Estate", "2026-02-16",
      "Fennick Logistics reg. office: Unit 7, Carrow Quay Trading Estate"),
    s("static", "Pellbrook Recruitment", "trade body member no", "-", "M-20418", "2025-10-02",
      "Pellbrook trade association member no. M-20418"),
    s("static", "Stellan Voigt", "ltd company", "-", "Voigt Data Services Ltd", "2026-05-07",
      "Stellan contracts through Voigt Data Services Ltd"),
    s("static", "Kasia Wrenn", "ISTQB cert no", "-", "22-FL-08817", "2026-04-15",
      "Kasia's ISTQB Foundation cert no. 22-FL-08817"),

    # membership: additive group statements
    s("membership", "Kasia Wrenn", "member of=QA talent pool", "-", "QA talent pool", "2026-04-16",
      "Kasia added to the QA talent pool"),
    s("membership", "Dev Okafor", "member of=temp nights pool", "-", "temp nights pool", "2026-03-17",
      "Dev joined the temp nights pool"),
    s("membership", "Owen Tasker", "member of=tech desk", "-", "tech desk", "2026-07-01",
      "Owen's on the tech desk alongside Callum"),
    s("membership", "Hattie Glass", "member of=Friday temps WhatsApp", "-", "Friday temps WhatsApp", "2026-05-08",
      "Hattie's in the Friday temps WhatsApp group"),
    s("membership", "Jas Mireault", "member of=DEI working group", "-", "DEI working group", "2026-02-19",
      "Jas joined the DEI working group"),
    s("membership", "Corin Ashdown", "member of=data engineering pool", "-", "data engineering pool", "2026-06-04",
      "Corin Ashdown is in the data engineering shortlist pool"),
    s("membership", "Tillmouth Insurance", "member of=key accounts", "-", "key accounts", "2026-01-30",
      "Tillmouth is on our key accounts list"),
    s("membership", "Amara Kestle", "member of=finance contractors pool", "-", "finance contractors pool",
      "2026-04-13", "Amara signed up to the finance contractors pool"),
    s("membership", "Celine Abara", "member of=payroll pool", "-", "payroll pool", "2026-02-06",
      "Celine's in the payroll pool too"),
    s("membership", "Nadia Ferrant", "member of=interviewer training cohort", "-", "interviewer training cohort",
      "2026-09-16", "Nadia is on the interviewer training cohort this term"),
    s("membership", "Sunniva Lowe", "member of=Dunmere surveyors network", "-", "Dunmere surveyors network",
      "2026-03-04", "Sunniva joined the Dunmere surveyors network"),
    s("membership", "Pellbrook Recruitment", "member of=Mirefield supplier framework", "-",
      "Mirefield supplier framework lot 2", "2026-03-25",
      "Mirefield put us on their agency supplier framework (lot 2, professional)"),

    # equal_time: six pairs, one key, one order time, different values
    s("equal_time", "Niamh Okonjo", "interview slot", "Pennant 1st int", "2026-10-27T10:00", "2026-10-20",
      "Niamh Okonjo 1st int Pennant: %s 10:00" % dm("2026-10-27"), time="11:15"),
    s("equal_time", "Niamh Okonjo", "interview slot", "Pennant 1st int", "2026-10-27T11:30", "2026-10-20",
      "Cand: Niamh Okonjo | Pennant 1st int | 27/10 11:30", time="11:15"),
    s("equal_time", "Declan Frome", "salary expectation", "perm", "47000 GBP", "2026-05-14",
      "Declan Frome sal exp £47k", time="16:40"),
    s("equal_time", "Declan Frome", "salary expectation", "perm", "49000 GBP", "2026-05-14",
      "call w/ Declan - says 49k is his floor", time="16:40"),
    s("equal_time", "Tillmouth underwriting assistant (JOB-3240)", "role status", "-", "open", "2026-08-12",
      "JOB-3240 Underwriting Asst (Tillmouth) - open", time="10:05"),
    s("equal_time", "Tillmouth underwriting assistant (JOB-3240)", "role status", "-", "on hold", "2026-08-12",
      "Role: JOB-3240 | Client: Tillmouth | Status: on hold", time="10:05"),
    s("equal_time", "Benedikt Saar", "available from", "-", "2026-02-02", "2026-01-22",
      "Benedikt Saar avail from 02/02", time="09:20"),
    s("equal_time", "Benedikt Saar", "available from", "-", "2026-02-09", "2026-01-22",
      "Benedikt can start 9 Feb", time="09:20"),
    s("equal_time", "Celine Abara", "notice period", "-", "1 month", "2026-03-09",
      "Celine Abara NP 1 month", time="14:50"),
    s("equal_time", "Celine Abara", "notice period", "-", "6 weeks", "2026-03-09",
      "Celine's notice is six weeks per her contract", time="14:50"),
    s("equal_time", "Greyholt Retail", "interview venue", "area manager 2nd ints", "Saltgate store", "2026-06-01",
      "Greyholt area mgr 2nd ints at the Saltgate store", time="13:00"),
    s("equal_time", "Greyholt Retail", "interview venue", "area manager 2nd ints", "Greyholt HQ Stourfield",
      "2026-06-01", "2nd ints for area manager: Greyholt HQ, Stourfield", time="13:00"),

    # unrelated chatter
    s("unrelated", "-", "chatter", "u01", "-", "2026-01-05", "Reminder: timesheets in by 12 noon Monday or payroll slips a week"),
    s("unrelated", "-", "chatter", "u02", "-", "2026-02-20", "who's got the boardroom key? need it for 2pm"),
    s("unrelated", "-", "chatter", "u03", "-", "2026-03-26", "Coffee machine on the 1st floor is leaking again, don't use it"),
    s("unrelated", "-", "chatter", "u04", "-", "2026-04-24", "Great team lunch today, thanks Rhea"),
    s("unrelated", "-", "chatter", "u05", "-", "2026-11-29", "CRM down for maintenance tonight 8-10pm, save your notes"),
    s("unrelated", "-", "chatter", "u06", "-", "2026-05-29", "Anyone know a good immigration solicitor? asking for a cand"),
    s("unrelated", "-", "chatter", "u07", "-", "2026-06-18", "Printer jammed again, I've logged it with IT"),
    s("unrelated", "-", "chatter", "u08", "-", "2026-11-30", "Well done all on a record November - drinks Friday"),
    s("unrelated", "-", "chatter", "u09", "-", "2026-07-24", "Can everyone update their LinkedIn banners with the new logo pls"),
    s("unrelated", "-", "chatter", "u10", "-", "2026-08-07", "Fire alarm test Weds 11am as usual"),
    s("unrelated", "-", "chatter", "u11", "-", "2026-10-09", "note to self: chase the parking permits"),
    s("unrelated", "-", "chatter", "u12", "-", "2026-10-30", "Thanks Owen for covering my calls this morning"),
]


# ---------------------------------------------------------------------------
def build():
    rng = random.Random(SEED)
    mems = []

    def add(fid, key, value, pol, date, text, label, time=None, role="", same=False, tags=()):
        if time is None:
            hh = rng.randint(8, 18)
            mm = rng.randint(0, 59)
        else:
            hh, mm = (int(x) for x in time.split(":"))
        d = D(date)
        t = dt.datetime(d.year, d.month, d.day, hh, mm, 0, tzinfo=UTC)
        mems.append({"fid": fid, "key": key, "value": value, "pol": pol, "t": t, "text": text,
                     "label": label, "role": role, "same": same, "tags": list(tags)})

    for f in FAMILIES:
        for i, ver in enumerate(f["versions"]):
            add(f["fid"], f["key"], ver["value"], ver["pol"], ver["date"], ver["text"], None,
                role="v%d" % (i + 1), same=ver["same"], tags=f["tags"])
        last = f["versions"][-1]
        for att in f["attached"]:
            add(f["fid"], f["key"], last["value"], last["pol"], att["date"], att["text"], att["cls"],
                role="att")
    for st in STANDALONE:
        add("-", st["key"], st["value"], st["pol"], st["date"], st["text"], st["cls"], time=st["time"])

    # backfilled vs live
    for m in mems:
        m["backfilled"] = (rng.random() < BACKFILL_SHARE) and m["t"] < IMPORT_START
    # import session: seeded order unrelated to observed order
    bf = [m for m in mems if m["backfilled"]]
    rng.shuffle(bf)
    cur = IMPORT_START
    for m in bf:
        cur = cur + dt.timedelta(seconds=rng.randint(1, 4))
        m["created"] = cur
    for m in mems:
        if not m["backfilled"]:
            m["created"] = m["t"]
    # ids in shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, idx in enumerate(order, 1):
        mems[idx]["id"] = "%s-%03d" % (PREFIX, n)
    file_order = list(mems)
    rng.shuffle(file_order)
    return mems, file_order, bf


def compute_truth(mems):
    groups = defaultdict(list)
    for m in mems:
        groups[m["key"]].append(m)
    pairs = []
    for key, ms in groups.items():
        for m in ms:
            later = [x for x in ms if x["t"] > m["t"] and (x["value"], x["pol"]) != (m["value"], m["pol"])]
            if not later:
                continue
            tmin = min(x["t"] for x in later)
            cands = [x for x in later if x["t"] == tmin]
            assert len(cands) == 1, ("ambiguous replacement", key)
            r = cands[0]
            pairs.append((m, r, "negation" if r["pol"] != m["pol"] else "value"))
    return pairs


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def check(mems, pairs, bf):
    in_pair = set()
    for e, r, _ in pairs:
        in_pair.add(e["id"])
        in_pair.add(r["id"])
    for m in mems:
        if m["label"]:
            assert m["label"] in CLASSES
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory not in a pair", m["id"], m["text"])
    # order times within a family distinct (equal_time are standalone keys)
    by_key = defaultdict(list)
    for m in mems:
        by_key[m["key"]].append(m)
    for key, ms in by_key.items():
        ts = [m["t"] for m in ms]
        if len(set(ts)) != len(ts):
            assert all(m["label"] == "equal_time" for m in ms), ("equal order times", key)
            assert len(ms) == 2 and ms[0]["value"] != ms[1]["value"]
    assert sum(1 for m in mems if m["label"] == "equal_time") == 12
    # family versions strictly increasing; attached after last with same value/polarity
    for f in FAMILIES:
        vs = [m for m in mems if m["fid"] == f["fid"] and m["role"].startswith("v")]
        ts = [m["t"] for m in vs]
        assert ts == sorted(ts) and len(set(ts)) == len(ts), f["fid"]
        last = vs[-1]
        for m in mems:
            if m["fid"] == f["fid"] and m["role"] == "att":
                assert m["t"] > last["t"] and m["value"] == last["value"] and m["pol"] == last["pol"], f["fid"]
        fam_pairs = [p for p in pairs if p[0]["fid"] == f["fid"]]
        assert len(fam_pairs) == len(vs) - 1, f["fid"]
    # family keys unique to their family
    fkeys = Counter(f["key"] for f in FAMILIES)
    assert all(c == 1 for c in fkeys.values())
    std_keys = set(st["key"] for st in STANDALONE)
    assert not (std_keys & set(fkeys)), std_keys & set(fkeys)
    # relative dates derivable from order time
    for fid, wd in (("V19", 1), ("V23", 4)):
        f = next(x for x in FAMILIES if x["fid"] == fid)
        rep = f["versions"][1]
        assert rep["value"][:10] == next_weekday(rep["date"], wd), fid
    # no text duplicated
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), [t for t, c in Counter(texts).items() if c > 1]
    for m in mems:
        assert m["text"].strip()
        assert m["t"] < CUTOFF and m["created"] < CUTOFF
        if m["backfilled"]:
            assert m["t"] < m["created"]
    cs = [m["created"] for m in bf]
    assert cs[-1] - cs[0] < dt.timedelta(hours=1)
    assert all(c.date() == IMPORT_START.date() for c in cs)
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)


def stats_text(mems, pairs):
    out = []
    fam_sizes = Counter(len(f["versions"]) for f in FAMILIES)
    nv = sum(1 for p in pairs if p[2] == "value")
    nn = sum(1 for p in pairs if p[2] == "negation")
    same = sum(1 for p in pairs if p[1]["same"])
    bfc = sum(1 for m in mems if m["backfilled"])
    tagc = Counter(t for f in FAMILIES for t in f["tags"])
    labels = Counter(m["label"] for m in mems if m["label"])
    out.append("recruit-r42 (seed %d)" % SEED)
    out.append("%-40s %5d" % ("memories", len(mems)))
    out.append("%-40s %5d" % ("  backfilled (observed_at)", bfc))
    out.append("%-40s %5d" % ("  live (created_at only)", len(mems) - bfc))
    out.append("%-40s %5d" % ("changing families", len(FAMILIES)))
    for k in sorted(fam_sizes):
        out.append("%-40s %5d" % ("  of %d versions" % k, fam_sizes[k]))
    out.append("%-40s %5d" % ("family versions (unlabelled)", sum(1 for m in mems if not m["label"])))
    out.append("%-40s %5d" % ("true pairs", len(pairs)))
    out.append("%-40s %5d" % ("  reason value", nv))
    out.append("%-40s %5d" % ("  reason negation", nn))
    out.append("%-40s %5d" % ("  reworded replacements", len(pairs) - same))
    out.append("%-40s %5d" % ("  same-line replacements", same))
    out.append("%-40s %5d" % ("labelled negatives", sum(labels.values())))
    for c in CLASSES:
        out.append("%-40s %5d" % ("  " + c, labels[c]))
    for t in ["move_back", "interior_confirmation", "negation", "restart", "names_old", "relative_date",
              "unit_change", "handover_other"]:
        out.append("%-40s %5d" % ("families tagged " + t, tagc[t]))
    return "\n".join(out)


def main(argv):
    if len(argv) > 1:
        print("usage: gen.py [--stats | --list]", file=sys.stderr)
        return 2
    mode = argv[0] if argv else "write"
    if mode not in ("write", "--stats", "--list"):
        print("usage: gen.py [--stats | --list]", file=sys.stderr)
        return 2
    mems, file_order, bf = build()
    pairs = compute_truth(mems)
    check(mems, pairs, bf)
    if mode == "--stats":
        print(stats_text(mems, pairs))
        return 0
    if mode == "--list":
        for m in sorted(mems, key=lambda x: (x["key"], x["t"], x["id"])):
            print("\t".join([m["id"], fmt(m["t"]), m["label"] or "-",
                             " | ".join(m["key"]), m["value"], m["pol"],
                             "backfilled" if m["backfilled"] else "live",
                             m["fid"], m["role"] or "-", ",".join(m["tags"]) or "-"]))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    lines = []
    for m in file_order:
        o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
        if m["backfilled"]:
            o["observed_at"] = fmt(m["t"])
        lines.append(json.dumps(o, ensure_ascii=False))
    truth = sorted(({"expired_id": e["id"], "replacement_id": r["id"], "reason": why} for e, r, why in pairs),
                   key=lambda x: (x["expired_id"], x["replacement_id"]))
    labels = sorted(({"id": m["id"], "class": m["label"]} for m in mems if m["label"]), key=lambda x: x["id"])
    for name, rows in (("memories.jsonl", lines),
                       ("truth.jsonl", [json.dumps(x, ensure_ascii=False) for x in truth]),
                       ("labels.jsonl", [json.dumps(x, ensure_ascii=False) for x in labels])):
        with open(os.path.join(here, name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write("\n".join(rows) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
