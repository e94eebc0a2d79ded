#!/usr/bin/env python3
"""Blind labelled supersession data set: a touring theatre company's company manager's notes.

Invented cast: Lanternfold Theatre Company touring "The Salt Orchard".
stdlib only, deterministic (random.Random(4621)).

  python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
  python3 gen.py --stats  print counts, write nothing
  python3 gen.py --list   print every memory, write nothing
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 4621
PREFIX = "t46-"
LIMIT = dt.datetime(2026, 12, 1)
SESSION_START = dt.datetime(2026, 10, 21, 14, 2, 17)   # the one backfill import session
P_BACKFILL = 0.76

# --------------------------------------------------------------------------------------------
# tables
# --------------------------------------------------------------------------------------------


def V(value, text, pol="+", same=False, t=None, tag=None):
    """One version of a changing fact. same=True: same record line with the value swapped."""
    return dict(value=value, text=text, pol=pol, same=same, t=t, tag=tag)


def F(fid, subject, attribute, scope, win, versions, kind="plain"):
    return dict(fid=fid, key=(subject, attribute, scope), win=win, versions=versions, kind=kind)


FAMILIES = [
    # ---------------- two versions ----------------
    F("F01", "Brackenmoor Lyceum", "get-in", "wk3", ("2026-02-10", "2026-03-13"), [
        V("mon 08:00", "Wk 3 - Brackenmoor Lyceum, get-in Mon 08:00"),
        V("mon 10:00", "Brackenmoor TM rang: conference in the building till late Sunday, so our GI is pushed to 10am Monday"),
    ]),
    F("F02", "Wexholm Arts Centre", "get-in", "wk4", ("2026-02-12", "2026-03-20"), [
        V("mon 09:00", "Wk 4 - Wexholm Arts Centre, get-in Mon 09:00"),
        V("mon 07:30", "Wk 4 - Wexholm Arts Centre, get-in Mon 07:30", same=True),
    ]),
    F("F03", "Saltreach Theatre Royal", "get-out start", "wk5", ("2026-02-20", "2026-03-27"), [
        V("sat 22:45", "GO Saltreach: Sat 22:45 after the eve show, local crew x6"),
        V("sat 22:15", "Saltreach want the stage clear for a Sunday gig so the get-out now starts 22.15, straight after curtain down"),
    ]),
    F("F04", "Corrowby Alhambra", "technical manager", "venue", ("2026-02-05", "2026-03-30"), [
        V("declan hoyle", "Venue: Corrowby Alhambra\nTM: Declan Hoyle\nTel: 01632 448190\nDock: rear, Mill Lane"),
        V("ros allardyce", "Corrowby have a new TM, Ros Allardyce - started last month. Send her the LX plan, not Declan"),
    ]),
    F("F05", "Fennick Playhouse", "box office contact", "venue", ("2026-02-18", "2026-04-09"), [
        V("sunita galloway", "Venue: Fennick Playhouse\nBO: Sunita Galloway (ext 204)\nFOH: Leofric Dunn"),
        V("morwenna keast", "Box office at the Fennick is Morwenna Keast for our week, Sunita's on leave - comps through Morwenna please"),
    ]),
    F("F06", "Maren Toller", "digs", "wk3", ("2026-02-09", "2026-03-13"), [
        V("fernbank b&b", "Digs wk 3: Maren - Fernbank B&B, 2 Quarry Lane"),
        V("linnet hotel", "MT has moved to the Linnet Hotel for Brackenmoor, Fernbank double-booked her room"),
    ]),
    F("F07", "Ostrevale Civic Hall", "get-in", "wk8", ("2026-03-10", "2026-04-17"), [
        V("mon 09:00", "Venue: Ostrevale Civic Hall\nWeek: 8\nGet-in: Mon 09:00\nParking: side street bay, 2 hrs max"),
        V("mon 12:00", "Handover from Odile (off Tue-Thu): Ostrevale get-in has gone to midday Monday, there's a funeral "
          "reception in the hall that morning. Also Teo's licence check came back fine so he's insured on the van from wk 8.",
          tag="handover"),
    ]),
    F("F08", "Saltreach Theatre Royal", "matinee time", "wk5 Thu", ("2026-02-25", "2026-03-28"), [
        V("14:30", "Saltreach: Thu mat 14:30, eve 19:30"),
        V("13:00", "Moved the Thursday matinee at Saltreach from 14:30 to 13:00 for the schools party", tag="switched"),
    ]),
    F("F09", "Priya Kestle", "costume fitting", "pre-tour", None, [
        V("2026-03-06 11:00", "Costume fitting: Priya (Lettice) Fri 6 Mar 11:00, wardrobe store", t="2026-03-05T16:20:00"),
        V("2026-03-10 11:00", "Mags says Priya's fitting has moved to next Tuesday, same time - the Lettice coat isn't back from the dyers",
          t="2026-03-06T08:40:00", tag="relative"),
    ]),
    F("F10", "understudy rehearsal", "date and time", "wk7", None, [
        V("2026-04-16 14:00", "U/s rehearsal Thu 16 Apr 14:00 on the Fennick stage", t="2026-04-13T10:05:00"),
        V("2026-04-15 14:00", "Kit: u/s rehearsal brought forward to tomorrow, 2pm, LX have the stage Thursday",
          t="2026-04-14T18:30:00", tag="relative"),
    ]),
    F("F11", "The Salt Orchard", "running time", "all performances", ("2026-03-01", "2026-04-05"), [
        V("140 min", "Running time: 2 hrs 20 mins inc. interval"),
        V("135 min", "FOH note - RT is now 135 minutes including the interval, after Ianthe's trims", tag="unit"),
    ]),
    F("F12", "Saltreach Theatre Royal", "guarantee fee", "wk5", ("2026-01-20", "2026-03-15"), [
        V("4250 gbp", "Saltreach deal: guarantee £4,250/wk, then 70/30 over the break"),
        V("4800 gbp", "Saltreach have come up on the guarantee, 4.8k for the week now. split unchanged", tag="unit"),
    ]),
    F("F13", "Mother Ashe", "played by", "tour", ("2026-02-02", "2026-04-08"), [
        V("gwenllian roost", "Cast: Mother Ashe - Gwenllian Roost"),
        V("ines carraway", "Gwen has had to leave us for family reasons. Ines Carraway takes over as Mother Ashe from the Fennick week"),
    ]),
    F("F14", "truck", "haulier", "tour", ("2026-01-15", "2026-05-25"), [
        V("dunmore haulage", "Truck: Dunmore Haulage (box truck, tail lift) for the tour"),
        V("ravelin freight", "Dunmore have gone bust - haulage is with Ravelin Freight from now on, they pick up at Gallowmere"),
    ]),
    F("F15", "Dafydd Orrin", "digs", "wk5", ("2026-02-20", "2026-03-27"), [
        V("harbourlight inn", "Daf - Harbourlight Inn, Saltreach, 5 nights"),
        V("mrs ockenden's digs", "Dafydd's not at the Harbourlight any more, he's gone into Mrs Ockenden's digs on Carver Row "
          "(no. 14) - cheaper and a kitchen"),
    ]),
    F("F16", "Quillby Empire", "press night", "wk9", ("2026-03-20", "2026-04-22"), [
        V("tue 28 apr", "PN Quillby: Tue 28 Apr, 19:00 (press in from 18:15)"),
        V("wed 29 apr", "Quillby press night is the Wednesday now - their marketing want the Courier's critic and she can't do Tuesday"),
    ]),
    F("F17", "Kestrelby Assembly Rooms", "captioned performance", "wk10", ("2026-03-25", "2026-05-01"), [
        V("thu 7 may eve", "Captioned perf at Kestrelby: Thu 7 May eve"),
        V("sat 9 may mat", "Kestrelby captioned show moving to the Sat matinee (9th), captioner only free then"),
    ]),
    F("F18", "Orwin Bay Pavilion", "BSL performance", "wk11", ("2026-04-01", "2026-05-08"), [
        V("wed 13 may 19:30", "BSL-interpreted performance, Orwin Bay, Wed 13 May 19:30 - interpreter Lowri Dace"),
        V("wed 13 may 19:30", "Orwin Bay BSL perf is cancelled. Interpreter pulled out and the venue can't find cover", pol="-"),
    ], kind="neg_stop"),
    F("F19", "Thistlecombe Arts Barn", "relaxed performance", "wk12", ("2026-04-10", "2026-05-15"), [
        V("sat 23 may 14:30", "Relaxed performance at Thistlecombe, Sat 23 May 14:30"),
        V("sat 23 may 14:30", "No relaxed perf at Thistlecombe after all - the barn can't do house lights up with their rig", pol="-"),
    ], kind="neg_stop"),
    F("F20", "Gallowmere Lyceum", "LX operator", "wk14", ("2026-04-20", "2026-05-28"), [
        V("imogen tarrant", "LX op wk 14 Gallowmere: Imogen"),
        V("bastien oyelaran", "LX op wk 14 Gallowmere: Baz", same=True),
    ]),
    F("F21", "company", "rehearsal call", "Wed 4 Mar", None, [
        V("10:00", "Call Wed 4 Mar: 10:00 full company, St Anselm's Hall", t="2026-02-23T11:30:00"),
        V("11:30", "Tomorrow's call is 11.30 now, the hall has a toddler group in till 11", t="2026-03-03T17:10:00", tag="relative"),
    ]),
    F("F22", "Fennick Playhouse", "get-in", "wk7", ("2026-03-01", "2026-04-09"), [
        V("mon 08:30", "Fennick GI Mon 8.30am, they have 4 crew for us"),
        V("mon 08:00", "Fennick GI Mon 8.00am, they have 4 crew for us", same=True),
    ]),
    F("F23", "company van", "departure time", "Sun 5 Apr", ("2026-03-22", "2026-04-04"), [
        V("10:00", "Corrowby travel: van leaves Saltreach stage door Sun 10:00"),
        V("09:00", "Van's going at 9 on Sunday instead, roadworks on the coast road"),
    ]),
    F("F24", "Tobiah Wren", "train", "wk8 travel", ("2026-04-01", "2026-04-18"), [
        V("10:42", "Toby - 10:42 from Fennick, change at Marlbeck, arr Ostrevale 13:15"),
        V("11:15", "Tobiah's rebooked on the quarter past eleven (Fennick to Ostrevale), the 10.42 is cancelled for engineering works"),
    ]),
    F("F25", "wardrobe", "wash day", "tour", ("2026-03-02", "2026-05-10"), [
        V("tuesday", "Wardrobe: wash day Tuesday"),
        V("wednesday", "Mags has moved wash day to Wednesdays, Tuesdays are too tight with the mat"),
    ]),
    F("F26", "Coyle's lantern (replacement prop)", "delivery date", "wk6-7", ("2026-03-28", "2026-04-08"), [
        V("thu 9 apr", "New lantern for Coyle due Thu 9 Apr from Pelham Props"),
        V("mon 13 apr", "Lantern ETA slipped - Pelham Props now say Mon 13th, so Runa's patching the old one"),
    ]),
    F("F27", "royalties", "rate", "all performances", ("2026-01-12", "2026-05-06"), [
        V("8%", "Royalties to Corbel & Fray (Ianthe Morrow): 8% of net box office"),
        V("9%", "Corbel & Fray have agreed a 9% royalty for the whole run (they wanted 10)"),
    ]),
    F("F28", "Gallowmere Lyceum", "stage door code", "venue", ("2026-05-10", "2026-05-30"), [
        V("4471", "Gallowmere stage door code 4471#"),
        V("8190", "Gallowmere stage door code 8190#", same=True),
    ]),
    F("F29", "Yarrowfield Regent", "dock", "venue", ("2026-04-20", "2026-06-05"), [
        V("rear, cooper's yard", "Venue: Yarrowfield Regent\nTM: Anselm Dorrow\nDock: rear, via Cooper's Yard\nPower: 63A 3-phase SL"),
        V("side doors, bell street", "Yarrowfield dock is now the side doors on Bell Street - Cooper's Yard is being dug up"),
    ]),
    F("F30", "Pellinore Theatre", "show time", "evenings wk16", ("2026-05-01", "2026-06-12"), [
        V("19:30", "Pellinore, Ruddock: evening shows 19:30 Mon-Sat"),
        V("19:15", "Pellinore, Ruddock: evening shows 19:15 Mon-Sat", same=True),
    ]),
    F("F31", "Wystan Pell", "digs", "wk10", ("2026-04-06", "2026-05-05"), [
        V("sallowgate apartments", "Wystan: Kestrelby - Sallowgate Apartments, flat 3"),
        V("kittiwake guesthouse", "Wys moved out of Sallowgate (damp) into the Kittiwake Guesthouse"),
    ]),
    F("F32", "Saltreach Theatre Royal", "technical manager", "venue", ("2026-01-25", "2026-03-25"), [
        V("bryn oakes", "Saltreach TM: Bryn Oakes, bryn.oakes@saltreach-tr.example"),
        V("hattie vell", "Saltreach TM: Hattie Vell, hattie.vell@saltreach-tr.example", same=True),
    ]),
    F("F33", "Maren Toller", "mobile number", "-", ("2026-02-01", "2026-04-20"), [
        V("07700900318", "Maren's mob: 07700 900318"),
        V("07700900772", "Maren's mob: 07700 900772", same=True),
    ]),
    F("F34", "Harnock Corn Exchange", "get-in", "wk29", ("2026-08-10", "2026-09-11"), [
        V("mon 08:00", "Wk 29 - Harnock Corn Exchange, get-in Mon 14 Sep 08:00"),
        V("mon 13:00", "Wk 29 - Harnock Corn Exchange, get-in Mon 14 Sep 13:00", same=True),
    ]),
    F("F35", "company", "per diem", "touring days", ("2026-02-01", "2026-08-28"), [
        V("38 gbp", "Per diems: £38 a day on tour"),
        V("41.50 gbp", "Switched the per diem from £38 to £41.50 from 1 Sep (new Equity rates)", tag="switched"),
    ]),
    F("F36", "Gallowmere Lyceum", "get-out", "wk14", ("2026-05-01", "2026-06-04"), [
        V("sat 22:30", "GO Gallowmere Sat 6 Jun 22:30"),
        V("sun 09:00", "Gallowmere get-out moved to Sunday morning, 09:00 - no crew on the Saturday night"),
    ]),
    F("F37", "Sedgecombe Playhouse", "box office split", "wk31", ("2026-06-20", "2026-09-15"), [
        V("75/25", "Sedgecombe: 75/25 in our favour, no guarantee"),
        V("65/35", "Sedgecombe: 65/35 in our favour, no guarantee", same=True),
    ]),
    F("F38", "DSM", "held by", "tour", ("2026-02-01", "2026-08-15"), [
        V("kit farrowe", "DSM - Kit Farrowe (book, calls, show reports)"),
        V("petra lusk", "From the autumn leg our DSM is Petra Lusk; Kit's off to do panto"),
    ]),
    F("F39", "Cloverhythe Lyceum", "get-in", "wk30", ("2026-08-15", "2026-09-18"), [
        V("mon 09:00", "GI: Cloverhythe Lyceum, Mon 21 Sep 09:00"),
        V("mon 10:30", "GI: Cloverhythe Lyceum, Mon 21 Sep 10:30", same=True),
    ]),
    F("F40", "tour", "venue", "wk13", ("2026-03-01", "2026-05-15"), [
        V("layoff", "Wk 13: LAYOFF (no venue)"),
        V("bramblecote village hall", "Wk 13 isn't a layoff any more, Odile's booked two nights at Bramblecote Village Hall"),
    ]),
    F("F41", "Solenne Achterberg", "dressing room", "wk9", ("2026-04-20", "2026-04-29"), [
        V("dr2", "Dressing rooms Quillby - Sol DR2"),
        V("dr4", "Dressing rooms Quillby - Sol DR4", same=True),
    ]),
    F("F42", "Corrowby Alhambra", "post-show talk", "wk6", ("2026-03-15", "2026-04-08"), [
        V("thu 9 apr", "Post-show talk Corrowby Thu 9 Apr, Ianthe + 3 cast"),
        V("thu 9 apr", "Thursday's post-show Q&A at Corrowby is off - Ianthe's ill and the venue don't want it without her", pol="-"),
    ], kind="neg_stop"),
    F("F43", "Ostrevale Civic Hall", "schools matinee", "wk8", ("2026-03-20", "2026-04-19"), [
        V("wed 22 apr 10:30", "Ostrevale have added a schools mat, Wed 22 Apr 10:30"),
        V("wed 22 apr 10:30", "Schools matinee at Ostrevale not happening (only 40 booked), venue pulled it", pol="-"),
    ], kind="neg_stop"),
    F("F44", "wardrobe", "dry cleaner", "tour", ("2026-03-10", "2026-05-20"), [
        V("quicksilver cleaners", "Dry cleaning: Quicksilver Cleaners, they post it back to the next venue"),
        V("bellweather laundry", "We've stopped using Quicksilver - Mags found Bellweather Laundry who collect from the stage door"),
    ]),
    F("F45", "Yarrowfield Regent", "ticket price", "stalls", ("2026-04-15", "2026-06-05"), [
        V("24 gbp", "Yarrowfield prices: stalls £24"),
        V("21.50 gbp", "Yarrowfield switched the stalls price from £24 to £21.50, sales are slow", tag="switched"),
    ]),
    F("F46", "Kestrelby Assembly Rooms", "get-in", "wk10", ("2026-03-25", "2026-05-01"), [
        V("mon 09:00", "Kestrelby GI: bank hol Mon 4 May, 09:00"),
        V("mon 13:00", "Kestrelby can only get crew from 1pm on the bank holiday, GI 13:00"),
        V("tue 08:00", "Kestrelby GI now Tuesday 5 May 08:00, we open Weds"),
    ]),
    # ---------------- three versions: move-backs ----------------
    F("M01", "tour", "venue", "wk9", ("2026-01-20", "2026-03-18"), [
        V("quillby empire", "Wk 9 - Quillby Empire (contract TBC)"),
        V("harnock corn exchange", "Quillby's fallen through. Wk 9 is now Harnock Corn Exchange, Odile confirming tomorrow"),
        V("quillby empire", "Harnock can't have us in April (roof works) so wk 9 goes back to the Quillby Empire, contract signed"),
    ], kind="moveback"),
    F("M02", "Priya Kestle", "digs", "wk11", ("2026-04-05", "2026-05-09"), [
        V("gull cottage", "Digs - Orwin Bay\nPriya: Gull Cottage (self-catering)\nKeys: lockbox, code from Odile"),
        V("pier hotel", "PK moved to the Pier Hotel, Gull Cottage has had a flood"),
        V("gull cottage", "Priya's back at Gull Cottage - flood sorted, and the Pier was £30 a night more"),
    ], kind="moveback"),
    F("M03", "Thistlecombe Arts Barn", "show time", "evenings wk12", ("2026-04-01", "2026-05-16"), [
        V("19:30", "Thistlecombe shows 7.30pm"),
        V("19:00", "Thistlecombe want 7pm starts, their car park shuts at 10.30"),
        V("19:30", "Thistlecombe have gone back to 19:30 curtain up, car park sorted"),
    ], kind="moveback"),
    F("M04", "autumn re-rehearsals", "venue", "1-4 Sep", ("2026-06-20", "2026-08-25"), [
        V("st anselm's hall", "Autumn re-rehearsals (1-4 Sep): St Anselm's Hall"),
        V("drill hall", "Re-rehearsal venue changed to the Drill Hall, Pellow St - St Anselm's is booked for a wedding fair"),
        V("st anselm's hall", "Drill Hall's out, heating condemned. We're back in St Anselm's for re-rehearsals, wedding fair's moved to the annexe"),
    ], kind="moveback"),
    F("M05", "Old Coyle", "performer tonight", "Wed 22 Apr eve", None, [
        V("dafydd orrin", "Wed 22 Apr: full company, Daf on as Coyle", t="2026-04-22T09:15:00"),
        V("femi ladipo", "Femi is on for Coyle tonight, Daf off sick", t="2026-04-22T14:40:00"),
        V("dafydd orrin", "17:50 update - Mr Orrin says he's fine and he's going on. Femi stood down", t="2026-04-22T17:50:00"),
    ], kind="moveback"),
    # ---------------- three versions: interior confirmations ----------------
    F("I01", "Corrowby Alhambra", "get-in", "wk6", ("2026-03-01", "2026-04-03"), [
        V("mon 08:00", "Wk 6 - Corrowby Alhambra, get-in Mon 08:00"),
        V("mon 08:00", "Corrowby confirmed GI stays 8am Monday, dock clear from 7.45", tag="interior_confirmation"),
        V("mon 06:30", "Corrowby GI now Mon 06:30 - they've a dance school show out on Sunday night and want us in early"),
    ], kind="interior_confirmation"),
    F("I02", "The Salt Orchard", "interval length", "all performances", ("2026-03-05", "2026-03-29"), [
        V("20 min", "Interval: 20 mins"),
        V("20 min", "FOH asked again, told them the interval is still 20 min", tag="interior_confirmation"),
        V("15 min", "Interval cut to 15 minutes from Saltreach on. Venues moaning about bar takings"),
    ], kind="interior_confirmation"),
    F("I03", "company", "pay day", "tour", ("2026-02-10", "2026-03-31"), [
        V("thursday", "Wages paid Thursdays by BACS"),
        V("thursday", "Reminder from Odile: pay day remains Thursday", tag="interior_confirmation"),
        V("friday", "Payroll has moved us to Fridays from April - blame the new accounts system"),
    ], kind="interior_confirmation"),
    # ---------------- three versions: negation that stops and restarts ----------------
    F("N01", "Fennick Playhouse", "relaxed performance", "wk7", ("2026-03-01", "2026-04-16"), [
        V("sat 18 apr 14:30", "Relaxed performance Fennick Sat 18 Apr 14:30"),
        V("sat 18 apr 14:30", "Fennick relaxed perf cancelled, not enough bookings", pol="-"),
        V("sat 18 apr 14:30", "Fennick relaxed performance is back on! Local autism charity have block-booked 60"),
    ], kind="neg_restart"),
    F("N02", "Yarrowfield Regent", "BSL performance", "wk15", ("2026-04-20", "2026-06-09"), [
        V("thu 11 jun 19:30", "BSL perf Yarrowfield Thu 11 Jun 19:30, interpreter Dilys Marr"),
        V("thu 11 jun 19:30", "Yarrowfield BSL-interpreted show off - Dilys has broken her wrist", pol="-"),
        V("thu 11 jun 19:30", "BSL at Yarrowfield is on again for the Thursday, agency found a replacement interpreter"),
    ], kind="neg_restart"),
    F("N03", "Gallowmere Lyceum", "truck overnight in dock", "wk14", ("2026-05-01", "2026-05-31"), [
        V("allowed", "Gallowmere: truck can stay overnight in the dock"),
        V("allowed", "Gallowmere now say the truck can NOT stay overnight, council bay only", pol="-"),
        V("allowed", "Sorted - Gallowmere will let the truck stay in the dock overnight if we're out by 8am"),
    ], kind="neg_restart"),
    F("N04", "Pellinore Theatre", "Sunday show", "wk16", ("2026-04-25", "2026-06-18"), [
        V("sun 21 jun 16:00", "Extra Sunday show at Pellinore, 21 Jun 16:00"),
        V("sun 21 jun 16:00", "Pellinore Sunday show scrapped, no Sunday licence", pol="-"),
        V("sun 21 jun 16:00", "Pellinore got their Sunday licence through - the 21 Jun 4pm show is back in"),
    ], kind="neg_restart"),
    # ---------------- three versions: value change then negation ----------------
    F("X01", "Orwin Bay Pavilion", "post-show talk", "wk11", ("2026-04-10", "2026-05-11"), [
        V("tue 12 may", "Post-show talk Orwin Bay Tue 12 May"),
        V("thu 14 may", "Orwin Bay post-show moved to the Thursday (14th)"),
        V("thu 14 may", "There won't be an Orwin Bay post-show talk this week - Thursday's slot went to the venue AGM", pol="-"),
    ], kind="neg_mixed"),
    # ---------------- three versions: plain chains ----------------
    F("P01", "Brackenmoor Lyceum", "press night", "wk3", ("2026-02-01", "2026-03-15"), [
        V("tue 17 mar", "PN Brackenmoor Tue 17 Mar"),
        V("wed 18 mar", "PN Brackenmoor Wed 18 Mar", same=True),
        V("thu 19 mar", "Press night at the Lyceum is now Thursday 19 March, the Gazette reviewer is away till then"),
    ]),
    F("P03", "truck", "driver", "tour", ("2026-02-01", "2026-08-30"), [
        V("reuben cale", "Driver (truck): Reuben Cale\nMob: 07700 900245\nStarts: Sun 15 Mar, Brackenmoor"),
        V("col petts", "Reuben's off for 2 wks (hernia op), the haulier's sending Col Petts to drive"),
        V("marek sowerby", "Marek Sowerby is driving the truck from here on"),
    ]),
    F("P05", "company", "warm-up time", "show days", ("2026-03-16", "2026-05-04"), [
        V("18:45", "Warm-up 18:45 on stage"),
        V("18:30", "Warm-up 18:30 on stage", same=True),
        V("18:15", "From wk 10 fight call and warm-up start at 6.15pm - Kit"),
    ]),
    F("P06", "Saltreach Theatre Royal", "get-in", "wk5", ("2026-02-15", "2026-03-27"), [
        V("mon 30 mar 08:00", "Saltreach GI Mon 30 Mar 08:00"),
        V("sun 29 mar 18:00", "Saltreach GI Sun 29 Mar 18:00", same=True),
        V("mon 30 mar 07:00", "Saltreach has gone for a Monday 7am get-in after all, Sunday crew is double time"),
    ]),
    F("P07", "company van", "hire company", "tour", ("2026-01-20", "2026-06-30"), [
        V("gorsedd hire", "Van: Gorsedd Hire, 9-seater"),
        V("marchbank rentals", "Gorsedd van's clutch went on the bypass - replacement from Marchbank Rentals"),
        V("wendle motors", "We've got a proper van now, long lease from Wendle Motors"),
    ]),
    F("P08", "Wexholm Arts Centre", "technical manager", "venue", ("2026-01-10", "2026-03-20"), [
        V("guy perrault", "Wexholm TM = Guy Perrault"),
        V("jonah mabbott", "Wexholm TM = Jonah Mabbott", same=True),
        V("ama oduya", "Jonah's moved to their other site; our TM at Wexholm is now Ama Oduya"),
    ]),
    # ---------------- four versions ----------------
    F("Q01", "Tobiah Wren", "digs", "wk15", ("2026-05-10", "2026-06-09"), [
        V("regent court hotel", "Toby - Yarrowfield: Regent Court Hotel"),
        V("airbnb, pike street", "Toby's cancelled the Regent Court and gone for an Airbnb on Pike Street"),
        V("ezra's sofa bed, weir house", "Handover (Kit to Runa, Tue): Tobiah is on Ezra's sofa bed at the Weir House till his digs "
          "are sorted. Sol's Act 2 dress is at the cleaners, back Weds.", tag="handover"),
        V("larchmere b&b", "Toby sorted at last: Larchmere B&B, Yarrowfield, from Tuesday"),
    ]),
    F("Q02", "Quillby Empire", "get-in", "wk9", ("2026-03-22", "2026-04-24"), [
        V("mon 08:00", "Quillby Empire - GI Mon 27 Apr 08:00"),
        V("mon 09:30", "Quillby Empire - GI Mon 27 Apr 09:30", same=True),
        V("mon 11:00", "Quillby get-in's gone to 11am. Don't ask."),
        V("mon 10:00", "GI at the Empire: Mon 27 Apr 10:00, final (TM promised)"),
    ]),
    F("Q03", "Lettice", "played by", "autumn leg", ("2026-06-01", "2026-08-20"), [
        V("priya kestle", "Autumn cast: Lettice - Priya Kestle (confirmed)"),
        V("clodagh renney", "Priya's taken a telly job, so Lettice for the autumn will be Clodagh"),
        V("hana brightwell", "Change: Clodagh's going on as Hester in autumn as Maren is leaving, so Lettice goes to Hana Brightwell"),
        V("priya kestle", "Priya's telly job got pushed to January - she's back as our Lettice for the autumn, Hana stays on as u/s"),
    ]),
    F("Q04", "Harnock Corn Exchange", "technical manager", "venue", ("2026-05-01", "2026-09-10"), [
        V("lyle crossan", "Harnock TM - Lyle Crossan, 01632 960411"),
        V("fenella ashworth", "Harnock TM now Fenella Ashworth"),
        V("rafe kilbride", "Venue: Harnock Corn Exchange\nTM: Rafe Kilbride\nBO: Tansy Lowe\nDock: front, Market Sq, before 10am only"),
        V("fenella ashworth", "Email from Harnock - Fenella is covering TM again while Rafe is off"),
    ]),
    # ---------------- five versions ----------------
    F("Q05", "Orwin Bay Pavilion", "get-in", "wk11", ("2026-04-01", "2026-05-09"), [
        V("mon 08:00", "Orwin Bay GI Mon 11 May 08:00"),
        V("mon 10:00", "Orwin Bay want us in at 10 on the Monday, roadworks on the prom till then"),
        V("sun 16:00", "Orwin Bay Pavilion: get-in Sunday 10 May 16:00, they want us fitted up by Monday lunch"),
        V("mon 07:00", "Orwin Bay GI Mon 11 May 07:00", same=True),
        V("mon 09:00", "Final word on Orwin Bay (from Odile): get-in Monday 9am"),
    ]),
]


def S(cls, text, value, key=None, attach=None, pol="+", win=None, t=None):
    """A labelled memory. attach=<family id>: on that family's key, after its last version."""
    return dict(cls=cls, text=text, value=value, key=key, attach=attach, pol=pol, win=win, t=t)


STANDALONE = [
    # ---------------- format_variant (attached) ----------------
    S("format_variant", "Brackenmoor Lyceum GI - Monday, 10.00 hrs", "mon 10:00", attach="F01"),
    S("format_variant", "Running time: 2 hrs 15 mins, interval included", "135 min", attach="F11"),
    S("format_variant", "Saltreach guarantee: £4,800.00 (wk 5)", "4800 gbp", attach="F12"),
    S("format_variant", "Priya fitting - 10/03, 11am", "2026-03-10 11:00", attach="F09"),
    S("format_variant", "Toby on the 11.15 Fennick-Ostrevale", "11:15", attach="F24"),
    S("format_variant", "PD £41.50/day from 01/09", "41.50 gbp", attach="F35"),
    S("format_variant", "Stalls at the Regent: 21.50", "21.50 gbp", attach="F45"),
    S("format_variant", "SD code Gallowmere = 8-1-9-0 then hash", "8190", attach="F28"),
    S("format_variant", "Pellinore curtain up quarter past seven, Mon to Sat", "19:15", attach="F30"),
    S("format_variant", "Orwin Bay Pavilion get-in 09:00 Mon 11/05", "mon 09:00", attach="Q05"),
    S("format_variant", "U/s rehearsal: Wednesday 15/4, 2pm", "2026-04-15 14:00", attach="F10", t="2026-04-15T08:10:00"),
    S("format_variant", "Kestrelby - in on Tuesday 5th at 8", "tue 08:00", attach="F46"),
    # ---------------- elaboration (attached) ----------------
    S("elaboration", "Ros Allardyce, TM at Corrowby - very hot on flying rules, wants our hanging plot by the Thursday before",
      "ros allardyce", attach="F04"),
    S("elaboration", "Maren at the Linnet Hotel: room 12, breakfast 7-9, parking round the back", "linnet hotel", attach="F06"),
    S("elaboration", "Ines Carraway (Mother Ashe) - fitting done, Gwen's dress taken up 2 inches, wig on order",
      "ines carraway", attach="F13"),
    S("elaboration", "Quillby PN Weds 29th - drinks in the circle bar after, Ianthe coming, 12 press comps",
      "wed 29 apr", attach="F16"),
    S("elaboration", "Baz on LX at Gallowmere - Immy has left him the cue sheets and photos of the focus",
      "bastien oyelaran", attach="F20"),
    S("elaboration", "Wk 9 Quillby Empire: 7 shows Tue-Sat incl. 2 mats, 640 seats", "quillby empire", attach="M01"),
    S("elaboration", "Fennick relaxed perf: house lights at half, no haze, chill-out space in the studio, 60 coming from the charity",
      "sat 18 apr 14:30", attach="N01"),
    S("elaboration", "Petra Lusk (autumn DSM) joins for re-rehearsals; Kit hands over the book on 28 Aug", "petra lusk",
      attach="F38"),
    S("elaboration", "Marek Sowerby, our truck driver: class 1 HGV, has done the Harnock dock before", "marek sowerby",
      attach="P03"),
    S("elaboration", "Priya as Lettice for the autumn - contract extended to 31 Oct, same money", "priya kestle", attach="Q03"),
    S("elaboration", "Ravelin Freight: 18t rigid with tail lift, quote £9,200 for the rest of the tour", "ravelin freight",
      attach="F14"),
    S("elaboration", "Bramblecote Village Hall (wk 13): two nights, Thu & Fri, no flys - we take the cut-down set",
      "bramblecote village hall", attach="F40"),
    # ---------------- confirmation (attached) ----------------
    S("confirmation", "Wexholm GI still 07:30 Monday, checked with their TM", "mon 07:30", attach="F02"),
    S("confirmation", "Saltreach get-out remains 22:15", "sat 22:15", attach="F03"),
    S("confirmation", "Ostrevale confirmed again - midday get-in stands", "mon 12:00", attach="F07"),
    S("confirmation", "Thursday mat at Saltreach still 1pm, schools party confirmed at 220", "13:00", attach="F08"),
    S("confirmation", "Daf still at Mrs Ockenden's, says the breakfasts are legendary", "mrs ockenden's digs", attach="F15"),
    S("confirmation", "Orwin Bay BSL definitely still off, no interpreter", "wed 13 may 19:30", pol="-", attach="F18"),
    S("confirmation", "Fennick TM confirmed GI 08:00 Monday", "mon 08:00", attach="F22"),
    S("confirmation", "Pellinore Sunday 4pm show going ahead, licence is up in FOH", "sun 21 jun 16:00", attach="N04"),
    S("confirmation", "Pay day's still Friday, per Odile", "friday", attach="I03"),
    S("confirmation", "Re-rehearsals confirmed at St Anselm's, 1-4 Sep, 10am calls", "st anselm's hall", attach="M04"),
    S("confirmation", "Corbel & Fray statement in: still 9%", "9%", attach="F27"),
    S("confirmation", "Maren's number is still the 900772 one", "07700900772", attach="F33"),
    # ---------------- multi_valued (each value its own fact) ----------------
    S("multi_valued", "Daf: allergic to penicillin (for the first aid sheet)", "penicillin",
      key=("Dafydd Orrin", "allergy=penicillin", "-"), win=("2026-02-20", "2026-03-05")),
    S("multi_valued", "Also - Daf is allergic to wasp stings, EpiPen is in the DSM desk", "wasp stings",
      key=("Dafydd Orrin", "allergy=wasp stings", "-"), win=("2026-05-02", "2026-05-30")),
    S("multi_valued", "Another allergy for Dafydd's form: shellfish", "shellfish",
      key=("Dafydd Orrin", "allergy=shellfish", "-"), win=("2026-06-05", "2026-06-20")),
    S("multi_valued", "Sol's emergency contact: partner Ruairi, 07700 900114", "ruairi",
      key=("Solenne Achterberg", "emergency contact=ruairi", "-"), win=("2026-02-15", "2026-03-01")),
    S("multi_valued", "Added a second emergency contact for Solenne - her mum Henrike, 07700 900561", "henrike",
      key=("Solenne Achterberg", "emergency contact=henrike", "-"), win=("2026-04-01", "2026-04-20")),
    S("multi_valued", "Another next of kin for Sol: sister Anouk (lives abroad)", "anouk",
      key=("Solenne Achterberg", "emergency contact=anouk", "-"), win=("2026-08-25", "2026-09-05")),
    S("multi_valued", "Flats stored at Quarrybank Yard over the summer break", "quarrybank yard",
      key=("set and props", "summer storage site=quarrybank yard", "summer break"), win=("2026-06-10", "2026-06-18")),
    S("multi_valued", "Also using Odile's garage for the props skips over summer", "odile's garage",
      key=("set and props", "summer storage site=odile's garage", "summer break"), win=("2026-06-19", "2026-06-24")),
    S("multi_valued", "Another storage spot - Hal's barn has the revolve till September", "hal's barn",
      key=("set and props", "summer storage site=hal's barn", "summer break"), win=("2026-06-25", "2026-07-05")),
    S("multi_valued", "Ezra: vegetarian (tell the digs)", "vegetarian",
      key=("Ezra Quaintance", "dietary requirement=vegetarian", "-"), win=("2026-02-10", "2026-02-25")),
    S("multi_valued", "Ez is also gluten-free - added to the catering sheet", "gluten-free",
      key=("Ezra Quaintance", "dietary requirement=gluten-free", "-"), win=("2026-03-20", "2026-04-10")),
    S("multi_valued", "Add to Ezra's requirements: no mushrooms", "no mushrooms",
      key=("Ezra Quaintance", "dietary requirement=no mushrooms", "-"), win=("2026-05-15", "2026-06-01")),
    # ---------------- scope_disjoint ----------------
    S("scope_disjoint", "Saltreach Sat mat 14:30", "14:30",
      key=("Saltreach Theatre Royal", "matinee time", "wk5 Sat"), win=("2026-03-01", "2026-03-20")),
    S("scope_disjoint", "Yarrowfield circle: £19", "19 gbp",
      key=("Yarrowfield Regent", "ticket price", "circle"), win=("2026-04-20", "2026-05-20")),
    S("scope_disjoint", "Brackenmoor return visit, wk 34: GI Mon 19 Oct 08:00", "mon 08:00",
      key=("Brackenmoor Lyceum", "get-in", "wk34"), win=("2026-09-20", "2026-10-10")),
    S("scope_disjoint", "Thistlecombe Sat matinee 2.30pm", "14:30",
      key=("Thistlecombe Arts Barn", "show time", "Sat matinee wk12"), win=("2026-04-15", "2026-05-10")),
    S("scope_disjoint", "Pellinore matinees Wed & Sat at 14:00", "14:00",
      key=("Pellinore Theatre", "show time", "matinees wk16"), win=("2026-05-05", "2026-06-10")),
    S("scope_disjoint", "Wexholm autumn visit - GI Mon 12 Oct 09:00", "mon 09:00",
      key=("Wexholm Arts Centre", "get-in", "wk33"), win=("2026-09-10", "2026-10-05")),
    S("scope_disjoint", "Digs wk 4: Maren - Alder Court flat, Wexholm", "alder court flat",
      key=("Maren Toller", "digs", "wk4"), win=("2026-02-20", "2026-03-18")),
    S("scope_disjoint", "Corrowby digs: Dafydd at the Plough Inn", "plough inn",
      key=("Dafydd Orrin", "digs", "wk6"), win=("2026-03-10", "2026-04-02")),
    S("scope_disjoint", "Priya's autumn fitting (new Act 2 dress) Thu 27 Aug 15:00", "2026-08-27 15:00",
      key=("Priya Kestle", "costume fitting", "autumn"), win=("2026-08-10", "2026-08-24")),
    S("scope_disjoint", "Schools version runs 90 min, no interval", "90 min",
      key=("The Salt Orchard", "running time", "schools version"), win=("2026-03-10", "2026-04-15")),
    S("scope_disjoint", "Per diem on layoff weeks: £20 a day", "20 gbp",
      key=("company", "per diem", "layoff weeks"), win=("2026-05-01", "2026-05-20")),
    S("scope_disjoint", "Schools matinees: royalty 6%, agreed with Corbel & Fray", "6%",
      key=("royalties", "rate", "schools matinees"), win=("2026-03-01", "2026-04-01")),
    # ---------------- different_subject ----------------
    S("different_subject", "Digs wk 3: Runa - Fernbank B&B", "fernbank b&b",
      key=("Runa Pask", "digs", "wk3"), win=("2026-02-15", "2026-03-12")),
    S("different_subject", "Priya's at the Linnet too for Brackenmoor", "linnet hotel",
      key=("Priya Kestle", "digs", "wk3"), win=("2026-03-01", "2026-03-14")),
    S("different_subject", "Wexholm Thu mat 13:00 as well (schools)", "13:00",
      key=("Wexholm Arts Centre", "matinee time", "wk4 Thu"), win=("2026-03-01", "2026-03-20")),
    S("different_subject", "Kestrelby TM: Declan Hoyle (ex-Corrowby)", "declan hoyle",
      key=("Kestrelby Assembly Rooms", "technical manager", "venue"), win=("2026-04-01", "2026-04-30")),
    S("different_subject", "Thistlecombe GI Mon 18 May 10:00", "mon 10:00",
      key=("Thistlecombe Arts Barn", "get-in", "wk12"), win=("2026-04-20", "2026-05-15")),
    S("different_subject", "Teo's on the 10:42 from Fennick", "10:42",
      key=("Teodor Vance", "train", "wk8 travel"), win=("2026-04-05", "2026-04-18")),
    S("different_subject", "PN at the Fennick is a Wednesday too - Wed 15 Apr", "wed 15 apr",
      key=("Fennick Playhouse", "press night", "wk7"), win=("2026-03-20", "2026-04-12")),
    S("different_subject", "Cloverhythe Lyceum guarantee: £4,800 for the week", "4800 gbp",
      key=("Cloverhythe Lyceum", "guarantee fee", "wk30"), win=("2026-08-01", "2026-09-10")),
    S("different_subject", "Corrowby evening shows 19:15", "19:15",
      key=("Corrowby Alhambra", "show time", "evenings wk6"), win=("2026-03-10", "2026-04-03")),
    S("different_subject", "Yarrowfield LX op: Immy (back from the wedding)", "imogen tarrant",
      key=("Yarrowfield Regent", "LX operator", "wk15"), win=("2026-05-25", "2026-06-07")),
    S("different_subject", "Clodagh - Kestrelby: Kittiwake Guesthouse as well", "kittiwake guesthouse",
      key=("Clodagh Renney", "digs", "wk10"), win=("2026-04-10", "2026-05-03")),
    S("different_subject", "Brackenmoor stalls £24", "24 gbp",
      key=("Brackenmoor Lyceum", "ticket price", "stalls"), win=("2026-02-10", "2026-03-10")),
    # ---------------- static ----------------
    S("static", "Lanternfold Theatre Company - registered charity no. 1187342", "1187342",
      key=("Lanternfold Theatre Company", "charity number", "-"), win=("2026-01-12", "2026-02-10")),
    S("static", "Charity number for the programme: 1 187 342", "1187342",
      key=("Lanternfold Theatre Company", "charity number", "-"), win=("2026-02-20", "2026-03-10")),
    S("static", "Lanternfold was founded in 1998, in a church hall in Pellow", "1998",
      key=("Lanternfold Theatre Company", "founding year", "-"), win=("2026-01-15", "2026-02-15")),
    S("static", "Company est. '98 - Odile's line for the curtain speech", "1998",
      key=("Lanternfold Theatre Company", "founding year", "-"), win=("2026-06-01", "2026-06-30")),
    S("static", "Maren Toller DOB 14/02/1989 (insurance form)", "1989-02-14",
      key=("Maren Toller", "date of birth", "-"), win=("2026-01-20", "2026-02-05")),
    S("static", "MT born 14 February 1989 - she's a Valentine's baby", "1989-02-14",
      key=("Maren Toller", "date of birth", "-"), win=("2026-02-10", "2026-02-14")),
    S("static", "Daf's Equity membership no: 5530918", "5530918",
      key=("Dafydd Orrin", "Equity number", "-"), win=("2026-01-20", "2026-02-20")),
    S("static", "The Salt Orchard premiered at the Fennick in 2021 (Ianthe's first play)", "2021",
      key=("The Salt Orchard", "premiere year", "-"), win=("2026-03-25", "2026-04-12")),
    S("static", "Licence ref (Corbel & Fray): CF/2219/SO", "cf-2219-so",
      key=("The Salt Orchard", "licence reference", "-"), win=("2026-01-10", "2026-01-31")),
    S("static", "C&F licence reference for the tour - CF-2219-SO", "cf-2219-so",
      key=("The Salt Orchard", "licence reference", "-"), win=("2026-07-01", "2026-07-31")),
    S("static", "Set built by Quarrybank Scenic, 2025", "quarrybank scenic 2025",
      key=("set", "builder", "-"), win=("2026-02-01", "2026-03-01")),
    S("static", "Immy Tarrant, born 3 Sept 1994", "1994-09-03",
      key=("Imogen Tarrant", "date of birth", "-"), win=("2026-01-20", "2026-02-20")),
    # ---------------- membership ----------------
    S("membership", "Teo's on the fight team for the Act 2 brawl", "teodor vance",
      key=("fight team", "member=teodor vance", "-"), win=("2026-02-20", "2026-03-10")),
    S("membership", "Runa's joined the first-aid rota", "runa pask",
      key=("first-aid rota", "member=runa pask", "-"), win=("2026-03-01", "2026-04-01")),
    S("membership", "Femi is in the understudy pool for the autumn", "femi ladipo",
      key=("u/s pool", "member=femi ladipo", "autumn"), win=("2026-07-01", "2026-08-01")),
    S("membership", "Hana Brightwell has joined the u/s pool", "hana brightwell",
      key=("u/s pool", "member=hana brightwell", "autumn"), win=("2026-08-21", "2026-09-05")),
    S("membership", "Clodagh's on the social committee (quiz nights)", "clodagh renney",
      key=("social committee", "member=clodagh renney", "-"), win=("2026-03-15", "2026-04-10")),
    S("membership", "Ezra's joined the social committee too", "ezra quaintance",
      key=("social committee", "member=ezra quaintance", "-"), win=("2026-04-15", "2026-05-10")),
    S("membership", "Baz joined the drivers' pool, insurance came through", "bastien oyelaran",
      key=("drivers' pool", "member=bastien oyelaran", "-"), win=("2026-03-20", "2026-04-10")),
    S("membership", "Runa's in the drivers' pool now as well", "runa pask",
      key=("drivers' pool", "member=runa pask", "-"), win=("2026-05-01", "2026-05-25")),
    S("membership", "Sol is on the education team for the school workshops", "solenne achterberg",
      key=("education team", "member=solenne achterberg", "-"), win=("2026-03-05", "2026-03-25")),
    S("membership", "Priya has joined the education team, Tuesday workshops", "priya kestle",
      key=("education team", "member=priya kestle", "-"), win=("2026-04-20", "2026-05-15")),
    S("membership", "Wystan's in the 5-a-side team v the Quillby crew", "wystan pell",
      key=("five-a-side team", "member=wystan pell", "-"), win=("2026-04-20", "2026-04-27")),
    S("membership", "Daf has joined the company choir for the PN party song", "dafydd orrin",
      key=("company choir", "member=dafydd orrin", "-"), win=("2026-03-05", "2026-03-15")),
    # ---------------- equal_time: six pairs, one key and one order time each ----------------
    S("equal_time", "Orwin Bay cap: 420", "420",
      key=("Orwin Bay Pavilion", "capacity", "-"), t="2026-04-28T11:20:00"),
    S("equal_time", "Orwin Bay Pavilion capacity 386 seated", "386",
      key=("Orwin Bay Pavilion", "capacity", "-"), t="2026-04-28T11:20:00"),
    S("equal_time", "Fennick dock: rear", "rear",
      key=("Fennick Playhouse", "dock", "venue"), t="2026-03-30T15:45:00"),
    S("equal_time", "Fennick dock is on the Brewer Street side", "brewer street side",
      key=("Fennick Playhouse", "dock", "venue"), t="2026-03-30T15:45:00"),
    S("equal_time", "Toby shoe size 10", "10",
      key=("Tobiah Wren", "shoe size", "-"), t="2026-02-26T10:10:00"),
    S("equal_time", "Toby - shoes are an 11 (Mags)", "11",
      key=("Tobiah Wren", "shoe size", "-"), t="2026-02-26T10:10:00"),
    S("equal_time", "Quillby stage depth 9.2m", "9.2 m",
      key=("Quillby Empire", "stage depth", "-"), t="2026-04-09T14:05:00"),
    S("equal_time", "Quillby: 8.6 m to the back wall", "8.6 m",
      key=("Quillby Empire", "stage depth", "-"), t="2026-04-09T14:05:00"),
    S("equal_time", "Gallowmere BO: Tilda Frane", "tilda frane",
      key=("Gallowmere Lyceum", "box office manager", "-"), t="2026-05-19T09:30:00"),
    S("equal_time", "Gallowmere BO manager is Osric Penhale", "osric penhale",
      key=("Gallowmere Lyceum", "box office manager", "-"), t="2026-05-19T09:30:00"),
    S("equal_time", "Van parking Saltreach: NCP on Dock Rd", "ncp dock rd",
      key=("Saltreach Theatre Royal", "van parking", "wk5"), t="2026-03-24T18:00:00"),
    S("equal_time", "Saltreach: van goes in the venue yard", "venue yard",
      key=("Saltreach Theatre Royal", "van parking", "wk5"), t="2026-03-24T18:00:00"),
    # ---------------- unrelated ----------------
    S("unrelated", "Anyone got a phone charger? Left mine in the van", None, win=("2026-03-16", "2026-04-30")),
    S("unrelated", "Lovely house tonight, standing ovation from the back stalls", None, win=("2026-03-18", "2026-06-20")),
    S("unrelated", "Whoever keeps eating Mags's biscuits: she knows.", None, win=("2026-10-22", "2026-11-10")),
    S("unrelated", "Reminder: sign the show report book before you leave the building", None, win=("2026-03-20", "2026-06-10")),
    S("unrelated", "Rain on the roof at Orwin Bay sounded like applause lol", None, win=("2026-05-11", "2026-05-16")),
    S("unrelated", "Happy birthday Runa!! cake in the green room at the half", None, win=("2026-04-01", "2026-06-01")),
    S("unrelated", "Good luck tonight everyone x", None, win=("2026-03-17", "2026-03-19")),
    S("unrelated", "Kit: notes after the show tonight, short ones, promise", None, win=("2026-03-20", "2026-05-30")),
    S("unrelated", "Anyone know a decent curry house near the Pellinore?", None, win=("2026-06-15", "2026-06-19")),
    S("unrelated", "Show report: quiet house, one phone went off in Act 2, no tech issues", None, win=("2026-04-01", "2026-06-20")),
    S("unrelated", "Thanks all for a brilliant autumn leg - see you at the reunion", None, win=("2026-11-01", "2026-11-25")),
    S("unrelated", "Van smells of chips again. Windows down please", None, win=("2026-10-22", "2026-11-20")),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
ATTACHED_CLASSES = ("format_variant", "elaboration", "confirmation")

# --------------------------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------------------------


def day(s):
    return dt.datetime.strptime(s, "%Y-%m-%d")


def ts(s):
    return dt.datetime.strptime(s, "%Y-%m-%dT%H:%M:%S")


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def sample_times(rng, win, n):
    """n distinct daytime instants in [win[0], win[1]] (whole days), sorted."""
    d0, d1 = day(win[0]), day(win[1])
    span = (d1 - d0).days
    out = []
    while len(out) < n:
        t = d0 + dt.timedelta(days=rng.randint(0, span), minutes=rng.randint(7 * 60, 23 * 60 + 20),
                              seconds=rng.randint(0, 59))
        if t not in out:
            out.append(t)
    return sorted(out)


def build():
    rng = random.Random(SEED)
    mems = []          # every memory
    fam_by_id = {}
    fam_end = {}
    for f in FAMILIES:
        assert f["fid"] not in fam_by_id, f["fid"]
        fam_by_id[f["fid"]] = f
        vs = f["versions"]
        if f["win"] is None:
            times = [ts(v["t"]) for v in vs]
        else:
            assert all(v["t"] is None for v in vs)
            times = sample_times(rng, f["win"], len(vs))
        assert all(a < b for a, b in zip(times, times[1:])), f["fid"]   # distinct, in version order
        fam_end[f["fid"]] = day(f["win"][1]) + dt.timedelta(hours=23, minutes=59) if f["win"] else times[-1]
        for i, (v, t) in enumerate(zip(vs, times)):
            mems.append(dict(fid=f["fid"], ver=i, key=f["key"], value=v["value"], pol=v["pol"], text=v["text"],
                             order=t, label=None, same=v["same"], tag=v["tag"], kind=f["kind"]))
    for s in STANDALONE:
        if s["attach"]:
            f = fam_by_id[s["attach"]]
            assert s["key"] is None
            key = f["key"]
            if s["t"]:
                t = ts(s["t"])
            else:
                end = fam_end[s["attach"]]
                t = end + dt.timedelta(minutes=rng.randint(60, 3 * 24 * 60), seconds=rng.randint(0, 59))
        else:
            key = s["key"] if s["key"] else ("(chatter)", "none", "-")
            t = ts(s["t"]) if s["t"] else sample_times(rng, s["win"], 1)[0]
        mems.append(dict(fid=s["attach"], ver=None, key=key, value=s["value"], pol=s["pol"], text=s["text"],
                         order=t, label=s["cls"], same=False, tag=None, kind=None))

    # backfilled or live; the import session
    for m in mems:
        m["backfilled"] = m["order"] < SESSION_START and rng.random() < P_BACKFILL
    back = [m for m in mems if m["backfilled"]]
    rng.shuffle(back)
    t = SESSION_START
    for m in back:
        m["created"] = t
        t += dt.timedelta(seconds=rng.randint(1, 4))
    for m in mems:
        if not m["backfilled"]:
            m["created"] = m["order"]

    # ids in a shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order, 1):
        mems[i]["id"] = "%s%03d" % (PREFIX, n)
    file_order = list(mems)
    rng.shuffle(file_order)

    truth = compute_truth(mems)
    check(mems, truth, fam_by_id, back)
    return mems, truth, file_order, back


def compute_truth(mems):
    """Per fact key: each memory is expired by the earliest strictly newer memory whose (value, polarity) differs."""
    by_key = {}
    for m in mems:
        if m["key"][0] == "(chatter)":
            continue
        by_key.setdefault(m["key"], []).append(m)
    pairs = []
    for key, ms in by_key.items():
        ms = sorted(ms, key=lambda m: (m["order"], m["id"]))
        for i, a in enumerate(ms):
            for b in ms[i + 1:]:
                if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    pairs.append(dict(expired_id=a["id"], replacement_id=b["id"],
                                      reason="negation" if a["pol"] != b["pol"] else "value"))
                    break
    pairs.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    return pairs


def check(mems, truth, fam_by_id, back):
    in_pair = set()
    for p in truth:
        in_pair.add(p["expired_id"])
        in_pair.add(p["replacement_id"])
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory in no pair", m["id"], m["text"])
    # order times distinct within a family key, except equal_time
    by_key = {}
    for m in mems:
        by_key.setdefault(m["key"], []).append(m)
    fam_keys = {f["key"] for f in FAMILIES}
    assert len(fam_keys) == len(FAMILIES), "two families share a key"
    for key, ms in by_key.items():
        times = [m["order"] for m in ms]
        if any(m["label"] == "equal_time" for m in ms):
            assert all(m["label"] == "equal_time" for m in ms) and len(ms) == 2, key
            assert times[0] == times[1] and ms[0]["value"] != ms[1]["value"], key
            assert key not in fam_keys
        elif key[0] != "(chatter)":
            assert len(set(times)) == len(times), ("equal order times", key)
    # labelled memories: attached ones after the last version, same value and polarity; others off family keys
    for m in mems:
        if not m["label"]:
            continue
        if m["label"] in ATTACHED_CLASSES:
            f = fam_by_id[m["fid"]]
            vers = [x for x in mems if x["fid"] == f["fid"] and x["label"] is None]
            last = max(vers, key=lambda x: x["order"])
            assert m["order"] > last["order"], ("attached not after last version", m["text"])
            assert (m["value"], m["pol"]) == (last["value"], last["pol"]), ("attached value differs", m["text"])
        else:
            assert m["key"] not in fam_keys, ("standalone on a family key", m["text"])
    attached_fams = [m["fid"] for m in mems if m["label"] in ATTACHED_CLASSES]
    assert len(attached_fams) == len(set(attached_fams)), "two labelled memories on one family"
    texts = [m["text"] for m in mems]
    assert len(texts) == len(set(texts)), "duplicated text"
    for m in mems:
        assert m["created"] < LIMIT and m["order"] < LIMIT
        if m["backfilled"]:
            assert m["order"] < m["created"], ("observed_at not before created_at", m["text"])
    if back:
        assert back[-1]["created"] - back[0]["created"] < dt.timedelta(hours=1)
        assert back[0]["created"].date() == back[-1]["created"].date()
    ids = [m["id"] for m in mems]
    assert len(ids) == len(set(ids))


# --------------------------------------------------------------------------------------------
# output
# --------------------------------------------------------------------------------------------


def stats_text(mems, truth):
    fams = [f for f in FAMILIES]
    sizes = {}
    for f in fams:
        sizes[len(f["versions"])] = sizes.get(len(f["versions"]), 0) + 1
    nb = sum(1 for m in mems if m["backfilled"])
    repl_ids = {p["replacement_id"] for p in truth}
    repl = [m for m in mems if m["id"] in repl_ids]
    repl_same = sum(1 for m in repl if m["same"])
    kinds = {}
    for f in fams:
        kinds[f["kind"]] = kinds.get(f["kind"], 0) + 1
    tags = {}
    for m in mems:
        if m["tag"]:
            tags[m["tag"]] = tags.get(m["tag"], 0) + 1
    rows = [
        ("memories", len(mems)),
        ("  backfilled (observed_at + import session)", nb),
        ("  live-ingested (created_at only)", len(mems) - nb),
        ("changing families", len(fams)),
    ]
    for k in sorted(sizes):
        rows.append(("  of %d versions" % k, sizes[k]))
    rows += [
        ("true pairs", len(truth)),
        ("  value", sum(1 for p in truth if p["reason"] == "value")),
        ("  negation", sum(1 for p in truth if p["reason"] == "negation")),
        ("labelled negatives", sum(1 for m in mems if m["label"])),
    ]
    for c in CLASSES:
        rows.append(("  " + c, sum(1 for m in mems if m["label"] == c)))
    rows += [
        ("replacement memories (distinct)", len(repl)),
        ("  reworded", len(repl) - repl_same),
        ("  same record line, value swapped", repl_same),
        ("move-back families (A->B->A)", kinds.get("moveback", 0)),
        ("interior confirmations", tags.get("interior_confirmation", 0)),
        ("negation families", kinds.get("neg_stop", 0) + kinds.get("neg_restart", 0) + kinds.get("neg_mixed", 0)),
        ("  stop and restart (on->off->on)", kinds.get("neg_restart", 0)),
        ("replacements naming the old value", tags.get("switched", 0)),
        ("relative dates", tags.get("relative", 0)),
        ("unit/format change inside a pair", tags.get("unit", 0)),
        ("handovers stating another subject's fact", tags.get("handover", 0)),
    ]
    w = max(len(r[0]) for r in rows)
    return "\n".join("%-*s  %4d" % (w, a, b) for a, b in rows)


def list_text(mems):
    lines = []
    for m in sorted(mems, key=lambda m: m["id"]):
        lines.append("\t".join([
            m["id"], rfc(m["order"]), m["label"] or "-", " | ".join(m["key"]),
            m["value"] if m["value"] is not None else "-", m["pol"],
            "backfilled" if m["backfilled"] else "live"]))
    return "\n".join(lines)


def write(mems, truth, file_order):
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m in file_order:
            o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
            if m["backfilled"]:
                o["observed_at"] = rfc(m["order"])
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for p in truth:
            fh.write(json.dumps(p, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            fh.write(json.dumps({"id": m["id"], "class": m["label"]}, ensure_ascii=False) + "\n")


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        print("usage: gen.py [--stats | --list]", file=sys.stderr)
        return 2
    mems, truth, file_order, _ = build()
    if argv and argv[0] == "--stats":
        print(stats_text(mems, truth))
    elif argv and argv[0] == "--list":
        print(list_text(mems))
    else:
        write(mems, truth, file_order)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
