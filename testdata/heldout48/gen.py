#!/usr/bin/env python3
"""Blind labelled supersession data set q48 (wedding & events planner's shared notes).

python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats  print counts, write nothing
python3 gen.py --list   print every memory, write nothing
anything else           exit 2, write nothing

Stdlib only, deterministic (random.Random(4808)). Truth is computed from the tables below
(fact key, value key, polarity, order time), never from the text.
"""
import hashlib
import json
import os
import random
import sys
from datetime import date, datetime, timedelta, timezone

SEED = 4808
PREFIX = "q48-"
UTC = timezone.utc
CUTOFF = datetime(2026, 12, 1, tzinfo=UTC)
SESSION_START = datetime(2026, 11, 23, 19, 2, 17, tzinfo=UTC)
BACKFILL_SHARE = 0.75
OUTDIR = os.path.dirname(os.path.abspath(__file__))

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
ATTACHED = {"format_variant", "elaboration", "confirmation"}

# ---------------------------------------------------------------------------------------------
# Subjects (canonical keys). Texts name them in several ways: names, nicknames, codes, descriptions.
C1 = "KR-2607 Freya Holloway & Devan Marsh"
C2 = "KR-2611 Priya Castellane & Owen Thwaite"
C3 = "KR-2614 Juno Abernethy & Callum Reyes"
C4 = "KR-2503 Hattie Greenhalgh & Sol Varga"
C5 = "KR-2508 Margot Pilkington & Ines Ferreira"
C6 = "KR-2619 Benedict Orrell & Kasia Wren"
C7 = "KR-2622 Roz Takahashi & Jem Colquhoun"
C8 = "KR-2625 Tamsin Ellery & Ade Okonjo"
C9 = "EV-26-03 Brightwater Maltings summer party"
C10 = "EV-26-07 Glenda Mossop 60th"
C11 = "KR-2630 Niamh Doyle & Felix Brandt"
C12 = "KR-2512 Esme Varley & Kit Ambrose"
STUDIO = "studio stock"
BIZ = "Kittiwake & Rye Weddings"
IMMY = "Imogen Ashdown (planner)"
RAFF = "Rafferty Quell (planner)"
NELL = "Nell Pardoe (assistant)"


class Rel:
    """Relative date: first given weekday strictly after the memory's order date."""

    def __init__(self, weekday):
        self.weekday = weekday  # 0 = Monday

    def resolve(self, t):
        d = t.date() + timedelta(days=1)
        while d.weekday() != self.weekday:
            d += timedelta(days=1)
        return d.isoformat()


def V(t, value, text, pol="+", same=False, tags=(), also=None):
    """One version of a family. same=True: the same record line with the value swapped."""
    return dict(t=t, value=value, text=text, pol=pol, same=same, tags=set(tags), also=also)


def A(label, t, value, text, pol="+"):
    """A labelled memory attached to a family (after its last version, same value and polarity)."""
    return dict(label=label, t=t, value=value, text=text, pol=pol)


def F(fid, subject, attribute, scope, versions, attached=(), tags=()):
    return dict(fid=fid, subject=subject, attribute=attribute, scope=scope,
                versions=list(versions), attached=list(attached), tags=set(tags))


# ---------------------------------------------------------------------------------------------
# FAMILIES: changing facts. Each family is one fact (subject, attribute, scope).
FAMILIES = [
    # --- C1 Freya & Dev, Thornbury Barn, Sat 19 Sep 2026 ---
    F("F01", C1, "ceremony time", "wedding day", [
        V("2025-10-14 10:05", "14:00",
          "Couple: Freya Holloway & Devan Marsh\nRef: KR-2607\nDate: Sat 19 Sept 2026\n"
          "Venue: Thornbury Barn\nCeremony: 2pm"),
        V("2026-01-22 16:40", "15:00",
          "Freya rang - registrar can only do the later slot so the ceremony is 15:00 now. "
          "Drinks reception shifts back an hour too.", tags={"unit_change"}),
    ], [A("confirmation", "2026-08-28 11:00", "15:00",
          "F&D final details call: ceremony still 3pm, registrar confirmed again this morning")]),
    F("F02", C1, "guest numbers", "day guests", [
        V("2025-10-20 09:30", "110", "Holloway/Marsh - Guests: 110 (day)"),
        V("2026-02-03 12:15", "124",
          "Dev emailed, they've added his work lot - day numbers up to 124"),
        V("2026-05-11 18:20", "118",
          "RSVP tally for the Thornbury Barn wedding: 118 day guests confirmed, 6 declines"),
        V("2026-06-30 10:00", "131",
          "Freya & Dev guest numbers now 131 - late additions from Freya's side, "
          "need an extra round table"),
        V("2026-08-14 15:45", "126",
          "Final numbers in from F&D: 126 for the wedding breakfast. Sent to caterer."),
    ]),
    F("F03", C1, "florist", "wedding", [
        V("2025-11-05 14:00", "Stem & Sorrel", "Florist - Stem & Sorrel, £1,600, dep paid (KR-2607)"),
        V("2026-03-17 11:20", "Wildgrove Flowers",
          "Switched Freya & Dev's florist from Stem & Sorrel to Wildgrove Flowers - S&S can't do "
          "the hanging installation", tags={"names_old"}),
    ], [A("elaboration", "2026-07-09 13:30", "Wildgrove Flowers",
          "Thornbury Barn flowers: Wildgrove doing the lot - bridal bouquet, 4 bridesmaids, "
          "8 buttonholes, hanging cloud over the top table and 12 jam-jar centrepieces")]),
    F("F04", C1, "lead planner", "", [
        V("2025-09-29 17:00", "Imogen Ashdown",
          "New booking KR-2607 (Freya Holloway / Devan Marsh), Immy to look after them."),
        V("2026-04-06 09:10", "Rafferty Quell",
          "Handover from Immy: Freya & Dev now with Raff as lead planner, Immy's September is "
          "full. Files in the KR-2607 folder. Also FYI Hallow Mere's events contact for Priya & "
          "Owen is Pauline Marchetti, all queries to her.",
          tags={"handover_other"}, also=("F07", "Pauline Marchetti")),
    ]),
    F("F05", C1, "balance due date", "planning fee", [
        V("2025-10-14 10:10", "2026-08-19", "KR-2607 balance due: 19/08/2026"),
        V("2026-02-18 14:25", "2026-09-05",
          "Agreed with Freya we'd push their balance to 5 September (two weeks before) as her "
          "bonus lands end of Aug"),
    ], [A("format_variant", "2026-05-02 10:40", "2026-09-05", "Holloway/Marsh bal due 05.09.26")]),
    F("F06", C1, "colour scheme", "wedding", [
        V("2025-11-20 15:00", "sage green/ivory", "Colour scheme for KR-2607: sage green and ivory"),
        V("2026-02-26 19:30", "dusky blue/ivory",
          "Freya's gone off the sage, wants dusky blue with the ivory now. Need to tell the florist."),
        V("2026-05-19 12:00", "sage green/ivory",
          "Back to sage & ivory for the Thornbury Barn wedding - the blue linen samples looked "
          "cold in the barn"),
    ]),

    # --- C2 Priya & Owen, Hallow Mere House, Sat 6 Jun 2026 ---
    F("F07", C2, "venue contact", "Hallow Mere House", [
        V("2025-06-12 11:00", "Gideon Strand",
          "Priya & Owen - venue contact at Hallow Mere: Gideon Strand (events mgr)"),
        V("2025-12-01 10:30", "Pauline Marchetti",
          "Gideon has left Hallow Mere. Castellane-Thwaite wedding is being looked after by "
          "Pauline Marchetti from now on."),
    ], [A("confirmation", "2026-04-20 16:10", "Pauline Marchetti",
          "Spoke to Hallow Mere today - Pauline remains the coordinator for KR-2611 right "
          "through to the day")]),
    F("F08", C2, "wet-weather plan", "ceremony", [
        V("2025-07-03 14:40", "Boathouse", "Wet weather plan (P&O): ceremony moves into the Boathouse"),
        V("2026-03-09 10:15", "Garden Room",
          "If it rains on 6 June Priya wants the Garden Room rather than the Boathouse - better "
          "light, seats 120"),
    ]),
    F("F09", C2, "evening entertainment", "evening", [
        V("2025-07-21 12:00", "Copperline",
          "Band - Copperline, £2,400, 2 x 60 min sets (Hallow Mere wedding)"),
        V("2025-10-08 17:30", "The Night Herons",
          "Owen heard the Night Herons at a friend's do and wants them instead - booked, "
          "dep £500 paid"),
        V("2026-01-14 09:45", "Copperline",
          "Night Herons have double-booked 6 June (!!) - Priya & Owen back with Copperline, "
          "thankfully they were still free"),
        V("2026-04-28 15:20", "Moss Audio",
          "Change report KR-2611: swapped the band from Copperline to a DJ, Moss Audio - budget",
          tags={"names_old"}),
    ]),
    F("F10", C2, "guest numbers", "evening guests", [
        V("2025-08-02 10:00", "60", "Castellane-Thwaite: eve guests 60"),
        V("2026-01-30 13:10", "75", "Castellane-Thwaite: eve guests 75", same=True),
        V("2026-05-06 17:50", "70", "Evening numbers for KR-2611 are 70 (5 dropped out)"),
    ]),
    F("F11", C2, "cake flavour", "wedding cake", [
        V("2025-09-10 16:00", "lemon & elderflower", "Cake (Crumbwell Cakes): 3 tiers, lemon & elderflower"),
        V("2026-02-12 11:30", "salted caramel",
          "Tasting done - Priya & Owen going for salted caramel on all three tiers"),
    ], [A("confirmation", "2026-05-14 10:05", "salted caramel",
          "Crumbwell rang to check: KR-2611 cake is still salted caramel, yes")]),
    F("F12", C2, "photographer booked", "Juniper Lens", [
        V("2025-07-21 12:30", "Juniper Lens", "Photographer - Juniper Lens booked for Priya & Owen, 8hrs"),
        V("2026-02-20 15:00", "Juniper Lens",
          "P&O have cancelled Juniper Lens - Owen's cousin is doing the photos instead. "
          "Cancellation fee waived", pol="-"),
    ], [A("confirmation", "2026-05-25 09:30", "Juniper Lens",
          "Confirmed again with Priya - Juniper Lens are definitely not doing their day, the "
          "cousin is", pol="-")]),

    # --- C3 Juno & Cal, The Old Ropeworks ---
    F("F13", C3, "wedding date", "", [
        V("2025-08-11 10:20", "2026-08-22",
          "Couple: Juno Abernethy & Callum Reyes\nRef: KR-2614\nDate: 22/08/2026\n"
          "Venue: The Old Ropeworks\nPackage: Full planning"),
        V("2025-11-27 14:50", "2026-08-29",
          "Juno & Cal have moved the wedding back a week to Sat 29 August - Cal's brother can't "
          "get back from Canada for the 22nd. Ropeworks had it free."),
    ], [A("format_variant", "2026-03-02 09:00", "2026-08-29", "KR-2614 date: 2026-08-29")]),
    F("F14", C3, "caterer", "wedding", [
        V("2025-09-03 11:15", "Saltmarsh Kitchen", "Caterer for the Ropeworks wedding: Saltmarsh Kitchen"),
        V("2025-12-09 16:30", "Hob & Hearth",
          "Swapped J&C's caterer from Saltmarsh Kitchen to Hob & Hearth - Saltmarsh couldn't do "
          "the wood-fired menu Cal wanted", tags={"names_old"}),
    ], [A("elaboration", "2026-04-15 12:20", "Hob & Hearth",
          "Hob & Hearth confirmed for Juno & Cal: 3 courses, wood-fired sharing boards for mains, "
          "team of 9 on the day, arriving 11am")]),
    F("F15", C3, "price per head", "wedding breakfast", [
        V("2025-12-09 16:45", "£68", "Hob & Hearth quote for KR-2614 - £68pp"),
        V("2026-02-24 10:10", "£74", "Hob & Hearth quote for KR-2614 - £74pp", same=True),
        V("2026-04-02 15:30", "£71",
          "Abernethy-Reyes: Cal negotiated the per-head down to £71 by dropping to 3 canapés "
          "each"),
    ], [A("confirmation", "2026-07-20 11:40", "£71",
          "Confirmed again with H&H: £71 pp for J&C, final invoice to follow")]),
    F("F16", C3, "hair & make-up booked", "Glow by Anouk", [
        V("2025-10-01 13:00", "Glow by Anouk", "Hair & make-up - Glow by Anouk, bride + 4, trial in June"),
        V("2026-01-19 18:05", "Glow by Anouk",
          "Juno's cancelled Anouk, her sister's a MUA and is doing it as a gift", pol="-"),
        V("2026-03-23 10:45", "Glow by Anouk",
          "Anouk is back on for J&C - sister's got a job abroad that week. Rebooked, same package"),
    ]),
    F("F17", C3, "menu tasting date", "Hob & Hearth", [
        V("2026-02-27 09:20", "2026-03-11",
          "Menu tasting at Hob & Hearth for Juno & Cal: Wed 11 March, 11am"),
        V("2026-03-05 14:00", Rel(1),
          "H&H chef off sick - J&C tasting moved to next Tuesday, same time",
          tags={"relative_date"}),
    ]),

    # --- C4 Hattie & Sol, Kestrel Farm marquee, Sat 12 Jul 2025 ---
    F("F18", C4, "marquee size", "main marquee", [
        V("2024-10-15 11:00", "30x60 ft",
          "Marquee (Canvas & Pole): 30ft x 60ft, clear-span, for Hattie & Sol"),
        V("2025-02-11 15:30", "12x24 m",
          "Greenhalgh/Varga marquee going up a size - 12m x 24m now the guest list has grown",
          tags={"unit_change"}),
    ]),
    F("F19", C4, "generator booked", "Trestle Hire", [
        V("2024-11-04 10:30", "generator (Trestle Hire)",
          "Generator - Trestle Hire, 20kVA silent, £380 for the weekend (Kestrel Farm)"),
        V("2025-05-08 16:00", "generator (Trestle Hire)",
          "No generator needed for H&S after all - Kestrel Farm have had mains power run to the "
          "field. Cancelled with Trestle.", pol="-"),
    ]),
    F("F20", C4, "welcome drink", "drinks reception", [
        V("2025-01-09 12:40", "Pimm's", "H&S welcome drinks: Pimm's on arrival"),
        V("2025-04-22 10:50", "elderflower fizz", "H&S welcome drinks: elderflower fizz on arrival",
          same=True),
    ], [A("confirmation", "2025-06-25 14:00", "elderflower fizz",
          "Welcome drink for Hattie & Sol still elderflower fizz - Hattie confirmed again at the "
          "final meeting")]),
    F("F21", C4, "wedding car", "bride's car", [
        V("2024-12-03 14:15", "vintage Daimler", "Cars - Silverbirch Cars, 1 x vintage Daimler, £495"),
        V("2025-03-19 11:05", "Rolls-Royce Silver Cloud",
          "Silverbirch: Hattie's changed the car to the white Rolls-Royce Silver Cloud (+£150)"),
    ], [A("elaboration", "2025-06-20 16:20", "Rolls-Royce Silver Cloud",
          "Kestrel Farm car: white Silver Cloud from Silverbirch, ribbons in sage, picks Hattie up "
          "at 1.15 from her mum's, driver is Len")]),

    # --- C5 Margot & Ines, Ashcombe Orangery, Sat 4 Oct 2025 ---
    F("F22", C5, "ceremony time", "wedding day", [
        V("2025-01-16 10:00", "13:00", "Pilkington-Ferreira - ceremony 1pm, Ashcombe Orangery"),
        V("2025-04-03 15:15", "13:30",
          "Ceremony for Margot & Ines moved to 1.30 - the Orangery has a christening until 12"),
        V("2025-06-17 09:40", "13:00",
          "Orangery moved the christening, so M&I's ceremony is back to 1 o'clock"),
    ]),
    F("F23", C5, "vegan count", "wedding breakfast", [
        V("2025-05-20 13:30", "6", "Dietary (KR-2508): 6 vegan"),
        V("2025-08-29 12:10", "9",
          "Three more vegans from the RSVPs for Margot & Ines - 9 in total"),
    ], [A("confirmation", "2025-09-22 17:00", "9",
          "Final dietary sheet for the Orangery wedding: still 9 vegans, sent to caterer")]),
    F("F24", C5, "table layout", "wedding breakfast", [
        V("2025-03-05 11:25", "4 long banquet tables", "Table plan M&I: 4 long banquet tables"),
        V("2025-07-28 14:35", "11 rounds of 10",
          "Ines wants rounds after all - we've redrawn the table plan as eleven rounds of ten"),
    ], [A("elaboration", "2025-08-30 10:15", "11 rounds of 10",
          "Orangery table plan: 11 rounds of 10 (tables named after Lisbon streets), top table "
          "along the glass wall, cake table by the doors")]),
    F("F25", C5, "DJ booked", "DJ Lumen", [
        V("2025-02-14 16:30", "DJ Lumen", "DJ Lumen booked for Margot & Ines, 7.30pm-midnight"),
        V("2025-05-29 11:00", "DJ Lumen",
          "DJ Lumen has pulled out of KR-2508, double-booked. Refunded the dep", pol="-"),
        V("2025-06-24 15:50", "DJ Lumen",
          "Good news - Lumen's other booking fell through and he's back on for M&I, same times"),
    ]),

    # --- C6 Ben & Kasia, Fellside Hall, Sat 17 Oct 2026 ---
    F("F26", C6, "budget", "total", [
        V("2025-10-06 14:20", "22000",
          "Couple: Benedict Orrell & Kasia Wren\nRef: KR-2619\nDate: 17 Oct 2026\n"
          "Venue: Fellside Hall\nBudget: £22,000"),
        V("2026-01-12 10:40", "25500",
          "Kasia's parents are contributing, so B&K's budget goes up to £25.5k"),
        V("2026-05-05 16:15", "24000",
          "Orrell/Wren budget revised down to 24k after the roof fund thing - Ben emailed"),
    ], [A("format_variant", "2026-07-01 12:00", "24000", "KR-2619 budget £24,000.00")]),
    F("F27", C6, "package", "", [
        V("2025-10-06 14:30", "full planning", "Ben & Kasia - package: Full planning (£3,950)"),
        V("2026-02-02 11:50", "partial planning",
          "B&K dropping to partial planning, Kasia's doing suppliers herself. New fee to send"),
    ], [A("elaboration", "2026-02-09 15:40", "partial planning",
          "Orrell/Wren partial planning: we pick up from 6 months out, run the supplier schedule, "
          "rehearsal and on-the-day coordination")]),
    F("F28", C6, "venue access time", "set-up day", [
        V("2025-11-12 09:30", "10:00", "Fellside Hall access for the Orrell wedding: from 10am"),
        V("2026-03-03 13:20", "10:00",
          "Rang Fellside - confirmed we're in at 10am on the 17th for KR-2619",
          tags={"interior_confirmation"}),
        V("2026-06-09 10:25", "08:00",
          "Fellside have agreed an 8am start for Ben & Kasia's set-up, no extra charge"),
    ], [A("format_variant", "2026-09-30 11:10", "08:00", "B&K venue access 08:00 on 17/10")]),
    F("F29", C6, "photographer", "wedding", [
        V("2025-11-18 12:00", "Ollie Fenwick Photography",
          "Photographer - Ollie Fenwick Photography, £1,650 (KR-2619)"),
        V("2026-03-26 17:10", "Juniper Lens",
          "Ben & Kasia went with Juniper Lens in the end, Ollie's booked abroad"),
    ], [A("elaboration", "2026-06-03 09:50", "Juniper Lens",
          "Juniper Lens for the Fellside wedding: Marta plus a second shooter, bridal prep from 11 "
          "through to first dance")]),
    F("F30", C6, "evening food", "evening", [
        V("2025-12-15 11:00", "pizza van", "Eve food B&K: pizza van (Firebrick Pizza Co)"),
        V("2026-04-14 14:10", "bacon rolls",
          "Kasia's gone off the pizza van idea, they'd rather do bacon rolls from the caterer at 9"),
        V("2026-07-07 13:35", "grazing table", "Orrell/Wren evening food: cheese & charcuterie grazing table"),
    ]),

    # --- C7 Roz & Jem, St Aldric's + Ropeworks, Sat 16 May 2026 ---
    F("F31", C7, "guest numbers", "day guests", [
        V("2025-09-15 10:10", "90", "Takahashi/Colquhoun: 90 guests"),
        V("2025-12-04 15:25", "90", "Jem says numbers still 90 for the church and Ropeworks",
          tags={"interior_confirmation"}),
        V("2026-02-17 11:45", "96", "R&J guest list now 96 - Roz's work friends got the nod"),
    ]),
    F("F32", C7, "wedding cars", "", [
        V("2025-10-22 13:40", "1 VW camper",
          "Cars for KR-2622: one VW camper (Silverbirch), church to Ropeworks"),
        V("2026-01-27 10:30", "2 VW campers",
          "Roz wants a second camper for the bridesmaids - so 2 campers from Silverbirch"),
    ], [A("elaboration", "2026-04-08 14:45", "2 VW campers",
          "Roz & Jem transport: 2 x VW campers (cream + mint) from Silverbirch, first at St "
          "Aldric's by 12.40, loops back for the bridesmaids")]),
    F("F33", C7, "maid of honour", "", [
        V("2025-11-03 16:50", "Gwen Tarrant", "R&J wedding party - MOH: Gwen Tarrant"),
        V("2026-03-12 12:30", "Ashanti Bloom",
          "Gwen's stepping back (new baby due), Roz has asked Ashanti Bloom to be MOH"),
    ], [A("confirmation", "2026-05-08 10:00", "Ashanti Bloom",
          "Rehearsal sheet for Roz & Jem: Ashanti is still MOH, Gwen doing a reading")]),
    F("F34", "St Aldric's church", "confetti allowed", "churchyard", [
        V("2025-08-19 11:30", "biodegradable confetti",
          "St Aldric's - biodegradable petal confetti is allowed in the churchyard"),
        V("2026-03-30 15:05", "biodegradable confetti",
          "Vicar at St Aldric's has banned confetti in the churchyard (complaints about the path). "
          "Tell Roz & Jem.", pol="-"),
    ]),

    # --- C8 Tamsin & Ade, Quarrymoor Lodge, Sat 4 Jul 2026 ---
    F("F35", C8, "cake supplier", "", [
        V("2025-10-29 12:20", "Sugarloaf Bakes",
          "Cake - Sugarloaf Bakes, naked sponge, 4 tiers (Tamsin & Ade)"),
        V("2026-02-05 16:00", "Crumbwell Cakes",
          "Switched T&A's cake from Sugarloaf to Crumbwell - Sugarloaf closing in the spring",
          tags={"names_old"}),
    ]),
    F("F36", C8, "balance due date", "planning fee", [
        V("2025-11-10 10:00", "2026-06-04", "KR-2625 - balance due 4 June 2026"),
        V("2026-01-08 14:40", "2026-05-20", "KR-2625 - balance due 20 May 2026", same=True),
    ], [A("format_variant", "2026-04-01 09:15", "2026-05-20", "T&A bal due 2026-05-20")]),
    F("F37", C8, "ceremony location", "Quarrymoor Lodge", [
        V("2025-12-02 11:10", "walled garden", "T&A ceremony spot: the walled garden at Quarrymoor"),
        V("2026-04-21 13:50", "chapel", "Tamsin wants the chapel for the ceremony now - too risky outdoors"),
        V("2026-06-16 10:30", "walled garden",
          "Ellery/Okonjo: ceremony back out in the walled garden, forecast looks good and the "
          "chapel's only 60 seats"),
    ]),
    F("F38", C8, "sparkler send-off", "", [
        V("2025-12-02 11:30", "sparkler send-off", "Sparkler send-off planned for Tamsin & Ade, 10.30pm"),
        V("2026-03-04 16:25", "sparkler send-off",
          "Quarrymoor don't allow sparklers - T&A send-off is off", pol="-"),
        V("2026-05-12 12:05", "sparkler send-off",
          "Quarrymoor relented: sparkler exit is back on for KR-2625 as long as we provide sand "
          "buckets"),
    ]),

    # --- C9 Brightwater Maltings summer party, Thu 23 Jul 2026 ---
    F("F39", C9, "headcount", "guests", [
        V("2026-02-09 09:00", "180",
          "Client: Brightwater Maltings\nEvent: staff summer party\nRef: EV-26-03\n"
          "Date: Thu 23 July 2026\nNumbers: 180"),
        V("2026-04-13 11:25", "220", "Brightwater are inviting partners this year, numbers up to 220"),
        V("2026-06-01 15:10", "205", "Maltings party headcount 205 per the latest list"),
        V("2026-07-06 10:40", "212", "EV-26-03: final numbers 212"),
    ], [A("format_variant", "2026-07-15 16:00", "212", "Brightwater summer do - 212 pax")]),
    F("F40", C9, "client contact", "", [
        V("2026-02-09 09:10", "Leona Fairbrass", "Brightwater contact: Leona Fairbrass (HR)"),
        V("2026-05-18 14:55", "Dominic Ashgrove",
          "Leona's on secondment, Dominic Ashgrove is our contact for the Maltings party now"),
    ], [A("elaboration", "2026-06-22 10:20", "Dominic Ashgrove",
          "Dominic Ashgrove (Brightwater, head of people ops) - best by email, signs off anything "
          "over £500")]),
    F("F41", C9, "purchase order", "", [
        V("2026-03-02 13:00", "44817", "Brightwater PO: 44817"),
        V("2026-05-27 16:40", "44902", "Brightwater PO: 44902", same=True),
    ]),
    F("F42", C9, "ice cream cart booked", "The Whippet Van", [
        V("2026-03-16 12:15", "The Whippet Van",
          "Ice cream cart booked for the Maltings party - The Whippet Van, 2-5pm"),
        V("2026-06-25 11:05", "The Whippet Van",
          "Brightwater have cut the ice cream cart, budget. Let The Whippet Van know.", pol="-"),
    ]),

    # --- C10 Glenda's 60th, Old Ropeworks, Sat 5 Sep 2026 ---
    F("F43", C10, "room", "The Old Ropeworks", [
        V("2026-03-10 10:30", "Loft Room", "Glenda's 60th - Ropeworks, Loft Room"),
        V("2026-05-21 12:50", "Rigging Room",
          "Ropeworks have moved the Mossop party to the Rigging Room - the Loft's getting new floors"),
    ], [A("elaboration", "2026-07-27 15:00", "Rigging Room",
          "EV-26-07 in the Rigging Room: ground floor, own bar, step-free for Glenda's mum, we get "
          "it from 4pm")]),
    F("F44", C10, "start time", "party", [
        V("2026-03-10 10:40", "19:00", "Mossop party start 7pm"),
        V("2026-06-08 17:20", "19:30", "Mossop party start 7.30pm", same=True),
        V("2026-08-03 13:05", "20:00",
          "EV-26-07 start moved again - 8pm, so the grandkids can do their bit first"),
    ], [A("format_variant", "2026-08-20 09:35", "20:00", "Glenda's 60th kicks off at 20:00")]),
    F("F45", C10, "magician booked", "entertainment", [
        V("2026-04-07 11:00", "The Great Marvello",
          "Entertainment for Glenda's 60th: close-up magician, The Great Marvello"),
        V("2026-05-28 14:20", "Lucas Pell",
          "Marvello not available, booked Lucas Pell instead (close-up, 2 hrs)"),
        V("2026-08-11 10:10", "Lucas Pell",
          "Glenda doesn't want the magician any more - cancelled Lucas Pell, she's paying the "
          "kill fee", pol="-"),
    ]),

    # --- C11 Niamh & Felix, Sat 24 Apr 2027 ---
    F("F46", C11, "venue", "", [
        V("2026-05-13 15:00", "Kestrel Farm",
          "Couple: Niamh Doyle & Felix Brandt\nRef: KR-2630\nDate: 24 April 2027\n"
          "Venue: Kestrel Farm (marquee)"),
        V("2026-08-05 11:30", "Fellside Hall",
          "N&F have gone off the marquee idea, booked Fellside Hall for 24/04/27"),
    ], [A("elaboration", "2026-09-14 14:00", "Fellside Hall",
          "Doyle/Brandt venue: Fellside Hall, main hall + the library for drinks, exclusive use "
          "Fri-Sun")]),
    F("F47", C11, "guest numbers", "day guests", [
        V("2026-05-13 15:10", "140", "KR-2630 guests approx 140"),
        V("2026-06-23 10:35", "150", "Niamh says 150 now, Felix's side is big"),
        V("2026-09-02 16:45", "135", "Doyle/Brandt trimmed the list to 135 to fit Fellside's main hall"),
        V("2026-10-19 12:25", "160",
          "Felix - they want 160 after all, Fellside says the hall takes it if we lose the dance "
          "floor till evening"),
    ], [A("confirmation", "2026-11-09 10:50", "160",
          "N&F numbers still 160, Niamh confirmed on the phone")]),
    F("F48", C11, "lead planner", "", [
        V("2026-05-13 15:20", "Rafferty Quell", "Raff taking Niamh & Felix (KR-2630)"),
        V("2026-10-26 09:00", "Imogen Ashdown",
          "Handover Raff → Immy: KR-2630 Doyle/Brandt is Immy's from today, Raff's taking the "
          "winter fairs. Note for both: Ben & Kasia's set-up access at Fellside is 8am.",
          tags={"handover_other"}, also=("F28", "08:00")),
    ]),

    # --- C12 Esme & Kit, Sat 6 Sep 2025 ---
    F("F49", C12, "florist price", "Bramble Lane Florals", [
        V("2025-02-18 10:45", "£1,400", "KR-2512 florist - Bramble Lane Florals, £1,400, dep paid"),
        V("2025-05-06 15:10", "£1,650", "KR-2512 florist - Bramble Lane Florals, £1,650, dep paid",
          same=True),
    ]),
    F("F50", C12, "hair & make-up trial date", "", [
        V("2025-05-15 12:00", "2025-06-12",
          "Esme's hair & make-up trial: Thu 12 June, 10am, at the studio"),
        V("2025-06-06 09:15", Rel(2),
          "Anouk's van is in the garage - Esme's trial moved to next Wednesday, same time",
          tags={"relative_date"}),
    ]),
    F("F51", C12, "photobooth booked", "Snapjar Booths", [
        V("2025-01-28 14:00", "Snapjar Booths", "E&K - photobooth booked (Snapjar Booths), 3hrs"),
        V("2025-03-25 10:20", "Snapjar Booths",
          "Esme & Kit have dropped the photobooth to save money", pol="-"),
        V("2025-05-30 17:15", "Snapjar Booths",
          "Photobooth back in for Varley/Ambrose - Kit's parents are paying for it"),
    ]),

    # --- studio, business, planners ---
    F("F52", STUDIO, "gold charger plates", "studio", [
        V("2025-03-03 09:00", "140", "Studio stock - gold charger plates: 140"),
        V("2025-10-07 16:10", "96",
          "Lost a box of gold chargers at the Orangery (dropped off the trolley) - we're down to 96"),
        V("2026-02-23 12:35", "120", "Bought 24 more chargers to match, so 120 in the studio"),
    ], [A("format_variant", "2026-06-15 10:00", "120", "Gold chargers in the studio: ten dozen")]),
    F("F53", STUDIO, "black metal lanterns", "studio", [
        V("2025-03-03 09:05", "60", "Studio stock - black metal lanterns: 60"),
        V("2025-11-17 11:50", "48", "Studio stock - black metal lanterns: 48", same=True),
    ], [A("confirmation", "2026-04-27 15:25", "48",
          "Lantern count confirmed at the spring stock-take - 48 black metal lanterns")]),
    F("F54", BIZ, "van MOT due", "", [
        V("2024-11-20 10:00", "2025-03-14", "Van MOT due 14/03/2025"),
        V("2025-03-13 15:40", "2026-03-14", "Van MOT due 14/03/2026", same=True),
    ]),
    F("F55", IMMY, "day off", "weekly", [
        V("2024-12-09 09:20", "Monday", "Immy's day off: Mondays"),
        V("2025-09-08 10:10", "Wednesday",
          "From this month Immy's taking Wednesdays off instead of Mondays (school run)"),
    ]),
    F("F56", RAFF, "work mobile", "", [
        V("2024-10-07 11:00", "07700 900412", "Raff work mobile: 07700 900412"),
        V("2025-07-15 13:15", "07700 900857", "Raff work mobile: 07700 900857", same=True),
    ]),
    F("F57", "storage unit 14, Hadley Road", "padlock code", "", [
        V("2025-01-06 10:30", "4471", "Storage unit (Unit 14, Hadley Road) padlock code 4471"),
        V("2025-12-01 09:40", "9026",
          "Changed the code on the storage unit lock to 9026 after the break-ins on the estate"),
    ], [A("format_variant", "2026-03-20 14:15", "9026", "Unit 14 lock: 9-0-2-6")]),
    F("F72", BIZ, "full planning fee", "price list", [
        V("2024-10-01 10:00", "£3,500", "Full planning package: £3,500"),
        V("2025-01-02 11:30", "£3,750", "Full planning package: £3,750", same=True),
        V("2025-09-01 09:45", "£3,950",
          "Put the full planning fee up to £3,950 from September bookings"),
    ]),

    # --- suppliers and venues ---
    F("F59", "Saltmarsh Kitchen", "contact", "bookings", [
        V("2025-04-09 14:30", "Bea Hollins", "Saltmarsh Kitchen - contact Bea Hollins"),
        V("2025-11-24 10:05", "Marcus Tey",
          "Bea's left Saltmarsh Kitchen, Marcus Tey is handling bookings now"),
    ], [A("confirmation", "2026-05-26 11:30", "Marcus Tey",
          "Marcus still the person to call at Saltmarsh, Bea hasn't come back")]),
    F("F60", "Wildgrove Flowers", "price", "ceremony arch", [
        V("2025-06-02 12:00", "£450", "Wildgrove Flowers - ceremony arch £450"),
        V("2026-01-05 15:35", "£520", "Wildgrove Flowers - ceremony arch £520", same=True),
        V("2026-04-30 11:15", "£495",
          "Negotiated Wildgrove's arch down to £495 for anything booked through us"),
    ]),
    F("F61", "Moss Audio", "rate", "evening DJ set", [
        V("2025-05-12 13:00", "£650", "Moss Audio - evening DJ set, £650"),
        V("2026-01-20 10:50", "£720", "Moss Audio rate for an evening set has gone up to £720 from Jan"),
    ], [A("format_variant", "2026-06-10 16:30", "£720", "Moss Audio eve DJ = 720 quid")]),
    F("F62", "The Night Herons", "line-up", "", [
        V("2025-04-01 11:40", "4-piece", "The Night Herons - 4-piece (vox, guitar, bass, drums)"),
        V("2025-10-13 14:05", "5-piece", "Night Herons have added a sax player, they're a five-piece now"),
    ], [A("elaboration", "2026-02-10 12:00", "5-piece",
          "Night Herons line-up: 5 - Cass on vocals, guitar, bass, drums and sax; 2 x 60 min sets "
          "+ playlist between")]),
    F("F63", "Juniper Lens", "rate", "full day", [
        V("2025-03-18 10:15", "£1,800", "Juniper Lens full-day rate £1,800"),
        V("2025-12-16 14:50", "£1,800",
          "Marta says Juniper's day rate is staying at £1,800 for 2026 bookings",
          tags={"interior_confirmation"}),
        V("2026-06-18 09:55", "£1,950",
          "Juniper Lens now charging £1.95k for a full day (second-shooter cost built in)"),
    ]),
    F("F64", "Silverbirch Cars", "office phone", "", [
        V("2024-11-12 15:00", "01632 960118", "Silverbirch Cars office: 01632 960118"),
        V("2025-08-06 11:35", "01632 960774", "Silverbirch Cars office: 01632 960774", same=True),
    ]),
    F("F65", "Hallow Mere House", "curfew", "indoor music", [
        V("2025-06-12 11:10", "23:00", "Hallow Mere House - music off 11pm"),
        V("2025-11-06 16:20", "00:00", "Hallow Mere got their licence extended, curfew is now midnight"),
        V("2026-03-24 13:40", "23:30",
          "Hallow Mere curfew 11.30pm (council compromise after the neighbours objected)"),
    ], [A("format_variant", "2026-05-30 12:10", "23:30", "HMH music must stop 23:30")]),
    F("F66", "The Old Ropeworks", "minimum spend", "Saturday", [
        V("2025-05-07 10:20", "£8,000", "The Old Ropeworks - Saturday minimum spend £8k"),
        V("2025-12-11 15:45", "£9,500", "The Old Ropeworks - Saturday minimum spend £9.5k", same=True),
    ], [A("confirmation", "2026-06-29 14:40", "£9,500",
          "Ropeworks Saturday minimum spend remains £9,500 for 2027 dates")]),
    F("F67", "Thornbury Barn", "delivery gate code", "back gate", [
        V("2025-07-22 09:50", "2580", "Thornbury Barn back gate (deliveries) code 2580"),
        V("2026-08-24 10:15", "1946", "Thornbury Barn back gate (deliveries) code 1946", same=True),
    ]),
    F("F68", "Fellside Hall", "events coordinator", "", [
        V("2025-09-23 12:40", "Ruth Alcorn", "Fellside Hall coordinator - Ruth Alcorn"),
        V("2026-02-16 16:05", "Ivo Penhale", "New coordinator at Fellside is Ivo Penhale, Ruth's retired"),
    ], [A("elaboration", "2026-05-04 11:55", "Ivo Penhale",
          "Ivo Penhale, Fellside Hall events coordinator - ivo@fellsidehall.example, works Tue-Sat")]),
    F("F69", "Trestle Hire", "chair hire price", "white folding chairs", [
        V("2025-02-03 14:10", "£3.20", "Trestle Hire - white folding chairs £3.20 each"),
        V("2025-09-29 10:45", "£3.60", "Trestle Hire - white folding chairs £3.60 each", same=True),
    ], [A("format_variant", "2026-01-15 13:25", "£3.60", "Trestle white folders: GBP 3.60/chair")]),
    F("F70", "Crumbwell Cakes", "lead time", "final design", [
        V("2025-04-16 16:00", "8 weeks", "Crumbwell Cakes need 8 weeks' notice for final design"),
        V("2026-01-26 12:15", "12 weeks",
          "Crumbwell now want 12 weeks for final cake designs - they're swamped"),
    ]),
    F("F71", "Canvas & Pole", "deposit", "booking", [
        V("2024-10-10 10:00", "25%", "Canvas & Pole deposit 25% on booking"),
        V("2025-11-03 13:25", "40%", "Canvas & Pole deposit 40% on booking", same=True),
    ]),
]


def S(label, t, subject, attribute, scope, value, text, pol="+", multi=False):
    return dict(label=label, t=t, subject=subject, attribute=attribute, scope=scope,
                value=value, text=text, pol=pol, multi=multi)


# ---------------------------------------------------------------------------------------------
# STANDALONE labelled memories (never in any pair).
STANDALONE = [
    # multi_valued: each value is its own fact
    S("multi_valued", "2025-12-18 13:10", C1, "allergy", "guests", "tree nuts",
      "Dietary for Freya & Dev: nut allergy - Dev's uncle Ray, severe, carries an EpiPen", multi=True),
    S("multi_valued", "2026-03-04 10:30", C1, "allergy", "guests", "coeliac",
      "Also a coeliac on the KR-2607 list (Freya's gran)", multi=True),
    S("multi_valued", "2026-06-02 17:40", C1, "allergy", "guests", "shellfish",
      "Another allergy came back with the Thornbury Barn RSVPs - shellfish, table 6", multi=True),
    S("multi_valued", "2025-02-25 11:00", C5, "ceremony reader", "ceremony", "Carla Ferreira",
      "Reader at M&I's ceremony: Ines's sister Carla", multi=True),
    S("multi_valued", "2025-05-13 14:20", C5, "ceremony reader", "ceremony", "Hugh (godfather)",
      "Margot's added a second reading - her godfather Hugh will do it", multi=True),
    S("multi_valued", "2025-07-08 09:25", C5, "ceremony reader", "ceremony", "Pip (friend)",
      "Pilkington-Ferreira: third reader now, their friend Pip (poem, before the vows)", multi=True),
    S("multi_valued", "2026-03-23 15:00", C9, "bar location", "site", "still house yard",
      "Maltings party bar no.1 - in the still house yard", multi=True),
    S("multi_valued", "2026-05-04 16:30", C9, "bar location", "site", "river lawn",
      "Brightwater want another bar on the lawn by the river", multi=True),
    S("multi_valued", "2026-06-15 11:20", C9, "bar location", "site", "cooperage",
      "Added a third bar for EV-26-03 - in the old cooperage, cocktails only", multi=True),
    S("multi_valued", "2026-02-27 12:45", C6, "allergy", "guests", "peanut",
      "B&K dietary: Kasia's nephew - peanut allergy", multi=True),
    S("multi_valued", "2026-05-20 09:15", C6, "allergy", "guests", "lactose",
      "Also one lactose intolerant guest for Orrell/Wren (Ben's colleague Sunil)", multi=True),
    S("multi_valued", "2026-08-18 14:30", C6, "allergy", "guests", "egg",
      "One more for the Fellside wedding: egg allergy, Kasia's cousin's plus-one", multi=True),

    # scope_disjoint: same subject + attribute as a family, another scope
    S("scope_disjoint", "2026-05-25 12:40", C1, "guest numbers", "evening guests", "40",
      "Holloway/Marsh eve guests: 40 extra from 7.30"),
    S("scope_disjoint", "2026-02-15 10:00", C2, "guest numbers", "day guests", "92",
      "Priya & Owen day guests: 92"),
    S("scope_disjoint", "2026-07-10 15:50", C9, "headcount", "supplier crew meals", "18",
      "Brightwater party crew meals: 18 (bar staff, band, our team)"),
    S("scope_disjoint", "2026-03-12 16:00", C3, "price per head", "children's menu", "£24",
      "Kids' menu for Juno & Cal: £24pp (8 children)"),
    S("scope_disjoint", "2025-03-04 10:00", C4, "marquee size", "chill-out tent", "6 m diameter",
      "Hattie & Sol - chill-out tipi for the evening, 6m diameter"),
    S("scope_disjoint", "2025-09-01 16:30", C5, "vegan count", "evening buffet", "3",
      "Orangery wedding eve buffet: 3 vegan plates for the evening-only guests"),
    S("scope_disjoint", "2026-02-04 11:00", "Hallow Mere House", "curfew", "terrace music", "21:00",
      "Hallow Mere: outdoor music on the terrace has to stop at 9pm"),
    S("scope_disjoint", "2026-02-19 09:45", "The Old Ropeworks", "minimum spend", "Mon-Thu", "£4,500",
      "Ropeworks min spend Mon–Thu is £4,500"),
    S("scope_disjoint", "2026-05-11 13:20", "Wildgrove Flowers", "price", "small moongate hoop", "£280",
      "Wildgrove small moongate hoop: £280"),
    S("scope_disjoint", "2026-03-18 10:25", "Moss Audio", "rate", "ceremony PA package", "£180",
      "Moss Audio ceremony PA + radio mic: £180"),
    S("scope_disjoint", "2025-10-02 12:05", "Trestle Hire", "chair hire price", "crossback chairs", "£5.10",
      "Trestle Hire crossback chairs £5.10 each"),
    S("scope_disjoint", "2025-12-12 11:40", C8, "balance due date", "venue hire", "2026-04-01",
      "Quarrymoor Lodge want Tamsin & Ade's venue hire balance by 1 April"),

    # different_subject: same attribute, another subject, mostly a value a family also has
    S("different_subject", "2025-12-10 10:20", C7, "florist", "wedding", "Stem & Sorrel",
      "Roz & Jem's florist: Stem & Sorrel, £1,200"),
    S("different_subject", "2025-02-20 13:00", C5, "photographer", "wedding", "Ollie Fenwick Photography",
      "Margot & Ines booked Ollie Fenwick Photography"),
    S("different_subject", "2025-11-19 15:15", C8, "caterer", "wedding", "Saltmarsh Kitchen",
      "Caterer for Tamsin & Ade - Saltmarsh Kitchen"),
    S("different_subject", "2026-06-11 11:45", C11, "ceremony time", "wedding day", "14:00",
      "Niamh & Felix want a 2pm ceremony"),
    S("different_subject", "2026-04-22 14:00", C9, "evening entertainment", "evening", "The Night Herons",
      "Brightwater booked the Night Herons for the summer party"),
    S("different_subject", "2025-03-11 12:15", C12, "colour scheme", "wedding", "dusky blue/ivory",
      "Esme & Kit colours: dusky blue and ivory"),
    S("different_subject", "2026-04-29 16:45", C10, "guest numbers", "party guests", "110",
      "Glenda's expecting about 110 for her 60th"),
    S("different_subject", "2024-10-03 09:40", C4, "lead planner", "", "Imogen Ashdown",
      "Hattie & Sol (KR-2503) - Immy's couple"),
    S("different_subject", "2026-04-09 11:10", C6, "cake flavour", "wedding cake", "lemon & elderflower",
      "Ben & Kasia cake: lemon and elderflower, Crumbwell"),
    S("different_subject", "2025-11-25 14:25", "Quarrymoor Lodge", "curfew", "indoor music", "23:00",
      "Quarrymoor Lodge music curfew 11pm"),
    S("different_subject", "2025-06-19 10:35", "Stem & Sorrel", "price", "ceremony arch", "£450",
      "Stem & Sorrel ceremony arch - £450"),
    S("different_subject", "2025-09-10 09:00", RAFF, "day off", "weekly", "Monday",
      "Raff's day off is Monday"),

    # static: facts that do not change (some stated twice in different formats)
    S("static", "2024-10-02 09:00", BIZ, "founded", "", "2016", "Kittiwake & Rye Weddings - established 2016"),
    S("static", "2025-08-14 11:00", BIZ, "founded", "", "2016",
      "We've been planning weddings since 2016 - put that on the new website banner"),
    S("static", "2024-10-02 09:30", BIZ, "company number", "", "10482736", "Company no. 10482736"),
    S("static", "2026-01-29 14:00", BIZ, "company number", "", "10482736",
      "Companies House reg for K&R: 1048 2736"),
    S("static", "2024-10-02 09:45", BIZ, "VAT number", "", "GB318447102", "VAT reg GB 318 4471 02"),
    S("static", "2025-10-14 10:15", "Freya Holloway", "date of birth", "", "1994-03-12",
      "Freya Holloway DOB 12/03/1994 (for the registrar form)"),
    S("static", "2026-06-04 12:20", "Freya Holloway", "date of birth", "", "1994-03-12",
      "Freya's date of birth: 12 March 1994"),
    S("static", "2025-06-12 11:20", "Hallow Mere House", "listing", "", "Grade II",
      "Hallow Mere House is Grade II listed - no fixings into walls"),
    S("static", "2025-07-22 10:00", "Thornbury Barn", "postcode", "", "TB7 4QX",
      "Thornbury Barn postcode for sat navs: TB7 4QX"),
    S("static", "2025-10-14 10:20", "Devan Marsh", "full name", "", "Devan Alistair Marsh",
      "Groom's full name for the registrar: Devan Alistair Marsh"),
    S("static", "2025-05-07 10:30", "The Old Ropeworks", "year built", "", "1868",
      "The Old Ropeworks was built in 1868 (good for the blurb)"),
    S("static", "2025-03-18 10:30", "Juniper Lens", "founded", "", "2011",
      "Juniper Lens has been going since 2011"),

    # membership: additive group statements
    S("membership", "2026-07-30 12:00", C1 + " on-the-day team", "member", "", "Nell Pardoe",
      "Nell's on the on-the-day team for Freya & Dev", multi=True),
    S("membership", "2025-04-24 10:40", "Hallow Mere recommended planners", "member", "", "Rafferty Quell",
      "Raff is on Hallow Mere's recommended planners list now", multi=True),
    S("membership", "2025-08-20 15:30", "our recommended suppliers", "member", "", "Bramble Lane Florals",
      "Added Bramble Lane Florals to our recommended suppliers list", multi=True),
    S("membership", "2026-03-27 11:00", "set-up crew pool", "member", "", "Yusuf",
      "Yusuf joined the freelance set-up crew pool", multi=True),
    S("membership", "2026-04-16 10:20", "Fellside Hall approved suppliers", "member", "", "Juniper Lens",
      "Juniper Lens are now on Fellside Hall's approved supplier list", multi=True),
    S("membership", "2026-01-21 17:30", C2 + " ushers", "member", "", "Anil",
      "Priya's brother Anil is one of the ushers", multi=True),
    S("membership", "2025-11-14 13:05", "Wealdshire Wedding Suppliers network", "member", "", "Imogen Ashdown",
      "Immy joined the Wealdshire Wedding Suppliers network", multi=True),
    S("membership", "2026-02-25 16:20", "Ropeworks approved suppliers", "member", "", "Moss Audio",
      "Moss Audio added to the Ropeworks approved list", multi=True),
    S("membership", "2025-08-07 12:30", C5 + " bridal party chat", "member", "", "Ines's mum",
      "Ines's mum added to the M&I bridal party group chat", multi=True),
    S("membership", "2026-09-08 10:00", "set-up crew pool", "member", "", "Delphine",
      "Delphine joined the set-up crew pool as well", multi=True),
    S("membership", "2025-05-21 11:10", "our supplier directory", "member", "", "The Whippet Van",
      "The Whippet Van joined our supplier directory", multi=True),
    S("membership", "2025-02-06 14:50", C4 + " bridesmaids", "member", "", "Bex",
      "Hattie's sister Bex is a bridesmaid too", multi=True),

    # equal_time: six pairs, one key each, one order time, different values
    S("equal_time", "2026-04-02 14:10", C1, "rehearsal time", "", "Fri 17:00",
      "Rehearsal at Thornbury Barn: Fri 18 Sept, 5pm"),
    S("equal_time", "2026-04-02 14:10", C1, "rehearsal time", "", "Fri 18:00",
      "F&D rehearsal Friday 6pm (per Dev)"),
    S("equal_time", "2025-12-19 11:00", C7, "number of tables", "", "9", "R&J - 9 tables at the Ropeworks"),
    S("equal_time", "2025-12-19 11:00", C7, "number of tables", "", "10", "Roz & Jem table count 10"),
    S("equal_time", "2026-05-12 09:30", C9, "supplier parking spaces", "", "40",
      "Brightwater: 40 parking spaces for suppliers"),
    S("equal_time", "2026-05-12 09:30", C9, "supplier parking spaces", "", "60",
      "Maltings supplier parking - 60 spaces"),
    S("equal_time", "2025-07-14 16:00", C12, "cake cutting time", "", "20:00", "E&K cake cutting 8pm"),
    S("equal_time", "2025-07-14 16:00", C12, "cake cutting time", "", "20:30",
      "Cake cut at 8.30 for Esme & Kit"),
    S("equal_time", "2025-09-05 10:00", STUDIO, "easels", "studio", "6", "Easels in studio: 6"),
    S("equal_time", "2025-09-05 10:00", STUDIO, "easels", "studio", "8", "we've got 8 easels (studio)"),
    S("equal_time", "2026-05-20 13:00", C11, "planning deposit", "", "£1,500", "N&F deposit £1,500"),
    S("equal_time", "2026-05-20 13:00", C11, "planning deposit", "", "£2,000",
      "Doyle/Brandt planning deposit: £2,000"),

    # unrelated chatter
    S("unrelated", "2025-01-20 09:10", "-", "-", "", "-",
      "Anyone seen the big glue gun? Not in the studio drawer."),
    S("unrelated", "2025-04-11 12:00", "-", "-", "", "-", "Team lunch Friday, Nell's choosing where"),
    S("unrelated", "2025-06-30 08:45", "-", "-", "", "-",
      "Studio kettle's died, bought a new one from the market"),
    S("unrelated", "2025-10-27 17:20", "-", "-", "", "-",
      "Wedding fair at Ashcombe was quiet - 4 enquiries, one looked promising"),
    S("unrelated", "2025-08-11 09:35", "-", "-", "", "-",
      "Lovely thank-you card from Hattie & Sol, pinned it on the board"),
    S("unrelated", "2026-01-07 11:15", "-", "-", "", "-", "Printer's out of magenta again"),
    S("unrelated", "2026-02-13 08:30", "-", "-", "", "-", "Whoever had the van last, it needs diesel"),
    S("unrelated", "2026-05-27 18:00", "-", "-", "", "-",
      "Insta post of the Orangery tablescape is doing really well"),
    S("unrelated", "2026-06-12 07:50", "-", "-", "", "-",
      "Fellside on market day = no parking anywhere, leave early"),
    S("unrelated", "2026-07-16 12:25", "-", "-", "", "-",
      "New ribbon samples in, the dusty rose is gorgeous"),
    S("unrelated", "2026-09-21 09:05", "-", "-", "", "-", "Note to self: back up the shared drive this week"),
    S("unrelated", "2026-10-05 14:30", "-", "-", "", "-",
      "Rain forecast all week, glad we've got no outdoor set-ups"),
]


# ---------------------------------------------------------------------------------------------
def parse_t(s):
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=UTC)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    mems = []  # each: dict(text, t, label, key, value, pol, fid, vi, same, tags)
    fam_by_id = {}
    for fam in FAMILIES:
        assert fam["fid"] not in fam_by_id, fam["fid"]
        fam_by_id[fam["fid"]] = fam
        key = (fam["subject"], fam["attribute"], fam["scope"])
        prev_t = None
        for vi, v in enumerate(fam["versions"]):
            t = parse_t(v["t"])
            if prev_t is not None:
                assert t > prev_t, (fam["fid"], vi, "versions must be in strictly increasing time")
            prev_t = t
            value = v["value"].resolve(t) if isinstance(v["value"], Rel) else v["value"]
            v["value_resolved"] = value
            mems.append(dict(text=v["text"], t=t, label=None, key=key, value=value, pol=v["pol"],
                             fid=fam["fid"], vi=vi, same=v["same"], tags=v["tags"], also=v["also"]))
        last = fam["versions"][-1]
        for a in fam["attached"]:
            assert a["label"] in ATTACHED, a
            t = parse_t(a["t"])
            assert t > prev_t, (fam["fid"], "attached memory must come after the last version")
            assert a["value"] == last["value_resolved"] and a["pol"] == last["pol"], (
                fam["fid"], "attached memory must carry the last value and polarity")
            mems.append(dict(text=a["text"], t=t, label=a["label"], key=key, value=a["value"],
                             pol=a["pol"], fid=fam["fid"], vi=None, same=False, tags=set(), also=None))
    for s in STANDALONE:
        assert s["label"] in CLASSES and s["label"] not in ATTACHED, s
        key = (s["subject"], s["attribute"], s["scope"])
        if s["multi"]:
            key = key + (s["value"],)
        if s["label"] == "unrelated":
            key = ("-unrelated-", s["text"])
        mems.append(dict(text=s["text"], t=parse_t(s["t"]), label=s["label"], key=key, value=s["value"],
                         pol=s["pol"], fid=None, vi=None, same=False, tags=set(), also=None))
    return mems, fam_by_id


def compute_truth(mems):
    """ADR rule: within a key, each memory is expired by the EARLIEST strictly newer memory whose
    (value, polarity) differs; reason negation if polarities differ, else value. Equal times emit nothing."""
    groups = {}
    for i, m in enumerate(mems):
        groups.setdefault(m["key"], []).append(i)
    pairs = []
    for key, idx in groups.items():
        idx = sorted(idx, key=lambda i: mems[i]["t"])
        for i in idx:
            m = mems[i]
            newer = [j for j in idx if mems[j]["t"] > m["t"]
                     and (mems[j]["value"], mems[j]["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            j = min(newer, key=lambda j: mems[j]["t"])
            assert sum(1 for k in newer if mems[k]["t"] == mems[j]["t"]) == 1, "ambiguous replacement"
            reason = "negation" if mems[j]["pol"] != m["pol"] else "value"
            pairs.append((i, j, reason))
    return pairs, groups


def check(mems, fam_by_id, pairs, groups):
    # no text duplicated
    texts = [m["text"] for m in mems]
    assert len(set(texts)) == len(texts), [t for t in texts if texts.count(t) > 1]
    assert all(t.strip() for t in texts)
    in_pair = set()
    for i, j, _ in pairs:
        in_pair.add(i)
        in_pair.add(j)
    for i, m in enumerate(mems):
        if m["label"] is None:
            assert i in in_pair, ("unlabelled memory in no pair", m["text"])
        else:
            assert i not in in_pair, ("labelled memory in a pair", m["label"], m["text"])
    # families: n versions -> n-1 pairs, all pairs inside one family
    for i, j, _ in pairs:
        assert mems[i]["fid"] is not None and mems[i]["fid"] == mems[j]["fid"]
    for fid, fam in fam_by_id.items():
        n = len(fam["versions"])
        got = sum(1 for i, j, _ in pairs if mems[i]["fid"] == fid)
        assert got == n - 1, (fid, got, n)
    # order times distinct inside every key except the equal_time keys
    for key, idx in groups.items():
        labels = {mems[i]["label"] for i in idx}
        ts = [mems[i]["t"] for i in idx]
        if labels == {"equal_time"}:
            assert len(idx) == 2 and ts[0] == ts[1] and mems[idx[0]]["value"] != mems[idx[1]]["value"], key
        else:
            assert "equal_time" not in labels, key
            assert len(set(ts)) == len(ts), ("equal order times inside a key", key)
        if any(mems[i]["fid"] for i in idx):
            fids = {mems[i]["fid"] for i in idx}
            assert len(fids) == 1 and None not in fids, ("standalone memory on a family key", key)
        if labels & {"static"}:
            assert labels == {"static"} and len({mems[i]["value"] for i in idx}) == 1, key
        if labels & {"scope_disjoint", "different_subject", "multi_valued", "membership"}:
            assert len(idx) == 1, ("standalone negative must have a key of its own", key)
    # order times globally distinct except equal_time partners (keeps the set unambiguous)
    seen = {}
    for m in mems:
        seen.setdefault(m["t"], []).append(m)
    for t, ms in seen.items():
        if len(ms) > 1:
            assert len(ms) == 2 and all(x["label"] == "equal_time" for x in ms) and ms[0]["key"] == ms[1]["key"], t
    # handovers that also state another subject's fact: restate that family's final value, after it
    for m in mems:
        if m["also"]:
            ofid, oval = m["also"]
            other = fam_by_id[ofid]
            assert other["versions"][-1]["value_resolved"] == oval
            assert m["t"] > parse_t(other["versions"][-1]["t"])
    # relative dates differ from the version they replace
    for fam in fam_by_id.values():
        for vi, v in enumerate(fam["versions"]):
            if isinstance(v["value"], Rel):
                assert v["value_resolved"] != fam["versions"][vi - 1]["value_resolved"]
    # weekday names used in texts
    for d, wd in [("2026-09-19", 5), ("2026-08-22", 5), ("2026-08-29", 5), ("2026-07-23", 3),
                  ("2026-03-11", 2), ("2025-06-12", 3), ("2026-09-18", 4)]:
        assert date.fromisoformat(d).weekday() == wd, d


def assemble():
    mems, fam_by_id = build()
    pairs, groups = compute_truth(mems)
    check(mems, fam_by_id, pairs, groups)
    rng = random.Random(SEED)
    n = len(mems)
    order = list(range(n))
    rng.shuffle(order)
    n_back = round(BACKFILL_SHARE * n)
    backfilled = set(order[:n_back])
    # import session: seeded order unrelated to observed order, 1-4 s apart
    session = sorted(backfilled)
    rng.shuffle(session)
    t = SESSION_START
    for k, i in enumerate(session):
        if k:
            t = t + timedelta(seconds=rng.randint(1, 4))
        mems[i]["created_at"] = t
        mems[i]["observed_at"] = mems[i]["t"]
    session_end = t
    assert (session_end - SESSION_START).total_seconds() < 3600
    assert session_end.date() == SESSION_START.date()
    for i in range(n):
        if i not in backfilled:
            mems[i]["created_at"] = mems[i]["t"]
            mems[i]["observed_at"] = None
    for m in mems:
        assert m["created_at"] < CUTOFF
        if m["observed_at"] is not None:
            assert m["observed_at"] < m["created_at"] and m["observed_at"] < CUTOFF
            assert m["observed_at"] < SESSION_START
        else:
            # live memories never fall inside the import session
            assert not (SESSION_START <= m["created_at"] <= session_end)
        ot = m["observed_at"] if m["observed_at"] is not None else m["created_at"]
        assert ot == m["t"]
    # ids assigned in a shuffled order, file order shuffled again
    id_order = list(range(n))
    rng.shuffle(id_order)
    for k, i in enumerate(id_order):
        mems[i]["id"] = "%s%03d" % (PREFIX, k + 1)
    file_order = list(range(n))
    rng.shuffle(file_order)
    return mems, fam_by_id, pairs, file_order, backfilled, (SESSION_START, session_end)


def outputs(mems, pairs, file_order):
    lines = []
    for i in file_order:
        m = mems[i]
        obj = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created_at"])}
        if m["observed_at"] is not None:
            obj["observed_at"] = rfc(m["observed_at"])
        lines.append(json.dumps(obj, ensure_ascii=False))
    truth = sorted(({"expired_id": mems[i]["id"], "replacement_id": mems[j]["id"], "reason": r}
                    for i, j, r in pairs), key=lambda d: (d["expired_id"], d["replacement_id"]))
    labels = sorted(({"id": m["id"], "class": m["label"]} for m in mems if m["label"]),
                    key=lambda d: d["id"])
    return ("\n".join(lines) + "\n",
            "\n".join(json.dumps(d, ensure_ascii=False) for d in truth) + "\n",
            "\n".join(json.dumps(d, ensure_ascii=False) for d in labels) + "\n")


def family_features(fam):
    vals = [(v["value_resolved"], v["pol"]) for v in fam["versions"]]
    moveback = any(vals[k] == vals[k - 2] and vals[k][0] != vals[k - 1][0]
                   and vals[k][1] == vals[k - 1][1] for k in range(2, len(vals)))
    interior = any(vals[k] == vals[k - 1] for k in range(1, len(vals)))
    pols = [p for _, p in vals]
    negation = len(set(pols)) > 1
    restart = any(pols[k] == pols[k - 2] == "+" and pols[k - 1] == "-" for k in range(2, len(pols)))
    return moveback, interior, negation, restart


def stats(mems, fam_by_id, pairs, backfilled, session):
    from collections import Counter
    out = []
    add = lambda k, v: out.append("%-40s %s" % (k, v))
    add("memories", len(mems))
    add("  backfilled (observed_at)", len(backfilled))
    add("  live (created_at only)", len(mems) - len(backfilled))
    sizes = Counter(len(f["versions"]) for f in fam_by_id.values())
    add("changing families", len(fam_by_id))
    for s in sorted(sizes):
        add("  %d versions" % s, sizes[s])
    add("family versions (unlabelled)", sum(1 for m in mems if m["label"] is None))
    reasons = Counter(r for _, _, r in pairs)
    add("true pairs", len(pairs))
    add("  value", reasons["value"])
    add("  negation", reasons["negation"])
    labels = Counter(m["label"] for m in mems if m["label"])
    add("labelled negatives", sum(labels.values()))
    for c in CLASSES:
        add("  " + c, labels[c])
    feats = [family_features(f) for f in fam_by_id.values()]
    add("move-back families (A->B->A)", sum(1 for f in feats if f[0]))
    add("interior confirmations", sum(1 for m in mems if "interior_confirmation" in m["tags"]))
    add("negation families", sum(1 for f in feats if f[2]))
    add("  stop and restart (on->off->on)", sum(1 for f in feats if f[3]))
    add("replacements naming the old value", sum(1 for m in mems if "names_old" in m["tags"]))
    add("relative dates", sum(1 for m in mems if "relative_date" in m["tags"]))
    add("unit/format changes in a true pair", sum(1 for m in mems if "unit_change" in m["tags"]))
    add("handovers stating another subject's fact", sum(1 for m in mems if "handover_other" in m["tags"]))
    reps = {j for _, j, _ in pairs}
    same = sum(1 for j in reps if mems[j]["same"])
    add("replacement memories", len(reps))
    add("  reworded", "%d (%.0f%%)" % (len(reps) - same, 100.0 * (len(reps) - same) / len(reps)))
    add("  same record line, value swapped", same)
    add("import session", "%s .. %s (%d s)" % (rfc(session[0]), rfc(session[1]),
                                                (session[1] - session[0]).total_seconds()))
    ts = [m["t"] for m in mems]
    add("order times", "%s .. %s" % (rfc(min(ts)), rfc(max(ts))))
    # consistency of the hand tags with the computed features
    for fam, f in zip(fam_by_id.values(), feats):
        ic_tag = any("interior_confirmation" in v["tags"] for v in fam["versions"])
        assert ic_tag == f[1], fam["fid"]
    return "\n".join(out)


def listing(mems):
    rows = []
    for m in sorted(mems, key=lambda m: m["id"]):
        k = m["key"]
        fk = "unrelated" if k[0] == "-unrelated-" else " | ".join(k[:3])
        rows.append("%s  %s  %-17s  %-8s  %s  =>  %s  [%s]  %s" % (
            m["id"], rfc(m["t"]), m["label"] or "-", m["fid"] or "-", fk, m["value"], m["pol"],
            "backfilled" if m["observed_at"] is not None else "live"))
    return "\n".join(rows)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, fam_by_id, pairs, file_order, backfilled, session = assemble()
    if argv and argv[0] == "--stats":
        print(stats(mems, fam_by_id, pairs, backfilled, session))
        return 0
    if argv and argv[0] == "--list":
        print(listing(mems))
        return 0
    stats(mems, fam_by_id, pairs, backfilled, session)  # runs the tag consistency asserts
    mem_txt, truth_txt, label_txt = outputs(mems, pairs, file_order)
    for name, txt in (("memories.jsonl", mem_txt), ("truth.jsonl", truth_txt), ("labels.jsonl", label_txt)):
        with open(os.path.join(OUTDIR, name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(txt)
    for name in ("memories.jsonl", "truth.jsonl", "labels.jsonl"):
        with open(os.path.join(OUTDIR, name), "rb") as fh:
            print("%s  %s" % (hashlib.sha256(fh.read()).hexdigest(), name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
