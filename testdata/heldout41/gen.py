#!/usr/bin/env python3
"""Blind labelled supersession data set: a craft brewery's production and taproom log.

Everything here is invented (brewery, people, pubs, suppliers, beers, codes).
Deterministic: random.Random(4127). Stdlib only.

    python3 gen.py           writes memories.jsonl, truth.jsonl, labels.jsonl next to this file
    python3 gen.py --stats   prints counts, writes nothing
    python3 gen.py --list    prints every memory, writes nothing

Truth is computed from the tables below (fact key, value key, polarity, order time), never from text.
"""
import datetime as dt
import json
import os
import random
import re
import sys

SEED = 4127
PREFIX = "w41-"
OUT_DIR = os.path.dirname(os.path.abspath(__file__))
UTC = dt.timezone.utc

TIMELINE_START = dt.datetime(2024, 1, 8, tzinfo=UTC)
TIMELINE_END = dt.datetime(2026, 11, 18, tzinfo=UTC)      # every order time before this
IMPORT_DAY = dt.datetime(2026, 11, 23, 10, 0, 0, tzinfo=UTC)  # backfill import session
HARD_LIMIT = dt.datetime(2026, 12, 1, tzinfo=UTC)
LIVE_SHARE = 0.25

# ---------------------------------------------------------------------------
# FAMILIES: one changing fact each.  key = (subject, attribute, scope).
# v = list of versions (value_key, polarity, style, text[, tags]).
#   style: '-' first version, 'R' reworded replacement, 'S' same record line with the
#          value swapped, 'C' interior confirmation (same value re-stated inside the chain).
#   tags : space separated: names_old reldate unit handover
# att = labelled memories on the family key placed after the last version, carrying the
#       last version's value and polarity: (class, text).
# gaps = fixed day gaps between versions (else seeded); start_wd = weekday of version 1.
# Text placeholders resolved against the memory's own order date:
#   {+N:fmt}      order date + N days          {nextwd:W:fmt}  first weekday W (0=Mon) after it
#   fmt: iso -> 2026-03-12, dm -> 12/3
# ---------------------------------------------------------------------------
FAMILIES = [
    # ---------------- 5 versions ----------------
    dict(key=("FV3", "contents", "-"), v=[
        ("gullrock ipa", "+", "-", "FV3 - Gullrock IPA, brewed today, OG 1.061, pitched 19C"),
        ("foxglove porter", "+", "R", "porter knocked out into fermenter 3 about 3pm, pitched at 18"),
        ("tidewater pale", "+", "R", "FV3 - Tidewater Pale, brewed today, OG 1.045, pitched 19C"),
        ("lantern stout", "+", "R", "Rav knocked the Lantern Stout out into no. 3 this afternoon, already chugging away"),
        ("coldharbour lager", "+", "R", "Brew sheet\nBeer: Coldharbour Lager\nVessel: FV3\nOG: 1.048\nPitch: 11C"),
    ], att=[
        ("elaboration", "FV3 has the Coldharbour in - 20hL, fermenting at 11C, free rise to 14C for the diacetyl rest around day 7, then crash"),
    ]),
    dict(key=("taproom", "guest beer", "line 2"), v=[
        ("bramblecote sunken lane", "+", "-", "Guest line 2: Bramblecote 'Sunken Lane' best bitter, 9g"),
        ("orrin fold nightjar", "+", "R", "changed over guest 2 tonight - we're on Orrin Fold's Nightjar stout now"),
        ("halsey mill rookery", "+", "R", "Guest line 2: Halsey Mill 'Rookery' pale ale, 9g"),
        ("wrenfield cider", "+", "R", "G2 kicked halfway through service, put a keg of the Wrenfield cider on it for now"),
        ("bramblecote sunken lane", "+", "R", "Sunken Lane from Bramblecote is back on the second guest pump, people kept asking"),
    ], att=[
        ("elaboration", "Bramblecote's Sunken Lane on guest 2 is the 4.1% best - firkin tapped Tues, should see us through the weekend"),
    ]),
    # ---------------- 4 versions ----------------
    dict(key=("Coldharbour Lager", "lagering time", "-"), v=[
        ("4 weeks", "+", "-", "Coldharbour: lager 4 wks at 0C before pkg"),
        ("6 weeks", "+", "R", "Moira wants the CHL lagered for six weeks from now on"),
        ("6 weeks", "+", "C", "checked with M - lagering for the Coldharbour is still 6 weeks"),
        ("5 weeks", "+", "R", "Tank space is too tight, we're cutting the lager's conditioning to 5 weeks"),
    ], att=[
        ("format_variant", "CHL lagering time = 35 days"),
    ]),
    dict(key=("canning line", "run day", "-"), v=[
        ("wednesday", "+", "-", "Canning: Weds only until further notice"),
        ("thursday", "+", "R", "can day moves to Thursday from next week, Arclight's delivery clashes with Weds", "names_old"),
        ("monday", "+", "R", "We're running the Seamwell on Mondays now so the cans are ready for the Tuesday loads"),
        ("thursday", "+", "R", "Canning: Thurs only until further notice"),
    ], att=[
        ("confirmation", "can day still Thursday, nothing's changed there"),
    ]),
    dict(key=("The Drowned Sailor", "weekly order", "-"), v=[
        ("3 x 9g tidewater", "+", "-", "Drowned Sailor: 3x9g Tidewater weekly"),
        ("4 x 9g tidewater", "+", "R", "The Sailor's upped it to four firkins of TWP a week"),
        ("5 x 9g tidewater", "+", "R", "Account: The Drowned Sailor\nStanding order: 5 x 9g Tidewater Pale\nTerms: 30 days"),
        ("3 x 9g tidewater", "+", "R", "dropping the Sailor back to 3 firkins a week, they can't turn five over"),
    ], att=[
        ("elaboration", "Drowned Sailor get 3 x 9g of Tidewater every week on the Tuesday run, spiles and pegs go in with the order"),
    ]),
    # ---------------- 3 versions ----------------
    dict(key=("Foxglove Porter", "yeast strain", "-"), v=[
        ("ty-04", "+", "-", "Foxglove Porter yeast: TY-04 (Thornbury English ale)"),
        ("ty-11", "+", "R", "trying Thornbury's TY-11 London strain in the porter from this batch on"),
        ("ty-04", "+", "R", "The porter's going back to TY-04 - the London yeast was way too estery"),
    ], att=[
        ("elaboration", "Foxglove on TY-04: 1L slurry per hL at 18C, free rise to 20, harvest off the cone on day 5"),
    ]),
    dict(key=("taproom", "opening hours", "Fri"), v=[
        ("16:00-23:00", "+", "-", "Taproom hours Fri: 4pm-11pm"),
        ("14:00-23:00", "+", "R", "From this week the tap opens at 2 on Fridays, still shutting at 11"),
        ("16:00-23:00", "+", "R", "Back to opening at four on Fridays (16:00-23:00), the early afternoons were dead"),
    ], att=[
        ("format_variant", "Tap room Friday hours - 4 till 11"),
    ]),
    dict(key=("Little Finch Mild", "dispense format", "-"), v=[
        ("cask only", "+", "-", "Little Finch Mild goes out cask only (9g)"),
        ("keg only", "+", "R", "we're kegging the Mild from now, 30L only, the cask orders just weren't there"),
        ("cask only", "+", "R", "LFM back to cask only from the next batch"),
    ], att=[
        ("confirmation", "Little Finch - cask only, confirmed again with Moira today"),
    ]),
    dict(key=("Kestwick Bottle Shop", "delivery day", "-"), v=[
        ("thursday", "+", "-", "Kestwick Bottle Shop - deliveries Thursday am"),
        ("tuesday", "+", "R", "KBS asked if we can move their drop to Tuesdays, told them fine"),
        ("thursday", "+", "R", "Bottle shop's back on Thursday deliveries, their Tuesday cover fell through"),
    ]),
    dict(key=("glycol chiller", "setpoint", "FV loop"), v=[
        ("-2c", "+", "-", "Glycol chiller setpoint -2C (FV loop)"),
        ("-2c", "+", "C", "looked at the chiller panel, FV loop's still sat at -2"),
        ("-4c", "+", "R", "The chiller engineer dropped the FV glycol to minus 4, should help crash times"),
    ], att=[
        ("format_variant", "FV loop SP: -4.0 \u00b0C"),
    ]),
    dict(key=("Gullrock IPA", "dry hop rate", "-"), v=[
        ("8 g/l", "+", "-", "GR IPA DH @ 8g/L, split over 2 days"),
        ("8 g/l", "+", "C", "Moira confirmed the dry hop on the Gullrock stays at 8 grams a litre"),
        ("10 g/l", "+", "R", "upping Gullrock's dry hop to 10g/L from FL-0448 onwards"),
    ], att=[
        ("confirmation", "Gullrock DH remains 10 g/L, Moira happy with how 0448 turned out"),
    ]),
    dict(key=("The Pike & Heron", "stocks Lantern Stout", "-"), v=[
        ("lantern stout", "+", "-", "Pike & Heron taking the Lantern Stout on a permanent line"),
        ("lantern stout", "-", "R", "P&H have dropped the stout - their cellarman says it wasn't moving"),
        ("lantern stout", "+", "R", "Pike and Heron want Lantern back, 2 x 30L going Friday"),
    ], att=[
        ("elaboration", "The Pike & Heron have our Lantern Stout on the nitro font - about two 30L kegs a week"),
    ]),
    dict(key=("taproom", "pizza van on Saturdays", "-"), v=[
        ("slice wagon", "+", "-", "Slice Wagon pizza van at the tap every Saturday"),
        ("slice wagon", "-", "R", "No pizza van on Saturdays any more, Slice Wagon have pulled out"),
        ("slice wagon", "+", "R", "Saturdays: Slice Wagon are back from this week, 12-8"),
    ], att=[
        ("confirmation", "pizza van confirmed again for Saturdays - Slice Wagon"),
    ]),
    dict(key=("canning line", "in service", "-"), v=[
        ("in service", "+", "-", "Canning line running fine, ok to book the Hazy can run"),
        ("in service", "-", "R", "Canner DOWN - seamer head 2 throwing bad seams, don't use it"),
        ("in service", "+", "R", "Seamwell tech sorted head 2, the line's good to go again"),
    ], att=[
        ("confirmation", "canning line still running fine, no bad seams since the fix"),
    ]),
    dict(key=("Harbourside Social Club", "account on stop", "-"), v=[
        ("on stop", "+", "-", "Harbourside Social Club ON STOP - 2 invoices over 60 days"),
        ("on stop", "-", "R", "HSC have paid up, took them off stop this morning"),
        ("on stop", "+", "R", "Putting the Harbourside back on stop, their last payment bounced"),
    ], att=[
        ("confirmation", "Harbourside still on stop, don't load anything for them"),
    ]),
    dict(key=("Mariner's Rest", "house line beer", "-"), v=[
        ("ember red", "+", "-", "Mariner's Rest have Ember Red on their house line"),
        ("harrow best", "+", "R", "Mariner's swapped the Ember for Harrow Best on the house pump", "names_old"),
        ("harrow best", "-", "R", "Mariner's Rest not taking Harrow Best any more, they've gone with a Wrenfield beer"),
    ], att=[
        ("confirmation", "Mariner's still not having the Harrow, asked again today"),
    ]),
    dict(key=("Tidewater Pale", "price per 9g", "free trade"), v=[
        ("92", "+", "-", "TWP 9g free trade \u00a392 + VAT"),
        ("96", "+", "S", "TWP 9g free trade \u00a396 + VAT"),
        ("99", "+", "R", "Free trade firkin of Tidewater Pale is ninety-nine quid plus VAT now"),
    ], att=[
        ("format_variant", "Tidewater Pale 9g (FT) - \u00a399.00 ex"),
    ]),
    dict(key=("BT1", "contents", "-"), v=[
        ("ember red", "+", "-", "BT1: Ember Red, carbing to 2.4 vols"),
        ("smokehouse rauch", "+", "R", "moved the Smokehouse Rauch into BT1 after CIP"),
        ("meadowsweet saison", "+", "R", "BT1: Meadowsweet Saison, carbing to 2.8 vols"),
    ], att=[
        ("confirmation", "BT1 still has the Saison in, not packaged yet"),
    ]),
    dict(key=("Foxglove Porter", "ABV", "-"), v=[
        ("5.2%", "+", "-", "Foxglove Porter - 5.2% ABV on the pump clips"),
        ("5.0%", "+", "S", "Foxglove Porter - 5.0% ABV on the pump clips"),
        ("5.4%", "+", "R", "New clips needed: Foxglove's 5.4% now with the extra brown malt"),
    ]),
    dict(key=("CIP", "caustic strength", "-"), v=[
        ("2%", "+", "-", "CIP caustic at 2% w/v, 75C"),
        ("1.5%", "+", "R", "Let's run the caustic at 1.5% on the FVs from now, we're burning through chem"),
        ("2.5%", "+", "R", "CIP: caustic up to 2.5% - hop residue left on FV5 after the last DH"),
    ], att=[
        ("format_variant", "caustic strength for CIP: 25 g/L"),
    ]),
    dict(key=("delivery van", "driver", "-"), v=[
        ("declan rourke", "+", "-", "Declan Rourke doing all the van runs"),
        ("joel haverty", "+", "R", "Joel's taking the delivery runs while Dec's off with his back"),
        ("bas timmer", "+", "R", "New driver Bas Timmer starts on the van Monday, he'll do all the runs"),
    ], att=[
        ("elaboration", "Bas Timmer does all the runs now - Mon/Tue north loop, Thu/Fri town and coast, van keys in the office"),
    ]),
    dict(key=("Gullrock IPA", "trade case price", "-"), v=[
        ("54.00", "+", "-", "GR IPA 24x440 case: \u00a354 trade"),
        ("57.00", "+", "S", "GR IPA 24x440 case: \u00a357 trade"),
        ("59.50", "+", "R", "Gullrock cases going up to 59.50 for trade customers, Arclight put the can price up"),
    ], att=[
        ("format_variant", "Gullrock IPA, case of 24 cans, trade: GBP 59.50"),
    ]),
    dict(key=("Brackwater Hazy", "target FG", "-"), v=[
        ("1.014", "+", "-", "Brackwater target FG 1.014"),
        ("1.016", "+", "R", "We want the Hazy finishing a bit sweeter - aim for 1.016"),
        ("1.012", "+", "R", "new spec sheet for the Brackwater Hazy, FG 1.012"),
    ], att=[
        ("confirmation", "FG target for Brackwater remains 1.012"),
    ]),
    dict(key=("taproom", "shift lead", "Fri"), v=[
        ("kit marsh", "+", "-", "Fri night shift lead: Kit"),
        ("priya ashdown", "+", "R", "Priya's running Friday nights now, Kit's moved to days"),
        ("sol bekker", "+", "R", "Sol will lead the Friday close going forward"),
    ], att=[
        ("confirmation", "Sol's still leading Fridays"),
    ]),
    dict(key=("Coldharbour Lager", "hop", "-"), v=[
        ("hallertau mittelfruh", "+", "-", "CHL hops: Hallertau Mittelfruh, 60 and 10 min"),
        ("tettnang", "+", "R", "switched the lager's hops from Mittelfruh to Tettnang, same timings", "names_old"),
        ("saaz", "+", "R", "Coldharbour's going all-Saaz from this brew"),
    ], att=[
        ("elaboration", "Coldharbour all Saaz - 60 min, 15 min and a whirlpool charge, 3.5 kg a brew"),
    ]),
    # ---------------- 2 versions ----------------
    dict(key=("Lantern Stout", "base malt", "-"), v=[
        ("brantwell floor-malted pale", "+", "-", "Lantern Stout grist: 78% Brantwell floor-malted pale, 10% roast barley, 7% choc, 5% oats"),
        ("oxley & dunne extra pale", "+", "R", "switched the Lantern's base malt from the Brantwell floor-malted to O&D extra pale, same %", "names_old"),
    ], att=[
        ("elaboration", "Lantern base malt is Oxley & Dunne extra pale - 25kg sacks, 12 a brew, lot numbers go on the brew sheet"),
    ]),
    dict(key=("Gullrock IPA", "label ABV", "-"), v=[
        ("6.2%", "+", "-", "Pump clip + can label: Gullrock IPA 6.2%"),
        ("6.5%", "+", "R", "label reprint for the Gullrock - ABV going to 6.5"),
    ]),
    dict(key=("Ember Red", "crystal malt", "-"), v=[
        ("crystal 150", "+", "-", "Ember Red: crystal 150 for colour"),
        ("crystal 240", "+", "S", "Ember Red: crystal 240 for colour"),
    ]),
    dict(key=("taproom", "manager", "-"), v=[
        ("ines calloway", "+", "-", "Taproom manager: Ines Calloway"),
        ("kit marsh", "+", "R", "Kit Marsh has taken over running the tap from Ines", "names_old"),
    ], att=[
        ("elaboration", "Kit Marsh manages the taproom - rota, stock orders, events, the lot"),
    ]),
    dict(key=("Ravi Okonjo", "role", "-"), v=[
        ("assistant brewer", "+", "-", "Rav - assistant brewer"),
        ("shift brewer", "+", "R", "Ravi Okonjo's been made shift brewer, well deserved"),
    ]),
    dict(key=("Harrow Best Bitter", "OG", "-"), v=[
        ("1.040", "+", "-", "Harrow Best OG 1.040"),
        ("1.042", "+", "R", "Harrow's being brewed to 10.5 Plato now", "unit"),
    ], att=[
        ("format_variant", "Harrow Best Bitter - OG 1042"),
    ]),
    dict(key=("brewing liquor", "CRS dose", "-"), v=[
        ("0.5 ml/l", "+", "-", "Liquor treatment: CRS 0.5 ml/L"),
        ("0.6 ml/l", "+", "R", "We're dosing 60 ml of CRS per hectolitre now, the new water report came back harder", "unit"),
    ], att=[
        ("format_variant", "CRS: 0.6ml per litre of brewing liquor"),
    ]),
    dict(key=("The Salt Loft", "delivery day", "-"), v=[
        ("wednesday", "+", "-", "Salt Loft - deliver Weds"),
        ("friday", "+", "S", "Salt Loft - deliver Fri"),
    ]),
    dict(key=("Northmarch Drinks", "payment terms", "-"), v=[
        ("30 days", "+", "-", "Northmarch Drinks - payment terms 30 days"),
        ("45 days", "+", "S", "Northmarch Drinks - payment terms 45 days"),
    ]),
    dict(key=("Meadowsweet Saison", "yeast", "primary"), v=[
        ("ty-20", "+", "-", "Saison: Thornbury TY-20 farmhouse"),
        ("ty-23", "+", "R", "Meadowsweet's now fermented on TY-23, the Belgian blend - more pepper"),
    ], att=[
        ("elaboration", "Meadowsweet on TY-23 - pitch at 22C and let it run up to 28C, it needs the heat to finish"),
    ]),
    dict(key=("The Gilded Anchor", "price per 30L keg", "Coldharbour Lager"), v=[
        ("88", "+", "-", "Gilded Anchor - Coldharbour 30L: \u00a388"),
        ("84", "+", "S", "Gilded Anchor - Coldharbour 30L: \u00a384"),
    ]),
    dict(key=("keg washer", "service contractor", "-"), v=[
        ("holm & vane", "+", "-", "Keg washer service contract: Holm & Vane, annual"),
        ("bexley process services", "+", "R", "keg washer servicing's gone over to Bexley Process Services"),
    ]),
    dict(key=("Lantern Stout", "ABV", "cask"), v=[
        ("4.5%", "+", "-", "Lantern Stout (cask): 4.5% ABV"),
        ("4.3%", "+", "S", "Lantern Stout (cask): 4.3% ABV"),
    ]),
    dict(key=("FV5", "contents", "-"), v=[
        ("ember red", "+", "-", "FV5 - Ember Red, brewed today, OG 1.050, pitched 19C"),
        ("brackwater hazy", "+", "S", "FV5 - Brackwater Hazy, brewed today, OG 1.058, pitched 20C"),
    ]),
    dict(key=("BT3", "contents", "-"), v=[
        ("harrow best", "+", "-", "BT3: Harrow Best, for casking"),
        ("little finch mild", "+", "S", "BT3: Little Finch Mild, for casking"),
    ]),
    dict(key=("speciality malts", "supplier", "-"), v=[
        ("oxley & dunne", "+", "-", "Speciality malts (crystal, choc) from Oxley & Dunne"),
        ("brantwell maltings", "+", "R", "ordering the crystals and choc from Brantwell instead now, O&D lead times are silly", "names_old"),
    ]),
    dict(key=("CIP rota", "on duty", "Thu"), v=[
        ("tamsin blyth", "+", "-", "CIP Thu: Tam"),
        ("joel haverty", "+", "S", "CIP Thu: Joel"),
    ], att=[
        ("confirmation", "Joel still doing Thursday CIP"),
    ]),
    dict(key=("taproom", "quiz night", "-"), v=[
        ("wednesday", "+", "-", "Quiz night: Wednesdays, 8pm"),
        ("tuesday", "+", "R", "Bar handover: quiz is Tuesdays from now on. Till 2 drawer sticking again, reported it to Kit.", "handover"),
    ]),
    dict(key=("Brackwater Hazy", "next brew date", "-"), start_wd=0, gaps=[2], v=[
        ("{+3:iso}", "+", "-", "Next Brackwater Hazy brew: Thu {+3:dm}"),
        ("{nextwd:1:iso}", "+", "R", "Hazy brew pushed to next Tuesday, the Citra hasn't landed", "reldate"),
    ]),
    dict(key=("Foxglove Porter", "next brew date", "-"), start_wd=1, gaps=[2], v=[
        ("{+3:iso}", "+", "-", "Next porter brew: Fri {+3:dm}"),
        ("{nextwd:0:iso}", "+", "R", "porter brew moving to next Monday, the brown malt's not in yet", "reldate"),
    ]),
    dict(key=("Ember Red", "canned", "-"), v=[
        ("440 cans", "+", "-", "Ember Red now in 440 cans as well as keg"),
        ("440 cans", "-", "R", "no more Ember in cans - keg only from now, the margins on cans are rubbish"),
    ]),
    dict(key=("Kestwick Bottle Shop", "stocks Brackwater Hazy", "-"), v=[
        ("brackwater hazy", "+", "-", "KBS now stocking Brackwater 4-packs"),
        ("brackwater hazy", "-", "R", "The bottle shop have stopped taking the Hazy, not selling at their price"),
    ]),
    dict(key=("FV2", "in service", "-"), v=[
        ("in service", "+", "-", "FV2 pressure tested fine - in service"),
        ("in service", "-", "R", "FV2 out of action, jacket's leaking glycol, do NOT fill"),
    ], att=[
        ("confirmation", "FV2 still out of action, parts on order from the fabricator"),
    ]),
    dict(key=("The Gilded Anchor", "stocks cask Harrow Best", "-"), v=[
        ("harrow best cask", "+", "-", "The Gilded Anchor have put Harrow Best on cask"),
        ("harrow best cask", "-", "R", "Anchor don't want cask Harrow any more, they're going all keg"),
    ]),
    dict(key=("BT2", "contents", "-"), v=[
        ("gullrock ipa", "+", "-", "BT2 - Gullrock IPA, carbing to 2.5 vols"),
        ("coldharbour lager", "+", "R", "Shift handover (Rav > Tam): Coldharbour's in BT2 now, carbed and ready to keg. FV6 sample is diacetyl-free, Moira says ok to crash it.", "handover"),
    ]),
    dict(key=("Tidewater Pale", "hop", "-"), v=[
        ("cascade", "+", "-", "Tidewater Pale - single hop Cascade"),
        ("ekuanot", "+", "R", "We're making Tidewater an all-Ekuanot beer from the next brew"),
    ]),
    dict(key=("Little Finch Mild", "ABV", "-"), v=[
        ("3.4%", "+", "-", "Little Finch Mild - 3.4% ABV"),
        ("3.6%", "+", "S", "Little Finch Mild - 3.6% ABV"),
    ], att=[
        ("format_variant", "LFM: 3.60 % vol"),
    ]),
    dict(key=("delivery van", "vehicle", "-"), v=[
        ("transit custom kw19 pln", "+", "-", "Van: white Transit Custom, KW19 PLN"),
        ("vivaro kw23 fxl", "+", "R", "New van's arrived - a Vivaro, reg KW23 FXL, old Transit goes back Friday", "names_old"),
    ], att=[
        ("elaboration", "The van is the Vivaro (KW23 FXL) - takes 14 firkins or 20 x 30L, key lives on the hook by the office"),
    ]),
    dict(key=("glycol chiller", "service contractor", "-"), v=[
        ("coldline refrigeration", "+", "-", "Chiller maintenance: Coldline Refrigeration, every 6 months"),
        ("frostway services", "+", "R", "Frostway are looking after the chiller now, the Coldline contract's finished", "names_old"),
    ]),
    dict(key=("Tidewater Pale", "taproom pint price", "standard"), v=[
        ("4.60", "+", "-", "Taproom pint - Tidewater \u00a34.60"),
        ("4.80", "+", "S", "Taproom pint - Tidewater \u00a34.80"),
    ], att=[
        ("format_variant", "TWP pint at the tap: 4.80 GBP"),
    ]),
    dict(key=("Gullrock IPA", "bittering hop", "-"), v=[
        ("magnum", "+", "-", "Gullrock bittering: Magnum @ 60"),
        ("columbus", "+", "S", "Gullrock bittering: Columbus @ 60"),
    ]),
    dict(key=("50L kegs", "hire supplier", "-"), v=[
        ("hoopstock", "+", "-", "We rent our 50L kegs from Hoopstock"),
        ("caskline rentals", "+", "R", "keg hire moved from Hoopstock to Caskline Rentals as of this month", "names_old"),
    ]),
    dict(key=("Harrow Best Bitter", "price per 9g", "free trade"), v=[
        ("86", "+", "-", "Harrow Best 9g - \u00a386 free trade"),
        ("89", "+", "R", "Harrow firkins up three quid to \u00a389 for free trade"),
    ]),
    dict(key=("Smokehouse Rauch", "smoked malt share", "-"), v=[
        ("40%", "+", "-", "Rauch grist: 40% beechwood smoked malt"),
        ("30%", "+", "R", "taking the smoked malt in the Smokehouse down to 30%, it was too much"),
    ], att=[
        ("elaboration", "Smokehouse Rauch grist now 30% beechwood-smoked from Brantwell, rest pils and munich"),
    ]),
    dict(key=("Wintering Barleywine", "ageing vessel", "-"), v=[
        ("sherry casks", "+", "-", "Wintering Barleywine is ageing in the ex-sherry casks"),
        ("rum barrels", "+", "R", "Barleywine's come out of the sherry casks and gone into the rum barrels", "names_old"),
    ]),
    dict(key=("Ember Red", "keg size", "-"), v=[
        ("50l", "+", "-", "Ember Red kegged in 50L"),
        ("30l", "+", "R", "Ember's going into 30L kegs now, easier for the smaller pubs"),
    ]),
    dict(key=("Brackwater Hazy", "ABV", "-"), v=[
        ("5.8%", "+", "-", "Brackwater Hazy - 5.8% ABV"),
        ("5.5%", "+", "S", "Brackwater Hazy - 5.5% ABV"),
    ], att=[
        ("format_variant", "Brackwater: five and a half percent"),
    ]),
    dict(key=("Joel Haverty", "role", "-"), v=[
        ("cellar and packaging", "+", "-", "Joel - cellar & packaging"),
        ("assistant brewer", "+", "R", "Joel Haverty's moving up to assistant brewer"),
    ]),
    dict(key=("FV1", "contents", "-"), v=[
        ("little finch mild", "+", "-", "FV1 - Little Finch Mild, brewed today, OG 1.036, pitched 19C"),
        ("smokehouse rauch", "+", "S", "FV1 - Smokehouse Rauch, brewed today, OG 1.054, pitched 12C"),
    ]),
    dict(key=("batch FL-0471", "FG", "-"), v=[
        ("1.012", "+", "-", "FL-0471 FG 1.012"),
        ("1.010", "+", "R", "re-checked 0471 with the hydrometer at 20C, it's 1.010 - first reading was off"),
    ]),
    dict(key=("FV4", "contents", "-"), v=[
        ("tidewater pale", "+", "-", "Batch: FL-0502\nBeer: Tidewater Pale\nVessel: FV4\nOG: 1.044"),
        ("gullrock ipa", "+", "R", "FV4's got the Gullrock in now, the Tidewater went over to bright", "names_old"),
    ]),
    dict(key=("The Pike & Heron", "weekly order", "summer"), v=[
        ("4 x 9g tidewater", "+", "-", "P&H summer order: 4 x 9g TWP"),
        ("3 x 9g tidewater", "+", "R", "Pike & Heron dropping to three firkins a week for the summer"),
    ], att=[
        ("format_variant", "Pike & Heron summer standing order = 27 gallons of Tidewater weekly"),
    ]),
    dict(key=("Northmarch Drinks", "collection day", "Fenmouth depot"), v=[
        ("tuesday", "+", "-", "Northmarch collection (Fenmouth): Tue"),
        ("wednesday", "+", "S", "Northmarch collection (Fenmouth): Wed"),
    ]),
    dict(key=("hop freezer", "setpoint", "-"), v=[
        ("-18c", "+", "-", "Hop freezer: -18C"),
        ("-20c", "+", "S", "Hop freezer: -20C"),
    ]),
    dict(key=("taproom", "card terminal", "-"), v=[
        ("payloop", "+", "-", "Card terminal: PayLoop"),
        ("tillwise", "+", "S", "Card terminal: Tillwise"),
    ]),
]

# ---------------------------------------------------------------------------
# STANDALONE labelled memories: (class, (subject, attribute, scope), value_key, polarity, text[, group])
# group: equal_time pairs share one order time.  For multi_valued and membership each value is its
# own fact (the value is folded into the attribute of the fact key).
# ---------------------------------------------------------------------------
STANDALONE = [
    # multi_valued
    ("multi_valued", ("Kestrel Hop Co", "hop supplied", "-"), "citra", "+", "Kestrel Hop Co supply our Citra"),
    ("multi_valued", ("Kestrel Hop Co", "hop supplied", "-"), "simcoe", "+", "Kestrel also doing Simcoe for us now"),
    ("multi_valued", ("Kestrel Hop Co", "hop supplied", "-"), "nelson sauvin", "+", "added Nelson Sauvin to the Kestrel order - another one from them"),
    ("multi_valued", ("Meadowsweet Saison", "allergen", "-"), "barley", "+", "Saison can label allergens: BARLEY"),
    ("multi_valued", ("Meadowsweet Saison", "allergen", "-"), "wheat", "+", "Meadowsweet: add WHEAT to the allergen box too, there's 15% wheat malt in it"),
    ("multi_valued", ("Meadowsweet Saison", "allergen", "-"), "oats", "+", "Also OATS on the Saison label now we've added flaked oats"),
    ("multi_valued", ("The Salt Loft", "contact", "-"), "hattie croome", "+", "Salt Loft contact: Hattie Croome (GM) 07700 900412"),
    ("multi_valued", ("The Salt Loft", "contact", "-"), "marcus", "+", "another contact at the Salt Loft: Marcus on the cellar, for delivery questions"),
    ("multi_valued", ("The Salt Loft", "contact", "-"), "bex", "+", "Salt Loft - Bex also places orders at weekends"),
    ("multi_valued", ("Northmarch Drinks", "drop site", "-"), "fenmouth", "+", "Northmarch drop site: Fenmouth depot, Unit 4"),
    ("multi_valued", ("Northmarch Drinks", "drop site", "-"), "dunsby", "+", "another Northmarch site added: Dunsby cross-dock"),
    ("multi_valued", ("Northmarch Drinks", "drop site", "-"), "corbridge lane", "+", "Northmarch also want deliveries into Corbridge Lane now"),
    # scope_disjoint
    ("scope_disjoint", ("taproom", "opening hours", "Sun"), "12:00-18:00", "+", "Taproom hours Sun: 12pm-6pm"),
    ("scope_disjoint", ("taproom", "shift lead", "Sat"), "priya ashdown", "+", "Sat shift lead: Priya"),
    ("scope_disjoint", ("Tidewater Pale", "price per 9g", "Northmarch wholesale"), "78", "+", "TWP 9g to Northmarch (wholesale): \u00a378 + VAT"),
    ("scope_disjoint", ("Lantern Stout", "ABV", "can"), "5.0%", "+", "Lantern Stout (440 can): 5.0% ABV"),
    ("scope_disjoint", ("The Pike & Heron", "weekly order", "winter"), "2 x 9g tidewater", "+", "P&H winter order: 2 x 9g TWP"),
    ("scope_disjoint", ("CIP rota", "on duty", "Mon"), "ravi okonjo", "+", "CIP Mon: Rav"),
    ("scope_disjoint", ("Northmarch Drinks", "collection day", "Corbridge Lane depot"), "friday", "+", "Northmarch collection (Corbridge Lane): Fri"),
    ("scope_disjoint", ("Tidewater Pale", "taproom pint price", "happy hour"), "3.90", "+", "Happy hour 5-6pm: Tidewater pints \u00a33.90"),
    ("scope_disjoint", ("glycol chiller", "setpoint", "BT loop"), "-1c", "+", "Glycol setpoint (BT loop): -1C"),
    ("scope_disjoint", ("Meadowsweet Saison", "yeast", "bottle conditioning"), "ty-50", "+", "Bottle conditioning yeast for the Saison: Thornbury TY-50"),
    ("scope_disjoint", ("The Gilded Anchor", "price per 30L keg", "Gullrock IPA"), "112", "+", "Gilded Anchor - Gullrock 30L: \u00a3112"),
    ("scope_disjoint", ("taproom", "guest beer", "line 4"), "orrin fold nightjar", "+", "Guest line 4: Orrin Fold 'Nightjar' stout, keg"),
    # different_subject
    ("different_subject", ("FV6", "contents", "-"), "foxglove porter", "+", "FV6 - Foxglove Porter, brewed today, OG 1.056, pitched 18C"),
    ("different_subject", ("The Salt Loft", "weekly order", "-"), "3 x 9g tidewater", "+", "Salt Loft standing order: 3 x 9g Tidewater"),
    ("different_subject", ("Ember Red", "price per 9g", "free trade"), "96", "+", "Ember Red 9g free trade \u00a396 + VAT"),
    ("different_subject", ("Foxglove Porter", "base malt", "-"), "oxley & dunne extra pale", "+", "Foxglove base malt: Oxley & Dunne extra pale"),
    ("different_subject", ("The Gilded Anchor", "stocks Lantern Stout", "-"), "lantern stout", "+", "The Gilded Anchor are taking Lantern Stout on keg"),
    ("different_subject", ("Mariner's Rest", "delivery day", "-"), "thursday", "+", "Mariner's Rest - deliveries Thursday am"),
    ("different_subject", ("Ember Red", "yeast strain", "-"), "ty-04", "+", "Ember Red ferments on TY-04, the Thornbury English strain"),
    ("different_subject", ("Harrow Best Bitter", "ABV", "cask"), "4.3%", "+", "Harrow Best Bitter (cask): 4.3% ABV"),
    ("different_subject", ("Tidewater Pale", "dry hop rate", "-"), "8 g/l", "+", "Tidewater DH 8g/L, single charge on day 3"),
    ("different_subject", ("Smokehouse Rauch", "lagering time", "-"), "6 weeks", "+", "Rauch gets 6 weeks lagering at 0C"),
    ("different_subject", ("Harbourside Social Club", "payment terms", "-"), "30 days", "+", "HSC on 30-day terms"),
    ("different_subject", ("Meadowsweet Saison", "ABV", "-"), "5.5%", "+", "Meadowsweet Saison comes in at 5.5% ABV"),
    # static
    ("static", ("Ferrule Lane Brewing", "founded", "-"), "2016", "+", "Ferrule Lane Brewing, est. 2016"),
    ("static", ("Ferrule Lane Brewing", "founded", "-"), "2016", "+", "we've been going since twenty-sixteen - Moira started the brewery in the old rope works"),
    ("static", ("Ferrule Lane Brewing Ltd", "company number", "-"), "10483276", "+", "Company no. 10483276"),
    ("static", ("Ferrule Lane Brewing Ltd", "company number", "-"), "10483276", "+", "Ferrule Lane Brewing Ltd (Co. Reg. 10 483 276)"),
    ("static", ("FV3", "capacity", "-"), "20 hl", "+", "FV3 is a 20hL vessel"),
    ("static", ("FV3", "capacity", "-"), "20 hl", "+", "fermenter 3 holds 2,000 litres"),
    ("static", ("brewhouse", "brew length", "-"), "10 bbl", "+", "brewhouse is a 10BBL kit"),
    ("static", ("brewhouse", "brew length", "-"), "10 bbl", "+", "Brew length 16.4 hL (10 barrels)"),
    ("static", ("Moira Tallis", "birthday", "-"), "09-10", "+", "Moira's birthday is 9 Oct - cake fund in the office"),
    ("static", ("taproom", "premises licence number", "-"), "kw/pl/0937", "+", "Taproom premises licence: KW/PL/0937"),
    ("static", ("mash tun", "volume", "-"), "1200 l", "+", "Mash tun: 1,200 L"),
    ("static", ("HLT", "volume", "-"), "30 hl", "+", "HLT - 30hL"),
    # membership
    ("membership", ("CIP rota", "member", "-"), "tamsin blyth", "+", "Tam's on the CIP rota now"),
    ("membership", ("weekend bar pool", "member", "-"), "kit marsh", "+", "Kit joined the weekend bar pool"),
    ("membership", ("first-aid team", "member", "-"), "ravi okonjo", "+", "Ravi's on the first-aid team after Saturday's course"),
    ("membership", ("taproom keyholders", "member", "-"), "sol bekker", "+", "Sol added to the keyholder list for the taproom"),
    ("membership", ("events team", "member", "-"), "priya ashdown", "+", "Priya is on the events team for the summer fest"),
    ("membership", ("Northmarch cask club", "member", "-"), "the salt loft", "+", "The Salt Loft joined the Northmarch cask club"),
    ("membership", ("tasting panel", "member", "-"), "effie wren", "+", "Effie Wren is on the tasting panel"),
    ("membership", ("tasting panel", "member", "-"), "joel haverty", "+", "Joel joined the tasting panel too"),
    ("membership", ("forklift-trained list", "member", "-"), "bas timmer", "+", "Bas is on the forklift-trained list now"),
    ("membership", ("SIBA regional group", "member", "-"), "gareth pim", "+", "Gareth's in the SIBA regional group"),
    ("membership", ("van insurance named drivers", "member", "-"), "declan rourke", "+", "Declan added to the van insurance as a named driver"),
    ("membership", ("tasting panel", "member", "-"), "tamsin blyth", "+", "Tam is on the tasting panel as well"),
    # equal_time: six pairs, each two records of one key at one order time with different values
    ("equal_time", ("batch FL-0533", "FG", "-"), "1.011", "+", "FL-0533 FG 1.011", "et1"),
    ("equal_time", ("batch FL-0533", "FG", "-"), "1.013", "+", "0533 final gravity 1.013 (Tam's reading)", "et1"),
    ("equal_time", ("batch FL-0540", "packaged volume", "-"), "38 x 9g", "+", "FL-0540 pkg: 38 x 9g", "et2"),
    ("equal_time", ("batch FL-0540", "packaged volume", "-"), "36 x 9g", "+", "Batch FL-0540 racked into 36 firkins", "et2"),
    ("equal_time", ("stock count", "30L kegs in yard", "-"), "142", "+", "Keg count (yard): 142 x 30L", "et3"),
    ("equal_time", ("stock count", "30L kegs in yard", "-"), "138", "+", "30L empties in the yard: 138", "et3"),
    ("equal_time", ("taproom", "till float", "-"), "150", "+", "Till float \u00a3150", "et4"),
    ("equal_time", ("taproom", "till float", "-"), "200", "+", "Float left in the till: \u00a3200", "et4"),
    ("equal_time", ("batch FL-0551", "ABV", "-"), "5.6%", "+", "FL-0551 Brackwater: 5.6%", "et5"),
    ("equal_time", ("batch FL-0551", "ABV", "-"), "5.4%", "+", "0551 came out at 5.4% abv", "et5"),
    ("equal_time", ("stock count", "full CO2 cylinders", "-"), "5", "+", "CO2 cylinders full in the cage: 5", "et6"),
    ("equal_time", ("stock count", "full CO2 cylinders", "-"), "7", "+", "CO2 cage count - 7 full", "et6"),
    # unrelated
    ("unrelated", ("chatter", "refractometer", "-"), "-", "+", "anyone seen the refractometer? not in the lab drawer"),
    ("unrelated", ("chatter", "quiz turnout", "-"), "-", "+", "great turnout at the quiz last night, cheers all"),
    ("unrelated", ("chatter", "caustic safety", "-"), "-", "+", "reminder: face shield on when you're handling caustic, no excuses"),
    ("unrelated", ("chatter", "mural", "-"), "-", "+", "the mural artist is coming by to measure up the yard wall"),
    ("unrelated", ("chatter", "bins", "-"), "-", "+", "bin men didn't come again, grain bags are stacking up"),
    ("unrelated", ("chatter", "homebrew talk", "-"), "-", "+", "Moira's doing a talk at the homebrew club tonight, wish her luck"),
    ("unrelated", ("chatter", "cold store door", "-"), "-", "+", "Someone left the cold store door open overnight - please check it's shut!"),
    ("unrelated", ("chatter", "mop bucket", "-"), "-", "+", "new mop bucket in the brewhouse, the old one's had it"),
    ("unrelated", ("chatter", "tasting notes", "-"), "-", "+", "tasting notes for the Barleywine are on the whiteboard if anyone wants a read"),
    ("unrelated", ("chatter", "spent grain", "-"), "-", "+", "thanks Dec for staying late to help shift the spent grain"),
    ("unrelated", ("chatter", "review", "-"), "-", "+", "lovely write-up of the tap on the Kestwick Gazette site"),
    ("unrelated", ("chatter", "power cut", "-"), "-", "+", "power cut on the estate 2-3pm, brew wasn't affected"),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
ATTACHED = {"format_variant", "elaboration", "confirmation"}


# ---------------------------------------------------------------------------
def fmt_date(d, f):
    if f == "iso":
        return d.strftime("%Y-%m-%d")
    if f == "dm":
        return "%d/%d" % (d.day, d.month)
    raise ValueError(f)


PH = re.compile(r"\{(\+\d+|nextwd:\d):(\w+)\}")


def resolve(s, when):
    day = when.date()

    def sub(m):
        spec, f = m.group(1), m.group(2)
        if spec.startswith("+"):
            d = day + dt.timedelta(days=int(spec[1:]))
        else:
            wd = int(spec.split(":")[1])
            d = day + dt.timedelta(days=1)
            while d.weekday() != wd:
                d += dt.timedelta(days=1)
        return fmt_date(d, f)
    return PH.sub(sub, s)


def ts(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    span_days = (TIMELINE_END - TIMELINE_START).days
    mems = []

    def tod():
        return dt.timedelta(hours=rng.randint(7, 21), minutes=rng.randint(0, 59))

    for fi, fam in enumerate(FAMILIES):
        n = len(fam["v"])
        att = fam.get("att", [])
        gaps = fam.get("gaps") or [rng.randint(6, 150) for _ in range(n - 1)]
        agaps = [rng.randint(2, 45) for _ in att]
        total = sum(gaps) + sum(agaps) + 7
        start = TIMELINE_START + dt.timedelta(days=rng.randint(0, span_days - total - 1))
        if "start_wd" in fam:
            while start.weekday() != fam["start_wd"]:
                start += dt.timedelta(days=1)
        day = start
        days = [day]
        for g in gaps + agaps:
            day = day + dt.timedelta(days=g)
            days.append(day)
        for i, ver in enumerate(fam["v"]):
            value, pol, style, text = ver[:4]
            tags = ver[4].split() if len(ver) > 4 else []
            t = days[i] + tod()
            mems.append(dict(family=fi, index=i, key=fam["key"], value=resolve(value, t), pol=pol,
                             style=style, tags=tags, text=resolve(text, t), label=None, t=t))
        last = fam["v"][-1]
        for j, (cls, text) in enumerate(att):
            t = days[n + j] + tod()
            mems.append(dict(family=fi, index=n + j, key=fam["key"], value=None,
                             pol=last[1], style="-", tags=[], text=text, label=cls, t=t))
    # attached labelled memories carry the value of the family's last version
    last_val = {}
    for m in mems:
        if m["label"] is None:
            last_val[m["family"]] = m["value"]
    for m in mems:
        if m["label"] is not None:
            m["value"] = last_val[m["family"]]

    groups = {}
    for row in STANDALONE:
        cls, key, value, pol, text = row[:5]
        grp = row[5] if len(row) > 5 else None
        if cls in ("multi_valued", "membership"):
            key = (key[0], "%s: %s" % (key[1], value), key[2])
        if grp and grp in groups:
            t = groups[grp]
        else:
            t = TIMELINE_START + dt.timedelta(days=rng.randint(0, span_days - 2)) + tod()
            if grp:
                groups[grp] = t
        mems.append(dict(family=None, index=0, key=key, value=value, pol=pol, style="-", tags=[],
                         text=text, label=cls, t=t, group=grp))

    # backfilled vs live
    for m in mems:
        m["live"] = rng.random() < LIVE_SHARE
    back = [m for m in mems if not m["live"]]
    rng.shuffle(back)
    clock = IMPORT_DAY + dt.timedelta(seconds=rng.randint(0, 900))
    for k, m in enumerate(back):
        if k:
            clock = clock + dt.timedelta(seconds=rng.randint(1, 4))
        m["created"] = clock
        m["observed"] = m["t"]
    for m in mems:
        if m["live"]:
            m["created"] = m["t"]
            m["observed"] = None

    # ids in a shuffled order, file order shuffled again
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n_, idx in enumerate(order, 1):
        mems[idx]["id"] = "%s%03d" % (PREFIX, n_)
    file_order = list(range(len(mems)))
    rng.shuffle(file_order)
    return mems, [mems[i] for i in file_order]


def order_time(m):
    return m["observed"] if m["observed"] is not None else m["created"]


def compute_truth(mems):
    bykey = {}
    for m in mems:
        bykey.setdefault(m["key"], []).append(m)
    pairs = []
    for key, ms in bykey.items():
        ms = sorted(ms, key=order_time)
        for a in ms:
            ta = order_time(a)
            cands = [b for b in ms if order_time(b) > ta and (b["value"], b["pol"]) != (a["value"], a["pol"])]
            if cands:
                b = min(cands, key=order_time)
                pairs.append(dict(expired_id=a["id"], replacement_id=b["id"],
                                  reason="negation" if a["pol"] != b["pol"] else "value"))
    pairs.sort(key=lambda p: p["expired_id"])
    return pairs


def check(mems, pairs):
    in_pair = set()
    for p in pairs:
        in_pair.add(p["expired_id"])
        in_pair.add(p["replacement_id"])
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory not in a pair", m["id"], m["text"])
    # order times distinct within a family key, except equal_time
    bykey = {}
    for m in mems:
        bykey.setdefault(m["key"], []).append(m)
    for key, ms in bykey.items():
        if any(m["label"] == "equal_time" for m in ms):
            assert all(m["label"] == "equal_time" for m in ms), key
            assert len(ms) == 2 and order_time(ms[0]) == order_time(ms[1]), key
            assert ms[0]["value"] != ms[1]["value"], key
            continue
        tt = [order_time(m) for m in ms]
        assert len(set(tt)) == len(tt), ("equal order times in family", key)
    # attached labelled memories after the last version, same value and polarity
    for fi in range(len(FAMILIES)):
        fam = [m for m in mems if m["family"] == fi]
        vers = [m for m in fam if m["label"] is None]
        last = max(vers, key=order_time)
        for m in fam:
            if m["label"]:
                assert m["label"] in ATTACHED
                assert order_time(m) > order_time(last), m["text"]
                assert (m["value"], m["pol"]) == (last["value"], last["pol"]), m["text"]
        # chain design: consecutive versions differ unless marked as interior confirmation
        for a, b in zip(vers, vers[1:]):
            assert order_time(b) > order_time(a)
            same = (a["value"], a["pol"]) == (b["value"], b["pol"])
            assert same == (b["style"] == "C"), (FAMILIES[fi]["key"], b["text"])
        assert vers[-1]["style"] != "C"
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    norm = [re.sub(r"\W+", " ", t.lower()).strip() for t in texts]
    assert len(set(norm)) == len(norm), "near-duplicated text"
    for m in mems:
        assert m["created"] < HARD_LIMIT and order_time(m) < HARD_LIMIT
        if m["observed"] is not None:
            assert m["observed"] < m["created"], m["id"]
        assert "{" not in m["text"] and "{" not in m["value"]
    back = sorted(m["created"] for m in mems if m["observed"] is not None)
    assert back[-1] - back[0] < dt.timedelta(hours=1)
    assert len({b.date() for b in back}) == 1
    for a, b in zip(back, back[1:]):
        assert 1 <= (b - a).total_seconds() <= 4
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    # replacements that are first memories never appear; every pair is within one key
    byid = {m["id"]: m for m in mems}
    for p in pairs:
        assert byid[p["expired_id"]]["key"] == byid[p["replacement_id"]]["key"]
        assert order_time(byid[p["replacement_id"]]) > order_time(byid[p["expired_id"]])


def features(mems, pairs):
    f = {}
    fams = {}
    for m in mems:
        if m["family"] is not None and m["label"] is None:
            fams.setdefault(m["family"], []).append(m)
    for fi in fams:
        fams[fi].sort(key=order_time)
    f["families"] = fams
    mb, ic, neg, negre = [], [], [], []
    for fi, vs in fams.items():
        vals = [(v["value"], v["pol"]) for v in vs]
        pols = [v["pol"] for v in vs]
        if len(set(pols)) == 1 and any(vals[i] == vals[i + 2] != vals[i + 1] for i in range(len(vals) - 2)):
            mb.append(fi)
        if any(v["style"] == "C" for v in vs):
            ic.append(fi)
        pols = [v["pol"] for v in vs]
        if len(set(pols)) > 1:
            neg.append(fi)
            if any(pols[i] == pols[i + 2] != pols[i + 1] for i in range(len(pols) - 2)):
                negre.append(fi)
    f["moveback"], f["interior_conf"], f["negation"], f["neg_restart"] = mb, ic, neg, negre
    for tag in ("names_old", "reldate", "unit", "handover"):
        f[tag] = [m for m in mems if tag in m["tags"]]
    repl = {p["replacement_id"] for p in pairs}
    rm = [m for m in mems if m["id"] in repl]
    f["replacements"] = rm
    f["reworded"] = [m for m in rm if m["style"] == "R"]
    f["same_line"] = [m for m in rm if m["style"] == "S"]
    return f


def stats_text(mems, pairs):
    f = features(mems, pairs)
    lines = []
    back = [m for m in mems if m["observed"] is not None]
    live = [m for m in mems if m["observed"] is None]
    lines.append("memories                      %4d" % len(mems))
    lines.append("  backfilled (observed_at)    %4d" % len(back))
    lines.append("  live (created_at only)      %4d" % len(live))
    lens = {}
    for vs in f["families"].values():
        lens[len(vs)] = lens.get(len(vs), 0) + 1
    lines.append("changing families             %4d" % len(f["families"]))
    for k in sorted(lens):
        lines.append("  of %d versions               %4d" % (k, lens[k]))
    lines.append("family versions (unlabelled)  %4d" % sum(len(v) for v in f["families"].values()))
    nv = sum(1 for p in pairs if p["reason"] == "value")
    nn = sum(1 for p in pairs if p["reason"] == "negation")
    lines.append("true pairs                    %4d" % len(pairs))
    lines.append("  value                       %4d" % nv)
    lines.append("  negation                    %4d" % nn)
    lab = [m for m in mems if m["label"]]
    lines.append("labelled negatives            %4d" % len(lab))
    for c in CLASSES:
        lines.append("  %-27s %4d" % (c, sum(1 for m in lab if m["label"] == c)))
    lines.append("move-back families            %4d" % len(f["moveback"]))
    lines.append("interior confirmations        %4d" % len(f["interior_conf"]))
    lines.append("negation families             %4d" % len(f["negation"]))
    lines.append("  stop and restart            %4d" % len(f["neg_restart"]))
    lines.append("replacement names old value   %4d" % len(f["names_old"]))
    lines.append("relative dates                %4d" % len(f["reldate"]))
    lines.append("unit/format change in a pair  %4d" % len(f["unit"]))
    lines.append("handover + other subject      %4d" % len(f["handover"]))
    r, s = len(f["reworded"]), len(f["same_line"])
    lines.append("replacement memories          %4d" % len(f["replacements"]))
    lines.append("  reworded                    %4d (%.1f%%)" % (r, 100.0 * r / len(f["replacements"])))
    lines.append("  same line, value swapped    %4d (%.1f%%)" % (s, 100.0 * s / len(f["replacements"])))
    cr = sorted(m["created"] for m in back)
    lines.append("import session                %s .. %s (%ds)" % (ts(cr[0]), ts(cr[-1]), (cr[-1] - cr[0]).total_seconds()))
    ot = sorted(order_time(m) for m in mems)
    lines.append("order times                   %s .. %s" % (ts(ot[0]), ts(ot[-1])))
    return "\n".join(lines)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, file_mems = build()
    pairs = compute_truth(mems)
    check(mems, pairs)
    f = features(mems, pairs)
    assert len(f["reworded"]) + len(f["same_line"]) == len(f["replacements"])
    share = len(f["reworded"]) / len(f["replacements"])
    assert 0.75 <= share <= 0.85, share
    if argv and argv[0] == "--stats":
        print(stats_text(mems, pairs))
        return 0
    if argv and argv[0] == "--list":
        for m in sorted(mems, key=lambda m: m["id"]):
            print("%s\t%s\t%s\t%s | %s | %s\t%s\t%s\t%s" % (
                m["id"], ts(order_time(m)), m["label"] or "-", m["key"][0], m["key"][1], m["key"][2],
                m["value"], m["pol"], "live" if m["observed"] is None else "backfilled"))
        return 0
    with open(os.path.join(OUT_DIR, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m in file_mems:
            o = {"id": m["id"], "content": m["text"], "created_at": ts(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = ts(m["observed"])
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT_DIR, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for p in pairs:
            fh.write(json.dumps(p, ensure_ascii=False) + "\n")
    with open(os.path.join(OUT_DIR, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            fh.write(json.dumps({"id": m["id"], "class": m["label"]}, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
