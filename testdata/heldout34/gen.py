#!/usr/bin/env python3
"""Blind labelled supersession data set h34 (logistics / freight / warehouse ops log).

Invented cast: Marrowby Distribution Ltd and its sites (Felmoor DC, Kelsby warehouse,
Tarnley depot, Ashcombe cross-dock), carriers, customers and staff. Every memory is held
in the explicit tables below (FAMILIES, STANDALONE); truth is computed from the tables.

    python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
    python3 gen.py --stats  print counts, write nothing
    python3 gen.py --list   print every memory, write nothing
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 340779
PREFIX = "h34"
LIMIT = dt.datetime(2026, 12, 1)
SESSION_START = dt.datetime(2026, 11, 20, 13, 5, 0)
BACKFILL_SHARE = 0.75
CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
ATTACHED = {"format_variant", "elaboration", "confirmation"}

# ---------------------------------------------------------------------------
# FAMILIES: changing facts. key = (subject, attribute, scope).
# version = (order time, value key, polarity, flags, text)
#   flags: same (same record line, value swapped), names_old, reldate=next-tue / this-fri,
#          unit (unit/format change inside the pair), handover_other (handover that also
#          states another subject's fact)
# attached = (class, order time, value key, polarity, text) -- labelled, after the last version
# ---------------------------------------------------------------------------
FAMILIES = [
    # ---------------- 5 versions ----------------
    ("F01", ("Container NRVU4182237", "ETA", "Brinmouth quay"), [
        ("2026-04-02 09:10", "2026-04-14", "+", "",
         "Inbound: NRVU 418223-7\nVessel: MV Selka Dawn (Norvanta Line)\nPOL: Porto Lenza\n"
         "Consignee: Larchford Fine Foods\nETA Brinmouth: 14/04/2026"),
        ("2026-04-09 14:32", "2026-04-17", "+", "",
         "Selka Dawn running 3 days behind, NRVU4182237 now ETA 17 Apr"),
        ("2026-04-15 08:05", "2026-04-20", "+", "",
         "ETA slipped again on the Larchford box - Mon 20th now, berth congestion at Brinmouth"),
        ("2026-04-18 11:47", "2026-04-22", "+", "",
         "Norvanta advisory: NRVU4182237 ETA 2026-04-22"),
        ("2026-04-20 16:20", "2026-04-21", "+", "",
         "good news for once - Selka Dawn made up time, Larchford container due off the quay "
         "tomorrow (21st) late afternoon"),
    ], []),

    # ---------------- 4 versions ----------------
    ("F02", ("Tansy & Rook Pellham Cross", "night deliveries", "-"), [
        ("2025-10-09 10:00", "night drops", "+", "",
         "Customer: Tansy & Rook - Pellham Cross\nNight drops: YES (key holder, alarm code via CS)\n"
         "Drop point: rear yard"),
        ("2026-01-14 15:25", "night drops", "-", "",
         "T&R Pellham Cross have stopped night drops, neighbours complained to the council. "
         "Days only till further notice."),
        ("2026-05-28 11:40", "night drops", "+", "",
         "Pellham Cross (Tansy & Rook) taking overnight deliveries again from 1 June, new acoustic "
         "fence is up"),
        ("2026-09-03 09:05", "night drops", "-", "",
         "night tipping at T&R Pellham off again - council noise condition on their licence. "
         "ines has told the planners"),
    ], []),
    ("F03", ("Trunk Felmoor-Ashcombe", "departure time", "weekdays"), [
        ("2025-10-22 18:00", "21:00", "+", "",
         "Trunk FLM>ASH dep: 21:00"),
        ("2026-01-12 08:30", "22:30", "+", "",
         "Felmoor-Ashcombe trunk now leaves at 22:30 so it can take the late Quenby orders"),
        ("2026-04-06 09:15", "23:15", "+", "",
         "Trunk FLM>ASH dep: 23:15"),
        ("2026-06-15 07:50", "22:30", "+", "names_old",
         "back to half ten for the Ashcombe trunk - the 23:15 departure was making the cross-dock "
         "miss its first outbound wave"),
    ], [
        ("format_variant", "2026-07-20 12:00", "22:30", "+",
         "FLM-ASH trunk departure 2230hrs"),
    ]),
    ("F04", ("Tansy & Rook", "storage rate", "standard"), [
        ("2025-11-03 10:10", "2.10 GBP", "+", "",
         "T&R storage: £2.10 /pallet/week"),
        ("2026-02-02 16:00", "2.35 GBP", "+", "",
         "New storage rate agreed with Tansy & Rook - 2.35 per pallet per week from Feb"),
        ("2026-04-29 14:45", "2.35 GBP", "+", "",
         "QBR with T&R today, reconfirmed storage at £2.35/plt/wk, no change till renewal"),
        ("2026-08-31 11:30", "2.60 GBP", "+", "",
         "Tansy & Rook renewal signed: ambient storage £2.60 per pallet-week"),
    ], [
        ("format_variant", "2026-09-22 10:00", "2.60 GBP", "+",
         "T&R ambient storage 260p per pallet per week"),
    ]),

    # ---------------- 3 versions ----------------
    ("F05", ("Lane Kelsby-Corlow", "carrier", "LTL"), [
        ("2025-10-14 11:20", "corvane transport", "+", "",
         "KLB-Corlow groupage (LTL): Corvane Transport"),
        ("2026-01-20 09:00", "dunstrel road services", "+", "",
         "Corlow LTL ex Kelsby goes to Dunstrel Road Services from today, 8 week trial"),
        ("2026-03-23 14:15", "corvane transport", "+", "",
         "Dunstrel trial didn't work (3 damaged drops), Kelsby>Corlow groupage is back with CVT "
         "this week"),
    ], [
        ("confirmation", "2026-06-08 10:30", "corvane transport", "+",
         "checked with Tom - Corlow LTL out of Kelsby still Corvane, no plans to re-tender before Q4"),
    ]),
    ("F06", ("Brinmouth imports", "customs broker", "-"), [
        ("2025-10-02 09:30", "ferrand brokerage", "+", "",
         "Customs broker (Brinmouth imports): Ferrand Brokerage"),
        ("2026-02-09 13:10", "quaystone clearances", "+", "names_old",
         "switched Brinmouth clearances from Ferrand to Quaystone Clearances, Ferrand's entry fees "
         "went up 30%"),
        ("2026-07-13 10:20", "ferrand brokerage", "+", "",
         "Quaystone held two Larchford boxes for 5 days over a missing cert. Tom's moved all "
         "Brinmouth customs work back to Ferrand wef today."),
    ], [
        ("elaboration", "2026-08-03 09:40", "ferrand brokerage", "+",
         "Ferrand Brokerage doing all Brinmouth import entries again - Petra Lindqvist-Ames is our "
         "handler, entries lodged same day if docs are in by 14:00, duty deferment on our account"),
    ]),
    ("F07", ("Quenby Pharma Supplies", "delivery window", "Dunmarsh site"), [
        ("2025-11-18 08:00", "06:00-10:00", "+", "",
         "Quenby Pharma (Dunmarsh) goods-in window 06:00-10:00"),
        ("2026-03-02 12:05", "11:00-15:00", "+", "",
         "Quenby Dunmarsh moved their booking window to 11:00-15:00 while they refit goods-in"),
        ("2026-05-18 09:35", "06:00-10:00", "+", "",
         "refit done - Quenby Dunmarsh back to early deliveries, 6 till 10"),
    ], [
        ("confirmation", "2026-08-05 15:00", "06:00-10:00", "+",
         "Quenby Dunmarsh still 06:00-10:00 for goods-in"),
    ]),
    ("F08", ("Vossley Haulage", "Saturday collection", "Tarnley"), [
        ("2025-10-17 13:00", "saturday collection", "+", "",
         "Vossley collect from Tarnley Saturdays 09:00"),
        ("2026-01-09 17:20", "saturday collection", "-", "",
         "Vossley have suspended their Saturday run out of TRN until further notice - driver shortage"),
        ("2026-02-06 10:45", "saturday collection", "+", "",
         "VH Saturday pickups at Tarnley back on from tomorrow"),
    ], [
        ("confirmation", "2026-04-10 08:15", "saturday collection", "+",
         "Vossley still doing the Sat collection at Tarnley - 2 trailers last week"),
    ]),
    ("F09", ("Ashcombe cross-dock", "chilled storage", "-"), [
        ("2025-11-26 14:00", "chill room", "+", "",
         "Ashcombe chill room (2-8°C) commissioned, 40 pallet spaces"),
        ("2026-02-18 06:40", "chill room", "-", "",
         "ASH chiller's down - compressor failed. NO chilled inbound to the cross-dock until fixed"),
        ("2026-03-05 16:10", "chill room", "+", "",
         "Ashcombe chill room back up and holding 4°C, chilled freight OK again"),
    ], []),
    ("F10", ("Jory Tresize", "ADR certification", "-"), [
        ("2025-12-12 11:00", "adr certified", "+", "",
         "Driver: Jory Tresize\nLicence: C+E\nADR: yes (tanks + packages)\nDigi tacho card: valid"),
        ("2026-06-02 07:30", "adr certified", "-", "",
         "Jory's ADR lapsed end of May - do NOT put him on hazmat runs till he's redone it"),
        ("2026-07-09 15:50", "adr certified", "+", "",
         "Jory passed the ADR refresher, cleared for dangerous goods again"),
    ], [
        ("confirmation", "2026-09-15 10:05", "adr certified", "+",
         "Jory's ADR still current - card checked at the licence audit"),
    ]),
    ("F11", ("Felmoor DC door 3", "reserved for", "-"), [
        ("2025-11-07 09:00", "pollard's garden centres", "+", "",
         "Door 3 @ FLM reserved: Pollard's outbound"),
        ("2026-03-12 14:30", "dunmarsh bakeries", "+", "",
         "door 3 at Felmoor goes to Dunmarsh Bakeries from Monday (early bread loads)"),
        ("2026-07-01 08:20", "dunmarsh bakeries", "-", "",
         "Door 3 no longer reserved for Dunmarsh - back in the general pool"),
    ], []),
    ("F12", ("Grislow Building Merchants", "delivery window", "weekdays"), [
        ("2025-10-24 10:30", "08:00-16:00", "+", "",
         "Grislow Building Merchants - goods-in window 08:00-16:00"),
        ("2026-03-16 11:15", "08:00-16:00", "+", "",
         "rang Grislow goods-in, window's still 8 till 4 weekdays"),
        ("2026-08-26 13:40", "09:00-12:00", "+", "",
         "Grislow have narrowed deliveries to 09:00-12:00, their yard's too busy in the afternoons"),
    ], []),
    ("F13", ("Dunmarsh Bakeries", "carrier", "ambient"), [
        ("2025-11-14 09:50", "oakhurn carriers", "+", "",
         "Dunmarsh Bakeries ambient deliveries: Oakhurn Carriers"),
        ("2026-02-11 16:30", "oakhurn carriers", "+", "",
         "Oakhurn confirmed for Dunmarsh ambient for another quarter"),
        ("2026-05-13 10:00", "brisklane logistics", "+", "",
         "Dunmarsh ambient has moved to Brisklane - Oakhurn lost it on the tender"),
    ], [
        ("confirmation", "2026-08-19 11:10", "brisklane logistics", "+",
         "Brisklane still our carrier for Dunmarsh ambient"),
    ]),
    ("F14", ("Tarnley depot", "opening hours", "weekdays"), [
        ("2025-10-20 07:00", "06:00-22:00", "+", "",
         "Tarnley depot hours (Mon-Fri): 06:00-22:00"),
        ("2026-01-05 06:30", "05:00-22:00", "+", "",
         "From today TRN opens an hour earlier - 05:00 - still shuts 22:00 weekdays"),
        ("2026-06-01 08:00", "06:00-20:00", "+", "",
         "Tarnley weekday hours cut back to 06:00-20:00 for the summer, less trunk work"),
    ], [
        ("format_variant", "2026-07-14 09:00", "06:00-20:00", "+",
         "TRN Mon-Fri open 6am to 8pm"),
    ]),
    ("F15", ("Pollard's Garden Centres", "delivery window", "Stenbury store"), [
        ("2025-10-12 12:00", "07:00-09:00", "+", "",
         "Customer: Pollard's Garden Centres - Stenbury\nDelivery window: 07:00-09:00\n"
         "Access: rear service road"),
        ("2026-02-23 10:20", "06:00-08:00", "+", "",
         "Pollard's Stenbury want us in an hour earlier from March - 6 to 8"),
        ("2026-06-24 15:35", "10:00-12:00", "+", "",
         "Pollard's Stenbury window changed to 10:00-12:00 (summer opening hours)"),
    ], [
        ("confirmation", "2026-09-09 09:25", "10:00-12:00", "+",
         "Pollard's Stenbury window remains 10-12, confirmed by the store manager"),
    ]),
    ("F16", ("Olu Venn", "rota pattern", "-"), [
        ("2025-11-02 18:00", "earlies mon-thu", "+", "",
         "Olu Venn - rota: earlies Mon-Thu"),
        ("2026-02-01 19:10", "lates tue-fri", "+", "",
         "Olu swapping to lates Tue-Fri from Feb"),
        ("2026-07-05 17:45", "4 on 4 off nights", "+", "",
         "Driver rota update: Olu Venn -> 4-on-4-off nights from 06/07"),
    ], [
        ("confirmation", "2026-10-26 08:40", "4 on 4 off nights", "+",
         "Olu still on the 4 on / 4 off nights pattern"),
    ]),
    ("F17", ("Kelsby warehouse", "day supervisor", "-"), [
        ("2025-10-13 07:10", "ama quillfeather", "+", "",
         "Kelsby WH\nDay supervisor: Ama Quillfeather\nBackup: see rota"),
        ("2026-03-09 14:35", "gideon sharrow", "+", "handover_other",
         "Shift handover KLB 09/03 (days): Gideon Sharrow covering as day sup while Ama's on "
         "maternity leave. Rack strike in bay 12 logged, racking inspector booked Thu. All today's "
         "Penmark collections gone."),
        ("2026-09-14 07:05", "mira tolland", "+", "",
         "Mira Tolland starts today as permanent day supervisor at the Kelsby shed, Gideon goes "
         "back to team leader"),
    ], [
        ("elaboration", "2026-10-05 13:00", "mira tolland", "+",
         "Mira Tolland - Kelsby day supervisor, 06:00-14:30, owns the goods-in plan and agency "
         "sign-off, deputy is Gideon"),
    ]),
    ("F18", ("Forklift FLT-07", "next service due", "-"), [
        ("2026-01-28 10:00", "2026-03-10", "+", "",
         "FLT-07 (reach truck) next service due 2026-03-10"),
        ("2026-03-06 12:40", "2026-03-24", "+", "",
         "Rui: FLT 07 service pushed to 24 March, parts on back order"),
        ("2026-03-20 09:55", "2026-04-07", "+", "same",
         "Rui: FLT 07 service pushed to 7 April, Hoistwell engineer off sick"),
    ], [
        ("format_variant", "2026-03-30 08:30", "2026-04-07", "+",
         "FLT07 service: Tue 7th April"),
    ]),
    ("F19", ("Penmark Freight", "fuel surcharge", "-"), [
        ("2025-10-31 16:00", "8.5%", "+", "",
         "Penmark fuel surcharge now 8.5%"),
        ("2026-03-31 15:20", "9.2%", "+", "same",
         "Penmark fuel surcharge now 9.2%"),
        ("2026-07-31 14:10", "7.9%", "+", "",
         "PMF FSC down to 7.9% from August, diesel index fell"),
    ], [
        ("confirmation", "2026-08-28 16:30", "7.9%", "+",
         "Penmark FSC unchanged for Sept, stays 7.9%"),
    ]),
    ("F20", ("SKU 60312", "stock location", "-"), [
        ("2025-12-05 11:30", "felmoor mezz m-3", "+", "",
         "SKU 60312 (patio heater) stock: Felmoor mezzanine M-3"),
        ("2026-01-21 15:00", "ashcombe overflow", "+", "",
         "60312 patio heaters all shifted to the Ashcombe overflow bays, we need the mezz for "
         "peak returns"),
        ("2026-04-02 10:25", "felmoor aisle 22", "+", "",
         "patio heaters (60312) brought back to DC1 - aisle 22 floor locations"),
    ], []),
    ("F21", ("HGV MD23 TLK", "based at", "-"), [
        ("2025-10-11 09:00", "tarnley", "+", "",
         "MD23 TLK (26t rigid) based at Tarnley"),
        ("2026-02-27 13:30", "kelsby", "+", "",
         "MD23TLK moved to Kelsby for the new night shift work"),
        ("2026-09-30 10:50", "felmoor", "+", "names_old",
         "Fleet change: MD23 TLK reallocated Kelsby -> Felmoor"),
    ], []),
    ("F22", ("Wexmoor Coop RDC", "booking lead time", "-"), [
        ("2025-11-21 09:20", "48 h", "+", "",
         "Wexmoor RDC bookings: min 48h notice"),
        ("2026-03-10 11:05", "72 h", "+", "same",
         "Wexmoor RDC bookings: min 72h notice"),
        ("2026-08-12 14:20", "24 h", "+", "",
         "good news, Wexmoor Coop only need a day's notice for bookings from now on"),
    ], []),
    ("F23", ("Ellery & Pike", "transit time", "Yarnell"), [
        ("2025-12-17 10:40", "2 days", "+", "",
         "E&P LTL to Yarnell: 2 days"),
        ("2026-02-05 12:15", "3 working days", "+", "",
         "Ellery & Pike now quoting 3 working days to Yarnell (hub closure)"),
        ("2026-06-09 09:10", "next day", "+", "",
         "E&P's new Quenby hub is open - Yarnell comes down to next day"),
    ], []),
    ("F24", ("Kelsby warehouse", "WMS go-live", "-"), [
        ("2026-01-08 16:45", "2026-03-02", "+", "",
         "Kelsby WMS cutover: go-live Mon 2 March"),
        ("2026-02-19 10:30", "2026-04-13", "+", "",
         "KLB WMS go-live slipped to 13 April, interface testing not done"),
        ("2026-04-01 15:15", "2026-05-04", "+", "",
         "Project update - Kelsby go-live now 04/05, the WMS project team want another dress "
         "rehearsal"),
    ], []),

    # ---------------- 2 versions ----------------
    ("F25", ("Lane Felmoor-Stenbury", "carrier", "FTL"), [
        ("2025-11-04 08:40", "penmark freight", "+", "",
         "Lane: FLM > Stenbury (FTL)\nCarrier: Penmark Freight\nCollection: 06:00 daily\n"
         "Vehicle: 13.6m curtainsider"),
        ("2026-02-16 10:05", "vossley haulage", "+", "names_old",
         "switched the Stenbury FTL lane from Penmark to Vossley from Mon 16/02 - Penmark missed the "
         "6am collection 4 times in Jan"),
    ], [
        ("elaboration", "2026-03-02 11:00", "vossley haulage", "+",
         "Vossley on the Stenbury lane: two 13.6m curtainsiders on a 06:00 daily pull from DC1, "
         "drivers out of their Corlow yard, POD by app same day"),
    ]),
    ("F26", ("Felmoor DC", "shift lead", "nights"), [
        ("2025-10-06 19:00", "dagny fellowes", "+", "",
         "Night shift lead, Felmoor DC: Dagny Fellowes (ext 2214)"),
        ("2026-05-11 22:10", "kofi ardenne", "+", "handover_other",
         "Handover nights 11/05 - Kofi Ardenne is night lead at DC1 from tonight, Dagny's on "
         "secondment to the projects team. Dock 7 leveller still tagged out, Hoistwell booked Weds "
         "am. 3 Penmark trailers on the yard, all unloaded."),
    ], [
        ("elaboration", "2026-06-02 23:30", "kofi ardenne", "+",
         "Kofi Ardenne - night lead at Felmoor, 22:00-06:00 Sun-Thu, covers goods-in and the trunk "
         "loads, mobile is on the nights rota sheet"),
    ]),
    ("F27", ("SKU 44120", "bin", "Felmoor"), [
        ("2025-11-12 14:05", "B-14-03", "+", "",
         "SKU 44120 bin: B-14-03"),
        ("2026-02-03 10:15", "C-02-11", "+", "same",
         "SKU 44120 bin: C-02-11"),
    ], [
        ("format_variant", "2026-03-10 13:20", "C-02-11", "+",
         "44120 -> aisle C, bay 02, level 11 (C0211 on the label)"),
    ]),
    ("F28", ("SKU 51877", "reorder point", "Felmoor"), [
        ("2025-12-01 09:45", "240", "+", "",
         "Reorder point SKU 51877 (garden hose 30m): 240 ea"),
        ("2026-05-05 11:50", "320", "+", "",
         "bumped the ROP on the 30m hoses to 320, we stocked out twice in April"),
    ], []),
    ("F29", ("Felmoor DC", "next-day cut-off", "parcels"), [
        ("2025-10-08 13:00", "17:30", "+", "",
         "Next-day parcel cut-off (Felmoor): 17:30"),
        ("2026-03-27 12:30", "18:00", "+", "unit",
         "heads up all - NDD parcel cut-off at DC1 is 6pm from Monday (was half five)"),
    ], [
        ("format_variant", "2026-04-20 10:10", "18:00", "+",
         "DC1 next-day parcels: last orders 18:00 hrs"),
    ]),
    ("F30", ("Penmark Freight", "pallet rate", "Wexmoor zone"), [
        ("2025-11-20 15:30", "38.50 GBP", "+", "",
         "Penmark rate card 2025/26 - Wexmoor zone: £38.50 per pallet"),
        ("2026-04-01 09:05", "41.20 GBP", "+", "",
         "PMF Wexmoor pallet rate up to 41.20 GBP from 1 April (annual review)"),
    ], [
        ("format_variant", "2026-05-12 14:00", "41.20 GBP", "+",
         "Penmark / Wexmoor: GBP 41.2 per plt"),
    ]),
    ("F31", ("Forklift FLT-03", "assigned area", "Felmoor"), [
        ("2025-12-10 08:15", "chilled dock", "+", "",
         "FLT-03 (counterbalance, 2.5t) allocated to chilled dock"),
        ("2026-03-16 07:45", "goods-in", "+", "",
         "Moved FLT-03 up to goods-in, the chilled dock only needs pallet trucks now"),
    ], []),
    ("F32", ("Larchford Fine Foods", "incoterms", "Casa Ventoral contract"), [
        ("2025-10-27 11:00", "FCA", "+", "",
         "Larchford / Casa Ventoral supply contract: FCA Porto Lenza"),
        ("2026-06-22 16:15", "DAP", "+", "",
         "Larchford have renegotiated with Casa Ventoral, it's DAP Felmoor now - supplier pays the "
         "freight to our door, we don't book the sea leg any more"),
    ], [
        ("elaboration", "2026-07-06 10:45", "DAP", "+",
         "Casa Ventoral terms confirmed as DAP (Incoterms 2020), named place Felmoor DC goods-in; "
         "risk passes on arrival, unloading and import clearance on Larchford's side"),
    ]),
    ("F33", ("Route 12", "driver", "weekdays"), [
        ("2025-11-24 05:30", "hamish corrie", "+", "",
         "Route 12 (Corlow multi-drop) - driver: Hamish Corrie"),
        ("2026-04-13 06:10", "bex tallowmere", "+", "",
         "Bex has taken over R12 from this week"),
    ], [
        ("elaboration", "2026-05-04 05:40", "bex tallowmere", "+",
         "Bex Tallowmere on Route 12 - Corlow multi-drop, 14 drops, off the bay 05:45, back by "
         "14:00 most days"),
    ]),
    ("F34", ("Route 7", "trailer", "-"), [
        ("2025-12-03 10:30", "TRL-3319", "+", "",
         "Route 7 trailer: TRL-3319"),
        ("2026-02-24 08:50", "TRL-3402", "+", "names_old",
         "swapped Route 7 from TRL-3319 to TRL-3402, 3319 has a floor gone soft"),
    ], []),
    ("F35", ("Casa Ventoral inbound", "dock door", "Felmoor"), [
        ("2026-04-07 13:00", "door 4", "+", "",
         "Casa Ventoral inbound (Larchford) -> tip on door 4"),
        ("2026-04-23 06:20", "door 9", "+", "",
         "Larchford box to go on door 9 - the chilled trailer is sat on 4 all week"),
    ], [
        ("elaboration", "2026-04-24 07:00", "door 9", "+",
         "Door 9 for the Larchford container: 40ft box, side-loader drop, 2 counterbalance + 4 staff, "
         "expect ~3h to devan, tally against ASN ref LFF-0419"),
    ]),
    ("F36", ("Booking WX-88213", "delivery slot", "Wexmoor Coop RDC"), [
        ("2026-03-05 10:30", "2026-03-12 10:00", "+", "",
         "Booking ref WX-88213 (Wexmoor Coop RDC): Thu 12/03 10:00"),
        ("2026-03-11 15:40", "2026-03-17 10:00", "+", "reldate=next-tue",
         "Wexmoor goods-in rang, they can't take us tomorrow - WX-88213 moved to next Tuesday, "
         "same time"),
    ], [
        ("format_variant", "2026-03-13 09:00", "2026-03-17 10:00", "+",
         "WX-88213 -> 17/03/26 @ 10am"),
    ]),
    ("F37", ("Shipment SHP-20417", "delivery date", "Grislow Building Merchants"), [
        ("2026-05-18 09:00", "2026-05-20", "+", "",
         "SHP-20417 (Grislow BM, 9 plts plasterboard) booked for Wed 20/05"),
        ("2026-05-19 16:45", "2026-05-22", "+", "reldate=this-fri",
         "Grislow can't offload Weds, their forklift's down - SHP-20417 rebooked for this Friday"),
    ], []),
    ("F38", ("HGV MD71 RVK", "MOT expiry", "-"), [
        ("2025-11-06 12:00", "2026-02-14", "+", "",
         "MD71 RVK - MOT due 14/02/2026"),
        ("2026-02-11 15:30", "2027-02-13", "+", "",
         "MD71 RVK passed its MOT today, certificate runs to 13 Feb 2027"),
    ], [
        ("format_variant", "2026-03-02 10:00", "2027-02-13", "+",
         "MD71RVK MOT exp. 2027-02-13"),
    ]),
    ("F39", ("SKU 73004", "bin", "Kelsby"), [
        ("2025-12-15 11:40", "A-01-02", "+", "",
         "KLB SKU 73004 (A4 copier paper, 80gsm) bin: A-01-02"),
        ("2026-03-30 14:50", "A-03-07", "+", "same",
         "KLB SKU 73004 (A4 copier paper, 80gsm) bin: A-03-07"),
    ], []),
    ("F40", ("Penmark Freight", "account manager", "-"), [
        ("2025-10-10 10:00", "marguerite osei-blane", "+", "",
         "Penmark account manager: Marguerite Osei-Blane"),
        ("2026-06-29 11:25", "stellan crewe", "+", "",
         "Marguerite's left Penmark - our new AM there is Stellan Crewe, he's emailed intros"),
    ], [
        ("elaboration", "2026-07-08 09:30", "stellan crewe", "+",
         "Stellan Crewe, Penmark Freight account manager for Marrowby - covers all our lanes, based "
         "at their Wexmoor office, escalations go to him before the depot"),
    ]),
    ("F41", ("Tarnley depot", "site manager", "-"), [
        ("2025-10-01 08:00", "wendell prike", "+", "",
         "Site manager, Tarnley: Wendell Prike"),
        ("2026-04-20 08:45", "noor halvorsen", "+", "",
         "Wendell retired Friday. Noor Halvorsen is running Tarnley now"),
    ], [
        ("elaboration", "2026-05-26 12:15", "noor halvorsen", "+",
         "Noor Halvorsen (Tarnley site manager) - came over from Ashcombe ops, holds the depot's "
         "O-licence responsibility, office is by the weighbridge"),
    ]),
    ("F42", ("Kelsby warehouse", "max pallet height", "inbound"), [
        ("2025-11-27 10:50", "1.80 m", "+", "",
         "Kelsby inbound spec: max pallet height 1.8 m incl. pallet"),
        ("2026-05-25 13:10", "1.65 m", "+", "unit",
         "new racking beams at KLB, so inbound loads are now capped at 1650mm including the pallet "
         "- tell the suppliers"),
    ], [
        ("format_variant", "2026-06-15 11:00", "1.65 m", "+",
         "KLB max plt height = 165 cm"),
    ]),
    ("F43", ("Corvane Transport", "rate per km", "FTL"), [
        ("2025-12-08 14:15", "1.42 GBP/km", "+", "",
         "Corvane FTL: £1.42/km"),
        ("2026-04-06 10:40", "1.55 GBP/km", "+", "same",
         "Corvane FTL: £1.55/km"),
    ], [
        ("format_variant", "2026-05-18 15:10", "1.55 GBP/km", "+",
         "Corvane full loads - 155p per km"),
    ]),
    ("F44", ("Dunmarsh Bakeries", "order cut-off", "next-day"), [
        ("2025-10-30 09:10", "14:00", "+", "",
         "Dunmarsh Bakeries - order cut-off for next-day: 14:00"),
        ("2026-02-25 10:05", "12:30", "+", "same",
         "Dunmarsh Bakeries - order cut-off for next-day: 12:30"),
    ], []),
    ("F45", ("Shipment SHP-20552", "status", "-"), [
        ("2026-06-03 07:15", "at ashcombe", "+", "",
         "SHP-20552 status: at Ashcombe XD awaiting trunk"),
        ("2026-06-03 13:50", "delivered", "+", "",
         "SHP-20552 delivered 13:42, POD signed K. Amberley"),
    ], []),
    ("F46", ("Booking BK-7741", "pallets booked", "Pollard's Ardwick Vale"), [
        ("2026-04-14 11:00", "18", "+", "",
         "BK-7741 Pollard's Ardwick Vale - 18 plts"),
        ("2026-04-15 09:30", "22", "+", "",
         "Pollard's added 4 to BK-7741, it's 22 pallets now. Same slot"),
    ], []),
    ("F47", ("Felmoor DC", "stretch wrap supplier", "-"), [
        ("2025-12-02 13:30", "stretchmore packaging", "+", "",
         "Stretch wrap (Felmoor): Stretchmore Packaging, 23 micron machine rolls"),
        ("2026-05-19 10:40", "cleargrip films", "+", "",
         "we've moved DC1 stretch wrap over to Cleargrip Films, Stretchmore couldn't hold price"),
    ], [
        ("elaboration", "2026-06-23 14:20", "cleargrip films", "+",
         "Cleargrip Films supplying the Felmoor site's wrap: 17µm pre-stretch machine rolls, 40 per "
         "pallet, delivered monthly on a call-off"),
    ]),
    ("F48", ("Kelsby warehouse", "gate hours", "-"), [
        ("2025-11-10 08:30", "05:30-23:00", "+", "",
         "Kelsby gatehouse hours 05:30-23:00"),
        ("2026-08-24 09:00", "24h", "+", "names_old",
         "Change log KLB: gatehouse hours 05:30-23:00 -> 24/7 (night shift live)"),
    ], []),
    ("F49", ("Brisklane Logistics", "collection time", "Felmoor"), [
        ("2025-10-16 15:00", "16:00", "+", "",
         "Brisklane daily collection DC1: 16:00"),
        ("2026-01-26 11:20", "16:45", "+", "same",
         "Brisklane daily collection DC1: 16:45"),
    ], []),
    ("F50", ("Felmoor DC", "racking inspection due", "-"), [
        ("2026-01-19 10:00", "2026-05-01", "+", "",
         "Annual racking inspection, Felmoor: due 01/05/2026"),
        ("2026-04-08 14:40", "2026-05-19", "+", "",
         "Racking inspector can't do the 1st, FLM inspection now 19 May"),
    ], []),
    ("F51", ("Route 4", "departure time", "Wexmoor town"), [
        ("2025-11-17 05:00", "06:15", "+", "",
         "Route 4 (Wexmoor town) dep 06:15"),
        ("2026-03-03 05:20", "05:50", "+", "same",
         "Route 4 (Wexmoor town) dep 05:50"),
    ], [
        ("format_variant", "2026-04-01 06:00", "05:50", "+",
         "Wexmoor town route goes out at ten to six"),
    ]),
    ("F52", ("Hamish Corrie", "home depot", "-"), [
        ("2025-10-21 09:40", "felmoor", "+", "",
         "Hamish Corrie - home depot Felmoor"),
        ("2026-04-10 16:00", "tarnley", "+", "names_old",
         "CHANGE - Hamish Corrie home depot: Felmoor -> Tarnley (wef 13/04, nearer home)"),
    ], []),
    ("F53", ("Larchford Fine Foods", "key account manager", "-"), [
        ("2025-11-05 11:15", "ines marchetti-hole", "+", "",
         "Larchford Fine Foods - KAM: Ines Marchetti-Hole"),
        ("2026-07-20 12:45", "saoirse dunleavy", "+", "",
         "Saoirse Dunleavy picks up the Larchford account from Ines as of today"),
    ], [
        ("elaboration", "2026-08-10 10:20", "saoirse dunleavy", "+",
         "Saoirse Dunleavy, KAM for Larchford Fine Foods: weekly call Tues 9:30 with their supply "
         "chain lead, owns the DAP inbound plan and the monthly OTIF pack"),
    ]),
    ("F54", ("SKU 88217", "case pack", "-"), [
        ("2025-12-18 10:00", "12", "+", "",
         "SKU 88217 chopped tomatoes 400g - case pack 12"),
        ("2026-06-08 07:35", "10", "+", "",
         "heads up pickers, 88217 tomatoes arriving in 10s now, supplier changed the tray"),
    ], []),
    ("F55", ("SKU 29055", "safety stock", "Felmoor"), [
        ("2026-01-07 14:30", "60 cases", "+", "",
         "SKU 29055 SS: 60 cs"),
        ("2026-08-03 11:55", "90 cases", "+", "",
         "Sunniva's raised safety stock on 29055 (bird seed 20kg) to 90 cases for autumn"),
    ], [
        ("confirmation", "2026-10-19 15:40", "90 cases", "+",
         "29055 safety stock still 90 cs after the Oct review"),
    ]),
    ("F56", ("Forklift FLT-11", "status", "-"), [
        ("2026-02-09 06:50", "VOR", "+", "",
         "FLT-11 VOR - hydraulic leak on the mast, Hoistwell called"),
        ("2026-02-13 12:10", "in service", "+", "",
         "FLT-11 back in service, Hoistwell replaced the lift cylinder seals"),
    ], [
        ("elaboration", "2026-02-20 09:15", "in service", "+",
         "FLT-11 in service - passed the post-repair check, 2.0t reach, working the mezz, next "
         "thorough examination due Aug"),
    ]),
    ("F57", ("Felmoor DC", "goods-in manager", "-"), [
        ("2025-10-07 08:20", "priya vantongeren", "+", "",
         "Goods-in manager DC1: Priya Vantongeren"),
        ("2026-03-23 09:00", "callum orrey", "+", "",
         "Callum Orrey has taken over goods-in at Felmoor, Priya's gone to Tarnley"),
    ], [
        ("confirmation", "2026-09-28 10:30", "callum orrey", "+",
         "Callum still running goods-in at Felmoor - confirmed on the new org chart"),
    ]),
    ("F58", ("Ashcombe cross-dock", "yard marshal", "days"), [
        ("2025-11-11 07:30", "colm ashdown", "+", "",
         "Ashcombe XD yard marshal (days): Colm Ashdown"),
        ("2026-05-04 14:00", "tegan faulds", "+", "",
         "Handover ASH days -> lates: Tegan Faulds is yard marshal on days now, Colm's moved to "
         "shunter. Nothing else outstanding."),
    ], [
        ("confirmation", "2026-08-17 07:45", "tegan faulds", "+",
         "Tegan remains day yard marshal at ASH"),
    ]),
    ("F59", ("Penmark Freight", "collection slot", "Kelsby"), [
        ("2025-12-11 12:20", "14:00-15:00", "+", "",
         "Penmark collection slot KLB: 14:00-15:00"),
        ("2026-03-18 10:35", "15:30-16:30", "+", "same",
         "Penmark collection slot KLB: 15:30-16:30"),
    ], []),
    ("F60", ("Wexmoor Coop RDC", "max vehicle", "-"), [
        ("2025-10-23 13:45", "16.5 m artic", "+", "",
         "Wexmoor Coop RDC - vehicle restriction: artics up to 16.5m"),
        ("2026-07-27 08:10", "12 m rigid", "+", "",
         "Wexmoor RDC is rigid-only (max 12 m) while the yard's being resurfaced - no artics"),
    ], []),
    ("F61", ("Felmoor DC", "returns bay", "-"), [
        ("2025-12-04 15:15", "bay 21", "+", "",
         "Returns bay, Felmoor: 21"),
        ("2026-05-27 10:00", "bay 18", "+", "same",
         "Returns bay, Felmoor: 18"),
    ], []),
    ("F62", ("Trailer TRL-3402", "next PMI", "-"), [
        ("2026-05-12 09:40", "2026-06-09", "+", "",
         "TRL-3402 PMI due 09/06/26"),
        ("2026-06-05 16:25", "2026-06-30", "+", "same",
         "TRL-3402 PMI due 30/06/26"),
    ], []),
    ("F63", ("Pollard's Garden Centres", "OTIF target", "-"), [
        ("2025-10-03 14:00", "97%", "+", "",
         "Pollard's SLA: OTIF target 97%"),
        ("2026-04-27 15:45", "98.5%", "+", "same",
         "Pollard's SLA: OTIF target 98.5%"),
    ], []),
    ("F64", ("Corvane Transport", "ops contact", "-"), [
        ("2025-11-19 10:15", "lenny gatt", "+", "",
         "Corvane ops contact: Lenny Gatt, 07700 900 223"),
        ("2026-06-17 13:20", "abi strand", "+", "same",
         "Corvane ops contact: Abi Strand, 07700 900 581"),
    ], []),
    ("F65", ("Brinmouth quay", "export gate cut-off", "Norvanta Line"), [
        ("2025-12-09 11:30", "16:00", "+", "",
         "Brinmouth - Norvanta export gate closes 16:00 day before sailing"),
        ("2026-09-07 09:50", "14:00", "+", "",
         "Norvanta have pulled the Brinmouth export cut-off forward to 2pm (day before sailing)"),
    ], []),
    ("F66", ("Kelsby warehouse", "agency labour supplier", "-"), [
        ("2025-11-25 13:00", "pennyfield recruitment", "+", "",
         "KLB agency: Pennyfield Recruitment"),
        ("2026-09-21 08:05", "orbell staffing", "+", "same",
         "KLB agency: Orbell Staffing"),
    ], []),
    ("F67", ("Felmoor DC", "picking shift start", "days"), [
        ("2025-10-28 06:10", "06:00", "+", "",
         "DC1 day pick shift starts 06:00"),
        ("2026-06-29 06:40", "06:30", "+", "same",
         "DC1 day pick shift starts 06:30"),
    ], []),
    ("F68", ("SKU 51877", "supplier lead time", "-"), [
        ("2026-01-14 10:25", "10 days", "+", "",
         "51877 hose supplier lead time: 10 days"),
        ("2026-03-04 11:35", "21 days", "+", "same",
         "51877 hose supplier lead time: 21 days"),
    ], []),
    ("F69", ("Container NRVU5530196", "free time", "Brinmouth"), [
        ("2026-04-22 10:00", "7 days", "+", "",
         "NRVU5530196 - free time at Brinmouth: 7 days"),
        ("2026-04-27 12:30", "10 days", "+", "",
         "Norvanta agreed 10 days free on the Tansy & Rook box (NRVU5530196) after we pushed back"),
    ], []),
    ("F70", ("Kelsby warehouse", "hazmat acceptance", "ADR class 3"), [
        ("2025-10-15 09:15", "accepted", "+", "",
         "Kelsby WH\nDG acceptance: ADR class 3 (flammable liquids), cage 2 only\nMax qty: 4 pallets"),
        ("2026-04-16 15:30", "accepted", "-", "",
         "after the fire audit Kelsby is no longer taking class 3 - cage 2 being decommissioned, "
         "send flammables to Felmoor"),
    ], [
        ("confirmation", "2026-07-20 11:45", "accepted", "-",
         "Kelsby still not accepting class 3 - re-checked with Nadia after the insurer visit"),
    ]),
    ("F71", ("Penmark Freight", "tail-lift service", "Quenby Pharma drops"), [
        ("2025-11-13 14:40", "tail-lift", "+", "",
         "Penmark supply tail-lift vehicles for all Quenby Pharma drops"),
        ("2026-08-04 10:55", "tail-lift", "-", "",
         "PMF have stopped doing tail-lift on Quenby, we'll need another haulier for the pharmacy "
         "drops"),
    ], []),
    ("F72", ("Kelsby warehouse", "bonded status", "-"), [
        ("2025-10-29 12:30", "bonded warehouse", "+", "",
         "Kelsby: bonded warehouse approval in place, ref BW-77104"),
        ("2026-10-06 09:20", "bonded warehouse", "-", "",
         "bond approval at the Kelsby shed has been surrendered - no more duty-suspended stock there "
         "from October"),
    ], []),
]

# ---------------------------------------------------------------------------
# STANDALONE labelled memories: (class, key, value key, polarity, order time, text)
# multi_valued: each value is its own fact (the value is part of the fact identity).
# ---------------------------------------------------------------------------
STANDALONE = [
    # multi_valued
    ("multi_valued", ("Quenby Pharma Supplies", "goods-in contact", "Dunmarsh site"), "hanne royce", "+",
     "2025-11-19 14:20", "Quenby Pharma Dunmarsh goods-in contact: Hanne Royce, ext 301"),
    ("multi_valued", ("Quenby Pharma Supplies", "goods-in contact", "Dunmarsh site"), "teodor blaise", "+",
     "2026-02-26 09:45", "another goods-in contact for Quenby Dunmarsh - Teodor Blaise covers lates"),
    ("multi_valued", ("Quenby Pharma Supplies", "goods-in contact", "Dunmarsh site"), "lark menon", "+",
     "2026-06-11 13:10", "added Lark Menon to the Quenby Dunmarsh goods-in contacts (weekend cover)"),
    ("multi_valued", ("Bex Tallowmere", "licence held", "-"), "C+E", "+",
     "2025-12-01 16:00", "Bex Tallowmere - licence: Cat C+E"),
    ("multi_valued", ("Bex Tallowmere", "licence held", "-"), "counterbalance FLT", "+",
     "2026-03-19 11:30", "Bex also has her counterbalance forklift ticket now"),
    ("multi_valued", ("Bex Tallowmere", "licence held", "-"), "ADR packages", "+",
     "2026-07-23 15:05", "Bex passed ADR packages - add it to her licence record"),
    ("multi_valued", ("Larchford Fine Foods", "delivery site", "-"), "quenby road shop", "+",
     "2025-10-19 10:40", "Larchford Fine Foods delivery point: Quenby Road shop"),
    ("multi_valued", ("Larchford Fine Foods", "delivery site", "-"), "selworth cross deli", "+",
     "2026-01-27 12:00", "Larchford have opened another site - Selworth Cross deli, add it to their "
     "delivery points"),
    ("multi_valued", ("Larchford Fine Foods", "delivery site", "-"), "yarnell kitchen", "+",
     "2026-09-02 14:35", "new Larchford drop: central kitchen at Yarnell (also on the account)"),
    ("multi_valued", ("Felmoor DC", "ADR classes stored", "-"), "class 8", "+",
     "2025-10-26 09:00", "Felmoor DG store: class 8 corrosives"),
    ("multi_valued", ("Felmoor DC", "ADR classes stored", "-"), "class 3", "+",
     "2026-04-17 10:15", "Felmoor's DG cage takes class 3 as well now (flammables moved over from Kelsby)"),
    ("multi_valued", ("Felmoor DC", "ADR classes stored", "-"), "class 9", "+",
     "2026-10-14 13:50", "added class 9 (lithium batteries) to the Felmoor DG store"),

    # scope_disjoint
    ("scope_disjoint", ("Tarnley depot", "opening hours", "Saturday"), "07:00-13:00", "+",
     "2025-11-08 08:00", "Tarnley Saturdays: 07:00-13:00 (yard only)"),
    ("scope_disjoint", ("Felmoor DC", "next-day cut-off", "pallets"), "15:00", "+",
     "2026-04-02 12:00", "Pallet next-day cut-off at Felmoor stays 15:00 - only parcels moved"),
    ("scope_disjoint", ("Penmark Freight", "pallet rate", "Corlow zone"), "36.90 GBP", "+",
     "2026-04-01 10:00", "Penmark Corlow zone: £36.90/pallet from April"),
    ("scope_disjoint", ("Pollard's Garden Centres", "delivery window", "Ardwick Vale store"), "06:00-08:00", "+",
     "2026-05-07 11:20", "Pollard's Ardwick Vale - deliveries 06:00 to 08:00 only"),
    ("scope_disjoint", ("SKU 44120", "bin", "Kelsby"), "K-03-01", "+",
     "2026-02-10 15:40", "KLB stock of 44120 lives in K-03-01"),
    ("scope_disjoint", ("Felmoor DC", "shift lead", "days"), "harriet loame", "+",
     "2026-01-15 07:20", "Day shift lead at Felmoor: Harriet Loame"),
    ("scope_disjoint", ("Trunk Felmoor-Ashcombe", "departure time", "Sunday"), "19:00", "+",
     "2026-02-01 12:30", "Sunday trunk FLM>ASH goes at 19:00 (no late orders Sundays)"),
    ("scope_disjoint", ("Container NRVU4182237", "ETA", "Felmoor DC"), "2026-04-23", "+",
     "2026-04-21 09:00", "Larchford box NRVU4182237 booked into Felmoor Thu 23/04 08:00"),
    ("scope_disjoint", ("Tansy & Rook", "storage rate", "peak"), "3.10 GBP", "+",
     "2026-09-07 16:40", "T&R peak season (Nov-Dec) storage: £3.10/pallet/wk"),
    ("scope_disjoint", ("Route 12", "driver", "Saturday"), "jory tresize", "+",
     "2026-05-09 06:00", "Saturday Route 12 is Jory"),
    ("scope_disjoint", ("SKU 51877", "reorder point", "Kelsby"), "150", "+",
     "2026-05-20 10:50", "ROP for 51877 at Kelsby: 150 ea"),
    ("scope_disjoint", ("Grislow Building Merchants", "delivery window", "Saturday"), "08:00-11:00", "+",
     "2026-09-01 09:30", "Grislow take Saturday deliveries 8-11am"),

    # different_subject
    ("different_subject", ("Lane Kelsby-Wexmoor", "carrier", "FTL"), "vossley haulage", "+",
     "2026-03-09 10:00", "KLB > Wexmoor FTL lane: Vossley Haulage"),
    ("different_subject", ("Kelsby warehouse", "next-day cut-off", "parcels"), "17:30", "+",
     "2026-05-14 12:20", "Kelsby parcel NDD cut-off 17:30"),
    ("different_subject", ("SKU 44121", "bin", "Felmoor"), "B-14-03", "+",
     "2026-02-12 11:05", "SKU 44121 bin: B-14-03"),
    ("different_subject", ("Ellery & Pike", "fuel surcharge", "-"), "9.2%", "+",
     "2026-04-03 14:25", "E&P fuel surcharge 9.2%"),
    ("different_subject", ("Route 7", "driver", "-"), "hamish corrie", "+",
     "2026-04-24 05:50", "Route 7 driver: Hamish Corrie (out of Tarnley)"),
    ("different_subject", ("Dunmarsh Bakeries", "delivery window", "-"), "06:00-10:00", "+",
     "2026-06-16 10:10", "Dunmarsh Bakeries want deliveries 06:00-10:00"),
    ("different_subject", ("Tarnley depot", "goods-in manager", "-"), "priya vantongeren", "+",
     "2026-04-06 08:30", "Tarnley goods-in is run by Priya Vantongeren"),
    ("different_subject", ("Oakhurn Carriers", "rate per km", "FTL"), "1.42 GBP/km", "+",
     "2026-05-21 13:35", "Oakhurn full-load rate: £1.42/km"),
    ("different_subject", ("Forklift FLT-08", "next service due", "-"), "2026-03-24", "+",
     "2026-02-25 09:20", "FLT-08 next service due 24/03/2026"),
    ("different_subject", ("Container NRVU5530196", "ETA", "Brinmouth quay"), "2026-04-22", "+",
     "2026-04-16 15:15", "NRVU5530196 (Tansy & Rook homeware) ETA Brinmouth 22 Apr"),
    ("different_subject", ("HGV MD19 HWA", "based at", "-"), "tarnley", "+",
     "2026-03-26 11:45", "MD19 HWA based at Tarnley"),
    ("different_subject", ("Yarnell Timber Yard", "delivery window", "-"), "09:00-12:00", "+",
     "2026-09-10 12:10", "Yarnell Timber Yard goods-in: 09:00-12:00"),

    # static
    ("static", ("Felmoor DC", "opened", "-"), "2011", "+",
     "2025-10-05 12:00", "Felmoor DC opened in 2011"),
    ("static", ("Felmoor DC", "opened", "-"), "2011", "+",
     "2026-06-19 10:30", "FLM - commissioned Sept '11 (per the site history board in reception)"),
    ("static", ("Marrowby Distribution", "company number", "-"), "08817342", "+",
     "2025-10-02 11:00", "Marrowby Distribution Ltd, company no. 08817342"),
    ("static", ("Marrowby Distribution", "company number", "-"), "08817342", "+",
     "2026-08-20 15:50", "Co. reg for invoices: 0881 7342"),
    ("static", ("Kelsby warehouse", "floor area", "-"), "18500 m2", "+",
     "2025-11-30 13:15", "Kelsby warehouse floor area: 18,500 m²"),
    ("static", ("Kelsby warehouse", "floor area", "-"), "18500 m2", "+",
     "2026-07-02 09:40", "the Kelsby shed is roughly 199,000 sq ft"),
    ("static", ("Marrowby Distribution", "EORI", "-"), "GB402913885000", "+",
     "2025-12-22 10:30", "Marrowby EORI: GB402913885000"),
    ("static", ("Hamish Corrie", "employee number", "-"), "30418", "+",
     "2026-01-12 14:00", "Hamish Corrie - emp no. 30418"),
    ("static", ("Trailer TRL-3319", "chassis number", "-"), "SRX99401K", "+",
     "2026-01-30 11:10", "TRL-3319 chassis no. SRX99401K"),
    ("static", ("Ashcombe cross-dock", "dock doors", "-"), "34", "+",
     "2025-12-14 09:30", "Ashcombe XD has 34 dock doors, 2 of them level access"),
    ("static", ("Tarnley depot", "founded", "-"), "1987", "+",
     "2026-03-13 16:20", "Tarnley's been a depot since 1987 - originally the Grislow co-op's"),
    ("static", ("Norvanta Line", "carrier code", "-"), "NRVA", "+",
     "2026-05-29 10:00", "Norvanta Line SCAC/carrier code: NRVA"),

    # membership
    ("membership", ("Bex Tallowmere", "member of", "ADR-trained driver pool"), "member", "+",
     "2026-07-27 09:10", "Bex joined the ADR-trained driver pool"),
    ("membership", ("Kofi Ardenne", "member of", "DC1 fire wardens"), "member", "+",
     "2026-06-09 21:30", "Kofi Ardenne is on the fire warden team at DC1"),
    ("membership", ("Colm Ashdown", "member of", "Ashcombe H&S committee"), "member", "+",
     "2026-01-22 12:40", "Colm Ashdown is on the site H&S committee for Ashcombe"),
    ("membership", ("Jory Tresize", "member of", "Saturday overtime pool"), "member", "+",
     "2026-02-19 13:15", "Jory's put his name down for the Saturday overtime pool"),
    ("membership", ("Sunniva Platt", "member of", "Felmoor PI count team"), "member", "+",
     "2026-03-03 10:45", "Sunniva Platt is on the PI count team for Felmoor"),
    ("membership", ("Olu Venn", "member of", "driver trainers"), "member", "+",
     "2026-04-15 16:10", "Olu Venn joined the driver trainer group (does the new starter ride-alongs)"),
    ("membership", ("Tegan Faulds", "member of", "Ashcombe first aiders"), "member", "+",
     "2026-06-25 11:50", "Tegan Faulds added to the first aiders list at the cross-dock"),
    ("membership", ("Penmark Freight", "member of", "Kelsby approved haulier panel"), "member", "+",
     "2025-10-18 10:20", "Penmark Freight is on the approved haulier panel for Kelsby"),
    ("membership", ("Mira Tolland", "member of", "Kelsby WMS project team"), "member", "+",
     "2026-01-16 15:30", "Mira Tolland's on the Kelsby WMS project team (super-user)"),
    ("membership", ("Gideon Sharrow", "member of", "Kelsby union reps"), "member", "+",
     "2026-05-15 12:00", "Gideon Sharrow is one of the union reps at Kelsby"),
    ("membership", ("Noor Halvorsen", "member of", "peak planning group"), "member", "+",
     "2026-08-25 14:45", "Noor Halvorsen joined the peak planning group"),
    ("membership", ("Hamish Corrie", "member of", "night trunk pool"), "member", "+",
     "2025-12-19 17:00", "Hamish added to the night trunk pool"),

    # equal_time: six pairs, one key and one order time each, different values
    ("equal_time", ("Booking KL-5521", "dock door", "Kelsby"), "door 6", "+",
     "2026-06-10 07:40", "KL-5521 door: 6"),
    ("equal_time", ("Booking KL-5521", "dock door", "Kelsby"), "door 8", "+",
     "2026-06-10 07:40", "TMS has KL-5521 on door 8"),
    ("equal_time", ("Shipment SHP-22310", "pallet count", "-"), "14", "+",
     "2026-07-02 15:10", "SHP-22310 ASN: 14 pallets"),
    ("equal_time", ("Shipment SHP-22310", "pallet count", "-"), "16", "+",
     "2026-07-02 15:10", "SHP-22310 - driver's paperwork says 16 plts"),
    ("equal_time", ("Load LD-6012", "trailer", "-"), "TRL-3388", "+",
     "2026-08-19 05:55", "LD-6012 trailer: TRL-3388"),
    ("equal_time", ("Load LD-6012", "trailer", "-"), "TRL-3391", "+",
     "2026-08-19 05:55", "LD-6012 loaded on TRL-3391"),
    ("equal_time", ("SKU 90114", "bin", "Felmoor"), "D-07-02", "+",
     "2026-05-06 11:20", "SKU 90114 bin: D-07-02"),
    ("equal_time", ("SKU 90114", "bin", "Felmoor"), "D-07-04", "+",
     "2026-05-06 11:20", "90114 slotted to D-07-04"),
    ("equal_time", ("Shipment SHP-22875", "ETA", "-"), "2026-09-25", "+",
     "2026-09-24 13:00", "SHP-22875 ETA 25/09 AM"),
    ("equal_time", ("Shipment SHP-22875", "ETA", "-"), "2026-09-26", "+",
     "2026-09-24 13:00", "SHP-22875 ETA Sat 26th per carrier portal"),
    ("equal_time", ("Route 15", "driver", "2026-10-12"), "olu venn", "+",
     "2026-10-11 18:30", "Route 15 Mon 12/10: Olu Venn"),
    ("equal_time", ("Route 15", "driver", "2026-10-12"), "jory tresize", "+",
     "2026-10-11 18:30", "R15 Monday - Jory"),

    # unrelated
    ("unrelated", ("-", "chatter", "1"), "-", "+",
     "2025-10-25 12:30", "Kelsby canteen coffee machine fixed, finally"),
    ("unrelated", ("-", "chatter", "2"), "-", "+",
     "2025-12-23 16:00", "Christmas rota pinned up in the transport office - check your shifts"),
    ("unrelated", ("-", "chatter", "3"), "-", "+",
     "2026-01-29 07:15", "anyone seen the spare pallet truck keys? not on the board"),
    ("unrelated", ("-", "chatter", "4"), "-", "+",
     "2026-02-14 09:00", "reminder: hi-vis and safety boot check next Friday for all yard staff"),
    ("unrelated", ("-", "chatter", "5"), "-", "+",
     "2026-03-25 15:30", "great job on the stock count everyone, biscuits in the DC1 office"),
    ("unrelated", ("-", "chatter", "6"), "-", "+",
     "2026-05-01 11:00", "wifi on the Felmoor mezz is patchy again, IT ticket raised"),
    ("unrelated", ("-", "chatter", "7"), "-", "+",
     "2026-06-12 14:10", "tacho downloads due for everyone by end of month pls"),
    ("unrelated", ("-", "chatter", "8"), "-", "+",
     "2026-07-17 12:00", "BBQ at Tarnley Saturday if the weather holds"),
    ("unrelated", ("-", "chatter", "9"), "-", "+",
     "2026-08-06 06:20", "who left the yard shunter unlocked overnight? again"),
    ("unrelated", ("-", "chatter", "10"), "-", "+",
     "2026-09-18 10:40", "new hand scanners have arrived, training sessions TBC"),
    ("unrelated", ("-", "chatter", "11"), "-", "+",
     "2026-10-22 13:25", "reminder the clocks go back this weekend, night shift check your tachos"),
    ("unrelated", ("-", "chatter", "12"), "-", "+",
     "2026-11-05 17:10", "lost property: black fleece left in the Ashcombe drivers' lounge"),
]

WEEKDAYS = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}


def parse(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M")


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def reldate_target(order, spec):
    """'next-tue': first Tuesday strictly after the order date; 'this-fri': Friday of that week."""
    kind, day = spec.split("-")
    wd = WEEKDAYS[day]
    d = order.date()
    delta = (wd - d.weekday()) % 7
    if kind == "next" and delta == 0:
        delta = 7
    if kind == "this":
        assert delta > 0, "this-<day> must lie ahead in the same week"
    return d + dt.timedelta(days=delta)


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: text, order, label, key, value, pol, fid, vidx, flags, multi
    for fid, key, versions, attached in FAMILIES:
        for i, (when, value, pol, flags, text) in enumerate(versions):
            mems.append(dict(text=text, order=parse(when), label=None, key=key, value=value,
                             pol=pol, fid=fid, vidx=i, flags=flags.split() if flags else [],
                             multi=False))
        last_t = parse(versions[-1][0])
        last_vp = (versions[-1][1], versions[-1][2])
        for cls, when, value, pol, text in attached:
            assert cls in ATTACHED, (fid, cls)
            assert parse(when) > last_t, ("attached not after last version", fid, text)
            assert (value, pol) == last_vp, ("attached value/polarity differ", fid, text)
            mems.append(dict(text=text, order=parse(when), label=cls, key=key, value=value,
                             pol=pol, fid=fid, vidx=None, flags=[], multi=False))
    for cls, key, value, pol, when, text in STANDALONE:
        assert cls in CLASSES and cls not in ATTACHED, cls
        mems.append(dict(text=text, order=parse(when), label=cls, key=key, value=value, pol=pol,
                         fid=None, vidx=None, flags=[], multi=(cls == "multi_valued")))

    # relative dates are derived from the order time
    for m in mems:
        for f in m["flags"]:
            if f.startswith("reldate="):
                target = reldate_target(m["order"], f.split("=", 1)[1])
                assert m["value"].startswith(target.isoformat()), (m["text"], target)

    # key hygiene: standalone keys never collide with a family key
    fam_keys = {key for _, key, _, _ in FAMILIES}
    assert len(fam_keys) == len(FAMILIES), "duplicate family key"
    for cls, key, value, pol, when, text in STANDALONE:
        assert key not in fam_keys, ("standalone key collides with family", key)
    by_key = {}
    for cls, key, value, pol, when, text in STANDALONE:
        by_key.setdefault(key, []).append((cls, value, pol, when))
    for key, items in by_key.items():
        classes = {c for c, _, _, _ in items}
        assert len(classes) == 1, key
        cls = items[0][0]
        if cls == "multi_valued":
            assert len({v for _, v, _, _ in items}) == len(items), key
        elif cls == "static":
            assert len({(v, p) for _, v, p, _ in items}) == 1, key
        elif cls == "equal_time":
            assert len(items) == 2 and items[0][3] == items[1][3] and items[0][1] != items[1][1], key
        else:
            assert len(items) == 1, key

    # order times distinct within a family (equal_time keys excepted)
    groups = {}
    for m in mems:
        g = m["key"] + ((m["value"],) if m["multi"] else ())
        groups.setdefault(g, []).append(m)
    for g, ms in groups.items():
        if ms[0]["label"] == "equal_time":
            continue
        times = [m["order"] for m in ms]
        assert len(set(times)) == len(times), ("equal order times in family", g)

    # no duplicated text, all times before the limit
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    for m in mems:
        assert m["order"] < LIMIT

    # backfilled / live split, import session, ids, file order
    n = len(mems)
    idx = list(range(n))
    rng.shuffle(idx)
    n_back = round(BACKFILL_SHARE * n)
    back = set(idx[:n_back])
    session = sorted(back)
    rng.shuffle(session)
    t = SESSION_START
    for i in session:
        t = t + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = t
        mems[i]["observed"] = mems[i]["order"]
    for i in range(n):
        if i not in back:
            mems[i]["created"] = mems[i]["order"]
            mems[i]["observed"] = None
    assert t - SESSION_START < dt.timedelta(hours=1), "import session too long"
    for m in mems:
        assert m["created"] < LIMIT
        if m["observed"] is not None:
            assert m["observed"] < m["created"], m["text"]
    id_order = list(range(n))
    rng.shuffle(id_order)
    for k, i in enumerate(id_order, 1):
        mems[i]["id"] = "%s-%03d" % (PREFIX, k)
    file_order = list(range(n))
    rng.shuffle(file_order)

    # truth: within each fact, the earliest strictly newer memory with a different (value, polarity)
    pairs = []
    for g, ms in groups.items():
        for m in ms:
            newer = [x for x in ms if x["order"] > m["order"]
                     and (x["value"], x["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            r = min(newer, key=lambda x: x["order"])
            assert sum(1 for x in newer if x["order"] == r["order"]) == 1, g
            pairs.append((m, r, "negation" if m["pol"] != r["pol"] else "value"))
    in_pair = set()
    for e, r, _ in pairs:
        in_pair.add(id(e))
        in_pair.add(id(r))
    for m in mems:
        if m["label"]:
            assert id(m) not in in_pair, ("labelled memory in a pair", m["text"])
        else:
            assert id(m) in in_pair, ("unlabelled memory in no pair", m["text"])
    for e, r, _ in pairs:
        assert e["fid"] == r["fid"] and r["vidx"] is not None and e["vidx"] is not None
    pairs.sort(key=lambda p: (p[0]["id"], p[1]["id"]))
    return mems, file_order, pairs


def stats_lines(mems, pairs):
    out = []
    lab = {c: 0 for c in CLASSES}
    for m in mems:
        if m["label"]:
            lab[m["label"]] += 1
    nback = sum(1 for m in mems if m["observed"] is not None)
    sizes = {}
    moveback = interior = negfam = restart = 0
    for fid, key, versions, attached in FAMILIES:
        sizes[len(versions)] = sizes.get(len(versions), 0) + 1
        vps = [(v[1], v[2]) for v in versions]
        if any(vps[i] == vps[i - 1] for i in range(1, len(vps))):
            interior += 1
        # move-back: a value left for another value (same polarity) and later restated
        if any(vps[j] == vps[i] and vps[i + 1] != vps[i] and vps[i][1] == vps[i + 1][1]
               for i in range(len(vps) - 1) for j in range(i + 2, len(vps))):
            moveback += 1
        pols = [v[2] for v in versions]
        if len(set(pols)) > 1:
            negfam += 1
        if any(pols[i:i + 3] == ["+", "-", "+"] for i in range(len(pols) - 2)):
            restart += 1
    reps = [v for _, _, versions, _ in FAMILIES for v in versions[1:]]
    same = sum(1 for v in reps if "same" in v[3].split())
    flag = lambda f: sum(1 for _, _, vs, _ in FAMILIES for v in vs if any(x.startswith(f) for x in v[3].split()))
    nval = sum(1 for p in pairs if p[2] == "value")
    nneg = len(pairs) - nval
    out.append("memories                 %4d" % len(mems))
    out.append("  backfilled             %4d" % nback)
    out.append("  live                   %4d" % (len(mems) - nback))
    out.append("  in families (unlab.)   %4d" % sum(1 for m in mems if not m["label"]))
    out.append("  labelled negatives     %4d" % sum(lab.values()))
    out.append("changing families        %4d" % len(FAMILIES))
    for k in sorted(sizes):
        out.append("  %d versions             %4d" % (k, sizes[k]))
    out.append("true pairs               %4d" % len(pairs))
    out.append("  value                  %4d" % nval)
    out.append("  negation               %4d" % nneg)
    out.append("labelled negatives by class")
    for c in CLASSES:
        out.append("  %-22s %4d" % (c, lab[c]))
    out.append("features")
    out.append("  move-backs             %4d" % moveback)
    out.append("  interior confirmations %4d" % interior)
    out.append("  negation families      %4d" % negfam)
    out.append("  stop-and-restart       %4d" % restart)
    out.append("  names old value        %4d" % flag("names_old"))
    out.append("  relative dates         %4d" % flag("reldate"))
    out.append("  unit/format changes    %4d" % flag("unit"))
    out.append("  handover + other fact  %4d" % flag("handover_other"))
    out.append("  replacements reworded  %4d / %d (%.0f%%)" % (len(reps) - same, len(reps),
                                                           100.0 * (len(reps) - same) / len(reps)))
    return out


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        print("usage: gen.py [--stats | --list]", file=sys.stderr)
        return 2
    mems, file_order, pairs = build()
    if argv and argv[0] == "--stats":
        print("\n".join(stats_lines(mems, pairs)))
        return 0
    if argv and argv[0] == "--list":
        for m in sorted(mems, key=lambda m: m["id"]):
            print("\t".join([m["id"], rfc(m["order"]), m["label"] or "-", " | ".join(m["key"]),
                             m["value"], m["pol"], "backfilled" if m["observed"] else "live"]))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8") as f:
        for i in file_order:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = rfc(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8") as f:
        for e, r, reason in pairs:
            f.write(json.dumps({"expired_id": e["id"], "replacement_id": r["id"], "reason": reason}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8") as f:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
