#!/usr/bin/env python3
"""Blind labelled supersession data set r51: a small plumbing & heating firm's job book and office notes.

python3 gen.py          writes memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  prints counts, writes nothing
python3 gen.py --list   prints every memory, writes nothing

Truth is computed from the tables below (fact key, value key, polarity, order time), never from the text.
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 5151
PREFIX = "r51-"
SESSION_START = dt.datetime(2026, 11, 18, 19, 30, 0, tzinfo=dt.timezone.utc)
LIMIT = dt.datetime(2026, 12, 1, 0, 0, 0, tzinfo=dt.timezone.utc)
BACKFILL_P = 0.75

# ---------------------------------------------------------------------------------------------------------
# FAMILIES: changing facts. key = (subject, attribute, scope).
# versions: (order time, value key, polarity, shape, text)
#   shape: new = first version, rw = reworded replacement, sw = same record line with the value swapped,
#          ic = interior confirmation (same value and polarity re-stated inside the chain)
# att: labelled memories attached after the last version (they carry its value and polarity):
#   (order time, class, text)
# tags: hard-case tags, checked against the versions where they can be.
# ---------------------------------------------------------------------------------------------------------
FAMILIES = [
    dict(fid="F01", key=("job J5102", "booked slot", "-"), tags={"reldate"}, v=[
        ("2026-03-02 08:40", "2026-03-12 am", "+", "new", "J5102 - Mrs Dunmore, 14 Gorse Ln, no HW, Sunny Thu 12/3 am"),
        ("2026-03-06 11:05", "2026-03-10 am", "+", "rw", "Mrs Dunmore rang, can't do the Thursday - put her in for next Tuesday morning instead, Sunny knows"),
    ], att=[]),
    dict(fid="F02", key=("job J5117", "status", "-"), tags=set(), v=[
        ("2025-10-06 10:12", "awaiting part", "+", "new", "J5117 Hardacre, 3 Tanners Row - PRV on the cylinder weeping. Status: awaiting part"),
        ("2025-10-09 15:30", "booked", "+", "rw", "PRV for Tanners Row came in, J5117's booked now"),
        ("2025-10-13 16:45", "complete", "+", "sw", "J5117 Hardacre, 3 Tanners Row - PRV on the cylinder weeping. Status: complete"),
    ], att=[]),
    dict(fid="F03", key=("job J5140", "engineer", "-"), tags={"handover"}, v=[
        ("2026-01-12 09:10", "tomasz", "+", "new", "J5140 KHS - rads cold upstairs, 2nd floor, TW Wed"),
        ("2026-01-13 17:20", "ifeoma", "+", "rw", "Handover Tom > Ife: the surgery job (J5140) is yours now. Upstairs rads cold, I reckon it's the pump on the 2nd circuit. Also Rod's van is at Pellow's garage till Thurs so he's in the spare"),
    ], att=[]),
    dict(fid="F04", key=("Mrs Dunmore", "boiler model", "-"), tags={"names_old"}, v=[
        ("2025-02-18 14:00", "caldera pro 24c", "+", "new", "Cust: Mrs P Dunmore\nAddr: 14 Gorse Lane, Wrensfield\nBoiler: Caldera Pro 24c (combi), 2009\nLast svc: 11/02/2025"),
        ("2026-03-19 15:40", "thermavex 30i", "+", "rw", "Mrs Dunmore's new boiler is in - swapped the old Caldera 24c for a Thermavex 30i"),
    ], att=[
        ("2026-04-02 10:15", "elaboration", "Gorse Ln Thermavex 30i: fitted in the airing cupboard, mag filter on the return, 10 yr warranty registered"),
    ]),
    dict(fid="F05", key=("Mr Hardacre", "next service due", "-"), tags={"interior"}, v=[
        ("2025-03-04 11:00", "2026-03", "+", "new", "Cust: HAR02 - Mr A Hardacre\nAddr: 3 Tanners Row, Mardle Green\nBoiler: Caldera Pro 28c\nNext due: 03/2026"),
        ("2025-10-13 16:50", "2026-03", "+", "ic", "While I was at Hardacre's for the PRV - he's still down for his service in March"),
        ("2026-03-09 12:30", "2027-03", "+", "rw", "Serviced Mr Hardacre's boiler this morning, next one due March '27"),
    ], att=[
        ("2026-04-20 09:00", "format_variant", "HAR02 next svc 03/27"),
    ]),
    dict(fid="F06", key=("call-out fee", "price", "normal hours"), tags=set(), v=[
        ("2025-01-08 09:00", "65", "+", "new", "Call-out: £65 (includes first 30 min)"),
        ("2025-09-01 08:30", "72", "+", "sw", "Call-out: £72 (includes first 30 min)"),
        ("2026-04-01 08:15", "78", "+", "rw", "Gideon's put the call-out up again - seventy-eight quid from today, first half hour still included"),
    ], att=[
        ("2026-05-12 14:10", "format_variant", "C/O fee 78.00 GBP incl. 30 mins"),
    ]),
    dict(fid="F07", key=("labour rate", "price", "engineer"), tags=set(), v=[
        ("2025-01-08 09:05", "52", "+", "new", "Labour rate £52/hr"),
        ("2025-09-01 08:35", "56", "+", "rw", "Hourly's gone to £56, Gideon signed it off this morning"),
        ("2026-04-01 08:20", "58", "+", "sw", "Labour rate £58/hr"),
    ], att=[
        ("2026-06-01 09:40", "confirmation", "Labour rate unchanged at £58 an hour - went through it at Monday's meeting"),
    ]),
    dict(fid="F08", key=("boiler service", "price", "standard combi"), tags=set(), v=[
        ("2025-01-08 09:10", "89", "+", "new", "Boiler service (std combi): £89"),
        ("2025-09-01 08:40", "95", "+", "sw", "Boiler service (std combi): £95"),
    ], att=[]),
    dict(fid="F09", key=("copper tube & fittings", "merchant", "-"), tags={"moveback", "names_old"}, v=[
        ("2025-01-20 10:00", "millstream", "+", "new", "Copper tube & fittings: Millstream Plumb Centre (acct MPC-44810)"),
        ("2025-06-16 13:15", "ferncastle", "+", "rw", "moved our copper order from Millstream to Ferncastle, they're 8% under on 15 and 22mm"),
        ("2025-12-01 10:30", "millstream", "+", "rw", "Back to Millstream for copper - Ferncastle shorted us three weeks running"),
    ], att=[
        ("2026-02-10 12:05", "confirmation", "copper still coming from Millstream, no change there"),
    ]),
    dict(fid="F10", key=("public liability", "insurer", "-"), tags={"moveback"}, v=[
        ("2025-01-06 09:30", "harbourstone", "+", "new", "Public liability: Harbourstone Mutual, policy HM-PL-220931, renews Jan"),
        ("2026-01-05 10:00", "sable rock", "+", "rw", "Renewed PL with Sable Rock this year (policy SR/77120/PL) - saved about £300"),
        ("2026-11-09 14:20", "harbourstone", "+", "rw", "PL insurer is Harbourstone Mutual again - Gideon moved it back, Sable Rock wanted 40% more"),
    ], att=[
        ("2026-11-12 11:30", "elaboration", "Harbourstone PL: £5m cover, new policy HM-PL-301877, cert pinned up in the office"),
    ]),
    dict(fid="F11", key=("out-of-hours calls", "answering service", "-"), tags={"interior"}, v=[
        ("2025-02-03 08:50", "quietline", "+", "new", "Out of hours calls go to Quietline - they text whoever's on call"),
        ("2025-08-04 09:10", "quietline", "+", "ic", "Quietline contract renewed for another 12 months"),
        ("2026-02-02 09:00", "bellhaven", "+", "rw", "We've dropped Quietline. OOH divert switched over to Bellhaven Call Handling this morning"),
    ], att=[
        ("2026-03-16 08:20", "confirmation", "OOH still going through Bellhaven - tested it Sunday night, text came through to Rod in 2 min"),
    ]),
    dict(fid="F12", key=("office", "opening hours", "weekdays"), tags=set(), v=[
        ("2025-01-06 09:00", "08:00-16:30", "+", "new", "Office: Mon-Fri 8:00-16:30"),
        ("2025-11-03 09:20", "08:30-17:00", "+", "rw", "Bernie's doing half 8 till 5 from now on, so those are the office hours - tell customers"),
    ], att=[
        ("2025-11-20 10:00", "format_variant", "Office hours 08:30–17:00 weekdays"),
    ]),
    dict(fid="F13", key=("Rhodri's van", "registration", "-"), tags=set(), v=[
        ("2025-03-10 08:00", "WK67 RNZ", "+", "new", "V1 (Rod) - WK67 RNZ - Transit LWB"),
        ("2026-01-26 16:00", "FH23 LOX", "+", "rw", "Rod's new van's on the fleet, reg FH23 LOX"),
    ], att=[
        ("2026-02-20 13:00", "elaboration", "FH23 LOX is Rod's - long wheelbase, racking nearside, press tool lives under the passenger seat"),
    ]),
    dict(fid="F14", key=("Sunniva", "patch", "weekdays"), tags=set(), v=[
        ("2025-04-07 09:00", "north", "+", "new", "Sunny: north patch (Wrensfield, Mardle Green, Hobb's Cross)"),
        ("2025-10-06 08:05", "south", "+", "rw", "Sunniva moves to the south side from today - Cotterill, Pennock, Saltmarsh End"),
    ], att=[
        ("2026-01-19 08:45", "confirmation", "Sunny remains on the south patch, no change for the new year"),
    ]),
    dict(fid="F15", key=("Ifeoma", "working days", "term time"), tags=set(), v=[
        ("2025-04-07 09:10", "mon-thu", "+", "new", "IB works Mon-Thu"),
        ("2026-03-02 09:00", "mon-fri", "+", "sw", "IB works Mon-Fri"),
    ], att=[
        ("2026-05-04 08:30", "confirmation", "Ife still Mon-Fri"),
    ]),
    dict(fid="F16", key=("Callum", "college day", "-"), tags={"moveback"}, v=[
        ("2025-09-08 08:00", "wednesday", "+", "new", "Callum at college Weds (day release, Wrenfold)"),
        ("2026-01-12 08:10", "thursday", "+", "rw", "Cal's day release has changed to Thursdays"),
        ("2026-04-20 08:05", "wednesday", "+", "rw", "Apprentice is back to college on Wednesdays"),
    ], att=[]),
    dict(fid="F17", key=("Old Bakehouse", "LGSR due", "flat 2"), tags=set(), v=[
        ("2025-04-14 10:00", "2026-04-18", "+", "new", "Property: Old Bakehouse, Flat 2\nLandlord: Mr Y Telford\nLGSR due: 18/04/2026"),
        ("2026-04-10 15:00", "2027-04-10", "+", "sw", "Property: Old Bakehouse, Flat 2\nLandlord: Mr Y Telford\nLGSR due: 10/04/2027"),
    ], att=[]),
    dict(fid="F18", key=("Kestrel House Surgery boiler", "warranty", "-"), tags={"negation"}, v=[
        ("2025-05-19 11:00", "warranty", "+", "new", "Kestrel House Surgery boiler: 7 yr warranty, registered (exp 2031)"),
        ("2026-02-16 14:30", "warranty", "-", "rw", "Warranty on the surgery boiler's void - someone's fitted a non-approved pump on it, manufacturer won't touch it"),
    ], att=[]),
    dict(fid="F19", key=("Mrs Blakeborough", "service plan", "-"), tags={"negation", "restart"}, v=[
        ("2025-02-24 10:30", "service plan", "+", "new", "Cust: Mrs E Blakeborough\nAddr: 51 Orchard Close, Cotterill\nPlan: annual service plan, £12/mo DD"),
        ("2025-07-14 11:45", "service plan", "-", "rw", "Mrs B has cancelled her service plan, DD stopped"),
        ("2026-01-19 10:20", "service plan", "+", "rw", "Mrs Blakeborough rejoined the service plan - she missed us over the winter"),
    ], att=[
        ("2026-03-02 10:40", "confirmation", "Mrs Blakeborough's DD came through fine this month, she's still on the plan"),
    ]),
    dict(fid="F20", key=("Fox & Lantern", "maintenance contract", "-"), tags={"negation", "restart"}, v=[
        ("2025-03-03 10:45", "maintenance contract", "+", "new", "Fox & Lantern: kitchen + cellar maintenance contract, quarterly visits"),
        ("2025-08-18 09:30", "maintenance contract", "-", "rw", "The Fox have ended our maintenance contract, new owners are going with the brewery's lot"),
        ("2026-02-23 12:00", "maintenance contract", "+", "rw", "Fox & Lantern signed back up with us, kitchen and cellar, same quarterly arrangement"),
    ], att=[]),
    dict(fid="F21", key=("Cedarlea Care Home", "credit account", "-"), tags={"negation", "restart"}, v=[
        ("2025-01-13 10:50", "30-day account", "+", "new", "Cedarlea Care Home - 30 day account"),
        ("2025-06-09 14:15", "30-day account", "-", "rw", "Cedarlea off account: pro forma only until the arrears are cleared (BQ)"),
        ("2025-09-15 10:40", "30-day account", "+", "rw", "Cedarlea paid up, back on 30-day terms"),
    ], att=[]),
    dict(fid="F22", key=("Halloran Lettings", "approved contractor", "-"), tags={"negation", "restart"}, v=[
        ("2025-02-10 09:45", "approved list", "+", "new", "We're on Halloran Lettings' approved contractor list"),
        ("2025-07-28 15:10", "approved list", "-", "rw", "Halloran have taken us off their approved list after the Quayside callback"),
        ("2025-11-24 11:00", "approved list", "+", "rw", "Back on Halloran's approved contractors as of today, Bernie sorted it with their area manager"),
    ], att=[
        ("2026-04-13 09:15", "confirmation", "Confirmed again with Halloran: we remain on the approved contractor list for 26/27"),
    ]),
    dict(fid="F23", key=("Tomasz", "commercial gas ticket COCN1", "-"), tags={"negation"}, v=[
        ("2025-03-17 09:00", "cocn1 valid", "+", "new", "TW - COCN1 in date, fine for the surgery/school boilers"),
        ("2026-03-23 08:50", "cocn1 valid", "-", "rw", "Tomek's COCN1 has lapsed. No commercial gas work for him until he's reassessed"),
    ], att=[
        ("2026-05-18 08:35", "confirmation", "Tom still not reassessed for commercial, keep him off the surgery and the Fox"),
    ]),
    dict(fid="F24", key=("Flat 3, 22 Quayside Walk", "CO alarm", "-"), tags={"negation"}, v=[
        ("2025-05-06 10:20", "co alarm", "+", "new", "Flat 3, 22 Quayside Walk: CO alarm in the kitchen, tested OK"),
        ("2025-12-08 13:30", "co alarm", "-", "rw", "No CO alarm at 3 Quayside any more - tenant took it down. Told Halloran and Ms Achterberg"),
    ], att=[
        ("2026-01-26 10:10", "confirmation", "Still no CO alarm at Flat 3 Quayside Walk as of today's visit - chased Halloran again"),
    ]),
    dict(fid="F25", key=("card payments", "taken on site", "-"), tags={"negation"}, v=[
        ("2025-02-17 08:30", "card on site", "+", "new", "We take card on site - card reader's in each van"),
        ("2026-06-08 09:20", "card on site", "-", "rw", "Card reader's gone kaput - no card payments on site for now, bank transfer or cheque only"),
    ], att=[]),
    dict(fid="F26", key=("9 Pennock Road (Obuya)", "immersion heater working", "-"), tags={"negation"}, v=[
        ("2025-10-20 14:00", "immersion working", "+", "new", "Pennock Rd immersion: working (backup for HW)"),
        ("2026-01-05 15:20", "immersion working", "-", "rw", "Obuyas' immersion has packed in - element gone, they've said leave it"),
    ], att=[
        ("2026-02-09 11:50", "confirmation", "immersion at the Obuyas' still dead, they're not bothered while the boiler's fine"),
    ]),
    dict(fid="F27", key=("boilers", "merchant", "-"), tags=set(), v=[
        ("2025-01-20 10:05", "garrick", "+", "new", "Boilers via Garrick Thermal (acct GT-3391)"),
        ("2025-09-22 12:20", "nettlebank", "+", "rw", "Getting boilers from Nettlebank now, Garrick's lost the Thermavex dealership"),
    ], att=[
        ("2025-10-06 12:00", "elaboration", "Nettlebank for boilers: order before 2pm for next day, ask for Shona on the trade desk"),
    ]),
    dict(fid="F28", key=("quote Q-781 St Wendreda's", "amount", "-"), tags={"unit"}, v=[
        ("2025-11-10 16:00", "1850", "+", "new", "Quote Q-781 St Wendreda's: 2 x circ pumps + PRV, £1,850.00 + VAT"),
        ("2025-11-24 15:30", "2100", "+", "rw", "Requoted the school at 2.1k + VAT after the survey, the second pump needs a bigger head"),
    ], att=[
        ("2025-12-01 09:30", "format_variant", "Q-781 (St Wendreda's) revised total: £2,100.00 ex VAT"),
    ]),
    dict(fid="F29", key=("job J5201 Obuya", "flue length", "-"), tags={"unit"}, v=[
        ("2026-05-20 14:00", "2400mm", "+", "new", "J5201 Obuya: flue run 2.4m horizontal (survey)"),
        ("2026-06-17 17:10", "3100mm", "+", "rw", "Obuya flue ended up 3100mm, had to go round the soil stack"),
    ], att=[
        ("2026-06-22 09:00", "format_variant", "Pennock Rd flue length: 3.1 m"),
    ]),
    dict(fid="F30", key=("Mrs Nwachukwu service visit", "time", "-"), tags={"unit"}, v=[
        ("2026-02-02 10:30", "08:00", "+", "new", "Mrs O Nwachukwu - boiler service Fri 13/2, 08:00"),
        ("2026-02-10 12:15", "09:30", "+", "rw", "Mrs N wants later on Friday, so half nine"),
    ], att=[
        ("2026-02-11 08:55", "format_variant", "Nwachukwu Fri 0930"),
    ]),
    dict(fid="F31", key=("on-call rota", "engineer", "w/c 2026-02-09"), tags=set(), v=[
        ("2026-01-19 09:00", "tomasz", "+", "new", "On-call w/c 9/2: Tomasz"),
        ("2026-02-03 14:40", "rhodri", "+", "rw", "Rod's doing the on-call week of the 9th instead of Tomek (his brother's wedding)"),
    ], att=[]),
    dict(fid="F32", key=("on-call rota", "engineer", "w/c 2026-02-16"), tags={"moveback"}, v=[
        ("2026-01-19 09:01", "ifeoma", "+", "new", "On-call w/c 16/2: Ifeoma"),
        ("2026-02-05 10:25", "sunniva", "+", "rw", "Sunny's covering on-call w/c 16 Feb, Ife's off sick"),
        ("2026-02-12 16:30", "ifeoma", "+", "rw", "Ife's better - back on for the on-call from Monday 16th as planned"),
    ], att=[]),
    dict(fid="F33", key=("Callum", "mentor engineer", "-"), tags=set(), v=[
        ("2025-09-08 08:15", "rhodri", "+", "new", "Cal's shadowing Rod"),
        ("2026-01-05 08:20", "sunniva", "+", "rw", "Callum's going out with Sunny from now, Rod's too busy on installs"),
        ("2026-06-01 08:10", "tomasz", "+", "rw", "Apprentice now riding with Tomek"),
    ], att=[]),
    dict(fid="F34", key=("Ifeoma G3 unvented course", "date", "-"), tags={"handover", "names_old"}, v=[
        ("2026-03-09 14:00", "2026-05-14", "+", "new", "Ife booked on the unvented (G3) course at Wrenfold, 14 May"),
        ("2026-04-27 16:45", "2026-06-04", "+", "rw", "Handover for Ife while Bernie's off: Wrenfold have moved your G3 course from 14 May to 4 June. Also Cal's level 2 assessment is now Fri 19 June, he knows"),
    ], att=[]),
    dict(fid="F35", key=("flue gas analyser", "calibration due", "V2"), tags=set(), v=[
        ("2025-06-09 09:00", "2026-06", "+", "new", "V2 flue gas analyser (Sunny's), cal due 06/2026"),
        ("2026-06-15 13:20", "2027-06", "+", "rw", "Sunny's FGA back from calibration, next due June 2027"),
    ], att=[]),
    dict(fid="F36", key=("job J5117", "part ETA", "-"), tags=set(), v=[
        ("2025-10-06 10:20", "2025-10-08", "+", "new", "J5117 PRV on order from Ferncastle, ETA Wed"),
        ("2025-10-07 09:02", "2025-10-09", "+", "rw", "Ferncastle now saying Thursday for the Hardacre PRV"),
    ], att=[]),
    dict(fid="F37", key=("Mr Tennant", "mobile", "-"), tags=set(), v=[
        ("2025-08-11 10:00", "07700900382", "+", "new", "Cust: Mr R Tennant\nAddr: 40 Kiln Lane, Hobb's Cross\nMob: 07700 900382"),
        ("2026-03-16 11:40", "07700900617", "+", "rw", "Ravi Tennant's got a new mobile - 07700 900 617, old one's dead"),
    ], att=[
        ("2026-04-01 10:05", "format_variant", "R. Tennant +44 7700 900617"),
    ]),
    dict(fid="F38", key=("Mrs Cattermole", "address", "-"), tags=set(), v=[
        ("2025-03-24 13:10", "8 mill hythe", "+", "new", "Mrs J Cattermole, 8 Mill Hythe, Pennock - Caldera Pro 28c"),
        ("2026-02-23 10:00", "cedarlea room 14", "+", "rw", "June Cattermole has moved into Cedarlea (room 14), the Mill Hythe house is sold - take her off the reminders"),
    ], att=[]),
    dict(fid="F39", key=("3 Tanners Row", "expansion vessel pre-charge", "-"), tags=set(), v=[
        ("2025-10-13 16:55", "1.0 bar", "+", "new", "3 Tanners Row: exp vessel pre-charge 1.0 bar"),
        ("2026-03-09 12:40", "1.5 bar", "+", "sw", "3 Tanners Row: exp vessel pre-charge 1.5 bar"),
    ], att=[]),
    dict(fid="F40", key=("St Wendreda's plant room key", "held by", "-"), tags=set(), v=[
        ("2025-09-01 10:30", "caretaker", "+", "new", "St Wendreda's plant room key: caretaker (Mr Osgood), ring ahead"),
        ("2026-01-12 12:10", "office key safe", "+", "rw", "Plant room key for the school now lives in our key safe - the head agreed"),
    ], att=[
        ("2026-02-02 09:20", "elaboration", "St Wendreda's plant room key is in the office key safe, hook 7, sign it out in the book"),
    ]),
    dict(fid="F41", key=("Kestrel House Surgery", "contact", "-"), tags=set(), v=[
        ("2025-05-19 11:10", "lottie farrant", "+", "new", "KHS contact: practice manager Lottie Farrant"),
        ("2026-01-12 14:00", "imran sethi", "+", "rw", "New practice manager at Kestrel House - Imran Sethi, ask for him not Lottie"),
    ], att=[
        ("2026-01-20 10:30", "elaboration", "Imran Sethi (KHS practice mgr) - direct line ext 204, prefers email to calls"),
    ]),
    dict(fid="F42", key=("job J5230", "engineer", "-"), tags=set(), v=[
        ("2026-04-20 10:00", "tomasz", "+", "new", "J5230 Fitzsimmons, 6 Brindle Walk - 6 x TRVs, Tom"),
        ("2026-04-22 08:45", "rhodri+callum", "+", "rw", "Gave J5230 to Rod and Cal, good training job for the lad"),
    ], att=[]),
    dict(fid="F43", key=("powerflush", "price", "up to 10 rads"), tags=set(), v=[
        ("2025-01-08 09:15", "420", "+", "new", "Powerflush (up to 10 rads): £420"),
        ("2025-09-01 08:50", "460", "+", "sw", "Powerflush (up to 10 rads): £460"),
        ("2026-04-01 08:25", "495", "+", "rw", "Powerflush up to ten rads is 495 now"),
    ], att=[]),
    dict(fid="F44", key=("LGSR certificate", "price", "1 appliance"), tags=set(), v=[
        ("2025-01-08 09:20", "70", "+", "new", "CP12 (1 appliance): £70"),
        ("2025-09-01 08:55", "75", "+", "sw", "CP12 (1 appliance): £75"),
    ], att=[]),
    dict(fid="F45", key=("Fox & Lantern", "cellar boiler model", "-"), tags={"names_old"}, v=[
        ("2025-03-03 11:00", "hestia systemline 18", "+", "new", "Fox: Hestia Systemline 18 in the cellar, 2004, tired"),
        ("2026-03-30 16:20", "norrland 35", "+", "rw", "Fox & Lantern's cellar boiler has been swapped from the old Hestia 18 to a Norrland 35 system"),
    ], att=[
        ("2026-04-06 11:15", "elaboration", "Fox cellar: Norrland 35 system, 210L unvented alongside, flue out through the yard wall"),
    ]),
    dict(fid="F46", key=("van V3", "MOT due", "-"), tags=set(), v=[
        ("2025-01-27 08:40", "2025-11", "+", "new", "YN70 CPB (V3, Tom) MOT due 11/2025"),
        ("2025-11-10 12:00", "2026-11", "+", "sw", "YN70 CPB (V3, Tom) MOT due 11/2026"),
    ], att=[
        ("2025-11-17 09:10", "format_variant", "Tom's van - MOT expiry November 2026"),
    ]),
    dict(fid="F47", key=("Flat 3, 22 Quayside Walk", "cylinder size", "-"), tags=set(), v=[
        ("2025-05-06 10:30", "120 l", "+", "new", "Flat 3 Quayside: 120L unvented, G3 check done"),
        ("2026-01-26 10:00", "150 l", "+", "rw", "Put a 150 litre cylinder in at Flat 3 Quayside, the old one had split"),
    ], att=[]),
    dict(fid="F48", key=("job J5201 Obuya", "install date", "-"), tags={"moveback"}, v=[
        ("2026-05-11 09:30", "2026-06-02", "+", "new", "J5201 Obuya, 9 Pennock Rd - combi swap booked 2-3 June"),
        ("2026-05-22 15:45", "2026-06-09", "+", "rw", "Obuya install moved to 9/10 June, boiler's not in"),
        ("2026-05-27 11:10", "2026-06-02", "+", "rw", "Obuya boiler arrived early - J5201 back on the 2nd & 3rd"),
        ("2026-05-29 16:05", "2026-06-16", "+", "rw", "J5201 pushed to the 16th-17th, Mr Obuya's away"),
    ], att=[
        ("2026-06-01 08:00", "format_variant", "J5201 install: 2026-06-16/17"),
    ]),
    dict(fid="F49", key=("Millstream", "credit limit", "-"), tags=set(), v=[
        ("2025-01-20 10:10", "5000", "+", "new", "Millstream credit limit: £5,000"),
        ("2025-08-04 10:20", "7500", "+", "sw", "Millstream credit limit: £7,500"),
    ], att=[
        ("2025-09-08 11:00", "format_variant", "MPC credit limit 7.5k"),
    ]),
    dict(fid="F50", key=("Kestrel House Surgery", "service frequency", "main site"), tags=set(), v=[
        ("2025-05-19 11:20", "6-monthly", "+", "new", "KHS: boiler service 6-monthly (Mar/Sep)"),
        ("2026-01-20 11:00", "annual", "+", "sw", "KHS: boiler service annual (Sep)"),
    ], att=[
        ("2026-02-02 11:00", "elaboration", "Kestrel House annual service: September, before the heating season, Imran to book it in"),
    ]),
    dict(fid="F51", key=("Old Bakehouse flats", "managing agent", "-"), tags=set(), v=[
        ("2025-04-14 10:05", "halloran", "+", "new", "Old Bakehouse flats managed by Halloran Lettings"),
        ("2025-10-27 09:50", "telford direct", "+", "rw", "Mr Telford's taken the Bakehouse flats back in-house - deal with him direct now"),
    ], att=[
        ("2025-11-10 10:20", "elaboration", "Bakehouse flats: Mr Telford does it all himself now - tenant access through him, invoices to his home address"),
    ]),
    dict(fid="F52", key=("Cedarlea Care Home", "PPM visit day", "main building"), tags=set(), v=[
        ("2025-01-13 11:00", "first monday", "+", "new", "Cedarlea PPM visits: 1st Monday of the month"),
        ("2025-09-15 11:00", "second tuesday", "+", "rw", "Cedarlea asked to move the monthly PPM to the second Tuesday"),
    ], att=[]),
    dict(fid="F53", key=("Tomasz", "patch", "-"), tags=set(), v=[
        ("2025-04-07 09:20", "east", "+", "new", "Tom W: east patch - Kettlewick, Orrin Vale"),
        ("2025-10-06 08:10", "north", "+", "rw", "Tomek picks up the north patch from today"),
        ("2026-04-20 08:15", "town centre", "+", "rw", "Tomasz on the town centre patch from this week, Rod takes the north"),
    ], att=[
        ("2026-07-06 08:30", "confirmation", "TW still on the town centre"),
    ]),
    dict(fid="F54", key=("Ifeoma", "van", "-"), tags=set(), v=[
        ("2025-04-07 09:30", "V4 BT21 MUE", "+", "new", "Ife - V4 (BT21 MUE)"),
        ("2026-02-02 10:10", "V1 WK67 RNZ", "+", "sw", "Ife - V1 (WK67 RNZ)"),
    ], att=[]),
    dict(fid="F55", key=("radiators", "merchant", "-"), tags={"names_old"}, v=[
        ("2025-01-20 10:15", "nettlebank", "+", "new", "Rads: Nettlebank Trade Counter"),
        ("2025-11-17 14:25", "garrick", "+", "rw", "switched radiators from Nettlebank to Garrick's - better lead times on the big doubles"),
    ], att=[
        ("2026-01-05 09:45", "elaboration", "Garrick's for rads - 600x1000 doubles in stock, they deliver Tues & Fri"),
    ]),
    dict(fid="F56", key=("job J5255", "status", "-"), tags=set(), v=[
        ("2026-01-28 09:40", "diagnosing", "+", "new", "Job: J5255\nCust: Mrs H Ponsonby, 2 Sallow Cl\nFault: Caldera 28c locking out\nStatus: open - diagnosing"),
        ("2026-01-29 13:05", "waiting pcb", "+", "rw", "Ponsonby's is the PCB, ordered, she's on the immersion meanwhile"),
        ("2026-02-03 15:50", "monitoring", "+", "rw", "PCB fitted at Sallow Close, leaving J5255 open a week to monitor"),
        ("2026-02-10 16:15", "closed", "+", "sw", "Job: J5255\nCust: Mrs H Ponsonby, 2 Sallow Cl\nFault: Caldera 28c locking out\nStatus: closed"),
    ], att=[]),
    dict(fid="F57", key=("complaint C-14", "status", "-"), tags=set(), v=[
        ("2025-07-21 12:00", "open", "+", "new", "Complaint C-14 (Flat 3 Quayside, leak after our visit): open"),
        ("2025-09-29 10:15", "resolved", "+", "rw", "C-14 sorted - Gideon gave Ms Achterberg a £60 goodwill credit, she's happy"),
    ], att=[
        ("2025-11-03 14:00", "confirmation", "C-14 remains closed, no further contact from Ms Achterberg"),
    ]),
    dict(fid="F58", key=("Brennan rad job", "agreed price", "-"), tags=set(), v=[
        ("2026-06-22 11:30", "310", "+", "new", "Brennan, 17 Cooper's Row - bathroom rad swap agreed £310"),
        ("2026-06-24 14:50", "365", "+", "rw", "Mr Brennan wants chrome now, so £365 for the rad job"),
        ("2026-06-26 09:15", "340", "+", "rw", "Settled on 340 with Nikolai Brennan in the end"),
    ], att=[]),
    dict(fid="F59", key=("on-call phone", "number", "-"), tags={"interior"}, v=[
        ("2025-02-03 09:00", "07700900140", "+", "new", "On-call mobile: 07700 900140"),
        ("2025-08-04 09:15", "07700900140", "+", "ic", "on-call phone is still 07700 900140, checked Quietline have it"),
        ("2026-02-02 09:05", "07700900288", "+", "rw", "new on-call mobile number 07700 900 288 - Bellhaven have been given it"),
    ], att=[]),
    dict(fid="F60", key=("job J5244", "booked slot", "-"), tags={"reldate"}, v=[
        ("2026-04-09 10:45", "2026-04-20 pm", "+", "new", "J5244 Creswell, 27 Wheelwright Ct - TRV sticking, Ife Mon 20 Apr pm"),
        ("2026-04-14 09:35", "2026-04-16 pm", "+", "rw", "Creswell job's going to this Thursday afternoon instead, the TRV heads came in"),
    ], att=[]),
    dict(fid="F61", key=("firm", "accountant", "-"), tags=set(), v=[
        ("2025-03-31 15:00", "prentice & lowe", "+", "new", "Accounts: Prentice & Lowe"),
        ("2025-12-15 10:00", "heddle", "+", "rw", "Gideon's moved the books to Heddle Accountancy"),
    ], att=[
        ("2026-01-12 15:30", "elaboration", "Heddle Accountancy doing our books - quarterly VAT, contact is Maeve Heddle"),
    ]),
    dict(fid="F62", key=("job J5262", "booked slot", "-"), tags=set(), v=[
        ("2026-05-04 09:10", "2026-05-07 pm", "+", "new", "J5262 Appiah-Rowe, 11 Thistle Bank - leaking rad valve, Thu 7/5 pm"),
        ("2026-05-06 11:25", "2026-05-08 am", "+", "sw", "J5262 Appiah-Rowe, 11 Thistle Bank - leaking rad valve, Fri 8/5 am"),
        ("2026-05-07 16:40", "2026-05-11 am", "+", "rw", "Mr Appiah-Rowe can't do Friday, moved him to Monday 11th, morning"),
    ], att=[]),
    dict(fid="F63", key=("Cedarlea Care Home", "cylinder stat", "main HW cylinder"), tags=set(), v=[
        ("2025-01-13 11:10", "60c", "+", "new", "Cedarlea main HW cylinder stat: 60C"),
        ("2025-10-13 14:30", "65c", "+", "rw", "Raised the Cedarlea cylinder to 65 degC after their legionella assessment"),
    ], att=[
        ("2025-11-10 15:10", "format_variant", "Cedarlea main cylinder set at sixty-five degrees"),
    ]),
    dict(fid="F64", key=("day rate", "price", "2 engineers"), tags=set(), v=[
        ("2025-01-08 09:25", "640", "+", "new", "Day rate (2 men): £640"),
        ("2025-09-01 09:05", "680", "+", "sw", "Day rate (2 men): £680"),
        ("2026-04-01 08:30", "720", "+", "rw", "Two-man day is £720 from today"),
    ], att=[]),
    dict(fid="F65", key=("scrap metal", "merchant", "-"), tags=set(), v=[
        ("2025-02-17 16:00", "tolland", "+", "new", "Scrap copper/brass goes to Tolland Metals"),
        ("2025-12-15 15:45", "ravenhill", "+", "rw", "Taking the scrap to Ravenhill Recycling from now, better per kg"),
    ], att=[
        ("2026-01-19 16:10", "elaboration", "Scrap to Ravenhill Recycling - weigh in at their Kettlewick yard, keep brass and copper separate"),
    ]),
    dict(fid="F66", key=("Nettlebank", "account rep", "-"), tags=set(), v=[
        ("2025-06-02 10:00", "clive amberley", "+", "new", "Nettlebank rep: Clive Amberley"),
        ("2026-03-02 13:40", "priti ladwa", "+", "rw", "Our rep at Nettlebank has changed, it's Priti Ladwa now"),
    ], att=[]),
    dict(fid="F67", key=("drain camera", "kept in", "-"), tags=set(), v=[
        ("2025-03-10 08:20", "V3", "+", "new", "Drain camera kept in V3"),
        ("2025-09-29 08:00", "V2", "+", "rw", "Sunny's got the drain camera in her van now"),
        ("2026-05-11 08:25", "office store", "+", "rw", "drain camera lives in the office store from now, sign it out"),
    ], att=[]),
    dict(fid="F68", key=("job J5188 St Wendreda's", "works date", "-"), tags=set(), v=[
        ("2025-12-01 09:00", "2026-02-16", "+", "new", "J5188 St Wendreda's pumps + PRV - half term, 16-17 Feb"),
        ("2026-01-26 11:20", "2026-04-07", "+", "rw", "School works (J5188) moved to the Easter hols, 7th & 8th April"),
        ("2026-03-30 10:00", "2026-07-27", "+", "rw", "J5188 pushed to the summer hols: 27/28 Jul"),
    ], att=[]),
    dict(fid="F69", key=("invoice 3320 Fitzsimmons", "payment status", "-"), tags=set(), v=[
        ("2025-07-07 10:00", "outstanding", "+", "new", "Fitzsimmons inv 3320 (£284.50) outstanding"),
        ("2025-08-18 14:40", "paid", "+", "rw", "Mr F's paid 3320 at last"),
    ], att=[]),
    dict(fid="F70", key=("15mm copper 3m length", "price", "-"), tags=set(), v=[
        ("2025-01-20 10:20", "11.20", "+", "new", "15mm x 3m copper: £11.20"),
        ("2025-04-14 12:30", "12.85", "+", "rw", "15mm copper up to £12.85 a length"),
        ("2025-07-21 09:40", "13.40", "+", "sw", "15mm x 3m copper: £13.40"),
        ("2025-12-01 10:35", "12.10", "+", "rw", "Millstream 15mm down to 12.10 per 3m"),
        ("2026-05-04 11:00", "12.60", "+", "rw", "15mm copper's gone back up, 12.60 a length now"),
    ], att=[
        ("2026-05-18 10:50", "format_variant", "15mm copper works out at £4.20/m"),
    ]),
    dict(fid="F71", key=("Mrs Sandoval", "key location", "-"), tags={"names_old"}, v=[
        ("2025-06-23 09:05", "blue pot", "+", "new", "Mrs G Sandoval, 5 Heron Ct: key under the blue pot by the back door"),
        ("2026-02-16 10:40", "neighbour no. 12", "+", "rw", "Mrs Sandoval's key is with her neighbour at no. 12 now, not under the pot"),
    ], att=[]),
]

# ---------------------------------------------------------------------------------------------------------
# STANDALONE labelled memories: (class, key, value key, polarity, order time, text). key None = no fact.
# For multi-valued attributes and memberships each value is its own fact (the value is part of the key).
# ---------------------------------------------------------------------------------------------------------
STANDALONE = [
    # multi_valued
    ("multi_valued", ("Halloran Lettings", "site looked after[5 Ropewalk Mews]", "-"), "5 ropewalk mews", "+", "2025-03-10 12:00", "Halloran added 5 Ropewalk Mews to the properties we look after"),
    ("multi_valued", ("Halloran Lettings", "site looked after[18 Chandlers Yard]", "-"), "18 chandlers yard", "+", "2025-05-12 10:30", "another Halloran property for us: 18 Chandlers Yard"),
    ("multi_valued", ("Halloran Lettings", "site looked after[2 Sextant Court]", "-"), "2 sextant court", "+", "2026-01-05 11:15", "Halloran also want us on 2 Sextant Court"),
    ("multi_valued", ("Cedarlea Care Home", "contact[Pauline Ormerod]", "-"), "pauline ormerod", "+", "2025-01-13 11:20", "Cedarlea OOH contact: night manager Pauline Ormerod"),
    ("multi_valued", ("Cedarlea Care Home", "contact[Wilf Tarrant]", "-"), "wilf tarrant", "+", "2025-06-16 15:00", "Another Cedarlea contact for access: their maintenance man Wilf Tarrant"),
    ("multi_valued", ("Cedarlea Care Home", "contact[Saoirse Kenning]", "-"), "saoirse kenning", "+", "2026-03-09 09:30", "Cedarlea added their deputy manager Saoirse Kenning as a contact too"),
    ("multi_valued", ("Ifeoma", "gas safe category[CCN1+CENWAT]", "-"), "ccn1 cenwat", "+", "2025-04-07 09:40", "Ife's Gas Safe card: CCN1, CENWAT"),
    ("multi_valued", ("Ifeoma", "gas safe category[HTR1]", "-"), "htr1", "+", "2025-11-24 13:00", "Ife added HTR1 (gas fires) to her ticket"),
    ("multi_valued", ("Ifeoma", "gas safe category[CKR1]", "-"), "ckr1", "+", "2026-07-13 09:00", "Ife's got CKR1 now as well - cookers"),
    ("multi_valued", ("Millstream", "branch on account[Wrensfield]", "-"), "wrensfield", "+", "2025-01-20 10:25", "Millstream Wrensfield branch is on our account"),
    ("multi_valued", ("Millstream", "branch on account[Cotterill]", "-"), "cotterill", "+", "2025-07-07 11:30", "Cotterill Millstream's on our account now too"),
    ("multi_valued", ("Millstream", "branch on account[Hobb's Cross]", "-"), "hobb's cross", "+", "2026-04-13 12:20", "added the Hobb's Cross Millstream branch to our account as well"),
    # scope_disjoint
    ("scope_disjoint", ("boiler service", "price", "regular/system boiler"), "110", "+", "2025-09-01 09:10", "Boiler service (regular or system boiler): £110"),
    ("scope_disjoint", ("call-out fee", "price", "out of hours"), "120", "+", "2025-11-03 09:40", "OOH call-out (evenings, weekends, bank hols): £120"),
    ("scope_disjoint", ("on-call rota", "engineer", "w/c 2026-02-23"), "sunniva", "+", "2026-01-19 09:02", "On-call w/c 23/2: Sunniva"),
    ("scope_disjoint", ("Old Bakehouse", "LGSR due", "flat 1"), "2026-09-02", "+", "2026-05-02 10:00", "Bakehouse Flat 1 - CP12 due 02/09/2026"),
    ("scope_disjoint", ("flue gas analyser", "calibration due", "V1"), "2026-10", "+", "2026-06-16 09:00", "V1 analyser (Rod's) - cal due Oct 2026"),
    ("scope_disjoint", ("Ifeoma", "working days", "school holidays"), "mon-wed", "+", "2026-03-20 12:00", "In the school hols Ife drops to Mon-Wed, book round it"),
    ("scope_disjoint", ("powerflush", "price", "11-15 rads"), "560", "+", "2026-04-02 09:00", "Powerflush 11-15 rads: £560"),
    ("scope_disjoint", ("Kestrel House Surgery", "service frequency", "Orrin Vale branch"), "6-monthly", "+", "2026-01-20 11:05", "KHS branch surgery at Orrin Vale: still 6-monthly"),
    ("scope_disjoint", ("Cedarlea Care Home", "PPM visit day", "annex bungalows"), "last friday", "+", "2025-09-22 10:00", "Cedarlea annex (the bungalows): PPM last Friday of the month"),
    ("scope_disjoint", ("Cedarlea Care Home", "cylinder stat", "kitchen cylinder"), "60c", "+", "2025-10-13 15:00", "Cedarlea kitchen cylinder left at 60°C"),
    ("scope_disjoint", ("labour rate", "price", "apprentice alone"), "30", "+", "2026-04-02 09:30", "Apprentice working on his own (Cal): charge £30/hr"),
    ("scope_disjoint", ("LGSR certificate", "price", "2-3 appliances"), "95", "+", "2025-09-01 09:00", "LGSR 2-3 appliances: £95"),
    # format_variant, elaboration, confirmation: attached to FAMILIES above
    # different_subject
    ("different_subject", ("Mr Creswell", "boiler model", "-"), "thermavex 30i", "+", "2026-04-17 14:00", "Creswell (27 Wheelwright Ct) boiler: Thermavex 30i"),
    ("different_subject", ("Mrs Sandoval", "next service due", "-"), "2027-03", "+", "2026-03-20 15:30", "Mrs Sandoval next service due March 2027"),
    ("different_subject", ("van V2", "MOT due", "-"), "2026-11", "+", "2025-12-01 11:40", "V2 (DL19 HFO) MOT due 11/2026"),
    ("different_subject", ("Sunniva", "working days", "-"), "mon-fri", "+", "2025-04-07 10:30", "Sunny's days: Mon-Fri"),
    ("different_subject", ("job J5270", "engineer", "-"), "ifeoma", "+", "2026-06-26 10:00", "J5270 Brennan rad swap - Ife"),
    ("different_subject", ("Weir House flats", "managing agent", "-"), "halloran", "+", "2025-11-12 10:00", "Weir House flats - agent is Halloran Lettings"),
    ("different_subject", ("Mr Tennant", "service plan", "-"), "service plan", "+", "2025-08-12 09:30", "Ravi Tennant - signed up to the annual service plan"),
    ("different_subject", ("Flat 5, 22 Quayside Walk", "CO alarm", "-"), "co alarm", "+", "2025-12-15 11:00", "Flat 5, 22 Quayside Walk - CO alarm fitted and tested"),
    ("different_subject", ("Mr Hardacre boiler", "warranty", "-"), "warranty", "+", "2025-06-02 10:00", "Mr Hardacre's boiler - 7 year warranty registered"),
    ("different_subject", ("plastic pipe & push-fit", "merchant", "-"), "ferncastle", "+", "2025-06-16 13:30", "Push-fit & plastic from Ferncastle"),
    ("different_subject", ("Fox & Lantern", "contact", "-"), "carys penwarden", "+", "2026-02-23 13:00", "Fox & Lantern contact: landlady Carys Penwarden"),
    ("different_subject", ("Mrs Blakeborough", "cylinder size", "-"), "150 l", "+", "2025-02-24 11:00", "51 Orchard Close cylinder: 150 litre vented"),
    # static
    ("static", ("firm", "Gas Safe registration", "-"), "604417", "+", "2025-01-06 09:40", "Gas Safe reg no. 604417"),
    ("static", ("firm", "Gas Safe registration", "-"), "604417", "+", "2026-01-05 10:30", "Our Gas Safe number is 604 417 - it's on every invoice"),
    ("static", ("firm", "founded", "-"), "1998", "+", "2025-01-06 09:50", "Corrow Heating & Plumbing Ltd, founded 1998 by Gideon's dad"),
    ("static", ("firm", "founded", "-"), "1998", "+", "2025-11-03 10:15", "CHP est. '98"),
    ("static", ("Millstream", "account number", "-"), "MPC-44810", "+", "2025-03-31 15:20", "Millstream account no: MPC-44810"),
    ("static", ("Millstream", "account number", "-"), "MPC-44810", "+", "2026-05-04 12:00", "Millstream acct 44810"),
    ("static", ("firm", "company number", "-"), "03527718", "+", "2025-02-03 09:20", "Company no. 03527718"),
    ("static", ("firm", "VAT number", "-"), "GB318447162", "+", "2025-02-03 09:30", "VAT reg GB 318 4471 62"),
    ("static", ("firm", "VAT number", "-"), "GB318447162", "+", "2026-02-09 14:00", "VAT no. GB318447162"),
    ("static", ("Rhodri", "Gas Safe licence", "-"), "7730214", "+", "2025-03-17 09:10", "Rod's Gas Safe licence no. 7730214"),
    ("static", ("Sunniva", "Gas Safe licence", "-"), "7815569", "+", "2025-04-07 09:50", "Sunny's Gas Safe ID 7815569"),
    ("static", ("firm", "accounting year end", "-"), "31 march", "+", "2025-03-31 15:30", "Company year end: 31 March"),
    # membership
    ("membership", ("commercial team", "member[Ifeoma]", "-"), "ifeoma", "+", "2025-05-19 12:00", "Ife's joined the commercial team (surgery, school, Cedarlea)"),
    ("membership", ("commercial team", "member[Sunniva]", "-"), "sunniva", "+", "2026-04-06 09:00", "Sunny's on the commercial team too now"),
    ("membership", ("on-call pool", "member[Callum]", "-"), "callum", "+", "2026-01-12 16:00", "Cal's in the on-call pool as second man"),
    ("membership", ("on-call pool", "member[Tomasz]", "-"), "tomasz", "+", "2025-01-06 10:00", "Tomasz added to the on-call pool"),
    ("membership", ("G3 unvented pool", "member[Rhodri]", "-"), "rhodri", "+", "2025-03-17 09:20", "Rod's in the unvented pool for cylinder jobs"),
    ("membership", ("G3 unvented pool", "member[Ifeoma]", "-"), "ifeoma", "+", "2026-06-15 10:00", "Ife's in the G3 pool as well now she's passed"),
    ("membership", ("Halloran portal", "user[Bernadette]", "-"), "bernadette", "+", "2025-02-10 10:00", "Bernie's set up as a user on the Halloran portal"),
    ("membership", ("Millstream trade app", "user[Gideon]", "-"), "gideon", "+", "2025-09-22 12:40", "Gideon added to the Millstream trade app"),
    ("membership", ("first aiders", "member[Callum]", "-"), "callum", "+", "2025-10-20 09:00", "Cal's on the first-aid rota"),
    ("membership", ("first aiders", "member[Tomasz]", "-"), "tomasz", "+", "2026-05-18 09:00", "Tomek joined the first-aiders"),
    ("membership", ("Wrensfield installers group", "member[Sunniva]", "-"), "sunniva", "+", "2025-06-30 18:00", "Sunny's joined the Wrensfield heating installers WhatsApp group"),
    ("membership", ("Thermavex installer network", "member[firm]", "-"), "firm", "+", "2025-10-06 12:10", "We're in the Thermavex installer network now - extended warranties on their boilers"),
    # equal_time: two records of one key at one order time with different values
    ("equal_time", ("job J5281", "booked slot", "-"), "2026-09-22 am", "+", "2026-09-14 08:30", "J5281 Fox & Lantern kitchen - Tue 22/9 am"),
    ("equal_time", ("job J5281", "booked slot", "-"), "2026-09-22 pm", "+", "2026-09-14 08:30", "J5281 Fox & Lantern kitchen - Tue 22/9 pm"),
    ("equal_time", ("Weir House flat 4", "boiler model", "-"), "caldera pro 28c", "+", "2025-11-12 14:00", "Weir House Flat 4: Caldera Pro 28c"),
    ("equal_time", ("Weir House flat 4", "boiler model", "-"), "caldera pro 24c", "+", "2025-11-12 14:00", "Weir House Flat 4 boiler - Caldera Pro 24c"),
    ("equal_time", ("van V5", "MOT due", "-"), "2027-03", "+", "2026-03-02 12:00", "Spare van (V5, KM16 WZT) MOT due 03/2027"),
    ("equal_time", ("van V5", "MOT due", "-"), "2027-05", "+", "2026-03-02 12:00", "V5 KM16 WZT - MOT due 05/2027"),
    ("equal_time", ("invoice 3391 Cedarlea", "amount", "-"), "418.60", "+", "2025-10-20 16:00", "Cedarlea inv 3391: £418.60"),
    ("equal_time", ("invoice 3391 Cedarlea", "amount", "-"), "481.60", "+", "2025-10-20 16:00", "Inv 3391 (Cedarlea) total £481.60"),
    ("equal_time", ("Mrs Sandoval", "mobile", "-"), "07700900731", "+", "2025-06-23 09:00", "Mrs Sandoval mob 07700 900731"),
    ("equal_time", ("Mrs Sandoval", "mobile", "-"), "07700900713", "+", "2025-06-23 09:00", "G Sandoval - mobile 07700 900713"),
    ("equal_time", ("Fox & Lantern", "last service", "-"), "2026-01-12", "+", "2026-02-23 15:00", "Fox & Lantern last svc 12/01/2026"),
    ("equal_time", ("Fox & Lantern", "last service", "-"), "2026-01-21", "+", "2026-02-23 15:00", "Fox & Lantern - last serviced 21/01/2026"),
    # unrelated
    ("unrelated", None, None, None, "2025-01-27 08:15", "Kettle in the office has died again, someone bring one in"),
    ("unrelated", None, None, None, "2025-03-24 16:40", "Who left the 22mm offcuts all over the yard?"),
    ("unrelated", None, None, None, "2026-03-20 16:05", "Nice one Sunny, Mrs Dunmore rang just to say thanks"),
    ("unrelated", None, None, None, "2025-06-02 07:45", "Ring road's solid this morning, leave extra time"),
    ("unrelated", None, None, None, "2025-08-11 15:20", "Anyone seen the big stillsons? Not in my van"),
    ("unrelated", None, None, None, "2025-10-27 13:00", "Van wash Friday if it ever stops raining"),
    ("unrelated", None, None, None, "2025-12-19 11:00", "Cakes in the kitchen from Bernie, help yourselves"),
    ("unrelated", None, None, None, "2026-02-16 08:00", "Timesheets in by Thursday please"),
    ("unrelated", None, None, None, "2026-05-11 17:30", "Radio in V2 only gets one station, driving me mad"),
    ("unrelated", None, None, None, "2026-07-13 15:40", "Good shout on the pump Rod, that was it"),
    ("unrelated", None, None, None, "2026-09-14 12:10", "Parking round the surgery is a nightmare, use the back lane"),
    ("unrelated", None, None, None, "2026-10-05 09:00", "Happy birthday Tomek! Drinks after work?"),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
ATTACHED = {"format_variant", "elaboration", "confirmation"}


def parse(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=dt.timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def keystr(k):
    return "-" if k is None else " | ".join(k)


def build():
    mems = []  # table order
    for f in FAMILIES:
        for i, (w, val, pol, shape, text) in enumerate(f["v"]):
            mems.append(dict(src=f["fid"], key=f["key"], value=val, pol=pol, when=parse(w), text=text,
                             label=None, shape=shape, vindex=i))
        for (w, cls, text) in f["att"]:
            last = f["v"][-1]
            mems.append(dict(src=f["fid"], key=f["key"], value=last[1], pol=last[2], when=parse(w), text=text,
                             label=cls, shape="att", vindex=None))
    for j, (cls, key, val, pol, w, text) in enumerate(STANDALONE):
        mems.append(dict(src="S%03d" % (j + 1), key=key, value=val, pol=pol, when=parse(w), text=text,
                         label=cls, shape="standalone", vindex=None))

    rng = random.Random(SEED)
    # backfilled or live
    for m in mems:
        m["backfilled"] = rng.random() < BACKFILL_P and m["when"] < SESSION_START
    # ids in a shuffled order
    perm = list(range(len(mems)))
    rng.shuffle(perm)
    for rank, idx in enumerate(perm):
        mems[idx]["id"] = "%s%03d" % (PREFIX, rank + 1)
    # import session: seeded order unrelated to observed order, 1-4 s apart
    back = [m for m in mems if m["backfilled"]]
    rng.shuffle(back)
    t = SESSION_START
    for m in back:
        t = t + dt.timedelta(seconds=rng.randint(1, 4))
        m["created"] = t
        m["observed"] = m["when"]
    for m in mems:
        if not m["backfilled"]:
            m["created"] = m["when"]
            m["observed"] = None
        m["order"] = m["observed"] if m["observed"] is not None else m["created"]
    # file order
    order = list(range(len(mems)))
    rng.shuffle(order)
    filed = [mems[i] for i in order]
    return mems, filed, back


def compute_truth(mems):
    groups = {}
    for m in mems:
        if m["key"] is not None:
            groups.setdefault(m["key"], []).append(m)
    pairs = []
    for key, ms in groups.items():
        ms = sorted(ms, key=lambda m: (m["order"], m["id"]))
        for m in ms:
            newer = [n for n in ms if n["order"] > m["order"] and (n["value"], n["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            first = min(n["order"] for n in newer)
            cands = [n for n in newer if n["order"] == first]
            assert len(cands) == 1, ("ambiguous replacement", key)
            r = cands[0]
            pairs.append(dict(expired_id=m["id"], replacement_id=r["id"],
                              reason="negation" if r["pol"] != m["pol"] else "value"))
    pairs.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    return pairs, groups


def check(mems, pairs, groups, back):
    in_pair = set()
    for p in pairs:
        in_pair.add(p["expired_id"])
        in_pair.add(p["replacement_id"])
    for m in mems:
        if m["label"] is not None:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
            assert m["label"] in CLASSES
        else:
            assert m["id"] in in_pair, ("unlabelled memory in no pair", m["id"], m["text"])
    # distinct order times within a family (except equal_time)
    for key, ms in groups.items():
        ts = [m["order"] for m in ms if m["label"] != "equal_time"]
        assert len(ts) == len(set(ts)), ("order times not distinct", key)
        et = [m for m in ms if m["label"] == "equal_time"]
        if et:
            assert len(et) == 2 and len(ms) == 2 and et[0]["order"] == et[1]["order"], key
            assert et[0]["value"] != et[1]["value"], key
    # family structure
    byfid = {f["fid"]: f for f in FAMILIES}
    for f in FAMILIES:
        vs = f["v"]
        assert len(vs) >= 2, f["fid"]
        times = [parse(v[0]) for v in vs]
        assert times == sorted(times), ("versions out of order", f["fid"])
        assert vs[0][3] == "new"
        for a, b in zip(vs, vs[1:]):
            same = (a[1], a[2]) == (b[1], b[2])
            assert (b[3] == "ic") == same, ("shape/value mismatch", f["fid"], b[4])
            assert b[3] in ("rw", "sw", "ic")
        assert (vs[-1][1], vs[-1][2]) != (vs[-2][1], vs[-2][2]), ("chain ends on a confirmation", f["fid"])
        for (w, cls, text) in f["att"]:
            assert cls in ATTACHED
            assert parse(w) > times[-1], ("attached memory not after last version", f["fid"], text)
    for m in mems:
        if m["label"] in ATTACHED:
            last = byfid[m["src"]]["v"][-1]
            assert (m["value"], m["pol"]) == (last[1], last[2])
    # tags
    for f in FAMILIES:
        vals = [(v[1], v[2]) for v in f["v"]]
        pols = [v[2] for v in f["v"]]
        changes = [vals[0]] + [b for a, b in zip(vals, vals[1:]) if a != b]
        mb = len(set(pols)) == 1 and any(changes[i] == changes[j] for i in range(len(changes))
                                         for j in range(i + 2, len(changes)))
        assert ("moveback" in f["tags"]) == mb, f["fid"]
        assert ("interior" in f["tags"]) == any(v[3] == "ic" for v in f["v"]), f["fid"]
        neg = len(set(pols)) > 1
        assert ("negation" in f["tags"]) == neg, f["fid"]
        assert ("restart" in f["tags"]) == (pols[:3] == ["+", "-", "+"]), f["fid"]
    # text, ids, times
    texts = [m["text"] for m in mems]
    assert len(texts) == len(set(texts)), "duplicated text"
    assert all(t.strip() for t in texts)
    ids = [m["id"] for m in mems]
    assert len(ids) == len(set(ids))
    for m in mems:
        assert m["created"] < LIMIT and m["order"] < LIMIT
        if m["observed"] is not None:
            assert m["observed"] < m["created"], m["id"]
    cs = [m["created"] for m in back]
    assert max(cs) - min(cs) < dt.timedelta(hours=1), "import session longer than an hour"
    assert len({c.date() for c in cs}) == 1
    st = sorted(cs)
    for a, b in zip(st, st[1:]):
        assert 1 <= (b - a).total_seconds() <= 4
    counts = {}
    for m in mems:
        if m["label"]:
            counts[m["label"]] = counts.get(m["label"], 0) + 1
    assert all(counts.get(c, 0) == 12 for c in CLASSES), counts


def stats(mems, pairs, back):
    from collections import Counter
    lines = []
    n = len(mems)
    nb = len(back)
    lines.append("memories                       %4d" % n)
    lines.append("  backfilled                   %4d  (%.0f%%)" % (nb, 100.0 * nb / n))
    lines.append("  live                         %4d" % (n - nb))
    lines.append("  in changing families         %4d" % sum(1 for m in mems if m["label"] is None))
    lines.append("  labelled negatives           %4d" % sum(1 for m in mems if m["label"]))
    cs = sorted(m["created"] for m in back)
    lines.append("import session                 %s .. %s (%ds)" % (rfc(cs[0]), rfc(cs[-1]), (cs[-1] - cs[0]).total_seconds()))
    sizes = Counter(len(f["v"]) for f in FAMILIES)
    lines.append("changing families              %4d  (%s)" % (len(FAMILIES), ", ".join(
        "%d of %d versions" % (sizes[k], k) for k in sorted(sizes))))
    rc = Counter(p["reason"] for p in pairs)
    lines.append("true pairs                     %4d" % len(pairs))
    lines.append("  value                        %4d" % rc["value"])
    lines.append("  negation                     %4d" % rc["negation"])
    shapes = Counter(v[3] for f in FAMILIES for v in f["v"][1:])
    repl = shapes["rw"] + shapes["sw"]
    lines.append("replacement memories           %4d  (reworded %d = %.0f%%, same line value swapped %d)" % (
        repl, shapes["rw"], 100.0 * shapes["rw"] / repl, shapes["sw"]))
    lines.append("interior confirmations         %4d" % shapes["ic"])
    tags = Counter(t for f in FAMILIES for t in f["tags"])
    for t, label in [("moveback", "move-back families"), ("interior", "interior-confirmation families"),
                     ("negation", "negation families"), ("restart", "  of which on-off-on"),
                     ("names_old", "replacements naming old value"), ("reldate", "relative-date replacements"),
                     ("unit", "unit/format change in pair"), ("handover", "handovers + other subject")]:
        lines.append("%-31s%4d" % (label, tags[t]))
    lc = Counter(m["label"] for m in mems if m["label"])
    lines.append("labelled negatives by class")
    for c in CLASSES:
        lines.append("  %-28s %4d" % (c, lc[c]))
    return "\n".join(lines)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        print("usage: gen.py [--stats | --list]", file=sys.stderr)
        return 2
    mems, filed, back = build()
    pairs, groups = compute_truth(mems)
    check(mems, pairs, groups, back)
    if argv and argv[0] == "--stats":
        print(stats(mems, pairs, back))
        return 0
    if argv and argv[0] == "--list":
        for m in sorted(mems, key=lambda m: m["id"]):
            print("\t".join([m["id"], rfc(m["order"]), m["label"] or "-", keystr(m["key"]),
                             m["value"] if m["value"] is not None else "-", m["pol"] or "-",
                             "backfilled" if m["backfilled"] else "live"]))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m in filed:
            o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = rfc(m["observed"])
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for p in pairs:
            fh.write(json.dumps(p, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            fh.write(json.dumps({"id": m["id"], "class": m["label"]}, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
