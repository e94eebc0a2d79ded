#!/usr/bin/env python3
"""heldout11: a blind civic / public-office memory set for l9.

Labels (family, value, polarity, class) are fixed in the tables below BEFORE any
file is generated; truth is computed from those labels only, never from text.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
    python3 gen.py --stats    print counts
    python3 gen.py --list     print every memory with id, order time, mode, labels
"""
import hashlib
import json
import os
import random
import sys
from datetime import datetime, timedelta, timezone

SEED = 11_2026_1201
HERE = os.path.dirname(os.path.abspath(__file__))

P, N = "pos", "neg"
# wording of a version relative to the one before it in its family:
#   first  the first version
#   slot   plain one-slot edit (same sentence, only the value changed)
#   rew    reworded (another frame, order, register)
#   hard   reworded and hard: fragment, apposition, passive, news lead, old value named
# Each version: (date, value, polarity, wording, text). A date "YYYY-MM-DDTHH:MM" is an
# exact order time (used by equal_time); a plain date gets a time of day from the seed.

CHANGE = [
    ("ashcombe-mayor", [
        ("2016-05-12", "fenwick", P, "first", "Councillor Oliver Fenwick was elected Mayor of Ashcombe at the annual meeting of the town council."),
        ("2018-05-10", "sandhu", P, "rew", "Priya Sandhu is the new Mayor of Ashcombe, taking the chain from Oliver Fenwick at Thursday's mayor-making."),
        ("2020-05-14", "mbeki-ross", P, "hard", "Mayor of Ashcombe (from May 2020): Cllr D. Mbeki-Ross"),
        ("2023-05-11", "quarrie", P, "rew", "Gwen Quarrie has been sworn in as Ashcombe's mayor for the 2023-24 civic year."),
    ]),
    ("brindle-leader", [
        ("2015-06-02", "halloran", P, "first", "The leader of Brindle District Council is Cllr Frances Halloran."),
        ("2017-05-25", "achterberg", P, "rew", "Brindle District Council elected Cllr Ruud Achterberg as its leader, ending Frances Halloran's two years in the post."),
        ("2019-07-18", "halloran", P, "rew", "Frances Halloran is back as leader of Brindle District Council after the majority group voted 23-19 to remove Ruud Achterberg."),
        ("2022-05-26", "odiaka", P, "rew", "Council leader: Cllr Chinedu Odiaka (Brindle DC)"),
    ]),
    ("kessock-mill-lane-limit", [
        ("2017-03-01", "30mph", P, "first", "The speed limit on Mill Lane, Kessock is 30 mph."),
        ("2021-09-06", "20mph", P, "slot", "The speed limit on Mill Lane, Kessock is 20 mph."),
    ]),
    ("castlebury-band-d", [
        ("2019-03-07", "1642.10", P, "first", "Castlebury City Council set the Band D council tax at £1,642.10 for 2019/20."),
        ("2020-03-05", "1689.33", P, "slot", "Castlebury City Council set the Band D council tax at £1,689.33 for 2020/21."),
        ("2021-03-04", "1742.55", P, "rew", "Band D householders in Castlebury will pay £1,742.55 this year after councillors approved a 3.15% rise."),
        ("2022-03-03", "1790.12", P, "rew", "Castlebury's Band D council tax now stands at £1,790.12."),
    ]),
    ("tolland-library-sat-close", [
        ("2016-01-11", "17:00", P, "first", "Tolland Fen Library closes at 5pm on Saturdays."),
        ("2018-10-01", "13:00", P, "rew", "From October, Tolland Fen Library will shut at 1pm on Saturdays to save staff hours."),
        ("2023-04-03", "16:00", P, "rew", "Saturday closing time at Tolland Fen Library has been extended to 4pm."),
    ]),
    ("tolland-library-sunday", [
        ("2015-09-06", "sunday-opening", P, "first", "Tolland Fen Library opens on Sundays from 11am to 3pm."),
        ("2019-02-04", "sunday-opening", N, "rew", "Tolland Fen Library no longer opens on Sundays, following county budget cuts."),
        ("2024-06-02", "sunday-opening", P, "rew", "Sunday opening has been reinstated at Tolland Fen Library, 11am to 3pm, run with volunteers."),
    ]),
    ("route14-operator", [
        ("2015-04-07", "greyline", P, "first", "Bus route 14 between Castlebury and Ashcombe is operated by Greyline Coaches."),
        ("2018-04-03", "redfern", P, "rew", "Redfern Buses takes over route 14 (Castlebury - Ashcombe) from 3 April after winning the county tender."),
        ("2020-11-16", "redfern", N, "hard", "Route 14 is without an operator: Redfern Buses has handed the contract back to the county council."),
        ("2021-02-01", "kestrel", P, "rew", "Kestrel Travel now runs route 14 between Castlebury and Ashcombe under an emergency contract."),
    ]),
    ("marrow-county-seat", [
        ("2015-01-20", "dunmere", P, "first", "The county seat of Marrow County is Dunmere."),
        ("2018-11-08", "holts-crossing", P, "rew", "After the boundary order took effect, Holt's Crossing replaced Dunmere as the seat of Marrow County."),
    ]),
    ("kessock-population", [
        ("2016-02-15", "8412", P, "first", "Kessock has a population of 8,412 (2011 census)."),
        ("2022-06-28", "9037", P, "slot", "Kessock has a population of 9,037 (2021 census)."),
    ]),
    ("brindle-ward3-polling", [
        ("2016-04-12", "st-aldhelms", P, "first", "The polling station for Brindle Ward 3 is St Aldhelm's church hall."),
        ("2019-04-23", "scout-hut", P, "rew", "Ward 3 voters in Brindle will vote at the Scout Hut on Orchard Road this year, as the church hall is being re-roofed."),
        ("2021-04-13", "st-aldhelms", P, "slot", "The polling station for Brindle Ward 3 is St Aldhelm's church hall."),
    ]),
    ("castlebury-planning-chair", [
        ("2017-06-14", "okafor-wynn", P, "first", "Planning Committee - Chair: Cllr Nnamdi Okafor-Wynn"),
        ("2020-01-22", "okafor-wynn", N, "rew", "Cllr Okafor-Wynn has resigned as chair of Castlebury's planning committee, citing a conflict of interest."),
        ("2020-02-12", "pyke", P, "rew", "Hester Pyke was elected chair of the planning committee at Castlebury City Council on Wednesday."),
    ]),
    ("varnland-rural-minister", [
        ("2015-10-05", "thorne", P, "first", "Alric Thorne is the Minister for Rural Affairs in the Varnland regional government."),
        ("2017-03-20", "esterhazy", P, "hard", "Maud Esterhazy, who took the rural affairs brief from Alric Thorne in the March reshuffle, will present the farm grants bill."),
        ("2019-09-09", "laar", P, "rew", "Benedikt Laar was appointed Varnland's Minister for Rural Affairs."),
        ("2021-01-18", "esterhazy", P, "rew", "Maud Esterhazy returns to Rural Affairs in Varnland, replacing Benedikt Laar."),
    ]),
    ("lower-brenn-water-director", [
        ("2016-08-01", "gallacher", P, "first", "The director of the Lower Brenn Water Board is Siobhan Gallacher."),
        ("2019-08-05", "nakashima", P, "rew", "Lower Brenn Water Board appoints Kenji Nakashima as director."),
        ("2024-01-15", "arkwright", P, "slot", "The director of the Lower Brenn Water Board is Delphine Arkwright."),
    ]),
    ("castlebury-crown-court-judge", [
        ("2017-09-04", "marchbanks", P, "first", "Her Honour Judge Ruth Marchbanks is the Resident Judge at Castlebury Crown Court."),
        ("2022-10-03", "oyelaran", P, "rew", "His Honour Judge Tunde Oyelaran has been appointed Resident Judge at Castlebury Crown Court, succeeding Ruth Marchbanks."),
    ]),
    ("marrow-green-group-leader", [
        ("2016-05-19", "fairbairn", P, "first", "Cllr Isla Fairbairn leads the Green group on Marrow County Council."),
        ("2019-03-11", "fairbairn", N, "rew", "The leadership of the Green group on Marrow County Council is vacant after Isla Fairbairn stepped down."),
        ("2019-04-29", "ochieng", P, "rew", "Marrow Greens have chosen Cllr Baraka Ochieng as group leader on the county council."),
    ]),
    ("kessock-tourist-levy", [
        ("2017-04-01", "2%", P, "first", "Kessock Bay introduced a 2% tourist levy on overnight stays."),
        ("2020-04-01", "3%", P, "slot", "Kessock Bay has a 3% tourist levy on overnight stays."),
        ("2023-07-20", "3%", N, "rew", "Kessock Bay's tourist levy was abolished by a vote of the harbour council."),
    ]),
    ("ashcombe-ballgames-bylaw", [
        ("2015-07-07", "ballgames-ban", P, "first", "An Ashcombe bylaw bans ball games on the village green."),
        ("2018-09-12", "ballgames-ban", N, "rew", "Ashcombe Town Council repealed the bylaw banning ball games on the green."),
        ("2022-05-09", "ballgames-ban", P, "rew", "The ball games ban on Ashcombe green is back: councillors reinstated the bylaw after complaints about damage to the war memorial."),
    ]),
    ("dunmere-market-parking", [
        ("2016-03-14", "1.20", P, "first", "Parking at Dunmere Market car park costs £1.20 an hour."),
        ("2020-06-01", "1.50", P, "slot", "Parking at Dunmere Market car park costs £1.50 an hour."),
    ]),
    ("castlebury-council-venue", [
        ("2015-11-03", "guildhall", P, "first", "Full meetings of Castlebury City Council are held in the Guildhall."),
        ("2021-09-21", "civic-centre", P, "rew", "Castlebury City Council now meets at the new Civic Centre on Ferrier Street instead of the Guildhall."),
    ]),
    ("marrow-chief-constable", [
        ("2015-02-09", "penhallow", P, "first", "Rhys Penhallow is Chief Constable of Marrow Constabulary."),
        ("2018-06-04", "saldanha", P, "rew", "Imogen Saldanha was sworn in as Chief Constable of Marrow Constabulary."),
        ("2021-06-07", "saldanha", P, "rew", "Imogen Saldanha remains Chief Constable of Marrow Constabulary; the police board confirmed her contract extension."),
        ("2024-02-19", "brandt-asante", P, "rew", "Marrow Constabulary's new chief constable is Kofi Brandt-Asante."),
    ]),
    ("kessock-town-clerk", [
        ("2016-10-10", "lockhart", P, "first", "Town Clerk: Mrs A. Lockhart (Kessock Town Council)"),
        ("2023-02-06", "vasquez", P, "rew", "Kessock Town Council has appointed Rafael Vasquez as its town clerk."),
    ]),
    ("holts-bin-day", [
        ("2017-01-09", "tuesday", P, "first", "Household bins in Holt's Crossing are collected on Tuesdays."),
        ("2022-08-01", "thursday", P, "slot", "Household bins in Holt's Crossing are collected on Thursdays."),
    ]),
    ("ashcombe-precept", [
        ("2018-01-25", "48000", P, "first", "Ashcombe parish precept for 2018/19: £48,000"),
        ("2019-01-24", "52500", P, "slot", "Ashcombe parish precept for 2019/20: £52,500"),
        ("2020-01-23", "55000", P, "rew", "The town council agreed to raise the Ashcombe precept to £55,000."),
    ]),
    ("dunmere-mayor", [
        ("2015-05-21", "ellery", P, "first", "Cllr Margaret Ellery is Mayor of Dunmere."),
        ("2017-05-18", "quayle", P, "hard", "DUNMERE - A retired postman was last night installed as the town's first citizen, with Cllr Dennis Quayle taking the mayoral chain."),
        ("2019-05-16", "abara", P, "rew", "Ngozi Abara became Dunmere's mayor at the annual town council meeting."),
        ("2021-05-20", "tremlett", P, "slot", "Cllr Simon Tremlett is Mayor of Dunmere."),
    ]),
    ("castlebury-chief-exec", [
        ("2016-07-04", "harcourt", P, "first", "The chief executive of Castlebury City Council is Leonard Harcourt."),
        ("2020-09-14", "balogun", P, "rew", "Castlebury City Council named Funmilayo Balogun as chief executive, replacing Leonard Harcourt."),
        ("2025-01-06", "strand", P, "rew", "Chief executive: Mikael Strand (Castlebury City Council, from January 2025)"),
    ]),
    ("marrow-public-health", [
        ("2018-02-05", "devereux", P, "first", "Dr Clara Devereux is Director of Public Health for Marrow County."),
        ("2023-11-13", "sethi", P, "slot", "Dr Anil Sethi is Director of Public Health for Marrow County."),
    ]),
    ("kessock-leisure-operator", [
        ("2015-12-01", "fenland-trust", P, "first", "Kessock Leisure Centre is run by the Fenland Leisure Trust."),
        ("2019-04-01", "in-house", P, "rew", "Kessock Leisure Centre has been brought back in-house by the town council after the Fenland Leisure Trust contract ended."),
        ("2024-04-02", "everactive", P, "rew", "Everactive has taken over management of Kessock Leisure Centre."),
    ]),
    ("b4471-holts-limit", [
        ("2015-08-17", "60mph", P, "first", "The B4471 through Holt's Crossing has a 60 mph limit."),
        ("2018-05-14", "40mph", P, "rew", "Marrow County cut the speed limit on the B4471 at Holt's Crossing to 40 mph."),
        ("2022-10-10", "30mph", P, "rew", "A 30 mph limit now applies on the B4471 through Holt's Crossing."),
    ]),
    ("brindle-tolland-mp", [
        ("2015-05-08", "ashby", P, "first", "Caroline Ashby was elected MP for Brindle and Tolland."),
        ("2017-06-09", "ashby", P, "rew", "Caroline Ashby held Brindle and Tolland with a reduced majority of 1,204."),
        ("2019-12-13", "carver", P, "rew", "Brindle and Tolland: Matthew Carver gained the seat from Caroline Ashby."),
        ("2022-03-04", "idowu", P, "hard", "Brindle and Tolland by-election result - Temi Idowu elected, Carver having stood down in January."),
        ("2024-07-05", "lindqvist", P, "rew", "The MP for Brindle and Tolland is now Petra Lindqvist."),
    ]),
    ("marrow-coroner", [
        ("2016-09-12", "pennock", P, "first", "The Senior Coroner for Marrow County is Graham Pennock."),
        ("2021-03-15", "achebe", P, "slot", "The Senior Coroner for Marrow County is Adanna Achebe."),
    ]),
    ("varnland-speaker", [
        ("2016-04-04", "vogt", P, "first", "Speaker of the Varnland Assembly: Henrik Vogt"),
        ("2020-05-11", "mirza", P, "slot", "Speaker of the Varnland Assembly: Samira Mirza"),
        ("2024-05-13", "colquhoun", P, "rew", "Hamish Colquhoun was chosen to replace Samira Mirza as Speaker of the Varnland Assembly."),
    ]),
    ("dunmere-library-weekday-close", [
        ("2016-06-06", "19:00", P, "first", "Dunmere Library is open until 7pm on weekdays."),
        ("2020-09-07", "18:00", P, "rew", "Weekday closing at Dunmere Library is brought forward to 6pm."),
        ("2023-09-04", "19:00", P, "slot", "Dunmere Library is open until 7pm on weekdays."),
    ]),
    ("holts-elected-mayor", [
        ("2016-05-06", "brightwell", P, "first", "Nadia Brightwell won the election for directly elected Mayor of Holt's Crossing."),
        ("2020-05-08", "kowalczyk", P, "rew", "Holt's Crossing's elected mayor is Piotr Kowalczyk."),
        ("2023-11-30", "kowalczyk", N, "rew", "The post of elected mayor of Holt's Crossing has been abolished following the governance referendum."),
    ]),
    ("kessock-harbourmaster", [
        ("2017-02-13", "mcalister", P, "first", "Captain Euan McAlister is harbourmaster at Kessock Bay."),
        ("2021-10-25", "fonseca", P, "slot", "Captain Ines Fonseca is harbourmaster at Kessock Bay."),
    ]),
    ("ashcombe-allotment-rent", [
        ("2017-10-02", "32", P, "first", "Allotment rent in Ashcombe is £32 a plot per year."),
        ("2020-10-05", "38", P, "slot", "Allotment rent in Ashcombe is £38 a plot per year."),
        ("2024-10-07", "45", P, "rew", "Ashcombe plot holders will pay £45 a year from October, the allotments committee agreed."),
    ]),
    ("castlebury-northgate-cllr", [
        ("2018-05-04", "haddad", P, "first", "Cllr Leila Haddad represents Northgate ward on Castlebury City Council."),
        ("2022-05-06", "frobisher", P, "rew", "Northgate ward (Castlebury) was won by Ian Frobisher, who unseated Leila Haddad."),
    ]),
    ("brindle-licensing-chair", [
        ("2016-06-21", "varga", P, "first", "Licensing Committee - Chair: Cllr A. Varga"),
        ("2018-06-19", "mensah", P, "slot", "Licensing Committee - Chair: Cllr T. Mensah"),
        ("2020-06-16", "varga", P, "rew", "Cllr Agnes Varga is back in the chair of Brindle's licensing committee."),
    ]),
    ("marrow-pcc", [
        ("2016-05-06", "dunstable", P, "first", "Roger Dunstable was elected Police and Crime Commissioner for Marrow."),
        ("2021-05-07", "orourke", P, "rew", "Marrow's Police and Crime Commissioner is Bridget O'Rourke."),
        ("2024-05-03", "halvorsen", P, "rew", "Erik Halvorsen takes office as Police and Crime Commissioner for Marrow after beating Bridget O'Rourke."),
    ]),
    ("marrow-fire-chief", [
        ("2017-11-06", "pryce", P, "first", "The Chief Fire Officer of Marrow Fire and Rescue Service is Owen Pryce."),
        ("2022-01-10", "tamura", P, "slot", "The Chief Fire Officer of Marrow Fire and Rescue Service is Yuki Tamura."),
    ]),
    ("varnland-sales-tax", [
        ("2015-01-01", "6.5%", P, "first", "The regional sales tax rate in Varnland is 6.5%."),
        ("2017-01-01", "7%", P, "hard", "Sales tax goes up half a point to 7% across Varnland as of New Year's Day."),
        ("2020-07-01", "6.75%", P, "rew", "Varnland trimmed its regional sales tax to 6.75% as a pandemic measure."),
        ("2023-01-01", "7.25%", P, "rew", "Varnland regional sales tax: 7.25% from 1 January 2023"),
    ]),
    ("dunmere-sunday-market", [
        ("2016-03-06", "licensed", P, "first", "Dunmere's Sunday market is licensed by the district council to trade on the Cornhill."),
        ("2021-08-15", "licensed", N, "rew", "The district council revoked the licence for Dunmere Sunday market, so it will not trade on the Cornhill any more."),
    ]),
    ("n7-night-bus", [
        ("2017-09-01", "greyline", P, "first", "The N7 night bus from Castlebury is operated by Greyline Coaches."),
        ("2022-01-09", "greyline", N, "rew", "The N7 night bus has been withdrawn; Greyline says it no longer runs the service."),
    ]),
    ("varnland-electoral-head", [
        ("2018-03-12", "oduya", P, "first", "Janet Oduya chairs the Varnland Electoral Commission."),
        ("2023-03-13", "klee", P, "slot", "Robert Klee chairs the Varnland Electoral Commission."),
    ]),
    ("castlebury-scrutiny-chair", [
        ("2019-06-11", "whitlock", P, "first", "Chair of Castlebury's health scrutiny panel: Cllr Jonah Whitlock"),
        ("2023-06-13", "reyes", P, "slot", "Chair of Castlebury's health scrutiny panel: Cllr Marisol Reyes"),
    ]),
    ("brindle-returning-officer", [
        ("2017-02-20", "pascoe", P, "first", "The returning officer for Brindle District is Neil Pascoe."),
        ("2021-02-22", "adeyemi", P, "slot", "The returning officer for Brindle District is Folake Adeyemi."),
    ]),
    ("ashcombe-clerk", [
        ("2015-03-16", "birtwistle", P, "first", "Ashcombe Town Council's clerk is Ruth Birtwistle."),
        ("2019-11-04", "okonjo", P, "rew", "Ashcombe has a new town clerk: Emeka Okonjo started on Monday."),
        ("2025-03-03", "birtwistle", P, "rew", "Ruth Birtwistle returns as clerk to Ashcombe Town Council after Emeka Okonjo's departure."),
    ]),
    ("castlebury-ferry-fare", [
        ("2018-04-02", "2.40", P, "first", "A single adult fare on the Castlebury chain ferry is £2.40."),
        ("2022-04-04", "2.90", P, "rew", "The council has raised the Castlebury chain ferry single fare to £2.90."),
        ("2025-04-07", "3.20", P, "slot", "A single adult fare on the Castlebury chain ferry is £3.20."),
    ]),
    ("varnland-justice-minister", [
        ("2016-11-07", "rautio", P, "first", "Varnland's justice minister is Liisa Rautio."),
        ("2019-09-23", "beaumont", P, "rew", "Armand Beaumont was appointed Minister of Justice in the Varnland government after Liisa Rautio quit over the prisons report."),
        ("2022-02-07", "nyberg", P, "hard", "Justice now falls to Sofia Nyberg, Beaumont having been dropped in Monday's reshuffle."),
    ]),
    ("tolland-parish-chair", [
        ("2016-05-16", "pell", P, "first", "Tolland Fen Parish Council - Chair: Mrs J. Pell"),
        ("2019-05-20", "nkemelu", P, "rew", "Tolland Fen parish councillors elected Arthur Nkemelu as their chairman at the annual parish meeting."),
        ("2023-05-15", "oyelowo", P, "rew", "Cllr Ruth Oyelowo now chairs Tolland Fen Parish Council."),
    ]),
    ("castlebury-park-ride-operator", [
        ("2016-09-19", "redfern", P, "first", "Castlebury park and ride is operated by Redfern Buses."),
        ("2019-09-16", "greyline", P, "rew", "Greyline Coaches won the contract to run Castlebury's park and ride, replacing Redfern."),
        ("2024-09-02", "kestrel", P, "rew", "Kestrel Travel operates the Castlebury park and ride service from this month."),
    ]),
    ("varnland-finance-minister", [
        ("2017-03-20", "lind", P, "first", "Finance minister (Varnland): Oskar Lind"),
        ("2020-10-12", "sward", P, "rew", "Varnland's finance portfolio passed to Elin Sward in the autumn reshuffle."),
        ("2022-02-07", "lind", P, "rew", "Oskar Lind is back as Varnland's finance minister, replacing Elin Sward."),
    ]),
    ("dunmere-district-judge", [
        ("2018-01-08", "amery", P, "first", "District Judge Paul Amery sits at Dunmere County Court."),
        ("2023-09-11", "iqbal", P, "slot", "District Judge Hannah Iqbal sits at Dunmere County Court."),
    ]),
    ("ashcombe-library-opening", [
        ("2016-04-04", "09:30", P, "first", "Ashcombe Library opens at 9.30am on weekdays."),
        ("2019-01-07", "10:00", P, "slot", "Ashcombe Library opens at 10am on weekdays."),
        ("2024-01-08", "09:00", P, "rew", "Weekday opening at Ashcombe Library is moving earlier, to 9am, from January."),
    ]),
    ("brindle-sunday-parking", [
        ("2017-04-03", "free", P, "first", "Parking in Brindle District Council car parks is free on Sundays."),
        ("2023-04-03", "1.00", P, "rew", "Brindle District Council now charges £1 for Sunday parking in its car parks."),
    ]),
    ("holts-county-division", [
        ("2017-05-05", "pruitt", P, "first", "Holt's Crossing division on Marrow County Council is represented by Cllr Glenys Pruitt."),
        ("2021-05-07", "pruitt", P, "rew", "Cllr Glenys Pruitt held on to the Holt's Crossing county division."),
        ("2025-05-02", "dvorak", P, "rew", "Holt's Crossing division (Marrow CC): Cllr Marek Dvorak, elected May 2025"),
    ]),
    ("varnland-fuel-duty", [
        ("2016-04-01", "54p", P, "first", "Fuel duty in Varnland is 54p per litre."),
        ("2019-04-01", "57p", P, "slot", "Fuel duty in Varnland is 57p per litre."),
        ("2022-03-24", "52p", P, "rew", "Varnland cut its fuel duty by 5p to 52p a litre in the emergency budget."),
    ]),
]

NEG = {
    "multi_valued": [
        [("2017-06-01", "Ashcombe is twinned with Saint-Ouen-les-Vignes in Normandy."),
         ("2019-09-14", "Ashcombe is also twinned with Bad Kreuzfeld, after a charter signed at the town hall."),
         ("2023-05-20", "A third twin town, Zlatna Reka, was added to Ashcombe's list of twinnings.")],
        [("2016-02-10", "Varnish and Estric are official languages of the Varnland region."),
         ("2021-11-02", "Varnland Sign Language is now recognised as an official language too.")],
        [("2020-05-27", "Cllr Hester Pyke sits on Castlebury's audit committee."),
         ("2021-06-02", "Cllr Tomasz Wierzba is another member of the audit committee in Castlebury.")],
        [("2018-01-15", "Kessock Town Council uses Kessock Community Hall as a polling place."),
         ("2019-03-04", "The Harbour Institute is also used as a polling place in Kessock.")],
        [("2019-10-01", "Marrow County Council's corporate priorities include flood resilience."),
         ("2022-10-04", "Rural broadband was added as a further corporate priority for Marrow County Council."),
         ("2024-09-30", "Marrow County Council lists adult social care among its corporate priorities as well.")],
    ],
    "scope_disjoint": [
        [("2019-04-01", "Kessock Library opens 9am to 7pm Monday to Friday."),
         ("2019-04-02", "Kessock Library opens 10am to 4pm on Saturdays.")],
        [("2018-04-01", "Castlebury Museum is open until 5pm in summer (April to September)."),
         ("2018-10-01", "Castlebury Museum closes at 3.30pm in winter.")],
        [("2020-04-06", "On-street parking in Dunmere zone A costs £2 an hour."),
         ("2020-04-07", "In Dunmere zone B the on-street rate is £1 an hour.")],
        [("2021-03-01", "Band A council tax in Holt's Crossing is £1,104."),
         ("2021-03-02", "Band H council tax in Holt's Crossing is £3,312.")],
        [("2017-05-02", "Bins north of the river in Brindle are collected on Mondays."),
         ("2017-05-03", "South of the river, Brindle's bin collection day is Wednesday.")],
        [("2022-07-11", "The speed limit on the Dunmere bypass is 50 mph on the northern section."),
         ("2022-07-12", "The southern section of the Dunmere bypass has a 40 mph limit.")],
    ],
    "format_variant": [
        [("2018-08-01", "Holt's Crossing has a population of 12,400."),
         ("2020-08-03", "Holt's Crossing, pop. twelve thousand four hundred.")],
        [("2016-05-03", "The speed limit on Ferry Road, Castlebury is 30 mph."),
         ("2019-05-06", "Ferry Road in Castlebury: thirty miles per hour limit.")],
        [("2017-09-05", "Brindle parish council meets on the 2nd Tuesday of each month."),
         ("2021-09-07", "Brindle parish council meets on the second Tuesday of every month.")],
        [("2018-03-12", "Ashcombe Heritage Centre closes at 17:00."),
         ("2022-03-14", "Ashcombe Heritage Centre closes at 5pm.")],
        [("2019-02-18", "Ward councillors' community grants in Marrow are capped at £1,000."),
         ("2023-02-20", "Marrow ward grant cap: £1k per councillor.")],
        [("2019-03-04", "Kessock's dog control bylaw took effect on 04/03/2019."),
         ("2020-03-04", "Kessock's dog control bylaw took effect on 4 March 2019.")],
        [("2018-11-05", "Bus routes in Marrow County are franchised by the Marrow Regional Transport Authority."),
         ("2022-11-07", "Bus routes in Marrow County are franchised by the MRTA.")],
    ],
    "elaboration": [
        [("2017-01-16", "Castlebury Coroner's Court sits at Albion House."),
         ("2020-01-20", "Castlebury Coroner's Court sits at Albion House, 14 Quay Street, on the second floor, with step-free access from Quay Lane.")],
        [("2018-06-04", "The returning officer for Kessock is the town clerk."),
         ("2021-06-07", "The returning officer for Kessock is the town clerk, who also acts as electoral registration officer for the harbour wards.")],
        [("2016-09-05", "Dunmere Town Council's offices are at the Old Corn Exchange."),
         ("2019-09-09", "Dunmere Town Council's offices are at the Old Corn Exchange on Market Hill, open to the public 10am to 2pm, Monday to Thursday.")],
        [("2019-12-02", "The Marrow County flood warden scheme is run by the county emergency planning team."),
         ("2022-12-05", "The flood warden scheme in Marrow County is run by the county emergency planning team, with one volunteer warden per parish and a duty officer on call.")],
        [("2020-02-03", "Brindle's war memorial is maintained by the district council."),
         ("2024-02-05", "Brindle's war memorial is maintained by the district council, which cleans the names panel each October before Remembrance Sunday.")],
        [("2021-08-02", "Varnland Assembly committees publish their minutes online."),
         ("2023-08-07", "Varnland Assembly committees publish their minutes online within ten working days, in both Varnish and Estric.")],
    ],
    "confirmation": [
        [("2015-06-15", "Brindle's town crier is Walter Eddowes."),
         ("2022-06-13", "Walter Eddowes is still Brindle's town crier, as he has been since 1998.")],
        [("2016-11-14", "The Ashcombe Remembrance parade starts at the Market Cross."),
         ("2023-11-06", "As usual, the Ashcombe Remembrance parade will start at the Market Cross.")],
        [("2017-04-10", "Kessock Bay Harbour Board meets quarterly at the Harbour Institute."),
         ("2024-04-08", "Kessock Bay Harbour Board confirmed it will keep meeting quarterly at the Harbour Institute.")],
        [("2018-02-12", "The Dunmere sheriff's office is an honorary post held by Cllr Frank Otway."),
         ("2021-02-08", "Cllr Frank Otway continues as honorary sheriff of Dunmere.")],
        [("2019-07-01", "The Castlebury City Council standards officer is Monika Pajari."),
         ("2024-07-01", "Monika Pajari remains standards officer for Castlebury City Council.")],
        [("2016-01-18", "Holt's Crossing register office is in the Corn Street library building."),
         ("2020-01-20", "The register office in Holt's Crossing is still in the Corn Street library building.")],
    ],
    "different_subject": [
        [("2018-05-17", "Councillor Yusuf Brannigan was elected Mayor of Pellworth at the annual meeting of the town council.")],
        [("2020-05-21", "Ottilie Brenner has been sworn in as Saltmarsh Ferrers' mayor for the civic year.")],
        [("2021-09-13", "The speed limit on Quarry Road, Kessock is 40 mph.")],
        [("2019-03-06", "Pellworth Borough Council set the Band D council tax at £1,705.40 for 2019/20.")],
        [("2022-04-04", "Bus route 22 between Dunmere and Pellworth is operated by Greyline Coaches.")],
        [("2017-09-11", "The county seat of Fennick County is Lowater.")],
        [("2023-06-12", "The population of Saltmarsh Ferrers is 3,118 according to the 2021 census.")],
        [("2018-10-08", "The polling station for Pellworth East ward is the Methodist chapel schoolroom.")],
        [("2020-03-09", "The leader of Fennick County Council is Cllr Ambrose Keel.")],
        [("2019-08-12", "Thea Vansittart is the Minister for Culture in the Varnland regional government.")],
        [("2021-01-11", "The director of the Upper Brenn Drainage Board is Colm Rafferty.")],
        [("2024-02-12", "Saltmarsh Ferrers Library closes at 5pm on Saturdays.")],
    ],
    "static": [
        [("2016-03-21", "Dunmere lies on the River Brenn."),
         ("2021-03-22", "The River Brenn runs through Dunmere.")],
        [("2017-08-14", "Castlebury Guildhall was built in 1742."),
         ("2022-08-15", "The Guildhall in Castlebury dates from 1742.")],
        [("2015-10-12", "Kessock is in Marrow County."),
         ("2020-10-12", "Kessock forms part of Marrow County.")],
        [("2018-12-03", "Ashcombe received its market charter in 1287."),
         ("2023-12-04", "Ashcombe was granted a market charter in 1287.")],
        [("2016-07-18", "The Varnland Assembly has 61 members."),
         ("2024-07-15", "The Varnland Assembly is made up of 61 members.")],
        [("2019-05-20", "Holt's Crossing is served by Holt's Crossing railway station on the Brenn Valley line."),
         ("2025-05-19", "The Brenn Valley line calls at Holt's Crossing station.")],
    ],
    "membership": [
        [("2021-05-24", "Cllr Tomasz Wierzba sits on the Marrow Police and Crime Panel."),
         ("2021-06-14", "Cllr Wierzba is also Castlebury's representative on the Kessock Bay Harbour Board."),
         ("2022-09-05", "Tomasz Wierzba was appointed a governor of Northgate Primary School."),
         ("2023-01-16", "Cllr Wierzba is a trustee of the Castlebury Almshouse Charity as well.")],
        [("2020-06-01", "Deputy Mayor of Ashcombe: Cllr Leonie Strudwick"),
         ("2020-06-15", "Cllr Leonie Strudwick also chairs the Ashcombe allotments committee."),
         ("2021-02-01", "Leonie Strudwick is a member of the Ashcombe twinning association.")],
        [("2019-05-28", "Vice-chair of Brindle licensing committee: Cllr Desmond Futcher"),
         ("2019-06-10", "Cllr Desmond Futcher is a member of Brindle's planning committee."),
         ("2020-09-21", "Desmond Futcher also holds a seat on the Marrow Fire Authority.")],
        [("2022-06-06", "Cllr Baraka Ochieng holds a seat on the county's health and wellbeing board."),
         ("2023-01-09", "Baraka Ochieng is deputy chair of the Marrow County pensions committee.")],
    ],
    "equal_time": [
        [("2024-03-02T00:00", "Returning officer for the Ashcombe Priory by-election: Janet Kinsella"),
         ("2024-03-02T00:00", "Returning officer for the Ashcombe Priory by-election: Robert Amadi")],
        [("2023-06-20T00:00", "Vice-chair of Castlebury health scrutiny panel: Cllr Sunita Rao"),
         ("2023-06-20T00:00", "Cllr Peter Gough was chosen as vice-chair of Castlebury's health scrutiny panel.")],
        [("2022-02-14T00:00", "Kessock Harbour Institute hall hire costs £18 an hour."),
         ("2022-02-14T00:00", "Hire of the Harbour Institute hall in Kessock is £22 per hour.")],
        [("2021-11-29T00:00", "The Dunmere Christmas lights switch-on is at 5pm on Friday."),
         ("2021-11-29T00:00", "Dunmere's Christmas lights will be switched on at 6pm on Friday.")],
        [("2025-01-13T00:00", "Clerk to Holt's Crossing parish meeting: Mr G. Ferreira"),
         ("2025-01-13T00:00", "Holt's Crossing parish meeting has appointed Wendy Thackeray as clerk.")],
        [("2020-10-05T00:00", "Speed limit outside Brindle Primary School: 20 mph"),
         ("2020-10-05T00:00", "The speed limit outside Brindle Primary School is 30 mph.")],
    ],
    "unrelated": [
        [("2019-07-03", "Ashcombe Town Council approved plans for a skate park on the recreation ground.")],
        [("2021-06-21", "Mill Lane in Kessock will be closed for resurfacing from 4 July for two weeks.")],
        [("2023-08-19", "Gwen Quarrie opened the Ashcombe flower show on Saturday.")],
        [("2018-12-17", "Route 14 buses will run a Sunday timetable on Boxing Day.")],
        [("2020-02-26", "Castlebury City Council's budget meeting ran until 11pm after a long debate on the ring road.")],
        [("2017-10-23", "A consultation on a new cycle lane along Ferrier Street closes on 30 November.")],
        [("2022-09-26", "Tolland Fen Library is hosting a local history exhibition about the 1947 floods.")],
        [("2016-12-05", "Marrow County Council is asking residents to report potholes through its new app.")],
        [("2024-03-11", "Kessock Bay lifeboat station held an open day with a demonstration launch.")],
        [("2019-10-14", "The Varnland Assembly debated the fisheries bill for six hours.")],
        [("2021-04-19", "Dunmere Market car park will be resurfaced overnight on Tuesday.")],
        [("2025-06-09", "Hester Pyke presented certificates at the Castlebury volunteering awards.")],
        [("2018-02-26", "Holt's Crossing residents can borrow litter-picking kits from the town hall.")],
        [("2020-11-09", "Brindle District Council will livestream its meetings while the chamber is closed.")],
        [("2023-01-30", "Castlebury Crown Court was closed for two days because of a burst pipe.")],
        [("2017-05-30", "Frances Halloran cut the ribbon at the new Brindle health centre.")],
        [("2024-10-21", "Marrow Constabulary launched a rural crime unit covering the Brenn valley.")],
        [("2022-12-12", "Ashcombe's Christmas market raised £3,400 for the Mayor's charity.")],
        [("2016-08-22", "The Lower Brenn Water Board issued a hosepipe ban for the summer.")],
        [("2025-02-17", "Varnland's sales tax receipts rose by 4% last year, the finance office reported.")],
        [("2019-06-24", "A petition to save the Tolland Fen post office collected 1,900 signatures.")],
        [("2021-07-12", "Kessock Leisure Centre's pool will close for a week of maintenance in August.")],
        [("2018-09-03", "Dunmere Library installed a self-service kiosk.")],
        [("2023-04-24", "The Castlebury chain ferry was suspended for an afternoon because of high winds.")],
        [("2020-08-17", "Marrow Fire and Rescue warned about barbecue fires on heathland.")],
        [("2024-11-04", "Holt's Crossing Remembrance service will be held at St Mark's.")],
        [("2017-03-27", "Brindle and Tolland constituency boundaries are under review by the boundary commission.")],
        [("2022-11-21", "Castlebury's Northgate ward residents' association meets monthly in the community centre.")],
        [("2025-09-15", "Ashcombe Town Council is recruiting volunteers for the community speedwatch scheme.")],
        [("2026-03-09", "The Varnland Electoral Commission published a guide for first-time voters.")],
    ],
}

MODE_WEIGHTS = (("live", 0.27), ("stamped", 0.55), ("backfilled", 0.18))


def parse_day(s):
    if "T" in s:
        return datetime.strptime(s, "%Y-%m-%dT%H:%M").replace(tzinfo=timezone.utc), True
    return datetime.strptime(s, "%Y-%m-%d").replace(tzinfo=timezone.utc), False


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def pick_mode(rng):
    x = rng.random()
    acc = 0.0
    for m, w in MODE_WEIGHTS:
        acc += w
        if x < acc:
            return m
    return MODE_WEIGHTS[-1][0]


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: fam, cls, value, pol, wording, text, day, exact
    for fid, versions in CHANGE:
        for i, (d, v, pol, w, text) in enumerate(versions):
            mems.append(dict(fam=fid, cls="change", idx=i, value=v, pol=pol, wording=w, text=text, day=d))
    for cls in NEG:
        for gi, group in enumerate(NEG[cls]):
            fid = "%s-%02d" % (cls, gi + 1)
            for i, (d, text) in enumerate(group):
                mems.append(dict(fam=fid, cls=cls, idx=i, value=None, pol=None, wording="-", text=text, day=d))

    # order times and modes
    for m in mems:
        day, exact = parse_day(m["day"])
        m["mode"] = pick_mode(rng)
        if exact:
            m["order"] = day
        elif m["mode"] == "backfilled":
            m["order"] = day
        else:
            m["order"] = day + timedelta(hours=rng.randint(8, 18), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
        if m["mode"] == "stamped":
            m["created"] = m["order"] + timedelta(minutes=rng.randint(1, 45), seconds=rng.randint(0, 59))
        elif m["mode"] == "live":
            m["created"] = m["order"]
    # backfilled created_at: an import instant in November 2026, newest-first within a family
    fams = []
    for m in mems:
        if m["fam"] not in fams:
            fams.append(m["fam"])
    for fid in fams:
        bf = [m for m in mems if m["fam"] == fid and m["mode"] == "backfilled"]
        if not bf:
            continue
        base = datetime(2026, 11, 2, 9, 0, 0, tzinfo=timezone.utc) + timedelta(
            days=rng.randint(0, 25), hours=rng.randint(0, 10), minutes=rng.randint(0, 59))
        bf.sort(key=lambda m: m["order"], reverse=True)
        for k, m in enumerate(bf):
            m["created"] = base + timedelta(seconds=3 * k + rng.randint(0, 2))

    # ids in a shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        mems[i]["id"] = "h11-%03d" % (n + 1)
    return rng, mems


def truth_pairs(mems):
    pairs = []
    fams = {}
    for m in mems:
        if m["cls"] == "change":
            fams.setdefault(m["fam"], []).append(m)
    for fid, _ in CHANGE:
        vs = sorted(fams[fid], key=lambda m: m["order"])
        for i, a in enumerate(vs):
            for b in vs[i + 1:]:
                if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    pairs.append((a, b, "negation" if a["pol"] != b["pol"] else "value"))
                    break
    return pairs


def check(mems, pairs):
    seen = {}
    for m in mems:
        assert m["order"] < datetime(2026, 12, 1, tzinfo=timezone.utc) and m["created"] < datetime(2026, 12, 1, tzinfo=timezone.utc), m["text"]
        if m["mode"] == "backfilled":
            assert m["order"].hour == 0 and m["order"].minute == 0
        key = (m["fam"], m["order"])
        if key in seen and m["cls"] != "equal_time":
            raise SystemExit("duplicate order time in family %s" % m["fam"])
        seen[key] = m
        assert m["text"] not in [o["text"] for o in mems if o is not m] or m["cls"] == "change", m["text"]
    texts = [m["text"] for m in mems]
    # identical texts are allowed only as a move back inside one family (slot edit back)
    for t in set(texts):
        if texts.count(t) > 1:
            owners = {m["fam"] for m in mems if m["text"] == t}
            assert len(owners) == 1, t
    for a, b, _ in pairs:
        assert a["cls"] == "change" and b["cls"] == "change"
    for fid, vs in CHANGE:
        for i in range(1, len(vs)):
            assert vs[i][0] > vs[i - 1][0], fid
        assert vs[0][3] == "first" and all(v[3] != "first" for v in vs[1:]), fid


def write(mems, pairs, rng):
    out = [dict(m) for m in mems]
    rng.shuffle(out)
    lines = []
    for m in out:
        o = {"id": m["id"], "content": m["text"], "created_at": iso(m["created"])}
        if m["mode"] != "live":
            o["observed_at"] = iso(m["order"])
        lines.append(json.dumps(o, ensure_ascii=False))
    files = {}
    files["memories.jsonl"] = "\n".join(lines) + "\n"
    tl = [json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) for a, b, r in
          sorted(pairs, key=lambda p: (p[0]["id"], p[1]["id"]))]
    files["truth.jsonl"] = "\n".join(tl) + "\n"
    ll = [json.dumps({"id": m["id"], "class": m["cls"]}) for m in sorted(mems, key=lambda m: m["id"]) if m["cls"] != "change"]
    files["labels.jsonl"] = "\n".join(ll) + "\n"
    for name, body in files.items():
        tmp = os.path.join(HERE, name + ".tmp")
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(body)
        os.replace(tmp, os.path.join(HERE, name))
        print("%s  %s" % (hashlib.sha256(body.encode("utf-8")).hexdigest(), name))


def words(t):
    return [w.strip(".,:;()'\"-").lower() for w in t.split() if w.strip(".,:;()'\"-")]


def stats(mems, pairs):
    from collections import Counter
    ch = [m for m in mems if m["cls"] == "change"]
    print("memories", len(mems))
    print("changing families", len(CHANGE), "memories in them", len(ch))
    sizes = Counter(len(v) for _, v in CHANGE)
    print("family sizes", dict(sorted(sizes.items())))
    print("true pairs", len(pairs), "value", sum(1 for p in pairs if p[2] == "value"),
          "negation", sum(1 for p in pairs if p[2] == "negation"))
    chains4 = sum(1 for _, v in CHANGE if len({(x[1], x[2]) for x in v}) >= 4 or len(v) >= 4)
    print("families with >= 4 versions", sum(1 for _, v in CHANGE if len(v) >= 4), "(>=4 distinct values:",
          sum(1 for _, v in CHANGE if len({(x[1], x[2]) for x in v}) >= 4), ")")
    mb = 0
    for _, v in CHANGE:
        vals = [(x[1], x[2]) for x in v]
        for i in range(2, len(vals)):
            if vals[i] in vals[:i - 1] and vals[i] != vals[i - 1]:
                mb += 1
                break
    print("moves back (families)", mb)
    conf = sum(1 for _, v in CHANGE for i in range(1, len(v)) if (v[i][1], v[i][2]) == (v[i - 1][1], v[i - 1][2]))
    print("confirmations inside chains", conf)
    hard_mid = sum(1 for _, v in CHANGE for i in range(1, len(v) - 1) if v[i][3] == "hard")
    print("hard-worded intervening versions", hard_mid, "hard versions in all", sum(1 for _, v in CHANGE for x in v if x[3] == "hard"))
    later = [x for _, v in CHANGE for x in v[1:]]
    w = Counter(x[3] for x in later)
    print("newer versions", len(later), "wording", dict(sorted(w.items())),
          "reworded share %.2f" % ((w["rew"] + w["hard"]) / len(later)))
    # text-side check of the wording labels: token Jaccard with the version before
    js = []
    for _, v in CHANGE:
        for i in range(1, len(v)):
            a, b = set(words(v[i - 1][4])), set(words(v[i][4]))
            js.append(len(a & b) / len(a | b))
    js.sort()
    print("token Jaccard with previous version: median %.2f, share < 0.6: %.2f" % (js[len(js) // 2], sum(1 for j in js if j < 0.6) / len(js)))
    lens = sorted(len(words(m["text"])) for m in mems)
    print("words per memory: min %d median %d max %d mean %.1f" % (lens[0], lens[len(lens) // 2], lens[-1], sum(lens) / len(lens)))
    cls = Counter(m["cls"] for m in mems)
    print("classes", dict(sorted(cls.items())))
    modes = Counter(m["mode"] for m in mems)
    print("time modes", {k: "%d (%.0f%%)" % (modes[k], 100 * modes[k] / len(mems)) for k, _ in MODE_WEIGHTS})
    inv = 0
    for fid, _ in CHANGE:
        vs = sorted([m for m in ch if m["fam"] == fid], key=lambda m: m["order"])
        for a, b in zip(vs, vs[1:]):
            if b["created"] < a["created"]:
                inv += 1
    print("adjacent family versions whose created_at order inverts order time", inv)
    nm = Counter(m["mode"] for m in ch)
    print("time modes in changing families", dict(sorted(nm.items())))


def listing(mems, pairs):
    exp = {a["id"]: (b["id"], r) for a, b, r in pairs}
    for m in sorted(mems, key=lambda m: (m["fam"], m["order"], m["id"])):
        e = exp.get(m["id"])
        print("%s  %s  %-10s  %-18s %-30s %-14s %-4s %-5s %s  | %s" % (
            m["id"], iso(m["order"]), m["mode"], m["cls"], m["fam"], m["value"] or "-", m["pol"] or "-",
            m["wording"], ("-> %s (%s)" % e) if e else "", m["text"]))


def main():
    rng, mems = build()
    pairs = truth_pairs(mems)
    check(mems, pairs)
    if "--stats" in sys.argv:
        stats(mems, pairs)
    elif "--list" in sys.argv:
        listing(mems, pairs)
    else:
        write(mems, pairs, rng)


if __name__ == "__main__":
    main()
