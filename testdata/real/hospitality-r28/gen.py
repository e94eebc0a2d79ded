#!/usr/bin/env python3
"""R28: restaurant, hospitality and venue operations records (blind corpus for l9).

Labels are fixed in the tables below BEFORE anything is generated; truth is
computed from those labels (family, value, polarity, order time), never from
the text. Deterministic: a fixed seed, stdlib only.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl, README.md
    python3 gen.py --stats    print counts
    python3 gen.py --list     print every memory with id, order time, mode, labels
"""
import hashlib
import json
import os
import random
import re
import sys
from datetime import datetime, timedelta, timezone

SEED = 28028
HERE = os.path.dirname(os.path.abspath(__file__))
UTC = timezone.utc
LIMIT = datetime(2026, 12, 1, tzinfo=UTC)

# ---------------------------------------------------------------------------
# Changing families. One family = one fact (subject, attribute, scope).
# Each version: (text, value, polarity, edit) where polarity '+' asserts the
# value and '-' says it stopped holding; edit is '-' for the first version,
# 'r' reworded, 'h' hard-worded rewording, 's' one-slot edit, 'c' a
# confirmation inside the chain (same value restated, unlabelled).
# tails: labelled memories of the same fact after the last version
# (same value as the last version): (class, text).
# ---------------------------------------------------------------------------
FAMILIES = [
    # --- restaurant manager's logs: the Quay Room, Brindle & Oak, Saltmarrow Kitchen
    ("quay-headchef", "restaurant", [
        ("Head chef at the Quay Room: Tomas Heyer.", "heyer", "+", "-"),
        ("Tomas has handed the Quay Room kitchen over to Ruth Okonjo, who starts as head chef on the 14th.", "okonjo", "+", "r"),
        ("With Ruth seconded to the group's new site, the Quay Room pass is Callum Reese's to run as head chef.", "reese", "+", "h"),
        ("Head chef, Quay Room: Ruth Okonjo again (back from the new site).", "okonjo", "+", "r"),
    ], []),
    ("quay-friday-pass", "restaurant", [
        ("Dario now runs the pass on Fridays at the Quay Room.", "dario", "+", "-"),
        ("Friday pass (Quay Room): Imke Sand.", "imke", "+", "r"),
        ("Dario back on the Friday pass from next week, Imke moves to garnish.", "dario", "+", "r"),
    ], []),
    ("quay-fish", "restaurant", [
        ("Fish from Harbour Catch from Monday (Quay Room).", "harbourcatch", "+", "-"),
        ("Harbour Catch couldn't do Saturday drops, so the Quay Room fish now comes from Tidewell Seafoods.", "tidewell", "+", "h"),
        ("Quay Room fish supplier: Greyling & Sons.", "greyling", "+", "r"),
        ("Quay Room fish supplier: Pellow Bay Fisheries.", "pellow", "+", "s"),
    ], []),
    ("quay-setlunch", "restaurant", [
        ("Set lunch at the Quay Room: £24.", "24", "+", "-"),
        ("Set lunch at the Quay Room: £26.", "26", "+", "s"),
        ("Quay Room set lunch still £26 after the menu review.", "26", "+", "c"),
        ("Two-course set lunch at the Quay Room goes up to £28 with the new menu.", "28", "+", "r"),
    ], []),
    ("quay-lastorders", "restaurant", [
        ("Last orders in the Quay Room restaurant are 22:00.", "2200", "+", "-"),
        ("Quay Room last orders moved to 21:30.", "2130", "+", "r"),
    ], [("format_variant", "Quay Room restaurant: last orders 9.30pm.")]),
    ("quay-hake", "restaurant", [
        ("Hake with brown shrimp butter, Quay Room dinner menu: £21.50.", "21.50", "+", "-"),
        ("Hake with brown shrimp butter, Quay Room dinner menu: £23.", "23", "+", "s"),
    ], []),
    ("brindle-brunch", "restaurant", [
        ("Brindle & Oak does brunch on Sundays, 10 till 2.", "brunch", "+", "-"),
        ("No longer doing Sunday brunch at Brindle & Oak, not enough covers to justify the brigade.", "brunch", "-", "r"),
        ("Sunday brunch returns to Brindle & Oak with the spring menu.", "brunch", "+", "r"),
    ], []),
    ("brindle-pie", "restaurant", [
        ("Beef shin pie is on the Brindle & Oak menu.", "pie", "+", "-"),
        ("Beef shin pie taken off the menu at Brindle & Oak.", "pie", "-", "r"),
    ], []),
    ("salt-terrace", "restaurant", [
        ("Saltmarrow Kitchen terrace open, 12 tables.", "terrace", "+", "-"),
        ("Saltmarrow terrace closed until the awning is replaced.", "terrace", "-", "r"),
        ("Terrace reopened at Saltmarrow on Thursday, awning fixed.", "terrace", "+", "r"),
    ], []),
    ("salt-pos", "restaurant", [
        ("POS at Saltmarrow Kitchen: Tillwise.", "tillwise", "+", "-"),
        ("POS at Saltmarrow Kitchen: Quorra.", "quorra", "+", "s"),
    ], [("confirmation", "Saltmarrow still on Quorra POS, no plans to change.")]),
    ("brindle-wine", "restaurant", [
        ("Brindle & Oak wine list supplied by Vallance Wines.", "vallance", "+", "-"),
        ("Brindle & Oak's wine list now comes from Corbel & Finch.", "corbel", "+", "r"),
        ("Wine supplier at Brindle & Oak: Ostra Cellars.", "ostra", "+", "r"),
        ("Wine supplier at Brindle & Oak: Corbel & Finch.", "corbel", "+", "s"),
    ], []),
    ("brindle-dps", "restaurant", [
        ("DPS: Mara Quist (Brindle & Oak).", "quist", "+", "-"),
        ("Premises licence variation went through: Jonah Prell is designated premises supervisor at Brindle & Oak while Mara is on leave.", "prell", "+", "h"),
        ("Brindle & Oak DPS back to Mara Quist, council confirmed the variation.", "quist", "+", "r"),
    ], []),
    ("quay-table12", "restaurant", [
        ("Table 12 at the Quay Room is in Bea's section.", "bea", "+", "-"),
        ("Quay Room table 12 moved to Hollis's section.", "hollis", "+", "r"),
    ], []),
    ("salt-produce-day", "restaurant", [
        ("Veg for Saltmarrow from Furrow Farm comes Tuesdays.", "tue", "+", "-"),
        ("Furrow Farm delivery day for Saltmarrow changed to Wednesday.", "wed", "+", "r"),
        ("Saltmarrow produce drop: Thursday.", "thu", "+", "r"),
    ], []),
    ("brindle-pdr-deposit", "restaurant", [
        ("PDR deposit at Brindle & Oak: £250.", "250", "+", "-"),
        ("PDR deposit at Brindle & Oak: £300.", "300", "+", "s"),
        ("Private dining room hire at Brindle & Oak now needs a £400 deposit to hold the date.", "400", "+", "r"),
        ("PDR deposit at Brindle & Oak: £350.", "350", "+", "r"),
    ], []),
    ("salt-weekday-open", "restaurant", [
        ("Saltmarrow opens 12:00 on weekdays.", "1200", "+", "-"),
        ("Weekday opening at Saltmarrow pushed back to 12:30.", "1230", "+", "r"),
    ], []),
    ("quay-fireofficer", "restaurant", [
        ("Fire officer for the Quay Room: Gideon Marsh.", "marsh", "+", "-"),
        ("Gideon has passed the Quay Room fire officer duties to Lotte Brandt.", "brandt", "+", "r"),
    ], [("elaboration", "Lotte Brandt is fire officer for the Quay Room; did her fire marshal refresher in May and keeps the log by the pass.")]),
    ("quay-linen", "restaurant", [
        ("Quay Room linen from Crispfold Laundry, collected Mon/Thu.", "crispfold", "+", "-"),
        ("Quay Room linen service switched to Alba Linen Hire.", "alba", "+", "r"),
        ("Linen (Quay Room): back with Crispfold from the 1st.", "crispfold", "+", "r"),
    ], []),
    ("salt-eho", "restaurant", [
        ("EHO rating at Saltmarrow: 4.", "4", "+", "-"),
        ("Saltmarrow got its 5 back at the EHO re-inspection.", "5", "+", "h"),
    ], []),
    ("brindle-boh", "restaurant", [
        ("BOH manager at Brindle & Oak: Sefa Aluko.", "aluko", "+", "-"),
        ("BOH manager at Brindle & Oak: Kit Marlow.", "marlow", "+", "s"),
    ], []),
    ("quay-foh", "restaurant", [
        ("FOH manager at the Quay Room: Aino Raft.", "raft", "+", "-"),
        ("FOH manager at the Quay Room: Priya Colby.", "colby", "+", "s"),
    ], [("confirmation", "Priya Colby confirmed as Quay Room FOH manager for the new season.")]),
    ("quay-tasting", "restaurant", [
        ("Tasting menu at the Quay Room: £85.", "85", "+", "-"),
        ("Tasting menu at the Quay Room: £95.", "95", "+", "s"),
        ("Eight-course tasting at the Quay Room now £110 a head.", "110", "+", "r"),
    ], []),
    ("quay-cheese", "restaurant", [
        ("Quay Room cheese from Mossgate Dairy.", "mossgate", "+", "-"),
        ("Dropped Mossgate as the Quay Room cheese supplier after the listeria recall.", "mossgate", "-", "r"),
    ], []),
    ("salt-kidsmenu", "restaurant", [
        ("Kids menu at Saltmarrow: £7.50 for two courses.", "7.50", "+", "-"),
        ("Saltmarrow kids menu: £8.50 for two courses.", "8.50", "+", "s"),
    ], []),
    ("brindle-bread", "restaurant", [
        ("Bread at Brindle & Oak from Rye & Tally bakery.", "ryetally", "+", "-"),
        ("Brindle & Oak bread is now baked in-house on the deck oven.", "inhouse", "+", "r"),
    ], []),
    ("salt-sat-sous", "restaurant", [
        ("Saturday sous at Saltmarrow: Nils.", "nils", "+", "-"),
        ("Saturday sous at Saltmarrow: Ottilie.", "ottilie", "+", "s"),
        ("Ottilie has swapped to Sundays, so Saturdays at Saltmarrow fall to Nils again as sous.", "nils", "+", "h"),
    ], []),
    # --- hotel ops notes: Hotel Carrick Gate, Fennimore House
    ("carrick-gm", "hotel", [
        ("General manager at Carrick Gate: Helena Voss.", "voss", "+", "-"),
        ("Helena Voss was replaced as GM at Carrick Gate by Rufus Adebayo.", "adebayo", "+", "r"),
        ("Carrick Gate GM: Saskia Lund.", "lund", "+", "r"),
    ], []),
    ("carrick-wk-breakfast", "hotel", [
        ("Carrick Gate breakfast 06:30-10:00 on weekdays.", "0630", "+", "-"),
        ("Weekday breakfast at Carrick Gate now starts at 07:00.", "0700", "+", "r"),
    ], []),
    ("fenn-ballroom", "hotel", [
        ("Fennimore ballroom: 180 seated.", "180", "+", "-"),
        ("Fennimore ballroom capacity reduced to 160 seated after the fire risk assessment.", "160", "+", "r"),
    ], []),
    ("fenn-linen", "hotel", [
        ("Fennimore housekeeping linen is with Brightwell Textiles.", "brightwell", "+", "-"),
        ("The Fennimore linen tender was lost by Brightwell; Alba Linen Hire take over the contract next month.", "alba", "+", "h"),
        ("Fennimore linen supplier: Brightwell again.", "brightwell", "+", "r"),
    ], []),
    ("carrick-checkin", "hotel", [
        ("Carrick Gate check-in from 15:00.", "1500", "+", "-"),
        ("Carrick Gate check-in from 14:00.", "1400", "+", "s"),
    ], [("format_variant", "Check-in at Carrick Gate from 2pm.")]),
    ("carrick-night", "hotel", [
        ("Night manager at Carrick Gate: Dov Kessler.", "kessler", "+", "-"),
        ("Nights at Carrick Gate now covered by Greta Ilves as night manager.", "ilves", "+", "r"),
    ], []),
    ("carrick-pool", "hotel", [
        ("Carrick Gate pool open to guests 7am-9pm.", "pool", "+", "-"),
        ("Carrick Gate pool closed for retiling, no guest access.", "pool", "-", "r"),
    ], []),
    ("fenn-concierge", "hotel", [
        ("Head concierge at Fennimore: Ambrose Tey.", "tey", "+", "-"),
        ("Ambrose Tey has retired; Fennimore's head concierge is now Lina Fox.", "fox", "+", "r"),
    ], []),
    ("carrick-parking", "hotel", [
        ("Carrick Gate guest parking £15 per night.", "15", "+", "-"),
        ("Carrick Gate guest parking £18 per night.", "18", "+", "s"),
        ("Parking still £18/night at Carrick Gate, confirmed with the car park operator.", "18", "+", "c"),
        ("Overnight guest parking at Carrick Gate goes to £20.", "20", "+", "r"),
    ], []),
    ("fenn-roomservice", "hotel", [
        ("Fennimore room service until 23:00.", "2300", "+", "-"),
        ("Room service at Fennimore now stops at 22:00.", "2200", "+", "r"),
    ], []),
    ("fenn-spa", "hotel", [
        ("Fennimore spa run by Noor Haddad.", "haddad", "+", "-"),
        ("Fennimore spa run by Elif Brandvold.", "brandvold", "+", "s"),
    ], [("confirmation", "Elif Brandvold still runs the Fennimore spa.")]),
    ("carrick-pms", "hotel", [
        ("PMS at Carrick Gate: Hoteliq.", "hoteliq", "+", "-"),
        ("Carrick Gate front desk moved from Hoteliq to Staylogic PMS.", "staylogic", "+", "r"),
    ], []),
    ("carrick-hk-day", "hotel", [
        ("Carrick Gate housekeeping supervisor (day): Marisol.", "marisol", "+", "-"),
        ("Carrick Gate housekeeping supervisor (day): Tova.", "tova", "+", "s"),
    ], []),
    ("fenn-coffee", "hotel", [
        ("Breakfast coffee at Fennimore: Hatchway Roasters.", "hatchway", "+", "-"),
        ("Fennimore breakfast coffee switched to Kiln Street.", "kilnstreet", "+", "r"),
    ], []),
    ("fenn-tea", "hotel", [
        ("Fennimore serves afternoon tea in the library lounge.", "tea", "+", "-"),
        ("Afternoon tea at Fennimore has been discontinued.", "tea", "-", "r"),
    ], []),
    ("carrick-latecheckout", "hotel", [
        ("Carrick Gate late checkout (till 1pm): £25.", "25", "+", "-"),
        ("Late checkout to 1pm at Carrick Gate is now £30.", "30", "+", "r"),
    ], []),
    ("fenn-cancel", "hotel", [
        ("Fennimore cancellation: free up to 48 hours before arrival.", "48", "+", "-"),
        ("Fennimore free cancellation window cut to 24 hours.", "24", "+", "r"),
        ("After the OTA rate review Fennimore only waives the charge if guests cancel three days out.", "72", "+", "h"),
        ("Back to 48 hours' free cancellation at Fennimore after complaints.", "48", "+", "r"),
    ], []),
    # --- café supplier sheets: Pennant Café, Little Lark Coffee
    ("pennant-roaster", "cafe", [
        ("Pennant espresso beans from Ashgrove Roastery.", "ashgrove", "+", "-"),
        ("Switched Pennant's roaster to Kiln Street.", "kilnstreet", "+", "r"),
        ("Roaster (Pennant): Dunmore Coffee Co.", "dunmore", "+", "r"),
        ("Roaster (Pennant): Kiln Street.", "kilnstreet", "+", "s"),
    ], []),
    ("pennant-milk", "cafe", [
        ("Pennant milk from Hollin Dairy, 20L a day.", "hollin", "+", "-"),
        ("Pennant milk from Greenbank Organic, 20L a day.", "greenbank", "+", "s"),
    ], []),
    ("pennant-flatwhite", "cafe", [
        ("Flat white at Pennant £3.20.", "3.20", "+", "-"),
        ("Flat white at Pennant £3.40.", "3.40", "+", "s"),
        ("Pennant flat white gone up to £3.60.", "3.60", "+", "r"),
    ], []),
    ("lark-wk-open", "cafe", [
        ("Little Lark opens 7:30 Mon-Fri.", "0730", "+", "-"),
        ("Little Lark now opens at 7 on weekdays.", "0700", "+", "r"),
    ], []),
    ("lark-oatmilk", "cafe", [
        ("Oat milk at Little Lark: Avenfield.", "avenfield", "+", "-"),
        ("Oat milk at Little Lark: Morrow Oat Co.", "morrow", "+", "s"),
    ], []),
    ("lark-pastry", "cafe", [
        ("Little Lark pastries come from Crumb Theory.", "crumb", "+", "-"),
        ("Little Lark pastries come from Halvard Bakehouse.", "halvard", "+", "s"),
        ("Halvard has been replaced by Crumb Theory for the Little Lark pastries.", "crumb", "+", "r"),
    ], []),
    ("lark-stampcard", "cafe", [
        ("Little Lark runs a stamp card, tenth coffee free.", "stampcard", "+", "-"),
        ("Stamp cards stopped at Little Lark.", "stampcard", "-", "r"),
    ], []),
    ("pennant-manager", "cafe", [
        ("Pennant manager: Jude Amari.", "amari", "+", "-"),
        ("Pennant is now managed by Fen Castillo.", "castillo", "+", "r"),
    ], []),
    ("pennant-card", "cafe", [
        ("Pennant card terminal: SumPay.", "sumpay", "+", "-"),
        ("Pennant card terminal: Tapfield.", "tapfield", "+", "s"),
    ], []),
    ("pennant-pavement", "cafe", [
        ("Pennant has pavement seating, 4 tables.", "pavement", "+", "-"),
        ("Pavement licence surrendered, no outdoor tables at Pennant anymore.", "pavement", "-", "r"),
        ("Pennant's pavement tables are back out now the new licence has come through.", "pavement", "+", "r"),
    ], []),
    ("lark-carrot", "cafe", [
        ("Slice of carrot cake at Little Lark £3.80.", "3.80", "+", "-"),
        ("Slice of carrot cake at Little Lark £4.10.", "4.10", "+", "s"),
    ], []),
    ("pennant-foodwaste", "cafe", [
        ("Pennant food waste collected by Verdan Recycling, Fridays.", "verdan", "+", "-"),
        ("Pennant food waste collected by Compost Loop, Fridays.", "compostloop", "+", "s"),
    ], []),
    ("lark-headbarista", "cafe", [
        ("Head barista at Little Lark: Mio.", "mio", "+", "-"),
        ("Mio has left; Little Lark's head barista is Ravi now.", "ravi", "+", "r"),
        ("Head barista at Little Lark: Ines.", "ines", "+", "s"),
    ], []),
    # --- venue booking trackers: The Old Tannery, Marlow Hall
    ("tannery-hartley", "venue", [
        ("Hartley wedding, 14 June, Old Tannery: 120 covers booked.", "120", "+", "-"),
        ("Hartley wedding at the Old Tannery up to 134 covers.", "134", "+", "r"),
        ("Hartley wedding final numbers: 128 covers.", "128", "+", "r"),
        ("Hartley wedding: 131 covers after two late RSVPs.", "131", "+", "r"),
    ], []),
    ("tannery-brisk", "venue", [
        ("Brisk Insurance awards dinner at the Old Tannery: 220 covers.", "220", "+", "-"),
        ("Brisk Insurance awards dinner at the Old Tannery: 205 covers.", "205", "+", "s"),
    ], []),
    ("marlow-standing", "venue", [
        ("Marlow Hall main room: 400 standing.", "400", "+", "-"),
        ("Licensing cut the Marlow Hall main room to 350 standing.", "350", "+", "r"),
    ], []),
    ("tannery-av", "venue", [
        ("Old Tannery AV by Lumen Rigging.", "lumen", "+", "-"),
        ("Old Tannery AV contract moved to Soundfold Events.", "soundfold", "+", "r"),
    ], [("elaboration", "Soundfold Events handle Old Tannery AV: PA, lighting rig and a tech on call for every booking.")]),
    ("marlow-caterer", "venue", [
        ("Exclusive caterer at Marlow Hall: Parsley & Pike.", "parsley", "+", "-"),
        ("Parsley & Pike lost the exclusive; Marlow Hall catering is Gilt Table's from January.", "gilt", "+", "h"),
    ], []),
    ("tannery-deposit", "venue", [
        ("Old Tannery hire deposit: 25% of the fee.", "25", "+", "-"),
        ("Old Tannery hire deposit: 30% of the fee.", "30", "+", "s"),
    ], []),
    ("tannery-latelicence", "venue", [
        ("Old Tannery licensed until 01:00.", "0100", "+", "-"),
        ("Old Tannery licence extended to 02:00 at the hearing.", "0200", "+", "r"),
    ], []),
    ("marlow-eventsmgr", "venue", [
        ("Marlow Hall events manager: Cora Blyth.", "blyth", "+", "-"),
        ("Cora Blyth still events manager at Marlow Hall as of the spring brochure.", "blyth", "+", "c"),
        ("Marlow Hall events manager: Wendell Osei.", "osei", "+", "s"),
        ("Marlow Hall events are now handled by Piet Annand.", "annand", "+", "r"),
    ], []),
    ("tannery-security", "venue", [
        ("Old Tannery door staff from Ironside Security.", "ironside", "+", "-"),
        ("Door supervision at the Old Tannery switched to Northgate Guarding.", "northgate", "+", "r"),
    ], []),
    ("marlow-booking", "venue", [
        ("Marlow Hall bookings tracked in Venuebase.", "venuebase", "+", "-"),
        ("Marlow Hall booking tracker: moved to Eventrix.", "eventrix", "+", "r"),
    ], [("confirmation", "Eventrix remains the Marlow Hall booking tracker, renewed for 12 months.")]),
    ("marlow-fireofficer", "venue", [
        ("Marlow Hall fire officer: Sgt. Haldane (retd).", "haldane", "+", "-"),
        ("Marlow Hall fire officer: Orla Whitcombe.", "whitcombe", "+", "s"),
    ], []),
    ("marlow-confetti", "venue", [
        ("Marlow Hall allows confetti on the lawn.", "confetti", "+", "-"),
        ("Confetti no longer allowed at Marlow Hall.", "confetti", "-", "r"),
        ("Confetti permitted again at Marlow Hall, biodegradable only.", "confetti", "+", "r"),
    ], []),
    ("tannery-cleaning", "venue", [
        ("Old Tannery post-event cleaning: Sparrow Clean.", "sparrow", "+", "-"),
        ("Old Tannery post-event cleaning: Brightside Facilities.", "brightside", "+", "s"),
    ], []),
    ("marlow-sat-minspend", "venue", [
        ("Saturday minimum spend at Marlow Hall: £6,000.", "6000", "+", "-"),
        ("Saturday minimum spend at Marlow Hall: £6,500.", "6500", "+", "s"),
        ("Marlow Hall Saturdays need a £7,000 minimum spend from next season.", "7000", "+", "r"),
    ], []),
]

# ---------------------------------------------------------------------------
# Labelled groups: every memory here is labelled and must never pair.
# kind 'same': one fact, same value, restated later (truth rule run on it).
# kind 'eq': one fact, different values, identical order time (rule run).
# kind 'set': values that coexist; kind 'solo': each memory its own fact.
# members: (text, value)
# ---------------------------------------------------------------------------
GROUPS = [
    # multi_valued
    ("multi_valued", "restaurant", "set", [
        ("Allergens in the Quay Room crab tart: shellfish, gluten, egg.", "a"),
        ("Crab tart also contains mustard, it's in the dressing.", "b"),
        ("Celery is another allergen in the crab tart; it's in the stock.", "c")]),
    ("multi_valued", "restaurant", "set", [
        ("Wines by the glass at Brindle & Oak: Albariño, Côtes du Rhône.", "a"),
        ("Brindle & Oak also pouring a Grüner by the glass now.", "b"),
        ("Another by-the-glass addition at Brindle & Oak: the Etna Rosso.", "c")]),
    ("multi_valued", "hotel", "set", [
        ("First aiders at Carrick Gate: Dov Kessler, Marisol Quint.", "a"),
        ("Tova is a trained first aider at Carrick Gate too.", "b"),
        ("Another first aider on the Carrick Gate team: Rufus, did the course in March.", "c")]),
    ("multi_valued", "restaurant", "set", [
        ("Herbs for Saltmarrow from Furrow Farm.", "a"),
        ("Saltmarrow also gets micro herbs from Cress & Co.", "b"),
        ("Thyme and lovage for Saltmarrow come from the roof garden too.", "c")]),
    ("multi_valued", "hotel", "set", [
        ("Languages at the Fennimore front desk: English, Polish.", "a"),
        ("Lina Fox also speaks Italian at the Fennimore desk.", "b")]),
    # scope_disjoint (each memory its own scope)
    ("scope_disjoint", "restaurant", "solo", [
        ("Saltmarrow lunch: last orders 14:45.", "1445"),
        ("Saltmarrow dinner: last orders 21:15.", "2115"),
        ("Set lunch at Saltmarrow, weekdays: £19.", "19"),
        ("Saltmarrow weekend set lunch: £23.", "23"),
        ("The bar at Brindle & Oak serves till midnight.", "0000"),
        ("Restaurant at Brindle & Oak: last seating 21:45.", "2145"),
        ("Quay Room PDR: 14 seated.", "14"),
        ("Quay Room PDR standing reception: 30.", "30")]),
    ("scope_disjoint", "cafe", "solo", [
        ("Little Lark opens 8:30 on Saturdays and Sundays.", "0830"),
        ("Summer hours at Pennant: 7:00-18:00.", "summer"),
        ("Winter hours at Pennant: 8:00-16:00.", "winter")]),
    ("scope_disjoint", "hotel", "solo", [
        ("Carrick Gate weekend breakfast runs 07:30-11:00.", "0730"),
        ("Carrick Gate day parking for event guests: £8.", "8")]),
    ("scope_disjoint", "venue", "solo", [
        ("Sunday minimum spend at Marlow Hall: £3,500.", "3500"),
        ("Marlow Hall midweek minimum spend: £2,000.", "2000")]),
    # format_variant
    ("format_variant", "restaurant", "same", [
        ("Quay Room kitchen closes at 23:00.", "2300"),
        ("Kitchen at the Quay Room shuts at 11pm.", "2300")]),
    ("format_variant", "venue", "same", [
        ("Marlow Hall damage deposit: £1,000.", "1000"),
        ("Damage deposit at Marlow Hall is 1k.", "1000")]),
    ("format_variant", "hotel", "same", [
        ("Carrick Gate has 64 bedrooms.", "64"),
        ("Sixty-four bedrooms at Carrick Gate.", "64")]),
    ("format_variant", "cafe", "same", [
        ("Pennant walk-in fridge set to 3°C.", "3c"),
        ("Walk-in at Pennant: 37.4°F.", "3c")]),
    ("format_variant", "venue", "same", [
        ("Old Tannery green room is on the 2nd floor.", "2"),
        ("Green room at the Old Tannery: second floor.", "2")]),
    ("format_variant", "hotel", "same", [
        ("Fennimore fire alarm test: 12/03, Tuesdays weekly after that.", "t"),
        ("Fennimore fire alarm test: 3 December, Tuesdays weekly after that.", "t")]),
    # elaboration (incl. reversed: detailed first, terse later)
    ("elaboration", "restaurant", "same", [
        ("Brindle & Oak ice machine service: Frostline.", "frostline"),
        ("Brindle & Oak ice machine is serviced by Frostline Refrigeration every quarter, contract ref FL-2291.", "frostline")]),
    ("elaboration", "restaurant", "same", [
        ("Sunday sous at Saltmarrow: Pia.", "pia"),
        ("Pia Lindqvist does Sundays as sous at Saltmarrow, moved over from pastry last year.", "pia")]),
    ("elaboration", "restaurant", "same", [
        ("Quay Room grease trap emptied by Drainwell.", "drainwell"),
        ("Drainwell empty the Quay Room grease trap, usually first Monday of the month at 6am.", "drainwell")]),
    ("elaboration", "hotel", "same", [
        ("Fennimore boardroom seats 22 round the oak table, with a screen and a four-line conference phone.", "22"),
        ("Fennimore boardroom: 22.", "22")]),
    ("elaboration", "cafe", "same", [
        ("Pennant's gas safety engineer is Corrin Wyatt.", "wyatt"),
        ("Gas safety at Pennant: Corrin Wyatt, Gas Safe reg 55120, annual check each August.", "wyatt")]),
    ("elaboration", "venue", "same", [
        ("Marlow Hall house florist: Bramble & Thorn.", "bramble"),
        ("Bramble & Thorn are Marlow Hall's house florist; they do the entrance urns and the table centres.", "bramble")]),
    # confirmation
    ("confirmation", "restaurant", "same", [
        ("Pest control at Brindle & Oak: Kestrel Pest Services.", "kestrel"),
        ("Kestrel still doing the Brindle & Oak pest control visits, confirmed at renewal.", "kestrel")]),
    ("confirmation", "restaurant", "same", [
        ("Saltmarrow fryer oil collected by Renu Oils.", "renu"),
        ("Renu Oils collected the Saltmarrow fryer oil as usual on Thursday.", "renu")]),
    ("confirmation", "hotel", "same", [
        ("Carrick Gate lift maintenance: Apex Lifts.", "apex"),
        ("Lift maintenance at Carrick Gate still with Apex Lifts for another year.", "apex")]),
    ("confirmation", "cafe", "same", [
        ("Little Lark's landlord: Tamsin Ree Properties.", "ree"),
        ("Little Lark rent paid to Tamsin Ree Properties as usual.", "ree")]),
    # different_subject (frame of a changing fact, another subject)
    ("different_subject", "restaurant", "solo", [
        ("Head chef at Brindle & Oak: Yusuf Demir.", "demir"),
        ("Saltmarrow's fish supplier: Harbour Catch.", "harbourcatch"),
        ("Set lunch at Brindle & Oak: £22.", "22"),
        ("DPS at Saltmarrow: Ezra Lyle.", "lyle"),
        ("Table 7 at the Quay Room is in Bea's section.", "bea"),
        ("Tasting menu at Saltmarrow: £70.", "70")]),
    ("different_subject", "cafe", "solo", [
        ("Little Lark's roaster is Hatchway Roasters.", "hatchway"),
        ("Little Lark's milk comes from Hollin Dairy.", "hollin")]),
    ("different_subject", "hotel", "solo", [
        ("GM at Fennimore House: Odile Brack.", "brack"),
        ("Night manager at Fennimore: Bastien Roux.", "roux")]),
    ("different_subject", "venue", "solo", [
        ("Okafor christening at the Old Tannery: 60 covers booked.", "60"),
        ("Marlow Hall AV by Lumen Rigging.", "lumen")]),
    # static (unchanging fact restated with a synonymous verb)
    ("static", "restaurant", "same", [
        ("The Quay Room sits on the ground floor of the old customs house.", "customs"),
        ("The Quay Room occupies the ground floor of the former customs house.", "customs")]),
    ("static", "venue", "same", [
        ("Marlow Hall was built in 1891.", "1891"),
        ("Marlow Hall dates from 1891.", "1891")]),
    ("static", "restaurant", "same", [
        ("Brindle & Oak is owned by Harrow Lane Hospitality.", "harrow"),
        ("Harrow Lane Hospitality owns Brindle & Oak.", "harrow")]),
    ("static", "hotel", "same", [
        ("Carrick Gate overlooks the harbour.", "harbour"),
        ("Carrick Gate looks out over the harbour.", "harbour")]),
    ("static", "venue", "same", [
        ("The Old Tannery backs onto the canal.", "canal"),
        ("The Old Tannery's rear wall borders the canal.", "canal")]),
    ("static", "cafe", "same", [
        ("Pennant was founded by the Amari sisters in 2017.", "amari"),
        ("The Amari sisters started Pennant in 2017.", "amari")]),
    # membership (look like roles, all hold at once)
    ("membership", "restaurant", "set", [
        ("Ruth Okonjo sits on the Harrow Lane group menu committee.", "a"),
        ("Ruth Okonjo is also a mentor on the apprentice scheme.", "b"),
        ("Ruth is a member of the Guild of Fish Cooks.", "c")]),
    ("membership", "restaurant", "set", [
        ("Jonah Prell is a trained fire marshal at Brindle & Oak.", "a"),
        ("Jonah Prell also serves on the Harrow Lane health & safety committee.", "b"),
        ("Jonah sits on the local Pubwatch scheme for Brindle & Oak.", "c")]),
    ("membership", "venue", "set", [
        ("Marlow Hall is a member of the Wedding Venues Guild.", "a"),
        ("Marlow Hall also belongs to the City Conference Bureau.", "b"),
        ("Marlow Hall is an accredited Green Key venue too.", "c")]),
    ("membership", "hotel", "set", [
        ("Lina Fox is a member of the Golden Key concierge society.", "a"),
        ("Lina Fox also chairs the Fennimore staff council.", "b"),
        ("Lina is on the Fennimore wellbeing champions list as well.", "c")]),
    # equal_time (two values of one fact at one order time)
    ("equal_time", "hotel", "eq", [
        ("Carrick Gate function room: 90 theatre style.", "90"),
        ("Carrick Gate function room: 110 theatre style.", "110")]),
    ("equal_time", "restaurant", "eq", [
        ("Dry goods delivery at the Quay Room: Monday.", "mon"),
        ("Quay Room dry goods delivery day: Tuesday.", "tue")]),
    ("equal_time", "venue", "eq", [
        ("Old Tannery bar manager: Rook Halley.", "halley"),
        ("Bar manager at the Old Tannery: Esme Varga.", "varga")]),
    ("equal_time", "cafe", "eq", [
        ("Iced latte at Little Lark: £3.90.", "3.90"),
        ("Little Lark iced latte £4.20.", "4.20")]),
    ("equal_time", "hotel", "eq", [
        ("Fennimore house pianist: Teodor Vance.", "vance"),
        ("House pianist at Fennimore: Mireille Arno.", "arno")]),
    ("equal_time", "restaurant", "eq", [
        ("Saltmarrow corkage: £12 a bottle.", "12"),
        ("Corkage at Saltmarrow is £15 a bottle.", "15")]),
    # unrelated distractors (some share a subject with a changing family)
    ("unrelated", "restaurant", "solo", [
        ("Quay Room: broken tile by the dish pit reported to maintenance.", "x"),
        ("Tomas Heyer rang about his knives, left them in the office.", "x"),
        ("Harbour Catch invoice 4471 queried, two kilos short on the monkfish.", "x"),
        ("Brindle & Oak hosted the Harrow Lane quarterly review in the PDR.", "x"),
        ("Saltmarrow staff meal today was dal and rice.", "x"),
        ("EHO visited Brindle & Oak unannounced, no issues found.", "x"),
        ("Quorra POS support ticket raised: receipt printer offline at Saltmarrow.", "x"),
        ("Dario asked for the 3rd of next month off.", "x")]),
    ("unrelated", "hotel", "solo", [
        ("Carrick Gate room 212 shower drain slow, ticket raised.", "x"),
        ("Fennimore: guest in 305 left an umbrella, it's in lost property.", "x"),
        ("Kiln Street sent Fennimore a sample of their new washed Ethiopian.", "x")]),
    ("unrelated", "cafe", "solo", [
        ("Little Lark: grinder burrs changed this morning.", "x"),
        ("Ashgrove Roastery's rep dropped into Pennant with a Christmas blend.", "x")]),
    ("unrelated", "venue", "solo", [
        ("The Hartley wedding couple want a site visit at the Old Tannery on Saturday.", "x"),
        ("Old Tannery goods lift out of order during the Brisk Insurance dinner set-up.", "x"),
        ("Marlow Hall: lost earring handed in after the Osei-Brandt reception.", "x")]),
]

MODES = (("live", 27), ("stamped", 55), ("backfilled", 18))


def mode_deck(rng):
    """Exact mode proportions over every time draw (an equal_time group is one draw)."""
    slots = sum(len(v) + len(t) for _, _, v, t in FAMILIES)
    slots += sum(1 if kind == "eq" else len(ms) for _, _, kind, ms in GROUPS)
    live = round(slots * MODES[0][1] / 100.0)
    back = round(slots * MODES[2][1] / 100.0)
    deck = ["live"] * live + ["backfilled"] * back + ["stamped"] * (slots - live - back)
    rng.shuffle(deck)
    return deck


def ts(d):
    return d.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    deck = mode_deck(rng)

    def pick_mode(_rng):
        return deck.pop()

    mems = []  # dicts: key, text, family, value, pol, edit, cls, reg, order, mode

    def day_time(day, mode):
        if mode == "backfilled":
            return day
        return day + timedelta(hours=rng.randint(7, 23), minutes=rng.randrange(60), seconds=rng.randrange(60))

    def start_day():
        return datetime(2023, 1, 9, tzinfo=UTC) + timedelta(days=rng.randrange(0, 700))

    for fid, reg, versions, tails in FAMILIES:
        day = start_day()
        seq = [(t, v, p, e, None) for t, v, p, e in versions]
        last = versions[-1]
        seq += [(t, last[1], last[2], "tail", c) for c, t in tails]
        for i, (t, v, p, e, c) in enumerate(seq):
            if i:
                day += timedelta(days=rng.randint(12, 95))
            mode = pick_mode(rng)
            mems.append(dict(text=t, family=fid, value=v, pol=p, edit=e, cls=c, reg=reg,
                             order=day_time(day, mode), mode=mode))
    for gi, (cls, reg, kind, members) in enumerate(GROUPS):
        gid = "g%02d-%s" % (gi, cls)
        day = start_day()
        if kind == "eq":
            mode = pick_mode(rng)
            o = day_time(day, mode)
            for t, v in members:
                mems.append(dict(text=t, family=gid, value=v, pol="+", edit="eq", cls=cls, reg=reg,
                                 order=o, mode=mode))
            continue
        for i, (t, v) in enumerate(members):
            if i:
                day += timedelta(days=rng.randint(12, 95))
            mode = pick_mode(rng)
            fam = gid if kind == "same" else "%s-%d" % (gid, i)
            mems.append(dict(text=t, family=fam, value=v, pol="+", edit=kind, cls=cls, reg=reg,
                             order=day_time(day, mode), mode=mode))

    # created_at / observed_at from the mode
    byfam = {}
    for m in mems:
        byfam.setdefault(m["family"], []).append(m)
    for fam in sorted(byfam):
        ms = byfam[fam]
        bf = sorted([m for m in ms if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        base = datetime(2026, 11, 2, 9, tzinfo=UTC) + timedelta(days=rng.randrange(0, 26), minutes=rng.randrange(0, 480))
        for k, m in enumerate(bf):  # newest-first import
            m["created"] = base + timedelta(seconds=k * rng.randint(40, 400) + rng.randrange(0, 30))
            m["observed"] = m["order"]
        for m in ms:
            if m["mode"] == "live":
                m["created"] = m["order"]
                m["observed"] = None
            elif m["mode"] == "stamped":
                m["created"] = m["order"] + timedelta(minutes=rng.randint(2, 95), seconds=rng.randrange(60))
                m["observed"] = m["order"]

    # opaque ids in a shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, idx in enumerate(order):
        mems[idx]["id"] = "a%03d" % (n + 1)

    # truth from labels: within a family, each memory is expired by the
    # earliest strictly newer memory whose (value, polarity) differs.
    truth = []
    for fam in sorted(byfam):
        ms = sorted(byfam[fam], key=lambda m: m["order"])
        for m in ms:
            later = [x for x in ms if x["order"] > m["order"] and (x["value"], x["pol"]) != (m["value"], m["pol"])]
            if not later:
                continue
            r = min(later, key=lambda x: x["order"])
            truth.append(dict(expired_id=m["id"], replacement_id=r["id"],
                              reason="negation" if r["pol"] != m["pol"] else "value"))
    truth.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))

    assert not deck
    file_order = list(mems)
    rng.shuffle(file_order)
    check(mems, byfam, truth)
    return mems, file_order, truth


def check(mems, byfam, truth):
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    inpair = set()
    for p in truth:
        inpair.add(p["expired_id"])
        inpair.add(p["replacement_id"])
    for m in mems:
        assert m["created"] < LIMIT and m["order"] < LIMIT, m
        if m["cls"] is not None:
            assert m["id"] not in inpair, ("labelled memory in a pair", m)
        if m["mode"] == "backfilled":
            assert m["order"].hour == 0 and m["order"].minute == 0
            assert m["created"].year == 2026 and m["created"].month == 11
    for fam, ms in byfam.items():
        eq = any(m["edit"] == "eq" for m in ms)
        times = [m["order"] for m in ms]
        if eq:
            assert len(set(times)) == 1
        else:
            assert len(set(times)) == len(times), fam
    # every non-labelled memory of a changing family takes part in a pair
    for m in mems:
        if m["cls"] is None:
            assert m["id"] in inpair, m
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate text"


WORDS = re.compile(r"\S+")
KEYVAL = re.compile(r"^[^:.]{2,60}: \S")
ABBR = re.compile(r"\b(DPS|POS|FOH|BOH|EHO|PDR|PMS|AV|GM|OTA)\b")
DATEISH = re.compile(r"\b(\d{1,2}(st|nd|rd|th)|\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December)|\d{2}/\d{2}|January|March|May|June|August|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b")


def stats(mems, truth):
    out = []
    n = len(mems)
    out.append("memories: %d" % n)
    fams = {}
    for m in mems:
        if m["cls"] is None:
            fams.setdefault(m["family"], []).append(m)
    lengths = {}
    for f in FAMILIES:
        k = sum(1 for x in f[2] if x[3] != "c")
        lengths[k] = lengths.get(k, 0) + 1
    out.append("changing families: %d (distinct versions per family, in-chain confirmations not counted: %s)" % (
        len(FAMILIES), ", ".join("%d x %d" % (lengths[k], k) for k in sorted(lengths))))
    unl = sum(1 for m in mems if m["cls"] is None)
    out.append("memories in changing families (unlabelled): %d, of which in-chain confirmations: %d" % (
        unl, sum(1 for m in mems if m["edit"] == "c")))
    rv = sum(1 for p in truth if p["reason"] == "value")
    rn = sum(1 for p in truth if p["reason"] == "negation")
    out.append("true pairs: %d (value %d, negation %d)" % (len(truth), rv, rn))
    moves = 0
    for fid, reg, versions, tails in FAMILIES:
        seen = []
        for t, v, p, e in versions:
            if e == "c":
                continue
            if seen and v in seen[:-1] and v != seen[-1] and p == "+":
                moves += 1
                break
            seen.append(v)
    out.append("families with a move back (A -> B -> A): %d" % moves)
    hard_mid = sum(1 for f in FAMILIES for i, x in enumerate(f[2]) if x[3] == "h" and 0 < i < len(f[2]) - 1)
    hard = sum(1 for f in FAMILIES for x in f[2] if x[3] == "h")
    out.append("hard-worded newer versions: %d (intervening, i.e. neither first nor last: %d)" % (hard, hard_mid))
    newer = [x for f in FAMILIES for x in f[2] if x[3] in "rhs"]
    rw = sum(1 for x in newer if x[3] in "rh")
    out.append("newer versions (excluding in-chain confirmations): %d; reworded %d (%.0f%%), one-slot edits %d (%.0f%%)" % (
        len(newer), rw, 100.0 * rw / len(newer), len(newer) - rw, 100.0 * (len(newer) - rw) / len(newer)))
    cls = {}
    for m in mems:
        c = m["cls"] or "changing (unlabelled)"
        cls[c] = cls.get(c, 0) + 1
    out.append("per class:")
    for c in sorted(cls):
        out.append("  %-22s %d" % (c, cls[c]))
    regs = sorted(set(m["reg"] for m in mems))
    out.append("per register (unlabelled / labelled / pairs):")
    idreg = {m["id"]: m["reg"] for m in mems}
    for r in regs:
        u = sum(1 for m in mems if m["reg"] == r and m["cls"] is None)
        l = sum(1 for m in mems if m["reg"] == r and m["cls"] is not None)
        p = sum(1 for t in truth if idreg[t["expired_id"]] == r)
        out.append("  %-11s %3d / %3d / %3d" % (r, u, l, p))
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    out.append("time modes: " + ", ".join("%s %d (%.0f%%)" % (k, modes.get(k, 0), 100.0 * modes.get(k, 0) / n) for k, _ in MODES))
    inv = 0
    byfam = {}
    for m in mems:
        byfam.setdefault(m["family"], []).append(m)
    for ms in byfam.values():
        for a in ms:
            for b in ms:
                if a["order"] < b["order"] and a["created"] > b["created"]:
                    inv += 1
    out.append("ordered same-family memory pairs whose created_at order inverts order time: %d" % inv)
    idm = {m["id"]: m for m in mems}
    pinv = sum(1 for p in truth if idm[p["expired_id"]]["created"] > idm[p["replacement_id"]]["created"])
    out.append("true pairs whose created_at order inverts order time: %d" % pinv)
    wc = [len(WORDS.findall(m["text"])) for m in mems]
    out.append("wording: words per memory mean %.1f, min %d, max %d" % (sum(wc) / n, min(wc), max(wc)))
    out.append("wording: key: value lines %d, with an abbreviation (DPS/POS/FOH/BOH/EHO/PDR/PMS/AV/GM/OTA) %d, with a day or date word %d, with a digit %d" % (
        sum(1 for m in mems if KEYVAL.match(m["text"])),
        sum(1 for m in mems if ABBR.search(m["text"])),
        sum(1 for m in mems if DATEISH.search(m["text"])),
        sum(1 for m in mems if re.search(r"\d", m["text"]))))
    return "\n".join(out)


def listing(mems, truth):
    exp = {p["expired_id"]: p for p in truth}
    lines = []
    for m in sorted(mems, key=lambda m: (m["family"], m["order"], m["id"])):
        p = exp.get(m["id"])
        lines.append("%s  %s  %-10s %-24s %-12s %s %-5s %-18s %s  %s" % (
            m["id"], ts(m["order"]), m["mode"], m["family"], m["value"], m["pol"], m["edit"],
            m["cls"] or "-", ("-> %s %s" % (p["replacement_id"], p["reason"])) if p else "", m["text"]))
    return "\n".join(lines)


def jsonl(rows):
    return "".join(json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + "\n" for r in rows)


README = """# R28: restaurant, hospitality and venue operations records (blind)

A registered gate corpus for l9: {n} memories written as a restaurant manager's log, a hotel's ops notes, a
café's supplier sheet and a venue's booking tracker would write them (the Quay Room, Brindle & Oak and
Saltmarrow Kitchen; Hotel Carrick Gate and Fennimore House; Pennant Café and Little Lark Coffee; the Old
Tannery and Marlow Hall; every name, place, firm and figure is invented). It is meant to be frozen by sha256 in
a pre-registration and scored only as a whole.

## How it was written (blind)

Written by a helper session that read only: its brief (/work/notes/prompt-r28.md), /work/notes/protocol.md,
the design seed /work/shared/seeds/001_91fa343d1a6e0c19.txt (ADR-0051), and the sections "Memory JSONL (input
and export format)" and "Using l9 on your own export" of /work/main/README.md. It read no code, tests, other
testdata, corpora, results, pre-registrations or notes of the project, did not build or run l9, looked at no
l9 output and did not grep the repository for vocabulary. The texts were written from imagination in the
register of such records, not shaped to any extractor. No SituatedQA or TimeQA data was used and nothing was
fetched.

Every label (family, value, polarity, edit kind, class) is fixed in the tables of gen.py before anything is
generated; times, ids and file order come from a seeded PRNG (seed {seed}); truth is computed from the labels,
never from the text. gen.py asserts that no labelled memory takes part in any pair, that every unlabelled
memory does, that order times are unique within a family (except equal_time), that backfilled order times are
midnight UTC with November 2026 import instants, and that all times precede 2026-12-01.

## Files

- memories.jsonl: `{{"id","content","created_at"[,"observed_at"]}}`, RFC 3339 UTC; ids a001… assigned in a
  shuffled order, file order shuffled again.
- truth.jsonl: `{{"expired_id","replacement_id","reason"}}`, reason `value` or `negation`.
- labels.jsonl: `{{"id","class"}}` for every memory that must never appear in any candidate pair.

## Truth rule

A family is one fact: one subject, one attribute, one scope. Order time is observed_at if present, else
created_at. Within a family each memory is expired by the earliest strictly newer memory whose (value,
polarity) differs; reason `negation` when the polarities differ (the newer memory says the fact stopped
holding, or re-affirms it after it had stopped), else `value`. A chain of n versions yields n-1 pairs; a move
back (A -> B -> A) pairs through the middle; a confirmation inside a chain (same value restated) is not paired
with what it confirms but is expired, like the version it confirms, by the next change. Labelled memories
(negative classes and distractors) take part in no pair: where one restates the last value of a changing
family (tail confirmations, format variants, elaborations) nothing newer changes the value.

## Counts

```
{stats}
```

Classes: multi_valued (allergens in a dish, wines by the glass, first aiders, herb suppliers, desk languages),
scope_disjoint (lunch vs dinner, weekday vs weekend, summer vs winter, bar vs restaurant, seated vs standing,
day vs overnight parking), format_variant (23:00/11pm, £1,000/1k, 64/sixty-four, 3°C/37.4°F, 2nd/second, 12/03 vs
3 December, 21:30/9.30pm, 14:00/2pm), elaboration (terse then detailed, and detailed then terse),
confirmation (still, confirmed, as usual, remains), different_subject (the frame of a changing fact at another
venue, table or event), static (an unchanging fact restated with a synonymous verb), membership (committees,
schemes, guilds held at once by people and venues that also hold roles), equal_time (two values of one fact at
the identical order time), unrelated (distractors, several sharing a subject with a changing family).

Time modes (drawn per memory, mixed within families): live-ingested (no observed_at; order time =
created_at), stamped (observed_at = order time, created_at 2-95 minutes later), backfilled (observed_at at
midnight UTC, created_at an import instant in November 2026 assigned newest-first within a family, so
created_at order can invert order time).

## sha256

```
{sha}
```

## Regenerate

```sh
python3 gen.py            # writes memories.jsonl, truth.jsonl, labels.jsonl and this README.md
python3 gen.py --stats    # counts
python3 gen.py --list     # every memory: id, order time, mode, family, value, polarity, edit, class, pair, text
```

Two runs give byte-identical files (python3, stdlib only).
"""


def main():
    mems, file_order, truth = build()
    if "--stats" in sys.argv:
        print(stats(mems, truth))
        return
    if "--list" in sys.argv:
        print(listing(mems, truth))
        return
    rows = []
    for m in file_order:
        r = {"id": m["id"], "content": m["text"], "created_at": ts(m["created"])}
        if m["observed"] is not None:
            r["observed_at"] = ts(m["observed"])
        rows.append(r)
    labels = sorted(({"id": m["id"], "class": m["cls"]} for m in mems if m["cls"]), key=lambda r: r["id"])
    files = {
        "memories.jsonl": jsonl(rows),
        "truth.jsonl": jsonl(truth),
        "labels.jsonl": jsonl(labels),
    }
    sha = []
    for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        data = files[name].encode("utf-8")
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
        sha.append("%s  %s" % (hashlib.sha256(data).hexdigest(), name))
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(README.format(n=len(mems), seed=SEED, stats=stats(mems, truth), sha="\n".join(sha)))


if __name__ == "__main__":
    main()
