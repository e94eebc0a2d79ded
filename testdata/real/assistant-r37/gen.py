#!/usr/bin/env python3
"""Blind labelled supersession data set, register: an AI assistant's long-term
memories about one user (Juno Harkness) and the people around her.

    python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl here
    python3 gen.py --stats  print counts, write nothing
    python3 gen.py --list   print every memory, write nothing

Everything is held in explicit tables (FAMILIES of versions, STANDALONE
labelled memories).  Truth is computed from the tables (fact key, value key,
polarity, order time), never from the text.  Stdlib only, deterministic.
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 370229
PREFIX = "a37"
LIVE_SHARE = 0.25
SESSION_START = dt.datetime(2026, 11, 22, 9, 12, 7)
CUTOFF = dt.datetime(2026, 12, 1)

# attributes whose every value is its own fact
MULTI_VALUED = {"allergy", "emergency contact", "speaks language", "close friend"}

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def V(date, value, text, pol=True, same=False, t=None, rel=None, tags=()):
    """One version of a changing family.  same=True: the text is the replaced
    memory's record line with the value swapped (not reworded)."""
    return dict(date=date, value=value, text=text, pol=pol, same=same, t=t,
                rel=rel, tags=list(tags))


def A(cls, date, text, t=None):
    """Labelled memory attached to a family (after its last version, same value
    and polarity as that last version)."""
    return dict(cls=cls, date=date, text=text, t=t)


def S(cls, key, value, date, text, pol=True, t=None):
    """Standalone labelled memory."""
    return dict(cls=cls, key=key, value=value, date=date, text=text, pol=pol, t=t)


U = "user"

# ---------------------------------------------------------------------------
# FAMILIES: one fact (subject, attribute, scope) each, versions in time order
# ---------------------------------------------------------------------------
FAMILIES = [
    # ---- work -------------------------------------------------------------
    dict(name="employer", key=(U, "employer", "-"), versions=[
        V("2023-04-03", "lanternfish analytics",
          "User works as a data engineer at Lanternfish Analytics."),
        V("2025-01-13", "corvel & dunne",
          "Juno's first week at Corvel & Dunne. She left Lanternfish just before Christmas and says the new place is far better organised.",
          tags=["names_old_value"]),
    ], attach=[
        A("elaboration", "2025-06-02",
          "User's employer is Corvel & Dunne, the insurance analytics firm in Brackwater; she joined in January 2025 and works on motor pricing data."),
    ]),
    dict(name="manager", key=(U, "manager", "-"), tags=["move_back"], versions=[
        V("2025-01-20", "harriet vosk",
          "User's line manager at Corvel & Dunne is Harriet Vosk."),
        V("2025-07-08", "kwame adjei-tull",
          "Summary carried over from the previous session: Harriet has started parental leave, so Juno reports to Kwame Adjei-Tull until she's back. Also noted in passing: Tobias's manager at Gannet is Greta Lund.",
          tags=["handover_other_subject"]),
        V("2026-04-14", "harriet vosk",
          "Harriet Vosk is back from leave and User reports to her again (Kwame has gone back to the claims team)."),
    ], attach=[
        A("confirmation", "2026-09-21",
          "Harriet remains Juno's manager after the autumn reorg, she confirmed in today's chat."),
    ]),
    dict(name="job title", key=(U, "job title", "-"), versions=[
        V("2025-02-11", "senior data engineer",
          "Job title: Senior Data Engineer, Corvel & Dunne"),
        V("2026-02-02", "lead data engineer",
          "J got promoted!! She's Lead Data Engineer as of this month."),
    ]),
    dict(name="main project", key=(U, "main project", "-"), versions=[
        V("2025-02-11", "kingfisher",
          "Main work project: Kingfisher (claims pipeline migration)."),
        V("2025-08-04", "heron",
          "Kingfisher has shipped; she's moved onto Heron, the pricing model rebuild."),
        V("2026-05-05", "osprey",
          "During the chat on {dow} the user mentioned her main project is now Osprey, the data platform consolidation, and that Heron has been handed to another team."),
    ]),
    dict(name="office", key=("corvel & dunne", "office location", "head office"), versions=[
        V("2025-01-13", "quay street, brackwater",
          "Corvel & Dunne's office is on Quay Street in Brackwater."),
        V("2025-06-09", "sorrel park campus",
          "C&D have moved everyone to the new Sorrel Park campus this month."),
    ]),
    dict(name="commute", key=(U, "commute time", "-"), versions=[
        V("2025-01-20", "45 min",
          "Commute: about 45 minutes each way (train)."),
        V("2025-06-16", "70 min",
          "User's commute is now 1 hr 10 min each way since Corvel moved offices.",
          tags=["unit_change"]),
    ], attach=[
        A("format_variant", "2025-09-29",
          "Door to door it's seventy minutes to Sorrel Park."),
    ]),
    dict(name="wfh fridays", key=(U, "works from home fridays", "-"), versions=[
        V("2025-02-17", "wfh friday",
          "User works from home on Fridays."),
        V("2025-11-03", "wfh friday",
          "Corvel has scrapped Friday WFH for her team, so she's in the office five days now and not happy about it.",
          pol=False),
    ]),
    # ---- home -------------------------------------------------------------
    dict(name="address", key=(U, "home address", "-"), versions=[
        V("2023-05-10", "flat 3, 41 fennick road, ashwick",
          "User lives at Flat 3, 41 Fennick Road, Ashwick."),
        V("2024-09-28", "22 corbel lane, ashwick",
          "I've moved into 22 Corbel Lane, Ashwick AW4 7QT. We finally got the keys on Friday!"),
    ], attach=[
        A("format_variant", "2025-03-03",
          "Home address (for forms): 22 Corbel Ln, Ashwick, AW4 7QT"),
    ]),
    dict(name="landlord", key=(U, "landlord", "-"), versions=[
        V("2023-05-10", "mr garside",
          "Landlord: Mr Garside (lives above the bakery on Fennick Road)."),
        V("2024-10-02", "hollin & pryce",
          "The Corbel Lane house is let through Hollin & Pryce; her contact there is Nadia."),
    ]),
    dict(name="rent", key=(U, "rent", "home"), versions=[
        V("2024-10-02", "1150 gbp/month",
          "Rent: £1,150 pcm"),
        V("2025-08-28", "1200 gbp/month",
          "Landlord's putting the rent up to 1.2k a month from October.",
          tags=["unit_change"]),
    ], attach=[
        A("format_variant", "2025-10-03",
          "Standing order for rent updated: GBP 1200.00 per calendar month to Hollin & Pryce."),
    ]),
    dict(name="broadband", key=(U, "broadband provider", "-"), versions=[
        V("2023-06-01", "skeinlink",
          "Broadband provider: Skeinlink (80 Mbps)."),
        V("2024-10-05", "pylonet",
          "User switched broadband from Skeinlink to Pylonet when she moved house.",
          tags=["names_old_value"]),
        V("2026-05-19", "orbisfibre",
          "Pylonet contract's up, so Juno has gone with Orbisfibre, £28 a month."),
    ], attach=[
        A("elaboration", "2026-07-07",
          "Broadband at Corbel Lane is Orbisfibre full fibre, 500 Mbps down, on an 18-month contract that started in May 2026."),
    ]),
    dict(name="energy", key=(U, "energy supplier", "-"), versions=[
        V("2024-10-04", "ostra energy",
          "Energy supplier at the new house: Ostra Energy (dual fuel)."),
        V("2025-11-11", "brightwell power",
          "Juno moved the gas and electric over from Ostra to Brightwell Power for a cheaper fixed tariff.",
          tags=["names_old_value"]),
    ], attach=[
        A("confirmation", "2026-08-04",
          "Still with Brightwell Power for energy; she decided not to switch again this year."),
    ]),
    dict(name="landline", key=(U, "has landline", "-"), versions=[
        V("2023-06-01", "landline",
          "Home landline: 01632 960418"),
        V("2024-10-05", "landline",
          "No landline at Corbel Lane. Juno decided to go mobile only.", pol=False),
    ], attach=[
        A("confirmation", "2025-12-09",
          "Still no landline, so give her mobile number whenever a form asks for a home phone.",),
    ]),
    dict(name="bin day", key=(U, "bin day", "general waste"), versions=[
        V("2024-10-09", "wednesday",
          "Bin day at Corbel Lane is Wednesday (general waste)."),
        V("2025-03-24", "friday",
          "user: fyi council changed the rubbish collection, it's fridays now"),
    ], attach=[
        A("confirmation", "2025-06-02",
          "General waste still goes out for the Friday collection, the user confirmed."),
    ]),
    dict(name="cleaner", key=(U, "cleaner schedule", "-"), versions=[
        V("2024-10-14", "fortnightly tuesday",
          "Cleaner: Dorota, every other Tuesday"),
        V("2025-04-28", "weekly monday",
          "Cleaner: Dorota, every Monday", same=True),
    ]),
    dict(name="sofa", key=(U, "sofa delivery date", "-"), versions=[
        V("2026-04-20", "2026-05-09",
          "New sofa is being delivered on Saturday 9 May."),
        V("2026-05-04", "2026-05-23",
          "Shop has rescheduled the sofa delivery to 23/05."),
    ]),
    dict(name="grocery", key=(U, "weekly shop", "-"), versions=[
        V("2023-05-29", "halden's, sunday",
          "Does the big weekly shop at Halden's on Sunday mornings."),
        V("2024-11-04", "grocerly delivery, thursday",
          "User now gets the weekly shop delivered by Grocerly on Thursday evenings instead of going in."),
    ]),
    dict(name="bank", key=(U, "main bank", "-"), versions=[
        V("2023-04-24", "thorncastle bank",
          "Current account is with Thorncastle Bank."),
        V("2024-12-30", "kitebank",
          "Juno has moved her current account to Kitebank (got a switching bonus)."),
    ], attach=[
        A("confirmation", "2026-04-27",
          "Main bank remains Kitebank."),
    ]),
    dict(name="car", key=(U, "car", "-"), versions=[
        V("2023-06-20", "tarrow eight estate",
          "Vehicle: Tarrow Eight estate\nColour: grey\nUse: school run and weekend trips"),
        V("2024-12-09", "vexa hatchback",
          "Juno traded the Tarrow in for a small blue Vexa hatchback."),
        V("2026-06-30", "vexa hatchback",
          "User has sold the Vexa and doesn't have a car at the moment.", pol=False),
    ], attach=[
        A("confirmation", "2026-10-02",
          "Still car-free; she's managing fine with the train and the bike."),
    ]),
    dict(name="car insurer", key=(U, "car insurer", "-"), versions=[
        V("2023-06-20", "halyard insurance",
          "Car insurance: Halyard Insurance, renews in June."),
        V("2024-12-10", "copperline",
          "User insured the Vexa with Copperline."),
        V("2025-12-08", "puffin direct",
          "Renewed the car insurance with Puffin Direct instead of Copperline, £90 cheaper.",
          tags=["names_old_value"]),
    ]),
    # ---- devices, accounts, subscriptions ---------------------------------
    dict(name="mobile network", key=(U, "mobile network", "-"), versions=[
        V("2023-08-15", "corvid mobile",
          "Mobile network: Corvid Mobile (SIM only, 30GB)"),
        V("2025-04-22", "lumo",
          "Mobile network: Lumo (SIM only, 100GB)", same=True),
    ]),
    dict(name="phone", key=(U, "phone", "personal"), versions=[
        V("2023-08-15", "nimbus 7",
          "Phone: Nimbus 7 (personal)"),
        V("2025-10-30", "nimbus 9",
          "Phone: Nimbus 9 (personal)", same=True),
    ]),
    dict(name="email", key=(U, "email", "personal"), versions=[
        V("2023-04-17", "jharkness@fernpost.net",
          "Personal email: jharkness@fernpost.net"),
        V("2024-07-08", "juno.h@kitewire.com",
          "User wants everything sent to her new address juno.h@kitewire.com because the Fernpost one is closing down."),
    ]),
    dict(name="plotline", key=(U, "subscribed to plotline", "-"), tags=["stop_restart"], versions=[
        V("2023-11-02", "plotline",
          "Subscription: Plotline\nType: streaming\nCost: £8.99/month"),
        V("2024-06-17", "plotline",
          "User cancelled Plotline; she wasn't watching enough to justify it.", pol=False),
        V("2025-12-01", "plotline",
          "Resubscribed to Plotline for the winter because Otto wants the dragon series.",),
    ]),
    dict(name="reply style", key=(U, "preferred answer style", "-"), versions=[
        V("2023-04-10", "short bullet points",
          "User prefers short bullet-point answers."),
        V("2024-09-16", "fuller explanations with examples",
          "Juno said she'd rather have fuller explanations with examples than bullet lists from now on."),
    ], attach=[
        A("elaboration", "2025-02-03",
          "User prefers fuller explanations with worked examples, especially for SQL and pricing maths, and finds one-line answers unhelpful."),
    ]),
    # ---- health and diet --------------------------------------------------
    dict(name="dentist", key=(U, "dentist", "-"), tags=["interior_confirmation"], versions=[
        V("2023-09-12", "dr aveline tusk",
          "User's dentist is Dr Aveline Tusk at Larchway Dental."),
        V("2024-11-05", "dr aveline tusk",
          "Check-up with Dr Tusk went fine; she's still seeing her at Larchway.",
          tags=["interior_confirmation"]),
        V("2025-08-19", "dr osric fenwright",
          "Actually the dentist is Dr Fenwright now, not Dr Tusk. Tusk retired over the summer.",
          tags=["names_old_value"]),
    ], attach=[
        A("confirmation", "2026-02-24",
          "User saw Dr Fenwright again for a filling; he remains her dentist at Larchway."),
    ]),
    dict(name="dentist appointment", key=(U, "dentist appointment", "-"), versions=[
        V("2026-03-02", "2026-03-12",
          "Appointment: dentist\nWhen: Thu 12 March 2026, 08:40\nWhere: Larchway Dental"),
        V("2026-03-05", "2026-03-10",
          "Larchway rang and moved the dentist appointment to next Tuesday, same time.",
          rel=("next", "Tuesday"), tags=["relative_date"]),
    ], attach=[
        A("format_variant", "2026-03-07",
          "Reminder set: dentist 10/03/2026 at 8.40am."),
    ]),
    dict(name="gp", key=(U, "gp", "-"), versions=[
        V("2023-09-18", "dr haskins",
          "GP: Dr Haskins, Brindle Street Surgery"),
        V("2025-01-06", "dr imelda roan",
          "Her named GP is now Dr Imelda Roan, because Dr Haskins has left Brindle Street."),
    ], attach=[
        A("elaboration", "2025-08-11",
          "User's GP is Dr Imelda Roan at Brindle Street Surgery; she prefers the Tuesday-morning phone appointments with her."),
    ]),
    dict(name="pharmacy", key=(U, "pharmacy", "-"), versions=[
        V("2024-02-05", "coldharbour pharmacy",
          "Prescriptions are collected from Coldharbour Pharmacy."),
        V("2025-10-20", "sellick's chemist",
          "She's moved her repeat prescriptions to Sellick's Chemist near the station."),
    ]),
    dict(name="propranolol", key=(U, "propranolol dose", "-"), versions=[
        V("2024-02-05", "10 mg as needed",
          "Medication: propranolol\nDose: 10 mg\nFrequency: as needed (presentation nerves)"),
        V("2025-10-06", "40 mg daily",
          "GP has increased her propranolol to 40mg a day."),
    ], attach=[
        A("format_variant", "2026-01-20",
          "Repeat prescription: propranolol 40 mg tabs, 1 od."),
    ]),
    dict(name="loratadine", key=(U, "takes loratadine", "-"), tags=["stop_restart"], versions=[
        V("2024-04-10", "loratadine",
          "Meds: loratadine 10 mg daily (hay fever)"),
        V("2024-09-23", "loratadine",
          "She's stopped the loratadine for the winter.", pol=False),
        V("2025-04-02", "loratadine",
          "Hay fever's back, so User has restarted the loratadine, one 10mg tablet a day."),
    ], attach=[
        A("confirmation", "2025-07-14",
          "Still taking loratadine every day through the summer."),
    ]),
    dict(name="counselling", key=(U, "counselling frequency", "-"), versions=[
        V("2024-02-12", "fortnightly",
          "Counselling: Ruth, fortnightly"),
        V("2025-01-20", "monthly",
          "Counselling: Ruth, monthly", same=True),
    ]),
    dict(name="coffee", key=(U, "drinks coffee", "-"), tags=["stop_restart"], versions=[
        V("2023-07-03", "coffee",
          "User drinks two flat whites a day."),
        V("2024-01-08", "coffee",
          "Juno has given up coffee for the new year; she says caffeine was wrecking her sleep.", pol=False),
        V("2024-05-21", "coffee",
          "She's back on coffee: one flat white in the mornings."),
        V("2025-09-02", "coffee",
          "Off caffeine again on the GP's advice (palpitations). Decaf only from now on.", pol=False),
    ], attach=[
        A("confirmation", "2026-01-15",
          "Still not drinking caffeinated coffee; asked for a decent decaf place in Brackwater."),
    ]),
    dict(name="vegetarian", key=(U, "vegetarian", "-"), tags=["stop_restart"], versions=[
        V("2023-05-22", "vegetarian",
          "User is vegetarian."),
        V("2024-08-14", "vegetarian",
          "I'm eating fish again, so I'm not really vegetarian any more.", pol=False),
        V("2025-03-30", "vegetarian",
          "Juno's gone fully veggie again, no fish since March."),
    ], attach=[
        A("confirmation", "2026-10-11",
          "Confirmed again that she's vegetarian; wants meat-free ideas for the Christmas menu."),
    ]),
    dict(name="milk", key=(U, "preferred milk", "-"), tags=["move_back"], versions=[
        V("2023-05-22", "oat",
          "User prefers oat milk."),
        V("2024-02-27", "soy",
          "Preference update: soy milk rather than oat."),
        V("2024-12-03", "oat",
          "She's gone back to oat; the soy was upsetting her stomach."),
    ]),
    dict(name="favourite restaurant", key=(U, "favourite restaurant", "-"), versions=[
        V("2023-12-04", "saffron alley",
          "Favourite restaurant: Saffron Alley on Ashwick high street."),
        V("2025-06-30", "little morrow",
          "New favourite place to eat is Little Morrow; she's been three times this month."),
    ]),
    # ---- fitness and hobbies ---------------------------------------------
    dict(name="pb", key=(U, "half marathon pb", "-"), versions=[
        V("2024-04-14", "2:05:40",
          "Half marathon PB: 2:05:40 (first ever half)"),
        V("2024-10-06", "1:58:12",
          "Half marathon PB: 1:58:12", same=True),
        V("2025-04-13", "1:54:30",
          "She knocked her half time down to 1h54m30s at the Tilbeck Half."),
        V("2025-10-05", "1:51:05",
          "New PB!! 1:51:05 for the half, J is buzzing."),
        V("2026-05-17", "1:49:47",
          "User ran the Elsmoor Half today in 1:49:47, a new best by over a minute."),
    ], attach=[
        A("format_variant", "2026-06-01",
          "Best half marathon time is 109 min 47 s."),
    ]),
    dict(name="target race", key=(U, "target race", "spring 2026"), versions=[
        V("2025-11-17", "brackwater half",
          "Target race: Brackwater Half, 12 April 2026"),
        V("2026-01-05", "elsmoor half",
          "Switched her spring target race to the Elsmoor Half in May, because the Brackwater date clashes with Ewan's wedding.",
          tags=["names_old_value"]),
    ]),
    dict(name="weekly distance", key=(U, "weekly running distance", "-"), versions=[
        V("2024-06-03", "20 km",
          "User runs about 20 km a week."),
        V("2025-02-10", "30 km",
          "Up to 30k a week now, building for the spring half."),
    ]),
    dict(name="running shoes", key=(U, "running shoes", "-"), versions=[
        V("2024-03-25", "talon glide 4",
          "Running shoes: Talon Glide 4"),
        V("2025-05-19", "talon glide 6",
          "Running shoes: Talon Glide 6", same=True),
    ]),
    dict(name="saturday swim", key=(U, "swim time", "saturday"), versions=[
        V("2023-10-14", "08:00",
          "Saturday swim: 08:00, Ashwick Lido"),
        V("2024-06-08", "07:15",
          "Saturday swim: 07:15, Ashwick Lido", same=True),
        V("2025-07-19", "09:30",
          "Swims on Saturdays at 9.30 now that Otto comes along."),
    ], attach=[
        A("format_variant", "2025-11-08",
          "Saturday swim slot: half nine at the lido."),
    ]),
    dict(name="pottery", key=(U, "pottery class day", "term time"), versions=[
        V("2024-09-19", "thursday",
          "Pottery class: Thursday evenings at Kilnhouse Studio"),
        V("2025-09-11", "monday",
          "Pottery class: Monday evenings at Kilnhouse Studio", same=True),
    ], attach=[
        A("elaboration", "2025-10-13",
          "User's pottery class is on Monday evenings at Kilnhouse Studio, 7 to 9pm, wheel-throwing for improvers."),
    ]),
    dict(name="portuguese", key=(U, "portuguese level", "-"), versions=[
        V("2024-01-08", "a1",
          "Learning Portuguese, roughly A1 level so far."),
        V("2025-09-22", "a2",
          "Passed the A2 Portuguese exam at her evening class!"),
    ]),
    dict(name="alarm", key=(U, "alarm time", "weekdays"), versions=[
        V("2024-01-29", "06:15",
          "Weekday alarm: 06:15"),
        V("2025-06-23", "05:50",
          "Weekday alarm: 05:50", same=True),
    ]),
    dict(name="current book", key=(U, "currently reading", "-"), versions=[
        V("2024-03-04", "the quiet cartographer",
          "Currently reading: The Quiet Cartographer"),
        V("2024-05-13", "salt and sorrow",
          "Currently reading: Salt and Sorrow", same=True),
        V("2024-08-26", "a field guide to leaving",
          "She's on A Field Guide to Leaving at the moment (book club pick)."),
        V("2024-11-11", "the ninth lighthouse",
          "User is reading The Ninth Lighthouse."),
    ], attach=[
        A("elaboration", "2024-11-25",
          "Juno is halfway through The Ninth Lighthouse, the new Oriel Stavanger novel, reading it on her e-reader on the train."),
    ]),
    dict(name="book club day", key=("overdue readers", "meeting day", "-"), versions=[
        V("2024-01-15", "first monday",
          "Book club (Overdue Readers): first Monday of the month"),
        V("2024-09-10", "second tuesday",
          "Book club (Overdue Readers): second Tuesday of the month", same=True),
        V("2025-05-06", "last thursday",
          "The Overdue Readers meet on the last Thursday of the month now, at Ola's."),
    ]),
    dict(name="summer trip", key=(U, "summer holiday", "2026"), versions=[
        V("2025-11-24", "velmar coast",
          "Summer 2026 plan: three weeks on the Velmar coast in August."),
        V("2026-01-19", "brackwater forest camping",
          "Changed plans: camping in Brackwater Forest this summer rather than going abroad."),
        V("2026-03-09", "isle of carrick",
          "Final answer on the summer holiday: ferry to the Isle of Carrick."),
    ], attach=[
        A("elaboration", "2026-05-26",
          "Summer holiday is on the Isle of Carrick, 8 to 15 August 2026, in a cottage near the ferry port, with Tobias and Otto."),
    ]),
    # ---- partner ----------------------------------------------------------
    dict(name="tobias employer", key=("tobias", "employer", "-"), tags=["interior_confirmation"], versions=[
        V("2023-06-14", "gannet marine",
          "Tobias (User's partner) works at Gannet Marine."),
        V("2024-11-20", "gannet marine",
          "Tobi's still at Gannet; the restructure didn't touch his team.",
          tags=["interior_confirmation"]),
        V("2025-09-15", "wexcombe council",
          "T has left Gannet Marine and started at Wexcombe Council."),
    ], attach=[
        A("elaboration", "2026-01-08",
          "Tobias Lindqvist-Amadi works for Wexcombe Council as a drainage engineer in the highways team, since September 2025."),
    ]),
    dict(name="tobias shifts", key=("tobias", "shift pattern", "-"), versions=[
        V("2023-06-14", "nights",
          "Tobias works nights, Monday to Thursday."),
        V("2024-04-15", "days",
          "Tobi has switched to day shifts; nights were wearing him out."),
    ]),
    # ---- son --------------------------------------------------------------
    dict(name="otto teacher", key=("otto", "class teacher", "-"), versions=[
        V("2023-09-06", "mrs pettifer",
          "Otto's class teacher (Year 2) is Mrs Pettifer."),
        V("2024-09-05", "mr rowlands",
          "New school year, so Otto has Mr Rowlands for Year 3."),
        V("2025-09-04", "ms adebayo-crane",
          "User's son has Ms Adebayo-Crane as his teacher this year and already loves her."),
    ], attach=[
        A("elaboration", "2025-11-17",
          "Otto's class teacher is Ms Adebayo-Crane, Year 4 at St Aldric's, who also runs the school chess club."),
    ]),
    dict(name="parents evening", key=("otto", "parents' evening date", "autumn 2025"), versions=[
        V("2025-10-06", "2025-10-15",
          "Otto's parents' evening is on Wednesday 15 October at 17:30."),
        V("2025-10-13", "2025-10-14",
          "St Aldric's emailed: parents' evening is now tomorrow, 16:50 slot with the class teacher.",
          rel=("tomorrow",), tags=["relative_date"]),
    ]),
    dict(name="football day", key=("otto", "football training day", "term time"), tags=["move_back"], versions=[
        V("2024-09-03", "tuesday",
          "Otto's football training (Ashwick Colts) is on Tuesdays, 5 to 6pm."),
        V("2025-01-14", "thursday",
          "The Colts have moved training to Thursdays this term."),
        V("2025-04-22", "tuesday",
          "O's football night is back to Tuesday from the summer term."),
    ]),
    dict(name="piano", key=("otto", "piano lessons", "-"), versions=[
        V("2024-09-09", "piano",
          "Otto has piano lessons with Mrs Quayle on Wednesdays after school."),
        V("2025-06-25", "piano",
          "The kid has stopped piano (he wasn't enjoying it), so no more Wednesday lessons.", pol=False),
    ]),
    dict(name="after school", key=("otto", "after-school care", "-"), versions=[
        V("2024-09-09", "paula renshaw, childminder",
          "Otto goes to Paula Renshaw, the childminder, after school on Mondays and Tuesdays."),
        V("2025-09-08", "st aldric's after-school club",
          "Instead of Paula, Otto now goes to the after-school club at St Aldric's."),
    ]),
    dict(name="otto bedtime", key=("otto", "bedtime", "school nights"), versions=[
        V("2024-01-22", "19:30",
          "Otto's bedtime on school nights is 7.30pm."),
        V("2025-02-03", "20:00",
          "user: moved O's bedtime to 8 on school nights, he was fighting 7.30 every night"),
        V("2026-01-12", "20:15",
          "Otto bedtime (school nights): 20:15"),
    ], attach=[
        A("format_variant", "2026-04-20",
          "Otto goes to bed at quarter past eight on school nights."),
    ]),
    dict(name="otto shoe", key=("otto", "shoe size", "-"), versions=[
        V("2023-08-28", "uk 11",
          "Otto's shoe size: UK 11"),
        V("2024-03-18", "uk 12",
          "Otto's shoe size: UK 12", same=True),
        V("2024-10-21", "uk 13",
          "Otto's feet have grown again, he's a 13 now."),
        V("2025-08-26", "uk 1",
          "Bought the boy school shoes in a kids' UK 1; he's gone up from 13."),
    ], attach=[
        A("format_variant", "2025-10-14",
          "Otto takes a size 1 shoe (EU 33)."),
    ]),
    dict(name="otto swimming", key=("otto", "swimming stage", "-"), versions=[
        V("2024-05-07", "stage 3",
          "Otto swimming: Stage 3"),
        V("2024-12-02", "stage 4",
          "Otto swimming: Stage 4", same=True),
    ]),
    dict(name="otto book band", key=("otto", "reading book band", "-"), versions=[
        V("2024-01-15", "purple",
          "Otto's reading book band: purple"),
        V("2024-06-24", "gold",
          "Otto's reading book band: gold", same=True),
    ]),
    dict(name="otto dinosaur", key=("otto", "favourite dinosaur", "-"), versions=[
        V("2023-11-13", "stegosaurus",
          "Otto's favourite dinosaur is the stegosaurus."),
        V("2024-07-22", "ankylosaurus",
          "The little one is over stegosaurs; it's all ankylosaurus now."),
    ]),
    # ---- family -----------------------------------------------------------
    dict(name="daisy lives", key=("daisy", "lives in", "-"), tags=["move_back"], versions=[
        V("2023-07-19", "kestrel bay",
          "User's sister Daisy lives in Kestrel Bay."),
        V("2024-03-11", "port saltry",
          "Handover note from last chat: Marguerite (Daisy) has moved to Port Saltry for the hospital job. Ewan is still in Cray Dunmore.",
          tags=["handover_other_subject"]),
        V("2025-10-20", "kestrel bay",
          "My sister's moved back to Kestrel Bay. Port Saltry didn't work out for her."),
    ], attach=[
        A("elaboration", "2026-01-26",
          "Daisy lives in Kestrel Bay again, renting a flat on Harbour Row close to her old place."),
    ]),
    dict(name="daisy job", key=("daisy", "job", "-"), versions=[
        V("2023-07-19", "staff nurse",
          "Person: Daisy Harkness\nRelation: sister\nJob: staff nurse, cardiac ward"),
        V("2025-02-24", "ward sister",
          "Person: Daisy Harkness\nRelation: sister\nJob: ward sister, cardiac ward", same=True),
    ]),
    dict(name="ewan job", key=("ewan", "job", "-"), versions=[
        V("2023-11-20", "sound engineer",
          "User's brother Ewan is a sound engineer at a theatre in Cray Dunmore."),
        V("2025-03-17", "plumber",
          "Ewan has retrained and is working as a plumber now."),
    ]),
    dict(name="mum lives", key=("rosalind", "lives in", "-"), tags=["interior_confirmation"], versions=[
        V("2023-06-08", "hollowmere",
          "User's mum, Rosalind, lives in Hollowmere."),
        V("2024-07-30", "hollowmere",
          "During the chat on {dow} the user mentioned that Ros is still in the Hollowmere cottage and that she visited her at the weekend.",
          tags=["interior_confirmation"]),
        V("2025-05-12", "tilbeck",
          "Mum has sold the cottage and moved into a ground-floor flat in Tilbeck."),
    ], attach=[
        A("confirmation", "2026-06-08",
          "Rosalind remains in Tilbeck and has settled in well."),
    ]),
    dict(name="mum phone", key=("rosalind", "mobile number", "-"), versions=[
        V("2023-06-08", "07700900123",
          "Contact: Rosalind Harkness\nRelation: mother\nMobile: 07700 900123"),
        V("2025-05-14", "07700900876",
          "Contact: Rosalind Harkness\nRelation: mother\nMobile: 07700 900876", same=True),
    ], attach=[
        A("format_variant", "2025-07-01",
          "Ros's number is +44 7700 900876."),
    ]),
    # ---- friends ----------------------------------------------------------
    dict(name="faisal lives", key=("faisal", "lives in", "-"), versions=[
        V("2023-10-09", "brackwater",
          "Faisal Quennell (friend from uni) lives in Brackwater."),
        V("2024-12-16", "elsmoor",
          "Fez has moved out to Elsmoor with his girlfriend."),
        V("2026-03-23", "wexcombe",
          "Faisal's new place is in Wexcombe; Juno wants to visit in the spring."),
    ], attach=[
        A("elaboration", "2026-08-17",
          "Faisal lives in Wexcombe now, in a terraced house by the canal that he's renovating himself."),
    ]),
    dict(name="faisal job", key=("faisal", "employer", "-"), versions=[
        V("2023-10-09", "quarry digital",
          "Fez works at Quarry Digital as a UX lead."),
        V("2025-09-08", "self-employed",
          "Faisal has gone freelance; he left Quarry Digital in August."),
    ]),
    dict(name="ola lives", key=("ola", "lives in", "-"), versions=[
        V("2024-02-19", "brackwater",
          "Ola Brennick lives in Brackwater."),
        V("2025-08-25", "hollowmere",
          "Ola's moved to Hollowmere, funnily enough near where User's mum used to live."),
    ], attach=[
        A("confirmation", "2026-07-20",
          "Ola is still living in Hollowmere."),
    ]),
    dict(name="bettina due", key=("bettina", "due date", "-"), versions=[
        V("2025-08-11", "2026-03-03",
          "Bettina's baby is due 3 March 2026."),
        V("2025-10-27", "2026-02-24",
          "After the scan Betts's due date has moved forward to 24 Feb."),
    ], attach=[
        A("format_variant", "2025-12-15",
          "Bettina Soames, EDD 2026-02-24."),
    ]),
    # ---- pets -------------------------------------------------------------
    dict(name="biscuit food", key=("biscuit", "food", "-"), versions=[
        V("2023-09-25", "harvest paw kibble",
          "Biscuit (the spaniel) eats Harvest Paw kibble."),
        V("2025-01-27", "northfield fresh",
          "Switched the dog onto Northfield Fresh food; the vet suggested it for his skin."),
    ], attach=[
        A("elaboration", "2025-04-07",
          "Biscuit is on Northfield Fresh, the salmon recipe, 250 g a day split into two meals."),
    ]),
    dict(name="biscuit vet", key=("biscuit", "vet", "-"), versions=[
        V("2023-10-02", "greywether vets",
          "Pet: Biscuit\nSpecies: dog (cocker spaniel)\nVet: Greywether Vets"),
        V("2024-10-28", "bramble vet clinic",
          "Pet: Biscuit\nSpecies: dog (cocker spaniel)\nVet: Bramble Vet Clinic", same=True),
    ]),
    dict(name="pem dose", key=("pemberton", "methimazole dose", "-"), versions=[
        V("2025-03-03", "2.5 mg twice daily",
          "Pet: Pemberton (cat)\nMedication: methimazole\nDose: 2.5 mg twice daily"),
        V("2025-07-28", "5 mg twice daily",
          "Pet: Pemberton (cat)\nMedication: methimazole\nDose: 5 mg twice daily", same=True),
    ]),
    # ---- documents --------------------------------------------------------
    dict(name="passport", key=(U, "passport expiry", "-"), versions=[
        V("2023-05-15", "2026-03",
          "Passport expires March 2026."),
        V("2025-12-15", "2035-12-11",
          "Her new passport has arrived, valid until 11/12/2035."),
    ], attach=[
        A("format_variant", "2026-02-09",
          "Passport expiry: 2035-12-11"),
    ]),
]

# ---------------------------------------------------------------------------
# STANDALONE labelled negatives (never in any pair)
# ---------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: each value is its own fact
    S("multi_valued", (U, "allergy", "-"), "penicillin", "2023-04-24",
      "User is allergic to penicillin."),
    S("multi_valued", (U, "allergy", "-"), "kiwi", "2024-06-10",
      "Also allergic to kiwi fruit; found out the hard way at Daisy's barbecue."),
    S("multi_valued", (U, "allergy", "-"), "latex", "2025-11-17",
      "Another allergy to note: latex (plasters bring her out in a rash)."),
    S("multi_valued", (U, "emergency contact", "-"), "tobias", "2023-05-01",
      "Emergency contact: Tobias Lindqvist-Amadi (partner), 07700 900314."),
    S("multi_valued", (U, "emergency contact", "-"), "daisy", "2024-03-25",
      "Added Daisy as a second emergency contact."),
    S("multi_valued", (U, "emergency contact", "-"), "faisal", "2025-09-29",
      "Faisal is on her emergency contact list now too."),
    S("multi_valued", (U, "speaks language", "-"), "french", "2023-04-10",
      "User speaks fluent French."),
    S("multi_valued", (U, "speaks language", "-"), "german", "2024-04-29",
      "She also speaks some German, enough to get by."),
    S("multi_valued", (U, "speaks language", "-"), "welsh", "2025-06-09",
      "Another language: she's conversational in Welsh from school."),
    S("multi_valued", ("otto", "close friend", "-"), "ravi", "2024-02-05",
      "Otto's best mate at school is Ravi."),
    S("multi_valued", ("otto", "close friend", "-"), "maisie crole", "2024-10-07",
      "Another of Otto's close friends: Maisie Crole from his class."),
    S("multi_valued", ("otto", "close friend", "-"), "teddy", "2025-05-27",
      "Otto's really close with Teddy from football now as well."),
    # scope_disjoint: same subject + attribute as a family, another scope
    S("scope_disjoint", ("otto", "football training day", "summer holidays"), "monday", "2025-07-28",
      "The Colts summer camp in August runs on Monday mornings."),
    S("scope_disjoint", (U, "bin day", "recycling"), "thursday", "2024-10-16",
      "Recycling is collected on Thursdays, alternate weeks."),
    S("scope_disjoint", (U, "swim time", "sunday"), "10:00", "2024-09-01",
      "On Sundays she does a longer swim at 10:00."),
    S("scope_disjoint", ("otto", "bedtime", "weekends"), "21:00", "2025-03-31",
      "At weekends Otto's allowed to stay up until 9pm."),
    S("scope_disjoint", (U, "alarm time", "saturday"), "07:30", "2025-08-18",
      "Saturday alarm: 07:30"),
    S("scope_disjoint", (U, "pottery class day", "summer intensive"), "saturday", "2025-06-16",
      "The Kilnhouse summer intensive is on Saturday mornings in July, and she's booked on."),
    S("scope_disjoint", (U, "commute time", "client site"), "20 min", "2025-10-20",
      "When she works from the Brackwater client site the commute is only 20 minutes."),
    S("scope_disjoint", (U, "rent", "garage"), "65 gbp/month", "2025-04-14",
      "She also rents a lock-up garage on Teal Street for £65 a month."),
    S("scope_disjoint", (U, "phone", "work"), "nimbus 6", "2025-02-24",
      "Work phone is a Corvel-issued Nimbus 6."),
    S("scope_disjoint", (U, "email", "work"), "juno.harkness@corvel-dunne.co.uk", "2025-01-27",
      "Work email: juno.harkness@corvel-dunne.co.uk"),
    S("scope_disjoint", (U, "target race", "autumn 2026"), "tilbeck 10k", "2026-06-15",
      "Autumn target race is the Tilbeck 10k in October."),
    S("scope_disjoint", ("corvel & dunne", "office location", "tilbeck branch"), "mercer row, tilbeck", "2025-11-24",
      "Corvel also has a small branch office on Mercer Row in Tilbeck."),
    # different_subject: same attribute, another subject
    S("different_subject", ("tobias", "dentist", "-"), "dr osric fenwright", "2025-11-03",
      "Tobias sees Dr Fenwright at Larchway as well."),
    S("different_subject", ("ewan", "broadband provider", "-"), "skeinlink", "2024-05-20",
      "Ewan's broadband is Skeinlink and he hates it."),
    S("different_subject", ("daisy", "vegetarian", "-"), "vegetarian", "2024-08-19",
      "Daisy is vegetarian."),
    S("different_subject", ("bettina", "employer", "-"), "lanternfish analytics", "2024-01-29",
      "Bettina works at Lanternfish Analytics; that's how she and Juno met."),
    S("different_subject", ("ola", "car", "-"), "vexa hatchback", "2025-05-05",
      "Ola drives a blue Vexa hatchback."),
    S("different_subject", ("rosalind", "energy supplier", "-"), "ostra energy", "2025-12-01",
      "Mum's energy supplier is Ostra Energy."),
    S("different_subject", ("ravi", "football training day", "-"), "thursday", "2025-02-10",
      "Otto's friend Ravi has his football on Thursdays too."),
    S("different_subject", ("tobias", "preferred milk", "-"), "soy", "2024-06-24",
      "Tobias takes soy milk in his tea."),
    S("different_subject", ("bettina", "lives in", "-"), "port saltry", "2024-11-25",
      "Bettina lives in Port Saltry."),
    S("different_subject", ("daisy", "phone", "-"), "nimbus 7", "2025-11-10",
      "Daisy's phone is a Nimbus 7."),
    S("different_subject", ("ewan", "landlord", "-"), "hollin & pryce", "2025-04-07",
      "Ewan's landlord is Hollin & Pryce too."),
    S("different_subject", ("tobias", "commute time", "-"), "45 min", "2025-09-22",
      "Tobias's commute is about 45 minutes now he's at the council."),
    # static: facts that do not change (some stated twice, other formats)
    S("static", (U, "date of birth", "-"), "1990-02-09", "2023-04-10",
      "User was born on 9 February 1990."),
    S("static", (U, "date of birth", "-"), "1990-02-09", "2024-11-18",
      "DOB 09/02/1990 (from the passport form)."),
    S("static", (U, "national insurance number", "-"), "jt482190b", "2023-05-15",
      "User's National Insurance number is JT 48 21 90 B."),
    S("static", (U, "national insurance number", "-"), "jt482190b", "2025-12-15",
      "NI no. JT482190B"),
    S("static", ("tobias", "birthday", "-"), "11-03", "2023-10-23",
      "Person: Tobias Lindqvist-Amadi\nRelation: partner\nBirthday: 3 November"),
    S("static", ("tobias", "birthday", "-"), "11-03", "2025-10-27",
      "Tobi's bday = 3rd Nov, remind her a week before."),
    S("static", (U, "blood group", "-"), "o negative", "2024-02-12",
      "User's blood group is O negative."),
    S("static", (U, "blood group", "-"), "o negative", "2025-08-04",
      "Blood type: O−"),
    S("static", (U, "height", "-"), "170 cm", "2023-09-18",
      "User is 170 cm tall."),
    S("static", (U, "height", "-"), "170 cm", "2025-01-06",
      "Height: 5 ft 7 in"),
    S("static", ("corvel & dunne", "founded", "-"), "1987", "2025-01-20",
      "Corvel & Dunne was founded in 1987."),
    S("static", ("biscuit", "microchip number", "-"), "977200004415623", "2023-10-02",
      "Biscuit's microchip number: 977200004415623"),
    # membership: additive group membership
    S("membership", (U, "member of ashwick harriers", "-"), "member", "2024-03-11",
      "User joined the Ashwick Harriers running club."),
    S("membership", ("tobias", "member of corbel lane residents' committee", "-"), "member", "2025-02-17",
      "Tobias is on the Corbel Lane residents' committee."),
    S("membership", (U, "member of overdue readers", "-"), "member", "2024-01-22",
      "Juno's part of a book club called the Overdue Readers."),
    S("membership", ("otto", "member of 1st ashwick beavers", "-"), "member", "2024-09-16",
      "Otto joined the Beavers (1st Ashwick)."),
    S("membership", (U, "member of corvel data guild", "-"), "member", "2025-04-28",
      "User's been added to the Corvel data guild."),
    S("membership", ("daisy", "member of kestrel bay sea swimmers", "-"), "member", "2026-02-16",
      "Daisy has joined the Kestrel Bay sea swimming group."),
    S("membership", (U, "member of st aldric's pta", "-"), "member", "2025-09-15",
      "User is on the St Aldric's PTA now."),
    S("membership", ("rosalind", "member of tilbeck u3a", "-"), "member", "2025-07-07",
      "Mum joined the Tilbeck U3A."),
    S("membership", ("ola", "member of harriers committee", "-"), "member", "2025-03-17",
      "Ola's on the Harriers committee."),
    S("membership", (U, "member of ashwick cocars", "-"), "member", "2026-07-13",
      "User joined Ashwick CoCars, the local car club."),
    S("membership", ("otto", "member of school choir", "-"), "member", "2025-11-24",
      "Otto's in the school choir this year."),
    S("membership", ("tobias", "member of ironbark gym", "-"), "member", "2026-01-05",
      "Tobias joined Ironbark Gym for the new year."),
    # equal_time: two conflicting records of one key at one order time
    S("equal_time", ("otto", "school trip deposit", "-"), "15 gbp", "2025-04-01",
      "Otto's school trip deposit: £15", t="10:12:00"),
    S("equal_time", ("otto", "school trip deposit", "-"), "25 gbp", "2025-04-01",
      "School trip deposit for Otto is £25.", t="10:12:00"),
    S("equal_time", ("tobias", "shoe size", "-"), "uk 10", "2024-12-18",
      "Tobias's shoe size is 10.", t="19:40:00"),
    S("equal_time", ("tobias", "shoe size", "-"), "uk 11", "2024-12-18",
      "Tobi takes a size 11 shoe.", t="19:40:00"),
    S("equal_time", ("daisy", "flight arrival time", "-"), "14:05", "2025-12-20",
      "Daisy's flight lands at 14:05.", t="08:05:00"),
    S("equal_time", ("daisy", "flight arrival time", "-"), "16:05", "2025-12-20",
      "Daisy lands at 4.05pm.", t="08:05:00"),
    S("equal_time", ("ewan", "flat number", "-"), "14", "2026-02-02",
      "Ewan's new flat is number 14.", t="21:30:00"),
    S("equal_time", ("ewan", "flat number", "-"), "41", "2026-02-02",
      "Ewan's flat: no. 41", t="21:30:00"),
    S("equal_time", ("overdue readers", "next book", "-"), "the lantern orchard", "2025-06-10",
      "Book club's next pick: The Lantern Orchard.", t="20:00:00"),
    S("equal_time", ("overdue readers", "next book", "-"), "saltmarsh hours", "2025-06-10",
      "Next book club read is Saltmarsh Hours.", t="20:00:00"),
    S("equal_time", ("rosalind", "eye clinic appointment time", "-"), "10:20", "2026-03-16",
      "Rosalind's eye clinic appointment is at 10:20.", t="11:00:00"),
    S("equal_time", ("rosalind", "eye clinic appointment time", "-"), "11:20", "2026-03-16",
      "Mum's eye appointment: 11:20", t="11:00:00"),
    # unrelated: chatter stating no contested fact
    S("unrelated", ("chatter", "-", "dhal"), "-", "2023-06-26",
      "User asked for a lentil dhal recipe that Otto might actually eat."),
    S("unrelated", ("chatter", "-", "leaving card"), "-", "2023-12-18",
      "Helped the user write a leaving-card message for a colleague."),
    S("unrelated", ("chatter", "-", "kettle"), "-", "2024-04-22",
      "User asked how to descale a kettle."),
    S("unrelated", ("chatter", "-", "tides"), "-", "2024-07-15",
      "User was curious how tides work after a walk on the beach."),
    S("unrelated", ("chatter", "-", "rain"), "-", "2024-10-21",
      "Chatted about the rain; the user said the garden is a swamp."),
    S("unrelated", ("chatter", "-", "stretching"), "-", "2025-01-27",
      "User asked for a ten-minute stretching routine."),
    S("unrelated", ("chatter", "-", "league names"), "-", "2025-04-14",
      "Brainstormed names for the office fantasy football league."),
    S("unrelated", ("chatter", "-", "offside"), "-", "2025-07-21",
      "User wanted the offside rule explained simply so she could tell Otto."),
    S("unrelated", ("chatter", "-", "tired"), "-", "2025-10-27",
      "User said she's knackered after a long week."),
    S("unrelated", ("chatter", "-", "hallway"), "-", "2026-01-26",
      "Talked through whether to repaint the hallway; no decision yet."),
    S("unrelated", ("chatter", "-", "parcel"), "-", "2026-04-06",
      "User asked for help wording a complaint about a late parcel."),
    S("unrelated", ("chatter", "-", "bees"), "-", "2026-08-24",
      "Quick chat about a podcast episode on bees; she found it fascinating."),
]

NEG_CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration",
               "confirmation", "different_subject", "static", "membership",
               "equal_time", "unrelated"]


# ---------------------------------------------------------------------------
def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def relative_date(order, rel):
    d = order.date()
    if rel[0] == "tomorrow":
        return (d + dt.timedelta(days=1)).isoformat()
    if rel[0] == "next":
        want = WEEKDAYS.index(rel[1])
        n = d + dt.timedelta(days=1)
        while n.weekday() != want:
            n += dt.timedelta(days=1)
        return n.isoformat()
    raise ValueError(rel)


def group_key(key, value):
    s, a, sc = key
    if a in MULTI_VALUED:
        return (s, a, sc, value)
    return (s, a, sc)


def build():
    rng = random.Random(SEED)
    mems = []

    def order_time(date, t):
        d = dt.date.fromisoformat(date)
        if t is None:
            h, m, s = rng.randint(7, 22), rng.randint(0, 59), rng.randint(0, 59)
        else:
            h, m, s = (int(x) for x in t.split(":"))
        return dt.datetime(d.year, d.month, d.day, h, m, s)

    for fi, fam in enumerate(FAMILIES):
        n = len(fam["versions"])
        for vi, v in enumerate(fam["versions"]):
            ot = order_time(v["date"], v["t"])
            mems.append(dict(fam=fi, ver=vi, nver=n, label=None, key=fam["key"],
                             value=v["value"], pol=v["pol"], order=ot, text=v["text"],
                             same=v["same"], rel=v["rel"], tags=list(v["tags"])))
        last = fam["versions"][-1]
        for a in fam.get("attach", []):
            ot = order_time(a["date"], a["t"])
            mems.append(dict(fam=fi, ver=None, nver=n, label=a["cls"], key=fam["key"],
                             value=last["value"], pol=last["pol"], order=ot, text=a["text"],
                             same=False, rel=None, tags=[]))
    for s in STANDALONE:
        ot = order_time(s["date"], s["t"])
        mems.append(dict(fam=None, ver=None, nver=0, label=s["cls"], key=s["key"],
                         value=s["value"], pol=s["pol"], order=ot, text=s["text"],
                         same=False, rel=None, tags=[]))

    for m in mems:
        if "{dow}" in m["text"]:
            m["text"] = m["text"].replace("{dow}", WEEKDAYS[m["order"].weekday()])

    N = len(mems)
    live = set(rng.sample(range(N), round(N * LIVE_SHARE)))
    perm = list(range(N))
    rng.shuffle(perm)
    for k, i in enumerate(perm):
        mems[i]["id"] = "%s-%03d" % (PREFIX, k + 1)
    back = [i for i in range(N) if i not in live]
    rng.shuffle(back)
    t = SESSION_START
    for k, i in enumerate(back):
        if k:
            t += dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = t
        mems[i]["observed"] = mems[i]["order"]
    for i in live:
        mems[i]["created"] = mems[i]["order"]
        mems[i]["observed"] = None
    file_order = list(range(N))
    rng.shuffle(file_order)

    # ---- truth from the tables ------------------------------------------
    groups = {}
    for i, m in enumerate(mems):
        groups.setdefault(group_key(m["key"], m["value"]), []).append(i)
    pairs = []
    for g, idx in groups.items():
        for i in idx:
            mi = mems[i]
            newer = [j for j in idx if mems[j]["order"] > mi["order"]
                     and (mems[j]["value"], mems[j]["pol"]) != (mi["value"], mi["pol"])]
            if not newer:
                continue
            first = min(mems[j]["order"] for j in newer)
            cands = [j for j in newer if mems[j]["order"] == first]
            assert len(cands) == 1, ("ambiguous replacement", g)
            j = cands[0]
            reason = "negation" if mems[j]["pol"] != mi["pol"] else "value"
            pairs.append((i, j, reason))

    # ---- assertions -------------------------------------------------------
    in_pair = set()
    for i, j, _ in pairs:
        in_pair.add(i)
        in_pair.add(j)
    for i, m in enumerate(mems):
        if m["label"] is not None:
            assert i not in in_pair, ("labelled memory in a pair", m["text"])
            assert m["label"] in NEG_CLASSES, m["label"]
        else:
            assert i in in_pair, ("unlabelled memory in no pair", m["text"])
    for g, idx in groups.items():
        times = [mems[i]["order"] for i in idx]
        if all(mems[i]["label"] == "equal_time" for i in idx):
            assert len(idx) == 2 and times[0] == times[1], g
            assert mems[idx[0]]["value"] != mems[idx[1]]["value"], g
        else:
            assert len(set(times)) == len(times), ("order times not distinct", g)
            assert not any(mems[i]["label"] == "equal_time" for i in idx), g
    for fi, fam in enumerate(FAMILIES):
        vers = [m for m in mems if m["fam"] == fi and m["ver"] is not None]
        atts = [m for m in mems if m["fam"] == fi and m["ver"] is None]
        vers.sort(key=lambda m: m["ver"])
        for a, b in zip(vers, vers[1:]):
            assert a["order"] < b["order"], ("versions out of order", fam["name"])
        for a in atts:
            assert a["order"] > vers[-1]["order"], ("attachment not after last", fam["name"])
            assert (a["value"], a["pol"]) == (vers[-1]["value"], vers[-1]["pol"])
        assert len(vers) >= 2
    for m in mems:
        if m["rel"] is not None:
            assert relative_date(m["order"], m["rel"]) == m["value"], ("relative date", m["text"])
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicate text"
    assert len(set(m["id"] for m in mems)) == N
    for m in mems:
        assert m["created"] < CUTOFF and m["order"] < CUTOFF
        if m["observed"] is not None:
            assert m["observed"] < m["created"], ("observed not before created", m["text"])
    bt = [mems[i]["created"] for i in back]
    assert max(bt) - min(bt) < dt.timedelta(hours=1)
    assert len(set(c.date() for c in bt)) == 1
    for i in live:
        assert not (SESSION_START <= mems[i]["created"] <= max(bt))
    for c in NEG_CLASSES:
        assert sum(1 for m in mems if m["label"] == c) == 12, c
    return mems, pairs, file_order, back, live


def key_str(key):
    return " | ".join(key)


def stats(mems, pairs, back, live):
    out = []
    w = out.append
    nfam = len(FAMILIES)
    lens = {}
    for f in FAMILIES:
        lens[len(f["versions"])] = lens.get(len(f["versions"]), 0) + 1
    nv = sum(1 for p in pairs if p[2] == "value")
    nn = sum(1 for p in pairs if p[2] == "negation")
    repl = [m for m in mems if m["ver"] is not None and m["ver"] > 0]
    same = sum(1 for m in repl if m["same"])
    neg_fams = sum(1 for f in FAMILIES if any(not v["pol"] for v in f["versions"]))
    w("%-34s %5d" % ("memories", len(mems)))
    w("%-34s %5d" % ("  backfilled (observed_at)", len(back)))
    w("%-34s %5d" % ("  live (created_at only)", len(live)))
    w("%-34s %5d" % ("changing families", nfam))
    for k in sorted(lens):
        w("%-34s %5d" % ("  with %d versions" % k, lens[k]))
    w("%-34s %5d" % ("  negation families", neg_fams))
    w("%-34s %5d" % ("family versions (unlabelled)", sum(1 for m in mems if m["label"] is None)))
    w("%-34s %5d" % ("true pairs", len(pairs)))
    w("%-34s %5d" % ("  value", nv))
    w("%-34s %5d" % ("  negation", nn))
    w("%-34s %5d" % ("replacements", len(repl)))
    w("%-34s %5d" % ("  reworded", len(repl) - same))
    w("%-34s %5d" % ("  same line, value swapped", same))
    w("%-34s %5d" % ("labelled negatives", sum(1 for m in mems if m["label"])))
    for c in NEG_CLASSES:
        w("%-34s %5d" % ("  " + c, sum(1 for m in mems if m["label"] == c)))
    w("")
    w("hard cases (ids)")
    idof = {}
    for m in mems:
        if m["fam"] is not None and m["ver"] is not None:
            idof.setdefault(m["fam"], []).append((m["ver"], m["id"]))
    for tag in ["move_back", "interior_confirmation", "stop_restart"]:
        fams = [fi for fi, f in enumerate(FAMILIES) if tag in f.get("tags", [])]
        w("  %s (%d):" % (tag, len(fams)))
        for fi in fams:
            ids = [x for _, x in sorted(idof[fi])]
            w("    %-22s %s" % (FAMILIES[fi]["name"], " -> ".join(ids)))
    for tag in ["names_old_value", "relative_date", "unit_change", "handover_other_subject"]:
        ms = [m for m in mems if tag in m["tags"]]
        w("  %s (%d): %s" % (tag, len(ms), ", ".join(sorted(m["id"] for m in ms))))
    ic = sorted(m["id"] for m in mems if "interior_confirmation" in m["tags"])
    w("  interior confirmation memories: %s" % ", ".join(ic))
    return "\n".join(out)


def listing(mems, pairs):
    lines = []
    for i, m in sorted(enumerate(mems), key=lambda x: x[1]["id"]):
        lines.append("%s  %s  %-17s  %-58s  %-34s  %s  %s" % (
            m["id"], fmt(m["order"]), m["label"] or "-", key_str(m["key"]),
            m["value"], "+" if m["pol"] else "-",
            "backfilled" if m["observed"] is not None else "live"))
    return "\n".join(lines)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, pairs, file_order, back, live = build()
    if argv == ["--stats"]:
        print(stats(mems, pairs, back, live))
        return 0
    if argv == ["--list"]:
        print(listing(mems, pairs))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for i in file_order:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = fmt(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for i, j, r in sorted(pairs, key=lambda p: (mems[p[0]]["id"], mems[p[1]]["id"])):
            f.write(json.dumps({"expired_id": mems[i]["id"], "replacement_id": mems[j]["id"],
                                "reason": r}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
