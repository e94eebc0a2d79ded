#!/usr/bin/env python3
"""R27 blind corpus: laboratory, samples and equipment records.

Labels are fixed in the tables below BEFORE anything is generated; truth is
computed from the labels (family, value, polarity, order time), never from text.
Deterministic: a fixed seed, stdlib only; two runs write byte-identical files.

  python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl, README.md
  python3 gen.py --stats    print counts
  python3 gen.py --list     print every memory with id, order time, mode, labels
"""
import datetime as dt
import hashlib
import json
import os
import random
import re
import sys

SEED = 27_2027
HERE = os.path.dirname(os.path.abspath(__file__))

# Version tags: o = first version; r = reworded relative to the version before;
# s = one-slot edit of the version before; h = hard-worded intervening version
# (counted as reworded); c = confirmation inside a chain (same value restated);
# C = trailing confirmation after the last change (labelled "confirmation",
# takes part in no pair).
# Each version: (value, polarity, tag, text). polarity 1 = holds, 0 = stopped holding.
FAMILIES = [
    ("F01", [
        ("ortega", 1, "o", "The -80 in B214 belongs to the Ortega group."),
        ("lindqvist", 1, "h", "Lindqvist's people have taken over the B214 -80 while their own unit is being repaired."),
        ("ortega", 1, "r", "The B214 -80 went back to the Ortega group once Lindqvist's freezer was fixed."),
        ("haddad", 1, "s", "The -80 in B214 belongs to the Haddad group."),
    ]),
    ("F02", [
        ("marr", 1, "o", "Service engineer for the Kestrel confocal: Felix Marr (Norvane field service)."),
        ("stroud", 1, "r", "Norvane have reassigned our confocal to Dana Stroud for service visits."),
        ("kask", 1, "r", "Service engineer for the Kestrel confocal: Priit Kask."),
        ("stroud", 1, "r", "Dana Stroud is handling the Kestrel confocal service visits again from this quarter."),
    ]),
    ("F03", [
        ("v3", 1, "o", "RNA extraction SOP in use: v3 (March revision)."),
        ("v4", 1, "r", "Protocol v3 replaced by v4 for RNA extraction; old printouts removed from the bench."),
        ("v5", 1, "r", "RNA extraction SOP in use: v5."),
        ("v6", 1, "r", "Everyone should now be following v6 of the RNA extraction SOP, v5 is archived."),
    ]),
    ("F04", [
        ("baro", 1, "o", "Lab safety officer: Dr Ines Baro."),
        ("wren", 1, "r", "Tomasz Wren took over as lab safety officer from Ines."),
        ("wren", 1, "c", "Tomasz Wren is still our lab safety officer, confirmed at the annual review."),
        ("oduya", 1, "r", "Lab safety officer: Maren Oduya."),
    ]),
    ("F05", [
        ("in_service", 1, "o", "The Vantor ultracentrifuge in C108 is in service after the rotor inspection."),
        ("in_service", 0, "r", "Vantor ultra in C108 OUT OF ORDER - rotor imbalance error, do not use."),
        ("in_service", 1, "r", "The Vantor in C108 is back in service; engineer replaced the drive sensor."),
        ("in_service", 0, "r", "Vantor ultracentrifuge (C108) decommissioned, awaiting collection for disposal."),
    ]),
    ("F06", [
        ("baro", 1, "o", "Custodian: Dr Ines Baro (Brennan cohort serum collection)."),
        ("mensah", 1, "r", "Custody of the Brennan cohort serum collection was transferred to Kofi Mensah."),
        ("ferrand", 1, "r", "Custodian of the Brennan cohort serum: Lucia Ferrand."),
        ("mensah", 1, "r", "Lucia's leave has started, so Kofi Mensah holds custody of the Brennan serum again."),
    ]),
    ("F07", [
        ("tuesday", 1, "o", "Chemical waste collection day: Tuesday."),
        ("thursday", 1, "s", "Chemical waste collection day: Thursday."),
        ("friday", 1, "h", "From May the contractor only comes by for our chemical waste on Fridays."),
        ("monday", 1, "r", "Chemical waste now goes out Monday mornings, carboys in the corridor by 8."),
    ]),
    # three versions
    ("F08", [
        ("rack_a", 1, "o", "Box 7 (Okafor plasmid preps) is in rack A of the -20 in C110."),
        ("rack_c", 1, "h", "Had to squeeze Box 7 in with the rack C boxes while rack A gets defrosted."),
        ("rack_a", 1, "r", "Box 7 returned to rack A after the defrost."),
    ]),
    ("F09", [
        ("pellan", 1, "o", "Taq polymerase is ordered from Pellan Reagents."),
        ("helix", 1, "r", "Switched the Taq supplier to Helix Bio."),
        ("ashgrove", 1, "r", "Taq supplier: Ashgrove Biochem (Helix put their price up)."),
        ("ashgrove", 1, "C", "Reordered Taq from Ashgrove Biochem as usual, still our supplier."),
    ]),
    ("F10", [
        ("1:200", 1, "o", "Anti-CD45 (clone H7) working dilution 1:200 for flow."),
        ("1:400", 1, "s", "Anti-CD45 (clone H7) working dilution 1:400 for flow."),
        ("1:500", 1, "r", "Titration done: we now run anti-CD45 at 1:500, staining is brighter than expected."),
    ]),
    ("F11", [
        ("b216", 1, "o", "The Orbis plate reader sits in B216 next to the fume hood."),
        ("annex2_r4", 1, "r", "The Orbis plate reader was relocated to Annex 2, room 4."),
        ("c108", 1, "r", "Orbis plate reader location: C108."),
    ]),
    ("F12", [
        ("2025-06-03", 1, "o", "Calibration due: 3 June 2025 (balance BAL-3)."),
        ("2025-12-12", 1, "r", "BAL-3 was calibrated on site; next calibration falls due 12 December 2025."),
        ("2026-06-09", 1, "r", "Balance BAL-3 calibration due: 9 June 2026."),
    ]),
    ("F13", [
        ("tue_am", 1, "o", "Haddad group weekday confocal slot: Tuesday 09:00-13:00."),
        ("thu_pm", 1, "s", "Haddad group weekday confocal slot: Thursday 14:00-18:00."),
        ("wed_am", 1, "r", "Haddad group swapped with Yamada and now has the weekday confocal slot on Wednesday mornings."),
    ]),
    ("F14", [
        ("rusu", 1, "o", "Designated operator for the Tessaly sorter: Ana Rusu."),
        ("pelt", 1, "r", "Jonas Pelt is now the designated Tessaly sorter operator while Ana is at the imaging core."),
        ("rusu", 1, "r", "Ana Rusu is back from the imaging core and runs the Tessaly sorter again as designated operator."),
    ]),
    ("F15", [
        ("cc-4471", 1, "o", "Cost code for lab consumables: CC-4471."),
        ("cc-5102", 1, "r", "Finance issued a new cost code for our consumables, CC-5102; stop using 4471."),
        ("cc-6630", 1, "r", "Cost code for lab consumables: CC-6630 (new grant)."),
    ]),
    ("F16", [
        ("norvane", 1, "o", "The Halden mass spec is under a full service contract with Norvane Scientific."),
        ("norvane", 0, "r", "The Norvane service contract on the Halden mass spec lapsed at the end of March; no cover at the moment."),
        ("corrib", 1, "r", "New service contract for the Halden mass spec signed with Corrib Instruments."),
    ]),
    ("F17", [
        ("22b-0915", 1, "o", "FBS lot in use: 22B-0915."),
        ("23a-0211", 1, "r", "Started the new FBS lot 23A-0211 today after the batch test passed."),
        ("23c-0788", 1, "r", "FBS lot in use: 23C-0788."),
    ]),
    ("F18", [
        ("cr2", 1, "o", "Kofi Mensah trained on cryostat CR-2, signed off by Lucia."),
        ("cr2", 0, "r", "Kofi Mensah is no longer trained on CR-2 - his sign-off expired."),
        ("cr2", 1, "r", "Kofi retrained on cryostat CR-2 this morning."),
    ]),
    ("F19", [
        ("purelyse", 1, "o", "Lysis reagent for the RNA preps: PureLyse from Tamsin Supplies."),
        ("purelyse", 0, "r", "PureLyse has been discontinued by Tamsin; use up what is left in the RT cupboard."),
        ("rnagard", 1, "r", "Lysis reagent for the RNA preps: RNAgard from Pellan Reagents."),
    ]),
    ("F20", [
        ("monday", 1, "o", "LN2 dewar refill: Monday mornings."),
        ("wednesday", 1, "h", "The gas company can only manage Wednesdays for the dewar refills now."),
        ("friday", 1, "r", "LN2 dewar refill moved to Friday mornings."),
    ]),
    ("F21", [
        ("c110", 1, "o", "The QP-3 qPCR machine is in C110, bench 4."),
        ("b214", 1, "s", "The QP-3 qPCR machine is in B214, bench 4."),
        ("annex2", 1, "r", "qPCR machine QP-3 location: Annex 2."),
    ]),
    ("F22", [
        ("nakashima", 1, "o", "Group leader responsible for room C110: Dr Aiko Nakashima."),
        ("castellan", 1, "r", "Responsibility for C110 passed to Dr Ruben Castellan."),
        ("castellan", 1, "c", "Dr Ruben Castellan is still responsible for room C110, checked on the door sign."),
        ("vrba", 1, "r", "Group leader responsible for room C110: Dr Elin Vrba."),
    ]),
    ("F23", [
        ("in_service", 1, "o", "Autoclave 2 (basement) in service, validated with the spore test."),
        ("in_service", 0, "r", "Autoclave 2 out of order - door seal failed, use autoclave 1."),
        ("in_service", 1, "r", "Autoclave 2 back in service after the seal replacement."),
    ]),
    ("F24", [
        ("corrib", 1, "o", "Secondary antibodies (goat anti-mouse) come from Corrib Labware."),
        ("ashgrove", 1, "s", "Secondary antibodies (goat anti-mouse) come from Ashgrove Biochem."),
        ("helix", 1, "r", "We buy the goat anti-mouse secondaries from Helix Bio now."),
    ]),
    # two versions
    ("F25", [
        ("bsl-1", 1, "o", "Room D3.12 is a BSL-1 room."),
        ("bsl-2", 1, "r", "D3.12 upgraded to BSL-2 after the biosafety inspection; lab coats and BSC mandatory."),
    ]),
    ("F26", [
        ("halden", 1, "o", "Jonas Pelt trained on the Halden mass spec."),
        ("halden", 0, "r", "Jonas Pelt is no longer trained on the Halden mass spec; sign-off lapsed in July."),
    ]),
    ("F27", [
        ("corrib", 1, "o", "Goat anti-rabbit secondaries come from Corrib Labware."),
        ("ashgrove", 1, "s", "Goat anti-rabbit secondaries come from Ashgrove Biochem."),
    ]),
    ("F28", [
        ("b216_r1", 1, "o", "Competent cells (DH5a) are kept in the -80 in B216, rack 1."),
        ("b214", 1, "r", "The DH5a competent cells were moved to the B214 -80, rack 3."),
    ]),
    ("F29", [
        ("c110_r3", 1, "o", "Spare sorter nozzles are in drawer 3 under the C110 bench."),
        ("e102", 1, "r", "Spare sorter nozzles now live in the flow core, room E1.02."),
    ]),
    ("F30", [
        ("tamsin", 1, "o", "Sorter sheath fluid supplier: Tamsin Supplies."),
        ("pellan", 1, "s", "Sorter sheath fluid supplier: Pellan Reagents."),
    ]),
    ("F31", [
        ("1:2000", 1, "o", "Anti-GFP (rabbit) western dilution 1:2000."),
        ("1:5000", 1, "s", "Anti-GFP (rabbit) western dilution 1:5000."),
    ]),
    ("F32", [
        ("monday", 1, "o", "Mass spec booking for the Okafor group: Monday, all day."),
        ("thursday", 1, "s", "Mass spec booking for the Okafor group: Thursday, all day."),
    ]),
    ("F33", [
        ("b220", 1, "o", "The Kestrel confocal is in imaging room B220."),
        ("e105", 1, "r", "Kestrel confocal relocated to the new imaging suite, room E1.05."),
    ]),
    ("F34", [
        ("castellan", 1, "o", "PI on the zebrafish facility licence: Dr Ruben Castellan."),
        ("vrba", 1, "r", "The zebrafish facility licence now names Dr Elin Vrba as PI."),
    ]),
    ("F35", [
        ("corrib_gases", 1, "o", "LN2 supplier: Corrib Gases."),
        ("frostline", 1, "s", "LN2 supplier: Frostline Gases."),
    ]),
    ("F36", [
        ("ag-7731", 1, "o", "Agarose lot in use: AG-7731."),
        ("ag-8104", 1, "s", "Agarose lot in use: AG-8104."),
    ]),
    ("F37", [
        ("v2.1", 1, "o", "Western blot SOP: v2.1."),
        ("v2.2", 1, "r", "Western blot SOP v2.1 superseded by v2.2 (new transfer times)."),
    ]),
    ("F38", [
        ("2025-03-14", 1, "o", "BSC-3 certification due: 14 March 2025."),
        ("2026-03-20", 1, "r", "BSC-3 recertified by the contractor; next certification due 20 March 2026."),
    ]),
    ("F39", [
        ("haddad", 1, "o", "Tissue culture hood TC-1 is assigned to the Haddad group."),
        ("brennan", 1, "r", "TC-1 is the Brennan group's hood from Monday."),
    ]),
    ("F40", [
        ("b216", 1, "o", "Gel imager location: B216."),
        ("c108", 1, "s", "Gel imager location: C108."),
    ]),
    ("F41", [
        ("tamsin", 1, "o", "Nitrile glove supplier: Tamsin Supplies."),
        ("corrib", 1, "r", "Nitrile gloves are coming from Corrib Labware after the tender."),
    ]),
    ("F42", [
        ("fairley", 1, "o", "Lab manager: Oona Fairley."),
        ("hale", 1, "s", "Lab manager: Priya Hale."),
        ("hale", 1, "C", "Priya Hale remains lab manager, as confirmed at the group leaders' meeting."),
    ]),
    ("F43", [
        ("yamada", 1, "o", "The -20 in B214 is assigned to the Yamada group."),
        ("nakashima", 1, "r", "The B214 -20 was handed over to the Nakashima group."),
    ]),
    ("F44", [
        ("f3_r2_b11", 1, "o", "Sample SR-0442 (Brennan cohort, serum) stored in freezer F3, rack 2, box 11."),
        ("f5_r1_b3", 1, "r", "SR-0442 moved to freezer F5, rack 1, box 3 during the F3 defrost."),
    ]),
    ("F45", [
        ("tank2_b", 1, "o", "Sample TX-118 stored in LN2 tank 2, canister B."),
        ("tank4_a", 1, "s", "Sample TX-118 stored in LN2 tank 4, canister A."),
    ]),
    ("F46", [
        ("helix", 1, "o", "Trypsin-EDTA supplier: Helix Bio."),
        ("norvane", 1, "s", "Trypsin-EDTA supplier: Norvane Scientific."),
    ]),
    ("F47", [
        ("1:1000", 1, "o", "DAPI working dilution: 1:1000."),
        ("1:5000", 1, "s", "DAPI working dilution: 1:5000."),
    ]),
    ("F48", [
        ("5%", 1, "o", "Incubator INC-2 CO2 setpoint: 5%."),
        ("7.5%", 1, "r", "INC-2 CO2 setpoint changed to 7.5% for the organoid work."),
    ]),
    ("F49", [
        ("tal", 1, "o", "Cryostat CR-2 service engineer: Henrik Tal."),
        ("lindgren", 1, "s", "Cryostat CR-2 service engineer: Bea Lindgren."),
    ]),
    ("F50", [
        ("in_service", 1, "o", "Glassware washer GW-1 in service."),
        ("in_service", 0, "r", "GW-1 glassware washer has been out of order since Monday, pump failure."),
    ]),
    ("F51", [
        ("fri_pm", 1, "o", "Brennan group weekday confocal slot: Friday 13:00-17:00."),
        ("mon_pm", 1, "s", "Brennan group weekday confocal slot: Monday 13:00-17:00."),
    ]),
    ("F52", [
        ("wednesday", 1, "o", "Biological waste collection: Wednesday."),
        ("tuesday", 1, "r", "Biological waste is now picked up on Tuesdays."),
    ]),
    ("F53", [
        ("b216", 1, "o", "The Cytra-8 flow analyser is in B216."),
        ("e102", 1, "r", "Cytra-8 was moved to the flow core, room E1.02."),
    ]),
    ("F54", [
        ("norvane", 1, "o", "Service contract for the Cytra-8 analyser: Norvane Scientific."),
        ("corrib", 1, "r", "The Cytra-8 is now covered by a Corrib Instruments service contract."),
    ]),
    ("F55", [
        ("ashgrove", 1, "o", "Primer synthesis supplier: Ashgrove Biochem."),
        ("helix", 1, "s", "Primer synthesis supplier: Helix Bio."),
    ]),
    ("F56", [
        ("solberg", 1, "o", "HEK-Q cell line custodian: Mira Solberg."),
        ("pelt", 1, "s", "HEK-Q cell line custodian: Jonas Pelt."),
    ]),
    ("F57", [
        ("mk-2290", 1, "o", "Mycoplasma test kit lot: MK-2290."),
        ("mk-3115", 1, "s", "Mycoplasma test kit lot: MK-3115."),
    ]),
    ("F58", [
        ("nakashima", 1, "o", "Imaging core manager: Dr Aiko Nakashima."),
        ("tal", 1, "r", "Henrik Tal took over as imaging core manager."),
    ]),
    ("F59", [
        ("wren", 1, "o", "Fire warden for the B-wing labs: Tomasz Wren."),
        ("solberg", 1, "r", "The B-wing labs' fire warden is Mira Solberg now."),
    ]),
    ("F60", [
        ("rusu", 1, "o", "Sorter booking contact: Ana Rusu."),
        ("solberg", 1, "s", "Sorter booking contact: Mira Solberg."),
    ]),
    ("F61", [
        ("vrba", 1, "o", "The antibody freezer (-20 in C108) is assigned to the Vrba group."),
        ("moreau", 1, "r", "The C108 -20 antibody freezer now belongs to the Moreau group."),
    ]),
    ("F62", [
        ("cc-3090", 1, "o", "Cost code for service contracts: CC-3090."),
        ("cc-3312", 1, "s", "Cost code for service contracts: CC-3312."),
    ]),
    ("F63", [
        ("2026-02-01", 1, "o", "pH meter PH-2 calibration due: 1 February 2026."),
        ("2026-05-01", 1, "s", "pH meter PH-2 calibration due: 1 May 2026."),
    ]),
    ("F64", [
        ("ferrand", 1, "o", "Dry shipper bookings: Lucia Ferrand handles them."),
        ("mensah", 1, "r", "Dry shipper bookings go through Kofi Mensah now."),
    ]),
    ("F65", [
        ("c110", 1, "o", "Vibratome VT-1 location: C110."),
        ("b216", 1, "s", "Vibratome VT-1 location: B216."),
    ]),
    ("F66", [
        ("rack_b", 1, "o", "Box 22 (Yamada antibodies) is in the -20 in C108, rack B."),
        ("rack_e", 1, "r", "Box 22 moved to rack E."),
    ]),
    ("F67", [
        ("hale", 1, "o", "Chemical inventory officer: Priya Hale."),
        ("wren", 1, "s", "Chemical inventory officer: Tomasz Wren."),
    ]),
    ("F68", [
        ("v1.3", 1, "o", "Liquid handler LH-1 protocol version: v1.3."),
        ("v1.4", 1, "r", "LH-1 has been running protocol v1.4 since the tip pickup fix."),
    ]),
    ("F69", [
        ("castellan", 1, "o", "Sample TX-204 custodian: Dr Ruben Castellan."),
        ("vrba", 1, "s", "Sample TX-204 custodian: Dr Elin Vrba."),
    ]),
    ("F70", [
        ("tal", 1, "o", "Lead operator for the Halden mass spec: Henrik Tal."),
        ("lindgren", 1, "s", "Lead operator for the Halden mass spec: Bea Lindgren."),
    ]),
]

# Negative groups: every memory labelled with its class; each group is in time
# order (later texts are written later). equal_time groups share one order time.
NEGATIVES = [
    ("multi_valued", [
        "Ana Rusu is trained on the Kestrel confocal.",
        "Jonas Pelt also trained on the Kestrel confocal last week.",
        "Mira Solberg got her Kestrel confocal training too.",
    ]),
    ("multi_valued", [
        "Panel T1 includes anti-CD3 (FITC).",
        "Added anti-CD8 (PE) to panel T1 as well.",
        "Panel T1 also has anti-CD19 (APC) now.",
    ]),
    ("multi_valued", [
        "The -20 in C110 is shared by the Okafor and Vrba groups.",
        "The Moreau group also keeps two racks in the C110 -20.",
    ]),
    ("multi_valued", [
        "Hazards in B216: ethidium bromide.",
        "B216 also has a class 3B laser hazard.",
        "Another hazard in B216: compressed CO2 cylinders by the incubators.",
    ]),
    ("scope_disjoint", [
        "Haddad group weekend confocal slot: Saturday 10:00-14:00.",
    ]),
    ("scope_disjoint", [
        "The west bay of the culture suite is run at BSL-2.",
        "The east bay of the culture suite is run at BSL-1.",
    ]),
    ("scope_disjoint", [
        "Imaging core opening hours during term: 08:00-20:00.",
        "Imaging core opening hours during the vacation: 09:00-17:00.",
    ]),
    ("scope_disjoint", [
        "Fire warden for floor 2: Oona Fairley.",
        "Fire warden for floor 3: Priya Hale.",
    ]),
    ("scope_disjoint", [
        "Freezer alarm call-out on weekdays: facilities help desk.",
        "Freezer alarm call-out at weekends: Kofi Mensah on the on-call phone.",
    ]),
    ("scope_disjoint", [
        "LN2 top-up of the storage tanks in summer: twice a week.",
        "LN2 top-up of the storage tanks in winter: once a week.",
    ]),
    ("format_variant", [
        "Centrifuge CF-5 swing-out rotor max speed: 4,000 rpm.",
        "CF-5 swing-out rotor max: 4k rpm.",
    ]),
    ("format_variant", [
        "BSC-5 certification due 2026-09-14.",
        "BSC-5 certification due 14/09/2026.",
    ]),
    ("format_variant", [
        "Lab meeting: Tuesday 17:00, seminar room 1.04.",
        "Lab meeting is on Tuesdays at 5pm in seminar room 1.04.",
    ]),
    ("format_variant", [
        "Imaging core annual equipment budget: $12,000.",
        "Imaging core equipment budget is 12k USD a year.",
    ]),
    ("format_variant", [
        "Radioisotope store is on the second floor, room 2.17.",
        "Radioisotope store: 2nd floor, rm 2.17.",
    ]),
    ("format_variant", [
        "Spill procedure: standard operating procedure 14.",
        "Spill procedure: SOP-14.",
    ]),
    ("elaboration", [
        "Box 12 is in the -80 in B216.",
        "Box 12 is in the -80 in B216, rack D, third shelf, lid marked with green tape.",
    ]),
    ("elaboration", [
        "Sorter nozzle in use: 70 um.",
        "Sorter nozzle in use: 70 um, fitted after the 100 um one clogged; keep sheath pressure at 70 psi.",
    ]),
    ("elaboration", [
        "Spare Vantor rotor is kept in the locked cupboard in C108, top shelf; the key is with the lab manager.",
        "Spare Vantor rotor: locked cupboard in C108.",
    ]),
    ("elaboration", [
        "Biohazard bags go in the yellow bin in the corridor.",
        "Biohazard bags go in the yellow bin in the corridor by the lifts, tied and labelled with the room number.",
    ]),
    ("elaboration", [
        "Mycoplasma testing is done by the QC lab.",
        "Mycoplasma testing is done by the QC lab on the ground floor; send 1 mL supernatant with the request form.",
    ]),
    ("confirmation", [
        "The -80 #4 in Annex 2 is assigned to the Yamada group.",
        "Checked today: the Annex 2 -80 #4 is still the Yamada group's.",
    ]),
    ("confirmation", [
        "TC-2 hood booking: Moreau group, mornings.",
        "TC-2 mornings stay with the Moreau group, as usual.",
    ]),
    ("confirmation", [
        "Dry ice supplier: Corrib Labware.",
        "Procurement confirmed dry ice still comes from Corrib Labware.",
    ]),
    ("confirmation", [
        "Radiation protection supervisor: Dr Elin Vrba.",
        "Dr Elin Vrba confirmed as radiation protection supervisor for another year.",
    ]),
    ("different_subject", [
        "The -80 in B216 belongs to the Castellan group.",
    ]),
    ("different_subject", [
        "Service engineer for the Orbis plate reader: Henrik Tal.",
    ]),
    ("different_subject", [
        "DNA extraction SOP in use: v2.",
    ]),
    ("different_subject", [
        "Laser safety officer: Mira Solberg.",
    ]),
    ("different_subject", [
        "The benchtop centrifuge in C108 is in service.",
    ]),
    ("different_subject", [
        "Custodian: Dr Ruben Castellan (Moreau tissue bank).",
    ]),
    ("different_subject", [
        "Box 9 moved to rack C.",
    ]),
    ("different_subject", [
        "Switched the dNTP supplier to Helix Bio.",
    ]),
    ("different_subject", [
        "Anti-CD4 (clone K2) working dilution 1:400 for flow.",
    ]),
    ("different_subject", [
        "Calibration due: 3 June 2026 (pipette set P-12).",
    ]),
    ("different_subject", [
        "Yamada group weekday confocal slot: Thursday 14:00-18:00.",
    ]),
    ("different_subject", [
        "Sample TX-119 stored in LN2 tank 2, canister B.",
    ]),
    ("static", [
        "The Kestrel confocal was installed in 2019.",
        "Kestrel confocal: put in during 2019, per the asset register.",
    ]),
    ("static", [
        "The Halden mass spec was purchased from Norvane Scientific.",
        "We bought the Halden mass spec from Norvane Scientific.",
    ]),
    ("static", [
        "Building B houses the animal facility.",
        "The animal facility is located in building B.",
    ]),
    ("static", [
        "The Okafor group founded the plasmid repository.",
        "The plasmid repository was set up by the Okafor group.",
    ]),
    ("static", [
        "Cryostat CR-2 was donated by the pathology department.",
        "Pathology gave us cryostat CR-2.",
    ]),
    ("membership", [
        "Dr Ines Baro sits on the biosafety committee.",
        "Ines Baro is also on the equipment committee.",
        "Ines Baro is a member of the radiation users' group.",
    ]),
    ("membership", [
        "Kofi Mensah joined the freezer alarm on-call rota.",
        "Kofi Mensah is one of the first aiders on floor 2.",
        "Kofi Mensah is on the imaging core user committee.",
    ]),
    ("membership", [
        "Lucia Ferrand is a fire warden for the annex.",
        "Lucia Ferrand is also a trained first aider.",
        "Lucia Ferrand serves on the PhD welfare panel.",
    ]),
    ("membership", [
        "Jonas Pelt is a member of the sorter user group.",
        "Jonas Pelt is also the PhD rep on the lab safety committee.",
    ]),
    ("equal_time", [
        "Incubator INC-6 assigned to the Vrba group.",
        "Incubator INC-6 assigned to the Moreau group.",
    ]),
    ("equal_time", [
        "Spectrophotometer SP-1 location: B214.",
        "SP-1 spectrophotometer is in C110.",
    ]),
    ("equal_time", [
        "Ice machine service engineer: Felix Marr.",
        "Ice machine service engineer: Dana Stroud.",
    ]),
    ("equal_time", [
        "Gel doc booking contact: Mira Solberg.",
        "Gel doc booking contact: Jonas Pelt.",
    ]),
    ("equal_time", [
        "Cold room alarm threshold: 8 C.",
        "Cold room alarm threshold set to 10 C.",
    ]),
    ("unrelated", [
        "The -80 in B214 alarmed overnight; back to -79 by 7am, no samples lost.",
    ]),
    ("unrelated", [
        "Kestrel confocal 63x objective cleaned after an oil spill.",
    ]),
    ("unrelated", [
        "Ordered 20 boxes of 200 uL filter tips.",
    ]),
    ("unrelated", [
        "Lab meeting this week is in the library because of the fire drill.",
    ]),
    ("unrelated", [
        "Reminder: label every tube with date and initials.",
    ]),
    ("unrelated", [
        "Box 7 holds the 2024 miniprep stocks for the CRISPR screen.",
    ]),
    ("unrelated", [
        "Autoclave 2 log: three cycles today, indicator tape fine on all.",
    ]),
    ("unrelated", [
        "New starters must book their induction before getting a key card.",
    ]),
    ("unrelated", [
        "Fume hood sash sticker in B216 replaced.",
    ]),
    ("unrelated", [
        "Pipette tip delivery delayed until Friday.",
    ]),
    ("unrelated", [
        "Dry ice delivered, 10 kg, in the polystyrene box in C108.",
    ]),
    ("unrelated", [
        "Kofi Mensah ran the quarterly freezer inventory.",
    ]),
    ("unrelated", [
        "The Halden mass spec needs about 40 minutes to pump down after venting.",
    ]),
    ("unrelated", [
        "Brennan cohort serum aliquots are 250 uL each.",
    ]),
    ("unrelated", [
        "QC: the Orbis plate reader passed the monthly absorbance check.",
    ]),
    ("unrelated", [
        "Please log every LN2 tank opening in the red binder.",
    ]),
    ("unrelated", [
        "Ines Baro is away at a conference until the 14th.",
    ]),
    ("unrelated", [
        "Sample SR-0442 was thawed once for the pilot ELISA; see notebook 12, p. 40.",
    ]),
    ("unrelated", [
        "The Tessaly sorter was given a deep clean with 10% bleach after the BSL-2 sort.",
    ]),
    ("unrelated", [
        "Cost code CC-6630 covers consumables only, not travel.",
    ]),
    ("static", [
        "The Vantor ultracentrifuge takes the 70Ti and 45Ti rotors.",
        "The Vantor accepts both the 70Ti and the 45Ti rotor.",
    ]),
    ("different_subject", [
        "The -80 in D3.12 belongs to the Brennan group.",
    ]),
    ("different_subject", [
        "Designated operator for the Cytra-8 analyser: Henrik Tal.",
    ]),
    ("multi_valued", [
        "Antibodies in the B2 myeloid panel: anti-CD11b.",
        "The B2 myeloid panel also takes anti-Ly6G.",
    ]),
    ("scope_disjoint", [
        "Waste pickup point for floor 1: the loading bay.",
        "Waste pickup point for floor 4: by the service lift.",
    ]),
]

MODES = ("live", "stamped", "backfilled")
MODE_SHARE = (0.27, 0.55, 0.18)
DAY0 = dt.date(2024, 1, 8)
LAST_DAY = dt.date(2026, 10, 28)


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: key, group, kind, class, value, pol, tag, text, day
    # families
    for fid, versions in FAMILIES:
        n = len(versions)
        span_max = (LAST_DAY - DAY0).days - (n - 1) * 150
        day = DAY0 + dt.timedelta(days=rng.randrange(0, span_max))
        for k, (value, pol, tag, text) in enumerate(versions):
            if k:
                day += dt.timedelta(days=rng.randrange(9, 150))
            mems.append(dict(group=fid, kind="family", cls="confirmation" if tag == "C" else None,
                             value=value, pol=pol, tag=tag, text=text, day=day, k=k))
    # negative groups
    for gi, (cls, texts) in enumerate(NEGATIVES):
        gid = "N%02d" % (gi + 1)
        span_max = (LAST_DAY - DAY0).days - (len(texts) - 1) * 150
        day = DAY0 + dt.timedelta(days=rng.randrange(0, span_max))
        for k, text in enumerate(texts):
            if k and cls != "equal_time":
                day += dt.timedelta(days=rng.randrange(5, 150))
            mems.append(dict(group=gid, kind="negative", cls=cls, value=None, pol=None,
                             tag="-", text=text, day=day, k=k))
    # modes: exact quotas, shuffled
    n = len(mems)
    n_live = round(n * MODE_SHARE[0])
    n_back = round(n * MODE_SHARE[2])
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode
    # order times
    groups = {}
    for m in mems:
        groups.setdefault(m["group"], []).append(m)
    for gid in sorted(groups):
        g = groups[gid]
        shared = None
        if g[0]["cls"] == "equal_time":
            if any(x["mode"] == "backfilled" for x in g):
                shared = dt.datetime.combine(g[0]["day"], dt.time(0, 0))
            else:
                shared = dt.datetime.combine(g[0]["day"], dt.time(rng.randrange(8, 19), rng.randrange(60), rng.randrange(60)))
        for m in g:
            if shared is not None:
                t = shared
            elif m["mode"] == "backfilled":
                t = dt.datetime.combine(m["day"], dt.time(0, 0))
            else:
                t = dt.datetime.combine(m["day"], dt.time(rng.randrange(7, 20), rng.randrange(60), rng.randrange(60)))
            m["order"] = t
            if m["mode"] == "live":
                m["created"], m["observed"] = t, None
            elif m["mode"] == "stamped":
                m["created"], m["observed"] = t + dt.timedelta(minutes=rng.randrange(2, 58), seconds=rng.randrange(60)), t
            else:
                m["observed"] = t
        back = sorted((m for m in g if m["mode"] == "backfilled"), key=lambda x: x["order"], reverse=True)
        if back:
            base = dt.datetime(2026, 11, rng.randrange(2, 28), rng.randrange(0, 24), rng.randrange(60), rng.randrange(60))
            for j, m in enumerate(back):  # newest first: the newest version is imported first
                m["created"] = base + dt.timedelta(seconds=j * rng.randrange(1, 20) + j)
    # ids: shuffled assignment
    order = list(range(n))
    rng.shuffle(order)
    for j, i in enumerate(order):
        mems[i]["id"] = "a%03d" % (j + 1)
    return mems, rng


def truth_of(mems):
    pairs = []
    fam = {}
    for m in mems:
        if m["kind"] == "family":
            fam.setdefault(m["group"], []).append(m)
    for gid in sorted(fam):
        vs = sorted(fam[gid], key=lambda x: x["order"])
        for a, b in zip(vs, vs[1:]):
            assert a["order"] < b["order"], (gid, "order times must differ within a family")
        for i, a in enumerate(vs):
            for b in vs[i + 1:]:
                if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    pairs.append(dict(expired_id=a["id"], replacement_id=b["id"],
                                      reason="negation" if a["pol"] != b["pol"] else "value", group=gid))
                    break
    return pairs


def check(mems, pairs):
    in_pair = set()
    for p in pairs:
        in_pair.add(p["expired_id"])
        in_pair.add(p["replacement_id"])
    for m in mems:
        if m["cls"] is not None:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory in no pair", m["id"], m["text"])
        assert m["created"] < dt.datetime(2026, 12, 1)
        assert m["order"] < dt.datetime(2026, 12, 1)
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate text"
    # equal_time groups share one order time
    eq = {}
    for m in mems:
        if m["cls"] == "equal_time":
            eq.setdefault(m["group"], set()).add(m["order"])
    assert all(len(s) == 1 for s in eq.values())


def records(mems, rng):
    rows = []
    for m in mems:
        r = {"id": m["id"], "content": m["text"], "created_at": iso(m["created"])}
        if m["observed"] is not None:
            r["observed_at"] = iso(m["observed"])
        rows.append(r)
    rng.shuffle(rows)
    return rows


def dumps(rows):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def stats(mems, pairs):
    out = []
    fam = {}
    for m in mems:
        if m["kind"] == "family":
            fam.setdefault(m["group"], []).append(m)
    nv = {}
    for g in fam.values():
        nv[len(g)] = nv.get(len(g), 0) + 1
    moves_back = 0
    for g in fam.values():
        vals = [(x["value"], x["pol"]) for x in sorted(g, key=lambda x: x["order"]) if x["tag"] not in ("c", "C")]
        for i in range(len(vals) - 2):
            if vals[i] == vals[i + 2] and vals[i] != vals[i + 1] and vals[i][1] == vals[i + 1][1]:
                moves_back += 1
    newer = [m for m in mems if m["kind"] == "family" and m["tag"] not in ("o",)]
    changes = [m for m in newer if m["tag"] in ("r", "s", "h")]
    rew = sum(1 for m in changes if m["tag"] in ("r", "h"))
    cls = {}
    for m in mems:
        if m["cls"]:
            cls[m["cls"]] = cls.get(m["cls"], 0) + 1
    modes = {k: sum(1 for m in mems if m["mode"] == k) for k in MODES}
    fam_modes = {k: sum(1 for m in mems if m["mode"] == k and m["kind"] == "family") for k in MODES}
    inv = 0
    for g in fam.values():
        vs = sorted(g, key=lambda x: x["order"])
        for a, b in zip(vs, vs[1:]):
            if a["created"] > b["created"]:
                inv += 1
    lens = sorted(len(m["text"].split()) for m in mems)
    kv = sum(1 for m in mems if re.match(r"^[A-Z][^:.;]{2,60}: ", m["text"]))
    s = dict(
        memories=len(mems),
        changing_families=len(fam),
        family_memories=sum(len(g) for g in fam.values()),
        versions_per_family=dict(sorted(nv.items())),
        pairs=len(pairs),
        value_pairs=sum(1 for p in pairs if p["reason"] == "value"),
        negation_pairs=sum(1 for p in pairs if p["reason"] == "negation"),
        moves_back=moves_back,
        hard_intervening=sum(1 for m in mems if m["tag"] == "h"),
        chain_confirmations=sum(1 for m in mems if m["tag"] == "c"),
        trailing_confirmations=sum(1 for m in mems if m["tag"] == "C"),
        newer_changed_versions=len(changes),
        reworded=rew,
        one_slot=len(changes) - rew,
        reworded_share=round(rew / len(changes), 3),
        labelled=sum(cls.values()),
        classes=dict(sorted(cls.items())),
        modes=modes,
        family_modes=fam_modes,
        created_order_inversions_in_families=inv,
        words_min=lens[0], words_median=lens[len(lens) // 2], words_max=lens[-1],
        key_value_lines=kv,
    )
    return s


README_HEAD = """# R27: laboratory, samples and equipment records (blind corpus)

A registered gate corpus for l9: memories as a lab manager's tracker, an instrument booking sheet, a sample
log or a core facility's notes would hold them (instrument locations, service contracts and engineers,
freezer assignments, sample custodians and storage positions, reagent suppliers and lots, antibody
dilutions, SOP versions, safety officers, biosafety levels, calibration due dates, instrument status,
confocal slots, trained operators, cost codes, waste days). It is meant to be frozen by sha256 in a
pre-registration and scored only as a whole.

## How it was written (blind)

Written by a helper session from its own imagination, with invented names, rooms, suppliers and
instruments. Before writing, it read exactly: its brief (/work/notes/prompt-r27.md), /work/notes/protocol.md,
the design seed /work/shared/seeds/001_91fa343d1a6e0c19.txt (ADR-0051), and the sections "Memory JSONL
(input and export format)" and "Using l9 on your own export" of /work/main/README.md (plus the README's
heading list to locate them). Incidentally seen: the directory listings of /work, /work/notes and the
worktree's top level, and the last three commit subjects of the branch (`git log --oneline -3`). It read no code, tests, other testdata, corpora, results, notes or
pre-registrations of the project, did not build or run l9, and looked at no l9 output. No data from
SituatedQA or TimeQA was used; nothing was fetched.

Labels (family, value, polarity, version tag; negative class) are fixed in the tables of gen.py before
anything is generated; truth is computed from those labels and the generated order times, never from text.

## Truth rule

A family is one fact (one subject, one attribute, one scope). Order time = observed_at if present, else
created_at. Within a family each memory is expired by the EARLIEST strictly newer memory whose (value,
polarity) differs; reason "negation" when the polarities differ (including a re-affirmation after a
negation, e.g. back in service, retrained, new contract after a lapse), else "value". A move back
(A -> B -> A) pairs through the middle; a confirmation inside a chain is never paired with what it confirms
and is expired, like that version, by the next change. Trailing confirmations (after the last change) and
all negative-class memories are in labels.jsonl and take part in no pair; gen.py asserts this, and asserts
that every unlabelled memory is in at least one pair.

## Files

- memories.jsonl: `{"id","content","created_at"[,"observed_at"]}`, RFC 3339 UTC, ids a001... assigned in a
  shuffled order, file order shuffled again.
- truth.jsonl: `{"expired_id","replacement_id","reason"}`.
- labels.jsonl: `{"id","class"}` for every memory that must never appear in a candidate pair.
- gen.py: the generator (python3, stdlib only, fixed seed).

## Time modes

live (no observed_at; order time = created_at), stamped (observed_at = order time, created_at 2-57 minutes
later), backfilled (observed_at at midnight UTC, created_at an import instant in November 2026 assigned
newest-first within a family, so created_at order can invert order time). Modes are drawn from exact quotas
(27% / 55% / 18%) and mixed within families. No two versions of a family share an order time; the members of
each equal_time group share one order time exactly.
"""


def readme(s, shas):
    L = [README_HEAD, "## Counts\n",
         "Memories per negative class are in `classes` (the two trailing family confirmations are counted under\n"
         "confirmation); `versions_per_family` counts memories per changing family, confirmations included;\n"
         "`modes` are over all memories. All memories are in the one register of this set (lab, samples and\n"
         "equipment records).\n", "```"]
    for k, v in s.items():
        L.append("%s: %s" % (k, json.dumps(v) if isinstance(v, dict) else v))
    L.append("```\n")
    L.append("Register: single-clause tracker lines, key: value lines (\"Custodian: ...\"), passives (\"was relocated\n"
             "to\", \"was transferred to\"), dates in the text, abbreviations (BSL-2, SOP, PI, QC, LN2, RT, BSC), and\n"
             "plain one-slot edits. `reworded` counts newer changed versions whose construction differs from the version\n"
             "before (tags r and h in gen.py); `one_slot` counts those that only swap the value slot (tag s).\n")
    L.append("## sha256\n")
    L.append("```")
    for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        L.append("%s  %s" % (shas[name], name))
    L.append("```\n")
    L.append("## Regenerate\n\n```sh\npython3 gen.py            # writes the three .jsonl files and this README\n"
             "python3 gen.py --stats\npython3 gen.py --list\n```\n")
    return "\n".join(L)


def main(argv):
    mems, rng = build()
    pairs = truth_of(mems)
    check(mems, pairs)
    s = stats(mems, pairs)
    if "--stats" in argv:
        for k, v in s.items():
            print("%s: %s" % (k, v))
        return 0
    if "--list" in argv:
        for m in sorted(mems, key=lambda x: (x["group"], x["order"])):
            print("%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s" % (
                m["id"], iso(m["order"]), m["mode"], m["group"], m["cls"] or "-",
                m["value"] or "-", "-" if m["pol"] is None else m["pol"], m["tag"], m["text"]))
        return 0
    rows = records(mems, rng)
    truth = sorted(({k: p[k] for k in ("expired_id", "replacement_id", "reason")} for p in pairs),
                   key=lambda p: (p["expired_id"], p["replacement_id"]))
    labels = sorted(({"id": m["id"], "class": m["cls"]} for m in mems if m["cls"]), key=lambda r: r["id"])
    data = {"memories.jsonl": dumps(rows), "truth.jsonl": dumps(truth), "labels.jsonl": dumps(labels)}
    shas = {}
    for name, text in data.items():
        b = text.encode("utf-8")
        shas[name] = hashlib.sha256(b).hexdigest()
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(b)
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(s, shas))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
