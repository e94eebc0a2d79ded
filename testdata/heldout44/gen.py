#!/usr/bin/env python3
"""Blind held-out supersession set q44: a children's day nursery's shared notes.

python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  print counts, write nothing
python3 gen.py --list   print every memory, write nothing

Truth is computed from the tables below (FAMILIES, STANDALONE), never from the text.
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 4444
PREFIX = "q44"
LIMIT = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
SESSION_START = dt.datetime(2026, 11, 16, 19, 20, 0, tzinfo=dt.timezone.utc)
BACKFILL_SHARE = 0.75

# attributes whose values are each their own fact
MULTI_ATTRS = {"allergy", "collector", "emergency_contact", "home_language", "delivery_site"}

NEG_CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
               "different_subject", "static", "membership", "equal_time", "unrelated"]
ATTACHED_CLASSES = {"format_variant", "elaboration", "confirmation"}


def v(date, text, value, pol="+", style="rw", tags=(), also=None):
    """One version of a family.  style: first | rw (reworded) | sw (same record, value swapped)
    | conf (interior confirmation).  value 'REL:<weekday>' = next such weekday after the order date.
    also: (subject, attribute, scope, value, pol) of another subject's fact stated in passing."""
    return {"date": date, "text": text, "value": value, "pol": pol, "style": style,
            "tags": tuple(tags), "also": also}


def lab(cls, date, text, value, pol="+"):
    return {"cls": cls, "date": date, "text": text, "value": value, "pol": pol}


def fam(fid, subject, attribute, scope, versions, attached=()):
    versions[0]["style"] = "first"
    return {"fid": fid, "key": (subject, attribute, scope), "versions": versions,
            "attached": list(attached)}


# ---------------------------------------------------------------------------------------------
# FAMILIES: changing facts.  Every version is unlabelled and must land in a pair.
# ---------------------------------------------------------------------------------------------
FAMILIES = [
    fam("F01", "room:bluebells", "lead", "-", [
        v("2025-02-03", "Rm 2 Toddlers (Bluebells) - lead: Saoirse L, Mon-Fri", "saoirse"),
        v("2025-06-16", "Bart is covering as Bluebells room lead from today until further notice – "
          "Saoirse is on her Level 5 course block over the summer", "bartek"),
        v("2025-10-06", "Saoirse back in post as toddler room leader this week, Bart goes back to "
          "being a practitioner in Rm 2", "saoirse"),
        v("2026-04-20", "Rm 2 Toddlers (Bluebells) - lead: Tamsin O, Mon-Fri", "tamsin", style="sw"),
    ], [lab("confirmation", "2026-09-07",
            "Room leads for autumn term checked with Ines – Tam remains lead in Bluebells", "tamsin")]),

    fam("F02", "room:buttercups", "lead", "-", [
        v("2025-01-13", "Rm 1 Babies (Buttercups) - lead: Odette F, Mon-Thu", "odette"),
        v("2025-09-01", "Odette's dropped to part-time, so Fenella Drury is leading Buttercups from "
          "this week", "fenella"),
    ], [lab("format_variant", "2026-01-12", "Buttercups RL: F. Drury", "fenella")]),

    fam("F03", "room:foxgloves", "lead", "main", [
        v("2025-01-14", "Rm 3 Pre-school (Foxgloves) - lead: Yewande C", "yewande"),
        v("2025-11-03", "From today Kofi takes over Foxgloves as RL. Yewande staying in PS as a "
          "practitioner, 4 days", "kofi"),
    ], [lab("confirmation", "2026-06-01",
            "Kofi still leading pre-school at the main site, no change planned for September", "kofi")]),

    fam("F04", "staff:priya", "working_days", "-", [
        v("2025-03-03", "Staff: Priya Malvern\nRole: Level 3 practitioner, Bluebells\nDays: Mon-Thu\n"
          "Hours: 8-5", "mon-thu"),
        v("2025-08-26", "Priya's swapping her Monday for a Friday from September, so she's Tue-Fri now",
          "tue-fri"),
    ], [lab("format_variant", "2026-02-09", "Priya M – in Tuesday to Friday", "tue-fri")]),

    fam("F05", "staff:bartek", "shift", "-", [
        v("2025-04-07", "Bartek shift: 08:00-16:00", "08-16"),
        v("2025-12-01", "Bartek shift: 10:00-18:00", "10-18", style="sw"),
    ], [lab("format_variant", "2026-05-11", "Bart's on lates permanently, 10 till 6", "10-18")]),

    fam("F06", "nursery", "early_opener", "main", [
        v("2025-01-20", "Early opener (7.30 unlock + alarm): Kofi", "kofi"),
        v("2025-07-07", "Gwen's doing the early open from now on, she's got the alarm fob", "gwen"),
        v("2026-03-02", "Hollis is now trained on the alarm and will open up at 7:30 every day; "
          "Gwen moves to 9-6", "hollis"),
    ]),

    fam("F07", "nursery", "dsl", "-", [
        v("2025-01-06", "Safeguarding: DSL Ines Harrowby, deputy DSL Kofi Brandreth", "ines"),
        v("2025-07-14", "While Ines is on leave Kofi is acting DSL – all safeguarding concerns to him",
          "kofi"),
        v("2025-12-08", "Ines is back and has picked up DSL again from today. Kofi back to deputy.",
          "ines"),
    ]),

    fam("F08", "nursery", "senco", "-", [
        v("2025-02-17", "SENCo: Priya M", "priya"),
        v("2025-10-13", "Zofia Kellerman has taken over as SENCo – speak to her about any support "
          "plans", "zofia"),
    ], [lab("elaboration", "2026-03-16",
            "SENCo is Zofia K – has her Level 3 SENCo award, in Tues & Weds, office next to Foxgloves, "
            "SEND files in the locked cabinet", "zofia")]),

    fam("F09", "nursery", "first_aid_lead", "-", [
        v("2025-03-10", "First aid lead – Mairead Fitch (checks kits monthly)", "mairead"),
        v("2025-11-17", "First aid lead – Lorcan Teague (checks kits monthly)", "lorcan", style="sw"),
    ], [lab("confirmation", "2026-07-06", "Checked: Lorcan T is still first-aid lead", "lorcan")]),

    fam("F10", "nursery", "ratio", "bluebells", [
        v("2025-02-24", "Bluebells ratio: 1:4 (we keep it tighter than required)", "1:4"),
        v("2025-09-08", "From September toddlers go to 1:5 like everyone else, rota adjusted", "1:5"),
    ], [lab("format_variant", "2026-01-19", "Toddler room staffing – one adult to every five children",
            "1:5")]),

    fam("F11", "nursery", "menu_cycle", "-", [
        v("2025-01-27", "Menu runs on a 3-week cycle (Del)", "3wk"),
        v("2025-09-22", "Delphine's moving us to four-weekly menus from October half term", "4wk"),
    ], [lab("confirmation", "2026-04-13", "Menu cycle remains 4 weeks for the summer term", "4wk")]),

    fam("F12", "menu", "friday_lunch", "week1", [
        v("2025-01-28", "Wk1 Fri lunch: fish pie, peas", "fish pie"),
        v("2025-09-29", "Del has swapped the week 1 Friday fish pie for veggie chilli & rice (the pie "
          "wasn't going down well)", "veg chilli", tags=("from_to",)),
        v("2026-02-23", "Wk1 Fri lunch: salmon fishcakes, peas", "salmon fishcakes", style="sw"),
    ]),

    fam("F13", "child:raff", "key_person", "-", [
        v("2025-02-11", "Raff G – KP Priya", "priya"),
        v("2025-06-02", "Parents asked – yes, Priya is still Raff's key person through the summer",
          "priya", style="conf"),
        v("2025-09-15", "Key person change: Rafferty Gale → Lorcan Teague (Priya's days have changed)",
          "lorcan"),
    ]),

    fam("F14", "child:raff", "room", "-", [
        v("2025-03-04", "Raff in Bluebells, Mon/Tue/Thu", "bluebells"),
        v("2025-09-01", "Moved Raff up to PS (Foxgloves) from today – transition visits went fine",
          "foxgloves"),
    ], [lab("elaboration", "2026-01-05",
            "Rafferty Gale – Foxgloves, Otters table group, peg by the garden door, Mon/Tue/Thu",
            "foxgloves")]),

    fam("F15", "child:lettie", "password", "-", [
        v("2025-04-14", "Lettie M – collection password: lighthouse", "lighthouse"),
        v("2025-11-24", "Mum rang: changed Lettie's password from lighthouse to pinecone, please update "
          "the pu sheet", "pinecone", tags=("from_to",)),
    ]),

    fam("F16", "child:lettie", "key_person", "-", [
        v("2025-01-21", "Lettice Moorhouse (Buttercups) KP: Odette", "odette"),
        v("2025-09-08", "Gwen is Lettie's new key person (Odette part time now)", "gwen"),
    ]),

    fam("F17", "child:juniper", "sessions", "term", [
        v("2025-02-03", "Child: Juniper Stoke\nRoom: Foxgloves\nKey person: Yewande\n"
          "Sessions (term time): Mon, Tue, Wed full days\nCollect: dad Ollie / Grandma Sue",
          "mon-tue-wed-fd"),
        v("2025-06-09", "Juni's going to mornings only, Mon–Thu, from next week (mum's hours changed)",
          "mon-thu-am"),
        v("2025-09-08", "J. Stoke back on her old pattern – Mon/Tue/Wed full days – from September",
          "mon-tue-wed-fd"),
    ]),

    fam("F18", "child:otis", "room", "-", [
        v("2025-01-13", "Otis V started in Buttercups today, settling sessions all done", "buttercups"),
        v("2026-01-05", "Otis has moved up to the toddler room as of this week", "bluebells"),
    ], [lab("elaboration", "2026-02-02",
            "Otis Varga – now in Bluebells, sleep mat by the window, KP Saoirse", "bluebells")]),

    fam("F19", "child:marnie", "sessions", "-", [
        v("2025-02-10", "Marnie Q – FT Mon-Fri", "ft-mon-fri"),
        v("2025-10-20", "Marnie's parents are cutting down to two full days, Tuesdays and Thursdays, "
          "from 3 November", "tue-thu-fd"),
    ], [lab("confirmation", "2026-03-09", "Marnie Quayle's sessions stay as Tue + Thu full days",
            "tue-thu-fd")]),

    fam("F20", "child:ezra", "password", "-", [
        v("2025-01-27", "Ezra B pw: marmalade", "marmalade"),
        v("2025-05-19", "Ezra B pw: seashell", "seashell", style="sw"),
        v("2025-10-27", "Ezra's dad asked us to change the collection password again – it's kestrel now",
          "kestrel"),
        v("2026-05-05", "New password for Ez (grandparents staying for a while): lanterns", "lanterns"),
    ], [lab("confirmation", "2026-09-14",
            "Ezra Bellweather password still lanterns, checked with mum at drop-off", "lanterns")]),

    fam("F21", "child:ezra", "sessions", "-", [
        v("2025-02-04", "Ezra – am sessions Mon-Fri (8-1)", "am-mon-fri"),
        v("2025-09-02", "Ezra – full day sessions Mon/Wed/Fri (8-6)", "fd-mon-wed-fri", style="sw"),
    ]),

    fam("F22", "child:poppy", "dairy_free", "-", [
        v("2025-03-17", "Poppy-Mae Trench: dairy-free diet (cow's milk protein), oat milk in her cup",
          "dairy-free"),
        v("2025-08-11", "Pops has been signed off by the dietitian – no longer dairy-free, normal milk "
          "and yoghurt are fine", "dairy-free", pol="-"),
        v("2025-10-13", "PM Trench back on dairy-free please – reintroduction didn't go well, mum has "
          "sent oat milk in", "dairy-free"),
    ]),

    fam("F23", "child:idris", "one_to_one", "-", [
        v("2025-04-28", "Idris has 1:1 support in the mornings (inclusion fund)", "1to1-am"),
        v("2025-12-01", "Idris's morning 1:1 has stopped – funding ended this term", "1to1-am", pol="-"),
        v("2026-02-23", "Inclusion funding approved again for Idris – 1:1 is back, afternoons this time "
          "(1-4pm)", "1to1-pm"),
    ]),

    fam("F24", "child:wren", "room", "-", [
        v("2025-05-12", "Wren H (baby room) – started today, 3 days a week", "buttercups"),
        v("2026-03-06", "Handover Fri: Wren moved up into Bluebells this week and is settling well. "
          "FYI Marnie is still Tue/Thu only so don't expect her Mon.", "bluebells",
          tags=("handover_other",),
          also=("child:marnie", "sessions", "-", "tue-thu-fd", "+")),
    ]),

    fam("F25", "child:wren", "nap", "-", [
        v("2025-06-02", "Wren naps: two – about 9.30 and 1pm", "two-naps"),
        v("2025-11-10", "Wren's down to one nap a day now, straight after lunch", "one-after-lunch"),
    ], [lab("confirmation", "2026-05-18", "Wren still just the one nap after lunch", "one-after-lunch")]),

    fam("F26", "child:cas", "nap_after_lunch", "-", [
        v("2025-03-24", "Caspian naps after lunch, approx 1h, comforter in his drawer", "nap"),
        v("2025-10-06", "Cas has dropped his nap – mum asked us not to put him down, quiet time on the "
          "sofa instead", "nap", pol="-"),
    ], [lab("confirmation", "2026-02-16", "Caspian still not napping, the quiet corner after lunch works",
            "nap", pol="-")]),

    fam("F27", "child:tilda", "diet", "-", [
        v("2025-02-17", "Tilda S – vegetarian", "vegetarian"),
        v("2025-09-15", "Tilly's family eat fish now, so pescatarian from Monday – still no meat",
          "pescatarian"),
    ], [lab("elaboration", "2026-01-26",
            "Tilda Sorrell: pescatarian – fish and eggs fine, no meat, no gelatine (so no jelly sweets "
            "at parties)", "pescatarian")]),

    fam("F28", "child:amara", "funded_hours", "-", [
        v("2025-04-07", "Amara: 15h funded (universal)", "15h"),
        v("2025-09-01", "Amara's 30 hour code came through and is validated, switching her to 30h funded "
          "from Sept", "30h"),
    ], [lab("format_variant", "2026-01-13", "Amara N-H – thirty hours funded", "30h")]),

    fam("F29", "child:kit", "funded_hours", "-", [
        v("2025-01-15", "Kit Abernathy funded: 15 hrs", "15h"),
        v("2025-04-22", "Kit's eligibility code is through so he gets the full 30 hours from summer term",
          "30h"),
        v("2025-12-15", "Kit's 30h code didn't reconfirm (dad's hours), so back to the universal 15 "
          "from January", "15h"),
    ]),

    fam("F30", "child:beau", "nappies", "-", [
        v("2025-02-24", "Beau – in nappies, size 5, parents send wipes", "nappies"),
        v("2025-08-18", "Beau is out of nappies!! Pants all day, spare clothes in his bag", "nappies",
          pol="-"),
    ]),

    fam("F31", "child:sunny", "sessions", "-", [
        v("2025-03-03", "Sunniva Rhee – sessions Wed & Fri FD", "wed-fri"),
        v("2025-09-08", "Sunniva Rhee – sessions Mon, Wed & Fri FD", "mon-wed-fri", style="sw"),
        v("2026-01-05", "Sunny now full time (Mon-Fri) – mum back at work full time", "mon-fri"),
    ]),

    fam("F32", "child:jago", "key_person", "-", [
        v("2025-02-05", "Jago Pettifer KP: Rukhsana", "rukhsana"),
        v("2025-07-21", "Reminder for new staff: Ruks is Jago's KP, not Fen", "rukhsana", style="conf"),
        v("2025-11-10", "Jago's KP is now Bartek – Ruks has gone over to the annexe", "bartek"),
    ]),

    fam("F33", "child:elodie", "pickup_time", "weekday", [
        v("2025-03-10", "Elodie pu 5.30pm", "17:30"),
        v("2025-10-06", "Elodie pu 4pm", "16:00", style="sw"),
    ], [lab("format_variant", "2026-02-03", "Elodie M: pick-up 16:00", "16:00")]),

    fam("F34", "child:florian", "room", "-", [
        v("2025-01-20", "Florian Duke – Bluebells", "bluebells"),
        v("2025-09-22", "Handover (Mon): Flo has gone up to Foxgloves, Yewande is aware. Tilda's "
          "pescatarian now – Del has updated the allergy board.", "foxgloves",
          tags=("handover_other",),
          also=("child:tilda", "diet", "-", "pescatarian", "+")),
    ]),

    fam("F35", "child:nell", "sessions", "-", [
        v("2025-06-02", "Nell Ashdown: Mon + Tue mornings", "mon-tue-am"),
        v("2026-01-12", "Nell going up to three full days, Mon/Tue/Wed", "mon-tue-wed-fd"),
    ], [lab("elaboration", "2026-04-20",
            "Nell A – Mon/Tue/Wed, full days 8am–6pm, lunch and tea included", "mon-tue-wed-fd")]),

    fam("F36", "child:ilya", "payment_method", "-", [
        v("2025-03-31", "Ilya B – pays by childcare vouchers (employer scheme)", "vouchers"),
        v("2025-10-27", "The Brannocks have moved over to Tax-Free Childcare, vouchers stopped", "tfc"),
    ]),

    fam("F37", "child:maisie", "password", "-", [
        v("2025-05-06", "Maisie T pw: bumblebee", "bumblebee"),
        v("2025-12-08", "Maisie T pw: dandelion", "dandelion", style="sw"),
    ], [lab("confirmation", "2026-06-15", "Maisie Threlfall – password remains dandelion", "dandelion")]),

    fam("F38", "child:rosie", "key_person", "-", [
        v("2025-02-24", "Rosalind Finch – key person Gwen", "gwen"),
        v("2025-09-09", "Rosie F's key person has changed to Zofia", "zofia"),
        v("2026-01-19", "Zofia's SENCo role means fewer key children, so Rosie F moves to Yewande as KP",
          "yewande", tags=("handover_other",),
          also=("nursery", "senco", "-", "zofia", "+")),
    ]),

    fam("F39", "parent:tessa_gale", "mobile", "-", [
        v("2025-02-12", "Tessa Gale (Raff's mum) mob 07700 900412", "07700900412"),
        v("2025-08-04", "Raff's mum has a new number – 07700 900877, the old one is disconnected",
          "07700900877"),
    ], [lab("format_variant", "2026-02-16", "Gale, Tessa: +44 7700 900877", "07700900877")]),

    fam("F40", "parent:ollie_stoke", "mobile", "-", [
        v("2025-02-06", "Ollie Stoke (Juni's dad): 07700 900563", "07700900563"),
        v("2025-07-28", "Ollie Stoke (Juni's dad): 07700 900219", "07700900219", style="sw"),
        v("2026-03-23", "Juniper's dad has changed phone again, use 07700 900650 for him now",
          "07700900650"),
    ], [lab("format_variant", "2026-08-10", "J Stoke emergency – dad: 07700900650", "07700900650")]),

    fam("F41", "parent:aurelie_varga", "mobile", "-", [
        v("2025-01-16", "Aurelie Varga (Otis) mobile 07700 900331", "07700900331"),
        v("2025-11-04", "Aurelie Varga (Otis) mobile 07700 900982", "07700900982", style="sw"),
    ]),

    fam("F42", "family:gale", "payment_method", "-", [
        v("2025-02-13", "Gale family: monthly direct debit", "dd"),
        v("2025-09-29", "Gales are now paying through their Tax-Free Childcare account – cancel the DD "
          "after September's run", "tfc"),
    ], [lab("confirmation", "2026-04-27", "Gale family still on TFC", "tfc")]),

    fam("F43", "family:moorhouse", "payment_method", "-", [
        v("2025-01-22", "Moorhouse acct – pays by childcare vouchers", "vouchers"),
        v("2025-06-30", "Lettie's mum will pay by bank transfer from July (voucher scheme ended at her "
          "work)", "bank-transfer"),
        v("2026-02-02", "Moorhouse family switched to TFC, payments will come from the government "
          "account now", "tfc"),
    ]),

    fam("F44", "fees", "day_rate", "babies", [
        v("2025-01-06", "Fees 2025: under-2s day rate £64.00", "64.00"),
        v("2025-08-04", "Baby room daily fee goes up to £66.50 from 1 Sept (letter out to parents)",
          "66.50"),
        v("2026-07-06", "Fees 2026: under-2s day rate £69.00", "69.00", style="sw"),
    ]),

    fam("F45", "fees", "late_pickup_fee", "-", [
        v("2025-01-08", "Late collection fee: £5 per 5 minutes after 6pm", "5gbp-per-5min"),
        v("2025-09-03", "Late pick-ups are now charged at £1.50 a minute after closing", "1.50gbp-per-min",
          tags=("unit",)),
    ]),

    fam("F46", "invoices", "issue_day", "-", [
        v("2025-01-09", "Invoices go out on the 1st of each month, payable by the 7th", "1st"),
        v("2025-10-07", "We're moving invoice day – from November they'll be sent on the 25th for the "
          "following month", "25th"),
    ], [lab("elaboration", "2026-03-02",
            "Invoices: issued on the 25th of the month before, emailed from the office account, payment "
            "due by the 1st", "25th")]),

    fam("F47", "fees", "deposit", "-", [
        v("2025-01-14", "Registration deposit £150 (refunded against last month)", "150"),
        v("2026-01-06", "Registration deposit £200 (refunded against last month)", "200", style="sw"),
    ], [lab("format_variant", "2026-06-08", "Deposit: two hundred pounds, refundable", "200")]),

    fam("F48", "fees", "consumables", "funded", [
        v("2025-01-15", "Funded children consumables charge: £3.20/day (lunch, snacks, nappies)", "3.20"),
        v("2025-09-01", "Funded children consumables charge: £3.60/day (lunch, snacks, nappies)", "3.60",
          style="sw"),
    ]),

    fam("F49", "supplier", "milk", "main", [
        v("2025-01-13", "Milk: Hollowmere Dairy, delivered Mon/Thu", "hollowmere"),
        v("2025-06-23", "Switched the milk order from Hollowmere to Cobbins Farm Dairy – cheaper and they "
          "do the annexe too", "cobbins", tags=("from_to",)),
    ], [lab("elaboration", "2026-02-10",
            "Milk supplier is Cobbins Farm Dairy – acct PD-2231, drop before 7.30 at the side gate, "
            "order changes by Weds noon", "cobbins")]),

    fam("F50", "order", "milk_qty", "main", [
        v("2025-01-14", "Milk standing order (main): 20 pints a week", "20pt"),
        v("2025-06-30", "Cobbins deliver in litres so I've set our order at 14 litres weekly", "14l",
          tags=("unit",)),
        v("2025-09-15", "Milk standing order (main): 16 litres a week", "16l", style="sw"),
        v("2026-01-12", "Cutting milk to 12L a week – lots of the children are on oat milk and we were "
          "pouring it away", "12l"),
        v("2026-04-27", "Back up to 16 litres of milk weekly from the next delivery, the new starters "
          "drink loads", "16l"),
    ]),

    fam("F51", "supplier", "nappies", "-", [
        v("2025-02-17", "Nappies/wipes from Nappa Direct, monthly", "nappa"),
        v("2025-07-14", "We've gone over to Little Hedge Supplies for nappies and wipes", "littlehedge"),
        v("2026-01-26", "Little Hedge kept shorting us on size 4s so we're back with Nappa Direct for "
          "nappies", "nappa"),
    ]),

    fam("F52", "supplier", "craft", "-", [
        v("2025-03-03", "Craft supplies: Crayonhouse (online, free delivery over £60)", "crayonhouse"),
        v("2025-10-13", "Craft orders now go to Makers Barrow, Rukhsana has the login", "makersbarrow"),
    ], [lab("elaboration", "2026-03-09",
            "Craft supplier – Makers Barrow, account 40718, termly order, Ruks places it",
            "makersbarrow")]),

    fam("F53", "supplier", "dry_goods", "-", [
        v("2025-02-03", "Dry goods & tins: Brantwood Foods, fortnightly Tues", "brantwood"),
        v("2025-08-26", "Del has moved dry stores ordering over to Quarrymoor Wholesale", "quarrymoor"),
    ], [lab("confirmation", "2026-03-30", "Dry goods still with Quarrymoor, no plans to change",
            "quarrymoor")]),

    fam("F54", "contractor", "cleaning", "main", [
        v("2025-01-07", "Cleaning contractor: Sparkwell Cleaning, evenings Mon-Fri", "sparkwell"),
        v("2025-11-24", "New cleaners from 1 Dec – Brightmoor Facilities, Sparkwell's contract has ended",
          "brightmoor"),
    ], [lab("elaboration", "2026-02-02",
            "Cleaning: Brightmoor Facilities, 6.15–8pm weekdays, deep clean first Sat of the month, "
            "contact via the office", "brightmoor")]),

    fam("F55", "contractor", "gardener", "-", [
        v("2025-03-17", "Garden maintenance: Tom Ruddle (cash, every 3 wks)", "ruddle"),
        v("2025-09-29", "Tom Ruddle has retired – Greenfinch Gardens are taking on the garden",
          "greenfinch"),
    ], [lab("elaboration", "2026-04-06",
            "Gardener = Greenfinch Gardens, fortnightly Thursdays, they also do the hedge at the annexe",
            "greenfinch")]),

    fam("F56", "supplier", "veg_delivery_day", "-", [
        v("2025-02-10", "Pellow & Sons fruit/veg delivery: Monday", "mon"),
        v("2025-06-09", "Pellow's have changed their round, our veg comes on Tuesdays now", "tue"),
        v("2026-02-16", "Pellow & Sons fruit/veg delivery: Wednesday", "wed", style="sw"),
    ]),

    fam("F57", "outing", "farm_trip", "foxgloves", [
        v("2026-04-20", "Outings: Foxgloves to Ploverdale Farm, Thu 14 May, coach 9.15", "2026-05-14"),
        v("2026-05-06", "Ploverdale trip is moved to next Tuesday – coach company double booked the "
          "Thursday. Same times.", "REL:1", tags=("relative",)),
    ]),

    fam("F58", "nursery", "parents_evening", "spring", [
        v("2026-02-23", "Parents' evening (spring): Wed 11 March, 4–7pm, sign-up sheet in the foyer",
          "2026-03-11"),
        v("2026-03-05", "Hall's double booked on the Weds so parents evening is now next Monday, same "
          "slots", "REL:0", tags=("relative",)),
    ]),

    fam("F59", "outing", "library_day", "bluebells", [
        v("2025-04-14", "Bluebells library walk: Wednesdays", "wed"),
        v("2025-10-20", "Library rhyme time has moved, so toddlers now go on Thursdays", "thu"),
    ], [lab("elaboration", "2026-01-20",
            "Bluebells – library on Thursdays, leave 10.15 for rhyme time at 10.30, take the buggy "
            "board and hi-vis", "thu")]),

    fam("F60", "room:foxgloves", "forest_school", "friday", [
        v("2025-04-25", "Forest school for pre-school every Friday at Hobb's Copse, wellies & "
          "waterproofs", "forest-school"),
        v("2025-11-14", "No forest school on Fridays until further notice – the copse is waterlogged "
          "and the leader's off", "forest-school", pol="-"),
        v("2026-03-20", "Forest school is back on for Fridays from next week!", "forest-school"),
    ]),

    fam("F61", "room:foxgloves", "swimming", "tuesday", [
        v("2025-05-06", "PS swimming Tuesdays at Tidewell Leisure Centre, 10 children max", "swimming"),
        v("2025-11-04", "Tidewell pool closed for refurb, so Tuesday swimming is cancelled for the rest "
          "of the year", "swimming", pol="-"),
    ]),

    fam("F62", "nursery", "christmas_show", "-", [
        v("2026-09-21", "Christmas show: Thu 10 Dec, 2pm, church hall", "2026-12-10"),
        v("2026-10-19", "Christmas show moved to Wed 16 Dec because the hall has a funeral booked on the "
          "10th", "2026-12-16"),
    ], [lab("format_variant", "2026-11-09", "Xmas show 16/12, 2pm", "2026-12-16")]),

    fam("F63", "building", "door_code", "main", [
        v("2025-01-06", "Front door keypad code: 4417", "4417"),
        v("2025-02-17", "Door code is still 4417 – please don't give it out to parents", "4417",
          style="conf"),
        v("2025-04-22", "Changed the front door code over Easter, new one is 8062", "8062"),
        v("2025-09-01", "Front door keypad code: 2391", "2391", style="sw"),
        v("2026-01-05", "New term, new door code: 5508", "5508"),
    ], [lab("format_variant", "2026-04-13", "keypad 5-5-0-8 then #", "5508")]),

    fam("F64", "garden", "mud_kitchen", "-", [
        v("2025-03-31", "Mud kitchen in use from today (aprons in the blue box)", "mud-kitchen"),
        v("2025-07-21", "Mud kitchen closed – worktop has split, nobody on it until it's fixed",
          "mud-kitchen", pol="-"),
        v("2025-09-09", "Mud kitchen fixed & reopened", "mud-kitchen"),
    ]),

    fam("F65", "nursery", "breakfast_club", "-", [
        v("2025-01-13", "Breakfast club runs 7.30–8.15, £4.50, book by Fri", "breakfast-club"),
        v("2025-07-28", "Breakfast club is suspended from August – only 3 regulars", "breakfast-club",
          pol="-"),
        v("2026-01-08", "Breakfast club restarts Mon 12 Jan, same times", "breakfast-club"),
    ]),

    fam("F66", "building", "bin_day", "main", [
        v("2025-02-25", "Bins (main site) out Mon night for Tue collection", "tue"),
        v("2025-10-13", "Council has moved our bin day from Tuesday to Thursday – bins out Weds night now",
          "thu", tags=("from_to",)),
    ]),

    fam("F67", "building", "boiler_contractor", "-", [
        v("2025-02-10", "Boiler/heating: Fennick Heating, call-out 01632 960227", "fennick"),
        v("2025-10-28", "Heating contract moved to Hearthwell Services after Fennick's no-show",
          "hearthwell"),
    ], [lab("elaboration", "2026-01-27",
            "Heating engineer – Hearthwell Services, annual service due March, 24h number in the office "
            "diary", "hearthwell")]),

    fam("F68", "nursery", "closing_time", "friday", [
        v("2025-01-06", "Friday closing 6pm", "18:00"),
        v("2025-08-04", "From September we close at 5.30 on Fridays (staff training slot)", "17:30"),
    ], [lab("format_variant", "2026-02-09", "Fri close: 17:30", "17:30")]),

    fam("F69", "nursery", "staff_meeting", "-", [
        v("2025-01-20", "Staff meeting: first Tuesday of the month, 6.15pm", "1st-tue"),
        v("2025-06-16", "Staff meetings are moving to the second Wednesday of each month", "2nd-wed"),
        v("2026-02-02", "Ines: we'll do staff meetings on the last Thursday of the month from now on",
          "last-thu"),
    ]),

    fam("F70", "building", "fire_drill", "main", [
        v("2025-01-27", "Fire drill (main site): first Monday of every month", "1st-mon"),
        v("2025-09-15", "Fire drill (main site): last Friday of every month", "last-fri", style="sw"),
    ], [lab("confirmation", "2026-05-04", "Fire drills remain on the last Friday of the month",
            "last-fri")]),
]


def sa(cls, subject, attribute, scope, date, text, value, pol="+"):
    return {"cls": cls, "key": (subject, attribute, scope), "date": date, "text": text,
            "value": value, "pol": pol}


# ---------------------------------------------------------------------------------------------
# STANDALONE labelled negatives (never in any pair)
# ---------------------------------------------------------------------------------------------
STANDALONE = [
    # multi_valued: each value its own fact
    sa("multi_valued", "child:marnie", "allergy", "-", "2025-02-10",
       "Marnie Q – allergy: egg (baked egg OK per mum)", "egg"),
    sa("multi_valued", "child:marnie", "allergy", "-", "2025-08-12",
       "Marnie also allergic to kiwi – added to the kitchen board", "kiwi"),
    sa("multi_valued", "child:jago", "allergy", "-", "2025-04-15",
       "Jago P: sesame allergy – no hummus or seeded bread", "sesame"),
    sa("multi_valued", "child:lettie", "collector", "-", "2025-01-20",
       "Lettie – authorised to collect: Nan (Pauline Moorhouse)", "nan"),
    sa("multi_valued", "child:lettie", "collector", "-", "2025-10-06",
       "Added Aunt Roz to Lettie's collection list, same password", "aunt-roz"),
    sa("multi_valued", "child:ilya", "collector", "-", "2025-05-19",
       "Ilya's childminder Bev Tallis can collect too, Weds", "childminder-bev"),
    sa("multi_valued", "child:otis", "emergency_contact", "-", "2025-01-15",
       "Otis – emergency contact 1: mum (Aurelie)", "mum"),
    sa("multi_valued", "child:otis", "emergency_contact", "-", "2025-07-07",
       "Another emergency contact for Otis: grandad Ken Varga, 07700 900148", "grandad-ken"),
    sa("multi_valued", "child:amara", "home_language", "-", "2025-04-08",
       "Amara – languages at home: English", "english"),
    sa("multi_valued", "child:amara", "home_language", "-", "2025-11-17",
       "Amara also hears Igbo at home from her grandma, please add it to her profile", "igbo"),
    sa("multi_valued", "supplier:pellow", "delivery_site", "-", "2025-02-12",
       "Pellow & Sons drop at the main kitchen door", "main"),
    sa("multi_valued", "supplier:pellow", "delivery_site", "-", "2025-10-21",
       "Pellow are now also delivering to the annexe on their round", "annexe"),

    # scope_disjoint: same subject + attribute as a family, another scope
    sa("scope_disjoint", "room:foxgloves", "lead", "annexe", "2025-11-17",
       "Foxgloves at the Orchard annexe – RL Rukhsana", "rukhsana"),
    sa("scope_disjoint", "fees", "day_rate", "toddlers", "2025-08-05",
       "Toddler room (2–3s) day rate £61.50 from Sept", "61.50"),
    sa("scope_disjoint", "fees", "day_rate", "preschool", "2025-08-06",
       "Pre-school day rate: £58.00 (before funded hours are taken off)", "58.00"),
    sa("scope_disjoint", "menu", "friday_lunch", "week2", "2025-09-30",
       "Wk2 Fri lunch: macaroni cheese, broccoli", "macaroni cheese"),
    sa("scope_disjoint", "child:juniper", "sessions", "holidays", "2025-07-15",
       "Juni in the school holidays: Wednesdays only", "wed"),
    sa("scope_disjoint", "nursery", "ratio", "buttercups", "2025-09-10",
       "Babies stay at 1:3 of course", "1:3"),
    sa("scope_disjoint", "order", "milk_qty", "annexe", "2025-07-01",
       "Annexe milk order: 6 litres a week", "6l"),
    sa("scope_disjoint", "building", "bin_day", "annexe", "2025-10-14",
       "Annexe bins: out Sunday night for Monday pick-up", "mon"),
    sa("scope_disjoint", "nursery", "closing_time", "mon-thu", "2025-08-05",
       "Mon–Thu closing stays at 6pm", "18:00"),
    sa("scope_disjoint", "outing", "library_day", "foxgloves", "2025-10-22",
       "Foxgloves library visit every other Monday", "alt-mon"),
    sa("scope_disjoint", "room:foxgloves", "forest_school", "wednesday", "2026-04-28",
       "Summer term only: extra forest school for PS on Wednesday mornings", "forest-school"),
    sa("scope_disjoint", "building", "fire_drill", "annexe", "2025-09-16",
       "Annexe fire drill – 2nd Tuesday of the month", "2nd-tue"),

    # different_subject: same attribute as a family, another subject, mostly a value a family has
    sa("different_subject", "child:nico", "key_person", "-", "2025-10-06",
       "Nico Sandoval – KP Lorcan", "lorcan"),
    sa("different_subject", "child:hattie", "room", "-", "2025-08-18",
       "Hattie Brough is in Foxgloves from September", "foxgloves"),
    sa("different_subject", "child:bodhi", "funded_hours", "-", "2025-09-08",
       "Bodhi Farrant: 30h funded, code checked", "30h"),
    sa("different_subject", "child:esme", "sessions", "-", "2025-11-11",
       "Esme Corrigan sessions: Tue & Thu full days", "tue-thu-fd"),
    sa("different_subject", "child:cora", "diet", "-", "2025-03-04",
       "Cora Lindell – vegetarian", "vegetarian"),
    sa("different_subject", "family:okoro", "payment_method", "-", "2025-06-03",
       "Okoro family pay via Tax-Free Childcare", "tfc"),
    sa("different_subject", "staff:gwen", "working_days", "-", "2025-09-16",
       "Gwen's days: Tue-Fri", "tue-fri"),
    sa("different_subject", "staff:lorcan", "shift", "-", "2026-01-07",
       "Lorcan shift: 10:00-18:00", "10-18"),
    sa("different_subject", "child:jago", "nap_after_lunch", "-", "2025-05-20",
       "Jago naps after lunch, about an hour", "nap"),
    sa("different_subject", "child:kit", "room", "-", "2025-04-08",
       "Kit Abernathy – in Bluebells", "bluebells"),
    sa("different_subject", "child:sami", "nappies", "-", "2025-06-04",
       "Sami Okoro is in nappies, size 4, parents supply the cream", "nappies"),
    sa("different_subject", "child:hattie", "password", "-", "2025-09-01",
       "Hattie B pw: seashell", "seashell"),

    # static: facts that do not change (some twice, in different formats)
    sa("static", "nursery", "registration_no", "-", "2025-01-06", "Ofsted URN: EY739204", "ey739204"),
    sa("static", "nursery", "registration_no", "-", "2026-02-17",
       "Our registration number is EY 739 204 (certificate in the hall)", "ey739204"),
    sa("static", "nursery", "founded", "-", "2025-01-07", "Puddleford Day Nursery – opened 2009", "2009"),
    sa("static", "nursery", "founded", "-", "2026-05-12",
       "We've been going since 2009 (Ines's mum started it in the church hall)", "2009"),
    sa("static", "child:raff", "dob", "-", "2025-02-11", "Raff G DOB 14/03/2022", "2022-03-14"),
    sa("static", "child:raff", "dob", "-", "2025-09-02", "Rafferty Gale, born 14 March 2022",
       "2022-03-14"),
    sa("static", "child:juniper", "dob", "-", "2025-02-04", "Juniper Stoke DOB: 2022-06-02",
       "2022-06-02"),
    sa("static", "staff:kofi", "payroll_no", "-", "2025-03-04", "Kofi Brandreth payroll no. 0417",
       "0417"),
    sa("static", "nursery", "landline", "-", "2025-01-13", "Nursery landline: 01632 960418",
       "01632960418"),
    sa("static", "nursery", "company_no", "-", "2025-04-07",
       "Company no. 08841276 (Puddleford Day Nursery Ltd)", "08841276"),
    sa("static", "annexe", "built", "-", "2025-06-16",
       "The Orchard annexe building dates from 1911 (old chapel schoolroom)", "1911"),
    sa("static", "child:otis", "dob", "-", "2025-01-14", "Otis Varga – DOB 07.01.2024", "2024-01-07"),

    # membership: additive group statements
    sa("membership", "staff:gwen", "member_of:first_aid_team", "-", "2025-10-20",
       "Gwen's on the first-aid team now, paediatric FA done", "yes"),
    sa("membership", "staff:ottilie", "member_of:bank_pool", "-", "2025-05-12",
       "Ottilie Crane has joined the bank staff pool", "yes"),
    sa("membership", "staff:bryony", "member_of:bank_pool", "-", "2025-11-18",
       "Another one for the bank pool: Bryony Penberthy (Hollis's sister), DBS through", "yes"),
    sa("membership", "staff:tamsin", "member_of:fire_marshals", "-", "2025-06-10",
       "Tamsin added to the fire marshal list", "yes"),
    sa("membership", "staff:lorcan", "member_of:fire_marshals", "-", "2025-12-02",
       "Lorcan is also a fire marshal now", "yes"),
    sa("membership", "parent:juno_lowe", "member_of:parents_committee", "-", "2025-09-23",
       "Cas's mum Juno has joined the parents' committee", "yes"),
    sa("membership", "child:poppy", "member_of:little_movers", "-", "2025-05-07",
       "Poppy-Mae joined the Tuesday Little Movers group", "yes"),
    sa("membership", "staff:hollis", "member_of:garden_party", "-", "2025-04-15",
       "Hollis is on the garden working party", "yes"),
    sa("membership", "child:ezra", "member_of:forest_friends", "-", "2025-04-29",
       "Ez is in the Forest Friends group this term", "yes"),
    sa("membership", "staff:zofia", "member_of:senco_network", "-", "2025-11-05",
       "Zofia joined the Ashcombe Vale SENCo network", "yes"),
    sa("membership", "staff:yewande", "member_of:curriculum_group", "-", "2026-01-28",
       "Yewande has joined the curriculum working group", "yes"),
    sa("membership", "child:nell", "member_of:singing_group", "-", "2026-05-19",
       "Nell joined the pre-school singing group", "yes"),

    # equal_time: six pairs, one key, one order time, two values
    sa("equal_time", "event:sports_day", "date", "-", "2026-04-14T09:30:00",
       "Sports day: Fri 19 June, 10am", "2026-06-19"),
    sa("equal_time", "event:sports_day", "date", "-", "2026-04-14T09:30:00",
       "Sports Day – Friday 26 June (rain date TBC)", "2026-06-26"),
    sa("equal_time", "event:photographer", "visit_date", "-", "2025-09-15T12:05:00",
       "Snapdragon Portraits in Tue 7 Oct for individual photos", "2025-10-07"),
    sa("equal_time", "event:photographer", "visit_date", "-", "2025-09-15T12:05:00",
       "Photographer booked for Wed 8 Oct", "2025-10-08"),
    sa("equal_time", "child:nell", "start_date", "-", "2025-04-28T16:40:00",
       "Nell Ashdown start date: Mon 12 May", "2025-05-12"),
    sa("equal_time", "child:nell", "start_date", "-", "2025-04-28T16:40:00",
       "Nell A starting Mon 19 May (settling sessions the week before)", "2025-05-19"),
    sa("equal_time", "building:boiler", "service_date", "-", "2026-02-09T10:20:00",
       "Boiler service booked 3 March", "2026-03-03"),
    sa("equal_time", "building:boiler", "service_date", "-", "2026-02-09T10:20:00",
       "Heating service – 10 March, engineer from 8am", "2026-03-10"),
    sa("equal_time", "nursery", "training_day", "-", "2025-09-29T13:00:00",
       "INSET day (closed to children): Fri 24 Oct", "2025-10-24"),
    sa("equal_time", "nursery", "training_day", "-", "2025-09-29T13:00:00",
       "Staff training day – nursery closed Fri 31 Oct", "2025-10-31"),
    sa("equal_time", "parents_committee", "meeting_time", "-", "2025-10-13T19:45:00",
       "Parents' committee meets Tuesdays 7pm", "tue-19:00"),
    sa("equal_time", "parents_committee", "meeting_time", "-", "2025-10-13T19:45:00",
       "Committee meeting night is Wednesday 7.30", "wed-19:30"),

    # unrelated: chatter, no contested fact
    sa("unrelated", "chat", "u01", "-", "2025-03-12",
       "Lovely morning, babies out in the garden with the parachute", "-"),
    sa("unrelated", "chat", "u02", "-", "2025-05-21",
       "Who left the laminator on overnight? Please switch it off at the wall", "-"),
    sa("unrelated", "chat", "u03", "-", "2025-06-26",
       "Thanks everyone for today, tough one with the heat", "-"),
    sa("unrelated", "chat", "u04", "-", "2025-07-17",
       "Reminder: name badges on lanyards at all times please", "-"),
    sa("unrelated", "chat", "u05", "-", "2025-09-03",
       "Whoever brought in the lemon drizzle – hero", "-"),
    sa("unrelated", "chat", "u06", "-", "2025-10-31",
       "Pumpkin pics are on the tablet, pick two for the newsletter", "-"),
    sa("unrelated", "chat", "u07", "-", "2025-12-17",
       "Staff Christmas do photos are in the shared folder", "-"),
    sa("unrelated", "chat", "u08", "-", "2026-01-21",
       "Sink in the toddler bathroom is gurgling again, keep an eye on it", "-"),
    sa("unrelated", "chat", "u09", "-", "2026-03-04",
       "Book day – loads of dinosaurs and pirates this year", "-"),
    sa("unrelated", "chat", "u10", "-", "2026-05-27",
       "Can someone restock the sun cream station before afternoon garden time", "-"),
    sa("unrelated", "chat", "u11", "-", "2026-07-15",
       "Graduation bunting is in the loft above the office", "-"),
    sa("unrelated", "chat", "u12", "-", "2026-10-07",
       "Heads up: roadworks on the lane tomorrow, parents may be late", "-"),
]


# ---------------------------------------------------------------------------------------------
def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def next_weekday(d, wd):
    """first date strictly after d falling on weekday wd (Mon=0)"""
    n = (wd - d.weekday()) % 7
    return d + dt.timedelta(days=n if n else 7)


def build():
    rng = random.Random(SEED)
    mems = []  # every memory, in table order

    def order_time(date):
        if "T" in date:
            return dt.datetime.fromisoformat(date).replace(tzinfo=dt.timezone.utc)
        d = dt.date.fromisoformat(date)
        minute = rng.randint(7 * 60 + 5, 18 * 60 + 55)
        return dt.datetime(d.year, d.month, d.day, minute // 60, minute % 60, rng.randint(0, 59),
                           tzinfo=dt.timezone.utc)

    for f in FAMILIES:
        for i, ver in enumerate(f["versions"]):
            t = order_time(ver["date"])
            value = ver["value"]
            if value.startswith("REL:"):
                value = next_weekday(t.date(), int(value[4:])).isoformat()
            mems.append({"text": ver["text"], "t": t, "key": f["key"], "value": value,
                         "pol": ver["pol"], "label": None, "fid": f["fid"], "vno": i + 1,
                         "style": ver["style"], "tags": ver["tags"], "also": ver["also"]})
        for a in f["attached"]:
            mems.append({"text": a["text"], "t": order_time(a["date"]), "key": f["key"],
                         "value": a["value"], "pol": a["pol"], "label": a["cls"], "fid": f["fid"],
                         "vno": 0, "style": "-", "tags": (), "also": None})
    for s in STANDALONE:
        mems.append({"text": s["text"], "t": order_time(s["date"]), "key": s["key"],
                     "value": s["value"], "pol": s["pol"], "label": s["cls"], "fid": "-",
                     "vno": 0, "style": "-", "tags": (), "also": None})

    # backfilled vs live
    n_back = round(BACKFILL_SHARE * len(mems))
    back_idx = set(rng.sample(range(len(mems)), n_back))
    for i, m in enumerate(mems):
        m["backfilled"] = i in back_idx
    # import session: seeded order unrelated to observed order, 1-4 s apart
    session = [m for m in mems if m["backfilled"]]
    rng.shuffle(session)
    t = SESSION_START
    for m in session:
        t = t + dt.timedelta(seconds=rng.randint(1, 4))
        m["created"] = t
    for m in mems:
        if not m["backfilled"]:
            m["created"] = m["t"]
    # ids in a shuffled order
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, i in enumerate(order, 1):
        mems[i]["id"] = "%s-%03d" % (PREFIX, n)
    file_order = list(range(len(mems)))
    rng.shuffle(file_order)
    return mems, [mems[i] for i in file_order], session


def pairs_of(records):
    """ADR rule on one fact: each record expired by the EARLIEST strictly newer record whose
    (value, polarity) differs."""
    out = []
    for r in records:
        later = [s for s in records if s["t"] > r["t"] and (s["value"], s["pol"]) != (r["value"], r["pol"])]
        if not later:
            continue
        first = min(s["t"] for s in later)
        hits = [s for s in later if s["t"] == first]
        assert len(hits) == 1, ("direction tie", r["text"])
        s = hits[0]
        out.append((r["id"], s["id"], "negation" if s["pol"] != r["pol"] else "value"))
    return out


def fact_key(key, value):
    subj, attr, scope = key
    if attr in MULTI_ATTRS:
        return (subj, attr + "=" + value, scope)
    return key


def compute(mems):
    by_fid = {}
    for m in mems:
        if m["fid"] != "-":
            by_fid.setdefault(m["fid"], []).append(m)
    truth = []
    for fid in sorted(by_fid):
        truth.extend(pairs_of(by_fid[fid]))
    return truth, by_fid


def check(mems, truth, by_fid, session):
    ids = {m["id"] for m in mems}
    assert len(ids) == len(mems)
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), "duplicated text"
    assert all(t.strip() for t in texts)
    in_pair = set()
    for e, r, _ in truth:
        in_pair.add(e)
        in_pair.add(r)
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["text"])
            assert m["label"] in NEG_CLASSES
        else:
            assert m["id"] in in_pair, ("unlabelled memory not in a pair", m["text"])
    fam_keys = {}
    for f in FAMILIES:
        assert f["key"] not in fam_keys.values(), ("two families on one key", f["fid"])
        fam_keys[f["fid"]] = f["key"]
        assert f["key"][1] not in MULTI_ATTRS
    for fid, ms in by_fid.items():
        vers = [m for m in ms if not m["label"]]
        att = [m for m in ms if m["label"]]
        times = [m["t"] for m in ms]
        assert len(set(times)) == len(times), ("order times not distinct", fid)
        assert [m["vno"] for m in sorted(vers, key=lambda m: m["t"])] == list(range(1, len(vers) + 1)), fid
        last = max(vers, key=lambda m: m["t"])
        for a in att:
            assert a["label"] in ATTACHED_CLASSES
            assert a["t"] > last["t"], ("attached label before last version", fid)
            assert (a["value"], a["pol"]) == (last["value"], last["pol"]), ("attached value", fid)
        # relative dates differ from what they replace
        for m in vers:
            if "relative" in m["tags"]:
                prev = [p for p in vers if p["vno"] == m["vno"] - 1][0]
                assert m["value"] != prev["value"]
    # standalone keys never on a family key
    fam_keyset = set(fam_keys.values())
    for m in mems:
        if m["fid"] == "-":
            assert m["key"] not in fam_keyset, ("standalone on a family key", m["text"])
        if m["label"] == "scope_disjoint":
            assert any(k[:2] == m["key"][:2] and k[2] != m["key"][2] for k in fam_keyset), m["text"]
        if m["label"] == "different_subject":
            assert any(k[1:] == m["key"][1:] and k[0] != m["key"][0] for k in fam_keyset), m["text"]
    # equal_time: pairs of one key at one time with different values
    eq = {}
    for m in mems:
        if m["label"] == "equal_time":
            eq.setdefault(m["key"], []).append(m)
    assert len(eq) == 6
    for k, ms in eq.items():
        assert len(ms) == 2 and ms[0]["t"] == ms[1]["t"] and ms[0]["value"] != ms[1]["value"], k
    # global check: the rule over every stated fact (incl. facts stated in passing) gives the truth
    records = {}
    for m in mems:
        records.setdefault(fact_key(m["key"], m["value"]), []).append(m)
        if m["also"]:
            subj, attr, scope, value, pol = m["also"]
            key = (subj, attr, scope)
            assert key in fam_keyset
            fam_last = max((x for x in mems if x["key"] == key and not x["label"]), key=lambda x: x["t"])
            assert m["t"] > fam_last["t"] and (value, pol) == (fam_last["value"], fam_last["pol"])
            records.setdefault(key, []).append(dict(m, key=key, value=value, pol=pol))
    glob = []
    for k in sorted(records):
        glob.extend(pairs_of(records[k]))
    assert sorted(glob) == sorted(truth), "global rule disagrees with family truth"
    # times
    for m in mems:
        assert m["t"] < LIMIT and m["created"] < LIMIT
        if m["backfilled"]:
            assert m["t"] < m["created"], ("observed_at not before created_at", m["text"])
    starts = [m["created"] for m in session]
    assert max(starts) - min(starts) < dt.timedelta(hours=1)
    assert len({s.date() for s in starts}) == 1
    # label counts
    for c in NEG_CLASSES:
        assert sum(1 for m in mems if m["label"] == c) == 12, c


def jsonl(rows):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def outputs(file_mems, truth):
    mrows = []
    for m in file_mems:
        row = {"id": m["id"], "content": m["text"], "created_at": fmt(m["created"])}
        if m["backfilled"]:
            row["observed_at"] = fmt(m["t"])
        mrows.append(row)
    trows = [{"expired_id": e, "replacement_id": r, "reason": why} for e, r, why in sorted(truth)]
    lrows = [{"id": m["id"], "class": m["label"]} for m in sorted(file_mems, key=lambda m: m["id"])
             if m["label"]]
    return jsonl(mrows), jsonl(trows), jsonl(lrows)


def is_moveback(vals):
    """value A -> B -> A with polarity unchanged (polarity toggles are counted as restarts)"""
    return any(vals[i] == vals[i + 2] and vals[i][0] != vals[i + 1][0]
               and vals[i][1] == vals[i + 1][1] for i in range(len(vals) - 2))


def stats(mems, truth, by_fid, session):
    lines = []
    add = lambda k, v: lines.append("%-40s %s" % (k, v))
    nb = sum(1 for m in mems if m["backfilled"])
    add("memories", len(mems))
    add("  backfilled (observed_at + import)", nb)
    add("  live (created_at only)", len(mems) - nb)
    add("changing families", len(FAMILIES))
    lens = {}
    for f in FAMILIES:
        lens[len(f["versions"])] = lens.get(len(f["versions"]), 0) + 1
    for n in sorted(lens):
        add("  of %d versions" % n, lens[n])
    add("family versions (unlabelled)", sum(len(f["versions"]) for f in FAMILIES))
    add("true pairs", len(truth))
    add("  value", sum(1 for t in truth if t[2] == "value"))
    add("  negation", sum(1 for t in truth if t[2] == "negation"))
    add("labelled negatives", sum(1 for m in mems if m["label"]))
    for c in NEG_CLASSES:
        add("  " + c, sum(1 for m in mems if m["label"] == c))
    byid = {m["id"]: m for m in mems}
    reps = sorted({r for _, r, _ in truth})
    rw = sum(1 for r in reps if byid[r]["style"] == "rw")
    sw = sum(1 for r in reps if byid[r]["style"] == "sw")
    add("replacement memories", len(reps))
    add("  reworded", "%d (%.0f%%)" % (rw, 100.0 * rw / len(reps)))
    add("  same record, value swapped", "%d (%.0f%%)" % (sw, 100.0 * sw / len(reps)))
    vals = {f["fid"]: [(x["value"], x["pol"]) for x in f["versions"]] for f in FAMILIES}
    add("move-back families (A->B->A)", sum(1 for f in FAMILIES if is_moveback(vals[f["fid"]])))
    add("interior confirmations", sum(1 for f in FAMILIES for x in f["versions"] if x["style"] == "conf"))
    negf = [f for f in FAMILIES if len({x["pol"] for x in f["versions"]}) > 1]
    add("negation families", len(negf))
    add("  stop and restart (on->off->on)",
        sum(1 for f in negf if any(a[1] == "+" and b[1] == "-" and c[1] == "+" and a[0] == b[0] == c[0]
                                   for a, b, c in zip(vals[f["fid"]], vals[f["fid"]][1:], vals[f["fid"]][2:]))))
    for tag, name in (("from_to", "text names the old value"), ("relative", "relative dates"),
                      ("unit", "unit/format change in a pair"),
                      ("handover_other", "also states another subject's fact")):
        add(name, sum(1 for f in FAMILIES for x in f["versions"] if tag in x["tags"]))
    starts = [m["created"] for m in session]
    add("import session", "%s .. %s (%d s)" % (fmt(min(starts)), fmt(max(starts)),
                                              (max(starts) - min(starts)).total_seconds()))
    add("order times", "%s .. %s" % (fmt(min(m["t"] for m in mems)), fmt(max(m["t"] for m in mems))))
    return "\n".join(lines)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, file_mems, session = build()
    truth, by_fid = compute(mems)
    check(mems, truth, by_fid, session)
    if argv and argv[0] == "--stats":
        print(stats(mems, truth, by_fid, session))
        return 0
    if argv and argv[0] == "--list":
        for m in sorted(mems, key=lambda m: (m["key"], m["t"], m["id"])):
            print("\t".join([m["id"], fmt(m["t"]), m["label"] or "-", m["fid"],
                             " | ".join(m["key"]), m["value"], m["pol"],
                             "backfilled" if m["backfilled"] else "live",
                             m["text"].replace("\n", " / ")]))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    for name, data in zip(("memories.jsonl", "truth.jsonl", "labels.jsonl"), outputs(file_mems, truth)):
        with open(os.path.join(here, name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(data)
        print("%s  %s" % (hashlib.sha256(data.encode("utf-8")).hexdigest(), name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
