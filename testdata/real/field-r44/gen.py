#!/usr/bin/env python3
"""field-r44: blind labelled supersession test set (field logistics register).

python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  print counts, write nothing
python3 gen.py --list   print every memory, write nothing

Stdlib only, deterministic (random.Random(4457)).  Truth is computed from the
tables below (fact key, value key, polarity, order time), never from the text.
"""
import hashlib
import json
import os
import random
import sys
from collections import Counter, defaultdict
from datetime import datetime, timedelta, timezone

SEED = 4457
PREFIX = "e44-"
YEAR = 2026
SESSION_START = datetime(2026, 11, 29, 9, 0, 0, tzinfo=timezone.utc)
CUTOFF = datetime(2026, 12, 1, 0, 0, 0, tzinfo=timezone.utc)
LIVE_SHARE = 0.25

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration",
           "confirmation", "different_subject", "static", "membership",
           "equal_time", "unrelated"]

# Version flags:
#   S  same record line as the version it replaces, value swapped (not reworded)
#   M  move-back (A -> B -> A), this is the return to A
#   I  interior confirmation (same value re-stated inside the chain)
#   O  replacement text names the old value
#   R  relative date ("pushed to Tues"), value derived from the order time
#   U  unit / format change inside the true pair
#   H  handover that also states another subject's (uncontested) fact
#
# FAMILIES: fid, (subject, attribute, scope), versions, attached labelled memories.
# version  = (time "MM-DD HH:MM", value key, polarity, text, flags)
# attached = (class, time, value key, polarity, text)

FAMILIES = [
    ("F01", ("Inchmurra", "site lead", "2026 season"), [
        ("04-02 09:10", "callum-vesty", "+",
         "Site: Inchmurra\nLead: Callum Vesty\nAccess: by boat only (Shearwater Lass)", ""),
        ("05-19 18:40", "ines-marquand", "+",
         "weekend h/o from Joss: from Mon Ines takes over as lead on Inchmurra, Cal is off the island. "
         "FYI the Lass's insurance is with Fennick Mutual, cert in the blue folder on the office shelf.", "H"),
    ], [
        ("confirmation", "08-03 10:00", "ines-marquand", "+",
         "Ines still leading on Inchmurra, no change for August."),
    ]),
    ("F02", ("Colvey Strand", "site lead", "2026 season"), [
        ("04-06 11:00", "tobiah-renn", "+",
         "Site: Colvey Strand\nLead: Tobiah Renn (TR)\nHabitat: dune / machair", ""),
        ("06-01 08:30", "saoirse-kell", "+",
         "Site: Colvey Strand\nLead: Saoirse Kell (SK)\nHabitat: dune / machair", "S"),
        ("07-13 17:05", "tobiah-renn", "+",
         "Toby's back from the conference and running the Strand again from today; "
         "Saoirse goes back to her thesis plots.", "M"),
    ], []),
    ("F03", ("Hollin Moss", "site lead", "2026 season"), [
        ("04-06 11:02", "saoirse-kell", "+",
         "Site: Hollin Moss\nLead: Saoirse Kell\nTransects: T1-T6", ""),
        ("05-20 07:50", "callum-vesty", "+",
         "Cal is site lead for the bog now. Saoirse handed over this morning.", ""),
    ], [
        ("elaboration", "06-10 12:00", "callum-vesty", "+",
         "HM lead is Callum Vesty - Wen, Dario and Marta on the transects under him, "
         "he reports to Maren every Friday."),
    ]),
    ("F04", ("T3", "transect lead", "Hollin Moss"), [
        ("04-20 16:00", "wen-hollis", "+", "T3 (HM) lead: Wen Hollis", ""),
        ("06-15 09:20", "dario-fenn", "+",
         "Dario's taking T3 on the Moss from tomorrow, Wen has done her knee in.", ""),
    ], [
        ("confirmation", "07-20 08:00", "dario-fenn", "+",
         "T3 remains with Dario for the rest of July."),
    ]),
    ("F05", ("T5", "transect lead", "Colvey Strand"), [
        ("04-20 16:05", "marta-szell", "+", "T5 (Colvey) lead: Marta Szell", ""),
        ("05-25 10:10", "kit-amberley", "+", "T5 (Colvey) lead: Kit Amberley", "S"),
        ("07-06 14:30", "ruth-calloway", "+",
         "Ruth picks up the Strand T5 line now that Kit's gone home.", ""),
    ], []),
    ("F06", ("Ardgarrow night moth trapping", "transect", "2026 season"), [
        ("05-04 20:00", "T3", "+",
         "Night trapping (AW): T3, Robinson traps along the main ride", ""),
        ("06-22 21:15", "T5", "+",
         "moved the night trapping at Ardgarrow from T3 to T5 - T3 is too sheltered, catches were tiny", "O"),
    ], []),
    ("F07", ("Inchmurra", "camp", "2026 season"), [
        ("04-10 10:00", "north-bothy", "+",
         "Camp (Inchmurra): north bothy. 6 bunks, stove, no water - bring the cans.", ""),
        ("06-17 19:00", "east-shelf-tents", "+",
         "Inch camp moved up to the east shelf, tents only - bothy roof leaking badly.", ""),
        ("07-22 13:40", "north-bothy", "+",
         "Estate fixed the roof, island crew back in the bothy from tonight.", "M"),
    ], []),
    ("F08", ("Hollin Moss", "camp", "2026 season"), [
        ("04-14 15:00", "moss-road-layby", "+",
         "HM camp: layby at the Moss Road end (by the cattle grid)", ""),
        ("05-27 12:00", "ruadh-sheepfold", "+",
         "Bog camp is at Ruadh sheepfold now, the layby got too busy with walkers.", ""),
    ], [
        ("elaboration", "06-05 09:00", "ruadh-sheepfold", "+",
         "Camp at Ruadh sheepfold: tents on the flat above the burn, drinking water from the burn "
         "(filter it!), LR parks at the gate."),
    ]),
    ("F09", ("Brack Water", "camp", "2026 season"), [
        ("04-14 15:05", "brack-boathouse", "+",
         "Brack Water camp: the estate boathouse", ""),
        ("06-08 18:20", "brackfoot-school-hall", "+",
         "We've swapped the loch camp to the old school hall in Brackfoot.", ""),
    ], [
        ("elaboration", "07-01 10:00", "brackfoot-school-hall", "+",
         "Old school hall, Brackfoot: key from the shop, heaters on a 1-pound meter, sleeps 8."),
    ]),
    ("F10", ("supply drop", "day", "Inchmurra"), [
        ("04-24 09:00", "thursday", "+", "Inchmurra supply drop: Thursdays", ""),
        ("05-21 09:00", "thursday", "+",
         "Reminder - island drops are still Thursdays, lists to Joss by Weds noon.", "I"),
        ("06-25 12:30", "wednesday", "+",
         "island drop day changed to Wednesdays (Angus has a charter on Thursdays now)", ""),
    ], []),
    ("F11", ("supply drop", "drop point", "Colvey Strand"), [
        ("04-24 09:05", "colvey-farm-gate", "+", "Colvey supply drop point: Colvey Farm gate", ""),
        ("06-03 16:40", "strand-end-car-park", "+", "Colvey supply drop point: Strand End car park", "S"),
    ], [
        ("confirmation", "07-15 11:00", "strand-end-car-park", "+",
         "Drops still going to the Strand End car park - confirmed with the Co-op van driver."),
    ]),
    ("F12", ("Tollan field station", "gas order", "-"), [
        ("04-01 10:00", "6x13kg", "+", "Gas order for Tollan: 6 x 13 kg propane", ""),
        ("05-12 11:00", "4x19kg", "+", "Gas order for Tollan: 4 x 19 kg propane", "S"),
    ], []),
    ("F13", ("LR-1", "allocated to", "-"), [
        ("04-03 08:00", "hollin-moss-crew", "+",
         "Vehicle: LR-1\nType: Defender 110\nAllocated: Hollin Moss crew", ""),
        ("05-06 17:30", "brack-water-crew", "+",
         "LR-1 off to the Brack Water crew for the loch fortnight", ""),
        ("05-20 08:15", "colvey-crew", "+",
         "Vehicle: LR-1\nType: Defender 110\nAllocated: Colvey crew", "S"),
        ("06-29 19:00", "ardgarrow-crew", "+",
         "Defender's with the Ardgarrow lot now, they need it for the forestry track", ""),
        ("08-10 07:45", "hollin-moss-crew", "+",
         "Joss: taking the Defender back for the bog team from today, Ardgarrow can borrow the Hilux.", ""),
    ], []),
    ("F14", ("Hilux", "keys held by", "-"), [
        ("04-03 08:05", "joss-treadwell", "+", "Hilux keys: Joss", ""),
        ("06-30 17:00", "priya-sandhar", "+",
         "Handover (Joss -> Priya), 30/6: Priya now holds the Hilux keys. Also: the Tollan boat shed "
         "padlock code is 2609 - don't write it on the whiteboard.", "H"),
    ], [
        ("confirmation", "08-20 09:00", "priya-sandhar", "+",
         "Hilux keys - still with Priya, ask her."),
    ]),
    ("F15", ("volunteer minibus", "Kilbrack station pickup", "June intake"), [
        ("05-15 10:00", "2026-06-06", "+",
         "Minibus pickup (June volunteers) at Kilbrack station: Sat 6 Jun", ""),
        ("05-29 15:00", "2026-06-07", "+",
         "June intake pickup now Sunday 7th - rail strike on the Saturday.", ""),
    ], []),
    ("F16", ("Inchmurra resupply sailing", "date", "week 24"), [
        ("05-28 12:00", "2026-06-08", "+",
         "Resupply sailing to Inchmurra (the Lass): Mon 8 Jun", ""),
        ("06-08 06:45", "2026-06-09", "+",
         "boat to Inch pushed to Tues, swell too big off the point", "R"),
        ("06-09 06:30", "2026-06-11", "+",
         "Lass stood down again. Angus reckons Thursday for the island run.", "R"),
    ], []),
    ("F17", ("RIB Tarn", "allocated to", "-"), [
        ("04-28 13:00", "brack-loch-survey", "+",
         "RIB Tarn: Brack Water loch survey (15hp outboard)", ""),
        ("07-08 10:00", "inchmurra-landing-party", "+",
         "Tarn goes out to the island on Thursday's run for the landing party, loch survey's finished.", ""),
    ], []),
    ("F18", ("Shearwater Lass", "skipper", "-"), [
        ("04-08 09:00", "angus-rennick", "+", "Skipper (MV Shearwater Lass): Angus Rennick", ""),
        ("07-27 08:00", "lachie-rennick", "+",
         "Angus is off for his hip op, his nephew Lachie Rennick skippers the Lass till September.", ""),
    ], [
        ("elaboration", "08-05 12:00", "lachie-rennick", "+",
         "Lachie Rennick skippering the Lass - Yachtmaster Offshore, prefers texts to calls."),
    ]),
    ("F19", ("RIB Tarn", "mooring", "-"), [
        ("04-28 13:05", "tollan-pontoon-b", "+", "Tarn mooring: Tollan pontoon B", ""),
        ("05-03 18:00", "brackfoot-slip", "+",
         "Moved the RIB from pontoon B at Tollan to the slip at Brackfoot, saves towing every day.", "O"),
    ], [
        ("elaboration", "05-10 09:30", "brackfoot-slip", "+",
         "Tarn's at the Brackfoot slip, tied to the ring left of the ramp; fuel can in the hut."),
    ]),
    ("F20", ("Colvey Farm", "main contact", "-"), [
        ("04-09 14:00", "elspeth-garvie", "+",
         "Landowner contact, Colvey Farm: Mrs Elspeth Garvie, 01632 960 482", ""),
        ("06-12 09:30", "rob-garvie", "+",
         "Elspeth has handed the farm side to her son - ring Rob Garvie for anything at Colvey now "
         "(07700 900 914).", ""),
    ], [
        ("confirmation", "08-18 14:00", "rob-garvie", "+",
         "Rob Garvie remains our contact at Colvey Farm."),
    ]),
    ("F21", ("Inchmurra ringing", "licence number", "-"), [
        ("03-20 10:00", "ihb-2026-117", "+", "Ringing licence (Inchmurra): IHB/2026/117", ""),
        ("05-14 15:20", "ihb-2026-203", "+",
         "IHB reissued the island ringing licence after the amendment - number is IHB/2026/203 now.", ""),
    ], [
        ("confirmation", "06-20 10:00", "ihb-2026-203", "+",
         "Checked again with IHB: the Inchmurra ringing licence is 203."),
    ]),
    ("F22", ("Ardgarrow Woods", "access permission", "-"), [
        ("04-15 11:00", "ardgarrow-access", "+",
         "Ardgarrow Estate: access granted for all transects, Apr-Sep (factor: Neil Cardross)", ""),
        ("06-19 16:00", "ardgarrow-access", "-",
         "Ardgarrow access suspended - deer cull on, nobody in the woods till the factor says.", ""),
        ("07-03 08:30", "ardgarrow-access", "+",
         "Neil says the cull's done, we're allowed back into Ardgarrow from today.", ""),
    ], []),
    ("F23", ("Hollin Moss", "survey permit expiry", "-"), [
        ("03-25 12:00", "2026-08-31", "+", "HM survey permit expires 31 Aug 2026", ""),
        ("07-28 10:00", "2026-09-30", "+", "HM survey permit expires 30 Sep 2026", "S"),
    ], [
        ("format_variant", "08-02 09:00", "2026-09-30", "+",
         "Hollin Moss permit valid to 30/09/2026."),
    ]),
    ("F24", ("FAS samples", "-80 freezer", "-"), [
        ("04-05 10:00", "tollan-unit-f2", "+", "-80: Tollan Unit F2 (top two racks ours)", ""),
        ("06-11 13:00", "kilbrack-health-centre", "+",
         "F2 compressor died - all our -80 samples went to the Kilbrack Health Centre lab freezer overnight.", ""),
        ("06-26 15:00", "tollan-unit-f2", "+",
         "Samples back in F2 at Tollan, engineer replaced the compressor.", "M"),
    ], []),
    ("F25", ("Northway Couriers", "pickup slot", "Tollan"), [
        ("04-07 09:00", "tue-1100", "+",
         "Courier pickup (Northway, dry ice boxes): Tuesdays 11:00 at Tollan", ""),
        ("05-05 11:20", "tue-1100", "+",
         "Northway came as usual - Tuesday 11am pickups still the arrangement.", "I"),
        ("06-16 14:00", "thu-0930", "+",
         "Northway have moved our pickup to Thursdays, 9.30.", ""),
    ], []),
    ("F26", ("LN2", "supplier", "-"), [
        ("04-04 10:00", "kilbrack-gas-welding", "+", "LN2 supplier: Kilbrack Gas & Welding", ""),
        ("07-14 10:30", "port-tollan-marine", "+",
         "LN2 now comes from Port Tollan Marine Supplies - Kilbrack Gas stopped doing dewars.", ""),
    ], [
        ("elaboration", "07-20 10:00", "port-tollan-marine", "+",
         "LN2 from Port Tollan Marine Supplies: deliveries Fridays, ask for Sandy, 50 L dewar swap."),
    ]),
    ("F27", ("wet-lab fridge B", "working", "-"), [
        ("04-05 10:05", "fridge-b-working", "+", "Fridge B (wet lab) working, 4 C, logger on.", ""),
        ("05-23 08:10", "fridge-b-working", "-",
         "Fridge B is dead, don't put anything in it.", ""),
        ("05-30 12:00", "fridge-b-working", "+",
         "fridge B back up after the electrician came, holding 4 deg", ""),
        ("08-14 07:30", "fridge-b-working", "-",
         "Fridge B out of service again (door seal). Tape on it.", ""),
    ], []),
    ("F28", ("Inchmurra", "persons on island", "-"), [
        ("04-27 19:00", "4", "+", "Inchmurra POB: 4", ""),
        ("05-21 19:05", "6", "+", "Inchmurra POB: 6", "S"),
        ("06-11 20:00", "5", "+",
         "Radio log 2000: Inch reports five on the island, Ollie came off with the boat.", ""),
        ("07-09 19:30", "7", "+", "Inchmurra POB: 7", "S"),
        ("08-21 19:10", "6", "+", "Island headcount back to 6 (Marta off sick)", ""),
    ], [
        ("format_variant", "08-27 19:05", "6", "+",
         "six on the island as of tonight's check-in"),
    ]),
    ("F29", ("GPS #4", "held by", "-"), [
        ("04-10 09:00", "ines-marquand", "+", "Loan: GPS #4\nTo: Ines Marquand\nOut: 10/04", ""),
        ("05-18 08:00", "ollie-prentice", "+", "Loan: GPS #4\nTo: Ollie Prentice\nOut: 18/05", "S"),
        ("06-23 17:00", "marta-szell", "+",
         "Marta has the no.4 GPS now, Ollie handed it in.", ""),
        ("08-04 09:15", "dario-fenn", "+",
         "GPS 4 signed out to Dario (Ardgarrow bird points).", ""),
    ], []),
    ("F30", ("sonde 7731-B", "last calibrated", "-"), [
        ("04-28 10:00", "2026-04-28", "+", "Sonde 7731-B calibrated 28/04 (pH 4/7/10, cond 1413)", ""),
        ("06-15 11:00", "2026-06-15", "+", "Sonde 7731-B calibrated 15/06 (pH 4/7/10, cond 1413)", "S"),
        ("07-30 16:00", "2026-07-30", "+",
         "Recalibrated the multiparameter sonde this afternoon after the DO drift.", ""),
    ], []),
    ("F31", ("Geography dept drone", "on loan to us", "-"), [
        ("05-02 10:00", "drone-on-loan", "+",
         "We have the Geography dept drone (the Kite) on loan for the colony photos.", ""),
        ("07-17 16:00", "drone-on-loan", "-",
         "Drone went back to Geography today, they need it for their own field trip.", ""),
    ], [
        ("confirmation", "08-12 12:00", "drone-on-loan", "-",
         "Still no drone - Geography haven't lent it back."),
    ]),
    ("F32", ("moth traps", "count", "Ardgarrow Woods"), [
        ("05-04 20:05", "6", "+", "AW moth traps out: 6", ""),
        ("06-22 21:20", "8", "+", "Two more Robinsons up at Ardgarrow, eight running tonight.", ""),
    ], []),
    ("F33", ("trail cameras", "deployed", "Brack Water"), [
        ("05-08 14:00", "12", "+", "Trail cams at Brack: 12 out", ""),
        ("07-02 15:00", "9", "+", "Trail cams at Brack: 9 out", "S"),
    ], [
        ("format_variant", "07-10 15:00", "9", "+", "Cams round the loch: nine."),
    ]),
    ("F34", ("site radio", "PMR channel", "Hollin Moss"), [
        ("04-16 09:00", "pmr-3", "+", "HM radio: PMR ch 3", ""),
        ("05-10 09:00", "pmr-3", "+",
         "Radio check on the Moss, still on channel 3 - clear today.", "I"),
        ("06-04 10:30", "pmr-6", "+",
         "Switching the bog radios from 3 to ch 6, too much farm chatter on 3.", "O"),
    ], []),
    ("F35", ("Shearwater Lass", "VHF working channel", "-"), [
        ("04-08 09:05", "ch-8", "+", "Lass VHF: call 16, work 8", ""),
        ("05-26 12:00", "ch-72", "+",
         "Angus wants us on 72 for working, 8 is busy with the fish farm boats.", ""),
        ("07-01 09:00", "ch-8", "+",
         "Back to channel 8 with the Lass, the fish farm boat has gone.", "M"),
    ], [
        ("confirmation", "08-08 09:00", "ch-8", "+",
         "Working channel with the Lass remains 8."),
    ]),
    ("F36", ("Inchmurra sat phone", "number", "-"), [
        ("04-10 09:05", "+881631402276", "+", "Inchmurra sat phone: +881 6314 02276", ""),
        ("07-11 18:00", "+881631409981", "+",
         "Island sat phone swapped (old handset drowned) - new no. is +881 6314 09981", ""),
    ], [
        ("format_variant", "07-25 18:00", "+881631409981", "+", "Inch sat ph 00881631409981"),
    ]),
    ("F37", ("evening radio check-in", "time", "Inchmurra"), [
        ("04-27 19:05", "19:00", "+", "Inchmurra evening check-in: 19:00", ""),
        ("06-01 20:00", "20:30", "+",
         "island check-in is 8.30pm now, gives them the evening light", "U"),
    ], []),
    ("F38", ("FAS26 expedition", "safety officer", "-"), [
        ("03-18 10:00", "hamish-dowrie", "+", "Safety officer (FAS26): Hamish Dowrie", ""),
        ("06-02 09:00", "priya-sandhar", "+",
         "Hamish has gone back to Aldmere, Priya is SO from today.", ""),
    ], [
        ("elaboration", "06-20 09:00", "priya-sandhar", "+",
         "Priya Sandhar is safety officer - covers lone-working sign-in, the weekly kit check and incident forms."),
    ]),
    ("F39", ("first aider", "designated", "Inchmurra"), [
        ("04-27 19:10", "bea-lorrimer", "+", "First aider on Inchmurra: Bea Lorrimer", ""),
        ("06-11 20:05", "marta-szell", "+", "Marta's the island first aider now Bea's come off.", ""),
        ("08-21 19:15", "wen-hollis", "+", "First aider on Inchmurra: Wen Hollis", "S"),
    ], []),
    ("F40", ("Tollan field station", "muster point", "-"), [
        ("04-02 10:00", "front-car-park", "+", "Tollan muster point: front car park", ""),
        ("05-16 11:00", "boat-shed", "+",
         "Fire drill today - muster point has moved to the boat shed, car park's a building site.", ""),
    ], [
        ("elaboration", "06-01 10:00", "boat-shed", "+",
         "Muster at the boat shed: grab-bag and roll-call sheet hang on the hook inside the door."),
    ]),
    ("F41", ("Hollin Moss", "lone working", "-"), [
        ("04-16 09:05", "lone-working-allowed", "+",
         "Lone working OK on the Moss (T1-T4), daylight only, sign out on the board.", ""),
        ("06-06 15:00", "lone-working-allowed", "-",
         "No lone working on Hollin Moss until further notice - Dario went through a bog pool.", ""),
        ("06-27 10:00", "lone-working-allowed", "+",
         "PS: lone working back on at HM, new probe poles are in the LR.", ""),
    ], []),
    ("F43", ("Inchmurra", "pull-out date", "-"), [
        ("05-05 10:00", "2026-08-14", "+", "Inchmurra pull-out: Fri 14 Aug", ""),
        ("07-16 12:00", "2026-08-21", "+",
         "Island pull-out pushed a week to the 21st - chicks are late.", ""),
        ("08-06 09:00", "2026-08-18", "+",
         "Final word from Maren: pull-out Tuesday 18th August, Lass booked.", ""),
    ], [
        ("format_variant", "08-10 09:00", "2026-08-18", "+", "INM pull-out 18/08"),
    ]),
    ("F44", ("van ferry booking", "crossing", "outbound"), [
        ("03-10 10:00", "2026-04-03T08:40", "+",
         "Ferry (van + trailer) booked: Fri 3 Apr, 08:40 Kilbrack -> Tollan", ""),
        ("03-17 15:00", "2026-04-03T12:15", "+",
         "moved the van ferry to the 12:15 on the 3rd, trailer wasn't going to be ready", ""),
        ("03-30 09:30", "2026-04-04T08:40", "+",
         "Ferry now Sat 4 Apr 0840 - Friday's boat cancelled (dry dock).", ""),
        ("04-01 17:00", "2026-04-03T16:00", "+",
         "Fennick Ferries put on a relief sailing, we're on the 4pm Friday 3rd after all", ""),
    ], []),
    ("F46", ("Brack Water bat survey", "date", "-"), [
        ("06-15 18:00", "2026-07-01", "+", "Bat survey (Brack Water): Wed 1 Jul, dusk", ""),
        ("06-24 08:40", "2026-06-30", "+",
         "bat night at the loch moved to next Tuesday, detectors came back early", "R"),
    ], [
        ("format_variant", "06-26 12:00", "2026-06-30", "+", "BW bats: 30/6"),
    ]),
    ("F47", ("Colvey quadrats Q1-Q4", "resurvey week", "-"), [
        ("05-11 10:00", "wc-2026-07-13", "+", "Colvey Q1-Q4 resurvey: week of 13 Jul", ""),
        ("06-29 16:00", "wc-2026-07-20", "+",
         "Strand quadrat resurvey slips to w/b 20 July, the botanist can't do the 13th.", ""),
    ], [
        ("format_variant", "07-05 10:00", "wc-2026-07-20", "+", "CS quadrats: w/c 20/07"),
    ]),
    ("F48", ("seabird counts Inchmurra", "start time", "June"), [
        ("05-20 20:00", "05:30", "+", "Seabird counts (Inch, June): start 05:30", ""),
        ("06-03 21:00", "04:45", "+",
         "June counts on the island starting 0445 now, light's earlier than we thought", ""),
    ], [
        ("format_variant", "06-07 20:00", "04:45", "+",
         "quarter to five start for the June counts"),
    ]),
    ("F49", ("Ardgarrow point counts", "frequency", "-"), [
        ("04-18 10:00", "fortnightly", "+", "AW point counts: fortnightly", ""),
        ("05-29 13:00", "weekly", "+",
         "Maren wants the Ardgarrow point counts done weekly from June.", ""),
    ], [
        ("confirmation", "07-24 10:00", "weekly", "+",
         "Point counts at Ardgarrow staying weekly."),
    ]),
    ("F50", ("T7", "length", "Colvey Strand"), [
        ("04-20 16:10", "400m", "+", "T7 (Colvey) length: 400 m", ""),
        ("05-13 12:00", "600m", "+", "T7 extended to 0.6 km so it reaches the slack", "U"),
    ], [
        ("format_variant", "05-20 12:00", "600m", "+", "CS T7: 600 m long"),
    ]),
    ("F51", ("boat charter", "budget code", "-"), [
        ("03-12 10:00", "fas-26-014", "+", "Budget code - boat charter: FAS-26-014", ""),
        ("05-07 14:00", "fas-26-022", "+",
         "switched the Lass charter from FAS-26-014 to FAS-26-022 (Maren's marine grant)", "O"),
    ], []),
    ("F52", ("LR-1 fuel card", "card number", "-"), [
        ("03-12 10:05", "4471", "+", "Fuel card (LR-1): ending 4471", ""),
        ("06-09 12:00", "8802", "+",
         "New fuel card for the Defender came, ends 8802, old one's cut up.", ""),
    ], []),
    ("F53", ("Lass charter", "day rate", "weekday"), [
        ("03-12 10:10", "450gbp", "+", "Charter (Shearwater Lass): GBP 450/day", ""),
        ("07-04 18:00", "520gbp", "+",
         "Angus is putting the boat up to 520 quid a day from July, diesel prices.", "U"),
    ], [
        ("format_variant", "07-08 18:00", "520gbp", "+", "Lass day rate: \u00a3520.00"),
    ]),
    ("F54", ("volunteer subsistence", "daily rate", "-"), [
        ("03-15 10:00", "18.00gbp", "+", "Volunteer subsistence: \u00a318/day", ""),
        ("06-05 10:00", "22.50gbp", "+", "Volunteer subsistence: \u00a322.50/day", "S"),
    ], []),
    ("F55", ("Ollie Prentice", "posting", "weeks 24-26"), [
        ("05-22 09:00", "inchmurra", "+", "Ollie P: Inchmurra wks 24-26", ""),
        ("06-11 20:10", "colvey-strand", "+",
         "Ollie's off the island, he'll do weeks 24-26 on the Strand instead.", ""),
    ], []),
    ("F56", ("Marta Szell", "day off", "-"), [
        ("04-20 16:20", "sunday", "+", "Marta day off: Sun", ""),
        ("06-14 09:00", "wednesday", "+", "Marta's swapped her day off to Wednesdays.", ""),
    ], [
        ("elaboration", "06-30 09:00", "wednesday", "+",
         "Marta's day off is Weds - she usually gets the 9am bus into Kilbrack."),
    ]),
    ("F57", ("Tollan kitchen rota", "cook", "Monday"), [
        ("04-20 16:25", "dario-fenn", "+", "Kitchen rota Mon: Dario", ""),
        ("05-18 08:05", "kit-amberley", "+", "Kitchen rota Mon: Kit", "S"),
        ("07-06 14:35", "wen-hollis", "+", "Wen's doing Monday dinners now (Kit's gone).", ""),
    ], []),
    ("F59", ("Inchmurra", "landings", "-"), [
        ("05-01 08:00", "landings-on", "+", "Landings at Inchmurra on - east geo, calm", ""),
        ("05-12 07:00", "landings-on", "-",
         "No landings on Inch today - swell, Angus won't risk the geo.", ""),
        ("05-14 06:50", "landings-on", "+",
         "landings back on at the island, swell dropped overnight", ""),
    ], []),
    ("F60", ("Moss Road", "passable", "-"), [
        ("04-14 15:10", "moss-road-passable", "+",
         "Moss Road passable for the LR, bit rutted past the grid.", ""),
        ("07-19 11:00", "moss-road-passable", "-",
         "Moss Road closed - washout at the culvert after last night. Walk in from the Ruadh gate.", ""),
    ], [
        ("confirmation", "08-01 11:00", "moss-road-passable", "-",
         "Moss Road still shut, council say weeks."),
    ]),
    ("F61", ("Brack boathouse tap", "drinkable", "-"), [
        ("04-15 11:05", "boathouse-tap-drinkable", "+",
         "Boathouse tap water OK to drink (estate supply).", ""),
        ("06-21 10:00", "boathouse-tap-drinkable", "-",
         "Boil water notice for Brack - DON'T drink the boathouse tap.", ""),
    ], []),
    ("F62", ("Strand End barrier", "code", "-"), [
        ("04-11 12:00", "3318", "+", "Strand End barrier code: 3318", ""),
        ("06-02 12:00", "5120", "+", "Barrier code at Strand End changed to 5120 (council).", ""),
        ("08-03 15:00", "5120", "-",
         "5120 doesn't work any more - keypad's gone, no code on the Strand End barrier now.", ""),
    ], []),
    ("F63", ("Tollan field station", "key holder", "-"), [
        ("03-20 11:00", "morag-tullis", "+", "Tollan station key holder: Morag Tullis (warden)", ""),
        ("05-25 18:00", "derek-aske", "+",
         "Morag has retired; station keys are with Derek Aske now.", ""),
    ], [
        ("elaboration", "06-12 18:00", "derek-aske", "+",
         "Derek Aske has the Tollan keys - white house at the pier end, after 6 is best."),
    ]),
    ("F64", ("Tollan field station", "wifi password", "-"), [
        ("04-02 10:05", "puffin2026", "+", "Tollan wifi pw: puffin2026", ""),
        ("06-18 09:00", "kittiwake!26", "+", "Tollan wifi pw: kittiwake!26", "S"),
    ], []),
    ("F65", ("field data backup drive", "location", "-"), [
        ("04-12 18:00", "joss-laptop-bag", "+", "Backup HDD lives in Joss's laptop bag", ""),
        ("05-28 20:00", "grey-pelican-case", "+",
         "Backup drive is kept in the grey Pelican case in the office from now on.", ""),
    ], [
        ("elaboration", "06-15 20:00", "grey-pelican-case", "+",
         "Backup drive: grey Pelican case, office, 2nd shelf - drives A and B, swap them Fridays."),
    ]),
    ("F66", ("Northway Couriers", "account number", "-"), [
        ("03-22 10:00", "nwc-33871", "+", "Northway account no.: NWC-33871", ""),
        ("05-09 12:00", "nwc-40192", "+", "Northway account no.: NWC-40192", "S"),
    ], [
        ("format_variant", "06-01 12:00", "nwc-40192", "+", "courier acct NWC 40192"),
    ]),
    ("F67", ("water sampling", "day", "Brack Water"), [
        ("04-22 10:00", "monday", "+", "Brack water sampling: Mondays", ""),
        ("06-10 16:00", "tuesday", "+",
         "Loch sampling moves to Tuesdays so the bottles make the courier.", ""),
    ], [
        ("confirmation", "07-21 16:00", "tuesday", "+", "BW water samples still Tuesdays."),
    ]),
    ("F68", ("Ardgarrow Woods", "site lead", "2026 season"), [
        ("04-06 11:04", "priya-sandhar", "+",
         "Site: Ardgarrow Woods\nLead: Priya Sandhar (PS)\nLandowner: Ardgarrow Estate", ""),
        ("05-31 17:00", "femi-adeyole", "+",
         "Femi's taking Ardgarrow over from Priya now she's on coordination.", ""),
    ], [
        ("confirmation", "08-06 17:00", "femi-adeyole", "+", "Femi still running Ardgarrow."),
    ]),
    ("F69", ("arriving volunteers", "Kilbrack overnight", "June intake"), [
        ("05-15 10:05", "harbour-view-bnb", "+",
         "Volunteer overnight in Kilbrack (June intake): Harbour View B&B", ""),
        ("06-02 14:00", "kilbrack-youth-hostel", "+",
         "B&B double-booked us, the June lot stay at Kilbrack Youth Hostel instead.", ""),
    ], [
        ("elaboration", "06-04 14:00", "kilbrack-youth-hostel", "+",
         "Kilbrack Youth Hostel: 6-bed dorm for the June intake, check-in from 5pm, breakfast included."),
    ]),
    ("F70", ("LR-1", "service booking", "-"), [
        ("04-25 10:00", "2026-05-12", "+", "LR-1 service: Tue 12 May, Kilbrack Motors", ""),
        ("05-08 11:00", "2026-05-19", "+", "LR-1 service: Tue 19 May, Kilbrack Motors", "S"),
        ("05-15 16:00", "2026-05-15", "+",
         "Kilbrack Motors had a cancellation, the Defender went in today.", ""),
    ], []),
    ("F71", ("crew change sailing 14 Jul", "departure time", "-"), [
        ("07-02 10:00", "14:00", "+", "Crew change sailing Tue 14 Jul: dep. Tollan 14:00", ""),
        ("07-12 18:00", "16:30", "+",
         "Tuesday's crew change now leaves at half four - tide.", "U"),
    ], [
        ("format_variant", "07-13 18:00", "16:30", "+", "14/7 crew change dep 1630"),
    ]),
    ("F72", ("Ardgarrow Woods", "parking", "-"), [
        ("04-18 10:05", "forestry-gate-layby", "+", "AW parking: lay-by at the forestry gate", ""),
        ("06-05 08:00", "sawmill-yard", "+",
         "Estate asked us to park in the old sawmill yard instead of the forestry gate.", ""),
    ], []),
    ("F73", ("FAS26 expedition", "field coordinator", "-"), [
        ("03-18 10:05", "joss-treadwell", "+", "Field coordinator: Joss Treadwell", ""),
        ("06-30 17:05", "priya-sandhar", "+",
         "From 1 July Priya Sandhar is field coordinator; Joss is on leave.", ""),
        ("08-24 09:00", "joss-treadwell", "+",
         "JT back in the coordinator seat from today - thanks Priya for covering.", "M"),
    ], []),
]

# STANDALONE labelled memories: (class, time, (subject, attribute, scope), value key, polarity, text)
STANDALONE = [
    # multi_valued: each value is its own fact
    ("multi_valued", "05-22 09:10", ("Ollie Prentice", "allergy[penicillin]", "-"), "penicillin", "+",
     "Ollie P med form: allergic to penicillin"),
    ("multi_valued", "06-03 21:10", ("Ollie Prentice", "allergy[wasp stings]", "-"), "wasp-stings", "+",
     "Ollie also allergic to wasp stings - EpiPen in the side pocket of his bag"),
    ("multi_valued", "07-12 18:10", ("Ollie Prentice", "allergy[latex]", "-"), "latex", "+",
     "Another one for Ollie's form: latex. Nitrile gloves only for him."),
    ("multi_valued", "04-20 16:30", ("Marta Szell", "emergency contact[jonas-weil]", "-"), "jonas-weil", "+",
     "Marta emergency contact: Jonas Weil (partner), 07700 900 442"),
    ("multi_valued", "05-14 15:30", ("Marta Szell", "emergency contact[eva-szell]", "-"), "eva-szell", "+",
     "Added Marta's sister Eva Szell as a second emergency contact."),
    ("multi_valued", "07-03 08:40", ("Marta Szell", "emergency contact[piotr-szell]", "-"), "piotr-szell", "+",
     "Marta gave us another contact - her dad, Piotr Szell, landline 01632 960 019"),
    ("multi_valued", "03-20 10:05", ("Inchmurra", "licensed landing point[east-geo]", "-"), "east-geo", "+",
     "Licensed landing on Inchmurra: East Geo"),
    ("multi_valued", "05-14 15:25", ("Inchmurra", "licensed landing point[north-slab]", "-"), "north-slab", "+",
     "IHB added North Slab as a landing point on the island."),
    ("multi_valued", "06-20 10:05", ("Inchmurra", "licensed landing point[west-cove]", "-"), "west-cove", "+",
     "West Cove is another permitted landing now, per IHB letter."),
    ("multi_valued", "04-22 10:05", ("Brack Water", "sampling station[BW1]", "-"), "BW1", "+",
     "BW sampling stations: BW1 (jetty)"),
    ("multi_valued", "05-19 10:00", ("Brack Water", "sampling station[BW4]", "-"), "BW4", "+",
     "also sampling BW4 at the inflow from this week"),
    ("multi_valued", "06-10 16:05", ("Brack Water", "sampling station[BW6]", "-"), "BW6", "+",
     "BW6 added at the outflow."),
    # scope_disjoint: same subject + attribute as a family, another scope
    ("scope_disjoint", "05-06 09:00", ("supply drop", "day", "Colvey Strand"), "monday", "+",
     "Colvey drops are Mondays (Co-op van)."),
    ("scope_disjoint", "05-12 09:30", ("site radio", "PMR channel", "Colvey Strand"), "pmr-2", "+",
     "Strand radios on PMR 2."),
    ("scope_disjoint", "06-28 20:00", ("seabird counts Inchmurra", "start time", "July"), "05:30", "+",
     "July counts on Inchmurra: start 05:30."),
    ("scope_disjoint", "04-10 09:10", ("Lass charter", "day rate", "weekend"), "600gbp", "+",
     "Weekend charter rate for the Lass: GBP 600/day"),
    ("scope_disjoint", "05-20 12:05", ("Northway Couriers", "pickup slot", "Kilbrack depot"), "fri-1500", "+",
     "If we miss Tollan, Northway's Kilbrack depot pickup is Fri 15:00."),
    ("scope_disjoint", "05-02 18:00", ("evening radio check-in", "time", "Hollin Moss"), "18:00", "+",
     "Bog crew check in on the radio at 18:00."),
    ("scope_disjoint", "06-02 09:05", ("T5", "transect lead", "Hollin Moss"), "wen-hollis", "+",
     "T5 on the Moss is Wen's."),
    ("scope_disjoint", "03-17 15:05", ("van ferry booking", "crossing", "return"), "2026-08-29T17:30", "+",
     "Return ferry for the van: Sat 29 Aug, 17:30 Tollan -> Kilbrack"),
    ("scope_disjoint", "05-18 08:10", ("Tollan kitchen rota", "cook", "Thursday"), "ollie-prentice", "+",
     "Kitchen rota Thu: Ollie"),
    ("scope_disjoint", "06-12 09:00", ("water sampling", "day", "Hollin Moss"), "thursday", "+",
     "Moss pool sampling is Thursdays."),
    ("scope_disjoint", "05-30 12:05", ("first aider", "designated", "Colvey Strand"), "kit-amberley", "+",
     "Colvey first aider: Kit"),
    ("scope_disjoint", "06-25 22:00", ("moth traps", "count", "Colvey Strand"), "4", "+",
     "Dune moth traps at Colvey: 4 running."),
    # different_subject: same attribute, another subject
    ("different_subject", "04-06 11:06", ("Brack Water", "site lead", "2026 season"), "ines-marquand", "+",
     "Site: Brack Water\nLead: Ines Marquand (IM)\nAccess: estate track from Brackfoot"),
    ("different_subject", "06-25 09:00", ("GPS #2", "held by", "-"), "ollie-prentice", "+",
     "Loan: GPS #2\nTo: Ollie Prentice\nOut: 25/06"),
    ("different_subject", "04-10 09:15", ("Colvey sat phone", "number", "-"), "+881631455120", "+",
     "Colvey sat phone: +881 6314 55120"),
    ("different_subject", "07-01 08:00", ("LR-2", "allocated to", "-"), "hollin-moss-crew", "+",
     "LR-2 (the old short-wheelbase) is with the Hollin Moss crew."),
    ("different_subject", "05-05 18:00", ("RIB Skua", "mooring", "-"), "tollan-pontoon-b", "+",
     "Skua (the little RIB) stays on pontoon B at Tollan."),
    ("different_subject", "05-23 08:15", ("wet-lab fridge A", "working", "-"), "fridge-a-working", "+",
     "Fridge A fine, holding 4 C."),
    ("different_subject", "06-09 12:05", ("Hilux fuel card", "card number", "-"), "3390", "+",
     "Hilux fuel card ends 3390."),
    ("different_subject", "04-20 16:22", ("Kit Amberley", "day off", "-"), "sunday", "+",
     "Kit day off: Sun"),
    ("different_subject", "05-25 10:15", ("T4", "transect lead", "Colvey Strand"), "marta-szell", "+",
     "T4 (Colvey) lead: Marta Szell"),
    ("different_subject", "05-22 09:05", ("Dario Fenn", "posting", "weeks 24-26"), "inchmurra", "+",
     "Dario F: Inchmurra wks 24-26"),
    ("different_subject", "07-05 11:00", ("Brack eDNA filters", "-80 freezer", "-"), "kilbrack-health-centre", "+",
     "eDNA filters from the loch go in the Kilbrack Health Centre -80, not ours."),
    ("different_subject", "07-01 10:30", ("Geography field group", "safety officer", "-"), "hamish-dowrie", "+",
     "Safety officer for the Geography group at Tollan: Hamish Dowrie"),
    # static
    ("static", "04-08 09:10", ("Shearwater Lass", "registration", "-"), "kb-412", "+",
     "MV Shearwater Lass, fishing reg. KB 412"),
    ("static", "07-27 08:05", ("Shearwater Lass", "registration", "-"), "kb-412", "+",
     "Lass is KB-412 on the harbour list."),
    ("static", "04-02 09:12", ("Inchmurra", "landing grid ref", "-"), "nf77124309", "+",
     "Inchmurra landing: NF 7712 4309"),
    ("static", "06-17 19:05", ("Inchmurra", "landing grid ref", "-"), "nf77124309", "+",
     "Grid for the island landing NF77124309 (for the coastguard form)"),
    ("static", "03-15 10:05", ("Aldmere University", "founded", "-"), "1894", "+",
     "Aldmere was founded in 1894 - goes in the permit cover letter."),
    ("static", "03-18 10:10", ("Joss Treadwell", "date of birth", "-"), "1989-11-02", "+",
     "Joss Treadwell DOB 02/11/1989 (insurance form)"),
    ("static", "10-30 12:00", ("Joss Treadwell", "date of birth", "-"), "1989-11-02", "+",
     "JT's birthday Monday - born 2 Nov 1989, so 37. Cake?"),
    ("static", "04-03 08:10", ("LR-1", "registration", "-"), "sk19fxd", "+",
     "LR-1 = Defender SK19 FXD"),
    ("static", "04-02 10:10", ("Tollan field station", "built", "-"), "1962", "+",
     "Tollan station was built in 1962 as a herring research lab."),
    ("static", "04-28 10:05", ("sonde 7731-B", "serial", "-"), "7731-b", "+",
     "Sonde serial: 7731-B (dept asset 0442)"),
    ("static", "03-12 10:15", ("FAS26 expedition", "grant number", "-"), "ald-eco-2025-0381", "+",
     "Grant ref for all FAS26 spend: ALD/ECO/2025/0381"),
    ("static", "05-05 10:05", ("Inchmurra", "area", "-"), "38ha", "+",
     "Inchmurra is 38 ha, highest point 61 m."),
    # membership: additive, not exclusive
    ("membership", "06-16 10:00", ("Wen Hollis", "member_of[bat team]", "-"), "bat-team", "+",
     "Wen's on the bat team now too."),
    ("membership", "05-09 17:00", ("Dario Fenn", "member_of[driver pool]", "-"), "driver-pool", "+",
     "Dario joined the driver pool, passed the 4x4 course."),
    ("membership", "05-27 12:05", ("Kit Amberley", "member_of[Lass boat crew]", "-"), "lass-boat-crew", "+",
     "Kit added to the boat crew list for the Lass."),
    ("membership", "07-07 09:00", ("Ruth Calloway", "member_of[first-aid pool]", "-"), "first-aid-pool", "+",
     "Ruth's on the first-aid pool (cert in date)."),
    ("membership", "05-03 18:05", ("Ollie Prentice", "member_of[ringing team]", "-"), "ringing-team", "+",
     "Ollie's on the ringing team with Ines."),
    ("membership", "04-22 10:10", ("Marta Szell", "member_of[HM transect crew]", "-"), "hm-transect-crew", "+",
     "Marta joined the HM transect crew."),
    ("membership", "06-02 09:10", ("Saoirse Kell", "member_of[sat-phone holders]", "-"), "sat-phone-holders", "+",
     "Saoirse's in the sat-phone holders group now."),
    ("membership", "05-02 10:10", ("Tobiah Renn", "member_of[drone pilots]", "-"), "drone-pilots", "+",
     "Toby joined the drone pilots list (has his A2 cert)."),
    ("membership", "04-30 15:00", ("Ines Marquand", "member_of[LN2 handling rota]", "-"), "ln2-rota", "+",
     "Ines on the LN2 handling rota, trained today."),
    ("membership", "05-01 08:05", ("Callum Vesty", "member_of[RIB drivers]", "-"), "rib-drivers", "+",
     "Cal's on the RIB drivers list."),
    ("membership", "04-21 19:00", ("Bea Lorrimer", "member_of[kitchen rota pool]", "-"), "kitchen-rota-pool", "+",
     "Bea joined the kitchen rota pool."),
    ("membership", "04-13 10:00", ("Priya Sandhar", "member_of[permits working group]", "-"), "permits-wg", "+",
     "Priya added to the permits working group."),
    # equal_time: two conflicting records of one key at one order time
    ("equal_time", "07-13 20:00", ("Colvey low water", "time", "2026-07-14"), "11:42", "+",
     "LW Colvey Tue 14/7: 11:42"),
    ("equal_time", "07-13 20:00", ("Colvey low water", "time", "2026-07-14"), "12:10", "+",
     "Colvey low water on the 14th is 12:10 per the harbour board"),
    ("equal_time", "07-20 10:00", ("van return ferry", "booking reference", "-"), "ff-k7731", "+",
     "Ferry ref (van return): FF-K7731"),
    ("equal_time", "07-20 10:00", ("van return ferry", "booking reference", "-"), "ff-k7713", "+",
     "van return ferry booking ref is FF-K7713"),
    ("equal_time", "04-15 11:10", ("Ardgarrow deer gate", "code", "-"), "1954", "+",
     "AW deer gate code 1954"),
    ("equal_time", "04-15 11:10", ("Ardgarrow deer gate", "code", "-"), "1945", "+",
     "Deer gate at Ardgarrow: 1945"),
    ("equal_time", "06-22 09:00", ("Brack Water staff gauge", "level", "2026-06-22 09:00"), "0.42m", "+",
     "Loch gauge 0900: 0.42 m"),
    ("equal_time", "06-22 09:00", ("Brack Water staff gauge", "level", "2026-06-22 09:00"), "0.47m", "+",
     "BW staff gauge at 9: 47 cm"),
    ("equal_time", "07-18 12:00", ("Tollan dinner", "headcount", "2026-07-18"), "14", "+",
     "Dinner numbers Sat: 14"),
    ("equal_time", "07-18 12:00", ("Tollan dinner", "headcount", "2026-07-18"), "16", "+",
     "Sat dinner at Tollan - 16 please"),
    ("equal_time", "07-08 09:00", ("minibus", "driver", "2026-07-11"), "dario-fenn", "+",
     "Minibus driver Sat 11 Jul: Dario"),
    ("equal_time", "07-08 09:00", ("minibus", "driver", "2026-07-11"), "ruth-calloway", "+",
     "Ruth's driving the minibus on Saturday the 11th"),
    # unrelated chatter
    ("unrelated", "04-04 17:00", ("chatter-01", "none", "-"), "none", "+",
     "Anyone seen the big blue tarp? Not in the shed."),
    ("unrelated", "05-08 07:30", ("chatter-02", "none", "-"), "none", "+",
     "Otter at the loch outflow this morning!!"),
    ("unrelated", "04-09 20:00", ("chatter-03", "none", "-"), "none", "+",
     "muddy boots off in the common room pls, it's carnage"),
    ("unrelated", "07-07 16:00", ("chatter-04", "none", "-"), "none", "+",
     "Cake in the kitchen - it's Ruth's birthday"),
    ("unrelated", "06-18 13:00", ("chatter-05", "none", "-"), "none", "+",
     "midges biblical on the Moss today, head nets essential"),
    ("unrelated", "05-15 14:05", ("chatter-06", "none", "-"), "none", "+",
     "Radio log 1405: all stations comms check, loud and clear"),
    ("unrelated", "04-12 21:00", ("chatter-07", "none", "-"), "none", "+",
     "Thanks all for a brilliant first week!"),
    ("unrelated", "06-12 22:00", ("chatter-08", "none", "-"), "none", "+",
     "Inchmurra landing pics are up on the shared drive, folder pics_jun"),
    ("unrelated", "07-22 16:30", ("chatter-09", "none", "-"), "none", "+",
     "Can whoever's in Kilbrack grab milk and bin bags?"),
    ("unrelated", "08-09 22:15", ("chatter-10", "none", "-"), "none", "+",
     "Ridiculous sunset from Tollan pier tonight"),
    ("unrelated", "09-25 12:00", ("chatter-11", "none", "-"), "none", "+",
     "Reminder: log your field hours on the sheet by Friday for the end-of-season report"),
    ("unrelated", "08-15 11:20", ("chatter-12", "none", "-"), "none", "+",
     "Lost: one blue glove somewhere round Q2. Reward: biscuits."),
]


def parse_t(s):
    return datetime.strptime("%d-%s" % (YEAR, s), "%Y-%m-%d %H:%M").replace(tzinfo=timezone.utc)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []
    for fid, key, versions, attached in FAMILIES:
        for i, (ts, val, pol, text, flags) in enumerate(versions):
            mems.append(dict(fid=fid, key=key, value=val, pol=pol, t=parse_t(ts), text=text,
                             label=None, flags=flags, vidx=i + 1))
        for cls, ts, val, pol, text in attached:
            mems.append(dict(fid=fid, key=key, value=val, pol=pol, t=parse_t(ts), text=text,
                             label=cls, flags="", vidx=0))
    for n, (cls, ts, key, val, pol, text) in enumerate(STANDALONE):
        mems.append(dict(fid="-", key=key, value=val, pol=pol, t=parse_t(ts), text=text,
                         label=cls, flags="", vidx=0))

    # live vs backfilled
    order = list(range(len(mems)))
    rng.shuffle(order)
    n_live = round(LIVE_SHARE * len(mems))
    for j, i in enumerate(order):
        mems[i]["live"] = j < n_live

    # ids in a shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for j, i in enumerate(order):
        mems[i]["id"] = "%s%03d" % (PREFIX, j + 1)

    # import session: seeded order unrelated to observed order, 1-4 s apart
    back = [m for m in mems if not m["live"]]
    rng.shuffle(back)
    t = SESSION_START
    for m in back:
        t = t + timedelta(seconds=rng.randint(1, 4))
        m["created"] = t
        m["observed"] = m["t"]
    for m in mems:
        if m["live"]:
            m["created"] = m["t"]
            m["observed"] = None

    file_order = list(mems)
    rng.shuffle(file_order)
    return mems, file_order


def order_time(m):
    return m["observed"] if m["observed"] is not None else m["created"]


def compute_truth(mems):
    groups = defaultdict(list)
    for m in mems:
        groups[m["key"]].append(m)
    pairs = []
    for key, ms in groups.items():
        ms = sorted(ms, key=lambda m: (order_time(m), m["id"]))
        for a in ms:
            cand = [b for b in ms if order_time(b) > order_time(a)
                    and (b["value"], b["pol"]) != (a["value"], a["pol"])]
            if not cand:
                continue
            tmin = min(order_time(b) for b in cand)
            first = [b for b in cand if order_time(b) == tmin]
            assert len(first) == 1, ("ambiguous replacement", key)
            b = first[0]
            pairs.append(dict(expired_id=a["id"], replacement_id=b["id"],
                              reason="negation" if a["pol"] != b["pol"] else "value"))
    pairs.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    return pairs


def check(mems, pairs):
    byid = {m["id"]: m for m in mems}
    in_pair = set()
    for p in pairs:
        in_pair.add(p["expired_id"])
        in_pair.add(p["replacement_id"])
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
            assert m["label"] in CLASSES
        else:
            assert m["id"] in in_pair, ("unlabelled memory in no pair", m["id"], m["text"])
    # order times distinct within a key, except equal_time
    groups = defaultdict(list)
    for m in mems:
        groups[m["key"]].append(m)
    keys_of_family = {}
    for fid, key, versions, attached in FAMILIES:
        assert key not in keys_of_family, ("family key reused", key)
        keys_of_family[key] = fid
    for key, ms in groups.items():
        ts = [order_time(m) for m in ms]
        if all(m["label"] == "equal_time" for m in ms):
            assert len(ms) == 2 and ts[0] == ts[1] and ms[0]["value"] != ms[1]["value"], key
        else:
            assert len(set(ts)) == len(ts), ("equal order times in family", key)
            assert not any(m["label"] == "equal_time" for m in ms), key
    # family versions in listed order; attached after last version with same value+polarity
    for fid, key, versions, attached in FAMILIES:
        vs = [m for m in mems if m["fid"] == fid and not m["label"]]
        vs.sort(key=lambda m: m["vidx"])
        for a, b in zip(vs, vs[1:]):
            assert order_time(a) < order_time(b), (fid, "versions out of order")
        assert (vs[-1]["value"], vs[-1]["pol"]) != (vs[-2]["value"], vs[-2]["pol"]), fid
        for m in mems:
            if m["fid"] == fid and m["label"]:
                assert order_time(m) > order_time(vs[-1]), (fid, "attached before last version")
                assert (m["value"], m["pol"]) == (vs[-1]["value"], vs[-1]["pol"]), fid
                assert m["label"] in ("format_variant", "elaboration", "confirmation"), fid
    for m in mems:
        if m["fid"] == "-":
            assert m["key"] not in keys_of_family or m["label"] is None, \
                ("standalone on a family key", m["key"])
    # text unique
    texts = Counter(m["text"] for m in mems)
    dup = [t for t, c in texts.items() if c > 1]
    assert not dup, dup
    # times
    for m in mems:
        assert m["created"] < CUTOFF and order_time(m) < CUTOFF, m["id"]
        if m["observed"] is not None:
            assert m["observed"] < m["created"], m["id"]
    sess = [m["created"] for m in mems if not m["live"]]
    assert max(sess) - min(sess) < timedelta(hours=1)
    assert len({s.date() for s in sess}) == 1
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    # relative dates are derivable from the order time
    for m in mems:
        if "R" in m["flags"]:
            tgt = datetime.strptime(m["value"], "%Y-%m-%d").date()
            d = order_time(m).date()
            assert 0 < (tgt - d).days <= 7, m["id"]
    return byid


def stats(mems, pairs):
    byid = {m["id"]: m for m in mems}
    fam_sizes = Counter()
    for fid, key, versions, attached in FAMILIES:
        fam_sizes[len(versions)] += 1
    lab = Counter(m["label"] for m in mems if m["label"])
    reasons = Counter(p["reason"] for p in pairs)
    flags = Counter()
    for m in mems:
        for f in m["flags"]:
            flags[f] += 1
    neg_fams = [fid for fid, key, vs, at in FAMILIES if len({v[2] for v in vs}) > 1]
    restart = [fid for fid, key, vs, at in FAMILIES
               if any(vs[i][2] == "+" and vs[i + 1][2] == "-" and vs[i + 2][2] == "+"
                      for i in range(len(vs) - 2))]
    same = sum(1 for p in pairs if "S" in byid[p["replacement_id"]]["flags"])
    sess = [m["created"] for m in mems if not m["live"]]
    rows = [
        ("memories", len(mems)),
        ("  backfilled (observed_at)", sum(1 for m in mems if not m["live"])),
        ("  live (created_at only)", sum(1 for m in mems if m["live"])),
        ("changing families", len(FAMILIES)),
    ]
    for k in sorted(fam_sizes):
        rows.append(("  %d versions" % k, fam_sizes[k]))
    rows += [
        ("family versions (unlabelled)", sum(1 for m in mems if not m["label"])),
        ("true pairs", len(pairs)),
        ("  value", reasons["value"]),
        ("  negation", reasons["negation"]),
        ("labelled negatives", sum(lab.values())),
    ]
    for c in CLASSES:
        rows.append(("  " + c, lab[c]))
    rows += [
        ("move-backs (A->B->A)", flags["M"]),
        ("interior confirmations", flags["I"]),
        ("negation families", len(neg_fams)),
        ("  stop and restart (on->off->on)", len(restart)),
        ("replacements naming old value", flags["O"]),
        ("relative dates", flags["R"]),
        ("unit/format changes in a pair", flags["U"]),
        ("handovers with another subject's fact", flags["H"]),
        ("pairs with same-line replacement", same),
        ("pairs with reworded replacement", len(pairs) - same),
        ("import session span (s)", int((max(sess) - min(sess)).total_seconds())),
    ]
    w = max(len(r[0]) for r in rows)
    out = ["%-*s %5s" % (w, "field-r44", "count"), "-" * (w + 6)]
    for name, n in rows:
        out.append("%-*s %5d" % (w, name, n))
    return "\n".join(out)


def listing(mems):
    lines = []
    for m in sorted(mems, key=lambda m: m["id"]):
        s, a, sc = m["key"]
        lines.append("\t".join([
            m["id"], fmt(order_time(m)), m["label"] or "-",
            "%s | %s | %s" % (s, a, sc), m["value"], m["pol"],
            "live" if m["live"] else "backfilled",
            m["fid"], m["flags"] or "-",
        ]))
    return "\n".join(lines)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, file_order = build()
    pairs = compute_truth(mems)
    check(mems, pairs)
    if argv and argv[0] == "--stats":
        print(stats(mems, pairs))
        return 0
    if argv and argv[0] == "--list":
        print(listing(mems))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in file_order:
            o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = fmt(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for p in pairs:
            f.write(json.dumps(p, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
