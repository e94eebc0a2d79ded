#!/usr/bin/env python3
"""Generate the R26 blind evaluation corpus: newsroom, publishing and editorial records.

Labels (family, value, polarity, wording flag, class) are fixed in the tables below BEFORE anything is
generated; truth is computed from those labels only, never from the text.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl and README.md
    python3 gen.py --stats    print counts
    python3 gen.py --list     print every memory with id, order time, mode and labels

Standard library only. Deterministic: a fixed seed, no wall clock; two runs give byte-identical files.
"""

import datetime as dt
import hashlib
import json
import os
import random
import re
import sys

SEED = 2620261
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------------------------------------
# Version constructors.
#   v(value, text, f)   a version holding a value (polarity +). f: "-" first version, "r" reworded relative
#                       to the version before it (different verb or construction), "s" one-slot edit,
#                       "c" confirmation inside a chain (same value restated; paired by the next change),
#                       "h" reworded AND hard-worded (an intervening version phrased without the usual cue).
#   n(text, f)          a negation: the fact stopped holding (polarity -).
#   t(cls, value, text) a labelled tail: the family's current value restated (confirmation, format variant or
#                       elaboration); it must never appear in a pair.
# ---------------------------------------------------------------------------------------------------------


def v(value, text, f="r"):
    return {"value": value, "pol": "+", "flag": f, "text": text, "cls": None}


def n(text, f="r"):
    return {"value": None, "pol": "-", "flag": f, "text": text, "cls": None}


def t(cls, value, text):
    return {"value": value, "pol": "+", "flag": "t", "text": text, "cls": cls}


# Changing families: (key = subject | attribute | scope, start day or explicit days, versions).
# start: "YYYY-MM-DD" first day, or a list of explicit days (one per version).
FAMILIES = [
    # ---- The Carrow Gazette: desk notes --------------------------------------------------------------
    ("gazette|business pages editor|", "2023-04-03", [
        v("Dev Lindqvist", "Business pages ed.: Dev Lindqvist", "-"),
        v("Maya Osei", "Maya Osei now edits the business pages."),
        v("Sol Ferreira", "Sol Ferreira's name goes on the business masthead from Monday; Maya is on sabbatical until spring.", "h"),
        v("Maya Osei", "Maya Osei is back running the business pages after her sabbatical."),
    ]),
    ("harriet quayle|beat|", "2023-06-12", [
        v("courts", "Beat: courts - Harriet Quayle", "-"),
        v("health", "Harriet Quayle has moved off courts and onto the health beat."),
        v("education", "Harriet Quayle - beat: education"),
    ]),
    ("owen mbeki|beat|", "2024-02-19", [
        v("transport", "Owen Mbeki covers transport.", "-"),
        v("local politics", "Owen Mbeki covers local politics.", "s"),
    ]),
    ("gazette|sports editor|weekday", "2023-09-04", [
        v("Callum Ridley", "Sports desk on weekdays is run by Callum Ridley.", "-"),
        v("Jun Takeda", "Jun Takeda takes over as sports editor (weekday paper) from Monday."),
    ]),
    ("gazette|arts editor|", "2023-02-13", [
        v("Greta Salo", "Greta Salo, arts ed.", "-"),
        v("Felix Amankwah", "Arts editor: Felix Amankwah"),
        v("Greta Salo", "Greta Salo returns as arts editor."),
    ]),
    ("kerbside|column day|", ["2024-11-05", "2025-02-18", "2025-06-07", "2025-08-21"], [
        v("Tuesday", "Kerbside (Bettina Kroll's column) runs Tuesdays.", "-"),
        v("Thursday", "Kerbside is moving to Thursdays."),
        n("Kerbside has been dropped - the last one ran 6 June."),
        v("Thursday", "Kerbside is back: revived from September, Thursdays as before."),
    ]),
    ("ledger lines|column slot|", "2024-05-06", [
        v("page 2", "Ledger Lines slot: p.2, top of page", "-"),
        v("page 7", "Ledger Lines slot: p.7, top of page", "s"),
    ]),
    ("gazette|copy deadline|main edition", "2023-10-09", [
        v("6pm", "Copy deadline for the main edition is 6pm.", "-"),
        v("4pm", "Copy deadline brought forward to 4pm."),
        v("4:30pm", "Main edition copy now due at 4.30pm - the press slot moved again."),
        t("format_variant", "4:30pm", "Main edition copy deadline: 16:30"),
    ]),
    ("gazette|sub-editor|saturday night shift", "2024-01-15", [
        v("Leona Pratt", "Saturday night sub: Leona Pratt", "-"),
        v("Yusuf Demir", "Saturday night sub: Yusuf Demir", "s"),
    ]),
    ("carrow brief|send time|weekday", ["2024-02-05", "2024-04-22", "2024-06-28", "2024-09-02"], [
        v("6:30am", "The Carrow Brief goes out at 6:30am on weekdays.", "-"),
        v("7am", "Carrow Brief send time: 7:00"),
        n("The Carrow Brief is paused for the summer; no sends until further notice."),
        v("7am", "The Carrow Brief is back, sending at 7am again."),
    ]),
    ("the late edit|host|", "2023-05-08", [
        v("Marcus Hollis", "Marcus Hollis hosts The Late Edit.", "-"),
        n("Marcus Hollis is no longer hosting The Late Edit."),
        v("Ines Varga", "Ines Varga fronts The Late Edit from episode 140.", "h"),
        v("Marcus Hollis", "Marcus Hollis returns as host of The Late Edit."),
    ]),
    ("the late edit|recording day|", "2024-03-11", [
        v("Wednesday", "We record The Late Edit on Wednesdays.", "-"),
        v("Monday", "We record The Late Edit on Mondays.", "s"),
    ]),
    ("margins|producer|", "2024-07-01", [
        v("Priya Vance", "Margins producer: Priya Vance", "-"),
        v("Ravi Menon", "Margins producer: Ravi Menon", "s"),
    ]),
    ("gazette|opinion editor|", "2023-03-20", [
        v("Nadia Bergström", "Opinion ed. Nadia Bergström", "-"),
        v("Tom Achebe-Ross", "Tom Achebe-Ross was named opinion editor."),
    ]),
    ("gazette|house style editor|", "2023-08-14", [
        v("Aoife Brennan", "House style queries go to Aoife Brennan (style editor).", "-"),
        v("Lorcan Finch", "Style editor is now Lorcan Finch."),
        v("Aoife Brennan", "Aoife Brennan is back looking after house style."),
    ]),
    ("gazette|printer|", "2024-04-08", [
        v("Marrick Print Works", "The Gazette is printed at Marrick Print Works.", "-"),
        v("Delford Press", "Switched printers to Delford Press."),
        t("confirmation", "Delford Press", "Gazette still printed at Delford Press, no change for the new year."),
    ]),
    ("gazette|night news editor|", "2023-11-06", [
        v("Bram Koenig", "Night news editor: Bram Koenig", "-"),
        v("Shirin Aziz", "Night news editor: Shirin Aziz", "s"),
    ]),
    ("kit oduya|beat|", "2023-07-24", [
        v("crime", "Kit Oduya is on the crime beat.", "-"),
        v("courts", "Kit Oduya has taken the courts beat."),
    ]),
    ("gazette|print order|weekday", "2024-01-08", [
        v("42,000", "Print order for the weekday paper: 42,000", "-"),
        v("38,500", "Weekday print order cut to 38,500."),
        v("36,000", "Weekday print order: 36,000", "r"),
    ]),
    ("weekend supplement|page count|", "2024-06-03", [
        v("48", "Weekend runs to 48 pages.", "-"),
        v("40", "Weekend is down to 40 pages."),
    ]),
    ("gazette|picture editor|", "2023-12-04", [
        v("Hanne Solberg", "Picture desk: Hanne Solberg", "-"),
        v("Efe Adeyemi", "Picture desk: Efe Adeyemi", "s"),
    ]),
    ("gazette|crossword setter|daily", "2024-02-26", [
        v("Alasdair Penrose", "Alasdair Penrose sets the daily crossword.", "-"),
        v("Marit Ekholm", "Daily crossword: Marit Ekholm setting from 1 April."),
    ]),
    ("gazette|obituaries editor|", "2024-09-09", [
        v("Rosalind Achter", "Obits are handled by Rosalind Achter.", "-"),
        v("Ned Carbery", "Obits are handled by Ned Carbery.", "s"),
    ]),
    ("green room|column|", "2025-01-13", [
        v("every other Friday", "Green Room (Felix's theatre column) appears every other Friday.", "-"),
        n("Green Room column is cancelled."),
    ]),
    ("tamsin royle|employment|gazette", "2023-10-02", [
        v("staff reporter", "Tamsin Royle is a staff reporter at the Gazette.", "-"),
        n("Tamsin Royle left the paper at the end of January."),
        v("staff reporter", "Tamsin Royle has rejoined the Gazette as a staff reporter."),
    ]),
    # ---- Fenwick & Hale: title tracker ---------------------------------------------------------------
    ("the salt orchard|pub date|", ["2025-01-20", "2025-03-11", "2025-05-27", "2025-07-02"], [
        v("2025-09-04", "The Salt Orchard - pub date 4 September 2025.", "-"),
        v("2025-10-09", "Pub date moved to 9 October."),
        v("2025-11-13", "Salt Orchard won't make October after all; the printer can give us 13 November.", "h"),
        v("2025-10-09", "Salt Orchard pub date reverts to 9 Oct - Delford found a slot."),
    ]),
    ("the salt orchard|print run|uk first printing", "2025-02-03", [
        v("5,000", "Salt Orchard print run (UK): 5,000", "-"),
        v("8,000", "UK first printing of The Salt Orchard raised to 8,000 copies after the ARCs went down well."),
    ]),
    ("the salt orchard|cover designer|", "2024-12-02", [
        v("Ines Barrow", "Salt Orchard cover: Ines Barrow", "-"),
        v("Tobiah Grange", "Tobiah Grange is now doing the Salt Orchard jacket."),
        t("elaboration", "Tobiah Grange", "Salt Orchard jacket by Tobiah Grange - a two-colour woodcut of the orchard wall, spine lettering in salt white."),
    ]),
    ("a short history of lanterns|page count|", "2024-03-04", [
        v("288", "Lanterns extent: 288pp", "-"),
        v("320", "Lanterns extent: 320pp", "s"),
        v("304", "Lanterns has come in at 304 pages after the index was trimmed."),
        t("format_variant", "304", "A Short History of Lanterns: three hundred and four pages, final."),
    ]),
    ("a short history of lanterns|status|hardback", "2023-05-15", [
        v("in print", "A Short History of Lanterns (hardback) is in print.", "-"),
        n("The Lanterns hardback is out of print."),
        v("in print", "Back in print: the Lanterns hardback, reprinted this month."),
    ]),
    ("winter at ossing|translator|german edition", "2024-08-05", [
        v("Ottilie Brandt", "German translation of Winter at Ossing: Ottilie Brandt", "-"),
        v("Jonas Ebert", "German translation of Winter at Ossing: Jonas Ebert", "s"),
    ]),
    ("petra lund|agent|", "2023-09-18", [
        v("Sabine Orley", "Petra Lund is represented by Sabine Orley at Kettle Lane.", "-"),
        v("Rufus Tan", "Petra Lund is represented by Rufus Tan at Harlow Creative.", "s"),
    ]),
    ("nine bridges north|printer|", "2025-04-07", [
        v("Ashgrove Litho", "Nine Bridges North printing with Ashgrove Litho.", "-"),
        v("Pellham & Sons", "Nine Bridges North printing with Pellham & Sons.", "s"),
        v("Ashgrove Litho", "Moved Nine Bridges North back to Ashgrove Litho."),
    ]),
    ("fenwick & hale|distributor|", ["2023-06-05", "2023-10-16", "2024-02-12", "2024-08-19"], [
        v("Northlight Distribution", "Distributor: Northlight Distribution", "-"),
        v("Brack Books Trade", "From January our books are distributed by Brack Books Trade."),
        v("Brack Books Trade", "Brack Books Trade remains our distributor for the spring season.", "c"),
        v("Orbis Trade Services", "We've switched distribution to Orbis Trade Services."),
    ]),
    ("nine bridges north|pub date|uk edition", "2025-06-16", [
        v("2026-03-12", "Nine Bridges North (UK) publishes 12 March 2026.", "-"),
        v("2026-04-02", "UK pub date for Nine Bridges North: 2 April 2026"),
    ]),
    ("glasswork|editor|", "2024-10-14", [
        v("Clem Aldous", "Glasswork is being edited by Clem Aldous.", "-"),
        v("Winnie Sato", "Editor on Glasswork: Winnie Sato"),
    ]),
    ("the quiet ledger|isbn|paperback", "2025-03-03", [
        v("978-1-9153-2210-4", "ISBN for Quiet Ledger pb: 978-1-9153-2210-4", "-"),
        v("978-1-9153-2214-2", "Corrected ISBN, Quiet Ledger pb - use 978-1-9153-2214-2 on all metadata."),
    ]),
    ("the quiet ledger|price|paperback", "2025-04-14", [
        v("£9.99", "Quiet Ledger paperback RRP £9.99", "-"),
        v("£10.99", "Quiet Ledger paperback RRP £10.99", "s"),
    ]),
    ("under marram|status|", "2023-04-24", [
        v("in print", "Under Marram: in print", "-"),
        n("Under Marram has gone out of print."),
    ]),
    ("under marram|audiobook narrator|", "2024-05-20", [
        v("Delphine Aske", "Audiobook of Under Marram read by Delphine Aske.", "-"),
        v("Caspar Moyo", "Caspar Moyo will narrate the Under Marram audiobook instead."),
    ]),
    ("fenwick & hale|publicity director|", "2023-03-06", [
        v("Lottie Brand", "Publicity director: Lottie Brand", "-"),
        v("Emeka Hart", "Publicity director: Emeka Hart", "s"),
        v("Nell Ivers", "Head of publicity: Nell Ivers"),
    ]),
    ("lior ashdown|editor|fenwick & hale", "2024-01-22", [
        v("Winnie Sato", "Lior Ashdown's editor at Fenwick & Hale is Winnie Sato.", "-"),
        v("Clem Aldous", "Lior Ashdown's editor at Fenwick & Hale is Clem Aldous.", "s"),
    ]),
    ("the salt orchard|arcs due|", ["2025-04-02", "2025-05-12"], [
        v("2025-05-20", "ARCs of The Salt Orchard due from the printer 20 May.", "-"),
        v("2025-06-03", "Salt Orchard ARCs now expected 3 June."),
    ]),
    ("tomasz reeve|agent|", "2023-08-07", [
        v("Mireille Dufort", "Tomasz Reeve - agent: Mireille Dufort", "-"),
        v("Sabine Orley", "Tomasz Reeve has moved agencies and is now with Sabine Orley."),
        v("Mireille Dufort", "Tomasz Reeve went back to Mireille Dufort."),
    ]),
    ("winter at ossing|print run|hardback", "2025-02-17", [
        v("3,000", "Winter at Ossing HB print run 3,000", "-"),
        v("2,500", "Winter at Ossing hardback run trimmed to 2,500."),
        v("4,000", "Hardback first printing of Winter at Ossing now 4,000, after the shortlist news."),
    ]),
    ("the quiet ledger|foreign rights agent|", "2024-06-10", [
        v("Lumen Rights Agency", "Foreign rights for The Quiet Ledger handled by Lumen Rights Agency.", "-"),
        v("Tessellate Literary", "Quiet Ledger foreign rights are now with Tessellate Literary."),
    ]),
    ("the salt orchard|translator|spanish edition", "2025-05-05", [
        v("Lucia Ferran", "Lucia Ferran is translating The Salt Orchard into Spanish.", "-"),
        v("Andrés Ibarra", "Andrés Ibarra is translating The Salt Orchard into Spanish.", "s"),
    ]),
    # ---- Tidewater Quarterly: production sheet -------------------------------------------------------
    ("tidewater 31|page count|", ["2024-10-01", "2024-10-22", "2024-11-08", "2024-11-29"], [
        v("96", "Tidewater 31 (spring): 96 pages", "-"),
        v("112", "Tidewater 31 extent up to 112pp."),
        v("104", "Issue 31 locks at 104 - the ad pages fell through.", "h"),
        v("96", "Tidewater 31 back to 96pp; two features held for summer."),
    ]),
    ("tidewater|art director|", "2023-07-03", [
        v("Jo Marchetti", "Art director: Jo Marchetti", "-"),
        v("Saoirse Quill", "Art director: Saoirse Quill", "s"),
        t("elaboration", "Saoirse Quill", "Saoirse Quill, who came over from Brackwater Design, is now Tidewater's art director and is redrawing the masthead."),
    ]),
    ("tidewater|printer|uk", "2023-11-13", [
        v("Ashgrove Litho", "Tidewater prints at Ashgrove Litho.", "-"),
        v("Delford Press", "Tidewater prints at Delford Press.", "s"),
    ]),
    ("tidewater 32|copy deadline|", ["2025-01-13", "2025-02-10"], [
        v("2025-03-14", "Copy for issue 32 due 14 March.", "-"),
        v("2025-03-07", "Issue 32 copy deadline brought forward a week, to 7 March."),
    ]),
    ("tidewater 32|cover|", ["2025-01-20", "2025-02-24"], [
        v("Hamid Rezaei", "Cover of issue 32 is being illustrated by Hamid Rezaei.", "-"),
        v("Bryony Tull", "Issue 32 cover: Bryony Tull"),
    ]),
    ("tidewater|editor|", "2023-01-16", [
        v("Leopold Vance", "Tidewater's editor is Leopold Vance.", "-"),
        v("Ama Quarshie", "Ama Quarshie is the new editor of Tidewater."),
        t("confirmation", "Ama Quarshie", "Ama Quarshie confirmed as editor of Tidewater after her trial issue."),
    ]),
    ("tidewater|cover price|", "2024-02-12", [
        v("£8", "Cover price £8", "-"),
        v("£9.50", "Cover price £9.50", "s"),
    ]),
    ("tidewater|subscriptions fulfilment|", "2024-07-15", [
        v("Pressline Fulfilment", "Subscriptions handled by Pressline Fulfilment.", "-"),
        v("in-house", "Subs fulfilment moved in-house."),
    ]),
    ("tidewater 32|on-sale date|", ["2025-02-03", "2025-03-10", "2025-04-07"], [
        v("2025-05-02", "Issue 32 on sale 2 May", "-"),
        v("2025-05-16", "Issue 32 on sale 16 May", "s"),
        v("2025-05-23", "Issue 32 on-sale slipped again: now 23 May."),
    ]),
    ("tidewater|poetry editor|", "2023-10-16", [
        v("Hal Okonjo", "Hal Okonjo edits the poetry section of Tidewater.", "-"),
        v("Mina Strand", "Mina Strand edits the poetry section of Tidewater.", "s"),
    ]),
    ("tidewater|production editor|", "2024-04-22", [
        v("Gus Whitlow", "Production editor: Gus Whitlow", "-"),
        v("Petra Nyman", "Production editor: Petra Nyman", "s"),
    ]),
    ("tidewater|proofreader|", "2024-08-26", [
        v("Lena Brook", "Proofs for Tidewater go to Lena Brook.", "-"),
        v("Idun Falk", "Proofs for Tidewater go to Idun Falk.", "s"),
    ]),
    # ---- podcasts and newsletters --------------------------------------------------------------------
    ("the late edit|release day|", "2024-09-16", [
        v("Friday", "New episodes of The Late Edit drop Fridays at 6am.", "-"),
        v("Thursday", "The Late Edit is moving its release to Thursdays."),
    ]),
    ("margins|recording day|", "2024-01-29", [
        v("Tuesday", "Margins records Tuesday afternoons.", "-"),
        v("Thursday", "Margins records Thursday afternoons.", "s"),
        v("Tuesday", "Back to Tuesdays for Margins recording."),
    ]),
    ("margins|host|", "2023-09-25", [
        v("Clem Aldous", "Margins is hosted by Clem Aldous.", "-"),
        v("Winnie Sato", "Margins is hosted by Winnie Sato.", "s"),
    ]),
    ("fenwick reads|send day|", "2024-03-25", [
        v("first Monday", "Fenwick Reads goes out on the first Monday of the month.", "-"),
        v("last Friday", "Fenwick Reads send day: last Friday of the month"),
    ]),
    ("carrow brief|writer|", "2023-05-22", [
        v("Piet Haverkamp", "The Carrow Brief is written by Piet Haverkamp.", "-"),
        v("Zara Lindo", "The Carrow Brief is written by Zara Lindo.", "s"),
    ]),
    ("gazette|homepage editor|online", "2024-10-07", [
        v("Rhys Olafsen", "Homepage editor (online): Rhys Olafsen", "-"),
        v("Mei Lin Ortega", "Mei Lin Ortega runs the homepage now."),
    ]),
    ("gazette|features editor|", "2023-02-06", [
        v("Ottoline Reyes", "Features editor: Ottoline Reyes", "-"),
        v("Rashid Kamara", "Features editor: Rashid Kamara", "s"),
        v("Ottoline Reyes", "Rashid Kamara is stepping aside; Ottoline Reyes is features editor again."),
    ]),
    ("gazette|city desk chief|", "2024-11-18", [
        v("Wendell Oakes", "City desk is run by Wendell Oakes.", "-"),
        v("Liesl Moreau", "Wendell Oakes has handed the city desk to Liesl Moreau."),
    ]),
    ("gazette on sunday|editor|", "2023-12-11", [
        v("Barnaby Quist", "Gazette on Sunday editor: Barnaby Quist", "-"),
        v("Fenella Drake", "Barnaby Quist was replaced as Sunday editor by Fenella Drake."),
    ]),
    ("gazette|letters page editor|", "2024-03-18", [
        v("Rosalind Achter", "Letters page: Rosalind Achter", "-"),
        v("Rosalind Achter", "Letters still with Rosalind Achter.", "c"),
        v("Ned Carbery", "The letters page is now edited by Ned Carbery."),
    ]),
    ("the late edit|episode length|", "2025-04-28", [
        v("40 minutes", "The Late Edit runs about 40 minutes.", "-"),
        v("30 minutes", "The Late Edit is being cut to 30 minutes an episode."),
    ]),
    ("glasswork|pub date|", "2024-11-04", [
        v("2025-03-06", "Glasswork pub date: 6 March 2025", "-"),
        v("2025-03-20", "Glasswork pub date: 20 March 2025", "s"),
    ]),
    ("property supplement|publication day|", "2024-05-13", [
        v("Wednesday", "Property pullout runs Wednesdays.", "-"),
        v("Saturday", "Property pullout runs Saturdays.", "s"),
    ]),
]

# Labelled groups: (class, family key, start day, [(value, text), ...]). Memories in one group share the
# family key only where they state ONE fact (confirmation, format variant, elaboration, static, equal time);
# multi-valued, scope, different-subject, membership and unrelated memories each get their own key.
# "same" = one fact; "own" = each memory its own fact.
LABELLED = [
    # multi_valued: values that coexist
    ("multi_valued", "own", "2025-08-04", [
        "The Salt Orchard has been translated into German.",
        "The Salt Orchard is also out in Korean now.",
        "Another translation of The Salt Orchard signed: Brazilian Portuguese.",
    ]),
    ("multi_valued", "own", "2025-03-17", [
        "Tidewater 32 contributors include Mina Strand.",
        "Bryony Tull is contributing a short essay to issue 32 too.",
        "Another contributor for 32: Oskar Dahl, on estuary birds.",
    ]),
    ("multi_valued", "own", "2026-04-13", [
        "Nine Bridges North won the Harrier Prize for debut fiction.",
        "Nine Bridges North also picked up the Wexcombe Book Award.",
    ]),
    ("multi_valued", "own", "2024-10-28", [
        "Regular guest on The Late Edit: Bram Koenig.",
        "Tamsin Royle is another regular on The Late Edit.",
    ]),
    ("multi_valued", "own", "2025-09-22", [
        "Winter at Ossing is being translated into Danish.",
        "Winter at Ossing will also appear in Dutch.",
    ]),
    ("multi_valued", "own", "2025-02-24", [
        "Glasswork was shortlisted for the Ferrier Poetry Prize.",
        "Glasswork is on the Linden Medal shortlist as well.",
    ]),
    # scope_disjoint: same attribute, a different scope from a changing family
    ("scope_disjoint", "own", "2024-01-22", [
        "Gazette on Sunday sports pages: Declan Moss.",
        "US edition of Nine Bridges North publishes 19 May 2026.",
        "Winter at Ossing paperback print run: 6,000",
        "The Lanterns paperback is in print.",
        "Copy deadline for the Sunday edition is Friday 8pm.",
        "Rhys Olafsen still puts the print front page together.",
        "The Carrow Brief weekend edition goes out at 8am.",
        "Tidewater's North American copies are printed by Calloway Graphics.",
        "Quiet Ledger hardback RRP £16.99",
        "Salt Orchard US print run: 3,000",
        "Sunday night sub: Ilse Brack",
        "Web copy deadline is 9pm; print is earlier.",
        "Online, Kerbside goes up on Saturdays.",
        "The video cut of The Late Edit is released on Sundays.",
    ]),
    # format_variant: the same value in another format (one fact per pair)
    ("format_variant", "same", "2024-05-27", [
        "Tidewater 30 ran to 88 pages.",
        "Tidewater 30: eighty-eight pp.",
    ]),
    ("format_variant", "same", "2024-09-30", [
        "Glasswork print run: 1,000 copies",
        "Glasswork run 1k",
    ]),
    ("format_variant", "same", "2026-04-06", [
        "Margins ep 50 out 2026-06-02",
        "Margins episode 50 goes out on 2 June 2026.",
    ]),
    ("format_variant", "same", "2025-09-08", [
        "Advance for Lior Ashdown's next novel: £12,000",
        "Ashdown advance agreed at 12k.",
    ]),
    ("format_variant", "same", "2024-11-11", [
        "Sunday magazine pages go to the printer by 17:00 Thursday.",
        "Sunday mag to the printer by 5pm on Thursdays.",
    ]),
    # elaboration: the same value with more detail (two of the pairs put the terse one later)
    ("elaboration", "same", "2024-10-21", [
        "Glasswork's cover is by Mina Strand.",
        "Glasswork cover: Mina Strand's ink drawing of a cracked pane, printed grey with silver foil.",
    ]),
    ("elaboration", "same", "2025-11-03", [
        "Jory Penhallow is handling publicity for The Quiet Ledger, including the festival tour and the radio bookings.",
        "Publicist on The Quiet Ledger: Jory Penhallow",
    ]),
    ("elaboration", "same", "2025-05-19", [
        "Tidewater 33 theme: estuaries",
        "Tidewater 33 is the estuaries issue: tidal mills, saltmarsh poets and a photo essay from the Carrow mouth.",
    ]),
    ("elaboration", "same", "2026-05-11", [
        "Margins guest for episode 51: Petra Lund",
        "Petra Lund is the guest on Margins ep. 51, talking about Winter at Ossing and translating her own work.",
    ]),
    ("elaboration", "same", "2025-07-14", [
        "Nine Bridges North is being typeset by Fellwater Typesetting in Dante 11/14, maps redrawn in-house.",
        "Typesetter for Nine Bridges North: Fellwater",
    ]),
    # confirmation: the value in force restated later
    ("confirmation", "same", "2024-06-17", [
        "Hal Okonjo's agent is Rufus Tan.",
        "Hal Okonjo is still with Rufus Tan.",
    ]),
    ("confirmation", "same", "2023-09-11", [
        "Readers' editor: Philippa Dunmore",
        "Readers' editor remains Philippa Dunmore, as usual.",
    ]),
    ("confirmation", "same", "2024-12-09", [
        "Tidewater is distributed to shops by Northlight Distribution.",
        "Confirmed with Northlight: they keep Tidewater's shop distribution.",
    ]),
    ("confirmation", "same", "2025-01-27", [
        "Margins goes out every other Wednesday.",
        "Margins still releasing fortnightly on Wednesdays.",
    ]),
    ("confirmation", "same", "2025-03-24", [
        "Noor Haddad does the audio edit on The Late Edit.",
        "Noor Haddad confirmed as audio editor for The Late Edit's new season.",
    ]),
    # different_subject: the frame of a changing fact, another subject (each its own fact)
    ("different_subject", "own", "2024-04-15", [
        "Elif Sandoval covers transport.",
        "Beat: environment - Oren Blythe",
        "Footnotes (Jun Takeda's column) runs Mondays.",
        "Winter at Ossing - pub date 5 February 2026.",
        "Print run (UK) for Nine Bridges North: 7,500",
        "Winter at Ossing cover: Ines Barrow",
        "The Late Edit producer: Sunniva Holt",
        "Tidewater 29: 100 pages",
        "Tobiah Grange is doing the jacket for Lior Ashdown's new novel.",
        "Lior Ashdown is represented by Mireille Dufort.",
        "Spanish translator of Winter at Ossing: Lucia Ferran",
        "Business pages editor at our sister paper, the Ressick Echo: Hugo Farrant",
    ]),
    # static: an unchanging fact restated with a synonymous verb
    ("static", "same", "2023-03-13", [
        "The Carrow Gazette was founded in 1887.",
        "The Gazette dates back to 1887.",
    ]),
    ("static", "same", "2023-08-21", [
        "Fenwick & Hale is based on Tanner's Row, Carrow.",
        "F&H's offices are on Tanner's Row.",
    ]),
    ("static", "same", "2024-08-12", [
        "Idris Melnyk wrote The Salt Orchard.",
        "The Salt Orchard is by Idris Melnyk.",
    ]),
    ("static", "same", "2023-06-26", [
        "Tidewater Quarterly is published by the Estuary Arts Trust.",
        "Tidewater comes out under the Estuary Arts Trust.",
    ]),
    ("static", "same", "2024-02-05", [
        "Hal Okonjo was born in Port Ellery.",
        "Hal Okonjo comes from Port Ellery.",
    ]),
    # membership: memberships that look like roles, all holding at once (each its own fact)
    ("membership", "own", "2024-09-02", [
        "Nadia Bergström sits on the Gazette's editorial board.",
        "Nadia Bergström is also on the Carrow Press Club committee.",
        "Nadia Bergström has joined the Harrier Prize judging panel.",
    ]),
    ("membership", "own", "2025-01-06", [
        "Winnie Sato is a member of the Fenwick & Hale acquisitions board.",
        "Winnie Sato has a seat on the Society of Editors' ethics group.",
        "Winnie Sato is a trustee of the Estuary Arts Trust.",
    ]),
    ("membership", "own", "2024-03-04", [
        "Bram Koenig is the newsroom's chapel rep.",
        "Bram Koenig also sits on the health and safety committee.",
    ]),
    ("membership", "own", "2025-06-09", [
        "Mina Strand is on the Tidewater advisory board.",
        "Mina Strand is a fellow of the Linden Poetry Society.",
    ]),
    # equal_time: two values of one fact at the identical order time (no direction, no pair)
    ("equal_time", "same", "2025-02-13", [
        "Duty editor, 14 Feb: Shirin Aziz",
        "Duty editor for 14 Feb - Bram Koenig",
    ]),
    ("equal_time", "same", "2025-06-23", [
        "Tidewater 33 cover: Bryony Tull",
        "Tidewater 33 cover: Hamid Rezaei",
    ]),
    ("equal_time", "same", "2026-06-15", [
        "Margins ep. 52 release date: 4 August",
        "Margins ep. 52 goes out 11 August.",
    ]),
    ("equal_time", "same", "2025-10-13", [
        "Glasswork launch venue: Carrow Arts Centre",
        "The Glasswork launch is at Marram Books, Port Ellery.",
    ]),
    ("equal_time", "same", "2026-01-19", [
        "Quiet Ledger paperback pub date: 7 May 2026",
        "Quiet Ledger pb publishes 14 May 2026.",
    ]),
    # unrelated distractors, several sharing a subject with a changing family (each its own fact)
    ("unrelated", "own", "2024-02-12", [
        "Maya Osei's piece on the harbour levy ran on the front page today.",
        "Kerbside got three letters of complaint about the bin-collection piece.",
        "The Salt Orchard ARCs are going to the booksellers' conference in Harrowby.",
        "Delford Press wants the PDFs as PDF/X-4 from now on.",
        "The Late Edit hit 20,000 downloads with the harbour levy episode.",
        "Book the big meeting room for the Tidewater planning session.",
        "Fenwick & Hale summer party is at the Boathouse this year.",
        "Tidewater 33 standfirst TK - Ama to write.",
        "Owen Mbeki's car was towed from the staff car park again.",
        "Newsroom coffee machine is broken; use the one on the third floor.",
        "Petra Lund prefers email to phone calls.",
        "Fire drill Thursday at 11.",
        "Greta Salo's review of the Carrow Ballet opening is filed for Saturday.",
        "Sol Ferreira wants the markets table redesigned.",
        "The Carrow Brief had a 41% open rate last week.",
        "Nine Bridges North's proofreader flagged 14 typos in chapter 3.",
        "Ledger Lines is off this Friday while its author is on holiday; a reader's letter fills the slot.",
        "Tidewater 31 proofs came back with coffee rings on page 40.",
        "Winnie Sato is at the Harrowby book fair all week.",
        "Jun Takeda asked for a second monitor on the sports desk.",
    ]),
]

# Classes whose group members are placed at ONE order time.
EQUAL_TIME = "equal_time"

MODE_SHARE = {"live": 0.27, "backfilled": 0.18}  # the rest stamped


def day(s):
    return dt.datetime.strptime(s, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)


def rfc(t):
    return t.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # each: fam, value, pol, flag, text, cls, idx (position in family), group
    fam_keys = []

    def add_family(key, start, versions, cls_default=None, equal=False, gap=(12, 100)):
        if key in fam_keys:
            raise SystemExit(f"duplicate family key {key!r}")
        fam_keys.append(key)
        if isinstance(start, list):
            if len(start) != len(versions):
                raise SystemExit(f"{key}: {len(start)} days for {len(versions)} versions")
            days = [day(s) for s in start]
        else:
            d = day(start)
            days = []
            for i in range(len(versions)):
                if i:
                    d = d + dt.timedelta(days=rng.randint(*gap))
                days.append(d)
        for i, (ver, d) in enumerate(zip(versions, days)):
            if equal:
                d = days[0]
            m = dict(ver)
            m["fam"] = key
            m["idx"] = i
            m["day"] = d
            if m["cls"] is None:
                m["cls"] = cls_default
            mems.append(m)

    for key, start, versions in FAMILIES:
        add_family(key, start, versions)
    for gi, (cls, kind, start, texts) in enumerate(LABELLED):
        if kind == "same":
            key = f"{cls}#{gi}"
            vers = [{"value": "same", "pol": "+", "flag": "-" if i == 0 else "l", "text": tx, "cls": cls}
                    for i, tx in enumerate(texts)]
            if cls == EQUAL_TIME:
                # two values of one fact
                vers = [{"value": f"v{i}", "pol": "+", "flag": "-" if i == 0 else "l", "text": tx, "cls": cls}
                        for i, tx in enumerate(texts)]
            add_family(key, start, vers, equal=(cls == EQUAL_TIME), gap=(20, 120))
        else:
            # each memory its own fact; spread them in time
            d = day(start)
            for i, tx in enumerate(texts):
                if i:
                    d = d + dt.timedelta(days=rng.randint(3, 40))
                add_family(f"{cls}#{gi}.{i}", d.strftime("%Y-%m-%d"),
                           [{"value": "own", "pol": "+", "flag": "-", "text": tx, "cls": cls}])

    # ---- time modes: exact quotas over a seeded shuffle ------------------------------------------------
    order = list(range(len(mems)))
    rng.shuffle(order)
    n_live = round(MODE_SHARE["live"] * len(mems))
    n_back = round(MODE_SHARE["backfilled"] * len(mems))
    for rank, i in enumerate(order):
        mems[i]["mode"] = "live" if rank < n_live else ("backfilled" if rank < n_live + n_back else "stamped")

    # ---- order times ---------------------------------------------------------------------------------
    by_fam = {}
    for m in mems:
        by_fam.setdefault(m["fam"], []).append(m)
    for key in fam_keys:
        group = by_fam[key]
        equal = group[0]["cls"] == EQUAL_TIME
        if equal:
            if any(m["mode"] == "backfilled" for m in group):
                tod = dt.timedelta(0)
            else:
                tod = dt.timedelta(hours=rng.randint(8, 21), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
            for m in group:
                m["order"] = m["day"] + tod
        else:
            for m in group:
                if m["mode"] == "backfilled":
                    m["order"] = m["day"]
                else:
                    m["order"] = m["day"] + dt.timedelta(hours=rng.randint(7, 22), minutes=rng.randint(0, 59),
                                                         seconds=rng.randint(1, 59))
        # created_at / observed_at
        back = sorted([m for m in group if m["mode"] == "backfilled"], key=lambda m: m["order"], reverse=True)
        if back:
            base = dt.datetime(2026, 11, rng.randint(2, 27), rng.randint(1, 22), rng.randint(0, 59),
                               rng.randint(0, 59), tzinfo=dt.timezone.utc)
            for j, m in enumerate(back):  # newest first
                m["created"] = base + dt.timedelta(seconds=j * rng.randint(1, 40) + j)
                m["observed"] = m["order"]
        for m in group:
            if m["mode"] == "live":
                m["created"] = m["order"]
                m["observed"] = None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rng.randint(2, 180), seconds=rng.randint(0, 59))

    # ---- ids: assigned in a shuffled order; file order shuffled again -----------------------------------
    idorder = list(range(len(mems)))
    rng.shuffle(idorder)
    for k, i in enumerate(idorder):
        mems[i]["id"] = f"a{k + 1:03d}"
    fileorder = list(range(len(mems)))
    rng.shuffle(fileorder)
    return mems, fam_keys, by_fam, [mems[i] for i in fileorder]


def truth_of(fam_keys, by_fam):
    """Within a family, each memory is expired by the EARLIEST strictly newer memory whose (value, polarity)
    differs. Computed from the labels only."""
    pairs = []
    for key in fam_keys:
        group = sorted(by_fam[key], key=lambda m: m["order"])
        for a in group:
            newer = [b for b in group if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"])]
            if not newer:
                continue
            b = min(newer, key=lambda m: m["order"])
            pairs.append({"expired_id": a["id"], "replacement_id": b["id"],
                          "reason": "negation" if a["pol"] != b["pol"] else "value", "_fam": key})
    return sorted(pairs, key=lambda p: (p["expired_id"], p["replacement_id"]))


def check(mems, fam_keys, by_fam, pairs):
    errs = []
    ids = [m["id"] for m in mems]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    texts = [m["text"] for m in mems]
    if len(set(texts)) != len(texts):
        errs.append("duplicate content")
    limit = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
    in_pair = {p["expired_id"] for p in pairs} | {p["replacement_id"] for p in pairs}
    for m in mems:
        if m["created"] >= limit or (m["observed"] and m["observed"] >= limit):
            errs.append(f"{m['id']}: time past 2026-12-01")
        if m["mode"] == "backfilled":
            if m["order"].time() != dt.time(0, 0) or m["created"].month != 11 or m["created"].year != 2026:
                errs.append(f"{m['id']}: bad backfill")
            if m["order"] >= dt.datetime(2026, 11, 1, tzinfo=dt.timezone.utc):
                errs.append(f"{m['id']}: backfilled fact observed after import month")
        if m["mode"] == "stamped" and not (m["created"] > m["observed"]):
            errs.append(f"{m['id']}: stamped created not after observed")
        labelled = m["cls"] is not None
        if labelled and m["id"] in in_pair:
            errs.append(f"{m['id']}: labelled {m['cls']} memory takes part in a pair")
        if not labelled and m["id"] not in in_pair:
            errs.append(f"{m['id']}: unlabelled memory in no pair ({m['fam']})")
    for key in fam_keys:
        group = by_fam[key]
        orders = [m["order"] for m in group]
        eq = group[0]["cls"] == EQUAL_TIME
        if eq and len(set(orders)) != 1:
            errs.append(f"{key}: equal_time group not at one time")
        if not eq and len(set(orders)) != len(orders):
            errs.append(f"{key}: two versions share an order time")
        if not eq and [m["idx"] for m in sorted(group, key=lambda m: m["order"])] != sorted(m["idx"] for m in group):
            errs.append(f"{key}: order time does not follow table order")
    if errs:
        raise SystemExit("self-check failed:\n  " + "\n  ".join(errs))


def mem_json(m):
    o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
    if m["observed"] is not None:
        o["observed_at"] = rfc(m["observed"])
    return json.dumps(o, ensure_ascii=False)


ABBREV = re.compile(r"\b(ed\.|pp\b|\d+pp|pub date|ISBN|ARCs|TK\b|HB\b|pb\b|RRP|sub\b|subs\b|obits|ep\.?\s|F&H|p\.\d)", re.I)
KEYVAL = re.compile(r"^[^:.]{2,60}:\s")
PASSIVE = re.compile(r"\b(is|are|was|were|been|being|be)\s+(\w+ed|\w+en|run|set|read|brought|named|handed|pushed|put)\b", re.I)


def words(s):
    return re.findall(r"[\w'&£,.-]+", s.lower())


def stats(mems, fam_keys, by_fam, pairs):
    out = {}
    out["memories"] = len(mems)
    changing = [k for k, _, _ in FAMILIES]
    out["changing_families"] = len(changing)
    sizes = {}
    for k in changing:
        nv = sum(1 for m in by_fam[k] if m["cls"] is None)
        sizes[nv] = sizes.get(nv, 0) + 1
    out["changing_family_sizes"] = dict(sorted(sizes.items()))
    out["memories_in_changing_families"] = sum(len(by_fam[k]) for k in changing)
    out["true_pairs"] = len(pairs)
    out["value_pairs"] = sum(1 for p in pairs if p["reason"] == "value")
    out["negation_pairs"] = sum(1 for p in pairs if p["reason"] == "negation")
    reaff = 0
    for k in changing:
        g = sorted(by_fam[k], key=lambda m: m["order"])
        for a, b in zip(g, g[1:]):
            if a["pol"] == "-" and b["pol"] == "+":
                reaff += 1
    out["reaffirmations"] = reaff
    moves = 0
    for k in changing:
        g = [m for m in sorted(by_fam[k], key=lambda m: m["order"]) if m["cls"] is None and m["pol"] == "+"]
        seen = []
        for m in g:
            if seen and m["value"] != seen[-1] and m["value"] in seen:
                moves += 1
            if not seen or seen[-1] != m["value"]:
                seen.append(m["value"])
    out["moves_back"] = moves
    out["in_chain_confirmations"] = sum(1 for m in mems if m["flag"] == "c")
    out["hard_worded_intervening"] = sum(1 for m in mems if m["flag"] == "h" and m["cls"] is None
                                         and any(p["expired_id"] == m["id"] for p in pairs))
    newer = [m for m in mems if m["cls"] is None and m["flag"] in ("r", "s", "h", "c")]
    out["newer_versions"] = len(newer)
    out["newer_reworded"] = sum(1 for m in newer if m["flag"] in ("r", "h"))
    out["newer_one_slot_edit"] = sum(1 for m in newer if m["flag"] == "s")
    out["newer_confirmations"] = sum(1 for m in newer if m["flag"] == "c")
    cls = {}
    for m in mems:
        if m["cls"]:
            cls[m["cls"]] = cls.get(m["cls"], 0) + 1
    out["labelled"] = sum(cls.values())
    out["labelled_by_class"] = dict(sorted(cls.items()))
    modes = {}
    for m in mems:
        modes[m["mode"]] = modes.get(m["mode"], 0) + 1
    out["time_modes"] = dict(sorted(modes.items()))
    inv = 0
    for k in fam_keys:
        g = by_fam[k]
        for a in g:
            for b in g:
                if a["order"] < b["order"] and a["created"] > b["created"]:
                    inv += 1
    out["created_order_inversions_within_families"] = inv
    # wording statistics
    jac = []
    for k in changing:
        g = sorted(by_fam[k], key=lambda m: m["order"])
        for a, b in zip(g, g[1:]):
            wa, wb = set(words(a["text"])), set(words(b["text"]))
            jac.append(len(wa & wb) / len(wa | wb))
    out["mean_token_jaccard_consecutive_versions"] = round(sum(jac) / len(jac), 3)
    lens = [len(words(m["text"])) for m in mems]
    out["words_per_memory_mean"] = round(sum(lens) / len(lens), 2)
    out["words_per_memory_min_max"] = [min(lens), max(lens)]
    out["key_value_lines"] = sum(1 for m in mems if KEYVAL.search(m["text"]))
    out["passive_constructions"] = sum(1 for m in mems if PASSIVE.search(m["text"]))
    out["with_abbreviation"] = sum(1 for m in mems if ABBREV.search(m["text"]))
    out["with_digits"] = sum(1 for m in mems if re.search(r"\d", m["text"]))
    out["with_date_in_text"] = sum(1 for m in mems if re.search(
        r"\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)|\d{4}-\d{2}-\d{2}", m["text"]))
    out["order_time_range"] = [rfc(min(m["order"] for m in mems)), rfc(max(m["order"] for m in mems))]
    return out


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def write(path, lines):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        for ln in lines:
            f.write(ln + "\n")
    os.replace(tmp, path)


README = """# R26: newsroom, publishing and editorial records (blind registered gate corpus)

{memories} memories written blind for the registered gate corpus R26: what a newsroom's desk notes (the
Carrow Gazette, its Sunday edition, the Carrow Brief newsletter), a book publisher's title tracker (Fenwick &
Hale), a magazine's production sheet (Tidewater Quarterly) and two podcast teams' planning docs (The Late Edit,
Margins) would hold: section editors, reporters' beats, a column's day and slot, pub dates, print runs, cover
designers, translators, agents, copy deadlines, extents, subs on a shift, send times, hosts and recording days,
in-print / out-of-print status, printers, distributors and the house style editor. Every name, title, place
and organisation is invented. The set is frozen by sha256 and is scored only as a whole.

## How it was written (blind)

Written by a helper session from its own imagination, not shaped to any extractor. Read, and only read:
`/work/notes/prompt-r26.md` (the brief), `/work/notes/protocol.md`, the design seed
`/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051), and the sections "Memory JSONL (input and export
format)" and "Using l9 on your own export" of `/work/main/README.md` (plus its list of headings, to find them).
Also seen in passing: the file names of `/work/notes/` (one `ls`) and the worktree's `git status` / last commit line.
Not read: any l9 code (svo/, corpus/, detector/, gates/, arms/, any *_test.go), doc/, results/, prereg/, any
other testdata/ directory, or any other note of the project. l9 was not built or run on this set and no l9
output was looked at. No SituatedQA or TimeQA data was used and nothing was fetched.

Labels (family, value, polarity, wording flag, class) are fixed in the tables of `gen.py` before anything is
generated; truth is computed from those labels only, never from the text.

## Files

- `memories.jsonl`: `{{"id","content","created_at"[,"observed_at"]}}`, RFC 3339 UTC, all before 2026-12-01.
  Ids `a001`... are assigned in a seeded shuffled order; the file order is shuffled again.
- `truth.jsonl`: `{{"expired_id","replacement_id","reason"}}`, reason `value` or `negation`, sorted by id.
- `labels.jsonl`: `{{"id","class"}}` for every memory that must never appear in any candidate pair.
  Every memory is either in a true pair or labelled, never both (gen.py checks it).
- `gen.py`: the generator and its tables (python3, stdlib only, seed {seed}).

## Truth rule

A family is one fact: one subject, one attribute, one scope. Order time is `observed_at` if present, else
`created_at`. Within a family each memory is expired by the EARLIEST strictly newer memory whose (value,
polarity) differs. Reason `negation` when the polarities differ (the newer memory says the fact stopped
holding: dropped, cancelled, out of print, left the paper, no longer hosting, paused; a re-affirmation after a
negation is also a negation pair), else `value`. A chain of n versions yields n-1 pairs; a move back
(A -> B -> A) pairs through the middle; a confirmation inside a chain is never paired with what it confirms but
is expired, like the version it confirms, by the next change. Equal order times emit nothing. No labelled
memory takes part in any pair.

## Counts

- memories: {memories}; changing families: {changing_families} (sizes in unlabelled versions: {sizes});
  memories in changing families: {memories_in_changing_families} (including labelled tails)
- true pairs: {true_pairs} ({value_pairs} value, {negation_pairs} negation, of which {reaffirmations} are a
  re-affirmation: a holding version right after a negation)
- moves back: {moves_back}; confirmations inside a chain: {in_chain_confirmations}; hard-worded intervening
  versions: {hard_worded_intervening}
- labelled: {labelled}

| class | memories |
|---|---|
{class_rows}

Labelled tails: {tails} changing families end with a restatement of their current value (a confirmation, a format
variant or an elaboration), labelled with that class; they are the hardest controls, because the memory they
restate is itself a replacement in a true pair.

## Register and wording

Desk-note register throughout: key: value lines ("Beat: courts - Harriet Quayle", "Print run (UK): 5,000"),
"now" edits ("Maya Osei now edits the business pages"), moved/brought forward/pushed ("Pub date moved to 9
October", "Copy deadline brought forward to 4pm"), switches ("Switched printers to Delford Press"), passives
("was named", "has been brought in", "was replaced ... by"), dates in the text, abbreviations (ed., sub, pub
date, pp, ISBN, ARCs, HB, pb, RRP, TK, ep.), and plain one-slot edits.

- newer versions in changing families: {newer_versions}: reworded {newer_reworded} ({reworded_pct}%), one-slot
  edits {newer_one_slot_edit}, in-chain confirmations {newer_confirmations}
- mean token Jaccard between consecutive versions of a family: {mean_token_jaccard_consecutive_versions}
- words per memory: mean {words_per_memory_mean}, min/max {words_per_memory_min_max}
- key: value lines {key_value_lines}; passive constructions {passive_constructions}; with an abbreviation
  {with_abbreviation}; with digits {with_digits}; with a date in the text {with_date_in_text}
  (regex counts, see `stats()` in gen.py)

## Time modes

Assigned by exact quota over a seeded shuffle, so modes mix within families: {modes}.
live = no `observed_at`, order time = `created_at`; stamped = `observed_at` is the order time, `created_at`
2-180 minutes later; backfilled = `observed_at` at midnight UTC, `created_at` an import instant in November
2026 assigned newest-first within a family, so `created_at` order inverts order time
({created_order_inversions_within_families} within-family inversions of created_at against order time).
Two versions of one family never share an order time except in the equal_time class. Order times span
{order_time_range}.

## sha256

```
{sha_m}  memories.jsonl
{sha_t}  truth.jsonl
{sha_l}  labels.jsonl
```

## Regenerate

```sh
cd testdata/real/newsroom-r26
python3 gen.py            # writes the three .jsonl files and this README (byte-identical on every run)
python3 gen.py --stats    # counts
python3 gen.py --list     # every memory: id, order time, mode, family, value, polarity, flag, class
```
"""


def main():
    mems, fam_keys, by_fam, fileorder = build()
    pairs = truth_of(fam_keys, by_fam)
    check(mems, fam_keys, by_fam, pairs)
    st = stats(mems, fam_keys, by_fam, pairs)
    if "--stats" in sys.argv:
        print(json.dumps(st, indent=2, ensure_ascii=False))
        return
    if "--list" in sys.argv:
        for m in sorted(mems, key=lambda m: (m["fam"], m["order"])):
            print(f"{m['id']}  {rfc(m['order'])}  {m['mode']:<10}  {m['fam']:<45}  "
                  f"value={m['value']!s:<22} pol={m['pol']} flag={m['flag']} class={m['cls'] or '-'}  | {m['text']}")
        for p in pairs:
            print(f"PAIR {p['expired_id']} -> {p['replacement_id']}  {p['reason']:<8}  {p['_fam']}")
        return
    pm = os.path.join(HERE, "memories.jsonl")
    pt = os.path.join(HERE, "truth.jsonl")
    pl = os.path.join(HERE, "labels.jsonl")
    write(pm, [mem_json(m) for m in fileorder])
    write(pt, [json.dumps({"expired_id": p["expired_id"], "replacement_id": p["replacement_id"],
                           "reason": p["reason"]}) for p in pairs])
    write(pl, [json.dumps({"id": m["id"], "class": m["cls"]})
               for m in sorted((m for m in mems if m["cls"]), key=lambda m: m["id"])])
    rows = "\n".join(f"| {c} | {k} |" for c, k in st["labelled_by_class"].items())
    txt = README.format(
        seed=SEED, tails=sum(1 for m in mems if m["flag"] == "t"), sizes=", ".join(f"{k} versions: {c}" for k, c in st["changing_family_sizes"].items()),
        class_rows=rows, reworded_pct=round(100 * st["newer_reworded"] / st["newer_versions"], 1),
        modes=", ".join(f"{k} {c} ({round(100 * c / st['memories'])}%)" for k, c in st["time_modes"].items()),
        sha_m=sha(pm), sha_t=sha(pt), sha_l=sha(pl),
        **{k: (" to ".join(v) if k == "order_time_range" else v) for k, v in st.items()
           if k not in ("changing_family_sizes", "labelled_by_class", "time_modes")})
    with open(os.path.join(HERE, "README.md.tmp"), "w", encoding="utf-8", newline="\n") as f:
        f.write(txt)
    os.replace(os.path.join(HERE, "README.md.tmp"), os.path.join(HERE, "README.md"))
    print(f"wrote {st['memories']} memories, {st['true_pairs']} pairs, {st['labelled']} labels")


if __name__ == "__main__":
    main()
