#!/usr/bin/env python3
"""Generate testdata/heldout8: a blind evaluation set of care and health record memories.

Labels (family, value, polarity, class) are fixed in the tables below before anything is
generated; truth is computed from those labels only, never from the text.

    python3 gen.py            write memories.jsonl, truth.jsonl, labels.jsonl, README.md
    python3 gen.py --stats    print counts
    python3 gen.py --list     print every memory with id, order time, mode and labels
"""

import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 20261201
HERE = os.path.dirname(os.path.abspath(__file__))
UTC = dt.timezone.utc

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
STYLES = ["terse", "kv", "handover", "passive", "family", "abbrev", "sentence", "slot"]


def v(day, val, style, text, pol="+", label=None, hard=False):
    assert style in STYLES, style
    assert label is None or label in CLASSES, label
    return {"day": day, "value": val, "style": style, "text": text, "pol": pol,
            "label": label, "hard": hard}


FAMILIES = []
REGISTER = None


def register(name):
    global REGISTER
    REGISTER = name


def fam(key, subject, attribute, scope, base, *versions, equal=False):
    FAMILIES.append({"key": key, "subject": subject, "attribute": attribute, "scope": scope,
                     "base": dt.date.fromisoformat(base), "versions": list(versions),
                     "equal": equal, "register": REGISTER})


# ---------------------------------------------------------------------------------------
# Care home daily notes (Hollins Grange)
# ---------------------------------------------------------------------------------------
register("care_home")

fam("halloran-warfarin", "Edith Halloran", "warfarin", "", "2025-01-06",
    v(0, "3mg", "abbrev", "Edith Halloran: warfarin 3mg OD at 18:00, INR target 2-3."),
    v(41, "-", "sentence", "Warfarin stopped for Mrs Halloran by the GP after yesterday's nosebleed. Do not give tonight.", pol="-"),
    v(55, "2mg", "terse", "Mrs H restarted on warfarin, 2 mg OD. INR clinic Thursday."),
    v(90, "2.5mg", "sentence", "Anticoag clinic have increased Mrs Halloran's warfarin to 2.5mg once daily."),
)
fam("halloran-room", "Edith Halloran", "room", "", "2025-02-03",
    v(0, "room14", "kv", "Room 14 (first floor): Mrs Edith Halloran."),
    v(120, "room3", "passive", "Mrs Halloran was moved onto the ground floor after the falls review and is now in Room 3."),
    v(126, "room3", "sentence", "Edith has settled into Room 3, the ground-floor room by the garden doors, close to the nurses' station.", label="elaboration"),
)
fam("halloran-falls", "Edith Halloran", "falls risk", "", "2025-03-10",
    v(0, "medium", "kv", "Falls risk (Mrs Halloran): medium."),
    v(30, "high", "slot", "Falls risk (Mrs Halloran): high."),
    v(75, "medium", "sentence", "Re-scored Edith's falls assessment today. Back down to medium now she is using her frame properly."),
    v(140, "medium", "terse", "Mrs Halloran's falls risk still medium at the monthly review, no change.", label="confirmation"),
)
fam("halloran-mobility", "Edith Halloran", "mobility aid", "", "2025-01-20",
    v(0, "stick", "sentence", "Edith mobilises with a walking stick and is independent along the corridor."),
    v(28, "rollator", "terse", "Mrs Halloran now on a 4-wheeled rollator, OT delivered it this morning."),
    v(95, "zimmer", "sentence", "OT has swapped Edith's rollator for a standard zimmer frame as she was going too fast with the wheels."),
)
fam("halloran-keyworker", "Edith Halloran", "key worker", "weekdays", "2025-01-13",
    v(0, "precious", "sentence", "Edith's key worker is Precious (weekday days)."),
    v(100, "tomasz", "slot", "Edith's key worker is Tomasz (weekday days)."),
    v(230, "abigail", "sentence", "Abigail has taken over as Mrs Halloran's key worker since Tomasz left the home."),
)
fam("halloran-keyworker-wkend", "Edith Halloran", "key worker", "weekends", "2025-05-02",
    v(0, "denise", "kv", "Weekend key worker for Mrs Halloran: Denise.", label="scope_disjoint"),
)
fam("halloran-allergy-codeine", "Edith Halloran", "allergy", "codeine", "2025-01-06",
    v(0, "codeine", "kv", "Allergies (Mrs Halloran): codeine, causes vomiting.", label="multi_valued"),
)
fam("halloran-allergy-latex", "Edith Halloran", "allergy", "latex", "2025-04-22",
    v(0, "latex", "sentence", "Mrs Halloran is also allergic to latex. Use nitrile gloves only.", label="multi_valued"),
)
fam("halloran-singing", "Edith Halloran", "activity", "", "2025-06-14",
    v(0, "x", "sentence", "Mrs Halloran enjoyed the singing afternoon and joined in with Danny Boy.", label="unrelated"),
)

fam("pryce-diet", "Desmond Pryce", "diet texture", "", "2024-10-07",
    v(0, "regular", "kv", "Diet: regular (Mr Pryce)."),
    v(60, "iddsi6", "abbrev", "SALT saw Desmond today: moved to soft & bite-sized."),
    v(110, "iddsi5", "slot", "SALT saw Desmond today: moved to minced & moist."),
    v(200, "iddsi6", "terse", "Des back onto soft and bite-sized, SALT happy with his swallow again."),
    v(207, "iddsi6", "kv", "Mr Pryce's diet: IDDSI 6.", label="format_variant"),
)
fam("pryce-fluids", "Desmond Pryce", "thickened fluids", "", "2024-10-07",
    v(2, "level2", "terse", "Mr Pryce on Level 2 (mildly thick) fluids."),
    v(152, "-", "sentence", "Thickener discontinued for Mr Pryce. SALT says thin fluids are fine now.", pol="-"),
)
fam("pryce-hearing", "Desmond Pryce", "hearing aids", "", "2025-02-17",
    v(0, "left", "sentence", "Desmond wears a hearing aid in his left ear only."),
    v(80, "both", "passive", "Mr Pryce has been fitted with hearing aids in both ears by audiology."),
    v(150, "both", "terse", "Mr Pryce still wearing both hearing aids, audiology happy at review.", label="confirmation"),
)
fam("pryce-paracetamol", "Desmond Pryce", "paracetamol", "", "2025-05-12",
    v(0, "1g-prn", "abbrev", "Paracetamol 1g PRN up to QDS (Mr Pryce)."),
    v(21, "1g-qds", "slot", "Paracetamol 1g regular QDS (Mr Pryce)."),
)
fam("pryce-mobility", "Desmond Pryce", "mobility aid", "", "2025-01-22",
    v(0, "stick", "sentence", "Mr Pryce mobilises with a walking stick.", label="different_subject"),
)
fam("pryce-hairdresser", "Desmond Pryce", "haircut", "", "2025-03-05",
    v(0, "x", "terse", "Hairdresser in today, Mr Pryce had a trim.", label="unrelated"),
)
fam("pryce-batteries", "Desmond Pryce", "hearing aid batteries", "", "2025-08-11",
    v(0, "x", "terse", "Changed Mr Pryce's hearing aid batteries this morning.", label="unrelated"),
)

fam("achterberg-insulin-am", "Winifred Achterberg", "insulin dose", "breakfast", "2025-04-01",
    v(0, "12u", "kv", "Winifred: Humulin I 12 units at breakfast."),
    v(14, "14u", "slot", "Winifred: Humulin I 14 units at breakfast."),
    v(35, "13u", "sentence", "Breakfast insulin for Mrs A reduced to 13 units after the hypo at 11am on Tuesday."),
    v(70, "16u", "kv", "Mrs Achterberg, morning Humulin I: 16 units (DN increased)."),
)
fam("achterberg-insulin-pm", "Winifred Achterberg", "insulin dose", "evening meal", "2025-04-01",
    v(1, "8u", "terse", "Mrs Achterberg Humulin I 8 units with her evening meal."),
    v(50, "6u", "sentence", "Mrs Achterberg's teatime insulin has been changed to 6 units."),
    v(53, "6u", "kv", "Mrs A's evening-meal insulin: six units.", label="format_variant"),
)
fam("achterberg-weight", "Winifred Achterberg", "weight", "", "2025-04-03",
    v(0, "58.2", "terse", "Mrs Achterberg weight 58.2kg."),
    v(30, "56.9", "sentence", "Weighed Winifred this morning on the chair scales: 56.9 kg."),
    v(60, "57.4", "slot", "Weighed Winifred this morning on the chair scales: 57.4 kg."),
)
fam("achterberg-languages", "Winifred Achterberg", "language", "", "2025-04-01",
    v(0, "dutch+english", "sentence", "Mrs Achterberg speaks Dutch with her family and English with staff.", label="multi_valued"),
)
fam("achterberg-room", "Winifred Achterberg", "room", "", "2025-04-01",
    v(3, "room11", "kv", "Room 11: Mrs Winifred Achterberg.", label="different_subject"),
)
fam("achterberg-diet", "Winifred Achterberg", "diet texture", "", "2025-06-02",
    v(0, "iddsi6", "abbrev", "Mrs Achterberg on a soft & bite-sized diet (IDDSI 6).", label="different_subject"),
)

fam("nkemelu-gp", "Albert Nkemelu", "GP", "", "2024-06-03",
    v(0, "whitlow", "kv", "Mr Nkemelu's GP: Dr Sandra Whitlow, Larkfield Surgery."),
    v(200, "castellanos", "passive", "Albert has been re-registered with Dr Castellanos at Brook Lane Medical Centre."),
    v(215, "castellanos", "sentence", "Albert's GP is Dr Ines Castellanos of Brook Lane Medical Centre, who does the home round on Wednesdays.", label="elaboration"),
)
fam("nkemelu-consultant", "Albert Nkemelu", "consultant", "renal", "2024-06-03",
    v(5, "oyelaran", "kv", "Consultant: Dr Marguerite Oyelaran (renal)."),
    v(160, "bhattacharya", "handover", "Renal follow-up for Mr Nkemelu transferred to Dr Bhattacharya's clinic."),
    v(190, "bhattacharya", "sentence", "Renal consultant for Mr N is Dr Anil Bhattacharya at the St Brannock's renal unit, seen every three months.", label="elaboration"),
)
fam("nkemelu-transport", "Albert Nkemelu", "dialysis pick-up time", "", "2024-07-01",
    v(0, "0715", "kv", "Dialysis transport for Mr Nkemelu: pick-up 07:15, Mon/Wed/Fri."),
    v(30, "0715", "terse", "Transport still coming 07:15 for Albert's dialysis, no problems."),
    v(40, "0645", "slot", "Dialysis transport for Mr Nkemelu: pick-up 06:45, Mon/Wed/Fri."),
    v(95, "0730", "sentence", "The ambulance crew will collect Albert at half seven for dialysis from now on."),
    v(99, "0730", "terse", "Pick-up for Mr Nkemelu's dialysis is 7:30am.", label="format_variant"),
)
fam("nkemelu-transport-bankhol", "Albert Nkemelu", "dialysis pick-up time", "bank holidays", "2024-08-20",
    v(0, "0900", "sentence", "On bank holidays the dialysis transport for Mr Nkemelu comes at 09:00.", label="scope_disjoint"),
)
fam("nkemelu-physio", "Albert Nkemelu", "physiotherapy", "", "2025-02-10",
    v(0, "inhouse", "sentence", "Albert has in-house physio with Gemma on Tuesdays and Fridays."),
    v(35, "community", "handover", "Physio sessions for Albert handed over to the community rehab team this week.", hard=True),
    v(90, "dayhospital", "sentence", "Mr Nkemelu's physio is now with the falls-prevention group at the day hospital on Wednesdays."),
)
fam("nkemelu-conditions", "Albert Nkemelu", "condition", "gout", "2024-06-03",
    v(1, "gout", "terse", "Mr Nkemelu also has gout, flares in the left big toe.", label="multi_valued"),
)
fam("nkemelu-born-1", "Albert Nkemelu", "birthplace", "", "2024-06-04",
    v(0, "enugu", "terse", "Mr Nkemelu was born in Enugu.", label="static"),
)
fam("nkemelu-born-2", "Albert Nkemelu", "birthplace", "", "2025-01-19",
    v(0, "enugu", "sentence", "Albert comes from Enugu originally and still follows the news from home.", label="static"),
)
fam("nkemelu-football", "Albert Nkemelu", "activity", "", "2025-03-15",
    v(0, "x", "sentence", "Albert watched the football with his son in the lounge this afternoon.", label="unrelated"),
)

fam("treharne-visiting-wkday", "Rosalind Treharne", "visiting", "weekdays", "2024-11-18",
    v(0, "2-4pm", "sentence", "Visiting for Mrs Treharne on weekdays: 2 to 4pm in the lounge while the infection-control restrictions are on."),
    v(45, "10am-8pm", "sentence", "Weekday visits for Rosalind can be any time between 10am and 8pm now the restrictions are lifted."),
    v(52, "10am-8pm", "kv", "Weekday visiting (Mrs Treharne): 10:00-20:00.", label="format_variant"),
)
fam("treharne-visiting-wkend", "Rosalind Treharne", "visiting", "weekends", "2024-11-18",
    v(50, "11am-5pm", "sentence", "Weekend visiting for Mrs Treharne is 11am to 5pm in her room.", label="scope_disjoint"),
)
fam("treharne-lpa-hw", "Rosalind Treharne", "attorney", "health and welfare", "2024-05-06",
    v(0, "gareth", "abbrev", "LPA (health & welfare) for Mrs Treharne held by her son Gareth."),
    v(300, "bethan", "sentence", "Health and welfare attorney for Rosalind is now her niece Bethan Lloyd. Gareth has stepped down, OPG letter on file."),
    v(330, "bethan", "sentence", "Bethan Lloyd confirmed as Mrs Treharne's health and welfare attorney at today's care review.", label="confirmation"),
)
fam("treharne-lpa-pf", "Rosalind Treharne", "attorney", "property and finance", "2024-05-06",
    v(2, "gareth", "abbrev", "Mrs Treharne's property & finance LPA: Gareth (son).", label="scope_disjoint"),
)
fam("treharne-fluids", "Rosalind Treharne", "fluid target", "", "2025-07-07",
    v(0, "1500ml", "kv", "Fluid target Mrs Treharne: 1500 ml/24h."),
    v(12, "2000ml", "sentence", "Push fluids for Rosalind, target raised to 2 litres a day while the UTI settles."),
    v(40, "1500ml", "terse", "Mrs Treharne's fluid target back to 1.5L per day."),
    v(44, "1500ml", "terse", "Mrs Treharne to have 1.5 litres a day.", label="format_variant"),
)
fam("treharne-committee", "Rosalind Treharne", "membership", "residents committee", "2025-02-01",
    v(0, "committee", "sentence", "Mrs Treharne sits on the Hollins Grange residents' committee.", label="membership"),
)
fam("treharne-menu", "Rosalind Treharne", "membership", "menu panel", "2025-03-03",
    v(0, "menu", "sentence", "Rosalind is also on the menu tasting panel with Mr Voss.", label="membership"),
)
fam("treharne-midwife-1", "Rosalind Treharne", "former job", "", "2024-05-06",
    v(1, "midwife", "terse", "Mrs Treharne is a retired midwife.", label="static"),
)
fam("treharne-midwife-2", "Rosalind Treharne", "former job", "", "2025-01-28",
    v(0, "midwife", "sentence", "Rosalind used to work as a midwife in Carmarthen and likes to talk about it.", label="static"),
)

fam("voss-room", "Stanley Voss", "room", "", "2024-09-02",
    v(0, "room22", "kv", "Mr Voss: Room 22."),
    v(20, "room9", "sentence", "Stanley moved to Room 9 while the en-suite in 22 is repaired.", hard=True),
    v(34, "room22", "terse", "Mr Voss back in Room 22."),
    v(180, "room31", "passive", "Mr Voss was transferred to the nursing wing, Room 31, as his needs have increased."),
)
fam("voss-sertraline", "Stanley Voss", "sertraline", "", "2024-09-09",
    v(0, "50mg", "abbrev", "Sertraline 50mg OD mane (Mr Voss)."),
    v(60, "100mg", "slot", "Sertraline 100mg OD mane (Mr Voss)."),
    v(210, "-", "sentence", "Sertraline tapered and stopped for Mr Voss, GP to review in two weeks.", pol="-"),
)
fam("voss-amlodipine", "Stanley Voss", "medication", "amlodipine", "2024-09-09",
    v(1, "amlodipine", "abbrev", "Mr Voss also takes amlodipine 5mg OD.", label="multi_valued"),
)
fam("voss-keyworker", "Stanley Voss", "key worker", "weekdays", "2025-03-04",
    v(0, "precious", "terse", "Mr Voss's key worker is Precious.", label="different_subject"),
)
fam("voss-garden", "Stanley Voss", "membership", "gardening group", "2025-04-09",
    v(0, "garden", "sentence", "Mr Voss is chair of the residents' gardening group.", label="membership"),
)
fam("voss-reminiscence", "Stanley Voss", "membership", "reminiscence group", "2025-05-21",
    v(0, "reminiscence", "sentence", "Stanley is also a member of the Thursday reminiscence group.", label="membership"),
)
fam("voss-eye-1", "Stanley Voss", "right eye", "", "2024-09-02",
    v(1, "blind", "terse", "Mr Voss is blind in his right eye.", label="static"),
)
fam("voss-eye-2", "Stanley Voss", "right eye", "", "2025-06-30",
    v(0, "blind", "sentence", "Stanley has no sight in the right eye, approach him from the left.", label="static"),
)

fam("quayle-sensor", "Marjorie Quayle", "sensor mat", "", "2025-01-27",
    v(0, "mat", "terse", "Sensor mat beside Mrs Quayle's bed at night."),
    v(90, "-", "sentence", "Mrs Quayle's sensor mat removed as she kept tripping on the cable. Bed lowered instead.", pol="-"),
)
fam("quayle-optician", "Marjorie Quayle", "optician", "", "2024-08-12",
    v(0, "clearview", "kv", "Optician for Mrs Quayle: Clearview Domiciliary Eyecare."),
    v(240, "lumen", "slot", "Optician for Mrs Quayle: Lumen Home Opticians."),
    v(420, "lumen", "terse", "Eye test for Mrs Quayle done by Lumen Home Opticians as usual.", label="confirmation"),
)
fam("quayle-dentist", "Marjorie Quayle", "dentist", "", "2024-08-12",
    v(3, "penhale", "kv", "Dentist: Mr Aldous Penhale, Orchard Row Dental (Mrs Quayle)."),
    v(150, "gaunt", "slot", "Dentist: Ms Farida Gaunt, community dental service (Mrs Quayle)."),
    v(158, "gaunt", "sentence", "Mrs Quayle's dentist is Ms Farida Gaunt from the community dental service, who does home visits.", label="elaboration"),
)
fam("quayle-laxido", "Marjorie Quayle", "laxido", "", "2025-03-17",
    v(0, "1sachet", "terse", "Mrs Quayle: Laxido 1 sachet OD."),
    v(9, "2sachets", "slot", "Mrs Quayle: Laxido 2 sachets OD."),
    v(30, "1sachet", "sentence", "Marjorie's Laxido reduced back to one sachet a day, bowels regular."),
)
fam("quayle-furosemide-1", "Marjorie Quayle", "furosemide", "", "2025-03-17",
    v(1, "40mg", "abbrev", "Mrs Quayle: furosemide 40 mg OM.", label="format_variant"),
)
fam("quayle-furosemide-2", "Marjorie Quayle", "furosemide", "", "2025-06-09",
    v(0, "40mg", "sentence", "Marjorie's furosemide is 40mg every morning.", label="format_variant"),
)
fam("quayle-warfarin", "Marjorie Quayle", "warfarin", "", "2025-02-24",
    v(0, "3mg", "abbrev", "Mrs Quayle's warfarin: 3 mg OD.", label="different_subject"),
)
fam("quayle-pads", "Marjorie Quayle", "continence pad size", "", "2025-07-14",
    v(0, "medium", "kv", "Continence pads for Mrs Quayle: medium.", label="equal_time"),
    v(0, "large", "sentence", "Mrs Quayle needs large pads, the mediums are leaking.", label="equal_time"),
    equal=True,
)
fam("quayle-widow-1", "Marjorie Quayle", "husband", "", "2024-08-12",
    v(1, "ron-2019", "terse", "Mrs Quayle is a widow, husband Ron died in 2019.", label="static"),
)
fam("quayle-widow-2", "Marjorie Quayle", "husband", "", "2025-09-01",
    v(0, "ron-2019", "sentence", "Marjorie lost her husband Ron in 2019 and gets low around his anniversary.", label="static"),
)
fam("home-firealarm", "Hollins Grange", "fire alarm test", "", "2025-05-07",
    v(0, "x", "terse", "Fire alarm test 11:00 Wednesday, all residents informed.", label="unrelated"),
)

# ---------------------------------------------------------------------------------------
# District nurse / home-care team visit log
# ---------------------------------------------------------------------------------------
register("district_nurse")

fam("ellery-dressings", "Frank Ellery", "dressing visits", "", "2024-04-08",
    v(0, "mon-thu", "abbrev", "Frank Ellery: DN visits Mon/Thu for bilateral leg ulcer dressings."),
    v(30, "mon-wed-fri", "terse", "Ellery: dressings now three times a week (Mon/Wed/Fri), exudate up."),
    v(75, "mon-thu", "sentence", "Mr Ellery back to twice-weekly dressing changes on Mondays and Thursdays."),
    v(130, "-", "sentence", "Discharged Mr Ellery from the DN caseload, both legs healed. Hosiery via the practice nurse.", pol="-"),
)
fam("ellery-compression", "Frank Ellery", "compression", "", "2024-04-08",
    v(1, "2layer", "kv", "Compression: 2-layer bandaging (Mr Ellery)."),
    v(60, "4layer", "slot", "Compression: 4-layer bandaging (Mr Ellery)."),
)
fam("ellery-named-nurse", "Frank Ellery", "named nurse", "", "2024-04-08",
    v(2, "kettley", "kv", "Mr Ellery's named nurse: Joanne Kettley."),
    v(70, "amankwah", "slot", "Mr Ellery's named nurse: Rhys Amankwah."),
)
fam("ellery-coordinator", "Frank Ellery", "care coordinator", "", "2024-05-13",
    v(0, "oduya", "kv", "Care coordinator for Mr Ellery: Marcus Oduya.", label="different_subject"),
)
fam("ellery-nextvisit", "Frank Ellery", "next visit", "", "2024-06-19",
    v(0, "tuesday", "terse", "Mr Ellery's next DN visit: Tuesday.", label="equal_time"),
    v(0, "wednesday", "sentence", "Next visit for Frank booked for Wednesday.", label="equal_time"),
    equal=True,
)
fam("ellery-parking", "Frank Ellery", "parking permit", "", "2024-05-02",
    v(0, "x", "terse", "DN parking permit renewed for the Ellery address.", label="unrelated"),
)

fam("catchpole-lantus", "Beryl Catchpole", "lantus dose", "", "2025-02-03",
    v(0, "20u", "abbrev", "Beryl Catchpole: Lantus 20 units OD at 09:00, DN to administer."),
    v(20, "22u", "sentence", "Lantus increased to 22 units for Mrs Catchpole, BMs running 14-18."),
    v(45, "24u", "slot", "Lantus increased to 24 units for Mrs Catchpole, BMs running 14-18."),
    v(100, "18u", "sentence", "Mrs Catchpole's glargine reduced to 18 units after two hypos overnight."),
    v(105, "18u", "kv", "Beryl's Lantus: eighteen units each morning.", label="format_variant"),
)
fam("catchpole-catheter", "Beryl Catchpole", "catheter", "", "2025-02-03",
    v(1, "ltc", "sentence", "Mrs Catchpole has a long-term urethral catheter, changed every 12 weeks."),
    v(70, "-", "abbrev", "Catheter removed for TWOC, Mrs Catchpole passing urine well.", pol="-"),
    v(85, "ltc", "sentence", "Recatheterised Beryl today, in retention again. Long-term catheter back in."),
)
fam("catchpole-morningcall", "Beryl Catchpole", "morning call", "weekdays", "2025-03-10",
    v(0, "0800", "kv", "Beryl's morning call: 08:00-08:30.", label="different_subject"),
)
fam("catchpole-wheelchair-1", "Beryl Catchpole", "wheelchair", "", "2025-04-14",
    v(0, "selfprop", "sentence", "Mrs Catchpole's wheelchair is a self-propelling Action 3 from the wheelchair service, 18-inch seat, with a pressure cushion.", label="elaboration"),
)
fam("catchpole-wheelchair-2", "Beryl Catchpole", "wheelchair", "", "2025-05-19",
    v(0, "selfprop", "terse", "Beryl: self-propelling wheelchair.", label="elaboration"),
)
fam("catchpole-cat", "Beryl Catchpole", "cat", "", "2025-04-02",
    v(0, "x", "sentence", "Mrs Catchpole's cat has been rehomed with her neighbour.", label="unrelated"),
)

fam("rhystudor-b12", "Gwilym Rhys-Tudor", "next B12 due", "", "2025-01-09",
    v(0, "apr03", "sentence", "Next B12 injection for Mr Rhys-Tudor: 3 April."),
    v(84, "jun26", "terse", "B12 given today. Next due 26 June."),
    v(168, "sep18", "slot", "B12 given today. Next due 18 Sept."),
    v(170, "sep18", "abbrev", "Gwilym's B12 next due 18/09.", label="format_variant"),
)
fam("rhystudor-mattress", "Gwilym Rhys-Tudor", "pressure mattress", "", "2025-01-09",
    v(1, "foam", "kv", "Pressure mattress: foam overlay (Mr Rhys-Tudor)."),
    v(50, "air", "terse", "Mr R-T's mattress upgraded to alternating air, sacrum now cat 2."),
    v(56, "air", "sentence", "Mr Rhys-Tudor is on a dynamic alternating-pressure air mattress, set for 70 kg.", label="elaboration"),
)
fam("rhystudor-oxygen", "Gwilym Rhys-Tudor", "oxygen", "at rest", "2025-03-03",
    v(0, "1lpm", "sentence", "Mr Rhys-Tudor on home oxygen 1 L/min via nasal cannula, 16 hrs a day."),
    v(45, "2lpm", "abbrev", "O2 increased to 2L/min (Mr Rhys-Tudor) after the resp team visit."),
    v(49, "2lpm", "sentence", "Gwilym's oxygen is two litres a minute.", label="format_variant"),
)
fam("rhystudor-oxygen-exertion", "Gwilym Rhys-Tudor", "oxygen", "on exertion", "2025-04-28",
    v(0, "3lpm", "sentence", "On exertion Mr Rhys-Tudor uses 3 L/min.", label="scope_disjoint"),
)
fam("rhystudor-podiatry-1", "Gwilym Rhys-Tudor", "podiatrist", "", "2025-02-11",
    v(0, "kerry", "sentence", "Mr Rhys-Tudor's podiatrist is Kerry Blandford from community podiatry, every 8 weeks for nail care.", label="elaboration"),
)
fam("rhystudor-podiatry-2", "Gwilym Rhys-Tudor", "podiatrist", "", "2025-06-16",
    v(0, "kerry", "kv", "Podiatrist: Kerry (Mr R-T).", label="elaboration"),
)
fam("rhystudor-lantus", "Gwilym Rhys-Tudor", "lantus dose", "", "2025-02-20",
    v(0, "20u", "abbrev", "Mr Rhys-Tudor: Lantus 20 units OD.", label="different_subject"),
)
fam("rhystudor-daughter", "Gwilym Rhys-Tudor", "visitor", "", "2025-07-22",
    v(0, "x", "sentence", "Mr Rhys-Tudor's daughter is visiting from Cardiff this week.", label="unrelated"),
)

fam("sandoval-coordinator", "Olive Sandoval", "care coordinator", "", "2024-10-14",
    v(0, "ibbotson", "kv", "Care coordinator for Mrs Sandoval: Leanne Ibbotson (ICB)."),
    v(90, "oduya", "handover", "Mrs Sandoval's case has been handed over to a new care coordinator, Marcus Oduya.", hard=True),
    v(200, "ibbotson", "sentence", "Leanne Ibbotson has picked Olive's case back up as her care coordinator."),
)
fam("sandoval-call-am", "Olive Sandoval", "morning call", "weekdays", "2024-10-14",
    v(1, "0800", "kv", "Olive's morning call (Mon-Fri): 08:00-08:30."),
    v(40, "0730", "slot", "Olive's morning call (Mon-Fri): 07:30-08:00."),
)
fam("sandoval-call-wkend", "Olive Sandoval", "morning call", "weekends", "2024-10-14",
    v(3, "0900", "terse", "Mrs Sandoval's weekend morning call is 9:00.", label="scope_disjoint"),
)
fam("sandoval-call-pm", "Olive Sandoval", "evening call", "", "2024-10-14",
    v(4, "1900", "terse", "Mrs Sandoval's evening call is 19:00.", label="scope_disjoint"),
)
fam("sandoval-carers", "Olive Sandoval", "carers per visit", "", "2024-11-04",
    v(0, "2", "sentence", "Mrs Sandoval needs a double-up (2 carers) for all transfers with the hoist."),
    v(110, "1", "family", "Olive down to single-handed care, using the Sara Stedy now."),
    v(140, "1", "terse", "Still single-handed care for Olive, no issues.", label="confirmation"),
)

fam("dn-tissue-viability", "Joanne Kettley", "membership", "tissue viability link", "2024-04-15",
    v(0, "tv", "sentence", "Joanne Kettley is the DN team's tissue viability link nurse.", label="membership"),
)
fam("dn-infection", "Joanne Kettley", "membership", "infection control", "2024-05-20",
    v(0, "ic", "sentence", "Joanne is also the team's infection-control champion.", label="membership"),
)
fam("sandoval-pads", "Olive Sandoval", "continence pad size", "", "2025-01-13",
    v(0, "medium", "kv", "Pads (Mrs Sandoval): medium.", label="equal_time"),
    v(0, "large", "terse", "Mrs Sandoval large pads from today.", label="equal_time"),
    equal=True,
)

# ---------------------------------------------------------------------------------------
# GP practice admin notes (Larkfield Surgery)
# ---------------------------------------------------------------------------------------
register("gp_practice")

fam("ashdown-gp", "Kenneth Ashdown", "usual GP", "", "2024-03-04",
    v(0, "hallam", "kv", "Usual GP: Dr Hallam (Mr Ashdown)."),
    v(180, "nnadi", "terse", "Mr Ashdown's named GP reassigned to Dr Nnadi, Dr Hallam retiring.", hard=True),
    v(400, "pilkington", "slot", "Mr Ashdown's named GP reassigned to Dr Pilkington."),
    v(520, "nnadi", "sentence", "Kenneth asked to see Dr Nnadi again, so his usual GP has been set back to Dr Nnadi."),
)
fam("ashdown-medreview", "Kenneth Ashdown", "next medication review", "", "2024-09-10",
    v(0, "2025-03-14", "abbrev", "Next med review (Mr Ashdown): 14/03/2025."),
    v(185, "2025-09-10", "sentence", "Med review done, next one booked for 10 Sept 2025."),
    v(365, "2026-03-09", "slot", "Med review done, next one booked for 9 March 2026."),
    v(368, "2026-03-09", "kv", "Mr Ashdown next medication review: 09/03/2026.", label="format_variant"),
)
fam("ashdown-inhaler", "Kenneth Ashdown", "preventer inhaler", "", "2024-03-04",
    v(2, "clenil", "abbrev", "Inhaler: Clenil 100 2 puffs BD (Mr Ashdown)."),
    v(120, "fostair", "sentence", "Mr Ashdown switched from Clenil to Fostair 100/6, 2 puffs BD."),
    v(310, "fostair", "terse", "Fostair 100/6 continued at asthma review (Mr Ashdown).", label="confirmation"),
)
fam("ashdown-reliever", "Kenneth Ashdown", "reliever inhaler", "", "2024-03-04",
    v(3, "salbutamol", "sentence", "Mr Ashdown has salbutamol PRN as well as his preventer.", label="multi_valued"),
)
fam("ashdown-flujab", "Kenneth Ashdown", "flu jab", "", "2025-09-15",
    v(0, "oct03", "terse", "Mr Ashdown's flu jab booked 3 Oct.", label="equal_time"),
    v(0, "oct10", "terse", "Mr Ashdown flu vaccine appointment: 10 Oct.", label="equal_time"),
    equal=True,
)

fam("venkataraman-metformin", "Priya Venkataraman", "metformin", "", "2025-01-13",
    v(0, "500mg-bd", "abbrev", "Metformin 500mg BD for Mrs Venkataraman."),
    v(90, "1g-bd", "slot", "Metformin 1g BD for Mrs Venkataraman."),
    v(150, "1g-mr-od", "sentence", "Switched Mrs V to metformin MR 1g once daily because of GI upset."),
    v(155, "1g-mr-od", "sentence", "Mrs Venkataraman takes metformin modified-release 1000 mg once a day.", label="format_variant"),
)
fam("venkataraman-clinic", "Priya Venkataraman", "diabetes clinic day", "", "2025-01-13",
    v(1, "tuesday", "sentence", "Mrs V attends the practice-nurse diabetes clinic on Tuesdays."),
    v(200, "wednesday", "passive", "Diabetes clinic has been moved to Wednesday afternoons with the nurse's new hours, Mrs Venkataraman informed."),
    v(204, "wednesday", "sentence", "Mrs V's diabetes clinic: Wednesdays 2-5pm with nurse Harriet Shah in room 4.", label="elaboration"),
)
fam("venkataraman-gp", "Priya Venkataraman", "usual GP", "", "2025-04-07",
    v(0, "nnadi", "kv", "Mrs Venkataraman's usual GP: Dr Nnadi.", label="different_subject"),
)

fam("fenwick-amitriptyline", "Dorothy Fenwick", "amitriptyline", "", "2025-02-17",
    v(0, "10mg-on", "abbrev", "Amitriptyline 10mg ON for Ms Fenwick (nerve pain)."),
    v(60, "-", "sentence", "Ms Fenwick's amitriptyline taken off repeats, she stopped it as it made her too drowsy.", pol="-"),
    v(150, "-", "terse", "Ms Fenwick still off amitriptyline, pain manageable.", pol="-", label="confirmation"),
)
fam("fenwick-pharmacy", "Dorothy Fenwick", "nominated pharmacy", "", "2025-02-17",
    v(1, "cresswell", "kv", "Nominated pharmacy (Ms Fenwick): Cresswell Pharmacy, High St."),
    v(100, "moorlane", "slot", "Nominated pharmacy (Ms Fenwick): Moor Lane Chemist, Moor Lane."),
    v(107, "moorlane", "sentence", "Ms Fenwick's nominated pharmacy is Moor Lane Chemist, next to the Co-op; they deliver on Fridays.", label="elaboration"),
)
fam("practice-safeguarding", "Dr Nnadi", "membership", "safeguarding lead", "2025-01-06",
    v(0, "safeguarding", "sentence", "Dr Nnadi is the practice's safeguarding lead.", label="membership"),
)
fam("practice-prescribing", "Dr Nnadi", "membership", "prescribing lead", "2025-03-31",
    v(0, "prescribing", "sentence", "Dr Nnadi is also the practice's prescribing lead.", label="membership"),
)
fam("practice-training", "Larkfield Surgery", "closure", "", "2025-06-04",
    v(0, "x", "terse", "Surgery closed for staff training on the afternoon of 18 June.", label="unrelated"),
)

# ---------------------------------------------------------------------------------------
# Family shared log: Mum (Joan) and Dad (Len)
# ---------------------------------------------------------------------------------------
register("family_parent")

fam("mum-gp", "Mum", "GP", "home", "2024-07-15",
    v(0, "ferreira", "family", "Mum's GP is Dr Ferreira at Hatchmere Practice."),
    v(160, "kowalczyk", "family", "Mum's been moved over to Dr Kowalczyk since Dr Ferreira went part-time."),
    v(171, "kowalczyk", "family", "Mum's GP is Dr Anna Kowalczyk, the one who does the Tuesday and Thursday surgeries.", label="elaboration"),
)
fam("mum-gp-whitby", "Mum", "GP", "Whitby", "2025-07-28",
    v(0, "okonedo", "family", "While Mum is staying at Auntie Sue's in Whitby she's registered with Dr Okonedo as a temporary resident.", label="scope_disjoint"),
)
fam("dad-gp", "Dad", "GP", "home", "2024-07-15",
    v(2, "ferreira", "family", "Dad's GP is Dr Ferreira at Hatchmere Practice.", label="different_subject"),
)
fam("mum-diet", "Mum", "diet", "", "2025-01-06",
    v(0, "normal", "family", "Mum is on a normal diet, we just cut her meat up small."),
    v(40, "soft", "family", "Mum's on the soft diet now, the speech therapist came Tuesday."),
    v(140, "normal", "family", "SALT review: Mum can go back to normal food, hooray."),
)
fam("mum-hearing", "Mum", "hearing aids", "", "2025-02-10",
    v(0, "wearing", "family", "Mum wears her hearing aids all day now, both ears."),
    v(65, "-", "family", "Mum's stopped wearing her hearing aids altogether, says they whistle. Audiology appointment booked.", pol="-"),
)
fam("mum-lpa", "Mum", "attorney", "property and finance", "2024-07-15",
    v(3, "claire", "kv", "Power of attorney for Mum (property & financial): Claire."),
    v(250, "tom", "family", "Tom has taken over as Mum's attorney for money matters now Claire has moved to Spain."),
    v(280, "tom", "family", "Bank confirmed Tom as Mum's finance attorney, all sorted.", label="confirmation"),
)
fam("mum-daycentre", "Mum", "day centre days", "term time", "2025-03-03",
    v(0, "tue-fri", "family", "Mum goes to the Willow day centre on Tuesdays and Fridays."),
    v(30, "tue-fri", "family", "Mum still going to Willow Tue and Fri, she loves the quiz."),
    v(60, "mon-thu", "family", "Day centre is Mondays and Thursdays now, they reshuffled the minibus."),
    v(150, "wed-fri", "family", "Mum's day centre days changed again: Wednesday and Friday."),
)
fam("mum-daycentre-hols", "Mum", "day centre days", "school holidays", "2025-07-21",
    v(0, "fri", "family", "In the school holidays Mum's day centre is Fridays only, the minibus runs fewer days.", label="scope_disjoint"),
)
fam("mum-daycentre-transport", "Mum", "day centre transport", "", "2025-03-03",
    v(2, "minibus-0915", "family", "The day centre minibus collects Mum at 9:15."),
    v(75, "minibus-0840", "slot", "The day centre minibus collects Mum at 8:40."),
)
fam("mum-mobility", "Mum", "mobility aid", "", "2025-04-07",
    v(0, "stick", "family", "Mum's using her tripod stick indoors."),
    v(50, "rollator", "family", "The tripod stick went back to the OT, Mum's on a rollator now."),
    v(100, "rollator", "family", "Mum still on the rollator and managing well.", label="confirmation"),
)
fam("mum-memoryclinic", "Mum", "memory clinic review", "", "2025-11-10",
    v(0, "mar12", "family", "Memory clinic follow-up for Mum: 12 March."),
    v(102, "apr02", "family", "Memory clinic letter came, Mum's review moved to 2 April."),
    v(106, "apr02", "family", "Mum's memory clinic review is on the 2nd of April.", label="format_variant"),
)
fam("mum-donepezil", "Mum", "donepezil", "", "2025-06-02",
    v(0, "5mg", "family", "Mum started donepezil 5mg at night."),
    v(35, "10mg", "terse", "Donepezil up to 10 mg, still at bedtime."),
)
fam("mum-sertraline", "Mum", "sertraline", "", "2025-06-02",
    v(3, "50mg", "family", "Mum takes sertraline 50 mg in the mornings.", label="different_subject"),
)
fam("mum-keyholders", "Mum", "key holders", "", "2024-07-15",
    v(5, "claire+tom", "kv", "Key holders for Mum's house: Claire and Tom.", label="multi_valued"),
)
fam("mum-keyholder-pat", "Mum", "key holders", "pat", "2025-01-20",
    v(0, "pat", "family", "Pat next door is another key holder for Mum now.", label="multi_valued"),
)
fam("mum-chiropodist", "Mum", "chiropodist", "", "2025-05-12",
    v(0, "nadia", "family", "Mum's chiropodist is Nadia.", label="equal_time"),
    v(0, "ferris", "kv", "Chiropodist for Mum: Joe Ferris.", label="equal_time"),
    equal=True,
)
fam("mum-teacher-1", "Mum", "former job", "", "2024-07-16",
    v(0, "teacher", "family", "Mum was a primary school teacher for 35 years.", label="static"),
)
fam("mum-teacher-2", "Mum", "former job", "", "2025-08-18",
    v(0, "teacher", "family", "Mum worked as a teacher at St Anne's primary most of her life.", label="static"),
)
fam("mum-purse", "Mum", "purse", "", "2025-04-23",
    v(0, "x", "family", "Mum rang at 7 asking where her purse was. It was in the bread bin.", label="unrelated"),
)

fam("dad-agency", "Dad", "home care agency", "weekdays", "2024-09-16",
    v(0, "brightside", "family", "Dad's weekday carers are from Brightside Homecare."),
    v(120, "anchorwell", "passive", "Dad's weekday care has been switched to Anchorwell Care by the council this week."),
    v(131, "anchorwell", "family", "Anchorwell do Dad's weekday calls now, 8am, 12:30 and 6pm, mostly Lorraine and Sam.", label="elaboration"),
)
fam("dad-agency-wkend", "Dad", "home care agency", "weekends", "2024-09-16",
    v(4, "reablement", "family", "At weekends Dad's carers come from the council reablement team.", label="scope_disjoint"),
)
fam("dad-meals", "Dad", "meals on wheels", "", "2024-09-16",
    v(1, "weekdays", "family", "Dad gets meals on wheels weekdays at lunchtime."),
    v(95, "-", "family", "Cancelled Dad's meals on wheels, he's having lunch at the Legion club now.", pol="-"),
    v(130, "-", "terse", "Meals on wheels still cancelled for Dad, the club lunches are working.", pol="-", label="confirmation"),
)
fam("dad-optician", "Dad", "optician", "", "2024-10-07",
    v(0, "harwood", "kv", "Dad's optician: Harwood & Pike on Station Road."),
    v(140, "eyeclinic", "family", "Dad sees the optician at the hospital eye clinic instead now, because of the glaucoma."),
)
fam("dad-bisoprolol", "Dad", "bisoprolol", "", "2025-01-27",
    v(0, "2.5mg", "family", "Dad on bisoprolol 2.5mg in the morning."),
    v(28, "5mg", "slot", "Dad on bisoprolol 5mg in the morning."),
    v(60, "3.75mg", "family", "Dad's bisoprolol is 3.75 now, he was dizzy on the 5."),
)
fam("dad-cardiologist", "Dad", "consultant", "cardiology", "2025-01-27",
    v(2, "mensah", "family", "Dad's cardiologist is Dr Mensah-Boateng."),
    v(180, "lindqvist", "slot", "Dad's cardiologist is Dr Lindqvist."),
    v(190, "lindqvist", "family", "Dad's cardiologist is Dr Sven Lindqvist at the General, heart failure clinic.", label="elaboration"),
)
fam("dad-allergy-pen", "Dad", "allergy", "penicillin", "2024-09-16",
    v(2, "penicillin", "family", "Dad is allergic to penicillin.", label="multi_valued"),
)
fam("dad-allergy-plaster", "Dad", "allergy", "plasters", "2025-03-24",
    v(0, "plasters", "family", "Dad's also allergic to sticking plasters, they bring him up in welts.", label="multi_valued"),
)
fam("dad-legion", "Dad", "membership", "legion", "2024-10-21",
    v(0, "legion", "family", "Dad's a member of the Legion club.", label="membership"),
)
fam("dad-bowls", "Dad", "membership", "bowls club", "2025-02-17",
    v(0, "bowls", "family", "Dad is also treasurer of the bowls club.", label="membership"),
)
fam("dad-navy-1", "Dad", "former job", "", "2024-09-17",
    v(0, "merchant-navy", "family", "Dad served in the merchant navy.", label="static"),
)
fam("dad-navy-2", "Dad", "former job", "", "2025-05-05",
    v(0, "merchant-navy", "family", "Dad was in the merchant navy for twenty years, ask him about Valparaiso.", label="static"),
)
fam("dad-birthday", "Dad", "birthday", "", "2025-05-29",
    v(0, "x", "family", "Dad's birthday tea on Sunday, 84!", label="unrelated"),
)

# ---------------------------------------------------------------------------------------
# Family shared log: Isla (type 1 diabetes) and Reuben (asthma)
# ---------------------------------------------------------------------------------------
register("family_child")

fam("isla-ratio-bkfst", "Isla", "carb ratio", "breakfast", "2025-01-08",
    v(0, "1:10", "family", "Isla breakfast ratio 1:10 (1 unit per 10g carbs)."),
    v(21, "1:8", "slot", "Isla breakfast ratio 1:8 (1 unit per 8g carbs)."),
    v(60, "1:7", "family", "Isla's breakfast carb ratio changed to 1u:7g, growth spurt.", hard=True),
    v(95, "1:8", "family", "DSN put Isla's breakfast ratio back to 1:8 after the hypos."),
)
fam("isla-ratio-lunch", "Isla", "carb ratio", "lunch", "2025-01-08",
    v(1, "1:12", "family", "Isla's lunch ratio is 1:12, school gives it.", label="scope_disjoint"),
)
fam("isla-levemir", "Isla", "levemir", "", "2024-09-02",
    v(0, "6u", "family", "Isla Levemir 6 units at bedtime."),
    v(25, "7u", "slot", "Isla Levemir 7 units at bedtime."),
    v(50, "8u", "family", "Put Isla's bedtime Levemir up to 8u, waking numbers still 12+."),
    v(120, "-", "family", "Levemir stopped tonight, Isla started on the pump.", pol="-"),
)
fam("isla-schoolnurse", "Isla", "school nurse lunch injection", "", "2024-09-02",
    v(3, "dacre", "family", "School nurse Mrs Dacre does Isla's lunchtime injection."),
    v(150, "-", "family", "Isla no longer needs Mrs Dacre at lunch, she does her own bolus on the pump.", pol="-"),
)
fam("isla-consultant", "Isla", "consultant", "diabetes", "2024-09-02",
    v(4, "farnaby", "kv", "Isla's consultant: Dr Farnaby (paediatric diabetes)."),
    v(330, "osei", "handover", "Isla's diabetes care has been handed over to Dr Osei-Bonsu's clinic."),
    v(420, "osei", "family", "Isla saw Dr Osei-Bonsu again, she's staying under his clinic.", label="confirmation"),
)
fam("isla-clinic", "Isla", "next clinic", "", "2025-08-20",
    v(0, "nov14", "family", "Next diabetes clinic for Isla: 14 Nov, 10:40."),
    v(71, "nov21", "family", "Clinic rang, Isla's appointment moved to 21 Nov at 2:15pm."),
    v(75, "nov21", "terse", "Isla's clinic 21/11 at 14:15.", label="format_variant"),
)
fam("isla-t1d-1", "Isla", "diagnosis", "", "2024-09-03",
    v(0, "t1d-6", "family", "Isla has type 1 diabetes, diagnosed aged 6.", label="static"),
)
fam("isla-t1d-2", "Isla", "diagnosis", "", "2025-04-30",
    v(0, "t1d-6", "family", "Isla was diagnosed with T1D when she was six.", label="static"),
)
fam("isla-coeliac", "Isla", "condition", "coeliac", "2024-11-11",
    v(0, "coeliac", "family", "Isla is coeliac too, gluten-free menu at school.", label="multi_valued"),
)
fam("isla-swim", "Isla", "membership", "swim squad", "2025-02-05",
    v(0, "swim", "family", "Isla's a member of the Juniors swim squad.", label="membership"),
)
fam("isla-brownies", "Isla", "membership", "brownies", "2025-03-12",
    v(0, "brownies", "family", "Isla's also in Brownies on Wednesdays.", label="membership"),
)
fam("isla-sportsday", "Isla", "sports day", "", "2025-07-09",
    v(0, "x", "family", "Isla had a great sports day, BMs fine, 6.2 after the race.", label="unrelated"),
)

fam("reuben-preventer", "Reuben", "preventer inhaler", "", "2024-10-01",
    v(0, "clenil", "family", "Reuben: brown inhaler (Clenil 50), 2 puffs twice a day."),
    v(40, "flixotide", "abbrev", "Reuben's preventer changed to Flixotide 50, 2 puffs BD."),
    v(130, "seretide", "family", "Asthma nurse has put Reuben on Seretide 50, one puff morning and night."),
    v(250, "symbicort", "passive", "Reuben has been switched to a MART inhaler (Symbicort 100/6)."),
    v(330, "symbicort", "family", "Reuben still on Symbicort MART, asthma review went well.", label="confirmation"),
)
fam("reuben-reliever", "Reuben", "reliever inhaler", "", "2024-10-01",
    v(1, "salbutamol", "family", "Reuben also has his blue inhaler (salbutamol) when he needs it.", label="multi_valued"),
)
fam("reuben-montelukast", "Reuben", "montelukast", "", "2024-10-01",
    v(2, "4mg", "family", "Reuben on montelukast 4mg granules at night."),
    v(70, "-", "family", "Stopped Reuben's montelukast because of the nightmares, GP agreed.", pol="-"),
)
fam("reuben-ot", "Reuben", "OT sessions", "term time", "2025-01-13",
    v(0, "wed-school", "family", "Reuben's OT sessions are Wednesdays at school."),
    v(56, "mon-am", "slot", "Reuben's OT sessions are Monday mornings at school."),
)
fam("reuben-ot-hols", "Reuben", "OT sessions", "school holidays", "2025-03-31",
    v(0, "fri-cdc", "family", "In the school holidays Reuben's OT is at the Child Development Centre on Fridays.", label="scope_disjoint"),
)
fam("reuben-consultant", "Reuben", "consultant", "respiratory", "2024-10-01",
    v(5, "whelan", "kv", "Reuben's consultant: Dr Whelan (paediatric respiratory).", label="different_subject"),
)
fam("reuben-spacer", "Reuben", "spacer", "", "2024-11-25",
    v(0, "aerochamber", "family", "Reuben's spacer: Aerochamber with the mask.", label="equal_time"),
    v(0, "volumatic", "family", "Reuben uses the Volumatic spacer.", label="equal_time"),
    equal=True,
)
fam("reuben-trip", "Reuben", "school trip", "", "2025-05-16",
    v(0, "x", "family", "Reuben's class trip to the museum on Friday, packed his blue inhaler.", label="unrelated"),
)


# ---------------------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------------------

def rfc3339(t):
    return t.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []
    for f in FAMILIES:
        for i, ver in enumerate(f["versions"]):
            mems.append({"fam": f, "idx": i, "ver": ver})
    n = len(mems)
    n_live = round(0.27 * n)
    n_back = round(0.18 * n)
    modes = ["live"] * n_live + ["backfilled"] * n_back + ["stamped"] * (n - n_live - n_back)
    rng.shuffle(modes)
    for m, mode in zip(mems, modes):
        m["mode"] = mode

    # order times
    by_fam = {}
    for m in mems:
        by_fam.setdefault(m["fam"]["key"], []).append(m)
    for f in FAMILIES:
        ms = by_fam[f["key"]]
        if f["equal"]:
            mode = ms[0]["mode"]
            for m in ms:
                m["mode"] = mode
        first = None
        for m in ms:
            d = f["base"] + dt.timedelta(days=m["ver"]["day"])
            if f["equal"] and first is not None:
                m["order"] = first
                continue
            if m["mode"] == "backfilled":
                t = dt.datetime(d.year, d.month, d.day, tzinfo=UTC)
            else:
                minute = rng.randrange(7 * 60, 21 * 60 + 30)
                t = dt.datetime(d.year, d.month, d.day, minute // 60, minute % 60,
                                rng.randrange(60), tzinfo=UTC)
            m["order"] = t
            first = t
        # created_at / observed_at
        for m in ms:
            if m["mode"] == "live":
                m["created"] = m["order"]
                m["observed"] = None
            elif m["mode"] == "stamped":
                m["observed"] = m["order"]
                m["created"] = m["order"] + dt.timedelta(minutes=rng.randrange(2, 56),
                                                         seconds=rng.randrange(60))
        back = [m for m in ms if m["mode"] == "backfilled"]
        if back:
            day = rng.randrange(2, 28)
            t = dt.datetime(2026, 11, day, rng.randrange(1, 5), rng.randrange(60),
                            rng.randrange(60), tzinfo=UTC)
            # the import walked the family newest-first
            for m in sorted(back, key=lambda m: (m["order"], m["idx"]), reverse=True):
                m["observed"] = m["order"]
                m["created"] = t
                t = t + dt.timedelta(seconds=rng.randrange(1, 5))

    # ids in a shuffled order
    order = list(range(n))
    rng.shuffle(order)
    for k, i in enumerate(order):
        mems[i]["id"] = "h8-%03d" % (k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)

    # truth from labels
    pairs = []
    for f in FAMILIES:
        ms = sorted(by_fam[f["key"]], key=lambda m: m["order"])
        for a in ms:
            for b in ms:
                if b["order"] > a["order"] and (b["ver"]["value"], b["ver"]["pol"]) != (a["ver"]["value"], a["ver"]["pol"]):
                    reason = "negation" if b["ver"]["pol"] != a["ver"]["pol"] else "value"
                    pairs.append((a, b, reason))
                    break
    pairs.sort(key=lambda p: (p[0]["id"], p[1]["id"]))
    return mems, file_order, pairs


def check(mems, pairs):
    errs = []
    in_pair = set()
    for a, b, _ in pairs:
        in_pair.add(a["id"])
        in_pair.add(b["id"])
    ids = set()
    for m in mems:
        if m["id"] in ids:
            errs.append("duplicate id " + m["id"])
        ids.add(m["id"])
        lab = m["ver"]["label"]
        if lab and m["id"] in in_pair:
            errs.append("labelled memory in a pair: %s %s" % (m["fam"]["key"], m["ver"]["text"]))
        if not lab and m["id"] not in in_pair:
            errs.append("unlabelled memory in no pair: %s %s" % (m["fam"]["key"], m["ver"]["text"]))
        if m["created"] >= dt.datetime(2026, 12, 1, tzinfo=UTC):
            errs.append("created_at too late: " + m["id"])
        if m["order"] >= dt.datetime(2026, 11, 1, tzinfo=UTC):
            errs.append("order time too late: " + m["id"])
    by_fam = {}
    for m in mems:
        by_fam.setdefault(m["fam"]["key"], []).append(m)
    for key, ms in by_fam.items():
        f = ms[0]["fam"]
        times = [m["order"] for m in ms]
        if f["equal"]:
            if len(set(times)) != 1 or len({(m["ver"]["value"], m["ver"]["pol"]) for m in ms}) < 2:
                errs.append("equal_time family malformed: " + key)
        elif len(set(times)) != len(times):
            errs.append("shared order time in family " + key)
        days = [m["ver"]["day"] for m in ms]
        if not f["equal"] and days != sorted(days):
            errs.append("versions out of day order in " + key)
    texts = [m["ver"]["text"] for m in mems]
    if len(set(texts)) != len(texts):
        errs.append("duplicate content")
    if errs:
        for e in errs:
            print("check:", e, file=sys.stderr)
        sys.exit(1)


def stats(mems, pairs):
    s = {}
    s["memories"] = len(mems)
    s["families"] = len(FAMILIES)
    s["pairs"] = len(pairs)
    s["pairs_value"] = sum(1 for p in pairs if p[2] == "value")
    s["pairs_negation"] = sum(1 for p in pairs if p[2] == "negation")
    s["modes"] = {k: sum(1 for m in mems if m["mode"] == k) for k in ("live", "stamped", "backfilled")}
    s["classes"] = {c: sum(1 for m in mems if m["ver"]["label"] == c) for c in CLASSES}
    s["labelled"] = sum(s["classes"].values())
    s["in_pairs"] = len(mems) - s["labelled"]
    regs = []
    for f in FAMILIES:
        if f["register"] not in regs:
            regs.append(f["register"])
    reg = {}
    for r in regs:
        ms = [m for m in mems if m["fam"]["register"] == r]
        reg[r] = {"memories": len(ms),
                  "labelled": sum(1 for m in ms if m["ver"]["label"]),
                  "pairs": sum(1 for p in pairs if p[0]["fam"]["register"] == r)}
    s["registers"] = reg
    # chains and shapes
    chain_len = {}
    moves_back = 0
    fam_members = {}
    for m in mems:
        fam_members.setdefault(m["fam"]["key"], []).append(m)
    for key, ms in fam_members.items():
        ms = sorted(ms, key=lambda m: m["order"])
        vals = []
        for m in ms:
            if m["ver"]["label"]:
                continue
            vp = (m["ver"]["value"], m["ver"]["pol"])
            if not vals or vals[-1] != vp:
                vals.append(vp)
        if len(vals) >= 2:
            chain_len[len(vals)] = chain_len.get(len(vals), 0) + 1
        for i in range(2, len(vals)):
            if vals[i] in vals[:i - 1] and vals[i][1] == "+" and vals[i - 1][1] == "+":
                moves_back += 1
    s["chains_by_versions"] = dict(sorted(chain_len.items()))
    s["moves_back"] = moves_back
    s["hard_intervening"] = sum(1 for m in mems if m["ver"]["hard"])
    s["confirmations_inside_chains"] = sum(
        1 for ms in fam_members.values() for i, m in enumerate(sorted(ms, key=lambda m: m["order"]))
        if i > 0 and not m["ver"]["label"] and
        (m["ver"]["value"], m["ver"]["pol"]) == (sorted(ms, key=lambda m: m["order"])[i - 1]["ver"]["value"],
                                                 sorted(ms, key=lambda m: m["order"])[i - 1]["ver"]["pol"]))
    newer = [m for m in mems if not m["ver"]["label"] and m["idx"] > 0]
    s["newer_versions"] = len(newer)
    s["newer_reworded"] = sum(1 for m in newer if m["ver"]["style"] != "slot")
    s["newer_one_slot_edits"] = sum(1 for m in newer if m["ver"]["style"] == "slot")
    s["styles"] = {k: sum(1 for m in mems if m["ver"]["style"] == k) for k in STYLES}
    words = [len(m["ver"]["text"].split()) for m in mems]
    s["words_min"] = min(words)
    s["words_max"] = max(words)
    s["words_mean"] = round(sum(words) / len(words), 2)
    s["backfilled_created_inverted_families"] = 0
    for key, ms in fam_members.items():
        b = sorted([m for m in ms if m["mode"] == "backfilled"], key=lambda m: m["order"])
        if len(b) >= 2 and b[0]["created"] > b[-1]["created"]:
            s["backfilled_created_inverted_families"] += 1
    return s


def jl(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(", ", ": "))


def render(mems, file_order, pairs):
    mem_lines = []
    for i in file_order:
        m = mems[i]
        o = {"id": m["id"], "content": m["ver"]["text"], "created_at": rfc3339(m["created"])}
        if m["observed"] is not None:
            o["observed_at"] = rfc3339(m["observed"])
        mem_lines.append(jl(o))
    truth_lines = [jl({"expired_id": a["id"], "replacement_id": b["id"], "reason": r}) for a, b, r in pairs]
    labels = sorted([m for m in mems if m["ver"]["label"]], key=lambda m: m["id"])
    label_lines = [jl({"id": m["id"], "class": m["ver"]["label"]}) for m in labels]
    return ("\n".join(mem_lines) + "\n", "\n".join(truth_lines) + "\n", "\n".join(label_lines) + "\n")


README_HEAD = """# heldout8: care and health records (blind set)

A blind evaluation corpus for l9's supersession detector, in the register of care and health records: a care
home's daily notes (Hollins Grange), a district nurse and home-care team's visit log, a GP practice's admin notes
(Larkfield Surgery), and two families' shared logs (one about elderly parents, "Mum" and "Dad"; one about two
children, Isla with type 1 diabetes and Reuben with asthma). Every name, place and practice is invented.

## How it was written

Written blind by helper h8. Before writing, exactly these were read and nothing else of the project:
`/work/notes/prompt-h8.md` (the brief), `/work/notes/protocol.md`, the design seed
`/work/shared/seeds/001_91fa343d1a6e0c19.txt` (ADR-0051), and the sections "Memory JSONL (input and export
format)" and "Using l9 on your own export" of `/work/main/README.md` (found through a list of that README's
headings). Beyond that only directory names were seen (`ls` of the worktree root and of `testdata/`, and `git log
--oneline -3`), no file in them opened. No code, test, corpus, other testdata set,
result, pre-registration or note of the project was read; no repository grep for vocabulary; l9 was never built
or run on this set and no l9 output was seen. No data from SituatedQA or TimeQA was used and nothing was fetched.
The texts were written from imagination, the way care staff and families write notes: terse shift entries, key:
value fragments, handovers, passives, first-person family notes, dates in text, abbreviations (OD, BD, QDS, PRN,
ON, OM, DN, OT, SALT, TWOC, LPA, EPS, DSN) and plain one-slot edits.

Every label is fixed in the tables of `gen.py` before generation: each memory belongs to a family (one subject,
one attribute, one scope) and carries a value key, a polarity and, for negatives, a class. `truth.jsonl` is
computed from those labels only, never from the text.

Negative classes, each labelled in `labels.jsonl`: `multi_valued` (values that hold together: allergies,
conditions, reliever beside preventer, key holders, languages; cued by "also", "too", "another", "as well as");
`scope_disjoint` (same attribute, other scope: weekday/weekend visiting and calls, breakfast/lunch ratios, at
rest/on exertion, term time/school holidays, bank holidays, health-and-welfare/property-and-finance LPA, a
temporary-resident GP); `format_variant` (the value in force restated in another form: 1g/1000 mg, MR/modified-
release, 6 units/six units, 18/09/18 September, 7:30am/half seven, 1.5L/1500 ml, 2nd/2 April, IDDSI 6/soft and
bite-sized); `elaboration` (the value in force with more detail, and two reversed pairs where the detailed note
comes first and a terse one later); `confirmation` (value in force restated: still, confirmed, continued, as
usual; two of them restate a negation); `different_subject` (the frame of a changing fact with another resident
or relative); `static` (an unchanging fact restated with a synonymous verb); `membership` (roles and memberships
held at once); `equal_time` (two values of one fact at the identical order time); `unrelated` (distractors, most
sharing a subject with a changing family). "Hard-worded intervening versions" are middle versions of a chain
worded as a handover or naming the old value beside the new one ("moved to Room 9 while the en-suite in 22 is
repaired", "reassigned to Dr Nnadi, Dr Hallam retiring", "1u:7g"). Style tags in the wording table are the
writer's own tags per memory in `gen.py`; `slot` marks a plain one-slot edit of the version before.

## Truth rule

A family is one fact: one subject, one attribute, one scope. Order time is `observed_at` if present, else
`created_at`. Within a family each memory is expired by the earliest strictly newer memory whose (value,
polarity) differs. The reason is `negation` when the polarities differ (the newer memory says the fact stopped
holding, or re-affirms it after it had stopped), else `value`. A chain of n versions gives n-1 pairs; a move back
(A -> B -> A) pairs through the middle; a confirmation inside a chain is never paired with what it confirms but is
expired by the next change. No memory in `labels.jsonl` takes part in any pair, and `gen.py` refuses to write if
one would, or if an unlabelled memory would take part in none.

## Files

- `memories.jsonl`: `{"id","content","created_at"[,"observed_at"]}`, RFC 3339 UTC; ids `h8-NNN` assigned in a
  shuffled order, file order shuffled again.
- `truth.jsonl`: `{"expired_id","replacement_id","reason"}`, reason `value` or `negation`.
- `labels.jsonl`: `{"id","class"}` for every memory that must never appear in a candidate pair.
- `gen.py`: the tables and the generator (python3, stdlib only, fixed seed %(seed)d).

## Time modes

Mixed within families. live-ingested: no `observed_at`, order time = `created_at`. stamped: `observed_at` = order
time, `created_at` 2 to 55 minutes later. backfilled: `observed_at` at midnight UTC, `created_at` an import
instant in November 2026 assigned newest-first within a family, so `created_at` order inverts order time. Two
versions of one family never share an order time except in the `equal_time` class, whose two members share it
exactly.

"""


def readme(s, hashes):
    out = [README_HEAD % {"seed": SEED}]
    out.append("## Counts\n\n")
    out.append("| | count |\n|---|---:|\n")
    out.append("| memories | %d |\n| families | %d |\n| memories in pairs | %d |\n| labelled memories | %d |\n"
               % (s["memories"], s["families"], s["in_pairs"], s["labelled"]))
    out.append("| true pairs | %d |\n| value pairs | %d |\n| negation pairs | %d |\n"
               % (s["pairs"], s["pairs_value"], s["pairs_negation"]))
    for k, c in s["chains_by_versions"].items():
        out.append("| changing families with %d distinct versions | %d |\n" % (k, c))
    out.append("| moves back (A -> B -> A) | %d |\n| hard-worded intervening versions | %d |\n"
               "| confirmations inside chains (unlabelled, expired by the next change) | %d |\n"
               % (s["moves_back"], s["hard_intervening"], s["confirmations_inside_chains"]))
    out.append("| backfilled families where created_at order inverts order time | %d |\n\n"
               % s["backfilled_created_inverted_families"])
    out.append("### Negative classes (labels.jsonl)\n\n| class | memories |\n|---|---:|\n")
    for c, k in s["classes"].items():
        out.append("| %s | %d |\n" % (c, k))
    out.append("\n### Registers\n\n| register | memories | labelled | true pairs |\n|---|---:|---:|---:|\n")
    for r, d in s["registers"].items():
        out.append("| %s | %d | %d | %d |\n" % (r, d["memories"], d["labelled"], d["pairs"]))
    out.append("\n### Time modes\n\n| mode | memories |\n|---|---:|\n")
    for k, c in s["modes"].items():
        out.append("| %s | %d (%.0f%%) |\n" % (k, c, 100.0 * c / s["memories"]))
    out.append("\n### Wording\n\n")
    out.append("Newer versions in changing families: %d, of which %d (%.0f%%) are reworded relative to the version "
               "before them and %d are plain one-slot edits (same text, one value changed).\n"
               "Words per memory: min %d, mean %.2f, max %d.\n\n"
               % (s["newer_versions"], s["newer_reworded"], 100.0 * s["newer_reworded"] / s["newer_versions"],
                  s["newer_one_slot_edits"], s["words_min"], s["words_mean"], s["words_max"]))
    out.append("| style (all memories) | count |\n|---|---:|\n")
    for k, c in s["styles"].items():
        out.append("| %s | %d |\n" % (k, c))
    out.append("\n## sha256\n\n")
    for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        out.append("    %s  %s\n" % (hashes[name], name))
    out.append("\n## Regenerate\n\n    cd testdata/heldout8 && python3 gen.py            # writes the three .jsonl files and this README\n"
               "    python3 gen.py --stats    # counts\n    python3 gen.py --list     # every memory: id, order time, mode, labels\n\n"
               "Two runs give byte-identical files.\n")
    return "".join(out)


def main():
    mems, file_order, pairs = build()
    check(mems, pairs)
    s = stats(mems, pairs)
    if "--stats" in sys.argv[1:]:
        print(json.dumps(s, indent=2))
        return
    if "--list" in sys.argv[1:]:
        role = {}
        for a, b, r in pairs:
            role.setdefault(a["id"], []).append("expired-by:%s(%s)" % (b["id"], r))
            role.setdefault(b["id"], []).append("replaces:%s" % a["id"])
        for m in sorted(mems, key=lambda m: (m["fam"]["key"], m["order"], m["idx"])):
            v_ = m["ver"]
            print("%s\t%s\t%-10s\t%s|%s|%s\tvalue=%s pol=%s\tclass=%s\t%s\t%s" % (
                m["id"], rfc3339(m["order"]), m["mode"], m["fam"]["subject"], m["fam"]["attribute"],
                m["fam"]["scope"], v_["value"], v_["pol"], v_["label"] or "-",
                " ".join(role.get(m["id"], [])) or "-", v_["text"]))
        return
    mem_s, truth_s, label_s = render(mems, file_order, pairs)
    files = {"memories.jsonl": mem_s, "truth.jsonl": truth_s, "labels.jsonl": label_s}
    hashes = {k: hashlib.sha256(t.encode("utf-8")).hexdigest() for k, t in files.items()}
    files["README.md"] = readme(s, hashes)
    for name, text in files.items():
        tmp = os.path.join(HERE, name + ".tmp")
        with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
        os.replace(tmp, os.path.join(HERE, name))


if __name__ == "__main__":
    main()
