#!/usr/bin/env python3
"""Blind labelled supersession data set: logistics / freight / warehouse ops log.

Invented cast: Marrick & Dale Distribution (M&D) and its sites Kestrel Park DC (KPD),
Tarrow Quay DC (TQ), Arnmoor depot, Wyncham cross-dock, Beckhollow DC (BKH), Dunsley hub;
carriers, customers, suppliers, people and places are all made up.

python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  print counts, write nothing
python3 gen.py --list   print every memory, write nothing
"""
import json
import os
import random
import sys
from datetime import datetime, timedelta, timezone

SEED = 380341
PREFIX = "g38"
LIMIT = datetime(2026, 12, 1, tzinfo=timezone.utc)
IMPORT_START = datetime(2026, 11, 18, 14, 0, 0, tzinfo=timezone.utc)
BACKFILL_SHARE = 0.75

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]


def V(value, text, pol="+", same=False, tags=(), rel=None):
    """One version of a changing fact.  same=True: identical record line to the version it
    replaces with only the value swapped.  rel: relative-date check ("next", weekday) or
    ("plus", days) -- the value must be derivable from the order time."""
    return dict(value=value, text=text, pol=pol, same=same, tags=tuple(tags), rel=rel)


def A(cls, text, when):
    """A labelled memory attached to a changing family's key, after its last version."""
    return dict(cls=cls, text=text, when=when)


# ---------------------------------------------------------------------------------------
# FAMILIES: one fact each (subject | attribute | scope), versions in order time order.
# when: first entry "YYYY-MM-DD" (time of day seeded) or "YYYY-MM-DD HH:MM" (fixed);
# later entries "+N" days after the previous version (seeded time) or absolute as above.
# ---------------------------------------------------------------------------------------
FAMILIES = [
    dict(fid="F01", key=("SKU 44817", "bin location", "Kestrel Park DC"),
         when=["2026-01-12", "+47"],
         versions=[
             V("B-14-03", "SKU 44817 bin: B-14-03"),
             V("D-02-11", "Re-slotted the Brightmere oat drink 6x1L (44817) into D-02-11 so it sits on the fast pick face."),
         ],
         attach=[A("format_variant", "WMS check KPD — 44817: aisle D, bay 02, level 11.", "+12")]),

    dict(fid="F02", key=("SKU 30552", "bin location", "Tarrow Quay DC"), tags=("moveback",),
         when=["2025-11-03", "+9", "+16"],
         versions=[
             V("A-07-02", "WMS loc update TQ: SKU 30552 -> A-07-02"),
             V("R-01-05", "Moved all the 30552 stock to overflow R-01-05 while the A-07 racking gets inspected"),
             V("A-07-02", "Racking inspection passed at the Quay, 30552 is back in its old home A-07-02"),
         ]),

    dict(fid="F03", key=("SKU 61190", "reorder point", "Kestrel Park DC"),
         when=["2025-10-06", "+33"],
         versions=[
             V("240", "Reorder point for 61190 (tealights 12pk) at Kestrel: 240 units"),
             V("360", "Planning have raised the ROP on the tealights to 360 ea ahead of Q4"),
         ],
         attach=[A("elaboration", "61190 ROP at KPD is 360 units — sized for six weeks of peak cover at roughly 60 a week, supplier lead time 2 wks, signed off by inventory planning.", "+20")]),

    dict(fid="F04", key=("SKU 72004", "reorder point", "Arnmoor depot"),
         when=["2026-02-16", "+40"],
         versions=[
             V("80", "ROP | SKU 72004 | Arnmoor | 80 cases"),
             V("120", "ROP | SKU 72004 | Arnmoor | 120 cases", same=True),
         ]),

    dict(fid="F05", key=("SKU 28833", "bin location", "Beckhollow DC"),
         when=["2026-03-02", "+12", "+30", "+21"],
         versions=[
             V("C-11-01", "28833 bin: C-11-01"),
             V("C-11-04", "28833 bin: C-11-04", same=True),
             V("F-03-02", "Heads up pickers — the garden hose reels (28833) are in F-03-02 now, C-11 is being cleared for the Oakhollow launch"),
             V("F-03-06", "Beckhollow putaway: 28833 to F-03-06, F-03-02 needed for the bulk line"),
         ],
         attach=[A("confirmation", "Cycle count this morning: 28833 still in F-03-06, qty matches the system.", "+9")]),

    dict(fid="F06", key=("Lane Kestrel Park - Stanmere", "carrier", "FTL"),
         when=["2025-12-01", "+28"],
         versions=[
             V("Brannock Transport", "Lane: Kestrel Park > Stanmere\nCarrier: Brannock Transport\nService: FTL, daily, 1 load"),
             V("Quillon Freight", "moved the Stanmere lane from Brannock to Quillon Freight, starts Monday — can someone tell the gatehouse", tags=("names_old",)),
         ],
         attach=[A("confirmation", "Stanmere lane remains with Quillon after the Q1 carrier review.", "+40")]),

    dict(fid="F07", key=("Lane Tarrow Quay - Eskridge", "haulier", "-"), tags=("moveback",),
         when=["2026-01-19", "+21", "+35"],
         versions=[
             V("Orrin & Sons Haulage", "Eskridge run out of the Quay is Orrin & Sons"),
             V("Halsgrove Carriers", "Halsgrove Carriers picked up the TQ–Eskridge lane this week after Orrin lost two drivers"),
             V("Orrin & Sons Haulage", "TQ > Eskridge haulier: Orrin & Sons Haulage"),
         ]),

    dict(fid="F08", key=("Lane Arnmoor - Marrowby", "carrier", "FTL"),
         when=["2026-04-06", "+56"],
         versions=[
             V("Vessant Logistics", "Arnmoor–Marrowby FTL: Vessant Logistics"),
             V("Tevery Express", "Tevery Express have the Marrowby trunk out of Arnmoor now, Vessant's rates went silly"),
         ],
         attach=[A("format_variant", "ARN→MRB FTL carrier = TEVERY EXPRESS (TVX)", "+15")]),

    dict(fid="F09", key=("Lane Dunsley - Pennock", "carrier", "LTL"), tags=("moveback",),
         when=["2025-09-15", "+30", "+41", "+26", "+50"],
         versions=[
             V("Halsgrove Carriers", "Dunsley > Pennock LTL: Halsgrove Carriers"),
             V("Quillon Freight", "Dunsley > Pennock LTL: Quillon Freight", same=True),
             V("Brannock Transport", "Pennock groupage from the hub has gone to BRN, first collection went fine"),
             V("Quillon Freight", "Pennock LTL back with Quillon, Brannock couldn't cover the tail-lift drops"),
             V("Castrel Line", "Carrier change — Dunsley hub, Pennock LTL: now Castrel Line Haulage."),
         ]),

    dict(fid="F10", key=("Brannock Transport", "rate per pallet", "Kestrel Park - Corvane lane"),
         when=["2026-03-09", "+24", "+19"],
         versions=[
             V("38.50 GBP", "Brannock per-pallet rate, KPD–Corvane: £38.50"),
             V("41.20 GBP", "New rate card in from Brannock — Corvane pallets are 41.20 GBP each from this week"),
             V("39.80 GBP", "Pushed back on Brannock and they've come down to £39.80 a pallet for Corvane"),
         ],
         attach=[A("elaboration", "Brannock Corvane rate £39.80/pallet, up to 1,000 kg per pallet, tail-lift included, fuel surcharge charged on top.", "+11")]),

    dict(fid="F11", key=("Quillon Freight", "rate per km", "FTL artic"),
         when=["2025-10-20", "+70"],
         versions=[
             V("1.62 GBP/km", "Quillon FTL rate: £1.62/km"),
             V("1.74 GBP/km", "Quillon FTL rate: £1.74/km", same=True),
         ]),

    dict(fid="F12", key=("Tevery Express", "fuel surcharge", "FTL"),
         when=["2026-02-02", "+28", "+35"],
         versions=[
             V("8.5%", "Tevery Express FSC: 8.5%"),
             V("9.25%", "Tevery Express FSC: 9.25%", same=True),
             V("7.9%", "Tevery emailed, fuel surcharge down to 7.9% with immediate effect"),
         ]),

    dict(fid="F13", key=("Shipment PO-58210", "ETA", "-"),
         when=["2026-03-10 10:05", "2026-03-12 11:40", "2026-03-13 09:20"],
         versions=[
             V("2026-03-12 14:00", "Shipment: PO-58210 (Velmar Home)\nCarrier: Tevery Express\nPallets: 22\nETA: Thu 12 Mar 14:00"),
             V("2026-03-13 am", "ETA on 58210 slipped to Fri am, driver stuck behind the Corvane bridge closure"),
             V("2026-03-13 15:30", "Velmar PO 58210 — now 15:30 today, driver ran out of hours overnight and had to take his 9"),
         ]),

    dict(fid="F14", key=("Container NMBU 4471203", "ETA", "Colbury Port"),
         when=["2026-04-22", "+9", "+3"],
         versions=[
             V("2026-05-04", "Container NMBU4471203 ETA Colbury Port 04/05/2026"),
             V("2026-05-09", "Nimbrel advising NMBU 447120-3 now arriving 9 May, vessel held at Brindlemouth anchorage"),
             V("2026-05-07", "Nimbrel update: the vessel made up time, 4471203 due in Colbury Thursday 7th"),
         ],
         attach=[A("format_variant", "NMBU4471203 — ETA 2026-05-07 (Colbury)", "+2")]),

    dict(fid="F15", key=("Shipment SH-22917", "status", "-"),
         when=["2026-05-11", "+1", "+2"],
         versions=[
             V("booked", "Shipment: SH-22917\nConsignee: Oakhollow Garden Supply, Wrenmoor\nCarrier: Quillon Freight\nStatus: Booked — collection tomorrow"),
             V("in transit", "22917 collected 07:10, on its way to Oakhollow Wrenmoor"),
             V("delivered", "SH-22917 delivered, POD signed T. Amberley"),
         ],
         attach=[A("confirmation", "SH-22917 still showing delivered in the TMS after the resync, POD image attached.", "+3")]),

    dict(fid="F16", key=("Booking BK-7731", "collection date", "-"), tags=("relative_date",),
         when=["2026-04-08 14:10", "2026-04-16 10:25"],
         versions=[
             V("2026-04-17", "Collection for BK-7731 (Oakhollow) booked Fri 17 Apr with Quillon"),
             V("2026-04-21", "Oakhollow not ready — pushed the BK-7731 collection to next Tuesday", rel=("next", 1)),
         ]),

    dict(fid="F17", key=("Shipment SH-23340", "delivery date", "-"), tags=("relative_date",),
         when=["2026-06-03 15:50", "2026-06-10 07:40"],
         versions=[
             V("2026-06-10", "SH-23340 Tindle Ullerby — delivery Wed 10/06"),
             V("2026-06-11", "23340 won't make Tindle today, trailer fault at Arnmoor. Rebooked for tomorrow morning", rel=("plus", 1)),
         ]),

    dict(fid="F18", key=("Shipment SH-24105", "trailer", "-"),
         when=["2026-06-22", "+1"],
         versions=[
             V("TR-5518", "Trailer TR-5518 allocated to SH-24105"),
             V("TR-6021", "swapped SH-24105 from 5518 to TR-6021, 5518 has a flat on the nearside", tags=("names_old",)),
         ]),

    dict(fid="F19", key=("Booking BK-7802", "dock door", "Kestrel Park DC"),
         when=["2026-07-07 06:15", "2026-07-07 09:50"],
         versions=[
             V("14", "BK-7802 door 14"),
             V("9", "BK-7802 door 9", same=True),
         ]),

    dict(fid="F20", key=("Brightmere Foods", "inbound booking slot", "Kestrel Park DC"), tags=("moveback",),
         when=["2025-11-17", "+14", "+60"],
         versions=[
             V("06:30", "Brightmere inbound booking slot at Kestrel: 06:30 daily"),
             V("05:45", "Brightmere want to come in earlier, moved them to 05:45"),
             V("06:30", "Putting Brightmere back on 06:30, the 05:45 clashed with the Quillon trunk"),
         ],
         attach=[A("elaboration", "Brightmere inbound at KPD: 06:30 slot, doors 1–3, 45 min to tip, max two trailers.", "+18")]),

    dict(fid="F21", key=("Kestrel Park DC", "shift lead", "nights"), tags=("handover_other",),
         when=["2026-01-05", "2026-02-12 06:10"],
         versions=[
             V("Tomasz Welk", "Night shift lead (KPD): Tomasz Welk"),
             V("Dawn Okafor-Reyes", "Handover 06:00 — Dawn Okafor-Reyes is nights lead at Kestrel from tonight, Tomasz has gone to days planning. Also: Wyncham sprinkler test is booked for Tue 3 Mar, no FLT movements 10–12 there."),
         ],
         attach=[A("confirmation", "Dawn remains nights lead at KPD on the new rota.", "+30")]),

    dict(fid="F22", key=("Tarrow Quay DC", "shift supervisor", "earlies"), tags=("moveback",),
         when=["2025-10-13", "+45", "+38"],
         versions=[
             V("Gareth Pim", "TQ earlies supervisor — Gareth Pim"),
             V("Lucia Fenn", "Lucia Fenn covering earlies at the Quay as supervisor while Gareth's seconded to the WMS project"),
             V("Gareth Pim", "Gareth back running earlies at Tarrow Quay from Monday"),
         ],
         attach=[A("confirmation", "Gareth Pim remains earlies supervisor at TQ after the shift review.", "+25")]),

    dict(fid="F23", key=("Arnmoor depot", "transport manager", "-"), tags=("interior_confirm",),
         when=["2025-12-08", "+50", "+40"],
         versions=[
             V("Rhodri Vance", "Arnmoor transport manager: Rhodri Vance"),
             V("Rhodri Vance", "After the restructure Rhodri is still TM at Arnmoor, no change there"),
             V("Sana Iqbal-Hart", "Sana Iqbal-Hart takes over as transport manager at Arnmoor — Rhodri leaves end of the month"),
         ],
         attach=[A("confirmation", "Sana confirmed as Arnmoor TM at the ops meeting, nothing changes.", "+21")]),

    dict(fid="F24", key=("Beckhollow DC", "goods-in supervisor", "-"),
         when=["2025-09-22", "+60", "+45", "+70"],
         versions=[
             V("Marek Dobos", "Beckhollow goods-in sup: Marek Dobos"),
             V("Jo Ellery", "Beckhollow goods-in sup: Jo Ellery", same=True),
             V("Kofi Asante-Brew", "Kofi Asante-Brew is supervising goods-in at BKH from this week, Jo's gone to the transport office"),
             V("Bea Lindqvist", "Kofi to the Quay, so Bea Lindqvist picks up Beckhollow goods-in from Monday"),
         ],
         attach=[A("format_variant", "BKH goods-in supervisor = B. Lindqvist", "+14")]),

    dict(fid="F25", key=("Forklift FL-07", "in service", "Kestrel Park DC"), tags=("negation", "restart"),
         when=["2026-02-09", "+20", "+9"],
         versions=[
             V("in service", "FL-07 passed LOLER, cleared for use"),
             V("in service", "FL-07 OFF ROAD — hydraulic leak on the mast, do not use. Tagged out.", pol="-"),
             V("in service", "Forklift 7 back in service, engineer replaced the mast seal"),
         ],
         attach=[A("confirmation", "FL-07 still in service after this week's pre-use checks.", "+16")]),

    dict(fid="F26", key=("Reach truck RT-03", "service due date", "Tarrow Quay DC"),
         when=["2026-04-01", "+10"],
         versions=[
             V("2026-05-14", "RT-03 next service due 14/05"),
             V("2026-04-28", "Brought the reach truck service forward on RT-03 to 28 Apr, it keeps throwing a battery fault"),
         ],
         attach=[A("format_variant", "RT-03 service date: 2026-04-28", "+3")]),

    dict(fid="F27", key=("Tractor unit TU-14", "annual test date", "-"),
         when=["2026-07-20", "+16"],
         versions=[
             V("2026-09-03", "TU-14 annual test booked 3 Sep, Oxlade Commercials"),
             V("2026-09-17", "Garage double-booked us, TU-14's test is moved to the 17th Sept"),
         ]),

    dict(fid="F28", key=("Route R12", "driver", "-"),
         when=["2026-05-04", "+21"],
         versions=[
             V("Stefan Rook", "R12 driver: Stefan Rook"),
             V("Carys Moult", "Carys is on R12 from this week, Stefan's moved onto the trunk"),
         ],
         attach=[A("elaboration", "R12 (Kestrel – Ullerby multi-drop) driver is Carys Moult, on TU-08, Mon–Fri, off the yard 14:30.", "+10")]),

    dict(fid="F29", key=("Kestrel Park DC", "next-day order cut-off", "weekdays"), tags=("unit_change",),
         when=["2025-11-24", "+55"],
         versions=[
             V("17:30", "Next-day cut-off KPD: 17:30"),
             V("16:00", "From Monday the next-day cut-off at Kestrel is 4pm, carriers are collecting earlier"),
         ],
         attach=[A("format_variant", "KPD next-day order cut-off 16:00 hrs", "+9")]),

    dict(fid="F30", key=("Tarrow Quay DC", "LTL cut-off", "-"),
         when=["2026-03-16", "+44"],
         versions=[
             V("14:00", "Tarrow Quay LTL cut-off: 14:00"),
             V("15:00", "Tarrow Quay LTL cut-off: 15:00", same=True),
         ]),

    dict(fid="F31", key=("Wyncham cross-dock", "opening hours", "Mon-Fri"), tags=("interior_confirm",),
         when=["2025-10-01", "+62", "+48"],
         versions=[
             V("05:00-22:00", "Wyncham X-dock hours Mon–Fri 05:00–22:00"),
             V("05:00-22:00", "Checked with the site, Wyncham weekday hours unchanged — 5am to 10pm"),
             V("24h", "Wyncham cross-dock now running 24 hours Monday to Friday"),
         ]),

    dict(fid="F32", key=("Brightmere Foods", "delivery window", "Stanmere store"),
         when=["2026-01-26", "+30", "+58"],
         versions=[
             V("06:00-10:00", "Delivery window | Brightmere Stanmere | 06:00-10:00"),
             V("05:00-09:00", "Brightmere rang — Stanmere store want us in between 5 and 9 from now on"),
             V("07:00-11:00", "Delivery window | Brightmere Stanmere | 07:00-11:00"),
         ]),

    dict(fid="F33", key=("Tindle Pharmacy", "delivery window", "Ullerby branch"), tags=("interior_confirm",),
         when=["2026-02-23", "+35", "+28"],
         versions=[
             V("09:00-12:00", "Tindle Pharmacy Ullerby, booked-in window: 09:00–12:00"),
             V("09:00-12:00", "Confirmed again with Tindle Ullerby this morning, the 9–12 window stands"),
             V("13:00-16:00", "Tindle Ullerby have moved us to afternoons, 13:00 to 16:00"),
         ]),

    dict(fid="F34", key=("Oakhollow Garden Supply", "delivery days", "Wrenmoor"),
         when=["2026-05-18", "+42"],
         versions=[
             V("Tue/Thu", "Oakhollow Wrenmoor deliveries Tue/Thu"),
             V("Mon/Wed/Fri", "Oakhollow's Wrenmoor garden centre is going to three drops a week, Mon Wed Fri"),
         ],
         attach=[A("elaboration", "Oakhollow Wrenmoor: Mon/Wed/Fri drops, in before 10:00, tip at the rear gate off Mill Lane.", "+12")]),

    dict(fid="F35", key=("Velmar Home", "customs broker", "imports"),
         when=["2026-02-10", "+63"],
         versions=[
             V("Fenwright Customs", "Customs broker for Velmar imports: Fenwright Customs"),
             V("Olland Brokerage", "We've switched Velmar's customs clearance from Fenwright to Olland Brokerage — send the next entries to Olland", tags=("names_old",)),
         ],
         attach=[A("elaboration", "Velmar import entries go to Olland Brokerage's Colbury Port office, duty on Velmar's own deferment account.", "+17")]),

    dict(fid="F36", key=("Haddonfell Ceramics", "incoterm", "purchase orders"),
         when=["2025-12-15", "+40", "+75"],
         versions=[
             V("FOB Saltmere Port", "Haddonfell Ceramics PO terms: FOB Saltmere Port"),
             V("DAP Kestrel Park", "Haddonfell moving to DAP Kestrel Park on new POs, they'll book the haulage themselves"),
             V("DDP Kestrel Park", "Supplier: Haddonfell Ceramics\nIncoterm: DDP Kestrel Park\nCustoms: supplier's broker"),
         ],
         attach=[A("format_variant", "Haddonfell: Delivered Duty Paid, Kestrel Park DC", "+20")]),

    dict(fid="F37", key=("Garvick Textiles", "incoterm", "purchase orders"),
         when=["2026-06-01", "+30"],
         versions=[
             V("EXW", "Garvick Textiles incoterm EXW Garvick mill"),
             V("FCA", "Garvick Textiles incoterm FCA Garvick mill", same=True),
         ]),

    dict(fid="F38", key=("Carys Moult", "shift pattern", "driver rota"),
         when=["2026-03-23", "+35"],
         versions=[
             V("earlies 04:00", "Rota: Carys Moult — earlies, 04:00 start"),
             V("lates 14:00", "Carys has swapped to lates, 2pm starts"),
         ]),

    dict(fid="F39", key=("Route R07", "vehicle", "-"), tags=("moveback",),
         when=["2026-01-12", "+23", "+28", "+31"],
         versions=[
             V("TU-11", "R07 runs on TU-11"),
             V("TU-16", "R07 runs on TU-16", same=True),
             V("TU-09", "R07 is on TU-09 this month while 16 is in for its PMI"),
             V("TU-11", "TU-11's back from the brake test so R07 goes back on 11"),
         ]),

    dict(fid="F40", key=("Dispatch", "weekend on-call", "-"), tags=("handover_other",),
         when=["2026-08-03", "2026-08-28 18:05"],
         versions=[
             V("Jo Ellery", "Weekend on-call dispatcher: Jo Ellery (mobile on the board)"),
             V("Kofi Asante-Brew", "Handover 18:00 Fri — weekend on-call phone goes to Kofi Asante-Brew from now on. TQ gate 2 barrier stuck open, security aware. Nothing else outstanding."),
         ],
         attach=[A("elaboration", "Weekend on-call is Kofi Asante-Brew: dispatch mobile, covers all six sites, Fri 18:00 to Mon 06:00.", "+10")]),

    dict(fid="F41", key=("Booking BK-8120", "container number", "-"),
         when=["2026-09-01", "+4"],
         versions=[
             V("NMBU 5520918", "Booking: BK-8120\nLine: Nimbrel Shipping\nContainer: NMBU 5520918\nPort: Colbury"),
             V("NMBU 5531044", "Booking: BK-8120\nLine: Nimbrel Shipping\nContainer: NMBU 5531044\nPort: Colbury", same=True),
         ]),

    dict(fid="F42", key=("Booking BK-7915", "pallet count", "-"),
         when=["2026-07-13", "+2"],
         versions=[
             V("18", "BK-7915 — 18 pallets, Garvick Textiles"),
             V("24", "Garvick added lines, 7915 is 24 plts now"),
         ],
         attach=[A("confirmation", "7915 still 24 pallets, checked with Garvick this am.", "+1")]),

    dict(fid="F43", key=("Shipment SH-25011", "gross weight", "-"), tags=("unit_change",),
         when=["2026-08-17", "+1"],
         versions=[
             V("9400 kg", "SH-25011 gross weight 9,400 kg"),
             V("11200 kg", "25011 is 11.2 t gross now the extra lines went on"),
         ],
         attach=[A("format_variant", "SH-25011: 11,200 kg gross", "+2")]),

    dict(fid="F44", key=("Reefer trailer RF-204", "setpoint", "-"),
         when=["2026-05-25", "+19", "+24"],
         versions=[
             V("+5 C", "RF-204 setpoint +5°C (chilled)"),
             V("-18 C", "Switched RF-204 to frozen, −18 °C, for the Brightmere ice cream run"),
             V("+3 C", "RF-204 back on chilled at +3°C for the Tindle pharma loads"),
         ],
         attach=[A("format_variant", "RF-204 set point: plus 3 degrees C", "+6")]),

    dict(fid="F45", key=("Kestrel Park DC door 6", "dock leveller status", "-"),
         when=["2026-03-30", "+6"],
         versions=[
             V("out of order", "Door 6 leveller out of order, do not back trailers onto 6"),
             V("working", "Leveller on door 6 repaired by the engineer this pm, door back in use"),
         ]),

    dict(fid="F47", key=("Brannock Transport", "account manager", "-"),
         when=["2026-01-07", "+80"],
         versions=[
             V("Neil Hasterby", "Brannock account manager: Neil Hasterby"),
             V("Fiona Drennan", "BRN have a new AM for us, Fiona Drennan. Neil's moved to their Pennock depot"),
         ]),

    dict(fid="F48", key=("Quillon Freight", "traffic desk phone", "-"),
         when=["2025-12-03", "+90"],
         versions=[
             V("01632 448210", "Quillon traffic desk: 01632 448210"),
             V("01632 448390", "Quillon's traffic office number has changed, it's 01632 448 390 now"),
         ],
         attach=[A("format_variant", "Quillon traffic: +44 1632 448390", "+30")]),

    dict(fid="F49", key=("Kestrel Park DC", "returns bay", "-"),
         when=["2026-04-13", "+31"],
         versions=[
             V("bay 3", "Returns now processed in bay 3 at Kestrel"),
             V("bay 7", "KPD returns moved to bay 7 to free 3 up for the Velmar cross-dock"),
         ],
         attach=[A("elaboration", "Returns at Kestrel Park are in bay 7 — end door by the compactor, staffed 08:00–16:00, RTV paperwork in the tray.", "+8")]),

    dict(fid="F50", key=("Beckhollow DC", "WMS cutover date", "-"),
         when=["2026-01-05", "+14", "+16"],
         versions=[
             V("2026-02-02", "Beckhollow WMS cutover: 02/02/2026"),
             V("2026-02-16", "Beckhollow WMS cutover: 16/02/2026", same=True),
             V("2026-03-02", "BKH go-live pushed again, now Mon 2 March — interface testing still not signed off"),
         ],
         attach=[A("confirmation", "Beckhollow WMS go-live still on for 2 March, dress rehearsal went fine.", "+18")]),

    dict(fid="F51", key=("Dunsley hub", "site manager", "-"),
         when=["2025-11-10", "+120"],
         versions=[
             V("Ines Carrow", "Site: Dunsley hub\nSite manager: Ines Carrow\nGatehouse: 01632 960114"),
             V("Pavel Ostrowski", "Pavel Ostrowski started today as Dunsley site manager, Ines has moved across to the Quay project"),
         ],
         attach=[A("elaboration", "Pavel Ostrowski, Dunsley hub site manager — ex-Castrel ops, based in the transport office, mobile 07700 900188.", "+14")]),

    dict(fid="F52", key=("Kestrel Park DC", "max inbound pallet height", "-"), tags=("unit_change",),
         when=["2026-02-18", "+60"],
         versions=[
             V("1800 mm", "Max inbound pallet height at Kestrel Park: 1.8 m incl. pallet"),
             V("1600 mm", "KPD rejecting anything over 1600mm from today, new racking beams went in"),
         ]),

    dict(fid="F53", key=("SKU 50219", "case quantity", "-"),
         when=["2026-09-07", "+21"],
         versions=[
             V("12", "50219 case qty 12"),
             V("8", "50219 case qty 8", same=True),
         ]),

    dict(fid="F54", key=("SKU 44817", "supplier lead time", "Pellow Dairy"), tags=("unit_change",),
         when=["2026-04-20", "+35"],
         versions=[
             V("10 working days", "Lead time on 44817 from Pellow Dairy: 10 working days"),
             V("15 working days", "Pellow say the oat drink is three weeks lead time now"),
         ]),

    dict(fid="F55", key=("Trunk Beckhollow - Kestrel Park", "departure time", "nightly"),
         when=["2026-10-05", "+14"],
         versions=[
             V("21:00", "Beckhollow > Kestrel trunk ETD 21:00"),
             V("22:30", "Beckhollow > Kestrel trunk ETD 22:30", same=True),
         ]),

    dict(fid="F56", key=("Velmar Home", "POD requirement", "-"),
         when=["2025-10-27", "+95"],
         versions=[
             V("paper POD", "Velmar require a signed paper POD with every drop"),
             V("ePOD", "Velmar happy with ePOD now, drivers can stop printing"),
         ],
         attach=[A("confirmation", "Velmar still fine with ePOD after their audit.", "+50")]),

    dict(fid="F57", key=("Brightmere Foods", "OTIF target", "-"),
         when=["2026-01-19", "+100"],
         versions=[
             V("97.5%", "Brightmere OTIF target: 97.5%"),
             V("98.5%", "Brightmere OTIF target: 98.5%", same=True),
         ],
         attach=[A("elaboration", "Brightmere OTIF target 98.5%, measured weekly per store, on time meaning inside the booked window.", "+14")]),

    dict(fid="F58", key=("Vessant Logistics", "goods-in-transit cover", "per consignment"),
         when=["2026-03-03", "+45"],
         versions=[
             V("50000 GBP", "Vessant GIT cover £50k per load"),
             V("75000 GBP", "Vessant sent the new cert over, goods-in-transit cover is £75,000 per consignment"),
         ],
         attach=[A("format_variant", "Vessant GIT: GBP 75k / consignment", "+10")]),

    dict(fid="F60", key=("Oakhollow Garden Supply", "ASN deadline", "-"),
         when=["2026-07-27", "+28"],
         versions=[
             V("15:00 D-1", "Oakhollow ASNs must reach us by 15:00 the day before"),
             V("12:00 D-1", "Oakhollow ASN deadline moved to midday D-1"),
         ],
         attach=[A("format_variant", "Oakhollow ASN cut-off: 12 noon, day prior to delivery", "+7")]),

    dict(fid="F61", key=("Shipment SH-26008", "customs status", "-"),
         when=["2026-09-14", "+2"],
         versions=[
             V("held", "SH-26008 held at Colbury customs, docs query on the commodity code"),
             V("cleared", "SH-26008 cleared, Olland got the paperwork sorted"),
         ]),

    dict(fid="F62", key=("Wyncham cross-dock", "storage rate", "standard pallet"),
         when=["2025-12-22", "+100"],
         versions=[
             V("2.10 GBP", "Storage rate Wyncham: £2.10/pallet/week"),
             V("2.35 GBP", "Storage rate Wyncham: £2.35/pallet/week", same=True),
         ]),

    dict(fid="F64", key=("Kestrel Park DC", "fire marshal", "days"),
         when=["2026-05-11", "+50"],
         versions=[
             V("Lucia Fenn", "Fire marshal (days), Kestrel Park: Lucia Fenn"),
             V("Marek Dobos", "Lucia's handed the days fire marshal role over to Marek"),
         ]),

    dict(fid="F65", key=("Hamid Rezvan", "home depot", "-"),
         when=["2026-06-08", "+60"],
         versions=[
             V("Arnmoor depot", "Hamid Rezvan — home depot Arnmoor"),
             V("Dunsley hub", "Hamid's transferred to Dunsley hub, starts there Monday"),
         ],
         attach=[A("elaboration", "Hamid Rezvan is based at Dunsley hub now — days, trunking to Pennock and back.", "+12")]),

    dict(fid="F66", key=("SKU 61190", "bin location", "Kestrel Park DC"),
         when=["2026-08-24", "+18"],
         versions=[
             V("E-05-01", "61190 bin: E-05-01"),
             V("E-09-03", "61190 bin: E-09-03", same=True),
         ]),

    # ---- negation families ----
    dict(fid="N02", key=("Kestrel Park DC", "Saturday opening", "goods-in"), tags=("negation", "restart"),
         when=["2025-09-29", "+2", "+40"],
         versions=[
             V("Sat 07:00-13:00", "Kestrel Park open Saturdays 07:00–13:00 for goods-in"),
             V("Sat 07:00-13:00", "KPD won't be opening Saturdays from 4 Oct — volumes don't justify it", pol="-"),
             V("Sat 07:00-13:00", "Saturday mornings are back on at Kestrel for peak, 7 till 1, goods-in only"),
         ],
         attach=[A("elaboration", "Kestrel Saturday opening 07:00–13:00: goods-in only, two doors, minimum crew of four, overtime pre-approved.", "+12")]),

    dict(fid="N03", key=("Castrel Line", "ADR approval", "hazardous loads"), tags=("negation", "restart"),
         when=["2026-01-14", "+40", "+30", "+90"],
         versions=[
             V("ADR approved", "Castrel Line approved for ADR loads — cert on file"),
             V("ADR approved", "Castrel's hazmat approval is suspended pending the audit, don't give them ADR work", pol="-"),
             V("ADR approved", "Audit passed, Castrel re-approved for ADR"),
             V("ADR approved", "Castrel ADR cert lapsed last week — not approved for hazmat until it's renewed", pol="-"),
         ],
         attach=[A("confirmation", "Castrel still not cleared for ADR, renewal pending with the DGSA.", "+20")]),

    dict(fid="N04", key=("Velmar Home", "tail-lift required", "Oxlade store"), tags=("negation", "restart"),
         when=["2026-04-27", "+35", "+49"],
         versions=[
             V("tail-lift required", "Velmar Oxlade drops need a tail-lift vehicle"),
             V("tail-lift required", "Velmar's new dock is in at Oxlade, tail-lift no longer needed", pol="-"),
             V("tail-lift required", "Tail-lift needed again for Velmar Oxlade, their dock leveller's broken"),
         ]),

    dict(fid="N05", key=("Ollie Traske", "cleared for night trunking", "-"), tags=("negation",),
         when=["2026-03-09", "+70"],
         versions=[
             V("night trunking", "Ollie Traske signed off for night trunking"),
             V("night trunking", "Ollie not cleared for nights any more, medical restriction — days only", pol="-"),
         ]),

    dict(fid="N06", key=("Dunsley hub", "accepting customer returns", "-"), tags=("negation",),
         when=["2025-11-03", "+88"],
         versions=[
             V("accepting returns", "Dunsley hub accepting customer returns, book them in via the portal"),
             V("accepting returns", "Dunsley not taking returns from now on, route them to Arnmoor", pol="-"),
         ]),

    dict(fid="N07", key=("Lane Kestrel Park - Corvane", "double-deck trailers allowed", "-"), tags=("negation",),
         when=["2026-07-06", "+20"],
         versions=[
             V("double-deck OK", "Double-deck trailers OK on the Corvane run"),
             V("double-deck OK", "No double-deckers on the Corvane route — low bridge on the diversion via Tessford", pol="-"),
         ],
         attach=[A("confirmation", "Still no double-decks to Corvane, the Tessford bridge works are ongoing.", "+15")]),

    dict(fid="N08", key=("Tevery Express", "Sunday collections", "Arnmoor depot"), tags=("negation",),
         when=["2026-05-04", "+52"],
         versions=[
             V("Sunday collections", "Tevery do Sunday collections from Arnmoor, book by Fri 12:00"),
             V("Sunday collections", "Tevery have stopped Sunday collections, Arnmoor included", pol="-"),
         ]),
]

# ---------------------------------------------------------------------------------------
# STANDALONE labelled memories (never in any pair).  key = (subject, attribute, scope).
# ---------------------------------------------------------------------------------------
def S(cls, key, value, text, when, pol="+"):
    return dict(cls=cls, key=key, value=value, text=text, when=when, pol=pol)


STANDALONE = [
    # multi_valued: each value is its own fact
    S("multi_valued", ("Velmar Home", "goods-in contact", "-"), "Maya Orrell", "Velmar goods-in contact: Maya Orrell, 07700 900412", "2026-02-02"),
    S("multi_valued", ("Velmar Home", "goods-in contact", "-"), "Dev Sandhu", "Velmar added another goods-in contact — Dev Sandhu, 07700 900655, for the late drops", "2026-04-15"),
    S("multi_valued", ("Velmar Home", "goods-in contact", "-"), "Ros Kettle", "Also try Ros Kettle at Velmar if Maya and Dev don't answer", "2026-07-01"),
    S("multi_valued", ("Route R12", "stops", "-"), "Tindle Ullerby", "R12 covers Tindle Ullerby", "2026-05-05"),
    S("multi_valued", ("Route R12", "stops", "-"), "Tindle Garvick", "R12 now also drops at Tindle Garvick", "2026-06-02"),
    S("multi_valued", ("Route R12", "stops", "-"), "Tindle Haddonfell", "Added Tindle Haddonfell to R12 from Thursday", "2026-07-09"),
    S("multi_valued", ("Ollie Traske", "qualifications", "-"), "C+E", "Ollie Traske holds C+E", "2026-01-20"),
    S("multi_valued", ("Ollie Traske", "qualifications", "-"), "ADR packages", "Ollie passed his ADR packages course", "2026-04-02"),
    S("multi_valued", ("Ollie Traske", "qualifications", "-"), "FLT counterbalance", "Ollie's got the counterbalance FLT ticket as well now", "2026-08-11"),
    S("multi_valued", ("SKU 72004", "allergens", "-"), "milk", "72004 allergen flag: milk", "2026-02-20"),
    S("multi_valued", ("SKU 72004", "allergens", "-"), "soya", "72004 needs flagging soya too after the recipe change", "2026-05-12"),
    S("multi_valued", ("SKU 72004", "allergens", "-"), "sesame", "Added sesame to the 72004 allergen list", "2026-09-22"),

    # scope_disjoint: same subject + attribute as a family, another scope
    S("scope_disjoint", ("Brannock Transport", "rate per pallet", "Kestrel Park - Wrenmoor lane"), "44.00 GBP", "Brannock per-pallet rate, KPD–Wrenmoor: £44.00", "2026-04-20"),
    S("scope_disjoint", ("Quillon Freight", "rate per km", "7.5t rigid"), "1.18 GBP/km", "Quillon 7.5t rigid rate: £1.18/km", "2026-01-15"),
    S("scope_disjoint", ("Tevery Express", "fuel surcharge", "pallet network"), "11%", "Tevery pallet-network FSC is separate, 11% at the moment", "2026-04-14"),
    S("scope_disjoint", ("Kestrel Park DC", "shift lead", "days"), "Priya Naskar", "Day shift lead at Kestrel Park: Priya Naskar", "2026-03-02"),
    S("scope_disjoint", ("Tarrow Quay DC", "shift supervisor", "lates"), "Wes Harrowby", "Tarrow Quay lates supervisor: Wes Harrowby", "2026-01-27"),
    S("scope_disjoint", ("Kestrel Park DC", "next-day order cut-off", "Saturdays"), "11:00", "Saturday cut-off at Kestrel Park is 11:00", "2026-02-09"),
    S("scope_disjoint", ("Wyncham cross-dock", "opening hours", "Saturday"), "06:00-14:00", "Wyncham Saturday hours: 06:00–14:00", "2026-03-18"),
    S("scope_disjoint", ("Brightmere Foods", "delivery window", "Wrenmoor store"), "08:00-12:00", "Brightmere Wrenmoor store window 08:00–12:00", "2026-05-06"),
    S("scope_disjoint", ("Tindle Pharmacy", "delivery window", "Ullerby branch, Saturdays"), "08:00-10:00", "Tindle Ullerby Saturday deliveries 08:00–10:00 only", "2026-06-03"),
    S("scope_disjoint", ("Wyncham cross-dock", "storage rate", "ADR pallet"), "3.40 GBP", "ADR storage at Wyncham is £3.40 per pallet per week", "2026-05-19"),
    S("scope_disjoint", ("SKU 61190", "reorder point", "Beckhollow DC"), "150", "Beckhollow ROP for 61190: 150 units", "2025-12-10"),
    S("scope_disjoint", ("SKU 44817", "bin location", "Tarrow Quay DC"), "G-01-04", "44817 at Tarrow Quay sits in G-01-04", "2026-03-25"),

    # different_subject: same attribute, another subject, mostly a value some family has
    S("different_subject", ("SKU 44902", "bin location", "Kestrel Park DC"), "B-14-03", "SKU 44902 bin: B-14-03", "2026-04-08"),
    S("different_subject", ("Lane Kestrel Park - Wrenmoor", "carrier", "FTL"), "Quillon Freight", "Wrenmoor lane carrier: Quillon Freight", "2026-02-18"),
    S("different_subject", ("Arnmoor depot", "shift lead", "nights"), "Tomasz Welk", "Arnmoor night shift lead: Tomasz Welk", "2026-06-15"),
    S("different_subject", ("Haddonfell Ceramics", "inbound booking slot", "Kestrel Park DC"), "06:30", "Haddonfell inbound slot at Kestrel: 06:30", "2026-03-04"),
    S("different_subject", ("Forklift FL-09", "in service", "Kestrel Park DC"), "in service", "FL-09 passed LOLER, cleared for use too", "2026-02-10"),
    S("different_subject", ("Tindle Pharmacy", "delivery window", "Garvick branch"), "13:00-16:00", "Tindle Garvick booked-in window: 13:00–16:00", "2026-05-28"),
    S("different_subject", ("Reach truck RT-05", "service due date", "Tarrow Quay DC"), "2026-04-28", "RT-05 next service due 28/04", "2026-04-06"),
    S("different_subject", ("Tractor unit TU-15", "annual test date", "-"), "2026-09-17", "TU-15 annual test booked 17 Sep, Oxlade Commercials", "2026-08-10"),
    S("different_subject", ("Shipment SH-24190", "trailer", "-"), "TR-5518", "Trailer TR-5518 allocated to SH-24190", "2026-06-29"),
    S("different_subject", ("Booking BK-7950", "pallet count", "-"), "24", "BK-7950 — 24 pallets, Oakhollow", "2026-07-16"),
    S("different_subject", ("Halsgrove Carriers", "rate per pallet", "Kestrel Park - Corvane lane"), "41.20 GBP", "Halsgrove quoted £41.20 per pallet for KPD–Corvane", "2026-04-23"),
    S("different_subject", ("Orrin & Sons Haulage", "fuel surcharge", "FTL"), "9.25%", "Orrin & Sons FSC: 9.25%", "2026-03-11"),

    # static: facts that do not change, some stated twice in different formats
    S("static", ("Kestrel Park DC", "site code", "-"), "KPD-02", "Kestrel Park DC site code: KPD-02", "2025-10-08"),
    S("static", ("Kestrel Park DC", "site code", "-"), "KPD-02", "KPD is site 02 in the WMS (KPD-02)", "2026-06-24"),
    S("static", ("Tarrow Quay DC", "opened", "-"), "2011", "Tarrow Quay DC opened in 2011", "2025-11-20"),
    S("static", ("Tarrow Quay DC", "opened", "-"), "2011", "TQ's been running since '11, the original racking is still in aisle A", "2026-09-09"),
    S("static", ("Marrick & Dale Distribution", "company number", "-"), "08813342", "Marrick & Dale Distribution Ltd, company reg no. 08813342", "2026-01-08"),
    S("static", ("Marrick & Dale Distribution", "company number", "-"), "08813342", "M&D Co. No. 088 133 42 (for the carrier account forms)", "2026-07-22"),
    S("static", ("Container NMBU 4471203", "size type", "-"), "40HC", "Container NMBU 4471203: 40ft high cube", "2026-04-23"),
    S("static", ("Container NMBU 4471203", "size type", "-"), "40HC", "NMBU4471203 is a 40' HC box, so no low-loader needed at Colbury", "2026-05-06"),
    S("static", ("Brannock Transport", "operator licence", "-"), "OB2204917", "Brannock Transport operator licence: OB2204917", "2025-12-04"),
    S("static", ("Kestrel Park DC", "dock doors", "-"), "24", "Kestrel Park has 24 dock doors", "2026-02-25"),
    S("static", ("Forklift FL-07", "serial number", "-"), "LX-339172", "FL-07 serial no. LX-339172", "2026-02-11"),
    S("static", ("Haddonfell Ceramics", "EORI", "-"), "GB771044218000", "Haddonfell Ceramics EORI: GB771044218000", "2026-01-29"),

    # membership: additive group statements
    S("membership", ("Sana Iqbal-Hart", "member of", "peak planning team"), "yes", "Sana Iqbal-Hart is on the peak planning team", "2026-08-19"),
    S("membership", ("Kofi Asante-Brew", "member of", "forklift trainer pool"), "yes", "Kofi joined the forklift trainer pool", "2026-02-03"),
    S("membership", ("Dawn Okafor-Reyes", "member of", "H&S committee"), "yes", "Dawn Okafor-Reyes is on the site H&S committee", "2026-04-29"),
    S("membership", ("Marek Dobos", "member of", "first aiders, Kestrel Park"), "yes", "Marek joined the first-aider list at Kestrel", "2026-05-20"),
    S("membership", ("Jo Ellery", "member of", "WMS super-users"), "yes", "Jo Ellery is in the WMS super-user group", "2026-01-13"),
    S("membership", ("Hamid Rezvan", "member of", "ADR-trained driver pool"), "yes", "Hamid's in the ADR-trained driver pool", "2026-03-31"),
    S("membership", ("Lucia Fenn", "member of", "KPD key-holders"), "yes", "Lucia Fenn added to the KPD key-holder list", "2026-06-10"),
    S("membership", ("Gareth Pim", "member of", "cycle count team, TQ"), "yes", "Gareth Pim joined the cycle count team at the Quay", "2026-04-07"),
    S("membership", ("Bea Lindqvist", "member of", "Beckhollow returns project"), "yes", "Bea Lindqvist is on the Beckhollow returns project group", "2026-05-26"),
    S("membership", ("Tevery Express", "member of", "overflow carrier pool"), "yes", "Tevery Express added to the overflow carrier pool", "2026-10-06"),
    S("membership", ("Priya Naskar", "member of", "customs training cohort"), "yes", "Priya Naskar joined the customs training cohort", "2026-09-15"),
    S("membership", ("Quillon Freight", "member of", "Kestrel spot-hire pool"), "yes", "Quillon are in the spot-hire pool for Kestrel as well", "2026-03-17"),

    # unrelated chatter
    S("unrelated", ("-", "chatter", "canteen"), "-", "Canteen coffee machine at KPD fixed, finally", "2026-01-21"),
    S("unrelated", ("-", "chatter", "PPE"), "-", "Reminder: hi-vis and safety boot checks Monday, all sites", "2026-02-27"),
    S("unrelated", ("-", "chatter", "tablet"), "-", "Whoever borrowed the yard tablet please bring it back to the transport office", "2026-03-20"),
    S("unrelated", ("-", "chatter", "stocktake"), "-", "Thanks all for a smooth stocktake at Beckhollow", "2026-04-01"),
    S("unrelated", ("-", "chatter", "fire drill"), "-", "Fire drill at Tarrow Quay went fine, everyone out in 4 min", "2026-05-14"),
    S("unrelated", ("-", "chatter", "gritting"), "-", "Gritting contractor came through at 4am, yard's fine", "2025-12-16"),
    S("unrelated", ("-", "chatter", "labels"), "-", "New label printer rolls are in the stationery cupboard", "2026-06-18"),
    S("unrelated", ("-", "chatter", "breakfast"), "-", "Team breakfast Friday for the peak crew — sign up on the board", "2025-11-26"),
    S("unrelated", ("-", "chatter", "wifi"), "-", "Can someone chase IT about the dock scanners dropping wifi down by door 20", "2026-07-30"),
    S("unrelated", ("-", "chatter", "parking"), "-", "Please don't leave cars in the trailer bays overnight", "2026-08-26"),
    S("unrelated", ("-", "chatter", "retirement"), "-", "Happy retirement to Len on the gatehouse, 22 years!", "2026-10-16"),
    S("unrelated", ("-", "chatter", "training room"), "-", "Training room booked Wed 2–4 for the toolbox talk", "2026-09-29"),
]

# equal_time: two records of one key at one order time with different values
EQUAL_TIME = [
    (("Shipment SH-27114", "ETA", "-"), "2026-10-21 12:55",
     ("14:20", "SH-27114 ETA 14:20"), ("15:05", "TMS says SH-27114 ETA 15:05")),
    (("Booking BK-8302", "dock door", "Kestrel Park DC"), "2026-10-08 07:30",
     ("11", "BK-8302 door 11"), ("12", "BK-8302 on door 12")),
    (("SKU 39117", "bin location", "Beckhollow DC"), "2026-09-24 16:12",
     ("C-04-02", "SKU 39117 bin: C-04-02"), ("C-04-08", "39117 scanned into C-04-08")),
    (("Shipment SH-27302", "trailer", "-"), "2026-10-27 05:48",
     ("TR-6110", "SH-27302 trailer TR-6110"), ("TR-6119", "Trailer TR-6119 on SH-27302")),
    (("Route R09", "driver", "tonight"), "2026-10-14 17:20",
     ("Nadia Fesk", "R09 driver tonight: Nadia Fesk"), ("Euan Tolley", "R09 tonight — Euan Tolley")),
    (("Oakhollow Garden Supply", "delivery window", "Oxlade store"), "2026-09-30 11:05",
     ("10:00-14:00", "Oakhollow Oxlade window 10:00–14:00"), ("12:00-16:00", "Oakhollow Oxlade: 12:00-16:00")),
]


# ---------------------------------------------------------------------------------------
def fmt(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: text, t (order time), label, key, value, pol, fam, idx

    def daytime(d):
        minute = rng.randrange(5 * 60 + 30, 20 * 60)
        return datetime(d.year, d.month, d.day, minute // 60, minute % 60, 0, tzinfo=timezone.utc)

    def parse_abs(s):
        if " " in s:
            return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=timezone.utc)
        return daytime(datetime.strptime(s, "%Y-%m-%d"))

    def step(prev, s):
        if s.startswith("+"):
            return daytime(prev + timedelta(days=int(s[1:])))
        return parse_abs(s)

    for fam in FAMILIES:
        assert len(fam["when"]) == len(fam["versions"]), fam["fid"]
        t = None
        fam["members"] = []
        for i, (w, v) in enumerate(zip(fam["when"], fam["versions"])):
            t = parse_abs(w) if i == 0 else step(t, w)
            if v["rel"]:
                kind, n = v["rel"]
                if kind == "next":  # next given weekday (0=Mon), strictly after the order date
                    d = t.date() + timedelta(days=1)
                    while d.weekday() != n:
                        d += timedelta(days=1)
                else:
                    d = t.date() + timedelta(days=n)
                assert v["value"] == d.isoformat(), (fam["fid"], v["value"], d)
            m = dict(text=v["text"], t=t, label=None, key=fam["key"], value=v["value"], pol=v["pol"],
                     fam=fam["fid"], idx=i, same=v["same"], vtags=v["tags"])
            mems.append(m)
            fam["members"].append(m)
        last = fam["versions"][-1]
        for a in fam.get("attach", []):
            ta = step(t, a["when"])
            m = dict(text=a["text"], t=ta, label=a["cls"], key=fam["key"], value=last["value"],
                     pol=last["pol"], fam=fam["fid"], idx=None, same=False, vtags=())
            mems.append(m)
            fam["members"].append(m)

    for s in STANDALONE:
        m = dict(text=s["text"], t=parse_abs(s["when"]), label=s["cls"], key=s["key"], value=s["value"],
                 pol=s["pol"], fam=None, idx=None, same=False, vtags=())
        mems.append(m)
    eq_groups = []
    for key, when, (v1, t1), (v2, t2) in EQUAL_TIME:
        t = parse_abs(when)
        grp = []
        for v, tx in ((v1, t1), (v2, t2)):
            m = dict(text=tx, t=t, label="equal_time", key=key, value=v, pol="+", fam=None, idx=None,
                     same=False, vtags=())
            mems.append(m)
            grp.append(m)
        eq_groups.append(grp)

    # backfilled vs live: exactly round(3/4) backfilled, seeded
    n = len(mems)
    nb = round(n * BACKFILL_SHARE)
    back_idx = set(rng.sample(range(n), nb))
    for i, m in enumerate(mems):
        m["backfilled"] = i in back_idx
    # import session: seeded order unrelated to observed order, 1-4 s apart
    back = [m for m in mems if m["backfilled"]]
    rng.shuffle(back)
    c = IMPORT_START
    for m in back:
        c = c + timedelta(seconds=rng.randint(1, 4))
        m["created"] = c
        m["observed"] = m["t"]
    for m in mems:
        if not m["backfilled"]:
            m["created"] = m["t"]
            m["observed"] = None

    # ids assigned in a shuffled order; file order shuffled again
    order = list(range(n))
    rng.shuffle(order)
    for k, i in enumerate(order):
        mems[i]["id"] = "%s-%03d" % (PREFIX, k + 1)
    file_order = list(mems)
    rng.shuffle(file_order)

    # truth, computed from the tables
    pairs = []
    for fam in FAMILIES:
        ms = sorted(fam["members"], key=lambda m: m["t"])
        for i, m in enumerate(ms):
            for r in ms[i + 1:]:
                if r["t"] > m["t"] and (r["value"], r["pol"]) != (m["value"], m["pol"]):
                    pairs.append(dict(expired=m, repl=r, reason="negation" if r["pol"] != m["pol"] else "value"))
                    break

    check(mems, pairs, eq_groups, back)
    return mems, file_order, pairs, back


def check(mems, pairs, eq_groups, back):
    in_pair = set()
    for p in pairs:
        in_pair.add(id(p["expired"]))
        in_pair.add(id(p["repl"]))
    for m in mems:
        if m["label"]:
            assert id(m) not in in_pair, ("labelled memory in a pair", m["text"])
        else:
            assert id(m) in in_pair, ("unlabelled memory in no pair", m["text"])
    for fam in FAMILIES:
        ts = [m["t"] for m in fam["members"]]
        assert len(set(ts)) == len(ts), ("order times not distinct", fam["fid"])
        vt = [m["t"] for m in fam["members"] if m["label"] is None]
        assert vt == sorted(vt), ("versions out of order", fam["fid"])
        last = fam["versions"][-1]
        for m in fam["members"]:
            if m["label"]:
                assert m["label"] in ("format_variant", "elaboration", "confirmation"), fam["fid"]
                assert m["t"] > max(vt), ("attached not after last version", fam["fid"])
                assert (m["value"], m["pol"]) == (last["value"], last["pol"])
    fam_keys = [f["key"] for f in FAMILIES]
    assert len(set(fam_keys)) == len(fam_keys), "duplicate family key"
    for m in mems:
        if m["label"] and m["fam"] is None and m["label"] != "multi_valued":
            assert m["key"] not in fam_keys, ("standalone on a family key", m["text"])
    for g in eq_groups:
        assert g[0]["t"] == g[1]["t"] and g[0]["key"] == g[1]["key"] and g[0]["value"] != g[1]["value"]
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    for m in mems:
        assert m["created"] < LIMIT and m["t"] < LIMIT
        if m["observed"] is not None:
            assert m["observed"] < m["created"], m["text"]
    cs = [m["created"] for m in back]
    assert max(cs) - min(cs) < timedelta(hours=1)
    assert len({c.date() for c in cs}) == 1
    counts = {c: sum(1 for m in mems if m["label"] == c) for c in CLASSES}
    assert all(v == 12 for v in counts.values()), counts


def stats_lines(mems, pairs, back):
    out = []
    nb = sum(1 for m in mems if m["backfilled"])
    sizes = {}
    for f in FAMILIES:
        k = len(f["versions"])
        sizes[k] = sizes.get(k, 0) + 1
    nv = sum(1 for p in pairs if p["reason"] == "value")
    nn = sum(1 for p in pairs if p["reason"] == "negation")
    same = sum(1 for p in pairs if p["repl"]["same"])
    tags = {}
    for f in FAMILIES:
        for t in f.get("tags", ()):
            tags[t] = tags.get(t, 0) + 1
        for v in f["versions"]:
            for t in v["tags"]:
                tags[t] = tags.get(t, 0) + 1
    cs = [m["created"] for m in back]
    row = lambda a, b: out.append("%-34s %s" % (a, b))
    row("memories", len(mems))
    row("  backfilled (observed_at)", nb)
    row("  live (created_at only)", len(mems) - nb)
    row("changing families", len(FAMILIES))
    for k in sorted(sizes):
        row("  %d versions" % k, sizes[k])
    row("true pairs", len(pairs))
    row("  value", nv)
    row("  negation", nn)
    row("labelled negatives", sum(1 for m in mems if m["label"]))
    for c in CLASSES:
        row("  " + c, sum(1 for m in mems if m["label"] == c))
    row("unlabelled family versions", sum(1 for m in mems if m["label"] is None))
    row("replacements reworded", "%d/%d (%.0f%%)" % (len(pairs) - same, len(pairs), 100.0 * (len(pairs) - same) / len(pairs)))
    row("move-back families", tags.get("moveback", 0))
    row("interior confirmations", tags.get("interior_confirm", 0))
    row("negation families", tags.get("negation", 0))
    row("  stop-and-restart", tags.get("restart", 0))
    row("replacements naming old value", tags.get("names_old", 0))
    row("relative-date families", tags.get("relative_date", 0))
    row("unit/format change families", tags.get("unit_change", 0))
    row("handovers with another fact", tags.get("handover_other", 0))
    row("import session", "%s .. %s (%d s)" % (fmt(min(cs)), fmt(max(cs)), (max(cs) - min(cs)).total_seconds()))
    ts = [m["t"] for m in mems]
    row("order times", "%s .. %s" % (fmt(min(ts)), fmt(max(ts))))
    return out


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        print("usage: gen.py [--stats | --list]", file=sys.stderr)
        return 2
    mems, file_order, pairs, back = build()
    if argv and argv[0] == "--stats":
        print("\n".join(stats_lines(mems, pairs, back)))
        return 0
    if argv and argv[0] == "--list":
        for m in sorted(mems, key=lambda m: (m["t"], m["id"])):
            print("%s  %s  %-17s  %s | %s | %s  =  %s  %s  %s" % (
                m["id"], fmt(m["t"]), m["label"] or "-", m["key"][0], m["key"][1], m["key"][2],
                m["value"], m["pol"], "backfilled" if m["backfilled"] else "live"))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in file_order:
            o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = fmt(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for p in sorted(pairs, key=lambda p: (p["expired"]["id"], p["repl"]["id"])):
            f.write(json.dumps({"expired_id": p["expired"]["id"], "replacement_id": p["repl"]["id"],
                                "reason": p["reason"]}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
