#!/usr/bin/env python3
"""R13: care and health records kept by a care team or a family (blind corpus).

Everything that decides truth is fixed in the tables below BEFORE any text is
emitted: each changing family lists its versions as (value, polarity, edit,
text[, "hard"]); truth is computed from (family, value, polarity, order time)
only, never from the text. Labelled negatives carry their class.

Usage:
    python3 gen.py            # writes memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats    # prints counts (also writes nothing)
    python3 gen.py --list     # prints every memory with id, order time, mode, labels
Deterministic: a fixed seed, no wall clock; two runs give byte-identical files.
"""

import datetime as dt
import json
import os
import random
import re
import sys

SEED = 1301

# Register of each subject (who keeps the record).
REGISTER = {
    "Mrs Pryce": "care_home", "Mr Wilk": "care_home", "Mrs Obi": "care_home",
    "Mr Farrow": "care_home", "Mrs Costello": "care_home", "Mr Mabena": "care_home",
    "Mrs Ashby": "care_home",
    "Mr Sood": "home_care", "Mrs Dahl": "home_care", "Mrs Hallam": "home_care",
    "Mr Pugh": "home_care", "Mrs Ferraro": "home_care",
    "Mrs Akhtar": "clinic_admin", "Mr Ostrowski": "clinic_admin", "Mr Drummond": "clinic_admin",
    "Mrs Bakare": "clinic_admin", "Mr Quist": "clinic_admin",
    "Mum": "family_log", "Dad": "family_log", "Grandad": "family_log", "Nan": "family_log",
    # subjects that appear only in labelled negatives
    "Mrs Greenhalgh": "care_home", "Mr Kowalczyk": "care_home", "Mrs Ndlovu": "care_home",
    "Mrs Brannigan": "care_home", "Mr Tobin": "care_home", "Mrs Varga": "care_home",
    "Mr Ellery": "home_care", "Mrs Tait": "home_care", "Mrs Oduya": "home_care",
    "Mrs Renshaw": "clinic_admin", "Mr Carrick": "clinic_admin", "Mr Pennock": "clinic_admin",
    "Uncle Des": "family_log",
    "(unit)": "care_home", "(clinic)": "clinic_admin",
}

# ---------------------------------------------------------------------------
# Changing families: fid, subject, attribute, scope, versions, options.
# version = (value, polarity "+"/"-", edit "first"/"reword"/"slot"/"confirm", text[, "hard"])
# options: start (YYYY-MM-DD of first version), gaps (days between versions).
# ---------------------------------------------------------------------------
F = []


def fam(fid, subj, attr, scope, versions, **opt):
    F.append(dict(fid=fid, subj=subj, attr=attr, scope=scope, versions=versions, opt=opt))


fam("F01", "Mrs Pryce", "room", "", [
    ("room 12", "+", "first", "Mrs Pryce settled into room 12, ground floor corridor."),
    ("room 4", "+", "reword", "Edna Pryce moved from room 12 to room 4 on Tuesday, nearer the nurses' station."),
    ("room 7", "+", "reword", "Mrs Pryce: room 7."),
])
fam("F02", "Mrs Pryce", "mobility aid", "", [
    ("stick", "+", "first", "Mrs Pryce mobilises with a walking stick."),
    ("frame", "+", "reword", "Uses a walking frame since the fall on the stairs - Mrs Pryce."),
    ("wheelchair", "+", "reword", "Mrs Pryce in a wheelchair now, non weight bearing after the hip op."),
    ("frame", "+", "reword", "Physio happy for Mrs Pryce to go back on her walking frame."),
])
fam("F03", "Mrs Pryce", "diet", "", [
    ("normal", "+", "first", "Mrs Pryce: normal diet."),
    ("soft bite-sized", "+", "reword", "SALT review today - Mrs Pryce to have soft, bite-sized food from now on."),
])
fam("F04", "Mrs Pryce", "donepezil dose", "", [
    ("5mg", "+", "first", "Mrs Pryce: donepezil 5mg at night."),
    ("10mg", "+", "slot", "Mrs Pryce: donepezil 10mg at night."),
])
fam("F05", "Mr Wilk", "key worker", "", [
    ("Shona", "+", "first", "Mr Wilk's key worker is Shona."),
    ("Bartek", "+", "reword", "Key worker now Bartek for Mr Wilk (Shona on mat leave)."),
    ("Gemma", "+", "slot", "Key worker now Gemma for Mr Wilk (Shona on mat leave)."),
])
fam("F06", "Mr Wilk", "warfarin", "", [
    ("3mg", "+", "first", "Mr Wilk: warfarin 3mg OD, INR weekly."),
    ("2mg", "+", "reword", "Warfarin for Mr Wilk reduced to 2mg OD after INR of 4.1."),
    ("2mg", "-", "reword", "Warfarin stopped for Mr Wilk ahead of his dental extraction."),
    ("2mg", "+", "reword", "Mr Wilk restarted on warfarin 2mg OD from today, INR Monday."),
])
fam("F07", "Mr Wilk", "next of kin", "", [
    ("Agnieszka", "+", "first", "NOK for Mr Wilk: daughter Agnieszka, 07700 900412."),
    ("Marek", "+", "slot", "NOK for Mr Wilk: son Marek, 07700 900877."),
])
fam("F08", "Mrs Obi", "GP", "", [
    ("Dr Achterberg", "+", "first", "Mrs Obi registered with Dr Achterberg at Holloway Lane Surgery."),
    ("Dr Fennimore", "+", "reword", "GP changed: Dr Fennimore, Canal Street Practice (Mrs Obi)."),
])
fam("F09", "Mrs Obi", "Lantus dose", "", [
    ("14 units", "+", "first", "Mrs Obi: Lantus 14 units at 22:00."),
    ("16 units", "+", "slot", "Mrs Obi: Lantus 16 units at 22:00."),
    ("14 units", "+", "reword", "Lantus dropped back to 14 units for Mrs Obi - two hypos this week."),
])
fam("F10", "Mrs Obi", "thickened fluids", "", [
    ("stage 1", "+", "first", "Mrs Obi on stage 1 thickened fluids, see swallow plan."),
    ("stage 1", "-", "reword", "Mrs Obi no longer needs thickened fluids, SALT discharged her today."),
])
fam("F11", "Mr Farrow", "unit", "", [
    ("Rowan", "+", "first", "Mr Farrow lives on Rowan unit (residential)."),
    ("Beech", "+", "reword", "Mr Farrow was transferred to Beech unit for nursing care."),
])
fam("F12", "Mr Farrow", "care plan level", "", [
    ("2", "+", "first", "Care plan level for Mr Farrow: 2."),
    ("3", "+", "slot", "Care plan level for Mr Farrow: 3."),
    ("4", "+", "reword", "Mr Farrow reassessed - two carers for all transfers now, which puts him on level 4.", "hard"),
    ("3", "+", "reword", "Mr Farrow's care plan level brought back down to 3 at the monthly review."),
])
fam("F13", "Mr Farrow", "DNACPR", "", [
    ("in place", "+", "first", "DNACPR form signed for Mr Farrow, original at the front of his file."),
    ("in place", "-", "reword", "Mr Farrow's DNACPR has been rescinded after the review with family - for full resus."),
])
fam("F14", "Mr Farrow", "weight", "", [
    ("71.2kg", "+", "first", "Mr Farrow weight 71.2kg."),
    ("69.8kg", "+", "reword", "Weighed Mr Farrow this morning, 69.8kg."),
    ("68.5kg", "+", "slot", "Weighed Mr Farrow this morning, 68.5kg."),
])
fam("F15", "Mrs Costello", "visiting times", "weekdays", [
    ("2-4pm", "+", "first", "Mrs Costello weekday visiting 2-4pm."),
    ("3-5pm", "+", "slot", "Mrs Costello weekday visiting 3-5pm."),
])
fam("F16", "Mrs Costello", "pharmacy", "", [
    ("Harcourt", "+", "first", "Mrs Costello's blister packs supplied by Harcourt Pharmacy."),
    ("Lindale", "+", "reword", "Harcourt can't do the MDS trays any more, so Mrs Costello's packs come from Lindale Chemist.", "hard"),
    ("Harcourt", "+", "reword", "Back to Harcourt Pharmacy for Mrs Costello's blister packs from the next cycle."),
])
fam("F17", "Mrs Costello", "sertraline", "", [
    ("50mg", "+", "first", "Mrs Costello: sertraline 50mg mane."),
    ("50mg", "-", "reword", "Sertraline discontinued for Mrs Costello per Dr Fennimore, taper finished."),
])
fam("F18", "Mr Mabena", "room", "", [
    ("room 21", "+", "first", "Mr Mabena room 21."),
    ("room 15", "+", "slot", "Mr Mabena room 15."),
])
fam("F19", "Mr Mabena", "mobility aid", "", [
    ("independent", "+", "first", "Mr Mabena walks independently, no aids."),
    ("rollator", "+", "reword", "Mr Mabena has started using a four-wheeled rollator."),
])
fam("F20", "Mr Mabena", "OT sessions", "", [
    ("Mondays", "+", "first", "Mr Mabena has OT on Mondays."),
    ("Wednesdays", "+", "reword", "Mr Mabena's OT has been moved to Wednesdays."),
    ("Fridays", "+", "reword", "OT for Mr Mabena: Fri instead of Wed going forward.", "hard"),
    ("Fridays", "-", "reword", "Mr Mabena discharged from OT, goals met."),
])
fam("F21", "Mr Sood", "call time", "morning", [
    ("8:00", "+", "first", "Mr Sood morning call 8:00."),
    ("9:30", "+", "reword", "Moved Mr Sood's morning call to 9:30 - he wants a lie-in."),
])
fam("F22", "Mr Sood", "dialysis transport", "", [
    ("patient transport", "+", "first", "Transport to dialysis for Mr Sood: hospital patient transport, Mon/Wed/Fri."),
    ("son drives", "+", "reword", "Son doing the dialysis runs for Mr Sood himself now, cancel the patient transport.", "hard"),
    ("patient transport", "+", "reword", "Hospital patient transport is back on for Mr Sood's dialysis (son working away)."),
])
fam("F23", "Mr Sood", "metformin", "", [
    ("500mg BD", "+", "first", "Mr Sood: metformin 500mg BD."),
    ("1g BD", "+", "slot", "Mr Sood: metformin 1g BD."),
    ("500mg BD", "+", "reword", "GP has put Mr Sood's metformin back down to 500mg twice a day because of his kidney function."),
])
fam("F24", "Mr Sood", "key safe code", "", [
    ("4417", "+", "first", "Mr Sood's key safe code 4417."),
    ("9082", "+", "reword", "Key safe code was changed to 9082 at Mr Sood's after the break-in scare."),
])
fam("F25", "Mrs Dahl", "care package", "", [
    ("2 calls", "+", "first", "Mrs Dahl has two calls a day."),
    ("4 calls", "+", "reword", "Mrs Dahl's package increased to four calls a day after the UTI."),
    ("4 calls", "+", "confirm", "Package for Mrs Dahl confirmed at four calls a day at the review."),
    ("3 calls", "+", "reword", "Social worker has reduced Mrs Dahl to three calls daily, lunchtime dropped."),
])
fam("F26", "Mrs Dahl", "PRN paracetamol", "", [
    ("1g", "+", "first", "Mrs Dahl: paracetamol 1g PRN, max 4 doses in 24h."),
    ("500mg", "+", "slot", "Mrs Dahl: paracetamol 500mg PRN, max 4 doses in 24h."),
])
fam("F27", "Mrs Dahl", "next of kin", "", [
    ("Solveig", "+", "first", "Mrs Dahl NOK: niece Solveig (lives abroad, email best)."),
    ("Pat Curran", "+", "slot", "Mrs Dahl NOK: neighbour Pat Curran (lives next door, phone best)."),
])
fam("F28", "Mrs Hallam", "mobility aid", "", [
    ("tripod stick", "+", "first", "Mrs Hallam uses a tripod stick around the house."),
    ("zimmer frame", "+", "reword", "Mrs Hallam is on a zimmer frame now after the OT assessment."),
])
fam("F29", "Mrs Hallam", "diabetic diet", "", [
    ("diabetic", "+", "first", "Mrs Hallam: diabetic diet, no sugar in drinks."),
    ("diabetic", "-", "reword", "Mrs Hallam isn't on a diabetic diet anymore - HbA1c fine, GP relaxed it."),
])
fam("F30", "Mrs Hallam", "home oxygen", "overnight", [
    ("2L/min", "+", "first", "Mrs Hallam on home oxygen 2L/min overnight."),
    ("1L/min", "+", "slot", "Mrs Hallam on home oxygen 1L/min overnight."),
])
fam("F31", "Mrs Hallam", "district nurse day", "", [
    ("Tuesdays", "+", "first", "District nurse sees Mrs Hallam on Tuesdays for her leg dressings."),
    ("Thursdays", "+", "reword", "DN visits for Mrs Hallam's dressings switched to Thursdays."),
])
fam("F32", "Mr Pugh", "amlodipine", "", [
    ("5mg", "+", "first", "Mr Pugh: amlodipine 5mg OD."),
    ("5mg", "-", "reword", "Stopped the amlodipine for Mr Pugh (dizzy, ankles swollen)."),
    ("5mg", "+", "reword", "Cardiology have restarted Mr Pugh's amlodipine, 5mg in the morning."),
])
fam("F33", "Mr Pugh", "BP target", "", [
    ("<140/90", "+", "first", "BP target for Mr Pugh: below 140/90."),
    ("<150/90", "+", "slot", "BP target for Mr Pugh: below 150/90."),
])
fam("F34", "Mr Pugh", "lead carer", "", [
    ("Delyth", "+", "first", "Lead carer for Mr Pugh is Delyth."),
    ("Kofi", "+", "slot", "Lead carer for Mr Pugh is Kofi."),
])
fam("F35", "Mrs Akhtar", "next diabetic nurse appt", "", [
    ("14/03", "+", "first", "Mrs Akhtar next appt 14/03 with the diabetic nurse."),
    ("28/03", "+", "reword", "Mrs Akhtar's diabetic nurse appointment was rebooked to 28/03."),
    ("04/04", "+", "reword", "DN clinic cancelled the 28th; Mrs Akhtar offered and accepted Sat 4 April instead.", "hard"),
    ("11/04", "+", "reword", "Appt moved again: Mrs Akhtar now seen 11 April, 09:40, diabetic nurse."),
], start="2026-02-20", gaps=[14, 14, 11])
fam("F36", "Mrs Akhtar", "ophthalmology consultant", "", [
    ("Mr Lindqvist", "+", "first", "Mrs Akhtar under Mr Lindqvist (ophthalmology)."),
    ("Ms Oyelaran", "+", "slot", "Mrs Akhtar under Ms Oyelaran (ophthalmology)."),
])
fam("F37", "Mrs Akhtar", "contact number", "", [
    ("07700 900155", "+", "first", "Mrs Akhtar prefers contact through her daughter on 07700 900155."),
    ("07700 900263", "+", "reword", "New number for Mrs Akhtar's daughter: 07700 900263 - use this for all appointment calls."),
])
fam("F38", "Mr Ostrowski", "physio", "", [
    ("weekly", "+", "first", "Mr Ostrowski booked for weekly physio on his knee."),
    ("fortnightly", "+", "reword", "Knee physio for Mr Ostrowski dropped to fortnightly."),
    ("fortnightly", "-", "reword", "Mr Ostrowski was discharged from physio today, home exercises only."),
])
fam("F39", "Mr Ostrowski", "GP", "", [
    ("Dr Halvorsen", "+", "first", "Mr Ostrowski: GP Dr Halvorsen, Meadowbank Health Centre."),
    ("Dr Iqbal", "+", "slot", "Mr Ostrowski: GP Dr Iqbal, Meadowbank Health Centre."),
])
fam("F40", "Mr Ostrowski", "allopurinol", "", [
    ("100mg", "+", "first", "Mr Ostrowski takes allopurinol 100mg daily."),
    ("200mg", "+", "reword", "Allopurinol titrated up to 200mg daily for Mr Ostrowski."),
    ("300mg", "+", "reword", "Mr Ostrowski: allopurinol 300mg once a day, urate still high."),
    ("200mg", "+", "reword", "Allopurinol for Mr Ostrowski back down to 200mg - the 300 upset his stomach."),
])
fam("F41", "Mr Drummond", "cardiology review", "", [
    ("2 June", "+", "first", "Mr Drummond cardiology review 2 June."),
    ("19 May", "+", "reword", "Mr Drummond's cardiology review has been brought forward to 19 May."),
], start="2025-04-10", gaps=[18])
fam("F42", "Mr Drummond", "bisoprolol", "", [
    ("2.5mg", "+", "first", "Mr Drummond: bisoprolol 2.5mg OD."),
    ("5mg", "+", "reword", "Bisoprolol increased to 5mg for Mr Drummond."),
    ("5mg", "+", "confirm", "Mr Drummond still on bisoprolol 5mg, pulse 64 at clinic."),
    ("7.5mg", "+", "reword", "Mr Drummond: bisoprolol 7.5mg OD."),
])
fam("F43", "Mr Drummond", "living situation", "", [
    ("home with wife", "+", "first", "Mr Drummond lives at home with his wife."),
    ("Brookmoor Lodge", "+", "reword", "Mr Drummond has moved into Brookmoor Lodge (residential)."),
])
fam("F44", "Mrs Bakare", "leg ulcer clinic day", "", [
    ("Tuesday", "+", "first", "Mrs Bakare attends the Tuesday leg ulcer clinic."),
    ("Friday", "+", "slot", "Mrs Bakare attends the Friday leg ulcer clinic."),
])
fam("F45", "Mrs Bakare", "renal consultant", "", [
    ("Dr Okonkwo", "+", "first", "Consultant for Mrs Bakare: Dr Okonkwo (renal)."),
    ("Dr Vasquez", "+", "slot", "Consultant for Mrs Bakare: Dr Vasquez (renal)."),
])
fam("F46", "Mrs Bakare", "dialysis shift", "", [
    ("MWF am", "+", "first", "Mrs Bakare dialyses Mon/Wed/Fri mornings."),
    ("TTS", "+", "reword", "Mrs Bakare was switched to the Tue/Thu/Sat dialysis shift."),
    ("MWF pm", "+", "reword", "Dialysis unit have put Mrs Bakare on Mon/Wed/Fri afternoons."),
])
fam("F47", "Mr Quist", "atorvastatin", "", [
    ("20mg", "+", "first", "Mr Quist: atorvastatin 20mg at night."),
    ("40mg", "+", "slot", "Mr Quist: atorvastatin 40mg at night."),
])
fam("F48", "Mr Quist", "nominated pharmacy", "", [
    ("Dunmore", "+", "first", "Nominated pharmacy for Mr Quist: Dunmore Pharmacy."),
    ("Ashgrove", "+", "slot", "Nominated pharmacy for Mr Quist: Ashgrove Pharmacy."),
])
fam("F49", "Mr Quist", "weight", "", [
    ("92kg", "+", "first", "Mr Quist weight 92kg."),
    ("88kg", "+", "slot", "Mr Quist weight 88kg."),
])
fam("F50", "Mum", "care agency", "", [
    ("Bluebell", "+", "first", "Mum's carers are from Bluebell Homecare."),
    ("Kestrel", "+", "reword", "We've moved Mum over to Kestrel Care - Bluebell kept missing the lunch call."),
])
fam("F51", "Mum", "levothyroxine", "", [
    ("75mcg", "+", "first", "Mum takes levothyroxine 75 micrograms before breakfast."),
    ("100mcg", "+", "reword", "Mum's levothyroxine went up to 100 micrograms after the blood test."),
    ("75mcg", "+", "reword", "GP rang: Mum back on the 75s, the 100s were too much for her."),
])
fam("F52", "Mum", "memory clinic appt", "", [
    ("9 October", "+", "first", "Mum's memory clinic appointment is 9 October at 11."),
    ("23 October", "+", "reword", "Memory clinic rang - Mum's appt is now 23 October, same time."),
], start="2025-08-14", gaps=[39])
fam("F53", "Mum", "pendant monitoring", "", [
    ("Careline North", "+", "first", "Mum's Lifeline pendant is monitored by Careline North."),
    ("Aspire Telecare", "+", "slot", "Mum's Lifeline pendant is monitored by Aspire Telecare."),
])
fam("F54", "Dad", "GP", "", [
    ("Dr Whitlow", "+", "first", "Dad's GP is Dr Whitlow at Ferry Road."),
    ("Dr Amadi", "+", "reword", "Dad now sees Dr Amadi at Ferry Road since Dr Whitlow retired."),
])
fam("F55", "Dad", "glaucoma drops", "", [
    ("latanoprost", "+", "first", "Dad: latanoprost one drop each eye at night."),
    ("Xalacom", "+", "slot", "Dad: Xalacom one drop each eye at night."),
])
fam("F56", "Dad", "driving", "", [
    ("drives", "+", "first", "Dad drives himself to the shops and to church."),
    ("drives", "-", "reword", "Dad has stopped driving - the DVLA letter came, keys are with Sue."),
])
fam("F57", "Dad", "hospital ward", "", [
    ("Ward 7", "+", "first", "Dad admitted to Ward 7 (acute medical) at St Brannock's."),
    ("Ward 22", "+", "reword", "Dad was moved up to Ward 22, elderly care, overnight."),
    ("Ward 19", "+", "reword", "Dad's on 19 now (rehab), they're saying a couple of weeks.", "hard"),
    ("Ward 19", "-", "reword", "Dad discharged home from Ward 19 today."),
], gaps=[3, 6, 15])
fam("F58", "Grandad", "weight", "", [
    ("64kg", "+", "first", "Grandad weighed 64kg at the surgery."),
    ("61.5kg", "+", "reword", "Grandad's weight is down to 61.5kg, nurse wants fortnightly checks."),
    ("63kg", "+", "reword", "Grandad back up to 63kg, nurse pleased."),
])
fam("F59", "Grandad", "dosette box", "", [
    ("Auntie Jean", "+", "first", "Auntie Jean fills Grandad's dosette box on Sundays."),
    ("pharmacy", "+", "reword", "Grandad's dosette box is filled by the pharmacy now."),
])
fam("F60", "Grandad", "mobility aid", "indoors", [
    ("stick", "+", "first", "Grandad uses his stick indoors."),
    ("frame", "+", "slot", "Grandad uses his frame indoors."),
])
fam("F61", "Nan", "day centre day", "", [
    ("Wednesdays", "+", "first", "Nan goes to Orchard day centre on Wednesdays."),
    ("Thursdays", "+", "slot", "Nan goes to Orchard day centre on Thursdays."),
])
fam("F62", "Nan", "apixaban", "", [
    ("5mg BD", "+", "first", "Nan: apixaban 5mg twice a day."),
    ("2.5mg BD", "+", "slot", "Nan: apixaban 2.5mg twice a day."),
])
fam("F63", "Nan", "chiropodist", "", [
    ("Mr Petrakis", "+", "first", "Nan's chiropodist is Mr Petrakis, every 8 weeks."),
    ("Lorna Gill", "+", "reword", "Nan's feet are done by Lorna Gill now (mobile chiropodist)."),
])
fam("F64", "Mrs Ashby", "pressure mattress", "", [
    ("foam", "+", "first", "Mrs Ashby on a foam pressure mattress."),
    ("air", "+", "reword", "Air mattress delivered and set up for Mrs Ashby (grade 2 sore on sacrum)."),
])
fam("F65", "Mrs Ashby", "repositioning", "", [
    ("4-hourly", "+", "first", "Mrs Ashby: reposition 4-hourly."),
    ("2-hourly", "+", "slot", "Mrs Ashby: reposition 2-hourly."),
])
fam("F66", "Mrs Ashby", "Laxido", "", [
    ("1 sachet", "+", "first", "Mrs Ashby: Laxido one sachet daily."),
    ("1 sachet", "-", "reword", "Laxido stopped for Mrs Ashby, loose stools x3."),
])
fam("F67", "Mrs Ferraro", "night sitting", "", [
    ("3 nights", "+", "first", "Night sitter for Mrs Ferraro three nights a week."),
    ("5 nights", "+", "reword", "Mrs Ferraro's night sitting has gone up to five nights."),
])
fam("F68", "Mrs Ferraro", "co-careldopa", "", [
    ("12.5/50", "+", "first", "Mrs Ferraro: co-careldopa 12.5/50 at 7am, 11am, 3pm and 7pm."),
    ("25/100", "+", "slot", "Mrs Ferraro: co-careldopa 25/100 at 7am, 11am, 3pm and 7pm."),
])
fam("F69", "Mrs Ferraro", "social worker", "", [
    ("Imran Tait", "+", "first", "Mrs Ferraro's social worker: Imran Tait."),
    ("Bronwen Hale", "+", "reword", "Mrs Ferraro's case was handed from Imran Tait to Bronwen Hale at the locality team."),
])
fam("F70", "Mr Wilk", "Fortisip", "", [
    ("2 a day", "+", "first", "Mr Wilk prescribed Fortisip, two bottles a day."),
    ("2 a day", "-", "reword", "Fortisips stopped for Mr Wilk, weight back up to target."),
])
fam("F71", "Mrs Obi", "room", "", [
    ("room 9", "+", "first", "Mrs Obi room 9."),
    ("room 16", "+", "slot", "Mrs Obi room 16."),
])
fam("F72", "Mr Quist", "inhaler", "", [
    ("Clenil", "+", "first", "Mr Quist: Clenil inhaler 2 puffs BD."),
    ("Trimbow", "+", "reword", "Respiratory nurse switched Mr Quist from Clenil to Trimbow, 2 puffs twice daily."),
])

# ---------------------------------------------------------------------------
# Labelled negatives. Each group shares a fact key (or not) as stated; a group
# with "after" is attached to a changing family and restates its current value
# (value = that family's last value), placed after the family's last version.
# item = (class, key, value, text); key None = its own singleton key.
# ---------------------------------------------------------------------------
L = []  # dicts: cls, key, value, text, subj, after(fid or None), group


def lab(cls, subj, text, key=None, value="v", after=None, group=None, near=None, gap=None):
    L.append(dict(cls=cls, subj=subj, text=text, key=key, value=value, after=after, group=group, near=near, gap=gap))


# multi_valued: coexisting values, each its own key (all hold at once)
for g, subj, texts in [
    ("mv1", "Mrs Pryce", ["Mrs Pryce allergies: penicillin.", "Mrs Pryce is also allergic to Elastoplast - use Micropore."]),
    ("mv2", "Mr Mabena", ["Mr Mabena takes omeprazole 20mg in the morning.", "Mr Mabena is on ramipril 2.5mg as well."]),
    ("mv3", "Mr Quist", ["Mr Quist: COPD and type 2 diabetes.", "Mr Quist also has atrial fibrillation, new diagnosis this month."]),
    ("mv4", "Grandad", ["Emergency contact for Grandad: Auntie Jean.", "Another emergency contact for Grandad is me (Claire), 07700 900331."]),
    ("mv5", "Mrs Hallam", ["Mrs Hallam has a perching stool in the kitchen.", "Mrs Hallam has a commode by the bed too."]),
    ("mv6", "Mrs Akhtar", ["Mrs Akhtar speaks Punjabi.", "Mrs Akhtar speaks Urdu too - interpreter in either language is fine."]),
    ("mv7", "Nan", ["Nan is allergic to codeine.", "Nan also reacts to latex, no latex gloves."]),
]:
    for i, t in enumerate(texts):
        lab("multi_valued", subj, t, key=f"{g}.{i}", group=g)

# scope_disjoint: same attribute, another scope (own key per scope)
lab("scope_disjoint", "Mrs Costello", "Mrs Costello weekend visiting 11am-1pm.", key="F15@weekends", near="F15")
lab("scope_disjoint", "Mr Farrow", "Mr Farrow's visiting: weekdays after 2pm.", key="sd2@weekdays", group="sd2")
lab("scope_disjoint", "Mr Farrow", "Mr Farrow's visiting: weekends any time.", key="sd2@weekends", group="sd2")
lab("scope_disjoint", "Mr Sood", "Mr Sood evening call 18:30.", key="F21@evening", near="F21")
lab("scope_disjoint", "Mrs Obi", "Mrs Obi: Novorapid 6 units with breakfast.", key="sd4@breakfast", group="sd4")
lab("scope_disjoint", "Mrs Obi", "Mrs Obi: Novorapid 8 units with her evening meal.", key="sd4@evening", group="sd4")
lab("scope_disjoint", "Mrs Ferraro", "Mrs Ferraro weekday carer: Agata.", key="sd5@weekdays", group="sd5")
lab("scope_disjoint", "Mrs Ferraro", "Mrs Ferraro weekend carer: Joy.", key="sd5@weekends", group="sd5")
lab("scope_disjoint", "Dad", "Dad: furosemide 40mg in the morning.", key="sd6@morning", group="sd6")
lab("scope_disjoint", "Dad", "Dad: furosemide 20mg at lunchtime.", key="sd6@lunch", group="sd6")
lab("scope_disjoint", "Mrs Hallam", "Daytime oxygen for Mrs Hallam: 3L/min on exertion only.", key="F30@daytime", near="F30")
lab("scope_disjoint", "Mr Drummond", "Mr Drummond's home BP target: under 135/85.", key="sd8@home", group="sd8")
lab("scope_disjoint", "Mr Drummond", "Mr Drummond's clinic BP target: under 140/90.", key="sd8@clinic", group="sd8")
lab("scope_disjoint", "Grandad", "Grandad uses the wheelchair outdoors.", key="F60@outdoors", near="F60")

# format_variant: same value, another format
lab("format_variant", "Mrs Pryce", "Mrs Pryce: donepezil ten milligrams nocte.", key="F04", value="10mg", after="F04")
lab("format_variant", "Mr Sood", "Mr Sood morning visit at half nine.", key="F21", value="9:30", after="F21")
lab("format_variant", "Mrs Costello", "Mrs Costello weekday visiting 15:00-17:00.", key="F15", value="3-5pm", after="F15")
lab("format_variant", "Nan", "Nan: apixaban 2.5 mg BD.", key="F62", value="2.5mg BD", after="F62")
lab("format_variant", "Mr Quist", "Mr Quist weight 88 kg (13st 12lb).", key="F49", value="88kg", after="F49")
lab("format_variant", "Mrs Akhtar", "Mrs Akhtar DN appt: 11/04, 9.40am.", key="F35", value="11/04", after="F35", gap=4)
lab("format_variant", "Mrs Ashby", "Mrs Ashby: turn every two hours.", key="F65", value="2-hourly", after="F65")
lab("format_variant", "Mr Pugh", "Mr Pugh BP target <150/90 mmHg.", key="F33", value="<150/90", after="F33")
lab("format_variant", "Mrs Dahl", "Mrs Dahl's assessed care contribution: \u00a31,000 a month.", key="fv1", value="1000", group="fv1")
lab("format_variant", "Mrs Dahl", "Mrs Dahl pays 1k a month towards her care.", key="fv1", value="1000", group="fv1")
lab("format_variant", "Mr Wilk", "Mr Wilk's room is on the 2nd floor.", key="fv2", value="2", group="fv2")
lab("format_variant", "Mr Wilk", "Mr Wilk is up on the second floor.", key="fv2", value="2", group="fv2")

# elaboration: same value with more detail
lab("elaboration", "Mrs Obi", "Mrs Obi's GP is Dr Fennimore at Canal Street Practice - ward round Thursdays, rings back after 1pm.", key="F08", value="Dr Fennimore", after="F08")
lab("elaboration", "Mr Farrow", "Mr Farrow on Beech unit, bay 3 by the window, nursing care.", key="F11", value="Beech", after="F11")
lab("elaboration", "Mr Drummond", "Mr Drummond is at Brookmoor Lodge, residential, room 14 on the garden side.", key="F43", value="Brookmoor Lodge", after="F43")
lab("elaboration", "Dad", "Dad's GP Dr Amadi at Ferry Road - she does Tuesday and Thursday surgeries, ring at 8 for same day.", key="F54", value="Dr Amadi", after="F54")
lab("elaboration", "Grandad", "Grandad's dosette box is filled by the pharmacy and delivered Friday mornings with the MAR chart.", key="F59", value="pharmacy", after="F59")
lab("elaboration", "Mrs Bakare", "Mrs Bakare's leg ulcer clinic is Friday 10:15 at Eastgate Health Centre, room 3.", key="F44", value="Friday", after="F44")
lab("elaboration", "Mrs Ferraro", "Mrs Ferraro has a pendant alarm.", key="el1", group="el1")
lab("elaboration", "Mrs Ferraro", "Mrs Ferraro has a pendant alarm with fall detection, linked to her daughter's phone.", key="el1", group="el1")
lab("elaboration", "Mr Ostrowski", "Mr Ostrowski has a blue badge.", key="el2", group="el2")
lab("elaboration", "Mr Ostrowski", "Mr Ostrowski has a blue badge, renewed this year, kept in the glovebox.", key="el2", group="el2")
lab("elaboration", "Nan", "Nan's hearing aids are NHS ones.", key="el3", group="el3")
lab("elaboration", "Nan", "Nan's hearing aids are NHS behind-the-ear, batteries from audiology at St Brannock's.", key="el3", group="el3")

# confirmation: value in force restated later
for fid, subj, val, text in [
    ("F05", "Mr Wilk", "Gemma", "Key worker for Mr Wilk is still Gemma."),
    ("F01", "Mrs Pryce", "room 7", "Mrs Pryce still in room 7, settled well."),
    ("F19", "Mr Mabena", "rollator", "Mr Mabena continues with the rollator as usual."),
    ("F24", "Mr Sood", "9082", "Key safe code 9082 confirmed at Mr Sood's."),
    ("F31", "Mrs Hallam", "Thursdays", "DN still doing Mrs Hallam's dressings on Thursdays."),
    ("F36", "Mrs Akhtar", "Ms Oyelaran", "Confirmed with clinic: Mrs Akhtar remains under Ms Oyelaran."),
    ("F47", "Mr Quist", "40mg", "Mr Quist remains on atorvastatin 40mg at night, reviewed, no change."),
    ("F50", "Mum", "Kestrel", "Kestrel Care still doing Mum's calls, no complaints."),
    ("F61", "Nan", "Thursdays", "Nan at the day centre on Thursday as usual."),
    ("F45", "Mrs Bakare", "Dr Vasquez", "Mrs Bakare still under Dr Vasquez at renal."),
    ("F67", "Mrs Ferraro", "5 nights", "Night sitting for Mrs Ferraro confirmed at five nights a week."),
    ("F28", "Mrs Hallam", "zimmer frame", "Mrs Hallam still using her zimmer frame."),
]:
    lab("confirmation", subj, text, key=fid, value=val, after=fid)

# different_subject: the frame of a changing fact with another subject
for subj, text in [
    ("Mrs Greenhalgh", "Mrs Greenhalgh: donepezil 5mg at night."),
    ("Mr Kowalczyk", "Mr Kowalczyk's key worker is Shona."),
    ("Mrs Ndlovu", "Mrs Ndlovu: Lantus 16 units at 22:00."),
    ("Mrs Brannigan", "Care plan level for Mrs Brannigan: 3."),
    ("Mr Ellery", "Mr Ellery morning call 8:00."),
    ("Mrs Tait", "Mrs Tait: metformin 1g BD."),
    ("Mrs Oduya", "Lead carer for Mrs Oduya is Delyth."),
    ("Mrs Renshaw", "Mrs Renshaw: GP Dr Iqbal, Meadowbank Health Centre."),
    ("Mr Carrick", "Mr Carrick: bisoprolol 5mg OD."),
    ("Uncle Des", "Uncle Des's GP is Dr Whitlow at Ferry Road."),
    ("Mrs Varga", "Mrs Varga weight 71.2kg."),
    ("Mr Pennock", "Mr Pennock: atorvastatin 20mg at night."),
]:
    lab("different_subject", subj, text)

# static: an unchanging fact restated with a synonymous verb (same key, same value)
for g, subj, texts in [
    ("st1", "Mrs Pryce", ["Mrs Pryce was born in Cardiff.", "Mrs Pryce comes from Cardiff originally."]),
    ("st2", "Mr Wilk", ["Mr Wilk worked as a welder at the shipyard.", "Mr Wilk was employed at the shipyard as a welder for thirty years."]),
    ("st3", "Mrs Obi", ["Mrs Obi is a retired midwife.", "Mrs Obi used to work as a midwife."]),
    ("st4", "Dad", ["Dad served in the navy.", "Dad was in the Royal Navy as a young man."]),
    ("st5", "Mrs Costello", ["Mrs Costello's late husband was called Declan.", "Mrs Costello was married to Declan, who died in 2019."]),
    ("st6", "Mr Sood", ["Mr Sood is vegetarian for religious reasons.", "Mr Sood keeps a vegetarian diet because of his faith."]),
]:
    for t in texts:
        lab("static", subj, t, key=g, group=g)

# membership: memberships that look like roles, all holding at once (own key each)
for g, subj, texts in [
    ("mb1", "Mr Farrow", ["Mr Farrow is on the residents' committee.", "Mr Farrow has joined the gardening club."]),
    ("mb2", "Mrs Costello", ["Mrs Costello sings in the Larchfield choir.", "Mrs Costello is a member of the Thursday craft group."]),
    ("mb3", "Mr Quist", ["Mr Quist is a member of the Breathe Easy support group.", "Mr Quist belongs to the British Legion branch."]),
    ("mb4", "Nan", ["Nan is on the church flower rota.", "Nan is a member of the Women's Institute."]),
    ("mb5", "Mrs Bakare", ["Mrs Bakare is a member of the kidney patients' association.", "Mrs Bakare sits on the patient participation group at the surgery."]),
    ("mb6", "Grandad", ["Grandad is in the bowls club.", "Grandad is a member of the Men's Shed too."]),
]:
    for i, t in enumerate(texts):
        lab("membership", subj, t, key=f"{g}.{i}", group=g)

# equal_time: two values of one fact at the identical order time (same key, different values)
for g, subj, pair in [
    ("eq1", "Mr Tobin", [("room 3", "Mr Tobin: room 3."), ("room 5", "Mr Tobin: room 5.")]),
    ("eq2", "Mrs Greenhalgh", [("Ruth", "Mrs Greenhalgh key worker: Ruth."), ("Femi", "Key worker for Mrs Greenhalgh: Femi.")]),
    ("eq3", "Mr Ellery", [("80.4kg", "Mr Ellery weight 80.4kg."), ("78.9kg", "Mr Ellery weight 78.9kg (other scales).")]),
    ("eq4", "Mrs Varga", [("3 March", "Mrs Varga next appt 3 March."), ("10 March", "Mrs Varga next appt 10 March.")]),
    ("eq5", "Mrs Oduya", [("50mg", "Mrs Oduya: sertraline 50mg."), ("100mg", "Mrs Oduya: sertraline 100mg.")]),
    ("eq6", "Uncle Des", [("Bluebell", "Uncle Des's carers: Bluebell Homecare."), ("Kestrel", "Uncle Des's carers: Kestrel Care.")]),
]:
    for v, t in pair:
        lab("equal_time", subj, t, key=g, value=v, group=g)

# unrelated distractors (some share a subject with a changing family)
for subj, text in [
    ("Mrs Pryce", "Mrs Pryce enjoyed the singer in the lounge this afternoon."),
    ("(unit)", "Fire alarm test Wednesday 10am, all residents told."),
    ("Mr Wilk", "Mr Wilk's daughter brought in photos for his room."),
    ("Mrs Obi", "Handover: Mrs Obi slept well, no concerns overnight."),
    ("(unit)", "Hairdresser coming Friday - list on the board by the office."),
    ("Mr Sood", "Mr Sood's boiler is being fixed, carer boiled the kettle for a wash."),
    ("Dad", "Dad watched the football with Gary, in good spirits."),
    ("Mum", "Mum asked about her sister's birthday again."),
    ("Grandad", "Grandad's hedge needs cutting - ask next door."),
    ("(clinic)", "Clinic phones down 9-10am Monday for maintenance."),
    ("Mrs Akhtar", "Mrs Akhtar brought samosas in for reception."),
    ("Mr Drummond", "Mr Drummond's wife asked for the parking permit form."),
    ("Nan", "Nan's cat went to the vet, all fine."),
    ("Mrs Dahl", "Mrs Dahl's niece rang, hoping to visit in the spring."),
    ("(unit)", "Infection control audit passed on Beech unit."),
    ("Mr Pugh", "Mr Pugh wants the Western Mail delivered again."),
]:
    lab("unrelated", subj, text)

# ---------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------
UTC = dt.timezone.utc
MODE_SHARE = (("live", 0.27), ("stamped", 0.55), ("backfilled", 0.18))


def d(s):
    return dt.datetime.strptime(s, "%Y-%m-%d").replace(tzinfo=UTC)


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts with canonical fields

    fam_by = {f["fid"]: f for f in F}
    # order days for families
    for f in F:
        n = len(f["versions"])
        if "start" in f["opt"]:
            day = d(f["opt"]["start"])
        else:
            day = d("2024-02-01") + dt.timedelta(days=rng.randrange(0, 560))
        gaps = f["opt"].get("gaps") or [rng.randrange(5, 70) for _ in range(n - 1)]
        days = [day]
        for g in gaps:
            days.append(days[-1] + dt.timedelta(days=g))
        f["days"] = days
        for i, v in enumerate(f["versions"]):
            mems.append(dict(kind="family", key=f["fid"], fid=f["fid"], subj=f["subj"], idx=i,
                             value=v[0], pol=v[1], edit=v[2], text=v[3], hard=(len(v) > 4 and v[4] == "hard"),
                             day=days[i], cls=None))
    # labelled
    group_day = {}
    for it in L:
        if it["after"]:
            f = fam_by[it["after"]]
            last = f.get("trail", f["days"][-1])
            day = last + dt.timedelta(days=it["gap"] or rng.randrange(3, 40))
            f["trail"] = day
        elif it["near"]:
            # another scope of a changing family: placed among that family's versions
            day = fam_by[it["near"]]["days"][0] + dt.timedelta(days=rng.randrange(1, 12))
        elif it["group"]:
            if it["cls"] == "equal_time":
                day = group_day.setdefault(it["group"], d("2024-03-01") + dt.timedelta(days=rng.randrange(0, 900)))
            else:
                base = group_day.setdefault(it["group"], d("2024-03-01") + dt.timedelta(days=rng.randrange(0, 800)))
                day = base
                group_day[it["group"]] = base + dt.timedelta(days=rng.randrange(4, 60))
        else:
            day = d("2024-03-01") + dt.timedelta(days=rng.randrange(0, 900))
        mems.append(dict(kind="label", key=it["key"] or ("single.%d" % len(mems)), fid=it["after"], subj=it["subj"],
                         idx=None, value=it["value"], pol="+", edit=None, text=it["text"], hard=False,
                         day=day, cls=it["cls"], group=it["group"]))

    # time modes: exact shares, shuffled
    n = len(mems)
    counts = [round(n * s) for _, s in MODE_SHARE]
    counts[1] = n - counts[0] - counts[2]
    modes = []
    for (name, _), c in zip(MODE_SHARE, counts):
        modes += [name] * c
    rng.shuffle(modes)
    eq_first = {}
    for m, mode in zip(mems, modes):
        m["mode"] = mode
    for m in mems:
        if m["cls"] == "equal_time":
            g = m["group"]
            if g not in eq_first:
                eq_first[g] = m
                if m["mode"] == "backfilled":
                    pass
                m["tod"] = None if m["mode"] == "backfilled" else dt.timedelta(hours=rng.randrange(7, 21), minutes=rng.randrange(60))
            else:
                first = eq_first[g]
                if first["mode"] == "backfilled":
                    m["mode"] = "backfilled"
                elif m["mode"] == "backfilled":
                    m["mode"] = "stamped"
                m["tod"] = first["tod"]
    for m in mems:
        if m["mode"] == "backfilled":
            m["order"] = m["day"]
        else:
            tod = m.get("tod") or dt.timedelta(hours=rng.randrange(6, 22), minutes=rng.randrange(60), seconds=rng.randrange(60))
            m["order"] = m["day"] + tod
        if m["mode"] == "live":
            m["created"] = m["order"]
            m["observed"] = None
        elif m["mode"] == "stamped":
            m["observed"] = m["order"]
            m["created"] = m["order"] + dt.timedelta(minutes=rng.randrange(1, 60), seconds=rng.randrange(60))
        else:
            m["observed"] = m["order"]
    # backfilled created_at: import instants in November 2026, newest-first within a fact key
    by_key = {}
    for m in mems:
        by_key.setdefault(m["key"], []).append(m)
    for key in sorted(by_key):
        bf = [m for m in by_key[key] if m["mode"] == "backfilled"]
        if not bf:
            continue
        bf.sort(key=lambda m: m["order"], reverse=True)
        t = d("2026-11-02") + dt.timedelta(days=rng.randrange(0, 26), hours=rng.randrange(8, 18), minutes=rng.randrange(60))
        for m in bf:
            m["created"] = t
            t += dt.timedelta(minutes=rng.randrange(1, 4), seconds=rng.randrange(60))

    # ids: shuffled assignment, then file order shuffled again
    order = list(range(n))
    rng.shuffle(order)
    for k, i in enumerate(order):
        mems[i]["id"] = "a%03d" % (k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)
    return mems, [mems[i] for i in file_order], by_key


def truth_of(by_key):
    pairs = []
    for key in sorted(by_key):
        ms = sorted(by_key[key], key=lambda m: m["order"])
        for m in ms:
            for o in ms:
                if o["order"] > m["order"] and (o["value"], o["pol"]) != (m["value"], m["pol"]):
                    pairs.append(dict(expired_id=m["id"], replacement_id=o["id"],
                                      reason="negation" if o["pol"] != m["pol"] else "value"))
                    break
    pairs.sort(key=lambda p: p["expired_id"])
    return pairs


def check(mems, by_key, pairs):
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    limit = d("2026-12-01")
    for m in mems:
        assert m["created"] < limit and m["order"] < limit, m["text"]
        if m["mode"] == "backfilled":
            assert m["order"].hour == 0 and m["order"].minute == 0 and m["order"].second == 0
            assert m["created"].month == 11 and m["created"].year == 2026
            assert m["order"] < d("2026-11-01")
        if m["mode"] == "stamped":
            assert m["created"] > m["order"]
    for key, ms in by_key.items():
        eq = [m for m in ms if m["cls"] == "equal_time"]
        if eq:
            assert len(eq) == len(ms) == 2 and ms[0]["order"] == ms[1]["order"] and ms[0]["value"] != ms[1]["value"]
            continue
        ts = [m["order"] for m in ms]
        assert len(set(ts)) == len(ts), key
    labelled = {m["id"] for m in mems if m["cls"]}
    for p in pairs:
        assert p["expired_id"] not in labelled and p["replacement_id"] not in labelled, p
    # trailing labelled items must come after every version of their family
    for m in mems:
        if m["kind"] == "label" and m["fid"]:
            fam_ms = [o for o in by_key[m["key"]] if o["kind"] == "family"]
            assert all(o["order"] < m["order"] for o in fam_ms)
            last = max(fam_ms, key=lambda o: o["order"])
            assert (last["value"], last["pol"]) == (m["value"], m["pol"]), m["text"]
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate text"


def record(m):
    r = {"id": m["id"], "content": m["text"], "created_at": iso(m["created"])}
    if m["observed"] is not None:
        r["observed_at"] = iso(m["observed"])
    return r


ABBR = re.compile(r"\b(BD|OD|PRN|OT|appt|DN|NOK|SALT|INR|MDS|MAR|DNACPR|mane|nocte|HbA1c|GP)\b")


def stats(mems, pairs):
    out = []
    n = len(mems)
    fams = [m for m in mems if m["kind"] == "family"]
    labs = [m for m in mems if m["kind"] == "label"]
    out.append(f"memories {n}  family versions {len(fams)}  labelled {len(labs)}")
    out.append(f"changing families {len(F)}")
    sizes = {}
    for f in F:
        sizes[len(f["versions"])] = sizes.get(len(f["versions"]), 0) + 1
    out.append("family sizes " + ", ".join(f"{k} versions: {sizes[k]}" for k in sorted(sizes)))
    neg = sum(1 for p in pairs if p["reason"] == "negation")
    out.append(f"true pairs {len(pairs)}  value {len(pairs) - neg}  negation {neg}")
    mb = 0
    for f in F:
        vals = [v[0] for v in f["versions"] if v[1] == "+"]
        chain = []
        for v in vals:
            if not chain or chain[-1] != v:
                chain.append(v)
        if len(set(chain)) < len(chain):
            mb += 1
    out.append(f"families with a move back {mb}")
    out.append(f"hard-worded intervening versions {sum(1 for m in fams if m['hard'])}")
    out.append(f"in-chain confirmations {sum(1 for m in fams if m['edit'] == 'confirm')}")
    later = [m for m in fams if m["edit"] in ("reword", "slot")]
    rw = sum(1 for m in later if m["edit"] == "reword")
    out.append(f"newer versions: reworded {rw}  one-slot {len(later) - rw}  reworded share {rw / len(later):.2f}")
    cls = {}
    for m in labs:
        cls[m["cls"]] = cls.get(m["cls"], 0) + 1
    out.append("labelled classes " + ", ".join(f"{k} {cls[k]}" for k in sorted(cls)))
    reg = {}
    for m in mems:
        r = REGISTER[m["subj"]]
        k = (r, "family" if m["kind"] == "family" else "labelled")
        reg[k] = reg.get(k, 0) + 1
    out.append("register (family/labelled) " + ", ".join(
        f"{r} {reg.get((r, 'family'), 0)}/{reg.get((r, 'labelled'), 0)}"
        for r in ("care_home", "home_care", "clinic_admin", "family_log")))
    regs = ("care_home", "home_care", "clinic_admin", "family_log")
    out.append("class x register (" + "/".join(regs) + ")")
    rows = [("changing (family versions)", [m for m in fams])] + [
        (c, [m for m in labs if m["cls"] == c]) for c in sorted(cls)]
    for name, ms in rows:
        out.append(f"  {name:28s} " + " ".join(f"{sum(1 for m in ms if REGISTER[m['subj']] == r):3d}" for r in regs))
    md = {}
    for m in mems:
        md[m["mode"]] = md.get(m["mode"], 0) + 1
    out.append("time modes " + ", ".join(f"{k} {md[k]} ({md[k] / n:.0%})" for k in ("live", "stamped", "backfilled")))
    inv = 0
    for f in F:
        ms = sorted([m for m in fams if m["fid"] == f["fid"]], key=lambda m: m["order"])
        for a, b in zip(ms, ms[1:]):
            if b["created"] < a["created"]:
                inv += 1
    out.append(f"adjacent family versions whose created_at order inverts order time {inv}")
    mixed = sum(1 for f in F if len({m["mode"] for m in fams if m["fid"] == f["fid"]}) > 1)
    out.append(f"families mixing time modes {mixed} of {len(F)}")
    words = [len(m["text"].split()) for m in mems]
    out.append(f"words per memory mean {sum(words) / n:.1f} min {min(words)} max {max(words)}")
    kv = sum(1 for m in mems if re.match(r"^[^.]{0,45}: ", m["text"]))
    ab = sum(1 for m in mems if ABBR.search(m["text"]))
    dg = sum(1 for m in mems if re.search(r"\d", m["text"]))
    out.append(f"key: value fragments {kv}  with a clinical abbreviation {ab}  with a digit {dg}")
    return "\n".join(out)


def main():
    mems, file_mems, by_key = build()
    pairs = truth_of(by_key)
    check(mems, by_key, pairs)
    if "--stats" in sys.argv:
        print(stats(mems, pairs))
        return
    if "--list" in sys.argv:
        for m in sorted(mems, key=lambda m: (m["key"], m["order"])):
            lab_ = m["cls"] or f"{m['fid']}#{m['idx']} {m['edit']}{' hard' if m['hard'] else ''}"
            print(f"{m['id']}\t{iso(m['order'])}\t{m['mode']}\t{m['key']}\t{m['value']}{m['pol']}\t{lab_}\t{m['text']}")
        return
    here = os.path.dirname(os.path.abspath(__file__))

    def write(name, rows):
        tmp = os.path.join(here, name + ".tmp")
        with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        os.replace(tmp, os.path.join(here, name))

    write("memories.jsonl", [record(m) for m in file_mems])
    write("truth.jsonl", pairs)
    write("labels.jsonl", [{"id": m["id"], "class": m["cls"]} for m in sorted(mems, key=lambda m: m["id"]) if m["cls"]])


if __name__ == "__main__":
    main()
