#!/usr/bin/env python3
"""Blind labelled supersession data set: film/TV production office shared notes.

Invented cast: Tallowmere Films Ltd shooting the drama series "The Brinefield" for Northlight.
Truth is computed from the FAMILIES / STANDALONE tables below, never from the text.

  python3 gen.py          write memories.jsonl, truth.jsonl, labels.jsonl next to this file
  python3 gen.py --stats  print counts, write nothing
  python3 gen.py --list   print every memory, write nothing
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 390113
PREFIX = "f39"
LIMIT = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
IMPORT_START = dt.datetime(2026, 11, 24, 9, 30, 0, tzinfo=dt.timezone.utc)
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def V(when, value, text, pol="+", same=False, rel=None):
    """One version of a changing fact. same=True: same record shape as the memory it replaces.
    rel: weekday named relatively in the text ("next Tuesday"), value must derive from order time."""
    return dict(when=when, value=value, text=text, pol=pol, same=same, rel=rel)


def A(cls, when, value, text, pol="+"):
    """Labelled memory attached to a changing family (after its last version, same value/polarity)."""
    return dict(cls=cls, when=when, value=value, text=text, pol=pol)


def F(fid, key, versions, attached=(), tags=()):
    return dict(fid=fid, key=key, versions=list(versions), attached=list(attached), tags=list(tags))


# --------------------------------------------------------------------------------------------
# FAMILIES: changing facts. key = (subject, attribute, scope).
# --------------------------------------------------------------------------------------------
FAMILIES = [
    F("F01", ("Unit base", "location", "Block 1"), [
        V("2026-03-02 10:20", "Brinkley Common car park",
          "Unit base — Block 1 (eps 1–2)\nBase: Brinkley Common car park\nAccess: Common Lane gate"),
        V("2026-03-19 16:05", "Fenwick Road industrial estate yard",
          "Block 1 base switched from Brinkley Common car park to the yard at Fenwick Road industrial estate — "
          "the common has a fun fair booked across our dates."),
    ], [A("confirmation", "2026-04-02 09:40", "Fenwick Road industrial estate yard",
          "Fenwick Rd yard is still our B1 base, landlord confirmed gates open from 05:00.")],
        tags=["named_old"]),

    F("F02", ("Unit call", "time", "Day 3"), [
        V("2026-04-27 18:40", "06:30", "Day 3 call sheet\nLocation: Saltcote Quay\nUnit call: 06:30"),
        V("2026-04-28 21:10", "07:15",
          "day 3 call pushed to 7.15 — harbourmaster won't have the slipway clear before 8, revised CS going out tonight"),
    ], [A("format_variant", "2026-04-29 05:10", "07:15",
          "Morning all, reminder unit call is quarter past seven on the quay today")]),

    F("F03", ("DoP", "person", "series"), [
        V("2026-01-14 11:00", "Mirela Saxby", "Dept: Camera\nHoD: Mirela Saxby (DoP)\nPrep from: w/c 9 Mar"),
        V("2026-02-20 15:30", "Aurelio Brandt",
          "Mirela's feature has slipped into our dates so she's out. Aurelio Brandt is our DoP now — "
          "deal memo going to his agent today."),
    ], [A("elaboration", "2026-03-04 12:15", "Aurelio Brandt",
          "DoP Aurelio Brandt: shot 'Cinder Hill' for Northlight, bringing his own 1st AC, wants two days of "
          "camera tests in prep.")]),

    F("F04", ("Gaffer", "person", "series"), [
        V("2026-01-21 09:30", "Jonty Pell", "Gaffer: Jonty Pell"),
        V("2026-02-24 17:45", "Jonty Pell",
          "Spoke to Aurelio re sparks, he's happy to keep Jonty as gaffer, no change there."),
        V("2026-03-10 08:50", "Dafydd Okon",
          "Jonty's had to pull out (back op). New gaffer is Dafydd Okon, starts prep Monday."),
    ], tags=["interior_confirmation"]),

    F("F05", ("1st AD", "person", "Block 2"), [
        V("2026-02-03 14:00", "Fergal Nunes", "1st AD (Block 2): Fergal Nunes"),
        V("2026-04-15 10:10", "Sanne Whitlock",
          "Fergal's moving up to direct 2nd unit for block 2, so Sanne Whitlock comes in as 1st AD on eps 3–4."),
    ], [A("confirmation", "2026-05-28 16:20", "Sanne Whitlock", "Sanne Whitlock remains 1st AD for block two.")]),

    F("F06", ("Costume HoD", "person", "series"), [
        V("2026-01-16 10:00", "Ruth Abernethy-Cole", "Costume designer/HoD: Ruth Abernethy-Cole"),
        V("2026-02-11 13:25", "Keziah Mourne",
          "Ruth A-C has stepped back for health reasons. Keziah Mourne (her supervisor on the last two jobs) "
          "steps up as costume HoD."),
    ], [A("confirmation", "2026-06-30 11:00", "Keziah Mourne",
          "Keziah's staying on as costume HoD through to wrap, no change.")]),

    F("F07", ("Make-up HoD", "person", "series"), [
        V("2026-01-16 10:05", "Sunniva Drake", "Make-up & hair HoD: Sunniva Drake"),
        V("2026-03-05 15:40", "Leota Vance", "Make-up & hair HoD: Leota Vance", same=True),
    ]),

    F("F08", ("Camera rental", "supplier", "series"), [
        V("2026-01-28 11:30", "Lumen & Gale Camera Hire",
          "Camera package: Lumen & Gale Camera Hire (2x Alexa 35, Supreme primes)"),
        V("2026-03-06 09:15", "Corvid Optics",
          "Kasim's moved the camera package over to Corvid Optics, L&G couldn't hold the second body past May."),
        V("2026-03-27 17:00", "Lumen & Gale Camera Hire",
          "Back with Lumen & Gale for camera after all — they found a second 35 and the Corvid quote came in "
          "£3k over. PO re-raised."),
    ], [A("confirmation", "2026-04-20 10:30", "Lumen & Gale Camera Hire",
          "Camera kit still with L&G, PO 4471 live, collection Thu.")], tags=["move_back"]),

    F("F09", ("Lighting rental", "supplier", "series"), [
        V("2026-01-28 11:35", "Sparkhaus Lighting", "Lighting: Sparkhaus Lighting (account no. SH-2290)"),
        V("2026-03-12 14:20", "Tenebre Lighting",
          "Dafydd has a deal at Tenebre so we're switching lighting from Sparkhaus to Tenebre Lighting from Block 1."),
    ], [A("elaboration", "2026-03-20 09:00", "Tenebre Lighting",
          "Tenebre Lighting account open — Unit 3 Coldharbour Trading Estate, 24h breakdown line, package is "
          "their LED kit plus 2x 18K.")], tags=["named_old"]),

    F("F10", ("Catering", "supplier", "Block 1"), [
        V("2026-02-18 12:00", "Kettle & Crust",
          "Supplier: Kettle & Crust\nService: location catering, Block 1\nCrew numbers: approx. 85"),
        V("2026-04-08 15:50", "Ferrydown Kitchens",
          "We've gone with Ferrydown Kitchens for B1 catering, K&C couldn't do the early breakfasts on the quay days."),
    ], [A("elaboration", "2026-04-16 11:10", "Ferrydown Kitchens",
          "Ferrydown Kitchens for block 1: two trucks, breakfast from 05:30 on quay days, veggie/vegan/GF all "
          "covered, invoicing weekly.")]),

    F("F11", ("Production insurance", "insurer", "series"), [
        V("2026-01-09 10:00", "Calder Mutual", "Production insurance placed with Calder Mutual via Orrin & Vale."),
        V("2026-02-27 16:30", "Ashgrove Specialty",
          "Orrin & Vale have moved our cover to Ashgrove Specialty — Calder wouldn't touch the marine days."),
    ], [A("elaboration", "2026-03-03 10:45", "Ashgrove Specialty",
          "Ashgrove Specialty policy in force from 1 Mar: includes marine cover for the quay and the two boat "
          "days, certificate is on the drive.")]),

    F("F12", ("Production insurance", "excess", "series"), [
        V("2026-02-27 16:35", "2500 GBP", "Insurance excess: £2,500 per claim"),
        V("2026-05-14 12:40", "5000 GBP",
          "Heads up from the broker: after the van claim the excess goes up to 5k a claim from renewal."),
    ], [A("format_variant", "2026-06-01 09:20", "5000 GBP", "Excess on the renewed policy = £5,000.00 per claim.")],
        tags=["unit_format"]),

    F("F13", ("Filming officer", "person", "Marsby District Council"), [
        V("2026-01-22 11:15", "Gwen Halloran",
          "Council: Marsby District Council\nFilming office contact: Gwen Halloran\nPermits: 10 working days"),
        V("2026-04-20 14:05", "Piers Ackland",
          "Gwen H has left the council. Piers Ackland is our filming officer at Marsby now, same inbox."),
    ], [A("elaboration", "2026-04-23 10:00", "Piers Ackland",
          "Piers Ackland (Marsby DC filming officer) — desk 01632 960418, prefers email, turns permits round in "
          "about 5 working days.")]),

    F("F14", ("Kelder Street", "night filming permit", "Block 1"), [
        V("2026-03-24 13:00", "night permit", "Kelder St night shoot permit: GRANTED (ref MDC/FLM/2207)"),
        V("2026-04-30 18:25", "night permit",
          "Kelder Street night permit has been pulled — residents complained after the recce, council suspending "
          "it pending consultation.", pol="-"),
        V("2026-05-08 11:40", "night permit",
          "Piers says the Kelder St nights are back on, consultation done. Condition: lamps off by 02:00."),
    ], tags=["negation", "negation_restart"]),

    F("F15", ("Technocrane", "on order", "Block 2"), [
        V("2026-05-11 10:30", "Technocrane 30", "Grip order B2: Technocrane 30 from Northpoint Grip, days 21–23"),
        V("2026-05-26 17:10", "Technocrane 30",
          "Crane's off the Block 2 order (budget). Aurelio will do it on the dolly.", pol="-"),
        V("2026-06-09 09:05", "Technocrane 30",
          "Odile found the money — Techno back on for B2, Northpoint holding it."),
    ], [A("confirmation", "2026-06-19 15:00", "Technocrane 30",
          "Technocrane still on for block 2 days 21–23, Northpoint confirmed again this morning.")],
        tags=["negation", "negation_restart"]),

    F("F16", ("Gullhaven beach", "drone filming", "Block 3"), [
        V("2026-06-22 12:30", "drone", "Drone OK for Gullhaven beach, landowner + CAA permission both in hand"),
        V("2026-07-14 08:45", "drone",
          "NO drone at Gullhaven — nesting terns, the warden asked us to stay off. Aerials coming off the CS.",
          pol="-"),
        V("2026-08-03 16:15", "drone",
          "terns have fledged, warden's fine with it, drone back on for the Gullhaven pick-ups"),
    ], tags=["negation", "negation_restart"]),

    F("F17", ("Overnight security", "booked", "Fenwick Road base"), [
        V("2026-04-22 15:00", "security",
          "Overnight security booked at Fenwick Rd base: Ward Guarding, 2 guards, 19:00–06:00."),
        V("2026-05-06 11:20", "security",
          "Cancelled the overnight security at base — landlord's CCTV covers the yard, saves us £640/wk.", pol="-"),
        V("2026-05-20 08:10", "security",
          "After the fuel theft last night we've put overnight guards back on at the Fenwick Road yard."),
        V("2026-06-01 18:00", "security",
          "Block 1 wrapped, Fenwick Rd base security stood down from tonight.", pol="-"),
    ], tags=["negation", "negation_restart"]),

    F("F18", ("ADR session", "date", "Ekow Mensah-Dale, ep 2"), [
        V("2026-09-22 10:00", "2026-10-14",
          "ADR: Ekow Mensah-Dale, ep2, Wed 14 Oct, Hollin Sound Studio B, 10:00"),
        V("2026-09-30 14:30", "2026-10-16", "Ekow's agent asked to shift, ep2 ADR now Fri 16/10 same studio"),
        V("2026-10-12 12:10", "2026-10-16",
          "The ep2 ADR with Ekow on the 16th is cancelled — Hal's happy with the guide track, no ADR needed.",
          pol="-"),
    ], tags=["negation"]),

    F("F19", ("Pennock Farm", "barn use", "Block 2"), [
        V("2026-05-18 13:15", "barn", "Pennock Farm: we can use the big barn as holding/dressing for B2"),
        V("2026-06-11 09:50", "barn", "Barn at Pennock's is off limits from now, farmer needs it for the hay.",
          pol="-"),
    ], tags=["negation"]),

    F("F20", ("Old Ropeworks", "roof access", "Block 2"), [
        V("2026-05-04 16:00", "roof access",
          "Old Ropeworks roof access approved by building control for the ep4 rooftop scene."),
        V("2026-06-15 11:30", "roof access",
          "Building control have withdrawn roof access at the Ropeworks, guard rail failed inspection. Rooftop "
          "scene needs a rethink.", pol="-"),
    ], [A("confirmation", "2026-06-24 14:40", "roof access",
          "Still no roof access at the Old Ropeworks, building control not budging.", pol="-")],
        tags=["negation"]),

    F("F21", ("Marsby Road", "traffic management", "Day 18"), [
        V("2026-05-29 10:40", "stop/go TM",
          "Stop/go traffic management booked on Marsby Rd for day 18 (Crestline TM, 2 operatives)."),
        V("2026-06-05 15:20", "stop/go TM",
          "No TM on Marsby Road for day 18 after all — council says the road closure order covers us.", pol="-"),
    ], tags=["negation"]),

    F("F22", ("Edit suite", "room", "ep 1"), [
        V("2026-08-24 09:00", "Suite 2", "Edit: ep1 in Suite 2 at Quayside Post from 24 Aug (Anouk)"),
        V("2026-09-07 13:30", "Suite 4",
          "moved the ep1 edit from Suite 2 to Suite 4, Suite 2's Avid keeps dropping off the NEXIS"),
        V("2026-09-21 10:15", "Suite 2",
          "Quayside have fixed the Suite 2 machine and Anouk wants her old room back, so ep1 returns to Suite 2 "
          "from Monday."),
    ], [A("confirmation", "2026-10-05 09:30", "Suite 2", "ep1 still cutting in Suite 2.")],
        tags=["move_back", "named_old"]),

    F("F23", ("Unit base", "location", "Block 3"), [
        V("2026-06-29 10:00", "Gullhaven Leisure Centre car park",
          "B3 base: Gullhaven Leisure Centre overflow car park"),
        V("2026-07-16 17:35", "Pennock Farm lower field",
          "base for block 3 moving to the lower field at Pennock Farm — leisure centre want their car park back "
          "for the summer scheme"),
        V("2026-07-29 08:20", "Gullhaven Leisure Centre car park",
          "Pennock's lower field is waterlogged after the storms. Block 3 base reverts to the leisure centre car "
          "park, they've agreed three weeks."),
    ], [A("confirmation", "2026-08-10 12:00", "Gullhaven Leisure Centre car park",
          "Leisure centre car park remains the B3 base until wrap.")], tags=["move_back"]),

    F("F24", ("Pia Sorensen-Hale", "agent", "series"), [
        V("2026-01-19 15:10", "Cressida Lowe (Velvet Row)",
          "Pia Sorensen-Hale — agent: Cressida Lowe @ Velvet Row Management"),
        V("2026-04-03 11:45", "Nasser Quill (Brightwater)",
          "FYI Pia has signed with Brightwater Artists, so avails and schedules go to Nasser Quill from now."),
        V("2026-08-12 16:50", "Cressida Lowe (Velvet Row)",
          "Our lead's gone back to Velvet Row and Cressida (Brightwater didn't work out apparently). Please update "
          "the cast contact list."),
    ], [A("confirmation", "2026-09-14 10:20", "Cressida Lowe (Velvet Row)",
          "Confirmed with Velvet Row: Pia S-H is still repped by Cressida Lowe.")], tags=["move_back"]),

    F("F25", ("TX", "date", "ep 1"), [
        V("2026-06-30 14:00", "2027-01-10", "TX ep1: Sun 10 Jan 2027, 21:00, Northlight"),
        V("2026-09-15 11:25", "2027-01-10", "Northlight scheduling have confirmed again: ep1 still goes out 10 January."),
        V("2026-10-28 16:40", "2027-01-17", "Northlight have bumped ep1 TX by a week to Sun 17 Jan (football)."),
    ], [A("format_variant", "2026-11-04 10:00", "2027-01-17", "Ep 1 TX 17/01/2027 21:00 (Northlight sched v4)")],
        tags=["interior_confirmation"]),

    F("F26", ("Delivery", "date", "ep 4"), [
        V("2026-07-20 12:30", "2026-11-27", "Ep4 delivery (picture, M&E, deliverables): 27/11/26"),
        V("2026-09-02 15:15", "2026-11-27", "Talked to Northlight post — ep4 delivery unchanged, 27 Nov."),
        V("2026-10-05 11:05", "2026-12-04", "Ep 4 delivery moved to Fri 4 Dec, VFX vendor needs the extra week."),
    ], [A("format_variant", "2026-10-20 09:45", "2026-12-04", "Ep4 deliverables due 2026-12-04")],
        tags=["interior_confirmation"]),

    F("F27", ("2nd unit", "shoot day", "Gullhaven pick-ups"), [
        V("2026-08-05 11:00", "2026-08-13", "2nd unit Gullhaven pick-ups: Thu 13 Aug"),
        V("2026-08-12 17:20", "2026-08-18", "2nd unit pushed to next Tuesday, rain all week on the forecast",
          rel="Tue"),
    ], tags=["relative_date"]),

    F("F28", ("Read-through", "date", "eps 5–6"), [
        V("2026-06-10 09:40", "2026-06-22", "Read-through eps 5–6: Mon 22 Jun, St Aldhelm's hall, 10:00"),
        V("2026-06-19 13:05", "2026-06-25",
          "Read-through for 5&6 moved to next Thursday — Callum's still on the other job Monday", rel="Thu"),
    ], tags=["relative_date"]),

    F("F29", ("Generator", "size", "Block 2 base"), [
        V("2026-05-19 10:50", "100 kVA", "Genny for the B2 base: 100 kVA silent, from Roadleaf"),
        V("2026-06-02 14:45", "200 kVA",
          "Need more juice for the Pennock night exteriors, upgraded the B2 base genny to a 160 kW set"),
    ], [A("format_variant", "2026-06-08 08:30", "200 kVA",
          "B2 base generator is the 200kVA one now (Roadleaf swap done Sat).")], tags=["unit_format"]),

    F("F30", ("Picture cars", "supplier", "series"), [
        V("2026-02-12 10:25", "Roadleaf Unit Vehicles", "Unit vehicles & picture cars: Roadleaf Unit Vehicles"),
        V("2026-04-24 18:30", "Halvard Classic Cars",
          "Handover from Ines (off Fri–Mon): picture cars now come from Halvard Classic Cars, Roadleaf just doing "
          "unit vehicles. Also Lotte's new mobile is 07700 900442 if anyone needs script."),
    ], tags=["handover"]),

    F("F31", ("Callum Rhys-Orme", "last shoot day", "Block 2"), [
        V("2026-05-25 12:00", "2026-07-09", "Callum Rhys-Orme SWF: finishes B2 on day 38 (Thu 9 Jul)"),
        V("2026-06-19 19:10", "2026-07-13",
          "Handover Tom → Beth for the weekend. CRO's last day is now day 40, Mon 13 Jul (the ep4 pub scene got "
          "dropped in). Make-up trailer 2 goes back to Roadleaf on Weds, keys are with Leota's team."),
    ], tags=["handover"]),

    F("F32", ("Post status", "stage", "ep 3"), [
        V("2026-08-21 16:00", "assembly", "Ep3 — Status: assembly"),
        V("2026-09-11 10:30", "director's cut", "ep3 into director's cut with Noor from today"),
        V("2026-10-02 15:00", "producers' cut",
          "Ep 3 has moved on to the producers' cut, notes session with Odile on Thursday."),
        V("2026-10-23 18:45", "picture lock", "EP3 PICTURE LOCKED. Turnover to Hollin Sound and Ninefold tomorrow."),
        V("2026-11-13 12:20", "grade", "Ep3 — Status: in grade (Ninefold), online done"),
    ], [A("confirmation", "2026-11-16 09:50", "grade", "Ep3 still in the grade at Ninefold, should finish Weds.")]),

    F("F33", ("Production office", "location", "series"), [
        V("2026-01-06 09:00", "Unit 4, Marsby Enterprise Park", "Prod office: Unit 4, Marsby Enterprise Park"),
        V("2026-02-16 11:10", "Saltcote Harbour Offices, 2nd floor",
          "The production office has moved to the 2nd floor of the Saltcote Harbour Offices, nearer the quay."),
        V("2026-06-08 16:30", "Pennock Farm portacabins",
          "For blocks 2 and 3 the office has decamped to the portacabins at Pennock Farm. Post to the farm address."),
        V("2026-09-01 10:00", "Quayside Post, Room 3",
          "Post-wrap the production office is Room 3 at Quayside Post; portacabins went back to the hire co. 31/8."),
    ], [A("confirmation", "2026-10-12 15:30", "Quayside Post, Room 3", "Prod office remains Room 3, Quayside Post.")]),

    F("F34", ("Pennock Farm", "location fee", "shoot day"), [
        V("2026-03-11 14:30", "800 GBP/day", "Pennock Farm location fee: £800/day"),
        V("2026-04-09 10:20", "950 GBP/day", "Pennock Farm location fee: £950/day", same=True),
        V("2026-06-04 12:50", "1100 GBP/day",
          "Pennock have gone up to 1,100 a day for the extra B2 days, Corin couldn't shift them"),
        V("2026-07-30 17:15", "1000 GBP/day",
          "Renegotiated Pennock again — £1k per shoot day from 1 Aug, and they get the track repair done on us."),
    ], [A("format_variant", "2026-08-06 11:30", "1000 GBP/day", "Pennock Farm: GBP 1,000.00 per shoot day (from 01/08)")]),

    F("F35", ("Final mix", "week", "ep 1"), [
        V("2026-09-03 13:20", "2026-10-19", "Ep1 final mix: Hollin Sound, Theatre 1, w/c 19 Oct"),
        V("2026-09-24 16:10", "2026-10-26", "Ep1 final mix: Hollin Sound, Theatre 1, w/c 26 Oct", same=True),
        V("2026-10-14 09:35", "2026-11-02", "Mix for ep1 slipping again, now w/c 2/11 — VFX shots late"),
    ], [A("format_variant", "2026-10-22 14:00", "2026-11-02", "ep1 mix week commencing 02/11/26")]),

    F("F36", ("Finn Calloway", "chaperone", "Block 1"), [
        V("2026-03-30 10:00", "Maggie Orrell",
          "Child performer: Finn Calloway\nChaperone (Block 1): Maggie Orrell\nLicensed: Marsby DC"),
        V("2026-04-29 07:40", "Dee Pardoe", "Maggie's off sick — Dee Pardoe is chaperoning Finn for the rest of block 1."),
        V("2026-05-21 12:25", "Joss Arkwright",
          "Finn's chaperone from day 16: Joss Arkwright (Dee's gone to another show)."),
    ]),

    F("F37", ("VFX vendor", "supplier", "series"), [
        V("2026-02-25 15:00", "Pixelfen", "VFX: Pixelfen (bid approved, 142 shots)"),
        V("2026-06-17 10:45", "Marrow & Lamp",
          "Pixelfen have gone into administration!! Odile's moved VFX to Marrow & Lamp, they're picking up the shot list."),
        V("2026-08-26 14:10", "Greyling Digital",
          "VFX vendor is now Greyling Digital — M&L couldn't staff up for the October turnover. Priya sorting the "
          "plate handover."),
    ], [A("elaboration", "2026-09-04 11:00", "Greyling Digital",
          "Greyling Digital doing all 142 shots plus ~20 new ones from the ep5 rewrite; their supervisor on set "
          "for the B3 pick-ups.")]),

    F("F38", ("Post supervisor", "person", "series"), [
        V("2026-01-30 12:00", "Deniz Harrow", "Post supervisor: Deniz Harrow"),
        V("2026-07-06 09:30", "Priya Venn", "Deniz off on parental leave from August, Priya Venn is post supervisor from 1/8."),
        V("2026-10-19 10:40", "Deniz Harrow",
          "Deniz is back early and is taking post supervision back over from Priya from Monday."),
    ], tags=["move_back"]),

    F("F39", ("Director", "person", "eps 5–6"), [
        V("2026-01-27 16:00", "Marit Oyelaran", "Director, eps 5–6: Marit Oyelaran"),
        V("2026-04-14 11:00", "Bram Cheung", "Marit's dropped out of 5/6 (her pilot got greenlit). We've got Bram Cheung."),
        V("2026-05-29 17:50", "Tamsin Roe",
          "Bram off eps 5–6 — creative differences with the EP. Tamsin Roe directing, starts prep 8 June."),
    ], [A("elaboration", "2026-06-05 10:15", "Tamsin Roe",
          "Tamsin Roe (dir. eps 5–6): did 'Lowmoor' S2, wants a 2-day camera prep with Aurelio and her own script "
          "editor in the room.")]),

    F("F40", ("Unit call", "time", "Day 22"), [
        V("2026-06-14 19:00", "16:00", "Day 22 (nights) – Unit call: 16:00"),
        V("2026-06-15 18:20", "17:30", "Day 22 (nights) – Unit call: 17:30", same=True),
        V("2026-06-16 12:05", "18:00",
          "d22 call now 1800, sunset's later than we planned for so no point lighting up before"),
    ], [A("format_variant", "2026-06-16 20:30", "18:00", "Day 22 call: 6pm at Pennock, nights")]),

    F("F41", ("DIT", "person", "Block 2"), [
        V("2026-05-12 09:20", "Oskar Lind", "DIT B2: Oskar Lind"),
        V("2026-06-03 13:40", "Rafe Nkemelu", "DIT B2: Rafe Nkemelu", same=True),
        V("2026-07-01 10:05", "Hester Quail", "Rafe's finished (going on tour) — Hester Quail is our DIT from day 31."),
    ], [A("elaboration", "2026-07-03 16:00", "Hester Quail",
          "Hester Quail, DIT for block 2 — own cart, does the on-set LUTs and sends rushes to Quayside by 23:00.")]),

    F("F42", ("Prop store", "location", "series"), [
        V("2026-02-09 11:50", "Fenwick Road Unit 12", "Props store: Unit 12, Fenwick Road estate"),
        V("2026-05-15 14:55", "St Aldhelm's church hall",
          "Moving the prop store into St Aldhelm's church hall for B2, closer to set"),
        V("2026-07-27 09:10", "Pennock Farm grain store",
          "props now living in the grain store at Pennock (church hall needed back for the summer fete)"),
    ]),

    F("F43", ("Imogen Tarrant", "stand-in", "Block 2"), [
        V("2026-05-13 15:30", "Leah Dunmore", "Imogen Tarrant's stand-in: Leah Dunmore"),
        V("2026-06-05 11:55", "Bea Kostova", "Imogen Tarrant's stand-in: Bea Kostova", same=True),
    ]),

    F("F44", ("Colourist", "person", "series"), [
        V("2026-07-08 15:00", "Ottilie Brand", "Grade: Ninefold Colour, colourist Ottilie Brand"),
        V("2026-09-09 12:35", "Jem Sayer",
          "Ottilie's on another show until Xmas, Ninefold are giving us Jem Sayer for the grade."),
    ]),

    F("F45", ("Unit move", "date", "Block 2 to Block 3"), [
        V("2026-07-10 10:30", "2026-07-25", "Unit move B2→B3: Sat 25 Jul"),
        V("2026-07-17 15:45", "2026-07-26", "Unit move B2→B3: Sun 26 Jul", same=True),
        V("2026-07-23 11:20", "2026-07-27",
          "Unit move has moved again: Monday 27 July, early start before call, Roadleaf can't do the weekend."),
    ]),

    F("F46", ("Best boy (sparks)", "person", "series"), [
        V("2026-03-16 10:00", "Nico Farrell", "Best boy (sparks): Nico Farrell"),
        V("2026-06-22 16:25", "Aaron Tully", "Best boy (sparks): Aaron Tully", same=True),
    ]),

    F("F47", ("Script supervisor", "person", "series"), [
        V("2026-01-23 14:00", "Lotte Brammer", "Script supervisor: Lotte Brammer"),
        V("2026-07-08 09:45", "Yusuf Adair", "Lotte's started mat leave; Yusuf Adair is our script supervisor from here."),
    ]),

    F("F48", ("Running time", "duration", "ep 2"), [
        V("2026-09-18 17:00", "58:40", "Ep2 RT: 58'40\""),
        V("2026-10-01 11:15", "57:12", "Ep2 RT: 57'12\"", same=True),
    ], [A("format_variant", "2026-10-09 10:10", "57:12", "Ep2 running time 57 min 12 sec (locked)")]),

    F("F49", ("Saltcote Quay", "location fee", "shoot day"), [
        V("2026-02-26 10:35", "1200 GBP/day",
          "Location: Saltcote Quay\nOwner: Saltcote Harbour Authority\nFee: £1,200/day"),
        V("2026-05-05 09:55", "1450 GBP/day", "Harbour authority have put the quay up to £1,450 a day from June."),
    ], [A("format_variant", "2026-05-12 14:20", "1450 GBP/day",
          "Quay fee £1.45k per shoot day (harbour authority, from 1/6)")]),

    F("F50", ("Rushes", "delivery time", "editorial"), [
        V("2026-04-21 12:10", "09:00", "Rushes to editorial by 09:00 next day"),
        V("2026-05-07 18:05", "11:00", "Rushes to editorial by 11:00 next day", same=True),
    ]),

    F("F51", ("Callum Rhys-Orme", "unit driver", "series"), [
        V("2026-04-14 15:20", "Stu Petrie", "Callum's unit driver: Stu Petrie"),
        V("2026-06-26 08:35", "Mags Tolland", "Mags Tolland is driving CRO from Monday, Stu's on the cast minibus now"),
    ]),

    F("F52", ("Cast hotel", "location", "Block 1"), [
        V("2026-03-18 11:00", "The Anchorage, Saltcote",
          "Accommodation — cast, Block 1\nHotel: The Anchorage, Saltcote\nRooms: 6"),
        V("2026-04-17 16:45", "Gull & Lantern",
          "Cast moved to the Gull & Lantern — the Anchorage is overbooked for regatta week."),
    ], [A("elaboration", "2026-04-19 10:30", "Gull & Lantern",
          "Gull & Lantern for cast, B1: 6 rooms, breakfast included, parking round the back, late check-in via the bar.")]),

    F("F53", ("Production accountant", "person", "series"), [
        V("2026-01-12 10:10", "Wilf Agbaje", "Production accountant: Wilf Agbaje"),
        V("2026-03-23 12:00", "Honor Petheridge", "Production accountant: Honor Petheridge", same=True),
    ]),

    F("F54", ("Walkie hire", "supplier", "series"), [
        V("2026-03-25 15:15", "Chatterbox Comms", "Radios: 40x walkies from Chatterbox Comms"),
        V("2026-05-22 10:25", "Keyline Radio Hire",
          "We've moved radios to Keyline Radio Hire after Chatterbox lost half the batteries."),
    ]),

    F("F55", ("Sc. 4/27 pub scene", "shoot day", "Block 2"), [
        V("2026-05-27 13:00", "Day 33", "Sc. 4/27 INT. ANCHOR PUB – NIGHT: day 33"),
        V("2026-06-19 18:50", "Day 40", "4/27 (pub) is now shooting on day 40 with Callum's extra day."),
    ]),

    F("F56", ("Edit suite", "room", "ep 2"), [
        V("2026-08-24 09:05", "Suite 1", "Edit: ep2 in Suite 1 at Quayside Post"),
        V("2026-09-10 15:40", "Suite 5", "Edit: ep2 in Suite 5 at Quayside Post", same=True),
    ]),

    F("F57", ("Casting director", "person", "series"), [
        V("2026-01-08 11:40", "Ebba Lorne", "Casting: Ebba Lorne CDG"),
        V("2026-02-26 16:00", "Harriet Vale", "Casting has gone over to Harriet Vale — Ebba's retiring at the end of Feb."),
    ], [A("elaboration", "2026-03-09 10:00", "Harriet Vale",
          "Harriet Vale CDG taking over casting — office in Marsby, her associate Tam runs the self-tapes, she's "
          "picking up the eps 5–6 roles first.")]),

    F("F58", ("TX", "date", "ep 2"), [
        V("2026-06-30 14:05", "2027-01-24", "TX ep2: Sun 24 Jan 2027, 21:00"),
        V("2026-10-28 16:45", "2027-01-31", "TX ep2: Sun 31 Jan 2027, 21:00", same=True),
    ]),

    F("F59", ("Location manager", "person", "series"), [
        V("2026-01-13 09:30", "Harvey Quist", "Locations manager: Harvey Quist"),
        V("2026-05-01 12:45", "Corin Mabry",
          "Harvey's moving up to supervising LM across both shows; day-to-day location manager for us is now Corin Mabry."),
    ], [A("confirmation", "2026-07-21 11:00", "Corin Mabry", "Corin's still our LM, Harvey just signs off fees.")]),

    F("F60", ("Editor", "person", "eps 5–6"), [
        V("2026-02-17 13:00", "Lorcan Tibbs", "Editor eps 5–6: Lorcan Tibbs"),
        V("2026-07-15 10:50", "Febe Marsh", "Editor eps 5–6: Febe Marsh", same=True),
    ]),

    F("F61", ("Ekow Mensah-Dale", "agent", "series"), [
        V("2026-01-19 15:15", "Nasser Quill (Brightwater)", "Ekow Mensah-Dale — agent: Nasser Quill, Brightwater Artists"),
        V("2026-05-19 09:10", "Tavish Brook (Lanyard Artists)", "Ekow's moved agencies, now Tavish Brook at Lanyard Artists."),
    ], [A("elaboration", "2026-05-21 12:00", "Tavish Brook (Lanyard Artists)",
          "Tavish Brook at Lanyard (Ekow's agent) — assistant is Min Arundel, cc her on all schedules and avails.")]),

    F("F62", ("Honeywagon", "supplier", "series"), [
        V("2026-02-12 10:30", "Roadleaf Unit Vehicles", "Honeywagon & dining buses: Roadleaf"),
        V("2026-05-13 07:55", "Pitstop Welfare Units",
          "Honeywagon swapped to Pitstop Welfare Units — Roadleaf's failed its gas check this morning."),
    ]),

    F("F63", ("Budget line 4100 lighting", "amount", "series"), [
        V("2026-02-05 16:20", "186000 GBP", "Budget 4100 (Lighting equip.): £186,000"),
        V("2026-03-13 11:30", "201500 GBP", "Budget 4100 (Lighting equip.): £201,500", same=True),
    ]),

    F("F64", ("Sparks overtime", "rate", "series"), [
        V("2026-03-16 10:05", "62.00 GBP/hr", "Sparks OT: £62/hr"),
        V("2026-06-29 14:30", "68.50 GBP/hr", "Spark OT rate goes up to £68.50/hr under the new agreement."),
    ], [A("format_variant", "2026-07-06 09:00", "68.50 GBP/hr", "Electricians' overtime: 68.50 GBP per hour")]),

    F("F65", ("2nd AD", "person", "Block 1"), [
        V("2026-02-10 12:15", "Ollie Fenn", "2nd AD B1: Ollie Fenn"),
        V("2026-04-06 16:05", "Rosa Imrie", "2nd AD B1: Rosa Imrie", same=True),
    ]),

    F("F66", ("Unit call", "time", "Day 14"), [
        V("2026-05-12 19:30", "07:00", "Day 14 – Unit call: 07:00"),
        V("2026-05-13 17:45", "07:45", "Day 14 – Unit call: 07:45", same=True),
    ]),

    F("F67", ("Unit base", "location", "Block 2"), [
        V("2026-04-13 10:00", "Pennock Farm yard", "B2 base: Pennock Farm yard"),
        V("2026-05-26 12:30", "Saltcote Rugby Club car park",
          "Block 2 base is now the Saltcote Rugby Club car park, the farm yard can't take the trucks."),
    ], [A("elaboration", "2026-06-02 09:15", "Saltcote Rugby Club car park",
          "Saltcote RFC car park as B2 base: 40 crew spaces, trucks along the top fence, honeywagon by the "
          "clubhouse, gate code from Corin.")]),

    F("F68", ("Weather cover", "set", "Block 2"), [
        V("2026-05-06 14:00", "INT. Wren's flat", "Weather cover B2: INT. WREN'S FLAT (church hall set)"),
        V("2026-06-10 11:20", "INT. Harbour office",
          "Weather cover for block 2 is now INT. HARBOUR OFFICE (Saltcote Harbour Offices)."),
    ]),

    F("F69", ("B-camera operator", "person", "series"), [
        V("2026-03-02 15:45", "Jas Petrov", "B-cam op: Jas Petrov"),
        V("2026-06-23 10:35", "Wendell Ash", "B-cam op: Wendell Ash", same=True),
    ]),

    F("F70", ("Music supervisor", "person", "series"), [
        V("2026-02-04 11:00", "Clio Farne", "Music supervisor: Clio Farne"),
        V("2026-08-19 15:10", "Jory Keel (Sable Tune)", "Music supervision moved to Sable Tune, Jory Keel is our contact."),
    ]),

    F("F71", ("Kelder Street", "parking suspension", "Day 9"), [
        V("2026-04-16 10:40", "8 bays", "Kelder St parking suspension, day 9: 8 bays, 06:00–20:00"),
        V("2026-04-30 09:25", "5 bays", "Kelder St parking suspension, day 9: 5 bays, 06:00–20:00", same=True),
    ], [A("format_variant", "2026-05-04 12:10", "5 bays", "Day 9 Kelder St — five bays suspended")]),

    F("F72", ("Wrap party", "venue", "series"), [
        V("2026-07-09 17:30", "The Old Ropeworks", "Wrap party: The Old Ropeworks, Sat 29 Aug"),
        V("2026-08-07 12:40", "Gull & Lantern function room",
          "Wrap do moved to the Gull & Lantern function room, Ropeworks can't get a licence."),
    ]),

    F("F73", ("Genny fuel", "supplier", "series"), [
        V("2026-03-26 13:10", "Marsby Fuels", "Genny fuel: Marsby Fuels (acct MF-5521)"),
        V("2026-06-12 15:55", "Tarnside Oil",
          "Fuel deliveries now from Tarnside Oil, Marsby Fuels can't get the bowser down the farm track."),
    ]),
]


# --------------------------------------------------------------------------------------------
# STANDALONE labelled negatives: (class, key, value, polarity, order time, text)
# key None = states no contested fact.
# --------------------------------------------------------------------------------------------
def S(cls, key, value, when, text, pol="+"):
    return dict(cls=cls, key=key, value=value, pol=pol, when=when, text=text)


STANDALONE = [
    # multi_valued: each value is its own fact
    S("multi_valued", ("Pia Sorensen-Hale", "allergies", "series"), "peanuts", "2026-02-06 10:00",
      "Pia S-H allergies: peanuts (carries an EpiPen)"),
    S("multi_valued", ("Pia Sorensen-Hale", "allergies", "series"), "shellfish", "2026-04-10 15:30",
      "Also Pia — shellfish. Tell Ferrydown before the quay days."),
    S("multi_valued", ("Pia Sorensen-Hale", "allergies", "series"), "kiwi", "2026-06-03 12:00",
      "Pia's added kiwi to her allergy list, please flag to catering & props (fruit bowl in sc 3/12)."),
    S("multi_valued", ("Recce list", "locations", "ep 5"), "Gullhaven lighthouse", "2026-05-14 09:00",
      "Recce list ep5: Gullhaven lighthouse"),
    S("multi_valued", ("Recce list", "locations", "ep 5"), "Saltcote lifeboat station", "2026-05-20 16:40",
      "Added the Saltcote lifeboat station to the ep5 recce."),
    S("multi_valued", ("Recce list", "locations", "ep 5"), "Marsby bus depot", "2026-06-01 11:25",
      "another one for the ep5 recce: Marsby bus depot (night int.)"),
    S("multi_valued", ("Picture vehicles", "vehicles", "ep 2"), "1974 Rover P6", "2026-03-17 14:10",
      "Ep2 picture vehicles: 1974 Rover P6 (Wren's car)"),
    S("multi_valued", ("Picture vehicles", "vehicles", "ep 2"), "Bedford CF van", "2026-04-07 10:50",
      "ep2 pic vehicles — also need a Bedford CF van for the chip shop"),
    S("multi_valued", ("Music clearances", "tracks", "ep 1"), "Low Tide Hymn", "2026-09-08 11:00",
      "Ep1 music clearances: 'Low Tide Hymn' (The Carrow Lanes) cleared"),
    S("multi_valued", ("Music clearances", "tracks", "ep 1"), "Slate Grey", "2026-09-29 15:20",
      "another track cleared for ep1 – 'Slate Grey' by Minnow Parade"),
    S("multi_valued", ("Finn Calloway", "emergency contacts", "series"), "Kerry Calloway (mum)", "2026-03-31 09:15",
      "Finn Calloway emergency contact: Kerry Calloway (mum) 07700 900118"),
    S("multi_valued", ("Finn Calloway", "emergency contacts", "series"), "Rob Calloway (dad)", "2026-05-02 13:35",
      "Added Finn's dad Rob Calloway, 07700 900275, as a second emergency contact."),

    # scope_disjoint: same subject + attribute as a family, another scope
    S("scope_disjoint", ("Catering", "supplier", "Block 2"), "Kettle & Crust", "2026-05-08 12:30",
      "Block 2 catering: Kettle & Crust (they can do the farm, no early quay calls)"),
    S("scope_disjoint", ("Unit call", "time", "Day 4"), "06:45", "2026-04-28 21:20",
      "Day 4 call sheet\nLocation: Kelder Street\nUnit call: 06:45"),
    S("scope_disjoint", ("1st AD", "person", "Block 1"), "Fergal Nunes", "2026-04-15 10:20",
      "Fergal stays 1st AD on block 1 as planned."),
    S("scope_disjoint", ("Edit suite", "room", "ep 3"), "Suite 3", "2026-08-24 09:10",
      "Edit: ep3 in Suite 3 at Quayside Post"),
    S("scope_disjoint", ("TX", "date", "ep 5"), "2027-02-07", "2026-10-29 10:00", "TX ep5: Sun 7 Feb 2027"),
    S("scope_disjoint", ("Delivery", "date", "ep 6"), "2026-12-18", "2026-10-06 14:20", "Ep6 delivery date: 18/12/26"),
    S("scope_disjoint", ("Pennock Farm", "location fee", "prep/strike day"), "300 GBP/day", "2026-04-09 10:30",
      "Pennock prep and strike days: £300/day"),
    S("scope_disjoint", ("Unit call", "time", "Day 23"), "18:30", "2026-06-16 12:10", "d23 (nights) unit call 18:30"),
    S("scope_disjoint", ("Finn Calloway", "chaperone", "Block 2"), "Maggie Orrell", "2026-06-02 10:00",
      "Finn's chaperone for block 2: Maggie Orrell, she's recovered and back on the bank."),
    S("scope_disjoint", ("Generator", "size", "Block 3 base"), "60 kVA", "2026-07-20 11:40",
      "B3 base genny: 60 kVA, leisure centre has mains for the offices"),
    S("scope_disjoint", ("Overnight security", "booked", "Rugby Club base"), "security", "2026-06-08 09:30",
      "Overnight security on at the rugby club base for B2, Ward Guarding again."),
    S("scope_disjoint", ("Final mix", "week", "ep 2"), "2026-11-09", "2026-10-15 15:00",
      "Ep2 final mix: Hollin Sound, Theatre 2, w/c 9 Nov"),

    # different_subject: same attribute, another subject, mostly a value some family also has
    S("different_subject", ("Imogen Tarrant", "agent", "series"), "Nasser Quill (Brightwater)", "2026-02-03 12:00",
      "Imogen Tarrant — agent: Nasser Quill, Brightwater Artists"),
    S("different_subject", ("Callum Rhys-Orme", "agent", "series"), "Cressida Lowe (Velvet Row)", "2026-01-19 15:20",
      "Callum's agent is Cressida at Velvet Row too"),
    S("different_subject", ("2nd unit DoP", "person", "series"), "Mirela Saxby", "2026-07-22 14:00",
      "2nd unit DoP for the Gullhaven days: Mirela Saxby (her feature wrapped)"),
    S("different_subject", ("2nd unit gaffer", "person", "series"), "Jonty Pell", "2026-07-24 10:10",
      "Jonty's back on his feet, he's doing 2nd unit gaffer on the Gullhaven days."),
    S("different_subject", ("Crew hotel", "location", "Block 1"), "The Anchorage, Saltcote", "2026-04-18 12:00",
      "Crew hotel B1: The Anchorage (regatta week sorted for crew, just not cast)"),
    S("different_subject", ("Costume store", "location", "series"), "St Aldhelm's church hall", "2026-03-03 15:10",
      "Costume store: St Aldhelm's church hall (back room)"),
    S("different_subject", ("2nd unit camera", "supplier", "series"), "Corvid Optics", "2026-07-13 09:40",
      "2nd unit camera kit from Corvid Optics (mini package, 1x Alexa Mini LF)"),
    S("different_subject", ("Costume trucks", "supplier", "series"), "Roadleaf Unit Vehicles", "2026-03-20 13:00",
      "Costume & make-up trucks: Roadleaf"),
    S("different_subject", ("Imogen Tarrant", "unit driver", "series"), "Stu Petrie", "2026-07-01 08:20",
      "Imogen's unit driver: Stu Petrie"),
    S("different_subject", ("Pia Sorensen-Hale", "stand-in", "Block 2"), "Leah Dunmore", "2026-06-06 10:00",
      "Pia's stand-in for B2: Leah Dunmore"),
    S("different_subject", ("Old Ropeworks", "location fee", "shoot day"), "950 GBP/day", "2026-04-22 16:10",
      "Old Ropeworks fee: £950/day"),
    S("different_subject", ("Trailer editor", "person", "series"), "Lorcan Tibbs", "2026-08-03 11:50",
      "Promo/trailer editor: Lorcan Tibbs (via Northlight)"),

    # static: facts that do not change, some stated twice in different formats
    S("static", ("Tallowmere Films Ltd", "company number", "-"), "10483327", "2026-01-05 10:00",
      "Tallowmere Films Ltd — company no. 10483327"),
    S("static", ("Tallowmere Films Ltd", "company number", "-"), "10483327", "2026-06-18 14:30",
      "Co. reg (Tallowmere Films): 10 483 327"),
    S("static", ("Pia Sorensen-Hale", "date of birth", "-"), "1991-03-14", "2026-02-06 10:05",
      "Pia Sorensen-Hale DOB 14/03/1991"),
    S("static", ("Pia Sorensen-Hale", "date of birth", "-"), "1991-03-14", "2026-05-15 09:00",
      "Pia S-H born 14 March 1991 (for the insurance medical)"),
    S("static", ("Tallowmere Films Ltd", "founded", "-"), "2009", "2026-01-05 10:05", "Tallowmere Films founded 2009"),
    S("static", ("Finn Calloway", "date of birth", "-"), "2014-07-02", "2026-03-30 10:05",
      "Finn Calloway DOB: 2014-07-02 — under 16, performance licence needed"),
    S("static", ("Rover P6 picture car", "registration", "-"), "KDV 418N", "2026-03-17 14:20",
      "Picture car (Rover P6) reg: KDV 418N"),
    S("static", ("Rover P6 picture car", "registration", "-"), "KDV 418N", "2026-07-07 11:00",
      "Wren's Rover is KDV418N on the hire docs"),
    S("static", ("The Brinefield", "production number", "-"), "TF-0417", "2026-01-06 09:10",
      "Production no. for The Brinefield: TF-0417 (use on all POs)"),
    S("static", ("Old Ropeworks", "year built", "-"), "1862", "2026-05-04 16:10",
      "The Old Ropeworks was built 1862, Grade II listed — no fixings into the brick."),
    S("static", ("The Brinefield", "format", "-"), "6 x 60", "2026-01-06 09:15",
      "The Brinefield — 6 x 60' drama for Northlight"),
    S("static", ("Callum Rhys-Orme", "Equity number", "-"), "00392871", "2026-02-09 12:30",
      "Callum Rhys-Orme, Equity no. 00392871"),

    # membership: additive group membership
    S("membership", ("ADs WhatsApp", "member", "-"), "Rosa Imrie", "2026-04-06 16:15", "Rosa's on the ADs' WhatsApp now"),
    S("membership", ("Script distribution list", "member", "-"), "Yusuf Adair", "2026-07-08 10:00",
      "Added Yusuf to the script distribution list"),
    S("membership", ("Camera dept group", "member", "-"), "Hester Quail", "2026-07-01 10:20",
      "Hester's joined the camera dept group chat"),
    S("membership", ("Fire marshal rota", "member", "-"), "Tomasz Reiley", "2026-03-04 11:30",
      "Tom's on the fire marshal rota for the harbour offices"),
    S("membership", ("Driver pool", "member", "-"), "Mags Tolland", "2026-06-24 12:00", "Mags Tolland has joined the driver pool"),
    S("membership", ("Driver pool", "member", "-"), "Stu Petrie", "2026-04-10 09:40", "Stu Petrie added to the unit driver pool"),
    S("membership", ("Stand-in pool", "member", "Block 3"), "Carys Ebb", "2026-07-25 14:00",
      "Carys Ebb added to the stand-in pool for B3"),
    S("membership", ("Marsby DC chaperone bank", "member", "-"), "Dee Pardoe", "2026-04-28 10:30",
      "Dee Pardoe is on the Marsby DC chaperone bank now"),
    S("membership", ("Ninefold finishing team", "member", "-"), "Jem Sayer", "2026-07-08 15:05",
      "Jem Sayer's part of the Ninefold finishing team on our show"),
    S("membership", ("Sparks call list", "member", "-"), "Aaron Tully", "2026-03-16 10:10",
      "Aaron Tully added to the sparks call list"),
    S("membership", ("HoDs channel", "member", "-"), "Leota Vance", "2026-03-06 09:00", "Leota's joined the HoDs channel"),
    S("membership", ("Edit team", "member", "-"), "Febe Marsh", "2026-06-20 16:00",
      "Febe Marsh has joined the edit team as 1st assistant"),

    # equal_time: two conflicting records of one key at one order time
    S("equal_time", ("Running time", "duration", "ep 4"), "52:10", "2026-10-09 14:00", "Ep4 RT: 52:10"),
    S("equal_time", ("Running time", "duration", "ep 4"), "51:48", "2026-10-09 14:00", "Ep 4 running time 51:48 per the EDL"),
    S("equal_time", ("Unit call", "time", "Day 30"), "07:00", "2026-07-05 19:15", "Day 30 unit call 07:00"),
    S("equal_time", ("Unit call", "time", "Day 30"), "07:30", "2026-07-05 19:15", "Day 30 – Unit call: 07:30"),
    S("equal_time", ("Crew parking", "location", "Block 3"), "leisure centre top deck", "2026-07-30 10:00",
      "Crew parking B3: leisure centre top deck"),
    S("equal_time", ("Crew parking", "location", "Block 3"), "Gull Lane lay-by", "2026-07-30 10:00",
      "Crew parking for block 3 is the lay-by on Gull Lane"),
    S("equal_time", ("Spotting session", "date", "ep 2"), "2026-10-06", "2026-09-25 11:30", "Spotting ep2: Tue 6 Oct"),
    S("equal_time", ("Spotting session", "date", "ep 2"), "2026-10-08", "2026-09-25 11:30",
      "Ep2 music spotting session Thurs 8/10"),
    S("equal_time", ("1st AD day rate", "rate", "Sanne Whitlock"), "520 GBP/day", "2026-04-16 12:00",
      "1st AD day rate (Sanne): £520"),
    S("equal_time", ("1st AD day rate", "rate", "Sanne Whitlock"), "545 GBP/day", "2026-04-16 12:00",
      "Sanne Whitlock's rate: £545 a day"),
    S("equal_time", ("Tech recce", "date", "Gullhaven lighthouse"), "2026-07-13", "2026-06-26 16:45",
      "Tech recce, lighthouse: Mon 13 Jul"),
    S("equal_time", ("Tech recce", "date", "Gullhaven lighthouse"), "2026-07-14", "2026-06-26 16:45",
      "Lighthouse tech recce – 14/07"),

    # unrelated chatter
    S("unrelated", None, None, "2026-09-16 15:00", "Whoever has left the oat milk in the edit fridge since August, please deal with it."),
    S("unrelated", None, None, "2026-05-15 12:00", "Reminder: timesheets in by 5pm Friday or you won't be paid next week"),
    S("unrelated", None, None, "2026-05-01 20:40", "Lovely work today everyone, the quay sequence looked amazing on the monitor"),
    S("unrelated", None, None, "2026-09-23 10:15", "Anyone got a spare HDMI-to-SDI converter? Asking for a friend in VFX"),
    S("unrelated", None, None, "2026-03-09 09:05", "Fire alarm test at the harbour offices Wed 11:00, ignore it"),
    S("unrelated", None, None, "2026-04-21 10:30", "Happy birthday Ines! Cake in the office at 4"),
    S("unrelated", None, None, "2026-06-17 08:15", "Can people please stop parking in the disabled bay at base"),
    S("unrelated", None, None, "2026-07-18 07:30", "Sun cream and water at base, it's going to hit 29° today"),
    S("unrelated", None, None, "2026-07-29 19:20", "Massive thanks to the Roadleaf drivers for getting us out of the mud today"),
    S("unrelated", None, None, "2026-05-27 18:10", "If you took the blue clipboard from the AD tent pls bring it back"),
    S("unrelated", None, None, "2026-08-20 13:00", "Quiz night at the Gull & Lantern Thursday, crew team needs names"),
    S("unrelated", None, None, "2026-07-27 21:00", "ty all for a smooth unit move, beers on Kasim"),
]

CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
           "different_subject", "static", "membership", "equal_time", "unrelated"]
MULTI_CLASSES = {"multi_valued", "membership"}  # attribute is multi-valued: each value is its own fact


def parse(when):
    return dt.datetime.strptime(when, "%Y-%m-%d %H:%M").replace(tzinfo=dt.timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    rng = random.Random(SEED)
    mems = []
    for fam in FAMILIES:
        for i, v in enumerate(fam["versions"]):
            mems.append(dict(fid=fam["fid"], role="v%d" % (i + 1), key=fam["key"], value=v["value"], pol=v["pol"],
                             t=parse(v["when"]), text=v["text"], label=None, same=v["same"], rel=v["rel"],
                             multi=False))
        for a in fam["attached"]:
            mems.append(dict(fid=fam["fid"], role="att", key=fam["key"], value=a["value"], pol=a["pol"],
                             t=parse(a["when"]), text=a["text"], label=a["cls"], same=False, rel=None, multi=False))
    for s in STANDALONE:
        mems.append(dict(fid="-", role="sa", key=s["key"], value=s["value"], pol=s["pol"], t=parse(s["when"]),
                         text=s["text"], label=s["cls"], same=False, rel=None, multi=s["cls"] in MULTI_CLASSES))

    # backfilled vs live, import session, ids, file order
    for m in mems:
        m["backfilled"] = rng.random() < 0.75
    back = [m for m in mems if m["backfilled"]]
    rng.shuffle(back)
    t = IMPORT_START
    for m in back:
        t = t + dt.timedelta(seconds=rng.randint(1, 4))
        m["created"] = t
        m["observed"] = m["t"]
    for m in mems:
        if not m["backfilled"]:
            m["created"] = m["t"]
            m["observed"] = None
    session_span = (max(m["created"] for m in back) - IMPORT_START) if back else dt.timedelta(0)
    order = list(range(len(mems)))
    rng.shuffle(order)
    for n, idx in enumerate(order):
        mems[idx]["id"] = "%s-%03d" % (PREFIX, n + 1)
    file_order = list(mems)
    rng.shuffle(file_order)
    return mems, file_order, session_span


def fact_group(m):
    if m["key"] is None:
        return None
    if m["multi"]:
        return m["key"] + (m["value"],)
    return m["key"]


def compute_truth(mems):
    groups = {}
    for m in mems:
        g = fact_group(m)
        if g is not None:
            groups.setdefault(g, []).append(m)
    pairs = []
    for g, ms in groups.items():
        for a in ms:
            newer = [b for b in ms if b["t"] > a["t"] and (b["value"], b["pol"]) != (a["value"], a["pol"])]
            if not newer:
                continue
            first = min(x["t"] for x in newer)
            cands = [b for b in newer if b["t"] == first]
            assert len(cands) == 1, ("ambiguous replacement", a["text"])
            b = cands[0]
            pairs.append(dict(expired_id=a["id"], replacement_id=b["id"],
                              reason="negation" if a["pol"] != b["pol"] else "value"))
    pairs.sort(key=lambda p: (p["expired_id"], p["replacement_id"]))
    return pairs


def check(mems, pairs, session_span):
    texts = [m["text"] for m in mems]
    assert len(texts) == len(set(texts)), "duplicated text"
    in_pair = set()
    for p in pairs:
        in_pair.add(p["expired_id"])
        in_pair.add(p["replacement_id"])
    for m in mems:
        if m["label"]:
            assert m["id"] not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
            assert m["label"] in CLASSES
        else:
            assert m["id"] in in_pair, ("unlabelled memory not in a pair", m["id"], m["text"])
        assert m["t"] < LIMIT and m["created"] < LIMIT
        if m["backfilled"]:
            assert m["observed"] < m["created"], ("observed not before created", m["id"])
    assert session_span < dt.timedelta(hours=1)
    # families: distinct order times, each non-last version expired, attached after last with same value/pol
    expired = {p["expired_id"] for p in pairs}
    fids = set()
    for fam in FAMILIES:
        assert fam["fid"] not in fids
        fids.add(fam["fid"])
        vs = [m for m in mems if m["fid"] == fam["fid"] and m["role"] != "att"]
        ts = [m["t"] for m in vs]
        assert ts == sorted(ts) and len(set(ts)) == len(ts), ("family times", fam["fid"])
        for m in vs[:-1]:
            assert m["id"] in expired, ("version not expired", m["id"])
        assert vs[-1]["id"] not in expired
        assert (vs[-1]["value"], vs[-1]["pol"]) != (vs[-2]["value"], vs[-2]["pol"])
        for m in [m for m in mems if m["fid"] == fam["fid"] and m["role"] == "att"]:
            assert m["t"] > vs[-1]["t"], ("attached not after last", m["id"])
            assert (m["value"], m["pol"]) == (vs[-1]["value"], vs[-1]["pol"]), ("attached value", m["id"])
        for m in vs:
            if m["rel"]:
                wd = WEEKDAYS.index(m["rel"])
                d = m["t"].date() + dt.timedelta(days=1)
                while d.weekday() != wd:
                    d += dt.timedelta(days=1)
                assert (d - m["t"].date()).days >= 2, "relative date too close to be unambiguous"
                assert d.isoformat() == m["value"], ("relative date", m["id"], d, m["value"])
    # family keys are not reused by standalone memories (except none)
    fam_keys = {fam["key"] for fam in FAMILIES}
    assert len(fam_keys) == len(FAMILIES)
    for s in STANDALONE:
        assert s["key"] not in fam_keys, ("standalone on a family key", s["text"])
    # equal_time: pairs of one key at one order time with different values
    eq = {}
    for m in mems:
        if m["label"] == "equal_time":
            eq.setdefault(m["key"], []).append(m)
    for k, ms in eq.items():
        assert len(ms) == 2 and ms[0]["t"] == ms[1]["t"] and ms[0]["value"] != ms[1]["value"], k
    # non-multi standalone keys: any two memories on one key are equal-time or same value
    groups = {}
    for m in mems:
        if m["role"] == "sa" and m["key"] is not None and not m["multi"]:
            groups.setdefault(m["key"], []).append(m)
    for k, ms in groups.items():
        for a in ms:
            for b in ms:
                if a is not b and a["t"] != b["t"]:
                    assert (a["value"], a["pol"]) == (b["value"], b["pol"]), ("standalone conflict", k)


def tag_counts():
    c = {}
    for fam in FAMILIES:
        for t in fam["tags"]:
            c[t] = c.get(t, 0) + 1
    return c


def stats(mems, pairs, session_span):
    out = []
    nb = sum(1 for m in mems if m["backfilled"])
    out.append("memories                 %d" % len(mems))
    out.append("  backfilled             %d" % nb)
    out.append("  live                   %d" % (len(mems) - nb))
    out.append("import session span      %ds" % session_span.total_seconds())
    sizes = {}
    for fam in FAMILIES:
        n = len(fam["versions"])
        sizes[n] = sizes.get(n, 0) + 1
    out.append("changing families        %d  (%s)" % (len(FAMILIES), ", ".join(
        "%d of %d versions" % (sizes[k], k) for k in sorted(sizes))))
    nv = sum(1 for p in pairs if p["reason"] == "value")
    out.append("true pairs               %d  (value %d, negation %d)" % (len(pairs), nv, len(pairs) - nv))
    repl = {p["replacement_id"] for p in pairs}
    byid = {m["id"]: m for m in mems}
    same = sum(1 for p in pairs if byid[p["replacement_id"]]["same"])
    out.append("replacements reworded    %d of %d  (same record line, value swapped: %d)" % (
        len(pairs) - same, len(pairs), same))
    nl = sum(1 for m in mems if m["label"])
    out.append("labelled negatives       %d" % nl)
    for c in CLASSES:
        out.append("  %-22s %d" % (c, sum(1 for m in mems if m["label"] == c)))
    tc = tag_counts()
    out.append("hard-case families       " + ", ".join("%s %d" % (k, tc[k]) for k in sorted(tc)))
    return "\n".join(out)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, file_order, span = build()
    pairs = compute_truth(mems)
    check(mems, pairs, span)
    if argv and argv[0] == "--stats":
        print(stats(mems, pairs, span))
        return 0
    if argv and argv[0] == "--list":
        for m in sorted(mems, key=lambda m: (m["t"], m["id"])):
            key = " | ".join(m["key"]) if m["key"] else "-"
            print("%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s" % (
                m["id"], rfc(m["t"]), m["label"] or "-", key, m["value"] if m["value"] is not None else "-",
                m["pol"], "backfilled" if m["backfilled"] else "live", m["fid"], m["role"]))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in file_order:
            o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
            if m["backfilled"]:
                o["observed_at"] = rfc(m["observed"])
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for p in pairs:
            f.write(json.dumps(p, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for m in sorted((m for m in mems if m["label"]), key=lambda m: m["id"]):
            f.write(json.dumps({"id": m["id"], "class": m["label"]}, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
