#!/usr/bin/env python3
"""Blind evaluation set testdata/real/manufacturing-r33 for l9 supersession.

Register: factory, production line and plant maintenance records.
Every name (people, firms, places, products, part and machine codes) is invented.
No dataset was used. Stdlib only; deterministic (fixed seed): two runs give
byte-identical files.

  python3 gen.py           write memories.jsonl, truth.jsonl, labels.jsonl, README.md
  python3 gen.py --stats   print the counts
  python3 gen.py --list    print every memory with id, order time and labels
"""

import json
import os
import random
import sys
from collections import Counter, defaultdict

SEED = 33_2026_0114
HERE = os.path.dirname(os.path.abspath(__file__))
DIR = "testdata/real/manufacturing-r33"
CUTOFF = "2026-12-01T00:00:00Z"
IMPORT_SESSION = (2026, 11, 4, 9, 0, 0)  # backfill import session start (UTC)

POS, NEG = +1, -1

# ---------------------------------------------------------------------------
# Changing families. One family = one fact (subject | attribute | scope).
# Each version: (date, value_key, polarity, text[, label]).
# Versions carrying a label are negatives attached to the family (a trailing
# confirmation, format variant, elaboration or static restatement placed after
# the last change); they must never appear in a pair. Unlabelled versions are
# the changing versions (including interior confirmations/format variants,
# which the truth rule expires with the next change).
# Labels were assigned here, in the tables, before anything was generated.
# ---------------------------------------------------------------------------
FAMILIES = [
    ("l3|supervisor|day,kellsby", [
        ("2024-02-12", "brannick", POS, "Line 3 day shift supervisor: Odile Brannick"),
        ("2024-09-02", "ashdown", POS, "From Mon 2 Sept Kwame Ashdown takes over days on L3, Odile moves to planning."),
        ("2025-01-27", "ashdown", POS, "Kwame still running L3 days - confirmed at the January staff briefing."),
        ("2025-06-16", "vishkov", POS, "L3 days are Renata Vishkov's now. Kwame has gone across to Dunmere."),
        ("2025-11-03", "vishkov", POS, "Renata V. remains day sup for Line 3 as of the November org chart.", "confirmation"),
    ]),
    ("l3|supervisor|night,kellsby", [
        ("2024-03-04", "heyward", POS, "Nights on Line 3 \u2013 supervisor Tomasz Heyward (ext 2231)."),
        ("2025-01-20", "lenthall", POS, "Nights on Line 3 \u2013 supervisor Priya Lenthall (ext 2231)."),
        ("2025-09-15", "lenthall", POS, "Priya L. is still on L3 nights, no change planned.", "confirmation"),
    ]),
    ("p04|maintenance_contractor", [
        ("2023-11-08", "ostrander", POS, "P-04 maintenance contract: Ostrander Mechanical (annual, incl. breakdown callouts)"),
        ("2024-11-15", "quarrick", POS, "Press P-04 switched from Ostrander to Quarrick Hydraulics for maintenance from 15 Nov."),
        ("2025-10-01", "ostrander", POS, "We've gone back to Ostrander for P-04 - Quarrick's response times were not acceptable."),
        ("2026-02-10", "ostrander", POS, "Ostrander Mechanical look after the 250t press (P-04) under contract.", "static"),
    ]),
    ("hm2|bearing_supplier", [
        ("2024-04-22", "morrisk", POS, "Primary bearing supplier for HM-2 is Morrisk Bearings."),
        ("2025-03-10", "caldwyn", POS, "HM-2 bearings now bought from Caldwyn Precision; Morrisk dropped after three late deliveries."),
        ("2025-08-04", "caldwyn", POS, "HM-2 bearing supply: Caldwyn Precision, Fenmoor depot, 48h delivery, account BF-7719.", "elaboration"),
    ]),
    ("c2|out_of_service", [
        ("2025-01-06", "oos", POS, "C-2 compressor out of service \u2014 oil carryover, waiting on separator element."),
        ("2025-01-14", "oos", NEG, "Compressor C-2 back in service after the separator change, running as lead."),
        ("2025-08-19", "oos", POS, "C2 tripped again on high discharge temp. Locked out + tagged, do not restart."),
    ]),
    ("l2|output_target|per_shift", [
        ("2024-01-15", "41000", POS, "L2 output target: 41,000 pcs/shift"),
        ("2024-07-01", "44000", POS, "Target for Line 2 raised to 44k pieces a shift from July."),
        ("2025-02-03", "41000", POS, "Line 2 is back to 41000 per shift while HM-2 runs at reduced speed."),
    ]),
    ("im12|changeover_time", [
        ("2024-05-07", "95min", POS, "Mould changeover on IM-12 averaging 95 min."),
        ("2024-12-09", "65min", POS, "after SMED kaizen week -> IM-12 tool change 1h05 avg, used to be over an hour and a half"),
        ("2025-09-22", "48min", POS, "IM-12 changeover: 48 min (quick-clamp plates fitted)"),
        ("2026-01-12", "48min", POS, "IM-12 mould change time 0h48m", "format_variant"),
    ]),
    ("cmm1|calibration_due", [
        ("2024-03-18", "2024-09-30", POS, "CMM-1 calibration due: 2024-09-30"),
        ("2024-10-02", "2025-09-30", POS, "CMM-1 calibrated 1 Oct by Haldane Metrology, next due 30/09/2025."),
        ("2025-02-11", "2025-09-30", POS, "CMM1 next cal 30.09.25 per sticker"),
        ("2025-10-06", "2026-09-29", POS, "Next calibration for the CMM in the QC lab is due 29 Sep 2026."),
    ]),
    ("l4|qc_inspector", [
        ("2024-06-03", "dunleavy", POS, "QC inspector for Line 4: Marta Dunleavy."),
        ("2025-04-14", "pennick", POS, "Oskar Pennick is covering Line 4 inspection permanently now; Marta has moved to supplier audits."),
        ("2025-10-20", "pennick", POS, "Line 4 inspection \u2013 Oskar P. as usual.", "confirmation"),
    ]),
    ("kellsby|shift_pattern", [
        ("2023-09-04", "3x8", POS, "Kellsby shift pattern: 3x8 (06-14 / 14-22 / 22-06), Mon\u2013Fri."),
        ("2024-08-26", "2x12", POS, "Kellsby moving to a 2x12 continental rota from 26 Aug."),
        ("2025-04-07", "2x12", POS, "Q1 review done: Kellsby stays on 2x12 continental, no change.", "confirmation"),
    ]),
    ("rod1008|stock|kellsby", [
        ("2025-03-03", "62t", POS, "Coil stock (1008 wire rod): 62 t on hand"),
        ("2025-03-17", "38t", POS, "Wire rod 1008 down to 38 tonnes. Reorder placed with Ennisfar."),
        ("2025-04-01", "95t", POS, "Coil stock (1008 wire rod): 95 t on hand"),
        ("2025-04-02", "95t", POS, "1008 rod on hand: 95,000 kg", "format_variant"),
    ]),
    ("l3|zinc_bath_lot", [
        ("2025-02-24", "ZB-2291", POS, "Zinc bath lot in use on Line 3: ZB-2291"),
        ("2025-06-09", "ZB-2317", POS, "Zinc bath lot in use on Line 3: ZB-2317"),
        ("2025-11-10", "ZB-2356", POS, "L3 bath: fresh lot ZB-2356 made up after the drag-out contamination"),
    ]),
    ("rc5|down", [
        ("2025-05-12", "down", POS, "RC-5 down: servo fault on axis 4, Threnby engineer booked for Thu."),
        ("2025-05-15", "down", NEG, "Robot cell 5 running again, axis 4 drive swapped under warranty."),
    ]),
    ("fl03|on_hire_ketterby", [
        ("2024-10-01", "hire", POS, "FL-03 is on hire from Ketterby Lift Hire (weekly rate)."),
        ("2025-03-31", "hire", NEG, "FL-03 off-hired today, Ketterby collected it. We no longer rent that truck."),
    ]),
    ("l6|supervisor|dunmere", [
        ("2024-01-08", "okafor", POS, "Dunmere L6 assembly supervisor \u2013 Ferdi Okafor-Baird"),
        ("2024-06-17", "tull", POS, "Marguerite Tull has taken over as supervisor on Line 6 (Dunmere)."),
        ("2025-02-10", "pellham", POS, "L6 sup: S. Pellham (acting) while MT on secondment"),
        ("2025-09-01", "tull", POS, "Marguerite is back from secondment and running Line 6 again."),
    ]),
    ("ov3|setpoint", [
        ("2024-09-09", "185C", POS, "OV-3 cure oven setpoint 185 \u00b0C"),
        ("2025-01-13", "190C", POS, "Raised the OV-3 setpoint to 190C for the new Varrel powder."),
        ("2025-05-20", "190C", POS, "OV-3 set temp: 190 deg C", "format_variant"),
    ]),
    ("d118|location", [
        ("2024-07-22", "havelin", POS, "Die D-118 at Havelin Tool & Die for regrind."),
        ("2024-08-05", "rack_b3", POS, "D-118 back from regrind, stored rack B3."),
        ("2025-01-30", "havelin", POS, "Sent D-118 out to Havelin again \u2013 cracked punch, expect 2 wks."),
    ]),
    ("press_seal_kits|supplier", [
        ("2024-02-05", "brackley", POS, "Seal kits for press hydraulics come from Brackley Seal Co."),
        ("2025-05-26", "norrholm", POS, "Switched press seal kit supplier from Brackley to Norrholm Fluidtech: better price, same spec."),
        ("2025-09-01", "norrholm", POS, "Norrholm Fluidtech supply the P-04/P-11 seal kits, part no. NF-SK-250, 5 day lead time.", "elaboration"),
    ]),
    ("lubricants|supplier|kellsby", [
        ("2023-10-16", "lumbrook", POS, "Lubricants supplier (way oil, hyd oil, greases): Lumbrook Lubricants"),
        ("2025-01-06", "pardoe", POS, "As of January our oils and greases are supplied by Pardoe Oils, Lumbrook account closed."),
        ("2025-06-02", "pardoe", POS, "Pardoe Oils confirmed as lube supplier for the rest of 2025.", "confirmation"),
    ]),
    ("kellsby|maintenance_planner", [
        ("2023-12-04", "roake", POS, "Maintenance planner (Kellsby): Gethin Roake"),
        ("2025-07-07", "dray", POS, "Gethin retired Friday. Fenella Dray is maintenance planner from today."),
        ("2026-01-12", "dray", POS, "Fenella Dray confirmed in post as maintenance planner after probation.", "confirmation"),
    ]),
    ("ch1|service_interval", [
        ("2024-04-02", "6m", POS, "CH-1 chiller service interval: every 6 months."),
        ("2025-04-28", "3m", POS, "Chiller 1 servicing moved to quarterly after the compressor failure."),
        ("2025-06-02", "3m", POS, "CH-1 service every 3 months", "format_variant"),
    ]),
    ("l5|scrap_target", [
        ("2024-01-22", "2.5", POS, "Line 5 scrap target \u22642.5%"),
        ("2024-10-07", "1.8", POS, "Line 5 scrap target \u22641.8%"),
        ("2025-03-31", "1.8", POS, "L5 scrap target stays at 1.8% for Q2."),
        ("2025-10-06", "1.5", POS, "FY26: Line 5 scrap goal tightened to 1.5%."),
    ]),
    ("im12|resin_lot", [
        ("2024-08-15", "CP-24-0815", POS, "Resin lot on IM-12: CP-24-0815 (Corbell PA66 GF30)"),
        ("2024-09-09", "CP-24-0907", POS, "IM-12 now running Corbell lot CP-24-0907, old lot used up."),
        ("2024-10-02", "CP-24-0931", POS, "IM-12 now running Corbell lot CP-24-0931, old lot used up."),
    ]),
    ("b1|inspection_cert_expiry", [
        ("2024-01-10", "2024-12", POS, "Boiler B-1 insurance inspection certificate valid until 12/2024."),
        ("2024-12-05", "2025-12", POS, "B-1 re-inspected by the insurer's engineer; cert now runs to Dec 2025."),
        ("2025-11-27", "2026-11", POS, "B-1 re-inspected by the insurer's engineer; cert now runs to Nov 2026."),
        ("2026-01-19", "2026-11", POS, "B-1 certificate expiry 11/2026", "format_variant"),
    ]),
    ("paint_booth|fire_suppression_contractor", [
        ("2024-03-11", "kelmscar", POS, "Paint booth fire suppression serviced by Kelmscar Fire Protection."),
        ("2025-03-24", "wrenfield", POS, "Fire suppression in the paint booth: now Wrenfield Safety Systems (Kelmscar contract ended)."),
        ("2025-06-30", "wrenfield", POS, "Wrenfield Safety Systems: paint booth suppression, 6-monthly service, next visit in September.", "elaboration"),
    ]),
    ("l1|line_speed", [
        ("2024-11-04", "42spm", POS, "L1 running 42 spm"),
        ("2025-02-17", "36spm", POS, "Line 1 slowed to 36 strokes/min, die wear on D-204 giving burrs."),
        ("2025-03-10", "40spm", POS, "D-204 reground; Line 1 back up, 40 SPM for now."),
    ]),
    ("dunmere|site_manager", [
        ("2023-08-14", "quist", POS, "Site manager, Dunmere plant: Hannelore Quist"),
        ("2025-02-03", "fenwick", POS, "Hannelore Quist has left; Lior Fenwick is Dunmere site manager from 3 Feb."),
        ("2026-01-05", "fenwick", POS, "Lior Fenwick continues as Dunmere site manager (re-confirmed in the 2026 org chart).", "confirmation"),
    ]),
    ("kellsby|cleaning_contractor|production,nights", [
        ("2024-05-01", "spurling", POS, "Industrial cleaning (Kellsby production, nights): Spurling Cleaning Services"),
        ("2025-05-01", "ottley", POS, "Cleaning contract at Kellsby moved to Ottley Facility Care on 1 May."),
        ("2025-06-09", "ottley", POS, "Ottley Facility Care \u2013 Kellsby nights cleaning, 4 operatives, 22:00\u201302:00, supervisor on call.", "elaboration"),
    ]),
    ("waste_oil|collector", [
        ("2024-02-19", "renwick", POS, "Waste oil collected monthly by Renwick Environmental."),
        ("2025-08-11", "tallis", POS, "Tallis Recycling now takes our waste oil (same monthly schedule)."),
        ("2025-12-15", "tallis", POS, "Waste oil: Tallis Recycling, monthly, 1,000 L IBC swap, consignment note kept in the HSE file.", "elaboration"),
    ]),
    ("cv9|belt_speed", [
        ("2024-06-24", "0.8", POS, "CV-9 belt speed 0.8 m/s"),
        ("2025-02-25", "1.1", POS, "CV-9 belt speed 1.1 m/s"),
        ("2025-05-12", "1.1", POS, "CV-9 conveyor speed 1.10 m/s", "format_variant"),
    ]),
    ("l6|plc_firmware", [
        ("2024-03-25", "2.14", POS, "Line 6 PLC firmware: v2.14"),
        ("2024-11-11", "2.17", POS, "Line 6 PLC firmware: v2.17"),
        ("2025-08-18", "3.0.2", POS, "L6 controller is on firmware 3.0.2 now - Threnby did the upgrade over the weekend."),
    ]),
    ("l2|headcount|night", [
        ("2024-09-16", "9", POS, "Night shift L2 headcount: 9 operators"),
        ("2025-04-22", "7", POS, "Night shift L2 headcount: 7 operators"),
        ("2025-10-13", "8", POS, "Put an 8th operator back on L2 nights, the packer still needs a minder."),
    ]),
    ("tw_a|calibration_due", [
        ("2024-06-03", "2025-06-01", POS, "Torque wrench set TW-A due for calibration 2025-06-01"),
        ("2025-05-28", "2026-06-01", POS, "TW-A wrenches calibrated this week, next due 1 June 2026."),
        ("2025-09-08", "2026-06-01", POS, "TW-A cal due 01/06/2026", "format_variant"),
    ]),
    ("dunmere|safety_officer", [
        ("2024-02-26", "corrander", POS, "H&S officer at Dunmere: Ines Corrander"),
        ("2025-06-23", "mabbott", POS, "Carys Mabbott now handles health & safety at Dunmere; Ines moved to group HSE."),
        ("2025-11-24", "mabbott", POS, "Carys Mabbott looks after H&S at the Dunmere plant.", "static"),
    ]),
    ("bf2210|drawing_revision", [
        ("2024-01-29", "C", POS, "BF-2210 drawing current revision: Rev C"),
        ("2024-07-15", "D", POS, "BF-2210 drawing current revision: Rev D"),
        ("2025-01-20", "D", POS, "BF-2210 still rev D, nothing since the July ECN."),
        ("2025-05-12", "E", POS, "Part BF-2210 is now at revision E; rev D stock to be scrapped."),
    ]),
    ("cartons|supplier", [
        ("2024-04-08", "dellow", POS, "Cartons and layer pads from Dellow Packaging."),
        ("2025-02-24", "marlstone", POS, "Carton supply switched to Marlstone Board from March; Dellow contract not renewed."),
        ("2025-11-17", "marlstone", POS, "Still getting all our cartons from Marlstone.", "confirmation"),
    ]),
    ("charger_bay2|out_of_use", [
        ("2025-03-05", "out", POS, "Battery charger bay 2 out of use - charger tripping the RCD. Use bays 1 & 3."),
        ("2025-03-12", "out", NEG, "Charger bay 2 repaired by Threnby, OK to use."),
    ]),
    ("p11|interlock_bypassed", [
        ("2024-12-02", "bypass", POS, "P-11 light curtain interlock BYPASSED \u2014 do not run without supervisor present."),
        ("2024-12-06", "bypass", NEG, "P-11 light curtain repaired and signed off; bypass key removed."),
        ("2025-07-14", "bypass", POS, "P11: curtain faulting again, interlock bypass re-fitted pending new receiver. Supervised running only."),
    ]),
    ("l4|pallet_pattern", [
        ("2024-05-13", "8x12", POS, "L4 pallet pattern: 8 layers x 12 cartons"),
        ("2025-01-20", "10x12", POS, "L4 pallet pattern: 10 layers x 12 cartons"),
        ("2025-06-16", "10x12", POS, "Line 4 stacks its pallets ten layers high, twelve cartons to a layer.", "static"),
    ]),
    ("nitrogen|supplier", [
        ("2024-01-03", "aldwick", POS, "Bulk N2 tank supplied by Aldwick Gases."),
        ("2025-04-14", "ferrand", POS, "Nitrogen now comes from Ferrand Industrial Gas; Aldwick swapped the tank out last week."),
        ("2026-04-13", "ferrand", POS, "Ferrand still our N2 supplier, contract rolled over.", "confirmation"),
    ]),
    ("m8_flange_nuts|kanban_min", [
        ("2024-08-19", "20", POS, "Kanban M8 flange nuts \u2013 min 20 boxes"),
        ("2025-01-27", "30", POS, "Kanban M8 flange nuts \u2013 min 30 boxes"),
        ("2025-06-16", "30", POS, "M8 nut kanban: min still 30 boxes, checked at stock count.", "confirmation"),
    ]),
    ("l5|lead_hand|weekend", [
        ("2024-04-15", "eddowes", POS, "Weekend lead on Line 5: Bram Eddowes"),
        ("2025-03-03", "tarrant", POS, "Weekend lead on Line 5: Yusuf Tarrant"),
    ]),
    ("cooling_tower|water_treatment_contractor", [
        ("2024-03-04", "brenlow", POS, "Cooling tower water treatment: Brenlow Water Hygiene (monthly dosing + legionella sampling)"),
        ("2025-09-15", "aquaventis", POS, "Water treatment contract for the cooling tower went to Aquaventis from 15/09."),
        ("2025-11-03", "aquaventis", POS, "Aquaventis do the cooling tower treatment: monthly dosing check, quarterly legionella samples, logbook in the boiler house.", "elaboration"),
    ]),
    ("iso9001|surveillance_audit_date", [
        ("2025-01-13", "2025-04-08", POS, "Next ISO 9001 surveillance audit: 2025-04-08"),
        ("2025-03-03", "2025-04-22", POS, "Certification body moved the surveillance audit to 22 April."),
        ("2025-04-14", "2025-05-06", POS, "Certification body moved the surveillance audit to 6 May."),
        ("2025-04-22", "2025-05-06", POS, "ISO surveillance audit date 06/05/2025", "format_variant"),
    ]),
    ("l3|zinc_thickness_min", [
        ("2024-02-12", "8um", POS, "Zinc thickness spec L3: 8 \u00b5m min"),
        ("2025-07-21", "12um", POS, "Zinc thickness spec L3: 12 \u00b5m min"),
        ("2025-12-08", "12um", POS, "Checked with customer quality, 12 \u00b5m minimum still applies.", "confirmation"),
    ]),
    ("im12|cycle_time", [
        ("2024-05-27", "32.5s", POS, "IM-12 cycle time 32.5 s"),
        ("2025-01-06", "29s", POS, "Cycle on IM-12 is 29 sec after the conformal cooling insert."),
        ("2025-08-25", "27.5s", POS, "Cycle on IM-12 is 27.5 sec after the hold time trim."),
    ]),
    ("kellsby|electrical_contractor", [
        ("2023-07-10", "sallowfield", POS, "Electrical maintenance contractor: Sallowfield Electrical"),
        ("2025-02-03", "threnby", POS, "Electrical contract moved to Threnby Automation (they already do our PLCs)."),
        ("2025-05-19", "threnby", POS, "Threnby Automation hold the Kellsby electrical maintenance contract incl. 4h emergency response and annual thermography.", "elaboration"),
    ]),
    ("cv9_spare_gearmotor|in_stores", [
        ("2024-10-14", "spare", POS, "Spare gearmotor for CV-9 held in stores, bin M-14."),
        ("2025-03-03", "spare", NEG, "No spare CV-9 gearmotor left - used it on the 3 Mar breakdown. Order raised."),
        ("2025-04-10", "spare", POS, "Spare gearmotor for CV-9 held in stores again, bin M-14."),
    ]),
    ("hm2|speed_restriction", [
        ("2025-01-27", "70pct", POS, "HM-2 restricted to 70% speed pending bearing change."),
        ("2025-03-24", "70pct", NEG, "Bearing change done, HM-2 speed restriction lifted."),
    ]),
    ("p04|pm_interval", [
        ("2024-02-05", "500h", POS, "P-04 PM interval: every 500 running hours"),
        ("2025-06-30", "400h", POS, "P-04 PM interval: every 400 running hours"),
        ("2026-03-02", "400h", POS, "P-04 PM remains every 400 h.", "confirmation"),
    ]),
    ("l07|insert_supplier", [
        ("2024-09-30", "virelle", POS, "Carbide inserts for lathe L-07: Virelle Tooling"),
        ("2025-05-05", "kestrom", POS, "L-07 inserts now from Kestrom Carbide \u2013 trial went well, Virelle dropped."),
        ("2025-08-11", "kestrom", POS, "L-07 inserts: Kestrom Carbide CNMG 120408 grade KC25, drawn from the tool vending machine.", "elaboration"),
    ]),
    ("l07|setter|days", [
        ("2024-04-29", "crowhurst", POS, "L-07 setter on days: Nnamdi Crowhurst"),
        ("2025-08-25", "varga", POS, "L-07 setter on days: Elsbeth Varga"),
        ("2025-12-01", "varga", POS, "Elsbeth Varga sets up L-07 on days.", "static"),
    ]),
    ("l1|aql", [
        ("2024-06-10", "1.0", POS, "Line 1 final inspection: AQL 1.0, sample 80"),
        ("2025-03-17", "0.65", POS, "Line 1 final inspection: AQL 0.65, sample 125"),
        ("2025-07-14", "0.65", POS, "Line 1 AQL 0.65 unchanged after the quarterly review.", "confirmation"),
    ]),
    ("ennisfar|lead_time", [
        ("2024-05-20", "6wk", POS, "Ennisfar Steel lead time: 6 weeks"),
        ("2024-11-25", "9wk", POS, "Ennisfar quoting nine weeks on wire rod now."),
        ("2025-06-09", "7wk", POS, "Ennisfar quoting seven weeks on wire rod now."),
        ("2025-07-21", "7wk", POS, "Ennisfar lead time 49 days", "format_variant"),
    ]),
    ("dunmere|first_shift_start", [
        ("2024-01-08", "06:00", POS, "Dunmere first shift starts 06:00."),
        ("2025-01-06", "05:30", POS, "First shift at Dunmere now starts at 5:30am (bus timetable)."),
        ("2025-03-10", "05:30", POS, "Dunmere shift 1 start 05:30", "format_variant"),
    ]),
    ("l6|output_target|daily", [
        ("2024-04-01", "1200", POS, "L6 daily target: 1,200 units"),
        ("2025-04-01", "1350", POS, "Line 6 target goes up to 1.35k units per day from April."),
        ("2025-07-07", "1350", POS, "L6 target 1350/day", "format_variant"),
    ]),
    ("ov3_burner2|isolated", [
        ("2025-02-10", "isolated", POS, "OV-3 burner 2 isolated \u2014 flame failure lockouts."),
        ("2025-02-18", "isolated", NEG, "burner 2 on OV-3 back online after the flame rod + ignition lead were replaced"),
    ]),
    ("paint_booth|filter_change_interval", [
        ("2024-07-01", "7d", POS, "Paint booth floor filters changed weekly."),
        ("2025-02-17", "10d", POS, "Booth filter change interval extended to every 10 days (new pocket filters)."),
    ]),
    ("kellsby|training_coordinator", [
        ("2024-01-15", "hoad", POS, "Training coordinator: Wendeline Hoad"),
        ("2025-10-13", "castellane", POS, "Training coordinator: Rui Castellane"),
        ("2026-02-02", "castellane", POS, "Rui Castellane runs training at Kellsby.", "static"),
    ]),
    ("l1|supervisor|night", [
        ("2024-02-19", "moyse", POS, "L1 nights supervisor \u2014 Declan Moyse"),
        ("2025-05-19", "palfrey", POS, "Declan moved to days; Line 1 nights now supervised by Hugo Palfrey."),
        ("2026-01-19", "moorcroft", POS, "Hugo off long-term sick. Ansel Moorcroft covering Line 1 nights until further notice."),
    ]),
    ("rc5|weld_program", [
        ("2024-09-23", "v12", POS, "RC-5 weld program: RC5_WELD_V12"),
        ("2025-06-02", "v13", POS, "RC-5 weld program: RC5_WELD_V13"),
    ]),
    ("external_calibration|contractor", [
        ("2023-06-05", "haldane", POS, "External calibration contractor: Haldane Metrology"),
        ("2025-11-10", "pryce_orme", POS, "Calibrations now done by Pryce-Orme Calibration since Haldane's lab closed."),
        ("2026-03-09", "pryce_orme", POS, "Pryce-Orme Calibration carry out our external calibrations.", "static"),
    ]),
    ("scrap_metal|buyer", [
        ("2024-03-18", "gilchrist", POS, "Steel scrap/swarf buyer: Gilchrist Metals"),
        ("2025-01-13", "hobb", POS, "Swarf and offcuts now sold to Hobb & Daughters Metal Recycling, better price per tonne."),
        ("2025-04-07", "hobb", POS, "Hobb & Daughters buy our swarf and offcuts: skip swap Tuesdays, paid per tonne monthly.", "elaboration"),
    ]),
    ("p04|hydraulic_oil_grade", [
        ("2024-02-05", "vg46", POS, "P-04 hydraulic oil: ISO VG 46"),
        ("2025-01-20", "vg68", POS, "P-04 hydraulic oil: ISO VG 68"),
    ]),
    ("l3|rectifier_r2", [
        ("2024-11-18", "hire_unit", POS, "Line 3 rectifier R2 replaced with a temporary hire unit."),
        ("2025-01-13", "permanent", POS, "New permanent rectifier installed for R2 on Line 3, hire unit returned."),
    ]),
    ("dunmere|stores_supervisor", [
        ("2024-06-10", "whitcombe", POS, "Stores supervisor (Dunmere): Jasper Whitcombe"),
        ("2025-08-04", "brand", POS, "Stores supervisor (Dunmere): Ottilie Brand"),
        ("2026-02-16", "brand", POS, "Ottilie Brand still running Dunmere stores.", "confirmation"),
    ]),
    ("l6|tier1_meeting_time", [
        ("2024-03-04", "08:15", POS, "L6 tier 1 meeting 08:15 at the board"),
        ("2025-01-13", "08:30", POS, "Tier-1 on Line 6 moved to half eight so nights can hand over first."),
        ("2025-03-03", "08:30", POS, "L6 tier 1 at 08:30", "format_variant"),
    ]),
    ("powder_coat|supplier", [
        ("2024-05-06", "tamberlin", POS, "Powder for the OV-3 line: Tamberlin Finishes"),
        ("2025-01-06", "varrel", POS, "We've moved powder supply to Varrel Coatings (new polyester grade)."),
        ("2025-03-17", "varrel", POS, "Varrel Coatings supply our powder: polyester RAL 9005 matt plus the 7016 for Marrow.", "elaboration"),
    ]),
    ("l2_l3|wip_buffer_max", [
        ("2024-10-21", "6", POS, "Max WIP buffer between L2 and L3: 6 bins"),
        ("2025-05-26", "4", POS, "Max WIP buffer between L2 and L3: 4 bins"),
        ("2025-11-24", "5", POS, "L2/L3 WIP limit set at 5 bins (4 was starving L3 on Mondays)."),
    ]),
    ("pw1|strellan_contract", [
        ("2024-05-01", "strellan", POS, "PW-1 pallet wrapper covered by Strellan service contract."),
        ("2025-05-02", "strellan", NEG, "Strellan contract on PW-1 lapsed, not renewing - we'll do breakdowns in-house."),
    ]),
    ("l2|overtime_ban", [
        ("2025-06-02", "ban", POS, "Overtime ban on Line 2 until further notice (budget)."),
        ("2025-09-01", "ban", NEG, "L2 overtime ban lifted from 1 Sept."),
    ]),
]

# ---------------------------------------------------------------------------
# Standalone labelled negatives: (class, fact_key, value_key, date, text).
# A fact key starting with "*" is a multi-valued attribute (values coexist:
# no pairs by definition). Every other key here is its own single-valued fact;
# equal_time keys hold two values at one order time (full timestamp given).
# ---------------------------------------------------------------------------
STANDALONE = [
    # static: the same fact restated with a synonymous verb (both memories labelled)
    ("static", "p04|rated_tonnage", "250t", "2024-03-11", "Press P-04 is rated at 250 tonnes."),
    ("static", "p04|rated_tonnage", "250t", "2025-07-28", "P-04 has a capacity of 250 t."),
    ("static", "hm2|builder", "drennet", "2023-10-02", "HM-2 was built by Drennet Maschinenbau in 2009."),
    ("static", "hm2|builder", "drennet", "2025-02-10", "Drennet Maschinenbau manufactured heading machine HM-2 (2009)."),
    ("static", "dunmere|reports_to", "kellsby_ops_director", "2024-05-20", "The Dunmere plant reports to the Kellsby operations director."),
    ("static", "dunmere|reports_to", "kellsby_ops_director", "2025-09-29", "Dunmere answers to the operations director at Kellsby."),

    # multi_valued: values that coexist
    ("multi_valued", "*wire_rod|approved_source", "ennisfar", "2024-01-22", "Approved wire rod sources: Ennisfar Steel."),
    ("multi_valued", "*wire_rod|approved_source", "ostley", "2024-08-12", "Ostley Wire is also approved for 1008 rod."),
    ("multi_valued", "*wire_rod|approved_source", "brannagh", "2025-05-19", "Approved vendor list now includes Brannagh Steel for 1010 rod."),
    ("multi_valued", "*l5|customer", "kestin", "2024-02-26", "Line 5 moulds housings for Kestin Automotive."),
    ("multi_valued", "*l5|customer", "marrow", "2024-09-02", "L5 also runs the Vell clip for Marrow Appliances."),
    ("multi_valued", "*l5|customer", "tenterby", "2025-06-23", "Tenterby Medical trays go through Line 5 as well."),
    ("multi_valued", "*im12|qualified_mould", "t331", "2024-07-08", "Moulds qualified on IM-12: T-331 (Kestin housing)"),
    ("multi_valued", "*im12|qualified_mould", "t340", "2025-02-17", "T-340 also qualified on IM-12 after the trial run."),
    ("multi_valued", "*kellsby|certification", "iso9001", "2023-11-20", "Kellsby holds ISO 9001."),
    ("multi_valued", "*kellsby|certification", "iso14001", "2024-06-17", "Kellsby is also ISO 14001 certified."),
    ("multi_valued", "*kellsby|certification", "iatf", "2025-03-24", "IATF 16949 certificate for Kellsby issued March 2025."),
    ("multi_valued", "*l6|product", "bx40", "2024-02-05", "Line 6 builds the BX-40 door closer."),
    ("multi_valued", "*l6|product", "bx60", "2024-10-28", "BX-60 also assembled on L6."),
    ("multi_valued", "*l6|product", "bx45", "2025-08-11", "L6 now also builds the BX-45 for export."),

    # membership: memberships held at once
    ("membership", "*vishkov|member_of", "safety_committee", "2024-11-04", "Renata Vishkov joined the site safety committee."),
    ("membership", "*vishkov|member_of", "ci_steering", "2025-07-21", "Renata is also on the CI steering group."),
    ("membership", "*ashdown|member_of", "safety_committee", "2024-03-25", "Kwame Ashdown sits on the Kellsby safety committee."),
    ("membership", "*ashdown|member_of", "works_council", "2024-12-16", "Kwame Ashdown is also a member of the works council."),
    ("membership", "*dray|member_of", "reliability_wg", "2025-08-18", "Fenella Dray is on the reliability working group."),
    ("membership", "*dray|member_of", "spares_team", "2025-10-27", "Fenella also joined the spares rationalisation team."),
    ("membership", "*pennick|member_of", "supplier_audit", "2025-05-12", "Oskar Pennick is part of the supplier audit team."),
    ("membership", "*pennick|member_of", "mrb", "2025-09-08", "Oskar P. also on the MRB (material review board)."),
    ("membership", "*lenthall|member_of", "fire_team", "2025-02-24", "Priya Lenthall is a member of the night-shift fire team."),
    ("membership", "*lenthall|member_of", "5s_audit", "2025-06-30", "Priya Lenthall also belongs to the 5S audit crew."),

    # scope_disjoint: same attribute, disjoint scope
    ("scope_disjoint", "l5|lead_hand|weekday", "whitlock", "2024-09-23", "L5 weekday lead hand: Agnes Whitlock-Ruiz"),
    ("scope_disjoint", "dunmere|shift_pattern", "4on4off", "2024-08-05", "Dunmere shift pattern: 4-on/4-off, 12h."),
    ("scope_disjoint", "l2|headcount|day", "12", "2025-01-13", "Line 2 day shift headcount: 12 operators"),
    ("scope_disjoint", "l3|supervisor|weekend,kellsby", "sorby", "2025-03-17", "Line 3 weekend supervisor: Gwenllian Sorby"),
    ("scope_disjoint", "kellsby|first_shift_start", "06:00", "2025-02-03", "Kellsby first shift starts 06:00."),
    ("scope_disjoint", "dunmere|electrical_contractor", "bellhaven", "2025-04-07", "Dunmere electrical contractor: Bellhaven Electrical"),
    ("scope_disjoint", "ch1|setpoint|summer", "7C", "2024-05-27", "Chiller CH-1 setpoint (summer): 7 \u00b0C"),
    ("scope_disjoint", "ch1|setpoint|winter", "10C", "2024-11-11", "CH-1 winter setpoint: 10 \u00b0C"),
    ("scope_disjoint", "lubricants|supplier|dunmere", "cressey", "2025-03-31", "Lubricants at Dunmere come from Cressey Oil Supplies."),
    ("scope_disjoint", "dunmere|friday_finish|summer", "14:00", "2024-06-03", "Summer hours: Dunmere day shift finishes 14:00 on Fridays, June\u2013August."),
    ("scope_disjoint", "dunmere|friday_finish|winter", "15:30", "2024-10-07", "Winter Friday finish at Dunmere: 15:30."),
    ("scope_disjoint", "l1|supervisor|day", "eddowes", "2025-04-14", "Line 1 day shift supervisor: Bram Eddowes"),
    ("scope_disjoint", "kellsby|cleaning_contractor|offices,days", "brightwell", "2024-09-09", "Kellsby offices (days) cleaned by Brightwell Office Cleaning."),
    ("scope_disjoint", "dunmere|maintenance_planner", "wennick", "2025-09-22", "Maintenance planner at Dunmere is Tobias Wennick."),

    # different_subject: the frame of a changing fact with another subject
    ("different_subject", "l4|supervisor|day", "blaise", "2024-10-14", "Line 4 day shift supervisor: Teodor Blaise"),
    ("different_subject", "p11|maintenance_contractor", "quarrick", "2025-02-24", "P-11 maintenance contract: Quarrick Hydraulics"),
    ("different_subject", "hm1|bearing_supplier", "caldwyn", "2024-12-09", "Primary bearing supplier for HM-1 is Caldwyn Precision."),
    ("different_subject", "c1|out_of_service", "oos", "2025-06-16", "Compressor C-1 out of service for its 8,000 h overhaul."),
    ("different_subject", "l1|output_target|per_shift", "28000", "2024-04-15", "L1 output target: 28,000 pcs/shift"),
    ("different_subject", "im09|changeover_time", "70min", "2024-11-25", "IM-09 mould changeover averaging 70 min."),
    ("different_subject", "cmm2|calibration_due", "2025-11-15", "2025-01-27", "CMM-2 calibration due: 2025-11-15"),
    ("different_subject", "l6|qc_inspector", "ferreira", "2024-08-19", "QC inspector for Line 6: Jolene Ferreira-Scott."),
    ("different_subject", "d119|location", "havelin", "2025-04-28", "Die D-119 at Havelin Tool & Die for regrind."),
    ("different_subject", "ov2|setpoint", "200C", "2024-12-02", "OV-2 cure oven setpoint 200 \u00b0C"),
    ("different_subject", "rod1010|stock|kellsby", "21t", "2025-03-10", "Coil stock (1010 wire rod): 21 t on hand"),
    ("different_subject", "tw_b|calibration_due", "2025-09-01", "2024-09-16", "Torque wrench set TW-B due for calibration 2025-09-01"),
    ("different_subject", "rc3|down", "down", "2025-07-07", "RC-3 down: gripper air leak, maintenance on it."),
    ("different_subject", "fl05|on_hire_ketterby", "hire", "2025-01-06", "FL-05 is on hire from Ketterby Lift Hire."),

    # equal_time: two values of one fact at one order time
    ("equal_time", "l3|headcount|night", "8", "2025-04-09T06:10:00Z", "L3 nights headcount 8"),
    ("equal_time", "l3|headcount|night", "9", "2025-04-09T06:10:00Z", "Line 3 night crew: 9 ops"),
    ("equal_time", "gl1|changeover_time", "20min", "2025-06-18T14:05:00Z", "Glue line GL-1 changeover time: 20 min"),
    ("equal_time", "gl1|changeover_time", "25min", "2025-06-18T14:05:00Z", "GL-1 changeover 25 min"),
    ("equal_time", "kellsby|fire_alarm_test_date", "2025-06-12", "2025-06-02T08:30:00Z", "Next fire alarm test: Thu 12 June"),
    ("equal_time", "kellsby|fire_alarm_test_date", "2025-06-13", "2025-06-02T08:30:00Z", "Fire alarm test due Fri 13 June"),
    ("equal_time", "m10_bolts|stock", "14", "2025-10-20T21:55:00Z", "Stock of M10 bolts: 14 boxes"),
    ("equal_time", "m10_bolts|stock", "16", "2025-10-20T21:55:00Z", "M10 bolt stock 16 boxes"),
    ("equal_time", "d305|location", "rack_c1", "2025-08-27T13:40:00Z", "Die D-305 location: rack C1"),
    ("equal_time", "d305|location", "toolroom", "2025-08-27T13:40:00Z", "D-305 is in the toolroom"),

    # unrelated: distractors, several sharing a subject with a changing family
    ("unrelated", "p04|history", "-", "2024-01-08", "P-04 was commissioned in 1998 and rebuilt in 2016."),
    ("unrelated", "brannick|training", "-", "2024-04-22", "Odile Brannick completed the Managing Safely course."),
    ("unrelated", "c2|location", "-", "2024-02-12", "C-2 sits in the compressor house behind bay 4."),
    ("unrelated", "hm2|parts_made", "-", "2024-06-24", "HM-2 heads the M6 and M8 shoulder bolts for the BX range."),
    ("unrelated", "im12|tonnage", "-", "2024-03-18", "IM-12 is a 350-tonne machine."),
    ("unrelated", "ostrander|office", "-", "2024-07-15", "Ostrander Mechanical's office is on the Brackwell industrial estate."),
    ("unrelated", "vishkov|languages", "-", "2025-08-04", "Renata Vishkov speaks Polish and Czech, handy with the agency crew."),
    ("unrelated", "l6|lti_2025", "-", "2026-01-12", "Line 6 had zero lost-time injuries in 2025."),
    ("unrelated", "cmm1|licence_key", "-", "2024-11-04", "CMM-1 software licence key is kept in the QC lab safe."),
    ("unrelated", "kellsby|visitor_signin", "-", "2024-05-13", "Kellsby visitors must sign in at gatehouse 2."),
    ("unrelated", "l2|andon_board", "-", "2025-01-20", "The Line 2 andon board shows OEE per hour."),
    ("unrelated", "rc5|shielding_gas", "-", "2024-10-21", "RC-5 uses argon/CO2 82/18 shielding gas."),
    ("unrelated", "dunmere|car_park", "-", "2025-08-11", "Dunmere car park resurfacing 14\u201316 Aug, park on the overflow field."),
    ("unrelated", "ov3|exhaust_fan", "-", "2025-04-22", "The OV-3 exhaust fan bearings were greased during the Easter shutdown."),
    ("unrelated", "dunleavy|audit_schedule", "-", "2025-05-26", "Marta Dunleavy's supplier audit schedule is on the QA shared drive."),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]


def fmt(t):
    return "%04d-%02d-%02dT%02d:%02d:%02dZ" % t


def add_seconds(t, s):
    import datetime
    d = datetime.datetime(*t) + datetime.timedelta(seconds=s)
    return (d.year, d.month, d.day, d.hour, d.minute, d.second)


def build():
    rng = random.Random(SEED)
    mems = []  # table order
    for key, versions in FAMILIES:
        for v in versions:
            date, value, pol, text = v[:4]
            label = v[4] if len(v) > 4 else None
            mems.append(dict(fact=key, value=value, pol=pol, date=date, text=text,
                             label=label, family=True))
    for cls, key, value, date, text in STANDALONE:
        mems.append(dict(fact=key, value=value, pol=POS, date=date, text=text,
                         label=cls, family=False))

    # order time: the tabled date at a seeded time of day (06:00-21:59), or the
    # tabled full timestamp (equal_time)
    for m in mems:
        if "T" in m["date"]:
            m["order"] = m["date"]
        else:
            y, mo, d = (int(x) for x in m["date"].split("-"))
            m["order"] = fmt((y, mo, d, rng.randint(6, 21), rng.randint(0, 59), rng.randint(0, 59)))
        # about three quarters backfilled, a quarter live-ingested
        m["live"] = rng.random() < 0.25

    # backfilled memories: created_at is one import session, in seeded order
    backfilled = [m for m in mems if not m["live"]]
    rng.shuffle(backfilled)
    t = IMPORT_SESSION
    for m in backfilled:
        t = add_seconds(t, rng.randint(1, 4))
        m["created_at"] = fmt(t)
        m["observed_at"] = m["order"]
    for m in mems:
        if m["live"]:
            m["created_at"] = m["order"]
            m["observed_at"] = None

    # ids assigned in a shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order, 1):
        mems[i]["id"] = "r33-%03d" % n
    # file order shuffled again
    file_order = list(mems)
    rng.shuffle(file_order)
    return mems, file_order


def compute_truth(mems):
    """Truth from the tables' labels (fact key, value key, polarity, order time)."""
    by_fact = defaultdict(list)
    for m in mems:
        by_fact[m["fact"]].append(m)
    pairs = []
    for fact in sorted(by_fact):
        if fact.startswith("*"):
            continue  # multi-valued: coexisting values never replace each other
        group = sorted(by_fact[fact], key=lambda m: (m["order"], m["id"]))
        for m in group:
            newer = [n for n in group if n["order"] > m["order"]
                     and (n["value"], n["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            first = min(n["order"] for n in newer)
            cands = [n for n in newer if n["order"] == first]
            assert len(cands) == 1, ("ambiguous replacement", m["text"])
            n = cands[0]
            reason = "negation" if n["pol"] != m["pol"] else "value"
            pairs.append(dict(expired_id=m["id"], replacement_id=n["id"], reason=reason))
    pairs.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    return pairs


def check(mems, pairs):
    texts = [m["text"] for m in mems]
    assert len(texts) == len(set(texts)), "duplicated text"
    norm = [" ".join(t.lower().split()) for t in texts]
    assert len(norm) == len(set(norm)), "duplicated text (normalized)"
    ids = [m["id"] for m in mems]
    assert len(ids) == len(set(ids))
    for m in mems:
        assert m["created_at"] < CUTOFF and m["order"] < CUTOFF, m["text"]
        if m["observed_at"]:
            assert m["observed_at"] < CUTOFF
        assert m["label"] is None or m["label"] in CLASSES, m["label"]
    in_pair = set()
    for p in pairs:
        in_pair.add(p["expired_id"])
        in_pair.add(p["replacement_id"])
    byid = {m["id"]: m for m in mems}
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory outside every pair", m["text"])
    # distinct order times within a fact, except the equal_time class
    by_fact = defaultdict(list)
    for m in mems:
        by_fact[m["fact"]].append(m)
    for fact, group in by_fact.items():
        times = Counter(m["order"] for m in group)
        for tm, c in times.items():
            if c > 1:
                assert all(m["label"] == "equal_time" for m in group if m["order"] == tm), fact
    for m in mems:
        if m["label"] == "equal_time":
            same = [n for n in by_fact[m["fact"]] if n["order"] == m["order"]]
            assert len(same) == 2 and same[0]["value"] != same[1]["value"]
    # a changing family's labelled versions come after its last change
    for key, versions in FAMILIES:
        group = sorted(by_fact[key], key=lambda m: m["order"])
        seen_label = False
        for m in group:
            if m["label"]:
                seen_label = True
            else:
                assert not seen_label, ("labelled version before a change", key)
    for p in pairs:
        assert byid[p["expired_id"]]["fact"] == byid[p["replacement_id"]]["fact"]
        assert byid[p["expired_id"]]["order"] < byid[p["replacement_id"]]["order"]


def reworded():
    """Version steps (consecutive changing versions of a family) whose texts are
    not near-identical (difflib ratio <= 0.6 on lower-cased text)."""
    import difflib
    n = 0
    for _, versions in FAMILIES:
        ch = [v for v in versions if len(v) == 4]
        for a, b in zip(ch, ch[1:]):
            if difflib.SequenceMatcher(None, a[3].lower(), b[3].lower()).ratio() <= 0.6:
                n += 1
    return n


def stats(mems, pairs):
    fam_keys = {k for k, _ in FAMILIES}
    reasons = Counter(p["reason"] for p in pairs)
    labels = Counter(m["label"] for m in mems if m["label"])
    s = {
        "memories": len(mems),
        "backfilled (observed_at)": sum(1 for m in mems if not m["live"]),
        "live-ingested (created_at only)": sum(1 for m in mems if m["live"]),
        "true pairs": len(pairs),
        "true pairs, reason value": reasons["value"],
        "true pairs, reason negation": reasons["negation"],
        "changing families": len(fam_keys),
        "memories in changing families": sum(1 for m in mems if m["fact"] in fam_keys),
        "  of which changing versions (unlabelled)": sum(1 for m in mems if m["fact"] in fam_keys and not m["label"]),
        "  of which labelled (attached negatives)": sum(1 for m in mems if m["fact"] in fam_keys and m["label"]),
        "labelled negatives": sum(labels.values()),
        "newer versions reworded (of version steps)": reworded(),
    }
    lines = ["%-44s %d" % (k, v) for k, v in s.items()]
    for c in CLASSES:
        lines.append("%-44s %d" % ("  labelled " + c, labels[c]))
    return "\n".join(lines)


def jl(objs):
    return "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in objs)


README = """# `testdata/real/manufacturing-r33`: blind evaluation set (factory, production line and plant maintenance records)

A blind, hand-written evaluation set for l9's supersession detector in the register of **factory, production
line and plant maintenance records**: the notes a plant's team memory (or an assistant's memory of a plant)
accumulates about line and shift supervisors, machine and tooling status, maintenance and service contractors,
spare-part and material suppliers, batch and lot numbers, changeover and cycle times, output targets, downtime
and fault status, calibration and inspection due dates, quality inspectors, shift patterns and stock levels.
The texts are typed the way such records are: `key: value` record lines, short notes, full sentences, status
updates, handovers, change reports ("switched from X to Y", "moved to", "now", "no longer", "back in service")
and chat-like fragments, with machines and people named in several ways (P-04 / the 250t press, C-2 / C2,
RC-5 / Robot cell 5, Renata Vishkov / Renata V.) and dates and numbers in several formats (41,000 / 44k /
41000; 2025-09-30 / 30/09/2025 / 30.09.25; 190 \u00b0C / 190C; 5:30am / 05:30).

All names (firms, plants, people, products, part, machine, die and lot codes) are invented. No dataset was
used (no SituatedQA, TimeQA or any other); nothing was fetched. The files are written by `gen.py`
(Python 3, stdlib only, fixed seed; two runs give byte-identical files).

## How it was written (blind)

Read, and nothing else of the project:

1. the task prompt (`/work/notes/prompt-r33.md`);
2. `/work/notes/protocol.md` (working protocol);
3. the design seed `/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051, the supersession writer);
4. in `/work/main/README.md` only the sections "Memory JSONL (input and export format)" and "Using l9 on
   your own export" (found by listing the README's section headings with `grep -n '^#'`).

Incidentally seen, not read: the file names in `/work/notes/` (a directory listing, which shows other prompt
files by name), the README's section headings (from the `grep` above, which name the L9 to L9k experiments),
and the top-level file and directory names of the repository (printed once when the worktree was created).
No code, tests, other testdata, results, registrations or notes of the project were read; l9 was not built or
run; no other data set was looked at.

## Files

- `memories.jsonl`: one memory per line, `{"id","content","created_at"[,"observed_at"]}`, RFC 3339 UTC, all
  before 2026-12-01. Backfilled memories carry `observed_at` (when the fact was observed) and a `created_at`
  inside one import session (2026-11-04, in seeded order); live-ingested memories carry `created_at` only.
  Ids `r33-001` ... are opaque: assigned in a shuffled order, and the file order is shuffled again.
- `truth.jsonl`: `{"expired_id","replacement_id","reason"}`, reason `value` or `negation`.
- `labels.jsonl`: `{"id","class"}` for every memory that must never appear in any candidate pair.
- About three quarters of the newer versions are reworded relative to the version before them (different
  construction, verb, word order, record vs sentence form, abbreviations); the rest repeat the record line
  with the value changed (see "newer versions reworded" below, out of 100 version steps).
- `gen.py`: the tables (each memory with its fact key, value key, polarity, date and label) and the generator;
  `python3 gen.py --stats` prints the counts, `python3 gen.py --list` every memory with id, order time and
  labels.

## Truth rule

A memory's order time is `observed_at` if present, else `created_at`. A family is one fact: one subject, one
attribute, one scope. Within a family each memory is expired by the EARLIEST strictly newer memory whose
(value, polarity) differs; the reason is `negation` when the polarities differ (the newer says the fact
stopped holding, or re-affirms it after it had stopped), else `value`. A chain of n changing versions yields
n-1 pairs; a move back (A -> B -> A) pairs through the middle; a confirmation or format variant inside a chain
(same value restated) is never paired with what it confirms but is expired, like the version it confirms, by
the next change. Truth is computed from the tables' labels (fact key, value key, polarity, order time), never
from the text. `gen.py` asserts that no labelled memory takes part in any pair, that every unlabelled memory
takes part in one, that order times within a family are distinct (except the `equal_time` class), and that
no text is duplicated.

Hard cases included: move backs (P-04 contractor Ostrander -> Quarrick -> Ostrander; Line 2 target 41,000 ->
44k -> 41000; Line 6 supervisor Tull -> acting Pellham -> Tull; die D-118 Havelin -> rack B3 -> Havelin), a
four- and five-memory chain with an interior confirmation or interior format variant, middle versions worded
very differently from their neighbours (`1h05`, `L6 sup: S. Pellham (acting) while MT on secondment`), and
negation chains that stop and restart (C-2 out of service -> back in service -> locked out again; P-11
interlock bypass; the CV-9 spare gearmotor).

## Negative classes (`labels.jsonl`)

- `multi_valued`: values that coexist (approved wire rod sources, Line 5 customers, moulds qualified on IM-12,
  site certifications, Line 6 products).
- `scope_disjoint`: same attribute, disjoint scope (weekday vs weekend lead hand, Kellsby vs Dunmere,
  day vs night headcount, summer vs winter setpoint and Friday finish, offices vs production cleaning).
- `format_variant`: the same value written another way (95t / 95,000 kg, quarterly / every 3 months,
  1.35k / 1350, 7 wks / 49 days, 5:30am / 05:30, 1 June 2026 / 01/06/2026).
- `elaboration`: the same value with more detail.
- `confirmation`: the current value restated ("still", "confirmed", "as usual", "no change").
- `different_subject`: the frame of a changing fact with another subject (P-11 for P-04, HM-1 for HM-2,
  C-1 for C-2, CMM-2 for CMM-1, TW-B for TW-A, ...).
- `static`: the same fact restated with a synonymous verb.
- `membership`: memberships held at once (committees, teams).
- `equal_time`: two values of one fact at one order time (two entries of one shift report).
- `unrelated`: distractors, several sharing a subject with a changing family.

## Counts (`python3 gen.py --stats`)

```
%s
```
"""


def main():
    mems, file_order = build()
    pairs = compute_truth(mems)
    check(mems, pairs)
    if "--stats" in sys.argv:
        print(stats(mems, pairs))
        return
    if "--list" in sys.argv:
        for m in sorted(mems, key=lambda m: m["id"]):
            print("%s  %s  %-5s  %-18s  %s  %s" % (
                m["id"], m["order"], "live" if m["live"] else "back", m["label"] or "-",
                m["fact"], m["text"]))
        return
    out_mem = []
    for m in file_order:
        o = {"id": m["id"], "content": m["text"], "created_at": m["created_at"]}
        if m["observed_at"]:
            o["observed_at"] = m["observed_at"]
        out_mem.append(o)
    labels = sorted(({"id": m["id"], "class": m["label"]} for m in mems if m["label"]),
                    key=lambda o: o["id"])
    files = {
        "memories.jsonl": jl(out_mem),
        "truth.jsonl": jl(pairs),
        "labels.jsonl": jl(labels),
        "README.md": README % stats(mems, pairs),
    }
    for name, body in files.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
            f.write(body)


if __name__ == "__main__":
    main()
