#!/usr/bin/env python3
"""Blind labelled supersession data set: a town food bank's shared notes (set r53).

python3 gen.py           write memories.jsonl, truth.jsonl, labels.jsonl next to this file
python3 gen.py --stats   print counts, write nothing
python3 gen.py --list    print every memory, write nothing
Stdlib only, deterministic (random.Random(5353)).  Truth is computed from the tables below,
never from the text.
"""
import datetime as dt
import hashlib
import json
import os
import random
import sys

SEED = 5353
PREFIX = "r53-"
LIMIT = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
SESSION_START = dt.datetime(2026, 11, 24, 10, 2, 0, tzinfo=dt.timezone.utc)
BACKFILL_SHARE = 0.75

POS, NEG = "+", "-"

# Attributes that hold several values at once: each value is its own fact.
MULTI = {
    ("Hollinbury & District Food Bank", "warehouse key holder"),
    ("Christmas appeal 2026", "donation drop-off point"),
    ("Dev Rattan", "allergy"),
    ("Quarry Road Baptist church", "emergency contact"),
    ("Hollinbury & District Food Bank", "registered referral agency"),
}


def V(date, value, pol, style, text, *tags):
    """One version of a changing family. style: first | R (reworded) | S (same record line)."""
    return dict(date=date, value=value, pol=pol, style=style, text=text, tags=set(tags))


def A(date, label, text):
    """A labelled memory attached to a family key, after its last version (same value, polarity)."""
    return dict(date=date, label=label, text=text)


def F(subject, attribute, scope, versions, attached=()):
    return dict(key=(subject, attribute, scope), versions=list(versions), attached=list(attached))


FB = "Hollinbury & District Food Bank"

FAMILIES = [
    # ---------------------------------------------------------------- centres and sessions
    F("Friday distribution session", "venue", "", [
        V("2025-04-11 10:05", "kettleby road methodist hall", POS, "first",
          "Kettleby Rd Methodist hall - Fri 1-3pm, side room + main hall"),
        V("2025-06-06 16:40", "furze lane pavilion", POS, "R",
          "Friday DC is at Furze Lane pavilion from next week, the Methodist hall roof is coming off. "
          "Cricket club have lent us the tea room."),
        V("2025-08-29 12:20", "kettleby road methodist hall", POS, "R",
          "Roofers finished! Friday distribution goes back to the Methodist hall on Kettleby Road from "
          "5 Sept, pavilion keys returned to the cricket club."),
    ], [
        A("2026-02-13 15:30", "confirmation",
          "Fridays are still at Kettleby Methodist, no plans to move. Tell the new referrers that."),
    ]),
    F("St Brannock's church hall", "session hours", "Tuesday", [
        V("2025-02-18 09:30", "10:00-12:00", POS, "first", "St Brannock's hall - Tue 10-12, lead: Hattie"),
        V("2025-09-16 10:00", "10:00-12:30", POS, "S", "St Brannock's hall - Tue 10-12.30, lead: Hattie"),
    ], [
        A("2025-10-07 13:10", "elaboration",
          "Tuesdays at St Brannock's run 10 till 12.30 now - the last half hour is for the CAB adviser's "
          "drop-in at the side table by the kitchen hatch, clients can book on the day."),
    ]),
    F("Marlpit Community Centre", "session hours", "Saturday", [
        V("2025-03-01 08:50", "10:00-12:00", POS, "first",
          "Marlpit Community Centre\nSession: Saturday\nOpen: 10:00\nClose: 12:00\nRoom: main hall"),
        V("2025-09-20 12:15", "09:30-11:30", POS, "R",
          "Sat at Marlpit CC is now 9.30-11.30, the football club need the hall from 12 for their "
          "presentation mornings"),
        V("2026-04-18 11:40", "09:30-12:00", POS, "R",
          "Football lot have moved to the leisure centre so we get the extra half hour back on "
          "Saturdays - Marlpit opens 9:30 and we pack away at 12."),
    ], [
        A("2026-05-16 12:30", "format_variant", "Saturday sessions at the community centre: half nine to noon."),
    ]),
    F("Quarry Road Baptist church", "Monday evening session", "", [
        V("2025-05-12 19:20", "monday evening session", POS, "first",
          "Quarry Rd Baptist - Mon 5.30-7pm evening session, lead: Errol. For people who work days."),
        V("2025-07-21 08:45", "monday evening session", NEG, "R",
          "No Monday evening session at Quarry Road over the summer holidays - Errol's away and we "
          "can't staff it. Signpost people to Marlpit on Weds."),
        V("2025-09-08 19:35", "monday evening session", POS, "R",
          "Monday evenings restarted at the Baptist church tonight, 14 households through the door. "
          "Nice to be back."),
    ], [
        A("2025-12-01 20:05", "confirmation",
          "Quarry Road Monday evenings carrying on through December as normal (Errol confirmed)."),
    ]),
    F("Orchard Street library annex", "pop-up distribution", "", [
        V("2025-10-03 14:25", "pop-up distribution", POS, "first",
          "Pop-up at Orchard St library annex, 1st & 3rd Weds of the month, 2-4pm. Bring the folding tables."),
        V("2026-02-11 09:05", "pop-up distribution", NEG, "R",
          "Library have taken the annex back for their own use, so the Orchard Street pop-up has "
          "stopped. Nothing there from this month."),
    ], [
        A("2026-05-27 10:40", "confirmation",
          "Orchard St pop-up remains off - asked the library again, they still need the annex."),
    ]),
    F("Marlpit Wednesday session", "lead", "", [
        V("2025-04-02 09:15", "maud pennock", POS, "first", "Weds @ Marlpit CC - lead is Maud Pennock"),
        V("2025-08-13 13:00", "maud pennock", POS, "R",
          "Maud still leading Wednesdays at the community centre after the summer, she's keen to keep it."),
        V("2025-11-19 16:30", "dev rattan", POS, "R",
          "HANDOVER - Wednesday at Marlpit\nFrom 26 Nov the session lead is Dev Rattan. Maud is "
          "stepping back to Tuesdays only.\nKeys: with the caretaker as usual."),
    ]),
    F("Marlpit Wednesday session", "hot soup served", "", [
        V("2025-01-22 12:40", "soup", POS, "first",
          "Marlpit CC Weds: soup & a roll served from the kitchen hatch, Imelda makes it"),
        V("2025-05-14 10:10", "soup", NEG, "R",
          "Kitchen at Marlpit failed the gas safety check - no soup on Wednesdays until it's fixed. "
          "Sorry all."),
        V("2025-06-25 12:55", "soup", POS, "R",
          "Soup's back on at the Wednesday session, new hob fitted. Imelda doing leek & potato."),
    ]),
    F("Marlpit Community Centre", "volunteer entrance", "", [
        V("2025-03-19 08:30", "side door beech walk", POS, "first",
          "Marlpit CC: volunteers in via the side door on Beech Walk, not the main entrance"),
        V("2025-05-21 17:05", "main entrance marlpit road", POS, "R",
          "Side ramp at the community centre is being rebuilt - use the main doors on Marlpit Rd till "
          "further notice."),
        V("2025-07-16 09:00", "side door beech walk", POS, "R",
          "Ramp done. Back in through the Beech Walk side door at Marlpit from today."),
    ], [
        A("2025-10-29 08:35", "confirmation",
          "Reminder for new vols: it's still the Beech Walk side door at the community centre, front "
          "doors are for the nursery."),
    ]),
    F("Marlpit Community Centre", "hall hire rate", "charity rate", [
        V("2025-04-01 11:00", "12 GBP/hr", POS, "first", "Marlpit CC hire: £12/hr (charity rate)"),
        V("2026-04-01 11:20", "14 GBP/hr", POS, "S", "Marlpit CC hire: £14/hr (charity rate)"),
        V("2026-09-03 15:45", "0 GBP/hr", POS, "R",
          "Community centre committee have waived our hire fee from September - they're counting it "
          "as in-kind support in their accounts."),
    ], [
        A("2026-10-08 10:00", "format_variant", "Marlpit hall hire = nil (free from Sept 26)."),
    ]),
    F("Marlpit Community Centre", "caretaker", "", [
        V("2025-03-19 08:40", "dennis roper", POS, "first", "Marlpit caretaker: Dennis Roper (opens up 8.45)"),
        V("2026-01-14 14:10", "wendy achterberg", POS, "R",
          "The community centre has a new caretaker, Wendy Achterberg. Say hello on Saturday!"),
    ]),
    F("Friday distribution session", "lead", "", [
        V("2025-04-11 10:10", "suresh kandola", POS, "first", "Suresh Kandola is leading the Friday sessions."),
        V("2026-06-05 15:50", "ngaio fitch", POS, "R",
          "Suresh is stepping down after nine years of Fridays (cake on the 12th!). Ngaio Fitch leads "
          "Fridays from now."),
    ]),
    # ---------------------------------------------------------------- deliveries, drivers, van
    F("Kwame Ashdown", "driver rota", "", [
        V("2025-02-10 18:00", "driver", POS, "first",
          "Vol: Kwame Ashdown\nRole: driver\nDays: Tue, Fri\nDBS: enhanced, Nov 2024"),
        V("2025-07-01 09:20", "driver", NEG, "R",
          "Kwame's off the driving rota for now - knee op, back in the autumn hopefully."),
        V("2025-10-14 08:55", "driver", POS, "R", "KA back driving from this week, Tue/Fri as before."),
    ], [
        A("2025-11-11 12:00", "elaboration",
          "Kwame is back on the driver rota, Tuesdays and Fridays, and he's happy to do the long "
          "runs out to the villages as his knee's fine with the automatic."),
    ]),
    F("home delivery", "Saturday round", "", [
        V("2025-04-05 13:30", "saturday delivery round", NEG, "first",
          "We don't do home deliveries on Saturdays - no drivers. Refer housebound clients to the "
          "Tue/Fri runs."),
        V("2025-09-27 14:45", "saturday delivery round", POS, "R", "Saturday delivery round started today: 6 drops, Wilf driving"),
        V("2026-03-14 10:20", "saturday delivery round", NEG, "R",
          "Saturday deliveries suspended again, Wilf's moved away and nobody else can do weekends."),
    ]),
    F("delivery run", "driver", "Tuesday", [
        V("2025-05-06 08:30", "barty quell", POS, "first", "Tue deliveries: Barty Quell driving, 9am from the warehouse"),
        V("2025-10-28 17:15", "oona lefevre", POS, "R",
          "Handover Ros -> Dec: Oona's taking over the Tuesday delivery run from Barty from next week. "
          "Also FYI the Step Forward Family Hub contact is still Colm Devaney, ring him not the main line.",
          "handover_other"),
    ]),
    F("delivery run", "driver", "Friday", [
        V("2025-05-09 08:20", "yusuf demir", POS, "first", "Fri deliveries - Yusuf Demir"),
        V("2025-12-05 08:25", "kwame ashdown", POS, "S", "Fri deliveries - Kwame Ashdown"),
    ]),
    F("food bank insurance", "insurer", "van", [
        V("2025-01-30 16:00", "ellesby mutual", POS, "first",
          "Van insurance: Ellesby Mutual, policy EM-448193-V, renews 1 Feb each year"),
        V("2025-08-12 11:30", "ellesby mutual", POS, "R",
          "Checked with Ellesby Mutual - we're still insured with them for any volunteer driver 21+, "
          "no need to add names."),
        V("2026-01-28 15:10", "caldmoor insurance", POS, "R",
          "Switched the van insurance from Ellesby Mutual to Caldmoor at renewal, £212 cheaper for the year.",
          "names_old"),
    ], [
        A("2026-02-09 09:45", "elaboration",
          "Van's with Caldmoor now: policy CLD/77/40815, any driver over 21 with 2+ years' licence, "
          "breakdown cover included. Certificate is in the glovebox."),
    ]),
    F("food bank van", "service garage", "", [
        V("2025-03-11 09:40", "rackhams motors", POS, "first", "Van (KD68 WRN) servicing & MOT: Rackham's Motors, Dyer St"),
        V("2025-09-02 14:00", "kell street garage", POS, "R",
          "Took the van to Kell Street Garage for the brakes instead - Rackham's quoted £480, Kell St did "
          "it for £310. We'll use them for services going forward."),
        V("2026-05-19 16:20", "rackhams motors", POS, "R",
          "After the clutch fiasco the FB van is going back to Rackham's for its MOT and services."),
    ], [
        A("2026-09-15 11:05", "confirmation", "KD68 stays with Rackham's - Dec rebooked the autumn service there."),
    ]),
    F("food bank van", "MOT due date", "", [
        V("2025-03-12 10:00", "2025-03-17", POS, "first", "KD68 WRN - MOT due 17/03/2025"),
        V("2025-03-17 15:30", "2026-03-16", POS, "R", "Van passed its MOT today. Next one due 16 March 2026."),
    ], [
        A("2025-06-03 10:15", "format_variant", "van MOT: 16.3.26"),
    ]),
    F("driver expenses", "mileage rate", "deliveries", [
        V("2025-02-24 12:00", "0.45 GBP/mile", POS, "first", "Drivers can claim 45p a mile for delivery runs (own car)."),
        V("2026-03-30 18:10", "0.35 GBP/mile", POS, "R",
          "Trustees cut the delivery mileage rate to £0.35/mile from 1 April, sorry folks.", "unit_change"),
    ], [
        A("2026-04-20 13:15", "format_variant", "Mileage claims (deliveries): 35 pence per mile."),
    ]),
    # ---------------------------------------------------------------- volunteers
    F("Tobias Wren", "volunteering days", "", [
        V("2025-02-20 16:00", "sat", POS, "first",
          "Vol: Tobias Wren\nRole: packer / warehouse\nDays: Sat\nNotes: under 18, supervised"),
        V("2025-09-29 17:30", "wed", POS, "R",
          "Toby's started sixth form so he can only do Wednesday after school now, not Saturdays."),
        V("2026-07-13 10:30", "mon, thu", POS, "R", "Tobias W - summer hols, doing Mon+Thu at the warehouse"),
    ]),
    F("Oona Lefevre", "DBS status", "", [
        V("2025-06-10 11:45", "applied", POS, "first",
          "Vol: Oona Lefevre\nRole: driver, packer\nDays: Tue\nDBS: applied 06/25"),
        V("2025-07-08 09:50", "clear", POS, "R", "Oona's DBS came back clear (cert dated 4 July)."),
    ], [
        A("2025-07-22 14:20", "elaboration",
          "Oona L - enhanced DBS clear, cert no. 001744-093 dated 04/07/2025, seen by Fenella, "
          "copy in the locked cabinet."),
    ]),
    F("Imelda Thwaite", "mobile number", "", [
        V("2025-04-22 10:00", "07723510884", POS, "first", "Imelda T - mob 07723 510 884"),
        V("2026-02-02 09:10", "07488263019", POS, "S", "Imelda T - mob 07488 263 019"),
    ]),
    F("Priya Sandhu", "role", "", [
        V("2025-08-06 12:30", "welcome desk", POS, "first", "Priya Sandhu - welcome desk at Marlpit Weds"),
        V("2026-01-07 15:40", "referral data entry", POS, "R",
          "Priya's moved from the welcome desk to doing the referral data entry (she's fab on spreadsheets)."),
    ]),
    F("volunteer inductions", "schedule", "", [
        V("2025-03-03 19:00", "first monday 18:00 marlpit", POS, "first",
          "New vol inductions: first Monday of the month, 6pm, Marlpit CC"),
        V("2025-11-03 18:30", "last saturday 10:00 warehouse", POS, "R",
          "Evenings weren't working for people, so inductions have moved to the last Saturday of each "
          "month at 10am, at the warehouse."),
    ], [
        A("2025-12-02 10:25", "elaboration",
          "Inductions: last Saturday of the month, 10am at the warehouse - tour, manual handling video, "
          "food hygiene basics, then shadowing a packer for an hour. Ros signs the forms."),
    ]),
    F("Rosalind Achebe-Finch", "working days", "", [
        V("2025-01-20 09:00", "mon-wed", POS, "first", "Coordinator hours: Ros works Mon-Wed (21 hrs)"),
        V("2026-04-07 09:30", "mon-thu", POS, "R",
          "Lantern Trust money means Rosalind goes up to four days from this week - Monday to Thursday."),
    ]),
    F(FB, "out-of-hours phone holder", "", [
        V("2025-01-20 09:05", "rosalind achebe-finch", POS, "first", "OOH mobile is with Ros"),
        V("2025-08-04 17:40", "declan mewes", POS, "R", "Dec has the out-of-hours phone from now on, Ros needs her evenings back."),
    ], [
        A("2026-03-09 16:00", "confirmation", "Out of hours phone still with Declan - don't ring Ros after 5."),
    ]),
    # ---------------------------------------------------------------- safeguarding, hygiene, temps
    F(FB, "safeguarding lead", "", [
        V("2025-01-14 10:30", "fenella oduya", POS, "first", "Safeguarding lead - Fenella Oduya. Any concerns to her the same day."),
        V("2025-06-02 09:00", "maud pennock", POS, "R",
          "Fenella is on maternity leave from Monday; Maud Pennock is covering safeguarding until she's back."),
        V("2026-02-23 10:15", "fenella oduya", POS, "R",
          "FO back from mat leave and has picked safeguarding back up - concerns go to Fenella again, not Maud."),
    ], [
        A("2026-03-04 11:50", "elaboration",
          "Safeguarding: Fenella Oduya is lead (level 3 trained, refresher due 2027), deputy is Cerys. "
          "Log concerns on the blue form, never in the group chat."),
    ]),
    F(FB, "food hygiene lead", "", [
        V("2025-02-12 14:00", "petra vukovic", POS, "first", "Food hygiene lead: Petra Vukovic (Level 3 cert)"),
        V("2026-05-06 18:20", "nell garside", POS, "R",
          "Handover notes for Ines while I'm away (Ros):\n- Petra has handed food hygiene over to Nell "
          "Garside. Nell has Level 2 and is booked on Level 3.\n- Lantern Trust report is due 30 June, "
          "figures are in the shared drive.", "handover_other"),
    ]),
    F("warehouse fridges and freezers", "temperature check frequency", "", [
        V("2025-02-12 14:10", "daily", POS, "first", "Fridge/freezer temps: check & log once a day (AM)"),
        V("2025-07-09 15:00", "twice daily", POS, "R",
          "EHO visit today. They want fridge and freezer temps logged twice daily, at open and close."),
        V("2026-02-04 12:00", "weekly", POS, "R",
          "Temp logger is fitted in the walk-in now, so manual checks are cut to once a week just to "
          "verify the logger reading."),
    ], [
        A("2026-06-17 12:10", "confirmation", "Manual fridge/freezer checks remain weekly, logger's behaving."),
    ]),
    F(FB, "food hygiene rating", "", [
        V("2025-07-10 10:00", "4", POS, "first", "Food hygiene rating: 4"),
        V("2026-03-02 16:30", "5", POS, "S", "Food hygiene rating: 5"),
    ]),
    F("warehouse", "pest control contractor", "", [
        V("2025-07-23 09:30", "vermex", POS, "first", "Pest control (warehouse): Vermex, quarterly visit"),
        V("2026-02-18 11:00", "tanager pest services", POS, "R",
          "Cancelled Vermex. Tanager Pest Services are doing the new unit, monthly bait checks."),
    ]),
    # ---------------------------------------------------------------- warehouse
    F(FB, "warehouse", "", [
        V("2025-01-08 09:00", "unit 7 tannery yard", POS, "first", "Warehouse: Unit 7, Tannery Yard Ind Est, HL4 2PQ"),
        V("2026-01-30 17:00", "unit 3b wharfside park", POS, "R",
          "Warehouse move DONE - everything's now at Unit 3B, Wharfside Park. Unit 7 keys handed back to "
          "the agent this afternoon."),
        V("2026-08-24 16:10", "unit 3c wharfside park", POS, "R",
          "Stock's been shifted next door into 3C at Wharfside (twice the floor space, same landlord). 3B is empty."),
    ], [
        A("2026-09-07 09:20", "elaboration",
          "Warehouse is Unit 3C, Wharfside Park - roller door on the left, pedestrian door round the back "
          "by the bins, loading bay fits the van but not a 7.5 tonner."),
    ]),
    F("Unit 7 Tannery Yard", "keypad code", "", [
        V("2025-02-24 08:15", "4172", POS, "first", "Unit 7 keypad: 4172#"),
        V("2025-06-30 10:05", "8095", POS, "R",
          "Warehouse door code changed after the break-in, it's now 8095 then hash. Do NOT write it on "
          "the whiteboard."),
        V("2025-09-15 09:30", "8095", POS, "R",
          "Code for the Tannery Yard unit is still 8095#, Dec checked it works after the lock service."),
        V("2025-11-03 08:45", "2618", POS, "R", "Unit 7 keypad: 2618#  (changed by the landlord, don't ask)"),
    ]),
    F("warehouse", "donation drop-off hours", "", [
        V("2025-02-17 10:30", "mon-fri 09:00-13:00", POS, "first", "Warehouse open for donation drop-off: Mon-Fri 9-1"),
        V("2025-08-11 10:40", "tue, thu 09:00-13:00", POS, "S", "Warehouse open for donation drop-off: Tue & Thu 9-1"),
    ]),
    # ---------------------------------------------------------------- stock
    F("warehouse stock", "UHT milk", "warehouse", [
        V("2025-02-02 11:00", "72 L", POS, "first", "UHT milk - 6 cases (x12 1L)"),
        V("2025-03-10 11:15", "264 L", POS, "S", "UHT milk - 22 cases (x12 1L)"),
        V("2025-05-05 12:00", "130 L", POS, "R", "Counted the UHT: 130 litres left on the racking.", "unit_change"),
        V("2025-07-04 16:45", "15 L", POS, "R", "uht almost gone, 1 case + a few loose, ~15L"),
        V("2025-08-18 14:30", "480 L", POS, "R", "Greenhalgh's collection brought in loads of milk - UHT now 40 cases."),
    ], [
        A("2025-08-25 10:00", "format_variant", "UHT stock = 480 litres"),
    ]),
    F("warehouse stock", "dried pasta", "warehouse", [
        V("2025-02-09 11:30", "85 kg", POS, "first", "Pasta - 85kg"),
        V("2025-04-14 11:20", "40 kg", POS, "S", "Pasta - 40kg"),
        V("2025-06-16 15:00", "12 kg", POS, "R", "we're down to about 12 kilos of pasta, fusilli only"),
        V("2025-09-22 13:40", "210 kg", POS, "R", "Harvest festival donations: pasta's back up to 210 kg!"),
    ], [
        A("2025-10-01 09:30", "format_variant", "Dry pasta on hand: 0.21 tonnes."),
    ]),
    F("warehouse stock", "nappies", "warehouse", [
        V("2025-02-09 11:40", "11 packs", POS, "first", "Nappies (all sizes): 11 packs"),
        V("2025-10-20 09:25", "0 packs", POS, "S", "Nappies (all sizes): 0 packs"),
    ]),
    F("warehouse stock", "toothpaste", "warehouse", [
        V("2025-05-05 12:10", "48 tubes", POS, "first", "Toothpaste: 48 tubes"),
        V("2025-11-24 10:50", "9 tubes", POS, "S", "Toothpaste: 9 tubes"),
    ], [
        A("2025-12-01 11:30", "format_variant", "toothpaste stock - nine tubes"),
    ]),
    F("warehouse stock", "tinned tomatoes", "warehouse", [
        V("2025-06-16 15:10", "300 tins", POS, "first", "Tinned toms - 300+ tins, don't take any more"),
        V("2026-02-16 14:20", "40 tins", POS, "R", "We actually need tinned tomatoes now, only about 40 left on the shelf."),
    ]),
    F("warehouse stock", "rice", "warehouse", [
        V("2025-06-16 15:20", "25 kg", POS, "first", "Rice - 25kg"),
        V("2025-12-15 11:10", "60 kg", POS, "S", "Rice - 60kg"),
        V("2026-05-11 15:30", "15 kg", POS, "R", "rice is running low again, maybe 15 kg left - add it to the shopping list"),
    ]),
    F(FB, "top urgent need", "", [
        V("2025-02-03 09:30", "uht milk", POS, "first", "Top urgent need this week: UHT milk"),
        V("2025-04-28 10:00", "tinned meat", POS, "R",
          "Milk's sorted thanks to the Greenhalgh's collection - what we're really short of now is "
          "tinned meat (stews, corned beef, chilli)."),
        V("2025-07-07 09:15", "uht milk", POS, "R", "Back to begging for UHT! Shelves empty again, it's the No.1 ask on the socials."),
        V("2025-10-20 09:10", "nappies", POS, "R", "Urgent list updated - number one is nappies, sizes 5 and 6."),
    ], [
        A("2025-11-17 09:40", "confirmation", "Nappies remain the top ask this week, nothing's come in."),
    ]),
    F(FB, "bulk supplier", "", [
        V("2025-04-15 13:00", "dunmore cash & carry", POS, "first",
          "Bulk buys (pasta, rice, tins) from Dunmore Cash & Carry, account no. DCC-22817"),
        V("2026-03-03 12:30", "brackley wholesale foods", POS, "R",
          "Changed our bulk supplier from Dunmore Cash & Carry to Brackley Wholesale Foods - they deliver "
          "free over £250.", "names_old"),
    ], [
        A("2026-03-25 14:00", "elaboration",
          "Bulk orders go to Brackley Wholesale Foods: order by Tuesday noon on their portal, delivery "
          "Thursday to Wharfside, Ines approves anything over £400."),
    ]),
    # ---------------------------------------------------------------- collection points, donors
    F("Budgetwise Copse Retail Park", "donation collection point", "", [
        V("2025-03-20 10:00", "trolley bin past the tills", POS, "first",
          "Collection point: Budgetwise, Copse Retail Park - trolley bin past the tills"),
        V("2025-10-09 15:30", "trolley bin past the tills", NEG, "R",
          "Budgetwise have pulled our donation trolley during the refit, manager says January at the earliest."),
        V("2026-01-27 11:15", "trolley bin past the tills", POS, "R",
          "Donation trolley is back in at the Copse Retail Park store, same spot just past the tills."),
    ], [
        A("2026-04-14 10:30", "confirmation", "Budgetwise trolley still in place past the checkouts, emptied it today (3 crates)."),
    ]),
    F("Greenhalgh's", "community champion", "Station Road", [
        V("2025-03-06 12:00", "hamish tulloch", POS, "first", "Greenhalgh's (Station Rd) community champion: Hamish Tulloch"),
        V("2025-08-20 16:00", "bev ocansey", POS, "S", "Greenhalgh's (Station Rd) community champion: Bev Ocansey"),
        V("2026-04-09 12:20", "shona mallet", POS, "R",
          "Greenhalghs on Station Rd - ask for Shona Mallet now for anything collection-related, Bev's on long-term sick."),
    ]),
    F("Greenhalgh's", "donation bin collection days", "Station Road", [
        V("2025-03-06 12:10", "mon", POS, "first", "Greenhalgh's Station Rd donation bin - collect Mon"),
        V("2025-09-01 10:00", "mon, thu", POS, "S", "Greenhalgh's Station Rd donation bin - collect Mon & Thu"),
    ]),
    F("FreshWay Local Market Square", "collection basket location", "", [
        V("2025-05-28 11:00", "by the door", POS, "first", "FreshWay on Market Sq has our donation basket by the door."),
        V("2026-01-19 13:50", "behind customer services", POS, "R",
          "FreshWay moved the donation basket behind the customer services counter (things were going walkabout)."),
    ]),
    F("Parnell's Foodhall", "surplus chilled pickup day", "", [
        V("2025-06-14 17:30", "sat", POS, "first", "Parnell's surplus chilled: pickup Sat 5pm"),
        V("2026-02-21 09:10", "sun", POS, "S", "Parnell's surplus chilled: pickup Sun 5pm"),
    ]),
    F("Hob & Oven bakery", "Friday bread donation", "", [
        V("2025-05-30 16:10", "bread", POS, "first", "Bread: Hob & Oven on Cross St give us their Fri leftovers, pick up 4pm"),
        V("2026-06-19 12:00", "bread", NEG, "R",
          "Hob & Oven have closed down, shutters up since Tuesday - no more Friday bread from them."),
    ], [
        A("2026-08-07 15:00", "confirmation", "Still no bread from Hob & Oven (shop's still empty), anyone know another bakery?"),
    ]),
    F("Marlpit Primary School", "collection box location", "", [
        V("2025-09-10 08:40", "reception", POS, "first", "Marlpit Primary collection box: in reception"),
        V("2026-03-11 15:20", "hall entrance", POS, "R",
          "School asked us to move the collection box out of reception, it's by the hall entrance now."),
    ]),
    F("Hollinbury Academy", "harvest collection week", "2025", [
        V("2025-09-08 12:00", "2025-10-06", POS, "first", "Hollinbury Academy harvest collection: w/c 6 Oct"),
        V("2025-09-25 16:20", "2025-10-13", POS, "R", "Academy's harvest drive has moved to the week of 13 Oct (clash with mocks)."),
    ]),
    F(FB, "short-dated fresh goes to", "", [
        V("2025-06-12 10:20", "kindred larder", POS, "first", "Short-dated fresh we can't use -> Kindred Larder (ring Fri am)"),
        V("2026-03-26 11:40", "canal street soup run", POS, "R",
          "From now on the short-dated fresh stuff goes to the Canal Street Soup Run instead, Kindred "
          "Larder's fridge is full every week."),
    ]),
    # ---------------------------------------------------------------- referrals, vouchers
    F("Citizens Advice Hollinbury", "referral contact", "", [
        V("2025-02-25 11:00", "agnieszka brol", POS, "first", "CAB referrals: Agnieszka Brol (Tue/Thu)"),
        V("2025-12-16 10:40", "rafe pinnock", POS, "R",
          "Our CAB contact is now Rafe Pinnock instead of Agnieszka, who's moved to their debt team.", "names_old"),
    ], [
        A("2026-06-30 14:30", "confirmation", "Rafe at Citizens Advice remains our referral contact after their restructure."),
    ]),
    F("Step Forward Family Hub", "referral contact", "", [
        V("2025-04-09 14:00", "colm devaney", POS, "first", "Step Forward Family Hub referrals - contact Colm Devaney, family support worker"),
        V("2026-03-17 10:30", "lowri abbot", POS, "R", "Colm has left Step Forward. New referrer there is Lowri Abbot (family support)."),
    ], [
        A("2026-04-02 12:45", "elaboration",
          "Step Forward: Lowri Abbot handles our referrals, in the hub Mon/Wed/Fri, prefers email to "
          "calls, and batches e-vouchers on Friday mornings."),
    ]),
    F("health visitor team", "referral contact", "", [
        V("2025-03-25 09:45", "rhoda kettering", POS, "first", "HV team (Marlpit & Kettleby): Rhoda Kettering, refs by email"),
        V("2025-12-09 13:30", "saoirse lamb", POS, "R", "Rhoda's retired - HV referrals now come from Saoirse Lamb at the Kettleby clinic."),
    ], [
        A("2026-01-13 11:00", "elaboration",
          "Health visitor referrals: Saoirse Lamb, based at Kettleby clinic Tue-Thu, covers Marlpit "
          "and Kettleby families, sends nappy and formula requests separately."),
    ]),
    F("voucher system", "max vouchers per household per 6 months", "standard", [
        V("2025-02-26 10:00", "3", POS, "first", "Voucher rule: max 3 vouchers per household in any 6 months, then a CAB review"),
        V("2025-11-05 19:30", "5", POS, "R",
          "Trustees agreed to raise the limit - households can now have up to 5 vouchers in six months "
          "before a review."),
        V("2026-06-24 20:00", "4", POS, "R", "Voucher rule: max 4 vouchers per household in any 6 months, then a CAB review"),
    ], [
        A("2026-07-08 10:10", "format_variant", "limit is four vouchers per half-year, per household"),
    ]),
    F("voucher system", "format", "", [
        V("2025-03-05 10:00", "paper triplicate", POS, "first",
          "Referral agencies use the paper triplicate vouchers - white copy to us, yellow to the client."),
        V("2026-05-13 15:00", "e-voucher portal", POS, "R",
          "All referral agencies have been moved from paper vouchers onto the e-voucher portal; paper "
          "ones not accepted after 1 June."),
    ], [
        A("2026-06-09 09:55", "elaboration",
          "E-vouchers: the agency issues on the portal, the client gets a text with a 6-digit code, "
          "the welcome desk types it in and the parcel size comes up automatically."),
    ]),
    F("fuel voucher scheme", "offered with parcels", "", [
        V("2025-11-04 11:30", "fuel vouchers", POS, "first",
          "We can give out fuel vouchers (£49 top-up) with parcels this winter - Town Council money."),
        V("2026-04-01 09:00", "fuel vouchers", NEG, "R",
          "Fuel voucher scheme has ended, the council pot ran out end of March. Don't promise them to anyone."),
    ]),
    F("food parcels", "single-person parcel size", "", [
        V("2025-01-27 10:00", "3 days", POS, "first", "Single-person parcel: 3 days' food"),
        V("2025-10-06 10:30", "5 days", POS, "S", "Single-person parcel: 5 days' food"),
    ]),
    # ---------------------------------------------------------------- grants and funders
    F("Lantern Trust grant", "report due date", "LT-25-0418", [
        V("2026-01-20 14:00", "2026-06-30", POS, "first", "Lantern Trust grant (ref LT-25-0418): end-of-year report due 30/06/2026"),
        V("2026-06-10 10:00", "2026-07-31", POS, "R", "Tamsin at Lantern has given us till the end of July for the report, confirmed by email."),
    ], [
        A("2026-06-22 11:00", "format_variant", "LT report deadline 31.07.26"),
    ]),
    F("Lantern Trust", "grants officer", "", [
        V("2025-11-26 15:00", "tamsin gorringe", POS, "first", "Grants officer at Lantern Trust: Tamsin Gorringe"),
        V("2026-08-12 14:00", "piers oyelaran", POS, "R", "Lantern Trust have given us a new grants officer, Piers Oyelaran. Tamsin's moved to their youth programme."),
    ]),
    F("Aldgrave Community Fund grant", "award amount", "2025/26", [
        V("2025-10-01 12:00", "4500 GBP", POS, "first", "Aldgrave Community Fund award letter: £4,500 towards van costs, 2025/26"),
        V("2025-11-12 16:00", "3200 GBP", POS, "R",
          "Aldgrave revised the award down to £3.2k (they were oversubscribed) - new letter in the grants folder."),
    ], [
        A("2025-12-03 10:20", "format_variant", "Aldgrave CF 25/26 = three thousand two hundred pounds"),
    ]),
    F("Pellow Foundation grant", "interim report due", "", [
        V("2025-05-15 11:00", "2025-10-31", POS, "first", "Pellow Foundation 6-month report due 31 Oct 2025"),
        V("2025-09-10 12:30", "2025-09-30", POS, "S", "Pellow Foundation 6-month report due 30 Sep 2025"),
    ]),
    # ---------------------------------------------------------------- trustees, governance
    F("trustees", "chair", "", [
        V("2025-01-16 20:00", "lionel crabbe", POS, "first", "Chair of trustees - Lionel Crabbe"),
        V("2025-10-16 21:15", "gwilym parry-hale", POS, "R",
          "AGM result: Gwilym Parry-Hale elected chair, Lionel stays on as an ordinary trustee."),
        V("2026-10-15 21:30", "ines falkner", POS, "R", "At the 2026 AGM Ines Falkner took over the chair from Gwilym."),
    ], [
        A("2026-10-27 09:00", "elaboration",
          "Ines Falkner chairs the trustees now - three-year term to the 2029 AGM, and she'll also sit "
          "on the Christmas appeal committee this year."),
    ]),
    F("trustees", "treasurer", "", [
        V("2025-02-05 19:30", "ines falkner", POS, "first", "Treasurer is Ines (Falkner) - she signs off grant claims."),
        V("2026-10-15 21:40", "osian pryce", POS, "R", "New treasurer from the AGM: Osian Pryce. Ines handed over the bank mandate paperwork."),
    ]),
    F("trustees", "secretary", "", [
        V("2025-01-22 18:00", "arthur goodeve", POS, "first", "Board secretary: Arthur Goodeve (minutes + Charity Commission returns)"),
        V("2026-03-12 20:10", "jun takeda-ross", POS, "R",
          "Arthur's resigned as secretary (moving to the coast). Jun Takeda-Ross co-opted as secretary."),
    ]),
    F("trustees", "next board meeting", "", [
        V("2026-02-05 17:00", "2026-02-19", POS, "first", "Trustee board meeting Thurs 19 Feb 7pm, Marlpit CC meeting room"),
        V("2026-02-12 12:00", "2026-02-18", POS, "R",
          "Board meeting brought forward a day - Gwilym can't do Thursday, so it's next Wednesday, same time "
          "and room.", "relative_date:Wed"),
    ]),
    F(FB, "main phone number", "", [
        V("2025-01-08 09:10", "01632960418", POS, "first", "FB main line: 01632 960 418"),
        V("2025-11-10 11:00", "01632961220", POS, "S", "FB main line: 01632 961 220"),
    ], [
        A("2025-12-10 10:45", "format_variant", "Food bank number for posters: +44 1632 961220"),
    ]),
    F(FB, "DBS check processor", "", [
        V("2025-05-20 15:00", "fieldgate screening", POS, "first", "DBS checks go through Fieldgate Screening, £18 admin each + cert fee"),
        V("2026-01-21 13:00", "st brannock's parish scheme", POS, "R",
          "We're doing DBS through the diocese now (St Brannock's parish scheme), free for volunteers."),
    ]),
    # ---------------------------------------------------------------- Christmas appeal
    F("Christmas appeal 2025", "hamper packing day", "", [
        V("2025-10-22 10:00", "2025-12-13", POS, "first", "Hamper packing day: Sat 13 Dec, Marlpit CC main hall, 9am"),
        V("2025-12-04 16:00", "2025-12-09", POS, "R",
          "Hall's double-booked on the 13th so hamper packing has moved to next Tuesday, 9am, same hall. "
          "Spread the word!", "relative_date:Tue"),
    ], [
        A("2025-12-06 10:00", "format_variant", "Hamper packing: 09/12/2025"),
    ]),
    F("Christmas appeal 2025", "hamper target", "", [
        V("2025-10-01 12:15", "400", POS, "first", "Christmas appeal 2025 target: 400 hampers"),
        V("2025-11-18 17:20", "450", POS, "R", "We've upped the Xmas target to 450 hampers, referrals are way ahead of last year."),
    ]),
    F("Christmas appeal 2026", "coordinator", "", [
        V("2026-09-09 11:00", "beatrix lowe", POS, "first", "Xmas appeal 2026 coordinator: Beatrix Lowe"),
        V("2026-10-21 14:30", "sadie ploughman", POS, "R",
          "Bea's had to step down from running the Christmas appeal; Sadie Ploughman is taking it on."),
    ], [
        A("2026-11-09 10:00", "confirmation", "Confirmed again at the appeal meeting: Sadie is coordinating Christmas this year."),
    ]),
]

# ---------------------------------------------------------------------------------------------
# Standalone labelled memories: (label, subject, attribute, scope, value, polarity, date, text)
S = lambda *a: dict(zip(("label", "subject", "attribute", "scope", "value", "pol", "date", "text"), a))

STANDALONE = [
    # multi_valued
    S("multi_valued", FB, "warehouse key holder", "", "declan mewes", POS, "2026-02-02 10:00",
      "Wharfside key holders: Dec"),
    S("multi_valued", FB, "warehouse key holder", "", "yusuf demir", POS, "2026-03-20 16:00",
      "Gave a set of warehouse keys to Yusuf as well, for the early van runs."),
    S("multi_valued", FB, "warehouse key holder", "", "nell garside", POS, "2026-06-01 12:00",
      "Another set of Wharfside keys cut for Nell (hygiene checks). That's three sets out."),
    S("multi_valued", "Christmas appeal 2026", "donation drop-off point", "", "parnell's foodhall", POS, "2026-10-05 11:00",
      "Xmas appeal drop-off point: Parnell's Foodhall (crates by the lift)"),
    S("multi_valued", "Christmas appeal 2026", "donation drop-off point", "", "hollinbury academy", POS, "2026-10-19 09:30",
      "Added Hollinbury Academy as an appeal drop-off, the sixth formers are running it."),
    S("multi_valued", "Christmas appeal 2026", "donation drop-off point", "", "town hall foyer", POS, "2026-11-02 14:15",
      "Also taking appeal donations in the Town Hall foyer from Monday."),
    S("multi_valued", "Dev Rattan", "allergy", "", "peanuts", POS, "2025-12-03 12:00",
      "Dev's allergic to peanuts - no satay anything at the vols' lunch please"),
    S("multi_valued", "Dev Rattan", "allergy", "", "kiwi", POS, "2026-01-21 12:30",
      "Dev says he's allergic to kiwi too, so fruit salad's out."),
    S("multi_valued", "Quarry Road Baptist church", "emergency contact", "", "errol baptiste", POS, "2025-05-12 19:25",
      "Emergency contact for Quarry Rd sessions: Errol Baptiste"),
    S("multi_valued", "Quarry Road Baptist church", "emergency contact", "", "rev amos keele", POS, "2025-09-15 20:00",
      "Second emergency contact added for Quarry Road - the minister, Rev. Amos Keele."),
    S("multi_valued", FB, "registered referral agency", "", "hollinbury housing association", POS, "2025-06-18 10:00",
      "Hollinbury Housing Association is registered as a referral agency (tenancy sustainment team)."),
    S("multi_valued", FB, "registered referral agency", "", "marlpit primary school", POS, "2026-01-26 15:30",
      "Marlpit Primary now a referral agency too - the family liaison officer issues the vouchers."),
    # scope_disjoint
    S("scope_disjoint", "St Brannock's church hall", "session hours", "Thursday", "13:30-15:30", POS, "2025-06-05 14:00",
      "St Brannock's hall - Thu 1.30-3.30, lead: Hattie"),
    S("scope_disjoint", "Marlpit Community Centre", "session hours", "Wednesday", "10:00-13:00", POS, "2025-09-24 09:10",
      "Marlpit CC Weds 10-1"),
    S("scope_disjoint", "Greenhalgh's", "community champion", "Millbrook", "pat iredale", POS, "2026-05-07 11:20",
      "Greenhalgh's Millbrook store's community champion is Pat Iredale - no collection bin there though."),
    S("scope_disjoint", "warehouse stock", "UHT milk", "Marlpit cupboard", "24 L", POS, "2025-07-09 12:40",
      "Marlpit store cupboard has 2 cases of UHT put by for the Weds session."),
    S("scope_disjoint", "warehouse stock", "dried pasta", "St Brannock's cupboard", "8 kg", POS, "2025-10-14 11:00",
      "St Brannock's cupboard: pasta 8kg, enough for two Tuesdays"),
    S("scope_disjoint", "food bank insurance", "insurer", "warehouse contents", "pelham reid", POS, "2026-02-10 10:30",
      "Contents cover for the Wharfside unit is with Pelham Reid Insurance, separate from the van."),
    S("scope_disjoint", "voucher system", "max vouchers per household per 6 months", "Christmas hampers", "1", POS, "2025-10-30 10:00",
      "Christmas hampers: one per household, and it doesn't count towards the voucher limit."),
    S("scope_disjoint", "Marlpit Community Centre", "hall hire rate", "commercial rate", "28 GBP/hr", POS, "2025-04-01 11:10",
      "For reference, Marlpit CC charge £28 an hour on the commercial rate."),
    S("scope_disjoint", "driver expenses", "mileage rate", "trustee travel", "0.25 GBP/mile", POS, "2025-05-22 18:00",
      "Trustees travelling to meetings can claim 25p/mile (not the delivery rate)."),
    S("scope_disjoint", "Christmas appeal 2026", "hamper packing day", "", "2026-12-12", POS, "2026-10-28 10:00",
      "Hamper packing 2026 pencilled in for Sat 12 Dec, Marlpit main hall."),
    S("scope_disjoint", "Christmas appeal 2026", "hamper target", "", "500", POS, "2026-09-30 11:30",
      "Xmas 2026 target set at 500 hampers."),
    S("scope_disjoint", "delivery run", "driver", "Christmas week Thursday", "lionel crabbe", POS, "2025-12-11 09:00",
      "Extra Thursday run in Christmas week - Lionel's driving it in his own car."),
    # different_subject
    S("different_subject", "Quarry Road Baptist church", "volunteer entrance", "", "main entrance", POS, "2025-06-11 19:00",
      "Quarry Rd Baptist: volunteers in via the main entrance, the side gate's padlocked."),
    S("different_subject", "Kindred Larder", "safeguarding lead", "", "maud pennock", POS, "2025-07-30 11:00",
      "Kindred Larder's safeguarding lead is Maud Pennock as well, so she's doing both."),
    S("different_subject", "Kindred Larder insurance", "insurer", "van", "caldmoor insurance", POS, "2026-02-25 14:40",
      "Kindred Larder insure their van with Caldmoor too, they put us onto them."),
    S("different_subject", "Hollinbury Academy", "collection box location", "", "reception", POS, "2025-09-10 08:50",
      "Hollinbury Academy collection box is in reception, sign in first."),
    S("different_subject", "Canal Street Soup Run", "top urgent need", "", "uht milk", POS, "2025-07-08 20:30",
      "Soup Run's biggest ask right now is UHT milk, same as ours."),
    S("different_subject", "Nell Garside", "DBS status", "", "clear", POS, "2025-10-02 10:00",
      "Nell's DBS is clear, cert came through on the 2nd."),
    S("different_subject", "Sadie Ploughman", "volunteering days", "", "sat", POS, "2025-11-08 13:00",
      "Sadie does Saturdays at the warehouse."),
    S("different_subject", "Yusuf Demir", "driver rota", "", "driver", POS, "2025-08-06 09:00",
      "Yusuf Demir is on the driver rota (Weds + Fri mornings)."),
    S("different_subject", "Step Forward Family Hub", "main phone number", "", "01632960775", POS, "2025-04-09 14:05",
      "Step Forward's main line is 01632 960 775 (but ask for the family support worker)."),
    S("different_subject", "FreshWay Local", "community champion", "Market Square", "nadia qureshi", POS, "2025-05-28 11:10",
      "FreshWay Market Sq - community champion is Nadia Qureshi."),
    S("different_subject", "Kettleby Road Methodist hall", "hall hire rate", "charity rate", "14 GBP/hr", POS, "2026-05-05 10:00",
      "Methodist hall charge us £14 an hour for Fridays."),
    S("different_subject", "Second Helping community fridge", "temperature check frequency", "", "twice daily", POS, "2025-08-27 17:00",
      "Second Helping's community fridge gets checked twice daily by their own volunteers."),
    # static
    S("static", FB, "charity number", "", "1187340", POS, "2025-01-08 09:20",
      "Registered charity no. 1187340"),
    S("static", FB, "charity number", "", "1187340", POS, "2026-05-20 10:00",
      "HDFB charity reg: 1 187 340 (put it on the grant form)"),
    S("static", FB, "founded", "", "2011", POS, "2025-03-27 12:00",
      "Hollinbury & District Food Bank was set up in 2011 by the Churches Together group."),
    S("static", FB, "founded", "", "2011", POS, "2026-07-01 12:00",
      "FB est. 2011 - 15th birthday this year, cake?"),
    S("static", "food bank van", "registration", "", "KD68WRN", POS, "2025-02-10 18:10",
      "FB van reg: KD68 WRN (white, long wheelbase)"),
    S("static", "food bank van", "registration", "", "KD68WRN", POS, "2026-01-28 15:20",
      "the van's plate is KD68WRN if the insurers ask"),
    S("static", "Tobias Wren", "date of birth", "", "2008-05-03", POS, "2025-02-20 16:05",
      "Tobias Wren DOB 03/05/2008"),
    S("static", "Tobias Wren", "date of birth", "", "2008-05-03", POS, "2025-09-29 17:40",
      "Toby was born 3 May 2008, so he's 18 next spring."),
    S("static", "Marlpit Community Centre", "opened", "", "1974", POS, "2025-06-20 15:00",
      "Marlpit CC opened in 1974, the plaque's in the foyer."),
    S("static", "St Brannock's church hall", "address", "", "2 vicarage lane hl3 7dw", POS, "2025-02-18 09:35",
      "St Brannock's church hall: 2 Vicarage Lane, HL3 7DW"),
    S("static", "Rosalind Achebe-Finch", "coordinator since", "", "2019-03", POS, "2025-01-20 09:10",
      "Ros has been coordinator since March 2019."),
    S("static", "Unit 3C Wharfside Park", "floor area", "", "280 sq m", POS, "2026-08-24 16:20",
      "3C floor area is 280 sq m per the lease plan."),
    # membership
    S("membership", "Nell Garside", "member of", "driver pool", "member", POS, "2026-01-12 11:00",
      "Nell's joined the driver pool."),
    S("membership", "Osian Pryce", "member of", "grants working group", "member", POS, "2025-06-24 19:00",
      "Osian is on the grants working group."),
    S("membership", "Jun Takeda-Ross", "member of", "data team", "member", POS, "2025-08-19 18:30",
      "Jun joined the IT/data team to help with the referral spreadsheet."),
    S("membership", "Ngaio Fitch", "member of", "Christmas appeal committee", "member", POS, "2025-09-17 19:00",
      "Ngaio's on the Christmas appeal committee this year."),
    S("membership", "Petra Vukovic", "member of", "Marlpit Wednesday team", "member", POS, "2025-04-16 12:00",
      "Petra joined the Marlpit Weds team."),
    S("membership", "Maud Pennock", "member of", "safeguarding panel", "member", POS, "2025-03-12 11:00",
      "Maud sits on the safeguarding panel."),
    S("membership", "Dev Rattan", "member of", "finance sub-committee", "member", POS, "2026-02-26 19:30",
      "Dev has joined the trustees' finance sub-committee as a co-opted member."),
    S("membership", "Beatrix Lowe", "member of", "Saturday warehouse crew", "member", POS, "2025-05-31 13:00",
      "Bea is part of the Sat warehouse crew."),
    S("membership", "Marek Zawadka", "member of", "packing team", "member", POS, "2025-10-21 10:00",
      "Marek Zawadka joined the packing team, Tuesday and Thursday mornings."),
    S("membership", "Cerys Moorcroft", "member of", "Churches Together food bank steering group", "member", POS, "2025-02-27 20:00",
      "Cerys is on the Churches Together food bank steering group."),
    S("membership", "Yusuf Demir", "member of", "drivers' WhatsApp group", "member", POS, "2025-08-06 09:05",
      "Added Yusuf to the drivers' WhatsApp group."),
    S("membership", "Kindred Larder", "member of", "Hollinbury Food Partnership", "member", POS, "2025-11-27 14:00",
      "Kindred Larder have joined the Hollinbury Food Partnership alongside us."),
    # equal_time (pairs: same key, same order time, different values)
    S("equal_time", "warehouse stock", "baked beans", "warehouse", "120 tins", POS, "2025-08-04 15:00",
      "Beans: 120 tins"),
    S("equal_time", "warehouse stock", "baked beans", "warehouse", "95 tins", POS, "2025-08-04 15:00",
      "stock count, baked beans - 95 tins (counted twice)"),
    S("equal_time", "warehouse", "chest freezer 2 temperature", "", "-19 C", POS, "2025-12-18 09:00",
      "Chest freezer 2: -19C"),
    S("equal_time", "warehouse", "chest freezer 2 temperature", "", "-16 C", POS, "2025-12-18 09:00",
      "freezer 2 reading -16 this morning, lid wasn't shut properly?"),
    S("equal_time", "Marlpit Wednesday session 2026-01-14", "households served", "", "38", POS, "2026-01-14 13:30",
      "Marlpit Weds 14/1: 38 households"),
    S("equal_time", "Marlpit Wednesday session 2026-01-14", "households served", "", "41", POS, "2026-01-14 13:30",
      "Weds at the community centre, 14 Jan - 41 households incl. 3 new referrals"),
    S("equal_time", "Quarry Road Baptist church", "Monday session room", "", "back hall", POS, "2025-10-13 17:00",
      "Quarry Rd tonight: we're in the back hall"),
    S("equal_time", "Quarry Road Baptist church", "Monday session room", "", "church lounge", POS, "2025-10-13 17:00",
      "Quarry Road - set up in the church lounge tonight, not the back hall"),
    S("equal_time", "warehouse stock", "coffee", "warehouse", "14 jars", POS, "2026-04-27 11:00",
      "Coffee: 14 jars"),
    S("equal_time", "warehouse stock", "coffee", "warehouse", "9 jars", POS, "2026-04-27 11:00",
      "coffee - only 9 jars on the shelf"),
    S("equal_time", "Christmas appeal 2025", "hampers packed on packing day", "", "212", POS, "2025-12-09 18:00",
      "Hampers packed today: 212!!"),
    S("equal_time", "Christmas appeal 2025", "hampers packed on packing day", "", "198", POS, "2025-12-09 18:00",
      "Packing day tally - 198 hampers done, rest on Thursday"),
    # unrelated
    S("unrelated", "-", "chatter", "thanks", "-", POS, "2025-03-01 13:00",
      "Thanks all for Saturday, brilliant turnout and the hall was spotless afterwards."),
    S("unrelated", "-", "chatter", "lanyards", "-", POS, "2025-04-23 09:00",
      "Reminder: lanyards on at all times in the hall please."),
    S("unrelated", "-", "chatter", "cake", "-", POS, "2025-06-27 11:30",
      "Cake in the warehouse kitchen, help yourselves before Dec finds it."),
    S("unrelated", "-", "chatter", "clipboard", "-", POS, "2025-08-08 15:40",
      "Has anyone seen the blue clipboard? It had the sign-in sheets on it."),
    S("unrelated", "-", "chatter", "pallet truck", "-", POS, "2025-09-03 10:10",
      "pallet truck wheel squeaks, WD40 is in the office drawer"),
    S("unrelated", "-", "chatter", "gazette", "-", POS, "2025-10-10 08:00",
      "Lovely write-up about us in the Hollinbury Gazette this week, well done everyone."),
    S("unrelated", "-", "chatter", "mugs", "-", POS, "2025-11-14 16:00",
      "Please wash your mugs before you leave, the sink was a state on Friday."),
    S("unrelated", "-", "chatter", "rain", "-", POS, "2026-01-09 12:00",
      "Absolutely chucking it down, drivers take care on the Kettleby road."),
    S("unrelated", "-", "chatter", "thank you card", "-", POS, "2026-03-19 10:00",
      "A client dropped off a thank-you card for the Tuesday team, it's pinned on the board."),
    S("unrelated", "-", "chatter", "tea", "-", POS, "2026-05-29 14:00",
      "Who keeps buying the decaf? Asking for a friend."),
    S("unrelated", "-", "chatter", "photos", "-", POS, "2026-07-22 09:30",
      "If you don't want to be in photos for the annual report, tell Jun by Friday."),
    S("unrelated", "-", "chatter", "wellbeing", "-", POS, "2026-09-25 17:00",
      "Remember to take breaks, it's been a heavy few weeks. Biscuits are on the trustees."),
]

LABEL_CLASSES = ["multi_valued", "scope_disjoint", "format_variant", "elaboration", "confirmation",
                 "different_subject", "static", "membership", "equal_time", "unrelated"]


# ---------------------------------------------------------------------------------------------
def parse(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=dt.timezone.utc)


def rfc(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def group_key(m):
    s, a, sc = m["key"]
    if (s, a) in MULTI:
        return (s, a, sc, m["value"])
    return (s, a, sc)


def build():
    mems = []
    for fi, fam in enumerate(FAMILIES):
        fid = "F%02d" % (fi + 1)
        for vi, v in enumerate(fam["versions"]):
            mems.append(dict(fam=fid, ver=vi + 1, key=fam["key"], value=v["value"], pol=v["pol"],
                             t=parse(v["date"]), text=v["text"], label=None, style=v["style"],
                             tags=v["tags"]))
        last = fam["versions"][-1]
        for a in fam["attached"]:
            mems.append(dict(fam=fid, ver=None, key=fam["key"], value=last["value"], pol=last["pol"],
                             t=parse(a["date"]), text=a["text"], label=a["label"], style=None, tags=set()))
    for s in STANDALONE:
        mems.append(dict(fam=None, ver=None, key=(s["subject"], s["attribute"], s["scope"]), value=s["value"],
                         pol=s["pol"], t=parse(s["date"]), text=s["text"], label=s["label"], style=None,
                         tags=set()))

    rng = random.Random(SEED)
    n = len(mems)
    idx = list(range(n))
    rng.shuffle(idx)
    nb = round(BACKFILL_SHARE * n)
    back = set(idx[:nb])
    for i, m in enumerate(mems):
        m["backfilled"] = i in back
    # ids in a shuffled order
    order = list(range(n))
    rng.shuffle(order)
    for k, i in enumerate(order):
        mems[i]["id"] = "%s%03d" % (PREFIX, k + 1)
    # import session: backfilled memories in a seeded order, 1-4 s apart
    sess = sorted(back)
    rng.shuffle(sess)
    t = SESSION_START
    for k, i in enumerate(sess):
        if k:
            t = t + dt.timedelta(seconds=rng.randint(1, 4))
        mems[i]["created"] = t
    session_end = t
    for m in mems:
        if m["backfilled"]:
            m["observed"] = m["t"]
        else:
            m["created"] = m["t"]
            m["observed"] = None
    # file order shuffled again
    file_order = list(range(n))
    rng.shuffle(file_order)
    return mems, file_order, session_end


def compute_truth(mems):
    groups = {}
    for m in mems:
        groups.setdefault(group_key(m), []).append(m)
    pairs = []
    for g in groups.values():
        for m in g:
            newer = [x for x in g if x["t"] > m["t"] and (x["value"], x["pol"]) != (m["value"], m["pol"])]
            if not newer:
                continue
            tmin = min(x["t"] for x in newer)
            first = [x for x in newer if x["t"] == tmin]
            assert len(first) == 1, ("ambiguous replacement", m["text"])
            r = first[0]
            pairs.append((m, r, "negation" if r["pol"] != m["pol"] else "value"))
    return groups, pairs


WEEKDAYS = {"Mon": 0, "Tue": 1, "Wed": 2, "Thu": 3, "Fri": 4, "Sat": 5, "Sun": 6}


def check(mems, pairs, groups, session_end):
    in_pair = set()
    for m, r, _ in pairs:
        in_pair.add(id(m))
        in_pair.add(id(r))
    for m in mems:
        if m["label"]:
            assert id(m) not in in_pair, ("labelled memory in a pair", m["id"], m["text"])
            assert m["label"] in LABEL_CLASSES
        else:
            assert id(m) in in_pair, ("unlabelled memory in no pair", m["id"], m["text"])
    # family keys unique, standalone keys never on a family key
    fam_keys = {}
    for fi, fam in enumerate(FAMILIES):
        assert fam["key"] not in fam_keys, ("duplicate family key", fam["key"])
        assert (fam["key"][0], fam["key"][1]) not in MULTI
        fam_keys[fam["key"]] = fi
    for m in mems:
        if m["fam"] is None:
            assert m["key"] not in fam_keys, ("standalone on a family key", m["text"])
    # order times distinct within a family (all members of the family key)
    for fi, fam in enumerate(FAMILIES):
        g = groups[fam["key"]]
        ts = [m["t"] for m in g]
        assert len(ts) == len(set(ts)), ("equal order times in family", fam["key"])
        vs = [m for m in g if m["label"] is None]
        last_t = max(m["t"] for m in vs)
        assert [m["ver"] for m in sorted(vs, key=lambda x: x["t"])] == list(range(1, len(vs) + 1)), \
            ("versions out of date order", fam["key"])
        last = sorted(vs, key=lambda x: x["t"])[-1]
        for m in g:
            if m["label"]:
                assert m["label"] in ("format_variant", "elaboration", "confirmation")
                assert m["t"] > last_t and m["value"] == last["value"] and m["pol"] == last["pol"]
        assert len(vs) >= 2
    # equal_time pairs: two memories, one order time, different values; other standalone keys
    for k, g in groups.items():
        labs = {m["label"] for m in g}
        if "equal_time" in labs:
            assert labs == {"equal_time"} and len(g) == 2
            assert g[0]["t"] == g[1]["t"] and g[0]["value"] != g[1]["value"]
        elif all(m["fam"] is None for m in g) and len(g) > 1:
            assert labs == {"static"} and len({m["value"] for m in g}) == 1, ("standalone key reused", k)
    # relative dates derivable from the order time
    for m in mems:
        for tg in m["tags"]:
            if tg.startswith("relative_date:"):
                wd = WEEKDAYS[tg.split(":")[1]]
                d = m["t"].date()
                delta = (wd - d.weekday()) % 7 or 7
                assert (d + dt.timedelta(days=delta)).isoformat() == m["value"], ("relative date", m["text"])
    # text
    texts = [m["text"] for m in mems]
    assert len(texts) == len(set(texts)), "duplicated text"
    assert all(t.strip() for t in texts)
    # times
    starts = []
    for m in mems:
        assert m["created"] < LIMIT
        if m["observed"] is not None:
            assert m["observed"] < m["created"], ("observed not before created", m["id"])
            assert m["observed"] < LIMIT
            starts.append(m["created"])
    assert min(starts) >= SESSION_START and session_end - SESSION_START < dt.timedelta(hours=1)
    assert SESSION_START.date() == session_end.date()
    ids = [m["id"] for m in mems]
    assert len(set(ids)) == len(ids)


def features(mems, pairs):
    fam_mems = {}
    for m in mems:
        if m["fam"] and m["label"] is None:
            fam_mems.setdefault(m["fam"], []).append(m)
    f = dict(moveback=[], interior=[], negation=[], restart=[])
    for fid, vs in sorted(fam_mems.items()):
        vs.sort(key=lambda x: x["t"])
        seq = [(v["value"], v["pol"]) for v in vs]
        if len({v["pol"] for v in vs}) == 1 and any(
               seq[i] == seq[j] and any(seq[k] != seq[i] for k in range(i + 1, j))
               for i in range(len(seq)) for j in range(i + 2, len(seq))):
            f["moveback"].append(fid)
        if any(seq[i] == seq[i + 1] for i in range(len(seq) - 1)):
            f["interior"].append(fid)
        pols = [v["pol"] for v in vs]
        if len(set(pols)) > 1:
            f["negation"].append(fid)
            if any(pols[i:i + 3] == [POS, NEG, POS] for i in range(len(pols) - 2)):
                f["restart"].append(fid)
    tag = lambda name: sorted(m["id"] for m in mems if any(t.split(":")[0] == name for t in m["tags"]))
    f["names_old"] = tag("names_old")
    f["relative_date"] = tag("relative_date")
    f["unit_change"] = tag("unit_change")
    f["handover_other"] = tag("handover_other")
    reworded = sum(1 for _, r, _ in pairs if r["style"] == "R")
    f["reworded"] = (reworded, len(pairs))
    return f, fam_mems


def stats_text(mems, pairs, session_end):
    f, fam_mems = features(mems, pairs)
    sizes = {}
    for vs in fam_mems.values():
        sizes[len(vs)] = sizes.get(len(vs), 0) + 1
    nb = sum(m["backfilled"] for m in mems)
    lab = {c: sum(1 for m in mems if m["label"] == c) for c in LABEL_CLASSES}
    rows = [
        ("memories", len(mems)),
        ("  backfilled (observed_at)", nb),
        ("  live (created_at only)", len(mems) - nb),
        ("changing families", len(fam_mems)),
    ]
    for k in sorted(sizes):
        rows.append(("  of %d versions" % k, sizes[k]))
    rows += [
        ("family versions", sum(len(v) for v in fam_mems.values())),
        ("true pairs", len(pairs)),
        ("  value", sum(1 for p in pairs if p[2] == "value")),
        ("  negation", sum(1 for p in pairs if p[2] == "negation")),
        ("labelled negatives", sum(lab.values())),
    ]
    rows += [("  " + c, lab[c]) for c in LABEL_CLASSES]
    rows += [
        ("move-back families", len(f["moveback"])),
        ("interior confirmations", len(f["interior"])),
        ("negation families", len(f["negation"])),
        ("  stop and restart", len(f["restart"])),
        ("replacements naming old value", len(f["names_old"])),
        ("relative dates", len(f["relative_date"])),
        ("unit/format change in a pair", len(f["unit_change"])),
        ("handovers + other subject", len(f["handover_other"])),
        ("reworded pairs", "%d/%d (%.0f%%)" % (f["reworded"][0], f["reworded"][1],
                                               100.0 * f["reworded"][0] / f["reworded"][1])),
        ("import session", "%s .. %s" % (rfc(SESSION_START), rfc(session_end))),
    ]
    w = max(len(r[0]) for r in rows)
    return "\n".join("%-*s  %s" % (w, a, b) for a, b in rows)


def main(argv):
    if len(argv) > 1 or (argv and argv[0] not in ("--stats", "--list")):
        sys.stderr.write("usage: gen.py [--stats | --list]\n")
        return 2
    mems, file_order, session_end = build()
    groups, pairs = compute_truth(mems)
    check(mems, pairs, groups, session_end)
    if argv and argv[0] == "--stats":
        print(stats_text(mems, pairs, session_end))
        return 0
    if argv and argv[0] == "--list":
        for m in sorted(mems, key=lambda x: x["id"]):
            print("%s  %s  %-17s  %s  ||  %s  %s  %s" % (
                m["id"], rfc(m["t"]), m["label"] or "-", " | ".join(m["key"]), m["value"], m["pol"],
                "backfilled" if m["backfilled"] else "live"))
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "memories.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for i in file_order:
            m = mems[i]
            o = {"id": m["id"], "content": m["text"], "created_at": rfc(m["created"])}
            if m["observed"] is not None:
                o["observed_at"] = rfc(m["observed"])
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "truth.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m, r, reason in sorted(pairs, key=lambda p: (p[0]["id"], p[1]["id"])):
            fh.write(json.dumps({"expired_id": m["id"], "replacement_id": r["id"], "reason": reason}) + "\n")
    with open(os.path.join(here, "labels.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for m in sorted((m for m in mems if m["label"]), key=lambda x: x["id"]):
            fh.write(json.dumps({"id": m["id"], "class": m["label"]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
