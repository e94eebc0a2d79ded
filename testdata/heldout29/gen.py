#!/usr/bin/env python3
"""Generate testdata/heldout29: a blind supersession evaluation set in the register
of factory, production line and plant maintenance records.

Deterministic (fixed seed, stdlib only): two runs write byte-identical files.

    python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl, README.md
    python3 gen.py --stats  print the counts
    python3 gen.py --list   print every memory with id, order time and labels

Truth is computed from the tables' labels (fact key, value key, polarity, order time),
never from the text. Every name (people, firms, sites, products, codes) is invented.
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 29290017
HERE = os.path.dirname(os.path.abspath(__file__))
SET = "testdata/heldout29"
REGISTER = "factory, production line and plant maintenance records"

# ---------------------------------------------------------------------------
# Changing families. One family = one fact (subject, attribute, scope).
# Each version: (value_key, polarity, text[, "YYYY-MM-DD" order-date hint]).
# polarity "+" = the fact holds with that value, "-" = it stopped holding.
# A version restating the previous value inside a chain ("still") is simply a
# version with the same (value, polarity): the truth rule never pairs it with
# what it confirms, and the next change expires both.
# Extras: (class, text). Classes format_variant / elaboration / confirmation /
# static carry the family's key and its LAST value and are placed after the last
# version; every other class gets a key of its own.
# ---------------------------------------------------------------------------
SAME_KEY = ("format_variant", "elaboration", "confirmation", "static")

FAMILIES = [
    ("f01 line2 night supervisor", [
        ("wenclik", "+", "Line 2 night supervisor: Dariusz Wenclik"),
        ("solveigh", "+", "From tonight Maren Solveigh has the Line 2 night shift as supervisor."),
        ("ardley", "+", "L2 nights sup = T. Ardley (cover made permanent)"),
    ], [
        ("scope_disjoint", "Line 2 day supervisor: Ines Calloway"),
        ("different_subject", "Line 5 night supervisor: Odhran Pilbeam"),
        ("elaboration", "Tobias Ardley runs the Line 2 night crew, 14 operators and 2 setters, and does the 06:00 handover with days."),
        ("unrelated", "Dariusz Wenclik booked annual leave 12-23 August."),
    ]),
    ("f02 press7 run status", [
        ("down", "+", "Press 7 down - hydraulic leak on the main ram, waiting on seals."),
        ("running", "+", "P7 back in production after the ram seal change."),
        ("down", "+", "Status update, 400t press (P7): DOWN. Encoder fault on slide position, Velkor engineer booked."),
        ("running", "+", "Encoder swapped, Press 7 is running again."),
    ], [
        ("confirmation", "Checked P7 at shift start, still running normally."),
        ("different_subject", "Press 9 down - hydraulic pump cavitating, on hold for parts."),
        ("unrelated", "Press 7 guard interlock tested OK in the weekly safety check."),
    ]),
    ("f03 compressor servicing contractor", [
        ("brackwell", "+", "Compressor maintenance contract: Brackwell Mechanical"),
        ("zarvo", "+", "We switched the air compressor servicing from Brackwell to Zarvo Industrial Services this quarter."),
    ], [
        ("elaboration", "Zarvo Industrial Services hold the compressor servicing contract: quarterly visits, 4-hour callout, covers AC-1 to AC-3."),
        ("unrelated", "Brackwell Mechanical invoiced for the March callout on AC-2."),
    ]),
    ("f04 conveyor bearing supplier", [
        ("marrowfinch", "+", "Conveyor bearings (6205-2RS) are sourced from Marrow & Finch Bearings."),
        ("halvorsen", "+", "6205s now come from Halvorsen Drive Parts - M&F lead times too long"),
        ("marrowfinch", "+", "Going back to Marrow & Finch for conveyor bearings after the Halvorsen batch with rough races."),
    ], [
        ("confirmation", "Bearings for the conveyors still bought from Marrow & Finch, no change this year."),
        ("unrelated", "Marrow & Finch rep visiting Tuesday to talk about sealed-for-life options."),
    ]),
    ("f05 ex2 resin lot", [
        ("qr240871", "+", "EX-2 running resin lot QR-24-0871"),
        ("qr240915", "+", "Resin lot on extruder 2 changed to QR-24-0915 at 14:00"),
        ("qr240962", "+", "lot in use EX2: QR-24-0962"),
    ], [
        ("format_variant", "Current EX-2 resin lot is QR240962"),
        ("elaboration", "EX-2 is on lot QR-24-0962 from Quillon Resins: 25 kg bags, pallet 3 of 6 opened on days."),
        ("different_subject", "EX-1 running resin lot QR-24-0803"),
        ("unrelated", "Quillon Resins sent a new SDS for the PP copolymer grade."),
    ]),
    ("f06 line3 changeover standard", [
        ("45", "+", "Line 3 changeover standard: 45 min"),
        ("32", "+", "After the SMED workshop the L3 changeover target was cut to 32 minutes."),
        ("32", "+", "L3 changeover still 32 min, no change after the audit."),
        ("25", "+", "Changeover std Line 3 -> 25min (quick-release guides fitted)"),
    ], [
        ("format_variant", "Line 3 changeover target is twenty-five minutes."),
        ("different_subject", "Line 4 changeover standard: 40 min"),
    ]),
    ("f07 line1 weekday output target", [
        ("41000", "+", "Line 1 output target (Mon-Fri): 41,000 units/day"),
        ("44000", "+", "L1 weekday target raised to 44k a day from the 1st"),
    ], [
        ("format_variant", "Line 1 weekday target: 44,000 units a day"),
        ("scope_disjoint", "Line 1 Saturday output target: 20,000 units"),
        ("different_subject", "Line 2 output target (Mon-Fri): 36,000 units/day"),
    ]),
    ("f08 cmm1 calibration due", [
        ("2025-03-14", "+", "CMM-1 calibration due 2025-03-14", "2024-03-21"),
        ("2026-03-14", "+", "CMM-1 recalibrated by Pennock Calibration; next due 14/03/2026.", "2025-03-12"),
    ], [
        ("format_variant", "Next cal on CMM-1: 14 Mar 2026"),
        ("different_subject", "CMM-2 calibration due 2025-11-02"),
        ("unrelated", "CMM-1 room temperature logger replaced."),
    ]),
    ("f09 line4 day qc inspector", [
        ("marsk", "+", "QA inspector on Line 4 (days): Hedda Marsk"),
        ("farrant", "+", "Line 4 day-shift QC sign-off is done by Olumide Farrant now."),
        ("marsk", "+", "L4 days inspector - H. Marsk again, back from secondment"),
    ], [
        ("scope_disjoint", "Line 4 nights QC inspector: Pavel Drozd"),
    ]),
    ("f10 packing hall weekday pattern", [
        ("3x8", "+", "Packing hall shift pattern (Mon-Fri): 3 x 8h"),
        ("2x12", "+", "Packing went over to 2 x 12 h shifts on weekdays."),
    ], [
        ("scope_disjoint", "Packing hall weekend cover: a single 8h day shift, Saturdays only"),
        ("static", "Weekday packing runs as two 12-hour shifts."),
    ]),
    ("f11 dc04 coil stock", [
        ("38", "+", "DC04 coil stock: 38 t"),
        ("12", "+", "Stock of DC04 coil down to 12 tonnes after the Ardmore order run"),
        ("12", "+", "DC04 still ~12 t, Velsted delivery slipped a week"),
        ("61", "+", "DC04 coil on hand 61t (Velsted Steel delivery received)"),
        ("44", "+", "coil stock DC04 = 44 t"),
    ], [
        ("format_variant", "DC04 coil on hand: 44,000 kg"),
        ("unrelated", "Velsted Steel are changing their invoice address from January."),
    ]),
    ("f12 o3 fault e217", [
        ("e217", "+", "O-3 fault E-217 (zone 2 thermocouple) open, oven running on a reduced profile."),
        ("e217", "-", "E-217 on the glaze oven closed out: thermocouple replaced, alarm no longer active."),
    ], [
        ("different_subject", "Oven O-1 fault E-104 open (burner flame failure)."),
        ("unrelated", "Oven O-3, the glaze oven: door seal photos uploaded to the shared drive."),
    ]),
    ("f13 crane loler inspections", [
        ("hollins", "+", "Hollins Lift & Crane do the LOLER inspections on the overhead cranes."),
        ("hollins", "-", "Hollins no longer doing our crane LOLER inspections, contract not renewed."),
        ("castleby", "+", "Overhead crane thorough examinations (LOLER) now carried out by Castleby Lifting Services."),
    ], []),
    ("f14 line6 night shift", [
        ("nights", "+", "Line 6 runs a night shift."),
        ("nights", "-", "L6 nights stopped from week 32, demand down."),
        ("nights", "+", "Night shift back on Line 6 from 3 Feb."),
    ], [
        ("unrelated", "New lockers arriving for the Line 6 changing room."),
    ]),
    ("f15 press seal kit supplier", [
        ("oskavel", "+", "Hydraulic seal kits for the presses: Oskavel Seals"),
        ("trennik", "+", "Switched press seal kits from Oskavel to Trennik Hydraulics (price)."),
        ("trennik", "-", "Trennik no longer supply our press seal kits; buying ad hoc until a new source is approved."),
    ], [
        ("membership", "Oskavel Seals is on our approved supplier list."),
        ("membership", "Trennik Hydraulics is also on the ASL."),
    ]),
    ("f16 r4 lockout", [
        ("loto", "+", "Robot cell R4 under lockout, LOTO tag 0412 (gripper crash)."),
        ("loto", "-", "R4 lockout removed, cell released back to production."),
    ], []),
    ("f17 line5 saturday overtime", [
        ("sat_ot", "+", "Line 5 working Saturday overtime."),
        ("sat_ot", "-", "No more Saturday overtime on Line 5."),
    ], [
        ("scope_disjoint", "Line 5 runs Sunday overtime for the sanitation crew only."),
    ]),
    ("f18 ch1 rental", [
        ("coldbrook", "+", "Chiller CH-1 is a rental unit from Coldbrook Hire."),
        ("coldbrook", "-", "CH-1 is not on hire any more, we bought the unit outright."),
    ], []),
    ("f19 lot 24-118-B qa hold", [
        ("hold", "+", "Lot 24-118-B on QA hold (seal strength)."),
        ("hold", "-", "24-118-B released from hold after retest."),
        ("hold", "+", "Lot 24-118-B back on hold: customer complaint, leakers."),
    ], []),
    ("f20 ardley ptw authorisation", [
        ("ptw", "+", "Tobias Ardley is authorised to issue permits to work."),
        ("ptw", "-", "T. Ardley's PTW authorisation lapsed, he can't sign permits until the refresher is done."),
    ], []),
    ("f21 td-0331 deviation", [
        ("td0331", "+", "Temporary deviation TD-0331 in force on filler FL-2 (manual torque check every 30 min)."),
        ("td0331", "-", "TD-0331 withdrawn, FL-2 back to standard checks."),
    ], []),
    ("f22 brennock maintenance planner", [
        ("ranta", "+", "Maintenance planner (Brennock): Solveig Ranta"),
        ("mollin", "+", "Planner role passed to Jarek Mollin while Solveig is on maternity leave."),
        ("ranta", "+", "Solveig back from leave and doing the planning again"),
        ("derrane", "+", "Aoife Derrane now plans maintenance at Brennock."),
    ], [
        ("confirmation", "Aoife is still our maintenance planner."),
        ("scope_disjoint", "Tulverton site maintenance planner: Bryn Caddick"),
    ]),
    ("f23 c2 spindle status", [
        ("degraded", "+", "C2 spindle vibration high, running at 70% feed until rebuild."),
        ("normal", "+", "CNC cell 2 spindle rebuilt - vibration back in spec, full feed."),
    ], []),
    ("f24 vg220 gear oil supplier", [
        ("polvane", "+", "Gearbox oil (ISO VG 220) from Polvane Lubricants"),
        ("ostrand", "+", "VG220 gear oil switched from Polvane to Ostrand Oils."),
    ], [
        ("elaboration", "VG 220 gear oil comes from Ostrand Oils in 208 L drums, delivered monthly to the lube store."),
    ]),
    ("f25 boiler b1 inspection due", [
        ("2025-06", "+", "Boiler B1 insurance inspection due June 2025", "2024-07-08"),
        ("2026-06", "+", "B1 inspected 12 Jun, next due 06/2026", "2025-06-13"),
    ], [
        ("format_variant", "Boiler B1 inspection next due Jun-2026"),
        ("different_subject", "Boiler B2 insurance inspection due March 2026"),
    ]),
    ("f26 line4 oee target", [
        ("72", "+", "L4 OEE target 72%"),
        ("78", "+", "OEE target for Line 4 raised to 78 percent."),
    ], [
        ("format_variant", "Line 4 OEE target: 0.78"),
        ("scope_disjoint", "Line 4 OEE target while trialling SKU 40290: 60%"),
    ]),
    ("f27 fl2 fill setpoint 500ml", [
        ("502", "+", "FL-2 fill setpoint (500 ml format): 502 ml"),
        ("500.5", "+", "Setpoint on filler 2 for the 500s dropped to 500.5 ml after the giveaway review."),
        ("500.5", "+", "FL-2 500 ml still set at 500.5"),
        ("501", "+", "FL-2 / 500ml: fill set to 501 ml, too many underfills at 500.5"),
    ], [
        ("format_variant", "FL-2 (500 ml format) fill set point 501.0 mL"),
        ("scope_disjoint", "On the 1 L format the FL-2 fill setpoint is 1004 ml."),
    ]),
    ("f28 packing day shift lead", [
        ("sprake", "+", "Packing day shift lead: Wendell Sprake"),
        ("vantu", "+", "Mirela Vantu has stepped up as day shift lead in packing."),
        ("obi", "+", "packing days lead -> Haskell Obi"),
    ], [
        ("static", "Haskell Obi leads the packing day shift."),
    ]),
    ("f29 out-of-hours electrical callouts", [
        ("kestrow", "+", "Out-of-hours electrical callouts: Kestrow Electrical"),
        ("penhallow", "+", "After-hours electrical breakdowns now go to Penhallow Electrical Services, not Kestrow."),
    ], [
        ("confirmation", "Confirmed with the gatehouse: out-of-hours electrical callouts still go to Penhallow."),
        ("scope_disjoint", "Daytime electrical work is done by our in-house electricians."),
    ]),
    ("f30 brennock pallet supplier", [
        ("dunmere", "+", "Brennock pallets from Dunmere Pallets"),
        ("greyhithe", "+", "Pallet supply for Brennock moved to Greyhithe Timber."),
    ], [
        ("elaboration", "Brennock pallets: Greyhithe Timber, 1200x1000 heat-treated, deliveries Tue/Thu."),
        ("scope_disjoint", "Tulverton pallets come from Ashgrove Pallet Co."),
    ]),
    ("f31 c2 insert change interval", [
        ("400", "+", "C2 roughing insert change interval: 400 parts"),
        ("550", "+", "Insert change on C2 every 550 parts now (new coated grade)."),
    ], [
        ("different_subject", "C3 roughing insert change interval: 300 parts"),
    ]),
    ("f32 im5 mould", [
        ("t1142", "+", "IM-5 running mould T-1142 (housing lid)"),
        ("t1187", "+", "Mould changed on IM-5: T-1187 in."),
        ("t1142", "+", "T-1142 back in IM-5 for the lid order"),
    ], [
        ("static", "IM-5 has the lid mould T-1142 fitted."),
    ]),
    ("f33 line3 sku running", [
        ("40221", "+", "L3 running SKU 40221 (500g)"),
        ("40235", "+", "Line 3 changed over to 40235 at 13:10."),
    ], [
        ("confirmation", "L3 still on 40235 at end of shift."),
    ]),
    ("f34 ch1 summer setpoint", [
        ("7", "+", "CH-1 chilled water setpoint (summer): 7 C"),
        ("8.5", "+", "Chiller 1 summer setpoint moved up to 8.5 degC to save energy."),
    ], [
        ("scope_disjoint", "In winter the CH-1 setpoint is raised to 10 C."),
    ]),
    ("f35 brennock hs lead", [
        ("toal", "+", "Site H&S lead (Brennock): Grainne Toal"),
        ("oduya", "+", "Kwabena Oduya is now the H&S lead at Brennock."),
    ], [
        ("elaboration", "Kwabena Oduya is site H&S lead at Brennock, based in the admin block, ext 2214."),
        ("scope_disjoint", "Site H&S lead at Tulverton: Yusra Tennant"),
    ]),
    ("f36 brennock scrap collection", [
        ("vellacott", "+", "Scrap metal (Brennock) collected by Vellacott Recycling"),
        ("tarnby", "+", "Brennock swarf and scrap collection moved to Tarnby Metals."),
    ], [
        ("confirmation", "Tarnby Metals collected the Brennock scrap skips again today, as usual."),
        ("scope_disjoint", "Tulverton scrap collection: Hendry Salvage"),
    ]),
    ("f37 ac3 service interval", [
        ("4000", "+", "AC-3 service every 4000 run hours"),
        ("6000", "+", "AC-3 interval extended to 6,000 hrs per new OEM guidance."),
    ], [
        ("format_variant", "AC-3 service interval: 6k run hours"),
    ]),
    ("f38 spare 7.5kw vfds", [
        ("3", "+", "Spare VFDs (7.5kW) in stores: 3"),
        ("1", "+", "only 1 spare 7.5 kW drive left in stores"),
        ("4", "+", "7.5kW drive spares: 4 (restocked)"),
    ], [
        ("different_subject", "Spare 15 kW VFDs in stores: 2"),
    ]),
    ("f39 tw-a calibration due", [
        ("2025-09-30", "+", "Torque wrench set TW-A cal due 30/09/2025", "2024-10-02"),
        ("2026-09-30", "+", "TW-A calibration due date: 2026-09-30", "2025-09-24"),
    ], [
        ("format_variant", "Torque wrench set TW-A next calibration 30 Sep 2026"),
    ]),
    ("f40 quality manager", [
        ("hallorann", "+", "Quality manager: Beatrix Hallorann"),
        ("varadakar", "+", "Beatrix has left; QM is now Senthil Varadakar."),
    ], [
        ("elaboration", "Quality manager is Senthil Varadakar, ex-Tulverton QA, who took over the role when Beatrix left."),
    ]),
    ("f41 line1 speed", [
        ("120", "+", "Line 1 speed 120 ppm"),
        ("135", "+", "L1 running 135 packs/min since the gearbox upgrade."),
    ], [
        ("format_variant", "Line 1 speed: 135 ppm"),
    ]),
    ("f42 m2 batch size", [
        ("800", "+", "Mixer M2 batch size 800 kg"),
        ("950", "+", "M2 batches are 950kg from this week."),
        ("950", "+", "big mixer still doing 950 kg batches"),
        ("800", "+", "Batch size on mixer 2 back to 800 kg, motor overload trips at 950."),
    ], [
        ("different_subject", "Mixer M1 batch size 600 kg"),
        ("unrelated", "Mixer M2 (the big mixer): bowl to be deep-cleaned at the next sanitation."),
    ]),
    ("f43 line5 sealant lot", [
        ("sl5521", "+", "Sealant lot in use on Line 5 dispensing: SL-5521"),
        ("sl5588", "+", "L5 dispenser now on sealant lot SL-5588"),
        ("sl5603", "+", "SL-5603 loaded on the Line 5 dispenser at 22:40"),
    ], []),
    ("f44 line5 day supervisor", [
        ("raftery", "+", "Line 5 day supervisor: Colm Raftery"),
        ("poulter", "+", "Agnieszka Poulter supervises days on Line 5 as of this week."),
    ], [
        ("confirmation", "Agnieszka still supervising L5 days."),
    ]),
    ("f45 forklift maintenance", [
        ("corbeck", "+", "FLT servicing: Corbeck Handling"),
        ("strathmere", "+", "Forklift maintenance now done by Strathmere Fleet."),
    ], [
        ("elaboration", "Strathmere Fleet service our forklifts on 500 h intervals, engineer on site Wednesdays."),
    ]),
    ("f46 n2 tank level", [
        ("68", "+", "N2 tank level 68%"),
        ("22", "+", "Nitrogen tank at 22%, delivery booked for Thursday."),
        ("91", "+", "nitrogen bulk tank refilled - 91%"),
    ], []),
    ("f47 cooling tower treatment", [
        ("aquillane", "+", "Cooling tower water treatment: Aquillane Water Services"),
        ("brackley", "+", "Cooling tower dosing contract moved to Brackley Hydro."),
    ], [
        ("confirmation", "Brackley Hydro dosing visit done, contract unchanged."),
    ]),
    ("f48 cut-c glove supplier", [
        ("gripwell", "+", "Cut level C gloves supplied by Gripwell Gloves"),
        ("marlowen", "+", "We buy the cut-C gloves from Marlowen Safety now."),
    ], [
        ("static", "Cut-C gloves are provided by Marlowen Safety."),
    ]),
    ("f49 brennock peak demand limit", [
        ("2.4", "+", "Brennock peak demand limit 2.4 MW"),
        ("2.9", "+", "Agreed capacity with the DNO raised: 2.9 MW at Brennock."),
    ], []),
    ("f50 pb1 filter change interval", [
        ("14d", "+", "Paint booth PB-1 exhaust filters changed every 2 weeks"),
        ("7d", "+", "PB-1 filters now weekly (overspray loading high)"),
        ("10d", "+", "Exhaust filter change on booth 1: every 10 days"),
    ], []),
    ("f51 line2 shift pattern", [
        ("3x8x5", "+", "Line 2: 3 shifts, 5 days"),
        ("4on4off", "+", "Line 2 moving to 4-on-4-off 12 hour shifts."),
    ], [
        ("confirmation", "Line 2 remains on 4-on-4-off."),
    ]),
    ("f52 brennock on-call engineer", [
        ("brandvold", "+", "On-call maintenance engineer (Brennock) this week: Lukas Brandvold"),
        ("okonedo", "+", "Efe Okonedo-Hart on call from Monday"),
        ("mabbott", "+", "on-call eng - Rhys M."),
        ("brandvold", "+", "Lukas is back on call (swapped with Rhys)"),
        ("korsgaard", "+", "Thandi Korsgaard holds the on-call phone this week."),
    ], [
        ("scope_disjoint", "Tulverton on-call engineer this week: Bryn Caddick"),
    ]),
    ("f53 r4 weld program", [
        ("wp33c", "+", "R4 weld program rev: WP-33C"),
        ("wp34a", "+", "R4 now running WP-34A"),
        ("wp33c", "+", "Rolled robot cell 4 back to WP-33C after porosity on the 34A parts."),
    ], [
        ("confirmation", "R4 still on WP-33C."),
        ("different_subject", "R2 weld program rev: WP-12B"),
    ]),
    ("f54 generator load test day", [
        ("first_mon", "+", "Emergency generator load test: first Monday of the month"),
        ("last_fri", "+", "Genset load test moved to the last Friday of the month."),
    ], [
        ("static", "The emergency generator gets its load test on the last Friday of each month."),
    ]),
    ("f55 label vision reject threshold", [
        ("85", "+", "Label vision reject threshold: 85% match"),
        ("80", "+", "Vision system reject threshold lowered to 80%, too many false rejects."),
    ], [
        ("format_variant", "Label vision reject threshold 0.80"),
    ]),
    ("f56 line4 patrol inspection", [
        ("2h", "+", "Patrol inspection on Line 4: every 2 h"),
        ("1h", "+", "Line 4 patrol checks hourly now."),
    ], [
        ("static", "Line 4 gets patrol-inspected every hour."),
    ]),
    ("f57 mro consumables supplier", [
        ("cadwell", "+", "MRO consumables via Cadwell Industrial Supply"),
        ("ironbrake", "+", "switched MRO consumables to Ironbrake Trade Supplies"),
    ], [
        ("elaboration", "MRO consumables come from Ironbrake Trade Supplies through the vending cabinet by stores, topped up weekly."),
    ]),
    ("f58 packing conveyor belting", [
        ("rennard", "+", "Belting for the packing conveyors: Rennard Belting"),
        ("kelvane", "+", "Packing conveyor belts now bought from Kelvane Belt & Drive."),
    ], [
        ("static", "Our packing conveyor belting is supplied by Kelvane Belt & Drive."),
    ]),
    ("f59 sf60 film stock", [
        ("14", "+", "Shrink film (SF-60) on hand: 14 rolls"),
        ("3", "+", "SF-60 film stock 3 rolls, reorder raised"),
        ("26", "+", "Film stock SF-60: 26 rolls"),
    ], [
        ("different_subject", "Shrink film SF-45 on hand: 9 rolls"),
    ]),
    ("f60 production manager lines 5-6", [
        ("brunwald", "+", "Production manager for Lines 5-6: Ilse Brunwald"),
        ("radley", "+", "Ilse Brunwald handed Lines 5/6 over to Caoimhe Radley."),
    ], [
        ("elaboration", "Caoimhe Radley is production manager for Lines 5 and 6, covering both shifts, desk in the mezzanine office."),
    ]),
    ("f61 tulverton plant manager", [
        ("ashworth", "+", "Tulverton plant manager: Gideon Ashworth-Pell"),
        ("oyelaran", "+", "Nadia Oyelaran is Tulverton plant manager as of this month."),
    ], [
        ("static", "Nadia Oyelaran leads the Tulverton plant."),
        ("scope_disjoint", "Brennock plant manager: Ottilie Graves"),
    ]),
    ("f62 thermal imaging survey contractor", [
        ("lumenfield", "+", "Electrical thermal imaging survey: Lumenfield Thermography"),
        ("kestrow", "+", "Annual IR survey of the switchboards now done by Kestrow Electrical."),
    ], [
        ("static", "Kestrow Electrical carry out the yearly IR survey on the switchboards."),
    ]),
    ("f63 press7 die", [
        ("d77", "+", "P7 die: D-77 (bracket RH)"),
        ("d81", "+", "Press 7 changed over to die D-81."),
    ], [
        ("confirmation", "P7 die still D-81 this week."),
    ]),
    ("f64 velkor slide gib lead time", [
        ("6wk", "+", "Lead time on Velkor slide gibs: 6 weeks"),
        ("10wk", "+", "Velkor now quoting 10 wks for slide gibs."),
    ], [
        ("format_variant", "Slide gib lead time from Velkor: 70 days"),
    ]),
    ("f65 line3 m8 kanban", [
        ("2x500", "+", "Kanban qty for M8 bolts at Line 3: 2 bins of 500"),
        ("3x500", "+", "L3 M8 kanban raised to 3 x 500."),
    ], [
        ("confirmation", "Kanban for M8 bolts on L3 confirmed at 3 x 500 in the audit."),
    ]),
    ("f66 cmms", [
        ("maintrix", "+", "Work orders are raised in Maintrix."),
        ("fabricare", "+", "We moved work orders from Maintrix to FabriCare CMMS."),
    ], [
        ("elaboration", "Work orders go in FabriCare CMMS: use the tablet at the maintenance desk or the web login."),
    ]),
    ("f67 line1 early shift start", [
        ("0600", "+", "Line 1 early shift starts 06:00"),
        ("0530", "+", "L1 earlies now start at 05:30"),
        ("0600", "+", "Early shift on Line 1 back to 6am from Monday."),
    ], [
        ("format_variant", "Line 1 early shift start: 6:00 a.m."),
        ("scope_disjoint", "Line 1 late shift starts 14:00"),
    ]),
    ("f68 wrapper w1 status", [
        ("awaiting_part", "+", "Wrapper W1 status: down, awaiting part (film carriage motor)"),
        ("loan_motor", "+", "W1 running on a loan motor until ours comes back from rewind."),
        ("repaired", "+", "W1 fully repaired, loan motor returned."),
    ], []),
    ("f69 waste oil collection", [
        ("fortnightly", "+", "Waste oil collection: fortnightly, Tuesdays"),
        ("monthly", "+", "Waste oil pickups moved to monthly."),
    ], [
        ("static", "Waste oil gets collected once a month."),
    ]),
    ("f70 line2 plc firmware", [
        ("3.2.1", "+", "L2 PLC firmware v3.2.1"),
        ("3.4.0", "+", "Line 2 PLC upgraded to firmware 3.4.0"),
    ], [
        ("elaboration", "Line 2 PLC is on firmware 3.4.0, flashed by Arvatek Controls in the August shutdown; backup on the eng share."),
        ("different_subject", "Line 3 PLC firmware v3.2.1"),
    ]),
]

# Labelled memories that belong to no changing family. Each gets a key of its own,
# except equal_time, whose two members share a key and one order time.
STANDALONE = [
    ("multi_valued", "Line 3 is qualified to run SKU 40221."),
    ("multi_valued", "SKU 40235 is also qualified on Line 3."),
    ("multi_valued", "L3 approved for SKU 40288 as well"),
    ("multi_valued", "Press 7 trained operators: Kasia Dembowska"),
    ("multi_valued", "Fergal Whelan is also trained on Press 7."),
    ("multi_valued", "Velkor-pattern spares for the presses: Velkor Service"),
    ("multi_valued", "We also buy Velkor-pattern press parts from Trennik Hydraulics."),
    ("multi_valued", "Oven O-3 recipes loaded: R-12 (glaze)"),
    ("multi_valued", "Recipe R-15 is loaded on O-3 too."),
    ("multi_valued", "Line 6 SOPs are available in Polish."),
    ("multi_valued", "Line 6 SOPs also issued in Portuguese."),
    ("multi_valued", "DC04 coil stored in bay 4"),
    ("multi_valued", "Some DC04 coil also sits in overflow bay 9."),
    ("multi_valued", "Paint shop extinguishers: CO2 and foam, both at each exit"),
    ("membership", "Fergal Whelan sits on the site safety committee."),
    ("membership", "Fergal Whelan is also on the kaizen steering group."),
    ("membership", "Hedda Marsk is a member of the material review board."),
    ("membership", "Hedda Marsk joined the internal audit pool as well."),
    ("membership", "Brennock is part of the regional energy-reduction cluster."),
    ("membership", "Efe Okonedo-Hart is on the fire warden rota."),
    ("membership", "Efe is also in the confined-space rescue team."),
    ("membership", "Jarek Mollin is a member of the planned-maintenance TPM pillar team."),
    ("unrelated", "Canteen closes at 14:30 on Fridays."),
    ("unrelated", "Fire drill Thursday 10:15, assembly point B."),
    ("unrelated", "Visitor parking moved behind the training centre."),
    ("unrelated", "Toolbox talk this week: manual handling of coils."),
    ("unrelated", "Line 3 floor repainted, walkways re-marked in yellow."),
    ("unrelated", "Compressor AC-3 room door left open again, reminder sent to all shifts."),
]
EQUAL_TIME = [
    ("press9 spare pump location", "Spare hydraulic pump for Press 9 is in stores bin H-14.", "Press 9 spare pump: bin H-22"),
    ("line6 sku running", "Line 6 SKU running: 51108", "L6 running 51120"),
    ("c2 coolant concentration", "Coolant concentration on C2: 6%", "C2 coolant conc 8%"),
    ("fl07 allocation", "Forklift FL-07 assigned to goods in.", "FL-07 allocated to despatch"),
]

EPOCH_LO = dt.datetime(2022, 1, 10, tzinfo=dt.timezone.utc)
EPOCH_HI = dt.datetime(2026, 11, 10, tzinfo=dt.timezone.utc)     # last order time
LIVE_FROM = dt.datetime(2024, 6, 1, tzinfo=dt.timezone.utc)      # store went live
IMPORT_AT = dt.datetime(2026, 11, 16, 13, 5, 0, tzinfo=dt.timezone.utc)
N_LIVE = 75


def ts(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def day_time(rng, day):
    """A working-hours instant on the given day."""
    return day.replace(hour=0, minute=0, second=0) + dt.timedelta(
        seconds=rng.randint(5 * 3600, 23 * 3600 - 1))


def rand_between(rng, lo, hi):
    span = int((hi - lo).total_seconds())
    return lo + dt.timedelta(seconds=rng.randint(0, span))


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: text, key, value, pol, cls (None for family versions), t

    def add(text, key, value, pol, cls, t, role):
        mems.append(dict(text=text, key=key, value=value, pol=pol, cls=cls, t=t, role=role))

    changing = set()
    for fam, versions, extras in FAMILIES:
        key = ("fam", fam)
        changing.add(key)
        n = len(versions)
        gaps = [dt.timedelta(days=rng.randint(18, 240), seconds=rng.randint(0, 86399)) for _ in range(n)]
        total = sum(gaps[1:], dt.timedelta(0)) + dt.timedelta(days=130)
        start = rand_between(rng, EPOCH_LO, EPOCH_HI - total)
        t = None
        for i, v in enumerate(versions):
            value, pol, text = v[0], v[1], v[2]
            if len(v) > 3:
                hint = dt.datetime.strptime(v[3], "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
                nt = day_time(rng, hint)
            elif i == 0:
                nt = start
            else:
                nt = t + gaps[i]
            assert t is None or nt > t, (fam, i)
            t = nt
            add(text, key, value, pol, None, t, "version")
        last_value, last_pol, last_t = versions[-1][0], versions[-1][1], t
        for j, (cls, text) in enumerate(extras):
            if cls in SAME_KEY:
                et = last_t + dt.timedelta(days=rng.randint(3, 110), seconds=rng.randint(60, 86399))
                assert et < EPOCH_HI, fam
                add(text, key, last_value, last_pol, cls, et, "attached")
            else:
                et = rand_between(rng, EPOCH_LO, EPOCH_HI)
                add(text, ("own", cls, fam, j), "v", "+", cls, et, "beside")
    for j, (cls, text) in enumerate(STANDALONE):
        add(text, ("own", cls, "standalone", j), "v", "+", cls, rand_between(rng, EPOCH_LO, EPOCH_HI), "standalone")
    for fact, a, b in EQUAL_TIME:
        t = rand_between(rng, EPOCH_LO, EPOCH_HI)
        add(a, ("eq", fact), "a", "+", "equal_time", t, "equal_time")
        add(b, ("eq", fact), "b", "+", "equal_time", t, "equal_time")

    # backfilled vs live-ingested: exactly N_LIVE live memories, all after go-live;
    # equal_time members stay backfilled (they share one observed instant).
    eligible = [i for i, m in enumerate(mems) if m["t"] >= LIVE_FROM and m["cls"] != "equal_time"]
    live = set(rng.sample(eligible, N_LIVE))
    for i, m in enumerate(mems):
        m["live"] = i in live

    # ids: assigned in a shuffled order
    ids = ["h29-%03d" % (k + 1) for k in range(len(mems))]
    rng.shuffle(ids)
    for m, i in zip(mems, ids):
        m["id"] = i

    # one import session for the backfill, in seeded order
    back = [m for m in mems if not m["live"]]
    rng.shuffle(back)
    c = IMPORT_AT
    for m in back:
        c += dt.timedelta(seconds=rng.randint(1, 4))
        m["created_at"] = c
        m["observed_at"] = m["t"]
    for m in mems:
        if m["live"]:
            m["created_at"] = m["t"]
            m["observed_at"] = None

    order = list(mems)
    rng.shuffle(order)
    return order, changing


def order_time(m):
    return m["observed_at"] if m["observed_at"] is not None else m["created_at"]


def compute_truth(mems):
    by_key = {}
    for m in mems:
        by_key.setdefault(m["key"], []).append(m)
    pairs = []
    for key in sorted(by_key, key=repr):
        group = sorted(by_key[key], key=lambda m: (order_time(m), m["id"]))
        times = [order_time(m) for m in group]
        if key[0] != "eq":
            assert len(set(times)) == len(times), ("order times not distinct", key)
        for m in group:
            newer = [x for x in group if order_time(x) > order_time(m)
                     and (x["value"], x["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            first = min(order_time(x) for x in newer)
            at_first = [x for x in newer if order_time(x) == first]
            assert len(at_first) == 1, ("ambiguous replacement", key)
            r = at_first[0]
            pairs.append(dict(expired_id=m["id"], replacement_id=r["id"],
                              reason="negation" if r["pol"] != m["pol"] else "value"))
    pairs.sort(key=lambda p: p["expired_id"])
    return pairs


def check(mems, pairs):
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate text"
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    labelled = {m["id"] for m in mems if m["cls"] is not None}
    for p in pairs:
        assert p["expired_id"] not in labelled, p
        assert p["replacement_id"] not in labelled, p
    limit = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
    for m in mems:
        assert m["created_at"] < limit
        if m["observed_at"] is not None:
            assert m["observed_at"] < m["created_at"] < limit
    # every family version takes part in at least one pair (each family changes)
    in_pair = {p["expired_id"] for p in pairs} | {p["replacement_id"] for p in pairs}
    for m in mems:
        if m["cls"] is None:
            assert m["id"] in in_pair, m["text"]


def stats(mems, pairs, changing):
    from collections import Counter
    reasons = Counter(p["reason"] for p in pairs)
    classes = Counter(m["cls"] for m in mems if m["cls"] is not None)
    fam_versions = sum(1 for m in mems if m["cls"] is None)
    attached = sum(1 for m in mems if m["role"] == "attached")
    live = sum(1 for m in mems if m["live"])
    lines = [
        "memories: %d (backfilled with observed_at: %d, live-ingested: %d)" % (len(mems), len(mems) - live, live),
        "changing families: %d" % len(changing),
        "memories in changing families (unlabelled versions): %d" % fam_versions,
        "labelled memories attached to a changing family's key (same value as its last version): %d" % attached,
        "true pairs: %d (value: %d, negation: %d)" % (len(pairs), reasons["value"], reasons["negation"]),
        "labelled negatives: %d" % sum(classes.values()),
    ]
    for cls in sorted(classes):
        lines.append("  %s: %d" % (cls, classes[cls]))
    return lines


def dump(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


README = """# `{set}`: blind evaluation set ({register})

A held-out data set for l9's supersession detector, in the register of **{register}**:
the notes a plant's maintenance and production people keep in a shared memory store:
line and shift supervisors, machine and tooling status, maintenance contractors,
spare-part suppliers, resin and sealant lots, changeover standards, output targets,
faults and lockouts, calibration due dates, QC inspectors, shift patterns and stock levels.
The texts mix `key: value` record lines, short notes, full sentences, status updates,
handovers, change reports ("moved to", "switched from X to Y", "now", "no longer") and
chat-like fragments; most newer versions are reworded relative to the older one, and some
name the subject by a short form, code or nickname (P7, "the 400t press", "the glaze oven",
"the big mixer", L2, EX2).

All names (people, firms, sites, products, part and lot codes) are invented. No data set
(SituatedQA, TimeQA or any other) was used, and nothing was fetched.

## How it was written (blind)

Written by a helper session that read exactly these and nothing else of the project:

1. its task prompt (`/work/notes/prompt-h29.md`);
2. `/work/notes/protocol.md` (working protocol);
3. the design seed `/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051);
4. in `/work/main/README.md` only the sections "Memory JSONL (input and export format)" and
   "Using l9 on your own export".

Incidentally seen, not read: the file names in `/work/notes/` (a directory listing), the list
of section headings of `/work/main/README.md` (to find the two sections), and the names of
the existing worktree directories under `/work/wt/`. No code, tests, other testdata, results,
registrations or notes of the project were read; l9 was not built or run; no other data set
was looked at.

## Files

- `gen.py`: the generator (Python 3, stdlib only, fixed seed; two runs are byte-identical).
  `python3 gen.py` writes the files below, `--stats` prints the counts, `--list` prints every
  memory with id, order time and labels.
- `memories.jsonl`: one memory per line, `{{"id","content","created_at"[,"observed_at"]}}`, times
  RFC 3339 UTC, all before 2026-12-01. Backfilled memories carry `observed_at` (when the fact was
  observed) and a `created_at` inside one import session on 2026-11-16, assigned in seeded order;
  live-ingested memories carry `created_at` only. Ids `h29-NNN` are opaque (assigned in a shuffled
  order) and the file order is shuffled again.
- `truth.jsonl`: `{{"expired_id","replacement_id","reason"}}`, reason `value` or `negation`.
- `labels.jsonl`: `{{"id","class"}}` for every memory that must never appear in any candidate pair.

## Truth rule

Order time is `observed_at` if present, else `created_at`. A family is one fact (one subject,
one attribute, one scope). Within a family each memory is expired by the EARLIEST strictly newer
memory whose (value, polarity) differs; the reason is `negation` when the polarities differ (the
newer says the fact stopped holding, or re-affirms it after it had stopped), else `value`. A chain
of n changing versions yields n-1 pairs; a move back A -> B -> A pairs through the middle; a
confirmation inside a chain (the same value restated, "still") is never paired with what it
confirms but is expired, like the version it confirms, by the next change. Truth is computed from
the generator's tables (fact key, value key, polarity, order time), never from the text. gen.py
asserts that no labelled memory takes part in any pair, that order times within a family are
distinct (except the `equal_time` class), that every family version takes part in a pair, and
that no text is duplicated.

Hard cases include a four-version family that moves back and on (A -> B -> A -> C), a
five-version on-call rota with a move back, status families that flip down/running twice,
a version worded very differently from its neighbours (a chat fragment between two record
lines), in-chain confirmations, and dates and numbers in several formats
(2025-03-14 / 14/03/2026 / 14 Mar 2026, 44k / 44,000, 6am / 06:00, 6 weeks / 70 days).

## Negative classes (`labels.jsonl`)

- `multi_valued`: values that coexist (SKUs a line is qualified for, trained operators, loaded recipes).
- `scope_disjoint`: the same attribute in a disjoint scope (day vs night shift, weekday vs Saturday,
  Brennock vs Tulverton, summer vs winter setpoint, 500 ml vs 1 L format, early vs late shift).
- `format_variant`: the latest value of a family written another way, after it.
- `elaboration`: the latest value of a family with more detail, after it.
- `confirmation`: the latest value of a family confirmed ("still", "as usual", "confirmed"), after it.
- `different_subject`: the frame of a changing fact with another subject (Press 9 vs Press 7, CMM-2 vs CMM-1).
- `static`: the latest value of a family restated with a synonymous verb, after it.
- `membership`: memberships held at once (committees, teams, approved supplier list).
- `equal_time`: two values of one fact at one order time (never guess direction).
- `unrelated`: distractors, several sharing a subject with a changing family.

## Counts (`python3 gen.py --stats`)

```
{stats}
```
"""


def main():
    mems, changing = build()
    pairs = compute_truth(mems)
    check(mems, pairs)
    if "--stats" in sys.argv[1:]:
        print("\n".join(stats(mems, pairs, changing)))
        return
    if "--list" in sys.argv[1:]:
        for m in sorted(mems, key=lambda m: m["id"]):
            lab = m["cls"] if m["cls"] else "family=%s value=%s polarity=%s" % (m["key"][1], m["value"], m["pol"])
            if m["cls"] in SAME_KEY:
                lab += " (on family=%s value=%s)" % (m["key"][1], m["value"])
            print("%s  %s  %s  %-60s  %s" % (m["id"], ts(order_time(m)), "live" if m["live"] else "back",
                                             lab, m["text"]))
        return
    rows = []
    for m in mems:
        r = {"id": m["id"], "content": m["text"], "created_at": ts(m["created_at"])}
        if m["observed_at"] is not None:
            r["observed_at"] = ts(m["observed_at"])
        rows.append(r)
    dump(os.path.join(HERE, "memories.jsonl"), rows)
    dump(os.path.join(HERE, "truth.jsonl"), pairs)
    labels = sorted(({"id": m["id"], "class": m["cls"]} for m in mems if m["cls"] is not None),
                    key=lambda r: r["id"])
    dump(os.path.join(HERE, "labels.jsonl"), labels)
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(README.format(set=SET, register=REGISTER, stats="\n".join(stats(mems, pairs, changing))))


if __name__ == "__main__":
    main()
