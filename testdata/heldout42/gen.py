#!/usr/bin/env python3
"""Blind labelled supersession data set: a touring theatre company's company-manager notes.

python3 gen.py          writes memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  prints counts, writes nothing
python3 gen.py --list   prints every memory, writes nothing
Any other argument exits 2 and writes nothing.

Truth is computed from the tables below (fact key, value key, polarity, order time), never from the text.
"""
import json
import os
import random
import sys
from collections import Counter, defaultdict
from datetime import datetime, timedelta

SEED = 4243
PREFIX = "p42-"
SESSION_START = datetime(2026, 11, 16, 10, 0, 0)   # backfill import session (UTC)
LIMIT = datetime(2026, 12, 1)
N_PER_CLASS = 12
CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]


def V(when, value, pol, style, text, *tags):
    """One version of a changing fact. style: first | rw (reworded) | same (same record line,
    value swapped) | conf (interior confirmation). pol: '+' asserted, '-' negated."""
    return {"when": when, "value": value, "pol": pol, "style": style, "text": text, "tags": set(tags)}


def A(cls, when, value, pol, text):
    """A labelled memory attached to a family key, after its last version."""
    return {"cls": cls, "when": when, "value": value, "pol": pol, "text": text}


def F(fid, subject, attribute, scope, versions, attach=None):
    return {"fid": fid, "subject": subject, "attribute": attribute, "scope": scope,
            "versions": versions, "attach": attach}


# ---------------------------------------------------------------------------------------------
# FAMILIES: changing facts (one subject, one attribute, one scope), versions in time order.
# ---------------------------------------------------------------------------------------------
FAMILIES = [
    F("F01", "tour week 6", "venue", "2026 tour", [
        V("2026-01-14", "fennick playhouse", "+", "first",
          "Wk 6 (6\u201311 Apr) - Fennick Playhouse, get-in Mon 09:00, 7 shows"),
        V("2026-02-06", "ollerby civic theatre", "+", "rw",
          "Delphine: Fennick have double-booked April, so week six is now Ollerby Civic Theatre. "
          "Fennick have offered us w/c 20 Apr instead, pencilled."),
    ]),
    F("F02", "Dunsmere Alhambra", "get-in", "wk3", [
        V("2026-01-22", "mon 16 mar 08:00", "+", "first",
          "Wk 3 - Dunsmere Alhambra, get-in Mon 08:00, get-out Sat after the show"),
        V("2026-02-18", "sun 15 mar 20:00", "+", "rw",
          "Fitz at the Alhambra wants us in the night before - GI now Sun 15 Mar 20:00, crew call 19:30 at the dock"),
        V("2026-03-04", "mon 16 mar 08:00", "+", "rw",
          "Dunsmere's Sunday load-in is off (their panto get-out overran into it) so we're back to Monday 8am",
          "moveback"),
    ], A("format_variant", "2026-03-09", "mon 16 mar 08:00", "+", "Alhambra GI 16/03 0800hrs")),
    F("F03", "Kittering Corn Exchange", "get-out", "Sat 28 Mar", [
        V("2026-02-20", "22:30", "+", "first",
          "Kittering Corn Exchange\nGet-out: Sat 28 Mar after the show, est. 22:30\nCasuals: 4 + our crew\n"
          "Truck bay: Market Sq from 22:00"),
        V("2026-03-17", "22:30", "+", "conf", "spoke to Jonah, GO still 22:30 Sat, casuals booked"),
        V("2026-03-26", "23:15", "+", "rw",
          "Kittering GO can't start till 23:15 - there's a wedding do in the foyer till 11 and they won't have us "
          "tracking flats through it"),
    ]),
    F("F04", "Ollerby Civic Theatre", "press night", "wk6", [
        V("2026-02-24", "2026-04-09", "+", "first",
          "Press nights - Ollerby Civic: Thurs 9 April, 7.30pm. Invites out from the office w/c 16 Mar."),
        V("2026-04-03 10:20", "REL:next-tuesday", "+", "rw",
          "Mags says the Ollerby Gazette can only send someone on a Tuesday, so PN moved to next Tuesday. "
          "Same curtain time.", "relative"),
    ], A("format_variant", "2026-04-05", "2026-04-07", "+", "Ollerby PN 07/04 19:30")),
    F("F05", "Noor Castellane", "costume fitting", "Act 2 dress", [
        V("2026-02-03", "2026-02-09 14:00", "+", "first",
          "Fittings this week:\nNoor Castellane - Act 2 dress - Mon 9 Feb 2pm\n"
          "Priya Lattimer - shawl + boots - Tue 10 Feb 11am"),
        V("2026-02-09 08:40", "REL:tomorrow 10:00", "+", "rw",
          "Gwen: Noor's Act 2 fitting pushed to tomorrow, 10am in the wardrobe room at the Ropewalk - "
          "dress isn't back from the dyers", "relative"),
    ]),
    F("F06", "Dr Marsh (role)", "played by", "tour", [
        V("2026-01-12", "hamish brodie-finch", "+", "first",
          "Casting confirmed: Hamish Brodie-Finch to play Dr Marsh, contract to end of tour"),
        V("2026-05-27", "ciaran vell", "+", "rw",
          "Cast change from wk 14: Dr Marsh goes from Hamish to Ciaran Vell. Hamish's last show is Sat 30 May.",
          "names_old"),
    ], A("elaboration", "2026-06-03", "ciaran vell", "+",
         "Ciaran's first week as Dr Marsh - went in Tuesday, Kit's re-noted the 2.3 blocking for him and Gwen "
         "took in the waistcoat")),
    F("F07", "Hester Vane (role)", "performer", "Tue 21 Apr eve", [
        V("2026-04-21 12:10", "tamsin okafor-reid", "+", "first",
          "Tam says the voice is croaky but she's doing tonight. Vocal rest till the half please, no chat in DR1"),
        V("2026-04-21 17:50", "elin rusk", "+", "rw",
          "Elin on for Hester tonight - Tamsin's off, voice has gone. Slips in with the programmes."),
    ]),
    F("F08", "Lily Vane (role)", "performer", "Sat 9 May mat", [
        V("2026-05-06", "noor castellane", "+", "first",
          "Sat mat: Noor doing Lily as normal, her dentist isn't till Monday"),
        V("2026-05-08", "elin rusk", "+", "rw",
          "Noor's emergency dentist got moved to Sat morning, so Elin's on for Lily at the matinee. Slips please Robyn."),
        V("2026-05-09 09:05", "noor castellane", "+", "rw",
          "As you were - Noor's back on for the mat, dentist cancelled on her. Elin stood down.", "moveback"),
    ]),
    F("F09", "company DSM", "person", "tour", [
        V("2026-01-12", "kit marwood", "+", "first",
          "SM team for the tour: Kit Marwood (DSM), Robyn Teale (ASM), Sol Achterberg (ASM/driver)"),
        V("2026-07-10", "robyn teale", "+", "rw",
          "Handover from Kit: from Mon 13 Jul Robyn's on the book as DSM. Sol keeps the props setting list and the "
          "SL prop table. Prompt copy is in the blue crate.", "handover_other"),
    ], A("elaboration", "2026-07-16", "robyn teale", "+",
         "Robyn DSM from this week - calling from the SL prompt desk, Kit's cue sheets and the show-report template "
         "are on the shared drive")),
    F("F10", "Hollis Brandt", "mobile", "tour", [
        V("2026-01-15", "07700914382", "+", "first",
          "CM: Hollis Brandt\nMob: 07700 914382\nEmail: hollis@lanternfly-touring.co.uk"),
        V("2026-06-18", "07700918006", "+", "rw",
          "HB's phone went in the river at Caddon - new number is 07700 918006, the old one's dead"),
    ], A("confirmation", "2026-08-03", "07700918006", "+",
         "Hollis is still on 07700 918006 - Askerfield had the old number in their venue pack, corrected")),
    F("F11", "Pellowby Arts Centre", "technical manager", "-", [
        V("2026-01-29", "rhoda quint", "+", "first",
          "Venue: Pellowby Arts Centre\nTM: Rhoda Quint\nTel: 01632 960418\nDock: side alley off Mill St, one truck at a time"),
        V("2026-03-02", "arlo fenn", "+", "rw",
          "Pellowby have a new TM - Rhoda's left, it's Arlo Fenn now, same desk number", "names_old"),
    ], A("elaboration", "2026-03-10", "arlo fenn", "+",
         "Arlo Fenn (TM, Pellowby): ex-Dunsmere, knows our rig from the tech, happy to run the fly floor himself on Weds")),
    F("F12", "Corrowby Theatre Royal", "dock", "wk7", [
        V("2026-02-12", "rear cooper's yard", "+", "first",
          "Venue: Corrowby Theatre Royal / TM: Angharad Pell / Dock: rear, Cooper's Yard / Door 3.9m"),
        V("2026-04-08", "side tanner's row", "+", "rw",
          "Angharad: Cooper's Yard is shut for roadworks so we load in via the side dock on Tanner's Row. "
          "3.6m max height there."),
    ], A("format_variant", "2026-04-11", "side tanner's row", "+", "Corrowby TR - Dock: side, Tanner's Row")),
    F("F13", "Kittering Corn Exchange", "box office manager", "-", [
        V("2026-02-20", "hetty sumner", "+", "first",
          "Kittering Corn Exchange BO manager: Hetty Sumner (hetty.sumner@kitteringce.org.uk)"),
        V("2026-03-19", "joss varley", "+", "same",
          "Kittering Corn Exchange BO manager: Joss Varley (joss.varley@kitteringce.org.uk)"),
    ], A("confirmation", "2026-03-25", "joss varley", "+",
         "Joss Varley remains Kittering BO manager for our week, sales reports from him daily")),
    F("F14", "Tresswell Maltings", "TM desk phone", "-", [
        V("2026-02-25", "01632960771", "+", "first",
          "Tresswell Maltings - TM Wilf Danby - 01632 960771 (desk) - dock: front, via the car park"),
        V("2026-04-24", "01632960112", "+", "rw",
          "Handover for next week (Tresswell): Wilf's desk line is now 01632 960112, the old one rings out. "
          "Also the Maltings box office shuts at 4pm on Sundays so no walk-ups.", "handover_other"),
    ]),
    F("F15", "Fennick Playhouse", "overnight truck parking on dock", "wk8", [
        V("2026-03-30", "overnight dock parking", "+", "first",
          "Fennick: truck can stay on the dock overnight all week, Ozzie's sorted the permit"),
        V("2026-04-14", "overnight dock parking", "-", "rw",
          "No overnight parking on the Fennick dock after all - council have suspended the bay. Lenny to find a lorry park."),
        V("2026-04-19", "overnight dock parking", "+", "rw",
          "Ozzie got the bay suspension lifted, so the truck can sit on the Fennick dock overnight again, Mon-Sat"),
    ], A("confirmation", "2026-04-22", "overnight dock parking", "+",
         "Truck's been on the Fennick dock two nights, no ticket - overnight parking definitely still fine")),
    F("F16", "Declan Moyle", "digs", "wk2 Pellowby", [
        V("2026-02-10", "mrs pardoe's", "+", "first", "Digs wk 2 (Pellowby): Declan - Mrs Pardoe's, 14 Quarry Lane"),
        V("2026-03-10", "the saltings b&b", "+", "rw",
          "Dec's moved out of Mrs Pardoe's (cat allergy), he's at the Saltings B&B on the front for the rest of the week",
          "names_old"),
    ]),
    F("F17", "Tamsin Okafor-Reid", "digs", "wk3 Dunsmere", [
        V("2026-02-10", "gullhaven guesthouse", "+", "first", "Digs wk 3 (Dunsmere): Tamsin - Gullhaven Guesthouse"),
        V("2026-03-11", "marram cottage", "+", "same", "Digs wk 3 (Dunsmere): Tamsin - Marram Cottage"),
    ], A("elaboration", "2026-03-14", "marram cottage", "+",
         "Tam's Dunsmere digs: Marram Cottage, blue door past the lifeboat station, key safe 2804, she's sharing with Noor")),
    F("F18", "company hotel", "hotel", "wk4 Kittering", [
        V("2026-01-30", "thistleby lodge", "+", "first", "Kittering wk 4 - company block at Thistleby Lodge, 9 rooms, B&B"),
        V("2026-02-27", "bellwether inn", "+", "rw",
          "Thistleby can't hold our block, Delphine's moved everyone to the Bellwether Inn for Kittering"),
        V("2026-03-13", "thistleby lodge", "+", "rw",
          "Bellwether's fallen through (flood in the annexe) - we're back at Thistleby Lodge for Kittering, "
          "they've found the rooms", "moveback"),
    ]),
    F("F19", "Fergus Hallam", "digs", "wk7 Corrowby", [
        V("2026-02-28", "wetherall court flat 3", "+", "first", "Gus - Corrowby digs: Wetherall Court, flat 3"),
        V("2026-04-13", "wetherall court flat 5", "+", "same", "Gus - Corrowby digs: Wetherall Court, flat 5"),
    ], A("elaboration", "2026-04-15", "wetherall court flat 5", "+",
         "Fergus's Corrowby flat: Wetherall Court no. 5, top floor, lift's broken so he's carrying the bike up")),
    F("F20", "company van", "departure", "Sun 29 Mar Kittering-Hallowdene", [
        V("2026-03-24", "09:30", "+", "first", "Travel Sun 29/3: van leaves Thistleby Lodge 09:30 for Hallowdene"),
        V("2026-03-27", "10:15", "+", "rw", "Sunday van call's now 10:15, Lenny's getting the tyre sorted first thing"),
    ], A("confirmation", "2026-03-28", "10:15", "+",
         "Van call tomorrow remains 10:15 from Thistleby, bags in the hall by 10")),
    F("F21", "set truck", "haulier", "tour", [
        V("2026-01-19", "bramwell haulage", "+", "first",
          "Haulage: Bramwell Haulage, 7.5t curtainsider + driver, weekly GO/GI"),
        V("2026-05-12", "cotter & lane freight", "+", "rw",
          "Anselm's switched our haulage from Bramwell to Cotter & Lane Freight from wk 12 - cheaper, and they'll "
          "do Sunday runs", "names_old"),
    ], A("elaboration", "2026-05-21", "cotter & lane freight", "+",
         "Cotter & Lane: first run done, driver's Morag, 18-tonner with a tail lift, she rings the CM 30 mins out "
         "from each dock")),
    F("F22", "Priya Lattimer", "train", "Sun 15 Mar to Dunsmere", [
        V("2026-03-10", "11:42", "+", "first", "Pri's train Sun: 11:42 Pellowby -> Dunsmere, change at Hobb's Cross"),
        V("2026-03-14", "12:12", "+", "same", "Pri's train Sun: 12:12 Pellowby -> Dunsmere, change at Hobb's Cross"),
    ]),
    F("F23", "company van", "registration", "tour", [
        V("2026-01-26", "lf21qtv", "+", "first", "Company van: white Transit, reg LF21 QTV. Keys live with the CM."),
        V("2026-06-08", "kx70bnu", "+", "rw",
          "Hire co have swapped the van (clutch) - we're in a silver Transit now, KX70 BNU. Venue parking permits "
          "need the new reg."),
    ], A("format_variant", "2026-06-15", "kx70bnu", "+", "van reg for the venue forms: KX70BNU")),
    F("F24", "Kittering Corn Exchange", "Thu matinee start", "wk4", [
        V("2026-02-20", "14:30", "+", "first", "Kittering schedule: Thu 26/3 mat 14:30, eves 19:30"),
        V("2026-03-12", "13:30", "+", "rw",
          "Jonah's moved the Thursday matinee from 14:30 to 13:30 for the schools coaches", "names_old"),
    ], A("format_variant", "2026-03-20", "13:30", "+", "Kittering Thurs mat: 1.30pm")),
    F("F25", "Pellowby Arts Centre", "evening curtain", "wk2", [
        V("2026-02-16", "19:30", "+", "first", "Pellowby: evenings 7.30pm, mats Wed + Sat 2.30pm"),
        V("2026-03-06", "19:45", "+", "rw",
          "Pellowby want a 7.45 up for the evening shows next week (late trains from the coast)"),
    ]),
    F("F26", "The Salt Orchard", "running time", "tour", [
        V("2026-02-26", "155 min", "+", "first", "RT after first tech run: 2h 35m incl. interval"),
        V("2026-03-01", "140 min", "+", "same", "Running time: 2 hrs 20 mins inc. interval"),
        V("2026-03-18", "130 min", "+", "rw",
          "Cuts in 1.4 and 2.2 are in - running time's now 130 min, interval included", "unit_change"),
        V("2026-05-14", "125 min", "+", "rw",
          "Timed it tonight at Quenby with the shorter interval: up 19:30, down 21:35"),
    ], A("format_variant", "2026-05-28", "125 min", "+", "Show runs approx. 2h05 including the interval")),
    F("F27", "The Salt Orchard", "interval length", "tour", [
        V("2026-02-26", "20 min", "+", "first", "Interval: 20 mins"),
        V("2026-03-20", "20 min", "+", "conf", "Interval staying at 20 minutes, Hollis checked with the bar managers"),
        V("2026-05-11", "15 min", "+", "rw", "We're cutting the interval to fifteen minutes from Quenby on"),
    ], A("confirmation", "2026-06-09", "15 min", "+", "interval remains 15 min, FOH at Sallowby happy with that")),
    F("F28", "Ollerby Civic Theatre", "matinee start", "Sat 11 Apr", [
        V("2026-02-24", "14:30", "+", "first", "Ollerby Sat mat: 2.30pm"),
        V("2026-03-31", "15:00", "+", "same", "Ollerby Sat mat: 3pm"),
    ]),
    F("F29", "understudy rehearsal", "call", "Wed 18 Mar Dunsmere", [
        V("2026-03-13", "14:00", "+", "first", "U/s rehearsal Wed 18/3, 14:00 on stage - Ciaran + Elin, Kit running it"),
        V("2026-03-17 09:30", "11:00", "+", "rw",
          "u/s call Weds moved earlier to 11:00, stage is booked for a school workshop from 1"),
    ], A("elaboration", "2026-03-17 18:10", "11:00", "+",
         "Weds 11:00 u/s rehearsal: Ciaran's Ned + Ferryman scenes first, Elin's Hester/Lily from 12, done by 1")),
    F("F30", "line run", "call", "Tue 24 Mar", [
        V("2026-03-21", "17:00 on stage", "+", "first", "Line run Tues 5pm on stage, full company"),
        V("2026-03-23", "16:30 circle bar", "+", "rw", "Tuesday's line run is 16:30 in the circle bar, stage is LX focus"),
    ]),
    F("F31", "wardrobe", "wash day", "tour", [
        V("2026-02-27", "monday", "+", "first",
          "Wardrobe: wash day Mondays, dry Tuesday. Blacks in the skip by the half on Sat."),
        V("2026-04-06", "wednesday", "+", "rw",
          "Gwen's moved wash day to Wednesdays - Monday's get-in and the machines aren't plumbed till the afternoon"),
    ], A("confirmation", "2026-05-04", "wednesday", "+",
         "Reminder: wash day is still Wednesday, skip goes out after the Tuesday show")),
    F("F32", "orchard tree flat", "workshop repair date", "-", [
        V("2026-04-09", "2026-04-20", "+", "first",
          "Tree flat (USR) cracked in the Ollerby get-in - booked into Crane Scenic for Mon 20 Apr"),
        V("2026-04-16", "2026-04-28", "+", "rw",
          "Crane Scenic can't take the tree flat till Tue 28 Apr, we'll tour it braced till then"),
    ]),
    F("F33", "haze", "in show", "Corrowby wk7", [
        V("2026-02-12", "haze", "+", "first", "Corrowby tech spec: haze OK, detectors on stage can be isolated"),
        V("2026-04-07", "haze", "-", "rw",
          "Angharad says no haze at Corrowby - the new fire panel won't let them isolate the stage heads"),
        V("2026-04-13", "haze", "+", "rw",
          "Haze is back in for Corrowby: fire officer's signed off isolation with a fire watch during the show"),
    ], A("confirmation", "2026-04-14", "haze", "+",
         "Haze confirmed again for Corrowby tonight, fire watch is Gus + a venue steward")),
    F("F34", "The Salt Orchard", "royalty rate", "tour", [
        V("2026-01-16", "8%", "+", "first", "Royalties: 8% of net box office, paid monthly to Ashgrove's agent"),
        V("2026-04-02", "8%", "+", "conf", "Checked with the agent - royalty's still 8% of NBOR for the spring leg"),
        V("2026-06-29", "9.5%", "+", "rw", "Royalty goes up to 9.5% from wk 21 (autumn leg) under the extension deal"),
    ]),
    F("F35", "Marrowgate Lyceum", "guarantee", "wk1", [
        V("2026-01-21", "6500 gbp", "+", "first", "Marrowgate Lyceum deal: guarantee \u00a36,500 + 70/30 over the break"),
        V("2026-02-04", "7250 gbp", "+", "rw", "The Lyceum have come up to \u00a37,250 on the guarantee for opening week"),
    ], A("format_variant", "2026-02-11", "7250 gbp", "+", "MGL guarantee: \u00a37.25k")),
    F("F36", "company", "per diem", "tour", [
        V("2026-01-16", "32 gbp/day", "+", "first", "Per diems \u00a332/day, paid Fridays in cash"),
        V("2026-06-26", "33 gbp/day", "+", "rw", "Equity uplift: touring allowance is now \u00a3231 a week", "unit_change"),
    ], A("format_variant", "2026-07-03", "33 gbp/day", "+", "PDs this week at \u00a333 a day")),
    F("F37", "Pellowby Arts Centre", "box office split", "wk2", [
        V("2026-01-29", "70/30", "+", "first", "Pellowby deal: 70/30 in our favour, no guarantee"),
        V("2026-02-13", "75/25", "+", "rw", "Anselm pushed and Pellowby have revised the split to 75/25 (us/them)"),
    ]),
    F("F38", "Marrowgate press night", "comp allocation", "wk1", [
        V("2026-02-02", "40 pairs", "+", "first", "PN comps (Marrowgate): 40 pairs"),
        V("2026-02-23", "60 pairs", "+", "rw", "Lyceum have found us 20 more pairs for press night, so we're on 60 pairs"),
    ], A("format_variant", "2026-02-26", "60 pairs", "+", "Marrowgate PN comp allocation = 120 tickets")),
    F("F39", "Dunsmere Alhambra", "captioned performance", "wk3", [
        V("2026-01-22", "thu 19 mar eve", "+", "first", "Access: captioned perf at Dunsmere Thu 19/3 eve"),
        V("2026-02-25", "sat 21 mar mat", "+", "rw",
          "Dunsmere captioning's moved to the Sat 21 Mar matinee (captioner availability)"),
    ], A("elaboration", "2026-03-12", "sat 21 mar mat", "+",
         "Captioned mat at the Alhambra, Sat 21/3: Wordlight Access doing it, script sent, two screens either side of the pros")),
    F("F40", "Fennick Playhouse", "BSL performance", "Wed 22 Apr eve", [
        V("2026-03-04", "bsl performance", "+", "first", "BSL interpreted perf at Fennick: Wed 22 Apr, 7.30"),
        V("2026-04-15", "bsl performance", "-", "rw",
          "BSL at Fennick is off - interpreter's withdrawn and they can't find cover at a week's notice"),
    ], A("confirmation", "2026-04-20", "bsl performance", "-",
         "Fennick confirmed again, no BSL performance this week - bookers offered refunds or a swap")),
    F("F41", "Kittering Corn Exchange", "relaxed performance", "Sat 28 Mar mat", [
        V("2026-01-30", "relaxed performance", "+", "first",
          "Kittering: Sat 28/3 matinee is a relaxed performance (house lights at half, no haze)"),
        V("2026-03-09", "relaxed performance", "-", "rw",
          "Relaxed mat at Kittering has been pulled - not enough bookings, it'll run as a standard matinee"),
        V("2026-03-20", "relaxed performance", "+", "rw",
          "Kittering have reinstated the relaxed matinee on Sat 28th, a local SEN school has booked 60"),
    ]),
    F("F42", "Hallowdene Pavilion", "post-show Q&A", "Wed 1 Apr", [
        V("2026-02-17", "post-show q&a", "+", "first",
          "Hallowdene Wed 1/4: post-show Q&A after the eve, chaired by their creative learning lead"),
        V("2026-03-16", "post-show q&a", "-", "rw", "Q&A at Hallowdene isn't happening, they've no one to chair it"),
        V("2026-03-25", "post-show q&a", "+", "rw", "Hallowdene Q&A back on for Wednesday - HB will chair it himself"),
        V("2026-03-31", "post-show q&a", "-", "rw", "Scrap Weds Q&A at Hallowdene, Hollis has to be at the Ollerby recce"),
    ]),
    F("F43", "Ollerby Civic Theatre", "local dog in 1.2", "wk6", [
        V("2026-03-03", "local dog", "+", "first",
          "Ollerby week: local dog for 1.2 (handler Bernie Colquhoun, dog called Pickle)"),
        V("2026-04-01", "local dog", "-", "rw", "No dog at Ollerby - the handler's pulled out, Kit's re-blocking 1.2 without"),
    ]),
    F("F44", "Hallowdene Pavilion", "Sunday performance", "Sun 5 Apr", [
        V("2026-02-17", "sunday performance", "-", "first", "Hallowdene: no Sunday show, we travel Sun 5/4 a.m."),
        V("2026-03-05", "sunday performance", "+", "rw",
          "Hallowdene have added a Sunday 4pm on 5 Apr - travel to Ollerby moves to Monday morning"),
    ]),
    F("F45", "Marrowgate Lyceum", "audio-described performance", "wk1", [
        V("2026-01-21", "fri 6 mar eve", "+", "first", "Marrowgate AD perf: Fri 6 Mar 7.30pm, touch tour 6pm"),
        V("2026-02-09", "sat 7 mar mat", "+", "rw", "AD at the Lyceum moves to the Saturday matinee, 7 Mar - touch tour at 1pm"),
        V("2026-03-02", "sat 7 mar mat", "-", "rw",
          "Audio description at Marrowgate is cancelled, describer's ill and there's no cover. Sat mat runs as standard."),
    ], A("confirmation", "2026-03-06", "sat 7 mar mat", "-",
         "Still no AD at Marrowgate this week - BO has refunded the AD bookings")),
    F("F46", "tour week 12", "venue", "2026 tour", [
        V("2026-01-14", "askerfield palace", "+", "first", "Wk 12 (18\u201323 May) - Askerfield Palace, get-in Mon 10:00"),
        V("2026-02-19", "wrenmoor regent", "+", "rw",
          "Askerfield have pulled out of wk 12 (refurb overrun) - Delphine's put Wrenmoor Regent in"),
        V("2026-03-27", "askerfield palace", "+", "rw",
          "Wk 12 is Askerfield again, their refurb's back on schedule, Wrenmoor released", "moveback"),
    ], A("confirmation", "2026-05-05", "askerfield palace", "+",
         "Askerfield Palace confirmed for w/c 18 May, contract countersigned today")),
    F("F47", "Brindlecombe Kings Hall", "get-in", "wk10", [
        V("2026-02-03", "mon 4 may 08:00", "+", "first", "Wk 10 - Brindlecombe Kings Hall, get-in Mon 4 May 08:00"),
        V("2026-04-20", "mon 4 may 10:00", "+", "rw",
          "Brindlecombe: Mon 4th is a bank holiday, casuals only from 10 - GI 10:00"),
        V("2026-04-23", "sun 3 may 19:00", "+", "rw",
          "Clem's offered us a Sunday-night get-in instead, Sun 3 May from 19:00"),
        V("2026-04-27", "mon 4 may 10:00", "+", "rw",
          "Sunday night's off at Brindlecombe (noise complaint from the flats) - GI back to Monday 10am", "moveback"),
        V("2026-04-30", "mon 4 may 09:00", "+", "same", "Wk 10 - Brindlecombe Kings Hall, get-in Mon 4 May 09:00"),
    ], A("format_variant", "2026-05-02", "mon 4 may 09:00", "+", "Brindlecombe GI 9am Mon 4/5")),
    F("F48", "Corrowby Theatre Royal", "DSM calling position", "wk7", [
        V("2026-02-12", "prompt corner sl", "+", "first", "Corrowby: DSM calls from the prompt corner SL as usual"),
        V("2026-04-09", "back of stalls", "+", "rw",
          "No wing space SL at Corrowby - Kit's calling the show from the back of the stalls"),
    ], A("elaboration", "2026-04-14", "back of stalls", "+",
         "Kit calling from the back of the stalls at Corrowby: cue lights to the fly floor via radio, SL get standbys on cans")),
    F("F49", "Askerfield Palace", "LX focus start", "Mon 18 May", [
        V("2026-05-13", "13:00", "+", "first", "Askerfield: LX focus Mon 18 May 13:00-18:00, Ines + 2 venue LX"),
        V("2026-05-16", "15:00", "+", "same", "Askerfield: LX focus Mon 18 May 15:00-18:00, Ines + 2 venue LX"),
    ]),
    F("F50", "Declan Moyle", "boot size", "Ferryman boots", [
        V("2026-02-05", "uk 10", "+", "first", "Costume sizes: Declan Moyle - boots UK 10"),
        V("2026-03-18", "uk 11", "+", "rw", "Dec's boots are crippling him, Gwen's ordered the Ferryman boots in an 11"),
        V("2026-04-02", "uk 10.5", "+", "rw", "The 11s slip on the rake - Declan's in a 10\u00bd now, with an insole"),
    ], A("confirmation", "2026-05-15", "uk 10.5", "+", "Dec still in the 10\u00bd boots, no blisters, leave them be")),
    F("F51", "Priya Lattimer", "wig fitting", "-", [
        V("2026-02-04", "thu 12 feb 15:00", "+", "first", "Wig fitting: Priya Lattimer - Thu 12 Feb 15:00, Harker Wigs"),
        V("2026-02-10", "fri 13 feb 11:00", "+", "same", "Wig fitting: Priya Lattimer - Fri 13 Feb 11:00, Harker Wigs"),
    ]),
    F("F52", "company warm-up", "time", "tour", [
        V("2026-03-02", "18:30", "+", "first", "Company warm-up 18:30 on stage (for a 19:30 up)"),
        V("2026-03-20", "18:15", "+", "rw",
          "Noor's taking warm-ups from now on and wants them at quarter past six, so they're clear of the fight call"),
    ]),
    F("F53", "fight call", "time", "tour", [
        V("2026-03-02", "18:55", "+", "first", "Fight call 18:55 daily, SL, Gus + Dec (Robyn watching)"),
        V("2026-03-23", "18:40", "+", "rw", "Fight call moves to 18:40 so it's done well before the half"),
        V("2026-06-01", "18:50", "+", "rw", "From this week the fight call is ten to seven - Kit"),
    ]),
    F("F54", "Quenby Assembly Rooms", "technical manager", "wk11", [
        V("2026-03-05", "perpetua lisle", "+", "first",
          "Quenby Assembly Rooms\nTM: Perpetua Lisle\nTel: 01632 960533\nDock: rear, Chapel Lane"),
        V("2026-05-06", "dermot ash", "+", "rw", "Perpetua's on leave our week, so Quenby's TM for us is Dermot Ash"),
    ], A("elaboration", "2026-05-08", "dermot ash", "+",
         "Dermot Ash (Quenby TM for wk 11): mob 07700 915244, wants the ground plan and RA by Friday, dock opens 07:30")),
    F("F55", "The Ledger", "critic at press night", "Marrowgate PN", [
        V("2026-02-25", "ffion gale", "+", "first", "PN press list: The Ledger - Ffion Gale (+1)"),
        V("2026-03-03", "pat oduya", "+", "rw",
          "Ledger have swapped their critic, Pat Oduya's coming to PN instead of Ffion", "names_old"),
    ]),
    F("F56", "press photocall", "date and time", "rehearsals", [
        V("2026-02-09", "mon 23 feb 11:00", "+", "first",
          "Press photocall Mon 23 Feb 11:00, Ropewalk Studios, in rehearsal clothes"),
        V("2026-02-17", "wed 25 feb 14:00", "+", "same", "Press photocall Wed 25 Feb 14:00, Ropewalk Studios, in costume"),
        V("2026-02-24", "thu 26 feb 10:00", "+", "rw",
          "Sorry all - photographer can't do Weds, photocall is now Thursday 26th, 10 o'clock"),
    ]),
    F("F57", "The Salt Orchard tour", "last performance", "2026", [
        V("2026-01-12", "2026-09-26", "+", "first", "Tour dates: Mon 2 Mar - Sat 26 Sep 2026, 30 weeks"),
        V("2026-04-29", "2026-10-10", "+", "rw", "Anselm's extended the tour by two weeks - last show now Sat 10 Oct"),
        V("2026-06-29 16:00", "2026-10-24", "+", "rw", "Extension deal signed: final performance 24 Oct"),
        V("2026-07-22", "2026-10-10", "+", "rw",
          "Wrenmoor fell out of the extension, so the tour finishes on 10 October again", "moveback"),
        V("2026-08-12", "2026-10-17", "+", "rw", "Delphine's filled a week - closing night is Saturday 17/10 at Sallowby"),
    ], A("format_variant", "2026-08-20", "2026-10-17", "+", "Last show: 17.10.26")),
    F("F58", "Ollerby Civic Theatre", "GO crew call", "Sat 11 Apr", [
        V("2026-03-26", "22:00", "+", "first", "Ollerby GO crew call Sat 11 Apr: 22:00"),
        V("2026-04-08", "22:20", "+", "same", "Ollerby GO crew call Sat 11 Apr: 22:20"),
    ]),
    F("F59", "Tresswell Maltings", "get-in", "wk9", [
        V("2026-02-25", "mon 27 apr 09:00", "+", "first", "Wk 9 - Tresswell Maltings, get-in Mon 27 Apr 09:00"),
        V("2026-04-16", "mon 27 apr 08:00", "+", "same", "Wk 9 - Tresswell Maltings, get-in Mon 27 Apr 08:00"),
    ]),
    F("F60", "Hallowdene Pavilion", "company car spaces", "wk5", [
        V("2026-02-17", "4", "+", "first", "Hallowdene Pavilion: 4 spaces for company cars in the staff car park"),
        V("2026-03-27", "2", "+", "same", "Hallowdene Pavilion: 2 spaces for company cars in the staff car park"),
    ]),
    F("F61", "Ollerby Civic Theatre", "stage door code", "wk6", [
        V("2026-03-26", "4471", "+", "first", "Ollerby stage door keypad: 4471#"),
        V("2026-04-07", "8053", "+", "rw",
          "Mags has changed the Ollerby stage door code after the break-in - it's 8053 now. Don't post it on the board."),
    ], A("format_variant", "2026-04-08", "8053", "+", "SD code (Ollerby) 8-0-5-3")),
    F("F62", "Fennick Playhouse", "get-in", "wk8", [
        V("2026-03-04", "mon 20 apr 08:00", "+", "first", "Wk 8 - Fennick Playhouse, get-in Mon 20 Apr 08:00"),
        V("2026-03-30", "sun 19 apr 18:00", "+", "same", "Wk 8 - Fennick Playhouse, get-in Sun 19 Apr 18:00"),
        V("2026-04-14", "mon 20 apr 07:00", "+", "rw",
          "Fennick GI is Monday 7am now - the Sunday slot's gone with the bay suspension"),
    ]),
    F("F63", "Noor Castellane", "digs", "wk8 Fennick", [
        V("2026-03-18", "the tollhouse", "+", "first", "Noor - Fennick week - the Tollhouse (room 4)"),
        V("2026-04-17", "the old forge flat", "+", "rw", "Noor's swapped to the Old Forge flat for Fennick, sharing with Pri"),
    ], A("elaboration", "2026-04-19", "the old forge flat", "+",
         "Noor's Fennick digs: the Old Forge flat, Forge Lane, 10 min walk to stage door, parking for one car")),
    F("F64", "Tresswell Maltings", "own profiles to bring", "wk9", [
        V("2026-02-25", "6", "+", "first", "Tresswell LX: their rig + we bring 6 profiles"),
        V("2026-04-13", "10", "+", "same", "Tresswell LX: their rig + we bring 10 profiles"),
        V("2026-04-22", "8", "+", "rw", "Tresswell found four working profiles of their own, so we're only taking eight"),
    ]),
    F("F65", "Brindlecombe Kings Hall", "technical manager", "wk10", [
        V("2026-02-03", "clem ostrander", "+", "first",
          "Brindlecombe Kings Hall / TM: Clem Ostrander / Tel: 01632 960689 / Dock: street level, Queen's Walk"),
        V("2026-04-28", "yusuf haddon", "+", "rw", "Clem's off on paternity from tomorrow - Yusuf Haddon is our TM at Brindlecombe"),
    ], A("confirmation", "2026-05-04 07:50", "yusuf haddon", "+",
         "Yusuf remains our Brindlecombe TM contact for the week, Clem's baby arrived Sat")),
    F("F66", "company van", "service date", "May", [
        V("2026-05-01", "2026-05-12", "+", "first", "Van service booked Tue 12 May, Quenby (Halloran Motors)"),
        V("2026-05-08", "2026-05-18", "+", "same", "Van service booked Mon 18 May, Askerfield (Fosse Garage)"),
        V("2026-05-15", "2026-05-16", "+", "rw", "Lenny's got the van in early - serviced Sat 16 May morning, done and dusted"),
    ]),
    F("F67", "the Ferryman (role)", "performer", "Thu 2 Jul eve", [
        V("2026-07-01", "declan moyle", "+", "first",
          "Dec's flying back from the funeral Thursday morning, he'll make the half"),
        V("2026-07-02 11:30", "bram oakes", "+", "rw",
          "Dec's flight's cancelled - Bram on as the Ferryman tonight, he had a put-in Tuesday"),
        V("2026-07-02 16:20", "declan moyle", "+", "rw",
          "Declan made it! Landed at 4, he's on as the Ferryman, Bram stood down", "moveback"),
    ]),
    F("F68", "company hotel", "hotel", "wk15 Caddon Bay", [
        V("2026-04-30", "harbour light", "+", "first", "Wk 15 Caddon Bay: company hotel Harbour Light, 8 rooms"),
        V("2026-05-26", "cliff view lodge", "+", "same", "Wk 15 Caddon Bay: company hotel Cliff View Lodge, 8 rooms"),
    ]),
    F("F69", "recast rehearsals", "venue", "autumn leg", [
        V("2026-05-20", "ropewalk studios", "+", "first", "Autumn leg recast rehearsals: Ropewalk Studios, 3\u20137 Aug, daytimes"),
        V("2026-06-10", "quenby assembly rooms studio", "+", "rw",
          "Recast rehearsals moved to the studio at Quenby Assembly Rooms, half the price of the Ropewalk"),
        V("2026-07-06", "holloway drill hall", "+", "rw",
          "Quenby's double-booked us, so recast rehearsals are at Holloway Drill Hall now, same dates"),
    ], A("elaboration", "2026-07-20", "holloway drill hall", "+",
         "Holloway Drill Hall for recast rehearsals 3\u20137 Aug: 10:00-18:00, parking round the back, sprung floor, "
         "kettle but bring mugs")),
    F("F70", "Askerfield Palace", "advance sales", "wk12", [
        V("2026-04-15", "14200 gbp", "+", "first", "Askerfield advance: \u00a314,200"),
        V("2026-05-06", "18900 gbp", "+", "same", "Askerfield advance: \u00a318,900"),
        V("2026-05-15", "23450 gbp", "+", "rw", "Latest from Askerfield BO: advance sales at \u00a323,450, stalls nearly gone"),
    ]),
]

# ---------------------------------------------------------------------------------------------
# STANDALONE labelled memories: (class, when, subject, attribute, scope, value, polarity, text)
# A multi-valued attribute carries its value in the attribute slot: each value is its own fact.
# ---------------------------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: several values of a multi-valued attribute, reading like changes
    ("multi_valued", "2026-01-27", "Priya Lattimer", "allergy[peanut]", "-", "peanut", "+",
     "Allergies/medical: Priya Lattimer - peanuts (carries an EpiPen, in the bag on her dressing-room peg)"),
    ("multi_valued", "2026-03-19", "Priya Lattimer", "allergy[kiwi]", "-", "kiwi", "+",
     "Pri's also allergic to kiwi - found out the hard way at the Dunsmere first-night do"),
    ("multi_valued", "2026-06-11", "Priya Lattimer", "allergy[penicillin]", "-", "penicillin", "+",
     "Add to Priya's medical sheet: penicillin allergy as well"),
    ("multi_valued", "2026-01-26", "company van", "named driver[lenny brisco]", "insurance", "lenny brisco", "+",
     "Van insurance: named driver Lenny Brisco"),
    ("multi_valued", "2026-03-03", "company van", "named driver[sol achterberg]", "insurance", "sol achterberg", "+",
     "Sol's been added to the van insurance as a named driver"),
    ("multi_valued", "2026-07-14", "company van", "named driver[robyn teale]", "insurance", "robyn teale", "+",
     "Another named driver on the van policy: Robyn Teale, from Mon"),
    ("multi_valued", "2026-02-20", "The Salt Orchard", "content warning[strobe]", "FOH", "strobe", "+",
     "Content warnings for FOH: contains strobe lighting"),
    ("multi_valued", "2026-03-05", "The Salt Orchard", "content warning[gunshot]", "FOH", "gunshot", "+",
     "FOH: add loud bangs to the warnings board (gunshot in 2.4)"),
    ("multi_valued", "2026-04-28", "The Salt Orchard", "content warning[drowning]", "FOH", "drowning", "+",
     "Content note added: references to drowning - Delphine wants it on the venue copy too"),
    ("multi_valued", "2026-02-21", "Kittering Corn Exchange", "contact[jonah seddle]", "wk4", "jonah seddle", "+",
     "Kittering contacts: TM Jonah Seddle, 01632 960245"),
    ("multi_valued", "2026-03-16", "Kittering Corn Exchange", "contact[fay orrin]", "wk4", "fay orrin", "+",
     "Another Kittering contact for the week: deputy TM Fay Orrin, 01632 960246"),
    ("multi_valued", "2026-03-23", "Kittering Corn Exchange", "contact[marcus pye]", "wk4", "marcus pye", "+",
     "Kittering - also add Marcus Pye (FOH manager) to the contact sheet, he's our man for the relaxed mat"),

    # scope_disjoint: same subject + attribute as a family (or as each other), another scope
    ("scope_disjoint", "2026-05-19", "Dunsmere Alhambra", "get-in", "wk27 return", "mon 28 sep 07:30", "+",
     "Wk 27 - Dunsmere Alhambra (return visit), get-in Mon 28 Sep 07:30"),
    ("scope_disjoint", "2026-02-24", "Ollerby Civic Theatre", "matinee start", "Wed 8 Apr", "14:00", "+",
     "Ollerby Wed mat: 2pm"),
    ("scope_disjoint", "2026-06-22", "Pellowby Arts Centre", "box office split", "wk26 return", "80/20", "+",
     "Pellowby return (wk 26): straight 80/20 split, again no guarantee"),
    ("scope_disjoint", "2026-06-20", "company", "per diem", "wks 18-19 Skerrin", "40 gbp/day", "+",
     "Per diems for the Skerrin ferry weeks (18\u201319): \u00a340/day, accommodation on top"),
    ("scope_disjoint", "2026-02-02", "The Salt Orchard", "royalty rate", "schools matinees", "150 gbp flat", "+",
     "Schools matinees: royalty is a flat \u00a3150 per performance, not a percentage"),
    ("scope_disjoint", "2026-04-20", "The Salt Orchard", "interval length", "Tresswell wk9", "25 min", "+",
     "Tresswell only: interval 25 mins - one bar for 400 people"),
    ("scope_disjoint", "2026-03-27", "The Salt Orchard", "running time", "relaxed performance", "115 min", "+",
     "Relaxed version runs 1h 55 incl. interval (storm sequence cut down, no haze)"),
    ("scope_disjoint", "2026-04-15", "Askerfield Palace", "ticket price", "stalls", "28 gbp", "+",
     "Askerfield prices: stalls (top) \u00a328"),
    ("scope_disjoint", "2026-04-29", "Askerfield Palace", "ticket price", "concession", "22 gbp", "+",
     "Askerfield concessions \u00a322, under-18s included"),
    ("scope_disjoint", "2026-02-10", "Declan Moyle", "digs", "wk3 Dunsmere", "gullhaven guesthouse", "+",
     "Digs wk 3 (Dunsmere): Declan - Gullhaven Guesthouse, room 2"),
    ("scope_disjoint", "2026-04-08", "company van", "departure", "Sun 12 Apr Ollerby-Corrowby", "10:00", "+",
     "Travel Sun 12/4 (Ollerby -> Corrowby): van away from the Civic 10:00 sharp"),
    ("scope_disjoint", "2026-06-24", "Dunsmere Alhambra", "captioned performance", "wk27 return", "tue 29 sep eve", "+",
     "Alhambra return visit: captioned perf Tue 29 Sep eve"),

    # different_subject: same attribute, another subject, mostly a value a family also has
    ("different_subject", "2026-02-10", "Priya Lattimer", "digs", "wk2 Pellowby", "mrs pardoe's", "+",
     "Priya - Pellowby digs: Mrs Pardoe's, back bedroom"),
    ("different_subject", "2026-03-11", "Noor Castellane", "digs", "wk3 Dunsmere", "marram cottage", "+",
     "Digs wk 3 (Dunsmere): Noor - Marram Cottage"),
    ("different_subject", "2026-01-15", "Kit Marwood", "mobile", "tour", "07700914830", "+",
     "DSM: Kit Marwood\nMob: 07700 914830"),
    ("different_subject", "2026-05-27", "Askerfield Palace", "technical manager", "-", "rhoda quint", "+",
     "Askerfield TM is Rhoda Quint - yes, ex-Pellowby, she moved there in March"),
    ("different_subject", "2026-04-22", "Tresswell Maltings", "overnight truck parking on dock", "wk9",
     "overnight dock parking", "+", "Tresswell: truck can stay on the dock overnight, no permit needed"),
    ("different_subject", "2026-02-17", "haze", "in show", "Hallowdene wk5", "haze", "+",
     "Hallowdene: haze fine, their detectors are heat-only over the stage"),
    ("different_subject", "2026-03-03", "Ollerby Civic Theatre", "relaxed performance", "Sat 11 Apr mat",
     "relaxed performance", "+", "Ollerby: Sat 11/4 matinee is a relaxed performance"),
    ("different_subject", "2026-02-12", "Corrowby Theatre Royal", "matinee start", "Sat 18 Apr", "15:00", "+",
     "Corrowby Sat mat: 3pm"),
    ("different_subject", "2026-04-15", "Quenby Assembly Rooms", "BSL performance", "Thu 14 May eve", "bsl performance",
     "+", "Quenby: BSL interpreted perf Thu 14 May, 7.30"),
    ("different_subject", "2026-04-02", "Fennick Playhouse", "box office manager", "-", "hetty sumner", "+",
     "Fennick Playhouse BO manager: Hetty Sumner (moved over from Kittering)"),
    ("different_subject", "2026-03-12", "Dunsmere Alhambra", "evening curtain", "wk3", "19:45", "+",
     "Dunsmere evenings go up at 7.45"),
    ("different_subject", "2026-06-27 20:10", "Ned Corrie (role)", "performer", "Sat 27 Jun eve", "bram oakes", "+",
     "Bram on for Ned Corrie tonight, Gus's knee's gone again"),

    # static: facts that do not change, some stated twice in different formats
    ("static", "2026-01-12", "Lanternfly Theatre Ltd", "company number", "-", "08417726", "+",
     "Lanternfly Theatre Ltd - company no. 08417726"),
    ("static", "2026-05-13", "Lanternfly Theatre Ltd", "company number", "-", "08417726", "+",
     "Co. reg 0841 7726 (for the Askerfield contract)"),
    ("static", "2026-01-13", "Lanternfly Theatre Ltd", "charity number", "-", "1187342", "+",
     "Registered charity 1187342"),
    ("static", "2026-01-19", "The Salt Orchard", "playwright", "-", "morwenna ashgrove", "+",
     "The Salt Orchard - Morwenna Ashgrove, first produced 2019 at the Ropewalk"),
    ("static", "2026-02-27", "Marrowgate Lyceum", "year opened", "-", "1896", "+",
     "The Lyceum opened in 1896 - Carys in BO says the plaque's in the circle bar"),
    ("static", "2026-03-04", "Marrowgate Lyceum", "year opened", "-", "1896", "+", "Marrowgate Lyceum, built 1896, Grade II"),
    ("static", "2026-01-27", "Hamish Brodie-Finch", "birth date", "-", "1988-07-14", "+",
     "Hamish Brodie-Finch DOB 14/07/1988 (for the insurance form)"),
    ("static", "2026-05-28", "Hamish Brodie-Finch", "birth date", "-", "1988-07-14", "+",
     "For the leavers' insurance cancellation: Hamish Brodie-Finch, b. 14 Jul 1988"),
    ("static", "2026-01-21", "Lanternfly Theatre Ltd", "touring agreement ref", "-", "ta-2241", "+",
     "Touring agreement ref TA-2241 - goes on all the contracts"),
    ("static", "2026-02-20", "Kittering Corn Exchange", "capacity", "-", "612", "+", "Kittering Corn Exchange seats 612"),
    ("static", "2026-03-23", "Kittering Corn Exchange", "capacity", "-", "612", "+",
     "Kittering capacity 612 incl. 4 wheelchair spaces"),
    ("static", "2026-01-27", "Tamsin Okafor-Reid", "Equity number", "-", "00734218", "+",
     "Tamsin Okafor-Reid - Equity no. 00734218"),

    # membership: additive group membership
    ("membership", "2026-03-09", "first-aider rota", "member[robyn teale]", "tour", "robyn teale", "+",
     "Robyn's joined the first-aider rota"),
    ("membership", "2026-04-13", "fire-watch team", "member[fergus hallam]", "Corrowby", "fergus hallam", "+",
     "Gus is on the fire-watch team for the Corrowby haze shows"),
    ("membership", "2026-04-26", "5-a-side team", "member[noor castellane]", "tour", "noor castellane", "+",
     "Noor's joined the 5-a-side team, we play the Tresswell crew Sunday"),
    ("membership", "2026-06-30", "swing pool", "member[elin rusk]", "autumn leg", "elin rusk", "+",
     "Elin's in the swing pool for the autumn leg"),
    ("membership", "2026-03-14", "Sunday driving pool", "member[ciaran vell]", "tour", "ciaran vell", "+",
     "Ciaran's joined the Sunday driving pool"),
    ("membership", "2026-03-07", "Saturday get-out crew", "member[sol achterberg]", "tour", "sol achterberg", "+",
     "Sol's on the Saturday get-out crew rota"),
    ("membership", "2026-05-22", "company choir", "member[priya lattimer]", "charity gig", "priya lattimer", "+",
     "Priya has joined the company choir for the charity gig"),
    ("membership", "2026-02-16", "wellbeing group", "member[declan moyle]", "tour", "declan moyle", "+",
     "Dec's joined the wellbeing group"),
    ("membership", "2026-01-20", "safeguarding team", "member[kit marwood]", "tour", "kit marwood", "+",
     "Kit is on the Lanternfly safeguarding team"),
    ("membership", "2026-07-28", "relight crew", "member[ines parfitt]", "autumn leg", "ines parfitt", "+",
     "Ines has joined the relight crew for the autumn dates"),
    ("membership", "2026-02-26", "PN press pool", "member[tamsin okafor-reid]", "Marrowgate", "tamsin okafor-reid", "+",
     "Tamsin is in the press pool for the PN interviews"),
    ("membership", "2026-05-30", "understudy pool", "member[bram oakes]", "autumn leg", "bram oakes", "+",
     "Bram's been added to the u/s pool for the autumn leg"),

    # equal_time: six pairs of conflicting records, one key, one order time
    ("equal_time", "2026-04-10 16:42", "Hamish Brodie-Finch", "digs", "wk9 Tresswell", "harbour rest b&b", "+",
     "Wk 9 digs: Hamish - Harbour Rest B&B"),
    ("equal_time", "2026-04-10 16:42", "Hamish Brodie-Finch", "digs", "wk9 Tresswell", "the crook inn", "+",
     "Wk 9 digs: Hamish - the Crook Inn"),
    ("equal_time", "2026-05-14 11:05", "Quenby Assembly Rooms", "get-out", "Sat 16 May", "22:45", "+",
     "Quenby GO Sat 16 May: 22:45"),
    ("equal_time", "2026-05-14 11:05", "Quenby Assembly Rooms", "get-out", "Sat 16 May", "23:30", "+",
     "Quenby get-out Sat 16/5 from 23:30"),
    ("equal_time", "2026-04-21 09:30", "Brindlecombe Kings Hall", "press contact", "wk10", "della shore", "+",
     "Brindlecombe press contact: Della Shore"),
    ("equal_time", "2026-04-21 09:30", "Brindlecombe Kings Hall", "press contact", "wk10", "ivo marchetti", "+",
     "Press contact at Brindlecombe - Ivo Marchetti"),
    ("equal_time", "2026-05-07 14:15", "Askerfield Palace", "matinee start", "Wed 20 May", "14:00", "+",
     "Askerfield Wed mat: 14:00"),
    ("equal_time", "2026-05-07 14:15", "Askerfield Palace", "matinee start", "Wed 20 May", "14:30", "+",
     "Askerfield Wednesday matinee 2.30pm"),
    ("equal_time", "2026-07-15 10:00", "autumn photocall", "date", "autumn leg", "mon 3 aug", "+",
     "Autumn leg photo call: Mon 3 Aug, Holloway Drill Hall"),
    ("equal_time", "2026-07-15 10:00", "autumn photocall", "date", "autumn leg", "tue 4 aug", "+",
     "Autumn photocall Tue 4 Aug at the Drill Hall"),
    ("equal_time", "2026-05-20 15:30", "Sallowby Playhouse", "TM phone", "wk14", "01632960301", "+",
     "Sallowby Playhouse TM tel: 01632 960301"),
    ("equal_time", "2026-05-20 15:30", "Sallowby Playhouse", "TM phone", "wk14", "01632960310", "+",
     "Sallowby TM - 01632 960310"),

    # unrelated: chatter stating no contested fact
    ("unrelated", "2026-03-09", "-", "chatter", "-", "-", "+", "Happy birthday Robyn!! cake in the green room at the half"),
    ("unrelated", "2026-03-29", "-", "chatter", "-", "-", "+", "Whoever left the milk in the van: it is now yoghurt"),
    ("unrelated", "2026-03-28", "-", "chatter", "-", "-", "+", "Great house tonight, standing ovation from the school group x"),
    ("unrelated", "2026-04-16", "-", "chatter", "-", "-", "+", "Anyone got a spare USB-C charger? Mine's somewhere in Corrowby"),
    ("unrelated", "2026-03-27", "-", "chatter", "-", "-", "+", "Be nice to the Kittering cleaners, they did our dressing rooms twice"),
    ("unrelated", "2026-06-13", "-", "chatter", "-", "-", "+", "Chips on the harbour after the GO if anyone's up for it"),
    ("unrelated", "2026-03-20", "-", "chatter", "-", "-", "+",
     "Lovely notice in the Dunsmere Echo - clipping's on the board by the stage door"),
    ("unrelated", "2026-03-07", "-", "chatter", "-", "-", "+", "Thank you all for a brilliant first week x HB"),
    ("unrelated", "2026-03-24", "-", "chatter", "-", "-", "+",
     "Quiz at the Crown & Anchor last night, we came 3rd, Priya knew every capital"),
    ("unrelated", "2026-04-09", "-", "chatter", "-", "-", "+", "Someone's left a grey hoodie in DR2 at Ollerby"),
    ("unrelated", "2026-04-22", "-", "chatter", "-", "-", "+", "Tam's voice is much better, thanks for all the honey and lemon"),
    ("unrelated", "2026-04-20", "-", "chatter", "-", "-", "+", "Green room kettle at Fennick is lethal, use the urn"),
]


# ---------------------------------------------------------------------------------------------
def fmt(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)

    def when(s):
        if len(s) == 10:
            d = datetime.strptime(s, "%Y-%m-%d")
            return d + timedelta(hours=rng.randint(8, 22), minutes=rng.randint(0, 59))
        return datetime.strptime(s, "%Y-%m-%d %H:%M")

    def resolve(value, t):
        if value == "REL:next-tuesday":
            ahead = (1 - t.weekday()) % 7 or 7
            return (t.date() + timedelta(days=ahead)).isoformat()
        if value.startswith("REL:tomorrow "):
            return (t.date() + timedelta(days=1)).isoformat() + " " + value.split(" ", 1)[1]
        return value

    mems = []
    for fam in FAMILIES:
        key = (fam["subject"], fam["attribute"], fam["scope"])
        for i, v in enumerate(fam["versions"]):
            t = when(v["when"])
            mems.append({"tag": "%s.v%d" % (fam["fid"], i + 1), "fid": fam["fid"], "key": key, "t": t,
                         "value": resolve(v["value"], t), "pol": v["pol"], "text": v["text"], "label": None,
                         "style": v["style"], "tags": v["tags"]})
        a = fam["attach"]
        if a:
            t = when(a["when"])
            mems.append({"tag": "%s.%s" % (fam["fid"], a["cls"]), "fid": fam["fid"], "key": key, "t": t,
                         "value": a["value"], "pol": a["pol"], "text": a["text"], "label": a["cls"],
                         "style": "attached", "tags": set()})
    for n, (cls, w, subj, attr, scope, value, pol, text) in enumerate(STANDALONE):
        mems.append({"tag": "S%02d.%s" % (n + 1, cls), "fid": None, "key": (subj, attr, scope if cls != "unrelated"
                     else "u%02d" % (n + 1)), "t": when(w), "value": value, "pol": pol, "text": text,
                     "label": cls, "style": "standalone", "tags": set()})

    # backfilled vs live, import session in a seeded order unrelated to observed order
    n = len(mems)
    idx = list(range(n))
    rng.shuffle(idx)
    n_back = round(0.75 * n)
    back = idx[:n_back]
    for i in range(n):
        mems[i]["backfilled"] = False
    order = list(back)
    rng.shuffle(order)
    c = SESSION_START
    for i in order:
        c = c + timedelta(seconds=rng.randint(1, 4))
        mems[i]["backfilled"] = True
        mems[i]["created"] = c
    session_end = c
    for m in mems:
        if not m["backfilled"]:
            m["created"] = m["t"]

    # ids in a shuffled order, file order shuffled again
    idx = list(range(n))
    rng.shuffle(idx)
    for k, i in enumerate(idx):
        mems[i]["id"] = "%s%03d" % (PREFIX, k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)

    # truth, computed from the tables: within a key, each memory is expired by the earliest strictly newer
    # memory whose (value, polarity) differs
    groups = defaultdict(list)
    for m in mems:
        groups[m["key"]].append(m)
    pairs = []
    for key, ms in groups.items():
        ms = sorted(ms, key=lambda m: m["t"])
        for m in ms:
            later = [x for x in ms if x["t"] > m["t"] and (x["value"], x["pol"]) != (m["value"], m["pol"])]
            if later:
                r = min(later, key=lambda x: x["t"])
                pairs.append((m, r, "negation" if r["pol"] != m["pol"] else "value"))

    check(mems, groups, pairs, session_end)
    return mems, pairs, file_order, session_end


def check(mems, groups, pairs, session_end):
    in_pair = set()
    for e, r, _ in pairs:
        in_pair.add(e["tag"])
        in_pair.add(r["tag"])
    for m in mems:
        if m["label"]:
            assert m["tag"] not in in_pair, ("labelled memory in a pair", m["tag"])
        else:
            assert m["tag"] in in_pair, ("unlabelled memory in no pair", m["tag"])
    for key, ms in groups.items():
        ts = [m["t"] for m in ms]
        if any(m["label"] == "equal_time" for m in ms):
            assert len(ms) == 2 and ts[0] == ts[1] and ms[0]["value"] != ms[1]["value"], key
            assert all(m["label"] == "equal_time" for m in ms), key
        else:
            assert len(set(ts)) == len(ts), ("order times not distinct", key)
    for fam in FAMILIES:
        fm = [m for m in mems if m["fid"] == fam["fid"]]
        vs = [m for m in fm if m["label"] is None]
        assert len(vs) >= 2, fam["fid"]
        assert all(vs[i]["t"] < vs[i + 1]["t"] for i in range(len(vs) - 1)), ("versions out of order", fam["fid"])
        for a in (m for m in fm if m["label"]):
            assert a["t"] > vs[-1]["t"], ("attached before last version", a["tag"])
            assert (a["value"], a["pol"]) == (vs[-1]["value"], vs[-1]["pol"]), ("attached value differs", a["tag"])
            assert a["label"] in ("format_variant", "elaboration", "confirmation"), a["tag"]
        for i, m in enumerate(vs):
            if m["style"] == "conf":
                assert i > 0 and (vs[i - 1]["value"], vs[i - 1]["pol"]) == (m["value"], m["pol"]), m["tag"]
            elif i > 0:
                assert (vs[i - 1]["value"], vs[i - 1]["pol"]) != (m["value"], m["pol"]), m["tag"]
    fam_keys = [(f["subject"], f["attribute"], f["scope"]) for f in FAMILIES]
    assert len(set(fam_keys)) == len(fam_keys), "duplicate family key"
    for m in mems:
        if m["style"] == "standalone" and m["label"] != "static":
            assert m["key"] not in fam_keys, ("standalone on a family key", m["tag"])
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), [t for t, c in Counter(texts).items() if c > 1]
    assert len(set(m["id"] for m in mems)) == len(mems)
    for m in mems:
        assert m["t"] < LIMIT and m["created"] < LIMIT, m["tag"]
        if m["backfilled"]:
            assert m["t"] < m["created"], ("observed_at not before created_at", m["tag"])
        assert m["text"].strip()
    assert session_end - SESSION_START < timedelta(hours=1), "import session over an hour"
    cc = Counter(m["label"] for m in mems if m["label"])
    assert all(cc[c] == N_PER_CLASS for c in CLASSES) and len(cc) == len(CLASSES), cc
    rel = {m["tag"]: m["value"] for m in mems}
    assert rel["F04.v2"] == "2026-04-07" and rel["F05.v2"] == "2026-02-10 10:00", rel["F04.v2"]


def chain_shapes(fam_versions):
    states = [(v["value"], v["pol"]) for v in fam_versions]
    runs = [s for i, s in enumerate(states) if i == 0 or s != states[i - 1]]
    moveback = len(set(runs)) < len(runs)
    return moveback


def stats(mems, pairs, session_end):
    fams = defaultdict(list)
    for m in mems:
        if m["fid"] and m["label"] is None:
            fams[m["fid"]].append(m)
    sizes = Counter(len(v) for v in fams.values())
    reasons = Counter(r for _, _, r in pairs)
    cls = Counter(m["label"] for m in mems if m["label"])
    neg_fams = [f for f, vs in fams.items() if len(set(v["pol"] for v in vs)) > 1]
    restarts = [f for f in neg_fams if any(fams[f][i]["pol"] == fams[f][i + 2]["pol"] != fams[f][i + 1]["pol"]
                                          for i in range(len(fams[f]) - 2))]
    movebacks = [f for f, vs in fams.items() if f not in neg_fams and chain_shapes(sorted(vs, key=lambda m: m["t"]))]
    confs = [m for m in mems if m["style"] == "conf"]
    repl = [m for m in mems if m["style"] in ("rw", "same")]
    rw = [m for m in repl if m["style"] == "rw"]

    def tagged(t):
        return sum(1 for m in mems if t in m["tags"])
    rows = [
        ("memories", len(mems)),
        ("  backfilled (observed_at + import created_at)", sum(m["backfilled"] for m in mems)),
        ("  live (created_at only)", sum(not m["backfilled"] for m in mems)),
        ("changing families", len(fams)),
    ]
    for k in sorted(sizes):
        rows.append(("  with %d versions" % k, sizes[k]))
    rows += [
        ("true pairs", len(pairs)),
        ("  reason value", reasons["value"]),
        ("  reason negation", reasons["negation"]),
        ("labelled negatives", sum(cls.values())),
    ]
    for c in CLASSES:
        rows.append(("  " + c, cls[c]))
    rows += [
        ("move-back families (A -> B -> A)", len(movebacks)),
        ("interior confirmations", len(confs)),
        ("negation families", len(neg_fams)),
        ("  stop and restart (on -> off -> on)", len(restarts)),
        ("replacements naming the old value", tagged("names_old")),
        ("relative dates", tagged("relative")),
        ("unit/format changes inside a true pair", tagged("unit_change")),
        ("handovers also stating another subject's fact", tagged("handover_other")),
        ("replacements reworded", "%d/%d (%.0f%%)" % (len(rw), len(repl), 100.0 * len(rw) / len(repl))),
        ("import session", "%s .. %s (%ds)" % (fmt(SESSION_START), fmt(session_end),
                                               (session_end - SESSION_START).total_seconds())),
    ]
    w = max(len(r[0]) for r in rows)
    out = ["%-*s  %s" % (w, a, b) for a, b in rows]
    return "\n".join(out)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, pairs, file_order, session_end = build()
    if argv == ["--stats"]:
        print(stats(mems, pairs, session_end))
        return 0
    if argv == ["--list"]:
        for m in sorted(mems, key=lambda m: m["id"]):
            print("%s  %s  %-17s  %s | %s | %s  [%s]  %s  %s" % (
                m["id"], fmt(m["t"]), m["label"] or "-", m["key"][0], m["key"][1], m["key"][2],
                m["value"], m["pol"], "backfilled" if m["backfilled"] else "live"))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for i in file_order:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
            if m["backfilled"]:
                o["observed_at"] = fmt(m["t"])
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
