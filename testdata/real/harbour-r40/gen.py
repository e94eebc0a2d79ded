#!/usr/bin/env python3
"""Blind labelled supersession data set: harbour and marina operations log (set harbour-r40).

Everything here is invented. Truth is computed from the tables below (fact key, value key,
polarity, order time), never from the text.

    python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
    python3 gen.py --stats  print counts, write nothing
    python3 gen.py --list   print every memory, write nothing
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 400127
PREFIX = "b40"
LIMIT = dt.datetime(2026, 12, 1)
IMPORT_START = dt.datetime(2026, 11, 24, 10, 0, 0)
LIVE_SHARE = 0.25

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
ATTACHED_CLASSES = {"format_variant", "elaboration", "confirmation"}
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

P, N = "+", "-"


def F(fid, key, tags, versions, attached=()):
    return {"fid": fid, "key": key, "tags": tags.split(), "versions": versions, "attached": list(attached)}


# Version: (when, value key, polarity, text[, flags])
#   flags: swap = same record line with the value swapped (not reworded);
#          ic = interior confirmation; next:Tue = relative date, value must be the first such
#          weekday after the order date.
# Attached labelled memory: (when, class, text) -- carries the family's last value and polarity.
FAMILIES = [
    F("F01", ("Gullhaven berth C14", "holder", "annual"), "names_old", [
        ("2025-10-02 09:12", "gareth lindqvist", P,
         "Berth: C14\nVessel: Tallow Moon (ketch, LOA 11.6 m)\nHolder: Gareth Lindqvist\nTerm: annual"),
        ("2026-02-11 14:30", "mairead toal", P,
         "Lindqvist is giving up C14 at the end of his term. Mairead Toal takes the berth from 1 March with Saoirse Blue."),
        ("2026-07-20 11:05", "colin rudd", P,
         "C-14 annual holder transferred: M. Toal -> Colin Rudd (Kittiwake II). Paperwork is with Fenna."),
    ], [("2026-09-03 10:40", "confirmation",
         "Went through the berth list for the autumn invoices - C14 is still Colin Rudd's, annual.")]),

    F("F02", ("Gullhaven fuel berth", "opening hours", "summer"), "moveback", [
        ("2026-04-01 08:20", "0800-1800", P, "Fuel berth (summer): 0800-1800 daily"),
        ("2026-05-18 16:45", "0700-1900", P,
         "shifted the fuel berth hours to 0700-1900 for the season, Northlight say they can cover the extra hours"),
        ("2026-08-24 09:10", "0800-1800", P,
         "Fuel pontoon back to 8 till 6 from Monday - not enough trade early mornings. FD"),
    ], [("2026-09-02 12:00", "format_variant", "fuel berth summer hrs = 08:00-18:00")]),

    F("F03", ("MV Corran Star", "pilot boarding time", "inbound 14 Mar"), "", [
        ("2026-03-12 10:05", "0530", P,
         "Pilotage booking - MV Corran Star, inbound, Sat 14/03. POB 0530 at the fairway buoy. Pilot: A. Morwen."),
        ("2026-03-13 16:40", "0400", P, "pilot for the Corran moved to 0400, tide"),
        ("2026-03-13 22:10", "0615", P,
         "VTS: Corran Star's ETA has slipped, agent asks for the pilot at 06:15 now. Aled told."),
    ]),

    F("F04", ("Skerrow Harbour", "towage contractor", "-"), "", [
        ("2025-11-03 10:00", "brannock towage", P,
         "Towage contract: Brannock Towage (two tugs, Brannock Lass and Brannock Vigil), runs to Oct 2026."),
        ("2026-10-05 15:20", "halden marine services", P,
         "From 1 Nov the towage goes to Halden Marine Services - Brannock didn't re-tender. Halden Bear will be stationed at the North Quay."),
    ], [("2026-10-19 09:30", "elaboration",
         "Halden Marine Services confirmed as towage contractor: 3-year term, Halden Bear (38 t bollard pull) on station plus a second tug on call from Port Aird within 2 h.")]),

    F("F05", ("Skerrow Harbour Authority", "harbour master", "-"), "", [
        ("2025-09-15 09:00", "ines varga", P, "HM: Capt. Ines Varga"),
        ("2026-06-30 17:30", "tom aldreth", P,
         "Ines retires today. Tom Aldreth is Harbour Master from tomorrow (1 July) - all HM calls to him, ch 12 / ext 201."),
    ], [("2026-07-06 10:15", "elaboration",
         "Capt. Tom Aldreth, Harbour Master since 1 July, previously deputy for six years; also acts as the port's designated person for the oil spill plan.")]),

    F("F06", ("night duty officer", "assigned", "Sat 9 May"), "", [
        ("2026-05-04 12:10", "ross penhale", P, "Night DO Sat 9 May: Ross Penhale"),
        ("2026-05-08 18:25", "jodie carrick", P,
         "Swapped with Ross - I'm doing Saturday night now, he's got Sunday. Jodie"),
    ]),

    F("F07", ("Gullhaven pontoon gate", "access code", "-"), "", [
        ("2025-12-01 09:00", "4471", P, "Pontoon gate code: 4471#"),
        ("2026-03-02 08:35", "2093", P, "gate code changed to 2093# today, berth holders have been texted"),
        ("2026-06-01 08:50", "7318", P, "Pontoon gate code: 7318#"),
        ("2026-09-01 09:05", "5620", P,
         "Quarterly change done - the marina gate is now 5620#. Visitors get it from the office only, never over the radio."),
    ], [("2026-09-14 13:20", "format_variant", "Code for the main pontoon gate is five-six-two-zero, then hash.")]),

    F("F08", ("Gullhaven visitor berths", "nightly rate", "high season"), "unit_change", [
        ("2025-11-20 11:00", "3.10 gbp/m", P,
         "Visitor rate 2026 (high season, Jun-Sep): GBP 3.10 per metre per night"),
        ("2026-02-16 15:40", "3.40 gbp/m", P, "Board approved the visitor tariff - high season goes up to \u00a33.40/m/night."),
        ("2026-05-05 10:30", "3.25 gbp/m", P,
         "Visitor berths, high season, revised again after the pontoon works: 325p per metre per night."),
    ]),

    F("F09", ("approach channel maintenance dredge", "contractor", "2026 campaign"), "", [
        ("2026-01-22 14:00", "veerkamp dredging", P,
         "Dredging 2026: Veerkamp Dredging awarded the approach channel maintenance, TSHD Ortolan, window from week 18."),
        ("2026-04-07 11:15", "calder & rye", P,
         "Veerkamp have pulled out (their dredger is tied up on another job). Calder & Rye are doing the channel instead, same window."),
    ], [("2026-05-11 16:00", "confirmation",
         "Calder & Rye remain the dredging contractor for this year's channel campaign - contract signed today.")]),

    F("F10", ("approach channel maintenance dredge", "start date", "2026 campaign"), "relative", [
        ("2026-04-09 10:20", "2026-05-04", P, "Channel dredge mobilisation: 4 May"),
        ("2026-04-28 09:40", "2026-05-11", P, "C&R delayed - the dredge now starts Monday 11 May."),
        ("2026-05-07 15:55", "2026-05-12", P,
         "Dredger still not here. Calder & Rye say they'll start next Tuesday.", "next:Tue"),
    ], [("2026-05-09 10:00", "format_variant", "Channel dredge start: 12/05/2026 (C&R)")]),

    F("F11", ("FV Heather Dawn", "slipway booking", "spring refit"), "relative", [
        ("2026-03-03 09:30", "2026-03-19", P,
         "Slipway: Heather Dawn (FV, LOA 14.2 m) booked Thu 19 Mar, haul out on the morning tide."),
        ("2026-03-13 17:05", "2026-03-17", P,
         "Heather Dawn's skipper rang, wants the slip moved to next Tuesday - the parts came early.", "next:Tue"),
    ]),

    F("F12", ("Ardcross mobile crane", "booked date", "autumn lift-out"), "", [
        ("2026-08-10 10:00", "2026-10-10", P, "Crane (Ardcross, 50 t mobile) booked for autumn lift-out: Sat 10 Oct"),
        ("2026-09-21 14:45", "2026-10-17", P, "Crane (Ardcross, 50 t mobile) booked for autumn lift-out: Sat 17 Oct", "swap"),
    ]),

    F("F13", ("swinging mooring M7", "holder", "-"), "", [
        ("2025-10-14 11:30", "rhona gault", P, "Mooring M7 (Gull Rock trot) - holder: Rhona Gault, vessel Lintie"),
        ("2026-04-02 12:00", "felix nwosu", P, "Mooring M7 (Gull Rock trot) - holder: Dr Felix Nwosu, vessel Morning Tern", "swap"),
    ]),

    F("F14", ("Mid Bank east cardinal buoy", "light", "-"), "neg_restart", [
        ("2026-01-05 13:00", "q(3)10s", P, "Mid Bank E cardinal: light Q(3)10s, working normally after the service."),
        ("2026-02-19 05:40", "q(3)10s", N,
         "Radio log 0540 - Skerrow Belle reports the Mid Bank east cardinal unlit. VTS broadcasting, NtM to follow."),
        ("2026-02-24 11:25", "q(3)10s", P,
         "Buoy tender crew relit Mid Bank ECM this morning, showing Q(3) 10s again. NtM 9/26 cancelled."),
    ]),

    F("F15", ("Gullhaven fuel berth", "sells petrol", "-"), "neg_stop", [
        ("2025-09-20 10:10", "petrol", P, "Fuel berth: unleaded petrol available, pump 2, card or cash."),
        ("2026-04-14 09:00", "petrol", N,
         "No more petrol at the fuel berth. Northlight won't fill the small tank after the inspection - diesel only from today."),
    ], [("2026-06-01 15:30", "confirmation",
         "RIB skipper asked again on ch 80 - still no petrol at the fuel pontoon, diesel only.")]),

    F("F16", ("Hollins Yard slipway", "open for bookings", "-"), "neg_restart", [
        ("2025-10-01 09:00", "open", P, "Slipway open for bookings, 2 h either side of HW."),
        ("2026-01-12 08:15", "open", N,
         "Slipway CLOSED until further notice - toe of the ramp undermined, Trennick to survey."),
        ("2026-03-09 14:20", "open", P, "Trennick finished the toe repair; the slip is back in service from today."),
    ], [("2026-04-20 09:45", "confirmation", "Slipway remains open for bookings, no restrictions beyond the usual HW window.")]),

    F("F17", ("pontoon F", "shore power", "-"), "neg_stop", [
        ("2026-02-02 10:00", "shore power", P, "F pontoon: shore power on all pedestals, 16 A."),
        ("2026-07-15 19:10", "shore power", N,
         "shore power on F is off - RCD keeps tripping, pedestals isolated till the electrician's been"),
    ]),

    F("F18", ("Tanner's Wharf gate", "night security patrol", "-"), "neg_restart", [
        ("2025-11-10 10:30", "patrol", P, "Gatehouse Guarding doing a night patrol at Tanner's Wharf gate, 2200-0600."),
        ("2026-01-31 16:00", "patrol", N, "Night patrol at Tanner's Wharf stood down - budget."),
        ("2026-04-20 11:40", "patrol", P,
         "Patrols are back on at the Tanner's Wharf gate after the outboard thefts. Gatehouse Guarding again, 22:00-06:00 as before."),
        ("2026-10-01 09:20", "patrol", N, "TW night patrol cancelled again for the winter, CCTV only."),
    ]),

    F("F19", ("Kettle Sound anchorage", "anchoring permitted", "-"), "neg_restart", [
        ("2026-02-10 12:00", "anchoring", P, "Kettle Sound: anchoring permitted, good holding in mud, 6-9 m."),
        ("2026-06-08 08:00", "anchoring", N, "NtM 22/26: no anchoring in Kettle Sound while the cable is laid."),
        ("2026-07-27 10:35", "anchoring", P,
         "Cable works done and NtM 22/26 withdrawn - yachts can anchor in Kettle Sound again."),
    ], [("2026-08-16 18:00", "confirmation", "Kettle Sound still fine for anchoring, six yachts in there tonight.")]),

    F("F20", ("Hollins Yard 40 t travel hoist", "in service", "-"), "neg_stop", [
        ("2026-03-20 15:00", "in service", P, "40t hoist serviced and load-tested, in service."),
        ("2026-10-12 08:05", "in service", N, "Hoist's out of action - hydraulic leak on the port leg. No lifts this week."),
    ], [("2026-10-16 16:30", "confirmation", "Travel hoist still out of service, seal kit not arrived. Lifts rebooked.")]),

    F("F21", ("Skerrow Belle", "Sunday call at Fish Quay", "winter timetable"), "neg_stop", [
        ("2025-10-25 10:00", "sunday call", P, "Skerrow Belle winter timetable: Sundays, calls at Fish Quay 1015 and 1545."),
        ("2026-01-07 12:30", "sunday call", N,
         "The Belle isn't calling at Fish Quay on Sundays any more, operator has cut the Sunday run."),
    ]),

    F("F22", ("MV Corran Star", "allocated berth", "14 Mar call"), "", [
        ("2026-03-05 10:00", "north quay 2", P, "Corran Star 14/03 call: North Quay berth 2, port side to."),
        ("2026-03-09 15:30", "north quay 1", P, "Moved the Corran Star to NQ1 for Saturday, NQ2 has the survey barge."),
        ("2026-03-11 09:45", "tanners wharf", P,
         "Berth allocation update - MV Corran Star (IMO 9307716): Tanner's Wharf, alongside at HW only."),
        ("2026-03-12 13:10", "north quay 2", P, "Scratch Tanner's. The Corran is back on North Quay 2, barge leaving Friday."),
        ("2026-03-13 11:50", "north quay 3", P, "CORRAN STAR berth: North Quay 3 (final, agent informed)"),
    ], [("2026-03-13 14:20", "elaboration",
         "Corran Star on NQ3 Saturday: starboard side to, bow towards the pier head, Brannock Lass standing by for the swing, linesmen x4 from 0500.")]),

    F("F23", ("pontoon D refurbishment", "completion date", "-"), "", [
        ("2026-02-02 11:00", "2026-04-30", P, "Pontoon D refurb (Trennick Marine Engineering): completion 30 April."),
        ("2026-04-15 14:15", "2026-05-15", P, "Trennick say D won't be finished before 15/05, decking timber is late."),
        ("2026-05-12 10:30", "2026-05-29", P, "D pontoon - revised completion: 29 May"),
        ("2026-05-27 16:20", "2026-06-05", P, "Trennick have slipped D again, now Friday 5th June"),
        ("2026-06-04 09:10", "2026-06-12", P,
         "Refurb on D: handover to us on 12 June, they need another week for the electrics."),
    ], [("2026-06-08 12:00", "format_variant", "D pontoon handover date: 2026-06-12")]),

    F("F24", ("Gullhaven Marina", "VHF working channel", "-"), "moveback names_old", [
        ("2025-09-10 09:00", "80", P, "Gullhaven Marina listens on VHF Ch 80."),
        ("2026-04-01 09:30", "m2", P, "switched the marina from 80 to M2, fewer clashes with the other marinas"),
        ("2026-05-20 10:00", "80", P, "Marina back on channel 80 from today. M2 was dead half the time from the inner basin."),
    ], [("2026-07-01 11:00", "confirmation", "GHM still working on 80, no plans to move.")]),

    F("F25", ("Skerrow pilotage", "pilot boarding position", "-"), "moveback", [
        ("2025-12-04 10:00", "fairway buoy", P, "Pilot boarding position: Skerrow Fairway buoy (SWM)."),
        ("2026-05-02 09:20", "1nm s of gull rock", P,
         "PBG shifted 1 nm south of Gull Rock while Calder & Rye are dredging the approach."),
        ("2026-06-19 17:00", "fairway buoy", P, "Dredge finished, pilots board at the fairway buoy again."),
    ]),

    F("F26", ("Wren of Alsh", "berth", "2026 season"), "moveback", [
        ("2026-03-28 10:00", "e9", P,
         "Vessel: Wren of Alsh\nType: sloop, LOA 9.1 m\nBerth: E9\nOwner: Anya Petrova-Lyle"),
        ("2026-06-02 14:00", "b3", P, "Put Anya's sloop on B3 for the summer, E9 finger is cracked."),
        ("2026-08-30 12:30", "e9", P, "Wren of Alsh is back on E9 now the finger's been replaced."),
    ]),

    F("F27", ("Skerrow Harbour", "cargo harbour dues", "2026"), "interior_conf", [
        ("2025-12-10 10:00", "0.48 gbp/gt", P, "Harbour dues (cargo, 2026): \u00a30.48 per GT per call"),
        ("2026-01-20 15:00", "0.48 gbp/gt", P, "Board confirmed the cargo dues at 48p per GT for 2026, no change.", "ic"),
        ("2026-07-08 11:30", "0.52 gbp/gt", P,
         "Dues for cargo ships go to 52p/GT per call from 1 August - fuel surcharge folded in."),
    ]),

    F("F28", ("Hollins Yard", "yard foreman", "-"), "interior_conf", [
        ("2025-10-05 09:00", "sid carrow", P, "Hollins Yard foreman - Sid Carrow (mob 07700 914 382)"),
        ("2026-02-18 13:00", "sid carrow", P, "Sid's still the one to ask at Hollins for anything in the yard.", "ic"),
        ("2026-09-07 08:30", "lena haaskov", P, "Sid Carrow has left Hollins Yard. Lena Haaskov is foreman from Monday."),
    ], [("2026-09-18 10:00", "elaboration",
         "Lena Haaskov, yard foreman at Hollins: ex-boatbuilder, holds the hoist operator ticket, in the yard office 0800-1630 weekdays.")]),

    F("F29", ("visitor hammerhead A", "max LOA", "-"), "interior_conf unit_change", [
        ("2025-11-01 10:00", "18.0 m", P, "Visitor hammerhead (A-end): max LOA 18 m"),
        ("2026-03-15 12:20", "18.0 m", P,
         "Checked with Trennick: the A hammerhead is rated for boats up to 18 metres, same as before.", "ic"),
        ("2026-06-22 09:40", "19.8 m", P, "A-end hammerhead now takes up to 65 ft since the extension."),
    ]),

    F("F30", ("Gull Rock No.3 starboard buoy", "position", "-"), "", [
        ("2025-09-30 10:00", "56 12.34n 005 41.22w", P, "Gull Rock No.3 (stbd, Fl.G.5s) - 56\u00b012.34'N 005\u00b041.22'W"),
        ("2026-02-05 07:15", "56 12.41n 005 41.09w", P,
         "No.3 dragged in the gale, now lying 56 12.41N 005 41.09W. NtM 6/26 out, relay pending."),
        ("2026-03-03 15:10", "56 12.30n 005 41.25w", P,
         "Buoy tender relaid Gull Rock No.3 at 56\u00b012.30'N 005\u00b041.25'W, sinker moved off the bank."),
    ], [("2026-03-20 10:00", "format_variant", "Gull Rock No.3: 56.2050N 005.6875W (decimal, for the chart plotter)")]),

    F("F31", ("swinging moorings", "annual fee", "2026"), "", [
        ("2025-10-20 10:00", "640 gbp", P, "Swinging mooring annual fee 2026: \u00a3640"),
        ("2026-01-09 14:30", "675 gbp", P,
         "Moorings committee put the 2026 swinging mooring fee up to \u00a3675 (inspection costs)."),
        ("2026-02-27 16:00", "660 gbp", P,
         "After the holders' meeting the 2026 mooring fee was brought back down to six hundred and sixty pounds."),
    ], [("2026-03-05 09:00", "format_variant", "Moorings 2026 invoice line: swinging mooring, annual - GBP 660.00")]),

    F("F32", ("MV Marisol Brae", "ETA", "April call"), "", [
        ("2026-04-20 09:00", "2026-04-23t14:00", P, "Marisol Brae ETA Skerrow 23/04 1400"),
        ("2026-04-22 07:30", "2026-04-23t23:00", P, "Agent says the Brae is now ETA Thursday 2300, weather off the Mull."),
        ("2026-04-23 15:00", "2026-04-24t03:45", P, "VTS: MARISOL BRAE ETA revised 24/0345 UTC, pilot reordered"),
    ]),

    F("F33", ("Hollins Yard", "winter storage rate", "ashore, 2026-27"), "", [
        ("2026-06-10 10:00", "9.50 gbp/ft/month", P, "Hollins winter storage 26/27: \u00a39.50 per foot per month (ashore, incl. cradle)"),
        ("2026-08-03 11:00", "10.20 gbp/ft/month", P,
         "Yard rate for the coming winter set at \u00a310.20/ft/mth - the office says cradle hire stays included."),
        ("2026-09-15 14:00", "9.80 gbp/ft/month", P,
         "Winter storage ashore revised down after the complaints: 980p a foot a month."),
    ]),

    F("F34", ("passenger landing licence PL-114", "expiry", "-"), "", [
        ("2025-09-25 10:00", "2026-03-31", P,
         "Licence PL-114 (Skerrow Belle passenger landing, Fish Quay) - valid to 31/03/2026"),
        ("2026-03-24 11:00", "2027-03-31", P,
         "Licence PL-114 (Skerrow Belle passenger landing, Fish Quay) - valid to 31/03/2027", "swap"),
        ("2026-08-12 15:20", "2027-06-30", P,
         "Licensing: we've moved the PL-114 expiry to 2027-06-30 so it lines up with the ferry contract."),
    ], [("2026-08-20 10:00", "format_variant", "PL-114 now good until the end of June 2027.")]),

    F("F35", ("Skerrow Harbour", "speed limit", "inner harbour"), "", [
        ("2025-09-12 10:00", "4 kn", P, "Inner harbour speed limit 4 kn."),
        ("2026-05-14 12:00", "5 kn", P, "Byelaw change passed: 5 knots in the inner harbour from 1 June."),
        ("2026-08-19 16:10", "3 kn", P,
         "HM has cut the inner harbour limit to 3 knots after the wash complaints from C pontoon."),
    ], [("2026-09-01 08:00", "format_variant", "INNER HARBOUR - MAX SPEED THREE KNOTS (sign text for the new boards)")]),

    F("F36", ("Gullhaven berth B11", "vessel and holder", "annual"), "", [
        ("2025-11-12 10:00", "cassia rose / ashworth family", P,
         "Berth: B11\nVessel: Cassia Rose\nHolder: Ashworth family"),
        ("2026-04-15 11:00", "vandra / oliver sturrock", P,
         "Berth: B11\nVessel: Vandra\nHolder: Oliver Sturrock", "swap"),
    ], [("2026-05-02 10:30", "elaboration",
         "B11: Vandra (motor yacht, LOA 12.8 m, beam 4.1 m), holder Oliver Sturrock, annual, paid by direct debit, shore power on pedestal B-4.")]),

    F("F37", ("harbour office", "opening hours", "weekdays"), "", [
        ("2025-09-01 09:00", "0830-1700", P, "Harbour office (weekdays): 0830-1700"),
        ("2026-01-05 09:00", "0800-1630", P, "Harbour office (weekdays): 0800-1630", "swap"),
    ]),

    F("F38", ("MV Marisol Brae", "pilot", "April inbound"), "handover_other", [
        ("2026-04-21 10:00", "karin haugstad", P, "Pilotage: MARISOL BRAE inbound - pilot K. Haugstad"),
        ("2026-04-23 18:00", "benny truscott", P,
         "Handover 1800 (Marta -> Ross): Brae inbound now has Benny Truscott as pilot, Karin has gone home sick. Tanner's Wharf: two of the fenders at the west end are flat, Trennick booked for Monday."),
    ]),

    F("F39", ("FV Heather Dawn", "berth", "Fish Quay"), "handover_other", [
        ("2026-04-02 09:00", "fq4", P, "Heather Dawn on Fish Quay berth 4"),
        ("2026-05-22 19:30", "fq6", P,
         "Evening handover - SK 112 shifted to FQ6 to clear 4 for the ice lorry. Gull 3 workboat has her new 40 hp outboard, in the shed."),
    ]),

    F("F40", ("Gullhaven moorings", "diving contractor", "inspections"), "", [
        ("2025-09-18 10:00", "kelpie subsea", P, "Mooring inspections (divers): Kelpie Subsea"),
        ("2026-03-01 12:00", "seahollow diving", P,
         "This year the mooring inspections are being done by Seahollow Diving - Kelpie were too dear."),
    ], [("2026-03-10 09:00", "elaboration",
         "Seahollow Diving doing the moorings: 3-diver team, chain and shackle check on all 46 swinging moorings, report with photos by end of April.")]),

    F("F41", ("Gullhaven fuel berth", "diesel price", "-"), "", [
        ("2026-02-03 10:00", "1.32 gbp/l", P, "Diesel at the fuel berth: \u00a31.32/L"),
        ("2026-06-15 08:30", "1.395 gbp/l", P, "diesel up to 139.5p a litre at the pumps from this morning"),
    ], [("2026-06-20 10:00", "format_variant", "Fuel berth diesel: GBP 1.395 per litre")]),

    F("F42", ("Skerrow Regatta 2026", "date", "-"), "", [
        ("2026-01-15 10:00", "2026-08-08", P, "Regatta: Sat 8 Aug"),
        ("2026-03-18 14:00", "2026-08-15", P, "Regatta committee moved the regatta a week later to Saturday 15 August (springs)."),
    ]),

    F("F43", ("Gullhaven Marina", "berthing master", "-"), "", [
        ("2025-09-05 10:00", "dougie strachan", P, "Berthing master: Dougie Strachan"),
        ("2026-03-30 09:00", "priya odum", P,
         "Dougie's moved over to the yard. Priya Odum takes on berthing master from 1 April."),
    ], [("2026-08-12 10:00", "confirmation", "Priya remains berthing master for the marina through the winter.")]),

    F("F44", ("Hollins Yard slipway", "slip fee", "per tide"), "", [
        ("2025-12-15 10:00", "45 gbp", P, "Slip fee: \u00a345 per tide"),
        ("2026-04-01 10:00", "52 gbp", P, "Slip fee: \u00a352 per tide", "swap"),
    ], [("2026-04-10 10:00", "format_variant", "slipway, per tide: fifty-two pounds")]),

    F("F45", ("Skerrow Belle", "first departure", "2026 summer timetable"), "", [
        ("2026-03-02 10:00", "0715", P, "Skerrow Belle summer timetable, first sailing: 0715"),
        ("2026-04-08 10:00", "0700", P, "Skerrow Belle summer timetable, first sailing: 0700", "swap"),
    ]),

    F("F46", ("Gullhaven visitor berths", "booking system", "-"), "names_old", [
        ("2025-10-01 10:00", "harbourdesk", P, "Visitor berth bookings go through HarbourDesk."),
        ("2026-02-20 12:00", "berthly", P,
         "switched visitor bookings from HarbourDesk to Berthly, old bookings migrated over the weekend"),
    ], [("2026-03-03 10:00", "elaboration",
         "Visitor bookings on Berthly: guests book and pay online, get the gate code by SMS on arrival day, office sees it all on the tablet at reception.")]),

    F("F47", ("Tanner's Wharf", "depth at LW", "-"), "", [
        ("2025-11-25 10:00", "3.8 m", P, "Tanner's Wharf depth at LW: 3.8 m (CD)"),
        ("2026-06-25 10:00", "4.6 m", P, "Tanner's Wharf depth at LW: 4.6 m (CD)", "swap"),
    ], [("2026-07-10 10:00", "confirmation", "Check soundings today: Tanner's still 4.6 m at low water, as per the post-dredge survey.")]),

    F("F48", ("Harbour 2", "mooring location", "-"), "", [
        ("2025-10-10 10:00", "a hammerhead", P, "Harbour 2 (RIB) lives on the A hammerhead."),
        ("2026-05-06 12:00", "lifeboat pontoon", P,
         "We've moved the harbour RIB round to the lifeboat pontoon, quicker to get out from there."),
    ]),

    F("F49", ("Ebb Runner", "ETD", "passage to Port Aird"), "", [
        ("2026-06-05 18:00", "2026-06-07t06:00", P, "Ebb Runner ETD Sun 0600 for Port Aird"),
        ("2026-06-06 20:15", "2026-06-08t07:10", P, "Ebb Runner now leaving Monday on the 0710 HW - too much wind for Sunday."),
    ]),

    F("F50", ("Gullhaven pontoons", "electricity price", "-"), "", [
        ("2025-10-15 10:00", "0.32 gbp/kwh", P, "Shore power on the pontoons: 32p per kWh"),
        ("2026-03-25 10:00", "0.36 gbp/kwh", P, "From 1 April the marina charges \u00a30.36 a unit for pontoon electricity."),
    ], [("2026-04-06 10:00", "format_variant", "Pontoon electricity: 36p/kWh")]),

    F("F51", ("Gullhaven Marina", "out-of-hours number", "-"), "", [
        ("2025-09-20 10:00", "07700 900412", P, "Marina OOH number: 07700 900412"),
        ("2026-05-10 10:00", "07700 900655", P, "Marina OOH number: 07700 900655", "swap"),
    ]),

    F("F52", ("MV Corran Star", "arrival draught", "14 Mar call"), "", [
        ("2026-03-06 10:00", "5.6 m", P, "Corran Star - declared arrival draught 5.6 m"),
        ("2026-03-12 16:00", "5.9 m", P, "Agent corrected the Corran's arrival draft: 5.9m aft."),
    ]),

    F("F53", ("Fish Quay ice plant", "hours", "-"), "", [
        ("2025-11-02 10:00", "0600-1400", P, "Ice plant (Fish Quay): 0600-1400"),
        ("2026-05-01 10:00", "0530-1330", P, "Ice plant (Fish Quay): 0530-1330", "swap"),
    ]),

    F("F54", ("Black Kestrel", "storage location", "winter 2025-26"), "", [
        ("2025-10-28 10:00", "row f cradle 12", P, "Black Kestrel - yard row F, cradle 12"),
        ("2026-01-14 11:00", "shed 2", P, "Black Kestrel went into shed 2 for the osmosis job."),
    ], [("2026-01-20 10:00", "elaboration",
         "Black Kestrel in shed 2, bay 3: hull peeled for osmosis treatment, dehumidifier running, owner visiting Saturdays.")]),

    F("F55", ("Osprey Lass", "registered owner", "-"), "", [
        ("2025-09-22 10:00", "bryn talley", P, "Osprey Lass (FV) registered owner: Bryn Talley"),
        ("2026-06-01 10:00", "kerry-ann muir", P, "Osprey Lass has been sold - new owner Kerry-Ann Muir, same skipper."),
    ]),

    F("F56", ("Mid Bank", "least depth", "-"), "", [
        ("2025-12-01 10:00", "1.8 m", P, "Mid Bank least depth 1.8 m below CD."),
        ("2026-04-18 10:00", "1.4 m", P, "New survey shows Mid Bank has shoaled to 1.4 m. NtM 17/26 going out."),
    ]),

    F("F57", ("Skerrow Harbour Authority", "deputy harbour master", "-"), "", [
        ("2025-09-15 09:05", "tom aldreth", P, "Deputy HM: Tom Aldreth"),
        ("2026-07-02 10:00", "marta quill", P, "Marta Quill stepping up as deputy harbour master now Tom has the top job."),
    ], [("2026-10-05 10:00", "confirmation", "Marta Quill remains deputy HM - the board confirmed the appointment permanently.")]),

    F("F58", ("Gullhaven Marina", "waiting list length", "annual berths"), "", [
        ("2025-12-20 10:00", "41", P, "Berth waiting list (annual): 41 names"),
        ("2026-06-30 10:00", "33", P, "Berth waiting list (annual): 33 names", "swap"),
    ]),

    F("F59", ("MV Marisol Brae", "agent", "-"), "", [
        ("2026-01-10 10:00", "fairholm shipping", P, "Agent (Marisol Brae): Fairholm Shipping"),
        ("2026-05-15 10:00", "orrin & vale", P, "Agent (Marisol Brae): Orrin & Vale", "swap"),
    ], [("2026-05-20 10:00", "elaboration",
         "Orrin & Vale are agents for the Brae now - contact is Judith Penrose, 24 h line, they also book her pilots and tugs.")]),

    F("F60", ("Skerrow Belle", "skipper", "-"), "", [
        ("2025-10-01 11:00", "cal innes", P, "Belle's skipper: Cal Innes"),
        ("2026-04-28 12:00", "jamie fordyce", P, "Jamie Fordyce has taken over as skipper on the Skerrow Belle, Cal's gone to the Port Aird run."),
    ], [("2026-05-05 10:00", "elaboration",
         "Jamie Fordyce, Skerrow Belle skipper: Boatmaster licence, 12 years on the Sound ferries, does the Fish Quay landings himself.")]),

    F("F61", ("Gullhaven berth holders", "AGM date", "2026"), "", [
        ("2026-09-01 10:00", "2026-11-19", P, "Berth holders' AGM: Thu 19 Nov, 7 pm, yacht club"),
        ("2026-10-14 10:00", "2026-11-25", P, "AGM moved to Wednesday 25 November, the club's booked on the 19th."),
    ]),

    F("F62", ("Saoirse Blue", "LOA on record", "-"), "", [
        ("2026-01-18 10:00", "10.4 m", P, "Saoirse Blue - LOA 10.4 m"),
        ("2026-05-29 10:00", "11.1 m", P, "Saoirse Blue - LOA 11.1 m", "swap"),
    ]),

    F("F63", ("approach channel", "maintained depth", "-"), "", [
        ("2025-10-08 10:00", "6.5 m", P, "Approach channel maintained to 6.5 m below CD."),
        ("2026-06-24 10:00", "7.0 m", P, "HM declared the channel at 7.0 m after the dredge, new figure on the port info sheet."),
    ], [("2026-07-02 10:00", "format_variant", "Approach channel: 7 metres (chart datum)")]),

    F("F64", ("Fish Quay", "landing dues", "per box"), "", [
        ("2025-11-01 10:00", "0.85 gbp", P, "Landing dues, Fish Quay: \u00a30.85 per box"),
        ("2026-04-01 10:00", "0.90 gbp", P, "Landing dues, Fish Quay: \u00a30.90 per box", "swap"),
    ]),

    F("F65", ("Gullhaven Marina", "guest wifi password", "-"), "", [
        ("2026-01-04 10:00", "tern2026", P, "Marina wifi: Gullhaven-Guest / pw Tern2026"),
        ("2026-07-04 10:00", "kelp!44", P, "Marina wifi: Gullhaven-Guest / pw Kelp!44", "swap"),
    ], [("2026-08-01 10:00", "confirmation", "Guest wifi password is still Kelp!44 - a visitor asked.")]),

    F("F66", ("Skerrow Harbour", "security contractor", "-"), "", [
        ("2025-09-08 10:00", "gatehouse guarding", P, "Security contractor: Gatehouse Guarding Ltd"),
        ("2026-10-20 10:00", "sentry point", P,
         "Security contract goes to Sentry Point Services from 1 Dec, Gatehouse Guarding finishing end of Nov."),
    ], [("2026-10-28 10:00", "elaboration",
         "Sentry Point Services (security from 1 Dec): mobile patrols at all three gates, alarm response within 20 min, monthly CCTV review with the HM.")]),

    F("F67", ("Skerrow Pilot launch", "coxswain", "-"), "", [
        ("2025-11-06 10:00", "ewan baird", P, "Pilot boat coxswain: Ewan Baird"),
        ("2026-04-04 10:00", "lorna haig", P, "Pilot boat coxswain: Lorna Haig", "swap"),
    ]),

    F("F68", ("North Pier fog signal", "character", "-"), "", [
        ("2025-10-12 10:00", "2 blasts 30s", P, "North Pier fog horn: 2 blasts every 30 s"),
        ("2026-02-25 10:00", "1 blast 20s", P, "New emitter fitted at the North Pier - the horn now sounds one blast every 20 seconds."),
    ]),

    F("F69", ("Gullhaven Marina", "pump-out location", "-"), "", [
        ("2025-09-28 10:00", "fuel berth", P, "Holding tank pump-out: at the fuel berth"),
        ("2026-05-25 10:00", "e pontoon end", P, "Pump-out station moved to the end of E pontoon, the fuel berth was too crowded."),
    ], [("2026-06-02 10:00", "elaboration",
         "Pump-out at the end of E: self-service, card reader, 15 min max, hose on the blue reel, call the office if it jams.")]),

    F("F70", ("Northlight Fuels", "fuel berth delivery day", "-"), "", [
        ("2025-10-06 10:00", "tuesday", P, "Northlight deliver to the fuel berth on Tuesdays"),
        ("2026-05-11 10:00", "thursday", P, "Northlight Fuels changed our delivery day to Thursday."),
    ], [("2026-08-20 10:00", "confirmation", "Northlight still come Thursdays - tanker was in this morning.")]),
]


# Standalone labelled memories: (class, when, fact key or None, value key, polarity, text)
STANDALONE = [
    # multi_valued: each value of a multi-valued attribute is its own fact
    ("multi_valued", "2025-11-05 10:00", ("Gullhaven Marina", "emergency contact", "fenna drury"), "fenna drury", P,
     "Marina emergency contacts: Fenna Drury 07700 900318."),
    ("multi_valued", "2026-02-08 10:00", ("Gullhaven Marina", "emergency contact", "dougie strachan"), "dougie strachan", P,
     "Added Dougie as another emergency contact for the marina."),
    ("multi_valued", "2026-06-12 10:00", ("Gullhaven Marina", "emergency contact", "priya odum"), "priya odum", P,
     "Marina emergency contact list - also Priya now she's doing nights."),
    ("multi_valued", "2025-12-03 10:00", ("Hollins Yard", "approved contractor", "trennick marine engineering"),
     "trennick marine engineering", P, "Approved contractors for work in the yard: Trennick Marine Engineering."),
    ("multi_valued", "2026-03-12 10:00", ("Hollins Yard", "approved contractor", "kelpie subsea"), "kelpie subsea", P,
     "Kelpie Subsea added to the yard's approved contractor list."),
    ("multi_valued", "2026-08-06 10:00", ("Hollins Yard", "approved contractor", "ardcross lifting"), "ardcross lifting", P,
     "Another one on the approved list for Hollins: Ardcross Lifting (crane work only)."),
    ("multi_valued", "2025-09-03 10:00", ("Skerrow pilotage", "authorised pilot", "aled morwen"), "aled morwen", P,
     "Authorised pilots: A. Morwen"),
    ("multi_valued", "2026-01-26 10:00", ("Skerrow pilotage", "authorised pilot", "karin haugstad"), "karin haugstad", P,
     "Karin Haugstad authorised as a second pilot, vessels up to 120 m LOA."),
    ("multi_valued", "2026-04-16 10:00", ("Skerrow pilotage", "authorised pilot", "benny truscott"), "benny truscott", P,
     "Benny Truscott now also holds a pilotage authorisation for Skerrow."),
    ("multi_valued", "2026-07-09 10:00", ("Maid of Corrie trip 14 Jul", "trainee allergy", "nuts"), "nuts", P,
     "Maid of Corrie trainees: one nut allergy, epipen in the galley."),
    ("multi_valued", "2026-07-10 10:00", ("Maid of Corrie trip 14 Jul", "trainee allergy", "shellfish"), "shellfish", P,
     "Also a trainee with a shellfish allergy on the Maid of Corrie trip."),
    ("multi_valued", "2026-07-12 10:00", ("Maid of Corrie trip 14 Jul", "trainee allergy", "penicillin"), "penicillin", P,
     "Another allergy for the Corrie list: penicillin (trainee no. 7)."),

    # scope_disjoint: same subject + attribute as a family, another scope
    ("scope_disjoint", "2025-10-30 10:00", ("Gullhaven fuel berth", "opening hours", "winter"), "0900-1600", P,
     "Winter hours for the fuel berth: 0900-1600, closed Tuesdays."),
    ("scope_disjoint", "2026-02-17 10:00", ("Gullhaven visitor berths", "nightly rate", "low season"), "2.20 gbp/m", P,
     "Low season visitor rate (Oct-Mar): \u00a32.20/m/night."),
    ("scope_disjoint", "2026-05-08 18:40", ("night duty officer", "assigned", "Sun 10 May"), "ross penhale", P,
     "Night DO Sun 10 May: Ross Penhale"),
    ("scope_disjoint", "2026-02-20 10:00", ("Ardcross mobile crane", "booked date", "spring launch"), "2026-04-11", P,
     "Spring launch crane: Ardcross, Sat 11 April."),
    ("scope_disjoint", "2026-01-06 10:00", ("harbour office", "opening hours", "weekends"), "sat 0900-1200", P,
     "Harbour office weekends: Sat 0900-1200, closed Sundays."),
    ("scope_disjoint", "2026-10-22 10:00", ("Skerrow Harbour", "cargo harbour dues", "2027"), "0.55 gbp/gt", P,
     "Budget paper: cargo dues for 2027 set at 55p per GT."),
    ("scope_disjoint", "2026-08-05 10:00", ("Hollins Yard", "winter storage rate", "afloat, 2026-27"), "7.40 gbp/ft/month", P,
     "Afloat winter storage (Oct-Mar) on E pontoon: \u00a37.40/ft/month."),
    ("scope_disjoint", "2026-05-02 10:00", ("MV Marisol Brae", "ETA", "May call"), "2026-05-19t06:00", P,
     "Marisol Brae next call: ETA 19/05 0600."),
    ("scope_disjoint", "2026-03-16 10:00", ("MV Corran Star", "allocated berth", "2 Apr call"), "north quay 1", P,
     "Corran Star back on 02/04 - North Quay 1 pencilled in."),
    ("scope_disjoint", "2026-04-10 10:00", ("Skerrow Belle", "Sunday call at Fish Quay", "summer timetable"), "sunday call", P,
     "Summer timetable: the Belle does call at Fish Quay on Sundays, 1015 / 1545 / 1800."),
    ("scope_disjoint", "2026-03-14 09:00", ("MV Corran Star", "pilot boarding time", "outbound 15 Mar"), "1930", P,
     "Corran Star outbound Sun 15/03: POB 1930 at the berth."),
    ("scope_disjoint", "2026-05-15 10:00", ("Skerrow Harbour", "speed limit", "outer harbour"), "8 kn", P,
     "Outer harbour (north of the breakwater) stays at 8 knots."),

    # different_subject: same attribute, another subject
    ("different_subject", "2026-03-04 10:00", ("Gullhaven berth C12", "holder", "annual"), "gareth lindqvist", P,
     "Berth: C12\nVessel: Tallow Moon\nHolder: Gareth Lindqvist"),
    ("different_subject", "2026-05-21 10:00", ("Port Aird marina fuel berth", "opening hours", "summer"), "0700-1900", P,
     "Port Aird's fuel berth is open 0700-1900 over the summer."),
    ("different_subject", "2026-03-18 10:00", ("MV Tarra Bay", "pilot boarding time", "inbound 20 Mar"), "0400", P,
     "MV Tarra Bay (tanker) inbound 20/03 - pilot A. Morwen, POB 0400."),
    ("different_subject", "2026-02-12 10:00", ("Gullhaven marina basin dredge", "contractor", "2026 campaign"), "veerkamp dredging", P,
     "Marina basin dredge this year: Veerkamp Dredging, backhoe from a pontoon."),
    ("different_subject", "2026-10-08 10:00", ("Port Aird", "towage contractor", "-"), "halden marine services", P,
     "Halden Marine Services also do the towage at Port Aird."),
    ("different_subject", "2026-06-18 10:00", ("Carrick Point marina fuel berth", "diesel price", "-"), "1.395 gbp/l", P,
     "Diesel at Carrick Point marina is 139.5p too."),
    ("different_subject", "2026-04-09 10:00", ("swinging mooring M8", "holder", "-"), "rhona gault", P,
     "Mooring M8 - holder: Rhona Gault"),
    ("different_subject", "2026-08-14 10:00", ("Port Aird Harbour", "harbour master", "-"), "ines varga", P,
     "Ines Varga is now harbour master at Port Aird, part-time."),
    ("different_subject", "2026-03-08 10:00", ("Gull Rock No.4 port buoy", "position", "-"), "56 12.52n 005 41.40w", P,
     "Gull Rock No.4 (port, Fl.R.5s) - 56\u00b012.52'N 005\u00b041.40'W"),
    ("different_subject", "2026-07-20 10:00", ("pontoon E", "shore power", "-"), "shore power", P,
     "E pontoon: shore power on all pedestals, 16 A."),
    ("different_subject", "2026-04-03 10:00", ("Fish Quay gate", "access code", "-"), "2093", P,
     "Fish Quay gate code is 2093 (fishermen only)."),
    ("different_subject", "2026-09-10 10:00", ("Cassia Rose", "berth", "2026 season"), "b3", P,
     "Cassia Rose has B3 now for the rest of the season."),

    # static: facts that do not change, some stated twice
    ("static", "2026-03-07 10:00", ("MV Corran Star", "IMO number", "-"), "9307716", P, "Corran Star IMO 9307716"),
    ("static", "2026-04-02 10:00", ("MV Corran Star", "IMO number", "-"), "9307716", P,
     "The Corran's IMO number is 9 307 716, for the dues form."),
    ("static", "2025-11-14 10:00", ("Skerrow Belle", "MMSI", "-"), "235061447", P, "Skerrow Belle MMSI 235 061 447"),
    ("static", "2026-06-16 10:00", ("Skerrow Belle", "MMSI", "-"), "235061447", P, "MMSI for the Belle: 235061447"),
    ("static", "2025-10-03 10:00", ("Skerrow Harbour Trust", "founded", "-"), "1868", P, "Skerrow Harbour Trust established 1868."),
    ("static", "2026-05-26 10:00", ("Skerrow Harbour Trust", "founded", "-"), "1868", P,
     "The Trust dates from eighteen sixty-eight, per the plaque on the harbour office."),
    ("static", "2026-01-28 10:00", ("Gullhaven Marina", "opened", "-"), "1994", P, "Gullhaven Marina opened in 1994."),
    ("static", "2025-12-09 10:00", ("FV Heather Dawn", "fishing number", "-"), "sk 112", P, "Heather Dawn fishing number: SK 112"),
    ("static", "2025-10-09 10:00", ("Tallow Moon", "year built", "-"), "1979", P, "Tallow Moon, built 1979 (Gareth's boat)."),
    ("static", "2026-02-14 10:00", ("Tallow Moon", "year built", "-"), "1979", P, "Gareth's ketch was launched in '79."),
    ("static", "2025-09-09 10:00", ("Skerrow", "chart datum", "-"), "2.64 m below od", P, "Chart datum at Skerrow is 2.64 m below OD."),
    ("static", "2026-03-21 10:00", ("Hollins Yard 40 t travel hoist", "safe working load", "-"), "40 t", P,
     "Travel hoist SWL 40 tonnes."),

    # membership: additive group membership
    ("membership", "2025-11-18 10:00", ("Marta Quill", "member of", "oil spill response team"), "yes", P,
     "Marta Quill is on the oil spill response team."),
    ("membership", "2026-02-04 10:00", ("Ross Penhale", "member of", "oil spill response team"), "yes", P,
     "Ross Penhale joined the oil spill response team too."),
    ("membership", "2026-04-05 10:00", ("Priya Odum", "member of", "berthing team"), "yes", P, "Priya Odum is in the berthing team."),
    ("membership", "2026-01-16 10:00", ("Sam Oyelaran", "member of", "VTS relief pool"), "yes", P, "Sam Oyelaran joined the VTS relief pool."),
    ("membership", "2026-05-13 10:00", ("Jodie Carrick", "member of", "VTS relief pool"), "yes", P, "Jodie Carrick added to the VTS relief pool."),
    ("membership", "2026-04-07 10:00", ("Lorna Haig", "member of", "pilot boat crew rota"), "yes", P, "Lorna Haig is on the pilot boat crew rota."),
    ("membership", "2026-04-12 10:00", ("Ewan Baird", "member of", "pilot boat crew rota"), "yes", P,
     "Ewan's still in the pilot boat crew, just not cox any more."),
    ("membership", "2026-05-30 10:00", ("Tallow Moon", "member of", "Skerrow Cruising Association rally fleet"), "yes", P,
     "Tallow Moon is in the SCA rally fleet this year."),
    ("membership", "2026-06-03 10:00", ("Ebb Runner", "member of", "Skerrow Cruising Association rally fleet"), "yes", P,
     "Ebb Runner joined the rally fleet as well."),
    ("membership", "2025-09-26 10:00", ("Fenna Drury", "member of", "harbour users' committee"), "yes", P,
     "Fenna Drury sits on the harbour users' committee."),
    ("membership", "2026-10-26 10:00", ("Colin Rudd", "member of", "harbour users' committee"), "yes", P,
     "Colin Rudd elected onto the harbour users' committee."),
    ("membership", "2026-02-22 10:00", ("Kelpie Subsea", "member of", "port emergency callout list"), "yes", P,
     "Kelpie Subsea are on the port emergency callout list."),

    # equal_time: six pairs of conflicting records at one order time
    ("equal_time", "2026-07-18 16:20", ("visitor berth V2", "assigned vessel", "Sat 18 Jul"), "sundew", P, "V2 tonight: Sundew"),
    ("equal_time", "2026-07-18 16:20", ("visitor berth V2", "assigned vessel", "Sat 18 Jul"), "morning tern", P,
     "Visitor berth V2 - Morning Tern, 1 night"),
    ("equal_time", "2026-04-20 12:00", ("Hollins Yard pressure washer", "booking", "Sat 25 Apr 0900"), "black kestrel", P,
     "Pressure washer Sat 0900: Black Kestrel"),
    ("equal_time", "2026-04-20 12:00", ("Hollins Yard pressure washer", "booking", "Sat 25 Apr 0900"), "lintie", P,
     "Washer bay Sat 25th, 9am - Lintie"),
    ("equal_time", "2026-03-19 21:30", ("MV Tarra Bay", "ETA", "20 Mar call"), "2026-03-20t05:00", P,
     "Tarra Bay ETA 20/03 0500 (agent email)"),
    ("equal_time", "2026-03-19 21:30", ("MV Tarra Bay", "ETA", "20 Mar call"), "2026-03-20t06:30", P,
     "VTS log: Tarra Bay ETA 0630 on AIS"),
    ("equal_time", "2026-08-01 09:00", ("Skerrow tide", "HW time", "Sun 9 Aug"), "07:12", P, "HW Sun 9 Aug 0712"),
    ("equal_time", "2026-08-01 09:00", ("Skerrow tide", "HW time", "Sun 9 Aug"), "07:36", P, "HW 09/08 07:36 (tide app)"),
    ("equal_time", "2026-08-22 11:45", ("visitor berth V5", "assigned vessel", "Sat 22 Aug"), "vandra", P,
     "V5 booked for Vandra, Sat 22/08"),
    ("equal_time", "2026-08-22 11:45", ("visitor berth V5", "assigned vessel", "Sat 22 Aug"), "cassia rose", P,
     "Berthly: V5 22 Aug - Cassia Rose"),
    ("equal_time", "2026-09-05 21:00", ("Gullhaven Marina", "visitor count", "night of 5 Sep"), "23", P, "Visitors in tonight: 23"),
    ("equal_time", "2026-09-05 21:00", ("Gullhaven Marina", "visitor count", "night of 5 Sep"), "27", P,
     "visitor count tonight 27 (walked the pontoons)"),

    # unrelated: chatter, no contested fact
    ("unrelated", "2026-02-09 07:50", None, "-", P, "Seals hauled out on the slipway again this morning."),
    ("unrelated", "2026-03-23 10:00", None, "-", P, "Kettle in the ops room has died, new one on order."),
    ("unrelated", "2026-08-17 17:30", None, "-", P, "Thanks all for the help with the regatta clear-up, brilliant effort."),
    ("unrelated", "2026-06-27 21:40", None, "-", P, "Cracking sunset from the tower tonight."),
    ("unrelated", "2026-01-21 14:00", None, "-", P, "Anyone seen the charger for the spare VHF handset?"),
    ("unrelated", "2026-04-29 09:00", None, "-", P, "Coffee machine fixed, you're welcome."),
    ("unrelated", "2026-07-24 11:10", None, "-", P, "Loads of jellyfish in the basin, worth a word to the kids' sailing club."),
    ("unrelated", "2026-06-13 16:00", None, "-", P, "Nice work on the D pontoon move yesterday everyone."),
    ("unrelated", "2026-05-17 19:20", None, "-", P, "Left the logbook on the chart table in the tower."),
    ("unrelated", "2026-06-26 12:00", None, "-", P, "Card for Ines in the office, sign it before Tuesday."),
    ("unrelated", "2026-09-29 08:10", None, "-", P, "Gulls have had the bin bags open by the Fish Quay again."),
    ("unrelated", "2025-12-22 15:00", None, "-", P, "Merry Christmas from the tower - mince pies in the mess."),
]


def parse_when(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M")


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def fkey(key):
    return "-" if key is None else " | ".join(key)


def build():
    rng = random.Random(SEED)
    mems = []

    def add(**kw):
        kw["order"] = parse_when(kw["when"])
        mems.append(kw)

    for fam in FAMILIES:
        for i, v in enumerate(fam["versions"]):
            when, val, pol, text = v[:4]
            flags = v[4].split() if len(v) > 4 else []
            add(when=when, key=fam["key"], value=val, pol=pol, text=text, label=None,
                fid=fam["fid"], vidx=i, flags=flags)
        for when, cls, text in fam["attached"]:
            last = fam["versions"][-1]
            add(when=when, key=fam["key"], value=last[1], pol=last[2], text=text, label=cls,
                fid=fam["fid"], vidx=None, flags=[])
    for cls, when, key, val, pol, text in STANDALONE:
        add(when=when, key=key, value=val, pol=pol, text=text, label=cls, fid=None, vidx=None, flags=[])

    # ids in a shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order, 1):
        mems[i]["id"] = "%s-%03d" % (PREFIX, n)

    # live vs backfilled
    live = set(rng.sample(range(len(mems)), round(len(mems) * LIVE_SHARE)))
    for i, m in enumerate(mems):
        m["live"] = i in live

    # one import session for the backfilled memories, seeded order unrelated to observed order
    back = [i for i in range(len(mems)) if i not in live]
    rng.shuffle(back)
    t = IMPORT_START
    for i in back:
        t = t + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = t
        mems[i]["observed"] = mems[i]["order"]
    for i in live:
        mems[i]["created"] = mems[i]["order"]
        mems[i]["observed"] = None
    session = [mems[i]["created"] for i in back]

    # truth: within one fact key, each memory is expired by the earliest strictly newer memory
    # whose (value, polarity) differs
    groups = {}
    for m in mems:
        if m["key"] is not None:
            groups.setdefault(m["key"], []).append(m)
    pairs = []
    for key, ms in groups.items():
        ms = sorted(ms, key=lambda m: m["order"])
        for a in ms:
            for b in ms:
                if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    pairs.append((a, b, "negation" if a["pol"] != b["pol"] else "value"))
                    break

    check(mems, pairs, session)
    return mems, pairs, session


def next_weekday(d, name):
    target = WEEKDAYS.index(name)
    k = (target - d.weekday()) % 7 or 7
    return d + dt.timedelta(days=k)


def check(mems, pairs, session):
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a["id"])
        in_pair.add(b["id"])
    for m in mems:
        if m["label"]:
            assert m["label"] in CLASSES, m["label"]
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory not in a pair", m["id"], m["text"])
        assert m["order"] < LIMIT and m["created"] < LIMIT
        if m["observed"] is not None:
            assert m["observed"] < m["created"], m["id"]
        for f in m["flags"]:
            if f.startswith("next:"):
                want = next_weekday(m["order"].date(), f[5:]).isoformat()
                assert m["value"] == want, (m["id"], m["value"], want)
    texts = [m["text"] for m in mems]
    assert len(texts) == len(set(texts)), "duplicated text"
    ids = [m["id"] for m in mems]
    assert len(ids) == len(set(ids))
    # order times distinct within a key, except equal_time
    by_key = {}
    for m in mems:
        if m["key"] is not None and m["label"] != "equal_time":
            by_key.setdefault(m["key"], []).append(m["order"])
    for key, ts in by_key.items():
        assert len(ts) == len(set(ts)), ("equal order times", key)
    # equal_time: pairs at one order time with different values, keys used by nothing else
    et = {}
    for m in mems:
        if m["label"] == "equal_time":
            et.setdefault(m["key"], []).append(m)
    assert len(et) == 6
    for key, ms in et.items():
        assert len(ms) == 2 and ms[0]["order"] == ms[1]["order"] and ms[0]["value"] != ms[1]["value"]
        assert key not in by_key
    # attached labelled memories after the last version, same value and polarity
    for fam in FAMILIES:
        last = fam["versions"][-1]
        for when, cls, text in fam["attached"]:
            assert cls in ATTACHED_CLASSES
            assert parse_when(when) > parse_when(last[0]), (fam["fid"], text)
        # family versions: distinct, ascending times
        ts = [parse_when(v[0]) for v in fam["versions"]]
        assert ts == sorted(ts) and len(set(ts)) == len(ts), fam["fid"]
        for v in fam["versions"]:
            assert not (len(v) > 4 and "ic" in v[4].split()) or v[1] in [w[1] for w in fam["versions"]]
    # standalone keys never shared with a family
    fam_keys = {fam["key"] for fam in FAMILIES}
    for s in STANDALONE:
        assert s[2] is None or s[2] not in fam_keys, s
    # session under an hour, 1-4 s apart
    assert session and session[-1] - session[0] < dt.timedelta(hours=1)
    assert all(1 <= (b - a).total_seconds() <= 4 for a, b in zip(session, session[1:]))
    assert len({t.date() for t in session}) == 1
    assert max(m["order"] for m in mems if m["observed"] is not None) < session[0]


def stats(mems, pairs, session):
    from collections import Counter
    sizes = Counter(len(f["versions"]) for f in FAMILIES)
    reasons = Counter(r for _, _, r in pairs)
    labels = Counter(m["label"] for m in mems if m["label"])
    swaps = sum(1 for _, b, _ in pairs if "swap" in b["flags"])
    tags = Counter(t for f in FAMILIES for t in f["tags"])
    ics = sum(1 for m in mems if "ic" in m["flags"])
    rows = [
        ("memories", len(mems)),
        ("  backfilled (observed_at)", sum(1 for m in mems if not m["live"])),
        ("  live (created_at only)", sum(1 for m in mems if m["live"])),
        ("  unlabelled (in families)", sum(1 for m in mems if not m["label"])),
        ("  labelled negatives", sum(labels.values())),
        ("changing families", len(FAMILIES)),
    ]
    for n in sorted(sizes):
        rows.append(("  of %d versions" % n, sizes[n]))
    rows += [
        ("true pairs", len(pairs)),
        ("  value", reasons["value"]),
        ("  negation", reasons["negation"]),
        ("  replacement reworded", len(pairs) - swaps),
        ("  replacement same line, value swapped", swaps),
        ("move-back families", tags["moveback"]),
        ("interior confirmations", ics),
        ("negation families (stop/restart)", "%d (%d/%d)" % (tags["neg_stop"] + tags["neg_restart"],
                                                             tags["neg_stop"], tags["neg_restart"])),
        ("replacements naming the old value", tags["names_old"]),
        ("relative-date replacements", tags["relative"]),
        ("unit/format change in a pair", tags["unit_change"]),
        ("handovers stating another subject's fact", tags["handover_other"]),
    ]
    for c in CLASSES:
        rows.append(("label %s" % c, labels[c]))
    rows.append(("import session", "%s .. %s" % (rfc(session[0]), rfc(session[-1]))))
    w = max(len(r[0]) for r in rows)
    return "\n".join("%-*s  %s" % (w, a, b) for a, b in rows)


def listing(mems):
    out = []
    for m in sorted(mems, key=lambda m: (m["order"], m["id"])):
        out.append("\t".join([m["id"], rfc(m["order"]), m["label"] or "-", fkey(m["key"]),
                              m["value"], m["pol"], "live" if m["live"] else "backfilled"]))
    return "\n".join(out)


def write(mems, pairs):
    here = os.path.dirname(os.path.abspath(__file__))
    rng = random.Random(SEED + 1)
    file_order = list(mems)
    rng.shuffle(file_order)
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in file_order:
            o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = rfc(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for a, b, r in sorted(pairs, key=lambda p: p[0]["id"]):
            f.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, pairs, session = build()
    if argv == ["--stats"]:
        print(stats(mems, pairs, session))
    elif argv == ["--list"]:
        print(listing(mems))
    else:
        write(mems, pairs)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
