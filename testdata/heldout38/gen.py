#!/usr/bin/env python3
"""heldout38 -- blind labelled supersession data set.

Register: a small recruitment agency's shared candidate and client notes
(invented agency "Larkfield Talent", invented candidates, clients, places).

    python3 gen.py           write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats   print counts, write nothing
    python3 gen.py --list    print every memory, write nothing

Truth is computed from the tables below (fact key, value key, polarity,
order time), never from the text.
"""
import datetime as dt
import json
import os
import random
import re
import sys

SEED = 3817
PREFIX = "h38-"
NAME = "heldout38"
SESSION_DAY = dt.date(2026, 11, 25)
CUTOFF = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
LIVE_SHARE = 0.25
HERE = os.path.dirname(os.path.abspath(__file__))


def V(date, value, shape, text, pol="+", note=""):
    """One version of a changing family."""
    return {"date": date, "value": value, "shape": shape, "text": text,
            "pol": pol, "note": note}


def A(date, label, value, text, pol="+"):
    """A labelled memory attached to a family's key, after its last version."""
    return {"date": date, "label": label, "value": value, "text": text,
            "pol": pol}


def S(label, s, a, sc, value, date, text, pol="+", multi=False):
    """A standalone labelled memory with its own fact key."""
    return {"label": label, "s": s, "a": a, "sc": sc, "value": value,
            "date": date, "text": text, "pol": pol, "multi": multi}


# ---------------------------------------------------------------------------
# FAMILIES: changing facts.  Each version: date (order day, optional HH:MM),
# value key, polarity, text shape, text.  Dates in text are written as
# {d:YYYY-MM-DD:style} and rendered by render() so weekdays are right.
# A value "REL:next:<Wkd>[@HH:MM]" is a relative date ("next Tuesday"),
# resolved from the memory's order time.
# ---------------------------------------------------------------------------
FAMILIES = [
    # ---------------- value families ----------------
    dict(fid="F01", s="Priya Ashcombe", a="stage", sc="CORV-014", versions=[
        V("2026-02-02", "screened", "crm",
          "Cand: Priya Ashcombe (#4471) | Role: CORV-014 Ops Manager | Stage: screened | Owner: MT"),
        V("2026-02-06", "shortlisted", "chat",
          "sent PA's CV over to Corvane this am, Lise wants her on the shortlist for the ops mgr role"),
        V("2026-02-12", "1st int", "note",
          "Priya Ashcombe – 1st int with Corvane done today at the Tarrowby DC, 45 mins with Lise and the ops director. Good feedback, they want her back."),
        V("2026-02-19", "2nd int", "crm",
          "Cand: Priya Ashcombe (#4471) | Role: CORV-014 Ops Manager | Stage: 2nd int | Owner: MT"),
        V("2026-03-03", "offer", "call",
          "Call w/ Lise Aumont: Corvane making Priya a verbal offer for CORV-014 tomorrow, £61k + 10% bonus, written to follow"),
    ], attached=[
        A("2026-03-09", "confirmation", "offer",
          "Priya still at offer stage with Corvane – contract is with their HR for sign-off, nothing back yet"),
    ]),
    dict(fid="F02", s="Priya Ashcombe", a="salary expectation", sc="perm", versions=[
        V("2026-01-20", "55000 GBP/yr", "kv", "Priya Ashcombe salary exp: £55k base"),
        V("2026-02-13", "60000 GBP/yr", "call",
          "PA rang after her first interview – she now wants sixty thousand a year minimum before she'd move",
          note="format change (k -> words)"),
    ], attached=[
        A("2026-02-16", "elaboration", "60000 GBP/yr",
          "Priya's number is £60k base; she'd also want 25 days' holiday and to keep her two home days"),
    ]),
    dict(fid="F03", s="Priya Ashcombe", a="owner", sc="-", versions=[
        V("2025-11-12", "Joss Abernethy", "crm",
          "Cand #4471 Ashcombe, P. | Owner: Joss Abernethy | Source: LinkedIn inbound | Status: active"),
        V("2026-01-19", "Maren Tully", "hand",
          "Handover Joss → Maren: Priya A. is yours from Monday, she's keen on ops roles within 40 mins of Tarrowby. Also FYI the Halvorsen QHSE Lead job is parked on hold till their budget round.",
          note="handover also states another subject's fact (Halvorsen HAL-07 on hold; no family)"),
    ]),
    dict(fid="F04", s="Ola Brennagh", a="2nd int slot", sc="TS-112", versions=[
        V("2026-03-04", "2026-03-12T10:00", "crm",
          "Ola Brennagh | TS-112 Snr Data Eng | 2nd int: {d:2026-03-12:aDb} 10:00 | Venue: TBC"),
        V("2026-03-05", "REL:next:Tue@10:00", "chat",
          "Tess HM stuck in a board Thurs so moved Ola's 2nd to next Tues, same time",
          note="relative date: next Tuesday from Thu 5 Mar"),
    ], attached=[
        A("2026-03-06", "format_variant", "2026-03-10T10:00",
          "OB 2nd int slot: {d:2026-03-10:dmY} 10:00, Tessellate"),
    ]),
    dict(fid="F05", s="Kwame Ferrow", a="availability", sc="-", versions=[
        V("2026-05-13", "2026-06-01", "kv", "Kwame Ferrow – available from: {d:2026-06-01:dmY}"),
        V("2026-05-22", "REL:next:Mon", "note",
          "KF's contract at Braskett got cut short, he can start next Monday if Saltmarsh want him",
          note="relative date: next Monday from Fri 22 May"),
    ], attached=[
        A("2026-05-23", "format_variant", "2026-05-25",
          "Kwame avail {d:2026-05-25:iso}"),
    ]),
    dict(fid="F06", s="Corvane Logistics", a="fee", sc="perm", versions=[
        V("2025-10-08", "20%", "rec",
          "Client: Corvane Logistics\nFee: 20% of first-year base\nTerms signed: Oct 2025\nOwner: Maren"),
        V("2026-04-15", "18%", "chg",
          "Fee change – Corvane: dropped from 20% to 18% for the second hire onwards, agreed with their FD",
          note="text names the old value"),
    ], attached=[
        A("2026-04-20", "elaboration", "18%",
          "Corvane perm fee now 18% of base salary (bonus excluded), applies to every placement from CORV-019 on, signed addendum saved to the client folder"),
    ]),
    dict(fid="F07", s="Ruari McPhee", a="owner", sc="-", versions=[
        V("2026-01-07", "Tobiah Penn", "crm",
          "Cand: Ruari McPhee (#4476) | Stage: registered | Owner: TP"),
        V("2026-06-02", "Sunniva Crane", "chg",
          "Switched Ruari's owner from Toby to Sunny while Toby's on paternity leave",
          note="text names the old value"),
    ]),
    dict(fid="F08", s="Pellam Engineering", a="hiring manager", sc="PE-30", versions=[
        V("2026-02-24", "Gideon Rusk", "kv",
          "Pellam Engineering PE-30 hiring manager: Gideon Rusk (Head of Design)"),
        V("2026-05-11", "Anya Strode", "chg",
          "Pellam PE-30: HM switched from Gideon Rusk to Anya Strode, Gideon's moved over to the Bramwick plant",
          note="text names the old value"),
    ]),
    dict(fid="F09", s="Bea Stallard", a="interview venue", sc="BH-4 2nd int", versions=[
        V("2026-04-02", "Halsey Green surgery", "rec",
          "Interview: Bea Stallard / Brackwater Health BH-4\nStage: 2nd\nVenue: Halsey Green surgery, in person"),
        V("2026-04-07", "Teams", "chat",
          "Brackwater want Bea's 2nd on Teams now, their practice lead is isolating"),
        V("2026-04-09", "Halsey Green surgery", "note",
          "Bea's 2nd is back in person at Halsey Green – practice lead is fine again",
          note="move-back A -> B -> A"),
    ]),
    dict(fid="F10", s="Veloria Retail", a="role status", sc="VR-2", versions=[
        V("2026-06-03", "open", "kv", "VR-2 Area Manager (Veloria Retail) – status: open"),
        V("2026-07-15", "on hold", "chat",
          "Veloria have put the area mgr role on hold, restructure in the south region"),
        V("2026-09-01", "open", "note",
          "Veloria reopened VR-2 this morning – restructure done, same spec and band",
          note="move-back A -> B -> A"),
    ], attached=[
        A("2026-09-22", "confirmation", "open",
          "VR-2 remains open, Veloria chasing us for CVs this week"),
    ]),
    dict(fid="F11", s="Caden Morrow", a="owner", sc="-", versions=[
        V("2025-12-03", "Rhiannon Vick", "crm",
          "Cand: Caden Morrow (#4490) | Owner: RV | Sector: warehouse/logistics"),
        V("2026-02-16", "Tobiah Penn", "hand",
          "Handover Rhi → Toby for Caden Morrow while Rhi's on leave. He's not mid-process with anyone yet so light touch, check in fortnightly."),
        V("2026-03-23", "Rhiannon Vick", "chat",
          "Caden back with Rhi now she's back, Toby's passed his notes over",
          note="move-back A -> B -> A"),
    ]),
    dict(fid="F12", s="Gwen Harlow", a="work pattern preference", sc="-", versions=[
        V("2026-05-06", "hybrid 3 days office", "kv", "Gwen Harlow work pattern: hybrid, 3 days office"),
        V("2026-05-20", "fully remote", "call",
          "Gwen called – after the childcare change she'd only do fully remote now"),
        V("2026-06-10", "hybrid 3 days office", "note",
          "GH back to hybrid with 3 days in the office, childcare sorted with her mum",
          note="move-back A -> B -> A"),
    ], attached=[
        A("2026-06-15", "elaboration", "hybrid 3 days office",
          "Gwen: hybrid, 3 office days, ideally Tue–Thu, and she can flex to a fourth one week a month for month-end"),
    ]),
    dict(fid="F13", s="Yusuf Renwick", a="job title", sc="-", versions=[
        V("2025-10-21", "Transport Planner", "crm",
          "Cand: Yusuf Renwick (#4533) | Title: Transport Planner | Employer: Braskett Freight"),
        V("2026-01-14", "Senior Transport Planner", "note",
          "Yusuf's been promoted to Senior Transport Planner at Braskett, he's sent an updated CV"),
        V("2026-03-02", "Senior Transport Planner", "call",
          "Spoke to YR, title still Senior Transport Planner, nothing new since Jan",
          note="interior confirmation"),
        V("2026-07-08", "Transport Operations Manager", "kv",
          "Yusuf Renwick – current title: Transport Ops Manager"),
    ]),
    dict(fid="F14", s="Tessellate Systems", a="role status", sc="TS-118", versions=[
        V("2026-01-12", "open", "rec",
          "Role: TS-118 Platform Lead\nClient: Tessellate Systems\nStatus: open\nBand: £95–105k"),
        V("2026-02-09", "on hold", "chat",
          "TS-118 on hold, Tess have frozen headcount till Q2"),
        V("2026-03-16", "on hold", "kv",
          "TS-118 status: on hold (confirmed with Hal Brisco)",
          note="interior confirmation"),
        V("2026-05-04", "filled", "note",
          "Tessellate filled the platform lead role internally, TS-118 closed on our side"),
    ], attached=[
        A("2026-05-07", "elaboration", "filled",
          "TS-118 filled by an internal move – their SRE lead steps up in June, Hal says no fee due and no backfill role for now"),
    ]),
    dict(fid="F15", s="Anjali Roscoe", a="salary expectation", sc="perm", versions=[
        V("2026-02-03", "42000 GBP/yr", "kv", "Anjali Roscoe – sal exp £42k"),
        V("2026-03-10", "45000 GBP/yr", "call",
          "AR wants 45k now, she's had a competing offer at that level"),
        V("2026-04-01", "45000 GBP/yr", "crm",
          "Cand: Anjali Roscoe (#4509) | Sal exp: £45,000 | reconfirmed on call",
          note="interior confirmation"),
        V("2026-05-19", "47500 GBP/yr", "chat",
          "anjali upped her number to 47.5 after the Fenlow Pryce 2nd"),
    ], attached=[
        A("2026-05-21", "format_variant", "47500 GBP/yr",
          "Anjali Roscoe salary expectation: £47,500 p.a."),
    ]),
    dict(fid="F16", s="Felix Oduya-Hart", a="stage", sc="SE-40", versions=[
        V("2026-06-08", "submitted", "crm",
          "Cand: Felix Oduya-Hart | Role: SE-40 Commissioning Eng (contract) | Stage: submitted"),
        V("2026-06-16", "1st int", "note",
          "Felix had his 1st with Saltmarsh on site at Fennick Quay, went ok, bit nervous on the HV questions"),
        V("2026-06-25", "2nd int", "chat",
          "FOH through to 2nd w/ Saltmarsh, Tues am TBC"),
        V("2026-07-03", "withdrawn", "call",
          "Felix withdrew from the Saltmarsh contract – he's taken a perm offer elsewhere, very apologetic"),
    ], attached=[
        A("2026-07-06", "elaboration", "withdrawn",
          "FOH withdrawn from SE-40: accepted a perm commissioning role direct with a contractor in Norbridge, told Saltmarsh Friday, they were fine about it"),
    ]),
    dict(fid="F17", s="Tomasz Welk", a="day rate", sc="-", versions=[
        V("2026-03-18", "480 GBP/day", "kv", "Tomasz Welk DR: £480/day"),
        V("2026-04-22", "65 GBP/hour", "call",
          "Tom Welk now quoting £65 an hour, says day rates don't suit the shift pattern",
          note="unit change (per day -> per hour)"),
    ], attached=[
        A("2026-04-28", "format_variant", "65 GBP/hour",
          "TW rate = 65.00 GBP p/h"),
    ]),
    dict(fid="F18", s="Ines Valcourt", a="notice period", sc="-", versions=[
        V("2025-11-04", "4 weeks", "crm",
          "Cand: Ines Valcourt (#4420) | NP: 4 wks | Avail: TBC"),
        V("2026-02-17", "3 months", "note",
          "Ines's notice has gone up to 3 months with the new contract she signed at Orbis",
          note="unit change (weeks -> months)"),
    ], attached=[
        A("2026-02-25", "format_variant", "3 months",
          "Ines Valcourt NP = 3 mths"),
    ]),
    dict(fid="F19", s="Corvane Logistics", a="hiring manager", sc="CORV-019", versions=[
        V("2026-03-25", "Lise Aumont", "kv", "CORV-019 Transport Planner – HM: Lise Aumont"),
        V("2026-05-06", "Mateo Driscoll", "call",
          "Corvane call: the transport planner hire now sits with Mateo Driscoll, Lise is only doing ops"),
    ], attached=[
        A("2026-06-01", "confirmation", "Mateo Driscoll",
          "Mateo still HM on CORV-019, he's doing all the 1st ints himself"),
    ]),
    dict(fid="F20", s="Halvorsen Marine", a="charge rate", sc="HAL-03 weekday", versions=[
        V("2025-09-15", "34.50 GBP/hour", "rec",
          "Temp booking: HAL-03 Marine Electrician\nClient: Halvorsen Marine\nCharge rate: £34.50/hr\nPay rate: £26.00/hr"),
        V("2025-12-01", "36.00 GBP/hour", "rec",
          "Temp booking: HAL-03 Marine Electrician\nClient: Halvorsen Marine\nCharge rate: £36.00/hr\nPay rate: £26.00/hr"),
        V("2026-04-06", "37.25 GBP/hour", "chg",
          "HMar agreed the April uplift on the electricians, we now charge them 37.25 an hour"),
    ], attached=[
        A("2026-04-13", "format_variant", "37.25 GBP/hour",
          "HAL-03 charge: £37.25 per hour (weekdays)"),
    ]),
    dict(fid="F21", s="Hamish Telford", a="current employer", sc="-", versions=[
        V("2025-09-30", "Kettlewood Construction", "crm",
          "Cand: Hamish Telford (#4307) | Current: Kettlewood Construction | Title: Site Manager"),
        V("2026-03-04", "Dunmarsh Build", "note",
          "Hamish has moved to Dunmarsh Build as a contracts manager, started Monday – found it himself"),
    ], attached=[
        A("2026-06-22", "confirmation", "Dunmarsh Build",
          "HT still with Dunmarsh, happy there, check back in the new year"),
    ]),
    dict(fid="F22", s="Lottie Darrow", a="stage", sc="OC-21", versions=[
        V("2026-04-13", "shortlisted", "crm",
          "Cand: Lottie Darrow | Role: OC-21 Fund Accountant | Stage: shortlisted | Owner: SC"),
        V("2026-04-21", "1st int", "chat",
          "lottie's 1st at Ostrander done, they liked her, waiting on next steps"),
        V("2026-05-05", "placed", "note",
          "Charlotte Darrow placed at Ostrander Capital – signed contract back today"),
    ], attached=[
        A("2026-05-08", "elaboration", "placed",
          "Lottie Darrow placed (OC-21): £52k base, starts 1 June, 12-week rebate applies, invoice raised to Ostrander's AP"),
    ]),
    dict(fid="F23", s="Nadia Pirelle", a="right to work", sc="-", versions=[
        V("2025-10-14", "Graduate visa", "kv",
          "Nadia Pirelle RTW: Graduate visa, expires Sep 2026 – will need sponsorship"),
        V("2026-06-29", "ILR", "note",
          "Nadia's ILR came through, so no sponsorship needed now – share code checked"),
    ], attached=[
        A("2026-07-02", "elaboration", "ILR",
          "Nadia Pirelle RTW: indefinite leave to remain, share code checked 29/06 by RV, copy on file, no restriction on hours or employer"),
    ]),
    dict(fid="F24", s="Soraya Lind", a="availability", sc="-", versions=[
        V("2026-01-26", "immediate", "kv", "Soraya Lind – avail: immediate"),
        V("2026-02-11", "2026-03-30", "chat",
          "soraya's taken a 6wk temp at the council so not free till {d:2026-03-30:Db}"),
    ]),
    dict(fid="F25", s="Quarrymoor Foods", a="interview venue", sc="QF-09", versions=[
        V("2026-08-04", "Stanfell site", "kv",
          "QF-09 Shift Manager interviews – venue: Stanfell site, gatehouse"),
        V("2026-08-11", "Copperhythe HQ", "chat",
          "Quarrymoor moving the shift mgr ints to Copperhythe HQ, Stanfell's got an audit on"),
    ]),
    dict(fid="F26", s="Kilnworth Homes", a="rebate period", sc="perm", versions=[
        V("2025-11-18", "12 weeks", "rec",
          "Client: Kilnworth Homes\nTerms: 18% perm\nRebate: 12 weeks sliding"),
        V("2026-05-27", "8 weeks", "chg",
          "Kilnworth pushed back on the rebate – we've agreed 8 weeks, sliding scale as before"),
    ], attached=[
        A("2026-07-29", "confirmation", "8 weeks",
          "Kilnworth rebate still 8 wks, confirmed when we sent the KH-11 invoice"),
    ]),
    dict(fid="F27", s="Ostrander Capital", a="role status", sc="OC-21", versions=[
        V("2026-04-06", "open", "kv",
          "OC-21 Fund Accountant (Ostrander Capital) status: open"),
        V("2026-05-06", "filled", "kv",
          "OC-21 Fund Accountant (Ostrander Capital) status: filled"),
    ]),
    dict(fid="F28", s="Ridgeback Analytics", a="salary band", sc="RA-5", versions=[
        V("2026-02-23", "38-42k", "kv", "RA-5 BI Analyst band: £38–42k"),
        V("2026-03-30", "38-45k", "call",
          "Ridgeback agreed to stretch the BI analyst band to 45 at the top end"),
        V("2026-05-12", "40-46k", "note",
          "RBA have reset the BI Analyst band to £40-46k after benchmarking"),
    ], attached=[
        A("2026-05-14", "format_variant", "40-46k",
          "RA-5 salary range 40,000 – 46,000 GBP"),
    ]),
    dict(fid="F29", s="Saltmarsh Energy", a="client owner", sc="-", versions=[
        V("2025-10-01", "Joss Abernethy", "crm",
          "Client: Saltmarsh Energy | Owner: Joss | Tier: B | Roles live: 2"),
        V("2026-07-20", "Rhiannon Vick", "hand",
          "Handover: Saltmarsh Energy moves from Joss to Rhiannon as of today. Note Kwame Ferrow is still open to relocating for them, keep him front of mind for Fennick Quay.",
          note="handover also restates another subject's fact (Kwame relocation, after F64's last version)"),
    ]),
    dict(fid="F30", s="Dario Fenn", a="references", sc="-", versions=[
        V("2026-03-09", "requested", "kv", "Dario Fenn refs: requested x2, none back"),
        V("2026-03-20", "received", "kv", "Dario Fenn refs: 2 of 2 back, both clean"),
    ], attached=[
        A("2026-03-23", "elaboration", "received",
          "Dario's refs are both in – ex-line manager at Corbel Design and a project lead, both clean, sent to Pellam with his offer paperwork"),
    ]),
    dict(fid="F31", s="Milo Carrick", a="stage", sc="KH-11", versions=[
        V("2026-06-29", "2nd int", "crm",
          "Cand: Milo Carrick (#4382) | Role: KH-11 Site Manager | Stage: 2nd int"),
        V("2026-07-10", "offer", "call",
          "Kilnworth called – offer going out to Milo, £58k plus car allowance"),
        V("2026-07-21", "placed", "chat",
          "milo accepted kilnworth!! starts {d:2026-08-17:Db}"),
    ]),
    dict(fid="F32", s="Freya Doone", a="salary expectation", sc="perm", versions=[
        V("2026-08-18", "32-34k", "kv", "Freya Doone – expectations: £32-34k"),
        V("2026-09-02", "30000 GBP/yr", "note",
          "Freya happy at £30k now, she values the shorter commute more than the money"),
    ]),
    dict(fid="F33", s="Ibrahim Sallow", a="notice period", sc="-", versions=[
        V("2026-01-08", "1 month", "crm",
          "Cand: Ibrahim Sallow (#4455) | NP: 1 month | Owner: JA"),
        V("2026-02-26", "2 months", "crm",
          "Cand: Ibrahim Sallow (#4455) | NP: 2 months | Owner: JA"),
    ], attached=[
        A("2026-04-07", "confirmation", "2 months",
          "Ibby's notice is still 2 months, he asked HR again and they won't budge"),
    ]),
    dict(fid="F34", s="Keziah Brant", a="job title", sc="-", versions=[
        V("2025-12-09", "Conveyancing Assistant", "kv",
          "Keziah Brant – title: Conveyancing Assistant"),
        V("2026-04-28", "Conveyancing Paralegal", "note",
          "Kez has been made up to Conveyancing Paralegal at her current firm, so FP-8 is less of a step up for her"),
    ]),
    dict(fid="F35", s="Leon Varga", a="1st int slot", sc="PE-33", versions=[
        V("2026-07-06", "2026-07-14T14:00", "crm",
          "Leon Varga | PE-33 Project Eng | 1st int: {d:2026-07-14:aDb} 14:00 | Pellam, Lindenholt"),
        V("2026-07-09", "2026-07-13T11:30", "chat",
          "Pellam asked to pull Leon's 1st forward to {d:2026-07-13:a} 11.30"),
        V("2026-07-10", "2026-07-16T09:00", "note",
          "Leon's first interview is now {d:2026-07-16:ADB} at 9am – the Monday slot fell through when their engineer got pulled onto site"),
    ], attached=[
        A("2026-07-13", "format_variant", "2026-07-16T09:00",
          "LV 1st int – {d:2026-07-16:dmy} 09:00"),
    ]),
    dict(fid="F36", s="Orla Finnick", a="owner", sc="-", versions=[
        V("2026-02-02", "Sunniva Crane", "crm",
          "Cand: Orla Finnick (#4538) | Owner: Sunniva Crane | Stage: registered"),
        V("2026-05-18", "Tobiah Penn", "crm",
          "Cand: Orla Finnick (#4538) | Owner: Tobiah Penn | Stage: registered"),
    ]),
    dict(fid="F37", s="Callum Yeats", a="day rate", sc="-", versions=[
        V("2026-03-02", "375 GBP/day", "kv", "Callum Yeats DR £375"),
        V("2026-06-09", "400 GBP/day", "kv", "Callum Yeats DR £400"),
        V("2026-09-07", "425 GBP/day", "call",
          "Cal's gone up to 425 a day, he's got two other offers on the table"),
    ], attached=[
        A("2026-09-10", "format_variant", "425 GBP/day",
          "Callum Yeats – £425 p/d"),
    ]),
    dict(fid="F38", s="Tasha Morden", a="current employer", sc="-", versions=[
        V("2025-10-27", "Greyfield Care Group", "crm",
          "Cand: Tasha Morden (#4393) | Employer: Greyfield Care Group | Title: Deputy Practice Mgr"),
        V("2026-04-14", "Wexcombe Medical Centre", "call",
          "Tasha's left Greyfield, she's at Wexcombe Medical Centre now as practice manager (mat cover)"),
    ], attached=[
        A("2026-08-11", "confirmation", "Wexcombe Medical Centre",
          "Tasha Morden remains at Wexcombe MC, cover extended to spring"),
    ]),
    dict(fid="F39", s="Viktor Hale", a="stage", sc="HAL-07", versions=[
        V("2026-04-20", "shortlisted", "crm",
          "Cand: Viktor Hale (#4526) | Role: HAL-07 QHSE Lead | Stage: shortlisted"),
        V("2026-05-01", "2nd int", "note",
          "Halvorsen want Viktor back for a 2nd, the 1st went really well"),
        V("2026-05-20", "withdrawn", "chat",
          "viktor's pulled out of HAL-07, wife's job is moving them up to Scotland"),
    ]),
    dict(fid="F40", s="Wren Ashby", a="availability", sc="-", versions=[
        V("2026-09-08", "2026-10-05", "kv", "Wren Ashby available from {d:2026-10-05:Db}"),
        V("2026-09-21", "2026-09-28", "kv", "Wren Ashby available from {d:2026-09-28:Db}"),
    ], attached=[
        A("2026-09-23", "format_variant", "2026-09-28",
          "WA avail. {d:2026-09-28:dmy} – employer released her early"),
    ]),
    dict(fid="F41", s="Zainab Corr", a="contract type preference", sc="-", versions=[
        V("2026-03-11", "perm only", "kv", "Zainab Corr – perm only, no FTC"),
        V("2026-06-24", "perm or FTC", "call",
          "Zee says she'd now consider a 6-12 month FTC as well as perm if the rate's right"),
    ], attached=[
        A("2026-06-26", "elaboration", "perm or FTC",
          "Zainab: perm or fixed-term both fine now – FTC 6-12 months, needs to be PAYE not umbrella, and ideally with an extension option"),
    ]),
    dict(fid="F42", s="Elliot Pruitt", a="stage", sc="FP-8", versions=[
        V("2026-09-14", "submitted", "crm",
          "Cand: Elliot Pruitt (#4540) | Role: FP-8 Conveyancing Paralegal | Stage: CV sent"),
        V("2026-09-24", "rejected", "crm",
          "Cand: Elliot Pruitt (#4540) | Role: FP-8 Conveyancing Paralegal | Stage: rejected on CV"),
    ]),
    dict(fid="F43", s="Brackwater Health", a="hiring manager", sc="BH-4", versions=[
        V("2026-03-17", "Ilse Morcombe", "kv", "Brackwater Health BH-4 HM: Dr Ilse Morcombe"),
        V("2026-04-27", "Kofi Andrade", "kv", "Brackwater Health BH-4 HM: Kofi Andrade"),
    ]),
    dict(fid="F44", s="Fenlow & Pryce", a="fee", sc="perm", versions=[
        V("2026-01-15", "17.5%", "rec",
          "Client: Fenlow & Pryce Solicitors\nPerm fee: 17.5%\nRebate: 10 wks"),
        V("2026-07-27", "20%", "note",
          "F&P signed the new terms today – their perm fee goes up to 20%, rebate unchanged"),
    ]),
    dict(fid="F45", s="Halvorsen Marine", a="client owner", sc="-", versions=[
        V("2025-09-10", "Tobiah Penn", "crm",
          "Client: Halvorsen Marine | Owner: Tobiah | Accts: temps + 1 perm"),
        V("2026-03-09", "Sunniva Crane", "crm",
          "Client: Halvorsen Marine | Owner: Sunniva | Accts: temps + 1 perm"),
    ], attached=[
        A("2026-05-26", "confirmation", "Sunniva Crane",
          "Sunny is still the Halvorsen account lead, Toby only helps on temp cover"),
    ]),
    dict(fid="F46", s="Tessellate Systems", a="salary band", sc="TS-112", versions=[
        V("2026-02-16", "70-80k", "kv", "TS-112 Snr Data Engineer band £70-80k"),
        V("2026-03-02", "75-85k", "chat", "Tess bumped the snr DE band to 75-85, market's tight"),
        V("2026-04-08", "80-90k", "rec",
          "Role: TS-112 Senior Data Engineer\nClient: Tessellate Systems\nBand: £80,000–£90,000 + 8% pension"),
    ], attached=[
        A("2026-04-14", "format_variant", "80-90k",
          "TS-112 band 80k-90k"),
    ]),
    dict(fid="F47", s="Quarrymoor Foods", a="role status", sc="QF-07", versions=[
        V("2026-07-13", "open", "kv", "QF-07 Site Quality Mgr – status: open"),
        V("2026-10-19", "on hold", "note",
          "Quarrymoor have put QF-07 on hold – site quality audit first, they'll revisit in January"),
    ]),
    dict(fid="F48", s="Pellam Engineering", a="office address", sc="-", versions=[
        V("2025-11-25", "Unit 4 Greystone Cross Business Park", "kv",
          "Pellam Engineering address: Unit 4, Greystone Cross Business Park"),
        V("2026-06-15", "18 Ferrier Way, Lindenholt", "note",
          "Pellam have moved offices – send people to 18 Ferrier Way, Lindenholt from now on"),
    ], attached=[
        A("2026-08-03", "confirmation", "18 Ferrier Way, Lindenholt",
          "Pellam still at Ferrier Way in Lindenholt, it's on the new ToB too"),
    ]),
    dict(fid="F49", s="Esme Quayle", a="stage", sc="RA-5", versions=[
        V("2026-03-03", "screened", "crm",
          "Cand: Esme Quayle (#4551) | Role: RA-5 BI Analyst | Stage: screened"),
        V("2026-03-12", "shortlisted", "chat",
          "Esme's CV gone to Ridgeback, she's on their shortlist"),
        V("2026-04-02", "1st int", "crm",
          "Cand: Esme Quayle (#4551) | Role: RA-5 BI Analyst | Stage: 1st int"),
    ], attached=[
        A("2026-04-06", "elaboration", "1st int",
          "Esme Quayle at 1st int stage on RA-5 – seen by their head of data plus a 30-min SQL test, feedback promised by Friday"),
    ]),
    dict(fid="F50", s="Priya Ashcombe", a="notice period", sc="-", versions=[
        V("2025-11-12", "1 month", "kv", "PA notice: 1 month"),
        V("2026-01-27", "6 weeks", "note",
          "Notice for the Ashcombe candidate has gone to 6 weeks since her promotion"),
    ]),
    dict(fid="F51", s="Kwame Ferrow", a="job title", sc="-", versions=[
        V("2026-02-18", "Electrical Commissioning Technician", "crm",
          "Cand: Kwame Ferrow (#4388) | Title: Electrical Commissioning Tech | Employer: Braskett (contract)"),
        V("2026-04-29", "Commissioning Engineer", "note",
          "Mr Ferrow's contract title has changed to Commissioning Engineer, same site, same rate"),
    ]),
    dict(fid="F52", s="Hamish Telford", a="stage", sc="KH-09", versions=[
        V("2025-10-20", "1st int", "crm",
          "Cand: Hamish Telford (#4307) | Role: KH-09 Snr Site Manager | Stage: 1st int"),
        V("2025-11-17", "withdrawn", "call",
          "Hamish pulling out of Kilnworth – Kettlewood made him a counter-offer and he's taken it"),
    ]),
    dict(fid="F53", s="Corvane Logistics", a="payment terms", sc="-", versions=[
        V("2025-10-08", "30 days", "kv", "Corvane Logistics payment terms: 30 days from invoice"),
        V("2026-02-25", "45 days", "kv", "Corvane Logistics payment terms: 45 days from invoice"),
    ], attached=[
        A("2026-06-10", "confirmation", "45 days",
          "CVL still paying on 45 days, remittance for the Priya invoice came in bang on day 45"),
    ]),
    dict(fid="F54", s="Veloria Retail", a="hiring manager", sc="VR-2", versions=[
        V("2026-06-03", "Sol Barrington", "kv", "VR-2 hiring manager – Sol Barrington (Regional Ops)"),
        V("2026-09-01", "Tamsin Greaves", "kv", "VR-2 hiring manager – Tamsin Greaves (Regional Ops)"),
    ]),
    dict(fid="F55", s="Saltmarsh Energy", a="day rate cap", sc="SE-40", versions=[
        V("2026-05-28", "450 GBP/day", "kv", "SE-40 rate cap: £450/day"),
        V("2026-06-12", "500 GBP/day", "kv", "SE-40 rate cap: £500/day"),
        V("2026-08-17", "525 GBP/day", "chat", "saltmarsh SE-40 cap now 525/day, they're desperate"),
    ], attached=[
        A("2026-08-20", "elaboration", "525 GBP/day",
          "SE-40 cap is £525/day outside IR35, 6-month initial term, site allowance on top for Fennick Quay nights"),
    ]),
    dict(fid="F56", s="Ola Brennagh", a="salary expectation", sc="perm", versions=[
        V("2026-02-27", "78000 GBP/yr", "crm",
          "Cand: Ola Brennagh (#4502) | Sal exp: £78k | NP: 1 month"),
        V("2026-03-13", "85000 GBP/yr", "crm",
          "Cand: Ola Brennagh (#4502) | Sal exp: £85k | NP: 1 month"),
    ]),
    dict(fid="F57", s="Lottie Darrow", a="owner", sc="-", versions=[
        V("2026-03-30", "Sunniva Crane", "kv", "Lottie Darrow owner: Sunny"),
        V("2026-05-26", "Maren Tully", "hand",
          "Handing Lottie Darrow to Maren for aftercare – I'm off from Friday. She starts at Ostrander 1 June, call her end of week one."),
    ]),
    dict(fid="F58", s="Bea Stallard", a="notice period", sc="-", versions=[
        V("2026-03-24", "8 weeks", "crm", "Cand: Bea Stallard (#4461) | NP: 8 weeks | Role: BH-4"),
        V("2026-04-15", "4 weeks", "crm", "Cand: Bea Stallard (#4461) | NP: 4 weeks | Role: BH-4"),
    ]),
    dict(fid="F59", s="Kilnworth Homes", a="role status", sc="KH-11", versions=[
        V("2026-06-01", "open", "kv", "KH-11 Site Manager (Kilnworth) – open"),
        V("2026-07-24", "filled", "crm",
          "Role: KH-11 | Client: Kilnworth Homes | Status: filled | Start: {d:2026-08-17:dmY}"),
    ]),
    dict(fid="F60", s="Ines Valcourt", a="stage", sc="TS-112", versions=[
        V("2026-02-23", "shortlisted", "crm",
          "Cand: Ines Valcourt (#4420) | Role: TS-112 | Stage: shortlisted"),
        V("2026-03-06", "rejected", "note",
          "Tessellate passed on Ines after the 1st – not enough Spark for them"),
    ]),
    dict(fid="F61", s="Ridgeback Analytics", a="hiring manager", sc="RA-5", versions=[
        V("2026-02-23", "Corin Blaydes", "rec",
          "Role: RA-5 BI Analyst\nClient: Ridgeback Analytics\nHM: Corin Blaydes"),
        V("2026-04-20", "Wilhelmina Osei", "chat",
          "RBA's new head of data Wilhelmina Osei is HM on the BI role now"),
    ]),
    dict(fid="F62", s="Soraya Lind", a="day rate", sc="-", versions=[
        V("2025-10-06", "310 GBP/day", "kv", "Soraya Lind DR: £310"),
        V("2026-01-12", "340 GBP/day", "kv", "Soraya Lind DR: £340"),
        V("2026-04-27", "355 GBP/day", "call",
          "Soraya says 355 a day from April, the council uplift moved the market"),
    ], attached=[
        A("2026-04-30", "format_variant", "355 GBP/day",
          "SL day rate – 355 quid"),
    ]),
    # ---------------- negation families ----------------
    dict(fid="F63", s="Tessellate Systems", a="on PSL (Larkfield)", sc="-", versions=[
        V("2025-09-22", "PSL", "kv", "Tessellate Systems – PSL: yes, renewed to Sep 2026", pol="+"),
        V("2026-01-05", "PSL", "note",
          "We've been dropped off Tessellate's PSL – procurement cut it to three agencies", pol="-"),
        V("2026-06-01", "PSL", "chat",
          "back on Tess's PSL!! procurement re-tendered and we got in", pol="+",
          note="negation restart on -> off -> on"),
    ], attached=[
        A("2026-07-06", "confirmation", "PSL",
          "Tessellate PSL status still active for us, procurement confirmed on the quarterly review", pol="+"),
    ]),
    dict(fid="F64", s="Kwame Ferrow", a="open to relocation", sc="-", versions=[
        V("2026-02-18 16:40", "relocation", "call",
          "Kwame happy to relocate for the right contract, no ties at the moment", pol="+"),
        V("2026-04-09", "relocation", "note",
          "KF no longer willing to relocate – his partner's got a job in Norbridge", pol="-"),
        V("2026-06-17", "relocation", "kv",
          "Kwame Ferrow relocation: yes (partner moving with him)", pol="+",
          note="negation restart on -> off -> on"),
    ]),
    dict(fid="F65", s="Zainab Corr", a="consent to submit", sc="Veloria Retail", versions=[
        V("2026-06-08", "consent", "kv", "Zainab Corr – OK to submit to Veloria", pol="+"),
        V("2026-07-16", "consent", "chat",
          "zee asked us NOT to send her CV to Veloria, bad experience with their area team", pol="-"),
        V("2026-09-03", "consent", "call",
          "Zainab's fine with Veloria again now the area team's changed – go ahead", pol="+",
          note="negation restart on -> off -> on"),
        V("2026-10-12", "consent", "note",
          "Zainab has withdrawn consent for Veloria again, please don't put her forward there", pol="-"),
    ]),
    dict(fid="F66", s="Quarrymoor Foods", a="exclusivity", sc="QF-07", versions=[
        V("2026-07-20", "exclusive", "rec",
          "Client: Quarrymoor Foods\nRole: QF-07 Site Quality Manager\nExclusive: yes, 4 weeks", pol="+"),
        V("2026-08-24", "exclusive", "chat",
          "QMF have gone out to other agencies on QF-07, exclusivity's off", pol="-"),
        V("2026-09-14", "exclusive", "note",
          "Quarrymoor gave us QF-07 exclusively again after the other agencies sent rubbish", pol="+",
          note="negation restart on -> off -> on"),
    ], attached=[
        A("2026-09-16", "elaboration", "exclusive",
          "QF-07 exclusive to Larkfield again – runs to {d:2026-10-12:Db}, max 3 CVs, Quarrymoor want a shortlist call every Friday", pol="+"),
    ]),
    dict(fid="F67", s="Hamish Telford", a="actively looking", sc="-", versions=[
        V("2025-09-24", "looking", "call",
          "Hamish Telford actively looking, wants out of Kettlewood by Christmas", pol="+"),
        V("2025-11-20", "looking", "crm",
          "Cand: Hamish Telford (#4307) | Status: not looking | Reason: counter-offer accepted", pol="-"),
    ]),
    dict(fid="F68", s="Halvorsen Marine", a="visa sponsorship", sc="-", versions=[
        V("2025-09-10", "sponsorship", "kv",
          "Halvorsen Marine sponsor licence: yes, will sponsor Skilled Worker visas", pol="+"),
        V("2026-05-25", "sponsorship", "note",
          "Halvorsen no longer sponsoring – they've let the sponsor licence lapse", pol="-"),
    ], attached=[
        A("2026-06-30", "confirmation", "sponsorship",
          "Checked again: Halvorsen still not sponsoring, don't send them cands who need a visa", pol="-"),
    ]),
    dict(fid="F69", s="Soraya Lind", a="open to temp/contract", sc="-", versions=[
        V("2025-09-29", "temp/contract", "kv", "Soraya Lind: open to temp and contract work", pol="+"),
        V("2026-08-10", "temp/contract", "kv", "Soraya Lind: not open to temp or contract work", pol="-"),
    ]),
    dict(fid="F70", s="Pellam Engineering", a="retained search", sc="PE-30", versions=[
        V("2026-02-24", "retainer", "kv",
          "Pellam PE-30: retained search, 1/3 paid on engagement", pol="+"),
        V("2026-05-25", "retainer", "note",
          "Pellam cancelled the retainer on PE-30, we're working it contingent now", pol="-"),
    ]),
]

# ---------------------------------------------------------------------------
# STANDALONE labelled memories (each on a key no family uses).
# ---------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: each value is its own fact
    S("multi_valued", "Priya Ashcombe", "preferred location", "-", "Tarrowby", "2025-11-13",
      "Priya Ashcombe – pref. location: Tarrowby", multi=True),
    S("multi_valued", "Priya Ashcombe", "preferred location", "-", "Norbridge", "2026-01-08",
      "PA also OK with Norbridge if there's parking", multi=True),
    S("multi_valued", "Priya Ashcombe", "preferred location", "-", "Calder Vale", "2026-02-27",
      "added Calder Vale to Priya's locations, she's fine with the train", multi=True),
    S("multi_valued", "Corvane Logistics", "contact", "-", "Petra Vasko", "2025-10-09",
      "Corvane accounts contact: Petra Vasko (AP)", multi=True),
    S("multi_valued", "Corvane Logistics", "contact", "-", "Dom Hurst", "2026-01-21",
      "another contact at Corvane – Dom Hurst in HR, he does the contracts", multi=True),
    S("multi_valued", "Corvane Logistics", "contact", "-", "Naomi Fairweather", "2026-04-16",
      "Added Naomi Fairweather (talent partner) to the CVL contacts", multi=True),
    S("multi_valued", "Milo Carrick", "certification", "-", "SMSTS", "2026-06-23",
      "Milo Carrick certs: SMSTS (valid to 2028)", multi=True),
    S("multi_valued", "Milo Carrick", "certification", "-", "CSCS black card", "2026-06-30",
      "Milo has his CSCS black card too", multi=True),
    S("multi_valued", "Milo Carrick", "certification", "-", "First Aid at Work", "2026-07-02",
      "Another one for Milo's certs – First Aid at Work, renewed in June", multi=True),
    S("multi_valued", "Halvorsen Marine", "site", "-", "Fennick Quay yard", "2025-09-11",
      "Halvorsen sites we cover: Fennick Quay yard", multi=True),
    S("multi_valued", "Halvorsen Marine", "site", "-", "Copperhythe dry dock", "2025-12-04",
      "new Halvorsen site for us – Copperhythe dry dock, temps needed from Jan", multi=True),
    S("multi_valued", "Halvorsen Marine", "site", "-", "Stanfell Marina", "2026-03-11",
      "Added Stanfell Marina to the Halvorsen site list", multi=True),
    # scope_disjoint: same subject+attribute as a family, another scope
    S("scope_disjoint", "Priya Ashcombe", "stage", "CORV-019", "screened", "2026-03-26",
      "Also put Priya forward for CORV-019 Transport Planner – screened only, not convinced it's her"),
    S("scope_disjoint", "Corvane Logistics", "fee", "temp-to-perm", "12%", "2025-10-10",
      "Corvane temp-to-perm conversion fee: 12% after 13 weeks"),
    S("scope_disjoint", "Halvorsen Marine", "charge rate", "HAL-03 weekend", "46.00 GBP/hour", "2026-04-08",
      "HAL-03 weekend charge rate: £46.00/hr (Sat/Sun)"),
    S("scope_disjoint", "Quarrymoor Foods", "interview venue", "QF-07", "Stanfell site", "2026-08-26",
      "QF-07 interviews will be at the Stanfell site, QA lab block"),
    S("scope_disjoint", "Veloria Retail", "role status", "VR-3", "on hold", "2026-07-17",
      "VR-3 Store Manager (Veloria) – status: on hold"),
    S("scope_disjoint", "Tessellate Systems", "salary band", "TS-118", "95-105k", "2026-01-13",
      "TS-118 Platform Lead band is £95–105k plus equity"),
    S("scope_disjoint", "Saltmarsh Energy", "day rate cap", "SE-41", "420 GBP/day", "2026-06-15",
      "SE-41 Electrical Supervisor rate cap £420/day"),
    S("scope_disjoint", "Bea Stallard", "interview venue", "BH-4 1st int", "Teams", "2026-03-26",
      "Bea's 1st with Brackwater was on Teams, 40 mins"),
    S("scope_disjoint", "Leon Varga", "1st int slot", "PE-30", "2026-07-20T10:00", "2026-07-14",
      "Leon also has a 1st for PE-30 Design Eng on {d:2026-07-20:aDb} 10:00"),
    S("scope_disjoint", "Gwen Harlow", "work pattern preference", "probation", "full-time office",
      "2026-06-17", "Gwen would do full-time in the office for a 3-month probation, then the usual pattern"),
    S("scope_disjoint", "Tomasz Welk", "day rate", "weekend", "600 GBP/day", "2026-04-23",
      "Tomasz Welk weekend DR: £600"),
    S("scope_disjoint", "Pellam Engineering", "hiring manager", "PE-33", "Rory Castellane", "2026-07-07",
      "PE-33 Project Engineer HM is Rory Castellane"),
    # different_subject: same attribute as a family, another subject
    S("different_subject", "Esme Quayle", "notice period", "-", "3 months", "2026-03-04",
      "Esme Quayle NP: 3 months"),
    S("different_subject", "Milo Carrick", "salary expectation", "perm", "60000 GBP/yr", "2026-06-24",
      "Milo Carrick – sal exp £60k"),
    S("different_subject", "Gwen Harlow", "owner", "-", "Maren Tully", "2026-05-07",
      "Cand: Gwen Harlow (#4528) | Owner: MT"),
    S("different_subject", "Ridgeback Analytics", "fee", "perm", "18%", "2026-02-24",
      "Ridgeback Analytics perm fee: 18%"),
    S("different_subject", "Brackwater Health", "role status", "BH-4", "open", "2026-03-18",
      "BH-4 Practice Manager (Brackwater) – status: open"),
    S("different_subject", "Felix Oduya-Hart", "availability", "-", "2026-05-25", "2026-05-15",
      "Felix Oduya-Hart available from {d:2026-05-25:dmY}"),
    S("different_subject", "Ostrander Capital", "hiring manager", "OC-21", "Benedikt Rowe", "2026-04-07",
      "OC-21 hiring manager is Benedikt Rowe, Fund Ops"),
    S("different_subject", "Callum Yeats", "right to work", "-", "ILR", "2026-03-03",
      "Callum Yeats RTW: ILR, share code checked"),
    S("different_subject", "Keziah Brant", "stage", "FP-8", "1st int", "2026-05-12",
      "Kez Brant – FP-8 – 1st int"),
    S("different_subject", "Ruari McPhee", "job title", "-", "Senior Transport Planner", "2026-01-09",
      "Ruari McPhee – title: Senior Transport Planner"),
    S("different_subject", "Fenlow & Pryce", "payment terms", "-", "45 days", "2026-01-16",
      "F&P pay on 45 days"),
    S("different_subject", "Leon Varga", "references", "-", "received", "2026-07-22",
      "Leon's refs: both received, fine"),
    # static: never changes; some stated twice in different formats
    S("static", "Priya Ashcombe", "date of birth", "-", "1991-07-14", "2025-11-12",
      "Priya Ashcombe DOB 14/07/1991"),
    S("static", "Priya Ashcombe", "date of birth", "-", "1991-07-14", "2026-03-05",
      "PA born 14 July 1991 (from the passport copy)"),
    S("static", "Corvane Logistics", "company number", "-", "09384127", "2025-10-07",
      "Corvane Logistics Ltd – Co. No. 09384127"),
    S("static", "Corvane Logistics", "company number", "-", "09384127", "2026-04-16",
      "CVL reg number 9384127"),
    S("static", "Halvorsen Marine", "founded", "-", "1987", "2025-09-09",
      "Halvorsen Marine, est. 1987"),
    S("static", "Halvorsen Marine", "founded", "-", "1987", "2026-03-10",
      "Halvorsen's been going since '87 – family firm, third generation"),
    S("static", "Kwame Ferrow", "candidate number", "-", "4388", "2026-02-19",
      "Kwame Ferrow's CRM ref is 4388"),
    S("static", "Kwame Ferrow", "candidate number", "-", "4388", "2026-05-14",
      "Cand no. for Mr Ferrow: #4388"),
    S("static", "Tessellate Systems", "founded", "-", "2011", "2025-09-23",
      "Tessellate Systems founded 2011 (per their site)"),
    S("static", "Ines Valcourt", "date of birth", "-", "1988-02-03", "2025-11-05",
      "Ines Valcourt d.o.b. 03.02.1988"),
    S("static", "Pellam Engineering", "VAT number", "-", "GB291447018", "2025-11-26",
      "Pellam Engineering VAT no. GB 291 4470 18"),
    S("static", "Nadia Pirelle", "qualification year", "-", "ACCA 2019", "2025-10-15",
      "Nadia Pirelle – ACCA qualified 2019"),
    # membership: additive group statements
    S("membership", "Priya Ashcombe", "member of", "-", "ops talent pool", "2026-01-22",
      "Priya's in the Tuesday ops talent pool"),
    S("membership", "Kwame Ferrow", "member of", "-", "Saltmarsh contractor bench", "2026-06-18",
      "Kwame added to the Saltmarsh contractor bench"),
    S("membership", "Sunniva Crane", "member of", "-", "tech desk", "2026-02-02",
      "Sunny's joined the tech desk alongside Joss"),
    S("membership", "Tessellate Systems", "member of", "-", "key accounts group", "2026-06-29",
      "Tessellate added to the key accounts group for Q3"),
    S("membership", "Callum Yeats", "member of", "-", "Halvorsen temp pool", "2026-03-04",
      "Callum Yeats is on the Halvorsen temp pool"),
    S("membership", "Esme Quayle", "member of", "-", "data & analytics pool", "2026-03-05",
      "Esme joined our data & analytics talent pool"),
    S("membership", "Rhiannon Vick", "member of", "-", "Kilnworth account team", "2026-06-02",
      "Rhiannon is on the Kilnworth account team now as well"),
    S("membership", "Soraya Lind", "member of", "-", "council framework list", "2025-10-07",
      "Soraya's on the council framework supply list through us"),
    S("membership", "Tobiah Penn", "member of", "-", "resourcer interview panel", "2026-09-15",
      "Toby's on the interview panel for the new resourcer"),
    S("membership", "Ruari McPhee", "member of", "-", "Q4 logistics shortlist pool", "2026-10-01",
      "Ruari joined the logistics shortlist pool for Q4"),
    S("membership", "Orla Finnick", "member of", "-", "paralegal pool", "2026-02-03",
      "Orla Finnick added to the paralegal pool"),
    S("membership", "Ibrahim Sallow", "member of", "-", "fortnightly check-in list", "2026-01-09",
      "Ibrahim's on the fortnightly check-in list"),
    # equal_time: two conflicting records of one key at one order time
    S("equal_time", "Esme Quayle", "salary expectation", "perm", "36000 GBP/yr", "2026-03-03 09:00",
      "Esme Quayle – sal exp £36k"),
    S("equal_time", "Esme Quayle", "salary expectation", "perm", "39000 GBP/yr", "2026-03-03 09:00",
      "Esme Q expectations: 39k base"),
    S("equal_time", "Viktor Hale", "notice period", "-", "1 month", "2026-04-20 11:30",
      "Viktor Hale NP: 1 month"),
    S("equal_time", "Viktor Hale", "notice period", "-", "3 months", "2026-04-20 11:30",
      "Viktor – notice 3 months"),
    S("equal_time", "Brackwater Health", "fee", "perm", "15%", "2026-03-17 14:00",
      "Brackwater Health perm fee: 15%"),
    S("equal_time", "Brackwater Health", "fee", "perm", "16.5%", "2026-03-17 14:00",
      "Brackwater terms – 16.5% perm"),
    S("equal_time", "Orla Finnick", "availability", "-", "immediate", "2026-02-02 10:15",
      "Orla avail: immediate"),
    S("equal_time", "Orla Finnick", "availability", "-", "2026-06-01", "2026-02-02 10:15",
      "Orla Finnick free from {d:2026-06-01:DB}"),
    S("equal_time", "Ridgeback Analytics", "payment terms", "-", "30 days", "2026-02-23 16:00",
      "Ridgeback pay on 30 days"),
    S("equal_time", "Ridgeback Analytics", "payment terms", "-", "60 days EOM", "2026-02-23 16:00",
      "RBA payment terms: 60 days EOM"),
    S("equal_time", "Wren Ashby", "salary expectation", "perm", "41000 GBP/yr", "2026-09-08 12:00",
      "Wren Ashby sal exp: £41k"),
    S("equal_time", "Wren Ashby", "salary expectation", "perm", "44000 GBP/yr", "2026-09-08 12:00",
      "Wren wants 44k"),
    # unrelated chatter
    S("unrelated", "-", "-", "u01", "-", "2025-10-13",
      "Coffee machine on the 2nd floor is leaking again, facilities know"),
    S("unrelated", "-", "-", "u02", "-", "2025-12-10",
      "Reminder: team lunch Friday 1pm, Maren's buying the first round"),
    S("unrelated", "-", "-", "u03", "-", "2026-01-28",
      "Can someone cover reception 12–1 tomorrow? Joss is out on a site visit"),
    S("unrelated", "-", "-", "u04", "-", "2026-02-20",
      "Job board renewal invoice came in, passed to accounts"),
    S("unrelated", "-", "-", "u05", "-", "2026-03-31",
      "New starter pack for the resourcer is in the shared drive under /onboarding"),
    S("unrelated", "-", "-", "u06", "-", "2026-04-24",
      "CRM will be down Sat night for the upgrade, save anything you're working on"),
    S("unrelated", "-", "-", "u07", "-", "2026-05-29",
      "Printer on 1 jammed, don't print CVs till it's fixed"),
    S("unrelated", "-", "-", "u08", "-", "2026-06-19",
      "who's got the spare laptop charger? need it for my 3pm"),
    S("unrelated", "-", "-", "u09", "-", "2026-08-05",
      "Monthly figures meeting moved to the small room"),
    S("unrelated", "-", "-", "u10", "-", "2026-09-30",
      "Thanks all for the push this week, best month since spring"),
    S("unrelated", "-", "-", "u11", "-", "2026-10-26",
      "Parking permits need renewing by end of month, forms on the fridge"),
    S("unrelated", "-", "-", "u12", "-", "2026-11-16",
      "Anyone know a decent sandwich place near Ferrier Way? Got a client lunch"),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration",
           "confirmation", "different_subject", "static", "membership",
           "equal_time", "unrelated"]

# ---------------------------------------------------------------------------
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_LONG = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_ABBR = ["Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MON_LONG = ["January", "February", "March", "April", "May", "June", "July",
            "August", "September", "October", "November", "December"]


def fmt_date(d, style):
    if style == "aDb":
        return "%s %d %s" % (WD[d.weekday()], d.day, MON[d.month - 1])
    if style == "ADB":
        return "%s %d %s" % (WD_LONG[d.weekday()], d.day, MON_LONG[d.month - 1])
    if style == "dmY":
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == "dmy":
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "iso":
        return d.isoformat()
    if style == "Db":
        return "%d %s" % (d.day, MON[d.month - 1])
    if style == "DB":
        return "%d %s" % (d.day, MON_LONG[d.month - 1])
    if style == "a":
        return WD_ABBR[d.weekday()]
    raise ValueError(style)


TOKEN = re.compile(r"\{d:(\d{4}-\d\d-\d\d):(\w+)\}")


def render(text):
    return TOKEN.sub(lambda m: fmt_date(dt.date.fromisoformat(m.group(1)), m.group(2)), text)


def resolve_rel(value, order):
    """REL:next:<Wkd>[@HH:MM] -> ISO date (or date-time) from the order time."""
    if not value.startswith("REL:"):
        return value
    _, kind, rest = value.split(":", 2)
    assert kind == "next"
    wd_name, _, hm = rest.partition("@")
    wd = WD.index(wd_name)
    d = order.date()
    first_after = d + dt.timedelta(days=((wd - d.weekday() - 1) % 7) + 1)
    next_week = d + dt.timedelta(days=7 - d.weekday() + wd)
    assert first_after == next_week, ("ambiguous relative date", value, d)
    return first_after.isoformat() + ("T" + hm if hm else "")


def z(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_day(s, rng):
    if " " in s:
        day, hm = s.split(" ")
        h, m = hm.split(":")
        fixed = True
    else:
        day, h, m, fixed = s, None, None, False
    d = dt.date.fromisoformat(day)
    if not fixed:
        h, m = rng.randint(8, 18), rng.randint(0, 59)
    return dt.datetime(d.year, d.month, d.day, int(h), int(m), tzinfo=dt.timezone.utc)


def build():
    rng = random.Random(SEED)
    mems = []
    for fam in FAMILIES:
        key = (fam["s"], fam["a"], fam["sc"])
        for i, v in enumerate(fam["versions"]):
            mems.append(dict(fid=fam["fid"], ver=i + 1, key=key, gkey=key, raw=v["value"],
                             pol=v["pol"], date=v["date"], text=render(v["text"]),
                             shape=v["shape"], label=None, note=v["note"]))
        for a in fam.get("attached", []):
            mems.append(dict(fid=fam["fid"], ver=0, key=key, gkey=key, raw=a["value"],
                             pol=a["pol"], date=a["date"], text=render(a["text"]),
                             shape="", label=a["label"], note="attached"))
    for s in STANDALONE:
        key = (s["s"], s["a"], s["sc"])
        gkey = key + ((s["value"],) if s["multi"] else ())
        mems.append(dict(fid="-", ver=0, key=key, gkey=gkey, raw=s["value"], pol=s["pol"],
                         date=s["date"], text=render(s["text"]), shape="", label=s["label"],
                         note="multi-valued" if s["multi"] else ""))
    # order times, values, live/backfilled
    for m in mems:
        m["order"] = parse_day(m["date"], rng)
        m["value"] = resolve_rel(m["raw"], m["order"])
        m["live"] = rng.random() < LIVE_SHARE
    # import session for backfilled memories
    start = dt.datetime(SESSION_DAY.year, SESSION_DAY.month, SESSION_DAY.day, 10, 0, 0,
                        tzinfo=dt.timezone.utc) + dt.timedelta(seconds=rng.randint(0, 900))
    back = [m for m in mems if not m["live"]]
    rng.shuffle(back)
    t = start
    for m in back:
        m["created"] = t
        t = t + dt.timedelta(seconds=rng.randint(1, 4))
    session_end = back[-1]["created"]
    for m in mems:
        if m["live"]:
            m["created"] = m["order"]
    # ids in a shuffled order
    order_for_ids = list(mems)
    rng.shuffle(order_for_ids)
    for n, m in enumerate(order_for_ids, 1):
        m["id"] = "%s%03d" % (PREFIX, n)
    file_order = list(mems)
    rng.shuffle(file_order)

    # ---- truth from the tables ----
    groups = {}
    for m in mems:
        groups.setdefault(m["gkey"], []).append(m)
    pairs = []
    for g in groups.values():
        for m in g:
            newer = [x for x in g if x["order"] > m["order"]
                     and (x["value"], x["pol"]) != (m["value"], m["pol"])]
            if newer:
                r = min(newer, key=lambda x: x["order"])
                assert sum(1 for x in newer if x["order"] == r["order"]) == 1, "tie"
                pairs.append(dict(exp=m, rep=r, reason="negation" if m["pol"] != r["pol"] else "value"))

    # ---- assertions ----
    in_pair = set()
    for p in pairs:
        in_pair.add(p["exp"]["id"])
        in_pair.add(p["rep"]["id"])
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["text"])
            assert m["label"] in CLASSES
        else:
            assert m["id"] in in_pair, ("unlabelled memory not in a pair", m["text"])
    for fam in FAMILIES:
        fm = [m for m in mems if m["fid"] == fam["fid"]]
        vers = [m for m in fm if m["label"] is None]
        att = [m for m in fm if m["label"] is not None]
        times = [m["order"] for m in fm]
        assert len(set(times)) == len(times), ("order times not distinct", fam["fid"])
        assert all(vers[i]["order"] < vers[i + 1]["order"] for i in range(len(vers) - 1)), \
            ("versions out of order", fam["fid"])
        assert len(vers) >= 2
        for a in att:
            assert a["order"] > vers[-1]["order"], ("attached before last version", fam["fid"])
            assert (a["value"], a["pol"]) == (vers[-1]["value"], vers[-1]["pol"]), \
                ("attached value/polarity differs", fam["fid"])
            assert a["label"] in ("format_variant", "elaboration", "confirmation")
    fam_keys = {(f["s"], f["a"], f["sc"]) for f in FAMILIES}
    for m in mems:
        if m["fid"] == "-":
            assert m["gkey"] not in fam_keys, ("standalone on a family key", m["text"])
    eq = {}
    for m in mems:
        if m["label"] == "equal_time":
            eq.setdefault(m["gkey"], []).append(m)
    for g in eq.values():
        assert len(g) == 2 and g[0]["order"] == g[1]["order"] and g[0]["value"] != g[1]["value"]
    for g in groups.values():
        if all(m["label"] == "static" for m in g):
            assert len({m["value"] for m in g}) == 1
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    for m in mems:
        assert m["text"].strip()
        assert m["order"] < CUTOFF and m["created"] < CUTOFF
        if not m["live"]:
            assert m["order"] < m["created"], ("observed_at not before created_at", m["text"])
    assert (session_end - start).total_seconds() < 3600
    assert len({m["id"] for m in mems}) == len(mems)
    return dict(mems=mems, file_order=file_order, pairs=pairs, start=start, end=session_end)


def memory_lines(b):
    out = []
    for m in b["file_order"]:
        o = {"id": m["id"], "content": m["text"], "created_at": z(m["created"])}
        if not m["live"]:
            o["observed_at"] = z(m["order"])
        out.append(json.dumps(o, ensure_ascii=False))
    return out


def truth_lines(b):
    rows = sorted(b["pairs"], key=lambda p: (p["exp"]["id"], p["rep"]["id"]))
    return [json.dumps({"expired_id": p["exp"]["id"], "replacement_id": p["rep"]["id"],
                        "reason": p["reason"]}) for p in rows]


def label_lines(b):
    rows = sorted((m for m in b["mems"] if m["label"]), key=lambda m: m["id"])
    return [json.dumps({"id": m["id"], "class": m["label"]}) for m in rows]


def stats(b):
    mems, pairs = b["mems"], b["pairs"]
    sizes = {}
    for fam in FAMILIES:
        n = len(fam["versions"])
        sizes[n] = sizes.get(n, 0) + 1
    reworded = sum(1 for p in pairs if p["exp"]["shape"] != p["rep"]["shape"])
    notes = [m["note"] for m in mems]
    neg_fams = sum(1 for f in FAMILIES if any(v["pol"] == "-" for v in f["versions"]))
    rows = [
        ("memories", len(mems)),
        ("  backfilled (observed_at)", sum(1 for m in mems if not m["live"])),
        ("  live (created_at only)", sum(1 for m in mems if m["live"])),
        ("changing families", len(FAMILIES)),
    ]
    for n in sorted(sizes):
        rows.append(("  of %d versions" % n, sizes[n]))
    rows += [
        ("true pairs", len(pairs)),
        ("  value", sum(1 for p in pairs if p["reason"] == "value")),
        ("  negation", sum(1 for p in pairs if p["reason"] == "negation")),
        ("  reworded replacements", "%d (%.0f%%)" % (reworded, 100.0 * reworded / len(pairs))),
        ("  same-line value swaps", len(pairs) - reworded),
        ("labelled negatives", sum(1 for m in mems if m["label"])),
    ]
    for c in CLASSES:
        rows.append(("  " + c, sum(1 for m in mems if m["label"] == c)))
    rows += [
        ("move-backs (A->B->A)", sum(1 for x in notes if x.startswith("move-back"))),
        ("interior confirmations", sum(1 for x in notes if x == "interior confirmation")),
        ("negation families", neg_fams),
        ("  stop and restart", len({m["fid"] for m in mems if m["note"].startswith("negation restart")})),
        ("old value named in text", sum(1 for x in notes if x == "text names the old value")),
        ("relative dates", sum(1 for x in notes if x.startswith("relative date"))),
        ("unit/format change in pair", sum(1 for x in notes if x.startswith("unit change") or x.startswith("format change"))),
        ("handovers stating another fact", sum(1 for x in notes if x.startswith("handover also"))),
        ("import session", "%s .. %s (%ds)" % (z(b["start"]), z(b["end"]),
                                               (b["end"] - b["start"]).total_seconds())),
        ("order times", "%s .. %s" % (z(min(m["order"] for m in mems)), z(max(m["order"] for m in mems)))),
    ]
    w = max(len(r[0]) for r in rows)
    print("%s --stats" % NAME)
    for k, v in rows:
        print("%-*s  %s" % (w, k, v))


def listing(b):
    for m in sorted(b["mems"], key=lambda m: m["id"]):
        print("\t".join([m["id"], z(m["order"]), m["label"] or "-",
                         " | ".join(m["key"]), m["value"], m["pol"],
                         "live" if m["live"] else "backfilled",
                         m["fid"] + ("/v%d" % m["ver"] if m["ver"] else ""), m["note"]]))


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats|--list]\n")
        return 2
    b = build()
    if argv and argv[0] == "--stats":
        stats(b)
        return 0
    if argv and argv[0] == "--list":
        listing(b)
        return 0
    for name, lines in (("memories.jsonl", memory_lines(b)), ("truth.jsonl", truth_lines(b)),
                        ("labels.jsonl", label_lines(b))):
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
            f.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
