#!/usr/bin/env python3
"""bus-r43: blind labelled supersession data set (bus and coach operator's depot log).

python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  print counts, write nothing
python3 gen.py --list   print every memory, write nothing

Everything is held in explicit tables below (FAMILIES, STANDALONE); truth is computed from the
tables (fact key, value key, polarity, order time), never from the text.
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 4349
PREFIX = "b43-"
NAME = "bus-r43"
CUTOFF = dt.datetime(2026, 12, 1, 0, 0, 0)
SESSION_START = dt.datetime(2026, 11, 28, 13, 20, 0)
N_LIVE = 73

# --------------------------------------------------------------------------------------------
# FAMILIES: one changing fact each (subject | attribute | scope).
# version = (when, value, polarity, style, tags, text)
#   when: "YYYY-MM-DD" (time of day drawn from the seed) or "YYYY-MM-DD HH:MM"
#   value: value key, or ("next", weekday) = the next such weekday after the order date
#   style: None (first version), "R" reworded, "S" same record shape with the value swapped,
#          "C" interior confirmation (re-states the current value inside the chain)
#   tags: hard-case tags (named_old, relative_date, unit_change, handover_other)
# attached = (label, when, value, polarity, text): labelled memories after the last version
# --------------------------------------------------------------------------------------------
FAMILIES = [
    # ---------------- negation families (8) ----------------
    dict(fid="F05", key=("route 22", "calls at pellow general hospital", "-"), versions=[
        ("2024-11-04", "pellow general", "+", None, [],
         "22 now runs via Pellow General (main entrance stop) on every journey"),
        ("2025-06-16", "pellow general", "-", "R", [],
         "Route 22 no longer serves Pellow General - hospital roadworks, main entrance stop suspended "
         "until further notice. 22s stay on the main road."),
        ("2025-12-01 06:05", "pellow general", "+", "R", [],
         "22s back into Pellow General from today, main entrance stop reopened"),
    ], attached=[
        ("confirmation", "2026-04-14", "pellow general", "+",
         "Pellow General is still on the 22 - checked with the hospital estates office, no more works planned."),
    ]),
    dict(fid="F06", key=("route n5", "02:15 friday journey", "-"), versions=[
        ("2025-03-07", "runs", "+", None, [],
         "N5 - 02:15 from Caddon Square, Friday nights only, Brackenmoor late duty 719"),
        ("2025-07-18", "runs", "-", "R", [],
         "02:15 N5 withdrawn from this weekend - no driver cover for the 719."),
        ("2025-10-03", "runs", "+", "R", [],
         "The 0215 N5 is running again Fridays, two volunteers from the spare pool covering 719"),
    ], attached=[]),
    dict(fid="F07", key=("fleet 5021", "overnight charging", "brackenmoor"), versions=[
        ("2025-01-13", "on charge", "+", None, [],
         "5021 on charge overnight at BKM, bay 3 charger"),
        ("2025-04-02", "on charge", "-", "R", [],
         "Do NOT plug 5021 in at Brackenmoor overnight until Voltstream have been - it keeps tripping the board"),
        ("2025-04-29", "on charge", "+", "R", [],
         "Voltstream signed off the BKM board. 5021 back on overnight charge at Brackenmoor"),
        ("2025-12-15", "on charge", "-", "R", [],
         "Brackenmoor charge list: 5021 taken off overnight charging - parked up on battery warranty hold"),
    ], attached=[
        ("confirmation", "2026-02-23", "on charge", "-",
         "5021 still not being charged at BKM, warranty hold ongoing, leave it unplugged"),
    ]),
    dict(fid="F08", key=("tanners lane stop (oxcombe rd)", "open", "-"), versions=[
        ("2024-07-15", "open", "+", None, [],
         "Tanners Lane stop (Oxcombe Rd, o/s the chemist) open again - new flag and pole fitted"),
        ("2025-02-03", "open", "-", "R", [],
         "STOP CLOSURE: Tanners Lane, Oxcombe Rd - closed for gas main works. Temp stop 50 m south by the post box."),
        ("2025-05-28 08:15", "open", "+", "R", [],
         "Gas works done, Tanners Lane stop reopened this morning, temp stop bagged over"),
    ], attached=[
        ("elaboration", "2025-09-09", "open", "+",
         "Tanners Lane (Oxcombe Rd) is open and served by the 14 and 17 both ways, shelter back in and the "
         "RTI screen working"),
    ]),
    dict(fid="F09", key=("brannock rfc charter sat 14/03/2026", "booked", "-"), versions=[
        ("2026-01-20", "booked", "+", None, [],
         "Private hire: Brannock RFC, Sat 14/03/26, 49-seater to Lintmoor away fixture, dep clubhouse 09:30"),
        ("2026-03-02", "booked", "-", "R", [],
         "Brannock rugby have cancelled the 14th March coach, match postponed - no cancellation charge"),
    ], attached=[
        ("confirmation", "2026-03-11", "booked", "-",
         "Rang Brannock RFC again - the 14 March hire is definitely off, nothing to rebook yet."),
    ]),
    dict(fid="F10", key=("route x21", "calls at fennick park & ride", "-"), versions=[
        ("2024-10-07", "fennick p&r", "+", None, [],
         "X21 calls at Fennick Park & Ride (stand 2) both directions"),
        ("2025-11-24", "fennick p&r", "-", "R", [],
         "From the winter timetable the X21 doesn't go into Fennick P&R any more - council closed the site to buses"),
    ], attached=[
        ("confirmation", "2026-05-26", "fennick p&r", "-",
         "X21 still not serving Fennick P&R - council say the site stays shut to buses"),
    ]),
    dict(fid="F11", key=("gleamfleet", "nightly interior clean", "port ennis"), versions=[
        ("2024-06-24", "nightly clean", "+", None, [],
         "Cleaning: GleamFleet do the nightly interior clean at Port Ennis, 22:00-01:00"),
        ("2025-08-01", "nightly clean", "-", "R", [],
         "GleamFleet have stopped the Port Ennis night clean as of the 1st - drivers to sweep out at end of "
         "duty until further notice"),
    ], attached=[]),
    dict(fid="F12", key=("hcc concessionary pass", "valid before 09:30", "lintvale services"), versions=[
        ("2024-04-02", "before 0930", "+", None, [],
         "HCC concession: bus passes accepted before 09:30 on all Lintvale routes (county discretionary enhancement)"),
        ("2025-03-24", "before 0930", "-", "R", [],
         "Council ending the pre-0930 enhancement - passes NOT valid before half nine from 1 April, charge full fare"),
    ], attached=[
        ("confirmation", "2025-11-03", "before 0930", "-",
         "Reminder to all drivers: HCC passes are still not valid before 09:30, full fare until then"),
    ]),

    # ---------------- value families (62) ----------------
    dict(fid="F01", key=("fleet 3112", "allocated depot", "-"), versions=[
        ("2025-02-11 07:20", "sallowfield", "+", None, [],
         "Fleet no: 3112\nReg: LV19 KDA\nType: E200 single-deck, 38 seats\nDepot: Sallowfield"),
        ("2025-08-04", "brackenmoor", "+", "R", [],
         "3112 transferred to Brackenmoor from today to cover the extra 40s PVR, SFD down one E200"),
        ("2026-01-19 09:40", "sallowfield", "+", "R", [],
         "Sent LV19 KDA back home to Sallowfield this morning - BKM has the two Solos from Pennock now so "
         "doesn't need it"),
    ], attached=[
        ("elaboration", "2026-05-07", "sallowfield", "+",
         "3112 is a Sallowfield bus again, parked in road 4 and mostly out on the 14s and 22s off the early board"),
    ]),
    dict(fid="F02", key=("route 14", "first departure", "mon-fri"), versions=[
        ("2024-09-02", "05:42", "+", None, [],
         "Route 14 - first bus 05:42 from Sallowfield Bus Stn (Mon-Fri)"),
        ("2025-04-22", "05:35", "+", "R", [],
         "Timetable change: first weekday 14 now leaves Sallowfield at 0535 so the Oxcombe hospital early "
         "shift make their 6 o'clock"),
    ], attached=[
        ("format_variant", "2025-10-14", "05:35", "+",
         "14 first dep Mon–Fri: 5.35am, Sallowfield bus station"),
    ]),
    dict(fid="F03", key=("sallowfield depot", "depot manager", "-"), versions=[
        ("2024-05-13", "maureen tolliday", "+", None, [],
         "Sallowfield depot manager: Maureen Tolliday (ext 2201)"),
        ("2025-10-06", "des orrick", "+", "R", [],
         "Des Orrick started as DM at SFD today - Maureen's gone to group ops in Harrowvale. Des is on 2201 now."),
    ], attached=[
        ("confirmation", "2026-11-03", "des orrick", "+",
         "New org chart's out - Sallowfield DM remains Des Orrick."),
    ]),
    dict(fid="F04", key=("brackenmoor depot", "depot manager", "-"), versions=[
        ("2024-04-08", "nils farrant", "+", None, [],
         "BKM depot manager - Nils Farrant. Out of hours ring the duty controller, not Nils."),
        ("2025-01-27", "ruth oyelaran", "+", "R", [],
         "Ruth Oyelaran is acting depot manager at Brackenmoor from today while Nils is off long-term sick"),
        ("2026-06-15 08:30", "colm tewsley", "+", "R", [],
         "Colm Tewsley in post as Brackenmoor DM as of this morning; Ruth back to ops manager."),
    ], attached=[
        ("elaboration", "2026-08-20", "colm tewsley", "+",
         "Colm Tewsley, depot manager at Brackenmoor - office by the fuel island, mobile 07700 900562, "
         "in Mon-Fri 07:00-16:00"),
    ]),
    dict(fid="F13", key=("route 40", "frequency", "daytime mon-sat"), versions=[
        ("2024-06-03", "20 min", "+", None, [],
         "Route 40 Brackenmoor - Skelby Bridge: every 20 mins daytime Mon-Sat"),
        ("2025-09-01", "15 min", "+", "R", [],
         "40s go to a 15-minute frequency from today (council funded), PVR up by 2 at BKM"),
        ("2026-04-01", "20 min", "+", "R", [],
         "Funding pulled - the 40 reverts to every 20 minutes daytime from Easter Monday"),
    ], attached=[
        ("format_variant", "2026-06-08", "20 min", "+",
         "Route 40 daytime: 3 buses an hour (every 20')"),
    ]),
    dict(fid="F14", key=("fleet 4402", "status", "-"), versions=[
        ("2025-03-03", "vor gearbox", "+", None, [],
         "4402 VOR - gearbox, waiting on a recon unit from Pelham"),
        ("2025-03-19 09:10", "in service", "+", "R", [],
         "4402 back on the road after the gearbox swap, out on the 9s this morning"),
        ("2025-11-10", "vor accident damage", "+", "R", [],
         "4402 off road: nearside rear damage after a bollard strike in Caddon, gone to Kestrel Bodycraft"),
        ("2025-12-08", "in service", "+", "R", [],
         "LV16 BHT collected from Kestrel, released to service"),
        ("2026-07-21", "vor brakes", "+", "R", [],
         "Fleet no: 4402\nReg: LV16 BHT\nDepot: Sallowfield\nStatus: VOR (failed DVSA roadside brake check)"),
    ], attached=[
        ("confirmation", "2026-08-10", "vor brakes", "+",
         "4402 remains VOR, brake parts on back order from Pelham"),
    ]),
    dict(fid="F15", key=("route 9", "single fare", "adult"), versions=[
        ("2024-03-31", "2.10 gbp", "+", None, [],
         "Fares from 31/03/24 - Route 9 adult single £2.10"),
        ("2025-01-01 05:30", "2.00 gbp", "+", "R", [],
         "£2 cap applies on the 9 from today - adult single £2.00 whatever the distance"),
        ("2025-09-08", "2.50 gbp", "+", "R", [],
         "Cap scheme's ended so the 9s adult single goes up to £2.50"),
        ("2026-04-05", "2.65 gbp", "+", "R", ["unit_change"],
         "ETM fare table update: service 9, adult single = 265p"),
    ], attached=[
        ("format_variant", "2026-06-01", "2.65 gbp", "+",
         "Route 9 adult single fare: £2.65"),
    ]),
    dict(fid="F16", key=("route x8", "frequency", "daytime mon-sat"), versions=[
        ("2024-08-19", "30 min", "+", None, [],
         "X8 Sallowfield - Lintmoor - Tresswell: half-hourly daytime Mon-Sat"),
        ("2025-02-24", "20 min", "+", "R", [],
         "X8 stepped up to every 20 minutes from today, 2 extra duties on the SFD board"),
        ("2025-08-26", "30 min", "+", "R", [],
         "X8 back to every 30 min - the 20-min trial didn't pay"),
        ("2026-03-09", "60 min", "+", "R", [],
         "Tender cut from HCC: X8 is hourly daytime from today"),
    ], attached=[
        ("format_variant", "2026-05-11", "60 min", "+",
         "X8 daytime frequency = 1 bus/hr"),
    ]),
    dict(fid="F17", key=("route 3", "operating depot", "-"), versions=[
        ("2024-07-01", "sallowfield", "+", None, [],
         "Route 3 (Sallowfield - Caddon circular) worked by Sallowfield depot, duties 301-309"),
        ("2025-05-12", "brackenmoor", "+", "R", ["named_old"],
         "Moved the 3s from Sallowfield to Brackenmoor with the May change, BKM drivers route-learning this week"),
    ], attached=[
        ("confirmation", "2025-12-02", "brackenmoor", "+",
         "Winter board confirmed - Route 3 remains a Brackenmoor job"),
    ]),
    dict(fid="F18", key=("fleet 5024", "allocated depot", "-"), versions=[
        ("2024-09-16", "brackenmoor", "+", None, [],
         "Fleet no: 5024\nReg: LV23 EZR\nType: 12m electric single-deck\nDepot: Brackenmoor"),
        ("2025-03-24", "sallowfield", "+", "R", [],
         "5024 allocated to Sallowfield for the 14s electric trial"),
        ("2025-10-20", "port ennis", "+", "S", [],
         "5024 allocated to Port Ennis for the 31s"),
        ("2026-05-18", "brackenmoor", "+", "R", [],
         "5024 back at Brackenmoor from today, PE keeps 5027 for the 31s"),
    ], attached=[]),
    dict(fid="F19", key=("coach c61", "mot due date", "-"), versions=[
        ("2026-01-08", "2026-02-11", "+", None, [],
         "C61 (LV15 OCH) MOT due 11/02/2026 - booked in at the Tresswell test centre"),
        ("2026-01-22", "2026-02-11", "+", "C", [],
         "Checked with the test centre: C61's MOT slot is definitely Wed 11th Feb"),
        ("2026-02-06", ("next", 1), "+", "R", ["relative_date"],
         "C61 MOT moved to next Tuesday - the test centre's lane is down on the Wednesday"),
    ], attached=[]),
    dict(fid="F20", key=("route 17", "last departure", "saturday"), versions=[
        ("2024-05-20", "23:10", "+", None, [],
         "17 last bus Sat 23:10 from Oxcombe"),
        ("2024-11-11", "23:10", "+", "C", [],
         "Yes the 2310 is still the last 17 on Saturdays, checked the new timetable"),
        ("2025-06-02", "22:25", "+", "R", [],
         "Last Saturday 17 brought forward to 22:25 - late trade doesn't justify the 2310"),
    ], attached=[]),
    dict(fid="F21", key=("sallowfield depot", "tyre contractor", "-"), versions=[
        ("2024-03-18", "brockway tyre services", "+", None, [],
         "Tyres at SFD - Brockway Tyre Services, 24h call-out 07700 900318"),
        ("2025-03-10", "brockway tyre services", "+", "C", [],
         "Brockway renewed for another year on Sallowfield tyres"),
        ("2025-06-30", "roundel tyrecare", "+", "R", ["named_old"],
         "Switched the Sallowfield tyre contract from Brockway to Roundel Tyrecare from 1 July"),
    ], attached=[
        ("elaboration", "2025-10-01", "roundel tyrecare", "+",
         "Roundel Tyrecare have the Sallowfield tyres - van on site Tue/Thu, emergency call-out via their "
         "Lintmoor branch"),
    ]),
    dict(fid="F22", key=("fleet 5030", "charging bay", "brackenmoor"), versions=[
        ("2025-05-06", "bay 2", "+", None, [],
         "5030 charger allocation: BKM bay 2 (150kW)"),
        ("2025-09-15", "bay 6", "+", "R", ["named_old"],
         "Changed 5030 from bay 2 to bay 6 at Brackenmoor - bay 2 is for the coach trial now"),
    ], attached=[
        ("elaboration", "2025-12-29", "bay 6", "+",
         "5030 charges on bay 6 at BKM - the 150kW unit by the back wall, plug in by 23:30 so it's full for "
         "the 05:50 run-out"),
    ]),
    dict(fid="F23", key=("sallowfield depot", "dvsa visit date", "-"), versions=[
        ("2026-03-02", "2026-03-12", "+", None, [],
         "DVSA maintenance investigation at Sallowfield: 12/03/2026, 09:00, Wynn to host"),
        ("2026-03-12 07:40", ("next", 2), "+", "R", ["relative_date"],
         "DVSA rang first thing, examiner off sick - visit moved to next Wednesday, same time"),
    ], attached=[]),
    dict(fid="F24", key=("route 40", "layover", "skelby bridge"), versions=[
        ("2024-10-21", "8 min", "+", None, [],
         "Route 40 stand time at Skelby Bridge: 8 min"),
        ("2025-09-22", "15 min", "+", "R", ["unit_change"],
         "40s get a quarter of an hour at Skelby now, drivers were losing their breaks"),
    ], attached=[
        ("format_variant", "2025-12-15", "15 min", "+",
         "Route 40 Skelby Bridge layover: 15 mins"),
    ]),
    dict(fid="F25", key=("sallowfield depot", "late controller", "mon-fri"), versions=[
        ("2025-04-14", "callum ruddock", "+", None, [],
         "Late controller SFD Mon-Fri: Callum Ruddock"),
        ("2025-11-20 22:40", "jodie fairbairn", "+", "R", ["handover_other"],
         "Late turn handover 22:40 - from Monday the weekday late controller is Jodie Fairbairn, Callum moves "
         "to earlies. 4402 still VOR at Kestrel with the bodywork, nothing else outstanding."),
    ], attached=[]),
    dict(fid="F26", key=("port ennis outstation", "fitter", "-"), versions=[
        ("2025-06-09", "teodor balan", "+", None, [],
         "Port Ennis outstation fitter: Teodor Balan (Tue-Sat)"),
        ("2026-02-09 21:55", "mick hurlston", "+", "R", ["handover_other"],
         "Handover to nights: PE fitter cover is Big Mick till further notice, Teo's transferred to the SFD "
         "workshop. 22s still going into Pellow General, no problems on the road."),
    ], attached=[]),
    dict(fid="F27", key=("fleet 3106", "mot expiry", "-"), versions=[
        ("2025-04-10", "2025-06-04", "+", None, [],
         "Fleet 3106 - MOT expiry 04/06/2025"),
        ("2025-05-30", "2026-05-31", "+", "R", [],
         "3106 sailed through at the test station, no advisories. Next one due end of May '26"),
    ], attached=[
        ("format_variant", "2025-08-12", "2026-05-31", "+",
         "3106 MOT expiry: 31 May 2026"),
    ]),
    dict(fid="F28", key=("fleet 3127", "allocated depot", "-"), versions=[
        ("2024-08-05", "sallowfield", "+", None, [],
         "3127 (LV19 KFO) allocated Sallowfield"),
        ("2025-06-23", "port ennis", "+", "R", [],
         "We've out-stationed 3127 at the quay for the 31s, keys in the PE key safe"),
    ], attached=[
        ("confirmation", "2026-01-12", "port ennis", "+",
         "3127 remains at Port Ennis per the January allocation sheet"),
    ]),
    dict(fid="F29", key=("coach c70", "status", "-"), versions=[
        ("2025-07-07", "oos aircon", "+", None, [],
         "C70 OOS - aircon compressor, parts due Tuesday"),
        ("2025-07-10", "in service", "+", "R", [],
         "Coach C70 fixed, back on private hire from tomorrow"),
    ], attached=[]),
    dict(fid="F30", key=("fleet 2208", "allocated depot", "-"), versions=[
        ("2024-06-17", "port ennis", "+", None, [],
         "Solo 2208 (LV14 DSO) - Port Ennis outstation, town service 31"),
        ("2025-01-06", "brackenmoor", "+", "R", [],
         "2208 moved up to Brackenmoor as the 40s spare"),
        ("2025-10-27", "sallowfield", "+", "R", [],
         "Old Solo's at Sallowfield now - driver training bus, off the service PVR"),
    ], attached=[
        ("confirmation", "2026-03-03 22:30", "sallowfield", "+",
         "Handover: 2208 still at Sallowfield as the training bus, nothing else to report"),
    ]),
    dict(fid="F31", key=("fleet 4415", "regular route", "-"), versions=[
        ("2024-12-02", "route 9", "+", None, [],
         "4415 is the regular 9s bus, DD needed for the Caddon school journeys"),
        ("2025-09-29", "route 40", "+", "R", [],
         "Put 4415 on the 40s as its regular, 4402 covers the 9"),
    ], attached=[]),
    dict(fid="F33", key=("coach c61", "regular driver", "-"), versions=[
        ("2024-09-09", "gethin rowe", "+", None, [],
         "C61 regular driver: Gethin Rowe (4471)"),
        ("2025-11-03", "lorna pettigrew", "+", "R", [],
         "Lorna's taken over C61 as her own coach now Gethin's gone back on the service board"),
    ], attached=[]),
    dict(fid="F34", key=("route 22", "frequency", "sunday"), versions=[
        ("2024-10-28", "60 min", "+", None, [],
         "22 Sundays: hourly, 09:00-18:00 from Sallowfield"),
        ("2025-10-26", "120 min", "+", "S", [],
         "22 Sundays: every 2 hours, 09:00-18:00 from Sallowfield"),
    ], attached=[]),
    dict(fid="F35", key=("route 31", "terminus", "-"), versions=[
        ("2024-07-29", "port ennis quay", "+", None, [],
         "Route 31 terminus: Port Ennis Quay (stand by the lifeboat house)"),
        ("2025-07-28", "harbour retail park", "+", "R", ["named_old"],
         "31s now finish at Harbour Retail Park instead of the quay, turning circle was too tight"),
    ], attached=[
        ("elaboration", "2025-11-17", "harbour retail park", "+",
         "31 terminus is Harbour Retail Park, stand outside the garden centre, buses lay over 6 mins"),
    ]),
    dict(fid="F36", key=("route 9", "last departure from caddon", "mon-fri"), versions=[
        ("2024-04-15", "23:05", "+", None, [],
         "Route 9 - last bus 23:05 from Caddon Square (Mon-Fri)"),
        ("2025-01-13", "22:20", "+", "S", [],
         "Route 9 - last bus 22:20 from Caddon Square (Mon-Fri)"),
        ("2025-08-18", "22:50", "+", "R", [],
         "Weekday last 9 out of Caddon pushed back to ten to eleven for the cinema crowd"),
    ], attached=[
        ("format_variant", "2026-02-02", "22:50", "+",
         "Last Mon-Fri 9 from Caddon Sq: 10.50pm"),
    ]),
    dict(fid="F37", key=("route 17", "diversion route", "bridge st closure"), versions=[
        ("2025-02-17", "mill lane", "+", None, [],
         "Route 17 diverted via Mill Lane both ways, Bridge St closed for the culvert job. Stops on Bridge St "
         "not served."),
        ("2025-03-31", "station rd", "+", "R", ["named_old"],
         "17 diversion changed: now via Station Rd instead of Mill Lane (HGVs blocking Mill Lane)"),
    ], attached=[]),
    dict(fid="F40", key=("route 14", "pvr", "mon-fri"), versions=[
        ("2024-09-02", "7", "+", None, [],
         "14 PVR Mon-Fri: 7"),
        ("2025-04-22", "8", "+", "R", [],
         "Extra bus on the 14s with the new timetable - weekday PVR goes to eight"),
        ("2026-01-05", "9", "+", "S", [],
         "Extra bus on the 14s with the January timetable - weekday PVR goes to nine"),
    ], attached=[]),
    dict(fid="F41", key=("route 40", "terminus", "skelby bridge"), versions=[
        ("2024-05-27", "skelby bridge market place", "+", None, [],
         "40s terminate Skelby Bridge Market Place"),
        ("2025-05-15", "skelby bridge rail station", "+", "R", [],
         "From Monday the 40 runs on to Skelby Bridge railway station and terminates there (market place "
         "becomes a through stop)"),
    ], attached=[
        ("elaboration", "2025-08-28", "skelby bridge rail station", "+",
         "40s terminate at Skelby Bridge station forecourt, bay B, timed to meet the trains"),
    ]),
    dict(fid="F42", key=("rhodri vance", "rota line", "-"), versions=[
        ("2024-10-14", "line 12", "+", None, [],
         "Rhodri Vance 3877 - rota line 12 (earlies)"),
        ("2025-11-10", "line 27", "+", "S", [],
         "Rhodri Vance 3877 - rota line 27 (lates)"),
    ], attached=[]),
    dict(fid="F43", key=("tamsin quarrie", "depot", "-"), versions=[
        ("2024-11-18", "sallowfield", "+", None, [],
         "Tamsin Quarrie (4530) - Sallowfield driver"),
        ("2025-08-07", "brackenmoor", "+", "R", [],
         "Tamsin's transfer to BKM approved, she starts there Monday"),
    ], attached=[
        ("elaboration", "2025-11-24", "brackenmoor", "+",
         "Tamsin Quarrie is a Brackenmoor driver now, on the 40s rota with Saturday lates"),
    ]),
    dict(fid="F44", key=("hattie mowbray", "role", "-"), versions=[
        ("2024-08-12", "psv driver", "+", None, [],
         "Hattie Mowbray 4389 - PSV driver, Brackenmoor"),
        ("2025-05-05", "relief controller", "+", "R", [],
         "Hattie's doing relief controller shifts at BKM from now on, off the driving board"),
        ("2026-02-16", "driver trainer", "+", "R", [],
         "Hattie Mowbray appointed driver trainer (CPC) for the group - still based at Brackenmoor"),
    ], attached=[
        ("elaboration", "2026-05-20", "driver trainer", "+",
         "Hattie Mowbray, CPC driver trainer, runs the new-starter course and the periodic modules at Brackenmoor"),
    ]),
    dict(fid="F45", key=("aled cresswick", "sunday duty", "-"), versions=[
        ("2024-12-08", "604", "+", None, [],
         "Aled Cresswick - Sun duty 604"),
        ("2025-06-01", "611", "+", "S", [],
         "Aled Cresswick - Sun duty 611"),
        ("2026-01-02", "618", "+", "R", [],
         "Aled's Sunday turn is the 618 from this Sunday (X8 split)"),
    ], attached=[]),
    dict(fid="F46", key=("denny pask", "dqc expiry", "-"), versions=[
        ("2025-04-22", "2025-09", "+", None, [],
         "Denny Pask DQC expires 30/09/25 - still 14 hrs CPC to do"),
        ("2025-09-12", "2030-09", "+", "R", [],
         "Denny finished his 35 hours, new driver qualification card valid to Sept 2030"),
    ], attached=[
        ("format_variant", "2025-12-01", "2030-09", "+",
         "Denny Pask DQC expiry 09/2030"),
    ]),
    dict(fid="F48", key=("sunil varma", "contracted hours", "-"), versions=[
        ("2024-07-22", "39 h/wk", "+", None, [],
         "Sunil Varma 4720 contracted 39 hrs/wk"),
        ("2025-03-03", "30 h/wk", "+", "S", [],
         "Sunil Varma 4720 contracted 30 hrs/wk"),
    ], attached=[
        ("format_variant", "2025-06-02", "30 h/wk", "+",
         "S. Varma (4720): thirty contracted hours a week"),
    ]),
    dict(fid="F49", key=("kasia wrobel", "school contract duty", "-"), versions=[
        ("2025-09-01", "hcc-s114", "+", None, [],
         "Kasia Wrobel on school contract HCC-S114 (Tresswell Academy) AM+PM"),
        ("2026-01-05", "hcc-s120", "+", "R", [],
         "From the spring term Kasia does the Oxcombe High run (S120) instead"),
    ], attached=[]),
    dict(fid="F50", key=("hcc-s114", "vehicle", "-"), versions=[
        ("2024-09-02", "c61", "+", None, [],
         "S114 Tresswell Academy - vehicle C61 (53 seats)"),
        ("2025-09-03", "4409", "+", "R", [],
         "S114 numbers are up, it needs a decker now - 4409 (LV17 CRU) allocated from this week"),
    ], attached=[]),
    dict(fid="F51", key=("hcc-s114", "am pick-up pennock vale", "-"), versions=[
        ("2024-09-02", "07:48", "+", None, [],
         "S114 AM: Pennock Vale (Church) 07:48"),
        ("2025-01-06", "07:40", "+", "R", [],
         "Pennock Vale pick-up on the S114 now 7.40, school moved the bell"),
        ("2025-09-04", "07:52", "+", "S", [],
         "Pennock Vale pick-up on the S114 now 7.52, school moved the bell again"),
    ], attached=[]),
    dict(fid="F52", key=("hcc-s120", "contract rate", "per school day"), versions=[
        ("2024-08-27", "285.00 gbp", "+", None, [],
         "HCC-S120 Oxcombe High contract rate: £285.00 per school day"),
        ("2025-08-26", "312.50 gbp", "+", "S", [],
         "HCC-S120 Oxcombe High contract rate: £312.50 per school day"),
    ], attached=[
        ("format_variant", "2026-01-19", "312.50 gbp", "+",
         "S120 daily rate 312.50 GBP"),
    ]),
    dict(fid="F53", key=("harrowvale wi hire sat 21/06/2025", "pick-up time", "-"), versions=[
        ("2025-04-14", "08:30", "+", None, [],
         "Private hire - Harrowvale WI to Brindlecombe Gardens, Sat 21/06, pick up Lintmoor village hall 08:30"),
        ("2025-06-09", "08:00", "+", "R", [],
         "WI rang: they want picking up half an hour earlier on the 21st, so 8 o'clock at the village hall"),
    ], attached=[]),
    dict(fid="F54", key=("hcc passenger transport", "tender contact", "-"), versions=[
        ("2024-05-06", "felicity arkwright", "+", None, [],
         "HCC passenger transport tender contact: Felicity Arkwright (County Hall)"),
        ("2025-02-10", "jonah meese", "+", "R", [],
         "Felicity is on maternity leave - tenders go to Jonah Meese at County Hall for now"),
        ("2026-03-16", "felicity arkwright", "+", "R", [],
         "Felicity Arkwright back at HCC and handling our tenders again, Jonah's moved to highways"),
    ], attached=[
        ("confirmation", "2026-09-21", "felicity arkwright", "+",
         "Still Felicity Arkwright for tenders at the council, her name's on the S120 renewal paperwork"),
    ]),
    dict(fid="F55", key=("sallowfield depot", "cleaning contractor", "-"), versions=[
        ("2024-05-27", "gleamfleet", "+", None, [],
         "SFD cleaning contractor - GleamFleet (nightly, 21:00-02:00)"),
        ("2025-10-13 23:10", "spruce valeting", "+", "R", [],
         "Spruce Valeting started at Sallowfield tonight, GleamFleet's contract there ended Sunday"),
    ], attached=[]),
    dict(fid="F57", key=("brackenmoor depot", "bulk diesel order", "weekly"), versions=[
        ("2024-04-22", "8000 l", "+", None, [],
         "BKM bulk diesel: Tarrant Fuels, 8,000 litres weekly, Tuesday drop"),
        ("2025-01-20", "12000 l", "+", "R", [],
         "Upped the Brackenmoor weekly diesel order to 12k litres with the extra winter mileage"),
        ("2025-12-01", "10000 l", "+", "R", [],
         "Brackenmoor diesel down to 10,000 L a week now the electrics are doing more of the 40s"),
    ], attached=[
        ("confirmation", "2026-03-23", "10000 l", "+",
         "BKM diesel order remains 10,000 litres weekly, Tarrant confirmed on the new schedule"),
    ]),
    dict(fid="F58", key=("voltstream", "engineer contact", "brackenmoor"), versions=[
        ("2025-01-14", "ollie brandt", "+", None, [],
         "Voltstream charger engineer for BKM: Ollie Brandt 07700 900418"),
        ("2025-11-17", "maya eskdale", "+", "S", [],
         "Voltstream charger engineer for BKM: Maya Eskdale 07700 900733"),
    ], attached=[]),
    dict(fid="F59", key=("port ennis outstation", "fuel supplier", "-"), versions=[
        ("2024-06-10", "tarrant fuels", "+", None, [],
         "Port Ennis fuel: Tarrant Fuels, fortnightly top-up"),
        ("2025-09-08", "harbourside oils", "+", "R", [],
         "PE gets its diesel from Harbourside Oils now - Tarrant won't bring the artic down the quay road"),
    ], attached=[
        ("elaboration", "2026-02-16", "harbourside oils", "+",
         "Harbourside Oils supply Port Ennis - rigid tanker Mon and Thu, account ref LMS-PE-02"),
    ]),
    dict(fid="F60", key=("brackenmoor depot", "side gate code", "-"), versions=[
        ("2025-02-17", "2580", "+", None, [],
         "BKM side gate code 2580#"),
        ("2025-08-18", "7193", "+", "S", [],
         "BKM side gate code 7193#"),
    ], attached=[]),
    dict(fid="F61", key=("sallowfield control room", "phone number", "-"), versions=[
        ("2024-03-11", "01632 960114", "+", None, [],
         "Sallowfield control: 01632 960114 (24 hr)"),
        ("2025-06-16", "01632 960270", "+", "R", [],
         "Control's moved to the new phone system - ring 01632 960 270, the old 114 number diverts till Xmas"),
    ], attached=[
        ("format_variant", "2025-09-22", "01632 960270", "+",
         "SFD control room: +44 1632 960270"),
    ]),
    dict(fid="F62", key=("port ennis outstation", "yard opening hours", "mon-sat"), versions=[
        ("2024-06-10", "04:30-00:30", "+", None, [],
         "PE yard open 04:30-00:30 Mon-Sat"),
        ("2025-04-07", "05:00-00:00", "+", "S", [],
         "PE yard open 05:00-00:00 Mon-Sat"),
        ("2026-06-01", "04:45-00:15", "+", "R", [],
         "Port Ennis outstation now unlocked from quarter to five until quarter past midnight, Mon to Sat"),
    ], attached=[]),
    dict(fid="F64", key=("sallowfield etms", "firmware version", "-"), versions=[
        ("2025-03-17", "7.2.1", "+", None, [],
         "ETM firmware at SFD: 7.2.1"),
        ("2025-10-20", "7.4.0", "+", "S", [],
         "ETM firmware at SFD: 7.4.0"),
    ], attached=[]),
    dict(fid="F65", key=("day rider", "price", "adult, whole network"), versions=[
        ("2024-03-31", "5.20 gbp", "+", None, [],
         "Day Rider (adult, whole network) £5.20"),
        ("2024-12-20", "5.80 gbp", "+", "R", [],
         "Day Rider goes up to £5.80 from New Year's Day"),
        ("2025-09-01", "6.00 gbp", "+", "S", [],
         "Day Rider goes up to £6.00 from 8 September"),
    ], attached=[]),
    dict(fid="F66", key=("lintvale week ticket", "price", "adult"), versions=[
        ("2024-03-31", "19.50 gbp", "+", None, [],
         "Lintvale Week (adult): £19.50"),
        ("2025-09-08", "21.00 gbp", "+", "R", [],
         "Weekly ticket's twenty-one quid now - new fare table loaded on the ETMs"),
    ], attached=[]),
    dict(fid="F70", key=("sallowfield bus station", "departure stand", "route x8"), versions=[
        ("2024-08-19", "stand 4", "+", None, [],
         "Sallowfield Bus Stn: X8 departs stand 4"),
        ("2025-07-14", "stand 1", "+", "S", [],
         "Sallowfield Bus Stn: X8 departs stand 1"),
    ], attached=[]),
    dict(fid="F72", key=("lintvale coaches", "bookings manager", "-"), versions=[
        ("2024-04-15", "shona dunmore", "+", None, [],
         "Coach bookings: Shona Dunmore, Lintvale Coaches office at Sallowfield"),
        ("2025-12-08", "imran lathe", "+", "R", [],
         "Imran Lathe is doing coach bookings now, Shona has retired (leaving do was Friday)"),
    ], attached=[
        ("elaboration", "2026-02-02", "imran lathe", "+",
         "Coach bookings: Imran Lathe - quotes, driver allocation and invoices, Sallowfield office, 01632 960285"),
    ]),
    dict(fid="F77", key=("lintvale motor services", "o-licence vehicles authorised", "-"), versions=[
        ("2024-06-03", "60", "+", None, [],
         "O-licence: 60 vehicles authorised"),
        ("2025-03-24", "66", "+", "R", [],
         "Traffic commissioner granted the variation - we're authorised for 66 vehicles now"),
    ], attached=[]),
    dict(fid="G1", key=("route 31", "vehicle type", "-"), versions=[
        ("2024-08-05", "midibus", "+", None, [],
         "31 is a Solo job - midibus only, tight turn at the lifeboat house"),
        ("2025-10-27", "electric single-deck", "+", "R", [],
         "Route 31 now worked by the electrics from Port Ennis"),
    ], attached=[
        ("elaboration", "2026-01-26", "electric single-deck", "+",
         "31 is worked by the electric single-deckers from the quay, they top up on the PE charger between peaks"),
    ]),
    dict(fid="G2", key=("brackenmoor depot", "sunday controller", "-"), versions=[
        ("2024-11-03", "priya tanfield", "+", None, [],
         "BKM Sunday controller: Priya Tanfield"),
        ("2025-07-06", "ned staveley", "+", "S", [],
         "BKM Sunday controller: Ned Staveley"),
    ], attached=[]),
    dict(fid="G3", key=("sallowfield wash", "night shift start", "-"), versions=[
        ("2024-09-23", "22:00", "+", None, [],
         "SFD wash: night shift starts 22:00"),
        ("2025-02-10", "21:30", "+", "R", [],
         "Wash lads starting half nine from this week so the early 14s come back clean"),
    ], attached=[]),
    dict(fid="G4", key=("kestrel bodycraft", "estimator contact", "-"), versions=[
        ("2024-11-25", "dion harker", "+", None, [],
         "Kestrel Bodycraft estimator: Dion Harker"),
        ("2025-11-11", "jas pennel", "+", "R", [],
         "Kestrel - ask for Jas Pennel for estimates now, Dion's left them"),
    ], attached=[]),
    dict(fid="G5", key=("brackenmoor depot", "diesel contract price", "-"), versions=[
        ("2025-01-06", "1.184 gbp/l", "+", None, [],
         "Tarrant contract price BKM: 118.4p/litre"),
        ("2025-07-07", "1.09 gbp/l", "+", "R", ["unit_change"],
         "Diesel price from Tarrant dropped to £1.09 a litre from July"),
    ], attached=[
        ("format_variant", "2025-10-13", "1.09 gbp/l", "+",
         "BKM diesel, Tarrant contract: 109p per litre"),
    ]),
    dict(fid="G6", key=("tresswell academy", "transport contact", "-"), versions=[
        ("2024-09-09", "p goodhew", "+", None, [],
         "Tresswell Academy transport contact: Mrs P. Goodhew"),
        ("2025-09-15", "alun pryce", "+", "S", [],
         "Tresswell Academy transport contact: Mr Alun Pryce"),
    ], attached=[]),
    dict(fid="G7", key=("olu adeyemi", "depot", "-"), versions=[
        ("2025-02-03", "port ennis", "+", None, [],
         "Olu Adeyemi (4744) - Port Ennis"),
        ("2025-10-20", "sallowfield", "+", "S", [],
         "Olu Adeyemi (4744) - Sallowfield"),
    ], attached=[]),
]

# --------------------------------------------------------------------------------------------
# STANDALONE labelled memories: (label, key, value, polarity, when, text)
# multi_valued / membership: each value is its own fact (key + value).
# --------------------------------------------------------------------------------------------
STANDALONE = [
    # multi_valued (12)
    ("multi_valued", ("tamsin quarrie", "routes signed off", "-"), "14", "+", "2025-01-20",
     "Tamsin Quarrie signed off on the 14, route learning done"),
    ("multi_valued", ("tamsin quarrie", "routes signed off", "-"), "x8", "+", "2025-04-28",
     "Tamsin also route-learned on the X8 now"),
    ("multi_valued", ("tamsin quarrie", "routes signed off", "-"), "40", "+", "2025-09-15",
     "Added the 40 to Tamsin's route card"),
    ("multi_valued", ("hcc-s120", "schools served", "-"), "oxcombe high", "+", "2024-08-27",
     "S120 serves Oxcombe High (main gate drop-off)"),
    ("multi_valued", ("hcc-s120", "schools served", "-"), "st wenna's primary", "+", "2025-09-02",
     "S120 now also picks up for St Wenna's Primary juniors on the way in"),
    ("multi_valued", ("coach c70", "fitted features", "-"), "wheelchair lift", "+", "2024-07-08",
     "C70 has a wheelchair lift (rear offside)"),
    ("multi_valued", ("coach c70", "fitted features", "-"), "toilet", "+", "2025-01-27",
     "C70 - it's also got an on-board toilet, check it's serviced before long hires"),
    ("multi_valued", ("coach c70", "fitted features", "-"), "usb sockets", "+", "2025-11-05",
     "USB sockets added to C70 at every seat pair"),
    ("multi_valued", ("sallowfield depot", "ooh engineering callout", "-"), "wynn abberley", "+", "2024-04-29",
     "OOH engineering callout SFD: Wynn Abberley"),
    ("multi_valued", ("sallowfield depot", "ooh engineering callout", "-"), "mick hurlston", "+", "2025-03-31",
     "Added another OOH callout number for SFD: Mick Hurlston 07700 900651"),
    ("multi_valued", ("brackenmoor depot", "recovery firm", "-"), "carrick recovery", "+", "2024-10-01",
     "BKM recovery: Carrick Recovery (heavy tow)"),
    ("multi_valued", ("brackenmoor depot", "recovery firm", "-"), "dunstan & vale", "+", "2025-12-03",
     "Second recovery firm for Brackenmoor: Dunstan & Vale, use them out of hours"),

    # scope_disjoint (12)
    ("scope_disjoint", ("route 14", "first departure", "saturday"), "06:50", "+", "2025-05-06",
     "Route 14 - first bus 06:50 from Sallowfield Bus Stn (Sat)"),
    ("scope_disjoint", ("route 40", "frequency", "evenings"), "60 min", "+", "2025-10-08",
     "Route 40 evenings: hourly after 19:00, last from Skelby Bridge 23:05"),
    ("scope_disjoint", ("route 9", "single fare", "child"), "1.05 gbp", "+", "2025-01-02",
     "Route 9 child single £1.05"),
    ("scope_disjoint", ("route x8", "frequency", "sunday"), "120 min", "+", "2025-06-10",
     "X8 Sundays every 2 hours, first from Sallowfield 09:10"),
    ("scope_disjoint", ("route 17", "last departure", "friday"), "23:40", "+", "2025-07-01",
     "17 last bus Fri 23:40 from Oxcombe"),
    ("scope_disjoint", ("sallowfield depot", "late controller", "weekend"), "ffion harrop", "+", "2026-01-14",
     "SFD weekend lates: Ffion Harrop"),
    ("scope_disjoint", ("day rider", "price", "port ennis town zone"), "3.50 gbp", "+", "2025-09-10",
     "Day Rider (Port Ennis town zone only) £3.50"),
    ("scope_disjoint", ("route 9", "last departure from caddon", "sunday"), "19:15", "+", "2025-09-14",
     "Route 9 - last bus 19:15 from Caddon Square (Sun)"),
    ("scope_disjoint", ("hcc-s114", "pm departure tresswell academy", "-"), "15:20", "+", "2025-09-24",
     "S114 PM: dep Tresswell Academy 15:20"),
    ("scope_disjoint", ("route 22", "frequency", "saturday"), "30 min", "+", "2025-11-12",
     "22s run every 30 min on Saturdays"),
    ("scope_disjoint", ("port ennis outstation", "yard opening hours", "sunday"), "07:00-22:00", "+", "2026-06-29",
     "PE yard Sundays 07:00-22:00"),
    ("scope_disjoint", ("route 14", "pvr", "saturday"), "5", "+", "2026-01-21",
     "14s Saturday PVR is 5"),

    # different_subject (12)
    ("different_subject", ("fleet 4415", "allocated depot", "-"), "brackenmoor", "+", "2025-10-15",
     "4415 (LV17 CRX) - Brackenmoor allocation"),
    ("different_subject", ("port ennis outstation", "depot manager", "-"), "des orrick", "+", "2025-11-19",
     "Port Ennis outstation has no DM of its own - Des Orrick covers it from Sallowfield"),
    ("different_subject", ("route 17", "first departure", "mon-fri"), "05:42", "+", "2025-02-26",
     "Route 17 - first bus 05:42 from Oxcombe (Mon-Fri)"),
    ("different_subject", ("route 3", "single fare", "adult"), "2.50 gbp", "+", "2025-09-09",
     "Route 3 adult single is £2.50 as well"),
    ("different_subject", ("coach c64", "mot due date", "-"), "2026-02-11", "+", "2026-01-15",
     "C64 MOT due 11/02/2026 too - try and get both coaches through on the one day"),
    ("different_subject", ("route 22", "frequency", "daytime mon-sat"), "20 min", "+", "2024-12-11",
     "22 runs every 20 mins daytime Mon-Sat"),
    ("different_subject", ("brackenmoor depot", "tyre contractor", "-"), "brockway tyre services", "+", "2025-08-20",
     "Brackenmoor tyres - Brockway Tyre Services"),
    ("different_subject", ("port ennis outstation", "cleaning contractor", "-"), "spruce valeting", "+", "2026-01-07",
     "Spruce Valeting are doing the Port Ennis clean too from this month"),
    ("different_subject", ("fay coldwell", "rota line", "-"), "line 12", "+", "2025-12-10",
     "Fay Coldwell 4102 - rota line 12 (earlies)"),
    ("different_subject", ("bart okonedo", "contracted hours", "-"), "39 h/wk", "+", "2025-04-09",
     "Bart Okonedo 4655 contracted 39 hrs/wk"),
    ("different_subject", ("route 40", "pvr", "mon-fri"), "7", "+", "2024-06-05",
     "40 PVR Mon-Fri: 7"),
    ("different_subject", ("route x8", "last departure from tresswell", "mon-fri"), "23:05", "+", "2024-08-21",
     "X8 - last bus 23:05 from Tresswell (Mon-Fri)"),

    # static (12)
    ("static", ("lintvale motor services", "founded", "-"), "1921", "+", "2024-05-02",
     "Lintvale Motor Services founded 1921 in Sallowfield"),
    ("static", ("lintvale motor services", "founded", "-"), "1921", "+", "2025-11-27",
     "Est. 1921 - it's still painted over the old Sallowfield garage doors"),
    ("static", ("brackenmoor depot", "opened", "-"), "1968-03", "+", "2024-09-30",
     "Brackenmoor depot opened March 1968"),
    ("static", ("brackenmoor depot", "opened", "-"), "1968-03", "+", "2026-02-18",
     "BKM building dates from 03/1968 per the asbestos register"),
    ("static", ("lintvale motor services", "operator licence number", "-"), "ph1024877", "+", "2024-06-04",
     "Operator licence no. PH1024877"),
    ("static", ("lintvale motor services", "operator licence number", "-"), "ph1024877", "+", "2025-08-13",
     "O-licence PH 1024877 - quote it on every DVSA form"),
    ("static", ("gethin rowe", "date of birth", "-"), "1979-08-14", "+", "2024-10-22",
     "Gethin Rowe DOB 14/08/1979"),
    ("static", ("gethin rowe", "date of birth", "-"), "1979-08-14", "+", "2025-08-11",
     "Gethin's birthday is the 14th of August (born '79) - card's in the traffic office"),
    ("static", ("fleet 3112", "chassis number", "-"), "scne2kl19j004112", "+", "2025-02-12",
     "3112 chassis no. SCNE2KL19J004112"),
    ("static", ("coach c61", "first registered", "-"), "2015-03-01", "+", "2024-09-10",
     "C61 first registered 01/03/2015"),
    ("static", ("fleet 4402", "seating", "-"), "78", "+", "2025-03-04",
     "4402 seats 78 (45 up / 33 down)"),
    ("static", ("denny pask", "staff number", "-"), "4290", "+", "2025-04-23",
     "Denny Pask staff no. 4290"),

    # membership (12)
    ("membership", ("coach driver pool", "member", "-"), "kasia wrobel", "+", "2025-05-19",
     "Kasia Wrobel added to the coach driver pool"),
    ("membership", ("coach driver pool", "member", "-"), "denny pask", "+", "2025-10-01",
     "Denny Pask's joined the coach pool as well"),
    ("membership", ("sallowfield first aiders", "member", "-"), "sunil varma", "+", "2024-11-06",
     "Sunil Varma is on the Sallowfield first-aider list"),
    ("membership", ("sallowfield first aiders", "member", "-"), "fay coldwell", "+", "2025-06-25",
     "Another first aider at SFD: Fay Coldwell passed her course"),
    ("membership", ("ev-trained drivers", "member", "-"), "bart okonedo", "+", "2025-02-19",
     "Bart Okonedo now on the EV-trained drivers list"),
    ("membership", ("ev-trained drivers", "member", "-"), "olu adeyemi", "+", "2025-10-29",
     "Olu Adeyemi added to EV-trained drivers"),
    ("membership", ("health & safety committee", "member", "-"), "rhodri vance", "+", "2025-01-29",
     "Rhodri Vance joined the health & safety committee"),
    ("membership", ("brackenmoor spare pool", "member", "-"), "tamsin quarrie", "+", "2025-10-06",
     "Tamsin Quarrie joined the Brackenmoor spare pool"),
    ("membership", ("accident investigation team", "member", "-"), "hattie mowbray", "+", "2026-04-22",
     "Hattie Mowbray is on the accident investigation team"),
    ("membership", ("depot social committee", "member", "-"), "imran lathe", "+", "2026-03-04",
     "Imran Lathe joined the depot social committee"),
    ("membership", ("snow desk rota team", "member", "-"), "aled cresswick", "+", "2025-11-26",
     "Aled Cresswick added to the snow desk team for the winter"),
    ("membership", ("sallowfield control team", "member", "-"), "ffion harrop", "+", "2025-12-15",
     "Welcome Ffion Harrop, joined the control team at Sallowfield this week"),

    # equal_time (6 pairs, one order time each)
    ("equal_time", ("fleet 2208", "status", "-"), "vor coolant leak", "+", "2025-03-14 06:12",
     "2208 VOR - coolant leak, don't send it out"),
    ("equal_time", ("fleet 2208", "status", "-"), "in service", "+", "2025-03-14 06:12",
     "2208 in service, out as the 40 spare"),
    ("equal_time", ("route 3", "last departure christmas eve 2025", "-"), "18:40", "+", "2025-12-10 10:05",
     "Xmas Eve last 3 from Caddon 18:40"),
    ("equal_time", ("route 3", "last departure christmas eve 2025", "-"), "19:10", "+", "2025-12-10 10:05",
     "Christmas Eve: last Route 3 departs Caddon 19:10"),
    ("equal_time", ("choral society hire sat 09/05/2026", "driver", "-"), "gethin rowe", "+", "2026-05-06 14:48",
     "C64 Sat 09/05 choir hire - driver Gethin Rowe"),
    ("equal_time", ("choral society hire sat 09/05/2026", "driver", "-"), "denny pask", "+", "2026-05-06 14:48",
     "Choir job Saturday 9th May on C64: Denny Pask driving"),
    ("equal_time", ("lintmoor bus station", "departure stand", "route x21"), "stand 2", "+", "2025-07-21 11:30",
     "Lintmoor bus stn - X21 from stand 2"),
    ("equal_time", ("lintmoor bus station", "departure stand", "route x21"), "stand 5", "+", "2025-07-21 11:30",
     "X21 at Lintmoor leaves from stand 5 now"),
    ("equal_time", ("sallowfield wash", "closure date (resurfacing)", "-"), "2025-10-14", "+", "2025-10-02 15:20",
     "Wash bay closed for resurfacing 14/10"),
    ("equal_time", ("sallowfield wash", "closure date (resurfacing)", "-"), "2025-10-21", "+", "2025-10-02 15:20",
     "SFD wash bay shut Tue 21 Oct for the resurface"),
    ("equal_time", ("route 31", "diversion route", "regatta day 2026"), "ropewalk", "+", "2026-07-30 09:45",
     "Regatta day (Sat 8 Aug): 31s diverted via Ropewalk"),
    ("equal_time", ("route 31", "diversion route", "regatta day 2026"), "chapel hill", "+", "2026-07-30 09:45",
     "31 regatta diversion via Chapel Hill, Ropewalk shut for the stalls"),

    # unrelated (12)
    ("unrelated", ("-", "chatter", "snow thanks"), "-", "+", "2025-01-09",
     "Thanks everyone who came in during the snow on Tuesday, the board held up"),
    ("unrelated", ("-", "chatter", "kettle"), "-", "+", "2025-03-12",
     "Kettle in the SFD mess room replaced, please descale it once in a while"),
    ("unrelated", ("-", "chatter", "hi-vis"), "-", "+", "2024-08-28",
     "Reminder: hi-vis on in the yard at all times, no exceptions"),
    ("unrelated", ("-", "chatter", "lost property"), "-", "+", "2025-06-04",
     "Lost property: a child's blue scooter handed in off a 22, it's in the cage"),
    ("unrelated", ("-", "chatter", "christmas do"), "-", "+", "2025-11-18",
     "Christmas do tickets from the traffic office, cash only please"),
    ("unrelated", ("-", "chatter", "fuel hose"), "-", "+", "2025-04-16",
     "Whoever left the fuel island hose across the walkway last night - don't."),
    ("unrelated", ("-", "chatter", "passenger letter"), "-", "+", "2026-02-25",
     "Lovely letter from a passenger praising the driver on a 17 last week, passed to Des"),
    ("unrelated", ("-", "chatter", "charity wash"), "-", "+", "2025-05-12",
     "Charity bus wash on Saturday raised £640 for the hospice, thanks all"),
    ("unrelated", ("-", "chatter", "car park"), "-", "+", "2026-06-24",
     "New layout in the staff car park starts next week, plan's on the noticeboard"),
    ("unrelated", ("-", "chatter", "etm batteries"), "-", "+", "2025-10-22",
     "Can everyone check their lockers for old ETM batteries and hand them in"),
    ("unrelated", ("-", "chatter", "stan"), "-", "+", "2024-12-17",
     "RIP Stan, drove the Caddon routes for 31 years. Funeral details on the board."),
    ("unrelated", ("-", "chatter", "sweepstake"), "-", "+", "2026-06-10",
     "Football sweepstake sheet is in the canteen, £2 a go"),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
MULTI = {"multi_valued", "membership"}


# --------------------------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------------------------
def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_when(s, rng):
    if len(s) == 10:
        d = dt.datetime.strptime(s, "%Y-%m-%d")
        return d.replace(hour=rng.randint(5, 22), minute=rng.randint(0, 59))
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M")


def next_weekday(t, wd):
    days = (wd - t.weekday()) % 7 or 7
    return (t.date() + dt.timedelta(days=days)).isoformat()


def build():
    rng = random.Random(SEED)
    mems = []
    for fam in FAMILIES:
        prev = None
        for (when, value, pol, style, tags, text) in fam["versions"]:
            t = parse_when(when, rng)
            if isinstance(value, tuple):
                assert value[0] == "next"
                value = next_weekday(t, value[1])
                assert prev is not None and value != prev["value"], fam["fid"]
            m = dict(key=fam["key"], value=value, pol=pol, t=t, label=None, fid=fam["fid"],
                     style=style, tags=list(tags), text=text)
            mems.append(m)
            prev = m
        for (label, when, value, pol, text) in fam["attached"]:
            assert label in ("format_variant", "elaboration", "confirmation")
            mems.append(dict(key=fam["key"], value=value, pol=pol, t=parse_when(when, rng), label=label,
                             fid=fam["fid"], style=None, tags=[], text=text))
    for (label, key, value, pol, when, text) in STANDALONE:
        assert label in CLASSES
        mems.append(dict(key=key, value=value, pol=pol, t=parse_when(when, rng), label=label, fid=None,
                         style=None, tags=[], text=text))

    n = len(mems)
    live = set(rng.sample(range(n), N_LIVE))
    for i, m in enumerate(mems):
        m["live"] = i in live
        if m["live"] and m["label"] != "equal_time":
            m["t"] = m["t"].replace(second=rng.randint(0, 59))
    back = [i for i in range(n) if i not in live]
    rng.shuffle(back)
    c = SESSION_START
    for i in back:
        c = c + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = c
    for i in live:
        mems[i]["created"] = mems[i]["t"]
    id_order = list(range(n))
    rng.shuffle(id_order)
    for k, i in enumerate(id_order):
        mems[i]["id"] = "%s%03d" % (PREFIX, k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)
    return mems, file_order, back


def fact_groups(mems):
    """Families (by fid) and standalone facts (key, or key+value for multi-valued classes)."""
    groups = {}
    for m in mems:
        if m["fid"] is not None:
            g = ("F", m["fid"])
        elif m["label"] in MULTI:
            g = ("M", m["key"], m["value"])
        else:
            g = ("S", m["key"])
        groups.setdefault(g, []).append(m)
    return groups


def compute_truth(mems):
    pairs = []
    for g, ms in fact_groups(mems).items():
        ms = sorted(ms, key=lambda x: x["t"])
        for a in ms:
            for b in ms:  # sorted: the first hit is the earliest strictly newer differing memory
                if b["t"] > a["t"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    pairs.append((a, b, "negation" if a["pol"] != b["pol"] else "value"))
                    break
    return pairs


def check(mems, pairs, back):
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a["id"])
        in_pair.add(b["id"])
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory in no pair", m["id"], m["text"])
    # families: distinct order times, styles consistent, attached after the last version
    fam_keys = set()
    for fam in FAMILIES:
        fam_keys.add(fam["key"])
        vs = [m for m in mems if m["fid"] == fam["fid"] and m["label"] is None]
        at = [m for m in mems if m["fid"] == fam["fid"] and m["label"] is not None]
        ts = [m["t"] for m in vs + at]
        assert len(set(ts)) == len(ts), fam["fid"]
        assert [m["t"] for m in vs] == sorted(m["t"] for m in vs), ("versions out of order", fam["fid"])
        assert vs[0]["style"] is None
        for p, q in zip(vs, vs[1:]):
            same = (p["value"], p["pol"]) == (q["value"], q["pol"])
            assert same == (q["style"] == "C"), ("style/value mismatch", fam["fid"])
            assert q["style"] in ("R", "S", "C")
        assert vs[-1]["style"] != "C"
        last = vs[-1]
        for a in at:
            assert a["t"] > last["t"], ("attached before last version", fam["fid"])
            assert (a["value"], a["pol"]) == (last["value"], last["pol"]), ("attached value", fam["fid"])
    assert len(fam_keys) == len(FAMILIES)
    # standalone facts never share a family key; groups of more than one are static or equal_time only
    for g, ms in fact_groups(mems).items():
        if g[0] == "F":
            continue
        assert g[1] not in fam_keys, ("standalone on a family key", g)
        if len(ms) > 1:
            labels = {m["label"] for m in ms}
            assert len(labels) == 1, g
            lab = labels.pop()
            if lab == "static":
                assert len({m["value"] for m in ms}) == 1, g
                assert len({m["t"] for m in ms}) == len(ms), g
            elif lab == "equal_time":
                assert len(ms) == 2 and ms[0]["t"] == ms[1]["t"] and ms[0]["value"] != ms[1]["value"], g
            else:
                raise AssertionError(("unexpected shared standalone fact", g))
    for m in mems:
        if m["label"] == "equal_time":
            assert len(fact_groups([x for x in mems if x["key"] == m["key"]])[("S", m["key"])]) == 2
    # no accidental equal order times anywhere except the equal_time pairs
    seen = {}
    for m in mems:
        seen.setdefault(m["t"], []).append(m)
    for t, ms in seen.items():
        if len(ms) > 1:
            assert len(ms) == 2 and all(x["label"] == "equal_time" for x in ms) and ms[0]["key"] == ms[1]["key"], t
    # text, ids, times
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    assert all(t.strip() for t in texts)
    assert len({m["id"] for m in mems}) == len(mems)
    for m in mems:
        assert m["t"] < CUTOFF and m["created"] < CUTOFF, m["id"]
        if not m["live"]:
            assert m["t"] < m["created"], ("observed_at not before created_at", m["id"])
    cs = [mems[i]["created"] for i in back]
    assert max(cs) - min(cs) < dt.timedelta(hours=1), "import session over an hour"
    assert all(c.date() == SESSION_START.date() for c in cs)
    gaps = [(b - a).total_seconds() for a, b in zip(cs, cs[1:])]
    assert all(1 <= x <= 4 for x in gaps)
    # class sizes
    for cl in CLASSES:
        assert sum(1 for m in mems if m["label"] == cl) == 12, cl


def features(mems):
    f = dict(moveback=[], interior=[], stop_restart=[], negation_fams=[], named_old=[], relative_date=[],
             unit_change=[], handover_other=[])
    for fam in FAMILIES:
        vs = [m for m in mems if m["fid"] == fam["fid"] and m["label"] is None]
        vp = [(m["value"], m["pol"]) for m in vs]
        for i in range(2, len(vs)):
            if vp[i] == vp[i - 2] and vp[i] != vp[i - 1] and vp[i][1] == vp[i - 1][1] == "+":
                f["moveback"].append(vs[i])
        for m in vs:
            if m["style"] == "C":
                f["interior"].append(m)
            for tg in m["tags"]:
                f[tg].append(m)
        pols = "".join(m["pol"] for m in vs)
        if "-" in pols:
            f["negation_fams"].append(fam["fid"])
            if "+-+" in pols:
                f["stop_restart"].append(fam["fid"])
    return f


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
    pairs = compute_truth(mems)
    check(mems, pairs, back)
    n_val = sum(1 for p in pairs if p[2] == "value")
    n_neg = sum(1 for p in pairs if p[2] == "negation")

    if mode == "--list":
        for m in sorted(mems, key=lambda x: x["id"]):
            print("\t".join([
                m["id"], fmt(m["t"]), m["label"] or "-", " | ".join(m["key"]), m["value"], m["pol"],
                "live" if m["live"] else "backfilled",
                (m["fid"] or "") + ("" if not m["style"] else ":" + m["style"]) +
                ("" if not m["tags"] else ":" + ",".join(m["tags"]))]))
        return 0

    if mode == "--stats":
        f = features(mems)
        sizes = {}
        for fam in FAMILIES:
            k = len(fam["versions"])
            sizes[k] = sizes.get(k, 0) + 1
        repl = [m for m in mems if m["style"] in ("R", "S")]
        rew = sum(1 for m in repl if m["style"] == "R")
        cs = [mems[i]["created"] for i in back]
        rows = [
            ("memories", len(mems)),
            ("  backfilled (observed_at)", len(back)),
            ("  live (created_at only)", len(mems) - len(back)),
            ("import session", "%s .. %s (%ds)" % (fmt(min(cs)), fmt(max(cs)),
                                                   (max(cs) - min(cs)).total_seconds())),
            ("changing families", len(FAMILIES)),
        ]
        for k in sorted(sizes):
            rows.append(("  with %d versions" % k, sizes[k]))
        rows += [
            ("family versions (unlabelled)", sum(1 for m in mems if m["label"] is None)),
            ("true pairs", len(pairs)),
            ("  value", n_val),
            ("  negation", n_neg),
            ("labelled negatives", sum(1 for m in mems if m["label"])),
        ]
        for cl in CLASSES:
            rows.append(("  " + cl, sum(1 for m in mems if m["label"] == cl)))
        rows += [
            ("move-backs (A -> B -> A)", len(f["moveback"])),
            ("interior confirmations", len(f["interior"])),
            ("negation families", len(f["negation_fams"])),
            ("  stop and restart (on -> off -> on)", len(f["stop_restart"])),
            ("replacement names the old value", len(f["named_old"])),
            ("relative dates", len(f["relative_date"])),
            ("unit/format change inside a pair", len(f["unit_change"])),
            ("handovers stating another subject", len(f["handover_other"])),
            ("replacement memories reworded", "%d / %d (%.0f%%)" % (rew, len(repl), 100.0 * rew / len(repl))),
        ]
        w = max(len(r[0]) for r in rows)
        print("%s stats" % NAME)
        for a, b in rows:
            print("%-*s  %s" % (w, a, b))
        return 0

    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for i in file_order:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
            if not m["live"]:
                o["observed_at"] = fmt(m["t"])
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for a, b, r in sorted(pairs, key=lambda p: (p[0]["id"], p[1]["id"])):
            fh.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m in sorted((m for m in mems if m["label"]), key=lambda x: x["id"]):
            fh.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
