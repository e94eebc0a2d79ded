#!/usr/bin/env python3
"""heldout46 -- blind supersession set: coworking space notes.

Deterministic generator (stdlib only, random.Random(4646)).

    python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
    python3 gen.py --stats  print counts, write nothing
    python3 gen.py --list   print every memory, write nothing

Every memory is held in the tables below with its fact key (subject, attribute, scope), value key,
polarity, order time and label.  Truth is computed from the tables, never from the text.
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 4646
PREFIX = "q46-"
LIMIT = dt.datetime(2026, 12, 1)
IMPORT_START = dt.datetime(2026, 11, 23, 13, 10, 0)
BACKFILL_SHARE = 0.75

# Attributes that are multi-valued: each value is its own fact.
MULTI = {"allergy", "invoice cc", "AV kit", "sites", "regular visitors", "member"}

LABEL_CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
                 "different_subject", "static", "membership", "equal_time", "unrelated"]


def F(fid, key, versions, attached=(), tags=()):
    """versions: (time, value, polarity, style, text); style '-' first, 'R' reworded, 'S' same line."""
    return dict(fid=fid, key=key, versions=list(versions), attached=list(attached), tags=set(tags))


# ---------------------------------------------------------------------------------------------
# FAMILIES: changing facts.  Attached labelled memories: (label, time, text) -- they carry the
# family's last value and polarity.
# ---------------------------------------------------------------------------------------------
FAMILIES = [
    F("F01", ("Ivel Robotics", "office", "-"), [
        ("2025-04-02 10:20", "Office 4", "+", "-", "Office 4 - Ivel Robotics (PO), 2F, 4 desks"),
        ("2025-11-03 09:05", "Office 7", "+", "R", "moved Ivel to Office 7 from the 1st, they've grown out of 4"),
        ("2026-05-28 16:40", "Office 9", "+", "R", "Member: Ivel Robotics\nPlan: PO\nOffice: 9 (3F)\nFrom: 1 Jun 2026"),
        ("2026-09-14 11:15", "Offices 9+10", "+", "R", "IR knocked through - they now have Offices 9 and 10 combined, invoice it as one PO"),
    ], [("elaboration", "2026-10-02 10:05", "Ivel Robotics' space is 9 & 10 on 3F, wall taken out over the weekend, 14 desks and their own kitchenette")]),

    F("F02", ("Ivel Robotics", "billing contact", "-"), [
        ("2025-04-02 10:25", "Calum Breck", "+", "-", "Ivel billing contact: Calum Breck (calum@ivelrobotics.co)"),
        ("2026-02-09 14:30", "Sunniva Holt", "+", "R", "Calum says invoices should go to Sunniva Holt from now on, she's their new finance lead"),
    ], [("confirmation", "2026-08-20 12:10", "Checked with the robot folk upstairs - Sunniva is still the one who wants the invoices")]),

    F("F03", ("Ivel Robotics", "licence price", "-"), [
        ("2025-11-03 09:10", "2400 pcm", "+", "-", "Ivel Robotics - Office 7 - £2,400 pcm ex VAT"),
        ("2026-05-28 16:45", "3150 pcm", "+", "R", "Ivel's new licence for Office 9: £37,800/yr ex VAT, billed monthly"),
        ("2026-09-14 11:20", "4900 pcm", "+", "R", "price for IR on 9+10 agreed at 4.9k a month"),
    ], [("format_variant", "2026-10-05 09:40", "inv IR Oct: Offices 9/10 licence £4,900.00 per calendar month, ex VAT")],
        tags={"unit_change"}),

    F("F04", ("Front door code", "code", "main entrance"), [
        ("2025-03-03 08:30", "4471", "+", "-", "Front door code: 4471"),
        ("2025-06-02 08:15", "9026", "+", "S", "Front door code: 9026"),
        ("2025-09-01 08:20", "3318", "+", "R", "new keypad code on the street door is 3318, told everyone in the members' chat"),
        ("2025-12-01 08:10", "7260", "+", "R", "Changed the main entrance code this morning - it's 7260 then # now"),
    ], [("format_variant", "2026-01-12 09:00", "Reminder for newbies: front door is 7-2-6-0 then hash")]),

    F("F05", ("Wifi", "password", "members network"), [
        ("2025-05-06 09:30", "larch-fern-22", "+", "-", "Wifi (Larchyard-Members): larch-fern-22"),
        ("2025-08-05 09:10", "ochre-tide-85", "+", "S", "Wifi (Larchyard-Members): ochre-tide-85"),
        ("2025-11-04 08:55", "quill-basin-40", "+", "R", "rotated the members' wifi pw - now quill-basin-40. Poster in the kitchen updated"),
        ("2026-02-03 09:05", "tallow-moss-17", "+", "R", "members wifi: tallow-moss-17 (old one stops working tonight)"),
        ("2026-06-02 09:20", "ember-slate-63", "+", "R", "New wifi password for members is ember-slate-63 - sent it out in the Monday email"),
    ], [("confirmation", "2026-09-01 09:15", "Wifi pw not rotated this quarter, the members' network stays ember-slate-63")]),

    F("F07", ("Coffee beans", "supplier", "-"), [
        ("2025-03-10 11:00", "Ridgeback Roasters", "+", "-", "Coffee beans: Ridgeback Roasters, 6kg fortnightly"),
        ("2025-10-20 15:45", "Caldera Bean Co", "+", "R", "switched the coffee beans from Ridgeback to Caldera Bean Co - cheaper and they do an oat-friendly blend"),
        ("2026-04-13 10:30", "Ridgeback Roasters", "+", "R", "Going back to Ridgeback for beans from the next order, Caldera missed three deliveries"),
    ], [("elaboration", "2026-07-06 14:00", "Beans are Ridgeback's house espresso, 6kg every other Tuesday, invoice to ops@")],
        tags={"move_back", "names_old"}),

    F("F08", ("Cleaning contractor", "company", "-"), [
        ("2025-03-04 09:00", "Brightfold Cleaning", "+", "-", "Cleaning: Brightfold Cleaning, Mon-Fri 6-8am, contact Rosa"),
        ("2025-09-15 08:40", "Spruce & Sons", "+", "R", "Cleaners switched from Brightfold to Spruce & Sons as of today. Same early slot."),
    ], [("confirmation", "2026-03-16 10:20", "Spruce & Sons still doing our cleaning, renewed for another year")],
        tags={"names_old"}),

    F("F10", ("2F printer", "model", "-"), [
        ("2025-03-18 12:00", "Copiva C450", "+", "-", "Printer 2F: Copiva C450 mono/colour, lease #CP-7731"),
        ("2026-01-19 16:10", "Copiva C620", "+", "R", "Switched the 2F printer from the C450 to a Copiva C620, scan-to-email set up"),
    ], [("elaboration", "2026-02-02 11:30", "2F printer is the C620 now - A3 capable, duplex, tray 2 is for letterhead")],
        tags={"names_old"}),

    F("F11", ("Opening hours", "hours", "weekdays"), [
        ("2025-03-03 08:00", "07:00-21:00", "+", "-", "Opening hours (Mon-Fri): 07:00-21:00"),
        ("2025-10-01 09:30", "07:30-20:00", "+", "R", "from October we close at 8pm on weekdays and open at half seven"),
        ("2026-04-01 09:00", "07:00-20:00", "+", "R", "Weekday hours are 7am to 8pm now (earlier open, members asked for it)"),
    ], [("format_variant", "2026-05-11 08:45", "Mon-Fri 0700-2000, weekends see sign")]),

    F("F12", ("Front desk", "staffed hours", "weekdays"), [
        ("2025-03-03 08:05", "09:00-17:00", "+", "-", "Front desk staffed 9-5 weekdays"),
        ("2025-07-07 10:00", "08:30-18:00", "+", "R", "Dev and Aggie are covering the desk 8.30 to 6 now"),
        ("2026-01-05 09:15", "09:00-17:00", "+", "R", "Desk cover back to 9-5 from Jan, budget"),
    ], [("elaboration", "2026-03-02 10:40", "Front desk is staffed 9am-5pm Mon-Fri; outside that members ring the desk mobile or use their fob")],
        tags={"move_back"}),

    F("F13", ("Front desk rota", "cover", "Monday AM"), [
        ("2025-03-03 08:10", "Dev", "+", "-", "Rota - Mon AM: Dev"),
        ("2025-06-16 08:30", "Aggie", "+", "S", "Rota - Mon AM: Aggie"),
        ("2025-10-06 08:35", "Farrah", "+", "R", "Farrah's taking Monday mornings on the desk from now"),
        ("2026-02-16 08:20", "Dev", "+", "R", "Mon mornings front desk = Dev again (Farrah moved to ops full time)"),
        ("2026-07-06 08:25", "Aggie", "+", "R", "swapped: Aggie does the Monday AM desk, Dev has Tuesday"),
    ], [("confirmation", "2026-10-12 08:30", "Monday morning desk is still Aggie, rota unchanged for autumn")]),

    F("F14", ("Friday social", "running", "-"), [
        ("2025-03-07 12:00", "weekly Fri 17:30 Loft", "+", "-", "Friday social every week, 5.30pm in the Loft, drinks on the house"),
        ("2025-07-25 11:00", "weekly Fri 17:30 Loft", "-", "R", "No Friday socials over the summer - too many people away"),
        ("2025-09-05 10:15", "weekly Fri 17:30 Loft", "+", "R", "Friday drinks are back on from today, 5:30 in the Loft"),
        ("2026-06-26 13:00", "weekly Fri 17:30 Loft", "-", "R", "We're stopping the weekly Friday social for now, the budget's gone on the summer party"),
    ], [("confirmation", "2026-09-11 16:00", "Friday social remains paused, people keep asking")],
        tags={"negation", "restart"}),

    F("F15", ("Members' yoga", "running", "-"), [
        ("2025-04-09 09:00", "Wed 08:00 Loft", "+", "-", "Yoga Wednesdays 8am, Loft, teacher Pia (free for members)"),
        ("2025-12-10 12:30", "Wed 08:00 Loft", "-", "R", "Cancelled Wednesday yoga until further notice - Pia's injured"),
        ("2026-03-04 09:10", "Wed 08:00 Loft", "+", "R", "Yoga's back! Wed 8am in the Loft, Pia is fine again"),
    ], [("elaboration", "2026-04-15 09:30", "Yoga: Wednesdays 8-9am in the Loft with Pia, mats in the AV cupboard, max 12, sign up on the board")],
        tags={"negation", "restart"}),

    F("F16", ("Mail forwarding", "service", "-"), [
        ("2025-03-12 10:00", "forwarding", "+", "-", "Mail forwarding: available on all plans, £5/mo"),
        ("2025-08-11 11:20", "forwarding", "-", "R", "We've paused mail forwarding - courier contract ended, holding post at the desk instead"),
        ("2025-11-17 10:45", "forwarding", "+", "R", "Post forwarding restarted with the new courier, members can switch it back on"),
    ], tags={"negation", "restart"}),

    F("F17", ("Bike store", "open", "-"), [
        ("2025-05-19 09:00", "24/7 fob access", "+", "-", "Basement bike store open 24/7, fob access"),
        ("2026-01-26 08:15", "24/7 fob access", "-", "R", "bike store CLOSED - water came in under the door, Hartwell looking at it"),
        ("2026-03-09 14:20", "24/7 fob access", "+", "R", "Bike store reopened, dried out and a new drain fitted"),
    ], [("confirmation", "2026-05-26 09:00", "bike store still open as normal after the storm, checked the drain")],
        tags={"negation", "restart"}),

    F("F18", ("Day pass", "price", "-"), [
        ("2025-03-20 10:00", "25", "+", "-", "Day pass £25 incl. coffee"),
        ("2025-09-19 09:30", "30", "+", "R", "day passes up to £30 from Monday"),
        ("2026-03-30 11:00", "30", "-", "R", "We've stopped selling day passes, members only from April"),
    ], tags={"negation"}),

    F("F19", ("Ivel Robotics", "24h access", "-"), [
        ("2025-06-10 15:00", "24h", "+", "-", "Ivel have 24/7 access on all their fobs (robot testing at night)"),
        ("2026-04-20 10:10", "24h", "-", "R", "Took 24h access off IR's fobs - back to normal hours after the alarm call-outs"),
    ], tags={"negation"}),

    F("F20", ("Parking space P2", "assigned to", "-"), [
        ("2025-05-05 09:45", "Dagny Furlong", "+", "-", "P2 - Dagny Furlong (Lintel Architects), £60/mo"),
        ("2026-01-13 13:30", "Dagny Furlong", "-", "R", "Dagny doesn't want the parking space any more, P2 is free from Feb"),
    ], tags={"negation"}),

    F("F21", ("Sunday access", "available", "PO members"), [
        ("2025-04-27 10:00", "Sun 10-18", "+", "-", "PO members can come in on Sundays 10-6 with their fob"),
        ("2026-06-15 12:00", "Sun 10-18", "-", "R", "no Sunday access from July, building insurance thing"),
    ], tags={"negation"}),

    F("F22", ("Mireille Osk", "desk", "-"), [
        ("2025-03-24 10:00", "FD 14", "+", "-", "Desk 14 - Mireille Osk (freelance illustrator), fixed, 2F"),
        ("2025-10-13 11:30", "FD 22", "+", "R", "Mireille moved over to 22 by the window"),
        ("2026-02-23 09:40", "FD 14", "+", "R", "Ms Osk is back at her old desk 14 - the window seat's too draughty"),
    ], [("confirmation", "2026-06-08 10:00", "Mireille remains at desk 14, she's renewed FD for the year")],
        tags={"move_back"}),

    F("F23", ("Members' meeting", "day", "monthly"), [
        ("2025-04-01 12:00", "first Tuesday", "+", "-", "Members' meeting: first Tuesday of the month, 6pm, Birch"),
        ("2025-09-10 14:00", "last Thursday", "+", "R", "moving the monthly members' meeting to the last Thursday, it clashes with the Tues talks"),
        ("2026-02-04 10:30", "first Tuesday", "+", "R", "Members' mtg back on 1st Tuesdays - Thursdays had awful turnout"),
    ], tags={"move_back"}),

    F("F24", ("Hot desk", "price", "standard"), [
        ("2025-03-03 08:40", "180 pcm", "+", "-", "HD: £180 pcm"),
        ("2025-12-15 15:00", "180 pcm", "+", "R", "Hot desk price stays at £180 for now, reviewed it with Farrah"),
        ("2026-04-01 09:05", "195 pcm", "+", "R", "Hot desking goes up to £195 a month from April"),
    ], [("format_variant", "2026-05-18 11:00", "hot desk = 195/month + VAT")],
        tags={"interior_confirmation"}),

    F("F25", ("Birch", "hourly rate", "members"), [
        ("2025-03-05 09:00", "12/h", "+", "-", "Birch (MR1) members: £12/hr"),
        ("2025-09-08 10:15", "12/h", "+", "R", "Checked the rate card: Birch stays £12/h for members"),
        ("2026-01-12 09:50", "15/h", "+", "R", "Birch room now £15 per hour for members (new chairs)"),
    ], tags={"interior_confirmation"}),

    F("F26", ("Anouk Velder", "locker", "-"), [
        ("2025-05-12 10:00", "L-31", "+", "-", "Locker L-31 - Anouk Velder"),
        ("2025-11-10 11:45", "L-31", "+", "R", "Anouk's kept L-31 after the locker shuffle"),
        ("2026-03-16 12:20", "L-08", "+", "R", "Anouk V. moved to locker 8, she needed a bottom-row one"),
    ], tags={"interior_confirmation"}),

    F("F27", ("Fire alarm test", "date", "Q1 2026"), [
        ("2026-02-16 10:00", "2026-03-11", "+", "-", "Fire alarm test: Wed 11 Mar, 10:00 (Hartwell)"),
        ("2026-03-05 12:00", "2026-03-10", "+", "R", "Hartwell can't do Wednesday, fire alarm test moved to next Tuesday, same time"),
    ], [("format_variant", "2026-03-06 09:00", "Fire test: 10/03/26 10am - warn the 3F callers")],
        tags={"relative_date"}),

    F("F28", ("Window cleaning", "date", "July 2026"), [
        ("2026-06-29 11:00", "2026-07-14", "+", "-", "Window cleaners booked Tue 14/07, outside only"),
        ("2026-07-13 15:20", "2026-07-17", "+", "R", "Window cleaners can't make tomorrow, coming this Friday instead"),
    ], [("format_variant", "2026-07-15 09:10", "windows: 17.07.26, outside, from 7am")],
        tags={"relative_date"}),

    F("F29", ("Locker", "rent", "standard"), [
        ("2025-03-03 08:50", "180 per yr", "+", "-", "Lockers: £15/month"),
        ("2026-01-05 09:20", "160 per yr", "+", "R", "Locker rent is now £160 per year, paid upfront"),
    ], tags={"unit_change"}),

    F("F30", ("Tessaly Bio", "desks", "-"), [
        ("2025-07-01 10:00", "3 FD", "+", "-", "Tessaly Bio: 3 x FD, 2F (desks 24-26)"),
        ("2026-03-20 17:30", "5 FD", "+", "R", "Handover Fri: Tessaly Bio go up to 5 fixed desks from Monday, adding 27 and 28. Also Dunmere Press asked us to hold their post rather than forward it while they're away till the 6th."),
    ], tags={"handover_other"}),

    F("F31", ("Lintel Architects", "account contact", "-"), [
        ("2025-05-05 09:50", "Hester Quaine", "+", "-", "Lintel Architects - account contact Hester Quaine"),
        ("2026-02-27 17:45", "Marek Tolland", "+", "R", "Handover: Hester has left Lintel, Marek Tolland is their contact now (marek@lintel-arch.co). Separately - the Alder TV remote now lives in the top drawer under the table."),
    ], [("confirmation", "2026-07-13 10:30", "Marek still our contact at Lintel, confirmed at their renewal")],
        tags={"handover_other"}),

    F("F32", ("Pellin Audio", "office", "-"), [
        ("2025-06-02 10:30", "Office 2", "+", "-", "Office 2 - Pellin Audio (PO), 2F"),
        ("2026-01-26 11:00", "Office 5", "+", "S", "Office 5 - Pellin Audio (PO), 2F"),
    ]),

    F("F33", ("Grayhollow Games", "plan", "-"), [
        ("2025-04-07 10:00", "FD x4", "+", "-", "Grayhollow Games - plan: FD x4"),
        ("2025-11-24 14:00", "PO Office 11", "+", "R", "Grayhollow upgraded to a private office (11) from Dec 1"),
    ], [("elaboration", "2026-01-19 10:00", "Grayhollow Games are in Office 11 (PO) - 3F, 6 desks, the one next to the Loft, their own thermostat")]),

    F("F34", ("Jules Varga", "plan", "-"), [
        ("2025-05-20 11:00", "HD", "+", "-", "Member: Jules Varga\nPlan: HD\nBilling: self\nFob: F-2144"),
        ("2026-02-02 15:30", "FD", "+", "R", "Jules is going fixed desk from next month - give them 16"),
    ]),

    F("F36", ("Fixed desk", "price", "standard"), [
        ("2025-03-03 08:45", "260 pcm", "+", "-", "FD: £260 pcm"),
        ("2025-09-01 09:00", "285 pcm", "+", "S", "FD: £285 pcm"),
        ("2026-01-05 09:25", "295 pcm", "+", "R", "Fixed desks go to £295/month in the new year price list"),
        ("2026-07-01 10:00", "310 pcm", "+", "R", "Price change for fixed desk members: now 310 pcm. Emailed everyone on FD."),
    ], [("format_variant", "2026-08-10 09:30", "fixed desk £310.00 per calendar month (ex VAT)")]),

    F("F37", ("Private office", "price", "Office 3"), [
        ("2025-03-03 08:55", "1450 pcm", "+", "-", "PO 3 (4 desks): £1,450 pcm"),
        ("2025-11-03 10:00", "1600 pcm", "+", "S", "PO 3 (4 desks): £1,600 pcm"),
    ], [("elaboration", "2026-02-16 11:15", "Office 3 is £1,600 pcm - 4 desks, 2 extra fobs allowed, 8h of MR credit, lockable cabinet")]),

    F("F38", ("Meeting room credits", "included hours", "FD plan"), [
        ("2025-03-03 09:00", "4h pcm", "+", "-", "FD plan includes 4h meeting room credit per month"),
        ("2025-10-13 12:00", "6h pcm", "+", "R", "bumped FD MR credits to 6 hours a month"),
    ]),

    F("F39", ("Hazel", "capacity", "-"), [
        ("2025-03-05 09:10", "6", "+", "-", "Hazel (MR3) seats 6"),
        ("2025-08-18 10:00", "8", "+", "S", "Hazel (MR3) seats 8"),
    ]),

    F("F40", ("Alder", "display", "-"), [
        ("2025-03-05 09:20", "50in TV", "+", "-", "Alder (MR2): 50\" TV on the wall, HDMI + USB-C"),
        ("2026-06-08 10:30", "ceiling projector", "+", "R", "Alder's TV went, ceiling projector installed Friday with a pull-down screen"),
    ]),

    F("F42", ("Founders' breakfast", "date", "October 2025"), [
        ("2025-09-22 11:00", "2025-10-08", "+", "-", "Founders' breakfast Wed 8 Oct, 8am, Loft"),
        ("2025-09-30 15:00", "2025-10-15", "+", "R", "pushed the founders' brekkie back a week to the 15th"),
    ]),

    F("F43", ("Summer party 2026", "venue", "-"), [
        ("2026-05-11 12:00", "roof terrace", "+", "-", "Summer party 2026: 24 Jul, roof terrace"),
        ("2026-07-20 16:00", "the Loft", "+", "R", "Forecast is grim - summer party's moving indoors to the Loft"),
    ], [("elaboration", "2026-07-22 10:00", "Summer party is in the Loft, Fri 24 Jul from 6pm, band in the far corner, caterers up the goods lift")]),

    F("F44", ("Freelancer pricing talk", "speaker", "-"), [
        ("2025-10-27 10:00", "Ines Cardoso-Leigh", "+", "-", "Talk 20 Nov: 'Pricing for freelancers' - Ines Cardoso-Leigh"),
        ("2025-11-10 13:00", "Bodhi Achterberg", "+", "R", "Ines pulled out, Bodhi Achterberg (Vantrell) will do the pricing talk"),
        ("2025-11-18 09:30", "Ines Cardoso-Leigh", "+", "R", "Ines is back on for the 20th after all, Bodhi's ill"),
    ], tags={"move_back"}),

    F("F45", ("Maintenance contractor", "company", "-"), [
        ("2025-03-04 09:10", "Hartwell Facilities", "+", "-", "Maintenance: Hartwell Facilities, call-out 0161 496 0732"),
        ("2026-05-18 09:00", "Corrim Maintenance", "+", "R", "Hartwell's contract ended, Corrim Maintenance are our maintenance people from today"),
    ], [("elaboration", "2026-06-01 10:20", "Corrim Maintenance handle all building maintenance now - call-outs through their portal, 4h response on urgent jobs, ask for Idris")]),

    F("F47", ("Recycling collection", "day", "mixed"), [
        ("2025-03-11 17:00", "Tuesday", "+", "-", "Recycling out Tues night (mixed)"),
        ("2025-10-28 16:30", "Thursday", "+", "S", "Recycling out Thurs night (mixed)"),
    ]),

    F("F48", ("Milk delivery", "supplier", "-"), [
        ("2025-03-10 11:10", "Fennick Dairy", "+", "-", "Milk: Fennick Dairy, Mon/Wed/Fri"),
        ("2025-08-04 10:00", "Oakhollow Farm", "+", "R", "milk now comes from Oakhollow Farm (glass bottles)"),
        ("2026-03-02 10:10", "Pantry Direct", "+", "R", "Milk and oat milk both from Pantry Direct from March, one invoice"),
    ], [("confirmation", "2026-09-21 11:00", "Pantry Direct are still doing the milk, order renewed as is")]),

    F("F49", ("Water cooler", "supplier", "-"), [
        ("2025-06-16 10:00", "Purlwell Water", "+", "-", "Water cooler bottles - Purlwell Water"),
        ("2026-04-27 10:30", "Aquabyre", "+", "S", "Water cooler bottles - Aquabyre"),
    ]),

    F("F50", ("Saltmarrow Design", "billing email", "-"), [
        ("2025-03-17 10:00", "accounts@saltmarrow.co", "+", "-", "Saltmarrow inv to accounts@saltmarrow.co"),
        ("2026-01-19 11:00", "finance@saltmarrowdesign.com", "+", "R", "SMD want invoices sent to finance@saltmarrowdesign.com now"),
    ]),

    F("F51", ("Saltmarrow Design", "space", "-"), [
        ("2025-03-17 10:05", "FD 10-13 2F", "+", "-", "Saltmarrow Design: FD 10-13, 2F"),
        ("2025-09-29 09:30", "FD 30-35 3F", "+", "R", "moved Saltmarrow up to 3F, desks 30 to 35 (they've hired two)"),
        ("2026-04-06 10:00", "Office 6", "+", "R", "Saltmarrow Design took Office 6 on 3F, desks 30-35 freed up"),
    ]),

    F("F52", ("Quillon Analytics", "account contact", "-"), [
        ("2025-04-14 10:00", "Nils Arkady", "+", "-", "Quillon Analytics - contact: Nils Arkady"),
        ("2025-10-06 14:15", "Greta Lindqvar", "+", "R", "Nils has handed the Quillon account to Greta Lindqvar"),
        ("2026-05-25 11:00", "Ruaridh Penn", "+", "R", "Member: Quillon Analytics\nContact: Ruaridh Penn\nPlan: FD x4"),
    ], [("confirmation", "2026-09-28 10:00", "Ruaridh confirmed again he's Quillon's point of contact for everything")]),

    F("F53", ("Quillon Analytics", "fob count", "-"), [
        ("2025-04-14 10:05", "4", "+", "-", "Quillon fobs: 4 (F-2201..2204)"),
        ("2025-12-15 12:00", "6", "+", "S", "Quillon fobs: 6 (F-2201..2206)"),
    ]),

    F("F54", ("Brackenridge Legal", "mail handling", "-"), [
        ("2025-05-27 10:00", "hold at desk", "+", "-", "Brackenridge Legal: post held at front desk for collection"),
        ("2025-12-01 11:30", "scan and email", "+", "R", "Brackenridge want their post opened & scanned to email, originals shredded after 30 days"),
    ]),

    F("F55", ("Brackenridge Legal", "office", "-"), [
        ("2025-05-27 10:05", "Office 1", "+", "-", "Office 1 - Brackenridge Legal (PO), 2F"),
        ("2026-08-03 09:30", "Office 8", "+", "R", "the lawyers have moved into Office 8"),
    ], [("elaboration", "2026-08-17 10:00", "Brackenridge Legal are in Office 8 - 3F, with the lockable filing room off the back")]),

    F("F56", ("Kofi Brannagh", "fob", "-"), [
        ("2025-06-23 10:00", "F-2210", "+", "-", "Kofi Brannagh - fob F-2210"),
        ("2026-02-17 09:00", "F-2291", "+", "S", "Kofi Brannagh - fob F-2291"),
    ]),

    F("F57", ("Lotte Hanswick", "plan", "-"), [
        ("2025-04-28 10:00", "FD", "+", "-", "Lotte Hanswick: FD (desk 6)"),
        ("2025-11-17 11:00", "HD", "+", "R", "Lotte's dropping to hot desk, she's mostly remote now"),
        ("2026-05-05 10:00", "FD", "+", "R", "LH back on a fixed desk from May, desk 6 again if it's free"),
    ], [("confirmation", "2026-08-24 10:00", "Lotte's still on FD, same desk")],
        tags={"move_back"}),

    F("F58", ("Beatrix Mowle", "company", "-"), [
        ("2025-07-14 10:00", "freelance", "+", "-", "Beatrix Mowle - freelance copywriter, HD"),
        ("2026-03-23 12:00", "Vantrell Consulting", "+", "R", "Bea's joined Vantrell Consulting, move her billing onto their account"),
    ]),

    F("F59", ("Copperwick", "invoice day", "-"), [
        ("2025-05-01 10:00", "1st", "+", "-", "Copperwick invoiced on the 1st"),
        ("2025-12-22 11:00", "25th", "+", "R", "Copperwick asked to be invoiced on the 25th to match their payroll"),
    ]),

    F("F60", ("Invoice payment terms", "days", "standard"), [
        ("2025-03-03 09:05", "14 days", "+", "-", "Payment terms: 14 days"),
        ("2025-09-01 09:10", "30 days", "+", "R", "We've moved all members to 30-day payment terms"),
    ], [("format_variant", "2025-10-06 10:00", "Terms on the invoices now read 'net 30'")]),

    F("F61", ("Late payment fee", "amount", "-"), [
        ("2025-03-03 09:10", "20", "+", "-", "Late fee £20"),
        ("2026-01-05 09:30", "25", "+", "S", "Late fee £25"),
    ]),

    F("F63", ("Phone booths", "max booking", "-"), [
        ("2025-03-05 09:30", "30 min", "+", "-", "Phone booths: max 30 mins per booking"),
        ("2025-11-03 10:30", "45 min", "+", "R", "people can now book the phone booths for up to 45 minutes"),
    ], [("format_variant", "2026-01-20 10:00", "booths: 3/4 hr max")]),

    F("F64", ("Printing", "colour price", "A4"), [
        ("2025-03-18 12:05", "10p", "+", "-", "Colour printing: 10p/page A4"),
        ("2026-01-19 16:15", "12p", "+", "R", "colour prints are 12p a sheet on the new machine"),
    ]),

    F("F66", ("Front desk", "mobile", "-"), [
        ("2025-03-03 09:15", "07700 900417", "+", "-", "Front desk mobile: 07700 900417"),
        ("2025-10-20 12:00", "07700 900862", "+", "R", "new desk phone number is 07700 900862 - the old SIM died"),
    ], [("format_variant", "2026-01-07 09:00", "desk mob +44 7700 900862")]),

    F("F67", ("Side door code", "code", "3F side door"), [
        ("2025-03-03 08:35", "1904", "+", "-", "3F side door code 1904"),
        ("2026-03-02 08:30", "6652", "+", "S", "3F side door code 6652"),
    ]),

    F("F69", ("Sable Fern Studio", "desk", "-"), [
        ("2025-06-09 10:00", "FD 5", "+", "-", "Desk 5 - Sable Fern Studio (Ottilie), fixed, 2F"),
        ("2026-02-09 11:00", "FD 17", "+", "S", "Desk 17 - Sable Fern Studio (Ottilie), fixed, 2F"),
    ]),

    F("F70", ("Sable Fern Studio", "billing contact", "-"), [
        ("2025-06-09 10:05", "Ottilie Barnes-Wu", "+", "-", "Sable Fern billing: Ottilie Barnes-Wu"),
        ("2026-06-22 10:00", "Rafe Lindgren", "+", "R", "Sable Fern's invoices to Rafe Lindgren now, Ottilie's on mat leave"),
    ], [("elaboration", "2026-09-07 10:00", "Billing contact for Sable Fern is Rafe Lindgren (studio manager), rafe@sablefern.studio, prefers PDF invoices")]),

    F("F71", ("Dunmere Press", "plan", "-"), [
        ("2025-08-11 10:00", "virtual office", "+", "-", "Dunmere Press: virtual office (mail only)"),
        ("2026-01-12 10:30", "HD x2", "+", "R", "Dunmere are coming in properly now - 2 hot desk memberships"),
    ]),

    F("F72", ("Nimbleroot", "office", "-"), [
        ("2025-03-24 10:10", "Office 10", "+", "-", "Office 10 - Nimbleroot (PO), 3F"),
        ("2026-04-27 11:00", "Office 4", "+", "S", "Office 4 - Nimbleroot (PO), 2F"),
    ], [("confirmation", "2026-10-19 10:00", "Nimbleroot are staying in Office 4 for another year, renewal signed")]),

    F("F73", ("Harrowgate Cartography", "locker", "-"), [
        ("2025-07-07 10:00", "L-12", "+", "-", "Locker 12 - Harrowgate Cartography"),
        ("2026-03-23 12:10", "L-19", "+", "R", "Harrowgate swapped to L-19, 12's lock is broken"),
    ]),

    F("F74", ("Yusuf Demirkol", "desk", "-"), [
        ("2025-08-18 10:00", "FD 9", "+", "-", "Desk 9 - Yusuf Demirkol, fixed, 2F"),
        ("2026-05-11 10:00", "FD 3", "+", "S", "Desk 3 - Yusuf Demirkol, fixed, 2F"),
    ]),

    F("F75", ("Guest policy", "guests per member per day", "standard"), [
        ("2025-03-03 09:20", "2", "+", "-", "Guests: max 2 per member per day"),
        ("2025-11-10 10:00", "3", "+", "R", "members can bring up to three guests a day now"),
    ], [("format_variant", "2026-02-23 10:00", "Guest limit: 3/member/day")]),

    F("F76", ("Outgoing post", "collection time", "-"), [
        ("2025-03-03 09:25", "16:00", "+", "-", "Outgoing post collected 4pm"),
        ("2025-10-20 12:10", "15:30", "+", "R", "Post collection is earlier now - half three"),
    ], [("format_variant", "2026-02-02 11:40", "Outgoing mail pickup 15:30 daily")]),

    F("F77", ("Room booking system", "app", "-"), [
        ("2025-03-03 09:30", "Slotwise", "+", "-", "Room bookings via Slotwise"),
        ("2026-01-05 09:40", "Bookery", "+", "R", "We've moved room booking over from Slotwise to Bookery, logins emailed"),
    ], [("elaboration", "2026-02-09 10:00", "Bookery is the room booking app now - members log in with their work email, 15-min slots, free cancellation up to 2h before")],
        tags={"names_old"}),

    F("F78", ("Loft", "hire rate", "evening, external"), [
        ("2025-03-03 09:35", "300", "+", "-", "Loft evening hire (external): £300"),
        ("2026-01-05 09:45", "350", "+", "S", "Loft evening hire (external): £350"),
    ]),
]

# ---------------------------------------------------------------------------------------------
# STANDALONE labelled memories: (label, key, value, polarity, time, text)
# ---------------------------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: each value its own fact
    ("multi_valued", ("Anouk Velder", "allergy", "-"), "nuts", "+", "2025-05-12 10:05", "Anouk Velder - nut allergy, keep the satay away from the members' lunch"),
    ("multi_valued", ("Anouk Velder", "allergy", "-"), "dairy", "+", "2025-09-15 11:00", "Anouk also can't do dairy, add it to the event dietary list"),
    ("multi_valued", ("Quillon Analytics", "invoice cc", "-"), "accounts@quillon.io", "+", "2025-05-01 10:10", "Quillon inv cc: accounts@quillon.io"),
    ("multi_valued", ("Quillon Analytics", "invoice cc", "-"), "ops@quillon.io", "+", "2026-01-26 11:10", "add ops@quillon.io as another cc on Quillon invoices"),
    ("multi_valued", ("Loft", "AV kit", "-"), "PA speaker", "+", "2025-04-10 10:00", "Loft kit: PA speaker, lives in the AV cupboard"),
    ("multi_valued", ("Loft", "AV kit", "-"), "wireless mic", "+", "2025-10-15 15:00", "added a wireless mic to the Loft kit"),
    ("multi_valued", ("Loft", "AV kit", "-"), "clicker", "+", "2026-03-30 12:00", "Loft also has a presentation clicker now (in the AV box)"),
    ("multi_valued", ("Saltmarrow Design", "sites", "-"), "Pennick", "+", "2025-03-17 10:10", "Saltmarrow have a studio in Pennick too, some of their post goes there"),
    ("multi_valued", ("Saltmarrow Design", "sites", "-"), "Carrow Mills", "+", "2026-02-23 11:00", "Saltmarrow opened another studio, in Carrow Mills"),
    ("multi_valued", ("Grayhollow Games", "regular visitors", "-"), "Ted Marsh", "+", "2025-06-02 11:00", "Grayhollow's regular visitor: Ted Marsh (QA), signs in as their guest"),
    ("multi_valued", ("Grayhollow Games", "regular visitors", "-"), "Juno Pike", "+", "2025-12-01 12:00", "another regular Grayhollow visitor - Juno Pike, voice actor, Tuesdays"),
    ("multi_valued", ("Grayhollow Games", "regular visitors", "-"), "Wes Ormond", "+", "2026-06-15 12:30", "Added Wes Ormond to Grayhollow's regular guests list"),

    # scope_disjoint: same subject + attribute as a family, another scope
    ("scope_disjoint", ("Opening hours", "hours", "Saturday"), "09:00-17:00", "+", "2025-03-03 08:01", "Saturday opening: 09:00-17:00"),
    ("scope_disjoint", ("Hot desk", "price", "student"), "120 pcm", "+", "2025-06-02 12:00", "HD student rate £120 pcm"),
    ("scope_disjoint", ("Birch", "hourly rate", "non-members"), "30/h", "+", "2025-09-08 10:20", "Birch for non-members: £30/hr"),
    ("scope_disjoint", ("Locker", "rent", "large"), "25 pcm", "+", "2025-07-14 11:00", "Large lockers (3F): £25/month"),
    ("scope_disjoint", ("Fixed desk", "price", "annual upfront"), "3200 per yr", "+", "2026-01-05 09:35", "FD paid annually upfront: £3,200/yr"),
    ("scope_disjoint", ("Meeting room credits", "included hours", "PO plan"), "10h pcm", "+", "2025-10-13 12:05", "PO plan comes with 10h of MR credit pcm"),
    ("scope_disjoint", ("Recycling collection", "day", "glass"), "Friday fortnightly", "+", "2025-10-28 16:35", "Glass collection: Fridays, fortnightly"),
    ("scope_disjoint", ("Printing", "colour price", "A3"), "20p", "+", "2026-01-19 16:20", "A3 colour: 20p a side"),
    ("scope_disjoint", ("Guest policy", "guests per member per day", "event nights"), "5", "+", "2025-11-10 10:05", "On event nights members can bring up to 5 guests"),
    ("scope_disjoint", ("Loft", "hire rate", "daytime, external"), "200", "+", "2025-03-03 09:36", "Loft daytime hire (external): £200"),
    ("scope_disjoint", ("Wifi", "password", "guest network"), "visit-larch-2025", "+", "2025-05-06 09:35", "Guest wifi (Larchyard-Guest): visit-larch-2025"),
    ("scope_disjoint", ("Front desk rota", "cover", "Monday PM"), "Farrah", "+", "2025-06-16 08:35", "Rota - Mon PM: Farrah"),

    # different_subject: same attribute, another subject, mostly a value some family has
    ("different_subject", ("Femi Calloway", "locker", "-"), "L-31", "+", "2026-04-06 10:00", "Locker L-31 - Femi Calloway"),
    ("different_subject", ("Pim van Rossel", "desk", "-"), "FD 22", "+", "2026-03-09 10:00", "Desk 22 - Pim van Rossel, fixed, 2F"),
    ("different_subject", ("Harrowgate Cartography", "office", "-"), "Office 7", "+", "2026-07-06 10:30", "Harrowgate Cartography have taken Office 7 (Ivel's old one)"),
    ("different_subject", ("Brisk Ledger", "mail handling", "-"), "scan and email", "+", "2026-02-16 11:00", "Brisk Ledger: post scanned & emailed, no forwarding"),
    ("different_subject", ("Ilse Marrow", "plan", "-"), "FD", "+", "2026-03-02 11:00", "Member: Ilse Marrow\nPlan: FD\nDesk: 19\nBilling: self"),
    ("different_subject", ("Alder", "capacity", "-"), "8", "+", "2025-09-01 10:00", "Alder (MR2) seats 8"),
    ("different_subject", ("Birch", "display", "-"), "ceiling projector", "+", "2026-07-20 10:00", "Birch AV: ceiling projector + speakerphone"),
    ("different_subject", ("Grayhollow Games", "fob count", "-"), "6", "+", "2026-01-12 11:00", "Grayhollow Games fobs: 6"),
    ("different_subject", ("Lintel Architects", "invoice day", "-"), "25th", "+", "2026-02-02 12:00", "Lintel inv date: 25th of the month"),
    ("different_subject", ("Ormsby Kite Co", "desks", "-"), "5 FD", "+", "2026-04-13 11:00", "Ormsby Kite Co: 5 x FD, 3F"),
    ("different_subject", ("Hollin's Bakery", "coffee beans supplier", "-"), "Caldera Bean Co", "+", "2026-05-04 12:00", "the bakery on the ground floor (Hollin's) gets its beans from Caldera Bean Co"),
    ("different_subject", ("Book club", "day", "monthly"), "last Thursday", "+", "2026-03-16 13:00", "Book club: last Thursday of the month, 7pm, Hazel"),

    # static: facts that do not change (some stated twice, different formats)
    ("static", ("Larchyard Works", "opened", "-"), "2019", "+", "2025-03-03 07:55", "Larchyard Works opened in 2019"),
    ("static", ("Larchyard Works", "opened", "-"), "2019", "+", "2026-05-04 09:00", "est. 2019 - seven years this May!"),
    ("static", ("Larchyard Works", "VAT number", "-"), "GB482119307", "+", "2025-03-03 07:56", "Our VAT no: GB 482 1193 07"),
    ("static", ("Larchyard Works", "VAT number", "-"), "GB482119307", "+", "2025-11-03 10:40", "VAT reg GB482119307 (for the invoice footer)"),
    ("static", ("Ivel Robotics", "company number", "-"), "11483920", "+", "2025-04-02 10:30", "Ivel Robotics Ltd - company no. 11483920"),
    ("static", ("Ivel Robotics", "company number", "-"), "11483920", "+", "2026-05-28 16:50", "Ivel co. number 11 483 920 (for the new licence)"),
    ("static", ("Anouk Velder", "member since", "-"), "2021-02-03", "+", "2025-05-12 10:10", "Anouk Velder - member since 3 Feb 2021"),
    ("static", ("Anouk Velder", "member since", "-"), "2021-02-03", "+", "2026-02-03 09:30", "Anouk's 5-year memberversary today! (joined 03/02/2021)"),
    ("static", ("Larchyard Works", "address", "-"), "14 Tallow Street", "+", "2025-03-03 07:57", "We're at 14 Tallow Street, Fenmoor - deliveries round the back"),
    ("static", ("3F", "floor area", "-"), "410 m2", "+", "2025-03-03 07:58", "3F is 410 m² net"),
    ("static", ("Sable Fern Studio", "founded", "-"), "2017", "+", "2025-06-09 10:10", "Sable Fern Studio founded 2017 by Ottilie"),
    ("static", ("Loft", "fire capacity", "-"), "80", "+", "2025-03-05 09:40", "Loft max occupancy (fire cert): 80"),

    # membership: additive group statements (group | member | person)
    ("membership", ("Fire wardens", "member", "Yusuf Demirkol"), "yes", "+", "2025-09-01 10:30", "Yusuf Demirkol is on the fire warden team for 2F"),
    ("membership", ("First aiders", "member", "Kofi Brannagh"), "yes", "+", "2025-10-20 14:00", "Kofi joined the first-aider pool after the course"),
    ("membership", ("Events volunteers", "member", "Sunniva Holt"), "yes", "+", "2026-03-02 14:00", "Sunniva Holt added to the events volunteers list"),
    ("membership", ("Parcel-locker pilot", "member", "Saltmarrow Design"), "yes", "+", "2025-12-08 10:00", "Saltmarrow are in the parcel-locker pilot"),
    ("membership", ("Members' committee", "member", "Greta Lindqvar"), "yes", "+", "2025-11-24 16:00", "Greta's on the members' committee now"),
    ("membership", ("3F quiet-zone group", "member", "Pim van Rossel"), "yes", "+", "2026-04-20 15:00", "Pim joined the 3F quiet-zone group"),
    ("membership", ("Welcome team", "member", "Lotte Hanswick"), "yes", "+", "2025-06-16 12:00", "Lotte Hanswick's on the welcome team for new members"),
    ("membership", ("Keyholders", "member", "Aggie"), "yes", "+", "2025-07-07 10:10", "Aggie's now on the keyholder list"),
    ("membership", ("Keyholders", "member", "Dev"), "yes", "+", "2025-07-21 10:00", "Dev is a keyholder too as of today"),
    ("membership", ("Green-office pledge", "member", "Tessaly Bio"), "yes", "+", "2025-09-22 12:00", "Tessaly Bio signed up to the green-office pledge"),
    ("membership", ("Cycle-to-work scheme", "member", "Marek Tolland"), "yes", "+", "2026-04-27 12:00", "Marek Tolland joined the cycle scheme, bike store added to his fob"),
    ("membership", ("Members' committee", "member", "Femi Calloway"), "yes", "+", "2026-05-25 16:00", "Femi Calloway elected to the members' committee alongside Greta"),

    # equal_time: six pairs, one key, one order time, different values
    ("equal_time", ("Hazel booking 2026-03-12 14:00", "booked by", "-"), "Yarrow Health", "+", "2026-03-09 11:00", "Hazel 12/3 2-4pm - Yarrow Health"),
    ("equal_time", ("Hazel booking 2026-03-12 14:00", "booked by", "-"), "Dunmere Press", "+", "2026-03-09 11:00", "Hazel, Thu 12 Mar 14:00-16:00: Dunmere Press"),
    ("equal_time", ("Tamsin Greaves", "fob", "-"), "F-2307", "+", "2026-04-13 09:30", "Tamsin Greaves - fob F-2307"),
    ("equal_time", ("Tamsin Greaves", "fob", "-"), "F-2370", "+", "2026-04-13 09:30", "Fob F-2370 issued to Tamsin Greaves"),
    ("equal_time", ("Brisk Ledger", "plan price", "-"), "195 pcm", "+", "2026-04-20 14:00", "Brisk Ledger: HD £195 pcm"),
    ("equal_time", ("Brisk Ledger", "plan price", "-"), "185 pcm", "+", "2026-04-20 14:00", "Brisk Ledger pay £185/month (HD, loyalty rate)"),
    ("equal_time", ("Pocketwell", "billing email", "-"), "hello@pocketwell.app", "+", "2025-11-24 10:00", "Pocketwell billing: hello@pocketwell.app"),
    ("equal_time", ("Pocketwell", "billing email", "-"), "accounts@pocketwell.app", "+", "2025-11-24 10:00", "Pocketwell inv -> accounts@pocketwell.app"),
    ("equal_time", ("Loft booking 2026-09-18 evening", "event", "-"), "quiz night", "+", "2026-08-24 15:00", "Loft Fri 18 Sep eve: members' quiz night"),
    ("equal_time", ("Loft booking 2026-09-18 evening", "event", "-"), "Nimbleroot launch", "+", "2026-08-24 15:00", "Loft booked 18/09 evening - Nimbleroot launch party"),
    ("equal_time", ("Magda Szewc", "desk", "-"), "FD 40", "+", "2025-12-08 09:00", "Desk 40 - Magda Szewc, fixed, 3F"),
    ("equal_time", ("Magda Szewc", "desk", "-"), "FD 41", "+", "2025-12-08 09:00", "Magda Szewc -> FD 41 (3F)"),

    # unrelated chatter: no contested fact
    ("unrelated", None, "-", "+", "2025-04-16 17:40", "someone left a blue umbrella in Birch, it's in lost property"),
    ("unrelated", None, "-", "+", "2025-06-25 08:50", "descaled the kettle on 2F, tastes less of pennies"),
    ("unrelated", None, "-", "+", "2025-08-27 11:00", "Happy birthday Dev!! cake in the kitchen at 3"),
    ("unrelated", None, "-", "+", "2025-10-09 13:20", "printer jammed again, cleared it, tray 1 was overfilled"),
    ("unrelated", None, "-", "+", "2025-12-17 10:00", "big fern on the 3F landing looking sad, gave it a drink"),
    ("unrelated", None, "-", "+", "2026-01-21 09:10", "coffee machine doing the grinding noise again - ignored it, still works"),
    ("unrelated", None, "-", "+", "2026-02-25 15:30", "anyone seen the long-arm stapler? not in the stationery cupboard"),
    ("unrelated", None, "-", "+", "2026-04-08 16:45", "mad parcel day, 40-odd, all logged and on the shelves"),
    ("unrelated", None, "-", "+", "2026-05-20 14:10", "welcome packs printed for next week's starters"),
    ("unrelated", None, "-", "+", "2026-06-18 21:05", "lovely turnout at tonight's talk, ~50 people"),
    ("unrelated", None, "-", "+", "2026-08-05 12:00", "note to self: order more lanyards and visitor stickers"),
    ("unrelated", None, "-", "+", "2026-10-07 11:30", "quiet day, half of 3F at some conference"),
]

# Relative dates: (family, version index, phrase) -- the value key must follow from the order time.
RELATIVE = [("F27", 1, "next Tuesday"), ("F28", 1, "this Friday")]

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def parse(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M")


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def resolve_relative(t, phrase):
    how, day = phrase.split()
    wd = WEEKDAYS.index(day.capitalize())
    delta = (wd - t.weekday()) % 7
    if how == "next" and delta == 0:
        delta = 7
    if how == "this" and delta == 0:
        delta = 0
    return (t + dt.timedelta(days=delta)).date().isoformat()


def fact_group(key, value):
    if key is None:
        return None
    if key[1] in MULTI:
        return key + (value,)
    return key


def build():
    mems = []  # dicts
    for fam in FAMILIES:
        vs = fam["versions"]
        for i, (t, val, pol, style, text) in enumerate(vs):
            mems.append(dict(fam=fam["fid"], vidx=i, key=fam["key"], value=val, pol=pol, time=parse(t),
                             label=None, style=style, text=text))
        last = vs[-1]
        for (lab, t, text) in fam["attached"]:
            mems.append(dict(fam=fam["fid"], vidx=None, key=fam["key"], value=last[1], pol=last[2],
                             time=parse(t), label=lab, style="A", text=text))
    for n, (lab, key, val, pol, t, text) in enumerate(STANDALONE):
        mems.append(dict(fam="S%03d" % (n + 1), vidx=None, key=key, value=val, pol=pol, time=parse(t),
                         label=lab, style="L", text=text))

    rng = random.Random(SEED)
    n = len(mems)
    # backfilled vs live
    nb = round(BACKFILL_SHARE * n)
    back = set(rng.sample(range(n), nb))
    for i, m in enumerate(mems):
        m["backfilled"] = i in back
    # import session: seeded order unrelated to observed order
    order = sorted(back)
    rng.shuffle(order)
    t = IMPORT_START
    for k, i in enumerate(order):
        if k:
            t = t + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = t
        mems[i]["observed"] = mems[i]["time"]
    for i, m in enumerate(mems):
        if not m["backfilled"]:
            m["created"] = m["time"]
            m["observed"] = None
    # ids in a shuffled order
    idorder = list(range(n))
    rng.shuffle(idorder)
    for k, i in enumerate(idorder):
        mems[i]["id"] = "%s%03d" % (PREFIX, k + 1)
    fileorder = list(range(n))
    rng.shuffle(fileorder)

    # truth from the tables
    groups = {}
    for m in mems:
        g = fact_group(m["key"], m["value"])
        if g is not None:
            groups.setdefault(g, []).append(m)
    pairs = []
    for g, ms in groups.items():
        for a in ms:
            later = [x for x in ms if x["time"] > a["time"] and (x["value"], x["pol"]) != (a["value"], a["pol"])]
            if not later:
                continue
            tmin = min(x["time"] for x in later)
            firsts = [x for x in later if x["time"] == tmin]
            assert len(firsts) == 1, ("ambiguous replacement", g)
            b = firsts[0]
            pairs.append((a, b, "negation" if a["pol"] != b["pol"] else "value"))
    checks(mems, groups, pairs, order)
    return mems, fileorder, pairs, order


def checks(mems, groups, pairs, order):
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a["id"])
        in_pair.add(b["id"])
    for m in mems:
        if m["label"]:
            assert m["label"] in LABEL_CLASSES, m
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory not in a pair", m["text"])
    # every expired memory expired exactly once
    exp = [a["id"] for a, _, _ in pairs]
    assert len(exp) == len(set(exp))
    # distinct order times within a family (except equal_time)
    for g, ms in groups.items():
        times = [m["time"] for m in ms if m["label"] != "equal_time"]
        assert len(times) == len(set(times)), ("equal order times in family", g)
        et = [m for m in ms if m["label"] == "equal_time"]
        if et:
            assert len(et) == len(ms) == 2 and et[0]["time"] == et[1]["time"] and et[0]["value"] != et[1]["value"], g
    # attached labelled memories after the last version, same value and polarity
    for fam in FAMILIES:
        last = fam["versions"][-1]
        tl = parse(last[0])
        for i in range(1, len(fam["versions"])):
            assert parse(fam["versions"][i][0]) > parse(fam["versions"][i - 1][0]), fam["fid"]
        for lab, t, _ in fam["attached"]:
            assert lab in ("format_variant", "elaboration", "confirmation")
            assert parse(t) > tl, (fam["fid"], t)
    # relative dates derivable from the order time
    fams = {f["fid"]: f for f in FAMILIES}
    for fid, vi, phrase in RELATIVE:
        v = fams[fid]["versions"][vi]
        assert phrase in v[4], (fid, phrase)
        assert resolve_relative(parse(v[0]), phrase) == v[1], (fid, resolve_relative(parse(v[0]), phrase))
    # no duplicated text
    texts = [m["text"] for m in mems]
    assert len(texts) == len(set(texts)), [t for t in texts if texts.count(t) > 1]
    # times
    for m in mems:
        assert m["created"] < LIMIT and m["time"] < LIMIT
        if m["backfilled"]:
            assert m["observed"] < m["created"], m["text"]
    ts = [mems[i]["created"] for i in order]
    assert max(ts) - min(ts) < dt.timedelta(hours=1)
    assert len({t.date() for t in ts}) == 1
    for x, y in zip(ts, ts[1:]):
        assert 1 <= (y - x).total_seconds() <= 4


def keystr(m):
    if m["key"] is None:
        return "- | - | -"
    return " | ".join(m["key"])


def stats(mems, pairs):
    fams = FAMILIES
    sizes = {}
    for f in fams:
        sizes[len(f["versions"])] = sizes.get(len(f["versions"]), 0) + 1
    nval = sum(1 for p in pairs if p[2] == "value")
    nneg = sum(1 for p in pairs if p[2] == "negation")
    repl = [v for f in fams for v in f["versions"][1:]]
    rw = sum(1 for v in repl if v[3] == "R")
    back = sum(1 for m in mems if m["backfilled"])
    tagc = {}
    for f in fams:
        for t in f["tags"]:
            tagc[t] = tagc.get(t, 0) + 1
    rows = [
        ("memories", len(mems)),
        ("  backfilled (observed_at)", back),
        ("  live (created_at only)", len(mems) - back),
        ("changing families", len(fams)),
    ]
    for k in sorted(sizes):
        rows.append(("  families of %d versions" % k, sizes[k]))
    rows += [
        ("family versions (unlabelled)", sum(1 for m in mems if not m["label"])),
        ("true pairs", len(pairs)),
        ("  value", nval),
        ("  negation", nneg),
        ("replacements reworded", "%d/%d (%.0f%%)" % (rw, len(repl), 100.0 * rw / len(repl))),
    ]
    for t in ["move_back", "interior_confirmation", "negation", "restart", "names_old", "relative_date",
              "unit_change", "handover_other"]:
        rows.append(("  families tagged %s" % t, tagc.get(t, 0)))
    rows.append(("labelled negatives", sum(1 for m in mems if m["label"])))
    for c in LABEL_CLASSES:
        rows.append(("  " + c, sum(1 for m in mems if m["label"] == c)))
    w = max(len(r[0]) for r in rows)
    out = ["%-*s  %s" % (w, "count", "n"), "-" * (w + 8)]
    for a, b in rows:
        out.append("%-*s  %s" % (w, a, b))
    return "\n".join(out)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats|--list]\n")
        return 2
    mems, fileorder, pairs, _ = build()
    if argv and argv[0] == "--stats":
        print(stats(mems, pairs))
        return 0
    if argv and argv[0] == "--list":
        for m in sorted(mems, key=lambda m: m["id"]):
            print("\t".join([m["id"], rfc(m["time"]), m["label"] or "-", keystr(m), m["value"], m["pol"],
                             "backfilled" if m["backfilled"] else "live", m["fam"]]))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for i in fileorder:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
            if m["backfilled"]:
                o["observed_at"] = rfc(m["observed"])
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for a, b, r in sorted(pairs, key=lambda p: p[0]["id"]):
            fh.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            fh.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
