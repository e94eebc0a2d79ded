#!/usr/bin/env python3
"""Blind labelled supersession data set r52: a wedding and events planner's shared notes.

python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  print counts, write nothing
python3 gen.py --list   print every memory, write nothing

Everything is held in explicit tables (FAMILIES, STANDALONE); truth is computed from the
tables (fact key, value key, polarity, order time), never from the text.
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 5252
PREFIX = "r52-"
SESSION_START = dt.datetime(2026, 11, 23, 9, 12, 0, tzinfo=dt.timezone.utc)
LIMIT = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
BACKFILL_SHARE = 0.75


def V(day, value, text, pol=1, same=False, mode=None, rel=None, tags=()):
    """One version of a changing family.
    same: the text is the same record line as the memory it replaces, value swapped.
    rel:  relative date stated in the text: ("next_week", weekday 0=Mon) or ("tomorrow",)."""
    return dict(day=day, value=value, text=text, pol=pol, same=same, mode=mode, rel=rel,
                tags=set(tags))


def L(cls, day, value, text, pol=1, mode=None):
    """A labelled memory attached to a family key (format_variant, elaboration, confirmation)."""
    return dict(cls=cls, day=day, value=value, text=text, pol=pol, mode=mode)


def F(fid, subj, attr, scope, versions, attached=()):
    return dict(fid=fid, subj=subj, attr=attr, scope=scope, versions=versions,
                attached=list(attached))


def S(cls, subj, attr, scope, value, day, text, pol=1, multi=False, mode=None):
    return dict(cls=cls, subj=subj, attr=attr, scope=scope, value=value, day=day, text=text,
                pol=pol, multi=multi, mode=mode)


# ---------------------------------------------------------------------------------------
# Changing families. Subjects are named in the key by one canonical name; the texts vary.
# ---------------------------------------------------------------------------------------
PF = "Priya Nandakumar & Felix Osgood (TW-2631)"
SM = "Saoirse Blackwood & Malik Adeyemi (TW-2644)"
HJ = "Harriet Pemberley & Jonas Velde (TW-2618)"
SI = "Oluwaseun Bakare & Imogen Thrale (TW-2652)"
GR = "Greta Lindqvist & Rafe Marchetti (TW-2609)"
NC = "Noor Haddad & Callum Brisk (TW-2660)"
DM = "Delphine Oyelaran & Marnie Cask (TW-2637)"
AT = "Arlo Penhaligon & Teodor Vasic (TW-2625)"
TJ = "Tamsin Ellery & Josh Kowalczyk (TW-2671)"
AF = "Margaret Ashdown-Fyfe 60th (EV-0412)"
HD = "Halverson Dental Christmas party (EV-0420)"
QU = "Bernard & June Quayle ruby anniversary (EV-0415)"
STUDIO = "Thistledown Weddings studio"

FAMILIES = [
    # ---------------- Priya & Felix ----------------
    F("F01", PF, "ceremony time", "wedding day", [
        V("2026-01-14", "13:00",
          "Couple: Priya Nandakumar & Felix Osgood\nDate: Sat 19 Sept 2026\nVenue: Cranmere Tithe Barn\n"
          "Ceremony: 1pm\nPlanner: Juno"),
        V("2026-03-02", "14:00",
          "P&F want the ceremony moved to 2pm so Felix's grandparents can do the drive up from the coast in one go"),
        V("2026-04-20", "13:00",
          "TW-2631 back to a 1 o'clock ceremony - registrar only has the 1pm slot on the 19th after all"),
    ], [
        L("format_variant", "2026-05-11", "13:00", "Nandakumar/Osgood - ceremony 13:00, Cranmere"),
    ]),
    F("F02", PF, "sparkler send-off", "wedding night", [
        V("2026-02-09", "sparkler send-off",
          "Priya & Felix would love a sparkler send-off at 10.30pm, need to run it past Cranmere"),
        V("2026-04-02", "sparkler send-off",
          "No sparklers for the barn couple. Cranmere's insurer won't have them anywhere near the thatch", pol=-1),
        V("2026-06-15", "sparkler send-off",
          "Dora at Cranmere says sparklers are fine if we do them down in the lower paddock, so the send-off "
          "is back on for TW-2631"),
    ], [
        L("confirmation", "2026-08-19", "sparkler send-off",
          "Sparklers still on for the 19th (P&F) - Dora's re-confirmed the paddock"),
    ]),
    F("F03", PF, "florist", "wedding", [
        V("2025-11-20", "Ivy Lane Stems", "Florist - Ivy Lane Stems, £2,140, dep paid (TW-2631)"),
        V("2026-02-26", "Wildmoss Flowers",
          "Moved Priya & Felix's flowers from Ivy Lane to Wildmoss, Ivy Lane have double-booked the 19th",
          tags=["named_old"]),
    ], [
        L("elaboration", "2026-05-04", "Wildmoss Flowers",
          "Wildmoss for the Cranmere barn wedding: bridal bouquet, 4 bridesmaids' posies, 12 buttonholes, "
          "meadow runs down the long tables, arch install from 10am"),
    ]),
    F("F04", PF, "guests", "evening", [
        V("2026-02-12", "40", "Priya + Felix eve guests: 40"),
        V("2026-07-08", "55",
          "Felix has invited the whole five-a-side team so evening numbers for the barn wedding are 55 now"),
    ]),
    F("F05", PF, "vegetarian count", "wedding breakfast", [
        V("2026-05-20", "14", "Veggie count, Nandakumar-Osgood: 14"),
        V("2026-08-10", "19",
          "Final dietary sheet for Priya and Felix came back with 19 vegetarians (was 14)", tags=["named_old"]),
    ]),
    F("F06", PF, "table count", "wedding breakfast", [
        V("2026-03-16", "10", "Tables: 10 x 6ft rounds (TW-2631)"),
        V("2026-06-02", "12",
          "Priya wants long trestles instead of rounds - Tablecraft reckon that's 12 tables in the barn"),
        V("2026-07-23", "11", "Table plan for P&F done, down to 11 tables once the declines came in"),
    ]),
    # ---------------- Saoirse & Malik ----------------
    F("F07", SM, "guests", "day", [
        V("2025-12-03", "110",
          "Couple: Saoirse Blackwood & Malik Adeyemi\nDate: 10/10/2026\nVenue: Briarwood Estate (marquee, south lawn)\n"
          "Day guests: 110\nPlanner: Cas"),
        V("2026-03-18", "110", "Spoke to Saoirse - day numbers holding at 110 for now"),
        V("2026-06-24", "118",
          "Blackwood/Adeyemi day count is 118 now, Malik's cousins from Lagos are coming after all"),
    ], [
        L("confirmation", "2026-08-30", "118",
          "TW-2644 day guests still 118, nothing's changed since the RSVP deadline"),
    ]),
    F("F08", SM, "marquee size", "main marquee", [
        V("2026-01-22", "9m x 18m", "Marquee - Canvas & Pole, 9m x 18m clearspan, £6,300 (Saoirse + Malik)"),
        V("2026-06-26", "40ft x 80ft",
          "Canvas & Pole are upsizing the Briarwood marquee to 40ft x 80ft for the extra guests",
          tags=["unit_change"]),
    ], [
        L("format_variant", "2026-07-09", "40ft x 80ft", "Marquee spec for TW-2644: 12.2 x 24.4 m clearspan"),
    ]),
    F("F09", SM, "main course", "wedding breakfast", [
        V("2026-02-11", "lamb shoulder", "Main: slow-roast lamb shoulder, rosemary jus (Briarwood, TW-2644)"),
        V("2026-04-29", "beef short rib", "Main: beef short rib, red wine jus (Briarwood, TW-2644)", same=True),
        V("2026-07-15", "hake", "Saoirse's changed her mind again - roast hake instead of the short rib",
          tags=["named_old"]),
    ]),
    F("F10", SM, "rehearsal time", "rehearsal, Fri 9 Oct", [
        V("2026-05-06", "16:00", "Rehearsal at Briarwood Fri 9th Oct, 4pm - Saoirse & Malik"),
        V("2026-09-01", "17:30",
          "Lucan can't let us into Briarwood till half five on the Friday, so the harvest wedding rehearsal is 5.30"),
    ], [
        L("elaboration", "2026-09-22", "17:30",
          "Saoirse & Malik rehearsal Fri 9 Oct, 17:30 at Briarwood: run-through with ushers and both readers, "
          "no registrar, then dinner at the Wheatsheaf"),
    ]),
    F("F58", SM, "guests", "evening", [
        V("2026-01-06", "30", "Saoirse & Malik eve guests: 30"),
        V("2026-03-03", "45", "Saoirse & Malik eve guests: 45", same=True),
        V("2026-05-26", "60", "Blackwood/Adeyemi evening invites went out - 60 in total"),
        V("2026-07-28", "52", "Evening numbers for the harvest wedding dropped to 52 after RSVPs"),
        V("2026-09-09", "64", "Saoirse's added the choir she sings with, so it's 64 in the evening"),
    ], [
        L("confirmation", "2026-10-01", "64",
          "Eve guests for Saoirse & Malik remain at 64, final numbers gone to the caterer"),
    ]),
    # ---------------- Hattie & Jonas ----------------
    F("F12", HJ, "caterer", "wedding", [
        V("2025-10-08", "Copperpot Catering",
          "Caterer - Copperpot Catering, 3 courses + canapés, dep paid (Pemberley-Velde)"),
        V("2026-01-19", "Brindle & Sage Kitchen",
          "Hattie & Jonas are going with Brindle & Sage for the food - cheaper, and they do sharing platters"),
        V("2026-02-23", "Copperpot Catering",
          "H&J are back with Copperpot. Brindle & Sage can't get signed off to use Hollin Hall's kitchen"),
    ], [
        L("elaboration", "2026-04-15", "Copperpot Catering",
          "Copperpot for Hattie & Jonas: 5 canapés, sharing starters, lemon posset, 4 chefs and 6 front of house, "
          "at Hollin Hall from 9am"),
    ]),
    F("F13", HJ, "menu tasting", "date", [
        V("2026-02-27", "2026-03-12",
          "Tasting for Hattie & Jonas booked at Copperpot's kitchen, Thurs 12 March, 11am"),
        V("2026-03-05", "2026-03-10", "Copperpot tasting for TW-2618 moved to Tuesday next week, same time",
          rel=("next_week", 1)),
    ], [
        L("confirmation", "2026-03-08", "2026-03-10",
          "Copperpot confirmed again: Hattie & Jonas tasting is this Tuesday at 11"),
    ]),
    F("F14", HJ, "balance due", "final invoice", [
        V("2025-10-20", "2026-05-13", "Bal due 13/05/26 (4 wks before), Pemberley-Velde"),
        V("2026-04-22", "2026-06-01", "Juno's agreed Hattie can pay the balance on 1 June instead"),
    ]),
    F("F15", HJ, "guests", "day", [
        V("2025-10-15", "80", "Hattie & Jonas - 80 day guests to start with"),
        V("2026-01-07", "86",
          "Couple: Harriet Pemberley & Jonas Velde\nDate: 13.06.26\nVenue: Hollin Hall\nGuests: 86\nPlanner: Juno"),
        V("2026-03-30", "91", "Pemberley-Velde numbers up to 91 with Jonas's work lot"),
        V("2026-05-14", "88", "Three declines from Hattie's side so TW-2618 is 88 for the day"),
    ], [
        L("format_variant", "2026-05-28", "88", "TW-2618 wedding breakfast: eighty-eight covers"),
    ]),
    # ---------------- Seun & Immy ----------------
    F("F16", SI, "colour scheme", "wedding", [
        V("2025-12-10", "sage & ivory", "Colours: sage + ivory (Bakare/Thrale)"),
        V("2026-02-04", "terracotta & cream",
          "Immy's gone off the sage, wants terracotta and cream now. Need to tell Wildmoss"),
        V("2026-03-25", "sage & ivory",
          "Seun & Immy are going back to sage and ivory - the terracotta fought with the boathouse brick"),
    ], [
        L("elaboration", "2026-05-07", "sage & ivory",
          "Boathouse wedding colours sage & ivory: eucalyptus runners, ivory tapers in the brass candlesticks, "
          "sage linen napkins from Tablecraft"),
    ]),
    F("F17", SI, "evening food", "evening reception", [
        V("2026-01-28", "pizza van", "Evening food - Doughboy wood-fired pizza van, £1,150 (TW-2652)"),
        V("2026-04-08", "hog roast", "Seun & Immy swapped the pizza van for a hog roast from Marlpit Farm",
          tags=["named_old"]),
        V("2026-06-03", "hog roast",
          "Hog roast cancelled for the boathouse wedding - Marlpit can't get the spit onto the quay. "
          "Immy says skip the evening food, the canapés will do", pol=-1),
    ]),
    F("F18", SI, "hair & make-up price", "bride + mum", [
        V("2026-02-20", "540", "Hair & MU - Gilded Brush, bride + mum, £540 (Bakare/Thrale)"),
        V("2026-05-01", "610", "Saff at Gilded Brush re-quoted Immy and her mum at £610 after the trial"),
    ]),
    F("F19", SI, "budget", "overall", [
        V("2025-11-05", "24000", "Budget: £24,000 incl. venue (Seun & Immy)"),
        V("2026-03-11", "26500",
          "Immy's parents are chipping in so the boathouse wedding budget goes up to 26.5k", tags=["unit_change"]),
    ], [
        L("format_variant", "2026-04-01", "26500", "TW-2652 budget £26,500"),
    ]),
    # ---------------- Greta & Rafe ----------------
    F("F20", GR, "string trio", "ceremony", [
        V("2025-11-12", "string trio", "String trio booked for Greta & Rafe's ceremony - Wexcombe Strings, £720"),
        V("2026-02-18", "string trio",
          "Cancelled the strings for the Orangery couple, Rafe's brother is playing guitar down the aisle instead",
          pol=-1),
    ]),
    F("F21", GR, "balance due", "final invoice", [
        V("2026-01-09", "2026-04-18", "TW-2609 balance £7,850 due 18/04/2026"),
        V("2026-03-20", "2026-05-02",
          "Handover Juno -> Cas (I'm off from tomorrow): Greta & Rafe - balance now due 2 May, Rafe's dad is "
          "transferring it. Also Kit Ramsden has a new mobile, 07700 914 382, please update the supplier sheet.",
          tags=["handover_other"]),
    ], [
        L("confirmation", "2026-04-28", "2026-05-02",
          "Rafe's dad confirmed he's paying the G&R balance on the 2nd of May"),
    ]),
    F("F22", GR, "first dance time", "evening", [
        V("2026-02-02", "20:30", "First dance 8.30pm (Greta & Rafe)"),
        V("2026-04-30", "21:00", "First dance 9pm (Greta & Rafe)", same=True),
    ]),
    F("F23", GR, "cake flavour", "wedding cake", [
        V("2025-12-01", "lemon & elderflower", "Cake flavour: lemon & elderflower (TW-2609)"),
        V("2026-01-26", "carrot & stem ginger", "Cake flavour: carrot & stem ginger (TW-2609)", same=True),
        V("2026-03-09", "chocolate & raspberry",
          "Greta's switched the cake to chocolate and raspberry after tasting Lotte's samples"),
    ]),
    # ---------------- Noor & Callum ----------------
    F("F24", NC, "venue", "wedding", [
        V("2026-05-05", "Hollin Hall",
          "Couple: Noor Haddad & Callum Brisk\nDate: Sat 8 May 2027\nVenue: Hollin Hall (provisional hold)\nPlanner: Cas"),
        V("2026-07-21", "The Old Ropeworks",
          "Noor & Cal have fallen for the Old Ropeworks, releasing the Hollin Hall hold"),
        V("2026-09-29", "Fennick Lodge",
          "Haddad-Brisk: venue is Fennick Lodge now. The Ropeworks couldn't promise the riverside terrace for May"),
    ], [
        L("elaboration", "2026-10-20", "Fennick Lodge",
          "TW-2660 signed with Fennick Lodge: exclusive use Fri-Sun around 8 May 2027, ceremony in the walled "
          "garden, 30 bedrooms held"),
    ]),
    F("F25", NC, "venue viewing", "date", [
        V("2026-09-08", "2026-09-17", "Booked Noor & Callum a viewing at Fennick Lodge, Thu 17 Sept 2pm"),
        V("2026-09-15", "2026-09-16", "Fennick viewing for N&C brought forward to tomorrow, still 2pm",
          rel=("tomorrow",)),
    ]),
    F("F26", NC, "fireworks", "wedding night", [
        V("2026-06-01", "fireworks", "Noor & Callum want fireworks at 10pm, get quotes from Skyburst"),
        V("2026-10-06", "fireworks",
          "TW-2660 - fireworks are off. Fennick Lodge keep horses in the next field, no pyrotechnics on the estate",
          pol=-1),
    ], [
        L("confirmation", "2026-11-03", "fireworks",
          "Cal asked again but it's still no fireworks for Noor & Callum, Fennick won't budge", pol=-1),
    ]),
    # ---------------- Delphine & Marnie ----------------
    F("F27", DM, "evening music", "evening", [
        V("2026-01-13", "The Velvet Tuesdays",
          "Band - The Velvet Tuesdays, 2 x 45 min sets, £2,400 (Del & Marnie)"),
        V("2026-04-14", "Spinwheel DJs",
          "Switched the evening music for the Fennick Lodge wedding from the Velvet Tuesdays to a DJ, Spinwheel. "
          "Marnie wants control of the playlist", tags=["named_old"]),
    ], [
        L("elaboration", "2026-06-09", "Spinwheel DJs",
          "Spinwheel for Delphine & Marnie: Danny on the decks 8pm-midnight, LED dance floor included, "
          "playlist due 3 weeks out"),
    ]),
    F("F28", DM, "photo booth", "evening", [
        V("2026-02-17", "photo booth", "Photo booth - Glow & Gather, 3 hrs, props incl. (TW-2637)"),
        V("2026-05-12", "photo booth", "Del & Marnie have cancelled the photo booth, budget's tight", pol=-1),
        V("2026-07-07", "photo booth", "Photo booth back in for Delphine and Marnie - Marnie's mum is paying for it"),
    ], [
        L("confirmation", "2026-08-12", "photo booth",
          "Glow & Gather booth for TW-2637 is definitely still on, they've emailed the props list"),
    ]),
    F("F29", DM, "ceremony location", "wedding day", [
        V("2026-03-10", "walled garden", "Del & Marnie ceremony in the walled garden at Fennick"),
        V("2026-06-30", "old chapel",
          "Fennick Lodge wedding: ceremony's moving into the old chapel, they don't want to risk the garden"),
    ]),
    F("F30", DM, "photographer", "wedding", [
        V("2025-12-18", "Kit Ramsden Photography",
          "Photographer - Kit Ramsden, 10am till first dance (Delphine & Marnie)"),
        V("2026-05-21", "Oakshot Studio", "Oakshot Studio are doing the photos for TW-2637 now, Kit's broken his wrist"),
    ], [
        L("elaboration", "2026-07-14", "Oakshot Studio",
          "Oakshot Studio for Del & Marnie: two shooters, 10am-9pm, online gallery within 6 weeks"),
    ]),
    # ---------------- Arlo & Teo ----------------
    F("F31", AT, "balance due", "final invoice", [
        V("2025-12-16", "2026-06-01", "Bal due 1 June - £5,200 (Penhaligon-Vasić)"),
        V("2026-03-04", "2026-06-01", "Arlo asked again, told him the balance is still due on the 1st of June"),
        V("2026-05-19", "2026-06-15", "Given Arlo & Teo two more weeks, so the balance is due 15/06 now"),
    ], [
        L("format_variant", "2026-05-27", "2026-06-15", "TW-2625 balance due 2026-06-15"),
    ]),
    F("F32", AT, "guest transport", "church to reception", [
        V("2026-01-30", "Foxley Classic Cars", "Cars - Foxley Classic Cars, two 1950s Daimlers, £890 (Arlo & Teo)"),
        V("2026-04-23", "Redline Heritage Buses",
          "Handover for Cas - Arlo & Teo: they've dropped the Daimlers and booked a vintage double-decker from "
          "Redline Heritage Buses to take everyone from the church to the Ropeworks. Also, Immy Thrale's mum is "
          "paying for the boathouse flowers, so invoice her, not Immy.", tags=["handover_other"]),
    ], [
        L("elaboration", "2026-06-16", "Redline Heritage Buses",
          "Redline bus for the Penhaligon-Vasić wedding: 72-seat open-top, pick-up St Ebba's 3.15pm, drop at the "
          "Old Ropeworks, return run 11.45pm"),
    ]),
    F("F33", AT, "guests", "evening", [
        V("2026-02-10", "60", "Evening guests: 60 (Arlo & Teodor)"),
        V("2026-04-03", "75", "Evening guests: 75 (Arlo & Teodor)", same=True),
        V("2026-06-18", "70", "Penhaligon-Vasić eve numbers final at 70"),
    ]),
    F("F34", AT, "dessert", "wedding breakfast", [
        V("2026-03-12", "Eton mess", "Dessert: Eton mess (TW-2625)"),
        V("2026-05-05", "affogato", "Dessert: affogato (TW-2625)", same=True),
    ]),
    # ---------------- Tamsin & Josh ----------------
    F("F35", TJ, "lead planner", "wedding", [
        V("2026-07-01", "Juno", "New enquiry converted: Tamsin Ellery & Josh Kowalczyk, Juno to lead"),
        V("2026-09-14", "Cas",
          "Cas is taking over Tamsin & Josh from Juno - clashes with Juno's holiday in April", tags=["named_old"]),
    ]),
    F("F36", TJ, "wedding date", "wedding", [
        V("2026-07-03", "2027-04-17", "T&J date: Sat 17 April 2027"),
        V("2026-08-25", "2027-04-24", "Tamsin & Josh have moved the wedding a week later, to the 24th of April"),
    ], [
        L("format_variant", "2026-10-12", "2027-04-24", "TW-2671 - 24/04/2027"),
    ]),
    F("F37", TJ, "package", "wedding", [
        V("2026-07-06", "full planning", "Package: Full planning (Tamsin & Josh)"),
        V("2026-08-03", "partial planning", "T&J dropping to partial planning, Josh's mum is sorting the suppliers"),
        V("2026-10-27", "on-the-day coordination",
          "Tamsin rang, they only want on-the-day coordination now, so TW-2671 is a day-of package"),
    ]),
    F("F38", TJ, "booking deposit", "wedding", [
        V("2026-07-08", "1500", "Deposit: £1,500 (Tamsin & Josh)"),
        V("2026-08-06", "900", "Deposit: £900 (Tamsin & Josh)", same=True),
    ]),
    # ---------------- Ashdown-Fyfe 60th ----------------
    F("F39", AF, "cake supplier", "party", [
        V("2026-02-03", "Lotte's Bakehouse",
          "Cake - Lotte's Bakehouse, 2-tier Victoria sponge, £260 (Maggie's 60th)"),
        V("2026-05-06", "Crumb & Cordial",
          "Changed the cake for the Ashdown-Fyfe party from Lotte's to Crumb & Cordial - Lotte's retiring in June",
          tags=["named_old"]),
    ], [
        L("elaboration", "2026-06-04", "Crumb & Cordial",
          "Crumb & Cordial doing Margaret Ashdown-Fyfe's 60th cake: 3-tier lemon drizzle with pressed flowers, "
          "delivery 2pm to the village hall"),
    ]),
    F("F40", AF, "start time", "party", [
        V("2026-02-05", "19:30", "Maggie's 60th: 7.30pm till midnight, Lower Ebbing village hall"),
        V("2026-04-16", "19:00", "EV-0412 now starts at 19:00 - Margaret wants the speeches done before the food",
          tags=["unit_change"]),
    ], [
        L("format_variant", "2026-05-21", "19:00", "Ashdown-Fyfe party kicks off at 7pm"),
    ]),
    F("F41", AF, "guests", "party", [
        V("2026-01-20", "70",
          "Client: Margaret Ashdown-Fyfe\nEvent: 60th birthday party\nDate: 25.07.26\nGuests: 70\nPlanner: Cas"),
        V("2026-03-06", "85", "Maggie's added the bridge club, so the 60th is 85 guests"),
        V("2026-04-24", "100", "Ashdown-Fyfe numbers have crept up to a hundred"),
        V("2026-06-11", "95", "Guests: 95 (EV-0412)"),
    ], [
        L("confirmation", "2026-07-06", "95", "EV-0412 stays at 95, Margaret confirmed the final list"),
    ]),
    F("F42", AF, "welcome drink", "party", [
        V("2026-02-25", "prosecco", "Welcome drink: prosecco on arrival (Maggie's 60th)"),
        V("2026-05-18", "Pimm's", "Margaret wants Pimm's on arrival instead of fizz, it's July after all"),
    ]),
    # ---------------- Halverson Dental ----------------
    F("F43", HD, "free bar", "party", [
        V("2026-06-10", "free bar", "Halverson do: free bar for the first two hours, on the company card"),
        V("2026-10-14", "free bar", "EV-0420 - no free bar this year, their finance director says cash bar only",
          pol=-1),
    ]),
    F("F44", HD, "headcount", "party", [
        V("2026-05-27", "45",
          "Client: Halverson Dental\nEvent: Christmas party\nDate: Fri 11 Dec 2026\nVenue: The Old Ropeworks\nNumbers: 45"),
        V("2026-07-14", "52",
          "Client: Halverson Dental\nEvent: Christmas party\nDate: Fri 11 Dec 2026\nVenue: The Old Ropeworks\nNumbers: 52",
          same=True),
        V("2026-09-02", "60", "Halverson have opened it up to partners, 60 now"),
        V("2026-10-07", "58", "Two of the Halverson hygienists can't come, 58"),
        V("2026-11-11", "63", "Final headcount for the Halverson do is 63 (the Briar Cross clinic lot said yes)"),
    ], [
        L("format_variant", "2026-11-17", "63", "EV-0420 numbers: sixty-three"),
    ]),
    F("F45", HD, "theme", "party", [
        V("2026-06-22", "winter wonderland", "Theme: winter wonderland (EV-0420)"),
        V("2026-08-18", "ski lodge", "Halverson have gone off winter wonderland, they want a ski lodge feel now",
          tags=["named_old"]),
    ], [
        L("elaboration", "2026-09-15", "ski lodge",
          "Halverson ski lodge styling: fake firs, plaid throws, a hot chocolate station, staff in knitwear"),
    ]),
    F("F46", HD, "DJ finish time", "party", [
        V("2026-06-29", "00:30", "DJ finish 00:30 (Halverson)"),
        V("2026-09-24", "23:30", "DJ finish 23:30 (Halverson)", same=True),
    ]),
    # ---------------- Quayle ruby anniversary ----------------
    F("F47", QU, "lunch time", "lunch", [
        V("2026-02-16", "12:30", "Quayle ruby anniversary - lunch 12.30, Orangery at Wexcombe"),
        V("2026-04-13", "13:00", "Bernard's asked to push the Quayle lunch to 1pm"),
    ], [
        L("elaboration", "2026-05-25", "13:00",
          "EV-0415 on the day: drinks in the Orangery from 12.15, sit down for lunch at 1, cake and speeches at 3"),
    ]),
    F("F48", QU, "guests", "lunch", [
        V("2026-02-17", "40", "Bernard & June Quayle: 40 for the ruby lunch"),
        V("2026-03-23", "46", "The Quayles have added June's side from up north - 46"),
        V("2026-05-12", "40", "June's family can't travel after all, so the Quayle lunch is back to 40"),
    ]),
    F("F49", QU, "main course", "lunch", [
        V("2026-03-02", "roast sirloin", "Main: roast sirloin, Yorkshires (EV-0415)"),
        V("2026-04-21", "roast chicken", "June says half of them won't eat beef, Quayle main is roast chicken now"),
    ]),
    # ---------------- Studio and planners ----------------
    F("F50", STUDIO, "Thursday late opening", "studio", [
        V("2025-10-02", "Thursday late opening",
          "From this week the studio's open late on Thursdays, till 8pm, for consultations"),
        V("2026-01-08", "Thursday late opening", "Stopping Thursday lates for Jan and Feb, nobody's booking them",
          pol=-1),
        V("2026-03-05", "Thursday late opening", "Thursday late opening back on from tonight, till 8"),
    ], [
        L("confirmation", "2026-04-16", "Thursday late opening",
          "Thursday lates are still running - two consults last week"),
    ]),
    F("F51", "Cas Oduya (planner)", "Sunday consultations", "studio", [
        V("2025-09-14", "Sunday consultations", "Cas is doing Sunday consultations from today, 10-2"),
        V("2025-12-07", "Sunday consultations", "No more Sunday consults with Cas until after New Year", pol=-1),
        V("2026-02-01", "Sunday consultations", "Sunday consultations with Cas restart today"),
        V("2026-06-07", "Sunday consultations",
          "Cas has stopped Sunday consultations again for peak season, point enquiries to weekday slots", pol=-1),
    ]),
    F("F52", "Juno Tremlett (planner)", "day off", "weekly", [
        V("2025-09-22", "Monday", "Juno's day off: Monday"),
        V("2026-01-12", "Wednesday", "From this week I'm taking Wednesdays off instead of Mondays - J",
          tags=["named_old"]),
        V("2026-04-27", "Monday", "Juno's going back to Mondays off from May"),
    ], [
        L("confirmation", "2026-06-22", "Monday", "Reminder: Juno's still off on Mondays, don't book her viewings"),
    ]),
    F("F53", "Wren Halloway (assistant)", "working days", "term time", [
        V("2025-09-08", "Tue-Thu", "Wren: Tue/Wed/Thu in term time"),
        V("2026-01-05", "Mon-Thu", "Wren: Mon/Tue/Wed/Thu in term time", same=True),
    ]),
    F("F54", STUDIO, "rent", "4 Cobbler's Yard studio", [
        V("2025-10-01", "1150", "Studio rent £1,150 pcm (4 Cobbler's Yard)"),
        V("2026-04-01", "1240", "Landlord's put the studio rent up to £1,240 a month from April"),
    ], [
        L("confirmation", "2026-10-28", "1240", "Cobbler's Yard rent stays £1,240/month next year, landlord confirmed"),
    ]),
    F("F55", STUDIO, "storage unit code", "Briar Cross unit 14", [
        V("2025-11-03", "4471", "Storage unit code (Briar Cross, unit 14): 4471"),
        V("2026-05-08", "9025", "Storage unit code (Briar Cross, unit 14): 9025", same=True),
    ]),
    F("F56", STUDIO, "stock: brass candlesticks", "studio", [
        V("2025-10-10", "24", "Stock: brass candlesticks x24"),
        V("2026-03-27", "30", "Bought another 6 brass candlesticks at the Hollinford fair, so 30 in stock"),
    ]),
    F("F57", STUDIO, "stock: white chair sashes", "studio", [
        V("2025-10-13", "120", "Chair sashes (white): 120"),
        V("2026-06-23", "96", "Chair sashes (white): 96", same=True),
    ]),
    # ---------------- Suppliers and venues ----------------
    F("F59", "Copperpot Catering", "price per head", "3-course wedding breakfast", [
        V("2025-09-30", "62", "Copperpot Catering - 3-course wedding breakfast £62pp (2026 rates)"),
        V("2026-01-21", "62", "Hester at Copperpot says the £62 a head still stands for 2026 bookings"),
        V("2026-04-09", "66", "Copperpot have put the three-course up to £66 a head from April, blaming butter prices"),
    ], [
        L("format_variant", "2026-05-13", "66", "Copperpot 3-course w/breakfast: 66.00 GBP per cover"),
    ]),
    F("F60", "Wildmoss Flowers", "buttonhole price", "peak season (May-Sept)", [
        V("2025-11-24", "14", "Wildmoss buttonholes £14 each (May-Sept)"),
        V("2026-03-17", "16", "Bea at Wildmoss says summer buttonholes are going up to £16"),
    ]),
    F("F61", "Hollin Hall", "hire fee", "Saturdays 2026", [
        V("2025-09-25", "6500", "Hollin Hall - Sat hire 2026: £6,500"),
        V("2026-02-13", "7200", "Hollin Hall - Sat hire 2026: £7,200", same=True),
    ], [
        L("format_variant", "2026-06-05", "7200", "Hollin Hall Saturday 2026 hire - £7.2k"),
    ]),
    F("F62", "Hollin Hall", "events manager", "venue", [
        V("2025-11-27", "Agnes Merrow", "Hollin Hall events manager - Agnes Merrow, 01632 448 100"),
        V("2026-08-04", "Piers Lomond", "Agnes has left Hollin Hall, Piers Lomond is the new events manager"),
    ], [
        L("elaboration", "2026-08-27", "Piers Lomond",
          "Piers Lomond (Hollin Hall events) - came over from the Orangery, direct line 01632 448 210, in Tue-Sat"),
    ]),
    F("F63", "Spinwheel DJs", "phone", "bookings", [
        V("2026-01-15", "07700 900 118", "Spinwheel DJs - Danny Morrow, 07700 900 118"),
        V("2026-05-22", "07700 900 476", "Spinwheel DJs - Danny Morrow, 07700 900 476", same=True),
    ]),
    F("F64", "Crumb & Cordial", "lead time", "wedding cakes", [
        V("2025-10-22", "8 weeks", "Crumb & Cordial: 8 weeks' notice for wedding cakes"),
        V("2026-04-07", "12 weeks", "Crumb & Cordial are so busy they now want 12 weeks for a wedding cake"),
    ]),
    F("F65", "Canvas & Pole Marquees", "yard address", "supplier", [
        V("2025-10-27", "Unit 3 Marsh Lane, Saltmarsh Quay",
          "Canvas & Pole Marquees, Unit 3 Marsh Lane, Saltmarsh Quay"),
        V("2026-08-20", "Plot 9 Hollinford Business Park",
          "Canvas & Pole Marquees, Plot 9 Hollinford Business Park", same=True),
    ]),
    F("F66", "Kit Ramsden Photography", "day rate", "Fri-Sun", [
        V("2025-09-18", "1600", "Kit Ramsden Photography - £1,600/day (weekends)"),
        V("2026-01-27", "1750", "Kit's weekend day rate is £1,750 for 2026 bookings"),
        V("2026-08-24", "1900", "Kit's back shooting after the wrist and has put his weekend rate up to £1,900"),
    ], [
        L("format_variant", "2026-10-05", "1900", "Kit Ramsden, Fri-Sun: 1.9k a day"),
    ]),
    F("F67", "Tablecraft Hire", "delivery charge", "within 20 miles", [
        V("2025-11-10", "45", "Tablecraft Hire delivery £45 within 20 miles"),
        V("2026-02-24", "60", "Tablecraft Hire delivery £60 within 20 miles", same=True),
    ]),
    F("F68", "Briarwood Estate", "access time", "TW-2644 set-up day, 10 Oct", [
        V("2026-06-17", "09:00", "Briarwood access for TW-2644 from 9am on the day"),
        V("2026-09-17", "07:00", "Lucan says we can get into Briarwood from 7 on the 10th, brilliant"),
    ], [
        L("confirmation", "2026-10-02", "07:00", "Lucan reconfirmed 7am access at Briarwood on the 10th"),
    ]),
    F("F69", "Gilded Brush", "trial price", "hair & make-up", [
        V("2025-12-02", "95", "Gilded Brush hair & MU trial £95"),
        V("2026-03-31", "110", "Gilded Brush hair & MU trial £110", same=True),
    ]),
    F("F70", "Saltmarsh Quay Boathouse", "music curfew", "main room", [
        V("2025-11-17", "23:00", "Saltmarsh Quay Boathouse - music off 11pm"),
        V("2026-03-19", "23:30", "The boathouse have extended the music curfew in the main room to half eleven"),
    ], [
        L("format_variant", "2026-04-02", "23:30", "Boathouse (main room) amplified music until 23:30"),
    ]),
    F("F71", "Oakshot Studio", "video package price", "ceremony + speeches film", [
        V("2026-01-29", "1100", "Oakshot Studio - ceremony + speeches video, £1,100"),
        V("2026-06-08", "1250", "Oakshot Studio - ceremony + speeches video, £1,250", same=True),
    ]),
]

# ---------------------------------------------------------------------------------------
# Standalone labelled memories (each on its own fact key unless it is a static re-statement
# or one of an equal_time pair).
# ---------------------------------------------------------------------------------------
MV, SD, DS, ST, ME, ET, UN = ("multi_valued", "scope_disjoint", "different_subject", "static",
                              "membership", "equal_time", "unrelated")

STANDALONE = [
    # multi_valued: each value is its own fact
    S(MV, SM, "allergy", "Saoirse", "lilies", "2026-01-05",
      "Saoirse is allergic to lilies - make sure the florist knows", multi=True),
    S(MV, SM, "allergy", "Saoirse", "kiwi", "2026-03-10",
      "Saoirse's also allergic to kiwi, flag it to the caterer for the pavlova", multi=True),
    S(MV, HJ, "reader", "ceremony", "Lukas Velde", "2026-01-23",
      "Jonas's brother Lukas is doing a reading at the ceremony", multi=True),
    S(MV, HJ, "reader", "ceremony", "Prudence Ashe", "2026-04-06",
      "Another reader for Hattie & Jonas - Hattie's godmother Pru", multi=True),
    S(MV, "Briarwood Estate", "on-the-day contact", "TW-2644", "Mick Tulley", "2026-05-13",
      "Briarwood out-of-hours contact: Mick Tulley (groundsman), 07700 900 411", multi=True),
    S(MV, "Briarwood Estate", "on-the-day contact", "TW-2644", "Rosa Penn", "2026-08-05",
      "Added another Briarwood contact for the 10th - Rosa Penn, housekeeping, 07700 900 532", multi=True),
    S(MV, HD, "sites invited", "party", "Wexcombe practice", "2026-06-03",
      "Halverson are inviting staff from the Wexcombe practice", multi=True),
    S(MV, HD, "sites invited", "party", "Hollinford branch", "2026-07-29",
      "Halverson have added the Hollinford branch to the party invite", multi=True),
    S(MV, HD, "sites invited", "party", "Briar Cross clinic", "2026-09-10",
      "And another Halverson site on the list now, the Briar Cross clinic", multi=True),
    S(MV, SI, "bridesmaid", "wedding", "Kemi Thrale", "2026-01-16",
      "Kemi Thrale is one of Immy's bridesmaids", multi=True),
    S(MV, SI, "bridesmaid", "wedding", "Ottilie", "2026-03-13",
      "Immy's added her cousin Ottilie as a bridesmaid", multi=True),
    S(MV, SI, "bridesmaid", "wedding", "Faye", "2026-05-29",
      "Another bridesmaid for the boathouse wedding - Faye from Immy's uni days", multi=True),
    # scope_disjoint: same subject + attribute as a family, another scope
    S(SD, PF, "guests", "day", "92", "2026-07-20", "TW-2631 day guests: 92 after final RSVPs"),
    S(SD, "Copperpot Catering", "price per head", "2-course wedding breakfast", "54", "2026-02-19",
      "Copperpot two-course option is £54pp"),
    S(SD, "Wildmoss Flowers", "buttonhole price", "winter (Nov-Feb)", "12", "2026-01-14",
      "Wildmoss winter buttonholes (Nov-Feb) £12 each"),
    S(SD, "Hollin Hall", "hire fee", "Fridays 2026", "4900", "2026-03-04", "Hollin Hall Fridays in 2026 are £4,900"),
    S(SD, "Tablecraft Hire", "delivery charge", "beyond 20 miles", "1.80 per mile", "2026-03-26",
      "Tablecraft charge £1.80 a mile beyond 20 miles"),
    S(SD, "Saltmarsh Quay Boathouse", "music curfew", "quayside terrace", "21:00", "2026-04-22",
      "No amplified music on the boathouse terrace after 9pm, the main room's separate"),
    S(SD, SM, "guests", "children", "14", "2026-07-02", "Saoirse & Malik have 14 under-12s as well, need a kids' table"),
    S(SD, "Kit Ramsden Photography", "day rate", "Mon-Thu", "1300", "2026-02-06",
      "Kit does midweek weddings (Mon-Thu) for £1,300"),
    S(SD, "Wren Halloway (assistant)", "working days", "summer holidays", "Tue-Wed", "2026-07-13",
      "Over the summer holidays Wren only does Tuesdays and Wednesdays"),
    S(SD, "Copperpot Catering", "price per head", "evening food", "9.50", "2026-05-15",
      "Copperpot evening food (bacon rolls + chips) £9.50pp"),
    S(SD, "Hollin Hall", "hire fee", "Saturdays 2027", "7650", "2026-09-03", "Hollin Hall 2027 Saturdays: £7,650"),
    S(SD, STUDIO, "rent", "Briar Cross storage unit", "165", "2026-01-30", "Storage unit at Briar Cross is £165 a month"),
    # different_subject: same attribute as a family, another subject
    S(DS, GR, "ceremony time", "wedding day", "13:00", "2026-02-24", "Greta & Rafe ceremony at 1pm in the Orangery"),
    S(DS, TJ, "colour scheme", "wedding", "terracotta & cream", "2026-08-13", "Tamsin & Josh colours: terracotta and cream"),
    S(DS, DM, "caterer", "wedding", "Brindle & Sage Kitchen", "2026-02-03",
      "Del & Marnie are using Brindle & Sage for the food"),
    S(DS, AT, "florist", "wedding", "Wildmoss Flowers", "2026-03-20", "Arlo & Teo's florist: Wildmoss Flowers"),
    S(DS, NC, "guests", "day", "118", "2026-06-12", "Noor & Callum thinking around 118 for the day"),
    S(DS, "Lotte's Bakehouse", "lead time", "wedding cakes", "8 weeks", "2026-01-02",
      "Lotte's Bakehouse only need 8 weeks for a tiered cake"),
    S(DS, "Oakshot Studio", "day rate", "Fri-Sun", "1750", "2026-04-10", "Oakshot Studio weekend day rate £1,750"),
    S(DS, HD, "start time", "party", "19:00", "2026-08-10", "Halverson party starts 19:00, carriages 1am"),
    S(DS, "Cas Oduya (planner)", "day off", "weekly", "Tuesday", "2026-02-09", "Cas's day off is Tuesday"),
    S(DS, "Fennick Lodge", "music curfew", "main room", "23:30", "2026-03-24", "Fennick Lodge music curfew is 11.30pm"),
    S(DS, "Ivy Lane Stems", "buttonhole price", "peak season (May-Sept)", "16", "2026-04-28",
      "Ivy Lane Stems buttonholes £16 each"),
    S(DS, TJ, "main course", "wedding breakfast", "beef short rib", "2026-10-09",
      "Tamsin & Josh want beef short rib for the main"),
    # static: facts that do not change, some stated twice in different formats
    S(ST, "Hollin Hall", "year built", "building", "1784", "2025-10-06", "Hollin Hall was built in 1784"),
    S(ST, "Hollin Hall", "year built", "building", "1784", "2026-06-19",
      "Hollin Hall (Georgian, 1784) - good for the history bit in the welcome pack"),
    S(ST, "Thistledown Weddings Ltd", "company number", "company", "11482093", "2025-09-10",
      "Thistledown Weddings Ltd, company no. 11482093"),
    S(ST, "Thistledown Weddings Ltd", "company number", "company", "11482093", "2026-04-14",
      "Co. reg for invoices: 11 482 093"),
    S(ST, "Priya Nandakumar", "date of birth", "person", "1994-02-14", "2026-01-19",
      "Priya DOB 14/02/1994 (for the notice of marriage)"),
    S(ST, "Priya Nandakumar", "date of birth", "person", "1994-02-14", "2026-05-26",
      "Priya Nandakumar, born 14 February 1994"),
    S(ST, "Cranmere Tithe Barn", "roof timbers dated", "building", "1428", "2025-11-26",
      "Cranmere Tithe Barn roof timbers are dated 1428"),
    S(ST, "Thistledown Weddings Ltd", "year founded", "company", "2017", "2025-12-12",
      "We started Thistledown in 2017 - put it on the fair banner"),
    S(ST, "Thistledown Weddings Ltd", "VAT number", "company", "GB318552704", "2026-01-09",
      "VAT reg: GB 318 5527 04"),
    S(ST, "Malik Adeyemi", "date of birth", "person", "1991-09-03", "2026-02-14", "Malik Adeyemi DOB 03.09.1991"),
    S(ST, "Fennick Lodge", "premises licence", "venue", "PL/0931", "2026-03-31", "Fennick Lodge premises licence PL/0931"),
    S(ST, "Fennick Lodge", "premises licence", "venue", "PL/0931", "2026-10-22",
      "Fennick's licence ref is PL-0931, needed for the TW-2660 file"),
    # membership: additive group statements
    S(ME, "Wren Halloway (assistant)", "member of", "group", "Saturday set-up team", "2026-04-29",
      "Wren is on the Saturday set-up team from May"),
    S(ME, "Copperpot Catering", "member of", "group", "Hollinford Wedding Guild", "2026-02-02",
      "Copperpot joined the Hollinford Wedding Guild"),
    S(ME, "Kit Ramsden Photography", "member of", "group", "our recommended photographers", "2025-10-16",
      "Kit Ramsden is on our recommended photographers list"),
    S(ME, "Juno Tremlett (planner)", "member of", "group", "Hollinford Wedding Guild", "2026-03-03",
      "Juno's joined the Hollinford Wedding Guild too"),
    S(ME, "Ines Farrow (freelance)", "member of", "group", "on-call assistants pool", "2026-06-25",
      "Ines Farrow (freelance) added to our on-call assistants pool"),
    S(ME, "Spinwheel DJs", "member of", "group", "Fennick Lodge approved suppliers", "2026-05-04",
      "Spinwheel DJs are on Fennick Lodge's approved supplier list"),
    S(ME, "Cas Oduya (planner)", "member of", "group", "Hollinford Wedding Guild committee", "2026-09-21",
      "Cas got voted onto the Guild committee"),
    S(ME, "Oakshot Studio", "member of", "group", "Briarwood preferred suppliers", "2026-07-22",
      "Oakshot Studio joined Briarwood's preferred suppliers"),
    S(ME, "Gilded Brush", "member of", "group", "our hair & make-up pool", "2026-01-26",
      "Gilded Brush are in our hair & MU pool with the two freelancers"),
    S(ME, "Wildmoss Flowers", "member of", "group", "Marsh Valley Flower Growers' Co-op", "2026-08-31",
      "Wildmoss are members of the Marsh Valley Flower Growers' Co-op now"),
    S(ME, "Wren Halloway (assistant)", "member of", "group", "studio first-aid rota", "2026-10-19",
      "Wren's joined the first-aid rota at the studio"),
    S(ME, "Tablecraft Hire", "member of", "group", "our preferred hire companies", "2025-12-15",
      "Tablecraft Hire added to our preferred hire companies"),
    # equal_time: six pairs, two records of one key at one order time, different values
    S(ET, QU, "cake flavour", "anniversary cake", "coffee & walnut", "2026-03-03T11:20",
      "Quayle cake: coffee & walnut", mode="b"),
    S(ET, QU, "cake flavour", "anniversary cake", "carrot", "2026-03-03T11:20",
      "Ruby anniversary cake (Quayle) - carrot", mode="l"),
    S(ET, AF, "music", "party", "Spinwheel DJs", "2026-04-09T15:05", "Maggie's 60th music: Spinwheel DJs"),
    S(ET, AF, "music", "party", "The Velvet Tuesdays", "2026-04-09T15:05",
      "EV-0412 - music by the Velvet Tuesdays (acoustic duo)"),
    S(ET, TJ, "ceremony venue", "wedding", "St Ebba's, Lower Ebbing", "2026-07-10T10:40",
      "Tamsin & Josh ceremony at St Ebba's, Lower Ebbing", mode="l"),
    S(ET, TJ, "ceremony venue", "wedding", "Hollinford register office", "2026-07-10T10:40",
      "T&J ceremony: Hollinford register office", mode="b"),
    S(ET, GR, "favours", "wedding", "wildflower seed packets", "2026-01-12T09:30",
      "Favours for Greta & Rafe: wildflower seed packets"),
    S(ET, GR, "favours", "wedding", "mini honey jars", "2026-01-12T09:30", "Greta & Rafe favours - mini honey jars"),
    S(ET, NC, "budget", "overall", "30000", "2026-05-05T14:00", "Noor & Callum budget £30k", mode="b"),
    S(ET, NC, "budget", "overall", "35000", "2026-05-05T14:00", "Budget: £35,000 (Haddad-Brisk)", mode="b"),
    S(ET, HD, "room", "party", "Loom Room", "2026-06-10T16:45", "Halverson party in the Loom Room at the Ropeworks"),
    S(ET, HD, "room", "party", "mezzanine", "2026-06-10T16:45", "EV-0420 room: the mezzanine at the Ropeworks"),
    # unrelated chatter
    S(UN, STUDIO, "chatter", "glue gun", "-", "2025-10-21", "Anyone seen the big glue gun? Not in the styling cupboard"),
    S(UN, STUDIO, "chatter", "thank-you card", "-", "2026-05-19",
      "Lovely thank-you card from Greta's mum, it's on the pinboard"),
    S(UN, STUDIO, "chatter", "kettle", "-", "2026-02-10", "Kettle's making that noise again"),
    S(UN, STUDIO, "chatter", "spreadsheet", "-", "2025-11-14",
      "Note to self: look for a better spreadsheet for table plans"),
    S(UN, STUDIO, "chatter", "brownies", "-", "2026-03-13", "Wren brought brownies, help yourselves"),
    S(UN, STUDIO, "chatter", "weather", "-", "2026-06-11",
      "Rain all week apparently, fingers crossed for Saturday"),
    S(UN, STUDIO, "chatter", "olive tree", "-", "2026-07-30", "Can someone water the olive tree by the door"),
    S(UN, STUDIO, "chatter", "printer", "-", "2026-09-25", "Printer jammed again - I've left the tray open"),
    S(UN, STUDIO, "chatter", "fair stand idea", "-", "2026-01-21",
      "Idea for the wedding fair stand: a mini ceremony arch with fairy lights?"),
    S(UN, STUDIO, "chatter", "voicemail", "-", "2026-08-17",
      "Listened back to Saturday's voicemail twice, still can't make out the name"),
    S(UN, STUDIO, "chatter", "styled shoot", "-", "2026-04-20",
      "Must get the styled shoot photos onto the website at some point"),
    S(UN, STUDIO, "chatter", "traffic", "-", "2026-10-15",
      "Wexcombe bypass is a car park this morning, running 10 min late"),
]

LABEL_CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
                 "different_subject", "static", "membership", "equal_time", "unrelated"]


# ---------------------------------------------------------------------------------------
def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_day(rng, s):
    if "T" in s:
        return dt.datetime.strptime(s, "%Y-%m-%dT%H:%M").replace(tzinfo=dt.timezone.utc)
    d = dt.datetime.strptime(s, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
    minute = rng.randint(8 * 60, 20 * 60 + 59)
    return d + dt.timedelta(minutes=minute)


def build():
    rng = random.Random(SEED)
    mems = []
    for fam in FAMILIES:
        key = (fam["subj"], fam["attr"], fam["scope"])
        for i, v in enumerate(fam["versions"]):
            mems.append(dict(text=v["text"], key=key, gkey=key, value=v["value"], pol=v["pol"],
                             label=None, fid=fam["fid"], vidx=i, same=v["same"], rel=v["rel"],
                             tags=v["tags"], t=parse_day(rng, v["day"]), mode=v["mode"]))
        last = fam["versions"][-1]
        for a in fam["attached"]:
            assert a["value"] == last["value"] and a["pol"] == last["pol"], (fam["fid"], a["text"])
            mems.append(dict(text=a["text"], key=key, gkey=key, value=a["value"], pol=a["pol"],
                             label=a["cls"], fid=fam["fid"], vidx=None, same=False, rel=None, tags=set(),
                             t=parse_day(rng, a["day"]), mode=a["mode"]))
    for s in STANDALONE:
        key = (s["subj"], s["attr"], s["scope"])
        gkey = key + (s["value"],) if s["multi"] else key
        if s["cls"] == "unrelated":
            gkey = key + ("unrelated",)
        if s["cls"] == "membership":  # additive: each group joined is its own fact
            gkey = key + (s["value"],)
        mems.append(dict(text=s["text"], key=key, gkey=gkey, value=s["value"], pol=s["pol"], label=s["cls"],
                         fid=None, vidx=None, same=False, rel=None, tags=set(), t=parse_day(rng, s["day"]),
                         mode=s["mode"], multi=s["multi"]))

    # backfilled (observed_at + created_at in one import session) or live (created_at only)
    n = len(mems)
    want_b = round(BACKFILL_SHARE * n)
    free = [i for i, m in enumerate(mems) if m["mode"] is None]
    forced_b = sum(1 for m in mems if m["mode"] == "b")
    rng.shuffle(free)
    k = want_b - forced_b
    for j, i in enumerate(free):
        mems[i]["mode"] = "b" if j < k else "l"
    back = [i for i, m in enumerate(mems) if m["mode"] == "b"]
    rng.shuffle(back)
    t = SESSION_START
    for i in back:
        t = t + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = t
        mems[i]["observed"] = mems[i]["t"]
    for m in mems:
        if m["mode"] == "l":
            m["created"] = m["t"]
            m["observed"] = None
        m["order"] = m["observed"] if m["observed"] is not None else m["created"]

    # ids assigned in a shuffled order, file order shuffled again
    order = list(range(n))
    rng.shuffle(order)
    for num, i in enumerate(order, 1):
        mems[i]["id"] = "%s%03d" % (PREFIX, num)
    file_order = list(range(n))
    rng.shuffle(file_order)

    # truth from the tables
    groups = {}
    for m in mems:
        groups.setdefault(m["gkey"], []).append(m)
    pairs = []
    for g in groups.values():
        for m in g:
            newer = [x for x in g if x["order"] > m["order"] and (x["value"], x["pol"]) != (m["value"], m["pol"])]
            if newer:
                r = min(newer, key=lambda x: x["order"])
                pairs.append((m, r, "negation" if r["pol"] != m["pol"] else "value"))
    check(mems, groups, pairs, back)
    return mems, groups, pairs, file_order, back


def check(mems, groups, pairs, back):
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a["id"])
        in_pair.add(b["id"])
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory not in a pair", m["text"])
    for gk, g in groups.items():
        times = [x["order"] for x in g]
        if any(x["label"] == "equal_time" for x in g):
            assert all(x["label"] == "equal_time" for x in g) and len(g) == 2, gk
            assert times[0] == times[1] and g[0]["value"] != g[1]["value"], gk
        else:
            assert len(set(times)) == len(times), ("order times not distinct", gk)
    for fam in FAMILIES:
        vs = [m for m in mems if m["fid"] == fam["fid"] and m["label"] is None]
        at = [m for m in mems if m["fid"] == fam["fid"] and m["label"] is not None]
        vs.sort(key=lambda x: x["vidx"])
        for a, b in zip(vs, vs[1:]):
            assert a["order"] < b["order"], ("versions out of order", fam["fid"])
        assert (vs[-1]["value"], vs[-1]["pol"]) != (vs[-2]["value"], vs[-2]["pol"]), fam["fid"]
        for x in at:
            assert x["order"] > vs[-1]["order"], ("attached before last version", x["text"])
            assert (x["value"], x["pol"]) == (vs[-1]["value"], vs[-1]["pol"]), x["text"]
        for v in vs:
            if v["rel"]:
                d = v["order"].date()
                if v["rel"][0] == "tomorrow":
                    want = d + dt.timedelta(days=1)
                else:
                    monday_next = d + dt.timedelta(days=7 - d.weekday())
                    want = monday_next + dt.timedelta(days=v["rel"][1])
                assert want.isoformat() == v["value"], ("relative date", v["text"], want)
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    for m in mems:
        assert m["created"] < LIMIT and m["order"] < LIMIT
        if m["observed"] is not None:
            assert m["observed"] < m["created"], m["text"]
        assert m["text"].strip()
    cr = [mems_i["created"] for mems_i in (m for m in mems if m["mode"] == "b")]
    assert max(cr) - min(cr) < dt.timedelta(hours=1)
    assert len({c.date() for c in cr}) == 1
    assert len(set(cr)) == len(cr)
    counts = {c: 0 for c in LABEL_CLASSES}
    for m in mems:
        if m["label"]:
            counts[m["label"]] += 1
    assert all(v == 12 for v in counts.values()), counts


def outputs(mems, pairs, file_order):
    mem_lines = []
    for i in file_order:
        m = mems[i]
        o = {"id": m["id"], "content": m["text"], "created_at": iso(m["created"])}
        if m["observed"] is not None:
            o["observed_at"] = iso(m["observed"])
        mem_lines.append(json.dumps(o, ensure_ascii=False))
    truth = sorted(pairs, key=lambda p: (p[0]["id"], p[1]["id"]))
    truth_lines = [json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r})
                   for a, b, r in truth]
    labels = sorted((m for m in mems if m["label"]), key=lambda m: m["id"])
    label_lines = [json.dumps({"id": m["id"], "class": m["label"]}) for m in labels]
    return {"memories.jsonl": mem_lines, "truth.jsonl": truth_lines, "labels.jsonl": label_lines}


def fam_features(fam):
    vals = [(v["value"], v["pol"]) for v in fam["versions"]]
    moveback = any(vals[i] == vals[k] and vals[j][0] != vals[i][0]
                   for i in range(len(vals)) for j in range(i + 1, len(vals)) for k in range(j + 1, len(vals)))
    interior = any(vals[i] == vals[i + 1] for i in range(len(vals) - 1))
    pols = [v["pol"] for v in fam["versions"]]
    negation = any(pols[i] != pols[i + 1] for i in range(len(pols) - 1))
    restart = any(pols[i] == 1 and pols[j] == -1 and pols[k] == 1
                  for i in range(len(pols)) for j in range(i + 1, len(pols)) for k in range(j + 1, len(pols)))
    tags = set()
    for v in fam["versions"]:
        tags |= v["tags"]
        if v["rel"]:
            tags.add("relative")
    return moveback, interior, negation, restart, tags


def stats(mems, pairs, back):
    n = len(mems)
    nb = len(back)
    lines = []
    add = lambda k, v: lines.append("%-46s %s" % (k, v))
    add("memories", n)
    add("  backfilled (observed_at + import session)", "%d (%.1f%%)" % (nb, 100.0 * nb / n))
    add("  live (created_at only)", n - nb)
    add("changing families", len(FAMILIES))
    sizes = {}
    for f in FAMILIES:
        sizes[len(f["versions"])] = sizes.get(len(f["versions"]), 0) + 1
    for s in sorted(sizes):
        add("  %d versions" % s, sizes[s])
    add("family versions (unlabelled memories)", sum(1 for m in mems if not m["label"]))
    add("true pairs", len(pairs))
    add("  value", sum(1 for p in pairs if p[2] == "value"))
    add("  negation", sum(1 for p in pairs if p[2] == "negation"))
    add("labelled negatives", sum(1 for m in mems if m["label"]))
    for c in LABEL_CLASSES:
        add("  " + c, sum(1 for m in mems if m["label"] == c))
    feats = [fam_features(f) for f in FAMILIES]
    add("move-back families (A -> B -> A)", sum(1 for f in feats if f[0]))
    add("interior confirmations", sum(1 for f in feats if f[1]))
    add("negation families", sum(1 for f in feats if f[2]))
    add("  stop and restart (on -> off -> on)", sum(1 for f in feats if f[3]))
    add("replacements naming the old value", sum(1 for f in FAMILIES for v in f["versions"] if "named_old" in v["tags"]))
    add("relative dates", sum(1 for f in FAMILIES for v in f["versions"] if v["rel"]))
    add("unit/format changes inside a true pair", sum(1 for f in FAMILIES for v in f["versions"] if "unit_change" in v["tags"]))
    add("handovers stating another subject's fact", sum(1 for f in FAMILIES for v in f["versions"] if "handover_other" in v["tags"]))
    repl = {}
    for a, b, r in pairs:
        repl[b["id"]] = b
    rew = sum(1 for b in repl.values() if not b["same"])
    add("replacement memories", len(repl))
    add("  reworded", "%d (%.1f%%)" % (rew, 100.0 * rew / len(repl)))
    add("  same record line, value swapped", len(repl) - rew)
    cr = sorted(m["created"] for m in mems if m["mode"] == "b")
    add("import session", "%s .. %s (%d s)" % (iso(cr[0]), iso(cr[-1]), (cr[-1] - cr[0]).total_seconds()))
    od = sorted(m["order"] for m in mems)
    add("order times", "%s .. %s" % (iso(od[0]), iso(od[-1])))
    return "\n".join(lines)


def listing(mems):
    out = []
    for m in sorted(mems, key=lambda x: x["id"]):
        out.append("%s\t%s\t%s\t%s | %s | %s\t%s\t%s\t%s" % (
            m["id"], iso(m["order"]), m["label"] or "-", m["key"][0], m["key"][1], m["key"][2], m["value"],
            "+" if m["pol"] > 0 else "-", "backfilled" if m["observed"] is not None else "live"))
    return "\n".join(out)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, groups, pairs, file_order, back = build()
    if argv and argv[0] == "--stats":
        print(stats(mems, pairs, back))
        return 0
    if argv and argv[0] == "--list":
        print(listing(mems))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    for name, lines in outputs(mems, pairs, file_order).items():
        data = ("\n".join(lines) + "\n").encode("utf-8")
        with open(os.path.join(here, name), "wb") as fh:
            fh.write(data)
        print("%-16s %4d lines  sha256 %s" % (name, len(lines), hashlib.sha256(data).hexdigest()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
