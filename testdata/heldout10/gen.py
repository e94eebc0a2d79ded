#!/usr/bin/env python3
"""Generate testdata/heldout10: a blind evaluation corpus of memories (sport, music, film, stage).

Labels are fixed in the tables below BEFORE anything is generated. Truth is computed from
the labels (family, value, polarity, order time), never from the text.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl, README.md
    python3 gen.py --stats    print counts (writes nothing)
    python3 gen.py --list     print every memory with id, order time, mode, labels (writes nothing)

Deterministic: a fixed seed, stdlib only; two runs give byte-identical files.
"""

import datetime as dt
import hashlib
import json
import os
import random
import re
import sys

SEED = 20261201
HERE = os.path.dirname(os.path.abspath(__file__))

# Member kinds of a changing family (never labelled):
#   first   the first version of the family
#   slot    a one-slot edit of the member before it (same sentence, only the value span differs)
#   reword  a reworded newer version
#   hard    a reworded, hard-worded intervening version
#   confirm a confirmation inside a chain (same value restated; expired by the next change)
# Labelled kinds (the memory must never take part in any pair) are the negative classes:
CLASSES = [
    "multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
    "different_subject", "static", "membership", "equal_time", "unrelated",
]
CHAIN_KINDS = ["first", "slot", "reword", "hard", "confirm"]

FAMILIES = []


def fam(fid, domain, subject, attribute, scope, members):
    """members: (date, value, polarity, kind, text); polarity '+' holds, '-' stopped holding."""
    FAMILIES.append(dict(fid=fid, domain=domain, subject=subject, attribute=attribute,
                         scope=scope, members=members))


_solo_n = [0]


def solo(cls, domain, subject, attribute, date, value, text, scope=""):
    _solo_n[0] += 1
    fam("S%03d" % _solo_n[0], domain, subject, attribute, scope, [(date, value, "+", cls, text)])


def static_pair(domain, subject, attribute, value, a, b):
    _solo_n[0] += 1
    fam("S%03d" % _solo_n[0], domain, subject, attribute, "",
        [(a[0], value, "+", "static", a[1]), (b[0], value, "+", "static", b[1])])


def equal_pair(domain, subject, attribute, date, a, b):
    _solo_n[0] += 1
    fam("E%03d" % _solo_n[0], domain, subject, attribute, "",
        [(date, a[0], "+", "equal_time", a[1]), (date, b[0], "+", "equal_time", b[1])])


# ---------------------------------------------------------------------------------------------
# Changing families (with the labelled memories that restate their final value appended)
# ---------------------------------------------------------------------------------------------

fam("F01", "sport", "Harrowgate Athletic", "head coach", "men's first team", [
    ("2016-07-04", "Penhallow", "+", "first",
     "Dariusz Penhallow was appointed head coach of Harrowgate Athletic in July 2016, arriving from the Kilnworth Rovers academy."),
    ("2018-11-19", "Quayle", "+", "reword",
     "Harrowgate Athletic sacked Dariusz Penhallow after seven straight league defeats and brought in Matteo Quayle."),
    ("2021-06-02", "Vallgren", "+", "hard",
     "With Matteo Quayle lured away by a club in the Gulf at the end of the 2020-21 season, it is his former assistant Ines Vallgren who now picks the Harrowgate Athletic team."),
    ("2024-06-11", "Okonjo", "+", "reword",
     "Harrowgate Athletic's head coach is Ruaridh Okonjo, who signed a three-year contract in June 2024."),
    ("2025-02-14", "Okonjo", "+", "elaboration",
     "Ruaridh Okonjo, head coach of Harrowgate Athletic, spent eleven seasons as a centre-back at Kilnworth Rovers before moving into coaching with the Eastmarch under-19s."),
])

fam("F02", "sport", "Harrowgate Athletic's ground", "name", "", [
    ("2009-03-01", "Tannery Lane", "+", "first",
     "Harrowgate Athletic's ground has been called Tannery Lane since it opened in 1903."),
    ("2015-07-01", "Larchmere Insurance Stadium", "+", "reword",
     "Under a ten-year naming-rights deal, Tannery Lane was renamed the Larchmere Insurance Stadium in July 2015."),
    ("2023-07-03", "Vexley Arena", "+", "reword",
     "The ground was renamed the Vexley Arena in 2023, when the naming rights passed to Vexley Logistics."),
    ("2024-08-20", "Vexley Arena", "+", "elaboration",
     "The Vexley Arena, home of Harrowgate Athletic since 1903, has a single-tier main stand and a covered terrace behind each goal."),
])

fam("F03", "sport", "Kilnworth Park", "capacity", "football", [
    ("2010-08-01", "18500", "+", "first",
     "Kilnworth Park has a capacity of 18,500."),
    ("2016-08-13", "21000", "+", "slot",
     "Kilnworth Park has a capacity of 21,000."),
    ("2022-08-06", "19750", "+", "reword",
     "Kilnworth Park now holds 19,750 after seats in the Quarry End were taken out for a new media gantry and wheelchair platform."),
    ("2023-02-27", "19750", "+", "format_variant",
     "Kilnworth Park, capacity nineteen thousand seven hundred and fifty, will host the 2024 Aldmoor Cup final."),
])

fam("F04", "sport", "Kwabena Lindqvist", "club", "", [
    ("2017-01-30", "Dunmere United", "+", "first",
     "Kwabena Lindqvist, a forward, joined Dunmere United from the Hallamby youth system in January 2017."),
    ("2019-08-29", "Port Astley", "+", "hard",
     "Dunmere United's Kwabena Lindqvist moved to Port Astley on loan for the 2019-20 season."),
    ("2020-06-01", "Dunmere United", "+", "reword",
     "Lindqvist returned to Dunmere United when his loan at Port Astley expired in the summer of 2020."),
    ("2022-07-14", "Castel Verano", "+", "reword",
     "Kwabena Lindqvist plays for Castel Verano, who signed him from Dunmere United for a reported £3.1m in July 2022."),
    ("2024-03-02", "Castel Verano", "+", "format_variant",
     "Kwabena Lindqvist has scored nine goals this season for Club Sportivo Castel Verano."),
])

fam("F05", "sport", "Dunmere United", "captain", "first team", [
    ("2018-08-03", "Kavanagh", "+", "first",
     "Centre-half Oisin Kavanagh was named Dunmere United captain ahead of the 2018-19 season."),
    ("2021-07-27", "Stroud", "+", "reword",
     "Dunmere United's new captain is goalkeeper Emeka Stroud, who takes the armband from the departing Oisin Kavanagh."),
    ("2024-07-19", "Ferrante", "+", "reword",
     "Luca Ferrante took over the captaincy from Emeka Stroud in July 2024."),
    ("2025-09-05", "Ferrante", "+", "confirmation",
     "Luca Ferrante will continue as Dunmere United captain this season, the club confirmed."),
])

fam("F06", "sport", "Port Astley", "kit supplier", "men", [
    ("2014-05-12", "Stridewell", "+", "first",
     "Port Astley's kit is made by Stridewell."),
    ("2018-06-05", "Korvan", "+", "slot",
     "Port Astley's kit is made by Korvan."),
    ("2022-05-20", "Stridewell", "+", "reword",
     "After four seasons in Korvan shirts, Port Astley have gone back to Stridewell, signing a five-year kit deal from 2022-23."),
    ("2025-06-18", "Stridewell", "+", "confirmation",
     "Port Astley will again wear Stridewell shirts in 2025-26, the club confirmed."),
])

fam("F07", "sport", "Castlebrook Town", "league", "first team", [
    ("2015-05-02", "Northern Premier League", "+", "first",
     "Castlebrook Town play in the Northern Premier League."),
    ("2017-04-29", "National League North", "+", "reword",
     "Castlebrook Town won promotion to National League North after finishing top of the Northern Premier League in 2016-17."),
    ("2020-07-20", "National League", "+", "reword",
     "Castlebrook Town were promoted to the National League through the play-offs in July 2020."),
    ("2023-05-06", "National League North", "+", "reword",
     "Relegation on the final day of 2022-23 sent Castlebrook Town back down to National League North."),
    ("2024-11-09", "National League North", "+", "format_variant",
     "Castlebrook Town compete in the NL North."),
])

fam("F08", "sport", "Port Astley", "owner", "", [
    ("2012-03-15", "Halvorsen family", "+", "first",
     "Port Astley was bought by the Halvorsen family, owners of a regional shipping firm, in March 2012."),
    ("2017-09-01", "Benbow", "+", "reword",
     "American investor Cyrus Benbow completed his takeover of Port Astley in September 2017, ending the Halvorsen era."),
    ("2023-02-10", "supporters' trust", "+", "reword",
     "Port Astley is owned by its supporters' trust, which bought out Cyrus Benbow in February 2023."),
    ("2024-05-22", "supporters' trust", "+", "elaboration",
     "The Port Astley Supporters' Trust, which owns the club, has some 9,400 members, each holding a single vote."),
])

fam("F09", "sport", "Tavita Morrongiello", "Eastmarch national team", "", [
    ("2014-11-08", "Eastmarch", "+", "first",
     "Tavita Morrongiello made his Eastmarch debut against Nordhavn in November 2014 and has been a regular in the national side since."),
    ("2021-03-20", "Eastmarch", "-", "reword",
     "Tavita Morrongiello retired from international rugby in March 2021, after 61 caps for Eastmarch."),
    ("2023-06-30", "Eastmarch", "+", "reword",
     "Tavita Morrongiello came out of international retirement and was named in the Eastmarch squad for the 2023 World Cup."),
])

fam("F10", "sport", "Ilse Marchetti-Rowe", "world ranking", "singles", [
    ("2021-02-08", "14", "+", "first",
     "Ilse Marchetti-Rowe is ranked world No. 14."),
    ("2021-08-16", "9", "+", "slot",
     "Ilse Marchetti-Rowe is ranked world No. 9."),
    ("2022-01-31", "6", "+", "reword",
     "A run to the Corran Open final lifted Marchetti-Rowe to a career-high sixth in the world rankings."),
    ("2023-04-03", "11", "+", "reword",
     "Marchetti-Rowe has slipped to No. 11 in the world after a shoulder injury kept her off the tour for two months."),
    ("2023-09-18", "11", "+", "format_variant",
     "World number eleven Ilse Marchetti-Rowe is the top seed at the Hallamby Classic."),
])

fam("F11", "sport", "Berhane Oduya", "marathon personal best", "", [
    ("2018-04-22", "2:06:48", "+", "first",
     "Berhane Oduya's marathon personal best is 2:06:48."),
    ("2019-10-13", "2:05:30", "+", "reword",
     "Oduya lowered his marathon best to 2:05:30 in Hallamby in October 2019."),
    ("2022-12-04", "2:04:57", "+", "reword",
     "Berhane Oduya ran 2:04:57 at the Valmorra Marathon, a new personal best."),
    ("2023-03-10", "2:04:57", "+", "format_variant",
     "Berhane Oduya, whose best stands at 2 h 4 min 57 s, heads the entry list for the Calder Vale Marathon."),
])

fam("F12", "sport", "Calder Vale Marathon", "course record", "men", [
    ("2012-10-07", "2:08:40", "+", "first",
     "The Calder Vale Marathon course record stands at 2:08:40."),
    ("2016-10-02", "2:07:12", "+", "reword",
     "Nordhavn's Pekka Saaristo broke the Calder Vale Marathon course record in 2016, finishing in 2:07:12."),
    ("2024-10-06", "2:03:11", "+", "reword",
     "After Solomon Kiptanui's run on Sunday, the Calder Vale course record now stands at 2:03:11."),
    ("2025-01-20", "2:03:11", "+", "format_variant",
     "Kiptanui's course record at Calder Vale, 2 h 3 min 11 s, is the fastest marathon ever run in Eastmarch."),
])

fam("F13", "sport", "Continental Boxing Council middleweight title", "holder", "", [
    ("2017-03-11", "Achebe-Ward", "+", "first",
     "Dion Achebe-Ward is the Continental Boxing Council middleweight champion."),
    ("2018-09-22", "Roux", "+", "reword",
     "Kasimir Roux took the CBC middleweight belt from Dion Achebe-Ward on a split decision in September 2018."),
    ("2019-05-18", "Achebe-Ward", "+", "reword",
     "Achebe-Ward regained the Continental Boxing Council middleweight title in the rematch, stopping Roux in the ninth round."),
    ("2020-11-02", "Achebe-Ward", "-", "reword",
     "Dion Achebe-Ward has vacated the CBC middleweight title to move up to super-middleweight."),
])

fam("F14", "sport", "Aldmoor Cup", "holder", "", [
    ("2019-05-18", "Port Astley", "+", "first",
     "Port Astley are the Aldmoor Cup holders after beating Castlebrook Town 2-1 in the 2019 final."),
    ("2020-05-23", "Castlebrook Town", "+", "reword",
     "Castlebrook Town lifted the Aldmoor Cup in May 2020, beating Harrowgate Athletic on penalties."),
    ("2022-05-21", "Dunmere United", "+", "reword",
     "The Aldmoor Cup is held by Dunmere United, 3-0 winners over Port Astley in the 2022 final."),
    ("2022-11-01", "Dunmere United", "+", "format_variant",
     "Dunmere Utd are the current holders of the Aldmoor Cup."),
])

fam("F15", "music", "Saltmarsh Philharmonic", "chief conductor", "", [
    ("2008-09-01", "Haverkamp", "+", "first",
     "Leopold Haverkamp is chief conductor of the Saltmarsh Philharmonic."),
    ("2015-09-01", "Vesterlund", "+", "reword",
     "Aino Vesterlund succeeded Leopold Haverkamp as chief conductor of the Saltmarsh Philharmonic at the start of the 2015-16 season."),
    ("2022-09-20", "Whitcombe", "+", "reword",
     "Ryo Whitcombe became chief conductor of the Saltmarsh Philharmonic in September 2022, the first Japanese-born musician to hold the post."),
    ("2023-06-11", "Whitcombe", "+", "elaboration",
     "Ryo Whitcombe, chief conductor of the Saltmarsh Philharmonic, trained in Osaka and Vienna and was earlier principal guest conductor of the Ashcombe Symphony."),
])

fam("F16", "stage", "Gullhaven Playhouse", "artistic director", "", [
    ("2011-01-10", "Stocksworth", "+", "first",
     "Miriam Stocksworth is artistic director of the Gullhaven Playhouse."),
    ("2018-03-05", "Pike", "+", "reword",
     "The Gullhaven Playhouse appointed Oyelaran Pike as artistic director in March 2018, succeeding Miriam Stocksworth."),
    ("2023-11-27", "Quill", "+", "reword",
     "Hester Quill, who ran the Lantern Theatre in Hallamby for a decade, has been chosen to lead the Gullhaven Playhouse."),
    ("2025-04-30", "Quill", "+", "confirmation",
     "Hester Quill remains artistic director at the Gullhaven Playhouse."),
])

fam("F17", "music", "Brackenfold Folk Festival", "director", "", [
    ("2009-02-01", "Hartigan", "+", "first",
     "The Brackenfold Folk Festival is directed by Agnes Hartigan."),
    ("2013-10-14", "Mallory-Fisk", "+", "hard",
     "Agnes Hartigan handed over to her deputy, Ewan Mallory-Fisk, after the 2013 Brackenfold Folk Festival, though she stayed on as the festival's patron."),
    ("2018-01-22", "Delacourt", "+", "reword",
     "Rosa Delacourt was appointed director of the Brackenfold Folk Festival in January 2018."),
    ("2024-09-30", "Weir", "+", "reword",
     "The Brackenfold Folk Festival's new director is Tomasz Weir, formerly head of programming at the Tidewater Jazz Festival."),
    ("2025-03-03", "Weir", "+", "elaboration",
     "Tomasz Weir, director of the Brackenfold Folk Festival, grew up in Brackenfold and played fiddle in ceilidh bands before moving into programming."),
])

fam("F18", "music", "Brackenfold Folk Festival", "venue", "main festival", [
    ("2010-05-10", "Brackenfold Showground", "+", "first",
     "The Brackenfold Folk Festival takes place at Brackenfold Showground."),
    ("2016-03-08", "Ellery Park", "+", "reword",
     "Flood damage at the showground has forced the Brackenfold Folk Festival to move to Ellery Park for 2016."),
    ("2019-02-25", "Brackenfold Showground", "+", "reword",
     "The Brackenfold Folk Festival returns to Brackenfold Showground in 2019 now that the drainage repairs are finished."),
    ("2024-04-09", "Brackenfold Showground", "+", "confirmation",
     "As usual, the Brackenfold Folk Festival will be held at Brackenfold Showground this August."),
])

fam("F19", "film", "Lanternfield Pictures", "head of studio", "", [
    ("2010-06-01", "Danner", "+", "first",
     "Lanternfield Pictures is run by Ulrich Danner, its chairman and chief executive."),
    ("2016-11-15", "Abara", "+", "reword",
     "Lanternfield Pictures named Corinne Abara head of the studio in November 2016, replacing Ulrich Danner."),
    ("2021-04-26", "Sørhaug", "+", "reword",
     "Studio chief Corinne Abara has left Lanternfield Pictures; Benedikt Sørhaug, who led its television division, now heads the studio."),
    ("2022-02-08", "Sørhaug", "+", "elaboration",
     "Benedikt Sørhaug, head of Lanternfield Pictures, began his career as a location scout and produced the studio's first streaming series."),
])

fam("F20", "music", "Copper Lanterns", "lead singer", "", [
    ("2009-04-01", "Adair", "+", "first",
     "The Copper Lanterns' lead singer is Roisin Adair."),
    ("2014-08-18", "Pell", "+", "reword",
     "Roisin Adair quit the Copper Lanterns in 2014 to go solo, and the band recruited Jonah Pell as frontman."),
    ("2020-02-03", "Adair", "+", "reword",
     "Original singer Roisin Adair has rejoined the Copper Lanterns, replacing Jonah Pell."),
    ("2024-10-10", "Adair", "+", "confirmation",
     "Roisin Adair is still the Copper Lanterns' lead singer on their 2024 tour."),
])

fam("F21", "music", "Velvet Quarry", "drummer", "", [
    ("2010-03-15", "Lund", "+", "first",
     "Velvet Quarry's drummer is Caspar Lund."),
    ("2013-05-27", "Farrow", "+", "slot",
     "Velvet Quarry's drummer is Mikkel Farrow."),
    ("2015-09-09", "Farrow", "+", "confirm",
     "Mikkel Farrow is still drumming for Velvet Quarry on the Iron Weather tour."),
    ("2017-02-20", "Delaney", "+", "hard",
     "Behind the kit on Velvet Quarry's 2017 album is Anouk Delaney, brought in after Mikkel Farrow injured his wrist."),
    ("2021-11-08", "Ashworth", "+", "reword",
     "Velvet Quarry have announced that session player Tobi Ashworth is their new full-time drummer."),
    ("2023-03-14", "Ashworth", "+", "elaboration",
     "Tobi Ashworth, Velvet Quarry's drummer, studied jazz percussion in Corran and has played on more than forty session albums."),
])

fam("F22", "music", "Velvet Quarry", "record label", "worldwide", [
    ("2011-02-14", "Hollowbrook Records", "+", "first",
     "Velvet Quarry signed a deal with Hollowbrook Records in February 2011."),
    ("2015-01-19", "Sentinel Music", "+", "reword",
     "Velvet Quarry have left Hollowbrook for the major label Sentinel Music, who will release their third album."),
    ("2019-06-24", "Sentinel Music", "-", "reword",
     "Sentinel Music has dropped Velvet Quarry after disappointing sales of their fourth album."),
    ("2020-03-02", "Moth & Wire", "+", "reword",
     "Velvet Quarry are now signed to the independent label Moth & Wire."),
])

fam("F23", "music", "The Marrow Lights", "active as a band", "", [
    ("2012-06-01", "active", "+", "first",
     "The Marrow Lights are a post-punk band from Hallamby who have been playing together since 2007."),
    ("2016-12-12", "active", "-", "reword",
     "The Marrow Lights disbanded in December 2016 after a farewell show at the Corran Concert Hall."),
    ("2022-04-04", "active", "+", "reword",
     "The Marrow Lights have reformed, five years after splitting up, and are recording a fourth album."),
])

fam("F24", "sport", "Eastmarch women's 200 m freestyle", "national record", "long course", [
    ("2013-08-02", "1:56.40", "+", "first",
     "The Eastmarch women's 200 m freestyle record is 1:56.40."),
    ("2017-07-26", "1:55.81", "+", "slot",
     "The Eastmarch women's 200 m freestyle record is 1:55.81."),
    ("2021-07-28", "1:55.02", "+", "reword",
     "Eastmarch's national record in the women's 200 m freestyle now belongs to 17-year-old Hana Kovacevic, who swam 1:55.02."),
    ("2022-04-12", "1:55.02", "+", "format_variant",
     "Hana Kovacevic holds the Eastmarch record in the 200 m freestyle at 1 min 55.02 s."),
])

fam("F25", "sport", "Jorin Vasquez-Hale", "cycling team", "", [
    ("2014-01-10", "Kestrel Pro Cycling", "+", "first",
     "Jorin Vasquez-Hale rides for Kestrel Pro Cycling."),
    ("2017-10-03", "Orbis–Delmar", "+", "reword",
     "Vasquez-Hale has left Kestrel Pro Cycling and signed a two-year contract with Orbis–Delmar."),
    ("2020-10-19", "Orbis–Delmar", "-", "reword",
     "Jorin Vasquez-Hale retired from professional cycling at the end of the 2020 season, his third with Orbis–Delmar."),
    ("2022-01-17", "Orbis–Delmar", "+", "reword",
     "Jorin Vasquez-Hale came out of retirement in January 2022 and is racing for Orbis–Delmar again."),
])

fam("F26", "sport", "Eastmarch national team", "manager", "men", [
    ("2016-11-20", "Hollander", "+", "first",
     "The Eastmarch national team manager is Piet Hollander."),
    ("2021-09-14", "Ferreira-Banks", "+", "slot",
     "The Eastmarch national team manager is Lucía Ferreira-Banks."),
    ("2024-12-01", "Ferreira-Banks", "+", "confirmation",
     "Lucía Ferreira-Banks will lead Eastmarch at the 2026 World Cup after the federation confirmed her contract extension."),
])

fam("F27", "sport", "Thornbury County Cricket Club", "captain", "County Championship", [
    ("2015-03-30", "Grewal", "+", "first",
     "Thornbury's County Championship captain is Hamish Grewal."),
    ("2019-02-11", "Harcourt", "+", "reword",
     "Hamish Grewal has handed the Thornbury captaincy to wicketkeeper Bilal Harcourt."),
    ("2023-01-23", "Ndiaye", "+", "reword",
     "Thornbury have named opening batter Fergus Ndiaye as captain for 2023, succeeding Bilal Harcourt."),
    ("2023-09-25", "Ndiaye", "+", "elaboration",
     "Fergus Ndiaye, Thornbury's captain, scored 1,204 championship runs this summer, the most by any Thornbury batter since 1990."),
])

fam("F28", "sport", "Ravensholt Wolves", "home arena", "", [
    ("2009-09-01", "Old Drill Hall", "+", "first",
     "The Ravensholt Wolves play their home games at the Old Drill Hall."),
    ("2014-09-12", "Merrow Centre", "+", "slot",
     "The Ravensholt Wolves play their home games at the Merrow Centre."),
    ("2020-01-10", "Merrow Centre", "+", "confirmation",
     "The Wolves continue to play at the Merrow Centre, where their lease runs to 2030."),
])

fam("F29", "sport", "Ilse Marchetti-Rowe", "coach", "", [
    ("2019-12-02", "Kjellberg", "+", "first",
     "Marchetti-Rowe is coached by Anders Kjellberg."),
    ("2022-10-24", "Iriarte", "+", "slot",
     "Marchetti-Rowe is coached by Paloma Iriarte."),
    ("2024-01-15", "Kjellberg", "+", "reword",
     "Marchetti-Rowe has reunited with Anders Kjellberg, her coach from 2019 to 2022, after ending her partnership with Paloma Iriarte."),
    ("2024-06-03", "Kjellberg", "+", "elaboration",
     "Anders Kjellberg, who coaches Ilse Marchetti-Rowe, is a former Nordhavn national champion and ran the Valmorra tennis academy for twelve years."),
])

fam("F30", "sport", "Eastmarch men's 400 m hurdles record", "holder", "", [
    ("2012-07-20", "Ilori", "+", "first",
     "Cormac Ilori holds the Eastmarch men's 400 m hurdles record."),
    ("2019-06-30", "Blaskovic", "+", "slot",
     "Teodor Blaskovic holds the Eastmarch men's 400 m hurdles record."),
])

fam("F31", "stage", "Northbay Ballet", "artistic director", "", [
    ("2012-09-17", "Valentin-Moore", "+", "first",
     "Northbay Ballet's artistic director is Sergei Valentin-Moore."),
    ("2019-04-08", "Thistlewood", "+", "slot",
     "Northbay Ballet's artistic director is Amara Thistlewood."),
    ("2024-11-04", "Thistlewood", "+", "confirmation",
     "Amara Thistlewood is still in charge of Northbay Ballet as artistic director."),
])

fam("F32", "stage", "Corvane Opera", "music director", "main company", [
    ("2010-09-06", "Rautio", "+", "first",
     "The music director of Corvane Opera is Emil Rautio."),
    ("2016-02-01", "Oduro", "+", "slot",
     "The music director of Corvane Opera is Celestine Oduro."),
    ("2022-05-16", "Belcastro", "+", "slot",
     "The music director of Corvane Opera is Ignacio Belcastro."),
    ("2023-10-02", "Belcastro", "+", "elaboration",
     "Ignacio Belcastro, Corvane Opera's music director, opened the season with a new Tosca and conducts six of the company's eight productions this year."),
])

fam("F33", "film", "Sable Coast International Film Festival", "director", "", [
    ("2014-01-20", "Achterberg", "+", "first",
     "The Sable Coast International Film Festival is directed by Lionel Achterberg."),
    ("2020-06-29", "Quiñones", "+", "slot",
     "The Sable Coast International Film Festival is directed by Marisol Quiñones."),
    ("2023-07-03", "Quiñones", "+", "confirmation",
     "Marisol Quiñones has been confirmed as director of the Sable Coast festival for another three editions."),
])

fam("F35", "sport", "Dunmere United", "chairman", "", [
    ("2008-06-30", "Roland Featherstonehaugh", "+", "first",
     "Dunmere United's chairman is Roland Featherstonehaugh."),
    ("2014-12-01", "Imelda Featherstonehaugh", "+", "reword",
     "Roland Featherstonehaugh stepped aside as Dunmere United chairman in December 2014, handing the role to his daughter, Imelda."),
    ("2017-06-12", "Imelda Featherstonehaugh", "+", "confirm",
     "Imelda Featherstonehaugh was re-elected Dunmere United chairman at the club's annual general meeting."),
    ("2020-11-23", "Asante-Bright", "+", "reword",
     "Dunmere United's new chairman is the property developer Kwame Asante-Bright."),
    ("2022-03-15", "Asante-Bright", "+", "elaboration",
     "Kwame Asante-Bright, the Dunmere United chairman, paid for the club's new training ground at Millbeck out of his own pocket."),
])

fam("F36", "sport", "Dunmere United Women", "head coach", "women", [
    ("2019-07-15", "Ruskin", "+", "first",
     "Dunmere United Women are coached by Bethan Ruskin."),
    ("2022-06-20", "Moreno", "+", "slot",
     "Dunmere United Women are coached by Fiadh Moreno."),
])

fam("F36b", "sport", "Dunmere United", "manager", "men's first team", [
    ("2017-05-22", "Olumide", "+", "first",
     "Dunmere United's manager is Gareth Olumide, appointed in May 2017 after the club's promotion."),
    ("2020-01-08", "Brandt", "+", "reword",
     "Dunmere United parted company with Gareth Olumide in January 2020; Hollis Brandt, previously in charge of the reserves, takes over as manager."),
    ("2023-10-30", "Marr", "+", "reword",
     "Former Port Astley midfielder Selwyn Marr was unveiled as the new Dunmere United manager on 30 October 2023."),
    ("2025-08-01", "Marr", "+", "confirmation",
     "Selwyn Marr remains in charge at Dunmere United going into the 2025-26 season."),
])

fam("F37", "sport", "Rhiannon Castellane", "racing team", "", [
    ("2018-12-03", "Vantor Racing", "+", "first",
     "Rhiannon Castellane drives for Vantor Racing."),
    ("2021-09-27", "Helix GP", "+", "reword",
     "Rhiannon Castellane has joined Helix GP after three seasons at Vantor Racing."),
    ("2024-10-21", "Corsa Blu", "+", "reword",
     "Corsa Blu have signed Rhiannon Castellane from Helix GP on a multi-year deal."),
    ("2025-03-10", "Corsa Blu", "+", "elaboration",
     "Rhiannon Castellane, Corsa Blu's lead driver, was the youngest ever winner of the Eastmarch Formula 3 title."),
])

fam("F38", "sport", "Niall Okereke", "world golf ranking", "", [
    ("2022-05-16", "7", "+", "first",
     "Niall Okereke is seventh in the world golf rankings."),
    ("2023-07-24", "2", "+", "reword",
     "Victory at the Valmorra Open has lifted Niall Okereke to No. 2 in the world."),
    ("2023-09-04", "2", "+", "format_variant",
     "Niall Okereke, second in the world rankings, has withdrawn from next week's Corran Masters with a back injury."),
])

fam("F39", "sport", "Luka Bramwell", "long jump personal best", "", [
    ("2019-06-08", "8.12 m", "+", "first",
     "Luka Bramwell's long jump personal best is 8.12 m."),
    ("2021-08-01", "8.31 m", "+", "slot",
     "Luka Bramwell's long jump personal best is 8.31 m."),
    ("2022-02-14", "8.31 m", "+", "format_variant",
     "Bramwell, whose best is 8m31, opens his indoor season in Hallamby this weekend."),
])

fam("F40", "stage", "Salt and Silver", "actor playing Captain Alder", "", [
    ("2017-03-20", "Ashgrove", "+", "first",
     "The role of Captain Alder in Salt and Silver is played by Dominic Ashgrove."),
    ("2019-09-02", "Lindhurst", "+", "slot",
     "The role of Captain Alder in Salt and Silver is played by Kofi Lindhurst."),
    ("2022-09-05", "Quenby", "+", "reword",
     "Jasper Quenby has taken over as Captain Alder in the long-running musical Salt and Silver."),
    ("2023-01-09", "Quenby", "+", "elaboration",
     "Jasper Quenby, who plays Captain Alder in Salt and Silver, trained at the Corran Conservatoire and toured for two years as Javert."),
])

fam("F41", "music", "Saltmarsh Philharmonic", "leader", "", [
    ("2013-04-10", "Ebdon", "+", "first",
     "The Saltmarsh Philharmonic's leader is the violinist Katarzyna Ebdon."),
    ("2020-02-17", "Marchal", "+", "slot",
     "The Saltmarsh Philharmonic's leader is the violinist Thibault Marchal."),
    ("2024-09-12", "Marchal", "+", "confirmation",
     "Thibault Marchal is still leading the Saltmarsh Philharmonic this season."),
])

fam("F42", "music", "Corran's principal concert venue", "name", "", [
    ("2012-01-16", "Corran Concert Hall", "+", "first",
     "The city's principal concert venue, opened in 1961, is the Corran Concert Hall."),
    ("2019-09-09", "Aurelius Hall", "+", "slot",
     "The city's principal concert venue, opened in 1961, is the Aurelius Hall."),
])

fam("F43", "sport", "Halden Harbourmen", "head coach", "", [
    ("2011-06-20", "Okwuosa", "+", "first",
     "Nate Okwuosa is head coach of the Halden Harbourmen."),
    ("2015-04-13", "Lind", "+", "hard",
     "It was Okwuosa's long-time assistant, Grzegorz Lind, whom the Halden Harbourmen turned to when they fired their head coach in April 2015."),
    ("2018-05-07", "Voight", "+", "reword",
     "The Halden Harbourmen's head coach is Carmela Voight."),
    ("2022-06-13", "Marsh", "+", "slot",
     "The Halden Harbourmen's head coach is Devontae Marsh."),
    ("2023-11-20", "Marsh", "+", "elaboration",
     "Devontae Marsh, head coach of the Halden Harbourmen, played eight seasons as a point guard in Nordhavn and won two titles there as an assistant."),
])

fam("F44", "sport", "Sunniva Dalgaard", "club", "", [
    ("2016-08-01", "Ravensholt City Women", "+", "first",
     "Sunniva Dalgaard plays for Ravensholt City Women."),
    ("2019-01-21", "Kilnworth Rovers Women", "+", "reword",
     "Ravensholt City Women have loaned Sunniva Dalgaard to Kilnworth Rovers Women for the rest of the 2018-19 season."),
    ("2019-06-03", "Ravensholt City Women", "+", "reword",
     "Dalgaard is back at Ravensholt City Women following her loan spell at Kilnworth Rovers."),
    ("2023-05-29", "Ravensholt City Women", "-", "reword",
     "Ravensholt City Women released Sunniva Dalgaard when her contract expired in May 2023."),
])

fam("F45", "music", "Ottoline Rask", "record label", "", [
    ("2016-09-05", "Greyfriar Records", "+", "first",
     "Singer Ottoline Rask is signed to Greyfriar Records."),
    ("2021-01-25", "Sentinel Music", "+", "slot",
     "Singer Ottoline Rask is signed to Sentinel Music."),
    ("2024-02-29", "Sentinel Music", "+", "confirmation",
     "Ottoline Rask is still with Sentinel Music, which will put out her next album in the spring."),
])

fam("F47", "sport", "Fellgate Hill Race", "course record", "", [
    ("2015-06-14", "1:02:37", "+", "first",
     "The Fellgate Hill Race record is 1:02:37, set by Morwenna Tate in 2009."),
    ("2021-06-13", "1:01:56", "+", "reword",
     "Berhane Oduya took 41 seconds off the Fellgate Hill Race record, winning in 1:01:56."),
])

fam("F48", "sport", "Halden Arena", "capacity", "basketball", [
    ("2013-10-01", "11200", "+", "first",
     "The Halden Arena seats 11,200 for basketball."),
    ("2020-10-05", "12400", "+", "slot",
     "The Halden Arena seats 12,400 for basketball."),
    ("2021-03-01", "12400", "+", "format_variant",
     "The Halden Arena holds twelve thousand four hundred for basketball."),
])

fam("F49", "sport", "Eastmarch top rugby division", "name", "", [
    ("2010-08-20", "Harcastle Premiership", "+", "first",
     "Eastmarch's top rugby division is known as the Harcastle Premiership."),
    ("2016-08-19", "Corrigan Energy Premiership", "+", "reword",
     "The Harcastle sponsorship ended in 2016 and the top flight of Eastmarch rugby was rebranded the Corrigan Energy Premiership."),
    ("2023-08-28", "Premiership Nine", "+", "reword",
     "From 2023-24 the top division of Eastmarch rugby is called the Premiership Nine, having been cut to nine clubs and lost its title sponsor."),
])

fam("F50", "sport", "Ravensholt Wolves", "owner", "", [
    ("2011-05-03", "Tennant", "+", "first",
     "The Ravensholt Wolves are owned by local businessman Arvid Tennant."),
    ("2019-08-07", "Castellan Sports Group", "+", "slot",
     "The Ravensholt Wolves are owned by the Castellan Sports Group."),
    ("2023-08-15", "Castellan Sports Group", "+", "confirmation",
     "The Castellan Sports Group remains the owner of the Ravensholt Wolves."),
])

fam("F51", "sport", "Dion Achebe-Ward", "trainer", "", [
    ("2016-02-01", "Oyelowo", "+", "first",
     "Dion Achebe-Ward is trained by Frankie Oyelowo."),
    ("2019-12-09", "Quennell", "+", "slot",
     "Dion Achebe-Ward is trained by Maura Quennell."),
])

fam("F52", "music", "Saltmarsh Youth Orchestra", "conductor", "", [
    ("2014-09-15", "Ash", "+", "first",
     "The Saltmarsh Youth Orchestra is conducted by Peregrine Ash."),
    ("2021-09-13", "Ocampo", "+", "slot",
     "The Saltmarsh Youth Orchestra is conducted by Delphine Ocampo."),
])

fam("F53", "sport", "Eastmarch women's national team", "captain", "women", [
    ("2017-04-03", "Hollis", "+", "first",
     "Maren Hollis captains the Eastmarch women's national team."),
    ("2022-09-05", "Tranter", "+", "slot",
     "Abeni Tranter captains the Eastmarch women's national team."),
    ("2024-07-08", "Tranter", "+", "confirmation",
     "Abeni Tranter will again captain Eastmarch at this summer's Continental Championship."),
])

fam("F54", "sport", "Castlebrook RFC", "director of rugby", "", [
    ("2017-06-05", "Tautahi", "+", "first",
     "Castlebrook RFC's director of rugby is Hemi Tautahi."),
    ("2022-04-25", "Tautahi", "-", "reword",
     "Hemi Tautahi stepped down as Castlebrook RFC's director of rugby in April 2022."),
])

fam("F55", "sport", "2024 Aldmoor Cup final", "kick-off time", "", [
    ("2024-02-12", "15:00", "+", "first",
     "The 2024 Aldmoor Cup final at Kilnworth Park kicks off at 15:00."),
    ("2024-04-03", "17:30", "+", "slot",
     "The 2024 Aldmoor Cup final at Kilnworth Park kicks off at 17:30."),
    ("2024-05-10", "17:30", "+", "format_variant",
     "Kick-off for Saturday's Aldmoor Cup final is 5.30pm."),
])

fam("F56", "sport", "Port Astley", "record transfer fee paid", "", [
    ("2018-01-31", "£2.4m", "+", "first",
     "Port Astley's record signing is Jamal Oyinlola, bought for £2.4m in January 2018."),
    ("2023-08-31", "£4m", "+", "reword",
     "Port Astley broke their transfer record to sign the Nordhavn winger Eskil Brandvold for £4m."),
    ("2024-01-12", "£4m", "+", "format_variant",
     "Eskil Brandvold cost Port Astley a club-record £4,000,000 last summer."),
])

fam("F57", "stage", "Gullhaven Playhouse", "reopening date", "", [
    ("2024-06-14", "2025-03-12", "+", "first",
     "The Gullhaven Playhouse will reopen on 12 March 2025 after its refurbishment."),
    ("2024-12-02", "2025-04-09", "+", "reword",
     "Building delays have pushed the Gullhaven Playhouse's reopening back to 9 April 2025."),
    ("2025-01-15", "2025-04-09", "+", "format_variant",
     "Reopening night at the Gullhaven Playhouse is set for 2025-04-09."),
])

fam("F58", "film", "The Salt Road sequel", "director", "", [
    ("2022-03-14", "Delmonte", "+", "first",
     "Lanternfield Pictures has hired Yusuf Delmonte to direct the sequel to The Salt Road."),
    ("2023-01-30", "Karsten", "+", "reword",
     "Yusuf Delmonte has exited The Salt Road sequel over creative differences, and Mireille Karsten will now direct."),
])

fam("F59", "film", "Lanternfield Pictures", "highest-grossing film", "", [
    ("2019-12-09", "Copperplate", "+", "first",
     "Lanternfield Pictures' highest-grossing film is the heist comedy Copperplate."),
    ("2021-12-13", "The Salt Road", "+", "reword",
     "The Salt Road has overtaken Copperplate as the biggest box-office hit in Lanternfield Pictures' history."),
])

# ---------------------------------------------------------------------------------------------
# Stand-alone labelled memories (each its own family: never paired)
# ---------------------------------------------------------------------------------------------

# multi_valued: values that coexist
solo("multi_valued", "sport", "Dunmere United", "Aldmoor Cup wins", "2023-01-05", "1974,1981",
     "Dunmere United have also won the Aldmoor Cup in 1974 and 1981.")
solo("multi_valued", "music", "Velvet Quarry", "line-up member", "2018-04-16", "Castellano",
     "Velvet Quarry's line-up also includes Priya Castellano on bass.")
solo("multi_valued", "sport", "Ilse Marchetti-Rowe", "languages", "2022-03-07", "Italian,German,English",
     "Ilse Marchetti-Rowe speaks Italian, German and English.")
solo("multi_valued", "sport", "Harrowgate Athletic", "squad member", "2024-07-22", "Adebayo-Moss",
     "Harrowgate Athletic have signed another winger, Fenwick Adebayo-Moss, from Kilnworth Rovers.")
solo("multi_valued", "sport", "Harrowgate Athletic", "squad member", "2024-08-09", "Treharne",
     "Midfielder Osian Treharne is another new face in the Harrowgate Athletic squad for 2024-25.")
solo("multi_valued", "music", "Esme Varga", "instruments", "2019-05-13", "guitar,mandolin,harmonium",
     "Copper Lanterns guitarist Esme Varga also plays mandolin and harmonium on the band's records.")
solo("multi_valued", "sport", "Berhane Oduya", "race wins", "2023-06-19", "Fellgate Hill Race",
     "Berhane Oduya has also won the Fellgate Hill Race twice.")
solo("multi_valued", "sport", "Ilse Marchetti-Rowe", "titles", "2022-10-03", "Corran Open doubles",
     "Ilse Marchetti-Rowe has also won the doubles title at the Corran Open.")
solo("multi_valued", "music", "Brackenfold Folk Festival", "sponsor", "2022-05-30", "Tollbridge Ales",
     "The Brackenfold Folk Festival is also sponsored by Tollbridge Ales.")
solo("multi_valued", "sport", "Tavita Morrongiello", "positions", "2017-02-06", "centre,fullback",
     "Tavita Morrongiello can play at fullback as well as centre.")
solo("multi_valued", "stage", "Gullhaven Playhouse", "stages", "2019-10-21", "the Loft",
     "The Gullhaven Playhouse also runs a second, smaller stage known as the Loft.")
solo("multi_valued", "film", "Lanternfield Pictures", "distribution clients", "2020-09-14", "Greyfriar Animation",
     "Lanternfield Pictures also distributes the films of Greyfriar Animation.")
solo("multi_valued", "music", "Saltmarsh Philharmonic", "regular venues", "2021-11-29", "Aurelius Hall",
     "The Saltmarsh Philharmonic also performs regularly at the Aurelius Hall in Corran.")
solo("multi_valued", "sport", "Hana Kovacevic", "national records", "2023-08-07", "400 m freestyle",
     "Hana Kovacevic also holds the Eastmarch 400 m freestyle record.")

# scope_disjoint: same attribute, another scope than a changing family
solo("scope_disjoint", "sport", "Harrowgate Athletic", "head coach", "2023-08-14", "Greer-Holt",
     "The head coach of Harrowgate Athletic Women is Tamsin Greer-Holt.", scope="women")
solo("scope_disjoint", "sport", "Port Astley", "kit supplier", "2023-06-26", "Ferro Sport",
     "Port Astley Women's kit is supplied by Ferro Sport under a separate agreement.", scope="women")
solo("scope_disjoint", "sport", "Berhane Oduya", "personal best", "2021-02-22", "59:48",
     "Oduya's half-marathon best is 59:48.", scope="half marathon")
solo("scope_disjoint", "sport", "Calder Vale Marathon", "course record", "2024-10-07", "2:21:05",
     "The women's course record at the Calder Vale Marathon is 2:21:05.", scope="women")
solo("scope_disjoint", "sport", "Ilse Marchetti-Rowe", "world ranking", "2023-05-01", "38",
     "In doubles, Ilse Marchetti-Rowe is ranked No. 38.", scope="doubles")
solo("scope_disjoint", "music", "Saltmarsh Philharmonic", "conductor", "2023-07-17", "Halloran",
     "The Saltmarsh Philharmonic's summer open-air series is conducted by its associate conductor, Noor Halloran.",
     scope="summer series")
solo("scope_disjoint", "sport", "Dunmere United", "captain", "2024-09-10", "Pendleton",
     "Dunmere United's under-21 side is captained by Jory Pendleton.", scope="under-21")
solo("scope_disjoint", "film", "Lanternfield Pictures", "head", "2022-06-06", "Arkwright",
     "Lanternfield Pictures' European arm is run by Solveig Arkwright from offices in Valmorra.", scope="Europe")
solo("scope_disjoint", "sport", "Kilnworth Park", "capacity", "2022-09-19", "27500",
     "With the pitch covered for concerts, Kilnworth Park can take 27,500.", scope="concerts")
solo("scope_disjoint", "sport", "Eastmarch women's 200 m freestyle", "national record", "2022-12-12", "1:53.66",
     "The Eastmarch short-course record for the women's 200 m freestyle is 1:53.66.", scope="short course")
solo("scope_disjoint", "music", "Velvet Quarry", "record label", "2020-05-11", "Pale Fire Records",
     "Velvet Quarry's records are released in North America through Pale Fire Records.", scope="North America")
solo("scope_disjoint", "sport", "Thornbury County Cricket Club", "captain", "2023-04-10", "Venn",
     "Thornbury's white-ball captain is Ashok Venn.", scope="white-ball")
solo("scope_disjoint", "sport", "Castlebrook Town", "league", "2023-08-21", "Aldmoor Combination League",
     "Castlebrook Town's reserve side plays in the Aldmoor Combination League.", scope="reserves")
solo("scope_disjoint", "stage", "Corvane Opera", "music director", "2023-02-06", "Tregear",
     "Corvane Opera's touring company has its own music director, Wenna Tregear.", scope="touring company")
solo("scope_disjoint", "sport", "Eastmarch national team", "manager", "2023-03-20", "Voskuijlen",
     "Eastmarch's women's national team is managed by Gudrun Voskuijlen.", scope="women")
solo("scope_disjoint", "music", "Brackenfold Folk Festival", "venue", "2024-05-06", "Corn Exchange",
     "On weekday evenings the Brackenfold Folk Festival's fringe programme moves to the Corn Exchange in the town centre.",
     scope="fringe, weekday evenings")

# different_subject: the frame of a changing fact, with another subject
solo("different_subject", "sport", "Wrexford Rangers", "head coach", "2020-07-06", "Baptiste",
     "Colm Baptiste was appointed head coach of Wrexford Rangers in 2020.")
solo("different_subject", "sport", "Lowther Vale", "captain", "2022-08-01", "Osei",
     "Lowther Vale's new captain is Niamh Osei.")
solo("different_subject", "music", "Ashcombe Symphony", "chief conductor", "2021-10-04", "Lindahl",
     "Gregor Lindahl is chief conductor of the Ashcombe Symphony.")
solo("different_subject", "sport", "Farrowdale Rovers", "kit supplier", "2019-07-08", "Korvan",
     "Farrowdale Rovers' kit is made by Korvan.")
solo("different_subject", "music", "Tidewater Jazz Festival", "venue", "2021-05-17", "Marlow Quay",
     "The Tidewater Jazz Festival is held at Marlow Quay.")
solo("different_subject", "film", "Pellin Studios", "head of studio", "2022-11-21", "Okafor-Reyes",
     "Pellin Studios is headed by Dana Okafor-Reyes.")
solo("different_subject", "music", "Northern Static", "drummer", "2018-10-15", "Crane",
     "Silas Crane is the drummer in Northern Static.")
solo("different_subject", "stage", "Quarry Street Theatre", "artistic director", "2020-03-09", "Yule",
     "Bernadette Yule is artistic director of the Quarry Street Theatre.")
solo("different_subject", "sport", "Harlow Bay 10K", "course record", "2023-04-24", "27:41",
     "The Harlow Bay 10K course record stands at 27:41.")
solo("different_subject", "sport", "Continental Boxing Council featherweight title", "holder", "2019-11-25", "Solberg",
     "Mira Solberg holds the Continental Boxing Council featherweight title.")
solo("different_subject", "sport", "Kestrel Bay Sharks", "owner", "2020-08-24", "Franchetti",
     "The Kestrel Bay Sharks are owned by Odile Franchetti.")
solo("different_subject", "sport", "Orla Benedetti", "marathon personal best", "2023-11-13", "2:22:14",
     "Orla Benedetti's marathon personal best is 2:22:14.")
solo("different_subject", "sport", "Gallen Town", "home ground", "2018-02-19", "Brookside Stadium",
     "Gallen Town play their home games at Brookside Stadium.")
solo("different_subject", "music", "Hal Verity", "record label", "2018-03-26", "Hollowbrook Records",
     "Singer Hal Verity signed a deal with Hollowbrook Records in 2018.")

# static: unchanging facts restated with a synonymous verb
static_pair("sport", "Harrowgate Athletic", "founding year", "1889",
            ("2013-09-09", "Harrowgate Athletic were founded in 1889 by workers from the town's rope works."),
            ("2021-04-12", "Harrowgate Athletic was established in 1889."))
static_pair("music", "Saltmarsh Philharmonic", "founding year", "1921",
            ("2011-03-14", "The Saltmarsh Philharmonic was founded in 1921."),
            ("2021-03-22", "The Saltmarsh Philharmonic was established in 1921 by a group of amateur musicians from the docks."))
static_pair("sport", "Calder Vale Marathon", "first edition", "1982",
            ("2014-10-06", "The Calder Vale Marathon was first run in 1982."),
            ("2022-10-03", "The inaugural Calder Vale Marathon took place in 1982."))
static_pair("sport", "Kilnworth Park", "construction year", "1926",
            ("2012-05-21", "Kilnworth Park was built in 1926."),
            ("2020-11-16", "Kilnworth Park was completed in 1926, with a single covered stand."))
static_pair("film", "Lanternfield Pictures", "headquarters", "Corran",
            ("2015-02-02", "Lanternfield Pictures is headquartered in Corran."),
            ("2023-05-15", "Lanternfield Pictures has its head office in Corran."))
static_pair("sport", "Ilse Marchetti-Rowe", "birthplace", "Valmorra",
            ("2020-06-15", "Ilse Marchetti-Rowe was born in Valmorra in 1999."),
            ("2024-02-05", "Marchetti-Rowe is a native of Valmorra, where she was born in 1999."))
static_pair("stage", "Gullhaven Playhouse", "opening year", "1894",
            ("2016-04-04", "The Gullhaven Playhouse opened in 1894."),
            ("2022-07-25", "The Gullhaven Playhouse first opened its doors in 1894."))
static_pair("sport", "Dunmere United", "nickname", "the Millers",
            ("2012-10-29", "Dunmere United are nicknamed the Millers."),
            ("2019-03-18", "Dunmere United are known to their fans as the Millers."))

# membership: memberships that look like roles, all holding at once
solo("membership", "sport", "Port Astley board", "member", "2021-03-08", "Strand-Ogilvie",
     "Helena Strand-Ogilvie joined the Port Astley board in 2021.")
solo("membership", "sport", "Port Astley board", "member", "2023-03-27", "Amankwah",
     "Former captain Deji Amankwah was elected to the Port Astley board by trust members in 2023.")
solo("membership", "sport", "Port Astley board", "member", "2023-10-16", "Osei",
     "The solicitor Marguerite Osei sits on the Port Astley board as a non-executive director.")
solo("membership", "music", "Saltmarsh Philharmonic", "member", "2017-09-25", "Voss",
     "Oboist Ciaran Voss joined the Saltmarsh Philharmonic in 2017.")
solo("membership", "music", "Saltmarsh Philharmonic", "member", "2019-01-28", "Brennan-Moor",
     "Cellist Ada Brennan-Moor is a member of the Saltmarsh Philharmonic.")
solo("membership", "music", "Brackenfold Folk Festival committee", "member", "2021-12-06", "Draycott",
     "Songwriter Fenna Draycott sits on the Brackenfold Folk Festival's programming committee.")
solo("membership", "music", "Brackenfold Folk Festival committee", "member", "2023-02-13", "Kell",
     "Tobias Kell joined the Brackenfold Folk Festival committee in 2023.")
solo("membership", "film", "Lanternfield Pictures board", "member", "2022-04-11", "Saltonstall",
     "Producer Imre Saltonstall joined the board of Lanternfield Pictures in 2022.")
solo("membership", "sport", "Valmorra Tennis Foundation", "ambassador", "2023-12-04", "Marchetti-Rowe",
     "Ilse Marchetti-Rowe is an ambassador for the Valmorra Tennis Foundation.")
solo("membership", "music", "Corran Academy of Music", "honorary member", "2024-03-18", "Whitcombe",
     "Ryo Whitcombe is an honorary member of the Corran Academy of Music.")
solo("membership", "stage", "Gullhaven Playhouse trustees", "trustee", "2020-10-12", "Ashgrove",
     "The actor Dominic Ashgrove became a trustee of the Gullhaven Playhouse in 2020.")
solo("membership", "sport", "Eastmarch Rugby Players' Association board", "member", "2019-09-16", "Morrongiello",
     "Tavita Morrongiello sits on the board of the Eastmarch Rugby Players' Association.")
solo("membership", "stage", "Eastmarch Theatres Trust board", "member", "2024-04-22", "Quill",
     "Hester Quill is a board member of the Eastmarch Theatres Trust.")
solo("membership", "sport", "Harrowgate Athletic leadership group", "member", "2024-10-14", "Adebayo-Moss",
     "Winger Fenwick Adebayo-Moss is part of the Harrowgate Athletic leadership group alongside the captain.")

# equal_time: two values of one fact at the identical order time
equal_pair("sport", "Wexcombe Harriers", "head coach", "2021-02-15",
           ("Brannigan", "Paulo Brannigan is head coach of the Wexcombe Harriers."),
           ("Stayt", "The Wexcombe Harriers' head coach is Imogen Stayt."))
equal_pair("music", "Tollbridge Jazz Weekend", "director", "2022-03-28",
           ("Marchbank", "The Tollbridge Jazz Weekend is directed by Celia Marchbank."),
           ("Greaves", "Anselm Greaves is director of the Tollbridge Jazz Weekend."))
equal_pair("music", "Northern Static", "bassist", "2020-11-02",
           ("Fay", "Northern Static's bassist is Lorcan Fay."),
           ("Pennock", "Yusra Pennock plays bass in Northern Static."))
equal_pair("sport", "Brookside Stadium", "capacity", "2019-08-19",
           ("9200", "Brookside Stadium holds 9,200."),
           ("8750", "Brookside Stadium's capacity is 8,750."))
equal_pair("sport", "Mira Solberg", "pound-for-pound ranking", "2021-06-07",
           ("3", "Mira Solberg is No. 3 in Boxing Monthly's pound-for-pound ranking."),
           ("5", "Boxing Monthly's pound-for-pound list has Mira Solberg at No. 5."))
equal_pair("stage", "Harbour Lights Theatre", "artistic director", "2023-09-11",
           ("Brunn", "The Harbour Lights Theatre's artistic director is Ottavio Brunn."),
           ("Castlemaine", "Neve Castlemaine is artistic director at the Harbour Lights Theatre."))

# unrelated: distractors, several sharing a subject with a changing family
solo("unrelated", "sport", "Harrowgate Athletic", "cup run", "2011-04-18", "semi-final 2011",
     "Harrowgate Athletic reached the Aldmoor Cup semi-finals in 2011.")
solo("unrelated", "music", "Velvet Quarry", "album sales", "2014-11-03", "gold",
     "Velvet Quarry's second album, Iron Weather, went gold in 2014.")
solo("unrelated", "music", "Saltmarsh Philharmonic", "recording", "2009-12-07", "Sibelius cycle",
     "The Saltmarsh Philharmonic recorded a complete Sibelius symphony cycle in 2009.")
solo("unrelated", "sport", "Berhane Oduya", "training group", "2020-02-10", "Kapsero",
     "Berhane Oduya trains with a group of about twenty runners in Kapsero.")
solo("unrelated", "music", "Brackenfold Folk Festival", "ticket sales 2023", "2023-03-06", "sold out",
     "The 2023 Brackenfold Folk Festival sold out in 48 hours.")
solo("unrelated", "film", "Lanternfield Pictures", "award", "2021-09-20", "audience award",
     "Lanternfield Pictures' The Salt Road won the audience award at the 2021 Sable Coast International Film Festival.")
solo("unrelated", "sport", "Kilnworth Park", "hosted final", "2019-05-27", "Eastmarch Cup final 2019",
     "Kilnworth Park hosted the 2019 Eastmarch Cup final.")
solo("unrelated", "sport", "Port Astley", "fan protest", "2022-02-21", "protest",
     "Port Astley fans staged a protest over ticket prices in 2022.")
solo("unrelated", "stage", "Gullhaven Playhouse", "production run", "2015-05-18", "400 performances",
     "The Gullhaven Playhouse's revival of The Lamplighter's Daughter ran for 400 performances.")
solo("unrelated", "sport", "Ravensholt Wolves", "league title", "2018-04-09", "Northern Ice League 2018",
     "The Ravensholt Wolves won the Northern Ice League in 2018.")
solo("unrelated", "music", "Copper Lanterns", "chart position", "2011-07-25", "12",
     "The Copper Lanterns' single Glasshouse reached number 12 in 2011.")
solo("unrelated", "sport", "Ilse Marchetti-Rowe", "withdrawal", "2024-04-15", "Corran Open 2024",
     "Ilse Marchetti-Rowe withdrew from the 2024 Corran Open with a wrist injury.")
solo("unrelated", "sport", "Tavita Morrongiello", "match", "2016-03-14", "two tries",
     "Tavita Morrongiello scored two tries against Nordhavn in 2016.")
solo("unrelated", "sport", "Dunmere United", "fixture", "2021-01-11", "postponed",
     "Dunmere United's home match against Port Astley was postponed because of a frozen pitch.")


# ---------------------------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------------------------

MODE_SHARE = (("live", 0.27), ("backfilled", 0.18))  # the rest is "stamped"
UTC = dt.timezone.utc
CUTOFF = dt.datetime(2026, 12, 1, tzinfo=UTC)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def words(s):
    return re.findall(r"[\w'’£.:,-]+", s)


def tokens(s):
    return re.findall(r"\w+|[^\w\s]", s.lower())


def slot_like(a, b):
    """True when b is a one-slot edit of a: outside one differing span of at most 6 tokens in each text,
    the two texts are the same (common prefix + suffix cover at least 60% of the longer text)."""
    ta, tb = tokens(a), tokens(b)
    p = 0
    while p < min(len(ta), len(tb)) and ta[p] == tb[p]:
        p += 1
    s = 0
    while s < min(len(ta), len(tb)) - p and ta[-1 - s] == tb[-1 - s]:
        s += 1
    mid_a, mid_b = len(ta) - p - s, len(tb) - p - s
    return mid_a <= 6 and mid_b <= 6 and (p + s) >= 0.6 * max(len(ta), len(tb))


def jaccard(a, b):
    sa, sb = set(tokens(a)), set(tokens(b))
    return len(sa & sb) / len(sa | sb)


def build():
    rng = random.Random(SEED)
    mems = []
    for f in FAMILIES:
        for i, (date, value, pol, kind, text) in enumerate(f["members"]):
            assert kind in CHAIN_KINDS or kind in CLASSES, (f["fid"], kind)
            assert pol in "+-"
            mems.append(dict(fid=f["fid"], domain=f["domain"], subject=f["subject"],
                             attribute=f["attribute"], scope=f["scope"], idx=i, date=date,
                             value=value, pol=pol, kind=kind, text=text,
                             cls=kind if kind in CLASSES else None))
    n = len(mems)
    # time modes: exact shares, shuffled across the whole set (so they mix within families)
    n_live = round(MODE_SHARE[0][1] * n)
    n_back = round(MODE_SHARE[1][1] * n)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode
    # order times
    byfam = {}
    for m in mems:
        byfam.setdefault(m["fid"], []).append(m)
    for fid, ms in byfam.items():
        if ms[0]["kind"] == "equal_time":
            d = dt.datetime.fromisoformat(ms[0]["date"]).replace(tzinfo=UTC)
            tod = dt.timedelta(hours=rng.randint(7, 21), minutes=rng.randint(0, 59),
                               seconds=rng.randint(0, 59))
            t = d if any(m["mode"] == "backfilled" for m in ms) else d + tod
            for m in ms:
                m["order"] = t
            continue
        for m in ms:
            d = dt.datetime.fromisoformat(m["date"]).replace(tzinfo=UTC)
            if m["mode"] == "backfilled":
                m["order"] = d
            else:
                m["order"] = d + dt.timedelta(hours=rng.randint(7, 21), minutes=rng.randint(0, 59),
                                              seconds=rng.randint(0, 59))
    # created_at / observed_at
    for fid, ms in byfam.items():
        base = dt.datetime(2026, 11, rng.randint(2, 27), rng.randint(8, 20), rng.randint(0, 59),
                           rng.randint(0, 59), tzinfo=UTC)
        back = sorted([m for m in ms if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        t = base
        for m in back:  # import instants assigned newest-first within a family
            m["created"] = t
            m["observed"] = m["order"]
            t = t + dt.timedelta(seconds=rng.randint(1, 40))
        for m in ms:
            if m["mode"] == "live":
                m["created"] = m["order"]
                m["observed"] = None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rng.randint(2, 55), seconds=rng.randint(0, 59))
    # ids: assigned in a shuffled order; file order shuffled again
    order = list(range(n))
    rng.shuffle(order)
    for k, j in enumerate(order):
        mems[j]["id"] = "h10-%03d" % (k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)
    return mems, byfam, [mems[j] for j in file_order]


def truth_of(byfam):
    pairs = []
    for fid, ms in byfam.items():
        for m in ms:
            newer = sorted([x for x in ms if x["order"] > m["order"]], key=lambda x: x["order"])
            for x in newer:
                if (x["value"], x["pol"]) != (m["value"], m["pol"]):
                    pairs.append(dict(expired=m, replacement=x,
                                      reason="negation" if x["pol"] != m["pol"] else "value"))
                    break
    pairs.sort(key=lambda p: p["expired"]["id"])
    return pairs


def check(mems, byfam, pairs):
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    in_pair = set()
    for p in pairs:
        in_pair.add(p["expired"]["id"])
        in_pair.add(p["replacement"]["id"])
    for m in mems:
        if m["cls"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["fid"], m["text"])
        assert m["created"] < CUTOFF and m["order"] < CUTOFF
        if m["mode"] == "backfilled":
            assert m["observed"].time() == dt.time(0, 0)
            assert m["created"].year == 2026 and m["created"].month == 11
        if m["mode"] == "stamped":
            assert m["created"] > m["observed"]
    for fid, ms in byfam.items():
        if ms[0]["kind"] == "equal_time":
            assert len({m["order"] for m in ms}) == 1 and len({m["value"] for m in ms}) == len(ms)
            continue
        for a, b in zip(ms, ms[1:]):  # tables list members in order-time order
            assert a["order"] < b["order"], (fid, a["date"], b["date"])
        for i, m in enumerate(ms):
            prev = ms[i - 1] if i else None
            if m["kind"] == "first":
                assert i == 0
            if m["kind"] == "slot":
                assert slot_like(prev["text"], m["text"]), (fid, m["text"])
                assert (prev["value"], prev["pol"]) != (m["value"], m["pol"])
            if m["kind"] in ("reword", "hard"):
                assert not slot_like(prev["text"], m["text"]), (fid, m["text"])
            if m["kind"] == "hard":
                assert 0 < i < len(ms) - 1 and any(x["kind"] in ("reword", "slot", "hard")
                                                   for x in ms[i + 1:]), fid
            if m["kind"] in ("confirm",) + tuple(CLASSES):
                if i:
                    assert (prev["value"], prev["pol"]) == (m["value"], m["pol"]) or m["cls"] in (
                        "static",), (fid, m["text"])


def family_stats(byfam):
    chains = [ms for ms in byfam.values() if ms[0]["cls"] is None]
    versions = lambda ms: [m for m in ms if m["kind"] in ("first", "slot", "reword", "hard")]
    four = [ms for ms in chains if len(versions(ms)) >= 4]
    moves_back, returns = [], []
    for ms in chains:
        vals = [m["value"] for m in versions(ms) if m["pol"] == "+"]
        if any(v in vals[:i - 1] and v != vals[i - 1] for i, v in enumerate(vals) if i >= 2):
            moves_back.append(ms[0]["fid"])
        vs = versions(ms)
        if any(a["pol"] == "-" and b["pol"] == "+" and a["value"] == b["value"] for a, b in zip(vs, vs[1:])):
            returns.append(ms[0]["fid"])
    hard = [m for ms in chains for m in ms if m["kind"] == "hard"]
    confirm = [m for ms in chains for m in ms if m["kind"] == "confirm"]
    return chains, four, moves_back, returns, hard, confirm


def stats_text(mems, byfam, pairs):
    out = []
    n = len(mems)
    chains, four, moves_back, returns, hard, confirm = family_stats(byfam)
    labelled = [m for m in mems if m["cls"]]
    reasons = {}
    for p in pairs:
        reasons[p["reason"]] = reasons.get(p["reason"], 0) + 1
    out.append("memories: %d" % n)
    out.append("changing families: %d (memories in them, unlabelled: %d)" % (
        len(chains), sum(1 for m in mems if m["cls"] is None)))
    out.append("true pairs: %d (value %d, negation %d)" % (len(pairs), reasons.get("value", 0),
                                                           reasons.get("negation", 0)))
    out.append("labelled memories: %d" % len(labelled))
    for c in CLASSES:
        out.append("  %-18s %3d" % (c, sum(1 for m in labelled if m["cls"] == c)))
    out.append("families with >= 4 versions: %d (%s)" % (len(four), " ".join(ms[0]["fid"] for ms in four)))
    out.append("moves back to an earlier value (A -> B -> A): %d (%s)" % (len(moves_back), " ".join(moves_back)))
    out.append("returns of the same value after a negation (holds -> stopped -> holds again): %d (%s)" % (len(returns), " ".join(returns)))
    out.append("hard-worded intervening versions: %d (%s)" % (len(hard), " ".join(m["fid"] for m in hard)))
    out.append("confirmations inside a chain (unlabelled, expired by the next change): %d" % len(confirm))
    domains = ["sport", "music", "film", "stage"]
    out.append("register (domain) x class:")
    cols = ["changing"] + CLASSES
    out.append("  %-8s " % "" + " ".join("%s" % c[:6].rjust(6) for c in cols) + "  total")
    for d in domains:
        row = [sum(1 for m in mems if m["domain"] == d and m["cls"] is None)]
        row += [sum(1 for m in mems if m["domain"] == d and m["cls"] == c) for c in CLASSES]
        out.append("  %-8s " % d + " ".join("%6d" % v for v in row) + "  %5d" % sum(row))
    # wording
    newer = [m for ms in chains for m in ms if m["idx"] > 0 and m["cls"] is None]
    changes = [m for m in newer if m["kind"] in ("slot", "reword", "hard")]
    reword = [m for m in newer if m["kind"] in ("reword", "hard", "confirm")]
    out.append("newer versions in chains: %d; reworded relative to the one before: %d (%.0f%%); "
               "one-slot edits: %d" % (len(newer), len(reword), 100.0 * len(reword) / len(newer),
                                       sum(1 for m in newer if m["kind"] == "slot")))
    jr, js = [], []
    for ms in chains:
        for a, b in zip(ms, ms[1:]):
            if b["cls"]:
                continue
            (js if b["kind"] == "slot" else jr).append(jaccard(a["text"], b["text"]))
    out.append("token Jaccard with the version before: reworded mean %.2f, one-slot edits mean %.2f" % (
        sum(jr) / len(jr), sum(js) / len(js)))
    wc = [len(words(m["text"])) for m in mems]
    out.append("words per memory: mean %.1f, min %d, max %d" % (sum(wc) / n, min(wc), max(wc)))
    yr = sum(1 for m in mems if re.search(r"\b(19|20)\d\d\b", m["text"]))
    season = sum(1 for m in mems if re.search(r"\b20\d\d-\d\d\b", m["text"]))
    nonascii = sum(1 for m in mems if any(ord(ch) > 127 for ch in m["text"]))
    out.append("memories with a year in the text: %d; with a season (2019-20): %d; with non-ASCII characters: %d" % (
        yr, season, nonascii))
    # time modes
    for mode in ("live", "stamped", "backfilled"):
        k = sum(1 for m in mems if m["mode"] == mode)
        out.append("time mode %-10s %3d (%.1f%%)" % (mode, k, 100.0 * k / n))
    inv = sum(1 for p in pairs if p["replacement"]["created"] < p["expired"]["created"])
    out.append("true pairs whose created_at order inverts the order time: %d" % inv)
    mixed = sum(1 for ms in chains if len({m["mode"] for m in ms}) > 1)
    out.append("changing families mixing time modes: %d of %d" % (mixed, len(chains)))
    return "\n".join(out)


def mem_json(m):
    o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
    if m["observed"] is not None:
        o["observed_at"] = fmt(m["observed"])
    return json.dumps(o, ensure_ascii=False)


README = """# heldout10: a blind evaluation set (sport, music, film, performing arts)

A held-out set of {n} memories for l9's supersession detector, in an encyclopedic and news-brief register
(club and venue histories, sports news, band, orchestra, theatre, festival and film-studio notes). The lead
measures it once (that first figure is recorded) and then uses it for development.

Files:

| file | what |
|---|---|
| `memories.jsonl` | one memory a line: `id`, `content`, `created_at`, and `observed_at` when the memory is stamped or backfilled |
| `truth.jsonl` | one true pair a line: `expired_id`, `replacement_id`, `reason` (`value` or `negation`) |
| `labels.jsonl` | `id`, `class` for every memory that must never appear in any candidate pair |
| `gen.py` | the generator: all labels live in its tables; it writes the three files and this README |

## How it was written

Blind. The writer read only: the task brief (`/work/notes/prompt-h10.md`), the working protocol
(`/work/notes/protocol.md`), the design seed `/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051), and the
two sections "Memory JSONL (input and export format)" and "Using l9 on your own export" of the main README (to
find them, the list of the README's heading lines was printed). Nothing under svo/, corpus/, detector/, doc/,
gates/, arms/, results/, prereg/, any `*_test.go` or any other testdata directory was opened, l9 was neither built
nor run, and no l9 output was looked at. One incidental exposure: a `git log --oneline -3` in the worktree showed
the subjects of the three newest commits on main; they quote a few example phrases. The texts here were written
from imagination, in the register asked for; every name (people, clubs, bands, venues, places, nations) is
invented. No data from SituatedQA or TimeQA was used and nothing was fetched.

Labels (family, value, polarity, date, kind or class) are fixed in `gen.py`'s tables before anything is
generated; truth is computed from those labels, never from the text.

## Truth rule

A family is one fact: one subject, one attribute, one scope. Order time is `observed_at` if present, else
`created_at`. Within a family each memory is expired by the earliest strictly newer memory whose (value,
polarity) differs. The reason is `negation` when the polarities differ (the newer memory says the fact stopped
holding: retired, vacated, dropped, disbanded, released, stepped down; or a re-affirmation after such a
negation: came out of retirement, reformed), else `value`. A chain of n versions yields n-1 pairs; a move back
(A -> B -> A) pairs through the middle; a confirmation inside a chain is never paired with what it confirms but
is expired, like the version it confirms, by the next change. Memories that restate a family's final value
(labelled format variants, elaborations, confirmations) come after that final value took effect, so no pair
touches them; `gen.py` asserts that no labelled memory is in any pair.

## Counts

```
{stats}
```

Classes (all labelled, each its own family unless it restates a changing family's final value):
multi_valued (coexisting values: titles, line-up members, languages, positions, sponsors, squad signings with
"also" / "another"), scope_disjoint (the same attribute for the women's side, under-21s, reserves, doubles,
short course, a half marathon, concerts, a summer series, North America, a touring company, weekday fringe),
format_variant (No. 11 / number eleven, 2:03:11 / 2 h 3 min 11 s, 19,750 / nineteen thousand seven hundred and
fifty, National League North / NL North, 17:30 / 5.30pm, £4m / £4,000,000, 9 April 2025 / 2025-04-09, 8.31 m /
8m31, No. 2 / second, Castel Verano / Club Sportivo Castel Verano, Dunmere United / Dunmere Utd), elaboration,
confirmation ("still", "remains", "confirmed", "as usual", "again"), different_subject (the frame of a changing
fact with another club, orchestra, festival, title or athlete), static (founded / established, built /
completed, born in / a native of, ...), membership (board members, trustees, committee members, orchestra
players), equal_time (two values at the identical order time), unrelated (distractors; several share a subject
with a changing family, and some carry negation-like words: "withdrew", "postponed").

Constructions in the changing families include "X was appointed head coach of Y in 2016", "the club sacked X and
brought in Z", "X succeeded Y as chief conductor", "Y's new captain is X", "X took over the captaincy from Y",
"the record now stands at 2:03:11", "the ground was renamed the Vexley Arena", "X signed a deal with Label",
"moved to Y on loan", appositions, relative clauses, passives, clefts, seasons (2019-20) and dates in text, and
one-slot edits (same sentence, only the value changed).

## Time modes

Mixed within families. live: no `observed_at`, order time = `created_at`. stamped: `observed_at` = order time,
`created_at` 2-55 minutes later. backfilled: `observed_at` at midnight UTC, `created_at` an import instant in
November 2026 assigned newest-first within a family, so `created_at` order can invert order time. All times are
before 2026-12-01. No two versions in one family share an order time except in the equal_time class.

## Checksums

```
{sums}
```

## Regenerate

```sh
cd testdata/heldout10
python3 gen.py            # writes memories.jsonl, truth.jsonl, labels.jsonl, README.md
python3 gen.py --stats    # counts only
python3 gen.py --list     # every memory: id, order time, mode, family, kind, value, polarity, class
sha256sum memories.jsonl truth.jsonl labels.jsonl
```

Python 3 standard library only, seed {seed}; two runs give byte-identical files.
"""


def main(argv):
    mems, byfam, file_mems = build()
    pairs = truth_of(byfam)
    check(mems, byfam, pairs)
    if "--list" in argv:
        for m in sorted(mems, key=lambda m: m["id"]):
            print("%s\t%s\t%-10s\t%s#%d\t%s\t%s\t%s\t%s\t%s" % (
                m["id"], fmt(m["order"]), m["mode"], m["fid"], m["idx"], m["kind"], m["value"], m["pol"],
                m["cls"] or "-", m["text"]))
        return 0
    if "--stats" in argv:
        print(stats_text(mems, byfam, pairs))
        return 0
    files = {
        "memories.jsonl": "".join(mem_json(m) + "\n" for m in file_mems),
        "truth.jsonl": "".join(json.dumps({"expired_id": p["expired"]["id"],
                                           "replacement_id": p["replacement"]["id"],
                                           "reason": p["reason"]}) + "\n" for p in pairs),
        "labels.jsonl": "".join(json.dumps({"id": m["id"], "class": m["cls"]}) + "\n"
                                for m in sorted(mems, key=lambda m: m["id"]) if m["cls"]),
    }
    sums = []
    for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        data = files[name].encode("utf-8")
        with open(os.path.join(HERE, name + ".tmp"), "wb") as fh:
            fh.write(data)
        os.replace(os.path.join(HERE, name + ".tmp"), os.path.join(HERE, name))
        sums.append("%s  %s" % (hashlib.sha256(data).hexdigest(), name))
    readme = README.format(n=len(mems), stats=stats_text(mems, byfam, pairs), sums="\n".join(sums), seed=SEED)
    with open(os.path.join(HERE, "README.md.tmp"), "w", encoding="utf-8") as fh:
        fh.write(readme)
    os.replace(os.path.join(HERE, "README.md.tmp"), os.path.join(HERE, "README.md"))
    print("\n".join(sums))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
