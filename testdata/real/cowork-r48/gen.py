#!/usr/bin/env python3
"""cowork-r48: blind supersession set, register = coworking space community manager's notes.

python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  print counts, write nothing
python3 gen.py --list   print every memory, write nothing

Truth is computed from the tables below (fact key, value key, polarity, order time), never from text.
"""
import json
import os
import random
import sys
from datetime import datetime, timedelta

SEED = 4848
PREFIX = "r48-"
HERE = os.path.dirname(os.path.abspath(__file__))

CUTOFF = datetime(2026, 12, 1, 0, 0, 0)
SESSION_START = datetime(2026, 11, 23, 10, 2, 17)   # import session for backfilled memories
EARLIEST = datetime(2025, 1, 6)
LATEST = datetime(2026, 11, 18, 18, 0)              # last allowed order time
LIVE_SHARE = 0.25

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
ATTACHED_CLASSES = {"format_variant", "elaboration", "confirmation"}


def V(value, text, pol="+", tags=()):
    """One version of a changing fact. tags: same (record line, value swapped), moveback, interior,
    fromto (text names the old value), relative (relative date), unit (unit/format change),
    handover (handover that also states another subject's fact)."""
    return {"value": value, "pol": pol, "text": text, "tags": tuple(tags)}


def F(fid, subject, attribute, scope, versions, attached=(), times=None):
    return {"fid": fid, "key": (subject, attribute, scope), "versions": versions,
            "attached": list(attached), "times": times}


# ----------------------------------------------------------------------------------------------
# FAMILIES: one fact each (subject | attribute | scope), versions in order, attached labelled
# memories (format_variant / elaboration / confirmation) after the last version.
# ----------------------------------------------------------------------------------------------
FAMILIES = [
    F("F01", "Brindle Analytics", "office", "-", [
        V("office 5", "Office 5 (3F) - Brindle Analytics, PO, 6 seats"),
        V("office 7", "Brindle have outgrown 5 - moving them into Office 7 on the 3rd, Saoirse's signed the new licence"),
    ], [("confirmation", "BRN remain in Office 7, checked on the Friday walkround")]),

    F("F02", "Brindle Analytics", "account contact", "-", [
        V("saoirse dunmore", "Brindle Analytics\nAccount contact: Saoirse Dunmore\nBilling: accounts team, 30 days"),
        V("ravi tolland", "Saoirse's on mat leave from the end of the month, Ravi Tolland is looking after the Brindle account till she's back"),
        V("saoirse dunmore", "Saoirse's back!! She's taken the BRN account over from Ravi again, so renewals go to her",
          tags=("moveback", "fromto")),
    ]),

    F("F03", "Marek Ilves", "desk", "-", [
        V("desk 17", "Member: Marek Ilves\nPlan: FD\nDesk: 17 (2F)\nBilling: self, card on file\nFob: 0457"),
        V("desk 22", "Marek asked to get away from the kitchen noise so I've put him on desk 22, same floor"),
        V("desk 22", "Desk 22 - Marek Ilves, FD, 2F", tags=("interior",)),
        V("desk 31", "MI moving up to 3F - desk 31 by the window. 22 is free from Monday"),
    ], [("format_variant", "3F/D31 · Ilves M. · fixed")],
        times=["2025-02-10 09:30", "2025-05-19 12:15", "2025-09-08 16:40", "2026-01-12 10:05",
               "2026-03-02 09:20"]),

    F("F04", "Quillfeather Design", "office", "-", [
        V("office 2", "Quillfeather Design – Office 2, 2F, 3 seats"),
        V("office 3", "QFD taking Office 3 from the 1st, they need the extra desk. Office 2 back on the market"),
    ], [("elaboration", "Quillfeather are in Office 3 — the 2F one with the skylight, four desks plus their plan chest")]),

    F("F05", "Nettlebed Games", "office", "-", [
        V("office 6", "Nettlebed Games: Office 6 (3F), PO, 12-month T&Cs"),
        V("office 8", "Nettlebed decamping to Office 8 while 6 gets the new ceiling tiles, roughly 6 wks"),
        V("office 6", "ceiling's done, the games studio are back in 6 as of this morning", tags=("moveback",)),
    ]),

    F("F06", "Dagny Prothero", "desk", "-", [
        V("desk 4", "Desk 4 - Dagny Prothero, FD, 2F"),
        V("desk 11", "Desk 11 - Dagny Prothero, FD, 2F", tags=("same",)),
    ]),

    F("F07", "Wendell Okafor", "locker", "-", [
        V("locker 12", "Locker 12: Wendell Okafor (HD)"),
        V("locker 40", "Wendell wanted a big locker so he's swapped to L40 downstairs. 12 is empty, key's in the safe"),
    ]),

    F("F08", "Anouk Brevet", "locker", "-", [
        V("locker 7", "Anouk Brevet - locker 7"),
        V("locker 19", "gave Anouk L19 instead, the lock on 7 is jammed"),
        V("locker 33", "Lockers: Anouk on 33 now (wanted a top one, bad back)"),
    ]),

    F("F09", "Halyard Robotics", "storage cage", "-", [
        V("cage a", "Halyard Robotics storage: Cage A (basement)"),
        V("cage c", "Moved Halyard's kit out of Cage A into Cage C, the bigger one - they're paying the extra £40/mo",
          tags=("fromto",)),
    ], [("elaboration", "Halyard's stuff is in Cage C in the basement: two shelving units and the charging bench for the bots")],
        times=["2025-03-18 10:20", "2025-08-05 14:10", "2025-09-30 11:00"]),

    F("F10", "Pellucid Audio", "office", "-", [
        V("office 1", "Pellucid Audio — Office 1, 2F (the one next to the Snug)"),
        V("office 4", "Handover (Tom → Ines), Mon\n- Pellucid are in Office 4 as of this morning, Office 1 keys back in the safe\n"
                      "- Halyard's kit lives in Cage C now, don't let them back into A\n- nothing else urgent",
          tags=("handover",)),
    ], times=["2025-04-02 09:45", "2025-10-13 17:35"]),

    F("F11", "hot desk plan", "price", "standard", [
        V("190 pcm", "Hot desk: £190 per month, +VAT"),
        V("210 pcm", "HD going up to £210 pcm from the 1st of next month, emails out to members today"),
        V("225 pcm", "Hot desk: £225 per month, +VAT", tags=("same",)),
    ], [("confirmation", "HD stays at £225 pcm for the next quarter, agreed at the ops meeting")]),

    F("F12", "fixed desk plan", "price", "standard", [
        V("295 pcm", "Fixed desk plan – £295.00/mo"),
        V("320 pcm", "Fixed desk plan – £320.00/mo", tags=("same",)),
    ], [("format_variant", "FD: GBP 320.00 per calendar month")]),

    F("F13", "day pass", "price", "standard", [
        V("18", "Day pass £18 (incl. coffee)"),
        V("20", "day passes are 20 quid now, I've updated the sign at the desk"),
        V("22", "Day pass £22 (incl. coffee)", tags=("same",)),
    ], [("format_variant", "Day pass: GBP 22.00")]),

    F("F14", "virtual office plan", "price", "-", [
        V("45 per month", "Virtual office (mail only): £45.00/month"),
        V("50 per month", "VO moving to £600 a year, billed annually up front - works out at £50/mo", tags=("unit",)),
    ]),

    F("F15", "Juniper Halloway", "plan", "-", [
        V("hd", "Member: Juniper Halloway\nPlan: HD\nBilling: monthly, card\nCompany: freelance illustration"),
        V("fd", "Juniper's going fixed from next month, wants somewhere to leave her monitor. Gave her desk 9"),
    ], [("elaboration", "Juniper Halloway is FD now - desk 9 on 2F, with the under-desk pedestal and a monitor arm")]),

    F("F16", "Tobiah Vance", "plan", "-", [
        V("fd", "Member: Tobiah Vance\nPlan: FD\nDesk: 26\nFob: 0622"),
        V("hd", "Tobiah's dropping down to hot desk, he's travelling loads and doesn't need 26"),
    ], [("confirmation", "Tobiah still on HD - asked him again, doesn't want fixed back")]),

    F("F17", "Celyn Morgan-Tarr", "plan", "-", [
        V("hd", "Celyn Morgan-Tarr: HD"),
        V("fd", "Celyn upgraded to a fixed desk, she's on 14"),
        V("hd", "CMT back to hot desk from the 1st, says she's barely in since the new job", tags=("moveback",)),
    ]),

    F("F18", "Office 7", "price", "12-month term", [
        V("1850 pcm", "Office 7 (3F, 8 desks): £1,850 pcm on a 12-month term"),
        V("1950 pcm", "Office 7 (3F, 8 desks): £1,950 pcm on a 12-month term", tags=("same",)),
    ], [("format_variant", "O7, 12-mo term: 1950/mo")]),

    F("F19", "meeting room hire", "hourly rate", "non-members", [
        V("35 per hour", "MR hire (non-members): £35/hr"),
        V("40 per hour", "MR hire (non-members): £40/hr", tags=("same",)),
        V("45 per hour", "bumped non-member meeting room hire to £45/h, half day £160"),
    ], [("format_variant", "Room hire for non-members: 45 GBP per hour")]),

    F("F20", "hot desk plan", "meeting room credits", "-", [
        V("4 hours", "HD plan includes 4 hrs meeting room credit / month"),
        V("6 hours", "hot deskers get 6h of MR credits a month now"),
        V("5 hours", "Credits on hot desk cut back to five hours pcm, 6 was getting block-booked"),
    ]),

    F("F21", "street door", "keypad code", "-", [
        V("4471", "Front door code: 4471#"),
        V("8302", "New street door code 8302# from Monday. Tell members at the desk, don't post it on Slack"),
        V("1956", "Front door code: 1956#", tags=("same",)),
        V("7735", "changed the street door code from 1956 to 7735 after the leaflet guy got in again", tags=("fromto",)),
        V("6620", "main entrance keypad is 6620# from today, we're changing it every couple of months now"),
    ], [("format_variant", "door = 6-6-2-0 then hash")]),

    F("F22", "wifi", "password", "members network", [
        V("ledger-otter-22", "WiFi: Fernhollow-Members / ledger-otter-22"),
        V("kiln-marigold-7", "members wifi pw changed -> kiln-marigold-7"),
        V("hazel-quarry-31", "WiFi: Fernhollow-Members / hazel-quarry-31", tags=("same",)),
        V("sorrel-lantern-5", "Rotated the member network password again, it's sorrel-lantern-5 now. New cards on the desks"),
    ], [("confirmation", "wifi pw still sorrel-lantern-5, didn't rotate this month")]),

    F("F23", "bike store", "code", "-", [
        V("2580", "Bike store code 2580"),
        V("3691", "Bike store code 3691", tags=("same",)),
    ], [("confirmation", "bike shed code unchanged - still 3691")]),

    F("F24", "Wendell Okafor", "fob", "-", [
        V("f-0311", "Wendell Okafor fob: F-0311"),
        V("f-0788", "Wendell lost his fob on the bus, cancelled 0311 and issued F-0788 (£10 charged to his inv)"),
    ]),

    F("F25", "Stonechat Health", "team meeting room", "Tuesdays", [
        V("mr1 beech", "Stonechat Health - weekly team mtg, Tues 10-12, MR1 Beech"),
        V("mr1 beech", "Stonechat still want Beech on Tuesdays, renewed the recurring booking for another term",
          tags=("interior",)),
        V("mr2 hazel", "Moved Stonechat's Tuesday booking into Hazel (MR2) - they're up to 9 people"),
    ]),

    F("F26", "May breakfast talk", "date", "-", [
        V("2026-05-14", "Breakfast talk (May): Thu 14 May, 8:30, Long Room — speaker Odile Farr on pricing for freelancers"),
        V("2026-05-12", "Odile can't do the 14th so the May breakfast talk has moved to next Tuesday, same time and room",
          tags=("relative",)),
    ], times=["2026-04-20 11:05", "2026-05-06 15:40"]),

    F("F27", "summer social", "date", "-", [
        V("2026-07-17", "Summer social pencilled for Fri 17 July, roof terrace TBC"),
        V("2026-07-10", "Forecast's awful for the 17th - summer social brought forward to this Friday instead",
          tags=("relative",)),
    ], times=["2026-06-22 13:10", "2026-07-07 09:50"]),

    F("F28", "Long Room", "capacity", "standing", [
        V("60", "Long Room: 60 standing / 40 seated"),
        V("45", "Fire officer's been round - Long Room now capped at 45 standing"),
    ], [("format_variant", "LR cap: forty-five standing")]),

    F("F29", "MR2 Hazel", "screen", "-", [
        V("55in tv", "Hazel (MR2): 55\" TV + Clickshare"),
        V("65in vantrel panel", "Swapped the telly in Hazel for a 65in Vantrel panel, Clickshare still works with it"),
    ]),

    F("F30", "Gorse & Gable", "room booking", "Fridays", [
        V("long room", "Gorse & Gable — Fri pm crit sessions in the Long Room"),
        V("mr1 beech", "G&G Friday crits moved to MR1 Beech, we need the Long Room for event setup on Fridays now"),
    ]),

    F("F31", "coffee beans", "supplier", "-", [
        V("bramblewick roasters", "Coffee: Bramblewick Roasters, 6kg every 2 wks"),
        V("ostrander coffee co", "switched the coffee beans from Bramblewick to Ostrander Coffee Co - cheaper, and members preferred them at the tasting",
          tags=("fromto",)),
    ], [("elaboration", "Beans come from Ostrander Coffee Co: their Harrowgate house blend, 6 kg a fortnight, delivered Tuesdays")]),

    F("F32", "snacks", "supplier", "-", [
        V("crumbfield", "Snacks from Crumbfield (fruit + bars), weekly"),
        V("pantry owl", "We've moved the snack order over to Pantry Owl, Crumbfield kept shorting us"),
    ], [("confirmation", "still using Pantry Owl for snacks, no complaints")]),

    F("F33", "cleaning", "contractor", "-", [
        V("sparrowgate cleaning", "Cleaning contractor: Sparrowgate Cleaning (Mon-Fri evenings)"),
        V("tidewell facilities", "Sparrowgate have given notice. Tidewell Facilities start on the cleaning from the 1st"),
    ], [("elaboration", "Tidewell Facilities do our cleaning - team of two, supervisor's Gwen, they hold the cleaner's cupboard key")]),

    F("F34", "cleaning", "start time", "weekday evenings", [
        V("18:30", "Cleaners in at 6.30pm weekdays"),
        V("19:30", "cleaning moved later to half seven, people were complaining about being hoovered round"),
        V("20:00", "Weekday clean starts 20:00 now (Tidewell's preference)"),
    ], [("format_variant", "cleaners arrive 8pm Mon-Fri")]),

    F("F35", "maintenance", "contractor", "-", [
        V("hobb & lyle", "Maintenance: Hobb & Lyle (ask for Dev)"),
        V("marlin property care", "We've gone with Marlin Property Care for maintenance from this month, not renewing the old contract"),
    ], [("elaboration", "Marlin Property Care do maintenance - call-out number's on the fridge, 4h response for urgent jobs")]),

    F("F36", "printer lease", "provider", "-", [
        V("kopiwell", "Printer lease: Kopiwell, 36 months"),
        V("inkbarrow", "moved the printer lease from Kopiwell to Inkbarrow when it came up for renewal, same click rate",
          tags=("fromto",)),
    ]),

    F("F37", "2F printer", "model", "-", [
        V("taskline c450", "2F printer = Taskline C450"),
        V("taskline c620", "New printer on 2F is a Taskline C620, the old one's being collected Friday"),
    ], [("elaboration", "2F printer is the Taskline C620 - colour, A3, scan-to-email goes to the print@ inbox")]),

    F("F38", "plant care", "contractor", "-", [
        V("greenlock plants", "Greenlock Plants water and feed the plants fortnightly"),
        V("greenlock plants", "Cancelled Greenlock, we'll do the plants ourselves - rota's on the kitchen board", pol="-"),
    ], [("confirmation", "Still not using Greenlock, plants are on the kitchen rota")]),

    F("F39", "broadband", "speed", "-", [
        V("500 mbps", "Broadband: Fibrant 500Mb leased line"),
        V("1000 mbps", "Fibrant upgraded us to 1 gig symmetric today, speed test showing 940 down", tags=("unit",)),
    ], [("format_variant", "line is 1000 Mbps now (Fibrant)")]),

    F("F40", "building", "opening hours", "weekdays", [
        V("07:00-21:00", "Opening hours: Mon–Fri 07:00–21:00"),
        V("07:00-22:00", "Building's open till 10pm on weekdays from now on (still 7am start)"),
    ], [("format_variant", "Open 7am-10pm weekdays")]),

    F("F41", "front desk", "staffed hours", "weekdays", [
        V("09:00-17:30", "Front desk staffed 9:00–17:30"),
        V("08:30-18:00", "desk cover is now 8:30 to 6 on weekdays, Ines doing the early starts"),
    ]),

    F("F42", "building", "Saturday opening", "-", [
        V("saturday opening", "Saturdays: open 9–5, fob access only, no desk cover"),
        V("saturday opening", "No Saturday opening over winter - building shut on Saturdays from November", pol="-"),
        V("saturday opening", "Saturdays are back from March, 9-5 on fobs"),
    ], [("confirmation", "Saturdays still on, 9 till 5, fob only")],
        times=["2025-05-13 10:30", "2025-10-21 16:15", "2026-02-17 12:40", "2026-06-09 09:55"]),

    F("F43", "Thursday drinks", "running", "-", [
        V("thursday drinks", "Thursday drinks in the kitchen, 5:30, every week"),
        V("thursday drinks", "pausing Thursday drinks for now, attendance has dropped to about 3 people", pol="-"),
        V("thursday drinks", "Thurs drinks are back on!! 5.30, first round's on us"),
    ], [("confirmation", "Thursday drinks still going, half five in the kitchen")]),

    F("F44", "Wednesday yoga", "running", "-", [
        V("wednesday yoga", "Desk yoga, Weds 8am, Long Room, with Maren"),
        V("wednesday yoga", "Maren's off travelling so no Wednesday yoga until further notice", pol="-"),
        V("wednesday yoga", "Wednesday yoga restarting next week, Maren's back"),
    ]),

    F("F45", "dog-friendly Fridays", "allowed", "-", [
        V("dogs on fridays", "Dog-friendly Fridays: dogs OK on 2F, not in meeting rooms"),
        V("dogs on fridays", "Dog Fridays suspended - landlord asked after a complaint from downstairs", pol="-"),
        V("dogs on fridays", "Dog Fridays are back, landlord OK'd it as long as they stay on 2F"),
    ]),

    F("F46", "lunch & learn", "running", "-", [
        V("lunch & learn", "Lunch & learn every other Weds, 12:30, MR1"),
        V("lunch & learn", "We're not doing the lunch & learns any more, nobody was volunteering to speak", pol="-"),
    ]),

    F("F47", "outgoing post", "courier collection", "-", [
        V("swiftlark couriers", "Outgoing parcels: Swiftlark Couriers collect 4pm weekdays"),
        V("parcelwing", "Parcelwing do our outgoing collection now (3.30pm), Swiftlark contract ended"),
        V("parcelwing", "Parcelwing pickup cancelled - no courier collection for now, members drop at the post office", pol="-"),
    ]),

    F("F48", "day pass guests", "printing", "-", [
        V("printing", "Day pass guests can't use the printer", pol="-"),
        V("printing", "Letting day-pass people print now, 20 pages each, code from the desk"),
        V("printing", "stopped day-pass printing again - someone did 400 pages of flyers", pol="-"),
    ]),

    F("F49", "front desk rota", "cover", "Monday AM", [
        V("tom", "Front desk Mon AM: Tom"),
        V("ines", "Handover for next week\n- Ines has the Monday morning desk from now on\n"
                  "- Sunniva Lode is going fixed desk from the 1st, paperwork's in the tray\n- recycling bins full, chased the council",
          tags=("handover",)),
    ], [("elaboration", "Ines is on the desk Monday mornings, 8:30 till 1, then Tom takes over")]),

    F("F50", "front desk rota", "cover", "Friday PM", [
        V("callum", "Fri PM front desk: Callum"),
        V("ines", "Ines is covering Friday afternoons while Callum sits his exams"),
        V("callum", "Callum back on Friday pm desk from this week", tags=("moveback",)),
    ]),

    F("F51", "Ribbonfish Media", "billing contact", "-", [
        V("imogen sayle", "Ribbonfish Media – invoices to Imogen Sayle"),
        V("imogen sayle", "Checked with Ribbonfish, Imogen still handles their invoices", tags=("interior",)),
        V("declan rhee", "Ribbonfish billing contact is Declan Rhee (finance) now - Imogen's left"),
    ]),

    F("F52", "Corvid Freight Software", "invoice frequency", "-", [
        V("monthly", "Corvid Freight Software: invoiced monthly"),
        V("quarterly", "Corvid want quarterly invoices from next quarter, fine by us"),
    ], [("confirmation", "Corvid confirmed again they want quarterly inv, not monthly")]),

    F("F53", "Marrowby & Finch", "mail handling", "-", [
        V("held at desk", "Marrowby & Finch - post held at front desk for collection"),
        V("forwarded weekly", "M&F asked us to forward their mail weekly to their Tilbridge office, £15/mo added to the inv"),
    ], [("confirmation", "Marrowby & Finch mail is still being forwarded weekly, confirmed with their PA")]),

    F("F54", "Lumen Vane Studio", "payment method", "-", [
        V("card", "Member co: Lumen Vane Studio\nContact: Mirela Stoy\nPlan: 2 x HD\nPayment: card"),
        V("direct debit", "Lumen Vane moved to direct debit, mandate's come through"),
    ], [("elaboration", "Lumen Vane pay by direct debit, collected on the 1st, mandate ref LV-0091")]),

    F("F55", "Stonechat Health", "account contact", "-", [
        V("anya pell", "Stonechat Health contact: Dr Anya Pell"),
        V("hollis brandt", "Anya's handed the Stonechat side over to Hollis Brandt, their new ops lead"),
    ], [("elaboration", "Hollis Brandt (Ops Lead) is Stonechat's contact for everything - invoices, access, guests")]),

    F("F56", "Halyard Robotics", "account contact", "-", [
        V("bram oyelaran", "Halyard Robotics – acct contact Bram Oyelaran"),
        V("kit devereux", "Halyard Robotics – acct contact Kit Devereux", tags=("same",)),
        V("joss arundel", "Halyard Robotics – acct contact Joss Arundel", tags=("same",)),
    ]),

    F("F57", "Halyard Robotics", "seats", "-", [
        V("4", "Halyard: 4 seats (hot desks, 3F)"),
        V("6", "Halyard taking 2 more seats, so 6 in total"),
        V("8", "HRB now 8 seats - they've hired two grads"),
        V("7", "the robot people are dropping a seat, 7 from next month"),
    ], [("format_variant", "Halyard Robotics — seven (7) seats")]),

    F("F58", "Nettlebed Games", "seats", "-", [
        V("10", "Nettlebed Games team size: 10 seats"),
        V("12", "NBG up to 12 seats after their funding round"),
    ], [("confirmation", "Nettlebed headcount still 12 at renewal")]),

    F("F59", "Quillfeather Design", "billing contact", "-", [
        V("tess merriman", "QFD billing: Tess Merriman"),
        V("arlo vint", "QFD billing: Arlo Vint", tags=("same",)),
    ]),

    F("F60", "kitchen deep clean", "day", "-", [
        V("friday", "Kitchen deep clean: Fridays"),
        V("wednesday", "Kitchen deep clean: Wednesdays", tags=("same",)),
    ]),

    F("F61", "window cleaning", "frequency", "-", [
        V("monthly", "Window cleaner comes monthly"),
        V("every 6 weeks", "Window cleaning's going to every 6 weeks to save a bit"),
    ], [("format_variant", "windows: cleaned every six weeks")]),

    F("F62", "bin collection", "day", "-", [
        V("tuesday", "Bin collection: Tuesday am"),
        V("thursday", "Council have moved our bins to Thursdays"),
    ], [("elaboration", "Bins out Wednesday night for the Thursday collection - recycling and general both")]),

    F("F63", "print quota", "pages per month", "per member", [
        V("300", "Print quota: 300 pages per member per month"),
        V("200", "cutting the print allowance to 200pp/month, colour counts double"),
        V("250", "Print quota: 250 pages per member per month", tags=("same",)),
    ]),

    F("F64", "Long Room", "projector", "-", [
        V("orvane px7", "Long Room projector: Orvane PX7"),
        V("lumatek 4k", "PX7 died mid-talk, replaced it with a Lumatek 4K"),
    ], [("elaboration", "Long Room projector is the Lumatek 4K - HDMI and USB-C at the lectern, remote in the AV drawer")]),

    F("F65", "Gorse & Gable", "account contact", "-", [
        V("perpetua lam", "Gorse & Gable acct: Perpetua Lam"),
        V("rhys abernant", "G&G's new office manager Rhys Abernant is our contact there now"),
    ]),

    F("F66", "Corvid Freight Software", "space", "-", [
        V("desks 33-35", "Corvid Freight Software – FD x3, desks 33–35 (3F)"),
        V("office 1", "Corvid moving into Office 1 as a PO from the 1st, so 33-35 are free"),
    ], times=["2025-06-10 11:20", "2025-11-03 09:40"]),

    F("F67", "coffee machine", "servicing", "-", [
        V("brewtek", "Coffee machine serviced by Brewtek, twice a year"),
        V("crema clinic", "Machine servicing has gone to Crema Clinic, Brewtek kept cancelling on us"),
    ]),

    F("F68", "milk", "delivery days", "-", [
        V("mon/wed/fri", "Milk delivered Mon/Wed/Fri"),
        V("tue/fri", "Milk delivered Tue/Fri", tags=("same",)),
    ]),

    F("F69", "Ilse Vantongeren", "desk", "-", [
        V("desk 2", "Ilse Vantongeren – Desk 2, 2F, FD"),
        V("desk 5", "Ilse Vantongeren – Desk 5, 2F, FD", tags=("same",)),
    ]),

    F("F70", "Hamish Corrie", "billing", "-", [
        V("personal card", "Hamish Corrie - billing: personal card"),
        V("tarn valley surveys", "Hamish wants his invoices to go to Tarn Valley Surveys now, his employer's paying"),
    ]),

    F("F71", "quiz night", "day", "-", [
        V("last friday", "Quiz night: last Friday of the month"),
        V("last thursday", "Quiz night: last Thursday of the month", tags=("same",)),
    ]),

    F("F72", "parcels", "storage location", "-", [
        V("cupboard behind reception", "Parcels kept in the cupboard behind reception"),
        V("phone booth 4", "parcel shelves have moved into old phone booth 4 (PB4), cupboard was overflowing"),
    ]),
]


def S(cls, subject, attribute, scope, value, text, pol="+", at=None, group=None):
    return {"cls": cls, "key": (subject, attribute, scope), "value": value, "pol": pol, "text": text,
            "at": at, "group": group}


# ----------------------------------------------------------------------------------------------
# STANDALONE labelled memories (never in a pair). Multi-valued: each value its own fact key.
# ----------------------------------------------------------------------------------------------
STANDALONE = [
    # multi_valued
    S("multi_valued", "Brindle Analytics", "parcel signatory: saoirse dunmore", "-", "yes",
      "Brindle parcels: Saoirse can sign", at="2025-09-22 12:10"),
    S("multi_valued", "Brindle Analytics", "parcel signatory: ravi tolland", "-", "yes",
      "also Ravi Tolland can sign for Brindle parcels", at="2025-12-04 15:30"),
    S("multi_valued", "Brindle Analytics", "parcel signatory: femi adair", "-", "yes",
      "added Femi Adair as another Brindle parcel signatory", at="2026-03-10 10:45"),
    S("multi_valued", "Dagny Prothero", "allergy: nuts", "-", "yes",
      "Dagny Prothero: nut allergy (for events catering)", at="2025-06-11 14:20"),
    S("multi_valued", "Dagny Prothero", "allergy: sesame", "-", "yes",
      "Dagny also can't have sesame - add to the catering list", at="2025-11-05 11:35"),
    S("multi_valued", "Nettlebed Games", "office key holder: oskar feld", "-", "yes",
      "Nettlebed key holders: Oskar Feld", at="2025-07-08 09:50"),
    S("multi_valued", "Nettlebed Games", "office key holder: mina roos", "-", "yes",
      "another Nettlebed office key cut for Mina Roos", at="2025-10-21 16:05"),
    S("multi_valued", "Nettlebed Games", "office key holder: pip aske", "-", "yes",
      "NBG got a third key, for their intern Pip Aske", at="2026-06-16 13:25"),
    S("multi_valued", "winter party", "sponsor: ribbonfish media", "-", "yes",
      "Winter party sponsor: Ribbonfish Media", at="2026-09-28 10:30"),
    S("multi_valued", "winter party", "sponsor: pellucid audio", "-", "yes",
      "Pellucid Audio have come in as a winter party sponsor as well", at="2026-10-20 17:10"),
    S("multi_valued", "Corvid Freight Software", "emergency contact: lale ostrowski", "-", "yes",
      "Corvid emergency contact: Lale Ostrowski, 07700 900414", at="2025-11-27 12:00"),
    S("multi_valued", "Corvid Freight Software", "emergency contact: tor haskin", "-", "yes",
      "added Tor Haskin as a second emergency contact for Corvid", at="2026-02-05 09:15"),

    # scope_disjoint
    S("scope_disjoint", "building", "opening hours", "bank holidays", "10:00-16:00",
      "Bank holidays: open 10–4, unstaffed"),
    S("scope_disjoint", "front desk", "staffed hours", "christmas week", "10:00-14:00",
      "Christmas week: desk staffed 10-2 only"),
    S("scope_disjoint", "Stonechat Health", "team meeting room", "Thursdays", "mr3 snug",
      "Stonechat's Thursday catch-up is in the Snug"),
    S("scope_disjoint", "hot desk plan", "price", "student", "150 pcm",
      "Student hot desk rate: £150 pcm (valid student card)"),
    S("scope_disjoint", "day pass", "price", "members' guests", "12",
      "Members' guests day pass: £12"),
    S("scope_disjoint", "3F fire door", "keypad code", "-", "5108",
      "3F fire-door keypad: 5108"),
    S("scope_disjoint", "wifi", "password", "guest network", "welcome-in-26",
      "Guest wifi: Fernhollow-Guest / welcome-in-26"),
    S("scope_disjoint", "front desk rota", "cover", "Monday PM", "tom",
      "Mon PM desk - Tom"),
    S("scope_disjoint", "front desk rota", "cover", "Friday AM", "ines",
      "Fri AM desk: Ines"),
    S("scope_disjoint", "cleaning", "start time", "Saturday", "08:00",
      "Saturday clean: 8am, kitchen and loos only"),
    S("scope_disjoint", "Office 7", "price", "6-month term", "2100 pcm",
      "Office 7 on a 6-month term would be £2,100 pcm"),
    S("scope_disjoint", "private office plan", "meeting room credits", "-", "10 hours",
      "PO members get 10 hours of room credits a month"),

    # different_subject
    S("different_subject", "Bruno Kaszuba", "desk", "-", "desk 22",
      "Desk 22 - Bruno Kaszuba, FD, 2F", at="2026-02-16 11:30"),
    S("different_subject", "Fennick & Ward", "office", "-", "office 5",
      "Office 5 (3F) - Fennick & Ward, PO, 4 seats"),
    S("different_subject", "Nell Strathairn", "locker", "-", "locker 12",
      "Locker 12: Nell Strathairn", at="2025-10-06 10:15"),
    S("different_subject", "Hamish Corrie", "plan", "-", "hd",
      "Hamish Corrie - HD, billed monthly"),
    S("different_subject", "Pellucid Audio", "invoice frequency", "-", "quarterly",
      "Pellucid are on quarterly invoicing too"),
    S("different_subject", "Stonechat Health", "payment method", "-", "direct debit",
      "Stonechat Health pay by direct debit"),
    S("different_subject", "Nettlebed Games", "team meeting room", "Mondays", "mr2 hazel",
      "Nettlebed's Monday stand-up is in Hazel (MR2), 9:30-10"),
    S("different_subject", "Ribbonfish Media", "seats", "-", "6",
      "Ribbonfish Media: 6 seats"),
    S("different_subject", "Celyn Morgan-Tarr", "locker", "-", "locker 19",
      "Celyn's locker is L19", at="2025-09-15 14:05"),
    S("different_subject", "Office 3", "price", "12-month term", "1950 pcm",
      "Office 3 (2F): £1,950 pcm, 12 months"),
    S("different_subject", "3F printer", "model", "-", "taskline c450",
      "3F printer: Taskline C450"),
    S("different_subject", "Corvid Freight Software", "account contact", "-", "lale ostrowski",
      "Corvid's account contact is Lale Ostrowski"),

    # static (four facts stated twice in different formats, four once)
    S("static", "Fernhollow Works", "opening date", "-", "2019-03-11",
      "Fernhollow Works opened 11 March 2019"),
    S("static", "Fernhollow Works", "opening date", "-", "2019-03-11",
      "founded 2019 - doors opened 11/03/19"),
    S("static", "Fernhollow Works Ltd", "company number", "-", "11839402",
      "Company: Fernhollow Works Ltd\nCo. no: 11839402\nVAT: GB 402 7781 19"),
    S("static", "Fernhollow Works Ltd", "company number", "-", "11839402",
      "co reg for the invoice footer is 118 394 02"),
    S("static", "Marek Ilves", "date of birth", "-", "1991-09-04",
      "Marek Ilves DOB 04/09/1991 (fob form)"),
    S("static", "Marek Ilves", "date of birth", "-", "1991-09-04",
      "Marek Ilves, born 4 September 1991"),
    S("static", "Corran House", "year built", "-", "1908",
      "Corran House was built in 1908 (plaque by the door)"),
    S("static", "Corran House", "year built", "-", "1908",
      "the building dates from 1908, so no drilling into the cornicing"),
    S("static", "Brindle Analytics", "company number", "-", "09918273",
      "Brindle Analytics Ltd, company no. 09918273"),
    S("static", "Long Room", "floor area", "-", "84 m2",
      "The Long Room is 84 m² (from the floor plan)"),
    S("static", "Fernhollow Works", "address", "-", "2f & 3f corran house 14 tallis row",
      "Fernhollow Works, 2F & 3F, Corran House, 14 Tallis Row"),
    S("static", "Fernhollow Works", "phone booths", "-", "4",
      "We've got 4 phone booths, PB1-PB4, all on 2F"),

    # membership
    S("membership", "Marek Ilves", "member of", "fire wardens", "yes",
      "Marek's signed up as a fire warden", at="2025-06-24 11:40"),
    S("membership", "Dagny Prothero", "member of", "events committee", "yes",
      "Dagny joined the events committee"),
    S("membership", "Anouk Brevet", "member of", "events committee", "yes",
      "Anouk's on the events committee too now"),
    S("membership", "Tobiah Vance", "member of", "bike store pool", "yes",
      "Tobiah added to the bike store pool"),
    S("membership", "Ines Maddox", "member of", "key holders", "yes",
      "Ines is on the key-holder list now"),
    S("membership", "Celyn Morgan-Tarr", "member of", "slack moderators", "yes",
      "Celyn Morgan-Tarr joined the members' Slack mods"),
    S("membership", "Wendell Okafor", "member of", "first aiders", "yes",
      "Wendell did the first aid course - he's one of our first aiders"),
    S("membership", "Juniper Halloway", "member of", "book club", "yes",
      "Juniper joined the book club"),
    S("membership", "Nell Strathairn", "member of", "parking pool", "yes",
      "Nell's in the parking pool for the two bays"),
    S("membership", "Bruno Kaszuba", "member of", "fire wardens", "yes",
      "Bruno Kaszuba is on the fire warden list as well"),
    S("membership", "Sunniva Lode", "member of", "mentoring circle", "yes",
      "Sunniva joined the mentoring circle (Tuesdays)"),
    S("membership", "Rafferty Lusk", "member of", "alarm holders", "yes",
      "Rafferty Lusk added to alarm holders"),

    # equal_time: six pairs, conflicting values at one order time
    S("equal_time", "Hamish Corrie", "locker", "-", "locker 52", "Locker 52 - Hamish Corrie", group="E1"),
    S("equal_time", "Hamish Corrie", "locker", "-", "locker 25", "Hamish Corrie: locker 25", group="E1"),
    S("equal_time", "Rafferty Lusk", "plan", "-", "hd", "Member: Rafferty Lusk\nPlan: HD\nBilling: card", group="E2"),
    S("equal_time", "Rafferty Lusk", "plan", "-", "fd", "Rafferty Lusk - FD", group="E2"),
    S("equal_time", "Priya Anand-Hale", "desk", "-", "desk 38", "Desk 38 - Priya Anand-Hale, FD, 3F", group="E3"),
    S("equal_time", "Priya Anand-Hale", "desk", "-", "desk 36", "Priya Anand-Hale -> desk 36", group="E3"),
    S("equal_time", "Sunniva Lode", "fob", "-", "f-0512", "Sunniva Lode fob: F-0512", group="E4"),
    S("equal_time", "Sunniva Lode", "fob", "-", "f-0521", "fob for Sunniva Lode: F-0521", group="E4"),
    S("equal_time", "winter party", "date", "-", "2026-12-11", "Winter party: Fri 11 Dec, Long Room", group="E5", at="2026-10-14 15:20"),
    S("equal_time", "winter party", "date", "-", "2026-12-10", "Winter party date - Thu 10/12", group="E5", at="2026-10-14 15:20"),
    S("equal_time", "Gorse & Gable", "invoice PO number", "-", "po-7731", "Gorse & Gable PO number for invoices: PO-7731", group="E6"),
    S("equal_time", "Gorse & Gable", "invoice PO number", "-", "po-7713", "G&G purchase order ref: PO-7713", group="E6"),

    # unrelated chatter
    S("unrelated", "-", "chatter", "u01", "-", "anyone seen the long HDMI cable? not in the AV drawer"),
    S("unrelated", "-", "chatter", "u02", "-", "reminder: fire alarm test this week, don't panic"),
    S("unrelated", "-", "chatter", "u03", "-", "kitchen fridge clear-out Friday, label your stuff or it goes"),
    S("unrelated", "-", "chatter", "u04", "-", "someone left a blue umbrella in MR1, it's at the front desk"),
    S("unrelated", "-", "chatter", "u05", "-", "lovely turnout at the talk last night, thanks all"),
    S("unrelated", "-", "chatter", "u06", "-", "the plant by the 3F stairs looks sad, can someone move it nearer the window"),
    S("unrelated", "-", "chatter", "u07", "-", "note to self: order more dishwasher tablets"),
    S("unrelated", "-", "chatter", "u08", "-", "new mugs arrived, chipped ones are in the box by the sink"),
    S("unrelated", "-", "chatter", "u09", "-", "lift making that grinding noise again, reported it to the building"),
    S("unrelated", "-", "chatter", "u10", "-", "great photos from quiz night on the members' channel"),
    S("unrelated", "-", "chatter", "u11", "-", "if you're tidying MR2 please leave the whiteboard pens in the cup"),
    S("unrelated", "-", "chatter", "u12", "-", "quiet one today, only about half the hot desks in use"),
]


# ----------------------------------------------------------------------------------------------
def parse_t(s):
    return datetime.strptime(s, "%Y-%m-%d %H:%M")


def fmt(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def rand_clock(rng, day):
    if day.weekday() == 5:                      # notes are written on working days
        day = day - timedelta(days=1)
    elif day.weekday() == 6:
        day = day + timedelta(days=1)
    return day.replace(hour=rng.randint(8, 18), minute=rng.randint(0, 59), second=0)


def next_weekday(dt, weekday):
    """the first date strictly after dt's date with the given weekday (Mon=0)."""
    d = dt.date() + timedelta(days=1)
    while d.weekday() != weekday:
        d += timedelta(days=1)
    return d.isoformat()


def build():
    rng = random.Random(SEED)
    mems = []

    # ---- families
    for fam in FAMILIES:
        n_v = len(fam["versions"])
        n_a = len(fam["attached"])
        if fam["times"] is not None:
            assert len(fam["times"]) == n_v + n_a, fam["fid"]
            times = [parse_t(t) for t in fam["times"]]
        else:
            gaps = [rng.randint(12, 95) for _ in range(n_v - 1)] + [rng.randint(5, 70) for _ in range(n_a)]
            span = sum(gaps)
            avail = (LATEST - EARLIEST).days - span - 1
            assert avail > 0, fam["fid"]
            day = EARLIEST + timedelta(days=rng.randint(0, avail))
            times = [rand_clock(rng, day)]
            for g in gaps:
                day = day + timedelta(days=g)
                times.append(rand_clock(rng, day))
        for i, v in enumerate(fam["versions"]):
            mems.append({"fam": fam["fid"], "vidx": i, "label": None, "key": fam["key"], "value": v["value"],
                         "pol": v["pol"], "text": v["text"], "tags": v["tags"], "order": times[i]})
        last = fam["versions"][-1]
        for j, (cls, text) in enumerate(fam["attached"]):
            assert cls in ATTACHED_CLASSES
            mems.append({"fam": fam["fid"], "vidx": None, "label": cls, "key": fam["key"], "value": last["value"],
                         "pol": last["pol"], "text": text, "tags": (), "order": times[n_v + j]})

    # ---- standalone
    group_time = {}
    for s in STANDALONE:
        if s["at"] is not None:
            t = parse_t(s["at"])
        elif s["group"] is not None:
            if s["group"] not in group_time:
                day = EARLIEST + timedelta(days=rng.randint(0, (LATEST - EARLIEST).days - 1))
                group_time[s["group"]] = rand_clock(rng, day)
            t = group_time[s["group"]]
        else:
            day = EARLIEST + timedelta(days=rng.randint(0, (LATEST - EARLIEST).days - 1))
            t = rand_clock(rng, day)
        mems.append({"fam": None, "vidx": None, "label": s["cls"], "key": s["key"], "value": s["value"],
                     "pol": s["pol"], "text": s["text"], "tags": (), "order": t, "group": s["group"]})

    n = len(mems)
    # ---- live vs backfilled
    live = set(rng.sample(range(n), round(n * LIVE_SHARE)))
    back = [i for i in range(n) if i not in live]
    rng.shuffle(back)
    t = SESSION_START
    for k, i in enumerate(back):
        if k > 0:
            t = t + timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = t
        mems[i]["observed"] = mems[i]["order"]
    for i in live:
        mems[i]["created"] = mems[i]["order"]
        mems[i]["observed"] = None
    # ---- ids in a shuffled order, file order shuffled again
    perm = list(range(n))
    rng.shuffle(perm)
    for k, i in enumerate(perm):
        mems[i]["id"] = "%s%03d" % (PREFIX, k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)

    pairs = compute_truth(mems)
    check(mems, pairs, back)
    return mems, pairs, file_order, back


def compute_truth(mems):
    by_key = {}
    for m in mems:
        by_key.setdefault(m["key"], []).append(m)
    pairs = []
    for key in sorted(by_key):
        group = sorted(by_key[key], key=lambda m: (m["order"], m["id"]))
        for m in group:
            newer = [x for x in group if x["order"] > m["order"] and (x["value"], x["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            first = min(x["order"] for x in newer)
            cands = [x for x in newer if x["order"] == first]
            assert len(cands) == 1, ("ambiguous replacement", key)
            r = cands[0]
            pairs.append({"expired_id": m["id"], "replacement_id": r["id"],
                          "reason": "negation" if r["pol"] != m["pol"] else "value"})
    pairs.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    return pairs


def check(mems, pairs, back):
    in_pair = set()
    for p in pairs:
        in_pair.add(p["expired_id"])
        in_pair.add(p["replacement_id"])
    for m in mems:
        if m["label"] is not None:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory not in a pair", m["id"], m["text"])
    # family order times distinct; attached after last version with its value/polarity
    fam_keys = {}
    for fam in FAMILIES:
        assert fam["key"] not in fam_keys, ("two families share a key", fam["fid"])
        fam_keys[fam["key"]] = fam["fid"]
        ms = [m for m in mems if m["fam"] == fam["fid"]]
        times = [m["order"] for m in ms]
        assert len(set(times)) == len(times), ("equal times in family", fam["fid"])
        vs = sorted([m for m in ms if m["vidx"] is not None], key=lambda m: m["vidx"])
        for a, b in zip(vs, vs[1:]):
            assert a["order"] < b["order"], ("versions out of order", fam["fid"])
        for m in ms:
            if m["label"] is not None:
                assert m["order"] > vs[-1]["order"], ("attached before last version", fam["fid"])
                assert (m["value"], m["pol"]) == (vs[-1]["value"], vs[-1]["pol"])
    # standalone keys never on a family key; equal_time groups share one time and differ in value
    groups = {}
    for m in mems:
        if m["fam"] is None:
            assert m["key"] not in fam_keys, ("standalone on a family key", m["text"])
            if m["label"] == "equal_time":
                groups.setdefault(m["group"], []).append(m)
    assert len(groups) == 6
    for g, ms in groups.items():
        assert len(ms) == 2 and ms[0]["order"] == ms[1]["order"] and ms[0]["key"] == ms[1]["key"]
        assert ms[0]["value"] != ms[1]["value"]
    # no text duplicated; ids unique
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    assert len({m["id"] for m in mems}) == len(mems)
    # times
    for m in mems:
        assert m["order"] < CUTOFF and m["created"] < CUTOFF
        if m["observed"] is not None:
            assert m["observed"] < m["created"], ("observed not before created", m["id"])
    bt = [mems[i]["created"] for i in back]
    assert max(bt) - min(bt) < timedelta(hours=1), "import session over an hour"
    assert len({t.date() for t in bt}) == 1
    # relative dates derivable from the order time
    f26 = [m for m in mems if m["fam"] == "F26" and m["vidx"] == 1][0]
    assert f26["value"] == next_weekday(f26["order"], 1)            # "next Tuesday"
    f27 = [m for m in mems if m["fam"] == "F27" and m["vidx"] == 1][0]
    assert f27["value"] == next_weekday(f27["order"], 4)            # "this Friday"
    # label counts
    for c in CLASSES:
        assert sum(1 for m in mems if m["label"] == c) == 12, c


def version_stats():
    counts = {}
    movebacks = interiors = 0
    neg_fams = restart = 0
    for fam in FAMILIES:
        vs = fam["versions"]
        counts[len(vs)] = counts.get(len(vs), 0) + 1
        vp = [(v["value"], v["pol"]) for v in vs]
        for i in range(2, len(vp)):
            if vp[i] == vp[i - 2] and vp[i - 1] != vp[i] and vp[i][1] == vp[i - 1][1]:
                movebacks += 1
        interiors += sum(1 for i in range(1, len(vp)) if vp[i] == vp[i - 1])
        pols = [v["pol"] for v in vs]
        if any(a != b for a, b in zip(pols, pols[1:])):
            neg_fams += 1
        if any(pols[i] == "+" and pols[i + 1] == "-" and pols[i + 2] == "+" for i in range(len(pols) - 2)):
            restart += 1
    return counts, movebacks, interiors, neg_fams, restart


def stats(mems, pairs, back):
    counts, movebacks, interiors, neg_fams, restart = version_stats()
    repl_ids = {p["replacement_id"] for p in pairs}
    repl = [m for m in mems if m["id"] in repl_ids]
    same = sum(1 for m in repl if "same" in m["tags"])
    tagc = lambda t: sum(1 for m in mems if t in m["tags"])
    bt = [mems[i]["created"] for i in back]
    rows = [
        ("memories", len(mems)),
        ("  backfilled (observed_at)", len(back)),
        ("  live (created_at only)", len(mems) - len(back)),
        ("changing families", len(FAMILIES)),
    ]
    for k in sorted(counts):
        rows.append(("  with %d versions" % k, counts[k]))
    rows += [
        ("family versions", sum(len(f["versions"]) for f in FAMILIES)),
        ("true pairs", len(pairs)),
        ("  value", sum(1 for p in pairs if p["reason"] == "value")),
        ("  negation", sum(1 for p in pairs if p["reason"] == "negation")),
        ("labelled negatives", sum(1 for m in mems if m["label"])),
    ]
    for c in CLASSES:
        rows.append(("  " + c, sum(1 for m in mems if m["label"] == c)))
    rows += [
        ("move-backs (A->B->A)", movebacks),
        ("interior confirmations", interiors),
        ("negation families", neg_fams),
        ("  stop-and-restart (on->off->on)", restart),
        ("replacements naming the old value", tagc("fromto")),
        ("relative-date replacements", tagc("relative")),
        ("unit/format change in a pair", tagc("unit")),
        ("handovers stating another subject's fact", tagc("handover")),
        ("replacement memories", len(repl)),
        ("  reworded", len(repl) - same),
        ("  same line, value swapped", same),
    ]
    w = max(len(r[0]) for r in rows)
    out = ["%-*s  %s" % (w, r[0], r[1]) for r in rows]
    out.append("%-*s  %.1f%%" % (w, "  reworded share", 100.0 * (len(repl) - same) / len(repl)))
    out.append("%-*s  %s .. %s (%d s)" % (w, "import session", fmt(min(bt)), fmt(max(bt)),
                                          (max(bt) - min(bt)).total_seconds()))
    return "\n".join(out)


def listing(mems):
    lines = []
    for m in sorted(mems, key=lambda m: (m["key"], m["order"], m["id"])):
        lines.append("\t".join([m["id"], fmt(m["order"]), m["label"] or "-", " | ".join(m["key"]),
                                m["value"], m["pol"], "backfilled" if m["observed"] is not None else "live"]))
    return "\n".join(lines)


def write(mems, pairs, file_order):
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for i in file_order:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = fmt(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for p in pairs:
            f.write(json.dumps(p, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}, ensure_ascii=False) + "\n")


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, pairs, file_order, back = build()
    if argv == ["--stats"]:
        print(stats(mems, pairs, back))
    elif argv == ["--list"]:
        print(listing(mems))
    else:
        write(mems, pairs, file_order)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
