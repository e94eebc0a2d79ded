#!/usr/bin/env python3
"""Generator for testdata/heldout28: a blind supersession evaluation set in the
register of utility, energy and field-service records.

Every name (people, firms, places, products, codes) is invented. No dataset was used.

Usage:
  python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl, README.md
  python3 gen.py --stats  print the counts
  python3 gen.py --list   print every memory with id, order time and labels

Deterministic: a fixed seed, no wall clock, no map iteration into output.
"""

import datetime as dt
import json
import os
import random
import sys

SEED = 2826
HERE = os.path.dirname(os.path.abspath(__file__))
CUTOFF = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
IMPORT_START = dt.datetime(2026, 11, 24, 9, 5, 0, tzinfo=dt.timezone.utc)
AUTO_LAST = dt.datetime(2026, 11, 10, tzinfo=dt.timezone.utc)

# ---------------------------------------------------------------------------
# Changing families. One family = one fact (subject, attribute, scope).
# Each version: (value_key, polarity, text[, "YYYY-MM-DD" order date]).
# polarity "+" = the fact holds, "-" = the fact stopped holding.
# A version whose value equals the previous one is a confirmation inside the
# chain: never paired with what it confirms, expired by the next change.
# Dates: given per version where the text needs them, else generated.
# ---------------------------------------------------------------------------
FAMILIES = [
    ("f01", "14 Larkspur Row | electricity meter serial", [
        ("K17Q40982", "+", "14 Larkspur Row - elec meter serial: K17Q 40982"),
        ("E23LP07715", "+", "Meter exchange done at 14 Larkspur Row: old K17Q40982 removed, new serial E23LP 07715 fitted and sealed."),
    ]),
    ("f02", "Grinstead Close patch | readings cycle", [
        ("quarterly", "+", "Grinstead Close patch: readings cycle = quarterly", "2023-05-09"),
        ("monthly", "+", "Grinstead Close reads moved to monthly from the April round.", "2024-03-18"),
        ("monthly", "+", "grinstead cl still on monthly reads, checked the route plan", "2024-09-02"),
        ("bimonthly", "+", "From Jan the Grinstead Cl. patch goes to bi-monthly reading (every 2 months) to free up readers.", "2024-12-11"),
    ]),
    ("f03", "acct 5530-118 (Ilse Varga) | tariff", [
        ("svr", "+", "Acct 5530-118 (I. Varga) tariff: Standard Variable"),
        ("fixed-saver-24", "+", "Ilse Varga switched from SVR to the Fixed Saver 24 tariff after the doorstep visit."),
        ("ev-night-plus", "+", "5530-118 rolled off Fixed Saver 24 onto EV Night Plus once the charger went in"),
    ]),
    ("f04", "Hollin Mill unit 3 | electricity supplier", [
        ("brenmoor", "+", "Supplier for Hollin Mill unit 3: Brenmoor Energy"),
        ("quillan", "+", "Hollin Mill U3 is now supplied by Quillan Energy after the change of tenancy."),
    ]),
    ("f05", "Ashby Fen patch | field engineer", [
        ("hanratty", "+", "Ashby Fen patch engineer - Dervla Hanratty"),
        ("mensah-lund", "+", "Handover note: from Monday the Ashby Fen jobs go to Kofi Mensah-Lund; Dervla is lending a hand at the coast depot for the storm season."),
        ("hanratty", "+", "Dervla's back on Ashby Fen, Kofi covering Saltmarsh instead"),
    ]),
    ("f06", "INC-40217 Pelham Road LV fault | status", [
        ("open", "+", "INC-40217 Pelham Rd LV fault - status: open, crew dispatched"),
        ("restored-temp", "+", "INC-40217: supply restored on a temporary generator, cable still to be jointed"),
        ("closed", "+", "Pelham Road fault 40217 closed, permanent cable joint completed and generator lifted."),
    ]),
    ("f07", "feeder F-22 | source primary substation", [
        ("corrin-hill", "+", "Feeder F-22 is fed from Corrin Hill primary substation."),
        ("madderby", "+", "F22 transferred to Madderby Primary (Corrin Hill T2 out for rewind)"),
    ]),
    ("f08", "van VN-318 | home depot", [
        ("stourleigh", "+", "Van VN-318 based at: Stourleigh depot"),
        ("carnock", "+", "VN318 relocated to Carnock Yard, keys in the Carnock key safe"),
    ]),
    ("f09", "van VN-207 | 100A cut-out fuse stock", [
        ("12", "+", "VN-207 stock: 100A cut-out fuses x 12"),
        ("4", "+", "Van 207 down to 4 cut-out fuses (100 amp) after the Brackley job"),
        ("20", "+", "restocked VN207 - twenty 100A cutout fuses on board now"),
    ]),
    ("f10", "job J-88412 | appointment slot", [
        ("2025-03-14-am", "+", "Job J-88412 appt: 14/03/2025 AM (08:00-12:00)", "2025-02-20"),
        ("2025-03-19-pm", "+", "Customer rang - J-88412 rebooked to 2025-03-19, PM slot 12-4.", "2025-03-12"),
    ]),
    ("f11", "Westerhame street-lighting contract | contract manager", [
        ("ostergaard", "+", "Contract manager, Westerhame street lighting: Priya Ostergaard"),
        ("brisk", "+", "Priya Ostergaard has handed the Westerhame SL contract over to Callum Brisk."),
        ("tennant", "+", "westerhame street lighting - CM is Aoife Tennant now (Callum left the firm)"),
        ("querol", "+", "Contract mgr Westerhame SL: Nadim Querol as of 1 Sept"),
    ]),
    ("f12", "north call-out rota week 49 | standby engineer", [
        ("pallister", "+", "On-call rota North: week 49 standby = Ged Pallister", "2025-11-10"),
        ("ilic", "+", "swap agreed - Ged off standby wk49 north, Marta Ilic covering", "2025-11-27"),
    ]),
    ("f13", "Fallowby estate | network operator", [
        ("sterrow", "+", "Network operator (DNO) for the Fallowby estate: Sterrow Grid"),
        ("pennard", "+", "The Fallowby estate network was adopted by Pennard Networks, an IDNO - it is no longer Sterrow's."),
    ]),
    ("f14", "governor KG-12 Kettleby | next inspection due", [
        ("2024-09-30", "+", "Governor KG-12 (Kettleby) next inspection due 2024-09-30", "2023-10-04"),
        ("2025-01-31", "+", "KG12 inspection deferred to 31 Jan 2025, no crew free in September", "2024-09-12"),
        ("2025-01-31", "+", "KG-12 due date stays 31/01/2025 - confirmed with the asset team", "2024-11-20"),
        ("2025-06-30", "+", "Kettleby governor passed on the January visit; next one due 30/06/2025.", "2025-01-29"),
    ]),
    ("f15", "7 Orrin Lane meter | prepayment mode", [
        ("prepay", "+", "7 Orrin Lane meter set to prepayment mode"),
        ("prepay", "-", "Orrin Lane no.7 is no longer on prepay - switched back to credit after the debt was cleared."),
    ]),
    ("f16", "Albert Fenwick-Osei | Priority Services Register", [
        ("psr", "+", "Albert Fenwick-Osei on PSR (oxygen concentrator at home)"),
        ("psr", "-", "PSR flag removed for A. Fenwick-Osei, equipment returned to the hospital"),
    ]),
    ("f17", "Brantwood Flats block C meter cupboard | asbestos flag", [
        ("asbestos", "+", "Brantwood Flats blk C: asbestos flag on meter cupboard, PPE req'd"),
        ("asbestos", "-", "Asbestos survey came back clear for the Brantwood block C cupboard - flag lifted."),
        ("asbestos", "+", "Brantwood C re-flagged: asbestos found behind the new riser panel, do not drill"),
    ]),
    ("f18", "Tavistock Mews | road closure for cable laying", [
        ("closure", "+", "Road closure in place on Tavistock Mews for the 11kV cable lay"),
        ("closure", "-", "tavistock mews closure ended, barriers collected"),
    ]),
    ("f19", "22 Wherry Lane | dog on premises warning", [
        ("dog", "+", "22 Wherry Lane: WARNING loose dog on premises, ring ahead"),
        ("dog", "-", "No dog at 22 Wherry Lane any more - customer says it was rehomed, warning can go."),
    ]),
    ("f20", "Ravi Chaudry | live LV working authorisation", [
        ("live-lv", "+", "Engineer Ravi Chaudry authorised for live LV working"),
        ("live-lv", "-", "Ravi Chaudry's live-working authorisation is suspended pending reassessment."),
    ]),
    ("f21", "Kilnsey solar farm | export curtailment", [
        ("curtailed", "+", "Kilnsey PV farm export curtailed by the DNO (constraint on the 33kV)"),
        ("curtailed", "-", "Curtailment lifted at Kilnsey solar, full export allowed"),
        ("curtailed", "+", "Kilnsey solar: export restricted again while the Madderby 33kV works run"),
    ]),
    ("f22", "3 Pellow Court | gas supply capped", [
        ("capped", "+", "3 Pellow Court - gas supply capped at the meter (gas escape, 2nd visit)"),
        ("capped", "-", "Gas restored to 3 Pellow Court, cap taken off after the soundness test passed."),
    ]),
    ("f23", "Drury Vale water main | boil notice", [
        ("boil-notice", "+", "Drury Vale: boil water notice in force"),
        ("boil-notice", "-", "boil notice lifted for Drury Vale, samples clear x3"),
    ]),
    ("f24", "van VN-411 | off road", [
        ("off-road", "+", "VN-411 off road (gearbox)"),
        ("off-road", "-", "VN-411 back in service after the gearbox swap."),
    ]),
    ("f25", "meter 2208-M | tamper investigation", [
        ("tamper", "+", "Meter 2208-M flagged for tamper investigation - seals broken on last read"),
        ("tamper", "-", "2208-M is no longer under tamper investigation; seals were broken by the previous MOP, not the customer."),
    ]),
    ("f26", "meter E23LP07715 | last reading", [
        ("41206", "+", "Last read for meter E23LP07715: 41,206 kWh"),
        ("43118", "+", "E23LP07715 read 43 118 kWh on the Oct visit"),
    ]),
    ("f27", "EV Night Plus | off-peak unit rate", [
        ("7.5p", "+", "EV Night Plus off-peak rate 7.5p/kWh"),
        ("8.9p", "+", "Off-peak on EV Night Plus is going up to 8.9p per kWh from the next price cap period."),
    ]),
    ("f28", "Brenmoor standard variable | standing charge", [
        ("53.2p", "+", "Brenmoor SVR standing charge: 53.2p/day"),
        ("49.8p", "+", "Brenmoor cut the standing charge on its SVR to 49.8p a day"),
    ]),
    ("f29", "Carnock Yard | depot manager", [
        ("greaves", "+", "Carnock Yard depot manager: Hollis Greaves"),
        ("ruhl", "+", "Greaves has retired; Bettina Ruhl runs Carnock Yard now."),
    ]),
    ("f30", "work order WO-55190 Vane St meter exchange | status", [
        ("awaiting-parts", "+", "WO-55190 status: awaiting parts"),
        ("scheduled", "+", "WO-55190 - parts arrived, job scheduled for next week"),
        ("on-hold", "+", "Vane St exchange (55190) on hold: no access, customer away till the 20th"),
        ("complete", "+", "55190 complete, signed off by the customer"),
    ]),
    ("f31", "Hollin Mill | secondary substation", [
        ("ss-0412", "+", "Hollin Mill fed from Brackley Road secondary sub (ref SS-0412)"),
        ("ss-0587", "+", "Hollin Mill moved onto SS-0587 Canal Bank after the ring reconfiguration."),
    ]),
    ("f32", "Madderby Primary T1 | oil sample due", [
        ("2025-03", "+", "Madderby T1 oil sample due Mar 2025", "2024-06-14"),
        ("2025-01-15", "+", "T1 at Madderby: next DGA oil sample brought forward to 15 Jan 2025 (gassing trend)", "2024-11-05"),
    ]),
    ("f33", "Tomasz Rybek | depot", [
        ("stourleigh", "+", "Tomasz Rybek works out of Stourleigh depot."),
        ("hallowmere", "+", "tomasz moved to hallowmere depot"),
    ]),
    ("f34", "Saltmarsh crew | supervisor", [
        ("amoako", "+", "Saltmarsh crew supervisor is Jed Amoako"),
        ("sorvik", "+", "The Saltmarsh crew reports to Linnea Sorvik while Jed is seconded to the storm programme."),
        ("amoako", "+", "supervisor (Saltmarsh): J. Amoako again, secondment over"),
    ]),
    ("f35", "14 Larkspur Row | gas meter serial", [
        ("0088-31-7764", "+", "Gas meter at 14 Larkspur Row: G4, serial 0088-31-7764"),
        ("0091-02-1150", "+", "Larkspur Row #14 gas: new U6 meter fitted, ser. 0091-02-1150"),
    ]),
    ("f36", "Marrowfield Primary School | meter operator", [
        ("pennock-vale", "+", "Marrowfield Primary School electricity MOP: Pennock & Vale"),
        ("calder", "+", "MOP at Marrowfield Primary changed to Calder Metering Services"),
    ]),
    ("f37", "Dunstan Achebe | boiler service appointment", [
        ("2025-04-08-13", "+", "Boiler service for D. Achebe booked Tue 8 Apr, 1-3pm", "2025-03-20"),
        ("2025-04-10-09", "+", "Achebe service moved: Thu 10 Apr 9am", "2025-04-03"),
        ("2025-04-22-08", "+", "Dunstan Achebe's boiler service is now 2025-04-22 08:00-10:00 - he was away on the 10th.", "2025-04-10"),
    ]),
    ("f38", "INC-40390 Drury Vale burst main | estimated restoration time", [
        ("18:00", "+", "INC-40390 ETR 18:00", "2025-08-14T11:05:00Z"),
        ("22:30", "+", "Drury Vale burst: restoration estimate pushed to 22:30, excavation hit a gas main", "2025-08-14T16:40:00Z"),
        ("02:00", "+", "40390 ETR now 02:00 tomorrow", "2025-08-14T21:52:00Z"),
        ("04:30", "+", "INC-40390 estimated restoration revised again -> 04:30", "2025-08-15T01:38:00Z"),
    ]),
    ("f39", "Marrowfield Primary School | gas supplier", [
        ("ostbrook", "+", "Marrowfield Primary - gas supplier: Ostbrook Gas"),
        ("hallowmere", "+", "Marrowfield Primary's gas contract went to Hallowmere Utilities from October."),
    ]),
    ("f40", "Pennock & Vale reading contract | our contract manager", [
        ("holt", "+", "Pennock & Vale reading contract - our CM: Sunniva Holt"),
        ("kapoor", "+", "Sunniva Holt is off the P&V account; Rhys Kapoor picks it up."),
    ]),
    ("f41", "Marta Ilic | assigned van", [
        ("vn-207", "+", "Marta Ilic drives VN-207"),
        ("vn-333", "+", "Marta now in VN-333 (207 went for respray)"),
    ]),
    ("f42", "Hollin Mill unit 3 | settlement type", [
        ("nhh", "+", "Hollin Mill U3 settlement: non-half-hourly"),
        ("hh", "+", "Hollin Mill unit 3 has been migrated to half-hourly settlement."),
    ]),
    ("f43", "INC-40217 | customers off supply", [
        ("312", "+", "INC-40217 customers off supply: 312"),
        ("48", "+", "40217 CML count down to 48 after the back-feed from Yew St"),
        ("9", "+", "Only nine customers still off on the Pelham Road fault."),
    ]),
    ("f44", "Kestrel Jointing Ltd | day rate", [
        ("640", "+", "Kestrel Jointing day rate GBP 640"),
        ("640", "+", "Kestrel still at 640 a day per the Q3 invoice"),
        ("685", "+", "Kestrel jointers are now 685/day under the new framework."),
    ]),
    ("f45", "Velbrun 33kV RMU | lead time", [
        ("16w", "+", "Velbrun 33kV RMU lead time: 16 weeks"),
        ("26w", "+", "velbrun quoting 26 wks on RMUs now"),
    ]),
    ("f46", "pole P-7718 Ashby Fen | climbing inspection due", [
        ("2025-10", "+", "Pole P-7718 due for climb test Oct 2025", "2024-10-21"),
        ("2025-06-02", "+", "P7718 climbing inspection brought forward to 2025-06-02 (woodpecker damage reported)", "2025-05-06"),
    ]),
    ("f47", "control room nights week 12 | duty manager", [
        ("brandt", "+", "Duty manager (nights) wk 12: Ilya Brandt", "2026-03-02"),
        ("quist", "+", "Nights DM swapped - Farah Quist has wk12", "2026-03-13"),
    ]),
    ("f48", "smart-meter batch L-204 | firmware version", [
        ("3.1.7", "+", "Batch L-204 meters firmware 3.1.7"),
        ("3.2.0", "+", "L204 OTA pushed overnight: now on fw 3.2.0"),
        ("3.1.7", "+", "Batch L-204 rolled back to 3.1.7 after comms drop-outs on 3.2.0"),
        ("3.2.2", "+", "The L-204 meters took the 3.2.2 patch fine; rollout complete."),
    ]),
    ("f49", "9 Selby Terrace | comms hub", [
        ("2g", "+", "Comms hub at 9 Selby Terrace: 2G"),
        ("4g", "+", "9 Selby Ter hub swapped for a 4G unit"),
    ]),
    ("f50", "van restock | collection point", [
        ("stourleigh-stores", "+", "Van restock collection point: Stourleigh stores"),
        ("carnock-cage", "+", "Restock pick-ups have moved to the cage at Carnock Yard."),
    ]),
    ("f51", "job J-90033 | priority", [
        ("p3", "+", "J-90033 priority P3"),
        ("p1", "+", "J-90033 escalated to P1 - customer is on life support equipment"),
    ]),
    ("f52", "planned outage PO-1187 Kilnsey Lane | date", [
        ("2025-05-12", "+", "Planned outage PO-1187 (Kilnsey Ln) scheduled 12/05/2025", "2025-04-01"),
        ("2025-05-19", "+", "PO-1187 moved to May 19th", "2025-04-22"),
        ("2025-05-27", "+", "Kilnsey Lane shutdown (PO-1187) now Tuesday 27 May 2025, letters re-sent.", "2025-05-08"),
    ]),
    ("f53", "apprentice Noor Haddad | mentor", [
        ("rybek", "+", "Apprentice Noor Haddad is mentored by Tomasz Rybek"),
        ("ruhl", "+", "Noor Haddad's mentor changed to Bettina Ruhl"),
    ]),
    ("f54", "walk route R-14 Fenwick estate | meter reader", [
        ("astley", "+", "Walk route R-14 (Fenwick estate) assigned to reader Colm Astley"),
        ("okafor", "+", "R14 reassigned: Gwen Okafor"),
        ("marsh", "+", "Ivo Marsh has taken over route 14 on the Fenwick estate."),
    ]),
    ("f55", "Corrin Hill primary battery bank | next test due", [
        ("2025-02-14", "+", "Corrin Hill primary battery bank - next test due 2025-02-14", "2024-08-19"),
        ("2025-08-14", "+", "Corrin Hill batteries tested and passed; next due 14 Aug 2025", "2025-02-13"),
    ]),
    ("f56", "Brantwood Flats heat network | unit rate", [
        ("11.4p", "+", "Brantwood Flats heat network unit rate 11.4p/kWh"),
        ("12.9p", "+", "brantwood heat network going to 12.9p per kWh from 1 April"),
    ]),
    ("f57", "Kilnsey solar farm PPA | offtaker", [
        ("brenmoor", "+", "Kilnsey solar farm PPA offtaker: Brenmoor Energy"),
        ("quillan", "+", "On renewal the Kilnsey PPA moved to Quillan Energy."),
    ]),
    ("f58", "Marrowfield Water domestic meters | reading frequency", [
        ("6-monthly", "+", "Marrowfield Water domestic meters read every 6 months"),
        ("annual", "+", "Marrowfield Water domestic reads now annual, estimates in between"),
    ]),
    ("f59", "Carnock Yard | fleet size", [
        ("14", "+", "Carnock Yard fleet: 14 vans"),
        ("17", "+", "Carnock Yd has 17 vans after the transfer from Stourleigh"),
        ("15", "+", "carnock fleet count 15 (two vans written off in the flood)"),
    ]),
    ("f60", "22 Wherry Lane | access arrangement", [
        ("neighbour-key", "+", "Preferred access for 22 Wherry Lane: key with the neighbour at no. 24"),
        ("keysafe", "+", "Wherry Ln 22 access: keysafe now, code on the job card"),
    ]),
    ("f61", "Corrin Hill T2 transformer | repair status", [
        ("at-rewind", "+", "Corrin Hill T2 at the rewind shop (Harbrook Electrical)"),
        ("at-rewind", "+", "T2 still at Harbrook as of Friday, no date yet"),
        ("on-test", "+", "Corrin Hill T2 back from Harbrook, reinstalled and on test"),
        ("energised", "+", "Corrin Hill T2 energised and back on load."),
    ]),
    ("f62", "Kofi Mensah-Lund | engineer grade", [
        ("grade-2", "+", "Kofi Mensah-Lund: grade 2 engineer"),
        ("grade-3", "+", "Kofi passed his assessments and is a grade 3 engineer now"),
    ]),
    ("f63", "helpdesk ticket HD-7781 PDA sync failure | owner", [
        ("it-field-support", "+", "Ticket HD-7781 (PDA sync failure) owner: IT field support / Oren"),
        ("tallis", "+", "HD-7781 reassigned to the vendor, Tallis Mobile"),
    ]),
    ("f64", "governor KG-12 Kettleby | outlet set point", [
        ("21mbar", "+", "KG-12 outlet set point 21 mbar"),
        ("23mbar", "+", "Kettleby governor set point raised to 23 mbar after the low-pressure complaints on Mill Hill."),
    ]),
    ("f65", "Hallowmere depot | stores supervisor", [
        ("ash", "+", "Stores supervisor @ Hallowmere: Wendell Ash"),
        ("corrigan", "+", "Hallowmere stores is run by Maeve Corrigan these days"),
    ]),
    ("f66", "acct 5530-118 (Ilse Varga) | billing frequency", [
        ("quarterly", "+", "5530-118 billed quarterly"),
        ("monthly", "+", "Varga account moved to monthly billing by direct debit."),
    ]),
    ("f67", "EV charger install 41 Quarry Bank | job status", [
        ("survey-booked", "+", "EV charger install at 41 Quarry Bank - status: survey booked"),
        ("awaiting-dno", "+", "41 Quarry Bank charger: survey done, waiting on DNO approval"),
        ("install-booked", "+", "DNO said yes for Quarry Bank 41, install booked for the 3rd"),
        ("commissioned", "+", "Charger at 41 Quarry Bank commissioned and handed over to the customer."),
    ]),
    ("f68", "Stourleigh stores | SMETS2 electricity meter stock", [
        ("230", "+", "Stourleigh stores: 230 SMETS2 elec meters on the shelf"),
        ("1200", "+", "SMETS2 elec stock at Stourleigh now ~1.2k after the delivery"),
        ("410", "+", "Stourleigh down to 410 SMETS2 electric meters"),
    ]),
    ("f69", "Hollin Mill unit 3 | agreed supply capacity", [
        ("200kva", "+", "Hollin Mill U3 agreed capacity 200 kVA"),
        ("315kva", "+", "Capacity uplift to 315kVA approved for Hollin Mill unit 3"),
    ]),
    ("f70", "Fallowby estate streetlights | maintenance contractor", [
        ("lumasq", "+", "Fallowby estate streetlights maintained by Lumasq Services"),
        ("orvane", "+", "Lumasq lost the Fallowby street lighting; Orvane Electrical has it now"),
    ]),
]

# ---------------------------------------------------------------------------
# Labelled negatives attached to a changing family: same fact key and the
# same (value, polarity) as the family's LATEST version, placed after it.
# (class, family id, text)
# ---------------------------------------------------------------------------
ATTACHED = [
    # format variants of the latest value
    ("format_variant", "f26", "Reading E23LP 07715 = 43118 kWh (Oct)"),
    ("format_variant", "f28", "Brenmoor SVR s/c GBP 0.498 per day"),
    ("format_variant", "f10", "J-88412: 19/03/2025, 12:00-16:00"),
    ("format_variant", "f44", "Kestrel Jointing: 685 GBP per day"),
    ("format_variant", "f45", "Velbrun RMU lead: 26w"),
    ("format_variant", "f46", "P-7718 climb test 2 June 2025"),
    ("format_variant", "f59", "Carnock Yard fleet: fifteen vans"),
    ("format_variant", "f69", "Hollin Mill U3 capacity: 0.315 MVA"),
    ("format_variant", "f52", "PO-1187 on 2025-05-27"),
    ("format_variant", "f38", "INC-40390 ETR 4.30am"),
    # elaborations of the latest value
    ("elaboration", "f04", "Hollin Mill unit 3 supplier is Quillan Energy, contract ref QE-22190, 24-month fixed."),
    ("elaboration", "f07", "F-22 fed from Madderby Primary via CB-6, normal open point at Yew St"),
    ("elaboration", "f29", "Bettina Ruhl (ex-Hallowmere planning) is the Carnock Yard depot manager, ext 4471."),
    ("elaboration", "f33", "Tomasz Rybek is at Hallowmere depot on the smart-meter team, van VN-344"),
    ("elaboration", "f62", "Kofi Mensah-Lund is a grade 3 engineer and LV authorised person, per the May assessment."),
    ("elaboration", "f65", "Maeve Corrigan runs Hallowmere stores, including the cable drum yard and the PPE cage"),
    ("elaboration", "f13", "Fallowby estate: IDNO is Pennard Networks, who own the LV and both pad-mount subs."),
    ("elaboration", "f31", "Hollin Mill on SS-0587 Canal Bank, way 3 of the LV board"),
    ("elaboration", "f57", "Kilnsey PPA with Quillan Energy: 10-year term with a fixed floor price."),
    ("elaboration", "f70", "Orvane Electrical maintains the Fallowby streetlights, night scouting and 24h fault line included"),
    # confirmations of the latest value
    ("confirmation", "f40", "Rhys Kapoor still CM on Pennock & Vale"),
    ("confirmation", "f42", "Hollin Mill U3 still half-hourly - confirmed on the site visit."),
    ("confirmation", "f49", "Selby Terrace 9 hub: 4G, confirmed working"),
    ("confirmation", "f51", "J-90033 remains P1"),
    ("confirmation", "f53", "Noor's mentor is still Bettina Ruhl"),
    ("confirmation", "f56", "Brantwood heat network price unchanged at 12.9p"),
    ("confirmation", "f63", "HD-7781 still sitting with Tallis Mobile"),
    ("confirmation", "f66", "Varga acct - monthly DD as before"),
    ("confirmation", "f20", "Ravi Chaudry's live LV authorisation remains suspended."),
    ("confirmation", "f24", "VN-411 on the road as usual, no gearbox trouble since"),
    ("confirmation", "f35", "Larkspur Row 14 gas meter ser. 0091-02-1150 confirmed on the annual check"),
    ("confirmation", "f01", "Elec meter at 14 Larkspur Row confirmed as E23LP07715 on the last visit."),
    # the same fact restated with a synonymous verb
    ("static", "f41", "Marta Ilic operates VN-333 day to day"),
    ("static", "f39", "Hallowmere Utilities provides the gas at Marrowfield Primary."),
    ("static", "f12", "Marta Ilic is holding standby wk49 north"),
    ("static", "f47", "Farah Quist is running nights as DM in wk12"),
    ("static", "f58", "Marrowfield Water takes domestic readings once a year."),
    ("static", "f60", "Access at 22 Wherry Lane is via the keysafe"),
]

# ---------------------------------------------------------------------------
# Standalone labelled negatives: (class, fact key, value, polarity, text[, order time])
# Each fact key is unique to its group, so no pair can form.
# ---------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: values that coexist
    ("multi_valued", "vn207|kit|earth-rods", "y", "+", "VN-207 carries 2x earth rods"),
    ("multi_valued", "vn207|kit|generator", "y", "+", "VN-207 also carries a 5kVA generator"),
    ("multi_valued", "vn207|kit|gloves", "y", "+", "Van 207 kit list includes the LV insulated glove set"),
    ("multi_valued", "rybek|skill|smets2", "y", "+", "Tomasz Rybek is trained on SMETS2 installs"),
    ("multi_valued", "rybek|skill|gas", "y", "+", "Tomasz Rybek holds a gas safe ticket (ACS CCN1)"),
    ("multi_valued", "rybek|skill|ev", "y", "+", "tomasz also certified for EV charger commissioning"),
    ("multi_valued", "carnock|covers|fenwick", "y", "+", "Carnock Yard serves the Fenwick estate"),
    ("multi_valued", "carnock|covers|saltmarsh", "y", "+", "Carnock Yard also covers Saltmarsh and the Orrin villages"),
    ("multi_valued", "quillan|offers|ev-night", "y", "+", "Quillan Energy offers EV Night Plus"),
    ("multi_valued", "quillan|offers|hp-flex", "y", "+", "Quillan Energy sells a Heat Pump Flex tariff as well"),
    ("multi_valued", "quillan|offers|fixed24", "y", "+", "Fixed Saver 24 is one of Quillan's tariffs on sale"),
    ("multi_valued", "madderby|feeds|f19", "y", "+", "Madderby Primary supplies feeder F-19"),
    ("multi_valued", "madderby|feeds|f31", "y", "+", "Madderby Primary supplies F-31 too"),
    ("multi_valued", "j88412|task|exchange", "y", "+", "J-88412 needs: meter exchange"),
    ("multi_valued", "j88412|task|cutout", "y", "+", "J-88412 also needs a cut-out replacement while we're there"),
    # scope_disjoint: same attribute, disjoint scopes
    ("scope_disjoint", "callout-north|base|weekday", "stourleigh", "+", "Call-out rota weekdays (north): first response from Stourleigh"),
    ("scope_disjoint", "callout-north|base|weekend", "carnock", "+", "At weekends the north call-out is covered from Carnock Yard"),
    ("scope_disjoint", "ev-night-plus|window|summer", "0030-0530", "+", "EV Night Plus off-peak window, summer: 00:30-05:30"),
    ("scope_disjoint", "ev-night-plus|window|winter", "2330-0630", "+", "EV Night Plus winter off-peak window 23:30-06:30"),
    ("scope_disjoint", "stourleigh|hours|weekday", "0700-1800", "+", "Stourleigh depot opening hours Mon-Fri 07:00-18:00"),
    ("scope_disjoint", "stourleigh|hours|saturday", "0800-1200", "+", "Stourleigh depot is open Saturdays 08:00-12:00 only"),
    ("scope_disjoint", "kg07|setpoint|summer", "19mbar", "+", "KG-07 Ashby Fen governor: summer set point 19 mbar"),
    ("scope_disjoint", "kg07|setpoint|winter", "22mbar", "+", "KG-07 winter setting 22 mbar"),
    ("scope_disjoint", "fenwick|reads|domestic", "6-monthly", "+", "Fenwick estate reads: domestic half-yearly"),
    ("scope_disjoint", "fenwick|reads|commercial", "monthly", "+", "Fenwick estate commercial meters are read monthly"),
    ("scope_disjoint", "brenmoor|cm|north", "duerden", "+", "Brenmoor contract manager for the north region: Hal Duerden"),
    ("scope_disjoint", "brenmoor|cm|south", "tolmach", "+", "Brenmoor CM, south region - Ines Tolmach"),
    ("scope_disjoint", "restock-day|carnock", "tue", "+", "Van restock day at Carnock Yard: Tuesdays"),
    ("scope_disjoint", "restock-day|hallowmere", "thu", "+", "Restock at Hallowmere is on Thursdays"),
    # format_variant, standalone pairs
    ("format_variant", "stourleigh|gas-meter-stock", "1200", "+", "Stourleigh stores: 1,200 gas meters"),
    ("format_variant", "stourleigh|gas-meter-stock", "1200", "+", "Stourleigh gas meter stock 1.2k"),
    ("format_variant", "fallowby|lv-cable-length", "41000m", "+", "Fallowby estate: 41,000 m of LV cable"),
    ("format_variant", "fallowby|lv-cable-length", "41000m", "+", "Fallowby LV cable length 41k metres"),
    # elaboration, standalone pair
    ("elaboration", "stourleigh|address", "unit4-ferris-way", "+", "Stourleigh depot address: Unit 4, Ferris Way"),
    ("elaboration", "stourleigh|address", "unit4-ferris-way", "+", "Stourleigh depot is Unit 4, Ferris Way, Stourleigh ST9 2LQ - gate code is on the board."),
    # different_subject: the frame of a changing fact with another subject
    ("different_subject", "vn322|depot", "stourleigh", "+", "Van VN-322 based at: Stourleigh depot"),
    ("different_subject", "acct5530-341|tariff", "svr", "+", "Acct 5530-341 (B. Lattimer) tariff: Standard Variable"),
    ("different_subject", "hollin-mill-u5|supplier", "brenmoor", "+", "Supplier for Hollin Mill unit 5: Brenmoor Energy"),
    ("different_subject", "f23|source", "corrin-hill", "+", "Feeder F-23 is fed from Corrin Hill primary substation."),
    ("different_subject", "kg14|inspection", "2025-03-31", "+", "Governor KG-14 (Sennen Cross) next inspection due 2025-03-31"),
    ("different_subject", "inc40218|status", "open", "+", "INC-40218 Pellow Rd HV fault - status: open, crew dispatched"),
    ("different_subject", "j88413|slot", "2025-03-14-pm", "+", "Job J-88413 appt: 14/03/2025 PM (12:00-16:00)"),
    ("different_subject", "orrin9|prepay", "prepay", "+", "9 Orrin Lane meter set to prepayment mode"),
    ("different_subject", "brantwood-d|asbestos", "asbestos", "+", "Brantwood Flats blk D: asbestos flag on meter cupboard, PPE req'd"),
    ("different_subject", "kestrel-cabling|rate", "640", "+", "Kestrel Cabling day rate GBP 640"),
    ("different_subject", "p7719|inspection", "2025-10", "+", "Pole P-7719 due for climb test Oct 2025"),
    ("different_subject", "westerhame-parks|cm", "ostergaard", "+", "Contract manager, Westerhame parks maintenance: Priya Ostergaard"),
    ("different_subject", "r15|reader", "astley", "+", "Walk route R-15 (Grinstead Close) assigned to reader Colm Astley"),
    ("different_subject", "l205|firmware", "3.1.7", "+", "Batch L-205 meters firmware 3.1.7"),
    # static, standalone pairs
    ("static", "corrin-hill|operator", "sterrow", "+", "Sterrow Grid operates the Corrin Hill primary"),
    ("static", "corrin-hill|operator", "sterrow", "+", "Corrin Hill primary is run by Sterrow Grid."),
    ("static", "rewinds|contractor", "harbrook", "+", "Harbrook Electrical does our transformer rewinds"),
    ("static", "rewinds|contractor", "harbrook", "+", "transformer rewinds are handled by Harbrook Electrical"),
    # membership: memberships held at once
    ("membership", "hanratty|member|lv-jointing", "y", "+", "Dervla Hanratty is on the LV jointing team"),
    ("membership", "hanratty|member|safety-committee", "y", "+", "Dervla also sits on the depot safety committee"),
    ("membership", "hanratty|member|storm-reserve", "y", "+", "Dervla Hanratty: member of the storm response reserve"),
    ("membership", "hallowmere-util|member|psr-group", "y", "+", "Hallowmere Utilities is a member of the Priority Services data-sharing group"),
    ("membership", "hallowmere-util|member|gas-forum", "y", "+", "Hallowmere Utilities also belongs to the Gas Emergency Forum."),
    ("membership", "amoako|member|confined-space", "y", "+", "Jed Amoako is on the confined-space rescue team"),
    ("membership", "amoako|member|first-aid", "y", "+", "Jed Amoako - on the first aid rota too"),
    ("membership", "holt|member|steering", "y", "+", "Sunniva Holt: member, smart-meter steering group"),
    ("membership", "holt|member|procurement", "y", "+", "Sunniva Holt is on the metering procurement board as well"),
    ("membership", "haddad|member|apprentice-council", "y", "+", "Noor Haddad is in the apprentice council"),
    ("membership", "haddad|member|wie-network", "y", "+", "Noor Haddad joined the women-in-engineering network"),
    # equal_time: two values of one fact at one order time
    ("equal_time", "meter4471b|read", "12884", "+", "Meter 4471-B read: 12,884 kWh", "2025-06-01T07:42:10Z"),
    ("equal_time", "meter4471b|read", "12848", "+", "4471-B reading 12848 (keyed by the reader app)", "2025-06-01T07:42:10Z"),
    ("equal_time", "vn601|depot", "stourleigh", "+", "Depot for VN-601: Stourleigh", "2024-02-12T10:00:00Z"),
    ("equal_time", "vn601|depot", "hallowmere", "+", "VN-601 home depot - Hallowmere", "2024-02-12T10:00:00Z"),
    ("equal_time", "j91207|slot", "am", "+", "Job J-91207 slot: AM", "2025-09-03T15:21:00Z"),
    ("equal_time", "j91207|slot", "pm", "+", "J-91207 booked PM", "2025-09-03T15:21:00Z"),
    ("equal_time", "12pike|supplier", "brenmoor", "+", "Supplier at 12 Pike Street: Brenmoor Energy", "2025-01-17T12:30:00Z"),
    ("equal_time", "12pike|supplier", "ostbrook", "+", "12 Pike St supplier is Ostbrook Gas", "2025-01-17T12:30:00Z"),
    # unrelated distractors (several share a subject with a changing family)
    ("unrelated", "u01", "x", "+", "Stourleigh depot canteen closes for refurbishment in August"),
    ("unrelated", "u02", "x", "+", "VN-318 needs new tyres before its MOT"),
    ("unrelated", "u03", "x", "+", "Ilse Varga asked for large-print bills"),
    ("unrelated", "u04", "x", "+", "Pelham Road bridge has a 3-tonne weight limit - no big vans"),
    ("unrelated", "u05", "x", "+", "Kilnsey solar farm has 18,400 panels across two fields"),
    ("unrelated", "u06", "x", "+", "Dervla Hanratty prefers morning jobs when she can get them"),
    ("unrelated", "u07", "x", "+", "Reminder: PPE audit next Thursday at Carnock Yard"),
    ("unrelated", "u08", "x", "+", "The Kettleby governor kiosk key is on hook 7"),
    ("unrelated", "u09", "x", "+", "Corrin Hill primary substation was commissioned in 1968."),
    ("unrelated", "u10", "x", "+", "Marrowfield Water uses Pennock & Vale for its meter reading"),
    ("unrelated", "u11", "x", "+", "Hollin Mill was a textile mill until 1981"),
    ("unrelated", "u12", "x", "+", "cake in the Hallowmere mess room friday for tomasz, bring a fork"),
    ("unrelated", "u13", "x", "+", "Customer at 7 Orrin Lane asked not to be called before 10am"),
    ("unrelated", "u14", "x", "+", "Brantwood Flats block C has 48 flats over six floors"),
    ("unrelated", "u15", "x", "+", "The Fallowby estate was built 2019-2021"),
    ("unrelated", "u16", "x", "+", "INC-40217 root cause: third-party dig damage by a fencing contractor"),
    ("unrelated", "u17", "x", "+", "Quillan Energy's head office is in Dunmarsh"),
    ("unrelated", "u18", "x", "+", "Velbrun RMUs come with a 5-year warranty"),
    ("unrelated", "u19", "x", "+", "Ashby Fen floods most winters near the pumping station - take waders"),
    ("unrelated", "u20", "x", "+", "Job card template v4 adds a photo field for meter seals."),
    ("unrelated", "u21", "x", "+", "Priya Ostergaard is based in the Westerhame office"),
    ("unrelated", "u22", "x", "+", "Kofi Mensah-Lund's radio callsign is Echo 12"),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]


def fmt(t):
    return t.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_day(s, rng):
    if "T" in s:
        return dt.datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.timezone.utc)
    d = dt.datetime.strptime(s, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
    return d + dt.timedelta(seconds=rng.randrange(7 * 3600, 18 * 3600))


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: key, value, pol, text, t (order time), label, family, note

    base = dt.datetime(2023, 1, 9, tzinfo=dt.timezone.utc)
    latest = {}
    for fid, key, versions in FAMILIES:
        t = base + dt.timedelta(days=rng.randrange(0, 640), seconds=rng.randrange(7 * 3600, 18 * 3600))
        prev_val = None
        prev_t = None
        for i, v in enumerate(versions):
            value, pol, text = v[0], v[1], v[2]
            if len(v) > 3:
                t = parse_day(v[3], rng)
            elif i > 0:
                t = t + dt.timedelta(days=rng.randrange(25, 260), seconds=rng.randrange(-4 * 3600, 4 * 3600))
            assert t < AUTO_LAST, (fid, i, t)
            assert prev_t is None or t > prev_t, ("versions out of order", fid, i)
            prev_t = t
            note = "confirm-in-chain" if prev_val == (value, pol) else ""
            mems.append(dict(key=key, value=value, pol=pol, text=text, t=t, label=None, family=fid, note=note))
            prev_val = (value, pol)
        latest[fid] = mems[-1]

    fam_key = {fid: key for fid, key, _ in FAMILIES}
    for cls, fid, text in ATTACHED:
        last = latest[fid]
        t = last["t"] + dt.timedelta(days=rng.randrange(3, 90), seconds=rng.randrange(600, 6 * 3600))
        if t >= AUTO_LAST:
            t = last["t"] + dt.timedelta(hours=rng.randrange(2, 40))
        assert t < CUTOFF
        mems.append(dict(key=fam_key[fid], value=last["value"], pol=last["pol"], text=text, t=t,
                         label=cls, family=fid, note="attached"))
        latest[fid] = mems[-1]  # later attachments follow this one

    group_t = {}
    for row in STANDALONE:
        cls, key, value, pol, text = row[:5]
        if len(row) > 5:
            t = parse_day(row[5], rng)
        elif key in group_t:
            t = group_t[key] + dt.timedelta(days=rng.randrange(5, 200), seconds=rng.randrange(600, 3600))
        else:
            t = base + dt.timedelta(days=rng.randrange(0, 1350), seconds=rng.randrange(7 * 3600, 18 * 3600))
        assert t < AUTO_LAST
        assert key not in group_t or t > group_t[key] or cls == "equal_time", key
        group_t[key] = t
        mems.append(dict(key="s:" + key, value=value, pol=pol, text=text, t=t, label=cls, family="", note=""))

    # ingestion mode: about a quarter live (created_at only), the rest backfilled
    # (observed_at = order time, created_at = one import session in seeded order).
    for m in mems:
        m["live"] = rng.random() < 0.25
    for m in mems:
        if m["label"] == "equal_time":
            m["live"] = False
    backfilled = [m for m in mems if not m["live"]]
    rng.shuffle(backfilled)
    t_imp = IMPORT_START
    for m in backfilled:
        t_imp = t_imp + dt.timedelta(seconds=rng.randrange(2, 9))
        m["created_at"] = t_imp
        m["observed_at"] = m["t"]
    for m in mems:
        if m["live"]:
            m["created_at"] = m["t"]
            m["observed_at"] = None
        assert m["created_at"] < CUTOFF

    # opaque ids in a shuffled order, then a second shuffle for file order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        mems[i]["id"] = "h28-%03d" % (n + 1)
    file_order = list(range(len(mems)))
    rng.shuffle(file_order)
    return mems, [mems[i] for i in file_order]


def order_time(m):
    return m["observed_at"] if m["observed_at"] is not None else m["created_at"]


def compute_truth(mems):
    """Truth from the table labels only (fact key, value key, polarity, order time)."""
    by_key = {}
    for m in mems:
        by_key.setdefault(m["key"], []).append(m)
    pairs = []
    for key in sorted(by_key):
        fam = sorted(by_key[key], key=lambda m: (order_time(m), m["id"]))
        for i, m in enumerate(fam):
            for n in fam[i + 1:]:
                if order_time(n) <= order_time(m):
                    continue
                if (n["value"], n["pol"]) != (m["value"], m["pol"]):
                    reason = "negation" if n["pol"] != m["pol"] else "value"
                    pairs.append(dict(expired_id=m["id"], replacement_id=n["id"], reason=reason))
                    break
    pairs.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    return pairs, by_key


def check(mems, pairs, by_key):
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    in_pair = set()
    for p in pairs:
        in_pair.add(p["expired_id"])
        in_pair.add(p["replacement_id"])
    for m in mems:
        if m["label"] is not None:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
            assert m["label"] in CLASSES
        else:
            assert m["id"] in in_pair, ("family version in no pair", m["text"])
        assert order_time(m) < CUTOFF and m["created_at"] < CUTOFF
    for key, fam in by_key.items():
        non_eq = [order_time(m) for m in fam if m["label"] != "equal_time"]
        assert len(set(non_eq)) == len(non_eq), ("order times not distinct", key)
        eq = [m for m in fam if m["label"] == "equal_time"]
        if eq:
            assert len(eq) == len(fam) and len({order_time(m) for m in eq}) == 1, key
            assert len({m["value"] for m in eq}) == len(eq), key


def stats(mems, pairs):
    by_reason = {"value": 0, "negation": 0}
    for p in pairs:
        by_reason[p["reason"]] += 1
    in_fam = sum(1 for m in mems if m["label"] is None)
    fams = len({m["key"] for m in mems if m["label"] is None})
    labelled = {c: 0 for c in CLASSES}
    for m in mems:
        if m["label"] is not None:
            labelled[m["label"]] += 1
    live = sum(1 for m in mems if m["observed_at"] is None)
    lines = [
        "memories: %d (backfilled with observed_at: %d, live-ingested: %d)" % (len(mems), len(mems) - live, live),
        "true pairs: %d (value: %d, negation: %d)" % (len(pairs), by_reason["value"], by_reason["negation"]),
        "changing families: %d" % fams,
        "memories in changing families (unlabelled versions): %d" % in_fam,
        "labelled negatives: %d" % sum(labelled.values()),
    ]
    for c in CLASSES:
        lines.append("  %s: %d" % (c, labelled[c]))
    return lines


README_TMPL = """# `testdata/heldout28`: blind evaluation set (utility, energy and field-service records)

A blind evaluation data set for l9's supersession detector, written in the register of
**utility, energy and field-service records**: meter serials and reading cycles, meter readings,
tariffs, unit rates and standing charges, suppliers, meter operators and network operators,
field engineers and their patches, depots and vans, van stock, outage and job status, estimated
restoration times, appointment slots, contract managers, call-out and duty rotas, substation and
feeder assignments, inspection and test due dates, hazard and priority flags. Texts are typed the way
such records are: `key: value` record lines, short notes, full sentences, status updates, handovers,
change reports ("moved to", "switched from X to Y", "now", "no longer") and chat-like fragments.
About 70% of the newer versions are reworded against the older one, and some versions name the
subject differently (short forms, codes such as `VN318`, `U3`, `55190`).

All names (people, firms, places, products, codes) are invented. No dataset was used
(no SituatedQA, TimeQA or any other), and nothing was fetched.

## How it was written (blind)

Read, and nothing else of the project:

1. the task prompt (`/work/notes/prompt-h28.md`);
2. the working protocol `/work/notes/protocol.md`;
3. the design seed `/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051);
4. in the repository `README.md` only the sections "Memory JSONL (input and export format)" and
   "Using l9 on your own export".

Incidentally seen: the list of `README.md` section headings (printed to find those two sections,
e.g. the names of the experiment registrations L9 to L9k), and the names of the directories
directly under `testdata/` (a listing printed while creating this directory). No code, tests,
other testdata contents, results, registrations or notes of the project were read, l9 was
neither built nor run, and no other data set was looked at.

## Files

- `gen.py`: the generator (Python 3, stdlib only, fixed seed; two runs give byte-identical files).
  `python3 gen.py` writes the files, `--stats` prints the counts, `--list` prints every memory
  with id, order time and labels.
- `memories.jsonl`: one memory per line, `{"id","content","created_at"[,"observed_at"]}`, RFC 3339
  UTC, all before 2026-12-01. Backfilled memories carry `observed_at` (when the fact was observed)
  and a `created_at` inside one import session (2026-11-24, in seeded order); live-ingested
  memories carry `created_at` only. Ids `h28-NNN` are opaque: assigned in a shuffled order, and
  the file order is shuffled again.
- `truth.jsonl`: `{"expired_id","replacement_id","reason"}`, reason `value` or `negation`.
- `labels.jsonl`: `{"id","class"}` for every memory that must never appear in any candidate pair.

## Truth rule

Order time is `observed_at` if present, else `created_at`. One family is one fact (one subject,
one attribute, one scope). Within a family each memory is expired by the EARLIEST strictly newer
memory whose (value, polarity) differs; the reason is `negation` when the polarities differ (the
newer says the fact stopped holding, or re-affirms it after it had stopped), else `value`. A chain
of n changing versions yields n-1 pairs; a move back A -> B -> A pairs through the middle; a
confirmation inside a chain (the same value restated) is never paired with what it confirms but
is expired, like the version it confirms, by the next change. Truth is computed from the tables'
labels (fact key, value key, polarity, order time), never from the text. `gen.py` asserts that no
labelled memory takes part in any pair, that order times within a family are distinct (except the
`equal_time` class) and that no text is duplicated.

Hard cases included: middle versions worded very differently (handover notes, "reports to ...
while ... is seconded"), moves back (Ashby Fen engineer, Saltmarsh supervisor, firmware
3.1.7 -> 3.2.0 -> 3.1.7 -> 3.2.2), four-version chains, confirmations inside chains, a negation
chain that is re-affirmed (asbestos flag, export curtailment), and dates, amounts and counts
written in several formats (`14/03/2025`, `2025-03-19`, `31 Jan 2025`, `May 19th`; `41,206`,
`43 118`, `~1.2k`, `twenty`).

## Negative classes (`labels.jsonl`)

- `multi_valued`: values that coexist (van kit, engineer skills, areas a depot covers, tariffs on sale).
- `scope_disjoint`: the same attribute in disjoint scopes (weekday/weekend, summer/winter, site A/site B, region).
- `format_variant`: the same value written another way (`49.8p a day` / `GBP 0.498 per day`, `315kVA` / `0.315 MVA`).
- `elaboration`: the same value with more detail.
- `confirmation`: the same value restated ("still", "confirmed", "as before", "remains").
- `different_subject`: the frame of a changing fact with another subject (VN-322 vs VN-318, KG-14 vs KG-12).
- `static`: the same fact restated with a synonymous verb.
- `membership`: memberships held at once.
- `equal_time`: two values of one fact at one order time (never guess a direction).
- `unrelated`: distractors, several sharing a subject with a changing family.

Format variants, elaborations, confirmations and most statics are attached after the latest
version of a changing family (same fact, same value), so they sit next to true pairs.

## Counts (`python3 gen.py --stats`)

```
@@COUNTS@@
```
"""


def main():
    mems, file_mems = build()
    pairs, by_key = compute_truth(mems)
    check(mems, pairs, by_key)
    if "--stats" in sys.argv[1:]:
        print("\n".join(stats(mems, pairs)))
        return
    if "--list" in sys.argv[1:]:
        rows = sorted(mems, key=lambda m: (m["key"], order_time(m), m["id"]))
        for m in rows:
            lab = m["label"] or ("family " + m["family"] + (" " + m["note"] if m["note"] else ""))
            print("%s\t%s\t%s\t%s\t%s%s\t%s" % (m["id"], fmt(order_time(m)), "live" if m["observed_at"] is None else "backfill",
                                                 m["key"], m["value"], m["pol"], lab))
            print("\t" + m["text"])
        return
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in file_mems:
            o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created_at"])}
            if m["observed_at"] is not None:
                o["observed_at"] = fmt(m["observed_at"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for p in pairs:
            f.write(json.dumps(p) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"] is not None), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(README_TMPL.replace("@@COUNTS@@", "\n".join(stats(mems, pairs))))


if __name__ == "__main__":
    main()
