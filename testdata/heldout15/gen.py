#!/usr/bin/env python3
"""Generate heldout15: a blind property / tenancy / facilities memory corpus for l9.

Labels (value, polarity, class) are fixed in the tables below before any text is
emitted; truth.jsonl is computed from those labels only, never from the text.
Deterministic: a fixed seed, so two runs give byte-identical files.
"""
import datetime as dt
import hashlib
import json
import os
import random
import re
import sys

SEED = 15_2026_1201
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# Changing families: (family id, [(value, polarity, text, flag), ...]) oldest first.
# polarity "+" = the fact holds, "-" = the fact stopped holding (value = what stopped).
# flag: "" | "hard" (hard-worded intervening version) | "confirm" (same value restated inside a chain)
# ---------------------------------------------------------------------------
P, N = "+", "-"
CHANGING = [
    # ---- chains of 4 ----
    ("caretaker_larkspur", [
        ("phil", P, "Larkspur Court caretaker: Phil Garroway", ""),
        ("dario", P, "Caretaker at Larkspur Court is now Dario Menzies, not Phil.", ""),
        ("wendell", P, "Larkspur Ct - Dario's gone, Wendell Osei picked up the caretaking from Monday and it's permanent.", "hard"),
        ("ruth", P, "Caretaker for Larkspur Court: Ruth Kemble (Wendell has moved across to the Fennimore portfolio).", ""),
    ]),
    ("rent_4b_tanager", [
        ("1150", P, "Flat 4B, Tanager Mews: rent £1,150 pcm.", ""),
        ("1225", P, "Rent for 4B Tanager Mews goes up to £1,225 from the next period.", ""),
        ("1225", P, "Tanager Mews 4B still on £1,225, no review this year.", "confirm"),
        ("1300", P, "Tanager Mews 4B rent review done - new figure £1,300 pcm, tenant has signed.", ""),
        ("1375", P, "Flat 4B, Tanager Mews: rent £1,375 pcm.", ""),
    ]),
    ("lift_fennimore", [
        ("liftcare", P, "Lift maintenance at Fennimore House is with LiftCare Northern.", ""),
        ("apex", P, "Fennimore House lift contract moved over to Apex Vertical from 1 March.", ""),
        ("otterburn", P, "Lift maintenance (Fennimore Hse): Otterburn Lifts", ""),
        ("apex", P, "Otterburn didn't last - Fennimore's lifts went straight back to the Apex Vertical engineers.", "hard"),
    ]),
    ("boiler_osprey22", [
        ("calloway", P, "Boiler servicing for 22 Osprey Row: Calloway Gas Services.", ""),
        ("heatright", P, "Osprey Row (no. 22) boiler servicing moved over to HeatRight.", ""),
        ("brennan", P, "Brennan & Daughters Heating came out to do the 22 Osprey Row boilers this year and are keeping the contract.", "hard"),
        ("pellworth", P, "Boiler contractor, 22 Osprey Row: Pellworth Mechanical", ""),
    ]),
    ("bay_flat7_quillon", [
        ("17", P, "Flat 7 Quillon St - Bay: 17", ""),
        ("9", P, "Flat 7 Quillon St - Bay: 9", ""),
        ("23", P, "Parking for Flat 7 Quillon St changed to bay 23 while the lower deck is resurfaced.", ""),
        ("9", P, "Flat 7 (Quillon St) is back in bay 9 now the resurfacing's finished.", ""),
    ]),
    ("agent_harrowgate", [
        ("bellweather", P, "Managing agent for Harrowgate Lofts: Bellweather Lettings.", ""),
        ("caskkey", P, "Harrowgate Lofts now managed by Cask & Key Property Management.", ""),
        ("caskkey", N, "Cask & Key are no longer managing Harrowgate Lofts - the freeholder is handling it directly for now.", ""),
        ("caskkey", P, "Cask & Key reinstated as managing agent at Harrowgate Lofts.", ""),
    ]),
    ("bins_marlpit", [
        ("tuesday", P, "Marlpit Estate bins go out Tuesday.", ""),
        ("wednesday", P, "Council's changed the Marlpit Estate collection to Wednesdays.", ""),
        ("wednesday", P, "Marlpit Estate bins still going out on Wednesdays, checked with the council.", "confirm"),
        ("friday", P, "Bin day (Marlpit Est.): Friday", ""),
        ("monday", P, "From the new year Marlpit Estate rubbish collection is Monday mornings.", ""),
    ]),
    ("gasinsp_12coppice", [
        ("2025-03-14", P, "Flat 12 Coppice Yard - next gas safety inspection 14 March 2025.", ""),
        ("2025-04-02", P, "Coppice Yard 12: gas safety check rebooked for 2 April 2025, tenant away.", ""),
        ("2026-03-20", P, "Next gas safety inspection, Flat 12 Coppice Yard: 20 March 2026", ""),
        ("2026-04-09", P, "Gas engineer couldn't get access, so the Flat 12 Coppice Yard inspection now falls on 9 April 2026.", ""),
    ]),
    # ---- chains of 3 ----
    ("svc_larkspur", [
        ("1840", P, "Larkspur Court service charge: £1,840 a year.", ""),
        ("1840", P, "Larkspur Court service charge confirmed at £1,840 for the year, as usual.", "confirm"),
        ("2015", P, "Larkspur Court service charge: £2,015 a year.", ""),
        ("2160", P, "Service charge budget approved - Larkspur Court leaseholders now pay £2,160 annually.", ""),
    ]),
    ("clean_fennimore", [
        ("spruce", P, "Fennimore House cleaning contractor: Spruce Cleaning", ""),
        ("brighthall", P, "BrightHall Facilities' crew took over the Fennimore House mopping and bins rota this week.", "hard"),
        ("nettlefold", P, "Cleaning at Fennimore House has been handed to Nettlefold Cleaning after the retender.", ""),
    ]),
    ("concierge_harrowgate", [
        ("8-20", P, "Harrowgate Lofts concierge desk hours: 8am-8pm.", ""),
        ("8-20", P, "Harrowgate Lofts concierge still 8am-8pm.", "confirm"),
        ("7-22", P, "Concierge at Harrowgate Lofts extended to 7am-10pm.", ""),
        ("24h", P, "Harrowgate Lofts desk is staffed 24 hours now, night porter started.", ""),
    ]),
    ("alarm_unit3_brackwater", [
        ("selwyn drake", P, "Alarm code holder, Unit 3 Brackwater Trading Estate: Selwyn Drake", ""),
        ("marisol fenn", P, "Alarm code holder, Unit 3 Brackwater Trading Estate: Marisol Fenn", ""),
        ("ade pemberton", P, "Alarm code holder, Unit 3 Brackwater Trading Estate: Ade Pemberton", ""),
    ]),
    ("meter_tanager", [
        ("lumen energy", P, "Landlord supply meter at Tanager Mews: Lumen Energy", ""),
        ("grid gable", P, "Landlord supply meter at Tanager Mews: Grid & Gable", ""),
        ("brightwell", P, "Tanager Mews landlord electricity moved across to Brightwell Power at renewal.", ""),
    ]),
    ("floor_finance_kestrel", [
        ("3", P, "Finance sit on the 3rd floor at Kestrel House.", ""),
        ("5", P, "Finance packed up on Friday and went upstairs to five (Kestrel House).", "hard"),
        ("2", P, "Kestrel House: Finance team relocated to floor 2.", ""),
    ]),
    # ---- moves back, 3 versions ----
    ("room_design_thu", [
        ("juniper", P, "Design team Thursday crit booked in Room Juniper.", ""),
        ("alder", P, "Design have moved their Thursday crit to Room Alder.", ""),
        ("juniper", P, "Design team Thursday crit booked in Room Juniper again.", ""),
    ]),
    ("keys_tanager_garden", [
        ("varga", P, "Key holder for the Tanager Mews communal garden: Ilse Varga.", ""),
        ("reyes", P, "Tomasz Reyes has the Tanager Mews garden keys now.", ""),
        ("varga", P, "Garden keys (Tanager Mews) back with Ilse Varga.", ""),
    ]),
    ("deposit_flat2_osprey", [
        ("dps", P, "Deposit for Flat 2, 22 Osprey Row protected with the DPS.", ""),
        ("mydeposits", P, "Flat 2 Osprey Row deposit moved to mydeposits.", ""),
        ("dps", P, "Osprey Row flat 2 deposit re-registered with the DPS.", ""),
    ]),
    # ---- negation families ----
    ("tenant_flat3_quillon", [
        ("adeyemihart", P, "Flat 3, Quillon St let to the Adeyemi-Hart family from June.", ""),
        ("adeyemihart", N, "Adeyemi-Harts moved out of 3 Quillon St at the end of the tenancy.", ""),
        ("lindqvist", P, "Flat 3 Quillon St re-let to Cosmo and Priya Lindqvist.", ""),
    ]),
    ("clean_brackwater", [
        ("kempe", P, "Kempe Cleaning contracted for the Brackwater common areas.", ""),
        ("kempe", N, "Kempe Cleaning contract terminated (Brackwater) - 30 days' notice served.", ""),
    ]),
    ("bay_flat9_larkspur", [
        ("31", P, "Bay 31 assigned to Flat 9 Larkspur Court.", ""),
        ("31", N, "Flat 9 Larkspur has released bay 31, sold the car.", ""),
        ("31", P, "Flat 9 Larkspur Court back in bay 31 from this month.", ""),
    ]),
    ("wkend_concierge_fennimore", [
        ("gatewise", P, "Weekend concierge at Fennimore House provided by Gatewise.", ""),
        ("gatewise", N, "Gatewise weekend concierge at Fennimore House cancelled from the 1st.", ""),
    ]),
    ("gym_harrowgate", [
        ("open", P, "Residents' gym at Harrowgate Lofts open to all flats, fob access.", ""),
        ("open", N, "Harrowgate Lofts gym closed for good - room is being converted to a bike store.", ""),
    ]),
    ("tenant_unit5_brackwater", [
        ("hollin", P, "Unit 5 Brackwater let to Hollin Print Ltd on a 5-year lease.", ""),
        ("hollin", N, "Hollin Print vacated Unit 5 Brackwater, keys returned.", ""),
        ("hollin", P, "Their new premises fell through, so Unit 5 at Brackwater was re-let to Hollin Print after all.", "hard"),
    ]),
    ("pest_coppice", [
        ("vermex", P, "Pest control at Coppice Yard: Vermex, quarterly visits.", ""),
        ("vermex", N, "Vermex no longer doing the Coppice Yard pest control.", ""),
    ]),
    ("ucdirect_6tanager", [
        ("direct", P, "Flat 6 Tanager Mews: housing element paid direct to landlord.", ""),
        ("direct", N, "Direct payments to the landlord for 6 Tanager Mews have stopped; tenant pays the rent herself now.", ""),
    ]),
    # ---- two-version value families ----
    ("tenant_flat1_osprey", [
        ("solberg", P, "Flat 1, 22 Osprey Row let to Marguerite Solberg from 1 May.", ""),
        ("nwachukwu", P, "Flat 1 at 22 Osprey Row has gone to Jasper and Femi Nwachukwu on a 12-month AST.", ""),
    ]),
    ("rent_flat2_coppice", [
        ("950", P, "Flat 2 Coppice Yard rent: £950 pcm", ""),
        ("995", P, "Flat 2 Coppice Yard rent: £995 pcm", ""),
    ]),
    ("leaseend_unit3_brackwater", [
        ("2027-06-30", P, "Unit 3 Brackwater lease ends 30 June 2027.", ""),
        ("2028-12-31", P, "Lease on Unit 3 Brackwater extended, now runs to 31 December 2028.", ""),
    ]),
    ("deposit_flat5_tanager", [
        ("mydeposits", P, "Deposit (5 Tanager Mews) registered with mydeposits.", ""),
        ("tds", P, "Flat 5 Tanager Mews deposit transferred to the TDS.", ""),
    ]),
    ("meter_flat8_larkspur", [
        ("lumen energy", P, "Electricity supplier for Flat 8 Larkspur Court: Lumen Energy", ""),
        ("corrie power", P, "Flat 8 Larkspur Court switched electricity to Corrie Power.", ""),
    ]),
    ("keys_unit7_brackwater", [
        ("gideon asare", P, "Key holder for Unit 7 Brackwater: Gideon Asare", ""),
        ("lottie pruitt", P, "Key holder for Unit 7 Brackwater: Lottie Pruitt", ""),
    ]),
    ("alarm_plantroom_fennimore", [
        ("brigid haddow", P, "Fennimore House plant room alarm code holder: Brigid Haddow.", ""),
        ("kwame mensah", P, "Fennimore House plant room alarm code holder: Kwame Mensah.", ""),
    ]),
    ("epc_flat10_quillon", [
        ("d", P, "EPC for Flat 10 Quillon St: band D", ""),
        ("c", P, "EPC for Flat 10 Quillon St: band C", ""),
    ]),
    ("fra_harrowgate", [
        ("2025 09 12 sept", P, "Harrowgate Lofts FRA due 12 Sept 2025.", ""),
        ("2025 11 03 nov 3", P, "Harrowgate Lofts FRA due 3 Nov 2025.", ""),
    ]),
    ("windows_kestrel", [
        ("clearview rope access", P, "Window cleaning at Kestrel House: ClearView Rope Access", ""),
        ("skyline glaziers cleaners", P, "Window cleaning at Kestrel House: Skyline Glaziers & Cleaners", ""),
    ]),
    ("floor_legal_kestrel", [
        ("4", P, "Legal sits on floor 4 at Kestrel House.", ""),
        ("6", P, "Legal sits on floor 6 at Kestrel House.", ""),
    ]),
    ("room_hr_monday", [
        ("birch", P, "HR Monday stand-up booked in Room Birch.", ""),
        ("hazel", P, "HR have rebooked their Monday stand-up into the Hazel room.", ""),
    ]),
    ("lift_kestrel", [
        ("apex vertical", P, "Kestrel House lifts: Apex Vertical", ""),
        ("sterling lift services", P, "Kestrel House lifts: Sterling Lift Services", ""),
    ]),
    ("svc_tanager", [
        ("1320", P, "Service charge for Tanager Mews set at £1,320 for 2025/26.", ""),
        ("1410", P, "Tanager Mews service charge revised to £1,410 after the roof works.", ""),
    ]),
    ("caretaker_coppice", [
        ("benedikt hale", P, "Coppice Yard caretaker: Benedikt Hale", ""),
        ("soraya quint", P, "Coppice Yard caretaker: Soraya Quint", ""),
    ]),
    ("bins_tanager", [
        ("thursday", P, "Tanager Mews bin day: Thursday", ""),
        ("tuesday", P, "Tanager Mews bin day: Tuesday", ""),
    ]),
    ("grounds_marlpit", [
        ("greenacre landscapes", P, "Grounds maintenance at Marlpit Estate: Greenacre Landscapes", ""),
        ("fallowfield garden services", P, "Grounds maintenance at Marlpit Estate: Fallowfield Garden Services", ""),
    ]),
    ("tenant_flat6_coppice", [
        ("ambrose kettering", P, "Flat 6 Coppice Yard - tenant: Ambrose Kettering", ""),
        ("delphine arkwright", P, "Flat 6 Coppice Yard - tenant: Delphine Arkwright", ""),
    ]),
    ("rent_unit3_brackwater", [
        ("18500", P, "Unit 3 Brackwater passing rent £18,500 per annum.", ""),
        ("19750", P, "Unit 3 Brackwater passing rent £19,750 per annum.", ""),
    ]),
    ("desk_kestrel", [
        ("8-18", P, "Kestrel House reception desk staffed 8:00-18:00.", ""),
        ("730-19", P, "Kestrel House front desk now open 07:30 to 19:00.", ""),
    ]),
    ("agent_quillon", [
        ("pennant estates", P, "Quillon Street block managed by Pennant Estates.", ""),
        ("halyard residential", P, "Quillon Street block managed by Halyard Residential.", ""),
    ]),
    ("bay_flat2_larkspur", [
        ("4", P, "Larkspur Ct flat 2 - Bay: 4", ""),
        ("12", P, "Larkspur Ct flat 2 - Bay: 12", ""),
    ]),
    ("firealarm_coppice", [
        ("beacon", P, "Fire alarm servicing at Coppice Yard done by Beacon Fire & Security.", ""),
        ("tallis", P, "Coppice Yard fire alarm contract moved to Tallis Safety Systems.", ""),
    ]),
    ("gas_harrowgate", [
        ("gridgable", P, "Communal gas at Harrowgate Lofts supplied by Grid & Gable.", ""),
        ("northwind", P, "Harrowgate Lofts communal gas switched over to Northwind Energy at renewal.", ""),
    ]),
    ("clean_quillon", [
        ("spruce cleaning", P, "Quillon St common parts cleaning: Spruce Cleaning", ""),
        ("mopwell ltd", P, "Quillon St common parts cleaning: Mopwell Ltd", ""),
    ]),
    ("leaseend_flat4_osprey", [
        ("2025-08-31", P, "Flat 4, 22 Osprey Row - AST ends 31 Aug 2025.", ""),
        ("2026-08-31", P, "Tenant at 4/22 Osprey Row renewed; tenancy now ends 31 August 2026.", ""),
    ]),
    ("insp_4b_tanager", [
        ("jan20", P, "Periodic inspection for 4B Tanager Mews booked 20 Jan.", ""),
        ("feb3", P, "4B Tanager Mews inspection moved to 3 Feb, tenant working away.", ""),
    ]),
    ("floor_marketing_kestrel", [
        ("2", P, "Marketing are on the 2nd floor at Kestrel House.", ""),
        ("3", P, "Marketing moved up to the 3rd over the weekend (Kestrel House).", ""),
    ]),
    ("room_ops_wed", [
        ("larch", P, "Ops weekly review (Wednesdays) in the Larch room.", ""),
        ("cedar", P, "Ops have taken the Cedar room for the Wednesday review from next week.", ""),
    ]),
    ("broadband_harrowgate", [
        ("fibrelink", P, "Building broadband at Harrowgate Lofts is via Fibrelink.", ""),
        ("strandnet", P, "Building broadband at Harrowgate Lofts is via Strandnet.", ""),
    ]),
    ("rent_flat9_larkspur", [
        ("1080", P, "Rent on Flat 9 Larkspur Court is £1,080 pcm.", ""),
        ("1140", P, "Rent on Flat 9 Larkspur Court is £1,140 pcm.", ""),
    ]),
    ("tenant_flat11_quillon", [
        ("oduya", P, "11 Quillon St was let to Henrietta Oduya in March.", ""),
        ("calder", P, "Flat 11 Quillon Street: tenancy assigned to Rufus Calder (Henrietta left for Leeds).", ""),
    ]),
    ("alarm_kestrel", [
        ("sorell", P, "Kestrel House alarm code holder: Priyanka Sorell (FM).", ""),
        ("wren", P, "FM update: Kestrel House alarm codes now held by Tobias Wren.", ""),
    ]),
    ("security_brackwater", [
        ("sentinel guarding", P, "Night patrols at Brackwater Trading Estate by Sentinel Guarding.", ""),
        ("ironclad patrol", P, "Night patrols at Brackwater Trading Estate by Ironclad Patrol.", ""),
    ]),
    ("deposit_amt_7coppice", [
        ("1100", P, "Deposit on 7 Coppice Yard: £1,100", ""),
        ("1250", P, "7 Coppice Yard deposit topped up to £1,250 when the pet clause was added.", ""),
    ]),
    ("boiler_larkspur", [
        ("heatright", P, "Larkspur Court communal boiler serviced by HeatRight.", ""),
        ("calloway", P, "Larkspur Court's communal boiler is looked after by Calloway Gas Services these days.", ""),
    ]),
    ("lift_harrowgate", [
        ("liftcare northern", P, "Harrowgate Lofts lift maintenance: LiftCare Northern", ""),
        ("sterling lift services", P, "Harrowgate Lofts lift maintenance: Sterling Lift Services", ""),
    ]),
    ("postroom_fennimore", [
        ("9-17", P, "Post room at Fennimore House open 9-5.", ""),
        ("10-16", P, "Fennimore House post room hours changed to 10am-4pm.", ""),
    ]),
    ("svc_coppice", [
        ("96", P, "Coppice Yard service charge £96 per month", ""),
        ("104", P, "Coppice Yard service charge goes up to £104 a month.", ""),
    ]),
    ("leaseend_flat8_larkspur", [
        ("2026-02-14", P, "Lease end for Flat 8 Larkspur Court: 14 Feb 2026", ""),
        ("2026-05-14", P, "Flat 8 Larkspur's lease end date is now 14 May 2026, tenant asked to stay on.", ""),
    ]),
    ("keys_hall_marlpit", [
        ("tolland", P, "Community hall keys (Marlpit) held by Agnes Tolland.", ""),
        ("ebbe", P, "Marlpit hall keyholder is Rashid Ebbe now, Agnes has stepped back.", ""),
    ]),
    ("insurer_fennimore", [
        ("harbourside", P, "Block insurance for Fennimore House placed through Harbourside Brokers.", ""),
        ("corrantate", P, "Fennimore House buildings cover renewed via Corran & Tate this year.", ""),
    ]),
    ("legionella_kestrel", [
        ("aquasafe compliance", P, "Legionella testing at Kestrel House: AquaSafe Compliance", ""),
        ("purity water hygiene", P, "Legionella testing at Kestrel House: Purity Water Hygiene", ""),
    ]),
    ("caretaker_quillon", [
        ("morrow", P, "Quillon Street caretaker is Gus Morrow.", ""),
        ("iqbal", P, "Quillon St: caretaking taken over by Samira Iqbal from the 14th.", ""),
    ]),
    ("bins_coppice", [
        ("monday", P, "Coppice Yard bins are collected Monday.", ""),
        ("thursday", P, "Coppice Yard bins are collected Thursday.", ""),
    ]),
    ("room_board_kestrel", [
        ("oak", P, "Board meeting (first Tuesday) booked in the Oak room, Kestrel House.", ""),
        ("rowan", P, "Kestrel House board meetings moved to the Rowan suite, same slot.", ""),
    ]),
    ("gardener_tanager", [
        ("greenacre landscapes", P, "Tanager Mews courtyard gardener: Greenacre Landscapes", ""),
        ("thornbury sons", P, "Tanager Mews courtyard gardener: Thornbury & Sons", ""),
    ]),
]

# ---------------------------------------------------------------------------
# Negative groups: every memory here is labelled and must never appear in a pair.
# (class, [texts]) ; one group = memories about one fact (or frame), written in time order.
# ---------------------------------------------------------------------------
NEGATIVE = [
    ("multi_valued", ["Keyholders for 14 Heronsgate Lane: Maud Ferrabee (next door).",
                      "Second keyholder for 14 Heronsgate Lane: Cyril Ossing, her nephew.",
                      "Another set of 14 Heronsgate Lane keys is with the letting agent too."]),
    ("multi_valued", ["Occupants at 5 Juniper Walk: Lena Stromberg.",
                      "Also living at 5 Juniper Walk: her partner Idris Vale (added to the AST)."]),
    ("multi_valued", ["Quayside Parade contractors: electrical - Volta Brothers.",
                      "Quayside Parade plumbing contractor: Drayman Plumbing (alongside Volta for electrics)."]),
    ("multi_valued", ["Wrenfield House amenities: secure bike store.",
                      "Wrenfield House also has a roof terrace for residents.",
                      "Another amenity at Wrenfield House: parcel lockers in the lobby."]),
    ("multi_valued", ["Ashcombe House TA committee members include Odile Brant.",
                      "Jonah Frick joined the Ashcombe House TA committee as well."]),
    ("scope_disjoint", ["Wrenfield House concierge in summer: 7am-9pm.",
                        "Winter concierge hours at Wrenfield House: 8am-6pm."]),
    ("scope_disjoint", ["Kestrel House ground floor cleaned by Mopwell Ltd.",
                        "Upper floors at Kestrel House are cleaned by Nettlefold Cleaning."]),
    ("scope_disjoint", ["Quayside Parade residential flats: bin collection Monday.",
                        "Commercial units at Quayside Parade get their trade waste collected Thursday."]),
    ("scope_disjoint", ["Service charge for residential units at Quayside Parade: £1,200 a year.",
                        "Commercial units at Quayside Parade pay a service charge of £3,400 a year."]),
    ("scope_disjoint", ["Kestrel House car park hours on weekdays: 6am-8pm.",
                        "Weekend car park hours at Kestrel House: 9am-5pm."]),
    ("scope_disjoint", ["North block of Ashcombe House: caretaker is Fergus Llewyn.",
                        "Ashcombe House south block caretaker: Bettina Crane."]),
    ("format_variant", ["Rent at Flat 3, 9 Juniper Walk: £1,200 pcm.",
                        "9 Juniper Walk flat 3 rent is 1200 pounds per calendar month."]),
    ("format_variant", ["Bins at 14 Heronsgate Lane collected on the 2nd Tuesday of the month.",
                        "14 Heronsgate Lane bin collection: second Tuesday, monthly."]),
    ("format_variant", ["Quayside Parade post room closes at 17:00.",
                        "Quayside Parade post room shuts at 5pm."]),
    ("format_variant", ["Deposit for 12 Juniper Walk: £1,000.",
                        "12 Juniper Walk deposit held: 1k."]),
    ("format_variant", ["Lease end, 9 Juniper Walk flat 1: 2026-03-31.",
                        "Flat 1, 9 Juniper Walk: lease ends 31/03/2026."]),
    ("format_variant", ["Quayside Parade unit 2 floor area: 85 sq m.",
                        "Unit 2 Quayside Parade is eighty-five square metres."]),
    ("elaboration", ["Boiler contractor at 9 Juniper Walk: HeatRight.",
                     "9 Juniper Walk boiler contractor is HeatRight - annual service each October, Gas Safe registered, ask for Nadia."]),
    ("elaboration", ["Quayside Parade caretaker: Osric Tembe.",
                     "Caretaker at Quayside Parade is Osric Tembe, Mon-Fri, mobile number on the noticeboard, lives in the ground-floor flat."]),
    ("elaboration", ["14 Heronsgate Lane managing agent: Pennant Estates.",
                     "Pennant Estates manage 14 Heronsgate Lane (high street branch, property manager Ines Marr)."]),
    ("elaboration", ["Cleaning at Juniper Walk: Spruce Cleaning.",
                     "Juniper Walk common areas cleaned by Spruce Cleaning, twice weekly, stairs and bin store included."]),
    ("elaboration", ["Alarm code holder at Quayside Parade: Wilfreda Pike.",
                     "Wilfreda Pike holds the Quayside Parade alarm code and is also the emergency contact for the monitoring company."]),
    ("elaboration", ["Lift maintenance at Juniper Walk: Otterburn Lifts.",
                     "Otterburn Lifts maintain the Juniper Walk lift - monthly visit, 4-hour callout, contract till 2027."]),
    ("confirmation", ["Quayside Parade concierge desk hours: 8am-6pm.",
                      "Concierge at Quayside Parade still 8am-6pm, confirmed at the residents' meeting."]),
    ("confirmation", ["Juniper Walk bin collection day: Friday.",
                      "Juniper Walk bins still Friday as usual over the summer."]),
    ("confirmation", ["Rent at 14 Heronsgate Lane: £1,575 pcm.",
                      "14 Heronsgate Lane rent unchanged at £1,575 pcm, no increase this year."]),
    ("confirmation", ["Cleaning contractor at Quayside Parade: Kempe Cleaning.",
                      "Kempe Cleaning confirmed for another year at Quayside Parade.",
                      "Quayside Parade cleaning still with Kempe, as usual."]),
    ("confirmation", ["Juniper Walk flat 2 - Bay: 6",
                      "Juniper Walk flat 2 still in bay 6, checked at inspection."]),
    ("different_subject", ["Caretaker at Wrenfield House is now Dario Menzies."]),
    ("different_subject", ["Rent for 4A Tanager Mews goes up to £1,225 from the next period."]),
    ("different_subject", ["Lift maintenance at Ashcombe House moved over to Apex Vertical."]),
    ("different_subject", ["Boiler servicing at 24 Osprey Row moved over to HeatRight."]),
    ("different_subject", ["Flat 8 Quillon St - Bay: 9"]),
    ("different_subject", ["Ashcombe House now managed by Cask & Key Property Management."]),
    ("different_subject", ["Council's changed the Heronsgate Lane collection to Wednesdays."]),
    ("different_subject", ["Flat 14 Coppice Yard - next gas safety inspection 2 April 2025."]),
    ("different_subject", ["Procurement sits on floor 6 at Kestrel House."]),
    ("different_subject", ["Flat 2, Quayside Parade let to the Marchetti family from June."]),
    ("different_subject", ["Wrenfield House service charge revised to £1,410 for the year."]),
    ("static", ["Fennimore House was built in 1974.",
                "Construction of Fennimore House dates from 1974."]),
    ("static", ["Larkspur Court has 24 flats.",
                "Larkspur Court contains 24 flats."]),
    ("static", ["The freeholder of Tanager Mews is Morrow Holdings.",
                "Tanager Mews freehold is owned by Morrow Holdings."]),
    ("static", ["Coppice Yard is a Grade II listed building.",
                "Coppice Yard is listed, Grade II."]),
    ("static", ["Kestrel House stands on the corner of Vane Street and Pell Road.",
                "Kestrel House sits at the corner of Vane St and Pell Rd."]),
    ("membership", ["Yusuf Ambler sits on the Marlpit tenants' association committee.",
                    "Yusuf Ambler is also the estate's fire warden.",
                    "Yusuf Ambler chairs the Marlpit garden subgroup."]),
    ("membership", ["Cleo Barraclough is treasurer of the Harrowgate Lofts residents' association.",
                    "Cleo Barraclough is a director of Harrowgate Lofts RTM Company.",
                    "Cleo Barraclough also acts as block rep for floors 4-6."]),
    ("membership", ["Kestrel House: Anand Okoro is a first aider.",
                    "Anand Okoro is on the Kestrel House fire marshal rota.",
                    "Anand Okoro also serves as the building's health & safety rep."]),
    ("membership", ["Ingrid Pell belongs to the Larkspur Court social committee.",
                    "Ingrid Pell is a trustee of the Larkspur Court sinking fund."]),
]

# equal_time: two values of one fact stated at the identical order time (labelled, no pair).
EQUAL_TIME = [
    ("Flat 10 Coppice Yard rent: £1,020 pcm", "Flat 10 Coppice Yard rent: £1,060 pcm"),
    ("Juniper Walk caretaker: Perpetua Vance", "Caretaker at Juniper Walk: Lionel Strand"),
    ("Quayside Parade unit 4 lease ends 30 Sept 2027.", "Quayside Parade unit 4 lease end: 31 Oct 2027"),
    ("Bin day for Wrenfield House: Monday", "Wrenfield House bins collected Thursday."),
    ("14 Heronsgate Lane boiler contractor: Calloway Gas Services", "Boiler servicing at 14 Heronsgate Lane: Pellworth Mechanical"),
]

UNRELATED = [
    "Flat 4B Tanager Mews: smoke alarms tested, all working.",
    "Larkspur Court: communal door closer replaced.",
    "Leak reported under the sink in Flat 7 Quillon St, plumber booked.",
    "Fennimore House lift out of service Tuesday afternoon for a callout.",
    "Marlpit Estate TA AGM minutes circulated.",
    "Harrowgate Lofts: new welcome pack drafted for incoming residents.",
    "Kestrel House: fire drill held, evacuation took 4 minutes.",
    "Christmas lights up in the Tanager Mews courtyard.",
    "Coppice Yard: damp survey in Flat 12 found no rising damp.",
    "Brackwater Trading Estate: pothole at the entrance filled.",
    "Osprey Row: residents asked to keep the fire doors shut.",
    "Quillon Street: scaffolding licence applied for, roof repairs in spring.",
    "Photos of the Larkspur Court bin store sent to the council.",
    "Flat 1 Osprey Row tenant reports slow broadband.",
    "Reminder to chase the Fennimore House gutter clearance quote.",
    "Kestrel House: vending machine on floor 3 refilled weekly.",
    "Harrowgate Lofts: two parcels left unclaimed at the desk.",
    "Marlpit Estate playground resurfacing finished.",
    "Unit 5 Brackwater asked about installing an EV charger.",
    "Coppice Yard noticeboard updated with the out-of-hours number.",
    "Tanager Mews: ivy cut back from the east wall.",
    "Juniper Walk: letter sent to all flats about the gas shut-off on Friday.",
    "Quayside Parade: shopfront sign for unit 1 approved.",
    "14 Heronsgate Lane: neighbour complaint about the hedge.",
    "Wrenfield House: asbestos register reviewed, no changes.",
    "Ashcombe House: roof inspection photos filed.",
    "Larkspur Court flat 9 tenant asked for a spare fob.",
    "Kestrel House: Finance team away day, floor quiet on Friday.",
    "Fennimore House: meeting with the freeholder's surveyor went fine.",
    "Osprey Row: bike rack bolted down again after vandalism.",
]

# ---------------------------------------------------------------------------
EPOCH = dt.datetime(2023, 3, 1, tzinfo=dt.timezone.utc)
LIMIT = dt.datetime(2026, 11, 1, tzinfo=dt.timezone.utc)   # every order time is before this
IMPORT0 = dt.datetime(2026, 11, 2, tzinfo=dt.timezone.utc)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def pick_mode(rng):
    x = rng.random()
    return "live" if x < 0.27 else ("stamped" if x < 0.82 else "backfilled")


def daytime(rng, day):
    return day + dt.timedelta(hours=rng.randint(7, 19), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))


def place(rng, group, texts_and_meta, gap=(20, 110), same_time=False):
    """Give each item an order time (distinct days within the group) and a time mode."""
    n = len(texts_and_meta)
    span = (0 if same_time else sum(gap) // 2 * n)
    start_max = (LIMIT - EPOCH).days - span - 40
    day = EPOCH + dt.timedelta(days=rng.randint(0, start_max))
    out = []
    t_shared = daytime(rng, day)
    for i, meta in enumerate(texts_and_meta):
        if same_time:
            t = t_shared
            mode = "stamped" if i == 0 else rng.choice(["live", "stamped"])
        else:
            if i:
                day = day + dt.timedelta(days=rng.randint(*gap))
            mode = pick_mode(rng)
            t = day if mode == "backfilled" else daytime(rng, day)
        assert t < LIMIT, (group, t)
        out.append(dict(meta, group=group, order=t, mode=mode))
    # created_at per mode; backfilled: import instants newest-first within the group
    imp = IMPORT0 + dt.timedelta(days=rng.randint(0, 25), hours=rng.randint(8, 17), minutes=rng.randint(0, 59))
    for m in sorted((m for m in out if m["mode"] == "backfilled"), key=lambda m: m["order"], reverse=True):
        m["created"] = imp
        imp = imp + dt.timedelta(seconds=rng.randint(1, 90))
    for m in out:
        if m["mode"] == "live":
            m["created"] = m["order"]
        elif m["mode"] == "stamped":
            m["created"] = m["order"] + dt.timedelta(minutes=rng.randint(1, 240), seconds=rng.randint(0, 59))
    return out


def tokens(s):
    return set(re.findall(r"[a-z0-9]+", s.lower().replace(",", "")))


def build():
    rng = random.Random(SEED)
    mems = []
    for fid, versions in CHANGING:
        metas = [dict(content=t, value=v, pol=p, flag=f, cls="changing") for v, p, t, f in versions]
        mems += place(rng, fid, metas)
    for gi, (cls, texts) in enumerate(NEGATIVE):
        mems += place(rng, "neg%02d_%s" % (gi, cls), [dict(content=t, cls=cls, value=None, pol=None, flag="") for t in texts])
    for gi, (a, b) in enumerate(EQUAL_TIME):
        mems += place(rng, "eq%02d" % gi, [dict(content=a, cls="equal_time", value="a", pol=P, flag=""),
                                           dict(content=b, cls="equal_time", value="b", pol=P, flag="")], same_time=True)
    for gi, t in enumerate(UNRELATED):
        mems += place(rng, "unrel%02d" % gi, [dict(content=t, cls="unrelated", value=None, pol=None, flag="")])
    # ids assigned in a shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for k, i in enumerate(order):
        mems[i]["id"] = "h15-%03d" % (k + 1)
    # truth from labels only
    truth = []
    for fid, _ in CHANGING:
        fam = sorted((m for m in mems if m["group"] == fid), key=lambda m: m["order"])
        times = [m["order"] for m in fam]
        assert len(set(times)) == len(times), fid
        for i, m in enumerate(fam):
            for n in fam[i + 1:]:
                if n["order"] > m["order"] and (n["value"], n["pol"]) != (m["value"], m["pol"]):
                    truth.append(dict(expired_id=m["id"], replacement_id=n["id"],
                                      reason="negation" if n["pol"] != m["pol"] else "value"))
                    break
    file_order = list(mems)
    rng.shuffle(file_order)
    return mems, file_order, truth


def write(path, rows):
    data = "".join(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n" for r in rows)
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write(data)
    os.replace(path + ".tmp", path)
    return hashlib.sha256(data.encode("utf-8")).hexdigest()


def wording(mems):
    """Consecutive versions in changing families: reworded = tokens differ beyond the value tokens."""
    pairs, reworded, jac = 0, 0, []
    for fid, versions in CHANGING:
        for (v0, p0, t0, _), (v1, p1, t1, _) in zip(versions, versions[1:]):
            a, b = tokens(t0), tokens(t1)
            vt = tokens(v0.replace("-", " ")) | tokens(v1.replace("-", " "))
            pairs += 1
            if (a ^ b) - vt:
                reworded += 1
            jac.append(len(a & b) / len(a | b))
    return pairs, reworded, sum(jac) / len(jac)


def main(argv):
    mems, file_order, truth = build()
    by_id = {m["id"]: m for m in mems}
    if "--list" in argv:
        for m in sorted(mems, key=lambda m: m["id"]):
            print("%s\t%s\t%-10s\t%s\t%s\t%s\t%s\t%s" % (m["id"], fmt(m["order"]), m["mode"], m["cls"], m["group"],
                                                     m["value"], m["pol"], m["flag"] or "-"), "\t", m["content"])
        return
    if "--stats" in argv:
        from collections import Counter
        cls = Counter(m["cls"] for m in mems)
        modes = Counter(m["mode"] for m in mems)
        reasons = Counter(t["reason"] for t in truth)
        lens = Counter(len(v) for _, v in CHANGING)
        moves_back = sum(1 for _, v in CHANGING
                         if any(v[j][:2] == v[i][:2] and any(v[k][0] != v[i][0] for k in range(i + 1, j))
                                for i in range(len(v)) for j in range(i + 2, len(v))))
        pw, rw, mj = wording(mems)
        print("memories", len(mems))
        print("changing families", len(CHANGING), "versions per family", dict(sorted(lens.items())))
        print("true pairs", len(truth), dict(sorted(reasons.items())))
        print("classes", dict(sorted(cls.items())))
        print("labelled", sum(v for k, v in cls.items() if k != "changing"))
        print("time modes", dict(sorted(modes.items())))
        print("moves back", moves_back, "| hard-worded intervening",
              sum(1 for _, v in CHANGING for x in v[1:-1] if x[3] == "hard"),
              "| in-chain confirmations", sum(1 for _, v in CHANGING for x in v if x[3] == "confirm"))
        print("consecutive version pairs", pw, "reworded", rw, "(%.1f%%)" % (100.0 * rw / pw), "mean token Jaccard %.3f" % mj)
        inv = sum(1 for fid, _ in CHANGING for a in mems for b in mems
                  if a["group"] == fid == b["group"] and a["order"] < b["order"] and a["created"] > b["created"])
        print("within-family pairs whose created_at order inverts order time", inv)
        return
    rows = []
    for m in file_order:
        r = {"id": m["id"], "content": m["content"], "created_at": fmt(m["created"])}
        if m["mode"] != "live":
            r["observed_at"] = fmt(m["order"])
        rows.append(r)
    labels = [{"id": m["id"], "class": m["cls"]} for m in sorted(mems, key=lambda m: m["id"]) if m["cls"] != "changing"]
    involved = {t["expired_id"] for t in truth} | {t["replacement_id"] for t in truth}
    assert not involved & {l["id"] for l in labels}
    assert all(by_id[i]["created"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc) for i in by_id)
    print("memories.jsonl", write(os.path.join(HERE, "memories.jsonl"), rows))
    print("truth.jsonl", write(os.path.join(HERE, "truth.jsonl"), truth))
    print("labels.jsonl", write(os.path.join(HERE, "labels.jsonl"), labels))


if __name__ == "__main__":
    main(sys.argv[1:])
