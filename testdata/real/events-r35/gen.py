#!/usr/bin/env python3
"""Generator for testdata/real/events-r35 (blind set: events, conferences and venue bookings).

Stdlib only, fixed seed. `python3 gen.py` writes memories.jsonl, truth.jsonl and labels.jsonl next to this
file; `--stats` prints the counts; `--list` prints every memory with id, order time and labels.

Every memory is a row of the tables below with its fact key (subject, attribute, scope), value key, polarity,
order time and label. Truth is computed from those keys, never from the text.
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 8819
PREFIX = "r35"
HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(SEED)

IMPORT_DAY = dt.datetime(2026, 11, 18, 9, 12, 0, tzinfo=dt.timezone.utc)  # the one backfill import session
LIMIT = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
BACKFILL_SHARE = 0.75

FAMILIES = []   # changing facts: versions (unlabelled) + attached labelled memories after the last version
NEGATIVES = []  # standalone labelled memories


def F(fid, subject, attribute, scope, win, versions, attach=()):
    FAMILIES.append(dict(fid=fid, subject=subject, attribute=attribute, scope=scope, win=win,
                         versions=list(versions), attach=list(attach)))


def N(cls, subject, attribute, scope, value, text, win, pol="+", grp=None):
    NEGATIVES.append(dict(cls=cls, subject=subject, attribute=attribute, scope=scope, value=value, pol=pol,
                          text=text, win=win, grp=grp))


C = "confirm"  # tag for an interior confirmation (unlabelled; expired by the next change like what it confirms)

# ---------------------------------------------------------------------------------------------------------
# Changing families. versions: (value, polarity, text[, tag]); attach: (class, text), same value as last.
# ---------------------------------------------------------------------------------------------------------
F("F01", "nls27", "venue", "", ("2025-03-10", "2026-02-20"), [
    ("kelsmouth_exchange", "+", "Northlight Summit 2027 — venue: Kelsmouth Exchange (contract ref KEX-2291)"),
    ("marine_pavilion", "+", "Heads up all: Northlight is moving off the Exchange. We've signed with Port Aldery Marine Pavilion instead, Leila has the paperwork."),
    ("kelsmouth_exchange", "+", "NLS27 back to KEx. Pavilion couldn't guarantee the second hall so we reinstated the Exchange contract."),
], [("confirmation", "Exchange sales office re-confirmed this morning: the Summit stays at Kelsmouth Exchange, nothing further to sign.")])

F("F02", "nls27", "dates", "", ("2025-06-01", "2026-03-01"), [
    ("2027-04-14/15", "+", "NLS27 dates: 14–15 April 2027"),
    ("2027-04-21/22", "+", "Summit pushed back a week to get clear of Easter — it's now Wed 21 & Thu 22 Apr 2027."),
], [("format_variant", "Northlight Summit 2027: 2027-04-21 → 2027-04-22")])

F("F03", "nls27", "ticket_price", "early_bird", ("2025-09-01", "2026-06-30"), [
    ("eur189", "+", "Early bird (NLS27): €189 incl. VAT"),
    ("eur169", "+", "Early bird (NLS27): €169 incl. VAT"),
    ("eur179", "+", "Finance want the Northlight early-bird nudged up to 179 EUR; Tixlane price changed this afternoon."),
])

F("F04", "nls27", "keynote", "day1_opening", ("2025-10-01", "2026-05-01"), [
    ("hana_kirsch", "+", "Day 1 opening keynote — Dr Hana Kirsch, 09:15, Foundry Hall"),
    ("emeka_lindqvist", "+", "Dr Kirsch has had to withdraw. Prof. Emeka Lindqvist will now give the day-one opener."),
], [("elaboration", "Lindqvist's Day 1 opening keynote is titled 'Cities that Listen': 40 min plus 10 min Q&A, lapel mic and confidence monitor requested.")])

F("F05", "nls27", "registrations", "", ("2026-01-10", "2026-11-10"), [
    ("412", "+", "NLS27 registrations: 412"),
    ("530", "+", "we're at 530 registered for Northlight as of this morning"),
    ("530", "+", "Re-ran the Tixlane export to be sure — still 530 regs for NLS27, no movement since Monday.", C),
    ("688", "+", "NLS27 registrations: 688"),
    ("742", "+", "Northlight sign-ups hit 742 overnight after the speaker announcement."),
], [("elaboration", "Breakdown of the 742 NLS27 registrations: 601 paid, 96 comp, 45 speaker/crew.")])

F("F06", "nls27", "av_supplier", "", ("2025-08-01", "2026-04-01"), [
    ("lumen_rig_hire", "+", "AV for Northlight: Lumen Rig Hire (quote LRH-0417)"),
    ("fathom_av", "+", "switched Northlight AV from Lumen Rig Hire to Fathom AV — Lumen can't supply the 12m LED wall"),
], [("format_variant", "NLS27 AV contractor = Fathom Audio Visual Ltd")])

F("F07", "nls27", "caterer", "", ("2025-07-01", "2026-09-30"), [
    ("pepper_slate", "+", "Catering, Northlight Summit: Pepper & Slate"),
    ("greenwick", "+", "Caterer for NLS27 changed — we're going with Greenwick Kitchen, P&S came in 18% over."),
    ("greenwick", "-", "Greenwick contract terminated (allergen docs never arrived). As of now there is NO caterer confirmed for Northlight."),
    ("greenwick", "+", "Greenwick Kitchen back on for NLS27: allergen matrix received and signed off by Ama."),
], [("confirmation", "Checked with procurement, Greenwick Kitchen remains the Northlight caterer, PO 77120 live.")])

F("F08", "foundry_hall", "capacity", "theatre", ("2025-02-01", "2026-01-31"), [
    ("900", "+", "Foundry Hall (Kelsmouth Exchange) — theatre-style capacity 900"),
    ("820", "+", "With the extended stage thrust in, Foundry Hall now only seats 820 theatre style."),
], [("static", "Venue fact sheet, Foundry Hall: theatre 820 (fire officer sign-off, fixed).")])

F("F09", "room_vega_projector", "status", "", ("2025-05-01", "2026-08-01"), [
    ("in_service", "+", "Room Vega: ceiling projector OK, tested 10:40 with HDMI and USB-C."),
    ("in_service", "-", "Vega projector is dead again. Don't put slide-heavy sessions in Vega until Fathom swaps the unit."),
    ("in_service", "+", "Room Vega projector back in service — replacement unit fitted by Fathom on Tuesday."),
])

F("F10", "hotel_varden", "room_block", "nls27", ("2025-09-01", "2026-10-01"), [
    ("120", "+", "Hotel Varden block for NLS27: 120 rooms, nights of 20–22 Apr"),
    ("90", "+", "Varden have cut our Northlight allocation to 90 rms, they've taken a wedding"),
    ("110", "+", "Hotel Varden block for NLS27: 110 rooms"),
], [("format_variant", "Varden / Northlight room block — one hundred and ten")])

F("F11", "hotel_varden", "block_cutoff", "nls27", ("2025-10-01", "2026-11-05"), [
    ("2027-03-01", "+", "Varden cut-off for the Northlight block is 1 March 2027; unbooked rooms release after that."),
    ("2027-03-22", "+", "Varden release date pushed out: NLS27 block now holds until 22/03/2027."),
])

F("F12", "hotel_shuttle", "operator", "nls27", ("2025-11-01", "2026-10-15"), [
    ("aldery_coaches", "+", "Shuttle loop Varden ⇄ Exchange for NLS27: Aldery Coaches, every 15 min 07:30–10:00"),
    ("aldery_coaches", "-", "Aldery Coaches have pulled out, so there's no hotel shuttle for the Summit at the moment."),
    ("blueline", "+", "Hotel shuttle for Northlight is back on — BlueLine Shuttles will run the Varden loop."),
], [("elaboration", "BlueLine will put two 33-seat coaches on the Varden–Exchange loop for NLS27, both with wheelchair lifts, 07:15–10:15 and 17:00–19:30.")])

F("F13", "bff", "dates", "", ("2025-04-01", "2026-06-30"), [
    ("2026-09-09/10", "+", "BFF 2026 runs 9–10 September."),
    ("2026-09-16/17", "+", "Forum moved to 16/17 Sept because the showground double-booked the 9th."),
], [("format_variant", "Brackwater Food Forum — Wed 16 & Thu 17 Sep 2026")])

F("F14", "bff", "headline_sponsor", "", ("2025-06-01", "2026-05-31"), [
    ("quintal_bank", "+", "Headline sponsor BFF26: Quintal Bank (£40k)"),
    ("harrow_finch", "+", "Harrow & Finch Foods have signed as Brackwater Food Forum headline sponsor, replacing Quintal Bank."),
])

F("F15", "bff", "caterer", "", ("2025-05-01", "2026-08-15"), [
    ("mosaic", "+", "BFF caterer: Mosaic Table Co."),
    ("pepper_slate", "+", "BFF caterer: Pepper & Slate"),
    ("mosaic", "+", "Back to Mosaic for the Forum — P&S couldn't staff both days."),
], [("confirmation", "Mosaic Table Co. confirmed again for both days of BFF.")])

F("F16", "bff", "stand_price", "shell_scheme", ("2025-06-01", "2026-04-30"), [
    ("gbp1450", "+", "Shell scheme stand (3x3m), BFF: £1,450 + VAT"),
    ("gbp1600", "+", "Shell scheme stand (3x3m), BFF: £1,600 + VAT"),
])

F("F17", "bff", "lead_organiser", "", ("2025-03-01", "2026-02-28"), [
    ("tomasz_reindl", "+", "BFF lead organiser: Tomasz Reindl"),
    ("leila_farrukh", "+", "Handover — the Forum is Leila Farrukh's from today; Tomasz is stepping off BFF."),
], [("confirmation", "Leila confirmed she's still running BFF after the reorg, nothing changes for suppliers.")])

F("F18", "qdw", "lead_organiser", "", ("2025-02-01", "2026-07-31"), [
    ("ama_osei_brandt", "+", "QDW lead: Ama Osei-Brandt"),
    ("tomasz_reindl", "+", "Tomasz Reindl has picked up Quayside Design Week from Ama."),
    ("jonah_whitcombe", "+", "QDW lead: Jonah Whitcombe (Tomasz on parental leave until Jan)"),
])

F("F19", "qdw", "venue", "", ("2025-01-15", "2025-12-15"), [
    ("brannock_corn_hall", "+", "Quayside Design Week venue — Brannock Corn Hall"),
    ("tannery", "+", "QDW has moved venue: it'll be at The Tannery, Brannock, not the Corn Hall."),
], [("elaboration", "QDW at The Tannery, Brannock: main gallery for the exhibits, boiler room for talks, courtyard for the opening-night bar.")])

F("F20", "qdw", "doors_time", "opening_night", ("2025-06-01", "2026-05-15"), [
    ("18:30", "+", "QDW opening night — doors 6.30pm"),
    ("19:00", "+", "Opening night doors now 19:00 (the mayor can't make half six)."),
], [("format_variant", "Quayside Design Week, opening night: doors at 7 pm")])

F("F21", "qdw", "ticket_cap", "opening_night", ("2025-06-01", "2026-05-20"), [
    ("350", "+", "QDW opening night capacity: 350"),
    ("300", "+", "QDW opening night capacity: 300"),
    ("320", "+", "Fire officer's second walk-through went well, opening night can go back up to 320."),
], [("confirmation", "Still 320 for QDW opening night, fire officer happy with the exits.")])

F("F22", "mhc26", "registration_status", "", ("2026-01-05", "2026-10-20"), [
    ("open", "+", "MHC26 registration: OPEN"),
    ("waitlist", "+", "Meridian is full, registration has gone to waitlist-only."),
    ("waitlist", "+", "status check: MHC26 still waitlist only, 63 names on it", C),
    ("closed", "+", "Registration for the Meridian Health Congress is now closed, waitlist included."),
])

F("F23", "mhc26", "cpd_accreditation", "", ("2025-10-01", "2026-06-30"), [
    ("cpd_accredited", "+", "MHC26 is CPD-accredited: 6 points for the full two days."),
    ("cpd_accredited", "-", "The Meridian CPD accreditation lapsed, so we can't offer CPD points this year. Website needs updating."),
])

F("F24", "mhc26", "abstract_deadline", "poster", ("2026-02-01", "2026-06-12"), [
    ("2026-05-31", "+", "Poster abstracts for MHC26 close 31 May 2026, 23:59 BST."),
    ("2026-06-14", "+", "Extension: MHC26 poster abstract deadline now 14/06/2026"),
    ("2026-06-21", "+", "Posters, final extension — 21 June. No more after this."),
], [("format_variant", "MHC26 poster deadline: 2026-06-21")])

F("F25", "mhc26", "plenary_room", "", ("2025-11-01", "2026-06-01"), [
    ("room_lyra", "+", "MHC26 plenary — Room Lyra"),
    ("foundry_hall", "+", "Plenary moving up to Foundry Hall, we've outgrown Lyra."),
])

F("F26", "mhc26", "registration_fee", "member", ("2025-10-01", "2026-03-31"), [
    ("gbp395", "+", "MHC26 member rate: £395"),
    ("gbp420", "+", "MHC26 member rate: £420"),
], [("format_variant", "Meridian Health Congress — members: GBP 420.00")])

F("F27", "sable", "date", "", ("2025-12-01", "2026-09-30"), [
    ("2026-12-04", "+", "Sable Awards Dinner: Friday 4 December 2026"),
    ("2026-12-10", "+", "The Sables have moved to Thu 10 Dec."),
], [("confirmation", "Orrin confirmed the ballroom is ours on the 10th, so the Sable date holds.")])

F("F28", "sable", "host", "", ("2026-01-01", "2026-10-31"), [
    ("raf_ellingham", "+", "Sable Awards host/MC: Raf Ellingham"),
    ("maya_tordoff", "+", "Raf's filming that week so Maya Tordoff is hosting the Sables instead."),
    ("raf_ellingham", "+", "Raf's shoot got moved and he's back as our Sable MC."),
], [("confirmation", "Raf confirmed as Sable host at this morning's run-through.")])

F("F29", "sable", "table_price", "", ("2026-01-15", "2026-07-31"), [
    ("gbp1800", "+", "Sable table of 10: £1,800 + VAT"),
    ("gbp1950", "+", "Sable table of 10: £1,950 + VAT"),
], [("format_variant", "Sables: GBP 1950 per table (10 seats), ex VAT")])

F("F30", "sable", "dress_code", "", ("2026-02-01", "2026-09-30"), [
    ("black_tie", "+", "Dress code, Sable Awards: black tie"),
    ("business_attire", "+", "We're relaxing the Sables dress code to business attire this year; feedback said black tie put the smaller agencies off."),
])

F("F31", "vantory_offsite", "accommodation", "", ("2025-11-01", "2026-06-30"), [
    ("halden_grove_lodge", "+", "Vantory offsite — accommodation: Halden Grove Lodge, 36 rooms"),
    ("larchmont_inn", "+", "Accommodation for the Vantory retreat switched to the Larchmont Inn (the Lodge had a boiler failure)."),
], [("elaboration", "Larchmont Inn for Vantory: 34 rooms incl. 2 accessible on the ground floor, breakfast from 07:00, late bar till 1am.")])

F("F32", "vantory_offsite", "headcount", "", ("2025-11-15", "2026-07-15"), [
    ("64", "+", "VNT offsite headcount: 64"),
    ("71", "+", "Vantory HR sent the final-ish list: seventy-one travelling."),
    ("58", "+", "Client call notes (Vantory): they've frozen travel for the Brannock team, thirteen fewer than the last list, so plan for fifty-eight people at the Halden Grove retreat."),
    ("62", "+", "VNT offsite headcount: 62 (4 late adds)"),
])

F("F33", "vantory_offsite", "coach_pickup", "day1", ("2026-02-01", "2026-07-01"), [
    ("07:45", "+", "Day 1 coach pickup from Vantory HQ: 07:45"),
    ("08:15", "+", "Day 1 coach pickup from Vantory HQ: 08:15"),
])

F("F35", "otdd", "livestream", "", ("2026-03-01", "2026-10-10"), [
    ("livestream", "+", "OTDD talks will be livestreamed (YouTube, main track only)."),
    ("livestream", "-", "No livestream for OpenTide this year. Budget cut, recordings only."),
    ("livestream", "+", "Good news, the livestream is back on for OTDD after Ferrow Labs covered the crew cost."),
])

F("F36", "otdd", "cfp_close", "", ("2026-03-01", "2026-06-29"), [
    ("2026-06-30", "+", "OpenTide Dev Day CFP closes 30 June"),
    ("2026-07-14", "+", "OTDD CFP extended by two weeks → 14 July 2026"),
], [("confirmation", "Reminder: OTDD CFP still closes 14 July, no further extension.")])

F("F37", "otdd", "ticket_price", "standard", ("2026-03-01", "2026-09-01"), [
    ("free", "+", "OTDD standard ticket: free (registration required)"),
    ("gbp25", "+", "OpenTide is charging £25 for standard tickets this year to cut the no-shows."),
    ("gbp15", "+", "OTDD standard ticket: £15"),
])

F("F39", "pavilion_mezzanine", "step_free_access", "", ("2025-04-01", "2026-09-01"), [
    ("step_free", "+", "Marine Pavilion mezzanine is step-free via the passenger lift (1,000 kg, 13 persons)."),
    ("step_free", "-", "PAMP mezzanine lift out of order — mezzanine NOT step-free until further notice; flag it on the access statement."),
    ("step_free", "+", "Lift repaired and LOLER-inspected, the Pavilion mezzanine is step-free again."),
], [("confirmation", "Re-checked on the access visit: mezzanine lift at the Pavilion working fine, step-free route OK.")])

F("F40", "sable", "live_band", "", ("2026-03-01", "2026-10-31"), [
    ("quayside_swing", "+", "Sable band booked: The Quayside Swing Collective (3 x 40 min sets)"),
    ("quayside_swing", "-", "The Quayside Swing Collective have cancelled; there's no live band at the Sables now, playlist only."),
])

F("F41", "bff", "exhibitor_parking", "", ("2025-06-01", "2026-06-30"), [
    ("free_north_lot", "+", "BFF exhibitor parking: free, North lot, permits in the welcome pack"),
    ("free_north_lot", "-", "Exhibitor parking at the Forum is no longer free; the showground is charging £12/day for the North lot."),
])

F("F43", "hotel_orrin", "room_block", "mhc26", ("2025-12-01", "2026-08-01"), [
    ("60", "+", "The Orrin — MHC26 block: 60 rooms"),
    ("75", "+", "The Orrin — MHC26 block: 75 rooms"),
], [("confirmation", "Orrin re-confirmed 75 rooms held for Meridian.")])

F("F44", "hotel_orrin", "group_rate", "mhc26", ("2025-12-01", "2026-08-01"), [
    ("gbp139", "+", "Orrin group rate (MHC26): £139 B&B"),
    ("gbp149", "+", "Orrin group rate (MHC26): £149 B&B"),
], [("static", "Orrin contract terms for MHC26: £149 B&B per night, fixed for all nights of the block.")])

F("F45", "mhc26", "gala_dinner_venue", "", ("2026-01-01", "2026-08-31"), [
    ("orrin_ballroom", "+", "Meridian gala dinner — Orrin ballroom"),
    ("exchange_terrace", "+", "Gala dinner is relocating to the Exchange Terrace so delegates don't have to cross town."),
], [("elaboration", "MHC26 gala on the Kelsmouth Exchange Terrace: 38 rounds of 10, patio heaters booked, wet-weather plan is the Atrium.")])

F("F46", "nls27", "bandwidth", "", ("2025-10-01", "2026-09-30"), [
    ("500mbps", "+", "NLS27 dedicated internet: 500 Mbps symmetrical"),
    ("1gbps", "+", "Upgraded the Summit's leased line to 1 Gbps, the hackathon needs it."),
], [("format_variant", "Northlight uplink: 1000 Mbit/s dedicated, symmetric")])

F("F47", "nls27", "security_supplier", "", ("2025-10-01", "2026-08-31"), [
    ("wardline", "+", "Security / stewarding, NLS27: Wardline Security"),
    ("crestgate", "+", "Security / stewarding, NLS27: Crestgate Stewarding"),
], [("elaboration", "Crestgate Stewarding's Northlight contract covers build day, both show days and overnight hall security.")])

F("F48", "nls27", "stewards", "day1", ("2026-01-01", "2026-10-31"), [
    ("24", "+", "Stewards Day 1 (NLS27): 24"),
    ("30", "+", "Stewards Day 1 (NLS27): 30"),
])

F("F49", "nls27", "budget", "", ("2025-06-01", "2026-11-01"), [
    ("eur410k", "+", "NLS27 total budget: €410k"),
    ("eur445k", "+", "Board approved an uplift, Northlight budget is now €445,000."),
    ("eur430k", "+", "Revised NLS27 budget after the AV saving: 430k EUR"),
], [("confirmation", "Q3 finance review: Northlight budget unchanged at €430k.")])

F("F50", "nls27", "sponsorship_close", "", ("2025-09-01", "2026-11-10"), [
    ("2027-01-31", "+", "Sponsorship sales for NLS27 close 31 Jan 2027."),
    ("2027-02-15", "+", "NLS27 sponsor deadline → 15 February 2027"),
])

F("F51", "qdw", "buildup_start", "", ("2025-08-01", "2026-05-01"), [
    ("mon_0700", "+", "QDW exhibition build-up starts Mon 07:00"),
    ("sun_1400", "+", "Build-up for Quayside Design Week brought forward to Sunday 2pm so the plinths can go in early."),
])

F("F52", "qdw", "budget", "", ("2025-05-01", "2026-04-01"), [
    ("gbp86000", "+", "QDW budget: £86,000"),
    ("gbp92500", "+", "QDW budget: £92,500"),
])

F("F53", "bff", "demo_slot", "day2_1400", ("2025-11-01", "2026-08-31"), [
    ("ilse_marrow", "+", "BFF demo kitchen, Day 2 14:00 — Chef Ilse Marrow"),
    ("bao_tran", "+", "BFF demo kitchen, Day 2 14:00 — Chef Bao Tran"),
])

F("F54", "otdd", "workshop_room", "", ("2026-04-01", "2026-10-15"), [
    ("room_vega", "+", "OTDD workshops → Room Vega"),
    ("room_lyra", "+", "Workshop track for OpenTide moved into Lyra while Vega's projector is playing up."),
    ("room_vega", "+", "OTDD workshops are back in Vega now the projector's fixed."),
])

F("F55", "kelsmouth_exchange", "events_manager", "", ("2025-01-01", "2026-06-30"), [
    ("olan_mercer", "+", "Kelsmouth Exchange events manager: Olan Mercer (olan.mercer@kex-venue.example)"),
    ("devika_rao", "+", "Olan has left the Exchange. Devika Rao is our events manager contact now."),
], [("elaboration", "Devika Rao, KEx events manager: direct line 01632 960418, in the office Tue–Fri, cc bookings@kex-venue.example.")])

F("F56", "marine_pavilion", "hire_fee", "full_day", ("2025-02-01", "2026-03-31"), [
    ("gbp6200", "+", "Marine Pavilion full-day hire: £6,200 +VAT"),
    ("gbp6800", "+", "Marine Pavilion full-day hire: £6,800 +VAT"),
], [("format_variant", "PAMP full day: six thousand eight hundred pounds plus VAT")])

F("F57", "brannock_corn_hall", "curfew", "", ("2025-03-01", "2026-05-01"), [
    ("23:00", "+", "Corn Hall amplified-music curfew: 23:00"),
    ("22:30", "+", "Licensing change: Brannock Corn Hall now has a 10.30pm curfew for amplified music."),
], [("static", "House rules (Corn Hall): amplified music stops at 22:30, no exceptions.")])

F("F58", "sable", "covers", "", ("2026-02-01", "2026-11-20"), [
    ("240", "+", "Sable Awards covers: 240"),
    ("265", "+", "Sables now at 265 covers."),
    ("265", "+", "Covers for the Sables unchanged at 265 per this week's tracker.", C),
    ("280", "+", "Sat down with the Orrin events team. If we squeeze the stage to 6m we can seat twenty-eight tables of ten, which is what ticket sales need."),
    ("276", "+", "Sable covers: 276 (4 cancellations)"),
])

F("F59", "sable", "caterer", "", ("2026-01-01", "2026-06-30"), [
    ("orrin_inhouse", "+", "Sable caterer: Orrin in-house banqueting"),
    ("mosaic", "+", "We've brought in Mosaic Table Co. to cater the Sables; Orrin agreed a kitchen-hire fee."),
])

F("F60", "mhc26", "keynote", "closing", ("2026-01-01", "2026-09-15"), [
    ("yusra_benali", "+", "MHC26 closing keynote: Prof. Yusra Benali"),
    ("gideon_faulk", "+", "MHC26 closing keynote: Dr Gideon Faulk"),
], [("elaboration", "Faulk's closing keynote at Meridian, 'After the Ward': 30 min, no Q&A, he'll stay for the reception.")])

F("F61", "mhc26", "session_chair", "track_b", ("2026-02-01", "2026-09-15"), [
    ("sione_tuilagi_park", "+", "Track B chair (MHC26): Sione Tuilagi-Park"),
    ("ines_vautrin", "+", "Track B chair (MHC26): Ines Vautrin"),
])

F("F62", "vantory_offsite", "budget_per_head", "", ("2025-11-01", "2026-06-30"), [
    ("gbp780", "+", "VNT offsite budget per head: £780"),
    ("gbp720", "+", "VNT offsite budget per head: £720"),
    ("gbp745", "+", "Per-head for the Halden Grove retreat settled at £745 once the coach quote came in."),
], [("confirmation", "Vantory signed the quote, so £745 per head stands.")])

F("F63", "vantory_offsite", "activity", "day2_pm", ("2026-01-01", "2026-06-30"), [
    ("kayaking", "+", "Day 2 afternoon activity, Vantory: kayaking on the reservoir"),
    ("orienteering", "+", "Swapped the day-two PM activity to forest orienteering, too many non-swimmers for kayaking."),
], [("elaboration", "Vantory day 2 orienteering: three courses (2, 4 and 6 km) run by Halden Outdoor, start 14:00 from the lodge car park.")])

F("F64", "otdd", "date", "", ("2026-01-10", "2026-07-31"), [
    ("2026-10-17", "+", "OpenTide Dev Day: Sat 17 Oct 2026"),
    ("2026-10-24", "+", "OTDD is now Saturday 24 October."),
], [("format_variant", "OTDD — 24/10/2026")])

F("F65", "otdd", "coffee_supplier", "", ("2026-04-01", "2026-10-01"), [
    ("bean_theory", "+", "Coffee cart for OTDD: Bean Theory"),
    ("grind_cart", "+", "coffee's switched from Bean Theory to Grind Cart for OpenTide"),
])

F("F66", "nls27", "speaker_slot", "day2_1100", ("2025-11-01", "2026-11-15"), [
    ("maya_tordoff", "+", "NLS27 D2 11:00 slot: Maya Tordoff"),
    ("sione_tuilagi_park", "+", "NLS27 D2 11:00 slot: Sione Tuilagi-Park"),
    ("sione_tuilagi_park", "+", "Programme freeze check: day-two 11:00 at Northlight is still Sione.", C),
    ("yusra_benali", "+", "Sione can't travel in April; Yusra Benali fills the 11am day-two slot."),
])

F("F67", "bff", "daily_cap", "day1", ("2025-09-01", "2026-07-31"), [
    ("4000", "+", "BFF day 1 ticket cap: 4,000"),
    ("4500", "+", "Showground licence now allows 4500 on day one of the Forum."),
])

F("F68", "nls27", "reg_desk_open", "day1", ("2026-01-01", "2026-10-31"), [
    ("07:30", "+", "Registration desk, NLS27 day 1: opens 07:30"),
    ("08:00", "+", "Registration desk, NLS27 day 1: opens 08:00"),
], [("format_variant", "Northlight D1 reg desk opening time 8am")])

F("F69", "kelsmouth_exchange", "loading_bay", "", ("2025-05-01", "2026-09-30"), [
    ("bay_2", "+", "Exchange deliveries: use loading bay 2 (Wharf Row side)"),
    ("bay_4", "+", "KEx loading has moved to Bay 4 while bay 2 is resurfaced."),
], [("static", "Standing instruction for all KEx deliveries and collections: Bay 4.")])

F("F70", "bff", "bsl_interpreters", "main_stage", ("2025-10-01", "2026-08-31"), [
    ("1", "+", "BSL interpretation, BFF main stage: 1 interpreter booked"),
    ("2", "+", "Booked a second BSL interpreter for the Forum main stage so they can rotate every 20 minutes."),
], [("elaboration", "BFF main stage BSL: two interpreters (Rhian Colby, Tamsin Oyelaran) on 20-min turns, lit position stage left.")])

F("F72", "qdw", "av_supplier", "", ("2025-06-01", "2026-05-01"), [
    ("stageworks_north", "+", "QDW AV & staging: StageWorks North"),
    ("lumen_rig_hire", "+", "QDW AV & staging: Lumen Rig Hire"),
])

F("F73", "marine_pavilion", "venue_contact", "", ("2025-03-01", "2026-09-30"), [
    ("kwame_ashdown", "+", "Port Aldery Marine Pavilion — venue contact: Kwame Ashdown"),
    ("ruth_achebe_lind", "+", "New venue contact at the Pavilion is Ruth Achebe-Lind (Kwame's left)."),
], [("elaboration", "Ruth Achebe-Lind is the Pavilion's one contact for everything now: contracts, access, rigging sign-off.")])

F("F74", "nls27", "quiet_room", "", ("2025-12-01", "2026-10-31"), [
    ("lyra_annex", "+", "Quiet room for NLS27: Lyra annex"),
    ("meeting_room_6", "+", "Sensory/quiet room for the Summit moved to Meeting Room 6: closer to the accessible toilets and the lights dim."),
])

# ---------------------------------------------------------------------------------------------------------
# Standalone labelled negatives.
# ---------------------------------------------------------------------------------------------------------
W = ("2025-03-01", "2026-11-10")
# multi_valued: several values hold at once (key marked many-valued; never paired)
N("multi_valued", "bff", "silver_sponsor", "", "ashcombe_dairy", "Silver sponsor signed for BFF: Ashcombe Dairy", ("2025-07-01", "2026-05-31"))
N("multi_valued", "bff", "silver_sponsor", "", "fenwright_mills", "Another silver for the Forum — Fenwright Mills, £8k", ("2025-07-01", "2026-05-31"))
N("multi_valued", "bff", "silver_sponsor", "", "tidewell_oysters", "Tidewell Oysters confirmed as a Brackwater Food Forum silver sponsor.", ("2025-07-01", "2026-05-31"))
N("multi_valued", "nls27", "breakout_room", "", "room_vega", "Room Vega held for NLS27 breakouts, both days", ("2025-10-01", "2026-09-30"))
N("multi_valued", "nls27", "breakout_room", "", "room_lyra", "Also holding Lyra for Northlight breakout sessions.", ("2025-10-01", "2026-09-30"))
N("multi_valued", "nls27", "breakout_room", "", "atrium", "Atrium added as a third breakout space for the Summit (standing only).", ("2025-10-01", "2026-09-30"))
N("multi_valued", "sable", "award_category", "", "sustainable_venue", "New Sable category this year: Sustainable Venue of the Year", ("2026-01-01", "2026-08-31"))
N("multi_valued", "sable", "award_category", "", "best_small_event", "Sable Awards category added — Best Small Event (under 200 guests)", ("2026-01-01", "2026-08-31"))
N("multi_valued", "mhc26", "interpretation_language", "", "french", "MHC26 plenary interpretation: French booth booked", ("2026-01-01", "2026-08-31"))
N("multi_valued", "mhc26", "interpretation_language", "", "spanish", "Spanish interpretation also confirmed for the Meridian plenary.", ("2026-01-01", "2026-08-31"))
N("multi_valued", "otdd", "community_partner", "", "brannock_rust", "OTDD community partner: Brannock Rust Meetup", ("2026-03-01", "2026-09-30"))
N("multi_valued", "otdd", "community_partner", "", "kelsmouth_pyladies", "Kelsmouth PyLadies have signed up as an OpenTide community partner too.", ("2026-03-01", "2026-09-30"))
N("multi_valued", "nls27", "overflow_hotel", "", "larchmont_inn", "Overflow hotel for Northlight #1: Larchmont Inn", ("2025-10-01", "2026-10-31"))
N("multi_valued", "nls27", "overflow_hotel", "", "orrin", "Second overflow option for NLS27 delegates — The Orrin, 15 mins out", ("2025-10-01", "2026-10-31"))

# membership: X belongs to a group or list (key marked many-valued; never paired)
N("membership", "nls27_programme_committee", "member", "", "dana_okafor", "Dana Okafor joins the NLS27 programme committee.", ("2025-06-01", "2026-03-31"))
N("membership", "nls27_programme_committee", "member", "", "lior_brandt", "Lior Brandt — Northlight programme committee (security track reviewer)", ("2025-06-01", "2026-03-31"))
N("membership", "nls27_programme_committee", "member", "", "hana_kirsch", "Programme committee for the Summit now includes Dr Hana Kirsch.", ("2025-06-01", "2026-03-31"))
N("membership", "bff_safety_group", "member", "", "mateo_quiroga", "Mateo Quiroga is on the BFF safety working group.", ("2025-09-01", "2026-07-31"))
N("membership", "bff_safety_group", "member", "", "ines_vautrin", "BFF safety group: Ines Vautrin added (she's the showground's H&S lead).", ("2025-09-01", "2026-07-31"))
N("membership", "kex_north_wing_package", "includes", "", "room_vega", "Room Vega is part of the Exchange's North Wing hire package.", W)
N("membership", "kex_north_wing_package", "includes", "", "room_lyra", "North Wing package at KEx also covers the Lyra room.", W)
N("membership", "kex_approved_suppliers", "member", "", "fathom_av", "Fathom AV is on the Kelsmouth Exchange approved-supplier list.", W)
N("membership", "kex_approved_suppliers", "member", "", "greenwick", "Greenwick Kitchen approved as an Exchange supplier (food hygiene rating 5).", W)
N("membership", "kex_approved_suppliers", "member", "", "crestgate", "KEx approved suppliers: Crestgate Stewarding now listed", W)
N("membership", "sable_judging_panel", "member", "", "maya_tordoff", "Maya Tordoff is a Sable Awards judge this year.", ("2026-02-01", "2026-10-31"))
N("membership", "sable_judging_panel", "member", "", "oren_castellanos", "Sable judging panel: Oren Castellanos confirmed", ("2026-02-01", "2026-10-31"))

# different_subject: same attribute as a family, another subject
N("different_subject", "room_lyra", "capacity", "theatre", "180", "Room Lyra — theatre capacity 180", W)
N("different_subject", "atrium", "capacity", "standing", "450", "Atrium (KEx) standing capacity: 450", W)
N("different_subject", "larchmont_inn", "room_block", "nls27", "25", "Larchmont Inn block for NLS27: 25 rooms", ("2025-10-01", "2026-10-31"))
N("different_subject", "qdw", "dates", "", "2026-06-08/12", "QDW 2026 dates: 8–12 June", ("2025-06-01", "2026-04-30"))
N("different_subject", "otdd", "caterer", "", "greenwick", "OTDD caterer: Greenwick Kitchen", ("2026-03-01", "2026-10-01"))
N("different_subject", "brannock_corn_hall", "events_manager", "", "pip_leventis", "Brannock Corn Hall events manager: Pip Leventis", W)
N("different_subject", "mhc26", "av_supplier", "", "fathom_av", "MHC26 AV supplier: Fathom AV", ("2026-01-01", "2026-08-31"))
N("different_subject", "room_lyra_projector", "status", "", "in_service", "Room Lyra projector tested OK this morning.", W)
N("different_subject", "sable", "lead_organiser", "", "sunniva_dahl", "Sable Awards lead organiser: Sunniva Dahl", ("2026-01-01", "2026-10-31"))
N("different_subject", "marine_pavilion", "curfew", "", "23:30", "Marine Pavilion music curfew: 23:30", W)
N("different_subject", "foundry_hall", "hire_fee", "full_day", "gbp9400", "Foundry Hall full-day hire (Kelsmouth Exchange): £9,400 +VAT", W)
N("different_subject", "otdd", "registrations", "", "318", "OpenTide registrations: 318", ("2026-05-01", "2026-10-15"))

# scope_disjoint: same subject and attribute as a family, another scope
N("scope_disjoint", "nls27", "ticket_price", "standard", "eur249", "NLS27 standard ticket: €249", ("2025-09-01", "2026-10-31"))
N("scope_disjoint", "nls27", "ticket_price", "student", "eur79", "Student tickets for Northlight: €79 with valid ID", ("2025-09-01", "2026-10-31"))
N("scope_disjoint", "foundry_hall", "capacity", "cabaret", "540", "Foundry Hall cabaret layout: 540", W)
N("scope_disjoint", "foundry_hall", "capacity", "banquet", "600", "Foundry Hall banquet, rounds of 10: 600 covers max", W)
N("scope_disjoint", "mhc26", "registration_fee", "non_member", "gbp540", "MHC26 non-member rate: £540", ("2025-10-01", "2026-06-30"))
N("scope_disjoint", "mhc26", "registration_fee", "trainee", "gbp180", "Meridian trainee/student registration £180", ("2025-10-01", "2026-06-30"))
N("scope_disjoint", "bff", "stand_price", "space_only", "gbp220_m2", "BFF space-only: £220 per m² + VAT", ("2025-06-01", "2026-06-30"))
N("scope_disjoint", "vantory_offsite", "coach_pickup", "day3_return", "17:30", "Return coach from Halden Grove on day 3 leaves 17:30", ("2026-02-01", "2026-07-01"))
N("scope_disjoint", "nls27", "stewards", "day2", "18", "Stewards Day 2 (NLS27): 18", ("2026-01-01", "2026-10-31"))
N("scope_disjoint", "marine_pavilion", "hire_fee", "half_day", "gbp3900", "Marine Pavilion half-day hire: £3,900 +VAT", W)
N("scope_disjoint", "qdw", "ticket_cap", "closing_party", "200", "QDW closing party capacity: 200", ("2025-06-01", "2026-05-20"))
N("scope_disjoint", "hotel_varden", "room_block", "mhc26", "40", "Hotel Varden block for MHC26: 40 rooms", ("2025-12-01", "2026-08-01"))
N("scope_disjoint", "bff", "daily_cap", "day2", "3500", "BFF day 2 ticket cap: 3,500", ("2025-09-01", "2026-07-31"))

# static: facts that never change, stated once
N("static", "kelsmouth_exchange", "address", "", "1_wharf_row", "Kelsmouth Exchange address: 1 Wharf Row, Kelsmouth KM2 7QT", W)
N("static", "marine_pavilion", "listing", "", "grade_ii_1931", "Marine Pavilion built 1931, Grade II listed: no fixings into the plasterwork, ever.", W)
N("static", "brannock_corn_hall", "parking", "", "38_4bb", "Brannock Corn Hall has 38 parking spaces incl. 4 blue badge bays.", W)
N("static", "corvane_events", "company_number", "", "10482257", "Corvane Events Ltd, company no. 10482257, registered office 14 Mill Yard, Kelsmouth", W)
N("static", "foundry_hall", "floor_loading", "", "10kn_m2", "Foundry Hall floor loading: 10 kN/m²", W)
N("static", "hotel_varden", "distance_to_kex", "", "650m", "Hotel Varden is 650 m from the Exchange, about an 8-minute walk, step-free along the quay.", W)
N("static", "marine_pavilion", "rigging_points", "", "12x500kg", "Pavilion roof has 12 rigging points, 500 kg SWL each.", W)
N("static", "tixlane", "payout_terms", "", "t_plus_7", "Tixlane pays out ticket revenue T+7 days after each event.", W)
N("static", "orrin_ballroom", "ceiling_height", "", "5.2m", "Orrin ballroom ceiling height: 5.2m", W)

# equal_time: same fact, two values, identical order time (never guess direction)
N("equal_time", "sable", "photographer", "", "nell_garside", "Sable photographer: Nell Garside", ("2026-03-01", "2026-10-31"), grp="ET1")
N("equal_time", "sable", "photographer", "", "ottilie_brand", "Photographer for the Sables is Ottilie Brand", ("2026-03-01", "2026-10-31"), grp="ET1")
N("equal_time", "otdd", "reg_desk_lead", "", "mateo_quiroga", "OTDD reg desk lead — Mateo Quiroga", ("2026-04-01", "2026-10-15"), grp="ET2")
N("equal_time", "otdd", "reg_desk_lead", "", "sunniva_dahl", "Sunniva Dahl runs the OpenTide registration desk", ("2026-04-01", "2026-10-15"), grp="ET2")
N("equal_time", "mhc26", "poster_boards", "", "120", "MHC26 poster boards: 120", ("2026-02-01", "2026-08-31"), grp="ET3")
N("equal_time", "mhc26", "poster_boards", "", "140", "Poster boards for Meridian: 140 double-sided", ("2026-02-01", "2026-08-31"), grp="ET3")
N("equal_time", "vantory_offsite", "dinner_time", "day1", "19:30", "Vantory day 1 dinner 19:30", ("2026-01-01", "2026-06-30"), grp="ET4")
N("equal_time", "vantory_offsite", "dinner_time", "day1", "20:00", "First-night dinner at the retreat: 8pm", ("2026-01-01", "2026-06-30"), grp="ET4")
N("equal_time", "bff", "first_aid_provider", "", "st_aldery_ambulance", "BFF first aid: St Aldery Ambulance Service", ("2025-09-01", "2026-08-31"), grp="ET5")
N("equal_time", "bff", "first_aid_provider", "", "medicover_events", "First-aid cover for the Forum — MediCover Events", ("2025-09-01", "2026-08-31"), grp="ET5")
N("equal_time", "nls27", "lanyard_colour", "", "navy", "NLS27 lanyards: navy", ("2025-11-01", "2026-10-31"), grp="ET6")
N("equal_time", "nls27", "lanyard_colour", "", "orange", "Northlight lanyard colour — orange", ("2025-11-01", "2026-10-31"), grp="ET6")

# unrelated: register-flavoured notes that share no fact with anything
U = [
    ("expense_claims", "Reminder: October expense claims due by the 5th."),
    ("badge_printer_jam", "Badge printer on floor 2 jammed again, used the one by reception."),
    ("vantory_feedback", "Vantory's procurement lead said it was the best site visit they'd had. Nice."),
    ("lost_umbrella", "Someone left a blue umbrella in Vega after the walkthrough, it's in lost property."),
    ("team_lunch", "Team lunch Thursday for Priya's leaving do, 12:30 at the Anchor."),
    ("tixlane_ticket", "Tixlane support ticket #48812 raised about duplicate refund emails."),
    ("coffee_machine", "Office coffee machine fixed, finally."),
    ("sunniva_ooo", "Sunniva OOO 12–16 Oct, Mateo covering her inbox."),
    ("site_photos", "Site visit photos uploaded to /events/2027/NLS/site-visit."),
    ("ribbons", "Order 6 more packs of badge printer ribbons before January."),
    ("ra_template", "Use Mateo's new risk assessment template from now on."),
    ("door_code", "Storeroom door code gets rotated on the 1st of every month."),
    ("lanyard_samples", "Lanyard supplier sample box arrived, it's under Jonah's desk."),
]
for k, t in U:
    N("unrelated", "office_" + k, "note", "", k, t, W)

LABEL_CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
                 "different_subject", "static", "membership", "equal_time", "unrelated"]
MANY = {"multi_valued", "membership"}


# ---------------------------------------------------------------------------------------------------------
def day(s):
    return dt.datetime.fromisoformat(s).replace(tzinfo=dt.timezone.utc)


def stamp(d):
    return d.strftime("%Y-%m-%dT%H:%M:%SZ")


def times_in(win, k):
    """k distinct times on k distinct days inside win, sorted; office-ish hours."""
    a, b = day(win[0]), day(win[1])
    ndays = (b - a).days
    assert ndays >= k, (win, k)
    days = sorted(rng.sample(range(ndays + 1), k))
    out = []
    for d in days:
        out.append(a + dt.timedelta(days=d, hours=rng.randint(7, 18), minutes=rng.randint(0, 59),
                                    seconds=rng.randint(0, 59)))
    return out


def build():
    mems = []
    for f in FAMILIES:
        key = (f["subject"], f["attribute"], f["scope"])
        ts = times_in(f["win"], len(f["versions"]) + len(f["attach"]))
        last = f["versions"][-1]
        for i, v in enumerate(f["versions"]):
            mems.append(dict(key=key, fam=f["fid"], value=v[0], pol=v[1], text=v[2], t=ts[i], label=None,
                             role="v%d" % (i + 1) + ("(confirm)" if len(v) > 3 and v[3] == C else "")))
        for j, (cls, text) in enumerate(f["attach"]):
            mems.append(dict(key=key, fam=f["fid"], value=last[0], pol=last[1], text=text,
                             t=ts[len(f["versions"]) + j], label=cls, role="attached"))
    grp_time = {}
    for n in NEGATIVES:
        key = (n["subject"], n["attribute"], n["scope"])
        if n["grp"]:
            if n["grp"] not in grp_time:
                grp_time[n["grp"]] = times_in(n["win"], 1)[0]
            t = grp_time[n["grp"]]
        else:
            t = times_in(n["win"], 1)[0]
        mems.append(dict(key=key, fam=n["grp"] or "-", value=n["value"], pol=n["pol"], text=n["text"], t=t,
                         label=n["cls"], role="standalone"))
    # backfilled (observed_at + created_at in the one import session) or live (created_at only)
    for m in mems:
        m["backfilled"] = m["t"] < IMPORT_DAY and rng.random() < BACKFILL_SHARE
    back = [m for m in mems if m["backfilled"]]
    rng.shuffle(back)
    c = IMPORT_DAY
    for m in back:
        c = c + dt.timedelta(seconds=rng.randint(3, 25))
        m["created_at"], m["observed_at"] = c, m["t"]
    for m in mems:
        if not m["backfilled"]:
            m["created_at"], m["observed_at"] = m["t"], None
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order):
        mems[i]["id"] = "%s-%03d" % (PREFIX, n + 1)
    return mems


def truth(mems):
    bykey = {}
    for m in mems:
        bykey.setdefault(m["key"], []).append(m)
    pairs = []
    for key, ms in bykey.items():
        many = [m["label"] in MANY for m in ms]
        if any(many):
            assert all(many), key
            continue
        ms = sorted(ms, key=lambda m: m["t"])
        for m in ms:
            newer = [n for n in ms if n["t"] > m["t"] and (n["value"], n["pol"]) != (m["value"], m["pol"])]
            if newer:
                r = min(newer, key=lambda n: n["t"])
                pairs.append(dict(expired_id=m["id"], replacement_id=r["id"],
                                  reason="negation" if r["pol"] != m["pol"] else "value"))
    return pairs


def check(mems, pairs):
    norm = [" ".join(m["text"].lower().split()) for m in mems]
    assert len(set(norm)) == len(norm), "duplicated text"
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    inpair = {p["expired_id"] for p in pairs} | {p["replacement_id"] for p in pairs}
    for m in mems:
        assert m["label"] is None or m["label"] in LABEL_CLASSES
        if m["label"]:
            assert m["id"] not in inpair, ("labelled memory in a pair", m["id"], m["text"])
        else:
            assert m["id"] in inpair, ("unlabelled memory not in a pair", m["id"], m["text"])
        assert m["created_at"] < LIMIT
        if m["observed_at"] is not None:
            assert m["observed_at"] < m["created_at"]
            assert m["created_at"].date() == IMPORT_DAY.date()
    bykey = {}
    for m in mems:
        bykey.setdefault(m["key"], []).append(m)
    for key, ms in bykey.items():
        ts = [m["t"] for m in ms]
        if all(m["label"] == "equal_time" for m in ms):
            assert len(ms) == 2 and ts[0] == ts[1] and ms[0]["value"] != ms[1]["value"], key
        else:
            assert not any(m["label"] == "equal_time" for m in ms), key
            assert len(set(ts)) == len(ts), ("order times not distinct", key)
    for f in FAMILIES:
        ms = sorted([m for m in mems if m["fam"] == f["fid"]], key=lambda m: m["t"])
        vs = [m for m in ms if m["label"] is None]
        at = [m for m in ms if m["label"] is not None]
        assert 2 <= len(vs) <= 5
        assert all(a["t"] > vs[-1]["t"] for a in at)
        assert all((a["value"], a["pol"]) == (vs[-1]["value"], vs[-1]["pol"]) for a in at)
        for a, b in zip(vs, vs[1:]):
            assert (a["value"], a["pol"]) != (b["value"], b["pol"]) or b["role"].endswith("(confirm)"), f["fid"]


def stats(mems, pairs):
    out = []
    lab = [m for m in mems if m["label"]]
    out.append("memories            %d" % len(mems))
    out.append("  backfilled        %d (observed_at set, created_at on %s)" % (
        sum(m["backfilled"] for m in mems), IMPORT_DAY.date()))
    out.append("  live              %d (created_at only)" % sum(not m["backfilled"] for m in mems))
    out.append("changing families   %d" % len(FAMILIES))
    hist = {}
    for f in FAMILIES:
        hist[len(f["versions"])] = hist.get(len(f["versions"]), 0) + 1
    out.append("  versions          " + ", ".join("%d-version: %d" % (k, hist[k]) for k in sorted(hist)))
    out.append("  version memories  %d (interior confirmations %d)" % (
        sum(len(f["versions"]) for f in FAMILIES), sum(1 for m in mems if m["role"].endswith("(confirm)"))))
    out.append("true pairs          %d" % len(pairs))
    out.append("  value             %d" % sum(p["reason"] == "value" for p in pairs))
    out.append("  negation          %d" % sum(p["reason"] == "negation" for p in pairs))
    out.append("labelled negatives  %d" % len(lab))
    for c in LABEL_CLASSES:
        k = [m for m in lab if m["label"] == c]
        a = sum(1 for m in k if m["role"] == "attached")
        out.append("  %-17s %d%s" % (c, len(k), " (%d attached to a changing family)" % a if a else ""))
    out.append("  attached total    %d" % sum(1 for m in lab if m["role"] == "attached"))
    return "\n".join(out)


def main():
    mems = build()
    pairs = truth(mems)
    check(mems, pairs)
    if "--stats" in sys.argv:
        print(stats(mems, pairs))
        return
    if "--list" in sys.argv:
        exp = {p["expired_id"]: p for p in pairs}
        for m in sorted(mems, key=lambda m: (m["key"], m["t"], m["id"])):
            p = exp.get(m["id"])
            print("%s  %s  %-9s %-12s %s|%s|%s = %s %s  %s%s" % (
                m["id"], stamp(m["t"]), "backfill" if m["backfilled"] else "live", m["label"] or "-",
                m["key"][0], m["key"][1], m["key"][2], m["value"], m["pol"], m["role"],
                "  -> %s (%s)" % (p["replacement_id"], p["reason"]) if p else ""))
            print("        " + m["text"])
        return
    file_order = list(mems)
    rng.shuffle(file_order)
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8") as fh:
        for m in file_order:
            rec = {"id": m["id"], "content": m["text"], "created_at": stamp(m["created_at"])}
            if m["observed_at"] is not None:
                rec["observed_at"] = stamp(m["observed_at"])
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8") as fh:
        for p in sorted(pairs, key=lambda p: p["expired_id"]):
            fh.write(json.dumps(p) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8") as fh:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            fh.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")


if __name__ == "__main__":
    main()
