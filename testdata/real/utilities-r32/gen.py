#!/usr/bin/env python3
"""Generate the blind evaluation set testdata/real/utilities-r32 (utility, energy and field-service records).

Deterministic (fixed seed, stdlib only). Usage:
  python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl, README.md next to this file
  python3 gen.py --stats  print the counts
  python3 gen.py --list   print every memory with id, order time and labels
All names, firms, places, codes and products are invented. No dataset was used.
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 3207
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# Changing families. Each family is one fact (subject, attribute, scope).
# A version is (text, value_key, polarity); polarity 1 = the fact holds, 0 = it stopped holding.
# Versions are listed in order-time order. Labels are fixed here, BEFORE generation:
# versions of changing families are unlabelled; the `after` items (class, text, value_key, polarity)
# are labelled negatives attached to the family's fact, placed after its last version, and carry the
# same (value, polarity) as that last version, so they can never take part in a pair.
# ---------------------------------------------------------------------------
FAMILIES = [
    ("corbel17.elec_msn", [
        ("17 Corbel St - elec meter serial: E19K 044721", "E19K044721", 1),
        ("Meter exchange done at 17 Corbel Street today, the new serial is E22P 310958.", "E22P310958", 1),
    ], [("format_variant", "17 Corbel Street electricity MSN E22P310958", "E22P310958", 1)]),
    ("acct882041-7.read_cycle", [
        ("acct 88-2041-7 read cycle: quarterly", "quarterly", 1),
        ("Halloway Bakery has moved onto monthly reads from this billing period.", "monthly", 1),
        ("88-2041-7 back to quarterly reads - the AMR unit failed again", "quarterly", 1),
    ], []),
    ("pennockrow.tariff", [
        ("Pennock Row Primary tariff: Veldmark Business Fixed 24", "bizfixed24", 1),
        ("Pennock Row switched from Business Fixed 24 to Veldmark Flex Day/Night.", "flexdn", 1),
    ], [("confirmation", "Checked the bill for Pennock Row Primary, still on Flex Day/Night.", "flexdn", 1)]),
    ("marlow_u9.supplier", [
        ("Unit 9 Marlow TE supplier = Ashgrove Gas", "ashgrove", 1),
        ("supplier for unit 9 on the Marlow trading estate is now Corrowby Energy", "corrowby", 1),
        ("Marlow TE u9: supply transferred to Pellucid Supply Co, effective 1st of the month", "pellucid", 1),
    ], []),
    ("patch_ne4.engineer", [
        ("Patch NE-4 engineer: Tomasz Relk", "relk", 1),
        ("Priya Vannet has taken over NE-4 from Tomasz.", "vannet", 1),
        ("fyi NE4 jobs go to Dermot O. for the next few weeks, Priya's away on her HV course", "oakes", 1),
        ("NE-4 is Priya's again from Monday", "vannet", 1),
    ], []),
    ("inc55210.status", [
        ("INC-55210 (Onsby Lane LV fault) status: open, crew dispatched", "open", 1),
        ("INC-55210 - fault located, failed cable joint, status now 'repair in progress'", "repair", 1),
        ("Onsby Lane LV outage INC 55210 closed, all 212 customers restored 18:40", "closed", 1),
    ], [("elaboration", "INC-55210 closed: joint replaced in the footway outside 31 Onsby Lane, 212 customers back on at 18:40, reinstatement booked with the council", "closed", 1)]),
    ("feeder_f203.primary", [
        ("Feeder F-203 is fed from Brackley Cross primary (BX-11)", "bx11", 1),
        ("F-203 transferred to Gildon Moor primary after the BX-11 rebuild", "gildon", 1),
    ], [("elaboration", "F-203 now runs off Gildon Moor primary, CB6, with the normally-open point at the Wyke Lane ring main unit", "gildon", 1)]),
    ("van_vn14.depot", [
        ("Van VN-14 based at Harrowfield depot", "harrowfield", 1),
        ("VN14 now garaged at Stenmoor", "stenmoor", 1),
    ], []),
    ("van_vn22.coupler25", [
        ("VN-22 stock: 25mm MDPE couplers x 18", "18", 1),
        ("used most of the small couplers on the Fenwick burst, van 22 is down to 6", "6", 1),
        ("Restocked VN-22 - twenty 25mm MDPE couplers on board", "20", 1),
    ], [("format_variant", "VN22 25mm coupler count: 20", "20", 1)]),
    ("wo77120.slot", [
        ("WO-77120 appt: Tue 14 Oct, AM slot (08:00-12:00)", "am", 1),
        ("Customer rang, WO-77120 moved to the afternoon slot, 12-4pm same day", "pm", 1),
    ], [("format_variant", "WO-77120 slot 12:00-16:00", "pm", 1)]),
    ("corrowby_mains.cm", [
        ("Contract manager, Corrowby Water mains framework: Ros Meadowcroft", "meadowcroft", 1),
        ("Ros has handed the Corrowby framework over to Kwame Ostby.", "ostby", 1),
    ], [("confirmation", "Corrowby mains framework CM remains Kwame Ostby as before", "ostby", 1)]),
    ("ooh_gas_rota.primary", [
        ("Out-of-hours gas call-out rota, primary on-call: Jun Halvik", "halvik", 1),
        ("J. Halvik is off the OOH rota; Bettina Larue is primary on call now", "larue", 1),
    ], []),
    ("quillbridge.dno", [
        ("DNO for the Quillbridge area: Northfen Power Networks", "northfen", 1),
        ("The Quillbridge network is now operated by Easterly Grid plc following the licence transfer.", "easterly", 1),
    ], [("confirmation", "Easterly Grid confirmed as the network operator for Quillbridge", "easterly", 1)]),
    ("gv_ash03.insp_due", [
        ("Governor GV-ASH-03 next inspection due 14/03/2025", "2025-03-14", 1),
        ("GV-ASH-03 inspected, next due 2026-03-14", "2026-03-14", 1),
        ("Ashby governor 03: inspection deferred, now due 30 Jun 2026", "2026-06-30", 1),
    ], [("format_variant", "GV-ASH-03 insp due 2026-06-30", "2026-06-30", 1)]),
    ("tolley44.psr", [
        ("44 Tolley Road - customer on the Priority Services Register (oxygen concentrator)", "psr", 1),
        ("Removed 44 Tolley Rd from the PSR, customer has moved into care", "psr", 0),
        ("PSR re-registration done for 44 Tolley Road, the new occupant is on home dialysis", "psr", 1),
    ], []),
    ("oakes.hv_ap", [
        ("Dermot Oakes - HV authorised person (AP) card valid", "ap", 1),
        ("Dermot's AP authorisation has lapsed, he can't switch HV until he's reassessed", "ap", 0),
    ], []),
    ("west_ooh.brisk", [
        ("OOH cover for the west patch is contracted to Brisk Field Services", "brisk", 1),
        ("We no longer use Brisk for west OOH cover, the contract ended 31 May", "brisk", 0),
    ], []),
    ("fennel3.last_read", [
        ("Last actual read for 3 Fennel Court: 041,882 kWh (12 Feb)", "41882", 1),
        ("3 Fennel Ct latest actual reading 43107 kWh", "43107", 1),
    ], [("format_variant", "3 Fennel Ct read 43,107kWh", "43107", 1)]),
    ("flexday.unit_rate", [
        ("Veldmark Flex Day unit rate: 24.61p/kWh", "24.61", 1),
        ("Flex Day rate goes up to 26.02p per kWh", "26.02", 1),
        ("After the cap review Veldmark have cut Flex Day to 25.4p/kWh", "25.40", 1),
    ], []),
    ("corrowby_std.standing", [
        ("Standing charge on Corrowby Standard: 53.2p/day", "53.2", 1),
        ("corrowby std SC is 60.1p a day now", "60.1", 1),
    ], []),
    ("stenmoor_jointers.tl", [
        ("Stenmoor jointing gang TL - Fintan Grae", "grae", 1),
        ("Maud Kessing is running the Stenmoor jointers now that Fintan has retired.", "kessing", 1),
    ], []),
    ("hollin9.meter_mode", [
        ("9 Hollin Walk smart meter mode: prepayment", "prepay", 1),
        ("Hollin Walk no. 9 flipped from PAYG to credit mode at the customer's request", "credit", 1),
    ], []),
    ("bridgest_ps.generator", [
        ("Bridge St pumping station running on the mobile generator", "gen", 1),
        ("Bridge St PS back on mains, generator no longer needed there", "gen", 0),
    ], []),
    ("wo80311.status", [
        ("WO-80311 status: awaiting parts", "parts", 1),
        ("80311 - parts in, job scheduled for Thursday", "scheduled", 1),
        ("WO-80311 complete, signed off by the customer", "complete", 1),
    ], [("confirmation", "re WO-80311: confirmed complete, nothing outstanding", "complete", 1)]),
    ("santoro.depot", [
        ("Lile Santoro - home depot Quillbridge yard", "quillbridge", 1),
        ("Lile transferred to Harrowfield depot", "harrowfield", 1),
    ], [("confirmation", "Lile still working out of Harrowfield", "harrowfield", 1)]),
    ("kestle_prv.setpoint", [
        ("PRV at Kestle Hill zone setpoint 3.2 bar", "3.2", 1),
        ("Kestle Hill PRV dropped to 2.8 bar to cut leakage", "2.8", 1),
        ("Kestle Hill PRV setpoint: 3.0bar", "3.0", 1),
    ], [("format_variant", "Kestle Hill zone PRV set to 3 bar", "3.0", 1)]),
    ("h1187.defective", [
        ("H-1187 (Wyke Lane) tagged defective, do not use", "defective", 1),
        ("Hydrant 1187 on Wyke Ln repaired, defect tag removed", "defective", 0),
    ], []),
    ("anvil5.gas_msn", [
        ("Gas meter 5 Anvil Yard: serial G4-7781203", "G47781203", 1),
        ("MSN changed at 5 Anvil Yd -> G4-8120456 (smart exchange)", "G48120456", 1),
    ], []),
    ("acct610093-2.supplier", [
        ("Account 61-0093-2 supplier: Veldmark Energy", "veldmark", 1),
        ("61-0093-2 switched supplier from Veldmark to Ashgrove Gas & Power", "ashgrove", 1),
        ("customer on 61-0093-2 has gone back to Veldmark", "veldmark", 1),
    ], []),
    ("pow3319.date", [
        ("Planned outage POW-3319 at Gildon Moor: 12 Nov 2025", "2025-11-12", 1),
        ("POW-3319 rescheduled to 2025-11-26", "2025-11-26", 1),
        ("Gildon Moor planned shutdown (POW 3319) is now on 03/12/2025", "2025-12-03", 1),
    ], []),
    ("halvik.van", [
        ("Jun Halvik drives VN-09", "vn09", 1),
        ("Jun's swapped into VN-31, VN-09 is off the road", "vn31", 1),
        ("VN-09 is fixed and Jun has it back", "vn09", 1),
    ], []),
    ("streetlight_contract.cm", [
        ("Streetlighting maintenance contract (Northfen) - CM: Greta Villiers", "villiers", 1),
        ("Greta Villiers -> Anselm Toft as contract manager on the streetlighting deal", "toft", 1),
        ("Anselm Toft is off the streetlighting contract; the CM is now Harriet Coyle", "coyle", 1),
    ], []),
    ("ostby.confined_space", [
        ("Kwame Ostby holds a current confined space entry ticket", "cs", 1),
        ("Kwame's confined space cert expired 02/2025 - do not send him on chamber work", "cs", 0),
        ("Kwame re-certified for confined space entry, valid to 2028", "cs", 1),
    ], []),
    ("onsby_t2.tap", [
        ("Onsby Lane T2 tap: 3", "3", 1),
        ("Retapped T2 at Onsby Lane to position 5", "5", 1),
    ], []),
    ("fenwick_water.read_cycle", [
        ("Fenwick district water meters read every 6 months", "6m", 1),
        ("Fenwick meters now read once a year (drive-by AMR)", "12m", 1),
    ], []),
    ("harrowfield.depot_mgr", [
        ("Harrowfield depot manager: Colm Brannagh", "brannagh", 1),
        ("New depot manager at Harrowfield - Yusra Delacroix started Monday", "delacroix", 1),
    ], [("confirmation", "Yusra Delacroix still managing Harrowfield depot", "delacroix", 1)]),
    ("wo79004.slot", [
        ("WO-79004 booked 09/09 08:00-10:00", "0909am", 1),
        ("WO-79004: rebooked to 16 Sept, 8-10am", "1609am", 1),
        ("79004 moved again, now 17/09 10:00-12:00", "1709late", 1),
    ], []),
    ("saltire22.tamper", [
        ("Meter at 22 Saltire Lane flagged for suspected tamper", "tamper", 1),
        ("Tamper flag cleared on 22 Saltire Ln after the site visit", "tamper", 0),
    ], []),
    ("inc56002.off_supply", [
        ("INC-56002 storm damage Gorse Ridge: 1,430 off supply", "1430", 1),
        ("Gorse Ridge INC-56002 update - 380 customers still off", "380", 1),
        ("INC-56002: everyone on Gorse Ridge is back on supply", "0", 1),
    ], []),
    ("larue.patch", [
        ("Bettina Larue covers patch SW-2", "sw2", 1),
        ("Bettina moved from SW-2 to SW-5", "sw5", 1),
        ("B. Larue: patch SW5 -> SW1 from April", "sw1", 1),
    ], [("confirmation", "Bettina on SW1 as normal", "sw1", 1)]),
    ("kestle_ar2.exam_due", [
        ("Kestle Hill air receiver AR-2 - next written scheme exam due Aug 2025", "2025-08", 1),
        ("AR-2 Kestle Hill exam due date pushed to 2026-02", "2026-02", 1),
    ], []),
    ("stenmoor.spare_33kv_drum", [
        ("Stenmoor depot holds the spare 33kV cable drum", "drum", 1),
        ("Spare 33kV drum no longer at Stenmoor - it went on the Tarrow job", "drum", 0),
    ], []),
    ("quillbridge_pr_ev.tariff", [
        ("Quillbridge P&R chargers on Northfen EV Commercial tariff", "evcomm", 1),
        ("P&R EV hub tariff switched to Veldmark Fleet Night", "fleetnight", 1),
    ], []),
    ("feeder_f118.customers", [
        ("F-118 customers: 1,204", "1204", 1),
        ("F118 now serves 1,322 customers after Larch Fields estate was connected", "1322", 1),
    ], [("format_variant", "Feeder F-118 customer count 1322", "1322", 1)]),
    ("upper_tarrow.gas_operator", [
        ("Gas network at Upper Tarrow - operated by Ashgrove Distribution", "ashgrove", 1),
        ("Upper Tarrow gas mains have been adopted by Meridale GDN", "meridale", 1),
    ], []),
    ("pennockrow.named_eng", [
        ("Pennock Row Primary - named engineer Jun Halvik", "halvik", 1),
        ("Named engineer for Pennock Row is now Lile Santoro", "santoro", 1),
    ], []),
    ("nc2291.status", [
        ("NC-2291 (Larch Fields phase 2) - quote issued", "quote", 1),
        ("NC-2291 quote accepted, waiting on the wayleave", "wayleave", 1),
        ("Larch Fields ph2 connection NC 2291 energised 04.06.2026", "energised", 1),
    ], [("elaboration", "NC-2291 energised on 4 June 2026: 48 plots live, LF-1 package sub commissioned, as-builts sent to records", "energised", 1)]),
    ("van_vn31.g4_meters", [
        ("VN-31 carries 4 x G4 smart meters", "4", 1),
        ("VN31: 2 G4 meters left", "2", 1),
    ], []),
    ("gorse_ridge.fence_alarm", [
        ("Gorse Ridge substation fence alarm active", "alarm", 1),
        ("Fence alarm at Gorse Ridge disabled (faulty PIR), site patrol instead", "alarm", 0),
        ("Gorse Ridge fence alarm reinstated after the PIR swap", "alarm", 1),
    ], []),
    ("kessing.fuel_card", [
        ("Maud Kessing has a company fuel card", "fuelcard", 1),
        ("Maud's fuel card has been cancelled", "fuelcard", 0),
    ], [("elaboration", "Maud's fuel card cancelled - she's on the pool card scheme now, old card shredded at Stenmoor", "fuelcard", 0)]),
    ("ashgrove_mop.cm", [
        ("Ashgrove meter-operator contract managed by Pieter Saunt", "saunt", 1),
        ("Saunt handed over the Ashgrove MOP contract to Yusra Delacroix", "delacroix", 1),
    ], []),
    ("halloway.water_read", [
        ("Halloway Bakery water meter W-5520193 last read 1882 m3", "1882", 1),
        ("W-5520193 read: 2,041 m\u00b3", "2041", 1),
    ], []),
    ("larch_fields.substation", [
        ("Larch Fields estate supplied from Onsby Lane secondary", "onsby", 1),
        ("Larch Fields switched across to the new package sub LF-1", "lf1", 1),
    ], []),
    ("stenmoor_jointers.materials_store", [
        ("Stenmoor jointers' materials held at Quillbridge yard", "quillbridge", 1),
        ("jointing materials for the Stenmoor gang are now kept at Stenmoor itself", "stenmoor", 1),
    ], []),
    ("wo81440.slot", [
        ("WO-81440 smart install: Thu 5 Mar 2026, 1pm-5pm", "0503pm", 1),
        ("WO-81440 brought forward to Wed 4 Mar, all-day slot", "0403day", 1),
    ], []),
    ("wo82007.priority", [
        ("WO-82007 raised: leaking stop tap, Priority 3", "p3", 1),
        ("WO-82007 upgraded to P1, water is entering the property", "p1", 1),
    ], []),
    ("ostby.shift", [
        ("Kwame Ostby on 4-on-4-off days", "4on4off", 1),
        ("Kwame switched to the 5-2 pattern", "5-2", 1),
        ("Kwame's gone back onto four-on-four-off", "4on4off", 1),
    ], []),
    ("anvil5.mop", [
        ("5 Anvil Yard MOP: Ashgrove Metering", "ashgrove", 1),
        ("Anvil Yard 5 meter operator changed to Lumen MOP Services", "lumen", 1),
    ], []),
    ("tarrow_cp.survey_due", [
        ("Tarrow pipeline CP survey due: Q2 2025", "2025q2", 1),
        ("CP survey on the Tarrow line - next due 30/09/2025", "2025-09-30", 1),
        ("Tarrow CP survey now due Jan 2026 (contractor slipped)", "2026-01", 1),
    ], []),
    ("halvik.depot", [
        ("Jun Halvik reports to Stenmoor", "stenmoor", 1),
        ("Jun now starts from Quillbridge yard", "quillbridge", 1),
    ], []),
    ("sl4410.status", [
        ("Streetlight SL-4410 (Mercer Way) fault reported, lamp out", "reported", 1),
        ("SL-4410 - it's a supply fault, passed to Northfen", "dno", 1),
        ("SL-4410 fixed, lamp on", "fixed", 1),
    ], [("elaboration", "SL-4410 fixed: Northfen replaced the cut-out, lamp on and photocell tested", "fixed", 1)]),
    ("rookhill7.voltage", [
        ("Voltage at 7 Rook Hill measured 258V", "258", 1),
        ("Re-measured 7 Rook Hill after the tap change: 241 V", "241", 1),
        ("7 Rook Hill voltage logger pulled - average 249V over the fortnight", "249", 1),
    ], []),
    ("west_ooh.phone", [
        ("OOH electric emergency line for the west patch: 0800 613 229", "0800613229", 1),
        ("West patch OOH line changed to 0800 613 550", "0800613550", 1),
    ], [("format_variant", "west OOH number 0800613550", "0800613550", 1)]),
    ("kestle_res.cl_target", [
        ("Kestle Hill reservoir chlorine residual target 0.5 mg/l", "0.5", 1),
        ("Kestle Hill res - Cl target raised to 0.7mg/L", "0.7", 1),
        ("Cl residual target at Kestle Hill reservoir has come back down to 0.6 mg/l", "0.6", 1),
    ], []),
    ("gildon_moor.keys", [
        ("Gildon Moor primary access: key from the Harrowfield key cabinet", "harrowfield", 1),
        ("Gildon Moor keys moved to the Stenmoor cabinet", "stenmoor", 1),
    ], []),
    ("pennockrow.main_msn", [
        ("Pennock Row Primary main meter: S/N 19E0552781", "19E0552781", 1),
        ("Pennock Row main meter replaced - S/N 24E1110837", "24E1110837", 1),
        ("pennock row main meter swapped again (faulty display), serial 24E1113402", "24E1113402", 1),
    ], []),
    ("fenwick_dma4.leak_status", [
        ("Fenwick DMA-4 night flow: 14.2 l/s, leak suspected", "suspected", 1),
        ("DMA4 Fenwick - leak found on the Cotter Rd main", "found", 1),
        ("Cotter Rd main repaired, DMA-4 back to normal night flow", "repaired", 1),
        ("Fenwick DMA-4 night flow creeping up again, another leak suspected", "suspected", 1),
    ], []),
    ("vannet.van", [
        ("Priya Vannet's van: VN-17", "vn17", 1),
        ("Priya is in VN-17 as usual this week", "vn17", 1),
        ("Priya moved into the new electric van VN-40", "vn40", 1),
    ], []),
    ("ashgrove_gas.emergency_contractor", [
        ("Emergency gas escapes for Ashgrove are handled by Tarnwell Response Ltd", "tarnwell", 1),
        ("gas escape contract: Tarnwell out, Ostrava Field Ops in", "ostrava", 1),
    ], []),
    ("bx11.outage_status", [
        ("BX-11 Brackley Cross primary: out for rebuild, feeders back-fed", "rebuild", 1),
        ("Brackley Cross still out for rebuild, back-feed unchanged", "rebuild", 1),
        ("BX-11 returned to service, normal running arrangement restored", "service", 1),
    ], []),
]

# ---------------------------------------------------------------------------
# Standalone labelled negatives: (class, fact_key, value_key, text). Items of one fact key
# share the key on purpose only where the class says the values coexist or are the same value.
# Each fact key here is disjoint from the changing families above.
# ---------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: values that coexist (one key per value; none replaces another)
    ("multi_valued", "harrowfield.stock:32a", "y", "Harrowfield depot stocks 32A cut-out fuses"),
    ("multi_valued", "harrowfield.stock:60a", "y", "Harrowfield depot also stocks 60A cut-out fuses"),
    ("multi_valued", "harrowfield.stock:100a", "y", "100A cut-out fuses are kept at Harrowfield too"),
    ("multi_valued", "vannet.trained:smets2", "y", "Priya Vannet is trained on SMETS2 installs"),
    ("multi_valued", "vannet.trained:co_alarm", "y", "Priya Vannet - trained: CO alarm fitting"),
    ("multi_valued", "vn22.kit:generator", "y", "VN-22 carries a 3kVA generator"),
    ("multi_valued", "vn22.kit:pipe_locator", "y", "VN-22 also has the pipe locator on board"),
    ("multi_valued", "marlow_u9.meters:elec", "y", "Unit 9 Marlow TE has an HH electricity meter"),
    ("multi_valued", "marlow_u9.meters:gas", "y", "Unit 9 Marlow TE has a gas meter in the yard kiosk"),
    ("multi_valued", "gildon.feeders:f203", "y", "Gildon Moor primary feeds F-203"),
    ("multi_valued", "gildon.feeders:f207", "y", "Gildon Moor primary also supplies F-207"),
    ("multi_valued", "gildon.feeders:f211", "y", "F-211 comes off Gildon Moor as well"),
    # scope_disjoint: same attribute, disjoint scopes
    ("scope_disjoint", "elec_rota.lead:weekday", "coyle", "Weekday electric call-out rota lead: Harriet Coyle"),
    ("scope_disjoint", "elec_rota.lead:weekend", "toft", "Weekend electric call-out rota lead: Anselm Toft"),
    ("scope_disjoint", "harrowfield.hours:weekday", "0700-1800", "Harrowfield depot stores open 07:00-18:00 Mon-Fri"),
    ("scope_disjoint", "harrowfield.hours:saturday", "0800-1200", "Harrowfield stores on Saturdays: 8am to noon only"),
    ("scope_disjoint", "f203.rating:summer", "400", "F-203 summer cyclic rating 400A"),
    ("scope_disjoint", "f203.rating:winter", "465", "F-203 winter cyclic rating 465A"),
    ("scope_disjoint", "flexnight.unit_rate", "13.9", "Veldmark Flex Night unit rate: 13.9p/kWh"),
    ("scope_disjoint", "flexday.unit_rate:weekend", "19.8", "Veldmark Flex Day rate at weekends is 19.8p/kWh"),
    ("scope_disjoint", "meter_read_route:harrowfield", "tue", "Meter read route for the Harrowfield patch runs on Tuesdays"),
    ("scope_disjoint", "meter_read_route:stenmoor", "thu", "Meter read route for the Stenmoor patch runs on Thursdays"),
    ("scope_disjoint", "kestle_prv.setpoint:night", "2.5", "Kestle Hill PRV night-time setpoint 2.5 bar (00:00-05:00 profile)"),
    ("scope_disjoint", "ooh_gas_rota.primary:east", "marsh", "East patch OOH gas primary on-call: Odile Marsh"),
    # format_variant (standalone pairs: the same value written two ways)
    ("format_variant", "tarrow_pipeline.length", "41000", "Tarrow gas pipeline length: 41,000 m"),
    ("format_variant", "tarrow_pipeline.length", "41000", "Tarrow pipeline is 41k metres end to end"),
    ("format_variant", "stenmoor.gate_lock", "1700", "Stenmoor yard gate locked at 17:00"),
    ("format_variant", "stenmoor.gate_lock", "1700", "Stenmoor gate gets locked at 5pm"),
    ("format_variant", "lf1.commission_date", "2025-03-14", "LF-1 package substation commissioning date 2025-03-14"),
    ("format_variant", "lf1.commission_date", "2025-03-14", "LF-1 commissioned 14/03/2025"),
    # elaboration (standalone)
    ("elaboration", "wren12.comms_hub", "online", "12 Wren Close comms hub online"),
    ("elaboration", "wren12.comms_hub", "online", "12 Wren Close comms hub online, signal -71 dBm, joined via the mesh extender fitted in the hall cupboard"),
    ("elaboration", "tarrow_pipeline.material", "pe100", "Tarrow pipeline material: PE100"),
    ("elaboration", "tarrow_pipeline.material", "pe100", "Tarrow line is PE100 throughout, SDR11, 315mm, butt-fused at 12m lengths"),
    ("elaboration", "bridgest_ps.pumps", "3", "Bridge St pumping station has 3 duty/standby pumps"),
    ("elaboration", "bridgest_ps.pumps", "3", "Bridge St PS: 3 pumps (2 duty, 1 standby), 45kW each, VSD on pump 1"),
    ("elaboration", "saltire22.meter_location", "cellar", "22 Saltire Lane meter is in the cellar"),
    ("elaboration", "saltire22.meter_location", "cellar", "22 Saltire Ln: meter in the cellar, access via the side door, torch needed, dog on site"),
    # confirmation (standalone pairs)
    ("confirmation", "quillbridge_yard.fuel_supplier", "brenmoor", "Quillbridge yard diesel tank supplied by Brenmoor Fuels"),
    ("confirmation", "quillbridge_yard.fuel_supplier", "brenmoor", "Brenmoor Fuels delivered to Quillbridge yard as usual"),
    ("confirmation", "kestle_res.capacity", "12ml", "Kestle Hill reservoir capacity 12 Ml"),
    ("confirmation", "kestle_res.capacity", "12ml", "confirmed Kestle Hill reservoir still 12 Ml after the survey"),
    ("confirmation", "gorse_ridge.transformer_count", "2", "Gorse Ridge has 2 grid transformers"),
    ("confirmation", "gorse_ridge.transformer_count", "2", "Gorse Ridge still running on its two grid transformers"),
    # different_subject: the frame of a changing fact with another subject
    ("different_subject", "patch_ne5.engineer", "relk", "Patch NE-5 engineer: Tomasz Relk"),
    ("different_subject", "van_vn15.depot", "harrowfield", "Van VN-15 based at Harrowfield depot"),
    ("different_subject", "acct882041-9.read_cycle", "monthly", "acct 88-2041-9 read cycle: monthly"),
    ("different_subject", "marlow_u11.supplier", "corrowby", "Unit 11 Marlow TE supplier = Corrowby Energy"),
    ("different_subject", "gv_ash04.insp_due", "2026-05-02", "Governor GV-ASH-04 next inspection due 02/05/2026"),
    ("different_subject", "fennel5.last_read", "39004", "Last actual read for 5 Fennel Court: 39,004 kWh"),
    ("different_subject", "hollin11.meter_mode", "credit", "11 Hollin Walk smart meter mode: credit"),
    ("different_subject", "feeder_f119.primary", "bx11", "Feeder F-119 is fed from Brackley Cross primary (BX-11)"),
    ("different_subject", "inc55318.status", "open", "INC-55318 (Wyke Lane HV trip) status: open, crew dispatched"),
    ("different_subject", "tolley46.psr", "psr", "46 Tolley Road - customer on the Priority Services Register (stairlift)"),
    ("different_subject", "van_vn23.coupler25", "11", "VN-23 stock: 25mm MDPE couplers x 11"),
    ("different_subject", "wo77125.slot", "am", "WO-77125 appt: Wed 15 Oct, AM slot (08:00-12:00)"),
    # static: the same fact restated with a synonymous verb (both memories labelled)
    ("static", "corrowby.operates_kestle_res", "y", "Corrowby Water operates the Kestle Hill reservoir"),
    ("static", "corrowby.operates_kestle_res", "y", "Kestle Hill reservoir is run by Corrowby Water"),
    ("static", "northfen.owns_gildon", "y", "Northfen Power Networks owns Gildon Moor primary"),
    ("static", "northfen.owns_gildon", "y", "Gildon Moor primary belongs to Northfen Power Networks"),
    ("static", "relk.employer", "veldmark", "Tomasz Relk works for Veldmark Energy"),
    ("static", "relk.employer", "veldmark", "Tomasz Relk is employed by Veldmark Energy"),
    ("static", "halloway.site_use", "bakery", "Halloway Bakery uses the supply for two deck ovens and a prover"),
    ("static", "halloway.site_use", "bakery", "Halloway Bakery runs two deck ovens and a prover off the supply"),
    ("static", "f118.cable_type", "xlpe", "F-118 is laid in 185mm XLPE"),
    ("static", "f118.cable_type", "xlpe", "185mm XLPE cable makes up F-118"),
    ("static", "brisk.hq", "tarrow", "Brisk Field Services are headquartered in Upper Tarrow"),
    ("static", "brisk.hq", "tarrow", "Brisk Field Services have their head office in Upper Tarrow"),
    # membership: memberships held at once
    ("membership", "coyle.member:storm_team", "y", "Harriet Coyle is a member of the storm-response team"),
    ("membership", "coyle.member:safety_committee", "y", "Harriet Coyle sits on the depot safety committee"),
    ("membership", "coyle.member:union_rep", "y", "Harriet Coyle is also a union rep for Harrowfield"),
    ("membership", "ostby.member:first_aiders", "y", "Kwame Ostby is on the first-aider list"),
    ("membership", "ostby.member:storm_team", "y", "Kwame Ostby joined the storm-response team"),
    ("membership", "santoro.member:mentors", "y", "Lile Santoro is one of the apprentice mentors"),
    ("membership", "santoro.member:smets_panel", "y", "Lile Santoro - member, SMETS2 technical panel"),
    ("membership", "halvik.member:gas_safe", "y", "Jun Halvik is on the Gas Safe register under Veldmark's ID"),
    ("membership", "halvik.member:storm_team", "y", "Jun Halvik: storm-response team member"),
    ("membership", "vannet.member:hv_pool", "y", "Priya Vannet is in the HV switching pool"),
    ("membership", "vannet.member:first_aiders", "y", "Priya Vannet - trained first aider, on the list"),
    ("membership", "grae.member:retirees", "y", "Fintan Grae is in the Northfen retirees' association"),
    # unrelated distractors, several sharing a subject with a changing family
    ("unrelated", "halloway.paper_bills", "y", "Halloway Bakery asked for paper bills"),
    ("unrelated", "pennockrow.solar", "y", "Pennock Row Primary has a 10kW solar array on the hall roof"),
    ("unrelated", "vn14.mot", "y", "VN-14 passed its MOT"),
    ("unrelated", "oakes.birthday_cake", "y", "Dermot Oakes brought in cake for the Stenmoor team"),
    ("unrelated", "tolley44.dog", "y", "44 Tolley Road - beware of dog, call before visiting"),
    ("unrelated", "gorse_ridge.access_track", "y", "Access track to Gorse Ridge gets muddy, 4x4 only in winter"),
    ("unrelated", "onsby_lane.parking", "y", "No parking on Onsby Lane on market days"),
    ("unrelated", "quillbridge.canteen", "y", "Quillbridge yard canteen does bacon rolls until 10"),
    ("unrelated", "kestle.birdwatch", "y", "Peregrines nesting near the Kestle Hill reservoir valve house, keep noise down"),
    ("unrelated", "wo80311.customer_note", "y", "WO-80311 customer prefers text messages to calls"),
    ("unrelated", "larue.training", "y", "Bettina Larue wants to do the jointing course next year"),
    ("unrelated", "flex_tariff.leaflet", "y", "New leaflet explaining Flex Day/Night is in the depot printers"),
    ("unrelated", "stenmoor.roof", "y", "Stenmoor depot roof leaks over bay 3"),
    ("unrelated", "ashgrove_mop.renewal_review", "y", "Ashgrove MOP contract renewal review pencilled in for spring"),
    ("unrelated", "fennel3.access", "y", "3 Fennel Court meter cupboard key is with the neighbour at no. 4"),
]

# equal_time: two values of one fact at one order time (pairs share one instant)
EQUAL_TIME = [
    ("wo83005.engineer", [("WO-83005 engineer: Priya Vannet", "vannet"), ("WO-83005 assigned to Dermot Oakes", "oakes")]),
    ("vn40.depot", [("VN-40 allocated to Harrowfield", "harrowfield"), ("VN-40 allocated to Quillbridge yard", "quillbridge")]),
    ("inc56110.status", [("INC-56110 status: open", "open"), ("INC-56110 closed - no fault found", "closed")]),
    ("wyke_rmu.insp_due", [("Wyke Lane RMU inspection due 2026-04-01", "2026-04-01"), ("Wyke Lane RMU next inspection: July 2026", "2026-07")]),
    ("acct774410-1.tariff", [("Acct 77-4410-1 tariff: Corrowby Standard", "std"), ("77-4410-1 is on Veldmark Flex Day/Night", "flexdn")]),
    ("sl4522.status", [("SL-4522 lamp out, fault reported", "reported"), ("SL-4522 working, no fault", "ok")]),
]


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: text, fact, value, pol, cls, t (order time), family(bool)

    def start_and_gaps(n):
        gaps = [rng.randint(25, 240) * 86400 + rng.randint(0, 86399) for _ in range(n - 1)]
        lo = int(dt.datetime(2019, 6, 1, tzinfo=dt.timezone.utc).timestamp())
        hi = int(dt.datetime(2026, 11, 12, tzinfo=dt.timezone.utc).timestamp()) - sum(gaps)
        t = rng.randint(lo, hi)
        out = [t]
        for g in gaps:
            t += g
            out.append(t)
        return out

    for fact, versions, after in FAMILIES:
        items = [(None, txt, v, p) for (txt, v, p) in versions] + list(after)
        times = start_and_gaps(len(items))
        last = (versions[-1][1], versions[-1][2])
        for (cls, txt, v, p), t in zip(items, times):
            if cls is not None:
                assert (v, p) == last, (fact, txt)
            mems.append(dict(text=txt, fact=fact, value=v, pol=p, cls=cls, t=t))
    groups = {}
    for cls, fact, v, txt in STANDALONE:
        groups.setdefault(fact, []).append((cls, v, txt))
    for fact in sorted(groups, key=lambda f: [i for i, s in enumerate(STANDALONE) if s[1] == f][0]):
        items = groups[fact]
        times = start_and_gaps(len(items))
        for (cls, v, txt), t in zip(items, times):
            mems.append(dict(text=txt, fact=fact, value=v, pol=1, cls=cls, t=t))
    for fact, items in EQUAL_TIME:
        t = start_and_gaps(1)[0]
        for txt, v in items:
            mems.append(dict(text=txt, fact=fact, value=v, pol=1, cls="equal_time", t=t))

    # backfilled (observed_at + import-session created_at) vs live-ingested (created_at only)
    for m in mems:
        m["backfilled"] = rng.random() < 0.75
    for fact, items in EQUAL_TIME:  # both members of an equal_time pair share the ingestion mode
        ms = [m for m in mems if m["fact"] == fact]
        for m in ms:
            m["backfilled"] = ms[0]["backfilled"]
    back = [m for m in mems if m["backfilled"]]
    order = list(range(len(back)))
    rng.shuffle(order)
    sess = int(dt.datetime(2026, 11, 19, 9, 2, 11, tzinfo=dt.timezone.utc).timestamp())
    for k, i in enumerate(order):
        sess += rng.randint(1, 9)
        back[i]["created"] = sess
    for m in mems:
        if not m["backfilled"]:
            m["created"] = m["t"]

    # ids in a shuffled order, then shuffle the file order again
    idx = list(range(len(mems)))
    rng.shuffle(idx)
    for n, i in enumerate(idx):
        mems[i]["id"] = "r32-%03d" % (n + 1)
    rng.shuffle(mems)
    return mems


def truth_of(mems):
    fams = {}
    for m in mems:
        fams.setdefault(m["fact"], []).append(m)
    pairs = []
    for fact in sorted(fams):
        ms = sorted(fams[fact], key=lambda m: (m["t"], m["id"]))
        for a in ms:
            for b in ms:
                if b["t"] > a["t"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    pairs.append((a, b, "negation" if a["pol"] != b["pol"] else "value"))
                    break
    pairs.sort(key=lambda p: p[0]["id"])
    return pairs, fams


def iso(t):
    return dt.datetime.fromtimestamp(t, dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def check(mems, pairs, fams):
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    assert len({m["id"] for m in mems}) == len(mems)
    cutoff = int(dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc).timestamp())
    for m in mems:
        assert m["t"] < cutoff and m["created"] < cutoff
        if m["backfilled"]:
            assert m["t"] < m["created"]
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a["id"])
        in_pair.add(b["id"])
    for m in mems:
        if m["cls"] is not None:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["text"])
    for fact, ms in fams.items():
        ts = [m["t"] for m in ms if m["cls"] != "equal_time"]
        assert len(set(ts)) == len(ts), ("order times not distinct", fact)
        if any(m["cls"] == "equal_time" for m in ms):
            assert all(m["cls"] == "equal_time" for m in ms) and len({m["t"] for m in ms}) == 1
    for m in mems:  # every unlabelled memory belongs to a changing family and takes part in a pair
        if m["cls"] is None:
            assert m["id"] in in_pair, ("unpaired unlabelled memory", m["text"])


def stats(mems, pairs):
    by_reason = {}
    for _, _, r in pairs:
        by_reason[r] = by_reason.get(r, 0) + 1
    changing = {a["fact"] for a, _, _ in pairs}
    in_fam = [m for m in mems if m["cls"] is None]
    by_cls = {}
    for m in mems:
        if m["cls"]:
            by_cls[m["cls"]] = by_cls.get(m["cls"], 0) + 1
    lines = [
        "memories: %d (backfilled %d, live-ingested %d)" % (
            len(mems), sum(m["backfilled"] for m in mems), sum(not m["backfilled"] for m in mems)),
        "changing families: %d" % len(changing),
        "true pairs: %d (value %d, negation %d)" % (len(pairs), by_reason.get("value", 0), by_reason.get("negation", 0)),
        "memories in changing families (unlabelled versions): %d" % len(in_fam),
        "labelled negatives: %d" % sum(by_cls.values()),
    ]
    for c in sorted(by_cls):
        lines.append("  %s: %d" % (c, by_cls[c]))
    return lines


README = """# `testdata/real/utilities-r32`: blind evaluation set (utility, energy and field-service records)

A blind evaluation data set for l9's supersession detector, in the register of **utility, energy and
field-service records**: the notes a network operator, supplier, water company or field-service contractor keeps
about meter serials and read cycles, tariffs and unit rates, suppliers and meter operators, engineers and
their patches, vans and van stock, outage and job status, appointment slots, substations and feeders, depots,
contract managers, call-out rotas and inspection due dates. Texts mix `key: value` record lines, short notes,
full sentences, status updates, handovers, change reports ("moved to", "switched from X to Y", "now",
"no longer") and chat-like fragments; most newer versions are reworded against the older one, and subjects
are sometimes named by a short form or code (`VN14`, `u9 Marlow TE`, `88-2041-7` for Halloway Bakery).
Hard cases include moves back (A -> B -> A, A -> B -> C -> B), a middle version worded very differently from
its neighbours, in-chain restatements ("as usual", "still"), and dates and numbers in several formats.

All names (people, firms, places, products, codes, phone numbers) are invented. No dataset was used
(nothing from SituatedQA, TimeQA or any other corpus); nothing was fetched.

## How it was written (blind)

Written by a helper session that read exactly:

1. its prompt (`/work/notes/prompt-r32.md`);
2. `/work/notes/protocol.md` (working protocol);
3. the design seed `/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051);
4. in `/work/main/README.md` only the sections "Memory JSONL (input and export format)" and
   "Using l9 on your own export".

Incidentally seen: the list of section headings of `/work/main/README.md` (via `grep -n '^#'`, to find the two
sections; it names the experiments L9 to L9k and sections such as "Real-text gates and corpora", none of which
were read), and the one-line output of `git worktree add`. No code, tests, other testdata, results,
registrations or notes of the project were read; l9 was not built or run.

## Files

- `gen.py` - the generator (Python 3, stdlib only, fixed seed; two runs give byte-identical files).
  `python3 gen.py` writes the files, `--stats` prints the counts, `--list` prints every memory with id,
  order time and labels.
- `memories.jsonl` - one memory per line: `{"id","content","created_at"[,"observed_at"]}`, RFC 3339 UTC.
  About three quarters are backfilled (`observed_at` = when the fact was observed, `created_at` = one import
  session in late November 2026, in seeded order); the rest are live-ingested (`created_at` only).
  Ids `r32-001`... are opaque (assigned in shuffled order; the file order is shuffled again).
- `truth.jsonl` - `{"expired_id","replacement_id","reason"}`, reason `value` or `negation`.
- `labels.jsonl` - `{"id","class"}` for every memory that must never appear in any candidate pair.

## Truth rule

Order time is `observed_at` if present, else `created_at`. Each memory carries, in gen.py's tables, a fact key
(one subject, one attribute, one scope), a value key and a polarity. Within a fact, each memory is expired by
the EARLIEST strictly newer memory whose (value, polarity) differs; the reason is `negation` when the
polarities differ (the newer says the fact stopped holding, or re-affirms it after it had stopped), else
`value`. A chain of n changing versions yields n-1 pairs; a move back pairs through the middle; a
restatement inside a chain is not paired with what it restates and is expired, like it, by the next change.
Truth is computed from the tables' labels, never from the text. gen.py asserts that no labelled memory takes
part in any pair, that order times within a fact are distinct (except `equal_time`), and that no text is
duplicated.

## Negative classes (`labels.jsonl`)

- `multi_valued` - values that coexist (a depot's stocked fuse sizes, an engineer's trainings, a primary's feeders).
- `scope_disjoint` - the same attribute in disjoint scopes (weekday/weekend, summer/winter, site A/site B, day/night profile).
- `format_variant` - the same value written another way (41,000/41k, 17:00/5pm, 2025-03-14 and 14/03/2025, 1,322/1322).
- `elaboration` - the same value with more detail.
- `confirmation` - the same value restated ("still", "confirmed", "as usual", "as before").
- `different_subject` - the frame of a changing fact with another subject (NE-5 vs NE-4, VN-15 vs VN-14).
- `static` - the same fact restated with a synonymous verb.
- `membership` - memberships held at once.
- `equal_time` - two values of one fact at one order time (direction cannot be known).
- `unrelated` - distractors, several sharing a subject with a changing family.

Labelled `format_variant`, `elaboration` and `confirmation` memories either restate the latest version of a
changing family (placed after it) or come in standalone pairs.

## Counts (`python3 gen.py --stats`)

```
%s
```
"""


def main():
    mems = build()
    pairs, fams = truth_of(mems)
    check(mems, pairs, fams)
    if "--stats" in sys.argv:
        print("\n".join(stats(mems, pairs)))
        return
    if "--list" in sys.argv:
        exp = {a["id"]: (b["id"], r) for a, b, r in pairs}
        for m in sorted(mems, key=lambda m: m["id"]):
            lab = m["cls"] or ("expired by %s (%s)" % exp[m["id"]] if m["id"] in exp else "current")
            print("%s\t%s\t%s\t%s\t%s" % (m["id"], iso(m["t"]), m["fact"], lab, m["text"]))
        return
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in mems:
            o = {"id": m["id"], "content": m["text"], "created_at": iso(m["created"])}
            if m["backfilled"]:
                o["observed_at"] = iso(m["t"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for a, b, r in pairs:
            f.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted(mems, key=lambda m: m["id"]):
            if m["cls"]:
                f.write(json.dumps({"id": m["id"], "class": m["cls"]}) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(README % "\n".join(stats(mems, pairs)))


if __name__ == "__main__":
    main()
