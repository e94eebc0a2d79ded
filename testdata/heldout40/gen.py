#!/usr/bin/env python3
"""heldout40 -- blind labelled supersession test set.

Register: a research expedition's field logistics notes (a university ecology team's season of
fieldwork at remote sites). Everything (people, sites, boats, firms, codes, numbers) is invented.

    python3 gen.py           write memories.jsonl, truth.jsonl, labels.jsonl next to this file
    python3 gen.py --stats   print counts, write nothing
    python3 gen.py --list    print every memory, write nothing

Truth is computed from the tables below (fact key, value key, polarity, order time), never from text.
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 4021
PREFIX = "h40-"
IMPORT_START = dt.datetime(2026, 11, 27, 14, 5, 0)
LIMIT = dt.datetime(2026, 12, 1, 0, 0, 0)
BACKFILL_SHARE = 0.75

NEG_CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
               "different_subject", "static", "membership", "equal_time", "unrelated"]
ATTACHED_CLASSES = {"format_variant", "elaboration", "confirmation"}


def T(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M")


def V(t, value, pol, shape, text, *tags):
    return {"t": T(t), "value": value, "pol": pol, "shape": shape, "text": text, "tags": list(tags)}


def A(cls, t, text):
    assert cls in ATTACHED_CLASSES, cls
    return {"cls": cls, "t": T(t), "text": text}


def F(fid, subj, attr, scope, versions, attached=()):
    return {"fid": fid, "key": (subj, attr, scope), "versions": versions, "attached": list(attached)}


def S(cls, subj, attr, scope, value, pol, t, text):
    return {"cls": cls, "key": (subj, attr, scope), "value": value, "pol": pol, "t": T(t), "text": text}


# shape: "first" (first version), "reworded" (different sentence shape), "same" (same record, value swapped)
# tags:  ("reldate", weekday) value must equal the first such weekday strictly after the order date
#        ("also", fid, value) the text also states family fid's current value (must be after its last version)
#        "unit" the replacement states the value in another unit/format than the memory it replaces
#        "switched" the replacement names the old value

FAMILIES = [
    F("f01", "Corrach Moss", "site lead", "season 2026", [
        V("2026-03-10 09:30", "ruth calloway", "+", "first",
          "Site: Corrach Moss (Site A)\nLead: Ruth Calloway\nTransects: T1, T2, T3\nGrid ref: NX 2213 8740"),
        V("2026-04-20 18:10", "ines okonkwo-lay", "+", "reworded",
          "Corrach Moss lead handed from Ruth to Ines today; IOL signs the daily log from now on.", "switched"),
    ], [A("confirmation", "2026-06-15 08:00",
          "Ines is still running Corrach Moss - ask her, not Ruth, about T1-T3 access.")]),

    F("f02", "T3", "transect lead", "season 2026", [
        V("2026-04-06 10:00", "caspar brightwater", "+", "first", "T3 lead: Caspar Brightwater"),
        V("2026-05-18 19:40", "jonah ekstrand", "+", "reworded",
          "cas off T3 for the bird rounds, Jonah covering as T3 lead for now"),
        V("2026-06-29 07:55", "caspar brightwater", "+", "reworded",
          "Transect T3: Caspar is back leading it now the bird rounds are done."),
    ]),

    F("f03", "T5", "transect lead", "season 2026", [
        V("2026-04-07 11:15", "priya castellane", "+", "first", "T5 lead: Priya Castellane"),
        V("2026-07-06 16:20", "dev arundel", "+", "reworded",
          "Priya has a thesis chapter due, so Dev has taken over T5 at the fen."),
    ], [A("elaboration", "2026-07-20 09:00",
          "T5 lead is Dev Arundel - he runs the pitfall line and the Q1-Q4 veg plots on T5, Tues and Fri, "
          "and keeps the T5 datasheets in the fen dry box.")]),

    F("f04", "Lenvoe Point", "site lead", "season 2026", [
        V("2026-03-11 14:00", "jonah ekstrand", "+", "first",
          "Site: Lenvoe Point (Site B)\nLead: Jonah Ekstrand\nBase: IFS\nTransects: T4"),
        V("2026-05-18 19:45", "saoirse kettleby", "+", "same",
          "Site: Lenvoe Point (Site B)\nLead: Saoirse Kettleby\nBase: IFS\nTransects: T4"),
        V("2026-06-29 08:10", "femi adeyanju", "+", "reworded",
          "h/o Toby -> Ruth, 29 Jun. Lenvoe Point: Femi is site lead from today, Saoirse hands over the LP "
          "folder tonight. Island sat phone unchanged, still +8816 2240 7718.",
          ("also", "f39", "+881622407718")),
        V("2026-09-14 12:30", "jonah ekstrand", "+", "reworded",
          "Femi's off to the island for the autumn counts; Jonah picks Lenvoe back up as lead."),
    ]),

    F("f05", "Ardquin Island", "site lead", "season 2026", [
        V("2026-03-11 14:05", "mireille fontanez", "+", "first",
          "Site: Ardquin Island (Site C)\nLead: Mireille Fontanez\nAccess: charter from Portkeelan\nTransects: T7, T8"),
        V("2026-08-03 20:15", "oskar lindqvist", "+", "reworded",
          "Handover Mimi -> Oskar, 3 Aug. Oskar leads Ardquin from tonight; Mimi back to Northmere for "
          "lab work. Freezer note: the soil cores are in room 2.14 at Northmere, not at IFS.",
          ("also", "f26", "northmere room 2.14")),
    ], [A("elaboration", "2026-08-20 10:30",
          "Ardquin site lead: Oskar Lindqvist - runs T7/T8, the ringing and the camp, radios the island "
          "report at check-in, and signs off the boat manifests.")]),

    F("f06", "T7", "transect lead", "season 2026", [
        V("2026-04-14 09:00", "talia greaves", "+", "first", "T7 (island, north shore) lead = Talia"),
        V("2026-06-02 21:00", "oskar lindqvist", "+", "same", "T7 (island, north shore) lead = Oskar"),
    ]),

    F("f07", "Corrach Moss", "camp location", "season 2026", [
        V("2026-04-15 17:00", "lower sheepfold", "+", "first",
          "CM camp pitched at the lower sheepfold, tents + mess tarp. Water from the burn above the fold."),
        V("2026-05-26 13:30", "east bank of the burn", "+", "reworded",
          "Camp: Corrach Moss\nLocation: east bank of the burn, 300 m up from the fold\nReason: fold waterlogged"),
        V("2026-06-22 18:45", "lower sheepfold", "+", "reworded",
          "moss camp went back down to the sheepfold today, ground's dried out"),
    ], [A("format_variant", "2026-07-10 12:00", "Corrach camp: NX 2208 8731 (the lower fold)")]),

    F("f08", "Ardquin Island", "camp location", "season 2026", [
        V("2026-04-16 10:00", "north bothy", "+", "first", "Ardquin camp = north bothy (key with Eck)"),
        V("2026-06-09 19:30", "south landing", "+", "reworded",
          "Island crew shifted camp from the bothy to the south landing pitch - roof leaking.", "switched"),
    ], [A("elaboration", "2026-06-20 20:00",
          "Ardquin camp at the south landing: 4 tents on the grass shelf above the slip, cook tent in the "
          "lee of the old wall, water cans under the tarp.")]),

    F("f09", "Ardquin supply drop", "date", "June drop", [
        V("2026-05-28 15:00", "2026-06-04", "+", "first",
          "Supply drop: Ardquin Island\nDate: Thu 4 June\nVia: MV Solan Maid\nContents: water, gas, food for 6"),
        V("2026-06-01 08:20", "2026-06-06", "+", "reworded", "island drop pushed to Sat 6th, swell fcst Thu"),
        V("2026-06-03 18:00", "2026-06-06", "+", "reworded",
          "Eck confirms the Ardquin drop is still on for Saturday the 6th."),
        V("2026-06-05 07:10", "2026-06-08", "+", "reworded",
          "Drop slipped again - Monday 8 June now, Sat's a no-go (gusts 40 kt)."),
    ]),

    F("f10", "generator", "weekly fuel drop", "Corrach Moss", [
        V("2026-04-20 12:00", "40 l", "+", "first", "Weekly fuel drop for the CM genny: 40 L petrol"),
        V("2026-06-08 12:30", "60 l", "+", "same", "Weekly fuel drop for the CM genny: 60 L petrol"),
        V("2026-08-10 09:00", "50 l", "+", "reworded",
          "Cut the moss genny fuel to 50 litres a week, less charging needed now."),
    ]),

    F("f11", "Solan Maid", "payload limit", "supply runs", [
        V("2026-04-02 10:00", "250 kg", "+", "first",
          "Max payload on the Solan Maid for supply runs is 250 kg (Eck's rule, incl. water)."),
        V("2026-05-12 16:40", "300 kg", "+", "reworded",
          "Eck says he can take 0.3 t a run now he's cleared the aft deck.", "unit"),
    ], [A("format_variant", "2026-05-30 11:00", "Solan Maid payload: 300kg per run")]),

    F("f12", "white Hilux", "allocated to", "season 2026", [
        V("2026-04-01 09:00", "tobias venn", "+", "first",
          "Vehicle: Toyota Hilux (white), KX19 FRT\nAllocated: Tobias Venn\nFuel card: in glovebox\nBase: IFS"),
        V("2026-04-27 17:30", "caspar brightwater", "+", "reworded", "Cas has the Hilux from today for the Corrach runs"),
        V("2026-05-25 08:00", "caspar brightwater", "+", "reworded",
          "KX19 FRT still with Caspar, keys on his hook at IFS"),
        V("2026-07-06 16:45", "ines okonkwo-lay", "+", "reworded",
          "Hilux -> Ines (CM lead needs it more than Cas now T3 is on foot)"),
        V("2026-08-24 10:20", "dev arundel", "+", "same",
          "Vehicle: Toyota Hilux (white), KX19 FRT\nAllocated: Dev Arundel\nFuel card: in glovebox\nBase: IFS"),
    ], [A("elaboration", "2026-09-02 09:15",
          "The white pickup (KX19 FRT) is Dev's: fen runs Mon-Fri, he logs mileage on the clipboard, "
          "spare wheel and recovery straps in the back.")]),

    F("f13", "green Defender", "allocated to", "season 2026", [
        V("2026-04-01 09:05", "lenvoe point team", "+", "first",
          "Land Rover Defender (green, 'Defender 2'): Lenvoe Point team"),
        V("2026-06-15 14:10", "braeside fen team", "+", "reworded",
          "Moved Defender 2 over to the fen crew - the Braeside track needs the diff lock."),
    ], [A("confirmation", "2026-08-10 17:00", "Defender 2 remains with the Braeside team to end of season.")]),

    F("f14", "Transit van hire", "return date", "season 2026", [
        V("2026-03-20 11:00", "2026-09-30", "+", "first", "Hire van (Transit, Portkeelan Motors) due back 30/09/2026"),
        V("2026-09-08 15:15", "2026-10-14", "+", "reworded",
          "Extended the Transit hire to 14 Oct so we can shift the Ardquin kit."),
    ], [A("format_variant", "2026-09-20 16:00", "Transit return: 2026-10-14")]),

    F("f15", "RIB Tern", "coxswain", "season 2026", [
        V("2026-04-10 10:30", "oskar lindqvist", "+", "first", "RIB Tern - cox: Oskar (PB2)"),
        V("2026-06-22 09:00", "femi adeyanju", "+", "reworded",
          "Femi is cox on the Tern from now on, Oskar's PB2 has lapsed."),
        V("2026-08-17 13:00", "oskar lindqvist", "+", "reworded",
          "Oskar Lindqvist coxing the Tern again (PB2 renewed 14 Aug)."),
    ], [A("confirmation", "2026-09-10 08:30", "Oskar still cox on the Tern, Femi crews when needed.")]),

    F("f16", "Ardquin changeover", "sailing date", "June changeover", [
        V("2026-05-20 10:00", "2026-06-09", "+", "first", "Sailing: Portkeelan -> Ardquin, Tue 9 June, crew changeover"),
        V("2026-06-05 19:00", "2026-06-11", "+", "reworded", "changeover sailing bumped to Thu 11th"),
        V("2026-06-10 18:20", "2026-06-12", "+", "reworded",
          "Eck rang: Thursday's off, we sail Friday 12 June if the swell drops."),
        V("2026-06-12 06:30", "2026-06-16", "+", "reworded",
          "Friday sailing scrapped (swell 3 m). Moved to next Tuesday.", ("reldate", 1)),
    ], [A("format_variant", "2026-06-13 09:00", "changeover crossing: 16/06, Portkeelan pontoon")]),

    F("f17", "Solan Maid", "departure time", "weekday sailings", [
        V("2026-04-02 10:05", "07:30", "+", "first", "Solan Maid sails from Portkeelan pontoon at 0730"),
        V("2026-05-04 20:00", "10:15", "+", "reworded",
          "Eck's moved departures to quarter past ten - he's tide-bound on the pontoon till then.", "unit"),
    ], [A("confirmation", "2026-07-01 08:00", "Departure time for the charter remains 10:15 off the pontoon.")]),

    F("f18", "Ardquin", "transfer boat", "crew transfers", [
        V("2026-04-10 10:35", "rib tern", "+", "first", "Ardquin crew transfers: RIB Tern"),
        V("2026-06-23 12:00", "workboat curlew", "+", "reworded",
          "Using the Curlew (workboat) for island transfers - more deck space for the dewar"),
        V("2026-09-01 17:30", "solan maid", "+", "reworded",
          "From Sept all Ardquin transfers go on the charter (Solan Maid); small boats stood down for autumn."),
    ]),

    F("f19", "Teale Estate", "landowner contact", "Braeside Fen access", [
        V("2026-03-16 13:00", "morag teale", "+", "first",
          "Landowner contact, Braeside Fen: Mrs Morag Teale, Teale Estate, 07700 900412"),
        V("2026-05-05 10:30", "duncan pye", "+", "reworded",
          "Teale Estate say all access queries now go through their factor, Duncan Pye, not Mrs Teale."),
    ], [A("elaboration", "2026-05-20 15:00",
          "Braeside access contact: Duncan Pye (factor, Teale Estate) - office at the estate yard, Mon-Thu, "
          "prefers email, copy him on any change to the survey dates.")]),

    F("f20", "Corrach Moss", "drone flights permitted", "season 2026", [
        V("2026-04-08 16:00", "drone flights", "+", "first",
          "Drone flights over Corrach Moss approved by the licensing officer (ref DR-0417), below 60 m."),
        V("2026-05-14 11:00", "drone flights", "-", "reworded",
          "Drone permission at CM suspended - nesting harriers reported. No flying until told otherwise."),
        V("2026-07-20 09:30", "drone flights", "+", "reworded",
          "harrier chicks fledged, drone flights at the moss back on as of today"),
    ]),

    F("f21", "Braeside Fen", "access track open", "season 2026", [
        V("2026-04-09 08:00", "track open", "+", "first", "Braeside access track: open (gate code 4471)"),
        V("2026-06-18 07:20", "track open", "-", "reworded", "fen track shut - flooded at the culvert, walk in from the road end"),
        V("2026-07-02 17:00", "track open", "+", "reworded", "Estate reopened the Braeside track today, culvert cleared."),
    ], [A("confirmation", "2026-08-26 12:00", "BF track still open, checked the culvert on the way in.")]),

    F("f22", "Ardquin camp", "fire ban", "season 2026", [
        V("2026-05-01 12:00", "fire ban", "+", "first", "FIRE BAN in force at Ardquin camp - stoves only, no open fires."),
        V("2026-06-24 20:10", "fire ban", "-", "reworded", "Island fire ban lifted after the rain, fire pit OK to use"),
        V("2026-07-28 15:40", "fire ban", "+", "reworded", "Fire ban back on for Ardquin from today (dry spell, the Trust asked)."),
    ]),

    F("f23", "T8", "mist netting", "season 2026", [
        V("2026-05-04 09:00", "mist netting", "+", "first", "Mist netting on T8 (island): go, ringing licence covers it"),
        V("2026-06-30 18:00", "mist netting", "-", "reworded", "No mist netting on T8 - gales all week, nets down"),
        V("2026-07-13 19:15", "mist netting", "+", "reworded", "T8 nets back up, netting resumes at dawn tomorrow."),
    ]),

    F("f24", "Brennock Farm track", "vehicle access", "season 2026", [
        V("2026-04-03 10:00", "vehicles allowed", "+", "first",
          "Mr Brennock OK'd vehicles on the farm track up to the cattle grid."),
        V("2026-08-11 14:30", "vehicles allowed", "-", "reworded",
          "Brennock has withdrawn vehicle access on the farm track (rutting). On foot from the road now."),
    ], [A("confirmation", "2026-09-05 11:00",
          "Still no vehicles on the Brennock track, he was clear about it again today.")]),

    F("f25", "Alasdair Brennock", "phone", "season 2026", [
        V("2026-03-16 13:10", "07700 900187", "+", "first", "Alasdair Brennock (Brennock Farm) - mobile 07700 900187"),
        V("2026-07-14 11:45", "07700 900954", "+", "reworded", "New number for Mr Brennock: 07700 900954, old one's dead"),
    ], [A("format_variant", "2026-07-30 10:00", "Brennock Farm: +44 7700 900954")]),

    F("f26", "soil cores", "-80 storage", "season 2026", [
        V("2026-04-22 15:00", "ifs freezer f2", "+", "first", "Soil cores -> -80, freezer F2 at IFS (racks 1-3)"),
        V("2026-05-29 10:00", "ifs freezer f2", "+", "reworded", "checked the -80: cores still in F2 at the station, racks fine"),
        V("2026-06-26 16:30", "northmere room 2.14", "+", "reworded",
          "Moved all soil cores to the ultra-low in room 2.14, Biosciences, Northmere - F2 at IFS is going for service."),
    ], [A("elaboration", "2026-07-08 14:00",
          "Soil cores at Northmere, room 2.14: ultra-low #3, shelves 2-4, box map taped inside the door, "
          "sign the log sheet when you take one out.")]),

    F("f27", "courier pickup", "day", "IFS", [
        V("2026-04-13 09:00", "tuesday", "+", "first", "Courier pickup from IFS: Tuesdays (cold boxes ready by 10:00)"),
        V("2026-06-16 11:20", "thursday", "+", "reworded", "courier pickups at the station are Thursdays now - route change their end"),
        V("2026-08-04 10:00", "tuesday", "+", "reworded", "Pickups back to Tuesdays at IFS."),
    ], [A("elaboration", "2026-08-18 09:30",
          "IFS courier pickup is Tuesday: van comes 10-11, boxes on the porch bench, paperwork in the red folder.")]),

    F("f28", "cold shipments", "courier firm", "season 2026", [
        V("2026-04-13 09:05", "coldline couriers", "+", "first", "Courier for cold shipments: Coldline Couriers (acct NMU-2093)"),
        V("2026-07-22 12:00", "brisk freight", "+", "reworded",
          "Switched the sample courier from Coldline to Brisk Freight - two boxes arrived warm last month.", "switched"),
    ], [A("elaboration", "2026-08-05 15:30",
          "Cold shipments go with Brisk Freight: dry-ice boxes, 24 h to Northmere, collection booked online "
          "the day before, tracking numbers into the shipping sheet.")]),

    F("f29", "IFS LN2 dewar", "refill schedule", "season 2026", [
        V("2026-04-20 09:00", "fortnightly", "+", "first", "LN2 dewar refills: fortnightly, Gasway van"),
        V("2026-06-01 09:00", "weekly", "+", "same", "LN2 dewar refills: weekly, Gasway van"),
        V("2026-10-05 10:00", "weekly", "-", "reworded",
          "No more weekly LN2 deliveries - cancelled for the season now sampling's done."),
    ]),

    F("f30", "Lenvoe water samples", "fridge", "season 2026", [
        V("2026-04-21 16:00", "portacabin fridge", "+", "first", "Water samples (Lenvoe): store in the portacabin fridge, 4 °C"),
        V("2026-06-03 14:00", "ifs kitchen fridge", "+", "reworded",
          "LP water samples now go in the station kitchen fridge, top shelf, labelled - the portacabin one died."),
    ]),

    F("f31", "Lenvoe -20 chest freezer", "running", "season 2026", [
        V("2026-04-21 16:10", "running", "+", "first", "-20 chest freezer in the Lenvoe portacabin running, on the genny circuit"),
        V("2026-07-09 08:40", "running", "-", "reworded", "Lenvoe -20 is off - genny circuit can't carry it. Emptied, lid propped."),
    ]),

    F("f32", "RTK GPS unit 2", "location", "season 2026", [
        V("2026-04-06 15:00", "with caspar brightwater", "+", "first", "GPS unit 2 (RTK) signed out to Caspar"),
        V("2026-05-19 12:10", "with saoirse kettleby", "+", "same", "GPS unit 2 (RTK) signed out to Saoirse"),
        V("2026-07-27 17:00", "ifs kit store", "+", "reworded",
          "RTK 2 back in the IFS kit store, charged, in the blue Peli case"),
    ]),

    F("f33", "multiparameter sonde", "calibration due", "season 2026", [
        V("2026-04-08 10:00", "2026-05-15", "+", "first", "Sonde (multiparameter) calibration due 15 May"),
        V("2026-05-11 09:30", "2026-06-02", "+", "same", "Sonde (multiparameter) calibration due 2 June"),
    ], [A("format_variant", "2026-05-22 13:00", "sonde cal due 02/06/26")]),

    F("f34", "thermal camera", "loan return date", "season 2026", [
        V("2026-05-06 11:00", "2026-07-31", "+", "first", "Thermal camera on loan from Biosciences stores, back by 31 July"),
        V("2026-07-24 16:00", "2026-08-21", "+", "reworded", "Stores extended the thermal cam loan to 21 Aug"),
    ]),

    F("f35", "Braeside Fen", "bat detectors on loan", "season 2026", [
        V("2026-05-07 10:00", "4", "+", "first", "Bat detectors at Braeside: 4"),
        V("2026-06-11 18:30", "6", "+", "reworded", "two more detectors arrived for the fen, six out now"),
        V("2026-08-05 11:10", "5", "+", "reworded", "One bat detector back to Northmere for repair - Braeside down to five."),
    ]),

    F("f36", "night trapping", "transect", "season 2026", [
        V("2026-05-11 20:00", "t2", "+", "first", "Night trapping runs on T2 at the moss."),
        V("2026-06-15 21:30", "t5", "+", "reworded",
          "Moved the night trapping from T2 to T5 - Longworths keep flooding on the moss.", "switched"),
        V("2026-08-10 20:45", "t6", "+", "reworded", "night trapping now on T6 (fen west side), T5 done for the year"),
    ], [A("elaboration", "2026-08-24 21:00",
          "Night trapping on T6: 40 Longworths at 10 m spacing along the west side of the fen, set at dusk, "
          "checked at 23:00 and first light.")]),

    F("f37", "night trapping", "nights per week", "season 2026", [
        V("2026-05-11 20:05", "2", "+", "first", "Night trapping: 2 nights/wk"),
        V("2026-07-06 19:00", "3", "+", "same", "Night trapping: 3 nights/wk"),
    ]),

    F("f38", "handheld radios", "channel", "Corrach Moss", [
        V("2026-04-15 17:10", "3", "+", "first", "CM handhelds on Ch 3"),
        V("2026-05-20 18:00", "7", "+", "reworded",
          "Radio log 18:00 - moss team moved to channel 7, too much chatter from the farm on 3."),
        V("2026-06-10 19:05", "3", "+", "reworded", "Back on 3 at Corrach, farm's finished silage so it's quiet again."),
    ], [A("confirmation", "2026-07-15 19:00", "Radio log 19:00 - Corrach handhelds still on Ch 3, all stations loud and clear.")]),

    F("f39", "Ardquin team", "sat phone number", "season 2026", [
        V("2026-04-16 10:10", "+881631550192", "+", "first", "Sat phone (Ardquin team): +8816 3155 0192"),
        V("2026-06-01 13:00", "+881622407718", "+", "reworded",
          "Island sat phone swapped - old handset water-damaged. New no. +881622407718"),
    ], [A("format_variant", "2026-07-03 10:00", "Ardquin sat ph: 00 8816 2240 7718")]),

    F("f40", "radio check-in", "time", "evening, all sites", [
        V("2026-04-15 17:20", "19:00", "+", "first", "Evening radio check-in: 19:00, all sites, Ch 1 calling"),
        V("2026-05-25 19:30", "18:30", "+", "reworded", "Check-in moved earlier to 1830 so the island can get the forecast"),
        V("2026-07-13 18:40", "20:00", "+", "reworded", "evening sched now 8pm - long days, folk still out on transects"),
        V("2026-09-07 19:00", "19:00", "+", "reworded", "Radio check-in back at 7 pm now the light's going."),
    ], [A("format_variant", "2026-09-21 19:05", "eve check-in 1900 (Ch 1)")]),

    F("f41", "Solan Maid", "VHF working channel", "season 2026", [
        V("2026-04-02 10:10", "72", "+", "first", "VHF working channel with the Solan Maid: 72"),
        V("2026-06-20 08:00", "77", "+", "same", "VHF working channel with the Solan Maid: 77"),
    ]),

    F("f42", "expedition", "safety officer", "season 2026", [
        V("2026-03-09 10:00", "tobias venn", "+", "first", "Safety officer for the season: Tobias Venn"),
        V("2026-06-29 09:00", "ruth calloway", "+", "reworded", "Ruth's taken over as SO from Toby, he's out of the field from July."),
    ], [A("confirmation", "2026-08-20 09:00", "Reminder: Ruth C. remains safety officer - incidents to her first.")]),

    F("f43", "Lenvoe Point", "first aider", "season 2026", [
        V("2026-04-21 16:20", "femi adeyanju", "+", "first", "First aider at Lenvoe: Femi (FAW, exp 2027)"),
        V("2026-07-01 10:00", "nell quarrie", "+", "reworded", "Nell Quarrie (vol) is Lenvoe first aider now - FAW done 28 Jun."),
    ]),

    F("f44", "T1", "lone working", "season 2026", [
        V("2026-04-15 17:30", "lone working", "+", "first", "Lone working permitted on T1 with a check-in every 2 h"),
        V("2026-08-12 09:10", "lone working", "-", "reworded", "No lone working on T1 until further notice (adder bite last week)."),
    ]),

    F("f45", "Ardquin crossing", "weather window", "late July", [
        V("2026-07-20 12:00", "2026-07-22/2026-07-23", "+", "first", "Weather window for the crossing: Wed 22-Thu 23 Jul"),
        V("2026-07-21 07:00", "2026-07-24/2026-07-25", "+", "reworded", "window's shifted - Fri/Sat now, the low is moving through slower"),
    ]),

    F("f46", "Ardquin end-of-season pickup", "sailing date", "autumn", [
        V("2026-09-10 10:00", "2026-09-29", "+", "first", "End of season pickup from Ardquin: Tue 29 Sep"),
        V("2026-09-29 06:40", "2026-10-02", "+", "reworded", "No boat today. Eck says this Friday instead.", ("reldate", 4)),
        V("2026-10-01 17:00", "2026-10-06", "+", "reworded",
          "Pickup pushed once more - Tuesday 6 October. Island crew has food to the 8th."),
    ], [A("confirmation", "2026-10-04 18:00", "Island pickup remains Tue 6 Oct, Eck confirmed on 77.")]),

    F("f47", "breeding bird survey round 2", "start date", "Corrach Moss", [
        V("2026-04-27 10:00", "2026-05-18", "+", "first", "BBS round 2 at CM starts 18 May"),
        V("2026-05-13 09:00", "2026-05-25", "+", "reworded", "Round 2 bird survey moved back a week to the 25th (late season)."),
    ]),

    F("f48", "T2 quadrats Q1-Q4", "resurvey week", "Corrach Moss", [
        V("2026-05-04 09:30", "2026-06-29", "+", "first", "T2 Q1-Q4 veg resurvey w/c 29 June"),
        V("2026-06-24 17:30", "2026-07-13", "+", "reworded", "Pushed the T2 quadrat resurvey to w/c 13 Jul, botanist's not free"),
    ], [A("elaboration", "2026-07-02 11:00",
          "T2 veg resurvey w/c 13 July - all four quadrats, Domin cover + photos, two people, about 2 days.")]),

    F("f49", "dawn chorus count", "start time", "Lenvoe Point", [
        V("2026-04-28 20:00", "04:15", "+", "first", "Dawn chorus counts at Lenvoe start 04:15"),
        V("2026-05-26 21:00", "03:50", "+", "same", "Dawn chorus counts at Lenvoe start 03:50"),
    ], [A("format_variant", "2026-06-05 21:00", "LP dawn chorus: 0350 start, ten to four")]),

    F("f50", "pitfall traps", "emptying interval", "T4", [
        V("2026-05-05 12:00", "24 h", "+", "first", "T4 pitfalls emptied daily"),
        V("2026-06-08 16:10", "48 h", "+", "reworded", "T4 pitfall check down to every 48 h, licence amended"),
    ]),

    F("f51", "Stoneywell Burn", "electrofishing survey", "season 2026", [
        V("2026-05-12 10:00", "electrofishing", "+", "first",
          "Electrofishing at Stoneywell Burn (Site E) scheduled for the week of 8 June"),
        V("2026-06-03 15:30", "electrofishing", "-", "reworded",
          "Stoneywell electrofishing called off - no consent from the fishery board this year."),
    ]),

    F("f52", "fuel", "budget code", "vehicles", [
        V("2026-03-12 11:00", "r-eco-2291", "+", "first", "Budget code for fuel: R-ECO-2291"),
        V("2026-07-01 09:30", "gr-5518-02", "+", "same", "Budget code for fuel: GR-5518-02"),
    ]),

    F("f53", "boat charter", "budget code", "season 2026", [
        V("2026-03-12 11:05", "gr-5518-03", "+", "first", "Budget code for boat charter: GR-5518-03"),
        V("2026-08-01 10:00", "gr-5518-07", "+", "same", "Budget code for boat charter: GR-5518-07"),
    ]),

    F("f54", "Solan Maid charter", "rate", "full day", [
        V("2026-03-18 14:00", "640 gbp", "+", "first", "Solan Maid charter £640/day incl. fuel"),
        V("2026-07-15 12:00", "710 gbp", "+", "reworded", "Eck's put the day rate up to 710 quid"),
    ], [A("format_variant", "2026-07-25 10:00", "Charter day rate: GBP 710.00")]),

    F("f55", "volunteer subsistence", "daily rate", "field days", [
        V("2026-03-18 14:10", "18.00 gbp", "+", "first", "Volunteer subsistence: £18/day"),
        V("2026-05-01 09:00", "20.00 gbp", "+", "same", "Volunteer subsistence: £20/day"),
        V("2026-07-01 09:35", "22.50 gbp", "+", "reworded", "Finance approved a rise in vol subsistence to £22.50 a day."),
    ]),

    F("f56", "Bram Hollis", "shift", "Braeside Fen", [
        V("2026-05-15 18:00", "06:00-12:00", "+", "first", "Bram H. - fen, mornings 6-12"),
        V("2026-06-22 17:00", "12:00-18:00", "+", "same", "Bram H. - fen, afternoons 12-6"),
    ]),

    F("f57", "Gwen Petrakis", "shift days", "Lenvoe Point", [
        V("2026-05-15 18:05", "mon-wed", "+", "first", "Gwen Petrakis: Lenvoe, Mon-Wed"),
        V("2026-06-15 10:00", "wed-fri", "+", "same", "Gwen Petrakis: Lenvoe, Wed-Fri"),
        V("2026-07-20 10:00", "thu-sat", "+", "reworded",
          "Volunteer shifts update: Gwen moves to Thursday to Saturday at the point from this week."),
    ]),

    F("f58", "expedition", "volunteer coordinator", "season 2026", [
        V("2026-03-09 10:10", "saoirse kettleby", "+", "first", "Volunteer coordinator: Saoirse Kettleby"),
        V("2026-06-01 11:00", "talia greaves", "+", "reworded", "Talia's taking over volunteer coordination from Saoirse."),
        V("2026-09-01 09:00", "ruth calloway", "+", "reworded", "Vol coordination folded into Ruth's job for Sept-Oct."),
    ], [A("confirmation", "2026-10-12 10:00", "RC is still the one to ask about volunteers, till we pack up.")]),

    F("f59", "Kit Ramsbottom", "finish date", "season 2026", [
        V("2026-05-20 12:00", "2026-08-14", "+", "first", "Kit Ramsbottom (vol) leaves 14 Aug"),
        V("2026-08-03 18:00", "2026-08-28", "+", "reworded", "Kit's staying two more weeks, last day Fri 28th"),
    ], [A("format_variant", "2026-08-12 08:00", "K. Ramsbottom - end date 2026-08-28")]),

    F("f60", "Corrach Moss camp", "cook", "Sundays", [
        V("2026-05-17 19:00", "yusuf tanner", "+", "first", "CM cook rota, Sundays: Yusuf"),
        V("2026-07-05 19:00", "elsie drummond", "+", "same", "CM cook rota, Sundays: Elsie"),
    ]),

    F("f61", "Lenvoe team", "accommodation", "season 2026", [
        V("2026-04-01 12:00", "harbourview b&b", "+", "first", "Lenvoe crew lodging: Harbourview B&B, Portkeelan"),
        V("2026-06-01 12:00", "ifs bunkhouse", "+", "reworded", "LP team moved into the IFS bunkhouse, cheaper and next to the lab"),
        V("2026-08-15 12:00", "portkeelan static caravan", "+", "reworded",
          "Bunkhouse is booked out by a school group, so the Lenvoe folk are in the static caravan at Portkeelan."),
    ], [A("elaboration", "2026-08-29 18:00",
          "Lenvoe team in the Portkeelan static caravan: pitch 12 at Shorefield park, sleeps 4, "
          "key code on the team board, gas bottle swapped Saturdays.")]),

    F("f62", "T6", "transect length", "Braeside Fen", [
        V("2026-04-07 11:20", "1200 m", "+", "first", "T6 length: 1.2 km, 12 stations"),
        V("2026-05-02 15:00", "800 m", "+", "reworded", "T6 cut back to 800 m - the western end's under water", "unit"),
    ], [A("format_variant", "2026-05-16 10:00", "T6 = 0.8 km")]),

    F("f63", "field data", "upload location", "season 2026", [
        V("2026-04-01 12:10", "s drive fieldwork2026 raw", "+", "first", "Upload raw data to S:/Ecology/Fieldwork2026/raw"),
        V("2026-06-04 10:00", "teams site fieldwork 2026 raw", "+", "reworded",
          "Raw uploads go to the Fieldwork 2026 Teams site now (Files > Raw). S: drive is read-only."),
    ]),

    F("f64", "IFS", "emergency muster point", "season 2026", [
        V("2026-04-01 12:20", "front car park", "+", "first", "IFS muster point: front car park"),
        V("2026-07-10 11:00", "boathouse slipway", "+", "reworded",
          "Fire drill today - muster point at the station changed to the boathouse slipway."),
    ], [A("confirmation", "2026-09-18 11:00", "Muster at IFS is still the boathouse slipway, per the drill sheet.")]),

    F("f65", "Corrach Moss supply drop", "drop-off point", "season 2026", [
        V("2026-04-20 12:05", "cattle grid layby", "+", "first", "CM drop-off: layby by the cattle grid"),
        V("2026-08-12 09:20", "road-end layby", "+", "reworded",
          "Drops for the moss now go to the road-end layby by the phone box, not the cattle grid.", "switched"),
    ]),

    F("f66", "quad bike", "allocated to", "season 2026", [
        V("2026-04-09 08:10", "braeside fen", "+", "first", "Quad (Honda, red) at Braeside for hauling kit"),
        V("2026-07-03 14:00", "corrach moss", "+", "reworded", "Quad's gone up to Corrach for the peat probing"),
    ], [A("confirmation", "2026-08-14 16:00", "quad still up at the moss, leave it there for the peat work")]),

    F("f67", "Corrach Moss portaloo", "service day", "season 2026", [
        V("2026-04-20 12:10", "monday", "+", "first", "Portaloo service at CM: Mondays"),
        V("2026-06-02 09:00", "wednesday", "+", "same", "Portaloo service at CM: Wednesdays"),
    ]),

    F("f68", "Halina Marsh-Oduya", "Ardquin site visit", "season 2026", [
        V("2026-05-06 09:00", "2026-07-22", "+", "first", "HMO visiting Ardquin 22 July"),
        V("2026-07-08 10:10", "2026-08-05", "+", "reworded", "The PI's island visit has moved to Wed 5 Aug"),
    ]),

    F("f69", "expedition vehicles", "fuel supplier", "season 2026", [
        V("2026-04-01 12:30", "drumlarrow garage", "+", "first", "Fuel up at Drumlarrow garage (account in the uni's name)"),
        V("2026-06-19 16:00", "portkeelan harbour pumps", "+", "reworded",
          "Switched fuel from Drumlarrow garage to the Portkeelan harbour pumps - garage has closed its account scheme.",
          "switched"),
    ], [A("elaboration", "2026-07-01 16:30",
          "Vehicle fuel at the Portkeelan harbour pumps: diesel and unleaded, open 7-7, sign the uni chit "
          "and put the receipt in the fuel envelope.")]),

    F("f70", "IFS lab", "key holder", "season 2026", [
        V("2026-04-01 12:40", "jonah ekstrand", "+", "first", "IFS lab keys: Jonah"),
        V("2026-05-27 09:00", "priya castellane", "+", "same", "IFS lab keys: Priya"),
    ]),
]

STANDALONE = [
    # multi_valued: each value its own fact
    S("multi_valued", "Nell Quarrie", "allergy", "penicillin", "penicillin", "+", "2026-04-25 10:00",
      "Nell Q. - allergic to penicillin"),
    S("multi_valued", "Nell Quarrie", "allergy", "wasp stings", "wasp stings", "+", "2026-06-12 13:00",
      "Nell also reacts to wasp stings, epipen in her bum bag"),
    S("multi_valued", "Nell Quarrie", "allergy", "latex", "latex", "+", "2026-07-19 09:00",
      "Add latex to Nell's allergy list (nitrile gloves only in the wet lab)"),
    S("multi_valued", "Ardquin", "emergency contact", "coastguard", "portkeelan coastguard", "+", "2026-04-16 10:20",
      "Emergency contact for Ardquin: Portkeelan coastguard station, VHF 16"),
    S("multi_valued", "Ardquin", "emergency contact", "eck rendall", "eck rendall", "+", "2026-05-02 09:00",
      "Another emergency contact for the island: Eck Rendall (Solan Maid), 07700 900733"),
    S("multi_valued", "licence RHB-22-0471", "sites covered", "corrach moss", "corrach moss", "+", "2026-03-25 12:00",
      "Licence RHB-22-0471 covers Corrach Moss"),
    S("multi_valued", "licence RHB-22-0471", "sites covered", "braeside fen", "braeside fen", "+", "2026-04-30 12:00",
      "Heritage board added Braeside Fen to licence RHB-22-0471"),
    S("multi_valued", "licence RHB-22-0471", "sites covered", "stoneywell burn", "stoneywell burn", "+", "2026-06-09 12:00",
      "RHB-22-0471 now also covers Stoneywell Burn"),
    S("multi_valued", "Dev Arundel", "dietary requirement", "vegetarian", "vegetarian", "+", "2026-05-10 18:00",
      "Camp dietary list: Dev - vegetarian"),
    S("multi_valued", "Dev Arundel", "dietary requirement", "dairy-free", "dairy-free", "+", "2026-06-14 18:30",
      "Dev's dairy-free as well, tell whoever's cooking"),
    S("multi_valued", "IFS boathouse", "key holder", "oskar lindqvist", "oskar lindqvist", "+", "2026-04-10 11:00",
      "Boathouse key holders: Oskar"),
    S("multi_valued", "IFS boathouse", "key holder", "femi adeyanju", "femi adeyanju", "+", "2026-06-22 09:30",
      "Femi's got a boathouse key too now"),

    # scope_disjoint: same subject + attribute as a family, another scope
    S("scope_disjoint", "handheld radios", "channel", "Braeside Fen", "5", "+", "2026-05-22 18:00", "Fen handhelds: Ch 5"),
    S("scope_disjoint", "generator", "weekly fuel drop", "Lenvoe Point", "25 l", "+", "2026-06-20 12:00",
      "Lenvoe genny gets 25 L a week"),
    S("scope_disjoint", "courier pickup", "day", "Northmere Biosciences", "monday", "+", "2026-07-01 11:00",
      "Courier collections at the Biosciences goods-in are Mondays"),
    S("scope_disjoint", "radio check-in", "time", "Sunday morning", "09:00", "+", "2026-06-07 09:05",
      "Sunday morning sched: 09:00 on Ch 1"),
    S("scope_disjoint", "dawn chorus count", "start time", "Corrach Moss", "04:30", "+", "2026-05-27 20:30",
      "Corrach dawn chorus counts kick off at 04:30"),
    S("scope_disjoint", "Solan Maid charter", "rate", "half day", "380 gbp", "+", "2026-04-05 15:00",
      "Half-day charter on the Solan Maid: £380"),
    S("scope_disjoint", "volunteer subsistence", "daily rate", "travel days", "12.00 gbp", "+", "2026-05-02 10:00",
      "Travel days: vols get £12 subsistence"),
    S("scope_disjoint", "Solan Maid", "departure time", "Sunday sailings", "12:00", "+", "2026-05-10 17:00",
      "Sunday sailings on the Solan Maid leave at 12:00, after Eck's been to church"),
    S("scope_disjoint", "fuel", "budget code", "boats", "gr-5518-05", "+", "2026-05-06 14:00",
      "Fuel for the RIB and the Curlew goes on GR-5518-05."),
    S("scope_disjoint", "pitfall traps", "emptying interval", "T5", "24 h", "+", "2026-06-12 10:00",
      "T5 pitfalls: checked every morning before 10:00"),
    S("scope_disjoint", "Corrach Moss camp", "cook", "Wednesdays", "hamid corrie", "+", "2026-06-01 19:00",
      "Wednesday cook at the moss camp: Hamid"),
    S("scope_disjoint", "Ardquin crossing", "weather window", "mid-August", "2026-08-12/2026-08-13", "+",
      "2026-08-06 12:00", "Next crossing window looks like 12-13 Aug"),

    # different_subject: same attribute, another subject (mostly a value some family has)
    S("different_subject", "Braeside Fen", "site lead", "season 2026", "priya castellane", "+", "2026-04-07 11:30",
      "Site: Braeside Fen (Site D)\nLead: Priya Castellane\nTransects: T5, T6"),
    S("different_subject", "Stoneywell Burn", "site lead", "season 2026", "jonah ekstrand", "+", "2026-05-12 10:10",
      "Site E (Stoneywell) lead: Jonah"),
    S("different_subject", "IFS minibus", "allocated to", "season 2026", "lenvoe point team", "+", "2026-06-15 14:30",
      "IFS minibus: Lenvoe Point team"),
    S("different_subject", "T4", "transect lead", "season 2026", "saoirse kettleby", "+", "2026-05-20 09:00",
      "T4 lead: Saoirse Kettleby"),
    S("different_subject", "workboat Curlew", "coxswain", "season 2026", "femi adeyanju", "+", "2026-06-23 12:30",
      "Curlew cox: Femi"),
    S("different_subject", "Braeside Fen", "camp location", "season 2026", "teale estate steading", "+",
      "2026-04-17 16:00", "Braeside crew camping at the Teale Estate steading, by the old dairy"),
    S("different_subject", "RTK GPS unit 1", "location", "season 2026", "ifs kit store", "+", "2026-05-19 12:30",
      "RTK unit 1 stays in the IFS kit store as the spare"),
    S("different_subject", "Braeside Fen", "first aider", "season 2026", "yusuf tanner", "+", "2026-05-16 09:00",
      "First aider at Braeside: Yusuf Tanner"),
    S("different_subject", "Corrach Moss team", "sat phone number", "season 2026", "+881631550192", "+",
      "2026-06-05 12:00", "CM sat phone: +8816 3155 0192 (the island's old handset, dried out and working)"),
    S("different_subject", "Braeside water samples", "fridge", "season 2026", "ifs kitchen fridge", "+",
      "2026-06-10 15:00", "Fen water samples go in the IFS kitchen fridge"),
    S("different_subject", "bat detectors", "loan return date", "season 2026", "2026-07-31", "+", "2026-05-07 10:30",
      "Bat detectors from Biosciences due back 31 July"),
    S("different_subject", "Lotte Vandersloot", "finish date", "season 2026", "2026-08-28", "+", "2026-08-04 09:00",
      "Lotte Vandersloot leaves 28 Aug"),

    # static: does not change; some stated twice in different formats
    S("static", "Innisvale Field Station", "founded", "-", "1962", "+", "2026-03-20 09:00",
      "Innisvale Field Station was founded in 1962"),
    S("static", "Innisvale Field Station", "founded", "-", "1962", "+", "2026-08-30 14:00",
      "IFS, est. '62 - sixty-odd years of moth records in the library"),
    S("static", "Ardquin Island", "area", "-", "84 ha", "+", "2026-03-11 14:10", "Ardquin is 84 ha"),
    S("static", "Ardquin Island", "area", "-", "84 ha", "+", "2026-06-16 20:00", "Island area 0.84 km²"),
    S("static", "Talia Greaves", "ringing permit number", "-", "rp-30917", "+", "2026-04-14 09:10",
      "Talia's ringing permit no. RP-30917"),
    S("static", "Talia Greaves", "ringing permit number", "-", "rp-30917", "+", "2026-07-14 08:00",
      "RP 30917 (T. Greaves, A-permit)"),
    S("static", "Dev Arundel", "date of birth", "-", "1998-03-14", "+", "2026-04-02 16:00",
      "Dev's DOB for the van insurance: 14/03/1998"),
    S("static", "Dev Arundel", "date of birth", "-", "1998-03-14", "+", "2026-08-24 10:30",
      "Dev Arundel, born 1998-03-14 (added as named driver)"),
    S("static", "Stoneywell Burn", "gauging station id", "-", "8412", "+", "2026-05-12 10:20",
      "Stoneywell Burn gauging station ID: 8412"),
    S("static", "expedition", "grant reference", "-", "ne/x0041/1", "+", "2026-03-09 10:20",
      "Grant ref: NE/X0041/1 (3-year award, started 2024)"),
    S("static", "IFS", "delivery postcode", "-", "pk4 7qn", "+", "2026-04-01 12:50",
      "IFS postcode for deliveries: PK4 7QN"),
    S("static", "expedition", "insurance policy number", "-", "ui-88213-f", "+", "2026-03-18 14:20",
      "Northmere Uni field insurance policy no. UI-88213-F"),

    # membership: additive
    S("membership", "Bram Hollis", "member of", "fen volunteer pool", "member", "+", "2026-05-14 17:00",
      "Bram Hollis joined the fen volunteer pool"),
    S("membership", "Nell Quarrie", "member of", "Lenvoe bird team", "member", "+", "2026-05-19 08:00",
      "Nell's on the Lenvoe bird team"),
    S("membership", "Hamid Corrie", "member of", "moth-trapping team", "member", "+", "2026-07-14 21:00",
      "Hamid joined the moth-trapping team"),
    S("membership", "Ade Mowbray", "member of", "volunteer pool", "member", "+", "2026-06-26 12:00",
      "Ade Mowbray signed up to the volunteer pool for July"),
    S("membership", "Lotte Vandersloot", "member of", "Ardquin crew list", "member", "+", "2026-07-07 10:00",
      "Lotte Vandersloot added to the Ardquin crew list"),
    S("membership", "Rafe Oyelaran", "member of", "boat-handling team", "member", "+", "2026-07-30 09:00",
      "Rafe Oyelaran is on the boat-handling team (PB2 course in Aug)"),
    S("membership", "Elsie Drummond", "member of", "cook pool", "member", "+", "2026-06-28 19:00",
      "Elsie joined the cook pool"),
    S("membership", "Yusuf Tanner", "member of", "radio watch team", "member", "+", "2026-05-30 19:00",
      "Yusuf's on the radio watch team as well now"),
    S("membership", "Priya Castellane", "member of", "fen chat group", "member", "+", "2026-04-08 08:00",
      "added Priya to the fen WhatsApp group"),
    S("membership", "Kit Ramsbottom", "member of", "bat group", "member", "+", "2026-06-03 21:30",
      "Kit joined the bat group for the night walks"),
    S("membership", "Gwen Petrakis", "member of", "veg team", "member", "+", "2026-07-11 10:00",
      "Gwen is on the veg team for the T2 resurvey"),
    S("membership", "Femi Adeyanju", "member of", "sat phone users", "member", "+", "2026-06-02 12:00",
      "Femi's been added to the sat phone users list"),

    # equal_time: two conflicting records of one key at one order time
    S("equal_time", "IFS drying oven", "set temperature", "season 2026", "60 c", "+", "2026-05-21 14:00",
      "Drying oven (IFS lab) set to 60 °C"),
    S("equal_time", "IFS drying oven", "set temperature", "season 2026", "70 c", "+", "2026-05-21 14:00",
      "drying oven at IFS: 70C"),
    S("equal_time", "Ardquin water tank", "fill level", "camp", "40 %", "+", "2026-06-27 19:00",
      "Island water tank at 40%"),
    S("equal_time", "Ardquin water tank", "fill level", "camp", "67 %", "+", "2026-06-27 19:00",
      "Ardquin tank roughly two-thirds full"),
    S("equal_time", "Portkeelan pontoon", "Solan Maid berth", "season 2026", "4", "+", "2026-04-18 10:00",
      "Solan Maid on berth 4"),
    S("equal_time", "Portkeelan pontoon", "Solan Maid berth", "season 2026", "6", "+", "2026-04-18 10:00",
      "Eck's boat is on berth 6"),
    S("equal_time", "Hamid Corrie", "arrival date", "season 2026", "2026-07-11", "+", "2026-07-01 12:00",
      "Hamid arrives Sat 11 July"),
    S("equal_time", "Hamid Corrie", "arrival date", "season 2026", "2026-07-12", "+", "2026-07-01 12:00",
      "Hamid Corrie arriving Sun 12 Jul"),
    S("equal_time", "Braeside Fen", "parking", "season 2026", "estate yard", "+", "2026-05-08 08:00",
      "Park at the estate yard for the fen"),
    S("equal_time", "Braeside Fen", "parking", "season 2026", "b-road lay-by", "+", "2026-05-08 08:00",
      "Fen parking: the lay-by on the B-road"),
    S("equal_time", "Ardquin camp", "gas bottles left", "camp", "3", "+", "2026-07-15 18:00",
      "Ardquin camp gas: 3 bottles left"),
    S("equal_time", "Ardquin camp", "gas bottles left", "camp", "2", "+", "2026-07-15 18:00",
      "2 gas bottles left on the island"),

    # unrelated chatter
    S("unrelated", "-", "chatter", "u01", "-", "+", "2026-04-12 19:40", "anyone seen the big orange tarp?"),
    S("unrelated", "-", "chatter", "u02", "-", "+", "2026-06-06 21:10", "Midges unreal at the moss tonight, bring headnets"),
    S("unrelated", "-", "chatter", "u03", "-", "+", "2026-06-19 18:00", "Great day on T7 - three wheatear broods found"),
    S("unrelated", "-", "chatter", "u04", "-", "+", "2026-05-29 17:30", "Thanks all for a big week, cake in the IFS kitchen"),
    S("unrelated", "-", "chatter", "u05", "-", "+", "2026-04-24 08:30",
      "Reminder: label every sample bag in pencil, not Sharpie"),
    S("unrelated", "-", "chatter", "u06", "-", "+", "2026-07-18 16:00",
      "Can someone grab milk from Drumlarrow on the way back?"),
    S("unrelated", "-", "chatter", "u07", "-", "+", "2026-07-22 20:00",
      "Loved the photos from the ringing session, keep them coming"),
    S("unrelated", "-", "chatter", "u08", "-", "+", "2026-05-23 19:20",
      "Tick check after every transect, seriously - two on me today"),
    S("unrelated", "-", "chatter", "u09", "-", "+", "2026-08-08 08:15", "Does anyone have a spare AA charger?"),
    S("unrelated", "-", "chatter", "u10", "-", "+", "2026-07-21 12:30", "Halina says well done on the harrier data"),
    S("unrelated", "-", "chatter", "u11", "-", "+", "2026-08-27 17:45", "Pub quiz at the Portkeelan Arms Thursday, who's in?"),
    S("unrelated", "-", "chatter", "u12", "-", "+", "2026-09-24 07:30", "Rain again. 22 mm in the IFS gauge since midnight."),
]


def next_weekday(d, wd):
    x = d + dt.timedelta(days=1)
    while x.weekday() != wd:
        x += dt.timedelta(days=1)
    return x


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    recs = []
    for fam in FAMILIES:
        n = len(fam["versions"])
        for i, v in enumerate(fam["versions"]):
            recs.append({"ref": "%s.v%d" % (fam["fid"], i + 1), "fid": fam["fid"], "label": None,
                         "key": fam["key"], "value": v["value"], "pol": v["pol"], "t": v["t"],
                         "text": v["text"], "shape": v["shape"], "tags": v["tags"], "vidx": i, "nver": n})
        for j, a in enumerate(fam["attached"]):
            last = fam["versions"][-1]
            recs.append({"ref": "%s.%s" % (fam["fid"], a["cls"]), "fid": fam["fid"], "label": a["cls"],
                         "key": fam["key"], "value": last["value"], "pol": last["pol"], "t": a["t"],
                         "text": a["text"], "shape": "-", "tags": [], "vidx": None, "nver": n})
    counter = {}
    for s in STANDALONE:
        counter[s["cls"]] = counter.get(s["cls"], 0) + 1
        recs.append({"ref": "s.%s.%02d" % (s["cls"], counter[s["cls"]]), "fid": None, "label": s["cls"],
                     "key": s["key"], "value": s["value"], "pol": s["pol"], "t": s["t"], "text": s["text"],
                     "shape": "-", "tags": [], "vidx": None, "nver": 0})
    return recs


def compute_truth(recs):
    groups = {}
    for r in recs:
        groups.setdefault(r["key"], []).append(r)
    pairs = []
    for key, g in groups.items():
        for m in g:
            newer = [n for n in g if n["t"] > m["t"] and (n["value"], n["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            tmin = min(n["t"] for n in newer)
            first = [n for n in newer if n["t"] == tmin]
            assert len(first) == 1, ("ambiguous replacement", m["ref"])
            n = first[0]
            pairs.append((m, n, "negation" if m["pol"] != n["pol"] else "value"))
    return pairs


def check(recs, pairs):
    fam_keys = {f["key"] for f in FAMILIES}
    assert len(fam_keys) == len(FAMILIES), "family keys must be distinct"
    for s in STANDALONE:
        assert s["key"] not in fam_keys, ("standalone on a family key", s["key"])
        assert s["cls"] in NEG_CLASSES
    texts = [r["text"] for r in recs]
    assert len(set(texts)) == len(texts), "duplicated text"
    for r in recs:
        assert r["text"].strip()
        assert r["pol"] in "+-"
    in_pair = set()
    for m, n, _ in pairs:
        in_pair.add(m["ref"])
        in_pair.add(n["ref"])
    for r in recs:
        if r["label"]:
            assert r["ref"] not in in_pair, ("labelled memory in a pair", r["ref"])
        else:
            assert r["ref"] in in_pair, ("unlabelled memory in no pair", r["ref"])
    byref = {r["ref"]: r for r in recs}
    for fam in FAMILIES:
        vs = fam["versions"]
        times = [v["t"] for v in vs] + [a["t"] for a in fam["attached"]]
        assert len(set(times)) == len(times), ("family order times not distinct", fam["fid"])
        assert all(vs[i]["t"] < vs[i + 1]["t"] for i in range(len(vs) - 1)), ("versions out of order", fam["fid"])
        assert (vs[-1]["value"], vs[-1]["pol"]) != (vs[-2]["value"], vs[-2]["pol"]), ("chain ends on a repeat", fam["fid"])
        assert vs[0]["shape"] == "first" and all(v["shape"] in ("reworded", "same") for v in vs[1:]), fam["fid"]
        for a in fam["attached"]:
            assert a["t"] > vs[-1]["t"], ("attached before last version", fam["fid"])
        for v in vs:
            for tag in v["tags"]:
                if isinstance(tag, tuple) and tag[0] == "reldate":
                    exp = next_weekday(v["t"].date(), tag[1]).isoformat()
                    assert v["value"] == exp, ("relative date", fam["fid"], v["value"], exp)
                if isinstance(tag, tuple) and tag[0] == "also":
                    other = next(f for f in FAMILIES if f["fid"] == tag[1])
                    assert v["t"] > other["versions"][-1]["t"], ("also-stated fact not yet final", fam["fid"])
                    assert other["versions"][-1]["value"] == tag[2], ("also-stated value", fam["fid"])
    # attached labelled carry last value/polarity (by construction) -- verify
    for r in recs:
        if r["label"] in ATTACHED_CLASSES:
            fam = next(f for f in FAMILIES if f["fid"] == r["fid"])
            assert (r["value"], r["pol"]) == (fam["versions"][-1]["value"], fam["versions"][-1]["pol"])
    # standalone keys with several memories: distinct times, except equal_time pairs (equal, differing values)
    sgroups = {}
    for s in STANDALONE:
        sgroups.setdefault(s["key"], []).append(s)
    for key, g in sgroups.items():
        if g[0]["cls"] == "equal_time":
            assert len(g) == 2 and g[0]["t"] == g[1]["t"] and g[0]["value"] != g[1]["value"], key
            assert all(x["cls"] == "equal_time" for x in g)
        else:
            ts = [x["t"] for x in g]
            assert len(set(ts)) == len(ts), key
            assert len({(x["value"], x["pol"]) for x in g}) == 1, key
    for cls in NEG_CLASSES:
        assert sum(1 for r in recs if r["label"] == cls) == 12, cls
    assert sum(1 for s in STANDALONE if s["cls"] == "equal_time") == 12
    _ = byref


def assign(recs):
    rng = random.Random(SEED)
    refs = [r["ref"] for r in recs]
    order = refs[:]
    rng.shuffle(order)
    nback = round(BACKFILL_SHARE * len(recs))
    backfilled = set(order[:nback])
    byref = {r["ref"]: r for r in recs}
    session = [x for x in refs if x in backfilled]
    rng.shuffle(session)
    t = IMPORT_START
    for i, ref in enumerate(session):
        if i:
            t = t + dt.timedelta(seconds=rng.randint(1, 4))
        byref[ref]["created"] = t
        byref[ref]["observed"] = byref[ref]["t"]
    for r in recs:
        if r["ref"] not in backfilled:
            r["created"] = r["t"]
            r["observed"] = None
    ids = refs[:]
    rng.shuffle(ids)
    for i, ref in enumerate(ids):
        byref[ref]["id"] = "%s%03d" % (PREFIX, i + 1)
    file_order = refs[:]
    rng.shuffle(file_order)
    # time checks
    sess_times = [byref[x]["created"] for x in session]
    assert sess_times and max(sess_times) - min(sess_times) < dt.timedelta(hours=1), "import session over an hour"
    assert len({x.date() for x in sess_times}) == 1
    for r in recs:
        assert r["created"] < LIMIT
        if r["observed"] is not None:
            assert r["observed"] < r["created"], ("observed not before created", r["ref"])
            assert r["observed"] < LIMIT
    return [byref[x] for x in file_order], session


def render(recs, pairs, file_recs):
    mem_lines = []
    for r in file_recs:
        o = {"id": r["id"], "content": r["text"], "created_at": fmt(r["created"])}
        if r["observed"] is not None:
            o["observed_at"] = fmt(r["observed"])
        mem_lines.append(json.dumps(o, ensure_ascii=False))
    truth = sorted(({"expired_id": m["id"], "replacement_id": n["id"], "reason": why} for m, n, why in pairs),
                   key=lambda x: x["expired_id"])
    truth_lines = [json.dumps(x, ensure_ascii=False) for x in truth]
    labels = sorted(({"id": r["id"], "class": r["label"]} for r in recs if r["label"]), key=lambda x: x["id"])
    label_lines = [json.dumps(x, ensure_ascii=False) for x in labels]
    return {"memories.jsonl": "\n".join(mem_lines) + "\n",
            "truth.jsonl": "\n".join(truth_lines) + "\n",
            "labels.jsonl": "\n".join(label_lines) + "\n"}


def hard_cases(recs):
    out = {"move_back": [], "interior_confirmation": [], "negation_family": [], "negation_restart": [],
           "switched_from_to": [], "relative_date": [], "unit_change": [], "handover_also": []}
    byfid = {}
    for r in recs:
        if r["fid"] and r["label"] is None:
            byfid.setdefault(r["fid"], []).append(r)
    for fam in FAMILIES:
        vs = sorted(byfid[fam["fid"]], key=lambda r: r["t"])
        vals = [(v["value"], v["pol"]) for v in vs]
        runs = [vals[0]]
        for x in vals[1:]:
            if x != runs[-1]:
                runs.append(x)
        ids = [v["id"] for v in vs]
        if any(runs[i] in runs[:i - 1] for i in range(2, len(runs))):
            if len({p for _, p in vals}) == 1:
                out["move_back"].append((fam["fid"], ids))
        if any(vals[i] == vals[i - 1] for i in range(1, len(vals))):
            out["interior_confirmation"].append((fam["fid"], ids))
        pols = [p for _, p in runs]
        if len(set(pols)) > 1:
            out["negation_family"].append((fam["fid"], ids))
            if "".join(pols).find("+-+") >= 0:
                out["negation_restart"].append((fam["fid"], ids))
        for v in vs:
            if "switched" in v["tags"]:
                out["switched_from_to"].append((fam["fid"], [v["id"]]))
            if "unit" in v["tags"]:
                out["unit_change"].append((fam["fid"], [v["id"]]))
            for tag in v["tags"]:
                if isinstance(tag, tuple) and tag[0] == "reldate":
                    out["relative_date"].append((fam["fid"], [v["id"]]))
                if isinstance(tag, tuple) and tag[0] == "also":
                    out["handover_also"].append((fam["fid"], [v["id"]]))
    return out


def stats_text(recs, pairs, session):
    lines = []
    add = lines.append
    n = len(recs)
    nb = sum(1 for r in recs if r["observed"] is not None)
    add("heldout40 --stats (seed %d)" % SEED)
    add("%-40s %5s" % ("item", "count"))
    add("%-40s %5d" % ("memories", n))
    add("%-40s %5d" % ("  backfilled (observed_at + import)", nb))
    add("%-40s %5d" % ("  live-ingested (created_at only)", n - nb))
    sess = sorted(r["created"] for r in recs if r["observed"] is not None)
    add("%-40s %5d s" % ("  import session span", (sess[-1] - sess[0]).total_seconds()))
    add("%-40s %5d" % ("changing families", len(FAMILIES)))
    sizes = {}
    for f in FAMILIES:
        sizes[len(f["versions"])] = sizes.get(len(f["versions"]), 0) + 1
    for k in sorted(sizes):
        add("%-40s %5d" % ("  families of %d versions" % k, sizes[k]))
    add("%-40s %5d" % ("family versions (unlabelled)", sum(len(f["versions"]) for f in FAMILIES)))
    add("%-40s %5d" % ("true pairs", len(pairs)))
    add("%-40s %5d" % ("  reason value", sum(1 for p in pairs if p[2] == "value")))
    add("%-40s %5d" % ("  reason negation", sum(1 for p in pairs if p[2] == "negation")))
    repl = {id(n_): n_ for _, n_, _ in pairs}.values()
    rw = sum(1 for r in repl if r["shape"] == "reworded")
    sm = sum(1 for r in repl if r["shape"] == "same")
    add("%-40s %5d" % ("replacement memories", rw + sm))
    add("%-40s %5d (%.0f%%)" % ("  reworded", rw, 100.0 * rw / (rw + sm)))
    add("%-40s %5d" % ("  same record, value swapped", sm))
    add("%-40s %5d" % ("labelled negatives", sum(1 for r in recs if r["label"])))
    for c in NEG_CLASSES:
        add("%-40s %5d" % ("  " + c, sum(1 for r in recs if r["label"] == c)))
    hc = hard_cases(recs)
    for k in ["move_back", "interior_confirmation", "negation_family", "negation_restart", "switched_from_to",
              "relative_date", "unit_change", "handover_also"]:
        add("%-40s %5d" % ("hard case: " + k, len(hc[k])))
    return "\n".join(lines)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        print("usage: gen.py [--stats | --list]", file=sys.stderr)
        return 2
    recs = build()
    pairs = compute_truth(recs)
    check(recs, pairs)
    file_recs, session = assign(recs)
    hc = hard_cases(recs)
    assert len(hc["move_back"]) >= 4 and len(hc["interior_confirmation"]) >= 3
    assert len(hc["negation_family"]) >= 8 and len(hc["negation_restart"]) >= 4
    assert len(hc["switched_from_to"]) >= 3 and len(hc["relative_date"]) >= 2
    assert len(hc["unit_change"]) >= 2 and len(hc["handover_also"]) >= 2
    if argv and argv[0] == "--stats":
        print(stats_text(recs, pairs, session))
        return 0
    if argv and argv[0] == "--list":
        exp = {m["ref"]: (n["id"], why) for m, n, why in pairs}
        for r in sorted(recs, key=lambda r: (r["t"], r["id"])):
            e = exp.get(r["ref"])
            print("%s  %s  %-17s  %s | %s | %s  =  %s  %s  %s  %s%s" % (
                r["id"], fmt(r["t"]), r["label"] or "-", r["key"][0], r["key"][1], r["key"][2],
                r["value"], r["pol"], "backfilled" if r["observed"] is not None else "live", r["ref"],
                ("  -> %s (%s)" % e) if e else ""))
        print("# hard cases")
        for k, v in hc.items():
            print("# %s: %s" % (k, "; ".join("%s %s" % (fid, ",".join(ids)) for fid, ids in v)))
        return 0
    out = render(recs, pairs, file_recs)
    here = os.path.dirname(os.path.abspath(__file__))
    for name, text in out.items():
        with open(os.path.join(here, name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
    for name in sorted(out):
        print("%s  %s" % (hashlib.sha256(out[name].encode("utf-8")).hexdigest(), name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
