#!/usr/bin/env python3
"""Generator for testdata/real/construction-r30 (blind set, construction site and building project records).

Python 3 stdlib only, deterministic (fixed seed). Writes memories.jsonl, truth.jsonl, labels.jsonl and README.md
next to this file.  `--stats` prints the counts, `--list` prints every memory with id, order time and labels.
All names (people, firms, sites, products, codes) are invented.
"""
import json
import os
import random
import sys
from datetime import datetime, timedelta, timezone

SEED = 3030
HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "testdata/real/construction-r30"

# Each family: (fact_key, [version, ...]); version = (date, value_key, polarity, text[, label_class]).
# One fact key = one subject, one attribute, one scope.  Labels are assigned here, before generation.
# Sites: Quillon Wharf (QW), Delvin Court (DC), Orrin Place (OP), Fennick Street (FS), Pellam Rise (PR),
# Wenlow Gardens (WG), Tarnside (TB, blocks A/B), Corrowby Works (CW), Skelbrook Depot (SD), Hollin Mill (HM).
CHANGING = [
    ("qw.site_manager", [
        ("2024-02-12", "gus", "+", "Site manager, Quillon Wharf: Gus Thirlwell"),
        ("2024-05-20", "gus", "+", "Gus Thirlwell still running QW, no change after the programme review"),
        ("2024-09-03", "marta", "+", "From Monday Marta Kovell takes over Quillon Wharf, Gus T. moves to Orrin Place"),
        ("2025-01-14", "marta", "+", "QW site manager is still Marta Kovell", "confirmation"),
    ]),
    ("qw.tc1_booking_steel", [
        ("2024-05-08", "booked", "+", "TC1 booked Tue 14 May 07:00-15:00 for the level 5 steel lift at Quillon Wharf"),
        ("2024-05-13", "booked", "-", "QW tower crane TC1 booking for the L5 steel lift is cancelled - steel not ready"),
    ]),
    ("qw.concrete_supplier", [
        ("2024-03-01", "carrow", "+", "Quillon Wharf concrete supplier: Carrow Readymix"),
        ("2024-07-22", "stenmoor", "+", "carrow couldn't make the 6am slot so all pours at the wharf go to Stenmoor Aggregates from now"),
        ("2024-10-09", "carrow", "+", "Switched the Quillon Wharf ready-mix back from Stenmoor to Carrow Readymix after the cube failures"),
    ]),
    ("qw.access_hours_weekday", [
        ("2024-02-19", "0730-1800", "+", "QW site access hours (Mon-Fri): 07:30-18:00"),
        ("2024-11-04", "0800-1730", "+", "Following the council noise notice, weekday working at Quillon Wharf is now 08:00 to 17:30"),
        ("2025-02-03", "0800-1730", "+", "Quillon Wharf gates weekdays 8am-5.30pm", "format_variant"),
    ]),
    ("qw.phase", [
        ("2024-01-15", "substructure", "+", "Phase status QW: substructure"),
        ("2024-04-29", "frame", "+", "Quillon Wharf out of the ground, frame going up"),
        ("2024-10-21", "envelope", "+", "QW moved on to envelope - cladding and windows"),
        ("2025-03-10", "fitout", "+", "Wharf is in fit-out now, envelope signed off last week"),
    ]),
    ("dc.east_hoist_status", [
        ("2024-06-03", "in_service", "+", "Delvin Court east core hoist: in service, LOLER cert to Dec"),
        ("2024-08-12", "in_service", "-", "East hoist at DC out of service - gate interlock fault, use the stairs"),
        ("2024-08-19", "in_service", "+", "DC east hoist back in service after Kestrel Hoists replaced the interlock"),
    ]),
    ("dc.foreman", [
        ("2024-03-11", "renny", "+", "Foreman at Delvin Court: Renny Aldous"),
        ("2024-07-01", "callum", "+", "Renny's gone to the Tarnside job; Callum Drever is foreman at DC"),
        ("2025-02-17", "renny", "+", "delvin ct foreman - renny aldous again, callum off on long term sick"),
        ("2025-04-07", "renny", "+", "Renny Aldous still foreman on Delvin Court", "confirmation"),
    ]),
    ("dc.skip_collection_day", [
        ("2024-04-02", "tue", "+", "DC skip collections every Tuesday (Dunmore Skips)"),
        ("2024-09-16", "thu", "+", "Dunmore have moved our Delvin Court pick-up to Thursdays"),
        ("2025-01-23", "thu", "+", "Skips at Delvin Court collected Thursday as usual", "confirmation"),
    ]),
    ("dc.scaffold_sub", [
        ("2024-02-05", "greyling", "+", "Scaffold subcontractor, Delvin Court: Greyling Scaffolding"),
        ("2024-06-24", "upright", "+", "DC scaffolding package re-let: Upright Access replacing Greyling"),
    ]),
    ("dc.completion_date", [
        ("2024-01-08", "2025-06-30", "+", "Delvin Court completion date: 30/06/2025"),
        ("2024-07-15", "2025-08-15", "+", "Revised programme puts DC completion at 15 Aug 2025"),
        ("2024-11-11", "2025-08-15", "+", "DC completion still 15/08/25 per the November programme"),
        ("2025-03-03", "2025-09-26", "+", "Completion for Delvin Court slipped again, now 2025-09-26"),
        ("2025-05-12", "2025-09-26", "+", "Delvin Court completion: 26 September 2025", "format_variant"),
    ]),
    ("op.night_work_permit", [
        ("2024-10-01", "granted", "+", "Orrin Place night working permit granted for the crane erection, 22:00-05:00"),
        ("2024-10-18", "granted", "-", "Council revoked the OP night-works permit after the noise complaints"),
    ]),
    ("op.steel_supplier", [
        ("2024-03-18", "hexley", "+", "Orrin Place structural steel: Hexley Steel"),
        ("2024-08-05", "brannock", "+", "We switched OP steel from Hexley to Brannock Fabrications (lead times)"),
        ("2025-01-20", "brannock", "+", "Confirmed Brannock Fabrications remain steel supplier for Orrin Place", "confirmation"),
    ]),
    ("op.safety_officer", [
        ("2024-02-26", "priya", "+", "OP safety officer - Priya Sendhal"),
        ("2024-09-30", "olu", "+", "Olu Fenwright is now the safety officer at Orrin Place; Priya has moved to head office"),
        ("2025-02-10", "olu", "+", "Olu Fenwright (NEBOSH diploma, ex-Brenmoor) is safety officer at Orrin Place, on site Mon-Thu, desk in cabin 2", "elaboration"),
    ]),
    ("op.bc_inspection_date", [
        ("2025-02-24", "2025-03-12", "+", "Building control inspection at Orrin Place booked for 12/03/2025"),
        ("2025-03-06", "2025-03-19", "+", "BCO can't do the 12th - OP inspection moved to 19 March"),
        ("2025-03-10", "2025-03-19", "+", "BC inspection OP: 2025-03-19", "format_variant"),
    ]),
    ("fs.skip_contract", [
        ("2024-05-13", "dunmore_weekly", "+", "Fennick Street: weekly skip exchange with Dunmore Skips"),
        ("2024-12-02", "dunmore_weekly", "-", "Dunmore no longer collecting skips at Fennick St, contract ended Friday"),
    ]),
    ("fs.main_contractor", [
        ("2024-01-22", "calder", "+", "Main contractor, Fennick Street: Calder & Voss Builders"),
        ("2024-06-10", "brenmoor", "+", "Calder & Voss went into administration; Brenmoor Construction novated in as main contractor on Fennick St"),
        ("2024-11-25", "brenmoor", "+", "Brenmoor Construction are main contractor on Fennick Street under a JCT design and build contract, contracts manager Sita Rellan", "elaboration"),
    ]),
    ("fs.site_manager", [
        ("2024-01-29", "ines", "+", "FS site manager: Ines Varro"),
        ("2024-06-17", "tomas", "+", "Tomas Brack took over from Ines Varro as site manager at Fennick Street when Brenmoor came in"),
        ("2025-01-06", "tomas", "+", "Tomas still the SM at Fennick St", "confirmation"),
    ]),
    ("fs.handover_date", [
        ("2025-06-02", "2025-11-04", "+", "Fennick Street handover planned 4 Nov 2025"),
        ("2025-09-15", "2025-12-02", "+", "handover at fennick st slipped to 02/12/2025 - lift install late"),
        ("2025-11-10", "2026-01-13", "+", "New FS handover date is 13/01/2026 (client agreed)"),
        ("2025-12-01", "2026-01-13", "+", "Fennick St handover: Tuesday 13 January 2026", "format_variant"),
    ]),
    ("pr.safety_officer", [
        ("2024-04-15", "hettie", "+", "Pellam Rise safety officer: Hettie Marsk"),
        ("2024-10-07", "hettie", "-", "Hettie Marsk is no longer safety officer at Pellam Rise"),
        ("2024-11-04", "bram", "+", "Bram Osgood appointed safety officer for Pellam Rise"),
    ]),
    ("pr.crane_hire", [
        ("2024-03-04", "liftway", "+", "PR crane hire: Liftway Cranes"),
        ("2024-05-27", "liftway", "+", "Liftway Cranes still doing our crane hire at Pellam Rise"),
        ("2024-08-26", "kestrel", "+", "Crane hire at Pellam Rise switched from Liftway to Kestrel Lifting"),
        ("2025-01-13", "kestrel", "+", "Kestrel Lifting supply the Pellam Rise crane: Liebherr-type 8t luffer, operator provided, weekly inspection by their engineer", "elaboration"),
    ]),
    ("pr.snagging_plot12", [
        ("2025-04-07", "open14", "+", "Plot 12 snagging: 14 items open"),
        ("2025-04-22", "open3", "+", "PR plot 12 down to 3 snags (paint, sealant, a door closer)"),
        ("2025-05-06", "closed", "+", "All snags on Plot 12 at Pellam Rise closed out, ready for handover"),
    ]),
    ("pr.phase", [
        ("2024-02-19", "groundworks", "+", "Pellam Rise phase status: groundworks"),
        ("2024-07-08", "superstructure", "+", "PR now in superstructure, groundworks complete"),
        ("2024-12-16", "superstructure", "+", "Pellam Rise still in superstructure", "confirmation"),
    ]),
    ("wg.saturday_working", [
        ("2024-04-08", "allowed", "+", "Wenlow Gardens: Saturday working allowed 08:00-13:00"),
        ("2024-09-09", "allowed", "-", "WG - no more Saturday working, planning condition enforced from this weekend"),
    ]),
    ("wg.electrical_sub", [
        ("2024-03-25", "voltline", "+", "Electrical subcontractor at Wenlow Gardens: Voltline Electrical"),
        ("2024-08-19", "sparkbridge", "+", "Sparkbridge Electrical have replaced Voltline on WG"),
        ("2025-01-27", "sparkbridge", "+", "Sparkbridge Electrical hold the Wenlow Gardens electrical package: first and second fix, fire alarm and EV chargers", "elaboration"),
    ]),
    ("wg.site_entrance", [
        ("2024-03-11", "gate2", "+", "WG site entrance: Gate 2 off Wenlow Lane"),
        ("2024-07-29", "gate4", "+", "Deliveries and site access at Wenlow Gardens now through Gate 4, Carver Street - Gate 2 shut for the highways works"),
        ("2024-12-09", "gate4", "+", "Wenlow Gardens access still via Gate 4 on Carver St", "confirmation"),
    ]),
    ("wg.l3_slab_pour", [
        ("2025-04-01", "2025-04-22", "+", "WG level 3 slab pour: Tue 22 April"),
        ("2025-04-17", "2025-04-29", "+", "rebar inspection failed, L3 pour pushed a week to 29/04"),
        ("2025-04-25", "2025-05-06", "+", "Stenmoor can't batch on the 29th. Pour for level 3 at Wenlow Gardens is now 6 May"),
        ("2025-05-02", "2025-05-08", "+", "Level three slab pour WG moved again, Thursday 8 May 2025, pump booked 06:30"),
        ("2025-05-05", "2025-05-08", "+", "L3 slab pour 08/05", "format_variant"),
    ]),
    ("tb.a_foreman", [
        ("2024-04-01", "joel", "+", "Tarnside Block A foreman: Joel Mabry"),
        ("2024-10-14", "keeley", "+", "Keeley Strand now foreman on TB-A, Joel moved to Block B snagging"),
    ]),
    ("tb.excavator_hire", [
        ("2024-03-18", "pellor20t", "+", "20t excavator on hire at Tarnside from Pellor Plant Hire"),
        ("2024-06-28", "pellor20t", "-", "Off-hired the Pellor 20 tonner at Tarnside today, bulk dig finished"),
    ]),
    ("tb.rebar_supplier", [
        ("2024-02-12", "ferrobar", "+", "Rebar supplier, Tarnside: Ferrobar"),
        ("2024-07-15", "torvane", "+", "Tarnside reinforcement now coming from Torvane Rebar instead of Ferrobar"),
        ("2024-12-02", "torvane", "+", "Torvane Rebar supply all Tarnside reinforcement, cut and bent to schedule, deliveries Tuesdays by 9", "elaboration"),
    ]),
    ("tb.roofing_sub", [
        ("2024-05-06", "marlowpike", "+", "Tarnside roofing: Marlow-Pike Roofing"),
        ("2024-08-12", "dunstan", "+", "roofers at TB changed - Dunstan Roofing on from next week"),
        ("2024-11-18", "marlowpike", "+", "Dunstan walked off; Marlow-Pike are back doing the Tarnside roofs"),
    ]),
    ("cw.site_manager", [
        ("2024-01-08", "faisal", "+", "Corrowby Works site manager: Faisal Odun"),
        ("2024-05-13", "wyn", "+", "Wyn Carrick has replaced Faisal as SM at Corrowby"),
        ("2024-11-04", "lotte", "+", "Site manager for Corrowby Works is now Lotte Henley"),
        ("2025-02-24", "lotte", "+", "Lotte Henley, site manager at Corrowby Works since November, SMSTS and first aid, mobile on the site board", "elaboration"),
    ]),
    ("cw.road_closure", [
        ("2024-06-03", "active", "+", "Road closure permit on Corrowby Lane active for the crane set-up"),
        ("2024-06-21", "active", "-", "Corrowby Lane closure lifted, road open again"),
    ]),
    ("cw.telehandler_supplier", [
        ("2024-03-25", "pellor", "+", "CW telehandler from Pellor Plant Hire"),
        ("2024-09-02", "gorsey", "+", "Telehandler at Corrowby Works now from Gorsey Plant, Pellor one went back"),
    ]),
    ("cw.asbestos_survey", [
        ("2024-02-05", "pending", "+", "Corrowby Works R&D asbestos survey: pending"),
        ("2024-03-04", "complete", "+", "Asbestos refurb and demolition survey at CW is complete, report on the shared drive"),
        ("2024-04-15", "complete", "+", "Confirmed: CW asbestos survey complete", "confirmation"),
    ]),
    ("cw.p1_practical_completion", [
        ("2025-01-13", "2026-q2", "+", "Corrowby Works Phase 1 practical completion: Q2 2026"),
        ("2025-06-16", "2026-q2", "+", "Phase 1 PC at Corrowby still Q2 2026"),
        ("2025-10-20", "2026-07-31", "+", "CW phase 1 PC now end of July 2026 (31/07/2026)"),
    ]),
    ("sd.groundworks_sub", [
        ("2024-04-22", "tarrant", "+", "Skelbrook Depot groundworks: Tarrant Groundworks on site"),
        ("2024-08-05", "tarrant", "-", "Tarrant off site at SKD - groundworks package terminated"),
        ("2024-08-27", "ridley", "+", "Ridley Civils appointed for the Skelbrook groundworks, start 2 Sept"),
    ]),
    ("sd.access_hours_weekday", [
        ("2024-04-29", "0700-1900", "+", "Skelbrook Depot site hours weekdays 07:00 - 19:00"),
        ("2024-10-28", "0700-1800", "+", "From 28 Oct the weekday finish at Skelbrook is brought back to 6pm after neighbour complaints, still 7am start"),
        ("2025-01-06", "0700-1800", "+", "SKD weekday hours 7am to 6pm", "format_variant"),
    ]),
    ("sd.concrete_pump", [
        ("2024-05-20", "pumpwise", "+", "Concrete pump hire at Skelbrook: Pumpwise"),
        ("2024-09-23", "allpour", "+", "Pumpwise dropped - Allpour Pumping doing the SKD pours"),
        ("2025-02-03", "allpour", "+", "Allpour Pumping do the Skelbrook pours with a 36m boom, booked through their Tarnside depot, minimum 4 hours", "elaboration"),
    ]),
    ("sd.fire_marshal", [
        ("2024-03-04", "dmitri", "+", "Fire marshal, Skelbrook Depot: Dmitri Sorne"),
        ("2024-09-09", "abi", "+", "Abi Pentreath is fire marshal at Skelbrook from today (Dmitri left)"),
        ("2025-03-17", "abi", "+", "Abi still fire marshal at SKD", "confirmation"),
    ]),
    ("hm.site_manager", [
        ("2024-01-15", "niall", "+", "Hollin Mill SM: Niall Gorrie"),
        ("2024-06-03", "yusuf", "+", "Yusuf Tambe is taking over Hollin Mill from Niall on 3 June"),
    ]),
    ("hm.hot_works_permit", [
        ("2024-07-01", "issued", "+", "Hot works permit HW-114 issued for the roof lead work at Hollin Mill"),
        ("2024-07-05", "issued", "-", "HW-114 at the mill closed, no hot works in progress"),
    ]),
    ("hm.phase", [
        ("2024-01-22", "strip_out", "+", "Hollin Mill phase: strip-out"),
        ("2024-04-08", "structural", "+", "strip out done at HM, onto the structural repairs (columns, floor plates)"),
        ("2024-09-16", "first_fix", "+", "Hollin Mill has moved into first fix"),
    ]),
    ("hm.plasterer", [
        ("2024-05-13", "smoothwall", "+", "Plastering subcontractor Hollin Mill: Smoothwall Plastering"),
        ("2024-10-07", "kd", "+", "K&D Dryline now doing the plastering at the mill, Smoothwall couldn't resource it"),
        ("2025-02-17", "kd", "+", "K&D Dryline plaster the Hollin Mill flats: lime plaster to the listed walls, board and skim elsewhere", "elaboration"),
    ]),
    ("hm.skip_size", [
        ("2024-02-19", "8yd", "+", "HM skips: 8-yard"),
        ("2024-04-29", "12yd", "+", "Going up to 12 yard skips at Hollin Mill for the strip-out waste"),
        ("2024-07-22", "12yd", "+", "12yd skip at Hollin Mill", "format_variant"),
    ]),
    ("hm.steel_delivery", [
        ("2026-01-19", "2026-02-03", "+", "Hollin Mill steel delivery: 03/02/2026"),
        ("2026-01-28", "2026-02-10", "+", "Brannock have pushed the Hollin Mill steel back a week to Tue 10 Feb"),
        ("2026-02-05", "2026-02-10", "+", "steel to Hollin Mill 2026-02-10", "format_variant"),
    ]),
    ("qw.mewp_supplier", [
        ("2024-06-10", "liftrite", "+", "QW MEWP hire: Liftrite (2 x scissor lifts)"),
        ("2024-12-09", "skyreach", "+", "Scissor lifts at Quillon Wharf swapped to Skyreach Access, Liftrite collected today"),
        ("2025-03-24", "skyreach", "+", "Skyreach Access supply the Quillon Wharf MEWPs: two 10m scissors and a 16m boom, IPAF card checks at the gate", "elaboration"),
    ]),
    ("qw.hoist_slot_drylining", [
        ("2025-01-06", "0730-0900", "+", "Hoist booking QW drylining gang: 07:30-09:00 daily"),
        ("2025-02-03", "1300-1500", "+", "Drylining hoist slot at the Wharf moved to the afternoon, 1-3pm, so the M&E can load first"),
    ]),
    ("dc.window_supplier", [
        ("2024-02-26", "clearframe", "+", "Delvin Court windows: Clearframe"),
        ("2024-07-08", "astley", "+", "Window package at DC went to Astley Glazing instead of Clearframe"),
        ("2025-01-13", "astley", "+", "Astley Glazing supply the Delvin Court windows: aluminium triple glazed, installed by their own fitters", "elaboration"),
    ]),
    ("dc.principal_designer", [
        ("2024-01-15", "orme", "+", "CDM principal designer for Delvin Court: Orme Associates"),
        ("2024-05-06", "pikelund", "+", "PD role on DC transferred from Orme Associates to Pike & Lund"),
    ]),
    ("op.piling_status", [
        ("2024-04-15", "40pct", "+", "OP piling 40% complete"),
        ("2024-05-07", "75pct", "+", "Piling at Orrin Place about three quarters done"),
        ("2024-05-28", "complete", "+", "Orrin Place piling finished, rig demobilised"),
    ]),
    ("op.site_manager", [
        ("2024-02-05", "sita", "+", "Orrin Place site manager: Sita Rellan"),
        ("2024-09-09", "gus", "+", "Gus Thirlwell now SM at OP (from QW), Sita to contracts manager"),
    ]),
    ("fs.crane_operator", [
        ("2024-07-01", "leon", "+", "FS tower crane operator: Leon Varga"),
        ("2024-10-21", "mick", "+", "New crane driver at Fennick Street: Mick Doral"),
    ]),
    ("pr.concrete_supplier", [
        ("2024-03-11", "carrow", "+", "Ready-mix for Pellam Rise: Carrow Readymix"),
        ("2024-08-12", "stenmoor", "+", "PR concrete moved to Stenmoor Aggregates, Carrow's plant is too far"),
    ]),
    ("pr.access_hours_weekday", [
        ("2024-02-26", "0800-1800", "+", "Pellam Rise site access Mon-Fri 08:00-18:00"),
        ("2024-06-24", "0730-1800", "+", "PR weekday start brought forward to 07:30, finish unchanged at 18:00"),
        ("2024-09-02", "0730-1800", "+", "Pellam Rise weekdays half seven till six", "format_variant"),
    ]),
    ("wg.contracts_manager", [
        ("2024-02-12", "bram", "+", "Contracts manager, Wenlow Gardens: Bram Osgood"),
        ("2024-11-11", "sita", "+", "Sita Rellan is taking the WG contracts manager role over from Bram"),
    ]),
    ("wg.brickwork_sub", [
        ("2024-05-20", "harcourt", "+", "Brickwork subcontractor at Wenlow Gardens: Harcourt Brickwork"),
        ("2024-08-05", "renwick", "+", "harcourt off, Renwick Masonry doing WG brickwork"),
        ("2024-10-28", "ockley", "+", "Wenlow Gardens brickwork package re-let again, now Ockley Bricklayers"),
    ]),
    ("tb.a_completion", [
        ("2025-09-01", "2026-10-31", "+", "Tarnside Block A completion: 31/10/2026"),
        ("2026-06-15", "2026-11-30", "+", "Block A at Tarnside now completing 30 November 2026"),
        ("2026-07-06", "2026-11-30", "+", "TB-A PC 2026-11-30", "format_variant"),
    ]),
    ("tb.access_route", [
        ("2024-03-04", "tarn_road", "+", "Tarnside site access via Tarn Road"),
        ("2024-06-10", "mill_lane", "+", "Access route for Tarnside changed: all vehicles now come in off Mill Lane"),
        ("2024-11-25", "mill_lane", "+", "Tarnside access via Mill Lane as usual", "confirmation"),
    ]),
    ("cw.mobile_crane_booking", [
        ("2025-05-19", "2025-06-09", "+", "60t mobile crane booked for Corrowby Works, 09/06/2025, for the roof trusses"),
        ("2025-06-02", "2025-06-16", "+", "CW mobile crane moved to Mon 16 June, trusses delayed"),
        ("2025-06-11", "2025-06-18", "+", "Corrowby crane lift now Wednesday 18th June"),
        ("2025-06-13", "2025-06-18", "+", "60t mobile at Corrowby on 18/06", "format_variant"),
    ]),
    ("cw.condition7", [
        ("2024-02-19", "outstanding", "+", "CW planning condition 7 (drainage) outstanding"),
        ("2024-05-20", "discharged", "+", "Condition 7 at Corrowby Works discharged by the council"),
    ]),
    ("sd.mande_sub", [
        ("2024-03-18", "hendry", "+", "M&E subcontractor, Skelbrook Depot: Hendry Plumbing & Heating"),
        ("2024-07-22", "coldharbour", "+", "SKD M&E package now Coldharbour Mechanical (Hendry couldn't do the sprinklers)"),
        ("2024-10-14", "hendry", "+", "Skelbrook M&E back with Hendry Plumbing & Heating, Coldharbour terminated"),
        ("2025-01-27", "hendry", "+", "Hendry Plumbing & Heating hold the Skelbrook M&E package including sprinklers, supervisor on site daily", "elaboration"),
    ]),
    ("sd.welfare_cabins", [
        ("2024-04-01", "sitebox", "+", "Welfare cabins at Skelbrook from SiteBox Hire"),
        ("2024-09-30", "cabinlink", "+", "SKD welfare units swapped to Cabinlink"),
    ]),
    ("hm.bco", [
        ("2024-02-05", "jen", "+", "Building control officer, Hollin Mill: Jen Aske"),
        ("2024-06-10", "jen", "+", "Jen Aske still our BCO at the mill"),
        ("2024-10-21", "rhys", "+", "Hollin Mill BCO changed to Rhys Maddern"),
        ("2025-01-20", "rhys", "+", "Confirmed with the council: Rhys Maddern is the BCO for Hollin Mill", "confirmation"),
    ]),
    ("hm.access_hours_weekday", [
        ("2024-01-29", "0800-1700", "+", "Hollin Mill working hours Mon-Fri: 08:00-17:00"),
        ("2024-05-20", "0800-1600", "+", "HM weekday finish now 4pm (neighbour agreement)"),
    ]),
    ("qw.l4_snags", [
        ("2025-04-14", "open62", "+", "QW L4 snag list: 62 open"),
        ("2025-05-05", "open18", "+", "Level 4 at Quillon Wharf down to 18 open snags"),
        ("2025-05-26", "closed", "+", "Snagging on L4 QW closed, zero open"),
    ]),
    ("dc.drylining_progress", [
        ("2024-09-02", "level2", "+", "DC drylining: K&D Dryline on level 2"),
        ("2024-10-07", "level3", "+", "K&D have moved up to level 3 at Delvin Court"),
        ("2024-11-11", "level4", "+", "Drylining at DC now on level 4, level 3 boarded out"),
    ]),
    ("op.temp_works_coordinator", [
        ("2024-03-25", "callum", "+", "Temporary works coordinator at Orrin Place: Callum Drever"),
        ("2024-07-08", "hettie", "+", "Hettie Marsk has replaced Callum as TWC on OP"),
        ("2024-12-02", "hettie", "+", "OP TWC still Hettie Marsk", "confirmation"),
    ]),
    ("fs.final_inspection", [
        ("2025-08-11", "2025-09-02", "+", "Fennick St final BC inspection 02/09/2025"),
        ("2025-08-28", "2025-09-16", "+", "Final inspection at FS rescheduled, now 16 September 2025"),
        ("2025-09-01", "2025-09-16", "+", "Fennick Street final inspection 2025-09-16", "format_variant"),
    ]),
    ("wg.steel_erector", [
        ("2024-04-15", "hexley", "+", "WG steel erection: Hexley Steel"),
        ("2024-06-03", "norland", "+", "Norland Erectors are erecting the Wenlow Gardens steel now, Hexley supply only"),
        ("2024-10-14", "norland", "+", "Norland Erectors erect the WG frame with their own MEWPs and a 3-man gang, supervised by Hexley's engineer", "elaboration"),
    ]),
    ("sd.phase", [
        ("2024-01-08", "design", "+", "Skelbrook Depot phase: design"),
        ("2024-03-25", "enabling", "+", "SKD into enabling works (demo of the old sheds, services diversion)"),
        ("2024-06-17", "groundworks", "+", "Skelbrook is at groundworks stage"),
        ("2024-11-04", "frame", "+", "Skelbrook Depot portal frame going up, groundworks done"),
    ]),
    ("pr.plot7_handover", [
        ("2025-02-03", "2025-03-14", "+", "Plot 7 PR handover 14/03/2025"),
        ("2025-03-03", "2025-03-28", "+", "Pellam Rise plot 7 handing over on the 28th of March instead"),
    ]),
    ("tb.hoist_booking_bricks", [
        ("2024-09-09", "mon-wed", "+", "Tarnside hoist booked Mon-Wed for brick loading-out"),
        ("2024-09-23", "thu-fri", "+", "Brick loading on the TB hoist switched from Mon-Wed to Thu/Fri"),
    ]),
]

# Labelled negatives that are not versions of a changing family.  Each set: (fact_key, [version, ...]).
LABELLED = [
    # multi_valued: values that coexist (each value is its own fact)
    ("dc.approved_concrete:carrow", [("2024-03-04", "yes", "+", "Carrow Readymix is on the approved concrete supplier list for Delvin Court", "multi_valued")]),
    ("dc.approved_concrete:stenmoor", [("2024-03-05", "yes", "+", "DC approved ready-mix suppliers also include Stenmoor Aggregates", "multi_valued")]),
    ("qw.subs_on_site:voltline", [("2024-08-05", "yes", "+", "Subbies on site at QW this week: Voltline Electrical (containment)", "multi_valued")]),
    ("qw.subs_on_site:hendry", [("2024-08-06", "yes", "+", "Hendry Plumbing & Heating on site at Quillon Wharf this week as well, soil stacks", "multi_valued")]),
    ("qw.subs_on_site:greyling", [("2024-08-07", "yes", "+", "Greyling Scaffolding are also in at QW this week adapting the lift 6 scaffold", "multi_valued")]),
    ("tb.plant_on_hire:roller", [("2024-05-13", "yes", "+", "Plant on hire at Tarnside: 1.5t ride-on roller (Pellor)", "multi_valued")]),
    ("tb.plant_on_hire:dumper", [("2024-05-14", "yes", "+", "Also on hire at Tarnside: 6t forward tipping dumper", "multi_valued")]),
    ("cw.keyholders:faisal", [("2024-02-12", "yes", "+", "Corrowby Works keyholder: Faisal Odun", "multi_valued")]),
    ("cw.keyholders:ardent", [("2024-02-13", "yes", "+", "Ardent Guarding also hold keys for Corrowby Works (out of hours callout)", "multi_valued")]),
    ("hm.first_aiders:niall", [("2024-03-11", "yes", "+", "Hollin Mill first aiders: Niall Gorrie", "multi_valued")]),
    ("hm.first_aiders:keeley", [("2024-03-12", "yes", "+", "Keeley Strand is a trained first aider at Hollin Mill", "multi_valued")]),
    ("hm.first_aiders:joel", [("2024-03-13", "yes", "+", "Joel Mabry is another first aider on the mill", "multi_valued")]),
    # scope_disjoint: same attribute, disjoint scopes
    ("qw.access_hours_saturday", [("2024-11-05", "0800-1300", "+", "QW Saturday access hours: 08:00-13:00", "scope_disjoint")]),
    ("qw.access_hours_sunday", [("2024-11-06", "closed", "+", "Quillon Wharf is closed on Sundays and bank holidays", "scope_disjoint")]),
    ("tb.b_foreman", [("2024-10-15", "dale", "+", "Tarnside Block B foreman: Dale Harker", "scope_disjoint")]),
    ("tb.b_completion", [("2026-06-16", "2027-02-26", "+", "Block B at Tarnside completing 26/02/2027", "scope_disjoint")]),
    ("dc.west_hoist_status", [("2024-08-13", "in_service", "+", "DC west core hoist in service - use it while the east one is down", "scope_disjoint")]),
    ("wg.hours_summer", [("2024-04-22", "0730-1800", "+", "Wenlow Gardens summer working hours: 07:30-18:00", "scope_disjoint")]),
    ("wg.hours_winter", [("2024-04-23", "0800-1600", "+", "WG winter hours (Nov-Feb): 08:00-16:00", "scope_disjoint")]),
    ("sd.access_hours_saturday", [("2024-10-29", "0800-1200", "+", "Skelbrook Saturday hours 08:00-12:00", "scope_disjoint")]),
    ("pr.snagging_plot14", [("2025-04-23", "open6", "+", "Pellam Rise plot 14: 6 snags open", "scope_disjoint")]),
    ("cw.p2_practical_completion", [("2025-10-21", "2027-q1", "+", "Corrowby Works Phase 2 practical completion: Q1 2027", "scope_disjoint")]),
    ("hm.delivery_hours", [("2024-05-21", "0930-1500", "+", "Hollin Mill deliveries only 09:30-15:00 (school run)", "scope_disjoint")]),
    ("qw.hoist_slot_saturday", [("2025-02-04", "0800-1000", "+", "Saturday hoist slot at QW: 08:00-10:00 for the roofers", "scope_disjoint")]),
    # different_subject: the frame of a changing fact with another subject
    ("sd.site_manager", [("2024-04-08", "ewan", "+", "Site manager, Skelbrook Depot: Ewan Tully", "different_subject")]),
    ("wg.concrete_supplier", [("2024-07-23", "carrow", "+", "Ready-mix for Wenlow Gardens comes from Carrow Readymix", "different_subject")]),
    ("qw.tc2_booking_cladding", [("2024-05-09", "booked", "+", "TC2 booked Thu 16 May for the QW cladding panels", "different_subject")]),
    ("op.skip_collection_day", [("2024-09-17", "tue", "+", "Orrin Place skips collected on Tuesdays", "different_subject")]),
    ("hm.scaffold_sub", [("2024-02-06", "greyling", "+", "Scaffold subcontractor, Hollin Mill: Greyling Scaffolding", "different_subject")]),
    ("cw.safety_officer", [("2024-10-01", "priya", "+", "Safety officer for Corrowby Works is Priya Sendhal", "different_subject")]),
    ("pr.main_contractor", [("2024-01-23", "calder", "+", "Main contractor, Pellam Rise: Calder & Voss Builders", "different_subject")]),
    ("dc.electrical_sub", [("2024-03-26", "voltline", "+", "Electrical subcontractor at Delvin Court: Voltline Electrical", "different_subject")]),
    ("wg.foreman", [("2024-07-02", "aidan", "+", "Foreman at Wenlow Gardens: Aidan Drever (Callum's brother)", "different_subject")]),
    ("cw.excavator_hire", [("2024-03-19", "pellor13t", "+", "13t excavator on hire at Corrowby from Pellor Plant Hire", "different_subject")]),
    ("dc.showflat_handover", [("2025-03-04", "2025-05-20", "+", "Delvin Court show flat handover: 20/05/2025", "different_subject")]),
    ("sd.steel_supplier", [("2024-03-19", "hexley", "+", "Skelbrook Depot structural steel: Hexley Steel", "different_subject")]),
    # static: the same fact restated with a synonymous verb
    ("qw.architect", [("2024-01-10", "fenn", "+", "Quillon Wharf architect: Fenn Oduya Architects", "static"),
                      ("2024-06-11", "fenn", "+", "Fenn Oduya Architects designed the Quillon Wharf scheme", "static")]),
    ("dc.structural_engineer", [("2024-01-16", "arkwright", "+", "Structural engineer on Delvin Court is Arkwright Hale", "static"),
                                ("2024-08-20", "arkwright", "+", "Arkwright Hale act as structural engineers for Delvin Court", "static")]),
    ("op.client", [("2024-02-06", "ledgerwood", "+", "Client for Orrin Place: Ledgerwood Homes", "static"),
                   ("2024-10-02", "ledgerwood", "+", "Orrin Place is being built for Ledgerwood Homes", "static")]),
    ("hm.listing", [("2024-01-23", "grade2", "+", "Hollin Mill is a Grade II listed building", "static"),
                    ("2024-07-16", "grade2", "+", "The mill is listed at Grade II - conservation officer must see any opening-up", "static")]),
    ("cw.job_number", [("2024-01-09", "cw118", "+", "Corrowby Works job number: CW-118", "static"),
                       ("2024-09-24", "cw118", "+", "Corrowby is filed under job no. CW-118 in the cost system", "static")]),
    ("tb.qs", [("2024-02-13", "mercer", "+", "Tarnside QS: Mercer Lyle", "static"),
               ("2024-12-03", "mercer", "+", "Mercer Lyle handle the quantity surveying at Tarnside", "static")]),
    # membership: memberships held at once
    ("tb.safety_committee:keeley", [("2024-10-16", "yes", "+", "Keeley Strand sits on the Tarnside safety committee", "membership")]),
    ("tb.safety_committee:joel", [("2024-10-17", "yes", "+", "Joel Mabry is a member of the Tarnside safety committee", "membership")]),
    ("tb.safety_committee:dale", [("2024-10-18", "yes", "+", "Dale Harker joined the Tarnside safety committee too", "membership")]),
    ("marta.ciob", [("2024-09-04", "yes", "+", "Marta Kovell is a chartered member of the CIOB", "membership")]),
    ("marta.qw_design_team", [("2024-09-05", "yes", "+", "Marta Kovell is on the Quillon Wharf design team meeting list", "membership")]),
    ("qw.ptw_signatory:marta", [("2024-09-10", "yes", "+", "QW permit-to-work signatories: Marta Kovell", "membership")]),
    ("qw.ptw_signatory:pia", [("2024-09-11", "yes", "+", "Pia Lindqvist is also an authorised permit-to-work signatory at Quillon Wharf", "membership")]),
    ("fs.considerate_constructors", [("2024-07-15", "yes", "+", "Fennick Street is registered with the Considerate Builders Scheme", "membership")]),
    ("wg.considerate_constructors", [("2024-07-16", "yes", "+", "Wenlow Gardens registered with the Considerate Builders Scheme as well", "membership")]),
    ("ledgerwood_framework:brenmoor", [("2024-06-12", "yes", "+", "Brenmoor Construction are on the Ledgerwood Homes contractor framework", "membership")]),
    ("ledgerwood_framework:calder", [("2024-03-06", "yes", "+", "Calder & Voss Builders are also on the Ledgerwood framework", "membership")]),
    ("brenmoor.ncf", [("2024-06-13", "yes", "+", "Brenmoor are members of the Northern Contractors Forum", "membership")]),
    # equal_time: two values of one fact at one order time
    ("sd.ground_slab_pour_day", [("2024-07-11T10:20:00Z", "fri14", "+", "Skelbrook ground slab pour: Fri 14th", "equal_time"),
                                 ("2024-07-11T10:20:00Z", "mon17", "+", "SKD slab pour Monday 17th", "equal_time")]),
    ("pr.scaffold_strike", [("2025-02-20T15:05:00Z", "2025-03-03", "+", "PR scaffold strike 03/03", "equal_time"),
                            ("2025-02-20T15:05:00Z", "2025-03-10", "+", "Pellam Rise scaffold coming down 10 March", "equal_time")]),
    ("wg.brick_delivery_time", [("2024-06-18T08:40:00Z", "0800", "+", "WG brick delivery booked 8am", "equal_time"),
                                ("2024-06-18T08:40:00Z", "1100", "+", "Wenlow Gardens bricks arriving 11:00", "equal_time")]),
    ("cw.cabin_delivery_day", [("2024-01-30T11:15:00Z", "tue", "+", "CW welfare cabin delivery Tuesday", "equal_time"),
                               ("2024-01-30T11:15:00Z", "wed", "+", "Corrowby cabins coming Wednesday", "equal_time")]),
    ("hm.lift_engineer_visit", [("2025-03-12T13:30:00Z", "1400", "+", "Lift engineer at Hollin Mill 2pm", "equal_time"),
                                ("2025-03-12T13:30:00Z", "1600", "+", "HM lift engineer visit 16:00", "equal_time")]),
    ("fs.site_meeting_day", [("2024-08-27T09:00:00Z", "wed", "+", "Fennick St weekly site meeting: Wednesdays", "equal_time"),
                             ("2024-08-27T09:00:00Z", "thu", "+", "FS progress meeting is Thursdays", "equal_time")]),
    # unrelated distractors (several share a subject with a changing family)
    ("u.qw_teahut", [("2024-06-17", "x", "+", "Quillon Wharf tea hut relocated next to the hoist base", "unrelated")]),
    ("u.dc_toolbox", [("2024-10-08", "x", "+", "Toolbox talk at Delvin Court this morning: working at height and ladder checks", "unrelated")]),
    ("u.op_dust", [("2024-05-21", "x", "+", "Orrin Place neighbours complained about dust on Tuesday, damping down added", "unrelated")]),
    ("u.fs_parking", [("2024-02-20", "x", "+", "Fennick St parking bay suspension signs are up for the crane base", "unrelated")]),
    ("u.pr_showhome", [("2024-03-19", "x", "+", "Pellam Rise show home open weekends from April", "unrelated")]),
    ("u.gus_smsts", [("2024-11-19", "x", "+", "Gus Thirlwell passed his SMSTS refresher", "unrelated")]),
    ("u.wg_well", [("2024-05-28", "x", "+", "Wenlow Gardens: old brick well found during excavation, archaeologist called", "unrelated")]),
    ("u.tb_rain", [("2024-11-20", "x", "+", "Tarnside - rain stopped the roofers at 2pm", "unrelated")]),
    ("u.cw_bats", [("2024-04-09", "x", "+", "Bat survey at Corrowby Works found a roost in the chimney, ecologist to advise", "unrelated")]),
    ("u.sd_invoice", [("2024-10-01", "x", "+", "Skelbrook Depot: Pumpwise's last invoice queried, two pours double-charged", "unrelated")]),
    ("u.hm_columns", [("2024-04-16", "x", "+", "Hollin Mill original cast iron columns to be kept and painted", "unrelated")]),
    ("u.marta_leave", [("2025-08-04", "x", "+", "Marta Kovell on leave 11-15 Aug", "unrelated")]),
    ("u.carrow_prices", [("2024-12-10", "x", "+", "Carrow Readymix putting prices up 4% from January", "unrelated")]),
    ("u.qw_cube", [("2024-09-24", "x", "+", "QW cube results from the L6 pour came back at 28 days below spec", "unrelated")]),
    ("u.dc_hoist_training", [("2024-08-20", "x", "+", "Kestrel Hoists ran operator training at Delvin Court for six lads", "unrelated")]),
    ("u.op_crane_base", [("2024-09-25", "x", "+", "OP crane base poured, cubes taken", "unrelated")]),
    ("u.sd_drainage", [("2024-09-12", "x", "+", "Ridley found a live drain at Skelbrook not on the survey, diverted it", "unrelated")]),
]


def fmt(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: key, value, pol, label, order(datetime), text, kind
    for kind, table in (("changing", CHANGING), ("labelled", LABELLED)):
        for key, versions in table:
            for v in versions:
                date, value, pol, text = v[:4]
                label = v[4] if len(v) > 4 else None
                if "T" in date:
                    t = datetime.strptime(date, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)
                    fixed = True
                else:
                    d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
                    t = d + timedelta(hours=rng.randint(6, 18), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
                    fixed = False
                mems.append({"key": key, "value": value, "pol": pol, "label": label, "order": t,
                             "text": text, "kind": kind, "fixed": fixed})
    # live-ingested vs backfilled (equal_time memories are always backfilled, one observed_at each)
    for m in mems:
        m["live"] = (not m["fixed"]) and rng.random() < 0.25
    # opaque ids: shuffled assignment
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        mems[i]["id"] = "r30-%03d" % (n + 1)
    # import session for backfilled memories, in seeded order
    back = [m for m in mems if not m["live"]]
    rng.shuffle(back)
    session = datetime(2026, 11, 18, 14, 2, 11, tzinfo=timezone.utc)
    for n, m in enumerate(back):
        m["created"] = session + timedelta(seconds=3 * n + rng.randint(0, 2))
    for m in mems:
        if m["live"]:
            m["created"] = m["order"]
    # file order: shuffled again
    file_order = list(mems)
    rng.shuffle(file_order)
    return mems, file_order


def compute_truth(mems):
    fams = {}
    for m in mems:
        fams.setdefault(m["key"], []).append(m)
    pairs = []
    for key in sorted(fams):
        ms = sorted(fams[key], key=lambda m: (m["order"], m["id"]))
        for a in ms:
            newer = [b for b in ms if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"])]
            if newer:
                b = min(newer, key=lambda m: (m["order"], m["id"]))
                if [x for x in newer if x["order"] == b["order"] and x is not b]:
                    raise AssertionError("ambiguous replacement in %s" % key)
                pairs.append({"expired_id": a["id"], "replacement_id": b["id"],
                              "reason": "negation" if a["pol"] != b["pol"] else "value"})
    pairs.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    return fams, pairs


def check(mems, fams, pairs):
    texts = [m["text"] for m in mems]
    assert len(texts) == len(set(texts)), "duplicate text"
    ids = [m["id"] for m in mems]
    assert len(ids) == len(set(ids))
    cut = datetime(2026, 12, 1, tzinfo=timezone.utc)
    for m in mems:
        assert m["order"] < cut and m["created"] < cut, m["text"]
        if not m["live"]:
            assert m["order"] <= m["created"], m["text"]
    labelled = {m["id"] for m in mems if m["label"]}
    for p in pairs:
        assert p["expired_id"] not in labelled and p["replacement_id"] not in labelled, p
    for key, ms in fams.items():
        times = [m["order"] for m in ms]
        if any(m["label"] == "equal_time" for m in ms):
            assert all(m["label"] == "equal_time" for m in ms) and len(set(times)) == 1, key
        else:
            assert len(times) == len(set(times)), "order times not distinct in %s" % key
    # every unlabelled memory of a changing family takes part in at least one pair
    inpair = {p["expired_id"] for p in pairs} | {p["replacement_id"] for p in pairs}
    for m in mems:
        if m["kind"] == "changing" and not m["label"]:
            assert m["id"] in inpair, m["text"]
        if m["kind"] == "labelled":
            assert m["label"], m["text"]


def stats(mems, pairs):
    out = []
    out.append(("memories", len(mems)))
    out.append(("backfilled (observed_at)", sum(1 for m in mems if not m["live"])))
    out.append(("live-ingested (created_at only)", sum(1 for m in mems if m["live"])))
    out.append(("true pairs", len(pairs)))
    out.append(("true pairs, reason value", sum(1 for p in pairs if p["reason"] == "value")))
    out.append(("true pairs, reason negation", sum(1 for p in pairs if p["reason"] == "negation")))
    fam_keys = {m["key"] for m in mems if m["kind"] == "changing"}
    out.append(("changing families", len(fam_keys)))
    out.append(("memories in changing families (unlabelled)", sum(1 for m in mems if m["kind"] == "changing" and not m["label"])))
    labels = [m["label"] for m in mems if m["label"]]
    out.append(("labelled", len(labels)))
    for c in CLASSES:
        out.append(("labelled " + c, labels.count(c)))
    return out


CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]


def readme(st):
    lines = []
    lines.append("# `%s`: blind evaluation set (construction site and building project records)" % NAME)
    lines.append("")
    lines.append("Register: construction site and building project records - the notes a contractor's site team and")
    lines.append("project office keep about their jobs: site managers and foremen, main and sub-contractors, permits and")
    lines.append("inspections, crane and hoist bookings, plant hire, skips, concrete and steel suppliers, completion and")
    lines.append("handover dates, snagging, site access hours, safety roles and phase status. Texts mix `key: value` record")
    lines.append("lines, short notes, full sentences, status updates, handovers, change reports and chat-like fragments,")
    lines.append("with site short forms (QW, DC, OP, FS, PR, WG, TB/TB-A, CW, SKD, HM, \"the mill\", \"the Wharf\").")
    lines.append("")
    lines.append("All names (people, firms, sites, products, permit and job codes) are invented. No dataset was used")
    lines.append("(no SituatedQA, TimeQA or any other); nothing was fetched. Generated by `gen.py` (Python 3 stdlib, fixed")
    lines.append("seed %d; two runs give byte-identical files)." % SEED)
    lines.append("")
    lines.append("## How it was written (blind)")
    lines.append("")
    lines.append("The author read exactly:")
    lines.append("")
    lines.append("1. the task prompt (`/work/notes/prompt-r30.md`);")
    lines.append("2. `/work/notes/protocol.md` (working protocol);")
    lines.append("3. the design seed `/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051);")
    lines.append("4. in `/work/main/README.md` only the sections \"Memory JSONL (input and export format)\" and")
    lines.append("   \"Using l9 on your own export\".")
    lines.append("")
    lines.append("Incidentally seen: the list of section headings of `/work/main/README.md` (from `grep -n '^#'`, used to")
    lines.append("find the two sections; they name the later sections, e.g. the L9 to L9k experiment registrations).")
    lines.append("No code, tests, other testdata, results, registrations or notes of the project were read; l9 was not")
    lines.append("built or run; no other data set was looked at.")
    lines.append("")
    lines.append("## Files")
    lines.append("")
    lines.append("- `memories.jsonl`: one memory per line, `{\"id\",\"content\",\"created_at\"[,\"observed_at\"]}`, RFC 3339 UTC,")
    lines.append("  all times before 2026-12-01. Backfilled memories carry `observed_at` (when the fact was observed) and a")
    lines.append("  `created_at` from one import session (2026-11-18, in seeded order); live-ingested memories carry")
    lines.append("  `created_at` only. Ids `r30-NNN` are assigned in shuffled order and the file order is shuffled again.")
    lines.append("- `truth.jsonl`: `{\"expired_id\",\"replacement_id\",\"reason\"}`, reason `value` or `negation`.")
    lines.append("- `labels.jsonl`: `{\"id\",\"class\"}` for every memory that must never appear in any candidate pair.")
    lines.append("- `gen.py`: the tables and the generator; `python3 gen.py --stats` prints the counts, `--list` every")
    lines.append("  memory with id, order time and labels.")
    lines.append("")
    lines.append("## Truth rule")
    lines.append("")
    lines.append("Order time is `observed_at` if present, else `created_at`. A family is one fact (one subject, one")
    lines.append("attribute, one scope). Within a family each memory is expired by the earliest strictly newer memory whose")
    lines.append("(value, polarity) differs; the reason is `negation` when the polarities differ (the newer says the fact")
    lines.append("stopped holding, or re-affirms it after it had stopped), else `value`. A chain of n changing versions")
    lines.append("gives n-1 pairs; a move back A -> B -> A pairs through the middle; a confirmation inside a chain is never")
    lines.append("paired with what it confirms but is expired by the next change. Truth is computed from the tables' labels")
    lines.append("(fact key, value key, polarity, order time), never from the text. gen.py asserts that no labelled memory")
    lines.append("takes part in any pair, that order times within a family are distinct (except `equal_time`), and that")
    lines.append("no text is duplicated.")
    lines.append("")
    lines.append("## Negative classes (`labels.jsonl`)")
    lines.append("")
    lines.append("- `multi_valued`: values that coexist (approved supplier lists, subcontractors on site, plant on hire, keyholders, first aiders).")
    lines.append("- `scope_disjoint`: same attribute, disjoint scope (weekday/Saturday/Sunday hours, Block A/Block B, east/west hoist, summer/winter, Phase 1/Phase 2, plot 12/plot 14).")
    lines.append("- `format_variant`: the latest value of a family written another way (08:00-17:30 / 8am-5.30pm, 30/11/2026 / 2026-11-30, 12-yard / 12yd).")
    lines.append("- `elaboration`: the latest value of a family with more detail.")
    lines.append("- `confirmation`: the latest value restated (\"still\", \"confirmed\", \"as usual\").")
    lines.append("- `different_subject`: the frame of a changing fact with another subject (another site, another crane).")
    lines.append("- `static`: an unchanging fact restated with a synonymous verb.")
    lines.append("- `membership`: memberships held at once (committees, signatory lists, schemes, frameworks).")
    lines.append("- `equal_time`: two values of one fact at one order time (direction cannot be decided).")
    lines.append("- `unrelated`: distractors, several sharing a subject with a changing family.")
    lines.append("")
    lines.append("## Counts (`python3 gen.py --stats`)")
    lines.append("")
    lines.append("| count | n |")
    lines.append("|---|---|")
    for k, v in st:
        lines.append("| %s | %d |" % (k, v))
    lines.append("")
    return "\n".join(lines)


def main():
    mems, file_order = build()
    fams, pairs = compute_truth(mems)
    check(mems, fams, pairs)
    st = stats(mems, pairs)
    if "--stats" in sys.argv:
        for k, v in st:
            print("%s: %d" % (k, v))
        return
    if "--list" in sys.argv:
        for m in sorted(mems, key=lambda m: m["id"]):
            print("%s\t%s\t%s\t%s\t%s/%s\t%s\t%s" % (m["id"], fmt(m["order"]), "live" if m["live"] else "backfill",
                                                 m["key"], m["value"], m["pol"], m["label"] or "-", m["text"]))
        return
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in file_order:
            o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
            if not m["live"]:
                o["observed_at"] = fmt(m["order"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for p in pairs:
            f.write(json.dumps(p) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(readme(st))


if __name__ == "__main__":
    main()
