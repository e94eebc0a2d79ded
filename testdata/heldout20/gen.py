#!/usr/bin/env python3
"""Generate testdata/heldout20: a blind evaluation corpus of fleet / vehicle
maintenance memories for l9 (register: vehicles, fleet and maintenance records).

Every label (family key, value, polarity, class) is fixed in the tables below
BEFORE anything is generated. Truth is computed from those labels only, never
from the text. Standard library only; deterministic (fixed seed): two runs give
byte-identical files.

    python3 gen.py           write memories.jsonl, truth.jsonl, labels.jsonl, README.md
    python3 gen.py --stats   print counts
    python3 gen.py --list    print every memory with id, order time, mode and labels
"""

import hashlib
import json
import os
import random
import re
import sys
from datetime import datetime, timedelta, timezone

SEED = 2020_1120
HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "h20-"
LIMIT = datetime(2026, 10, 31, 23, 59, 59, tzinfo=timezone.utc)  # last order time allowed
IMPORT_FROM = datetime(2026, 11, 2, tzinfo=timezone.utc)  # backfill import instants: November 2026
IMPORT_TO = datetime(2026, 11, 28, tzinfo=timezone.utc)

NEG = "-"
POS = "+"


class V:
    """One memory: its text and its labels.

    value/pol are the labels truth is computed from; vs is the surface form of
    the value inside text (used only for the wording statistics); at pins the
    order date; cls marks a labelled (never paired) memory; key overrides the
    family key (controls); hard marks a hard-worded intervening version; conf
    marks a confirmation inside a chain (it is paired, not labelled).
    """

    def __init__(self, value, text, pol=POS, vs=None, at=None, cls=None, key=None,
                 hard=False, conf=False):
        self.value = value
        self.text = text
        self.pol = pol
        self.vs = vs if vs is not None else value
        self.at = at
        self.cls = cls
        self.key = key
        self.hard = hard
        self.conf = conf


# ---------------------------------------------------------------------------
# Changing families. fam(key, start date, versions...). Versions are listed in
# order; each is strictly newer than the one before. Versions carrying cls are
# labelled tails (confirmation / format_variant / elaboration of the value in
# force) and must come out in no pair.
# ---------------------------------------------------------------------------

FAMILIES = []


def fam(key, start, *versions, gap=(25, 160), kind="chain"):
    FAMILIES.append(dict(key=key, start=start, versions=list(versions), gap=gap, kind=kind))


# --- chains of four and five versions --------------------------------------
fam("van14|driver", "2023-03-06",
    V("Kwabena Ashworth", "Van 14 (Transit Custom, LK19 XRT) – assigned driver: Kwabena Ashworth."),
    V("Osian Pryce", "Van 14 is now driven by Osian Pryce."),
    V("Lidka Formby", "Lidka's got the keys to 14 from Monday while Osian is off on paternity leave.",
      vs="Lidka", hard=True),
    V("Osian Pryce", "Osian Pryce back on van 14 as its regular driver."),
    V("Osian Pryce", "Van 14 driver checked at the quarterly audit – still Osian Pryce.", cls="confirmation"))

fam("van5|home_depot", "2023-02-13",
    V("Grays", "Van 5 home depot: Grays."),
    V("Purfleet", "Van 5 moved to the Purfleet depot from Monday."),
    V("Basildon", "Van 5 now based at Basildon."),
    V("Wickford", "Van 5 now based at Wickford."))

fam("poolcar2|insurer", "2023-04-03",
    V("Halden Mutual HM-55231", "Pool car 2 insurance: Halden Mutual, policy HM-55231.",
      vs="Halden Mutual, policy HM-55231"),
    V("Corvid Insurance CV/8812/F", "PC2 went onto the Corvid fleet policy at renewal (CV/8812/F).",
      vs="Corvid", hard=True),
    V("Stanway Fleet Cover", "Insurer for pool car 2 switched to Stanway Fleet Cover."),
    V("Corvid Insurance CV/8812/F", "Pool car 2 moved back to Corvid Insurance, policy CV/8812/F.",
      vs="Corvid Insurance, policy CV/8812/F"))

fam("van22|next_service", "2023-09-14",
    V("2024-03-12", "Van 22 – next service due 12 Mar 2024.", vs="12 Mar 2024", at="2023-09-14"),
    V("2024-09-09", "Van 22 serviced today. Next service: 9 Sep 2024.", vs="9 Sep 2024", at="2024-03-13"),
    V("2025-03-03", "Next service for van 22 is 3 March 2025.", vs="3 March 2025", at="2024-09-10"),
    V("2025-08-28", "Next service for van 22 is 28 August 2025.", vs="28 August 2025", at="2025-03-04"),
    V("2025-08-28", "Van 22 next service 28/08/2025 (booked).", cls="format_variant", at="2025-05-19"))

fam("van9|garage", "2023-01-16",
    V("Kestrel Motors", "Garage: Kestrel Motors (van 9 servicing and repairs)."),
    V("Brookfield Commercials", "Servicing on van 9 switched to Brookfield Commercials."),
    V("Marsh Lane Garage", "Van 9 now goes to Marsh Lane Garage for servicing."),
    V("Kestrel Motors", "Van 9 back to Kestrel Motors for servicing – Marsh Lane couldn't get parts."),
    V("Kestrel Motors", "Van 9 went in to Kestrel Motors for its service as usual.", cls="confirmation"))

fam("van27|route", "2023-05-08",
    V("Chelmsford loop", "Van 27 runs the Chelmsford loop."),
    V("Southend run", "27's on Southend drops now.", vs="Southend", hard=True),
    V("Colchester run", "Route: Colchester run (van 27)."),
    V("Ipswich trunk", "Van 27 was put on the Ipswich trunk."))

fam("grays_workshop|foreman", "2023-02-20",
    V("Bashir Tolland", "Workshop foreman at Grays: Bashir Tolland."),
    V("Eamon Stitt", "Eamon Stitt has taken over as foreman in the Grays workshop."),
    V("Zofia Haverley", "Grays workshop foreman is now Zofia Haverley."),
    V("Ruairi Blaxland", "Grays workshop foreman is now Ruairi Blaxland."),
    V("Ruairi Blaxland", "Ruairi Blaxland (HGV and LCV qualified, came over from the Aveley workshop) "
      "runs the Grays workshop as foreman, first point of contact for every job card.", cls="elaboration"))

fam("van31|parking_bay", "2023-06-05",
    V("B4", "Van 31 parks in bay B4."),
    V("B11", "Bay for van 31: B11."),
    V("C2", "Van 31 moved to bay C2 in the back row."),
    V("B11", "Van 31 back in B11."),
    V("D7", "Van 31 parks in bay D7 now."))

fam("vans|tyre_supplier", "2023-03-20",
    V("Tread Direct", "Tyres for the vans: Tread Direct."),
    V("Oakham Tyres", "Van tyres now supplied by Oakham Tyres."),
    V("Oakham Tyres", "Still using Oakham Tyres for the van fleet – contract rolled over.", conf=True),
    V("Roadgrip Tyre Co", "Van tyre supplier changed to Roadgrip Tyre Co."),
    V("Tread Direct", "Back with Tread Direct for van tyres, Roadgrip's prices went up."))

fam("van12|telematics", "2023-01-09",
    V("Quill Telematics", "Telematics on van 12: Quill Telematics."),
    V("Beacon Fleet", "Van 12's tracker swapped to Beacon Fleet."),
    V("Trakline", "Box in 12 replaced, now reports into Trakline.", hard=True),
    V("Vantage Live", "Telematics on van 12: Vantage Live."),
    V("Orbis Track", "Telematics on van 12: Orbis Track."))

fam("vans|breakdown_cover", "2023-04-17",
    V("Vanguard Rescue", "Breakdown cover (vans): Vanguard Rescue."),
    V("RoadAid", "Breakdown cover (vans): RoadAid."),
    V("Kingsway Recovery", "Van fleet breakdown cover moved to Kingsway Recovery at renewal."),
    V("Castlegate Assist", "Vans' breakdown cover now with Castlegate Assist."),
    V("Castlegate Assist", "Castlegate Assist covers the vans: roadside fix, recovery to our own garage, "
      "onward travel for the driver, 24/7 line on the sticker in each cab.", cls="elaboration"))

# --- chains of three versions ----------------------------------------------
fam("van7|registration", "2023-03-13",
    V("YD18 KPW", "Van 7 reg: YD18 KPW."),
    V("K4 SHT", "Reg changed to a private plate on van 7: K4 SHT."),
    V("MX18 RWD", "Van 7 re-registered as MX18 RWD after the private plate was retained by the old owner."))

fam("van17|mot_due", "2023-05-15",
    V("2024-05-14", "MOT due: 14/05/2024 (van 17).", vs="14/05/2024", at="2023-05-15"),
    V("2025-05-13", "Van 17 passed its MOT, next due 13 May 2025.", vs="13 May 2025", at="2024-05-10"),
    V("2026-05-12", "Van 17 passed its MOT, next due 12 May 2026.", vs="12 May 2026", at="2025-05-09"),
    V("2026-05-12", "Van 17: MOT 12.05.26.", cls="format_variant", at="2025-08-04"))

fam("van24|lease_end", "2023-02-01",
    V("2025-01-31", "Van 24 lease end: 31 Jan 2025.", vs="31 Jan 2025", at="2023-02-01"),
    V("2025-07-31", "Lease on van 24 extended to 31 Jul 2025.", vs="31 Jul 2025", at="2024-11-20"),
    V("2026-01-31", "Lease on van 24 extended to 31 Jan 2026.", vs="31 Jan 2026", at="2025-06-30"),
    V("2026-01-31", "Van 24 lease end 2026-01-31.", cls="format_variant", at="2025-09-08"))

fam("van33|status", "2024-01-15",
    V("in service", "Status: in service (van 33)."),
    V("in the body shop", "Van 33 into the body shop after the reversing bump."),
    V("awaiting parts", "Van 33 status: awaiting parts (rear door)."))

fam("mb1|overnight_parking", "2023-06-26",
    V("Chapel Street car park", "Minibus is kept overnight in the Chapel Street car park."),
    V("Grays yard", "Minibus now parks overnight at the Grays yard."),
    V("Aveley compound", "Minibus now parks overnight at the Aveley compound."))

fam("poolcar4|fuel_card", "2023-07-03",
    V("Pumpline 3308", "Pool car 4 fuel card: Pumpline ending 3308.", vs="Pumpline ending 3308"),
    V("Pumpline 3308", "Checked the fuel card in pool car 4 at the audit, still the 3308 card.",
      vs="3308", conf=True),
    V("Pumpline 7190", "New fuel card for PC4, ending 7190 – old one expired.", vs="7190"),
    V("Pumpline 2261", "New fuel card for PC4, ending 2261 – old one expired.", vs="2261"))

fam("van3|driver|weekdays", "2023-04-10",
    V("Callum Dunmore", "Van 3 weekday driver: Callum Dunmore."),
    V("Femi Hartigan", "Femi Hartigan takes van 3 Monday to Friday from next week."),
    V("Jolanta Seddon", "Mon–Fri driver on van 3 is now Jolanta Seddon."),
    V("Jolanta Seddon", "Jolanta Seddon drives van 3 Monday to Friday – 7am start, keys from the "
      "cabinet by the transport office, van back on charge by 5.", cls="elaboration"))

fam("t2|driver|night", "2023-08-07",
    V("Nkechi Ormond", "T2 night shift driver: Nkechi Ormond."),
    V("Tobiah Wrenfield", "Nights on T2 are now covered by Tobiah Wrenfield."),
    V("Vikram Sallis", "Vikram Sallis was moved onto T2 nights."))

fam("van30|route|north", "2023-10-09",
    V("Ongar round", "North route for van 30: the Ongar round."),
    V("Epping round", "Van 30 now does the Epping round on the north side."),
    V("Loughton round", "Van 30 now does the Loughton round on the north side."))

fam("poolcars|booking_contact", "2023-01-30",
    V("Priti Caldecott", "Pool car bookings go through Priti Caldecott."),
    V("Dmitri Aldous", "Pool-car sheet is now looked after by Dmitri Aldous – email him for bookings."),
    V("Maelle Pennock", "Pool-car sheet is now looked after by Maelle Pennock – email her for bookings."))

fam("van38|lease_company", "2023-09-18",
    V("Arden Vehicle Leasing", "Van 38 is leased from Arden Vehicle Leasing."),
    V("Fleetwise Contract Hire", "Van 38 lease transferred to Fleetwise Contract Hire (Arden sold its book)."),
    V("Larkspur Leasing", "New lease on van 38 signed with Larkspur Leasing."),
    V("Larkspur Leasing", "Larkspur confirmed as van 38's lease company at the annual review.",
      vs="Larkspur", cls="confirmation"))

fam("t1|next_service_km", "2023-03-27",
    V("120000 km", "7.5t truck (T1): next service at 120,000 km.", vs="120,000 km"),
    V("120000 km", "T1 service interval unchanged – still due at 120,000 km.", vs="120,000 km", conf=True),
    V("140000 km", "T1 serviced at 119,400 km, next service due at 140,000 km.", vs="140,000 km"),
    V("160000 km", "Next service T1: 160,000 km.", vs="160,000 km"),
    V("160000 km", "T1 next service due at 160k km.", vs="160k km", cls="format_variant"))

# --- negation families -----------------------------------------------------
fam("van3|fuel_card", "2024-02-05",
    V("Petrolink 4471", "Van 3 fuel card: Petrolink, card ending 4471.", vs="4471"),
    V("Petrolink 4471", "Fuel card for van 3 (…4471) cancelled – driver reported it lost.", pol=NEG, vs="4471"),
    V("Petrolink 4471", "Petrolink reissued the 4471 card for van 3, back in use.", vs="4471"),
    kind="negation")

fam("aurelia_dunstan|poolcar_policy", "2023-08-14",
    V("named driver", "Aurelia Dunstan added to the pool car insurance as a named driver."),
    V("named driver", "Aurelia Dunstan is no longer on the pool car insurance.", pol=NEG),
    V("named driver", "Aurelia re-added to the pool-car policy now her points have expired."),
    kind="negation")

fam("van19|lease", "2023-03-27",
    V("Larkspur Leasing", "Van 19 on a 36-month contract hire with Larkspur Leasing.", at="2023-03-27"),
    V("Larkspur Leasing", "Lease ended on van 19 – handed back to Larkspur on Friday.", pol=NEG,
      vs="Larkspur", at="2026-03-30"),
    kind="negation")

fam("van11|in_fleet", "2023-01-23",
    V("WU16 ZPC", "Van 11 (WU16 ZPC) joined the fleet, ex-hire.", at="2023-01-23"),
    V("WU16 ZPC", "Van 11 sold at auction, off the fleet list.", pol=NEG, vs="Van 11", at="2025-09-15"),
    kind="negation")

fam("van6|on_road", "2024-04-08",
    V("on the road", "Van 6 is on the road."),
    V("on the road", "Van 6 taken off the road – VOR, cracked chassis rail.", pol=NEG),
    V("on the road", "Van 6 back on the road after the welding repair."),
    V("on the road", "Van 6 still on the road, no defects at the last safety inspection.", cls="confirmation"),
    kind="negation")

fam("poolcars|breakdown_cover", "2023-10-02",
    V("RoadAid", "Pool cars have breakdown cover with RoadAid."),
    V("RoadAid", "RoadAid cover on the pool cars cancelled at renewal – not replaced yet.", pol=NEG),
    kind="negation")

fam("van21|telematics", "2024-05-13",
    V("Trakline", "Trakline tracker fitted to van 21."),
    V("Trakline", "Van 21's Trakline subscription stopped; unit left in but not reporting.", pol=NEG),
    kind="negation")

fam("van2|bay14", "2023-11-06",
    V("bay 14", "Van 2 has bay 14 at the Grays yard."),
    V("bay 14", "Bay 14 isn't van 2's anymore – released back to the landlord.", pol=NEG),
    kind="negation")

fam("van9|market_route", "2024-03-04",
    V("Thursday market route", "Van 9 does the Thursday market route."),
    V("Thursday market route", "Van 9 no longer does the Thursday market run.", pol=NEG),
    kind="negation")

fam("poolcar2|fuel_card", "2024-06-03",
    V("Pumpline 5512", "PC2 fuel card – Pumpline, ending 5512.", vs="5512"),
    V("Pumpline 5512", "Pool car 2's fuel card cancelled, card 5512 destroyed.", pol=NEG, vs="5512"),
    V("Pumpline 9034", "New fuel card issued for pool car 2: ending 9034.", vs="9034"),
    kind="negation")

# --- two-version families --------------------------------------------------
fam("van21|driver", "2023-07-10",
    V("Ottilie Brack", "Van 21 assigned driver: Ottilie Brack."),
    V("Sunil Rookwood", "Van 21 was reallocated to Sunil Rookwood."))
fam("van24|home_depot", "2023-09-04",
    V("Wickford", "Van 24 – depot: Wickford"),
    V("Aveley", "Van 24 – depot: Aveley"))
fam("van33|registration", "2023-05-15",
    V("EA20 VNL", "Van 33 reg EA20 VNL."),
    V("B33 ESX", "Reg on van 33 changed to a private plate, B33 ESX."))
fam("van12|mot_due", "2024-10-02",
    V("2025-10-03", "Van 12 MOT due 03/10/2025.", vs="03/10/2025", at="2024-10-02"),
    V("2026-10-02", "Van 12 MOT due 02/10/2026.", vs="02/10/2026", at="2025-09-30"))
fam("poolcar1|next_service", "2024-07-16",
    V("2025-01-15", "Pool car 1 next service: 15 Jan 2025.", vs="15 Jan 2025", at="2024-07-16"),
    V("2025-07-20", "Pool car 1 next service: 20 Jul 2025.", vs="20 Jul 2025", at="2025-01-14"))
fam("van27|garage", "2023-08-21",
    V("Pennine Autocare", "Van 27 is serviced by Pennine Autocare."),
    V("J&R Vehicle Services", "Van 27 servicing moved to J&R Vehicle Services."),
    V("J&R Vehicle Services", "J&R Vehicle Services, the unit behind the filling station on London Road, "
      "does van 27's servicing – book through their workshop desk, two days' notice.", cls="elaboration"))
fam("van30|insurer", "2024-01-08",
    V("Corvid Insurance", "Insurer (van 30): Corvid Insurance."),
    V("Halden Mutual", "Van 30 now insured with Halden Mutual."))
fam("van7|fuel_card", "2023-10-16",
    V("4417", "Van 7 fuel card ending 4417."),
    V("9052", "Van 7 fuel card ending 9052."))
fam("van17|lease_company", "2023-06-12",
    V("Fleetwise Contract Hire", "Lease company for van 17: Fleetwise Contract Hire."),
    V("Arden Vehicle Leasing", "Lease company for van 17: Arden Vehicle Leasing."))
fam("van31|telematics", "2024-02-12",
    V("Beacon Fleet", "Van 31 telematics: Beacon Fleet."),
    V("Orbis Track", "Orbis Track unit fitted to van 31 in place of the Beacon box."))
fam("van22|parking_bay", "2023-12-04",
    V("A3", "Van 22 parks in bay A3."),
    V("A9", "Van 22 parks in bay A9."))
fam("t2|route", "2023-04-24",
    V("Tilbury–Dagenham trunk", "T2 runs the Tilbury–Dagenham trunk."),
    V("Lakeside loop", "T2 switched to the Lakeside loop."))
fam("van38|status", "2024-09-09",
    V("in the body shop", "Van 38 status: in the body shop (nearside panel)."),
    V("at the paint shop", "Van 38 is at the paint shop now."))
fam("aveley_workshop|foreman", "2023-11-20",
    V("Gethin Marlowe", "Aveley workshop foreman: Gethin Marlowe."),
    V("Rhian Adeyemi", "Aveley workshop foreman: Rhian Adeyemi."))
fam("poolcars|tyre_supplier", "2024-03-18",
    V("Oakham Tyres", "Pool car tyres from Oakham Tyres."),
    V("Roadgrip Tyre Co", "Pool cars now get tyres from Roadgrip Tyre Co."))
fam("mb1|breakdown_cover", "2023-09-25",
    V("Vanguard Rescue", "Minibus breakdown cover: Vanguard Rescue."),
    V("Kingsway Recovery", "Minibus breakdown cover: Kingsway Recovery."))
fam("van9|lease_end", "2023-05-02",
    V("2025-04-30", "Van 9 lease ends 30 April 2025.", vs="30 April 2025", at="2023-05-02"),
    V("2025-10-31", "Van 9 lease end pushed back to 31 October 2025.", vs="31 October 2025", at="2025-03-20"))
fam("poolcar4|policy_number", "2023-12-11",
    V("CV/2210/P", "Pool car 4 policy no. CV/2210/P."),
    V("CV/3318/P", "Pool car 4 policy no. CV/3318/P."))
fam("van3|mot_due", "2024-02-22",
    V("2025-02-21", "MOT due: 21 Feb 2025 (van 3).", vs="21 Feb 2025", at="2024-02-22"),
    V("2026-02-20", "Van 3 through its MOT, next one due 20 Feb 2026.", vs="20 Feb 2026", at="2025-02-19"))
fam("sp08|driver", "2024-04-22",
    V("Lowri Pemberton", "SP-08 driver: Lowri Pemberton."),
    V("Anselm Dwyer", "SP-08 driver: Anselm Dwyer."))
fam("crafter|next_service", "2024-12-10",
    V("2025-06-09", "Crafter next service 09 Jun 2025.", vs="09 Jun 2025", at="2024-12-10"),
    V("2025-12-11", "Crafter serviced; next service 11 Dec 2025.", vs="11 Dec 2025", at="2025-06-10"))
fam("mb1|registration", "2024-02-19",
    V("KN17 HHD", "MB1 reg: KN17 HHD."),
    V("GRY 1", "Minibus reg changed to cherished plate GRY 1."))
fam("tipper|home_depot", "2023-07-24",
    V("Purfleet", "Tipper home depot: Purfleet."),
    V("Grays", "The tipper has moved to the Grays depot."))
fam("van14|parking_bay", "2024-06-10",
    V("D2", "Van 14 bay: D2."),
    V("D5", "Van 14 bay: D5."))
fam("van5|garage", "2024-01-22",
    V("Marsh Lane Garage", "Van 5 garage: Marsh Lane Garage."),
    V("Kestrel Motors", "Van 5 now serviced at Kestrel Motors."))
fam("van33|fuel_card", "2024-07-15",
    V("Pumpline 1184", "Van 33 – fuel card Pumpline ending 1184.", vs="1184"),
    V("Pumpline 6630", "Van 33 – fuel card Pumpline ending 6630.", vs="6630"))
fam("van19|telematics", "2023-06-19",
    V("Quill Telematics", "Van 19 tracker: Quill Telematics."),
    V("Vantage Live", "Van 19 tracker: Vantage Live."))
fam("van38|driver", "2023-05-29",
    V("Jonty Rees", "Van 38 driver – Jonty Rees."),
    V("Agnieszka Reeve", "Agnieszka Reeve is now driving van 38."),
    V("Agnieszka Reeve", "Agnieszka Reeve confirmed as van 38's driver for the new rota.", cls="confirmation"))

# ---------------------------------------------------------------------------
# Control groups: every memory is labelled with the group's class. Each item
# carries its own family key (multi-valued facts, other scopes, other
# subjects); members of one group are spaced in time unless equal=True.
# ---------------------------------------------------------------------------

GROUPS = []


def group(cls, start, *items, equal=False):
    GROUPS.append(dict(cls=cls, start=start, items=list(items), equal=equal))


# multi_valued: values that coexist
group("multi_valued", "2023-08-28",
      V("Yusra Collingham", "Yusra Collingham added as an authorised driver on van 14.",
        key="van14|authorised_driver|Yusra Collingham"),
      V("Hamish Tebbit", "Hamish Tebbit also authorised to drive van 14.",
        key="van14|authorised_driver|Hamish Tebbit"),
      V("Kwabena Ashworth", "Authorised drivers on van 14 now include Kwabena Ashworth too.",
        key="van14|authorised_driver|Kwabena Ashworth"))
group("multi_valued", "2024-01-29",
      V("ply lining", "Ply lining fitted in van 22.", key="van22|equipment|ply lining"),
      V("roof rack", "Roof rack fitted on van 22 as well.", key="van22|equipment|roof rack"),
      V("reversing camera", "Another one for van 22: reversing camera fitted.",
        key="van22|equipment|reversing camera"))
group("multi_valued", "2023-11-13",
      V("C1", "Osian Pryce holds C1 on his licence.", key="osian|licence_category|C1"),
      V("D1", "Osian also has D1, so he can take the minibus.", key="osian|licence_category|D1"))
group("multi_valued", "2024-05-06",
      V("first aid kit", "First aid kit in pool car 1.", key="poolcar1|accessory|first aid kit"),
      V("dashcam", "Dashcam fitted to pool car 1 too.", key="poolcar1|accessory|dashcam"))
group("multi_valued", "2023-06-05",
      V("Polish", "Agnieszka Reeve speaks Polish – useful for the Dagenham drops.",
        key="agnieszka|language|Polish"),
      V("Russian", "Agnieszka speaks Russian as well.", key="agnieszka|language|Russian"))
group("multi_valued", "2024-08-19",
      V("pallet truck", "Van 9 carries a pallet truck.", key="van9|kit|pallet truck"),
      V("trolley jack", "Another bit of kit on van 9: a 2-tonne trolley jack.", key="van9|kit|trolley jack"))

# scope_disjoint: same attribute, another scope (the first three face changing families)
group("scope_disjoint", "2024-02-26",
      V("Hamish Tebbit", "Weekend driver for van 3: Hamish Tebbit.", key="van3|driver|weekends"))
group("scope_disjoint", "2024-03-11",
      V("Rhodri Amsel", "Day shift driver on T2: Rhodri Amsel.", key="t2|driver|day"))
group("scope_disjoint", "2024-06-24",
      V("Canvey round", "South route for van 30: the Canvey round.", key="van30|route|south"))
group("scope_disjoint", "2023-10-23",
      V("Michelin Agilis", "Van 12 summer tyres: Michelin Agilis.", key="van12|tyres|summer"),
      V("Nokian WR C3", "Van 12 winter tyres: Nokian WR C3.", key="van12|tyres|winter"))
group("scope_disjoint", "2025-04-14",
      V("Kingsway Recovery", "European breakdown cover for the vans: Kingsway Recovery.",
        key="vans|breakdown_cover|europe"))
group("scope_disjoint", "2024-09-30",
      V("05:30", "Grays yard opens 05:30 on weekdays.", key="grays_yard|opening|weekdays"),
      V("07:00", "At weekends the Grays yard opens at 07:00.", key="grays_yard|opening|weekends"))
group("scope_disjoint", "2023-12-18",
      V("Hollis Vane", "Day shift yard supervisor at Purfleet: Hollis Vane.", key="purfleet|supervisor|day"),
      V("Mireille Santos", "Night shift yard supervisor at Purfleet: Mireille Santos.",
        key="purfleet|supervisor|night"))
group("scope_disjoint", "2025-01-20",
      V("£150", "Weekday fuel limit on the van cards: £150.", key="van_cards|fuel_limit|weekday"),
      V("£80", "Weekend fuel limit on the van cards: £80.", key="van_cards|fuel_limit|weekend"))
group("scope_disjoint", "2024-04-29",
      V("Corvid Insurance", "North region fleet insurer: Corvid Insurance.", key="fleet|insurer|north"),
      V("Stanway Fleet Cover", "South region vans are insured with Stanway Fleet Cover.",
        key="fleet|insurer|south"))

# format_variant: the same value in another format (standalone pairs)
group("format_variant", "2024-02-05",
      V("90000 miles", "Van 25 next service due at 90,000 miles.", key="van25|next_service_miles"),
      V("90000 miles", "Van 25 next service: 90k miles.", key="van25|next_service_miles"))
group("format_variant", "2024-10-14",
      V("2025-11-04", "Van 23 MOT due 04/11/2025.", key="van23|mot_due"),
      V("2025-11-04", "Van 23 – MOT due 2025-11-04.", key="van23|mot_due"))
group("format_variant", "2023-09-11",
      V("17:00", "Van 35 has to be back at the depot by 17:00.", key="van35|return_time"),
      V("17:00", "Van 35 back at depot by 5pm.", key="van35|return_time"))
group("format_variant", "2024-06-17",
      V("£1000", "Excess on the van policy: £1,000.", key="van_policy|excess"),
      V("£1000", "Van policy excess is £1k.", key="van_policy|excess"))
group("format_variant", "2025-02-03",
      V("level 2", "Pool car 5 is kept on level 2 of the Quay Street car park.", key="poolcar5|parking"),
      V("level 2", "Pool car 5 lives on the second level at Quay Street.", key="poolcar5|parking"))

# elaboration: the same value with more detail (two of them reversed: terse later)
group("elaboration", "2024-03-25",
      V("Wickford", "Van 32 home depot: Wickford.", key="van32|home_depot"),
      V("Wickford", "Van 32 is based at Wickford depot – parks by the wash bay, keys in the key safe, "
        "fuel from the bunker there.", key="van32|home_depot"))
group("elaboration", "2023-07-17",
      V("Corvid Insurance", "Van 34 is insured by Corvid Insurance under the fleet policy, renewed every "
        "April through the broker, claims line on the windscreen sticker.", key="van34|insurer"),
      V("Corvid Insurance", "Van 34 insurer: Corvid.", key="van34|insurer"))
group("elaboration", "2024-11-11",
      V("Roadgrip Tyre Co", "Truck tyres come from Roadgrip Tyre Co.", key="trucks|tyre_supplier"),
      V("Roadgrip Tyre Co", "Truck tyres come from Roadgrip Tyre Co – the Purfleet branch, 24h callout "
        "included, account number on the workshop board.", key="trucks|tyre_supplier"))
group("elaboration", "2025-03-17",
      V("Basildon route", "Van 37 runs the Basildon industrial estates route, out at 6:15 and usually "
        "back by 2, with the last drop at the print works.", key="van37|route"),
      V("Basildon route", "Van 37: Basildon route.", key="van37|route"))

# confirmation: a value in force restated later (standalone pairs)
group("confirmation", "2023-10-30",
      V("Aveley", "Van 36 home depot: Aveley.", key="van36|home_depot"),
      V("Aveley", "Van 36 is still at Aveley.", key="van36|home_depot"))
group("confirmation", "2024-04-15",
      V("Stanway Fleet Cover", "HGV insurer: Stanway Fleet Cover.", key="hgvs|insurer"),
      V("Stanway Fleet Cover", "Stanway confirmed for another year on the HGVs.", key="hgvs|insurer"))
group("confirmation", "2023-12-04",
      V("Eluned Farr", "Minibus driver: Eluned Farr.", key="mb1|driver"),
      V("Eluned Farr", "Minibus driver remains Eluned Farr for the spring term.", key="mb1|driver"))
group("confirmation", "2025-05-05",
      V("Brookfield Commercials", "Tipper garage: Brookfield Commercials.", key="tipper|garage"),
      V("Brookfield Commercials", "Tipper went to Brookfield Commercials for its service as usual.",
        key="tipper|garage"))

# different_subject: the frame of a changing fact, another subject (each subject appears once)
group("different_subject", "2023-09-04",
      V("Halvard Quist", "Van 41 is now driven by Halvard Quist.", key="van41|driver"))
group("different_subject", "2024-05-20",
      V("Purfleet", "Van 15 moved to the Purfleet depot from Monday.", key="van15|home_depot"))
group("different_subject", "2025-02-10",
      V("Halden Mutual HM-60412", "Pool car 3 insurance: Halden Mutual, policy HM-60412.", key="poolcar3|insurer"))
group("different_subject", "2024-12-02",
      V("2025-06-04", "Van 29 – next service due 4 Jun 2025.", key="van29|next_service"))
group("different_subject", "2023-11-27",
      V("Brookfield Commercials", "Servicing on van 16 switched to Brookfield Commercials.", key="van16|garage"))
group("different_subject", "2024-07-29",
      V("Chelmsford loop", "Van 42 runs the Chelmsford loop.", key="van42|route"))
group("different_subject", "2025-07-07",
      V("Marit Oyelaran", "Workshop foreman at Basildon: Marit Oyelaran.", key="basildon_workshop|foreman"))
group("different_subject", "2024-10-28",
      V("B4", "Van 13 parks in bay B4.", key="van13|parking_bay"))
group("different_subject", "2023-05-22",
      V("Quill Telematics", "Telematics on van 18: Quill Telematics.", key="van18|telematics"))
group("different_subject", "2025-08-11",
      V("Vanguard Rescue", "Breakdown cover (cars): Vanguard Rescue.", key="cars|breakdown_cover"))
group("different_subject", "2024-05-27",
      V("2025-05-14", "MOT due: 14/05/2025 (van 20).", key="van20|mot_due"))
group("different_subject", "2025-04-22",
      V("Petrolink 4417", "Van 10 fuel card: Petrolink, card ending 4417.", key="van10|fuel_card"))

# static: an unchanging fact restated with a synonymous verb
group("static", "2023-04-24",
      V("diesel", "Van 5 runs on diesel.", key="van5|fuel_type"),
      V("diesel", "Van 5 uses diesel.", key="van5|fuel_type"))
group("static", "2023-10-09",
      V("Thames Road", "The Grays depot is on Thames Road.", key="grays_depot|address"),
      V("Thames Road", "Grays depot sits on Thames Road.", key="grays_depot|address"))
group("static", "2024-08-05",
      V("3", "Van 12 seats three across the front.", key="van12|seats"),
      V("3", "Van 12 carries three up front.", key="van12|seats"))
group("static", "2023-06-12",
      V("7.5 t", "T2 has a gross weight of 7.5 tonnes.", key="t2|gvw"),
      V("7.5 t", "T2 is plated at 7.5 tonnes GVW.", key="t2|gvw"))
group("static", "2024-09-16",
      V("16", "The minibus has 16 passenger seats.", key="mb1|seats"),
      V("16", "MB1 holds 16 passengers.", key="mb1|seats"))
group("static", "2025-01-06",
      V("2020", "Van 30 was first registered in 2020.", key="van30|first_registered"),
      V("2020", "Van 30 dates from 2020.", key="van30|first_registered"))

# membership: memberships that look like roles, all holding at once
group("membership", "2023-07-31",
      V("fleet safety committee", "Eamon Stitt is on the fleet safety committee.", key="eamon|member|fsc"),
      V("depot H&S forum", "Eamon also sits on the depot health and safety forum.", key="eamon|member|hs_forum"),
      V("first aider", "Eamon Stitt is one of the first aiders at Grays.", key="eamon|member|first_aid"))
group("membership", "2024-02-12",
      V("FORS working group", "Lidka Formby is a member of the FORS working group.", key="lidka|member|fors"),
      V("CPC trainer", "Lidka is a driver CPC trainer as well.", key="lidka|member|cpc"),
      V("union branch committee", "Lidka sits on the union branch committee.", key="lidka|member|union"))
group("membership", "2024-11-25",
      V("refrigerated sub-fleet", "Van 24 is in the refrigerated sub-fleet.", key="van24|member|fridge"),
      V("ULEZ-compliant list", "Van 24 is also on the ULEZ-compliant list.", key="van24|member|ulez"),
      V("out-of-hours rota", "Van 24 is part of the out-of-hours cover rota.", key="van24|member|ooh"))
group("membership", "2023-03-20",
      V("fire marshal", "Bashir Tolland is a fire marshal at Grays.", key="bashir|member|fire"),
      V("fleet champion", "Bashir is also the depot's fleet champion.", key="bashir|member|champion"),
      V("apprentice panel", "Bashir is on the apprentice interview panel.", key="bashir|member|apprentice"))

# equal_time: two values of one fact at the identical order time
group("equal_time", "2025-03-10",
      V("C14", "Van 38 bay: C14.", key="van38|parking_bay"),
      V("C15", "Van 38 bay: C15.", key="van38|parking_bay"), equal=True)
group("equal_time", "2024-08-12",
      V("6620", "Pool car 1 fuel card ending 6620.", key="poolcar1|fuel_card"),
      V("6602", "PC1 fuel card – ending 6602.", key="poolcar1|fuel_card"), equal=True)
group("equal_time", "2024-05-20",
      V("Kasimir Fenwick", "Van 11 driver: Kasimir Fenwick.", key="van11|driver"),
      V("Sabine Oduya", "Van 11 driver: Sabine Oduya.", key="van11|driver"), equal=True)
group("equal_time", "2024-11-04",
      V("2025-02-18", "Tipper next service 18 Feb 2025.", key="tipper|next_service"),
      V("2025-02-25", "Tipper next service 25 Feb 2025.", key="tipper|next_service"), equal=True)
group("equal_time", "2025-06-23",
      V("Aveley", "Crafter home depot: Aveley.", key="crafter|home_depot"),
      V("Wickford", "Crafter is based at Wickford.", key="crafter|home_depot"), equal=True)
group("equal_time", "2024-01-15",
      V("Pennine Autocare", "SP-08 serviced by Pennine Autocare.", key="sp08|garage"),
      V("J&R Vehicle Services", "Garage for SP-08: J&R Vehicle Services.", key="sp08|garage"), equal=True)

# unrelated distractors (some share a subject with a changing family)
for i, (start, text) in enumerate([
    ("2024-03-04", "PCN received for van 14 – bus lane on Dock Road, paid within 14 days."),
    ("2023-08-14", "Van 5 valeted inside and out."),
    ("2023-12-18", "Depot closed 24 Dec to 2 Jan; vans stay locked in the yard."),
    ("2024-10-07", "Speeding notice for van 22 forwarded to the driver."),
    ("2025-05-26", "LEZ charge paid for van 9's trip into Birmingham."),
    ("2024-07-22", "Windscreen chip repaired on van 27 by the mobile fitter."),
    ("2023-11-20", "Tacho download done for T2."),
    ("2025-01-27", "Defect sheet, van 31: nearside wiper blade split."),
    ("2024-04-01", "Ordered 20 new traffic cones for the Grays yard."),
    ("2023-05-01", "Reminder to all drivers: walkaround checks before leaving the yard."),
    ("2025-09-08", "Van 12 had its AdBlue topped up."),
    ("2024-12-16", "Pool car 2 keys are kept in the key safe at reception."),
    ("2025-03-24", "Jump leads missing from pool car 4 – replaced."),
    ("2024-08-27", "Van 33 wheel alignment done after kerbing."),
    ("2023-09-18", "Fleet meeting moved to Thursday this month."),
    ("2025-10-06", "New hi-vis vests handed out to the night drivers."),
    ("2024-06-03", "Van 17 stopped for a DVSA roadside check – no issues found."),
    ("2025-07-21", "Diesel price at the depot bunker up 4p a litre."),
    ("2025-08-18", "Van 38 dashcam footage sent to the insurer for the car park scrape."),
    ("2026-02-09", "Load area on van 24 cleaned out after the fridge unit leaked."),
]):
    group("unrelated", start, V("-", text, key="unrelated|%02d" % i))


# ---------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------

def parse_day(s):
    return datetime.strptime(s, "%Y-%m-%d").replace(tzinfo=timezone.utc)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def time_of_day(rng):
    return timedelta(hours=rng.randint(6, 18), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))


def build():
    rng = random.Random(SEED)
    mems = []  # dicts in table order

    for f in FAMILIES:
        day = parse_day(f["start"])
        prev = None
        for i, v in enumerate(f["versions"]):
            if v.at:
                day = parse_day(v.at)
            elif i > 0:
                day = day + timedelta(days=rng.randint(*f["gap"]))
            if prev is not None and day <= prev:
                raise SystemExit("family %s: version %d not after the previous one" % (f["key"], i))
            prev = day
            mems.append(dict(key=v.key or f["key"], value=v.value, pol=v.pol, text=v.text, vs=v.vs,
                             cls=v.cls, hard=v.hard, conf=v.conf, family=f["key"], kind=f["kind"],
                             pos=i, day=day, group=None))
    for gi, g in enumerate(GROUPS):
        day = parse_day(g["start"])
        for i, v in enumerate(g["items"]):
            if i > 0 and not g["equal"]:
                day = day + timedelta(days=rng.randint(20, 150))
            mems.append(dict(key=v.key, value=v.value, pol=v.pol, text=v.text, vs=v.vs, cls=g["cls"],
                             hard=False, conf=False, family=None, kind="control", pos=i, day=day,
                             group=gi))

    # time modes: exact shares over the whole set, assigned by a seeded shuffle
    n = len(mems)
    n_live = round(0.27 * n)
    n_back = round(0.18 * n)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode

    # order times
    for m in mems:
        m["tod"] = time_of_day(rng)
    by_group = {}
    for m in mems:
        if m["group"] is not None and GROUPS[m["group"]]["equal"]:
            by_group.setdefault(m["group"], []).append(m)
    for m in mems:
        m["order"] = m["day"] if m["mode"] == "backfilled" else m["day"] + m["tod"]
    for gms in by_group.values():  # equal_time: one shared instant (midnight if any is backfilled)
        t = gms[0]["day"] if any(x["mode"] == "backfilled" for x in gms) else gms[0]["day"] + gms[0]["tod"]
        for x in gms:
            x["order"] = t
    for m in mems:
        if m["order"] > LIMIT:
            raise SystemExit("order time after limit: %s" % m["text"])

    # created_at / observed_at
    for m in mems:
        if m["mode"] == "live":
            m["created"], m["observed"] = m["order"], None
        elif m["mode"] == "stamped":
            m["observed"] = m["order"]
            m["created"] = m["order"] + timedelta(minutes=rng.randint(2, 55), seconds=rng.randint(0, 59))
        else:
            m["observed"] = m["order"]
    keys = sorted({m["key"] for m in mems})
    for k in keys:  # backfill: import instants in November 2026, newest order time first
        back = [m for m in mems if m["key"] == k and m["mode"] == "backfilled"]
        if not back:
            continue
        span = int((IMPORT_TO - IMPORT_FROM).total_seconds())
        t = IMPORT_FROM + timedelta(seconds=rng.randint(0, span))
        for m in sorted(back, key=lambda x: x["order"], reverse=True):
            m["created"] = t
            t = t + timedelta(seconds=rng.randint(1, 40))

    # ids: assigned in a shuffled order
    idx = list(range(n))
    rng.shuffle(idx)
    for num, i in enumerate(idx, 1):
        mems[i]["id"] = "%s%03d" % (PREFIX, num)

    # truth from labels only
    truth = []
    fams = {}
    for m in mems:
        fams.setdefault(m["key"], []).append(m)
    for k in sorted(fams):
        ms = sorted(fams[k], key=lambda x: x["order"])
        times = [x["order"] for x in ms]
        if len(set(times)) != len(times):
            if not all(x["cls"] == "equal_time" for x in ms):
                raise SystemExit("family %s: two versions share an order time" % k)
        for a in ms:
            newer = [b for b in ms if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"])]
            if not newer:
                continue
            first = min(b["order"] for b in newer)
            rep = [b for b in newer if b["order"] == first]
            if len(rep) != 1:
                raise SystemExit("family %s: ambiguous replacement" % k)
            b = rep[0]
            truth.append(dict(expired_id=a["id"], replacement_id=b["id"],
                              reason="negation" if a["pol"] != b["pol"] else "value", a=a, b=b))

    # consistency: labelled <=> in no pair
    paired = {t["expired_id"] for t in truth} | {t["replacement_id"] for t in truth}
    for m in mems:
        if m["cls"] and m["id"] in paired:
            raise SystemExit("labelled memory in a pair: %s (%s)" % (m["text"], m["cls"]))
        if not m["cls"] and m["id"] not in paired:
            raise SystemExit("unlabelled memory in no pair: %s" % m["text"])

    # file order: shuffled again
    order = list(range(n))
    rng.shuffle(order)
    return mems, [mems[i] for i in order], truth


def frame(m):
    vs = m["vs"]
    t = m["text"]
    return t.replace(vs, "\u27e8V\u27e9") if vs and vs in t else t


KV = re.compile(r"^[^:.]{2,40}:\s")
PASSIVE = re.compile(r"\b(was|were|been|is|are)\s+(\w+ed|put|given|taken|sold|reissued|re-added)\b")
ABBR = ["MOT", "reg", "VOR", "PCN", "LEZ", "ULEZ", "GVW", "DVSA", "PC1", "PC2", "PC4", "MB1", "H&S", "CPC", "FORS"]


def stats(mems, truth):
    n = len(mems)
    out = {}
    out["memories"] = n
    out["pairs"] = len(truth)
    out["pairs_value"] = sum(1 for t in truth if t["reason"] == "value")
    out["pairs_negation"] = sum(1 for t in truth if t["reason"] == "negation")
    out["labelled"] = sum(1 for m in mems if m["cls"])
    out["in_pairs"] = n - out["labelled"]
    cls = {}
    for m in mems:
        if m["cls"]:
            cls[m["cls"]] = cls.get(m["cls"], 0) + 1
    out["classes"] = dict(sorted(cls.items()))
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    out["modes"] = dict(sorted(modes.items()))
    # changing families
    chains = {}
    for m in mems:
        if m["family"] and not m["cls"]:
            chains.setdefault(m["family"], []).append(m)
    lens = {}
    for k, ms in chains.items():
        L = len(ms)
        lens[L] = lens.get(L, 0) + 1
    out["changing_families"] = len(chains)
    out["family_sizes"] = dict(sorted(lens.items()))
    distinct = {}
    for k, ms in chains.items():
        vals = []
        for m in sorted(ms, key=lambda x: x["pos"]):
            if not vals or vals[-1] != (m["value"], m["pol"]):
                vals.append((m["value"], m["pol"]))
        distinct[k] = vals
    out["chains_of_4plus_versions"] = sum(1 for v in distinct.values() if len(v) >= 4)
    moves_back = 0
    for v in distinct.values():
        for i in range(2, len(v)):
            if v[i] in v[:i - 1] and v[i][1] == POS and v[i - 1][1] == POS:
                moves_back += 1
    out["moves_back"] = moves_back
    out["hard_intervening"] = sum(1 for m in mems if m["hard"])
    out["in_chain_confirmations"] = sum(1 for m in mems if m["conf"])
    # wording: newer versions inside changing families (labelled tails excluded)
    newer = rew = 0
    for k, ms in chains.items():
        ms = sorted(ms, key=lambda x: x["pos"])
        for a, b in zip(ms, ms[1:]):
            newer += 1
            if frame(a) != frame(b):
                rew += 1
    out["newer_versions"] = newer
    out["reworded"] = rew
    out["reworded_share"] = round(rew / newer, 3) if newer else 0.0
    words = [len(m["text"].split()) for m in mems]
    out["words_mean"] = round(sum(words) / n, 1)
    out["words_min"] = min(words)
    out["words_max"] = max(words)
    out["key_value_lines"] = sum(1 for m in mems if KV.match(m["text"]))
    out["passives"] = sum(1 for m in mems if PASSIVE.search(m["text"]))
    out["with_date_in_text"] = sum(1 for m in mems if re.search(
        r"\d{1,2}[/.]\d{2}[/.]\d{2,4}|\d{4}-\d{2}-\d{2}|\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)",
        m["text"]))
    ab = {}
    for a in ABBR:
        c = sum(1 for m in mems if re.search(r"(?<![\w&])" + re.escape(a) + r"(?![\w&])", m["text"]))
        if c:
            ab[a] = c
    out["abbreviations"] = ab
    inv = 0
    for k in sorted({m["key"] for m in mems}):
        ms = sorted([m for m in mems if m["key"] == k], key=lambda x: x["order"])
        for a, b in zip(ms, ms[1:]):
            if b["created"] < a["created"]:
                inv += 1
    out["created_order_inversions"] = inv
    return out


def jl(objs):
    return "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in objs)


def outputs(mems, filed, truth):
    mem_lines = []
    for m in filed:
        o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
        if m["observed"] is not None:
            o["observed_at"] = fmt(m["observed"])
        mem_lines.append(o)
    truth_lines = [{"expired_id": t["expired_id"], "replacement_id": t["replacement_id"], "reason": t["reason"]}
                   for t in sorted(truth, key=lambda t: (t["expired_id"], t["replacement_id"]))]
    label_lines = [{"id": m["id"], "class": m["cls"]} for m in sorted(mems, key=lambda m: m["id"]) if m["cls"]]
    return jl(mem_lines), jl(truth_lines), jl(label_lines)


README = """# heldout20: a blind corpus of fleet and vehicle-maintenance memories

A blind evaluation set for l9 (supersession detection): {memories} memories written the way a fleet
manager's tracker, a depot's vehicle log, a garage's job notes or a small firm's pool-car sheet would say
them — a van's assigned driver, home depot, registration plate, MOT due date, next service date, garage,
insurer and policy, fuel card, lease company and lease end, telematics provider, parking bay, route, status
(in service, body shop, paint shop, awaiting parts), workshop foreman, tyre supplier and breakdown cover.

Register: **vehicles, fleet and maintenance records** (one register; all {memories} memories).

## Files

| file | what |
|---|---|
| `memories.jsonl` | `{{"id","content","created_at"[,"observed_at"]}}`, RFC 3339 UTC, ids `h20-001`…`h20-{memories:03d}` assigned in a shuffled order, file order shuffled again |
| `truth.jsonl` | `{{"expired_id","replacement_id","reason"}}`, reason `value` or `negation`, sorted by expired id |
| `labels.jsonl` | `{{"id","class"}}` for every memory that must take part in no pair (negative controls and distractors) |
| `gen.py` | the generator; all labels live in its tables |

sha256:

```
{sha_mem}  memories.jsonl
{sha_truth}  truth.jsonl
{sha_labels}  labels.jsonl
```

## How it was written (blind)

Written by a helper session that read exactly these and nothing else of the project: `/work/notes/protocol.md`,
the design seed `/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051), the sections "Memory JSONL (input and
export format)" and "Using l9 on your own export" of `/work/main/README.md` (plus its heading list to find them),
and its own brief `/work/notes/prompt-h20.md`. Incidentally seen, contents not opened: the file names in
`/work/notes/`, the directory names under `testdata/` (from `ls`), and the last three commit subjects of main
(from `git log`). It did not read svo/, corpus/, detector/, doc/, gates/, arms/,
any test file, any other testdata directory, results/ or prereg/; it did not build or run l9 and saw no l9
output; it did not grep the repository for vocabulary. Every text was written by hand from imagination for this
register (names, depots, garages, insurers, plates and card numbers are invented). No SituatedQA or TimeQA data
was used and nothing was fetched.

Every label (family key = subject, attribute and scope; value; polarity; class) is fixed in `gen.py`'s tables
before generation, and truth is computed from those labels, never from text. `gen.py` aborts if a labelled
memory lands in a pair, if an unlabelled memory lands in none, or if two versions of one family share an order
time outside the equal_time class.

## Truth rule

A family is one fact: one subject, one attribute, one scope. Order time is `observed_at` if present, else
`created_at`. Within a family each memory is expired by the EARLIEST strictly newer memory whose (value,
polarity) differs. The reason is `negation` when the polarities differ (the newer memory says the fact stopped
holding — cancelled, taken off the road, sold, lease ended, no longer on the insurance, stopped — or re-affirms
it after such a negation: reissued, back on the road, re-added), else `value`. A chain of n versions gives n-1
pairs; a move back (A → B → A) pairs through the middle; a confirmation inside a chain (the same value restated)
is never paired with what it confirms but is expired, like the version it confirms, by the next change. No
labelled memory takes part in any pair.

## Counts

- memories: {memories}; in pairs: {in_pairs}; labelled: {labelled}
- true pairs: {pairs} ({pairs_value} value, {pairs_negation} negation)
- changing families: {changing_families}; sizes (memories in pairs → families): {family_sizes}
- chains with ≥ 4 distinct successive versions: {chains_of_4plus_versions}; moves back: {moves_back};
  hard-worded intervening versions: {hard_intervening}; confirmations inside a chain: {in_chain_confirmations}

Labelled classes (each memory of a control is labelled, including the base memory of a standalone pair; tails
restating the value in force at the end of a changing family are labelled too):

| class | memories |
|---|---|
{class_rows}

Per register: vehicles, fleet and maintenance records — all {memories} memories, {pairs} pairs, {labelled} labelled.

## Wording

- newer versions inside changing families: {newer_versions}; reworded relative to the version before
  (the text with the value replaced by a placeholder differs): {reworded} ({reworded_pct}%); the rest are
  plain one-slot edits
- words per memory: mean {words_mean}, min {words_min}, max {words_max}
- `key: value` lines: {key_value_lines}; passives: {passives}; a date written in the text: {with_date_in_text}
- abbreviations (memories containing): {abbreviations}

## Time modes

Mixed within families: live-ingested (no `observed_at`; order time = `created_at`), stamped (`observed_at` = order
time, `created_at` 2–55 minutes later), backfilled (`observed_at` at midnight UTC, `created_at` an import instant
in November 2026 assigned newest-first within a family, so `created_at` order can invert order time).

{mode_rows}

Pairs of consecutive same-family memories whose `created_at` order inverts their order time: {created_order_inversions}.
All order times fall between 2023-01 and 2026-10; every timestamp is before 2026-12-01. Two versions of one
family never share an order time except in the equal_time class.

## Regenerate

```sh
cd testdata/heldout20
python3 gen.py            # rewrites memories.jsonl, truth.jsonl, labels.jsonl and this README
python3 gen.py --stats    # counts
python3 gen.py --list     # every memory: id, order time, mode, labels
```

Deterministic (seed {seed}, Python standard library only): two runs give byte-identical files.
"""


def readme(st, shas):
    rows = "\n".join("| %s | %d |" % (k, v) for k, v in st["classes"].items())
    n = st["memories"]
    mode_rows = "\n".join("- %s: %d (%.0f%%)" % (k, v, 100.0 * v / n) for k, v in st["modes"].items())
    fs = ", ".join("%d → %d" % (k, v) for k, v in st["family_sizes"].items())
    ab = ", ".join("%s %d" % (k, v) for k, v in st["abbreviations"].items())
    d = dict(st)
    d.update(class_rows=rows, mode_rows=mode_rows, family_sizes=fs, abbreviations=ab,
             reworded_pct="%.1f" % (100.0 * st["reworded_share"]), seed=SEED,
             sha_mem=shas[0], sha_truth=shas[1], sha_labels=shas[2])
    return README.format(**d)


def write(name, text):
    path = os.path.join(HERE, name)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.replace(tmp, path)


def main(argv):
    mems, filed, truth = build()
    st = stats(mems, truth)
    if "--stats" in argv:
        print(json.dumps(st, indent=2, ensure_ascii=False))
        return 0
    if "--list" in argv:
        rel = {}
        for t in truth:
            rel.setdefault(t["a"]["id"], []).append("expired by %s (%s)" % (t["replacement_id"], t["reason"]))
            rel.setdefault(t["b"]["id"], []).append("replaces %s (%s)" % (t["expired_id"], t["reason"]))
        for m in sorted(mems, key=lambda m: (m["key"], m["order"], m["id"])):
            lab = m["cls"] or "pair"
            extra = "; ".join(rel.get(m["id"], []))
            flags = "".join([" hard" if m["hard"] else "", " in-chain-confirmation" if m["conf"] else ""])
            print("%s  %s  %-10s  key=%s value=%s pol=%s class=%s%s  %s  | %s" % (
                m["id"], fmt(m["order"]), m["mode"], m["key"], m["value"], m["pol"], lab, flags, extra,
                m["text"]))
        return 0
    mem_t, truth_t, lab_t = outputs(mems, filed, truth)
    shas = [hashlib.sha256(x.encode("utf-8")).hexdigest() for x in (mem_t, truth_t, lab_t)]
    write("memories.jsonl", mem_t)
    write("truth.jsonl", truth_t)
    write("labels.jsonl", lab_t)
    write("README.md", readme(st, shas))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
