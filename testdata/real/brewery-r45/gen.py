#!/usr/bin/env python3
"""Blind supersession data set: a craft brewery's production and taproom log.

Everything (brewery, people, pubs, suppliers, beers, codes) is invented.
Truth is computed from the tables below, never from the text.

    python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats  print counts, write nothing
    python3 gen.py --list   print every memory, write nothing
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 4517
PREFIX = "k45-"
LIMIT = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
SESSION_START = dt.datetime(2026, 11, 23, 14, 5, 0, tzinfo=dt.timezone.utc)
BACKFILL_SHARE = 0.75

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration",
           "confirmation", "different_subject", "static", "membership",
           "equal_time", "unrelated"]
ATTACHED = {"format_variant", "elaboration", "confirmation"}


def T(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=dt.timezone.utc)


def next_weekday(t, wd):
    """The coming <weekday> strictly after t's date (Mon=0 .. Sun=6)."""
    d = t.date()
    ahead = (wd - d.weekday()) % 7 or 7
    return (d + dt.timedelta(days=ahead)).isoformat()


def v(date, value, text, pol="+", tags=(), extra=None):
    return dict(date=date, value=value, text=text, pol=pol, tags=tuple(tags), extra=extra)


def lab(cls, date, value, text, pol="+"):
    assert cls in ATTACHED
    return dict(cls=cls, date=date, value=value, text=text, pol=pol)


def fam(name, key, versions, labels=()):
    return dict(name=name, key=key, versions=versions, labels=list(labels))


# ---------------------------------------------------------------------------
# FAMILIES: one changing fact each (subject, attribute, scope); versions in
# order; tags: swap = same record line with the value swapped, old = text
# names the old value, rel = relative date, unit = unit/format change inside
# the pair, handover = handover that also states another subject's fact
# (extra = that fact's key and value; no other memory carries that key).
# ---------------------------------------------------------------------------
FAMILIES = [
    # ---- value families with 3 versions, named-old ----
    fam("sky-base-malt", ("Skylark Pale", "base malt", "-"), [
        v("2025-02-03 09:10", "Corbin Extra Pale",
          "Skylark Pale recipe card (v3)\nBase malt: Corbin Extra Pale, 92%\nCrystal 150: 5%\n"
          "Torrified wheat: 3%\nMash: 66C / 60 min"),
        v("2025-06-10 16:25", "Eastmarsh Pale Ale",
          "trying Eastmarsh pale ale malt in SKY from this brew on, Corbin lead times are silly atm"),
        v("2025-11-18 11:02", "Corbin Vienna",
          "Change: switched the house pale's base malt from Eastmarsh pale ale to Corbin Vienna. "
          "Colour up about 1 EBC, no other recipe change. \u2014 MQ", tags=["old"]),
    ], [lab("confirmation", "2026-02-09 08:50", "Corbin Vienna",
            "Skylark grist still on the Corbin Vienna, nobody touch the recipe card pls")]),

    fam("porter-yeast", ("Lantern Porter", "yeast", "-"), [
        v("2025-03-04 10:00", "house ale slurry",
          "Brew sheet: Lantern Porter\nYeast: house ale (slurry ex FV2)\nPitch: 19C\nFerment: 20C"),
        v("2025-08-21 14:30", "Thames dry",
          "changed the porter's yeast from the house slurry to Thames dry \u2014 3 infected repitches "
          "in a row, not risking it again", tags=["old"]),
    ], [lab("elaboration", "2025-12-02 09:15", "Thames dry",
            "Lantern's on Thames dry yeast now: 2 x 500g bricks a brew, rehydrated 25 min at 27C, "
            "pitched at 18C, no repitching")]),

    fam("lager-bittering-hop", ("Hatchmere Lager", "bittering hop", "-"), [
        v("2025-01-20 08:45", "Magnum",
          "HML recipe\nBittering: Magnum @ 60\nAroma: Saaz @ 10 + whirlpool\nYeast: 34/70"),
        v("2025-09-09 13:15", "Perle",
          "swapped the lager's bittering hop from Magnum to Perle, from WF-1290 on. same IBU target",
          tags=["old"]),
    ]),

    # ---- relative dates ----
    fam("saison-brew-day", ("Rye Saison", "brew day", "October brew"), [
        v("2025-10-01 09:30", "2025-10-09", "Brew schedule wk41: Rye Saison \u2014 Thu 9/10 \u2014 FV5"),
        v("2025-10-08 15:40", next_weekday(T("2025-10-08 15:40"), 1),
          "saison brew's moved to next Tuesday, the rye malt hasn't turned up. FV5 stays empty till then",
          tags=["rel"]),
    ], [lab("format_variant", "2025-10-10 11:20", "2025-10-14",
            "Rye Saison brew day: 14/10/2025 (FV5)")]),

    fam("canner-service-date", ("canning line", "service visit", "2026 spring service"), [
        v("2026-02-16 10:20", "2026-03-02",
          "Aldous Engineering booked for the canner service: Mon 2 March, line down all day"),
        v("2026-02-27 12:05", next_weekday(T("2026-02-27 12:05"), 1),
          "Aldous rang \u2014 canner service moved to next Tuesday. Monday's can run is back on",
          tags=["rel"]),
    ]),

    # ---- unit / format change inside the pair ----
    fam("drovers-hpb-price", ("Drovers Arms", "price per firkin", "Halfpenny Bitter"), [
        v("2025-04-07 11:00", "84.00 GBP", "Drovers Arms \u2014 HPB 9g @ \u00a384.00 + VAT"),
        v("2026-01-05 09:30", "88.00 GBP",
          "Drovers now paying 88 quid a firkin for Halfpenny from Jan, Gail's ok with it", tags=["unit"]),
    ], [lab("format_variant", "2026-03-11 10:40", "88.00 GBP",
            "Drovers Arms price list: Halfpenny Bitter, firkin (40.9L) \u2014 GBP 88.00 ex VAT")]),

    fam("brew-length", ("brewhouse", "brew length", "-"), [
        v("2025-01-13 08:00", "2000 L", "Brewhouse: 20 hL length, 2 brews/day max"),
        v("2025-07-28 17:10", "2500 L",
          "new mash tun's commissioned, we're brewing 2,500 litres a turn from now on", tags=["unit"]),
    ], [lab("format_variant", "2025-10-15 09:05", "2500 L",
            "Brewhouse length: 25 hL (since the mash tun swap)")]),

    # ---- move-backs ----
    fam("guest-line-6", ("taproom", "guest beer", "line 6"), [
        v("2025-05-02 15:00", "Pinmill Mosaic Pale", "Line 6 (guest): Pinmill Brewing \u2014 Mosaic Pale 4.6%"),
        v("2025-05-23 16:45", "Oakhollow Dunkel", "Line 6 (guest): Oakhollow Brewery \u2014 Dunkel 4.9%",
          tags=["swap"]),
        v("2025-06-13 17:20", "Pinmill Mosaic Pale", "Pinmill Mosaic back on line 6, fresh delivery in"),
    ]),

    fam("porter-batch-tank", ("batch WF-1203", "tank", "-"), [
        v("2025-03-18 14:00", "BT2", "Batch: WF-1203\nBeer: Lantern Porter\nTank: BT2\nPkg: cask + keg"),
        v("2025-03-20 08:35", "BT1", "moved the porter to BT1 this am, BT2 needed for the lager"),
        v("2025-03-24 13:10", "BT2", "WF-1203 transferred back to BT2 (BT1 door seal weeping)"),
    ], [lab("elaboration", "2025-03-26 10:30", "BT2",
            "WF-1203 in BT2: 19 hL, carbed to 1.1 vol for the cask fill, finings Thursday, "
            "keep BT2 at 2C")]),

    fam("van-thursday-driver", ("delivery van", "driver", "Thursday run"), [
        v("2025-02-20 07:30", "Gethin Lloyd", "Thurs delivery run: Geth"),
        v("2025-08-14 07:40", "Ollie Strand", "Ollie's driving the Thursday run while Gethin's on paternity"),
        v("2025-10-02 07:50", "Gethin Lloyd", "Gethin Lloyd back on Thursday deliveries from this week"),
    ], [lab("elaboration", "2025-11-06 08:10", "Gethin Lloyd",
            "Thursday run = Geth: van out by 8, Quarry Inn first, back by 2 for the empties")]),

    fam("bell-delivery-day", ("The Bell, Cotley", "delivery day", "-"), [
        v("2025-03-10 10:00", "Wednesday", "Account: The Bell, Cotley\nDelivery: Wednesday\nTerms: 30 days"),
        v("2025-07-07 11:30", "Friday", "Bell want Friday drops now for the weekend trade"),
        v("2025-11-03 09:45", "Wednesday",
          "Account: The Bell, Cotley\nDelivery: Wednesday\nTerms: 30 days\nNote: back to midweek from Nov"),
    ], [lab("elaboration", "2026-01-12 10:15", "Wednesday",
            "Bell at Cotley gets Wednesday deliveries, after 2pm (cellar's locked before that), kegs down "
            "the drop, empties collected the same trip")]),

    # ---- interior confirmations ----
    fam("sky-abv", ("Skylark Pale", "ABV", "-"), [
        v("2025-01-27 10:10", "4.2%", "SKY \u2014 ABV 4.2%"),
        v("2025-06-30 15:05", "4.2%", "Skylark still 4.2 on the new pump clips, checked the proofs"),
        v("2026-04-14 09:20", "4.4%", "House pale goes up to 4.4% from the next brew, clips reordered"),
    ], [lab("format_variant", "2026-06-01 14:00", "4.4%", "Label copy, Skylark Pale: alc. 4.4% vol.")]),

    fam("sat-shift-lead", ("taproom", "shift lead", "Saturday"), [
        v("2025-02-08 10:30", "Kasia Dombek", "Sat shift lead: Kasia D."),
        v("2025-04-05 10:40", "Kasia Dombek", "Kasia leading Saturdays again this month"),
        v("2025-06-07 11:00", "Theo Marsh", "Theo's taking over as Saturday lead from this week"),
    ], [lab("confirmation", "2025-08-16 10:50", "Theo Marsh", "Theo remains Saturday lead, rota confirmed to Sept")]),

    fam("cip-monday", ("CIP rota", "assigned brewer", "Monday"), [
        v("2025-03-03 08:15", "Dev Okonjo", "CIP rota, Mondays: Dev (brewhouse + FVs)"),
        v("2025-05-12 08:20", "Dev Okonjo", "Dev confirmed on Monday CIP again for May\u2013June"),
        v("2025-07-14 08:05", "Rhiannon Tate",
          "Monday CIPs are Rhi's from now on, Dev's on the canning line Mondays"),
    ]),

    # ---- handovers that also state another subject's fact ----
    fam("sun-shift-lead", ("taproom", "shift lead", "Sunday"), [
        v("2025-03-16 11:00", "Jonah Pike", "Sundays: Jonah on lead"),
        v("2025-09-20 23:40", "Theo Marsh",
          "Handover Sat close \u2014 Theo's got Sunday lead from now, Jonah's off to weekday lates. "
          "FYI FV3 is sat at 1.012, leave it alone till Marta's looked",
          tags=["handover"], extra=(("FV3", "gravity", "2025-09-20"), "1.012")),
    ], [lab("elaboration", "2025-10-12 11:05", "Theo Marsh",
            "Sunday lead is Theo: opens up at 11:30, does the cash-up and the line clean before close")]),

    fam("cold-room-setpoint", ("cold room", "setpoint", "-"), [
        v("2025-04-22 09:00", "3 C", "Cold store setpoint 3\u00b0C"),
        v("2025-12-09 17:30", "2 C",
          "Handover Dev \u2192 Rhi: cold room turned down to 2C for the lager kegs. Tennant's engineer is "
          "in Weds 10am about the glycol pump \u2014 someone needs to be here",
          tags=["handover"], extra=(("Tennant engineer", "visit", "glycol pump"), "2025-12-10 10:00")),
    ]),

    # ---- 4 and 5 versions ----
    fam("fgi-dry-hop", ("Fieldgate IPA", "dry hop rate", "-"), [
        v("2025-02-11 09:40", "6 g/L", "FGI DH: 6 g/L, day 4"),
        v("2025-05-19 14:10", "8 g/L", "upping Fieldgate dry hop to 8g/L, it's tasting thin"),
        v("2025-10-27 10:30", "10 g/L", "Fieldgate IPA\nDry hop: 10 g/L (Citra/Nelson split)\nDH day: 4"),
        v("2026-05-05 15:15", "9 g/L", "Fieldgate DH trimmed back to 9 g/L \u2014 hop creep and hop prices"),
    ], [lab("format_variant", "2026-08-03 09:00", "9 g/L", "FGI dry hop = 0.9 kg/hL")]),

    fam("thu-opening", ("taproom", "opening time", "Thursday"), [
        v("2025-01-09 12:00", "16:00", "Thursday: doors 4pm"),
        v("2025-04-17 12:30", "17:00", "Thursdays we're opening at 5 now, not worth it before"),
        v("2025-07-03 13:00", "15:00", "Thu open 15:00 from this week \u2014 Fi"),
        v("2025-10-30 12:15", "16:00", "Taproom Thursday opening time: 16:00"),
    ]),

    fam("kestrel-sky-price", ("Kestrel Beer Supply", "price per firkin", "Skylark Pale"), [
        v("2025-01-15 10:00", "72.00 GBP", "Kestrel Beer Supply \u2014 Skylark 9g: \u00a372.00"),
        v("2025-05-06 10:05", "75.00 GBP", "Kestrel Beer Supply \u2014 Skylark 9g: \u00a375.00", tags=["swap"]),
        v("2025-09-15 11:20", "76.50 GBP", "Kestrel agreed \u00a376.50 a firkin on the house pale after the malt rise"),
        v("2026-02-02 09:55", "79.00 GBP", "Price change for Kestrel: SKY firkins now \u00a379"),
        v("2026-07-01 10:30", "81.00 GBP", "kestrel are fine with 81 a 9g on skylark from july"),
    ], [lab("format_variant", "2026-09-14 12:00", "81.00 GBP", "Kestrel price list line: SKY-9G  81.00")]),

    fam("fri-closing", ("taproom", "closing time", "Friday"), [
        v("2025-01-10 16:00", "23:00", "Fri close 11pm"),
        v("2025-03-14 16:30", "22:00", "Friday close brought forward to 10, the neighbours again"),
        v("2025-05-30 15:45", "23:00", "licence variation came through \u2014 back to 11pm Fridays"),
        v("2025-09-05 14:00", "23:30", "Taproom hours\nFri: 16:00\u201323:30\nLast orders: 23:00"),
        v("2026-05-22 13:30", "00:00", "Fridays we're staying open till midnight from the May bank hol"),
    ], [lab("format_variant", "2026-07-10 12:40", "00:00", "Friday closing: 00:00")]),

    # ---- value families with 3 versions ----
    fam("fv4-contents", ("FV4", "contents", "-"), [
        v("2025-02-18 09:00", "Fieldgate IPA", "FV4 \u2013 Fieldgate IPA, brewed 17/2, OG 1.061"),
        v("2025-03-06 09:10", "Cinder Path Red", "FV4 \u2013 Cinder Path Red, brewed 5/3, OG 1.054", tags=["swap"]),
        v("2025-03-27 08:45", "Hatchmere Lager", "lager went into FV4 yesterday after the red came out"),
    ]),

    fam("kestrel-collection-day", ("Kestrel Beer Supply", "collection day", "-"), [
        v("2025-02-24 09:00", "Monday", "Kestrel collect Mondays, 7\u20139am"),
        v("2025-06-16 09:30", "Tuesday", "Kestrel's van comes Tuesdays now"),
        v("2026-01-19 08:30", "Thursday",
          "From w/c 19 Jan Kestrel Beer Supply collection moves to Thursday (their new route)"),
    ], [lab("confirmation", "2026-04-23 08:40", "Thursday", "Kestrel still collecting Thursdays, same time")]),

    fam("can-supplier", ("brewery", "can supplier", "-"), [
        v("2025-03-12 11:00", "Cantrell Packaging", "Can supplier: Cantrell Packaging (440s + ends)"),
        v("2025-08-05 15:20", "Foxley Can Co",
          "we've moved cans over to Foxley, Cantrell's minimum order went up to a full artic", tags=["old"]),
        v("2026-03-30 10:10", "Bexmoor Packaging", "Cans: Bexmoor Packaging from the April order"),
    ], [lab("elaboration", "2026-06-08 09:30", "Bexmoor Packaging",
            "Bexmoor do our cans and ends now: 440 and 330 sleek, full pallets only, 2-week lead time")]),

    fam("mild-og", ("Marsh Mild", "target OG", "-"), [
        v("2025-01-22 09:00", "1.036", "Marsh Mild target OG 1.036"),
        v("2025-08-11 09:15", "1.038", "Marsh Mild target OG 1.038", tags=["swap"]),
        v("2026-02-23 10:00", "1.035",
          "bringing the mild's OG down to 1035, it's drinking too heavy for a 3.4"),
    ], [lab("format_variant", "2026-05-18 09:30", "1.035", "Mild \u2014 OG 8.8\u00b0P")]),

    fam("quarry-standing-order", ("Quarry Inn", "standing order", "weekly"), [
        v("2025-02-27 10:00", "2 x 9g HPB", "Quarry Inn standing order: 2 x 9g HPB weekly"),
        v("2025-06-26 10:20", "3 x 9g HPB", "Quarry want 3 firkins of Halfpenny a week over summer"),
        v("2025-10-09 10:40", "4 x 9g HPB", "Quarry Inn standing order: 4 x 9g HPB weekly"),
    ]),

    fam("glycol-setpoint", ("glycol chiller", "setpoint", "-"), [
        v("2025-01-30 08:30", "-2 C", "Glycol set -2\u00b0C"),
        v("2025-06-19 16:00", "-3 C", "chiller dropped to -3, it's struggling on crash days"),
        v("2025-12-15 09:10", "-4 C", "Glycol setpoint: -4C (Tennant's recommendation)"),
    ], [lab("format_variant", "2026-02-17 08:20", "-4 C", "Chiller SP: minus 4 \u00b0C")]),

    fam("porter-abv", ("Lantern Porter", "ABV", "-"), [
        v("2025-01-16 11:00", "5.0%", "Lantern Porter 5.0%"),
        v("2025-04-28 14:40", "5.2%", "porter's 5.2 now after the grist tweak"),
        v("2025-12-01 10:05", "4.8%", "LP abv down to 4.8 to keep the price per pint sane"),
    ], [lab("confirmation", "2026-03-03 11:30", "4.8%", "Lantern remains 4.8%, confirmed with Marta for the new clips")]),

    fam("greyfriars-buyer", ("Greyfriars Tap", "buyer", "-"), [
        v("2025-02-05 12:00", "Paula Stennet", "Greyfriars Tap \u2014 buyer: Paula Stennet"),
        v("2025-07-22 12:15", "Amir Haddad", "Greyfriars Tap \u2014 buyer: Amir Haddad", tags=["swap"]),
        v("2026-03-16 12:30", "Bea Lorimer",
          "Bea Lorimer's taking over the Greyfriars ordering from Amir, send everything to her", tags=["old"]),
    ], [lab("elaboration", "2026-05-06 12:10", "Bea Lorimer",
            "Greyfriars orders via Bea Lorimer \u2014 email by Tuesday noon, she wants invoices split cask/keg")]),

    # ---- value families with 2 versions ----
    fam("wf1172-pkg-date", ("batch WF-1172", "packaging date", "-"), [
        v("2025-05-08 16:00", "2025-05-12", "WF-1172 (SKY) pkg date: 12/05"),
        v("2025-05-12 07:55", "2025-05-14", "1172 won't be bright till Weds, packaging pushed to 14 May"),
    ], [lab("format_variant", "2025-05-15 15:30", "2025-05-14",
            "Batch: WF-1172\nBeer: Skylark Pale\nPkg date: 2025-05-14\nPkg: keg + can")]),

    fam("wf1209-gravity", ("batch WF-1209", "gravity", "-"), [
        v("2025-04-15 08:30", "1.016", "WF-1209 gravity 1.016, day 5"),
        v("2025-04-18 08:40", "1.011", "WF-1209 gravity 1.011, day 8", tags=["swap"]),
    ]),

    fam("wf1230-pkg-format", ("batch WF-1230", "packaging format", "-"), [
        v("2025-06-02 10:00", "keg", "Batch: WF-1230\nBeer: Nightjar Stout\nTank: BT3\nPkg: keg"),
        v("2025-06-05 09:30", "cask", "Batch: WF-1230\nBeer: Nightjar Stout\nTank: BT3\nPkg: cask (9g)",
          tags=["swap"]),
    ]),

    fam("red-dry-hop", ("Cinder Path Red", "dry hop variety", "-"), [
        v("2025-03-05 15:00", "Amarillo", "Red DH: Amarillo 4g/L"),
        v("2025-10-20 11:45", "Cascade",
          "Cinder Path's dry hopped with Cascade now \u2014 the Amarillo contract didn't renew", tags=["old"]),
    ]),

    fam("hop-merchant", ("brewery", "hop merchant", "-"), [
        v("2025-01-06 10:00", "Ridgeway Hop Co", "Main hop merchant: Ridgeway Hop Co., forward contract through 2025"),
        v("2026-01-12 09:00", "Larkfield Hops", "Hop merchant for 2026: Larkfield Hops (contract signed 9/1)"),
    ], [lab("elaboration", "2026-03-20 10:00", "Larkfield Hops",
            "Larkfield Hops are our merchant: 2026 contract covers Citra, Mosaic and Cascade, T90 pellets, "
            "monthly call-off")]),

    fam("wed-shift-lead", ("taproom", "shift lead", "Wednesday"), [
        v("2025-02-12 12:00", "Jonah Pike", "Weds lead \u2014 Jonah"),
        v("2025-10-01 12:00", "Kasia Dombek", "Weds lead \u2014 Kasia", tags=["swap"]),
    ], [lab("confirmation", "2026-01-21 12:30", "Kasia Dombek", "Kasia's still on Wednesday lead")]),

    fam("happy-hour", ("taproom", "happy hour", "weekdays"), [
        v("2025-04-01 12:00", "17:00-18:00", "Happy hour Mon\u2013Fri 5\u20136pm, \u00a31 off pints"),
        v("2025-09-29 12:10", "16:00-18:00", "happy hour's 4 till 6 now on weekdays"),
    ]),

    fam("van-garage", ("delivery van", "service garage", "-"), [
        v("2025-03-21 09:00", "Pellow Motors", "Van servicing: Pellow Motors, Mill Lane"),
        v("2025-11-07 10:30", "Hatchmere Autos",
          "Transit's going to Hatchmere Autos for services from now, Pellow closed down", tags=["old"]),
    ], [lab("elaboration", "2026-02-13 09:20", "Hatchmere Autos",
            "Van services at Hatchmere Autos (Unit 3, Forge Road) \u2014 book through Mel, they'll do the MOT too")]),

    fam("van-friday-route", ("delivery van", "route", "Friday"), [
        v("2025-02-14 07:15", "Stenning loop", "Fri van: Stenning loop (Greyfriars, the Anchor, Stenning CC)"),
        v("2025-08-29 07:20", "Cotley loop", "Fri van: Cotley loop (the Bell, the Plough, Cotley Social)",
          tags=["swap"]),
    ]),

    fam("halfmoon-keg-size", ("Half Moon, Stenning", "keg size", "-"), [
        v("2025-04-09 10:00", "50 L", "Half Moon take 50L kegs"),
        v("2025-09-17 14:30", "30 L", "Half Moon switching to 30s, their cellar's too tight for 50s"),
    ], [lab("format_variant", "2026-01-21 10:00", "30 L", "Half Moon (Stenning): 30 litre kegs only")]),

    fam("halfmoon-delivery-day", ("Half Moon, Stenning", "delivery day", "-"), [
        v("2025-04-10 10:30", "Tuesday", "Account: Half Moon, Stenning\nDelivery: Tue\nContainers: keg"),
        v("2025-12-04 11:00", "Monday", "half moon deliveries moving to mondays from the new year"),
    ], [lab("confirmation", "2026-04-06 09:10", "Monday", "Half Moon still Mondays")]),

    fam("ostlers-sky-keg-price", ("Ostler's Rest", "price per 30L keg", "Skylark Pale"), [
        v("2025-05-14 10:00", "96.00 GBP", "Ostler's Rest \u2014 SKY 30L @ \u00a396"),
        v("2026-02-10 10:00", "99.00 GBP", "Ostler's Rest \u2014 SKY 30L @ \u00a399", tags=["swap"]),
    ]),

    fam("salthouse-lager-price", ("Salt House", "price per 50L keg", "Hatchmere Lager"), [
        v("2025-06-11 11:00", "128.00 GBP", "Salt House lager 50L: \u00a3128"),
        v("2026-03-09 11:15", "134.00 GBP", "Salt House lager 50L: \u00a3134", tags=["swap"]),
    ]),

    fam("cip-thursday", ("CIP rota", "assigned brewer", "Thursday"), [
        v("2025-03-06 08:00", "Ollie Strand", "Thu CIP: Ollie"),
        v("2025-11-13 08:10", "Dev Okonjo", "Dev has Thursday CIP now, Ollie's fully on packaging"),
    ], [lab("elaboration", "2026-02-05 08:15", "Dev Okonjo",
            "Thursday CIP = Dev: FV1\u2013FV3 caustic then acid, BT1 sanitise, sign the sheet on the door")]),

    fam("cip-caustic", ("CIP", "caustic strength", "-"), [
        v("2025-02-25 09:00", "2%", "Caustic for CIP: 2% w/v at 70C"),
        v("2025-08-26 09:20", "1.5%", "dropped caustic to 1.5% \u2014 same results, less chemical"),
    ], [lab("confirmation", "2026-01-28 09:40", "1.5%",
            "CIP caustic remains at 1.5%, re-checked with the titration kit")]),

    fam("canner-speed-440", ("canning line", "run speed", "440ml"), [
        v("2025-04-03 13:00", "1500 cans/h", "Canner running 1,500 cans/hr on 440s"),
        v("2025-10-14 15:30", "1800 cans/h", "can line's up to 30 a minute on the 440s after the service", tags=["unit"]),
    ]),

    fam("seam-check", ("canning line", "seam check interval", "-"), [
        v("2025-05-20 10:00", "2 h", "Seam check every 2 hrs during a run"),
        v("2025-11-25 10:15", "1 h", "Seam check every 1 hr during a run", tags=["swap"]),
    ]),

    fam("fgi-nov-brew-day", ("Fieldgate IPA", "brew day", "November brew"), [
        v("2025-10-24 14:00", "2025-11-03", "Brew plan: FGI Mon 3/11, FV1"),
        v("2025-10-29 09:50", "2025-11-05", "Fieldgate moved to Wed 5 Nov (malt delivery late)"),
    ]),

    fam("stout-dec-fermenter", ("Nightjar Stout", "fermenter", "December brew"), [
        v("2025-11-20 10:00", "FV2", "Nightjar Dec brew \u2192 FV2"),
        v("2025-11-27 16:20", "FV6", "stout's going in FV6 not 2, FV2's booked for the mild"),
    ]),

    fam("lager-lagering", ("Hatchmere Lager", "lagering time", "-"), [
        v("2025-02-04 09:30", "28 days", "HML lagering: 4 wks at 0C"),
        v("2025-09-24 10:45", "35 days", "giving the lager 5 weeks cold from now, the last two were a bit green"),
    ], [lab("format_variant", "2026-01-07 09:00", "35 days", "Lager conditioning: 35 days @ 0\u00b0C")]),

    fam("fgi-abv", ("Fieldgate IPA", "ABV", "-"), [
        v("2025-01-28 11:00", "6.2%", "Fieldgate IPA \u2014 6.2% ABV"),
        v("2025-07-09 11:30", "5.9%", "Fieldgate IPA \u2014 5.9% ABV", tags=["swap"]),
    ]),

    fam("sky-can-size", ("Skylark Pale", "can size", "-"), [
        v("2025-03-25 14:00", "440 ml", "SKY cans: 440ml"),
        v("2026-01-26 15:00", "330 ml", "Skylark's moving to 330 cans for the supermarket listing"),
    ], [lab("confirmation", "2026-05-12 10:00", "330 ml",
            "Skylark staying in 330s, confirmed again with the buyer")]),

    fam("sky-pint-price", ("taproom", "pint price", "Skylark Pale"), [
        v("2025-02-03 10:00", "4.60 GBP", "Tap prices: Skylark pint \u00a34.60"),
        v("2025-10-03 17:00", "4.80 GBP", "Skylark's \u00a34.80 a pint in the tap from Monday"),
    ]),

    fam("guest-line-7", ("taproom", "guest beer", "line 7"), [
        v("2025-07-18 15:00", "Sandwell Street Gose", "Line 7 guest: Sandwell Street \u2014 Sea Buckthorn Gose"),
        v("2025-08-08 15:10", "Pinmill Oatmeal Stout", "Line 7 guest: Pinmill \u2014 Oatmeal Stout", tags=["swap"]),
    ]),

    fam("duty-return", ("duty return", "prepared by", "monthly"), [
        v("2025-03-31 16:00", "Marta Quill", "Duty return: MQ files it by the 15th"),
        v("2025-10-31 16:30", "Fiona Achterberg",
          "Fi's doing the monthly duty return from now, Marta's handing it over"),
    ]),

    fam("stock-count-day", ("stock count", "day", "monthly"), [
        v("2025-01-31 18:00", "last Friday", "Stock count: last Friday of the month, after close"),
        v("2025-06-02 09:00", "first Monday",
          "moving stock take to the first Monday of the month, Fridays are too busy"),
    ]),

    fam("kestrel-min-order", ("Kestrel Beer Supply", "minimum order", "-"), [
        v("2025-02-24 11:00", "10 kegs", "Kestrel min order 10 kegs"),
        v("2025-12-08 11:10", "8 kegs", "Kestrel min order 8 kegs", tags=["swap"]),
    ]),

    fam("northway-rep", ("Northway Drinks", "account rep", "-"), [
        v("2025-04-14 10:00", "Lewis Farrant", "Northway Drinks rep: Lewis Farrant"),
        v("2026-02-16 11:40", "Dana Okafor", "Northway Drinks rep: Dana Okafor", tags=["swap"]),
    ]),

    fam("weekend-cover", ("brewhouse", "weekend cover", "-"), [
        v("2025-05-03 09:00", "Rhiannon Tate", "Weekend brewhouse cover (yeast/temps): Rhi"),
        v("2025-12-13 09:30", "Sol Banerjee", "Sol's on weekend temp checks now"),
    ]),

    fam("co2-supplier", ("brewery", "CO2 supplier", "-"), [
        v("2025-01-08 09:00", "Brightgas", "CO2 supplier: Brightgas (bulk tank)"),
        v("2025-09-02 09:15", "Coldwell Gases", "CO2 supplier: Coldwell Gases (bulk tank)", tags=["swap"]),
    ], [lab("confirmation", "2026-03-25 09:00", "Coldwell Gases", "Still Coldwell for the CO2, tank refill due Fri")]),

    fam("oldale-release", ("Winterbourne Old Ale", "release date", "2025 release"), [
        v("2025-08-18 12:00", "2025-11-01", "Winterbourne release: Sat 1 Nov"),
        v("2025-10-13 12:30", "2025-11-15",
          "Winterbourne's launch pushed to the 15th, it needs longer in the cask"),
    ]),

    fam("sour-ph", ("Cloudberry Sour", "target pH", "-"), [
        v("2025-06-23 10:00", "3.4", "Cloudberry kettle sour: target pH 3.4 before boil"),
        v("2026-06-15 10:20", "3.3", "taking Cloudberry to 3.3 pH next time, wants more bite"),
    ], [lab("confirmation", "2026-09-07 10:00", "3.3", "Cloudberry target confirmed at pH 3.3 for the autumn brew")]),

    fam("sat-opening", ("taproom", "opening time", "Saturday"), [
        v("2025-02-08 11:00", "12:00", "Sat: doors 12"),
        v("2026-04-18 09:00", "11:00", "Saturdays the tap's opening at 11am from this weekend"),
    ]),

    fam("spent-grain", ("spent grain", "collected by", "-"), [
        v("2025-01-14 08:00", "Abel Hollins", "Spent grain \u2192 Abel Hollins (Brookend Farm), collects Tue/Fri"),
        v("2025-08-19 08:30", "Tredwell's Dairy",
          "spent grain's going to Tredwell's Dairy now, Abel's packed in the cattle"),
    ], [lab("elaboration", "2025-11-11 08:20", "Tredwell's Dairy",
            "Tredwell's Dairy take the spent grain \u2014 Tue and Fri pickups, 2 IBCs, they bring clean ones back")]),

    # ---- negation families ----
    fam("fri-food-van", ("taproom", "food van", "Friday"), [
        v("2025-04-25 12:00", "Forno Rosa pizza van", "Fridays: Forno Rosa pizza van in the yard from 5"),
        v("2025-10-31 10:00", "Forno Rosa pizza van",
          "no pizza van on Fridays over winter, Forno Rosa have gone seasonal", pol="-"),
        v("2026-03-27 12:00", "Forno Rosa pizza van", "Forno Rosa are back in the yard on Fridays from this week"),
    ], [lab("confirmation", "2026-06-19 12:00", "Forno Rosa pizza van",
            "Pizza van still on Fridays, they'll do 5\u20139")]),

    fam("cider-line-8", ("taproom", "guest cider", "line 8"), [
        v("2025-03-28 14:00", "Tillbury Farm cider", "Line 8: Tillbury Farm cider (bag-in-box)"),
        v("2025-07-11 14:30", "Tillbury Farm cider",
          "cider line's off, we've pulled the Tillbury \u2014 nobody's drinking it", pol="-"),
        v("2025-09-12 14:00", "Tillbury Farm cider", "Tillbury cider back on 8 for the autumn"),
    ]),

    fam("sunday-trading", ("taproom", "Sunday opening", "-"), [
        v("2025-01-12 11:30", "open Sundays", "Taproom Sundays: 12\u20136"),
        v("2025-11-09 18:30", "open Sundays",
          "No Sunday opening from now until spring \u2014 not enough staff", pol="-"),
        v("2026-04-05 11:00", "open Sundays", "Sunday opening's back from today, 12 till 6"),
    ], [lab("elaboration", "2026-05-03 11:15", "open Sundays",
            "Sunday trading: 12:00\u201318:00, kids welcome till 5, last orders 17:45")]),

    fam("drovers-mild", ("Drovers Arms", "takes Marsh Mild", "cask"), [
        v("2025-02-17 09:30", "Marsh Mild 9g weekly", "Drovers on the Marsh Mild, 1 x 9g a week"),
        v("2025-05-26 10:00", "Marsh Mild 9g weekly",
          "Drovers have dropped the mild, Gail says it's not turning over in the warm", pol="-"),
        v("2025-09-22 10:15", "Marsh Mild 9g weekly", "Marsh Mild back on at the Drovers Arms \u2014 9g weekly again"),
        v("2026-06-08 10:30", "Marsh Mild 9g weekly", "Drovers off the mild again for summer", pol="-"),
    ]),

    fam("tuesday-quiz", ("taproom", "quiz night", "Tuesday"), [
        v("2025-03-11 12:00", "quiz night", "Quiz night: Tuesdays 8pm, Jonah hosts"),
        v("2025-08-12 12:00", "quiz night", "Tuesday quiz is finished, not enough teams since June", pol="-"),
    ]),

    fam("salthouse-contract", ("Salt House", "contract brew", "house lager"), [
        v("2025-01-21 10:00", "contract brew",
          "We contract-brew the Salt House's house lager (their label, our HML base), 1 brew a month"),
        v("2026-04-20 10:30", "contract brew",
          "Salt House contract brew finished \u2014 last one was WF-1311, they've gone to a bigger brewery",
          pol="-"),
    ]),

    fam("night-canning", ("canning line", "night shift", "-"), [
        v("2025-05-07 17:00", "Wednesday", "Night canning: Wednesdays 6pm\u20132am, Ollie + 1"),
        v("2025-09-10 17:10", "Thursday", "moved night canning to Thursdays"),
        v("2026-01-08 09:00", "Thursday", "No more night canning runs from January \u2014 day shifts only", pol="-"),
    ]),

    fam("chiller-contract", ("glycol chiller", "service contract", "-"), [
        v("2025-02-19 10:00", "Tennant Fluid Services",
          "Chiller: annual service contract with Tennant Fluid Services (renews Feb)"),
        v("2026-02-25 10:20", "Tennant Fluid Services",
          "Cancelled the Tennant contract, chiller's pay-as-you-go from here", pol="-"),
    ], [lab("confirmation", "2026-06-22 10:00", "Tennant Fluid Services",
            "Still no service contract on the chiller, we call Tennant as and when", pol="-")]),
]


# ---------------------------------------------------------------------------
# STANDALONE labelled negatives: (class, date, key, value, text[, pol, multi])
# multi = multi-valued attribute: the value is part of the fact key.
# ---------------------------------------------------------------------------
def s(cls, date, key, value, text, pol="+", multi=False):
    assert cls in CLASSES and cls not in ATTACHED
    return dict(cls=cls, date=date, key=key, value=value, text=text, pol=pol, multi=multi)


STANDALONE = [
    # multi_valued
    s("multi_valued", "2025-02-03 09:30", ("Skylark Pale", "allergen", "-"), "barley",
      "Skylark allergens: barley (gluten)", multi=True),
    s("multi_valued", "2025-06-20 10:00", ("Skylark Pale", "allergen", "-"), "wheat",
      "Skylark also needs wheat on the allergen line \u2014 the torrified wheat's in the grist", multi=True),
    s("multi_valued", "2025-03-07 11:00", ("Nightjar Stout", "allergen", "-"), "oats",
      "Nightjar label \u2014 contains: oats", multi=True),
    s("multi_valued", "2025-09-30 14:00", ("Nightjar Stout", "allergen", "-"), "lactose",
      "another allergen for Nightjar from the winter batch: lactose (milk), labels updated", multi=True),
    s("multi_valued", "2025-02-17 10:00", ("Drovers Arms", "contact", "-"), "Gail Mercer",
      "Drovers contact: Gail Mercer (landlady) 07700 900431", multi=True),
    s("multi_valued", "2025-08-04 15:00", ("Drovers Arms", "contact", "-"), "Rob Asante",
      "another contact at the Drovers \u2014 Rob Asante, cellarman, ring him for delivery times", multi=True),
    s("multi_valued", "2025-03-03 14:00", ("Kestrel Beer Supply", "drop site", "-"), "Ashby Road",
      "Kestrel depot: Unit 4, Ashby Road", multi=True),
    s("multi_valued", "2026-02-12 13:00", ("Kestrel Beer Supply", "drop site", "-"), "Tanners Yard",
      "Kestrel added a second drop point at Tanners Yard for the coast accounts", multi=True),
    s("multi_valued", "2025-02-11 10:00", ("Fieldgate IPA", "hop supplier", "-"), "Larkfield Hops",
      "Fieldgate's Citra comes from Larkfield", multi=True),
    s("multi_valued", "2025-10-27 12:00", ("Fieldgate IPA", "hop supplier", "-"), "Southmere Hop Traders",
      "also getting Nelson for FGI from Southmere Hop Traders now", multi=True),
    s("multi_valued", "2025-04-12 09:00", ("brewery", "market stall site", "-"), "Hatchmere Saturday market",
      "market stall: Hatchmere Saturday market, gazebo + 2 cask stillage", multi=True),
    s("multi_valued", "2025-07-01 16:00", ("brewery", "market stall site", "-"), "Cotley farmers' market",
      "added another market \u2014 Cotley farmers' market, 1st Thursday of the month", multi=True),
    # scope_disjoint
    s("scope_disjoint", "2025-06-14 13:00", ("taproom", "closing time", "Saturday"), "23:30", "Sat close: 23:30"),
    s("scope_disjoint", "2025-04-07 11:10", ("Drovers Arms", "price per firkin", "Lantern Porter"), "86.00 GBP",
      "Drovers Arms \u2014 Lantern Porter 9g @ \u00a386.00"),
    s("scope_disjoint", "2025-05-23 12:00", ("taproom", "guest beer", "line 5"), "Oakhollow Kolsch",
      "Line 5 guest: Oakhollow K\u00f6lsch"),
    s("scope_disjoint", "2025-03-03 10:00", ("CIP rota", "assigned brewer", "Wednesday"), "Ollie Strand",
      "CIP Weds: Ollie"),
    s("scope_disjoint", "2025-08-14 12:00", ("delivery van", "driver", "Tuesday run"), "Sol Banerjee",
      "Sol's doing the Tuesday van run"),
    s("scope_disjoint", "2025-06-07 12:00", ("taproom", "shift lead", "Friday"), "Fiona Achterberg",
      "Fri lead: Fi"),
    s("scope_disjoint", "2025-09-15 12:00", ("Kestrel Beer Supply", "price per firkin", "Lantern Porter"),
      "78.00 GBP", "Kestrel \u2014 Lantern Porter firkin \u00a378.00"),
    s("scope_disjoint", "2025-10-06 12:00", ("taproom", "pint price", "Lantern Porter"), "4.90 GBP",
      "Porter's \u00a34.90 a pint in the tap"),
    s("scope_disjoint", "2025-10-14 16:00", ("canning line", "run speed", "330ml"), "2100 cans/h",
      "330s run at 35 a minute on the can line"),
    s("scope_disjoint", "2025-05-10 12:00", ("taproom", "food van", "Saturday"), "Little Bao Co van",
      "Saturday food: the Little Bao Co van"),
    s("scope_disjoint", "2025-11-05 10:00", ("Fieldgate IPA", "dry hop rate", "cask"), "5 g/L",
      "Cask FGI: DH 5 g/L"),
    s("scope_disjoint", "2025-10-20 12:00", ("taproom", "pint price", "Skylark Pale, staff"), "3.20 GBP",
      "staff price on Skylark: \u00a33.20 a pint"),
    # different_subject
    s("different_subject", "2025-05-01 10:00", ("Cinder Path Red", "ABV", "-"), "5.2%", "Cinder Path Red \u2014 5.2% ABV"),
    s("different_subject", "2025-07-15 10:00", ("Marsh Mild", "base malt", "-"), "Eastmarsh Pale Ale",
      "Marsh Mild base malt: Eastmarsh Pale Ale"),
    s("different_subject", "2025-08-06 11:00", ("Ostler's Rest", "delivery day", "-"), "Wednesday",
      "Ostler's Rest delivery: Wednesday"),
    s("different_subject", "2026-01-08 11:00", ("Greyfriars Tap", "price per firkin", "Halfpenny Bitter"),
      "88.00 GBP", "Greyfriars pay \u00a388 a 9g for HPB"),
    s("different_subject", "2025-11-04 09:00", ("Cinder Path Red", "yeast", "-"), "Thames dry",
      "Cinder Path Red yeast: Thames dry"),
    s("different_subject", "2025-09-01 10:00", ("Nightjar Stout", "ABV", "-"), "5.9%", "Nightjar Stout ABV 5.9%"),
    s("different_subject", "2025-04-02 09:00", ("batch WF-1214", "tank", "-"), "BT1", "WF-1214 (mild) in BT1"),
    s("different_subject", "2025-07-24 12:00", ("Greyfriars Tap", "delivery day", "-"), "Friday",
      "Greyfriars delivery day: Friday"),
    s("different_subject", "2026-02-03 14:00", ("Hatchmere Lager", "can size", "-"), "440 ml", "HML cans: 440ml"),
    s("different_subject", "2025-07-02 09:00", ("FV6", "contents", "-"), "Fieldgate IPA",
      "FV6 \u2013 Fieldgate IPA, brewed 1/7"),
    s("different_subject", "2025-10-09 13:00", ("Quarry Inn", "keg size", "-"), "50 L",
      "Quarry Inn: 50L kegs for the lager"),
    s("different_subject", "2025-10-16 10:00", ("Rye Saison", "ABV", "-"), "6.2%", "Rye Saison 6.2%"),
    # static (four stated twice in different formats)
    s("static", "2025-01-05 10:00", ("Wrenfold Brewery", "founded", "-"), "2017", "Wrenfold Brewery, est. 2017"),
    s("static", "2025-09-08 15:00", ("Wrenfold Brewery", "founded", "-"), "2017",
      "we started brewing in the old dairy back in 2017"),
    s("static", "2025-01-13 10:00", ("FV3", "capacity", "-"), "2500 L", "FV3 capacity: 25 hL"),
    s("static", "2025-06-03 11:00", ("FV3", "capacity", "-"), "2500 L", "FV3's the 2,500 litre one"),
    s("static", "2025-03-19 09:00", ("delivery van", "registration", "-"), "HT19 WFB", "Van reg: HT19 WFB"),
    s("static", "2026-01-30 09:00", ("delivery van", "registration", "-"), "HT19 WFB",
      "reg for the Transit, for the insurance form: HT19WFB"),
    s("static", "2025-02-28 12:00", ("Marta Quill", "date of birth", "-"), "1984-03-03", "MQ DOB 03/03/1984"),
    s("static", "2025-11-21 12:00", ("Marta Quill", "date of birth", "-"), "1984-03-03",
      "Marta \u2014 born 3 March 1984 (for the licence renewal)"),
    s("static", "2025-04-04 10:00", ("taproom", "premises licence number", "-"), "HAT/PL/0392",
      "Premises licence: HAT/PL/0392"),
    s("static", "2025-05-27 10:00", ("Wrenfold Brewery", "duty registration", "-"), "WFB-DR-55810",
      "Our duty reg number is WFB-DR-55810"),
    s("static", "2025-01-13 10:30", ("HLT", "capacity", "-"), "4000 L", "HLT capacity: 40 hL"),
    s("static", "2025-06-18 09:00", ("Wrenfold Brewery", "address", "-"), "Unit 7, Saltings Lane, Hatchmere",
      "Wrenfold Brewery, Unit 7, Saltings Lane, Hatchmere"),
    # membership
    s("membership", "2025-03-12 15:00", ("Dev Okonjo", "member of", "cask team"), "yes", "Dev is on the cask team"),
    s("membership", "2025-05-15 12:00", ("Kasia Dombek", "member of", "events crew"), "yes",
      "Kasia joined the taproom events crew"),
    s("membership", "2025-09-25 10:00", ("Half Moon, Stenning", "member of", "Kestrel delivery pool"), "yes",
      "Half Moon's joined the Kestrel delivery pool"),
    s("membership", "2025-04-08 09:00", ("Rhiannon Tate", "member of", "first-aid rota"), "yes",
      "Rhi's been added to the first-aid rota"),
    s("membership", "2025-04-28 09:00", ("Sol Banerjee", "member of", "brewhouse team"), "yes",
      "Sol joined the brewhouse team this week, say hello"),
    s("membership", "2025-06-25 11:00", ("Wrenfold Brewery", "member of", "Hatchmere Independent Brewers co-op"), "yes",
      "We're in the Hatchmere Independent Brewers co-op now (joint malt buying)"),
    s("membership", "2025-08-20 10:00", ("Theo Marsh", "member of", "fire marshals"), "yes",
      "Theo is on the fire marshal list"),
    s("membership", "2025-10-22 14:00", ("Ollie Strand", "member of", "forklift-trained list"), "yes",
      "Ollie signed up to the forklift-trained list"),
    s("membership", "2025-12-17 11:00", ("The Bell, Cotley", "member of", "Ridge Pubs group"), "yes",
      "The Bell at Cotley is part of the Ridge Pubs group"),
    s("membership", "2026-02-24 10:00", ("Jonah Pike", "member of", "cellar training group"), "yes",
      "Jonah's in the cellar-training group this spring"),
    s("membership", "2026-04-01 09:00", ("Gethin Lloyd", "member of", "van insurance named drivers"), "yes",
      "Geth added to the van insurance as a named driver"),
    s("membership", "2026-06-29 16:00", ("Fiona Achterberg", "member of", "regional brewers' committee"), "yes",
      "Fi's on the regional brewers' committee now"),
    # equal_time: six pairs, one key, one order time, different values
    s("equal_time", "2026-04-09 10:15", ("batch WF-1266", "OG", "-"), "1.050", "WF-1266 OG 1.050"),
    s("equal_time", "2026-04-09 10:15", ("batch WF-1266", "OG", "-"), "1.052", "Batch WF-1266 \u2014 OG 1.052 (refractometer)"),
    s("equal_time", "2026-06-08 09:00", ("taproom", "closing shift", "2026-06-13"), "Theo Marsh", "Sat 13/6 close: Theo"),
    s("equal_time", "2026-06-08 09:00", ("taproom", "closing shift", "2026-06-13"), "Jonah Pike",
      "Saturday 13 June close \u2014 Jonah"),
    s("equal_time", "2026-03-02 08:30", ("FV1", "contents", "-"), "Marsh Mild", "FV1 \u2013 Marsh Mild, brewed 27/2"),
    s("equal_time", "2026-03-02 08:30", ("FV1", "contents", "-"), "Cinder Path Red", "FV1: Cinder Path Red (brewed Fri)"),
    s("equal_time", "2026-05-11 14:00", ("Quarry Inn", "price per firkin", "Halfpenny Bitter"), "85.00 GBP",
      "Quarry Inn HPB 9g \u00a385"),
    s("equal_time", "2026-05-11 14:00", ("Quarry Inn", "price per firkin", "Halfpenny Bitter"), "87.50 GBP",
      "Quarry Halfpenny firkin price: \u00a387.50"),
    s("equal_time", "2026-07-20 16:00", ("batch WF-1301", "packaging date", "-"), "2026-07-23", "WF-1301 pkg: 23/07"),
    s("equal_time", "2026-07-20 16:00", ("batch WF-1301", "packaging date", "-"), "2026-07-24",
      "1301 packaging Fri 24/7"),
    s("equal_time", "2026-09-04 12:00", ("taproom", "guest beer", "line 4"), "Pinmill Best Bitter",
      "Line 4 guest: Pinmill Best Bitter"),
    s("equal_time", "2026-09-04 12:00", ("taproom", "guest beer", "line 4"), "Oakhollow Pils", "line 4: Oakhollow Pils"),
    # unrelated chatter
    s("unrelated", "2025-02-21 15:00", ("-", "chatter", "1"), "-",
      "anyone seen the good hose clamp? the 2 inch tri-clamp one"),
    s("unrelated", "2025-04-30 10:00", ("-", "chatter", "2"), "-", "Cake in the office for Ollie's birthday, help yourselves"),
    s("unrelated", "2025-06-09 08:00", ("-", "chatter", "3"), "-", "Reminder: hi-vis on in the yard when the forklift's out"),
    s("unrelated", "2025-07-31 09:00", ("-", "chatter", "4"), "-", "The grain store door's sticking again, give it a shove"),
    s("unrelated", "2025-09-03 13:00", ("-", "chatter", "5"), "-",
      "Lovely write-up of the porter in the county mag, nice one all"),
    s("unrelated", "2025-10-10 07:45", ("-", "chatter", "6"), "-", "Who left the HLT lid open? steam everywhere"),
    s("unrelated", "2025-12-22 16:00", ("-", "chatter", "7"), "-", "Mop bucket's gone walkabout, if found return to the cellar"),
    s("unrelated", "2026-01-16 19:00", ("-", "chatter", "8"), "-", "wifi in the taproom is crawling, I've restarted the router"),
    s("unrelated", "2026-03-23 10:00", ("-", "chatter", "9"), "-", "Great turnout for the open day, thanks everyone"),
    s("unrelated", "2026-05-29 11:00", ("-", "chatter", "10"), "-", "Radio in the brewhouse is stuck on the cricket again"),
    s("unrelated", "2026-08-12 09:00", ("-", "chatter", "11"), "-", "Pen by the brew sheets has died, new box in the drawer"),
    s("unrelated", "2026-10-07 15:00", ("-", "chatter", "12"), "-", "Tasting panel at 4 today, bring your sheets"),
]


# ---------------------------------------------------------------------------
def fact_key(key, value, multi):
    subj, attr, scope = key
    if multi:
        attr = "%s [%s]" % (attr, value)
    return (subj, attr, scope)


def build():
    mems = []
    for f in FAMILIES:
        for i, ver in enumerate(f["versions"]):
            mems.append(dict(text=ver["text"], order=T(ver["date"]), key=f["key"], value=ver["value"],
                             pol=ver["pol"], label=None, family=f["name"], vidx=i, tags=ver["tags"],
                             extra=ver["extra"]))
        for lb in f["labels"]:
            mems.append(dict(text=lb["text"], order=T(lb["date"]), key=f["key"], value=lb["value"],
                             pol=lb["pol"], label=lb["cls"], family=f["name"], vidx=None, tags=(), extra=None))
    for x in STANDALONE:
        mems.append(dict(text=x["text"], order=T(x["date"]), key=fact_key(x["key"], x["value"], x["multi"]),
                         value=x["value"], pol=x["pol"], label=x["cls"], family=None, vidx=None, tags=(),
                         extra=None))

    rng = random.Random(SEED)
    n = len(mems)
    nb = round(BACKFILL_SHARE * n)
    back = set(rng.sample(range(n), nb))
    session = sorted(back)
    rng.shuffle(session)
    t = SESSION_START
    for k, i in enumerate(session):
        if k:
            t = t + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = t
        mems[i]["observed"] = mems[i]["order"]
    for i in range(n):
        if i not in back:
            mems[i]["created"] = mems[i]["order"]
            mems[i]["observed"] = None
    idorder = list(range(n))
    rng.shuffle(idorder)
    for k, i in enumerate(idorder):
        mems[i]["id"] = "%s%03d" % (PREFIX, k + 1)
    fileorder = list(range(n))
    rng.shuffle(fileorder)
    return mems, fileorder, session


def compute_truth(mems):
    groups = {}
    for m in mems:
        groups.setdefault(m["key"], []).append(m)
    pairs = []
    for key, g in groups.items():
        for m in g:
            newer = [x for x in g if x["order"] > m["order"] and (x["value"], x["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            first = min(x["order"] for x in newer)
            cands = [x for x in newer if x["order"] == first]
            assert len(cands) == 1, ("ambiguous replacement", key)
            r = cands[0]
            pairs.append((m, r, "negation" if r["pol"] != m["pol"] else "value"))
    return pairs, groups


def check(mems, pairs, groups, session):
    inpair = set()
    for a, b, _ in pairs:
        inpair.add(a["id"])
        inpair.add(b["id"])
    for m in mems:
        if m["label"]:
            assert m["id"] not in inpair, ("labelled memory in a pair", m["id"], m["text"])
        else:
            assert m["id"] in inpair, ("unlabelled memory in no pair", m["id"], m["text"])
    # distinct order times within a key, except equal_time
    for key, g in groups.items():
        times = [m["order"] for m in g]
        if any(m["label"] == "equal_time" for m in g):
            assert len(g) == 2 and all(m["label"] == "equal_time" for m in g), key
            assert g[0]["order"] == g[1]["order"] and g[0]["value"] != g[1]["value"], key
        else:
            assert len(set(times)) == len(times), ("order times not distinct", key)
    # attached labels after the last version, same value and polarity
    for f in FAMILIES:
        last = f["versions"][-1]
        dates = [T(x["date"]) for x in f["versions"]]
        assert dates == sorted(dates), f["name"]
        for lb in f["labels"]:
            assert T(lb["date"]) > T(last["date"]), (f["name"], lb["text"])
            assert (lb["value"], lb["pol"]) == (last["value"], last["pol"]), (f["name"], lb["text"])
        for ver in f["versions"]:
            if ver["extra"]:
                ek = ver["extra"][0]
                assert ek not in groups, ("extra fact key reused", ek)
    # no duplicated text
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    assert all(t.strip() for t in texts)
    # times
    for m in mems:
        assert m["created"] < LIMIT and m["order"] < LIMIT
        if m["observed"] is not None:
            assert m["observed"] < m["created"], m["id"]
    st = [mems[i]["created"] for i in session]
    assert max(st) - min(st) < dt.timedelta(hours=1)
    assert len({x.date() for x in st}) == 1
    # relative dates are derivable from the order time
    for f in FAMILIES:
        for ver in f["versions"]:
            if "rel" in ver["tags"]:
                assert ver["value"] == next_weekday(T(ver["date"]), 1), f["name"]
    # ids unique
    assert len({m["id"] for m in mems}) == len(mems)
    assert set(m["label"] for m in mems if m["label"]) == set(CLASSES)


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def features():
    out = dict(move_backs=0, interior_confirmations=0, negation_families=0, restart_families=0,
               names_old=0, relative_dates=0, unit_changes=0, handovers_extra=0,
               change_points=0, swapped=0)
    for f in FAMILIES:
        vs = [(x["value"], x["pol"]) for x in f["versions"]]
        pols = [x["pol"] for x in f["versions"]]
        if len(set(pols)) > 1:
            out["negation_families"] += 1
            if "+-+" in "".join(pols):
                out["restart_families"] += 1
        else:
            # move-back: a value that returns after a different value
            for k in range(2, len(vs)):
                if vs[k] in vs[:k - 1] and vs[k] != vs[k - 1]:
                    out["move_backs"] += 1
                    break
        for k in range(1, len(vs)):
            if vs[k] == vs[k - 1]:
                out["interior_confirmations"] += 1
            else:
                out["change_points"] += 1
                if "swap" in f["versions"][k]["tags"]:
                    out["swapped"] += 1
        for x in f["versions"]:
            out["names_old"] += "old" in x["tags"]
            out["relative_dates"] += "rel" in x["tags"]
            out["unit_changes"] += "unit" in x["tags"]
            out["handovers_extra"] += "handover" in x["tags"]
    return out


def stats_text(mems, pairs):
    lines = []
    nb = sum(1 for m in mems if m["observed"] is not None)
    sizes = {}
    for f in FAMILIES:
        sizes[len(f["versions"])] = sizes.get(len(f["versions"]), 0) + 1
    nv = sum(1 for p in pairs if p[2] == "value")
    nn = sum(1 for p in pairs if p[2] == "negation")
    lines.append("%-28s %4d" % ("memories", len(mems)))
    lines.append("%-28s %4d" % ("  backfilled", nb))
    lines.append("%-28s %4d" % ("  live", len(mems) - nb))
    lines.append("%-28s %4d" % ("changing families", len(FAMILIES)))
    for k in sorted(sizes):
        lines.append("%-28s %4d" % ("  with %d versions" % k, sizes[k]))
    lines.append("%-28s %4d" % ("family versions", sum(len(f["versions"]) for f in FAMILIES)))
    lines.append("%-28s %4d" % ("true pairs", len(pairs)))
    lines.append("%-28s %4d" % ("  value", nv))
    lines.append("%-28s %4d" % ("  negation", nn))
    lab = [m for m in mems if m["label"]]
    lines.append("%-28s %4d" % ("labelled negatives", len(lab)))
    for c in CLASSES:
        lines.append("%-28s %4d" % ("  " + c, sum(1 for m in lab if m["label"] == c)))
    ft = features()
    for k in ["move_backs", "interior_confirmations", "negation_families", "restart_families",
              "names_old", "relative_dates", "unit_changes", "handovers_extra"]:
        lines.append("%-28s %4d" % (k.replace("_", " "), ft[k]))
    lines.append("%-28s %4d" % ("replacement memories", ft["change_points"]))
    lines.append("%-28s %4d" % ("  same line, value swapped", ft["swapped"]))
    lines.append("%-28s %5.1f%%" % ("  reworded", 100.0 * (ft["change_points"] - ft["swapped"]) / ft["change_points"]))
    return "\n".join(lines)


def main(argv):
    if len(argv) > 1:
        if len(argv) != 2 or argv[1] not in ("--stats", "--list"):
            sys.stderr.write("usage: gen.py [--stats|--list]\n")
            return 2
    mems, fileorder, session = build()
    pairs, groups = compute_truth(mems)
    check(mems, pairs, groups, session)
    if len(argv) == 2 and argv[1] == "--stats":
        print(stats_text(mems, pairs))
        return 0
    if len(argv) == 2 and argv[1] == "--list":
        for m in sorted(mems, key=lambda m: m["id"]):
            print("%s\t%s\t%s\t%s\t%s\t%s\t%s" % (
                m["id"], iso(m["order"]), m["label"] or "-", " | ".join(m["key"]), m["value"], m["pol"],
                "backfilled" if m["observed"] is not None else "live"))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for i in fileorder:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": iso(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = iso(m["observed"])
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for a, b, r in sorted(pairs, key=lambda p: (p[0]["id"], p[1]["id"])):
            fh.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            fh.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
