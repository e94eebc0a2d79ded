#!/usr/bin/env python3
"""Generator for testdata/heldout31 (blind set: events, conferences and venue bookings).

Python 3, stdlib only, fixed seed. `python3 gen.py` writes memories.jsonl, truth.jsonl and labels.jsonl next to
this file; `--stats` prints the counts; `--list` prints every memory with id, order time, label and fact key.

Every memory sits in a table row carrying its fact key (subject, attribute, scope), value key, polarity, order
time and label. Truth is computed from those rows only, never from the text: within a family (one key) each
memory is expired by the earliest strictly newer memory whose (value, polarity) differs; reason `negation` when the
polarities differ, else `value`.
"""
import json
import os
import random
import sys
from datetime import datetime, timedelta, timezone

SEED = 6133
PREFIX = "h31"
HERE = os.path.dirname(os.path.abspath(__file__))

# The import session: every backfilled memory gets a created_at inside it, in seeded order.
IMPORT_START = datetime(2026, 11, 17, 10, 4, 12, tzinfo=timezone.utc)
EARLIEST = datetime(2023, 9, 4, tzinfo=timezone.utc)
LATEST = datetime(2026, 11, 29, 18, 0, tzinfo=timezone.utc)

# ---------------------------------------------------------------------------------------------------------------
# Changing families. Each: subject, attribute, scope, versions [(value key, polarity, text)], and labelled
# memories attached after the last version [(class, text)] (same value key and polarity as the last version).
# A version whose value repeats the one before it is an interior confirmation: it is expired by the next change.
# ---------------------------------------------------------------------------------------------------------------


def C(s, a, sc, versions, after=()):
    return {"s": s, "a": a, "sc": sc, "versions": list(versions), "after": list(after)}


CHANGING = [
    C("nls26", "venue", "main", [
        ("corvane", "+", "Northlight Summit 2026 (NLS26) - venue: Corvane Exhibition Centre, Halls A+B."),
        ("tidewater", "+", "NLS26 is moving out of Corvane. Contract signed with Tidewater Convention Hall this morning."),
    ], after=[
        ("elaboration", "Tidewater Convention Hall for the Northlight Summit: main hall plus the two east breakout "
                        "wings, load-in through the Brook Lane service yard, catering kitchens on level -1."),
        ("confirmation", "checked w/ Ines, Summit is still at Tidewater, nothing's changed"),
    ]),
    C("nls26", "dates", "main", [
        ("may14", "+", "Event: NLS26\nDates: 14-15 May 2026\nStatus: provisional hold"),
        ("may21", "+", "Heads up all - Northlight got pushed back a week because of the half-term clash, so it's "
                       "the 21st and 22nd of May now."),
        ("jun04", "+", "Event: NLS26\nDates: 4-5 June 2026\nStatus: contracted"),
    ], after=[
        ("format_variant", "Northlight Summit | 2026-06-04 -> 2026-06-05"),
    ]),
    C("mdf", "keynote speaker", "day 1 opening", [
        ("roth", "+", "MDF Day 1 opening keynote: Dr Anaya Roth (Fathom Labs), 09:15-10:00."),
        ("brenner", "+", "Anaya has had to withdraw for family reasons. Lukas Brenner has kindly agreed to open the "
                         "Meridian Forum in her place."),
    ], after=[
        ("elaboration", "Prof. Brenner's opening keynote at the Meridian Data Forum is titled 'Data without borders' "
                        "- 45 min incl. Q&A, he needs a clicker, a lectern mic and a confidence monitor."),
    ]),
    C("expo", "caterer", "main", [
        ("saltbox", "+", "Harbourside Food Expo catering contract awarded to Saltbox Kitchen."),
        ("pennant", "+", "Switched the Expo caterer from Saltbox to Pennant Catering - Saltbox couldn't get the "
                         "allergen matrix to us by the deadline."),
    ], after=[
        ("elaboration", "Pennant Catering for the Expo: three hot-food points, a coffee cart in each hall and exhibitor lunch vouchers at £9."),
    ]),
    C("kestrels gala", "ticket price", "standard", [
        ("145", "+", "Kestrel Awards gala - standard ticket: GBP 145 + VAT"),
        ("160", "+", "Kestrel Awards gala - standard ticket: GBP 160 + VAT"),
        ("175", "+", "Kestrels standard seats are going up again, it's 175 quid ex VAT from Monday. Tables of ten "
                     "pro rata."),
        ("165", "+", "Pricing committee backed off a bit: a standard Kestrels gala ticket will be £165 (exc. VAT)."),
    ], after=[
        ("format_variant", "KA gala std ticket GBP 165.00 excl. VAT"),
    ]),
    C("corvane hall b", "capacity", "theatre", [
        ("1200", "+", "Corvane Hall B - theatre-style capacity 1,200."),
        ("950", "+", "After the fire risk reassessment CEC have cut Hall B's theatre capacity to 950 seats (new "
                     "egress width calculation)."),
    ], after=[
        ("format_variant", "Hall B (CEC), theatre cap: 950 pax"),
    ]),
    C("orc26", "registration status", "main pass", [
        ("open", "+", "Registration for the OpenRail Conference is live - main pass on sale as of today."),
        ("waitlist", "+", "ORC26 main pass sold out overnight, registration is waitlist-only now."),
        ("closed", "+", "Registration status (ORC26 main pass): CLOSED. No further waitlist entries accepted."),
    ], after=[
        ("confirmation", "ORC26 registration remains closed."),
    ]),
    C("kestrels", "av supplier", "main", [
        ("lumen", "+", "AV & staging for the Kestrel Awards: Lumen Stageworks"),
        ("brightfold", "+", "We've gone with Brightfold AV for the Kestrels this year, their LED wall quote came in "
                            "about £6k under Lumen's."),
        ("lumen", "+", "Brightfold pulled out (double-booked the wall). Back to Lumen Stageworks for Kestrels AV."),
    ], after=[
        ("confirmation", "Lumen confirmed on Kestrels AV - Jonno from Lumen sent the countersigned SOW."),
    ]),
    C("hotel esker", "room block", "nls26", [
        ("80", "+", "Hotel Esker group block for Northlight: 80 rooms per night."),
        ("120", "+", "Upped the Esker block to 120 rooms, the speaker travel list is way longer than we planned."),
        ("120", "+", "Esker block still 120 rms - reconfirmed with their groups desk today (ref ESK-4471)."),
        ("95", "+", "Released 25 rooms back to the Esker. NLS26 block now stands at 95."),
        ("110", "+", "Hotel Esker group block for Northlight: 110 rooms per night."),
    ], after=[
        ("elaboration", "Esker block (NLS26) is 110 rooms a night: 86 standard doubles, 20 executive and 4 "
                        "accessible rooms, breakfast included, billed to master account."),
    ]),
    C("ropeworks loft", "step-free access", "main", [
        ("stepfree", "+", "The Ropeworks Loft is step-free via the goods lift on the Canal Street side."),
        ("stepfree", "-", "Ropeworks goods lift OUT OF SERVICE - the Loft is not step-free until further notice."),
        ("stepfree", "+", "Goods lift at the Ropeworks is back in service, so step-free access to the Loft is "
                          "restored."),
    ], after=[
        ("confirmation", "Access audit, 2nd visit: the step-free route up to the Ropeworks Loft works, lift "
                         "inspected and tagged."),
    ]),
    C("aster retreat", "budget", "total", [
        ("48000", "+", "Aster Retreat budget signed off at EUR 48k all-in."),
        ("55000", "+", "The budget for the Aster Leadership Retreat has been revised to €55,000 because the client "
                       "added a third day of facilitation."),
    ], after=[
        ("format_variant", "Aster LR - total budget: 55.000,00 EUR"),
    ]),
    C("mdf", "abstract deadline", "call for papers", [
        ("0131", "+", "Call for papers, Meridian Data Forum: abstracts due 31/01."),
        ("0214", "+", "MDF CfP deadline extended to 14 February."),
        ("0221", "+", "extended AGAIN, sorry - MDF abstracts now close Fri 21 Feb 23:59 CET"),
    ], after=[
        ("format_variant", "Meridian Forum CfP close: 21.02., 23:59 CET"),
    ]),
    C("expo", "project lead", "main", [
        ("tamsin", "+", "Project lead, Harbourside Food Expo: Tamsin Kell"),
        ("ravi", "+", "Handover note: Tamsin moves onto the Kestrels full-time, and from today Ravi Anand takes over "
                      "as Expo lead. Tamsin stays cc'd for the exhibitor contracts until the end of the month."),
    ], after=[
        ("confirmation", "Yes, Ravi is running the Expo now - send exhibitor queries to him, not Tamsin."),
    ]),
    C("nls26", "shuttle pickup", "main", [
        ("central east", "+", "Shuttle pick-up for Northlight: Central Station, east entrance, every 20 min from "
                              "07:30."),
        ("harbour road", "+", "Pick-up point moved to the Harbour Rd bus bay (the council is closing the east "
                              "entrance forecourt)."),
    ]),
    C("mdf", "registration desk opening", "day 1", [
        ("0800", "+", "Reg desk opens 08:00 on day one (MDF)."),
        ("0730", "+", "Reg desk opens 07:30 on day one (MDF)."),
    ]),
    C("corvane", "venue contact", "events manager", [
        ("greta", "+", "Our venue contact at Corvane is Greta Sollis (events manager)."),
        ("harland", "+", "Greta has left CEC. The new events manager and our point of contact there is Harland Pike "
                         "- harland.pike@corvane.example"),
    ], after=[
        ("elaboration", "Corvane contact: Harland Pike, Events Manager, direct line 01632 960 418, on site Tue-Sat, "
                        "deputy Nell Ashby."),
    ]),
    C("kestrels gala", "catering headcount", "dinner", [
        ("420", "+", "Gala dinner headcount to caterer: 420"),
        ("460", "+", "Final-ish numbers for the Kestrels dinner - 460 covers."),
        ("480", "+", "Gala dinner headcount to caterer: 480"),
        ("455", "+", "Dropped the Kestrels catering number to 455 after looking at last year's no-show rate."),
    ], after=[
        ("confirmation", "Marrow & Vine have our 455 for the gala dinner, no change."),
    ]),
    C("nls26", "led backdrop size", "main stage", [
        ("12x4", "+", "Main stage LED backdrop NLS26: 12 m x 4 m"),
        ("10x4", "+", "LED wall reduced to 10x4m - Tidewater's rigging points won't take the 12 metre span."),
    ]),
    C("orrin bank", "sponsor tier", "nls26", [
        ("gold", "+", "Orrin Bank - Gold sponsor, Northlight 2026."),
        ("platinum", "+", "Orrin Bank upgraded from Gold to Platinum for NLS26, invoice to follow."),
    ], after=[
        ("elaboration", "Orrin Bank's Platinum package at Northlight covers lanyards, the opening reception and a "
                        "6x3 booth at the hall entrance, plus 12 delegate passes."),
    ]),
    C("mdf", "room", "workshop w3", [
        ("suite 4", "+", "W3 (MDF workshop, 'Practical lineage') - Suite 4"),
        ("boardroom 2", "+", "W3 moved to Boardroom 2, Suite 4 has a broken projector mount"),
        ("suite 4", "+", "Mount's fixed. Putting W3 back in Suite 4 since it seats 40 vs 24."),
    ]),
    C("aster retreat", "transfer supplier", "airport", [
        ("fenwick", "+", "Transfers for Aster: Fenwick Coaches, 2 x 49-seaters, airport to Bellmoor."),
        ("arden", "+", "Swapped transfer supplier for the retreat: Arden Travel instead of Fenwick (Fenwick have no "
                       "drivers that weekend)."),
    ], after=[
        ("elaboration", "Arden Travel transfers for Aster: two 49-seat coaches plus a wheelchair-accessible minibus, first pick-up 11:40 at arrivals."),
    ]),
    C("expo", "first aid provider", "main", [
        ("st alder", "+", "Medical cover - Expo: St Alder Ambulance volunteers, 2 crews."),
        ("medevent", "+", "Expo first aid is now MedEvent Ltd on a paid contract; St Alder couldn't commit crews for "
                          "all three days."),
    ], after=[
        ("format_variant", "EXPO / first aid / MEDEVENT LTD"),
    ]),
    C("volta hackathon", "load-in time", "ropeworks", [
        ("0600 day", "+", "Load-in at the Ropeworks: 06:00 on the day"),
        ("1400 day-1", "+", "The Ropeworks have agreed we can load in the afternoon before - 2pm on day -1."),
    ]),
    C("bellmoor house", "hire fee", "aster", [
        ("18500", "+", "Bellmoor House exclusive hire (Aster, 2 nights) quoted at £18,500."),
        ("21000", "+", "Bellmoor hire fee: £21,000 - revised quote after adding the Orangery"),
    ]),
    C("granary quay", "deposit deadline", "pms", [
        ("0301", "+", "PMS - Granary Quay deposit (30%) due by 1 March."),
        ("0315", "+", "Granary Quay gave us two extra weeks on the deposit, it's now due 15/03."),
    ], after=[
        ("format_variant", "Pellam symposium: GQ deposit deadline 15 Mar"),
    ]),
    C("carrow inn", "block cut-off", "expo", [
        ("30d", "+", "Carrow Inn room block release: 30 days before arrival"),
        ("21d", "+", "Carrow Inn room block release: 21 days before arrival"),
    ]),
    C("volta hackathon", "going ahead", "main", [
        ("on", "+", "Volta Hackathon is going ahead - Ropeworks, 48h, 120 hackers."),
        ("on", "-", "Volta Hackathon called off. Sponsor funding fell through; refunds are being processed."),
        ("on", "+", "Good news: Volta is back on! Castell Robotics stepped in as the new sponsor."),
    ], after=[
        ("confirmation", "Volta is definitely happening, Castell's PO arrived this morning."),
    ]),
    C("nls26", "livestream", "plenary", [
        ("streamed", "+", "All plenary sessions at Northlight will be livestreamed (Signalhouse are producing)."),
        ("streamed", "-", "Livestream dropped from the NLS26 scope - budget cut. Plenaries will not be streamed."),
    ], after=[
        ("confirmation", "Confirmed with finance: still no livestream for NLS26."),
    ]),
    C("pms", "bsl interpretation", "keynotes", [
        ("bsl", "+", "BSL interpreters booked for both PMS keynotes."),
        ("bsl", "-", "PMS: no BSL interpretation this year. The agency cancelled and we couldn't rebook; live "
                     "captions only."),
        ("bsl", "+", "Found a replacement agency (SignWell), so BSL for the Pellam keynotes is back in."),
    ]),
    C("tidewater", "free delegate parking", "p2", [
        ("free", "+", "Free delegate parking at Tidewater (P2 multi-storey)."),
        ("free", "-", "Tidewater P2 is no longer free for delegates, it goes pay & display from April."),
    ], after=[
        ("elaboration", "Tidewater P2 is pay and display for delegates now: £2.40/hr, max £14/day, card only, no "
                        "validation at the reg desk."),
    ]),
    C("kestrels gala", "menu plant-based", "dinner", [
        ("plant", "+", "Kestrels dinner will be fully plant-based this year."),
        ("plant", "-", "Client changed their mind - the gala menu is NOT going plant-based, it's the standard "
                       "three-course with a veg option."),
    ]),
    C("nls26", "badge vendor", "main", [
        ("inkwell", "+", "Badges: Inkwell Print, on-demand printing at reg."),
        ("badgebay", "+", "badges switched to BadgeBay kiosks (self-serve), Inkwell contract not renewed"),
    ]),
    C("orc26", "capacity", "delegates", [
        ("600", "+", "ORC26 ticket cap: 600"),
        ("750", "+", "Increased the OpenRail cap to 750 now that we've got the second hall."),
        ("750", "+", "ORC26 cap confirmed at seven hundred and fifty after the hall walk-through."),
        ("700", "+", "ORC26 ticket cap: 700 (fire officer sign-off)"),
    ], after=[
        ("format_variant", "ORC-26 max delegates = 700 ppl"),
    ]),
    C("nls26", "hashtag", "official", [
        ("#nls26", "+", "Official hashtag: #NLS26"),
        ("#northlight26", "+", "Marketing want #Northlight26 as the hashtag - please retire #NLS26 everywhere."),
    ], after=[
        ("confirmation", "Social team reminder: it's still #Northlight26 on every post."),
    ]),
    C("kestrels", "host", "awards", [
        ("dana", "+", "Kestrels host: Dana Whitlow (Radio Dunmore)"),
        ("marcus", "+", "Dana's out, scheduling conflict. Marcus Adeyemi will MC the awards instead."),
    ], after=[
        ("confirmation", "Marcus's agent confirmed again this week, he's still our MC for the Kestrels."),
    ]),
    C("pms", "plenary room", "main", [
        ("ballroom", "+", "Pellam Medical Symposium plenary room: Granary Quay Ballroom"),
        ("quayside", "+", "PMS plenary now in the Quayside Suite, the Ballroom's double-booked for a wedding on the "
                          "Saturday."),
    ], after=[
        ("elaboration", "PMS plenary in the Quayside Suite: theatre style for 280, two side screens, step-free from the hotel lobby."),
    ]),
    C("pms", "cpd hours", "main", [
        ("6", "+", "CPD credit for the Pellam Symposium: 6 hours"),
        ("7.5", "+", "Accreditation came back at 7.5 CPD hours for PMS (they counted the workshop)."),
    ], after=[
        ("format_variant", "PMS CPD = 7,5 h"),
    ]),
    C("pms", "registration fee", "member", [
        ("220", "+", "PMS member rate: EUR 220"),
        ("240", "+", "PMS member rate: EUR 240"),
        ("230", "+", "Pellam committee split the difference: the member fee is €230."),
    ]),
    C("kestrels", "venue", "2026", [
        ("ropeworks", "+", "The Kestrel Awards will be at the Ropeworks again."),
        ("lark street", "+", "Kestrels 2026 venue: Lark Street Studios, Stage 1 (the Ropeworks is being "
                             "refurbished)."),
    ], after=[
        ("elaboration", "Lark Street Studios for the Kestrels: Stage 1 for the ceremony, the Foundry bar for the "
                        "drinks reception, dressing rooms 1-4 for talent."),
    ]),
    C("aster retreat", "lead facilitator", "main", [
        ("hollis", "+", "Lead facilitator for Aster - Hollis Grey."),
        ("priya", "+", "Facilitator swap on Aster: Priya Venn is replacing Hollis Grey."),
    ]),
    C("expo", "stand price", "shell scheme", [
        ("310", "+", "Expo shell scheme: £310 per sq m"),
        ("335", "+", "Expo shell scheme: £335 per sq m"),
    ]),
    C("expo", "dates", "main", [
        ("sep06", "+", "Harbourside Food Expo runs 6-8 September at Corvane Halls C and D."),
        ("sep13", "+", "Expo pushed to 13-15 Sept."),
    ], after=[
        ("format_variant", "HFE dates: 13/09 - 15/09"),
        ("confirmation", "Expo dates unchanged, 13th to 15th September - Corvane reconfirmed the hall hold."),
    ]),
    C("volta hackathon", "bandwidth", "ropeworks", [
        ("500m", "+", "Ropeworks dedicated line for Volta: 500 Mbps symmetric"),
        ("1g", "+", "Ropeworks dedicated line for Volta: 1 Gbps symmetric"),
    ]),
    C("mdf", "moderator", "closing panel", [
        ("elif", "+", "Closing panel moderator (MDF): Elif Yavuz"),
        ("tomasz", "+", "Elif is chairing the opening instead, so Tomasz Wren moderates the MDF closing panel."),
        ("elif", "+", "Swapped back - Elif moderates the closing panel after all, Tomasz's flight lands too late."),
    ], after=[
        ("elaboration", "Elif Yavuz is moderating the MDF closing panel - four panellists, 50 minutes, and she wants audience questions pre-screened through the app."),
    ]),
    C("bellmoor house", "rooms allocated", "aster", [
        ("36", "+", "Aster delegates sleeping at Bellmoor: 36 rooms"),
        ("32", "+", "Only 32 rooms at Bellmoor now, the east wing is shut for roof repairs. Overflow to the Carrow "
                    "Inn."),
    ]),
    C("nls26", "ticket price", "early bird", [
        ("295", "+", "Northlight early bird: £295"),
        ("275", "+", "Northlight early bird: £275"),
    ], after=[
        ("format_variant", "NLS26 EB = GBP275"),
    ]),
    C("nls26", "early bird deadline", "main", [
        ("0228", "+", "EB deadline 28/2"),
        ("0314", "+", "Northlight early-bird window extended until 14 March."),
    ]),
    C("expo", "security contractor", "main", [
        ("ward", "+", "Security at the Expo: Ward Guarding (SIA licensed), 8 staff per shift"),
        ("castlegate", "+", "Security at the Expo: Castlegate Security (SIA licensed), 8 staff per shift"),
    ]),
    C("orc26", "venue", "main", [
        ("ferrow", "+", "OpenRail 2026 venue: Ferrow University Great Hall"),
        ("tidewater", "+", "ORC26 is moving to Tidewater Convention Hall - Ferrow can't guarantee the hall during "
                           "exam season."),
    ], after=[
        ("confirmation", "OpenRail venue re-confirmed: Tidewater. Contract countersigned."),
    ]),
    C("kestrels", "dress code", "gala", [
        ("black tie", "+", "Dress code for the Kestrels: black tie"),
        ("black tie optional", "+", "Dress code for the Kestrels: black tie optional"),
    ]),
    C("volta hackathon", "prize pot", "total", [
        ("10000", "+", "Volta prize pot: £10k"),
        ("15000", "+", "Castell top-up means the Volta prizes now total £15,000."),
    ], after=[
        ("elaboration", "Volta prizes, £15,000 in total: £8k winner, £4k runner-up, £3k split across three "
                        "category awards."),
    ]),
    C("nls26", "lunch caterer", "main", [
        ("fig tree", "+", "Lunch for Northlight: Fig Tree Catering Co., hot fork buffet both days."),
        ("marrow", "+", "Moving NLS26 lunches to Marrow & Vine, Fig Tree can't staff the Tidewater kitchens."),
        ("marrow", "+", "Marrow & Vine remains our lunch caterer for the Summit - spoke to their ops lead today."),
        ("fig tree", "+", "Marrow & Vine folded (administration). Lunches go back to Fig Tree Catering for NLS26."),
    ]),
    C("orc26", "registration platform", "main", [
        ("passline", "+", "Registration platform for ORC26: Passline"),
        ("gatewise", "+", "Registration platform for ORC26: Gatewise"),
    ]),
    C("mdf", "drinks reception time", "day 1", [
        ("1800", "+", "MDF day 1 drinks reception at 18:00, Atrium."),
        ("1830", "+", "MDF day 1 drinks reception at 18:30, Atrium."),
    ]),
    C("expo", "public opening hours", "day 1", [
        ("1000-1800", "+", "Harbourside Expo public day 1 opening hours: 10:00-18:00"),
        ("1000-1700", "+", "Harbourside Expo public day 1 opening hours: 10:00-17:00"),
    ]),
    C("ropeworks", "assembly point", "evacuation", [
        ("car park b", "+", "Evacuation assembly point for the Ropeworks: Car Park B."),
        ("mill green", "+", "New fire plan at the Ropeworks - if the alarm goes, everyone assembles on Mill Green, "
                            "not Car Park B (contractor compound there now)."),
    ], after=[
        ("confirmation", "Safety brief done for crew: assembly point is Mill Green, as per the new plan."),
    ]),
    C("kestrels", "shortlist announcement", "2026", [
        ("0903", "+", "Kestrels shortlist goes out 3 Sept."),
        ("0910", "+", "Kestrels shortlist goes out 10 Sept."),
    ]),
    C("aster retreat", "dates", "main", [
        ("oct12", "+", "Aster Leadership Retreat: 12-14 October, Bellmoor House."),
        ("oct19", "+", "Client asked to move Aster a week later, so 19 to 21 Oct."),
        ("nov02", "+", "Bellmoor can't do the 19th after all; the retreat will now run Monday 2 to Wednesday 4 "
                       "November."),
        ("nov02", "+", "re Aster - yes, still 2-4 Nov, client signed the date change form"),
        ("nov09", "+", "Aster Leadership Retreat: 9-11 November, Bellmoor House."),
    ], after=[
        ("format_variant", "ALR: 09.11.-11.11."),
    ]),
    C("nls26", "keynote speaker", "closing", [
        ("sade", "+", "Closing keynote, NLS26: Sade Okafor"),
        ("jun", "+", "Sade can't make June. Jun Park is closing the Summit instead."),
    ]),
    C("expo", "ticket price", "trade day", [
        ("free", "+", "Trade day entry to the Expo is free with a registered business email."),
        ("12", "+", "Trade day tickets for the Harbourside Expo: £12 now, no more free trade entry."),
    ]),
    C("mdf", "streaming platform", "main", [
        ("castwell", "+", "MDF stream platform = Castwell"),
        ("relayo", "+", "Meridian Forum streaming is going through Relayo this year; Castwell dropped their "
                        "event tier."),
        ("castwell", "+", "Relayo kept failing the load test. Reverting MDF streaming to Castwell."),
    ]),
    C("pms", "poster boards", "count", [
        ("40", "+", "Poster boards for PMS: 40"),
        ("60", "+", "Poster boards for PMS: 60"),
    ]),
    C("kestrels", "table plan deadline", "gala", [
        ("1105", "+", "Table plan names due 5 Nov (Kestrels)"),
        ("1112", "+", "Table plan names due 12 Nov (Kestrels)"),
    ], after=[
        ("format_variant", "KA table plan due 12/11"),
    ]),
    C("nls26", "finance contact", "team", [
        ("bo", "+", "Finance contact for NLS26: Bo Lindqvist"),
        ("yusuf", "+", "Bo's on parental leave from next week. Yusuf Hale is covering NLS26 finance, invoices and "
                       "POs go to him."),
    ]),
    C("ropeworks", "noise curfew", "amplified", [
        ("2300", "+", "Ropeworks licence: amplified music to stop by 23:00."),
        ("2230", "+", "Council amended the Ropeworks licence - amplified noise curfew is 22:30 now."),
    ], after=[
        ("elaboration", "Ropeworks curfew 22:30 covers DJ and live band; background music under 75 dB is fine until midnight."),
    ]),
    C("tidewater", "steward ratio", "main hall", [
        ("1:250", "+", "Tidewater main hall stewarding: 1 steward per 250 delegates."),
        ("1:200", "+", "Tidewater main hall stewarding: 1 steward per 200 delegates."),
    ]),
    C("orc26", "hotel partner", "main", [
        ("portwell", "+", "ORC26 official hotel: Portwell Suites"),
        ("esker", "+", "ORC26 official hotel: Hotel Esker"),
    ]),
    C("expo", "bar licence", "ten", [
        ("ten", "+", "Temporary event notice granted for the Expo bar."),
        ("ten", "-", "TEN for the Expo bar was refused - no licensed bar at the Harbourside Expo."),
    ]),
    C("mdf", "cloakroom", "main", [
        ("cloak", "+", "Staffed cloakroom available at MDF."),
        ("cloak", "-", "No cloakroom at the Meridian Forum this time, venue have turned that room into a prayer "
                       "room."),
        ("cloak", "+", "MDF: cloakroom is back, now in the lower foyer."),
    ]),
    C("bellmoor orangery", "ramp", "main", [
        ("ramp", "+", "Temporary ramp in place at the Bellmoor Orangery entrance."),
        ("ramp", "-", "Ramp at the Orangery has been removed (heritage officer objected) - no level access there."),
    ]),
    C("lark street studios", "load-in bay", "stage 1", [
        ("bay 3", "+", "Lark Street load-in for Stage 1: Bay 3, 3.5 m door"),
        ("bay 1", "+", "Use Bay 1 for Stage 1 deliveries from now on - Bay 3 shutter is broken."),
    ]),
    C("nls26", "registration status", "main", [
        ("open", "+", "NLS26 registration: OPEN"),
        ("paused", "+", "We've paused Northlight registration while the new pricing goes in, back in 48h."),
        ("open", "+", "NLS26 registration: OPEN (reopened after the pricing update)"),
        ("waitlist", "+", "Summit's full. Reg is waitlist only."),
    ]),
]

# ---------------------------------------------------------------------------------------------------------------
# Standalone labelled memories. Each row: (class, subject, attribute, scope, value key, polarity, text).
# equal_time rows come in groups of two sharing one key and one order time.
# ---------------------------------------------------------------------------------------------------------------

STANDALONE = [
    # multi_valued: one subject, several values that hold together
    ("multi_valued", "kestrels gala", "dietary option", "dinner", "vegan", "+",
     "Kestrels dinner - vegan option available on request."),
    ("multi_valued", "kestrels gala", "dietary option", "dinner", "halal", "+",
     "Gala: halal meals also on the menu, certified supplier."),
    ("multi_valued", "kestrels gala", "dietary option", "dinner", "gluten-free", "+",
     "We can do gluten-free for the Kestrels dinner too, flag it at booking."),
    ("multi_valued", "expo", "approved caterer", "list", "saltbox", "+",
     "Approved caterers for Corvane events include Saltbox Kitchen."),
    ("multi_valued", "expo", "approved caterer", "list", "fig tree", "+",
     "Fig Tree Catering Co. is also on Corvane's approved caterer list."),
    ("multi_valued", "nls26", "track", "programme", "data ai", "+",
     "NLS26 track: Data & AI"),
    ("multi_valued", "nls26", "track", "programme", "climate", "+",
     "Another Northlight track confirmed - Climate & Energy."),
    ("multi_valued", "nls26", "track", "programme", "public sector", "+",
     "Third track for the Summit: Public Sector Digital."),
    ("multi_valued", "mdf", "interpretation language", "plenary", "french", "+",
     "Simultaneous interpretation at MDF plenaries: French"),
    ("multi_valued", "mdf", "interpretation language", "plenary", "german", "+",
     "MDF plenaries will also have German interpretation (booth 2)."),
    ("multi_valued", "aster retreat", "breakout room", "bellmoor", "library", "+",
     "Aster breakouts: the Library at Bellmoor"),
    ("multi_valued", "aster retreat", "breakout room", "bellmoor", "music room", "+",
     "The Music Room is a second breakout space for Aster."),

    # scope_disjoint: same subject and attribute as another fact, different scope
    ("scope_disjoint", "kestrels gala", "ticket price", "student", "90", "+",
     "Kestrel Awards gala - student / early-career ticket: GBP 90 + VAT"),
    ("scope_disjoint", "kestrels gala", "ticket price", "table of ten", "1650", "+",
     "Kestrels table of 10 is £1,650 + VAT."),
    ("scope_disjoint", "corvane hall b", "capacity", "cabaret", "520", "+",
     "Corvane Hall B cabaret layout holds 520."),
    ("scope_disjoint", "corvane hall b", "capacity", "banquet", "640", "+",
     "Hall B at CEC, banquet rounds of 10: max 640 seated."),
    ("scope_disjoint", "expo", "stand price", "space only", "265", "+",
     "Expo space-only rate: £265 per sq m"),
    ("scope_disjoint", "nls26", "ticket price", "standard", "395", "+",
     "Northlight standard (full price) ticket: £395"),
    ("scope_disjoint", "nls26", "ticket price", "group", "340", "+",
     "Group rate for the Summit, 5+ people from one org: £340 each."),
    ("scope_disjoint", "mdf", "registration desk opening", "day 2", "0830", "+",
     "MDF reg desk on day 2 opens at 08:30."),
    ("scope_disjoint", "expo", "ticket price", "public day", "18", "+",
     "Public day tickets at the Harbourside Expo: £18 on the door, £15 online."),
    ("scope_disjoint", "pms", "registration fee", "non-member", "310", "+",
     "Pellam Symposium non-member rate: EUR 310"),
    ("scope_disjoint", "hotel esker", "room block", "orc26", "40", "+",
     "Hotel Esker are holding 40 rooms a night for OpenRail."),
    ("scope_disjoint", "mdf", "room", "workshop w4", "suite 6", "+",
     "W4 (MDF workshop, 'Streaming joins') - Suite 6"),

    # different_subject: same attribute (often the same value) as another fact, another subject
    ("different_subject", "corvane hall c", "capacity", "theatre", "950", "+",
     "Corvane Hall C - theatre-style capacity 950."),
    ("different_subject", "granary quay", "venue contact", "events manager", "ottilie", "+",
     "Our contact at Granary Quay is Ottilie Marsh (events manager)."),
    ("different_subject", "lark street studios", "load-in time", "kestrels", "0600 day", "+",
     "Load-in at Lark Street: 06:00 on the day"),
    ("different_subject", "mdf", "hashtag", "official", "#mdf26", "+",
     "Meridian Forum hashtag: #MDF26"),
    ("different_subject", "orc26", "dress code", "dinner", "smart casual", "+",
     "Dress code for the OpenRail dinner: smart casual"),
    ("different_subject", "volta hackathon", "project lead", "main", "ravi", "+",
     "Volta Hackathon lead: Ravi Anand"),
    ("different_subject", "pms", "budget", "total", "55000", "+",
     "The Pellam Symposium budget is €55,000 all-in."),
    ("different_subject", "mdf", "caterer", "main", "pennant", "+",
     "Pennant Catering are doing the food at the Meridian Forum."),
    ("different_subject", "orc26", "av supplier", "main", "brightfold", "+",
     "AV & staging for OpenRail: Brightfold AV"),
    ("different_subject", "portwell suites", "block cut-off", "orc26", "21d", "+",
     "Portwell Suites room block release: 21 days before arrival"),
    ("different_subject", "nls26", "first aid provider", "main", "medevent", "+",
     "Northlight medical cover: MedEvent Ltd, one crew plus a paramedic on the floor."),
    ("different_subject", "pms", "registration platform", "main", "gatewise", "+",
     "Registration platform for PMS: Gatewise"),

    # static: facts that do not change
    ("static", "corvane", "address", "main", "40 weir road", "+",
     "Corvane Exhibition Centre, 40 Weir Road, Dunmore DN4 7QE."),
    ("static", "tidewater", "loading bays", "main", "3", "+",
     "Tidewater has three loading bays off Brook Lane, max vehicle 18t."),
    ("static", "bellmoor house", "listing", "main", "grade ii", "+",
     "Bellmoor House is Grade II listed - no fixings into walls, freestanding signage only."),
    ("static", "ropeworks", "floor load", "ground floor", "5kn", "+",
     "Ropeworks ground floor loading: 5 kN/m2"),
    ("static", "halvard events", "vat number", "main", "gb 418 2207 91", "+",
     "Halvard Events Ltd VAT reg: GB 418 2207 91"),
    ("static", "granary quay", "bedrooms", "main", "142", "+",
     "Granary Quay Hotel has 142 bedrooms."),
    ("static", "lark street studios", "clear height", "stage 1", "9m", "+",
     "Lark Street Stage 1 clear height to grid: 9 m."),
    ("static", "kestrels", "founded", "main", "2011", "+",
     "The Kestrel Awards were founded in 2011 by the Dunmore Chamber."),
    ("static", "hotel esker", "address", "main", "12 quay parade", "+",
     "Hotel Esker - 12 Quay Parade, Dunmore DN1 2RP"),
    ("static", "corvane hall b", "floor area", "main", "2400", "+",
     "Hall B floor area is 2,400 m2 (CEC spec sheet)."),
    ("static", "corvane hall b", "floor area", "main", "2400", "+",
     "FYI CEC Hall B = 2400 sqm clear floor, column-free."),
    ("static", "tidewater", "nearest a&e", "main", "dunmore general", "+",
     "Nearest A&E to Tidewater: Dunmore General Hospital, 2.1 miles."),

    # membership: several members of one group, each a standing fact
    ("membership", "dr anaya roth", "member of", "mdf programme committee", "yes", "+",
     "Dr Anaya Roth sits on the MDF programme committee."),
    ("membership", "elif yavuz", "member of", "mdf programme committee", "yes", "+",
     "Elif Yavuz has joined the Meridian Forum programme committee."),
    ("membership", "prof kwame osei", "member of", "mdf programme committee", "yes", "+",
     "Programme committee (MDF) - added Prof. Kwame Osei"),
    ("membership", "carys penhallow", "member of", "nls26 ops team", "yes", "+",
     "Carys Penhallow is joining the Northlight ops team."),
    ("membership", "yusuf hale", "member of", "nls26 ops team", "yes", "+",
     "NLS26 ops team +1: Yusuf Hale"),
    ("membership", "castell robotics", "sponsor of", "volta hackathon", "yes", "+",
     "Castell Robotics is one of the Volta sponsors."),
    ("membership", "nimbus freight", "sponsor of", "volta hackathon", "yes", "+",
     "Nimbus Freight also signed up to sponsor Volta (bronze)."),
    ("membership", "hollis grey", "member of", "kestrels judging panel", "yes", "+",
     "Kestrels judging panel includes Hollis Grey."),
    ("membership", "mireille dufort", "member of", "kestrels judging panel", "yes", "+",
     "Mireille Dufort has accepted a seat on the Kestrels judging panel."),
    ("membership", "sam achebe", "member of", "kestrels judging panel", "yes", "+",
     "Judges, Kestrel Awards: Sam Achebe"),
    ("membership", "lumen stageworks", "on list", "halvard approved suppliers", "yes", "+",
     "Lumen Stageworks are on Halvard's approved supplier list."),
    ("membership", "signalhouse productions", "on list", "halvard approved suppliers", "yes", "+",
     "Added Signalhouse Productions to the approved suppliers list."),

    # equal_time: two conflicting records of one fact at the same instant (never guess direction)
    ("equal_time", "mdf", "green room", "main", "suite 2", "+",
     "MDF green room: Suite 2"),
    ("equal_time", "mdf", "green room", "main", "suite 5", "+",
     "Green room for the Meridian Forum speakers is Suite 5."),
    ("equal_time", "expo", "stand c14 exhibitor", "main", "orchard press", "+",
     "Stand C14 at the Expo: Orchard Press"),
    ("equal_time", "expo", "stand c14 exhibitor", "main", "bramble dairy", "+",
     "C14 - Bramble Dairy (cheese tasting, needs a sink)"),
    ("equal_time", "nls26", "speaker briefing time", "day 1", "0815", "+",
     "Speaker briefing, Northlight day 1: 08:15 in the green room"),
    ("equal_time", "nls26", "speaker briefing time", "day 1", "0830", "+",
     "NLS26 day one speaker brief at 8.30"),
    ("equal_time", "kestrels gala", "table count", "dinner", "46", "+",
     "Kestrels floor plan: 46 tables"),
    ("equal_time", "kestrels gala", "table count", "dinner", "48", "+",
     "We're setting 48 tables for the gala."),
    ("equal_time", "volta hackathon", "max team size", "main", "4", "+",
     "Volta teams: max 4 people"),
    ("equal_time", "volta hackathon", "max team size", "main", "5", "+",
     "Teams of up to five at Volta."),
    ("equal_time", "pms", "poster session room", "main", "mezzanine", "+",
     "PMS posters go on the Mezzanine."),
    ("equal_time", "pms", "poster session room", "main", "dock room", "+",
     "Poster session (Pellam): Dock Room"),

    # unrelated: register chatter that states no contested fact
    ("unrelated", "office", "chatter", "load-out", "thanks", "+",
     "Thanks everyone for Friday - smooth load-out, and nobody lost a radio this time."),
    ("unrelated", "office", "chatter", "expenses", "reminder", "+",
     "Reminder: October expense claims to Bo by the 5th, receipts attached please."),
    ("unrelated", "office", "chatter", "lanyards", "question", "+",
     "can someone check whether the spare lanyards are still in the van?"),
    ("unrelated", "office", "chatter", "printer", "jam", "+",
     "Office printer jammed again. I've put a note on it."),
    ("unrelated", "office", "chatter", "lunch and learn", "thursday", "+",
     "Lunch-and-learn on Thursday: Carys walks us through writing a decent risk assessment."),
    ("unrelated", "office", "chatter", "photos", "drive", "+",
     "Team photos from last year's Expo are on the shared drive under Photos/Expo."),
    ("unrelated", "office", "chatter", "gaffer tape", "request", "+",
     "pls stop leaving gaffer tape rolls on the meeting room table"),
    ("unrelated", "office", "chatter", "new starter", "laptop", "+",
     "New starter on Monday and Jess's laptop still hasn't arrived - chasing IT."),
    ("unrelated", "office", "chatter", "weather", "build day", "+",
     "Forecast for build day looks grim. Bring layers and a proper coat."),
    ("unrelated", "office", "chatter", "radios", "channel", "+",
     "Radio channel 3 gets interference near Hall D, switch to 5 if it's crackly."),
    ("unrelated", "office", "chatter", "coffee", "machine", "+",
     "Who keeps putting oat milk in the fridge door? It leaks. Top shelf please."),
    ("unrelated", "office", "chatter", "podcast", "recommendation", "+",
     "Good listen on the way in: that podcast episode about festival crowd flow. Link in the team chat."),
]

# ---------------------------------------------------------------------------------------------------------------

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def rand_time_of_day(rng, day):
    return day.replace(hour=rng.randint(7, 19), minute=rng.randint(0, 59), second=rng.choice([0, 0, 0, 12, 37, 48]))


# Facts about a dated edition sit in the run-up to it; everything else may fall anywhere in the window.
WINDOWS = {
    "nls26": (datetime(2024, 6, 3, tzinfo=timezone.utc), datetime(2026, 5, 29, tzinfo=timezone.utc)),
    "orc26": (datetime(2024, 9, 2, tzinfo=timezone.utc), datetime(2026, 9, 25, tzinfo=timezone.utc)),
}


def window(key):
    for tag, w in WINDOWS.items():
        if any(tag in part for part in key):
            return w
    return EARLIEST, LATEST


def build():
    rng = random.Random(SEED)
    rows = []  # each: dict(key, value, pol, label, text, t, role)

    for fi, fam in enumerate(CHANGING):
        key = (fam["s"], fam["a"], fam["sc"])
        n = len(fam["versions"]) + len(fam["after"])
        gaps = [rng.randint(9, 130) for _ in range(len(fam["versions"]) - 1)]
        gaps += [rng.randint(2, 70) for _ in fam["after"]]
        span = sum(gaps) + 1
        lo, hi = window(key)
        last_start = (hi - lo).days - span - 1
        start = lo + timedelta(days=rng.randint(0, last_start))
        day = start
        days = [day]
        for g in gaps:
            day = day + timedelta(days=g)
            days.append(day)
        times = [rand_time_of_day(rng, d) for d in days]
        assert len(times) == n
        for vi, (val, pol, text) in enumerate(fam["versions"]):
            role = "version"
            if vi > 0 and (val, pol) == fam["versions"][vi - 1][:2]:
                role = "interior_confirmation"
            rows.append(dict(key=key, fam=fi, value=val, pol=pol, label=None, text=text, t=times[vi], role=role))
        lastv, lastp = fam["versions"][-1][:2]
        for ai, (cls, text) in enumerate(fam["after"]):
            rows.append(dict(key=key, fam=fi, value=lastv, pol=lastp, label=cls, text=text,
                             t=times[len(fam["versions"]) + ai], role="attached"))

    fam_base = len(CHANGING)
    eq_time = {}
    for si, (cls, s, a, sc, val, pol, text) in enumerate(STANDALONE):
        key = (s, a, sc)
        if cls == "multi_valued":
            # a multi-valued attribute: each value is its own fact (they hold together), so the value is part of the key
            key = (s, a, sc + " / " + val)
        if cls == "equal_time":
            if key not in eq_time:
                lo, hi = window(key)
                hi = min(hi, IMPORT_START)
                day = lo + timedelta(days=rng.randint(0, (hi - lo).days - 2))
                eq_time[key] = rand_time_of_day(rng, day)
            t = eq_time[key]
        else:
            lo, hi = window(key)
            day = lo + timedelta(days=rng.randint(0, (hi - lo).days - 1))
            t = rand_time_of_day(rng, day)
        rows.append(dict(key=key, fam=None, value=val, pol=pol, label=cls, text=text, t=t, role="standalone"))

    # backfilled (observed_at + created_at in the import session) or live (created_at only)
    for r in rows:
        if r["t"] >= IMPORT_START - timedelta(hours=1):
            r["live"] = True
        else:
            r["live"] = rng.random() < 0.22
    # equal_time pairs: one live, one backfilled where possible, so the tie crosses the two time fields
    seen = {}
    for r in rows:
        if r["label"] == "equal_time":
            if r["key"] in seen:
                r["live"] = not seen[r["key"]]["live"] if rng.random() < 0.6 else seen[r["key"]]["live"]
            else:
                seen[r["key"]] = r

    back = [r for r in rows if not r["live"]]
    order = list(range(len(back)))
    rng.shuffle(order)
    t = IMPORT_START
    for i in order:
        t = t + timedelta(seconds=rng.randint(1, 7))
        back[i]["created_at"] = t
    for r in rows:
        if r["live"]:
            r["created_at"] = r["t"]
            r["observed_at"] = None
        else:
            r["observed_at"] = r["t"]

    # opaque ids assigned in a shuffled order
    idx = list(range(len(rows)))
    rng.shuffle(idx)
    for n, i in enumerate(idx, 1):
        rows[i]["id"] = "%s-%03d" % (PREFIX, n)

    # truth from the tables
    fams = {}
    for r in rows:
        fams.setdefault(r["key"], []).append(r)
    truth = []
    for key, mem in fams.items():
        mem.sort(key=lambda r: r["t"])
        for i, m in enumerate(mem):
            for o in mem[i + 1:]:
                if o["t"] > m["t"] and (o["value"], o["pol"]) != (m["value"], m["pol"]):
                    truth.append(dict(expired_id=m["id"], replacement_id=o["id"],
                                      reason="negation" if o["pol"] != m["pol"] else "value"))
                    break

    # checks
    in_pair = set()
    for p in truth:
        in_pair.add(p["expired_id"])
        in_pair.add(p["replacement_id"])
    for r in rows:
        if r["label"]:
            assert r["id"] not in in_pair, ("labelled memory in a pair", r["id"], r["text"])
        else:
            assert r["id"] in in_pair, ("unlabelled memory in no pair", r["id"], r["text"])
    for key, mem in fams.items():
        ts = [r["t"] for r in mem]
        if any(r["label"] == "equal_time" for r in mem):
            assert all(r["label"] == "equal_time" for r in mem) and len(set(ts)) == 1, key
        else:
            assert len(set(ts)) == len(ts), ("order times not distinct", key)
    texts = [r["text"] for r in rows]
    assert len(set(texts)) == len(texts), "duplicate text"
    for r in rows:
        assert r["t"] < datetime(2026, 12, 1, tzinfo=timezone.utc)
        assert r["created_at"] < datetime(2026, 12, 1, tzinfo=timezone.utc)
        if not r["live"]:
            assert r["observed_at"] < r["created_at"]
            assert r["created_at"].date() == IMPORT_START.date()
    for r in rows:
        assert r["label"] in (None, *CLASSES)
    return rows, truth


def stats(rows, truth):
    out = []
    lab = [r for r in rows if r["label"]]
    fams = {}
    for r in rows:
        if r["fam"] is not None and r["label"] is None:
            fams.setdefault(r["fam"], []).append(r)
    dist = {}
    for f, mem in fams.items():
        dist[len(mem)] = dist.get(len(mem), 0) + 1
    nv = sum(1 for p in truth if p["reason"] == "value")
    nn = sum(1 for p in truth if p["reason"] == "negation")
    back = sum(1 for r in rows if not r["live"])
    out.append("memories            %d" % len(rows))
    out.append("  backfilled        %d (observed_at + created_at on %s)" % (back, IMPORT_START.date()))
    out.append("  live-ingested     %d (created_at only)" % (len(rows) - back))
    out.append("true pairs          %d (value %d, negation %d)" % (len(truth), nv, nn))
    out.append("changing families   %d" % len(fams))
    out.append("  by versions       " + ", ".join("%d: %d" % (k, dist[k]) for k in sorted(dist)))
    out.append("  interior confirmations %d" % sum(1 for r in rows if r["role"] == "interior_confirmation"))
    out.append("labelled negatives  %d" % len(lab))
    for c in CLASSES:
        n = sum(1 for r in lab if r["label"] == c)
        a = sum(1 for r in lab if r["label"] == c and r["role"] == "attached")
        out.append("  %-18s %3d%s" % (c, n, ("  (%d on a changing family's key)" % a) if a else ""))
    out.append("  attached to a changing family's key: %d" % sum(1 for r in lab if r["role"] == "attached"))
    return "\n".join(out)


def main():
    rows, truth = build()
    if "--stats" in sys.argv:
        print(stats(rows, truth))
        return
    if "--list" in sys.argv:
        for r in sorted(rows, key=lambda r: (r["key"], r["t"])):
            print("%s  %s  %-17s  %s | %s | %s  = %s %s  %s" % (
                r["id"], fmt(r["t"]), r["label"] or "-", r["key"][0], r["key"][1], r["key"][2],
                r["value"], r["pol"], "live" if r["live"] else "backfilled"))
        return
    rng = random.Random(SEED + 1)
    out = list(rows)
    rng.shuffle(out)
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8") as f:
        for r in out:
            m = {"id": r["id"], "content": r["text"], "created_at": fmt(r["created_at"])}
            if r["observed_at"] is not None:
                m["observed_at"] = fmt(r["observed_at"])
            f.write(json.dumps(m, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8") as f:
        for p in sorted(truth, key=lambda p: (p["expired_id"], p["replacement_id"])):
            f.write(json.dumps(p, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8") as f:
        for r in sorted((r for r in rows if r["label"]), key=lambda r: r["id"]):
            f.write(json.dumps({"id": r["id"], "class": r["label"]}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
