#!/usr/bin/env python3
"""Generate testdata/heldout26: a blind supersession evaluation set in the register of
construction site and building project records.

Deterministic (fixed seed, stdlib only): two runs give byte-identical files.

    python3 gen.py           # write memories.jsonl, truth.jsonl, labels.jsonl, README.md
    python3 gen.py --stats   # print the counts
    python3 gen.py --list    # print every memory with id, order time and labels

All names (people, firms, places, products, codes) are invented. No dataset was used.
"""

import datetime as _dt
import hashlib
import json
import os
import random
import sys

SEED = 2626
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# Tables. Every memory is labelled here, BEFORE anything is generated:
#   fact key (subject|attribute|scope), value key, polarity (+1 holds / -1 stopped
#   holding), order date, text, and an optional negative class label.
# Truth is computed from these labels only, never from the text.
# ---------------------------------------------------------------------------

FAMILIES = []   # changing families: (fact_key, [versions])
GROUPS = []     # labelled, non-changing groups: (fact_key, [versions])


def fam(key, *versions):
    FAMILIES.append((key, list(versions)))


def grp(key, *versions):
    GROUPS.append((key, list(versions)))


def V(date, value, text, pol=1, label=None, same_time=None):
    return {"date": date, "value": value, "pol": pol, "text": text,
            "label": label, "same_time": same_time}


# Sites (invented): Harrowgate Quay tower (HGQ), Millbrook Primary extension (MPS),
# Tannery Yard Block C (TY / Blk C), 14 Corvell Street offices (CSO), Ashdene Road
# housing (ASH), Fenwick Lock apartments (FL), Dunmere depot refurbishment (DDR).

# ---- changing families: value changes ------------------------------------

fam("HGQ|site_manager|",
    V("2024-09-02", "feltrow", "Site manager (Harrowgate Quay): Dana Feltrow"),
    V("2025-01-13", "bale", "Osric Bale has taken over from Dana as SM at HGQ."),
    V("2025-06-30", "tamsett", "HGQ - SM now P. Tamsett; Osric gone across to another job"),
    V("2025-08-11", "tamsett", "Priya Tamsett (SMSTS, ext 214) runs Harrowgate Quay as site manager, day to day plus the client meetings", label="elaboration"))

fam("MPS|foreman|",
    V("2024-10-07", "weald", "Millbrook Primary foreman is Goran Weald."),
    V("2025-02-17", "acheson", "foreman MPS -> Tobi Acheson from Mon, Goran off to Ashdene"),
    V("2025-06-09", "ferreira", "Millbrook Primary has a new foreman, Luis Ferreira; Tobi is covering holidays on other sites"))

fam("TY|main_contractor|",
    V("2024-05-20", "brannock", "Main contractor, Tannery Yard Block C: Brannock Construction Ltd"),
    V("2025-03-03", "hallard", "Contract novated - Hallard Build are now principal contractor on Blk C"))

fam("CSO|groundworks_sub|",
    V("2024-06-10", "corrin", "Groundworks at 14 Corvell St let to Corrin Groundworks."),
    V("2024-08-19", "pellagh", "corvell st: corrin pulled off, Pellagh Civils doing the groundworks now"),
    V("2024-11-04", "corrin", "Back to Corrin for Corvell Street groundworks - Pellagh couldn't resource the piling mat"))

fam("HGQ|crane_booking_core_pour|",
    V("2025-02-20", "2025-03-12", "TC1 booked for the core pour on 12 Mar 2025 (HGQ)"),
    V("2025-03-04", "2025-03-19", "Core pour crane slot moved to 19/03/2025, Harrowgate"),
    V("2025-03-14", "2025-03-26", "heads up - tower crane for the HGQ core now Wed 26th, pour slipped again"),
    V("2025-03-18", "2025-03-26", "HGQ TC1 core pour lift: 2025-03-26", label="format_variant"))

fam("MPS|bc_inspection_foundations|",
    V("2025-03-24", "2025-04-03", "Building control foundation inspection at Millbrook booked 3 April."),
    V("2025-03-31", "2025-04-10", "BC inspector can't do Thursday - foundations insp. moved to 10/04"))

fam("ASH|skip_collection_day|",
    V("2024-07-01", "tuesday", "Ashdene Rd skips collected every Tuesday"),
    V("2024-10-14", "thursday", "Skip collection day at Ashdene switched from Tuesday to Thursday."))

fam("FL|concrete_supplier|",
    V("2024-04-08", "delvane", "Concrete supplier (Fenwick Lock): Delvane Concrete"),
    V("2024-07-15", "delvane", "FL still on Delvane for the podium pours"),
    V("2024-12-02", "marrock", "We've moved Fenwick Lock's concrete over to Marrock Ready-Mix after the slump failures."),
    V("2025-03-10", "marrock", "Marrock Ready-Mix continuing to supply concrete at FL, no change", label="confirmation"))

fam("TY|steel_supplier|",
    V("2024-05-27", "oxley", "Block C rebar and sections come from Oxley & Marr Steel."),
    V("2024-09-09", "stennet", "steel supplier TY: Stennet Steel (was Oxley & Marr)"))

fam("HGQ|access_hours|weekday",
    V("2024-09-02", "0730-1800", "Site access hours HGQ (Mon-Fri): 07:30-18:00"),
    V("2025-04-07", "0800-1730", "New weekday hours at Harrowgate Quay - gates open 8am, close 5.30pm, per the revised CMP"),
    V("2025-05-12", "0800-1730", "HGQ weekday access 08:00 to 17:30", label="format_variant"))

fam("CSO|safety_officer|",
    V("2024-06-03", "callingham", "Safety officer for Corvell Street: Ruth Callingham"),
    V("2024-09-23", "dellory", "Kwame Dellory is the new SHE advisor on the Corvell St offices job."),
    V("2025-01-06", "marwick", "cso h&s - ines marwick covering from today, kwame seconded"),
    V("2025-05-19", "brannagh", "Corvell Street safety officer changed to Yusuf Brannagh (permanent appointment)."))

fam("ASH|phase_status|phase2",
    V("2024-08-05", "groundworks", "Ashdene Phase 2: groundworks"),
    V("2024-11-18", "superstructure", "Phase 2 at Ashdene Road is into superstructure - brickwork up to DPC on all plots"),
    V("2025-02-24", "roofing", "ASH ph2 status: roofing"),
    V("2025-04-28", "first_fix", "Ashdene phase two has moved on to first fix."),
    V("2025-07-07", "second_fix", "Ph 2 Ashdene now second fix, kitchens going in next week"))

fam("FL|handover_date|",
    V("2025-01-20", "2025-09-30", "Fenwick Lock handover: 30 September 2025"),
    V("2025-05-12", "2025-11-14", "FL handover pushed back to 14/11/2025 (programme rev F)"),
    V("2025-08-25", "2026-01-23", "Client agreed revised handover date for the Fenwick Lock apartments - 2026-01-23."))

fam("MPS|snagging_status|classroom_block",
    V("2025-07-21", "open_42", "MPS classroom block snagging: 42 items open"),
    V("2025-08-04", "open_11", "Down to 11 snags outstanding on the Millbrook classroom block."),
    V("2025-08-18", "closed", "classroom block snag list closed out, signed by the head + client PM"))

fam("HGQ|hoist_hire|H2",
    V("2024-10-21", "quillon", "Passenger hoist H2 at HGQ on hire from Quillon Plant Hire"),
    V("2025-02-03", "rendle", "H2 hoist off-hired from Quillon, replacement unit now from Rendle Access"))

fam("TY|excavator_hire|13t",
    V("2024-05-27", "quillon", "13t excavator for Block C hired from Quillon Plant Hire."),
    V("2024-07-22", "barrowfield", "TY 13 tonne digger: Barrowfield Plant"),
    V("2024-10-14", "barrowfield", "Block C 13t excavator - Barrowfield Plant, long-term hire with operator (Dean Hollis) and quick hitch", label="elaboration"))

fam("DDR|scaffold_sub|",
    V("2025-01-13", "hurst", "Scaffolding sub, Dunmere depot: Hurst Scaffolding"),
    V("2025-04-14", "tolley", "Dunmere scaffold package re-let to Tolley Scaffold after Hurst went into administration."))

fam("CSO|practical_completion|",
    V("2024-06-17", "2025-06-27", "Practical completion at Corvell Street is forecast for 27 June 2025."),
    V("2025-02-10", "2025-08-15", "CSO PC date now 15.08.25"),
    V("2025-03-03", "2025-08-15", "Corvell Street practical completion: 15 August 2025", label="format_variant"))

fam("HGQ|mne_sub|",
    V("2024-09-16", "morlaine", "M&E subcontractor at Harrowgate Quay: Morlaine Electrical"),
    V("2024-12-09", "morlaine", "M&E on HGQ: Morlaine, as before"),
    V("2025-03-17", "fenwright", "Fenwright M&E replaced Morlaine on the Harrowgate Quay M&E package."),
    V("2025-06-02", "fenwright", "Fenwright M&E are handling mechanical and electrical at Harrowgate Quay.", label="static"))

fam("FL|site_office_phone|",
    V("2024-04-08", "960441", "FL site office tel 01632 960 441"),
    V("2024-10-28", "960872", "Fenwick Lock cabin has a new landline, ring 01632 960872"),
    V("2025-01-13", "960872", "FL site office: (01632) 960-872", label="format_variant"))

fam("MPS|drylining_sub|",
    V("2025-01-06", "pellow", "Drylining at Millbrook: Pellow Drylining"),
    V("2025-03-31", "asquith", "Asquith Interiors took over the drylining and ceilings package at Millbrook Primary."))

fam("HGQ|pump_booking_L9_slab|",
    V("2025-05-26", "2025-06-06", "Concrete pump booked for HGQ level 9 slab, Fri 6 June"),
    V("2025-06-03", "2025-06-09", "L9 slab pump now Monday 9th (HGQ) - rain forecast Friday"))

fam("CSO|facade_sub|",
    V("2024-07-08", "vantry", "Corvell St facade package: Vantry Cladding"),
    V("2024-10-07", "orme", "Cladding at 14 Corvell Street awarded instead to Orme Facades."))

fam("ASH|cctv_drainage_survey|",
    V("2025-01-27", "2025-02-11", "Drainage CCTV survey at Ashdene booked 11/02/2025"),
    V("2025-02-06", "2025-02-25", "Ashdene drain survey re-booked for 25 Feb, van broke down"))

fam("DDR|roofing_sub|",
    V("2025-01-20", "vantry", "Dunmere depot roofing: Vantry Roofing"),
    V("2025-03-24", "kellaway", "Roofing on the depot refurb switched from Vantry to Kellaway Roofing."))

fam("HGQ|first_aider|",
    V("2024-09-09", "oult", "Appointed first aider HGQ: Mairead Oult"),
    V("2025-02-24", "penhaligon", "Sol Penhaligon is now the first aider at Harrowgate Quay, Mairead left the site"))

fam("MPS|site_access_gate|",
    V("2024-10-07", "gate_b", "Site entrance for Millbrook Primary: Gate B, Lark Lane"),
    V("2025-01-13", "gate_a", "mps - all site traffic to use Gate A off School Road from now on"),
    V("2025-04-22", "gate_b", "Millbrook: Lark Lane gate (B) back in use as the site access, School Road closed for resurfacing"),
    V("2025-06-02", "gate_b", "MPS access via Gate B as usual", label="confirmation"))

fam("TY|mobile_crane|steel_frame",
    V("2024-08-12", "60t", "Block C steel frame lifts: 60t mobile from Harker Cranes"),
    V("2024-08-26", "100t", "Harker upgraded the Tannery Yard mobile to a 100 tonne unit for the frame lifts."))

fam("FL|client_pm|",
    V("2024-04-15", "dray", "Client PM (Fenwick Lock): Helen Dray"),
    V("2025-03-03", "idowu", "Marcus Idowu has replaced Helen Dray as the client's project manager for FL."))

fam("CSO|structural_engineer|",
    V("2024-06-10", "brightwell", "Structural engineer on 14 Corvell St is the Brightwell Partnership."),
    V("2024-12-16", "ostrander", "CSO struct eng: Ostrander Keane (Brightwell stood down)"))

fam("HGQ|welfare_supplier|",
    V("2024-09-02", "cabinex", "Welfare cabins at HGQ supplied by Cabinex Hire"),
    V("2025-05-05", "portwell", "Harrowgate Quay welfare swapped to Portwell Modular units this week."))

fam("ASH|site_manager|",
    V("2024-07-01", "lyle", "Ashdene Road site manager is Fergus Lyle."),
    V("2025-01-27", "rix", "ASH SM: Anwen Rix"),
    V("2025-06-16", "rix", "Anwen Rix confirmed as site manager at Ashdene Road", label="confirmation"))

fam("MPS|asbestos_survey|",
    V("2024-09-16", "pending", "Millbrook refurb & demolition asbestos survey: pending"),
    V("2024-10-21", "complete", "R&D survey for Millbrook came back - complete, no ACMs in the extension footprint"))

fam("TY|fire_marshal|",
    V("2024-06-03", "okafor", "Fire marshal at Tannery Yard: Lenny Okafor"),
    V("2024-10-14", "sandoval", "Bea Sandoval doing fire marshal duties on Blk C while Lenny is on the Dunmere job"),
    V("2025-01-20", "okafor", "lenny okafor back as TY fire marshal"))

fam("DDR|planning_condition_7|",
    V("2025-02-03", "submitted", "Dunmere depot - planning condition 7 (drainage): submitted to the council"),
    V("2025-03-17", "discharged", "Condition 7 on Dunmere is discharged, letter received"))

fam("HGQ|delivery_slot|",
    V("2024-09-23", "0700-0900", "HGQ deliveries: 07:00-09:00 window only"),
    V("2025-01-20", "0930-1130", "Harrowgate Quay delivery slot has changed to 9.30 to 11.30 because of the school run on Quay Road."))

fam("CSO|lift_installer|",
    V("2024-08-05", "halden", "Lift installer, Corvell St: Halden Lifts"),
    V("2025-01-13", "corbel", "cso lifts now with Corbel Lift Services - Halden contract terminated"))

fam("FL|drainage_sub|",
    V("2024-04-22", "corrin", "Below-ground drainage at Fenwick Lock by Corrin Groundworks."),
    V("2024-06-24", "brannigan", "FL drainage sub: Brannigan Drainage"),
    V("2024-08-05", "brannigan", "Brannigan Drainage doing the FL below-ground drainage - foul and storm runs, the attenuation crates and the pump station", label="elaboration"))

fam("MPS|window_supplier|",
    V("2024-11-11", "glazecraft", "Windows for Millbrook extension ordered from Glazecraft Norwell"),
    V("2025-01-27", "pennard", "Millbrook window order cancelled with Glazecraft and placed with Pennard Windows instead."))

fam("TY|induction_day|",
    V("2024-06-10", "mon_0730", "TY site inductions: Mondays 7:30am"),
    V("2024-11-25", "tue_0800", "Inductions at Tannery Yard moved to Tuesdays, 08:00 in the canteen cabin"))

fam("HGQ|pour_date|L12",
    V("2025-06-16", "2025-07-02", "Level 12 pour at HGQ planned 2 July 2025"),
    V("2025-06-26", "2025-07-09", "L12 pour -> 09/07"),
    V("2025-07-04", "2025-07-16", "Harrowgate Quay: we're now pouring level twelve on 16 July, the rebar inspection failed"))

fam("ASH|brick_supplier|",
    V("2024-07-08", "carsdale", "Facing bricks for Ashdene from Carsdale Brick"),
    V("2024-09-30", "hembury", "Ashdene Road brick supply switched from Carsdale to Hembury Clay (lead times)"))

fam("CSO|skip_supplier|",
    V("2024-06-17", "brecca", "Skips at Corvell St: Brecca Waste"),
    V("2024-12-02", "skelton", "Corvell Street skip hire is now with Skelton Skips."),
    V("2025-04-14", "brecca", "CSO skips gone back to Brecca, Skelton kept missing the Friday swap"))

fam("DDR|electrical_sub|",
    V("2025-01-13", "morlaine", "Dunmere depot electrical sub: Morlaine Electrical"),
    V("2025-05-26", "tidewell", "Tidewell Electrical have taken the Dunmere electrics over from Morlaine"),
    V("2025-07-21", "tidewell", "Dunmere electrical sub remains Tidewell", label="confirmation"))

fam("FL|tower_crane_jib|TC-F1",
    V("2024-05-06", "50m", "TC-F1 at Fenwick Lock rigged with a 50 m jib"),
    V("2024-06-03", "55m", "FL tower crane jib extended to 55m for the far corner lifts"))

fam("MPS|temporary_power|",
    V("2024-10-07", "generator", "Temporary power at Millbrook: 60kVA generator"),
    V("2025-01-20", "mains", "Millbrook site now on a mains builder's supply, genny off-hired"))

fam("HGQ|quantity_surveyor|",
    V("2024-09-16", "fairbrother", "QS on Harrowgate Quay: Nadia Fairbrother"),
    V("2025-04-14", "vayne", "Callum Vayne takes over as QS at HGQ, Nadia promoted to commercial manager"))

fam("TY|scaffold_inspector|",
    V("2024-06-17", "prewitt", "Weekly scaffold inspections on Blk C done by Alan Prewitt"),
    V("2024-12-09", "kaur", "Tannery Yard scaff inspections now carried out by Jas Kaur."))

fam("CSO|noisy_works_window|",
    V("2024-07-01", "0800-1200", "CSO noisy works permitted 08:00-12:00"),
    V("2024-10-21", "0900-1300", "Council changed the noisy works window at Corvell Street to 9am-1pm."),
    V("2025-01-20", "0900-1300", "Noisy works at CSO still 9-1, council happy", label="confirmation"))

fam("ASH|show_home_opening|",
    V("2025-02-10", "2025-04-05", "Ashdene show home opening 5 April"),
    V("2025-03-17", "2025-04-26", "Show home launch at Ashdene Road put back to 26/04/2025"))

fam("FL|steel_erector|",
    V("2024-05-13", "oxley", "Steel erection at Fenwick Lock: Oxley & Marr"),
    V("2024-07-29", "ridgeway", "Ridgeway Erectors now erecting the FL frame - Oxley & Marr supply only"))

fam("DDR|site_manager|",
    V("2025-01-06", "vollmer", "Dunmere depot refurb SM: Piet Vollmer"),
    V("2025-04-07", "ng", "Harriet Ng is site manager at Dunmere from 7 April, Piet moved to Fenwick Lock"))

fam("HGQ|cladding_status|L1-6",
    V("2025-04-14", "in_progress", "HGQ cladding levels 1-6: in progress"),
    V("2025-06-23", "complete", "Cladding to levels one to six at Harrowgate Quay is complete."),
    V("2025-07-07", "complete", "HGQ cladding L1-6 complete - all panels fixed, sealant done, the MEWP inspections signed off by Orme", label="elaboration"))

fam("MPS|kitchen_fitout_sub|",
    V("2025-02-03", "lorne", "School kitchen fit-out (Millbrook) sub: Lorne Catering Interiors"),
    V("2025-04-14", "brisk", "Brisk Kitchens now doing the Millbrook kitchen fit-out, Lorne dropped out"))

fam("TY|phase_status|",
    V("2024-05-20", "enabling", "Tannery Yard Block C phase: enabling works"),
    V("2024-08-12", "frame", "Blk C is now in the frame stage"),
    V("2025-01-06", "envelope", "TY status update: frame done, we're onto envelope (roof + cladding)"),
    V("2025-05-12", "fitout", "Block C phase: fit-out"))

fam("CSO|hoist_booking|",
    V("2025-01-20", "2025-02-04", "Goods hoist at Corvell St booked for the plant deliveries on 4 Feb"),
    V("2025-01-29", "2025-02-11", "CSO hoist booking moved to Tue 11/02 for the plant lift"))

fam("ASH|plant_hire|dumper",
    V("2024-07-15", "quillon", "6t dumper on hire at Ashdene from Quillon Plant Hire"),
    V("2024-11-04", "barrowfield", "Ashdene swapped its dumper hire to Barrowfield Plant."))

fam("FL|site_manager|",
    V("2024-04-08", "cresswell", "Fenwick Lock site manager: Tamsin Cresswell"),
    V("2025-04-07", "vollmer", "FL site now run by Piet Vollmer (ex Dunmere)"),
    V("2025-04-09", "vollmer", "Piet Vollmer - Fenwick Lock SM", label="static"))

fam("DDR|completion_date|",
    V("2025-01-06", "2025-08-29", "Dunmere depot refurb completion target 29 Aug 2025"),
    V("2025-05-05", "2025-10-03", "Dunmere completion moved out to 3 October"),
    V("2025-07-14", "2025-10-31", "depot refurb completion now end of Oct (31/10/25) after the roof delay"))

fam("MPS|steel_supplier|",
    V("2024-11-04", "stennet", "Millbrook steel supplied by Stennet Steel"),
    V("2025-01-13", "oxley", "MPS steel order went to Oxley & Marr in the end"))

fam("HGQ|concrete_supplier|",
    V("2024-10-14", "delvane", "HGQ concrete from Delvane"),
    V("2025-02-03", "marrock", "Harrowgate Quay is switching its ready-mix from Delvane to Marrock starting with the L6 slab."))

fam("TY|skip_collection_day|",
    V("2024-06-03", "friday", "Block C skip swaps every Friday"),
    V("2024-09-16", "wednesday", "Tannery Yard skips now collected Wednesdays (Brecca route change)"),
    V("2024-09-23", "wednesday", "TY skip day: Wednesday", label="format_variant"))

fam("CSO|client_pm|",
    V("2024-06-03", "halloran", "Client's PM on Corvell Street: Simone Halloran"),
    V("2025-02-17", "ekwueme", "Corvell St client rep is now Obi Ekwueme (Simone on mat leave)"))

fam("ASH|road_adoption_inspection|",
    V("2025-05-19", "2025-06-12", "S38 road inspection at Ashdene set for 12 June 2025"),
    V("2025-06-09", "2025-06-26", "Highways have moved the Ashdene adoption inspection to 26.06.2025"))

# ---- changing families: negation (stopped holding / re-affirmed) ---------

fam("HGQ|night_works_permit|",
    V("2025-01-13", "permit", "Night works permit for the Quay Road crane lifts is active (HGQ)"),
    V("2025-03-10", "permit", "Harrowgate Quay night works permit no longer in force - council withdrew it after complaints", pol=-1))

fam("TY|road_closure_licence|tanner_st",
    V("2024-07-08", "licence", "Road closure licence for Tanner St (TY steel deliveries) in force"),
    V("2024-09-02", "licence", "Tanner Street closure licence revoked, no road closures for Blk C until further notice", pol=-1),
    V("2024-10-28", "licence", "TY: Tanner St road closure licence reinstated from 4 Nov", pol=1))

fam("MPS|hoist_in_service|H1",
    V("2024-12-02", "in_service", "Millbrook hoist H1 in service"),
    V("2025-01-20", "in_service", "H1 out of service at MPS - failed its LOLER thorough exam", pol=-1),
    V("2025-02-03", "in_service", "The Millbrook hoist is back in service after the new brake was fitted.", pol=1))

fam("FL|dumper_hire|quillon",
    V("2024-05-20", "quillon", "Fenwick Lock dumpers hired from Quillon Plant Hire"),
    V("2024-10-07", "quillon", "FL no longer using Quillon for dumpers, all off-hired", pol=-1))

fam("DDR|asbestos_survey_required|",
    V("2025-01-13", "required", "Asbestos R&D survey required before strip-out at Dunmere"),
    V("2025-02-10", "required", "Dunmere: R&D survey not needed any more, the 2019 survey covers the strip-out zone", pol=-1))

fam("HGQ|crane_saturday_booking|TC1",
    V("2025-04-28", "booked", "TC1 booked for Saturday overtime lifts, 10 May (HGQ)"),
    V("2025-05-06", "booked", "sat 10th crane overtime at Harrowgate cancelled", pol=-1))

fam("ASH|show_home_plot|plot12",
    V("2024-11-11", "show_home", "Plot 12 at Ashdene reserved as the show home"),
    V("2025-01-13", "show_home", "Ashdene plot 12 is not the show home any more - sales want plot 3", pol=-1))

fam("CSO|pavement_licence|corvell_st",
    V("2024-06-24", "licence", "Pavement licence for the Corvell Street hoarding: active"),
    V("2025-01-06", "licence", "The Corvell St pavement licence lapsed at year end and hasn't been renewed.", pol=-1))

fam("TY|gate2_deliveries|",
    V("2024-06-10", "open", "Gate 2 at Tannery Yard open for deliveries"),
    V("2024-12-16", "open", "ty gate 2 shut to deliveries - use gate 1 only", pol=-1))

fam("FL|security_contractor|",
    V("2024-04-15", "nightwatch", "Out-of-hours security at Fenwick Lock: Nightwatch Guarding"),
    V("2024-09-09", "corvid", "FL security moved to Corvid Security (manned + dog)"),
    V("2025-02-17", "corvid", "Fenwick Lock no longer has a manned guard contract - Corvid stood down, CCTV towers only", pol=-1))

fam("MPS|term_time_delivery_ban|",
    V("2024-09-09", "ban", "Millbrook: no deliveries 08:30-09:15 during term time (school drop-off)"),
    V("2025-07-28", "ban", "Term-time delivery restriction at Millbrook no longer applies, school has moved to the new entrance", pol=-1))

fam("DDR|permit_to_dig|zone_b",
    V("2025-02-17", "open", "Permit to dig, Dunmere zone B: open"),
    V("2025-03-03", "open", "zone B dig permit at the depot closed - live cable found", pol=-1))

# ---- labelled, non-changing groups ----------------------------------------
# multi_valued: values that coexist (each value is its own fact)
grp("TY|subcontractor_on_site|hurst", V("2024-07-01", "hurst", "Hurst Scaffolding on site at Tannery Yard", label="multi_valued"))
grp("TY|subcontractor_on_site|pellow", V("2024-07-03", "pellow", "Pellow Drylining also on site at Blk C this month", label="multi_valued"))
grp("TY|subcontractor_on_site|morlaine", V("2024-07-05", "morlaine", "Morlaine Electrical on site at Tannery Yard for first fix", label="multi_valued"))
grp("HGQ|approved_concrete|delvane", V("2024-10-01", "delvane", "Approved concrete suppliers HGQ: Delvane", label="multi_valued"))
grp("HGQ|approved_concrete|marrock", V("2024-10-08", "marrock", "Marrock Ready-Mix added to the HGQ approved supplier list alongside Delvane", label="multi_valued"))
grp("ASH|house_type|alder", V("2024-07-22", "alder", "Ashdene house types include the Alder (3-bed semi)", label="multi_valued"))
grp("ASH|house_type|rowan", V("2024-07-24", "rowan", "Ashdene Road also builds the Rowan 4-bed detached", label="multi_valued"))
grp("FL|tower_cranes|TC-F1", V("2024-05-06", "tcf1", "Tower cranes on Fenwick Lock: TC-F1", label="multi_valued"))
grp("FL|tower_cranes|TC-F2", V("2024-05-13", "tcf2", "TC-F2 erected at FL as the second tower crane, both now working", label="multi_valued"))
grp("CSO|trades_on_site|roofers", V("2025-03-10", "roofers", "Corvell St today: roofers on level 6", label="multi_valued"))
grp("CSO|trades_on_site|glaziers", V("2025-03-10", "glaziers", "Glaziers working at Corvell Street today as well", label="multi_valued", same_time=None))
grp("DDR|plant_on_hire|telehandler", V("2025-02-03", "telehandler", "Plant on hire at Dunmere: telehandler (Barrowfield)", label="multi_valued"))
grp("DDR|plant_on_hire|mewp", V("2025-02-05", "mewp", "Dunmere also has a 12m MEWP on hire", label="multi_valued"))
grp("MPS|permit_holder|hot_works", V("2025-02-10", "hot_works", "Active permits at Millbrook: hot works (roof)", label="multi_valued"))
grp("MPS|permit_holder|confined_space", V("2025-02-11", "confined_space", "Millbrook confined space permit issued for the attenuation tank, hot works permit still running", label="multi_valued"))
grp("HGQ|crane_on_site|TC2", V("2024-11-04", "tc2", "Second tower crane TC2 up at HGQ, working alongside TC1", label="multi_valued"))

# scope_disjoint: same attribute, disjoint scopes
grp("HGQ|access_hours|saturday", V("2024-09-03", "0800-1300", "HGQ Saturday access: 08:00-13:00", label="scope_disjoint"))
grp("HGQ|access_hours|sunday", V("2024-09-04", "closed", "Harrowgate Quay closed Sundays and bank holidays", label="scope_disjoint"))
grp("CSO|working_hours|summer", V("2024-05-06", "0700-1800", "Corvell St summer working hours 07:00-18:00", label="scope_disjoint"))
grp("CSO|working_hours|winter", V("2024-10-28", "0730-1630", "Winter hours at Corvell Street: 7.30 to 4.30 (light)", label="scope_disjoint"))
grp("ASH|skip_collection_day|phase1", V("2024-10-15", "monday", "Ashdene phase 1 compound skips go Mondays", label="scope_disjoint"))
grp("FL|concrete_supplier|screeds", V("2024-12-03", "greyling", "Floor screeds at FL supplied by Greyling Screeds (separate from structural concrete)", label="scope_disjoint"))
grp("TY|mobile_crane|roof_plant", V("2025-02-17", "35t", "Block C roof plant lift: 35t mobile from Harker", label="scope_disjoint"))
grp("HGQ|pour_date|L11", V("2025-06-17", "2025-06-25", "Level 11 pour at HGQ on 25 June 2025", label="scope_disjoint"))
grp("HGQ|hoist_hire|H1", V("2024-10-22", "quillon", "HGQ goods hoist H1 hired from Quillon", label="scope_disjoint"))
grp("MPS|snagging_status|hall", V("2025-08-05", "open_6", "Millbrook new hall: 6 snags open", label="scope_disjoint"))
grp("FL|tower_crane_jib|TC-F2", V("2024-05-14", "45m", "TC-F2 at Fenwick Lock has a 45m jib", label="scope_disjoint"))
grp("DDR|permit_to_dig|zone_a", V("2025-02-18", "open", "Dunmere zone A permit to dig open", label="scope_disjoint"))
grp("TY|phase_status|block_d", V("2025-01-07", "enabling", "Block D (Tannery Yard phase 2) in enabling works", label="scope_disjoint"))
grp("ASH|phase_status|phase1", V("2024-11-19", "complete", "Ashdene phase 1 complete and handed over", label="scope_disjoint"))
grp("MPS|site_access_gate|pedestrian", V("2025-01-14", "gate_c", "Millbrook pedestrian access for operatives via Gate C (Orchard Walk)", label="scope_disjoint"))
grp("CSO|noisy_works_window|saturday", V("2024-10-22", "0900-1100", "Corvell St Saturday noisy works: 9-11 only", label="scope_disjoint"))

# format_variant (standalone anchors: both members carry the class)
grp("DDR|floor_load|mezzanine",
    V("2025-02-24", "7.5kn", "Dunmere mezzanine design floor load 7.5 kN/m2", label="format_variant"),
    V("2025-03-03", "7.5kn", "depot mezz floor loading: 7.5kN per sq m", label="format_variant"))
grp("HGQ|crane_capacity|TC1",
    V("2024-10-07", "12000kg", "TC1 max lift 12,000 kg at HGQ", label="format_variant"),
    V("2024-11-11", "12000kg", "HGQ TC1 capacity 12t", label="format_variant"))
grp("CSO|contract_sum|",
    V("2024-06-03", "4.1m", "Corvell St contract sum: GBP 4,100,000", label="format_variant"),
    V("2024-08-12", "4.1m", "CSO contract value 4.1m", label="format_variant"))
grp("ASH|plot_count|",
    V("2024-07-01", "24", "Ashdene Road: 24 plots", label="format_variant"),
    V("2024-09-02", "24", "Ashdene scheme is twenty-four homes", label="format_variant"))

# elaboration (anchor + more detail; both carry the class)
grp("FL|waste_carrier|",
    V("2024-04-22", "brecca", "FL waste carrier: Brecca Waste", label="elaboration"),
    V("2024-06-10", "brecca", "Brecca Waste is the registered waste carrier at Fenwick Lock (licence CBDU 40188), collections via their Eastmoor depot", label="elaboration"))
grp("DDR|principal_designer|",
    V("2025-01-06", "hallisey", "Principal designer for Dunmere: Hallisey Design", label="elaboration"),
    V("2025-02-03", "hallisey", "Hallisey Design remain PD on the depot refurb - CDM file and pre-construction info both held by their Leeford office", label="elaboration"))
grp("MPS|architect|",
    V("2024-09-02", "tallow", "Millbrook architect: Tallow & Reece", label="elaboration"),
    V("2024-10-14", "tallow", "Tallow & Reece Architects (job architect Fenna Orlick) are doing the Millbrook extension drawings and stage 5 inspections", label="elaboration"))
grp("TY|welfare_supplier|",
    V("2024-05-20", "cabinex", "Welfare at Block C: Cabinex Hire", label="elaboration"),
    V("2024-06-24", "cabinex", "Cabinex Hire welfare at Tannery Yard - 2 drying rooms, canteen for 40, separate female WCs", label="elaboration"))

# confirmation (anchor + restatements)
grp("CSO|first_aider|",
    V("2024-06-10", "tembo", "First aider on Corvell St: Ada Tembo", label="confirmation"),
    V("2024-11-18", "tembo", "Ada Tembo still the first aider at CSO", label="confirmation"),
    V("2025-04-07", "tembo", "Confirmed - Ada Tembo remains Corvell St first aider, certificate renewed", label="confirmation"))
grp("ASH|induction_day|",
    V("2024-07-01", "mon", "Ashdene inductions: Monday mornings", label="confirmation"),
    V("2024-12-02", "mon", "Ashdene inductions on Mondays as usual over Christmas", label="confirmation"))
grp("DDR|skip_supplier|",
    V("2025-01-13", "skelton", "Skips at Dunmere: Skelton Skips", label="confirmation"),
    V("2025-04-14", "skelton", "still Skelton for the depot skips", label="confirmation"))

# static (same fact restated with a synonymous verb)
grp("HGQ|architect|",
    V("2024-09-02", "corlis", "Harrowgate Quay was designed by Corlis Hewett Architects", label="static"),
    V("2025-01-06", "corlis", "Corlis Hewett Architects are the architects of record for HGQ", label="static"))
grp("TY|client|",
    V("2024-05-20", "ferrant", "Tannery Yard Block C client: Ferrant Estates", label="static"),
    V("2024-10-07", "ferrant", "Ferrant Estates is developing Block C at Tannery Yard", label="static"))
grp("FL|planning_ref|",
    V("2024-04-08", "24/0117", "FL planning permission ref 24/0117/FUL", label="static"),
    V("2024-08-19", "24/0117", "Fenwick Lock consented under 24/0117/FUL", label="static"))
grp("MPS|client|",
    V("2024-09-02", "eastmoor_council", "Millbrook extension is for Eastmoor Borough Council", label="static"),
    V("2025-03-03", "eastmoor_council", "Eastmoor Borough Council own the Millbrook Primary job", label="static"))

# different_subject: the frame of a changing fact with another subject
grp("ASH|foreman|", V("2025-02-18", "weald", "Ashdene foreman is Goran Weald.", label="different_subject"))
grp("DDR|main_contractor|", V("2025-01-07", "brannock", "Main contractor, Dunmere depot refurb: Brannock Construction Ltd", label="different_subject"))
grp("FL|groundworks_sub|", V("2024-04-09", "corrin", "Groundworks at Fenwick Lock let to Corrin Groundworks.", label="different_subject"))
grp("MPS|safety_officer|", V("2024-09-24", "callingham", "Safety officer for Millbrook Primary: Ruth Callingham", label="different_subject"))
grp("TY|handover_date|", V("2025-01-21", "2025-12-19", "Tannery Yard Block C handover: 19 December 2025", label="different_subject"))
grp("CSO|site_manager|", V("2024-06-04", "harlan", "Site manager (Corvell Street): Bryn Harlan", label="different_subject"))
grp("HGQ|skip_collection_day|", V("2024-10-15", "tuesday", "Harrowgate Quay skips collected every Tuesday", label="different_subject"))
grp("ASH|concrete_supplier|", V("2024-12-03", "delvane", "Concrete supplier (Ashdene Road): Delvane Concrete", label="different_subject"))
grp("DDR|first_aider|", V("2025-02-25", "oult", "Appointed first aider at Dunmere depot: Mairead Oult", label="different_subject"))
grp("FL|mne_sub|", V("2024-12-10", "fenwright", "Fenwright M&E on the Fenwick Lock M&E package as well", label="different_subject"))
grp("CSO|handover_date|", V("2025-08-26", "2025-09-12", "Corvell Street sectional handover (floors 1-3): 12 September 2025", label="different_subject"))
grp("TY|site_manager|", V("2024-05-21", "mcbride", "Tannery Yard site manager: Owen McBride", label="different_subject"))
grp("MPS|fire_marshal|", V("2024-10-15", "sandoval", "Fire marshal at Millbrook: Bea Sandoval", label="different_subject"))
grp("ASH|steel_supplier|", V("2024-09-10", "stennet", "Steel supplier ASH (lintels, beams): Stennet Steel", label="different_subject"))

# membership: memberships held at once
grp("dellory|member_of|hgq_safety_committee", V("2024-10-01", "m", "Kwame Dellory sits on the HGQ site safety committee", label="membership"))
grp("dellory|member_of|group_she_forum", V("2024-10-02", "m", "Kwame is also a member of the group SHE forum", label="membership"))
grp("marwick|member_of|ccs_panel", V("2024-11-04", "m", "Ines Marwick is on the Considerate Contractors review panel", label="membership"))
grp("marwick|member_of|cso_design_team", V("2024-11-05", "m", "Ines Marwick joined the Corvell St design team meetings too", label="membership"))
grp("tamsett|member_of|hgq_progress_meeting", V("2025-07-01", "m", "Priya Tamsett attends the HGQ client progress meeting", label="membership"))
grp("tamsett|member_of|temp_works_panel", V("2025-07-02", "m", "Priya Tamsett is a member of the temporary works panel (TWC for HGQ)", label="membership"))
grp("okafor|member_of|ty_fire_team", V("2024-06-04", "m", "Lenny Okafor is part of the Tannery Yard fire team", label="membership"))
grp("okafor|member_of|first_aid_rota", V("2024-06-05", "m", "Lenny is on the Block C first aid rota too", label="membership"))
grp("hallard|member_of|ccs_scheme", V("2025-03-04", "m", "Hallard Build are registered with the Considerate Contractors Scheme", label="membership"))
grp("hallard|member_of|chas", V("2025-03-05", "m", "Hallard Build also hold CHAS accreditation", label="membership"))

# equal_time: two values of one fact at one order time
grp("ASH|skip_size|plot3",
    V("2025-03-18", "8yd", "Skip at Ashdene plot 3: 8 yard", label="equal_time", same_time="eq1"),
    V("2025-03-18", "12yd", "Plot 3 skip at Ashdene is a 12 yarder", label="equal_time", same_time="eq1"))
grp("CSO|scaffold_tag_status|east_elevation",
    V("2025-02-12", "green", "CSO east elevation scaffold tag: green", label="equal_time", same_time="eq2"),
    V("2025-02-12", "red", "East elevation scaff at Corvell Street tagged red - do not use", label="equal_time", same_time="eq2"))
grp("DDR|delivery_booking|cladding",
    V("2025-05-20", "thu", "Dunmere cladding delivery booked Thursday", label="equal_time", same_time="eq3"),
    V("2025-05-20", "fri", "depot cladding panels arriving Friday", label="equal_time", same_time="eq3"))
grp("FL|banksman|TC-F1",
    V("2024-06-11", "osei", "TC-F1 banksman today: Kofi Osei", label="equal_time", same_time="eq4"),
    V("2024-06-11", "varga", "Fenwick Lock TC-F1 slinger/signaller on shift: Laszlo Varga", label="equal_time", same_time="eq4"))

# unrelated distractors (several share a subject with a changing family)
grp("HGQ|note|wheel_wash", V("2025-02-11", "u", "HGQ wheel wash broken again, road swept by hand this morning", label="unrelated"))
grp("TY|note|near_miss", V("2024-09-18", "u", "Near miss at Block C: unsecured pallet on the loading bay, toolbox talk given", label="unrelated"))
grp("MPS|note|parents_meeting", V("2025-01-09", "u", "Millbrook: meeting with parents re. construction traffic went fine", label="unrelated"))
grp("CSO|note|rain", V("2024-11-27", "u", "Corvell St lost half a day to rain, brickies sent home at 11", label="unrelated"))
grp("ASH|note|plot9_sale", V("2025-03-05", "u", "Ashdene plot 9 reserved by a buyer", label="unrelated"))
grp("FL|note|tbt_silica", V("2024-08-06", "u", "Toolbox talk at Fenwick Lock on silica dust, 23 attended", label="unrelated"))
grp("DDR|note|bats", V("2025-02-19", "u", "Ecologist found no bats in the Dunmere roof void", label="unrelated"))
grp("HGQ|note|visitor", V("2025-05-14", "u", "Client board visit to Harrowgate Quay on Thursday, PPE for 8 visitors", label="unrelated"))
grp("general|note|fuel_price", V("2024-12-12", "u", "Red diesel ban reminder - all plant on white diesel", label="unrelated"))
grp("TY|note|graffiti", V("2025-04-02", "u", "Graffiti on the Tannery Yard hoarding, Vexley Signs coming to repaint", label="unrelated"))
grp("ASH|note|ecology", V("2024-08-20", "u", "Hedgehog found in the Ashdene spoil heap, moved by the ecologist", label="unrelated"))
grp("MPS|note|keys", V("2025-03-12", "u", "mps: spare keys for the site cabin are in the key safe, code with the foreman", label="unrelated"))
grp("CSO|note|survey_drone", V("2025-03-26", "u", "Drone survey of the Corvell Street roof done, photos on the shared drive", label="unrelated"))


# ---------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------

def ts(d):
    return d.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []
    same_time = {}
    for kind, table in (("family", FAMILIES), ("group", GROUPS)):
        for key, versions in table:
            for v in versions:
                day = _dt.datetime.strptime(v["date"], "%Y-%m-%d")
                off = _dt.timedelta(hours=rng.randint(7, 17), minutes=rng.randint(0, 59),
                                    seconds=rng.randint(0, 59))
                t = day + off
                if v["same_time"]:
                    t = same_time.setdefault(v["same_time"], t)
                mems.append({"key": key, "value": v["value"], "pol": v["pol"],
                             "text": v["text"], "label": v["label"], "t": t,
                             "kind": kind, "eq": v["same_time"]})
    # backfilled (observed_at + one import session) vs live (created_at only)
    for m in mems:
        m["backfilled"] = rng.random() < 0.75
    # opaque ids: shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order, 1):
        mems[i]["id"] = "h26-%03d" % n
    # import session: created_at in seeded order
    back = [m for m in mems if m["backfilled"]]
    rng.shuffle(back)
    start = _dt.datetime(2026, 11, 18, 14, 2, 11)
    for k, m in enumerate(back):
        m["created_at"] = start + _dt.timedelta(seconds=3 * k + rng.randint(0, 2))
        m["observed_at"] = m["t"]
    for m in mems:
        if not m["backfilled"]:
            m["created_at"] = m["t"]
            m["observed_at"] = None
        m["order"] = m["observed_at"] or m["created_at"]
        assert m["order"] < _dt.datetime(2026, 12, 1)
        assert m["created_at"] < _dt.datetime(2026, 12, 1)
    file_order = list(mems)
    rng.shuffle(file_order)
    return mems, file_order


def compute_truth(mems):
    by_key = {}
    for m in mems:
        by_key.setdefault(m["key"], []).append(m)
    pairs = []
    for key in sorted(by_key):
        fm = sorted(by_key[key], key=lambda m: m["order"])
        times = [m["order"] for m in fm]
        if not all(m["eq"] for m in fm):
            assert len(set(times)) == len(times), "order times not distinct in " + key
        for i, m in enumerate(fm):
            for n in fm[i + 1:]:
                if n["order"] > m["order"] and (n["value"], n["pol"]) != (m["value"], m["pol"]):
                    pairs.append({"expired_id": m["id"], "replacement_id": n["id"],
                                  "reason": "negation" if n["pol"] != m["pol"] else "value"})
                    break
    pairs.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    return pairs


def check(mems, pairs):
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    in_pair = set()
    for p in pairs:
        in_pair.add(p["expired_id"])
        in_pair.add(p["replacement_id"])
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, "labelled memory in a pair: " + m["id"]
        else:
            assert m["id"] in in_pair, "unlabelled memory in no pair: " + m["id"] + " " + m["text"]
    famkeys = {k for k, _ in FAMILIES}
    grpkeys = {k for k, _ in GROUPS}
    assert not famkeys & grpkeys, famkeys & grpkeys
    assert len(famkeys) == len(FAMILIES) and len(grpkeys) == len(GROUPS)
    for k, vs in FAMILIES:
        assert len({(v["value"], v["pol"]) for v in vs}) >= 2, k


CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]


def stats(mems, pairs):
    from collections import Counter
    reasons = Counter(p["reason"] for p in pairs)
    labels = Counter(m["label"] for m in mems if m["label"])
    fam_mems = sum(len(vs) for _, vs in FAMILIES)
    lines = [
        "memories: %d" % len(mems),
        "backfilled (observed_at): %d" % sum(1 for m in mems if m["backfilled"]),
        "live-ingested (created_at only): %d" % sum(1 for m in mems if not m["backfilled"]),
        "changing families: %d" % len(FAMILIES),
        "memories in changing families: %d (%d of them labelled, at a family's end)" % (
            fam_mems, sum(1 for _, vs in FAMILIES for v in vs if v["label"])),
        "true pairs: %d (value %d, negation %d)" % (len(pairs), reasons["value"], reasons["negation"]),
        "labelled negatives: %d" % sum(labels.values()),
    ]
    for c in CLASSES:
        lines.append("  %s: %d" % (c, labels[c]))
    assert set(labels) <= set(CLASSES)
    return lines


def dumps(o):
    return json.dumps(o, ensure_ascii=False, separators=(", ", ": "))


README = """# `testdata/heldout26`: blind evaluation set (construction site and building project records)

A held-out supersession set for l9 in the register of **construction site and building project
records**: what a main contractor's or a site team's memory store accumulates over a job — site
managers and foremen, main and subcontractors, suppliers of concrete and steel, crane, hoist and
pump bookings, plant hire, skip collections, permits, inspections, licences, handover and
completion dates, snagging, access hours, phase status. The texts are typed the way site records
are: `key: value` record lines, short notes, full sentences, status updates, handovers, change
reports ("moved to", "switched from X to Y", "now", "no longer") and chat-like fragments, with
site names written in full, as codes (HGQ, MPS, TY, CSO, ASH, FL) or as short forms (Blk C,
Corvell St, the depot).

All names (people, firms, sites, streets, products, codes, phone numbers, licence numbers) are
invented. No dataset was used (no SituatedQA, TimeQA or any other); nothing was fetched.

## How it was written (blind)

Written by a helper session that read exactly these, and nothing else of the project:

1. its prompt (`notes/prompt-h26.md`);
2. `notes/protocol.md` (working protocol);
3. the design seed `shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051);
4. in the repository `README.md` only the sections "Memory JSONL (input and export format)" and
   "Using l9 on your own export" (found by listing the README's section headings).

Incidentally seen: the list of the README's section headings (`grep -n '^#'`), which names the
experiments L9 to L9k and other sections without their content; the one-line subject of the
commit the worktree was branched from. No code, tests, other testdata, results, registrations or
notes of the project were read, the repository was not grepped, and l9 was neither built nor run.

## Files

- `gen.py` — the generator (Python 3, stdlib only, fixed seed; two runs give byte-identical files).
  `python3 gen.py` writes the files below, `--stats` prints the counts, `--list` prints every
  memory with its id, order time, fact key, value key, polarity and label.
- `memories.jsonl` — one memory per line: `{"id", "content", "created_at"[, "observed_at"]}`, RFC 3339
  UTC. About three quarters are backfilled: `observed_at` is when the fact was observed and
  `created_at` falls in one import session (2026-11-18, in seeded order). The rest are
  live-ingested and carry `created_at` only. Ids (`h26-NNN`) are assigned in a shuffled order
  and the file order is shuffled again, so neither says anything.
- `truth.jsonl` — `{"expired_id", "replacement_id", "reason"}`, reason `value` or `negation`.
- `labels.jsonl` — `{"id", "class"}` for every memory that must never appear in any candidate pair.

## Truth rule

A memory's order time is `observed_at` if present, else `created_at`. The tables in `gen.py`
label every memory with a fact key (subject, attribute, scope), a value key and a polarity before
anything is generated; truth is computed from those labels, never from the text. Within a family
(one fact key) each memory is expired by the EARLIEST strictly newer memory whose (value,
polarity) differs. The reason is `negation` when the polarities differ (the newer memory says the
fact stopped holding, or re-affirms it after it had stopped), else `value`. So a chain of n
changing versions yields n-1 pairs; a move back A -> B -> A pairs through the middle; a
confirmation inside a chain (the same value restated: "still", "as before") is never paired with
what it confirms but is expired, like the version it confirms, by the next change. `gen.py`
asserts that no labelled memory takes part in any pair, that every unlabelled memory takes part
in at least one, that order times within a family are distinct (except the `equal_time` class)
and that no text is duplicated.

Hard cases included: families where a middle version is worded very differently from its
neighbours (chat fragment between record lines), moves back (Corrin -> Pellagh -> Corrin, Gate B
-> Gate A -> Gate B, Okafor -> Sandoval -> Okafor), negation and re-affirmation chains (licence
in force -> revoked -> reinstated, hoist in service -> out of service -> back in service), a
value change followed by a negation, dates written as `12 Mar 2025`, `19/03/2025`, `Wed 26th`,
`2025-03-26`, `15.08.25`, numbers as `12,000 kg` / `12t`, times as `07:30-18:00` / `8am ... 5.30pm`,
and subjects named in full, by code or by a short form.

## Negative classes (`labels.jsonl`)

- `multi_valued` — values that coexist (subcontractors on site, approved suppliers, cranes on site).
- `scope_disjoint` — the same attribute in disjoint scopes (weekday/Saturday, summer/winter, hoist H1/H2,
  level 11/level 12, phase 1/phase 2, zone A/zone B).
- `format_variant` — the same value written another way (`12,000 kg`/`12t`, `GBP 4,100,000`/`4.1m`,
  `2025-03-26`/`Wed 26th`, `08:00 to 17:30`/`8am ... 5.30pm`).
- `elaboration` — the same value with more detail.
- `confirmation` — "still", "confirmed", "as usual".
- `different_subject` — the frame of a changing fact with another subject (another site).
- `static` — the same fact restated with a synonymous verb.
- `membership` — memberships held at once.
- `equal_time` — two values of one fact at one order time (direction cannot be known).
- `unrelated` — distractors, several sharing a subject (a site) with a changing family.

Some labelled memories sit at the end of a changing family (a format variant, elaboration,
confirmation or restatement of the current value); they are neither expired nor a replacement.

## Counts (`python3 gen.py --stats`)

```
{stats}
```
"""


def main():
    mems, file_order = build()
    pairs = compute_truth(mems)
    check(mems, pairs)
    if "--stats" in sys.argv[1:]:
        print("\n".join(stats(mems, pairs)))
        return
    if "--list" in sys.argv[1:]:
        for m in sorted(mems, key=lambda m: (m["key"], m["order"], m["id"])):
            print("%s  %s  %-45s %-16s %+d %-17s %s" % (
                m["id"], ts(m["order"]), m["key"], m["value"], m["pol"],
                m["label"] or "-", m["text"]))
        return
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in file_order:
            o = {"id": m["id"], "content": m["text"], "created_at": ts(m["created_at"])}
            if m["observed_at"] is not None:
                o["observed_at"] = ts(m["observed_at"])
            f.write(dumps(o) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for p in pairs:
            f.write(dumps(p) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            f.write(dumps({"id": m["id"], "class": m["label"]}) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(README.replace("{stats}", "\n".join(stats(mems, pairs))))


if __name__ == "__main__":
    main()
