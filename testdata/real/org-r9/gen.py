#!/usr/bin/env python3
"""Generate the R9 blind corpus: organisations and places, encyclopedic register.

Labels are fixed in the tables below before anything is generated; truth is
computed from those labels (family key, value, polarity, order time), never
from the text. Deterministic: a fixed seed, no wall clock, no set/dict
iteration into output. Two runs give byte-identical files.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl
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

SEED = 20261209
HERE = os.path.dirname(os.path.abspath(__file__))
CUTOFF = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)

# ---------------------------------------------------------------------------
# Changing families. One family = one fact (subject, attribute, scope).
# Each row: (date, value, polarity, kind, wording, text)
#   polarity: "+" the fact holds, "-" the newer memory says it stopped holding
#   kind: "v" a version; "c" a confirmation inside the chain (same value as the
#         memory before it, expired by the next change); "C" a terminal
#         confirmation (labelled class "confirmation", never in a pair)
#   wording relative to the memory before it: "-" first, "r" reworded
#         (other verb / construction / side of the relation), "s" one-slot edit
# Family tuple: (fid, domain, key, flags, rows); flags: "back" = contains a
# move back (A -> B -> A), "hard:N" = row N (0-based) is a hard-worded
# intervening version.
# ---------------------------------------------------------------------------
FAMILIES = [
    # ---- four versions ----------------------------------------------------
    ("F01", "company", "Kestrel Air|chief executive|", ["hard:2"], [
        ("2011-04-12", "Oyelaran", "+", "v", "-", "Kestrel Air's chief executive is Marta Oyelaran."),
        ("2015-09-03", "Wren", "+", "v", "r", "Kestrel Air names Tobias Wren new CEO"),
        ("2019-03-22", "Calloway", "+", "v", "r", "Tobias Wren stepped down in March 2019 and was succeeded at the head of Kestrel Air by Ines Calloway."),
        ("2023-06-30", "Fenn", "+", "v", "r", "Kestrel Air (airline) - CEO: Dario Fenn (since June 2023)"),
        ("2025-02-11", "Fenn", "+", "C", "r", "Dario Fenn remains chief executive of Kestrel Air, the board confirmed at its 2025 AGM."),
    ]),
    ("F02", "city", "Quarrine|mayor|", ["back"], [
        ("2009-05-18", "Brandt", "+", "v", "-", "Helga Brandt is the mayor of Quarrine."),
        ("2013-05-20", "Teague", "+", "v", "r", "Ossian Teague won the Quarrine mayoral election in May 2013."),
        ("2017-05-22", "Brandt", "+", "v", "r", "Quarrine's mayor, once again, is Helga Brandt, who beat Teague in the 2017 election."),
        ("2021-05-24", "Muldoon", "+", "v", "r", "Rafe Muldoon is the mayor of Quarrine."),
    ]),
    ("F03", "club", "Brask FC|home ground|", ["back", "hard:2"], [
        ("2008-08-01", "Millrace Park", "+", "v", "-", "Brask FC play their home games at Millrace Park."),
        ("2014-07-15", "Harlow Road Arena", "+", "v", "r", "In 2014 Brask FC moved to the new Harlow Road Arena."),
        ("2018-08-10", "Eastfield", "+", "v", "r", "From the 2018-19 season Brask FC are groundsharing at Eastfield, home of Caddow Rovers."),
        ("2022-03-05", "Harlow Road Arena", "+", "v", "r", "Brask FC returned to a rebuilt Harlow Road Arena in March 2022."),
        ("2024-09-14", "Harlow Road Arena", "+", "C", "r", "Brask FC still play at Harlow Road Arena in the 2024-25 season."),
    ]),
    ("F04", "company", "Orrin Bank|parent company|", ["hard:1"], [
        ("2010-02-10", "Calvoria Financial Group", "+", "v", "-", "Orrin Bank is a subsidiary of Calvoria Financial Group."),
        ("2014-11-03", "Pennyfold Holdings", "+", "v", "r", "Pennyfold Holdings bought Orrin Bank in a 2014 deal."),
        ("2019-06-17", "Sarth Mutual", "+", "v", "r", "Orrin Bank - Parent: Sarth Mutual"),
        ("2024-01-29", "Dunmere Capital", "+", "v", "r", "Orrin Bank was sold to Dunmere Capital in January 2024."),
    ]),
    ("F05", "country", "Calvoria|head of state|", ["hard:2"], [
        ("2010-03-01", "Solvay", "+", "v", "-", "President of Calvoria: Andrej Solvay"),
        ("2014-03-03", "Kallen", "+", "v", "s", "President of Calvoria: Mira Kallen"),
        ("2020-03-02", "Vasz", "+", "v", "r", "Calvoria's head of state since 2020 has been Teodor Vasz, who succeeded Mira Kallen."),
        ("2025-03-03", "Ostrow", "+", "v", "r", "Calvoria elects Lena Ostrow president"),
    ]),
    ("F06", "company", "Talvex|number of employees|", [], [
        ("2012-12-31", "4200", "+", "v", "-", "Talvex employs about 4,200 people."),
        ("2016-12-31", "5800", "+", "v", "s", "Talvex employs about 5,800 people."),
        ("2020-12-31", "7100", "+", "v", "r", "Talvex - Number of employees: 7,100 (2020)"),
        ("2024-12-31", "6300", "+", "v", "r", "After the restructuring, Talvex's workforce has shrunk to 6,300."),
        ("2025-10-02", "6300", "+", "C", "r", "Talvex still has roughly 6,300 employees, its latest annual report says."),
    ]),
    ("F07", "paper", "Pellory Herald|editor|", ["back"], [
        ("2009-01-15", "Vass", "+", "v", "-", "The Pellory Herald is edited by Corin Vass."),
        ("2013-04-08", "Morrow", "+", "v", "r", "Agathe Morrow took over as editor of the Pellory Herald in April 2013."),
        ("2015-06-01", "Morrow", "+", "c", "r", "As of 2015 Agathe Morrow is still the Pellory Herald's editor."),
        ("2018-09-10", "Perrin", "+", "v", "r", "The Pellory Herald - Editor: Niall Perrin"),
        ("2022-02-14", "Morrow", "+", "v", "r", "Agathe Morrow is back as editor of the Pellory Herald after Niall Perrin's departure."),
    ]),
    ("F08", "band", "Mothlight Parade|record label|", ["hard:2"], [
        ("2010-05-05", "Driftwood Records", "+", "v", "-", "Mothlight Parade are signed to Driftwood Records."),
        ("2013-10-21", "Kettle Sound", "+", "v", "r", "Kettle Sound signed the indie band Mothlight Parade in 2013."),
        ("2017-02-02", "self-released", "+", "v", "r", "Dropped by Kettle Sound, Mothlight Parade now put out their records themselves."),
        ("2021-08-19", "Northpaw Music", "+", "v", "r", "Mothlight Parade's new album is out on Northpaw Music, the label they joined in 2021."),
    ]),
    # ---- negation families -------------------------------------------------
    ("N1", "company", "Grauhill Steel|stock listing|Ostravel", [], [
        ("2012-06-04", "OSE", "+", "v", "-", "Grauhill Steel is listed on the Ostravel Stock Exchange under the ticker GRH."),
        ("2021-09-30", "OSE", "-", "v", "r", "Grauhill Steel was delisted from the Ostravel Stock Exchange after its takeover by Tolvane Metals."),
    ]),
    ("N2", "crossing", "Sarn Strait ferry|operator|", [], [
        ("2011-03-14", "Marl Lines", "+", "v", "-", "The Sarn Strait ferry is operated by Marl Lines."),
        ("2016-11-01", "Marl Lines", "-", "v", "r", "Marl Lines no longer runs the Sarn Strait ferry; the crossing was suspended in November 2016."),
        ("2019-04-15", "Marl Lines", "+", "v", "r", "Marl Lines has resumed the Sarn Strait ferry service."),
        ("2023-06-20", "Marl Lines", "+", "C", "r", "Marl Lines continues to operate the Sarn Strait ferry as usual this summer."),
    ]),
    ("N3", "club", "Caddow Rovers|kit sponsor|", [], [
        ("2013-07-01", "Ashgrove Brewing", "+", "v", "-", "Caddow Rovers' shirt sponsor is Ashgrove Brewing."),
        ("2017-06-30", "Ashgrove Brewing", "-", "v", "r", "Ashgrove Brewing ended its kit sponsorship of Caddow Rovers."),
        ("2020-07-01", "Ashgrove Brewing", "+", "v", "r", "Ashgrove Brewing is back on the front of Caddow Rovers' shirts from the 2020 season."),
    ]),
    ("N4", "city", "Lumeth|twin town|Yrsel", [], [
        ("2008-10-10", "Yrsel", "+", "v", "-", "Lumeth is twinned with Yrsel."),
        ("2020-02-20", "Yrsel", "-", "v", "r", "Lumeth ended its twinning with Yrsel in 2020 after a row over funding."),
    ]),
    ("N5", "museum", "Quarrine Maritime Museum|open to the public|", [], [
        ("2014-05-01", "open", "+", "v", "-", "The Quarrine Maritime Museum opened to the public in 2014 in the old customs house."),
        ("2022-01-10", "open", "-", "v", "r", "The Quarrine Maritime Museum has closed; its collection went into storage."),
    ]),
    ("N6", "club", "Hask City|manager|", [], [
        ("2012-06-12", "Otten", "+", "v", "-", "Hask City's manager is Bram Otten."),
        ("2016-10-03", "Farrell", "+", "v", "r", "Hask City appoint Juno Farrell as manager"),
        ("2021-10-25", "Farrell", "-", "v", "r", "Juno Farrell is no longer Hask City manager after being sacked in October 2021."),
    ]),
    ("N7", "company", "Silverbirch Pharma|index constituent|OSX-30", [], [
        ("2015-03-20", "OSX-30", "+", "v", "-", "Silverbirch Pharma is a constituent of the OSX-30 index."),
        ("2023-03-17", "OSX-30", "-", "v", "r", "Silverbirch Pharma dropped out of the OSX-30 at the March 2023 reshuffle."),
    ]),
    # ---- three versions ----------------------------------------------------
    ("T01", "country", "Veldrania|capital|", ["back"], [
        ("2009-07-01", "Ostravel", "+", "v", "-", "The capital of Veldrania is Ostravel."),
        ("2015-09-15", "Nova Serin", "+", "v", "r", "Veldrania moved its capital to the planned city of Nova Serin in 2015."),
        ("2021-04-01", "Ostravel", "+", "v", "r", "Ostravel has been restored as the capital of Veldrania."),
    ]),
    ("T02", "club", "Yrsel United|league|", ["back"], [
        ("2010-08-01", "Northern League", "+", "v", "-", "Yrsel United play in the Northern League."),
        ("2014-05-20", "First Division", "+", "v", "r", "Yrsel United were promoted to the Calvorian First Division in 2014."),
        ("2018-05-14", "Northern League", "+", "v", "r", "Yrsel United were relegated back to the Northern League."),
        ("2023-05-02", "Northern League", "+", "C", "r", "Yrsel United are still in the Northern League as of 2023."),
    ]),
    ("T03", "company", "Oakhurst Retail|ticker|", ["back"], [
        ("2011-01-10", "OAK", "+", "v", "-", "Oakhurst Retail trades on the Ostravel exchange as OAK."),
        ("2016-02-01", "OKHR", "+", "v", "r", "Ticker: OKHR (Oakhurst Retail, from February 2016)"),
        ("2020-09-07", "OAK", "+", "v", "r", "Oakhurst Retail went back to its old ticker OAK in 2020."),
    ]),
    ("T04", "country", "Ostrevia|currency|", [], [
        ("2008-01-02", "mark", "+", "v", "-", "The currency of Ostrevia is the Ostrevian mark."),
        ("2014-01-02", "crown", "+", "v", "r", "Ostrevia switched to the Ostrevian crown on 1 January 2014."),
        ("2024-01-03", "Coastal thaler", "+", "v", "r", "Since 2024 Ostrevia has used the Coastal thaler."),
    ]),
    ("T05", "country", "Sarth|ruling party|", [], [
        ("2011-06-20", "National Union", "+", "v", "-", "The ruling party in Sarth is the National Union."),
        ("2016-06-27", "Labour Federation", "+", "v", "r", "The Labour Federation won the 2016 election and now governs Sarth."),
        ("2019-01-10", "Labour Federation", "+", "c", "r", "The Labour Federation remains Sarth's governing party."),
        ("2021-06-28", "Green Assembly", "+", "v", "r", "The ruling party in Sarth is the Green Assembly."),
        ("2024-02-12", "Green Assembly", "+", "C", "r", "The Green Assembly continues to govern Sarth."),
    ]),
    ("T06", "company", "Halcyra Systems|headquarters|", [], [
        ("2012-03-01", "Sarnick", "+", "v", "-", "Halcyra Systems - Headquarters: Sarnick"),
        ("2017-08-14", "Lumeth", "+", "v", "r", "Halcyra Systems has moved its head office from Sarnick to Lumeth."),
        ("2023-11-06", "Port Yrrin", "+", "v", "s", "Halcyra Systems has moved its head office to Port Yrrin."),
    ]),
    ("T07", "company", "Dunmere Telecom|owner|", ["hard:1"], [
        ("2009-09-09", "Tolvane state", "+", "v", "-", "Dunmere Telecom is owned by the Tolvane state."),
        ("2015-05-05", "Corsa Group", "+", "v", "r", "The Tolvane government sold Dunmere Telecom to Corsa Group in 2015."),
        ("2022-10-10", "Brightline Partners", "+", "v", "r", "Dunmere Telecom's owner is now Brightline Partners."),
    ]),
    ("T08", "museum", "Lumeth Fine Arts Gallery|director|", [], [
        ("2010-02-02", "Aram", "+", "v", "-", "The director of the Lumeth Fine Arts Gallery is Yusuf Aram."),
        ("2016-02-15", "Benn", "+", "v", "s", "The director of the Lumeth Fine Arts Gallery is Clara Benn."),
        ("2022-09-01", "Marchetti", "+", "v", "r", "Lumeth Fine Arts Gallery appoints Theo Marchetti as director"),
    ]),
    ("T09", "univ", "University of Quarrine|rector|", [], [
        ("2008-09-01", "Sillitoe", "+", "v", "-", "The rector of the University of Quarrine is Prof. Hana Sillitoe."),
        ("2012-09-03", "Dorrance", "+", "v", "r", "Prof. Emil Dorrance became rector of the University of Quarrine in 2012."),
        ("2016-10-04", "Dorrance", "+", "c", "r", "Prof. Emil Dorrance is still rector of the University of Quarrine."),
        ("2020-09-01", "Osei", "+", "v", "r", "University of Quarrine - Rector: Prof. Ama Osei"),
    ]),
    ("T10", "paper", "Avenmoor Courier|owner|", [], [
        ("2011-11-11", "Cress Media", "+", "v", "-", "The Avenmoor Courier is owned by Cress Media."),
        ("2015-03-30", "Harbour Press", "+", "v", "r", "Harbour Press Ltd acquired the Avenmoor Courier in 2015."),
        ("2021-07-12", "staff cooperative", "+", "v", "r", "The Avenmoor Courier has been owned by a staff cooperative since 2021."),
    ]),
    ("T11", "company", "Corvane Motors|auditor|", [], [
        ("2012-04-02", "Brack & Penn", "+", "v", "-", "Corvane Motors' auditor is Brack & Penn."),
        ("2018-04-03", "Hollis Kerr", "+", "v", "r", "Corvane Motors appointed Hollis Kerr as auditor for the 2018 financial year."),
        ("2023-04-04", "Orme Whitley", "+", "v", "s", "Corvane Motors appointed Orme Whitley as auditor for the 2023 financial year."),
    ]),
    ("T12", "airport", "Sarnick|main airport|", ["back"], [
        ("2010-01-04", "Moorside", "+", "v", "-", "Sarnick's main airport is Sarnick Moorside."),
        ("2018-10-28", "Calder Point", "+", "v", "r", "Sarnick's principal airport has been Calder Point International since October 2018."),
        ("2024-05-01", "Moorside", "+", "v", "r", "Sarnick Moorside is once more Sarnick's main airport."),
        ("2025-08-08", "Moorside", "+", "C", "r", "Moorside is still Sarnick's main airport."),
    ]),
    ("T13", "club", "Toskel Wanderers|manager|", [], [
        ("2013-06-03", "Mander", "+", "v", "-", "Toskel Wanderers' manager is Ruud Mander."),
        ("2017-11-20", "Sol", "+", "v", "r", "Toskel Wanderers have hired Imke Sol to replace Ruud Mander as manager."),
        ("2022-06-06", "Lind", "+", "v", "r", "Manager: Oskar Lind (Toskel Wanderers)"),
    ]),
    ("T14", "company", "Brightmoor Foods|parent company|", [], [
        ("2011-05-05", "Calder Group", "+", "v", "-", "Brightmoor Foods is part of the Calder Group."),
        ("2017-07-07", "Varna", "+", "v", "r", "Brightmoor Foods was acquired by the Ostrevian food giant Varna in 2017."),
        ("2020-03-03", "Varna", "+", "c", "r", "Brightmoor Foods is still owned by Varna."),
        ("2024-08-08", "Lockhart Rowe", "+", "v", "r", "Varna has sold Brightmoor Foods to the private-equity firm Lockhart Rowe."),
    ]),
    ("T15", "company", "Marrowgate Energy|chief executive|", [], [
        ("2012-01-09", "Holt", "+", "v", "-", "Marrowgate Energy's CEO is Sunniva Holt."),
        ("2016-04-18", "Ferris", "+", "v", "r", "Marrowgate Energy has named Declan Ferris chief executive."),
        ("2021-09-13", "Tamm", "+", "v", "r", "Declan Ferris was replaced as Marrowgate Energy's chief executive by Rosa Tamm."),
    ]),
    ("T16", "city", "Toskel|population|", [], [
        ("2011-01-05", "54000", "+", "v", "-", "Toskel has a population of 54,000."),
        ("2016-01-05", "58000", "+", "v", "s", "Toskel has a population of 58,000."),
        ("2021-01-05", "61700", "+", "v", "s", "Toskel has a population of 61,700."),
    ]),
    ("T17", "company", "Quillon Software|main product|", [], [
        ("2013-02-04", "Ledgerline", "+", "v", "-", "Quillon Software's main product is the Ledgerline accounting suite."),
        ("2018-03-05", "Tallyhub", "+", "v", "r", "Quillon Software now earns most of its revenue from Tallyhub, its cloud payroll service."),
        ("2024-04-04", "Quillon Atlas", "+", "v", "r", "Quillon Software's flagship product: Quillon Atlas (data platform)"),
        ("2025-06-30", "Quillon Atlas", "+", "C", "r", "Quillon Atlas is still Quillon Software's main product, the 2025 annual report confirms."),
    ]),
    ("T18", "crossing", "Orm Bridge|operator|", ["back", "hard:1"], [
        ("2009-04-06", "Lumeth County Council", "+", "v", "-", "The Orm Bridge is operated by Lumeth County Council."),
        ("2014-08-08", "Tollway Orm", "+", "v", "r", "Operation of the Orm Bridge passed to the private firm Tollway Orm Ltd in 2014."),
        ("2023-08-09", "Lumeth County Council", "+", "v", "r", "Lumeth County Council has taken the Orm Bridge back into public operation."),
    ]),
    # ---- two versions ------------------------------------------------------
    ("D01", "paper", "Ostravel Times|editor|", [], [
        ("2012-02-06", "Brant", "+", "v", "-", "The Ostravel Times' editor is Hugo Brant."),
        ("2019-03-11", "Cole", "+", "v", "s", "The Ostravel Times' editor is Mina Cole."),
    ]),
    ("D02", "city", "Caddow|mayor|", [], [
        ("2014-05-26", "Voss", "+", "v", "-", "The mayor of Caddow is Pieter Voss."),
        ("2020-06-01", "Reyes", "+", "v", "s", "The mayor of Caddow is Alma Reyes."),
    ]),
    ("D03", "airport", "Pellory|main airport|", [], [
        ("2013-03-04", "Saltmarsh", "+", "v", "-", "Pellory's main airport: Pellory Saltmarsh"),
        ("2019-07-01", "Dunbar Field", "+", "v", "r", "Dunbar Field opened in 2019 and is now Pellory's main airport."),
    ]),
    ("D04", "country", "Tolvane|head of state|", [], [
        ("2012-08-13", "Aurel II", "+", "v", "-", "Tolvane's head of state is King Aurel II."),
        ("2018-02-19", "Sabeth I", "+", "v", "s", "Tolvane's head of state is Queen Sabeth I."),
    ]),
    ("D05", "country", "Maru Islands|capital|", [], [
        ("2010-06-07", "Port Ennis", "+", "v", "-", "The capital of the Maru Islands is Port Ennis."),
        ("2017-09-18", "Kelloway", "+", "v", "r", "In 2017 the Maru Islands moved their seat of government to Kelloway."),
        ("2022-11-21", "Kelloway", "+", "C", "r", "Kelloway remains the capital of the Maru Islands."),
    ]),
    ("D06", "company", "Grauhill Steel|chief executive|", [], [
        ("2010-10-04", "Brenner", "+", "v", "-", "Grauhill Steel's chief executive: Olaf Brenner"),
        ("2016-05-09", "Quon", "+", "v", "s", "Grauhill Steel's chief executive: Teresa Quon"),
    ]),
    ("D07", "company", "Silverbirch Pharma|headquarters|", [], [
        ("2011-09-12", "Avenmoor", "+", "v", "-", "Silverbirch Pharma is headquartered in Avenmoor."),
        ("2019-10-14", "Hask", "+", "v", "s", "Silverbirch Pharma is headquartered in Hask."),
    ]),
    ("D08", "club", "Hask City|home ground|", [], [
        ("2009-08-17", "Gasworks Ground", "+", "v", "-", "Hask City play at the Gasworks Ground."),
        ("2015-08-10", "Riverside Stadium", "+", "v", "r", "Hask City's new home, the Riverside Stadium, opened in 2015."),
        ("2019-09-02", "Riverside Stadium", "+", "C", "r", "Hask City continue to play their home matches at the Riverside Stadium."),
    ]),
    ("D09", "club", "Caddow Rovers|league|", [], [
        ("2012-08-20", "Second Division", "+", "v", "-", "Caddow Rovers compete in the Calvorian Second Division."),
        ("2019-05-27", "First Division", "+", "v", "s", "Caddow Rovers compete in the Calvorian First Division."),
    ]),
    ("D10", "univ", "Sarnick Institute of Technology|chancellor|", [], [
        ("2011-11-07", "Worth", "+", "v", "-", "The chancellor of the Sarnick Institute of Technology is Dame Ilse Worth."),
        ("2018-11-12", "Avery", "+", "v", "r", "Sir Colm Avery was installed as chancellor of SIT in 2018."),
    ]),
    ("D11", "company", "Kestrel Air|parent company|", [], [
        ("2012-01-16", "Calder Group", "+", "v", "-", "Kestrel Air is a wholly owned subsidiary of Calder Group."),
        ("2020-02-10", "Veldra Aviation Holdings", "+", "v", "r", "Veldra Aviation Holdings took over Kestrel Air in 2020."),
    ]),
    ("D12", "club", "Brask FC|kit sponsor|", [], [
        ("2015-07-06", "Quillon Software", "+", "v", "-", "Brask FC's kit sponsor is Quillon Software."),
        ("2021-07-05", "Corvane Motors", "+", "v", "s", "Brask FC's kit sponsor is Corvane Motors."),
    ]),
    ("D13", "club", "Brask FC|manager|", [], [
        ("2016-06-13", "Arkady", "+", "v", "-", "Brask FC manager: Lev Arkady"),
        ("2020-11-30", "Mowbray", "+", "v", "s", "Brask FC manager: Sian Mowbray"),
    ]),
    ("D14", "city", "Yrsel|mayor|", [], [
        ("2010-04-19", "Nygaard", "+", "v", "-", "Yrsel's mayor is Bertil Nygaard."),
        ("2016-04-25", "Dorsey", "+", "v", "s", "Yrsel's mayor is Fenna Dorsey."),
    ]),
    ("D15", "city", "Quarrine|population|", [], [
        ("2012-03-19", "310000", "+", "v", "-", "Quarrine has about 310,000 inhabitants."),
        ("2022-03-21", "340000", "+", "v", "r", "Quarrine's population has passed 340,000."),
    ]),
    ("D16", "company", "Talvex|ticker|", [], [
        ("2010-11-15", "TLVX", "+", "v", "-", "Talvex shares trade under the symbol TLVX."),
        ("2018-06-04", "TVX", "+", "v", "s", "Talvex shares trade under the symbol TVX."),
    ]),
    ("D17", "company", "Corvane Motors|main product|", [], [
        ("2010-09-06", "Tern", "+", "v", "-", "Corvane Motors' best-selling model is the Tern hatchback."),
        ("2019-09-09", "Skua", "+", "v", "r", "The Corvane Skua SUV has overtaken the Tern as Corvane Motors' main product."),
    ]),
    ("D18", "company", "Lumen Harbor Shipping|owner|", [], [
        ("2013-04-15", "Dahl family", "+", "v", "-", "Lumen Harbor Shipping is owned by the Dahl family."),
        ("2021-05-17", "Meridian Ports", "+", "v", "r", "The Dahl family sold Lumen Harbor Shipping to Meridian Ports."),
    ]),
    ("D19", "country", "Sarth|currency|", [], [
        ("2012-09-24", "Sarthian pound", "+", "v", "-", "Sarth's currency is the Sarthian pound."),
        ("2020-01-06", "Coastal thaler", "+", "v", "s", "Sarth's currency is the Coastal thaler."),
    ]),
    ("D20", "country", "Ostrevia|ruling party|", [], [
        ("2013-10-07", "Liberal Alliance", "+", "v", "-", "Ostrevia is governed by the Liberal Alliance."),
        ("2019-10-21", "Farmers' Party", "+", "v", "s", "Ostrevia is governed by the Farmers' Party."),
    ]),
    ("D21", "univ", "Lumeth College|principal|", [], [
        ("2014-09-01", "Okafor", "+", "v", "-", "The principal of Lumeth College is Dr. Ruth Okafor."),
        ("2021-09-06", "Zeller", "+", "v", "s", "The principal of Lumeth College is Dr. Marek Zeller."),
    ]),
    ("D22", "paper", "Pellory Herald|owner|", [], [
        ("2010-03-15", "Pellory Newspaper Trust", "+", "v", "-", "The Pellory Herald belongs to the Pellory Newspaper Trust."),
        ("2018-01-22", "Cress Media", "+", "v", "r", "Cress Media bought the Pellory Herald in 2018."),
        ("2023-01-23", "Cress Media", "+", "C", "r", "The Pellory Herald is still owned by Cress Media."),
    ]),
    ("D23", "crossing", "Kessa ferry|operator|", [], [
        ("2012-05-14", "Sarn Shipping", "+", "v", "-", "The Kessa ferry is run by Sarn Shipping."),
        ("2020-04-06", "Lumen Harbor Shipping", "+", "v", "r", "Since 2020 the Kessa ferry has been operated by Lumen Harbor Shipping."),
    ]),
    ("D24", "company", "Meridian Ports|chief executive|", [], [
        ("2015-02-09", "Feld", "+", "v", "-", "Meridian Ports' chief executive is Jonas Feld."),
        ("2022-02-07", "Brandvold", "+", "v", "s", "Meridian Ports' chief executive is Aiko Brandvold."),
    ]),
    ("D25", "airport", "Hask International Airport|operator|", [], [
        ("2011-07-11", "Hask Airport Authority", "+", "v", "-", "Hask International Airport is run by the Hask Airport Authority."),
        ("2019-07-15", "Ferrovia Airports", "+", "v", "s", "Hask International Airport is run by Ferrovia Airports."),
    ]),
    ("D26", "city", "Welkin Falls|mayor|", [], [
        ("2015-05-11", "Pike", "+", "v", "-", "Mayor of Welkin Falls: Dora Pike"),
        ("2023-05-15", "Haddad", "+", "v", "s", "Mayor of Welkin Falls: Samir Haddad"),
    ]),
    ("D27", "city", "Avenmoor|population|", [], [
        ("2010-12-06", "12400", "+", "v", "-", "Avenmoor has 12,400 residents."),
        ("2020-12-07", "13950", "+", "v", "s", "Avenmoor has 13,950 residents."),
    ]),
    ("D28", "company", "Dunmere Telecom|chief executive|", [], [
        ("2014-03-17", "Sena", "+", "v", "-", "Dunmere Telecom's chief executive is Paulo Sena."),
        ("2021-03-22", "Holm", "+", "v", "s", "Dunmere Telecom's chief executive is Greta Holm."),
    ]),
    ("D29", "company", "Pennyfold Insurance|headquarters|", [], [
        ("2012-10-08", "Pellory", "+", "v", "-", "Pennyfold Insurance has its head office in Pellory."),
        ("2022-10-10", "Quarrine", "+", "v", "s", "Pennyfold Insurance has its head office in Quarrine."),
    ]),
    ("D30", "country", "Veldrania|head of state|", [], [
        ("2011-02-14", "Strand", "+", "v", "-", "The president of Veldrania is Ivo Strand."),
        ("2017-02-20", "Morel", "+", "v", "s", "The president of Veldrania is Kasia Morel."),
    ]),
    ("D31", "company", "Halcyra Systems|chief executive|", [], [
        ("2013-01-21", "Ardent", "+", "v", "-", "Halcyra Systems is led by founder and CEO Nils Ardent."),
        ("2020-06-15", "Sandhu", "+", "v", "r", "Halcyra Systems' new chief executive is Priya Sandhu."),
        ("2024-06-17", "Sandhu", "+", "C", "r", "Priya Sandhu remains CEO of Halcyra Systems."),
    ]),
    ("D32", "country", "Maru Islands|ruling party|", [], [
        ("2014-04-07", "Island Party", "+", "v", "-", "The Maru Islands are governed by the Island Party."),
        ("2022-04-11", "People's Movement", "+", "v", "s", "The Maru Islands are governed by the People's Movement."),
    ]),
    ("D33", "company", "Ashgrove Brewing|main product|", [], [
        ("2012-11-05", "Ashgrove Bitter", "+", "v", "-", "Ashgrove Brewing's best-known beer is Ashgrove Bitter."),
        ("2021-11-08", "Harbour Lager", "+", "v", "s", "Ashgrove Brewing's best-known beer is Harbour Lager."),
    ]),
    ("D34", "museum", "Kelloway Museum of Science|director|", [], [
        ("2016-01-11", "Ben-Ami", "+", "v", "-", "The Kelloway Museum of Science is directed by Lior Ben-Ami."),
        ("2024-01-15", "Lund", "+", "v", "r", "Freya Lund has been director of the Kelloway Museum of Science since 2024."),
    ]),
]

# ---------------------------------------------------------------------------
# Negative groups: every memory here is labelled with the group's class and
# must never appear in a candidate pair. Members of one group share a key only
# when they state the same value (format_variant, elaboration, static) or the
# identical order time (equal_time); otherwise each member has its own key.
# Row: (date, key, value, text)
# ---------------------------------------------------------------------------
NEGATIVES = [
    ("multi_valued", "city", [
        ("2012-04-16", "Quarrine|twin town|Brenhollow", "Brenhollow", "Quarrine is twinned with Brenhollow."),
        ("2016-09-19", "Quarrine|twin town|Sarnick", "Sarnick", "Quarrine also has a twin-town partnership with Sarnick, signed in 2016."),
    ]),
    ("multi_valued", "company", [
        ("2014-02-17", "Halcyra Systems|subsidiary|Cloud", "Halcyra Cloud", "Halcyra Systems' subsidiaries include Halcyra Cloud."),
        ("2018-06-11", "Halcyra Systems|subsidiary|Payments", "Halcyra Payments", "Another Halcyra Systems subsidiary, Halcyra Payments, is based in Lumeth."),
    ]),
    ("multi_valued", "country", [
        ("2011-08-22", "Maru Islands|official language|Maruan", "Maruan", "Official languages of the Maru Islands: Maruan"),
        ("2015-08-24", "Maru Islands|official language|English", "English", "English is an official language of the Maru Islands too."),
    ]),
    ("multi_valued", "company", [
        ("2017-05-08", "Silverbirch Pharma|board member|Lindqvist", "Lindqvist", "Silverbirch Pharma's board includes Pia Lindqvist."),
        ("2020-05-11", "Silverbirch Pharma|board member|Reyes", "Reyes", "Anton Reyes also sits on the Silverbirch Pharma board."),
    ]),
    ("multi_valued", "company", [
        ("2016-03-28", "Kestrel Air|route|Toskel", "Toskel", "Kestrel Air operates a route to Toskel."),
        ("2019-04-01", "Kestrel Air|route|Avenmoor", "Avenmoor", "Kestrel Air has added another route, to Avenmoor."),
    ]),
    ("multi_valued", "company", [
        ("2013-09-16", "Brightmoor Foods|product|pies", "frozen pies", "Brightmoor Foods makes frozen pies."),
        ("2018-09-17", "Brightmoor Foods|product|soup", "tinned soup", "Brightmoor Foods also produces tinned soup."),
    ]),
    ("scope_disjoint", "company", [
        ("2018-05-07", "Kestrel Air|hub|summer", "Caddow", "Kestrel Air's summer hub is Caddow airport."),
        ("2018-11-05", "Kestrel Air|hub|winter", "Hask International", "In winter Kestrel Air bases its fleet at Hask International."),
    ]),
    ("scope_disjoint", "company", [
        ("2019-02-04", "Dunmere Telecom|regional head|north", "Ungar", "Dunmere Telecom's chief executive for the northern region is Sela Ungar."),
        ("2019-08-05", "Dunmere Telecom|regional head|south", "Hallam", "Dunmere Telecom's southern region is run by Piet Hallam."),
    ]),
    ("scope_disjoint", "company", [
        ("2017-01-09", "Harl Water|tariff|Quarrine", "2.10", "Harl Water charges 2.10 crowns per cubic metre in Quarrine."),
        ("2017-07-10", "Harl Water|tariff|Sarnick", "2.65", "In Sarnick, Harl Water's tariff is 2.65 crowns per cubic metre."),
    ]),
    ("scope_disjoint", "crossing", [
        ("2015-10-12", "Orm Bridge|toll|weekdays", "3", "The Orm Bridge toll is 3 crowns on weekdays."),
        ("2016-04-11", "Orm Bridge|toll|weekends", "1", "At weekends the Orm Bridge toll drops to 1 crown."),
    ]),
    ("scope_disjoint", "company", [
        ("2019-12-02", "Quillon Software|headquarters|Europe", "Lumeth", "Quillon Software's European headquarters is in Lumeth."),
        ("2021-12-06", "Quillon Software|headquarters|Asia", "Port Yrrin", "Quillon Software's Asian headquarters are in Port Yrrin."),
    ]),
    ("scope_disjoint", "museum", [
        ("2018-06-18", "Lumeth Fine Arts Gallery|opening hours|summer", "10-18", "The Lumeth Fine Arts Gallery opens 10:00-18:00 in summer."),
        ("2018-12-17", "Lumeth Fine Arts Gallery|opening hours|winter", "11-16", "Winter opening hours of the Lumeth Fine Arts Gallery: 11:00-16:00."),
    ]),
    ("format_variant", "city", [
        ("2021-10-04", "Pellory|population|2021 census", "1200000", "Population of Pellory: 1.2 million (2021 census)."),
        ("2022-02-07", "Pellory|population|2021 census", "1200000", "Pellory's 2021 census counted 1,200,000 residents."),
    ]),
    ("format_variant", "club", [
        ("2017-03-13", "Fenwick Lane|capacity|", "18500", "Toskel Wanderers' ground, Fenwick Lane, holds 18,500 spectators."),
        ("2020-03-16", "Fenwick Lane|capacity|", "18500", "Fenwick Lane capacity: 18.5k"),
    ]),
    ("format_variant", "company", [
        ("2023-03-06", "Marrowgate Energy|revenue|2022", "1bn", "Marrowgate Energy's revenue for 2022 was $1,000 million."),
        ("2023-09-04", "Marrowgate Energy|revenue|2022", "1bn", "Marrowgate Energy reported 2022 revenue of $1bn."),
    ]),
    ("format_variant", "company", [
        ("2014-06-09", "Corvane Motors|headquarters|", "Saint Alder", "Corvane Motors is headquartered in St. Alder."),
        ("2020-06-08", "Corvane Motors|headquarters|", "Saint Alder", "Corvane Motors has its head office in Saint Alder."),
    ]),
    ("format_variant", "airport", [
        ("2015-11-16", "Quarrine|main airport|", "QHI", "Quarrine's main airport is Quarrine-Hollis International (QHI)."),
        ("2021-11-15", "Quarrine|main airport|", "QHI", "Main airport: QHI (Quarrine Hollis Intl.)"),
    ]),
    ("format_variant", "company", [
        ("2023-07-03", "Lumen Harbor Shipping|fleet size|", "42", "Lumen Harbor Shipping's fleet numbers 42 vessels."),
        ("2024-01-08", "Lumen Harbor Shipping|fleet size|", "42", "Lumen Harbor Shipping has forty-two ships in service."),
    ]),
    ("elaboration", "company", [
        ("2013-08-05", "Ashgrove Brewing|owner|", "Marsh family", "Ashgrove Brewing is owned by the Marsh family."),
        ("2019-08-12", "Ashgrove Brewing|owner|", "Marsh family", "Ashgrove Brewing is owned by the Marsh family, who bought it in 1954 and hold about 80% of the shares."),
    ]),
    ("elaboration", "paper", [
        ("2014-10-13", "Ostravel Times|printer location|", "Hask", "The Ostravel Times is printed in Hask."),
        ("2018-10-15", "Ostravel Times|printer location|", "Hask", "The Ostravel Times is printed in Hask, at a plant on the ring road that also prints three regional weeklies."),
    ]),
    ("elaboration", "company", [
        ("2016-05-02", "Marrowgate Energy|auditor|", "Grey & Lisle", "Marrowgate Energy's auditor is Grey & Lisle, which has audited the group since its 1998 flotation."),
        ("2021-05-03", "Marrowgate Energy|auditor|", "Grey & Lisle", "Auditor: Grey & Lisle (Marrowgate Energy)"),
    ]),
    ("elaboration", "airport", [
        ("2012-07-09", "Brenhollow|main airport|", "Brenhollow Field", "Brenhollow's main airport is Brenhollow Field."),
        ("2017-07-10", "Brenhollow|main airport|", "Brenhollow Field", "Brenhollow Field, a former military airfield 8 km north of the town, is Brenhollow's main airport."),
    ]),
    ("elaboration", "city", [
        ("2019-06-03", "Sarnick|mayor|", "Fane", "Sarnick's mayor Odile Fane, a former schoolteacher elected on the Green list, leads a three-party coalition council."),
        ("2022-06-06", "Sarnick|mayor|", "Fane", "Sarnick's mayor is Odile Fane."),
    ]),
    ("different_subject", "company", [
        ("2016-01-18", "Kestrel Cargo|chief executive|", "Brody", "Kestrel Cargo names Hal Brody chief executive"),
        ("2014-12-01", "Orrin Insurance|parent company|", "Calvoria Financial Group", "Orrin Insurance is a subsidiary of Calvoria Financial Group."),
    ]),
    ("different_subject", "city", [
        ("2018-05-28", "North Quarrine|mayor|", "Lusk", "The mayor of North Quarrine is Petra Lusk."),
        ("2019-08-26", "Brask Town FC|home ground|", "Millrace Park", "Brask Town FC play their home games at Millrace Park."),
    ]),
    ("different_subject", "paper", [
        ("2017-02-13", "Pellory Gazette|editor|", "Holloway", "The Pellory Gazette is edited by Dina Holloway."),
        ("2021-02-15", "Talvex Medical|number of employees|", "900", "Talvex Medical employs about 900 people."),
    ]),
    ("different_subject", "club", [
        ("2018-07-02", "Caddow Athletic|kit sponsor|", "Ashgrove Brewing", "Caddow Athletic's shirt sponsor is Ashgrove Brewing."),
        ("2019-05-06", "Grauhill Mining|stock listing|Ostravel", "OSE", "Grauhill Mining is listed on the Ostravel Stock Exchange."),
    ]),
    ("different_subject", "country", [
        ("2016-03-07", "Tolvane|capital|", "Ostmark", "The capital of Tolvane is Ostmark."),
        ("2017-10-09", "Lanternfish|record label|", "Driftwood Records", "The Lanternfish are signed to Driftwood Records."),
    ]),
    ("different_subject", "crossing", [
        ("2015-04-20", "Orm ferry|operator|", "Marl Lines", "The Orm ferry is operated by Marl Lines."),
        ("2020-08-03", "Yrsel City|league|", "Northern League", "Yrsel City play in the Northern League."),
    ]),
    ("static", "univ", [
        ("2013-11-18", "University of Quarrine|founded|", "1642", "The University of Quarrine was founded in 1642."),
        ("2019-11-18", "University of Quarrine|founded|", "1642", "The University of Quarrine dates from 1642, when it was established by royal charter."),
    ]),
    ("static", "city", [
        ("2011-05-23", "Lumeth|river|", "Orm", "Lumeth lies on the river Orm."),
        ("2018-05-21", "Lumeth|river|", "Orm", "The Orm flows through Lumeth."),
    ]),
    ("static", "company", [
        ("2012-02-20", "Corvane Motors|founder|", "Elsa Corvane", "Corvane Motors was founded by Elsa Corvane."),
        ("2020-02-24", "Corvane Motors|founder|", "Elsa Corvane", "Elsa Corvane started Corvane Motors in a Sarnick garage."),
    ]),
    ("static", "city", [
        ("2014-07-07", "Brenhollow|location|", "Avenmoor valley", "Brenhollow is situated in the Avenmoor valley."),
        ("2021-07-05", "Brenhollow|location|", "Avenmoor valley", "Brenhollow sits in the Avenmoor valley."),
    ]),
    ("static", "paper", [
        ("2015-01-12", "Pellory Herald|first published|", "1871", "The Pellory Herald was first published in 1871."),
        ("2020-01-13", "Pellory Herald|first published|", "1871", "The Pellory Herald first appeared in 1871."),
    ]),
    ("static", "club", [
        ("2016-08-22", "Toskel Wanderers|founded|", "1899", "Toskel Wanderers were formed in 1899."),
        ("2022-08-22", "Toskel Wanderers|founded|", "1899", "Toskel Wanderers came into being in 1899."),
    ]),
    ("membership", "country", [
        ("2013-05-13", "Tolvane|member of|Coastal Compact", "Coastal Compact", "Tolvane is a member state of the Coastal Compact."),
        ("2017-05-15", "Tolvane|member of|Southern Customs Union", "Southern Customs Union", "Tolvane also belongs to the Southern Customs Union."),
    ]),
    ("membership", "company", [
        ("2012-12-03", "Orrin Bank|member of|Bankers' Association", "Bankers' Association", "Orrin Bank is a member of the Calvorian Bankers' Association."),
        ("2017-12-04", "Orrin Bank|member of|Clearing House", "Clearing House", "Orrin Bank holds a seat on the Ostravel Clearing House, which it joined in 2017."),
    ]),
    ("membership", "univ", [
        ("2014-03-24", "University of Quarrine|member of|Harbour Universities", "Harbour Universities Group", "The University of Quarrine is a member of the Harbour Universities Group."),
        ("2019-03-25", "University of Quarrine|member of|Sapphire", "Sapphire Research Network", "The University of Quarrine joined the Sapphire Research Network in 2019."),
    ]),
    ("membership", "company", [
        ("2018-02-26", "Marrowgate Energy|member of|Energy Forum", "Tolvane Energy Forum", "Marrowgate Energy sits on the council of the Tolvane Energy Forum."),
        ("2021-03-01", "Marrowgate Energy|member of|Clean Grid", "Clean Grid Alliance", "Marrowgate Energy is also a member of the Clean Grid Alliance."),
    ]),
    ("membership", "club", [
        ("2016-11-14", "Yrsel United|member of|Northern Clubs' Forum", "Northern Clubs' Forum", "Yrsel United is a founder member of the Northern Clubs' Forum."),
        ("2020-11-16", "Yrsel United|member of|Calvorian FA", "Calvorian FA", "Yrsel United are full members of the Calvorian Football Association."),
    ]),
    ("equal_time", "city", [
        ("2019-07-01", "Caddow|population|", "88400", "Population of Caddow: 88,400 (2019 estimate)."),
        ("2019-07-01", "Caddow|population|", "91200", "Caddow has 91,200 inhabitants (2019 estimate)."),
    ]),
    ("equal_time", "univ", [
        ("2020-10-05", "Lumeth College|chancellor|", "Dray", "Hollis Dray was named chancellor of Lumeth College."),
        ("2020-10-05", "Lumeth College|chancellor|", "Ekwe", "Lumeth College's chancellor is Mona Ekwe."),
    ]),
    ("equal_time", "company", [
        ("2018-04-09", "Pennyfold Insurance|number of employees|", "2300", "Pennyfold Insurance employs 2,300 people."),
        ("2018-04-09", "Pennyfold Insurance|number of employees|", "2750", "Pennyfold Insurance has a workforce of 2,750."),
    ]),
    ("equal_time", "paper", [
        ("2016-12-12", "Ostravel Times|owner|", "Cress Media", "The Ostravel Times' owner is Cress Media."),
        ("2016-12-12", "Ostravel Times|owner|", "Harbour Press", "The Ostravel Times is owned by Harbour Press Ltd."),
    ]),
    ("equal_time", "club", [
        ("2021-08-09", "Pellory Athletic|manager|", "Castell", "Pellory Athletic's manager is Nuno Castell."),
        ("2021-08-09", "Pellory Athletic|manager|", "Hart", "Manager: Gwen Hart (Pellory Athletic)"),
    ]),
    ("unrelated", "mixed", [
        ("2014-09-15", "Kestrel Air|livery|", "teal", "Kestrel Air's aircraft are painted teal and white."),
        ("2012-10-22", "Brask FC|nickname|", "Millers", "Brask FC's nickname is the Millers."),
        ("2013-06-17", "Quarrine|heritage|", "1979", "Quarrine's old town has been a protected heritage site since 1979."),
        ("2015-02-23", "Orrin Bank|logo|", "heron", "Orrin Bank's logo is a grey heron."),
        ("2020-05-25", "Pellory Herald|award|", "flood", "The Pellory Herald won a regional press award for its flood coverage."),
        ("2011-03-28", "Talvex|origin|", "fax", "Talvex was founded in 1987 as a maker of fax modems."),
        ("2016-08-15", "Calvoria|national day|", "14 August", "Calvoria's national day is 14 August."),
        ("2013-12-09", "Sarn Strait|width|", "9 km", "The Sarn Strait is about 9 km wide at its narrowest point."),
        ("2019-01-28", "Mothlight Parade|recording|", "chapel", "Mothlight Parade's second album was recorded in a disused chapel."),
        ("2022-03-14", "Hask City|supporters trust|", "3000", "Hask City's supporters' trust has about 3,000 members."),
        ("2017-04-24", "Veldrania|parliament seats|", "151", "Veldrania's parliament has 151 seats."),
        ("2018-01-15", "University of Quarrine|library|", "2.3m", "The University of Quarrine's library holds 2.3 million volumes."),
        ("2015-11-23", "Lumeth|festival|", "lantern", "Lumeth hosts a lantern festival every November."),
        ("2010-07-12", "Grauhill Steel|blast furnace|", "2009", "Grauhill Steel's blast furnace at Ostravel was decommissioned in 2009."),
        ("2021-06-14", "Yrsel United|academy|", "Brook Farm", "Yrsel United's youth academy is at Brook Farm."),
        ("2014-01-20", "Ostrevia|traffic|", "left", "Ostrevia drives on the left."),
        ("2016-06-20", "Orm Bridge|length|", "640 m", "The Orm Bridge is 640 metres long."),
        ("2017-09-25", "Quarrine Maritime Museum|exhibit|", "Alba", "The Quarrine Maritime Museum's best-known exhibit is the wreck of the schooner Alba."),
        ("2022-09-19", "Silverbirch Pharma|campus|", "halt", "Silverbirch Pharma's research campus has its own railway halt."),
        ("2019-12-16", "Avenmoor Courier|paper|", "recycled", "The Avenmoor Courier is printed on recycled paper."),
        ("2023-02-06", "Dunmere Telecom|sponsorship|", "chess", "Dunmere Telecom sponsors the Tolvane chess championship."),
        ("2012-06-25", "Caddow|market|", "1860s", "Caddow's covered market dates from the 1860s."),
        ("2020-10-26", "Sarnick Moorside|runways|", "1", "Sarnick Moorside airport has a single runway."),
        ("2024-03-11", "Kelloway|port|", "largest", "Kelloway is the largest port in the Maru Islands."),
    ]),
]

MODE_SHARE = (("live", 0.27), ("stamped", 0.55), ("backfilled", 0.18))


def parse_day(s):
    y, m, d = (int(x) for x in s.split("-"))
    return dt.datetime(y, m, d, tzinfo=dt.timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # dicts in table order
    for fid, domain, key, flags, rows in FAMILIES:
        prev = None
        for i, (date, value, pol, kind, wording, text) in enumerate(rows):
            if i == 0:
                assert wording == "-" and kind == "v", fid
            else:
                assert wording in ("r", "s"), fid
                if kind in ("c", "C"):
                    assert (value, pol) == (prev[1], prev[2]), (fid, i)
            mems.append(dict(fam=fid, domain=domain, key=key, date=date, value=value, pol=pol,
                             kind=kind, wording=wording, text=text, index=i,
                             cls=("confirmation" if kind == "C" else None),
                             hard=("hard:%d" % i) in flags))
            prev = rows[i]
    for gi, (cls, domain, rows) in enumerate(NEGATIVES):
        gid = "G%02d" % (gi + 1)
        for i, (date, key, value, text) in enumerate(rows):
            mems.append(dict(fam=gid, domain=domain, key=key, date=date, value=value, pol="+",
                             kind="n", wording="-", text=text, index=i, cls=cls, hard=False))

    # time modes: exact shares over the whole set, shuffled; equal_time groups share one mode
    n = len(mems)
    counts = [round(share * n) for _, share in MODE_SHARE]
    counts[-1] = n - sum(counts[:-1])
    modes = []
    for (name, _), c in zip(MODE_SHARE, counts):
        modes += [name] * c
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode
    groups = {}
    for m in mems:
        groups.setdefault(m["fam"], []).append(m)
    gorder = sorted(groups)
    for g in gorder:
        ms = groups[g]
        if ms[0]["cls"] == "equal_time":
            for m in ms[1:]:
                if ms[0]["mode"] != "backfilled":
                    m["mode"] = ms[0]["mode"]
    # order times
    for g in gorder:
        ms = groups[g]
        eq = ms[0]["cls"] == "equal_time"
        shared = None
        if eq:
            anyback = any(m["mode"] == "backfilled" for m in ms)
            shared = parse_day(ms[0]["date"]) + (dt.timedelta(0) if anyback else
                                                 dt.timedelta(hours=rng.randint(8, 19), minutes=rng.randint(0, 59)))
        for m in ms:
            day = parse_day(m["date"])
            if eq:
                m["order"] = shared
            elif m["mode"] == "backfilled":
                m["order"] = day
            else:
                m["order"] = day + dt.timedelta(hours=rng.randint(7, 21), minutes=rng.randint(0, 59),
                                                seconds=rng.randint(0, 59))
        # created_at / observed_at
        back = sorted([m for m in ms if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        base = dt.datetime(2026, 11, rng.randint(2, 27), rng.randint(8, 18), rng.randint(0, 59),
                           rng.randint(0, 59), tzinfo=dt.timezone.utc)
        step = dt.timedelta(0)
        for m in back:
            m["created"] = base + step
            m["observed"] = m["order"]
            step += dt.timedelta(seconds=rng.randint(2, 9))
        for m in ms:
            if m["mode"] == "live":
                m["created"] = m["order"]
                m["observed"] = None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rng.randint(2, 240), seconds=rng.randint(0, 59))
            assert m["created"] < CUTOFF and m["order"] < CUTOFF

    # ids assigned in a shuffled order, file order shuffled again
    perm = list(range(n))
    rng.shuffle(perm)
    for k, idx in enumerate(perm):
        mems[idx]["id"] = "a%03d" % (k + 1)
    fileorder = list(range(n))
    rng.shuffle(fileorder)
    return mems, groups, gorder, [mems[i] for i in fileorder]


def truth_of(mems):
    """Pairs from labels only: within a key, each memory is expired by the
    earliest strictly newer memory whose (value, polarity) differs."""
    bykey = {}
    for m in mems:
        bykey.setdefault(m["key"], []).append(m)
    pairs = []
    for k in sorted(bykey):
        ms = sorted(bykey[k], key=lambda m: m["order"])
        fams = sorted({m["fam"] for m in ms})
        assert len(fams) == 1 or all(m["cls"] for m in ms), ("key shared across families", k, fams)
        if len(fams) > 1:
            vals = {(m["value"], m["pol"]) for m in ms}
            assert len(vals) == 1, ("labelled groups share a key with differing values", k)
        for i, m in enumerate(ms):
            for o in ms[i + 1:]:
                if o["order"] > m["order"] and (o["value"], o["pol"]) != (m["value"], m["pol"]):
                    pairs.append((m, o, "negation" if o["pol"] != m["pol"] else "value"))
                    break
    return pairs


def check(mems, groups, gorder, pairs):
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate text"
    for g in gorder:
        ms = groups[g]
        orders = [m["order"] for m in ms]
        if ms[0]["cls"] == "equal_time":
            assert len(set(orders)) == 1, g
        else:
            assert len(set(orders)) == len(orders), ("shared order time", g)
        if g[0] in "FNTD":
            assert orders == sorted(orders), ("rows out of order", g)
    for a, b, _ in pairs:
        assert a["cls"] is None and b["cls"] is None, ("labelled memory in a pair", a["id"], b["id"])
    # every unlabelled memory takes part in at least one pair (a changing fact)
    inpair = {m["id"] for p in pairs for m in p[:2]}
    for m in mems:
        if m["cls"] is None:
            assert m["id"] in inpair, ("unlabelled memory in no pair", m["fam"], m["index"])


def words(s):
    return re.findall(r"[A-Za-z0-9']+", s.lower())


def jaccard(a, b):
    x, y = set(words(a)), set(words(b))
    return len(x & y) / len(x | y)


def write(path, lines):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        for obj in lines:
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    os.replace(tmp, path)


def outputs(fileorder, mems, pairs):
    memlines = []
    for m in fileorder:
        o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
        if m["observed"] is not None:
            o["observed_at"] = rfc(m["observed"])
        memlines.append(o)
    tl = sorted(({"expired_id": a["id"], "replacement_id": b["id"], "reason": r} for a, b, r in pairs),
                key=lambda t: (t["expired_id"], t["replacement_id"]))
    ll = sorted(({"id": m["id"], "class": m["cls"]} for m in mems if m["cls"]), key=lambda t: t["id"])
    return memlines, tl, ll


def stats(mems, groups, gorder, pairs):
    out = []
    p = out.append
    fam = [g for g in gorder if g[0] in "FNTD"]
    p("memories: %d" % len(mems))
    p("changing families: %d" % len(fam))
    nver = {}
    for g in fam:
        v = sum(1 for m in groups[g] if m["kind"] == "v")
        nver[v] = nver.get(v, 0) + 1
    p("versions per family: " + ", ".join("%d versions: %d" % (k, nver[k]) for k in sorted(nver)))
    p("in-chain confirmations (unlabelled, expired by the next change): %d"
      % sum(1 for m in mems if m["kind"] == "c"))
    p("families with a move back: %d" % sum(1 for f in FAMILIES if "back" in f[3]))
    p("hard-worded intervening versions: %d" % sum(1 for m in mems if m["hard"]))
    p("true pairs: %d (value %d, negation %d)" % (len(pairs), sum(1 for x in pairs if x[2] == "value"),
                                                  sum(1 for x in pairs if x[2] == "negation")))
    unl = [m for m in mems if m["cls"] is None]
    p("memories in changing families (unlabelled): %d" % len(unl))
    cls = {}
    for m in mems:
        if m["cls"]:
            cls[m["cls"]] = cls.get(m["cls"], 0) + 1
    p("labelled memories: %d" % sum(cls.values()))
    for c in sorted(cls):
        p("  %-18s %d" % (c, cls[c]))
    dom = {}
    for m in mems:
        d = dom.setdefault(m["domain"], [0, 0])
        d[0 if m["cls"] is None else 1] += 1
    p("register (subject type): unlabelled / labelled")
    for d in sorted(dom):
        p("  %-10s %3d / %3d" % (d, dom[d][0], dom[d][1]))
    md = {}
    for m in mems:
        md[m["mode"]] = md.get(m["mode"], 0) + 1
    p("time modes: " + ", ".join("%s %d (%.1f%%)" % (k, md[k], 100.0 * md[k] / len(mems)) for k in sorted(md)))
    inv = 0
    for g in fam:
        ms = sorted(groups[g], key=lambda m: m["order"])
        for a, b in zip(ms, ms[1:]):
            if b["created"] < a["created"]:
                inv += 1
    p("adjacent family steps whose created_at order inverts order time: %d" % inv)
    newer = [m for m in mems if m["cls"] is None and m["index"] > 0]
    rw = sum(1 for m in newer if m["wording"] == "r")
    p("newer memories in changing families: %d; reworded %d (%.1f%%), one-slot edits %d"
      % (len(newer), rw, 100.0 * rw / len(newer), len(newer) - rw))
    js = {"r": [], "s": []}
    for g in fam:
        ms = groups[g]
        for a, b in zip(ms, ms[1:]):
            if b["cls"] is None:
                js[b["wording"]].append(jaccard(a["text"], b["text"]))
    for k in ("r", "s"):
        v = js[k]
        p("word-set Jaccard with the memory before: %s mean %.2f (min %.2f, max %.2f, n=%d)"
          % ({"r": "reworded", "s": "slot edit"}[k], sum(v) / len(v), min(v), max(v), len(v)))
    wl = [len(words(m["text"])) for m in mems]
    p("words per memory: mean %.1f, min %d, max %d" % (sum(wl) / len(wl), min(wl), max(wl)))
    forms = {"infobox/label (contains ':' or ' - ')": 0, "headline (no final period)": 0,
             "date inside the text": 0}
    for m in mems:
        t = m["text"]
        if ": " in t or " - " in t:
            forms["infobox/label (contains ':' or ' - ')"] += 1
        if not t.endswith("."):
            forms["headline (no final period)"] += 1
        if re.search(r"\b(19|20)\d\d\b", t):
            forms["date inside the text"] += 1
    for k in forms:
        p("  %s: %d" % (k, forms[k]))
    return "\n".join(out)


def main(argv):
    mems, groups, gorder, fileorder = build()
    pairs = truth_of(mems)
    check(mems, groups, gorder, pairs)
    if "--stats" in argv:
        print(stats(mems, groups, gorder, pairs))
        return 0
    if "--list" in argv:
        exp = {}
        for a, b, r in pairs:
            exp[a["id"]] = (b["id"], r)
        for m in sorted(mems, key=lambda m: (m["fam"], m["order"], m["index"])):
            lab = m["cls"] or "changing"
            e = exp.get(m["id"])
            print("%s %s %-10s %-4s %-17s %s|%s%s kind=%s w=%s%s  %s" % (
                m["id"], rfc(m["order"]), m["mode"], m["fam"], lab, m["value"], m["pol"],
                "" if not e else " -> %s(%s)" % e, m["kind"], m["wording"], " hard" if m["hard"] else "",
                m["text"]))
        return 0
    memlines, tl, ll = outputs(fileorder, mems, pairs)
    for name, lines in (("memories.jsonl", memlines), ("truth.jsonl", tl), ("labels.jsonl", ll)):
        write(os.path.join(HERE, name), lines)
    for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        with open(os.path.join(HERE, name), "rb") as f:
            print("%s  %s" % (hashlib.sha256(f.read()).hexdigest(), name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
