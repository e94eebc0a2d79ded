#!/usr/bin/env python3
"""heldout30: blind supersession set, veterinary practice register (Fellgate Veterinary Group).

Usage:
    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl next to this file
    python3 gen.py --stats    print counts (writes nothing)
    python3 gen.py --list     print every memory with id, order time, label, fact key, value key,
                              polarity and backfilled/live (writes nothing)
Any other argument is an error: exit 2, nothing written.

Stdlib only. Everything random comes from random.Random(SEED); two runs are byte-identical.
Truth is computed from the tables below (fact key, value key, polarity, order time, label),
never from the text.
"""
import datetime as dt
import json
import os
import random
import sys

SEED = 300417
UTC = dt.timezone.utc
IMPORT_START = dt.datetime(2026, 11, 29, 9, 12, 7, tzinfo=UTC)  # the one backfill import session
CUTOFF = dt.datetime(2026, 12, 1, tzinfo=UTC)
BACKFILL_SHARE = 0.75

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]


# ---------------------------------------------------------------- table helpers
# A version tuple: (date, value, polarity, text, label, same_line)
def v(date, value, text, same=False):
    """An unlabelled positive version of a changing family."""
    return (date, value, "+", text, None, same)


def nv(date, value, text, same=False):
    """An unlabelled negated version (the family's value no longer holds)."""
    return (date, value, "-", text, None, same)


def lab(cls, date, value, text, pol="+"):
    """A labelled negative attached to a changing family's key (after its last version)."""
    return (date, value, pol, text, cls, False)


def F(subject, attribute, scope, *versions):
    return {"subject": subject, "attribute": attribute, "scope": scope, "versions": list(versions)}


def S(cls, subject, attribute, scope, date, value, text, pol="+"):
    """A labelled standalone memory (its own fact key)."""
    return F(subject, attribute, scope, (date, value, pol, text, cls, False))


def ET(subject, attribute, scope, date, clock, mode, a, b):
    """Two conflicting records of one fact at the same order time. mode: bb / ll / bl."""
    fam = F(subject, attribute, scope,
            (date, a[0], "+", a[1], "equal_time", False),
            (date, b[0], "+", b[1], "equal_time", False))
    fam["clock"] = clock
    fam["mode"] = mode
    return fam


# ---------------------------------------------------------------- changing families
FAMILIES = [
    # --- small animal: Bella, the Hendersons' springer spaniel, P-20417
    F("Bella (P-20417)", "weight", "-",
      v("2025-09-14", "18.2kg", "Patient: Bella (P-20417)\nOwner: Jane Henderson\nSpecies: canine, springer spaniel, FN\nWeight: 18.2 kg"),
      v("2026-02-03", "19.6kg", "Weighed the Hendersons' spaniel at her dental check: 19.6kg. Up again, had the treats conversation with Jane"),
      v("2026-06-21", "18.9kg", "P-20417 wt 18,9kg today, diet working"),
      lab("format_variant", "2026-08-02", "18.9kg", "Weight (Bella, P-20417): 18900 g")),
    F("Bella (P-20417)", "medication[meloxicam]", "-",
      v("2025-11-02", "meloxicam", "Bella (Henderson) started on meloxicam today for the L elbow - 1.5mg/ml susp, dosed by weight, SID with food"),
      nv("2026-01-19", "meloxicam", "Hendersons' spaniel no longer on meloxicam, Jane stopped it after two days of vomiting"),
      v("2026-04-08", "meloxicam", "Bella back on meloxicam from today. elbow worse in the cold, GI fine now")),
    F("Bella (P-20417)", "diet", "-",
      v("2025-10-10", "hillbrook sensitive", "Bella P-20417 diet: Hillbrook Sensitive dry, two meals a day"),
      v("2026-02-04", "hillbrook light", "Switched Bella Henderson from Hillbrook Sensitive to Hillbrook Light after the weigh-in"),
      lab("confirmation", "2026-06-22", "hillbrook light", "Bella Henderson still on Hillbrook Light, Jane happy with it")),
    F("Bella (P-20417)", "booster due", "annual DHP/L4",
      v("2025-09-14", "2026-09-14", "Bella - annual DHP/L4 booster due 14/09/2026"),
      v("2026-09-10", "2027-09-10", "Vaccinated the Henderson springer today (L4 + KC), next annual booster due 10 Sep 2027")),
    # --- Mr Pickles, Dev Sharma's cat, P-31188
    F("Mr Pickles (P-31188)", "thiamazole dose", "-",
      v("2025-05-06", "2.5mg bid", "Patient: Mr Pickles (P-31188)\nOwner: Dev Sharma\nDx: hyperthyroid\nThiamazole: 2.5 mg BID"),
      v("2025-06-17", "2.5mg sid", "T4 back in range so dropping Mr Pickles to 2.5mg once a day"),
      v("2025-09-30", "5mg sid", "Sharma cat P-31188 - T4 creeping up, thiamazole now 5 mg once daily"),
      v("2026-03-16", "2.5mg bid", "Pickles: back to 2.5 mg twice daily, split dosing suits him better (Dr Okafor)")),
    F("Mr Pickles (P-31188)", "kennel", "-",
      v("2026-03-10", "cat ward c3", "Mr Pickles admitted for IV fluids. Kennel: Cat Ward C3"),
      v("2026-03-11", "isolation 1", "moved the Sharmas cat to Isolation 1 o/n, new cough, swab sent")),
    F("Mr Pickles (P-31188)", "lab status", "T4 + biochem sample of 12 Mar 2026",
      v("2026-03-12", "pending", "Lab: T4 + biochem for P-31188 sent off, status pending"),
      v("2026-03-13", "partial", "Lab rang re the Pickles bloods - biochem back, T4 still running"),
      v("2026-03-15", "complete", "P-31188 T4/biochem all results in, Dr Okafor to ring Dev")),
    # --- Otto, the Whitlows' dachshund, P-27790
    F("Otto (P-27790)", "vet", "-",
      v("2025-02-11", "sian llewellyn", "Patient: Otto (P-27790)\nOwner: Carys & Ben Whitlow\nBreed: mini wire dachshund\nVet: Sian Llewellyn"),
      v("2025-08-01", "marek dvorak", "Handover: Otto (the Whitlows' dachshund) now under Marek for the IVDD follow-up; Sian keeps the Whitlows' cats"),
      lab("confirmation", "2025-11-03", "marek dvorak", "Otto Whitlow remains with Marek - checked with Carys at the recheck")),
    F("Otto (P-27790)", "surgery date", "hemilaminectomy",
      v("2025-07-01", "2025-07-22", "Otto's hemilaminectomy at Pinewood booked for Tue 22 Jul"),
      v("2025-07-08", "2025-07-29", "Pinewood moved the Whitlow dachshund's surgery to the 29th (surgeon off)"),
      v("2025-07-14", "2025-07-22", "Otto back on the 22/07 list after all, Pinewood had a cancellation")),
    F("Otto (P-27790)", "referral practice", "neurology",
      v("2025-06-03", "harbrook referrals", "Referred Otto (P-27790) to Harbrook Referrals neurology"),
      v("2025-06-09", "pinewood specialists", "Whitlows asked to move Otto's neuro referal to Pinewood Specialists, its 40 min closer for them"),
      lab("elaboration", "2025-06-20", "pinewood specialists", "Otto seen at Pinewood Specialists by Dr Ansell (neurology), MRI done, surgical candidate")),
    F("Otto (P-27790)", "claim status", "claim CL-55102",
      v("2025-07-25", "submitted", "Insurance claim CL-55102 (Otto Whitlow, PetShield): submitted"),
      v("2025-08-12", "info requested", "PetShield came back on Otto's claim, they want the full clinical history before deciding"),
      v("2025-09-03", "approved", "CL-55102 approved! £1,840 less the £99 excess"),
      v("2025-09-19", "paid", "Otto's claim paid into the practice account 19/09, closed")),
    # --- Juniper, Ellie Frost's rabbit, P-40122
    F("Juniper (P-40122)", "diet", "-",
      v("2025-04-02", "hay + meadowlark pellets", "Juniper (P-40122) diet: hay + Meadowlark pellets"),
      v("2025-10-18", "hay + fresh greens", "Juniper (P-40122) diet: hay + fresh greens only", same=True),
      lab("confirmation", "2026-01-09", "hay + fresh greens", "Juniper's diet unchanged - hay and fresh greens only, teeth look better")),
    F("Juniper (P-40122)", "booster due", "myxo/RHD2",
      v("2025-05-03", "2026-05-03", "Juniper - myxo/RHD2 booster due 03/05/2026"),
      v("2026-05-12", "2027-05-12", "Ellie Frost's rabbit had her combined myxo-RHD today; next due 2027-05-12")),
    F("Juniper (P-40122)", "vet", "-",
      v("2025-04-03", "hannah brierley", "Juniper Frost - vet: Hannah (exotics)"),
      v("2025-11-04", "joel andersson", "Ellie wants Joel to see Juniper for her dentals from now on")),
    # --- Biscuit, the Mallorys' labrador, P-18855
    F("Biscuit (P-18855)", "weight", "-",
      v("2025-01-20", "34.5kg", "Biscuit Mallory weight: 34.5kg"),
      v("2025-07-15", "32.1kg", "Biscuit Mallory weight: 32.1kg", same=True),
      lab("format_variant", "2025-09-02", "32.1kg", "Biscuit (Mallory) - 32,1 kg")),
    F("Biscuit (P-18855)", "medication[gabapentin]", "-",
      v("2025-03-04", "gabapentin", "Biscuit on gabapentin 300mg BID for the hips (Dr Nair)"),
      nv("2025-05-27", "gabapentin", "Mallorys lab is off the gabapentin now, too wobbly on it")),
    F("Biscuit (P-18855)", "insurer", "-",
      v("2024-06-10", "animalia", "Patient: Biscuit (P-18855)\nOwner: Rob & Tess Mallory\nInsurer: Animalia\nPolicy no: AN-7733401"),
      v("2025-03-01", "petshield", "Tess says they've moved Biscuit's cover to PetShield from March; the Animalia policy lapsed")),
    F("Biscuit (P-18855)", "appointment time", "hydrotherapy, Fri 12 Dec 2025",
      v("2025-12-01", "10:30", "Biscuit hydro session Fri 12 Dec 10:30"),
      v("2025-12-09", "11:15", "Biscuit's hydrotherapy on the 12th moved to quarter past eleven")),
    # --- Duchess, Mrs Olwen Pryce's Persian, P-22301
    F("Duchess (P-22301)", "vet", "-",
      v("2024-09-05", "hannah brierley", "Duchess (Pryce, P-22301) - vet: Hannah Brierley"),
      v("2025-01-13", "joel andersson", "Duchess (Pryce, P-22301) - vet: Joel Andersson (Hannah on mat leave)", same=True),
      v("2025-06-30", "priya nair", "Handover: Priya now has Mrs Pryce's Persian; Joel keeps the Fenwick cats"),
      lab("confirmation", "2025-10-14", "priya nair", "Confirmed with Mrs Pryce that Priya stays as Duchess's vet")),
    F("Duchess (P-22301)", "diet", "-",
      v("2025-03-05", "hillbrook renal wet", "Duchess Pryce diet: renal support wet food (Hillbrook Renal)"),
      v("2025-05-20", "home-cooked chicken and rice", "Mrs Pryce has Duchess on home-cooked chicken & rice now, she refused the renal")),
    F("Duchess (P-22301)", "insured[petshield]", "-",
      v("2024-09-06", "petshield", "Duchess insured with PetShield (lifetime cover)"),
      nv("2025-12-15", "petshield", "Mrs Pryce cancelled Duchess's PetShield policy, no cover from Jan")),
    # --- Rufus, Alun Griffiths' border collie
    F("Rufus (Griffiths)", "appointment time", "recheck",
      v("2024-11-04", "2024-11-14 16:40", "Rufus Griffiths recheck: Thu 14 Nov 2024, 16:40"),
      v("2024-11-12", "2024-11-14 17:20", "Alun rang, Rufus's recheck moved to 17:20 same day (Thurs)")),
    F("Rufus (Griffiths)", "phenobarbital dose", "-",
      v("2024-09-16", "30mg bid", "Rufus (Griffiths collie) phenobarbital 30mg BID"),
      v("2024-12-02", "45mg bid", "Rufus pheno up to 45 mg twice daily after a cluster at the weekend"),
      v("2025-02-10", "60mg bid", "Griffiths collie PB level still low, dose now 60mg bd"),
      lab("format_variant", "2025-03-03", "60mg bid", "Rufus Griffiths: phenobarbitone 60 mg q12h")),
    # --- Maple, Sunita Rao's greyhound, P-35510
    F("Maple (P-35510)", "kennel", "-",
      v("2025-08-04", "dog ward 4", "Patient: Maple (P-35510)\nOwner: Sunita Rao\nIn for: dental + lump removal\nKennel: Dog Ward 4"),
      v("2025-08-05", "kennel 7", "Maple moved to Kennel 7 (the big walk-in run), needs space post-op"),
      v("2025-08-07", "isolation 2", "Rao greyhound into ISO 2 - D+ overnight, barrier nursing pls"),
      lab("confirmation", "2025-08-08", "isolation 2", "Maple still in Iso 2 this morning, eating")),
    F("Maple (P-35510)", "lab status", "faecal PCR of 7 Aug 2025",
      v("2025-08-07", "pending", "Faecal PCR on Maple sent off, pending"),
      v("2025-08-09", "resulted negative", "Maple's faecal panel back: neg for parvo and giardia")),
    F("Maple (P-35510)", "diet", "-",
      v("2025-08-06", "hillbrook recovery", "Maple (P-35510) diet: Hillbrook Recovery tins"),
      v("2025-08-10", "boiled chicken and rice", "Maple (P-35510) diet: boiled chicken and rice", same=True)),
    # --- Tigger, the Oseis' cat, P-29014
    F("Tigger (P-29014)", "flea product", "-",
      v("2025-02-10", "fleaguard spot-on", "Tigger Osei flea treatment: Fleaguard spot-on, monthly"),
      v("2025-06-02", "nexaclear chew", "Switched Tigger's flea product from Fleaguard to Nexaclear chews, he won't sit still for the spot-on"),
      v("2025-10-20", "fleaguard spot-on", "Tigger refusing the Nexaclear chews, so back to Fleaguard spot-on"),
      lab("elaboration", "2025-11-28", "fleaguard spot-on", "Tigger on Fleaguard spot-on again - 1st of each month, Mrs Osei applying at home, SMS reminder set")),
    F("Tigger (P-29014)", "insulin dose", "-",
      v("2025-01-10", "1iu bid", "Tigger (P-29014) diabetic, started lente insulin 1 IU BID"),
      v("2025-01-24", "2iu bid", "Tigger's curve flat - up to 2 IU twice daily"),
      v("2025-02-21", "2iu bid", "Osei cat P-29014 insulin: 2 units BID - fructosamine ok, continue as is"),
      v("2025-03-04", "1.5iu bid", "tigger had a hypo last night!! dropping insulin to 1.5 IU bid"),
      v("2025-05-30", "2.5iu bid", "Tigger insulin 2.5U BID from today after the curve"),
      lab("format_variant", "2025-07-11", "2.5iu bid", "P-29014 insulin dose: 2.5 IU q12h")),
    # --- Nala, Kwame Asante's staffie
    F("Nala (Asante)", "surgery date", "spay",
      v("2025-09-22", "2025-10-07", "Nala Asante bitch spay booked 2025-10-07"),
      v("2025-10-02", "2026-01-20", "Kwame rang, Nala's come into season, so her spay is moved to Tue 20 Jan (3 months)"),
      lab("format_variant", "2025-10-09", "2026-01-20", "Nala Asante spay: 20/01/2026")),
    F("Nala (Asante)", "claim status", "claim CL-60877",
      v("2026-02-10", "submitted", "Claim CL-60877 (Nala Asante, Animalia) submitted for the post-spay seroma"),
      v("2026-03-05", "declined", "Animalia declined CL-60877 - they say elective spay complications aren't covered")),
    # --- Hector, Fenella Marsh's tortoise
    F("Hector (tortoise)", "weight", "-",
      v("2025-10-28", "612g", "Hector (Fenella Marsh's Horsfield tortoise) weighed 612 g pre-hibernation"),
      v("2026-03-19", "580g", "Hector's out of hibernation - 0.58 kg, lost about 5%, fine"),
      lab("format_variant", "2026-04-02", "580g", "Hector tortoise weight: 580g")),
    # --- practice: hours, prices, clinics, rota
    F("Fellgate Veterinary Group", "opening hours", "Fellgate site, weekdays",
      v("2024-05-01", "08:00-19:00", "Fellgate opening hours: Mon–Fri 08:00–19:00"),
      v("2025-01-06", "08:00-19:00", "Yes we're still 8 till 7 weekdays at Fellgate, the website is right"),
      v("2025-02-17", "08:00-18:30", "From 1 March Fellgate closes at 18:30 on weekdays (opens 8 as before)"),
      lab("format_variant", "2025-03-03", "08:00-18:30", "Fellgate weekdays: 8am – 6.30pm")),
    F("Fellgate Veterinary Group", "saturday surgery", "Brackenby site",
      v("2024-09-07", "open", "Brackenby does a Saturday morning surgery, 9-12"),
      nv("2025-04-14", "open", "Brackenby won't be opening Saturdays any more (staffing), send Sat clients to Fellgate"),
      v("2025-09-22", "open", "Saturday mornings are back at Brackenby from 4 Oct!"),
      lab("confirmation", "2025-11-10", "open", "Brackenby Saturday morning surgery running as normal this week")),
    F("Fellgate Veterinary Group", "price", "standard consultation",
      v("2024-04-01", "45.00", "Standard consultation: £45.00"),
      v("2025-01-01", "48.50", "Standard consultation: £48.50", same=True),
      v("2026-01-05", "52.00", "New price list is in, standard consult is £52 now"),
      lab("format_variant", "2026-02-11", "52.00", "Standard consult - GBP 52.00 inc VAT")),
    F("Fellgate Veterinary Group", "price", "cat castrate",
      v("2024-04-02", "95.00", "Cat castrate: £95"),
      v("2025-04-01", "110.00", "Cat castrate: £110", same=True),
      lab("format_variant", "2025-05-06", "110.00", "Feline castration - 110 GBP")),
    F("Fellgate Veterinary Group", "price", "dental grade 1",
      v("2024-04-03", "285.00", "Dental (scale & polish, grade 1): £285"),
      v("2025-06-02", "310.00", "We now charge 310 quid for a grade-1 dental, Graham's updated the price list")),
    F("Fellgate Veterinary Group", "price", "5-stage pre-purchase vetting",
      v("2024-04-04", "395.00", "5-stage pre-purchase vetting: £395"),
      v("2025-04-02", "425.00", "Five-stage PPE now GBP 425.00 + VAT")),
    F("on-call rota", "vet on call", "weekend 6-7 Dec 2025",
      v("2025-11-03", "tom okafor", "On call Sat 6 Dec – Sun 7 Dec: Tom"),
      v("2025-11-24", "priya nair", "Swapped: Priya is covering the 6/7 Dec weekend on-call instead of Tom"),
      lab("confirmation", "2025-12-04", "priya nair", "Reminder: Priya on call this weekend (6th-7th)")),
    F("on-call rota", "vet on call", "farm, 25 Dec 2025",
      v("2025-10-01", "marek dvorak", "Farm on-call 25/12: Marek"),
      v("2025-11-12", "joel andersson", "Xmas Day farm cover is now Joel (Marek flying to Brno)"),
      v("2025-12-02", "marek dvorak", "Marek's trip is off so he's back on Christmas Day farm calls, Joel freed up")),
    F("puppy socialisation class", "time", "Fellgate",
      v("2024-07-01", "wed 18:30", "Puppy party: Weds 18:30 at Fellgate"),
      v("2025-03-10", "thu 19:00", "Puppy party: Thurs 19:00 at Fellgate", same=True),
      lab("elaboration", "2025-04-07", "thu 19:00", "Puppy socialisation Thursdays 19:00 in the Fellgate waiting room, Rosie runs it, max 6 pups")),
    F("nurse weight clinic", "time", "Fellgate",
      v("2024-07-02", "tue 14:00-16:00", "Nurse weight clinic: Tue 14:00-16:00"),
      v("2025-09-09", "tue 15:00-17:00", "Nurse weight clinic: Tue 15:00-17:00", same=True)),
    F("dental list", "day", "Fellgate",
      v("2024-07-03", "wednesday", "Dental list day: Wednesday"),
      v("2025-11-17", "monday", "We're doing dentals on Mondays from now on, theatre 2 is free then"),
      lab("elaboration", "2025-12-08", "monday", "Dentals on Mondays, theatre 2, Amira as anaesthesia nurse, max 4 per list")),
    # --- stock, suppliers, equipment
    F("meloxicam 1.5 mg/ml oral suspension 100 ml", "stock", "Fellgate pharmacy",
      v("2025-10-06", "14", "Stock check (Fellgate pharmacy): meloxicam 1.5mg/ml 100ml x 14"),
      v("2025-10-27", "6", "Stock check (Fellgate pharmacy): meloxicam 1.5mg/ml 100ml x 6", same=True),
      v("2025-10-30", "20", "Meloxicam susp delivered - 20 on the Fellgate shelf now")),
    F("isoflurane 250 ml", "stock", "Fellgate",
      v("2025-11-03", "8", "Isoflurane 250 ml: 8 bottles"),
      v("2025-11-24", "2", "Isoflurane 250 ml: 2 bottles", same=True),
      lab("confirmation", "2025-11-26", "2", "Iso still only 2 bottles, the Pennant order hasnt arrived")),
    F("feline RCP vaccine", "stock", "Fellgate fridge",
      v("2025-04-07", "40", "Feline RCP vaccine: 40 doses in fridge"),
      v("2025-05-12", "12", "Feline RCP vaccine: 12 doses in fridge", same=True),
      v("2025-05-19", "50", "RCP vaccine delivery came in, 50 doses now")),
    F("Fellgate Veterinary Group", "main wholesaler", "-",
      v("2024-03-11", "northwold", "Main wholesaler: Northwold Animal Health, acct NW-4410"),
      v("2025-01-15", "northwold", "Still ordering through Northwold for everything, don't use the old Carrick login"),
      v("2025-05-19", "pennant", "We've moved our wholesaler account to Pennant Vet Distribution from 1 June, Northwold closing"),
      lab("elaboration", "2025-06-16", "pennant", "Pennant Vet Distribution - account FG-2201, next-day if ordered before 4pm, rep is Carla")),
    F("Fellgate Veterinary Group", "external lab", "-",
      v("2024-03-12", "ridgeline", "External lab: Ridgeline Diagnostics"),
      v("2026-04-20", "corran", "Bloods go to Corran Lab Services now, Ridgeline contract ended"),
      lab("elaboration", "2026-05-04", "corran", "Corran Lab Services: courier pickup 16:30 weekdays, results on their portal")),
    F("Fellgate Veterinary Group", "clinical waste contractor", "-",
      v("2024-03-13", "medisafe", "Clinical waste collection: Medisafe, fortnightly Tuesdays"),
      v("2025-09-01", "greenbin", "Clinical waste contract moved to GreenBin Clinical"),
      lab("elaboration", "2025-09-30", "greenbin", "GreenBin Clinical collect Tuesdays: sharps, offensive and cytotoxic bins")),
    F("DR x-ray unit (Fellgate)", "last serviced", "-",
      v("2025-03-18", "2025-03-18", "Equipment: DR x-ray unit (Fellgate)\nLast service: 18/03/2025\nEngineer: Sigma Imaging"),
      v("2026-03-11", "2026-03-11", "Radiography unit serviced by Sigma Imaging 11 Mar 2026, next due Mar 27")),
    F("anaesthetic machine", "calibration due", "Theatre 1",
      v("2024-06-20", "2025-06", "Anaesthetic machine T1 - vaporiser calibration due 06/2025"),
      v("2025-06-12", "2026-06", "T1 anaesthetic machine calibrated 12 Jun 2025, next due June 2026"),
      v("2026-06-09", "2027-06", "Theatre 1 vaporiser recal done 2026-06-09, next due 06/27")),
    F("autoclave (Brackenby)", "out of service", "-",
      v("2025-02-03", "out of service", "Autoclave (Brackenby) out of service - door seal failed, use Fellgate's"),
      nv("2025-02-14", "out of service", "brackenby autoclave working agian, new seal fitted, test cycle passed")),
    # --- staff
    F("Keeley Marsh", "role", "-",
      v("2024-05-10", "rvn", "Keeley Marsh - RVN"),
      v("2025-08-22", "head nurse", "Keeley's been made head nurse from 1 Sept!"),
      lab("elaboration", "2025-09-08", "head nurse", "Keeley Marsh, head nurse: runs the nurse rota and the clinical audit")),
    F("Dan Pettifer", "role", "-",
      v("2024-09-01", "student vn", "Dan Pettifer: student vet nurse"),
      v("2025-10-06", "rvn", "Dan qualified!! He's an RVN now, registered with the college"),
      lab("confirmation", "2025-10-20", "rvn", "Dan Pettifer RVN - registration came through, all good")),
    F("Fellgate Veterinary Group", "practice manager", "-",
      v("2024-03-14", "graham stott", "Practice manager: Graham Stott"),
      v("2026-03-30", "leanne oduya", "Graham retired end of March, Leanne Oduya is our practice manager now"),
      lab("elaboration", "2026-04-13", "leanne oduya", "Leanne Oduya (practice manager), ex-Harrowby Vets, in Mon-Thu")),
    # --- farm
    F("Hartley Farm", "herd health plan vet", "-",
      v("2024-10-01", "tom okafor", "Farm: Hartley Farm (Ian & Maggie Hartley)\nEnterprise: dairy, ~240 cows\nHerd health plan vet: Tom Okafor"),
      v("2025-07-07", "priya nair", "Handover: Priya now has the Hartley farm plan; Tom keeps Thornbarrow and Low Moor"),
      lab("confirmation", "2025-12-05", "priya nair", "Hartley farm plan vet: Priya Nair (confirmed at the plan review)")),
    F("Hartley Farm", "TB test date", "main holding",
      v("2025-03-24", "2025-04-14", "Hartley TB test (short interval) booked 14/04/2025"),
      v("2025-04-02", "2025-04-28", "Hartleys' TB test pushed back to 28 Apr, they're still calving"),
      v("2025-04-16", "2025-05-12", "Hartley TB test now 12 May - APHA asked us to reschedule"),
      lab("format_variant", "2025-04-22", "2025-05-12", "Hartley Farm TB test date: 2025-05-12")),
    F("Hartley Farm", "TB restricted", "-",
      v("2024-11-18", "tb restricted", "Hartley Farm under TB movement restrictions (one reactor)"),
      nv("2025-02-24", "tb restricted", "Hartleys are OTF again, restrictions lifted"),
      v("2025-06-09", "tb restricted", "Hartley back under TB restrictions after an IR at the May test"),
      nv("2026-10-05", "tb restricted", "Hartley restrictions lifted again, clear short-interval tests")),
    F("Hartley Farm", "bulk milk SCC", "-",
      v("2025-01-15", "210000", "Hartley bulk tank SCC 210k"),
      v("2025-04-15", "165000", "Hartley SCC down to 165,000 cells/ml after the dry cow changes"),
      v("2025-08-15", "240000", "Hartleys' bulk milk SCC up to 240 000, mastitis cases in the heifers")),
    F("Hartley Farm", "plan review date", "-",
      v("2025-09-10", "2025-11-20", "Hartley HHP annual review booked 20/11/2025"),
      v("2025-11-06", "2025-12-04", "Moved the Hartley plan review to 4 Dec, Maggie wants the nutritionist there")),
    F("Thornbarrow Farm", "TB test date", "-",
      v("2025-09-15", "2025-10-09", "Thornbarrow whole-herd TB test: Thu 9 Oct"),
      v("2025-09-29", "2025-10-16", "Dafydd's TB test is now the 16th Oct, crush being repaired"),
      lab("confirmation", "2025-10-13", "2025-10-16", "Thornbarrow TB test still on for 16/10")),
    F("Thornbarrow Farm", "BVD booster due", "-",
      v("2025-02-04", "2026-02", "Thornbarrow BVD booster due Feb 2026"),
      v("2026-02-03", "2027-02", "BVD boosters done at Thornbarrow today, next due Feb 2027")),
    F("Low Moor Farm", "wormer", "ewes",
      v("2025-06-10", "yellow (levamisole)", "Low Moor ewes: drench with the yellow (levamisole) group"),
      v("2025-09-18", "orange (group 4)", "Askews switched from the yellow drench to group 4 (orange) after the FEC drench check"),
      lab("elaboration", "2025-10-06", "orange (group 4)", "Low Moor: orange group 4 drench (monepantel), dose to the heaviest in the group, FEC again in 14 days")),
    F("Low Moor Farm", "scanning date", "-",
      v("2026-01-08", "2026-01-20", "Low Moor scanning booked Tue 20/01/2026"),
      v("2026-01-21", "2026-01-27", "Scanning at Low Moor didnt happen yesterday, now next Tuesday (scanner double-booked)")),
    # --- equine
    F("Monty (Aldous)", "passport location", "-",
      v("2025-04-09", "with owner", "Monty (Aldous cob) passport: with owner"),
      v("2025-05-02", "practice office", "Monty (Aldous cob) passport: at the practice office", same=True)),
    F("Monty (Aldous)", "vet", "-",
      v("2025-04-10", "joel andersson", "Monty's vet: Joel Andersson"),
      v("2025-09-02", "marek dvorak", "Peter Aldous asked for Marek for Monty from now on, fine by Joel"),
      lab("elaboration", "2025-09-25", "marek dvorak", "Monty is Marek's - Peter wants him specifically for the sarcoid follow-ups")),
    F("Dancing Brook (Fairweather)", "medication[phenylbutazone]", "-",
      v("2025-10-01", "phenylbutazone", "Dancing Brook on bute, 1 sachet BID for the RF lameness"),
      nv("2025-10-14", "phenylbutazone", "Lucy's mare is off the bute now, sound on the lunge")),
    F("Dancing Brook (Fairweather)", "referral practice", "MRI",
      v("2025-10-20", "coldwater", "Dancing Brook referred to Coldwater Equine Hospital for MRI"),
      v("2025-10-24", "brayfield", "Lucy's mare referal switched to Brayfield Equine Clinic, they had a sooner slot"),
      lab("elaboration", "2025-10-30", "brayfield", "Brayfield Equine Clinic have Dancing Brook booked for standing MRI 14 Nov, Lucy boxing her over")),
    F("Fable (Keating)", "flu vaccination due", "-",
      v("2025-02-28", "2025-08-30", "Horse: Fable (grey mare, eventing)\nOwner: Ros Keating\nFlu/tet due: 30/08/2025"),
      v("2025-08-28", "2026-02-28", "Fable vacc'd flu only today; next flu due 28/02/2026 (6-monthly, she's competing)"),
      lab("format_variant", "2025-09-15", "2026-02-28", "Fable next flu vacc: 2026-02-28")),
    F("Fable (Keating)", "weight", "-",
      v("2025-03-14", "520kg", "Fable weigh-tape ~520kg"),
      v("2025-06-20", "548kg", "Fable went on the weighbridge at Coldwater: 548 kg"),
      lab("format_variant", "2025-07-04", "548kg", "Fable wt 548 kilos")),
    F("Fable (Keating)", "box rest", "-",
      v("2026-05-04", "box rest", "Fable on strict box rest (SDFT strain)"),
      nv("2026-07-13", "box rest", "Fable off box rest, in-hand walking 10 min twice a day"),
      v("2026-08-02", "box rest", "Fable's back on box rest, reinjured the tendon in the field")),
    F("Elmsett Livery", "yard visit day", "-",
      v("2024-08-01", "thursday am", "Elmsett Livery routine yard visit: Thursday mornings"),
      v("2025-02-06", "tuesday am", "Elmsett Livery routine yard visit: Tuesday mornings", same=True),
      v("2025-07-15", "thursday am", "Elmsett going back to Thursdays for yard visits from next week"),
      lab("confirmation", "2025-09-11", "thursday am", "Elmsett livery visits staying on Thursdays, confirmed with the yard manager")),
]

# ---------------------------------------------------------------- standalone labelled negatives
STANDALONE = [
    # scope_disjoint: same subject and attribute as a changing family, another scope
    S("scope_disjoint", "Bella (P-20417)", "booster due", "rabies", "2025-03-20", "2027-03-20",
      "Bella's rabies booster for the pet passport is due 20/03/2027"),
    S("scope_disjoint", "Mr Pickles (P-31188)", "lab status", "urine culture of 2 Apr 2026", "2026-04-02", "pending",
      "Urine culture for Mr Pickles (sent 2 Apr): status pending"),
    S("scope_disjoint", "Fellgate Veterinary Group", "opening hours", "Brackenby site, weekdays", "2024-05-02", "08:30-18:00",
      "Brackenby branch hours Mon-Fri 08:30-18:00"),
    S("scope_disjoint", "Fellgate Veterinary Group", "opening hours", "Fellgate site, Saturday", "2024-05-03", "09:00-13:00",
      "Fellgate Saturday: 09:00–13:00"),
    S("scope_disjoint", "Fellgate Veterinary Group", "price", "out-of-hours consultation", "2025-01-02", "145.00",
      "Out-of-hours consultation: £145"),
    S("scope_disjoint", "Fellgate Veterinary Group", "price", "dental grade 3", "2025-06-03", "495.00",
      "Dental grade 3 (with extractions) from £495"),
    S("scope_disjoint", "on-call rota", "vet on call", "weekend 13-14 Dec 2025", "2025-11-04", "tom okafor",
      "On call 13/14 Dec: Tom Okafor"),
    S("scope_disjoint", "on-call rota", "vet on call", "farm, 26 Dec 2025", "2025-10-02", "tom okafor",
      "Boxing Day farm on-call: Tom"),
    S("scope_disjoint", "meloxicam 1.5 mg/ml oral suspension 100 ml", "stock", "Brackenby", "2025-10-07", "3",
      "Brackenby stock: meloxicam 1.5 mg/ml oral x3"),
    S("scope_disjoint", "anaesthetic machine", "calibration due", "Theatre 2", "2025-09-15", "2026-09",
      "T2 anaesthetic machine calibration next due 09/2026"),
    S("scope_disjoint", "nurse weight clinic", "time", "Brackenby", "2025-09-10", "thu 10:00-12:00",
      "Brackenby nurse weight clinic: Thursdays 10-12"),
    S("scope_disjoint", "Hartley Farm", "TB test date", "Crook Lane holding", "2025-04-03", "2025-06-02",
      "Hartley's outlying Crook Lane holding: TB test 2 June 2025"),
    # different_subject: same attribute (often the same value) of another subject
    S("different_subject", "Pepper (P-27791)", "vet", "-", "2025-03-02", "sian llewellyn",
      "Pepper (Whitlows' tabby, P-27791) - vet Sian Llewellyn"),
    S("different_subject", "Bramble (P-40123)", "diet", "-", "2025-10-19", "hay + fresh greens",
      "Bramble (Frost's second rabbit) diet: hay + fresh greens only"),
    S("different_subject", "Hobbs (P-18856)", "insurer", "-", "2025-05-11", "animalia",
      "Hobbs (Mallorys' Jack Russell, P-18856) insured with Animalia"),
    S("different_subject", "Treacle (P-22302)", "vet", "-", "2024-10-01", "hannah brierley",
      "Treacle (Mrs Pryce's other Persian) vet: Hannah Brierley"),
    S("different_subject", "Moss (Griffiths)", "appointment time", "boosters", "2024-11-13", "2024-11-14 17:20",
      "Moss (Griffiths' younger collie) appt Thu 14/11 17:20 - boosters"),
    S("different_subject", "Luna (P-36002)", "kennel", "-", "2025-09-12", "dog ward 4",
      "Kennel: Dog Ward 4 - Luna (P-36002), post-dental"),
    S("different_subject", "Ziggy (P-29015)", "flea product", "-", "2025-07-01", "nexaclear chew",
      "Ziggy (Osei's other cat) flea treatment: Nexaclear chew monthly"),
    S("different_subject", "Thornbarrow Farm", "herd health plan vet", "-", "2025-07-08", "tom okafor",
      "Thornbarrow Farm HHP vet - Tom Okafor"),
    S("different_subject", "Low Moor Farm", "TB test date", "-", "2025-04-17", "2025-05-12",
      "Low Moor TB test: 12/05/25, Askews to gather the cattle the day before"),
    S("different_subject", "Sorrel (Aldous)", "passport location", "-", "2025-05-03", "with owner",
      "Sorrel (Monty's field mate, also Aldous) passport with owner"),
    S("different_subject", "Skye (Henderson)", "diet", "-", "2025-11-11", "hillbrook sensitive",
      "Hendersons' other dog Skye: diet Hillbrook Sensitive"),
    S("different_subject", "Nala (Asante)", "weight", "-", "2026-01-19", "19.6kg",
      "Nala Asante weighed 19.6 kg at her pre-op check"),
    # static: facts that never change (some stated twice)
    S("static", "Bella (P-20417)", "microchip", "-", "2024-08-19", "826098100334512",
      "Bella (P-20417) microchip: 826098100334512"),
    S("static", "Bella (P-20417)", "microchip", "-", "2026-02-05", "826098100334512",
      "Chip no. for the Hendersons' springer is 826 098 100 334 512"),
    S("static", "Hartley Farm", "CPH", "-", "2024-10-02", "23/418/0072",
      "Hartley Farm CPH: 23/418/0072"),
    S("static", "Hartley Farm", "CPH", "-", "2025-07-09", "23/418/0072",
      "CPH for Ian Hartley's main holding - 23/418/0072"),
    S("static", "Dancing Brook (Fairweather)", "UELN", "-", "2025-10-02", "826003zz1234567",
      "Dancing Brook UELN 826003ZZ1234567"),
    S("static", "Dancing Brook (Fairweather)", "UELN", "-", "2025-10-21", "826003zz1234567",
      "UELN on Lucy Fairweather's mare's passport: 826003ZZ1234567"),
    S("static", "Otto (P-27790)", "date of birth", "-", "2025-02-12", "2019-03-14",
      "Otto DOB 14/03/2019"),
    S("static", "Fellgate Veterinary Group", "founded", "-", "2024-03-15", "1987",
      "Fellgate Veterinary Group was founded in 1987 by Dr Ruth Allonby"),
    S("static", "Mr Pickles (P-31188)", "signalment", "-", "2025-05-07", "dsh mn 2011",
      "Mr Pickles: DSH, male neutered, born 2011"),
    S("static", "Biscuit (P-18855)", "signalment", "-", "2025-01-21", "yellow labrador mn 2016",
      "Biscuit - yellow Labrador, MN, born 2016"),
    S("static", "Fellgate Veterinary Group", "hospital address", "-", "2024-03-16", "14 tanner's row fg3 2qj",
      "Fellgate hospital: 14 Tanner's Row, Fellgate FG3 2QJ"),
    S("static", "Thornbarrow Farm", "herd type", "-", "2025-09-16", "pedigree welsh black suckler",
      "Thornbarrow runs a pedigree Welsh Black suckler herd"),
    # membership: members of a group, each a standing fact
    S("membership", "equine team", "member[joel andersson]", "-", "2024-06-03", "joel andersson",
      "Equine team: Joel Andersson"),
    S("membership", "equine team", "member[marek dvorak]", "-", "2024-06-04", "marek dvorak",
      "Marek's on the equine team as well"),
    S("membership", "equine team", "member[sian llewellyn]", "-", "2025-02-13", "sian llewellyn",
      "Sian Llewellyn does equine too (equine team)"),
    S("membership", "farm team", "member[tom okafor]", "-", "2024-06-05", "tom okafor",
      "Farm team: Tom Okafor"),
    S("membership", "farm team", "member[priya nair]", "-", "2025-07-10", "priya nair",
      "Priya Nair - farm team"),
    S("membership", "farm team", "member[marek dvorak]", "-", "2024-06-06", "marek dvorak",
      "Marek Dvorak is on the farm team"),
    S("membership", "out-of-hours pool", "member[hannah brierley]", "-", "2024-06-07", "hannah brierley",
      "OOH rota pool includes Hannah Brierley"),
    S("membership", "out-of-hours pool", "member[joel andersson]", "-", "2024-06-10", "joel andersson",
      "Joel is in the out-of-hours pool"),
    S("membership", "out-of-hours nurse pool", "member[keeley marsh]", "-", "2024-06-11", "keeley marsh",
      "Keeley Marsh is in the OOH nurse pool"),
    S("membership", "Fellgate Veterinary Group", "site[fellgate]", "-", "2024-03-18", "fellgate",
      "Sites in the group: Fellgate (main hospital)"),
    S("membership", "Fellgate Veterinary Group", "site[brackenby]", "-", "2024-03-19", "brackenby",
      "Brackenby is one of our branch surgeries"),
    S("membership", "Fellgate Veterinary Group", "site[ashcombe]", "-", "2024-03-20", "ashcombe",
      "Ashcombe farm & equine unit - part of Fellgate Vet Group"),
    # multi_valued: several values that hold together (each value is its own fact)
    S("multi_valued", "Nala (Asante)", "allergy[chicken]", "-", "2025-06-11", "chicken",
      "Nala allergic to chicken (elimination diet confirmed)"),
    S("multi_valued", "Nala (Asante)", "allergy[wheat]", "-", "2025-07-23", "wheat",
      "Nala also reacts to wheat"),
    S("multi_valued", "Nala (Asante)", "allergy[flea saliva]", "-", "2025-08-27", "flea saliva",
      "Third allergy on Nala's record: flea saliva (FAD)"),
    S("multi_valued", "Hartley Farm", "contact[ian hartley]", "-", "2024-10-03", "ian hartley",
      "Hartley farm contact: Ian Hartley 07700 900431"),
    S("multi_valued", "Hartley Farm", "contact[maggie hartley]", "-", "2024-10-04", "maggie hartley",
      "Maggie Hartley is also a contact for the farm, 07700 900432"),
    S("multi_valued", "Hartley Farm", "contact[craig pask]", "-", "2025-03-25", "craig pask",
      "Herdsman Craig Pask can authorise treatment at Hartley's"),
    S("multi_valued", "Fellgate Veterinary Group", "direct claim insurer[petshield]", "-", "2024-04-08", "petshield",
      "We do direct claims with PetShield"),
    S("multi_valued", "Fellgate Veterinary Group", "direct claim insurer[animalia]", "-", "2024-04-09", "animalia",
      "Direct claims also accepted for Animalia"),
    S("multi_valued", "Fellgate Veterinary Group", "direct claim insurer[kindred]", "-", "2025-02-18", "kindred",
      "Kindred Pet Insurance - direct claim OK too"),
    S("multi_valued", "Low Moor Farm", "flock vaccine[heptavac p]", "-", "2025-06-11", "heptavac p",
      "Low Moor ewes get Heptavac P pre-lambing"),
    S("multi_valued", "Low Moor Farm", "flock vaccine[enzootic abortion]", "-", "2025-06-12", "enzootic abortion",
      "Low Moor also vaccinate for enzootic abortion"),
    S("multi_valued", "Low Moor Farm", "flock vaccine[toxoplasma]", "-", "2025-09-19", "toxoplasma",
      "Toxo vaccine for the Low Moor gimmers as well"),
    # unrelated: chatter stating no contested fact
    S("unrelated", "chatter", "note[1]", "-", "2025-01-27", "-",
      "Coffee machine in the staff room is descaled, please don't put milk in the water tank again"),
    S("unrelated", "chatter", "note[2]", "-", "2025-03-11", "-",
      "thanks all for covering yesterday, mad day"),
    S("unrelated", "chatter", "note[3]", "-", "2025-05-14", "-",
      "Reminder: CPD evening on dental radiography next month, pizza provided"),
    S("unrelated", "chatter", "note[4]", "-", "2025-06-18", "-",
      "who left the ultrasound gel in the Hilux?? found it under the seat"),
    S("unrelated", "chatter", "note[5]", "-", "2025-07-30", "-",
      "lol the Hartleys' collie stole my sandwich off the quad again"),
    S("unrelated", "chatter", "note[6]", "-", "2025-08-20", "-",
      "Mrs Pryce brought in biscuits for reception, very kind"),
    S("unrelated", "chatter", "note[7]", "-", "2025-12-10", "-",
      "Car park being gritted early tomorrow, park on the road till 9"),
    S("unrelated", "chatter", "note[8]", "-", "2025-10-29", "-",
      "note to self: chase the Christmas party venue"),
    S("unrelated", "chatter", "note[9]", "-", "2026-01-13", "-",
      "Fire alarm test this Weds at 10, don't panic"),
    S("unrelated", "chatter", "note[10]", "-", "2026-03-20", "-",
      "pls sign the card for Graham's retirement, it's in the dispensary"),
    S("unrelated", "chatter", "note[11]", "-", "2025-09-24", "-",
      "Big thank you card from the Whitlows for looking after Otto, it's on the board"),
    S("unrelated", "chatter", "note[12]", "-", "2026-05-19", "-",
      "someone's phone charger is still plugged in in consult 2"),
    # equal_time: two conflicting records of one fact at the same order time
    ET("Sorrel (Aldous)", "weight", "-", "2025-06-20", "11:42:10", "bb",
       ("480kg", "Sorrel weighbridge: 480 kg"), ("505kg", "Sorrel (Aldous) 505kg on the weighbridge")),
    ET("Pip (P-37110)", "kennel", "-", "2026-02-17", "08:51:33", "ll",
       ("dog ward 2", "Pip (P-37110) kennel: Dog Ward 2"), ("kennel 5", "Kennel 5 - Pip, P-37110, in for a scope")),
    ET("CR x-ray unit (Brackenby)", "last serviced", "-", "2025-10-09", "15:05:00", "bl",
       ("2025-10-02", "Brackenby x-ray last serviced 02/10/2025"), ("2025-10-09", "Brackenby CR x-ray service date 9 Oct 2025")),
    ET("Fellgate Veterinary Group", "price", "microchipping", "2025-02-03", "10:20:45", "bb",
       ("25.00", "Microchipping £25"), ("20.00", "Microchip implant: £20 (price list v7)")),
    ET("Low Moor Farm", "scanning percentage", "2026", "2026-01-27", "16:33:12", "ll",
       ("182%", "Low Moor scanned at 182%"), ("176%", "Low Moor scanning result 176%")),
    ET("Skye (Henderson)", "appointment time", "Mon 9 Feb 2026", "2026-01-30", "12:07:58", "bl",
       ("2026-02-09 10:00", "Skye Henderson appt Mon 9 Feb 10:00"), ("2026-02-09 11:00", "Skye Henderson booked 09/02 at 11:00")),
]


# ---------------------------------------------------------------- build
def iso(t):
    return t.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []
    for fi, fam in enumerate(FAMILIES + STANDALONE):
        key = (fam["subject"], fam["attribute"], fam["scope"])
        for vi, (date, value, pol, text, label, same) in enumerate(fam["versions"]):
            d = dt.date.fromisoformat(date)
            if "clock" in fam:
                hh, mm, ss = (int(x) for x in fam["clock"].split(":"))
            else:
                secs = rng.randint(7 * 3600 + 30 * 60, 19 * 3600 + 30 * 60)
                hh, mm, ss = secs // 3600, secs // 60 % 60, secs % 60
            t = dt.datetime(d.year, d.month, d.day, hh, mm, ss, tzinfo=UTC)
            mems.append({"fam": fi, "pos": vi, "key": key, "value": value, "pol": pol, "text": text,
                         "label": label, "same": same, "order": t, "mode": fam.get("mode")})
    n = len(mems)
    # backfilled or live: equal_time pairs are fixed by their mode, the rest drawn
    forced = {}
    for i, m in enumerate(mems):
        if m["mode"]:
            forced[i] = m["mode"][m["pos"]] == "b"
    free = [i for i in range(n) if i not in forced]
    rng.shuffle(free)
    want_b = round(BACKFILL_SHARE * n) - sum(1 for b in forced.values() if b)
    for j, i in enumerate(free):
        forced[i] = j < want_b
    for i, m in enumerate(mems):
        m["backfilled"] = forced[i]
    # one import session: created_at a few seconds apart, in a seeded order unrelated to observed order
    bf = [i for i in range(n) if mems[i]["backfilled"]]
    rng.shuffle(bf)
    t = IMPORT_START
    for i in bf:
        t = t + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created_at"] = t
        mems[i]["observed_at"] = mems[i]["order"]
    for m in mems:
        if not m["backfilled"]:
            m["created_at"] = m["order"]
            m["observed_at"] = None
    # opaque ids, assigned in a shuffled order
    idx = list(range(n))
    rng.shuffle(idx)
    for k, i in enumerate(idx):
        mems[i]["id"] = "h30-%03d" % (k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)
    return mems, file_order


def truth_of(mems):
    """Within a family each memory is expired by the EARLIEST strictly newer memory whose
    (value, polarity) differs; reason negation when polarities differ, else value."""
    fams = {}
    for m in mems:
        fams.setdefault(m["key"], []).append(m)
    pairs = []
    for key, ms in fams.items():
        ms = sorted(ms, key=lambda m: m["order"])
        for a in ms:
            for b in ms:
                if b["order"] > a["order"] and (b["value"], b["pol"]) != (a["value"], a["pol"]):
                    pairs.append((a, b, "negation" if a["pol"] != b["pol"] else "value"))
                    break
    return fams, pairs


def check(mems, fams, pairs):
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a["id"])
        in_pair.add(b["id"])
    for m in mems:
        if m["label"] is not None:
            assert m["label"] in CLASSES, m["label"]
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
        else:
            assert m["id"] in in_pair, ("unlabelled memory in no pair", m["id"], m["text"])
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)
    for key, ms in fams.items():
        times = [m["order"] for m in ms]
        if all(m["label"] == "equal_time" for m in ms):
            assert len(ms) == 2 and times[0] == times[1] and ms[0]["value"] != ms[1]["value"], key
        else:
            assert len(set(times)) == len(times), ("order times not distinct", key)
            assert not any(m["label"] == "equal_time" for m in ms), key
        # labelled memories attached to a changing family come after its last version, same value+polarity
        live = [m for m in ms if m["label"] is None]
        if live:
            last = max(live, key=lambda m: m["order"])
            for m in ms:
                if m["label"] is not None:
                    assert m["order"] > last["order"], ("attached negative not after last version", m["text"])
                    assert (m["value"], m["pol"]) == (last["value"], last["pol"]), m["text"]
    for m in mems:
        assert m["created_at"] < CUTOFF and m["order"] < CUTOFF, m["text"]
        if m["backfilled"]:
            assert m["observed_at"] < m["created_at"], m["text"]
            assert m["created_at"] >= IMPORT_START
        else:
            assert m["observed_at"] is None
    bfc = [m["created_at"] for m in mems if m["backfilled"]]
    assert max(bfc) - min(bfc) < dt.timedelta(hours=1), "import session too long"
    for m in mems:
        assert m["content"].strip() if "content" in m else m["text"].strip()


def family_shape(ms):
    ms = [m for m in sorted(ms, key=lambda m: m["order"]) if m["label"] is None]
    vals = [(m["value"], m["pol"]) for m in ms]
    moveback = all(p == "+" for _, p in vals) and any(vals[i] == vals[j] and any(vals[k] != vals[i] for k in range(i + 1, j))
                   for i in range(len(vals)) for j in range(i + 2, len(vals)))
    interior_conf = any(vals[i] == vals[i + 1] for i in range(len(vals) - 1))
    return ms, moveback, interior_conf


def stats(mems, fams, pairs):
    out = []
    n = len(mems)
    nb = sum(1 for m in mems if m["backfilled"])
    out.append("memories            %d (backfilled %d, live %d)" % (n, nb, n - nb))
    nv_ = sum(1 for p in pairs if p[2] == "value")
    ng = sum(1 for p in pairs if p[2] == "negation")
    out.append("true pairs          %d (value %d, negation %d)" % (len(pairs), nv_, ng))
    changing = [ms for ms in fams.values() if any(m["label"] is None for m in ms)]
    sizes = {}
    mb = ic = negfam = restart = 0
    for ms in changing:
        live, moveback, conf = family_shape(ms)
        sizes[len(live)] = sizes.get(len(live), 0) + 1
        mb += moveback
        ic += conf
        if any(m["pol"] == "-" for m in live):
            negfam += 1
            pols = [m["pol"] for m in live]
            if any(pols[i] == "-" and pols[i + 1] == "+" for i in range(len(pols) - 1)):
                restart += 1
    out.append("changing families   %d (versions: %s)" % (
        len(changing), ", ".join("%d x%d" % (sizes[k], k) for k in sorted(sizes))))
    out.append("  move-backs        %d" % mb)
    out.append("  interior confirm. %d" % ic)
    out.append("  negation families %d (%d stop and restart)" % (negfam, restart))
    repl = [b for _, b, _ in pairs]
    same = sum(1 for b in repl if b["same"])
    out.append("replacements        %d (reworded %d, same record line %d)" % (len(repl), len(repl) - same, same))
    labelled = [m for m in mems if m["label"] is not None]
    out.append("labelled negatives  %d" % len(labelled))
    for c in CLASSES:
        ms = [m for m in labelled if m["label"] == c]
        out.append("  %-17s %d" % (c, len(ms)))
    om = [m["order"] for m in mems]
    out.append("order times         %s .. %s" % (iso(min(om)), iso(max(om))))
    cb = [m["created_at"] for m in mems if m["backfilled"]]
    out.append("import session      %s .. %s" % (iso(min(cb)), iso(max(cb))))
    return "\n".join(out)


def listing(mems):
    rows = ["# id\torder_time\tlabel\tfact_key (subject | attribute | scope)\tvalue_key\tpolarity\tingest"]
    for m in sorted(mems, key=lambda m: (m["key"], m["order"], m["id"])):
        rows.append("\t".join([
            m["id"], iso(m["order"]), m["label"] or "-", " | ".join(m["key"]), m["value"], m["pol"],
            "backfilled" if m["backfilled"] else "live"]))
    return "\n".join(rows)


def main(argv):
    allowed = {"--stats", "--list"}
    bad = [a for a in argv if a not in allowed]
    if bad:
        sys.stderr.write("gen.py: unknown argument(s): %s\nusage: gen.py [--stats] [--list]\n" % " ".join(bad))
        return 2
    mems, file_order = build()
    for m in mems:
        m["content"] = m["text"]
    fams, pairs = truth_of(mems)
    check(mems, fams, pairs)
    if argv:
        if "--stats" in argv:
            print(stats(mems, fams, pairs))
        if "--list" in argv:
            print(listing(mems))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for i in file_order:
            m = mems[i]
            rec = {"id": m["id"], "content": m["text"], "created_at": iso(m["created_at"])}
            if m["observed_at"] is not None:
                rec["observed_at"] = iso(m["observed_at"])
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for a, b, reason in sorted(pairs, key=lambda p: p[0]["id"]):
            f.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": reason}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"] is not None), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
