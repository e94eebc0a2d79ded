#!/usr/bin/env python3
"""Blind labelled supersession data set: MRO register (mro-r41).

python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  print counts, write nothing
python3 gen.py --list   print every memory, write nothing

Everything is held in the FAMILIES and STANDALONE tables below; truth is computed
from the tables (fact key, value key, polarity, order time), never from the text.
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 410141
PREFIX = "m41"
HERE = os.path.dirname(os.path.abspath(__file__))
LIMIT = dt.datetime(2026, 12, 1)
IMPORT_START = dt.datetime(2026, 11, 24, 10, 0, 0)
T_MIN = dt.datetime(2025, 1, 10)
T_MAX = dt.datetime(2026, 11, 15)
BACKFILL_SHARE = 0.75


def V(value, text, pol="+", same=False):
    """One version of a changing fact. same=True: same record line, value swapped."""
    return dict(value=value, text=text, pol=pol, same=same)


def T(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M")


# ---------------------------------------------------------------------------
# FAMILIES: one fact (subject | attribute | scope) per family, versions in
# observed order.  attach: labelled memories on the same key that come after
# the last version and carry its value and polarity.  times: optional explicit
# order times (versions then attachments); otherwise seeded.
# ---------------------------------------------------------------------------
FAMILIES = [
    dict(fid="F01", key=("G-KVRA", "home base", "-"), versions=[
        V("HLW", "Aircraft: G-KVRA\nType: ATR 72-600\nFleet no: 401\nBase: Hallowby\nOperator: Westmarch Regional"),
        V("BRK", "401 is now the Brennock-based aircraft, BRK line crew have her from tonight's last rotation."),
        V("HLW", "Westmarch fleet update: G-KVRA basing reverts to Hallowby (HLW). Ops to sort Brennock cover separately."),
    ], attach=[("confirmation", "Checked the Westmarch fleet list again - Romeo Alpha still shows HLW as home base.")]),

    dict(fid="F02", key=("G-KVRA", "next A-check due", "-"), versions=[
        V("21850FH", "G-KVRA next A-check due 21,850 FH"),
        V("22600FH", "A-check on Romeo Alpha signed off last night, next one due at 22600 hrs."),
        V("23350FH", "G-KVRA next A-check due 23,350 FH", same=True),
        V("24100FH", "Planning: 401's A-check complete and CRS issued - next A due at 24.1k FH."),
    ], attach=[("format_variant", "KVRA \u2014 next A check at 24 100 flight hours.")]),

    dict(fid="F03", key=("G-KVRB", "hangar bay", "WP-26-044"), versions=[
        V("bay2", "WP-26-044 (G-KVRB C-check): allocated Hallowby Bay 2."),
        V("bay3", "moved G-KVRB from Bay 2 to Bay 3 - Bay 2 roof crane needs its LOLER inspection first."),
    ], attach=[("elaboration", "KVRB C-check is in Bay 3, tail to the doors, docks up on both wings, 3-phase GPU fed from the bay pit, tooling cage 3B alongside.")],
        times=["2026-03-24 09:40", "2026-04-08 14:15", "2026-04-16 07:55"]),

    dict(fid="F04", key=("WP-26-044", "hangar input date", "-"), versions=[
        V("2026-04-20", "Work package: WP-26-044\nAircraft: G-KVRB\nCheck: C2\nCustomer: Westmarch Regional\nHangar input: 20/04/2026"),
        V("REL:Tue", "Odile says Westmarch can release Romeo Bravo early, so we take her in next Tuesday. Priya updating the WP."),
    ], times=["2026-03-30 11:05", "2026-04-09 16:40"]),

    dict(fid="F05", key=("G-KVRC", "AOG", "-"), versions=[
        V("aog", "AOG: G-KVRC at Tarsley, #2 starter-generator failed on start. Aircraft u/s, no MEL relief."),
        V("aog", "KVRC no longer AOG - S/G fitted, ground run good, CRS by J. Lisk at 1840L, handed back to Westmarch.", pol="-"),
    ], times=["2026-06-14 06:20", "2026-06-24 18:55"]),

    dict(fid="F06", key=("G-KVRC", "AOG spare ETA", "#2 starter-generator"), versions=[
        V("2026-06-18", "Brackwater quoting ETA Thu 18 Jun for the KVRC starter-gen exchange unit."),
        V("REL:Tue", "AOG spare for Charlie: ETA slipped to Tue, it's sat in customs at the Brackwater hub."),
    ], times=["2026-06-15 10:30", "2026-06-17 15:45"]),

    dict(fid="F07", key=("Rhodri Penhale", "CRS authorisation", "ATR 72 B1 Hallowby"), versions=[
        V("crs", "Certifying staff list: R. Penhale - B1, ATR 72, company authorisation CAE/A/031, Hallowby base maintenance."),
        V("crs", "QA: Rhodri's company authorisation is suspended until he completes recurrent HF and fuel tank safety. He must NOT sign a CRS meanwhile.", pol="-"),
        V("crs", "Rhod's authorisation is back in force - recurrent done, Sunniva re-issued CAE/A/031. OK to certify again."),
    ]),

    dict(fid="F08", key=("TW-118", "serviceable", "-"), versions=[
        V("svc", "Tool: TW-118 torque wrench 20-100 Nm\nStatus: serviceable\nLocation: H1 tool store"),
        V("svc", "TW-118 quarantined, failed the daily check (reading high). Red tag on it, do not use.", pol="-"),
        V("svc", "TW-118 back from recal, returned to service and back on the shadow board."),
    ], attach=[("confirmation", "Weekly tool check: TW-118 still serviceable.")]),

    dict(fid="F09", key=("TW-118", "calibration due", "-"), versions=[
        V("2027-01-31", "TW-118 cal due 31/01/2027"),
        V("2027-06-15", "Cal cert for the 20-100 Nm wrench came back - next due 15 June 2027."),
    ]),

    dict(fid="F10", key=("Night shift", "cover", "Brennock"), versions=[
        V("cover", "Brennock (BRK) line: nights 2200-0600 covered, 2 x B1 on shift."),
        V("cover", "No night cover at BRK any more - Westmarch have pulled the late rotations for the winter timetable.", pol="-"),
        V("cover", "Night shift at Brennock is back on: Westmarch reinstated the 2315 arrival so we're rostering 2 B1s again."),
    ]),

    dict(fid="F11", key=("Quillon Aero Parts", "approved supplier list", "-"), versions=[
        V("asl", "Approved Supplier List - Quillon Aero Parts: approved (consumables, standard parts). Review annually."),
        V("asl", "Sunniva has taken Quillon off the approved supplier list after the audit. No new POs to them until further notice.", pol="-"),
        V("asl", "Quillon Aero Parts reinstated on the ASL, corrective actions closed. Stores can order from them again."),
    ], attach=[("confirmation", "Quillon remains on the ASL after this year's supplier review.")]),

    dict(fid="F12", key=("Hallowby hangar", "night shift lead", "weekdays"), versions=[
        V("aileen", "Hallowby nights Mon-Fri: shift lead Aileen Vasquez-Hart."),
        V("jovan", "Nights handover: Jovan is running weekday nights from tonight. FYI Kerys is off sick until Thursday so we're one short on the hangar floor."),
        V("aileen", "AVH back as weekday night shift lead at HLW, Jovan returns to the line."),
    ], attach=[("confirmation", "Aileen still leading weekday nights at Hallowby.")]),

    dict(fid="F13", key=("Brackwater Rotables", "lead time", "brake units"), versions=[
        V("3wk", "Brackwater Rotables - brake unit exchange lead time: 3 weeks"),
        V("10wd", "BWR now quoting 10 working days on brake units (they've opened a second strip-down line)."),
    ], attach=[("format_variant", "Brake units from Brackwater: two working weeks.")]),

    dict(fid="F14", key=("Hexley Avionics", "repair TAT", "weather radar R/T"), versions=[
        V("21d", "Hexley Avionics: WXR receiver/transmitter repair TAT 21 days."),
        V("35d", "Hexley have gone to 35 days on the radar R/T repairs, their test set is down."),
        V("28d", "Hexley Avionics: WXR receiver/transmitter repair TAT 28 days.", same=True),
        V("14d", "Tom spoke to Hexley - radar R/T back to a 2-week turnaround now the test set is fixed."),
    ], attach=[("confirmation", "Hexley confirmed again on today's call: two weeks on the weather radar repairs.")]),

    dict(fid="F15", key=("G-KVRD", "next C-check due", "-"), versions=[
        V("2027-03", "Aircraft: G-KVRD\nType: ATR 72-600\nNext C-check: Mar 2027\nLimit: 24 mo / 8000 FH, whichever first"),
        V("2027-05", "KVRD C-check slides to May 2027, the one-off tolerance was approved by Westmarch CAMO."),
    ], attach=[("format_variant", "G-KVRD C-chk: 05/2027")]),

    dict(fid="F16", key=("G-KVRD", "engine serial", "#1 engine"), versions=[
        V("ED0417", "Aircraft: G-KVRD\nPosition: #1 engine\nEngine S/N: ED0417"),
        V("ED0582", "Engine change on KVRD complete: switched #1 from ED0417 to ED0582, ED0417 crated for the shop visit."),
    ], attach=[("elaboration", "G-KVRD #1 engine ED0582 - ex-lease unit, 3,120 FH since shop visit, ground run and leak checks done, borescope baseline recorded.")]),

    dict(fid="F17", key=("ADD-2231", "status", "-"), versions=[
        V("open", "ADD-2231 G-KVRC: cabin PA inop, deferred MEL 23-31-01 Cat C, rectify within 10 days."),
        V("extended", "ADD-2231 extended once under the RIE procedure - amplifier on back-order, Sunniva approved."),
        V("part-in", "PA amplifier for Charlie's ADD arrived in stores, fit planned tonight."),
        V("closed", "Closed ADD-2231: replaced the PA amplifier on KVRC, ops check good."),
    ]),

    dict(fid="F18", key=("Declan Marrow", "role", "-"), versions=[
        V("stores-controller", "Declan Marrow - Stores Controller"),
        V("logistics-lead", "Dec has moved up to Logistics Lead, covering stores at all three stations."),
    ], attach=[("elaboration", "Declan Marrow, Logistics Lead: runs stores at HLW, BRK and TSY, signs off AOG shipments and the DG paperwork, reports to Malcolm.")]),

    dict(fid="F19", key=("Westmarch Regional", "technical rep", "-"), versions=[
        V("odile", "Customer: Westmarch Regional\nTechnical rep: Odile Franck\nAOG: via Westmarch MCC"),
        V("gareth", "Odile's started maternity leave - Gareth Pym is covering as Westmarch tech rep, cc him on everything."),
        V("odile", "Westmarch tech rep is Odile Franck again (back from leave); WP queries to her, not Gareth."),
    ]),

    dict(fid="F20", key=("Caldmoor", "hangarkeeper's liability insurer", "-"), versions=[
        V("grell", "Hangarkeeper's liability insured with Grell & Maitland, policy HKL-77120."),
        V("grell", "Insurance renewal done - staying with Grell & Maitland for another year."),
        V("corvane", "Malcolm has moved our hangarkeeper's cover to Corvane Mutual; the Grell & Maitland policy lapses at renewal."),
    ], attach=[("elaboration", "Hangarkeeper's cover with Corvane Mutual: policy CM-HK-20931, broker Nadia Courtenay, all three stations including aircraft under tow.")],
        times=["2025-03-01 10:00", "2026-02-27 15:20", "2026-05-18 09:10", "2026-06-02 11:45"]),

    dict(fid="F21", key=("Caldmoor", "hangarkeeper's cover limit", "-"), versions=[
        V("25000000GBP", "HKL cover limit: \u00a325,000,000 any one occurrence"),
        V("40000000GBP", "Corvane policy raises the hangarkeeper's limit to GBP 40m per occurrence."),
    ], attach=[("format_variant", "HKL limit \u00a340,000,000 each and every occurrence (Corvane).")],
        times=["2025-03-02 09:30", "2026-05-20 16:05", "2026-07-09 10:20"]),

    dict(fid="F22", key=("Tarsley line station", "approval", "Q400 line maintenance"), versions=[
        V("q400-line", "Part-145 scope: Tarsley line station approved for Dash 8-400 line maintenance."),
        V("q400-line", "After the audit finding Tarsley's Q400 line privilege is suspended - no Q400 CRS at TSY, route them to Hallowby.", pol="-"),
    ], attach=[("elaboration", "TSY Q400 suspension covers all Q400 line CRS including daily checks; ATR work at Tarsley not affected; finding ref F-26-07.")]),

    dict(fid="F23", key=("G-KVRE", "APU deferred under MEL", "-"), versions=[
        V("apu-mel", "G-KVRE tech log: APU inop, deferred under MEL 49-11-01, placard fitted. GPU needed at outstations."),
        V("apu-mel", "Echo's APU is fixed (ECU reseated, fuel solenoid changed) - MEL item cleared and placard removed.", pol="-"),
    ], attach=[("confirmation", "KVRE APU still fine, no repeat of the MEL defect since the fix.")]),

    dict(fid="F24", key=("G-KVRF", "propeller serial", "#2 prop"), versions=[
        V("FR4471", "G-KVRF #2 propeller S/N FR4471"),
        V("FR5102", "G-KVRF #2 propeller S/N FR5102", same=True),
    ]),

    dict(fid="F25", key=("Marrick Propeller Services", "overhaul price", "ATR 72 prop"), versions=[
        V("18400GBP", "Supplier: Marrick Propeller Services\nItem: ATR 72 prop overhaul\nPrice: \u00a318,400 fixed, per prop"),
        V("19950GBP", "Marrick's new price list has the ATR prop overhaul up at 19.95k each."),
        V("20400GBP", "Supplier: Marrick Propeller Services\nItem: ATR 72 prop overhaul\nPrice: \u00a320,400 fixed, per prop", same=True),
    ]),

    dict(fid="F26", key=("Osprey Calibration", "turnaround", "torque wrenches"), versions=[
        V("5wd", "Osprey Calibration TAT, torque wrenches: 5 working days"),
        V("8wd", "Osprey Calibration TAT, torque wrenches: 8 working days", same=True),
    ], times=["2025-06-12 13:00", "2025-11-20 08:35"]),

    dict(fid="F27", key=("Hamid Osterly", "NDT level", "eddy current"), versions=[
        V("L2", "Name: Hamid Osterly\nRole: NDT inspector\nEddy current: Level 2"),
        V("L3", "Hamid passed his ET Level 3 exam, so he can approve procedures as Level 3 now."),
    ], attach=[("elaboration", "Hamid Osterly ET Level 3 - cert 0419, covers surface and bolt-hole eddy current, can write and approve NDT techniques for the 145.")]),

    dict(fid="F28", key=("Hallowby stores", "opening hours", "weekdays"), versions=[
        V("0600-2200", "Hallowby stores open 0600\u20132200 Mon\u2013Fri."),
        V("24h", "Stores at HLW going 24/7 on weekdays for the C-check season, night storeman starts tonight."),
        V("0600-2200", "C-check season over: HLW stores back to 06:00-22:00 weekdays, no night storeman."),
    ], attach=[("confirmation", "Stores hours unchanged, 0600-2200 Mon-Fri.")]),

    dict(fid="F29", key=("Tomasz Rell", "shift pattern", "-"), versions=[
        V("days", "Tomasz Rell: days (0600-1800), 4 on 4 off"),
        V("nights", "Tom's switching to nights to cover avionics on the C-check."),
    ], attach=[("confirmation", "Tom's still on nights.")]),

    dict(fid="F30", key=("G-KVRG", "home base", "-"), versions=[
        V("TSY", "G-KVRG based at Tarsley"),
        V("HLW", "Romeo Golf has moved base to Hallowby with the new Westmarch schedule."),
        V("BRK", "Fleet list rev 12: G-KVRG \u2014 base BRK."),
    ], attach=[("elaboration", "G-KVRG now lives at Brennock: night-stops on stand 2, line kit and her spares in the BRK cage.")]),

    dict(fid="F31", key=("G-KVRH", "next A-check due", "-"), versions=[
        V("9400FH", "G-KVRH next A-check due 9,400 FH"),
        V("10200FH", "G-KVRH next A-check due 10,200 FH", same=True),
        V("11000FH", "Romeo Hotel out of her A-check; next one at 11000 FH."),
    ]),

    dict(fid="F32", key=("WP-26-051", "planned downtime", "-"), versions=[
        V("36h", "WP-26-051 (KVRE A-check) planned downtime 36 hrs."),
        V("48h", "Priya has re-planned WP-26-051 to 48 hours, the added NDT on the MLG needs another shift."),
    ]),

    dict(fid="F33", key=("WP-26-044", "planner", "-"), versions=[
        V("priya", "WP-26-044 planner: Priya Olunde"),
        V("jovan", "Jovan picking up the planning on Bravo's C-check while Priya is on audit prep."),
    ]),

    dict(fid="F34", key=("Jovan Lisk", "mobile", "-"), versions=[
        V("07700900418", "Jovan Lisk mob: 07700 900418"),
        V("07700900562", "Jovan Lisk mob: 07700 900562", same=True),
    ], attach=[("format_variant", "Jovan: +44 7700 900562")]),

    dict(fid="F35", key=("Hallowby Bay 4", "available for heavy checks", "-"), versions=[
        V("available", "H1 Bay 4: available for heavy checks, floor repainted and marked."),
        V("available", "Bay 4 is closed - floor resurfacing, contractor on site, nothing goes in there until they're done.", pol="-"),
    ]),

    dict(fid="F36", key=("BS-02", "location", "-"), versions=[
        V("HLW", "Borescope BS-02 - kept at Hallowby tool store."),
        V("BRK", "Sent BS-02 down to Brennock for the engine inspections on the line."),
        V("HLW", "Borescope back in the HLW tool store, returned from BRK last night."),
    ]),

    dict(fid="F37", key=("PST-3", "calibration due", "-"), versions=[
        V("2027-01-12", "Pitot-static tester PST-3, cal due 12 Jan 2027"),
        V("2027-08-03", "Pitot-static tester PST-3, cal due 03 Aug 2027", same=True),
    ], attach=[("format_variant", "PST-3 calibration expiry 2027-08-03")]),

    dict(fid="F38", key=("Hangar 2", "foam suppression in service", "-"), versions=[
        V("in-service", "Hangar 2 foam suppression: in service, weekly test passed."),
        V("in-service", "H2 foam system isolated for the contractor works - out of service, fire watch needed for any hot work.", pol="-"),
    ]),

    dict(fid="F39", key=("Engine ground runs", "latest time", "Hallowby"), versions=[
        V("2300", "Engine ground runs at HLW permitted until 2300 local."),
        V("2300", "Noise committee met - the 2300 engine-run limit stays as it is."),
        V("2100", "New council condition on the consent: no engine runs after 21:00 at Hallowby."),
    ], attach=[("elaboration", "Hallowby engine runs end at 2100 local - applies to all runs above idle; idle runs for leak checks still need tower approval.")]),

    dict(fid="F40", key=("Brackwater Rotables", "account manager", "-"), versions=[
        V("colm", "Brackwater account manager: Colm Reddish"),
        V("colm", "Colm at Brackwater says he's still our account manager after their reorg."),
        V("yasmin", "Brackwater have given us a new account manager, Yasmin Abbot. Colm's gone to their US office."),
    ], attach=[("confirmation", "Yasmin Abbot remains our account manager at BWR.")]),

    dict(fid="F41", key=("Vell Tyre Co", "tyre price", "ATR main wheel tyre"), versions=[
        V("640GBP", "Vell Tyre Co - ATR main wheel tyre, new: \u00a3640 ea"),
        V("712GBP", "Vell Tyre Co - ATR main wheel tyre, new: \u00a3712 ea", same=True),
    ]),

    dict(fid="F42", key=("ADD-2240", "status", "-"), versions=[
        V("open", "ADD-2240 G-KVRG: WXR intermittent, deferred MEL 34-41-01 Cat C."),
        V("awaiting-parts", "ADD-2240 status: awaiting parts (R/T away at Hexley)."),
        V("closed", "Romeo Golf's weather radar ADD is cleared - R/T refitted, BITE test pass."),
    ]),

    dict(fid="F43", key=("Kerys Blane", "licence stage", "-"), versions=[
        V("apprentice", "Kerys Blane - apprentice, year 3"),
        V("b1-licensed", "Kerys got her B1 licence through! Off the apprentice scheme as of this week."),
    ]),

    dict(fid="F44", key=("Caldmoor labour rate", "rate", "standard"), versions=[
        V("68GBP/h", "CAE labour rate (standard): \u00a368/hr"),
        V("72GBP/h", "New contract year: our standard rate to Westmarch is now \u00a372 an hour."),
        V("75GBP/h", "CAE labour rate (standard): \u00a375/hr", same=True),
    ], attach=[("format_variant", "Std labour rate GBP 75.00 per man-hour")]),

    dict(fid="F45", key=("Westmarch ATR fleet", "A-check interval", "-"), versions=[
        V("500FH", "Westmarch ATR fleet: A-check interval 500 FH"),
        V("750FH", "CAMO approved the escalation - ATR A-checks now every 750 flight hours."),
    ], attach=[("elaboration", "ATR A-check interval 750 FH per the CAMO escalation (AMP rev 9), tolerance +10% on a one-off basis.")]),

    dict(fid="F46", key=("ATR prop retention bolt", "torque", "-"), versions=[
        V("85Nm", "AMM task 61-10-00: prop retention bolt torque 85 Nm"),
        V("95Nm", "AMM rev 14 changed the prop retention bolt torque, it's 70 lbf\u00b7ft now."),
    ], attach=[("format_variant", "Prop retention bolts: 95 N\u00b7m per AMM rev 14.")]),

    dict(fid="F47", key=("Tennant Hydraulics", "overhaul TAT", "MLG retraction actuator"), versions=[
        V("6wk", "Tennant Hydraulics - MLG retraction actuator overhaul: 6 weeks"),
        V("8wk", "Tennant pushing actuator overhauls out to 8 weeks, seal kits are short."),
        V("10wk", "Tennant Hydraulics - MLG retraction actuator overhaul: 10 weeks", same=True),
        V("7wk", "Dec: Tennant back down to about seven weeks on the gear actuators."),
        V("5wk", "Tennant quoting 35 days on actuator o/h now, best they've been all year."),
    ], attach=[("format_variant", "Tennant MLG actuator overhaul TAT - 5 wks")]),

    dict(fid="F48", key=("Brennock line station", "station lead", "-"), versions=[
        V("fintan", "Brennock line station - station lead: Fintan Brody"),
        V("lotte", "BRK handover: Lotte Haverkamp has taken over as station lead, Fintan's gone to the planning office. Also the GPU on stand 3 is tagged u/s, use the spare."),
    ], attach=[("confirmation", "Lotte confirmed as the permanent BRK station lead.")]),

    dict(fid="F49", key=("Day shift", "start time", "Hallowby"), versions=[
        V("0600", "HLW day shift starts 0600."),
        V("0630", "Day shift at Hallowby now starts 06:30, not 06:00."),
    ], attach=[("format_variant", "Hallowby days: 6.30am start.")]),

    dict(fid="F50", key=("Authority audit", "date", "Part-145"), versions=[
        V("2027-01-14", "Authority Part-145 audit booked for 14 Jan 2027."),
        V("2027-02-03", "Sunniva: the authority audit has been moved to Wed 3 Feb."),
    ], attach=[("format_variant", "Part-145 authority audit - 03/02/2027")]),

    dict(fid="F51", key=("Westmarch contract", "payment terms", "-"), versions=[
        V("30d", "Westmarch contract: payment terms 30 days from invoice."),
        V("45d", "Westmarch negotiated 45-day terms into the new contract."),
    ]),

    dict(fid="F52", key=("Caldmoor", "tooling calibration contractor", "-"), versions=[
        V("osprey", "Tooling calibration contractor: Osprey Calibration Ltd"),
        V("halden", "We switched tooling calibration from Osprey to Halden Metrology - first batch goes Friday."),
    ], attach=[("elaboration", "Halden Metrology now does all our tooling cal - torque wrenches, pressure gauges and the pitot-static set, collection Tuesdays from HLW.")],
        times=["2025-02-10 10:15", "2026-10-05 13:50", "2026-10-28 09:05"]),

    dict(fid="F53", key=("G-KVRF", "next C-check due", "-"), versions=[
        V("2027-09", "G-KVRF next C due Sept 2027"),
        V("2027-07", "Foxtrot's C-check pulled forward to July '27 to fit the hangar plan."),
    ], attach=[("confirmation", "KVRF C-check still planned for July 2027.")]),

    dict(fid="F54", key=("WP-26-051", "hangar bay", "-"), versions=[
        V("bay1", "WP-26-051 KVRE A-check: Bay 1"),
        V("bay2", "WP-26-051 KVRE A-check: Bay 2", same=True),
    ]),

    dict(fid="F55", key=("JK-11", "load test due", "-"), versions=[
        V("2027-03-01", "Jack set JK-11 (axle jacks) load test due 01 Mar 2027."),
        V("2027-11-30", "JK-11 load-tested by the contractor, next one due end of November 2027."),
    ]),

    dict(fid="F56", key=("Hexley Avionics", "repair price", "weather radar R/T"), versions=[
        V("4350USD", "Hexley quote for WXR R/T repair: $4,350 flat rate"),
        V("5100USD", "Hexley flat rate on radar R/T repairs has gone up to USD 5,100."),
    ], attach=[("format_variant", "Hexley WXR R/T repair: $5.1k flat")]),

    dict(fid="F57", key=("Hallowby stores", "door code", "-"), versions=[
        V("4471", "Stores door code: 4471"),
        V("8023", "Door code on HLW stores changed to 8023 after the key audit."),
        V("5519", "Stores door code: 5519", same=True),
    ]),

    dict(fid="F58", key=("G-KVRH", "home base", "-"), versions=[
        V("HLW", "G-KVRH home base Hallowby"),
        V("TSY", "Romeo Hotel is Tarsley-based now on the new Westmarch schedule."),
    ]),

    dict(fid="F59", key=("Caldmoor", "ultrasonic NDT provider", "-"), versions=[
        V("pellow", "UT inspections subcontracted to Pellow Inspection Services."),
        V("in-house", "Ultrasonic NDT now done in-house by Hamid - Pellow contract not renewed."),
    ], attach=[("elaboration", "UT now in-house: Hamid runs it with the new flaw detector in the H1 NDT room, Level 2 procedures approved by QA.")]),

    dict(fid="F60", key=("Quillon Aero Parts", "minimum order", "-"), versions=[
        V("250GBP", "Quillon Aero Parts minimum order: \u00a3250"),
        V("150GBP", "Quillon Aero Parts minimum order: \u00a3150", same=True),
        V("100GBP", "Quillon have dropped their minimum order again, 100 GBP now."),
    ]),

    dict(fid="F61", key=("WP-26-044", "planned TAT", "-"), versions=[
        V("21d", "KVRB C2 planned TAT 21 days"),
        V("26d", "C-check on Bravo now planned at 26 days - corrosion findings on the aft pressure bulkhead."),
    ]),

    dict(fid="F62", key=("G-KVRE", "APU serial", "-"), versions=[
        V("P-3318", "Aircraft: G-KVRE\nType: Dash 8-400\nAPU S/N: P-3318"),
        V("P-4096", "APU changed on Echo after the repeat fault; new unit is P-4096."),
    ]),

    dict(fid="F63", key=("G-KVRC", "starter-generator serial", "#2 position"), versions=[
        V("SG10233", "G-KVRC #2 starter-generator S/N SG10233"),
        V("SG11870", "KVRC #2 S/G is now SG11870 (exchange unit from Brackwater), u/s unit returned."),
    ], times=["2025-11-03 12:00", "2026-06-25 08:30"]),

    dict(fid="F64", key=("Hallowby hangar", "day shift lead", "weekdays"), versions=[
        V("bex", "HLW day shift lead (weekdays): Bex Carrow"),
        V("rhodri", "Rhodri takes weekday days as shift lead; Bex moves across to the C-check team."),
    ]),

    dict(fid="F65", key=("Westmarch contract", "aircraft count", "-"), versions=[
        V("8", "Westmarch maintenance contract covers 8 aircraft (4 ATR 72, 4 Q400)."),
        V("9", "Contract amendment signed, a ninth aircraft (another Q400) comes onto the Westmarch contract."),
    ], attach=[("elaboration", "Westmarch contract now 9 aircraft: 4 ATR 72 plus 5 Q400, the new one is G-KVRJ (MSN 4480).")]),

    dict(fid="F66", key=("Tarsley line station", "opening hours", "-"), versions=[
        V("0500-2300", "TSY line station hours: 0500-2300 daily"),
        V("0500-0100", "TSY line station hours: 0500-0100 daily", same=True),
    ]),

    dict(fid="F67", key=("Marrick Propeller Services", "lead time", "prop overhaul"), versions=[
        V("30d", "Marrick prop overhaul lead time: 30 days"),
        V("45d", "Marrick are at 45 days door-to-door on prop overhauls now."),
        V("35d", "Marrick prop overhaul lead time: 35 days", same=True),
    ]),

    dict(fid="F68", key=("Planning office", "phone extension", "-"), versions=[
        V("231", "Planning office ext: 231 (Priya)"),
        V("247", "Planning office ext: 247 (Priya)", same=True),
    ]),

    dict(fid="F69", key=("Caldmoor", "deputy quality manager", "-"), versions=[
        V("jovan", "Deputy Quality Manager: Jovan Lisk"),
        V("hamid", "Hamid Osterly appointed deputy QM, Jovan stepping back to focus on the line."),
    ], attach=[("confirmation", "Hamid remains deputy QM.")]),

    dict(fid="F70", key=("Q400 fleet", "engine wash interval", "-"), versions=[
        V("500FH", "Q400 compressor wash every 500 FH"),
        V("400FH", "Q400 engine wash interval reduced to 400 FH (salt air ops out of Tarsley)."),
    ]),
]


def S(cls, key, value, text, pol="+", group=None):
    return dict(cls=cls, key=key, value=value, text=text, pol=pol, group=group)


# ---------------------------------------------------------------------------
# STANDALONE labelled memories (never in any pair).  group: members get
# ascending seeded times; groups starting "ET" share one order time.
# ---------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: each value is its own fact (value folded into the attribute)
    S("multi_valued", ("Jovan Lisk", "type rating:ATR 72", "-"), "yes", "Jovan Lisk - licence type ratings: ATR 42/72 (B1).", group="MV1"),
    S("multi_valued", ("Jovan Lisk", "type rating:Q400", "-"), "yes", "Jovan's got the Dash 8-400 added to his licence as well.", group="MV1"),
    S("multi_valued", ("ATR brake units", "approved source:Brackwater", "-"), "yes", "Approved source for ATR brake units: Brackwater Rotables.", group="MV2"),
    S("multi_valued", ("ATR brake units", "approved source:Kelmscott", "-"), "yes", "Another approved source for ATR brake units now - Kelmscott Wheel & Brake.", group="MV2"),
    S("multi_valued", ("Westmarch AOG contacts", "contact:MCC desk", "-"), "yes", "Westmarch AOG contact: MCC duty desk, 0161 496 0723.", group="MV3"),
    S("multi_valued", ("Westmarch AOG contacts", "contact:Odile mobile", "-"), "yes", "Add Odile's mobile for out-of-hours AOG escalation: 07700 900771.", group="MV3"),
    S("multi_valued", ("Westmarch AOG contacts", "contact:duty tech pilot", "-"), "yes", "Third AOG contact for Westmarch: the duty technical pilot via crewing, 0161 496 0855.", group="MV3"),
    S("multi_valued", ("Hamid Osterly", "NDT method:ET", "-"), "yes", "Hamid Osterly NDT methods: eddy current.", group="MV4"),
    S("multi_valued", ("Hamid Osterly", "NDT method:UT", "-"), "yes", "Hamid added ultrasonic to his NDT methods.", group="MV4"),
    S("multi_valued", ("Hamid Osterly", "NDT method:PT", "-"), "yes", "Hamid's also qualified in dye penetrant now.", group="MV4"),
    S("multi_valued", ("Tarsley stores", "spares holding:ATR brake unit", "-"), "yes", "Tarsley now holds a spare ATR brake unit.", group="MV5"),
    S("multi_valued", ("Tarsley stores", "spares holding:Q400 starter-generator", "-"), "yes", "Added a Q400 starter-generator to the Tarsley spares holding.", group="MV5"),

    # scope_disjoint: same subject + attribute as a family, other scope
    S("scope_disjoint", ("Hallowby hangar", "night shift lead", "weekends"), "bex", "Weekend nights at Hallowby (Sat/Sun): Bex Carrow leads."),
    S("scope_disjoint", ("Brackwater Rotables", "lead time", "wheel assemblies"), "5d", "BWR wheel assembly exchanges: 5 days lead."),
    S("scope_disjoint", ("Caldmoor labour rate", "rate", "AOG call-out"), "96GBP/h", "AOG call-out rate \u00a396/hr, minimum 4 hrs."),
    S("scope_disjoint", ("Hallowby stores", "opening hours", "weekends"), "0800-1600", "HLW stores Sat/Sun 0800-1600 only."),
    S("scope_disjoint", ("Hexley Avionics", "repair TAT", "transponder"), "14d", "Hexley transponder repairs: 14 days."),
    S("scope_disjoint", ("Engine ground runs", "latest time", "Brennock"), "2300", "Brennock: engine runs allowed till 2300."),
    S("scope_disjoint", ("Day shift", "start time", "Brennock"), "0500", "BRK day shift starts 0500 for the first wave."),
    S("scope_disjoint", ("Tennant Hydraulics", "overhaul TAT", "brake control valve"), "3wk", "Tennant brake control valve o/h: 3 wks."),
    S("scope_disjoint", ("Marrick Propeller Services", "overhaul price", "Q400 prop"), "22750GBP", "Marrick quote, Q400 prop overhaul: \u00a322,750."),
    S("scope_disjoint", ("Osprey Calibration", "turnaround", "pressure gauges"), "3wd", "Osprey TAT on pressure gauges: 3 working days.", group="SD10"),
    S("scope_disjoint", ("Night shift", "cover", "Tarsley"), "thu-sun", "Tarsley has night cover Thu-Sun only."),
    S("scope_disjoint", ("Rhodri Penhale", "CRS authorisation", "Q400 B1 Hallowby"), "crs", "Rhodri's authorisation extended to the Dash 8-400 (B1) for base work at Hallowby."),

    # different_subject: same attribute, other subject, value some family also has
    S("different_subject", ("G-KVRF", "home base", "-"), "BRK", "G-KVRF based at Brennock."),
    S("different_subject", ("G-KVRC", "next A-check due", "-"), "22600FH", "G-KVRC next A-check due 22,600 FH"),
    S("different_subject", ("TW-204", "serviceable", "-"), "svc", "TW-204 quarantined - slipping below 40 Nm, tagged u/s.", pol="-"),
    S("different_subject", ("Vell Tyre Co", "lead time", "main wheel tyres"), "10wd", "Vell Tyre: 10 working days lead on main wheel tyres."),
    S("different_subject", ("ADD-2252", "status", "-"), "closed", "ADD-2252 (KVRH galley oven) closed, oven replaced."),
    S("different_subject", ("Declan Marrow", "shift pattern", "-"), "nights", "Dec's on nights this rotation."),
    S("different_subject", ("G-KVRG", "next C-check due", "-"), "2027-05", "G-KVRG next C-check due May 2027"),
    S("different_subject", ("Dunmore Fasteners", "approved supplier list", "-"), "asl", "Dunmore Fasteners approved on the ASL for standard parts."),
    S("different_subject", ("TW-204", "calibration due", "-"), "2027-06-15", "TW-204 next cal due 15 Jun 2027."),
    S("different_subject", ("BS-01", "location", "-"), "BRK", "Borescope BS-01 lives at Brennock."),
    S("different_subject", ("Jovan Lisk", "CRS authorisation", "ATR 72 B1 Hallowby"), "crs", "Jovan Lisk holds B1 company authorisation for the ATR 72 at Hallowby."),
    S("different_subject", ("Tarsley line station", "station lead", "-"), "nils", "Tarsley station lead: Nils Ferrand."),

    # static: does not change; some stated twice in different formats
    S("static", ("G-KVRA", "MSN", "-"), "1187", "G-KVRA MSN 1187"),
    S("static", ("G-KVRA", "MSN", "-"), "1187", "Romeo Alpha - manufacturer's serial number 1187."),
    S("static", ("Caldmoor Aero Engineering", "founded", "-"), "1994", "Caldmoor Aero Engineering, est. 1994."),
    S("static", ("Caldmoor Aero Engineering", "founded", "-"), "1994", "CAE's been going since '94, keeping turboprops flying."),
    S("static", ("Caldmoor", "Part-145 approval ref", "-"), "CA.145.0712", "Part-145 approval ref: CA.145.0712"),
    S("static", ("Caldmoor", "Part-145 approval ref", "-"), "CA.145.0712", "Our 145 approval number is CA 145 0712 - it goes on every CRS."),
    S("static", ("Rhodri Penhale", "licence number", "-"), "UK.66.40213", "Rhodri Penhale - Part-66 licence UK.66.40213"),
    S("static", ("G-KVRG", "year of manufacture", "-"), "2016", "G-KVRG built 2016."),
    S("static", ("Hamid Osterly", "date of birth", "-"), "1981-07-14", "Hamid Osterly DOB 14/07/1981"),
    S("static", ("Hallowby hangar 1", "year built", "-"), "1978", "Hangar 1 at Hallowby dates from 1978."),
    S("static", ("G-KVRH", "MSN", "-"), "4467", "G-KVRH MSN 4467"),
    S("static", ("G-KVRH", "MSN", "-"), "4467", "Q400 G-KVRH, serial no. 4467."),

    # membership: additive
    S("membership", ("AOG go-team", "member:Jovan Lisk", "-"), "yes", "Jovan is on the AOG go-team.", group="MB1"),
    S("membership", ("AOG go-team", "member:Bex Carrow", "-"), "yes", "Bex added to the AOG go-team too.", group="MB1"),
    S("membership", ("NDT team", "member:Kerys Blane", "-"), "yes", "Kerys Blane joined the NDT team as a trainee."),
    S("membership", ("Brennock call-out pool", "member:Hamid Osterly", "-"), "yes", "Hamid's in the Brennock call-out pool now."),
    S("membership", ("Human factors working group", "member:Tomasz Rell", "-"), "yes", "Tomasz Rell joined the human factors working group."),
    S("membership", ("Westmarch reliability review board", "member:Priya Olunde", "-"), "yes", "Priya now sits on the Westmarch reliability review board."),
    S("membership", ("DG handlers list", "member:Declan Marrow", "-"), "yes", "Declan Marrow added to the dangerous goods handlers list."),
    S("membership", ("Line-station relief pool", "member:Fintan Brody", "-"), "yes", "Fintan Brody is on the line-station relief pool."),
    S("membership", ("Apprentice mentors", "member:Rhodri Penhale", "-"), "yes", "Rhodri is one of the apprentice mentors."),
    S("membership", ("Safety action group", "member:Aileen Vasquez-Hart", "-"), "yes", "Aileen joined the safety action group."),
    S("membership", ("Engine-run qualified list", "member:Lotte Haverkamp", "-"), "yes", "Lotte Haverkamp added to the engine-run qualified list."),
    S("membership", ("C-check team", "member:Tomasz Rell", "-"), "yes", "Tom's on the C-check team for Bravo."),

    # equal_time: two records of one key at one order time, different values
    S("equal_time", ("G-KVRG", "overnight stand", "night of record"), "stand6", "Tow log: G-KVRG to stand 6 overnight.", group="ET1"),
    S("equal_time", ("G-KVRG", "overnight stand", "night of record"), "stand9", "Stand plan tonight: Romeo Golf on 9.", group="ET1"),
    S("equal_time", ("ADD-2261", "MEL category", "-"), "C", "ADD-2261 G-KVRF: deferred Cat C.", group="ET2"),
    S("equal_time", ("ADD-2261", "MEL category", "-"), "B", "ADD-2261 raised on Foxtrot as a Cat B item.", group="ET2"),
    S("equal_time", ("PO-8812", "quantity", "-"), "4", "PO-8812 to Quillon: O-ring kits qty 4", group="ET3"),
    S("equal_time", ("PO-8812", "quantity", "-"), "6", "PO-8812 - 6 x O-ring kits.", group="ET3"),
    S("equal_time", ("JK-11", "location", "-"), "bay1", "JK-11 jacks: Bay 1.", group="ET4"),
    S("equal_time", ("JK-11", "location", "-"), "bay3", "JK-11 jack set is in Bay 3.", group="ET4"),
    S("equal_time", ("INV-2093", "amount", "-"), "14280GBP", "INV-2093 to Westmarch: \u00a314,280.00", group="ET5"),
    S("equal_time", ("INV-2093", "amount", "-"), "14820GBP", "Westmarch invoice 2093 total 14,820 GBP.", group="ET5"),
    S("equal_time", ("G-KVRH", "main tyre serial", "#3 position"), "VT55102", "KVRH #3 main tyre fitted, S/N VT55102", group="ET6"),
    S("equal_time", ("G-KVRH", "main tyre serial", "#3 position"), "VT55120", "G-KVRH pos 3 MLG tyre serial VT55120.", group="ET6"),

    # unrelated: no contested fact
    S("unrelated", None, None, "Coffee machine in the H2 crew room is broken again, someone's rung facilities."),
    S("unrelated", None, None, "Reminder: Christmas leave requests to Priya by Friday please."),
    S("unrelated", None, None, "Anyone seen the blue LED torch from the night kit? Not in the drawer."),
    S("unrelated", None, None, "Fire drill Thursday 10:00, hangar doors stay shut during it."),
    S("unrelated", None, None, "Cake in the planning office, help yourselves."),
    S("unrelated", None, None, "Car park resurfacing next week - park on the overflow by the fuel farm."),
    S("unrelated", None, None, "Thanks all for the effort on last night's AOG, great teamwork."),
    S("unrelated", None, None, "New batch of hi-vis vests in stores, sign for them at the counter."),
    S("unrelated", None, None, "Toolbox talk on FOD walks at the start of every shift this month."),
    S("unrelated", None, None, "Wi-fi in H1 is patchy again, IT know about it."),
    S("unrelated", None, None, "Who left the tug plugged in at stand 4? Please put it back in the charging bay."),
    S("unrelated", None, None, "Safety bulletin 26-03 is on the noticeboard, please read and sign."),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def rand_time_of_day(rng, day):
    return day.replace(hour=rng.randint(5, 22), minute=rng.randint(0, 59), second=0)


def build():
    rng = random.Random(SEED)
    mems = []
    # --- families ---
    for f in FAMILIES:
        n = len(f["versions"])
        att = f.get("attach", [])
        if f.get("times"):
            times = [T(s) for s in f["times"]]
            assert len(times) == n + len(att), f["fid"]
        else:
            gaps = [rng.randint(9, 80) for _ in range(n - 1)] + [rng.randint(3, 50) for _ in att]
            span = sum(gaps)
            start_window = (T_MAX - T_MIN).days - span - 1
            d0 = T_MIN + dt.timedelta(days=rng.randint(0, start_window))
            days = [d0]
            for g in gaps:
                days.append(days[-1] + dt.timedelta(days=g))
            times = [rand_time_of_day(rng, d) for d in days]
        for i, v in enumerate(f["versions"]):
            value = v["value"]
            if value.startswith("REL:"):
                wd = WEEKDAYS.index(value[4:])
                d = times[i].date() + dt.timedelta(days=1)
                while d.weekday() != wd:
                    d += dt.timedelta(days=1)
                value = d.isoformat()
                assert value != f["versions"][i - 1]["value"], f["fid"]
            mems.append(dict(text=v["text"], key=f["key"], value=value, pol=v["pol"], t=times[i],
                             label=None, fid=f["fid"], vi=i, same=v["same"], rel=v["value"].startswith("REL:")))
        last = mems[-1]
        for j, (cls, text) in enumerate(att):
            mems.append(dict(text=text, key=f["key"], value=last["value"], pol=last["pol"], t=times[n + j],
                             label=cls, fid=f["fid"], vi=None, same=False, rel=False))
    # --- standalone ---
    group_times = {}
    for s in STANDALONE:
        g = s["group"]
        if g and g in group_times:
            if g.startswith("ET"):
                t = group_times[g][-1]
            else:
                t = group_times[g][-1] + dt.timedelta(days=rng.randint(6, 60), minutes=rng.randint(0, 600))
            group_times[g].append(t)
        else:
            hi = (T_MAX - T_MIN).days - 130
            if g == "SD10":  # Osprey still the cal contractor then
                t = rand_time_of_day(rng, T(  "2025-08-04 00:00"))
            else:
                t = rand_time_of_day(rng, T_MIN + dt.timedelta(days=rng.randint(0, hi if g else hi + 125)))
            if g:
                group_times[g] = [t]
        mems.append(dict(text=s["text"], key=s["key"], value=s["value"], pol=s["pol"], t=t,
                         label=s["cls"], fid=None, vi=None, same=False, rel=False, group=g))
    # --- backfilled / live ---
    N = len(mems)
    back_idx = set(rng.sample(range(N), round(BACKFILL_SHARE * N)))
    first_of_group = {}
    for i, m in enumerate(mems):
        m["backfilled"] = i in back_idx
        g = m.get("group")
        if g and g.startswith("ET"):
            if g in first_of_group:
                m["backfilled"] = mems[first_of_group[g]]["backfilled"]
            else:
                first_of_group[g] = i
    backs = [m for m in mems if m["backfilled"]]
    order = list(range(len(backs)))
    rng.shuffle(order)
    c = IMPORT_START
    for k in order:
        c = c + dt.timedelta(seconds=rng.randint(1, 4))
        backs[k]["created"] = c
    for m in mems:
        if not m["backfilled"]:
            m["created"] = m["t"]
    # --- ids ---
    idorder = list(range(N))
    rng.shuffle(idorder)
    for n_, k in enumerate(idorder, 1):
        mems[k]["id"] = "%s-%03d" % (PREFIX, n_)
    fileorder = list(range(N))
    rng.shuffle(fileorder)
    return mems, fileorder


def compute_truth(mems):
    groups = {}
    for m in mems:
        if m["key"] is None:
            continue
        groups.setdefault(m["key"], []).append(m)
    pairs = []
    for key, ms in groups.items():
        for m in ms:
            cands = [n for n in ms if n["t"] > m["t"] and (n["value"], n["pol"]) != (m["value"], m["pol"])]
            if not cands:
                continue
            tmin = min(n["t"] for n in cands)
            first = [n for n in cands if n["t"] == tmin]
            assert len(first) == 1, key
            n = first[0]
            pairs.append((m, n, "negation" if n["pol"] != m["pol"] else "value"))
    return pairs


def check(mems, pairs):
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a["id"])
        in_pair.add(b["id"])
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled in pair", m["id"], m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled not in pair", m["id"], m["text"])
        assert m["t"] < LIMIT and m["created"] < LIMIT
        if m["backfilled"]:
            assert m["t"] < m["created"], m["id"]
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate text"
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    for f in FAMILIES:
        fm = [m for m in mems if m["fid"] == f["fid"]]
        ts = [m["t"] for m in fm]
        assert len(set(ts)) == len(ts), f["fid"]
        vers = [m for m in fm if m["label"] is None]
        att = [m for m in fm if m["label"]]
        assert [m["t"] for m in vers] == sorted(m["t"] for m in vers), f["fid"]
        lastv = vers[-1]
        for a in att:
            assert a["t"] > lastv["t"] and a["value"] == lastv["value"] and a["pol"] == lastv["pol"], f["fid"]
        assert sum(1 for p in pairs if p[0]["fid"] == f["fid"]) == len(vers) - 1, f["fid"]
    # equal_time groups: same key, same order time, differing values
    et = {}
    for m in mems:
        if m["label"] == "equal_time":
            et.setdefault(m["group"], []).append(m)
    assert len(et) == 6
    for g, ms in et.items():
        assert len(ms) == 2 and ms[0]["t"] == ms[1]["t"] and ms[0]["key"] == ms[1]["key"]
        assert ms[0]["value"] != ms[1]["value"]
    # family keys not shared by any standalone memory
    fkeys = {f["key"] for f in FAMILIES}
    assert len(fkeys) == len(FAMILIES)
    for m in mems:
        if m["fid"] is None and m["key"] is not None:
            assert m["key"] not in fkeys, m["text"]
    bc = [m["created"] for m in mems if m["backfilled"]]
    assert max(bc) - min(bc) < dt.timedelta(hours=1)
    assert len({c.date() for c in bc}) == 1


def stats(mems, pairs):
    from collections import Counter
    N = len(mems)
    nb = sum(m["backfilled"] for m in mems)
    vc = Counter(len(f["versions"]) for f in FAMILIES)
    reasons = Counter(p[2] for p in pairs)
    lab = Counter(m["label"] for m in mems if m["label"])
    repl = [m for m in mems if m["label"] is None and m["vi"] and m["vi"] > 0]
    same = sum(1 for m in repl if m["same"])
    rows = [
        ("memories", N),
        ("  backfilled (observed_at)", nb),
        ("  live (created_at only)", N - nb),
        ("changing families", len(FAMILIES)),
    ]
    for k in sorted(vc):
        rows.append(("  with %d versions" % k, vc[k]))
    rows += [
        ("family versions (unlabelled)", sum(1 for m in mems if m["label"] is None)),
        ("true pairs", len(pairs)),
        ("  value", reasons["value"]),
        ("  negation", reasons["negation"]),
        ("replacements reworded", "%d/%d (%.0f%%)" % (len(repl) - same, len(repl), 100.0 * (len(repl) - same) / len(repl))),
        ("labelled negatives", sum(lab.values())),
    ]
    for c in CLASSES:
        rows.append(("  " + c, lab[c]))
    w = max(len(r[0]) for r in rows)
    return "\n".join("%s  %s" % (r[0].ljust(w), r[1]) for r in rows)


def listing(mems, pairs):
    lines = []
    for m in sorted(mems, key=lambda m: m["id"]):
        key = " | ".join(m["key"]) if m["key"] else "(none)"
        lines.append("%s  %s  %-17s  %s  =%s  %s  %s" % (
            m["id"], fmt(m["t"]), m["label"] or "-", key, m["value"] if m["value"] else "-",
            m["pol"], "backfilled" if m["backfilled"] else "live"))
    return "\n".join(lines)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        print("usage: gen.py [--stats | --list]", file=sys.stderr)
        return 2
    mems, fileorder = build()
    pairs = compute_truth(mems)
    check(mems, pairs)
    if argv and argv[0] == "--stats":
        print(stats(mems, pairs))
        return 0
    if argv and argv[0] == "--list":
        print(listing(mems, pairs))
        return 0
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for k in fileorder:
            m = mems[k]
            o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
            if m["backfilled"]:
                o["observed_at"] = fmt(m["t"])
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for a, b, r in sorted(pairs, key=lambda p: p[0]["id"]):
            fh.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            fh.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
