#!/usr/bin/env python3
"""Blind labelled supersession data set: a dental practice's front-desk notes.

python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  print counts, write nothing
python3 gen.py --list   print every memory, write nothing

Everything is invented. Truth is computed from the tables below (fact key, value key,
polarity, order time), never from the text.
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 4733
PREFIX = "d47-"
IMPORT_START = dt.datetime(2026, 11, 24, 14, 5, 0, tzinfo=dt.timezone.utc)
LIMIT = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
BACKFILL_SHARE = 0.75
CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]


def T(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=dt.timezone.utc)


def V(date, val, text, pol="+", form="note", same=False, confirm=False, names_old=False,
      rel=None, unit=False, also=None, mode=None):
    """One version of a changing fact."""
    return dict(date=date, val=val, text=text, pol=pol, form=form, same=same, confirm=confirm,
                names_old=names_old, rel=rel, unit=unit, also=also, mode=mode)


def L(cls, date, val, text, pol="+", mode=None):
    """A labelled memory attached to a family (after its last version)."""
    return dict(cls=cls, date=date, val=val, text=text, pol=pol, mode=mode)


def F(fid, key, versions, attached=()):
    return dict(fid=fid, key=key, versions=list(versions), attached=list(attached))


def S(cls, key, val, date, text, pol="+", mode=None):
    """A standalone labelled memory."""
    return dict(cls=cls, key=key, val=val, date=date, text=text, pol=pol, mode=mode)


IVH = "Dr Ines Varga-Holt"
TB = "Dr Tomasz Brennick"
PL = "Dr Priya Lanfear"
PRACTICE = "Kestrel Lane Dental"

# ---------------------------------------------------------------------------------------------
# FAMILIES: changing facts, each a chain of versions (key = subject | attribute | scope)
# ---------------------------------------------------------------------------------------------
FAMILIES = [
    F("F01", (IVH, "surgery", "Mon-Wed"), [
        V("2025-01-13 08:52", "surg2", "Surg 2 - Dr Varga-Holt Mon/Tue/Wed", form="rota"),
        V("2025-08-04 08:40", "surg3", "IVH working out of surg 3 for her Mon-Weds from today", form="chat"),
    ], [L("confirmation", "2026-02-09 12:15", "surg3", "Dr V-H still in Surg 3 for her Mon–Wed lists.")]),
    F("F02", (TB, "working days", "-"), [
        V("2025-01-13 08:55", "mon-tue-thu", "Dr Brennick - Mon/Tue/Thu", form="rota"),
        V("2025-05-19 12:10", "mon-tue-fri", "Tom B now works Mondays, Tuesdays and Fridays.", form="note"),
        V("2026-01-05 08:50", "mon-thu-fri", "Dr Brennick - Mon/Thu/Fri", form="rota", same=True),
    ], [L("confirmation", "2026-06-01 10:00", "mon-thu-fri", "TB's days remain Mon, Thu and Fri.")]),
    F("F03", (PL, "surgery", "-"), [
        V("2025-02-03 08:30", "surg1", "Surg 1 - Dr Lanfear Tue/Thu/Fri", form="rota"),
        V("2025-06-16 13:20", "surg4", "priya's moved into surg 4 for now, chair engineer booked", form="chat"),
        V("2025-09-22 08:45", "surg1", "Dr Lanfear is back in Surgery 1 as of this morning.", form="note"),
    ], [L("elaboration", "2026-03-23 11:30", "surg1",
          "Dr Lanfear's room is Surg 1 - ground floor by the back stairs, the one with the new chair.")]),
    F("F04", ("Rosalind Quaye (hygienist)", "hygiene days", "-"), [
        V("2025-01-20 10:00", "tue-thu", "Hyg: Rosalind Quaye\nDays: Tue, Thu\nRoom: hyg room (upstairs)", form="record"),
        V("2025-10-06 09:30", "wed-fri", "ros now on weds & fris, hyg book updated", form="chat"),
    ]),
    F("F05", ("Demi Starkwood (hyg-therapist)", "session times", "Saturday"), [
        V("2025-03-01 08:15", "0900-1300", "Demi Sat session: 09:00-13:00", form="kv"),
        V("2025-07-12 08:20", "0830-1230", "Demi's Saturday session starts half an hour earlier now - 8.30 till 12.30.", form="note"),
        V("2026-04-11 08:10", "0900-1200", "Demi Sat session: 09:00-12:00", form="kv", same=True),
    ], [L("format_variant", "2026-05-16 08:30", "0900-1200", "Demi - Saturdays 9am to 12 noon")]),
    F("F06", ("Dr Callum Edevane (locum)", "locum cover day", "-"), [
        V("2025-02-07 16:00", "fri", "Locum: Dr Callum Edevane covers Fridays", form="kv"),
        V("2025-06-27 15:40", "thu", "callum doing thursdays from now on (locum)", form="chat"),
        V("2025-11-14 17:05", "thu", "Handover: Dr Edevane is no longer covering Thursdays - the locum arrangement has ended. Maureen to send the letter.",
          pol="-", form="handover"),
    ]),
    F("F07", (IVH, "Friday session", "-"), [
        V("2025-03-07 09:00", "am", "Fri - IVH am only (8.30-1)", form="rota"),
        V("2025-10-10 12:30", "pm", "Ines has swapped her Friday to afternoons, 1-5.", form="note"),
    ]),
    F("F08", (PRACTICE, "opening hours", "Mon-Fri"), [
        V("2025-01-06 08:00", "0830-1730", "Opening hours (Mon-Fri): 8.30am - 5.30pm", form="kv"),
        V("2025-09-01 08:05", "0800-1800", "Change: weekday hours extended - doors open 8:00, close 18:00.", form="change"),
    ], [L("format_variant", "2026-01-12 09:00", "0800-1800", "Weekday hrs 0800-1800")]),
    F("F09", (PRACTICE, "late opening", "Tuesday"), [
        V("2025-02-04 17:50", "late-tue", "Late clinic Tuesdays till 7pm (Dr B)", form="note"),
        V("2025-07-29 17:30", "late-tue", "no more late tuesdays for now, we shut 5.30 same as the other days", pol="-", form="chat"),
        V("2025-09-09 18:05", "late-tue", "Tues late opening: back on - last appt 18:30, close 19:00", form="kv"),
    ], [L("confirmation", "2026-02-17 17:45", "late-tue", "Tuesday late clinic still running, last appt 6.30pm")]),
    F("F10", (PRACTICE, "Saturday opening", "-"), [
        V("2025-01-11 09:00", "sat-open", "Saturday opening: yes, 9-1 (hyg + emergencies only)", form="kv"),
        V("2025-04-26 12:00", "sat-open", "We're not opening on Saturdays any more - not enough take-up.", pol="-", form="note"),
        V("2025-06-07 09:10", "sat-open", "Saturdays reinstated - Demi's doing the sessions.", form="change"),
    ]),
    F("F11", (TB, "IV sedation list", "Monday pm"), [
        V("2025-03-12 14:00", "sedation", "IV sedation list - Mon pm, Dr Brennick", form="rota"),
        V("2026-02-18 13:00", "sedation", "TB's not doing sedation on mondays anymore, refer sedation pts to the Halden Clinic",
          pol="-", form="chat"),
    ]),
    F("F12", ("Harriet Pell", "recall interval", "-"), [
        V("2025-01-22 11:00", "6m", "Pt: Harriet Pell (10432)\nRecall: 6m", form="record"),
        V("2025-11-03 15:30", "12m", "mrs pell happy to go to a 12 month recall, gums all fine per Ros", form="chat"),
    ]),
    F("F13", ("Harriet Pell", "preferred contact", "-"), [
        V("2025-02-10 09:40", "sms", "Pt: H. Pell\nPref contact: SMS", form="record"),
        V("2025-06-02 14:15", "phone", "Mrs Pell asked us to ring her rather than text - she never reads them", form="note"),
        V("2026-03-16 10:20", "email", "Pell, Harriet - pref contact: email", form="kv"),
    ], [L("confirmation", "2026-08-10 11:00", "email",
          "confirmed again with Mrs P at her visit - email's still best for her")]),
    F("F14", ("Harriet Pell", "dentist", "-"), [
        V("2025-03-03 12:00", "brennick", "Mrs Pell is one of Dr Brennick's pts", form="note"),
        V("2025-12-01 09:15", "lanfear", "Transferred H Pell (10432) to Dr Lanfear's list", form="change"),
    ], [L("elaboration", "2026-04-06 10:40", "lanfear",
          "Harriet Pell - Dr Lanfear's pt, likes the first appt of the morning, bit nervous with injections")]),
    F("F15", ("Ogwen Trask", "preferred contact", "-"), [
        V("2025-02-14 10:30", "email", "Pt: Ogwen Trask\nPref contact: email", form="record"),
        V("2025-08-19 16:00", "sms", "Mr T wants his appt reminders by text now", form="chat"),
    ], [L("elaboration", "2026-01-20 10:05", "sms",
          "Ogwen Trask - SMS reminders to his mobile 2 days before each appt, not the landline")]),
    F("F16", ("Gideon Farrow-Lacey", "crown fit appointment", "-"), [
        V("2025-06-02 10:15", "2025-06-13", "Gideon Farrow-Lacey crown fit booked Fri 13 June, 9.40, Dr B", form="note"),
        V("2025-06-11 15:20", None, "lab rang, crown's not back - moved Mr Farrow-Lacey's fit to next Tuesday, same time",
          form="chat", rel="next_tuesday"),
    ], [L("format_variant", "2025-06-13 10:00", "2025-06-17", "GFL fit Tue 17/06 09:40")]),
    F("F17", ("Yolande Brisk", "hygiene appointment", "-"), [
        V("2025-04-01 11:00", "2025-04-10T1400", "Appt: Yolande Brisk\nType: s&p (hyg)\nWhen: Thu 10 Apr 14:00", form="record"),
        V("2025-04-07 09:20", "2025-04-11T1030", "mrs brisk's hyg appt moved to fri 11th, 10.30", form="chat"),
        V("2025-04-10 16:45", "2025-04-14T0900", "Appt: Yolande Brisk\nType: s&p (hyg)\nWhen: Mon 14 Apr 09:00", form="record", same=True),
    ]),
    F("F18", ("Anselm Duffy", "NHS band", "current course"), [
        V("2025-05-06 10:00", "band1", "Anselm Duffy - exam only, NHS band 1", form="kv"),
        V("2025-05-13 11:30", "band2", "Mr Duffy needs two fillings so his course is band 2 now", form="note"),
        V("2025-05-27 14:45", "band3", "duffy's course going up to band 3, crown on the LR6", form="chat"),
    ], [L("elaboration", "2025-06-03 09:30", "band3",
          "A. Duffy course = band 3: crown LR6 plus the 2 fillings, one band 3 charge covers the lot")]),
    F("F19", ("Tamsin Overy", "recall interval", "-"), [
        V("2025-02-20 09:10", "6m", "T. Overy recall: 6 months", form="kv"),
        V("2025-08-21 10:40", "6m", "Tamsin Overy seen for her check-up today, staying on 6-monthly recall", form="note", confirm=True),
        V("2026-02-19 11:50", "3m", "miss overy now on 3m recall per Dr Lanfear", form="chat"),
    ]),
    F("F20", ("Rafferty Quill", "preferred contact", "-"), [
        V("2025-03-18 12:20", "phone", "Pt: Rafferty Quill\nPref contact: phone (landline)", form="record"),
        V("2025-09-30 15:10", "letter", "Mr Quill wants everything sent by post from now on", form="note"),
    ]),
    F("F21", ("Edna Mawbry", "denture lab", "-"), [
        V("2025-01-28 10:00", "pennock", "Mrs Mawbry's new upper denture is going to Pennock Denture Studio", form="note"),
        V("2025-02-11 10:00", "hartwell", "Switched Mrs Mawbry's denture from Pennock to Hartwell Lab - Pennock couldn't do the try-in date",
          form="change", names_old=True),
    ]),
    F("F22", ("Edna Mawbry", "denture due back", "-"), [
        V("2025-02-11 10:05", "2025-03-03", "E Mawbry denture due back 3 Mar", form="note"),
        V("2025-02-26 14:30", "2025-03-10", "hartwell say mrs M's denture now back 10/03", form="chat"),
    ], [L("format_variant", "2025-02-28 09:00", "2025-03-10", "Mawbry denture ETA: 2025-03-10")]),
    F("F23", ("Leo Ashcombe", "recall interval", "-"), [
        V("2025-03-25 15:45", "6m", "Leo Ashcombe (child) - recall 6m", form="kv"),
        V("2025-09-23 16:10", "4m", "Leo A going onto 4-monthly recall, fluoride varnish each visit", form="note"),
    ]),
    F("F24", ("Nkem Adeyole", "rct appointment", "stage 2"), [
        V("2025-10-01 11:00", "2025-10-15", "Nkem Adeyole rct stage 2 booked Wed 15 Oct, 2pm, Dr Varga-Holt", form="note"),
        V("2025-10-09 12:40", None, "mr adeyole rang, moved his rct to next tuesday, still 2pm", form="chat", rel="next_tuesday"),
    ]),
    F("F25", ("Sunniva Hald", "preferred contact", "-"), [
        V("2025-02-24 09:30", "sms", "Pt: Sunniva Hald\nPref contact: SMS", form="record"),
        V("2025-07-07 11:15", "email", "Ms Hald has asked for email reminders instead", form="note"),
        V("2026-01-26 10:05", "sms", "sunniva hald back on texts pls - updated her record", form="chat"),
    ], [L("confirmation", "2026-07-13 09:50", "sms", "Ms Hald confirmed at reception: texts still fine")]),
    F("F26", ("Dov Reisler", "recall reminders", "-"), [
        V("2025-03-10 14:00", "reminders", "Dov Reisler - recall reminders: yes (SMS)", form="kv"),
        V("2025-08-11 10:30", "reminders", "Mr Reisler has opted out of recall reminders.", pol="-", form="note"),
        V("2026-05-04 12:10", "reminders", "reisler wants his recall reminders switched back on", form="chat"),
    ], [L("confirmation", "2026-09-07 11:20", "reminders",
          "Mr Reisler's recall reminders still switched on - checked with him today")]),
    F("F27", ("Carys Wellin", "dentist", "-"), [
        V("2025-04-14 09:00", "vargaholt", "Carys Wellin - Dr Varga-Holt's pt", form="kv"),
        V("2025-09-15 13:30", "edevane", "Ms Wellin is seeing Dr Edevane from now on", form="note"),
        V("2025-12-08 10:45", "lanfear", "Carys W transferred to PL's list now the locum's gone", form="chat"),
    ]),
    F("F28", ("Petra Lindqvist-Oakes", "exam appointment", "-"), [
        V("2026-03-02 09:50", "2026-03-10", "Petra Lindqvist-Oakes exam Tue 10 Mar, 11:20", form="note"),
        V("2026-03-06 16:20", "2026-03-17", "Mrs L-O's exam is now 17/03 at 11.20", form="chat"),
    ]),
    F("F29", ("Brightcrown Ceramics", "turnaround", "crowns"), [
        V("2025-01-30 11:00", "2wk", "Brightcrown turnaround (crowns): 2 weeks", form="kv"),
        V("2025-07-21 10:10", "15wd", "Brightcrown now quoting 15 working days for crowns", form="note", unit=True),
    ], [L("format_variant", "2025-11-03 14:00", "15wd", "Brightcrown crown turnaround ~3 wks")]),
    F("F30", ("Hartwell Lab", "collection day", "-"), [
        V("2025-02-03 12:00", "tue", "Hartwell collection: Tue", form="kv"),
        V("2025-06-09 11:20", "wed", "hartwell's courier coming weds now", form="chat"),
        V("2026-02-02 12:05", "thu", "Hartwell collection: Thu", form="kv", same=True),
    ]),
    F("F31", ("Hartwell Lab", "courier pickup time", "-"), [
        V("2025-02-03 12:02", "1500", "Hartwell driver usually collects about 3pm", form="note"),
        V("2025-10-13 10:00", "1130", "hartwell pickup's half 11 now, have the lab box ready by 11", form="chat"),
    ]),
    F("F32", ("gloves", "supplier", "nitrile"), [
        V("2025-01-15 09:30", "dentarro", "Gloves (nitrile): Dentarro Supplies", form="kv"),
        V("2025-05-05 11:00", "medisto", "Switched gloves from Dentarro to Medisto Direct - better price on nitrile",
          form="change", names_old=True),
    ], [L("elaboration", "2025-12-01 14:00", "medisto",
          "Medisto Direct for gloves - acct MD-55120, order by 2pm for next-day delivery")]),
    F("F33", ("gloves", "standing order", "nitrile M"), [
        V("2025-01-15 09:32", "10", "Standing order, nitrile M: 10 boxes/month", form="kv"),
        V("2025-04-14 15:00", "10", "Checked glove usage - keeping nitrile medium at 10 boxes a month", form="note", confirm=True),
        V("2025-09-08 10:20", "15", "upped the medium gloves to 15 boxes a mo", form="chat"),
    ]),
    F("F34", ("gloves", "unit price", "nitrile"), [
        V("2025-05-05 11:05", "4.2p", "Medisto nitrile gloves: £4.20 per box of 100", form="kv"),
        V("2026-01-19 13:10", "5p", "medisto have put gloves up, works out 5p a glove now", form="chat", unit=True),
    ], [L("format_variant", "2026-03-02 10:00", "5p", "Nitrile gloves (Medisto) £5.00/100")]),
    F("F35", ("composite", "supplier", "-"), [
        V("2025-01-15 09:34", "tolvane", "Composite (A2/A3): Tolvane Dental", form="kv"),
        V("2025-11-24 10:00", "dentarro", "Composite (A2/A3): Dentarro Supplies", form="kv", same=True),
    ], [L("elaboration", "2026-02-16 09:40", "dentarro",
          "Composite from Dentarro Supplies - A2 and A3 syringes, 4g, boxes of 5, Kiran orders")]),
    F("F36", ("X-ray sensors", "support contract", "-"), [
        V("2025-03-04 10:00", "vexel", "X-ray sensor support: Vexel Imaging", form="kv"),
        V("2026-03-09 10:30", "orrin", "X-ray sensor support: Orrin Digital", form="kv", same=True),
    ], [L("elaboration", "2026-05-11 12:00", "orrin",
          "Orrin Digital look after the x-ray sensors - helpdesk 9-5, they can remote in to the imaging PC")]),
    F("F37", ("Dentarro Supplies", "order day", "-"), [
        V("2025-01-20 09:00", "mon", "Dentarro order goes in Mondays", form="note"),
        V("2025-12-08 09:15", "thu", "dentarro orders now thursdays, they've changed their delivery run", form="chat"),
    ]),
    F("F39", ("autoclave", "service contractor", "decon room"), [
        V("2025-01-21 10:00", "vaporia", "Equipment: Autoclave (decon room)\nService: Vaporia Servicing\nInterval: annual", form="record"),
        V("2025-10-20 14:00", "thermotek", "Switched the autoclave service from Vaporia to Thermotek South", form="change", names_old=True),
    ], [L("elaboration", "2026-01-26 15:00", "thermotek",
          "Thermotek South service the autoclave - engineer's Wes, allow 90 mins, decon room has to be empty")]),
    F("F40", ("autoclave", "next service date", "-"), [
        V("2026-02-02 09:00", "2026-04-14", "Autoclave service booked 14/04/26 (Thermotek)", form="kv"),
        V("2026-03-30 11:40", "2026-04-28", "Thermotek have moved the autoclave visit to 28 April", form="note"),
        V("2026-04-24 15:30", "2026-05-05", "autoclave service now 5th May, their engineer's off sick", form="chat"),
        V("2026-05-01 09:20", "2026-05-12", "Autoclave service booked 12/05/26 (Thermotek)", form="kv", same=True),
    ], [L("format_variant", "2026-05-05 10:00", "2026-05-12", "autoclave svc Tue 12 May")]),
    F("F41", ("compressor", "service company", "-"), [
        V("2025-02-17 10:00", "airpoint", "Compressor service: AirPoint Engineering", form="kv"),
        V("2025-08-25 11:00", "bellcote", "The compressor is now looked after by Bellcote Compressors.", form="note"),
        V("2026-06-15 16:00", "airpoint", "we've gone back to airpoint for the compressor, bellcote never turned up",
          form="chat", names_old=True),
    ], [L("elaboration", "2026-08-17 10:30", "airpoint",
          "AirPoint Engineering do the compressor - annual service + callout within 48h")]),
    F("F42", ("compressor", "next service date", "-"), [
        V("2025-08-25 11:05", "2025-09-09", "Compressor service due: 09/09/25", form="kv"),
        V("2025-09-03 10:00", "2025-09-23", "Compressor service due: 23/09/25", form="kv", same=True),
    ]),
    F("F43", ("dental chairs", "repair engineer", "-"), [
        V("2025-03-20 12:00", "seatwell", "Chair engineer: Seatwell Dental Engineering", form="kv"),
        V("2025-06-16 13:10", "corrigan", "Chair engineer: Corrigan Chairservice", form="kv", same=True),
    ], [L("elaboration", "2026-04-20 14:10", "corrigan",
          "Corrigan Chairservice for chair repairs - ask for Dana, they carry spare foot controls")]),
    F("F44", ("Surg 3", "suction working", "-"), [
        V("2025-04-07 09:00", "suction-ok", "Surg 3 suction: OK (new motor fitted)", form="kv"),
        V("2025-11-10 08:35", "suction-ok", "suction in surg 3 is dead again, don't book surg 3 till the engineer's been",
          pol="-", form="chat"),
        V("2025-11-13 14:20", "suction-ok", "Surg 3 suction fixed - fine to book again", form="note"),
    ]),
    F("F45", ("Surg 4", "x-ray unit cleared for use", "-"), [
        V("2025-05-12 10:00", "xray-ok", "Surg 4 x-ray unit passed its check - OK to use", form="note"),
        V("2026-07-06 08:30", "xray-ok", "DO NOT use the surg 4 x-ray until the RPA has re-certified it", pol="-", form="note"),
    ]),
    F("F46", (PRACTICE, "radiation protection adviser", "-"), [
        V("2025-05-12 10:05", "radsure", "RPA: Radsure Physics", form="kv"),
        V("2026-01-12 11:00", "quantel", "Our RPA contract has moved to Quantel Radiation Services", form="note"),
    ]),
    F("F47", ("dental unit waterlines", "test frequency", "-"), [
        V("2025-02-24 12:00", "quarterly", "DUWL testing: quarterly", form="kv"),
        V("2025-11-17 12:30", "monthly", "DUWL testing: monthly", form="kv", same=True),
    ]),
    F("F48", ("private exam", "fee", "adult"), [
        V("2025-01-06 08:10", "48", "Private exam: £48", form="kv"),
        V("2025-07-01 09:00", "52", "Private exam fee went up to £52 this month", form="note"),
        V("2026-01-05 09:00", "55", "Private exam: £55", form="kv", same=True),
        V("2026-07-01 09:00", "58.50", "Fee change: private exam now £58.50 (was £55)", form="change", names_old=True),
    ], [L("format_variant", "2026-08-03 09:10", "58.50", "exam (private, adult) 58.50 GBP")]),
    F("F49", ("scale and polish", "private fee", "-"), [
        V("2025-01-06 08:12", "65", "S&P (private): £65", form="kv"),
        V("2025-07-01 09:05", "72", "private scale & polish is 72 quid now", form="chat"),
    ]),
    F("F50", ("NHS band 1", "patient charge", "-"), [
        V("2025-01-06 08:14", "26.80", "NHS Band 1: £26.80", form="kv"),
        V("2025-04-01 08:30", "27.40", "NHS band 1 charge goes up to £27.40 from today", form="note"),
    ], [L("format_variant", "2025-06-02 09:00", "27.40", "Band 1 = 27.40 GBP")]),
    F("F51", ("NHS band 2", "patient charge", "-"), [
        V("2025-01-06 08:15", "73.50", "NHS Band 2: £73.50", form="kv"),
        V("2025-04-01 08:31", "75.30", "NHS Band 2: £75.30", form="kv", same=True),
    ]),
    F("F52", ("NHS band 3", "patient charge", "-"), [
        V("2025-01-06 08:16", "319.10", "NHS Band 3: £319.10", form="kv"),
        V("2025-04-01 08:32", "326.70", "band three's now £326.70 for NHS pts", form="chat"),
    ], [L("confirmation", "2025-10-01 09:15", "326.70", "Band 3 charge remains £326.70")]),
    F("F53", ("Kestrel Care plan", "monthly price", "adult"), [
        V("2025-01-06 08:20", "16.50", "Kestrel Care plan (adult): £16.50/month", form="kv"),
        V("2025-09-01 09:10", "18.00", "Kestrel Care adult plan has gone up to £18 a month", form="note"),
        V("2026-09-01 09:00", "19.25", "plan price for adults now £19.25 pm", form="chat"),
    ], [L("format_variant", "2026-09-14 09:30", "19.25", "Kestrel Care (adult) - 19.25 pcm")]),
    F("F54", ("home whitening", "fee", "-"), [
        V("2025-01-06 08:22", "295", "Home whitening: £295", form="kv"),
        V("2025-10-01 09:00", "325", "whitening's gone up to £325 (trays incl.)", form="chat"),
    ]),
    F("F55", ("DNA / late cancellation", "fee", "-"), [
        V("2025-01-06 08:24", "25", "DNA fee: £25", form="kv"),
        V("2025-10-01 09:05", "35", "DNA fee: £35", form="kv", same=True),
    ]),
    F("F56", (PRACTICE, "emergency number", "out of hours"), [
        V("2025-01-06 08:30", "07700900412", "OOH emergency number: 07700 900412", form="kv"),
        V("2025-05-19 09:00", "07700900388", "The out-of-hours number has changed to 07700 900388 (new on-call mobile).", form="note"),
        V("2025-12-15 10:00", "07700900412", "OOH is back on the old mobile - 07700900412 - the new one kept dropping calls", form="chat"),
    ], [L("format_variant", "2026-02-02 09:05", "07700900412", "OOH: +44 7700 900412")]),
    F("F57", (PRACTICE, "on-call dentist", "Easter 2025"), [
        V("2025-03-31 10:00", "brennick", "Easter on-call (18-21 Apr): Dr Brennick", form="rota"),
        V("2025-04-10 11:30", "lanfear", "swapped - priya's doing easter on-call, tom's away", form="chat"),
    ], [L("confirmation", "2025-04-14 12:00", "lanfear",
          "Easter on-call confirmed: Dr Lanfear, OOH mobile goes home with her Thurs")]),
    F("F58", (PRACTICE, "on-call dentist", "Christmas 2025"), [
        V("2025-10-27 10:00", "vargaholt", "Xmas on-call (24-26 Dec): IVH", form="rota"),
        V("2025-11-17 12:00", "brennick", "Tom B is taking Christmas on-call instead of Ines", form="note", names_old=True),
        V("2025-12-01 16:40", "lanfear", "xmas on-call is priya now", form="chat"),
        V("2025-12-15 10:10", "brennick", "Xmas on-call (24-26 Dec): TB", form="rota", same=True),
    ]),
    F("F60", ("Kiranjit Dhesi (reception)", "mobile", "-"), [
        V("2025-01-08 09:00", "07700900113", "Kiran mobile: 07700 900113", form="kv"),
        V("2026-05-18 17:00", "07700900675",
          "Handover (Maureen off next wk):\n- Kiran has a new mobile, 07700 900675\n- Dr Lanfear still in Surg 1, chair's fine",
          form="handover", also="F03"),
    ], [L("format_variant", "2026-06-01 10:05", "07700900675", "KD mob 07700900675")]),
    F("F61", ("Maureen Talbot-Ruiz (practice manager)", "phone extension", "-"), [
        V("2025-01-08 09:05", "21", "Maureen (PM) ext 21", form="kv"),
        V("2025-08-18 10:00", "24", "MTR's extension is 24 now she's moved into the upstairs office", form="note"),
    ]),
    F("F62", ("Louisa Fenwright (reception)", "reception shift", "Monday"), [
        V("2025-01-13 07:45", "early", "Mon - Lou early (7.45-3.45)", form="rota"),
        V("2025-06-30 07:50", "late", "Mon - Lou late (10-6)", form="rota", same=True),
    ]),
    F("F63", ("reception", "Saturday desk", "-"), [
        V("2025-01-11 08:45", "bea", "Sat desk: Bea", form="rota"),
        V("2025-06-07 08:50", "kiran", "Sat desk: Kiran", form="rota", same=True),
        V("2025-09-13 09:00", "lou", "Lou is covering Saturdays on reception from now on", form="note"),
        V("2026-02-07 08:55", "bea", "bea's back on saturdays", form="chat"),
        V("2026-08-01 08:45", "kiran", "Sat desk: Kiran (from 1 Aug)", form="rota", same=True),
    ], [L("confirmation", "2026-10-03 09:00", "kiran", "Kiran still doing the Saturday desk")]),
    F("F64", ("Shona Petrakis (nurse)", "nurses for", "-"), [
        V("2025-02-03 08:40", "brennick", "Nurse: Shona P with Dr Brennick", form="rota"),
        V("2025-08-04 08:45", "vargaholt", "Shona's nursing for Dr Varga-Holt now", form="note"),
    ]),
    F("F66", (PL, "taking new NHS patients", "-"), [
        V("2025-02-03 09:00", "new-nhs", "Dr Lanfear is taking new NHS pts", form="note"),
        V("2025-10-13 12:00", "new-nhs", "PL's NHS list is full - no new NHS pts for her, private only", pol="-", form="chat"),
    ], [L("confirmation", "2026-03-09 09:45", "new-nhs", "Dr Lanfear still not taking on new NHS patients", pol="-")]),
    F("F67", (PRACTICE, "cleaning contractor", "-"), [
        V("2025-01-06 08:40", "sparrowhawk", "Contractor: Sparrowhawk Cleaning\nArea: whole building", form="record"),
        V("2025-07-14 10:00", "gleamfield", "Switched the cleaners from Sparrowhawk to Gleamfield Cleaning Co.", form="change", names_old=True),
    ], [L("elaboration", "2025-12-15 10:30", "gleamfield",
          "Gleamfield Cleaning Co. - two cleaners, they do the surgeries, waiting room and loos, bring their own products")]),
    F("F68", ("cleaners", "visit time", "weekdays"), [
        V("2025-01-06 08:42", "after-1800", "Cleaners in after 6pm", form="note"),
        V("2025-07-21 09:00", "0700", "gleamfield come in at 7am before we open", form="chat"),
    ], [L("confirmation", "2026-03-30 08:15", "0700", "cleaners still in at 7 every morning")]),
    F("F69", ("clinical waste", "collection day", "-"), [
        V("2025-01-08 09:10", "wed", "Clinical waste pickup: Wed", form="kv"),
        V("2025-06-04 11:00", "wed", "Clinical waste still going Wednesdays", form="note", confirm=True),
        V("2026-01-12 17:10", "fri",
          "Handover for Lou:\nClinical waste collection is Fridays now, bags out by 9\nRos is still doing Wed and Fri in the hyg room",
          form="handover", also="F04"),
    ]),
    F("F70", ("clinical waste", "contractor", "-"), [
        V("2025-01-08 09:12", "hazelgrove", "Clinical waste contractor: Hazelgrove Waste", form="kv"),
        V("2025-11-03 10:00", "medcollect", "Medcollect North have taken over our clinical waste contract", form="note"),
    ], [L("elaboration", "2026-02-23 11:10", "medcollect",
          "Medcollect North - clinical waste: orange bags + sharps bins, consignment notes in the red folder")]),
    F("F71", ("alarm", "keyholder", "-"), [
        V("2025-01-08 09:15", "maureen", "Alarm keyholder: Maureen", form="kv"),
        V("2025-10-27 16:30", "kiran", "Kiran's the alarm keyholder now, she lives 5 min away", form="chat"),
    ], [L("confirmation", "2026-04-27 16:10", "kiran", "Kiran remains our alarm keyholder")]),
    F("F72", (PRACTICE, "card payments over the phone", "-"), [
        V("2025-03-03 09:00", "phone-card", "We take card payments over the phone", form="note"),
        V("2025-09-29 09:30", "phone-card", "No more card payments over the phone - pts pay at the desk or via the online link",
          pol="-", form="change"),
    ]),
    F("F73", ("boiler", "service company", "-"), [
        V("2025-02-10 12:00", "thistlecombe", "Boiler service: Thistlecombe Heating", form="kv"),
        V("2025-10-06 12:00", "rennard", "Boiler service: Rennard Gas Services", form="kv", same=True),
    ]),
    F("F75", ("Barnaby Pruett", "exam appointment", "-"), [
        V("2025-10-20 10:00", "2025-11-03T0900", "B Pruett exam Mon 3 Nov 9.00", form="note"),
        V("2025-10-29 11:30", "2025-11-05T1510", "mr pruett's exam now wed 5th 15:10", form="chat"),
    ]),
]

# ---------------------------------------------------------------------------------------------
# STANDALONE labelled memories (never in any pair)
# ---------------------------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: each value of a multi-valued attribute is its own fact (value is part of the key)
    S("multi_valued", ("Yolande Brisk", "allergy", "latex"), "latex", "2025-02-05 10:00", "Pt: Yolande Brisk\nAllergies: latex"),
    S("multi_valued", ("Yolande Brisk", "allergy", "penicillin"), "penicillin", "2025-09-16 11:20",
      "mrs brisk also allergic to penicillin - added to her notes"),
    S("multi_valued", ("Yolande Brisk", "allergy", "sticking plasters"), "sticking plasters", "2026-03-02 10:15",
      "Another allergy for Y. Brisk: sticking plasters"),
    S("multi_valued", ("Leo Ashcombe", "contact", "mum Joanne"), "mum Joanne", "2025-03-25 15:50",
      "Leo Ashcombe contact: mum (Joanne) 07700 900552"),
    S("multi_valued", ("Leo Ashcombe", "contact", "dad Piers"), "dad Piers", "2025-10-14 09:45",
      "added Leo's dad Piers as a contact - 07700 900819"),
    S("multi_valued", ("Leo Ashcombe", "contact", "gran Ruth"), "gran Ruth", "2026-05-19 14:00",
      "Leo A: his gran Ruth Ashcombe can bring him too, 01632 960447"),
    S("multi_valued", ("reception", "payment method", "card"), "card", "2025-01-06 09:00", "Payments at reception: card"),
    S("multi_valued", ("reception", "payment method", "bank transfer"), "bank transfer", "2025-06-16 12:00",
      "we also accept bank transfer now (plan arrears etc)"),
    S("multi_valued", ("reception", "payment method", "cheque"), "cheque", "2026-02-09 12:20",
      "Maureen says we'll take cheques too for the older pts"),
    S("multi_valued", ("gloves", "sizes stocked", "M"), "M", "2025-01-15 09:36", "Glove sizes stocked: M"),
    S("multi_valued", ("gloves", "sizes stocked", "L"), "L", "2025-03-20 12:05", "added size L gloves to the stock for Dr B"),
    S("multi_valued", ("gloves", "sizes stocked", "XS"), "XS", "2025-10-06 09:35", "another glove size - XS for Demi"),
    # scope_disjoint: same subject + attribute as a family, another scope
    S("scope_disjoint", ("Demi Starkwood (hyg-therapist)", "session times", "Wednesday"), "1300-1700", "2025-09-03 10:00",
      "Demi Starkwood, Weds session: 13:00-17:00"),
    S("scope_disjoint", ("Kestrel Care plan", "monthly price", "child"), "6.50", "2025-09-01 09:12",
      "Kestrel Care plan (child): £6.50/month"),
    S("scope_disjoint", (PRACTICE, "on-call dentist", "Easter 2026"), "vargaholt", "2026-03-16 10:30",
      "Easter 2026 on-call (3-6 Apr): Dr Varga-Holt"),
    S("scope_disjoint", (PRACTICE, "on-call dentist", "New Year 2026"), "brennick", "2025-12-01 16:45",
      "New Year on-call (31 Dec-1 Jan): Tom B"),
    S("scope_disjoint", (PRACTICE, "opening hours", "Saturday"), "0900-1300", "2025-06-07 09:15",
      "Opening hours (Sat): 09:00-13:00"),
    S("scope_disjoint", ("gloves", "standing order", "nitrile L"), "6", "2025-09-08 10:25",
      "standing order nitrile L: 6 boxes/month"),
    S("scope_disjoint", (IVH, "surgery", "Friday"), "surg4", "2026-01-16 09:00", "Fri pm - IVH in Surg 4"),
    S("scope_disjoint", (PRACTICE, "emergency number", "daytime"), "01632960118", "2025-05-19 09:05",
      "Daytime emergencies: ring the main line, 01632 960118"),
    S("scope_disjoint", ("private exam", "fee", "child under 12"), "25", "2026-01-05 09:05", "Private exam (child under 12): £25"),
    S("scope_disjoint", ("Louisa Fenwright (reception)", "reception shift", "Friday"), "early", "2025-06-30 07:55",
      "Fri - Lou early (7.45-3.45)"),
    S("scope_disjoint", ("clinical waste", "collection day", "bank holiday weeks"), "thu", "2026-04-06 10:00",
      "Bank hol weeks: clinical waste comes Thursday instead"),
    S("scope_disjoint", (PRACTICE, "opening hours", "Christmas Eve"), "0830-1230", "2025-12-10 12:00",
      "Christmas Eve hours: 8.30-12.30"),
    # different_subject: same attribute, another subject, mostly a value some family also has
    S("different_subject", ("Morwenna Tregidgo", "preferred contact", "-"), "email", "2025-05-27 10:00",
      "Pt: Morwenna Tregidgo\nPref contact: email"),
    S("different_subject", ("Hollis Venn", "recall interval", "-"), "12m", "2025-11-03 15:40", "Mr Hollis Venn - recall 12m"),
    S("different_subject", ("cotton rolls", "supplier", "-"), "dentarro", "2025-05-05 11:10", "Cotton rolls + bibs: Dentarro Supplies"),
    S("different_subject", ("impression material", "supplier", "-"), "medisto", "2025-06-09 12:00",
      "Impression material - order from Medisto Direct"),
    S("different_subject", ("ultrasonic bath", "service contractor", "-"), "thermotek", "2025-11-10 10:00",
      "Ultrasonic bath service: Thermotek South"),
    S("different_subject", ("suction pump", "service company", "-"), "airpoint", "2025-02-17 10:05",
      "Suction pump service - AirPoint Engineering"),
    S("different_subject", ("Fenella Oduya", "dentist", "-"), "lanfear", "2026-01-19 11:00", "Fenella Oduya is on Dr Lanfear's list"),
    S("different_subject", ("Ama Kesteven (nurse)", "nurses for", "-"), "brennick", "2025-08-04 08:50",
      "Ama Kesteven nursing for Dr Brennick"),
    S("different_subject", ("Pennock Denture Studio", "turnaround", "dentures"), "2wk", "2025-07-21 10:15",
      "Pennock turnaround (dentures): 2 weeks"),
    S("different_subject", ("Beatrix Ombler (reception)", "mobile", "-"), "07700900241", "2025-01-08 09:02",
      "Bea mobile: 07700 900241"),
    S("different_subject", ("Alfie Ashcombe", "recall interval", "-"), "4m", "2025-09-23 16:15",
      "Alfie Ashcombe (Leo's brother) recall: 4m"),
    S("different_subject", ("Pennock Denture Studio", "collection day", "-"), "wed", "2025-06-09 11:30",
      "Pennock collect on Wednesdays"),
    # static: facts that do not change, some stated twice in different formats
    S("static", (IVH, "GDC number", "-"), "284117", "2025-01-13 09:00", "Dr Varga-Holt GDC no. 284117"),
    S("static", (IVH, "GDC number", "-"), "284117", "2026-04-20 10:00", "IVH - GDC 284 117"),
    S("static", (PRACTICE, "founded", "-"), "1987", "2025-01-06 08:45", "Kestrel Lane Dental, est. 1987"),
    S("static", (PRACTICE, "founded", "-"), "1987", "2025-09-01 09:30", "The practice has been on Kestrel Lane since 1987."),
    S("static", ("Ogwen Trask", "date of birth", "-"), "1961-03-14", "2025-02-14 10:32", "Ogwen Trask DOB 14/03/1961"),
    S("static", ("Ogwen Trask", "date of birth", "-"), "1961-03-14", "2026-01-20 10:00", "Mr Trask - born 14 March 1961"),
    S("static", (PRACTICE, "NHS contract number", "-"), "KL-40921", "2025-01-06 08:50", "NHS contract ref: KL-40921"),
    S("static", (PRACTICE, "NHS contract number", "-"), "KL-40921", "2026-04-01 09:00", "Contract no. KL40921 (NHS)"),
    S("static", ("compressor", "serial number", "-"), "AP-77310-K", "2025-02-17 10:10", "Compressor serial: AP-77310-K"),
    S("static", (TB, "year qualified", "-"), "2004", "2025-03-03 12:05", "Dr Brennick qualified in 2004"),
    S("static", (PRACTICE, "ODS code", "-"), "V48213", "2025-01-06 08:55", "Practice ODS code: V48213"),
    S("static", ("hygiene room", "floor", "-"), "first", "2025-01-20 10:05", "Hyg room is on the first floor (no lift)"),
    # membership: additive group membership, each membership its own fact
    S("membership", ("Kiranjit Dhesi (reception)", "member of", "fire warden team"), "fire warden team", "2025-03-10 09:00",
      "Kiran is on the fire warden team"),
    S("membership", ("Louisa Fenwright (reception)", "member of", "fire warden team"), "fire warden team", "2025-09-15 09:10",
      "Lou's joined the fire warden team too"),
    S("membership", ("Shona Petrakis (nurse)", "member of", "infection control group"), "infection control group",
      "2025-02-24 12:05", "Shona is on the infection control group"),
    S("membership", ("Demi Starkwood (hyg-therapist)", "member of", "infection control group"), "infection control group",
      "2025-08-11 10:35", "Demi joined the infection control group"),
    S("membership", (PL, "member of", "Westmere peer review group"), "Westmere peer review group", "2025-04-14 09:05",
      "Dr Lanfear joined the Westmere peer review group"),
    S("membership", (TB, "member of", "Westmere peer review group"), "Westmere peer review group", "2025-11-10 10:05",
      "TB is part of the Westmere peer review group as well"),
    S("membership", ("Beatrix Ombler (reception)", "member of", "first-aid pool"), "first-aid pool", "2025-06-02 14:20",
      "Bea added to the first-aiders pool"),
    S("membership", ("Rosalind Quaye (hygienist)", "member of", "first-aid pool"), "first-aid pool", "2026-01-26 10:10",
      "Ros is in the first-aid pool now"),
    S("membership", ("Maureen Talbot-Ruiz (practice manager)", "member of", "practice managers' forum"),
      "practice managers' forum", "2025-05-12 10:10", "Maureen sits on the local practice managers' forum"),
    S("membership", (IVH, "member of", "on-call pool"), "on-call pool", "2025-10-27 10:05", "Ines has joined the on-call pool"),
    S("membership", ("Dr Callum Edevane (locum)", "member of", "Halden Clinic sedation team"), "Halden Clinic sedation team",
      "2026-02-18 13:05", "Callum Edevane's on the Halden Clinic sedation team now"),
    S("membership", ("Harriet Pell", "member of", "Kestrel Care plan"), "Kestrel Care plan", "2025-11-03 15:35",
      "Mrs Pell has joined the Kestrel Care plan"),
    # equal_time: six pairs of conflicting records of one key at one order time
    S("equal_time", ("Ilse Comrie", "preferred contact", "-"), "sms", "2025-05-20 10:00", "Pt: Ilse Comrie\nPref contact: SMS", mode="back"),
    S("equal_time", ("Ilse Comrie", "preferred contact", "-"), "phone", "2025-05-20 10:00", "Ilse Comrie prefers a phone call", mode="back"),
    S("equal_time", ("locum", "session fee", "-"), "420", "2025-03-14 12:00", "Locum fee per session: £420", mode="back"),
    S("equal_time", ("locum", "session fee", "-"), "450", "2025-03-14 12:00", "locum session rate is £450", mode="back"),
    S("equal_time", ("Surg 2 chair", "service date", "-"), "2026-03-12", "2026-02-23 09:30", "Surg 2 chair service: Thu 12 Mar", mode="back"),
    S("equal_time", ("Surg 2 chair", "service date", "-"), "2026-03-19", "2026-02-23 09:30", "surg 2 chair being serviced 19/03", mode="back"),
    S("equal_time", ("reception", "desk cover", "bank holiday Mon 4 May 2026"), "bea", "2026-04-27 16:00",
      "Bank hol Mon desk cover: Bea", mode="live"),
    S("equal_time", ("reception", "desk cover", "bank holiday Mon 4 May 2026"), "lou", "2026-04-27 16:00",
      "Lou's doing the desk on the bank holiday Monday", mode="live"),
    S("equal_time", ("fluoride varnish", "private fee", "child"), "18", "2025-10-02 11:15", "Fluoride varnish (private, child): £18", mode="back"),
    S("equal_time", ("fluoride varnish", "private fee", "child"), "20", "2025-10-02 11:15", "fluoride varnish for kids is £20 private", mode="back"),
    S("equal_time", ("Tolvane Dental", "order cut-off", "-"), "1500", "2025-06-18 14:00", "Tolvane order cut-off: 3pm", mode="live"),
    S("equal_time", ("Tolvane Dental", "order cut-off", "-"), "1600", "2025-06-18 14:00", "tolvane cut off is 4pm for next day", mode="live"),
]

UNRELATED = [
    ("2025-02-12 13:05", "coffee machine descaled - pls don't put the milk jug in the dishwasher"),
    ("2025-04-22 10:30", "happy birthday Bea!! cake in the staff room"),
    ("2025-05-28 12:40", "post came late again today"),
    ("2025-06-24 09:15", "staff photo Thurs lunchtime, wear the navy tops"),
    ("2025-08-07 16:20", "someone left a blue umbrella in the waiting room, it's in lost property"),
    ("2025-09-18 11:05", "reception printer jammed again, sorted it with the green lever at the back"),
    ("2025-10-22 08:20", "roadworks on Kestrel Lane all week, pts might be running late"),
    ("2025-11-28 18:00", "thanks all for today, absolutely mad busy"),
    ("2026-01-08 12:30", "old magazines binned from the waiting room"),
    ("2026-03-04 10:02", "fire alarm test at 10 went fine"),
    ("2026-06-22 13:15", "plant in surg 2 looking very sorry for itself, someone water it lol"),
    ("2026-09-24 15:45", "pt brought in a tin of biscuits for the team, they're in the kitchen"),
]
for _i, (_d, _t) in enumerate(UNRELATED, 1):
    STANDALONE.append(S("unrelated", ("(none)", "chatter", "u%02d" % _i), "-", _d, _t))


# ---------------------------------------------------------------------------------------------
def next_tuesday(t):
    """First Tuesday strictly after the order date."""
    d = t.date() + dt.timedelta(days=1)
    while d.weekday() != 1:
        d += dt.timedelta(days=1)
    return d.isoformat()


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    mems = []  # every memory, in table order
    fam_by_id = {}
    for fam in FAMILIES:
        assert fam["fid"] not in fam_by_id
        fam_by_id[fam["fid"]] = fam
        for i, v in enumerate(fam["versions"]):
            t = T(v["date"])
            val = v["val"]
            if v["rel"] == "next_tuesday":
                assert "next tuesday" in v["text"].lower()
                val = next_tuesday(t)
            mems.append(dict(key=fam["key"], val=val, pol=v["pol"], t=t, text=v["text"], label=None,
                             fid=fam["fid"], vi=i, form=v["form"], same=v["same"], confirm=v["confirm"],
                             names_old=v["names_old"], rel=v["rel"], unit=v["unit"], also=v["also"], mode=v["mode"]))
        for a in fam["attached"]:
            mems.append(dict(key=fam["key"], val=a["val"], pol=a["pol"], t=T(a["date"]), text=a["text"],
                             label=a["cls"], fid=fam["fid"], vi=None, mode=a["mode"]))
    for s in STANDALONE:
        mems.append(dict(key=s["key"], val=s["val"], pol=s["pol"], t=T(s["date"]), text=s["text"],
                         label=s["cls"], fid=None, vi=None, mode=s["mode"]))

    rng = random.Random(SEED)
    n = len(mems)
    # backfilled or live
    free = [i for i, m in enumerate(mems) if m["mode"] is None]
    forced_back = sum(1 for m in mems if m["mode"] == "back")
    n_back = round(BACKFILL_SHARE * n) - forced_back
    back_set = set(rng.sample(free, n_back))
    for i, m in enumerate(mems):
        m["back"] = (m["mode"] == "back") or (m["mode"] is None and i in back_set)
    # import session: seeded order unrelated to observed order, 1-4 s apart
    order = [i for i, m in enumerate(mems) if m["back"]]
    rng.shuffle(order)
    t = IMPORT_START
    for k, i in enumerate(order):
        if k:
            t = t + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = t
        mems[i]["observed"] = mems[i]["t"]
    session_end = t
    for m in mems:
        if not m["back"]:
            m["created"] = m["t"]
            m["observed"] = None
    # ids in a shuffled order
    idx = list(range(n))
    rng.shuffle(idx)
    for k, i in enumerate(idx, 1):
        mems[i]["id"] = "%s%03d" % (PREFIX, k)
    # file order shuffled again
    file_order = list(range(n))
    rng.shuffle(file_order)
    return mems, fam_by_id, file_order, session_end


def order_time(m):
    return m["observed"] if m["observed"] is not None else m["created"]


def compute_truth(mems):
    """Truth rule over every memory, grouped by fact key."""
    groups = {}
    for m in mems:
        groups.setdefault(m["key"], []).append(m)
    pairs = []
    for key, ms in groups.items():
        for a in ms:
            ta = order_time(a)
            newer = [b for b in ms if order_time(b) > ta and (b["val"], b["pol"]) != (a["val"], a["pol"])]
            if not newer:
                continue
            tb = min(order_time(b) for b in newer)
            first = [b for b in newer if order_time(b) == tb]
            assert len(first) == 1, ("ambiguous replacement", key)
            b = first[0]
            pairs.append((a["id"], b["id"], "negation" if a["pol"] != b["pol"] else "value"))
    pairs.sort()
    return pairs


def family_pairs(mems):
    """Expected pairs from the FAMILIES tables alone (chain walk)."""
    by_f = {}
    for m in mems:
        if m["fid"] and m["label"] is None:
            by_f.setdefault(m["fid"], []).append(m)
    pairs = []
    for fid, vs in by_f.items():
        vs.sort(key=lambda m: m["vi"])
        for i, a in enumerate(vs):
            for b in vs[i + 1:]:
                if (b["val"], b["pol"]) != (a["val"], a["pol"]):
                    pairs.append((a["id"], b["id"], "negation" if a["pol"] != b["pol"] else "value"))
                    break
    pairs.sort()
    return pairs


def check(mems, fam_by_id, session_end):
    pairs = compute_truth(mems)
    assert pairs == family_pairs(mems), "rule-derived truth differs from the family chains"
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a)
        in_pair.add(b)
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"])
            assert m["label"] in CLASSES
        else:
            assert m["id"] in in_pair, ("unlabelled memory in no pair", m["id"])
    # family order times distinct, versions in time order, attached after last with same value/polarity
    fam_keys = set()
    for fam in fam_by_id.values():
        assert fam["key"] not in fam_keys
        fam_keys.add(fam["key"])
        vs = [m for m in mems if m["fid"] == fam["fid"] and m["label"] is None]
        at = [m for m in mems if m["fid"] == fam["fid"] and m["label"] is not None]
        vs.sort(key=lambda m: m["vi"])
        times = [order_time(m) for m in vs + at]
        assert len(set(times)) == len(times), ("equal order times in family", fam["fid"])
        for x, y in zip(vs, vs[1:]):
            assert order_time(x) < order_time(y), ("versions out of order", fam["fid"])
        for x, y in zip(vs, vs[1:]):
            assert y["confirm"] == ((x["val"], x["pol"]) == (y["val"], y["pol"])), ("unmarked repeat", fam["fid"])
        last = vs[-1]
        assert (last["val"], last["pol"]) != (vs[-2]["val"], vs[-2]["pol"]), ("family ends on a confirmation", fam["fid"])
        for a in at:
            assert a["label"] in ("format_variant", "elaboration", "confirmation")
            assert order_time(a) > order_time(last), ("attached before last version", fam["fid"])
            assert (a["val"], a["pol"]) == (last["val"], last["pol"]), ("attached value differs", fam["fid"])
        for v in vs:
            if v["confirm"]:
                prev = vs[v["vi"] - 1]
                assert (prev["val"], prev["pol"]) == (v["val"], v["pol"]) and v is not last
            if v["also"]:
                other = [m for m in mems if m["fid"] == v["also"] and m["label"] is None]
                assert order_time(v) > max(order_time(o) for o in other), ("handover before other fact's last", v["also"])
    # standalone keys: never a family key; shared only by same-value statics or equal-time pairs
    groups = {}
    for m in mems:
        if m["fid"] is None:
            assert m["key"] not in fam_keys, ("standalone on a family key", m["key"])
            groups.setdefault(m["key"], []).append(m)
    eq = 0
    for key, ms in groups.items():
        if len(ms) > 1:
            cls = {m["label"] for m in ms}
            if cls == {"static"}:
                assert len({m["val"] for m in ms}) == 1
                assert len({order_time(m) for m in ms}) == len(ms)
            else:
                assert cls == {"equal_time"} and len(ms) == 2, key
                assert order_time(ms[0]) == order_time(ms[1]) and ms[0]["val"] != ms[1]["val"]
                eq += 1
        else:
            assert ms[0]["label"] != "equal_time"
    assert eq == 6
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    for m in mems:
        assert m["created"] < LIMIT
        if m["observed"] is not None:
            assert m["observed"] < m["created"] < LIMIT
            assert IMPORT_START <= m["created"] <= session_end
        else:
            assert not (IMPORT_START <= m["created"] <= session_end + dt.timedelta(hours=1))
    assert session_end - IMPORT_START < dt.timedelta(hours=1)
    return pairs


def stats_lines(mems, fam_by_id, pairs, session_end):
    out = []
    n = len(mems)
    nb = sum(1 for m in mems if m["back"])
    out.append("memories                %4d" % n)
    out.append("  backfilled            %4d" % nb)
    out.append("  live                  %4d" % (n - nb))
    out.append("changing families       %4d" % len(fam_by_id))
    sizes = {}
    for fam in fam_by_id.values():
        sizes[len(fam["versions"])] = sizes.get(len(fam["versions"]), 0) + 1
    for k in sorted(sizes):
        out.append("  %d versions            %4d" % (k, sizes[k]))
    out.append("family versions         %4d" % sum(1 for m in mems if m["label"] is None))
    out.append("true pairs              %4d" % len(pairs))
    out.append("  value                 %4d" % sum(1 for p in pairs if p[2] == "value"))
    out.append("  negation              %4d" % sum(1 for p in pairs if p[2] == "negation"))
    out.append("labelled negatives      %4d" % sum(1 for m in mems if m["label"]))
    for c in CLASSES:
        out.append("  %-21s %4d" % (c, sum(1 for m in mems if m["label"] == c)))
    # features
    moveback = negfam = restart = 0
    for fam in fam_by_id.values():
        states = [(v["val"], v["pol"]) for v in fam["versions"]]
        pols = [v["pol"] for v in fam["versions"]]
        if "-" in pols:
            negfam += 1
            if any(pols[i] == "+" and pols[i + 1] == "-" and "+" in pols[i + 2:] for i in range(len(pols) - 1)):
                restart += 1
        else:
            seen, prev = set(), None
            for s in states:
                if s != prev and s in seen:
                    moveback += 1
                    break
                seen.add(s)
                prev = s
    vers = [m for m in mems if m["label"] is None]
    repl = [m for m in vers if m["vi"] > 0 and not m["confirm"]]
    same = sum(1 for m in repl if m["same"])
    out.append("replacement memories    %4d" % len(repl))
    out.append("  reworded              %4d (%.0f%%)" % (len(repl) - same, 100.0 * (len(repl) - same) / len(repl)))
    out.append("  same line, value swap %4d" % same)
    out.append("move-back families      %4d" % moveback)
    out.append("interior confirmations  %4d" % sum(1 for m in vers if m["confirm"]))
    out.append("negation families       %4d" % negfam)
    out.append("  stop and restart      %4d" % restart)
    out.append("text names old value    %4d" % sum(1 for m in vers if m["names_old"]))
    out.append("relative dates          %4d" % sum(1 for m in vers if m["rel"]))
    out.append("unit/format change pair %4d" % sum(1 for m in vers if m["unit"]))
    out.append("handover + other fact   %4d" % sum(1 for m in vers if m["also"]))
    out.append("import session          %s .. %s (%d s)" % (iso(IMPORT_START), iso(session_end),
                                                           (session_end - IMPORT_START).total_seconds()))
    return out


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, fam_by_id, file_order, session_end = build()
    pairs = check(mems, fam_by_id, session_end)
    if argv and argv[0] == "--stats":
        print("\n".join(stats_lines(mems, fam_by_id, pairs, session_end)))
        return 0
    if argv and argv[0] == "--list":
        for m in sorted(mems, key=lambda m: m["id"]):
            print("%s  %s  %-17s  %s  %s  %s  %s" % (
                m["id"], iso(order_time(m)), m["label"] or "-", " | ".join(m["key"]), m["val"], m["pol"],
                "backfilled" if m["back"] else "live"))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for i in file_order:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": iso(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = iso(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for a, b, r in pairs:
            f.write(json.dumps({"expired_id": a, "replacement_id": b, "reason": r}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
