#!/usr/bin/env python3
"""R24 blind corpus: vehicles, fleet and maintenance records.

Everything that decides truth is fixed in the tables below BEFORE any file is
generated: each changing family lists its versions with (date, value,
polarity, wording, text); truth is computed from (value, polarity) and order
time only, never from the text. Labelled groups (negative classes and
distractors) never take part in any pair.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl, README.md
    python3 gen.py --stats    print counts
    python3 gen.py --list     print every memory with id, order time, mode, labels

Standard library only; deterministic (fixed seed): two runs give byte-identical files.
"""

import datetime as dt
import hashlib
import json
import os
import random
import re
import sys

SEED = 24_2401
HERE = os.path.dirname(os.path.abspath(__file__))
UTC = dt.timezone.utc
LIMIT = dt.datetime(2026, 12, 1, tzinfo=UTC)
ORDER_LIMIT = dt.datetime(2026, 11, 1, tzinfo=UTC)  # every order time falls before the November import

# ---------------------------------------------------------------------------
# Changing families. One family = one subject, one attribute, one scope.
# version = (date, value, polarity, wording, text)
#   polarity: "+" the fact holds, "-" the newer memory says it stopped holding
#   wording (relative to the previous distinct version of the family):
#     first   the first version
#     reword  different verb or construction
#     hard    reworded in a hard way (value off the usual slot, old value named, passive with extra clause ...)
#     slot    same construction, one slot edited
#     confirm the value in force restated (in-chain confirmation; never paired with what it confirms)
# ---------------------------------------------------------------------------
FAMILIES = [
    # ---- four-version families -------------------------------------------
    ("F01", "Van 14", "driver", [
        ("2025-01-13", "Teodor Vasić", "+", "first", "Van 14 (KP68 WDZ) assigned to Teodor Vasić for the Corrick Road rounds."),
        ("2025-04-02", "Imani Kole", "+", "hard", "Van 14 is now driven by Imani Kole — Teodor's on long-term sick."),
        ("2025-09-22", "Ferris Quill", "+", "reword", "Driver for Van 14: Ferris Quill"),
        ("2026-03-09", "Imani Kole", "+", "reword", "Van 14 handed back to Imani Kole after Ferris's transfer."),
    ]),
    ("F02", "VN-07", "depot", [
        ("2024-06-03", "Wendle Park", "+", "first", "VN-07 based at Wendle Park depot."),
        ("2024-11-18", "Ashcombe Yard", "+", "hard", "VN-07 was reallocated to Ashcombe Yard to cover the winter gritting contract."),
        ("2025-03-31", "Wendle Park", "+", "hard", "VN-07 back to Wendle Park from Monday, Ashcombe no longer needs it."),
        ("2025-10-06", "Pellbrook", "+", "reword", "VN-07 home depot: Pellbrook"),
    ]),
    ("F03", "Truck T9", "mot_due", [
        ("2024-03-12", "2024-03-21", "+", "first", "T9 MOT due: 21 March 2024"),
        ("2024-03-20", "2025-03-19", "+", "slot", "T9 MOT due: 19 March 2025"),
        ("2025-03-11", "2026-03-10", "+", "reword", "T9 through its MOT on 11 March, next one due 10 March 2026."),
        ("2026-02-27", "2027-03-02", "+", "reword", "MOT on T9 taken early this year; new expiry 2 March 2027."),
    ]),
    ("F04", "Minibus MB1", "insurer", [
        ("2024-09-01", "Bellstone BLS-448120", "+", "first", "MB1 insured with Bellstone, policy BLS-448120."),
        ("2025-02-10", "Bellstone BLS-448120", "-", "hard", "MB1 taken off the Bellstone policy while it's laid up for the winter."),
        ("2025-04-14", "Bellstone BLS-448120", "+", "reword", "MB1 re-added to the Bellstone policy ahead of the school runs."),
        ("2025-09-01", "Merrow Mutual MM-20-7731", "+", "reword", "Insurer for MB1 is now Merrow Mutual (policy MM-20-7731) after the renewal."),
    ]),
    ("F05", "Pool car 2", "bay", [
        ("2024-05-07", "B12", "+", "first", "Pool car 2 parking bay: B12"),
        ("2024-08-19", "B7", "+", "slot", "Pool car 2 parking bay: B7"),
        ("2025-01-27", "C3", "+", "hard", "Pool car 2 now lives in bay C3 — B7 has been given over to the new EV charger."),
        ("2025-07-14", "B7", "+", "reword", "Pool car 2 moved back to B7 once the charger was relocated."),
    ]),
    ("F06", "Van 22", "status", [
        ("2024-10-07", "in service", "+", "first", "Van 22 on the road, allocated to the Stannard Quay rounds."),
        ("2025-02-03", "in service", "-", "reword", "Van 22 VOR from today — clutch gone, parts on order."),
        ("2025-02-24", "in service", "+", "reword", "Van 22 back on the road after the clutch was replaced."),
        ("2025-11-17", "in service", "-", "reword", "Van 22 sold at auction and taken off the fleet list."),
    ]),
    ("F07", "Sprinter S4", "next_service", [
        ("2025-01-08", "2025-04-10", "+", "first", "S4 next service: 10 April 2025"),
        ("2025-04-11", "2025-10-09", "+", "reword", "S4 serviced at Kestrel 10/04, next service due 9 October 2025."),
        ("2025-10-09", "2026-04-08", "+", "reword", "Next service on S4 is due 8 April 2026"),
        ("2026-04-13", "2026-10-12", "+", "slot", "Next service on S4 is due 12 October 2026"),
    ]),
    # ---- three-version families (and negation families) ------------------
    ("F08", "Van 9", "fuel_card", [
        ("2024-07-08", "PumpLink 3307", "+", "first", "Fuel card for Van 9: PumpLink card ending 3307"),
        ("2025-05-19", "PumpLink 3307", "-", "reword", "Van 9's fuel card (…3307) cancelled — reported lost at Thornhaven services."),
        ("2025-05-28", "PumpLink 5120", "+", "reword", "Card reissued for Van 9, new PumpLink card ending 5120."),
    ]),
    ("F09", "Pool car 5", "insurer", [
        ("2025-06-16", "Cardew CFP-90112", "+", "first", "Pool car 5 on the Cardew fleet policy CFP-90112."),
        ("2026-08-24", "Cardew CFP-90112", "-", "reword", "Pool car 5 isn't on the insurance anymore — don't book it."),
    ]),
    ("F10", "Crew cab CC-3", "lease", [
        ("2024-04-15", "Holloway Contract Hire", "+", "first", "CC-3 leased from Holloway Contract Hire, lease end 30/06/2026."),
        ("2026-05-14", "Holloway Contract Hire", "-", "reword", "CC-3's Holloway lease ended early; the cab was collected this morning."),
    ]),
    ("F11", "Van 33", "telematics", [
        ("2024-02-19", "Rutherline", "+", "first", "Rutherline tracker fitted to Van 33."),
        ("2025-01-06", "Rutherline", "-", "reword", "Tracker on Van 33 deactivated, the Rutherline contract wasn't renewed."),
        ("2025-02-03", "Waymark", "+", "reword", "Van 33 moved over to Waymark telematics, unit installed 3 Feb."),
    ]),
    ("F12", "Gritter G2", "breakdown", [
        ("2024-10-28", "Beacon Roadside", "+", "first", "G2 covered by Beacon Roadside (HGV tier)."),
        ("2025-10-27", "Beacon Roadside", "-", "reword", "G2 dropped from Beacon Roadside cover — the HGV tier is too dear, we'll self-recover."),
    ]),
    ("F13", "Tipper TP-1", "status", [
        ("2024-11-25", "in service", "-", "first", "TP-1 is off the road until the spring, SORN in place."),
        ("2025-03-03", "in service", "+", "reword", "TP-1 taxed and back working from 3 March."),
    ]),
    ("F14", "Van 17", "garage", [
        ("2024-03-04", "Fernside Garage", "+", "first", "Van 17 serviced by Fernside Garage."),
        ("2024-09-16", "Crossways Service Centre", "+", "reword", "Servicing for Van 17 switched to Crossways Service Centre."),
        ("2025-04-07", "Fernside Garage", "+", "reword", "Van 17 returned to Fernside for servicing — Crossways couldn't fit it in within the month."),
    ]),
    ("F15", "Truck T3", "route", [
        ("2024-05-13", "north loop", "+", "first", "T3 runs the north loop (Ridgeholt, Millrace, Corrick)."),
        ("2025-06-02", "coastal route", "+", "hard", "T3 has been lent to the coastal route until that contract is re-let."),
        ("2025-12-01", "north loop", "+", "reword", "T3 back on the north loop from 1 December."),
    ]),
    ("F16", "Van 30", "reg", [
        ("2024-01-29", "WR19 KFE", "+", "first", "Van 30 reg: WR19 KFE"),
        ("2024-08-05", "J4 DRR", "+", "reword", "Reg on Van 30 changed to a private plate, J4 DRR (director's request)."),
        ("2025-11-10", "WR19 KFE", "+", "reword", "Private plate taken off Van 30; it's back on its age-related plate WR19 KFE."),
    ]),
    ("F17", "Wendle Park workshop", "foreman", [
        ("2024-01-22", "Hamish Dorr", "+", "first", "Workshop foreman at Wendle Park: Hamish Dorr."),
        ("2024-07-29", "Lorna Pike", "+", "reword", "Hamish has retired; Lorna Pike takes over as foreman at Wendle Park from 1 Aug."),
        ("2025-08-11", "Nuno Barros", "+", "hard", "Wendle Park foreman is now Nuno Barros (Lorna has gone to head office)."),
    ]),
    ("F18", "van fleet", "tyre_supplier", [
        ("2024-02-12", "Colbeck Tyres", "+", "first", "Tyre supplier for the van fleet: Colbeck Tyres."),
        ("2024-12-09", "Ostler Tyres", "+", "reword", "Van tyres now sourced from Ostler Tyres — Colbeck's call-out times were hopeless."),
        ("2026-01-12", "Ridgeway Tyre & Exhaust", "+", "reword", "Van fleet tyre account moved to Ridgeway Tyre & Exhaust on the new framework."),
    ]),
    ("F19", "Luton LV-2", "route", [
        ("2024-04-08", "Thornhaven furniture route", "+", "first", "LV-2 on the Thornhaven furniture route."),
        ("2024-10-21", "Millrace Lane retail run", "+", "reword", "LV-2 switched to the Millrace Lane retail run."),
        ("2025-07-28", "Ridgeholt bulk deliveries", "+", "reword", "Route for LV-2: Ridgeholt bulk deliveries"),
    ]),
    ("F20", "VN-11", "lease_end", [
        ("2024-06-24", "2026-01-31", "+", "first", "VN-11 lease end: 31/01/2026"),
        ("2025-11-24", "2026-07-31", "+", "reword", "Tamberlane agreed a six-month extension on VN-11; lease now ends 31/07/2026."),
        ("2026-06-22", "2026-10-31", "+", "reword", "VN-11 lease extended again, new end date 31 October 2026."),
    ]),
    ("F21", "Cherry picker CP-2", "loler_due", [
        ("2024-08-12", "2025-02-12", "+", "first", "CP-2 LOLER due 12 Feb 2025"),
        ("2025-02-10", "2025-08-11", "+", "slot", "CP-2 LOLER due 11 Aug 2025"),
        ("2025-08-06", "2026-02-05", "+", "reword", "CP-2 thorough examination done 6 Aug by Gantry; next LOLER 5 Feb 2026."),
    ]),
    ("F22", "Van 41", "driver", [
        ("2024-05-20", "Efe Okon", "+", "first", "Van 41 – driver: Efe Okon"),
        ("2025-01-20", "Radu Pintea", "+", "slot", "Van 41 – driver: Radu Pintea"),
        ("2026-02-16", "Sunniva Holt", "+", "reword", "Sunniva Holt has taken over Van 41 while Radu is on paternity leave."),
    ]),
    ("F23", "Pool car 8", "fuel_card", [
        ("2024-03-18", "Drivecard 0912", "+", "first", "Pool car 8 fuel card: Drivecard ending 0912"),
        ("2024-11-11", "Drivecard 6645", "+", "slot", "Pool car 8 fuel card: Drivecard ending 6645"),
        ("2025-09-15", "PumpLink 2280", "+", "reword", "Pool car 8 switched from Drivecard to a PumpLink card (ending 2280)."),
    ]),
    ("F24", "Sweeper SW-1", "garage", [
        ("2024-02-26", "Halden Truck & Van", "+", "first", "SW-1 maintained by Halden Truck & Van."),
        ("2024-12-16", "Brightway Commercials", "+", "slot", "SW-1 maintained by Brightway Commercials."),
        ("2025-11-03", "Pellow & Sons", "+", "reword", "SW-1 now goes to Pellow & Sons for all workshop jobs."),
    ]),
    ("F25", "Truck T3", "insurer", [
        ("2024-03-25", "Quayside QFC-3319", "+", "first", "T3 insured under Quayside Fleet Cover, policy QFC-3319."),
        ("2025-03-24", "Alder & Finch AF-H-0087", "+", "reword", "T3 transferred to the Alder & Finch HGV policy AF-H-0087 at renewal."),
        ("2026-03-23", "Bellstone BLS-512206", "+", "reword", "T3 insurer: Bellstone (policy BLS-512206)"),
    ]),
    ("F26", "Van 26", "depot", [
        ("2024-07-15", "Millrace Lane", "+", "first", "The Berlingo (Van 26) is kept at Millrace Lane."),
        ("2025-02-17", "Stannard Quay", "+", "reword", "Van 26 transferred to Stannard Quay."),
        ("2026-05-18", "Ridgeholt", "+", "slot", "Van 26 transferred to Ridgeholt."),
    ]),
    # ---- two-version families (three with an in-chain confirmation) ------
    ("F27", "Van 9", "depot", [
        ("2024-02-05", "Corrick Road", "+", "first", "Van 9 | Depot: Corrick Road"),
        ("2024-03-28", "Corrick Road", "+", "confirm", "Van 9 still out of Corrick Road, per the March fleet review."),
        ("2024-10-14", "Thornhaven", "+", "slot", "Van 9 | Depot: Thornhaven"),
    ]),
    ("F28", "Van 14", "mot_due", [
        ("2024-06-03", "2025-06-02", "+", "first", "Van 14 MOT due 02/06/2025"),
        ("2025-05-30", "2026-05-29", "+", "slot", "Van 14 MOT due 29/05/2026"),
    ]),
    ("F29", "VN-31", "driver", [
        ("2024-09-23", "Greta Vinter", "+", "first", "VN-31 allocated to Greta Vinter."),
        ("2025-06-09", "Colm Breen", "+", "reword", "Greta's gone onto the trucks, so VN-31 is with Colm Breen now."),
    ]),
    ("F30", "Pool car 2", "insurer", [
        ("2024-04-01", "Cardew CFP-90140", "+", "first", "Pool car 2 policy: Cardew CFP-90140"),
        ("2025-04-01", "Cardew CFP-91877", "+", "slot", "Pool car 2 policy: Cardew CFP-91877"),
    ]),
    ("F31", "Truck T9", "garage", [
        ("2024-04-22", "Halden Truck & Van", "+", "first", "T9 goes to Halden Truck & Van for servicing."),
        ("2025-01-09", "Halden Truck & Van", "+", "confirm", "Confirmed with Halden: T9 stays with them for the 2025 service schedule."),
        ("2025-08-04", "Crossways Service Centre", "+", "reword", "T9's servicing moved to Crossways Service Centre (closer to Ridgeholt)."),
    ]),
    ("F32", "Minibus MB1", "telematics", [
        ("2024-09-16", "Lumen Fleet", "+", "first", "MB1 telematics: Lumen Fleet"),
        ("2025-10-13", "Gridpoint", "+", "slot", "MB1 telematics: Gridpoint"),
    ]),
    ("F33", "Van 17", "bay", [
        ("2024-06-10", "A4", "+", "first", "Van 17 parks in bay A4 overnight."),
        ("2025-02-24", "D9", "+", "reword", "Van 17 has been given bay D9 after the yard re-line."),
    ]),
    ("F34", "Sprinter S4", "reg", [
        ("2024-12-02", "GD70 PXN", "+", "first", "S4 registration: GD70 PXN"),
        ("2025-01-20", "GD70 PXM", "+", "reword", "S4 re-registered as GD70 PXM after DVLA corrected the V5."),
    ]),
    ("F35", "Van 30", "breakdown", [
        ("2024-05-27", "Greyhound Rescue GR-556201", "+", "first", "Van 30 breakdown cover: Greyhound Rescue, membership GR-556201"),
        ("2025-05-26", "Vanguard Recovery VR-33019", "+", "slot", "Van 30 breakdown cover: Vanguard Recovery, membership VR-33019"),
    ]),
    ("F36", "Van 41", "depot", [
        ("2024-05-13", "Pellbrook", "+", "first", "Van 41 lives at Pellbrook."),
        ("2025-09-29", "Ashcombe Yard", "+", "reword", "Van 41 was moved to the Ashcombe Yard depot for the parcel contract."),
    ]),
    ("F37", "Crew cab CC-3", "driver", [
        ("2024-04-29", "Wilf Carrow", "+", "first", "CC-3 assigned driver: Wilf Carrow"),
        ("2025-07-07", "Hattie Lund", "+", "slot", "CC-3 assigned driver: Hattie Lund"),
    ]),
    ("F38", "Luton LV-2", "mot_due", [
        ("2024-09-30", "2025-09-17", "+", "first", "LV-2 — MOT due 17 Sept 2025."),
        ("2025-09-12", "2026-09-11", "+", "reword", "LV-2 MOT passed 12 Sept, no advisories. Due again 11 Sept 2026."),
    ]),
    ("F39", "Tipper TP-1", "lease", [
        ("2024-01-15", "Verity Vehicle Finance", "+", "first", "TP-1 on contract hire from Verity Vehicle Finance."),
        ("2025-06-30", "Coldharbour Lease", "+", "reword", "TP-1 bought out of the Verity agreement and refinanced through Coldharbour Lease."),
    ]),
    ("F40", "Pool car 5", "bay", [
        ("2024-08-05", "V2", "+", "first", "Pool car 5 bay: visitor bay V2"),
        ("2025-03-17", "V5", "+", "slot", "Pool car 5 bay: visitor bay V5"),
    ]),
    ("F41", "Van 22", "telematics", [
        ("2024-10-14", "TrakWise", "+", "first", "Van 22 tracked on TrakWise."),
        ("2025-06-23", "Waymark", "+", "reword", "TrakWise unit pulled from Van 22; it reports through Waymark now."),
    ]),
    ("F42", "Gritter G2", "depot", [
        ("2024-09-09", "Ashcombe Yard", "+", "first", "G2 stationed at the Ashcombe Yard salt barn."),
        ("2025-09-08", "Ridgeholt", "+", "slot", "G2 stationed at the Ridgeholt salt barn."),
    ]),
    ("F43", "VN-11", "garage", [
        ("2024-07-01", "Kestrel Autocare", "+", "first", "VN-11 — servicing: Kestrel Autocare"),
        ("2025-08-18", "Fernside Garage", "+", "slot", "VN-11 — servicing: Fernside Garage"),
    ]),
    ("F44", "Van 33", "mot_due", [
        ("2024-11-04", "2025-11-08", "+", "first", "Van 33 MOT expires 08/11/2025"),
        ("2025-11-03", "2026-11-03", "+", "slot", "Van 33 MOT expires 03/11/2026"),
    ]),
    ("F45", "Truck T3", "driver", [
        ("2024-02-19", "Kwame Asante-Bell", "+", "first", "T3 is Kwame Asante-Bell's truck."),
        ("2025-04-28", "Ezra Quaye", "+", "hard", "Kwame has stepped back from HGV work; T3 now driven by Ezra Quaye."),
    ]),
    ("F46", "Pool car 8", "depot", [
        ("2024-03-11", "Stannard Quay", "+", "first", "Pool car 8 kept at head office (Stannard Quay)."),
        ("2025-01-06", "Wendle Park", "+", "reword", "Pool car 8 relocated to the Wendle Park site from 6 January."),
    ]),
    ("F47", "Sprinter S4", "lease_end", [
        ("2024-12-09", "2027-02-28", "+", "first", "S4 lease end 28/02/2027 (Holloway)."),
        ("2025-12-15", "2026-09-30", "+", "reword", "S4 lease shortened at the refinancing, it now ends 30 September 2026."),
    ]),
    ("F48", "Sweeper SW-1", "driver", [
        ("2024-06-17", "Mags Devlin", "+", "first", "SW-1 operator: Mags Devlin"),
        ("2025-10-20", "Priyesh Nair", "+", "slot", "SW-1 operator: Priyesh Nair"),
    ]),
    ("F49", "Van 9", "next_service", [
        ("2024-09-16", "2025-03-14", "+", "first", "Van 9 next service 14/03/2025"),
        ("2025-03-14", "2025-09-12", "+", "slot", "Van 9 next service 12/09/2025"),
    ]),
    ("F50", "Cherry picker CP-2", "depot", [
        ("2024-04-22", "Corrick Road", "+", "first", "CP-2 kept at Corrick Road."),
        ("2025-05-12", "Thornhaven", "+", "reword", "Cherry picker CP-2 went over to Thornhaven for the streetlight contract."),
    ]),
    ("F51", "Van 26", "telematics", [
        ("2024-07-22", "Gridpoint GP-4471", "+", "first", "Van 26: Gridpoint tracker, unit GP-4471."),
        ("2025-08-25", "Gridpoint GP-5803", "+", "slot", "Van 26: Gridpoint tracker, unit GP-5803."),
    ]),
    ("F52", "Ashcombe Yard workshop", "foreman", [
        ("2024-05-06", "Tobiah Marsh", "+", "first", "Ashcombe Yard foreman — Tobiah Marsh."),
        ("2025-11-17", "Ines Varga", "+", "reword", "Ines Varga appointed workshop foreman at Ashcombe Yard."),
    ]),
    ("F53", "pool cars", "breakdown", [
        ("2024-04-08", "RoadAssist Plus", "+", "first", "Pool cars breakdown cover: RoadAssist Plus."),
        ("2025-04-07", "Beacon Roadside", "+", "reword", "Pool car breakdown provider switched to Beacon Roadside from the April renewal."),
    ]),
    ("F54", "Minibus MB1", "driver", [
        ("2024-09-02", "Oluwaseun Adeyemi", "+", "first", "MB1 driven by Oluwaseun Adeyemi on the school runs."),
        ("2025-09-08", "Jasmin Teller", "+", "reword", "MB1's regular driver is Jasmin Teller as of this term."),
    ]),
    ("F55", "Van 14", "bay", [
        ("2024-08-12", "21", "+", "first", "Van 14 — bay 21"),
        ("2025-08-11", "16", "+", "slot", "Van 14 — bay 16"),
    ]),
    ("F56", "VN-31", "mot_due", [
        ("2024-12-09", "2025-12-01", "+", "first", "VN-31 MOT due 1 Dec 2025"),
        ("2025-10-27", "2026-10-24", "+", "reword", "VN-31 MOT done early at Kestrel; next due 24 Oct 2026."),
    ]),
    ("F57", "Truck T9", "tyre_supplier", [
        ("2024-05-20", "Treadline", "+", "first", "T9 tyres supplied by Treadline on the HGV contract."),
        ("2025-05-19", "Colbeck Tyres", "+", "reword", "T9 tyre contract moved across to Colbeck Tyres."),
    ]),
    ("F58", "Van 30", "driver", [
        ("2024-03-04", "Petra Sahl", "+", "first", "Van 30 – Petra Sahl"),
        ("2024-09-09", "Petra Sahl", "+", "confirm", "Petra still has Van 30 as usual."),
        ("2025-03-10", "Yusra Haddad", "+", "reword", "Van 30 reassigned to Yusra Haddad."),
    ]),
    ("F59", "Luton LV-2", "insurer", [
        ("2024-10-07", "Quayside Fleet Cover", "+", "first", "LV-2 insurer: Quayside Fleet Cover"),
        ("2025-10-06", "Merrow Mutual", "+", "slot", "LV-2 insurer: Merrow Mutual"),
    ]),
    ("F60", "Van 17", "fuel_card", [
        ("2024-06-24", "Keystone 7741", "+", "first", "Van 17 fuel card: Keystone ending 7741"),
        ("2025-04-14", "Keystone 7759", "+", "slot", "Van 17 fuel card: Keystone ending 7759"),
    ]),
    ("F61", "Van 33", "route", [
        ("2024-03-11", "Pellbrook industrial estate drops", "+", "first", "Van 33 does the Pellbrook industrial estate drops."),
        ("2025-07-21", "Ashcombe hospital run", "+", "reword", "Van 33 has been put on the Ashcombe hospital run."),
    ]),
    ("F62", "VN-07", "reg", [
        ("2024-06-03", "LT21 OBV", "+", "first", "VN-07 reg: LT21 OBV"),
        ("2026-01-26", "F1 EET", "+", "reword", "VN-07 now carries the private plate F1 EET."),
    ]),
    ("F63", "Pool car 5", "garage", [
        ("2024-08-19", "Crossways Service Centre", "+", "first", "Pool car 5 serviced by Crossways."),
        ("2025-08-18", "Gantry Motors", "+", "slot", "Pool car 5 serviced by Gantry Motors."),
    ]),
    ("F64", "Tipper TP-1", "driver", [
        ("2024-02-12", "Colm Breen", "+", "first", "TP-1 driver: Colm Breen"),
        ("2025-06-09", "Bartek Lis", "+", "reword", "TP-1 handed to Bartek Lis."),
    ]),
    ("F65", "Van 41", "mot_due", [
        ("2025-04-28", "2026-04-30", "+", "first", "Van 41 MOT due 30/04/2026"),
        ("2026-04-20", "2027-04-22", "+", "slot", "Van 41 MOT due 22/04/2027"),
    ]),
    ("F66", "Crew cab CC-3", "depot", [
        ("2024-05-06", "Millrace Lane", "+", "first", "CC-3 based at Millrace Lane."),
        ("2025-10-13", "Wendle Park", "+", "slot", "CC-3 based at Wendle Park."),
    ]),
    ("F67", "Millrace Lane workshop", "foreman", [
        ("2024-07-08", "Rhys Penhallow", "+", "first", "Millrace Lane workshop is run by Rhys Penhallow."),
        ("2026-02-02", "Anouk Brenner", "+", "hard", "Rhys Penhallow replaced as Millrace Lane foreman by Anouk Brenner."),
    ]),
    ("F68", "Van 9", "insurer", [
        ("2024-05-06", "Alder & Finch AF-V-2210", "+", "first", "Van 9 on the Alder & Finch van policy AF-V-2210."),
        ("2025-05-05", "Cardew fleet policy", "+", "reword", "Van 9 moved to the Cardew fleet policy at renewal."),
    ]),
    ("F69", "Pool car 2", "lease", [
        ("2024-01-08", "Tamberlane Leasing", "+", "first", "Pool car 2 leased through Tamberlane."),
        ("2025-12-29", "Verity Vehicle Finance", "+", "reword", "Lease company for Pool car 2: Verity Vehicle Finance"),
    ]),
    ("F70", "Van 22", "next_service", [
        ("2024-11-05", "2025-05-05", "+", "first", "Van 22 next service 05/05/2025"),
        ("2025-05-06", "2025-11-03", "+", "slot", "Van 22 next service 03/11/2025"),
    ]),
]

# ---------------------------------------------------------------------------
# Labelled groups: each group is one subject/attribute (or a singleton); every
# member is labelled with the class and must never appear in any pair.
# member = (date, text); equal_time groups give (date, hh:mm:ss, text) and all
# members share one order time.
# ---------------------------------------------------------------------------
LABELLED = [
    # multi_valued: values that coexist
    ("multi_valued", "Van 14", "authorised_drivers", [
        ("2025-10-01", "Van 14 authorised drivers: Imani Kole, Ferris Quill."),
        ("2025-11-12", "Hattie Lund added as an authorised driver on Van 14 too."),
        ("2026-01-20", "Another authorised driver for Van 14: Radu Pintea, for holiday cover."),
    ]),
    ("multi_valued", "Van 22", "equipment", [
        ("2024-11-04", "Van 22 fitted with steel racking on the offside."),
        ("2025-01-15", "Reversing camera also fitted to Van 22."),
        ("2025-03-10", "Tow bar added to Van 22 as well."),
    ]),
    ("multi_valued", "Greta Vinter", "licence_categories", [
        ("2024-06-17", "Greta Vinter holds licence category C1."),
        ("2025-02-26", "Greta Vinter has added category D1 to her licence."),
    ]),
    ("multi_valued", "Pool car 8", "accessories", [
        ("2024-10-21", "Pool car 8 kit: ice scraper, hi-vis vest, warning triangle."),
        ("2025-05-06", "Dash cam added to Pool car 8's kit as well."),
    ]),
    ("multi_valued", "Minibus MB1", "authorised_drivers", [
        ("2024-09-09", "Oluwaseun Adeyemi is an authorised driver for MB1."),
        ("2025-01-13", "Jasmin Teller is also authorised on MB1."),
    ]),
    ("multi_valued", "VN-11", "equipment", [
        ("2024-08-26", "VN-11 equipment: roof bars and a ladder rack."),
        ("2025-02-17", "An amber beacon bar has been fitted to VN-11 too."),
    ]),
    # scope_disjoint: same attribute, different scope
    ("scope_disjoint", "VN-07", "tyres", [
        ("2024-11-11", "VN-07 winter tyres: Kaldor Snowgrip 215/65 R16C."),
        ("2025-04-22", "VN-07 summer tyres: Kaldor Roadline 215/65 R16C."),
    ]),
    ("scope_disjoint", "Van 17", "driver_by_days", [
        ("2025-06-02", "Van 17 weekday driver: Jory Tallack."),
        ("2025-06-21", "At weekends Van 17 is driven by Hattie Lund."),
    ]),
    ("scope_disjoint", "Van 12", "driver_by_shift", [
        ("2024-10-01", "Van 12 day shift: Lorcan Webb."),
        ("2024-10-15", "Night shift on Van 12 is Bram Oyelaran."),
    ]),
    ("scope_disjoint", "Van 5", "route_by_region", [
        ("2025-03-03", "Van 5 north route: Millrace, Ridgeholt and Thornhaven drops."),
        ("2025-03-19", "On the south route Van 5 covers Pellbrook and Stannard Quay."),
    ]),
    ("scope_disjoint", "Wendle Park", "gate_code", [
        ("2025-08-04", "Wendle Park gate code (weekdays): 3318"),
        ("2025-08-09", "Wendle Park gate code at weekends is 7064."),
    ]),
    ("scope_disjoint", "Luton LV-2", "parking_by_season", [
        ("2024-05-27", "Summer parking for LV-2: the Thornhaven open yard."),
        ("2024-11-18", "LV-2 winter parking: Millrace Lane shed, bay 4."),
    ]),
    # format_variant: same value in another format
    ("format_variant", "Van 26", "mot_due", [
        ("2025-05-19", "Van 26 MOT due 14/05/2026"),
        ("2025-11-24", "Van 26 — MOT due 14 May 2026."),
    ]),
    ("format_variant", "Minibus MB1", "service_mileage", [
        ("2025-06-09", "MB1 service due at 90,000 miles."),
        ("2025-08-26", "MB1: next service 90k mi"),
    ]),
    ("format_variant", "Pool car 5", "key_return", [
        ("2024-09-02", "Pool car 5 keys back to reception by 17:00."),
        ("2025-02-10", "Pool car 5 — keys to reception by 5pm."),
    ]),
    ("format_variant", "Van 33", "excess", [
        ("2024-12-16", "Van 33 insurance excess £1,000"),
        ("2025-06-30", "Excess on Van 33 is 1k."),
    ]),
    ("format_variant", "VN-11", "tyre_pressure", [
        ("2024-07-29", "VN-11 front tyres 4.5 bar"),
        ("2025-01-27", "VN-11 fronts at 450 kPa"),
    ]),
    ("format_variant", "Sweeper SW-1", "wash_bay", [
        ("2024-03-25", "SW-1 parks in the 2nd bay of the wash shed."),
        ("2024-10-28", "SW-1 parked in the second wash-shed bay."),
    ]),
    ("format_variant", "Van 9", "emissions", [
        ("2024-08-19", "Van 9 LEZ status: compliant (Euro 6)"),
        ("2025-09-22", "Van 9 meets the Low Emission Zone standard, Euro VI."),
    ]),
    # elaboration: same value with more detail (both orders)
    ("elaboration", "Van 41", "garage", [
        ("2024-06-10", "Van 41 garage: Kestrel Autocare."),
        ("2025-02-03", "Van 41 is serviced at Kestrel Autocare's Corrick Road branch, booked through the service desk."),
    ]),
    ("elaboration", "Pool car 8", "insurer", [
        ("2024-04-15", "Pool car 8 is insured with Merrow Mutual on business-use policy MM-20-7790, any authorised driver over 25."),
        ("2025-04-14", "Pool car 8 insurer: Merrow Mutual."),
    ]),
    ("elaboration", "Tipper TP-1", "breakdown", [
        ("2024-12-02", "TP-1 breakdown cover is Vanguard Recovery."),
        ("2025-08-11", "TP-1 is covered by Vanguard Recovery's heavy plant tier, including recovery to the nearest depot."),
    ]),
    ("elaboration", "Crew cab CC-3", "telematics", [
        ("2024-06-24", "CC-3 reports through Waymark — tracker under the dash with a driver ID fob reader."),
        ("2025-03-31", "CC-3 telematics: Waymark."),
    ]),
    ("elaboration", "Van 12", "depot", [
        ("2024-09-23", "Van 12 home depot: Stannard Quay."),
        ("2025-07-07", "Van 12 is based at Stannard Quay, parked in the covered yard behind the wash bay."),
    ]),
    ("elaboration", "Gritter G2", "garage", [
        ("2024-08-05", "G2 is looked after by Halden Truck & Van, including the spreader calibration every autumn."),
        ("2025-08-04", "G2 garage: Halden Truck & Van."),
    ]),
    # confirmation: the value in force restated later, no change after
    ("confirmation", "Van 33", "depot", [
        ("2024-04-29", "Van 33 home depot: Pellbrook."),
        ("2025-10-20", "Van 33 still based at Pellbrook as of the autumn audit."),
    ]),
    ("confirmation", "Sweeper SW-1", "insurer", [
        ("2024-07-15", "SW-1 insured with Quayside Fleet Cover."),
        ("2025-07-14", "Confirmed SW-1 remains on the Quayside policy after renewal."),
    ]),
    ("confirmation", "Truck T9", "driver", [
        ("2024-10-21", "T9 assigned to Saoirse Dunne."),
        ("2025-11-10", "Saoirse still has T9, as usual for the winter."),
    ]),
    ("confirmation", "Pool car 5", "lease", [
        ("2024-04-01", "Pool car 5 lease: Coldharbour Lease, ends 31/03/2027."),
        ("2026-05-11", "Pool car 5's Coldharbour lease still runs to the end of March 2027."),
    ]),
    ("confirmation", "VN-31", "fuel_card", [
        ("2025-01-13", "VN-31 fuel card: PumpLink ending 8816."),
        ("2025-12-08", "VN-31 still on PumpLink card …8816, checked against the monthly statement."),
    ]),
    ("confirmation", "Cherry picker CP-2", "breakdown", [
        ("2024-09-16", "CP-2 breakdown cover: Beacon Roadside."),
        ("2025-09-15", "Beacon Roadside renewal confirmed for CP-2."),
    ]),
    # different_subject: the frame of a changing fact with another subject (singletons)
    ("different_subject", "Van 15", "driver", [("2025-05-12", "Van 15 is now driven by Dovid Renn.")]),
    ("different_subject", "VN-08", "depot", [("2024-12-02", "VN-08 was reallocated to Ashcombe Yard.")]),
    ("different_subject", "Truck T8", "mot_due", [("2024-10-07", "T8 MOT due: 19 March 2025")]),
    ("different_subject", "Minibus MB2", "insurer", [("2025-04-28", "MB2 re-added to the Bellstone policy for the summer trips.")]),
    ("different_subject", "Pool car 3", "bay", [("2025-02-17", "Pool car 3 parking bay: C4")]),
    ("different_subject", "Van 23", "status", [("2025-03-17", "Van 23 VOR from today — gearbox noise, booked in Thursday.")]),
    ("different_subject", "Sprinter S5", "next_service", [("2025-06-16", "S5 next service due 9 October 2025.")]),
    ("different_subject", "Van 10", "fuel_card", [("2025-07-28", "Van 10's fuel card cancelled — left behind in a hire car.")]),
    ("different_subject", "Van 38", "garage", [("2024-11-25", "Servicing for Van 38 switched to Crossways Service Centre.")]),
    ("different_subject", "Van 36", "reg", [("2025-09-01", "Van 36 reg: WR20 KFA")]),
    ("different_subject", "Ridgeholt workshop", "foreman", [("2024-08-26", "Workshop foreman at Ridgeholt: Greer Aldous.")]),
    ("different_subject", "Luton LV-3", "route", [("2025-01-06", "LV-3 switched to the Thornhaven furniture route.")]),
    # static: an unchanging fact restated with a synonymous verb
    ("static", "Van 14", "body", [
        ("2024-02-05", "Van 14 is a high-roof long-wheelbase panel van, 2018 build."),
        ("2025-06-23", "Van 14 — LWB high roof, built 2018."),
    ]),
    ("static", "Truck T9", "tail_lift", [
        ("2024-04-15", "T9 has a 1,000 kg tail lift."),
        ("2025-04-21", "T9 comes with a tail lift rated at 1,000 kg."),
    ]),
    ("static", "Minibus MB1", "seats", [
        ("2024-09-23", "MB1 seats 16 passengers."),
        ("2025-09-29", "MB1 carries 16 passengers plus the driver."),
    ]),
    ("static", "Pool car 2", "fuel", [
        ("2024-05-13", "Pool car 2 runs on petrol."),
        ("2025-05-12", "Pool car 2 takes unleaded."),
    ]),
    ("static", "Cherry picker CP-2", "chassis", [
        ("2024-05-20", "CP-2 is mounted on a 3.5 t chassis."),
        ("2025-10-06", "CP-2 sits on a 3.5 tonne chassis."),
    ]),
    ("static", "Van 26", "door", [
        ("2024-07-29", "The Berlingo has a nearside sliding door."),
        ("2025-07-21", "Van 26 features a sliding door on the nearside."),
    ]),
    # membership: memberships that look like roles, all holding at once
    ("membership", "Greta Vinter", "memberships", [
        ("2024-07-01", "Greta Vinter is on the Wendle Park out-of-hours call-out rota."),
        ("2024-11-25", "Greta Vinter also sits on the fleet safety committee."),
        ("2025-05-19", "Greta is a trained first aider for the Wendle Park yard."),
    ]),
    ("membership", "Nuno Barros", "memberships", [
        ("2024-04-08", "Nuno Barros is a member of the driver CPC training panel."),
        ("2024-12-09", "Nuno Barros is the union rep for the workshop."),
        ("2025-10-27", "Nuno is also on the depot fire wardens list."),
    ]),
    ("membership", "Efe Okon", "memberships", [
        ("2024-06-03", "Efe Okon sits on the fuel-card audit group."),
        ("2025-01-27", "Efe Okon is a member of the tachograph working party."),
        ("2025-08-25", "Efe is also one of the two approved walkaround-check assessors."),
    ]),
    ("membership", "Ines Varga", "memberships", [
        ("2024-10-14", "Ines Varga is on the apprentice mentoring scheme."),
        ("2025-03-24", "Ines Varga also chairs the Monday workshop safety huddle."),
        ("2026-01-12", "Ines Varga is one of the designated key-holders at Ashcombe Yard."),
    ]),
    # equal_time: two values of one fact at the identical order time
    ("equal_time", "Van 27", "bay", [
        ("2025-03-10", "08:15:00", "Van 27 parking bay: E2"),
        ("2025-03-10", "08:15:00", "Van 27 parking bay: E6"),
    ]),
    ("equal_time", "VN-19", "driver", [
        ("2024-11-04", "07:40:00", "VN-19 assigned driver: Petra Sahl"),
        ("2024-11-04", "07:40:00", "VN-19 is driven by Tobiah Marsh."),
    ]),
    ("equal_time", "Pool car 6", "next_service", [
        ("2025-12-01", "10:05:00", "Pool car 6 next service 10/06/2026"),
        ("2025-12-01", "10:05:00", "Pool car 6 next service 17/06/2026"),
    ]),
    ("equal_time", "Truck T12", "depot", [
        ("2024-08-12", "13:30:00", "T12 home depot: Ridgeholt"),
        ("2024-08-12", "13:30:00", "T12 based at Thornhaven."),
    ]),
    ("equal_time", "Van 44", "fuel_card", [
        ("2025-06-23", "16:20:00", "Van 44 fuel card: Keystone ending 1180"),
        ("2025-06-23", "16:20:00", "Van 44 fuel card: Drivecard ending 4062"),
    ]),
    ("equal_time", "Minibus MB3", "insurer", [
        ("2024-12-16", "09:00:00", "MB3 insurer: Bellstone"),
        ("2024-12-16", "09:00:00", "MB3 insured with Cardew Commercial."),
    ]),
    # unrelated distractors, some sharing a subject with a changing family
    ("unrelated", "Van 14", "-", [("2025-02-03", "Van 14 had a windscreen chip filled on the 3rd.")]),
    ("unrelated", "VN-07", "-", [("2024-09-30", "PCN received for VN-07 — bus lane on Corrick Road, appealing it.")]),
    ("unrelated", "all drivers", "-", [("2024-05-06", "Reminder: all drivers to do walkaround checks before 7:30.")]),
    ("unrelated", "Truck T9", "-", [("2025-07-14", "T9 tachograph download done, no infringements.")]),
    ("unrelated", "Pool car 2", "-", [("2024-10-28", "Pool car 2 valeted after the trip to Ridgeholt.")]),
    ("unrelated", "Pellbrook", "-", [("2025-01-20", "Wash bay at Pellbrook out of action until Thursday.")]),
    ("unrelated", "Van 22", "-", [("2024-12-09", "Van 22 nearside mirror glass cracked, replacement ordered.")]),
    ("unrelated", "stores", "-", [("2025-11-24", "Ordered 40 litres of screenwash for the stores.")]),
    ("unrelated", "Minibus MB1", "-", [("2025-11-03", "MB1 passenger complained the heater only blows cold.")]),
    ("unrelated", "Sprinter S4", "-", [("2025-07-31", "S4 odometer at 84,210 miles at month end.")]),
    ("unrelated", "hire van", "-", [("2025-06-16", "LEZ charge paid for the hire van used on 12 June.")]),
    ("unrelated", "fleet meeting", "-", [("2025-09-15", "Fleet meeting moved to Wednesday 10am.")]),
    ("unrelated", "Van 33", "-", [("2026-03-02", "Van 33 damage report: scuff on the rear bumper, photos on the shared drive.")]),
    ("unrelated", "Crew cab CC-3", "-", [("2025-12-01", "CC-3's spare key is in the key safe, hook 14.")]),
    ("unrelated", "Van 41", "-", [("2025-10-03", "Van 41 booked in for a valet and interior clean on Friday.")]),
    ("unrelated", "fuel budget", "-", [("2025-12-15", "Fuel price review: diesel budget up 4% next quarter.")]),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]

# where such a note is kept (the register of the set), from subject and attribute
def source_of(subject, attribute):
    if subject.lower().startswith("pool car"):
        return "pool-car sheet"
    if attribute in ("mot_due", "next_service", "garage", "loler_due", "tyre_supplier", "foreman",
                     "tyre_pressure", "service_mileage", "wash_bay", "chassis", "tail_lift", "tyres"):
        return "garage job notes"
    if attribute in ("driver", "depot", "route", "status", "bay", "driver_by_days", "driver_by_shift",
                     "route_by_region", "gate_code", "parking_by_season", "-", "memberships"):
        return "depot vehicle log"
    return "fleet manager's tracker"


def parse_date(s):
    y, m, d = (int(x) for x in s.split("-"))
    return dt.datetime(y, m, d, tzinfo=UTC)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # canonical (table) order
    for fid, subj, attr, versions in FAMILIES:
        for k, (date, value, pol, wording, text) in enumerate(versions):
            mems.append(dict(group=fid, kind="family", subject=subj, attribute=attr, k=k, date=date,
                             value=value, pol=pol, wording=wording, content=text, cls=None, clock=None))
    for g, (cls, subj, attr, members) in enumerate(LABELLED):
        gid = "L%02d" % (g + 1)
        for k, m in enumerate(members):
            if cls == "equal_time":
                date, clock, text = m
            else:
                (date, text), clock = m, None
            mems.append(dict(group=gid, kind="labelled", subject=subj, attribute=attr, k=k, date=date,
                             value=None, pol=None, wording=None, content=text, cls=cls, clock=clock))

    # time modes: exact shares, shuffled over the canonical order
    n = len(mems)
    n_live, n_back = round(0.27 * n), round(0.18 * n)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode

    # order times
    groups = {}
    for m in mems:
        groups.setdefault(m["group"], []).append(m)
    for gid in sorted(groups):
        ms = groups[gid]
        if ms[0]["clock"] is not None:  # equal_time: one shared order time
            day = parse_date(ms[0]["date"])
            if any(m["mode"] == "backfilled" for m in ms):
                t = day
            else:
                hh, mm, ss = (int(x) for x in ms[0]["clock"].split(":"))
                t = day.replace(hour=hh, minute=mm, second=ss)
            for m in ms:
                m["order"] = t
        else:
            for m in ms:
                day = parse_date(m["date"])
                if m["mode"] == "backfilled":
                    m["order"] = day
                else:
                    m["order"] = day.replace(hour=rng.randint(6, 19), minute=rng.randint(0, 59),
                                             second=rng.randint(0, 59))
        for m in ms:
            if m["mode"] == "live":
                m["created"], m["observed"] = m["order"], None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rng.randint(2, 55), seconds=rng.randint(0, 59))
            else:
                m["observed"] = m["order"]
        # backfill: one import run per group, newest order time first
        back = [m for m in ms if m["mode"] == "backfilled"]
        if back:
            back.sort(key=lambda m: (-m["order"].timestamp(), m["k"]))
            t = dt.datetime(2026, 11, rng.randint(2, 27), rng.randint(0, 22), rng.randint(0, 59),
                            rng.randint(0, 59), tzinfo=UTC)
            for m in back:
                m["created"] = t
                t += dt.timedelta(seconds=rng.randint(1, 40))

    # ids: assigned in a shuffled order, file order shuffled again
    order = list(range(n))
    rng.shuffle(order)
    for i, idx in enumerate(order):
        mems[idx]["id"] = "a%03d" % (i + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)

    # truth from labels only
    truth = []
    for fid, subj, attr, versions in FAMILIES:
        ms = sorted(groups[fid], key=lambda m: m["order"])
        for i, a in enumerate(ms):
            for b in ms[i + 1:]:
                if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    truth.append(dict(expired_id=a["id"], replacement_id=b["id"],
                                      reason="negation" if b["pol"] != a["pol"] else "value", family=fid))
                    break
    labels = [dict(id=m["id"], **{"class": m["cls"]}) for m in mems if m["kind"] == "labelled"]
    check(mems, groups, truth, labels)
    return mems, groups, truth, labels, file_order


def check(mems, groups, truth, labels):
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids), "duplicate id"
    contents = [m["content"] for m in mems]
    dup = {c for c in contents if contents.count(c) > 1}
    assert not dup, "duplicate content: %r" % dup
    for m in mems:
        assert m["content"].strip(), m
        assert m["created"] < LIMIT and m["order"] < ORDER_LIMIT, m
        if m["mode"] == "backfilled":
            assert m["observed"].hour == 0 and m["observed"].minute == 0 and m["observed"].second == 0
            assert m["created"].year == 2026 and m["created"].month == 11
        if m["mode"] == "stamped":
            assert m["created"] > m["observed"]
    for gid, ms in groups.items():
        if ms[0]["clock"] is None:
            ts = [m["order"] for m in ms]
            assert len(set(ts)) == len(ts), "shared order time in " + gid
            assert len({m["date"] for m in ms}) == len(ms), "shared date in " + gid
        else:
            assert len({m["order"] for m in ms}) == 1
        back = sorted((m for m in ms if m["mode"] == "backfilled"), key=lambda m: m["order"])
        for a, b in zip(back, back[1:]):
            assert a["order"] == b["order"] or a["created"] > b["created"], "backfill not newest-first in " + gid
    for fid, subj, attr, versions in FAMILIES:
        dates = [v[0] for v in versions]
        assert dates == sorted(dates), "versions out of date order in " + fid
        assert versions[0][3] == "first"
        for prev, cur in zip(versions, versions[1:]):
            same = (prev[1], prev[2]) == (cur[1], cur[2])
            assert same == (cur[3] == "confirm"), "confirm label mismatch in " + fid
    fam_keys = {(subj, attr) for _, subj, attr, _ in FAMILIES}
    assert len(fam_keys) == len(FAMILIES), "two families share subject and attribute"
    for cls, subj, attr, _ in LABELLED:
        assert (subj, attr) not in fam_keys, "labelled group on a family's fact: %s %s" % (subj, attr)
    labelled = {l["id"] for l in labels}
    for t in truth:
        assert t["expired_id"] not in labelled and t["replacement_id"] not in labelled
    assert len(labels) == sum(1 for m in mems if m["kind"] == "labelled")
    for c in CLASSES:
        assert sum(1 for l in labels if l["class"] == c) >= 10, c


def family_facts():
    """Per-family derived facts from the tables: moves back, hard intervening versions."""
    moves_back, hard_mid = [], []
    for fid, subj, attr, versions in FAMILIES:
        vals = [(v[1], v[2]) for v in versions]
        for i in range(2, len(vals)):
            if vals[i][1] == "+" and all(p == "+" for _, p in vals[:i + 1]) and vals[i] in vals[:i - 1] \
                    and vals[i] != vals[i - 1]:
                moves_back.append(fid)
                break
        for i in range(1, len(versions) - 1):
            if versions[i][3] == "hard":
                hard_mid.append("%s v%d" % (fid, i + 1))
    return moves_back, hard_mid


RE_KV = re.compile(r"^[^.:]{1,45}(: | — | – | \| )")
RE_PASSIVE = re.compile(r"\b(was|were|been|is|are)\s+\w+(ed|en)\b")
RE_DATE = re.compile(r"\b\d{1,2}/\d{2}/\d{4}\b|\b\d{1,2}(st|nd|rd|th)?\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w*"
                     r"|\b(January|February|March|April|May|June|July|August|September|October|November|December)\b"
                     r"|\bfrom (Monday|Tuesday|Wednesday|Thursday|Friday)\b")
RE_ABBR = re.compile(r"\b(MOT|VOR|reg|Reg|PCN|LEZ|LOLER|SORN|DVLA|V5|HGV|CPC|LWB)\b")


def stats(mems, groups, truth, labels):
    out = []
    fam = [m for m in mems if m["kind"] == "family"]
    lab = [m for m in mems if m["kind"] == "labelled"]
    out.append("memories %d (family versions %d, labelled %d)" % (len(mems), len(fam), len(lab)))
    sizes = {}
    for fid, _, _, versions in FAMILIES:
        sizes[len(versions)] = sizes.get(len(versions), 0) + 1
    out.append("changing families %d; memories per family: %s" %
               (len(FAMILIES), ", ".join("%d x %d" % (sizes[k], k) for k in sorted(sizes))))
    distinct = {}
    for fid, _, _, versions in FAMILIES:
        d = 1 + sum(1 for p, c in zip(versions, versions[1:]) if c[3] != "confirm")
        distinct[d] = distinct.get(d, 0) + 1
    out.append("versions (distinct changes + 1) per family: %s" %
               ", ".join("%d x %d" % (distinct[k], k) for k in sorted(distinct)))
    nv = sum(1 for t in truth if t["reason"] == "value")
    nn = sum(1 for t in truth if t["reason"] == "negation")
    out.append("true pairs %d (value %d, negation %d)" % (len(truth), nv, nn))
    neg_mem = sum(1 for m in fam if m["pol"] == "-")
    reaff = sum(1 for fid, _, _, vs in FAMILIES for p, c in zip(vs, vs[1:]) if p[2] == "-" and c[2] == "+")
    out.append("negation memories %d; re-affirmations after a negation %d" % (neg_mem, reaff))
    mb, hm = family_facts()
    out.append("moves back %d (%s)" % (len(mb), " ".join(mb)))
    out.append("hard-worded intervening versions %d (%s)" % (len(hm), ", ".join(hm)))
    w = {}
    for m in fam:
        w[m["wording"]] = w.get(m["wording"], 0) + 1
    newer = w.get("reword", 0) + w.get("hard", 0) + w.get("slot", 0)
    out.append("newer versions %d: reworded %d (%.1f%%; of which hard %d), one-slot edits %d (%.1f%%); "
               "in-chain confirmations %d" % (newer, w.get("reword", 0) + w.get("hard", 0),
                                              100.0 * (w.get("reword", 0) + w.get("hard", 0)) / newer,
                                              w.get("hard", 0), w.get("slot", 0), 100.0 * w.get("slot", 0) / newer,
                                              w.get("confirm", 0)))
    out.append("labelled per class: " + ", ".join(
        "%s %d" % (c, sum(1 for l in labels if l["class"] == c)) for c in CLASSES))
    md = {}
    for m in mems:
        md[m["mode"]] = md.get(m["mode"], 0) + 1
    out.append("time modes: " + ", ".join("%s %d (%.1f%%)" % (k, md[k], 100.0 * md[k] / len(mems))
                                           for k in ("live", "stamped", "backfilled")))
    mixed = sum(1 for fid, *_ in FAMILIES if len({m["mode"] for m in groups[fid]}) > 1)
    inv = 0
    for fid, *_ in FAMILIES:
        ms = sorted(groups[fid], key=lambda m: m["order"])
        if any(b["created"] < a["created"] for a, b in zip(ms, ms[1:])):
            inv += 1
    out.append("families with mixed time modes %d; families whose created_at order inverts order time %d"
               % (mixed, inv))
    reg = {}
    for m in mems:
        s = source_of(m["subject"], m["attribute"])
        reg.setdefault(s, [0, 0])
        reg[s][0 if m["kind"] == "family" else 1] += 1
    out.append("register (where the note is kept): " + ", ".join(
        "%s %d (%d family, %d labelled)" % (k, sum(v), v[0], v[1]) for k, v in sorted(reg.items())))
    words = [len(m["content"].split()) for m in mems]
    words.sort()
    out.append("words per memory: min %d, median %d, mean %.1f, max %d" %
               (words[0], words[len(words) // 2], sum(words) / len(words), words[-1]))
    out.append("surface forms (regex over the text, descriptive only): key/value or dash-slot lines %d, "
               "passive-looking %d, date in the text %d, abbreviation (MOT, VOR, reg, PCN, LEZ, LOLER, SORN, ...) %d"
               % (sum(1 for m in mems if RE_KV.search(m["content"])),
                  sum(1 for m in mems if RE_PASSIVE.search(m["content"])),
                  sum(1 for m in mems if RE_DATE.search(m["content"])),
                  sum(1 for m in mems if RE_ABBR.search(m["content"]))))
    return out


def listing(mems):
    out = []
    for m in sorted(mems, key=lambda m: (m["group"], m["order"], m["k"])):
        if m["kind"] == "family":
            lab = "%s %s/%s value=%r pol=%s %s" % (m["group"], m["subject"], m["attribute"], m["value"],
                                                   m["pol"], m["wording"])
        else:
            lab = "%s %s/%s class=%s" % (m["group"], m["subject"], m["attribute"], m["cls"])
        out.append("%s  %s  %-10s  %s  | %s" % (m["id"], fmt(m["order"]), m["mode"], lab, m["content"]))
    return out


def write(path, lines):
    data = "".join(l + "\n" for l in lines).encode("utf-8")
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)
    return hashlib.sha256(data).hexdigest()


README = """# R24: vehicles, fleet and maintenance records (blind corpus)

A registered gate corpus for l9: {n} memories in the register of a fleet manager's tracker, a depot's vehicle
log, a garage's job notes and a small firm's pool-car sheet (assigned drivers, home depots, registration plates,
MOT and service due dates, garages, insurers and policies, fuel cards, lease companies and lease ends, telematics
providers, parking bays, routes, vehicle status, workshop foremen, tyre suppliers, breakdown cover). It is meant to
be frozen by sha256 in a pre-registration and scored only as a whole.

## How it was written (blind)

Written by a helper session from its own imagination; all names, places, organisations, plates, policy and card
numbers are invented. Nothing was generated from, shaped to or checked against any extractor: l9 was not built
or run on this set and no l9 output was looked at. No SituatedQA or TimeQA data was used and nothing was fetched.
What the writer read, and nothing else of the project: `/work/notes/prompt-r24.md` (the brief),
`/work/notes/protocol.md`, the design seed `/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051), the list of
section headings of `/work/main/README.md` (to locate the two sections) and its sections "Memory JSONL (input and
export format)" and "Using l9 on your own export". It saw directory names only (not contents) of `/work/notes/`, of
the worktree root and of `testdata/real/` while finding its way, and the subjects of the branch's last three
commits (`git log --oneline | head -3`); it read no code, test, testdata, doc, gate, arm, prereg or results file.

## Files

- `gen.py`: the tables (families with their versions' value, polarity, wording and text; labelled groups with
  their class) and the generator. Labels are fixed in the tables before anything is generated; truth is computed
  from (value, polarity) and order time only, never from the text. `python3 gen.py` writes the files below,
  `--stats` prints the counts, `--list` prints every memory with id, order time, mode and labels.
- `memories.jsonl`: `{{"id","content","created_at"[,"observed_at"]}}`, RFC 3339 UTC, all before 2026-12-01. Ids
  (a001 ...) are assigned in a shuffled order and the file order is shuffled again.
- `truth.jsonl`: `{{"expired_id","replacement_id","reason"}}`, reason `value` or `negation`, sorted by expired id.
- `labels.jsonl`: `{{"id","class"}}` for every memory that must never appear in any candidate pair.

## Truth rule

A family is one fact: one subject, one attribute, one scope. Order time is `observed_at` if present, else
`created_at`. Within a family each memory is expired by the earliest strictly newer memory whose (value,
polarity) differs; the reason is `negation` when the polarities differ (the newer memory says the fact stopped
holding: taken off the road, VOR, sold, fuel card cancelled, no longer on the insurance, lease ended, tracker
deactivated, dropped from cover; and a re-affirmation after a negation: back on the road, card reissued, re-added
to the policy, taxed and back working), else `value`. A chain of n versions yields n-1 pairs; a move back
(A -> B -> A) pairs through the middle; an in-chain confirmation (the value in force restated) is never paired
with what it confirms but is expired, like the version it confirms, by the next change. No labelled memory takes
part in any pair. Within a family no two memories share an order time (only the `equal_time` class does).

## Counts

```
{stats}
```

Wording is labelled in the tables relative to the previous distinct version of the family: `reword` (a different
verb or construction), `hard` (reworded with the value off its usual slot, the old value named beside the new one,
or a passive with an extra clause), `slot` (the same construction with one slot edited), `confirm` (in-chain
confirmation). The surface-form counts are a regex over the text, for description only.

Negative classes, all labelled: `multi_valued` (authorised drivers, fitted equipment, licence categories, kit;
values that coexist, "also", "too", "another", "as well"), `scope_disjoint` (winter vs summer tyres, weekday vs
weekend driver, day vs night shift, north vs south route, weekday vs weekend gate code, summer vs winter parking),
`format_variant` (14/05/2026 vs 14 May 2026, 90,000 vs 90k, 17:00 vs 5pm, £1,000 vs 1k, 4.5 bar vs 450 kPa,
2nd vs second, LEZ / Euro 6 vs Low Emission Zone / Euro VI), `elaboration` (the same value with more detail, the
detailed one first in half of the groups), `confirmation` (a value restated later with "still", "confirmed",
"as usual", "remains", with no change after), `different_subject` (the frame of a changing fact with another
vehicle or site, singletons), `static` (an unchanging fact restated with a synonymous verb), `membership` (rotas,
committees, panels and key-holder lists held at once by one person), `equal_time` (two values of one fact at the
identical order time), `unrelated` (distractors, several sharing a vehicle with a changing family).

## Time modes

Assigned with exact shares, shuffled over all memories, so they mix within families: live-ingested (no
`observed_at`; order time = `created_at`), stamped (`observed_at` = order time, `created_at` 2-55 minutes later),
backfilled (`observed_at` at midnight UTC, `created_at` an import instant in November 2026 assigned newest-first
within a family, so the `created_at` order can invert the order time). An `equal_time` group shares one order time
(midnight when any member is backfilled).

## sha256

```
{sha_m}  memories.jsonl
{sha_t}  truth.jsonl
{sha_l}  labels.jsonl
```

## Regenerate

```sh
cd testdata/real/fleet-r24 && python3 gen.py && sha256sum memories.jsonl truth.jsonl labels.jsonl
```

Python 3 standard library only, fixed seed {seed}; two runs give byte-identical files (README.md included).
"""


def main(argv):
    mems, groups, truth, labels, file_order = build()
    if "--stats" in argv:
        print("\n".join(stats(mems, groups, truth, labels)))
        return 0
    if "--list" in argv:
        print("\n".join(listing(mems)))
        return 0
    lines = []
    for idx in file_order:
        m = mems[idx]
        obj = {"id": m["id"], "content": m["content"], "created_at": fmt(m["created"])}
        if m["observed"] is not None:
            obj["observed_at"] = fmt(m["observed"])
        lines.append(json.dumps(obj, ensure_ascii=False))
    sha_m = write(os.path.join(HERE, "memories.jsonl"), lines)
    tl = [json.dumps({"expired_id": t["expired_id"], "replacement_id": t["replacement_id"], "reason": t["reason"]})
          for t in sorted(truth, key=lambda t: (t["expired_id"], t["replacement_id"]))]
    sha_t = write(os.path.join(HERE, "truth.jsonl"), tl)
    ll = [json.dumps({"id": l["id"], "class": l["class"]}) for l in sorted(labels, key=lambda l: l["id"])]
    sha_l = write(os.path.join(HERE, "labels.jsonl"), ll)
    readme = README.format(n=len(mems), stats="\n".join(stats(mems, groups, truth, labels)),
                           sha_m=sha_m, sha_t=sha_t, sha_l=sha_l, seed=SEED)
    write(os.path.join(HERE, "README.md"), readme.rstrip("\n").split("\n"))
    print("wrote %d memories, %d true pairs, %d labels" % (len(mems), len(truth), len(labels)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
