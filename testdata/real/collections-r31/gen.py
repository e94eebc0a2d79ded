#!/usr/bin/env python3
"""Blind evaluation set collections-r31: museum, library and archive collection records.

Deterministic (fixed seed, stdlib only). Writes memories.jsonl, truth.jsonl, labels.jsonl and
README.md next to this file. `--stats` prints the counts, `--list` prints every memory.

Every memory is written in the tables below with its labels (fact key, value key, polarity,
date) BEFORE anything is generated; truth is computed from those labels, never from the text.
All names (people, institutions, places, objects, codes) are invented.
"""
import json
import os
import random
import sys
from datetime import datetime, timedelta, timezone

SEED = 3131
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# Changing families. One family = one fact (subject, attribute, scope).
# Each version: (date, polarity, value key, text). Dates may carry a time
# ("YYYY-MM-DDTHH:MM"), otherwise a seeded time of day is added.
# Versions with the same value key and polarity as the one before are
# in-chain confirmations: unlabelled, expired by the next change.
# ---------------------------------------------------------------------------
FAMILIES = [
    ("astrolabe.location", [
        ("2021-03-02", "+", "storeB4", "Meridian astrolabe (1987.44.2) - location: Store B, bay 4"),
        ("2022-06-10", "+", "gal2c6", "1987.44.2 moved to Gallery 2, case 6 for the Navigators rehang"),
        ("2023-01-15", "+", "storeB4", "Astrolabe is back in Store B bay 4 now that case 6 is being refitted."),
    ]),
    ("box.orcdl17.location", [
        ("2020-09-14", "+", "sr2s14", "ORC/DL/17 | location: Strongroom 2, shelf 14"),
        ("2022-02-03", "+", "sr5s3", "During the damp works we relocated box DL/17 to shelf 3 in Strongroom 5."),
    ]),
    ("pellmarsh.registrar", [
        ("2019-05-20", "+", "okoro", "Registrar, Pellmarsh Museum: Dana Okoro"),
        ("2021-11-08", "+", "brandt", "Dana has handed the registrar post over to Felix Brandt as of Monday"),
        ("2022-07-19", "+", "brandt", "Felix Brandt is still our registrar - the secondment rumour was wrong"),
        ("2023-04-02", "+", "kessel", "handover note: Mira Kessel now acts as registrar at the Pellmarsh while Brandt is seconded"),
    ]),
    ("vennor.rr.hours.weekday", [
        ("2022-01-10", "+", "0930-1700", "Vennor Special Collections reading room, Mon-Fri: 09:30-17:00"),
        ("2024-03-03", "+", "0930-1600", "From 3 March the Vennor reading room will close at 4pm on weekdays (opening time unchanged)."),
    ]),
    ("calloway.insurance", [
        ("2020-02-11", "+", "18500", "Calloway sampler - insurance value GBP 18,500"),
        ("2022-10-05", "+", "22000", "Valuation update: the Calloway sampler is now insured for £22,000."),
        ("2024-06-21", "+", "24000", "Sampler revalued after conservation, cover 24k"),
    ]),
    ("lc09.condition", [
        ("2021-07-01", "+", "poor", "Condition check LC-09 (lantern clock): poor, active corrosion on the movement"),
        ("2022-03-15", "+", "fair", "LC-09 has been stabilised and is now graded fair."),
        ("2023-09-30", "+", "good", "lantern clock condition up to good after the full treatment by the horology conservator"),
    ]),
    ("tithemaps.digitisation", [
        ("2021-04-12", "+", "notstarted", "Tithe map series TM/1-40 - digitisation status: not started"),
        ("2022-08-22", "+", "inprogress", "Scanning of the tithe maps is under way (batch 2 of 4 at the imaging suite)"),
        ("2023-06-14", "+", "complete", "TM/1-40 fully digitised; all forty sheets went online in June"),
    ]),
    ("brennock.loan_out", [
        ("2023-02-01", "+", "saltmere", "The Brennock hoard is out on loan to Saltmere Gallery until September."),
        ("2023-10-02", "-", "saltmere", "Brennock hoard returned from Saltmere, no longer on loan - back in the coin room"),
    ]),
    ("threads.gallery", [
        ("2022-04-20", "+", "gal4", "Exhibition: Threads of the Coast | venue: Gallery 4 | opens 12 May"),
        ("2022-05-02", "+", "longgal", "Change of plan - Threads of the Coast has moved to the Long Gallery (Gallery 4 floor not ready)."),
    ]),
    ("paperharbours.closing", [
        ("2023-09-01", "+", "20240128", "Paper Harbours closes 2024-01-28"),
        ("2023-12-12", "+", "20240331", "Paper Harbours extended; new closing date 31/03/2024"),
        ("2024-02-26", "+", "20240414", "We're keeping Paper Harbours open a little longer again: last day is now 14 April 2024."),
    ]),
    ("pellmarsh.curator.textiles", [
        ("2019-09-02", "+", "varga", "Curator of Textiles - Ines Varga"),
        ("2022-01-17", "+", "lind", "Tomasz Lind took over as textiles curator when Ines moved to exhibitions"),
    ]),
    ("halvard.courier", [
        ("2024-01-08", "+", "anand", "Halvard loan courier: Priya Anand"),
        ("2024-02-19", "+", "mercer", "Halvard loan courier: Joel Mercer"),
    ]),
    ("storeC.rh", [
        ("2020-05-05", "+", "50", "Store C RH setpoint 50%"),
        ("2021-05-06", "+", "50", "Annual check: Store C relative humidity still held at 50 percent"),
        ("2022-11-23", "+", "45", "Lowered the humidity target in Store C to 45% (metals moved in)"),
        ("2024-04-09", "+", "48", "Store C RH setpoint 48%"),
    ]),
    ("strongroom2.temp", [
        ("2021-01-25", "+", "16", "Strongroom 2 temperature: 16°C"),
        ("2023-03-13", "+", "14", "Strongroom 2 temperature: 14°C"),
    ]),
    ("psalter.catno", [
        ("2020-03-03", "+", "ms212", "Psalter fragment catalogued as MS 212."),
        ("2024-07-07", "+", "ms340", "Psalter fragment catalogued as MS 340."),
    ]),
    ("agnesrowe.lender", [
        ("2021-06-30", "+", "harcastle", "Portrait of Agnes Rowe | lender: private collection (Mrs E. Harcastle)"),
        ("2024-05-15", "+", "harcastletrust", "Lender for the Agnes Rowe portrait is now the Harcastle Family Trust, after probate."),
    ]),
    ("glassplates.imaging", [
        ("2022-02-14", "+", "ortiz", "Imaging technician for the glass plates: Sam Ortiz"),
        ("2023-08-28", "+", "haupt", "Imaging technician for the glass plates: Lena Haupt"),
    ]),
    ("acc201988.location", [
        ("2020-01-20", "+", "kelby", "Accession 2019/88, boxes 1-6: offsite store (Kelby)"),
        ("2021-10-04", "+", "sr1", "2019/88 brought back on site - now in Strongroom 1 for listing"),
        ("2022-12-05", "+", "kelby", "Listing done, we sent the 2019/88 boxes back out to Kelby."),
    ]),
    ("maproom.thursday", [
        ("2021-02-04", "+", "thu", "The map room is open to readers on Thursdays."),
        ("2022-09-01", "-", "thu", "map room no longer opens Thursdays (staffing)"),
        ("2024-02-06", "+", "thu", "Thursday map room sessions resume from 6 Feb"),
    ]),
    ("wexcombe.display", [
        ("2020-06-11", "+", "gal1", "Wexcombe helmet on display, Gallery 1"),
        ("2022-05-30", "-", "gal1", "Wexcombe helmet taken off display for conservation, no longer in Gallery 1"),
        ("2023-11-20", "+", "gal1", "The helmet is back on show in Gallery 1."),
    ]),
    ("sableewer.loan_in", [
        ("2023-03-27", "+", "norreby", "Sable ewer on loan to us from Norreby Museum, shown in Gallery 5"),
        ("2024-11-04", "-", "norreby", "Sable ewer loan ended - ewer went back to Norreby on 3 Nov"),
    ]),
    ("oldcastle.searchroom.appointment", [
        ("2021-08-16", "+", "required", "Oldcastle Record Office search room: appointment required"),
        ("2023-05-02", "-", "required", "Appointments are no longer needed at the Oldcastle search room; walk-ins welcome."),
    ]),
    ("vennor.rr.photography", [
        ("2022-03-01", "+", "allowed", "Readers may photograph documents in the Vennor reading room (no flash)."),
        ("2024-09-16", "-", "allowed", "self-service photography suspended in the Vennor RR until further notice"),
    ]),
    ("brennock.insurance", [
        ("2023-01-18", "+", "120000", "Brennock hoard insured at 120,000 for the Saltmere loan"),
        ("2023-04-03", "+", "150000", "Nail-to-nail cover for the hoard went up to £150k at the lender's request"),
    ]),
    ("pellmarsh.head_collections", [
        ("2019-03-11", "+", "abara", "Head of Collections: Ruth Abara"),
        ("2023-12-01", "+", "faraday", "Ruth Abara has retired. Colm Faraday is acting head of collections."),
    ]),
    ("marguerite.location", [
        ("2020-04-01", "+", "atriumN", "Marguerite figurehead - Atrium, north wall"),
        ("2021-09-13", "+", "los", "figurehead taken down and moved to the Large Objects Store"),
        ("2022-10-10", "+", "studio", "The 'Marguerite' is in the conservation studio for paint consolidation"),
        ("2024-03-18", "+", "atriumS", "Rehung the figurehead in the Atrium, south wall this time"),
    ]),
    ("pellmarsh.hours.weekend", [
        ("2022-04-02", "+", "1000-1600", "Pellmarsh Museum weekend opening: 10:00-16:00"),
        ("2024-04-06", "+", "1000-1700", "weekend hours at the Pellmarsh extended - now 10am till 5pm Sat & Sun"),
    ]),
    ("pellmarsh.cms", [
        ("2019-10-01", "+", "collectabase", "Collections database: CollectaBase 4"),
        ("2023-06-26", "+", "arkivo", "We migrated the catalogue from CollectaBase to Arkivo over the summer."),
    ]),
    ("storeA.trapchecks", [
        ("2021-03-22", "+", "monthly", "Store A pest monitoring: blunder traps checked monthly"),
        ("2022-06-27", "+", "fortnightly", "Store A pest monitoring: blunder traps checked fortnightly"),
    ]),
    ("feld.boxcount", [
        ("2020-11-02", "+", "42", "Feld papers: 42 boxes"),
        ("2023-02-20", "+", "57", "Feld papers: 57 boxes"),
    ]),
    ("harbourboard.extent", [
        ("2019-07-15", "+", "18.5", "Harbour Board records, extent 18.5 linear metres"),
        ("2022-04-25", "+", "21", "Harbour Board records, extent 21 linear metres"),
    ]),
    ("oldcastle.county_archivist", [
        ("2019-04-08", "+", "rezaei", "County Archivist (Oldcastle RO): Hamid Rezaei"),
        ("2021-01-11", "+", "pike", "County Archivist (Oldcastle RO): Nora Pike"),
        ("2023-03-20", "+", "rezaei", "Pike left in March; Hamid Rezaei is back as county archivist"),
    ]),
    ("saltiron.opening", [
        ("2024-11-04", "+", "20250509", "Salt and Iron opens 2025-05-09"),
        ("2025-02-17", "+", "20250523", "Salt and Iron opens 2025-05-23"),
    ]),
    ("gallery6.closed", [
        ("2024-01-15", "+", "closed", "Gallery 6 is closed to the public for roof works."),
        ("2024-08-05", "-", "closed", "G6 has reopened, roof works finished"),
    ]),
    ("ledgerL44.conservation", [
        ("2021-05-10", "+", "awaiting", "L/44 (rate ledger) - conservation status: awaiting treatment"),
        ("2022-01-24", "+", "intreatment", "Ledger L/44 is on the bench now, treatment started"),
        ("2022-04-11", "+", "complete", "Treatment of L/44 complete; fit for production"),
    ]),
    ("orcdl17.production", [
        ("2021-11-29", "+", "unfit", "ORC/DL/17 unfit for production (mould found)"),
        ("2022-05-09", "-", "unfit", "DL/17 cleaned and can be produced to readers again"),
    ]),
    ("ostrander.venue", [
        ("2022-09-05", "+", "linnby", "Ostrander watercolours (touring) - current venue: Linnby Art Centre"),
        ("2023-01-09", "+", "corvell", "The tour has moved on: the Ostrander watercolours are hanging at the Corvell Gallery now."),
        ("2023-03-06", "+", "corvell", "Ostrander set remains at Corvell through spring"),
        ("2023-06-12", "+", "pennick", "last venue of the Ostrander tour - Pennick House"),
    ]),
    ("feld.digitisation", [
        ("2022-03-14", "+", "30", "Feld papers digitisation 30% complete"),
        ("2023-01-30", "+", "65", "Scanning progress, Feld papers: roughly 65 per cent now"),
        ("2023-10-16", "+", "100", "digitisation of the Feld papers finished!"),
    ]),
    ("kestrel.collections_manager", [
        ("2020-02-24", "+", "ajayi", "Kestrel Hall Archive collections manager - Olu Ajayi"),
        ("2023-07-03", "+", "holm", "Olu Ajayi has gone to the Pellmarsh; Greta Holm is KHA's collections manager now."),
    ]),
    ("astrolabe.insurance", [
        ("2021-02-15", "+", "85000", "astrolabe insured for 85,000 GBP"),
        ("2023-05-22", "+", "95000", "1987.44.2: insurance raised to £95,000 following the Antwerp comparable"),
    ]),
    ("gallery2.lux", [
        ("2021-06-07", "+", "50", "Gallery 2 light limit: 50 lux"),
        ("2022-12-19", "+", "40", "Gallery 2 light limit: 40 lux"),
    ]),
    ("vennor.rr.location", [
        ("2020-10-05", "+", "2east", "Special collections reading room - 2nd floor, east wing, Vennor Library"),
        ("2023-09-11", "+", "g12", "The Vennor reading room has relocated to the ground floor (Room G.12)."),
    ]),
    ("vennor.production.lastorder", [
        ("2021-09-06", "+", "1615", "Last orders for document production: 16:15"),
        ("2024-03-04", "+", "1545", "production last call moved to quarter to four (15:45) with the new closing time"),
    ]),
    ("pellmarsh.loans_officer", [
        ("2021-04-26", "+", "walsh", "Loans officer: Kiri Walsh"),
        ("2022-08-08", "+", "farrow", "Kiri's on leave - loans enquiries go to Ben Farrow until further notice"),
        ("2023-02-13", "+", "walsh", "KW back from leave and handling loans again"),
    ]),
    ("fenwick.shelfmark", [
        ("2020-12-07", "+", "v3-12", "Fenwick cartulary - shelfmark Vault 3/12"),
        ("2024-01-29", "+", "v1-04", "Fenwick cartulary - shelfmark Vault 1/04"),
    ]),
    ("vennor.imagefee", [
        ("2022-04-04", "+", "8", "Digital copy fee: £8 per image"),
        ("2024-04-01", "+", "10", "Digital copy fee: £10 per image"),
    ]),
    ("harlow.travel", [
        ("2021-10-18", "+", "notravel", "Harlow tapestry condition: fragile, not to travel"),
        ("2024-10-21", "+", "travel", "Harlow tapestry condition: stable, fit to travel"),
    ]),
    ("harlow.location", [
        ("2020-03-16", "+", "greathall", "Harlow tapestry hangs in the Great Hall"),
        ("2023-02-27", "+", "textile2", "tapestry rolled and stored in Textile Store 2 (Great Hall redecoration)"),
    ]),
    ("saltiron.curator", [
        ("2024-09-09", "+", "adeyemi", "Salt and Iron is curated by Femi Adeyemi."),
        ("2025-01-13", "+", "varga", "curatorial lead for Salt & Iron passed to Ines Varga"),
    ]),
    ("threads.objectcount", [
        ("2022-05-09", "+", "64", "Threads of the Coast: 64 objects"),
        ("2022-06-01", "+", "71", "Threads of the Coast: 71 objects"),
    ]),
    ("sm3.location", [
        ("2021-12-13", "+", "harbourc2", "SM-3 (ship model, 'Orla') - Harbour Gallery case 2"),
        ("2024-02-12", "+", "store", "Orla model moved into store while case 2 is relit"),
    ]),
    ("aldous.callno", [
        ("2020-07-27", "+", "581", "Herbal of Aldous, call no. RB 581.6 ALD"),
        ("2023-10-30", "+", "615", "Herbal of Aldous, call no. RB 615.3 ALD"),
    ]),
    ("localstudies.loanperiod", [
        ("2021-01-04", "+", "refonly", "Vennor local studies collection: reference only"),
        ("2024-05-07", "+", "2weeks", "Vennor local studies collection: 2-week loan"),
    ]),
    ("vennor.ill_contact", [
        ("2022-06-13", "+", "szabo", "ILL requests to Marta Szabo"),
        ("2025-03-10", "+", "pereira", "ILL requests to Gus Pereira"),
    ]),
    ("vennor.image_hosting", [
        ("2021-11-15", "+", "vennordigital", "Digitised images are published on the Vennor Digital portal."),
        ("2024-12-02", "+", "kestrelcommons", "moved image hosting from Vennor Digital to the Kestrel Commons site"),
    ]),
    ("glassplates.location", [
        ("2020-08-03", "+", "storeDc3", "Glass plate negatives location: Store D, cabinet 3"),
        ("2022-09-19", "+", "storeF", "Glass plate negatives location: Store F (cold store)"),
    ]),
    ("storeF.temp", [
        ("2022-09-26", "+", "4", "Store F setpoint 4°C"),
        ("2023-07-17", "+", "2", "cold store temp dropped to 2 degrees for the film"),
        ("2024-01-22", "+", "4", "Store F back at 4 °C - the compressor fault is fixed and the film went to Kelby"),
    ]),
    ("quarrick.return_date", [
        ("2024-03-25", "+", "20251201", "Quarrick altarpiece on loan from St Bride's, due back 2025-12-01"),
        ("2025-06-30", "+", "20260601", "St Bride's agreed an extension: the altarpiece now returns on 1 June 2026."),
    ]),
    ("quarrick.display", [
        ("2024-04-15", "+", "gal8", "Quarrick altarpiece on display in Gallery 8"),
        ("2026-05-18", "-", "gal8", "altarpiece no longer on display - crated ready for the St Bride's return"),
    ]),
    ("oldcastle.lift", [
        ("2025-01-06", "+", "outofservice", "Oldcastle search room lift: out of order"),
        ("2025-02-03", "-", "outofservice", "The search room lift is back in service."),
    ]),
    ("storeB.beetle", [
        ("2023-08-14", "+", "activity", "Store B: carpet beetle activity detected on traps 4 and 7"),
        ("2024-02-19", "-", "activity", "No carpet beetle activity in Store B since the freezing programme"),
    ]),
    ("gallery3.paperharbours", [
        ("2023-08-21", "+", "mezz", "Paper Harbours is in the Mezzanine Gallery"),
        ("2023-11-27", "+", "gal3", "Paper Harbours is in Gallery 3"),
    ]),
    ("pellmarsh.deputy_registrar", [
        ("2020-10-19", "+", "carney", "Deputy registrar: Lou Carney"),
        ("2023-04-24", "+", "mehta", "Deputy registrar: Anil Mehta"),
    ]),
    ("acc201988.boxcount", [
        ("2020-01-21", "+", "6", "2019/88: six boxes"),
        ("2024-08-12", "+", "8", "Accession 2019/88 now runs to 8 boxes after the second deposit from the family"),
    ]),
    ("kestrel.opendays", [
        ("2021-05-17", "+", "tue-thu", "Kestrel Hall Archive open Tue-Thu"),
        ("2025-04-07", "+", "tue-fri", "Kestrel Hall Archive open Tue-Fri"),
    ]),
    ("feld.restriction", [
        ("2020-11-03", "+", "closed2030", "Feld papers closed until 2030 (donor restriction)"),
        ("2025-09-22", "-", "closed2030", "The donor's family lifted the restriction - Feld papers are no longer closed and can be seen by researchers"),
    ]),
    ("ostrander.courier", [
        ("2022-08-29", "+", "quint", "Ostrander tour courier: Rosa Quint"),
        ("2023-05-29", "+", "morgan", "Ostrander tour courier: Aled Morgan"),
    ]),
    ("harbourboard.catstatus", [
        ("2019-07-16", "+", "boxlist", "Harbour Board records: box list only"),
        ("2025-05-19", "+", "itemlevel", "The Harbour Board records are now fully catalogued at item level."),
    ]),
    ("agnesrowe.frame", [
        ("2022-11-07", "+", "loose", "Agnes Rowe frame: loose corner joints, needs work before hanging"),
        ("2023-01-23", "+", "repaired", "frame of the Rowe portrait repaired by the gilder"),
    ]),
    ("agnesrowe.gallery", [
        ("2021-07-12", "+", "gal7", "Portrait of Agnes Rowe in Gallery 7"),
        ("2022-03-28", "+", "longgal", "Rowe portrait rehung in the Long Gallery for the Harcastle display"),
        ("2023-02-06", "+", "gal9", "Agnes Rowe is now in Gallery 9 ('Faces of the Port')"),
        ("2024-06-03", "+", "gal7", "Rowe portrait back in G7, where it hung before"),
    ]),
    ("pellmarsh.photographer", [
        ("2022-02-21", "+", "dunmore", "Collections photographer: Hal Dunmore"),
        ("2025-08-04", "+", "achebe", "Collections photographer: Ada Achebe"),
    ]),
    ("brennock.location", [
        ("2021-06-14", "+", "coinroom", "Brennock hoard kept in the coin room safe"),
        ("2024-09-23", "+", "gal1", "Brennock hoard now on permanent display in Gallery 1 next to the helmet"),
    ]),
    ("pellmarsh.conservator.paper", [
        ("2020-01-13", "+", "demir", "Paper conservator: Yusuf Demir"),
        ("2022-07-04", "+", "halden", "Demir's contract ended - paper conservation is contracted out to Halden Studio from July"),
        ("2024-10-14", "+", "demir", "We've brought Yusuf Demir back in-house as paper conservator; Halden contract not renewed."),
    ]),
    ("sableewer.insurance", [
        ("2023-03-20", "+", "40000", "Sable ewer (loan in) - agreed value £40,000"),
        ("2024-03-18", "+", "46000", "Norreby raised the ewer's agreed value to 46k for the extension year"),
    ]),
    ("oldcastle.searchroom.hours.weekday", [
        ("2021-08-18", "+", "0900-1700", "Oldcastle search room hours: 9-5 Mon-Fri"),
        ("2024-01-08", "+", "1000-1600", "Oldcastle search room hours: 10-4 Mon-Fri"),
    ]),
    ("kelby.retrieval_day", [
        ("2022-05-23", "+", "tue", "Kelby offsite retrieval run: Tuesdays"),
        ("2024-06-10", "+", "thu", "moved the Kelby retrieval run from Tuesday to Thursday (van contract)"),
    ]),
]

# ---------------------------------------------------------------------------
# Labelled memories: (class, fact key, date, value key, polarity, text).
# A fact key of a changing family places the memory in that family (it must
# restate the family's current value after the family's last change);
# any other key is a fact of its own.
# ---------------------------------------------------------------------------
LABELLED = [
    # confirmation
    ("confirmation", "pellmarsh.registrar", "2024-01-15", "kessel", "+", "Mira Kessel confirmed as registrar for another year"),
    ("confirmation", "strongroom2.temp", "2024-02-05", "14", "+", "SR2 temperature still 14 C at the quarterly check"),
    ("confirmation", "calloway.insurance", "2025-06-16", "24000", "+", "Calloway sampler cover unchanged at renewal"),
    ("confirmation", "oldcastle.county_archivist", "2024-05-13", "rezaei", "+", "Hamid Rezaei remains county archivist at Oldcastle"),
    ("confirmation", "storeC.rh", "2025-04-14", "48", "+", "Store C RH still 48% as agreed"),
    ("confirmation", "kestrel.collections_manager", "2024-07-08", "holm", "+", "Greta Holm is still collections manager at Kestrel Hall"),
    ("confirmation", "pellmarsh.loans_officer", "2024-02-12", "walsh", "+", "Loans officer as usual: Kiri Walsh"),
    ("confirmation", "tithemaps.digitisation", "2024-06-17", "complete", "+", "Checked the portal: tithe maps digitised, nothing outstanding"),
    ("confirmation", "harlow.location", "2024-03-04", "textile2", "+", "Harlow tapestry still in Textile Store 2"),
    ("confirmation", "storeB.beetle", "2024-08-19", "activity", "-", "Store B traps clear again this quarter - still no beetle activity"),
    ("confirmation", "feld.boxcount", "2024-02-26", "57", "+", "Feld papers box count confirmed at 57 during the stocktake"),
    ("confirmation", "vennor.rr.location", "2024-09-09", "g12", "+", "Reading room remains in G.12."),
    ("confirmation", "acc201988.location", "2024-01-08", "kelby", "+", "2019/88 confirmed at Kelby offsite at the annual audit"),
    # format_variant
    ("format_variant", "paperharbours.closing", "2024-03-11", "20240414", "+", "Paper Harbours - closing 2024-04-14"),
    ("format_variant", "astrolabe.insurance", "2024-01-29", "95000", "+", "Meridian astrolabe insurance: 95k"),
    ("format_variant", "vennor.production.lastorder", "2024-04-15", "1545", "+", "Last document orders 3:45 pm"),
    ("format_variant", "saltiron.opening", "2025-03-03", "20250523", "+", "Salt and Iron opening: 23/05/2025"),
    ("format_variant", "brennock.insurance", "2023-05-08", "150000", "+", "Brennock hoard sum insured 150,000 GBP"),
    ("format_variant", "vennor.rr.hours.weekday", "2024-04-22", "0930-1600", "+", "Vennor RR weekdays 9.30am - 4pm"),
    ("format_variant", "harbourboard.extent", "2023-06-05", "21", "+", "Harbour Board records: 21.0 lin. m"),
    ("format_variant", "quarrick.return_date", "2025-09-01", "20260601", "+", "Quarrick altarpiece return due 2026-06-01"),
    ("format_variant", "pellmarsh.hours.weekend", "2024-07-13", "1000-1700", "+", "Pellmarsh Sat/Sun opening 10:00-17:00"),
    ("format_variant", "gallery2.lux", "2023-04-10", "40", "+", "G2 light level: 40 lx"),
    ("format_variant", "vennor.imagefee", "2024-07-01", "10", "+", "Digital copy fee: GBP 10.00 per image"),
    ("format_variant", "fmt.kelby.retrieval", "2022-05-16", "48h", "+", "Kelby offsite retrieval time: 48 hours"),
    ("format_variant", "fmt.kelby.retrieval", "2023-05-15", "48h", "+", "Items at Kelby take two days to retrieve"),
    # elaboration
    ("elaboration", "pellmarsh.curator.textiles", "2022-03-07", "lind", "+", "Tomasz Lind took over as textiles curator; he also leads the costume store review and sits on loans"),
    ("elaboration", "halvard.courier", "2024-02-26", "mercer", "+", "Joel Mercer will courier the Halvard return leg, flying with the crates via Brelund and supervising unpacking"),
    ("elaboration", "vennor.image_hosting", "2025-01-06", "kestrelcommons", "+", "Image hosting is on the Kestrel Commons site, with IIIF manifests and persistent links for every image"),
    ("elaboration", "glassplates.location", "2023-01-09", "storeF", "+", "The glass plates live in the cold store (Store F), boxed in four-flap enclosures, cabinets 1-3"),
    ("elaboration", "psalter.catno", "2024-08-05", "ms340", "+", "The psalter fragment is MS 340: two leaves, 13th century, in a sunken mount"),
    ("elaboration", "sm3.location", "2024-03-11", "store", "+", "Orla model moved into store while case 2 is relit - Store B, bay 9, under a dust cover"),
    ("elaboration", "marguerite.location", "2024-04-08", "atriumS", "+", "Figurehead rehung in the Atrium, south wall, on the new steel bracket, with a fall-arrest cable"),
    ("elaboration", "harlow.travel", "2024-11-11", "travel", "+", "Harlow tapestry cleared to travel - crate with a roller, flat transport, max 2 venues"),
    ("elaboration", "feld.digitisation", "2023-11-06", "100", "+", "Feld papers digitisation finished: 57 boxes, about 21,000 images, QC done"),
    ("elaboration", "pellmarsh.head_collections", "2024-02-05", "faraday", "+", "Colm Faraday is acting head of collections and chairs the acquisitions committee meanwhile"),
    ("elaboration", "ledgerL44.conservation", "2022-05-02", "complete", "+", "L/44 treatment complete, fit for production - rebacked, guards added, new phase box"),
    ("elaboration", "brennock.location", "2024-10-07", "gal1", "+", "Brennock hoard on display in Gallery 1 beside the helmet, in the new low-oxygen case"),
    # static
    ("static", "harlow.location", "2024-09-02", "textile2", "+", "Harlow tapestry is housed in Textile Store 2"),
    ("static", "pellmarsh.cms", "2024-01-22", "arkivo", "+", "Pellmarsh catalogue runs on Arkivo"),
    ("static", "acc201988.boxcount", "2025-02-10", "8", "+", "Accession 2019/88 comprises 8 boxes"),
    ("static", "glassplates.imaging", "2024-01-15", "haupt", "+", "Lena Haupt handles the glass plate imaging"),
    ("static", "aldous.callno", "2024-02-19", "615", "+", "Herbal of Aldous shelved under RB 615.3 ALD"),
    ("static", "st.fenwick.material", "2019-11-18", "parchment", "+", "Fenwick cartulary is written on parchment"),
    ("static", "st.fenwick.material", "2021-03-29", "parchment", "+", "The cartulary consists of parchment leaves"),
    ("static", "kestrel.opendays", "2025-06-02", "tue-fri", "+", "KHA opens Tuesday to Friday"),
    ("static", "st.wexcombe.found", "2020-02-03", "wexcombe", "+", "The Wexcombe helmet was found at Wexcombe Farm in 1968"),
    ("static", "st.wexcombe.found", "2022-02-07", "wexcombe", "+", "Wexcombe helmet discovered on Wexcombe Farm, 1968"),
    ("static", "ostrander.courier", "2023-07-31", "morgan", "+", "Aled Morgan accompanies the Ostrander tour as courier"),
    # multi_valued
    ("multi_valued", "mv.orcdl17.contents.maps", "2020-09-15", "maps", "+", "ORC/DL/17 contains estate maps"),
    ("multi_valued", "mv.orcdl17.contents.rent", "2020-09-16", "rent", "+", "ORC/DL/17 also holds rent books 1820-1846"),
    ("multi_valued", "mv.threads.lender.norreby", "2022-05-10", "norreby", "+", "Threads of the Coast includes loans from Norreby Museum"),
    ("multi_valued", "mv.threads.lender.saltmere", "2022-05-11", "saltmere", "+", "Threads of the Coast includes loans from Saltmere Gallery"),
    ("multi_valued", "mv.psalter.lang.latin", "2020-03-04", "latin", "+", "Psalter fragment language: Latin"),
    ("multi_valued", "mv.psalter.lang.french", "2020-03-05", "french", "+", "MS 212 also has marginal notes in Anglo-Norman French"),
    ("multi_valued", "mv.tithe.format.tiff", "2023-06-15", "tiff", "+", "Tithe maps available as TIFF masters"),
    ("multi_valued", "mv.tithe.format.jpeg", "2023-06-16", "jpeg", "+", "tithe maps also downloadable as JPEG"),
    ("multi_valued", "mv.astrolabe.exh.navigators", "2022-06-11", "navigators", "+", "Meridian astrolabe exhibited in 'Navigators' (2022)"),
    ("multi_valued", "mv.astrolabe.exh.stars", "2019-10-14", "stars", "+", "The astrolabe was also shown in 'Reading the Stars' in 2019"),
    ("multi_valued", "mv.feld.subject.shipping", "2020-11-04", "shipping", "+", "Feld papers subject: shipping"),
    ("multi_valued", "mv.feld.subject.politics", "2020-11-05", "politics", "+", "Feld papers subject: local politics"),
    # scope_disjoint
    ("scope_disjoint", "sd.vennor.rr.hours.sat", "2022-01-11", "1000-1300", "+", "Vennor Special Collections reading room, Sat: 10:00-13:00"),
    ("scope_disjoint", "sd.pellmarsh.hours.weekday", "2022-04-04", "1000-1700", "+", "Pellmarsh Museum weekday opening: 10:00-17:00"),
    ("scope_disjoint", "sd.kestrel.hours.summer", "2023-04-17", "0900-1700", "+", "Kestrel Hall Archive summer hours 9-5"),
    ("scope_disjoint", "sd.kestrel.hours.winter", "2023-10-23", "1000-1600", "+", "Kestrel Hall Archive winter hours 10-4"),
    ("scope_disjoint", "sd.storeD.rh", "2021-05-07", "55", "+", "Store D RH setpoint 55%"),
    ("scope_disjoint", "sd.fee.commercial", "2022-04-05", "25", "+", "Digital copy fee (commercial use): £25 per image"),
    ("scope_disjoint", "sd.oldcastle.lift.annexe", "2025-01-07", "outofservice", "+", "Oldcastle annexe lift: out of order"),
    ("scope_disjoint", "sd.strongroom1.temp", "2021-01-26", "18", "+", "Strongroom 1 temperature: 18°C"),
    ("scope_disjoint", "sd.kelby.loc.201988.box7", "2024-08-13", "sr1", "+", "Accession 2019/88, box 7 (second deposit): Strongroom 1 pending listing"),
    ("scope_disjoint", "sd.maproom.tuesday", "2022-09-02", "tue", "+", "The map room is open to readers on Tuesdays."),
    ("scope_disjoint", "sd.vennor.rr.photography.staff", "2024-09-17", "allowed", "+", "Readers may photograph documents in the Vennor map room (no flash)."),
    ("scope_disjoint", "sd.pellmarsh.hours.weekend.summer", "2024-07-06", "1000-1800", "+", "Pellmarsh weekend opening in August: 10:00-18:00"),
    # different_subject
    ("different_subject", "ds.orcdl18.location", "2020-09-21", "sr2s15", "+", "ORC/DL/18 | location: Strongroom 2, shelf 15"),
    ("different_subject", "ds.sablejug.insurance", "2023-03-28", "3200", "+", "Sable jug - insurance value GBP 3,200"),
    ("different_subject", "ds.lc10.condition", "2021-07-02", "good", "+", "Condition check LC-10 (bracket clock): good"),
    ("different_subject", "ds.curator.ceramics", "2019-09-03", "okafor", "+", "Curator of Ceramics - Jide Okafor"),
    ("different_subject", "ds.hoard.loan.kilby", "2023-02-02", "saltmere", "+", "The Kilby hoard is out on loan to Saltmere Gallery until September."),
    ("different_subject", "ds.storeE.rh", "2022-11-24", "45", "+", "Humidity target in Store E set to 45%"),
    ("different_subject", "ds.newspapers.digitisation", "2022-08-23", "inprogress", "+", "Scanning of the Oldcastle newspapers is under way"),
    ("different_subject", "ds.helmet.display", "2020-06-12", "gal1", "+", "Thornby helmet on display, Gallery 1"),
    ("different_subject", "ds.kestrel.registrar", "2021-11-09", "brandt", "+", "Registrar, Kestrel Hall Archive: Felix Brandt (part time)"),
    ("different_subject", "ds.model.sm4.location", "2021-12-14", "harbourc2", "+", "SM-4 (ship model, 'Tern') - Harbour Gallery case 2"),
    ("different_subject", "ds.cartulary.shelfmark", "2020-12-08", "v3-13", "+", "Pyle cartulary - shelfmark Vault 3/13"),
    ("different_subject", "ds.portrait.lender", "2021-07-01", "harcastle", "+", "Portrait of Thomas Rowe | lender: private collection (Mrs E. Harcastle)"),
    # membership
    ("membership", "mb.pellmarsh.network", "2019-06-03", "rmn", "+", "Pellmarsh Museum is a member of the Regional Museums Network"),
    ("membership", "mb.pellmarsh.textilegroup", "2020-06-01", "tcg", "+", "Pellmarsh also belongs to the Textile Conservation Group"),
    ("membership", "mb.varga.acq", "2022-02-28", "acq", "+", "Ines Varga sits on the acquisitions committee"),
    ("membership", "mb.varga.loans", "2022-03-01", "loans", "+", "Ines is also on the loans panel"),
    ("membership", "mb.oldcastle.consortium", "2021-09-20", "digcons", "+", "Oldcastle RO joined the County Digitisation Consortium"),
    ("membership", "mb.oldcastle.accred", "2021-09-27", "accred", "+", "Oldcastle Record Office is part of the Archive Accreditation scheme"),
    ("membership", "mb.kessel.emergency", "2023-04-10", "salvage", "+", "Mira Kessel is on the emergency salvage team"),
    ("membership", "mb.kessel.union", "2023-04-11", "regforum", "+", "Mira Kessel is a member of the Registrars' Forum"),
    ("membership", "mb.vennor.rlg", "2020-10-12", "rlg", "+", "Vennor Library is a member of the Rare Books Libraries Group"),
    ("membership", "mb.vennor.ill", "2020-10-13", "illnet", "+", "Vennor also participates in the Northern ILL network"),
    # equal_time
    ("equal_time", "et.box20215.location", "2026-10-20T10:04", "sr3", "+", "Box 2021/5 location: Strongroom 3"),
    ("equal_time", "et.box20215.location", "2026-10-20T10:04", "sr4", "+", "Box 2021/5 location: Strongroom 4 (per shelf audit sheet)"),
    ("equal_time", "et.minton.value", "2025-11-03T14:30", "1200", "+", "Minton vase valuation: 1,200"),
    ("equal_time", "et.minton.value", "2025-11-03T14:30", "1800", "+", "Minton vase valuation: 1,800 (second appraiser)"),
    ("equal_time", "et.ledgerL45.condition", "2022-06-06T09:15", "fair", "+", "L/45 condition fair"),
    ("equal_time", "et.ledgerL45.condition", "2022-06-06T09:15", "poor", "+", "L/45 condition poor - spine detached"),
    ("equal_time", "et.rowe.sketch.gallery", "2023-02-06T11:00", "gal9", "+", "Rowe sketchbook shown in Gallery 9"),
    ("equal_time", "et.rowe.sketch.gallery", "2023-02-06T11:00", "gal7", "+", "Rowe sketchbook shown in Gallery 7"),
    # unrelated
    ("unrelated", "un.astrolabe.maker", "2019-12-02", "antwerp", "+", "The Meridian astrolabe was made in Antwerp around 1560."),
    ("unrelated", "un.calloway.maker", "2020-02-12", "1791", "+", "Calloway sampler stitched by a twelve-year-old girl in 1791"),
    ("unrelated", "un.feld.donor", "2020-11-06", "feld", "+", "Feld papers were deposited by Amos Feld's granddaughter"),
    ("unrelated", "un.wexcombe.material", "2020-06-15", "iron", "+", "Wexcombe helmet: iron with copper-alloy fittings"),
    ("unrelated", "un.harlow.size", "2020-03-17", "size", "+", "Harlow tapestry measures 3.2 x 4.1 m"),
    ("unrelated", "un.brennock.coins", "2021-06-15", "311", "+", "The Brennock hoard has 311 silver pennies"),
    ("unrelated", "un.vennor.wifi", "2022-01-12", "wifi", "+", "Vennor reading room wifi password is on the desk card"),
    ("unrelated", "un.lc09.maker", "2021-07-05", "maker", "+", "LC-09 signed by a Pellmarsh clockmaker, c. 1690"),
    ("unrelated", "un.agnesrowe.artist", "2021-06-29", "artist", "+", "Portrait of Agnes Rowe is attributed to the circle of Isaac Pellow"),
    ("unrelated", "un.tithe.scale", "2021-04-13", "scale", "+", "Tithe maps are mostly at 3 chains to the inch"),
    ("unrelated", "un.oldcastle.parking", "2021-08-17", "parking", "+", "Parking at Oldcastle RO is pay and display"),
    ("unrelated", "un.quarrick.date", "2024-03-26", "date", "+", "Quarrick altarpiece dates from about 1480."),
    ("unrelated", "un.marguerite.ship", "2020-04-02", "ship", "+", "The Marguerite figurehead came off a schooner wrecked in 1874"),
    ("unrelated", "un.ostrander.count", "2022-09-06", "count", "+", "The Ostrander tour is 28 watercolours"),
    ("unrelated", "un.kestrel.founded", "2020-02-25", "1952", "+", "Kestrel Hall Archive was founded in 1952"),
    ("scope_disjoint", "sd.oldcastle.searchroom.hours.sat", "2021-08-19", "0930-1230", "+", "Oldcastle search room hours (first Saturday of the month): 9:30-12:30"),
    ("format_variant", "sableewer.insurance", "2024-04-22", "46000", "+", "Sable ewer agreed value GBP 46,000"),
    ("membership", "mb.demir.icon", "2020-01-14", "icon", "+", "Yusuf Demir is an accredited member of the Institute of Paper Conservators"),
    ("membership", "mb.demir.panel", "2020-01-15", "panel", "+", "Demir also sits on the county disaster-planning panel"),
    ("different_subject", "ds.kelby.film.retrieval", "2022-05-24", "tue", "+", "Film store retrieval run: Tuesdays"),
    ("elaboration", "kelby.retrieval_day", "2024-07-01", "thu", "+", "Kelby retrieval run is Thursdays - order by noon Wednesday, items at the search room by 2pm"),
    ("static", "pellmarsh.conservator.paper", "2025-01-20", "demir", "+", "Yusuf Demir serves as the Pellmarsh's paper conservator"),
    ("unrelated", "un.sableewer.metal", "2023-03-28", "silver", "+", "The Sable ewer is parcel-gilt silver, Norreby hallmark"),

]

IMPORT_START = datetime(2026, 11, 18, 8, 0, 0, tzinfo=timezone.utc)
CUTOFF = datetime(2026, 12, 1, tzinfo=timezone.utc)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: key, value, pol, t, text, label, family(bool)
    for fkey, versions in FAMILIES:
        for date, pol, val, text in versions:
            mems.append(dict(fkey=fkey, value=val, pol=pol, date=date, text=text, label=None))
    famkeys = {f for f, _ in FAMILIES}
    for cls, fkey, date, val, pol, text in LABELLED:
        mems.append(dict(fkey=fkey, value=val, pol=pol, date=date, text=text, label=cls))

    # order times
    for m in mems:
        d = m["date"]
        if "T" in d:
            t = datetime.strptime(d, "%Y-%m-%dT%H:%M").replace(tzinfo=timezone.utc)
        else:
            t = datetime.strptime(d, "%Y-%m-%d").replace(tzinfo=timezone.utc)
            t += timedelta(hours=rng.randint(8, 17), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
        m["t"] = t
        assert t < CUTOFF, m["text"]

    # backfilled vs live-ingested
    for m in mems:
        if m["label"] == "equal_time":
            m["backfilled"] = True
        elif m["t"].year >= 2024:
            m["backfilled"] = rng.random() < 0.4
        else:
            m["backfilled"] = rng.random() < 0.88

    # ids in a shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        mems[i]["id"] = "r31-%03d" % (n + 1)

    # created_at of backfilled memories: one import session in seeded order
    back = [m for m in mems if m["backfilled"]]
    rng.shuffle(back)
    t = IMPORT_START
    for m in back:
        t += timedelta(seconds=rng.randint(3, 40))
        m["created_at"] = t
    assert t < CUTOFF
    for m in mems:
        if not m["backfilled"]:
            m["created_at"] = m["t"]

    # checks
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    groups = {}
    for m in mems:
        groups.setdefault(m["fkey"], []).append(m)
    for k, g in groups.items():
        if all(m["label"] == "equal_time" for m in g):
            continue
        ts = [m["t"] for m in g]
        assert len(set(ts)) == len(ts), "equal order times in " + k
    for m in mems:
        if m["label"] is not None and m["fkey"] in famkeys:
            assert m["t"] > max(x["t"] for x in groups[m["fkey"]] if x["label"] is None), m["text"]

    # truth: each memory expired by the earliest strictly newer memory whose (value, polarity) differs
    truth = []
    for k in sorted(groups):
        g = sorted(groups[k], key=lambda m: m["t"])
        for i, m in enumerate(g):
            for n in g[i + 1:]:
                if n["t"] > m["t"] and (n["value"], n["pol"]) != (m["value"], m["pol"]):
                    truth.append(dict(expired_id=m["id"], replacement_id=n["id"],
                                      reason="negation" if n["pol"] != m["pol"] else "value",
                                      _t=n["t"]))
                    break
    inpair = {p["expired_id"] for p in truth} | {p["replacement_id"] for p in truth}
    for m in mems:
        if m["label"] is not None:
            assert m["id"] not in inpair, "labelled memory in a pair: " + m["text"]
    # every changing family yields at least one pair
    byid = {m["id"]: m for m in mems}
    fam_with_pair = {byid[p["expired_id"]]["fkey"] for p in truth}
    assert fam_with_pair == famkeys, famkeys ^ fam_with_pair
    truth.sort(key=lambda p: (p["_t"], p["expired_id"]))
    for p in truth:
        del p["_t"]
    return mems, truth


def reworded_share(mems):
    """Newer family versions that are more than the older one with a slot changed: a measured
    proxy, not a label. A pair counts as a slot change when the texts' common prefix and common
    suffix together cover at least half of the shorter text."""
    groups = {}
    for m in mems:
        if m["label"] is None:
            groups.setdefault(m["fkey"], []).append(m)
    n = r = 0
    for k in sorted(groups):
        g = sorted(groups[k], key=lambda m: m["t"])
        for x, y in zip(g, g[1:]):
            a, b = x["text"], y["text"]
            p = 0
            while p < min(len(a), len(b)) and a[p] == b[p]:
                p += 1
            q = 0
            while q < min(len(a), len(b)) - p and a[-1 - q] == b[-1 - q]:
                q += 1
            n += 1
            if (p + q) < 0.5 * min(len(a), len(b)):
                r += 1
    return r, n


def stats(mems, truth):
    from collections import Counter
    byreason = Counter(p["reason"] for p in truth)
    labels = Counter(m["label"] for m in mems if m["label"])
    fam = [m for m in mems if m["label"] is None]
    r, n = reworded_share(mems)
    lines = [
        "memories: %d" % len(mems),
        "backfilled (observed_at): %d, live-ingested (created_at only): %d"
        % (sum(m["backfilled"] for m in mems), sum(not m["backfilled"] for m in mems)),
        "changing families: %d" % len(FAMILIES),
        "memories in changing families (unlabelled): %d" % len(fam),
        "true pairs: %d (value %d, negation %d)" % (len(truth), byreason["value"], byreason["negation"]),
        "labelled: %d" % sum(labels.values()),
    ]
    for c in sorted(labels):
        lines.append("  %s: %d" % (c, labels[c]))
    lines.append("newer family versions reworded (not a one-slot change of the version before): %d of %d (%.0f%%)"
                 % (r, n, 100.0 * r / n))
    return "\n".join(lines)


README = """# `testdata/real/collections-r31`: blind evaluation set (museum, library and archive collection records)

A blind real-text evaluation set for l9's supersession detector, in the register of **museum, library and
archive collection records**: the notes registrars, curators, archivists, librarians and collections
managers keep about objects, boxes and collections - locations and moves, loans in and out, lenders and
couriers, insurance values, conservation and condition, exhibitions (galleries, opening and closing dates,
curators), catalogue and call numbers, shelfmarks, box counts and extents, storage conditions (RH and
temperature setpoints, light levels, pest monitoring), reading-room and search-room hours and rules,
digitisation status and image hosting, and who holds which post. Texts are a mix of `key: value` record
lines, `|`-separated record rows, short notes, full sentences, status updates, handovers, change reports
("moved to", "switched from X to Y", "now", "no longer") and chat-like fragments; some versions name the
subject by a short form or code (1987.44.2 for the Meridian astrolabe, DL/17, SR2, KHA, G7, PH, KW).

All names (people, museums, libraries, archives, places, objects, catalogue numbers and codes) are invented.
No dataset was used and nothing was fetched; every text was written by hand for this set.

## How it was written (blind)

The author read exactly these, and nothing else of the project:

- the prompt for this set (`/work/notes/prompt-r31.md`);
- `/work/notes/protocol.md` (the working protocol);
- the design seed `/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051);
- in `/work/main/README.md`, the sections "Memory JSONL (input and export format)" and "Using l9 on your own
  export" (after listing the README's section headings with `grep -n '^#'`).

Incidentally seen: a too-wide text range printed while reading the second README section ran on past it to
the end of the file, so the author also saw the rest of the README from "The experiments" onwards (the list
of registrations L9-L9k and their dates, seeds and thresholds, the table of real-text corpora with their
names, memory and pair counts, the performance section, the dependency table and the layout). None of it
describes how the detector decides, and no code, test, other test data, result, registration file or note
of the project was opened; l9 was neither built nor run on this set, and no other data set was looked at.

## Files

- `gen.py`: the generator (Python 3, standard library only, fixed seed: two runs give byte-identical
  files). `python3 gen.py` writes the four files; `--stats` prints the counts; `--list` prints every memory
  with its id, order time, fact key, value key, polarity and label.
- `memories.jsonl`: one memory per line, `{"id","content","created_at"[,"observed_at"]}`, RFC 3339 UTC, every
  time before 2026-12-01. Backfilled memories carry `observed_at` (when the fact was observed) and a
  `created_at` inside one import session (2026-11-18, in seeded order); live-ingested memories carry
  `created_at` only. Ids `r31-NNN` are assigned in a shuffled order and the file order is shuffled again.
- `truth.jsonl`: `{"expired_id","replacement_id","reason"}`, reason `value` or `negation`.
- `labels.jsonl`: `{"id","class"}` for every memory that must never appear in any candidate pair.

## Truth rule

Every memory was written in gen.py's tables with its labels - fact key (one subject, one attribute, one
scope), value key, polarity, date - before anything was generated; truth is computed from those labels,
never from the text. A memory's order time is `observed_at` if present, else `created_at`. Within a fact,
each memory is expired by the EARLIEST strictly newer memory whose (value, polarity) differs; the reason is
`negation` when the polarities differ (the newer says the fact stopped holding, or re-affirms it after it
had stopped), else `value`. So a chain of n changing versions yields n-1 pairs, a move back A -> B -> A
pairs through the middle, and a confirmation inside a chain (the same value restated: "still", "remains")
is never paired with what it confirms but is expired, like the version it confirms, by the next change.
gen.py asserts that no labelled memory takes part in any pair, that order times within a fact are distinct
(except the `equal_time` class), that no text is duplicated and that every changing family yields a pair.

## Negative classes (`labels.jsonl`)

- `multi_valued`: values that coexist (a box's contents, an exhibition's lenders, a manuscript's languages,
  file formats, exhibitions an object was in, subjects of a collection).
- `scope_disjoint`: the same attribute in a disjoint scope (Saturday vs weekday hours, summer vs winter,
  another store, another lift, commercial vs non-commercial fees, another box of an accession).
- `format_variant`: the current value written another way (2024-04-14 / 14 April 2024, 95k / £95,000,
  15:45 / 3:45 pm, 40 lux / 40 lx, 48 hours / two days).
- `elaboration`: the current value restated with more detail.
- `confirmation`: the current value confirmed ("still", "confirmed", "remains", "as usual", "unchanged").
- `different_subject`: the frame of a changing fact with another subject (another box, clock, hoard, helmet,
  ship model, cartulary, portrait, store).
- `static`: the same fact restated with a synonymous verb ("is housed in" for "stored in", "comprises").
- `membership`: memberships held at once (networks, committees, panels, schemes).
- `equal_time`: two values of one fact at one order time (conflicting entries of one audit); neither expires
  the other.
- `unrelated`: distractors, several sharing a subject with a changing family (maker, date, size, donor).

Labelled memories that share a changing family's fact key come after that family's last change, so they are
in no pair.

## Counts (`python3 gen.py --stats`)

```
%s
```
"""


def main():
    mems, truth = build()
    if "--stats" in sys.argv:
        print(stats(mems, truth))
        return
    if "--list" in sys.argv:
        for m in sorted(mems, key=lambda m: (m["fkey"], m["t"])):
            print("%s\t%s\t%s\t%s\t%s\t%s\t%s" % (m["id"], fmt(m["t"]), m["fkey"], m["value"], m["pol"],
                                                 m["label"] or "-", m["text"]))
        return
    out = list(mems)
    random.Random(SEED + 1).shuffle(out)
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in out:
            rec = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created_at"])}
            if m["backfilled"]:
                rec["observed_at"] = fmt(m["t"])
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for p in truth:
            f.write(json.dumps(p, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(README % stats(mems, truth))


if __name__ == "__main__":
    main()
