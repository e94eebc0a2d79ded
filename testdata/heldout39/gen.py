#!/usr/bin/env python3
"""heldout39 - blind labelled supersession data set (register: bus and coach depot log).

python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  print counts, write nothing
python3 gen.py --list   print every memory, write nothing
Everything is held in the tables below; truth is computed from the tables, never from text.
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 3929
PREFIX = "h39-"
CUTOFF = dt.datetime(2026, 12, 1, 0, 0, 0)
SESSION_START = dt.datetime(2026, 11, 26, 9, 4, 0)
LIVE_FRACTION = 0.25

# ---------------------------------------------------------------------------
# FAMILIES: one changing fact each.  key = (subject, attribute, scope)
# versions: (when, value_key, polarity, text, flags)
#   when  = "YYYY-MM-DD" (time of day drawn from the seeded rng) or "YYYY-MM-DD HH:MM"
#   flags = "same"  -> replacement is the same record line with the value swapped
#           "rel:Tue" -> text gives a relative date; value must equal next <weekday> after the order date
# attach: labelled memories on the family key after the last version (carry last value/polarity)
# tags:   hard-case tags used for the stats / README
# ---------------------------------------------------------------------------


def V(when, value, pol, text, flags=""):
    return (when, value, pol, text, flags)


FAMILIES = [
    dict(name="F01", key=("route 14", "first departure", "weekdays"), tags=[], versions=[
        V("2025-01-06", "05:42", "+", "Route 14 - first bus 05:42 from Ashgill Bus Stn (Mon-Fri)"),
        V("2025-08-29", "05:55", "+", "Route 14 - first bus 05:55 from Ashgill Bus Stn (Mon-Fri)", "same"),
        V("2026-04-17", "06:05", "+", "14s from Monday: first one off Ashgill bus stn is 6.05 weekdays, duty board updated"),
    ], attach=[("format_variant", "2026-05-02", "Rt 14 M-F first dep 0605 Ashgill BS")]),

    dict(name="F02", key=("fleet 2207", "depot allocation", "-"), tags=["from_to", "moveback"], versions=[
        V("2024-11-12", "ashgill", "+", "Fleet no: 2207\nReg: PK19 HVD\nType: double deck\nDepot: Ashgill"),
        V("2025-03-03", "pellbridge", "+", "Moved 2207 from Ashgill to Pellbridge to cover the extra X7 workings."),
        V("2025-08-18 07:50", "ashgill", "+", "PK19 HVD back at Ashgill as of this morning, Pellbridge returned it after the summer cut"),
        V("2026-02-09", "skellow", "+", "Allocation change w/c 9 Feb: 2207 -> Skellow outstation"),
    ], attach=[("elaboration", "2026-03-01",
                "2207 settled in at Skellow outstation - parks in bay 4 overnight, runs to Ashgill Tue and Fri for fuel and a wash")]),

    dict(name="F03", key=("fleet 2211", "status", "-"), tags=[], versions=[
        V("2025-05-14", "off road", "+", "2211 VOR - nearside front door fault, waiting on an actuator"),
        V("2025-05-20", "in service", "+", "Fleet no: 2211\nStatus: in service\nWork done: door actuator replaced"),
    ], attach=[]),

    dict(name="F04", key=("route x7", "operating depot", "-"), tags=["moveback"], versions=[
        V("2024-09-02", "pellbridge", "+", "Route X7 (Pellbridge - Dunmere express)\nDepot: Pellbridge\nDays: Mon-Sat"),
        V("2025-06-27", "morrow lane", "+", "From Mon 30 June the Dunmere express runs out of Morrow Lane, drivers transfer with it"),
        V("2026-01-09", "pellbridge", "+", "X7 going back to Pellbridge dep from 12 Jan, Morrow Lane short of space"),
    ], attach=[("confirmation", "2026-06-15",
                "Checked with scheduling: the X7 remains a Pellbridge route for the summer timetable")]),

    dict(name="F05", key=("ashgill depot", "depot manager", "-"), tags=[], versions=[
        V("2024-06-03", "marion haskett", "+", "Depot manager, Ashgill: Marion Haskett (ext 201)"),
        V("2025-10-02", "gus pellow", "+", "Marion Haskett retires Fri 3 Oct. Gus Pellow is Ashgill DM from Mon 6th - direct line unchanged."),
        V("2026-07-10", "nadia crewe", "+", "New Ashgill depot manager is Nadia Crewe, started this week; Gus has gone to group engineering"),
    ], attach=[("elaboration", "2026-08-03",
                "Nadia Crewe (Ashgill DM) - in Mon-Thu, Fridays at Pellbridge for the fleet review, mobile number on the board")]),

    dict(name="F06", key=("fleet 3105", "annual test date", "-"), tags=["interior_confirmation", "relative_date"], versions=[
        V("2026-01-20", "2026-03-14", "+", "3105 - MOT due 14/03/2026"),
        V("2026-02-16", "2026-03-14", "+", "DVSA booking confirmed: E-bus 3105 annual test on 14 March at Pellbridge ATF"),
        V("2026-03-05", "2026-03-10", "+", "3105's test has been moved to next Tuesday, DVSA cancelled the Saturday slot", "rel:Tue"),
    ], attach=[]),

    dict(name="F07", key=("route 22", "calls at carrowfield hospital", "mon-sat"), tags=["negation", "stop_restart"], versions=[
        V("2024-10-07", "carrowfield hospital", "+", "Route 22 serves Carrowfield Hospital (main entrance) on every Mon-Sat journey"),
        V("2025-04-14", "carrowfield hospital", "-", "22s no longer calling at the hospital from today - Lyle Road shut for drainage works, stop suspended"),
        V("2025-07-21", "carrowfield hospital", "+", "Carrowfield Hosp stop back in use for the 22, Lyle Rd reopened"),
    ], attach=[]),

    dict(name="F08", key=("route n2", "operates", "fri-sat nights"), tags=["negation", "stop_restart"], versions=[
        V("2024-05-10", "n2 service", "+", "N2 night bus: Fri and Sat nights, Pellbridge - Dunmere"),
        V("2025-01-03", "n2 service", "-", "Council funding ended - N2 withdrawn after Sat 4 Jan, drivers back on the spare list"),
        V("2025-08-22", "n2 service", "+", "Good news: the N2 is coming back. Tender won, first night Fri 5 Sept."),
    ], attach=[("confirmation", "2026-02-27",
                "N2 still running Fri/Sat nights, county have extended the contract another year")]),

    dict(name="F09", key=("coach 504", "wheelchair lift working", "-"), tags=["negation", "stop_restart"], versions=[
        V("2025-02-11", "wheelchair lift", "+", "Coach 504 - wheelchair lift serviced and working, OK for accessible hires"),
        V("2025-06-02", "wheelchair lift", "-", "504's lift is u/s, do NOT put it on accessible private hires until further notice"),
        V("2025-06-24", "wheelchair lift", "+", "Lift on 504 repaired by the Halcyon Lifts engineer, it's back on the accessible list"),
    ], attach=[]),

    dict(name="F10", key=("route 9", "operates", "sundays"), tags=["negation", "stop_restart"], versions=[
        V("2024-04-07", "sunday service", "+", "Route 9 - Sundays: hourly, Ashgill - Lintwhistle"),
        V("2024-10-28", "sunday service", "-", "No Sunday service on the 9 from 3 Nov (winter timetable)"),
        V("2025-04-04", "sunday service", "+", "Sunday 9s back for the summer from 6 April"),
        V("2025-10-24", "sunday service", "-", "Route 9 Sunday journeys withdrawn again, and for good according to the council"),
    ], attach=[("confirmation", "2026-04-02",
                "Still no Sunday 9s - checked the new summer timetable, nothing shown")]),

    dict(name="F11", key=("declan bray", "cpc valid", "-"), tags=["negation"], versions=[
        V("2025-03-17", "driver cpc", "+", "Dvr Declan Bray - DQC/CPC valid, card checked"),
        V("2026-05-08", "driver cpc", "-", "Declan Bray's CPC has lapsed (35 hrs not done). Not to be rostered on PSV work until renewed."),
    ], attach=[("confirmation", "2026-06-01",
                "Declan still hasn't got his CPC back, he stays on yard shunting for now")]),

    dict(name="F12", key=("fennick green stop", "in use", "route 3"), tags=["negation"], versions=[
        V("2024-08-19", "fennick green stop", "+", "Route 3: Fennick Green stop (outside the chapel) in use both directions"),
        V("2025-11-03", "fennick green stop", "-", "Fennick Green stop closed permanently - council removed the pole. Use Fennick Church instead."),
    ], attach=[]),

    dict(name="F13", key=("pellbridge depot", "ev charging available", "-"), tags=["negation"], versions=[
        V("2025-01-15", "ev charging", "-", "No charging at Pellbridge yet, E-Sprites have to go back to Ashgill to charge"),
        V("2025-09-09", "ev charging", "+", "Pellbridge chargers commissioned today - E-Sprites can be based there from next week"),
    ], attach=[("confirmation", "2026-03-09",
                "Pellbridge chargers still fine after the winter, no faults logged")]),

    dict(name="F14", key=("route x12", "accepts county rover", "-"), tags=["negation"], versions=[
        V("2024-12-02", "county rover", "+", "County Rover tickets valid on the X12"),
        V("2026-03-30", "county rover", "-", "From 1 April the County Rover is NOT accepted on the X12 (commercial route now). Tell drivers."),
    ], attach=[]),

    dict(name="F15", key=("route 41", "terminus", "mon-sat"), tags=["moveback"], versions=[
        V("2024-07-01", "dunmere market place", "+", "Route 41 - terminates Dunmere Market Place"),
        V("2025-02-24", "dunmere rail station", "+", "41s now terminating at Dunmere Rail Station, Market Place stand taken for the market extension"),
        V("2025-09-12", "dunmere market place", "+", "Market Place stand's back, so the 41 finishes there again from Monday"),
    ], attach=[("elaboration", "2025-10-06",
                "41 terminus Dunmere Market Place, stand B outside the Corn Exchange, 8 min layover before the return")]),

    dict(name="F16", key=("pellbridge depot", "tyre contractor", "-"), tags=["from_to", "moveback"], versions=[
        V("2024-03-04", "treadline tyres", "+", "Tyre contract, Pellbridge depot: Treadline Tyres"),
        V("2024-11-18", "roadgrip", "+", "Pellbridge tyre contract has gone to Roadgrip from 1 Dec, Treadline finish end of Nov"),
        V("2025-05-06", "treadline tyres", "+", "Switched Pellbridge tyres from Roadgrip back to Treadline - Roadgrip missed too many callouts"),
        V("2025-12-01", "haulmark tyre services", "+", "Tyre contract, Pellbridge depot: Haulmark Tyre Services", "same"),
        V("2026-06-22", "roadgrip", "+", "Pellbridge on Roadgrip again for tyres from 1 July (group deal)"),
    ], attach=[("confirmation", "2026-07-20",
                "Roadgrip confirmed as Pellbridge tyre supplier for 2026-27, contract signed")]),

    dict(name="F17", key=("route x12", "single fare", "adult"), tags=["interior_confirmation"], versions=[
        V("2025-01-06", "3.20", "+", "X12 adult single: \u00a33.20"),
        V("2025-04-07", "3.20", "+", "April fare review done - X12 single stays at \u00a33.20"),
        V("2025-10-13", "3.50", "+", "Fares update: Carrowfield-Skellow X12 adult single goes up to \u00a33.50"),
    ], attach=[]),

    dict(name="F18", key=("morrow lane depot", "night controller", "-"), tags=["interior_confirmation"], versions=[
        V("2025-03-10", "lorna fyfe", "+", "Night controller, Morrow Lane: Lorna Fyfe"),
        V("2025-09-01", "lorna fyfe", "+", "Lorna still doing ML nights, rota unchanged after the review"),
        V("2026-02-02", "dariusz wenc", "+", "Darek Wenc takes over Morrow Lane nights permanently from 2 Feb; Lorna to days"),
    ], attach=[("elaboration", "2026-03-16",
                "Darek (D. Wenc) on ML nights 22:00-06:30 Sun-Thu, radio call sign ML Control, keys to the fuel island in the safe")]),

    dict(name="F19", key=("pellshire cc", "tender clarification meeting", "route 650 contract"), tags=["relative_date"], versions=[
        V("2026-09-14", "2026-09-22", "+", "Tender clarification meeting with Pellshire CC re the 650 school contract: Tue 22/09, County Hall, 10:00"),
        V("2026-09-18", "2026-09-24", "+", "County have moved the 650 tender meeting to next Thursday, same time and room", "rel:Thu"),
    ], attach=[]),

    dict(name="F20", key=("route 3", "single fare", "child"), tags=["unit_change"], versions=[
        V("2025-01-06", "0.95", "+", "Route 3 child single 95p"),
        V("2026-01-05", "1.10", "+", "Child fares on the 3 go to \u00a31.10 from January"),
    ], attach=[("format_variant", "2026-02-09", "Rt 3 - child single = 110p")]),

    dict(name="F21", key=("e-sprite fleet", "safety inspection interval", "-"), tags=["unit_change"], versions=[
        V("2025-02-03", "28 days", "+", "Safety inspection interval, E-Sprite fleet (3101-3108): 28 days"),
        V("2025-11-17", "42 days", "+", "DVSA happy with it - E-Sprites move to 6-weekly safety inspections from the next cycle"),
    ], attach=[("format_variant", "2026-01-12", "E-Sprite PMI frequency: every 42 days")]),

    dict(name="F22", key=("fleet 2214", "status", "-"), tags=["handover_other"], versions=[
        V("2025-10-20", "off road", "+", "2214 at Kestrel Bodyworks for the rear panel after the bollard strike - VOR"),
        V("2025-10-29 21:40", "in service", "+",
          "Late handover (RT): 2214 back from Kestrel, checked over and in service. Owain off sick rest of week, duty 19 covered by spare."),
    ], attach=[]),

    dict(name="F23", key=("duty 31 ashgill", "driver", "-"), tags=["handover_other"], versions=[
        V("2025-06-09", "terry gosnold", "+", "Duty 31 (Ashgill, route 14 earlies): Terry Gosnold"),
        V("2025-12-08 13:55", "agnieszka pilch", "+",
          "Handover early turn 08/12 - duty 31 is Aga's permanently now (swapped with Terry, Gus OK'd it). 3102 charger fault logged with Voltrax, ref 5521."),
    ], attach=[]),

    dict(name="F24", key=("route 3", "frequency", "daytime mon-sat"), tags=[], versions=[
        V("2024-05-20", "20 min", "+", "Route 3 - every 20 mins daytime Mon-Sat"),
        V("2025-01-06", "30 min", "+", "Route 3 - every 30 mins daytime Mon-Sat", "same"),
        V("2025-09-01", "15 min", "+", "3s are back up to every 15 minutes in the day from September, extra bus out of Ashgill"),
    ], attach=[("format_variant", "2025-10-14", "Rt 3 daytime headway: 4 bph (Mon-Sat)")]),

    dict(name="F25", key=("fleet 2219", "allocated route", "-"), tags=[], versions=[
        V("2025-03-24", "route 22", "+", "2219 allocated to route 22"),
        V("2025-08-11", "route x7", "+", "Putting 2219 onto the X7 - it's the one with the high-back seats"),
    ], attach=[]),

    dict(name="F26", key=("route 650", "vehicle", "-"), tags=["from_to"], versions=[
        V("2025-09-01", "coach 501", "+", "School contract 650 (Hobb's Cross - Carrowfield High): coach 501"),
        V("2026-01-05", "coach 508", "+", "Switched the 650 school run from coach 501 to 508 for the new term"),
    ], attach=[("elaboration", "2026-01-20",
                "650 school run is coach 508 - 53 seats, all with belts, CCTV fitted, parks at Skellow overnight")]),

    dict(name="F27", key=("route 650", "pickup hobb's cross", "term time"), tags=[], versions=[
        V("2025-09-01", "07:45", "+", "650 pick-up Hobb's Cross (The Green) 07:45"),
        V("2025-11-10", "07:35", "+", "School asked for it earlier - the 650 now leaves Hobb's Cross at 07:35"),
        V("2026-04-20", "07:40", "+", "650 AM: Hobb's Cross 07.40 from after Easter (road layout changed)"),
    ], attach=[("elaboration", "2026-05-11",
                "650 AM pick-up 07:40 at Hobb's Cross, stop on The Green opposite the Plough, usually 12-14 pupils")]),

    dict(name="F28", key=("ashgill depot", "early controller", "weekdays"), tags=[], versions=[
        V("2024-09-09", "rhiannon tabb", "+", "Early controller, Ashgill (Mon-Fri): Rhiannon Tabb"),
        V("2025-07-14", "yusuf hanlon", "+", "Rhi's moved to lates, so Ashgill weekday earlies are Yusuf Hanlon from the next rota"),
    ], attach=[]),

    dict(name="F29", key=("pellshire cc", "tender officer", "-"), tags=[], versions=[
        V("2024-02-12", "imogen sallis", "+", "Council tender contact (Pellshire CC passenger transport): Imogen Sallis"),
        V("2025-05-12", "hal brennock", "+", "Imogen has left the county - tender queries go to Hal Brennock now"),
    ], attach=[("format_variant", "2025-06-30", "PCC PT tenders - H. Brennock")]),

    dict(name="F30", key=("coach 508", "status", "-"), tags=["moveback"], versions=[
        V("2025-04-01", "off road", "+", "Fleet no: 508\nReg: YR17 OLK\nType: coach\nStatus: VOR - gearbox"),
        V("2025-04-22", "in service", "+", "508 back on the road after the gearbox job, did the Dunmere hire Saturday no issues"),
        V("2026-06-08", "off road", "+", "508 OOS - failed brake test at Pellbridge ATF, parked up"),
    ], attach=[("confirmation", "2026-06-20", "508 still off the road, brake parts on back order")]),

    dict(name="F31", key=("route x7", "pvr", "weekdays"), tags=[], versions=[
        V("2024-09-02", "6", "+", "X7 PVR 6 (Mon-Fri)"),
        V("2025-03-03", "7", "+", "X7 PVR 7 (Mon-Fri)", "same"),
    ], attach=[]),

    dict(name="F32", key=("route x7", "running time", "weekday peak"), tags=["unit_change"], versions=[
        V("2025-01-06", "55 min", "+", "X7 running time Pellbridge-Dunmere: 55 min peak"),
        V("2025-09-01", "65 min", "+", "X7 peak journeys now timetabled at 1h 05m end to end, roadworks at Skellow bridge"),
    ], attach=[]),

    dict(name="F33", key=("sunita korrie", "rota line", "-"), tags=[], versions=[
        V("2024-10-28", "7", "+", "S. Korrie - rota line 7 (Ashgill)"),
        V("2025-10-27", "12", "+", "S. Korrie - rota line 12 (Ashgill)", "same"),
        V("2026-03-02", "4", "+", "Sunita's swapped onto line 4 from March, she wanted the earlies"),
    ], attach=[("confirmation", "2026-05-25", "Sunita Korrie still line 4, confirmed on the new rota sheet")]),

    dict(name="F34", key=("bev strand", "home depot", "-"), tags=[], versions=[
        V("2024-03-11", "pellbridge", "+", "Bev Strand - Pellbridge driver"),
        V("2025-06-16", "skellow", "+", "Bev's transferred to Skellow outstation (closer to home), starts Monday"),
    ], attach=[("elaboration", "2025-07-07",
                "Bev Strand now Skellow-based: signs on 06:30 most days, mostly rail replacement and school work out of there")]),

    dict(name="F35", key=("skellow outstation", "fuel delivery day", "-"), tags=[], versions=[
        V("2025-02-04", "tuesday", "+", "Skellow fuel delivery: Tuesdays"),
        V("2025-10-07", "thursday", "+", "Skellow fuel delivery: Thursdays", "same"),
    ], attach=[]),

    dict(name="F36", key=("ashgill depot", "bulk diesel price", "-"), tags=[], versions=[
        V("2025-01-02", "112.4p/l", "+", "Bulk diesel contract Ashgill: 112.4p/L"),
        V("2025-07-01", "108.9p/l", "+", "Diesel contract price at Ashgill comes down to 108.9p per litre from July"),
        V("2026-01-02", "115.1p/l", "+", "Bulk diesel contract Ashgill: 115.1p/L", "same"),
    ], attach=[("format_variant", "2026-02-02", "Ashgill bulk diesel: \u00a31.151 a litre (contract rate)")]),

    dict(name="F37", key=("fleet 3105", "charging window", "weekdays"), tags=[], versions=[
        V("2025-09-22", "22:00-05:00", "+", "3105 charging window: 22:00-05:00"),
        V("2026-02-23", "23:30-05:30", "+", "Moved YT23 EKC's overnight charge to 23:30-05:30 to stay on the cheap tariff"),
    ], attach=[]),

    dict(name="F38", key=("pellbridge depot", "cleaning contractor", "-"), tags=["from_to"], versions=[
        V("2024-04-02", "brightwash cleaning", "+", "Cleaning contract (Pellbridge): Brightwash Cleaning Ltd, nightly interiors"),
        V("2025-04-01", "spruce & shine", "+", "Changed the Pellbridge cleaning contractor from Brightwash to Spruce & Shine - Brightwash wanted 20% more"),
        V("2026-04-01", "in-house", "+", "Pellbridge cleaning brought in-house from 1 April, two cleaners on nights"),
    ], attach=[("elaboration", "2026-04-27",
                "Pellbridge cleaning is in-house: Mags and Dev, 22:00-04:00, interiors nightly, exteriors through the wash Weds")]),

    dict(name="F39", key=("route 41", "diversion", "mill st closure"), tags=[], versions=[
        V("2025-03-10", "via station road", "+", "DIVERSION Rt 41: Mill St closed - buses via Station Road, missing Mill St stops both ways"),
        V("2025-03-12", "via tanner's lane", "+", "41 diversion changed, it's now via Tanner's Lane. Station Rd no good for the deckers"),
    ], attach=[]),

    dict(name="F40", key=("route 14", "last departure", "weekdays"), tags=[], versions=[
        V("2025-01-06", "23:15", "+", "Route 14 - last bus 23:15 from Ashgill Bus Stn (Mon-Fri)"),
        V("2025-08-29", "22:40", "+", "14s finishing earlier from September, last one out of Ashgill is 22:40 Mon to Fri"),
    ], attach=[]),

    dict(name="F41", key=("coach 504", "depot allocation", "-"), tags=[], versions=[
        V("2024-12-09", "morrow lane", "+", "Coach 504 / Reg YR17 OLM / allocated Morrow Lane (private hire)"),
        V("2025-08-04", "pellbridge", "+", "504 transferred to Pellbridge for the rail replacement work"),
    ], attach=[]),

    dict(name="F42", key=("kestrel bodyworks", "contact", "-"), tags=[], versions=[
        V("2025-02-10", "sean albery", "+", "Kestrel Bodyworks contact: Sean Albery, 01632 960412"),
        V("2025-11-24", "priya lund", "+", "Kestrel's new workshop manager is Priya Lund, Sean's left. Same number."),
    ], attach=[("elaboration", "2026-01-13",
                "Priya Lund at Kestrel (workshop mgr) - wants photos of the damage emailed before anything's booked in, slots Tue-Thu")]),

    dict(name="F43", key=("ashgill depot", "traffic office phone", "-"), tags=[], versions=[
        V("2024-06-03", "01632960214", "+", "Ashgill traffic office: 01632 960214"),
        V("2025-06-09", "01632960230", "+", "Ashgill traffic office: 01632 960230", "same"),
    ], attach=[("format_variant", "2025-07-21", "Ashgill TO tel. (01632) 960 230")]),

    dict(name="F44", key=("route 9", "frequency", "weekdays"), tags=[], versions=[
        V("2024-04-07", "30 min", "+", "Route 9 - Mon-Fri: every 30 min, Ashgill - Lintwhistle"),
        V("2025-04-04", "40 min", "+", "Route 9 - Mon-Fri: every 40 min, Ashgill - Lintwhistle", "same"),
    ], attach=[]),

    dict(name="F45", key=("lintwhistle stop", "location", "route 9"), tags=[], versions=[
        V("2024-04-08", "outside post office", "+", "Route 9 Lintwhistle terminus stop: outside the Post Office, Main St"),
        V("2025-07-07", "outside pryce's bakery", "+", "Lintwhistle stop for the 9 relocated to outside Pryce's bakery, 50 yds up"),
    ], attach=[]),

    dict(name="F46", key=("fleet 3102", "depot allocation", "-"), tags=[], versions=[
        V("2024-12-02", "ashgill", "+", "Fleet no: 3102\nReg: YT23 EKA\nType: E-Sprite electric single deck\nDepot: Ashgill"),
        V("2025-09-15", "pellbridge", "+", "3102 is a Pellbridge bus now, chargers there are live"),
        V("2026-05-18", "morrow lane", "+", "Allocation: 3102 -> Morrow Lane (w/c 18 May)"),
    ], attach=[("elaboration", "2026-06-08",
                "3102 at Morrow Lane - charges on the bay 2 charger, mostly on the 22s, spare key in the traffic office")]),

    dict(name="F47", key=("fleet 3105", "depot allocation", "-"), tags=[], versions=[
        V("2024-12-02", "ashgill", "+", "Fleet no: 3105\nReg: YT23 EKC\nType: E-Sprite electric single deck\nDepot: Ashgill"),
        V("2025-09-15", "pellbridge", "+", "E-bus 3105 transferred Ashgill -> Pellbridge today"),
    ], attach=[("confirmation", "2026-04-06", "3105 still based at Pellbridge after the allocation review")]),

    dict(name="F48", key=("hire carrowfield rfc", "pickup time", "2025-09-13"), tags=[], versions=[
        V("2025-08-20", "11:30", "+", "Private hire: Carrowfield RFC to Dunmere, Sat 13 Sept, pick-up 11:30 clubhouse, 49 seats"),
        V("2025-09-10", "10:45", "+", "Rugby club hire Saturday - they want collecting at 10:45 now, kick-off's been moved"),
    ], attach=[]),

    dict(name="F49", key=("route x12", "first departure", "weekdays"), tags=[], versions=[
        V("2025-01-06", "06:20", "+", "X12 - first dep Carrowfield 06:20"),
        V("2025-10-13", "06:05", "+", "X12 - first dep Carrowfield 06:05", "same"),
    ], attach=[("format_variant", "2025-11-03", "X12 first departure from Carrowfield: 6.05am")]),

    dict(name="F50", key=("morrow lane depot", "depot manager", "-"), tags=["moveback"], versions=[
        V("2024-02-05", "tevin oduya", "+", "Morrow Lane DM: Tevin Oduya"),
        V("2025-01-13", "phil marrock", "+", "Tevin's off on long-term sick; Phil Marrock acting DM at Morrow Lane until further notice"),
        V("2025-05-30", "tevin oduya", "+", "T. Oduya back and resuming as depot manager Morrow Lane from 2 June"),
    ], attach=[("elaboration", "2025-06-23",
                "Tevin Oduya, Morrow Lane depot manager - office above the workshop, in 07:00-15:30, also looks after Skellow outstation")]),

    dict(name="F51", key=("pellbridge depot", "depot manager", "-"), tags=[], versions=[
        V("2024-02-05", "gus pellow", "+", "Depot manager, Pellbridge: Gus Pellow"),
        V("2025-10-06", "joanne strickett", "+", "Joanne Strickett is Pellbridge DM from today, replacing Gus Pellow"),
    ], attach=[]),

    dict(name="F52", key=("route 22", "first departure", "saturdays"), tags=[], versions=[
        V("2025-01-06", "06:50", "+", "Route 22 Sat: first bus 06:50 Pellbridge Interchange"),
        V("2025-09-01", "07:20", "+", "Route 22 Sat: first bus 07:20 Pellbridge Interchange", "same"),
    ], attach=[]),

    dict(name="F53", key=("etm fleet", "firmware version", "-"), tags=[], versions=[
        V("2025-03-03", "4.2.1", "+", "ETM firmware: all depots on v4.2.1"),
        V("2025-08-26", "4.3.0", "+", "ETMs updated overnight to 4.3.0 - contactless capping works now"),
    ], attach=[("confirmation", "2026-01-26", "ETMs remain on 4.3.0, the 4.4 update is on hold")]),

    dict(name="F54", key=("route 3", "operating depot", "-"), tags=[], versions=[
        V("2024-05-20", "ashgill", "+", "Route 3 (Ashgill - Fennick - Hobb's Cross) operated by Ashgill"),
        V("2025-11-03", "skellow", "+", "Route 3 moves to Skellow outstation from November, 4 buses go with it"),
    ], attach=[]),

    dict(name="F55", key=("route x7", "adult return fare", "standard"), tags=[], versions=[
        V("2024-09-02", "5.80", "+", "X7 adult return \u00a35.80"),
        V("2025-04-07", "6.20", "+", "X7 return up 40p to \u00a36.20 in the April review"),
        V("2026-04-06", "6.50", "+", "X7 adult return \u00a36.50", "same"),
    ], attach=[("format_variant", "2026-05-04", "X7 adult rtn: 650p")]),

    dict(name="F56", key=("duty 14 ashgill", "sign-on time", "weekdays"), tags=[], versions=[
        V("2025-01-06", "05:12", "+", "Duty 14 sign on 05:12 Ashgill"),
        V("2025-08-29", "05:25", "+", "Duty 14 sign on 05:25 Ashgill", "same"),
    ], attach=[]),

    dict(name="F57", key=("ashgill depot", "bodywork contractor", "-"), tags=[], versions=[
        V("2024-06-03", "kestrel bodyworks", "+", "Bodywork repairs, Ashgill depot: Kestrel Bodyworks"),
        V("2025-11-24", "ferrant panelcraft", "+", "Ashgill body repairs go to Ferrant Panelcraft now, Kestrel took three weeks over 2214"),
    ], attach=[("elaboration", "2025-12-15",
                "Ferrant Panelcraft doing Ashgill bodywork - they collect from the yard, 5-day turnaround, invoices to the DM's office")]),

    dict(name="F58", key=("route 41", "frequency", "weekdays"), tags=[], versions=[
        V("2024-07-01", "60 min", "+", "41 every hour Mon-Fri"),
        V("2025-09-15", "30 min", "+", "Route 41 goes half-hourly weekdays from 15 Sept - council paying for the extra bus"),
    ], attach=[("format_variant", "2025-10-20", "Rt 41 Mon-Fri: 2 buses an hour")]),

    dict(name="F59", key=("fleet 2216", "status", "-"), tags=[], versions=[
        V("2026-02-17 07:20", "off road", "+", "2216 VOR, coolant leak, Phil's looking at it"),
        V("2026-02-18 12:05", "in service", "+", "2216 fixed - it was a hose clip. Back in service for the afternoon peak"),
    ], attach=[]),

    dict(name="F60", key=("coach 501", "status", "-"), tags=[], versions=[
        V("2026-01-06", "off road", "+", "501 off road, seat belt anchorages failed inspection - don't use on school work"),
        V("2026-02-02", "in service", "+", "Coach 501 passed re-inspection, available for hires again"),
    ], attach=[]),

    dict(name="F61", key=("morrow lane depot", "ev charger count", "-"), tags=[], versions=[
        V("2025-03-03", "2", "+", "Morrow Lane: 2 x 60kW chargers installed"),
        V("2026-05-11", "4", "+", "ML charging is up to 4 chargers now the second phase has gone live"),
    ], attach=[("format_variant", "2026-06-01", "Morrow Lane chargers: four (60 kW each)")]),

    dict(name="F62", key=("route x12", "last departure", "weekdays"), tags=[], versions=[
        V("2025-01-06", "19:40", "+", "X12 last dep Skellow 19:40"),
        V("2026-03-30", "21:10", "+", "X12 last dep Skellow 21:10", "same"),
    ], attach=[("format_variant", "2026-04-20", "Last X12 out of Skellow 9.10pm weekdays")]),

    dict(name="F63", key=("callum reddish", "driver status", "-"), tags=[], versions=[
        V("2025-05-19", "trainee", "+", "Callum Reddish - trainee, not yet PCV licensed, no service work"),
        V("2025-08-15", "qualified", "+", "Callum passed his PCV test this morning! Can go on the rota from next week"),
    ], attach=[]),

    dict(name="F65", key=("route 22", "operating depot", "-"), tags=[], versions=[
        V("2024-10-07", "pellbridge", "+", "Route 22 run by Pellbridge depot"),
        V("2026-01-12", "morrow lane", "+", "Route 22 run by Morrow Lane depot", "same"),
    ], attach=[("confirmation", "2026-05-26", "22s remain at Morrow Lane, no change in the new schedules")]),

    dict(name="F66", key=("route x7", "departure stand", "dunmere rail station"), tags=[], versions=[
        V("2025-01-06", "stand c", "+", "X7 departs Dunmere Rail Stn stand C"),
        V("2025-06-16", "stand f", "+", "X7 moved to stand F at Dunmere station, C is kept for rail replacement"),
    ], attach=[]),

    dict(name="F67", key=("route 650", "driver", "-"), tags=[], versions=[
        V("2025-09-01", "owain pritt", "+", "650 driver (AM & PM): Owain Pritt"),
        V("2026-01-06", "bev strand", "+", "Bev Strand has the 650 from January, Owain's back on service work"),
    ], attach=[]),

    dict(name="F68", key=("coach fleet", "fuel card supplier", "-"), tags=[], versions=[
        V("2024-01-08", "fleetpoint", "+", "Fuel cards (coaches away from depot): Fleetpoint"),
        V("2025-07-01", "roadline card", "+", "Coach fuel cards switched over to Roadline Card from July, cut up the old ones"),
    ], attach=[]),

    dict(name="F69", key=("skellow outstation", "gate code", "-"), tags=[], versions=[
        V("2024-06-10", "4471", "+", "Skellow yard gate code: 4471"),
        V("2024-12-16", "8032", "+", "Skellow yard gate code: 8032", "same"),
        V("2025-06-23", "2659", "+", "Skellow yard gate code: 2659", "same"),
        V("2025-12-29", "7140", "+", "Gate code at Skellow changed again after the break-in - it's 7140"),
        V("2026-07-06", "5518", "+", "New code for the Skellow gate is 5518, don't write it on the duty cards"),
    ], attach=[]),

    dict(name="F70", key=("ashgill depot", "lead fitter", "-"), tags=["moveback"], versions=[
        V("2024-03-04", "phil marrock", "+", "Lead fitter, Ashgill: Phil Marrock"),
        V("2024-12-02", "kwame ashby-lyle", "+", "Kwame Ashby-Lyle now lead fitter at Ashgill, Phil over to Morrow Lane"),
        V("2025-08-04", "dionne mabry", "+", "Ashgill workshop - lead fitter: Dionne Mabry (Kwame on secondment to the EV project)"),
        V("2026-01-19", "kwame ashby-lyle", "+", "Kwame's back from the EV project and has his lead fitter job back at Ashgill"),
    ], attach=[("confirmation", "2026-04-13", "Kwame's still lead fitter at Ashgill, Dionne stays on as his second")]),

    dict(name="F71", key=("owain pritt", "rota line", "-"), tags=[], versions=[
        V("2024-10-28", "9", "+", "O. Pritt - rota line 9 (Ashgill)"),
        V("2025-10-27", "15", "+", "O. Pritt - rota line 15 (Ashgill)", "same"),
        V("2026-03-02", "3", "+", "O. Pritt - rota line 3 (Ashgill)", "same"),
    ], attach=[]),
]

# ---------------------------------------------------------------------------
# STANDALONE labelled negatives: (class, when or None, key, value, polarity, text)
# when None -> date drawn from the seeded rng
# ---------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: each value its own fact (key attribute carries the value)
    ("multi_valued", "2024-11-04", ("sunita korrie", "route signed for:14", "-"), "14", "+", "S. Korrie signed for route 14"),
    ("multi_valued", "2025-05-12", ("sunita korrie", "route signed for:x7", "-"), "x7", "+", "Sunita's now signed for the X7 as well"),
    ("multi_valued", "2025-09-08", ("sunita korrie", "route signed for:650", "-"), "650", "+", "Added the 650 to Sunita's route card"),
    ("multi_valued", "2024-07-15", ("skellow outstation", "keyholder:phil marrock", "-"), "phil marrock", "+", "Skellow keyholder: Phil Marrock"),
    ("multi_valued", "2025-06-30", ("skellow outstation", "keyholder:bev strand", "-"), "bev strand", "+", "Bev Strand's got a set of Skellow keys too now"),
    ("multi_valued", "2026-01-19", ("skellow outstation", "keyholder:owain pritt", "-"), "owain pritt", "+", "Owain added as another Skellow keyholder"),
    ("multi_valued", "2025-04-28", ("coach 508", "fitted equipment:cctv", "-"), "cctv", "+", "508 has CCTV fitted (4 cameras)"),
    ("multi_valued", "2025-05-06", ("coach 508", "fitted equipment:toilet", "-"), "toilet", "+", "508 also has a toilet - empty the cassette after long hires"),
    ("multi_valued", "2025-11-17", ("coach 508", "fitted equipment:usb sockets", "-"), "usb sockets", "+", "USB sockets added to 508 at the refit"),
    ("multi_valued", "2024-08-05", ("morrow lane hire desk", "regular client:carrowfield rfc", "-"), "carrowfield rfc", "+", "Regular hire client (ML desk): Carrowfield RFC"),
    ("multi_valued", "2025-02-17", ("morrow lane hire desk", "regular client:dunmere u3a", "-"), "dunmere u3a", "+", "Another regular for the ML hire desk - Dunmere U3A, monthly trips"),
    ("multi_valued", "2025-10-13", ("morrow lane hire desk", "regular client:pellbridge brass band", "-"), "pellbridge brass band", "+", "Pellbridge Brass Band added to the regulars list"),

    # scope_disjoint: same subject + attribute as a family, other scope
    ("scope_disjoint", "2026-04-17", ("route 14", "first departure", "sundays"), "07:10", "+", "Route 14 - first bus 07:10 from Ashgill Bus Stn (Sundays)"),
    ("scope_disjoint", "2025-05-05", ("route 22", "calls at carrowfield hospital", "sundays"), "carrowfield hospital", "-",
     "Sunday 22s run direct and don't call at Carrowfield Hospital - that's the normal Sunday pattern"),
    ("scope_disjoint", "2024-10-28", ("route 9", "operates", "saturdays"), "saturday service", "+", "Route 9 - Saturdays: half-hourly, Ashgill - Lintwhistle"),
    ("scope_disjoint", "2025-03-03", ("route 41", "terminus", "sundays"), "dunmere rail station", "+", "Sundays the 41 only goes as far as Dunmere Rail Station"),
    ("scope_disjoint", "2025-10-13", ("route x12", "single fare", "child"), "1.60", "+", "X12 child single: \u00a31.60"),
    ("scope_disjoint", "2025-09-01", ("route 3", "frequency", "evenings"), "60 min", "+", "Route 3 - evenings hourly after 19:00"),
    ("scope_disjoint", "2026-05-18", ("route 650", "pickup hobb's cross", "exam weeks"), "08:20", "+", "650 pick-up Hobb's Cross during exam weeks: 08:20 (late start)"),
    ("scope_disjoint", "2025-07-21", ("ashgill depot", "early controller", "weekends"), "rhiannon tabb", "+", "Ashgill weekend earlies (controller): Rhi Tabb"),
    ("scope_disjoint", "2026-03-02", ("fleet 3105", "charging window", "weekends"), "18:00-06:00", "+", "3105 weekends: charge 18:00-06:00, no early duty Sun"),
    ("scope_disjoint", "2025-03-10", ("route x7", "pvr", "saturdays"), "4", "+", "X7 PVR 4 on Saturdays"),
    ("scope_disjoint", "2025-09-08", ("route 22", "first departure", "sundays"), "08:40", "+", "Route 22 Sun: first bus 08:40 Pellbridge Interchange"),
    ("scope_disjoint", "2026-04-13", ("route x7", "adult return fare", "off-peak"), "5.20", "+", "X7 off-peak adult return \u00a35.20 (after 09:30)"),

    # different_subject: same attribute, another subject, mostly a value a family also has
    ("different_subject", "2025-09-01", ("route 3", "last departure", "weekdays"), "22:40", "+", "Route 3 - last bus 22:40 from Ashgill Bus Stn (Mon-Fri)"),
    ("different_subject", "2026-05-25", ("fleet 3104", "depot allocation", "-"), "morrow lane", "+", "Fleet no: 3104\nReg: YT23 EKB\nDepot: Morrow Lane"),
    ("different_subject", "2025-11-10", ("route 9", "operating depot", "-"), "skellow", "+", "Route 9 - depot: Skellow outstation"),
    ("different_subject", "2025-08-11", ("fleet 2209", "status", "-"), "off road", "+", "2209 VOR, door fault nearside front, parts ordered"),
    ("different_subject", "2025-09-29", ("pellbridge depot", "night controller", "-"), "lorna fyfe", "+", "Night controller, Pellbridge: Lorna Fyfe (covering)"),
    ("different_subject", "2025-10-20", ("route 41", "single fare", "adult"), "3.20", "+", "Route 41 adult single: \u00a33.20"),
    ("different_subject", "2025-06-02", ("morrow lane depot", "cleaning contractor", "-"), "spruce & shine", "+", "Cleaning contract (Morrow Lane): Spruce & Shine, nightly interiors"),
    ("different_subject", "2026-02-16", ("fleet 2212", "depot allocation", "-"), "skellow", "+", "Fleet 2212 moved up to Skellow outstation"),
    ("different_subject", "2025-03-17", ("route 22", "pvr", "weekdays"), "7", "+", "Route 22 PVR 7 (Mon-Fri)"),
    ("different_subject", "2025-09-05", ("duty 15 ashgill", "sign-on time", "weekdays"), "05:25", "+", "Duty 15 sign on 05:25 Ashgill"),
    ("different_subject", "2024-06-10", ("ashgill depot", "tyre contractor", "-"), "treadline tyres", "+", "Tyre contract, Ashgill depot: Treadline Tyres"),
    ("different_subject", "2025-07-14", ("coach 506", "wheelchair lift working", "-"), "wheelchair lift", "+", "Coach 506 wheelchair lift working, fine for accessible hires"),

    # static: never changes; some stated twice in different formats
    ("static", "2024-02-19", ("corrivale motor services", "founded", "-"), "1931", "+", "Corrivale Motor Services - founded 1931 in Pellbridge"),
    ("static", "2025-11-21", ("corrivale motor services", "founded", "-"), "1931", "+", "CMS has been going since '31, started with two charabancs out of a Pellbridge yard"),
    ("static", "2024-09-16", ("fleet 2216", "registration", "-"), "pk19 hvf", "+", "2216 = PK19 HVF"),
    ("static", "2026-02-17 07:35", ("fleet 2216", "registration", "-"), "pk19 hvf", "+", "Reg PK19HVF is fleet number 2216"),
    ("static", "2024-10-21", ("sunita korrie", "date of birth", "-"), "1979-08-14", "+", "Sunita Korrie DOB 14/08/1979"),
    ("static", "2025-10-27", ("sunita korrie", "date of birth", "-"), "1979-08-14", "+", "S. Korrie, date of birth 14 Aug 1979 (licence check)"),
    ("static", "2024-01-15", ("corrivale motor services", "operator licence", "-"), "pb1048265", "+", "O-licence no. PB1048265 (Corrivale Motor Services)"),
    ("static", "2025-12-08", ("corrivale motor services", "operator licence", "-"), "pb1048265", "+", "Our operator licence number is PB 1048265 - quote it on the tender forms"),
    ("static", "2024-05-13", ("ashgill depot", "opened", "-"), "1958", "+", "Ashgill depot opened 1958 on the old tram shed site"),
    ("static", "2025-09-01", ("coach 501", "vin", "-"), "yv3t2u821k1190447", "+", "Coach 501 VIN YV3T2U821K1190447"),
    ("static", "2024-03-25", ("declan bray", "staff number", "-"), "40217", "+", "Declan Bray staff no. 40217"),
    ("static", "2024-08-12", ("morrow lane depot", "depot code", "-"), "ml", "+", "Depot code for Morrow Lane is ML"),

    # membership: additive group statements
    ("membership", "2025-03-31", ("coach-driver pool ashgill", "member:sunita korrie", "-"), "sunita korrie", "+", "Sunita Korrie is on the Ashgill coach-driver pool"),
    ("membership", "2025-06-16", ("driver trainer panel", "member:yusuf hanlon", "-"), "yusuf hanlon", "+", "Yusuf Hanlon has joined the driver trainer panel"),
    ("membership", "2025-02-24", ("ashgill first aiders", "member:agnieszka pilch", "-"), "agnieszka pilch", "+", "Aga's on the Ashgill first-aider list now"),
    ("membership", "2025-08-18", ("health & safety committee", "member:bev strand", "-"), "bev strand", "+", "Bev Strand joined the union health & safety committee"),
    ("membership", "2025-12-01", ("rail replacement standby pool", "member:fleet 3105", "-"), "fleet 3105", "+", "3105 added to the rail-replacement standby pool"),
    ("membership", "2024-09-30", ("heritage bus group", "member:terry gosnold", "-"), "terry gosnold", "+", "Terry Gosnold is part of the heritage bus volunteer group"),
    ("membership", "2025-09-01", ("spare driver pool ashgill", "member:callum reddish", "-"), "callum reddish", "+", "Callum Reddish joined the spare-driver pool at Ashgill"),
    ("membership", "2025-11-24", ("skellow snow-plan team", "member:owain pritt", "-"), "owain pritt", "+", "Owain Pritt on the Skellow snow-plan team this winter"),
    ("membership", "2026-03-09", ("school contract reserve pool", "member:coach 501", "-"), "coach 501", "+", "Coach 501 added to the school-contract reserve pool"),
    ("membership", "2025-04-14", ("timetable working group", "member:rhiannon tabb", "-"), "rhiannon tabb", "+", "Rhi joined the timetable working group with the council"),
    ("membership", "2025-05-19", ("morrow lane fire wardens", "member:lorna fyfe", "-"), "lorna fyfe", "+", "Lorna Fyfe is on the fire wardens rota for Morrow Lane"),
    ("membership", "2025-08-26", ("etm super-users", "member:dariusz wenc", "-"), "dariusz wenc", "+", "Darek's in the ETM super-user group"),

    # equal_time: six pairs, one key, one order time, different values
    ("equal_time", "2025-11-05 06:02", ("duty 22 pellbridge", "sign-on time", "2025-11-05"), "06:12", "+", "Duty 22 (Pellbridge) sign on 06:12"),
    ("equal_time", "2025-11-05 06:02", ("duty 22 pellbridge", "sign-on time", "2025-11-05"), "06:21", "+", "Duty 22 (Pellbridge) sign on 06:21"),
    ("equal_time", "2025-07-08 16:30", ("hire ch-4471", "pickup time", "-"), "09:15", "+", "Hire CH-4471 (Dunmere U3A), pick up 09:15 Market Place"),
    ("equal_time", "2025-07-08 16:30", ("hire ch-4471", "pickup time", "-"), "09:45", "+", "CH-4471 pickup 09:45 per the booking form"),
    ("equal_time", "2026-03-11 05:48", ("fleet 2216", "allocated route", "2026-03-11"), "route 22", "+", "2216 allocated to route 22 today"),
    ("equal_time", "2026-03-11 05:48", ("fleet 2216", "allocated route", "2026-03-11"), "route 14", "+", "2216 out on the 14s today"),
    ("equal_time", "2025-12-19 05:30", ("ashgill depot", "early spare driver", "2025-12-19"), "callum reddish", "+", "Ashgill early spare today: Callum"),
    ("equal_time", "2025-12-19 05:30", ("ashgill depot", "early spare driver", "2025-12-19"), "terry gosnold", "+", "Early spare (AG): Terry Gosnold"),
    ("equal_time", "2026-06-29 07:00", ("pellbridge depot", "fuel bunker level", "2026-06-29"), "12400", "+", "Pellbridge bunker dip 12,400 L"),
    ("equal_time", "2026-06-29 07:00", ("pellbridge depot", "fuel bunker level", "2026-06-29"), "12040", "+", "Pellbridge tank dip: 12040 litres"),
    ("equal_time", "2026-06-10 10:15", ("coach 508", "odometer", "2026-06-10"), "214880", "+", "508 odo 214,880 km at inspection"),
    ("equal_time", "2026-06-10 10:15", ("coach 508", "odometer", "2026-06-10"), "241880", "+", "508 odometer reading 241880 km"),

    # unrelated: chatter, no contested fact
    ("unrelated", None, ("-", "chatter:kettle", "-"), "-", "+", "Kettle in the Ashgill mess room has packed up again, new one ordered"),
    ("unrelated", None, ("-", "chatter:thanks", "-"), "-", "+", "Thanks everyone who covered Saturday's rail replacement, great effort"),
    ("unrelated", None, ("-", "chatter:party", "-"), "-", "+", "Reminder: Christmas do names on the board by Friday please"),
    ("unrelated", None, ("-", "chatter:etm lead", "-"), "-", "+", "Anyone seen the spare ETM charger lead? Was in the traffic office"),
    ("unrelated", None, ("-", "chatter:alarm", "-"), "-", "+", "Fire alarm test Wednesday 10:00 as usual, no need to evacuate"),
    ("unrelated", None, ("-", "chatter:lost property", "-"), "-", "+", "Lost property: black umbrella and a kid's lunchbox off a 41, in the cupboard"),
    ("unrelated", None, ("-", "chatter:wash bay", "-"), "-", "+", "Please stop parking private cars in the wash bay"),
    ("unrelated", None, ("-", "chatter:cake", "-"), "-", "+", "Cake in the mess room, help yourselves"),
    ("unrelated", None, ("-", "chatter:radio", "-"), "-", "+", "Radio's rubbish round Skellow bridge today, ring in if you can't get through"),
    ("unrelated", None, ("-", "chatter:bulletin", "-"), "-", "+", "County roadworks bulletin is out, worth a read before Monday"),
    ("unrelated", None, ("-", "chatter:lights", "-"), "-", "+", "Whoever left the yard lights on all weekend - please don't"),
    ("unrelated", None, ("-", "chatter:quiet", "-"), "-", "+", "Quiet morning, all services out on time"),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
ATTACHED = {"format_variant", "elaboration", "confirmation"}
WEEKDAYS = {"Mon": 0, "Tue": 1, "Wed": 2, "Thu": 3, "Fri": 4, "Sat": 5, "Sun": 6}

# weekday claims made in the text, checked against the calendar
WEEKDAY_CLAIMS = [("2025-06-30", "Mon"), ("2025-10-03", "Fri"), ("2025-10-06", "Mon"), ("2025-01-04", "Sat"),
                  ("2025-09-05", "Fri"), ("2026-01-12", "Mon"), ("2026-02-09", "Mon"), ("2026-05-18", "Mon"),
                  ("2026-03-14", "Sat"), ("2026-09-22", "Tue"), ("2025-09-13", "Sat"), ("2025-04-06", "Sun"),
                  ("2024-11-03", "Sun"), ("2026-03-05", "Thu"), ("2026-09-18", "Fri")]


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_when(when, rng):
    if " " in when:
        return dt.datetime.strptime(when, "%Y-%m-%d %H:%M")
    d = dt.datetime.strptime(when, "%Y-%m-%d")
    return d.replace(hour=rng.randint(6, 21), minute=rng.randint(0, 59))


def next_weekday(d, wd):
    n = (wd - d.weekday()) % 7
    return (d + dt.timedelta(days=n if n else 7)).date()


def build():
    rng = random.Random(SEED)
    mems = []  # dicts with key, value, pol, order, text, label, family, flags, tags

    for fam in FAMILIES:
        for i, (when, val, pol, text, flags) in enumerate(fam["versions"]):
            mems.append(dict(key=fam["key"], value=val, pol=pol, order=parse_when(when, rng), text=text,
                             label=None, family=fam["name"], vidx=i, flags=flags, tags=fam["tags"]))
        last = fam["versions"][-1]
        for cls, when, text in fam["attach"]:
            mems.append(dict(key=fam["key"], value=last[1], pol=last[2], order=parse_when(when, rng), text=text,
                             label=cls, family=fam["name"], vidx=None, flags="", tags=[]))
    for cls, when, key, val, pol, text in STANDALONE:
        if when is None:
            base = dt.datetime(2024, 1, 8) + dt.timedelta(days=rng.randint(0, 1040))
            when = base.strftime("%Y-%m-%d")
        mems.append(dict(key=key, value=val, pol=pol, order=parse_when(when, rng), text=text,
                         label=cls, family=None, vidx=None, flags="", tags=[]))

    # live vs backfilled
    n = len(mems)
    live_idx = set(rng.sample(range(n), round(n * LIVE_FRACTION)))
    for i, m in enumerate(mems):
        m["live"] = i in live_idx

    # ids in a shuffled order
    order = list(range(n))
    rng.shuffle(order)
    for k, i in enumerate(order):
        mems[i]["id"] = "%s%03d" % (PREFIX, k + 1)

    # import session: backfilled memories, seeded order unrelated to observed order, 1-4 s apart
    back = [m for m in mems if not m["live"]]
    rng.shuffle(back)
    t = SESSION_START
    for m in back:
        t = t + dt.timedelta(seconds=rng.randint(1, 4))
        m["created"] = t
        m["observed"] = m["order"]
    for m in mems:
        if m["live"]:
            m["created"] = m["order"]
            m["observed"] = None

    # file order shuffled again
    file_order = list(mems)
    rng.shuffle(file_order)
    return mems, file_order, back


def compute_truth(mems):
    groups = {}
    for m in mems:
        groups.setdefault(m["key"], []).append(m)
    pairs = []
    for key, ms in groups.items():
        ms = sorted(ms, key=lambda m: (m["order"], m["id"]))
        for a in ms:
            cands = [c for c in ms if c["order"] > a["order"] and (c["value"], c["pol"]) != (a["value"], a["pol"])]
            if not cands:
                continue
            first = min(c["order"] for c in cands)
            firsts = [c for c in cands if c["order"] == first]
            assert len(firsts) == 1, ("ambiguous replacement", key)
            r = firsts[0]
            pairs.append(dict(expired=a, repl=r, reason="negation" if r["pol"] != a["pol"] else "value"))
    pairs.sort(key=lambda p: (p["expired"]["id"], p["repl"]["id"]))
    return groups, pairs


def check(mems, groups, pairs, back):
    in_pair = set()
    for p in pairs:
        in_pair.add(p["expired"]["id"])
        in_pair.add(p["repl"]["id"])
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory in no pair", m["id"], m["text"])
    # order times within a family distinct (except equal_time)
    for key, ms in groups.items():
        times = [m["order"] for m in ms if m["label"] != "equal_time"]
        assert len(times) == len(set(times)), ("duplicate order time in family", key)
        et = [m for m in ms if m["label"] == "equal_time"]
        if et:
            assert len(et) == len(ms) == 2 and et[0]["order"] == et[1]["order"] and et[0]["value"] != et[1]["value"], key
    # family versions in chronological order; attached labelled after last version, same value and polarity
    for fam in FAMILIES:
        vs = [m for m in mems if m["family"] == fam["name"] and m["label"] is None]
        vs.sort(key=lambda m: m["vidx"])
        for a, b in zip(vs, vs[1:]):
            assert a["order"] < b["order"], ("versions out of order", fam["name"])
        assert (vs[-1]["value"], vs[-1]["pol"]) != (vs[-2]["value"], vs[-2]["pol"]), ("family ends on a re-statement", fam["name"])
        for m in mems:
            if m["family"] == fam["name"] and m["label"]:
                assert m["label"] in ATTACHED
                assert m["order"] > vs[-1]["order"], ("attached not after last version", fam["name"])
                assert (m["value"], m["pol"]) == (vs[-1]["value"], vs[-1]["pol"]), fam["name"]
        for v in vs:
            if v["flags"].startswith("rel:"):
                wd = WEEKDAYS[v["flags"][4:]]
                assert next_weekday(v["order"], wd).isoformat() == v["value"], ("relative date", fam["name"])
    for d, wd in WEEKDAY_CLAIMS:
        assert dt.date.fromisoformat(d).weekday() == WEEKDAYS[wd], ("weekday claim", d, wd)
    # no text duplicated
    texts = [m["text"] for m in mems]
    assert len(texts) == len(set(texts)), "duplicated text"
    assert all(t.strip() for t in texts)
    # times
    for m in mems:
        assert m["created"] < CUTOFF and m["order"] < CUTOFF
        if m["observed"] is not None:
            assert m["observed"] < m["created"], ("observed not before created", m["id"])
    cs = [m["created"] for m in back]
    assert max(cs) - min(cs) < dt.timedelta(hours=1) and min(cs).date() == max(cs).date() == dt.date(2026, 11, 26)
    assert len(set(cs)) == len(cs)
    # ids unique
    ids = [m["id"] for m in mems]
    assert len(ids) == len(set(ids))
    # class sizes
    for c in CLASSES:
        assert sum(1 for m in mems if m["label"] == c) == 12, c


def key_str(k):
    return "%s | %s | %s" % k


def stats(mems, pairs, back):
    fams = FAMILIES
    sizes = {}
    for f in fams:
        sizes[len(f["versions"])] = sizes.get(len(f["versions"]), 0) + 1
    n_repl = len({p["repl"]["id"] for p in pairs})
    same_repl = len({p["repl"]["id"] for p in pairs if p["repl"]["flags"] == "same"})
    rows = [
        ("memories", len(mems)),
        ("  backfilled (observed_at + import session)", len(back)),
        ("  live (created_at only)", len(mems) - len(back)),
        ("changing families", len(fams)),
    ]
    for s in sorted(sizes):
        rows.append(("  families of %d versions" % s, sizes[s]))
    rows += [
        ("family versions (unlabelled)", sum(1 for m in mems if m["label"] is None)),
        ("true pairs", len(pairs)),
        ("  reason value", sum(1 for p in pairs if p["reason"] == "value")),
        ("  reason negation", sum(1 for p in pairs if p["reason"] == "negation")),
        ("distinct replacements", n_repl),
        ("  reworded", n_repl - same_repl),
        ("  same record line, value swapped", same_repl),
        ("labelled negatives", sum(1 for m in mems if m["label"])),
    ]
    for c in CLASSES:
        rows.append(("  " + c, sum(1 for m in mems if m["label"] == c)))
    for tag, label in [("moveback", "move-back families"), ("interior_confirmation", "interior-confirmation families"),
                       ("negation", "negation families"), ("stop_restart", "  of which stop and restart"),
                       ("from_to", "replacements naming the old value"), ("relative_date", "relative-date replacements"),
                       ("unit_change", "unit/format change in a true pair"), ("handover_other", "handovers stating another subject's fact")]:
        rows.append((label, sum(1 for f in fams if tag in f["tags"])))
    cs = [m["created"] for m in back]
    rows.append(("import session", "%s .. %s (%ds)" % (fmt(min(cs)), fmt(max(cs)), (max(cs) - min(cs)).seconds)))
    w = max(len(r[0]) for r in rows)
    out = ["%-*s  %s" % (w, r[0], r[1]) for r in rows]
    return "\n".join(out)


def main(argv):
    mode = None
    if len(argv) == 1:
        mode = "write"
    elif len(argv) == 2 and argv[1] in ("--stats", "--list"):
        mode = argv[1]
    else:
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, file_order, back = build()
    groups, pairs = compute_truth(mems)
    check(mems, groups, pairs, back)

    if mode == "--stats":
        print(stats(mems, pairs, back))
        return 0
    if mode == "--list":
        for m in sorted(mems, key=lambda m: m["id"]):
            print("\t".join([m["id"], fmt(m["order"]), m["label"] or "-", key_str(m["key"]), m["value"], m["pol"],
                             "live" if m["live"] else "backfilled"]))
        return 0

    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in file_order:
            o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = fmt(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for p in pairs:
            f.write(json.dumps({"expired_id": p["expired"]["id"], "replacement_id": p["repl"]["id"],
                                "reason": p["reason"]}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
