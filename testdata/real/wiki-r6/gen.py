#!/usr/bin/env python3
"""Generate the R6 blind corpus: encyclopedic career and office timelines, reworded.

All labels (family, value, polarity, class, wording style) are fixed in the tables
below BEFORE any generation; truth is computed from those labels only, never from
the text. Deterministic: a fixed seed drives every random choice, so two runs give
byte-identical files.

    python3 gen.py            # write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats    # print counts
    python3 gen.py --list     # print every memory with id, order time, mode, labels
"""
import datetime as dt
import hashlib
import json
import os
import random
import re
import sys

SEED = 20261206
HERE = os.path.dirname(os.path.abspath(__file__))
CUTOFF = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)

# ---------------------------------------------------------------------------
# Changing families. One family = one fact (subject, attribute, scope).
# Each version: (date, value, polarity, style, text)
#   date: "YYYY", "YYYY-MM" or "YYYY-MM-DD"; the order time falls on that date.
#   polarity: "+" the value holds, "-" the text says it stopped holding.
#   style (of a version relative to the version before it):
#     first   the first version of the family
#     reword  different verb / construction / other side of the relation
#     hard    a hard-worded reword (intervening version worded far from both neighbours)
#     slot    a one-slot edit of the version before
#     conf    an in-chain confirmation (same value restated; expired by the next change)
#     =CLASS  a labelled negative attached to the family (restates the value in
#             force, after the last change); it must never take part in a pair.
# ---------------------------------------------------------------------------
FAMILIES = [
    # ---- four-version families -------------------------------------------
    ("office", "halden_fc.head_coach", [
        ("2008", "mara lind", "+", "first", "Mara Lind was appointed head coach of Halden FC in 2008."),
        ("2012", "tomas berg", "+", "reword", "In 2012 Halden FC hired Tomas Berg, previously an assistant at Rovik Athletic, as head coach."),
        ("2016", "oona pike", "+", "hard", "Berg's tenure on the Halden bench ended in 2016, when the board turned to Oona Pike."),
        ("2021", "ivo marsh", "+", "reword", "Ivo Marsh became Halden FC's head coach in 2021."),
        ("2024", "ivo marsh", "+", "=confirmation", "Ivo Marsh remains head coach of Halden FC as of the 2024 season."),
    ]),
    ("office", "corvane_bank.ceo", [
        ("2005", "elsa norrby", "+", "first", "Elsa Norrby took office as chief executive of Corvane Bank in 2005."),
        ("2010", "dario vess", "+", "reword", "In 2010 Corvane Bank named Dario Vess its CEO."),
        ("2014", "lena okafor", "+", "reword", "Lena Okafor, Corvane Bank's chief executive since 2014, came from the bank's retail division."),
        ("2019", "lena okafor", "-", "reword", "Lena Okafor stepped down as chief executive of Corvane Bank in 2019."),
    ]),
    ("band", "pale_harbour.lead_singer", [
        ("2004", "jonah reyes", "+", "first", "The lead singer of The Pale Harbour is Jonah Reyes."),
        ("2009", "kit amsel", "+", "slot", "The lead singer of The Pale Harbour is Kit Amsel."),
        ("2013", "jonah reyes", "+", "reword", "Jonah Reyes returned to The Pale Harbour as frontman in 2013, replacing Kit Amsel."),
        ("2018", "sabine oduya", "+", "reword", "Since 2018 The Pale Harbour has been fronted by vocalist Sabine Oduya."),
    ]),
    ("office", "port_averly.mayor", [
        ("2006", "harald venn", "+", "first", "Harald Venn served as mayor of Port Averly."),
        ("2010", "ruth calloway", "+", "reword", "Ruth Calloway was elected mayor of Port Averly in 2010."),
        ("2014", "ahmed sorel", "+", "hard", "Port Averly voters ousted Calloway in 2014; the mayoralty went to Ahmed Sorel."),
        ("2022", "ruth calloway", "+", "reword", "In 2022 Ruth Calloway won back the mayor's office in Port Averly."),
    ]),
    ("state", "ostravia.capital", [
        ("2003", "velm", "+", "first", "The capital of Ostravia is Velm."),
        ("2009", "karsk", "+", "reword", "Ostravia moved its capital from Velm to Karsk in 2009."),
        ("2015", "dunmere", "+", "reword", "Since 2015 the Ostravian government has sat in Dunmere, the country's new capital."),
        ("2020", "karsk", "+", "reword", "Karsk was restored as the capital of Ostravia in 2020."),
    ]),
    ("office", "meridian_phil.principal_conductor", [
        ("2002", "anton greaves", "+", "first", "Anton Greaves is principal conductor of the Meridian Philharmonic."),
        ("2007", "yuki harada", "+", "reword", "Yuki Harada was appointed principal conductor of the Meridian Philharmonic in 2007."),
        ("2013", "yuki harada", "-", "reword", "Yuki Harada left the Meridian Philharmonic in 2013 and is no longer its principal conductor."),
        ("2015", "pavel dragan", "+", "reword", "The Meridian Philharmonic engaged Pavel Dragan as its principal conductor in 2015."),
    ]),
    # ---- three-version families ------------------------------------------
    ("office", "northern_ledger.editor", [
        ("2011", "fiona kerr", "+", "first", "Fiona Kerr is editor-in-chief of The Northern Ledger."),
        ("2015", "samuel achebe", "+", "hard", "Kerr was replaced at the top of The Northern Ledger's masthead by Samuel Achebe."),
        ("2020", "priya dunn", "+", "reword", "The Northern Ledger's editor-in-chief, Priya Dunn, was appointed in 2020."),
    ]),
    ("office", "velmora.ambassador_to_castellane", [
        ("2010", "oskar brant", "+", "first", "Oskar Brant is Velmora's ambassador to Castellane."),
        ("2014", "ilse moreau", "+", "reword", "Velmora sent Ilse Moreau to Castellane as its ambassador in 2014."),
        ("2019", "oskar brant", "+", "reword", "Oskar Brant is Velmora's ambassador to Castellane, a post he took up again in 2019."),
    ]),
    ("office", "wrenford.bishop", [
        ("2004", "colm hastie", "+", "first", "The Bishop of Wrenford is the Rt Revd Colm Hastie."),
        ("2012", "martin adeyemi", "+", "reword", "Martin Adeyemi was consecrated Bishop of Wrenford in 2012."),
        ("2021", "agnes thorne", "+", "reword", "The see of Wrenford has been held since 2021 by Agnes Thorne."),
        ("2025", "agnes thorne", "+", "=confirmation", "Agnes Thorne is still Bishop of Wrenford, according to the diocese's 2025 yearbook."),
    ]),
    ("club", "kestrel_rfc.captain", [
        ("2015", "dan moody", "+", "first", "Dan Moody captains Kestrel RFC."),
        ("2017", "rhys garland", "+", "slot", "Rhys Garland captains Kestrel RFC."),
        ("2019", "luka brandt", "+", "reword", "Garland handed the Kestrel RFC captaincy to Luka Brandt in 2019."),
    ]),
    ("club", "niko_saari.club", [
        ("2012", "rovik athletic", "+", "first", "Niko Saari plays for Rovik Athletic."),
        ("2015", "brennam city", "+", "reword", "Saari joined Brennam City from Rovik Athletic in 2015."),
        ("2017", "brennam city", "+", "conf", "Niko Saari was still on Brennam City's books in 2017."),
        ("2019", "dalmar fc", "+", "reword", "In 2019 Dalmar FC signed Niko Saari."),
        ("2023", "dalmar fc", "+", "=elaboration", "Niko Saari, a left-footed winger, has played for Dalmar FC since 2019 and has scored more than forty league goals for the club."),
    ]),
    ("owner", "arden_town.owner", [
        ("2008", "hollis family", "+", "first", "Arden Town FC is owned by the Hollis family."),
        ("2014", "tanaka group", "+", "reword", "Arden Town was bought by the Tanaka Group in 2014."),
        ("2021", "mirela costa", "+", "slot", "Arden Town FC is owned by investor Mirela Costa."),
    ]),
    ("owner", "harrow_cup.sponsor", [
        ("2009", "vantor motors", "+", "first", "The Harrow Cup is sponsored by Vantor Motors."),
        ("2013", "keld insurance", "+", "slot", "The Harrow Cup is sponsored by Keld Insurance."),
        ("2018", "keld insurance", "-", "reword", "Keld Insurance ended its sponsorship of the Harrow Cup in 2018 and no longer backs the competition."),
    ]),
    ("hq", "solvane_logistics.hq", [
        ("2006", "brenmouth", "+", "first", "Solvane Logistics has its headquarters in Brenmouth."),
        ("2013", "tessaly", "+", "reword", "Solvane Logistics relocated its head office to Tessaly in 2013."),
        ("2020", "marrow point", "+", "reword", "Marrow Point has been home to Solvane Logistics' headquarters since 2020."),
        ("2023", "marrow point", "+", "=confirmation", "Solvane Logistics continued to be headquartered in Marrow Point in 2023."),
    ]),
    ("number", "eskerby.population", [
        ("2010", "48200", "+", "first", "Eskerby has a population of 48,200."),
        ("2015", "51900", "+", "reword", "The 2015 census counted 51,900 residents in Eskerby."),
        ("2020", "55300", "+", "slot", "The 2020 census counted 55,300 residents in Eskerby."),
        ("2022", "55300", "+", "=format_variant", "Eskerby had fifty-five thousand three hundred inhabitants at the last census."),
    ]),
    ("number", "galloway_road.capacity", [
        ("2005", "24000", "+", "first", "Galloway Road, Brennam City's stadium, holds 24,000 spectators."),
        ("2011", "27500", "+", "reword", "After the east stand was rebuilt in 2011, Galloway Road's capacity rose to 27,500."),
        ("2019", "26100", "+", "reword", "A safety refit in 2019 cut Galloway Road's capacity to 26,100."),
        ("2021", "26100", "+", "=format_variant", "Galloway Road capacity: 26.1k."),
    ]),
    ("record", "ostravia.w800m_record", [
        ("2007", "helka mund", "+", "first", "Ostravia's national record in the women's 800 metres is held by Helka Mund."),
        ("2012", "tove aaland", "+", "reword", "Tove Aaland broke Helka Mund's Ostravian 800 m record in 2012."),
        ("2018", "jessamy kole", "+", "reword", "Jessamy Kole has owned the Ostravian women's 800 m record since 2018."),
    ]),
    ("name", "ferrow_street_school.name", [
        ("2003", "ferrow street grammar school", "+", "first", "The school on Ferrow Street is called Ferrow Street Grammar School."),
        ("2011", "halloway academy", "+", "reword", "In 2011 Ferrow Street Grammar was renamed Halloway Academy."),
        ("2017", "ferrow street academy", "+", "hard", "Parents' protests over the Halloway name led the trust to rebrand the school as Ferrow Street Academy in 2017."),
    ]),
    ("state", "velmora.currency", [
        ("2002", "velmoran crown", "+", "first", "The currency of Velmora is the Velmoran crown."),
        ("2011", "mark", "+", "reword", "Velmora replaced the crown with the mark in 2011."),
        ("2024", "dalen", "+", "reword", "Since the 2024 currency reform Velmorans have paid in dalen."),
    ]),
    ("office", "irongate_rowing.chair", [
        ("2009", "bess farrow", "+", "first", "Bess Farrow chairs Irongate Rowing Club."),
        ("2013", "alan pryce", "+", "slot", "Alan Pryce chairs Irongate Rowing Club."),
        ("2017", "bess farrow", "+", "reword", "Bess Farrow, who had led the club before, was re-elected chair of Irongate Rowing Club in 2017."),
    ]),
    ("band", "cinder_avenue.lead_guitar", [
        ("2006", "theo walsh", "+", "first", "Theo Walsh plays lead guitar in Cinder Avenue."),
        ("2010", "renata silva", "+", "hard", "When Walsh walked out in 2010, Cinder Avenue gave his guitar parts to Renata Silva."),
        ("2016", "theo walsh", "+", "reword", "Theo Walsh rejoined Cinder Avenue as lead guitarist in 2016."),
    ]),
    ("owner", "dalmar_fc.shirt_sponsor", [
        ("2014", "brandvik energy", "+", "first", "Brandvik Energy is Dalmar FC's shirt sponsor."),
        ("2017", "brandvik energy", "-", "reword", "Dalmar FC ended its shirt deal with Brandvik Energy in 2017."),
        ("2020", "brandvik energy", "+", "reword", "Brandvik Energy returned as Dalmar FC's shirt sponsor in 2020."),
    ]),
    ("office", "kessmoor_university.rector", [
        ("2008", "ines holm", "+", "first", "Dr Ines Holm is rector of the University of Kessmoor."),
        ("2016", "ines holm", "-", "reword", "Ines Holm retired as rector of Kessmoor University in 2016."),
        ("2017", "raul fenn", "+", "reword", "Dr Raul Fenn became rector of the University of Kessmoor in 2017."),
    ]),
    ("office", "st_ebbas_college.principal", [
        ("2005", "gordon lyle", "+", "first", "Gordon Lyle was appointed principal of St Ebba's College in 2005."),
        ("2012", "naomi fitch", "+", "slot", "Naomi Fitch was appointed principal of St Ebba's College in 2012."),
        ("2020", "omar reddy", "+", "reword", "Fitch was succeeded as principal of St Ebba's by Omar Reddy in 2020."),
    ]),
    ("office", "castellane.women_handball_coach", [
        ("2010", "sara lindqvist", "+", "first", "Sara Lindqvist coaches the Castellane women's handball team."),
        ("2014", "bruno keel", "+", "reword", "The Castellane handball federation hired Bruno Keel to coach its women's team in 2014."),
        ("2018", "ana ferraz", "+", "reword", "Ana Ferraz has coached Castellane's women's handball team since 2018."),
    ]),
    ("office", "tarn_aerospace.ceo", [
        ("2009", "victor hale", "+", "first", "Victor Hale is chief executive of Tarn Aerospace."),
        ("2016", "mei lin zhou", "+", "hard", "Hale made way in 2016 for his deputy, Mei Lin Zhou, who took the top job at Tarn Aerospace."),
        ("2019", "mei lin zhou", "+", "conf", "As of 2019 Mei Lin Zhou remained chief executive of Tarn Aerospace."),
        ("2022", "gideon asante", "+", "reword", "Tarn Aerospace's chief executive since 2022 has been Gideon Asante."),
    ]),
    ("office", "kessmoor_choral.music_director", [
        ("2011", "felix roan", "+", "first", "Felix Roan is music director of the Kessmoor Choral Society."),
        ("2015", "harriet oyelaran", "+", "slot", "Harriet Oyelaran is music director of the Kessmoor Choral Society."),
        ("2023", "jonas eklund", "+", "reword", "The Kessmoor Choral Society appointed Jonas Eklund as its music director in 2023."),
    ]),
    ("record", "port_averly.tallest_building", [
        ("2004", "averly tower", "+", "first", "The tallest building in Port Averly is Averly Tower."),
        ("2012", "harbourline centre", "+", "reword", "The Harbourline Centre overtook Averly Tower as Port Averly's tallest building in 2012."),
        ("2021", "quayside spire", "+", "reword", "Completed in 2021, the Quayside Spire is now the tallest building in Port Averly."),
    ]),
    # ---- two-version families --------------------------------------------
    ("office", "velm_opera.board_chair", [
        ("2013", "lotte baer", "+", "first", "The board of the Velm Opera is chaired by Lotte Baer."),
        ("2018", "konrad imhof", "+", "slot", "The board of the Velm Opera is chaired by Konrad Imhof."),
        ("2022", "konrad imhof", "+", "=confirmation", "Konrad Imhof was confirmed for a second term as chair of the Velm Opera board in 2022."),
    ]),
    ("club", "rovik_athletic.captain", [
        ("2016", "sami okoro", "+", "first", "The captain of Rovik Athletic is Sami Okoro."),
        ("2020", "eero vainio", "+", "slot", "The captain of Rovik Athletic is Eero Vainio."),
    ]),
    ("office", "castellane_review.editor", [
        ("2009", "paula greer", "+", "first", "Paula Greer edits the Castellane Review."),
        ("2015", "ben azoulay", "+", "slot", "Ben Azoulay edits the Castellane Review."),
    ]),
    ("hq", "brightwater_foods.hq", [
        ("2007", "kessmoor", "+", "first", "Brightwater Foods is headquartered in Kessmoor."),
        ("2016", "port averly", "+", "slot", "Brightwater Foods is headquartered in Port Averly."),
    ]),
    ("band", "marrow_saints.lead_singer", [
        ("2012", "ellie fane", "+", "first", "The Marrow Saints' lead singer is Ellie Fane."),
        ("2019", "quinn adair", "+", "slot", "The Marrow Saints' lead singer is Quinn Adair."),
    ]),
    ("number", "karsk.population", [
        ("2011", "212000", "+", "first", "Karsk has about 212,000 inhabitants."),
        ("2021", "247500", "+", "reword", "By 2021 Karsk had grown to a population of 247,500."),
        ("2023", "247500", "+", "=format_variant", "Population of Karsk (2021 census): 247.5 thousand."),
    ]),
    ("number", "tessaly_arena.basketball_capacity", [
        ("2010", "18500", "+", "first", "Tessaly Arena seats 18,500 for basketball."),
        ("2017", "22000", "+", "reword", "Tessaly Arena was expanded in 2017 and now seats 22,000 for basketball games."),
        ("2019", "22000", "+", "=format_variant", "Tessaly Arena has a basketball capacity of twenty-two thousand."),
    ]),
    ("office", "ostravia.ambassador_to_velmora", [
        ("2012", "lars ekholm", "+", "first", "Lars Ekholm is Ostravia's ambassador to Velmora."),
        ("2018", "nadia farouk", "+", "reword", "Nadia Farouk presented her credentials in Velm as Ostravia's new ambassador to Velmora in 2018."),
        ("2021", "nadia farouk", "+", "=elaboration", "Nadia Farouk, a former trade negotiator who speaks four languages, has represented Ostravia in Velmora as ambassador since 2018."),
    ]),
    ("owner", "lantern_theatre.owner", [
        ("2010", "orrin trust", "+", "first", "The Lantern Theatre is owned by the Orrin Trust."),
        ("2018", "orrin trust", "-", "reword", "The Orrin Trust sold the Lantern Theatre in 2018 and no longer owns it."),
    ]),
    ("club", "dara_quigley.club", [
        ("2014", "kestrel rfc", "+", "first", "Dara Quigley plays rugby for Kestrel RFC."),
        ("2018", "harlow saints", "+", "reword", "Quigley moved from Kestrel RFC to Harlow Saints in 2018."),
    ]),
    ("office", "brennam_city.head_coach", [
        ("2013", "alec dunmore", "+", "first", "Brennam City's head coach is Alec Dunmore."),
        ("2017", "rosa villar", "+", "slot", "Brennam City's head coach is Rosa Villar."),
    ]),
    ("office", "castellane_symphony.principal_conductor", [
        ("2010", "marek wolski", "+", "first", "Marek Wolski holds the post of principal conductor of the Castellane Symphony."),
        ("2016", "hiroko tanabe", "+", "reword", "The Castellane Symphony's principal conductor, Hiroko Tanabe, took up the post in 2016."),
        ("2024", "hiroko tanabe", "+", "=confirmation", "The Castellane Symphony extended Hiroko Tanabe's contract as principal conductor in 2024."),
    ]),
    ("office", "karsk.bishop", [
        ("2007", "peter lund", "+", "first", "Peter Lund is the Bishop of Karsk."),
        ("2015", "teodor vass", "+", "slot", "Teodor Vass is the Bishop of Karsk."),
    ]),
    ("owner", "cresswell_mill.owner", [
        ("2006", "harlan family", "+", "first", "Cresswell Mill belongs to the Harlan family."),
        ("2014", "northfold textiles", "+", "reword", "Cresswell Mill was acquired by Northfold Textiles in 2014."),
    ]),
    ("owner", "kessmoor_marathon.sponsor", [
        ("2011", "pellar bank", "+", "first", "Pellar Bank sponsors the Kessmoor Marathon."),
        ("2019", "ardent telecom", "+", "slot", "Ardent Telecom sponsors the Kessmoor Marathon."),
    ]),
    ("office", "tessaly.mayor", [
        ("2009", "greta holm", "+", "first", "The mayor of Tessaly is Greta Holm."),
        ("2015", "yusuf demir", "+", "slot", "The mayor of Tessaly is Yusuf Demir."),
    ]),
    ("record", "castellane.pole_vault_record", [
        ("2008", "ilya varn", "+", "first", "Ilya Varn holds Castellane's national pole vault record."),
        ("2016", "kofi mensah", "+", "reword", "Castellane's pole vault record passed to Kofi Mensah in 2016."),
        ("2020", "kofi mensah", "+", "=elaboration", "Kofi Mensah holds the Castellane pole vault record with the 5.81 m he cleared at the 2016 national championships in Marbeau."),
    ]),
    ("name", "brenmouth_college.name", [
        ("2005", "brenmouth technical college", "+", "first", "The college on the Brenmouth waterfront is Brenmouth Technical College."),
        ("2012", "university of brenmouth", "+", "reword", "Brenmouth Technical College gained university status in 2012 and became the University of Brenmouth."),
    ]),
    ("state", "lusk.capital", [
        ("2002", "orbin", "+", "first", "Orbin is the capital of Lusk."),
        ("2014", "seravel", "+", "reword", "Lusk transferred its capital to the planned city of Seravel in 2014."),
        ("2025", "seravel", "+", "=confirmation", "Seravel remains the capital of Lusk."),
    ]),
    ("state", "castellane.currency", [
        ("2004", "castellane peso", "+", "first", "Castellane's currency is the Castellane peso."),
        ("2013", "thaler", "+", "reword", "Castellane adopted the thaler as its currency in 2013."),
        ("2016", "thaler", "+", "=format_variant", "Currency of Castellane: thaler (CTH)."),
    ]),
    ("club", "ostravia.national_team_captain", [
        ("2014", "matej rusk", "+", "first", "Matej Rusk captains the Ostravian national football team."),
        ("2019", "filip horak", "+", "slot", "Filip Horak captains the Ostravian national football team."),
    ]),
    ("office", "northfold_textiles.ceo", [
        ("2012", "ada quist", "+", "first", "Northfold Textiles' CEO is Ada Quist."),
        ("2018", "bram osei", "+", "slot", "Northfold Textiles' CEO is Bram Osei."),
        ("2021", "bram osei", "+", "=confirmation", "Bram Osei was still leading Northfold Textiles as CEO in 2021."),
    ]),
    ("office", "lusk_academy.president", [
        ("2010", "irene calder", "+", "first", "Professor Irene Calder is president of the Lusk Academy of Sciences."),
        ("2018", "tomasz wielgus", "+", "slot", "Professor Tomasz Wielgus is president of the Lusk Academy of Sciences."),
    ]),
    ("office", "harbour_evening_post.editor", [
        ("2008", "colin fry", "+", "first", "Colin Fry is editor-in-chief of the Harbour Evening Post."),
        ("2014", "aisha malik", "+", "reword", "In 2014 the Harbour Evening Post promoted its deputy editor, Aisha Malik, to editor-in-chief."),
    ]),
    ("office", "vk_velm.head_coach", [
        ("2015", "drago simic", "+", "first", "VK Velm's head coach is Drago Simic."),
        ("2021", "anja kral", "+", "slot", "VK Velm's head coach is Anja Kral."),
    ]),
    ("hq", "pellar_bank.hq", [
        ("2005", "orbin", "+", "first", "Pellar Bank is based in Orbin."),
        ("2017", "seravel", "+", "slot", "Pellar Bank is based in Seravel."),
    ]),
    ("band", "northline.lead_singer", [
        ("2007", "corin dale", "+", "first", "Corin Dale sings lead vocals for Northline."),
        ("2011", "maya estrada", "+", "reword", "After Corin Dale's departure in 2011, Northline recruited Maya Estrada as lead vocalist."),
        ("2016", "maya estrada", "+", "=confirmation", "Maya Estrada is still Northline's lead vocalist on the band's 2016 album."),
    ]),
    ("number", "brenmouth.population", [
        ("2012", "96400", "+", "first", "Brenmouth has a population of 96,400."),
        ("2022", "101800", "+", "slot", "Brenmouth has a population of 101,800."),
    ]),
    ("number", "kirkby_lane.capacity", [
        ("2009", "12300", "+", "first", "Kirkby Lane, home of Harlow Saints, has a capacity of 12,300."),
        ("2020", "15000", "+", "reword", "Harlow Saints' Kirkby Lane ground can now hold 15,000 spectators."),
        ("2022", "15000", "+", "=format_variant", "Kirkby Lane (Harlow Saints) capacity: 15k."),
    ]),
    ("office", "castellane.ambassador_to_lusk", [
        ("2013", "rafael ortiga", "+", "first", "Castellane's ambassador to Lusk is Rafael Ortiga."),
        ("2017", "clara moss", "+", "slot", "Castellane's ambassador to Lusk is Clara Moss."),
    ]),
    ("club", "ana_petrova.club", [
        ("2013", "tessaly volley", "+", "first", "Ana Petrova plays for Tessaly Volley."),
        ("2016", "vk velm", "+", "reword", "Ana Petrova joined VK Velm from Tessaly Volley in 2016."),
    ]),
    ("owner", "brennam_city.owner", [
        ("2010", "clive ashdown", "+", "first", "Brennam City is owned by Clive Ashdown."),
        ("2016", "rahman family", "+", "reword", "Ashdown sold Brennam City to the Rahman family in 2016."),
        ("2019", "rahman family", "+", "=confirmation", "The Rahman family, as before, held full ownership of Brennam City in 2019."),
    ]),
    ("office", "velmora.chief_of_defence", [
        ("2011", "aron falk", "+", "first", "General Aron Falk is Velmora's Chief of the Defence Staff."),
        ("2017", "marit solberg", "+", "slot", "General Marit Solberg is Velmora's Chief of the Defence Staff."),
    ]),
    ("office", "kessmoor_grammar.head", [
        ("2006", "hugh barton", "+", "first", "Hugh Barton is headmaster of Kessmoor Grammar School."),
        ("2013", "deirdre kaye", "+", "reword", "Kessmoor Grammar School has been led by headmistress Deirdre Kaye since 2013."),
        ("2018", "deirdre kaye", "+", "=elaboration", "Deirdre Kaye, a chemist by training, has been head of Kessmoor Grammar School since 2013 and oversaw its new science wing."),
    ]),
    ("owner", "velm_film_festival.sponsor", [
        ("2012", "corvane bank", "+", "first", "The Velm Film Festival is sponsored by Corvane Bank."),
        ("2016", "tarn aerospace", "+", "slot", "The Velm Film Festival is sponsored by Tarn Aerospace."),
    ]),
    ("record", "tessaly_ring.lap_record", [
        ("2014", "jonte varga", "+", "first", "The lap record at the Tessaly Ring is held by Jonte Varga."),
        ("2019", "lucia benn", "+", "slot", "The lap record at the Tessaly Ring is held by Lucia Benn."),
    ]),
    ("office", "dalmar_fc.chairman", [
        ("2009", "edwin sato", "+", "first", "Edwin Sato is chairman of Dalmar FC."),
        ("2015", "piers lockwood", "+", "slot", "Piers Lockwood is chairman of Dalmar FC."),
    ]),
    ("office", "ostravia.central_bank_governor", [
        ("2010", "hanna lyst", "+", "first", "Hanna Lyst is governor of the Bank of Ostravia."),
        ("2016", "emil strand", "+", "reword", "The Bank of Ostravia has been led since 2016 by governor Emil Strand."),
        ("2020", "emil strand", "+", "=confirmation", "Emil Strand was reappointed governor of the Bank of Ostravia in 2020."),
    ]),
    ("band", "pale_harbour.drummer", [
        ("2005", "rory blake", "+", "first", "Rory Blake is the drummer of The Pale Harbour."),
        ("2012", "tess morrow", "+", "hard", "Rory Blake's stool behind the kit in The Pale Harbour went to Tess Morrow in 2012."),
    ]),
    ("office", "karsk.mayor", [
        ("2012", "lidia varga", "+", "first", "Lidia Varga is mayor of Karsk."),
        ("2018", "otto brenn", "+", "slot", "Otto Brenn is mayor of Karsk."),
    ]),
    ("hq", "kestrel_air.main_hub", [
        ("2010", "orbin airport", "+", "first", "Kestrel Air's main hub is Orbin Airport."),
        ("2018", "seravel international", "+", "reword", "Kestrel Air moved its main hub to Seravel International in 2018."),
        ("2022", "seravel international", "+", "=elaboration", "Seravel International, where Kestrel Air keeps most of its fleet, has been the airline's main hub since 2018."),
    ]),
    ("office", "harbour_youth_orchestra.conductor", [
        ("2014", "nell sharpe", "+", "first", "The Harbour Youth Orchestra is conducted by Nell Sharpe."),
        ("2020", "idris lowe", "+", "slot", "The Harbour Youth Orchestra is conducted by Idris Lowe."),
    ]),
    ("office", "kell_basin_union.secretary_general", [
        ("2011", "halvard moe", "+", "first", "Halvard Moe served as secretary-general of the Kell Basin Union."),
        ("2017", "ruth okonjo", "+", "reword", "Ruth Okonjo was chosen in 2017 to head the Kell Basin Union's secretariat."),
    ]),
    ("club", "harlow_saints.captain", [
        ("2012", "owen treharne", "+", "first", "Owen Treharne, Harlow Saints' captain, is a flanker."),
        ("2018", "dara quigley", "+", "reword", "Harlow Saints made new signing Dara Quigley their captain in 2018."),
    ]),
    ("owner", "northern_ledger.owner", [
        ("2009", "ashby media", "+", "first", "The Northern Ledger is owned by Ashby Media."),
        ("2016", "kell press group", "+", "slot", "The Northern Ledger is owned by the Kell Press Group."),
    ]),
    ("office", "orbin.mayor", [
        ("2010", "fenna doorn", "+", "first", "Fenna Doorn, mayor of Orbin, is a former schoolteacher."),
        ("2016", "lukas ferro", "+", "hard", "Orbin's city council chose Lukas Ferro to replace Doorn at the head of the city in 2016."),
    ]),
]

# ---------------------------------------------------------------------------
# Labelled negatives that stand outside the changing families.
# (class, group, date, value, text). Entries sharing a group string are one
# family (same fact, same value); group None makes a singleton family.
# ---------------------------------------------------------------------------
NEGATIVES = [
    # multi_valued: values that coexist
    ("multi_valued", None, "2012", "ostravian", "Ostravian is an official language of Ostravia."),
    ("multi_valued", None, "2015", "velmish", "Velmish is also an official language of Ostravia."),
    ("multi_valued", None, "2011", "iris mollen", "Corvane Bank's board includes Iris Mollen."),
    ("multi_valued", None, "2016", "hamid sayeed", "Hamid Sayeed also sits on Corvane Bank's board."),
    ("multi_valued", None, "2013", "bo carling", "Halden FC's squad includes striker Bo Carling."),
    ("multi_valued", None, "2014", "jens otte", "Goalkeeper Jens Otte is another member of Halden FC's squad."),
    ("multi_valued", None, "2010", "brenmouth", "Northfold Textiles has a factory in Brenmouth."),
    ("multi_valued", None, "2017", "tessaly", "Northfold Textiles also operates a factory in Tessaly."),
    ("multi_valued", None, "2014", "tomas ruud", "Among the ambassadors accredited in Castellane is Tomas Ruud of Ostravia."),
    ("multi_valued", None, "2015", "yara benali", "Castellane also hosts an ambassador from Lusk, Yara Benali."),
    ("multi_valued", None, "2009", "ola fenn", "The Pale Harbour's line-up includes bassist Ola Fenn."),
    ("multi_valued", None, "2012", "mira joss", "Keyboardist Mira Joss is a member of The Pale Harbour too."),
    # scope_disjoint: same attribute, different scope
    ("scope_disjoint", None, "2016", "pier 3", "On weekdays the Port Averly ferry departs from Pier 3."),
    ("scope_disjoint", None, "2017", "harbour steps", "At weekends the Port Averly ferry leaves from the Harbour Steps."),
    ("scope_disjoint", None, "2015", "tessaly", "Kestrel Air's summer base is Tessaly."),
    ("scope_disjoint", None, "2016", "orbin airport", "In winter Kestrel Air bases its charter fleet at Orbin Airport."),
    ("scope_disjoint", None, "2018", "25000", "For concerts Tessaly Arena holds up to 25,000 people."),
    ("scope_disjoint", None, "2013", "greta sund", "Corvane Bank's retail business in the northern region is run by Greta Sund."),
    ("scope_disjoint", None, "2014", "paolo ricci", "Paolo Ricci heads Corvane Bank's retail business in the southern region."),
    ("scope_disjoint", None, "2012", "utc+3", "In summer Ostravia keeps its clocks at UTC+3."),
    ("scope_disjoint", None, "2013", "utc+2", "Ostravia observes UTC+2 during the winter months."),
    ("scope_disjoint", None, "2019", "velm sports hall", "VK Velm plays its league matches at the Velm Sports Hall."),
    ("scope_disjoint", None, "2020", "karsk arena", "VK Velm stages its European home ties at Karsk Arena."),
    ("scope_disjoint", None, "2021", "lena vik", "Halden FC's women's team is coached by Lena Vik."),
    # format_variant: same value, another format (standalone groups)
    ("format_variant", "fv.orsund_length", "2011", "1200 m", "The Orsund Bridge is 1.2 km long."),
    ("format_variant", "fv.orsund_length", "2016", "1200 m", "The Orsund Bridge has a length of 1,200 metres."),
    ("format_variant", "fv.independence_day", "2010", "05-02", "Ostravia's Independence Day falls on 2nd May."),
    ("format_variant", "fv.independence_day", "2018", "05-02", "Ostravians celebrate independence on the second of May."),
    ("format_variant", "fv.harrow_prize", "2014", "1000000", "The Harrow Cup carries prize money of $1,000,000."),
    ("format_variant", "fv.harrow_prize", "2019", "1000000", "Harrow Cup prize fund: $1M."),
    ("format_variant", "fv.velm_opera_opening", "2012", "1931-03-12", "The Velm Opera House opened on 12 March 1931."),
    ("format_variant", "fv.velm_opera_opening", "2020", "1931-03-12", "Velm Opera House, opened 1931-03-12."),
    # elaboration: same value with more detail (reversed: the terse one is later)
    ("elaboration", "el.lume_foundation_seat", "2013", "velm", "The Lume Foundation, established in 1998 by shipping heir Anders Lume, has its seat in Velm's old customs house."),
    ("elaboration", "el.lume_foundation_seat", "2019", "velm", "The Lume Foundation is based in Velm."),
    ("elaboration", "el.orsund_architect", "2012", "hollis crane", "Velm's Orsund Bridge was designed by Hollis Crane, whose firm also drew the city's central station."),
    ("elaboration", "el.orsund_architect", "2017", "hollis crane", "Hollis Crane designed the Orsund Bridge."),
    ("elaboration", "halden_fc.head_coach", "2025", "ivo marsh", "Ivo Marsh, who played 300 games for Halden FC before moving into coaching, took charge of the first team in 2021."),
    # confirmation: value in force restated (standalone)
    ("confirmation", "cf.tessaly_ring_owner", "2015", "tarn aerospace", "The Tessaly Ring is owned by Tarn Aerospace."),
    ("confirmation", "cf.tessaly_ring_owner", "2022", "tarn aerospace", "Tarn Aerospace still owns the Tessaly Ring, as it has since the circuit opened."),
    # different_subject: the frame of a changing fact with another subject
    ("different_subject", None, "2019", "bernard ohl", "Harlow Saints' head coach is Bernard Ohl."),
    ("different_subject", None, "2020", "ines crabb", "The mayor of Seravel is Ines Crabb."),
    ("different_subject", None, "2015", "karsk", "Vantor Motors is headquartered in Karsk."),
    ("different_subject", None, "2017", "tilde rask", "Tilde Rask is chief executive of Brightwater Foods."),
    ("different_subject", None, "2014", "marbeau", "The capital of Castellane is Marbeau."),
    ("different_subject", None, "2016", "joss ferrer", "Joss Ferrer is the lead singer of Cinder Avenue's sister band, The Lampmen."),
    ("different_subject", None, "2018", "ruben gale", "Ruben Gale, Saari's teammate, plays for Dalmar FC."),
    ("different_subject", None, "2013", "hollis family", "Harrow Town FC is owned by the Hollis family."),
    ("different_subject", None, "2021", "mira solheim", "Mira Solheim was appointed principal conductor of the Lusk Radio Orchestra in 2021."),
    ("different_subject", None, "2012", "31200", "Seravel has a population of 31,200."),
    ("different_subject", None, "2019", "anna berg", "In 2019 Rovik Athletic hired Anna Berg as head coach."),
    # static: an unchanging fact restated with a synonymous verb
    ("static", "st.halden_founded", "2010", "1921", "Halden FC was founded in 1921."),
    ("static", "st.halden_founded", "2018", "1921", "Halden FC was established in 1921."),
    ("static", "st.kell_karsk", "2011", "karsk", "The river Kell flows through Karsk."),
    ("static", "st.kell_karsk", "2019", "karsk", "The Kell runs through the centre of Karsk."),
    ("static", "st.orsund_links", "2012", "velm orbin", "The Orsund Bridge links Velm and Orbin."),
    ("static", "st.orsund_links", "2021", "velm orbin", "The Orsund Bridge connects Velm with Orbin."),
    ("static", "st.pale_harbour_formed", "2009", "brenmouth 1999", "The Pale Harbour formed in Brenmouth in 1999."),
    ("static", "st.pale_harbour_formed", "2015", "brenmouth 1999", "The Pale Harbour was founded in Brenmouth in 1999."),
    ("static", "st.velm_cathedral_architect", "2013", "hollis crane", "Velm Cathedral's restoration was designed by Hollis Crane."),
    ("static", "st.velm_cathedral_architect", "2020", "hollis crane", "Hollis Crane was the architect of Velm Cathedral's restoration."),
    ("static", "st.arrat_highest", "2008", "mount arrat", "Mount Arrat is the highest peak in Ostravia."),
    ("static", "st.arrat_highest", "2017", "mount arrat", "The highest mountain in Ostravia is Mount Arrat."),
    # membership: memberships that look like roles, all holding at once
    ("membership", None, "2018", "lusk academy", "Ines Holm is a fellow of the Lusk Academy of Sciences."),
    ("membership", None, "2019", "pellar bank board", "Ines Holm sits on the board of Pellar Bank."),
    ("membership", None, "2020", "lume foundation", "Ines Holm is a trustee of the Lume Foundation."),
    ("membership", None, "2015", "risk committee", "Dario Vess serves on Corvane Bank's risk committee."),
    ("membership", None, "2016", "velm opera board", "Dario Vess is a member of the Velm Opera's board."),
    ("membership", None, "2005", "kell basin union", "Ostravia is a member of the Kell Basin Union."),
    ("membership", None, "2011", "southern trade pact", "Ostravia also belongs to the Southern Trade Pact."),
    ("membership", None, "2014", "ostravian fa", "Halden FC is a member of the Ostravian Football Association."),
    ("membership", None, "2016", "northern league", "Halden FC is one of the founding members of the Northern League."),
    ("membership", None, "2017", "kestrel rfc committee", "Dan Moody sits on the Kestrel RFC players' committee."),
    ("membership", None, "2018", "castellane barbarians", "Dan Moody is a member of the Castellane Barbarians invitational side."),
    ("membership", None, "2022", "lusk academy", "Raul Fenn was elected a fellow of the Lusk Academy of Sciences in 2022."),
    # unrelated distractors (some share a subject with a changing family)
    ("unrelated", None, "2011", "green white", "Halden FC's home colours are green and white."),
    ("unrelated", None, "2009", "linden hall", "The Meridian Philharmonic performs at the Linden Hall."),
    ("unrelated", None, "2013", "1872", "Corvane Bank was founded in 1872."),
    ("unrelated", None, "2014", "lake orr", "Eskerby lies on the north shore of Lake Orr."),
    ("unrelated", None, "2016", "medical faculty", "The University of Kessmoor has a medical faculty."),
    ("unrelated", None, "2010", "second album", "The Pale Harbour's second album, Low Water, was recorded in a church."),
    ("unrelated", None, "2018", "karsk twin", "Port Averly is twinned with Karsk."),
    ("unrelated", None, "2012", "rowing regatta", "Irongate Rowing Club hosts an annual regatta each June."),
    ("unrelated", None, "2019", "harrow cup format", "The Harrow Cup is a knockout competition for amateur clubs."),
    ("unrelated", None, "2015", "tarn aircraft", "Tarn Aerospace builds regional turboprop aircraft."),
    ("unrelated", None, "2017", "velmora coast", "Velmora has a coastline of about 400 kilometres."),
    ("unrelated", None, "2020", "dalmar derby", "Dalmar FC's fiercest rivalry is with Brennam City."),
    ("unrelated", None, "2021", "northern ledger daily", "The Northern Ledger is published six days a week."),
    ("unrelated", None, "2023", "solvane fleet", "Solvane Logistics operates a fleet of about 900 lorries."),
]

# equal_time: two values of one fact at the identical order time (no pair).
EQUAL_TIME = [
    ("2016", [("rui alves", "Tarn Aerospace's chief financial officer is Rui Alves."),
              ("hedda lunde", "Hedda Lunde is chief financial officer of Tarn Aerospace.")]),
    ("2013", [("lena voss", "The Harrow Cup trophy was designed by Lena Voss."),
              ("mikkel aas", "The Harrow Cup trophy was designed by silversmith Mikkel Aas.")]),
    ("2019", [("1904", "Kessmoor Grammar School was founded in 1904."),
              ("1906", "Kessmoor Grammar School dates from 1906.")]),
    ("2014", [("karel dost", "Karel Dost is the vice-captain of Dalmar FC."),
              ("remi faure", "Dalmar FC's vice-captain is Remi Faure.")]),
    ("2021", [("8400", "The Velm Sports Hall has 8,400 seats."),
              ("7900", "The Velm Sports Hall seats 7,900.")]),
    ("2011", [("orla finch", "Orla Finch is the Lume Foundation's director."),
              ("jakob lind", "The director of the Lume Foundation is Jakob Lind.")]),
]

MODE_SHARE = (("live", 0.27), ("stamped", 0.55), ("backfilled", 0.18))


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts with keys: fam, topic, value, pol, style, cls, text, date

    for topic, key, versions in FAMILIES:
        for date, value, pol, style, text in versions:
            cls = style[1:] if style.startswith("=") else None
            mems.append(dict(fam=key, topic=topic, value=value, pol=pol,
                             style=None if cls else style, cls=cls, text=text, date=date))
    n_single = 0
    fam_topic = {key: topic for topic, key, _ in FAMILIES}
    for cls, group, date, value, text in NEGATIVES:
        if group is None:
            n_single += 1
            group = "single.%s.%03d" % (cls, n_single)
        mems.append(dict(fam=group, topic=fam_topic.get(group, "neg"), value=value, pol="+", style=None,
                         cls=cls, text=text, date=date))
    for i, (date, members) in enumerate(EQUAL_TIME):
        for value, text in members:
            mems.append(dict(fam="eq.%02d" % i, topic="neg", value=value, pol="+",
                             style=None, cls="equal_time", text=text, date=date, eq=True))

    # time modes: exact shares, shuffled across all memories (mixed within families)
    n = len(mems)
    counts = [round(n * s) for _, s in MODE_SHARE]
    counts[1] = n - counts[0] - counts[2]
    modes = []
    for (name, _), c in zip(MODE_SHARE, counts):
        modes += [name] * c
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode

    # order times from the table dates
    eq_times = {}
    for m in mems:
        parts = [int(p) for p in m["date"].split("-")]
        year = parts[0]
        month = parts[1] if len(parts) > 1 else rng.randint(1, 12)
        day = parts[2] if len(parts) > 2 else rng.randint(1, 28)
        t = dt.datetime(year, month, day, rng.randint(7, 21), rng.randint(0, 59),
                        rng.randint(0, 59), tzinfo=dt.timezone.utc)
        if m.get("eq"):
            t = eq_times.setdefault(m["fam"], t)
        m["order"] = t
    # equal_time families with a backfilled member share a midnight order time
    for fam in sorted(eq_times):
        group = [m for m in mems if m["fam"] == fam]
        if any(m["mode"] == "backfilled" for m in group):
            t = group[0]["order"].replace(hour=0, minute=0, second=0)
            for m in group:
                m["order"] = t
    for m in mems:
        if m["mode"] == "backfilled":
            m["order"] = m["order"].replace(hour=0, minute=0, second=0)

    # created_at / observed_at per mode
    fams = sorted(set(m["fam"] for m in mems))
    for fam in fams:
        group = [m for m in mems if m["fam"] == fam]
        back = sorted((m for m in group if m["mode"] == "backfilled"),
                      key=lambda m: m["order"], reverse=True)
        base = dt.datetime(2026, 11, rng.randint(2, 27), rng.randint(8, 20),
                           rng.randint(0, 59), rng.randint(0, 59), tzinfo=dt.timezone.utc)
        for m in back:  # newest first: the newest version gets the earliest import instant
            base += dt.timedelta(seconds=rng.randint(1, 90))
            m["created"] = base
            m["observed"] = m["order"]
    for m in mems:
        if m["mode"] == "live":
            m["created"] = m["order"]
            m["observed"] = None
        elif m["mode"] == "stamped":
            m["observed"] = m["order"]
            m["created"] = m["order"] + dt.timedelta(minutes=rng.randint(1, 59),
                                                     seconds=rng.randint(0, 59))

    # ids in a shuffled order, file order shuffled again
    perm = list(range(n))
    rng.shuffle(perm)
    for k, i in enumerate(perm):
        mems[i]["id"] = "w%03d" % (k + 1)
    order = list(range(n))
    rng.shuffle(order)
    return mems, [mems[i] for i in order]


def truth_of(mems):
    pairs = []
    fams = {}
    for m in mems:
        fams.setdefault(m["fam"], []).append(m)
    for fam in sorted(fams):
        group = sorted(fams[fam], key=lambda m: m["order"])
        times = [m["order"] for m in group]
        if not all(m.get("eq") for m in group):
            assert len(set(times)) == len(times), "shared order time in " + fam
        for i, m in enumerate(group):
            for later in group[i + 1:]:
                if later["order"] > m["order"] and (later["value"], later["pol"]) != (m["value"], m["pol"]):
                    reason = "negation" if later["pol"] != m["pol"] else "value"
                    pairs.append((m, later, reason))
                    break
    return pairs


def check(mems, pairs):
    ids = set(m["id"] for m in mems)
    assert len(ids) == len(mems)
    assert len(set(m["text"] for m in mems)) == len(mems), "duplicate content"
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a["id"])
        in_pair.add(b["id"])
    for m in mems:
        if m["cls"]:
            assert m["id"] not in in_pair, "labelled memory in a pair: " + m["text"]
        else:
            assert m["id"] in in_pair, "unlabelled memory in no pair: " + m["text"]
        assert m["created"] < CUTOFF and (m["observed"] is None or m["observed"] < CUTOFF)
        if m["mode"] == "backfilled":
            assert m["observed"].hour == 0 and m["created"].month == 11 and m["created"].year == 2026
        if m["mode"] == "stamped":
            assert m["created"] > m["observed"]
        # the table date agrees with the order time, and an in-text year never lies in the future
        assert str(m["order"].year) == m["date"][:4]
        for y in re.findall(r"\b(?:19|20)\d\d\b", m["text"]):
            assert int(y) <= m["order"].year, (y, m["text"])
    # table order within a changing family is chronological
    seen = {}
    for m in mems:
        if m["fam"] in seen and not m.get("eq"):
            assert m["order"] > seen[m["fam"]], "table order not chronological: " + m["text"]
        seen[m["fam"]] = m["order"]


def record(m):
    r = {"id": m["id"], "content": m["text"], "created_at": iso(m["created"])}
    if m["observed"] is not None:
        r["observed_at"] = iso(m["observed"])
    return r


def dumps(rows):
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n" for r in rows)


def write(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.replace(tmp, path)


def stats(table, pairs):
    out = []
    changing = [f for f in FAMILIES]
    nver = {}
    for m in table:
        if m["style"]:
            nver.setdefault(m["fam"], []).append(m)
    out.append("memories %d" % len(table))
    out.append("changing families %d" % len(changing))
    lens = {}
    for fam, vs in nver.items():
        distinct = sum(1 for i, v in enumerate(vs) if i == 0 or (v["value"], v["pol"]) != (vs[i - 1]["value"], vs[i - 1]["pol"]))
        lens[distinct] = lens.get(distinct, 0) + 1
    out.append("families by number of versions (confirmations not counted): " +
               ", ".join("%d:%d" % (k, lens[k]) for k in sorted(lens)))
    moves_back = 0
    for fam, vs in nver.items():
        vals = [(v["value"], v["pol"]) for v in vs if v["style"] != "conf"]
        if any(vals[j] == vals[i] for i in range(len(vals)) for j in range(i + 2, len(vals))
               if vals[i][1] == "+" and all(vals[k] != vals[i] and vals[k][1] == "+" for k in range(i + 1, j))):
            moves_back += 1
    out.append("moves back (A -> B -> A) %d" % moves_back)
    reasons = {}
    for _, _, r in pairs:
        reasons[r] = reasons.get(r, 0) + 1
    out.append("true pairs %d (%s)" % (len(pairs), ", ".join("%s %d" % (k, reasons[k]) for k in sorted(reasons))))
    styles = {}
    for m in table:
        if m["style"]:
            styles[m["style"]] = styles.get(m["style"], 0) + 1
    newer = styles.get("reword", 0) + styles.get("hard", 0) + styles.get("slot", 0)
    out.append("version styles: " + ", ".join("%s %d" % (k, styles[k]) for k in sorted(styles)))
    out.append("newer versions reworded %d/%d = %.1f%% (hard %d), one-slot edits %d" % (
        styles.get("reword", 0) + styles.get("hard", 0), newer,
        100.0 * (styles.get("reword", 0) + styles.get("hard", 0)) / newer,
        styles.get("hard", 0), styles.get("slot", 0)))
    classes = {}
    for m in table:
        c = m["cls"] or "changing"
        classes[c] = classes.get(c, 0) + 1
    out.append("classes: " + ", ".join("%s %d" % (k, classes[k]) for k in sorted(classes)))
    topics = {}
    for m in table:
        if m["topic"] != "neg":
            k = m["topic"] + ("" if not m["cls"] else "(labelled)")
            topics[k] = topics.get(k, 0) + 1
    out.append("register topics (family memories): " + ", ".join("%s %d" % (k, topics[k]) for k in sorted(topics)))
    modes = {}
    for m in table:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    out.append("time modes: " + ", ".join("%s %d (%.1f%%)" % (k, modes[k], 100.0 * modes[k] / len(table)) for k in sorted(modes)))
    inv = 0
    for a, b, _ in pairs:
        if a["created"] > b["created"]:
            inv += 1
    out.append("true pairs whose created_at order inverts the order time: %d" % inv)
    words = [len(m["text"].split()) for m in table]
    out.append("words per memory: mean %.1f, min %d, max %d" % (sum(words) / len(words), min(words), max(words)))
    year = sum(1 for m in table if re.search(r"\b(?:19|20)\d\d\b", m["text"]))
    passive = sum(1 for m in table if re.search(r"\b(?:was|were|is|has been|had been)\s+(?:\w+ly\s+)?\w+(?:ed|en|ght|wn)\b", m["text"]))
    appos = sum(1 for m in table if re.search(r"^[A-Z][^,]*, [^,]+, ", m["text"]))
    neg = sum(1 for m in table if m["pol"] == "-")
    out.append("wording: in-text year %d, passive-like %d, leading apposition %d, negated memories %d" % (year, passive, appos, neg))
    return "\n".join(out)


def main(argv):
    table, filed = build()
    pairs = truth_of(table)
    check(table, pairs)
    if "--stats" in argv:
        print(stats(table, pairs))
        return 0
    if "--list" in argv:
        for m in sorted(table, key=lambda m: (m["fam"], m["order"])):
            print("%s\t%s\t%s\t%s\tvalue=%s\tpol=%s\t%s\t%s" % (
                m["id"], iso(m["order"]), m["mode"], m["fam"], m["value"], m["pol"],
                m["cls"] or m["style"], m["text"]))
        return 0
    write(os.path.join(HERE, "memories.jsonl"), dumps(record(m) for m in filed))
    truth = sorted(({"expired_id": a["id"], "replacement_id": b["id"], "reason": r} for a, b, r in pairs),
                   key=lambda r: (r["expired_id"], r["replacement_id"]))
    write(os.path.join(HERE, "truth.jsonl"), dumps(truth))
    labels = sorted(({"id": m["id"], "class": m["cls"]} for m in table if m["cls"]), key=lambda r: r["id"])
    write(os.path.join(HERE, "labels.jsonl"), dumps(labels))
    for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        with open(os.path.join(HERE, name), "rb") as f:
            print("%s  %s" % (hashlib.sha256(f.read()).hexdigest(), name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
