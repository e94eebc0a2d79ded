#!/usr/bin/env python3
"""Blind labelled supersession data set h33 (register: AI assistant long-term memories).

python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  print counts, write nothing
python3 gen.py --list   print every memory, write nothing

Truth is computed from the tables below (fact key, value key, polarity, order time),
never from the text.
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 330667
PREFIX = "h33"
SESSION_START = "2026-11-18T14:05:00Z"   # the one import session for backfilled memories
CUTOFF = "2026-12-01T00:00:00Z"
BACKFILL_SHARE = 0.75

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]


def V(value, pol, when, text, same=False, derive=None):
    """One version of a changing fact. same=True: same record line as the previous
    version with only the value swapped (not reworded). derive: relative date check."""
    return {"value": value, "pol": pol, "when": when, "text": text, "same": same, "derive": derive}


def A(cls, when, text):
    """A labelled memory attached to a family key, after its last version, carrying the
    last version's value and polarity."""
    return {"cls": cls, "when": when, "text": text}


def F(fid, subject, attribute, scope, versions, attached=(), tags=()):
    return {"fid": fid, "key": (subject, attribute, scope), "versions": list(versions),
            "attached": list(attached), "tags": set(tags)}


def S(cls, subject, attribute, scope, value, pol, when, text):
    return {"cls": cls, "key": (subject, attribute, scope), "value": value, "pol": pol,
            "when": when, "text": text}


# ---------------------------------------------------------------------------------------
# FAMILIES: changing facts (every version unlabelled), plus labelled memories on the key
# ---------------------------------------------------------------------------------------
FAMILIES = [
    F("f01", "user", "employer", "-", [
        V("tallowby", "+", "2023-02-06 09:10", "User works at Tallowby Systems (software, Hatherby city centre)."),
        V("greyling-stroud", "+", "2025-06-30 18:22",
          "Elle finished at Tallowby last Friday and started at Greyling & Stroud Consulting today \u2014 said day one was mostly onboarding."),
    ], [
        A("elaboration", "2025-09-02 12:40",
          "User's employer, Greyling & Stroud Consulting, is a mid-sized advisory firm; she sits in their analytics practice and likes the people a lot more than at her last place."),
    ]),
    F("f02", "user", "job title", "-", [
        V("data-analyst", "+", "2023-02-06 09:12", "Job title: Data Analyst (Tallowby Systems)"),
        V("senior-data-analyst", "+", "2024-03-15 17:05",
          "User got promoted to senior data analyst today! Wants to celebrate at the weekend."),
        V("analytics-consultant", "+", "2025-06-30 18:25", "Job title: Analytics Consultant (Greyling & Stroud)", same=True),
        V("analytics-lead", "+", "2026-05-12 19:02",
          "Elspeth was made Analytics Lead last week; she now line-manages two juniors."),
    ]),
    F("f03", "user", "line manager", "-", [
        V("priya-lunde", "+", "2025-07-02 08:50", "User's line manager at G&S: Priya Lunde."),
        V("priya-lunde", "+", "2026-01-20 20:15",
          "After the January reorg Elle is still reporting to Priya \u2014 she was relieved about that."),
        V("marcus-ebbe", "+", "2026-05-12 19:05",
          "Handover (chat on 12 May): user now reports to Marcus Ebbe. Priya Lunde has moved to the Emberton office to set up the new public-sector team there."),
    ], tags=["interior_confirmation", "handover_other_subject"]),
    F("f04", "user", "home address", "-", [
        V("14-wrenfield-terrace", "+", "2023-01-10 10:00",
          "Home\nAddress: 14 Wrenfield Terrace, Fenwick Rise, Hatherby HB4 2QL\nType: rented 2-bed terrace"),
        V("3-cobble-lane-2b", "+", "2024-09-01 11:30",
          "\"I've finally moved \u2014 new place is Flat 2B, 3 Cobble Lane, down in Old Quay.\""),
        V("27-heronsgate-road", "+", "2026-08-20 21:10",
          "User and Tom have bought a house together: 27 Heronsgate Road, Larkmoor. Keys collected and moved in on 20 August."),
    ], [
        A("format_variant", "2026-09-03 09:00", "Address (home): 27 Heronsgate Rd, Larkmoor, Hatherby HB7 9DX"),
    ]),
    F("f05", "user", "landlord", "-", [
        V("hollins-vey", "+", "2024-09-01 11:35",
          "Landlord for the Cobble Lane flat is Hollins & Vey Lettings (fully managed)."),
        V("dariusz-pell", "+", "2025-10-05 16:20",
          "The Cobble Lane flat has been sold on to a private landlord, a Mr Dariusz Pell \u2014 user deals with him directly now rather than the agency."),
    ]),
    F("f06", "user", "rent", "flat", [
        V("1150gbp-month", "+", "2024-09-01 11:40", "Rent: \u00a31,150 pcm (Flat 2B)"),
        V("1150gbp-month", "+", "2025-09-01 09:30",
          "Tenancy renewed for another year and the rent stays at \u00a31150/month."),
        V("1225gbp-month", "+", "2025-10-05 16:25",
          "New landlord is putting the rent up to \u00a31,225 a month from November \u2014 user's annoyed but not moving yet."),
    ], [
        A("format_variant", "2025-12-02 10:10", "Flat rent works out at \u00a314,700 a year."),
    ], tags=["interior_confirmation"]),
    F("f07", "user", "broadband provider", "-", [
        V("brackwater", "+", "2024-09-03 18:00", "Broadband: Brackwater Fibre, 150 Mb, \u00a328/mo"),
        V("brackwater", "+", "2025-04-11 13:10",
          "User re-contracted with Brackwater Fibre for 18 months \u2014 got a loyalty discount after threatening to leave."),
        V("nettlenet", "+", "2026-08-25 19:45",
          "Switched broadband from Brackwater Fibre to Nettlenet for the new house (Brackwater doesn't cover Heronsgate Rd)."),
    ], [
        A("confirmation", "2026-10-30 20:00",
          "Broadband still Nettlenet. User moaned about a two-hour outage on Sunday but isn't looking to switch."),
    ], tags=["interior_confirmation", "names_old"]),
    F("f08", "user", "mobile phone", "-", [
        V("halcyon-h7", "+", "2023-05-20 12:00", "Phone: Halcyon H7 (black)"),
        V("corvid-12-pro", "+", "2025-11-29 15:40",
          "Elle swapped her old Halcyon H7 for a Corvid 12 Pro in the Black Friday sales."),
    ], tags=["names_old"]),
    F("f09", "user", "bank", "-", [
        V("calder-mutual", "+", "2023-03-02 09:00", "Main current account: Calder Mutual"),
        V("penrose-bank", "+", "2026-02-14 10:30",
          "User moved her current account from Calder Mutual to Penrose Bank \u2014 mostly for the \u00a3175 switching bonus."),
    ], tags=["names_old"]),
    F("f10", "user", "dentist", "-", [
        V("dr-feeney", "+", "2023-04-18 15:00",
          "Dentist\nName: Dr Feeney\nPractice: Quayside Dental\nLast check-up: April 2023"),
        V("dr-achterberg", "+", "2024-11-07 12:20",
          "Dr Feeney has retired, so user is now seeing Dr Achterberg at the same practice."),
        V("dr-olowe", "+", "2026-09-15 17:45",
          "Actually the dentist is Dr In\u00e9s Olowe now, not Dr Achterberg \u2014 Elle registered at Larkmoor Smiles after the move."),
    ], [
        A("elaboration", "2026-10-16 18:30",
          "User's dentist Dr Olowe (Larkmoor Smiles, Beck Street) is very gentle and does early slots before 9, which suits user."),
    ], tags=["names_old"]),
    F("f11", "user", "dentist check-up", "-", [
        V("2026-10-08T08:40", "+", "2026-09-28 12:05", "Dentist check-up booked: Thu 8 Oct 2026 at 08:40, Larkmoor Smiles."),
        V("2026-10-13T08:40", "+", "2026-10-07 17:30",
          "Larkmoor Smiles rang \u2014 tomorrow's check-up has been moved to next Tuesday, same time.",
          derive=("next", 1, "08:40")),
    ], [
        A("format_variant", "2026-10-10 09:00", "Appt: dentist 13/10/26, 8.40am"),
    ], tags=["relative_date"]),
    F("f12", "user", "GP", "-", [
        V("dr-hallam", "+", "2023-01-25 09:30", "GP: Dr Hallam, Fenwick Rise Medical Centre"),
        V("dr-brask", "+", "2026-09-10 14:00", "GP: Dr Brask, Larkmoor Surgery", same=True),
    ], [
        A("confirmation", "2026-11-02 16:00",
          "User confirmed Dr Brask at Larkmoor Surgery is still her GP (she'd wondered if she'd been reassigned)."),
    ]),
    F("f13", "user", "diet", "-", [
        V("vegetarian", "+", "2023-02-12 19:00", "User is vegetarian."),
        V("pescatarian", "+", "2024-06-08 13:15",
          "Elle's started eating fish again, so pescatarian now \u2014 mostly for the omega-3s, she said."),
        V("vegan", "+", "2025-12-30 20:40",
          "During Tuesday's chat the user said she's gone fully vegan since Christmas; wants recipe ideas with no fish or dairy."),
    ], [
        A("elaboration", "2026-03-11 12:00",
          "User's vegan diet: cooks mostly lentil and tofu dishes at home, takes a B12 supplement, always checks menus for vegan options before booking."),
    ]),
    F("f14", "user", "milk preference", "-", [
        V("oat", "+", "2023-06-01 08:30", "Prefers oat milk."),
        V("soy", "+", "2024-10-19 10:00", "User's on soy milk now, finds oat too sweet."),
        V("oat", "+", "2025-08-03 09:20", "Back to oat milk \u2014 the Ocklebury barista one."),
    ], [
        A("confirmation", "2026-04-22 08:45", "Milk preference remains oat."),
    ], tags=["move_back"]),
    F("f15", "user", "coffee order", "weekday", [
        V("americano", "+", "2024-02-01 08:20", "Weekday usual at Dunnock's: large americano"),
        V("cortado", "+", "2025-03-10 08:25", "Weekday usual at Dunnock's: cortado", same=True),
    ]),
    F("f16", "user", "drinks alcohol", "-", [
        V("alcohol", "+", "2023-08-12 21:00", "User enjoys a glass of red with dinner at weekends."),
        V("alcohol", "-", "2025-01-03 19:30", "Elle's stopped drinking \u2014 doing a dry year."),
        V("alcohol", "+", "2025-07-19 23:10",
          "user drinking again (weddings/parties mostly), dry yr abandoned in July"),
    ], tags=["negation", "restart"]),
    F("f17", "user", "Cinevault subscription", "-", [
        V("cinevault", "+", "2023-11-04 20:00", "Subscriptions: Cinevault (Standard, \u00a38.99/mo)"),
        V("cinevault", "-", "2024-08-30 21:15", "User cancelled Cinevault \u2014 \"nothing on it worth watching\"."),
        V("cinevault", "+", "2025-12-01 19:50",
          "Re-subscribed to Cinevault to watch the new season of The Larkmoor Detectives."),
    ], [
        A("confirmation", "2026-06-10 20:30", "Cinevault sub still active on Elle's account."),
    ], tags=["negation", "restart"]),
    F("f18", "user", "Hatherby Courier delivery", "-", [
        V("courier", "+", "2023-03-20 07:30", "Gets the Hatherby Courier delivered Mon\u2013Fri."),
        V("courier", "-", "2024-09-01 12:00",
          "Paper delivery has stopped \u2014 user didn't bother moving the Courier subscription to Cobble Lane."),
        V("courier", "+", "2026-08-22 10:00",
          "Set up Hatherby Courier home delivery again at the new house (weekdays + Saturday)."),
    ], tags=["negation", "restart"]),
    F("f19", "user", "sertraline", "-", [
        V("sertraline-50mg", "+", "2023-09-14 11:00", "Medication: sertraline 50 mg, once daily"),
        V("sertraline-50mg", "-", "2024-12-02 18:00",
          "User has come off sertraline after tapering with Dr Hallam over six weeks."),
        V("sertraline-50mg", "+", "2025-11-17 21:30",
          "Elle's back on sertraline (50mg). Said this winter has been rough."),
    ], [
        A("elaboration", "2026-02-25 09:10",
          "User takes her sertraline 50mg in the morning with breakfast; repeat prescription comes through the Pillpost app."),
    ], tags=["negation", "restart"]),
    F("f20", "user", "vitamin D", "-", [
        V("1000iu-day", "+", "2024-01-08 08:00", "Vitamin D: 1,000 IU daily"),
        V("2000iu-day", "+", "2024-10-28 17:20", "Vitamin D: 2,000 IU daily", same=True),
        V("2000iu-day", "-", "2026-04-14 13:30", "Stopped the vitamin D tablets \u2014 her blood test came back fine."),
    ], tags=["negation"]),
    F("f21", "user", "Greenbasket meal kits", "-", [
        V("greenbasket", "+", "2024-04-03 18:45",
          "User subscribes to Greenbasket meal kits (3 meals a week, Thursday delivery)."),
        V("greenbasket", "-", "2025-02-19 19:10", "Cancelled Greenbasket. Too much plastic packaging."),
    ], [
        A("confirmation", "2025-09-09 19:00", "Still no Greenbasket \u2014 user says she doesn't miss it."),
    ], tags=["negation"]),
    F("f22", "user", "pottery class", "-", [
        V("kilnhouse-pottery", "+", "2024-09-17 21:30", "Tuesday evenings: pottery class at Kilnhouse Studio"),
        V("kilnhouse-pottery", "-", "2025-05-06 22:00",
          "elle not doing pottery anymore - tues slot clashed w/ late mtgs"),
    ], tags=["negation"]),
    F("f23", "user", "landline", "-", [
        V("landline", "+", "2023-01-10 10:05", "Landline at Wrenfield Terrace: 01632 448190"),
        V("landline", "-", "2024-09-01 12:10", "No landline at the new flat, user is mobile-only now."),
    ], [
        A("confirmation", "2026-08-27 18:00",
          "Still no landline, even at the new house \u2014 user says nobody would ring it anyway."),
    ], tags=["negation"]),
    F("f24", "user", "Earshot audiobooks", "-", [
        V("earshot", "+", "2025-03-03 08:10", "\"I've signed up to Earshot for audiobooks on the commute.\""),
        V("earshot", "-", "2026-01-12 20:00",
          "User let her Earshot membership lapse \u2014 she's borrowing audiobooks from the library app instead."),
    ], tags=["negation"]),
    F("f25", "user", "car", "-", [
        V("marlowe-vesta", "+", "2023-01-10 10:10",
          "Vehicle\nMake/model: Marlowe Vesta hatchback\nColour: grey\nYear: 2016"),
        V("tansen-ion", "+", "2025-03-22 15:00", "Elle part-exchanged the Vesta for a blue Tansen Ion EV."),
    ], [
        A("elaboration", "2025-10-01 18:20",
          "User's car: blue Tansen Ion EV, long-range battery (about 240 miles real-world), charged on the street charger outside Cobble Lane."),
    ], tags=["names_old"]),
    F("f26", "user", "car registration", "-", [
        V("HV16ZKW", "+", "2023-01-10 10:12", "Car reg: HV16 ZKW"),
        V("HN25PLR", "+", "2025-03-22 15:05", "Car reg: HN25 PLR", same=True),
    ]),
    F("f27", "user", "car insurer", "-", [
        V("thornby-direct", "+", "2024-03-30 10:00", "Car insurance: Thornby Direct (renews 30 Mar)"),
        V("carrow-lyle", "+", "2025-03-21 11:30", "Car insurance: Carrow & Lyle (renews 21 Mar)", same=True),
    ]),
    F("f28", "user", "commute distance", "-", [
        V("12.9km", "+", "2023-02-06 09:15", "Commute to Tallowby is 8 miles each way."),
        V("21km", "+", "2025-07-07 19:00", "New commute to Greyling & Stroud: roughly 21 km door to door."),
    ], [
        A("format_variant", "2025-09-15 08:00", "Commute \u2248 13 mi each way"),
    ], tags=["unit_change"]),
    F("f29", "user", "commute mode", "-", [
        V("car", "+", "2023-02-06 09:16", "Drives to work."),
        V("bike", "+", "2024-09-09 08:50",
          "User cycles to Tallowby now \u2014 the new flat is right on the river path."),
        V("train", "+", "2025-07-07 19:05",
          "With the G&S job she takes the train from Old Quay to Hatherby Parkway."),
    ]),
    F("f30", "user", "gym branch", "weekday", [
        V("ironleaf-old-quay", "+", "2024-01-15 18:00", "Gym: Ironleaf Fitness, Old Quay branch"),
        V("ironleaf-larkmoor", "+", "2025-06-02 19:30",
          "User has transferred her Ironleaf membership to the Larkmoor branch for the new reformer classes."),
        V("ironleaf-old-quay", "+", "2026-02-09 20:10",
          "Moved Ironleaf back to Old Quay \u2014 Larkmoor was always rammed after 6."),
    ], [
        A("elaboration", "2026-05-04 19:00",
          "User trains at Ironleaf Old Quay after work, usually the 18:15 circuits class, and rents a locker there."),
    ], tags=["move_back"]),
    F("f31", "Ironleaf Fitness", "monthly price", "off-peak tier", [
        V("34.99gbp", "+", "2024-01-15 18:05", "Ironleaf off-peak membership: \u00a334.99/month"),
        V("39.99gbp", "+", "2025-01-15 09:00", "Ironleaf off-peak membership: \u00a339.99/month", same=True),
    ]),
    F("f32", "user", "running time", "-", [
        V("morning", "+", "2024-04-20 07:45", "Likes to run first thing, around 6:30am."),
        V("evening", "+", "2024-11-12 21:00",
          "User's switched to evening runs since it's pitch dark in the mornings."),
        V("morning", "+", "2025-04-02 07:10",
          "Elle is back to running before work now the mornings are lighter."),
    ], tags=["move_back"]),
    F("f33", "user", "5k personal best", "-", [
        V("29:40", "+", "2024-05-11 10:30", "5k PB: 29:40 (Larkmoor parkrun)"),
        V("28:12", "+", "2024-08-17 10:15", "New parkrun PB for user \u2014 28:12!"),
        V("27:05", "+", "2025-05-24 10:20",
          "Elle ran 27 min 05 s at Old Quay parkrun this morning, her fastest 5k so far."),
        V("26:31", "+", "2026-06-13 10:25", "PB update: 5 km in 26:31."),
    ], [
        A("format_variant", "2026-06-20 12:00", "Best 5k time: 26m31s"),
    ]),
    F("f34", "Hatherby Community Voices", "rehearsal night", "term time", [
        V("wednesday", "+", "2024-09-25 22:00",
          "User's choir (Hatherby Community Voices) rehearses Wednesdays, 7:30\u20139:30pm."),
        V("thursday", "+", "2025-09-10 22:15", "Choir has moved rehearsals to Thursday nights for the new season."),
    ]),
    F("f35", "user", "bedtime", "work nights", [
        V("23:00", "+", "2024-02-20 22:50", "Bedtime on work nights: 23:00"),
        V("22:30", "+", "2025-01-15 21:00",
          "User's trying to be in bed by half ten on work nights (sleep hygiene push)."),
    ], [
        A("format_variant", "2025-03-03 22:00", "Work-night bedtime target: 22:30"),
    ], tags=["unit_change"]),
    F("f36", "user", "preferred name", "-", [
        V("elspeth", "+", "2023-01-10 10:15", "Prefers to be called Elspeth."),
        V("elle", "+", "2024-02-03 14:00", "User says call her Elle \u2014 only her mum still calls her Elspeth."),
    ], [
        A("confirmation", "2025-05-20 10:00", "Checked again: user still wants to be addressed as Elle."),
    ]),
    F("f37", "user", "answer format", "-", [
        V("bullets", "+", "2023-03-05 12:00", "User wants answers as bullet points."),
        V("paragraphs", "+", "2024-07-09 18:00",
          "Preference change: user asked for short paragraphs rather than bullet lists from now on."),
        V("bullets", "+", "2025-10-14 12:30",
          "Elle asked to go back to bulleted answers \u2014 easier to skim on her phone."),
    ], tags=["move_back"]),
    F("f38", "user", "summer 2026 holiday", "-", [
        V("isle-of-brannock", "+", "2025-11-20 21:00", "Summer 2026 idea: walking holiday on the Isle of Brannock."),
        V("vellmark-lakes", "+", "2026-01-08 20:30",
          "Change of plan \u2014 user and Tom are now thinking of the Vellmark lakes by train this summer."),
        V("portavel", "+", "2026-03-02 19:00",
          "Booked! Summer holiday is Portavel on the Calder coast, 11\u201318 July."),
    ], [
        A("elaboration", "2026-03-20 19:00",
          "Holiday detail: a week in Portavel at Gull Cottage above the harbour, Pickle coming too, Tom driving down."),
    ]),
    F("f39", "user", "Portavel train", "outbound", [
        V("2026-07-11T09:14", "+", "2026-03-02 19:05", "Portavel train out: Sat 11 Jul, 09:14 from Hatherby Central"),
        V("2026-07-11T10:02", "+", "2026-05-20 12:40", "Portavel train out: Sat 11 Jul, 10:02 from Hatherby Central",
          same=True),
    ], [
        A("format_variant", "2026-06-30 18:00", "Outbound on the 11th is the 10.02am from Hatherby Central."),
    ]),
    F("f40", "Ro (sister)", "home city", "-", [
        V("dunmere", "+", "2023-01-12 19:00", "User's sister Rosalind lives in Dunmere."),
        V("skelton-bay", "+", "2024-05-04 20:30",
          "Handover (Sat 4 May chat): Ro has moved from Dunmere to Skelton Bay. Her husband Kit has started as a harbour pilot with the Skelton Bay port authority."),
        V("hatherby", "+", "2026-03-28 17:00",
          "Ro's back in Hatherby!! Renting a place round the corner from Mum in Larkmoor."),
    ], [
        A("confirmation", "2026-10-11 15:00", "Sister still lives in Hatherby \u2014 no plans to move again, she says."),
    ], tags=["handover_other_subject", "names_old"]),
    F("f41", "Ro (sister)", "job", "-", [
        V("primary-teacher", "+", "2023-01-12 19:05", "Rosalind works as a primary school teacher."),
        V("midwife", "+", "2025-02-10 18:40", "User's sister has retrained \u2014 she qualified as a midwife last month."),
    ], [
        A("elaboration", "2025-08-04 20:00",
          "Ro's a community midwife now: mostly home visits and antenatal clinics, three shifts a week."),
    ]),
    F("f43", "Tom (partner)", "employer", "-", [
        V("brindle-audio", "+", "2023-06-15 20:00",
          "Partner: Tomasz Vell\nGoes by: Tom\nEmployer: Brindle Audio\nRole: sound engineer"),
        V("freelance", "+", "2025-09-01 21:00", "Tom's gone freelance \u2014 he finished at Brindle at the end of August."),
    ], [
        A("elaboration", "2025-12-15 20:00",
          "Tom's freelance work: mostly mixing podcasts, plus sound design for two small theatre companies; he works from the spare room."),
    ]),
    F("f46", "Mum (Annick)", "address", "-", [
        V("6-bellmoor-close", "+", "2023-01-12 19:10",
          "Contact: Annick Marrow\nRelation: mother\nAddress: 6 Bellmoor Close, Fenwick Rise"),
        V("2-tansy-walk", "+", "2025-11-03 18:00",
          "User's mother has downsized to a bungalow at 2 Tansy Walk, Larkmoor."),
    ], [
        A("confirmation", "2026-07-12 16:30", "Mum's still at the Tansy Walk bungalow and loving the garden."),
    ]),
    F("f47", "Mum (Annick)", "hip operation date", "-", [
        V("2026-04-14", "+", "2026-02-11 18:30", "Mum's hip replacement is scheduled for 14 April at Hatherby General."),
        V("2026-05-05", "+", "2026-03-19 12:00", "Annick's op got moved to 5 May (theatre staff shortages)."),
        V("2026-06-09", "+", "2026-04-30 20:00",
          "The hospital has pushed Mum's hip operation back again, now Tuesday 9 June."),
    ], [
        A("format_variant", "2026-05-15 10:00", "Mum \u2014 hip op 09/06/2026, Hatherby General, ward 7"),
    ]),
    F("f48", "Piers (brother)", "home city", "-", [
        V("caddow", "+", "2023-01-12 19:15", "Brother: Piers, lives in Caddow."),
        V("valdrenne", "+", "2025-04-15 20:00", "Piers has relocated abroad for work; he's in Valdrenne now."),
    ]),
    F("f50", "Pickle (dog)", "weight", "-", [
        V("13.4kg", "+", "2024-03-09 11:00", "Pickle (user's whippet) weighs 13.4 kg."),
        V("14.1kg", "+", "2025-03-14 16:00", "Vet check \u2014 Pickle is 14.1kg."),
        V("15.0kg", "+", "2026-03-20 17:10", "The dog's up to 33 lb and the vet wants him a bit lighter."),
    ], [
        A("format_variant", "2026-04-02 10:00", "Pickle's weight: about 15 kg"),
    ], tags=["unit_change"]),
    F("f51", "Pickle (dog)", "vet", "-", [
        V("old-quay-vets", "+", "2024-09-10 10:00", "Pickle's vet: Old Quay Veterinary Clinic (Dr Mirren)"),
        V("larkmoor-animal-hospital", "+", "2026-09-05 10:30",
          "Pickle's vet: Larkmoor Animal Hospital (Dr Kaur-Bell)", same=True),
    ]),
    F("f52", "Pickle (dog)", "food", "-", [
        V("barkwell-adult", "+", "2024-03-09 11:05", "Pickle eats Barkwell Adult kibble."),
        V("hound-hearth-salmon", "+", "2025-03-14 16:05",
          "Vet suggested switching Pickle to Hound & Hearth salmon for his itchy skin \u2014 done."),
        V("barkwell-light", "+", "2026-03-20 17:15", "Pickle's on Barkwell Light now, to help with the weight."),
    ]),
    F("f53", "Pickle (dog)", "dog walker", "weekdays", [
        V("fliss", "+", "2024-09-09 09:00", "Weekday dog walker: Fliss (PawPals Hatherby), 12\u20131pm"),
        V("ozzie-tran", "+", "2025-07-07 09:10", "New weekday walker for Pickle is Ozzie Tran; Fliss moved away."),
    ]),
    F("f54", "Juno (friend)", "job", "-", [
        V("vet-nurse", "+", "2023-04-01 14:00",
          "Contact: Juno Adeyemi-Lisle\nRelation: friend (since uni)\nJob: veterinary nurse"),
        V("phd-student", "+", "2025-10-20 19:00",
          "Juno's just started a PhD in marine biology at Calder University \u2014 she's given up the vet nursing."),
    ], [
        A("elaboration", "2026-01-30 19:00",
          "Juno's PhD is on seagrass meadows off the Calder coast; funded for 3.5 years, fieldwork every summer."),
    ]),
    F("f55", "Juno (friend)", "baby due date", "-", [
        V("2026-08-28", "+", "2026-02-02 20:00", "Juno's pregnant! Due 28 August."),
        V("2026-09-04", "+", "2026-04-15 19:30", "Juno's due date revised @ 20wk scan -> 4 Sept"),
    ]),
    F("f56", "Hamish Cray", "mobile number", "-", [
        V("07700913442", "+", "2023-05-05 13:00", "Hamish Cray \u2014 mobile: 07700 913 442"),
        V("07700915870", "+", "2025-08-08 12:00", "Hamish Cray \u2014 mobile: 07700 915 870", same=True),
    ], [
        A("format_variant", "2025-10-10 12:00", "Hamish's number (intl format): +44 7700 915870"),
    ]),
    F("f57", "Old Quay Book Circle", "venue", "-", [
        V("lamplighter", "+", "2024-10-02 22:30", "Old Quay Book Circle meets at the Lamplighter pub."),
        V("inkwell-books", "+", "2025-11-06 22:40",
          "Book circle has moved to the back room at Inkwell Books \u2014 the Lamplighter got too loud."),
    ], [
        A("confirmation", "2026-04-02 22:30", "Book circle still meets at Inkwell Books."),
    ]),
    F("f58", "Old Quay Book Circle", "current book", "-", [
        V("the-salt-orchard", "+", "2025-01-05 20:00", "Book circle's January read is 'The Salt Orchard'."),
        V("the-cartographers-daughter", "+", "2025-02-06 22:30", "Book circle pick: The Cartographer's Daughter"),
        V("nine-winters-in-vell", "+", "2025-03-06 22:30", "Book circle pick: Nine Winters in Vell", same=True),
        V("a-lantern-for-gulls", "+", "2025-04-03 22:30", "Book circle pick: A Lantern for Gulls", same=True),
        V("the-glassblowers-winter", "+", "2025-05-01 22:45",
          "May's book for the circle is 'The Glassblower's Winter' \u2014 user's already halfway through."),
    ]),
    F("f59", "user", "current work project", "-", [
        V("kestrel", "+", "2025-07-14 18:00", "At G&S, user is on Project Kestrel (retail footfall modelling)."),
        V("larkspur", "+", "2025-12-01 18:30",
          "Kestrel's wrapped up; Elle has been moved onto the Larkspur data migration."),
        V("harrowgate-pricing", "+", "2026-06-22 18:10",
          "Current project: Harrowgate pricing review (client: Harrowgate Foods)"),
    ], [
        A("elaboration", "2026-08-05 18:00",
          "Harrowgate pricing review: user leads it with three analysts, client workshops every other Wednesday, due to finish end of November."),
    ]),
    F("f60", "user", "office days", "regular", [
        V("tue-thu", "+", "2025-07-07 19:10", "Office days: Tue, Thu"),
        V("mon-tue-thu", "+", "2026-01-19 19:00", "Office days: Mon, Tue, Thu", same=True),
    ], [
        A("confirmation", "2026-04-28 19:00", "Still in the office Mon/Tue/Thu."),
    ]),
    F("f61", "user", "laptop", "-", [
        V("fennick-14", "+", "2023-02-20 20:00", "Personal laptop: Fennick 14 (2019)"),
        V("corvid-book-air", "+", "2026-01-05 20:00",
          "Tom got Elle a Corvid Book Air for Christmas, so the old Fennick has been retired."),
    ], tags=["names_old"]),
    F("f62", "user", "mobile network", "personal phone", [
        V("verida", "+", "2023-05-20 12:05", "Mobile network: Verida, \u00a312/mo SIM-only"),
        V("skylark-mobile", "+", "2025-11-29 15:45",
          "Ported her personal number over to Skylark Mobile when she got the new phone."),
    ]),
    F("f63", "user", "electricity unit rate", "off-peak", [
        V("7.5p-kwh", "+", "2026-08-28 20:00", "Electricity (Voltora EV tariff): off-peak 7.5p/kWh, 00:30\u201304:30"),
        V("8.2p-kwh", "+", "2026-10-01 08:00", "Electricity (Voltora EV tariff): off-peak 8.2p/kWh, 00:30\u201304:30",
          same=True),
    ], [
        A("format_variant", "2026-10-20 20:00", "Off-peak unit price: \u00a30.082 per kWh"),
    ]),
    F("f64", "user", "bin collection day", "general waste", [
        V("tuesday", "+", "2026-08-24 19:00",
          "Bins at Heronsgate Rd: general waste out Monday night for Tuesday pickup."),
        V("friday", "+", "2026-10-19 19:30",
          "Council has changed the rounds \u2014 the black bin gets collected on Fridays now."),
    ]),
    F("f65", "user", "haircut appointment", "-", [
        V("2026-06-10T17:30", "+", "2026-06-01 12:00", "Haircut at Snip & Lather: Wed 10 June, 5:30pm"),
        V("2026-06-11T17:30", "+", "2026-06-10 08:15",
          "Snip & Lather can't do tonight, so the haircut's moved to tomorrow, same time.",
          derive=("tomorrow", None, "17:30")),
    ], [
        A("format_variant", "2026-06-10 20:00", "haircut: Thurs 11/6 @ 17:30"),
    ], tags=["relative_date"]),
    F("f66", "user", "anniversary dinner venue", "-", [
        V("saltmarsh-kitchen", "+", "2026-09-14 20:00",
          "Anniversary dinner with Tom booked at Saltmarsh Kitchen, 3 Oct, 19:30."),
        V("fennel-and-vine", "+", "2026-09-29 13:00",
          "Saltmarsh had a kitchen fire, so Elle rebooked the anniversary dinner at Fennel & Vine."),
    ]),
    F("f67", "user", "house deposit target", "-", [
        V("30000gbp", "+", "2025-01-20 20:00", "Saving for a house deposit, target \u00a330,000."),
        V("38000gbp", "+", "2025-09-22 21:00",
          "User bumped her deposit target up to \u00a338k after looking at Larkmoor prices."),
    ]),
    F("f68", "user", "mortgage lender", "-", [
        V("penrose-bank", "+", "2026-06-15 18:00", "Mortgage in principle from Penrose Bank."),
        V("hallowell-bs", "+", "2026-07-20 18:30",
          "Went with Hallowell Building Society for the mortgage in the end \u2014 4.29%, 5-year fix."),
    ], [
        A("elaboration", "2026-09-01 18:00",
          "Mortgage is with Hallowell BS: 5-yr fix at 4.29%, 30-year term, joint with Tom, payments on the 1st."),
    ]),
    F("f69", "user", "grocery delivery slot", "-", [
        V("thu-19:00", "+", "2024-10-10 19:00", "Grocery delivery slot (Crumb & Basket): Thu 19:00\u201320:00"),
        V("sat-08:00", "+", "2025-04-05 09:00", "Grocery delivery slot (Crumb & Basket): Sat 08:00\u201309:00", same=True),
        V("thu-19:00", "+", "2025-09-18 19:30", "User moved the weekly shop back to Thursday evenings, 7\u20138."),
        V("sun-10:00", "+", "2026-09-06 10:00",
          "With the new house the Crumb & Basket order comes Sunday mornings, 10\u201311."),
    ], tags=["move_back"]),
    F("f70", "Tom (partner)", "5-a-side night", "-", [
        V("wednesday", "+", "2024-01-10 20:00", "Tom's 5-a-side: Wednesdays, Larkmoor leisure centre"),
        V("monday", "+", "2025-01-13 20:00", "Tom's 5-a-side: Mondays, Larkmoor leisure centre", same=True),
    ]),
    F("f71", "user", "counsellor", "-", [
        V("maren-holt", "+", "2024-03-05 18:00", "User sees a counsellor, Maren Holt, every other Thursday."),
        V("joss-adair", "+", "2025-06-12 18:30",
          "Elle switched counsellors \u2014 she's now seeing Joss Adair (online, fortnightly)."),
    ], [
        A("confirmation", "2026-02-19 18:30", "User is still seeing Joss Adair; sessions remain fortnightly."),
    ]),
    F("f72", "user", "music streaming", "-", [
        V("tunewell", "+", "2023-04-10 12:00", "Music streaming: Tunewell Premium"),
        V("soundpail", "+", "2025-05-15 12:00", "Music streaming: Soundpail Family", same=True),
    ]),
    F("f73", "Bea (niece)", "school", "-", [
        V("skelton-bay-primary", "+", "2024-09-05 19:00", "Ro's daughter Bea started at Skelton Bay Primary this week."),
        V("larkmoor-primary", "+", "2026-04-20 19:00",
          "Niece Bea has moved to Larkmoor Primary now they're back in Hatherby."),
    ]),
]

# ---------------------------------------------------------------------------------------
# STANDALONE labelled memories (never in any pair)
# ---------------------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: each value is its own fact
    S("multi_valued", "user", "allergy[penicillin]", "-", "penicillin", "+", "2023-01-25 09:35",
      "User is allergic to penicillin (came up in a rash as a child)."),
    S("multi_valued", "user", "allergy[shellfish]", "-", "shellfish", "+", "2025-06-21 22:00",
      "Another allergy to note: shellfish \u2014 user reacted badly to prawns at a wedding."),
    S("multi_valued", "user", "allergy[latex]", "-", "latex", "+", "2026-03-04 12:00",
      "Add latex to Elle's allergies, the dentist flagged it."),
    S("multi_valued", "user", "emergency contact[tom]", "-", "tom-vell", "+", "2023-06-20 10:00",
      "Emergency contact: Tom Vell (partner), 07700 918 226"),
    S("multi_valued", "user", "emergency contact[ro]", "-", "ro", "+", "2026-04-01 10:00",
      "User added Ro as a second emergency contact now she's local again."),
    S("multi_valued", "Tom (partner)", "instrument[bass]", "-", "bass", "+", "2023-06-15 20:10",
      "Tom plays bass guitar."),
    S("multi_valued", "Tom (partner)", "instrument[mandolin]", "-", "mandolin", "+", "2025-02-22 21:00",
      "Tom has taken up the mandolin as well \u2014 practising in the spare room."),
    S("multi_valued", "Ro (sister)", "child[bea]", "-", "bea", "+", "2023-01-12 19:20",
      "Ro has a daughter, Bea (born 2019)."),
    S("multi_valued", "Ro (sister)", "child[alfie]", "-", "alfie", "+", "2024-12-09 08:00",
      "Ro had her second baby \u2014 a boy, Alfie, born 8 Dec."),
    S("multi_valued", "user", "food dislike[coriander]", "-", "coriander", "+", "2023-04-02 19:00",
      "User can't stand coriander."),
    S("multi_valued", "user", "food dislike[olives]", "-", "olives", "+", "2024-05-30 19:00",
      "Also dislikes olives, leave them out of recipes."),
    S("multi_valued", "user", "food dislike[liquorice]", "-", "liquorice", "+", "2025-10-31 20:00",
      "Another one for the no list: liquorice."),

    # scope_disjoint: same subject + attribute as a family, another scope
    S("scope_disjoint", "user", "coffee order", "weekend", "mocha", "+", "2025-04-12 11:00",
      "Weekends are different \u2014 Saturday treat is a mocha from the market stall."),
    S("scope_disjoint", "user", "rent", "garage", "65gbp-month", "+", "2024-10-01 09:00",
      "Garage space behind Cobble Lane: \u00a365 a month, paid separately from the flat."),
    S("scope_disjoint", "user", "gym branch", "sunday", "ironleaf-larkmoor", "+", "2026-03-01 10:00",
      "Sundays are the exception: user goes to Ironleaf Larkmoor for the pool."),
    S("scope_disjoint", "Ironleaf Fitness", "monthly price", "anytime tier", "54.99gbp", "+", "2025-02-02 12:00",
      "Ironleaf's anytime (peak) membership is \u00a354.99 a month \u2014 user looked and decided to stay off-peak."),
    S("scope_disjoint", "Hatherby Community Voices", "rehearsal night", "summer break", "sunday-fortnightly", "+",
      "2025-06-18 21:00", "Over the summer break the choir only meets fortnightly, Sunday afternoons."),
    S("scope_disjoint", "user", "bedtime", "weekends", "01:00", "+", "2025-02-08 23:30",
      "At weekends Elle stays up way later, often past 1am."),
    S("scope_disjoint", "user", "Portavel train", "return", "2026-07-18T16:45", "+", "2026-05-20 12:45",
      "Portavel train back: Sat 18 Jul, 16:45"),
    S("scope_disjoint", "Pickle (dog)", "dog walker", "weekends", "tom", "+", "2025-08-02 11:00",
      "At weekends Tom walks the dog himself \u2014 no walker Sat/Sun."),
    S("scope_disjoint", "user", "office days", "August", "fully-remote", "+", "2025-08-04 09:00",
      "G&S goes fully remote in August, so user is working from home all month."),
    S("scope_disjoint", "user", "mobile network", "work phone", "verida", "+", "2025-12-10 09:00",
      "Work phone (issued by G&S) is on Verida."),
    S("scope_disjoint", "user", "electricity unit rate", "peak", "27.9p-kwh", "+", "2026-10-01 08:05",
      "Voltora peak rate: 27.9p/kWh (04:30\u201300:30)"),
    S("scope_disjoint", "user", "bin collection day", "recycling", "wednesday-fortnightly", "+", "2026-08-24 19:05",
      "Recycling at Heronsgate Rd is collected fortnightly, Wednesdays."),

    # different_subject: same attribute, another subject (mostly a value a family has)
    S("different_subject", "Tom (partner)", "dentist", "-", "dr-achterberg", "+", "2025-02-11 19:00",
      "Tom's dentist is Dr Achterberg at Quayside too."),
    S("different_subject", "Ro (sister)", "broadband provider", "-", "nettlenet", "+", "2026-05-02 12:00",
      "Ro's got Nettlenet broadband at her rental."),
    S("different_subject", "Juno (friend)", "milk preference", "-", "oat", "+", "2024-03-15 18:00",
      "Juno only drinks oat milk \u2014 keep some in when she visits."),
    S("different_subject", "Hamish Cray", "employer", "-", "tallowby", "+", "2023-05-05 13:05",
      "Hamish works at Tallowby Systems; that's how user knows him."),
    S("different_subject", "Mum (Annick)", "bank", "-", "calder-mutual", "+", "2024-01-20 11:00",
      "Mum banks with Calder Mutual as well."),
    S("different_subject", "Piers (brother)", "car", "-", "marlowe-vesta", "+", "2024-08-11 16:00",
      "Piers drives a Marlowe Vesta too, a red one."),
    S("different_subject", "Tom (partner)", "mobile phone", "-", "corvid-12-pro", "+", "2026-01-02 14:00",
      "Tom's phone is a Corvid 12 Pro as well."),
    S("different_subject", "Kit (Ro's husband)", "GP", "-", "dr-brask", "+", "2026-10-01 17:00",
      "Kit's GP is Dr Brask at Larkmoor Surgery."),
    S("different_subject", "Mortimer (Ro's cat)", "vet", "-", "larkmoor-animal-hospital", "+", "2026-06-03 18:00",
      "Ro's cat Mortimer is registered at Larkmoor Animal Hospital."),
    S("different_subject", "Tom (partner)", "running time", "-", "evening", "+", "2025-05-10 09:00",
      "Tom prefers running in the evenings after work."),
    S("different_subject", "Hamish Cray", "5k personal best", "-", "26:31", "+", "2026-07-04 11:00",
      "Hamish ran 26:31 at parkrun, his best 5k."),
    S("different_subject", "Piers (brother)", "diet", "-", "vegetarian", "+", "2023-09-01 20:00",
      "Piers is vegetarian."),

    # static: facts that do not change (some stated twice, other format)
    S("static", "user", "date of birth", "-", "1991-02-03", "+", "2023-01-10 10:20",
      "User's birthday is 3 February (born 1991)."),
    S("static", "user", "date of birth", "-", "1991-02-03", "+", "2024-06-30 12:00", "DOB: 03/02/1991"),
    S("static", "user", "NI number", "-", "QR482173C", "+", "2023-03-02 09:05", "National Insurance no.: QR 48 21 73 C"),
    S("static", "user", "NI number", "-", "QR482173C", "+", "2025-06-25 10:00",
      "NI number QR482173C (needed it for the new-job paperwork)"),
    S("static", "Pickle (dog)", "microchip", "-", "941000028813406", "+", "2024-03-09 11:10",
      "Pickle's microchip: 941000028813406"),
    S("static", "Pickle (dog)", "microchip", "-", "941000028813406", "+", "2026-09-05 10:35",
      "Microchip no. for the dog \u2014 9410 0002 8813 406 (given to the new vet)"),
    S("static", "Ro (sister)", "birthday", "-", "11-17", "+", "2023-01-12 19:25", "Ro's birthday is 17 November."),
    S("static", "Ro (sister)", "birthday", "-", "11-17", "+", "2025-11-10 09:00",
      "sister's bday 17/11 \u2014 remind user a week before"),
    S("static", "Tom (partner)", "date of birth", "-", "1989-08-22", "+", "2023-06-15 20:15",
      "Tom was born on 22 August 1989."),
    S("static", "Greyling & Stroud", "founded", "-", "1998", "+", "2025-07-01 12:00",
      "Greyling & Stroud was founded in 1998 by two ex-civil servants."),
    S("static", "user", "blood group", "-", "O-neg", "+", "2024-02-10 12:00",
      "User's blood group is O negative \u2014 she's a regular donor."),
    S("static", "user", "passport expiry", "-", "2031-03", "+", "2024-07-01 12:00", "Passport expires March 2031."),

    # membership: additive group statements
    S("membership", "user", "member[Hatherby Wheelers]", "-", "yes", "+", "2024-06-01 10:00",
      "User joined Hatherby Wheelers (cycling club) \u2014 Sunday social rides."),
    S("membership", "user", "member[Old Quay Book Circle]", "-", "yes", "+", "2024-10-02 22:35",
      "Elle has joined the Old Quay Book Circle."),
    S("membership", "Tom (partner)", "member[Quizzly Bears]", "-", "yes", "+", "2025-01-25 22:00",
      "Tom is in the Lamplighter pub quiz team, the Quizzly Bears."),
    S("membership", "Ro (sister)", "member[PTA]", "-", "yes", "+", "2025-10-05 18:00",
      "Ro's on the PTA at Bea's school."),
    S("membership", "Juno (friend)", "member[sea-swimming society]", "-", "yes", "+", "2025-10-25 12:00",
      "Juno joined the Calder Uni sea-swimming society."),
    S("membership", "user", "member[G&S social committee]", "-", "yes", "+", "2025-09-15 17:00",
      "User's been added to the G&S social committee."),
    S("membership", "Hamish Cray", "member[parkrun volunteer roster]", "-", "yes", "+", "2024-08-20 20:00",
      "Hamish is on the Larkmoor parkrun volunteer roster."),
    S("membership", "user", "member[Larkmoor Allotment Society]", "-", "yes", "+", "2026-09-12 11:00",
      "User signed up to the Larkmoor Allotment Society (on the waiting list for a plot)."),
    S("membership", "Mum (Annick)", "member[watercolour group]", "-", "yes", "+", "2026-01-14 15:00",
      "Mum joined the Third Age watercolour group at the library."),
    S("membership", "Tom (partner)", "member[Heronsgate residents group]", "-", "yes", "+", "2026-08-30 21:00",
      "Tom's been added to the Heronsgate Road residents' WhatsApp group."),
    S("membership", "user", "member[Larkspur steering group]", "-", "yes", "+", "2026-01-06 17:30",
      "User is now part of the Larkspur steering group at work."),
    S("membership", "Piers (brother)", "member[Valdrenne rowing club]", "-", "yes", "+", "2025-06-01 09:00",
      "Piers joined a rowing club in Valdrenne."),

    # equal_time: six pairs, two records of one key at one order time, different values
    S("equal_time", "Bea (niece)", "birthday party start", "-", "14:00", "+", "2026-04-02 18:40",
      "Bea's 7th birthday party: Sat 11 April, 2pm, Splash Zone"),
    S("equal_time", "Bea (niece)", "birthday party start", "-", "15:00", "+", "2026-04-02 18:40",
      "Bea's party on the 11th starts at 3pm."),
    S("equal_time", "Tom (partner)", "train arrival from Caddow", "-", "18:40", "+", "2025-11-21 17:00",
      "Tom's train back from Caddow gets in at 18:40."),
    S("equal_time", "Tom (partner)", "train arrival from Caddow", "-", "19:10", "+", "2025-11-21 17:00",
      "Tom arrives Hatherby Central 19:10 tonight."),
    S("equal_time", "Hatherby Community Voices", "winter concert date", "-", "2025-12-13", "+", "2025-10-08 22:10",
      "Choir winter concert: Sat 13 Dec, St Aldric's"),
    S("equal_time", "Hatherby Community Voices", "winter concert date", "-", "2025-12-14", "+", "2025-10-08 22:10",
      "Winter concert is on Sunday 14 December."),
    S("equal_time", "Pickle (dog)", "booster due", "-", "2026-03-03", "+", "2026-02-18 10:00",
      "Pickle's booster jab is due 3 March."),
    S("equal_time", "Pickle (dog)", "booster due", "-", "2026-03-10", "+", "2026-02-18 10:00",
      "Pickle due for his vaccination on 10 March."),
    S("equal_time", "Ro (sister)", "mobile number", "-", "07700900317", "+", "2026-03-28 17:05",
      "Ro's new number: 07700 900 317"),
    S("equal_time", "Ro (sister)", "mobile number", "-", "07700900371", "+", "2026-03-28 17:05",
      "Ro's mobile is 07700 900 371 now."),
    S("equal_time", "Greyling & Stroud", "June offsite location", "-", "emberton", "+", "2026-05-12 19:10",
      "Team offsite in June is at Emberton."),
    S("equal_time", "Greyling & Stroud", "June offsite location", "-", "hatherby-cornmarket", "+", "2026-05-12 19:10",
      "June offsite: Hatherby, the Cornmarket rooms."),

    # unrelated: chatter stating no contested fact
    S("unrelated", "-", "chatter[01]", "-", "-", "+", "2024-02-27 20:00",
      "User asked for help wording a polite complaint email to the council about potholes."),
    S("unrelated", "-", "chatter[02]", "-", "-", "+", "2024-11-30 15:00",
      "Chatted about the weather; user said the rain has been relentless."),
    S("unrelated", "-", "chatter[03]", "-", "-", "+", "2026-01-25 19:30",
      "User thanked the assistant for the lentil curry recipe."),
    S("unrelated", "-", "chatter[04]", "-", "-", "+", "2025-03-18 12:10",
      "Asked for a summary of an article about sleep and screens."),
    S("unrelated", "-", "chatter[05]", "-", "-", "+", "2025-06-07 09:40",
      "User was in a good mood today, joked about Pickle stealing a sock."),
    S("unrelated", "-", "chatter[06]", "-", "-", "+", "2024-04-25 21:00",
      "Helped Elle put together a packing list for a weekend away."),
    S("unrelated", "-", "chatter[07]", "-", "-", "+", "2023-11-19 17:00",
      "User asked how to convert a recipe from cups to grams."),
    S("unrelated", "-", "chatter[08]", "-", "-", "+", "2025-11-27 21:30",
      "Brainstormed names for the book circle's newsletter."),
    S("unrelated", "-", "chatter[09]", "-", "-", "+", "2025-01-09 20:00",
      "User wanted a quick explanation of how ISAs work."),
    S("unrelated", "-", "chatter[10]", "-", "-", "+", "2026-07-29 22:00",
      "Elle mentioned she'd had a long day and just wanted to vent for a bit."),
    S("unrelated", "-", "chatter[11]", "-", "-", "+", "2025-08-26 16:00",
      "Talked through a tricky spreadsheet formula (INDEX/MATCH)."),
    S("unrelated", "-", "chatter[12]", "-", "-", "+", "2026-08-16 11:00",
      "User asked for three ideas for a birthday card message for Tom."),
]


# ---------------------------------------------------------------------------------------
def parse_when(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=dt.timezone.utc)


def parse_rfc(s):
    return dt.datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def fmt_key(k):
    return " | ".join(k)


def build():
    rng = random.Random(SEED)
    mems = []  # every memory record
    for fam in FAMILIES:
        for i, v in enumerate(fam["versions"]):
            mems.append({"key": fam["key"], "value": v["value"], "pol": v["pol"], "t": parse_when(v["when"]),
                         "text": v["text"], "label": None, "fid": fam["fid"], "vi": i, "same": v["same"],
                         "derive": v["derive"]})
        last = fam["versions"][-1]
        for a in fam["attached"]:
            mems.append({"key": fam["key"], "value": last["value"], "pol": last["pol"], "t": parse_when(a["when"]),
                         "text": a["text"], "label": a["cls"], "fid": fam["fid"], "vi": None, "same": False,
                         "derive": None})
    for s in STANDALONE:
        mems.append({"key": s["key"], "value": s["value"], "pol": s["pol"], "t": parse_when(s["when"]),
                     "text": s["text"], "label": s["cls"], "fid": None, "vi": None, "same": False, "derive": None})

    # ids in a shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, idx in enumerate(order, 1):
        mems[idx]["id"] = "%s-%03d" % (PREFIX, n)

    # backfilled vs live
    n_back = round(BACKFILL_SHARE * len(mems))
    back = set(rng.sample(range(len(mems)), n_back))
    for i, m in enumerate(mems):
        m["backfilled"] = i in back
    # import session: seeded order unrelated to observed order, 1-4 s apart
    sess = sorted(back)
    rng.shuffle(sess)
    t = parse_rfc(SESSION_START)
    for i in sess:
        t = t + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = t
        mems[i]["observed"] = mems[i]["t"]
    for i, m in enumerate(mems):
        if not m["backfilled"]:
            m["created"] = m["t"]
            m["observed"] = None

    file_order = list(range(len(mems)))
    rng.shuffle(file_order)

    # truth, computed from the tables
    groups = {}
    for m in mems:
        groups.setdefault(m["key"], []).append(m)
    pairs = []
    for key, g in groups.items():
        for m in g:
            cands = [n for n in g if n["t"] > m["t"] and (n["value"], n["pol"]) != (m["value"], m["pol"])]
            if not cands:
                continue
            tmin = min(n["t"] for n in cands)
            first = [n for n in cands if n["t"] == tmin]
            assert len(first) == 1, ("ambiguous replacement", key)
            r = first[0]
            pairs.append({"expired": m, "repl": r, "reason": "negation" if r["pol"] != m["pol"] else "value"})

    check(mems, groups, pairs, sess)
    return mems, pairs, file_order, sess


def check(mems, groups, pairs, sess):
    cutoff = parse_rfc(CUTOFF)
    in_pair = set()
    for p in pairs:
        in_pair.add(p["expired"]["id"])
        in_pair.add(p["repl"]["id"])
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory in no pair", m["id"], m["text"])
    # order times distinct within a key, except equal_time records
    for key, g in groups.items():
        ts = {}
        for m in g:
            ts.setdefault(m["t"], []).append(m)
        for t, ms in ts.items():
            if len(ms) > 1:
                assert all(x["label"] == "equal_time" for x in ms), ("equal order time", key)
                assert len(ms) == 2 and ms[0]["value"] != ms[1]["value"], ("equal_time shape", key)
    # attached labelled memories after the last version with its value and polarity
    for fam in FAMILIES:
        last = fam["versions"][-1]
        tl = parse_when(last["when"])
        for i in range(1, len(fam["versions"])):
            assert parse_when(fam["versions"][i]["when"]) > parse_when(fam["versions"][i - 1]["when"]), fam["fid"]
        assert any((fam["versions"][i]["value"], fam["versions"][i]["pol"]) !=
                   (fam["versions"][i - 1]["value"], fam["versions"][i - 1]["pol"])
                   for i in range(1, len(fam["versions"]))), fam["fid"]
        # no trailing unlabelled confirmation (it would be in no pair)
        assert (fam["versions"][-1]["value"], fam["versions"][-1]["pol"]) != \
               (fam["versions"][-2]["value"], fam["versions"][-2]["pol"]), fam["fid"]
        for a in fam["attached"]:
            assert a["cls"] in ("format_variant", "elaboration", "confirmation"), fam["fid"]
            assert parse_when(a["when"]) > tl, ("attached before last version", fam["fid"])
        for v in fam["versions"]:
            if v["derive"]:
                kind, wd, hhmm = v["derive"]
                d0 = parse_when(v["when"]).date()
                if kind == "tomorrow":
                    d = d0 + dt.timedelta(days=1)
                else:  # first given weekday strictly after the order date (Mon=0)
                    d = d0 + dt.timedelta(days=1)
                    while d.weekday() != wd:
                        d += dt.timedelta(days=1)
                assert v["value"] == "%sT%s" % (d.isoformat(), hhmm), ("relative date", fam["fid"])
    for m in mems:
        if m["label"] in ("format_variant", "elaboration", "confirmation"):
            assert m["fid"] is not None
    # standalone keys never collide with a family key
    fam_keys = {f["key"] for f in FAMILIES}
    for s in STANDALONE:
        assert s["key"] not in fam_keys, ("standalone on a family key", s["key"])
    # no text duplicated
    texts = [m["text"] for m in mems]
    assert len(texts) == len(set(texts)), "duplicated text"
    assert all(t.strip() for t in texts)
    # times
    for m in mems:
        assert m["created"] < cutoff and m["t"] < cutoff
        if m["backfilled"]:
            assert m["observed"] < m["created"], m["id"]
    ss = [mems[i]["created"] for i in sess]
    assert max(ss) - min(ss) < dt.timedelta(hours=1)
    assert len({c.date() for c in ss}) == 1
    # class sizes
    for c in CLASSES:
        assert sum(1 for m in mems if m["label"] == c) == 12, c
    assert len({m["id"] for m in mems}) == len(mems)


def stats_table(mems, pairs, sess):
    fams = FAMILIES
    nv = {}
    for f in fams:
        nv[len(f["versions"])] = nv.get(len(f["versions"]), 0) + 1
    n_value = sum(1 for p in pairs if p["reason"] == "value")
    n_neg = sum(1 for p in pairs if p["reason"] == "negation")
    same = sum(1 for p in pairs if p["repl"]["same"])
    tags = {}
    for f in fams:
        for t in f["tags"]:
            tags[t] = tags.get(t, 0) + 1
    ss = [mems[i]["created"] for i in sess]
    rows = [
        ("memories", len(mems)),
        ("  backfilled (observed_at + import session)", sum(1 for m in mems if m["backfilled"])),
        ("  live (created_at only)", sum(1 for m in mems if not m["backfilled"])),
        ("changing families", len(fams)),
    ]
    for k in sorted(nv):
        rows.append(("  with %d versions" % k, nv[k]))
    rows += [
        ("family versions (unlabelled)", sum(len(f["versions"]) for f in fams)),
        ("true pairs", len(pairs)),
        ("  value", n_value),
        ("  negation", n_neg),
        ("  replacement reworded", len(pairs) - same),
        ("  replacement same line, value swapped", same),
        ("labelled negatives", sum(1 for m in mems if m["label"])),
    ]
    for c in CLASSES:
        rows.append(("  " + c, sum(1 for m in mems if m["label"] == c)))
    for t in ["move_back", "interior_confirmation", "negation", "restart", "names_old", "relative_date",
              "unit_change", "handover_other_subject"]:
        rows.append(("families tagged " + t, tags.get(t, 0)))
    rows.append(("import session span (s)", int((max(ss) - min(ss)).total_seconds())))
    w = max(len(r[0]) for r in rows)
    out = ["%-*s  %s" % (w, "count", "n"), "-" * (w + 6)]
    for name, n in rows:
        out.append("%-*s  %s" % (w, name, n))
    out.append("import session: %s .. %s" % (rfc(min(ss)), rfc(max(ss))))
    return "\n".join(out)


def main(argv):
    if len(argv) > 1 and argv[1:] not in (["--stats"], ["--list"]):
        sys.stderr.write("usage: gen.py [--stats|--list]\n")
        return 2
    mems, pairs, file_order, sess = build()
    if argv[1:] == ["--stats"]:
        print(stats_table(mems, pairs, sess))
        return 0
    if argv[1:] == ["--list"]:
        for m in sorted(mems, key=lambda x: x["id"]):
            print("%s\t%s\t%s\t%s\t%s\t%s\t%s" % (
                m["id"], rfc(m["t"]), m["label"] or "-", fmt_key(m["key"]), m["value"], m["pol"],
                "backfilled" if m["backfilled"] else "live"))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for i in file_order:
            m = mems[i]
            rec = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
            if m["observed"] is not None:
                rec["observed_at"] = rfc(m["observed"])
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for p in sorted(pairs, key=lambda p: (p["expired"]["id"], p["repl"]["id"])):
            fh.write(json.dumps({"expired_id": p["expired"]["id"], "replacement_id": p["repl"]["id"],
                                 "reason": p["reason"]}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            fh.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
