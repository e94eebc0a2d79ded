#!/usr/bin/env python3
"""Blind labelled supersession data set: harbour and marina operations log (heldout36).

Everything (harbour, marina, vessels, people, firms, codes, positions) is invented.
Truth is computed from the tables below, never from the text.

  python3 gen.py           write memories.jsonl, truth.jsonl, labels.jsonl next to this file
  python3 gen.py --stats   print counts, write nothing
  python3 gen.py --list    print every memory, write nothing
"""
import datetime as dt
import json
import os
import random
import sys
from collections import Counter, defaultdict

SEED = 360163
PREFIX = "h36"
SESSION_START = dt.datetime(2026, 11, 23, 14, 10, 0)
LIMIT = dt.datetime(2026, 12, 1)
BACKFILL_SHARE = 0.75


def V(when, value, pol, text, same=False):
    """One version of a changing fact. same=True: same record line as an earlier version, value swapped."""
    return dict(when=when, value=value, pol=pol, text=text, same=same)


def F(name, subject, attribute, scope, versions, tags=()):
    return dict(name=name, subject=subject, attribute=attribute, scope=scope,
                versions=versions, tags=tuple(tags))


# ---------------------------------------------------------------------------
# FAMILIES: changing facts. Polarity '+' asserts, '-' negates the same value.
# tags: moveback, interior_confirmation, negation_restart, negation_stop,
#       names_old, relative_date, unit_change, handover_other_fact
# ---------------------------------------------------------------------------
FAMILIES = [
    # ---- 3-version families ------------------------------------------------
    F("tug_oil", "oil jetty towage", "contractor", "-", [
        V("2025-03-11 08:40", "corran", "+",
          "Towage contract, oil jetty: Corran Towage Ltd. Two tugs on 30 min notice for all tanker calls."),
        V("2025-09-02 16:05", "mellick", "+",
          "Mellick Marine Towage now hold the oil jetty towage contract, ops desk on ch 10."),
        V("2026-02-17 11:20", "corran", "+",
          "HM has put Corran back on the tanker towage at the jetty until further notice - Mellick are short of crews."),
    ], tags=["moveback"]),
    F("fuel_hours", "fuel berth", "opening hours", "summer", [
        V("2025-05-02 07:30", "0700-1900", "+", "Fuel berth hours (summer): 0700-1900 daily."),
        V("2025-07-21 18:10", "0800-1800", "+",
          "Shifted the fuel berth hours from 0700-1900 to 0800-1800 - Harwick can't cover the early tanker slot."),
        V("2025-08-28 09:00", "0700-1900", "+",
          "pumps back to 7am-7pm from today, Harwick have found a second driver"),
    ], tags=["moveback", "names_old"]),
    F("gate_c", "C pontoon gate", "access code", "-", [
        V("2025-04-14 15:00", "4417", "+",
          "C pontoon gate code 4417# - berth holders only, do not give out to visitors."),
        V("2025-10-06 08:20", "9082", "+",
          "Code on the C gate changed to 9082 after someone posted the old one on the sailing club forum. "
          "Fenna has reprogrammed the keypad."),
        V("2025-10-09 17:40", "4417", "+",
          "C gate keypad won't hold the new number, Sentrel have put it back on the previous one until the "
          "board is replaced. Use 4417."),
    ], tags=["moveback"]),
    F("tern_berth", "FV Tern of Scaldy", "berth", "-", [
        V("2025-02-03 10:00", "B3", "+",
          "Berth: B3\nVessel: FV Tern of Scaldy (DM 411)\nOwner/skipper: Alun Vosburgh\nType: 11.9 m crabber"),
        V("2025-06-19 14:30", "E22", "+",
          "Tern of Scaldy shifted to E22 while the B pontoon fingers are replaced."),
        V("2025-11-25 16:00", "B3", "+",
          "Vosburgh's crabber back on B3, new fingers are in."),
    ], tags=["moveback"]),
    F("orla_pilot", "MV Orla Vantis", "pilot", "inbound 4 Mar 2026", [
        V("2026-03-04 09:15", "strickland", "+",
          "Pilotage booking: MV Orla Vantis inbound, boarding Scarth pilot station 2200. Pilot: O. Strickland."),
        V("2026-03-04 14:40", "strickland", "+", "Strick confirmed for the Vantis tonight."),
        V("2026-03-04 19:05", "colquhoun", "+",
          "Owain's gone home sick, Maren Colquhoun taking the Orla in instead."),
    ], tags=["interior_confirmation"]),
    F("visitor_rate", "visitor berths", "nightly rate", "high season", [
        V("2025-03-01 11:00", "3.20/m", "+",
          "Visitor berthing, high season: \u00a33.20 per metre per night incl. VAT."),
        V("2025-06-30 15:20", "3.20/m", "+",
          "Board looked at visitor rates last night - \u00a33.20/m/night stays for high season."),
        V("2026-02-10 12:10", "3.45/m", "+",
          "Visitor rate goes up to \u00a33.45 a metre a night in high season, board approved it today."),
    ], tags=["interior_confirmation"]),
    F("dredge_contractor", "Tallis Basin maintenance dredge", "contractor", "-", [
        V("2025-01-20 09:40", "stourmouth", "+",
          "Tallis Basin maintenance dredge - contractor: Stourmouth Dredging, mobilising in the spring."),
        V("2025-04-08 11:15", "stourmouth", "+",
          "Spoke to Stourmouth, still on for the basin dredge, plant due after Easter."),
        V("2025-05-15 16:30", "baltra", "+",
          "Basin dredge re-awarded to Baltra Dredge & Survey; Stourmouth's backhoe is out of action for the season."),
    ], tags=["interior_confirmation"]),
    F("shore_power_v", "V pontoon", "shore power", "-", [
        V("2025-06-02 08:30", "shore power", "+", "Shore power live on V pontoon, all 16A pedestals tested."),
        V("2025-08-12 19:50", "shore power", "-",
          "No shore power on the visitor pontoon - RCD keeps tripping, Pennock booked."),
        V("2025-08-15 13:10", "shore power", "+", "Pennock sorted the visitors' pedestals, power back on V."),
    ], tags=["negation_restart"]),
    F("slipway", "public slipway", "open for launching", "-", [
        V("2025-03-20 09:00", "open", "+", "Slipway open for launching, pay at the harbour office."),
        V("2025-11-03 07:45", "open", "-",
          "SLIPWAY CLOSED to all launching - toe has collapsed, cones and tape out."),
        V("2026-04-27 10:20", "open", "+", "Slip reopened this morning after the repair, launching as normal."),
    ], tags=["negation_restart"]),
    F("night_pilotage", "Narrows pilotage", "night transits over 120 m LOA", "-", [
        V("2025-02-11 10:00", "permitted", "+",
          "Night pilotage for vessels over 120 m LOA permitted through the Narrows, two pilots required."),
        V("2025-12-01 08:15", "permitted", "-",
          "HM: no night transits of the Narrows for anything over 120m LOA until the new leading lights "
          "are commissioned."),
        V("2026-01-22 16:40", "permitted", "+",
          "Restriction lifted - >120m LOA can transit the Narrows at night again, double pilotage as before."),
    ], tags=["negation_restart"]),
    F("ostara_etd", "MV Ostara Bay", "ETD", "May 2026 call", [
        V("2026-05-11 07:00", "1630", "+", "Ostara Bay ETD 1630 today, pilot and two Corran tugs ordered."),
        V("2026-05-11 13:50", "1900", "+",
          "Handover 1400 Niall -> Priya: Ostara Bay now sailing 1900, cargo late, pilot re-ordered. "
          "Greyfin off hire till Friday with a gearbox fault."),
        V("2026-05-11 18:20", "2115", "+", "ostara slipped again, ETD 2115 on the tide, tugs told"),
    ], tags=["handover_other_fact"]),
    F("m31_holder", "mooring M31", "holder", "-", [
        V("2025-02-14 10:00", "talwyn", "+", "Mooring M31 - holder Bashir Talwyn, 2025 licence paid."),
        V("2025-09-30 12:00", "pomfret", "+",
          "M31 reallocated to Aurelie Pomfret, Bashir has gone to a marina berth."),
        V("2026-03-18 16:00", "lascelles-brandt", "+",
          "Aurelie Pomfret handed M31 back; next on the list, Hugo Lascelles-Brandt, has taken it."),
    ]),
    F("office_hours", "harbour office", "opening hours", "weekdays", [
        V("2025-01-10 09:00", "0830-1700", "+", "Harbour office open 0830-1700 Mon-Fri."),
        V("2025-05-19 10:00", "0800-1630", "+",
          "Office hours changing to 8-4.30 weekdays so we overlap the early pilot movements."),
        V("2025-11-03 08:45", "0900-1700", "+", "From today the harbour office is open 9 to 5 weekdays."),
    ]),
    F("dredge_start", "North Mole approach dredge", "start date", "-", [
        V("2025-07-01 10:00", "2025-09-01", "+", "North Mole approach dredge to start 1 Sept."),
        V("2025-08-20 15:00", "2025-09-15", "+",
          "Baltra can't start the North Mole approach until 15/09, plant still on the basin job."),
        V("2025-09-12 09:00", "2025-10-06", "+",
          "Approach dredge at the North Mole pushed to Mon 6 Oct - marine licence variation not through yet."),
    ]),
    F("halcyon_berth", "SY Halcyon Drift", "berth", "-", [
        V("2025-03-25 10:00", "D7", "+", "Berth: D7 / Vessel: SY Halcyon Drift / Holder: Ilbury, M."),
        V("2025-07-08 11:00", "F5", "+", "Halcyon Drift over to F5 - D7 too short for her new bowsprit."),
        V("2026-01-27 14:30", "V12", "+",
          "The Ilbury yacht is on visitor berth V12 for now, F5 wanted for the pontoon works."),
    ]),
    F("deputy_hm", "deputy harbour master", "post holder", "-", [
        V("2025-01-12 09:00", "quennell", "+", "Deputy HM: Ros Quennell (ext 204)."),
        V("2025-06-02 09:00", "mawle", "+",
          "Ros starts her leave today - Gethin Mawle acting deputy HM until further notice."),
        V("2026-01-05 09:30", "lunsford", "+",
          "Priya Lunsford appointed deputy harbour master, announced by Capt Penhallow at the staff meeting."),
    ]),
    F("pontoon_contractor", "pontoon maintenance", "contractor", "marina", [
        V("2025-02-05 10:00", "tessaly", "+",
          "Pontoon maintenance contract: Tessaly Pontoons (annual, quarterly inspections)."),
        V("2025-08-11 12:00", "ardent", "+",
          "Tessaly have gone into administration - Ardent Floatworks picking up the pontoon maintenance."),
        V("2026-03-02 14:00", "in-house", "+",
          "Marina is bringing pontoon maintenance in-house from April, the yard team will do it."),
    ]),
    F("scarth_buoy", "Scarth Spit east cardinal", "position", "-", [
        V("2025-03-05 10:00", "54 12.40N 004 31.15W", "+",
          "Scarth Spit ECM: 54\u00b012.40'N 004\u00b031.15'W."),
        V("2025-09-23 11:00", "54 12.55N 004 31.02W", "+",
          "Survey shows the spit has grown; Scarth Spit east cardinal relaid at 54 12.55N 004 31.02W. "
          "NtM to follow."),
        V("2026-04-14 09:20", "54 12.62N 004 30.88W", "+",
          "NtM 06/26 - Scarth Spit ECM moved to 54\u00b012.62'N 004\u00b030.88'W."),
    ]),
    F("winter_storage", "boatyard", "winter storage rate", "ashore", [
        V("2025-04-01 10:00", "14.50/ft/month", "+", "Winter storage ashore: \u00a314.50/ft/month."),
        V("2025-08-26 09:00", "16.00/ft/month", "+",
          "Yard have put winter storage up to sixteen quid a foot a month."),
        V("2026-03-31 11:00", "15.25/ft/month", "+",
          "Ashore storage rate for next winter set at \u00a315.25 per ft per month - board trimmed the increase."),
    ]),
    F("pilot_notice", "pilotage", "booking notice", "standard", [
        V("2025-01-18 10:00", "24h", "+", "Pilot requests: 24 hrs notice to the harbour office."),
        V("2025-07-22 10:00", "12h", "+",
          "Pilot booking notice cut to 12 hours now there are three pilots on the roster."),
        V("2026-02-02 10:00", "8h", "+", "Pilot requests: 8 hrs notice to the harbour office.", same=True),
    ]),
    F("tide_gate", "Tallis Basin gate", "freeflow window", "springs", [
        V("2025-02-20 10:00", "HW-2/HW+1", "+", "Tallis gate freeflow (springs): HW -2h to HW +1h."),
        V("2025-10-27 12:00", "HW-1.5/HW+1", "+",
          "Silt on the sill - springs freeflow cut to HW-1\u00bd to HW+1 at the basin gate."),
        V("2026-05-26 10:00", "HW-1/HW+0.5", "+",
          "Basin gate on springs now free-flowing HW minus 1 to HW plus 30 min only."),
    ]),
    # ---- 4- and 5-version families ----------------------------------------
    F("card_fuel", "fuel berth", "card payments", "-", [
        V("2025-04-01 09:00", "card", "+", "Fuel berth takes card - chip & pin or contactless."),
        V("2025-07-09 12:30", "card", "-", "card machine on the fuel pontoon is dead, cash or account only"),
        V("2025-07-30 10:45", "card", "+", "New terminal fitted at the pumps, cards accepted again."),
        V("2026-05-18 07:20", "card", "-",
          "Fuel berth: card payments NOT accepted - terminal stolen overnight, police informed, crime ref with Mo."),
    ], tags=["negation_restart"]),
    F("pellan_eta", "Pellan Star", "ETA", "June 2026 call", [
        V("2026-06-22 06:00", "2026-06-23 1400", "+", "Pellan Star ETA Scarth 1400/23rd."),
        V("2026-06-22 15:30", "2026-06-24 0200", "+",
          "Agent says Pellan Star now ETA 0200 Wed 24th, weather off Holm Head."),
        V("2026-06-23 09:10", "2026-06-23 2330", "+", "pellan star eta brought fwd to 2330 tonight"),
        V("2026-06-23 17:45", "2026-06-23 2250", "+", "VTS log 1745: Pellan Star reports ETA pilot station 2250."),
    ]),
    F("amberlyn_yard", "Lady Amberlyn", "yard position", "boatyard", [
        V("2025-10-10 11:00", "row3-bay7", "+", "Yard plan: Lady Amberlyn - row 3, bay 7."),
        V("2025-12-03 14:00", "shed2", "+", "Amberlyn moved into shed 2 for the varnish work."),
        V("2026-02-19 09:30", "row1-bay2", "+", "Yard plan: Lady Amberlyn - row 1, bay 2.", same=True),
        V("2026-04-08 15:15", "slip cradle", "+",
          "Kit's put the old motor yacht on the cradle by the slip ready for launch - Amberlyn goes in Friday."),
    ]),
    F("diesel_price", "fuel berth", "diesel price", "per litre", [
        V("2025-01-15 09:00", "1.12", "+", "Diesel (fuel berth): \u00a31.12/l"),
        V("2025-04-02 08:30", "1.19", "+", "Diesel up to 1.19 a litre from today - new Harwick delivery."),
        V("2025-07-14 10:00", "1.24", "+", "Diesel (fuel berth): \u00a31.24/l", same=True),
        V("2025-10-01 09:15", "1.17", "+", "diesel down to \u00a31.17 per litre at the pumps"),
        V("2026-03-09 08:00", "1.21", "+", "Price change at the fuel pontoon - diesel 121.0p/ltr incl duty."),
    ]),
    # ---- 2-version families ------------------------------------------------
    F("gullrock_light", "Gullrock buoy", "light", "-", [
        V("2025-01-08 17:30", "lit", "+", "Gullrock buoy Fl(2) R 10s lit and working - checked on the evening run."),
        V("2025-11-18 06:50", "lit", "-",
          "NtM 14/25: Gullrock buoy light extinguished. Mariners to navigate with caution."),
    ], tags=["negation_stop"]),
    F("corrigan_liveaboard", "Corrigan's Luck", "liveaboard permission", "-", [
        V("2025-05-06 14:00", "liveaboard", "+",
          "Liveaboard permission granted for Corrigan's Luck - owner on board through the winter."),
        V("2026-01-14 10:30", "liveaboard", "-",
          "Liveaboard consent for Corrigan's Luck withdrawn after the second gas alarm call-out; "
          "owner told to be off by end of month."),
    ], tags=["negation_stop"]),
    F("dinsley_m12", "Cormac Dinsley", "holds mooring", "M12", [
        V("2025-03-03 12:00", "M12", "+", "Mooring: M12\nHolder: Cormac Dinsley\nVessel: Saltjack II (5.4 m RIB)"),
        V("2025-10-21 15:10", "M12", "-",
          "Dinsley has given up M12 - sold the RIB. Mooring goes back to the waiting list."),
    ], tags=["negation_stop"]),
    F("water_e", "E pontoon", "water supply", "-", [
        V("2025-04-22 08:10", "water", "+", "water on E pontoon turned on for the season"),
        V("2025-11-27 14:25", "water", "-", "E pontoon: water off, standpipes drained and lagged for the frost."),
    ], tags=["negation_stop"]),
    F("selkie_liftout", "Selkie Rose", "lift-out date", "-", [
        V("2026-04-06 10:00", "2026-04-09", "+", "Crane booking: Selkie Rose lift-out Thu 9 Apr 0930. Lwazi driving."),
        V("2026-04-09 08:10", "2026-04-14", "+",
          "Selkie Rose owner held up, lift moved to next Tuesday, same time."),
    ], tags=["relative_date"]),
    F("diver_gate", "Tallis Basin gate", "diver inspection date", "-", [
        V("2026-08-10 11:30", "2026-08-20", "+",
          "Blackwrack divers booked for the Tallis gate inspection 20/08, slack water am."),
        V("2026-08-19 15:45", "2026-08-24", "+",
          "Vis too poor in the basin, Blackwrack have moved the gate dive to next Monday."),
    ], tags=["relative_date"]),
    F("visitor_loa", "visitor pontoon", "max LOA", "-", [
        V("2025-03-15 09:30", "14m", "+", "Visitor pontoon max LOA 14 m."),
        V("2025-09-09 13:00", "15.2m", "+",
          "V pontoon extension finished - boats up to 50ft can go on the visitors' pontoon now."),
    ], tags=["unit_change"]),
    F("crane_swl", "yard crane", "safe working load", "-", [
        V("2025-02-25 10:00", "12t", "+", "Yard crane: SWL 12 t."),
        V("2025-10-14 16:20", "8t", "+",
          "After the LOLER exam Goss & Varley have derated the yard crane to 8,000 kg."),
    ], tags=["unit_change"]),
    F("vhf", "Kestrel Harbour Radio", "working channel", "-", [
        V("2025-01-05 08:00", "12", "+", "Kestrel Harbour Radio working channel: VHF 12."),
        V("2025-06-16 09:30", "14", "+",
          "VTS switched harbour working from ch 12 to ch 14 - too much bleed from the ferry company's repeater."),
    ], tags=["names_old"]),
    F("ferelith_berth", "Ferelith Oduya", "berth", "-", [
        V("2025-04-03 11:00", "A9", "+",
          "Berth: A9\nHolder: Ferelith Oduya\nVessel: Morvoren (29 ft sloop)\nLOA: 8.8 m"),
        V("2025-12-09 10:40", "C14", "+",
          "Moved Mrs Oduya from A9 to C14 - she wanted to be nearer the gate."),
    ], tags=["names_old"]),
    F("nauvra_berth", "Nauvra", "visitor berth", "-", [
        V("2025-08-04 10:30", "V20", "+",
          "Nauvra (cat, 11.9 m, 6.2 m beam) arriving pm - put her on the end of V, V20."),
        V("2025-08-04 21:45", "H1", "+",
          "Night handover: the cat ended up on H1, too much beam for V with the Dutch boat there. "
          "Pennock in at 0800 for the E pontoon bollard light, gate left open for them."),
    ], tags=["handover_other_fact"]),
    F("d11_holder", "berth D11", "holder", "-", [
        V("2025-02-10 10:00", "gale", "+", "Berth: D11\nHolder: Sunniva Gale\nVessel: Skua (27 ft)"),
        V("2025-11-17 10:00", "annesley", "+", "Berth: D11\nHolder: Torquil Annesley\nVessel: Fulmar (33 ft)",
          same=True),
    ]),
    F("hm_mobile", "harbour master", "mobile number", "-", [
        V("2025-01-07 09:00", "07700900412", "+", "HM mobile: 07700 900412"),
        V("2025-08-05 12:00", "07700900871", "+", "Idris has a new work phone, 07700 900 871 - old number dead."),
    ]),
    F("security_contractor", "marina security", "contractor", "-", [
        V("2025-01-25 10:00", "sentrel", "+", "Night security: Sentrel Guarding, patrol 2200-0600."),
        V("2025-12-15 10:00", "hallam", "+", "Night security: Hallam Watch Ltd, patrol 2200-0600.", same=True),
    ]),
    F("hollin_bollard", "tug Hollin Tor", "bollard pull", "-", [
        V("2025-03-12 10:00", "42t", "+", "Hollin Tor BP 42 t."),
        V("2025-12-10 10:00", "45t", "+", "Hollin Tor BP 45 t.", same=True),
    ]),
    F("fenwarden_master", "tug Fenwarden", "master", "-", [
        V("2025-02-18 10:00", "shadwell", "+", "Fenwarden master: Capt. Ewan Shadwell."),
        V("2025-10-02 10:00", "dromgoole", "+", "Fenwarden master: Capt. Lise Dromgoole.", same=True),
    ]),
    F("merrow_dep", "Merrow Queen", "first departure", "weekdays", [
        V("2025-03-28 10:00", "0715", "+", "Merrow Queen first sailing Mon-Fri 0715."),
        V("2025-09-29 10:00", "0645", "+", "Ferry co. has moved the Merrow Queen's first weekday sailing to 0645."),
    ]),
    F("yard_gate", "boatyard gate", "access code", "-", [
        V("2025-05-12 10:00", "2291", "+", "Boatyard gate code 2291."),
        V("2026-01-19 10:00", "7716", "+", "yard gate code now 7716, tell the contractors"),
    ]),
    F("pilot_boat", "pilot boat on station", "vessel", "-", [
        V("2025-04-10 10:00", "kittiwake ii", "+", "Pilot boat on station: Kittiwake II."),
        V("2025-10-28 10:00", "puffin lass", "+", "Pilot boat on station: Puffin Lass (relief).", same=True),
    ]),
    F("no4_light", "No. 4 port hand buoy", "light character", "-", [
        V("2025-02-12 10:00", "Fl R 4s", "+", "No. 4 buoy: Fl R 4s."),
        V("2025-12-05 10:00", "Fl(3) R 10s", "+", "No. 4 buoy: Fl(3) R 10s.", same=True),
    ]),
    F("narrows_speed", "harbour speed limit", "limit", "Narrows", [
        V("2025-01-30 10:00", "6kn", "+", "Speed limit in the Narrows 6 knots."),
        V("2025-06-24 10:00", "4kn", "+", "Byelaw amended: Narrows limit is 4 kn from today, VTS to enforce."),
    ]),
    F("ostara_discharge", "MV Ostara Bay", "discharge berth", "May 2026 call", [
        V("2026-05-08 10:00", "EQ2", "+", "Ostara Bay to discharge at East Quay 2."),
        V("2026-05-09 15:00", "EQ4", "+", "Ostara moved to East Quay No. 4 berth, the EQ2 crane is down."),
    ]),
    F("amberlyn_owner", "Lady Amberlyn", "owner", "-", [
        V("2025-03-07 10:00", "pendlebury", "+", "Lady Amberlyn - owner Osric Pendlebury, storage invoices to him."),
        V("2025-12-18 10:00", "ambrose", "+", "Lady Amberlyn - owner Mireille Ambrose, storage invoices to her.",
          same=True),
    ]),
    F("valdane_list", "Emrys Valdane", "waiting list position", "swinging moorings", [
        V("2025-04-15 10:00", "7", "+", "Swinging mooring list: Valdane, E. - 7th."),
        V("2025-10-22 10:00", "3", "+", "Swinging mooring list: Valdane, E. - 3rd.", same=True),
    ]),
    F("yard_foreman", "boatyard", "foreman", "-", [
        V("2025-01-22 10:00", "harrowgate", "+", "Yard foreman: Kit Harrowgate."),
        V("2026-06-08 10:00", "yelland", "+", "Yard foreman: Bram Yelland.", same=True),
    ]),
    F("harbour_dues", "harbour dues", "rate per GT", "cargo vessels", [
        V("2025-01-02 10:00", "0.42/GT", "+", "Harbour dues, cargo vessels: 42p per GT per call."),
        V("2026-01-02 10:00", "0.45/GT", "+", "Cargo ship dues up to 45p/GT from 1 Jan, tariff sheet updated."),
    ]),
    F("pumpout", "pump-out station", "location", "-", [
        V("2025-03-10 10:00", "fuel berth end", "+", "Pump-out is at the end of the fuel berth."),
        V("2025-09-16 10:00", "H2", "+", "Pump-out relocated to hammerhead H2."),
    ]),
    F("tallis_draught", "Tallis Basin", "max draught", "-", [
        V("2025-02-27 10:00", "2.8m", "+", "Tallis Basin max draught 2.8 m."),
        V("2025-11-11 10:00", "2.5m", "+", "Tallis Basin max draught 2.5 m.", same=True),
    ]),
    F("tidewright_day", "survey vessel Tidewright", "survey day", "-", [
        V("2025-05-05 10:00", "tuesday", "+", "Tidewright does the channel survey Tuesdays."),
        V("2025-09-08 10:00", "thursday", "+",
          "Tidewright survey runs moved to Thursdays, Tuesdays clash with the ferry berthing trials."),
    ]),
    F("launch_fee", "slipway", "launch fee", "day", [
        V("2025-03-21 10:00", "12", "+", "Slipway launch fee \u00a312/day."),
        V("2026-04-28 10:00", "15", "+", "Slipway launch fee \u00a315/day.", same=True),
    ]),
    F("quillon_crane", "Quillon", "crane booking", "-", [
        V("2025-10-13 10:00", "2025-10-17 0800", "+", "Crane: Quillon lift-out Fri 17 Oct, 0800."),
        V("2025-10-15 12:00", "2025-10-18 1100", "+",
          "Quillon owner asked for Saturday - booked her for 1100 on the 18th instead."),
    ]),
    F("brynmoor_anchorage", "dredger Brynmoor", "anchorage", "-", [
        V("2025-06-05 10:00", "kestrel roads", "+", "Brynmoor anchored in Kestrel Roads overnight."),
        V("2025-06-06 10:00", "gullrock pool", "+", "Brynmoor shifted to Gullrock Pool, swell getting into the Roads."),
    ]),
    F("harwick_day", "Harwick Fuels", "delivery day", "fuel berth", [
        V("2025-02-06 10:00", "wednesday", "+", "Harwick deliver to the fuel berth Wednesdays."),
        V("2025-11-06 10:00", "monday", "+", "Harwick switching our fuel drop to Mondays."),
    ]),
    F("manager_email", "marina manager", "email", "-", [
        V("2025-01-14 10:00", "della.fairweather@", "+",
          "Marina manager email: della.fairweather@sallowmere-marina.example"),
        V("2025-07-15 10:00", "manager@", "+", "Marina manager email: manager@sallowmere-marina.example",
          same=True),
    ]),
    F("pellan_agent", "Pellan Star", "ship's agent", "-", [
        V("2025-05-20 10:00", "dunmarrow", "+", "Pellan Star agent: Dunmarrow Shipping Agency."),
        V("2026-06-01 10:00", "quayward", "+", "Pellan Star agent: Quayward Agency.", same=True),
    ]),
    F("power_tariff", "shore power", "tariff", "metered", [
        V("2025-04-05 10:00", "0.38/kWh", "+", "Metered shore power 38p/kWh."),
        V("2025-10-03 10:00", "0.34/kWh", "+", "Electric tariff on the pontoons dropped to 34p a unit."),
    ]),
    F("greyfin_skipper", "harbour launch Greyfin", "skipper", "-", [
        V("2025-03-18 10:00", "brodrick", "+", "Greyfin skipper: Niall Brodrick."),
        V("2025-09-25 10:00", "achterberg", "+", "Greyfin skipper: Tamsin Achterberg.", same=True),
    ]),
    F("mooring_inspection", "swinging moorings", "inspection contractor", "-", [
        V("2025-02-08 10:00", "blackwrack", "+", "Annual mooring inspections: Blackwrack Diving Services."),
        V("2026-01-26 10:00", "selwood", "+",
          "Mooring inspections this year going to Selwood Subsea, they came in cheaper."),
    ]),
    F("quillon_loa", "Quillon", "LOA on record", "-", [
        V("2025-04-18 10:00", "10.4m", "+", "Quillon LOA 10.4 m (berth record)."),
        V("2025-10-16 10:00", "11.2m", "+",
          "Remeasured Quillon on the hard incl. bowsprit and davits: 11.2 m, record updated, billing to follow."),
    ]),
    F("bunkering_window", "bunkering", "permitted window", "oil jetty", [
        V("2025-03-04 10:00", "daylight", "+", "Bunkering at the oil jetty in daylight hours only."),
        V("2025-08-18 10:00", "0600-2200", "+", "HM has extended jetty bunkering to 0600-2200."),
    ]),
    F("booking_system", "visitor berths", "booking method", "-", [
        V("2025-02-01 10:00", "phone/email", "+", "Visitor berths: book by phone or email to the office."),
        V("2026-03-16 10:00", "berthwise app", "+",
          "Visitors must book through the Berthwise app from now on, no phone bookings."),
    ]),
    F("nauvra_dep", "Nauvra", "departure date", "-", [
        V("2025-08-04 11:00", "2025-08-08", "+", "The cat Nauvra leaving Friday morning."),
        V("2025-08-07 17:00", "2025-08-11", "+", "Nauvra staying over the weekend, off Mon 11th now."),
    ]),
    F("regatta_date", "Dunmarrow regatta", "date", "-", [
        V("2026-02-03 10:00", "2026-07-18", "+", "Regatta Sat 18 July, visitor pontoon reserved for entrants."),
        V("2026-04-20 10:00", "2026-07-25", "+",
          "Regatta committee have put the regatta back a week to the 25th (clash with the tall ships)."),
    ]),
    F("hugo_boat", "Hugo Lascelles-Brandt", "boat", "-", [
        V("2025-05-14 10:00", "tidesong", "+", "Hugo L-B's boat: Tidesong, 32 ft sloop."),
        V("2026-02-25 10:00", "brightwater", "+", "Hugo sold Tidesong and bought Brightwater, a 33 ft motorsailer."),
    ]),
    F("saturday_crane", "yard crane", "operator", "Saturdays", [
        V("2025-04-26 10:00", "penrose", "+", "Saturday crane driver: Lwazi."),
        V("2025-10-04 10:00", "treen", "+",
          "Saturdays on the crane now covered by Jago Treen (agency), Lwazi weekdays only."),
    ]),
]

# ---------------------------------------------------------------------------
# ATTACHED labelled memories: on a changing family's key, after its last version,
# carrying the last version's value and polarity.  (class, family, when, text)
# ---------------------------------------------------------------------------
ATTACHED = [
    # format_variant
    ("format_variant", "fuel_hours", "2025-09-20 12:00", "FB summer opening 07:00 to 19:00, seven days."),
    ("format_variant", "visitor_loa", "2025-10-20 10:00", "Visitor pontoon LOA limit: 15.2 m."),
    ("format_variant", "crane_swl", "2025-11-05 09:00",
     "Reminder - yard crane SWL is 8 tonnes, check weights before booking."),
    ("format_variant", "diesel_price", "2026-04-15 09:00", "Diesel: \u00a31.21 per litre."),
    ("format_variant", "ferelith_berth", "2026-01-15 09:00", "Oduya, F. - pontoon C, berth 14."),
    ("format_variant", "vhf", "2025-07-01 10:00", "Harbour Radio works channel fourteen; call on 16."),
    ("format_variant", "pellan_eta", "2026-06-23 18:30", "Pellan Star - ETA 23/06, 22:50."),
    ("format_variant", "selkie_liftout", "2026-04-11 10:00", "Lift-out, Selkie Rose: 14/04/2026 @ 09:30."),
    ("format_variant", "harbour_dues", "2026-02-01 10:00", "Commercial dues (cargo): \u00a30.45 per gross tonne."),
    ("format_variant", "merrow_dep", "2025-11-10 10:00", "Merrow Queen - first departure weekdays 6.45am."),
    ("format_variant", "launch_fee", "2026-05-20 10:00", "Slipway launch: fifteen pounds a day, pay and display."),
    ("format_variant", "power_tariff", "2025-11-15 10:00", "Metered shore power: \u00a30.34/kWh."),
    # elaboration
    ("elaboration", "tug_oil", "2026-03-30 10:00",
     "Oil jetty towage is Corran: Fenwarden as lead tug, Hollin Tor standby, 30 min notice, billed monthly "
     "to the terminal."),
    ("elaboration", "dredge_contractor", "2025-06-12 08:00",
     "Baltra on the Tallis dredge with the backhoe Brynmoor and two split hoppers, working HW\u00b13, spoil "
     "to the Holm ground."),
    ("elaboration", "m31_holder", "2026-05-02 10:30",
     "M31 holder Hugo Lascelles-Brandt - three-year licence, riser and chain renewed at his cost in April."),
    ("elaboration", "deputy_hm", "2026-02-16 10:00",
     "Priya Lunsford, deputy HM - pilotage planning and dredging liaison, on call alternate weeks with Idris."),
    ("elaboration", "pontoon_contractor", "2026-04-20 10:00",
     "Pontoon upkeep is in-house: yard team on fingers, cleats and decking, divers called in only for the chains."),
    ("elaboration", "scarth_buoy", "2026-05-10 10:00",
     "Scarth Spit ECM charted at 54\u00b012.62'N 004\u00b030.88'W, Q(3)10s, laid by the Authority workboat - "
     "check your plotters."),
    ("elaboration", "tide_gate", "2026-06-15 10:00",
     "Springs freeflow at Tallis gate HW-1 to HW+\u00bd; keeper confirms on ch 14 before the gate goes, red "
     "light means wait."),
    ("elaboration", "fenwarden_master", "2025-11-20 10:00",
     "Fenwarden's master is Lise Dromgoole - came over from Mellick, holds a PEC for the Narrows."),
    ("elaboration", "bunkering_window", "2025-09-22 10:00",
     "Oil jetty bunkering 0600-2200 only, boom deployed and DO told an hour before hose connection."),
    ("elaboration", "pumpout", "2025-10-25 10:00",
     "Pump-out on H2 - free for berth holders, \u00a35 token for visitors from the office, instructions on the post."),
    ("elaboration", "nauvra_dep", "2025-08-09 10:00",
     "Nauvra off Mon 11 Aug on the morning ebb, about 0700, bound for Port Elsary, pilotage exempt."),
    ("elaboration", "security_contractor", "2026-01-20 10:00",
     "Hallam Watch on marina security: two patrols a night plus remote CCTV watch from their control room."),
    # confirmation
    ("confirmation", "gate_c", "2025-11-12 09:05", "C gate still on 4417, replacement keypad not arrived yet."),
    ("confirmation", "visitor_rate", "2026-04-02 10:00",
     "High season visitor rate confirmed again at \u00a33.45/m/night for the new brochure."),
    ("confirmation", "tern_berth", "2026-01-08 08:45", "DM 411 still on B3, no change for this year."),
    ("confirmation", "slipway", "2026-06-01 09:00", "Slipway remains open, no restrictions on launching."),
    ("confirmation", "gullrock_light", "2025-12-20 09:00", "Gullrock still unlit, NtM 14/25 remains in force."),
    ("confirmation", "card_fuel", "2026-06-10 11:00",
     "Still no card payments at the fuel berth, replacement terminal on order."),
    ("confirmation", "office_hours", "2026-01-12 10:00", "Office hours unchanged - 0900 to 1700, Monday to Friday."),
    ("confirmation", "hm_mobile", "2025-10-15 10:00", "Capt Penhallow's mobile remains 07700 900871."),
    ("confirmation", "narrows_speed", "2025-08-30 10:00",
     "4 knot limit in the Narrows still in force, two warnings issued this week."),
    ("confirmation", "dinsley_m12", "2025-12-02 10:00", "Cormac confirmed he won't be taking M12 back."),
    ("confirmation", "winter_storage", "2026-07-01 10:00", "Winter storage ashore stays at \u00a315.25/ft/month."),
    ("confirmation", "harwick_day", "2026-01-29 10:00", "Harwick still delivering on Mondays."),
]


def S(cls, subject, attribute, scope, value, pol, when, text):
    return dict(cls=cls, subject=subject, attribute=attribute, scope=scope, value=value, pol=pol,
                when=when, text=text)


# ---------------------------------------------------------------------------
# STANDALONE labelled memories (each on its own key unless stated).
# multi_valued: the value is part of the key (each value is its own fact).
# ---------------------------------------------------------------------------
STANDALONE = [
    # multi_valued
    S("multi_valued", "FV Tern of Scaldy", "crew member", "-", "alun vosburgh", "+", "2025-02-04 09:30",
      "Tern of Scaldy crew list: Alun Vosburgh (skipper)."),
    S("multi_valued", "FV Tern of Scaldy", "crew member", "-", "kieran vosburgh", "+", "2025-05-10 11:00",
      "Added Kieran Vosburgh to Tern's crew list."),
    S("multi_valued", "FV Tern of Scaldy", "crew member", "-", "sione palatu", "+", "2025-08-02 07:15",
      "another deckie on the Tern - Sione Palatu, sign him on the crew list pls"),
    S("multi_valued", "Kestrel Haven", "designated anchorage", "-", "kestrel roads", "+", "2025-01-09 10:00",
      "Kestrel Roads - designated anchorage for vessels waiting on a pilot."),
    S("multi_valued", "Kestrel Haven", "designated anchorage", "-", "gullrock pool", "+", "2025-04-25 10:00",
      "Gullrock Pool also designated as an anchorage now, ships under 90 m."),
    S("multi_valued", "Kestrel Haven", "designated anchorage", "-", "holm bight", "+", "2025-09-18 10:00",
      "Third anchorage added to the harbour guide: Holm Bight."),
    S("multi_valued", "SY Halcyon Drift", "emergency contact", "-", "rafe ilbury", "+", "2025-03-26 10:00",
      "Halcyon Drift emergency contact: Rafe Ilbury (son) 07700 900233."),
    S("multi_valued", "SY Halcyon Drift", "emergency contact", "-", "corwen hale", "+", "2025-07-09 10:00",
      "Second emergency contact for Halcyon Drift - Corwen Hale, 07700 900519."),
    S("multi_valued", "SY Halcyon Drift", "emergency contact", "-", "insurer line", "+", "2025-11-02 10:00",
      "Also add the insurer's 24h claims line to Halcyon Drift's contacts: 0300 555 0147."),
    S("multi_valued", "East Quay", "cargo type", "-", "timber", "+", "2025-02-15 10:00",
      "East Quay: timber discharge approved."),
    S("multi_valued", "East Quay", "cargo type", "-", "scrap metal", "+", "2025-06-11 10:00",
      "EQ also cleared for scrap metal loading."),
    S("multi_valued", "East Quay", "cargo type", "-", "animal feed", "+", "2025-10-30 10:00",
      "Another cargo for East Quay: bulk animal feed, first call next month."),
    # scope_disjoint
    S("scope_disjoint", "fuel berth", "opening hours", "winter", "0900-1600", "+", "2025-11-03 09:30",
      "Fuel berth winter hours: 0900-1600, closed Sundays."),
    S("scope_disjoint", "visitor berths", "nightly rate", "low season", "2.10/m", "+", "2025-10-01 10:00",
      "Low season visitors: \u00a32.10 per metre per night, minimum charge 8 m."),
    S("scope_disjoint", "North Mole berth pocket dredge", "contractor", "-", "stourmouth", "+",
      "2025-07-07 10:30", "North Mole berth pocket dredge contractor: Stourmouth (small job, grab only)."),
    S("scope_disjoint", "harbour office", "opening hours", "Saturdays", "0900-1200", "+", "2025-06-07 10:00",
      "Harbour office Saturdays 0900-1200."),
    S("scope_disjoint", "Tallis Basin gate", "freeflow window", "neaps", "HW-0.5/HW+0.5", "+",
      "2026-06-16 10:00", "Neaps: Tallis gate freeflow HW -\u00bd to HW +\u00bd only."),
    S("scope_disjoint", "harbour dues", "rate per GT", "fishing vessels", "0.30/GT", "+", "2026-01-03 10:00",
      "Fishing vessel dues 30p/GT, landings levy separate."),
    S("scope_disjoint", "Merrow Queen", "first departure", "Saturdays", "0800", "+", "2025-10-12 10:00",
      "Merrow Queen Saturdays first departure 0800."),
    S("scope_disjoint", "slipway", "launch fee", "annual", "140", "+", "2026-05-02 10:00",
      "Annual slipway pass \u00a3140."),
    S("scope_disjoint", "shore power", "tariff", "unmetered visitor berths", "6/night", "+", "2025-10-04 10:00",
      "Visitor berths without meters: flat \u00a36/night for power."),
    S("scope_disjoint", "boatyard", "winter storage rate", "afloat", "11/ft/month", "+", "2025-09-03 10:00",
      "Winter storage afloat in the basin: \u00a311/ft/month."),
    S("scope_disjoint", "pilotage", "booking notice", "Sundays", "48h", "+", "2025-09-10 10:00",
      "Sunday pilot movements need 48 hours notice, no exceptions."),
    S("scope_disjoint", "harbour speed limit", "limit", "Tallis Basin", "3kn", "+", "2025-07-10 10:00",
      "Inner basin speed limit 3 kn, no wash."),
    # different_subject
    S("different_subject", "tug Mellick Lass", "bollard pull", "-", "45t", "+", "2026-01-05 10:00",
      "Mellick Lass is a 45 t bollard pull ASD."),
    S("different_subject", "Quillon", "berth", "-", "E22", "+", "2026-01-10 10:00",
      "Quillon back in from the yard, annual berth E22."),
    S("different_subject", "tug Mellick Lass", "master", "-", "shadwell", "+", "2026-02-05 10:00",
      "Mellick Lass master: Capt. E. Shadwell (out of retirement)."),
    S("different_subject", "Sallowmere Sailing Club office", "opening hours", "weekdays", "0900-1700", "+",
      "2025-06-20 10:00", "Sailing club office is 9-5 weekdays, Birgit runs it."),
    S("different_subject", "D pontoon gate", "access code", "-", "9082", "+", "2025-10-20 10:00",
      "D pontoon gate: 9082#"),
    S("different_subject", "Pellan Star", "pilot", "June 2026 call", "colquhoun", "+", "2026-06-23 20:00",
      "Pellan Star pilot: Maren Colquhoun, boarding at Scarth."),
    S("different_subject", "dredger Brynmoor", "ETD", "-", "1900", "+", "2025-06-10 10:00",
      "Brynmoor ETD 1900 for the spoil ground."),
    S("different_subject", "Skerrabelle", "visitor berth", "-", "H1", "+", "2025-09-14 12:00",
      "Skerrabelle (42 ft cat) allocated H1 for two nights."),
    S("different_subject", "marina manager", "mobile number", "-", "07700900412", "+", "2025-09-01 10:00",
      "Marina manager out of hours: Della on 07700 900412."),
    S("different_subject", "Dunmarrow Town Quay", "nightly rate", "high season", "3.45/m", "+",
      "2026-05-05 09:00", "Council's Town Quay pontoon charging visitors \u00a33.45/m a night this summer."),
    S("different_subject", "Scaldy harbour dredge", "contractor", "-", "stourmouth", "+", "2025-08-19 12:00",
      "Scaldy harbour dredge contractor is Stourmouth, per their harbour master."),
    S("different_subject", "fuel berth", "max LOA", "-", "14m", "+", "2025-04-28 11:00",
      "Max LOA alongside the fuel berth: 14 m, bigger boats by arrangement."),
    # static (some stated twice in different formats, same key and value)
    S("static", "MV Orla Vantis", "IMO number", "-", "9734215", "+", "2025-03-02 10:00",
      "MV Orla Vantis - IMO 9734215."),
    S("static", "MV Orla Vantis", "IMO number", "-", "9734215", "+", "2026-03-03 10:00",
      "Orla Vantis IMO no. 9 734 215 (for the VTS list)."),
    S("static", "Kestrel Haven Harbour Authority", "founded", "-", "1868", "+", "2025-01-03 10:00",
      "Kestrel Haven Harbour Authority, established 1868."),
    S("static", "Kestrel Haven Harbour Authority", "founded", "-", "1868", "+", "2025-07-25 10:00",
      "The Authority has been running the harbour since 1868 - the 150th was years ago, before anyone asks."),
    S("static", "Nauvra", "MMSI", "-", "235118604", "+", "2025-08-04 10:35", "Nauvra MMSI 235118604."),
    S("static", "Nauvra", "MMSI", "-", "235118604", "+", "2025-08-05 09:00", "MMSI for the cat: 235 118 604."),
    S("static", "Idris Penhallow", "date of birth", "-", "1971-03-12", "+", "2025-02-20 11:00",
      "Idris Penhallow DOB 12/03/1971 (insurance form)."),
    S("static", "tug Fenwarden", "year built", "-", "2009", "+", "2025-02-18 10:05",
      "Fenwarden built 2009, Aldcombe yard."),
    S("static", "FV Tern of Scaldy", "fishing number", "-", "DM411", "+", "2025-02-03 10:05",
      "Tern of Scaldy fishing number DM 411."),
    S("static", "FV Tern of Scaldy", "fishing number", "-", "DM411", "+", "2025-09-03 10:00",
      "Port letters and number on the Tern: DM-411."),
    S("static", "East Quay", "quay length", "-", "186m", "+", "2025-02-15 11:00",
      "East Quay: 186 m of quay face, all-round fendering."),
    S("static", "Selkie Rose", "HIN", "-", "GB-SLV38112C414", "+", "2026-04-06 10:05",
      "Selkie Rose HIN GB-SLV38112C414."),
    # membership
    S("membership", "Tamsin Achterberg", "member of", "-", "duty officer pool", "+", "2025-02-22 10:00",
      "Tamsin's joined the duty officer pool."),
    S("membership", "Niall Brodrick", "member of", "-", "weekend boarding team", "+", "2025-05-24 10:00",
      "Niall is on the weekend boarding team now."),
    S("membership", "Kieran Vosburgh", "member of", "-", "Corran relief deckhands", "+", "2026-03-12 10:00",
      "Kieran Vosburgh added to the Corran relief deckhands list."),
    S("membership", "Gethin Mawle", "member of", "-", "oil spill response team", "+", "2025-04-30 10:00",
      "Gethin's on the oil spill response team."),
    S("membership", "Ferelith Oduya", "member of", "-", "berth holders' committee", "+", "2026-02-12 10:00",
      "Ferelith Oduya joined the berth holders' committee."),
    S("membership", "Mellick Marine Towage", "member of", "-", "approved contractors", "+", "2025-08-22 10:00",
      "Mellick Marine have been added to the approved contractors list."),
    S("membership", "Blackwrack Diving Services", "member of", "-", "underwater works framework", "+",
      "2025-03-14 10:00", "Blackwrack Diving is on the Authority's framework for underwater works."),
    S("membership", "Priya Lunsford", "member of", "-", "H&S group", "+", "2025-10-08 10:00",
      "Priya and Fenna both on the new H&S group."),
    S("membership", "Emrys Valdane", "member of", "-", "volunteer RIB crew", "+", "2025-06-28 10:00",
      "Emrys Valdane joined the marina's volunteer RIB crew."),
    S("membership", "Hugo Lascelles-Brandt", "member of", "-", "Sallowmere Cruising Association", "+",
      "2025-11-08 10:00", "Hugo Lascelles-Brandt is now a member of the Sallowmere Cruising Association."),
    S("membership", "Jory Treadwell", "member of", "-", "Narrows night pilot pool", "+", "2026-02-09 10:00",
      "Pilot Jory Treadwell joined the Narrows night pilot pool."),
    S("membership", "Ardent Floatworks", "member of", "-", "F pontoon rebuild shortlist", "+",
      "2026-05-14 10:00", "Ardent Floatworks is on the tender shortlist for the F pontoon rebuild."),
    # equal_time: six pairs, one key and one order time each, different values
    S("equal_time", "berth F9", "holder", "-", "carrow", "+", "2025-05-30 10:00",
      "Berth: F9\nHolder: Leontyne Carrow\nVessel: Brisk (26 ft)"),
    S("equal_time", "berth F9", "holder", "-", "mackay", "+", "2025-05-30 10:00",
      "F9 - Ysolde Mackay (annual)."),
    S("equal_time", "Wrenna", "ETA", "-", "1530", "+", "2025-07-19 09:00", "Wrenna ETA 1530."),
    S("equal_time", "Wrenna", "ETA", "-", "1610", "+", "2025-07-19 09:00",
      "Wrenna (visitor, 10 m) expected 1610, wants a pontoon berth."),
    S("equal_time", "dinghy rack R-14", "occupant", "-", "annesley laser", "+", "2025-06-14 10:00",
      "Rack R-14: Torquil's Laser."),
    S("equal_time", "dinghy rack R-14", "occupant", "-", "holloway wayfarer", "+", "2025-06-14 10:00",
      "Dinghy rack R-14 - Birgit Holloway's Wayfarer."),
    S("equal_time", "Tidewright", "pilot", "2 Jul 2026 sailing", "treadwell", "+", "2026-07-02 06:00",
      "Tidewright sailing 0800, pilot Treadwell."),
    S("equal_time", "Tidewright", "pilot", "2 Jul 2026 sailing", "colquhoun", "+", "2026-07-02 06:00",
      "Pilot for the Tidewright 0800 departure: Colquhoun."),
    S("equal_time", "Pernille", "departure date", "-", "2025-09-13", "+", "2025-09-11 18:00",
      "Pernille (Danish, 36 ft) leaving Sat am."),
    S("equal_time", "Pernille", "departure date", "-", "2025-09-14", "+", "2025-09-11 18:00",
      "Pernille off Sunday on the early tide."),
    S("equal_time", "tug Mellick Lass", "drydock date", "-", "2026-02-02", "+", "2026-01-15 10:00",
      "Mellick Lass drydock 02/02/26."),
    S("equal_time", "tug Mellick Lass", "drydock date", "-", "2026-02-09", "+", "2026-01-15 10:00",
      "Mellick Lass into dock Mon 9 Feb."),
    # unrelated chatter
    S("unrelated", "-", "-", "u1", "-", "+", "2025-05-17 19:30",
      "Seals back on the slipway pontoon again, kids loving it."),
    S("unrelated", "-", "-", "u2", "-", "+", "2025-06-09 08:05", "Coffee machine in the ops room fixed, thanks Mo."),
    S("unrelated", "-", "-", "u3", "-", "+", "2025-09-15 09:10",
      "Reminder: fire drill practice Thursday, all office staff."),
    S("unrelated", "-", "-", "u4", "-", "+", "2025-07-27 21:40", "Lovely sunset over the Narrows tonight, quiet watch."),
    S("unrelated", "-", "-", "u5", "-", "+", "2025-08-24 11:20",
      "Someone left a fender in the car park, it's in lost property."),
    S("unrelated", "-", "-", "u6", "-", "+", "2025-10-11 08:00", "Radio check with the lifeboat station, loud and clear."),
    S("unrelated", "-", "-", "u7", "-", "+", "2026-06-20 07:45", "Gulls have been at the bins by the chandlery again."),
    S("unrelated", "-", "-", "u8", "-", "+", "2026-03-05 10:00", "New starter induction pack needs updating - Mo?"),
    S("unrelated", "-", "-", "u9", "-", "+", "2025-12-11 14:30", "Printer in the harbour office jammed again."),
    S("unrelated", "-", "-", "u10", "-", "+", "2026-01-31 16:00",
      "Heavy rain forecast, check the scuppers on the ops building."),
    S("unrelated", "-", "-", "u11", "-", "+", "2025-11-24 09:00", "Thanks all for covering during the storm weekend."),
    S("unrelated", "-", "-", "u12", "-", "+", "2026-07-12 23:10",
      "Noise complaint from A pontoon, had a word, all calm now."),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]


def parse(when):
    return dt.datetime.strptime(when, "%Y-%m-%d %H:%M")


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    mems = []
    fam_by_name = {}
    for f in FAMILIES:
        assert f["name"] not in fam_by_name, f["name"]
        fam_by_name[f["name"]] = f
        for i, v in enumerate(f["versions"]):
            mems.append(dict(key=(f["subject"], f["attribute"], f["scope"]), value=v["value"], pol=v["pol"],
                             t=parse(v["when"]), label=None, text=v["text"], family=f["name"], version=i + 1,
                             same=v["same"]))
    for cls, fname, when, text in ATTACHED:
        f = fam_by_name[fname]
        last = f["versions"][-1]
        mems.append(dict(key=(f["subject"], f["attribute"], f["scope"]), value=last["value"], pol=last["pol"],
                         t=parse(when), label=cls, text=text, family=fname, version=None, same=False))
    for s in STANDALONE:
        attr = s["attribute"]
        if s["cls"] == "multi_valued":
            attr = "%s=%s" % (attr, s["value"])
        mems.append(dict(key=(s["subject"], attr, s["scope"]), value=s["value"], pol=s["pol"],
                         t=parse(s["when"]), label=s["cls"], text=s["text"], family=None, version=None,
                         same=False))
    return mems, fam_by_name


def compute_truth(mems):
    groups = defaultdict(list)
    for m in mems:
        groups[m["key"]].append(m)
    pairs = []
    for key, g in groups.items():
        for m in g:
            newer = [n for n in g if n["t"] > m["t"] and (n["value"], n["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            tmin = min(n["t"] for n in newer)
            first = [n for n in newer if n["t"] == tmin]
            assert len(first) == 1, ("ambiguous replacement", key)
            r = first[0]
            pairs.append((m, r, "negation" if r["pol"] != m["pol"] else "value"))
    return pairs


def check(mems, fam_by_name, pairs):
    texts = [m["text"] for m in mems]
    dup = [t for t, c in Counter(texts).items() if c > 1]
    assert not dup, dup
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(id(a))
        in_pair.add(id(b))
    for m in mems:
        if m["label"]:
            assert id(m) not in in_pair, ("labelled memory in a pair", m["text"])
        else:
            assert id(m) in in_pair, ("unlabelled memory not in a pair", m["text"])
        assert m["label"] is None or m["label"] in CLASSES
    fam_keys = {}
    for f in FAMILIES:
        k = (f["subject"], f["attribute"], f["scope"])
        assert k not in fam_keys, ("two families on one key", k)
        fam_keys[k] = f["name"]
        ts = [parse(v["when"]) for v in f["versions"]]
        assert len(set(ts)) == len(ts), ("order times within family not distinct", f["name"])
        assert ts == sorted(ts), ("versions out of order", f["name"])
        assert len(ts) >= 2
    for m in mems:
        if m["label"] in ("format_variant", "elaboration", "confirmation"):
            f = fam_by_name[m["family"]]
            last = f["versions"][-1]
            assert m["t"] > parse(last["when"]), ("attached not after last version", m["text"])
            assert (m["value"], m["pol"]) == (last["value"], last["pol"])
        elif m["label"] is not None:
            assert m["key"] not in fam_keys, ("standalone on a family key", m["text"])
    # standalone keys: only static and equal_time may share a key
    sk = Counter(m["key"] for m in mems if m["family"] is None)
    for m in mems:
        if m["family"] is None and sk[m["key"]] > 1:
            assert m["label"] in ("static", "equal_time"), m["text"]
    # equal_time: pairs at one time with different values
    et = defaultdict(list)
    for m in mems:
        if m["label"] == "equal_time":
            et[m["key"]].append(m)
    assert len(et) == 6
    for k, g in et.items():
        assert len(g) == 2 and g[0]["t"] == g[1]["t"] and g[0]["value"] != g[1]["value"], k
    for m in mems:
        if m["label"] == "static" and sk[m["key"]] > 1:
            assert len({(x["value"], x["pol"]) for x in mems if x["key"] == m["key"]}) == 1


def assign(mems):
    rng = random.Random(SEED)
    n = len(mems)
    order = list(range(n))
    nb = round(BACKFILL_SHARE * n)
    back = set(rng.sample(order, nb))
    session = [i for i in order if i in back]
    rng.shuffle(session)
    t = SESSION_START
    for i in session:
        t = t + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created_at"] = t
        mems[i]["observed_at"] = mems[i]["t"]
    for i in order:
        if i not in back:
            mems[i]["created_at"] = mems[i]["t"]
            mems[i]["observed_at"] = None
    ids = list(range(n))
    rng.shuffle(ids)
    for num, i in enumerate(ids, 1):
        mems[i]["id"] = "%s-%03d" % (PREFIX, num)
    file_order = list(range(n))
    rng.shuffle(file_order)
    sess = sorted(mems[i]["created_at"] for i in session)
    assert (sess[-1] - sess[0]).total_seconds() < 3600
    assert sess[0].date() == sess[-1].date()
    for m in mems:
        assert m["created_at"] < LIMIT
        if m["observed_at"] is not None:
            assert m["observed_at"] < m["created_at"] and m["observed_at"] < LIMIT
        order_t = m["observed_at"] if m["observed_at"] is not None else m["created_at"]
        assert order_t == m["t"]
    return [mems[i] for i in file_order]


def stats_text(mems, pairs):
    out = []
    fams = Counter(len(f["versions"]) for f in FAMILIES)
    reasons = Counter(r for _, _, r in pairs)
    nback = sum(1 for m in mems if m["observed_at"] is not None)
    labels = Counter(m["label"] for m in mems if m["label"])
    repl = {id(b): b for _, b, _ in pairs}
    same = sum(1 for b in repl.values() if b["same"])
    tagc = Counter(t for f in FAMILIES for t in f["tags"])
    out.append("memories                 %4d" % len(mems))
    out.append("  backfilled             %4d" % nback)
    out.append("  live                   %4d" % (len(mems) - nback))
    out.append("changing families        %4d" % len(FAMILIES))
    for k in sorted(fams):
        out.append("  %d versions             %4d" % (k, fams[k]))
    out.append("true pairs               %4d" % len(pairs))
    out.append("  value                  %4d" % reasons["value"])
    out.append("  negation               %4d" % reasons["negation"])
    out.append("replacement memories     %4d  (reworded %d, same line value swapped %d)" %
               (len(repl), len(repl) - same, same))
    out.append("labelled negatives       %4d" % sum(labels.values()))
    for c in CLASSES:
        out.append("  %-22s %4d" % (c, labels[c]))
    out.append("family features")
    for t in ["moveback", "interior_confirmation", "negation_restart", "negation_stop", "names_old",
              "relative_date", "unit_change", "handover_other_fact"]:
        out.append("  %-22s %4d" % (t, tagc[t]))
    return "\n".join(out)


def list_text(mems):
    rows = []
    for m in sorted(mems, key=lambda x: x["id"]):
        rows.append("%s  %s  %-17s  %s | %s | %s  value=%s  pol=%s  %s" % (
            m["id"], iso(m["t"]), m["label"] or "-", m["key"][0], m["key"][1], m["key"][2], m["value"],
            m["pol"], "backfilled" if m["observed_at"] is not None else "live"))
    return "\n".join(rows)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, fam_by_name = build()
    pairs = compute_truth(mems)
    check(mems, fam_by_name, pairs)
    mems = assign(mems)
    if argv and argv[0] == "--stats":
        print(stats_text(mems, pairs))
        return 0
    if argv and argv[0] == "--list":
        print(list_text(mems))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8") as fh:
        for m in mems:
            o = {"id": m["id"], "content": m["text"], "created_at": iso(m["created_at"])}
            if m["observed_at"] is not None:
                o["observed_at"] = iso(m["observed_at"])
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8") as fh:
        for a, b, r in sorted(pairs, key=lambda p: (p[0]["id"], p[1]["id"])):
            fh.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for m in sorted((m for m in mems if m["label"]), key=lambda x: x["id"]):
            fh.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
