#!/usr/bin/env python3
"""Blind labelled supersession data set h35: a drama production office's shared notes.

Invented cast: Halberd Lane Pictures shooting "The Saltmarsh Ledger" (6 x 60') for Tern Network,
around the invented town of Brackwater.

python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  print counts, write nothing
python3 gen.py --list   print every memory, write nothing
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 350157
PREFIX = "h35"
LIMIT = dt.datetime(2026, 12, 1)
IMPORT_START = dt.datetime(2026, 11, 14, 10, 5, 0)
LAST_OBSERVED = dt.datetime(2026, 11, 10)

POS, NEG = 1, -1

# ---------------------------------------------------------------------------------------------
# FAMILIES: one fact each (subject, attribute, scope). versions: (value, polarity, text, flag)
#   flag "S" = same record line as the version it replaces, value swapped (not reworded).
#   a version may carry a fixed order time as a 5th element ("YYYY-MM-DDTHH:MM").
# attached: labelled memories on the family key, after the last version, same value/polarity:
#   (class, text)
# tags: hard-case markers for the README.
# ---------------------------------------------------------------------------------------------
FAMILIES = [
    # ---------------- 5 versions ----------------
    dict(key=("Ep2", "episode status", "-"), start="2026-05-18", tags=["5-version"], versions=[
        ("offline", POS, "Ep2 status: in offline", ""),
        ("fine cut", POS, "Ep2 fine cut went to Tern for notes this morning.", ""),
        ("picture locked", POS, "EP2 PICTURE LOCKED!! thanks all x", ""),
        ("online and grade", POS, "Episode 2 is in online + grade at Slipway this week and next.", ""),
        ("delivered", POS, "Ep2 delivered to Tern - QC passed, zero fails.", ""),
    ], attached=[
        ("confirmation", "Tracker check: Ep2 still showing DELIVERED, Tern's QC re-check came back clean."),
    ]),
    dict(key=("Ep3", "edit suite", "-"), start="2026-04-27", tags=["5-version", "names-old-value"], versions=[
        ("slipway suite 2", POS, "Edit: Ep3 - Slipway Post, Suite 2", ""),
        ("slipway suite 4", POS, "moved the Ep3 edit from Suite 2 to Suite 4 (bigger grade monitor)", ""),
        ("slipway suite 5", POS, "Ep3 offline now in Suite 5 - Slipway reclaimed 4 for the feature's conform.", ""),
        ("slipway suite 1", POS, "Slipway have bumped us AGAIN: episode three is in Suite 1 from tomorrow.", ""),
        ("slipway suite 3", POS, "Edit: Ep3 - Slipway Post, Suite 3 (final move, promised)", ""),
    ], attached=[
        ("format_variant", "Ep 3 cutting room = Slipway S3"),
    ]),
    # ---------------- 4 versions ----------------
    dict(key=("main unit catering", "caterer", "-"), start="2026-01-12", tags=["4-version", "move-back"], versions=[
        ("forage and flame", POS, "Catering: Forage & Flame Location Catering (main unit)", ""),
        ("brisket van co", POS, "F&F's van caught fire overnight (nobody hurt). Brisket Van Co. covering catering from tomorrow's breakfast.", ""),
        ("forage and flame", POS, "catering back with Forage & Flame from Mon, their new van's on the road", ""),
        ("hallorans kitchen", POS, "After last week's complaints F&F are off the show - Halloran's Kitchen on Wheels is feeding main unit to wrap.", ""),
    ], attached=[
        ("elaboration", "Halloran's Kitchen on Wheels (main unit): breakfast from 05:30 on base, hot lunch with 1 veggie + 1 vegan main, tea trolley at 16:00."),
    ]),
    dict(key=("main unit", "six-day weeks", "-"), start="2026-02-02", tags=["4-version", "negation", "negation-restart"], versions=[
        ("six-day weeks", POS, "Main unit working 6-day weeks (Mon-Sat) through block 2.", ""),
        ("six-day weeks", NEG, "No Saturdays from w/c 2 Mar - main unit back to 5-day weeks. Budget call from Tomasz.", "", "2026-02-24T17:40"),
        ("six-day weeks", POS, "Six-day weeks are back on for block 3 to catch up the flood days, Sats are shoot days again.", "", "2026-03-09T12:15"),
        ("six-day weeks", NEG, "PM: Saturday working stopped again for main unit, 5 days a week to wrap.", "", "2026-04-06T09:05"),
    ], attached=[
        ("confirmation", "Confirmed again with Priya: no Saturday working on main unit, we stay on 5-day weeks to wrap."),
    ]),
    dict(key=("Ep6", "script revision", "-"), start="2026-02-16", tags=["4-version"], versions=[
        ("blue", POS, "Ep6 script: blue revisions issued", ""),
        ("pink", POS, "Ep6 script: pink revisions issued", "S"),
        ("yellow", POS, "yellow pages for ep 6 out tonight, pls recycle your pinks", ""),
        ("green", POS, "Episode 6 is on green revisions now (sc 14-19 and 40 changed).", ""),
    ], attached=[
        ("confirmation", "Ep6 current draft remains the green revision - no further pages this week."),
    ]),
    # ---------------- 3 versions ----------------
    dict(key=("Block 1", "unit base", "-"), start="2025-12-08", tags=["move-back"], versions=[
        ("tanners field", POS, "Base: Tanner's Field, Orrin Road (Block 1)", ""),
        ("stannet quay car park", POS, "Block 1 base has to come off Tanner's Field - farmer wants it back for lambing. New base is the Stannet Quay overflow car park from Mon.", ""),
        ("tanners field", POS, "Bex: we're back on Tanner's Field for base, the quay car park got double-booked by the regatta lot. Block 1 only.", ""),
    ], attached=[
        ("confirmation", "Block 1 unit base remains Tanner's Field, Orrin Road - landowner confirmed again today."),
    ]),
    dict(key=("main unit", "1st AD", "-"), start="2025-11-24", tags=["move-back"], versions=[
        ("callum fairweather", POS, "1st AD: Callum Fairweather", ""),
        ("nadia sorell", POS, "Cal Fairweather's gone over to run 2nd unit; Nadia Sorell steps up to 1st AD on main unit.", ""),
        ("callum fairweather", POS, "From block 3 Callum is main unit 1st again and Nadia goes back to 2nd AD.", ""),
    ], attached=[
        ("confirmation", "Cal's still first AD on main unit, no change for the last block."),
    ]),
    dict(key=("camera dept", "camera rental house", "-"), start="2025-12-01", tags=["interior-confirmation", "names-old-value"], versions=[
        ("northlight", POS, "Camera package: Northlight Camera Hire (2x Alexa 35 bodies, Ultra Primes)", ""),
        ("northlight", POS, "Spoke to Northlight, camera package stays with them for block 2, same kit list.", ""),
        ("corvid optics", POS, "Switched camera rental from Northlight to Corvid Optics Rentals - Northlight couldn't hold the second body past the 20th.", ""),
    ], attached=[
        ("elaboration", "Corvid Optics camera package: 2x Alexa 35, Signature Primes 18-125, collection Thu from their Mossbank Road unit, account CO-4471."),
    ]),
    dict(key=("The Saltmarsh Ledger", "TX date", "-"), start="2026-07-06", tags=["move-back"], versions=[
        ("2026-11-08", POS, "TX: Sun 8 Nov 2026, 21:00, Tern One", ""),
        ("2026-11-15", POS, "Tern have shifted our TX to the 15th (Nov) - the rugby final's on the 8th.", ""),
        ("2026-11-08", POS, "Good news, TSL goes back to 8 November for transmission, Tern moved the rugby instead. Ep1 at 9pm.", ""),
    ], attached=[
        ("format_variant", "TX 08/11/2026 21:00"),
    ]),
    dict(key=("Vale house INT", "location", "-"), start="2025-11-10", tags=[], versions=[
        ("14 linnet close", POS, "Vale house INT: 14 Linnet Close, Oxley Cross", ""),
        ("hollins farmhouse", POS, "Owners at Linnet Close have pulled out. DI Vale's house interiors moving to the Hollins farmhouse on Cullen Moor.", ""),
        ("stage b build", POS, "Oskar: we're building Vale's house on Stage B at Corrow Yard instead, farmhouse wanted silly money.", ""),
    ], attached=[
        ("elaboration", "Vale house build on Stage B: ground floor + stairwell, art dept turning it round in 9 days, pre-light on D29."),
    ]),
    dict(key=("Quay Road", "parking suspension", "-"), start="2026-01-05", tags=["negation", "negation-restart"], versions=[
        ("suspended for unit", POS, "Quay Road parking bays suspended for our trucks (BDC ref PS-2231).", ""),
        ("suspended for unit", NEG, "Quay Road bay suspension has been lifted - council need the bays for market day. Trucks to the overflow.", ""),
        ("suspended for unit", POS, "Suspension back on for Quay Road from Tue, new ref PS-2240, trucks can park there again.", ""),
    ]),
    dict(key=("main unit", "set medic", "-"), start="2026-01-19", tags=["negation", "negation-restart"], versions=[
        ("medic on set", POS, "Set medic on main unit daily - Stannet Medics booked.", ""),
        ("medic on set", NEG, "Medic stood down from Mon, not needed for the stage days.", ""),
        ("medic on set", POS, "Medic back on main unit from D31 for the water work.", ""),
    ], attached=[
        ("elaboration", "Set medic for the water work: Stannet Medics, 2 medics + ambulance on standby D31-D34, unit nurse on base."),
    ]),
    dict(key=("Wyver Street", "night filming permit", "-"), start="2025-12-15", tags=["negation", "negation-restart"], versions=[
        ("night filming permitted", POS, "Brackwater council: night filming on Wyver Street approved, 22:00-04:00.", ""),
        ("night filming permitted", NEG, "BDC film office says the Wyver St night permit is suspended after resident complaints. No nights there until further notice.", ""),
        ("night filming permitted", POS, "Wyver Street nights reinstated - film office emailed, we can shoot nights there again.", ""),
    ], attached=[
        ("elaboration", "Wyver Street night filming: 22:00-04:00, max 2 nights a week, letter drop to nos. 1-60 by Thursday, no gennies after midnight."),
    ]),
    dict(key=("Maren Calloway", "ADR booking", "-"), start="2026-05-11", tags=["negation"], versions=[
        ("2026-06-09 10:00", POS, "ADR: Maren Calloway - Tue 9 Jun, 10:00, Slipway Suite 1", ""),
        ("2026-06-11 14:00", POS, "MC's ADR moved to Thu 11 Jun 2pm (she's on another job Tue)", ""),
        ("2026-06-11 14:00", NEG, "Cancel Maren's ADR on the 11th - Saoirse's happy with the guide track, no session needed.", ""),
    ]),
    dict(key=("cast", "hotel", "block 2"), start="2026-01-26", tags=[], versions=[
        ("gull and anchor", POS, "Cast hotel (block 2): The Gull & Anchor, Stannet", ""),
        ("harbourlight hotel", POS, "Gull & Anchor have overbooked us, so block 2 cast are moving to the Harbourlight Hotel.", ""),
        ("fennick house", POS, "cast accom for blk 2 now Fennick House B&B - Harbourlight lost their licence?!", ""),
    ], attached=[
        ("elaboration", "Fennick House B&B (block 2 cast): 14 rooms held, breakfast from 6, owner is Mrs Tamsin Greave, side-door code is in the cast pack."),
    ]),
    dict(key=("Day 31", "unit call", "-"), start="2026-03-23", tags=["interior-confirmation"], versions=[
        ("05:45", POS, "Day 31 - Unit call: 05:45", ""),
        ("05:45", POS, "D31 still a 05:45 call, sunrise shot holds.", ""),
        ("06:20", POS, "Sunrise shot's cut so D31 call is now 06:20.", ""),
    ]),
    dict(key=("unit", "generator supplier", "-"), start="2025-12-29", tags=["interior-confirmation"], versions=[
        ("voltarc power", POS, "Gennies: Voltarc Power (2x 100kVA, silent)", ""),
        ("voltarc power", POS, "Voltarc confirmed again for gennies thru block 2.", ""),
        ("brightfield power", POS, "genny hire has moved to Brightfield Power, Voltarc can't cover the nights", ""),
    ], attached=[
        ("confirmation", "Gennies still with Brightfield Power - confirmed for the night work."),
    ]),
    dict(key=("Ep3", "episode status", "-"), start="2026-05-04", tags=[], versions=[
        ("rough cut", POS, "Ep3 status: rough cut", ""),
        ("fine cut", POS, "Ep3 status: fine cut", "S"),
        ("picture locked", POS, "Ep 3 locked Fri - Tern signed off on the phone.", ""),
    ]),
    dict(key=("Day 9", "location", "-"), start="2025-12-22", tags=[], versions=[
        ("wyver street", POS, "Day 9 location: Wyver Street (EXT Vale's flat)", ""),
        ("cullen moor lay-by", POS, "D9 moved to the Cullen Moor lay-by, Wyver Street's closed for resurfacing.", ""),
        ("harbour row", POS, "Day nine now on Harbour Row - lay-by flooded. Recce Weds.", ""),
    ]),
    dict(key=("Day 18", "location", "-"), start="2026-01-12", tags=["move-back"], versions=[
        ("brackwater lido", POS, "D18: Brackwater Lido (EXT/INT pool)", ""),
        ("oxley cross baths", POS, "Lido's been drained for repairs so D18 relocates to Oxley Cross baths.", ""),
        ("brackwater lido", POS, "Brackwater Lido is back on for day 18 - they refilled early.", ""),
    ]),
    dict(key=("Day 20", "catering numbers", "-"), start="2026-02-09", tags=[], versions=[
        ("85", POS, "D20 catering numbers: 85", ""),
        ("120", POS, "D20 catering numbers: 120", "S"),
        ("110", POS, "Knock D20 down to 110 heads pls, 10 SAs released.", ""),
    ], attached=[
        ("format_variant", "Day 20 lunch - 110 covers"),
    ]),
    dict(key=("VFX", "budget line", "-"), start="2025-11-17", tags=["unit-change"], versions=[
        ("85000 GBP", POS, "VFX budget line: \u00a385,000", ""),
        ("96000 GBP", POS, "VFX line bumped to 96k after the flood sequence went in", ""),
        ("101500 GBP", POS, "Tomasz has approved another top-up: VFX now stands at \u00a3101,500.", ""),
    ], attached=[
        ("format_variant", "VFX: GBP 101.5k"),
    ]),
    dict(key=("rushes", "drop time at Slipway", "-"), start="2026-01-05", tags=[], versions=[
        ("23:00", POS, "Rushes to Slipway by 23:00 nightly", ""),
        ("00:00", POS, "Dailies shuttle leaves base at wrap+1 now, Slipway expect the drives by midnight.", ""),
        ("06:30", POS, "Change of plan: courier takes rushes over first thing, at Slipway for 06:30.", ""),
    ]),
    dict(key=("lighting and grip", "rental house", "-"), start="2025-11-24", tags=[], versions=[
        ("kestrel", POS, "Lighting/grip: Kestrel Grip & Lighting, Unit 9 Moss Lane", ""),
        ("lumen yard", POS, "Lighting/grip: Lumen Yard, Unit 9 Moss Lane", "S"),
        ("gantry lighting", POS, "Ruari's moved the whole lighting order to Gantry Lighting Ltd - cheaper on the 18K HMIs and they deliver to base.", ""),
    ]),
    # ---------------- 2 versions ----------------
    dict(key=("Day 14", "unit call", "-"), start="2026-01-20", tags=[], versions=[
        ("06:30", POS, "CS Day 14 - Unit call: 06:30", ""),
        ("07:15", POS, "Day 14 call pushed to 07:15, tide's later than we thought. Revised CS going out tonight.", ""),
    ], attached=[
        ("format_variant", "D14 unit call 0715hrs"),
    ]),
    dict(key=("Day 22", "unit call", "-"), start="2026-02-02", tags=[], versions=[
        ("07:00", POS, "CS Day 22 - Unit call: 07:00", ""),
        ("08:00", POS, "CS Day 22 - Unit call: 08:00", "S"),
    ]),
    dict(key=("camera dept", "DoP", "block 2"), start="2025-12-15", tags=[], versions=[
        ("ines varga-holm", POS, "Dept: Camera\nBlock: 2\nDoP: Ines Varga-Holm\nOperator: TBC", ""),
        ("lorcan abney", POS, "Ines can't do block 2 (clash with her feature). Lorcan Abney stepping in as DoP for blk 2, PM has signed off.", ""),
    ]),
    dict(key=("main unit", "gaffer", "-"), start="2025-12-01", tags=["handover-other-subject"], versions=[
        ("ruari dunmore", POS, "Gaffer - Ruari Dunmore (via Kestrel)", ""),
        ("pip oduya", POS, "Handover (Jonah -> Bex): Ruari's off the show from w/c 9th, family stuff, and Pip Oduya is our gaffer now - Kestrel sent her CV, Ines happy. Also FYI the Brackwater Lido duty manager is Carys Penhallow, she's the one to call for D18.", ""),
    ], attached=[
        ("elaboration", "Pip Oduya confirmed as gaffer: starts Mon, brings her own best boy (Deano Craske), rate card unchanged."),
    ]),
    dict(key=("costume", "HoD", "-"), start="2025-11-03", tags=[], versions=[
        ("hattie pell", POS, "Costume HoD: Hattie Pell", ""),
        ("marguerite soane", POS, "Hattie's left us for the Fenwright job, Marguerite Soane is costume designer from today.", ""),
    ]),
    dict(key=("make-up and hair", "HoD", "-"), start="2025-11-10", tags=[], versions=[
        ("simone achterberg", POS, "Dept: Make-up & Hair / HoD: Simone Achterberg / Trailer: MU2", ""),
        ("keziah brandt", POS, "Dept: Make-up & Hair / HoD: Keziah Brandt / Trailer: MU2", "S"),
    ]),
    dict(key=("main unit catering", "rate per head per day", "-"), start="2025-12-08", tags=["unit-change"], versions=[
        ("14.50 GBP", POS, "Catering rate: \u00a314.50/head/day (hot breakfast + lunch)", ""),
        ("16.75 GBP", POS, "caterer's new quote is 16.75 GBP per head per day, EP approved", ""),
    ], attached=[
        ("format_variant", "catering now \u00a316.75 pp/pd"),
    ]),
    dict(key=("unit", "honeywagon supplier", "-"), start="2025-12-15", tags=[], versions=[
        ("tallis", POS, "Honeywagon: Tallis Unit Vehicles", ""),
        ("pendry facilities", POS, "Honeywagon: Pendry Facilities", "S"),
    ]),
    dict(key=("Stannet Quay", "drone permission", "-"), start="2026-01-08", tags=["negation"], versions=[
        ("drone ops permitted", POS, "Drone ops OK at Stannet Quay (harbour master sign-off, ref SQ-DR-118)", ""),
        ("drone ops permitted", NEG, "No drone at the quay any more - harbour master's withdrawn permission, it's under a helicopter training route.", ""),
    ], attached=[
        ("confirmation", "Quay drone ban still in place, harbour master re-confirmed it this morning."),
    ]),
    dict(key=("Ep1", "delivery date", "domestic"), start="2026-06-01", tags=[], versions=[
        ("2026-09-30", POS, "Ep1 delivery to Tern Network: 30/09/2026", ""),
        ("2026-10-14", POS, "Tern have pushed Ep1 delivery to 14 October.", ""),
    ], attached=[
        ("format_variant", "Ep1 delivery 2026-10-14"),
    ]),
    dict(key=("Ep4", "episode status", "-"), start="2026-03-16", tags=[], versions=[
        ("shooting", POS, "Ep4 status: shooting", ""),
        ("offline", POS, "Ep4 status: in offline", "S"),
    ]),
    dict(key=("Theo Ashgrove", "agent", "-"), start="2025-11-17", tags=[], versions=[
        ("saskia dunleavy", POS, "Theo Ashgrove - agent: Saskia Dunleavy @ Carver & Lisle", ""),
        ("ravi manders", POS, "Theo's changed agencies, he's with Brightwater Talent now (Ravi Manders). Send the contract amends there.", ""),
    ], attached=[
        ("elaboration", "Theo at Brightwater Talent: agent Ravi Manders, his assistant is Ffion Lake, contracts go via their Brackwater office."),
    ]),
    dict(key=("Maren Calloway", "agent", "-"), start="2025-11-03", tags=[], versions=[
        ("imogen tesh", POS, "Cast: Maren Calloway (DI Rhona Vale)\nAgent: Imogen Tesh, Tesh Associates\nNotes: no Sat work", ""),
        ("dev harkness", POS, "DI Vale's agent has changed - Maren's now repped by Dev Harkness at Fallow & Crane, Imogen's retired.", ""),
    ]),
    dict(key=("Lula Perrin-Shaw", "availability", "Day 18"), start="2026-01-05", tags=["negation"], versions=[
        ("available", POS, "Lula Perrin-Shaw available D18 - agent confirmed.", ""),
        ("available", NEG, "Lula's NOT available for Day 18 any more, she's got a recall for a US pilot. Need to reschedule sc 41.", ""),
    ], attached=[
        ("confirmation", "Still no Lula for D18, her agent re-confirmed the pilot recall."),
    ]),
    dict(key=("production", "insurance broker", "-"), start="2025-10-20", tags=[], versions=[
        ("pellow hartigan", POS, "Insurance broker: Pellow Hartigan", ""),
        ("quillon and beck", POS, "Insurance broker: Quillon & Beck", "S"),
    ]),
    dict(key=("production", "insurer", "-"), start="2025-10-27", tags=["names-old-value"], versions=[
        ("ardent mutual", POS, "Production insurance: Ardent Mutual Production Cover", ""),
        ("tollgate specialty", POS, "Insurance switched from Ardent Mutual to Tollgate Specialty at renewal - Quillon & Beck got a better quote.", ""),
    ], attached=[
        ("confirmation", "Insurance remains with Tollgate Specialty, renewal docs signed."),
    ]),
    dict(key=("Brackwater District Council", "film officer", "-"), start="2025-11-10", tags=[], versions=[
        ("gwen ostrander", POS, "BDC film officer: Gwen Ostrander", ""),
        ("barnaby hesketh", POS, "Gwen O is on mat leave, so our film office contact at the council is Barnaby Hesketh for now.", ""),
    ]),
    dict(key=("drone operator", "day rate", "-"), start="2025-12-08", tags=[], versions=[
        ("650 GBP", POS, "Drone op day rate: \u00a3650", ""),
        ("720 GBP", POS, "Drone op day rate: \u00a3720", "S"),
    ], attached=[
        ("format_variant", "drone op = 720 quid a day"),
    ]),
    dict(key=("electrician", "day rate", "shoot days"), start="2025-12-01", tags=[], versions=[
        ("390 GBP", POS, "Spark day rate: \u00a3390 (10+1)", ""),
        ("415 GBP", POS, "Spark day rate: \u00a3415 (10+1)", "S"),
    ], attached=[
        ("format_variant", "sparks GBP415/day on shoot days"),
    ]),
    dict(key=("unit", "minibus supplier", "-"), start="2026-01-05", tags=[], versions=[
        ("tallis", POS, "Unit minibuses: Tallis Unit Vehicles (3x 16-seater)", ""),
        ("kerrow coaches", POS, "Minibuses swapped to Kerrow Coaches from Monday; Tallis drivers stay on the trucks.", ""),
    ]),
    dict(key=("Block 3", "tech recce date", "-"), start="2026-02-20", tags=["relative-date"], versions=[
        ("2026-03-05", POS, "Tech recce (block 3): Thu 5 Mar", "", "2026-02-20T11:30"),
        ("REL:next:Tue", POS, "Tech recce bumped to next Tuesday - Ines is on a camera test Thursday.", "", "2026-02-27T16:45"),
    ]),
    dict(key=("Eps 5-6", "read-through date", "-"), start="2026-03-20", tags=["relative-date"], versions=[
        ("2026-04-01", POS, "Read-through eps 5-6: Wed 1 Apr, production office, 10:00", "", "2026-03-20T10:10"),
        ("REL:next:Mon", POS, "read-through moving to next Monday, Maren's flight lands too late on the 1st", "", "2026-03-26T18:20"),
    ]),
    dict(key=("2nd unit", "beach plates shoot date", "-"), start="2026-03-02", tags=[], versions=[
        ("2026-03-13", POS, "2nd unit: Fri 13 Mar - beach plates, Stannet Sands", ""),
        ("2026-03-19", POS, "2nd unit pushed to Thu 19th, rain all weekend", ""),
    ]),
    dict(key=("production", "sound mixer", "-"), start="2025-11-24", tags=[], versions=[
        ("hal brigstock", POS, "Production sound mixer: Hal Brigstock", ""),
        ("yusuf tamber", POS, "Hal's gone to a job in Lisbon; new mixer from block 2 is Yusuf Tamber.", ""),
    ], attached=[
        ("confirmation", "Yusuf Tamber's staying on as our sound mixer, no change."),
    ]),
    dict(key=("camera dept", "DIT", "-"), start="2025-12-22", tags=[], versions=[
        ("marlon keele", POS, "DIT: Marlon Keele", ""),
        ("rosa imbert", POS, "swapped DIT - Keele's out, Rosa Imbert in from D16", ""),
    ]),
    dict(key=("shooting schedule", "shoot days", "-"), start="2025-11-03", tags=[], versions=[
        ("48", POS, "Schedule: 48 shoot days", ""),
        ("45", POS, "Schedule: 45 shoot days", "S"),
    ], attached=[
        ("format_variant", "Total shoot days - forty-five"),
    ]),
    dict(key=("principal photography", "wrap date", "-"), start="2025-12-01", tags=[], versions=[
        ("2026-04-24", POS, "Principal photography wrap: 24 April 2026", ""),
        ("2026-05-01", POS, "Wrap is now Fri 1 May - the flood sequence needs the extra days.", ""),
    ], attached=[
        ("format_variant", "PP wrap 01/05/26"),
    ]),
    dict(key=("production", "stunt coordinator", "-"), start="2025-12-08", tags=[], versions=[
        ("bryn talley", POS, "Stunt co-ord: Bryn Talley", ""),
        ("odile marchetti-ross", POS, "Bryn's injured his shoulder so Odile Marchetti-Ross is coordinating stunts for the rest of the shoot.", ""),
    ]),
    dict(key=("picture vehicles", "supplier", "-"), start="2025-12-15", tags=[], versions=[
        ("hessle classic hire", POS, "Picture cars: Hessle Classic Hire", ""),
        ("drovers motor props", POS, "Picture cars: Drover's Motor Props", "S"),
    ]),
    dict(key=("Brackwater Rugby Club", "crew parking", "-"), start="2026-01-12", tags=["negation"], versions=[
        ("crew parking available", POS, "Crew parking at Brackwater Rugby Club, main car park, enter off Dene Road.", ""),
        ("crew parking available", NEG, "We've lost the rugby club for crew parking - tournament through March. Don't send anyone there.", ""),
    ]),
    dict(key=("Theo Ashgrove", "costume fitting", "-"), start="2026-01-02", tags=[], versions=[
        ("2026-01-14 11:00", POS, "Theo Ashgrove costume fitting: Wed 14 Jan 11:00, costume dept, Corrow Yard", ""),
        ("2026-01-16 15:00", POS, "TA's fitting is now Fri 16th at 3pm, he's stuck in Leeds Wednesday", ""),
    ]),
    dict(key=("production office", "address", "-"), start="2025-10-13", tags=[], versions=[
        ("unit 4 corrow yard", POS, "Production office: Unit 4, Corrow Yard, Brackwater", ""),
        ("unit 7 corrow yard", POS, "We've moved the production office up to the mezzanine at Unit 7, Corrow Yard.", ""),
    ], attached=[
        ("elaboration", "Prod office is now Unit 7 Corrow Yard, mezzanine level - lift access round the back, door code changes weekly, post still comes to Unit 4 reception."),
    ]),
    dict(key=("production", "production accountant", "-"), start="2025-11-17", tags=["handover-other-subject"], versions=[
        ("fern castellane", POS, "Prod accountant: Fern Castellane", ""),
        ("niall brophy", POS, "Handover notes (Bex -> Jonah, Fri): accounts - Fern has handed over to Niall Brophy, he's production accountant from Monday. Separately, Tern's exec on the show is Leonie Sabbath; copy her on anything delivery.", ""),
    ]),
    dict(key=("production", "payroll company", "-"), start="2025-10-20", tags=[], versions=[
        ("tidemark payroll", POS, "Payroll: Tidemark Payroll Services", ""),
        ("sumner and vye", POS, "Payroll: Sumner & Vye Payroll", "S"),
    ]),
    dict(key=("camera dept", "acquisition format", "-"), start="2025-12-08", tags=[], versions=[
        ("prores 4444 4.5k open gate", POS, "Shooting format: 4.5K open gate, ProRes 4444 XQ", ""),
        ("arriraw 4.6k", POS, "From block 2 we're recording ARRIRAW 4.6K - Slipway asked for it for the flood VFX.", ""),
    ]),
    dict(key=("locations", "location manager", "-"), start="2025-11-10", tags=[], versions=[
        ("oskar brennagh", POS, "Location manager: Oskar Brennagh", ""),
        ("tess wyborne", POS, "Location manager: Tess Wyborne", "S"),
    ], attached=[
        ("confirmation", "Tess remains LM through wrap."),
    ]),
    dict(key=("Day 20", "weather cover", "-"), start="2026-02-02", tags=[], versions=[
        ("int vales car stage b", POS, "Weather cover (D20): INT Vale's car, Stage B", ""),
        ("int police station stage a", POS, "Weather cover for day 20 changed to INT police station on Stage A - car rig isn't ready.", ""),
    ]),
    dict(key=("police station EXT", "location", "-"), start="2025-12-01", tags=[], versions=[
        ("old magistrates court", POS, "Police station EXT: Old Magistrates Court, Oxley Cross", ""),
        ("brackwater library", POS, "The nick exteriors are now at the front of Brackwater Library - Magistrates Court sold.", ""),
    ], attached=[
        ("elaboration", "Police station EXT at Brackwater Library: front steps and car park only, library stays open so no blocking the entrance, room for 2 picture cars."),
    ]),
    dict(key=("Eps 5-6", "director", "-"), start="2025-11-24", tags=[], versions=[
        ("saoirse lindqvist", POS, "Ep5-6 director: Saoirse Lindqvist", ""),
        ("aled fenwick", POS, "Block 3 director has changed, Aled Fenwick is directing eps 5 & 6.", ""),
    ], attached=[
        ("elaboration", "Aled Fenwick (block 3 director): prep starts 2 Mar, shadowing D27-28, Cal is his 1st."),
    ]),
    dict(key=("post", "post supervisor", "-"), start="2026-02-16", tags=[], versions=[
        ("kit amundsen", POS, "Post sup: Kit Amundsen", ""),
        ("juno ferriday", POS, "Post sup: Juno Ferriday", "S"),
    ]),
    dict(key=("post", "colourist", "-"), start="2026-04-06", tags=[], versions=[
        ("teodor blaise", POS, "Colourist: Teodor Blaise (Slipway)", ""),
        ("mina castro-hale", POS, "Colourist: Mina Castro-Hale (Slipway)", "S"),
    ], attached=[
        ("confirmation", "Mina Castro-Hale still grading for us, Slipway confirmed."),
    ]),
    dict(key=("Ep1", "final mix", "-"), start="2026-06-15", tags=[], versions=[
        ("w/c 2026-08-17", POS, "Ep1 mix: Dub 1, Grainhouse Audio, w/c 17 Aug", ""),
        ("w/c 2026-08-24", POS, "Ep1 final mix slipped a week to w/c 24 Aug.", ""),
    ], attached=[
        ("elaboration", "Ep1 final mix w/c 24 Aug at Grainhouse Audio, Dub 1: premix Mon/Tue, playback for Tern Thu 2pm."),
    ]),
    dict(key=("Eps 3-4", "editor", "-"), start="2026-02-23", tags=[], versions=[
        ("arlo menzies", POS, "Editor eps 3-4: Arlo Menzies", ""),
        ("beatrix nyland", POS, "Arlo's off 3/4 - Beatrix Nyland cutting them from Monday.", ""),
    ]),
    dict(key=("unit", "transport captain", "-"), start="2025-12-08", tags=[], versions=[
        ("gary munt", POS, "Transport captain: Gary Munt", ""),
        ("shez dowling", POS, "Transport captain: Shez Dowling", "S"),
    ]),
    dict(key=("Block 2", "start date", "-"), start="2025-12-15", tags=[], versions=[
        ("2026-02-02", POS, "Block 2 starts: Mon 2 Feb 2026", ""),
        ("2026-02-09", POS, "block 2 start has slid a week, now 9 Feb", ""),
    ], attached=[
        ("format_variant", "Blk 2 commences 09.02.2026"),
    ]),
    dict(key=("main unit", "shooting day length", "-"), start="2026-02-23", tags=[], versions=[
        ("10+1", POS, "Shooting day: 10+1", ""),
        ("11+1", POS, "Going to 11+1 days for block 3, approved by Priya.", ""),
    ]),
]

# ---------------------------------------------------------------------------------------------
# STANDALONE labelled memories: (class, (subject, attribute, scope), value, polarity, date, text)
#   date "YYYY-MM-DD" gets a seeded time; "YYYY-MM-DDTHH:MM" is fixed (equal_time pairs).
#   multi_valued memories carry the value inside the attribute (each value is its own fact).
# ---------------------------------------------------------------------------------------------
STANDALONE = [
    # multi_valued
    ("multi_valued", ("Maren Calloway", "allergy=kiwi", "-"), "kiwi", POS, "2025-11-20", "Maren: allergic to kiwi - tell catering."),
    ("multi_valued", ("Maren Calloway", "allergy=penicillin", "-"), "penicillin", POS, "2026-01-09", "Maren C is also allergic to penicillin, unit medic is aware."),
    ("multi_valued", ("Maren Calloway", "allergy=latex", "-"), "latex", POS, "2026-02-12", "Another allergy for our DI Vale: latex. MU to use nitrile gloves only."),
    ("multi_valued", ("Theo Ashgrove", "emergency contact=dana ashgrove", "-"), "dana ashgrove", POS, "2025-11-26", "Theo Ashgrove emergency contact: Dana Ashgrove (sister), 07700 900418"),
    ("multi_valued", ("Theo Ashgrove", "emergency contact=ross vell", "-"), "ross vell", POS, "2026-01-21", "add a second emergency contact for Theo - partner Ross Vell, 07700 900733"),
    ("multi_valued", ("Theo Ashgrove", "emergency contact=ravi manders", "-"), "ravi manders", POS, "2026-03-04", "TA's agent Ravi should also be on his emergency contacts, per Brightwater."),
    ("multi_valued", ("Block 3", "site=cullen moor lay-by", "-"), "cullen moor lay-by", POS, "2026-02-18", "Block 3 locations: Cullen Moor lay-by (EXT road)"),
    ("multi_valued", ("Block 3", "site=oxley cross baths", "-"), "oxley cross baths", POS, "2026-02-25", "added Oxley Cross baths to the block 3 location list"),
    ("multi_valued", ("Block 3", "site=stannet old pier", "-"), "stannet old pier", POS, "2026-03-03", "One more for block 3: the old pier at Stannet, Tess is sorting the permit."),
    ("multi_valued", ("Ep5", "VFX vendor=pellucid vfx", "-"), "pellucid vfx", POS, "2026-04-14", "Ep5 VFX vendor: Pellucid VFX (flood shots)"),
    ("multi_valued", ("Ep5", "VFX vendor=gillyflower fx", "-"), "gillyflower fx", POS, "2026-05-05", "Also awarding Ep5 sky replacements to Gillyflower FX."),
    ("multi_valued", ("Ep5", "VFX vendor=null meridian", "-"), "null meridian", POS, "2026-05-26", "Another vendor on ep 5 now - Null Meridian Studio for the cleanup."),
    # scope_disjoint
    ("scope_disjoint", ("Day 15", "unit call", "-"), "06:30", POS, "2026-01-21", "CS Day 15 - Unit call: 06:30"),
    ("scope_disjoint", ("Day 14", "unit call", "2nd unit"), "08:00", POS, "2026-01-23", "2nd unit on D14: call 08:00 at the quay."),
    ("scope_disjoint", ("Block 2", "unit base", "-"), "mossbank depot", POS, "2026-01-16", "Base for block 2: Mossbank depot yard, off Mossbank Road."),
    ("scope_disjoint", ("main unit catering", "rate per head per day", "crowd days"), "9.80 GBP", POS, "2026-02-03", "SA catering on crowd days: \u00a39.80 a head (packed lunch)."),
    ("scope_disjoint", ("Ep1", "delivery date", "international"), "2026-11-20", POS, "2026-06-22", "Ep1 international version delivery: 20 Nov 2026"),
    ("scope_disjoint", ("Cullen Moor", "drone permission", "-"), "drone ops permitted", POS, "2026-02-10", "Drone's fine at Cullen Moor, landowner OK'd it."),
    ("scope_disjoint", ("Harbour Row", "night filming permit", "-"), "night filming permitted", POS, "2026-01-14", "Night filming on Harbour Row approved to 02:00."),
    ("scope_disjoint", ("2nd unit", "1st AD", "-"), "tamsin oyelaran", POS, "2026-01-27", "2nd unit 1st AD: Tamsin Oyelaran"),
    ("scope_disjoint", ("camera dept", "DoP", "block 1"), "ines varga-holm", POS, "2025-12-17", "Block 1 DoP: Ines Varga-Holm"),
    ("scope_disjoint", ("electrician", "day rate", "prep days"), "320 GBP", POS, "2025-12-05", "Spark rate on prep days: \u00a3320"),
    ("scope_disjoint", ("Day 21", "catering numbers", "-"), "85", POS, "2026-02-11", "D21 catering numbers: 85"),
    ("scope_disjoint", ("2nd unit", "gaffer", "-"), "deano craske", POS, "2026-01-19", "2nd unit gaffer: Deano Craske"),
    # different_subject
    ("different_subject", ("Lula Perrin-Shaw", "agent", "-"), "saskia dunleavy", POS, "2025-11-28", "Lula Perrin-Shaw - agent: Saskia Dunleavy, Carver & Lisle"),
    ("different_subject", ("Femi Arkwright", "agent", "-"), "imogen tesh", POS, "2025-11-06", "Femi Arkwright (DS Kite's partner) is with Imogen Tesh at Tesh Associates."),
    ("different_subject", ("Ep5", "episode status", "-"), "offline", POS, "2026-05-12", "Ep5 status: in offline"),
    ("different_subject", ("Ep2", "delivery date", "domestic"), "2026-10-14", POS, "2026-06-24", "Ep2 delivery to Tern: 14 Oct 2026"),
    ("different_subject", ("Ep4", "edit suite", "-"), "slipway suite 4", POS, "2026-05-06", "Edit: Ep4 - Slipway Post, Suite 4"),
    ("different_subject", ("crew", "hotel", "block 2"), "gull and anchor", POS, "2026-01-28", "Crew hotel for blk 2: The Gull & Anchor, Stannet"),
    ("different_subject", ("make-up and hair (Halberd feature)", "HoD", "-"), "simone achterberg", POS, "2026-01-30", "Simone Achterberg is MU HoD on the Halberd feature."),
    ("different_subject", ("Eps 5-6", "editor", "-"), "arlo menzies", POS, "2026-03-11", "Editor eps 5-6: Arlo Menzies"),
    ("different_subject", ("Kite house INT", "location", "-"), "stage b build", POS, "2026-02-04", "Kite's flat interiors will be a build on Stage B too."),
    ("different_subject", ("Theo Ashgrove", "availability", "Day 18"), "available", POS, "2026-01-07", "Theo available for D18, Brightwater confirmed."),
    ("different_subject", ("Eps 1-2", "director", "-"), "saoirse lindqvist", POS, "2025-11-25", "Ep1-2 director: Saoirse Lindqvist"),
    ("different_subject", ("Ep3", "final mix", "-"), "w/c 2026-08-24", POS, "2026-06-17", "Ep3 mix: Dub 1, Grainhouse Audio, w/c 24 Aug"),
    # static
    ("static", ("Halberd Lane Pictures", "company number", "-"), "11482907", POS, "2025-10-14", "Halberd Lane Pictures Ltd - company no. 11482907"),
    ("static", ("Halberd Lane Pictures", "company number", "-"), "11482907", POS, "2026-03-02", "HLP Ltd, Co. No. 11 482 907 (for the insurance form)"),
    ("static", ("Halberd Lane Pictures", "founding year", "-"), "2011", POS, "2025-10-15", "Halberd Lane was set up in 2011 by Delphine Okafor-Reyes."),
    ("static", ("Halberd Lane Pictures", "founding year", "-"), "2011", POS, "2026-04-20", "HLP - est. 2011"),
    ("static", ("Maren Calloway", "date of birth", "-"), "1988-02-03", POS, "2025-11-04", "Maren Calloway DOB 03/02/1988"),
    ("static", ("Maren Calloway", "date of birth", "-"), "1988-02-03", POS, "2026-01-29", "Maren's birthday is 3 Feb (b. 1988) - cake on set?"),
    ("static", ("The Saltmarsh Ledger", "production number", "-"), "hlp-0417", POS, "2025-10-13", "Prod no. HLP-0417 (The Saltmarsh Ledger)"),
    ("static", ("The Saltmarsh Ledger", "episode count", "-"), "6 x 60", POS, "2025-10-16", "TSL is 6 x 60' for Tern."),
    ("static", ("Halberd Lane Pictures", "VAT number", "-"), "gb318447290", POS, "2025-10-21", "VAT reg: GB 318 4472 90"),
    ("static", ("Corrow Yard Stage B", "floor dimensions", "-"), "38x24 m", POS, "2025-11-12", "Stage B at Corrow Yard: 38m x 24m floor, 11m to grid."),
    ("static", ("Theo Ashgrove", "Equity number", "-"), "m-0448172", POS, "2025-11-18", "Theo Ashgrove - Equity no. M-0448172"),
    ("static", ("The Saltmarsh Ledger", "commissioning reference", "-"), "tn/dr/2291", POS, "2025-10-22", "Tern commissioning ref: TN/DR/2291"),
    # membership
    ("membership", ("safety committee", "member=nadia sorell", "-"), "nadia sorell", POS, "2026-01-13", "Nadia Sorell is on the safety committee (with Priya and Shez)."),
    ("membership", ("MU dailies pool", "member=keziah brandt", "-"), "keziah brandt", POS, "2025-12-10", "Adding Keziah Brandt to the MU dailies pool."),
    ("membership", ("locations team", "member=tess wyborne", "block 3"), "tess wyborne", POS, "2026-02-19", "Tess Wyborne joined the locations team for block 3."),
    ("membership", ("pickup unit", "member=hal brigstock", "-"), "hal brigstock", POS, "2026-04-28", "Hal Brigstock is on the pickup unit crew list."),
    ("membership", ("call sheet distribution", "member=jonah tilley", "-"), "jonah tilley", POS, "2025-11-05", "Jonah Tilley added to the call sheet distribution list."),
    ("membership", ("sound dept group", "member=yusuf tamber", "-"), "yusuf tamber", POS, "2026-01-22", "Yusuf Tamber's in the sound dept WhatsApp group now."),
    ("membership", ("Halberd DoP pool", "member=lorcan abney", "-"), "lorcan abney", POS, "2026-02-06", "Lorcan Abney has joined the Halberd DoP pool (alongside Ines)."),
    ("membership", ("sc 88 stunt rehearsal group", "member=femi arkwright", "-"), "femi arkwright", POS, "2026-03-17", "Femi Arkwright is part of the stunt rehearsal group for sc 88."),
    ("membership", ("Slipway editors rota", "member=beatrix nyland", "-"), "beatrix nyland", POS, "2026-03-05", "Beatrix Nyland added to the Slipway editors' rota."),
    ("membership", ("unit transport roster", "member=kerrow coaches drivers", "-"), "kerrow coaches drivers", POS, "2026-01-15", "Kerrow Coaches drivers are on the unit transport roster as well."),
    ("membership", ("stunt team", "member=marcus vey", "-"), "marcus vey", POS, "2026-02-26", "Odile's team: added Marcus Vey as Theo's stunt double."),
    ("membership", ("insurance claims group", "member=bex marlowe", "-"), "bex marlowe", POS, "2025-12-03", "Bex added to the insurance claims email group."),
    # equal_time (pairs at one order time)
    ("equal_time", ("sc 41", "location", "-"), "brackwater lido", POS, "2026-01-29T14:20", "Sc 41: Brackwater Lido"),
    ("equal_time", ("sc 41", "location", "-"), "oxley cross baths", POS, "2026-01-29T14:20", "sc 41 is at Oxley Cross baths"),
    ("equal_time", ("Day 12", "costume truck parking", "-"), "behind the chapel", POS, "2026-01-09T08:05", "D12 costume truck: park behind the chapel"),
    ("equal_time", ("Day 12", "costume truck parking", "-"), "quay car park", POS, "2026-01-09T08:05", "Costume truck D12 - quay car park, bay 3"),
    ("equal_time", ("Day 40", "unit call", "-"), "07:30", POS, "2026-04-10T18:30", "CS Day 40 - Unit call: 07:30"),
    ("equal_time", ("Day 40", "unit call", "-"), "08:00", POS, "2026-04-10T18:30", "D40 call 08:00"),
    ("equal_time", ("unit", "walkie supplier", "-"), "channel nine comms", POS, "2025-12-12T10:40", "Walkies: Channel Nine Comms (40 sets)"),
    ("equal_time", ("unit", "walkie supplier", "-"), "beacon radio hire", POS, "2025-12-12T10:40", "walkies coming from Beacon Radio Hire"),
    ("equal_time", ("Ep5", "ADR suite", "-"), "slipway suite 1", POS, "2026-06-03T15:00", "Ep5 ADR: Slipway Suite 1"),
    ("equal_time", ("Ep5", "ADR suite", "-"), "slipway suite 3", POS, "2026-06-03T15:00", "ep5 ADR booked in Suite 3 at Slipway"),
    ("equal_time", ("sc 88", "crowd count", "-"), "40", POS, "2026-03-12T09:50", "Sc 88 crowd: 40 SAs"),
    ("equal_time", ("sc 88", "crowd count", "-"), "60", POS, "2026-03-12T09:50", "sc 88 needs 60 supporting artists"),
    # unrelated
    ("unrelated", ("-", "chatter", "1"), "-", POS, "2025-11-19", "Cake in the production office for Jonah's birthday, 4pm!"),
    ("unrelated", ("-", "chatter", "2"), "-", POS, "2025-12-04", "whoever borrowed the office label printer pls bring it back"),
    ("unrelated", ("-", "chatter", "3"), "-", POS, "2026-01-15", "Great rushes yesterday everyone, the harbour stuff looks gorgeous"),
    ("unrelated", ("-", "chatter", "4"), "-", POS, "2026-01-27", "anyone got a spare HDMI to USB-C? asking for the DIT cart"),
    ("unrelated", ("-", "chatter", "5"), "-", POS, "2026-02-05", "Lost property at base: blue fleece, size M, in the green room."),
    ("unrelated", ("-", "chatter", "6"), "-", POS, "2026-02-17", "Kettle in the office has died again, new one ordered."),
    ("unrelated", ("-", "chatter", "7"), "-", POS, "2026-03-10", "FYI fire alarm test at 11 on Wed, ignore it"),
    ("unrelated", ("-", "chatter", "8"), "-", POS, "2026-04-30", "Wrap drinks Friday?? first round's on Delphine apparently"),
    ("unrelated", ("-", "chatter", "9"), "-", POS, "2026-02-20", "Thanks all for a smooth unit move today, well done transport."),
    ("unrelated", ("-", "chatter", "10"), "-", POS, "2026-03-18", "Printer's out of toner, use the one in accounts for now."),
    ("unrelated", ("-", "chatter", "11"), "-", POS, "2026-03-25", "Please keep the green room tidy, it's been rough this week."),
    ("unrelated", ("-", "chatter", "12"), "-", POS, "2026-05-08", "Lovely card from the Stannet harbour master, it's on the noticeboard."),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
WEEKDAYS = {"Mon": 0, "Tue": 1, "Wed": 2, "Thu": 3, "Fri": 4, "Sat": 5, "Sun": 6}


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_fixed(s):
    return dt.datetime.strptime(s, "%Y-%m-%dT%H:%M")


def seeded_time(rng, day):
    return day.replace(hour=rng.randint(7, 19), minute=rng.randint(0, 59), second=0)


def resolve_relative(value, t):
    # "REL:next:<Weekday>" = the first such weekday strictly after the order date
    _, _, wd = value.split(":")
    d = t.date() + dt.timedelta(days=1)
    while d.weekday() != WEEKDAYS[wd]:
        d += dt.timedelta(days=1)
    return d.isoformat()


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: key, value, pol, t, text, label, fam, ver, flag, tags

    for fi, fam in enumerate(FAMILIES):
        day = dt.datetime.strptime(fam["start"], "%Y-%m-%d")
        t_prev = None
        for vi, v in enumerate(fam["versions"]):
            value, pol, text, flag = v[:4]
            if len(v) > 4:
                t = parse_fixed(v[4])
            elif t_prev is None:
                t = seeded_time(rng, day)
            else:
                t = seeded_time(rng, t_prev + dt.timedelta(days=rng.randint(2, 12)))
            if value.startswith("REL:"):
                value = resolve_relative(value, t)
            mems.append(dict(key=fam["key"], value=value, pol=pol, t=t, text=text, label=None,
                             fam=fi, ver=vi + 1, flag=flag, tags=fam["tags"]))
            t_prev = t
        last = mems[-1]
        for cls, text in fam.get("attached", []):
            t = seeded_time(rng, t_prev + dt.timedelta(days=rng.randint(1, 10)))
            mems.append(dict(key=fam["key"], value=last["value"], pol=last["pol"], t=t, text=text,
                             label=cls, fam=fi, ver=None, flag="", tags=[]))
            t_prev = t

    for cls, key, value, pol, date, text in STANDALONE:
        if "T" in date:
            t = parse_fixed(date)
        else:
            t = seeded_time(rng, dt.datetime.strptime(date, "%Y-%m-%d"))
        mems.append(dict(key=key, value=value, pol=pol, t=t, text=text, label=cls,
                         fam=None, ver=None, flag="", tags=[]))

    # backfilled (observed_at + created_at in one import session) or live (created_at only)
    for m in mems:
        m["backfilled"] = rng.random() < 0.75
    session = [m for m in mems if m["backfilled"]]
    rng.shuffle(session)
    c = IMPORT_START
    for m in session:
        c = c + dt.timedelta(seconds=rng.randint(1, 4))
        m["created"] = c
        m["observed"] = m["t"]
    for m in mems:
        if not m["backfilled"]:
            m["created"] = m["t"]
            m["observed"] = None

    # ids in a shuffled order, file order shuffled again
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        mems[i]["id"] = "%s-%03d" % (PREFIX, n + 1)
    file_order = list(range(len(mems)))
    rng.shuffle(file_order)

    pairs = compute_truth(mems)
    check(mems, pairs, session)
    return mems, pairs, file_order, session


def compute_truth(mems):
    groups = {}
    for m in mems:
        groups.setdefault(m["key"], []).append(m)
    pairs = []
    for key, g in groups.items():
        for m in g:
            newer = [n for n in g if n["t"] > m["t"] and (n["value"], n["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            tmin = min(n["t"] for n in newer)
            first = [n for n in newer if n["t"] == tmin]
            assert len(first) == 1, ("ambiguous replacement", key)
            r = first[0]
            pairs.append(dict(expired=m, repl=r, reason="negation" if r["pol"] != m["pol"] else "value"))
    pairs.sort(key=lambda p: (p["expired"]["id"], p["repl"]["id"]))
    return pairs


def check(mems, pairs, session):
    in_pair = set()
    for p in pairs:
        in_pair.add(id(p["expired"]))
        in_pair.add(id(p["repl"]))
    for m in mems:
        if m["label"]:
            assert id(m) not in in_pair, ("labelled memory in a pair", m["text"])
        else:
            assert id(m) in in_pair, ("unlabelled memory in no pair", m["text"])
    # order times within a key distinct, except equal_time
    groups = {}
    for m in mems:
        groups.setdefault(m["key"], []).append(m)
    for key, g in groups.items():
        ts = [m["t"] for m in g]
        if len(set(ts)) != len(ts):
            assert all(m["label"] == "equal_time" for m in g), ("equal order times", key)
            assert len(g) == 2 and g[0]["value"] != g[1]["value"], key
    # attached labelled memories after the last version, same value + polarity
    for fi, fam in enumerate(FAMILIES):
        vs = [m for m in mems if m["fam"] == fi and m["label"] is None]
        att = [m for m in mems if m["fam"] == fi and m["label"] is not None]
        lastv = max(vs, key=lambda m: m["t"])
        for a in att:
            assert a["t"] > lastv["t"] and a["value"] == lastv["value"] and a["pol"] == lastv["pol"], a["text"]
        assert len(vs) >= 2
    # standalone (non-attached) keys never touch a family key
    fam_keys = {fam["key"] for fam in FAMILIES}
    for m in mems:
        if m["fam"] is None:
            assert m["key"] not in fam_keys, ("standalone on a family key", m["key"])
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    for m in mems:
        assert m["created"] < LIMIT and m["t"] < LIMIT
        if m["backfilled"]:
            assert m["observed"] < m["created"] and m["observed"] < LAST_OBSERVED
    assert session[-1]["created"] - session[0]["created"] < dt.timedelta(hours=1)
    assert session[0]["created"].date() == session[-1]["created"].date()
    # relative dates derivable from the order time
    for m in mems:
        if "relative-date" in m["tags"] and m["ver"] == 2:
            assert m["value"] > m["t"].date().isoformat()
    # class counts
    for cls in CLASSES:
        assert sum(1 for m in mems if m["label"] == cls) == 12, cls


def stats(mems, pairs, session):
    out = []
    n_val = sum(1 for p in pairs if p["reason"] == "value")
    n_neg = sum(1 for p in pairs if p["reason"] == "negation")
    sizes = {}
    for fi, fam in enumerate(FAMILIES):
        n = len(fam["versions"])
        sizes[n] = sizes.get(n, 0) + 1
    same = sum(1 for p in pairs if p["repl"]["flag"] == "S")
    out.append("%-34s %d" % ("memories", len(mems)))
    out.append("%-34s %d" % ("  backfilled (observed_at)", len(session)))
    out.append("%-34s %d" % ("  live (created_at only)", len(mems) - len(session)))
    out.append("%-34s %d" % ("changing families", len(FAMILIES)))
    for n in sorted(sizes):
        out.append("%-34s %d" % ("  with %d versions" % n, sizes[n]))
    out.append("%-34s %d" % ("family versions (unlabelled)", sum(1 for m in mems if not m["label"])))
    out.append("%-34s %d" % ("true pairs", len(pairs)))
    out.append("%-34s %d" % ("  value", n_val))
    out.append("%-34s %d" % ("  negation", n_neg))
    out.append("%-34s %d / %d (%.0f%%)" % ("  replacements reworded", len(pairs) - same, len(pairs),
                                          100.0 * (len(pairs) - same) / len(pairs)))
    out.append("%-34s %d" % ("labelled negatives", sum(1 for m in mems if m["label"])))
    for cls in CLASSES:
        out.append("%-34s %d" % ("  " + cls, sum(1 for m in mems if m["label"] == cls)))
    tagcount = {}
    for fam in FAMILIES:
        for t in fam["tags"]:
            tagcount[t] = tagcount.get(t, 0) + 1
    for t in ["move-back", "interior-confirmation", "negation", "negation-restart", "names-old-value",
              "relative-date", "unit-change", "handover-other-subject"]:
        out.append("%-34s %d" % ("families tagged " + t, tagcount.get(t, 0)))
    out.append("%-34s %s .. %s" % ("import session", rfc(session[0]["created"]), rfc(session[-1]["created"])))
    return "\n".join(out)


def listing(mems):
    rows = []
    for m in sorted(mems, key=lambda m: (m["key"], m["t"], m["id"])):
        rows.append("\t".join([
            m["id"], rfc(m["t"]), m["label"] or "-", " | ".join(m["key"]), m["value"],
            "+" if m["pol"] > 0 else "-", "backfilled" if m["backfilled"] else "live",
            ",".join(m["tags"]) if m["label"] is None else "",
        ]))
    return "\n".join(rows)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, pairs, file_order, session = build()
    if argv == ["--stats"]:
        print(stats(mems, pairs, session))
        return 0
    if argv == ["--list"]:
        print(listing(mems))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for i in file_order:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
            if m["backfilled"]:
                o["observed_at"] = rfc(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for p in pairs:
            f.write(json.dumps({"expired_id": p["expired"]["id"], "replacement_id": p["repl"]["id"],
                                "reason": p["reason"]}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
