#!/usr/bin/env python3
"""print-r50 -- blind supersession set: a print shop's job log.

Deterministic generator (stdlib only, random.Random(5050)).
  python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
  python3 gen.py --stats  print counts, write nothing
  python3 gen.py --list   print every memory, write nothing
Truth is computed from the tables below (fact key, value key, polarity, order time), never from text.
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 5050
PREFIX = "r50-"
CUTOFF = dt.datetime(2026, 12, 1)          # every time strictly before this
OBS_LIMIT = dt.datetime(2026, 11, 15)      # every order time before this
SESSION_START = dt.datetime(2026, 11, 18, 14, 5, 0)
RANGE_LO = dt.date(2025, 9, 1)
RANGE_HI = dt.date(2026, 11, 10)

# --------------------------------------------------------------------------------------------
# helpers for the tables
# --------------------------------------------------------------------------------------------


def V(value, text, pol="+", flags=()):
    """One version of a changing family. flags: same (same record line, value swapped),
    names_old, relative:<weekday>, unit_change, handover_other, moveback, interior_conf."""
    return dict(value=value, text=text, pol=pol, flags=tuple(flags))


def F(subject, attribute, scope, d0, gaps, versions, labels=()):
    """A changing family: one fact (subject | attribute | scope). d0 = date of v1,
    gaps = days between consecutive versions. labels = (class, text) attached after the
    last version with the last version's value and polarity."""
    assert len(gaps) == len(versions) - 1, (subject, attribute)
    return dict(subject=subject, attribute=attribute, scope=scope, d0=d0, gaps=list(gaps),
                versions=list(versions), labels=list(labels))


# --------------------------------------------------------------------------------------------
# FAMILIES: changing facts, each a chain of versions (and any labelled memories attached after
# its last version: format_variant / elaboration / confirmation)
# --------------------------------------------------------------------------------------------

FAMILIES = [
    # ---------------- job log ----------------
    F("J-5104 Corran Dental letterheads", "due date", "-", "2026-02-02", [2], [
        V("2026-02-06", "J-5104 - 250 A4 letterheads, 120gsm uncoated, Corran Dental, due Fri 6 Feb"),
        V("2026-02-10", "Corran Dental rang: letterheads (J-5104) not needed till Tuesday the 10th, no rush"),
    ], labels=[
        ("format_variant", "J-5104 Corran letterheads - Due: 2026-02-10"),
    ]),
    F("J-5107 Bexmoor RFC fixture posters", "quantity", "-", "2026-01-12", [2, 5], [
        V("40", "Job: J-5107\nCust: Bexmoor RFC\nProduct: A2 fixture posters, 4/0\nQty: 40\n"
                "Stock: 170gsm silk\nProof: sent\nDue: Fri 23 Jan"),
        V("60", "rugby club want 60 of the fixture posters now, not 40 - updated the job bag",
          flags=["names_old"]),
        V("75", "J-5107 BRFC posters -> 75 off. extra 15 for the clubhouse and the sponsors' board"),
    ], labels=[
        ("elaboration", "J-5107 breakdown: 75 x A2 posters on 170 silk - 60 for the usual noticeboards "
                        "round town, 15 for the clubhouse bar and the sponsors' board, rolled not folded"),
    ]),
    F("J-5112 Olive Tree menus", "lamination", "dine-in menus", "2025-10-06", [3, 4], [
        V("matt lam", "J-5112 - Olive Tree menus, A4 4/4 on 350gsm silk, matt lam both sides, 60 off"),
        V("soft-touch lam", "Sofia from the Olive Tree called - she wants soft-touch on the menus instead of "
                            "matt. swapped the lam roll, not started yet", flags=["names_old"]),
        V("matt lam", "Olive Tree menus back to matt lam. soft touch came out £1.10 a sheet dearer and "
                      "she said no thanks", flags=["moveback"]),
    ]),
    F("Olive Tree", "main contact", "-", "2025-09-15", [70], [
        V("Sofia Brennan", "Olive Tree (restaurant, Harbour St) - contact Sofia Brennan, owner. "
                           "proofs to her mobile"),
        V("Luca Daly", "The Olive Tree have a new GM, Luca Daly - all proofs and quotes go to him from now"),
    ], labels=[
        ("confirmation", "spoke to Luca at the Olive Tree again today, he's still the one signing off proofs"),
    ]),
    F("St Aldric's newsletter", "quantity", "main school", "2025-09-08", [35, 42], [
        V("320", "St Aldric's newsletter: 320 copies, A4 folded to A5, 4/4 on 100gsm silk"),
        V("340", "St Aldric's newsletter: 340 copies, A4 folded to A5, 4/4 on 100gsm silk", flags=["same"]),
        V("355", "school office emailed - new reception starters, so the St Aldric's newsletter run "
                 "goes up to 355"),
    ]),
    F("J-5118 Harbour Lights spring programme", "page count", "-", "2026-02-16", [6, 2], [
        V("16pp", "J-5118 Harbour Lights spring programme: A5, 16pp self cover, 130gsm gloss, "
                  "saddle stitched, 400 off"),
        V("20pp", "HLT programme's grown - 20 pages now, they've added the cast bios"),
        V("24pp", "theatre rang again. the programme is 24pp now (still self cover). told them that "
                  "pushes the proof to Thursday"),
    ], labels=[
        ("elaboration", "J-5118 final spec: 24pp self cover, A5 portrait, 130 gloss throughout, 2 wire "
                        "stitches, 400 copies boxed in 100s for the box office"),
    ]),
    F("130gsm gloss", "supplier", "SRA3 sheets", "2025-09-22", [60, 95], [
        V("Millbrook Paper", "130gsm gloss SRA3 - supplier: Millbrook Paper, 500 sheet packs"),
        V("Corvane Supplies", "switched the 130gsm gloss from Millbrook to Corvane, works out 9% cheaper "
                              "per pack", flags=["names_old"]),
        V("Millbrook Paper", "back on Millbrook for the 130 gloss. Corvane were late three weeks running",
          flags=["moveback"]),
    ]),
    F("350gsm silk SRA3", "supplier", "-", "2025-11-03", [50], [
        V("Halden Board & Paper", "Stock: 350gsm silk SRA3\nSupplier: Halden Board & Paper\nLead time: 2 days"),
        V("Millbrook Paper", "we're getting the 350 silk off Millbrook now - Halden put it up again"),
    ], labels=[
        ("format_variant", "Supplier (350 silk, SRA3): MILLBROOK PAPER LTD"),
    ]),
    F("C9 press toner", "supplier", "-", "2025-10-20", [40], [
        V("Inkstone Direct", "C9 toner (CMYK) ordered from Inkstone Direct, next day if in before 2pm"),
        V("Kestrel Imaging", "from this month the C9 toner comes in on the Kestrel contract instead of "
                             "Inkstone - don't reorder from Inkstone", flags=["names_old"]),
    ], labels=[
        ("confirmation", "toner for the C9 is still coming via Kestrel, Gareth confirmed it on his visit"),
    ]),
    F("350gsm silk SRA3", "pack price", "pack of 125", "2025-10-01", [75, 90], [
        V("gbp38.20", "350 silk SRA3 pk/125 - £38.20"),
        V("gbp41.75", "350 silk SRA3 pk/125 - £41.75", flags=["same"]),
        V("gbp44.10", "price went up again on the 350 silk, it's £44.10 for a pack of 125 now"),
    ]),
    F("A5 flyers 4/4 130gsm gloss", "price per 1000", "retail", "2025-09-01", [60, 70, 45, 60], [
        V("gbp48", "Price list: A5 flyers, 4/4, 130gsm gloss - £48 per 1000"),
        V("gbp52", "A5 flyers 130 gloss DS now £52/1000 on the counter price list"),
        V("gbp55", "Price list: A5 flyers, 4/4, 130gsm gloss - £55 per 1000", flags=["same"]),
        V("gbp52", "A5 flyers dropped back to 52 quid a thousand - Dana wants to match the online lot",
          flags=["moveback"]),
        V("gbp58", "A5 DS flyers on 130 gloss going up to £58 a thousand, new sheet's on the counter"),
    ], labels=[
        ("format_variant", "A5 flyers double sided, 130gsm gloss — £58.00 / 1,000"),
    ]),
    F("Business cards 400gsm", "price per 250", "double sided", "2025-12-01", [80], [
        V("gbp24.00", "Business cards 400gsm DS matt: £24 per 250"),
        V("gbp27.50", "biz cards are 11p a card now (400gsm, double sided), min 250",
          flags=["unit_change"]),
    ], labels=[
        ("format_variant", "DS business cards 400gsm = £27.50 per 250"),
    ]),
    F("A1 foamex 5mm", "price", "-", "2026-03-02", [55], [
        V("gbp32", "A1 foamex 5mm, mounted print: £32"),
        V("gbp35", "A1 foamex 5mm, mounted print: £35", flags=["same"]),
    ]),
    F("C9 press", "colour click charge", "Kestrel contract", "2025-10-13", [120], [
        V("4.2p", "Kestrel contract: colour click on the C9 4.2p, mono 0.9p"),
        V("3.9p", "renegotiated the C9 colour click down to 3.9p with Kestrel"),
    ], labels=[
        ("format_variant", "C9 click (colour): £0.039"),
    ]),
    F("Corran Dental", "account contact", "main practice", "2025-09-29", [150, 110], [
        V("Priya Nair", "Corran Dental - acct CD-0412 - contact: Priya Nair (practice manager)"),
        V("Helen Marsh", "Priya's on maternity leave, Helen Marsh is our Corran contact for now"),
        V("Priya Nair", "Priya Nair's back at Corran Dental, send everything to her again",
          flags=["moveback"]),
    ], labels=[
        ("confirmation", "Priya Nair remains the Corran Dental contact - checked when she rang about cards"),
    ]),
    F("Fenwick & Rowe", "payment terms", "-", "2025-11-17", [64], [
        V("30 days", "Fenwick & Rowe: 30 day terms"),
        V("14 days", "Fenwick & Rowe: 14 day terms", flags=["same"]),
    ]),
    F("Fenwick & Rowe", "invoice email", "-", "2025-10-08", [90], [
        V("accounts@fenwickrowe.co.uk", "Fenwick & Rowe invoices -> accounts@fenwickrowe.co.uk"),
        V("billing@fenwick-rowe-law.co.uk", "F&R asked us to send invoices to billing@fenwick-rowe-law.co.uk, "
                                            "the old accounts@ address is being shut down",
          flags=["names_old"]),
    ]),
    F("Pellow Estates", "courier", "main office", "2025-10-27", [100], [
        V("Swiftline", "Pellow Estates - courier: Swiftline (collect 4pm)"),
        V("Parcelhop", "Pellows are going out with Parcelhop now, cheaper for them"),
    ], labels=[
        ("confirmation", "still Parcelhop for Pellow's brochures, booked the Thurs pickup"),
    ]),
    F("Marrowgate Brewery", "credit limit", "-", "2025-09-10", [90, 120], [
        V("gbp1500", "Marrowgate Brewery credit limit £1,500"),
        V("gbp2500", "upped the brewery's limit to 2,500 - they're ordering every fortnight"),
        V("gbp2000", "Marrowgate: credit limit now £2k (Dana cut it back after the late payments)"),
    ], labels=[
        ("format_variant", "Marrowgate Brewery Ltd - credit limit GBP 2,000.00"),
    ]),
    F("Marrowgate Brewery", "delivery address", "brewery", "2026-01-05", [60], [
        V("The Old Maltings, Brewer's Row", "Marrowgate deliveries: The Old Maltings, Brewer's Row, Bexmoor"),
        V("Unit 7, Halsey Trading Estate", "brewery's moved production - deliver to Unit 7, Halsey Trading "
                                           "Estate from now on"),
    ], labels=[
        ("elaboration", "Marrowgate delivery: Unit 7 Halsey Trading Est, goods in round the back, ring the "
                        "bell, 8-4 only, ask for Cal"),
    ]),
    F("Marrowgate Brewery", "account on stop", "-", "2026-04-07", [16], [
        V("on stop", "Marrowgate account ON STOP - no jobs out till the March invoice is paid"),
        V("on stop", "Marrowgate paid up, they're off stop. fine to release their jobs", pol="-"),
    ]),
    F("Lyle's Bakehouse", "weekly bag stickers", "standing order", "2025-10-15", [50], [
        V("500", "Lyle's standing order: 500 round bag stickers a week, 60mm gloss"),
        V("750", "Lyle's standing order: 750 round bag stickers a week, 60mm gloss", flags=["same"]),
    ], labels=[
        ("format_variant", "Lyle's Bakehouse std order 750/wk"),
    ]),
    F("J-5131 Quayside Gallery posters", "proof status", "-", "2026-03-09", [1, 2], [
        V("sent", "J-5131 Quayside Gallery A2 posters - proof sent 10:40"),
        V("changes requested", "gallery came back on the J-5131 proof, wants the dates bigger and the logo "
                               "moved. Mei amending"),
        V("approved", "Quayside posters approved!! on the C9 tomorrow"),
    ]),
    F("J-5136 Brackenridge PC newsletter", "due date", "-", "2026-03-02", [3], [
        V("2026-03-06", "J-5136 - Brackenridge PC newsletter, 600 off, A4 folded to A5, due Fri 6 Mar"),
        V("2026-03-10", "BPC newsletter held up - the clerk's adding the AGM notice, due moved to next Tuesday",
          flags=["relative:Tue"]),
    ], labels=[
        ("format_variant", "J-5136 parish council newsletter - due 10.03.26"),
    ]),
    F("J-5139 Kettleby swing tags", "due date", "-", "2026-05-12", [1], [
        V("2026-05-14", "J-5139 Kettleby swing tags, 1,000 off, 350gsm kraft, hole punched, due Thu 14/05"),
        V("2026-05-18", "Kettleby Farm Shop don't need the tags till next Monday now - move them down the list",
          flags=["relative:Mon"]),
    ]),
    F("J-5140 Nettlebed Yoga flyers", "press", "-", "2026-04-20", [1], [
        V("C9", "J-5140 Nettlebed Yoga A6 flyers - C9, 4/4, 300 off"),
        V("Press 2", "moved the Nettlebed flyers to Press 2, C9's jammed again"),
    ]),
    F("J-5144 Dunmore Motors folders", "finish", "-", "2026-06-01", [3], [
        V("spot UV", "J-5144 Dunmore Motors presentation folders: 350 silk, spot UV logo on the front"),
        V("gloss lam", "Dunmore dropped the spot UV - too pricey. folders just gloss lam outside"),
    ], labels=[
        ("confirmation", "Dunmore folders confirmed again on the phone: gloss lam it is"),
    ]),
    F("Ashcombe Vets appointment cards", "stock", "-", "2025-11-24", [90], [
        V("400gsm matt", "Ashcombe appt cards - 400gsm matt, 85x55, DS"),
        V("450gsm uncoated", "the vets want uncoated on their appointment cards so they can write on them. "
                             "going 450gsm uncoated"),
    ], labels=[
        ("elaboration", "Ashcombe Vets appointment cards: 450gsm uncoated, 85x55, DS, times box on the back "
                        "left blank so reception can write in biro"),
    ]),
    F("J-5148 Sable & Thread swing tags", "quantity", "-", "2026-02-23", [20], [
        V("1000", "J-5148 Sable & Thread swing tags, 1000 off, 400gsm uncoated, 5mm hole"),
        V("1500", "S&T have added their new range so J-5148 is 1500 now"),
    ]),
    F("J-5150 Wrenfield GC banner", "width", "-", "2026-04-06", [2], [
        V("3000mm", "J-5150 Wrenfield GC banner: 3m x 1m PVC, hemmed & eyeleted"),
        V("2400mm", "Wrenfield want the banner 2400mm wide, it's going on the clubhouse railing",
          flags=["unit_change"]),
    ], labels=[
        ("format_variant", "J-5150 banner width 2.4m"),
    ]),
    F("Guillotine", "engineer visit", "-", "2026-02-23", [2, 3], [
        V("2026-03-03", "Guillotine service booked - Kestrel engineer Tue 3 March, AM"),
        V("2026-03-05", "Kestrel moved the guillotine service to Thursday 5th"),
        V("2026-03-09", "guillotine visit now Mon 9/3 - Gareth's off sick"),
    ]),
    F("Laminator", "status", "-", "2026-05-18", [4], [
        V("down", "laminator's out of action - roller's wrapped. don't send lam jobs through"),
        V("working", "lam fixed, new roller fitted, test sheets fine"),
    ]),
    F("C9 press", "Kestrel Gold service contract", "-", "2025-09-05", [240], [
        V("Kestrel Gold", "C9's covered by Kestrel Gold (4hr response, parts incl.)"),
        V("Kestrel Gold", "Cancelled the Kestrel Gold cover on the C9 - we'll pay per callout from now",
          pol="-"),
    ], labels=[
        ("confirmation", "still no Kestrel Gold on the C9, Dana says it's not worth it"),
    ]),
    F("Shop", "Saturday opening", "-", "2025-09-13", [98, 87], [
        V("Saturday mornings", "We open Saturday mornings, 10 till 1"),
        V("Saturday mornings", "No more Saturday opening from January - footfall's dead", pol="-"),
        V("Saturday mornings", "Saturday mornings are back on from this weekend (10-1), the market's "
                               "bringing people in"),
    ], labels=[
        ("confirmation", "Saturday mornings still going ahead, 10 till 1 - put it on the website"),
    ]),
    F("Shop", "late Thursday click & collect", "-", "2025-10-02", [60, 90], [
        V("late Thu c&c", "c&c till 7pm on Thursdays"),
        V("late Thu c&c", "we've stopped the late Thursday collections, nobody was coming after 5", pol="-"),
        V("late Thu c&c", "Thursday late c&c is back - Pellows and the rugby club both asked for it"),
    ]),
    F("Shop", "same-day service", "-", "2026-01-19", [35, 40], [
        V("same-day", "Same-day print service: artwork by 10am, ready for 4pm"),
        V("same-day", "pausing same-day jobs while we're down to one press", pol="-"),
        V("same-day", "same day's back on now the C9's sorted"),
    ]),
    F("Shop", "free local delivery", "Bexmoor, orders over £50", "2025-09-19", [50, 40, 90], [
        V("free local delivery", "Free delivery within Bexmoor on orders over £50"),
        V("free local delivery", "suspending free local delivery - Owen's off for a few weeks", pol="-"),
        V("free local delivery", "Owen's back so free local drops are on again (over £50)"),
        V("free local delivery", "pulled the free delivery again, van's off the road and the hire's "
                                 "costing a fortune", pol="-"),
    ], labels=[
        ("confirmation", "still no free delivery, told Lyle's they'd need to collect this week"),
    ]),
    F("Shop", "Saturday counter cover", "-", "2026-03-28", [40, 60], [
        V("Tomas Quill", "Tom's doing the counter on Saturdays"),
        V("Lottie Fairbanks", "Lottie Fairbanks starts on the counter Saturdays, Tom's back to weekdays only"),
        V("Lottie Fairbanks", "Lottie's not doing Saturdays any more (exams)", pol="-"),
    ]),
    F("Bexmoor RFC", "10% sponsor discount", "-", "2025-09-25", [200], [
        V("10% discount", "Rugby club get 10% off (we sponsor the U12s)"),
        V("10% discount", "BRFC no longer on the 10% discount - the sponsorship deal ended in March", pol="-"),
    ]),
    F("Rhys Callender", "shift", "-", "2025-10-06", [45, 60], [
        V("earlies", "Rota: Rhys - earlies (7-3)"),
        V("lates", "Rhys is on lates now (11-7), swapped with Mei"),
        V("earlies", "RC's back on earlies", flags=["moveback"]),
    ], labels=[
        ("confirmation", "Rhys still on earlies, so he can open up"),
    ]),
    F("Counter", "lunch cover", "weekdays 1-2pm", "2025-12-08", [70], [
        V("Tomas Quill", "Lunch cover on the counter 1-2: Tom"),
        V("Mei Harlan", "Mei's doing the counter lunch hour from now, Tom's on artwork checks"),
    ], labels=[
        ("confirmation", "Mei still covering counter lunches"),
    ]),
    F("Shop", "opening hours", "weekdays", "2025-09-02", [150, 120], [
        V("08:30-17:30", "Opening hours Mon-Fri 8.30am - 5.30pm"),
        V("09:00-17:30", "we're opening at 9 now instead of half 8, close still 5:30", flags=["names_old"]),
        V("09:00-18:00", "Weekday hours now 9-6, sign on the door's updated"),
    ], labels=[
        ("format_variant", "Mon–Fri 09:00–18:00"),
    ]),
    F("Owen Pryce", "delivery days", "-", "2026-01-05", [85], [
        V("Tue/Thu", "Owen does the delivery run Tuesdays and Thursdays"),
        V("Mon/Wed/Fri", "Owen does the delivery run Mondays, Wednesdays and Fridays", flags=["same"]),
    ], labels=[
        ("elaboration", "Owen: deliveries Mon/Wed/Fri, loads at 9.30, leaves at 10, usually back by 2"),
    ]),
    F("Wide-format satin rolls", "supplier", "-", "2026-01-26", [70], [
        V("Halden Board & Paper", "Plotter rolls (190gsm satin) from Halden"),
        V("Corvane Supplies", "getting the wide-format satin rolls from Corvane now - Halden discontinued "
                              "the 914mm"),
    ], labels=[
        ("elaboration", "wide-format satin now from Corvane: 914mm x 30m, 190gsm, we go through about 2 rolls "
                        "a month"),
    ]),
    F("Guillotine", "blade change interval", "-", "2025-10-21", [130], [
        V("6 weeks", "guillotine blade: change every 6 wks"),
        V("4 weeks", "guillotine blade: change every 4 wks", flags=["same"]),
    ]),
    F("J-5152 Dunmore Motors brochures", "assigned to", "-", "2026-06-08", [2], [
        V("Mei Harlan", "J-5152 Dunmore Motors brochures - Mei on artwork + print"),
        V("Rhys Callender", "Rhys has taken over J-5152 (Dunmore brochures), Mei's off till Weds"),
    ]),
    F("J-5153 Harbour Lights tickets", "perforation", "-", "2026-02-09", [1], [
        V("50mm", "J-5153 HLT tickets - perf at 50mm from left"),
        V("60mm", "J-5153 HLT tickets - perf at 60mm from left", flags=["same"]),
    ]),
    F("J-5155 Ashcombe Vets leaflets", "file check", "-", "2026-01-13", [1], [
        V("fail", "File check J-5155 (Ashcombe leaflets): FAIL - no bleed, RGB images"),
        V("pass", "Ashcombe sent a new PDF, PDF/X-1a with 3mm bleed, checks out fine now"),
    ], labels=[
        ("elaboration", "J-5155 Ashcombe file passes preflight - PDF/X-1a, 3mm bleed, CMYK only, fonts "
                        "embedded, 300dpi images"),
    ]),
    F("J-5158 Kettleby jam labels", "stock", "-", "2026-05-25", [2], [
        V("gloss paper label", "Job: J-5158\nCust: Kettleby Farm Shop\nProduct: jam jar labels 50mm round\n"
                               "Stock: gloss paper label\nQty: 400"),
        V("matt vinyl label", "Job: J-5158\nCust: Kettleby Farm Shop\nProduct: jam jar labels 50mm round\n"
                              "Stock: matt vinyl label\nQty: 400", flags=["same"]),
    ]),
    F("J-5160 Brackenridge PC pull-up banners", "quantity", "-", "2026-06-15", [6], [
        V("2", "J-5160 BPC pull-up banners qty 2"),
        V("3", "J-5160 BPC pull-up banners qty 3", flags=["same"]),
    ]),
    F("J-5162 Sable & Thread lookbook", "binding", "-", "2026-03-16", [4, 5], [
        V("saddle stitch", "J-5162 - Sable & Thread lookbook, A5 landscape, 28pp, saddle stitch"),
        V("perfect bound", "Sable & Thread want the lookbook perfect bound instead of stitched",
          flags=["names_old"]),
        V("wiro", "Handover Ines -> Tom: S&T lookbook is now wiro bound (black, 12mm), not PB. FYI Owen's van "
                  "is booked in at Dunmore Motors Thurs so no deliveries Thurs am", flags=["handover_other"]),
    ], labels=[
        ("elaboration", "Sable & Thread lookbook binding: wire-o, black 12mm, 3:1 pitch, 350 silk covers, "
                        "clear acetate front, 50 copies"),
    ]),
    F("J-5165 Lyle's Bakehouse menus", "proof status", "-", "2026-07-06", [1], [
        V("sent", "J-5165 Lyle's Bakehouse menus — proof emailed Mon"),
        V("approved", "Handover Tue pm: Lyle's approved their menus, they're first on the C9 tmrw. Also "
                      "Halden rang - our rep there is Marcus Pell now", flags=["handover_other"]),
    ]),
    F("J-5167 Nettlebed Yoga timetables", "due date", "-", "2026-03-30", [1], [
        V("2026-04-13", "J-5167 Nettlebed Yoga timetables, A5 SS, 200, due Mon 13/4"),
        V("2026-04-09", "Nettlebed need the timetables earlier - Thursday 9th April"),
    ], labels=[
        ("format_variant", "J-5167 due 09/04/2026"),
    ]),
    F("Quayside Gallery", "invite stock", "private view invites", "2025-10-20", [160], [
        V("350gsm uncoated", "Quayside private view invites always on 350gsm uncoated"),
        V("400gsm silk", "gallery's gone to 400 silk for the invites (new designer)"),
    ]),
    F("Ashcombe Vets", "delivery method", "-", "2025-12-15", [55], [
        V("click & collect", "Ashcombe Vets - collect from counter (c&c)"),
        V("Redkite Couriers", "Ashcombe want their stuff couriered now, set them up on Redkite"),
    ], labels=[
        ("elaboration", "Ashcombe Vets deliveries: Redkite next-day, to reception at 2 Mill Rd, our account "
                        "ref on the consignment note"),
    ]),
    F("Harbour Lights Theatre", "billing contact", "-", "2025-11-05", [140], [
        V("Jo Ventham", "HLT invoices FAO Jo Ventham, admin"),
        V("Ade Solis", "Harbour Lights' new box office manager Ade Solis handles their invoices now"),
    ]),
    F("Dunmore Motors", "payment terms", "-", "2026-02-02", [95], [
        V("pro forma", "Dunmore Motors: pro forma only (new account)"),
        V("30 days", "Dunmore's been good, moved them onto a 30 day account"),
    ], labels=[
        ("confirmation", "Dunmore still on 30 days, no problems with them"),
    ]),
    F("Wrenfield GC scorecards", "run quantity", "-", "2025-09-17", [120, 90, 100], [
        V("5000", "Wrenfield GC scorecards - 5,000, 300gsm silk, creased & folded"),
        V("7500", "golf club scorecards up to 7.5k this run"),
        V("10000", "Wrenfield upped their scorecard order to 10,000 (new tee sponsors)"),
        V("8000", "Wrenfield GC scorecards - 8,000, 300gsm silk, creased & folded", flags=["same"]),
    ], labels=[
        ("format_variant", "Wrenfield scorecards 8k"),
    ]),
    F("Millbrook Paper", "delivery day", "-", "2025-10-09", [80, 90], [
        V("Tuesday", "Millbrook deliver Tuesdays"),
        V("Tuesday", "checked with the Millbrook rep - still Tuesday deliveries", flags=["interior_conf"]),
        V("Thursday", "Millbrook deliveries move to Thursdays, their van route's changed"),
    ], labels=[
        ("elaboration", "Millbrook deliveries are Thursdays, normally between 11 and 1, the driver's Stu"),
    ]),
    F("C9 press", "preventive maintenance interval", "-", "2025-11-12", [70, 110], [
        V("8 weeks", "Kestrel PM on the C9 every 8 weeks"),
        V("8 weeks", "Gareth confirmed the C9 preventive maintenance stays 8-weekly", flags=["interior_conf"]),
        V("12 weeks", "C9 PM visits going to every 12 weeks under the new Kestrel terms"),
    ]),
    F("Corran Dental", "appointment card reorder", "-", "2025-09-24", [60, 70, 90], [
        V("2000", "Corran Dental appt cards reorder: 2,000"),
        V("2000", "Corran reordered appointment cards - 2000 again, same as always", flags=["interior_conf"]),
        V("3000", "Corran Dental going up to 3,000 appt cards per order (new hygienist)"),
        V("2500", "Corran's appointment cards order is 2.5k now"),
    ], labels=[
        ("confirmation", "Corran's order confirmed again at 2,500 appointment cards"),
    ]),
    F("Wide-format ink", "price per cartridge", "130ml", "2025-12-03", [120], [
        V("gbp68.00", "Plotter ink (130ml): £68 a cart"),
        V("gbp72.40", "Plotter ink (130ml): £72.40 a cart", flags=["same"]),
    ]),
    F("Kestrel Imaging", "assigned engineer", "-", "2025-09-09", [250], [
        V("Gareth Ince", "Our Kestrel engineer is Gareth Ince - his mobile's on the board by the C9"),
        V("Nadia Ferro", "Kestrel have moved Gareth to the north patch, Nadia Ferro's our engineer now"),
    ], labels=[
        ("elaboration", "Nadia Ferro is our Kestrel engineer - covers the C9 and the guillotine, visits get "
                        "booked through the Kestrel portal"),
    ]),
    F("Halden Board & Paper", "delivery slot", "-", "2025-10-30", [60], [
        V("before 9am", "Halden deliver before 9am"),
        V("1-4pm", "Halden's delivery slot is afternoons now, 1 till 4"),
    ]),
    F("Business cards", "turnaround", "-", "2026-01-07", [100], [
        V("3 working days", "Business cards: 3 working days"),
        V("2 working days", "Business cards: 2 working days", flags=["same"]),
    ]),
    F("Stickers and labels", "minimum order", "-", "2026-02-11", [80], [
        V("100", "Min order stickers/labels: 100"),
        V("250", "Min order stickers/labels: 250", flags=["same"]),
    ]),
    F("Mei Harlan", "working days", "-", "2025-10-01", [200], [
        V("Mon-Wed", "Mei works Mon-Wed"),
        V("Tue-Thu", "MH's days are Tue/Wed/Thu from now"),
    ]),
    F("Shop alarm", "main keyholder", "-", "2025-11-28", [150], [
        V("Dana Voss", "Dana's the alarm keyholder"),
        V("Rhys Callender", "Rhys is main keyholder now (lives 5 min away)"),
    ], labels=[
        ("elaboration", "Rhys Callender is the main keyholder - first on the alarm company's call-out list, "
                        "has the spare fob and the shutter key"),
    ]),
    F("J-5170 Pellow Estates for-sale boards", "quantity", "-", "2026-07-13", [3], [
        V("20", "J-5170 Pellows boards 20 off"),
        V("30", "J-5170 Pellows boards 30 off", flags=["same"]),
    ]),
    F("SRA3 colour copies", "price per sheet", "-", "2025-10-10", [150], [
        V("gbp0.45", "Colour copy SRA3: 45p/sheet"),
        V("gbp0.50", "SRA3 colour copies are £0.50 a sheet from now on", flags=["unit_change"]),
    ]),
    F("80gsm A4 copier paper", "price per box", "box of 5 reams", "2025-09-30", [100, 120], [
        V("gbp21.50", "80gsm A4 copier: £21.50 a box (5 reams)"),
        V("gbp23.00", "80gsm A4 copier: £23.00 a box (5 reams)", flags=["same"]),
        V("gbp24.60", "copier paper's gone up to £24.60 a box"),
    ]),
]


# --------------------------------------------------------------------------------------------
# STANDALONE labelled memories: (class, subject, attribute, scope, value, text[, pinned date])
# a shared (subject, attribute, scope, value) means the same fact stated again (static twice);
# equal_time rows share a group tag (the pair is placed at one order time).
# --------------------------------------------------------------------------------------------

STANDALONE = [
    # multi_valued: each value its own fact
    ("multi_valued", "Ashcombe Vets", "contacts[Ruth Ambler]", "-", "Ruth Ambler",
     "Ashcombe Vets contact: Ruth Ambler (practice manager)"),
    ("multi_valued", "Ashcombe Vets", "contacts[Sam Okafor]", "-", "Sam Okafor",
     "also add Sam Okafor as a contact at Ashcombe, he does their artwork"),
    ("multi_valued", "Ashcombe Vets", "contacts[Dee]", "-", "Dee",
     "another Ashcombe contact - Dee on reception, for collections"),
    ("multi_valued", "Harbour Lights Theatre", "poster drop sites[main foyer]", "-", "main foyer",
     "HLT posters go to the main theatre foyer"),
    ("multi_valued", "Harbour Lights Theatre", "poster drop sites[studio Pier Rd]", "-", "studio Pier Rd",
     "Harbour Lights need a set of posters for the studio on Pier Rd as well"),
    ("multi_valued", "Harbour Lights Theatre", "poster drop sites[library]", "-", "library",
     "added Bexmoor library to the theatre's poster drops"),
    ("multi_valued", "Shop", "accepted artwork formats[PDF/X-1a]", "-", "PDF/X-1a",
     "Artwork: we accept PDF/X-1a"),
    ("multi_valued", "Shop", "accepted artwork formats[PDF/X-4]", "-", "PDF/X-4",
     "we take PDF/X-4 files too now, the RIP handles transparency fine"),
    ("multi_valued", "Shop", "accepted artwork formats[JPG 300dpi]", "-", "JPG 300dpi",
     "posters: print-ready JPGs at 300dpi are OK as well"),
    ("multi_valued", "Shop", "counter payment methods[card]", "-", "card",
     "counter takes card (contactless up to the limit)"),
    ("multi_valued", "Shop", "counter payment methods[bank transfer]", "-", "bank transfer",
     "account customers can also pay by bank transfer, details on the invoice"),
    ("multi_valued", "Shop", "counter payment methods[Amex]", "-", "Amex",
     "we take Amex now as well, new card reader came"),

    # scope_disjoint: same subject + attribute as a family, another scope
    ("scope_disjoint", "A5 flyers 4/4 130gsm gloss", "price per 1000", "trade", "gbp39",
     "Trade price for A5 flyers 4/4 130gsm gloss: £39 per 1000 (trade accounts only)"),
    ("scope_disjoint", "Shop", "opening hours", "bank holidays", "10:00-14:00",
     "Bank holiday Mondays we're open 10am-2pm"),
    ("scope_disjoint", "Shop", "opening hours", "Christmas Eve", "09:00-12:00",
     "Christmas Eve: open 9-12 only", "2025-12-15"),
    ("scope_disjoint", "St Aldric's newsletter", "quantity", "infants", "120",
     "St Aldric's infants' newsletter is its own run - 120 copies, A4 SS mono"),
    ("scope_disjoint", "130gsm gloss", "supplier", "A4 packs", "Halden Board & Paper",
     "A4 130gsm gloss packs still come from Halden, it's only the SRA3 we buy elsewhere"),
    ("scope_disjoint", "Pellow Estates", "courier", "Harrowby office", "Redkite Couriers",
     "Pellows' Harrowby office has its own courier - Redkite, they pay it direct"),
    ("scope_disjoint", "Marrowgate Brewery", "delivery address", "taproom", "Quay St taproom",
     "anything for the Marrowgate taproom goes to the taproom itself on Quay St, not the brewery"),
    ("scope_disjoint", "J-5112 Olive Tree menus", "lamination", "takeaway menus", "gloss lam",
     "Olive Tree takeaway menus are gloss lam, 170gsm silk - separate from the dine-in ones"),
    ("scope_disjoint", "Business cards 400gsm", "price per 250", "single sided", "gbp19.00",
     "SS business cards, same 400gsm: £19 per 250"),
    ("scope_disjoint", "Corran Dental", "account contact", "Westgate practice", "Imran Sattar",
     "Corran's Westgate practice orders separately, the contact there is Dr Imran Sattar"),
    ("scope_disjoint", "Rhys Callender", "shift", "w/c 8 Dec", "lates",
     "Rhys on lates w/c 8 Dec only, covering Ines's leave", "2025-11-28"),
    ("scope_disjoint", "Shop", "free local delivery", "trade accounts", "free local delivery",
     "Trade accounts get free delivery anywhere in the county, any order size"),

    # different_subject: same attribute, another subject (mostly a value some family has)
    ("different_subject", "Nettlebed Yoga", "payment terms", "-", "14 days",
     "Nettlebed Yoga pay on 14 day terms"),
    ("different_subject", "Kettleby Farm Shop", "courier", "-", "Parcelhop",
     "Kettleby Farm Shop courier: Parcelhop"),
    ("different_subject", "Ashcombe Vets", "credit limit", "-", "gbp2500",
     "Ashcombe Vets credit limit £2,500"),
    ("different_subject", "J-5186 Quayside Gallery postcards", "lamination", "-", "soft-touch lam",
     "J-5186 Quayside postcards - A6, 350gsm silk, soft-touch lam both sides"),
    ("different_subject", "Halden Board & Paper", "delivery day", "-", "Thursday",
     "Halden deliver Thursdays"),
    ("different_subject", "Mei Harlan", "shift", "-", "earlies",
     "Mei does earlies, 7 till 3"),
    ("different_subject", "Laminator", "Kestrel Gold service contract", "-", "Kestrel Gold",
     "the laminator's on Kestrel Gold cover"),
    ("different_subject", "170gsm silk SRA3", "supplier", "-", "Corvane Supplies",
     "170gsm silk SRA3 - Corvane"),
    ("different_subject", "Wide-format printer", "preventive maintenance interval", "-", "12 months",
     "the wide-format only gets one Kestrel service a year"),
    ("different_subject", "J-5190 Harbour Lights flyers", "due date", "-", "2026-04-09",
     "J-5190 Harbour Lights flyers, DL 4/4, 1,500 off, due Thu 9 April", "2026-03-27"),
    ("different_subject", "J-5184 Dunmore Motors window stickers", "proof status", "-", "approved",
     "J-5184 Dunmore window stickers - proof approved by email"),
    ("different_subject", "Wide-format ink", "supplier", "-", "Inkstone Direct",
     "plotter ink comes from Inkstone Direct"),

    # static: facts that do not change (some stated twice, different formats)
    ("static", "Tarrow Print & Copy", "founded", "-", "1987",
     "Tarrow Print & Copy, est. 1987"),
    ("static", "Tarrow Print & Copy", "founded", "-", "1987",
     "shop's been going since '87 - Dana's dad started it"),
    ("static", "Tarrow Print & Copy", "VAT number", "-", "GB284551906",
     "VAT reg no: GB 284 5519 06"),
    ("static", "Tarrow Print & Copy", "VAT number", "-", "GB284551906",
     "our VAT number for the Corvane form is GB284551906"),
    ("static", "C9 press", "serial number", "-", "KC9-7730-214",
     "C9 serial no. KC9-7730-214"),
    ("static", "C9 press", "serial number", "-", "KC9-7730-214",
     "press serial (for Kestrel callouts): KC9 7730 214"),
    ("static", "Guillotine", "serial number", "-", "GX-48113",
     "Guillotine serial: GX-48113, plate on the back left"),
    ("static", "Corran Dental", "account number", "-", "CD-0412",
     "Corran Dental account no. CD-0412"),
    ("static", "Marrowgate Brewery", "founded", "-", "1994",
     "Marrowgate founded 1994 - they want 'Est. 1994' on every label"),
    ("static", "Rhys Callender", "start date", "-", "2019-03-04",
     "Rhys started here 4 March 2019"),
    ("static", "Tarrow Print & Copy", "company number", "-", "04417392",
     "Company no. 04417392 (for the letterhead footer)"),
    ("static", "Halden Board & Paper", "our account number", "-", "HB-22871",
     "our account number at Halden is HB-22871"),

    # membership: additive group statements
    ("membership", "first-aid rota", "member[Rhys Callender]", "-", "Rhys Callender",
     "Rhys is on the first-aid rota"),
    ("membership", "Bexmoor Business Network", "member[Mei Harlan]", "-", "Mei Harlan",
     "Mei joined the Bexmoor Business Network for us"),
    ("membership", "Saturday pool", "member[Lottie Fairbanks]", "-", "Lottie Fairbanks",
     "Lottie's been added to the Saturday pool", "2026-04-20"),
    ("membership", "fire marshal team", "member[Ines Barrow]", "-", "Ines Barrow",
     "Ines is on the fire marshal team now"),
    ("membership", "loyalty scheme", "member[Corran Dental]", "-", "Corran Dental",
     "Corran Dental joined the loyalty scheme"),
    ("membership", "monthly-invoice group", "member[Pellow Estates]", "-", "Pellow Estates",
     "Pellow Estates are in the monthly invoice group"),
    ("membership", "van insurance", "named driver[Owen Pryce]", "-", "Owen Pryce",
     "Owen's on the van insurance as a named driver"),
    ("membership", "Kestrel customer panel", "member[Dana Voss]", "-", "Dana Voss",
     "Dana's on the Kestrel customer panel"),
    ("membership", "Christmas card list", "member[Quayside Gallery]", "-", "Quayside Gallery",
     "Quayside Gallery is on our Christmas card list"),
    ("membership", "overtime pool", "member[Tomas Quill]", "-", "Tomas Quill",
     "Tom joined the overtime pool"),
    ("membership", "priority customers", "member[Harbour Lights Theatre]", "-", "Harbour Lights Theatre",
     "Harbour Lights added to the priority customers list"),
    ("membership", "C9 trained operators", "member[Ines Barrow]", "-", "Ines Barrow",
     "Ines is trained on the C9 now as well as the finishing kit"),

    # unrelated: chatter stating no contested fact
    ("unrelated", "-", "-", "-", "-", "kettle's broken again, someone bring one in"),
    ("unrelated", "-", "-", "-", "-", "who's had the long-arm stapler?? not in the drawer"),
    ("unrelated", "-", "-", "-", "-", "lovely thank-you card from the St Aldric's kids, it's on the fridge"),
    ("unrelated", "-", "-", "-", "-", "reminder: recycling bins out tonight"),
    ("unrelated", "-", "-", "-", "-", "radio in the back is too loud, customers can hear it at the counter"),
    ("unrelated", "-", "-", "-", "-", "cake in the back for Ines's birthday, help yourselves"),
    ("unrelated", "-", "-", "-", "-", "someone left a brolly by the counter, in lost property"),
    ("unrelated", "-", "-", "-", "-", "good job on the Harbour Lights stuff everyone, they were thrilled"),
    ("unrelated", "-", "-", "-", "-", "nice and quiet this morning, caught up on the filing"),
    ("unrelated", "-", "-", "-", "-", "the back door sticks, give it a shove"),
    ("unrelated", "-", "-", "-", "-", "can whoever finished the milk please get more"),
    ("unrelated", "-", "-", "-", "-", "parking outside is suspended Weds for the market, park round the back"),
]

# equal_time: two records of one key at one order time with different values
# (subject, attribute, scope, pinned date or None, (value, text), (value, text))
EQUAL_TIME = [
    ("J-5192 Pellow Estates window cards", "quantity", "-", None,
     ("40", "J-5192 Pellows window cards A4, 40 off"),
     ("45", "Pellow window cards (J-5192) - qty: 45")),
    ("J-5194 Kettleby price tags", "stock", "-", None,
     ("300gsm", "J-5194 Kettleby price tags on 300gsm uncoated"),
     ("350gsm", "Job: J-5194\nCust: Kettleby Farm Shop\nStock: 350gsm uncoated\nQty: 250")),
    ("J-5196 Wrenfield GC membership cards", "due date", "-", "2026-09-01",
     ("2026-09-11", "J-5196 Wrenfield membership cards due Fri 11 Sept"),
     ("2026-09-10", "golf club membership cards (J-5196) wanted Thu 10/09")),
    ("100gsm uncoated SRA3", "price per ream", "-", None,
     ("gbp14.20", "100gsm uncoated SRA3: £14.20/ream"),
     ("gbp14.80", "the 100 uncoated SRA3 is 14.80 a ream")),
    ("Harbour Lights Theatre", "Swiftline collection time", "-", None,
     ("15:00", "Swiftline collecting from us for HLT at 3pm"),
     ("16:00", "HLT collection: Swiftline, 4pm")),
    ("A4 laminating pouches", "stock level", "-", None,
     ("3 boxes", "A4 lam pouches - 3 boxes left"),
     ("5 boxes", "we've got 5 boxes of A4 pouches in the cupboard")),
]

LABEL_CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
                 "different_subject", "static", "membership", "equal_time", "unrelated"]
WEEKDAYS = {"Mon": 0, "Tue": 1, "Wed": 2, "Thu": 3, "Fri": 4, "Sat": 5, "Sun": 6}

# --------------------------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------------------------


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)

    def tod(day):
        return dt.datetime(day.year, day.month, day.day) + dt.timedelta(
            minutes=rng.randint(8 * 60 + 5, 17 * 60 + 55))

    mems = []   # each: dict(text, key, value, pol, t, label, fam, ver, flags)

    for fi, fam in enumerate(FAMILIES):
        key = "%s | %s | %s" % (fam["subject"], fam["attribute"], fam["scope"])
        day = dt.date.fromisoformat(fam["d0"])
        last = None
        for vi, v in enumerate(fam["versions"]):
            if vi:
                day = day + dt.timedelta(days=fam["gaps"][vi - 1])
            t = tod(day)
            for fl in v["flags"]:
                if fl.startswith("relative:"):
                    wd = WEEKDAYS[fl.split(":")[1]]
                    ahead = (wd - day.weekday()) % 7 or 7
                    assert (day + dt.timedelta(days=ahead)).isoformat() == v["value"], (key, v["value"])
            mems.append(dict(text=v["text"], key=key, value=v["value"], pol=v["pol"], t=t, label=None,
                             fam=fi, ver=vi + 1, flags=v["flags"]))
            last = (v, day)
        lv, lday = last
        lab_day = lday
        for cls, text in fam["labels"]:
            lab_day = lab_day + dt.timedelta(days=rng.randint(2, 20))
            mems.append(dict(text=text, key=key, value=lv["value"], pol=lv["pol"], t=tod(lab_day),
                             label=cls, fam=fi, ver=None, flags=()))

    span = (RANGE_HI - RANGE_LO).days
    for row in STANDALONE:
        cls, subj, attr, scope, value, text = row[:6]
        pin = row[6] if len(row) > 6 else None
        if cls == "unrelated":
            key = "(chatter) | - | -"
            value = "-"
        else:
            key = "%s | %s | %s" % (subj, attr, scope)
        day = RANGE_LO + dt.timedelta(days=rng.randint(0, span))
        if pin:
            day = dt.date.fromisoformat(pin)
        mems.append(dict(text=text, key=key, value=value, pol="+", t=tod(day), label=cls,
                         fam=None, ver=None, flags=()))
    for subj, attr, scope, pin, a, b in EQUAL_TIME:
        key = "%s | %s | %s" % (subj, attr, scope)
        day = RANGE_LO + dt.timedelta(days=rng.randint(0, span))
        if pin:
            day = dt.date.fromisoformat(pin)
        t = tod(day)
        for value, text in (a, b):
            mems.append(dict(text=text, key=key, value=value, pol="+", t=t, label="equal_time",
                             fam=None, ver=None, flags=()))

    # unrelated chatter: each its own key so the shared placeholder key never groups them
    for i, m in enumerate(mems):
        if m["label"] == "unrelated":
            m["key"] = "(chatter #%d) | - | -" % i

    # ids in a shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        mems[i]["id"] = "%s%03d" % (PREFIX, n + 1)

    # about 3/4 backfilled
    idx = list(range(len(mems)))
    rng.shuffle(idx)
    nb = round(len(mems) * 0.75)
    back = set(idx[:nb])
    sess = [i for i in idx[:nb]]
    rng.shuffle(sess)
    t = SESSION_START
    for i in sess:
        t = t + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = t
        mems[i]["observed"] = mems[i]["t"]
    for i in range(len(mems)):
        if i not in back:
            mems[i]["created"] = mems[i]["t"]
            mems[i]["observed"] = None
    session = (min(mems[i]["created"] for i in sess), max(mems[i]["created"] for i in sess))

    # truth from the tables
    groups = {}
    for m in mems:
        groups.setdefault(m["key"], []).append(m)
    pairs = []
    for key, ms in groups.items():
        for m in ms:
            newer = [n for n in ms if n["t"] > m["t"] and (n["value"], n["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            n = min(newer, key=lambda x: x["t"])
            assert sum(1 for x in newer if x["t"] == n["t"]) == 1, key
            pairs.append((m["id"], n["id"], "negation" if m["pol"] != n["pol"] else "value"))
    pairs.sort()

    check(mems, pairs, groups, session)
    return mems, pairs, session


def check(mems, pairs, groups, session):
    in_pair = set()
    for e, r, _ in pairs:
        in_pair.add(e)
        in_pair.add(r)
    byid = {m["id"]: m for m in mems}
    assert len(byid) == len(mems)
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory not in a pair", m["id"], m["text"])
    # order times distinct within a family; equal_time exactly two at one time
    for key, ms in groups.items():
        if any(m["label"] == "equal_time" for m in ms):
            assert len(ms) == 2 and ms[0]["t"] == ms[1]["t"] and ms[0]["value"] != ms[1]["value"], key
            continue
        ts = [m["t"] for m in ms if m["fam"] is not None]
        assert len(ts) == len(set(ts)), ("order times not distinct", key)
    # attached labels after the last version, same value and polarity
    for fi, fam in enumerate(FAMILIES):
        vs = [m for m in mems if m["fam"] == fi and m["label"] is None]
        ls = [m for m in mems if m["fam"] == fi and m["label"] is not None]
        lastv = max(vs, key=lambda m: m["t"])
        assert lastv["ver"] == len(fam["versions"])
        for l in ls:
            assert l["t"] > lastv["t"] and l["value"] == lastv["value"] and l["pol"] == lastv["pol"], l["text"]
        # the last version differs from the one before it (so every version is in a pair)
        pv = [(v["value"], v["pol"]) for v in fam["versions"]]
        assert pv[-1] != pv[-2], fam["subject"]
        assert "interior_conf" not in fam["versions"][-1]["flags"]
    texts = [m["text"] for m in mems]
    assert len(texts) == len(set(texts)), "duplicated text"
    for m in mems:
        assert m["created"] < CUTOFF
        assert m["t"] < OBS_LIMIT
        if m["observed"] is not None:
            assert m["observed"] < m["created"], m["id"]
    assert session[1] - session[0] < dt.timedelta(hours=1)
    assert session[0].date() == session[1].date()
    for e, r, _ in pairs:
        assert byid[e]["t"] < byid[r]["t"]
    labels = [m["label"] for m in mems if m["label"]]
    for c in LABEL_CLASSES:
        assert labels.count(c) == 12, (c, labels.count(c))
    assert set(labels) == set(LABEL_CLASSES)


def outputs(mems, pairs):
    out_m = []
    rng2 = random.Random(SEED + 1)
    order = sorted(mems, key=lambda m: m["id"])
    rng2.shuffle(order)
    for m in order:
        o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
        if m["observed"] is not None:
            o["observed_at"] = fmt(m["observed"])
        out_m.append(json.dumps(o, ensure_ascii=False))
    out_t = [json.dumps({"expired_id": e, "replacement_id": r, "reason": why}) for e, r, why in pairs]
    out_l = [json.dumps({"id": m["id"], "class": m["label"]})
             for m in sorted(mems, key=lambda m: m["id"]) if m["label"]]
    return ["\n".join(x) + "\n" for x in (out_m, out_t, out_l)]


def stats(mems, pairs, session):
    fams = {}
    for m in mems:
        if m["fam"] is not None and m["label"] is None:
            fams[m["fam"]] = fams.get(m["fam"], 0) + 1
    lens = {}
    for n in fams.values():
        lens[n] = lens.get(n, 0) + 1
    repl = sorted(set(r for _, r, _ in pairs))
    byid = {m["id"]: m for m in mems}
    same = sum(1 for r in repl if "same" in byid[r]["flags"])
    neg_fams = sum(1 for f in FAMILIES if any(v["pol"] == "-" for v in f["versions"]))
    restart = sum(1 for f in FAMILIES
                  if [v["pol"] for v in f["versions"]][:3] == ["+", "-", "+"])
    flags = {}
    for m in mems:
        for fl in m["flags"]:
            fl = fl.split(":")[0]
            flags[fl] = flags.get(fl, 0) + 1
    nb = sum(1 for m in mems if m["observed"] is not None)
    rows = [
        ("memories", len(mems)),
        ("  backfilled (observed_at)", nb),
        ("  live (created_at only)", len(mems) - nb),
        ("import session", "%s .. %s" % (fmt(session[0]), fmt(session[1]))),
        ("changing families", len(fams)),
    ]
    for n in sorted(lens):
        rows.append(("  of %d versions" % n, lens[n]))
    rows += [
        ("family versions (unlabelled)", sum(fams.values())),
        ("true pairs", len(pairs)),
        ("  value", sum(1 for p in pairs if p[2] == "value")),
        ("  negation", sum(1 for p in pairs if p[2] == "negation")),
        ("distinct replacements", len(repl)),
        ("  reworded", "%d (%.0f%%)" % (len(repl) - same, 100.0 * (len(repl) - same) / len(repl))),
        ("  same line, value swapped", same),
        ("negation families", neg_fams),
        ("  stop and restart (on/off/on)", restart),
        ("move-backs (A->B->A)", flags.get("moveback", 0)),
        ("interior confirmations", flags.get("interior_conf", 0)),
        ("text names the old value", flags.get("names_old", 0)),
        ("relative dates", flags.get("relative", 0)),
        ("unit/format change in a pair", flags.get("unit_change", 0)),
        ("handovers with another subject's fact", flags.get("handover_other", 0)),
        ("labelled negatives", sum(1 for m in mems if m["label"])),
    ]
    for c in LABEL_CLASSES:
        rows.append(("  " + c, sum(1 for m in mems if m["label"] == c)))
    w = max(len(a) for a, _ in rows)
    return "\n".join("%-*s  %s" % (w, a, b) for a, b in rows)


def main(argv):
    if len(argv) > 1 and argv[1:] not in (["--stats"], ["--list"]):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, pairs, session = build()
    if argv[1:] == ["--stats"]:
        print(stats(mems, pairs, session))
        return 0
    if argv[1:] == ["--list"]:
        for m in sorted(mems, key=lambda m: (m["t"], m["id"])):
            print("\t".join([m["id"], fmt(m["t"]), m["label"] or "-", m["key"], m["value"], m["pol"],
                             "backfilled" if m["observed"] is not None else "live",
                             ",".join(m["flags"]) or "-"]))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    for name, data in zip(("memories.jsonl", "truth.jsonl", "labels.jsonl"), outputs(mems, pairs)):
        with open(os.path.join(here, name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(data)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
