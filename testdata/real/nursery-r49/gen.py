#!/usr/bin/env python3
"""nursery-r49: blind supersession set, a day nursery's shared notes.

python3 gen.py          writes memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  prints counts, writes nothing
python3 gen.py --list   prints every memory, writes nothing

Everything is held in explicit tables (FAMILIES of versions, STANDALONE labelled memories).
Truth is computed from the tables (fact key, value key, polarity, order time), never from text.
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 4949
PREFIX = "r49-"
HERE = os.path.dirname(os.path.abspath(__file__))

LIMIT = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
T_MIN = dt.datetime(2025, 9, 1, tzinfo=dt.timezone.utc)
T_MAX = dt.datetime(2026, 11, 15, tzinfo=dt.timezone.utc)
SESSION_START = dt.datetime(2026, 11, 28, 10, 4, 0, tzinfo=dt.timezone.utc)

# attributes where every value is its own fact
MULTI = {"allergy", "may collect", "emergency contact", "regular trip", "home language"}

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
ATTACHED = {"format_variant", "elaboration", "confirmation"}


def V(value, text, pol="+", same=False, tags=()):
    """One version of a changing fact. same=True: same record line with the value swapped."""
    return {"value": value, "text": text, "pol": pol, "same": same, "tags": set(tags)}


def A(cls, text, value=None):
    """A labelled memory attached after a family's last version (same value and polarity)."""
    assert cls in ATTACHED
    return {"cls": cls, "text": text}


def F(s, a, sc, vs, att=(), start=None, at=None, gap=None):
    return {"s": s, "a": a, "sc": sc, "vs": vs, "att": list(att), "start": start, "at": at, "gap": gap}


# ---------------------------------------------------------------------------------------------
# FAMILIES: changing facts. Value keys are normalised by hand; text is written per version.
# Relative-date values are tuples computed from the order time (see rel_value).
# ---------------------------------------------------------------------------------------------
FAMILIES = [
    # --- rooms and staff ---------------------------------------------------------------------
    F("Babies room", "room lead", "-", [
        V("bethan", "Rm 1 Babies - lead: Bethan"),
        V("kezia", "Bethan's dropping to 3 days so Kez is taking over as lead in Buttercups from Monday."),
    ], att=[A("elaboration", "Babies room lead is Kezia Maund - Level 3, six years with us, does all the baby room settling-in visits")]),
    F("Toddlers room", "room lead", "Mon-Thu", [
        V("priya", "Rm 2 Toddlers - lead: Priya, Mon-Thu"),
        V("joel", "Joel covering as Toddlers lead Mon-Thu while Priya's on her SENCo training block"),
        V("priya", "PH back leading Bluebells Mon\u2013Thu from this week, Joel back on the floor"),
    ], att=[A("confirmation", "Priya still Toddlers lead Mon-Thu, confirmed at Tuesday's staff meeting")]),
    F("Pre-school room", "room lead", "-", [
        V("farida", "Rm 3 Pre-school - lead: Farida"),
        V("ines", "Rm 3 Pre-school - lead: Ines", same=True),
    ]),
    F("nursery", "DSL", "-", [
        V("gwen", "DSL: Gwen Ashdale (manager)"),
        V("marek", "Safeguarding lead changes to Marek Tulloch from the 1st, Gwen stepping back to deputy DSL"),
    ], att=[A("elaboration", "Marek Tulloch is our DSL - he's done the level 3 course and his photo is on the safeguarding poster by the front door")]),
    F("nursery", "SENCo", "-", [
        V("ines", "SENCo: Ines Varga"),
        V("priya", "Priya's taken over as SENCo from Ines now her training's finished", tags=["names_old"]),
    ], att=[A("elaboration", "Priya Holm (SENCo) - drop-in for parents Weds 1-2pm, all referrals go through her")]),
    F("nursery", "first aid lead", "-", [
        V("joel", "First aid lead: Joel F."),
        V("lottie", "first aid lead is Lottie from now on, Joel's paed FA cert is up for renewal"),
        V("kezia", "First aid lead: Kezia M.", same=True),
    ]),
    F("nursery", "fire marshal", "-", [
        V("ron", "Fire marshal: Ron (caretaker)"),
        V("sunny", "Fire marshal duty has moved to Sunny, as Ron's only in mornings now"),
    ]),
    F("Marek Tulloch", "contracted days", "-", [
        V("mon-thu", "Marek - Mon/Tue/Wed/Thu"),
        V("tue-fri", "Marek - Tue/Wed/Thu/Fri", same=True),
        V("mon-thu", "rota change: MT back to Mon\u2013Thu from next month, Fridays covered by Farida"),
    ], att=[A("format_variant", "Marek T contracted days: M, T, W, Th")]),
    F("Sunniva Lark", "weekly hours", "-", [
        V("30", "Sunniva Lark: 30 hrs/wk"),
        V("37.5", "Handover for Marek: Sunny goes up to 37.5 hours a week from Monday, contract's signed. "
                  "Also Bea Sorrell's nan is picking her up today, password given.", tags=["handover_other"]),
    ], att=[A("confirmation", "Sunny's hours confirmed again at 37.5 a week in the new contracts")]),
    F("staff rota", "early shift start", "term-time weekdays", [
        V("07:30", "Early shift: 7:30-4:00"),
        V("07:15", "earlies now start 7.15 (opening earlier for the breakfast lot)"),
    ], att=[A("format_variant", "Early shift start 0715")]),
    F("nursery", "opening hours", "weekdays", [
        V("07:30-18:00", "Opening hours: 7:30am - 6:00pm, Mon-Fri"),
        V("07:30-18:30", "We're closing at 6.30 from January, new hours 07:30\u201318:30"),
    ], att=[A("format_variant", "Open weekdays 7.30am till half six")]),
    F("nursery", "deputy manager", "-", [
        V("marek", "Deputy manager: Marek Tulloch"),
        V("farida", "Deputy manager: Farida Osei", same=True),
    ]),
    # --- children ----------------------------------------------------------------------------
    F("Alfie Drummond", "key person", "-", [
        V("sunny", "Child: Alfie Drummond\nRoom: Toddlers\nKey person: Sunny\nSessions: Mon, Tue, Wed (FT)"),
        V("sunny", "Alfie D - KP still Sunny after the room review, no change", tags=["interior_confirmation"]),
        V("lottie", "Alfie's key person is Lottie now, Sunny's caseload was too big"),
    ]),
    F("Hugo Lennard", "room", "-", [
        V("toddlers", "Child: Hugo Lennard\nRoom: Rm 2 Toddlers\nDOB: 08/06/2022"),
        V("preschool", "moved Hugo up to Pre-school from Monday, Ines is his KP now"),
    ], att=[A("elaboration", "Hugo Lennard is settled in Foxgloves (Pre-school), sits at the blue table with the other autumn movers")]),
    F("Isla Cardew", "sessions", "term-time", [
        V("mon-wed-fri am", "Isla Cardew: Mon/Wed/Fri am"),
        V("mon-wed-fri ft", "Isla Cardew: Mon/Wed/Fri FT", same=True),
        V("mon-fri ft", "Isla - FT Mon-Fri from September, her 30h funding starts then"),
    ]),
    F("Jude Ashworth", "collection password", "-", [
        V("pineapple", "Child: Jude Ashworth\nCollect: mum, dad\nPassword: pineapple"),
        V("hedgehog", "Handover pm \u2014 Jude's mum rang, new collection password is Hedgehog. "
                      "Also Tilly had a long sleep (1h40), dad told at pick-up.", tags=["handover_other"]),
    ], att=[A("confirmation", "checked with Jude's mum at drop-off, password is still Hedgehog")]),
    F("Kit Maybury", "collection password", "-", [
        V("bluebird", "Kit Maybury password: bluebird"),
        V("marmalade", "Kit Maybury password: marmalade", same=True),
        V("bluebird", "Mrs Maybury wants to go back to the old password (bluebird) - board updated"),
    ], att=[A("confirmation", "Kit's pu password remains bluebird")]),
    F("Lola Strand", "diet", "-", [
        V("vegetarian", "Lola Strand - diet: vegetarian"),
        V("pescatarian", "Lola's parents say she's eating fish now, so pescatarian from this week"),
    ], att=[A("elaboration", "Lola eats fish but no other meat - kitchen plates her a fish or veggie option on meat days")]),
    F("Milo Ferris", "milk", "-", [
        V("cow", "Milo Ferris: cow's milk at snack"),
        V("oat", "switched Milo's milk from cow's to oat (parents' request)", tags=["names_old"]),
    ]),
    F("Nia Bellweather", "nap", "-", [
        V("12:30-14:00", "Nia B - sleep 12.30-2.00 in cot"),
        V("13:00-14:15", "Nia's down to one nap after lunch now, 1:00 to 2:15, on a sleep mat"),
    ], att=[A("format_variant", "Nia Bellweather nap: 13:00\u201314:15")]),
    F("Otis Crane", "toileting routine", "-", [
        V("nappies", "Otis - nappy changes at 10, 12, 2 and 4"),
        V("potty training", "Otis has started potty training, so pants and toilet trips every 45 mins instead of nappy checks"),
    ]),
    F("Poppy Wren", "funded hours", "-", [
        V("15", "Poppy Wren: 15h funded (universal)"),
        V("30", "Poppy gets the 30h now - her code came through, funding from next term"),
    ], att=[A("confirmation", "Poppy's 30 hours code reconfirmed for this term")]),
    F("Rafi Demir", "fee plan", "-", [
        V("1180/month", "Rafi Demir - fee plan: monthly, \u00a31,180"),
        V("1245/month", "Rafi Demir - fee plan: monthly, \u00a31,245", same=True),
        V("3410/term", "Rafi's parents want termly billing, so his fees are now \u00a33,410 a term", tags=["unit_change"]),
    ], att=[A("format_variant", "Rafi D: 3410 GBP per term")]),
    F("Rosa Kettle", "payment method", "-", [
        V("standing order", "Rosa Kettle - pays by standing order"),
        V("tax-free childcare", "Rosa K's dad has set up Tax-Free Childcare so her invoices get paid through TFC from now on"),
    ]),
    F("Sami Hollis", "mum mobile", "-", [
        V("07700900418", "Sami Hollis mum mob: 07700 900418"),
        V("07700900552", "Sami's mum has a new number - 07700 900 552"),
        V("07700900761", "Contact update\nChild: Sami Hollis\nMum mobile: 07700900761\nUpdated: {dmy}"),
    ], att=[A("format_variant", "+44 7700 900761 - Sami H's mum")]),
    F("Tilly Garrow", "key person", "-", [
        V("farida", "Tilly Garrow KP: Farida"),
        V("ines", "Tilly Garrow KP: Ines", same=True),
    ], att=[A("confirmation", "Tilly's KP remains Ines")]),
    F("Wren Okoro", "room", "-", [
        V("babies", "Wren Okoro - Babies"),
        V("toddlers", "Wren's moved to Toddlers this week, settling visits done, she's in Rm 2 full time from Monday"),
        V("babies", "Wren has gone back down to Buttercups for now, she wasn't ready \u2014 review in 6 wks"),
    ], att=[A("elaboration", "Wren is in the Babies room on the cot side with the younger ones, and joins the toddlers in the garden after lunch")]),
    F("Zac Pim", "sessions", "-", [
        V("tue-thu ft", "Zac Pim: Tue & Thu, full days"),
        V("mon-tue ft", "Zac's sessions have changed: Mon and Tue full days, Thursday dropped"),
    ], att=[A("confirmation", "Zac Pim still Mon and Tue, dad confirmed at parents' evening")]),
    F("Mabel Thorne", "comforter", "-", [
        V("blue rabbit", "Mabel - comforter: blue rabbit"),
        V("grey blanket", "Mabel's comforter is the grey blanket now (the rabbit went in the wash and never came back)"),
    ]),
    F("Arlo Vance", "invoice email", "-", [
        V("vance.home@fernmail.test", "Invoices for Arlo Vance to: vance.home@fernmail.test"),
        V("r.vance@holloway-build.test", "please send Arlo V's invoices to his dad's work address from now, r.vance@holloway-build.test"),
    ]),
    F("Ezra Colley", "room", "-", [
        V("toddlers", "Ezra Colley - Toddlers (Bluebells)"),
        V("preschool", "Ezra Colley - Pre-school (Foxgloves)", same=True),
    ]),
    F("Iris Penhale", "key person", "-", [
        V("joel", "KP for Iris Penhale: Joel"),
        V("kezia", "KP for Iris Penhale: Kezia", same=True),
        V("bethan", "Iris's KP has changed again - it's Bethan, now that Beth is back full time"),
    ]),
    F("Ava Pennick", "dad mobile", "-", [
        V("07700900233", "Ava Pennick - dad: 07700 900233"),
        V("07700900914", "New mobile for Ava's dad, 07700 900 914 (old one's gone)"),
    ], att=[A("format_variant", "Ava P dad +447700900914")]),
    F("Bea Sorrell", "sessions", "-", [
        V("am mon-fri", "Bea Sorrell: mornings only, Mon-Fri"),
        V("pm mon-fri", "Bea's switching to afternoons after Easter, pm Mon\u2013Fri"),
        V("ft mon-tue + am wed-fri", "bea now FT mon & tue, am wed-fri (mum's new shifts)"),
        V("am mon-fri", "Bea back to mornings only Mon-Fri, the long days were too much for her"),
    ]),
    F("Caleb Imrie", "funded hours", "-", [
        V("30", "Child: Caleb Imrie\nFunding: 30h\nFee plan: funded + extras"),
        V("15", "Caleb's 30h code lapsed, he's on the 15h universal until the parents reconfirm"),
    ], att=[A("elaboration", "Caleb gets 15 hours universal funding, used as three 5-hour mornings; anything extra is invoiced")]),
    F("Daisy Fenwick", "day rate", "-", [
        V("62.50", "Daisy Fenwick: \u00a362.50/day"),
        V("64.00", "Daisy Fenwick: \u00a364.00/day", same=True),
    ]),
    F("Eli Marchbank", "lunch", "-", [
        V("packed", "Eli Marchbank - lunch: packed lunch from home"),
        V("hot", "Eli's having the nursery hot lunch from now on, mum's paying the meal add-on"),
    ]),
    # --- suppliers ---------------------------------------------------------------------------
    F("nursery", "milk supplier", "-", [
        V("fernby dairy", "Milk: Fernby Dairy, delivered Mon/Thu"),
        V("coldharbour milk", "switched the milk order from Fernby Dairy to Coldharbour Milk - cheaper and they come three times a week", tags=["names_old"]),
    ], att=[A("elaboration", "Coldharbour Milk deliver Mon/Wed/Fri before 7am, account ref CH-2231, whole milk for Babies and semi for everyone else")]),
    F("nursery", "milk order", "term-time", [
        V("12 pints/day", "Milk order: 12 pints a day"),
        V("5 l/day", "milk cut to 5 litres/day, less waste now PS have water with lunch", tags=["unit_change"]),
    ], att=[A("format_variant", "Daily milk: 5 L")]),
    F("nursery", "nappy supplier", "-", [
        V("snugbottom", "Nappies: Snugbottom, sizes 4 and 5"),
        V("oakfold wholesale", "We've moved the nappy order to Oakfold Wholesale, better price on bulk"),
        V("snugbottom", "Nappies back with Snugbottom, Oakfold kept sending the wrong sizes"),
    ], att=[A("confirmation", "Nappy order stays with Snugbottom for next year, Gwen signed it off")]),
    F("nursery", "craft supplier", "-", [
        V("pipkin & co", "Craft supplies: Pipkin & Co"),
        V("magpie box", "Craft stuff now comes from Magpie Box, monthly subscription"),
    ], att=[A("elaboration", "Magpie Box send a craft crate the first Monday of each month - it goes straight into the PS cupboard")]),
    F("nursery", "dry goods supplier", "-", [
        V("bramwell foods", "Dry goods: Bramwell Foods"),
        V("kettleby organics", "Dry goods: Kettleby Organics", same=True),
        V("larchmont catering", "Kettleby couldn't guarantee nut-free, so dry goods now from Larchmont Catering"),
        V("bramwell foods", "Back to Bramwell for dry goods, new account no. 4471"),
    ]),
    F("fruit & veg box", "delivery day", "term-time", [
        V("tue", "Fruit & veg box arrives Tuesday"),
        V("wed", "Fruit & veg box arrives Wednesday", same=True),
    ]),
    F("nursery", "cleaning contractor", "-", [
        V("brightwell", "Cleaners: Brightwell, evenings 6:30"),
        V("spotless hollow", "New cleaning contract with Spotless Hollow starts on the 1st"),
        V("tidyworks", "Cleaners: Tidyworks, evenings 6:30", same=True),
    ], att=[A("elaboration", "Tidyworks do the evening clean 6:30-8:30 Mon-Fri plus a deep clean each half term")]),
    # --- menu ----------------------------------------------------------------------------------
    F("kitchen", "menu cycle", "-", [
        V("summer 3-week", "Cook's menu: 3-week summer cycle"),
        V("winter 4-week", "Dot says the winter menu (4-week cycle) starts Monday"),
        V("spring 3-week", "new spring menu from after half term, back to a 3 week rotation"),
    ], att=[A("confirmation", "Spring menu staying as it is until Easter, no changes")],
        at=["2025-09-10T14:30:00Z", "2025-10-24T15:05:00Z", "2026-02-13T13:40:00Z", "2026-03-04T12:20:00Z"]),
    F("kitchen", "lunch", "Wednesday", [
        V("cottage pie", "Wed lunch: cottage pie & greens"),
        V("veggie chilli", "Dot's swapped Wednesday lunch to veggie chilli and rice"),
    ]),
    F("kitchen", "cook", "-", [
        V("dot", "Cook: Dot Pellow"),
        V("saoirse", "Dot's retiring, new cook Saoirse Bell starts after half term"),
    ], att=[A("confirmation", "Saoirse staying on as cook after her probation")]),
    # --- fees and funding ----------------------------------------------------------------------
    F("Toddlers room", "day rate", "full day", [
        V("64.00", "Toddlers FT day: \u00a364"),
        V("66.00", "Toddlers FT day: \u00a366", same=True),
        V("66.50", "Rate card correction - Toddlers full day is \u00a366.50, not \u00a366"),
        V("69.00", "Rate card (from Sept)\nToddlers full day: \u00a369\nToddlers half day: see sheet"),
        V("71.00", "Toddlers FT day: \u00a371", same=True),
    ], att=[A("format_variant", "Toddlers full-day rate 71.00 GBP")]),
    F("Babies room", "day rate", "full day", [
        V("68.00", "Fees 2025/26 - Babies: \u00a368/day"),
        V("71.50", "Fees 2026/27 - Babies: \u00a371.50/day", same=True),
    ]),
    F("nursery", "registration deposit", "fee-paying", [
        V("150", "Registration deposit: \u00a3150"),
        V("200", "Deposit's gone up to \u00a3200, refundable against the last month's fees"),
    ], att=[A("format_variant", "Deposit - two hundred pounds")]),
    F("nursery", "funding pattern", "-", [
        V("term-time 38 weeks", "Funding: term-time only (38 wks)"),
        V("stretched 51 weeks", "We now offer stretched funding over 51 weeks - tell parents at renewal"),
    ]),
    F("nursery", "invoice issue day", "-", [
        V("1st", "Invoices go out on the 1st, due by the 7th"),
        V("25th", "Invoices are now issued on the 25th for the following month"),
    ]),
    F("nursery", "sibling discount", "-", [
        V("10%", "Sibling discount: 10% off the older child's fees"),
        V("15%", "Sibling discount: 15% off the older child's fees", same=True),
        V("15%", "We're scrapping the sibling discount from January, for new and existing families", pol="-"),
    ]),
    # --- events and outings ----------------------------------------------------------------------
    F("Pre-school", "nativity date", "Pre-school", [
        V("2025-12-10", "Nativity: Wed 10 Dec, 2pm in the hall"),
        V("2025-12-12", "Nativity moved to Friday 12th Dec, same time"),
    ], att=[A("format_variant", "Nativity 12/12/25 14:00")],
        at=["2025-10-27T15:40:00Z", "2025-11-14T12:05:00Z", "2025-11-25T16:50:00Z"]),
    F("Pre-school", "parents' evening date", "-", [
        V(("first_dow_after", 3, 14), "Pre-school parents' evening: Thursday {vd}, 4-7pm"),
        V(("next_week_dow", 1), "PS parents' eve moved to next Tuesday, same times - Gwen", tags=["relative_date"]),
    ], gap=(2, 6)),
    F("summer outing", "date", "all rooms", [
        V(("first_dow_after", 4, 10), "Summer outing to Millpond Park: Fri {vd}, coach at 9:30"),
        V(("next_week_dow", 2), "coach firm let us down, Millpond trip pushed to next Wednesday", tags=["relative_date"]),
    ], start="2026-06-08", gap=(2, 5)),
    F("nursery", "summer closure", "2026", [
        V("w/c 10 aug + w/c 17 aug", "Summer closure 2026: w/c 10 Aug and w/c 17 Aug"),
        V("w/c 17 aug", "We're only closing one week this summer now, w/c 17th August"),
    ], at=["2026-01-12T17:10:00Z", "2026-03-02T09:25:00Z"]),
    F("sports day", "venue", "-", [
        V("hollins rec", "Sports day at Hollins Rec"),
        V("nursery field", "Sports day will be on our own field this year, Hollins Rec is being reseeded"),
    ], att=[A("elaboration", "Sports day is on the nursery field - races on the flat bit by the fence, parents on picnic blankets by the sheds")]),
    F("forest school", "running", "Pre-school", [
        V("fri am", "Forest school: Fridays am, PS group, Whinmoor Woods"),
        V("fri am", "No forest school for now \u2014 Whinmoor Woods is closed after the storm", pol="-"),
        V("fri am", "Forest school's back on for Foxgloves, Friday mornings from 9:30"),
        V("fri am", "forest school cancelled for the rest of term, we can't make the ratios", pol="-"),
    ]),
    F("breakfast club", "running", "-", [
        V("07:30", "Breakfast club 7:30-8:30, \u00a34.50 a session"),
        V("07:30", "Breakfast club suspended from half term, only 3 children using it", pol="-"),
        V("07:30", "We're restarting breakfast club in January - 7:30 drop-off, book through the office"),
    ], at=["2025-09-15T08:10:00Z", "2025-10-13T17:30:00Z", "2025-12-01T09:50:00Z"]),
    F("Pre-school", "swimming", "-", [
        V("millbeck tue", "PS swimming at Millbeck pool, Tuesdays 10:15"),
        V("millbeck tue", "Swimming's cancelled for good, Millbeck have stopped doing nursery sessions", pol="-"),
    ], att=[A("confirmation", "Still no swimming for Pre-school, Millbeck haven't restarted")]),
    # --- children: negation families ------------------------------------------------------------
    F("Leo Amsel", "photo consent", "-", [
        V("consent", "Child: Leo Amsel\nRoom: Babies\nPhoto consent: YES (learning journal + website)"),
        V("consent", "Leo's parents have withdrawn photo consent, no photos of him on the learning journal or the website", pol="-"),
        V("consent", "Photo consent for Leo is back on, signed form is in his file"),
    ]),
    F("Noah Ridd", "lunchtime nap", "-", [
        V("nap", "Noah Ridd - naps after lunch, about an hour, in the sleep room"),
        V("nap", "Noah has dropped his nap, mum asked us not to put him down", pol="-"),
        V("nap", "Noah's back to a nap after lunch, he was nodding off at tea"),
    ]),
    F("Mia Tarrant", "may collect", "-", [
        V("grandad ray", "Mia Tarrant - grandad Ray can collect (usual password)"),
        V("grandad ray", "Ray is NOT to collect Mia any more, mum's instruction - note on her file", pol="-"),
    ]),
    F("Ella Brisk", "dairy-free diet", "-", [
        V("dairy-free", "Ella Brisk: dairy-free diet"),
        V("dairy-free", "Ella doesn't need to be dairy-free any more, parents confirmed, normal menu", pol="-"),
    ], att=[A("confirmation", "Ella's still on the normal menu, no problems with dairy")]),
    # --- building and garden ---------------------------------------------------------------------
    F("boiler", "service contractor", "-", [
        V("carrow heating", "Boiler: serviced by Carrow Heating"),
        V("denholm & son", "Boiler contractor switched from Carrow Heating to Denholm & Son, Carrow have retired", tags=["names_old"]),
    ]),
    F("garden gate", "keypad code", "-", [
        V("4172", "Garden gate code: 4172"),
        V("2093", "Garden gate code: 2093", same=True),
        V("7730", "Gate keypad is now 7730 - someone shared the old one with a delivery driver"),
    ], att=[A("format_variant", "gate: 7-7-3-0")]),
    F("sandpit", "status", "-", [
        V("closed", "Sandpit: closed, cover broken"),
        V("closed", "Sandpit still shut, waiting on Ron for the new cover", tags=["interior_confirmation"]),
        V("open", "Sandpit's open again, new cover fitted"),
    ]),
    F("fire drill", "schedule", "-", [
        V("1st monday 10:00", "Fire drill: first Monday of the month, 10am"),
        V("2nd wednesday", "Fire drills are now the 2nd Wednesday of each month so the Monday-only children get one too"),
    ], att=[A("elaboration", "Fire drill is the 2nd Wednesday each month at 10:30; Sunny logs it and times the evacuation")]),
    F("alarm", "first keyholder", "-", [
        V("gwen", "Keyholder 1: Gwen"),
        V("marek", "Keyholder 1: Marek", same=True),
    ]),
    F("bins", "collection day", "-", [
        V("thu", "Bins: collected Thursday am"),
        V("thu", "Bin day is still Thursday despite the council letter", tags=["interior_confirmation"]),
        V("fri", "Bin collection moves to Fridays from next week (council change)"),
    ]),
]


def S(cls, s, a, sc, value, text, pol="+", group=None, at=None):
    return {"cls": cls, "s": s, "a": a, "sc": sc, "value": value, "pol": pol, "text": text,
            "group": group, "at": at}


# ---------------------------------------------------------------------------------------------
# STANDALONE labelled memories (never in any pair)
# ---------------------------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: each value its own fact
    S("multi_valued", "Freya Quist", "allergy", "-", "egg", "Freya Quist - allergy: egg"),
    S("multi_valued", "Freya Quist", "allergy", "-", "sesame", "Freya also has a sesame allergy, added to the kitchen board"),
    S("multi_valued", "Juno Fairley", "may collect", "-", "mum cass", "Juno Fairley can be collected by mum (Cass)"),
    S("multi_valued", "Juno Fairley", "may collect", "-", "auntie bee", "Added Juno's auntie Bee to her collection list, same password"),
    S("multi_valued", "Reuben Castell", "emergency contact", "-", "nan", "Emergency contact for Reuben Castell: nan, 07700 900377"),
    S("multi_valued", "Reuben Castell", "emergency contact", "-", "uncle dev", "Reuben's other emergency contact is his uncle Dev, 07700 900 629"),
    S("multi_valued", "Pre-school", "regular trip", "-", "library", "PS regular trips: the library on Harrowgate Road"),
    S("multi_valued", "Pre-school", "regular trip", "-", "garden centre", "Another regular trip added for Pre-school - the garden centre on Fenwick Lane"),
    S("multi_valued", "Edie Marsh", "home language", "-", "polish", "Edie Marsh - home language: Polish"),
    S("multi_valued", "Edie Marsh", "home language", "-", "welsh", "Edie speaks Welsh at her gran's too, added to her All About Me"),
    S("multi_valued", "Finn Oakes", "allergy", "-", "kiwi", "Finn Oakes: allergic to kiwi"),
    S("multi_valued", "Finn Oakes", "allergy", "-", "strawberry", "Another allergy for Finn - strawberries, kitchen told"),
    # scope_disjoint: same subject + attribute as a family (or each other), another scope
    S("scope_disjoint", "Toddlers room", "room lead", "Fri", "lottie", "Rm 2 Toddlers - lead Fri: Lottie"),
    S("scope_disjoint", "staff rota", "early shift start", "school holidays", "08:00", "Early shift in school holidays: 8:00 start, 8-4:30"),
    S("scope_disjoint", "nursery", "opening hours", "Christmas Eve", "07:30-13:00", "Christmas Eve opening: 7:30 - 1pm"),
    S("scope_disjoint", "Isla Cardew", "sessions", "summer holidays", "mon", "Isla Cardew summer hols sessions: Mondays only"),
    S("scope_disjoint", "nursery", "milk order", "holiday club", "6 pints/day", "Milk order during the Aug holiday club: 6 pints a day"),
    S("scope_disjoint", "fruit & veg box", "delivery day", "holiday club", "mon", "Holiday club weeks: fruit box Mondays only"),
    S("scope_disjoint", "kitchen", "lunch", "Thursday", "fish fingers", "Thu lunch: fish fingers, peas and potato wedges"),
    S("scope_disjoint", "Toddlers room", "day rate", "half day am", "38.00", "Toddlers half day (am): \u00a338"),
    S("scope_disjoint", "nursery", "registration deposit", "funded-only", "50", "Deposit for funded-only places: \u00a350"),
    S("scope_disjoint", "Pre-school", "nativity date", "Babies & Toddlers", "2025-12-09", "Babies & Toddlers nativity: Tue 9 Dec, 10am",
      at="2025-11-03T13:15:00Z"),
    S("scope_disjoint", "forest school", "running", "Toddlers", "wed", "Toddlers do their forest school in the nursery garden on Wednesdays"),
    S("scope_disjoint", "Babies room", "room lead", "Sat stay & play", "yusra", "Saturday stay & play in Buttercups - lead: Yusra"),
    # different_subject: same attribute, another subject, value some family also has
    S("different_subject", "Otis Crane", "key person", "-", "lottie", "Otis Crane's key person: Lottie"),
    S("different_subject", "Rosa Kettle", "collection password", "-", "marmalade", "Rosa Kettle - pu password: marmalade"),
    S("different_subject", "Pre-school room", "day rate", "full day", "66.00", "Pre-school full day: \u00a366"),
    S("different_subject", "Arlo Vance", "sessions", "-", "mon-wed-fri am", "Arlo Vance - Mon/Wed/Fri am"),
    S("different_subject", "Mabel Thorne", "milk", "-", "oat", "Mabel Thorne has oat milk at snack"),
    S("different_subject", "Eli Marchbank", "funded hours", "-", "15", "Eli Marchbank - funded: 15h"),
    S("different_subject", "Juno Fairley", "room", "-", "preschool", "Juno Fairley - Pre-school"),
    S("different_subject", "Lyra Penrose", "diet", "-", "vegetarian", "Lyra Penrose - diet: vegetarian"),
    S("different_subject", "Finn Oakes", "nap", "-", "12:30-14:00", "Finn Oakes naps 12.30-2.00"),
    S("different_subject", "Ines Varga", "contracted days", "-", "tue-fri", "Ines works Tue-Fri"),
    S("different_subject", "Reuben Castell", "payment method", "-", "standing order", "Reuben Castell pays by standing order"),
    S("different_subject", "Kit Maybury", "funded hours", "-", "30", "Kit Maybury: 30h funded"),
    # static: facts that do not change, some stated twice in different formats
    S("static", "nursery", "registration number", "-", "EY553108", "Registered provider no: EY553108"),
    S("static", "nursery", "registration number", "-", "EY553108", "Our registration number is EY 553 108 (certificate in the entrance hall)"),
    S("static", "nursery", "founded", "-", "1994", "Hollinsby Green Nursery founded 1994"),
    S("static", "nursery", "founded", "-", "1994", "The nursery opened in '94 in the old chapel schoolroom"),
    S("static", "Alfie Drummond", "date of birth", "-", "2023-02-14", "Alfie Drummond DOB 14/02/2023"),
    S("static", "Alfie Drummond", "date of birth", "-", "2023-02-14", "Alfie D born 14 Feb 2023"),
    S("static", "Poppy Wren", "date of birth", "-", "2022-11-03", "Poppy Wren DOB: 2022-11-03"),
    S("static", "Poppy Wren", "date of birth", "-", "2022-11-03", "Poppy's birthday is 3rd November (2022)"),
    S("static", "nursery", "company number", "-", "09321774", "Company no. 09321774 (Hollinsby Green Nursery Ltd)"),
    S("static", "building", "built", "-", "1887", "The building is the former chapel schoolroom, built 1887"),
    S("static", "Marek Tulloch", "DBS certificate number", "-", "001782334561", "Marek T DBS cert no. 001782334561"),
    S("static", "Sami Hollis", "start date", "-", "2024-09-05", "Sami Hollis start date: 5 Sept 2024"),
    # membership: additive group statements
    S("membership", "Sunniva Lark", "member of", "-", "first-aid team", "Sunny's on the first-aid team"),
    S("membership", "Yusra Mellor", "member of", "-", "bank staff pool", "Yusra has joined the bank staff pool"),
    S("membership", "Joel Ferrant", "member of", "-", "fire-safety working group", "Joel has joined the fire-safety working group"),
    S("membership", "Kezia Maund", "member of", "-", "menu committee", "Kez joined the menu committee with Dot"),
    S("membership", "Farida Osei", "member of", "-", "parents' forum", "Farida is one of the staff reps on the parents' forum"),
    S("membership", "Lottie Brennock", "member of", "-", "outings team", "Lottie's on the outings team this year"),
    S("membership", "Bethan Crewe", "member of", "-", "safer-sleep champions", "Bethan joined the safer-sleep champions group"),
    S("membership", "Marek Tulloch", "member of", "-", "early years network", "Marek is a member of the town early years network"),
    S("membership", "Priya Holm", "member of", "-", "SEND cluster group", "Priya's on the SEND cluster group for the area"),
    S("membership", "Ines Varga", "member of", "-", "lunchtime cover pool", "Ines joined the lunchtime cover pool"),
    S("membership", "Rosa Kettle's mum", "member of", "-", "parent committee", "Rosa Kettle's mum has joined the parent committee"),
    S("membership", "phonics group", "members", "-", "juno+ezra+hugo", "Juno Fairley, Ezra and Hugo are in the phonics group this term"),
    # equal_time: two conflicting records of one key at one order time (six pairs)
    S("equal_time", "Edie Marsh", "key person", "-", "joel", "Edie Marsh - KP: Joel", group="E1"),
    S("equal_time", "Edie Marsh", "key person", "-", "kezia", "Edie Marsh key person: Kezia", group="E1"),
    S("equal_time", "Finn Oakes", "sessions", "-", "mon-wed", "Finn Oakes sessions: Mon-Wed", group="E2"),
    S("equal_time", "Finn Oakes", "sessions", "-", "tue-thu", "Finn Oakes: Tue, Wed, Thu", group="E2"),
    S("equal_time", "Lyra Penrose", "collection password", "-", "otter", "Lyra Penrose collect password: otter", group="E3"),
    S("equal_time", "Lyra Penrose", "collection password", "-", "badger", "Lyra P pu password - badger", group="E3"),
    S("equal_time", "nursery", "window cleaner", "-", "halloway windows", "Window cleaner: Halloway Windows, monthly", group="E4"),
    S("equal_time", "nursery", "window cleaner", "-", "gleamfield", "Window cleaning: Gleamfield, every 4 weeks", group="E4"),
    S("equal_time", "Reuben Castell", "room", "-", "toddlers", "Reuben Castell - room: Toddlers", group="E5"),
    S("equal_time", "Reuben Castell", "room", "-", "babies", "Reuben C is in Babies", group="E5"),
    S("equal_time", "nursery", "staff training day", "autumn 2025", "2025-10-03", "Staff training day (autumn): Fri 3 Oct", group="E6",
      at="2025-09-08T16:20:00Z"),
    S("equal_time", "nursery", "staff training day", "autumn 2025", "2025-10-06", "INSET day this autumn is Mon 6 Oct", group="E6",
      at="2025-09-08T16:20:00Z"),
    # unrelated chatter
    S("unrelated", "-", "-", "-", "-", "Lovely sunny morning, PS did chalk drawings on the patio"),
    S("unrelated", "-", "-", "-", "-", "Reminder: wellies on the rack by the back door, not in the cloakroom"),
    S("unrelated", "-", "-", "-", "-", "can whoever borrowed the big stapler from the office put it back pls"),
    S("unrelated", "-", "-", "-", "-", "Babies loved the bubble machine today"),
    S("unrelated", "-", "-", "-", "-", "Staff meeting minutes are in the blue folder"),
    S("unrelated", "-", "-", "-", "-", "Thanks all for staying late for the open evening x"),
    S("unrelated", "-", "-", "-", "-", "Toddlers planted sunflower seeds, pots labelled with names on the windowsill"),
    S("unrelated", "-", "-", "-", "-", "Someone left the tumble dryer on overnight again"),
    S("unrelated", "-", "-", "-", "-", "PS made get well cards for Dot"),
    S("unrelated", "-", "-", "-", "-", "The parent survey results are in the office if anyone wants a read"),
    S("unrelated", "-", "-", "-", "-", "Rained all afternoon, music and movement in the hall instead"),
    S("unrelated", "-", "-", "-", "-", "Has anyone seen the key for the shed?"),
]

WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def parse(s):
    return dt.datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def rel_value(spec, t):
    """Relative-date value keys, derived from the order time t.
    first_dow_after(dow, n): first date with weekday dow on or after t + n days.
    next_week_dow(dow): the weekday dow in the calendar week (Mon-Sun) after the week of t ("next Tuesday")."""
    d = t.date()
    if spec[0] == "first_dow_after":
        _, dow, n = spec
        x = d + dt.timedelta(days=n)
        while x.weekday() != dow:
            x += dt.timedelta(days=1)
        return x
    if spec[0] == "next_week_dow":
        _, dow = spec
        monday_next = d - dt.timedelta(days=d.weekday()) + dt.timedelta(days=7)
        return monday_next + dt.timedelta(days=dow)
    raise ValueError(spec)


def rand_time_of_day(rng, day):
    minute = rng.randint(7 * 60 + 5, 18 * 60 + 45)
    return dt.datetime(day.year, day.month, day.day, minute // 60, minute % 60, tzinfo=dt.timezone.utc)


def build():
    rng = random.Random(SEED)
    mems = []  # each: dict(text, t, label, s, a, sc, value, pol, fam, kind, tags, same)

    for fi, fam in enumerate(FAMILIES):
        n = len(fam["vs"]) + len(fam["att"])
        if fam["at"]:
            times = [parse(x) for x in fam["at"]]
            assert len(times) == n
        else:
            lo, hi = fam["gap"] or (9, 70)
            span = (len(fam["vs"]) - 1) * hi + len(fam["att"]) * 35 + 1
            if fam["start"]:
                start_day = dt.date.fromisoformat(fam["start"])
            else:
                last_start = (T_MAX - dt.timedelta(days=span)).date()
                days = (last_start - T_MIN.date()).days
                start_day = T_MIN.date() + dt.timedelta(days=rng.randint(0, days))
            day = start_day
            times = []
            for i in range(n):
                if i > 0:
                    if i < len(fam["vs"]):
                        day = day + dt.timedelta(days=rng.randint(lo, hi))
                    else:
                        day = day + dt.timedelta(days=rng.randint(4, 35))
                times.append(rand_time_of_day(rng, day))
        for i, v in enumerate(fam["vs"]):
            t = times[i]
            ctx = {"dmy": t.strftime("%d/%m/%Y")}
            value = v["value"]
            if isinstance(value, tuple):
                vd = rel_value(value, t)
                ctx["vd"] = "%d %s" % (vd.day, vd.strftime("%B"))
                value = vd.isoformat()
            text = v["text"].format(**ctx) if "{" in v["text"] else v["text"]
            mems.append({"text": text, "t": t, "label": None, "s": fam["s"], "a": fam["a"], "sc": fam["sc"],
                         "value": value, "pol": v["pol"], "fam": fi, "kind": "version", "tags": v["tags"],
                         "same": v["same"], "vi": i})
        last = mems[-1]
        for j, a in enumerate(fam["att"]):
            t = times[len(fam["vs"]) + j]
            mems.append({"text": a["text"], "t": t, "label": a["cls"], "s": fam["s"], "a": fam["a"], "sc": fam["sc"],
                         "value": last["value"], "pol": last["pol"], "fam": fi, "kind": "attached", "tags": set(),
                         "same": False, "vi": None})

    group_time = {}
    for st in STANDALONE:
        if st["at"]:
            t = parse(st["at"])
        elif st["group"] and st["group"] in group_time:
            t = group_time[st["group"]]
        else:
            day = T_MIN.date() + dt.timedelta(days=rng.randint(0, (T_MAX.date() - T_MIN.date()).days))
            t = rand_time_of_day(rng, day)
        if st["group"]:
            group_time.setdefault(st["group"], t)
            t = group_time[st["group"]]
        mems.append({"text": st["text"], "t": t, "label": st["cls"], "s": st["s"], "a": st["a"], "sc": st["sc"],
                     "value": st["value"], "pol": st["pol"], "fam": None, "kind": "standalone", "tags": set(),
                     "same": False, "vi": None, "group": st["group"]})

    N = len(mems)
    # backfilled vs live: exactly round(3/4 N) backfilled, chosen by the seeded generator
    back_idx = set(rng.sample(range(N), round(N * 0.75)))
    for i, m in enumerate(mems):
        m["back"] = i in back_idx
    # import session: backfilled memories in a seeded order unrelated to observed order
    order = sorted(back_idx)
    rng.shuffle(order)
    clock = SESSION_START
    for k, i in enumerate(order):
        if k > 0:
            clock = clock + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = clock
        mems[i]["observed"] = mems[i]["t"]
    for i, m in enumerate(mems):
        if not m["back"]:
            m["created"] = m["t"]
            m["observed"] = None
    # ids in a shuffled order
    idorder = list(range(N))
    rng.shuffle(idorder)
    for k, i in enumerate(idorder):
        mems[i]["id"] = "%s%03d" % (PREFIX, k + 1)
    # file order shuffled again
    fileorder = list(range(N))
    rng.shuffle(fileorder)
    return mems, fileorder


def gkey(m):
    k = (m["s"], m["a"], m["sc"])
    if m["a"] in MULTI:
        k = k + (m["value"],)
    return k


def compute_truth(mems):
    groups = {}
    for m in mems:
        if m["label"] == "unrelated":
            continue
        groups.setdefault(gkey(m), []).append(m)
    pairs = []
    for k, ms in groups.items():
        ms = sorted(ms, key=lambda m: (m["t"], m["id"]))
        for i, m in enumerate(ms):
            for r in ms[i + 1:]:
                if r["t"] > m["t"] and (r["value"], r["pol"]) != (m["value"], m["pol"]):
                    pairs.append((m, r, "negation" if r["pol"] != m["pol"] else "value"))
                    break
    pairs.sort(key=lambda p: (p[0]["t"], p[0]["id"]))
    return pairs, groups


def check(mems, pairs, groups):
    in_pair = set()
    for e, r, _ in pairs:
        in_pair.add(e["id"])
        in_pair.add(r["id"])
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled in pair", m["id"], m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled not in pair", m["id"], m["text"])
    # order times within a family distinct, except equal_time
    for k, ms in groups.items():
        ts = [m["t"] for m in ms if m["label"] != "equal_time"]
        assert len(ts) == len(set(ts)), ("equal order times in family", k)
        et = [m for m in ms if m["label"] == "equal_time"]
        if et:
            assert len(et) == len(ms) == 2 and et[0]["t"] == et[1]["t"] and et[0]["value"] != et[1]["value"], k
    # a standalone key never shares a group with a family (except nothing); families one group each
    for k, ms in groups.items():
        fams = {m["fam"] for m in ms if m["fam"] is not None}
        assert len(fams) <= 1, ("two families on one key", k)
        if fams:
            assert all(m["fam"] is not None for m in ms), ("standalone on a family key", k)
    # attached after last version with same value and polarity
    for fi in range(len(FAMILIES)):
        vs = [m for m in mems if m["fam"] == fi and m["kind"] == "version"]
        att = [m for m in mems if m["fam"] == fi and m["kind"] == "attached"]
        last = max(vs, key=lambda m: m["t"])
        assert last is vs[-1]
        for a in att:
            assert a["t"] > last["t"] and a["value"] == last["value"] and a["pol"] == last["pol"]
        for x, y in zip(vs, vs[1:]):
            assert y["t"] > x["t"]
        for v in vs[1:]:
            if "interior_confirmation" in v["tags"]:
                pass
    texts = [m["text"] for m in mems]
    assert len(texts) == len(set(texts)), "duplicate text"
    norm = [" ".join(t.lower().split()) for t in texts]
    assert len(norm) == len(set(norm)), "near-duplicate text"
    for m in mems:
        assert m["created"] < LIMIT and (m["observed"] is None or m["observed"] < LIMIT)
        if m["back"]:
            assert m["observed"] < m["created"]
    sess = [m["created"] for m in mems if m["back"]]
    assert max(sess) - min(sess) < dt.timedelta(hours=1)
    assert len({m["created"].date() for m in mems if m["back"]}) == 1
    ids = [m["id"] for m in mems]
    assert len(ids) == len(set(ids))
    # relative dates: derived value differs from the version it replaces
    for fam in FAMILIES:
        for i, v in enumerate(fam["vs"]):
            if "relative_date" in v["tags"]:
                assert isinstance(v["value"], tuple)
    # labelled class counts
    for c in CLASSES:
        assert sum(1 for m in mems if m["label"] == c) == 12, c


def family_features():
    f = {"move_back": [], "interior_confirmation": [], "negation_family": [], "restart": [],
         "names_old": [], "relative_date": [], "unit_change": [], "handover_other": []}
    for fi, fam in enumerate(FAMILIES):
        vp = [(v["value"], v["pol"]) for v in fam["vs"]]
        if any(vp[i] == vp[k] and vp[j] != vp[i] for i in range(len(vp)) for j in range(i + 1, len(vp))
               for k in range(j + 1, len(vp))) and all(p == "+" for _, p in vp):
            f["move_back"].append(fi)
        if any(vp[i] == vp[i + 1] for i in range(len(vp) - 1)):
            f["interior_confirmation"].append(fi)
        pols = "".join(p for _, p in vp)
        if "-" in pols:
            f["negation_family"].append(fi)
        if "+-+" in pols:
            f["restart"].append(fi)
        for v in fam["vs"]:
            for tag in ("names_old", "relative_date", "unit_change", "handover_other"):
                if tag in v["tags"]:
                    f[tag].append(fi)
    return f


def stats_text(mems, pairs):
    out = []
    N = len(mems)
    nb = sum(m["back"] for m in mems)
    lens = {}
    for fam in FAMILIES:
        lens[len(fam["vs"])] = lens.get(len(fam["vs"]), 0) + 1
    nv = sum(1 for p in pairs if p[2] == "value")
    nn = sum(1 for p in pairs if p[2] == "negation")
    repl = [m for m in mems if m["kind"] == "version" and m["vi"] > 0]
    same = sum(1 for m in repl if m["same"])
    ff = family_features()
    sess = [m["created"] for m in mems if m["back"]]
    out.append("nursery-r49 (seed %d, prefix %s)" % (SEED, PREFIX))
    out.append("%-34s %5d" % ("memories", N))
    out.append("%-34s %5d" % ("  backfilled (observed_at)", nb))
    out.append("%-34s %5d" % ("  live (created_at only)", N - nb))
    out.append("%-34s %5d" % ("changing families", len(FAMILIES)))
    for k in sorted(lens):
        out.append("%-34s %5d" % ("  of %d versions" % k, lens[k]))
    out.append("%-34s %5d" % ("true pairs", len(pairs)))
    out.append("%-34s %5d" % ("  value", nv))
    out.append("%-34s %5d" % ("  negation", nn))
    out.append("%-34s %5d" % ("labelled negatives", sum(1 for m in mems if m["label"])))
    for c in CLASSES:
        out.append("%-34s %5d" % ("  " + c, sum(1 for m in mems if m["label"] == c)))
    out.append("%-34s %5d" % ("replacements", len(repl)))
    out.append("%-34s %5d  (%.0f%%)" % ("  reworded", len(repl) - same, 100.0 * (len(repl) - same) / len(repl)))
    out.append("%-34s %5d" % ("  same line, value swapped", same))
    out.append("%-34s %5d" % ("move-backs (a value returns)", len(ff["move_back"])))
    out.append("%-34s %5d" % ("interior confirmations", len(ff["interior_confirmation"])))
    out.append("%-34s %5d" % ("negation families", len(ff["negation_family"])))
    out.append("%-34s %5d" % ("  stop and restart (on->off->on)", len(ff["restart"])))
    out.append("%-34s %5d" % ("replacements naming the old value", len(ff["names_old"])))
    out.append("%-34s %5d" % ("relative dates", len(ff["relative_date"])))
    out.append("%-34s %5d" % ("unit/format changes in a pair", len(ff["unit_change"])))
    out.append("%-34s %5d" % ("handovers with another subject", len(ff["handover_other"])))
    out.append("%-34s %s .. %s (%ds)" % ("import session", rfc(min(sess)), rfc(max(sess)),
                                          (max(sess) - min(sess)).total_seconds()))
    ots = [m["t"] for m in mems]
    out.append("%-34s %s .. %s" % ("order times", rfc(min(ots)), rfc(max(ots))))
    return "\n".join(out)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats|--list]\n")
        return 2
    mems, fileorder = build()
    pairs, groups = compute_truth(mems)
    check(mems, pairs, groups)
    ff = family_features()
    repl = [m for m in mems if m["kind"] == "version" and m["vi"] > 0]
    rw = sum(1 for m in repl if not m["same"]) / len(repl)
    assert 0.75 <= rw <= 0.85, rw
    assert len(ff["move_back"]) >= 4 and len(ff["interior_confirmation"]) >= 3
    assert len(ff["negation_family"]) >= 8 and len(ff["restart"]) >= 4
    assert len(ff["names_old"]) >= 3 and len(ff["relative_date"]) >= 2
    assert len(ff["unit_change"]) >= 2 and len(ff["handover_other"]) >= 2
    if argv and argv[0] == "--stats":
        print(stats_text(mems, pairs))
        return 0
    if argv and argv[0] == "--list":
        for m in sorted(mems, key=lambda m: m["id"]):
            print("\t".join([m["id"], rfc(m["t"]), m["label"] or "-", "%s | %s | %s" % (m["s"], m["a"], m["sc"]),
                             str(m["value"]), m["pol"], "backfilled" if m["back"] else "live"]))
        return 0
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for i in fileorder:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
            if m["back"]:
                o["observed_at"] = rfc(m["observed"])
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for e, r, reason in pairs:
            fh.write(json.dumps({"expired_id": e["id"], "replacement_id": r["id"], "reason": reason}) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            fh.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
