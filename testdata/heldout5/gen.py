#!/usr/bin/env python3
"""Generate testdata/heldout5: a blind supersession evaluation set for l9.

Everything that decides the truth is in the tables below and was fixed before
any file was generated: every memory belongs to exactly one fact (family key =
subject, attribute, scope) and carries a value and a polarity. truth.jsonl is
computed from those labels only, never from the text:

  order time = observed_at if present, else created_at.
  Within a family, each memory is expired by the EARLIEST strictly newer memory
  whose (value, polarity) differs; reason "negation" if the polarities differ,
  else "value".

Labelled memories (negative classes, distractors) must never take part in a
pair; the generator asserts this, and asserts that every unlabelled memory does
take part in one.

Usage:
  python3 gen.py           write memories.jsonl, truth.jsonl, labels.jsonl, README.md
  python3 gen.py --stats   print counts
  python3 gen.py --list    print every memory with id, order time, mode, labels

Standard library only; deterministic (fixed seed): two runs give byte-identical files.
"""

import hashlib
import json
import os
import random
import sys
from datetime import datetime, timedelta, timezone

SEED = 20261201_5
HERE = os.path.dirname(os.path.abspath(__file__))
CUTOFF = datetime(2026, 12, 1, tzinfo=timezone.utc)
LAST_ORDER_DAY = datetime(2026, 10, 31, tzinfo=timezone.utc)

REGISTERS = {
    "a": "encyclopedic career and office timelines",
    "b": "sports, league and record facts",
    "c": "product and software records",
    "d": "academic and science notes",
}

# ---------------------------------------------------------------------------
# Changing families. Each version: (date, value, polarity, text, flags)
#   flags: "rw"   reworded (departs from the family's plain phrasing)
#          "hard" hard-worded intervening version
#          "L:<class>" a labelled member of the family that must never pair
#                      (a terminal confirmation / format variant / elaboration)
# ---------------------------------------------------------------------------
FAMILIES = [
    # ---------------- (a) encyclopedic career and office timelines ----------------
    ("a01", "a", "Dario Mendt | club", [
        ("2016-07-04", "FK Varnessa", "+", "Dario Mendt is a central midfielder who plays for FK Varnessa in the Caldera League.", ""),
        ("2018-08-14", "Brennholt United", "+", "In August 2018 Mendt completed a transfer to Brennholt United, signing a three-year deal.", "rw"),
        ("2021-01-29", "SC Harlow Vale", "+", "Dario Mendt plays for SC Harlow Vale, who signed him in the January 2021 window.", ""),
        ("2023-07-01", "FK Varnessa", "+", "Mendt rejoined his first club, FK Varnessa, on a free transfer in July 2023.", "rw"),
    ]),
    ("a02", "a", "Wexley | mayor", [
        ("2014-06-02", "Harriet Olumide", "+", "The mayor of Wexley is Harriet Olumide of the Civic Alliance.", ""),
        ("2018-05-21", "Cormac Theel", "+", "Cormac Theel was elected mayor of Wexley in the May 2018 municipal election, unseating Olumide.", "rw"),
        ("2022-05-16", "Cormac Theel", "+", "Theel was re-elected mayor of Wexley in 2022 with 54% of the vote.", ""),
        ("2024-03-11", "Ines Parvaz", "+", "Following Theel's resignation over the harbour contract affair, the council installed his deputy, Ines Parvaz, in the mayor's office until a by-election can be held.", "rw hard"),
        ("2024-11-18", "Bram Oosterveld", "+", "Bram Oosterveld is mayor of Wexley after winning the November by-election.", ""),
    ]),
    ("a03", "a", "Riverton Rovers | head coach", [
        ("2015-06-10", "Piet Graaff", "+", "Piet Graaff was appointed head coach of Riverton Rovers in June 2015.", ""),
        ("2017-10-23", "Anselm Kovač", "+", "Riverton Rovers dismissed Graaff after a run of seven straight defeats and named Anselm Kovač as his successor.", "rw"),
        ("2020-05-30", "Luisa Ferrante", "+", "The head coach of Riverton Rovers is Luisa Ferrante, the first woman to hold the post.", ""),
        ("2023-01-09", "Anselm Kovač", "+", "Anselm Kovač returned to Riverton Rovers as head coach in January 2023, replacing Ferrante.", ""),
    ]),
    ("a04", "a", "Valdora | minister of finance", [
        ("2017-02-01", "Teodor Brask", "+", "The Minister of Finance of Valdora is Teodor Brask.", ""),
        ("2019-09-12", "Mira Solheim", "+", "In the September 2019 reshuffle Prime Minister Edda Kraal moved Brask to foreign affairs and gave the finance portfolio to Mira Solheim.", "rw hard"),
        ("2022-04-05", "Lukas Vance", "+", "Valdora's finance minister is Lukas Vance.", ""),
    ]),
    ("a05", "a", "University of Castlemere | vice-chancellor", [
        ("2012-09-03", "Aurelia Nyström", "+", "Professor Aurelia Nyström is the vice-chancellor of the University of Castlemere.", ""),
        ("2020-01-06", "Hamid Sorensen", "+", "Castlemere's governing council named Dr. Hamid Sorensen vice-chancellor, succeeding Nyström on her retirement.", "rw"),
    ]),
    ("a06", "a", "Tallis Maritime | chief executive", [
        ("2013-03-18", "Gerrit Lindqvist", "+", "Gerrit Lindqvist is the chief executive of Tallis Maritime.", ""),
        ("2019-04-01", "Olena Marsh", "+", "Tallis Maritime appointed Olena Marsh as CEO with effect from 1 April 2019.", ""),
        ("2024-02-14", "Ravi Ashdown", "+", "With Marsh gone after the February profit warning, finance director Ravi Ashdown is running Tallis Maritime on an interim basis.", "rw hard"),
        ("2024-09-02", "Priya Delacroix", "+", "Priya Delacroix became chief executive of Tallis Maritime in September 2024.", ""),
    ]),
    ("a07", "a", "Jonah Achterberg | club", [
        ("2018-07-20", "Lakeport Herons", "+", "Jonah Achterberg is a power forward who plays for the Lakeport Herons.", ""),
        ("2021-07-08", "Sunvale Kings", "+", "Achterberg signed with the Sunvale Kings as a free agent in July 2021.", "rw"),
        ("2023-02-01", "Sunvale Kings", "-", "Jonah Achterberg is no longer with the Sunvale Kings; the club waived him on 1 February 2023.", ""),
        ("2023-10-03", "Sunvale Kings", "+", "The Sunvale Kings brought Achterberg back on a one-year contract, so he is playing for them again.", "rw"),
    ]),
    ("a08", "a", "Pellam Province | governor", [
        ("2015-01-12", "Hana Ridgeway", "+", "Hana Ridgeway is the governor of Pellam Province.", ""),
        ("2019-01-14", "Étienne Moreau", "+", "Étienne Moreau was sworn in as governor of Pellam in January 2019.", "rw"),
        ("2021-08-30", "Étienne Moreau", "-", "Moreau is no longer governor of Pellam; he resigned on 30 August 2021 after losing a confidence vote in the provincial assembly.", ""),
    ]),
    ("a09", "a", "Ostrander Philharmonic | music director", [
        ("2011-09-01", "Siobhan Halloran", "+", "The music director of the Ostrander Philharmonic is Siobhan Halloran.", ""),
        ("2018-09-03", "Kenji Takeda", "+", "Kenji Takeda took up the post of music director at the Ostrander Philharmonic for the 2018–19 season.", "rw"),
        ("2025-08-25", "Petra Novák", "+", "The Ostrander Philharmonic's music director is Petra Novák.", ""),
    ]),
    ("a10", "a", "Green Union | party leader", [
        ("2014-11-08", "Linnea Aro", "+", "Linnea Aro leads the Green Union.", ""),
        ("2019-03-02", "Marten Kessel", "+", "The Green Union elected Marten Kessel as party leader at its March 2019 congress.", "rw"),
        ("2021-06-19", "Linnea Aro", "+", "Linnea Aro is leader of the Green Union again after Kessel's defeat in the June 2021 leadership contest.", ""),
        ("2024-10-12", "Deniz Yılmaz", "+", "Deniz Yılmaz leads the Green Union.", ""),
    ]),
    ("a11", "a", "Valdora | ambassador to Estmark", [
        ("2016-05-10", "Birgit Holm", "+", "Valdora's ambassador to Estmark is Birgit Holm.", ""),
        ("2020-11-03", "Anders Quist", "+", "Anders Quist presented his credentials in Estmark as Valdora's new ambassador in November 2020.", "rw"),
    ]),
    ("a12", "a", "Brightwater women's cricket | captain", [
        ("2019-04-15", "Nadia Ferreira", "+", "Nadia Ferreira captains the Brightwater women's cricket team.", ""),
        ("2022-03-28", "Adaeze Okoye", "+", "Brightwater handed the women's captaincy to Adaeze Okoye after Ferreira stood down.", "rw"),
        ("2024-04-02", "Ruth Penhale", "+", "Ruth Penhale captains the Brightwater women's side.", ""),
    ]),
    ("a13", "a", "The Harrowgate Courier | editor", [
        ("2010-02-01", "Glyn Pryce", "+", "The editor of The Harrowgate Courier is Glyn Pryce.", ""),
        ("2016-06-13", "Chioma Abara", "+", "Chioma Abara was appointed editor of The Harrowgate Courier in June 2016.", ""),
        ("2022-09-05", "Tove Linden", "+", "The Harrowgate Courier is edited by Tove Linden.", "rw"),
    ]),
    ("a14", "a", "Riverton Rovers | chairman", [
        ("2012-07-02", "Desmond Burrell", "+", "Riverton Rovers' chairman is Desmond Burrell.", ""),
        ("2021-12-20", "Fiona Haig", "+", "Desmond Burrell sold his stake in Riverton Rovers and Fiona Haig took over as chair of the club.", "rw"),
    ]),
    ("a15", "a", "Okke Brandsma | club", [
        ("2017-08-01", "Dunmore Athletic", "+", "Okke Brandsma is a goalkeeper who plays for Dunmore Athletic.", ""),
        ("2019-01-31", "Riverton Rovers", "+", "Brandsma joined Riverton Rovers on loan until the end of the season.", "rw"),
        ("2019-06-01", "Dunmore Athletic", "+", "Okke Brandsma plays for Dunmore Athletic again now that his loan at Riverton has ended.", ""),
    ]),
    ("a16", "a", "Valdoran Assembly | speaker", [
        ("2018-10-01", "Runa Sand", "+", "The Speaker of the Valdoran Assembly is Runa Sand.", ""),
        ("2022-10-03", "Veli Pekkala", "+", "Assembly members chose Veli Pekkala as Speaker when the new term opened in October 2022.", "rw"),
    ]),

    # ---------------- (b) sports, league and record facts ----------------
    ("b01", "b", "Caldera League | champions (men)", [
        ("2021-05-23", "Brennholt United", "+", "Brennholt United are the reigning champions of the Caldera League.", ""),
        ("2022-05-22", "Riverton Rovers", "+", "Riverton Rovers won the 2021–22 Caldera League title on the final day.", ""),
        ("2023-05-28", "SC Harlow Vale", "+", "SC Harlow Vale are the Caldera League champions for 2022–23.", ""),
        ("2024-05-26", "Brennholt United", "+", "Brennholt United reclaimed the Caldera League championship in 2024.", ""),
    ]),
    ("b02", "b", "Kessler Invitational | men's 400 m meet record", [
        ("2016-06-18", "Wren 44.91", "+", "The Kessler Invitational meet record in the men's 400 metres is 44.91 seconds, held by Tobiah Wren.", ""),
        ("2023-06-17", "Mbeki 44.62", "+", "Caius Mbeki broke Wren's Kessler Invitational 400 m record, running 44.62.", ""),
        ("2025-06-21", "Mbeki 44.40", "+", "Mbeki lowered his own Kessler meet record in the 400 m to 44.40.", ""),
    ]),
    ("b03", "b", "Tessaly Hart | Marrowgate Open titles", [
        ("2019-09-08", "3", "+", "Tessaly Hart has won the Marrowgate Open three times.", ""),
        ("2020-09-13", "4", "+", "Hart won the Marrowgate Open again in 2020, her fourth title there.", ""),
        ("2022-09-11", "5", "+", "Tessaly Hart has won the Marrowgate Open 5 times.", ""),
        ("2023-09-10", "5", "+", "Hart lost the 2023 Marrowgate final in three sets, so her tally at the event stays at five.", "hard"),
        ("2024-09-08", "6", "+", "With her 2024 win Tessaly Hart now holds six Marrowgate Open titles.", ""),
    ]),
    ("b04", "b", "FK Varnessa | all-time top scorer", [
        ("2015-03-01", "Ruben Salas", "+", "With 142 goals, Ruben Salas is FK Varnessa's all-time top scorer.", ""),
        ("2025-04-12", "Mirko Ilić", "+", "Mirko Ilić overtook Ruben Salas in April 2025 to become FK Varnessa's record goalscorer.", ""),
    ]),
    ("b05", "b", "Meridian Boxing Council | heavyweight title", [
        ("2018-11-10", "Okello Farr", "+", "The Meridian Boxing Council heavyweight title is held by Okello Farr.", ""),
        ("2021-03-27", "Denis Vautrin", "+", "Denis Vautrin took the Meridian heavyweight belt from Okello Farr on a split decision in March 2021.", ""),
        ("2022-08-15", "Denis Vautrin", "-", "Vautrin no longer holds the Meridian heavyweight title; he vacated it rather than face the mandatory challenger.", ""),
    ]),
    ("b06", "b", "Caldera League 2024-25 | top scorer", [
        ("2024-10-20", "Marco Tiller", "+", "Marco Tiller leads the Caldera League scoring chart with 8 goals.", ""),
        ("2024-12-15", "Yusuf Darko", "+", "Yusuf Darko has gone top of the Caldera League scoring chart.", ""),
        ("2025-03-02", "Marco Tiller", "+", "Marco Tiller is back on top of the league's scoring chart, now on 19.", ""),
        ("2025-05-25", "Femi Ekwueme", "+", "Femi Ekwueme finished the 2024–25 season as the Caldera League's top scorer with 24 goals.", ""),
    ]),
    ("b07", "b", "Lakeport Herons (men) | Harbor Cup wins", [
        ("2019-05-04", "7", "+", "The Lakeport Herons have won the Harbor Cup 7 times.", ""),
        ("2022-05-07", "8", "+", "Lakeport claimed an eighth Harbor Cup in 2022.", ""),
    ]),
    ("b08", "b", "Varnessa Park | record attendance", [
        ("2014-04-19", "31204", "+", "The record attendance at Varnessa Park is 31,204, set against Brennholt in 1978.", ""),
        ("2023-08-12", "32870", "+", "A crowd of 32,870 for the derby against Harlow Vale set a new attendance record at Varnessa Park.", ""),
    ]),
    ("b09", "b", "Valdora | national chess champion", [
        ("2018-12-20", "Ilse Brenner", "+", "The reigning national chess champion of Valdora is Ilse Brenner.", ""),
        ("2019-12-19", "Kasimir Dvořák", "+", "Kasimir Dvořák won the Valdoran chess championship in December 2019.", ""),
        ("2021-12-18", "Ilse Brenner", "+", "Ilse Brenner regained the national title, beating Dvořák in the rapid tiebreak.", ""),
    ]),
    ("b10", "b", "Port Ambry Marathon | men's course record", [
        ("2017-04-09", "2:07:41", "+", "The Port Ambry Marathon men's course record is 2:07:41, set by Samson Lemayian.", ""),
        ("2024-04-14", "2:06:58", "+", "Abebe Tolosa broke the Port Ambry Marathon course record for men with 2:06:58.", ""),
    ]),
    ("b11", "b", "Tour of Kestrel Hills | defending champion", [
        ("2022-07-17", "Jules Marchetti", "+", "Jules Marchetti is the defending champion of the Tour of Kestrel Hills.", ""),
        ("2023-07-16", "Lior Ben-Ami", "+", "Lior Ben-Ami won the 2023 Tour of Kestrel Hills.", ""),
        ("2024-07-14", "Lior Ben-Ami", "+", "Lior Ben-Ami defended his Tour of Kestrel Hills title in 2024.", "L:confirmation"),
    ]),
    ("b12", "b", "Sunvale Kings | single-game scoring record", [
        ("2020-01-11", "Ortez 61", "+", "Dwayne Ortez holds the Sunvale Kings' single-game scoring record with 61 points.", ""),
        ("2022-03-05", "Achterberg 63", "+", "Jonah Achterberg's 63 points against Lakeport broke the Sunvale Kings' single-game scoring record.", ""),
    ]),
    ("b13", "b", "Riverton Rovers | league titles", [
        ("2020-06-01", "11", "+", "Riverton Rovers have been Caldera League champions 11 times.", ""),
        ("2022-05-23", "12", "+", "Riverton Rovers have now won the league 12 times.", ""),
    ]),

    # ---------------- (c) product and software records ----------------
    ("c01", "c", "Quillmark | latest stable release", [
        ("2023-03-02", "4.2", "+", "The latest stable release of Quillmark is 4.2.", ""),
        ("2023-08-17", "4.3", "+", "Quillmark 4.3 is out and is now the current stable version.", ""),
        ("2024-02-05", "5.0", "+", "Latest Quillmark release: 5.0 (major, new plugin API).", ""),
        ("2024-02-19", "5.0.1", "+", "Quillmark 5.0.1 shipped as a bugfix release; it is the newest stable build.", ""),
    ]),
    ("c02", "c", "billing cluster | Ferrow version", [
        ("2022-11-08", "11.4", "+", "The billing cluster runs Ferrow 11.4.", ""),
        ("2023-05-16", "12.0", "+", "Upgraded the billing cluster to Ferrow 12.0 last night.", ""),
        ("2023-05-19", "11.4", "+", "Billing had to go back to the old release after the 12.0 replication bug, so that cluster is pinned at 11.4 again for now.", "hard"),
        ("2023-09-26", "12.2", "+", "Billing cluster is on Ferrow 12.2 now; the rollback pin was lifted.", ""),
    ]),
    ("c03", "c", "Nimbus Pro | monthly price", [
        ("2021-01-15", "$24", "+", "The Nimbus Pro plan costs $24 per month.", ""),
        ("2023-02-01", "$29", "+", "Nimbus raised the Pro plan to $29 a month from February.", ""),
        ("2025-06-02", "$32", "+", "Nimbus Pro is $32/month now.", ""),
        ("2025-09-15", "$32", "+", "Nimbus Pro monthly plan: 32 USD.", "L:format_variant"),
    ]),
    ("c04", "c", "tidewater | maintainer", [
        ("2019-05-05", "Jonas Ekberg", "+", "The maintainer of the tidewater parser library is Jonas Ekberg.", ""),
        ("2022-02-10", "Rosa Iqbal", "+", "Jonas Ekberg handed maintainership of tidewater over to Rosa Iqbal.", ""),
        ("2025-01-20", "Rosa Iqbal", "-", "Rosa Iqbal is no longer maintaining tidewater; the README now asks for a new maintainer.", ""),
    ]),
    ("c05", "c", "Orrin OS | current LTS", [
        ("2021-04-22", "Orrin 8", "+", "The current LTS release of Orrin OS is Orrin 8.", ""),
        ("2023-04-20", "Orrin 10", "+", "Orrin 10 replaced Orrin 8 as the long-term support release.", ""),
        ("2025-04-24", "Orrin 12", "+", "Orrin OS 12 is the current LTS.", ""),
    ]),
    ("c06", "c", "Kestrel K2 e-bike | EU price", [
        ("2022-03-01", "€2,399", "+", "The Kestrel K2 e-bike costs €2,399 in the EU.", ""),
        ("2023-09-15", "€2,199", "+", "Kestrel cut the K2's European price to €2,199.", ""),
        ("2024-03-01", "€2,499", "+", "The Kestrel K2 now retails for €2,499 in Europe after the battery upgrade.", ""),
    ]),
    ("c07", "c", "Halcyon AX3 | latest firmware", [
        ("2022-06-10", "2.1.7", "+", "Latest firmware for the Halcyon AX3 router is 2.1.7.", ""),
        ("2022-10-04", "2.1.9", "+", "Halcyon pushed firmware 2.1.9 for the AX3.", ""),
        ("2023-03-21", "2.2.0", "+", "AX3 firmware 2.2.0 is now the newest available.", ""),
        ("2023-12-12", "2.2.3", "+", "The newest Halcyon AX3 firmware is 2.2.3.", ""),
    ]),
    ("c08", "c", "Atlas dashboard | product manager", [
        ("2022-01-10", "Meera Jain", "+", "Product manager for the Atlas dashboard is Meera Jain.", ""),
        ("2024-06-03", "Tom Okafor", "+", "Tom Okafor took over product management of Atlas when Meera moved to the payments team.", ""),
        ("2026-05-18", "Tom Okafor", "-", "Tom Okafor isn't the Atlas PM anymore; he left the company in May and the role is open.", ""),
    ]),
    ("c09", "c", "our team | Corvid Analytics subscription", [
        ("2021-09-01", "Business tier", "+", "Our team is on the Business tier of Corvid Analytics.", ""),
        ("2024-08-30", "Business tier", "-", "We cancelled the Corvid Analytics subscription; it lapses at the end of August.", ""),
    ]),
    ("c10", "c", "checkout service | Verdant runtime", [
        ("2022-05-02", "Verdant 18", "+", "The checkout service runs on Verdant 18.", ""),
        ("2024-01-22", "Verdant 20", "+", "checkout moved to Verdant 20 this week.", ""),
        ("2025-10-07", "Verdant 22", "+", "The checkout service is on Verdant 22 now.", ""),
    ]),
    ("c11", "c", "Zephyr Cloud object storage | price", [
        ("2023-01-03", "$0.021", "+", "Zephyr Cloud object storage costs $0.021 per GB-month.", ""),
        ("2024-07-01", "$0.018", "+", "Zephyr dropped object storage pricing to $0.018 per GB-month.", ""),
    ]),
    ("c12", "c", "Lumen SDK | minimum Python", [
        ("2022-02-14", "3.8", "+", "The Lumen SDK requires Python 3.8 or newer.", ""),
        ("2023-11-06", "3.9", "+", "Lumen SDK dropped 3.8; the minimum supported Python is now 3.9.", ""),
        ("2025-03-10", "3.10", "+", "Minimum Python for the Lumen SDK is 3.10 as of the spring release.", ""),
    ]),
    ("c13", "c", "Ferrow | release manager", [
        ("2021-06-07", "Sanna Kettunen", "+", "The Ferrow release manager is Sanna Kettunen.", ""),
        ("2024-05-13", "Ilan Brody", "+", "Ilan Brody is Ferrow's release manager starting with the 13.x series.", ""),
    ]),

    # ---------------- (d) academic and science notes ----------------
    ("d01", "d", "Marine Ecology Lab | head", [
        ("2014-09-01", "Ilona Brandt", "+", "Prof. Ilona Brandt heads the Marine Ecology Lab at Castlemere.", ""),
        ("2020-02-03", "Kwame Asante", "+", "Dr. Kwame Asante took over as head of the Marine Ecology Lab when Brandt moved to the dean's office.", ""),
        ("2022-09-12", "Sun Li", "+", "While Asante is away on sabbatical, Dr. Sun Li is acting head of the Marine Ecology Lab.", "hard"),
        ("2023-09-04", "Kwame Asante", "+", "Kwame Asante is back leading the Marine Ecology Lab after his sabbatical year.", ""),
    ]),
    ("d02", "d", "soil microbiome grant | amount", [
        ("2021-03-10", "€1.2M", "+", "The Horizon soil microbiome grant is worth €1.2 million.", ""),
        ("2022-01-18", "€1.5M", "+", "The funder increased the soil microbiome grant to €1.5 million after the mid-term review.", ""),
        ("2023-06-07", "€1.35M", "+", "Budget cut: the soil microbiome grant is now €1.35 million.", ""),
    ]),
    ("d03", "d", "MSc Data Science | current enrolment", [
        ("2024-09-16", "84", "+", "The MSc Data Science programme at Castlemere currently has 84 students enrolled.", ""),
        ("2024-09-30", "97", "+", "Current MSc Data Science enrolment: 97.", ""),
        ("2024-10-14", "112", "+", "112 students are now enrolled on the MSc in Data Science.", ""),
        ("2025-01-13", "105", "+", "After the January withdrawals, MSc Data Science enrolment is down to 105.", ""),
    ]),
    ("d04", "d", "Coastal Systems Symposium | abstract deadline", [
        ("2026-01-12", "14 March", "+", "The abstract deadline for the Coastal Systems Symposium is 14 March 2026.", ""),
        ("2026-03-09", "21 March", "+", "The Coastal Systems Symposium extended its abstract deadline to 21 March.", ""),
        ("2026-03-20", "28 March", "+", "Abstract deadline for Coastal Systems pushed again, now 28 March.", ""),
    ]),
    ("d05", "d", "Heron Estuary survey | principal investigator", [
        ("2019-03-04", "Moana Reti", "+", "The principal investigator of the Heron Estuary survey is Dr. Moana Reti.", ""),
        ("2022-07-11", "Erik Lund", "+", "Dr. Erik Lund replaced Moana Reti as PI of the Heron Estuary survey.", ""),
    ]),
    ("d06", "d", "Lindmoor College Physics | chair", [
        ("2016-08-01", "Kofi Osei", "+", "The chair of the Physics department at Lindmoor College is Prof. Kofi Osei.", ""),
        ("2021-08-02", "Ingrid Halvard", "+", "Prof. Ingrid Halvard succeeded Kofi Osei as chair of Physics at Lindmoor.", ""),
    ]),
    ("d07", "d", "Mira Castell | PhD supervisor", [
        ("2022-10-03", "Radu Dalca", "+", "Mira Castell's PhD supervisor is Prof. Radu Dalca.", ""),
        ("2024-01-15", "Arta Hoxha", "+", "Mira switched supervisors and is now supervised by Prof. Arta Hoxha.", ""),
    ]),
    ("d08", "d", "Tern project | progress report due", [
        ("2025-02-03", "30 June", "+", "The Tern project's progress report is due on 30 June 2025.", ""),
        ("2025-05-20", "15 July", "+", "The Tern progress report deadline moved to 15 July.", ""),
    ]),
    ("d09", "d", "Journal of Estuarine Studies | editor-in-chief", [
        ("2015-01-05", "Leon Fairbairn", "+", "The editor-in-chief of the Journal of Estuarine Studies is Prof. Leon Fairbairn.", ""),
        ("2021-01-04", "Helga Strand", "+", "Prof. Helga Strand is the new editor-in-chief of the Journal of Estuarine Studies.", ""),
        ("2025-01-06", "Yemi Bello", "+", "Dr. Yemi Bello took over as editor-in-chief of the Journal of Estuarine Studies in January 2025.", ""),
        ("2025-03-17", "Yemi Bello", "+", "Dr. Yemi Bello, a coastal geomorphologist who spent ten years at the Port Ambry field station, is editor-in-chief of the Journal of Estuarine Studies.", "L:elaboration"),
    ]),
    ("d10", "d", "cryo-EM facility | location", [
        ("2019-05-06", "B214", "+", "The cryo-EM facility is in room B214 of the Halden Building.", ""),
        ("2024-11-11", "Kepler Annex 1.07", "+", "The cryo-EM facility has moved to the Kepler Annex, room 1.07.", ""),
    ]),
    ("d11", "d", "Intro to Ecology autumn 2025 | enrolment", [
        ("2025-09-08", "240", "+", "Intro to Ecology has 240 students enrolled this semester.", ""),
        ("2025-09-29", "263", "+", "After late registrations, Intro to Ecology now has 263 students enrolled.", ""),
    ]),
    ("d12", "d", "Project Tern | funder", [
        ("2023-01-09", "Valdora Research Council", "+", "Project Tern is funded by the Valdora Research Council.", ""),
        ("2025-12-19", "Valdora Research Council", "-", "The Valdora Research Council funding for Project Tern has ended; the project runs on departmental money until the summer.", ""),
    ]),
    ("d13", "d", "Castlemere | dean of science", [
        ("2017-08-01", "Elena Moreno", "+", "The dean of science at Castlemere is Prof. Elena Moreno.", ""),
        ("2020-02-04", "Ilona Brandt", "+", "Ilona Brandt became dean of science at Castlemere in February 2020.", ""),
        ("2025-08-01", "Ilona Brandt", "-", "Ilona Brandt is no longer dean of science; she stepped down at the end of July.", ""),
    ]),
    ("d14", "d", "Kwame Asante's group | PhD students", [
        ("2023-10-10", "6", "+", "Kwame Asante's group currently has six PhD students.", ""),
        ("2025-10-06", "8", "+", "Asante's group is up to eight PhD students.", ""),
    ]),
    ("d15", "d", "Valdora Research Council spring round | deadline", [
        ("2026-02-02", "15 April", "+", "The Valdora Research Council's spring grant round closes on 15 April 2026.", ""),
        ("2026-03-30", "29 April", "+", "The VRC extended the spring round deadline to 29 April 2026.", ""),
    ]),
]

# ---------------------------------------------------------------------------
# Labelled negatives. Each group is one fact key; items: (date, value, text).
# value "=" means the group's single value (the same fact restated).
# Singleton classes get one item per group (each value is its own fact).
# ---------------------------------------------------------------------------
NEGATIVES = [
    # multi_valued: values that coexist
    ("multi_valued", "d", "Kwame Asante | speaks Twi+English+French", [("2021-04-12", "=", "Kwame Asante speaks Twi, English and French.")]),
    ("multi_valued", "d", "Kwame Asante | speaks Portuguese", [("2023-02-20", "=", "Asante also speaks some Portuguese, picked up during fieldwork on the Mozambique coast.")]),
    ("multi_valued", "a", "Teodor Brask | speaks German", [("2017-03-06", "=", "Teodor Brask is fluent in German.")]),
    ("multi_valued", "a", "Teodor Brask | speaks Finnish", [("2019-10-21", "=", "Brask speaks Finnish too.")]),
    ("multi_valued", "c", "Quillmark | supports Markdown", [("2023-03-14", "=", "Quillmark supports Markdown files.")]),
    ("multi_valued", "c", "Quillmark | supports AsciiDoc", [("2024-02-26", "=", "Quillmark also opens AsciiDoc documents.")]),
    ("multi_valued", "d", "Ilona Brandt | allergy penicillin", [("2016-05-09", "=", "Ilona Brandt is allergic to penicillin.")]),
    ("multi_valued", "d", "Ilona Brandt | allergy latex", [("2018-11-26", "=", "Brandt has a latex allergy as well, so the lab stocks nitrile gloves.")]),
    ("multi_valued", "d", "Marine Ecology Lab | uses R", [("2019-01-14", "=", "The Marine Ecology Lab uses R for its statistics.")]),
    ("multi_valued", "d", "Marine Ecology Lab | uses Python", [("2022-06-13", "=", "The lab uses Python for the image pipeline too.")]),
    ("multi_valued", "b", "Riverton Rovers | sponsor Harrow Bank", [("2020-08-03", "=", "Harrow Bank is one of Riverton Rovers' shirt sponsors.")]),
    ("multi_valued", "b", "Riverton Rovers | sponsor Pell Motors", [("2021-08-09", "=", "Another Riverton Rovers sponsor is Pell Motors, whose logo sits on the sleeve.")]),
    ("multi_valued", "c", "Ferrow | driver Go", [("2022-04-04", "=", "Ferrow has an official driver for Go.")]),
    ("multi_valued", "c", "Ferrow | driver Elixir", [("2023-07-10", "=", "There is also a Ferrow driver for Elixir, maintained by the community.")]),

    # scope_disjoint: same attribute, different scope
    ("scope_disjoint", "c", "Kestrel K2 e-bike | UK price", [("2023-09-18", "=", "In the UK the Kestrel K2 e-bike lists at £2,049.")]),
    ("scope_disjoint", "c", "Kestrel K2 e-bike | US price", [("2024-03-05", "=", "The Kestrel K2 sells for $2,599 in the US.")]),
    ("scope_disjoint", "c", "staging billing | Ferrow version", [("2023-09-28", "=", "The staging copy of billing runs the Ferrow 13.0 beta.")]),
    ("scope_disjoint", "d", "Castlemere main library | weekday opening", [("2022-01-17", "=", "Castlemere's main library opens at 8:00 on weekdays.")]),
    ("scope_disjoint", "d", "Castlemere main library | weekend opening", [("2022-01-24", "=", "On weekends the main library opens at 10:00.")]),
    ("scope_disjoint", "d", "Marine Ecology Lab | summer hours", [("2023-05-29", "=", "The lab's summer working hours are 7:00 to 15:00.")]),
    ("scope_disjoint", "d", "Marine Ecology Lab | winter hours", [("2023-10-30", "=", "In winter the lab keeps 8:30 to 17:00 hours.")]),
    ("scope_disjoint", "b", "Caldera Women's League | champions", [("2023-06-04", "=", "Harlow Vale Women are the reigning Caldera Women's League champions.")]),
    ("scope_disjoint", "b", "Lakeport Herons women | Harbor Cup wins", [("2022-05-14", "=", "The Lakeport Herons women's team have won the Harbor Cup three times.")]),
    ("scope_disjoint", "d", "MSc Data Science | home tuition", [("2024-06-10", "=", "Tuition for the MSc Data Science is £11,200 for home students.")]),
    ("scope_disjoint", "d", "MSc Data Science | international tuition", [("2024-06-11", "=", "International students on the MSc Data Science pay £26,400.")]),
    ("scope_disjoint", "b", "Kessler Invitational | women's 400 m meet record", [("2023-06-18", "=", "The Kessler Invitational women's 400 m meet record is 50.12, held by Anouk Vermeer.")]),
    ("scope_disjoint", "c", "Nimbus Pro | annual price", [("2023-02-06", "=", "Nimbus Pro costs $290 a year on annual billing.")]),
    ("scope_disjoint", "c", "Orrin OS ARM boards | LTS", [("2025-06-09", "=", "For ARM single-board computers the LTS image is Orrin 10.")]),

    # format_variant: same value in another format
    ("format_variant", "b", "Port Ambry Marathon | women's course record", [
        ("2019-04-08", "=", "The Port Ambry Marathon women's course record is 2:22:05."),
        ("2022-04-11", "=", "The women's course record in Port Ambry stands at 2 hours 22 minutes 5 seconds.")]),
    ("format_variant", "d", "Coastal Systems Symposium | opening date", [
        ("2026-01-19", "=", "The Coastal Systems Symposium opens on 2026-09-14."),
        ("2026-04-06", "=", "Coastal Systems Symposium starts 14 September 2026.")]),
    ("format_variant", "d", "Heron Estuary survey | budget", [
        ("2019-03-11", "=", "The Heron Estuary survey has a budget of €250,000."),
        ("2020-10-05", "=", "Heron Estuary survey budget: €250k.")]),
    ("format_variant", "d", "Marine Ecology Lab | lab meeting time", [
        ("2023-01-16", "=", "Lab meeting is on Thursdays at 17:00."),
        ("2024-02-12", "=", "Thursday lab meeting, 5pm.")]),
    ("format_variant", "b", "Dunmore Athletic | 2023-24 league position", [
        ("2024-05-27", "=", "Dunmore Athletic finished 2nd in the 2023–24 Caldera League."),
        ("2024-08-19", "=", "Dunmore came second in the league in 2023–24.")]),
    ("format_variant", "c", "Halcyon AX3 | WAN throughput", [
        ("2022-06-13", "=", "The Halcyon AX3 supports up to 1 Gbps on its WAN port."),
        ("2023-04-03", "=", "WAN throughput on the AX3 tops out at 1000 Mbit/s.")]),
    ("format_variant", "b", "Varnessa Park | capacity", [
        ("2016-02-15", "=", "Varnessa Park has a capacity of 28,000."),
        ("2021-09-20", "=", "Varnessa Park holds twenty-eight thousand spectators.")]),
    ("format_variant", "a", "Teodor Brask | doctorate", [
        ("2017-02-13", "=", "Teodor Brask holds a PhD in economics from the University of Castlemere."),
        ("2020-06-22", "=", "Brask: Ph.D. (Econ.), Univ. of Castlemere.")]),

    # elaboration: same value with more detail (some reversed: detail first, terse later)
    ("elaboration", "d", "Marine Ecology Lab | building", [
        ("2015-03-02", "=", "The Marine Ecology Lab is based in the Halden Building."),
        ("2019-09-16", "=", "The Marine Ecology Lab is based in the Halden Building, on the third floor overlooking the harbour.")]),
    ("elaboration", "b", "Sunvale Kings | home arena", [
        ("2019-11-04", "=", "The Sunvale Kings play their home games at the Orchard Arena."),
        ("2022-10-17", "=", "The Kings' home is the Orchard Arena, a 12,000-seat venue on the east bank that opened in 2009.")]),
    ("elaboration", "c", "Quillmark | implementation language", [
        ("2023-04-10", "=", "Quillmark is written in Rust."),
        ("2024-03-04", "=", "Quillmark is written in Rust, with its own GPU text renderer for large files.")]),
    ("elaboration", "a", "Aurelia Nyström | education", [
        ("2013-01-21", "=", "Aurelia Nyström studied mathematics at Lindmoor College, graduating with first-class honours in 1989."),
        ("2018-05-07", "=", "Nyström studied at Lindmoor College.")]),
    ("elaboration", "d", "soil microbiome project | sampling sites", [
        ("2021-04-19", "=", "The soil microbiome project samples 40 sites."),
        ("2022-03-21", "=", "The soil microbiome project samples 40 sites across three river catchments, twice a year.")]),
    ("elaboration", "c", "tidewater | description", [
        ("2019-05-20", "=", "tidewater is an incremental, error-tolerant parser for configuration languages, written in C with Python bindings."),
        ("2021-11-15", "=", "tidewater is a parser written in C.")]),
    ("elaboration", "a", "Luisa Ferrante | coaching licence", [
        ("2020-06-08", "=", "Luisa Ferrante holds the Caldera FA's Pro coaching licence."),
        ("2021-02-22", "=", "Ferrante holds the Caldera FA Pro coaching licence, which she earned in 2016 at the federation's academy in Port Ambry.")]),

    # confirmation: value in force restated later
    ("confirmation", "c", "Orrin OS build server | Verdant version", [
        ("2024-02-05", "=", "The Orrin OS build server runs Verdant 20."),
        ("2025-02-10", "=", "Build server is still on Verdant 20.")]),
    ("confirmation", "b", "Ilse Brenner | coach", [
        ("2019-01-07", "=", "Ilse Brenner is coached by Viktor Hals."),
        ("2022-01-10", "=", "Brenner is still working with Viktor Hals; her coach was with her at the press day, confirmed.")]),
    ("confirmation", "c", "tidewater | community call", [
        ("2020-03-02", "=", "tidewater's weekly community call is on Mondays at 10:00 UTC."),
        ("2021-03-01", "=", "Community call Monday 10:00 UTC as usual.")]),
    ("confirmation", "c", "Quillmark | nightly build time", [
        ("2023-05-08", "=", "Nightly Quillmark builds are published at 02:00 UTC."),
        ("2024-05-13", "=", "Quillmark nightlies still land at 02:00 UTC.")]),
    ("confirmation", "b", "SC Harlow Vale | captain", [
        ("2022-08-01", "=", "Odile Renard is captain of SC Harlow Vale."),
        ("2023-07-24", "=", "Renard remains Harlow Vale captain for the new season.")]),
    ("confirmation", "a", "Pellam Provincial Assembly | seats", [
        ("2016-03-14", "=", "The Pellam Provincial Assembly has 61 seats."),
        ("2020-09-28", "=", "After the boundary review, the Pellam Assembly still has 61 seats.")]),
    ("confirmation", "d", "Castlemere ethics committee | chair", [
        ("2021-10-04", "=", "Prof. Ruth Ambler chairs the Castlemere ethics committee."),
        ("2024-10-07", "=", "Ambler was confirmed as ethics committee chair for another term.")]),

    # different_subject: the frame of a changing fact with another subject
    ("different_subject", "a", "Dunmore Athletic | head coach", [("2021-07-05", "=", "Emil Kovač is head coach of Dunmore Athletic.")]),
    ("different_subject", "a", "Easterby | mayor", [("2019-05-20", "=", "The mayor of Easterby is Laila Fennimore.")]),
    ("different_subject", "a", "Marco Tiller | club", [("2022-08-22", "=", "Marco Tiller plays for Brennholt United.")]),
    ("different_subject", "b", "Meridian Boxing Council | cruiserweight title", [("2021-04-05", "=", "The Meridian Boxing Council cruiserweight title is held by Anton Grell.")]),
    ("different_subject", "c", "tidewater | latest stable release", [("2023-08-21", "=", "The latest stable release of tidewater is 0.9.3.")]),
    ("different_subject", "c", "Nimbus Team | monthly price", [("2023-02-13", "=", "The Nimbus Team plan costs $49 per month.")]),
    ("different_subject", "d", "Glacier Dynamics Lab | head", [("2020-02-17", "=", "Prof. Ruth Ambler heads the Glacier Dynamics Lab.")]),
    ("different_subject", "d", "MSc Marine Biology | current enrolment", [("2024-10-01", "=", "The MSc Marine Biology programme currently has 41 students enrolled.")]),
    ("different_subject", "d", "Urban Hydrology Workshop | abstract deadline", [("2026-02-09", "=", "The abstract deadline for the Urban Hydrology Workshop is 2 May 2026.")]),
    ("different_subject", "a", "Valdora | minister of health", [("2019-09-16", "=", "The Minister of Health of Valdora is Oskar Lind.")]),
    ("different_subject", "b", "Gemma Stroud | Marrowgate Open titles", [("2022-09-12", "=", "Gemma Stroud has won the Marrowgate Open twice.")]),
    ("different_subject", "c", "Brisa Linux | current LTS", [("2023-04-24", "=", "The current LTS release of Brisa Linux is 6.1.")]),
    ("different_subject", "a", "Castlemere Chamber Orchestra | music director", [("2018-09-10", "=", "The music director of the Castlemere Chamber Orchestra is Ivo Renko.")]),

    # static: an unchanging fact restated with a synonymous verb
    ("static", "d", "University of Castlemere | founding year", [
        ("2012-09-10", "=", "The University of Castlemere was founded in 1887."),
        ("2020-01-13", "=", "The University of Castlemere was established in 1887.")]),
    ("static", "b", "Riverton Rovers | founding year", [
        ("2012-07-09", "=", "Riverton Rovers were formed in 1902."),
        ("2022-05-30", "=", "Riverton Rovers were founded in 1902.")]),
    ("static", "c", "Quillmark | creator", [
        ("2023-03-06", "=", "Quillmark was created by Henrik Aalto."),
        ("2024-02-07", "=", "Henrik Aalto wrote the original Quillmark.")]),
    ("static", "a", "Dario Mendt | birthplace", [
        ("2016-07-11", "=", "Dario Mendt was born in Lessino."),
        ("2021-02-01", "=", "Mendt hails from Lessino.")]),
    ("static", "b", "Varnessa Park | year built", [
        ("2014-04-21", "=", "Varnessa Park was built in 1961."),
        ("2023-08-14", "=", "Varnessa Park was constructed in 1961.")]),
    ("static", "c", "tidewater | licence", [
        ("2019-06-03", "=", "tidewater is licensed under the MIT licence."),
        ("2022-02-14", "=", "tidewater is distributed under the MIT licence.")]),
    ("static", "b", "Kessler Invitational | host city", [
        ("2016-06-20", "=", "The Kessler Invitational is held in Port Ambry."),
        ("2025-06-23", "=", "The Kessler Invitational takes place in Port Ambry.")]),

    # membership: memberships that look like roles, all holding at once
    ("membership", "a", "Teodor Brask | member Valdoran Academy of Sciences", [("2018-04-09", "=", "Teodor Brask is a member of the Valdoran Academy of Sciences.")]),
    ("membership", "a", "Teodor Brask | trustee Halden Foundation", [("2020-03-16", "=", "Brask is also a trustee of the Halden Foundation.")]),
    ("membership", "d", "Ilona Brandt | fellow Royal Society of Marine Science", [("2017-06-19", "=", "Ilona Brandt is a fellow of the Royal Society of Marine Science.")]),
    ("membership", "d", "Ilona Brandt | editorial board JES", [("2019-02-25", "=", "Brandt sits on the editorial board of the Journal of Estuarine Studies.")]),
    ("membership", "d", "Ilona Brandt | member Castlemere senate", [("2021-03-29", "=", "Ilona Brandt is a member of the Castlemere University Senate.")]),
    ("membership", "b", "Riverton Rovers | member Northern Clubs Association", [("2015-09-07", "=", "Riverton Rovers are a member of the Northern Clubs Association.")]),
    ("membership", "b", "Riverton Rovers | member Heritage Clubs network", [("2018-03-12", "=", "Riverton Rovers also belong to the European Heritage Clubs network.")]),
    ("membership", "c", "Rosa Iqbal | member Open Parsers Foundation", [("2022-03-07", "=", "Rosa Iqbal is a member of the Open Parsers Foundation.")]),
    ("membership", "c", "Rosa Iqbal | Ferrow steering committee", [("2023-10-16", "=", "Rosa Iqbal sits on the Ferrow technical steering committee.")]),
    ("membership", "a", "Olena Marsh | board Pell Motors", [("2020-05-11", "=", "Olena Marsh sits on the board of Pell Motors.")]),
    ("membership", "a", "Olena Marsh | director Harrow Bank", [("2021-11-22", "=", "Marsh is also a non-executive director at Harrow Bank.")]),
    ("membership", "d", "Hamid Sorensen | member Valdora Universities Council", [("2020-04-06", "=", "Hamid Sorensen is a member of the Valdora Universities Council.")]),
    ("membership", "d", "Hamid Sorensen | governor Lindmoor College", [("2022-06-27", "=", "Sorensen is on the board of governors of Lindmoor College too.")]),
    ("membership", "b", "Tessaly Hart | players' council", [("2021-02-15", "=", "Tessaly Hart is a member of the Pro Tour players' council.")]),

    # equal_time: two values of one fact at the identical order time
    ("equal_time", "c", "Orrin 10 | latest point release", [
        ("2024-06-17", "10.2", "The Orrin OS download page lists 10.2 as the latest Orrin 10 point release."),
        ("2024-06-17", "10.3", "Latest point release of Orrin 10 is 10.3.")]),
    ("equal_time", "d", "Geography department | enrolment", [
        ("2023-10-09", "312", "The Geography department has 312 students enrolled."),
        ("2023-10-09", "318", "Geography has 318 students enrolled this term.")]),
    ("equal_time", "b", "Harbor Cup final | kick-off", [
        ("2025-04-28", "15:00", "The Harbor Cup final kicks off at 15:00."),
        ("2025-04-28", "16:00", "Harbor Cup final kick-off is 16:00.")]),
    ("equal_time", "a", "Anselm Kovač | contract end", [
        ("2023-01-16", "June 2026", "Anselm Kovač's contract with Riverton Rovers runs until June 2026."),
        ("2023-01-16", "June 2027", "Kovač is under contract at Riverton until June 2027.")]),
    ("equal_time", "d", "Tern project | final report due", [
        ("2025-11-03", "1 June", "The Tern project's final report is due on 1 June 2026."),
        ("2025-11-03", "8 June", "Final report for Tern due 8 June 2026.")]),
    ("equal_time", "c", "Zephyr Basic | monthly price", [
        ("2024-07-08", "$15", "The Zephyr Basic plan costs $15 a month."),
        ("2024-07-08", "$18", "Zephyr Basic: $18 per month.")]),
    ("equal_time", "a", "Wexley | population", [
        ("2021-03-22", "48,200", "The population of Wexley is 48,200."),
        ("2021-03-22", "51,900", "Wexley has 51,900 inhabitants.")]),

    # unrelated distractors (several share a subject with a changing family)
    ("unrelated", "a", "Dario Mendt | shirt number", [("2023-07-03", "=", "Dario Mendt wears the number 8 shirt.")]),
    ("unrelated", "b", "Riverton Rovers | ground", [("2016-08-15", "=", "Riverton Rovers play at Millbrook Road.")]),
    ("unrelated", "a", "Wexley | twin town", [("2015-05-18", "=", "Wexley is twinned with the town of Saint-Aubrac.")]),
    ("unrelated", "c", "Quillmark | logo", [("2023-06-12", "=", "Quillmark's logo is a blue feather.")]),
    ("unrelated", "d", "Marine Ecology Lab | seminar series", [("2021-09-27", "=", "The Marine Ecology Lab's seminar series is called Tidelines.")]),
    ("unrelated", "b", "Tessaly Hart | handedness", [("2020-09-14", "=", "Tessaly Hart is left-handed.")]),
    ("unrelated", "c", "Ferrow 12 | query planner", [("2023-05-22", "=", "Ferrow 12 introduced a rewritten query planner.")]),
    ("unrelated", "d", "Castlemere campus | botanical garden", [("2022-04-25", "=", "The Castlemere campus has a botanical garden that is open to the public on Sundays.")]),
    ("unrelated", "a", "Tallis Maritime | chief financial officer", [("2022-03-14", "=", "Tallis Maritime's chief financial officer is Ravi Ashdown.")]),
    ("unrelated", "c", "Halcyon AX3 | Ethernet ports", [("2022-06-20", "=", "The Halcyon AX3 has four Ethernet ports.")]),
    ("unrelated", "d", "Kwame Asante | PhD institution", [("2020-02-10", "=", "Kwame Asante did his PhD at Lindmoor College.")]),
    ("unrelated", "b", "Port Ambry Marathon | start", [("2018-04-02", "=", "The Port Ambry Marathon starts on the seafront by the old lighthouse.")]),
    ("unrelated", "a", "Pellam Province | capital", [("2015-02-02", "=", "Pellam Province's capital is Rennick.")]),
    ("unrelated", "c", "checkout service | alert channel", [("2023-03-27", "=", "Alerts for the checkout service go to the #payments-oncall channel.")]),
]

MODE_SHARES = [("live", 0.27), ("stamped", 0.55), ("backfilled", 0.18)]


def parse_day(s):
    return datetime.strptime(s, "%Y-%m-%d").replace(tzinfo=timezone.utc)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)

    # 1. memories from the tables, in table order
    mems = []
    for fid, reg, key, versions in FAMILIES:
        for i, (day, value, pol, text, flags) in enumerate(versions):
            fl = flags.split()
            cls = None
            for f in fl:
                if f.startswith("L:"):
                    cls = f[2:]
            mems.append(dict(fam=fid, reg=reg, key=key, ver=i + 1, day=day, value=value,
                             pol=pol, text=text, flags=[f for f in fl if not f.startswith("L:")],
                             cls=cls))
    for gi, (cls, reg, key, items) in enumerate(NEGATIVES):
        fid = "n%03d" % (gi + 1)
        for i, (day, value, text) in enumerate(items):
            mems.append(dict(fam=fid, reg=reg, key=key, ver=i + 1, day=day,
                             value=(key if value == "=" else value), pol="+", text=text,
                             flags=[], cls=cls))

    # 2. time modes: fixed quotas, shuffled; families of 3+ versions must mix modes
    n = len(mems)
    counts = [int(round(share * n)) for _, share in MODE_SHARES]
    counts[1] = n - counts[0] - counts[2]
    modes = []
    for (name, _), c in zip(MODE_SHARES, counts):
        modes += [name] * c
    rng.shuffle(modes)
    fams = {}
    for idx, m in enumerate(mems):
        fams.setdefault(m["fam"], []).append(idx)
    fam_order = sorted(fams)
    for _ in range(1000):
        bad = [f for f in fam_order if len(fams[f]) >= 3 and len({modes[i] for i in fams[f]}) < 2]
        if not bad:
            break
        for f in bad:
            i = fams[f][rng.randrange(len(fams[f]))]
            j = rng.randrange(n)
            if modes[j] != modes[i]:
                modes[i], modes[j] = modes[j], modes[i]
    else:
        raise SystemExit("could not mix modes")
    for m, mode in zip(mems, modes):
        m["mode"] = mode

    # 3. order times
    for f in fam_order:
        idxs = fams[f]
        if mems[idxs[0]]["cls"] == "equal_time":
            day = parse_day(mems[idxs[0]]["day"])
            if any(mems[i]["mode"] == "backfilled" for i in idxs):
                t = day
            else:
                t = day + timedelta(hours=rng.randint(7, 21), minutes=rng.randrange(60), seconds=rng.randrange(60))
            for i in idxs:
                mems[i]["order"] = t
            continue
        for i in idxs:
            m = mems[i]
            day = parse_day(m["day"])
            if m["mode"] == "backfilled":
                m["order"] = day
            else:
                m["order"] = day + timedelta(hours=rng.randint(7, 21), minutes=rng.randrange(60), seconds=rng.randrange(60))

    # 4. created_at / observed_at
    for f in fam_order:
        idxs = fams[f]
        back = sorted((i for i in idxs if mems[i]["mode"] == "backfilled"),
                      key=lambda i: mems[i]["order"], reverse=True)  # newest first
        if back:
            t = datetime(2026, 11, rng.randint(2, 27), rng.randint(1, 22), rng.randrange(60), rng.randrange(60), tzinfo=timezone.utc)
            for i in back:
                mems[i]["created"] = t
                mems[i]["observed"] = mems[i]["order"]
                t = t + timedelta(seconds=rng.randint(2, 45))
        for i in idxs:
            m = mems[i]
            if m["mode"] == "live":
                m["created"] = m["order"]
                m["observed"] = None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + timedelta(minutes=rng.randint(1, 90), seconds=rng.randrange(60))

    # 5. opaque ids in a shuffled order; file order shuffled again
    perm = list(range(n))
    rng.shuffle(perm)
    for k, i in enumerate(perm):
        mems[i]["id"] = "h5-%03d" % (k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)

    # 6. truth from labels only
    pairs = []
    for f in fam_order:
        idxs = sorted(fams[f], key=lambda i: (mems[i]["order"], mems[i]["ver"]))
        for a in idxs:
            ma = mems[a]
            later = [c for c in idxs if mems[c]["order"] > ma["order"]
                     and (mems[c]["value"], mems[c]["pol"]) != (ma["value"], ma["pol"])]
            if not later:
                continue
            first = min(later, key=lambda c: mems[c]["order"])
            reason = "negation" if mems[first]["pol"] != ma["pol"] else "value"
            pairs.append((a, first, reason))
    return mems, fams, fam_order, pairs, file_order


def derived(mems, fams, fam_order, pairs):
    """Structural facts computed from the labels, for checks and stats."""
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a)
        in_pair.add(b)
    moves_back, confirms, reaffirm = [], [], []
    for f in fam_order:
        idxs = sorted(fams[f], key=lambda i: mems[i]["order"])
        for k in range(1, len(idxs)):
            cur, prev = mems[idxs[k]], mems[idxs[k - 1]]
            vp = (cur["value"], cur["pol"])
            if vp == (prev["value"], prev["pol"]):
                if cur["cls"] is None:
                    confirms.append(idxs[k])
                continue
            earlier = [(mems[j]["value"], mems[j]["pol"]) for j in idxs[:k - 1]]
            if prev["pol"] == "-" and cur["pol"] == "+" and cur["value"] == prev["value"]:
                reaffirm.append(idxs[k])
            elif cur["pol"] == "+" and vp in earlier:
                moves_back.append(idxs[k])
    return in_pair, moves_back, confirms, reaffirm


def check(mems, fams, fam_order, pairs):
    in_pair, moves_back, confirms, reaffirm = derived(mems, fams, fam_order, pairs)
    errs = []
    ids = [m["id"] for m in mems]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    for i, m in enumerate(mems):
        if m["cls"] is not None and i in in_pair:
            errs.append("labelled memory in a pair: %s %s" % (m["id"], m["text"]))
        if m["cls"] is None and i not in in_pair:
            errs.append("unlabelled memory in no pair: %s %s" % (m["id"], m["text"]))
        if m["created"] >= CUTOFF or (m["observed"] and m["observed"] >= CUTOFF):
            errs.append("time after cutoff: %s" % m["id"])
        if m["order"] > LAST_ORDER_DAY + timedelta(days=1):
            errs.append("order time too late: %s" % m["id"])
        if m["observed"] is not None and m["created"] < m["observed"]:
            errs.append("created before observed: %s" % m["id"])
    for f in fam_order:
        idxs = fams[f]
        if mems[idxs[0]]["cls"] == "equal_time":
            if len({mems[i]["order"] for i in idxs}) != 1:
                errs.append("equal_time group with distinct order times: %s" % f)
            continue
        if len({mems[i]["order"] for i in idxs}) != len(idxs):
            errs.append("shared order time in family %s" % f)
    keys = {}
    for f in fam_order:
        k = mems[fams[f][0]]["key"]
        if k in keys:
            errs.append("family key used twice: %s" % k)
        keys[k] = f
    texts = [m["text"] for m in mems]
    if len(set(texts)) != len(texts):
        errs.append("duplicate content")
    neg = sum(1 for p in pairs if p[2] == "negation")
    if not 95 <= len(pairs) <= 110:
        errs.append("pairs %d outside 95-110" % len(pairs))
    if not 8 <= neg <= 10:
        errs.append("negation pairs %d outside 8-10" % neg)
    classes = {}
    for m in mems:
        if m["cls"]:
            classes[m["cls"]] = classes.get(m["cls"], 0) + 1
    for c in CLASSES:
        if classes.get(c, 0) < 10:
            errs.append("class %s has %d < 10" % (c, classes.get(c, 0)))
    chains4 = [f for f in fam_order if mems[fams[f][0]]["cls"] is None and len(fams[f]) >= 4]
    if len(chains4) < 6:
        errs.append("chains of 4+: %d" % len(chains4))
    if len(moves_back) < 4:
        errs.append("moves back: %d" % len(moves_back))
    hard = [m for m in mems if "hard" in m["flags"]]
    if len(hard) < 3:
        errs.append("hard-worded: %d" % len(hard))
    if errs:
        raise SystemExit("gen.py: check failed:\n  " + "\n  ".join(errs))


CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]


def words(s):
    return len(s.split())


def stats(mems, fams, fam_order, pairs):
    in_pair, moves_back, confirms, reaffirm = derived(mems, fams, fam_order, pairs)
    out = []
    n = len(mems)
    lab = [m for m in mems if m["cls"]]
    out.append("memories: %d (in changing families, unlabelled: %d; labelled: %d)" % (n, n - len(lab), len(lab)))
    neg = sum(1 for p in pairs if p[2] == "negation")
    out.append("true pairs: %d (value %d, negation %d)" % (len(pairs), len(pairs) - neg, neg))
    chain_fams = [f for f in fam_order if f[0] != "n"]
    sizes = {}
    for f in chain_fams:
        sizes[len(fams[f])] = sizes.get(len(fams[f]), 0) + 1
    out.append("changing families: %d; by number of memories: %s" % (
        len(chain_fams), ", ".join("%d: %d" % (k, sizes[k]) for k in sorted(sizes))))
    unl_sizes = {}
    for f in chain_fams:
        c = sum(1 for i in fams[f] if mems[i]["cls"] is None)
        unl_sizes[c] = unl_sizes.get(c, 0) + 1
    out.append("changing families by number of paired (unlabelled) versions: %s" % (
        ", ".join("%d: %d" % (k, unl_sizes[k]) for k in sorted(unl_sizes))))
    out.append("chains of 4+ versions: %d" % sum(1 for f in chain_fams if len(fams[f]) >= 4 and
                                                 sum(1 for i in fams[f] if mems[i]["cls"] is None) >= 4))
    out.append("moves back (value returns to an earlier one): %d %s" % (
        len(moves_back), " ".join(mems[i]["fam"] for i in moves_back)))
    out.append("re-affirmations after a negation: %d %s" % (len(reaffirm), " ".join(mems[i]["fam"] for i in reaffirm)))
    out.append("confirmations inside a chain (paired only as expired): %d %s" % (
        len(confirms), " ".join(mems[i]["fam"] for i in confirms)))
    hard = [m for m in mems if "hard" in m["flags"]]
    out.append("hard-worded intervening versions: %d %s" % (len(hard), " ".join(m["fam"] for m in hard)))
    out.append("labelled members inside changing families: %d %s" % (
        sum(1 for m in lab if m["fam"][0] != "n"), " ".join("%s(%s)" % (m["fam"], m["cls"]) for m in lab if m["fam"][0] != "n")))
    out.append("")
    out.append("labelled classes:")
    for c in CLASSES:
        ms = [m for m in lab if m["cls"] == c]
        byreg = {r: sum(1 for m in ms if m["reg"] == r) for r in REGISTERS}
        out.append("  %-18s %3d   (a %d, b %d, c %d, d %d)" % (c, len(ms), byreg["a"], byreg["b"], byreg["c"], byreg["d"]))
    out.append("")
    out.append("registers (all memories / paired versions / labelled / true pairs):")
    for r, name in REGISTERS.items():
        ms = [m for m in mems if m["reg"] == r]
        pr = sum(1 for a, b, _ in pairs if mems[a]["reg"] == r)
        out.append("  (%s) %-42s %3d / %3d / %3d / %3d" % (
            r, name, len(ms), sum(1 for m in ms if m["cls"] is None), sum(1 for m in ms if m["cls"]), pr))
    ra = [m for m in mems if m["reg"] == "a" and m["cls"] is None]
    rw = [m for m in ra if "rw" in m["flags"]]
    out.append("  register (a) versions reworded: %d of %d (%.0f%%)" % (len(rw), len(ra), 100.0 * len(rw) / len(ra)))
    out.append("")
    out.append("time modes (memories):")
    for name, share in MODE_SHARES:
        c = sum(1 for m in mems if m["mode"] == name)
        out.append("  %-10s %3d (%.1f%%; target %.0f%%)" % (name, c, 100.0 * c / n, 100 * share))
    mixed = sum(1 for f in chain_fams if len({mems[i]["mode"] for i in fams[f]}) >= 2)
    out.append("  changing families with 2+ modes: %d of %d" % (mixed, len(chain_fams)))
    inv = 0
    for a, b, _ in pairs:
        if mems[a]["created"] > mems[b]["created"]:
            inv += 1
    out.append("  true pairs whose created_at order inverts the order time: %d" % inv)
    out.append("")
    out.append("wording:")
    wc = [words(m["text"]) for m in mems]
    swc = sorted(wc)
    out.append("  words per memory: mean %.1f, median %d, min %d, max %d" % (
        sum(wc) / n, swc[n // 2], swc[0], swc[-1]))
    for r in REGISTERS:
        w = [words(m["text"]) for m in mems if m["reg"] == r]
        out.append("    (%s) mean %.1f, min %d, max %d" % (r, sum(w) / len(w), min(w), max(w)))
    digits = sum(1 for m in mems if any(ch.isdigit() for ch in m["text"]))
    out.append("  memories containing a digit: %d" % digits)
    nonascii = sum(1 for m in mems if any(ord(ch) > 127 for ch in m["text"]))
    out.append("  memories containing a non-ASCII character: %d" % nonascii)
    out.append("  negative-polarity versions: %d" % sum(1 for m in mems if m["pol"] == "-"))
    first = {}
    for m in mems:
        w = m["text"].split()[0]
        first[w] = first.get(w, 0) + 1
    out.append("  distinct first words: %d (most common: %s)" % (
        len(first), ", ".join("%s %d" % (w, c) for w, c in sorted(first.items(), key=lambda x: (-x[1], x[0]))[:5])))
    return "\n".join(out)


def listing(mems, fams, fam_order, pairs):
    exp = {}
    rep = {}
    for a, b, r in pairs:
        exp[a] = (mems[b]["id"], r)
        rep.setdefault(b, []).append(mems[a]["id"])
    out = []
    for f in fam_order:
        idxs = sorted(fams[f], key=lambda i: (mems[i]["order"], mems[i]["ver"]))
        m0 = mems[idxs[0]]
        out.append("[%s] (%s) %s" % (f, m0["reg"], m0["key"]))
        for i in idxs:
            m = mems[i]
            lab = m["cls"] or "-"
            e = ("expired by %s (%s)" % exp[i]) if i in exp else ""
            out.append("  %s  %s  %-10s  val=%s pol=%s class=%s flags=%s %s\n      %s" % (
                m["id"], fmt(m["order"]), m["mode"], m["value"], m["pol"], lab,
                ",".join(m["flags"]) or "-", e, m["text"]))
    return "\n".join(out)


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        h.update(fh.read())
    return h.hexdigest()


def write_atomic(path, data):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    os.replace(tmp, path)


README = """# heldout5: a blind supersession set in four registers

A blind evaluation corpus for l9: {n} memories, {npairs} true ordered pairs ({nneg} of them negation).
It was written for the lead to measure ONCE (that first figure is recorded) and then to use for development.
The texts are in four registers that differ from the usual assistant notes, mixed through the file:

- (a) encyclopedic career and office timelines in the style of an encyclopedia (invented players, coaches,
  mayors, ministers, vice-chancellors, editors): "X plays for Y", "X was appointed head coach of Z", "the mayor
  of W is V"; about a third of the versions are reworded away from the plain frame ("Riverton Rovers dismissed
  Graaff ... and named Anselm Kovač as his successor");
- (b) sports, league and record facts: champions, record holders, top scorers, counts ("has won the Marrowgate
  Open 5 times");
- (c) product and software records: latest release, version in use, price, maintainer, subscription;
- (d) academic and science notes: lab head, grant amount, enrolment counts, deadlines, supervisors.

Every name (people, clubs, towns, countries, companies, products, universities, journals) is invented.

## How it was written (blind)

Written by a helper session from its own imagination, with the labels fixed in the tables of `gen.py` before any
file was generated. The helper read exactly these, and nothing else of the project:

- `/work/notes/prompt-h5.md` (its brief) and `/work/notes/protocol.md` (the working protocol);
- the design seed `/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051);
- the sections "Memory JSONL (input and export format)" and "Using l9 on your own export" of `/work/main/README.md`
  (to find them it listed that README's headings, and it listed the file names in `/work/notes/` and the
  directory names in `testdata/` without opening any of them).

It did not read `svo/`, `corpus/`, `detector/`, `doc/`, `gates/`, `arms/`, any `*_test.go`, any other `testdata/`
directory, `results/`, `prereg/`, or any other code or notes; it did not grep the repository for vocabulary, did
not build or run l9, and saw no l9 output. No SituatedQA or TimeQA data was used and nothing was fetched.

## Files

- `memories.jsonl`: one memory per line, `{{"id","content","created_at"[,"observed_at"]}}`, RFC 3339 UTC, every
  time before 2026-12-01. Ids (`h5-001` ...) were assigned in a shuffled order and the file order was shuffled again,
  so neither the id nor the line says anything about family or time.
- `truth.jsonl`: `{{"expired_id","replacement_id","reason"}}`, reason `value` or `negation`, sorted by expired id.
- `labels.jsonl`: `{{"id","class"}}` for every memory that must never appear in any candidate pair, sorted by id.
- `gen.py`: the tables and the generator (python3, standard library, fixed seed {seed}).

## The truth rule

A family is one fact: one subject, one attribute, one scope. Order time is `observed_at` if present, else
`created_at`. Within a family each memory is expired by the EARLIEST strictly newer memory whose (value,
polarity) differs. The reason is `negation` when the polarities differ (the newer memory says the fact stopped
holding: "no longer", "isn't ... anymore", "cancelled", "has ended", "vacated"; a re-affirmation after a negation
is also a negation pair), else `value`. A chain of n versions yields n-1 pairs; a move back (A -> B -> A) pairs
through the middle; a confirmation inside a chain (same value restated) is never paired with what it confirms but
is expired, like the version it confirms, by the next change. Two versions of one family never share an order
time except in the `equal_time` class, which therefore yields no pair. Truth is computed from the table labels
only, never from the text. `gen.py` refuses to write if a labelled memory takes part in a pair, if an unlabelled
memory takes part in none, or if a structural requirement below is not met.

Labelled classes (none may appear in any pair):

| class | what it is |
|---|---|
| multi_valued | values that coexist (languages, allergies, formats, sponsors, drivers; "also", "too", "another") |
| scope_disjoint | same attribute, different scope (UK/US/EU price, staging vs billing, weekdays/weekends, summer/winter, women's/men's, home/international, monthly/annual, ARM boards) |
| format_variant | the same value in another format (2:22:05 / 2 hours 22 minutes 5 seconds, ISO / spelled date, €250,000 / €250k, 17:00 / 5pm, 2nd / second, 1 Gbps / 1000 Mbit/s, 28,000 / twenty-eight thousand, PhD / Ph.D., $32/month / 32 USD) |
| elaboration | the same value with more detail, in both directions (detail later, or detail first and terse later) |
| confirmation | the value in force restated later ("still", "remains", "as usual", "confirmed", "defended his title") |
| different_subject | the frame of a changing fact with another subject (another club's coach, another town's mayor, another product's release) |
| static | an unchanging fact restated with a synonymous verb (founded / established, built / constructed) |
| membership | memberships that look like roles, all holding at once (boards, fellowships, councils) |
| equal_time | two values of one fact at the identical order time |
| unrelated | distractors, several sharing a subject with a changing family |

Three labelled memories sit inside changing families (a terminal confirmation, a terminal format variant and a
terminal elaboration after the last change); they share the family's key and value, so they pair with nothing.

## Counts

```
{stats}
```

## Time modes

Modes are assigned by fixed quotas over all memories and shuffled with the seed; every changing family of three or
more memories mixes at least two modes.

- live-ingested: no `observed_at`; order time = `created_at`.
- stamped: `observed_at` = order time; `created_at` 1 to 90 minutes later.
- backfilled: `observed_at` at midnight UTC; `created_at` an import instant in November 2026, assigned newest-first
  within a family (a few seconds apart), so `created_at` order inverts order time inside a family and puts every
  backfilled version after every live or stamped one.

In an `equal_time` group both memories get the identical order time (midnight if either is backfilled).

## sha256

```
{sha}
```

## Regenerate

```sh
cd testdata/heldout5
python3 gen.py            # writes memories.jsonl, truth.jsonl, labels.jsonl and this README.md
python3 gen.py --stats    # counts
python3 gen.py --list     # every memory by family: id, order time, mode, value, polarity, class, flags
```

Two runs give byte-identical files.
"""


def main(argv):
    mems, fams, fam_order, pairs, file_order = build()
    check(mems, fams, fam_order, pairs)
    if "--stats" in argv:
        print(stats(mems, fams, fam_order, pairs))
        return
    if "--list" in argv:
        print(listing(mems, fams, fam_order, pairs))
        return
    lines = []
    for i in file_order:
        m = mems[i]
        o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
        if m["observed"] is not None:
            o["observed_at"] = fmt(m["observed"])
        lines.append(json.dumps(o, ensure_ascii=False))
    write_atomic(os.path.join(HERE, "memories.jsonl"), "\n".join(lines) + "\n")
    tl = sorted(pairs, key=lambda p: mems[p[0]]["id"])
    write_atomic(os.path.join(HERE, "truth.jsonl"), "".join(
        json.dumps({"expired_id": mems[a]["id"], "replacement_id": mems[b]["id"], "reason": r}) + "\n"
        for a, b, r in tl))
    ll = sorted((m for m in mems if m["cls"]), key=lambda m: m["id"])
    write_atomic(os.path.join(HERE, "labels.jsonl"), "".join(
        json.dumps({"id": m["id"], "class": m["cls"]}) + "\n" for m in ll))
    sha = "\n".join("%s  %s" % (sha256(os.path.join(HERE, f)), f)
                    for f in ("memories.jsonl", "truth.jsonl", "labels.jsonl"))
    neg = sum(1 for p in pairs if p[2] == "negation")
    write_atomic(os.path.join(HERE, "README.md"), README.format(
        n=len(mems), npairs=len(pairs), nneg=neg, seed=SEED,
        stats=stats(mems, fams, fam_order, pairs), sha=sha))


if __name__ == "__main__":
    main(sys.argv[1:])
