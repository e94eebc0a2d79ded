#!/usr/bin/env python3
"""Generate testdata/heldout23: a blind evaluation corpus for l9 (laboratory, samples and equipment records).

Labels are fixed in the tables below BEFORE anything is generated; truth is computed from the labels
(fact key, value key, polarity, order time), never from the text.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl, README.md
    python3 gen.py --stats    print counts
    python3 gen.py --list     print every memory with id, order time, mode and labels

stdlib only; deterministic (fixed seed): two runs give byte-identical files.
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 2323_0451
HERE = os.path.dirname(os.path.abspath(__file__))
REGISTER = "laboratory, samples and equipment records"

# ---------------------------------------------------------------------------------------------------------
# Changing families. One family = one fact (subject, attribute, scope). Each version:
#   (value_key, polarity, text[, flags])   polarity "+" = the fact holds, "-" = it stopped holding.
#   flags: "H" = hard-worded version (placed between other versions where marked as intervening).
# Optional start date (YYYY-MM-DD) and explicit gaps in days keep dates mentioned in the text plausible.
# ---------------------------------------------------------------------------------------------------------
CHANGE = [
    # --- four-version chains -------------------------------------------------------------------------------
    ("C01 -80 B214 assigned group", None, None, [
        ("vendramin", "+", "The -80 freezer in B214 is assigned to the Vendramin group."),
        ("rosqvist", "+", "-80 in B214 now belongs to the Rosqvist lab"),
        ("adebanjo", "+", "Adebanjo group took over the B214 minus-eighty after the Rosqvist move.", "H"),
        ("morrow", "+", "Freezer B214 (-80): assigned group: Morrow lab"),
    ]),
    ("C02 tumour biobank custodian", None, None, [
        ("haddad", "+", "Custodian of the tumour biobank samples: Noor Haddad"),
        ("zielinski", "+", "Bartek Zielinski is taking over as custodian for the tumour biobank."),
        ("delahunt", "+", "Sorcha Delahunt is taking over as custodian for the tumour biobank."),
        ("karaca", "+", "Custodian: Yusuf Karaca (tumour biobank) - please route all withdrawal requests to him."),
    ]),
    ("C03 RNA extraction SOP version", None, None, [
        ("v3", "+", "RNA extraction: we are on SOP v3."),
        ("v4", "+", "RNA extraction SOP v3 replaced by v4"),
        ("v5", "+", "Everyone should now be using version 5 of the RNA extraction SOP."),
        ("v6", "+", "Everyone should now be using version 6 of the RNA extraction SOP."),
    ]),
    ("C04 K204 balance calibration due", "2023-09-12", [184, 186, 187], [
        ("2024-03-12", "+", "Calibration due: 12 March 2024 (Mettler balance, K204)"),
        ("2024-09-09", "+", "K204 Mettler balance - next calibration due 9 Sept 2024"),
        ("2025-03-14", "+", "The balance in K204 was recalibrated; due again 14 March 2025."),
        ("2025-10-02", "+", "Mettler balance K204 calibration due date moved to 2 October 2025"),
    ]),
    ("C05 D3.12 flow cytometer service engineer", None, None, [
        ("pennock", "+", "Service engineer for the D3.12 flow cytometer: Gareth Pennock"),
        ("ambrose", "+", "Our engineer for the flow cytometer is now Lucia Ambrose; Gareth has moved to another territory."),
        ("raman", "+", "Flow cytometer (D3.12) engineer changed from Lucia Ambrose to Dev Raman"),
        ("tollefsen", "+", "Maren Tollefsen will be looking after the D3.12 cytometer from now on."),
    ]),
    ("C06 Box 7 storage rack", None, None, [
        ("rack-a", "+", "Box 7 (plasmid glycerol stocks) is in rack A of the -80 in B216."),
        ("rack-c", "+", "Box 7 moved to rack C"),
        ("rack-f", "+", "The plasmid glycerols went to rack F during the defrost.", "H"),
        ("rack-b", "+", "Box 7 location: rack B, -80 in B216"),
    ]),
    ("C07 Taq polymerase lot in use", None, None, [
        ("22A117", "+", "Taq polymerase lot in use: 22A117"),
        ("23C049", "+", "Taq polymerase lot in use: 23C049"),
        ("23H310", "+", "We've switched to 23H310 after QC passed on the new polymerase batch.", "H"),
        ("24B002", "+", "Taq pol: lot 24B002 (lot 23H310 used up)"),
    ]),
    ("C10 anti-GFAP IHC dilution", None, None, [
        ("1:500", "+", "Anti-GFAP dilution for IHC: 1:500"),
        ("1:1000", "+", "Titrated anti-GFAP again, going with 1:1000 now."),
        ("1:500", "+", "Anti-GFAP back to 1:500 - the 1:1000 staining was too faint."),
        ("1:250", "+", "anti-GFAP (IHC) working dilution 1:250"),
    ]),
    # --- moves back (A -> B -> A) --------------------------------------------------------------------------
    ("C08 Lindqvist confocal slot", None, None, [
        ("tue-am", "+", "Lindqvist lab's confocal slot: Tuesday mornings"),
        ("thu-pm", "+", "Confocal booking for the Lindqvist group moved to Thursday afternoons."),
        ("tue-am", "+", "Lindqvist lab is back on Tuesday mornings for the confocal."),
    ]),
    ("C09 consumables cost code", None, None, [
        ("RX-4410", "+", "Cost code for consumables orders: RX-4410"),
        ("RX-4472", "+", "Please charge consumables to RX-4472 from now on."),
        ("RX-4410", "+", "Consumables cost code reverted to RX-4410 - the RX-4472 grant has closed."),
    ]),
    ("C11 clinical waste collection day", None, None, [
        ("thu", "+", "Clinical waste collection day: Thursday"),
        ("mon", "+", "Clinical waste collection day: Monday"),
        ("thu", "+", "Clinical waste pickup is on Thursdays again."),
    ]),
    ("C12 lab safety officer", None, None, [
        ("owusu", "+", "Lab safety officer: Dr Ama Owusu"),
        ("ferreira", "+", "Tomas Ferreira has been appointed safety officer for the lab."),
        ("owusu", "+", "Dr Ama Owusu is safety officer again while Tomas is on sabbatical."),
    ]),
    # --- confirmations inside chains ---------------------------------------------------------------------
    ("C13 D2.07 biosafety level", None, None, [
        ("bsl1", "+", "Biosafety level of room D2.07: BSL-1"),
        ("bsl1", "+", "D2.07 is still BSL-1 after the audit."),
        ("bsl2", "+", "D2.07 upgraded to BSL-2 for the lentivirus work."),
    ]),
    ("C14 cell sorter lead operator", None, None, [
        ("serafini", "+", "Lead operator for the cell sorter: Matteo Serafini"),
        ("serafini", "+", "Matteo Serafini remains the sorter's lead operator, as agreed at the user meeting."),
        ("redcloud", "+", "Aiyana Redcloud is now lead operator on the cell sorter."),
    ]),
    # --- three-version chains --------------------------------------------------------------------------------
    ("C15 qPCR machine location", None, None, [
        ("K204", "+", "qPCR machine (QuantStudio) is in K204."),
        ("K210", "+", "The QuantStudio went down the corridor to K210 along with the Lindqvist people.", "H"),
        ("D3.05", "+", "qPCR instrument location: D3.05"),
    ]),
    ("C16 FBS supplier", None, None, [
        ("carrow", "+", "FBS supplier: Carrow Biotech"),
        ("tessaly", "+", "Switched FBS to Tessaly Labs, their batch tested better for the iPSCs."),
        ("quillon", "+", "We're getting serum from Quillon Life Sciences now."),
    ]),
    ("C17 imaging core manager", None, None, [
        ("oyelaran", "+", "Imaging core manager: Marguerite Oyelaran"),
        ("brandt", "+", "Stellan Brandt is the new manager of the imaging core."),
        ("vogt", "+", "Heidi Vogt is the new manager of the imaging core."),
    ]),
    ("C18 cytokine ELISA SOP version", None, None, [
        ("v1.2", "+", "Cytokine ELISA protocol version: v1.2"),
        ("v2.0", "+", "ELISA SOP v1.2 superseded by v2.0 (new wash step)."),
        ("v2.1", "+", "Cytokine ELISA now run to SOP v2.1"),
    ]),
    ("C19 organoid lines LN2 tank", None, None, [
        ("tank2", "+", "Patient-derived organoid lines are stored in LN2 tank 2."),
        ("tank4", "+", "Organoid lines transferred to tank 4 while tank 2 is serviced."),
        ("tank1", "+", "PDO lines: LN2 tank 1, racks 3-5."),
    ]),
    ("C20 autoclave AC-2 inspection due", "2024-01-10", [162, 178], [
        ("2024-06-18", "+", "Autoclave AC-2 insurance inspection due: 18 June 2024"),
        ("2024-12-11", "+", "AC-2 inspection due date is now 11 December 2024"),
        ("2025-06-20", "+", "AC-2 inspection due date is now 20 June 2025"),
    ]),
    ("C21 anti-CD45 flow dilution", None, None, [
        ("1:100", "+", "Anti-CD45 (flow) used at 1:100"),
        ("1:200", "+", "Dropping anti-CD45 to 1:200, staining is saturating."),
        ("1:400", "+", "anti-CD45 flow titre: 1:400"),
    ]),
    ("C22 Morrow TEM slot", None, None, [
        ("mon", "+", "Morrow lab TEM slot: Mondays 9-1"),
        ("fri", "+", "The Morrow group's TEM session moved to Friday."),
        ("wed", "+", "TEM booking for Morrow lab: Wednesday all day"),
    ]),
    ("C23 controlled drugs key holder", None, None, [
        ("quarrie", "+", "Controlled drugs cabinet key holder: Tamsin Quarrie"),
        ("bamidele", "+", "CD cabinet key handed over to Olu Bamidele."),
        ("redcloud", "+", "CD cabinet key handed over to Aiyana Redcloud."),
    ]),
    ("C24 Norvane account manager", None, None, [
        ("lowe", "+", "Our Norvane account manager is Cressida Lowe."),
        ("okafor", "+", "Norvane account manager: Rafe Okafor"),
        ("takeda", "+", "Norvane account manager: Jun Takeda"),
    ]),
    # --- negation families -------------------------------------------------------------------------------------
    ("N01 K110 floor centrifuge status", None, None, [
        ("operational", "+", "K110 floor-standing centrifuge: in service after rotor inspection"),
        ("operational", "-", "K110 centrifuge OUT OF ORDER - do not use, imbalance fault"),
        ("operational", "+", "Centrifuge in K110 back in service (drive replaced)."),
    ]),
    ("N02 Wen Jiaqi trained on grid plunger", None, None, [
        ("trained", "+", "Wen Jiaqi is trained on the cryo-EM grid plunger."),
        ("trained", "-", "Wen Jiaqi is no longer trained on the plunger - authorisation lapsed."),
    ]),
    ("N03 Orbitrap service contract", None, None, [
        ("norvane", "+", "Orbitrap service contract: Norvane Scientific, covers parts and labour"),
        ("norvane", "-", "The mass spec service contract has lapsed - any callout is now chargeable."),
        ("norvane", "+", "Norvane contract for the Orbitrap renewed until end of 2026."),
    ]),
    ("N04 mounting medium from Pellucid", None, None, [
        ("pellucid", "+", "We buy DAPI mounting medium from Pellucid Reagents (cat PR-2290)."),
        ("pellucid", "-", "Pellucid have discontinued PR-2290, so no more mounting medium from them."),
    ]),
    ("N05 C110 NanoDrop availability", None, None, [
        ("available", "+", "The NanoDrop in C110 is available for general use."),
        ("available", "-", "NanoDrop in C110 decommissioned, use the one in C114."),
    ]),
    ("N06 Kofi ultracentrifuge sign-off", None, None, [
        ("signed-off", "+", "Kofi Adebanjo is signed off to run the ultracentrifuge."),
        ("signed-off", "-", "Kofi's ultracentrifuge sign-off has expired."),
        ("signed-off", "+", "Kofi retrained on the ultracentrifuge on Friday."),
    ]),
    ("N07 LN2 dewar 3 auto-fill", None, None, [
        ("autofill", "+", "LN2 dewar 3 is on the auto-fill line."),
        ("autofill", "-", "Auto-fill on dewar 3 stopped; fill it manually until further notice."),
    ]),
    ("N08 Karaca Wednesday confocal booking", None, None, [
        ("wed-14-18", "+", "Standing booking: confocal, Wednesdays 14:00-18:00, Karaca group"),
        ("wed-14-18", "-", "Karaca group's Wednesday confocal booking is cancelled."),
    ]),
    ("N09 K corridor first aider", None, None, [
        ("kandaswamy", "+", "First aider for the K corridor: Priya Kandaswamy"),
        ("kandaswamy", "-", "Priya has left; the K corridor has no first aider at the moment."),
    ]),
    ("N10 sequencing cost code", None, None, [
        ("FX-2231", "+", "Sequencing cost code: FX-2231"),
        ("FX-2290", "+", "Sequencing cost code: FX-2290"),
        ("FX-2290", "-", "Sequencing no longer needs a cost code; it's charged centrally."),
    ]),
    # --- two-version families -------------------------------------------------------------------------------
    ("T01 gel doc location", None, None, [
        ("K208", "+", "Gel doc imager lives in K208."),
        ("K215", "+", "The gel doc has been moved to the shared equipment room, K215."),
    ]),
    ("T02 agarose supplier", None, None, [
        ("bramwell", "+", "Agarose comes from Bramwell Supply."),
        ("carrow", "+", "Agarose comes from Carrow Biotech."),
    ]),
    ("T03 D2.11 responsible PI", None, None, [
        ("lindqvist", "+", "Room D2.11 PI: Dr Greta Lindqvist"),
        ("karaca", "+", "D2.11 is now under Dr Yusuf Karaca as responsible PI."),
    ]),
    ("T04 K212 biosafety level", None, None, [
        ("bsl2", "+", "K212 TC room is BSL-2"),
        ("bsl1", "+", "K212 downgraded to BSL-1 after the viral work ended."),
    ]),
    ("T05 -80 freezer maintenance contractor", None, None, [
        ("frostline", "+", "-80 freezers are covered by Frostline Services."),
        ("arctura", "+", "-80 freezers are covered by Arctura Cold Chain."),
    ]),
    ("T06 mycoplasma testing day", None, None, [
        ("2nd-tue", "+", "Myco testing is done every second Tuesday."),
        ("1st-mon", "+", "Mycoplasma tests now run on the first Monday of the month."),
    ]),
    ("T07 anti-beta-actin lot", None, None, [
        ("4471B", "+", "Anti-beta-actin lot: 4471B"),
        ("5012C", "+", "Anti-beta-actin lot: 5012C"),
    ]),
    ("T08 buffer prep rota", None, None, [
        ("bamidele", "+", "Buffer prep rota: Olu Bamidele"),
        ("wen", "+", "Buffer prep rota: Wen Jiaqi"),
    ]),
    ("T09 group autoclave slot time", None, None, [
        ("08:00", "+", "Autoclave runs for our group: Mondays and Thursdays at 08:00"),
        ("10:30", "+", "Our autoclave slot is now 10:30 on Mondays and Thursdays."),
    ]),
    ("T10 PAX serum aliquots location", None, None, [
        ("F3-s2", "+", "Serum aliquots from the PAX cohort are in freezer F3, shelf 2."),
        ("F5-s4", "+", "Serum aliquots from the PAX cohort are in freezer F5, shelf 4."),
    ]),
    ("T11 pipette calibration due", "2024-05-06", [198], [
        ("2024-11", "+", "Pipette calibration due: November 2024"),
        ("2025-05", "+", "Next pipette calibration is due in May 2025."),
    ]),
    ("T12 Vendramin confocal superuser", None, None, [
        ("fenwick", "+", "Confocal superuser for the Vendramin group: Ruairi Fenwick"),
        ("quarrie", "+", "Tamsin Quarrie has replaced Ruairi as the Vendramin group's confocal superuser."),
    ]),
    ("T13 plate reader location", None, None, [
        ("D3.02", "+", "Plate reader (Tecan) is in D3.02"),
        ("D3.09", "+", "Plate reader (Tecan) is in D3.09"),
    ]),
    ("T14 HEK293 master bank location", None, None, [
        ("tank1-r6", "+", "HEK293 master bank: LN2 tank 1, rack 6"),
        ("tank3-r2", "+", "HEK293 master bank: LN2 tank 3, rack 2"),
    ]),
    ("T15 western transfer SOP version", None, None, [
        ("v2", "+", "Western transfer SOP v2 in use"),
        ("v3", "+", "Wet-transfer SOP updated to version 3."),
    ]),
    ("T16 K204 -20 assigned group", None, None, [
        ("karaca", "+", "The K204 -20 belongs to the Karaca group."),
        ("morrow", "+", "K204 -20 C freezer reassigned to the Morrow lab."),
    ]),
    ("T17 out-of-hours freezer alarm contact", None, None, [
        ("zielinski", "+", "Freezer alarm out-of-hours contact: Bartek Zielinski, ext 4471"),
        ("haddad", "+", "Out-of-hours alarm calls now go to Noor Haddad."),
    ]),
    ("T18 dry ice delivery day", None, None, [
        ("wed", "+", "Dry ice is delivered Wednesdays."),
        ("fri", "+", "Dry ice is delivered Fridays."),
    ]),
    ("T19 oligo supplier", None, None, [
        ("quillon", "+", "Oligos ordered from Quillon Life Sciences"),
        ("tessaly", "+", "Oligos ordered from Tessaly Labs"),
    ]),
    ("T20 cryostat blade type", None, None, [
        ("S35", "+", "Cryostat blades: Keenline S35"),
        ("HP22", "+", "Cryostat blades: Keenline HP22"),
    ]),
    ("T21 anti-CD3 IF dilution", None, None, [
        ("1:200", "+", "Anti-CD3 for IF at 1:200"),
        ("1:100", "+", "Anti-CD3 for IF at 1:100"),
    ]),
    ("T22 lab manager", None, None, [
        ("delahunt", "+", "Lab manager: Sorcha Delahunt"),
        ("arancibia", "+", "Felipe Arancibia started as lab manager this week."),
    ]),
    ("T23 sharps collection", None, None, [
        ("fri-weekly", "+", "Sharps bins collected by Estates every Friday"),
        ("tue-fortnightly", "+", "Sharps collection is now fortnightly, on Tuesdays."),
    ]),
    ("T24 Bioanalyzer location", None, None, [
        ("G1.04", "+", "The Bioanalyzer is in the genomics core, room G1.04."),
        ("G1.10", "+", "Bioanalyzer relocated to G1.10"),
    ]),
    ("T25 ULT freezer F7 setpoint", None, None, [
        ("-80", "+", "ULT freezer F7 setpoint: -80 C"),
        ("-70", "+", "ULT freezer F7 setpoint: -70 C"),
    ]),
    ("T26 confocal booking system", None, None, [
        ("labslot", "+", "Confocal bookings are made in the LabSlot calendar."),
        ("facilityhub", "+", "Confocal bookings have moved to FacilityHub."),
    ]),
    ("T27 chemical store key holder", None, None, [
        ("bamidele", "+", "Chemical store key held by Olu Bamidele"),
        ("arancibia", "+", "Chemical store key: now with the lab manager, Felipe Arancibia."),
    ]),
    ("T28 fin-clip DNA plates custodian", None, None, [
        ("adebanjo", "+", "Zebrafish fin-clip DNA plates: custodian Kofi Adebanjo"),
        ("wen", "+", "Fin-clip DNA plates are now Wen Jiaqi's responsibility."),
    ]),
    ("T29 trypsin-EDTA lot", None, None, [
        ("TE-8832", "+", "Trypsin-EDTA lot in use: TE-8832"),
        ("TE-9104", "+", "Trypsin-EDTA lot in use: TE-9104"),
    ]),
    ("T30 LN2 supplier", None, None, [
        ("polar", "+", "LN2 supplied by Polar Gas Co."),
        ("brindle", "+", "LN2 supplied by Brindle Industrial Gases."),
    ]),
    ("T31 fume hood FH-3 certification due", "2024-05-02", [361], [
        ("2025-04-30", "+", "Fume hood FH-3 certification due 30 April 2025"),
        ("2026-04", "+", "FH-3 passed its test; next certification due April 2026."),
    ]),
    ("T32 core facility opening hours", None, None, [
        ("08-18", "+", "Core facility opening hours: 8:00-18:00"),
        ("0730-19", "+", "Core facility opening hours: 7:30-19:00"),
    ]),
    ("T33 confocal service engineer", None, None, [
        ("brodie", "+", "Confocal service engineer: Callum Brodie"),
        ("petrovic", "+", "Confocal service engineer: Anja Petrovic"),
    ]),
    ("T34 K-wing spill kit location", None, None, [
        ("K206-sink", "+", "Spill kit for K wing is under the sink in K206."),
        ("K210-corridor", "+", "K-wing spill kit moved to the corridor cupboard outside K210."),
    ]),
]

# ---------------------------------------------------------------------------------------------------------
# Labelled groups: memories that must never appear in any candidate pair. Each memory:
#   (fact_key, value_key, polarity, text)   fact keys are local to the group.
# Within a group the memories are dated in table order (strictly increasing), except equal_time groups,
# whose two memories share one order time.
# ---------------------------------------------------------------------------------------------------------
LABELLED = [
    # multi_valued: values that coexist
    ("multi_valued", None, [
        ("trained-fenwick", "y", "+", "Ruairi Fenwick is trained on the confocal."),
        ("trained-quarrie", "y", "+", "Tamsin Quarrie has also been trained on the confocal."),
        ("trained-bamidele", "y", "+", "Another confocal user signed off: Olu Bamidele."),
        ("trained-wen", "y", "+", "Wen Jiaqi trained on the confocal too."),
    ]),
    ("multi_valued", None, [
        ("panel-cd3", "y", "+", "T-cell flow panel includes anti-CD3 (BV421)."),
        ("panel-cd8", "y", "+", "anti-CD8 FITC is in the T-cell panel as well."),
        ("panel-cd4", "y", "+", "Added anti-CD4 PE to the T-cell panel."),
    ]),
    ("multi_valued", None, [
        ("f5-karaca", "y", "+", "Freezer F5 is shared by the Karaca group."),
        ("f5-lindqvist", "y", "+", "The Lindqvist lab also uses F5."),
        ("f5-adebanjo", "y", "+", "F5: the Adebanjo group has the bottom two shelves too."),
    ]),
    ("multi_valued", None, [
        ("k212-bio", "y", "+", "Hazards in K212: biological (BSL-2 work)."),
        ("k212-uv", "y", "+", "K212 also has a UV hazard from the hood lamp."),
        ("k212-ln2", "y", "+", "Another hazard sign for K212: liquid nitrogen, asphyxiation risk."),
    ]),
    # scope_disjoint: same attribute, different scope
    ("scope_disjoint", None, [
        ("karaca-confocal-weekday", "tue-9-12", "+", "Confocal weekday slot for the Karaca group: Tuesday 09:00-12:00"),
        ("karaca-confocal-weekend", "sat-10-14", "+", "Karaca group confocal weekend slot: Saturday 10:00-14:00"),
    ]),
    ("scope_disjoint", None, [
        ("d2-bench-bsl", "bsl1", "+", "D2 suite, open bench area: BSL-1"),
        ("d2-hoodroom-bsl", "bsl2", "+", "D2 suite: the hood room at the back is BSL-2."),
    ]),
    ("scope_disjoint", None, [
        ("imaging-hours-term", "08-20", "+", "Imaging core hours during term: 08:00-20:00"),
        ("imaging-hours-vacation", "09-17", "+", "Imaging core vacation hours: 09:00-17:00"),
    ]),
    ("scope_disjoint", None, [
        ("safety-officer-2f", "haddad", "+", "Safety officer, second floor: Noor Haddad"),
        ("safety-officer-3f", "zielinski", "+", "Third floor safety officer: Bartek Zielinski"),
    ]),
    ("scope_disjoint", None, [
        ("ln2-fill-weekday", "tech", "+", "LN2 top-ups on weekdays: done by the facility technician."),
        ("ln2-fill-weekend", "oncall", "+", "Weekend LN2 top-ups are done by the on-call student."),
    ]),
    ("scope_disjoint", None, [
        ("greenhouse-summer", "07-19", "+", "Greenhouse access in summer: 7am to 7pm"),
        ("greenhouse-winter", "08-16", "+", "Winter greenhouse hours are 8 to 4."),
    ]),
    ("scope_disjoint", None, [
        ("seq-turnaround-uk", "5wd", "+", "Sequencing turnaround, UK samples: 5 working days"),
        ("seq-turnaround-eu", "10wd", "+", "Sequencing turnaround for EU samples: 10 working days"),
    ]),
    # format_variant: same value in another format
    ("format_variant", None, [
        ("pipette-interval", "12mo", "+", "Pipette calibration interval: 12 months"),
        ("pipette-interval", "12mo", "+", "Pipettes get calibrated once a year."),
    ]),
    ("format_variant", None, [
        ("sw41-max", "41000", "+", "Max speed for the SW41 rotor: 41,000 rpm"),
        ("sw41-max", "41000", "+", "SW41 rotor max: 41k rpm"),
    ]),
    ("format_variant", None, [
        ("k230-setpoint", "4C", "+", "Cold room K230 set point: 4 C"),
        ("k230-setpoint", "4C", "+", "K230 cold room is held at four degrees Celsius."),
    ]),
    ("format_variant", None, [
        ("hood-recert-day", "2nd-mon", "+", "TC hood recertification: 2nd Monday of each month"),
        ("hood-recert-day", "2nd-mon", "+", "Tissue culture hoods are recertified on the second Monday of the month."),
    ]),
    ("format_variant", None, [
        ("seq-dropoff", "17:00", "+", "Last sample drop-off for sequencing: 17:00"),
        ("seq-dropoff", "17:00", "+", "Sequencing drop-off closes at 5pm."),
    ]),
    ("format_variant", None, [
        ("spinning-disk-contract-cost", "12000usd", "+", "Annual service contract for the spinning disk costs $12,000"),
        ("spinning-disk-contract-cost", "12000usd", "+", "Spinning disk service contract: 12k USD a year"),
    ]),
    ("format_variant", "2025-01-20", [
        ("f9-defrost", "2025-03-14", "+", "Freezer F9 defrost scheduled 2025-03-14"),
        ("f9-defrost", "2025-03-14", "+", "F9 defrost: 14/03/2025"),
    ]),
    # elaboration: same value with more detail
    ("elaboration", None, [
        ("box12-rack", "rack-d", "+", "Box 12 is in rack D."),
        ("box12-rack", "rack-d", "+", "Box 12 (siRNA library plates 1-40) is in rack D, second shelf from the top, -80 in B216."),
    ]),
    ("elaboration", None, [
        ("orbitrap-room", "G1.12", "+", "Orbitrap location: G1.12"),
        ("orbitrap-room", "G1.12", "+", "The Orbitrap sits in G1.12, against the north wall next to the nitrogen generator."),
    ]),
    ("elaboration", None, [
        ("iba1-dilution", "1:800", "+", "Anti-Iba1 dilution: 1:800"),
        ("iba1-dilution", "1:800", "+", "Anti-Iba1 at 1:800 in PBS-T with 5% donkey serum, overnight at 4 C."),
    ]),
    ("elaboration", None, [
        ("rosqvist-spinning-disk", "thu", "+", "Spinning disk slot for the Rosqvist lab: Thursdays"),
        ("rosqvist-spinning-disk", "thu", "+", "Rosqvist lab has the spinning disk on Thursdays, 8am to 2pm, booked through the core."),
    ]),
    ("elaboration", None, [
        ("buffer-tablet-supplier", "bramwell", "+", "Buffer tablets supplier: Bramwell Supply"),
        ("buffer-tablet-supplier", "bramwell", "+", "PBS and TBS tablets come from Bramwell Supply, ordered through the university punchout."),
    ]),
    ("elaboration", None, [
        ("brain-bank-custodian", "lindqvist", "+", "Sample custodian for the mouse brain bank: Dr Greta Lindqvist"),
        ("brain-bank-custodian", "lindqvist", "+", "Dr Greta Lindqvist is custodian of the mouse brain bank and signs off every tissue release."),
    ]),
    # confirmation: value in force restated later
    ("confirmation", None, [
        ("dry-ice-cost-code", "RX-5518", "+", "Dry ice order cost code: RX-5518"),
        ("dry-ice-cost-code", "RX-5518", "+", "Still using RX-5518 for dry ice."),
    ]),
    ("confirmation", None, [
        ("grid-store", "dewar6", "+", "Cryo-EM grid store: dewar 6"),
        ("grid-store", "dewar6", "+", "Confirmed: grids remain in dewar 6 after the audit."),
    ]),
    ("confirmation", None, [
        ("ms-engineer", "sato", "+", "Mass spec service engineer: Linnea Sato"),
        ("ms-engineer", "sato", "+", "Linnea Sato is still our mass spec engineer."),
    ]),
    ("confirmation", None, [
        ("vendramin-sequencer", "mon", "+", "Sequencer booking: Mondays for the Vendramin group"),
        ("vendramin-sequencer", "mon", "+", "Vendramin group on the sequencer Monday, as usual."),
    ]),
    ("confirmation", None, [
        ("etbr-waste", "k209-yellow", "+", "Ethidium waste goes in the yellow drum in K209."),
        ("etbr-waste", "k209-yellow", "+", "EtBr waste: yellow drum in K209, as before."),
    ]),
    ("confirmation", None, [
        ("gfloor-fire-warden", "brandt", "+", "Fire warden for G floor: Stellan Brandt"),
        ("gfloor-fire-warden", "brandt", "+", "Stellan confirmed as G floor fire warden for another year."),
    ]),
    # different_subject: the frame of a changing fact with another subject
    ("different_subject", None, [
        ("b216-80-group", "lindqvist", "+", "The -80 freezer in B216 is assigned to the Lindqvist group."),
        ("cardiac-custodian", "vogt", "+", "Custodian of the cardiac biopsy samples: Heidi Vogt"),
        ("dna-sop", "v2", "+", "DNA extraction: we are on SOP v2."),
        ("k206-balance-cal", "2025-07-30", "+", "Calibration due: 30 July 2025 (Sartorius balance, K206)"),
        ("sorter-engineer", "coutts", "+", "Service engineer for the D3.12 cell sorter: Ewan Coutts"),
        ("box9-rack", "rack-e", "+", "Box 9 moved to rack E"),
    ]),
    ("different_subject", None, [
        ("kod-lot", "23K771", "+", "KOD polymerase lot in use: 23K771"),
        ("adebanjo-confocal", "fri-pm", "+", "Adebanjo lab's confocal slot: Friday afternoons"),
        ("neun-dilution", "1:750", "+", "Anti-NeuN dilution for IHC: 1:750"),
        ("k110-benchtop", "operational", "+", "K110 benchtop centrifuge: in service"),
        ("travel-cost-code", "TV-1021", "+", "Cost code for travel: TV-1021"),
        ("brandt-plunger", "trained", "+", "Stellan Brandt is trained on the cryo-EM grid plunger."),
    ]),
    # static: an unchanging fact restated with a synonymous verb
    ("static", None, [
        ("b214-houses", "tc-suite", "+", "Room B214 houses the tissue culture suite."),
        ("b214-houses", "tc-suite", "+", "B214 contains the tissue culture suite."),
    ]),
    ("static", None, [
        ("orbitrap-vendor", "norvane-2021", "+", "The Orbitrap was purchased from Norvane Scientific in 2021."),
        ("orbitrap-vendor", "norvane-2021", "+", "Norvane Scientific supplied the Orbitrap, back in 2021."),
    ]),
    ("static", None, [
        ("kwing-lift", "east", "+", "The K wing is served by the east lift."),
        ("kwing-lift", "east", "+", "The east lift is the one that reaches the K wing."),
    ]),
    ("static", None, [
        ("sorter-lasers", "4", "+", "The cell sorter has four lasers."),
        ("sorter-lasers", "4", "+", "The sorter is fitted with four lasers."),
    ]),
    ("static", None, [
        ("core-founder", "rosqvist", "+", "The core facility was founded by Dr Hanne Rosqvist."),
        ("core-founder", "rosqvist", "+", "Dr Hanne Rosqvist set up the core facility."),
    ]),
    ("static", None, [
        ("freezer-farm-room", "B001", "+", "The freezer farm sits in the basement, room B001."),
        ("freezer-farm-room", "B001", "+", "The freezer farm is located in basement room B001."),
    ]),
    # membership: memberships that look like roles, all holding at once
    ("membership", None, [
        ("karaca-biosafety", "y", "+", "Dr Yusuf Karaca sits on the biosafety committee."),
        ("karaca-welfare", "y", "+", "Dr Yusuf Karaca is also a member of the animal welfare board."),
        ("karaca-purchasing", "y", "+", "Karaca joined the equipment purchasing panel."),
    ]),
    ("membership", None, [
        ("haddad-green", "y", "+", "Noor Haddad is a member of the lab's green team."),
        ("haddad-safety", "y", "+", "Noor is on the safety committee too."),
        ("haddad-faculty", "y", "+", "Noor Haddad also represents postdocs on the faculty board."),
    ]),
    ("membership", None, [
        ("morrow-consortium", "y", "+", "The Morrow lab is part of the Neuroinflammation Consortium."),
        ("morrow-atlas", "y", "+", "Morrow lab has joined the Glia Atlas network as well."),
    ]),
    ("membership", None, [
        ("serafini-warden", "y", "+", "Matteo Serafini is a fire warden for the K wing."),
        ("serafini-firstaid", "y", "+", "Matteo Serafini is also a first aider."),
    ]),
    ("membership", None, [
        ("quarrie-imaging", "y", "+", "Tamsin Quarrie is on the imaging core user committee."),
        ("quarrie-flow", "y", "+", "Tamsin also belongs to the flow cytometry user group."),
    ]),
    # equal_time: two values of one fact at the identical order time
    ("equal_time", None, [
        ("d314-door-code", "4417", "+", "Microscope room D3.14 door code: 4417"),
        ("d314-door-code", "7718", "+", "D3.14 door code is 7718"),
    ]),
    ("equal_time", None, [
        ("f11-group", "karaca", "+", "Freezer F11 assigned group: Karaca lab"),
        ("f11-group", "rosqvist", "+", "F11 belongs to the Rosqvist group."),
    ]),
    ("equal_time", None, [
        ("olig2-dilution", "1:300", "+", "Anti-Olig2 dilution: 1:300"),
        ("olig2-dilution", "1:600", "+", "Anti-Olig2 used at 1:600"),
    ]),
    ("equal_time", None, [
        ("cryostat-engineer", "coutts", "+", "Cryostat service engineer: Ewan Coutts"),
        ("cryostat-engineer", "takeda", "+", "Cryostat engineer: Jun Takeda"),
    ]),
    ("equal_time", None, [
        ("box15-rack", "rack-a", "+", "Box 15 location: rack A"),
        ("box15-rack", "rack-g", "+", "Box 15 is in rack G"),
    ]),
    ("equal_time", None, [
        ("saliva-custodian", "bamidele", "+", "Sample custodian for the saliva collection: Olu Bamidele"),
        ("saliva-custodian", "vogt", "+", "Saliva collection custodian: Heidi Vogt"),
    ]),
    # unrelated: distractors, some sharing a subject with a changing family
    ("unrelated", None, [
        ("u-b214-circuit", "y", "+", "The -80 in B214 is on the backup generator circuit."),
        ("u-box7-label", "y", "+", "Box 7 has a torn label on the lid; relabel when convenient."),
        ("u-k110-cooldown", "y", "+", "The K110 centrifuge needs a 20-minute cool-down before the first run."),
        ("u-orbitrap-log", "y", "+", "Orbitrap users must log runs in the blue binder."),
        ("u-biobank-consent", "y", "+", "Tumour biobank samples are consented under study REC-19/0442."),
        ("u-pizza", "y", "+", "Pizza for the lab meeting on Friday."),
        ("u-fire-drill", "y", "+", "Reminder: fire drill expected this month."),
    ]),
    ("unrelated", None, [
        ("u-405-warmup", "y", "+", "The confocal's 405 laser is slow to warm up - give it 20 min."),
        ("u-ethanol", "y", "+", "Don't store ethanol in the cold room."),
        ("u-meeting-room", "y", "+", "Lab meeting is in G2.01 this week."),
        ("u-ac2-tape", "y", "+", "Autoclave AC-2 indicator tape is in the top drawer."),
        ("u-induction", "y", "+", "New starter induction pack is on the shared drive under /safety."),
        ("u-bme", "y", "+", "The RNA extraction SOP needs a fresh bottle of beta-mercaptoethanol each month."),
        ("u-qpcr-plates", "y", "+", "Use the white 384-well plates on the QuantStudio, not the clear ones."),
    ]),
]

MODES = ("live", "stamped", "backfilled")
LATEST = dt.datetime(2026, 10, 28, tzinfo=dt.timezone.utc)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_day(s):
    return dt.datetime.strptime(s, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: key, group, fact, value, pol, text, cls, flags, seq (index in group)
    for name, start, gaps, versions in CHANGE:
        for i, v in enumerate(versions):
            mems.append(dict(group=name, fact=name, value=v[0], pol=v[1], text=v[2],
                             flags=v[3] if len(v) > 3 else "", cls=None, seq=i, start=start, gaps=gaps))
    for gi, (cls, start, items) in enumerate(LABELLED):
        gname = "L%02d %s" % (gi + 1, cls)
        for i, (fact, value, pol, text) in enumerate(items):
            mems.append(dict(group=gname, fact=gname + "/" + fact, value=value, pol=pol, text=text,
                             flags="", cls=cls, seq=i, start=start, gaps=None))

    # time modes: exact proportions, shuffled over all memories
    n = len(mems)
    n_live = round(n * 0.27)
    n_back = round(n * 0.18)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode

    # order times per group
    groups = {}
    for m in mems:
        groups.setdefault(m["group"], []).append(m)
    for gname in sorted(groups):
        ms = sorted(groups[gname], key=lambda m: m["seq"])
        first = ms[0]
        equal = first["cls"] == "equal_time"
        if first["start"]:
            day = parse_day(first["start"])
        else:
            day = parse_day("2023-03-01") + dt.timedelta(days=rng.randrange(0, 730))
        days = [day]
        for i in range(1, len(ms)):
            if equal:
                days.append(day)
            elif first["gaps"]:
                days.append(days[-1] + dt.timedelta(days=first["gaps"][i - 1]))
            else:
                days.append(days[-1] + dt.timedelta(days=rng.randrange(21, 141)))
        assert days[-1] < LATEST, gname
        if equal:
            # one shared order time; midnight if either member is backfilled
            if any(m["mode"] == "backfilled" for m in ms):
                t = day
            else:
                t = day + dt.timedelta(seconds=rng.randrange(7 * 3600, 19 * 3600))
            for m in ms:
                m["order"] = t
        else:
            for m, d in zip(ms, days):
                if m["mode"] == "backfilled":
                    m["order"] = d
                else:
                    m["order"] = d + dt.timedelta(seconds=rng.randrange(7 * 3600, 19 * 3600))
        # created_at / observed_at
        import_base = dt.datetime(2026, 11, 2, tzinfo=dt.timezone.utc) + dt.timedelta(
            seconds=rng.randrange(0, 25 * 86400))
        back = sorted([m for m in ms if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        for k, m in enumerate(back):  # newest first
            m["created"] = import_base + dt.timedelta(seconds=k * rng.randrange(1, 9))
            m["observed"] = m["order"]
        for m in ms:
            if m["mode"] == "live":
                m["created"] = m["order"]
                m["observed"] = None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(seconds=rng.randrange(120, 240 * 60))
            assert m["created"] < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)

    # equal_time groups whose shared order time came from a live member and a stamped member: fine.
    # ids: assigned in a shuffled order
    order = list(range(n))
    rng.shuffle(order)
    for k, idx in enumerate(order):
        mems[idx]["id"] = "h23-%03d" % (k + 1)
    return mems, rng


def truth_of(mems):
    """Each memory is expired by the EARLIEST strictly newer memory of its fact whose (value, polarity) differs."""
    facts = {}
    for m in mems:
        facts.setdefault(m["fact"], []).append(m)
    pairs = []
    for fact in sorted(facts):
        ms = facts[fact]
        for a in ms:
            later = [b for b in ms if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"])]
            if not later:
                continue
            t = min(b["order"] for b in later)
            bs = [b for b in later if b["order"] == t]
            assert len(bs) == 1, fact
            b = bs[0]
            pairs.append(dict(expired_id=a["id"], replacement_id=b["id"],
                              reason="negation" if a["pol"] != b["pol"] else "value", _a=a, _b=b))
    pairs.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    return pairs


def tokens(s):
    out, cur = [], ""
    for ch in s.lower():
        if ch.isalnum():
            cur += ch
        else:
            if cur:
                out.append(cur)
            cur = ""
    if cur:
        out.append(cur)
    return out


def reworded(prev, new):
    """A newer version is a plain one-slot edit when, after stripping the common leading and trailing words,
    at most three words remain on each side; otherwise it is reworded."""
    a, b = tokens(prev), tokens(new)
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    j = 0
    while j < min(len(a), len(b)) - i and a[-1 - j] == b[-1 - j]:
        j += 1
    return not (len(a) - i - j <= 3 and len(b) - i - j <= 3)


def check(mems, pairs):
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate text"
    in_pair = set()
    for p in pairs:
        in_pair.add(p["expired_id"])
        in_pair.add(p["replacement_id"])
    for m in mems:
        if m["cls"]:
            assert m["id"] not in in_pair, m["text"]
    # order times distinct within a fact except equal_time
    facts = {}
    for m in mems:
        facts.setdefault(m["fact"], []).append(m)
    for fact, ms in facts.items():
        ts = [m["order"] for m in ms]
        if ms[0]["cls"] == "equal_time":
            assert len(set(ts)) == 1 and len(ms) == 2
        else:
            assert len(set(ts)) == len(ts), fact
    for m in mems:
        if m["mode"] == "backfilled":
            assert m["order"].hour == 0 and m["order"].minute == 0 and m["order"].second == 0
            assert m["created"].year == 2026 and m["created"].month == 11


def stats(mems, pairs):
    out = []
    n = len(mems)
    out.append("memories: %d" % n)
    out.append("true pairs: %d (value %d, negation %d)" % (
        len(pairs), sum(p["reason"] == "value" for p in pairs), sum(p["reason"] == "negation" for p in pairs)))
    change = [m for m in mems if not m["cls"]]
    out.append("memories in changing families: %d in %d families" % (len(change), len(CHANGE)))
    lens = {}
    for name, _, _, versions in CHANGE:
        lens[len(versions)] = lens.get(len(versions), 0) + 1
    out.append("family sizes: " + ", ".join("%d versions: %d" % (k, lens[k]) for k in sorted(lens)))
    chains4 = [name for name, _, _, vs in CHANGE if len(vs) >= 4 and
               all((vs[i][0], vs[i][1]) != (vs[i + 1][0], vs[i + 1][1]) for i in range(len(vs) - 1))]
    out.append("chains of >=4 changing versions: %d" % len(chains4))
    moveback = []
    for name, _, _, vs in CHANGE:
        seen = []
        for v in vs:
            k = (v[0], v[1])
            if seen and k != seen[-1] and k in seen:
                moveback.append(name)
                break
            seen.append(k)
    mb_value = [n for n in moveback if all(v[1] == "+" for v in dict((c[0], c) for c in CHANGE)[n][3])]
    out.append("families with a move back: %d (value-only %d, via negation %d)" % (
        len(moveback), len(mb_value), len(moveback) - len(mb_value)))
    confirms = 0
    for name, _, _, vs in CHANGE:
        for i in range(1, len(vs)):
            if (vs[i][0], vs[i][1]) == (vs[i - 1][0], vs[i - 1][1]):
                confirms += 1
    out.append("confirmations inside chains: %d" % confirms)
    hard = [(name, v[2]) for name, _, _, vs in CHANGE for i, v in enumerate(vs)
            if len(v) > 3 and "H" in v[3] and 0 < i < len(vs) - 1]
    out.append("hard-worded intervening versions: %d" % len(hard))
    # rewording
    newer, rew = 0, 0
    for name, _, _, vs in CHANGE:
        for i in range(1, len(vs)):
            newer += 1
            rew += reworded(vs[i - 1][2], vs[i][2])
    out.append("newer versions reworded relative to the version before: %d of %d (%.0f%%)" % (
        rew, newer, 100.0 * rew / newer))
    cls = {}
    for m in mems:
        if m["cls"]:
            cls[m["cls"]] = cls.get(m["cls"], 0) + 1
    out.append("labelled: %d" % sum(cls.values()))
    for c in sorted(cls):
        out.append("  %-18s %d" % (c, cls[c]))
    md = {k: 0 for k in MODES}
    for m in mems:
        md[m["mode"]] += 1
    out.append("time modes: " + ", ".join("%s %d (%.0f%%)" % (k, md[k], 100.0 * md[k] / n) for k in MODES))
    inv = 0
    for name, _, _, vs in CHANGE:
        ms = sorted([m for m in mems if m["fact"] == name], key=lambda m: m["order"])
        for i in range(1, len(ms)):
            if ms[i]["created"] < ms[i - 1]["created"]:
                inv += 1
    out.append("adjacent versions whose created_at order inverts order time: %d" % inv)
    mixed = 0
    for name, _, _, vs in CHANGE:
        s = {m["mode"] for m in mems if m["fact"] == name}
        mixed += len(s) > 1
    out.append("changing families with mixed time modes: %d of %d" % (mixed, len(CHANGE)))
    wc = [len(tokens(m["text"])) for m in mems]
    wc.sort()
    out.append("words per memory: min %d, median %d, max %d, mean %.1f" % (
        wc[0], wc[len(wc) // 2], wc[-1], sum(wc) / len(wc)))
    return out, dict(hard=hard, chains4=chains4, moveback=moveback, rew=rew, newer=newer, cls=cls, md=md)


def write_jsonl(path, rows):
    with open(path + ".tmp", "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + "\n")
    os.replace(path + ".tmp", path)


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def main(argv):
    mems, rng = build()
    pairs = truth_of(mems)
    check(mems, pairs)
    lines, info = stats(mems, pairs)
    if "--stats" in argv:
        print("\n".join(lines))
        return 0
    if "--list" in argv:
        by_id = {}
        for p in pairs:
            by_id.setdefault(p["expired_id"], []).append("expired by %s (%s)" % (p["replacement_id"], p["reason"]))
        for m in sorted(mems, key=lambda m: (m["group"], m["order"], m["seq"])):
            lab = m["cls"] or "change"
            print("%s  %s  %-10s  %-38s  value=%s pol=%s  %s%s  | %s" % (
                m["id"], fmt(m["order"]), m["mode"], m["group"][:38], m["value"], m["pol"], lab,
                (" " + "; ".join(by_id[m["id"]])) if m["id"] in by_id else "",
                m["text"]))
        return 0
    rows = []
    file_order = list(mems)
    rng.shuffle(file_order)
    for m in file_order:
        r = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
        if m["observed"] is not None:
            r["observed_at"] = fmt(m["observed"])
        rows.append(r)
    write_jsonl(os.path.join(HERE, "memories.jsonl"), rows)
    write_jsonl(os.path.join(HERE, "truth.jsonl"),
                [{"expired_id": p["expired_id"], "replacement_id": p["replacement_id"], "reason": p["reason"]}
                 for p in pairs])
    write_jsonl(os.path.join(HERE, "labels.jsonl"),
                [{"id": m["id"], "class": m["cls"]} for m in sorted(mems, key=lambda m: m["id"]) if m["cls"]])
    write_readme(lines, info)
    return 0


def write_readme(lines, info):
    s = {f: sha(os.path.join(HERE, f)) for f in ("memories.jsonl", "truth.jsonl", "labels.jsonl")}
    hard = "\n".join("- %s: \"%s\"" % (g, t) for g, t in info["hard"])
    txt = README_TMPL.format(register=REGISTER, stats="\n".join("    " + l for l in lines), hard=hard,
                             sha_m=s["memories.jsonl"], sha_t=s["truth.jsonl"], sha_l=s["labels.jsonl"],
                             seed=SEED)
    path = os.path.join(HERE, "README.md")
    with open(path + ".tmp", "w", encoding="utf-8", newline="\n") as f:
        f.write(txt)
    os.replace(path + ".tmp", path)


README_TMPL = """# heldout23: blind evaluation set ({register})

A blind evaluation corpus of memories for l9: the register of a lab manager's tracker, an instrument booking
sheet, a sample log and a core facility's notes (freezer assignments, sample custodians and storage locations,
reagent suppliers and lot numbers, antibody dilutions, SOP versions, service contracts and engineers,
calibration and inspection due dates, instrument status, booking slots, training sign-offs, cost codes,
biosafety levels, waste collection). Data only; no Go code.

## How it was written (blind)

The texts were written by a helper from its own imagination, in the way such records are typed, not shaped
to any extractor. The helper read exactly these, and nothing else of the project:

- `/work/notes/prompt-h23.md` (the task),
- `/work/notes/protocol.md` (working protocol),
- the design seed `/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051),
- the sections "Memory JSONL (input and export format)" and "Using l9 on your own export" of
  `/work/main/README.md` (plus its list of section headings, to find them).

Incidentally seen, not read: the names of the entries under `testdata/` (a directory listing of the worktree,
to check where to write; no file was opened) and the subject line of the branch's last commit.

It did not read any code, tests, other testdata, results, registrations or notes of the project, did not grep
the repository, did not build or run l9 and saw no l9 output. No data from SituatedQA or TimeQA was used and
nothing was fetched. All names (people, groups, suppliers, lots, rooms) are invented.

## Files

- `memories.jsonl`: `{{"id","content","created_at"[,"observed_at"]}}`, RFC 3339 UTC, all before 2026-12-01.
  Ids (`h23-001`...) are opaque: assigned in a shuffled order, and the file order is shuffled again.
- `truth.jsonl`: `{{"expired_id","replacement_id","reason"}}`, reason `value` or `negation`.
- `labels.jsonl`: `{{"id","class"}}` for every memory that must never appear in any candidate pair.
- `gen.py`: the generator; the labels are fixed in its tables before anything is generated.

## Truth rule

A family is one fact: one subject, one attribute, one scope. Order time is `observed_at` if present, else
`created_at`. Within a family each memory is expired by the EARLIEST strictly newer memory whose (value,
polarity) differs. The reason is `negation` when the polarities differ (the newer memory says the fact
stopped holding, or re-affirms it after it had stopped), else `value`. A chain of n changing versions yields
n-1 pairs; a move back (A -> B -> A) pairs through the middle; a confirmation inside a chain (same value
restated) is never paired with what it confirms but is expired, like the version it confirms, by the next
change. Truth is computed from the table labels (fact key, value key, polarity, order time), never from the
text; `gen.py` asserts that no labelled memory takes part in any pair, that order times within a family are
distinct (except in `equal_time`, where the two memories share one), and that no text is duplicated.

Negative classes (labelled): `multi_valued` (coexisting values: users trained on the confocal, antibodies in a
panel, groups sharing a freezer, hazards in a room), `scope_disjoint` (weekday/weekend slots, BSL-1 bench vs
BSL-2 hood room, term vs vacation hours, second vs third floor, summer vs winter, UK vs EU samples),
`format_variant` (41,000/41k rpm, 17:00/5pm, $12,000/12k USD, 2nd/second, 4 C/four degrees Celsius,
12 months/once a year, 2025-03-14 and 14/03/2025), `elaboration`, `confirmation` (still, confirmed, as usual,
as before), `different_subject` (the frame of a changing fact with another subject), `static` (synonymous
verbs), `membership` (committees and groups held at once), `equal_time` (two values of one fact at one order
time: no pair), `unrelated` (distractors, several sharing a subject with a changing family).

## Counts (`python3 gen.py --stats`)

{stats}

Register: all {register}.

Hard-worded intervening versions (no attribute word, or the old value named, or a synonym for the subject):

{hard}

"Reworded" is measured in `gen.py`: after stripping the words a newer version shares at its start and end with
the version before it, more than three words remain on either side; otherwise it is a plain one-slot edit.

## Time modes

Mixed within families. `live`: no `observed_at`, order time = `created_at`. `stamped`: `observed_at` = order
time, `created_at` 2 minutes to 4 hours later. `backfilled`: `observed_at` at midnight UTC, `created_at` an
import instant in November 2026 assigned newest-first within a family, so `created_at` order can invert order
time. Modes are dealt in exact proportions (27% / 55% / 18%) over a shuffled list. Versions of one family are
21-140 days apart (or at fixed gaps where the text names a due date), so no two share an order time except in
`equal_time`. In an `equal_time` pair with a backfilled member the shared order time is that midnight, so a
stamped partner then carries a midnight `observed_at` and a live partner a midnight `created_at`.

## sha256

    {sha_m}  memories.jsonl
    {sha_t}  truth.jsonl
    {sha_l}  labels.jsonl

## Regenerate

    cd testdata/heldout23 && python3 gen.py          # writes the three .jsonl files and this README
    python3 gen.py --stats                            # counts
    python3 gen.py --list                             # every memory with id, order time, mode, labels

Python 3 standard library only; seed {seed}; two runs give byte-identical files.
"""

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
