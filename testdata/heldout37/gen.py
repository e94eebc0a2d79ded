#!/usr/bin/env python3
"""Blind labelled supersession data set, register: aircraft MRO records (heldout37).

python3 gen.py          writes memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  prints counts, writes nothing
python3 gen.py --list   prints every memory, writes nothing
Everything (cast, firms, places, codes) is invented. Truth is computed from the tables below,
never from the text.
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 370179
PREFIX = "h37"
CUTOFF = dt.datetime(2026, 12, 1)
SESSION_START = dt.datetime(2026, 8, 19, 13, 5, 0)  # the one backfill import session
BACKFILL_SHARE = 0.75
NEXT_TUE = "@next-tuesday"  # value derived from the memory's order time


def V(date, value, pol, text, style="rw", tags=()):
    """One version of a changing family. style: rw = reworded vs the version it follows,
    same = same record line with the value swapped."""
    return dict(date=date, value=value, pol=pol, text=text, style=style, tags=list(tags))


def F(fid, subject, attribute, scope, versions):
    return dict(fid=fid, subject=subject, attribute=attribute, scope=scope, versions=versions)


# --------------------------------------------------------------------------------------------
# Changing families: one fact (subject | attribute | scope) each, versions in time order.
# --------------------------------------------------------------------------------------------
FAMILIES = [
    F("F01", "G-SKRD", "base", "-", [
        V("2025-02-11", "kestwick", "+",
          "Aircraft: G-SKRD\nType: ATR 72-600\nFleet no: 04\nBase: Kestwick\nOperator: Skerrow Regional"),
        V("2025-10-27", "marrowby", "+",
          "SKRD re-based to Marrowby for the winter programme, Marrowby line has her tech log from tonight."),
        V("2026-04-06", "kestwick", "+",
          "heads up - Vessay (ship 04) comes home to Kestwick from Monday, Marrowby handing her back",
          tags=["move-back"]),
    ]),
    F("F02", "G-SKRA", "hangar bay", "May 2025 A-check visit", [
        V("2025-05-19", "h1 bay 2", "+",
          "Hangar 1 slot - G-SKRA / Bay 2 / in Tue 06:00, out Fri for A-check"),
        V("2025-05-21", "h1 bay 3", "+",
          "moved G-SKRA from Bay 2 to Bay 3, Bay 2 needed for the Q400 wheel change",
          tags=["names-old-value"]),
    ]),
    F("F03", "G-SKRG", "next A-check due", "-", [
        V("2025-03-03", "21450 fh", "+", "G-SKRG next A-check due 21,450 FH"),
        V("2025-07-14", "22050 fh", "+", "G-SKRG next A-check due 22,050 FH", style="same"),
        V("2025-11-24", "22650 fh", "+",
          "A-check on Brannock signed off today; next one falls at 22650 hrs."),
    ]),
    F("F04", "G-SKRJ", "next C-check", "-", [
        V("2025-06-02", "2026-03-14", "+",
          "Aircraft: G-SKRJ\nNext C-check: 14 Mar 2026\nHangar: H2"),
        V("2025-09-18", "2026-03-14", "+",
          "planning call: Skellan's C-check still booked for 14 March, no change from Skerrow",
          tags=["interior-confirmation"]),
        V("2025-12-01", "2026-04-20", "+",
          "SKRJ C-check induction slipped to 20/04/26 - H2 is booked for the Tarrant Island heavy in March"),
    ]),
    F("F05", "WP-2412", "lead engineer", "-", [
        V("2025-08-11", "tomasz reddin", "+", "WP-2412 (G-SKRB C-check) lead engineer: Tomasz Reddin"),
        V("2025-10-06", "marisol ekwueme", "+", "WP-2412 (G-SKRB C-check) lead engineer: Marisol Ekwueme",
          style="same"),
    ]),
    F("F06", "G-SKRE", "lessor", "-", [
        V("2025-04-07", "carrow aircraft leasing", "+", "G-SKRE lessor: Carrow Aircraft Leasing"),
        V("2026-01-15", "pennant aircraft finance", "+",
          "Ship 05 has changed hands - Pennant Aircraft Finance are the lessor now, records transfer pack to them by Friday"),
    ]),
    F("F07", "G-SKRL", "propeller serial", "No.2 position", [
        V("2025-03-24", "fr4471", "+",
          "G-SKRL\nPosition: Prop 2\nS/N: FR4471\nHours since O/H: 3,120"),
        V("2025-06-30", "fr5038", "+",
          "No.2 prop off SKRL for blade erosion, loan unit FR5038 fitted and ground run ok"),
        V("2025-09-08", "fr4471", "+",
          "Ormsay's own No.2 prop back from overhaul and refitted, FR4471 - loan unit going back to Vendrell",
          tags=["move-back"]),
    ]),
    F("F08", "G-SKRA", "engine serial", "ENG 1", [
        V("2025-01-20", "pce-eb0918", "+", "G-SKRA ENG 1 ESN PCE-EB0918"),
        V("2025-08-25", "pce-eb1207", "+",
          "Engine change on Mornholm complete - No.1 is now PCE-EB1207, EB0918 shipped to the shop",
          tags=["names-old-value"]),
    ]),
    F("F09", "G-SKRG", "brake change slot", "June 2025", [
        V("2025-06-05", "2025-06-12", "+", "Slot: G-SKRG brake change, Bay 5, Thu 12 June"),
        V("2025-06-11", NEXT_TUE, "+",
          "SKRG brake change moved to next Tuesday - brake units not in from Harrowgill",
          tags=["relative-date"]),
    ]),
    F("F10", "G-SKRJ", "MLG overhaul due", "-", [
        V("2025-04-14", "28000 fc", "+", "G-SKRJ MLG overhaul due: 28,000 FC"),
        V("2025-10-20", "27400 fc", "+",
          "records audit found the MLG limit on Skellan was miscalculated, overhaul now due at 27,400 cycles"),
    ]),
    F("F11", "G-SKRL", "base", "-", [
        V("2025-02-17", "marrowby", "+", "Aircraft: G-SKRL\nBase: Marrowby\nType: ATR 72-600"),
        V("2025-07-07", "kestwick", "+", "SKRL moving to Kestwick base for the summer rotations"),
        V("2025-11-10", "marrowby", "+", "Ormsay back at Marrowby from tomorrow's first rotation.",
          tags=["move-back"]),
    ]),
    F("F12", "G-SKRE", "next A-check due", "-", [
        V("2025-02-24", "16200 fh", "+", "G-SKRE next A-check due 16,200 FH"),
        V("2025-06-16", "16800 fh", "+", "G-SKRE next A-check due 16,800 FH", style="same"),
        V("2025-10-06", "17400 fh", "+", "G-SKRE next A-check due 17,400 FH", style="same"),
    ]),
    F("F13", "G-SKRB", "hangar bay", "Nov 2025 C-check", [
        V("2025-10-30", "h2 bay 1", "+", "SKRB C-check: Hangar 2, Bay 1, docking in from 3 Nov"),
        V("2025-11-03", "h2 bay 2", "+",
          "Docking wouldn't fit Bay 1 (tail stand clash), G-SKRB went into Bay 2 instead"),
    ]),
    F("F14", "ADD 25-114", "rectification due", "-", [
        V("2025-07-08", "2025-07-18", "+",
          "ADD 25-114 G-SKRB: PA speaker row 12 inop, MEL Cat C, rectify by 18/07/25"),
        V("2025-07-16", "2025-07-28", "+",
          "ADD 25-114 rectification date extended from 18/07 to 28/07, CAMO approved the extension",
          tags=["names-old-value"]),
    ]),
    F("F15", "ADD 25-131", "status", "-", [
        V("2025-08-12", "open", "+",
          "ADD 25-131 G-SKRG weather radar intermittent on test - status OPEN"),
        V("2025-08-14", "awaiting parts", "+",
          "25-131: R/T unit u/s, ordered from Brisk, ADD now awaiting parts"),
        V("2025-08-29", "closed", "+", "Brannock's wx radar ADD is closed, R/T replaced and ops checked"),
    ]),
    F("F16", "ADD 26-007", "status", "-", [
        V("2026-01-26", "open", "+", "ADD 26-007 / G-SKRE / aft lav smoke detector fault / OPEN"),
        V("2026-02-03", "closed", "+", "ADD 26-007 / G-SKRE / aft lav smoke detector fault / CLOSED",
          style="same"),
    ]),
    F("F17", "Priya Kandasamy", "shift pattern", "-", [
        V("2025-03-31", "days", "+", "Priya Kandasamy - days (06:00-18:00), 4 on 4 off"),
        V("2025-09-01", "nights", "+",
          "PK has moved onto nights from this block, so grab her at handover for B1 sign-offs"),
    ]),
    F("F18", "night shift", "lead", "Hangar 1", [
        V("2025-03-10", "gideon farrant", "+", "H1 nights lead: Gideon Farrant"),
        V("2025-08-04", "hamish oduya", "+",
          "Handover 04/08 nights: Hamish Oduya taking over as H1 night lead from tonight (Gid's off to planning). "
          "Separately - nitrogen cart in Bay 3 is empty, reorder raised with stores.",
          tags=["handover-with-other-fact"]),
    ]),
    F("F19", "day shift", "lead", "Hangar 2", [
        V("2025-01-13", "lena voskuijl", "+", "Hangar 2 day shift lead - Lena Voskuijl"),
        V("2025-05-12", "kwame tennant", "+",
          "Kwame covering H2 days lead while Lena's on the Q400 course, ~6 weeks"),
        V("2025-06-30", "lena voskuijl", "+",
          "Lena V back from the course and running H2 days again from Monday", tags=["move-back"]),
    ]),
    F("F20", "Tollerby Aero", "quality manager", "-", [
        V("2025-01-06", "jonah pettifer", "+", "Quality Manager: Jonah Pettifer"),
        V("2025-10-01", "freya lindqvist-hale", "+",
          "Jonah retires end of Sept - Freya Lindqvist-Hale takes over as Quality Manager from 1 Oct, CAA Form 4 accepted"),
    ]),
    F("F21", "Tollerby Aero", "planning contact", "Skerrow work packs", [
        V("2025-02-03", "rukhsana dale", "+", "Planning contact for Skerrow work packs: Rukhsana Dale"),
        V("2025-12-08", "idris mallory", "+",
          "For WP queries go to Idris Mallory in planning now, Rukhsana's moved across to the Tarrant Island account"),
    ]),
    F("F22", "Skerrow Regional", "technical rep", "-", [
        V("2025-01-27", "bethan morrow", "+",
          "Customer: Skerrow Regional\nTech rep: Bethan Morrow\nPhone: 07700 900218"),
        V("2025-06-09", "bethan morrow", "+",
          "spoke to Skerrow - Bethan Morrow is still our tech rep, ignore the rumour",
          tags=["interior-confirmation"]),
        V("2025-11-17", "ciaran vell", "+",
          "New Skerrow tech rep is Ciaran Vell, Bethan's gone to their flight ops"),
    ]),
    F("F23", "Tomasz Reddin", "desk extension", "-", [
        V("2025-03-17", "2214", "+", "Tomasz Reddin ext 2214"),
        V("2025-09-29", "2290", "+",
          "Tom R has moved desks to the engine shop office - his extension is 2290 now"),
    ]),
    F("F24", "Kestwick stores", "supervisor", "-", [
        V("2025-02-10", "callum ishii", "+", "Stores supervisor (Kestwick): Callum Ishii"),
        V("2025-07-21", "nadia prusik", "+",
          "Nadia Prusik is stores supervisor as of today, Callum on paternity leave until Oct"),
        V("2025-10-20", "callum ishii", "+", "Callum's back and has the stores supervisor role again",
          tags=["move-back"]),
    ]),
    F("F25", "Otto Fairweather", "mentor", "-", [
        V("2025-04-22", "tomasz reddin", "+", "Apprentice Otto Fairweather - mentor: Tomasz Reddin"),
        V("2025-10-13", "marisol ekwueme", "+", "Apprentice Otto Fairweather - mentor: Marisol Ekwueme",
          style="same"),
    ]),
    F("F26", "Tollerby Aero", "head of base maintenance", "-", [
        V("2025-03-13", "ruth aylmer", "+", "Head of Base Maintenance: Ruth Aylmer"),
        V("2026-01-22", "desmond kaye", "+",
          "Desmond Kaye is acting HoBM from Monday while Ruth is on secondment to the Penhallow project"),
    ]),
    F("F27", "Harrowgill Aero Spares", "lead time", "ATR brake units", [
        V("2025-03-05", "14 days", "+", "Harrowgill Aero Spares - ATR brake units - lead time 14 days"),
        V("2025-06-23", "21 days", "+",
          "Harrowgill now quoting 21 days on brake units, their overhaul line is backed up"),
        V("2025-10-27", "35 days", "+",
          "brake unit LT from Harrowgill has gone out to 5 weeks (per Dev on the phone)",
          tags=["unit-change"]),
    ]),
    F("F28", "Vendrell Rotables", "exchange price", "starter-generator", [
        V("2025-04-02", "4250 gbp", "+", "Vendrell Rotables S/G exchange: \u00a34,250 + core"),
        V("2025-12-02", "4600 gbp", "+",
          "Vendrell price rise notice - starter-gen exchange now GBP 4.6k per unit, core charge unchanged",
          tags=["unit-change"]),
    ]),
    F("F29", "Quayside Tyre & Wheel", "account manager", "-", [
        V("2025-05-06", "gareth olumide", "+", "Quayside Tyre & Wheel acct mgr: Gareth Olumide"),
        V("2026-02-09", "siobhan pryce", "+", "Quayside Tyre & Wheel acct mgr: Siobhan Pryce", style="same"),
    ]),
    F("F30", "Norcastle Hydraulics", "lead time", "actuator overhaul", [
        V("2025-04-28", "6 weeks", "+", "Norcastle Hydraulics lead time (actuator O/H): 6 weeks"),
        V("2025-07-28", "6 weeks", "+", "Norcastle confirm the actuator overhaul LT is still six weeks",
          tags=["interior-confirmation"]),
        V("2025-11-03", "9 weeks", "+", "Norcastle pushing actuator overhauls out to 9 wks from now"),
    ]),
    F("F31", "Brisk Avionics Repair", "turnaround", "weather radar R/T", [
        V("2025-02-19", "10 wd", "+", "Brisk Avionics Repair TAT, wx radar R/T: 10 working days"),
        V("2025-08-18", "15 wd", "+", "BAR struggling - wx radar R/T repairs taking 15 WD at the moment"),
        V("2026-01-12", "10 wd", "+",
          "Brisk are back to their normal ten working day turnaround on radar R/Ts", tags=["move-back"]),
    ]),
    F("F32", "Pellow Fasteners", "delivery day", "-", [
        V("2025-03-12", "tuesday", "+", "Pellow Fasteners deliver Tuesdays"),
        V("2025-09-10", "thursday", "+", "Pellow Fasteners deliver Thursdays", style="same"),
    ]),
    F("F33", "G-SKRJ AOG spare", "ETA", "NWS actuator", [
        V("2026-02-09", "2026-02-11", "+",
          "SKRJ AOG - NWS actuator ordered from Norcastle, ETA Wed 11 Feb"),
        V("2026-02-10", "2026-02-12", "+", "AOG spare ETA slipped to Thu"),
        V("2026-02-11", "2026-02-13", "+",
          "NWS actuator for Skellan held at customs, now Fri 13/02 earliest"),
        V("2026-02-12", "2026-02-16", "+", "SKRJ AOG spare ETA: Mon 16 Feb"),
        V("2026-02-13", "2026-02-14", "+", "actuator back on track, courier says Sat 14th am"),
    ]),
    F("F34", "Tollerby Aero", "AOG freight forwarder", "-", [
        V("2025-05-26", "gullwing couriers", "+", "AOG courier of choice: Gullwing Couriers"),
        V("2025-11-24", "daybreak freight", "+",
          "We've dropped Gullwing after the SKRJ fiasco, AOG shipments go via Daybreak Freight",
          tags=["names-old-value"]),
    ]),
    F("F35", "TW-118", "calibration due", "-", [
        V("2025-01-15", "2025-03", "+", "TW-118 torque wrench 40-200 Nm - cal due 03/2025"),
        V("2025-03-11", "2025-09", "+", "TW-118 back from cal, certificate filed, next due Sept 25"),
        V("2025-09-09", "2026-03", "+", "TW-118 torque wrench 40-200 Nm - cal due 03/2026"),
    ]),
    F("F36", "Tollerby Aero", "torque tool calibration vendor", "-", [
        V("2025-02-05", "kessing calibration", "+", "Torque tools calibrated by Kessing Calibration Ltd"),
        V("2025-08-06", "aldwyn metrology", "+",
          "QA has moved torque tool cal to Aldwyn Metrology, Kessing contract ended",
          tags=["names-old-value"]),
    ]),
    F("F37", "ECK-04", "location", "-", [
        V("2025-04-09", "ndt room", "+", "ECK-04 (eddy current set) - location: NDT room, H1 mezzanine"),
        V("2025-10-08", "marrowby line", "+", "ECK-04 (eddy current set) - location: Marrowby line station",
          style="same"),
    ]),
    F("F38", "TPG-7", "calibration interval", "-", [
        V("2025-06-04", "6 months", "+", "TPG-7 cal interval: 6 months"),
        V("2025-12-03", "12 months", "+",
          "QA extended the TPG-7 calibration interval to 12 months after two clean cals"),
    ]),
    F("F39", "Hangar 2 doors", "maintenance contractor", "-", [
        V("2025-03-19", "fennick doors", "+", "H2 door maint contract: Fennick Doors"),
        V("2025-09-17", "brightwell engineering", "+",
          "switched Hangar 2 door contractor from Fennick Doors to Brightwell Engineering after the motor failure",
          tags=["names-old-value"]),
    ]),
    F("F40", "Hangar 1 Bay 6", "allocation", "-", [
        V("2025-05-14", "engine shop overflow", "+", "H1 Bay 6 - engine shop overflow area"),
        V("2025-12-10", "q400 heavy checks", "+", "H1 Bay 6 - Q400 heavy check bay", style="same"),
    ]),
    F("F41", "Gate 4", "access code", "normal hours", [
        V("2025-01-08", "4417", "+", "Gate 4 code 4417"),
        V("2025-04-02", "9023", "+", "Gate 4 code 9023", style="same"),
        V("2025-07-01", "3318", "+",
          "new airside gate code from today 3318 - don't write it on the whiteboard"),
        V("2025-10-01", "2261", "+", "Q4 code change: G4 is 2261"),
    ]),
    F("F42", "day shift start", "time", "Kestwick hangar", [
        V("2025-02-26", "06:00", "+", "Day shift start (Kestwick): 06:00"),
        V("2025-06-04", "06:30", "+", "from June days kick off at 0630 to line up with the first wave"),
        V("2025-10-15", "06:15", "+",
          "day shift start moving to 06:15 - compromise after the union meeting"),
    ]),
    F("F43", "Kestwick stores", "opening hours", "weekends", [
        V("2025-04-16", "08:00-16:00", "+", "Stores weekend hours: 08:00-16:00"),
        V("2025-11-19", "07:00-19:00", "+", "Stores will be open 7 till 7 on Sat/Sun from next month"),
    ]),
    F("F44", "hangarkeepers policy", "policy number", "-", [
        V("2025-03-28", "hk-2025-0419", "+",
          "Hangarkeepers liability policy no. HK-2025-0419 (Alderfold Insurance Brokers)"),
        V("2026-03-27", "hk-2026-0112", "+",
          "Alderfold sent the renewal through - new hangarkeepers policy number is HK-2026-0112"),
    ]),
    F("F45", "Tollerby Aero insurance", "limit of indemnity", "hangarkeepers", [
        V("2025-03-31", "25m gbp", "+", "Hangarkeepers limit of indemnity: \u00a325m any one occurrence"),
        V("2026-03-30", "40m gbp", "+",
          "Raised the hangarkeepers limit to \u00a340m at renewal, Skerrow's new lease terms require it"),
    ]),
    F("F46", "CAA Part-145 surveillance audit", "date", "-", [
        V("2025-05-07", "2025-09-16", "+", "Next CAA Part-145 surveillance audit: 16 Sep 2025"),
        V("2025-08-20", "2025-11-11", "+",
          "CAA moved our surveillance audit to 11 November, surveyor availability"),
    ]),
    F("F47", "Skerrow Regional", "labour rate", "-", [
        V("2025-01-29", "68.00 gbp/h", "+", "Skerrow labour rate: \u00a368/hr"),
        V("2026-03-25", "72.50 gbp/h", "+", "Skerrow labour rate: \u00a372.50/hr", style="same"),
    ]),
    F("F48", "WP-2412", "planned release", "-", [
        V("2025-10-27", "2025-11-14", "+", "WP-2412 G-SKRB C-check - planned release 14/11/25"),
        V("2025-11-06", "2025-11-21", "+",
          "SKRB release slipping a week to the 21st, corrosion found on the aft pressure bulkhead"),
        V("2025-11-12", "2025-11-19", "+",
          "good news - repair scheme approved early, Larrach back to Skerrow on Wed 19 Nov"),
        V("2025-11-18", "2025-11-24", "+",
          "Release now Mon 24/11 - waiting on the CRS paperwork for the bulkhead repair"),
    ]),
    F("F49", "WP-2412", "manhours estimate", "total", [
        V("2025-10-20", "2400 mh", "+", "WP-2412 estimate: 2,400 MH"),
        V("2025-11-07", "2950 mh", "+",
          "With the bulkhead corrosion SKRB C-check is now estimated at 2950 manhours"),
        V("2025-11-14", "3100 mh", "+", "Planning revised WP-2412 to 3,100 MH total incl. NDT"),
    ]),
    F("F50", "WP-2503", "status", "-", [
        V("2026-03-02", "planned", "+", "WP-2503 / G-SKRL A-check / status: PLANNED"),
        V("2026-03-09", "in work", "+", "WP-2503 / G-SKRL A-check / status: IN WORK", style="same"),
        V("2026-03-12", "complete", "+", "Ormsay's A-check is finished, WP-2503 closed out"),
    ]),
    F("F51", "WP-2503", "CRS signatory", "-", [
        V("2026-02-23", "priya kandasamy", "+", "WP-2503 CRS signatory: Priya Kandasamy (B1)"),
        V("2026-03-05", "tomasz reddin", "+",
          "PK on leave for the SKRL A-check, Tomasz will sign the CRS for WP-2503"),
    ]),
    F("F52", "G-SKRL", "next A-check due", "-", [
        V("2026-03-13", "20120 fh", "+",
          "Aircraft: G-SKRL\nNext A-check: 20,120 FH\nNext C-check: see CAMP"),
        V("2026-05-18", "20010 fh", "+",
          "Days handover - SKRL next A-check now due 20,010 FH after the task card audit. "
          "Also the Q400 tow bar is cracked at the shear pin, quarantined in stores.",
          tags=["handover-with-other-fact"]),
    ]),
    F("F53", "G-SKRD", "next C-check", "-", [
        V("2025-05-28", "2026-09", "+", "G-SKRD next C-check due Sep 2026"),
        V("2026-02-11", "2026-10", "+",
          "Skerrow bought a 4-week extension - SKRD C-check goes to October 26"),
    ]),
    F("F54", "G-SKRB", "APU serial", "-", [
        V("2025-02-12", "p-2291", "+", "G-SKRB APU S/N P-2291"),
        V("2025-07-09", "p-3306", "+",
          "APU swap on SKRB done tonight, serviceable unit P-3306 fitted, P-2291 u/s to Vendrell",
          tags=["names-old-value"]),
    ]),
    F("F55", "G-SKRE", "base", "-", [
        V("2025-03-05", "kestwick", "+", "G-SKRE base - Kestwick"),
        V("2025-10-29", "marrowby", "+",
          "Tulloway's going to Marrowby for the winter, first night-stop there on the 3rd"),
    ]),
    F("F56", "G-SKRA", "lead engineer", "Feb 2026 A-check", [
        V("2026-01-19", "hamish oduya", "+", "SKRA Feb A-check - lead: Hamish Oduya"),
        V("2026-02-02", "kwame tennant", "+",
          "Kwame Tennant will lead Mornholm's A-check instead, Hamish stays on nights"),
    ]),
    F("F57", "G-SKRJ", "livery", "-", [
        V("2025-04-23", "skerrow standard", "+", "G-SKRJ livery: Skerrow standard (white/teal)"),
        V("2025-08-13", "kestwick centenary", "+", "G-SKRJ livery: Kestwick centenary scheme", style="same"),
    ]),
    F("F58", "G-SKRG", "cabin configuration", "-", [
        V("2025-06-18", "78y", "+", "G-SKRG cabin config: 78Y"),
        V("2026-01-07", "74y", "+", "G-SKRG cabin config: 74Y", style="same"),
    ]),
    F("F59", "ATR fleet", "compressor wash interval", "-", [
        V("2025-01-22", "500 fh", "+", "PW127 compressor wash interval (ATR fleet): 500 FH"),
        V("2025-05-21", "750 fh", "+", "Skerrow approved the 750 hr compressor wash interval on the ATRs"),
    ]),
    F("F60", "Q400 fleet", "oil sampling interval", "-", [
        V("2025-03-26", "250 fh", "+", "PW150 oil sample interval: 250 FH"),
        V("2025-09-24", "150 fh", "+", "PW150 oil sample interval: 150 FH", style="same"),
    ]),
    F("F61", "HF continuation training", "date", "-", [
        V("2025-04-03", "2025-06-11", "+", "HF continuation training: Wed 11 June, training room 2"),
        V("2025-05-29", "2025-06-25", "+", "HF refresher moved to 25 June, trainer off sick"),
    ]),
    F("F62", "fire drill", "date", "Hangar 1", [
        V("2026-02-12", "2026-03-05", "+", "Fire drill Hangar 1 - Thu 5 Mar 09:30, muster point B"),
        V("2026-02-26", NEXT_TUE, "+",
          "H1 fire drill moved to next Tuesday, same time, same muster point", tags=["relative-date"]),
    ]),
    F("F63", "Marrowby line", "AOG phone", "-", [
        V("2025-06-25", "07700 900662", "+", "Marrowby line AOG phone: 07700 900662"),
        V("2026-01-28", "07700 900745", "+", "Marrowby line AOG phone: 07700 900745", style="same"),
    ]),
    # ---- negation families (polarity changes) ----
    F("N1", "G-SKRJ", "AOG", "-", [
        V("2025-07-21", "aog", "+",
          "G-SKRJ AOG at Marrowby - hydraulic leak #2 MLG, spares being sourced"),
        V("2025-07-24", "aog", "-", "Skellan serviceable again, CRS issued 14:20, no longer AOG"),
        V("2026-02-09", "aog", "+", "SKRJ is AOG again - NWS actuator failed on taxi-in, Kestwick",
          tags=["restart"]),
        V("2026-02-14", "aog", "-",
          "actuator fitted + steering checks good, ship 09 released, AOG closed"),
    ]),
    F("N2", "Tomasz Reddin", "CRS authorisation", "B1 ATR 72", [
        V("2025-02-20", "crs authorisation", "+",
          "Authorisation: T. Reddin\nScope: B1 ATR 72 CRS\nStatus: valid"),
        V("2025-06-17", "crs authorisation", "-",
          "QA have suspended Tom's ATR certification authorisation pending the torque audit finding - he can't sign CRS"),
        V("2025-07-15", "crs authorisation", "+",
          "Tomasz Reddin's B1 ATR authorisation reinstated by QA today, OK to certify", tags=["restart"]),
    ]),
    F("N3", "JK-3", "serviceable", "-", [
        V("2025-04-30", "serviceable", "+", "JK-3 axle jack set - serviceable, in tool store"),
        V("2025-09-02", "serviceable", "-", "JK-3 quarantined, hydraulic leak on the LH jack - do NOT use"),
        V("2025-09-30", "serviceable", "+", "axle jacks JK-3 back in service after reseal + proof load",
          tags=["restart"]),
    ]),
    F("N4", "night shift", "running", "Hangar 2", [
        V("2025-01-30", "running", "+", "Hangar 2 night shift: ON"),
        V("2025-04-14", "running", "-",
          "No night shift in H2 from next week, workload's not there until the Q400 heavies"),
        V("2025-10-06", "running", "+", "H2 nights are back on from Monday for the SKRB C-check",
          tags=["restart"]),
    ]),
    F("N5", "Arnholt Aero Parts", "approved supplier", "-", [
        V("2025-03-04", "approved", "+", "Arnholt Aero Parts - approved supplier (QA list rev 14)"),
        V("2025-08-27", "approved", "-",
          "Arnholt removed from the approved supplier list after the C of C issue - don't raise POs with them"),
    ]),
    F("N6", "G-SKRB", "APU deferred under MEL", "-", [
        V("2025-06-26", "mel 49-1", "+", "G-SKRB APU inop - deferred under MEL 49-1, ADD 25-109"),
        V("2025-07-10", "mel 49-1", "-",
          "APU on Larrach no longer deferred, MEL item cleared after yesterday's swap"),
    ]),
    F("N7", "BK-2", "on loan from Halden Instruments", "-", [
        V("2025-05-13", "on loan", "+",
          "BK-2 borescope on loan from Halden Instruments until our own kit comes back"),
        V("2025-07-02", "on loan", "-", "BK-2 returned to Halden - we're not holding their borescope anymore"),
    ]),
    F("N8", "Hangar 1 Bay 5", "overnight parking available", "-", [
        V("2025-08-20", "available", "+", "Bay 5 (H1) available for overnight parking of line aircraft"),
        V("2025-12-22", "available", "-",
          "H1 Bay 5 can't be used for overnight parking until the floor resurfacing is finished"),
    ]),
]


# --------------------------------------------------------------------------------------------
# Standalone labelled memories. fam=<fid> attaches to a family's key (after its last version,
# same value and polarity); key=(subject, attribute, scope) for everything else.
# --------------------------------------------------------------------------------------------
def L(cls, date, text, value="-", pol="+", fam=None, key=None, time=None, tags=()):
    return dict(cls=cls, date=date, text=text, value=value, pol=pol, fam=fam, key=key,
                time=time, tags=list(tags))


STANDALONE = [
    # multi_valued: each value of a multi-valued attribute is its own fact
    L("multi_valued", "2025-01-16", "Priya Kandasamy - type ratings: ATR 42/72",
      "atr 42/72", key=("Priya Kandasamy", "type rating", "atr 42/72")),
    L("multi_valued", "2025-06-19", "PK passed her Q400 type course, rating added to her licence",
      "q400", key=("Priya Kandasamy", "type rating", "q400")),
    L("multi_valued", "2026-04-01",
      "Priya added the Saab 340 rating as well (for the Tarrant Island work)",
      "saab 340", key=("Priya Kandasamy", "type rating", "saab 340")),
    L("multi_valued", "2025-02-27", "Harrowgill contacts: sales desk sales@harrowgill-aero.example",
      "sales desk", key=("Harrowgill Aero Spares", "contact", "sales desk")),
    L("multi_valued", "2025-07-16", "Harrowgill also have a 24h AOG line - 07700 900390",
      "aog line", key=("Harrowgill Aero Spares", "contact", "aog line")),
    L("multi_valued", "2026-01-09",
      "another Harrowgill contact: Dev Anand in their stores, good for brake units",
      "dev anand", key=("Harrowgill Aero Spares", "contact", "dev anand")),
    L("multi_valued", "2025-01-23", "Line stations we cover for Skerrow: Kestwick",
      "kestwick", key=("Skerrow Regional", "line station covered", "kestwick")),
    L("multi_valued", "2025-05-15", "Marrowby added to our Skerrow line cover",
      "marrowby", key=("Skerrow Regional", "line station covered", "marrowby")),
    L("multi_valued", "2026-04-15",
      "Penhallow added as a third Skerrow line station from the summer schedule",
      "penhallow", key=("Skerrow Regional", "line station covered", "penhallow")),
    L("multi_valued", "2025-03-26", "ATR brake units - approved sources: Harrowgill",
      "harrowgill", key=("ATR brake units", "approved source", "harrowgill")),
    L("multi_valued", "2025-08-26", "Quayside can also supply ATR brake units now, added as alt source",
      "quayside", key=("ATR brake units", "approved source", "quayside")),
    L("multi_valued", "2026-02-19", "added Vendrell Rotables as another brake unit source",
      "vendrell", key=("ATR brake units", "approved source", "vendrell")),

    # scope_disjoint: same subject + attribute as a family, another scope
    L("scope_disjoint", "2025-10-15", "H2 nights lead: Sunniva Rask", "sunniva rask",
      key=("night shift", "lead", "Hangar 2")),
    L("scope_disjoint", "2025-11-05", "Marrowby line day shift start: 05:30", "05:30",
      key=("day shift start", "time", "Marrowby line")),
    L("scope_disjoint", "2025-11-12", "Harrowgill Aero Spares - ATR wheel assemblies - lead time 10 days",
      "10 days", key=("Harrowgill Aero Spares", "lead time", "ATR wheel assemblies")),
    L("scope_disjoint", "2026-02-04", "Stores weekday hours: 06:00-22:00", "06:00-22:00",
      key=("Kestwick stores", "opening hours", "weekdays")),
    L("scope_disjoint", "2026-03-09", "Vendrell Rotables prop de-ice timer exchange: \u00a31,180 + core",
      "1180 gbp", key=("Vendrell Rotables", "exchange price", "prop de-ice timer")),
    L("scope_disjoint", "2026-02-09",
      "G-SKRA for the Feb A-check goes in Hangar 1 Bay 1 (Bays 2-3 taken by the Q400 heavy)",
      "h1 bay 1", key=("G-SKRA", "hangar bay", "Feb 2026 A-check visit")),
    L("scope_disjoint", "2025-09-03", "Brisk Avionics Repair TAT, ADF receiver: 15 working days",
      "15 wd", key=("Brisk Avionics Repair", "turnaround", "ADF receiver")),
    L("scope_disjoint", "2025-12-10", "Norcastle Hydraulics lead time (brake valves): 3 weeks",
      "3 weeks", key=("Norcastle Hydraulics", "lead time", "brake valves")),
    L("scope_disjoint", "2025-10-08", "Gate 4 out-of-hours code (after 22:00): 7164", "7164",
      key=("Gate 4", "access code", "out of hours")),
    L("scope_disjoint", "2026-05-20", "Products liability limit of indemnity: \u00a310m aggregate",
      "10m gbp", key=("Tollerby Aero insurance", "limit of indemnity", "products liability")),
    L("scope_disjoint", "2025-11-10", "WP-2412 avionics zone estimate: 420 MH", "420 mh",
      key=("WP-2412", "manhours estimate", "avionics zone")),
    L("scope_disjoint", "2026-03-04", "Fire drill Hangar 2 - Wed 11 Mar 14:00, muster point D",
      "2026-03-11", key=("fire drill", "date", "Hangar 2")),

    # format_variant: after the family's last version, same value in another format
    L("format_variant", "2026-01-12", "SKRG (ship 07) - A chk next due @ 22.65k FH", "22650 fh", fam="F03"),
    L("format_variant", "2026-01-20", "G-SKRJ C-chk induction: Monday 20 April 2026, Hangar 2",
      "2026-04-20", fam="F04"),
    L("format_variant", "2026-02-16", "starter-generator exchange (Vendrell): \u00a34,600.00 ea plus core",
      "4600 gbp", fam="F28"),
    L("format_variant", "2026-01-28", "Kestwick days start quarter past six.", "06:15", fam="F42"),
    L("format_variant", "2026-01-19", "Harrowgill brake unit lead time = 35 days", "35 days", fam="F27"),
    L("format_variant", "2026-01-14", "Gate 4 - 2-2-6-1", "2261", fam="F41"),
    L("format_variant", "2026-05-11", "HK limit GBP 40,000,000 AOO", "40m gbp", fam="F45"),
    L("format_variant", "2026-02-02", "SKRJ main gear O/H due 27.4k FC", "27400 fc", fam="F10"),
    L("format_variant", "2025-12-15", "Reddin, T. - internal x2290", "2290", fam="F23"),
    L("format_variant", "2025-11-20", "WP-2412 release: 24-Nov-2025", "2025-11-24", fam="F48"),
    L("format_variant", "2026-03-11", "TPG-7 - calibrated annually (1 yr interval)", "12 months", fam="F38"),
    L("format_variant", "2026-01-06", "Stores open weekends 0700-1900", "07:00-19:00", fam="F43"),

    # elaboration: after the last version, same value with more detail
    L("elaboration", "2026-05-19",
      "G-SKRD based Kestwick, night-stops on stand 14 with GPU, first wave departure 06:10.",
      "kestwick", fam="F01"),
    L("elaboration", "2025-09-22",
      "Hamish Oduya leads H1 nights - B1 on ATR and Q400, 14 yrs on type, carries the night AOG phone",
      "hamish oduya", fam="F18"),
    L("elaboration", "2025-11-04",
      "QA manager is Freya Lindqvist-Hale (ex-CAA surveyor), on the QA mobile 07700 900431 during core hours",
      "freya lindqvist-hale", fam="F20"),
    L("elaboration", "2026-03-02",
      "Siobhan Pryce, Quayside Tyre & Wheel account manager - covers us and the Marrowby line, visits first Tuesday monthly",
      "siobhan pryce", fam="F29"),
    L("elaboration", "2026-01-07",
      "Daybreak Freight for AOG moves - 24/7 desk, 2 hr collection from Kestwick, account TAE-0091",
      "daybreak freight", fam="F34"),
    L("elaboration", "2025-09-24",
      "Aldwyn Metrology does our torque cal - UKAS lab, collect Mondays, 5 day return",
      "aldwyn metrology", fam="F36"),
    L("elaboration", "2025-10-29",
      "Brightwell Engineering maintain the H2 doors - motors, seals and limit switches, quarterly PPM",
      "brightwell engineering", fam="F39"),
    L("elaboration", "2025-09-02",
      "ADD 25-131 (SKRG wx radar) closed 29/08 - R/T S/N BR-22817 fitted, ops check satisfactory, CRS signed by P. Kandasamy",
      "closed", fam="F15"),
    L("elaboration", "2025-09-15",
      "SKRA eng 1 = PCE-EB1207 (ex-lease, 2,310 FH since shop visit, borescope clean at fit)",
      "pce-eb1207", fam="F08"),
    L("elaboration", "2026-04-08",
      "Hangarkeepers cover: policy HK-2026-0112, insurer Castlemere Mutual via Alderfold, runs to 31/03/27",
      "hk-2026-0112", fam="F44"),
    L("elaboration", "2026-03-13",
      "WP-2503 complete - CRS issued 18:40 on the 12th, a/c handed back to Skerrow ops, 3 ADDs carried",
      "complete", fam="F50"),
    L("elaboration", "2026-03-18",
      "SKRD C-check: October 2026, Hangar 2, approx 21 days, WP to be raised by Idris",
      "2026-10", fam="F53"),

    # confirmation: after the last version, a re-assertion
    L("confirmation", "2025-05-22",
      "SKRA still in Bay 3 this morning, no further moves planned before she goes out Friday",
      "h1 bay 3", fam="F02"),
    L("confirmation", "2025-11-03", "Checked during daily: SKRL No.2 prop is still S/N FR4471.",
      "fr4471", fam="F07"),
    L("confirmation", "2026-03-16",
      "SKRL remains Marrowby-based per the new schedule, nothing changing in April", "marrowby", fam="F11"),
    L("confirmation", "2025-08-18", "H2 day lead remains Lena Voskuijl for the winter roster too",
      "lena voskuijl", fam="F19"),
    L("confirmation", "2026-02-23",
      "Ciaran Vell confirmed again as Skerrow's technical rep at the quarterly review",
      "ciaran vell", fam="F22"),
    L("confirmation", "2026-01-05",
      "Stores supervisor still Callum Ishii - raise stores queries with him directly",
      "callum ishii", fam="F24"),
    L("confirmation", "2026-04-13", "Brisk Avionics TAT on the wx radar R/T still 10 WD per their April update",
      "10 wd", fam="F31"),
    L("confirmation", "2025-12-01", "TW-118 cal due March 2026 still, OK to use", "2026-03", fam="F35"),
    L("confirmation", "2025-10-22", "Audit still on for 11/11 - CAA confirmed by email", "2025-11-11", fam="F46"),
    L("confirmation", "2026-02-18", "SKRE still at Marrowby, Skerrow won't rebase before summer",
      "marrowby", fam="F55"),
    L("confirmation", "2025-09-10", "Compressor wash on the ATRs remains every 750 FH.", "750 fh", fam="F59"),
    L("confirmation", "2025-12-17", "Arnholt Aero Parts are still off the approved list, audit not rescheduled",
      "approved", pol="-", fam="N5", tags=["negative-polarity-confirmation"]),

    # different_subject: same attribute, another subject (values mostly shared with a family)
    L("different_subject", "2025-06-10", "Aircraft: G-SKRB\nBase: Kestwick\nType: ATR 72-600",
      "kestwick", key=("G-SKRB", "base", "-")),
    L("different_subject", "2025-09-22", "G-SKRB next A-check due 22,050 FH", "22050 fh",
      key=("G-SKRB", "next A-check due", "-")),
    L("different_subject", "2025-12-03", "Vendrell Rotables lead time (prop overhaul): 9 weeks", "9 weeks",
      key=("Vendrell Rotables", "lead time", "prop overhaul")),
    L("different_subject", "2025-10-01", "TW-121 torque wrench 5-60 Nm - cal due 03/2026", "2026-03",
      key=("TW-121", "calibration due", "-")),
    L("different_subject", "2025-09-05", "ADD 25-140 G-SKRA: FWD cargo light inop - status CLOSED", "closed",
      key=("ADD 25-140", "status", "-")),
    L("different_subject", "2026-01-21", "ECK-05 (eddy current set) - location: Marrowby line station",
      "marrowby line", key=("ECK-05", "location", "-")),
    L("different_subject", "2025-10-13",
      "loan prop FR5038 now on G-SKRE No.2 while hers is away for repair", "fr5038",
      key=("G-SKRE", "propeller serial", "No.2 position"), tags=["shared-value-other-aircraft"]),
    L("different_subject", "2026-02-25", "Tarrant Island Airways tech rep: Maeve Sorensen", "maeve sorensen",
      key=("Tarrant Island Airways", "technical rep", "-")),
    L("different_subject", "2025-12-01", "WP-2419 (Tarrant Island Dash 8 C-check) estimate: 2,950 MH",
      "2950 mh", key=("WP-2419", "manhours estimate", "total")),
    L("different_subject", "2025-10-22", "Quayside Tyre & Wheel - ATR brake units - lead time 21 days",
      "21 days", key=("Quayside Tyre & Wheel", "lead time", "ATR brake units")),
    L("different_subject", "2026-04-20", "Gideon Farrant - days (06:00-18:00), 4 on 4 off", "days",
      key=("Gideon Farrant", "shift pattern", "-")),
    L("different_subject", "2026-06-08", "G-SKRL livery: Skerrow standard (white/teal)", "skerrow standard",
      key=("G-SKRL", "livery", "-")),

    # static: facts that do not change, some stated twice in different formats
    L("static", "2025-01-09", "G-SKRD MSN: 1401", "1401", key=("G-SKRD", "MSN", "-")),
    L("static", "2026-05-06", "Vessay was built as manufacturer's serial number 1401.", "1401",
      key=("G-SKRD", "MSN", "-")),
    L("static", "2025-02-14", "Tollerby Aero Engineering - Part-145 approval UK.145.01987", "uk.145.01987",
      key=("Tollerby Aero", "Part-145 approval ref", "-")),
    L("static", "2025-12-04", "our 145 approval ref is UK 145 01987 (put it on every CRS)", "uk.145.01987",
      key=("Tollerby Aero", "Part-145 approval ref", "-")),
    L("static", "2025-03-21", "Tollerby Aero founded 1994 at Kestwick", "1994",
      key=("Tollerby Aero", "founded", "-")),
    L("static", "2026-06-22", "TAE, est. '94 - the family-run days are long gone but the hangar door squeak isn't",
      "1994", key=("Tollerby Aero", "founded", "-")),
    L("static", "2025-04-10", "P. Kandasamy licence no. UK.66.472813 (B1.1)", "472813",
      key=("Priya Kandasamy", "Part-66 licence number", "-")),
    L("static", "2025-11-26", "Priya's Part-66 number: 472813", "472813",
      key=("Priya Kandasamy", "Part-66 licence number", "-")),
    L("static", "2025-05-02", "G-SKRG year of manufacture: 2011", "2011",
      key=("G-SKRG", "year of manufacture", "-")),
    L("static", "2025-07-30", "Hangar 1 floor area 4,200 m\u00b2", "4200 m2",
      key=("Hangar 1", "floor area", "-")),
    L("static", "2025-08-07", "Kestwick field elevation 312 ft AMSL", "312 ft",
      key=("Kestwick airfield", "elevation", "-")),
    L("static", "2025-10-09", "Tomasz Reddin joined Tollerby in March 2009", "2009-03",
      key=("Tomasz Reddin", "start date", "-")),

    # membership: additive group membership
    L("membership", "2025-02-18", "Otto joined the NDT trainee pool", "otto fairweather",
      key=("NDT trainee pool", "member", "otto fairweather")),
    L("membership", "2025-03-07", "Sunniva Rask is on the avionics team", "sunniva rask",
      key=("avionics team", "member", "sunniva rask")),
    L("membership", "2025-07-29", "Kwame added to the AOG recovery team", "kwame tennant",
      key=("AOG recovery team", "member", "kwame tennant")),
    L("membership", "2025-09-12", "Marisol is part of the HF working group now", "marisol ekwueme",
      key=("HF working group", "member", "marisol ekwueme")),
    L("membership", "2025-12-12", "Lena V joined the Q400 C-check team", "lena voskuijl",
      key=("Q400 C-check team", "member", "lena voskuijl")),
    L("membership", "2025-06-24", "Priya's on the QA audit panel for Q3", "priya kandasamy",
      key=("QA audit panel", "member", "priya kandasamy")),
    L("membership", "2025-04-25", "Hamish joined the engine run-up pool", "hamish oduya",
      key=("engine run-up pool", "member", "hamish oduya")),
    L("membership", "2026-01-30", "Tomasz is on the tooling committee", "tomasz reddin",
      key=("tooling committee", "member", "tomasz reddin")),
    L("membership", "2025-11-28", "Callum joined the fire warden rota", "callum ishii",
      key=("fire warden rota", "member", "callum ishii")),
    L("membership", "2025-08-08", "Nadia Prusik added to the DG signatory list", "nadia prusik",
      key=("DG signatory list", "member", "nadia prusik")),
    L("membership", "2026-02-27", "Freya sits on the SMS review board", "freya lindqvist-hale",
      key=("SMS review board", "member", "freya lindqvist-hale")),
    L("membership", "2026-05-05", "Gideon joined the taxi-authorised pool as well", "gideon farrant",
      key=("taxi-authorised pool", "member", "gideon farrant")),

    # equal_time: two conflicting records of one key at one order time
    L("equal_time", "2025-12-09", "WP-2520 (SKRA A-check) planned start: 02/02/26", "2026-02-02",
      key=("WP-2520", "planned start", "-"), time="14:20"),
    L("equal_time", "2025-12-09", "WP-2520 SKRA A-check start 04 Feb 2026", "2026-02-04",
      key=("WP-2520", "planned start", "-"), time="14:20"),
    L("equal_time", "2025-09-11", "Bay 2 booking 16/09: G-SKRJ", "g-skrj",
      key=("Hangar 1 Bay 2", "booking", "2025-09-16"), time="08:45"),
    L("equal_time", "2025-09-11", "H1 Bay 2 on 16 Sep is booked for G-SKRL", "g-skrl",
      key=("Hangar 1 Bay 2", "booking", "2025-09-16"), time="08:45"),
    L("equal_time", "2025-07-03", "Vendrell loan starter-gen for SKRA: S/N SG-7710", "sg-7710",
      key=("G-SKRA", "loan starter-generator serial", "-"), time="11:02"),
    L("equal_time", "2025-07-03", "loan S/G on G-SKRA is SG-7716 (Vendrell)", "sg-7716",
      key=("G-SKRA", "loan starter-generator serial", "-"), time="11:02"),
    L("equal_time", "2026-02-24", "Quayside quote, 6 x mainwheel tyres: \u00a32,940", "2940 gbp",
      key=("Quayside Tyre & Wheel", "quote", "6 mainwheel tyres"), time="10:15"),
    L("equal_time", "2026-02-24", "Quayside 6 MW tyres quoted at \u00a33,120", "3120 gbp",
      key=("Quayside Tyre & Wheel", "quote", "6 mainwheel tyres"), time="10:15"),
    L("equal_time", "2025-10-16", "SKRG eng 2 oil uplift last sector: 0.4 qt", "0.4 qt",
      key=("G-SKRG", "oil uplift", "ENG 2 last sector"), time="19:40"),
    L("equal_time", "2025-10-16", "Brannock #2 engine took 0.6 qt oil after the last sector", "0.6 qt",
      key=("G-SKRG", "oil uplift", "ENG 2 last sector"), time="19:40"),
    L("equal_time", "2026-01-13", "H2 heating repair ETA: Fri", "friday",
      key=("Hangar 2 heating", "repair ETA", "-"), time="07:30"),
    L("equal_time", "2026-01-13", "Hangar 2 heaters will be fixed Monday per the contractor", "monday",
      key=("Hangar 2 heating", "repair ETA", "-"), time="07:30"),

    # unrelated: chatter with no contested fact
    L("unrelated", "2025-02-21", "anyone seen the blue ear defenders from the H1 crib room?",
      key=("chatter", "-", "u01")),
    L("unrelated", "2025-04-18", "cake in the crew room for Otto's 20th, help yourselves",
      key=("chatter", "-", "u02")),
    L("unrelated", "2025-05-30", "reminder: timesheets in by Friday 12:00 or payroll chases you",
      key=("chatter", "-", "u03")),
    L("unrelated", "2025-07-18", "car park resurfacing this weekend, use the overflow by the fire station",
      key=("chatter", "-", "u04")),
    L("unrelated", "2025-11-25", "thanks all for the effort on SKRB last night, proper team job",
      key=("chatter", "-", "u05")),
    L("unrelated", "2025-08-28", "who's in for the curry Thursday?", key=("chatter", "-", "u06")),
    L("unrelated", "2025-10-10", "pls stop parking GSE across the walkway, H&S are on the warpath",
      key=("chatter", "-", "u07")),
    L("unrelated", "2026-01-16", "new hi-vis vests arrived, grab one from stores if yours is knackered",
      key=("chatter", "-", "u08")),
    L("unrelated", "2026-03-20", "someone's changed the tug horn, it sounds like a duck now",
      key=("chatter", "-", "u09")),
    L("unrelated", "2026-04-24", "quiet night so far, just the usual walkrounds and a tyre check",
      key=("chatter", "-", "u10")),
    L("unrelated", "2025-06-27", "pics from the open day are on the shared drive", key=("chatter", "-", "u11")),
    L("unrelated", "2026-05-27", "can someone send me the link for the HF e-learning again",
      key=("chatter", "-", "u12")),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
ATTACHED = {"format_variant", "elaboration", "confirmation"}


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def next_weekday(d, weekday):
    k = (weekday - d.weekday()) % 7
    return d + dt.timedelta(days=k if k else 7)


def build():
    rng = random.Random(SEED)
    fam_by_id = {f["fid"]: f for f in FAMILIES}
    mems = []
    for f in FAMILIES:
        key = (f["subject"], f["attribute"], f["scope"])
        for k, v in enumerate(f["versions"]):
            mems.append(dict(key=key, fid=f["fid"], ver=k + 1, label=None, value=v["value"], pol=v["pol"],
                             date=v["date"], time=None, text=v["text"], style=v["style"] if k else "first",
                             tags=v["tags"]))
    for s in STANDALONE:
        if s["fam"]:
            f = fam_by_id[s["fam"]]
            key = (f["subject"], f["attribute"], f["scope"])
        else:
            key = s["key"]
        mems.append(dict(key=key, fid=s["fam"], ver=None, label=s["cls"], value=s["value"], pol=s["pol"],
                         date=s["date"], time=s["time"], text=s["text"], style=None, tags=s["tags"]))

    # order times: seeded time of day unless fixed
    for m in mems:
        d = dt.datetime.strptime(m["date"], "%Y-%m-%d")
        if m["time"]:
            hh, mm = m["time"].split(":")
            m["order"] = d.replace(hour=int(hh), minute=int(mm))
        else:
            m["order"] = d + dt.timedelta(minutes=rng.randrange(6 * 60, 22 * 60))
        if m["value"] == NEXT_TUE:
            assert m["order"].weekday() in (2, 3, 4), "relative date said on Wed-Fri only"
            m["value"] = next_weekday(m["order"].date(), 1).isoformat()

    # backfilled vs live
    idx = list(range(len(mems)))
    rng.shuffle(idx)
    nb = round(len(mems) * BACKFILL_SHARE)
    bf = idx[:nb]
    for i in idx:
        mems[i]["backfilled"] = False
    session = list(bf)
    rng.shuffle(session)
    t = SESSION_START
    for i in session:
        t = t + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["backfilled"] = True
        mems[i]["created"] = t
    for m in mems:
        if not m["backfilled"]:
            m["created"] = m["order"]

    # ids in shuffled order, file order shuffled again
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        mems[i]["id"] = "%s-%03d" % (PREFIX, n + 1)
    file_order = list(range(len(mems)))
    rng.shuffle(file_order)

    # truth from the tables: group by fact key
    groups = {}
    for m in mems:
        groups.setdefault(m["key"], []).append(m)
    pairs = []
    for key, g in groups.items():
        for m in g:
            newer = [n for n in g if n["order"] > m["order"] and (n["value"], n["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            first = min(n["order"] for n in newer)
            cands = [n for n in newer if n["order"] == first]
            assert len(cands) == 1, key
            r = cands[0]
            pairs.append(dict(expired=m, repl=r, reason="negation" if r["pol"] != m["pol"] else "value"))

    check(mems, groups, pairs, fam_by_id, session)
    return mems, pairs, file_order


def check(mems, groups, pairs, fam_by_id, session):
    in_pair = set()
    for p in pairs:
        in_pair.add(id(p["expired"]))
        in_pair.add(id(p["repl"]))
    for m in mems:
        if m["label"]:
            assert id(m) not in in_pair, ("labelled memory in a pair", m["text"])
        else:
            assert id(m) in in_pair, ("unlabelled memory not in a pair", m["text"])
    fam_keys = {(f["subject"], f["attribute"], f["scope"]) for f in FAMILIES}
    assert len(fam_keys) == len(FAMILIES)
    for key, g in groups.items():
        times = [m["order"] for m in g]
        if len(set(times)) != len(times):
            assert all(m["label"] == "equal_time" for m in g), key
            assert len(g) == 2 and g[0]["value"] != g[1]["value"], key
    for cls in CLASSES:
        assert sum(1 for m in mems if m["label"] == cls) == 12, cls
    assert sum(1 for m in mems if m["label"] == "equal_time") == 12
    for m in mems:
        if m["label"] in ATTACHED:
            f = fam_by_id[m["fid"]]
            last = [x for x in mems if x["fid"] == f["fid"] and x["label"] is None]
            last = max(last, key=lambda x: x["order"])
            assert m["order"] > last["order"], m["text"]
            assert (m["value"], m["pol"]) == (last["value"], last["pol"]), m["text"]
        elif m["label"]:
            assert m["key"] not in fam_keys, ("standalone on a family key", m["text"])
    for f in FAMILIES:
        vs = [m for m in mems if m["fid"] == f["fid"] and m["label"] is None]
        for a, b in zip(vs, vs[1:]):
            assert a["order"] < b["order"], f["fid"]
        assert (vs[-1]["value"], vs[-1]["pol"]) != (vs[-2]["value"], vs[-2]["pol"]), f["fid"]
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    assert all(t.strip() for t in texts)
    for m in mems:
        assert m["order"] < CUTOFF and m["created"] < CUTOFF
        if m["backfilled"]:
            assert m["order"] < m["created"], m["text"]
    st = [m for m in mems if m["backfilled"]]
    ts = sorted(m["created"] for m in st)
    assert ts[-1] - ts[0] < dt.timedelta(hours=1)
    assert len({t.date() for t in ts}) == 1
    assert len(set(ts)) == len(ts)
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)


def outputs(mems, pairs, file_order):
    lines = []
    for i in file_order:
        m = mems[i]
        o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
        if m["backfilled"]:
            o["observed_at"] = fmt(m["order"])
        lines.append(json.dumps(o, ensure_ascii=False))
    truth = sorted(({"expired_id": p["expired"]["id"], "replacement_id": p["repl"]["id"],
                     "reason": p["reason"]} for p in pairs), key=lambda x: (x["expired_id"], x["replacement_id"]))
    labels = sorted(({"id": m["id"], "class": m["label"]} for m in mems if m["label"]), key=lambda x: x["id"])
    return ("\n".join(lines) + "\n",
            "".join(json.dumps(t) + "\n" for t in truth),
            "".join(json.dumps(x) + "\n" for x in labels))


def stats(mems, pairs):
    fams = {}
    for m in mems:
        if m["label"] is None:
            fams[m["fid"]] = fams.get(m["fid"], 0) + 1
    sizes = {}
    for n in fams.values():
        sizes[n] = sizes.get(n, 0) + 1
    nv = sum(1 for p in pairs if p["reason"] == "value")
    nn = sum(1 for p in pairs if p["reason"] == "negation")
    rw = sum(1 for p in pairs if p["repl"]["style"] == "rw")
    neg_f = sum(1 for f in FAMILIES if len({v["pol"] for v in f["versions"]}) > 1)
    out = []
    out.append("%-34s %4d" % ("memories", len(mems)))
    out.append("%-34s %4d" % ("  backfilled (observed_at)", sum(1 for m in mems if m["backfilled"])))
    out.append("%-34s %4d" % ("  live (created_at only)", sum(1 for m in mems if not m["backfilled"])))
    out.append("%-34s %4d" % ("changing families", len(fams)))
    for n in sorted(sizes):
        out.append("%-34s %4d" % ("  with %d versions" % n, sizes[n]))
    out.append("%-34s %4d" % ("  negation families", neg_f))
    out.append("%-34s %4d" % ("family versions (unlabelled)", sum(fams.values())))
    out.append("%-34s %4d" % ("true pairs", len(pairs)))
    out.append("%-34s %4d" % ("  reason value", nv))
    out.append("%-34s %4d" % ("  reason negation", nn))
    out.append("%-34s %4d" % ("  replacement reworded", rw))
    out.append("%-34s %4d" % ("  replacement same line, new value", len(pairs) - rw))
    out.append("%-34s %4d" % ("labelled negatives", sum(1 for m in mems if m["label"])))
    for c in CLASSES:
        out.append("%-34s %4d" % ("  " + c, sum(1 for m in mems if m["label"] == c)))
    return "\n".join(out)


def listing(mems):
    rows = []
    for m in sorted(mems, key=lambda x: x["id"]):
        rows.append("\t".join([
            m["id"], fmt(m["order"]), m["label"] or "-", " | ".join(m["key"]), m["value"], m["pol"],
            "backfilled" if m["backfilled"] else "live",
            (m["fid"] or "") + ("/v%d" % m["ver"] if m["ver"] else ""), ",".join(m["tags"])]))
    return "\n".join(rows)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, pairs, file_order = build()
    if argv == ["--stats"]:
        print(stats(mems, pairs))
        return 0
    if argv == ["--list"]:
        print(listing(mems))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    mj, tj, lj = outputs(mems, pairs, file_order)
    for name, data in (("memories.jsonl", mj), ("truth.jsonl", tj), ("labels.jsonl", lj)):
        with open(os.path.join(here, name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(data)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
