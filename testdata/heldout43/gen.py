#!/usr/bin/env python3
"""Blind labelled supersession data set: a dental practice's front-desk notes.

Register: front desk / practice manager notes of an invented two-site dental
practice (Millbeck Dental, main site + Orrin St branch, town of Castlebrook).
All names, firms, codes and numbers are invented.

python3 gen.py          writes memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  prints counts, writes nothing
python3 gen.py --list   prints every memory, writes nothing
anything else           exits 2, writes nothing

Truth is computed from the tables below (fact key, value key, polarity, order
time), never from the text.
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 4349
PREFIX = "q43-"
SESSION_START = dt.datetime(2026, 11, 16, 19, 0, 0)
LIMIT = dt.datetime(2026, 12, 1)
BACKFILL_SHARE = 0.75

LABEL_CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration",
                 "confirmation", "different_subject", "static", "membership",
                 "equal_time", "unrelated"]


def V(day, value, text, pol="+", tags=(), rel=None):
    """One version of a changing family. day: int offset from family start or 'YYYY-MM-DD'."""
    return {"day": day, "value": value, "pol": pol, "text": text, "tags": set(tags), "rel": rel}


def A(label, day, text):
    """A labelled memory attached to a family: after its last version, same value/polarity."""
    return {"label": label, "day": day, "text": text}


# ---------------------------------------------------------------------------
# FAMILIES: changing facts. tags: same = same record line with value swapped
# (not reworded); names_old = replacement text names the old value; relative =
# relative date (value derived from the order time); unit = unit/format change
# inside the pair; handover_other = handover also stating another subject's fact.
# ---------------------------------------------------------------------------
FAMILIES = [
    # ----- rota / surgeries -----
    dict(h="F01", key=("Dr Ines Halvorsen", "surgery", "main site"), start="2025-02-03", v=[
        V(0, "Surg 2", "Surg 2 - Dr Halvorsen Mon/Wed/Fri am"),
        V(47, "Surg 4", "From Monday Ines is working out of Surg 4 while Surg 2 gets the new chair fitted. Nurses pls move her trays across."),
        V(96, "Surg 2", "Chair's in - Dr H back in surg 2 as of today"),
    ], att=[A("format_variant", 130, "Rota (main site)\nSurgery Two: Dr I. Halvorsen")]),
    dict(h="F02", key=("Dr Tobias Marrick", "working days", "main site"), start="2025-03-10", v=[
        V(0, "Mon/Tue/Thu", "Rota: Dr Marrick - Mon / Tue / Thu (main)"),
        V(150, "Tue/Thu/Fri", "Toby's dropping Mondays from September and picking up Fridays instead, so TM = Tue, Thu, Fri."),
    ], att=[A("elaboration", 200, "Dr Marrick works Tue/Thu/Fri - Fri is a short day for him, finishes 1pm, no new pt exams after 12")]),
    dict(h="F03", key=("Dr Rukmini Lavelle", "session", "Wednesday"), start="2025-01-20", v=[
        V(0, "Wed am", "Dr L - Wed am only (08:30-12:30)"),
        V(60, "Wed pm", "Rukmini has swapped her Wednesday to afternoons, 1.30 till 5.30, starting 26 March"),
    ]),
    dict(h="F04", key=("Corinne Dace", "working days", "main site"), start="2025-04-01", v=[
        V(0, "Tue/Thu", "Hyg: Corinne Dace - Tues + Thurs, main site"),
        V(90, "Tue/Thu/Sat", "Cor is adding Saturday mornings from July, so hygiene with her on Tue, Thu and Sat am"),
        V(210, "Tue/Fri", "Corinne: new days Tue & Fri from 3 Nov (Thurs and Sats stop). Please rebook her Thu pts."),
    ]),
    dict(h="F05", key=("Hamish Pell", "surgery", "main site"), start="2025-05-12", v=[
        V(0, "Surg 3", "Hamish Pell (hyg) - Surg 3"),
        V(70, "Surg 1", "HP moved into surg 1, better light for the perio charting"),
        V(260, "Surg 5", "Hamish will be in the new Surg 5 (the old store room) from next week - tell his pts it's upstairs"),
    ]),
    dict(h="F06", key=("Saturday reception cover", "person", "main site"), start="2025-02-08", v=[
        V(0, "Jodie Farrant", "Sat desk: Jodie"),
        V(120, "Marta Pilch", "Sat desk: Marta", tags=["same"]),
        V(240, "Suki Lomond", "Handover - from this Saturday Suki is on the Sat desk permanently, Marta's back to weekdays only. Separate thing: Hamish is off Thursday for his course, his list has already been moved.", tags=["handover_other"]),
    ]),
    dict(h="F07", key=("Monday opener", "person", "main site"), start="2025-06-02", v=[
        V(0, "Marta Pilch", "Mon opener (keys + alarm, 07:45): Marta"),
        V(100, "Jodie Farrant", "Mon opener (keys + alarm, 07:45): Jodie", tags=["same"]),
    ]),
    dict(h="F08", key=("on-call dentist", "dentist", "weekend 14-15 Jun 2025"), start="2025-06-02", v=[
        V(0, "Dr Marrick", "On-call w/e 14/15 Jun: Dr Marrick"),
        V(6, "Dr Lavelle", "Swap agreed - Dr Lavelle covering the 14th-15th June weekend, Toby has a wedding"),
    ]),
    dict(h="F09", key=("out-of-hours emergency number", "number", "-"), start="2025-01-06", v=[
        V(0, "01632 960418", "OOH emergency no. on answerphone: 01632 960418"),
        V(140, "07700 900162", "We've moved the out-of-hours line onto the on-call mobile - answerphone message now gives 07700 900 162"),
        V(300, "01632 960418", "Mobile contract ended so the OOH message is back to the old number, 01632 960 418. Website updated too."),
    ], att=[A("confirmation", 380, "Checked the answerphone again today - emergency number still 01632 960418")]),
    dict(h="F10", key=("late opening", "closing time", "Thursday main site"), start="2025-04-03", v=[
        V(0, "19:00", "Thursday late: open till 7pm"),
        V(80, "20:00", "From July the Thurs late clinic runs to 8pm (Dr Brisco + Hamish)"),
        V(300, "19:30", "Thursday late finishing at 7.30 from Feb - 8 was too late for the nurses getting home"),
    ]),
    dict(h="F11", key=("lunch closure", "hours", "main site"), start="2025-09-01", v=[
        V(0, "13:00-14:00", "Lunch (phones off): 1-2pm"),
        V(60, "12:30-13:30", "Lunch (phones off): 12.30-1.30pm", tags=["same"]),
    ], att=[A("format_variant", 120, "phones go to answerphone 12:30 to 13:30 for lunch")]),
    dict(h="F12", key=("Dr Callum Brisco", "surgery", "branch"), start="2025-03-17", v=[
        V(0, "Surg B1", "Orrin St: Dr Brisco in Surg B1 (Mon/Fri)"),
        V(160, "Surg B2", "Handover for Monday: Callum's in B2 at Orrin St from now on, B1 is being turned into the OPG room. Also Bev says the Fenwright driver is coming at 3 tomorrow not 2 (one-off).", tags=["handover_other"]),
    ]),
    dict(h="F67", key=("Dr Ines Halvorsen", "session times", "am"), start="2025-07-14", v=[
        V(0, "08:30-12:30", "Dr H am session 08:30-12:30"),
        V(140, "09:00-13:00", "Ines is starting at 9 now, so her morning runs 9am to 1pm - don't book her before 9"),
    ]),
    # ----- patients -----
    dict(h="F13", key=("Mrs Pauline Scarrow", "preferred contact", "-"), start="2025-02-17", v=[
        V(0, "SMS", "Pt: Mrs Pauline Scarrow\nPt no: 40388\nRecall: 6m\nPref contact: SMS\nDentist: Dr Halvorsen"),
        V(75, "email", "Mrs Scarrow asked for email reminders instead of texts (address on file)"),
        V(200, "SMS", "Pauline S says the emails go to her junk - back to texts please. Changed on system."),
    ], att=[A("confirmation", 280, "pt 40388 rang re bill, checked contact pref with her: still SMS")]),
    dict(h="F14", key=("Mr Gideon Roath", "recall interval", "-"), start="2025-01-13", v=[
        V(0, "6m", "G Roath - recall 6m"),
        V(180, "9m", "Dr Marrick happy to stretch Mr Roath to a 9 monthly recall, gums stable"),
        V(450, "9m", "Pt 40217 (Roath) seen for exam today, recall left at 9m"),
        V(600, "12m", "Gideon Roath: recall now 12 months (TM)"),
    ], att=[A("confirmation", 650, "Mr Roath's recall remains 12m - confirmed at his exam")]),
    dict(h="F15", key=("Ms Ayesha Brindle", "dentist", "-"), start="2025-05-06", v=[
        V(0, "Dr Marrick", "Pt: Ayesha Brindle / Dentist: Dr Marrick / Recall: 12m"),
        V(130, "Dr Lavelle", "Ms Brindle transferring to Dr Lavelle at her request. All future appts with RL please."),
    ], att=[A("elaboration", 180, "A. Brindle - dentist Dr Lavelle; first exam with RL done, she wants RL for all treatment incl. the filling on the LL6")]),
    dict(h="F16", key=("Mr Desmond Ulley", "crown fit appt", "-"), start="2025-09-26", v=[
        V(0, "2025-10-15 10:30", "Des Ulley - crown fit Wed 15/10 10:30 (Dr Halvorsen)"),
        V("2025-10-10", "2025-10-14 10:30", "Mr Ulley can't do the 15th after all - moved his fit to next Tuesday, same time. Crown's due in Monday.", tags=["relative"], rel="next_tuesday_same_time"),
    ]),
    dict(h="F30", key=("Mr Desmond Ulley", "crown due back", "-"), start="2025-09-22", v=[
        V(0, "2025-10-08", "Lab: Fenwright\nPt: D Ulley\nWork: PFM crown LR6\nDue back: Wed 8 Oct"),
        V(9, "2025-10-13", "Fenwright rang, Ulley crown delayed - won't be back till the 13th"),
    ]),
    dict(h="F17", key=("Mrs Hetty Quarmby", "mobile", "-"), start="2025-03-03", v=[
        V(0, "07700 900311", "Hetty Quarmby mob 07700 900311"),
        V(210, "07700 900587", "Hetty Quarmby mob 07700 900587", tags=["same"]),
    ], att=[A("format_variant", 260, "Quarmby, H. - tel +44 7700 900587")]),
    dict(h="F18", key=("Finn Quarmby", "recall interval", "-"), start="2025-04-14", v=[
        V(0, "6m", "Pt: Finn Quarmby (child, 7)\nRecall: 6m\nPref contact: mum's mobile"),
        V(120, "3m", "Finn Q onto 3 monthly recall with fluoride varnish - Dr H's instruction"),
    ]),
    dict(h="F19", key=("Miss Rosa Tindall", "exam appt", "-"), start="2026-02-23", v=[
        V(0, "2026-03-09 11:00", "Rosa Tindall exam Mon 9 Mar 11:00 w/ Dr Brisco"),
        V("2026-03-03", "2026-03-04 09:40", "Miss Tindall rang - can't do Monday, gave her the cancellation tomorrow at 9.40 instead", tags=["relative"], rel="tomorrow_0940"),
    ], att=[A("format_variant", "2026-03-04", "Tindall R - exam 04/03/26 09:40, Dr Brisco")]),
    dict(h="F20", key=("Mr Konrad Vesey", "payment basis", "-"), start="2025-02-24", v=[
        V(0, "NHS", "Konrad Vesey - NHS pt, pays band charges"),
        V(240, "private plan", "Mr Vesey has signed up to the Millbeck Care plan from Nov, so no more NHS courses for him"),
    ], att=[A("elaboration", 280, "K. Vesey is on the private Care plan - adult tier, direct debit on the 1st, covers 2 exams + 2 hyg a year")]),
    dict(h="F21", key=("Mrs Noreen Bask", "preferred contact", "-"), start="2025-06-16", v=[
        V(0, "phone", "Pt: Noreen Bask / Pref contact: phone (landline, pm only)"),
        V(95, "letter", "Pt: Noreen Bask / Pref contact: letter", tags=["same"]),
    ]),
    dict(h="F23", key=("Mrs Dilys Pennock", "denture lab", "-"), start="2025-07-07", v=[
        V(0, "Lodestar", "Dilys Pennock upper denture - Lodestar Denture Studio"),
        V(21, "Fenwright", "switched Mrs Pennock's denture from Lodestar to Fenwright - Lodestar can't do the try-in before Sept", tags=["names_old"]),
    ]),
    dict(h="F24", key=("Mr Sami Haddow", "rct appt", "-"), start="2025-11-03", v=[
        V(0, "2025-11-19 14:00", "Sami Haddow rct (UR6) stage 2: Wed 19 Nov 2pm, Dr Lavelle, 90 min"),
        V(9, "2025-11-26 14:00", "Mr Haddow's rct moved back a week to 26/11, same 2pm - RL's list is overbooked"),
        V(19, "2025-12-03 14:00", "Haddow rct stage 2 is now Wed 3rd Dec at 2, pt's request (work)"),
    ], att=[A("format_variant", 25, "Sami Haddow - RCT UR6, 03/12/2025 @ 14:00")]),
    dict(h="F25", key=("Ms Grete Olufsen", "hygienist", "-"), start="2025-08-04", v=[
        V(0, "Corinne Dace", "Grete Olufsen - hyg with Corinne"),
        V(190, "Hamish Pell", "Ms Olufsen wants evening appts so she's going over to Hamish on the Thurs late"),
    ], att=[A("elaboration", 240, "G. Olufsen hygiene now with Hamish Pell, Thursday late list, 45 min slots, perio maintenance")]),
    dict(h="F26", key=("Mr Gideon Roath", "preferred contact", "-"), start="2025-05-19", v=[
        V(0, "phone", "Pref contact for Mr Roath: phone call, no texts"),
        V(300, "SMS", "Gideon's got a smartphone now and is happy to get SMS reminders"),
    ], att=[A("confirmation", 400, "Roath still wants SMS reminders, checked when he booked")]),
    dict(h="F28", key=("Mr Konrad Vesey", "on DNA warning list", "-"), start="2025-03-31", v=[
        V(0, "DNA warning list", "Mr Vesey now on the DNA warning list (2 DNAs this year) - take a deposit when booking", pol="+"),
        V(200, "DNA warning list", "Konrad V taken off the DNA warning list, he's attended his last 4", pol="-"),
        V(420, "DNA warning list", "Vesey DNA'd again Tues - he's back on the warning list, Bev's sending the letter", pol="+"),
    ]),
    dict(h="F29", key=("Mrs Pauline Scarrow", "crown lab", "-"), start="2025-09-08", v=[
        V(0, "Fenwright", "Lab: Fenwright - P Scarrow, e.max crown UL4, due back 22/9"),
        V(3, "Crestmoor", "Bev switched Mrs Scarrow's crown from Fenwright to Crestmoor, Fenwright couldn't match the shade", tags=["names_old"]),
    ]),
    dict(h="F68", key=("Mr Arjun Pellow", "hygiene appt", "-"), start="2025-10-13", v=[
        V(0, "2025-10-23 14:00", "Arjun Pellow s&p Thu 23/10 2pm w/ Corinne"),
        V(5, "2025-10-23 16:15", "Mr Pellow's hyg appt moved to 4.15 same day, he's stuck at work till 4"),
    ]),
    # ----- lab work -----
    dict(h="F32", key=("Fenwright Dental Lab", "collection days", "main site"), start="2025-01-27", v=[
        V(0, "Tue", "Fenwright collect Tuesdays ~2pm"),
        V(160, "Mon/Thu", "Fenwright are now collecting twice a week, Mondays and Thursdays"),
    ], att=[A("elaboration", 220, "Fenwright pick-ups: Mon & Thu, driver comes between 2 and 3 - leave the box on the end of reception with the lab sheets taped on")]),
    dict(h="F33", key=("Crestmoor Ceramics", "turnaround", "-"), start="2025-03-24", v=[
        V(0, "7 working days", "Crestmoor turnaround 7 working days for crowns"),
        V(250, "10 working days", "Crestmoor lead time has gone up to 10 working days (staff shortage) - book fits accordingly"),
        V(420, "8 working days", "Crestmoor turnaround 8 working days for crowns", tags=["same"]),
    ]),
    # ----- suppliers & orders -----
    dict(h="F34", key=("nitrile gloves", "supplier", "-"), start="2025-02-10", v=[
        V(0, "Dentaquell", "Supplier: Dentaquell\nItem: nitrile gloves S/M/L\nAcct: DQ-30871"),
        V(230, "Kinlay", "Gloves now coming from Kinlay Dental Supply, better price on the blue nitrile"),
    ], att=[A("confirmation", 400, "Reorder went in - gloves still with Kinlay, no change")]),
    dict(h="F35", key=("glove standing order", "quantity", "main site"), start="2025-05-05", v=[
        V(0, "10 boxes M/month", "Standing order: nitrile M x 10 boxes/month"),
        V(120, "20 boxes M/month", "Upped the monthly glove order to 2 cartons of medium (a carton is 10 boxes)", tags=["unit"]),
        V(300, "15 boxes M/month", "Glove standing order (M) cut back to 15 boxes a month, the store room is overflowing"),
    ]),
    dict(h="F36", key=("composite", "supplier", "-"), start="2025-04-28", v=[
        V(0, "Orbis", "Composite (A2/A3 compules) - Orbis Medical"),
        V(150, "Kinlay", "We switched composite from Orbis to Kinlay - same brand, cheaper per compule", tags=["names_old"]),
    ], att=[A("elaboration", 210, "Composite comes from Kinlay: order A2 + A3 compules through their portal, acct K-55120, next-day if in by 3")]),
    dict(h="F38", key=("weekly stock order", "order day", "-"), start="2025-03-06", v=[
        V(0, "Thursday", "Weekly stock order goes in Thursday by 12"),
        V(200, "Monday", "Order day changed to Mondays so deliveries land before the Weds list"),
        V(420, "Tuesday", "Weekly stock order goes in Tuesday by 12", tags=["same"]),
    ]),
    dict(h="F39", key=("Dentaquell", "account rep", "-"), start="2025-01-15", v=[
        V(0, "Gail Fenner", "Dentaquell rep: Gail Fenner 07700 900284"),
        V(280, "Ravi Sutcliffe", "Dentaquell have given us a new rep, Ravi Sutcliffe - Gail's moved regions"),
    ], att=[A("confirmation", 450, "Ravi is still our Dentaquell rep, he popped in with the new catalogue")]),
    # ----- equipment -----
    dict(h="F41", key=("compressor", "service contractor", "-"), start="2025-02-03", v=[
        V(0, "Ventrix Air", "Compressor service - Ventrix Air, contract ref VA-2291"),
        V(190, "Brenlow Compressors", "Brenlow Compressors hold the compressor contract now, first visit with them in August"),
    ], att=[A("elaboration", 300, "Compressor servicing: Brenlow Compressors, engineer usually Dave, they need access to the plant room before 8am")]),
    dict(h="F42", key=("compressor", "service interval", "-"), start="2025-02-05", v=[
        V(0, "6 months", "Compressor serviced every 6 months"),
        V(250, "12 months", "Brenlow say once a year is plenty for our compressor model, so annual service from now on", tags=["unit"]),
    ], att=[A("format_variant", 330, "Compressor: service interval twelve months")]),
    dict(h="F43", key=("autoclave 2", "next service due", "-"), start="2025-04-14", v=[
        V(0, "2025-05-12", "Autoclave 2 (Surg 3) service due 12/05/25 - Pellucid"),
        V(20, "2025-06-03", "Autoclave 2 (Surg 3) service due 03/06/25 - Pellucid", tags=["same"]),
        V(45, "2025-06-17", "Pellucid engineer off sick, autoclave 2 service now Tue 17 June"),
        V(58, "2025-06-24", "Pellucid rebooked again -> 24th June for A2, morning"),
        V(68, "2025-07-01", "autoclave 2: they can't do the 24th, service is now 1 July (Tues). Keep the Surg 3 list light that am."),
    ]),
    dict(h="F44", key=("dental chairs", "service contractor", "-"), start="2025-08-11", v=[
        V(0, "Chairworks Northern", "Chairs (all surgs) - service contract Chairworks Northern, annual"),
        V(300, "Helix Chair Care", "Helix Chair Care took over the chair servicing after Chairworks went bust"),
    ], att=[A("elaboration", 360, "Chair servicing is with Helix Chair Care - contract covers all 5 chairs at both sites, callout within 48h, ref HCC-0917")]),
    dict(h="F45", key=("waterline testing", "frequency", "-"), start="2025-05-26", v=[
        V(0, "monthly", "DUWL test strips: monthly"),
        V(180, "quarterly", "DUWL test strips: quarterly", tags=["same"]),
    ], att=[A("confirmation", 300, "DUWL testing confirmed again at the IC meeting - stays quarterly")]),
    dict(h="F46", key=("clinical waste", "collection", "-"), start="2025-03-12", v=[
        V(0, "alternate Wed", "Clinical waste (Medisharp) - every other Wednesday"),
        V(140, "weekly Tue", "Medisharp are moving us to a weekly collection on Tuesdays"),
        V(320, "weekly Fri", "Clinical waste now goes Fridays - Medisharp changed their route. Still weekly."),
        V(500, "weekly Thu", "Waste: Medisharp Thurs (weekly)"),
    ]),
    # ----- fees -----
    dict(h="F48", key=("private exam", "fee", "adult"), start="2025-01-06", v=[
        V(0, "55.00", "Private exam (adult): £55"),
        V(85, "60.00", "Private exam (adult): £60", tags=["same"]),
        V(290, "60.00", "Fee check with Bev - adult private exam stays at 60 quid this year"),
        V(450, "62.50", "New fee list from 1 April: private adult exam goes up to £62.50"),
    ], att=[A("format_variant", 520, "Adult exam (private) 62.50 GBP")]),
    dict(h="F49", key=("scale and polish", "private fee", "30 min"), start="2025-02-03", v=[
        V(0, "68.00", "S&P (hyg, 30 min) private - £68"),
        V(330, "72.00", "Hyg 30-min s&p going up to £72 from Jan"),
        V(540, "75.00", "S&P (hyg, 30 min) private - £75", tags=["same"]),
    ]),
    dict(h="F50", key=("NHS band 2", "charge", "-"), start="2025-04-01", v=[
        V(0, "75.30", "NHS band 2: £75.30"),
        V(365, "78.10", "NHS band 2: £78.10", tags=["same"]),
    ]),
    dict(h="F51", key=("Millbeck Care plan", "monthly price", "adult"), start="2025-01-02", v=[
        V(0, "17.50", "Millbeck Care plan (adult): £17.50/month"),
        V(270, "19.95", "Care plan adults going up to £19.95 a month, letters go out this week"),
    ], att=[A("format_variant", 330, "Care plan - adult - 19.95 pm")]),
    dict(h="F52", key=("home whitening", "fee", "-"), start="2025-05-01", v=[
        V(0, "295.00", "Home whitening (trays + gel): £295"),
        V(200, "325.00", "Home whitening (trays + gel): £325", tags=["same"]),
        V(380, "299.00", "Bev's dropped whitening to £299 - we were losing them to the practice on the high street"),
    ]),
    dict(h="F53", key=("FTA charge", "amount", "-"), start="2025-06-23", v=[
        V(0, "25.00", "FTA/DNA fee: £25"),
        V(150, "30.00", "Missed-appointment charge raised to £30 (private pts)"),
        V(360, "35.00", "FTA/DNA fee: £35", tags=["same"]),
    ]),
    dict(h="F54", key=("cancellation notice", "notice period", "standard appts"), start="2025-03-20", v=[
        V(0, "24 hours", "Cancellations need 24 hrs notice or the FTA fee applies"),
        V(210, "48 hours", "We're asking for 48h notice for cancellations now (standard appts) - update the confirmation texts"),
    ]),
    # ----- staff -----
    dict(h="F55", key=("Bev Tallis", "mobile", "-"), start="2025-02-12", v=[
        V(0, "07700 900451", "Bev (PM) mobile 07700 900451 - emergencies only"),
        V(230, "07700 900906", "Bev's work mobile has changed: now 07700 900 906"),
    ], att=[A("format_variant", 300, "Practice manager B. Tallis: +447700900906")]),
    dict(h="F56", key=("Dr Tobias Marrick", "extension", "-"), start="2025-05-14", v=[
        V(0, "204", "Dr M ext 204"),
        V(100, "212", "Dr M ext 212", tags=["same"]),
    ], att=[A("format_variant", 200, "Toby Marrick - internal x212")]),
    dict(h="F57", key=("Kasia Wrenn", "nurses for", "main site"), start="2025-04-07", v=[
        V(0, "Dr Halvorsen", "Nurse pairing: Kasia - Dr Halvorsen"),
        V(150, "Dr Brisco", "Kasia is nursing for Callum now, Tamsin has gone to Ines"),
        V(280, "Dr Halvorsen", "Kasia back with Dr Halvorsen from Monday, Callum gets Nell"),
    ], att=[A("confirmation", 380, "Nurse pairings unchanged this quarter - Kasia still with Dr H")]),
    dict(h="F58", key=("Tamsin Orde", "hours", "-"), start="2025-06-30", v=[
        V(0, "full-time", "Tamsin Orde - nurse, full time (5 days)"),
        V(200, "3 days Mon-Wed", "Tamsin going part-time from Feb: Mon, Tue, Wed only"),
    ], att=[A("confirmation", 320, "Tamsin remains on 3 days (Mon-Wed), she's not going back up")]),
    dict(h="F59", key=("lead nurse", "person", "-"), start="2025-01-20", v=[
        V(0, "Tamsin Orde", "Lead nurse: Tamsin"),
        V(160, "Nell Garside", "Lead nurse: Nell", tags=["same"]),
    ]),
    dict(h="F60", key=("staff meeting", "day", "-"), start="2025-02-04", v=[
        V(0, "first Tue of month", "Staff meeting: 1st Tuesday, 12.30"),
        V(300, "last Fri of month", "Moving staff meetings to the last Friday of the month (lunchtime) - more of us are in on Fridays"),
    ], att=[A("elaboration", 360, "Staff meetings: last Friday of each month, 12.30-1.30 in the waiting room, lunch provided, agenda to Bev by Weds")]),
    dict(h="F61", key=("fire marshal", "person", "main site"), start="2025-03-03", v=[
        V(0, "Bev Tallis", "Fire marshal (main site): Bev Tallis"),
        V(180, "Jodie Farrant", "Jodie has done the fire marshal course so she's our fire marshal now instead of Bev"),
    ], att=[A("elaboration", 260, "Fire marshal is Jodie Farrant - drills every 6 months, log in the red folder behind reception")]),
    dict(h="F65", key=("alarm keyholder", "first keyholder", "main site"), start="2025-02-20", v=[
        V(0, "Bev Tallis", "Alarm company keyholder #1: Bev"),
        V(210, "Dr Marrick", "Toby is first keyholder for alarm callouts now (lives 5 mins away), Bev second"),
    ], att=[A("elaboration", 300, "First keyholder Dr Marrick - alarm co. has his mobile, he does the callout and resets, logs it in the book")]),
    # ----- building & cleaning -----
    dict(h="F62", key=("cleaning contractor", "firm", "-"), start="2025-01-08", v=[
        V(0, "Brightfold", "Cleaning contractor: Brightfold Cleaning (contact Maureen, 01632 960245)"),
        V(170, "Spruce & Co", "Bev has given notice to Brightfold - Spruce & Co start cleaning for us 1st July"),
        V(330, "Spruce & Co", "Cleaning contract review done, we're staying with Spruce & Co for another year"),
        V(520, "Gleamwell", "Spruce & Co have handed our contract over to Gleamwell Facilities (they bought them), new team from Monday"),
    ]),
    dict(h="F63", key=("evening clean", "start time", "weekdays"), start="2025-04-09", v=[
        V(0, "18:30", "Cleaners in from 18:30 Mon-Fri"),
        V(90, "19:15", "Cleaners now start 19:15 (all weekdays) because of the late clinic clash"),
        V(400, "19:00", "Evening clean moved to 7pm sharp"),
    ], att=[A("format_variant", 460, "Weekday cleaning: 19:00 start")]),
    dict(h="F64", key=("Carrow Building Maintenance", "phone", "-"), start="2025-05-20", v=[
        V(0, "01632 960733", "Building maint: Carrow BM 01632 960733"),
        V(260, "01632 960771", "Building maint: Carrow BM 01632 960771", tags=["same"]),
    ], att=[A("format_variant", 320, "Carrow Building Maintenance - (01632) 960-771")]),
    dict(h="F66", key=("card payments by phone", "accepted", "-"), start="2025-03-25", v=[
        V(0, "card payments by phone", "We take card payments over the phone for outstanding balances", pol="+"),
        V(400, "card payments by phone", "No more card payments by phone - new processor rules, pts pay in person or via the link", pol="-"),
    ]),
    # ----- negation families -----
    dict(h="N01", key=("Saturday clinic", "running", "branch"), start="2025-03-01", v=[
        V(0, "Saturday clinic", "Orrin St Saturday clinic running 9-12 (Dr Brisco)", pol="+"),
        V(140, "Saturday clinic", "Saturday clinic at the branch is off for July and August", pol="-"),
        V(185, "Saturday clinic", "Orrin St Sat clinic is back on from this weekend (6th)", pol="+"),
    ], att=[A("confirmation", 260, "Sat clinic at Orrin St still running every week, Callum 9 till 12")]),
    dict(h="N02", key=("staff parking", "allowed", "rear car park"), start="2025-04-16", v=[
        V(0, "staff parking", "Staff can use the rear car park (permits in the top drawer)", pol="+"),
        V(60, "staff parking", "No staff parking at the back from Monday - scaffolding going up for the roof. Use the Wharf St car park.", pol="-"),
        V(130, "staff parking", "Roof's done and the scaffolding is down, rear parking open to staff again", pol="+"),
    ]),
    dict(h="N04", key=("new NHS adult patients", "accepting", "-"), start="2025-01-29", v=[
        V(0, "new NHS adults", "Taking new NHS adult pts - waiting list approx 6 wks", pol="+"),
        V(120, "new NHS adults", "NHS list CLOSED to new adults (UDA target reached). Kids still ok. Offer private or the waiting list.", pol="-"),
        V(320, "new NHS adults", "Good news - we've reopened NHS registrations for new adult patients", pol="+"),
    ], att=[A("confirmation", 420, "Still accepting new NHS adults as of today")]),
    dict(h="F22", key=("Mr Oliver Strang", "NHS exemption", "-"), start="2025-04-22", v=[
        V(0, "HC2 exemption", "Oliver Strang - exempt, HC2 cert seen, exp 03/26", pol="+"),
        V(350, "HC2 exemption", "Mr Strang's HC2 has run out and he isn't renewing - no exemption, he pays band charges from now", pol="-"),
    ], att=[A("confirmation", 450, "Mr Strang still not exempt - charged band 1 today, no certificate")]),
    dict(h="N06", key=("Dr Rukmini Lavelle", "implant consults", "-"), start="2025-06-04", v=[
        V(0, "implant consults", "Dr Lavelle does implant consults (Wed pm)", pol="+"),
        V(230, "implant consults", "Rukmini has stopped doing implant consults - refer them to Dr Brisco", pol="-"),
    ], att=[A("elaboration", 300, "Dr L no longer sees implant consults at all - any implant enquiry goes on Dr Brisco's Tuesday list, she's doing endo instead")]),
    dict(h="N07", key=("hygiene direct access", "offered", "-"), start="2025-02-26", v=[
        V(0, "direct access", "Direct access hyg: pts can book a s&p without an exam", pol="+"),
        V(250, "direct access", "Direct access stopped - all new hyg pts need an exam first (Dr H's decision)", pol="-"),
    ]),
    dict(h="N08", key=("Ms Ayesha Brindle", "on cancellation list", "-"), start="2025-10-06", v=[
        V(0, "cancellation list", "Ayesha Brindle on the cancellation list for an earlier exam", pol="+"),
        V(16, "cancellation list", "Ms B got a slot, taken her off the cxl list", pol="-"),
    ]),
]

# ---------------------------------------------------------------------------
# STANDALONE labelled memories: (handle, class, fact key, value, polarity, when, text)
# when: 'YYYY-MM-DD' (time of day seeded) or 'YYYY-MM-DDTHH:MM' (exact).
# ---------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: each value its own fact
    ("M01", "multi_valued", ("Mr Konrad Vesey", "authorised contact [Lena Vesey]", "-"), "Lena Vesey", "+", "2025-03-10",
     "Mr Vesey's daughter Lena can book/cancel for him (consent form signed)"),
    ("M02", "multi_valued", ("Mr Konrad Vesey", "authorised contact [Paul Ibsen]", "-"), "Paul Ibsen", "+", "2025-08-19",
     "Konrad Vesey - also OK to speak to his carer, Paul Ibsen, about appts"),
    ("M03", "multi_valued", ("Mr Konrad Vesey", "authorised contact [Odile Carver]", "-"), "Odile Carver", "+", "2026-02-02",
     "Added another contact for Mr V: neighbour Mrs Odile Carver, she can bring him in"),
    ("M04", "multi_valued", ("Hamish Pell", "site [main site]", "-"), "main site", "+", "2025-05-20",
     "Hamish works at the main site (Millbeck Rd)"),
    ("M05", "multi_valued", ("Hamish Pell", "site [Orrin St]", "-"), "Orrin St", "+", "2025-10-01",
     "Hamish is also covering Orrin St on Friday mornings now"),
    ("M06", "multi_valued", ("Hamish Pell", "site [St Aldric's school]", "-"), "St Aldric's school", "+", "2026-04-14",
     "Another site for Hamish: the St Aldric's school screening days (once a term)"),
    ("M07", "multi_valued", ("stock orders", "signatory [Bev Tallis]", "-"), "Bev Tallis", "+", "2025-02-17",
     "Orders over £500 need signing off by Bev"),
    ("M08", "multi_valued", ("stock orders", "signatory [Marta Pilch]", "-"), "Marta Pilch", "+", "2025-09-09",
     "Marta is now an authorised signatory for orders as well"),
    ("M09", "multi_valued", ("stock orders", "signatory [Dr Marrick]", "-"), "Dr Marrick", "+", "2026-05-05",
     "Added Dr Marrick as an order signatory too, for when Bev's on holiday"),
    ("M10", "multi_valued", ("Finn Quarmby", "adult with consent [Hetty Quarmby]", "-"), "Hetty Quarmby", "+", "2025-04-15",
     "Finn Q - mum (Hetty) brings him, consent on file"),
    ("M11", "multi_valued", ("Finn Quarmby", "adult with consent [Rob Quarmby]", "-"), "Rob Quarmby", "+", "2025-11-24",
     "Finn Quarmby: dad Rob Quarmby also has consent to bring him"),
    ("M12", "multi_valued", ("Finn Quarmby", "adult with consent [Sheila Quarmby]", "-"), "Sheila Quarmby", "+", "2026-06-08",
     "Finn's gran Sheila Quarmby added as another adult who can bring him"),
    # scope_disjoint: same subject + attribute as a family, another scope
    ("S01", "scope_disjoint", ("Dr Rukmini Lavelle", "session", "Friday"), "Fri all day", "+", "2025-04-02",
     "Fri: Dr Lavelle all day (08:30-17:00), Surg 1"),
    ("S02", "scope_disjoint", ("on-call dentist", "dentist", "weekend 21-22 Jun 2025"), "Dr Brisco", "+", "2025-06-04",
     "On call 21/22 June = Dr Brisco"),
    ("S03", "scope_disjoint", ("private exam", "fee", "child"), "30.00", "+", "2025-06-11",
     "Private exam, under-16s: £30"),
    ("S04", "scope_disjoint", ("Millbeck Care plan", "monthly price", "child"), "8.50", "+", "2025-10-06",
     "Care plan (child, under 18) is £8.50 per month"),
    ("S05", "scope_disjoint", ("late opening", "closing time", "Thursday branch"), "17:00", "+", "2025-07-03",
     "Orrin St: no late Thursday, shuts at 5 as normal"),
    ("S06", "scope_disjoint", ("evening clean", "start time", "Saturday"), "13:00", "+", "2025-08-16",
     "Saturday clean at the main site is 1pm, once Cor's list has finished"),
    ("S07", "scope_disjoint", ("lunch closure", "hours", "branch"), "13:00-13:45", "+", "2025-11-12",
     "Orrin St lunch 13:00-13:45"),
    ("S08", "scope_disjoint", ("Fenwright Dental Lab", "collection days", "branch"), "Wed", "+", "2025-08-27",
     "Fenwright pick up from Orrin St on Weds"),
    ("S09", "scope_disjoint", ("glove standing order", "quantity", "branch"), "4 boxes M/month", "+", "2025-09-15",
     "Orrin St standing order: 4 boxes nitrile M / month"),
    ("S10", "scope_disjoint", ("Corinne Dace", "working days", "branch"), "Mon", "+", "2025-05-06",
     "At Orrin St, Corinne's day is Monday"),
    ("S11", "scope_disjoint", ("cancellation notice", "notice period", "appts over 1 hour"), "72 hours", "+", "2025-11-04",
     "For appts of an hour or more we need 72 hrs notice to cancel"),
    ("S12", "scope_disjoint", ("Dr Ines Halvorsen", "session times", "pm"), "14:00-17:30", "+", "2025-07-15",
     "Dr H pm session 2-5.30"),
    # different_subject: same attribute as a family, another subject, a value a family also has
    ("D01", "different_subject", ("Mr Arjun Pellow", "preferred contact", "-"), "SMS", "+", "2025-07-21",
     "Pellow, A - pref contact SMS"),
    ("D02", "different_subject", ("Mr Sami Haddow", "recall interval", "-"), "9m", "+", "2026-01-12",
     "Haddow recall: 9m"),
    ("D03", "different_subject", ("Hamish Pell", "working days", "main site"), "Mon/Tue/Thu", "+", "2025-04-22",
     "Hygiene - Hamish Pell works Mon/Tue/Thu"),
    ("D04", "different_subject", ("Ms Grete Olufsen", "dentist", "-"), "Dr Lavelle", "+", "2025-09-01",
     "Grete Olufsen - dentist Dr Lavelle"),
    ("D05", "different_subject", ("Nell Garside", "nurses for", "main site"), "Dr Brisco", "+", "2026-01-19",
     "Nell's paired with Dr Brisco"),
    ("D06", "different_subject", ("Fenwright Dental Lab", "turnaround", "-"), "10 working days", "+", "2025-12-01",
     "Fenwright turnaround is 10 working days"),
    ("D07", "different_subject", ("Lodestar Denture Studio", "collection days", "main site"), "Mon/Thu", "+", "2025-07-30",
     "Lodestar collect Mon & Thu"),
    ("D08", "different_subject", ("autoclave 1", "next service due", "-"), "2025-06-24", "+", "2025-06-12",
     "Autoclave 1 (decon room) service booked for 24/06/25"),
    ("D09", "different_subject", ("Jodie Farrant", "hours", "-"), "3 days Mon-Wed", "+", "2026-02-16",
     "Jodie - 3 days, Mon to Wed"),
    ("D10", "different_subject", ("Mrs Dilys Pennock", "preferred contact", "-"), "letter", "+", "2025-10-27",
     "Mrs Pennock prefers a letter, doesn't do mobiles"),
    ("D11", "different_subject", ("implant consultation", "fee", "adult"), "60.00", "+", "2025-05-29",
     "Implant consult: £60"),
    ("D12", "different_subject", ("Mrs Noreen Bask", "recall interval", "-"), "3m", "+", "2025-12-10",
     "Noreen Bask - recall 3 monthly (perio)"),
    # static: facts that do not change; some stated twice in different formats
    ("T01", "static", ("practice", "NHS contract number", "-"), "61840427", "+", "2025-01-10",
     "NHS contract no. 6184/0427"),
    ("T02", "static", ("practice", "NHS contract number", "-"), "61840427", "+", "2026-02-09",
     "Contract ref for the NHS claims: 61840427"),
    ("T03", "static", ("Dr Ines Halvorsen", "GDC number", "-"), "208815", "+", "2025-02-25",
     "Dr I Halvorsen GDC 208815"),
    ("T04", "static", ("Dr Ines Halvorsen", "GDC number", "-"), "208815", "+", "2025-12-03",
     "Ines's GDC number is 208 815 (for the indemnity form)"),
    ("T05", "static", ("Mr Gideon Roath", "date of birth", "-"), "1961-07-03", "+", "2025-03-18",
     "G. Roath DOB 03/07/1961"),
    ("T06", "static", ("Mr Gideon Roath", "date of birth", "-"), "1961-07-03", "+", "2026-07-07",
     "Mr Roath was born 3 July 1961 - check it before releasing any records"),
    ("T07", "static", ("practice", "founded", "-"), "1987", "+", "2025-06-26",
     "Millbeck Dental est. 1987"),
    ("T08", "static", ("practice", "founded", "-"), "1987", "+", "2026-03-16",
     "The practice has been going since 1987 (opened by old Dr Ferrand)"),
    ("T09", "static", ("Orrin St branch", "opened", "-"), "2019", "+", "2025-09-30",
     "Orrin St branch opened 2019"),
    ("T10", "static", ("practice", "CQC location ID", "-"), "1-5520931847", "+", "2025-04-29",
     "CQC location ID 1-5520931847"),
    ("T11", "static", ("Dr Tobias Marrick", "year qualified", "-"), "2009", "+", "2025-08-05",
     "Toby qualified in 2009"),
    ("T12", "static", ("practice", "ODS code", "-"), "V04417", "+", "2026-01-27",
     "Practice code (ODS): V04417"),
    # membership: additive group membership
    ("G01", "membership", ("Kasia Wrenn", "member of [decontamination working group]", "-"), "yes", "+", "2025-02-11",
     "Kasia has joined the decontamination working group"),
    ("G02", "membership", ("Dr Callum Brisco", "member of [implant referral team]", "-"), "yes", "+", "2025-03-26",
     "Dr Brisco is on the implant referral team with the Harrowgate clinic"),
    ("G03", "membership", ("Suki Lomond", "member of [weekend cover pool]", "-"), "yes", "+", "2025-05-28",
     "Suki joined the weekend cover pool"),
    ("G04", "membership", ("Marta Pilch", "member of [complaints panel]", "-"), "yes", "+", "2025-06-30",
     "Marta is on the complaints panel now"),
    ("G05", "membership", ("Nell Garside", "member of [area bank nurse pool]", "-"), "yes", "+", "2025-08-12",
     "Nell joined the bank nurse pool for the area"),
    ("G06", "membership", ("Jodie Farrant", "member of [social committee]", "-"), "yes", "+", "2025-09-23",
     "Jodie's on the social committee (Xmas do!)"),
    ("G07", "membership", ("Corinne Dace", "member of [infection control team]", "-"), "yes", "+", "2025-10-21",
     "Corinne is on the infection control team"),
    ("G08", "membership", ("Tamsin Orde", "member of [first aid team]", "-"), "yes", "+", "2025-12-09",
     "Tamsin joined the first aid team"),
    ("G09", "membership", ("Dr Ines Halvorsen", "member of [peer review group]", "-"), "yes", "+", "2026-01-06",
     "Dr Halvorsen is in the local peer review group"),
    ("G10", "membership", ("Bev Tallis", "member of [practice managers' network]", "-"), "yes", "+", "2026-03-10",
     "Bev's joined the practice managers' network for the town"),
    ("G11", "membership", ("Hamish Pell", "member of [perio study club]", "-"), "yes", "+", "2026-05-19",
     "Hamish is now part of the perio study club"),
    ("G12", "membership", ("Dr Rukmini Lavelle", "member of [safeguarding leads group]", "-"), "yes", "+", "2026-08-25",
     "Dr Lavelle joined the safeguarding leads group"),
    # equal_time: two conflicting records of one key at one order time
    ("E01", "equal_time", ("Mr Tomasz Reddaway", "preferred contact", "-"), "email", "+", "2025-07-08T10:12",
     "Pt: Tomasz Reddaway / Pref contact: email"),
    ("E02", "equal_time", ("Mr Tomasz Reddaway", "preferred contact", "-"), "phone", "+", "2025-07-08T10:12",
     "Reddaway wants phone calls, not emails"),
    ("E03", "equal_time", ("Dr Callum Brisco", "session", "Tuesday main site"), "Tue am", "+", "2025-10-14T08:40",
     "Dr Brisco Tue am (main)"),
    ("E04", "equal_time", ("Dr Callum Brisco", "session", "Tuesday main site"), "Tue pm", "+", "2025-10-14T08:40",
     "Callum - Tuesday pm at the main site"),
    ("E05", "equal_time", ("Lodestar Denture Studio", "collection time", "-"), "14:00", "+", "2025-11-18T12:05",
     "Lodestar driver collects 2pm"),
    ("E06", "equal_time", ("Lodestar Denture Studio", "collection time", "-"), "15:30", "+", "2025-11-18T12:05",
     "Lodestar pick-up 15:30"),
    ("E07", "equal_time", ("Ms Imogen Harte", "recall interval", "-"), "6m", "+", "2026-01-21T15:30",
     "Imogen Harte recall 6m"),
    ("E08", "equal_time", ("Ms Imogen Harte", "recall interval", "-"), "12m", "+", "2026-01-21T15:30",
     "I. Harte - recall 12 months"),
    ("E09", "equal_time", ("Crestmoor Ceramics", "whitening tray lab fee", "-"), "48.00", "+", "2026-04-02T11:20",
     "Crestmoor whitening trays £48/pair"),
    ("E10", "equal_time", ("Crestmoor Ceramics", "whitening tray lab fee", "-"), "52.00", "+", "2026-04-02T11:20",
     "Crestmoor charge £52 a pair for whitening trays"),
    ("E11", "equal_time", ("Orrin St branch", "closing time", "Friday"), "16:00", "+", "2026-06-12T09:00",
     "Orrin St Fri close 4pm"),
    ("E12", "equal_time", ("Orrin St branch", "closing time", "Friday"), "17:00", "+", "2026-06-12T09:00",
     "Branch shuts at 5 on Fridays"),
    # unrelated chatter
    ("U01", "unrelated", ("chatter", "u01", "-"), "-", "+", "2025-02-14",
     "Biscuits in the staff room are from Mrs Quarmby, help yourselves"),
    ("U02", "unrelated", ("chatter", "u02", "-"), "-", "+", "2025-04-08",
     "Reception printer jammed again, used the back office one for the day lists"),
    ("U03", "unrelated", ("chatter", "u03", "-"), "-", "+", "2025-05-15",
     "Happy birthday Marta!! cake at 1"),
    ("U04", "unrelated", ("chatter", "u04", "-"), "-", "+", "2025-06-20",
     "whoever borrowed the big stapler pls bring it back to the desk"),
    ("U05", "unrelated", ("chatter", "u05", "-"), "-", "+", "2025-07-24",
     "Lovely thank-you card from a pt on the board in the staff room"),
    ("U06", "unrelated", ("chatter", "u06", "-"), "-", "+", "2025-08-29",
     "wifi really slow this am, rebooted the router, seems ok now"),
    ("U07", "unrelated", ("chatter", "u07", "-"), "-", "+", "2025-10-09",
     "Well done all on the radiography audit, Bev was pleased"),
    ("U08", "unrelated", ("chatter", "u08", "-"), "-", "+", "2025-11-28",
     "Staff fridge gets cleared out Friday - label your stuff or it goes"),
    ("U09", "unrelated", ("chatter", "u09", "-"), "-", "+", "2026-01-30",
     "Kettle descaled, it was disgusting"),
    ("U10", "unrelated", ("chatter", "u10", "-"), "-", "+", "2026-04-21",
     "Parcel for Dr M in the back office, looks like books"),
    ("U11", "unrelated", ("chatter", "u11", "-"), "-", "+", "2026-07-03",
     "Can someone water the plant in the waiting room, it's looking sad"),
    ("U12", "unrelated", ("chatter", "u12", "-"), "-", "+", "2026-09-15",
     "FYI the roadworks outside start Monday, pts may be a few mins late"),
]


# ---------------------------------------------------------------------------
def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def rel_value(rule, order_t):
    if rule == "next_tuesday_same_time":
        # order on a Friday: "next Tuesday" is the Tuesday of the following week (4 days on)
        assert order_t.weekday() == 4, "relative 'next Tuesday' must be said on a Friday"
        d = order_t.date() + dt.timedelta(days=4)
        return d.isoformat() + " 10:30"
    if rule == "tomorrow_0940":
        d = order_t.date() + dt.timedelta(days=1)
        return d.isoformat() + " 09:40"
    raise ValueError(rule)


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: h, text, key, value, pol, t (order time), label, fam, tags

    def day_time(base, day):
        if isinstance(day, str):
            d = dt.date.fromisoformat(day)
        else:
            d = dt.date.fromisoformat(base) + dt.timedelta(days=day)
        return dt.datetime(d.year, d.month, d.day, rng.randint(8, 17), rng.randrange(0, 60))

    for fam in FAMILIES:
        last_t = None
        for i, v in enumerate(fam["v"]):
            t = day_time(fam["start"], v["day"])
            if v["rel"]:
                assert rel_value(v["rel"], t) == v["value"], (fam["h"], v["value"])
            mems.append(dict(h="%s.v%d" % (fam["h"], i), text=v["text"], key=fam["key"], value=v["value"],
                             pol=v["pol"], t=t, label=None, fam=fam["h"], tags=set(v["tags"]), ver=i))
            last_t = t
        lastv = fam["v"][-1]
        for j, a in enumerate(fam.get("att", [])):
            t = day_time(fam["start"], a["day"])
            assert t > last_t, ("attached not after last version", fam["h"])
            mems.append(dict(h="%s.%s" % (fam["h"], a["label"][:4]), text=a["text"], key=fam["key"],
                             value=lastv["value"], pol=lastv["pol"], t=t, label=a["label"], fam=fam["h"],
                             tags=set(), ver=None))
    for h, label, key, value, pol, when, text in STANDALONE:
        if "T" in when:
            t = dt.datetime.fromisoformat(when)
        else:
            t = day_time(when, 0)
        mems.append(dict(h=h, text=text, key=key, value=value, pol=pol, t=t, label=label, fam=None,
                         tags=set(), ver=None))

    # backfilled (~3/4) vs live
    n = len(mems)
    nb = round(n * BACKFILL_SHARE)
    back_idx = set(rng.sample(range(n), nb))
    for i, m in enumerate(mems):
        m["backfilled"] = i in back_idx
    # import session: seeded order unrelated to observed order, 1-4 s apart
    session = [m for m in mems if m["backfilled"]]
    rng.shuffle(session)
    cur = SESSION_START
    for k, m in enumerate(session):
        if k:
            cur = cur + dt.timedelta(seconds=rng.randint(1, 4))
        m["created"] = cur
        m["observed"] = m["t"]
    for m in mems:
        if not m["backfilled"]:
            m["created"] = m["t"]
            m["observed"] = None
    # ids in a shuffled order
    order = list(range(n))
    rng.shuffle(order)
    for k, i in enumerate(order):
        mems[i]["id"] = "%s%03d" % (PREFIX, k + 1)
    # file order shuffled again
    file_order = list(range(n))
    rng.shuffle(file_order)

    pairs = compute_truth(mems)
    check(mems, pairs, session)
    return mems, pairs, file_order, session


def compute_truth(mems):
    """Truth rule, applied to every memory grouped by fact key (families and standalones alike)."""
    groups = {}
    for m in mems:
        groups.setdefault(m["key"], []).append(m)
    pairs = []
    for key, ms in groups.items():
        for m in ms:
            newer = [x for x in ms if x["t"] > m["t"] and (x["value"], x["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            earliest = min(x["t"] for x in newer)
            cands = [x for x in newer if x["t"] == earliest]
            assert len(cands) == 1, ("ambiguous replacement", m["h"])
            r = cands[0]
            reason = "negation" if r["pol"] != m["pol"] else "value"
            pairs.append((m, r, reason))
    return pairs


def check(mems, pairs, session):
    in_pair = set()
    for e, r, _ in pairs:
        in_pair.add(e["h"])
        in_pair.add(r["h"])
    for m in mems:
        if m["label"]:
            assert m["label"] in LABEL_CLASSES, m["h"]
            assert m["h"] not in in_pair, ("labelled memory in a pair", m["h"])
        else:
            assert m["h"] in in_pair, ("unlabelled memory in no pair", m["h"])
        assert m["t"] < LIMIT and m["created"] < LIMIT, m["h"]
        if m["backfilled"]:
            assert m["observed"] < m["created"], ("observed not before created", m["h"])
    # pairs only inside families, n-1 per family
    fams = {f["h"]: f for f in FAMILIES}
    for e, r, _ in pairs:
        assert e["fam"] and e["fam"] == r["fam"] and e["label"] is None and r["label"] is None
    for h, f in fams.items():
        assert len(f["v"]) >= 2, h
        assert sum(1 for e, r, _ in pairs if e["fam"] == h) == len(f["v"]) - 1, h
        ts = [m["t"] for m in mems if m["fam"] == h]
        assert len(ts) == len(set(ts)), ("order times within a family not distinct", h)
    # family keys unique; standalone keys do not touch family keys
    fkeys = [f["key"] for f in FAMILIES]
    assert len(fkeys) == len(set(fkeys))
    skeys = {}
    for m in mems:
        if m["fam"] is None:
            assert m["key"] not in fkeys, ("standalone on a family key", m["h"])
            skeys.setdefault(m["key"], []).append(m)
    for key, ms in skeys.items():
        if len(ms) > 1:
            labels = {m["label"] for m in ms}
            assert labels in ({"static"}, {"equal_time"}), key
            if labels == {"equal_time"}:
                assert len(ms) == 2 and ms[0]["t"] == ms[1]["t"] and ms[0]["value"] != ms[1]["value"], key
            else:
                assert len({m["value"] for m in ms}) == 1, key
    for m in mems:
        if m["label"] == "equal_time":
            assert len(skeys[m["key"]]) == 2, m["h"]
    # attached labelled memories: after the last version, same value and polarity
    for m in mems:
        if m["fam"] and m["label"]:
            f = fams[m["fam"]]
            vs = [x for x in mems if x["fam"] == m["fam"] and x["label"] is None]
            last = max(vs, key=lambda x: x["t"])
            assert m["t"] > last["t"] and m["value"] == last["value"] and m["pol"] == last["pol"], m["h"]
            assert f["v"][-1]["value"] == m["value"]
    texts = [m["text"] for m in mems]
    assert len(texts) == len(set(texts)), "duplicated text"
    ids = [m["id"] for m in mems]
    assert len(ids) == len(set(ids))
    if session:
        span = (session[-1]["created"] - session[0]["created"]).total_seconds()
        assert span < 3600, span
        assert all(m["created"].date() == session[0]["created"].date() for m in session)
    for m in mems:
        assert m["text"].strip()


def features(mems, pairs):
    fams = {f["h"]: f for f in FAMILIES}
    moveback = interior = neg_fams = restart = 0
    for f in FAMILIES:
        vals = [(v["value"], v["pol"]) for v in f["v"]]
        if any(vals[i] != vals[i + 1] and vals[i] == vals[i + 2] and vals[i][1] == vals[i + 1][1]
               for i in range(len(vals) - 2)):
            moveback += 1
        interior += sum(1 for i in range(1, len(vals)) if vals[i] == vals[i - 1])
        pols = [v["pol"] for v in f["v"]]
        if len(set(pols)) > 1:
            neg_fams += 1
            if any(pols[i] == "+" and pols[i + 1] == "-" and pols[i + 2] == "+" for i in range(len(pols) - 2)):
                restart += 1
    tagc = {}
    for m in mems:
        for t in m["tags"]:
            tagc[t] = tagc.get(t, 0) + 1
    repl = {}
    for e, r, _ in pairs:
        repl[r["h"]] = r
    same = sum(1 for r in repl.values() if "same" in r["tags"])
    return dict(moveback=moveback, interior=interior, neg_fams=neg_fams, restart=restart, tags=tagc,
                replacements=len(repl), same=same)


def stats_text(mems, pairs, session):
    lines = []
    add = lambda k, v: lines.append("%-34s %5s" % (k, v))
    add("memories", len(mems))
    add("  backfilled (observed_at)", sum(1 for m in mems if m["backfilled"]))
    add("  live (created_at only)", sum(1 for m in mems if not m["backfilled"]))
    add("changing families", len(FAMILIES))
    sizes = {}
    for f in FAMILIES:
        sizes[len(f["v"])] = sizes.get(len(f["v"]), 0) + 1
    for k in sorted(sizes):
        add("  %d versions" % k, sizes[k])
    add("family versions (unlabelled)", sum(1 for m in mems if m["label"] is None))
    add("true pairs", len(pairs))
    add("  value", sum(1 for p in pairs if p[2] == "value"))
    add("  negation", sum(1 for p in pairs if p[2] == "negation"))
    add("labelled negatives", sum(1 for m in mems if m["label"]))
    for c in LABEL_CLASSES:
        add("  " + c, sum(1 for m in mems if m["label"] == c))
    ft = features(mems, pairs)
    add("move-backs (A->B->A)", ft["moveback"])
    add("interior confirmations", ft["interior"])
    add("negation families", ft["neg_fams"])
    add("  stop and restart (on->off->on)", ft["restart"])
    add("replacement names old value", ft["tags"].get("names_old", 0))
    add("relative dates", ft["tags"].get("relative", 0))
    add("unit/format change in a pair", ft["tags"].get("unit", 0))
    add("handovers with another subject", ft["tags"].get("handover_other", 0))
    add("replacement memories", ft["replacements"])
    add("  reworded", ft["replacements"] - ft["same"])
    add("  same line, value swapped", ft["same"])
    add("import session start", fmt(session[0]["created"]))
    add("import session end", fmt(session[-1]["created"]))
    return "\n".join(lines)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, pairs, file_order, session = build()
    if argv and argv[0] == "--stats":
        print(stats_text(mems, pairs, session))
        return 0
    if argv and argv[0] == "--list":
        for m in sorted(mems, key=lambda m: (m["key"], m["t"], m["id"])):
            print("\t".join([m["id"], fmt(m["t"]), m["label"] or "-", " | ".join(m["key"]), m["value"],
                             m["pol"], "backfilled" if m["backfilled"] else "live", m["h"]]))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for i in file_order:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
            if m["backfilled"]:
                o["observed_at"] = fmt(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for e, r, reason in sorted(pairs, key=lambda p: (p[0]["id"], p[1]["id"])):
            f.write(json.dumps({"expired_id": e["id"], "replacement_id": r["id"], "reason": reason}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
