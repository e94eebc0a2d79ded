#!/usr/bin/env python3
"""Generator for testdata/heldout27: blind evaluation set, museum/library/archive collection records.

Python 3, stdlib only, deterministic (fixed seed). Run `python3 gen.py` to (re)write
memories.jsonl, truth.jsonl, labels.jsonl and README.md next to this file.
`--stats` prints counts, `--list` prints every memory with id, order time and labels.
All names (people, institutions, places, objects, codes) are invented.
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 27_2712
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# Tables. Every memory is labelled here, BEFORE anything is generated.
#   Changing family: (key, [versions...]) where a version is
#     V(value, text, pol='+', date=None)   -- a state of the fact (unlabelled)
#     T(label, text)                       -- labelled tail: same value+polarity as
#                                             the last version, strictly later
#   Standalone labelled memories: S(label, key, value, text, pol='+', slot=None)
#     `slot` groups equal_time memories onto one shared order time.
# ---------------------------------------------------------------------------

def V(val, text, pol="+", date=None):
    return {"kind": "v", "val": val, "pol": pol, "text": text, "date": date}

def T(label, text):
    return {"kind": "t", "label": label, "text": text}

def S(label, key, val, text, pol="+", slot=None):
    return {"label": label, "key": key, "val": val, "pol": pol, "text": text, "slot": slot}

FAMILIES = [
    ("khm.1962.18|location", [
        V("textile-store-b-r3", "KHM.1962.18 (Verrall tapestry) — location: Textile Store B, rack 3"),
        V("gallery-5", "Verrall tapestry moved to Gallery 5 for the Looms rehang."),
        V("textile-store-b-r3", "Tapestry back in TSB rack 3 now the Looms show has come down. — J.O."),
    ]),
    ("ashby-chalice|on-loan", [
        V("pellworth", "Loan out: Ashby chalice (KHM.1911.3) to Pellworth Gallery, Ledbury, for 'Silver and Salt'."),
        V("pellworth", "The Ashby chalice is no longer on loan — it came back from Pellworth on Tuesday and is in the silver store.", pol="-"),
    ]),
    ("khm|curator-decorative-arts", [
        V("oduya", "Curator, Decorative Arts: Miriam Oduya"),
        V("fenwright", "Decorative Arts is now led by Tobias Fenwright (acting) while Miriam is on sabbatical."),
        V("holt", "Handover: the Decorative Arts curatorship passes from T. Fenwright to Sunniva Holt from 1 March."),
    ]),
    ("bca|registrar", [
        V("malhotra", "Registrar: Dev Malhotra (ext. 2214)"),
        V("lindqvist", "dev has left us — registrar queries go to Petra Lindqvist now"),
        T("elaboration", "Petra Lindqvist (Registrar) handles all incoming deposit paperwork and loan agreements for the archive, ext. 2230."),
    ]),
    ("ostwick-sc-reading-room|hours|weekday", [
        V("0930-1700", "Special Collections reading room, Mon–Fri: 09:30–17:00"),
        V("1000-1600", "From next month the Special Collections reading room will open weekdays 10am to 4pm only."),
        V("0930-1700", "Weekday reading room hours restored to 9.30–5, staffing permitting."),
        T("format_variant", "SC reading room open 0930-1700 Monday to Friday."),
    ]),
    ("harrowgate-astrolabe|insurance-value", [
        V("180000", "Insurance valuation, Harrowgate astrolabe: £180,000"),
        V("240000", "Astrolabe revalued at £240k after the Dorrance appraisal."),
        T("format_variant", "Harrowgate astrolabe — sum insured GBP 240,000."),
    ]),
    ("caddon-herbarium|condition", [
        V("fair-mould-risk", "Caddon herbarium, vols 1–4: condition fair, mould risk flagged."),
        V("stable", "Conservation update: Caddon herbarium vols 1-4 now stable following the freezing treatment."),
        T("confirmation", "Caddon herbarium checked again in the autumn survey: still stable."),
    ]),
    ("paper-moons|closing-date", [
        V("2025-08-30", "Paper Moons (Gallery 2) runs 14 March – 30 August 2025.", date="2024-11-04"),
        V("2025-09-28", "Paper Moons extended to 28 September 2025.", date="2025-05-19"),
        V("2025-10-12", "'Paper Moons' closing date now 12/10/2025 per director's note.", date="2025-08-07"),
        T("format_variant", "Paper Moons: last day 12 Oct 2025."),
    ]),
    ("strongroom-c|rh-set-point", [
        V("50", "Strongroom C: RH set point 50%"),
        V("45", "Humidity in Strongroom C is now held at 45 per cent after the environmental plan review."),
        V("45", "Strongroom C RH still at 45%, logger downloaded and checked."),
        V("42", "Strongroom C RH set point changed to 42% (new HVAC controller)."),
    ]),
    ("bca-tithe-maps|digitisation", [
        V("not-started", "Tithe maps (BCA/TM/1–212): digitisation not started."),
        V("in-progress", "Digitisation of the tithe maps is under way, roughly a third scanned so far."),
        V("done", "BCA/TM series: digitised; images live on the portal."),
        T("elaboration", "The tithe maps are fully digitised: 212 maps, 600 dpi TIFF masters, with JPEG access copies on the portal."),
    ]),
    ("ledbury-loan|courier", [
        V("court", "Courier for the Ledbury loan: Hamish Court."),
        V("varga", "Change of courier — Ines Varga will accompany the crates to Ledbury instead of Hamish."),
        T("elaboration", "Ines Varga is courier for Ledbury and will travel in the truck cab, overnighting in Ledbury before the install."),
    ]),
    ("sorrel-bay-figurehead|lender", [
        V("maritime-trust-calder", "Lender of the Sorrel Bay figurehead: Maritime Trust of Calder."),
        V("calder-family", "Figurehead lender now listed as a private collection (Calder family) after the Trust transferred title."),
        T("elaboration", "Figurehead lender: private collection (Calder family), contact via their agent, Mr Joss Tully, who signs the condition reports."),
    ]),
    ("ostwick-ms-88|shelfmark", [
        V("ms-88", "Ostwick MS 88 — shelfmark: MS 88"),
        V("add-ms-1204", "MS 88 reclassified; new shelfmark is Ost. Add. MS 1204."),
        T("elaboration", "Ost. Add. MS 1204 (formerly MS 88) is a 14th-century psalter fragment, two leaves, shelved in Vault 1."),
    ]),
    ("bca-dr-14-box-7|location", [
        V("strongroom-a-bay12", "BCA/DR/14 box 7 — Strongroom A, bay 12, shelf 4"),
        V("strongroom-d-bay2", "Box 7 of the Dunmore papers (DR/14) relocated to Strongroom D, bay 2."),
        V("conservation-studio", "DR/14/7 is in the conservation studio for rehousing, ask Ffion before requesting it."),
    ]),
    ("marlow-sampler|on-display", [
        V("gallery-3", "The Marlow sampler is on display in Gallery 3."),
        V("gallery-3", "Marlow sampler taken off display — its light budget for the year is used up.", pol="-"),
        V("gallery-3", "Marlow sampler back on display in Gallery 3 from today."),
    ]),
    ("khm|head-of-collections", [
        V("apsley", "Head of Collections: Rhiannon Apsley"),
        V("adjei-boateng", "Head of Collections: Kwame Adjei-Boateng"),
        T("elaboration", "Kwame Adjei-Boateng, Head of Collections, previously at the Calder Museum, oversees the stores, registration and conservation teams."),
    ]),
    ("ferrand-panels|loan-in", [
        V("st-ceddwin", "Incoming loan: the Ferrand altarpiece panels, lent by the Abbey of St Ceddwin for 'Gold Ground'."),
        V("st-ceddwin", "The Ferrand panels have gone back to St Ceddwin; loan closed and the panels are no longer with us.", pol="-"),
    ]),
    ("stitches-in-time|gallery", [
        V("long-gallery", "Stitches in Time will be in the Long Gallery."),
        V("mezzanine", "Venue change: Stitches in Time moves to the Mezzanine Gallery."),
        V("long-gallery", "stitches in time — back in long gallery after all (mezz floor loading issue)"),
    ]),
    ("sorrel-bay-figurehead|agreed-value", [
        V("55000", "Agreed value, Sorrel Bay figurehead: £55,000"),
        V("70000", "figurehead agreed value raised to 70k at the lender's request"),
        V("62500", "The lender has now settled on £62,500 for the figurehead."),
        T("format_variant", "Figurehead: agreed value £62.5k."),
    ]),
    ("bca-searchroom|closed-day", [
        V("monday", "Archive searchroom closed Mondays."),
        V("wednesday", "Archive searchroom closed Wednesdays."),
        T("elaboration", "The searchroom closes on Wednesdays; staff use the day for document production and cataloguing."),
    ]),
    ("digitisation-project|photographer", [
        V("demir", "Photographer for the digitisation project: Lale Demir"),
        V("studio-bracken", "Photographer for the digitisation project: Studio Bracken (external)"),
    ]),
    ("gallery-7|lux-limit", [
        V("50", "Gallery 7 lux limit: 50 lux"),
        V("150", "G7 light level raised to 150 lx after the textiles came out."),
        T("format_variant", "Gallery 7 illuminance limit 150 lux."),
    ]),
    ("khm.2003.71-hoard|location", [
        V("store-e-cab4", "Bronze hoard (KHM.2003.71.1–19): Store E, drawer cabinet 4"),
        V("finds-centre-tollmere", "KHM.2003.71 hoard now held at the Finds Research Centre, Tollmere."),
        V("coin-room-case2", "Hoard moved again, this time to the Coin Room, case 2."),
        V("store-e-cab4", "Bronze hoard returned to Store E, cabinet 4 while the Coin Room is refitted."),
    ]),
    ("dunmore-charters|conservator", [
        V("rees", "Conservator assigned to the Dunmore charters: Ffion Rees"),
        V("brandt", "Conservator assigned to the Dunmore charters: Oskar Brandt"),
        T("elaboration", "Oskar Brandt is now treating the Dunmore charters: surface cleaning and humidification first, then flattening under weights."),
    ]),
    ("halloway-diaries|digitisation", [
        V("scanned-awaiting-qa", "Halloway diaries: scanned, awaiting QA."),
        V("published", "Halloway diaries: published online."),
    ]),
    ("salt-roads|guest-curator", [
        V("venn", "Guest curator for 'Salt Roads': Dr Amara Venn."),
        V("okafor", "Guest curator for 'Salt Roads': Dr Lucien Okafor."),
        T("confirmation", "Confirmed: Dr Lucien Okafor remains guest curator for Salt Roads."),
    ]),
    ("film-cold-store|temperature", [
        V("-5", "Cold store (film) held at -5°C"),
        V("+4", "Film cold store adjusted: now +4 °C until the compressor is replaced."),
        V("-5", "film store back down to minus five, new compressor in"),
        T("format_variant", "Film store set point: −5 °C."),
    ]),
    ("greywick-ledger|on-loan", [
        V("tollmere-ro", "The Greywick ledger is on loan to the Tollmere Record Office for their anniversary display."),
        V("tollmere-ro", "Greywick ledger returned from Tollmere — not out on loan any more.", pol="-"),
        V("tollmere-ro", "We've lent the Greywick ledger to Tollmere RO again, for the touring version of the display."),
    ]),
    ("khm|registrar", [
        V("marr", "KHM registrar: Aoife Marr"),
        V("sowa", "The registrar role at Kestrel Hall has been taken over by Benedikt Sowa."),
        V("marr", "Aoife's back as registrar (Benedikt has moved to Tollmere)."),
    ]),
    ("crate-kh-l-0419|location", [
        V("loading-bay", "Crate KH-L-0419 in loading bay holding area"),
        V("quarantine-room", "Crate 0419 moved to the quarantine room for a pest check."),
        T("confirmation", "Crate 0419 still in the quarantine room as of this morning."),
    ]),
    ("khm|rights-contact", [
        V("perlmann", "Image rights enquiries: Nadia Perlmann."),
        V("treacy", "Image rights enquiries: Colm Treacy."),
        T("confirmation", "Rights & reproductions: Colm Treacy, as before."),
    ]),
    ("khm.1899.2-orrery|working", [
        V("working", "Orrery (KHM.1899.2): working, demonstrated on Sundays."),
        V("working", "The orrery no longer runs; Sunday demonstrations stopped after the gear fault.", pol="-"),
    ]),
    ("dunmore-papers|box-count", [
        V("48", "Dunmore papers: 48 boxes"),
        V("61", "Dunmore papers: 61 boxes"),
    ]),
    ("caddon-herbarium|catalogue-record", [
        V("draft", "Catalogue entry for the Caddon herbarium: draft"),
        V("published", "Catalogue entry for the Caddon herbarium: published"),
    ]),
    ("khm-galleries|hours|summer", [
        V("1000-1800", "Kestrel Hall galleries, summer opening: 10:00–18:00"),
        V("1000-1730", "Kestrel Hall galleries, summer opening: 10:00–17:30"),
        T("format_variant", "Summer opening 10am–5.30pm."),
    ]),
    ("ostwick-library|loan-period", [
        V("21d", "Ostwick Library lending period: 3 weeks"),
        V("28d", "Loan period extended to four weeks."),
        T("format_variant", "Standard lending period: 28 days."),
    ]),
    ("bca|reprographics-fee", [
        V("8.00", "Archive reprographics fee: £8 per image"),
        V("10.50", "Archive reprographics fee: £10.50 per image"),
        V("12.00", "Reprographics: 12.00 GBP per image from April."),
        T("format_variant", "Reprographics charge £12 per image."),
    ]),
    ("gallery-4|night-cover", [
        V("vantor", "Night cover for Gallery 4: Vantor Security"),
        V("halden", "Night cover contract for G4 switched from Vantor to Halden Guard."),
        T("elaboration", "Halden Guard provide night cover for Gallery 4: two officers, hourly patrols, CCTV monitored from the lodge."),
    ]),
    ("store-e|moth-activity", [
        V("webbing-clothes-moth", "Store E: webbing clothes moth activity detected, traps out."),
        V("webbing-clothes-moth", "No moth activity in Store E for three monitoring rounds; alert lifted.", pol="-"),
    ]),
    ("ashby-chalice|display-case", [
        V("case-12", "Ashby chalice displayed in case 12, Silver Room"),
        V("case-3", "Ashby chalice displayed in case 3, Silver Room"),
        T("confirmation", "Chalice still in case 3 per today's gallery check."),
    ]),
    ("greywick-ledger|digitisation-priority", [
        V("B", "Greywick ledger: digitisation queued (priority B)"),
        V("A", "Greywick ledger: digitisation queued (priority A)"),
    ]),
    ("penhallow-clock|in-collection", [
        V("permanent", "The Penhallow clock (KHM.1954.9) is part of the permanent collection."),
        V("permanent", "Penhallow clock deaccessioned by board decision, 12 June — it is no longer in the collection.", pol="-"),
    ]),
    ("salt-roads|loan-agreement", [
        V("la-2024-031", "Loan agreement ref for Salt Roads: LA-2024-031"),
        V("la-2024-031a", "Loan agreement ref for Salt Roads: LA-2024-031A"),
    ]),
    ("bca-searchroom|capacity", [
        V("12", "Searchroom capacity: 12 readers"),
        V("8", "Searchroom capacity: 8 readers (ceiling repair)"),
        V("12", "back to 12 reader places, ceiling done"),
        T("format_variant", "Searchroom: twelve reader places."),
    ]),
    ("plan-chest-6|location", [
        V("map-room-west", "Plan chest 6 (estate maps) — Map Room, west wall"),
        V("strongroom-d", "Plan chest 6 moved into Strongroom D."),
        T("confirmation", "Plan chest 6 remains in Strongroom D."),
    ]),
    ("ferrand-panels|lender-courier", [
        V("morgan", "Courier (lender side) for the Ferrand panels: Fr Aled Morgan"),
        V("pryce", "Courier (lender side) for the Ferrand panels: Gwen Pryce"),
    ]),
    ("sorrel-bay-figurehead|condition", [
        V("stable-flaking", "Figurehead condition: flaking paint on left arm, stable"),
        V("poor", "figurehead condition downgraded to poor — active flaking"),
        V("good", "Consolidation done; the figurehead's condition is now recorded as good."),
    ]),
    ("salt-roads|opening-date", [
        V("2025-05-03", "Salt Roads opens 3 May 2025", date="2024-09-12"),
        V("2025-05-17", "Salt Roads opening pushed back to 17/05/2025.", date="2025-01-20"),
        V("2025-06-07", "Opening of Salt Roads: 2025-06-07.", date="2025-03-28"),
        T("format_variant", "Salt Roads opening day is 7 June 2025."),
    ]),
    ("khm|volunteer-coordinator", [
        V("brill", "Volunteer coordinator: Hattie Brill"),
        V("qureshi", "Hattie Brill has handed volunteer coordination over to Sameer Qureshi."),
        T("confirmation", "Sameer is still our volunteer coordinator — no change."),
    ]),
    ("rb-2231|location", [
        V("vault1-shelf-c", "Ostwick rare book 'Herbal of Ansel Mourne' (RB 2231): Vault 1, shelf C"),
        V("bindery", "RB 2231 is out at the bindery."),
        V("vault2-oversize", "RB2231 returned from the bindery and is now shelved in Vault 2 (oversize)."),
    ]),
    ("khm|collections-insurer", [
        V("maretta", "Collections insured with Maretta Fine Art Underwriters"),
        V("holbeck-crane", "Policy renewal: collections cover has moved to Holbeck & Crane."),
        T("confirmation", "Holbeck & Crane cover confirmed at the renewal meeting."),
    ]),
    ("tollmere-parish-records|held-at-bca", [
        V("deposit", "Tollmere parish records deposited at Brannock County Archive (on deposit, not gifted)."),
        V("deposit", "Tollmere parish records withdrawn by the PCC and no longer held at BCA.", pol="-"),
    ]),
    ("gallery-2|open", [
        V("open", "Gallery 2 is open."),
        V("open", "Gallery 2 closed to the public until the Paper Moons install is finished.", pol="-"),
        V("open", "G2 reopened this morning, Paper Moons install complete."),
    ]),
    ("khm|collections-database", [
        V("accessio", "Collections database: Accessio 5"),
        V("collectrix", "We've migrated the catalogue from Accessio to Collectrix."),
        T("elaboration", "Catalogue now in Collectrix (cloud edition), with nightly exports to the archive server."),
    ]),
    ("gallery-5|target-temperature", [
        V("21", "Temperature in Gallery 5: 21 °C target"),
        V("19", "Temperature in Gallery 5: 19 °C target (tapestry show)"),
        T("confirmation", "Gallery 5 holding at 19 °C as usual."),
    ]),
    ("bca|duty-archivist|saturday", [
        V("lusk", "Duty archivist on Saturdays: Morwenna Lusk"),
        V("chapman", "Duty archivist on Saturdays: Idris Chapman"),
    ]),
    ("khm|objects-out-on-loan", [
        V("37", "Objects currently out on loan: 37"),
        V("42", "Objects currently out on loan: 42"),
        V("41", "41 objects out on loan as of the quarterly report"),
        T("format_variant", "Outgoing loans: forty-one objects."),
    ]),
    ("brass-lantern|accession-number", [
        V("khm.1978.301", "Brass lantern: accession no. KHM.1978.301"),
        V("khm.1978.310", "Correction: the brass lantern is KHM.1978.310 (digits transposed in the register)."),
        T("confirmation", "Register double-checked: lantern is KHM.1978.310."),
    ]),
    ("ledbury-loan|shipper", [
        V("carrow", "Fine art shipper for the Ledbury loan: Carrow Logistics"),
        V("pike-daughters", "Switched shipper from Carrow to Pike & Daughters for Ledbury."),
        T("elaboration", "Pike & Daughters are shipping the Ledbury loan in a climate-controlled air-ride vehicle with two art handlers."),
    ]),
    ("costume-collection|location", [
        V("ribble-lane", "Costume collection stored off-site at the Ribble Lane depot"),
        V("store-f", "The costume collection has been moved back on site, to Store F."),
        T("confirmation", "Costume collection: still in Store F."),
    ]),
    ("halloway-diaries|access", [
        V("closed", "Halloway diaries: closed to readers until 2026 (data protection)."),
        V("open", "Halloway diaries: open to readers (access review completed)."),
    ]),
    ("salt-roads|designer", [
        V("fenner", "Exhibition designer for Salt Roads: Fenner Studio"),
        V("quist", "Salt Roads design contract re-let to Atelier Quist."),
        T("confirmation", "Atelier Quist confirmed as the Salt Roads designers."),
    ]),
    ("khm|director", [
        V("marsh", "Director, Kestrel Hall Museum: Dr Helena Marsh"),
        V("ainsley", "Helena Marsh has retired; the interim director is Rupert Ainsley."),
        V("benedetti", "Kestrel Hall appoints Yara Benedetti as director."),
    ]),
    ("khm.1921.7-gresley-portrait|location", [
        V("gallery-1-north", "Portrait of Lady Anne Gresley (KHM.1921.7): hanging in Gallery 1, north wall"),
        V("paintings-store-r14", "Gresley portrait off the wall and in paintings store rack 14 for reframing."),
        V("gallery-1-north", "Lady Anne is back up in Gallery 1, north wall."),
    ]),
    ("bca|copy-turnaround", [
        V("5wd", "Document delivery turnaround: 5 working days"),
        V("10wd", "Document delivery turnaround: 10 working days"),
    ]),
    ("osprey-painting|loan-in", [
        V("calder-museum", "Loan in: the Calder Museum lends the 'Wreck of the Osprey' painting for Salt Roads."),
        V("calder-museum", "Calder withdrew the Osprey painting, it won't be lent after all.", pol="-"),
    ]),
    ("khm|cataloguing-backlog", [
        V("1240", "Accession backlog: 1,240 items uncatalogued"),
        V("980", "Accession backlog: 980 items uncatalogued"),
        V("1100", "Backlog now 1.1k after the Tollmere transfer."),
        T("format_variant", "Backlog: 1,100 items uncatalogued."),
    ]),
    ("bca|keeper-of-archives", [
        V("quince", "Keeper of Archives: Bartholomew Quince"),
        V("fairweather", "Keeper of Archives: Leona Fairweather"),
        T("elaboration", "Leona Fairweather, Keeper of Archives, also chairs the records retention group and signs off deposits."),
    ]),
    ("textile-store-a|rh-set-point", [
        V("55", "Textile Store A: humidifier unit set to 55%"),
        V("50", "TSA RH dropped to 50 after the mould scare"),
    ]),
    ("ms-1204|digitisation", [
        V("not-scheduled", "Ostwick MS 88: digitisation not scheduled"),
        V("booked", "Ostwick MS 88: digitisation booked (spring round)"),
        V("done", "Add. MS 1204 (ex MS 88) fully digitised."),
    ]),
    ("khm-library|enquiry-email-owner", [
        V("gorse", "Library enquiries inbox is monitored by Tamsin Gorse."),
        V("achterberg", "Tamsin's off the library inbox, Rolf Achterberg picks it up from Monday."),
    ]),
    ("looms|exhibition-gallery", [
        V("gallery-5", "Looms: Gallery 5"),
        V("gallery-5-and-6", "Looms will spread into Gallery 6 as well; both rooms booked."),
    ]),
    ("oakhurst-estate-plans|digitisation", [
        V("queued", "Oakhurst estate plans queued for digitisation."),
        V("on-hold", "Oakhurst plans digitisation on hold — too large for the copy stand."),
        V("outsourced", "Oakhurst plans sent out to Studio Bracken for large-format capture."),
    ]),
    ("tollmere-finds-centre|reading-room-booking", [
        V("email", "Finds Centre reading room: book by email."),
        V("online-form", "Finds Centre bookings have moved to the online form; email no longer accepted."),
    ]),
]

LABELLED = [
    # scope_disjoint: same attribute, disjoint scope
    S("scope_disjoint", "ostwick-sc-reading-room|hours|saturday", "1000-1300", "Special Collections reading room, Saturdays: 10:00–13:00"),
    S("scope_disjoint", "ostwick-sc-reading-room|hours|sunday", "closed", "Special Collections reading room, Sundays: closed"),
    S("scope_disjoint", "khm-galleries|hours|winter", "1000-1600", "Kestrel Hall galleries, winter opening: 10:00–16:00"),
    S("scope_disjoint", "bca|duty-archivist|weekday", "ofori", "Duty archivist on weekdays: Grace Ofori"),
    S("scope_disjoint", "bca-tollmere-branch|closed-day", "friday", "Tollmere branch searchroom (BCA) closed Fridays."),
    S("scope_disjoint", "bca|reprographics-fee|student", "4.00", "Reprographics fee for students: £4 per image."),
    S("scope_disjoint", "bca|reprographics-fee|commercial", "45.00", "Commercial reproduction fee: £45 per image."),
    S("scope_disjoint", "ostwick-harbour-st|loan-period", "14d", "Ostwick Library, Harbour Street branch: lending period 2 weeks"),
    S("scope_disjoint", "bca-tollmere-outstation|capacity", "6", "Searchroom capacity at the Tollmere outstation: 6 readers"),
    S("scope_disjoint", "bca|copy-turnaround|staff", "2wd", "Document delivery turnaround for in-house staff requests: 2 working days"),
    S("scope_disjoint", "bca|copy-turnaround|prescanned", "1wd", "Turnaround for copies of items already scanned: 1 working day."),
    S("scope_disjoint", "film-cold-store-tollmere|temperature", "-18", "Cold store (film) at the Tollmere depot held at -18°C"),
    # different_subject: frame of a changing fact, another subject
    S("different_subject", "strongroom-a|rh-set-point", "50", "Strongroom A: RH set point 50%"),
    S("different_subject", "bca-dr-14-box-8|location", "strongroom-d-bay3", "Box 8 of the Dunmore papers (DR/14) relocated to Strongroom D, bay 3."),
    S("different_subject", "khm|curator-fine-art", "reyes", "Curator, Fine Art: Olamide Reyes"),
    S("different_subject", "caddon-globe|insurance-value", "95000", "Insurance valuation, Caddon globe: £95,000"),
    S("different_subject", "tollmere-ro|registrar", "gorse-n", "Registrar at Tollmere Record Office: Niall Gorse"),
    S("different_subject", "paper-moons|guest-curator", "kaur", "Guest curator for 'Paper Moons': Dr Ilse Kaur."),
    S("different_subject", "pellworth-loan|courier", "court", "Courier for the Pellworth loan: Hamish Court."),
    S("different_subject", "khm.1921.8-gresley-portrait|location", "gallery-1-south", "Portrait of Sir Thomas Gresley (KHM.1921.8): hanging in Gallery 1, south wall"),
    S("different_subject", "ashby-salver|on-loan", "pellworth", "Loan out: Ashby salver (KHM.1911.4) to Pellworth Gallery, Ledbury."),
    S("different_subject", "gallery-8|lux-limit", "50", "Gallery 8 lux limit: 50 lux"),
    S("different_subject", "bca-enclosure-maps|digitisation", "in-progress", "Digitisation of the enclosure maps is under way."),
    S("different_subject", "khm|keeper-of-art", "quince", "Keeper of Art: Bartholomew Quince"),
    S("different_subject", "paper-moons|loan-agreement", "la-2024-017", "Loan agreement ref for Paper Moons: LA-2024-017"),
    # static: the same fact restated with a synonymous verb
    S("static", "oakhurst-bequest|held-at", "ribble-lane", "The Oakhurst bequest is held at the Ribble Lane depot."),
    S("static", "oakhurst-bequest|held-at", "ribble-lane", "Ribble Lane depot houses the Oakhurst bequest."),
    S("static", "khm|founded", "1884", "Kestrel Hall Museum was founded in 1884."),
    S("static", "khm|founded", "1884", "Kestrel Hall Museum opened its doors in 1884."),
    S("static", "dunmore-papers|acquired", "gift-1971", "The Dunmore papers came to the archive as a gift in 1971."),
    S("static", "dunmore-papers|acquired", "gift-1971", "The Dunmore papers were donated to BCA in 1971."),
    S("static", "borough-charter-1349|volume", "ostwick-ms-12", "Ostwick MS 12 contains the borough charter of 1349."),
    S("static", "borough-charter-1349|volume", "ostwick-ms-12", "The 1349 borough charter is bound in Ostwick MS 12."),
    S("static", "caddon-globe|maker", "wetherell", "The Caddon globe was made by Jonas Wetherell of Bristol."),
    S("static", "caddon-globe|maker", "wetherell", "Jonas Wetherell (Bristol) built the Caddon globe."),
    S("static", "bca|address", "quarry-lane", "Brannock County Archive sits on Quarry Lane, Brannock."),
    S("static", "bca|address", "quarry-lane", "BCA is located on Quarry Lane in Brannock."),
    # membership: memberships held at once
    S("membership", "venn|member|acquisitions", "yes", "Dr Amara Venn sits on the acquisitions committee."),
    S("membership", "venn|member|loans-panel", "yes", "Amara Venn is also a member of the loans panel."),
    S("membership", "lindqvist|member|registrars-forum", "yes", "Petra Lindqvist belongs to the Registrars' Forum (North)."),
    S("membership", "lindqvist|member|salvage-team", "yes", "Petra Lindqvist has joined the emergency salvage team as well."),
    S("membership", "khm|member|brannock-partnership", "yes", "Kestrel Hall is a member of the Brannock Museums Partnership."),
    S("membership", "khm|member|loan-network", "yes", "Kestrel Hall also belongs to the National Collections Loan Network."),
    S("membership", "rees|member|guild", "yes", "Ffion Rees is an accredited member of the Guild of Paper Conservators."),
    S("membership", "rees|member|disaster-rota", "yes", "Ffion Rees also serves on the disaster-response rota."),
    S("membership", "bca|member|western-consortium", "yes", "BCA is part of the Western Archives Consortium."),
    S("membership", "bca|member|open-catalogue", "yes", "The archive has also joined the Open Catalogue Alliance."),
    S("membership", "chapman|member|digitisation-group", "yes", "Idris Chapman is on the digitisation steering group."),
    S("membership", "chapman|member|users-committee", "yes", "Idris Chapman also sits on the reading room users' committee."),
    # multi_valued: values that coexist
    S("multi_valued", "gallery-3|displays|ashby-spoons", "ashby-spoons", "Gallery 3 showcases include the Ashby spoons."),
    S("multi_valued", "gallery-3|displays|ryle-sampler", "ryle-sampler", "Gallery 3 also displays the Ryle band sampler."),
    S("multi_valued", "salt-roads|lender|tollmere-ro", "tollmere-ro", "Salt Roads lenders include Tollmere Record Office."),
    S("multi_valued", "salt-roads|lender|corran", "corran", "Another Salt Roads lender: the Corran Shipping Company archive."),
    S("multi_valued", "greywick-ledger|keyword|estate-accounts", "estate-accounts", "Keywords on the Greywick ledger record: estate accounts."),
    S("multi_valued", "greywick-ledger|keyword|tithes", "tithes", "Greywick ledger record also tagged: tithes."),
    S("multi_valued", "halloway-diaries|language|english", "english", "Languages in the Halloway diaries: English."),
    S("multi_valued", "halloway-diaries|language|welsh", "welsh", "The Halloway diaries also contain passages in Welsh."),
    S("multi_valued", "dunmore-papers|format|parchment", "parchment", "Dunmore papers formats: parchment deeds."),
    S("multi_valued", "dunmore-papers|format|glass-plates", "glass-plates", "Dunmore papers also include glass-plate negatives."),
    S("multi_valued", "strongroom-d|holds|parish-registers", "parish-registers", "Strongroom D contents: Brannock parish registers."),
    S("multi_valued", "strongroom-d|holds|building-plans", "building-plans", "Strongroom D also holds the Quarry Lane building plans."),
    # equal_time: two values of one fact at one order time
    S("equal_time", "ryle-sampler|location", "textile-store-a", "Location of the Ryle band sampler: Textile Store A", slot=1),
    S("equal_time", "ryle-sampler|location", "gallery-3-case-2", "Ryle band sampler — location: Gallery 3, case 2", slot=1),
    S("equal_time", "corran-loan|lender-contact", "moor", "Lender contact for the Corran archive loan: Elspeth Moor", slot=2),
    S("equal_time", "corran-loan|lender-contact", "arrighi", "Corran loan contact: Davide Arrighi", slot=2),
    S("equal_time", "wetherell-orrery-model|insurance-value", "12000", "Insurance value, Wetherell orrery model: £12,000", slot=3),
    S("equal_time", "wetherell-orrery-model|insurance-value", "15000", "Wetherell orrery model insured at £15,000", slot=3),
    S("equal_time", "bca-tollmere-branch|opening-time", "0900", "Searchroom (Tollmere branch) opens: 09:00", slot=4),
    S("equal_time", "bca-tollmere-branch|opening-time", "0930", "Tollmere searchroom opens at 09:30", slot=4),
    S("equal_time", "oakhurst-estate-plans|condition", "good", "Conservation status, Oakhurst estate plans: good", slot=5),
    S("equal_time", "oakhurst-estate-plans|condition", "fair", "Oakhurst estate plans condition: fair", slot=5),
    S("equal_time", "corran-loan|courier", "varga", "Courier for the Corran loan: Ines Varga", slot=6),
    S("equal_time", "corran-loan|courier", "court", "Corran loan courier: Hamish Court", slot=6),
    # unrelated distractors (several share a subject with a changing family)
    S("unrelated", "verrall-tapestry|origin", "arras", "The Verrall tapestry was woven in Arras around 1520."),
    S("unrelated", "ashby-chalice|hallmark", "london-1637", "Ashby chalice is hallmarked London, 1637."),
    S("unrelated", "ostwick-sc-reading-room|rule", "pencils", "The Special Collections reading room asks readers to use pencils only."),
    S("unrelated", "harrowgate-astrolabe|media", "documentary", "The Harrowgate astrolabe featured in a 1998 television documentary."),
    S("unrelated", "bca-tithe-maps|workflow", "log-scans", "Remember to log the tithe map scans in the imaging spreadsheet."),
    S("unrelated", "paper-moons|catalogue-printer", "saltire", "The Paper Moons catalogue was printed by Saltire Press."),
    S("unrelated", "sorrel-bay-figurehead|depicts", "woman-sheaf", "The Sorrel Bay figurehead depicts a woman holding a sheaf of wheat."),
    S("unrelated", "dunmore-papers|enquiries", "bookplates", "Dunmore family bookplates are a popular enquiry topic."),
    S("unrelated", "khm|staff-kitchen", "repaint", "Staff kitchen on level 2 is being repainted next week."),
    S("unrelated", "loans|procedure", "both-sign", "Condition reports must be signed by both couriers at handover."),
    S("unrelated", "khm.1899.2-orrery|case", "mahogany", "The orrery's case is mahogany with brass fittings."),
    S("unrelated", "bca|fire-drill", "first-thursday", "Fire drill in the archive building on the first Thursday of each month."),
    S("unrelated", "khm.1921.7-gresley-portrait|attribution", "follower-of-lely", "Lady Anne Gresley was painted by a follower of Lely."),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]

EPOCH_LO = dt.datetime(2019, 1, 7, tzinfo=dt.timezone.utc)
EPOCH_HI = dt.datetime(2026, 9, 30, tzinfo=dt.timezone.utc)
IMPORT_SESSION = dt.datetime(2026, 11, 17, 13, 42, 5, tzinfo=dt.timezone.utc)
CUTOFF = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def at_date(rng, d):
    y, m, dd = map(int, d.split("-"))
    return dt.datetime(y, m, dd, rng.randrange(8, 18), rng.randrange(60), rng.randrange(60), tzinfo=dt.timezone.utc)


def build():
    rng = random.Random(SEED)
    mems = []  # dicts: text, key, val, pol, label, t(order time), fam(bool), role
    for key, versions in FAMILIES:
        n = len(versions)
        steps = [rng.randrange(25, 330) for _ in range(n - 1)]
        span = sum(steps)
        lo_days = (EPOCH_HI - EPOCH_LO).days - span - 2
        base = EPOCH_LO + dt.timedelta(days=rng.randrange(lo_days))
        cur = None
        last = None
        day = base
        for i, v in enumerate(versions):
            if i > 0:
                day = day + dt.timedelta(days=steps[i - 1])
            if v["kind"] == "v":
                last = v
                if v["date"]:
                    t = at_date(rng, v["date"])
                else:
                    t = day.replace(hour=rng.randrange(7, 19), minute=rng.randrange(60), second=rng.randrange(60))
                m = dict(text=v["text"], key=key, val=v["val"], pol=v["pol"], label=None, t=t, fam=True)
            else:
                assert last is not None, key
                t = day.replace(hour=rng.randrange(7, 19), minute=rng.randrange(60), second=rng.randrange(60))
                m = dict(text=v["text"], key=key, val=last["val"], pol=last["pol"], label=v["label"], t=t, fam=True)
            if cur is not None and m["t"] <= cur:
                # explicit dates or tails must stay strictly after the previous version
                m["t"] = cur + dt.timedelta(days=rng.randrange(20, 120), minutes=rng.randrange(600))
            cur = m["t"]
            mems.append(m)
    slots = {}
    for s in LABELLED:
        if s["slot"] is not None:
            if s["slot"] not in slots:
                d = EPOCH_LO + dt.timedelta(days=rng.randrange((EPOCH_HI - EPOCH_LO).days))
                slots[s["slot"]] = d.replace(hour=rng.randrange(8, 18), minute=rng.randrange(60), second=rng.randrange(60))
            t = slots[s["slot"]]
        else:
            d = EPOCH_LO + dt.timedelta(days=rng.randrange((EPOCH_HI - EPOCH_LO).days))
            t = d.replace(hour=rng.randrange(7, 19), minute=rng.randrange(60), second=rng.randrange(60))
        mems.append(dict(text=s["text"], key=s["key"], val=s["val"], pol=s["pol"], label=s["label"], t=t, fam=False))

    # backfilled (observed_at + import-session created_at) vs live-ingested (created_at only)
    for m in mems:
        m["live"] = rng.random() < 0.25
    # equal_time partners share one order time: make both backfilled so that time is observed_at
    for m in mems:
        if m["label"] == "equal_time":
            m["live"] = False

    # opaque ids in a shuffled order, then shuffle the file order again
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order, 1):
        mems[i]["id"] = "h27-%03d" % n
    file_order = list(range(len(mems)))
    rng.shuffle(file_order)
    sess = IMPORT_SESSION
    for i in file_order:
        m = mems[i]
        if m["live"]:
            m["created_at"] = m["t"]
            m["observed_at"] = None
        else:
            sess = sess + dt.timedelta(seconds=rng.randrange(2, 40))
            m["created_at"] = sess
            m["observed_at"] = m["t"]
    return mems, file_order


def compute_truth(mems):
    fams = {}
    for m in mems:
        fams.setdefault(m["key"], []).append(m)
    pairs = []
    for key, ms in fams.items():
        ms.sort(key=lambda m: m["t"])
        times = [m["t"] for m in ms]
        if len(set(times)) != len(times):
            assert all(m["label"] == "equal_time" for m in ms), key
        for i, m in enumerate(ms):
            for m2 in ms[i + 1:]:
                if m2["t"] > m["t"] and (m2["val"], m2["pol"]) != (m["val"], m["pol"]):
                    same = [x for x in ms if x["t"] == m2["t"] and (x["val"], x["pol"]) != (m["val"], m["pol"])]
                    assert len(same) == 1, key
                    pairs.append(dict(expired_id=m["id"], replacement_id=m2["id"],
                                      reason="negation" if m2["pol"] != m["pol"] else "value"))
                    break
    pairs.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    return pairs


def check(mems, pairs):
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate text"
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    in_pair = {p["expired_id"] for p in pairs} | {p["replacement_id"] for p in pairs}
    for m in mems:
        assert m["t"] < CUTOFF and m["created_at"] < CUTOFF, m["text"]
        if m["label"] is not None:
            assert m["label"] in CLASSES, m["label"]
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["text"])
        elif m["fam"]:
            assert m["id"] in in_pair, ("changing-family memory in no pair", m["text"])
    for key, versions in FAMILIES:
        ids_k = {m["id"] for m in mems if m["key"] == key}
        assert any(p["expired_id"] in ids_k for p in pairs), key
    keys = [k for k, _ in FAMILIES]
    assert len(set(keys)) == len(keys)
    fam_keys = set(keys)
    for s in LABELLED:
        assert s["key"] not in fam_keys, s["key"]


def stats(mems, pairs):
    from collections import Counter
    reasons = Counter(p["reason"] for p in pairs)
    labels = Counter(m["label"] for m in mems if m["label"])
    fam_mems = [m for m in mems if m["fam"] and m["label"] is None]
    out = []
    out.append("memories: %d" % len(mems))
    out.append("backfilled (observed_at): %d" % sum(1 for m in mems if not m["live"]))
    out.append("live-ingested (created_at only): %d" % sum(1 for m in mems if m["live"]))
    out.append("changing families: %d" % len(FAMILIES))
    out.append("memories in changing families (unlabelled versions): %d" % len(fam_mems))
    out.append("true pairs: %d (value %d, negation %d)" % (len(pairs), reasons["value"], reasons["negation"]))
    out.append("labelled negatives: %d" % sum(labels.values()))
    for c in CLASSES:
        out.append("  %s: %d" % (c, labels[c]))
    return "\n".join(out)


README = """# `testdata/heldout27`: blind evaluation set (museum, library and archive collection records)

A blind evaluation set for l9's supersession detector, written in the register of **museum, library and
archive collection records**: object and box locations, loans in and out, lenders, couriers and shippers,
curators, registrars and keepers, exhibition dates and galleries, conservation status, insurance and
agreed values, reading-room and gallery hours, shelfmarks and accession numbers, storage conditions
(RH and temperature set points, light limits), digitisation status. The texts are typed the way such
records are: `key: value` register lines, short notes, full sentences, status updates, handovers,
change reports ("moved to", "switched from X to Y", "now", "no longer") and chat-like fragments. Most
newer versions are reworded relative to the older one; some name the subject differently (an accession
number, a shelfmark, a short form such as "G7", "TSA", "DR/14/7"). Hard cases include moves back
(A -> B -> A), a confirmation inside a chain, a 4-version family, and dates, money and counts written in
several formats.

All names (people, institutions, places, objects, codes) are invented. No dataset (SituatedQA, TimeQA or
any other) was used and nothing was fetched.

## How it was written (blind)

The writer read exactly:

- the task prompt;
- `/work/notes/protocol.md` (the working protocol);
- the design seed `/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051);
- in `README.md` only the sections "Memory JSONL (input and export format)" and "Using l9 on your own export"
  (after listing the section headings with `grep -n '^#'`).

Incidentally seen: the list of section headings of `README.md`, and the top-level file and directory names of
the repository (one `ls` of the worktree root after creating it). No code, tests, other testdata, results,
registrations or notes of the project were read; l9 was not built or run.

## Files

- `gen.py` — the generator (Python 3, stdlib only, fixed seed; two runs give byte-identical files).
  `python3 gen.py` writes the files below; `--stats` prints the counts; `--list` prints every memory
  with id, order time, fact key, value, polarity and label.
- `memories.jsonl` — one memory per line: `{"id","content","created_at"[,"observed_at"]}`, RFC 3339 UTC.
  Backfilled memories carry `observed_at` (when the fact was observed) and a `created_at` from one import
  session in November 2026; live-ingested memories carry `created_at` only. Ids (`h27-NNN`) are opaque:
  assigned in a shuffled order, and the file order is shuffled again.
- `truth.jsonl` — `{"expired_id","replacement_id","reason"}`, reason `value` or `negation`.
- `labels.jsonl` — `{"id","class"}` for every memory that must never appear in any candidate pair.

## Truth rule

A memory's order time is `observed_at` if present, else `created_at`. A family is one fact (one subject,
one attribute, one scope). Within a family each memory is expired by the EARLIEST strictly newer memory
whose (value, polarity) differs; the reason is `negation` when the polarities differ (the newer says the
fact stopped holding, or re-affirms it after it had stopped), else `value`. A chain of n changing versions
yields n-1 pairs; a move back A -> B -> A pairs through the middle; a confirmation inside a chain is never
paired with what it confirms but is expired, like the version it confirms, by the next change. Truth is
computed in `gen.py` from the tables' labels (fact key, value key, polarity, order time), never from the
text. `gen.py` asserts that no labelled memory takes part in any pair, that every unlabelled family member
does, that order times within a family are distinct (except the `equal_time` class), that no text is
duplicated and that every time is before 2026-12-01.

## Negative classes (`labels.jsonl`)

- `multi_valued` — values that coexist (lenders to one show, keywords, languages, contents of a store).
- `scope_disjoint` — same attribute, disjoint scope (weekday/Saturday/Sunday hours, summer/winter, main
  site/branch, student/commercial fees).
- `format_variant` — the latest value written another way (£240k / GBP 240,000; 09:30–17:00 / 0930-1700;
  12/10/2025 / 12 Oct 2025; 41 / forty-one).
- `elaboration` — the latest value restated with more detail.
- `confirmation` — the latest value restated ("still", "confirmed", "as before", "as usual").
- `different_subject` — the frame of a changing fact with another subject (box 8 not box 7, Strongroom A
  not C, another loan's courier).
- `static` — the same fact restated with a synonymous verb.
- `membership` — memberships held at once.
- `equal_time` — two values of one fact at one order time (no direction can be decided).
- `unrelated` — distractors, several sharing a subject with a changing family.

## Counts (`python3 gen.py --stats`)

```
%s
```
"""


def main():
    mems, file_order = build()
    pairs = compute_truth(mems)
    check(mems, pairs)
    if "--stats" in sys.argv:
        print(stats(mems, pairs))
        return
    if "--list" in sys.argv:
        for m in sorted(mems, key=lambda m: m["id"]):
            print("%s  %s  %-8s %-18s %-45s %s=%s  %s" % (
                m["id"], rfc(m["t"]), "live" if m["live"] else "backfill", m["label"] or "-",
                m["key"], m["pol"], m["val"], m["text"]))
        return
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for i in file_order:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created_at"])}
            if m["observed_at"] is not None:
                o["observed_at"] = rfc(m["observed_at"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for p in pairs:
            f.write(json.dumps(p, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted(mems, key=lambda m: m["id"]):
            if m["label"]:
                f.write(json.dumps({"id": m["id"], "class": m["label"]}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(README % stats(mems, pairs))


if __name__ == "__main__":
    main()
