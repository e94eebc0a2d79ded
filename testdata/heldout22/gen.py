#!/usr/bin/env python3
"""heldout22: a blind evaluation corpus of newsroom, publishing and editorial memories for l9.

Every label (family, value, polarity, negative class) is fixed in the tables below before anything
is generated. Times and time modes are drawn from one seeded generator. Truth is computed from the
labels and the generated order times only, never from the texts.

    python3 gen.py           write memories.jsonl, truth.jsonl, labels.jsonl next to this file
    python3 gen.py --stats   print counts (classes, pairs, modes, wording statistics)
    python3 gen.py --list    print every memory: id, order time, mode, labels, content

Standard library only; two runs give byte-identical files.
"""

import datetime as dt
import difflib
import json
import os
import random
import re
import sys

SEED = 22022026
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------------------------
# Changing families. One family = one fact: one subject, one attribute, one scope.
# Versions are listed in chronological order. Each version is (value, polarity, text, tag)
# where tag is "" (plain), "confirm" (restates the value in force), or "hard" (a hard-worded
# intervening version). Polarity "+" = the fact holds, "-" = the fact stopped holding.
# window (optional) bounds the order times of the family: (first-earliest, last-latest).
# ---------------------------------------------------------------------------------------------


def F(fid, subject, attribute, scope, versions, window=None):
    return dict(fid=fid, subject=subject, attribute=attribute, scope=scope,
                versions=[dict(value=v[0], pol=v[1], text=v[2], tag=(v[3] if len(v) > 3 else ""))
                          for v in versions],
                window=window)


FAMILIES = [
    # ---- The Calloway Courier: desks, beats, columns, deadlines, shifts ----
    F("biz-editor", "Courier business pages", "editor", "Courier", [
        ("Hester Quayle", "+", "Hester Quayle is editing the business pages."),
        ("Anselm Ruiz", "+", "Business desk: Anselm Ruiz takes over as editor on Monday while Hester is on secondment to the investigations unit."),
        ("Hester Quayle", "+", "Hester's secondment ended early and she's back running business."),
        ("Bettina Kroll", "+", "Business ed. from the 1st: Bettina Kroll."),
    ]),
    F("sport-editor", "Courier sport section", "editor", "Courier", [
        ("Lorcan Feeney", "+", "Sports editor: Lorcan Feeney"),
        ("Greer Maddox", "+", "Sports editor: Greer Maddox"),
    ]),
    F("perpetua-beat", "Perpetua Nwosu", "beat", "Courier", [
        ("courts", "+", "Perpetua Nwosu \u2014 beat: courts"),
        ("health", "+", "Perpetua's come off courts and is on the health beat now."),
        ("education", "+", "Schools and universities story list goes to Perpetua from this week; the health patch is back in the pool.", "hard"),
        ("courts", "+", "Perpetua Nwosu returns to the courts beat."),
    ]),
    F("tobiah-beat", "Tobiah Marsh", "beat", "Courier", [
        ("transport", "+", "Tobiah Marsh covers transport."),
        ("local government", "+", "Tobiah Marsh covers local government."),
    ]),
    F("side-streets-day", "Side Streets column", "day", "daily paper", [
        ("Tuesday", "+", "Side Streets (Yusra Haddad's column) runs on Tuesdays."),
        ("Thursday", "+", "Yusra's column is moving to Thursdays."),
        ("Thursday", "+", "Side Streets stays on Thursdays after the redesign \u2014 checked with the features ed.", "confirm"),
        ("Saturday", "+", "Side Streets will run on Saturdays from next month."),
    ]),
    F("fen-slot", "Fen Aldous column", "slot", "Courier", [
        ("page 2 lead", "+", "Fen Aldous's column has the page 2 lead slot."),
        ("page 5", "+", "Fen's column was bumped to page 5 to make room for the new puzzle strip."),
    ]),
    F("weekday-copy-deadline", "Courier copy deadline", "time", "weekday paper", [
        ("17:30", "+", "Copy deadline for the weekday paper: 17:30."),
        ("16:00", "+", "Weekday copy deadline pulled forward to 16:00 because of the earlier press start."),
        ("16:30", "+", "Weekday copy now has to be in by 4.30pm."),
    ]),
    F("sunday-copy-deadline", "Courier copy deadline", "time", "Sunday edition", [
        ("Friday 18:00", "+", "Courier on Sunday: copy deadline is Friday 6pm."),
        ("Saturday 12:00", "+", "Courier on Sunday: copy deadline is Saturday noon."),
    ]),
    F("sat-late-sub", "Courier Saturday late shift", "sub-editor", "Courier", [
        ("Casimir Oyelaran", "+", "Saturday late shift sub: Casimir Oyelaran."),
        ("Willa Strand", "+", "Saturday late shift sub: Willa Strand."),
        ("Casimir Oyelaran", "+", "Rota change \u2014 Casimir's back on Saturday nights."),
        ("Dov Aharoni", "+", "Dov Aharoni has the Saturday late sub shift from the next rota."),
    ]),
    F("morning-brief", "Morning Brief newsletter", "send time", "Courier", [
        ("06:30", "+", "The Morning Brief newsletter goes out at 06:30."),
        ("06:00", "+", "Morning Brief send time moved up to 6am."),
        ("06:00", "-", "Morning Brief is paused for now \u2014 no sends until the new platform is live."),
        ("06:00", "+", "Morning Brief is back, sending at 6 again."),
    ]),
    F("rafe-employer", "Rafe Ostrowski", "employer", "", [
        ("Courier", "+", "Rafe Ostrowski has joined the Courier as political correspondent."),
        ("Courier", "-", "Rafe Ostrowski has left the paper; his last piece runs Friday."),
    ]),
    F("culture-editor", "Courier culture pages", "editor", "Courier", [
        ("Noor Qureshi", "+", "Culture pages \u2014 ed. Noor Qureshi"),
        ("Jory Pascoe", "+", "Noor is stepping down from culture; Jory Pascoe edits the section from the 14th."),
    ]),
    F("obits-editor", "Courier obituaries", "editor", "Courier", [
        ("Mirela Dascalu", "+", "Obituaries are handled by Mirela Dascalu."),
        ("Seun Adebanjo", "+", "Obituaries are handled by Seun Adebanjo."),
    ]),
    F("letters-editor", "Courier letters page", "editor", "Courier", [
        ("Bram Okonedo", "+", "Letters page: Bram Okonedo selects and edits."),
        ("Aoife Rennick", "+", "The letters page is now edited by Aoife Rennick."),
    ]),
    F("style-editor", "Courier house style", "editor", "Courier", [
        ("Gideon Wray", "+", "House style editor: Gideon Wray"),
        ("Liesl Brauer", "+", "Liesl Brauer has been made house style editor."),
    ]),
    F("courier-printer", "Courier", "printer", "", [
        ("Kestrel Litho", "+", "The Courier is printed by Kestrel Litho."),
        ("Blackwater Web Offset", "+", "Print contract switched to Blackwater Web Offset."),
        ("Kestrel Litho", "+", "We're going back to Kestrel Litho for printing from April \u2014 Blackwater couldn't hold the slot."),
    ]),
    F("weekday-print-run", "Courier print run", "copies", "weekday paper", [
        ("48000", "+", "Print run: 48,000 (weekday)"),
        ("45500", "+", "Weekday run cut to 45,500."),
        ("43000", "+", "Weekday run cut to 43,000."),
        ("41000", "+", "Circulation asked for 41,000 on weekdays going forward."),
        ("39500", "+", "Weekday print run now 39.5k."),
    ]),
    F("sunday-print-run", "Courier print run", "copies", "Sunday edition", [
        ("61000", "+", "Sunday print run 61,000."),
        ("64000", "+", "Courier on Sunday run raised to 64,000 for the autumn relaunch."),
    ]),
    F("weekday-pages", "Courier pagination", "pages", "weekday paper", [
        ("48", "+", "Weekday paper is 48pp."),
        ("40", "+", "Weekday paper is 40pp."),
    ]),
    F("crossword-setter", "Courier crossword", "setter", "Courier", [
        ("Otto Laine", "+", "Crossword setter: Otto Laine"),
        ("Sunniva Berg", "+", "Crossword setter: Sunniva Berg"),
    ]),
    F("sunday-puzzle", "Courier on Sunday puzzle supplement", "runs", "Sunday edition", [
        ("runs", "+", "Courier on Sunday carries an eight-page puzzle supplement."),
        ("runs", "-", "The Sunday puzzle supplement has been discontinued."),
    ]),
    F("weekend-mag-editor", "Courier weekend magazine", "editor", "Courier", [
        ("Tamsin Holloway", "+", "Weekend magazine ed: Tamsin Holloway"),
        ("Ezra Kwan", "+", "The weekend magazine was handed to Ezra Kwan when Tamsin went on leave."),
    ]),
    F("picture-editor", "Courier picture desk", "editor", "Courier", [
        ("Idris Calder", "+", "Picture desk is led by Idris Calder."),
        ("Magda Sorensen", "+", "Picture editor: Magda Sorensen (acting)"),
        ("Ruth Abernathy", "+", "Ruth Abernathy appointed picture editor, ending the acting arrangement."),
    ]),
    F("digital-editor", "Courier digital", "editor", "Courier", [
        ("Kit Delacroix", "+", "Digital editor: Kit Delacroix"),
        ("Priya Anand", "+", "Digital editor: Priya Anand"),
    ]),
    F("hedgerow-column", "Hedgerow column", "runs", "weekend magazine", [
        ("fortnightly", "+", "Hollis Penrose's nature column, Hedgerow, runs fortnightly in the weekend magazine."),
        ("fortnightly", "-", "Hedgerow has been dropped from the weekend magazine."),
        ("fortnightly", "+", "Hedgerow is revived \u2014 fortnightly again, starting with the spring equinox piece."),
    ]),
    F("sunday-sport-editor", "Courier sport section", "editor", "Sunday edition", [
        ("Halvard Mbeki", "+", "Courier on Sunday sport is edited by Halvard Mbeki."),
        ("Petra Lindgren", "+", "Petra Lindgren now edits Sunday sport."),
    ]),
    F("weekday-chief-sub", "Courier chief sub", "person", "weekdays", [
        ("Ottoline Barre", "+", "Chief sub (weekdays): Ottoline Barre"),
        ("Kasper Nyholm", "+", "Chief sub (weekdays): Kasper Nyholm"),
    ]),
    # ---- Podcasts: Night Desk (news) and The Margin Notes (books) ----
    F("nightdesk-host", "Night Desk podcast", "host", "", [
        ("Marisol Threlkeld", "+", "Marisol Threlkeld hosts Night Desk."),
        ("Marisol Threlkeld", "-", "Marisol is no longer hosting Night Desk while she's on book leave."),
        ("Marisol Threlkeld", "+", "Marisol Threlkeld returns as host of Night Desk next week."),
    ]),
    F("nightdesk-recday", "Night Desk podcast", "recording day", "", [
        ("Wednesday", "+", "Night Desk records on Wednesdays."),
        ("Tuesday", "+", "Studio's only free Tuesdays now, so that's when the Night Desk team goes in.", "hard"),
        ("Monday", "+", "Recording day for Night Desk: Monday"),
        ("Tuesday", "+", "Night Desk recording moves back to Tuesday."),
    ]),
    F("nightdesk-producer", "Night Desk podcast", "producer", "", [
        ("Ansel Kirwan", "+", "Night Desk producer: Ansel Kirwan"),
        ("Dilys Varga", "+", "Night Desk producer: Dilys Varga"),
    ]),
    F("nightdesk-release", "Night Desk podcast", "release time", "", [
        ("05:00", "+", "Night Desk episodes drop at 5am."),
        ("18:00", "+", "Night Desk now publishes at 6pm the evening before."),
    ]),
    F("marginnotes-host", "The Margin Notes podcast", "host", "", [
        ("Priyanka Dole", "+", "The Margin Notes is hosted by Priyanka Dole."),
        ("Calum Breck", "+", "From episode 40 the Margin Notes host is Calum Breck."),
    ]),
    F("marginnotes-release", "The Margin Notes podcast", "release day", "", [
        ("Friday", "+", "New Margin Notes episodes go live on Fridays."),
        ("Thursday", "+", "New Margin Notes episodes go live on Thursdays."),
    ]),
    F("marginnotes-length", "The Margin Notes podcast", "episode length", "", [
        ("45 minutes", "+", "Margin Notes episodes run about 45 minutes."),
        ("30 minutes", "+", "We're cutting Margin Notes to a 30-minute format."),
    ]),
    F("marginnotes-studio", "The Margin Notes podcast", "studio", "", [
        ("Alder Street studio", "+", "Margin Notes records at the Alder Street studio."),
        ("H&C basement booth", "+", "Margin Notes recording has moved to the basement booth at H&C."),
    ]),
    # ---- Harefield & Crane: the title tracker ----
    F("lantern-pubdate", "The Lantern Ferry", "pub date", "UK", [
        ("2026-03-12", "+", "Pub date: 12 March 2026 (The Lantern Ferry)"),
        ("2026-04-09", "+", "The Lantern Ferry was pushed back to 9 April."),
        ("2026-05-07", "+", "Lost our printer slot, so we're now looking at May 7 for Cordelia's book.", "hard"),
        ("2026-06-04", "+", "Lantern Ferry pub date final: 4 June 2026."),
    ], window=("2025-04-01", "2026-02-20")),
    F("lantern-printrun-hb", "The Lantern Ferry", "print run", "hardback", [
        ("5000", "+", "Print run: 5,000 (hardback, Lantern Ferry)"),
        ("8000", "+", "Lantern Ferry first printing raised to 8,000."),
        ("8000", "+", "Still 8,000 on the Lantern Ferry hardback after sales conference.", "confirm"),
        ("12000", "+", "Going to 12k on the Lantern Ferry hb after the Waterstones order."),
    ], window=("2025-05-01", "2026-05-20")),
    F("lantern-printrun-pb", "The Lantern Ferry", "print run", "paperback", [
        ("15000", "+", "Paperback run for The Lantern Ferry: 15,000"),
        ("20000", "+", "Paperback run for The Lantern Ferry: 20,000"),
    ], window=("2026-01-10", "2026-10-20")),
    F("lantern-jacket", "The Lantern Ferry", "cover designer", "hardback", [
        ("Ilse Vantongeren", "+", "Hardback jacket for The Lantern Ferry: Ilse Vantongeren"),
        ("Kofi Brandauer", "+", "Jacket redesign handed to Kofi Brandauer after the sales feedback."),
    ], window=("2025-03-01", "2026-01-31")),
    F("fieldguide-german", "A Field Guide to Leaving", "translator", "German edition", [
        ("Friedl Ambach", "+", "German translation of A Field Guide to Leaving: Friedl Ambach"),
        ("Jonas Weilheim", "+", "The German edition of Field Guide has been reassigned to Jonas Weilheim."),
    ]),
    F("obi-agent", "Matthias Obi", "agent", "", [
        ("Mireille Tanaka", "+", "Matthias Obi is represented by Mireille Tanaka at Foxhollow."),
        ("Desmond Achebe-Hart", "+", "Matthias has moved agencies and is now with Desmond Achebe-Hart."),
    ]),
    F("winter-status", "Winter Quarters", "in print", "", [
        ("in print", "+", "Winter Quarters is in print (fourth printing)."),
        ("in print", "-", "Winter Quarters is out of print as of this month."),
        ("in print", "+", "Winter Quarters back in print \u2014 the anniversary reissue."),
    ]),
    F("hc-distribution", "Harefield & Crane", "distributor", "trade", [
        ("Northgate Distribution", "+", "H&C trade distribution: Northgate Distribution"),
        ("Penfold Trade Services", "+", "From January Penfold Trade Services handle our distribution."),
        ("Arclight Books Distribution", "+", "After the Penfold deal collapsed, Arclight Books Distribution picked up the whole list.", "hard"),
        ("Northgate Distribution", "+", "Distribution is back with Northgate."),
    ]),
    F("ninebridges-extent", "Nine Bridges", "page count", "", [
        ("320", "+", "Extent: 320pp (Nine Bridges)"),
        ("352", "+", "Extent: 352pp (Nine Bridges)"),
        ("368", "+", "Final extent for Nine Bridges is 368pp now the index is in."),
    ]),
    F("smallhours-pubdate", "Small Hours Atlas", "pub date", "", [
        ("2 October", "+", "Small Hours Atlas pub date: 2 October"),
        ("16 October", "+", "Small Hours Atlas pub date: 16 October"),
    ], window=("2025-11-01", "2026-08-31")),
    F("copper-editor", "The Copper Orchard", "editor", "", [
        ("Rosalind Achterberg", "+", "Editor on The Copper Orchard: Rosalind Achterberg"),
        ("Femi Lindqvist", "+", "The Copper Orchard moved to Femi Lindqvist's list when Rosalind went part-time."),
    ]),
    F("copper-arcs", "The Copper Orchard", "ARC mailing date", "", [
        ("3 February", "+", "ARCs for The Copper Orchard go out 3 Feb."),
        ("17 February", "+", "ARCs for The Copper Orchard go out 17 Feb."),
    ], window=("2025-06-01", "2026-01-25")),
    F("copper-netgalley", "The Copper Orchard", "on NetGalley", "", [
        ("NetGalley", "+", "The Copper Orchard is available to reviewers on NetGalley."),
        ("NetGalley", "-", "Pulled The Copper Orchard off NetGalley after the file turned up on a piracy site."),
    ]),
    F("copper-printrun", "The Copper Orchard", "print run", "first printing", [
        ("6000", "+", "Copper Orchard first printing: 6,000"),
        ("7500", "+", "Copper Orchard first printing: 7,500"),
        ("10000", "+", "Ten thousand copies for the first printing of The Copper Orchard, per the MD."),
    ]),
    F("understudy-price-uk", "The Understudy's Daughter", "price", "UK hardback", [
        ("GBP 16.99", "+", "The Understudy's Daughter UK hardback: \u00a316.99"),
        ("GBP 18.99", "+", "UK price on Understudy's Daughter goes up to \u00a318.99."),
    ]),
    F("understudy-price-us", "The Understudy's Daughter", "price", "US edition", [
        ("USD 27.00", "+", "US edition of The Understudy's Daughter priced at $27."),
        ("USD 28.99", "+", "US edition of The Understudy's Daughter priced at $28.99."),
    ]),
    F("understudy-us-pubdate", "The Understudy's Daughter", "pub date", "US edition", [
        ("5 May", "+", "US edition of The Understudy's Daughter publishes 5 May."),
        ("2 June", "+", "Understudy's Daughter US pub date now 2 June."),
    ], window=("2024-06-01", "2025-04-20")),
    F("hc-fiction-printer", "Harefield & Crane fiction list", "printer", "", [
        ("Ormsby Print", "+", "The fiction list is printed by Ormsby Print."),
        ("Tannery Lane Printers", "+", "Switched printers for fiction to Tannery Lane."),
    ]),
    F("hc-publicity", "Harefield & Crane publicity", "head", "", [
        ("Ada Fairweather", "+", "Head of publicity: Ada Fairweather"),
        ("Ruairi Coyle", "+", "Head of publicity: Ruairi Coyle"),
    ]),
    F("smallhours-narrator", "Small Hours Atlas", "audiobook narrator", "", [
        ("Bea Tillotson", "+", "Bea Tillotson is narrating the Small Hours Atlas audiobook herself."),
        ("Verity Osei", "+", "Small Hours Atlas audio narrator: Verity Osei"),
    ]),
    F("winter-spanish", "Winter Quarters", "translator", "Spanish edition", [
        ("Consuelo Barraza", "+", "Spanish translation of Winter Quarters: Consuelo Barraza"),
        ("Tom\u00e1s Elizondo", "+", "Tom\u00e1s Elizondo is now translating the Spanish edition of Winter Quarters."),
    ]),
    F("ninebridges-cover", "Nine Bridges", "cover designer", "", [
        ("Lucan Pryor", "+", "Nine Bridges cover designer: Lucan Pryor"),
        ("Nell Okafor", "+", "Nine Bridges cover designer: Nell Okafor"),
    ]),
    # ---- Quarterlight magazine: the production sheet ----
    F("ql-cover", "Quarterlight", "cover designer", "", [
        ("Saoirse Lamb", "+", "Quarterlight covers: Saoirse Lamb"),
        ("Jasper Nkemelu", "+", "Jasper Nkemelu is doing Quarterlight's covers from the spring issue."),
        ("Saoirse Lamb", "+", "Saoirse is back designing the Quarterlight covers."),
    ]),
    F("ql-pages", "Quarterlight", "page count", "", [
        ("132", "+", "Quarterlight is 132pp."),
        ("116", "+", "Quarterlight extent cut to 116pp \u2014 ad sales are down."),
        ("124", "+", "Back up to 124 pages for Quarterlight from the autumn issue."),
    ]),
    F("ql-printer", "Quarterlight", "printer", "", [
        ("Kestrel Litho", "+", "Quarterlight printer: Kestrel Litho"),
        ("Harwick & Sons", "+", "Quarterlight is now printed at Harwick & Sons in Leeds."),
    ]),
    F("ql-onsale", "Quarterlight", "on-sale day", "", [
        ("first Thursday", "+", "Quarterlight goes on sale the first Thursday of the month."),
        ("last Friday", "+", "Quarterlight goes on sale the last Friday of the month."),
    ]),
    F("ql-stock", "Quarterlight", "text stock", "", [
        ("80gsm uncoated", "+", "Quarterlight text stock: 80gsm uncoated"),
        ("70gsm uncoated", "+", "Switched Quarterlight's text stock to 70gsm to save on postage."),
    ]),
    F("ql-production", "Quarterlight", "production editor", "", [
        ("Wendell Abara", "+", "Production editor: Wendell Abara (Quarterlight)"),
        ("Clio Fenwick", "+", "Wendell hands Quarterlight production to Clio Fenwick."),
        ("Anouk Vries", "+", "Anouk Vries is Quarterlight's production editor now."),
    ]),
    F("ql-poetry-supplement", "Quarterlight poetry supplement", "runs", "December issue", [
        ("December", "+", "Quarterlight's poetry supplement comes bound into the December issue."),
        ("December", "-", "No poetry supplement in December any more \u2014 it's been cancelled."),
    ]),
    F("ql-weekly", "Quarterlight Weekly newsletter", "sends", "", [
        ("Sunday morning", "+", "Quarterlight Weekly goes out on Sunday mornings."),
        ("Sunday morning", "-", "Quarterlight Weekly is on hold while we rebuild the mailing list."),
        ("Sunday morning", "+", "Quarterlight Weekly is back \u2014 Sunday mornings as before."),
    ]),
    F("ql-features-deadline", "Quarterlight features copy", "deadline", "", [
        ("10th", "+", "Quarterlight features copy due on the 10th of the month."),
        ("6th", "+", "Quarterlight features copy due on the 6th of the month."),
        ("8th", "+", "Features copy for Quarterlight now due on the 8th \u2014 compromise with the printers."),
    ]),
    F("ql-chief-sub", "Quarterlight", "chief sub", "", [
        ("Ros Penhallow", "+", "Quarterlight chief sub: Ros Penhallow"),
        ("Imogen Takahashi", "+", "Quarterlight chief sub: Imogen Takahashi"),
    ]),
    F("ql-editor", "Quarterlight", "editor", "", [
        ("Marguerite Oyelowo", "+", "Quarterlight editor: Marguerite Oyelowo"),
        ("Taddeo Russo", "+", "Taddeo Russo is Quarterlight's new editor."),
    ]),
]

# ---------------------------------------------------------------------------------------------
# Labelled memories: none of them may appear in any candidate pair. Each group is listed in
# chronological order; "equal_time" groups share one order time.
# ---------------------------------------------------------------------------------------------

NEGATIVE = {
    "multi_valued": [
        ["A Field Guide to Leaving is being translated into Portuguese.",
         "Korean rights sold for Field Guide to Leaving \u2014 that translation is under way too.",
         "Another translation for A Field Guide to Leaving: Dutch."],
        ["Contributors confirmed for the Salt Roads anthology: Nadia Ferreira.",
         "Ambrose Tull is also contributing to Salt Roads.",
         "Salt Roads adds another contributor, Keiko Marsh."],
        ["The Lantern Ferry won the Ashcombe Prize for fiction.",
         "Lantern Ferry also picked up the Northern Booksellers' Award.",
         "A third award for The Lantern Ferry: the Halden Debut Prize."],
        ["Regular guest on Night Desk: Gwen Oakes on the economy.",
         "Ravi Sethi is another Night Desk regular.",
         "Night Desk's regulars now include Solveig Dahl too."],
        ["Quarterlight summer issue contributors include Odessa Pryce.",
         "Jem Farrow is also writing for the Quarterlight summer issue."],
    ],
    "scope_disjoint": [
        ["Courier weekday cover price: \u00a31.80",
         "Courier on Sunday costs \u00a32.60."],
        ["The Copper Orchard paperback extent: 288pp",
         "The Copper Orchard hardback runs to 336 pages."],
        ["Nine Bridges UK edition: Harefield & Crane",
         "The US edition of Nine Bridges is with Larkspur Press."],
        ["Quarterlight print subscription: \u00a348 a year",
         "Quarterlight digital-only subscription is \u00a330 a year."],
        ["Courier morning news conference: 10:15 on weekdays.",
         "At weekends the Courier news conference is at 11:00."],
        ["The Courier's Northern edition goes to press at 22:15.",
         "City edition of the Courier goes to press at 23:40."],
        ["Courier on Sunday is 96pp."],
        ["Paperback cover for The Lantern Ferry: Mathilde Reyes"],
    ],
    "format_variant": [
        ["Quarterlight trim size: 230 x 300 mm",
         "Trim for Quarterlight is 23 x 30 cm."],
        ["Margin Notes records Tuesdays at 17:00.",
         "Margin Notes recording: 5pm on Tuesdays."],
        ["Salt Roads contributor fee: \u00a31,000",
         "Salt Roads pays contributors \u00a31k each."],
        ["Nine Bridges launch: 2026-03-14",
         "Launch party for Nine Bridges on 14 March 2026."],
        ["The weekend magazine has twelve staff.",
         "Weekend magazine headcount: 12"],
        ["Quarterlight's second issue of the year is the fiction special.",
         "2nd issue each year = Quarterlight fiction special"],
        ["The Lantern Ferry ISBN: 978-1-915382-04-7",
         "ISBN 9781915382047 for The Lantern Ferry"],
    ],
    "elaboration": [
        ["Small Hours Atlas launch venue: the Alder Street bookshop.",
         "Small Hours Atlas launch is at the Alder Street bookshop, upstairs room, 7pm, with wine from Quist's."],
        ["Quarterlight's fiction editor is Hana Petrov, who joined from the Glasshouse Review in 2021 and still reads the slush pile.",
         "Fiction ed: Hana Petrov"],
        ["The Courier archive is at Marsh Lane.",
         "Archive: Marsh Lane, ground floor, in the old composing room; staff access 9 to 5."],
        ["The Copper Orchard is typeset in Caslon.",
         "Copper Orchard text set in Adobe Caslon Pro 11/14.5 by Tidewell Typesetting."],
        ["Night Desk theme music is 'Lamplighter' by the Harwell Quartet, licensed through 2027.",
         "Night Desk theme: Lamplighter"],
        ["House style follows the Courier Style Book.",
         "House style follows the Courier Style Book, 2024 revision, plus the online appendix for headlines and SEO titles."],
    ],
    "confirmation": [
        ["Night Desk is produced at the Wexcombe studio.",
         "Night Desk still coming out of the Wexcombe studio."],
        ["The Courier's Saturday paper carries the TV guide.",
         "TV listings still in Saturday's paper, confirmed with the editor."],
        ["Nine Bridges indexer: Perrin Gale",
         "Confirmed with production: Perrin Gale is doing the Nine Bridges index."],
        ["Quarterlight's fact-checker is Soren Abbas.",
         "Soren Abbas is fact-checking this issue as usual."],
        ["The H&C sales conference is held at the Bellweather Hotel.",
         "Sales conference at the Bellweather again, as usual."],
        ["Margin Notes audio editing: Wren Halloran",
         "Wren Halloran is still editing the Margin Notes audio."],
    ],
    "different_subject": [
        ["Tomas Lindahl is editing the travel pages."],
        ["Mosi Achterberg's come off crime and is on the health beat now."],
        ["The Salt Roads anthology was pushed back to 9 April."],
        ["Nine Bridges first printing raised to 8,000."],
        ["The Evening Digest newsletter goes out at 18:30."],
        ["Gwen Oakes hosts the Courier's election-night livestream."],
        ["The Margin Notes bonus episodes are recorded on Wednesdays."],
        ["Pim de Groot's debut, Lowland Hours, is out of print."],
        ["Quarterlight's newsstand distribution: Brightwell Magazines"],
        ["Quarterlight crossword setter: Otto Laine"],
        ["Joss Everly has left the paper."],
        ["The H&C catalogue is printed by Blackwater Web Offset."],
    ],
    "static": [
        ["Harefield & Crane was founded in 1962.",
         "H&C has been publishing since 1962."],
        ["Cordelia Ashby wrote The Lantern Ferry.",
         "The Lantern Ferry is by Cordelia Ashby."],
        ["The Courier's offices are on Gantry Row.",
         "The Courier is based at Gantry Row."],
        ["Quarterlight is owned by the Everett Trust.",
         "The Everett Trust publishes Quarterlight."],
        ["Night Desk is made by the Courier's audio team.",
         "The Courier's audio team produces Night Desk."],
        ["Bea Tillotson was born in Whitby.",
         "Bea Tillotson is a Whitby native."],
    ],
    "membership": [
        ["Greer Maddox sits on the Courier's ethics panel.",
         "Greer is also on the staff awards committee.",
         "Greer Maddox is a member of the NUJ chapel committee."],
        ["Ruairi Coyle is a trustee of the Alder Street Literary Festival.",
         "Ruairi also sits on the judging panel for the Halden Debut Prize.",
         "Ruairi Coyle: board member, Independent Publishers Guild"],
        ["Hana Petrov is on Quarterlight's editorial board.",
         "Hana also serves on the Marlow poetry prize jury.",
         "Hana Petrov joined the Society of Authors' translation committee."],
        ["Seun Adebanjo is on the Courier's diversity working group.",
         "Seun also sits on the readers' panel.",
         "Seun Adebanjo is a member of the Guild of Obituarists."],
    ],
    "equal_time": [
        ["Nine Bridges RRP: \u00a320",
         "Nine Bridges RRP: \u00a322"],
        ["Margin Notes guest next week: Cordelia Ashby",
         "Next week's Margin Notes guest is Matthias Obi."],
        ["Quarterlight summer issue on sale 12 June.",
         "Summer issue of Quarterlight on sale 19 June."],
        ["Tonight's Courier leader is being written by Fen Aldous.",
         "Leader writer tonight: Hester Quayle"],
        ["The Lantern Ferry audiobook runs 9h 40m.",
         "Lantern Ferry audiobook length: 10 hours 15 minutes"],
        ["The Copper Orchard paperback is out 3 September.",
         "Copper Orchard pb pub date: 17 September"],
    ],
    "unrelated": [
        ["Perpetua Nwosu is running the Great North Run in September."],
        ["The business pages redesign uses the new Halden Sans headline face."],
        ["Kestrel Litho's press hall is closed for maintenance in the week of the 20th."],
        ["The Lantern Ferry reading group guide is up on the website."],
        ["Night Desk passed 40,000 downloads on the election episode."],
        ["Reminder: the Quarterlight office is shut between Christmas and New Year."],
        ["Marisol Threlkeld's own book, Paper Walls, is coming out with H&C next spring."],
        ["Courier style: no Oxford comma in headlines."],
        ["Cordelia Ashby prefers to be contacted through her agent's assistant."],
        ["The film option on Winter Quarters was renewed for another eighteen months."],
        ["Fact-check queries on the features well go in the shared sheet."],
        ["The subs' desk kettle is broken again \u2014 facilities ticket raised."],
        ["Matthias Obi is touring Scotland in November."],
        ["Harefield & Crane staff away day is in Ilkley."],
        ["Lorcan Feeney's retirement do is at the Crown on Friday."],
        ["Quarterlight's spring issue sold out at the Charing Cross Road shop."],
    ],
}

NEGATIVE_CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
                    "different_subject", "static", "membership", "equal_time", "unrelated"]

# Register of each family / group, for the per-register counts.
REGISTER_OF_PREFIX = [
    ("nightdesk-", "podcast"), ("marginnotes-", "podcast"), ("ql-", "magazine"),
    ("lantern-", "publisher"), ("fieldguide-", "publisher"), ("obi-", "publisher"), ("winter-", "publisher"),
    ("hc-", "publisher"), ("ninebridges-", "publisher"), ("smallhours-", "publisher"), ("copper-", "publisher"),
    ("understudy-", "publisher"),
]

# Keywords deciding the register of a labelled group (by its first text); checked in order.
REGISTER_WORDS = [
    ("podcast", ["Night Desk", "Margin Notes"]),
    ("magazine", ["Quarterlight"]),
    ("publisher", ["Field Guide", "Salt Roads", "Lantern Ferry", "Copper Orchard", "Nine Bridges", "H&C",
                   "Harefield", "Small Hours", "Cordelia", "Bea Tillotson", "Pim de Groot", "Winter Quarters",
                   "Matthias Obi", "Ruairi", "Marisol Threlkeld's own book"]),
]

MODE_SHARE = [("live", 0.27), ("stamped", 0.55), ("backfilled", 0.18)]

EPOCH_LO = dt.datetime(2023, 2, 1, tzinfo=dt.timezone.utc)
EPOCH_HI = dt.datetime(2026, 10, 20, tzinfo=dt.timezone.utc)


def register_of_family(fid):
    for prefix, reg in REGISTER_OF_PREFIX:
        if fid.startswith(prefix):
            return reg
    return "newsroom"


def register_of_text(text):
    for reg, words in REGISTER_WORDS:
        if any(w in text for w in words):
            return reg
    return "newsroom"


def rfc3339(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_day(s):
    return dt.datetime.strptime(s, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)


def build():
    rng = random.Random(SEED)

    # 1. Flatten the tables into memory records (labels only; no times yet).
    groups = []  # each: dict(key, kind, cls, register, members=[record...], equal_time, window)
    for fam in FAMILIES:
        members = []
        for i, v in enumerate(fam["versions"]):
            members.append(dict(content=v["text"], value=v["value"], pol=v["pol"], tag=v["tag"],
                                family=fam["fid"], version=i + 1, cls=None))
        groups.append(dict(key=fam["fid"], kind="family", cls=None, register=register_of_family(fam["fid"]),
                           members=members, equal_time=False, window=fam["window"]))
    for cls in NEGATIVE_CLASSES:
        for gi, texts in enumerate(NEGATIVE[cls]):
            key = "%s-%02d" % (cls, gi + 1)
            members = [dict(content=t, value=None, pol=None, tag="", family=key, version=j + 1, cls=cls)
                       for j, t in enumerate(texts)]
            groups.append(dict(key=key, kind="labelled", cls=cls, register=register_of_text(texts[0]),
                               members=members, equal_time=(cls == "equal_time"), window=None))

    records = [m for g in groups for m in g["members"]]
    seen = set()
    for m in records:
        if m["content"] in seen:
            raise SystemExit("duplicate content: %r" % m["content"])
        seen.add(m["content"])

    # 2. Time modes: exact shares, assigned in a seeded shuffle.
    n = len(records)
    counts = [(mode, round(share * n)) for mode, share in MODE_SHARE]
    counts[1] = ("stamped", n - counts[0][1] - counts[2][1])
    modes = [mode for mode, c in counts for _ in range(c)]
    rng.shuffle(modes)
    for m, mode in zip(records, modes):
        m["mode"] = mode

    # 3. Order times per group: a seeded start and seeded gaps (strictly increasing, distinct days).
    for g in groups:
        k = len(g["members"])
        if g["equal_time"]:
            gaps = [0] * (k - 1)
        else:
            gaps = [rng.randint(9, 150) for _ in range(k - 1)]
        span = sum(gaps)
        lo, hi = EPOCH_LO, EPOCH_HI
        if g["window"]:
            lo, hi = parse_day(g["window"][0]), parse_day(g["window"][1])
        latest_start = (hi - lo).days - span
        if latest_start < 0:
            raise SystemExit("window too small for %s" % g["key"])
        day = lo + dt.timedelta(days=rng.randint(0, latest_start))
        days = [day]
        for gap in gaps:
            days.append(days[-1] + dt.timedelta(days=gap))
        any_backfill = any(m["mode"] == "backfilled" for m in g["members"])
        shared_clock = None
        if g["equal_time"]:
            shared_clock = (0 if any_backfill else rng.randint(6 * 60, 22 * 60 + 50))
        for m, d in zip(g["members"], days):
            if m["mode"] == "backfilled":
                minute = 0
            elif shared_clock is not None:
                minute = shared_clock
            else:
                minute = rng.randint(6 * 60, 22 * 60 + 50)
            if shared_clock is not None:
                minute = shared_clock
            m["order"] = d + dt.timedelta(minutes=minute, seconds=(0 if minute == 0 or shared_clock is not None
                                                                  else rng.randint(0, 59)))
        # created_at / observed_at per mode
        backfilled = sorted([m for m in g["members"] if m["mode"] == "backfilled"],
                            key=lambda m: m["order"], reverse=True)
        if backfilled:
            imp = dt.datetime(2026, 11, rng.randint(2, 27), rng.randint(1, 22), rng.randint(0, 59),
                              rng.randint(0, 59), tzinfo=dt.timezone.utc)
            for m in backfilled:  # newest first
                m["created_at"] = imp
                m["observed_at"] = m["order"]
                imp = imp + dt.timedelta(seconds=rng.randint(1, 40))
        for m in g["members"]:
            if m["mode"] == "live":
                m["created_at"] = m["order"]
                m["observed_at"] = None
            elif m["mode"] == "stamped":
                m["observed_at"] = m["order"]
                m["created_at"] = m["order"] + dt.timedelta(minutes=rng.randint(2, 55), seconds=rng.randint(0, 59))
        if not g["equal_time"]:
            orders = [m["order"] for m in g["members"]]
            if len(set(orders)) != len(orders) or orders != sorted(orders):
                raise SystemExit("order times not strictly increasing in %s" % g["key"])
        else:
            if len(set(m["order"] for m in g["members"])) != 1:
                raise SystemExit("equal_time group %s does not share an order time" % g["key"])

    # 4. Ids: opaque, assigned in a shuffled order.
    idx = list(range(n))
    rng.shuffle(idx)
    for k, i in enumerate(idx):
        records[i]["id"] = "h22-%03d" % (k + 1)

    # 5. Truth from labels: within a family, each memory is expired by the earliest strictly newer
    #    memory whose (value, polarity) differs.
    truth = []
    for g in groups:
        if g["kind"] != "family":
            continue
        ms = sorted(g["members"], key=lambda m: m["order"])
        for i, old in enumerate(ms):
            for new in ms[i + 1:]:
                if new["order"] > old["order"] and (new["value"], new["pol"]) != (old["value"], old["pol"]):
                    reason = "negation" if new["pol"] != old["pol"] else "value"
                    truth.append(dict(expired_id=old["id"], replacement_id=new["id"], reason=reason,
                                      family=g["key"]))
                    break

    # 6. Labels for every memory that must never appear in a pair.
    labels = [dict(id=m["id"], cls=m["cls"]) for m in records if m["cls"] is not None]

    in_pairs = set()
    for t in truth:
        in_pairs.add(t["expired_id"])
        in_pairs.add(t["replacement_id"])
    for m in records:
        if m["cls"] is not None and m["id"] in in_pairs:
            raise SystemExit("labelled memory in a pair: %s" % m["id"])
        if m["cls"] is None and m["id"] not in in_pairs:
            raise SystemExit("family memory in no pair (would need a label): %s" % m["id"])
        if m["created_at"] >= dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc):
            raise SystemExit("time too late: %s" % m["id"])

    # 7. File order: shuffled again.
    order = list(range(n))
    rng.shuffle(order)
    return groups, records, [records[i] for i in order], truth, labels


def memory_json(m):
    o = {"id": m["id"], "content": m["content"], "created_at": rfc3339(m["created_at"])}
    if m["observed_at"] is not None:
        o["observed_at"] = rfc3339(m["observed_at"])
    return json.dumps(o, ensure_ascii=False)


def write(path, lines):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        for line in lines:
            f.write(line + "\n")
    os.replace(tmp, path)


def tokens(s):
    return re.findall(r"[\w\u00a3$.,:'-]+|[^\w\s]", s.lower())


def one_slot_edit(a, b):
    """True when b is a with exactly one contiguous span replaced and at least half of the longer
    text kept in place (a plain one-slot edit); anything else counts as reworded."""
    ta, tb = tokens(a), tokens(b)
    ops = difflib.SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes()
    changed = [op for op in ops if op[0] != "equal"]
    kept = sum(op[2] - op[1] for op in ops if op[0] == "equal")
    return len(changed) == 1 and kept >= 0.5 * max(len(ta), len(tb))


def jaccard(a, b):
    x, y = set(tokens(a)), set(tokens(b))
    return len(x & y) / len(x | y) if x | y else 1.0


def stats(groups, records, truth, labels):
    out = []
    fam_records = [m for m in records if m["cls"] is None]
    out.append("memories: %d" % len(records))
    out.append("  in changing families: %d (families: %d)" % (len(fam_records),
                                                              sum(1 for g in groups if g["kind"] == "family")))
    out.append("  labelled (never in a pair): %d" % len(labels))
    out.append("true pairs: %d (value %d, negation %d)" % (
        len(truth), sum(1 for t in truth if t["reason"] == "value"), sum(1 for t in truth if t["reason"] == "negation")))
    sizes = {}
    for g in groups:
        if g["kind"] == "family":
            sizes[len(g["members"])] = sizes.get(len(g["members"]), 0) + 1
    out.append("family sizes: " + ", ".join("%d versions: %d" % (k, sizes[k]) for k in sorted(sizes)))
    distinct4 = 0
    moves_back = 0
    for g in groups:
        if g["kind"] != "family":
            continue
        vals = [(m["value"], m["pol"]) for m in g["members"] if m["tag"] != "confirm"]
        if len(vals) >= 4:
            distinct4 += 1
        pos = [m["value"] for m in g["members"] if m["pol"] == "+" and m["tag"] != "confirm"]
        if any(pos[i] == pos[j] and any(pos[k] != pos[i] for k in range(i + 1, j))
               for i in range(len(pos)) for j in range(i + 2, len(pos))):
            moves_back += 1
    out.append("chains of >=4 changing versions: %d; moves back (A->B->A): %d; confirmations inside chains: %d; "
               "hard-worded intervening versions: %d" % (
                   distinct4, moves_back, sum(1 for m in fam_records if m["tag"] == "confirm"),
                   sum(1 for m in fam_records if m["tag"] == "hard")))
    out.append("labelled classes:")
    for cls in NEGATIVE_CLASSES:
        out.append("  %-18s %d" % (cls, sum(1 for l in labels if l["cls"] == cls)))
    regs = {}
    for g in groups:
        r = regs.setdefault(g["register"], [0, 0, 0])
        r[0] += len(g["members"])
        if g["kind"] == "family":
            r[1] += len(g["members"])
        else:
            r[2] += len(g["members"])
    pair_reg = {}
    gi = {g["key"]: g for g in groups}
    for t in truth:
        reg = gi[t["family"]]["register"]
        pair_reg[reg] = pair_reg.get(reg, 0) + 1
    out.append("registers (memories / in families / labelled / true pairs):")
    for reg in ["newsroom", "publisher", "magazine", "podcast"]:
        r = regs.get(reg, [0, 0, 0])
        out.append("  %-10s %d / %d / %d / %d" % (reg, r[0], r[1], r[2], pair_reg.get(reg, 0)))
    mc = {}
    for m in records:
        mc[m["mode"]] = mc.get(m["mode"], 0) + 1
    out.append("time modes: " + ", ".join("%s %d (%.1f%%)" % (k, mc.get(k, 0), 100.0 * mc.get(k, 0) / len(records))
                                          for k, _ in MODE_SHARE))
    mixed = sum(1 for g in groups if g["kind"] == "family" and len(set(m["mode"] for m in g["members"])) > 1)
    out.append("families mixing time modes: %d of %d" % (mixed, sum(1 for g in groups if g["kind"] == "family")))
    inv = 0
    for t in truth:
        a = next(m for m in records if m["id"] == t["expired_id"])
        b = next(m for m in records if m["id"] == t["replacement_id"])
        if b["created_at"] <= a["created_at"]:
            inv += 1
    out.append("true pairs whose created_at order is not the order-time order: %d" % inv)
    # Wording statistics over consecutive versions (newer vs the version before it).
    newer = 0
    slot = 0
    jac = []
    for g in groups:
        if g["kind"] != "family":
            continue
        for a, b in zip(g["members"], g["members"][1:]):
            newer += 1
            if one_slot_edit(a["content"], b["content"]):
                slot += 1
            jac.append(jaccard(a["content"], b["content"]))
    out.append("wording: newer versions %d, reworded %d (%.1f%%), plain one-slot edits %d (%.1f%%); "
               "mean token Jaccard with the version before %.2f" % (
                   newer, newer - slot, 100.0 * (newer - slot) / newer, slot, 100.0 * slot / newer,
                   sum(jac) / len(jac)))
    colon = sum(1 for m in records if re.match(r"^[^:]{2,60}: ", m["content"]))
    lens = sorted(len(m["content"].split()) for m in records)
    out.append("texts: key: value lines %d; words per memory min %d, median %d, max %d" % (
        colon, lens[0], lens[len(lens) // 2], lens[-1]))
    return "\n".join(out)


def main(argv):
    groups, records, file_order, truth, labels = build()
    if "--stats" in argv:
        print(stats(groups, records, truth, labels))
        return
    if "--list" in argv:
        for g in groups:
            for m in sorted(g["members"], key=lambda m: m["order"]):
                if m["cls"] is None:
                    lab = "family=%s v%d value=%s pol=%s%s" % (g["key"], m["version"], m["value"], m["pol"],
                                                              (" " + m["tag"]) if m["tag"] else "")
                else:
                    lab = "class=%s group=%s" % (m["cls"], g["key"])
                print("%s\t%s\t%-10s\t%s\t%s" % (m["id"], rfc3339(m["order"]), m["mode"], lab, m["content"]))
        return
    write(os.path.join(HERE, "memories.jsonl"), [memory_json(m) for m in file_order])
    truth_sorted = sorted(truth, key=lambda t: (t["expired_id"], t["replacement_id"]))
    write(os.path.join(HERE, "truth.jsonl"),
          [json.dumps({"expired_id": t["expired_id"], "replacement_id": t["replacement_id"],
                       "reason": t["reason"]}) for t in truth_sorted])
    write(os.path.join(HERE, "labels.jsonl"),
          [json.dumps({"id": l["id"], "class": l["cls"]}) for l in sorted(labels, key=lambda l: l["id"])])


if __name__ == "__main__":
    main(sys.argv[1:])
