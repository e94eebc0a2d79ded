#!/usr/bin/env python3
"""Generator for testdata/real/veterinary-r34: a blind evaluation set for l9.

Register: veterinary clinic and animal care records (patients and owners,
vets and nurses, weights, medications, diets, due dates, ward placement,
microchips and insurance, referrals, appointment slots, opening hours).

Every name in here (animals, people, clinics, firms, products, codes, phone
numbers, addresses) is invented. No dataset was used.

Truth is computed from the table labels (fact key, value key, polarity,
order time), never from the text.

Usage:
  python3 gen.py           write memories.jsonl, truth.jsonl, labels.jsonl, README.md
  python3 gen.py --stats   print the counts
  python3 gen.py --list    print every memory with id, order time and labels

Standard library only; deterministic (fixed seed): two runs give
byte-identical files.
"""

import json
import os
import random
import sys
from datetime import datetime, timedelta, timezone

SEED = 3403417
HERE = os.path.dirname(os.path.abspath(__file__))
SET = "testdata/real/veterinary-r34"
PREFIX = "r34"
CUTOFF = datetime(2026, 12, 1, tzinfo=timezone.utc)
IMPORT_START = datetime(2026, 11, 24, 13, 5, 0, tzinfo=timezone.utc)
LIVE_SHARE = 0.25

NEG_CLASSES = [
    "multi_valued", "scope_disjoint", "format_variant", "elaboration",
    "confirmation", "different_subject", "static", "membership",
    "equal_time", "unrelated",
]

# ---------------------------------------------------------------------------
# Changing families. One family = one fact (subject, attribute, scope).
# Each version: (time, value key, polarity, text[, label class]).
# A version with a label class is a labelled negative placed in the family
# (after its last change, so it never takes part in a pair). A version
# without a label is a member of the changing chain; an unlabelled version
# that repeats the previous value is an in-chain confirmation, expired by the
# next change like the version it confirms.
# ---------------------------------------------------------------------------
FAMILIES = [
    ("biscuit/weight", [
        ("2025-01-14T09:12", "38.2", "+", "Biscuit (P-20417), Labrador, 6y — weight: 38.2 kg, BCS 8/9"),
        ("2025-04-02T15:40", "36.9", "+", "Weight clinic: Biscuit down to 36.9kg. Owner thrilled, keep going."),
        ("2025-07-19T10:05", "35.4", "+", "P-20417 wt 35.4"),
        ("2025-10-30T16:22", "36.1", "+", "Biscuit has crept back up to 36.1 kg — owner admits to sharing toast crusts."),
        ("2025-11-03T11:02", "36.1", "+", "Biscuit weight 36,1 kg", "format_variant"),
    ]),
    ("biscuit/diet", [
        ("2024-11-20T10:30", "verdane-wc", "+", "Biscuit diet: Verdane Weight Control dry, 2 cups per day"),
        ("2025-04-02T15:46", "orvia-sat", "+", "Switched Biscuit from Verdane Weight Control to Orvia Satiety Support."),
        ("2025-04-20T12:15", "orvia-sat", "+", "Biscuit is on Orvia Satiety Support — owner weighs it out, 140 g morning and 140 g evening, carrots the only treat.", "elaboration"),
    ]),
    ("biscuit/named-vet", [
        ("2024-09-03T11:40", "varga", "+", "Named vet — Biscuit: Dr Ines Varga"),
        ("2025-06-11T09:25", "quill", "+", "Dr Varga has left Kilnmoor, so Biscuit's care passes to Dr Rafferty Quill."),
        ("2025-08-14T14:50", "quill", "+", "Checked with Mrs Olsztyn: Biscuit stays with Dr Quill going forward.", "confirmation"),
    ]),
    ("captainfluff/methimazole", [
        ("2024-05-07T10:10", "2.5bid", "+", "Captain Fluff: methimazole 2.5 mg twice daily"),
        ("2024-08-15T16:30", "5bid", "+", "Cap's T4 still high at recheck -> increase methimazole to 5mg BID"),
        ("2025-01-09T11:45", "2.5sid", "+", "Med update (Ferrow's Maine Coon): now on 2.5 mg methimazole once a day, T4 low-normal"),
        ("2025-06-20T15:05", "2.5sid", "-", "Captain Fluff had radioiodine at Orrinmouth last month and is no longer on methimazole."),
    ]),
    ("tansy/ward-cage", [
        ("2025-02-10T09:05", "e3", "+", "Tansy (rabbit, Obenshain) admitted for gut stasis — exotics ward, cage E3"),
        ("2025-02-11T08:30", "e1", "+", "Moved Tansy E3 -> E1, quieter end away from the ferrets"),
        ("2025-02-13T16:10", "e1", "-", "Tansy eating and pooping, discharged home; E1 free for cleaning"),
    ]),
    ("rex/chip-keeper", [
        ("2024-03-12T10:20", "halvard", "+", "Rex chip 981020004417265 — registered keeper Halvard Quist"),
        ("2025-09-08T13:35", "annika", "+", "Rex has been rehomed with Halvard's sister; keeper on the chip database changed to Annika Quist-Rao."),
    ]),
    ("moth/insurance", [
        ("2024-06-01T09:50", "harthmead", "+", "Moth — insured: Harthmead Pet Insurance, policy HPI-7730291"),
        ("2025-03-01T10:15", "coverlet", "+", "Owner moved Moth's cover to Coverlet Animal Assurance from 1 March, new policy CAA-0419-882"),
        ("2025-11-12T12:40", "coverlet", "-", "Moth's Coverlet policy has lapsed (not renewed) - she is currently uninsured, pre-auth any big work with the owner"),
    ]),
    ("moth/booster-due", [
        ("2024-05-14T11:30", "2025-05-14", "+", "Moth annual booster due 2025-05-14"),
        ("2025-05-16T10:05", "2026-05-14", "+", "Booster given today. Moth next due 14/05/2026"),
        ("2025-06-02T09:40", "2026-05-14", "+", "Mothy's next vaccination: 14 May 2026", "format_variant"),
    ]),
    ("pickle/vitamin-c", [
        ("2025-01-22T15:15", "vitc50", "+", "Pickle (guinea pig): vitamin C drops, 50 mg daily in water"),
        ("2025-05-30T11:55", "vitc50", "-", "no more vit C drops for Pickle, owner stopped them - gets enough from red pepper now"),
    ]),
    ("juniper/stabling", [
        ("2024-10-02T08:45", "fenwick-b7", "+", "Juniper (Connemara mare) stabled at Fenwick's yard, box 7"),
        ("2025-02-18T17:20", "tallowfield", "+", "June's gone into Tallowfield Equine Hospital for the tendon, box rest there for now"),
        ("2025-04-09T10:30", "fenwick-b7", "+", "Juniper home from Tallowfield and back in her old box (7) at Fenwick's"),
    ]),
    ("juniper/vet", [
        ("2024-10-02T09:00", "pellegrin", "+", "Equine vet for Juniper: Dr Ewan Pellegrin"),
        ("2025-05-12T14:10", "amberley", "+", "Ewan's retired from yard work. Dr Solveig Amberley now looks after Juniper."),
        ("2025-06-01T10:00", "amberley", "+", "Juniper's vet is Dr Solveig Amberley (equine, Sedgeley Cross based, does yard visits Tues/Fri)", "elaboration"),
    ]),
    ("otto/exercise", [
        ("2025-03-03T10:05", "crate", "+", "Otto (dachshund) — IVDD, strict crate rest 6 wks, toilet trips on lead only"),
        ("2025-04-15T10:50", "lead5", "+", "Otto's recheck good: he can start 5-min lead walks three times a day"),
        ("2025-06-02T16:00", "normal", "+", "Otto signed off by Dr Coelho — back to normal exercise (no jumping off sofas!)"),
        ("2025-09-05T11:20", "normal", "+", "3-month check: Otto still fine on his normal walks", "confirmation"),
    ]),
    ("otto/gabapentin", [
        ("2025-03-03T10:20", "100bid", "+", "Otto: gabapentin 100mg BID"),
        ("2025-04-15T11:00", "50bid", "+", "Gabapentin for Otto reduced, now 50 mg twice daily"),
        ("2025-05-20T09:35", "50bid", "-", "Otto off gabapentin since Tuesday, no pain on palpation"),
    ]),
    ("mabel/diet", [
        ("2024-07-08T14:30", "orvia-renal", "+", "Mabel (CKD stage 2) on Orvia Renal wet pouches"),
        ("2024-09-25T12:05", "kestrel-kidney", "+", "Mabel refusing the Orvia so we've swapped her to Kestrel Kidney Care chicken pâté — eating well"),
    ]),
    ("mabel/renal-recheck-due", [
        ("2024-12-10T15:00", "2025-03", "+", "Mabel renal bloods recheck due March 2025"),
        ("2025-03-06T09:15", "2025-06-12", "+", "Mabel's owner away in March; recheck bloods moved to 12 June 2025"),
        ("2025-06-12T14:30", "2025-09-10", "+", "Bloods done, kidney values stable. Next renal panel: 2025-09-10"),
        ("2025-06-20T10:45", "2025-09-10", "+", "Mabel — next bloods 10 Sept 2025", "format_variant"),
    ]),
    ("mabel/amlodipine", [
        ("2024-12-10T15:10", "0.625", "+", "Mabel: amlodipine 0.625 mg SID (BP 178)"),
        ("2025-03-06T09:30", "1.25", "+", "BP still in the 170s so Mabel's amlodipine goes up to 1.25mg once daily"),
    ]),
    ("ziggy/beak-trim-appt", [
        ("2025-03-27T12:00", "thu-3apr-1020", "+", "Ziggy (cockatiel) beak trim booked Thu 3 Apr 10:20 with Dr Coelho"),
        ("2025-04-01T16:45", "fri-4apr-1540", "+", "Rebooked Ziggy's beak trim: Fri 4 Apr, 3:40pm"),
    ]),
    ("hazel/owner-phone", [
        ("2024-02-19T10:25", "07700914382", "+", "Hazel (border collie) owner contact: 07700 914382"),
        ("2025-08-04T15:30", "07911205668", "+", "Tomasz Ebbing has a new mobile, 07911 205668 — update Hazel's record pls"),
        ("2025-08-20T09:10", "07911205668", "+", "Hazel emergency contact +44 7911 205 668", "format_variant"),
    ]),
    ("hazel/boarding-run", [
        ("2025-07-20T09:00", "run12", "+", "Hazel in for boarding, run 12"),
        ("2025-07-21T13:15", "run4", "+", "moved Hazel to run 4 next to the office - she wouldn't stop barking at the collie in 11"),
        ("2025-07-23T08:10", "run4", "+", "Hazel still in run 4 this morning, eating fine", "confirmation"),
    ]),
    ("bramble/ear-drops", [
        ("2025-01-06T11:10", "bid", "+", "Bramble: Otiflex ear drops, both ears, twice daily"),
        ("2025-01-20T10:40", "sid", "+", "Bramble's ears much better. Otiflex down to once a day."),
        ("2025-02-03T14:20", "sid", "-", "Bramble has finished the Otiflex and is off all ear meds now"),
    ]),
    ("bramble/account-holder", [
        ("2024-04-11T13:00", "cressida", "+", "Bramble — owner/account holder: Cressida Vale"),
        ("2025-08-01T11:30", "jonah", "+", "Bramble now lives with Jonah Vale, who has taken over the account from August"),
    ]),
    ("nimbus/dental-grade", [
        ("2025-08-19T10:15", "grade2", "+", "Nimbus dental: grade 2 tartar, scale & polish recommended"),
        ("2025-10-14T17:05", "grade0", "+", "Nimbus had the dental on 14/10 - three extractions, mouth now clean (grade 0)"),
    ]),
    ("duchess/referral-clinic", [
        ("2024-11-04T10:10", "orrinmouth", "+", "Duchess (bulldog) referred to Orrinmouth Small Animal Referrals for BOAS assessment"),
        ("2024-12-02T12:30", "wyckham", "+", "Duchess's referral switched from Orrinmouth to Wyckham Vet Specialists — 3 week wait instead of 11"),
    ]),
    ("duchess/weight", [
        ("2024-11-04T10:00", "27.4", "+", "Duchess wt 27.4kg"),
        ("2025-02-20T15:20", "25.9", "+", "Duchess has slimmed down ahead of her BOAS op, now 25.9 kg"),
        ("2025-05-06T10:30", "25.9", "+", "Weight recorded for Duchess: 25.90 kgs", "format_variant"),
    ]),
    ("duchess/boas-status", [
        ("2024-12-02T12:40", "waitlist", "+", "Duchess on the Wyckham waiting list for BOAS surgery"),
        ("2025-03-04T18:15", "op-done", "+", "BOAS surgery done at Wyckham 04.03.25 — Duchess recheck with us in 10 days"),
        ("2025-04-28T11:00", "discharged", "+", "Duchess fully recovered from the BOAS op and discharged from follow-up."),
    ]),
    ("kipper/implant-due", [
        ("2025-03-14T14:00", "2025-11", "+", "Kipper (ferret) deslorelin implant due Nov 2025"),
        ("2025-06-30T10:20", "2025-09", "+", "Kipper's implant is wearing off early, bring the next one forward to 2025-09"),
        ("2025-07-10T12:10", "2025-09", "+", "Kipper: next implant Sept '25", "format_variant"),
    ]),
    ("waffles/ciclosporin", [
        ("2024-08-08T09:45", "cic-bid", "+", "Waffles (pug): ciclosporin eye ointment both eyes BID"),
        ("2025-02-14T11:25", "cic-bid", "-", "Waffles' Schirmer tear test normal — no longer on ciclosporin"),
        ("2025-07-02T15:50", "cic-bid", "+", "Dry eye has come back for Waffles, restarting ciclosporin ointment twice a day"),
    ]),
    ("sable/diet", [
        ("2024-06-17T13:40", "raw", "+", "Sable (Bengal) fed raw — commercial minced"),
        ("2024-10-03T10:05", "kestrel-gf", "+", "Sable switched from raw to Kestrel grain-free kibble after the salmonella scare"),
        ("2025-03-12T16:30", "kestrel-gf", "+", "Sable still on the Kestrel grain-free, eating well", "confirmation"),
    ]),
    ("thor/ward-bay", [
        ("2025-09-01T11:00", "bay2", "+", "Thor (Great Dane, 68kg) admitted, large-dog ward bay 2"),
        ("2025-09-01T19:30", "iso1", "+", "Thor moved to ISO-1 pending parvo snap test, barrier nursing"),
        ("2025-09-02T07:45", "iso1", "+", "Overnight handover: Thor still in ISO-1, result due 9am"),
        ("2025-09-02T10:05", "bay2", "+", "Parvo negative so Thor is back in bay 2"),
    ]),
    ("thor/iv-fluids", [
        ("2025-09-01T11:30", "120", "+", "Thor IV Hartmann's at 120 ml/h"),
        ("2025-09-02T14:00", "80", "+", "Thor fluids dropped to 80ml/hr"),
        ("2025-09-03T09:20", "80", "-", "Fluids off for Thor, he's drinking by himself"),
    ]),
    ("pumpkin/hibernation", [
        ("2025-11-28T10:10", "hib", "+", "Pumpkin (tortoise) into hibernation — fridge method, 5°C, weigh weekly"),
        ("2026-03-02T11:10", "hib", "-", "Pumpkin woken up 2 March, out of hibernation, bathing daily"),
        ("2026-03-20T14:00", "hib", "-", "Pumpkin still awake and eating dandelions", "confirmation"),
    ]),
    ("pumpkin/weight", [
        ("2025-11-28T10:00", "1240", "+", "Pumpkin weight 1,240 g"),
        ("2026-03-02T11:00", "1180", "+", "Pumpkin lost 60g over the winter: now 1.18 kg"),
        ("2026-03-09T10:40", "1180", "+", "Pumpkin wt 1180g", "format_variant"),
    ]),
    ("lottie/itch-med", [
        ("2024-09-12T10:35", "oclacitinib", "+", "Lottie (Westie): oclacitinib 5.4 mg once daily for atopy"),
        ("2025-01-23T15:10", "lokivetmab", "+", "Lottie switched from oclacitinib tablets to monthly lokivetmab injections"),
        ("2025-02-20T11:45", "lokivetmab", "+", "Lottie on lokivetmab monthly — weight-banded 20 mg vial, given by the nurses, itch score down from 8 to 3", "elaboration"),
    ]),
    ("marlowe/castration-date", [
        ("2025-04-10T09:20", "2025-05-06", "+", "Marlowe castrate booked 2025-05-06"),
        ("2025-04-29T16:15", "2025-05-20", "+", "Marlowe's op moved back two weeks to 2025-05-20 (owner on holiday)"),
        ("2025-05-02T10:05", "2025-05-20", "+", "Marlowe neuter: 20/05/2025", "format_variant"),
    ]),
    ("fig/vaccine-due", [
        ("2025-07-29T15:00", "2025-08-26", "+", "Fig: 1st kitten vac done, 2nd due 26/08/2025"),
        ("2025-08-26T15:00", "2026-08", "+", "Fig's second vaccine given; booster due Aug 2026"),
    ]),
    ("p31880/name", [
        ("2025-07-29T15:20", "fig", "+", "New kitten registered: 'Fig', P-31880, tabby female, owner Esther Maybury"),
        ("2025-09-10T12:30", "nutmeg", "+", "Owner has renamed Fig — P-31880 is now called Nutmeg, please update the record"),
    ]),
    ("p31880/spay-date", [
        ("2025-09-10T12:40", "2025-11-04", "+", "Fig spay pencilled in for 4 Nov"),
        ("2025-10-02T09:55", "2025-10-21", "+", "Nutmeg (was Fig) spay brought forward to Tue 21 Oct"),
    ]),
    ("kilnmoor/weekday-hours", [
        ("2024-01-08T09:00", "0800-1900", "+", "Kilnmoor opening hours Mon–Fri: 08:00–19:00"),
        ("2025-02-01T08:30", "0800-1830", "+", "From 1 Feb Kilnmoor closes at 18:30 on weekdays instead of 19:00"),
        ("2025-09-01T08:20", "0800-1900", "+", "Kilnmoor weekday hours back to 8am-7pm now we've got the extra vet"),
        ("2025-10-01T09:00", "0800-1900", "+", "KM weekdays: open 8 a.m. till 7 p.m.", "format_variant"),
    ]),
    ("clinic/ooh-provider", [
        ("2024-01-08T12:00", "lanternwatch", "+", "Out-of-hours cover: Lanternwatch Emergency Vets"),
        ("2025-05-01T08:15", "corvedale", "+", "OOH now goes to Corvedale 24/7 Animal Hospital (Lanternwatch contract ended 30 April)"),
        ("2025-05-10T13:30", "corvedale", "+", "OOH: Corvedale 24/7 Animal Hospital, Unit 4 Brindle Park, Hexworth — clients ring our number and get diverted there", "elaboration"),
    ]),
    ("kilnmoor/phone", [
        ("2024-01-08T12:10", "01632480211", "+", "Kilnmoor reception: 01632 480211"),
        ("2025-11-17T08:05", "01632771904", "+", "New phone system is live, Kilnmoor's number is now 01632 771904 (old line diverts until Jan)"),
    ]),
    ("kilnmoor/head-nurse", [
        ("2024-03-01T09:30", "kit", "+", "Head nurse (Kilnmoor): Kit Dunmore RVN"),
        ("2025-01-13T08:40", "priya", "+", "Priya Ashwell covering as head nurse while Kit's on maternity leave"),
        ("2025-10-06T08:35", "kit", "+", "Kit's back!! head nurse again from Monday 6 Oct"),
        ("2026-04-01T09:10", "moss", "+", "Handover: Kit has moved across to the referral side; Moss Teague RVN is our head nurse from April."),
    ]),
    ("clinic/consult-fee", [
        ("2024-01-08T12:20", "48", "+", "Standard consultation fee: £48.00"),
        ("2025-04-01T08:00", "52.50", "+", "Price rise from 1 April — standard consult £52.50"),
        ("2025-07-01T08:10", "52.50", "+", "Q3 price list: consult still £52.50, no change"),
        ("2026-01-05T08:00", "55", "+", "Standard consult now £55"),
        ("2026-02-01T08:45", "55", "+", "Std consult — GBP 55.00", "format_variant"),
    ]),
    ("clinic/wholesaler", [
        ("2024-02-01T10:00", "medivane", "+", "Drugs wholesaler: Medivane Distribution, orders in by 3pm"),
        ("2025-06-16T09:05", "calloway", "+", "We've switched wholesaler — Calloway Vet Supply from this week, Medivane account closed"),
    ]),
    ("clinic/practice-manager", [
        ("2024-01-08T12:30", "harte", "+", "Practice manager: Gwendolyn Harte"),
        ("2025-03-17T09:00", "perrault", "+", "Gwen has retired; the new PM is Ludo Perrault"),
        ("2025-04-02T10:10", "perrault", "+", "Ludo Perrault (practice manager) — handles complaints, rotas and the supplier accounts", "elaboration"),
    ]),
    ("clinic/external-lab", [
        ("2024-02-01T09:00", "pellucid", "+", "External bloods go to Pellucid Labs"),
        ("2025-10-20T08:50", "aldermere", "+", "Pellucid replaced by Aldermere Diagnostics for send-outs"),
        ("2025-10-27T12:20", "aldermere", "+", "Send-outs to Aldermere Diagnostics: courier collects 16:00 weekdays, results next morning on their portal", "elaboration"),
    ]),
    ("tobiah/sedgeley-days", [
        ("2024-09-02T08:30", "tue-thu", "+", "Dr Mwangi-Reeve consults Tue/Thu at Sedgeley Cross"),
        ("2025-09-01T08:40", "mon-wed-fri", "+", "New rota: Tobiah does Mon, Wed and Fri at SX"),
        ("2025-12-01T09:15", "mon-wed-fri", "+", "Tobiah confirmed for Mon/Wed/Fri at Sedgeley on the winter rota", "confirmation"),
    ]),
    ("pepper/insulin", [
        ("2025-02-03T10:00", "1bid", "+", "Pepper (cat, diabetic): insulin glargine 1 IU BID"),
        ("2025-02-17T16:20", "1.5bid", "+", "Pep's curve still high, glargine up to 1.5 units twice daily"),
        ("2025-03-10T11:15", "2bid", "+", "Pepper — insulin increased 1.5 → 2 IU q12h"),
        ("2025-04-07T14:45", "2bid", "+", "Fructosamine ok. Pepper still on 2 IU, no change"),
        ("2025-05-19T09:30", "1.5bid", "+", "Hypo episode at home, so we've dropped Pepper back to 1.5 IU twice a day"),
        ("2025-08-11T15:40", "1.5bid", "-", "Pepper is in diabetic remission - insulin stopped, owner to dipstick urine weekly"),
    ]),
    ("bruno/muzzle", [
        ("2024-10-15T10:30", "muzzle", "+", "CAUTION Bruno (Rottweiler) — muzzle for all exams, two staff to handle"),
        ("2025-06-24T11:10", "muzzle", "-", "Bruno has come on brilliantly with the desensitisation visits, muzzle no longer needed"),
        ("2025-10-08T15:35", "muzzle", "-", "Bruno in for booster, still no muzzle needed, lovely boy", "confirmation"),
    ]),
    ("clover/rhd2-due", [
        ("2024-04-10T14:10", "2025-04", "+", "Clover (rabbit) RHD2 vaccine due April 2025"),
        ("2025-04-08T10:25", "2026-04-08", "+", "RHD2 done for Clover, next one 08.04.2026"),
    ]),
    ("rosie/spay-status", [
        ("2025-05-28T12:15", "booked", "+", "Rosie (labradoodle) spay booked for 11 June"),
        ("2025-06-11T17:00", "done", "+", "Rosie spayed today, uneventful, home with a buster collar"),
    ]),
    ("rosie/insurer", [
        ("2024-08-21T10:50", "lm", "+", "Rosie insured with Lindqvist & Maw, policy LM-55-20931"),
        ("2025-08-21T11:05", "harthmead", "+", "Rosie's insurance renewed with Harthmead instead, new policy no. HPI-8812044"),
        ("2025-09-03T09:35", "harthmead", "+", "Rosie: Harthmead Pet Insurance, policy HPI-8812044, lifetime cover, £99 excess, claims go direct", "elaboration"),
    ]),
    ("monty/pain-med", [
        ("2024-12-02T15:30", "meloxicam", "+", "Monty (lurcher, 13y) meloxicam 1.5mg/ml, 2.1 ml daily with food"),
        ("2025-02-25T10:40", "grapiprant", "+", "Monty's had a GI upset on the meloxicam - changed him over to grapiprant"),
    ]),
    ("olive/weight", [
        ("2024-10-10T10:00", "4.1", "+", "Olive (cat) 4.1 kg"),
        ("2025-03-18T10:10", "4.4", "+", "Olive gained — 4.4kg, cut down the dry food"),
        ("2025-09-22T15:55", "4.25", "+", "Olive weighed in at 4.25 kg today, good girl"),
        ("2025-10-15T11:30", "4.25", "+", "Olive: 4250 g", "format_variant"),
    ]),
    ("olive/chip-database", [
        ("2024-10-10T10:10", "pettrace", "+", "Olive's microchip registered on PetTrace"),
        ("2025-03-18T10:20", "animark", "+", "Owner moved Olive's chip registration from PetTrace over to Animark"),
        ("2025-11-11T14:25", "animark", "+", "Olive's chip still on Animark, details checked at her booster", "confirmation"),
    ]),
    ("barnaby/owner-address", [
        ("2024-05-02T10:45", "quarrel", "+", "Barnaby (African grey) — owner address: 3 Quarrel Lane, Hexworth"),
        ("2025-07-14T12:00", "fennick", "+", "The Barnaby household has moved house: 41 Fennick Road, Lower Stowell"),
        ("2025-07-30T10:20", "fennick", "+", "Barnaby's owners at 41 Fennick Road, Lower Stowell, LS7 2QD (blue door, use the side entrance)", "elaboration"),
    ]),
    ("barnaby/diet", [
        ("2024-05-02T11:00", "70-30", "+", "Barnaby diet — 70% pellets / 30% veg & fruit"),
        ("2025-01-29T14:35", "80-20", "+", "Barnaby moving onto 80% pellets, fruit cut back because of his weight"),
    ]),
    ("noodle/feeding", [
        ("2024-06-06T13:20", "7d", "+", "Noodle (corn snake) fed one frozen mouse every 7 days"),
        ("2025-06-10T11:50", "10-14d", "+", "Now Noodle's an adult, feed every 10–14 days instead of weekly"),
        ("2025-06-24T10:15", "10-14d", "+", "Noodle: one small frozen-thawed mouse every 10–14 days, offered in a separate tub", "elaboration"),
    ]),
    ("archie/parasite-product", [
        ("2024-07-01T09:40", "fluravex", "+", "Archie (cocker): monthly Fluravex spot-on"),
        ("2025-03-04T15:00", "sarovane", "+", "Archie switched to the 3-monthly Sarovane chew, owner finds the spot-on messy"),
        ("2025-09-03T10:30", "sarovane", "+", "Archie's Sarovane chew (10-25 kg size) given every 12 weeks, last dose today", "elaboration"),
    ]),
    ("archie/weight-clinic-nurse", [
        ("2024-07-01T09:50", "moss", "+", "Archie's weight clinic nurse: Moss Teague"),
        ("2025-05-15T14:40", "priya", "+", "Archie sees Priya for his weigh-ins now"),
    ]),
    ("daisy/clostridial-due", [
        ("2024-09-30T11:00", "2025-03", "+", "Daisy (pygmy goat) clostridial booster due March 2025"),
        ("2025-03-21T12:45", "2026-03", "+", "Daisy boosted 21/3; next clostridial due March 2026"),
    ]),
    ("willow/lameness", [
        ("2025-01-15T11:45", "lame3", "+", "Willow (hunter mare) lame LF 3/5 — box rest, re-exam in 2 weeks"),
        ("2025-01-29T12:10", "lame3", "+", "Re-exam: Willow still 3/5 lame on the left fore, continue box rest"),
        ("2025-02-26T11:50", "sound-walk", "+", "Willow sound at trot; start walking out in hand 20 min"),
        ("2025-04-09T16:05", "light-work", "+", "Willow back in light ridden work"),
    ]),
    ("willow/bute", [
        ("2025-01-15T12:00", "bid", "+", "Willow: phenylbutazone 1 sachet BID"),
        ("2025-02-01T10:35", "sid", "+", "Willow's bute reduced to one sachet a day"),
        ("2025-02-26T12:00", "sid", "-", "Bute stopped, Willow comfortable without it"),
    ]),
    ("scout/phenobarbital", [
        ("2024-11-05T10:25", "30bid", "+", "Scout (beagle) phenobarbital 30mg BID"),
        ("2025-02-12T17:40", "45bid", "+", "Two cluster seizures - Scout's phenobarb up to 45 mg twice daily"),
        ("2025-03-26T11:05", "30bid", "+", "Scout too wobbly on 45, dropped back to 30 mg BID"),
        ("2025-07-01T10:50", "30bid", "+", "Scout still on 30 mg twice daily, seizure-free 3 months", "confirmation"),
    ]),
    ("luna/health-plan", [
        ("2024-03-20T15:45", "phc", "+", "Luna (cat) enrolled on Pet Health Club, monthly direct debit"),
        ("2025-02-28T10:55", "phc", "-", "Luna's owner has cancelled her Pet Health Club plan"),
        ("2025-09-09T12:35", "phc", "-", "Luna — still not on any plan, owner pays per visit", "confirmation"),
    ]),
    ("gus/pimobendan", [
        ("2025-04-03T10:05", "5bid", "+", "Gus (boxer) pimobendan 5 mg BID"),
        ("2025-08-07T16:25", "7.5bid", "+", "Gus's pimo is going up to 7.5 mg twice a day after the echo"),
        ("2025-08-20T10:00", "7.5bid", "+", "Gus pimobendan 7.5mg q12h", "format_variant"),
    ]),
    ("gus/murmur-grade", [
        ("2025-04-03T10:00", "3/6", "+", "Gus: heart murmur grade 3/6"),
        ("2025-07-24T11:40", "4/6", "+", "gus murmur louder today, I'd call it a 4/6 now"),
        ("2025-07-24T12:10", "4/6", "+", "Gus: grade 4/6 left apical systolic murmur, echo recommended", "elaboration"),
    ]),
    ("cinders/cattery-pen", [
        ("2025-08-01T10:00", "c2", "+", "Cinders booked into the cattery, pen C2"),
        ("2025-08-02T09:30", "c5", "+", "Cinders moved C2 → C5 (C2 heater broken)"),
        ("2025-08-03T08:45", "c5", "+", "Cinders in C5 — the corner pen with the shelf, owner's blanket in with her", "elaboration"),
    ]),
    ("clinic/clinical-director", [
        ("2024-01-08T13:00", "coelho", "+", "Clinical director: Dr Nadira Coelho"),
        ("2026-01-05T09:00", "amberley", "+", "Nadira is stepping down as CD. Dr Solveig Amberley takes over as clinical director from January."),
        ("2026-06-01T10:30", "amberley", "+", "Solveig Amberley remains clinical director after the partners' meeting", "confirmation"),
    ]),
    ("clinic/slot-length", [
        ("2024-01-08T13:10", "10", "+", "Standard appointment slots are 10 minutes"),
        ("2025-09-01T09:00", "15", "+", "Consults have moved to 15-minute slots on weekdays"),
    ]),
    ("kilnmoor/vacc-clinic-day", [
        ("2024-04-03T09:20", "wed-pm", "+", "Nurse vaccine clinic (Kilnmoor): Wednesday afternoons"),
        ("2025-05-08T08:50", "thu-1400", "+", "Kilnmoor vacc clinic now runs Thursdays 14:00–16:00"),
        ("2025-06-19T13:55", "thu-1400", "+", "Vacc clinic Thursday 2–4 as usual this week", "confirmation"),
    ]),
    ("rex/hydrotherapy", [
        ("2025-01-08T14:30", "weekly", "+", "Rex — hip dysplasia, hydrotherapy weekly at Sedgeley Cross"),
        ("2025-06-18T10:10", "fortnightly", "+", "Rex's hydro cut to every other week, he's much stronger"),
    ]),
]

# ---------------------------------------------------------------------------
# Labelled negatives outside the changing families.
# (class, fact key, time, value key, text). A key shared by two rows is one
# fact stated twice (static restatements, format variants, equal_time pairs).
# ---------------------------------------------------------------------------
LABELLED = [
    # multi_valued: values that coexist
    ("multi_valued", "biscuit/allergy/chicken", "2024-09-03T11:50", "chicken", "Biscuit — allergic to chicken (itchy paws)"),
    ("multi_valued", "biscuit/allergy/wheat", "2025-01-14T09:20", "wheat", "Biscuit also reacts to wheat, avoid both"),
    ("multi_valued", "mabel/med/mirtazapine", "2025-03-06T09:40", "mirtazapine", "Mabel also gets mirtazapine gel on the ear tip for appetite"),
    ("multi_valued", "mabel/med/renalfix", "2025-06-12T14:40", "renalfix", "Mabel: Renalfix phosphate binder sprinkled on food as well"),
    ("multi_valued", "thor/allergy/sulfa", "2025-09-01T11:10", "sulfa", "Thor: allergic to potentiated sulphonamides — NO TMPS"),
    ("multi_valued", "willow/co-owner/liddicoat", "2025-01-15T12:20", "liddicoat", "Willow co-owned by Faye Liddicoat"),
    ("multi_valued", "willow/co-owner/orr", "2025-01-15T12:25", "orr", "Willow's other co-owner is Benedikt Orr, both get invoices"),
    ("multi_valued", "sable/vacc/felv", "2024-10-03T10:15", "felv", "Sable vaccinated against FeLV"),
    ("multi_valued", "sable/vacc/flu-enteritis", "2024-10-03T10:20", "flu-ent", "Sable also covered for cat flu and enteritis"),
    ("multi_valued", "duchess/problem/skinfold", "2024-11-04T10:20", "skinfold", "Duchess has skin fold dermatitis (face and tail)"),
    ("multi_valued", "duchess/problem/cherryeye", "2024-11-04T10:25", "cherryeye", "Duchess — cherry eye left side too"),
    ("multi_valued", "noodle/emergency-contact/prys", "2024-06-06T13:30", "prys", "Noodle emergency contact: Anwen Prys 07700 913 552"),
    ("multi_valued", "noodle/emergency-contact/delacey", "2024-06-06T13:35", "delacey", "Second emergency contact for Noodle: Ruaridh Delacey"),
    ("multi_valued", "gus/med/furosemide", "2025-08-07T16:35", "furosemide", "Gus is on furosemide 20mg BID as well as the pimo"),

    # scope_disjoint: same attribute, disjoint scopes
    ("scope_disjoint", "kilnmoor/saturday-hours", "2024-01-08T09:05", "0900-1300", "Kilnmoor Saturday: 09:00–13:00"),
    ("scope_disjoint", "kilnmoor/sunday-hours", "2024-01-08T09:10", "closed", "Kilnmoor closed Sundays, OOH only"),
    ("scope_disjoint", "sedgeley/weekday-hours", "2024-01-08T09:15", "0830-1800", "Sedgeley Cross open Mon–Fri 08:30–18:00"),
    ("scope_disjoint", "sedgeley/saturday-hours", "2024-01-08T09:20", "0900-1200", "Sedgeley Cross Saturdays 9 till 12"),
    ("scope_disjoint", "clinic/ooh-consult-fee", "2025-04-01T08:05", "165", "Out-of-hours consultation fee: £165"),
    ("scope_disjoint", "clinic/exotic-consult-fee", "2025-04-01T08:20", "62", "Exotics consult (rabbits, birds, reptiles): £62"),
    ("scope_disjoint", "juniper/turnout/summer", "2025-05-12T14:20", "24-7", "Juniper summer routine: out on grass 24/7 May–Sept"),
    ("scope_disjoint", "juniper/turnout/winter", "2024-10-02T09:10", "stabled-night", "Juniper winter: stabled overnight, turned out 8–4"),
    ("scope_disjoint", "moth/kennel-cough-due", "2024-09-02T10:00", "2025-09-02", "Moth kennel cough vaccine due 2025-09-02"),
    ("scope_disjoint", "clover/myxo-rhd1-due", "2024-04-10T14:20", "2025-04", "Clover Myxo-RHD1 combined vaccine due April 2025"),
    ("scope_disjoint", "tobiah/kilnmoor-days", "2024-09-02T08:40", "sat", "Dr Mwangi-Reeve covers Kilnmoor on Saturdays"),
    ("scope_disjoint", "sedgeley/vacc-clinic-day", "2024-04-03T09:30", "mon-am", "Sedgeley Cross vaccine clinic is Monday mornings"),
    ("scope_disjoint", "sedgeley/head-nurse", "2025-01-13T08:50", "brandt", "Head nurse at Sedgeley: Hollis Brandt RVN"),
    ("scope_disjoint", "clinic/saturday-slot-length", "2025-09-01T09:10", "20", "Saturday consults are 20 minutes (fewer vets in)"),

    # format_variant: the same value written another way (standalone pair)
    ("format_variant", "rex/chip-number", "2024-03-12T10:25", "981020004417265", "Microchip no. (Rex): 981020004417265"),
    ("format_variant", "rex/chip-number", "2025-01-08T14:40", "981020004417265", "Rex — chip 981 020 004 417 265 scanned ok"),

    # different_subject: the frame of a changing fact, another subject
    ("different_subject", "otto/named-vet", "2025-03-03T10:30", "varga", "Named vet for Otto: Dr Ines Varga"),
    ("different_subject", "rolo/weight", "2025-04-02T15:55", "21.4", "Rolo (Ebbing's collie cross) weight: 21.4 kg"),
    ("different_subject", "mittens/methimazole", "2024-08-15T16:40", "2.5bid", "Mittens Ferrow: methimazole 2.5mg BID"),
    ("different_subject", "thistle/ward-cage", "2025-02-12T10:00", "e3", "Thistle (the other Obenshain rabbit) admitted — exotics ward, cage E3"),
    ("different_subject", "ghost/insurance", "2024-06-01T10:05", "harthmead", "Ghost (Moth's kennel-mate) insured with Harthmead, policy HPI-7730355"),
    ("different_subject", "corrie/stabling", "2025-04-09T10:40", "fenwick-b8", "Corrie stabled at Fenwick's yard, box 8, next to Juniper"),
    ("different_subject", "fritz/gabapentin", "2025-04-15T11:10", "100bid", "Fritz (Otto's littermate) gabapentin 100mg BID"),
    ("different_subject", "dot/diet", "2024-09-25T12:20", "orvia-renal", "Dot, Mabel's housemate, on Orvia Renal wet pouches"),
    ("different_subject", "fern/ear-drops", "2025-01-20T10:50", "bid", "Fern (Bramble's sister): Otiflex ear drops both ears twice daily"),
    ("different_subject", "brutus/ward-bay", "2025-09-02T10:15", "bay3", "Bay 3: Brutus (mastiff), post-op cruciate"),
    ("different_subject", "smudge/insulin", "2025-03-10T11:30", "1bid", "Smudge (Pepper's housemate): glargine 1 IU twice daily"),
    ("different_subject", "bun/rhd2-due", "2025-04-08T10:35", "2025-04", "Bun, Clover's bonded partner — RHD2 due April 2025"),
    ("different_subject", "bosun/pimobendan", "2025-08-07T16:45", "5bid", "Bosun (Gus's littermate) on pimobendan 5 mg BID"),
    ("different_subject", "skye/phenobarbital", "2025-02-12T17:50", "45bid", "Skye, Scout's sister, phenobarbital 45 mg twice daily"),

    # static: the same fact restated with a synonymous verb
    ("static", "nimbus/registered-site", "2024-05-20T10:00", "sedgeley", "Nimbus is registered at Sedgeley Cross"),
    ("static", "nimbus/registered-site", "2025-08-19T10:25", "sedgeley", "Nimbus belongs to the Sedgeley Cross patient list"),
    ("static", "kipper/owner", "2025-03-14T14:10", "ashgrove", "Kipper's owner is Wendell Ashgrove"),
    ("static", "kipper/owner", "2025-06-30T10:30", "ashgrove", "Kipper is owned by Wendell Ashgrove"),
    ("static", "ziggy/household", "2025-03-27T12:10", "marchetti-bligh", "Ziggy lives with the Marchetti-Bligh family"),
    ("static", "ziggy/household", "2025-04-01T16:55", "marchetti-bligh", "Ziggy is kept by the Marchetti-Bligh household"),
    ("static", "thor/neuter-status", "2025-09-01T11:15", "neutered", "Thor: castrated male"),
    ("static", "thor/neuter-status", "2025-09-03T09:30", "neutered", "Thor is a neutered male"),
    ("static", "juniper/signalment", "2024-10-02T09:05", "connemara-14", "Juniper is a 14-year-old Connemara mare"),
    ("static", "juniper/signalment", "2025-02-18T17:30", "connemara-14", "Juniper — Connemara, mare, aged 14"),
    ("static", "sedgeley/address", "2024-01-08T09:25", "millrace", "Sedgeley Cross is the branch on Millrace Road"),
    ("static", "sedgeley/address", "2025-05-01T08:25", "millrace", "Our Sedgeley Cross site sits on Millrace Road"),

    # membership: memberships held at once
    ("membership", "quill/member/ortho-team", "2025-06-11T09:35", "ortho", "Dr Quill is on the orthopaedic referral team"),
    ("membership", "quill/member/governance", "2025-06-11T09:40", "governance", "Dr Quill also sits on the clinical governance committee"),
    ("membership", "priya/member/infection-control", "2025-01-13T09:00", "ipc", "Priya Ashwell RVN is in the infection control group"),
    ("membership", "priya/member/fundraising", "2025-05-15T14:50", "fundraising", "Priya's on the fundraising committee too"),
    ("membership", "biscuit/member/weight-clinic", "2025-01-14T09:30", "weight-clinic", "Biscuit is enrolled in the weight clinic programme"),
    ("membership", "biscuit/member/health-club", "2024-11-20T10:40", "phc", "Biscuit is also on the Pet Health Club plan"),
    ("membership", "kilnmoor/member/alliance", "2024-01-08T13:20", "vale-alliance", "Kilnmoor is a member of the Vale Practice Alliance"),
    ("membership", "kilnmoor/member/cat-friendly", "2024-01-08T13:30", "cat-friendly-gold", "Kilnmoor is also part of the cat-friendly clinic scheme (gold level)"),
    ("membership", "coelho/member/ooh-rota", "2024-01-08T13:40", "ooh-rota", "Dr Coelho is on the OOH rota"),
    ("membership", "coelho/member/dental-group", "2025-08-19T10:30", "dental-sig", "Dr Coelho is in the dental interest group"),

    # equal_time: two values of one fact at one order time
    ("equal_time", "fig/weight", "2025-07-29T15:10:00", "1.2", "Fig weight 1.2 kg (consult room scale)"),
    ("equal_time", "fig/weight", "2025-07-29T15:10:00", "1.35", "Fig weighed 1.35 kg on the prep-room scale"),
    ("equal_time", "marlowe/post-op-kennel", "2025-05-20T09:00:00", "k3", "Marlowe post-op kennel: K3"),
    ("equal_time", "marlowe/post-op-kennel", "2025-05-20T09:00:00", "k6", "Marlowe to go in K6 after surgery"),
    ("equal_time", "noodle/hot-end-temp", "2024-06-06T13:40:00", "32", "Noodle's viv hot end 32°C"),
    ("equal_time", "noodle/hot-end-temp", "2024-06-06T13:40:00", "29", "Noodle hot end reading 29C per owner's thermometer"),
    ("equal_time", "duchess/recheck-slot", "2025-03-04T18:30:00", "tue-1410", "Duchess post-op recheck: Tue 14:10"),
    ("equal_time", "duchess/recheck-slot", "2025-03-04T18:30:00", "tue-1530", "Duchess recheck booked Tue 3.30pm"),

    # unrelated: distractors, several sharing a subject with a changing family
    ("unrelated", "biscuit/note/parking", "2025-07-19T10:15", "-", "Biscuit's owner asked about parking at Kilnmoor, told her to use the rear bays"),
    ("unrelated", "captainfluff/note/carrier", "2024-05-07T10:20", "-", "Captain Fluff hates the car; owner brings him in a top-opening carrier"),
    ("unrelated", "clinic/note/syringes", "2025-02-11T12:00", "-", "Reminder: order more 2.5 ml syringes for the dispensary"),
    ("unrelated", "tansy/note/dandelions", "2025-02-11T08:45", "-", "Tansy's owner brought fresh dandelion leaves, they're in the fridge"),
    ("unrelated", "clinic/note/staff-meeting", "2025-06-16T09:20", "-", "Staff meeting moved to the back room, bring your own mugs"),
    ("unrelated", "moth/note/temperament", "2024-06-01T10:00", "-", "Moth is a retired racer, very gentle, sleeps on her back"),
    ("unrelated", "otto/note/card", "2025-06-02T16:10", "-", "Otto's owner sent a thank-you card, pinned up in the staff room"),
    ("unrelated", "mabel/note/calls", "2024-07-08T14:40", "-", "Mabel's owner prefers calls after 5pm"),
    ("unrelated", "thor/note/drool", "2025-09-01T11:20", "-", "Thor drooled all over consult room 2, deep clean needed"),
    ("unrelated", "clinic/note/autoclave", "2025-10-20T09:00", "-", "Autoclave service due next week, engineer from Sterivane"),
    ("unrelated", "pepper/note/ear-prick", "2025-04-07T14:55", "-", "Pepper tolerates ear-prick glucose tests at home really well"),
    ("unrelated", "clinic/note/fire-alarm", "2024-02-01T09:10", "-", "Fire alarm test Tuesdays at 10:00"),
    ("unrelated", "juniper/note/invoices", "2024-10-02T09:15", "-", "Juniper's owner wants invoices by email, not post"),
    ("unrelated", "kilnmoor/note/car-park", "2025-02-20T15:40", "-", "Kilnmoor car park resurfacing 3–5 March, clients to use the leisure centre"),
    ("unrelated", "waffles/note/snoring", "2024-08-08T09:55", "-", "Waffles snores loudly under sedation — normal for him, don't panic"),
    ("unrelated", "lottie/note/groomer", "2024-09-12T10:45", "-", "Lottie's groomer is Snip & Suds on Orchard Row"),
]


def parse_time(s):
    """Table time -> aware datetime; returns (dt, has_seconds)."""
    if s.count(":") == 2:
        return datetime.strptime(s, "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc), True
    return datetime.strptime(s, "%Y-%m-%dT%H:%M").replace(tzinfo=timezone.utc), False


def rfc3339(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []  # table order
    for key, versions in FAMILIES:
        for v in versions:
            t, val, pol, text = v[:4]
            label = v[4] if len(v) > 4 else None
            mems.append({"key": key, "time": t, "value": val, "pol": pol,
                         "text": text, "label": label, "changing": True})
    for cls, key, t, val, text in LABELLED:
        mems.append({"key": key, "time": t, "value": val, "pol": "+",
                     "text": text, "label": cls, "changing": False})

    # Order times: table minute plus seeded seconds (explicit seconds kept).
    for m in mems:
        dt, has_sec = parse_time(m["time"])
        if not has_sec:
            dt = dt + timedelta(seconds=rng.randint(0, 59))
        m["order"] = dt

    n = len(mems)
    # Live-ingested vs backfilled.
    idx = list(range(n))
    rng.shuffle(idx)
    n_live = round(n * LIVE_SHARE)
    live = set(idx[:n_live])
    for i, m in enumerate(mems):
        m["live"] = i in live

    # Opaque ids assigned in a shuffled order.
    idx = list(range(n))
    rng.shuffle(idx)
    for k, i in enumerate(idx):
        mems[i]["id"] = "%s-%03d" % (PREFIX, k + 1)

    # Backfilled memories: created_at is one import session, in seeded order.
    back = [i for i in range(n) if not mems[i]["live"]]
    rng.shuffle(back)
    t = IMPORT_START
    for i in back:
        t = t + timedelta(seconds=rng.randint(1, 9))
        mems[i]["created"] = t
        mems[i]["observed"] = mems[i]["order"]
    for m in mems:
        if m["live"]:
            m["created"] = m["order"]
            m["observed"] = None

    # File order: shuffled again.
    file_order = list(range(n))
    rng.shuffle(file_order)
    return mems, file_order


def compute_truth(mems):
    fams = {}
    for m in mems:
        fams.setdefault(m["key"], []).append(m)
    pairs = []
    for key in sorted(fams):
        fam = fams[key]
        for a in fam:
            newer = [b for b in fam if b["order"] > a["order"]
                     and (b["value"], b["pol"]) != (a["value"], a["pol"])]
            if not newer:
                continue
            b = min(newer, key=lambda x: x["order"])
            ties = [x for x in newer if x["order"] == b["order"]]
            assert len(ties) == 1, "ambiguous replacement in %s" % key
            reason = "negation" if a["pol"] != b["pol"] else "value"
            pairs.append((a, b, reason))
    return fams, pairs


def check(mems, fams, pairs):
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids), "duplicate id"
    texts = [m["text"] for m in mems]
    dup = [t for t in set(texts) if texts.count(t) > 1]
    assert not dup, "duplicate text: %r" % dup
    for m in mems:
        assert m["text"].strip(), "blank text"
        assert m["label"] is None or m["label"] in NEG_CLASSES, m["label"]
        assert m["order"] < CUTOFF and m["created"] < CUTOFF, m["id"]
        if m["observed"] is not None:
            assert m["observed"] < m["created"], m["id"]
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a["id"])
        in_pair.add(b["id"])
    for m in mems:
        if m["label"] is not None:
            assert m["id"] not in in_pair, "labelled memory in a pair: %s %s" % (m["id"], m["text"])
        else:
            assert m["id"] in in_pair, "unlabelled memory in no pair: %s" % m["text"]
    for key, fam in fams.items():
        times = [m["order"] for m in fam]
        if len(set(times)) != len(times):
            assert all(m["label"] == "equal_time" for m in fam), "equal order times in %s" % key
    for key, versions in FAMILIES:
        assert key not in {k for _, k, _, _, _ in LABELLED}, key
        chain = [v for v in versions if len(v) == 4]
        assert len({(v[1], v[2]) for v in chain}) >= 2, "family without a change: " + key
        # labelled versions come after the family's last change
        last = max(parse_time(v[0])[0] for v in chain)
        for v in versions:
            if len(v) > 4:
                assert parse_time(v[0])[0] > last, "labelled version before last change: " + v[3]


def stats(mems, fams, pairs):
    out = []
    n = len(mems)
    live = sum(1 for m in mems if m["live"])
    out.append(("memories", n))
    out.append(("backfilled (observed_at)", n - live))
    out.append(("live-ingested (created_at only)", live))
    out.append(("changing families", len(FAMILIES)))
    out.append(("memories in changing families (unlabelled chain members)",
                sum(1 for m in mems if m["changing"] and m["label"] is None)))
    out.append(("in-chain confirmations (unlabelled, expired by the next change)",
                sum(1 for key, vs in FAMILIES for i, v in enumerate(vs)
                    if len(v) == 4 and i > 0 and len(vs[i - 1]) == 4
                    and (vs[i - 1][1], vs[i - 1][2]) == (v[1], v[2]))))
    out.append(("true pairs", len(pairs)))
    out.append(("true pairs, reason value", sum(1 for p in pairs if p[2] == "value")))
    out.append(("true pairs, reason negation", sum(1 for p in pairs if p[2] == "negation")))
    lab = [m for m in mems if m["label"] is not None]
    out.append(("labelled negatives", len(lab)))
    for c in NEG_CLASSES:
        out.append(("labelled " + c, sum(1 for m in lab if m["label"] == c)))
    sizes = {}
    for key, vs in FAMILIES:
        k = sum(1 for v in vs if len(v) == 4)
        sizes[k] = sizes.get(k, 0) + 1
    for k in sorted(sizes):
        out.append(("families with %d chain versions" % k, sizes[k]))
    return out


def write_all(mems, file_order, pairs, st):
    with open(os.path.join(HERE, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for i in file_order:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": rfc3339(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = rfc3339(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for a, b, r in sorted(pairs, key=lambda p: (p[0]["id"], p[1]["id"])):
            f.write(json.dumps({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) + "\n")
    with open(os.path.join(HERE, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"] is not None), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(readme(st))


def readme(st):
    counts = "\n".join("| %s | %d |" % (k, v) for k, v in st)
    return f"""# `{SET}`: blind evaluation set (veterinary clinic and animal care records)

A blind evaluation set for l9's supersession detector, in the register of a
veterinary practice's records: patients (dogs, cats, rabbits, horses, birds,
reptiles, small pets) and their owners, named vets and nurses, weights,
medications and doses, diets, vaccination and recheck due dates, ward, kennel
and cattery placement, microchip and insurance details, referral clinics,
appointment slots, opening hours, fees, suppliers and treatment status. The
texts are typed the way such records are: `key: value` record lines, short
clinical notes, full sentences, handovers, change reports ("moved to",
"switched from X to Y", "now", "no longer") and chat-like fragments, with
abbreviations (BID, SID, q12h, wt, OOH, KM, SX, PM, CD), nicknames and codes
for the same subject (Captain Fluff / Cap, Moth / Mothy, Juniper / June,
Pepper / Pep, Biscuit / P-20417, Fig / Nutmeg / P-31880), and dates and
numbers in several formats.

All names (animals, people, clinics, firms, products, codes, phone numbers,
addresses) are invented. No dataset was used (no SituatedQA, TimeQA or any
other); nothing was fetched. Generic drug names (methimazole, gabapentin,
meloxicam, ...) are substances, not products.

The files are written by `gen.py` (Python 3, standard library only, fixed
seed: two runs give byte-identical files). `python3 gen.py --stats` prints
the counts below; `python3 gen.py --list` prints every memory with its id,
order time, family, value key, polarity and label.

## How it was written (blind)

Read, and nothing else of the project:

1. the task prompt (`/work/notes/prompt-r34.md`);
2. `/work/notes/protocol.md` (the working protocol);
3. the design seed `/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051);
4. in `/work/main/README.md` only the sections "Memory JSONL (input and
   export format)" and "Using l9 on your own export".

Seen incidentally: the list of section headings of `/work/main/README.md`
(from `grep -n '^#'`, used to find the two sections), the file names in
`/work/notes/` (other prompts and scripts; none opened), and the number of
entries under `testdata/real/` (a count only, no names or contents). No code,
tests, other test data, results or registrations of the project were read;
l9 was not built or run; no other data set was looked at.

## Files

- `memories.jsonl`: one memory per line, `{{"id","content","created_at"[,"observed_at"]}}`,
  RFC 3339 UTC, every time before 2026-12-01. About three quarters are
  backfilled: `observed_at` is when the fact was observed and `created_at` is
  one import session (2026-11-24, in seeded order). About a quarter are
  live-ingested and carry `created_at` only. Ids `r34-NNN` are opaque
  (assigned in a shuffled order); the file order is shuffled again.
- `truth.jsonl`: `{{"expired_id","replacement_id","reason"}}`, reason `value`
  or `negation`.
- `labels.jsonl`: `{{"id","class"}}` for every memory that must never appear
  in any candidate pair.

## Truth rule

A memory's order time is `observed_at` if present, else `created_at`. A
family is one fact: one subject, one attribute, one scope. Within a family
each memory is expired by the EARLIEST strictly newer memory whose (value,
polarity) differs. The reason is `negation` when the polarities differ (the
newer says the fact stopped holding, or re-affirms it after it had stopped),
else `value`. A chain of n changing versions yields n-1 pairs; a move back
(A -> B -> A) pairs through the middle; a confirmation inside a chain (the
same value restated: "still", "no change") is never paired with what it
confirms but is expired, like the version it confirms, by the next change.
Truth is computed from the generator's tables (fact key, value key,
polarity, order time), never from the text. `gen.py` asserts that no
labelled memory takes part in any pair, that every unlabelled memory does,
that order times within a family are distinct (except the `equal_time`
class), that no text is duplicated, and that every time is before
2026-12-01.

Hard cases included: a 6-version insulin chain with a move back and an
in-chain confirmation ending in a negation; moves back (Juniper's stabling,
Thor's ward bay, Kilnmoor's weekday hours, the head nurse, Scout's dose); a
middle version worded very differently from its neighbours; a stop and a
restart (Waffles); subjects renamed or coded (Fig / Nutmeg / P-31880); and
dates, weights, phone numbers and prices in several formats.

## Negative classes (`labels.jsonl`)

- `multi_valued`: values that coexist (several allergies, co-owners,
  concurrent medications, emergency contacts, vaccines).
- `scope_disjoint`: same attribute, disjoint scopes (weekday / Saturday /
  Sunday hours, site Kilnmoor / site Sedgeley Cross, summer / winter turnout,
  in-hours / out-of-hours / exotics fees, different vaccines).
- `format_variant`: the same value written another way (36.1 kg / 36,1 kg,
  19:00 / 7 p.m., 2025-09-10 / 10 Sept 2025, 1.18 kg / 1180g, chip number
  with and without spaces).
- `elaboration`: the same value with more detail.
- `confirmation`: the same value restated ("still", "confirmed", "as
  usual", "remains") after the family's last change.
- `different_subject`: the frame of a changing fact with another subject (a
  littermate, a housemate, a kennel-mate).
- `static`: the same fact restated with a synonymous verb.
- `membership`: memberships held at once (teams, committees, schemes, plans).
- `equal_time`: two values of one fact at one order time.
- `unrelated`: distractors, several sharing a subject with a changing family.

## Counts (`python3 gen.py --stats`)

| count | n |
|---|---|
{counts}
"""


def main():
    mems, file_order = build()
    fams, pairs = compute_truth(mems)
    check(mems, fams, pairs)
    st = stats(mems, fams, pairs)
    if "--stats" in sys.argv[1:]:
        for k, v in st:
            print("%-70s %d" % (k, v))
        return
    if "--list" in sys.argv[1:]:
        exp = {a["id"]: (b["id"], r) for a, b, r in pairs}
        for m in sorted(mems, key=lambda m: (m["key"], m["order"], m["id"])):
            tail = ""
            if m["id"] in exp:
                tail = " -> %s (%s)" % exp[m["id"]]
            print("%s  %s  %-6s  %-34s %-16s %s  %s%s\n      %s" % (
                m["id"], rfc3339(m["order"]), "live" if m["live"] else "back",
                m["key"], m["value"], m["pol"], m["label"] or "-", tail, m["text"]))
        return
    write_all(mems, file_order, pairs, st)


if __name__ == "__main__":
    main()
