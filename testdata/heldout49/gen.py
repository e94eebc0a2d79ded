#!/usr/bin/env python3
"""Blind labelled supersession data set q49 (register: a town food bank's shared notes).

python3 gen.py          writes memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  prints counts, writes nothing
python3 gen.py --list   prints every memory, writes nothing
anything else           exits 2, writes nothing

Every memory lives in an explicit table (FAMILIES of versions, STANDALONE labelled memories) with its fact
key, value key, polarity, order time and label. Truth is computed from the tables, never from the text.
"""
import datetime as dt
import json
import os
import random
import sys
from collections import Counter, defaultdict

SEED = 4909
PREFIX = "q49-"
CUTOFF = dt.datetime(2026, 12, 1)
SESSION_START = dt.datetime(2026, 11, 18, 10, 4, 0)   # the one import session of the backfill
BACKFILL_SHARE = 0.75


def V(when, value, pol, text, *tags):
    """One version of a changing fact."""
    return dict(when=when, value=value, pol=pol, text=text, tags=tags)


def A(cls, when, value, pol, text):
    """A labelled memory attached to a family's key, after its last version."""
    return dict(cls=cls, when=when, value=value, pol=pol, text=text)


def F(fid, subject, attribute, scope, versions, attached=()):
    return dict(fid=fid, subject=subject, attribute=attribute, scope=scope,
                versions=list(versions), attached=list(attached))


def S(cls, when, subject, attribute, scope, value, pol, text, multi=False):
    """A standalone labelled memory on its own key (multi: each value is its own fact)."""
    return dict(cls=cls, when=when, subject=subject, attribute=attribute, scope=scope,
                value=value, pol=pol, text=text, multi=multi)


# Tags on versions: same = same record line as the memory it replaces, value swapped;
# names_old = text names the old value; unit = unit/format change inside the pair;
# rel:<Day> = relative date ("next <Day>"), value derived from the order time;
# also:<fid> = handover that also restates family <fid>'s current value.

FAMILIES = [
    # ---------------- value families ----------------
    F("F01", "Unit 7 Tanyard (warehouse)", "keypad code", "main door", [
        V("2024-04-08 09:12", "1984", "+", "Warehouse: Unit 7, Tanyard Industrial Estate\nKeypad (main door): 1984\nAlarm: ask Kwame"),
        V("2024-11-18 17:40", "3306", "+", "Kwame's changed the code on the unit door after the break-in scare next door - it's 3306 now. Please don't write it on the rota sheet."),
        V("2025-06-02 08:15", "5521", "+", "Tanyard door code: 5521"),
        V("2025-12-09 12:30", "8047", "+", "Tanyard door code: 8047", "same"),
        V("2026-05-21 19:05", "6612", "+", "Warehouse keypad got reset by the landlord's electrician today. New number is 6612, the old one won't work any more."),
    ], [
        A("format_variant", "2026-06-03 11:20", "6612", "+", "for anyone asking on the group: unit keypad = six six one two"),
    ]),
    F("F02", "St Cuthbert's church hall", "session lead", "Tuesday", [
        V("2024-05-07 09:30", "Hazel Fenn", "+", "St Cuthbert's hall - Tue 10-12, lead: Hazel"),
        V("2024-10-15 13:05", "Bernie Cole", "+", "Bernie's taking over leading Tuesdays at St C's, Hazel wants a break from being in charge for a bit"),
        V("2025-03-11 12:45", "Hazel Fenn", "+", "Hazel is back in charge of the Tuesday session at Cuthbert's from this week. Thanks Bernie for holding the fort!"),
        V("2025-09-23 10:10", "Ollie Strand", "+", "St Cuthbert's hall - Tue 10-12, lead: Ollie"),
        V("2026-02-17 14:00", "Fran Melling", "+", "Ollie's off to uni so Fran Melling leads the Tuesday church-hall session (Abbey Rd) from now on"),
    ], [
        A("confirmation", "2026-10-13 12:30", "Fran Melling", "+", "Fran still running Tuesdays at St C's, nothing's changed there whatever you've heard"),
    ]),
    F("F03", "Friday tea-time session", "venue", "-", [
        V("2024-06-14 16:00", "Brookside Youth Club", "+", "Fri tea-time session: Brookside Youth Club, 4.30-6pm"),
        V("2025-04-25 15:20", "Holy Trinity hall", "+", "moved the Friday session to Trinity hall on Sowerby Rd while the youth club roof is being fixed"),
        V("2025-07-18 18:10", "Brookside Youth Club", "+", "BYC roof finished - Fridays are back at the youth club from today"),
    ], [
        A("elaboration", "2025-09-05 17:00", "Brookside Youth Club", "+", "Friday session at Brookside Youth Club is in the back sports hall now - come in by the side door on Ferry Lane, not the front"),
    ]),
    F("F04", "supermarket collection round", "driver", "Monday", [
        V("2024-07-01 08:30", "Sid Harwood", "+", "Mon collections (Barnaby's, Westgate) - driver: Sid"),
        V("2024-12-02 09:00", "Lewis Okonjo", "+", "Lewis is doing the Monday pickups for now, Sid's having his knee done"),
        V("2025-02-24 08:45", "Sid Harwood", "+", "Sid's back driving the Monday round, huge thanks to Lewis for covering"),
    ], [
        A("confirmation", "2025-08-18 09:15", "Sid Harwood", "+", "Monday collection round remains with Sid H, no change for the autumn rota"),
    ]),
    F("F05", "Northgate Community Centre", "opening time", "Thursday", [
        V("2024-08-22 14:20", "13:00", "+", "Northgate Community Centre, Thursdays: doors open 13:00"),
        V("2025-01-09 15:40", "13:30", "+", "From this week NCC opens half an hour later on Thursdays (1.30) because the lunch club keeps overrunning"),
        V("2025-05-15 13:10", "13:00", "+", "Lunch club has moved to the small room so Northgate Thursday goes back to a 1pm start"),
    ], [
        A("format_variant", "2025-06-12 12:00", "13:00", "+", "NCC Thu - open 1.00pm"),
    ]),
    F("F06", "Hollinsford & District Food Bank", "safeguarding lead", "-", [
        V("2024-03-18 19:30", "Ailsa Pennock", "+", "Safeguarding lead: Ailsa Pennock (trustee). Any concerns, ring her the same day."),
        V("2025-06-10 20:15", "Gillian Tarrant", "+", "Gillian has taken over safeguarding from Ailsa, who's stepping back to just being secretary", "names_old"),
    ], [
        A("confirmation", "2026-03-17 21:00", "Gillian Tarrant", "+", "Confirmed again at the AGM: Gillian stays as safeguarding lead for the coming year"),
    ]),
    F("F07", "board of trustees", "treasurer", "-", [
        V("2024-03-20 20:00", "Dev Ramesar", "+", "Treasurer - Dev Ramesar (since 2021). Receipts and mileage forms to him."),
        V("2025-03-27 21:30", "Dev Ramesar", "+", "AGM: Dev re-elected as treasurer for another year, accounts approved"),
        V("2025-10-30 19:45", "Nuala Brennock", "+", "Dev has stood down as treasurer for health reasons; trustees co-opted Nuala Brennock, who is taking over the books"),
    ], [
        A("elaboration", "2025-11-20 10:00", "Nuala Brennock", "+", "Nuala Brennock (treasurer) is a retired bank auditor - she'll do the quarterly accounts with the examiner and wants receipts scanned, not paper"),
    ]),
    F("F08", "the van", "insurer", "-", [
        V("2024-09-05 11:00", "Covewell Mutual", "+", "Van: Ford Transit, HF19 KZT\nInsurer: Covewell Mutual\nRenewal: September\nDrivers: approved vols aged 25+"),
        V("2025-09-03 10:20", "Covewell Mutual", "+", "Renewed the van insurance with Covewell for another year, certificate is in the blue folder in the cab"),
        V("2026-08-28 16:30", "Harbridge Insurance", "+", "switched the van insurance from Covewell to Harbridge - £212 cheaper for the same cover. Starts 1 Sept.", "names_old"),
    ], [
        A("elaboration", "2026-09-10 09:40", "Harbridge Insurance", "+", "Harbridge policy on KZT covers any approved driver 25-75 with a clean licence, £250 excess, breakdown included"),
    ]),
    F("F09", "Hollinsford & District Food Bank", "food hygiene lead", "-", [
        V("2024-05-20 10:00", "Maureen Quayle", "+", "Food hygiene lead is Mo Quayle - check with her before we accept anything home-cooked or past BBE"),
        V("2025-05-12 11:30", "Maureen Quayle", "+", "Maureen's still doing food hygiene, she's just renewed her Level 2"),
        V("2026-01-14 12:00", "Keiko Marsh", "+", "Food hygiene: Keiko Marsh\n(Level 3 cert, took over from Jan)"),
    ], [
        A("elaboration", "2026-02-02 18:00", "Keiko Marsh", "+", "Keiko Marsh, our food hygiene lead, cooks at the Kingfisher on weekday afternoons - message her rather than ring"),
    ]),
    F("F10", "weekday bread pickup", "bakery", "-", [
        V("2024-10-01 15:00", "Hatch & Rye", "+", "Bread: Hatch & Rye, Westgate - collect Mon/Wed/Fri after 4pm, back door"),
        V("2025-08-06 16:45", "Doughbridge Bakery", "+", "Switched the weekday bread pickup from Hatch & Rye to Doughbridge Bakery on Kiln St, same times", "names_old"),
    ], [
        A("elaboration", "2025-08-20 16:10", "Doughbridge Bakery", "+", "Doughbridge pickup: yard door on Kiln St, ask for Tariq, and take the green crates back each time"),
    ]),
    F("F11", "Hollinsford Housing Trust", "referral contact", "-", [
        V("2024-06-03 09:45", "Leanne Dobbs", "+", "Referrer: Hollinsford Housing Trust\nContact: Leanne Dobbs\nTel: 01632 884 210"),
        V("2025-11-04 10:30", "Marcus Tey", "+", "Changed the Housing Trust contact from Leanne to Marcus Tey (Leanne's left). Same number.", "names_old"),
    ], [
        A("elaboration", "2025-11-25 14:00", "Marcus Tey", "+", "Marcus Tey at HHT works Mon-Wed only, email is better than the phone for referral queries"),
    ]),
    F("F12", "Hollinsford & District Food Bank", "AGM date", "2026", [
        V("2026-03-02 18:20", "2026-03-19", "+", "AGM 2026: Thu 19 March, 7pm, Mill Lane Methodist hall. All volunteers welcome."),
        V("2026-03-12 09:05", "2026-03-17", "+", "AGM moved to next Tuesday - Gillian can't do Thursday now. Same place, same time.", "rel:Tue"),
    ], [
        A("format_variant", "2026-03-14 10:00", "2026-03-17", "+", "reminder AGM 17/03/26 19:00"),
    ]),
    F("F13", "warehouse", "stock take date", "spring 2026", [
        V("2026-04-06 10:00", "2026-04-16", "+", "Stock take at the unit Thu 16/04, all hands 9-1 please"),
        V("2026-04-13 08:50", "2026-04-18", "+", "stock take moved to next Saturday so the weekday vols can come too - same hours", "rel:Sat"),
    ]),
    F("F14", "volunteer drivers", "mileage rate", "-", [
        V("2024-04-15 12:00", "GBP0.45/mile", "+", "Drivers can claim 45p a mile, forms to Dev"),
        V("2025-04-07 19:00", "GBP0.40/mile", "+", "Mileage: £0.40 per mile from 1 April (trustees' decision, budget's tight)", "unit"),
    ], [
        A("format_variant", "2025-06-30 11:00", "GBP0.40/mile", "+", "Reminder: mileage claims are 40p/mi, forms in the tray"),
    ]),
    F("F15", "Unit 7 Tanyard (warehouse)", "rent", "-", [
        V("2024-03-28 10:30", "GBP350/month", "+", "Unit rent £350 pcm, standing order on the 1st"),
        V("2025-02-13 11:15", "GBP375/month", "+", "Landlord's letter came - rent on the warehouse goes up to £4,500 a year from April", "unit"),
    ], [
        A("format_variant", "2025-04-02 09:00", "GBP375/month", "+", "Tanyard rent: £375 per calendar month (s/o amended)"),
    ]),
    F("F16", "duty mobile", "held by", "-", [
        V("2025-07-01 09:00", "Ruth Ashdown", "+", "Out of hours / duty mobile (07700 900318) is with Ruth"),
        V("2026-07-20 17:30", "Nadia Sefton", "+", "Handover before my 3 weeks off: Nadia has the duty phone from today. Tuesday at St C's is Fran as usual, she's got the hall keys. Anything about grant reports can wait till I'm back. - Ruth", "also:F02"),
    ], [
        A("elaboration", "2026-08-04 12:00", "Nadia Sefton", "+", "Nadia has the duty mobile - she answers 8am to 8pm, text it after that and she'll pick up in the morning"),
    ]),
    F("F17", "warehouse", "lead", "-", [
        V("2024-03-12 15:00", "Kwame Oduya", "+", "Warehouse lead: Kwame Oduya (Kwam) - deliveries, stock, sorting rota"),
        V("2026-09-01 18:00", "Jas Bhogal", "+", "Handover from Kwam: I'm moving down south at the end of the month, Jas Bhogal takes over as warehouse lead from Monday. Door code hasn't changed (6612). Pallet truck needs a new wheel, it's on order.", "also:F01"),
    ], [
        A("elaboration", "2026-09-22 08:00", "Jas Bhogal", "+", "Jas (warehouse lead now) is at the unit Tue/Thu/Sat mornings - text before you drop off anything bigger than a car boot"),
    ]),
    F("F18", "UHT milk", "stock level", "warehouse", [
        V("2025-01-13 10:00", "48 L", "+", "Stock check Mon: UHT milk 48 cartons (1L)"),
        V("2025-02-03 16:30", "20 L", "+", "we're down to 20 litres of UHT, going through it fast since the cold snap"),
        V("2025-02-17 11:00", "6 L", "+", "UHT - only 6 left on the shelf!! please ask at collections"),
        V("2025-02-25 14:20", "90 L", "+", "SurplusLink dropped off a pallet: 90 cartons of UHT now in bay 3"),
    ], [
        A("format_variant", "2025-03-03 09:30", "90 L", "+", "UHT milk stock: 90 litres"),
    ]),
    F("F19", "Mill Lane Methodist hall", "session lead", "Wednesday", [
        V("2024-04-10 10:00", "Colin Pargeter", "+", "Mill Lane Weds - lead: Colin"),
        V("2024-11-06 12:30", "June Halloran", "+", "Mill Lane Weds - lead: June", "same"),
        V("2025-08-27 13:00", "Errol Mackie", "+", "June's stepping down from leading, and Errol Mackie has said yes to running the Methodist hall on Wednesdays"),
    ], [
        A("elaboration", "2025-10-15 13:30", "Errol Mackie", "+", "Errol Mackie (Wednesday lead at Mill Lane) used to run the church youth club there, so he knows the hall and the boiler inside out"),
    ]),
    F("F20", "pasta", "stock level", "warehouse", [
        V("2024-05-13 10:00", "120 kg", "+", "Pasta: approx 120kg in the racking"),
        V("2024-07-22 15:30", "35 kg", "+", "Pasta: approx 35kg in the racking", "same"),
        V("2024-09-30 11:00", "210 kg", "+", "Pasta is back up to about 210 kilos after St Wilfrid's harvest collection"),
    ]),
    F("F21", "Calder Norris Foundation grant", "report due", "final report", [
        V("2024-11-12 10:00", "2025-06-30", "+", "Calder Norris grant - final report due 30/06/2025"),
        V("2025-05-08 14:00", "2025-07-31", "+", "Calder Norris have given us an extension on the report, end of July now"),
        V("2025-07-24 09:30", "2025-09-15", "+", "Rang Calder Norris again (new grants officer) - report deadline is 15 September"),
    ], [
        A("format_variant", "2025-08-11 10:00", "2025-09-15", "+", "CN final report: due 15.09.25"),
    ]),
    F("F22", "Tomasz Wierzbicki", "volunteer days", "-", [
        V("2024-06-17 18:00", "Mon+Thu", "+", "Vol: Tomasz Wierzbicki\nRole: driver\nDays: Mon, Thu\nDBS: cleared 05/24"),
        V("2025-01-27 18:30", "Thu", "+", "Vol: Tomasz Wierzbicki\nRole: driver\nDays: Thu\nDBS: cleared 05/24", "same"),
        V("2025-09-08 20:00", "Tue+Thu", "+", "Tom W can do Tuesdays again now his shifts have changed, so Tue + Thu from next week"),
    ], [
        A("confirmation", "2026-01-19 19:00", "Tue+Thu", "+", "Checked with Tomasz for the new rota - still Tuesdays and Thursdays"),
    ]),
    F("F23", "Christmas appeal", "target", "2025", [
        V("2025-09-15 19:00", "GBP6000", "+", "Christmas appeal 2025 target: £6,000"),
        V("2025-10-20 20:00", "GBP7500", "+", "Trustees agreed to raise the Xmas appeal target to £7.5k given demand"),
        V("2025-11-24 21:00", "GBP8000", "+", "We've nearly hit it already, so the appeal target is now £8,000!"),
    ], [
        A("format_variant", "2025-12-01 09:00", "GBP8000", "+", "Xmas appeal target = 8k"),
    ]),
    F("F24", "fridge and freezer temperature checks", "done by", "weekdays", [
        V("2024-07-08 09:00", "Wendy Amberley", "+", "Fridge & freezer temps (weekdays): Wendy"),
        V("2025-03-31 09:00", "Stan Prewitt", "+", "Fridge & freezer temps (weekdays): Stan", "same"),
        V("2026-04-20 08:40", "Imogen Lisle", "+", "Imogen's doing the weekday fridge/freezer temperature checks now - log sheet is on the fridge door"),
    ], [
        A("confirmation", "2026-06-15 10:00", "Imogen Lisle", "+", "Imogen is still on the weekday temp checks, logs all filled in"),
    ]),
    F("F25", "warehouse", "donation drop-off hours", "-", [
        V("2024-05-02 12:00", "Tue,Thu 09-12", "+", "Drop-offs at the unit: Tue & Thu 9-12"),
        V("2025-01-23 14:00", "Mon-Fri 09-13", "+", "The unit now takes donations Monday to Friday, 9am to 1pm"),
        V("2025-10-09 15:00", "Tue,Thu,Sat 09-12", "+", "Drop-offs at the unit: Tue, Thu & Sat 9-12"),
    ], [
        A("confirmation", "2026-02-12 11:00", "Tue,Thu,Sat 09-12", "+", "Warehouse drop-off times remain Tue/Thu/Sat mornings, 9 till 12"),
    ]),
    F("F26", "voucher system", "max vouchers per household", "per 6 months", [
        V("2024-04-22 10:00", "3", "+", "Voucher rule: max 3 vouchers per household in 6 months, after that the referrer must ring us"),
        V("2024-12-09 11:00", "4", "+", "Trustees have raised the voucher limit to 4 per household per six months"),
        V("2025-11-17 10:30", "6", "+", "from now on up to six vouchers in any 6 months per household (cost of living)"),
    ], [
        A("confirmation", "2026-04-27 10:00", "6", "+", "Voucher limit is still 6 per household per 6 months - confirmed with Ruth"),
    ]),
    F("F27", "board of trustees", "chair", "-", [
        V("2024-03-20 20:05", "Gillian Tarrant", "+", "Chair of trustees: Gillian Tarrant"),
        V("2025-03-27 21:35", "Howard Pym", "+", "New chair elected at the AGM - Howard Pym. Gillian stays on as a trustee."),
        V("2026-03-17 21:10", "Rosalind Achebe", "+", "Howard's handed the chair to Rosalind Achebe (voted in tonight at the AGM)"),
    ]),
    F("F28", "Friday tea-time session", "lead", "-", [
        V("2024-06-14 16:05", "Lottie Vance", "+", "Friday tea-time lead: Lottie"),
        V("2025-01-31 17:00", "Rhys Calloway", "+", "Friday tea-time lead: Rhys", "same"),
        V("2025-11-07 16:30", "Dilys Hopcroft", "+", "Dilys Hopcroft has agreed to lead the Friday evening session at Brookside from November"),
    ], [
        A("confirmation", "2026-03-06 17:00", "Dilys Hopcroft", "+", "Dilys remains Friday lead, she's happy to carry on"),
    ]),
    F("F29", "Pennine Lights Trust", "annual grant", "-", [
        V("2024-07-25 10:00", "GBP4000", "+", "Pennine Lights Trust: £4,000/yr towards van running costs"),
        V("2025-07-29 11:00", "GBP5500", "+", "Good news - Pennine Lights renewed and upped it to £5,500 for this year"),
    ]),
    F("F30", "the van", "parked at", "-", [
        V("2024-03-06 10:15", "St Cuthbert's car park", "+", "Van parks overnight behind St Cuthbert's (vicar's OK'd it)"),
        V("2025-05-06 18:00", "Tanyard yard", "+", "From Monday the Transit lives in the yard at Tanyard, the church need the space back"),
        V("2026-02-23 19:00", "Northgate CC car park", "+", "KZT is kept at Northgate CC car park now (yard gate broken), keys in the key safe"),
    ], [
        A("elaboration", "2026-03-09 08:30", "Northgate CC car park", "+", "Van's spot at Northgate CC car park is bay 14 at the back by the bins - please don't leave it on the road"),
    ]),
    F("F31", "StepUp Recovery", "referral contact", "-", [
        V("2024-08-05 13:00", "Shona Baird", "+", "StepUp Recovery referrer: Shona Baird (key worker)"),
        V("2025-06-23 10:00", "Bilal Qureshi", "+", "StepUp Recovery referrer: Bilal Qureshi (key worker)", "same"),
    ]),
    F("F32", "the van", "MOT due", "-", [
        V("2025-01-06 10:00", "2025-12-09", "+", "Van MOT due 9 Dec 2025 - booked in at Parr's Garage"),
        V("2026-01-09 12:00", "2027-01-07", "+", "Passed the retest, so the new MOT certificate for the Transit runs to 7 Jan 2027"),
    ], [
        A("format_variant", "2026-02-01 10:00", "2027-01-07", "+", "KZT MOT expiry 07/01/27"),
    ]),
    F("F33", "Kestrel Express (Westgate)", "crate pickup day", "-", [
        V("2024-10-14 09:00", "Wednesday", "+", "Kestrel Express collection crate - pick up Weds"),
        V("2025-04-14 09:30", "Saturday", "+", "Kestrel have asked us to collect their donation crate on Saturdays instead, Wednesday is their delivery day"),
    ], [
        A("confirmation", "2025-10-11 10:00", "Saturday", "+", "Kestrel Express pickup is still Saturday morning"),
    ]),
    F("F34", "Barnaby's Foodstore", "community contact", "-", [
        V("2024-07-15 14:00", "Dean Fairlie", "+", "Barnaby's Foodstore - community champion: Dean Fairlie"),
        V("2025-03-17 15:00", "Priti Sandhu", "+", "Dean's been promoted to another branch; the new community champion at Barnaby's is Priti Sandhu"),
    ]),
    F("F35", "Hollinsford High", "collection coordinator", "-", [
        V("2024-09-23 16:00", "Mr Abara", "+", "Hollinsford High collection: Mr Abara (geography)"),
        V("2025-09-15 16:30", "Ms Kilbride", "+", "Hollinsford High collection: Ms Kilbride (RE)", "same"),
    ]),
    F("F36", "chest freezer B", "location", "-", [
        V("2024-08-12 11:00", "warehouse", "+", "Chest freezer B is in the unit next to the racking"),
        V("2025-10-27 14:00", "Mill Lane Methodist hall", "+", "Moved chest freezer B over to Mill Lane so we can do frozen there"),
    ]),
    F("F37", "Brightstart children's centre", "health visitor contact", "-", [
        V("2024-10-21 10:00", "Kerry Moss", "+", "Brightstart HV referrals: Kerry Moss"),
        V("2026-01-26 10:30", "Anjali Rao", "+", "Brightstart HV referrals: Anjali Rao", "same"),
    ]),
    F("F38", "Ollie Strand", "role", "-", [
        V("2024-05-27 18:00", "sorter", "+", "Vol: Ollie Strand\nRole: sorter\nDays: Tue\nDBS: n/a (under 18)"),
        V("2025-02-10 18:30", "front desk", "+", "Vol: Ollie Strand\nRole: front desk\nDays: Tue\nDBS: n/a (under 18)", "same"),
    ]),
    F("F39", "Wayfarers hostel", "referral email", "-", [
        V("2024-11-25 09:00", "referrals@wayfarers-hollinsford.org", "+", "Wayfarers referrals email: referrals@wayfarers-hollinsford.org"),
        V("2025-08-18 10:00", "support@wayfarershostel.org.uk", "+", "Wayfarers have changed their email, use support@wayfarershostel.org.uk from now"),
    ]),
    F("F40", "Holy Trinity hall", "keys kept", "-", [
        V("2025-04-23 12:00", "with the verger", "+", "Keys for Trinity hall: with the verger, Mr Penhaligon, 2 Sowerby Rd"),
        V("2025-06-11 13:00", "key safe", "+", "Trinity has a key safe by the porch now (code from Ruth), so no need to knock for the verger"),
    ]),
    F("F41", "baked beans", "stock level", "warehouse", [
        V("2025-05-19 10:00", "14 trays", "+", "Beans: 14 trays"),
        V("2025-06-09 10:00", "3 trays", "+", "Beans: 3 trays", "same"),
    ]),
    F("F42", "food bank shopping list", "top item", "-", [
        V("2024-10-07 09:00", "tinned fish", "+", "Top of the shopping list (for the FB page): tinned fish"),
        V("2024-10-21 09:00", "coffee", "+", "Top of the shopping list (for the FB page): coffee", "same"),
    ]),
    F("F43", "Christmas appeal", "last drop-off date", "2025", [
        V("2025-10-20 20:05", "2025-12-12", "+", "Xmas appeal: last drop-off Fri 12 Dec"),
        V("2025-12-04 10:00", "2025-12-15", "+", "We've extended the Christmas drop-off to Monday the 15th, parcels go out on the 18th"),
    ], [
        A("format_variant", "2025-12-06 09:00", "2025-12-15", "+", "last day for Xmas donations: 15/12"),
    ]),
    F("F44", "Northgate Community Centre", "bookings contact", "-", [
        V("2024-04-29 11:00", "Yvonne Clegg", "+", "NCC bookings: Yvonne Clegg, centre manager"),
        V("2025-11-10 12:00", "Kieran Doyle", "+", "Yvonne has retired and Kieran Doyle is the Northgate centre manager now - he does the room bookings"),
    ], [
        A("confirmation", "2026-05-11 10:00", "Kieran Doyle", "+", "Kieran confirmed he's still handling our bookings at the community centre"),
    ]),
    F("F45", "Mill Lane Methodist hall", "session times", "Wednesday", [
        V("2024-03-13 09:00", "10:00-12:00", "+", "Mill Lane Methodist, Wednesday session: 10am - 12 noon"),
        V("2025-09-10 11:00", "10:30-12:30", "+", "Mill Lane on Weds is now 10.30 to 12.30 (toddler group has the hall till quarter past ten)"),
    ], [
        A("format_variant", "2025-10-01 09:00", "10:30-12:30", "+", "Mill Ln Wed 10:30-12:30"),
    ]),
    F("F46", "Town Council community fund", "application deadline", "2025 round", [
        V("2025-01-15 10:00", "2025-02-28", "+", "Town council community fund - applications close 28 Feb"),
        V("2025-02-20 11:00", "2025-03-14", "+", "Council have extended the community fund deadline, it's 14 March now"),
    ]),
    F("F47", "volunteer induction", "day", "-", [
        V("2024-06-01 10:00", "first Saturday", "+", "Volunteer inductions: first Saturday of the month, 10am at the unit"),
        V("2025-02-27 10:00", "second Saturday", "+", "Inductions are moving to the second Saturday of each month from March"),
    ]),
    F("F48", "volunteer rota", "kept on", "-", [
        V("2024-03-25 20:00", "WhatsApp group", "+", "Rota lives on the WhatsApp group, pinned message"),
        V("2025-05-26 20:00", "Shiftly app", "+", "We're moving the rota onto the Shiftly app - invites going out, please sign up by Friday"),
    ]),
    F("F49", "nappies (size 4)", "stock level", "warehouse", [
        V("2025-08-04 10:00", "9 packs", "+", "Nappies (size 4): 9 packs"),
        V("2025-08-25 10:00", "2 packs", "+", "Nappies (size 4): 2 packs", "same"),
    ]),
    F("F50", "tinned meat", "stock level", "warehouse", [
        V("2026-06-01 10:00", "40 tins", "+", "Tinned meat: 40 tins"),
        V("2026-06-22 11:00", "110 tins", "+", "Tinned meat: 110 tins", "same"),
    ]),
    F("F51", "freezer A", "temperature", "-", [
        V("2026-07-06 09:05", "-19C", "+", "Freezer A -19C (9am check)"),
        V("2026-07-13 09:10", "-21C", "+", "Freezer A -21C (9am check)", "same"),
    ]),
    F("F52", "board of trustees", "secretary", "-", [
        V("2024-03-20 20:10", "Ailsa Pennock", "+", "Secretary to the trustees: Ailsa Pennock"),
        V("2026-03-17 21:20", "Wendy Amberley", "+", "Ailsa has finally retired as secretary - Wendy's taking the minutes from now on"),
    ]),
    F("F53", "SurplusLink", "delivery day", "-", [
        V("2024-05-14 12:00", "Tuesday", "+", "SurplusLink delivery: Tue am"),
        V("2025-03-04 12:00", "Thursday", "+", "SurplusLink delivery: Thu am", "same"),
    ], [
        A("confirmation", "2025-09-25 12:00", "Thursday", "+", "SurplusLink still delivering Thursday mornings, driver is usually Bren"),
    ]),
    F("F54", "food bank accounts", "independent examiner", "-", [
        V("2024-08-29 10:00", "Hurst & Penrose", "+", "Accounts examined by Hurst & Penrose (free of charge)"),
        V("2025-12-01 10:00", "Carrow Accounting", "+", "Nuala has arranged for Carrow Accounting to do the independent examination this year"),
    ]),
    F("F55", "Mill Lane Methodist hall", "hire charge", "Wednesday session", [
        V("2024-04-03 10:00", "GBP25", "+", "Mill Lane hall hire: £25 per session"),
        V("2025-04-02 10:00", "GBP30", "+", "Mill Lane hall hire: £30 per session", "same"),
    ]),
    F("F56", "St Cuthbert's church hall", "contact", "-", [
        V("2024-05-07 09:35", "Mrs Okafor", "+", "St C's hall contact: Mrs Okafor (churchwarden), 01632 770 145"),
        V("2025-12-08 11:00", "Rev. Lyall", "+", "The new vicar at St Cuthbert's, Rev Lyall, wants to be our main contact for the hall rather than the churchwarden"),
    ]),
    F("F57", "Ade Bankole", "mobile", "-", [
        V("2024-09-30 19:00", "07700900514", "+", "Ade Bankole - 07700 900514"),
        V("2025-10-13 20:00", "07700900562", "+", "Ade's got a new mobile: 07700900562, the old one's dead"),
    ]),
    F("F58", "Elspeth Rudd", "DBS", "-", [
        V("2025-02-03 18:00", "pending", "+", "Vol: Elspeth Rudd\nRole: sorter\nDays: Sat\nDBS: pending"),
        V("2025-03-10 18:00", "cleared", "+", "Vol: Elspeth Rudd\nRole: sorter\nDays: Sat\nDBS: cleared 03/25", "same"),
    ]),
    F("F59", "nappies", "supplied via", "-", [
        V("2024-11-04 10:00", "Little Steps baby bank", "+", "We get nappies from Little Steps baby bank, ask for Sam"),
        V("2026-04-01 10:00", "Cradle Hollinsford", "+", "Little Steps has merged into Cradle Hollinsford, so nappy orders go to Cradle from April"),
    ]),
    F("F60", "warehouse", "alarm company", "-", [
        V("2024-04-08 09:15", "Sentinel North", "+", "Alarm: Sentinel North, monitored, call-out 01632 905 300"),
        V("2025-07-07 10:00", "Bastion Alarms", "+", "Alarm contract's moved to Bastion Alarms, Sentinel were useless. New fob for each keyholder."),
    ], [
        A("elaboration", "2025-07-21 10:00", "Bastion Alarms", "+", "Bastion Alarms account no. BA-22871 - call-out number and password are on the card in the office"),
    ]),
    F("F62", "food parcels", "size", "single adult", [
        V("2024-07-22 10:00", "3 days", "+", "Parcel for a single adult = 3 days' food"),
        V("2025-11-24 10:00", "5 days", "+", "We've gone up to 5-day parcels for single people now that SurplusLink is sending more"),
    ], [
        A("format_variant", "2026-01-05 10:00", "5 days", "+", "singles: five days' worth (see parcel sheet)"),
    ]),
    F("F63", "volunteers' Christmas party", "venue", "2025", [
        V("2025-10-06 20:00", "The Kingfisher", "+", "Vols Xmas do: The Kingfisher, Sat 13 Dec, 7.30"),
        V("2025-11-17 20:00", "Northgate Community Centre", "+", "Kingfisher double-booked us, so the Christmas party is at the community centre instead (same night)"),
    ]),
    # ---------------- negation families (value repeated, polarity flips) ----------------
    F("F65", "urgent needs list", "includes", "pasta", [
        V("2025-01-20 09:30", "pasta", "+", "Pasta's on the urgent list - we're down to the last few bags"),
        V("2025-03-03 10:00", "pasta", "-", "Can take pasta off the urgent needs list, Greyfriars' collection filled a whole bay"),
        V("2025-10-06 09:15", "pasta", "+", "Pasta back on the urgent list!! please share on the FB page"),
    ]),
    F("F66", "home delivery service", "running", "-", [
        V("2024-04-02 11:00", "running", "+", "Home deliveries: running Tue & Thu for housebound clients (referral must say so)"),
        V("2024-08-13 12:00", "running", "-", "We've had to pause home deliveries - not enough drivers over the summer"),
        V("2024-10-01 10:00", "running", "+", "Deliveries to housebound clients restart this week, thanks to the new drivers"),
        V("2025-12-16 11:00", "running", "-", "Home delivery service suspended until further notice, we just don't have the drivers. Please tell referrers."),
    ]),
    F("F67", "Mill Lane Methodist hall", "chilled food given out", "-", [
        V("2024-06-26 14:00", "chilled food", "+", "Mill Lane has a fridge now so we can give out fresh & chilled (milk, cheese, veg) there"),
        V("2025-02-05 15:00", "chilled food", "-", "Mill Lane fridge has died - NO chilled stuff at Mill Lane until it's replaced, dry goods only"),
        V("2025-03-19 13:00", "chilled food", "+", "New fridge in at the Methodist hall, chilled food back on at Mill Lane from today"),
    ], [
        A("elaboration", "2025-04-28 12:00", "chilled food", "+", "Chilled at Mill Lane now covers milk, cheese, yoghurts and cooked meats - fridge log is on the door"),
    ]),
    F("F68", "the van", "in service", "-", [
        V("2024-03-05 12:00", "in service", "+", "Van (KZT) taxed, MOT'd, good to go"),
        V("2025-12-10 17:00", "in service", "-", "Transit failed its MOT on the brakes - it's OFF THE ROAD, use own cars for Monday pickups"),
        V("2026-01-08 16:00", "in service", "+", "Van's back on the road after the brake job, passed the retest"),
    ]),
    F("F69", "Christmas appeal 2025", "accepting toys", "-", [
        V("2025-11-03 19:00", "toys", "+", "Xmas appeal: we ARE taking new, unwrapped toys this year - boxes at Northgate and St C's"),
        V("2025-12-08 18:30", "toys", "-", "No more toys please!! Toy cupboard is full - food and toiletries only from now"),
    ]),
    F("F70", "referrals", "taken by phone", "-", [
        V("2024-09-10 10:00", "phone referrals", "+", "Agencies can phone referrals through to Ruth if they can't use the e-voucher"),
        V("2025-09-01 09:00", "phone referrals", "-", "From 1 Sept phone referrals are not accepted - e-vouchers only, no exceptions (audit)"),
    ], [
        A("confirmation", "2025-10-20 14:00", "phone referrals", "-", "Still no phone referrals - CAB asked again today, told them e-voucher"),
    ]),
    F("F71", "Saturday bread pickup", "from", "-", [
        V("2024-11-09 15:00", "Hatch & Rye", "+", "Hatch & Rye give us their Saturday leftovers too - collect 3pm Sat"),
        V("2025-06-21 16:00", "Hatch & Rye", "-", "No more Saturday bread from Hatch & Rye, they've stopped opening Saturdays"),
    ]),
    F("F72", "Oakfield Primary", "donation bin", "-", [
        V("2024-09-16 15:30", "donation bin", "+", "Oakfield Primary have a collection bin in their reception now (Mrs Dunne organising)"),
        V("2025-07-14 15:00", "donation bin", "-", "Oakfield took their bin out over the summer and aren't putting it back"),
    ]),
]

STANDALONE = [
    # multi_valued: each value is its own fact
    S("multi_valued", "2024-04-08 09:20", "Unit 7 Tanyard (warehouse)", "key holder", "-", "Ruth Ashdown", "+", "Ruth has a key to the unit as well as Kwame", True),
    S("multi_valued", "2025-01-20 12:00", "Unit 7 Tanyard (warehouse)", "key holder", "-", "Colin Pargeter", "+", "Colin also has a unit key now", True),
    S("multi_valued", "2025-10-11 11:30", "Unit 7 Tanyard (warehouse)", "key holder", "-", "Priyanka Dhar", "+", "Had another key cut for Pri, she's doing the Saturday openings", True),
    S("multi_valued", "2024-09-09 16:00", "Hollinsford & District Food Bank", "school collection point", "-", "St Wilfrid's RC Primary", "+", "St Wilfrid's RC Primary is a collection point from this term", True),
    S("multi_valued", "2024-09-12 16:00", "Hollinsford & District Food Bank", "school collection point", "-", "Hollinsford High", "+", "Another school on board - Hollinsford High will collect in their foyer", True),
    S("multi_valued", "2024-11-25 10:00", "Hollinsford & District Food Bank", "school collection point", "-", "Greyfriars Academy", "+", "Greyfriars Academy added as a collection point, crate goes in on Mondays", True),
    S("multi_valued", "2024-10-28 11:00", "Hollinsford & District Food Bank", "referral agency", "-", "Wayfarers hostel", "+", "Wayfarers hostel can issue e-vouchers now", True),
    S("multi_valued", "2025-02-17 14:00", "Hollinsford & District Food Bank", "referral agency", "-", "Brightstart children's centre", "+", "Added Brightstart children's centre (the HVs) as a referral agency", True),
    S("multi_valued", "2025-05-27 10:00", "Hollinsford & District Food Bank", "referral agency", "-", "StepUp Recovery", "+", "StepUp Recovery are registered referrers too now", True),
    S("multi_valued", "2024-06-10 10:00", "warehouse", "special diet range", "-", "gluten-free", "+", "We keep a gluten-free shelf now, bottom rack on the left", True),
    S("multi_valued", "2025-03-24 10:00", "warehouse", "special diet range", "-", "halal", "+", "also stocking halal tinned meat from this month", True),
    S("multi_valued", "2026-02-09 10:00", "warehouse", "special diet range", "-", "low sugar", "+", "added a low-sugar range for diabetic clients", True),
    # scope_disjoint: same subject + attribute as a family, another scope
    S("scope_disjoint", "2024-09-02 10:00", "Northgate Community Centre", "opening time", "Monday", "10:00", "+", "Northgate Mondays: doors 10am"),
    S("scope_disjoint", "2025-11-28 13:00", "St Cuthbert's church hall", "session lead", "Saturday pop-up (Dec)", "Bernie Cole", "+", "Saturday pop-up at St C's (December only) - lead: Bernie"),
    S("scope_disjoint", "2025-06-14 12:00", "Mill Lane Methodist hall", "session times", "Saturday", "10:00-11:30", "+", "Mill Lane - Sat 10-11.30 (baby bank morning)"),
    S("scope_disjoint", "2025-12-01 15:00", "Friday tea-time session", "venue", "Christmas week 2025", "Northgate Community Centre", "+", "Christmas week only: the Friday session will be at Northgate CC (BYC is shut 22 Dec - 2 Jan)"),
    S("scope_disjoint", "2025-03-03 12:30", "supermarket collection round", "driver", "Thursday", "Gary Nuttall", "+", "Thursday pickups (Barnaby's again) - driver: Gary"),
    S("scope_disjoint", "2025-02-18 10:00", "UHT milk", "stock level", "Mill Lane cupboard", "12 L", "+", "Mill Lane cupboard has 12 UHT kept back for emergencies"),
    S("scope_disjoint", "2025-08-14 09:00", "Unit 7 Tanyard (warehouse)", "keypad code", "roller shutter", "0420", "+", "Roller shutter padlock at the unit: 0420"),
    S("scope_disjoint", "2024-12-02 10:00", "Calder Norris Foundation grant", "report due", "interim report", "2025-01-31", "+", "Calder Norris interim report due 31 Jan"),
    S("scope_disjoint", "2026-09-14 20:00", "Christmas appeal", "target", "2026", "GBP9000", "+", "Trustees set the 2026 Christmas appeal target at £9,000"),
    S("scope_disjoint", "2025-12-02 10:00", "food parcels", "size", "family", "3 days", "+", "Family parcels (2 adults + kids): 3 days' food"),
    S("scope_disjoint", "2026-05-02 09:00", "fridge and freezer temperature checks", "done by", "weekends", "Nadia Sefton", "+", "Weekend fridge/freezer temps: Nadia"),
    S("scope_disjoint", "2025-11-03 12:00", "Mill Lane Methodist hall", "hire charge", "Christmas sorting day", "GBP60", "+", "Mill Lane are charging £60 for the Christmas sorting day (all day Sat)"),
    # different_subject: same attribute, another subject, mostly a value a family also has
    S("different_subject", "2025-07-25 17:30", "Brookside Youth Club", "keypad code", "side door", "3306", "+", "Brookside Youth Club side door code is 3306"),
    S("different_subject", "2025-06-05 14:00", "Northgate Community Centre", "session lead", "Thursday", "Hazel Fenn", "+", "Northgate Thursday lead: Hazel"),
    S("different_subject", "2026-09-21 11:00", "Mill Lane Methodist hall", "insurer", "-", "Harbridge Insurance", "+", "The Methodists insure the hall with Harbridge as well, so any accident there goes on their policy"),
    S("different_subject", "2025-10-20 18:00", "Brookside Youth Club kitchen", "food hygiene lead", "-", "Maureen Quayle", "+", "Mo Quayle also does food hygiene for the youth club's kitchen"),
    S("different_subject", "2025-12-15 09:00", "Christmas hamper deliveries", "driver", "-", "Lewis Okonjo", "+", "Lewis is driving the Christmas hamper deliveries"),
    S("different_subject", "2025-12-01 11:00", "Wayfarers hostel", "referral contact", "-", "Leanne Dobbs", "+", "Wayfarers hostel contact: Leanne Dobbs (she moved there from the Housing Trust)"),
    S("different_subject", "2025-08-01 10:00", "Brookside Youth Club", "hire charge", "-", "GBP25", "+", "Brookside charges us £25 a session for the hall"),
    S("different_subject", "2025-11-13 13:00", "Holy Trinity hall", "opening time", "Thursday", "13:30", "+", "Trinity's Thursday warm space opens at 13:30"),
    S("different_subject", "2025-10-23 16:00", "Brookside Youth Club", "bakery", "-", "Hatch & Rye", "+", "The youth club get their bread from Hatch & Rye direct"),
    S("different_subject", "2025-05-12 12:00", "Northmoor Volunteer Centre drivers", "mileage rate", "-", "GBP0.45/mile", "+", "Northmoor Volunteer Centre still pays its drivers 45p a mile"),
    S("different_subject", "2026-04-14 10:00", "SurplusLink", "stock take date", "-", "2026-04-23", "+", "SurplusLink's own stock take is 23/04"),
    S("different_subject", "2025-09-08 19:00", "Hollinsford Community Pantry", "chair", "-", "Gillian Tarrant", "+", "Gillian Tarrant is chair of the Community Pantry group"),
    # static: facts that do not change (some twice, in different formats)
    S("static", "2024-03-10 10:00", "Hollinsford & District Food Bank", "charity number", "-", "1187342", "+", "Registered charity no. 1187342"),
    S("static", "2025-07-24 10:00", "Hollinsford & District Food Bank", "charity number", "-", "1187342", "+", "Charity reg: 1 187 342 (for the grant form)"),
    S("static", "2024-11-01 12:00", "Hollinsford & District Food Bank", "founded", "-", "2012", "+", "FB founded 2012 - started in Gillian's garage!"),
    S("static", "2025-09-15 20:00", "Hollinsford & District Food Bank", "founded", "-", "2012", "+", "Hollinsford & District Food Bank, established 2012"),
    S("static", "2024-03-05 12:05", "the van", "registration", "-", "HF19KZT", "+", "Van reg HF19 KZT"),
    S("static", "2026-01-09 12:30", "the van", "registration", "-", "HF19KZT", "+", "Reg: HF19KZT (white Transit)"),
    S("static", "2024-05-07 09:40", "Hazel Fenn", "date of birth", "-", "1958-02-14", "+", "Hazel Fenn DOB 14/02/1958"),
    S("static", "2026-02-13 09:00", "Hazel Fenn", "date of birth", "-", "1958-02-14", "+", "Hazel's birthday is 14 February (born '58) - card going round"),
    S("static", "2024-04-08 09:25", "Unit 7 Tanyard (warehouse)", "address", "-", "Unit 7, Tanyard Industrial Estate, HL4 2QT", "+", "Warehouse address: Unit 7, Tanyard Industrial Estate, Hollinsford HL4 2QT"),
    S("static", "2024-08-12 11:05", "chest freezer B", "serial number", "-", "LX-40391-K", "+", "Chest freezer B serial no. LX-40391-K"),
    S("static", "2025-02-02 10:00", "St Cuthbert's church hall", "built", "-", "1887", "+", "St Cuthbert's hall was built in 1887, hence the draughts"),
    S("static", "2025-01-09 15:45", "Northgate Community Centre", "opened", "-", "1974", "+", "Northgate CC opened in 1974"),
    # membership: additive group statements
    S("membership", "2025-11-10 18:00", "Tomasz Wierzbicki", "member of", "-", "Christmas sorting team", "+", "Tomasz has joined the Christmas sorting team", True),
    S("membership", "2025-09-22 19:00", "Lottie Vance", "member of", "-", "Christmas appeal team", "+", "Lottie joined the Christmas appeal team", True),
    S("membership", "2025-11-03 19:30", "Stan Prewitt", "member of", "-", "finance subgroup", "+", "Stan's on the trustees' finance subgroup now", True),
    S("membership", "2025-06-28 12:00", "Imogen Lisle", "member of", "-", "Saturday sorting crew", "+", "Imogen joined the Saturday sorting crew", True),
    S("membership", "2024-12-16 20:00", "Errol Mackie", "member of", "-", "drivers' WhatsApp", "+", "Errol added to the drivers' WhatsApp", True),
    S("membership", "2026-02-20 10:00", "Keiko Marsh", "member of", "-", "March safeguarding training group", "+", "Keiko is in the March safeguarding training group", True),
    S("membership", "2025-04-14 19:00", "Priyanka Dhar", "member of", "-", "grants working group", "+", "Priyanka is on the grants working group", True),
    S("membership", "2024-10-05 13:00", "Colin Pargeter", "member of", "-", "warehouse Saturday team", "+", "Colin joined the warehouse Saturday team", True),
    S("membership", "2026-03-17 21:25", "June Halloran", "member of", "-", "board of trustees", "+", "June Halloran has joined the board of trustees", True),
    S("membership", "2025-08-11 18:00", "Rhys Calloway", "member of", "-", "van drivers' pool", "+", "Rhys joined the van drivers' pool", True),
    S("membership", "2025-09-29 19:00", "Wendy Amberley", "member of", "-", "Christmas appeal team", "+", "Wendy's on the Christmas appeal team too", True),
    S("membership", "2024-11-18 20:00", "Gary Nuttall", "member of", "-", "fundraising committee", "+", "Gary signed up for the fundraising committee", True),
    # equal_time: six pairs of conflicting records at one order time
    S("equal_time", "2026-08-10 09:00", "fridge 2", "temperature", "-", "4C", "+", "Fridge 2 at 09:00 check: 4°C"),
    S("equal_time", "2026-08-10 09:00", "fridge 2", "temperature", "-", "7C", "+", "Fridge 2, 9am: 7 degrees - door left open?"),
    S("equal_time", "2025-04-22 11:00", "Holy Trinity hall", "bookings contact", "-", "Mrs Ellery", "+", "Trinity hall bookings: Mrs Ellery"),
    S("equal_time", "2025-04-22 11:00", "Holy Trinity hall", "bookings contact", "-", "Mr Penhaligon", "+", "Trinity bookings go through Mr Penhaligon"),
    S("equal_time", "2025-09-01 10:00", "nappies (size 5)", "stock level", "warehouse", "6 packs", "+", "Nappies sz 5: 6 packs"),
    S("equal_time", "2025-09-01 10:00", "nappies (size 5)", "stock level", "warehouse", "11 packs", "+", "size 5 nappies - 11 packs"),
    S("equal_time", "2025-10-06 16:00", "Hollinsford High", "food drive date", "2025", "2025-11-14", "+", "Food drive at the High School: Fri 14 Nov"),
    S("equal_time", "2025-10-06 16:00", "Hollinsford High", "food drive date", "2025", "2025-11-21", "+", "High school food drive is Fri 21 Nov"),
    S("equal_time", "2024-12-09 19:00", "Patrick Dunmore", "mobile", "-", "07700900731", "+", "Patrick Dunmore - 07700 900731"),
    S("equal_time", "2024-12-09 19:00", "Patrick Dunmore", "mobile", "-", "07700900137", "+", "Patrick D mob 07700 900137"),
    S("equal_time", "2025-04-10 17:00", "Town Council community fund", "award", "2025 round", "GBP2000", "+", "Town council awarded us £2,000"),
    S("equal_time", "2025-04-10 17:00", "Town Council community fund", "award", "2025 round", "GBP2500", "+", "Council grant is £2,500"),
    # unrelated: chatter stating no contested fact
    S("unrelated", "2024-11-25 17:00", "-", "-", "u01", "-", "+", "Thanks all who helped at the Barnaby's collection on Saturday - brilliant effort"),
    S("unrelated", "2025-01-29 10:30", "-", "-", "u02", "-", "+", "Can someone bring a spare kettle to Mill Lane? Ours has given up"),
    S("unrelated", "2024-06-24 09:00", "-", "-", "u03", "-", "+", "Reminder: hands washed and hair tied back before sorting, please"),
    S("unrelated", "2025-05-30 16:00", "-", "-", "u04", "-", "+", "Lovely thank-you card from a client today, pinned it on the board in the unit"),
    S("unrelated", "2025-08-07 12:00", "-", "-", "u05", "-", "+", "Parking round Northgate is a nightmare on market days, leave extra time"),
    S("unrelated", "2025-10-02 11:00", "-", "-", "u06", "-", "+", "anyone know how to unjam the label printer? it's eating the labels again"),
    S("unrelated", "2025-02-14 11:00", "-", "-", "u07", "-", "+", "Cake in the unit kitchen for Hazel's birthday, help yourselves"),
    S("unrelated", "2024-07-29 20:00", "-", "-", "u08", "-", "+", "Photos from the sponsored walk are in the shared drive if anyone wants them"),
    S("unrelated", "2026-01-12 10:00", "-", "-", "u09", "-", "+", "Please flatten boxes before they go in the cardboard cage"),
    S("unrelated", "2024-09-19 10:00", "-", "-", "u10", "-", "+", "Don't forget to sign in and out on the sheet by the door, it's for the insurance"),
    S("unrelated", "2025-09-26 16:00", "-", "-", "u11", "-", "+", "Welcome to our new volunteers from the Hollinsford High sixth form!"),
    S("unrelated", "2026-06-08 09:30", "-", "-", "u12", "-", "+", "Radio Hollinsford did a lovely piece on us this morning, well done Ruth"),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
WEEKDAYS = {"Mon": 0, "Tue": 1, "Wed": 2, "Thu": 3, "Fri": 4, "Sat": 5, "Sun": 6}


def parse(when):
    return dt.datetime.strptime(when, "%Y-%m-%d %H:%M")


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    mems = []   # every memory, in table order
    for fam in FAMILIES:
        key = (fam["subject"], fam["attribute"], fam["scope"])
        for i, v in enumerate(fam["versions"]):
            mems.append(dict(text=v["text"], t=parse(v["when"]), key=key, gkey=key, value=v["value"],
                             pol=v["pol"], label=None, fid=fam["fid"], vi=i, tags=v["tags"]))
        for a in fam["attached"]:
            mems.append(dict(text=a["text"], t=parse(a["when"]), key=key, gkey=key, value=a["value"],
                             pol=a["pol"], label=a["cls"], fid=fam["fid"], vi=None, tags=()))
    for s in STANDALONE:
        key = (s["subject"], s["attribute"], s["scope"])
        gkey = key + ((s["value"],) if s["multi"] else ())
        mems.append(dict(text=s["text"], t=parse(s["when"]), key=key, gkey=gkey, value=s["value"],
                         pol=s["pol"], label=s["cls"], fid=None, vi=None, tags=()))

    rng = random.Random(SEED)
    n = len(mems)
    backfilled = set(rng.sample(range(n), round(BACKFILL_SHARE * n)))
    session = sorted(backfilled)
    rng.shuffle(session)
    t = SESSION_START
    for i in session:
        t = t + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = t
        mems[i]["observed"] = mems[i]["t"]
    for i in range(n):
        if i not in backfilled:
            mems[i]["created"] = mems[i]["t"]
            mems[i]["observed"] = None
    id_order = list(range(n))
    rng.shuffle(id_order)
    for k, i in enumerate(id_order):
        mems[i]["id"] = "%s%03d" % (PREFIX, k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)

    # truth, from the tables: within one key, each memory is expired by the earliest strictly newer memory
    # whose (value, polarity) differs; reason negation when polarities differ, else value.
    groups = defaultdict(list)
    for m in mems:
        groups[m["gkey"]].append(m)
    pairs = []
    for g in groups.values():
        for m in g:
            later = [x for x in g if x["t"] > m["t"] and (x["value"], x["pol"]) != (m["value"], m["pol"])]
            if not later:
                continue
            first = min(x["t"] for x in later)
            cands = [x for x in later if x["t"] == first]
            assert len(cands) == 1, ("ambiguous replacement", m["text"])
            r = cands[0]
            pairs.append(dict(old=m, new=r, reason="negation" if r["pol"] != m["pol"] else "value"))

    check(mems, pairs, session)
    return mems, pairs, file_order, session


def check(mems, pairs, session):
    texts = Counter(m["text"] for m in mems)
    assert all(c == 1 for c in texts.values()), [t for t, c in texts.items() if c > 1]
    assert all(m["text"].strip() for m in mems)
    in_pair = set()
    for p in pairs:
        in_pair.add(id(p["old"]))
        in_pair.add(id(p["new"]))
    for m in mems:
        if m["label"] is None:
            assert id(m) in in_pair, ("unlabelled memory in no pair", m["text"])
        else:
            assert m["label"] in CLASSES, m["label"]
            assert id(m) not in in_pair, ("labelled memory in a pair", m["text"])
        assert m["t"] < CUTOFF and m["created"] < CUTOFF
        if m["observed"] is not None:
            assert m["observed"] < m["created"], m["text"]
    cls = Counter(m["label"] for m in mems if m["label"])
    assert all(cls[c] == 12 for c in CLASSES), cls
    byfid = {f["fid"]: f for f in FAMILIES}
    assert len(byfid) == len(FAMILIES)
    for fam in FAMILIES:
        ts = [parse(v["when"]) for v in fam["versions"]]
        assert ts == sorted(ts) and len(set(ts)) == len(ts), fam["fid"]
        vs = fam["versions"]
        assert len(vs) >= 2 and (vs[-1]["value"], vs[-1]["pol"]) != (vs[-2]["value"], vs[-2]["pol"]), fam["fid"]
        for a in fam["attached"]:
            assert parse(a["when"]) > ts[-1], (fam["fid"], a["text"])
            assert (a["value"], a["pol"]) == (vs[-1]["value"], vs[-1]["pol"]), (fam["fid"], a["text"])
            assert a["cls"] in ("format_variant", "elaboration", "confirmation"), a["cls"]
        for v in vs:
            for tag in v["tags"]:
                if tag.startswith("rel:"):
                    day = WEEKDAYS[tag[4:]]
                    d = parse(v["when"]).date() + dt.timedelta(days=1)
                    while d.weekday() != day:
                        d += dt.timedelta(days=1)
                    assert v["value"] == d.isoformat(), (fam["fid"], v["value"], d)
                if tag.startswith("also:"):
                    other = byfid[tag[5:]]["versions"][-1]
                    assert parse(v["when"]) > parse(other["when"]), fam["fid"]
                    assert other["value"].split()[0] in v["text"], fam["fid"]
    # order times within one key distinct, except the equal_time pairs
    seen = defaultdict(list)
    for m in mems:
        seen[(m["gkey"], m["t"])].append(m)
    for ms in seen.values():
        if len(ms) > 1:
            assert len(ms) == 2 and all(m["label"] == "equal_time" for m in ms), [m["text"] for m in ms]
            assert ms[0]["value"] != ms[1]["value"]
    eq = [m for m in mems if m["label"] == "equal_time"]
    assert all(len(seen[(m["gkey"], m["t"])]) == 2 for m in eq)
    # import session within one hour on one day, 1-4 s apart
    cs = [mems[i]["created"] for i in session]
    assert cs[-1] - cs[0] < dt.timedelta(hours=1) and cs[0].date() == cs[-1].date()
    assert all(1 <= (b - a).total_seconds() <= 4 for a, b in zip(cs, cs[1:]))


def family_stats():
    sizes = Counter(len(f["versions"]) for f in FAMILIES)
    moveback = conf = restart = neg = 0
    for f in FAMILIES:
        vp = [(v["value"], v["pol"]) for v in f["versions"]]
        if any(v["pol"] == "-" for v in f["versions"]):
            neg += 1
            if any(vp[i] == vp[j] and vp[i][1] == "+" and any(vp[k][1] == "-" for k in range(i + 1, j))
                   for i in range(len(vp)) for j in range(i + 2, len(vp))):
                restart += 1
        else:
            if any(vp[i] == vp[j] and vp[i] != vp[i + 1] for i in range(len(vp)) for j in range(i + 2, len(vp))):
                moveback += 1
        if any(vp[i] == vp[i + 1] for i in range(len(vp) - 1)):
            conf += 1
    return sizes, moveback, conf, neg, restart


def tagcount(prefix):
    return sum(1 for f in FAMILIES for v in f["versions"] for t in v["tags"] if t.startswith(prefix))


def stats(mems, pairs):
    sizes, moveback, conf, neg, restart = family_stats()
    nb = sum(1 for m in mems if m["observed"] is not None)
    reasons = Counter(p["reason"] for p in pairs)
    same = sum(1 for p in pairs if "same" in p["new"]["tags"])
    cls = Counter(m["label"] for m in mems if m["label"])
    rows = [
        ("memories", len(mems)),
        ("  backfilled (observed_at)", nb),
        ("  live (created_at only)", len(mems) - nb),
        ("changing families", len(FAMILIES)),
    ]
    for k in sorted(sizes):
        rows.append(("  of %d versions" % k, sizes[k]))
    rows += [
        ("unlabelled versions", sum(1 for m in mems if m["label"] is None)),
        ("true pairs", len(pairs)),
        ("  value", reasons["value"]),
        ("  negation", reasons["negation"]),
        ("  reworded replacement", len(pairs) - same),
        ("  same line, value swapped", same),
        ("labelled negatives", sum(cls.values())),
    ]
    for c in CLASSES:
        rows.append(("  " + c, cls[c]))
    rows += [
        ("move-back families (A>B>A)", moveback),
        ("interior confirmations", conf),
        ("negation families", neg),
        ("  stop and restart (on>off>on)", restart),
        ("replacements naming the old value", tagcount("names_old")),
        ("relative dates", tagcount("rel:")),
        ("unit/format change in a pair", tagcount("unit")),
        ("handovers stating another fact", tagcount("also:")),
    ]
    w = max(len(r[0]) for r in rows)
    out = ["%-*s  %5s" % (w, "item", "count"), "%s  %s" % ("-" * w, "-" * 5)]
    out += ["%-*s  %5d" % (w, a, b) for a, b in rows]
    return "\n".join(out)


def listing(mems):
    out = []
    for m in sorted(mems, key=lambda m: m["id"]):
        out.append("%s  %s  %-17s  %s | %s | %s  =>  %s  %s  %s" % (
            m["id"], rfc(m["t"]), m["label"] or "-", m["key"][0], m["key"][1], m["key"][2],
            m["value"], m["pol"], "backfilled" if m["observed"] is not None else "live"))
    return "\n".join(out)


def write(mems, pairs, file_order):
    here = os.path.dirname(os.path.abspath(__file__))
    lines = []
    for i in file_order:
        m = mems[i]
        o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
        if m["observed"] is not None:
            o["observed_at"] = rfc(m["observed"])
        lines.append(json.dumps(o, ensure_ascii=False))
    truth = sorted((p["old"]["id"], p["new"]["id"], p["reason"]) for p in pairs)
    tlines = [json.dumps({"expired_id": a, "replacement_id": b, "reason": r}) for a, b, r in truth]
    labels = sorted((m["id"], m["label"]) for m in mems if m["label"])
    llines = [json.dumps({"id": a, "class": c}) for a, c in labels]
    for name, ls in (("memories.jsonl", lines), ("truth.jsonl", tlines), ("labels.jsonl", llines)):
        with open(os.path.join(here, name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write("\n".join(ls) + "\n")


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, pairs, file_order, _ = build()
    if argv == ["--stats"]:
        print(stats(mems, pairs))
    elif argv == ["--list"]:
        print(listing(mems))
    else:
        write(mems, pairs, file_order)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
